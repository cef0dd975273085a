//! Unit tests of `musttail` calls (tail calls ending in the epilogue's jump), and of the call forms
//! instruction selection refuses with a located error rather than compiling as something else:
//! operand bundles, `tailcc`/`swiftcc`, unsplit coroutines, and every `musttail` it does not implement.

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
        ("define tailcc void @f() {\n  ret void\n}\n", "in @f: calling convention tailcc is not supported yet", 1),
        ("define swiftcc void @f() {\n  ret void\n}\n", "calling convention swiftcc is not supported yet", 1),
        (
            "define void @f(ptr %p) {\n  call tailcc void %p()\n  ret void\n}\n",
            "calling convention tailcc is not supported yet",
            2,
        ),
        (
            "declare swiftcc void @g()\ndefine void @f() {\n  call void @g()\n  ret void\n}\n",
            "call to @g: calling convention swiftcc is not supported yet",
            3,
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
