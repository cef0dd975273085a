//! Unit tests of `musttail` calls (tail calls ending in the epilogue's jump), and of the call forms
//! instruction selection refuses with a located error rather than compiling as something else:
//! operand bundles, unsplit coroutines, every `musttail` it does not implement, and what `tailcc`,
//! `swiftcc` and `swifttailcc` signatures Kiln does not place yet (`tests_tailcc.rs` has what it does).

use crate::lower_module;
use kiln_abi::Target;

fn lower(src: &str, target: Target) -> Result<String, Vec<kiln_ir::Diagnostic>> {
    let m = kiln_ir::text::parse(src.as_bytes()).expect("test IR parses");
    let mm = lower_module(&m, target)?;
    Ok(mm.functions.iter().map(|f| format!("; {}\n{f}", mm.symbol(f.sym).name)).collect())
}

/// The one error lowering `src` for Linux reports: its message, and the line it points at.
fn error(src: &str) -> (String, usize) {
    error_for(src, Target::LINUX)
}

fn error_for(src: &str, target: Target) -> (String, usize) {
    let errors = lower(src, target).expect_err("lowering must fail");
    assert_eq!(errors.len(), 1, "{errors:?}");
    let offset = errors[0].offset.unwrap_or_else(|| panic!("error without a location: {errors:?}"));
    (errors[0].message.clone(), src[..offset].matches('\n').count() + 1)
}

#[test]
fn direct_and_indirect_musttail_calls_end_in_a_jump_and_replace_the_ret() {
    let s = lower(
        r#"
declare ptr @next(ptr)
define void @direct(ptr %p) {
  %q = call ptr @next(ptr %p)
  musttail call void @direct(ptr %q)
  ret void
}
define double @indirect(ptr %f, double %x) {
  %y = fadd double %x, 1.0
  %r = musttail call double %f(ptr %f, double %y)
  ret double %r
}
"#,
        Target::LINUX,
    )
    .unwrap();
    let (direct, indirect) = s.split_once("; indirect").unwrap();
    // One call (to @next), then the tail call as the function's only return.
    assert_eq!(direct.matches("Call_rel32_64").count(), 1, "{s}");
    assert_eq!(direct.matches("  ret").count(), 1, "{s}");
    assert!(direct.contains("  ret sym") && direct.contains("; implicit %rdi"), "{s}");
    // An indirect tail call jumps through rax, which holds no argument.
    assert!(!indirect.contains("Call_rm64"), "{s}");
    assert!(indirect.contains("copy def %rax, v0"), "{s}");
    assert!(indirect.contains("  ret %rax ; implicit %rdi, %xmm0"), "{s}");
}

#[test]
fn tail_calls_read_every_incoming_stack_argument_before_writing_one() {
    // Swapping the two stack arguments: a store to one slot before the load of the other would lose it.
    let src = r#"
define i64 @f(i64 %a, i64 %b, i64 %c, i64 %d, i64 %e, i64 %g, i64 %x, i64 %y) {
  %r = musttail call i64 @f(i64 %a, i64 %b, i64 %c, i64 %d, i64 %e, i64 %g, i64 %y, i64 %x)
  ret i64 %r
}
"#;
    for (target, first) in [(Target::LINUX, 0), (Target::WINDOWS_GNU, 32)] {
        let s = lower(src, target).unwrap();
        let lines: Vec<&str> = s.lines().collect();
        let loads: Vec<usize> =
            (0..lines.len()).filter(|&i| lines[i].contains("Mov_r64_rm64") && lines[i].contains("[inargs")).collect();
        let stores: Vec<usize> = (0..lines.len()).filter(|&i| lines[i].contains("Mov_rm64_r64 [inargs")).collect();
        assert_eq!(stores.len(), if target == Target::LINUX { 2 } else { 4 }, "{s}");
        assert!(loads.len() >= 2 && loads.iter().all(|l| stores.iter().all(|st| l < st)), "{target:?}:\n{s}");
        assert!(s.contains(&format!("[inargs+{}]", first + 8)), "{target:?}: our own incoming slots:\n{s}");
        assert!(!s.contains("outargs"), "{target:?}: no outgoing area:\n{s}");
    }
}

#[test]
fn a_hidden_return_buffer_is_passed_on() {
    let s = lower(
        r#"
%big = type { i64, i64, i64, i64 }
declare %big @g(i64)
define %big @f(i64 %n) {
  %r = musttail call %big @g(i64 %n)
  ret %big %r
}
"#,
        Target::LINUX,
    )
    .unwrap();
    // Our caller's buffer (rdi at entry) goes back to rdi; no buffer of our own.
    assert!(s.contains("copy def v0, %rdi") && s.contains("copy def %rdi, v0"), "{s}");
    assert!(!s.contains("ss0"), "{s}");
}

#[test]
fn a_windows_self_tail_call_jumps_through_rax() {
    let src = "define void @f(i64 %n) {\n  musttail call void @f(i64 %n)\n  ret void\n}\n";
    let s = lower(src, Target::WINDOWS_GNU).unwrap();
    assert!(s.contains("Lea_r64_m") && s.contains("ret %rax ; implicit %rcx"), "{s}");
    let s = lower(src, Target::LINUX).unwrap();
    assert!(s.contains("ret sym0 ; implicit %rdi"), "{s}");
}

#[test]
fn unsupported_musttail_forms_are_located_errors() {
    let cases: &[(&str, &str)] = &[
        (
            "declare i32 @g(i32)\ndefine i64 @f(i64 %x) {\n  %r = musttail call i32 @g(i32 1)\n  %z = zext i32 %r to i64\n  ret i64 %z\n}\n",
            "musttail call: must be followed by `ret` of its result",
        ),
        (
            "declare i64 @g(i64)\ndefine i64 @f(i64 %x) {\n  %r = musttail call i64 @g(i64 %x)\n  ret i64 %x\n}\n",
            "must be followed by `ret` of its result",
        ),
        (
            "declare i64 @g(i32)\ndefine i64 @f(i64 %x) {\n  %r = musttail call i64 @g(i32 1)\n  ret i64 %r\n}\n",
            "the callee's type i64 (i32) is not the caller's type i64 (i64)",
        ),
        (
            "declare fastcc void @g(ptr)\ndefine void @f(ptr %p) {\n  musttail call fastcc void @g(ptr %p)\n  ret void\n}\n",
            "the callee's calling convention fastcc is not the caller's ccc",
        ),
        (
            "define void @f(ptr %p, ...) {\n  musttail call void (ptr, ...) @f(ptr %p)\n  ret void\n}\n",
            "forwarding variadic arguments is not supported yet",
        ),
        (
            "define void @f(ptr sret(i64) %p) {\n  musttail call void @f(ptr sret(i64) %p)\n  ret void\n}\n",
            "a `sret` parameter is not supported yet",
        ),
        (
            "define void @f(ptr byval(i64) %p) {\n  musttail call void @f(ptr byval(i64) %p)\n  ret void\n}\n",
            "a `byval` parameter is not supported yet",
        ),
        (
            "define void @f(ptr %p) {\n  musttail call void @f(ptr inreg %p)\n  ret void\n}\n",
            "argument 0 and the caller's parameter 0 differ in `inreg`",
        ),
        (
            "%s = type { i64, i64, i64 }\ndefine i64 @f(%s %a) {\n  %r = musttail call i64 @f(%s %a)\n  ret i64 %r\n}\n",
            "argument 0 is passed in memory, which is not supported yet",
        ),
        (
            "declare void @llvm.trap()\ndefine void @f() {\n  musttail call void @llvm.trap()\n  ret void\n}\n",
            "musttail call to the intrinsic @llvm.trap",
        ),
    ];
    for (src, want) in cases {
        let (msg, line) = error(src);
        assert!(msg.contains(want), "{src}\n{msg}");
        assert_eq!(line, src.lines().position(|l| l.contains("musttail")).unwrap() + 1, "{msg}");
    }
    // Win64 passes an i128 by reference, through a copy in the frame the tail call destroys.
    let src = "define i64 @f(i128 %a) {\n  %r = musttail call i64 @f(i128 %a)\n  ret i64 %r\n}\n";
    let (msg, line) = error_for(src, Target::WINDOWS_GNU);
    assert!(msg.contains("argument 0 is passed by reference") && line == 2, "{msg}");
}

#[test]
fn bundles_conventions_and_unsplit_coroutines_are_located_errors() {
    let cases: &[(&str, &str, usize)] = &[
        (
            "declare void @g()\ndefine void @f() {\n  call void @g() [ \"kcfi\"(i32 1) ]\n  ret void\n}\n",
            "operand bundle \"kcfi\" is not supported by the x86-64 backend",
            3,
        ),
        (
            "declare void @g()\ndefine void @f() {\n  call void @g() [ \"deopt\"(i32 1), \"kcfi\"(i32 1) ]\n  ret void\n}\n",
            "operand bundle \"kcfi\" next to \"deopt\" on a call is not supported",
            3,
        ),
        (
            "define void @f(ptr %p) {\n  call void %p() [ \"funclet\"(token none) ]\n  ret void\n}\n",
            "operand bundle \"funclet\"",
            2,
        ),
        (
            "define void @f() presplitcoroutine {\n  ret void\n}\n",
            "coroutine @f was not split: run the coroutine passes (coro-early, coro-split, coro-cleanup) before code generation",
            1,
        ),
    ];
    for (src, want, want_line) in cases {
        let (msg, line) = error(src);
        assert!(msg.contains(want), "{src}\n{msg}");
        assert_eq!(line, *want_line, "{msg}");
    }
    // A plain call's deopt bundle is recorded as LLVM does: a statepoint without references.
    let deopt = "declare void @g()\ndefine void @f() {\n  call void @g() [ \"deopt\"(i32 1) ]\n  ret void\n}\n";
    let text = lower(deopt, Target::LINUX).unwrap();
    assert!(text.contains("id 2882400015 Statepoint [Const(0), Const(0), Const(1), Const(1)]"), "{text}");
    // `llvm.assume`'s bundles are hints: dropped with the call.
    let ok = "declare void @llvm.assume(i1)\ndefine void @f(ptr %p) {\n  \
              call void @llvm.assume(i1 true) [ \"align\"(ptr %p, i64 16), \"nonnull\"(ptr %p) ]\n  ret void\n}\n";
    lower(ok, Target::LINUX).unwrap();
    // The hints `tail` and `notail` stay ordinary calls.
    let s = lower(
        "declare void @g()\ndefine void @f() {\n  tail call void @g()\n  notail call void @g()\n  ret void\n}\n",
        Target::LINUX,
    )
    .unwrap();
    assert_eq!(s.matches("Call_rel32_64").count(), 2, "{s}");
}

#[test]
fn tail_and_swift_forms_kiln_does_not_implement_are_located_errors() {
    // (source, message, line)
    let cases: &[(&str, &str, usize)] = &[
        (
            "define tailcc i64 @f(i64 %x, ...) {\n  ret i64 %x\n}\n",
            "in @f: variadic tailcc functions are not supported",
            1,
        ),
        (
            "define void @f(ptr %p) {\n  call swiftcc void (i64, ...) %p(i64 1)\n  ret void\n}\n",
            "variadic swiftcc calls are not supported",
            2,
        ),
        (
            "define tailcc i128 @f(i128 %x) {\n  ret i128 %x\n}\n",
            "parameter 0: i128 is not supported in a tailcc signature yet",
            1,
        ),
        (
            "define swiftcc void @f(x86_fp80 %x) {\n  ret void\n}\n",
            "parameter 0: x86_fp80 is not supported in a swiftcc signature yet",
            1,
        ),
        (
            "define swifttailcc void @f(<2 x float> %x) {\n  ret void\n}\n",
            "parameter 0: <2 x float> is not supported in a swifttailcc signature yet",
            1,
        ),
        (
            "define swiftcc void @f({ i64, <4 x float> } %x) {\n  ret void\n}\n",
            "{ i64, <4 x float> } is not supported in a swiftcc signature yet (a vector inside an aggregate)",
            1,
        ),
        (
            "define tailcc { double, double, double, double } @f() {\n  ret { double, double, double, double } zeroinitializer\n}\n",
            "return value: { double, double, double, double } is not supported in a tailcc signature yet (more \
             floating-point members than xmm return registers: LLVM returns the rest on the x87 stack)",
            1,
        ),
        (
            "define swiftcc void @f(i32 swifterror %e) {\n  ret void\n}\n",
            "parameter 0: `swifterror` on a i32 parameter (it must be a pointer)",
            1,
        ),
        (
            "define swiftcc void @f(ptr swiftself %a, ptr swiftself %b) {\n  ret void\n}\n",
            "two parameters are passed in r13",
            1,
        ),
        (
            "declare tailcc void @g(ptr)\ndefine tailcc void @f(ptr %p) {\n  musttail call tailcc void @g(ptr byval(i64) %p)\n  ret void\n}\n",
            "musttail call: a `byval` parameter is not supported yet",
            3,
        ),
        (
            "declare swifttailcc void @g(ptr)\ndefine swifttailcc void @f(ptr %p) {\n  musttail call swifttailcc void @g(ptr inreg %p)\n  ret void\n}\n",
            "musttail call: argument 0 has `inreg`, which a swifttailcc musttail call may not have",
            3,
        ),
        (
            "declare swiftcc void @g(ptr)\ndefine swiftcc void @f(ptr swifterror %e) {\n  musttail call swiftcc void @g(ptr swifterror %e)\n  ret void\n}\n",
            "musttail call: a `swifterror` value is not supported in a tail call (LLVM 19 cannot either)",
            3,
        ),
        (
            "declare tailcc void @g()\ndefine void @f() {\n  musttail call tailcc void @g()\n  ret void\n}\n",
            "the callee's calling convention tailcc is not the caller's ccc",
            3,
        ),
        (
            // A guaranteed tail call Kiln cannot make (Win64 passes 16-byte vectors by reference) is an error,
            // not an ordinary call that would grow the stack.
            "declare tailcc void @g(ptr)\ndefine tailcc void @f(ptr %p) {\n  tail call tailcc void @g(ptr byval(i64) %p)\n  ret void\n}\n",
            "tail call: a `byval` parameter is not supported yet",
            3,
        ),
    ];
    for (src, want, want_line) in cases {
        let (msg, line) = error(src);
        assert!(msg.contains(want), "{src}\n{msg}");
        assert_eq!(line, *want_line, "{msg}");
    }
    // A tail call that would need a page of extra stack arguments.
    let params: Vec<String> = (0..520).map(|k| format!("i64 %a{k}")).collect();
    let args: Vec<String> = (0..520).map(|k| format!("i64 %x{}", k.min(0))).collect();
    let src = format!(
        "declare tailcc void @g({})\ndefine tailcc void @f(i64 %x0) {{\n  musttail call tailcc void @g({})\n  ret void\n}}\n",
        params.iter().map(|p| p.split(' ').next().unwrap()).collect::<Vec<_>>().join(", "),
        args.join(", ")
    );
    let (msg, line) = error(&src);
    assert!(msg.contains("a tail call needing 4112 more bytes of stack arguments") && line == 3, "{msg}");
    // Win64 passes a 16-byte vector by reference, through a copy in the frame a tail call destroys.
    let src = "declare tailcc void @g(<4 x float>)\ndefine tailcc void @f(<4 x float> %v) {\n  musttail call tailcc void @g(<4 x float> %v)\n  ret void\n}\n";
    let (msg, line) = error_for(src, Target::WINDOWS_GNU);
    assert!(msg.contains("musttail call: argument 0 is passed by reference") && line == 3, "{msg}");
    let (msg, line) = error_for(&src.replace("musttail", "tail"), Target::WINDOWS_GNU);
    assert!(msg.contains("tail call: argument 0 is passed by reference") && line == 3, "{msg}");
}
