//! Unit tests of calls, parameters and returns: aggregates by value placed by the C classifiers, the
//! Win64 convention, memory-resident aggregates and the errors for what has no C equivalent. Checked
//! through the MIR text of small IR snippets.

use crate::lower_module;
use crate::mir::MFunction;
use crate::module::MModule;

fn lower(src: &str) -> Result<MModule, Vec<kiln_ir::Diagnostic>> {
    let m = kiln_ir::text::parse(src.as_bytes()).map_err(|d| vec![d])?;
    lower_module(&m, kiln_abi::Target::LINUX)
}

/// The MIR text of function `name`.
fn mir_of(src: &str, name: &str) -> String {
    let mm = lower(src).unwrap_or_else(|e| panic!("lowering failed: {e:?}"));
    let f = func(&mm, name);
    format!("{f}")
}

fn func<'a>(mm: &'a MModule, name: &str) -> &'a MFunction {
    mm.functions.iter().find(|f| mm.symbol(f.sym).name == name).unwrap_or_else(|| panic!("no function {name}"))
}

fn error_of(src: &str) -> kiln_ir::Diagnostic {
    let errs = lower(src).map(|_| ()).unwrap_err();
    errs.into_iter().next().unwrap()
}

#[test]
fn twelve_byte_float_struct_moves_as_eight_plus_four_bytes() {
    let src = r#"
define { float, float, float } @id({ float, float, float } %v) {
  %x = extractvalue { float, float, float } %v, 2
  %w = insertvalue { float, float, float } %v, float %x, 0
  ret { float, float, float } %w
}
"#;
    let s = mir_of(src, "id");
    // Incoming: xmm0 holds bytes 0..8, xmm1 bytes 8..12, stored with movsd + movss and reloaded per float.
    assert!(s.contains("copy def v0, %xmm0") && s.contains("copy def v1, %xmm1"), "{s}");
    assert!(s.contains("Movsd_xmmm64_xmm [ss0], v0") && s.contains("Movss_xmmm32_xmm [ss0+8], v1"), "{s}");
    // Outgoing the same way; no 16-byte access anywhere.
    assert!(s.contains("copy def %xmm0,") && s.contains("copy def %xmm1,"), "{s}");
    assert!(!s.contains("Movups") && !s.contains("Movaps"), "{s}");
    assert_eq!(s.matches("Movss_xmm_xmmm32").count(), 4, "three floats in, one piece out: {s}");
}

#[test]
fn mixed_struct_takes_one_gpr_and_one_xmm_and_coerced_pairs_move_directly() {
    let src = r#"
declare void @take(i32, { i8, float, double })
define void @f({ i8, float, double } %v) {
  call void @take(i32 1, { i8, float, double } %v)
  ret void
}
define { i64, double } @g(i64 %a, double %b) {
  %r0 = insertvalue { i64, double } poison, i64 %a, 0
  %r1 = insertvalue { i64, double } %r0, double %b, 1
  ret { i64, double } %r1
}
"#;
    let s = mir_of(src, "f");
    // Parameter: rdi holds i8 and float (INTEGER eightbyte), xmm0 the double.
    assert!(s.contains("copy def v0, %rdi") && s.contains("copy def v1, %xmm0"), "{s}");
    // Argument after an int: rsi and xmm0, loaded from the staging copy with 8-byte moves.
    assert!(s.contains("copy def %rsi,") && s.contains("copy def %xmm0,"), "{s}");
    assert!(s.contains("Mov_r64_rm64 def"), "{s}");
    // { i64, double } needs no staging copy: the registers are the pieces.
    let g = mir_of(src, "g");
    assert!(!g.contains("ss0"), "{g}");
    assert!(g.contains("copy def %rax,") && g.contains("copy def %xmm0,"), "{g}");
}

#[test]
fn memory_class_return_uses_hidden_pointer_in_rdi_and_returns_it_in_rax() {
    let src = r#"
define { i64, i64, i64 } @mk(i64 %a) {
  %r0 = insertvalue { i64, i64, i64 } poison, i64 %a, 0
  %r1 = insertvalue { i64, i64, i64 } %r0, i64 %a, 1
  %r2 = insertvalue { i64, i64, i64 } %r1, i64 %a, 2
  ret { i64, i64, i64 } %r2
}
define i64 @use() {
  %v = call { i64, i64, i64 } @mk(i64 5)
  %x = extractvalue { i64, i64, i64 } %v, 2
  ret i64 %x
}
"#;
    let s = mir_of(src, "mk");
    // The hidden pointer arrives in rdi, so the first argument moves to rsi.
    assert!(s.contains("copy def v0, %rdi") && s.contains("copy def v1, %rsi"), "{s}");
    assert!(s.contains("copy def %rax, v0"), "{s}");
    let u = mir_of(src, "use");
    assert!(u.contains("Lea_r64_m def") && u.contains("copy def %rdi,") && u.contains("copy def %rsi,"), "{u}");
}

#[test]
fn memory_class_argument_is_copied_into_the_outgoing_area() {
    let src = r#"
declare void @take({ double, double, double }, double)
define void @f(ptr %p) {
  %v = load { double, double, double }, ptr %p
  call void @take({ double, double, double } %v, double 1.0)
  ret void
}
define double @callee({ double, double, double } %v, double %d) {
  %x = extractvalue { double, double, double } %v, 1
  ret double %x
}
"#;
    let mm = lower(src).unwrap();
    let f = func(&mm, "f");
    assert_eq!(f.max_outgoing_args, 32, "24 bytes rounded to 16");
    let s = format!("{f}");
    assert!(s.contains("[outargs]") && s.contains("[outargs+16]"), "{s}");
    assert!(s.contains("copy def %xmm0,"), "the double after it still gets xmm0: {s}");
    let c = mir_of(src, "callee");
    assert!(c.contains("[inargs+8]"), "{c}");
}

#[test]
fn sysv_variadic_call_sets_al_to_vector_registers_used() {
    let src = r#"
declare i32 @printf(ptr, ...)
define void @f(ptr %fmt) {
  %r = call i32 (ptr, ...) @printf(ptr %fmt, { float, float, float } { float 1.0, float 2.0, float 3.0 }, double 4.0)
  ret void
}
"#;
    let s = mir_of(src, "f");
    assert!(s.contains("Mov_r32_imm32 def %rax, 3"), "two pieces of the struct and the double: {s}");
}

#[test]
fn win64_call_uses_slots_by_position_and_shadow_space() {
    let src = r#"
declare win64cc i64 @w(i32, double, i64, float, i64, { i32, i32, i32 })
declare win64cc void @none()
define i64 @f({ i32, i32, i32 } %s) {
  %r = call win64cc i64 @w(i32 1, double 2.0, i64 3, float 4.0, i64 5, { i32, i32, i32 } %s)
  ret i64 %r
}
define void @g() {
  call win64cc void @none()
  ret void
}
"#;
    let mm = lower(src).unwrap();
    let f = func(&mm, "f");
    let s = format!("{f}");
    assert!(s.contains("copy def %rcx,") && s.contains("copy def %xmm1,") && s.contains("copy def %r8,"), "{s}");
    assert!(s.contains("copy def %xmm3,"), "{s}");
    assert!(s.contains("[outargs+32]") && s.contains("[outargs+40]"), "stack slots after the shadow space: {s}");
    // The 12-byte struct goes by reference to a 16-aligned copy.
    assert!(s.contains("align 16") && s.contains("Lea_r64_m"), "{s}");
    assert!(f.max_outgoing_args >= 48, "{}", f.max_outgoing_args);
    // Win64 clobbers: rsi and rdi survive the call.
    assert!(!s.contains("%rdx, %rcx") || s.contains("clobbers"), "{s}");
    let g = func(&mm, "g");
    assert_eq!(g.max_outgoing_args, 32, "shadow space even without arguments");
}

#[test]
fn win64_float_varargs_travel_in_both_registers() {
    let src = r#"
declare win64cc i32 @v(i32, ...)
define i32 @f() {
  %r = call win64cc i32 (i32, ...) @v(i32 1, double 2.0)
  ret i32 %r
}
"#;
    let s = mir_of(src, "f");
    assert!(s.contains("copy def %xmm1,") && s.contains("copy def %rdx,") && s.contains("Movq_rm64_xmm"), "{s}");
    assert!(!s.contains("Mov_r32_imm32 def %rax"), "no %al for Win64: {s}");
}

#[test]
fn win64_body_reads_parameters_by_position() {
    let src = r#"
define win64cc double @f(i64 %a, double %b, i128 %c, i64 %d, i64 %e, { i8, i8 } %s) {
  %x = sitofp i64 %e to double
  %y = fadd double %x, %b
  ret double %y
}
define win64cc i128 @h(i128 %c) {
  ret i128 %c
}
"#;
    let mm = lower(src).unwrap();
    let f = func(&mm, "f");
    assert_eq!(f.conv, kiln_abi::Convention::Win64);
    let s = format!("{f}");
    assert!(s.contains("copy def v0, %rcx") && s.contains("copy def v1, %xmm1"), "{s}");
    // i128 by reference in r8; the fifth and sixth slots on the stack above the shadow space.
    // The unused sixth slot is never read; stack parameters are loaded where they are used.
    assert!(s.contains("copy def v2, %r8") && s.contains("[inargs+32]") && !s.contains("[inargs+40]"), "{s}");
    let h = mir_of(src, "h");
    assert!(h.contains("Punpcklqdq") && h.contains("copy def %xmm0,"), "i128 returns in xmm0: {h}");
}

#[test]
fn win64_variadic_body_spills_home_slots_and_va_start_points_past_named_slots() {
    let src = r#"
declare void @llvm.va_start(ptr)
declare void @llvm.va_copy(ptr, ptr)
define win64cc void @f(i32 %n, ...) {
  %ap = alloca ptr
  %aq = alloca ptr
  call void @llvm.va_start(ptr %ap)
  call void @llvm.va_copy(ptr %aq, ptr %ap)
  ret void
}
"#;
    let s = mir_of(src, "f");
    for (k, r) in ["%rcx", "%rdx", "%r8", "%r9"].iter().enumerate() {
        let home = if k == 0 { "[inargs]".to_string() } else { format!("[inargs+{}]", 8 * k) };
        assert!(s.contains(&format!("Mov_rm64_r64 {home}, {r}")), "{s}");
    }
    assert!(s.contains("Lea_r64_m def v1, [inargs+8]"), "first variadic slot after %n's: {s}");
    // va_copy copies one pointer, not a 24-byte SysV va_list.
    assert!(s.contains("[ss1], v2") && !s.contains("[ss0+8]") && !s.contains("[ss1+8]"), "{s}");
}

#[test]
fn large_aggregates_live_in_memory() {
    let src = r#"
define [64 x i8] @big(ptr %p, [64 x i8] %a) {
  %v = load [64 x i8], ptr %p
  %b = extractvalue [64 x i8] %a, 63
  %w = insertvalue [64 x i8] %v, i8 %b, 0
  store [64 x i8] %w, ptr %p
  ret [64 x i8] %w
}
define { [7 x i16], double, i8, float, i32 } @many({ [7 x i16], double, i8, float, i32 } %s) {
  %d = extractvalue { [7 x i16], double, i8, float, i32 } %s, 1
  %t = insertvalue { [7 x i16], double, i8, float, i32 } %s, double %d, 1
  ret { [7 x i16], double, i8, float, i32 } %t
}
define [5 x i32] @konst() {
  ret [5 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5]
}
"#;
    let s = mir_of(src, "big");
    // The parameter is the caller's argument memory; the return goes through the hidden pointer.
    assert!(s.contains("copy def v0, %rdi") && s.contains("Lea_r64_m def") && s.contains("[inargs"), "{s}");
    assert!(s.contains("Movzx_r32_rm8") && s.contains("copy def %rax,"), "{s}");
    let m = mir_of(src, "many");
    assert!(m.contains("Movsd_xmm_xmmm64") && m.contains("copy def %rax,"), "{m}");
    // A constant is copied from its read-only image into the return buffer.
    let k = mir_of(src, "konst");
    assert!(k.contains("Lea_r64_m def v1, [rip+sym") && k.contains("Mov_r32_rm32 def v4, [v1+16]"), "{k}");
    assert!(k.contains("copy def %rax,"), "{k}");
}

#[test]
fn aggregates_without_c_equivalent_are_located_errors() {
    let src = "declare void @g({ i96, i8 })\ndefine void @f({ i96, i8 } %v) {\n  ret void\n}\n";
    let e = error_of(src);
    assert!(e.message.contains("parameter 0") && e.message.contains("i96 inside an aggregate"), "{e:?}");
    assert_eq!(e.offset, Some(src.find("define").unwrap()));
    let src =
        "declare void @g({ half })\ndefine void @f() {\n  call void @g({ half } zeroinitializer)\n  ret void\n}\n";
    let e = error_of(src);
    assert!(e.message.contains("argument 0") && e.message.contains("half"), "{e:?}");
    assert_eq!(e.offset, Some(src.find("call").unwrap()));
    let e = error_of("define void @f(half %h) {\n  ret void\n}\n");
    assert_eq!(e.message, "in @f: parameter 0: values of type half are not supported");
}

#[test]
fn phis_of_memory_resident_aggregates_copy_through_a_staging_slot() {
    let src = r#"
define void @f(i1 %c, ptr %p, ptr %q) {
entry:
  %a = load [8 x i32], ptr %p
  %b = insertvalue [8 x i32] %a, i32 7, 3
  br i1 %c, label %x, label %y
x:
  br label %y
y:
  %v = phi [8 x i32] [ %a, %entry ], [ %b, %x ]
  %w = phi [8 x i32] [ %b, %entry ], [ %a, %x ]
  store [8 x i32] %v, ptr %q
  store [8 x i32] %w, ptr %p
  ret void
}
"#;
    let s = mir_of(src, "f");
    // No block parameters for the big phis; each edge copies 32 bytes per phi into the staging slots.
    assert!(!s.contains("bb3(") && !s.contains("bb2(v"), "{s}");
    assert!(s.matches("Lea_r64_m").count() >= 4, "{s}");
    assert!(!s.contains("Call"), "32-byte copies are inline: {s}");
}

#[test]
fn win64_byval_is_a_pointer_to_a_copy() {
    let src = "%S = type { i64, i64, i64 }\ndeclare win64cc void @g(ptr byval(%S))\ndefine void @f(ptr %p) {\n  call win64cc void @g(ptr byval(%S) %p)\n  ret void\n}\ndefine win64cc i64 @h(ptr byval(%S) %s) {\n  %v = load i64, ptr %s\n  ret i64 %v\n}\n";
    let f = mir_of(src, "f");
    // The 24 bytes are copied to a 16-aligned slot whose address goes in rcx.
    assert!(f.contains("ss0: size 32 align 16") && f.contains("[ss0+16]") && f.contains("copy def %rcx,"), "{f}");
    let h = mir_of(src, "h");
    assert!(h.contains("copy def v0, %rcx") && h.contains("Mov_r64_rm64 def v1, [v0]"), "{h}");
}

#[test]
fn win64_empty_structs_are_rejected() {
    let src =
        "declare win64cc void @g({})\ndefine void @f() {\n  call win64cc void @g({} zeroinitializer)\n  ret void\n}\n";
    assert!(error_of(src).message.contains("empty struct"), "{:?}", error_of(src));
}

#[test]
fn alignstack_raises_the_c_alignment_of_a_parameter() {
    // { float, float, float } aligned to 16 is 16 bytes: still SSE, SSE, but the second piece is 8 bytes.
    let src = r#"
declare void @g({ float, float, float } alignstack(16))
define void @f(ptr %p) {
  %v = load { float, float, float }, ptr %p
  call void @g({ float, float, float } alignstack(16) %v)
  ret void
}
"#;
    let s = mir_of(src, "f");
    assert!(s.contains("ss0: size 16 align 16"), "{s}");
    assert_eq!(s.matches("Movsd_xmm_xmmm64").count(), 2, "{s}");
    // Aligned to 32 it exceeds 16 bytes and goes to memory, 32-aligned in the argument area.
    let src32 = src.replace("alignstack(16)", "alignstack(32)");
    let mm = lower(&src32).unwrap();
    assert_eq!(func(&mm, "f").max_outgoing_args, 32);
}

#[test]
fn fastcc_is_sysv_even_on_windows_and_coldcc_is_c() {
    let src = "define fastcc i32 @f(i32 %a) {\n  ret i32 %a\n}\ndefine coldcc i32 @g(i32 %a) {\n  ret i32 %a\n}\n";
    let m = kiln_ir::text::parse(src.as_bytes()).unwrap();
    let mm = lower_module(&m, kiln_abi::Target::WINDOWS_GNU).unwrap();
    let f = format!("{}", func(&mm, "f"));
    assert!(f.contains("%rdi"), "{f}");
    let g = format!("{}", func(&mm, "g"));
    assert!(g.contains("%rcx"), "{g}");
}

#[test]
fn win64_wide_vector_returns_through_the_hidden_buffer() {
    let src = r#"
declare win64cc <8 x float> @v(<8 x float>)
define win64cc <8 x float> @f(<8 x float> %a) {
  %r = call win64cc <8 x float> @v(<8 x float> %a)
  ret <8 x float> %r
}
"#;
    let s = mir_of(src, "f");
    // Our buffer pointer arrives in rcx and the argument (by reference) in rdx; the call passes a new
    // buffer in rcx and a copy's address in rdx; the result goes back through our buffer.
    assert!(s.contains("copy def v0, %rcx") && s.contains("copy def v1, %rdx"), "{s}");
    assert!(s.contains("ss1: size 32 align 32") || s.contains("size 32 align 32"), "{s}");
    assert!(s.contains("Movups_xmmm128_xmm [v0+16]") && s.contains("copy def %rax, v0"), "{s}");
}

#[test]
fn sysv_va_arg_selects_save_area_or_overflow_without_branches() {
    let src = r#"
define i64 @next(ptr %ap) {
  %v = va_arg ptr %ap, i64
  ret i64 %v
}
define { i64, double } @mixed(ptr %ap) {
  %v = va_arg ptr %ap, { i64, double }
  ret { i64, double } %v
}
"#;
    let s = mir_of(src, "next");
    // gp_offset <= 40 picks the save area; the counter moves on by 8 only then.
    assert!(s.contains("Cmp_rm32_imm32") && s.contains(", 40") && s.contains("Cmovne_r64_rm64"), "{s}");
    assert!(!s.contains("Jcc") && !s.contains("jcc"), "no branches: {s}");
    // A mixed INTEGER+SSE value needs both counters and is gathered into a temporary.
    let m = mir_of(src, "mixed");
    assert!(m.contains(", 40") && m.contains(", 160"), "gp_offset <= 40 and fp_offset <= 160: {m}");
    assert!(m.contains("[ss0]") && m.contains("[ss0+8]"), "two eightbytes into a temporary: {m}");
}

#[test]
fn va_arg_of_types_without_a_c_equivalent_is_a_located_error() {
    for (ty, want) in [
        ("{}", "va_arg of the empty type {}"),
        ("<16 x float>", "wider than 32 bytes"),
        ("[300000000 x i64]", "more than 1 GiB"),
        ("{ i96, i8 }", "no C equivalent"),
    ] {
        let src = format!("define void @f(ptr %ap) {{\n  %v = va_arg ptr %ap, {ty}\n  ret void\n}}\n");
        let e = error_of(&src);
        assert!(e.message.contains(want), "{ty}: {}", e.message);
        assert!(e.offset.is_some(), "{ty}: the error points at the instruction");
    }
}
