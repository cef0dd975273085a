//! Unit tests of vector lowering through a minimal test-only `LowerCtx`.

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
            ValueDef::Const(_) if self.module.types.is_vector(ty) => super::lower_const(self, value)?,
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
    let (_, errors) =
        lower_source("define <2 x i128> @f(<2 x i128> %a) {\n  %x = add <2 x i128> %a, %a\n  ret <2 x i128> %x\n}\n");
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(errors[0].contains("not supported"), "{errors:?}");
}

/// Every vector instruction in the C corpus lowers without error.
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
        all_errors.extend(errors.into_iter().map(|e| format!("{}: {e}", path.display())));
    }
    assert!(all_errors.is_empty(), "{}", all_errors.join("\n"));
}
