//! `i128` as (low, high) register pairs: add/adc, sub/sbb, bitwise ops, multiplication with
//! `mul` + `imul`, shifts with shld/shrd and branchless handling of counts >= 64, compares,
//! extensions/truncations, and division through the compiler-rt/libgcc helpers.

use iced_x86::Code;
use kiln_ir::{Inst, IntPredicate, Opcode, Value};
use kiln_regalloc::{Operand, PReg, PRegSet, VReg};

use super::build::{imm, m, pu, u};
use super::FuncLower;
use crate::ctx::{LowerCtx, LowerError, ValueRegs};
use crate::mir::Cond;
use kiln_abi::PartClass;

impl FuncLower<'_> {
    /// The (low, high) registers of an `i128` value.
    fn pair(&mut self, v: Value) -> Result<(VReg, VReg), LowerError> {
        let r = self.value_regs(v)?;
        if r.len() != 2 {
            return Err(self.err("expected an i128 register pair".into()));
        }
        Ok((r.regs()[0], r.regs()[1]))
    }

    /// The pair of a 65..128-bit value with the high part extended from its width.
    pub(crate) fn pair_ext(&mut self, v: Value, signed: bool) -> Result<(VReg, VReg), LowerError> {
        let (lo, hi) = self.pair(v)?;
        let bits = self.int_bits(self.func.dfg.value_type(v));
        if bits == 128 {
            return Ok((lo, hi));
        }
        let hi = self.extend_to(hi, bits - 64, signed, true);
        Ok((lo, hi))
    }

    /// Binary operators on `i128`.
    pub(crate) fn lower_i128_binary(&mut self, i: Inst, op: Opcode, a: Value, b: Value) -> Result<(), LowerError> {
        let signed = matches!(op, Opcode::AShr | Opcode::SDiv | Opcode::SRem);
        let needs_ext =
            matches!(op, Opcode::LShr | Opcode::AShr | Opcode::UDiv | Opcode::SDiv | Opcode::URem | Opcode::SRem);
        let ((al, ah), (bl, bh)) = if needs_ext {
            (self.pair_ext(a, signed)?, self.pair_ext(b, signed)?)
        } else {
            (self.pair(a)?, self.pair(b)?)
        };
        let lo = self.gpr();
        let hi = self.gpr();
        use Code::*;
        match op {
            Opcode::Add | Opcode::Sub | Opcode::And | Opcode::Or | Opcode::Xor => {
                let (cl, ch) = match op {
                    Opcode::Add => (Add_r64_rm64, Adc_r64_rm64),
                    Opcode::Sub => (Sub_r64_rm64, Sbb_r64_rm64),
                    Opcode::And => (And_r64_rm64, And_r64_rm64),
                    Opcode::Or => (Or_r64_rm64, Or_r64_rm64),
                    _ => (Xor_r64_rm64, Xor_r64_rm64),
                };
                self.copy(lo, al);
                self.copy(hi, ah);
                self.ins(cl, &[m(lo), u(bl)]);
                self.ins(ch, &[m(hi), u(bh)]);
            }
            Opcode::Mul => {
                let t1 = self.gpr();
                let t2 = self.gpr();
                self.copy(t1, al);
                self.ins(Imul_r64_rm64, &[m(t1), u(bh)]);
                self.copy(t2, ah);
                self.ins(Imul_r64_rm64, &[m(t2), u(bl)]);
                self.copy_to_preg(PReg::RAX, al);
                self.ins_full(
                    Mul_rm64,
                    &[u(bl)],
                    &[Operand::preg_mod(PReg::RAX), Operand::preg_def(PReg::RDX)],
                    PRegSet::empty(),
                );
                self.copy_from_preg(lo, PReg::RAX);
                self.copy_from_preg(hi, PReg::RDX);
                self.ins(Add_r64_rm64, &[m(hi), u(t1)]);
                self.ins(Add_r64_rm64, &[m(hi), u(t2)]);
            }
            Opcode::Shl | Opcode::LShr | Opcode::AShr => {
                let zero_or_sign = self.gpr();
                if op == Opcode::AShr {
                    self.copy(zero_or_sign, ah);
                    self.ins(Sar_rm64_imm8, &[m(zero_or_sign), imm(63)]);
                } else {
                    self.mov_imm(zero_or_sign, 0);
                }
                self.copy(lo, al);
                self.copy(hi, ah);
                self.copy_to_preg(PReg::RCX, bl);
                if op == Opcode::Shl {
                    self.ins(Shld_rm64_r64_CL, &[m(hi), u(lo), pu(PReg::RCX)]);
                    self.ins(Shl_rm64_CL, &[m(lo), pu(PReg::RCX)]);
                    self.ins(Test_rm32_imm32, &[u(bl), imm(64)]);
                    self.ins(Cmovne_r64_rm64, &[m(hi), u(lo)]);
                    self.ins(Cmovne_r64_rm64, &[m(lo), u(zero_or_sign)]);
                } else {
                    self.ins(Shrd_rm64_r64_CL, &[m(lo), u(hi), pu(PReg::RCX)]);
                    let sh = if op == Opcode::AShr { Sar_rm64_CL } else { Shr_rm64_CL };
                    self.ins(sh, &[m(hi), pu(PReg::RCX)]);
                    self.ins(Test_rm32_imm32, &[u(bl), imm(64)]);
                    self.ins(Cmovne_r64_rm64, &[m(lo), u(hi)]);
                    self.ins(Cmovne_r64_rm64, &[m(hi), u(zero_or_sign)]);
                }
            }
            Opcode::UDiv | Opcode::SDiv | Opcode::URem | Opcode::SRem => {
                let name = match op {
                    Opcode::UDiv => "__udivti3",
                    Opcode::SDiv => "__divti3",
                    Opcode::URem => "__umodti3",
                    _ => "__modti3",
                };
                let args = [(vec![al, ah], kiln_regalloc::RegClass::Int), (vec![bl, bh], kiln_regalloc::RegClass::Int)];
                self.emit_libcall_pairs(name, &args, &[(lo, PartClass::Int), (hi, PartClass::Int)])?;
            }
            _ => return Err(self.err(format!("i128 {} is not supported", op.name()))),
        }
        let dst = self.result_regs(i);
        self.copy_regs(dst, ValueRegs::from_slice(&[lo, hi]));
        Ok(())
    }

    /// Compares two `i128` values; returns the condition that means true.
    pub(crate) fn emit_i128_cmp(&mut self, pred: IntPredicate, a: Value, b: Value) -> Result<Cond, LowerError> {
        use IntPredicate::*;
        let signed = matches!(pred, Sgt | Sge | Slt | Sle);
        let (al, ah) = self.pair_ext(a, signed)?;
        let (bl, bh) = self.pair_ext(b, signed)?;
        use Code::*;
        if matches!(pred, Eq | Ne) {
            let t = self.gpr();
            let t2 = self.gpr();
            self.copy(t, al);
            self.ins(Xor_r64_rm64, &[m(t), u(bl)]);
            self.copy(t2, ah);
            self.ins(Xor_r64_rm64, &[m(t2), u(bh)]);
            self.ins(Or_r64_rm64, &[m(t), u(t2)]);
            return Ok(if pred == Eq { Cond::E } else { Cond::Ne });
        }
        let swap = matches!(pred, Ugt | Ule | Sgt | Sle);
        let ((xl, xh), (yl, yh)) = if swap { ((bl, bh), (al, ah)) } else { ((al, ah), (bl, bh)) };
        let t = self.gpr();
        self.copy(t, xh);
        self.ins(Cmp_r64_rm64, &[u(xl), u(yl)]);
        self.ins(Sbb_r64_rm64, &[m(t), u(yh)]);
        Ok(match pred {
            Ult | Ugt => Cond::B,
            Uge | Ule => Cond::Ae,
            Slt | Sgt => Cond::L,
            _ => Cond::Ge,
        })
    }

    /// Casts to or from `i128`.
    pub(crate) fn lower_i128_cast(
        &mut self,
        i: Inst,
        op: Opcode,
        arg: Value,
        fb: u32,
        tb: u32,
    ) -> Result<(), LowerError> {
        if fb > 128 || tb > 128 {
            return Err(self.err("integers wider than 128 bits are not supported".into()));
        }
        let dst = self.result_regs(i);
        if fb > 64 && tb > 64 && matches!(op, Opcode::ZExt | Opcode::SExt) {
            let (lo, hi) = self.pair_ext(arg, op == Opcode::SExt)?;
            self.copy(dst.regs()[0], lo);
            self.copy(dst.regs()[1], hi);
            return Ok(());
        }
        let src = self.value_regs(arg)?;
        match op {
            Opcode::Trunc | Opcode::PtrToInt | Opcode::BitCast if fb > 64 => {
                self.copy(dst.regs()[0], src.regs()[0]);
                if tb > 64 {
                    self.copy(dst.regs()[1], src.regs()[1]);
                }
            }
            Opcode::ZExt | Opcode::PtrToInt | Opcode::IntToPtr if fb <= 64 => {
                let lo = self.extend_to(src.only(), fb, false, true);
                self.copy(dst.regs()[0], lo);
                if tb > 64 {
                    self.mov_imm(dst.regs()[1], 0);
                }
            }
            Opcode::SExt if fb <= 64 => {
                let lo = self.extend_to(src.only(), fb, true, true);
                self.copy(dst.regs()[0], lo);
                self.copy(dst.regs()[1], lo);
                self.ins(Code::Sar_rm64_imm8, &[m(dst.regs()[1]), imm(63)]);
            }
            Opcode::IntToPtr => self.copy(dst.regs()[0], src.regs()[0]),
            _ => return Err(self.err(format!("i128 cast {} is not supported", op.name()))),
        }
        Ok(())
    }
}

impl FuncLower<'_> {
    /// Conversions between i128 and float/double through the compiler-rt helpers.
    pub(crate) fn lower_i128_float_cast(
        &mut self,
        i: Inst,
        op: Opcode,
        arg: Value,
        dbl: bool,
    ) -> Result<(), LowerError> {
        let sfx = if dbl { "df" } else { "sf" };
        let dst = self.result_regs(i);
        match op {
            Opcode::SIToFP | Opcode::UIToFP => {
                let signed = op == Opcode::SIToFP;
                let (lo, hi) = self.pair_ext(arg, signed)?;
                let name = format!("__float{}ti{sfx}", if signed { "" } else { "un" });
                self.emit_libcall_pairs(
                    &name,
                    &[(vec![lo, hi], kiln_regalloc::RegClass::Int)],
                    &[(dst.only(), PartClass::Sse)],
                )
            }
            Opcode::FPToSI | Opcode::FPToUI => {
                let x = self.value_regs(arg)?.only();
                let name = format!("__fix{}{sfx}ti", if op == Opcode::FPToUI { "uns" } else { "" });
                let rets = [(dst.regs()[0], PartClass::Int), (dst.regs()[1], PartClass::Int)];
                self.emit_libcall_pairs(&name, &[(vec![x], kiln_regalloc::RegClass::Vec)], &rets)
            }
            _ => Err(self.err("unsupported i128 conversion".into())),
        }
    }
}
