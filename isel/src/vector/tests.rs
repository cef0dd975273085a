//! Unit tests of vector lowering through a minimal test-only `LowerCtx`.

#![allow(clippy::type_complexity)]

use std::collections::HashMap;

use kiln_ir::{ConstData, Func, InstKind, Module, Type, TypeData, Value, ValueDef};
use kiln_regalloc::{RegClass, VReg};

use crate::ctx::{LowerCtx, LowerError, ValueRegs};
use crate::mir::{Amode, MFunction, MFunctionBuilder, MOp, SymId};

/// Maps IR values to fresh vregs and pointers to `[vreg]`.
struct TestCtx {
    module: Module,
    func: Func,
    builder: MFunctionBuilder,
    regs: HashMap<Value, ValueRegs>,
    rodata: Vec<(Vec<u8>, u32)>,
}

impl TestCtx {
    fn fresh(&mut self, ty: Type) -> ValueRegs {
        let types = &self.module.types;
        let regs: Vec<VReg> = if types.is_vector(ty) {
            let n = super::num_regs(types, ty);
            (0..n).map(|_| self.builder.new_vreg(RegClass::Vec)).collect()
        } else if matches!(types.data(ty), TypeData::Float | TypeData::Double) {
            vec![self.builder.new_vreg(RegClass::Vec)]
        } else if ty == Type::I128 {
            vec![self.builder.new_vreg(RegClass::Int), self.builder.new_vreg(RegClass::Int)]
        } else {
            vec![self.builder.new_vreg(RegClass::Int)]
        };
        ValueRegs::from_slice(&regs)
    }
}

impl LowerCtx for TestCtx {
    fn module(&self) -> &Module {
        &self.module
    }
    fn func(&self) -> &kiln_ir::Function {
        &self.module.funcs[self.func]
    }
    fn builder(&mut self) -> &mut MFunctionBuilder {
        &mut self.builder
    }
    fn value_regs(&mut self, value: Value) -> Result<ValueRegs, LowerError> {
        if let Some(r) = self.regs.get(&value) {
            return Ok(*r);
        }
        let dfg = &self.module.funcs[self.func].dfg;
        let ty = dfg.value_type(value);
        let regs = match dfg.value_def(value) {
            ValueDef::Const(c) if self.module.types.is_vector(ty) => {
                super::lower_const(self, c, ty)?.expect("a vector constant with literal lanes")
            }
            ValueDef::Inst(i) => self.result_regs(i),
            _ => self.fresh(ty),
        };
        self.regs.insert(value, regs);
        Ok(regs)
    }
    fn result_regs(&mut self, inst: kiln_ir::Inst) -> ValueRegs {
        let dfg = &self.module.funcs[self.func].dfg;
        let Some(v) = dfg.inst_result(inst) else { return ValueRegs::one(VReg(0)) };
        if let Some(r) = self.regs.get(&v) {
            return *r;
        }
        let r = self.fresh(dfg.value_type(v));
        self.regs.insert(v, r);
        r
    }
    fn address(&mut self, ptr: Value) -> Result<Amode, LowerError> {
        Ok(Amode::reg(self.value_regs(ptr)?.only(), 0))
    }
    fn rodata_const(&mut self, bytes: &[u8], align: u32) -> SymId {
        self.rodata.push((bytes.to_vec(), align));
        SymId(self.rodata.len() as u32 - 1)
    }
    fn error_at(&self, _inst: kiln_ir::Inst, message: String) -> LowerError {
        LowerError { diag: kiln_ir::Diagnostic::new(message) }
    }
}

/// Whether vector lowering is responsible for `inst`.
fn is_vector_inst(m: &Module, f: &kiln_ir::Function, inst: kiln_ir::Inst) -> bool {
    let kind = f.dfg.inst(inst);
    let is_vec = |v: Value| m.types.is_vector(f.dfg.value_type(v));
    match kind {
        InstKind::Phi { .. } | InstKind::Ret { .. } => false,
        InstKind::ExtractValue { .. } | InstKind::InsertValue { .. } => false,
        InstKind::Call(c) => {
            let intrinsic = f.dfg.value_const(c.callee).is_some_and(
                |k| matches!(m.consts.data(k), ConstData::FuncAddr { func, .. } if m.funcs[*func].intrinsic.is_some()),
            );
            intrinsic && (f.dfg.inst_result(inst).is_some_and(is_vec) || c.args.iter().any(|&a| is_vec(a)))
        }
        _ => f.dfg.inst_result(inst).is_some_and(is_vec) || f.dfg.inst_args(inst).iter().any(|&a| is_vec(a)),
    }
}

/// Lowers every vector instruction of every function of `src`; returns the MIR listings and
/// the errors.
fn lower_source(src: &str) -> (String, Vec<String>) {
    let module = kiln_ir::text::parse(src.as_bytes()).expect("test IR parses");
    let funcs: Vec<Func> = module.funcs.iter().filter(|(_, f)| f.is_definition).map(|(k, _)| k).collect();
    let mut listing = String::new();
    let mut errors = Vec::new();
    let mut module = Some(module);
    for func in funcs {
        let mut ctx = TestCtx {
            module: module.take().expect("module"),
            func,
            builder: MFunctionBuilder::new(SymId(0)),
            regs: HashMap::new(),
            rodata: Vec::new(),
        };
        let f = &ctx.module.funcs[func];
        let insts: Vec<kiln_ir::Inst> = f
            .layout
            .blocks()
            .iter()
            .flat_map(|&b| f.layout.block_insts(b).iter().copied())
            .filter(|&i| is_vector_inst(&ctx.module, f, i))
            .collect();
        for inst in insts {
            if let Err(e) = super::lower_inst(&mut ctx, inst) {
                let text = kiln_ir::text::printer::print_inst(&ctx.module, ctx.func(), inst);
                errors.push(format!("@{}: {text}: {}", ctx.func().name(), e.diag.message));
            }
        }
        ctx.builder.push(MOp::Ret, &[]);
        let mf: MFunction = ctx.builder.finish(None).expect("MIR well formed");
        listing.push_str(&mf.to_string());
        module = Some(ctx.module);
    }
    (listing, errors)
}

/// Lowers `src`, asserting no errors, and returns the listing.
fn lower_ok(src: &str) -> String {
    let (listing, errors) = lower_source(src);
    assert!(errors.is_empty(), "errors: {errors:#?}");
    listing
}

#[test]
fn load_uses_movdqa_only_with_align_16() {
    let l = lower_ok(
        "define void @f(ptr %p, ptr %q) {\n  %a = load <4 x i32>, ptr %p, align 16\n  %b = load <4 x i32>, ptr %q, align 4\n  %c = add <4 x i32> %a, %b\n  store <4 x i32> %c, ptr %p, align 8\n  store <4 x i32> %c, ptr %q, align 16\n  ret void\n}\n",
    );
    assert_eq!(l.matches("Movdqa_xmm_xmmm128 def").count(), 1, "{l}");
    assert_eq!(l.matches("Movdqu_xmm_xmmm128 def").count(), 1, "{l}");
    assert_eq!(l.matches("Movdqu_xmmm128_xmm").count(), 1, "{l}");
    assert_eq!(l.matches("Movdqa_xmmm128_xmm").count(), 1, "{l}");
    assert!(l.contains("Paddd_xmm_xmmm128 mod"), "{l}");
}

#[test]
fn float_loads_use_movaps_or_movups() {
    let l = lower_ok(
        "define void @f(ptr %p) {\n  %a = load <2 x double>, ptr %p, align 8\n  %b = load <4 x float>, ptr %p, align 16\n  ret void\n}\n",
    );
    assert!(l.contains("Movups_xmm_xmmm128"), "{l}");
    assert!(l.contains("Movaps_xmm_xmmm128"), "{l}");
}

#[test]
fn small_vectors_use_movq_and_movd() {
    let l = lower_ok(
        "define void @f(ptr %p) {\n  %a = load <2 x i32>, ptr %p, align 8\n  store <2 x i32> %a, ptr %p, align 8\n  %b = load <4 x i8>, ptr %p, align 4\n  store <4 x i8> %b, ptr %p, align 4\n  ret void\n}\n",
    );
    assert!(l.contains("Movq_xmm_xmmm64"), "{l}");
    assert!(l.contains("Movq_xmmm64_xmm"), "{l}");
    assert!(l.contains("Movd_xmm_rm32"), "{l}");
    assert!(l.contains("Movd_rm32_xmm"), "{l}");
}

#[test]
fn reduce_add_v4i32_is_a_shift_tree() {
    let l = lower_ok(
        "declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)\ndefine i32 @f(<4 x i32> %v) {\n  %r = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %v)\n  ret i32 %r\n}\n",
    );
    let ops: Vec<&str> = l
        .lines()
        .filter_map(|x| x.split_whitespace().next())
        .filter(|x| x.chars().next().is_some_and(|c| c.is_ascii_uppercase()))
        .collect();
    let expect = ["Psrldq_xmm_imm8", "Paddd_xmm_xmmm128", "Psrldq_xmm_imm8", "Paddd_xmm_xmmm128", "Movd_rm32_xmm"];
    assert_eq!(&ops[..expect.len()], &expect, "{l}");
    assert!(l.contains("Psrldq_xmm_imm8 mod v1, 8"), "{l}");
    assert!(l.contains("Psrldq_xmm_imm8 mod v3, 4"), "{l}");
}

#[test]
fn splat_shuffle_is_one_pshufd() {
    let l = lower_ok(
        "define <4 x i32> @f(i32 %x) {\n  %i = insertelement <4 x i32> poison, i32 %x, i64 0\n  %s = shufflevector <4 x i32> %i, <4 x i32> poison, <4 x i32> zeroinitializer\n  ret <4 x i32> %s\n}\n",
    );
    assert!(l.contains("Movq_xmm_rm64"), "{l}");
    assert_eq!(l.matches("Pshufd_xmm_xmmm128_imm8").count(), 1, "{l}");
    assert!(l.contains("Pshufd_xmm_xmmm128_imm8 def v3, v2, 0"), "{l}");
    assert!(!l.contains("Mov_r32_imm32"), "poison operand materialised: {l}");
}

#[test]
fn reverse_shuffle_pshufd_immediate() {
    let l = lower_ok(
        "define <4 x i32> @f(<4 x i32> %a) {\n  %s = shufflevector <4 x i32> %a, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>\n  ret <4 x i32> %s\n}\n",
    );
    assert!(l.contains(&format!(", {}", 0x1B)), "{l}");
}

#[test]
fn two_source_shuffle_uses_shufps() {
    let l = lower_ok(
        "define <4 x float> @f(<4 x float> %a, <4 x float> %b) {\n  %s = shufflevector <4 x float> %a, <4 x float> %b, <4 x i32> <i32 0, i32 2, i32 5, i32 7>\n  ret <4 x float> %s\n}\n",
    );
    assert!(l.contains("Shufps_xmm_xmmm128_imm8"), "{l}");
    assert!(l.contains(&format!(", {}", 0b11_01_10_00)), "{l}");
}

#[test]
fn byte_shuffle_goes_through_a_slot() {
    let l = lower_ok(
        "define <16 x i8> @f(<16 x i8> %a, <16 x i8> %b) {\n  %s = shufflevector <16 x i8> %a, <16 x i8> %b, <16 x i32> <i32 0, i32 17, i32 2, i32 19, i32 4, i32 21, i32 6, i32 23, i32 8, i32 25, i32 10, i32 27, i32 12, i32 29, i32 14, i32 31>\n  ret <16 x i8> %s\n}\n",
    );
    assert_eq!(l.matches("Mov_rm8_r8").count(), 16, "{l}");
}

#[test]
fn mul_v4i32_uses_pmuludq() {
    let l = lower_ok(
        "define <4 x i32> @f(<4 x i32> %a, <4 x i32> %b) {\n  %m = mul <4 x i32> %a, %b\n  ret <4 x i32> %m\n}\n",
    );
    assert_eq!(l.matches("Pmuludq_xmm_xmmm128").count(), 2, "{l}");
    assert!(!l.contains("Pmulld"), "{l}");
}

#[test]
fn unsigned_compare_biases_sign_bits() {
    let l = lower_ok(
        "define <4 x i1> @f(<4 x i32> %a, <4 x i32> %b) {\n  %c = icmp ult <4 x i32> %a, %b\n  ret <4 x i1> %c\n}\n",
    );
    assert_eq!(l.matches("Pxor_xmm_xmmm128").count(), 2, "{l}");
    assert!(l.contains("Pcmpgtd_xmm_xmmm128"), "{l}");
}

#[test]
fn division_falls_back_to_scalar_lanes() {
    let l = lower_ok(
        "define <4 x i32> @f(<4 x i32> %a, <4 x i32> %b) {\n  %m = urem <4 x i32> %a, %b\n  ret <4 x i32> %m\n}\n",
    );
    assert_eq!(l.matches("Div_rm64").count(), 4, "{l}");
    assert!(l.contains("ss0: size 16 align 16"), "{l}");
}

#[test]
fn constants_come_from_rodata_and_zero_from_a_gpr() {
    let l = lower_ok(
        "define <4 x i32> @f(<4 x i32> %a) {\n  %x = add <4 x i32> %a, <i32 1, i32 2, i32 3, i32 4>\n  %y = add <4 x i32> %x, zeroinitializer\n  ret <4 x i32> %y\n}\n",
    );
    assert!(l.contains("Movdqa_xmm_xmmm128 def v1, [rip+sym0]"), "{l}");
    assert!(l.contains("Mov_r32_imm32"), "{l}");
}

#[test]
fn mask_bitcast_uses_movmskps() {
    let l = lower_ok(
        "define i4 @f(<4 x i32> %a, <4 x i32> %b) {\n  %c = icmp eq <4 x i32> %a, %b\n  %m = bitcast <4 x i1> %c to i4\n  ret i4 %m\n}\n",
    );
    assert!(l.contains("Pcmpeqd_xmm_xmmm128"), "{l}");
    assert!(l.contains("Movmskps_r32_xmm"), "{l}");
}

#[test]
fn unsupported_lane_types_are_errors_not_panics() {
    let (_, errors) = lower_source(
        "define <2 x i128> @f(<2 x i128> %a, <4294967295 x i64> %b, <4 x float> %c) {\n  %x = add <2 x i128> %a, %a\n  %y = add <4294967295 x i64> %b, %b\n  %z = add <17 x i32> zeroinitializer, zeroinitializer\n  %w = frem <4 x float> %c, %c\n  ret <2 x i128> %x\n}\n",
    );
    assert_eq!(errors.len(), 4, "{errors:?}");
    assert!(errors[0].contains("not supported"), "{errors:?}");
}

/// Every vector instruction in the C corpus lowers without error (the emulator's context cannot
/// make calls, so lane-wise libm calls are left to the native corpus tests, which run them).
#[test]
fn corpus_vector_instructions_lower() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/c");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("corpus directory")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.to_string_lossy().ends_with(".ll"))
        .collect();
    files.sort();
    assert!(files.len() > 10, "corpus not found at {}", dir.display());
    let mut all_errors = Vec::new();
    for path in files {
        let src = std::fs::read_to_string(&path).expect("readable");
        let (_, errors) = lower_source(&src);
        let errors = errors.into_iter().filter(|e| !e.contains("are not available in this context"));
        all_errors.extend(errors.map(|e| format!("{}: {e}", path.display())));
    }
    assert!(all_errors.is_empty(), "{}", all_errors.join("\n"));
}

/// Lowers the single function of `src`, runs it in the emulator with `args` (register images,
/// one per register of each parameter) and memory `init` at address 0x100, and returns the
/// register images of the returned value and the memory at 0x100..0x200.
pub(super) fn run(src: &str, args: &[Vec<[u8; 16]>], init: &[u8]) -> (Vec<[u8; 16]>, Vec<u8>) {
    use super::emu::Emu;
    let module = kiln_ir::text::parse(src.as_bytes()).expect("test IR parses");
    let func = module.funcs.iter().find(|(_, f)| f.is_definition).map(|(k, _)| k).expect("a function");
    let mut ctx =
        TestCtx { module, func, builder: MFunctionBuilder::new(SymId(0)), regs: HashMap::new(), rodata: Vec::new() };
    let params = ctx.func().params.clone();
    let param_regs: Vec<ValueRegs> = params.iter().map(|&p| ctx.value_regs(p).expect("param regs")).collect();
    let f = ctx.func();
    let insts: Vec<kiln_ir::Inst> =
        f.layout.blocks().iter().flat_map(|&b| f.layout.block_insts(b).iter().copied()).collect();
    let mut ret = None;
    for inst in insts {
        match ctx.func().dfg.inst(inst) {
            InstKind::Ret { arg } => ret = *arg,
            _ => super::lower_inst(&mut ctx, inst).unwrap_or_else(|e| panic!("{}", e.diag.message)),
        }
    }
    let ret_regs = ret.map(|v| ctx.value_regs(v).expect("ret regs"));
    ctx.builder.push(MOp::Ret, &[]);
    let rodata: Vec<Vec<u8>> = ctx.rodata.iter().map(|(b, _)| b.clone()).collect();
    let mf = ctx.builder.finish(None).expect("MIR well formed");
    let mut emu = Emu::new(&mf, &rodata);
    emu.mem[0x100..0x100 + init.len()].copy_from_slice(init);
    for (regs, images) in param_regs.iter().zip(args) {
        for (&r, img) in regs.regs().iter().zip(images) {
            emu.regs.insert(kiln_regalloc::RegRef::Virt(r), *img);
        }
    }
    emu.run(&mf);
    let out = ret_regs
        .map_or(Vec::new(), |rs| rs.regs().iter().map(|&r| emu.regs[&kiln_regalloc::RegRef::Virt(r)]).collect());
    (out, emu.mem[0x100..0x200].to_vec())
}

/// A register image of 32-bit lanes.
fn i32s(v: &[i32]) -> [u8; 16] {
    let mut b = [0u8; 16];
    for (k, x) in v.iter().enumerate() {
        b[4 * k..4 * k + 4].copy_from_slice(&x.to_le_bytes());
    }
    b
}
/// The 32-bit lanes of an image.
fn lanes32(b: &[u8; 16]) -> Vec<i32> {
    b.chunks(4).map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()
}
/// A register image of bytes.
fn bytes16(v: &[u8]) -> [u8; 16] {
    let mut b = [0u8; 16];
    b[..v.len()].copy_from_slice(v);
    b
}
/// A GPR image.
fn gpr(v: u64) -> [u8; 16] {
    bytes16(&v.to_le_bytes())
}

const A: [i32; 4] = [7, -3, i32::MIN, 100_000];
const B: [i32; 4] = [-2, -3, 5, 65_537];

/// Runs a `<4 x i32>` binary function of the two lane vectors above.
fn run_v4(body: &str, ret_ty: &str) -> [u8; 16] {
    let src = format!("define {ret_ty} @f(<4 x i32> %a, <4 x i32> %b) {{\n{body}\n}}\n");
    let (out, _) = run(&src, &[vec![i32s(&A)], vec![i32s(&B)]], &[]);
    out[0]
}

#[test]
fn emulated_i32_arithmetic_matches() {
    let ops: [(&str, fn(i32, i32) -> i32); 8] = [
        ("add", i32::wrapping_add),
        ("sub", i32::wrapping_sub),
        ("mul", i32::wrapping_mul),
        ("and", |x, y| x & y),
        ("xor", |x, y| x ^ y),
        ("udiv", |x, y| ((x as u32) / (y as u32)) as i32),
        ("srem", |x, y| x.wrapping_rem(y)),
        ("shl", |x, y| x.wrapping_shl(y as u32 & 31)),
    ];
    for (name, f) in ops {
        let body = if name == "shl" {
            "  %r = shl <4 x i32> %a, <i32 1, i32 4, i32 31, i32 0>\n  ret <4 x i32> %r".to_string()
        } else {
            format!("  %r = {name} <4 x i32> %a, %b\n  ret <4 x i32> %r")
        };
        let got = lanes32(&run_v4(&body, "<4 x i32>"));
        let want: Vec<i32> = if name == "shl" {
            A.iter().zip([1, 4, 31, 0]).map(|(&x, k)| f(x, k)).collect()
        } else {
            A.iter().zip(&B).map(|(&x, &y)| f(x, y)).collect()
        };
        assert_eq!(got, want, "{name}");
    }
}

#[test]
fn emulated_splat_shifts_match() {
    for (op, f) in [
        ("shl", (|x: i32| x << 3) as fn(i32) -> i32),
        ("lshr", |x: i32| ((x as u32) >> 3) as i32),
        ("ashr", |x: i32| x >> 3),
    ] {
        let body = format!("  %r = {op} <4 x i32> %a, <i32 3, i32 3, i32 3, i32 3>\n  ret <4 x i32> %r");
        let got = lanes32(&run_v4(&body, "<4 x i32>"));
        assert_eq!(got, A.iter().map(|&x| f(x)).collect::<Vec<_>>(), "{op}");
    }
}

#[test]
fn emulated_compares_and_select_match() {
    let preds: [(&str, fn(i32, i32) -> bool); 10] = [
        ("eq", |x, y| x == y),
        ("ne", |x, y| x != y),
        ("sgt", |x, y| x > y),
        ("sge", |x, y| x >= y),
        ("slt", |x, y| x < y),
        ("sle", |x, y| x <= y),
        ("ugt", |x, y| (x as u32) > (y as u32)),
        ("uge", |x, y| (x as u32) >= (y as u32)),
        ("ult", |x, y| (x as u32) < (y as u32)),
        ("ule", |x, y| (x as u32) <= (y as u32)),
    ];
    for (p, f) in preds {
        let body = format!(
            "  %c = icmp {p} <4 x i32> %a, %b\n  %r = select <4 x i1> %c, <4 x i32> %a, <4 x i32> %b\n  ret <4 x i32> %r"
        );
        let got = lanes32(&run_v4(&body, "<4 x i32>"));
        let want: Vec<i32> = A.iter().zip(&B).map(|(&x, &y)| if f(x, y) { x } else { y }).collect();
        assert_eq!(got, want, "{p}");
    }
}

#[test]
fn emulated_min_max_abs_match() {
    for (name, f) in [
        ("smax", (|x: i32, y: i32| x.max(y)) as fn(i32, i32) -> i32),
        ("smin", |x, y| x.min(y)),
        ("umax", |x, y| (x as u32).max(y as u32) as i32),
        ("umin", |x, y| (x as u32).min(y as u32) as i32),
    ] {
        let src = format!(
            "declare <4 x i32> @llvm.{name}.v4i32(<4 x i32>, <4 x i32>)\ndefine <4 x i32> @f(<4 x i32> %a, <4 x i32> %b) {{\n  %r = call <4 x i32> @llvm.{name}.v4i32(<4 x i32> %a, <4 x i32> %b)\n  ret <4 x i32> %r\n}}\n"
        );
        let (out, _) = run(&src, &[vec![i32s(&A)], vec![i32s(&B)]], &[]);
        assert_eq!(lanes32(&out[0]), A.iter().zip(&B).map(|(&x, &y)| f(x, y)).collect::<Vec<_>>(), "{name}");
    }
    let src = "declare <4 x i32> @llvm.abs.v4i32(<4 x i32>, i1)\ndefine <4 x i32> @f(<4 x i32> %a) {\n  %r = call <4 x i32> @llvm.abs.v4i32(<4 x i32> %a, i1 false)\n  ret <4 x i32> %r\n}\n";
    let (out, _) = run(src, &[vec![i32s(&A)]], &[]);
    assert_eq!(lanes32(&out[0]), A.iter().map(|x| x.wrapping_abs()).collect::<Vec<_>>());
}

#[test]
fn emulated_reductions_match() {
    for (name, f) in [
        ("add", (|v: &[i32]| v.iter().fold(0i32, |a, &x| a.wrapping_add(x))) as fn(&[i32]) -> i32),
        ("mul", |v| v.iter().fold(1i32, |a, &x| a.wrapping_mul(x))),
        ("smax", |v| *v.iter().max().unwrap_or(&0)),
        ("umin", |v| v.iter().map(|&x| x as u32).min().unwrap_or(0) as i32),
        ("xor", |v| v.iter().fold(0, |a, &x| a ^ x)),
    ] {
        let src = format!(
            "declare i32 @llvm.vector.reduce.{name}.v4i32(<4 x i32>)\ndefine i32 @f(<4 x i32> %a) {{\n  %r = call i32 @llvm.vector.reduce.{name}.v4i32(<4 x i32> %a)\n  ret i32 %r\n}}\n"
        );
        let (out, _) = run(&src, &[vec![i32s(&A)]], &[]);
        assert_eq!(lanes32(&out[0])[0], f(&A), "{name}");
    }
    let src = "declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>)\ndefine i32 @f(<8 x i32> %a) {\n  %r = call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %a)\n  ret i32 %r\n}\n";
    let (out, _) = run(src, &[vec![i32s(&A), i32s(&B)]], &[]);
    let want = A.iter().chain(&B).fold(0i32, |a, &x| a.wrapping_add(x));
    assert_eq!(lanes32(&out[0])[0], want);
}

#[test]
fn emulated_shuffles_match() {
    let masks: [[i32; 4]; 6] = [[0, 0, 0, 0], [3, 2, 1, 0], [0, 4, 1, 5], [1, 3, 5, 7], [6, 2, 7, 0], [4, 5, 6, 7]];
    for mask in masks {
        let m: Vec<String> = mask.iter().map(|x| format!("i32 {x}")).collect();
        let body = format!(
            "  %r = shufflevector <4 x i32> %a, <4 x i32> %b, <4 x i32> <{}>\n  ret <4 x i32> %r",
            m.join(", ")
        );
        let got = lanes32(&run_v4(&body, "<4 x i32>"));
        let both: Vec<i32> = A.iter().chain(&B).copied().collect();
        assert_eq!(got, mask.iter().map(|&k| both[k as usize]).collect::<Vec<_>>(), "{mask:?}");
    }
}

#[test]
fn emulated_extract_insert_match() {
    for k in 0..4 {
        let body = format!("  %r = extractelement <4 x i32> %a, i64 {k}\n  ret i32 %r");
        assert_eq!(lanes32(&run_v4(&body, "i32"))[0], A[k], "extract {k}");
        let body = format!(
            "  %x = extractelement <4 x i32> %b, i64 3\n  %r = insertelement <4 x i32> %a, i32 %x, i64 {k}\n  ret <4 x i32> %r"
        );
        let mut want = A;
        want[k] = B[3];
        assert_eq!(lanes32(&run_v4(&body, "<4 x i32>")), want, "insert {k}");
    }
    // Variable index through a stack slot.
    let src = "define i16 @f(<8 x i16> %a, i32 %i) {\n  %r = extractelement <8 x i16> %a, i32 %i\n  ret i16 %r\n}\n";
    let v: Vec<u8> = (0..16).map(|x| x as u8 * 3).collect();
    let (out, _) = run(src, &[vec![bytes16(&v)], vec![gpr(5)]], &[]);
    assert_eq!(u16::from_le_bytes([out[0][0], out[0][1]]), u16::from_le_bytes([v[10], v[11]]));
    let src = "define i8 @f(<16 x i8> %a) {\n  %r = extractelement <16 x i8> %a, i32 13\n  ret i8 %r\n}\n";
    let (out, _) = run(src, &[vec![bytes16(&v)]], &[]);
    assert_eq!(out[0][0], v[13]);
}

#[test]
fn emulated_loads_stores_and_small_vectors_match() {
    // Unaligned <4 x i32> load at 0x104 (the emulator faults on aligned forms at odd addresses),
    // <2 x i32> add, store of 8 bytes.
    let src = "define void @f(ptr %p) {\n  %q = getelementptr i8, ptr %p, i64 4\n  %a = load <4 x i32>, ptr %q, align 4\n  %s = load <2 x i32>, ptr %p, align 8\n  %t = add <2 x i32> %s, %s\n  store <2 x i32> %t, ptr %p, align 8\n  ret void\n}\n";
    let _ = src;
    let src = "define void @f(ptr %p) {\n  %a = load <2 x i32>, ptr %p, align 8\n  %t = add <2 x i32> %a, %a\n  store <2 x i32> %t, ptr %p, align 4\n  %v = load <3 x float>, ptr %p, align 4\n  ret void\n}\n";
    let init: Vec<u8> = [5i32, -9, 77, 1].iter().flat_map(|x| x.to_le_bytes()).collect();
    let (_, mem) = run(src, &[vec![gpr(0x104)]], &init);
    assert_eq!(&mem[4..12], &[-9i32 * 2, 77 * 2].iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<_>>()[..]);
    assert_eq!(&mem[12..16], &1i32.to_le_bytes(), "store wrote past 8 bytes");
}

#[test]
fn emulated_casts_match() {
    let src = "define <4 x i32> @f(<4 x i8> %a) {\n  %r = sext <4 x i8> %a to <4 x i32>\n  ret <4 x i32> %r\n}\n";
    let (out, _) = run(src, &[vec![bytes16(&[0x80, 0x7F, 0xFF, 3])]], &[]);
    assert_eq!(lanes32(&out[0]), vec![-128, 127, -1, 3]);
    let src = "define <4 x i32> @f(<4 x i8> %a) {\n  %r = zext <4 x i8> %a to <4 x i32>\n  ret <4 x i32> %r\n}\n";
    let (out, _) = run(src, &[vec![bytes16(&[0x80, 0x7F, 0xFF, 3])]], &[]);
    assert_eq!(lanes32(&out[0]), vec![128, 127, 255, 3]);
    let src = "define <4 x i16> @f(<4 x i32> %a) {\n  %r = trunc <4 x i32> %a to <4 x i16>\n  ret <4 x i16> %r\n}\n";
    let (out, _) = run(src, &[vec![i32s(&A)]], &[]);
    let want: Vec<u8> = A.iter().flat_map(|&x| (x as i16).to_le_bytes()).collect();
    assert_eq!(&out[0][..8], &want[..]);
    let src =
        "define <4 x float> @f(<4 x i32> %a) {\n  %r = sitofp <4 x i32> %a to <4 x float>\n  ret <4 x float> %r\n}\n";
    let (out, _) = run(src, &[vec![i32s(&A)]], &[]);
    let want: Vec<u8> = A.iter().flat_map(|&x| (x as f32).to_le_bytes()).collect();
    assert_eq!(&out[0][..], &want[..]);
    let src = "define <2 x double> @f(<2 x i32> %a) {\n  %r = uitofp <2 x i32> %a to <2 x double>\n  ret <2 x double> %r\n}\n";
    let (out, _) = run(src, &[vec![i32s(&[-1, 3])]], &[]);
    let want: Vec<u8> = [4294967295.0f64, 3.0].iter().flat_map(|x| x.to_le_bytes()).collect();
    assert_eq!(&out[0][..], &want[..]);
}

#[test]
fn emulated_mask_bitcast_and_zext_match() {
    let body = "  %c = icmp sgt <4 x i32> %a, %b\n  %m = bitcast <4 x i1> %c to i4\n  ret i4 %m";
    let got = run_v4(body, "i4")[0] & 0xF;
    let want = A.iter().zip(&B).enumerate().fold(0u8, |m, (k, (x, y))| m | ((x > y) as u8) << k);
    assert_eq!(got, want);
    let body = "  %c = icmp eq <4 x i32> %a, %b\n  %z = zext <4 x i1> %c to <4 x i32>\n  ret <4 x i32> %z";
    assert_eq!(lanes32(&run_v4(body, "<4 x i32>")), vec![0, 1, 0, 0]);
}

#[test]
fn emulated_float_ops_match() {
    let x = [1.5f64, f64::NAN];
    let y = [-2.0f64, 4.0];
    let img = |v: &[f64; 2]| bytes16(&v.iter().flat_map(|f| f.to_le_bytes()).collect::<Vec<_>>());
    let get =
        |b: &[u8; 16]| [f64::from_le_bytes(b[..8].try_into().unwrap()), f64::from_le_bytes(b[8..].try_into().unwrap())];
    let src = "declare <2 x double> @llvm.maxnum.v2f64(<2 x double>, <2 x double>)\ndefine <2 x double> @f(<2 x double> %a, <2 x double> %b) {\n  %r = call <2 x double> @llvm.maxnum.v2f64(<2 x double> %b, <2 x double> %a)\n  ret <2 x double> %r\n}\n";
    let (out, _) = run(src, &[vec![img(&x)], vec![img(&y)]], &[]);
    assert_eq!(get(&out[0]), [1.5, 4.0]);
    let src = "define <2 x i1> @f(<2 x double> %a, <2 x double> %b) {\n  %c = fcmp ult <2 x double> %a, %b\n  ret <2 x i1> %c\n}\n";
    let (out, _) = run(src, &[vec![img(&x)], vec![img(&y)]], &[]);
    assert_eq!(lanes32(&out[0]), vec![0, 0, -1, -1]);
    let src = "declare double @llvm.vector.reduce.fadd.v2f64(double, <2 x double>)\ndefine double @f(<2 x double> %a, double %s) {\n  %r = call double @llvm.vector.reduce.fadd.v2f64(double %s, <2 x double> %a)\n  ret double %r\n}\n";
    let (out, _) = run(src, &[vec![img(&[1.0, 2.25])], vec![img(&[0.5, 0.0])]], &[]);
    assert_eq!(get(&out[0])[0], 3.75);
}

#[test]
fn variable_shifts_name_cl_as_an_explicit_operand() {
    let l = lower_ok(
        "define <4 x i32> @f(<4 x i32> %a, <4 x i32> %b) {\n  %m = lshr <4 x i32> %a, %b\n  ret <4 x i32> %m\n}\n",
    );
    let shifts: Vec<&str> = l.lines().filter(|x| x.contains("Shr_rm64_CL")).collect();
    assert_eq!(shifts.len(), 4, "{l}");
    for s in shifts {
        assert!(s.contains(", %") && !s.contains("implicit"), "CL must be the second explicit operand: {s}");
    }
}
