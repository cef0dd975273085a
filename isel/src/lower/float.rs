//! float and double in SSE2 (`x86_fp80` is in `fp80`): arithmetic, `frem` via fmod/fmodf, `fneg` with a sign mask,
//! compares with correct NaN handling for every predicate, and conversions.

use iced_x86::Code;
use kiln_abi::PartClass;
use kiln_ir::{FloatPredicate, Inst, Opcode, Type, TypeData, Value};
use kiln_regalloc::{RegClass, VReg};

use super::build::{d, imm, m, mem, u};
use super::FuncLower;
use crate::ctx::{LowerCtx, LowerError};
use crate::mir::{Amode, Cond};

/// For predicates decided by one flag test after `ucomis(a, b)` (or `ucomis(b, a)` when the bool
/// is true): the condition.
pub(crate) fn single_cond(p: FloatPredicate) -> Option<(Cond, bool)> {
    use FloatPredicate::*;
    Some(match p {
        Ogt => (Cond::A, false),
        Oge => (Cond::Ae, false),
        Olt => (Cond::A, true),
        Ole => (Cond::Ae, true),
        Ult => (Cond::B, false),
        Ule => (Cond::Be, false),
        Ugt => (Cond::B, true),
        Uge => (Cond::Be, true),
        Ueq => (Cond::E, false),
        One => (Cond::Ne, false),
        Ord => (Cond::Np, false),
        Uno => (Cond::P, false),
        _ => return None,
    })
}

impl FuncLower<'_> {
    fn is_double(&self, ty: Type) -> Result<bool, LowerError> {
        match self.module.types.data(ty) {
            TypeData::Float => Ok(false),
            TypeData::Double => Ok(true),
            _ => Err(self.err(format!("{} arithmetic is not supported", super::type_name(self.module, ty)))),
        }
    }

    /// fadd fsub fmul fdiv frem.
    pub(crate) fn lower_float_binary(&mut self, i: Inst, op: Opcode, a: Value, b: Value) -> Result<(), LowerError> {
        let ty = self.func.dfg.value_type(a);
        let dbl = self.is_double(ty)?;
        let av = self.reg1(a)?;
        let rhs = self.float_rhs(b)?;
        let dst = self.result_regs(i).only();
        use Code::*;
        let code = match (op, dbl) {
            (Opcode::FAdd, false) => Addss_xmm_xmmm32,
            (Opcode::FAdd, true) => Addsd_xmm_xmmm64,
            (Opcode::FSub, false) => Subss_xmm_xmmm32,
            (Opcode::FSub, true) => Subsd_xmm_xmmm64,
            (Opcode::FMul, false) => Mulss_xmm_xmmm32,
            (Opcode::FMul, true) => Mulsd_xmm_xmmm64,
            (Opcode::FDiv, false) => Divss_xmm_xmmm32,
            (Opcode::FDiv, true) => Divsd_xmm_xmmm64,
            (Opcode::FRem, _) => {
                let bv = self.reg1(b)?;
                let name = if dbl { "fmod" } else { "fmodf" };
                return self.emit_libcall_pairs(
                    name,
                    &[(vec![av], RegClass::Vec), (vec![bv], RegClass::Vec)],
                    &[(dst, PartClass::Sse)],
                );
            }
            _ => return Err(self.err(format!("float operator {} is not supported", op.name()))),
        };
        self.copy(dst, av);
        self.ins(code, &[m(dst), rhs]);
        Ok(())
    }

    /// The right operand of scalar SSE arithmetic: a folded load or a constant from the pool as
    /// a memory operand, else a register.
    pub(crate) fn float_rhs(&mut self, v: Value) -> Result<crate::mir::MOperand, LowerError> {
        if let Some(a) = self.folded_load_mem(v)? {
            return Ok(mem(a));
        }
        if let Some(c) = self.func.dfg.value_const(v) {
            if let kiln_ir::ConstData::Float { bits, .. } = self.module.consts.data(c) {
                let bits = *bits as u64;
                let ty = self.func.dfg.value_type(v);
                let sym = match self.module.types.data(ty) {
                    TypeData::Float => Some(self.st.rodata_const(&(bits as u32).to_le_bytes(), 4)),
                    TypeData::Double => Some(self.st.rodata_const(&bits.to_le_bytes(), 8)),
                    _ => None,
                };
                if let Some(sym) = sym {
                    return Ok(mem(Amode::sym(sym, 0)));
                }
            }
        }
        Ok(u(self.reg1(v)?))
    }

    /// A 16-byte constant holding `bits` in every lane of the scalar width.
    fn lane_mask(&mut self, dbl: bool, bits: u64) -> Amode {
        let mut bytes = Vec::with_capacity(16);
        if dbl {
            bytes.extend_from_slice(&bits.to_le_bytes());
            bytes.extend_from_slice(&bits.to_le_bytes());
        } else {
            for _ in 0..4 {
                bytes.extend_from_slice(&(bits as u32).to_le_bytes());
            }
        }
        let s = self.st.rodata_const(&bytes, 16);
        Amode::sym(s, 0)
    }

    /// `dst = src` with the sign bit flipped (`xorps` with a sign mask).
    pub(crate) fn flip_sign(&mut self, dst: VReg, src: VReg, dbl: bool) {
        let a = self.lane_mask(dbl, if dbl { 1 << 63 } else { 1 << 31 });
        self.copy(dst, src);
        self.ins(Code::Xorps_xmm_xmmm128, &[m(dst), mem(a)]);
    }

    /// `dst = |src|` (`andps` with the complement of the sign mask).
    pub(crate) fn abs_float(&mut self, dst: VReg, src: VReg, dbl: bool) {
        let a = self.lane_mask(dbl, if dbl { !(1u64 << 63) } else { 0x7fff_ffff });
        self.copy(dst, src);
        self.ins(Code::Andps_xmm_xmmm128, &[m(dst), mem(a)]);
    }

    /// `fneg`.
    pub(crate) fn lower_fneg(&mut self, i: Inst, a: Value) -> Result<(), LowerError> {
        let dbl = self.is_double(self.func.dfg.value_type(a))?;
        let av = self.reg1(a)?;
        let dst = self.result_regs(i).only();
        self.flip_sign(dst, av, dbl);
        Ok(())
    }

    /// `ucomiss`/`ucomisd x, y`.
    fn ucomis(&mut self, x: VReg, y: VReg, dbl: bool) {
        let code = if dbl { Code::Ucomisd_xmm_xmmm64 } else { Code::Ucomiss_xmm_xmmm32 };
        self.ins(code, &[u(x), u(y)]);
    }

    /// Emits the compare for a predicate decided by one flag; `None` for oeq/une/true/false.
    pub(crate) fn emit_fcmp_single(
        &mut self,
        p: FloatPredicate,
        a: Value,
        b: Value,
    ) -> Result<Option<Cond>, LowerError> {
        let Some((cond, swap)) = single_cond(p) else { return Ok(None) };
        if self.is_fp80_value(a) {
            let (x, y) = if swap { (b, a) } else { (a, b) };
            self.fp80_compare(x, y)?;
            return Ok(Some(cond));
        }
        let dbl = self.is_double(self.func.dfg.value_type(a))?;
        let av = self.reg1(a)?;
        let bv = self.reg1(b)?;
        if swap {
            self.ucomis(bv, av, dbl);
        } else {
            self.ucomis(av, bv, dbl);
        }
        Ok(Some(cond))
    }

    /// Computes an fcmp into a new register (an `i1`).
    pub(crate) fn fcmp_to_reg(&mut self, p: FloatPredicate, a: Value, b: Value) -> Result<VReg, LowerError> {
        let r = self.gpr();
        match p {
            FloatPredicate::False => self.mov_imm(r, 0),
            FloatPredicate::True => self.mov_imm(r, 1),
            FloatPredicate::Oeq | FloatPredicate::Une => {
                if self.is_fp80_value(a) {
                    self.fp80_compare(a, b)?;
                } else {
                    let dbl = self.is_double(self.func.dfg.value_type(a))?;
                    let av = self.reg1(a)?;
                    let bv = self.reg1(b)?;
                    self.ucomis(av, bv, dbl);
                }
                let t = self.gpr();
                if p == FloatPredicate::Oeq {
                    self.setcc(Cond::E, r);
                    self.setcc(Cond::Np, t);
                    self.ins(Code::And_r32_rm32, &[m(r), u(t)]);
                } else {
                    self.setcc(Cond::Ne, r);
                    self.setcc(Cond::P, t);
                    self.ins(Code::Or_r32_rm32, &[m(r), u(t)]);
                }
            }
            _ => {
                let c = self.emit_fcmp_single(p, a, b)?.ok_or_else(|| self.err("bad fcmp predicate".into()))?;
                self.setcc(c, r);
            }
        }
        Ok(r)
    }

    /// An `fcmp` whose result is used as a value.
    pub(crate) fn lower_fcmp_value(
        &mut self,
        i: Inst,
        p: FloatPredicate,
        a: Value,
        b: Value,
    ) -> Result<(), LowerError> {
        let r = self.fcmp_to_reg(p, a, b)?;
        let dst = self.result_regs(i).only();
        self.copy(dst, r);
        Ok(())
    }

    /// Casts with a float on either side.
    pub(crate) fn lower_float_cast(
        &mut self,
        i: Inst,
        op: Opcode,
        arg: Value,
        from: Type,
        to: Type,
    ) -> Result<(), LowerError> {
        if self.is_fp80(from) || self.is_fp80(to) {
            return self.lower_fp80_cast(i, op, arg, from, to);
        }
        let types = &self.module.types;
        let src = self.reg1(arg)?;
        let dst = self.result_regs(i).only();
        use Code::*;
        match op {
            Opcode::FPExt => {
                if !(self.is_double(to)? && !self.is_double(from)?) {
                    return Err(self.err("only float to double fpext is supported".into()));
                }
                self.ins(Cvtss2sd_xmm_xmmm32, &[d(dst), u(src)]);
            }
            Opcode::FPTrunc => {
                if !(self.is_double(from)? && !self.is_double(to)?) {
                    return Err(self.err("only double to float fptrunc is supported".into()));
                }
                self.ins(Cvtsd2ss_xmm_xmmm64, &[d(dst), u(src)]);
            }
            Opcode::SIToFP | Opcode::UIToFP => {
                let bits = self.int_bits(from);
                let dbl = self.is_double(to)?;
                if bits > 64 {
                    return self.lower_i128_float_cast(i, op, arg, dbl);
                }
                let signed = op == Opcode::SIToFP;
                if !signed && bits == 64 {
                    return self.u64_to_fp(dst, src, dbl);
                }
                // Extend to a width where the value is non-negative (unsigned) or exact (signed).
                let (x, w64) = if signed {
                    (self.extend(src, bits, true), bits > 32)
                } else {
                    (self.extend_to(src, bits, false, true), true)
                };
                let code = match (dbl, w64) {
                    (true, true) => Cvtsi2sd_xmm_rm64,
                    (true, false) => Cvtsi2sd_xmm_rm32,
                    (false, true) => Cvtsi2ss_xmm_rm64,
                    (false, false) => Cvtsi2ss_xmm_rm32,
                };
                self.ins(code, &[d(dst), u(x)]);
            }
            Opcode::FPToSI | Opcode::FPToUI => {
                let bits = self.int_bits(to);
                let dbl = self.is_double(from)?;
                if bits > 64 {
                    return self.lower_i128_float_cast(i, op, arg, dbl);
                }
                if op == Opcode::FPToUI && bits == 64 {
                    return self.fp_to_u64(dst, src, dbl);
                }
                let w64 = bits > 32 || op == Opcode::FPToUI && bits == 32;
                let code = match (dbl, w64) {
                    (true, true) => Cvttsd2si_r64_xmmm64,
                    (true, false) => Cvttsd2si_r32_xmmm64,
                    (false, true) => Cvttss2si_r64_xmmm32,
                    (false, false) => Cvttss2si_r32_xmmm32,
                };
                self.ins(code, &[d(dst), u(src)]);
            }
            Opcode::BitCast => {
                let code = match (types.data(from), types.data(to)) {
                    (TypeData::Int(32), TypeData::Float) => Movd_xmm_rm32,
                    (TypeData::Int(64), TypeData::Double) => Movq_xmm_rm64,
                    (TypeData::Float, TypeData::Int(32)) => Movd_rm32_xmm,
                    (TypeData::Double, TypeData::Int(64)) => Movq_rm64_xmm,
                    (TypeData::Float, TypeData::Float) | (TypeData::Double, TypeData::Double) => {
                        self.copy(dst, src);
                        return Ok(());
                    }
                    _ => return Err(self.err("unsupported floating-point bitcast".into())),
                };
                self.ins(code, &[d(dst), u(src)]);
            }
            _ => return Err(self.err(format!("cast {} is not supported", op.name()))),
        }
        Ok(())
    }

    /// uitofp from i64: halve (keeping the low bit) when the sign bit is set, convert, double.
    fn u64_to_fp(&mut self, dst: VReg, x: VReg, dbl: bool) -> Result<(), LowerError> {
        use Code::*;
        let half = self.gpr();
        let low = self.gpr();
        self.copy(half, x);
        self.ins(Shr_rm64_imm8, &[m(half), imm(1)]);
        self.copy(low, x);
        self.ins(And_rm32_imm32, &[m(low), imm(1)]);
        self.ins(Or_r64_rm64, &[m(half), u(low)]);
        self.ins(Test_rm64_r64, &[u(x), u(x)]);
        self.ins(Cmovns_r64_rm64, &[m(half), u(x)]);
        let f = self.xmm();
        let cvt = if dbl { Cvtsi2sd_xmm_rm64 } else { Cvtsi2ss_xmm_rm64 };
        self.ins(cvt, &[d(f), u(half)]);
        let f2 = self.copy_new(f, RegClass::Vec);
        let add = if dbl { Addsd_xmm_xmmm64 } else { Addss_xmm_xmmm32 };
        self.ins(add, &[m(f2), u(f)]);
        // Pick the doubled value when the sign bit was set (through GPRs for cmov).
        let g1 = self.gpr();
        let g2 = self.gpr();
        self.ins(Movq_rm64_xmm, &[d(g1), u(f)]);
        self.ins(Movq_rm64_xmm, &[d(g2), u(f2)]);
        self.ins(Test_rm64_r64, &[u(x), u(x)]);
        self.ins(Cmovs_r64_rm64, &[m(g1), u(g2)]);
        self.ins(Movq_xmm_rm64, &[d(dst), u(g1)]);
        Ok(())
    }

    /// fptoui to i64: values >= 2^63 convert `x - 2^63` and set the top bit.
    fn fp_to_u64(&mut self, dst: VReg, x: VReg, dbl: bool) -> Result<(), LowerError> {
        use Code::*;
        let two63 = if dbl { (1u64 << 63) as f64 } else { 0.0 };
        let c = if dbl {
            let s = self.st.rodata_const(&two63.to_bits().to_le_bytes(), 8);
            let r = self.xmm();
            self.ins(Movsd_xmm_xmmm64, &[d(r), mem(Amode::sym(s, 0))]);
            r
        } else {
            let s = self.st.rodata_const(&((1u64 << 63) as f32).to_bits().to_le_bytes(), 4);
            let r = self.xmm();
            self.ins(Movss_xmm_xmmm32, &[d(r), mem(Amode::sym(s, 0))]);
            r
        };
        let cvt = if dbl { Cvttsd2si_r64_xmmm64 } else { Cvttss2si_r64_xmmm32 };
        let a = self.gpr();
        self.ins(cvt, &[d(a), u(x)]);
        let y = self.copy_new(x, RegClass::Vec);
        let sub = if dbl { Subsd_xmm_xmmm64 } else { Subss_xmm_xmmm32 };
        self.ins(sub, &[m(y), u(c)]);
        let b = self.gpr();
        self.ins(cvt, &[d(b), u(y)]);
        let top = self.imm_reg(i64::MIN);
        self.ins(Xor_r64_rm64, &[m(b), u(top)]);
        self.copy(dst, a);
        let cmp = if dbl { Ucomisd_xmm_xmmm64 } else { Ucomiss_xmm_xmmm32 };
        self.ins(cmp, &[u(x), u(c)]);
        self.ins(Cmovae_r64_rm64, &[m(dst), u(b)]);
        Ok(())
    }
}
