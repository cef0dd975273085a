//! Integer arithmetic (i1..i64), compares, selects and casts between integers, pointers and
//! floats (float conversions are in `float`).

use iced_x86::Code;
use kiln_ir::{Inst, IntPredicate, Opcode, Type, TypeData, Value};
use kiln_regalloc::{Operand, PReg, RegClass, VReg};

use super::build::{d, fits_i32, imm, m, mem, pu, u};
use super::consts::const_int;
use super::FuncLower;
use crate::ctx::{LowerCtx, LowerError, ValueRegs};
use crate::mir::{Cond, MOperand};

/// Codes of a two-operand ALU op: (r32 rm32, r64 rm64, rm32 imm32, rm64 imm32).
fn alu_codes(op: Opcode) -> Option<(Code, Code, Code, Code)> {
    use Code::*;
    Some(match op {
        Opcode::Add => (Add_r32_rm32, Add_r64_rm64, Add_rm32_imm32, Add_rm64_imm32),
        Opcode::Sub => (Sub_r32_rm32, Sub_r64_rm64, Sub_rm32_imm32, Sub_rm64_imm32),
        Opcode::And => (And_r32_rm32, And_r64_rm64, And_rm32_imm32, And_rm64_imm32),
        Opcode::Or => (Or_r32_rm32, Or_r64_rm64, Or_rm32_imm32, Or_rm64_imm32),
        Opcode::Xor => (Xor_r32_rm32, Xor_r64_rm64, Xor_rm32_imm32, Xor_rm64_imm32),
        _ => return None,
    })
}

/// Whether a predicate compares as signed.
pub(crate) fn is_signed(p: IntPredicate) -> bool {
    matches!(p, IntPredicate::Sgt | IntPredicate::Sge | IntPredicate::Slt | IntPredicate::Sle)
}

impl FuncLower<'_> {
    /// An immediate for `v` usable by an ALU op of `bits` width, if `v` is a fitting constant.
    pub(crate) fn imm_operand(&self, v: Value, bits: u32) -> Option<i64> {
        let c = const_int(self.module, &self.func.dfg, v)?;
        if bits <= 32 {
            Some(c as i64 as i32 as i64)
        } else if bits <= 64 && fits_i32(c as i64) {
            Some(c as i64)
        } else {
            None
        }
    }

    /// Integer binary operators on i1..i64.
    pub(crate) fn lower_int_binary(&mut self, i: Inst, op: Opcode, a: Value, b: Value) -> Result<(), LowerError> {
        let ty = self.func.dfg.value_type(a);
        let bits = self.int_bits(ty);
        if bits > 64 {
            return Err(self.err(format!("{bits}-bit integers are not supported (only up to 64 and 128)")));
        }
        let w64 = bits > 32;
        let dst = self.result_regs(i).only();
        if let Some((rr32, rr64, ri32, ri64)) = alu_codes(op) {
            let av = self.value_regs(a)?.only();
            let k = self.imm_operand(b, bits);
            let rhs = match k {
                Some(k) => imm(k),
                None => match self.folded_load_mem(b)? {
                    Some(a) => mem(a),
                    None => u(self.value_regs(b)?.only()),
                },
            };
            self.copy(dst, av);
            let code = match (k.is_some(), w64) {
                (true, true) => ri64,
                (true, false) => ri32,
                (false, true) => rr64,
                (false, false) => rr32,
            };
            self.ins(code, &[m(dst), rhs]);
            return Ok(());
        }
        match op {
            Opcode::Mul => {
                let av = self.value_regs(a)?.only();
                if let Some(k) = self.imm_operand(b, bits) {
                    let code = if w64 { Code::Imul_r64_rm64_imm32 } else { Code::Imul_r32_rm32_imm32 };
                    self.ins(code, &[d(dst), u(av), imm(k)]);
                } else {
                    let rhs = match self.folded_load_mem(b)? {
                        Some(a) => mem(a),
                        None => u(self.value_regs(b)?.only()),
                    };
                    self.copy(dst, av);
                    self.ins(if w64 { Code::Imul_r64_rm64 } else { Code::Imul_r32_rm32 }, &[m(dst), rhs]);
                }
                Ok(())
            }
            Opcode::Shl | Opcode::LShr | Opcode::AShr => self.lower_shift(dst, op, a, b, bits),
            Opcode::UDiv | Opcode::SDiv | Opcode::URem | Opcode::SRem => self.lower_div(dst, op, a, b, bits),
            _ => Err(self.err(format!("integer operator {} is not supported", op.name()))),
        }
    }

    /// Shifts: right shifts extend first; variable counts go through cl.
    fn lower_shift(&mut self, dst: VReg, op: Opcode, a: Value, b: Value, bits: u32) -> Result<(), LowerError> {
        let w64 = bits > 32;
        let av = self.value_regs(a)?.only();
        let av = match op {
            Opcode::LShr => self.extend(av, bits, false),
            Opcode::AShr => self.extend(av, bits, true),
            _ => av,
        };
        use Code::*;
        let (ci, ccl) = match (op, w64) {
            (Opcode::Shl, false) => (Shl_rm32_imm8, Shl_rm32_CL),
            (Opcode::Shl, true) => (Shl_rm64_imm8, Shl_rm64_CL),
            (Opcode::LShr, false) => (Shr_rm32_imm8, Shr_rm32_CL),
            (Opcode::LShr, true) => (Shr_rm64_imm8, Shr_rm64_CL),
            (Opcode::AShr, false) => (Sar_rm32_imm8, Sar_rm32_CL),
            _ => (Sar_rm64_imm8, Sar_rm64_CL),
        };
        if let Some(k) = const_int(self.module, &self.func.dfg, b) {
            self.copy(dst, av);
            let k = (k as i64) & if w64 { 63 } else { 31 };
            if k != 0 {
                self.ins(ci, &[m(dst), imm(k)]);
            }
            return Ok(());
        }
        let bv = self.value_regs(b)?.only();
        self.copy(dst, av);
        self.copy_to_preg(PReg::RCX, bv);
        self.ins(ccl, &[m(dst), pu(PReg::RCX)]);
        Ok(())
    }

    /// Division and remainder through rdx:rax; by a power of two with shifts and masks.
    fn lower_div(&mut self, dst: VReg, op: Opcode, a: Value, b: Value, bits: u32) -> Result<(), LowerError> {
        let w64 = bits > 32;
        let signed = matches!(op, Opcode::SDiv | Opcode::SRem);
        if let Some(k) = self.power_of_two_divisor(b, bits) {
            return self.lower_div_by_power_of_two(dst, op, a, k, bits);
        }
        if let Some(divisor) = self.unsigned_divisor(op, b, bits) {
            return self.lower_udiv_by_constant(dst, op, a, divisor, bits);
        }
        let av = self.value_regs(a)?.only();
        let bv = self.value_regs(b)?.only();
        let av = self.extend(av, bits, signed);
        let bv = self.extend(bv, bits, signed);
        self.copy_to_preg(PReg::RAX, av);
        if signed {
            let code = if w64 { Code::Cqo } else { Code::Cdq };
            self.ins_full(
                code,
                &[],
                &[Operand::preg_use(PReg::RAX), Operand::preg_def(PReg::RDX)],
                kiln_regalloc::PRegSet::empty(),
            );
        } else {
            self.ins(Code::Mov_r32_imm32, &[MOperand::Reg(Operand::preg_def(PReg::RDX)), imm(0)]);
        }
        let code = match (signed, w64) {
            (true, false) => Code::Idiv_rm32,
            (true, true) => Code::Idiv_rm64,
            (false, false) => Code::Div_rm32,
            (false, true) => Code::Div_rm64,
        };
        self.ins_full(
            code,
            &[u(bv)],
            &[Operand::preg_mod(PReg::RAX), Operand::preg_mod(PReg::RDX)],
            kiln_regalloc::PRegSet::empty(),
        );
        let from = if matches!(op, Opcode::UDiv | Opcode::SDiv) { PReg::RAX } else { PReg::RDX };
        self.copy_from_preg(dst, from);
        Ok(())
    }

    /// `k` when `b` is the constant 2^k with 1 <= k <= 31 and k < bits - 1 (so it is positive as a
    /// signed value of the type too, and its mask fits a sign-extended imm32).
    fn power_of_two_divisor(&self, b: Value, bits: u32) -> Option<u32> {
        let c = const_int(self.module, &self.func.dfg, b)? as u64;
        let c = if bits >= 64 { c } else { c & ((1u64 << bits) - 1) };
        let k = c.trailing_zeros();
        (c.is_power_of_two() && (1..=31).contains(&k) && k + 1 < bits).then_some(k)
    }

    /// The divisor of an unsigned `udiv`/`urem` by a constant of at least 2 (as a value of the
    /// type), which a multiply replaces.
    fn unsigned_divisor(&self, op: Opcode, b: Value, bits: u32) -> Option<u64> {
        if !matches!(op, Opcode::UDiv | Opcode::URem) || bits > 64 {
            return None;
        }
        let c = const_int(self.module, &self.func.dfg, b)? as u64;
        let c = if bits >= 64 { c } else { c & ((1u64 << bits) - 1) };
        (c >= 2).then_some(c)
    }

    /// Unsigned `a / d` or `a % d` for a constant `d >= 2` without a divide, by the round-up
    /// multiplier of Granlund and Montgomery (as the vector lowering does): with `w` the
    /// operation width (32, or 64 above 32 bits), `l = ceil(log2 d)` and
    /// `m = floor(2^w (2^l - d) / d) + 1 < 2^w`, `t = mulhi(a, m)` and
    /// `q = (t + ((a - t) >> 1)) >> (l - 1)`, exact for every `a < 2^w`; the remainder is
    /// `a - q*d`. At 32 bits the high half comes from a 64-bit `imul` of the zero-extended
    /// dividend (no fixed registers); at 64 bits from `mul`, in rdx.
    fn lower_udiv_by_constant(
        &mut self,
        dst: VReg,
        op: Opcode,
        a: Value,
        divisor: u64,
        bits: u32,
    ) -> Result<(), LowerError> {
        use Code::*;
        let w64 = bits > 32;
        let w: u32 = if w64 { 64 } else { 32 };
        let l = 64 - (divisor - 1).leading_zeros();
        let mul = ((((1u128 << l) - divisor as u128) << w) / divisor as u128 + 1) as u64;
        let av = self.value_regs(a)?.only();
        // The dividend, zero-extended to 64 bits.
        let x = self.extend_to(av, bits, false, true);
        let t = self.gpr();
        if w64 {
            self.copy_to_preg(PReg::RAX, x);
            let mv = self.gpr();
            self.ins(Mov_r64_imm64, &[d(mv), imm(mul as i64)]);
            self.ins_full(
                Mul_rm64,
                &[u(mv)],
                &[Operand::preg_mod(PReg::RAX), Operand::preg_def(PReg::RDX)],
                kiln_regalloc::PRegSet::empty(),
            );
            self.copy_from_preg(t, PReg::RDX);
        } else {
            self.ins(Mov_r32_imm32, &[d(t), imm(mul as i64)]);
            self.ins(Imul_r64_rm64, &[m(t), u(x)]);
            self.ins(Shr_rm64_imm8, &[m(t), imm(32)]);
        }
        let (sub, add, shr) =
            if w64 { (Sub_r64_rm64, Add_r64_rm64, Shr_rm64_imm8) } else { (Sub_r32_rm32, Add_r32_rm32, Shr_rm32_imm8) };
        let half = self.gpr();
        self.copy(half, x);
        self.ins(sub, &[m(half), u(t)]);
        self.ins(shr, &[m(half), imm(1)]);
        self.ins(add, &[m(t), u(half)]);
        if l > 1 {
            self.ins(shr, &[m(t), imm(i64::from(l - 1))]);
        }
        if op == Opcode::UDiv {
            self.copy(dst, t);
            return Ok(());
        }
        let prod = self.gpr();
        if !w64 {
            self.ins(Imul_r32_rm32_imm32, &[d(prod), u(t), imm(divisor as i64)]);
        } else if divisor <= i32::MAX as u64 {
            self.ins(Imul_r64_rm64_imm32, &[d(prod), u(t), imm(divisor as i64)]);
        } else {
            self.ins(Mov_r64_imm64, &[d(prod), imm(divisor as i64)]);
            self.ins(Imul_r64_rm64, &[m(prod), u(t)]);
        }
        self.copy(dst, x);
        self.ins(sub, &[m(dst), u(prod)]);
        Ok(())
    }

    /// `a op 2^k` without a divide: unsigned with a shift or a mask; signed by adding
    /// `2^k - 1` to negative dividends first (rounding toward zero), as C requires.
    fn lower_div_by_power_of_two(
        &mut self,
        dst: VReg,
        op: Opcode,
        a: Value,
        k: u32,
        bits: u32,
    ) -> Result<(), LowerError> {
        let w64 = bits > 32;
        let width = if w64 { 64 } else { 32 };
        let signed = matches!(op, Opcode::SDiv | Opcode::SRem);
        let av = self.value_regs(a)?.only();
        let t = self.extend(av, bits, signed);
        use Code::*;
        let (sar, shr, add, and, sub) = if w64 {
            (Sar_rm64_imm8, Shr_rm64_imm8, Add_r64_rm64, And_rm64_imm32, Sub_r64_rm64)
        } else {
            (Sar_rm32_imm8, Shr_rm32_imm8, Add_r32_rm32, And_rm32_imm32, Sub_r32_rm32)
        };
        match op {
            Opcode::UDiv => {
                self.copy(dst, t);
                self.ins(shr, &[m(dst), imm(k as i64)]);
            }
            Opcode::URem => {
                self.copy(dst, t);
                self.ins(and, &[m(dst), imm((1i64 << k) - 1)]);
            }
            _ => {
                // bias = (t < 0) ? 2^k - 1 : 0, from the sign bit shifted down.
                let bias = self.gpr();
                self.copy(bias, t);
                if k > 1 {
                    self.ins(sar, &[m(bias), imm(width - 1)]);
                }
                self.ins(shr, &[m(bias), imm(width - k as i64)]);
                self.ins(add, &[m(bias), u(t)]);
                if op == Opcode::SDiv {
                    self.copy(dst, bias);
                    self.ins(sar, &[m(dst), imm(k as i64)]);
                } else {
                    self.ins(and, &[m(bias), imm(-(1i64 << k))]);
                    self.copy(dst, t);
                    self.ins(sub, &[m(dst), u(bias)]);
                }
            }
        }
        Ok(())
    }

    /// Emits a compare for `icmp pred a, b` and returns the condition that means true.
    pub(crate) fn emit_icmp(&mut self, pred: IntPredicate, a: Value, b: Value) -> Result<Cond, LowerError> {
        let ty = self.func.dfg.value_type(a);
        let bits = self.int_bits(ty);
        if bits > 64 && bits <= 128 {
            return self.emit_i128_cmp(pred, a, b);
        }
        if bits > 128 {
            return self.emit_wide_cmp(pred, a, b);
        }
        let signed = is_signed(pred);
        let av = self.value_regs(a)?.only();
        let natural = matches!(bits, 8 | 16 | 32 | 64);
        let av = if natural { av } else { self.extend(av, bits, signed) };
        let k = self.imm_operand(b, bits).filter(|_| natural || bits == 1);
        // An i1 constant compares as 0/1 unsigned and as 0/-1 signed (`true` is -1 as a signed i1),
        // matching how the register operand was extended.
        let k = k.map(|k| match (bits, signed) {
            (1, false) => k & 1,
            (1, true) => -(k & 1),
            _ => k,
        });
        let w64 = bits > 32;
        use Code::*;
        if let Some(k) = k {
            let code = match bits {
                8 => Cmp_rm8_imm8,
                16 => Cmp_rm16_imm16,
                _ if w64 => Cmp_rm64_imm32,
                _ => Cmp_rm32_imm32,
            };
            let k = match bits {
                8 => k as u8 as i8 as i64,
                16 => k as u16 as i16 as i64,
                _ => k,
            };
            self.ins(code, &[u(av), imm(k)]);
        } else {
            let rhs = match self.folded_load_mem(b)? {
                Some(a) if natural => mem(a),
                _ => {
                    let bv = self.value_regs(b)?.only();
                    u(if natural { bv } else { self.extend(bv, bits, signed) })
                }
            };
            let code = match bits {
                8 => Cmp_r8_rm8,
                16 => Cmp_r16_rm16,
                _ if w64 => Cmp_r64_rm64,
                _ => Cmp_r32_rm32,
            };
            self.ins(code, &[u(av), rhs]);
        }
        Ok(Cond::from_int_predicate(pred))
    }

    /// `select c, t, f`.
    pub(crate) fn lower_select(&mut self, i: Inst, c: Value, t: Value, f: Value) -> Result<(), LowerError> {
        let tv = self.value_regs(t)?;
        let fv = self.value_regs(f)?;
        let dst = self.result_regs(i);
        // Float parts go through GPRs so that cmov can pick them.
        let ty = self.func.dfg.value_type(t);
        let classes = self.reg_classes(ty)?;
        let mut gt = Vec::new();
        let mut gf = Vec::new();
        for (k, &cl) in classes.iter().enumerate() {
            match cl {
                RegClass::Int => {
                    gt.push(tv.regs()[k]);
                    gf.push(fv.regs()[k]);
                }
                RegClass::Vec => {
                    let a = self.gpr();
                    let b = self.gpr();
                    self.ins(Code::Movq_rm64_xmm, &[d(a), u(tv.regs()[k])]);
                    self.ins(Code::Movq_rm64_xmm, &[d(b), u(fv.regs()[k])]);
                    gt.push(a);
                    gf.push(b);
                }
            }
        }
        let mut outs = Vec::new();
        for k in 0..classes.len() {
            let o = self.gpr();
            self.copy(o, gf[k]);
            outs.push(o);
        }
        let cc = self.cond_flags(c)?;
        for k in 0..classes.len() {
            self.ins(cc.cmov64_code(), &[m(outs[k]), u(gt[k])]);
        }
        for (k, &cl) in classes.iter().enumerate() {
            match cl {
                RegClass::Int => self.copy(dst.regs()[k], outs[k]),
                RegClass::Vec => self.ins(Code::Movq_xmm_rm64, &[d(dst.regs()[k]), u(outs[k])]),
            }
        }
        Ok(())
    }

    /// Casts.
    pub(crate) fn lower_cast(&mut self, i: Inst, op: Opcode, arg: Value) -> Result<(), LowerError> {
        let from = self.func.dfg.value_type(arg);
        let res = self.func.dfg.inst_result(i).ok_or_else(|| self.err("cast without result".into()))?;
        let to = self.func.dfg.value_type(res);
        let types = &self.module.types;
        if types.is_float(from) || types.is_float(to) {
            return self.lower_float_cast(i, op, arg, from, to);
        }
        let fb = self.int_bits(from);
        let tb = self.int_bits(to);
        if fb > 128 || tb > 128 {
            return self.lower_wide_cast(i, op, arg, fb, tb);
        }
        if fb > 64 || tb > 64 {
            return self.lower_i128_cast(i, op, arg, fb, tb);
        }
        let src = self.value_regs(arg)?.only();
        let dst = self.result_regs(i).only();
        match op {
            Opcode::ZExt => {
                let e = self.extend_to(src, fb, false, tb > 32);
                self.copy(dst, e);
            }
            Opcode::SExt => {
                let e = self.extend_to(src, fb, true, tb > 32);
                self.copy(dst, e);
            }
            Opcode::Trunc | Opcode::PtrToInt | Opcode::IntToPtr | Opcode::BitCast | Opcode::AddrSpaceCast => {
                // ptrtoint to a wider integer than 64 bits is handled above; inttoptr from a narrower
                // integer zero-extends.
                if op == Opcode::IntToPtr && fb < 64 {
                    let e = self.extend_to(src, fb, false, true);
                    self.copy(dst, e);
                } else {
                    self.copy(dst, src);
                }
            }
            _ => return Err(self.err(format!("cast {} is not supported", op.name()))),
        }
        Ok(())
    }

    /// Whether a type is a float or double.
    pub(crate) fn is_fp(&self, ty: Type) -> bool {
        matches!(self.module.types.data(ty), TypeData::Float | TypeData::Double)
    }

    /// The registers of `v`, with a single register.
    pub(crate) fn reg1(&mut self, v: Value) -> Result<VReg, LowerError> {
        Ok(self.value_regs(v)?.only())
    }

    /// Copies `src` into the result registers of `i`.
    pub(crate) fn set_result(&mut self, i: Inst, src: ValueRegs) {
        let dst = self.result_regs(i);
        self.copy_regs(dst, src);
    }
}
