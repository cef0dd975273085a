//! Unit tests of `tailcc`, `swiftcc` and `swifttailcc` (what LLVM 19's x86-64 back end does with them, read off
//! llc-19's output) and of sibling calls: the machine IR a signature lowers to, the bytes a body pops, and which
//! calls become jumps. The native tests (`tests/tests/native_tailcc.rs`, `native_swiftcc.rs`) run them.

use crate::lower::LowerOptions;
use crate::{lower_module_with, MFunction};
use kiln_abi::Target;
use kiln_regalloc::PReg;

fn lower_opts(src: &str, target: Target, sibling_calls: bool) -> Vec<(String, MFunction)> {
    let m = kiln_ir::text::parse(src.as_bytes()).expect("test IR parses");
    let mm = lower_module_with(&m, target, LowerOptions { sibling_calls })
        .unwrap_or_else(|e| panic!("{}", e.iter().map(|d| d.message.clone()).collect::<Vec<_>>().join("\n")));
    mm.functions.iter().map(|f| (mm.symbol(f.sym).name.clone(), f.clone())).collect()
}

fn lower(src: &str, target: Target) -> Vec<(String, MFunction)> {
    lower_opts(src, target, false)
}

/// The listing of function `name`.
fn listing(fs: &[(String, MFunction)], name: &str) -> String {
    fs.iter().find(|(n, _)| n == name).map(|(_, f)| f.to_string()).unwrap_or_else(|| panic!("no @{name}"))
}

fn func<'a>(fs: &'a [(String, MFunction)], name: &str) -> &'a MFunction {
    &fs.iter().find(|(n, _)| n == name).unwrap_or_else(|| panic!("no @{name}")).1
}

#[test]
fn swift_parameters_take_their_own_registers_in_every_convention() {
    let src = r#"
declare swiftcc i64 @g(ptr swiftself, ptr swiftasync, i64, ptr swifterror)
define swiftcc i64 @f(i64 %x, ptr swiftself %s, ptr swifterror %e, ptr swiftasync %a, i64 %y) {
  %r = call swiftcc i64 @g(ptr swiftself %s, ptr swiftasync %a, i64 %y, ptr swifterror %e)
  ret i64 %r
}
define i64 @c(i64 %x, ptr swiftself %s) {
  ret i64 %x
}
"#;
    for (target, x, y) in [(Target::LINUX, "%rdi", "%rsi"), (Target::WINDOWS_GNU, "%rcx", "%rdx")] {
        let fs = lower(src, target);
        let f = listing(&fs, "f");
        // Incoming: x and y in the first two argument registers, the Swift values in r13, r12, r14.
        for (v, r) in [(0, x), (1, "%r13"), (2, "%r12"), (3, "%r14"), (4, y)] {
            assert!(f.contains(&format!("copy def v{v}, {r}")), "{target:?}:\n{f}");
        }
        // The swifterror value lives in a slot: loaded into r12 for the call, stored back from it after,
        // and handed back in r12 by the return, which r12 is therefore not preserved for.
        assert!(f.contains("Mov_rm64_r64 [ss0], v2"), "{f}");
        assert!(f.contains("def %rax, def %r12 ;"), "{f}");
        assert!(f.contains("copy def %r12, v") && f.contains("ret %r12, %rax"), "{f}");
        assert!(func(&fs, "f").not_preserved.contains(PReg::R12));
        // A C function's swiftself is r13 too (LLVM's CC_X86_64_C); r12 stays callee-saved there.
        let c = listing(&fs, "c");
        assert!(c.contains(&format!("copy def v0, {x}")) && c.contains("copy def v1, %r13"), "{c}");
        assert!(func(&fs, "c").not_preserved.is_empty());
    }
}

#[test]
fn swift_returns_use_four_registers_of_each_kind_or_a_pointer_in_rax() {
    let src = r#"
define swiftcc { i64, double, i32, float, i8, double, double } @q() {
  ret { i64, double, i32, float, i8, double, double } zeroinitializer
}
define swiftcc { i64, i64, i64, i64 } @four() {
  ret { i64, i64, i64, i64 } zeroinitializer
}
define swiftcc { i64, i64, i64, i64, i64 } @five(i64 %x) {
  ret { i64, i64, i64, i64, i64 } zeroinitializer
}
define tailcc { i64, i64, i64, i64 } @tfour(i64 %x) {
  ret { i64, i64, i64, i64 } zeroinitializer
}
define swiftcc i64 @split({ i64, double } %p, i32 %z) {
  %a = extractvalue { i64, double } %p, 0
  ret i64 %a
}
"#;
    let fs = lower(src, Target::LINUX);
    let q = listing(&fs, "q");
    assert!(q.contains("ret %rax, %xmm0, %rdx, %xmm1, %rcx, %xmm2, %xmm3"), "{q}");
    assert!(listing(&fs, "four").contains("ret %rax, %rdx, %rcx, %r8"));
    // Five integers are demoted: the buffer comes in rax (Swift on SysV), x stays in rdi.
    let five = listing(&fs, "five");
    assert!(five.contains("copy def v0, %rax") && five.contains("copy def v1, %rdi"), "{five}");
    // tailcc returns three integers at most; its hidden pointer is the first argument.
    let tfour = listing(&fs, "tfour");
    assert!(tfour.contains("copy def v0, %rdi") && tfour.contains("copy def v1, %rsi"), "{tfour}");
    // An aggregate argument is its members, each an argument of its own.
    let split = listing(&fs, "split");
    for (v, r) in [(0, "%rdi"), (1, "%xmm0"), (2, "%rsi")] {
        assert!(split.contains(&format!("copy def v{v}, {r}")), "{split}");
    }
    // Win64: positions, and the demoted pointer in rcx.
    let fs = lower(src, Target::WINDOWS_GNU);
    let split = listing(&fs, "split");
    for (v, r) in [(0, "%rcx"), (1, "%xmm1"), (2, "%r8")] {
        assert!(split.contains(&format!("copy def v{v}, {r}")), "{split}");
    }
    let five = listing(&fs, "five");
    assert!(five.contains("copy def v0, %rcx") && five.contains("copy def v1, %rdx"), "{five}");
}

#[test]
fn callee_pop_conventions_pop_llvms_sizes_and_callers_put_them_back() {
    let src = r#"
declare tailcc i64 @seven(i64, i64, i64, i64, i64, i64, i64)
define tailcc i64 @none() {
  ret i64 1
}
define swifttailcc i64 @one(i64 %a, i64 %b, i64 %c, i64 %d, i64 %e, i64 %f, i64 %g) {
  ret i64 %g
}
define i64 @caller() {
  %r = call tailcc i64 @seven(i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7)
  %s = call tailcc i64 @none()
  %t = add i64 %r, %s
  ret i64 %t
}
"#;
    let fs = lower(src, Target::LINUX);
    assert_eq!(func(&fs, "none").popped_bytes, 8, "llc-19: `retq $8`");
    assert_eq!(func(&fs, "one").popped_bytes, 8);
    assert_eq!(func(&fs, "caller").popped_bytes, 0);
    let caller = listing(&fs, "caller");
    assert_eq!(caller.matches("calleepopped(8)").count(), 2, "{caller}");
    // swifttailcc does not preserve r13 and r14: its body need not save them, and its calls clobber them.
    assert!(func(&fs, "one").not_preserved.contains(PReg::R13) && func(&fs, "one").not_preserved.contains(PReg::R14));
    let fs = lower(src, Target::WINDOWS_GNU);
    // Win64 counts the shadow space: `retq $40` and `retq $56` (llc-19).
    assert_eq!(func(&fs, "none").popped_bytes, 40);
    assert_eq!(func(&fs, "one").popped_bytes, 56);
}

#[test]
fn tail_calls_with_more_stack_arguments_reserve_room_and_move_the_return_address() {
    let src = r#"
declare tailcc i64 @ten(i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
declare tailcc i64 @six(i64, i64, i64, i64, i64, i64)
define tailcc i64 @eight(i64 %a, i64 %b, i64 %c, i64 %d, i64 %e, i64 %f, i64 %g, i64 %h) {
  %z = icmp eq i64 %a, 0
  br i1 %z, label %less, label %more
more:
  %r = tail call tailcc i64 @ten(i64 %a, i64 %b, i64 %c, i64 %d, i64 %e, i64 %f, i64 %h, i64 %g, i64 1, i64 2)
  ret i64 %r
less:
  %s = musttail call tailcc i64 @six(i64 %a, i64 %b, i64 %c, i64 %d, i64 %e, i64 %h)
  ret i64 %s
}
"#;
    let fs = lower(src, Target::LINUX);
    let f = func(&fs, "eight");
    // We pop 24 (two stack arguments), @ten pops 40, @six 8: the reserve covers the larger callee.
    assert_eq!((f.popped_bytes, f.tail_reserve), (24, 16));
    let s = f.to_string();
    assert!(s.contains("ret sym0, 40") && s.contains("ret sym1, 8"), "{s}");
    // The return address is read before any argument is written, and moved 16 bytes down for @ten and
    // 16 bytes up for @six.
    let lines: Vec<&str> = s.lines().collect();
    let read = lines.iter().position(|l| l.contains("[inargs-8]") && l.contains("Mov_r64_rm64")).unwrap();
    let first_store = lines.iter().position(|l| l.contains("Mov_rm64_r64 [inargs")).unwrap();
    assert!(read < first_store, "{s}");
    assert!(s.contains("Mov_rm64_r64 [inargs-24]") && s.contains("Mov_rm64_r64 [inargs+8]"), "{s}");
}

#[test]
fn tail_calls_become_jumps_where_the_rules_allow() {
    let src = r#"
declare i64 @g(i64)
declare i64 @h(i64, i64, i64, i64, i64, i64, i64)
declare tailcc void @t(i64)
declare void @v()
define i64 @sib(i64 %x) {
  %r = tail call i64 @g(i64 %x)
  ret i64 %r
}
define i64 @plain(i64 %x) {
  %r = call i64 @g(i64 %x)
  ret i64 %r
}
define i64 @too_many(i64 %x) {
  %r = tail call i64 @h(i64 %x, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7)
  ret i64 %r
}
define i64 @fits(i64 %a, i64 %b, i64 %c, i64 %d, i64 %e, i64 %f, i64 %g) {
  %r = tail call i64 @h(i64 %g, i64 %b, i64 %c, i64 %d, i64 %e, i64 %f, i64 %a)
  ret i64 %r
}
define i64 @used(i64 %x) {
  %r = tail call i64 @g(i64 %x)
  %s = add i64 %r, 1
  ret i64 %s
}
define tailcc void @guaranteed(i64 %x) {
  tail call tailcc void @t(i64 %x)
  unreachable
}
define void @other_cc(i64 %x) {
  tail call tailcc void @t(i64 %x)
  ret void
}
define signext i8 @ext(i64 %x) {
  %r = tail call i8 @e(i64 %x)
  ret i8 %r
}
declare i8 @e(i64)
define i64 @asked_not_to(i64 %x) "disable-tail-calls"="true" {
  %r = tail call i64 @g(i64 %x)
  ret i64 %r
}
declare i32 @setjmp(ptr) returns_twice
define i64 @after_setjmp(i64 %x, ptr %buf) {
  %s = call i32 @setjmp(ptr %buf)
  %r = tail call i64 @g(i64 %x)
  ret i64 %r
}
"#;
    let jumps = |fs: &[(String, MFunction)], name: &str| {
        let s = listing(fs, name);
        !s.contains("Call_rel32_64") && s.contains("ret sym")
    };
    let o2 = lower_opts(src, Target::LINUX, true);
    let o0 = lower_opts(src, Target::LINUX, false);
    for name in ["sib", "fits", "guaranteed"] {
        assert!(jumps(&o2, name), "-O2 @{name}:\n{}", listing(&o2, name));
    }
    for name in ["plain", "too_many", "used", "other_cc", "ext", "asked_not_to", "after_setjmp"] {
        assert!(!jumps(&o2, name), "-O2 @{name}:\n{}", listing(&o2, name));
    }
    // At -O0 only the guaranteed one is a jump.
    assert!(jumps(&o0, "guaranteed"));
    for name in ["sib", "fits"] {
        assert!(!jumps(&o0, name), "-O0 @{name}:\n{}", listing(&o0, name));
    }
    // Win64 sibling calls keep the shadow space our caller gave us.
    let w = lower_opts(src, Target::WINDOWS_GNU, true);
    assert!(jumps(&w, "sib") && jumps(&w, "fits") && !jumps(&w, "too_many"));
}
