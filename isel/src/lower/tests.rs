//! Unit tests of instruction selection: small IR snippets lowered and checked through the MIR
//! text, the machine module's symbols and data, and located diagnostics.

use crate::lower_module;
use crate::module::{Binding, DataRelocKind, DataSection, MModule};

fn lower(src: &str) -> Result<MModule, Vec<kiln_ir::Diagnostic>> {
    let m = kiln_ir::text::parse(src.as_bytes()).map_err(|d| vec![d])?;
    lower_module(&m, kiln_abi::Target::LINUX)
}

/// Lowers IR text and prints every machine function.
fn mir(src: &str) -> String {
    let mm = match lower(src) {
        Ok(mm) => mm,
        Err(e) => panic!("lowering failed: {e:?}"),
    };
    let mut out = String::new();
    for f in &mm.functions {
        out.push_str(&format!("; {}\n{f}", mm.symbol(f.sym).name));
    }
    out
}

fn sym_named(m: &MModule, name: &str) -> crate::mir::SymId {
    let i = m.symbols.iter().position(|s| s.name == name).unwrap_or_else(|| panic!("no symbol {name}"));
    crate::mir::SymId(i as u32)
}

#[test]
fn compare_and_branch_fuse_and_phis_become_block_params() {
    let s = mir(r#"
define i32 @f(i32 %a, i32 %b) {
entry:
  %c = icmp slt i32 %a, %b
  br i1 %c, label %then, label %done
then:
  %s = add i32 %a, 7
  br label %done
done:
  %p = phi i32 [ %s, %then ], [ %b, %entry ]
  ret i32 %p
}
"#);
    assert!(s.contains("Cmp_r32_rm32 v"), "{s}");
    assert!(s.contains("  jl bb"), "{s}");
    assert!(!s.contains("Setl"), "compare must not be materialised: {s}");
    // The critical edge entry -> done is split into a block that passes %b.
    assert!(s.contains("bb3(v0):"), "{s}");
    assert_eq!(s.matches("jmp bb3 (").count(), 2, "{s}");
    assert!(s.contains("Add_rm32_imm32 mod"), "{s}");
    assert!(s.contains("copy def %rax, v0"), "{s}");
}

#[test]
fn unordered_float_compares_check_parity() {
    let s = mir(r#"
define i1 @oeq(double %a, double %b) {
  %c = fcmp oeq double %a, %b
  ret i1 %c
}
define i1 @une(float %a, float %b) {
  %c = fcmp une float %a, %b
  ret i1 %c
}
define i1 @olt(double %a, double %b) {
  %c = fcmp olt double %a, %b
  ret i1 %c
}
"#);
    assert!(s.contains("Sete_rm8") && s.contains("Setnp_rm8") && s.contains("And_r32_rm32"), "{s}");
    assert!(s.contains("Setne_rm8") && s.contains("Setp_rm8") && s.contains("Or_r32_rm32"), "{s}");
    // olt swaps the operands and tests "above" (false on NaN).
    assert!(s.contains("Ucomisd_xmm_xmmm64 v1, v0") && s.contains("Seta_rm8"), "{s}");
}

#[test]
fn i128_arithmetic_uses_carry_chains_and_libcalls() {
    let s = mir(r#"
define i128 @add(i128 %a, i128 %b) {
  %r = add i128 %a, %b
  ret i128 %r
}
define i128 @div(i128 %a, i128 %b) {
  %r = udiv i128 %a, %b
  ret i128 %r
}
"#);
    assert!(s.contains("Add_r64_rm64") && s.contains("Adc_r64_rm64"), "{s}");
    assert!(s.contains("copy def %rax, ") && s.contains("copy def %rdx, "), "{s}");
    assert!(s.contains("Call_rel32_64"), "{s}");
    let m = lower("define i128 @d(i128 %a, i128 %b) {\n  %r = udiv i128 %a, %b\n  ret i128 %r\n}\n").unwrap();
    assert!(!m.symbol(sym_named(&m, "__udivti3")).defined);
}

#[test]
fn division_goes_through_rdx_rax() {
    let s = mir("define i32 @f(i32 %a, i32 %b) {\n  %r = urem i32 %a, %b\n  ret i32 %r\n}\n");
    assert!(s.contains("Mov_r32_imm32 def %rdx, 0"), "{s}");
    assert!(s.contains("Div_rm32 v1 ; implicit mod %rax, mod %rdx"), "{s}");
    assert!(s.contains("copy def v2, %rdx"), "{s}");
}

#[test]
fn unsigned_division_by_a_constant_multiplies() {
    // 32 bits: a 64-bit imul of the zero-extended dividend by the multiplier, no fixed registers.
    let s = mir("define i32 @f(i32 %a) {\n  %r = udiv i32 %a, 10\n  ret i32 %r\n}\n");
    assert!(!s.contains("Div_rm"), "{s}");
    assert!(s.contains("Shr_rm64_imm8") && s.contains("Imul_r64_rm64"), "{s}");
    // 64 bits: `mul` gives the high half in rdx; the remainder subtracts q*d.
    let s = mir("define i64 @g(i64 %a) {\n  %r = urem i64 %a, 1999\n  ret i64 %r\n}\n");
    assert!(!s.contains("Div_rm"), "{s}");
    assert!(s.contains("Mul_rm64") && s.contains("implicit mod %rax, def %rdx"), "{s}");
    assert!(s.contains("Imul_r64_rm64_imm32") && s.contains(", 1999"), "{s}");
    // Signed division by a constant that is not a power of two still divides.
    let s = mir("define i32 @h(i32 %a) {\n  %r = sdiv i32 %a, 10\n  ret i32 %r\n}\n");
    assert!(s.contains("Idiv_rm32"), "{s}");
}

#[test]
fn dense_switch_uses_a_jump_table_and_sparse_a_compare_tree() {
    let dense = mir(r#"
define i32 @f(i32 %x) {
entry:
  switch i32 %x, label %d [ i32 1, label %a
                            i32 2, label %b
                            i32 3, label %c
                            i32 5, label %e ]
a:
  ret i32 10
b:
  ret i32 20
c:
  ret i32 30
e:
  ret i32 50
d:
  ret i32 0
}
"#);
    assert!(dense.contains("jmptable"), "{dense}");
    assert!(dense.contains("ja bb"), "{dense}");
    let sparse = mir(r#"
define i32 @f(i32 %x) {
entry:
  switch i32 %x, label %d [ i32 1, label %a
                            i32 1000, label %b ]
a:
  ret i32 10
b:
  ret i32 20
d:
  ret i32 0
}
"#);
    assert!(!sparse.contains("jmptable"), "{sparse}");
    assert_eq!(sparse.matches("  je bb").count(), 2, "{sparse}");
}

#[test]
fn varargs_calls_set_al_and_stack_arguments_use_the_outgoing_area() {
    let src = r#"
declare i32 @printf(ptr, ...)
declare void @many(i64, i64, i64, i64, i64, i64, i64, i64)
@s = private constant [3 x i8] c"%g\00"
define void @f(double %x) {
  %r = call i32 (ptr, ...) @printf(ptr @s, double %x)
  call void @many(i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8)
  ret void
}
"#;
    let s = mir(src);
    assert!(s.contains("Mov_r32_imm32 def %rax, 1"), "{s}");
    assert!(s.contains("Mov_rm64_r64 [outargs], v") && s.contains("Mov_rm64_r64 [outargs+8], v"), "{s}");
    let m = lower(src).unwrap();
    assert_eq!(m.functions[0].max_outgoing_args, 16);
}

#[test]
fn globals_become_data_with_relocations() {
    let m = lower(r#"
@g = global i32 5, align 4
@z = global [16 x i32] zeroinitializer, align 16
@c = constant i64 7
@tab = internal global [2 x ptr] [ptr @g, ptr getelementptr (i8, ptr @g, i64 4)], align 16
@.str = private unnamed_addr constant [2 x i8] c"a\00"
@rel = private unnamed_addr constant [2 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str to i64), i64 ptrtoint (ptr @rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr getelementptr (i8, ptr @.str, i64 1) to i64), i64 ptrtoint (ptr @rel to i64)) to i32)], align 4
@ext = external global i32
"#)
    .unwrap();
    let obj = |name: &str| {
        let s = sym_named(&m, name);
        m.data.iter().find(|d| d.sym == s).unwrap_or_else(|| panic!("no data for {name}"))
    };
    assert_eq!(obj("g").section, DataSection::Data);
    assert_eq!(obj("g").bytes, vec![5, 0, 0, 0]);
    assert_eq!(obj("z").section, DataSection::Bss);
    assert_eq!(obj("z").size, 64);
    assert_eq!(obj("c").section, DataSection::Rodata);
    let tab = obj("tab");
    assert_eq!(tab.relocs.len(), 2);
    assert_eq!((tab.relocs[1].offset, tab.relocs[1].addend, tab.relocs[1].kind), (8, 4, DataRelocKind::Abs64));
    assert_eq!(m.symbol(tab.sym).binding, Binding::Local);
    let rel = obj("rel");
    assert_eq!(rel.relocs.len(), 2);
    assert_eq!(rel.relocs[0].kind, DataRelocKind::Pc32);
    // S + A - P must equal str + k - rel: A = k + offset of the entry.
    assert_eq!((rel.relocs[0].addend, rel.relocs[1].addend), (0, 1 + 4));
    assert!(!m.symbol(sym_named(&m, "ext")).defined);
}

#[test]
fn constructors_are_sorted_by_priority() {
    let m = lower(r#"
@llvm.global_ctors = appending global [2 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 200, ptr @late, ptr null }, { i32, ptr, ptr } { i32 101, ptr @early, ptr null }]
define internal void @late() {
  ret void
}
define internal void @early() {
  ret void
}
"#)
    .unwrap();
    let names: Vec<&str> = m.ctors.iter().map(|&s| m.symbol(s).name.as_str()).collect();
    assert_eq!(names, ["early", "late"]);
}

#[test]
fn undefined_symbols_are_addressed_through_the_got() {
    let s = mir(r#"
@ext = external global i32
@def = global i32 0
define i32 @f() {
  %a = load i32, ptr @ext
  %b = load i32, ptr @def
  %c = add i32 %a, %b
  ret i32 %c
}
"#);
    assert!(s.contains("Mov_r64_rm64 def v") && s.contains("@got]"), "{s}");
    assert!(s.contains("Mov_r32_rm32 def v") && s.contains("[rip+sym"), "{s}");
}

#[test]
fn gep_addresses_fold_into_loads() {
    let s = mir(r#"
%S = type { i32, [4 x i64] }
define i64 @f(ptr %p, i64 %i) {
  %q = getelementptr inbounds %S, ptr %p, i64 1, i32 1, i64 %i
  %v = load i64, ptr %q
  ret i64 %v
}
"#);
    // sizeof(S) = 40; field 1 at 8: disp 48, index scaled by 8.
    assert!(s.contains("Mov_r64_rm64 def v2, [v0+v1*8+48]"), "{s}");
    assert!(!s.contains("Lea_r64_m"), "{s}");
}

#[test]
fn variadic_functions_spill_argument_registers() {
    let s = mir(r#"
define i32 @sum(i32 %n, ...) {
  %ap = alloca [1 x { i32, i32, ptr, ptr }], align 16
  call void @llvm.va_start.p0(ptr %ap)
  call void @llvm.va_end.p0(ptr %ap)
  ret i32 %n
}
declare void @llvm.va_start.p0(ptr)
declare void @llvm.va_end.p0(ptr)
"#);
    assert!(s.contains("ss0: size 176 align 16"), "{s}");
    assert!(s.contains("Movaps_xmmm128_xmm [ss0+160], %xmm7"), "{s}");
    // One named integer register: gp_offset 8, fp_offset 48.
    assert!(s.contains("Mov_rm32_imm32 [ss1], 8") && s.contains("Mov_rm32_imm32 [ss1+4], 48"), "{s}");
}

#[test]
fn indirectbr_dispatches_on_block_numbers() {
    // blockaddress(@f, %b) is b's 1-based layout position: %a is 2, %b is 3.
    let s = mir(r#"
define i32 @f(i1 %c) {
entry:
  %t = select i1 %c, ptr blockaddress(@f, %a), ptr blockaddress(@f, %b)
  indirectbr ptr %t, [label %a, label %b]
a:
  ret i32 1
b:
  ret i32 2
}
"#);
    assert!(s.contains("Mov_r32_imm32") && s.contains(", 2") && s.contains(", 3"), "{s}");
    assert!(s.contains("Cmp_rm64_imm32") || s.contains("Cmp_rm64_imm8"), "{s}");
}

#[test]
fn unsupported_constructs_report_located_errors() {
    let src = "declare void @g()\ndeclare i32 @p(...)\ndefine void @f() personality ptr @p {\n  invoke void @g() [ \"deopt\"(i32 1) ]\n          to label %ok unwind label %lp\nok:\n  ret void\nlp:\n  %l = landingpad { ptr, i32 }\n          cleanup\n  resume { ptr, i32 } %l\n}\n";
    let errs = lower(src).unwrap_err();
    assert!(errs[0].message.contains("invoke with the operand bundle \"deopt\" is not supported"), "{errs:?}");
    assert_eq!(errs[0].offset, Some(src.find("invoke void").unwrap()));
    let src = "@t = thread_local global i32 0\n@p = global ptr @t\n";
    let errs = lower(src).unwrap_err();
    assert!(errs[0].message.contains("thread-local @t is not a link-time constant"), "{:?}", errs);
    assert_eq!(errs[0].offset, Some(src.find("@p").unwrap()));
    let src = "define half @g(half %a) {\n  %r = fadd half %a, %a\n  ret half %r\n}\n";
    assert!(lower(src).is_err());
}

#[test]
fn x86_fp80_arithmetic_runs_on_the_x87_stack_between_memory_slots() {
    let s = mir(r#"
define void @f(ptr %p, ptr %q) {
  %a = load x86_fp80, ptr %p, align 16
  %b = load x86_fp80, ptr %q, align 16
  %s = fsub x86_fp80 %a, %b
  %n = fneg x86_fp80 %s
  store x86_fp80 %n, ptr %p, align 16
  ret void
}
"#);
    // a - b: st(1) = a, st(0) = b, `fsubp st(1), st(0)` (Intel order), popped into the result's slot.
    let fld = s.find("Fld_m80fp").unwrap_or_else(|| panic!("{s}"));
    let sub = s.find("Fsubp_sti_st0 1, 0").unwrap_or_else(|| panic!("{s}"));
    let fstp = s.find("Fstp_m80fp").unwrap_or_else(|| panic!("{s}"));
    assert!(fld < sub && sub < fstp, "{s}");
    assert_eq!(s.matches("Fld_m80fp").count(), 2, "{s}");
    // fneg flips the sign bit of a copy.
    assert!(s.contains("Xor_rm8_imm8"), "{s}");
    assert!(!s.contains("xmm"), "{s}");
}

#[test]
fn x86_fp80_returns_in_st0_and_arguments_go_in_memory() {
    let s = mir(r#"
declare x86_fp80 @g(x86_fp80, i32)
define x86_fp80 @f(x86_fp80 %x) {
  %r = call x86_fp80 @g(x86_fp80 %x, i32 7)
  call x86_fp80 @g(x86_fp80 %r, i32 8)
  ret x86_fp80 %r
}
"#);
    // The parameter is read in place from the incoming area, copied (8 + 2 bytes) to the outgoing
    // one; the result is popped from st0 into its slot (an unused one too: the x87 stack must be
    // empty again); the return value is pushed right before the `ret`.
    let want = "\
  Mov_r64_rm64 def v2, [inargs]
  Mov_rm64_r64 [outargs], v2
  Movzx_r32_rm16 def v3, [inargs+8]
  Mov_rm16_r16 [outargs+8], v3
  copy def %rdi, v0
  Call_rel32_64 sym0 ; implicit %rdi ; clobbers 25
  Fstp_m80fp [ss0]
  Lea_r64_m def v1, [ss0]
";
    assert!(s.contains(want), "{s}");
    let tail = "  Call_rel32_64 sym0 ; implicit %rdi ; clobbers 25\n  Fstp_m80fp [ss1]\n  Lea_r64_m def v5, [ss1]\n  \
                Fld_m80fp [v1]\n  ret\n";
    assert!(s.ends_with(tail), "{s}");
}

#[test]
fn x86_fp80_under_win64_goes_by_reference_and_returns_through_the_hidden_pointer() {
    let src = "declare x86_fp80 @g(x86_fp80)\ndefine x86_fp80 @f(x86_fp80 %x) {\n  %r = call x86_fp80 @g(x86_fp80 %x)\n  ret x86_fp80 %r\n}\n";
    let m = kiln_ir::text::parse(src.as_bytes()).unwrap();
    let mm = lower_module(&m, kiln_abi::Target::WINDOWS_GNU).unwrap_or_else(|e| panic!("{e:?}"));
    let s = format!("{}", mm.functions[0]);
    // Our buffer comes in rcx and the argument's address in rdx; the call gets a copy's address in rdx
    // and a result buffer in rcx; no x87 instruction crosses the call or the return.
    assert!(s.contains("copy def v0, %rcx") && s.contains("%rdx"), "{s}");
    assert!(s.contains("copy def %rcx,") && s.contains("copy def %rax,"), "{s}");
    assert!(!s.contains("Fld") && !s.contains("Fstp"), "{s}");
}

#[test]
fn intrinsics_lower_without_popcnt_or_lzcnt() {
    let s = mir(r#"
declare i32 @llvm.ctpop.i32(i32)
declare i64 @llvm.ctlz.i64(i64, i1)
declare i32 @llvm.smax.i32(i32, i32)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
define i64 @f(i32 %a, i64 %b, ptr %d, ptr %s) {
  %p = call i32 @llvm.ctpop.i32(i32 %a)
  %l = call i64 @llvm.ctlz.i64(i64 %b, i1 false)
  %m = call i32 @llvm.smax.i32(i32 %a, i32 %p)
  call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr %s, i64 12, i1 false)
  %z = zext i32 %m to i64
  %r = add i64 %l, %z
  ret i64 %r
}
"#);
    assert!(!s.contains("Popcnt") && !s.contains("Lzcnt"), "{s}");
    assert!(s.contains("Bsr_r64_rm64") && s.contains("Cmove_r64_rm64"), "{s}");
    assert!(s.contains("Cmovl_r64_rm64"), "{s}");
    assert!(s.contains("Mov_r64_rm64 def") && s.contains("Mov_rm32_r32 [v"), "{s}");
    assert!(!s.contains("Call_rel32_64"), "small memcpy must be inline: {s}");
}

#[test]
fn single_use_loads_fold_into_alu_and_compare_operands() {
    let s = mir(r#"
define i32 @f(ptr %p, ptr %q, i32 %a) {
entry:
  %x = load i32, ptr %p
  %s = add i32 %a, %x
  %y = load i32, ptr %q
  %c = icmp slt i32 %s, %y
  br i1 %c, label %t, label %e
t:
  ret i32 %s
e:
  ret i32 0
}
define i32 @g(ptr %p, i32 %a) {
  %x = load i32, ptr %p
  store i32 1, ptr %p
  %s = add i32 %a, %x
  ret i32 %s
}
"#);
    assert!(s.contains("Add_r32_rm32 mod v3, [v0]"), "{s}");
    assert!(s.contains("Cmp_r32_rm32 v3, [v1]"), "{s}");
    // A store between the load and its user keeps the load in place.
    let g = &s[s.find("; g").unwrap()..];
    assert!(g.contains("Mov_r32_rm32 def"), "{g}");
}

#[test]
fn saturating_and_funnel_shifts_lower() {
    let s = mir(r#"
declare i32 @llvm.uadd.sat.i32(i32, i32)
declare i64 @llvm.sadd.sat.i64(i64, i64)
declare i48 @llvm.fshl.i48(i48, i48, i48)
declare i64 @llvm.fshl.i64(i64, i64, i64)
define i64 @f(i32 %a, i64 %b, i48 %c) {
  %u = call i32 @llvm.uadd.sat.i32(i32 %a, i32 %a)
  %s = call i64 @llvm.sadd.sat.i64(i64 %b, i64 %b)
  %r = call i48 @llvm.fshl.i48(i48 %c, i48 %c, i48 5)
  %q = call i64 @llvm.fshl.i64(i64 %b, i64 %s, i64 3)
  %z = zext i32 %u to i64
  %w = zext i48 %r to i64
  %x = add i64 %z, %q
  %y = add i64 %x, %w
  ret i64 %y
}
"#);
    assert!(s.contains("Cmovb_r32_rm32") && s.contains("Cmovo_r64_rm64"), "{s}");
    // i48 is not a power of two: the count is reduced with an unsigned divide.
    assert!(s.contains("Div_rm64"), "{s}");
    assert!(s.contains("Shld_rm64_r64_CL"), "{s}");
}

#[test]
fn fpclass_tests_the_bit_pattern() {
    let s = mir(r#"
declare i1 @llvm.is.fpclass.f64(double, i32)
define i1 @isnan(double %x) {
  %r = call i1 @llvm.is.fpclass.f64(double %x, i32 3)
  ret i1 %r
}
"#);
    assert!(s.contains("Movq_rm64_xmm") && s.contains("Setbe_rm8"), "{s}");
    assert!(!s.contains("Ucomisd"), "{s}");
}

#[test]
fn zero_sized_aggregates_do_not_panic() {
    let r = lower(
        r#"
define i32 @z(ptr %p, i32 %x) {
  %v = load { {}, i32 }, ptr %p
  %e = extractvalue { {}, i32 } %v, 0
  %w = insertvalue { {}, i32 } %v, {} %e, 0
  %y = insertvalue { {}, i32 } %w, i32 %x, 1
  store { {}, i32 } %y, ptr %p
  %r = extractvalue { {}, i32 } %y, 1
  ret i32 %r
}
"#,
    );
    assert!(r.is_ok(), "{r:?}");
}

#[test]
fn dynamic_allocas_with_huge_alignment_lower_without_overflow() {
    // 2^31 is the largest alignment the parser accepts; `align - 1` once overflowed an i32.
    let src = "define void @f(i64 %n) {\n  %b = alloca i8, i64 %n, align 2147483648\n  store volatile i8 0, ptr %b\n  ret void\n}\n";
    let mm = lower(src).unwrap_or_else(|e| panic!("{e:?}"));
    let text = format!("{}", mm.functions[0]);
    assert!(text.contains("2147483647") && text.contains("-2147483648"), "{text}");
}

#[test]
fn a_refused_phi_input_is_reported_at_the_phi() {
    let src = "define void @f(i1 %c, ptr %p) {\nentry:\n  br i1 %c, label %a, label %b\na:\n  br label %b\nb:\n  %x = phi half [ 0xH3C00, %a ], [ 0xH0000, %entry ]\n  store half %x, ptr %p\n  ret void\n}\n";
    let errs = lower(src).unwrap_err();
    let e = &errs[0];
    assert_eq!(e.offset, Some(src.find("%x = phi").unwrap()), "{errs:?}");
    assert!(e.message.contains("phi %x (half) in %b: the value coming from %"), "{}", e.message);
    assert!(e.message.contains("a half constant is not supported"), "{}", e.message);
}

/// An invoke is its call with an unwind destination (a call-site record of kind `Invoke` naming a
/// landing-pad block), then `invokejmp` to the normal destination and the pad; the pad defines rax
/// and rdx and jumps to the landing block with them as its last parameters (after the phi's).
/// Type IDs follow LLVM: pads in layout order, clauses last to first, so `@tb` is 1 and `@ta` 2.
#[test]
fn invokes_become_calls_with_landing_pads_and_exception_tables() {
    let src = r#"
@ta = external global ptr
@tb = external global ptr
declare i32 @g(i32)
declare i32 @__gxx_personality_v0(...)
declare i32 @llvm.eh.typeid.for.p0(ptr)
define i32 @f(i32 %x) personality ptr @__gxx_personality_v0 {
entry:
  %a = invoke i32 @g(i32 %x)
          to label %ok unwind label %lp
ok:
  %b = invoke i32 @g(i32 %a)
          to label %done unwind label %lp
done:
  ret i32 %b
lp:
  %p = phi i32 [ 1, %entry ], [ 2, %ok ]
  %l = landingpad { ptr, i32 }
          catch ptr @ta
          catch ptr @tb
  %sel = extractvalue { ptr, i32 } %l, 1
  %id = call i32 @llvm.eh.typeid.for.p0(ptr @ta)
  %m = icmp eq i32 %sel, %id
  br i1 %m, label %caught, label %again
caught:
  ret i32 %p
again:
  resume { ptr, i32 } %l
}
"#;
    let mm = lower(src).unwrap_or_else(|e| panic!("{e:?}"));
    let f = &mm.functions[0];
    let text = format!("{f}");
    assert_eq!(text.matches("invokejmp").count(), 2, "{text}");
    assert_eq!(text.matches("  landingpad def %rax, def %rdx ; clobbers").count(), 2, "{text}");
    assert_eq!(text.matches("Invoke []").count(), 2, "{text}");
    assert!(text.contains("Mov_r32_imm32") && text.contains(", 2"), "typeid.for(@ta) is 2:\n{text}");
    let eh = f.eh.as_ref().expect("exception tables");
    assert_eq!(mm.symbol(eh.personality).name, "__gxx_personality_v0");
    let names: Vec<_> = eh.type_infos.iter().map(|t| mm.symbol(t.unwrap()).name.as_str()).collect();
    assert_eq!(names, ["tb", "ta"]);
    assert_eq!(eh.actions, vec![vec![crate::mir::EhAction::Catch(2), crate::mir::EhAction::Catch(1)]]);
    // Both sites unwind to their own pad with the same action chain.
    let pads: Vec<_> = f.call_sites.iter().map(|s| s.unwind.unwrap()).collect();
    assert_eq!(pads.len(), 2);
    assert_ne!(pads[0].pad, pads[1].pad);
    assert!(pads.iter().all(|u| u.action == Some(0)));
    // The landing block takes the phi and the landingpad's two registers.
    let landing = f.blocks.iter().find(|b| b.params.len() == 3);
    assert!(landing.is_some(), "{text}");
    // The allocator sees each unwind edge leave from its call.
    for (b, data) in f.blocks.iter().enumerate() {
        if let Some(from) = data.unwind_from {
            assert_eq!(f.insts[data.end as usize - 1].op, crate::mir::MOp::InvokeJmp);
            assert!(f.call_sites[f.insts[from as usize].site as usize].unwind.is_some(), "bb{b}");
        }
    }
    assert!(mm.symbols.iter().any(|s| s.name == "_Unwind_Resume"));
}
