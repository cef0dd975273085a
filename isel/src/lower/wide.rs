//! Integers wider than 128 bits (`i129` ... `i8388608`), as LLVM's type legalizer expands them.
//!
//! A value lives in memory like a memory-resident aggregate (`agg`): a stack slot of
//! `ceil(N / 64)` little-endian 64-bit words written once by its defining instruction, whose SSA
//! value is the slot's address. Phis, selects, loads, stores, `freeze`, constants and
//! `extractvalue`/`insertvalue` therefore reuse the aggregate machinery. The bits of the top word
//! above `N` are undefined (as the high part of a 65..127-bit register pair is, see `i128`):
//! operations whose result depends on them extend the top word first (compares, right shifts,
//! extensions), and a store writes exactly the store size with the partial top byte
//! zero-extended (`store_big`).
//!
//! Each operation is unrolled over the words: `add`/`adc` and `sub`/`sbb` chains, bitwise
//! operations word by word, schoolbook multiplication with `mul`, compares with a `cmp`/`sbb`
//! chain (or an or of xors), shifts by a constant with `shld`/`shrd`, and shifts by a variable
//! amount through a double-width stack buffer read at a word offset (as LLVM shifts large integers
//! through the stack), then `shld`/`shrd` by the remaining bits. A shift amount of `N` or more is
//! poison; it is clamped to `N` so that the buffer read stays inside the buffer. Division and
//! remainder become shift-subtract loops before selection (`crate::wide_expand`).

use iced_x86::Code;
use kiln_ir::{ConstData, Inst, IntPredicate, Intrinsic, Opcode, Type, TypeData, Value};
use kiln_regalloc::{PReg, VReg};

use super::build::{d, imm, m, mem, pu, u};
use super::mem::off;
use super::FuncLower;
use crate::ctx::{LowerCtx, LowerError};
use crate::mir::{Amode, Cond};

/// How the bits of the top word above the width are made defined.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Top {
    /// Left as they are.
    Raw,
    /// Zero-extended.
    Zero,
    /// Sign-extended.
    Sign,
}

impl FuncLower<'_> {
    /// Whether `ty` is an integer wider than 128 bits.
    pub(crate) fn is_wide_int(&self, ty: Type) -> bool {
        matches!(self.module.types.data(ty), TypeData::Int(n) if *n > 128)
    }

    /// The address of the words of wide value `v`.
    fn wide_addr(&mut self, v: Value) -> Result<Amode, LowerError> {
        Ok(Amode::reg(self.value_regs(v)?.only(), 0))
    }

    /// A new slot for the result of `i` (of wide type `ty`).
    fn wide_slot(&mut self, ty: Type) -> Result<Amode, LowerError> {
        self.big_slot(ty)
    }

    /// Makes the address of `slot` the value of `i`.
    fn wide_done(&mut self, i: Inst, slot: Amode) {
        let dst = self.result_regs(i).only();
        self.lea(dst, slot);
    }

    /// Loads word `k` of the `bits`-wide value at `a`; the top word is extended as `top` says.
    fn load_word(&mut self, a: Amode, k: usize, bits: u32, top: Top) -> Result<VReg, LowerError> {
        let r = self.gpr();
        self.ins(Code::Mov_r64_rm64, &[d(r), mem(off(a, 8 * k as i64)?)]);
        let words = bits.div_ceil(64) as usize;
        let top_bits = bits - 64 * (words as u32 - 1);
        Ok(match top {
            Top::Raw => r,
            _ if k + 1 != words || top_bits == 64 => r,
            Top::Zero => self.extend_to(r, top_bits, false, true),
            Top::Sign => self.extend_to(r, top_bits, true, true),
        })
    }

    /// Stores `r` as word `k` at `a`.
    fn store_word(&mut self, a: Amode, k: usize, r: VReg) -> Result<(), LowerError> {
        self.ins(Code::Mov_rm64_r64, &[mem(off(a, 8 * k as i64)?), u(r)]);
        Ok(())
    }

    /// The register that fills the words above a value's top word `hi` (already extended):
    /// zero, or its sign.
    fn fill_of(&mut self, hi: VReg, signed: bool) -> VReg {
        let f = self.gpr();
        if signed {
            self.copy(f, hi);
            self.ins(Code::Sar_rm64_imm8, &[m(f), imm(63)]);
        } else {
            self.mov_imm(f, 0);
        }
        f
    }

    /// The constant value of `v` when it is an integer constant of its (wide) type.
    fn wide_const(&self, v: Value) -> Option<Vec<u64>> {
        let c = self.func.dfg.value_const(v)?;
        match self.module.consts.data(c) {
            ConstData::WideInt { words, .. } => Some(words.to_vec()),
            ConstData::Int { value, .. } => Some(vec![*value as u64, (*value >> 64) as u64]),
            ConstData::Zero(_) => Some(Vec::new()),
            _ => None,
        }
    }

    /// Binary operators on wide integers (division is expanded before selection).
    pub(crate) fn lower_wide_binary(&mut self, i: Inst, op: Opcode, a: Value, b: Value) -> Result<(), LowerError> {
        let ty = self.func.dfg.value_type(a);
        let bits = self.int_bits(ty);
        let words = bits.div_ceil(64) as usize;
        match op {
            Opcode::Add | Opcode::Sub | Opcode::And | Opcode::Or | Opcode::Xor => {
                let (first, rest) = match op {
                    Opcode::Add => (Code::Add_r64_rm64, Code::Adc_r64_rm64),
                    Opcode::Sub => (Code::Sub_r64_rm64, Code::Sbb_r64_rm64),
                    Opcode::And => (Code::And_r64_rm64, Code::And_r64_rm64),
                    Opcode::Or => (Code::Or_r64_rm64, Code::Or_r64_rm64),
                    _ => (Code::Xor_r64_rm64, Code::Xor_r64_rm64),
                };
                let (pa, pb) = (self.wide_addr(a)?, self.wide_addr(b)?);
                let slot = self.wide_slot(ty)?;
                // Only moves between the carrying instructions: they keep the flags.
                for k in 0..words {
                    let t = self.load_word(pa, k, bits, Top::Raw)?;
                    self.ins(if k == 0 { first } else { rest }, &[m(t), mem(off(pb, 8 * k as i64)?)]);
                    self.store_word(slot, k, t)?;
                }
                self.wide_done(i, slot);
                Ok(())
            }
            Opcode::Mul => self.wide_mul(i, ty, words, a, b),
            Opcode::Shl | Opcode::LShr | Opcode::AShr => {
                let (pa, slot) = (self.wide_addr(a)?, self.wide_slot(ty)?);
                match self.wide_const(b) {
                    Some(c) => {
                        // An amount of `bits` or more is poison: any result will do.
                        let n =
                            if c.iter().skip(1).any(|&w| w != 0) { bits } else { c.first().map_or(0, |&w| w) as u32 };
                        self.wide_shift_const(op, pa, slot, bits, n.min(bits))?
                    }
                    None => {
                        let pb = self.wide_addr(b)?;
                        self.wide_shift_var(op, pa, pb, slot, bits)?
                    }
                }
                self.wide_done(i, slot);
                Ok(())
            }
            _ => Err(self.err(format!(
                "{} on {} is not supported (division of integers wider than 128 bits is expanded first)",
                op.name(),
                super::type_name(self.module, ty)
            ))),
        }
    }

    /// Schoolbook multiplication, truncated to the width: row `i` adds `a[i] * b` shifted by `i`
    /// words into the result slot (row 0 writes it).
    fn wide_mul(&mut self, i: Inst, ty: Type, words: usize, a: Value, b: Value) -> Result<(), LowerError> {
        let (pa, pb) = (self.wide_addr(a)?, self.wide_addr(b)?);
        let slot = self.wide_slot(ty)?;
        for row in 0..words {
            let ai = self.gpr();
            self.ins(Code::Mov_r64_rm64, &[d(ai), mem(off(pa, 8 * row as i64)?)]);
            let mut carry: Option<VReg> = None;
            for j in 0..words - row {
                let k = row + j;
                let bj = mem(off(pb, 8 * j as i64)?);
                let rk = mem(off(slot, 8 * k as i64)?);
                if k + 1 == words {
                    // The top word needs only the low half of the product.
                    let t = self.gpr();
                    self.copy(t, ai);
                    self.ins(Code::Imul_r64_rm64, &[m(t), bj]);
                    if let Some(c) = carry {
                        self.ins(Code::Add_r64_rm64, &[m(t), u(c)]);
                    }
                    if row == 0 {
                        self.ins(Code::Mov_rm64_r64, &[rk, u(t)]);
                    } else {
                        self.ins(Code::Add_rm64_r64, &[rk, u(t)]);
                    }
                    continue;
                }
                self.copy_to_preg(PReg::RAX, ai);
                self.ins_full(
                    Code::Mul_rm64,
                    &[bj],
                    &[kiln_regalloc::Operand::preg_mod(PReg::RAX), kiln_regalloc::Operand::preg_def(PReg::RDX)],
                    kiln_regalloc::PRegSet::empty(),
                );
                let lo = self.gpr();
                let hi = self.gpr();
                self.copy_from_preg(lo, PReg::RAX);
                self.copy_from_preg(hi, PReg::RDX);
                if let Some(c) = carry {
                    self.ins(Code::Add_r64_rm64, &[m(lo), u(c)]);
                    self.ins(Code::Adc_rm64_imm8, &[m(hi), imm(0)]);
                }
                if row == 0 {
                    self.ins(Code::Mov_rm64_r64, &[rk, u(lo)]);
                } else {
                    self.ins(Code::Add_rm64_r64, &[rk, u(lo)]);
                    self.ins(Code::Adc_rm64_imm8, &[m(hi), imm(0)]);
                }
                carry = Some(hi);
            }
        }
        self.wide_done(i, slot);
        Ok(())
    }

    /// `a op n` for a constant `n <= bits`, written to `slot`.
    fn wide_shift_const(&mut self, op: Opcode, a: Amode, slot: Amode, bits: u32, n: u32) -> Result<(), LowerError> {
        let words = bits.div_ceil(64) as usize;
        let (q, r) = ((n / 64) as usize, (n % 64) as i64);
        if op == Opcode::Shl {
            let zero = self.imm_reg(0);
            for k in (0..words).rev() {
                let w = if k < q {
                    zero
                } else {
                    let hi = self.load_word(a, k - q, bits, Top::Raw)?;
                    if r != 0 {
                        let t = self.copy_new(hi, kiln_regalloc::RegClass::Int);
                        if k > q {
                            let lo = self.load_word(a, k - q - 1, bits, Top::Raw)?;
                            self.ins(Code::Shld_rm64_r64_imm8, &[m(t), u(lo), imm(r)]);
                        } else {
                            self.ins(Code::Shl_rm64_imm8, &[m(t), imm(r)]);
                        }
                        t
                    } else {
                        hi
                    }
                };
                self.store_word(slot, k, w)?;
            }
            return Ok(());
        }
        let signed = op == Opcode::AShr;
        let top = self.load_word(a, words - 1, bits, if signed { Top::Sign } else { Top::Zero })?;
        let fill = self.fill_of(top, signed);
        let word = |s: &mut Self, k: usize| -> Result<VReg, LowerError> {
            Ok(match k {
                k if k + 1 < words => s.load_word(a, k, bits, Top::Raw)?,
                k if k + 1 == words => top,
                _ => fill,
            })
        };
        for k in 0..words {
            let lo = word(self, k + q)?;
            let w = if r != 0 {
                let t = self.copy_new(lo, kiln_regalloc::RegClass::Int);
                let hi = word(self, k + q + 1)?;
                self.ins(Code::Shrd_rm64_r64_imm8, &[m(t), u(hi), imm(r)]);
                t
            } else {
                lo
            };
            self.store_word(slot, k, w)?;
        }
        Ok(())
    }

    /// `a op b` for a variable amount `b`: the value is copied into a buffer of `2 * words + 1`
    /// words next to zero (or sign) words, read back at a word offset of `b / 64`, and shifted by
    /// `b % 64` across word pairs.
    fn wide_shift_var(&mut self, op: Opcode, a: Amode, b: Amode, slot: Amode, bits: u32) -> Result<(), LowerError> {
        let words = bits.div_ceil(64) as usize;
        // The amount, clamped to `bits` (a larger one, or one with high words, is poison).
        let amt = self.load_word(b, 0, bits, Top::Zero)?;
        let limit = self.imm_reg(bits as i64);
        if words > 1 {
            let any = self.gpr();
            self.mov_imm(any, 0);
            for k in 1..words {
                let w = self.load_word(b, k, bits, Top::Zero)?;
                self.ins(Code::Or_r64_rm64, &[m(any), u(w)]);
            }
            self.ins(Code::Test_rm64_r64, &[u(any), u(any)]);
            self.ins(Code::Cmovne_r64_rm64, &[m(amt), u(limit)]);
        }
        self.ins(Code::Cmp_rm64_r64, &[u(amt), u(limit)]);
        self.ins(Code::Cmova_r64_rm64, &[m(amt), u(limit)]);
        let byte_off = self.copy_new(amt, kiln_regalloc::RegClass::Int);
        self.ins(Code::Shr_rm64_imm8, &[m(byte_off), imm(6)]);
        self.ins(Code::Shl_rm64_imm8, &[m(byte_off), imm(3)]);
        let buf_size = u32::try_from((2 * words + 1) * 8).map_err(|_| self.err("integer too wide".into()))?;
        let buf = Amode::slot(self.b.new_stack_slot(buf_size.div_ceil(16) * 16, 16), 0);
        let p = self.gpr();
        if op == Opcode::Shl {
            // buf = [0; words + 1] ++ a; word k of the result is shld(buf[words + 1 + k - q], buf[words + k - q]).
            let zero = self.imm_reg(0);
            for k in 0..=words {
                self.store_word(buf, k, zero)?;
            }
            for k in 0..words {
                let w = self.load_word(a, k, bits, Top::Raw)?;
                self.store_word(buf, words + 1 + k, w)?;
            }
            self.lea(p, off(buf, 8 * (words as i64 + 1))?);
            self.ins(Code::Sub_r64_rm64, &[m(p), u(byte_off)]);
            for k in 0..words {
                let hi = self.gpr();
                let lo = self.gpr();
                self.ins(Code::Mov_r64_rm64, &[d(hi), mem(Amode::reg(p, 8 * k as i32))]);
                self.ins(Code::Mov_r64_rm64, &[d(lo), mem(Amode::reg(p, 8 * k as i32 - 8))]);
                self.copy_to_preg(PReg::RCX, amt);
                self.ins(Code::Shld_rm64_r64_CL, &[m(hi), u(lo), pu(PReg::RCX)]);
                self.store_word(slot, k, hi)?;
            }
            return Ok(());
        }
        // buf = a (top extended) ++ [fill; words + 1]; word k is shrd(buf[k + q], buf[k + q + 1]).
        let signed = op == Opcode::AShr;
        let mut top = None;
        for k in 0..words {
            let w = self.load_word(a, k, bits, if signed { Top::Sign } else { Top::Zero })?;
            self.store_word(buf, k, w)?;
            top = Some(w);
        }
        let top = top.ok_or_else(|| self.err("integer without words".into()))?;
        let fill = self.fill_of(top, signed);
        for k in words..=2 * words {
            self.store_word(buf, k, fill)?;
        }
        self.lea(p, buf);
        self.ins(Code::Add_r64_rm64, &[m(p), u(byte_off)]);
        for k in 0..words {
            let lo = self.gpr();
            let hi = self.gpr();
            self.ins(Code::Mov_r64_rm64, &[d(lo), mem(Amode::reg(p, 8 * k as i32))]);
            self.ins(Code::Mov_r64_rm64, &[d(hi), mem(Amode::reg(p, 8 * k as i32 + 8))]);
            self.copy_to_preg(PReg::RCX, amt);
            self.ins(Code::Shrd_rm64_r64_CL, &[m(lo), u(hi), pu(PReg::RCX)]);
            self.store_word(slot, k, lo)?;
        }
        Ok(())
    }

    /// The words of wide value `v` in registers, the top one zero-extended (for `switch`).
    pub(crate) fn wide_words_ext(&mut self, v: Value) -> Result<Vec<VReg>, LowerError> {
        let bits = self.int_bits(self.func.dfg.value_type(v));
        let pa = self.wide_addr(v)?;
        (0..bits.div_ceil(64) as usize).map(|k| self.load_word(pa, k, bits, Top::Zero)).collect()
    }

    /// Intrinsics on wide integers: the value-passing hints, and `ctpop`/`ctlz`/`cttz` word by
    /// word (`min`/`max`/`abs` are expanded before selection). Others are reported.
    pub(crate) fn lower_wide_intrinsic(&mut self, i: Inst, intr: Intrinsic, args: &[Value]) -> Result<(), LowerError> {
        use Intrinsic as I;
        let Some(&x) = args.first() else {
            return Err(self.err(format!("{} needs an argument", intr.name())));
        };
        let ty = self.func.dfg.value_type(x);
        match intr {
            I::Expect | I::ExpectWithProbability | I::ArithmeticFence => {
                let r = self.value_regs(x)?;
                self.set_result(i, r);
                return Ok(());
            }
            I::Ctpop | I::Ctlz | I::Cttz if self.is_wide_int(ty) => {}
            _ => return Err(self.err(format!("{} on integers wider than 128 bits is not supported", intr.name()))),
        }
        let bits = self.int_bits(ty);
        let words = bits.div_ceil(64) as usize;
        let pa = self.wide_addr(x)?;
        let count = self.gpr();
        match intr {
            I::Ctpop => {
                self.mov_imm(count, 0);
                for k in 0..words {
                    let w = self.load_word(pa, k, bits, Top::Zero)?;
                    let n = self.popcount64(w);
                    self.ins(Code::Add_r64_rm64, &[m(count), u(n)]);
                }
            }
            I::Ctlz => {
                // Scanning up from the low word, the last nonzero word decides.
                self.mov_imm(count, bits as i64);
                let pad = 64 * words as i64 - bits as i64;
                for k in 0..words {
                    let w = self.load_word(pa, k, bits, Top::Zero)?;
                    let pos = self.gpr();
                    self.ins(Code::Bsr_r64_rm64, &[d(pos), u(w)]);
                    // leading zeros = 64 * (words - 1 - k) + 63 - bsr - pad
                    let n = self.imm_reg(64 * (words as i64 - 1 - k as i64) + 63 - pad);
                    self.ins(Code::Sub_r64_rm64, &[m(n), u(pos)]);
                    self.ins(Code::Test_rm64_r64, &[u(w), u(w)]);
                    self.ins(Code::Cmovne_r64_rm64, &[m(count), u(n)]);
                }
            }
            _ => {
                // Scanning down from the top word, the last nonzero word decides.
                self.mov_imm(count, bits as i64);
                for k in (0..words).rev() {
                    let w = self.load_word(pa, k, bits, Top::Zero)?;
                    let pos = self.gpr();
                    self.ins(Code::Bsf_r64_rm64, &[d(pos), u(w)]);
                    self.ins(Code::Add_rm64_imm32, &[m(pos), imm(64 * k as i64)]);
                    self.ins(Code::Test_rm64_r64, &[u(w), u(w)]);
                    self.ins(Code::Cmovne_r64_rm64, &[m(count), u(pos)]);
                }
            }
        }
        let slot = self.wide_slot(ty)?;
        self.store_word(slot, 0, count)?;
        let zero = self.imm_reg(0);
        for k in 1..words {
            self.store_word(slot, k, zero)?;
        }
        self.wide_done(i, slot);
        Ok(())
    }

    /// Compares two wide integers; returns the condition that means true.
    pub(crate) fn emit_wide_cmp(&mut self, pred: IntPredicate, a: Value, b: Value) -> Result<Cond, LowerError> {
        use IntPredicate::*;
        let bits = self.int_bits(self.func.dfg.value_type(a));
        let words = bits.div_ceil(64) as usize;
        let signed = matches!(pred, Sgt | Sge | Slt | Sle);
        let top = if signed { Top::Sign } else { Top::Zero };
        let (pa, pb) = (self.wide_addr(a)?, self.wide_addr(b)?);
        if matches!(pred, Eq | Ne) {
            let acc = self.gpr();
            self.mov_imm(acc, 0);
            for k in 0..words {
                let t = self.load_word(pa, k, bits, top)?;
                let t2 = self.load_word(pb, k, bits, top)?;
                self.ins(Code::Xor_r64_rm64, &[m(t), u(t2)]);
                self.ins(Code::Or_r64_rm64, &[m(acc), u(t)]);
            }
            self.ins(Code::Test_rm64_r64, &[u(acc), u(acc)]);
            return Ok(if pred == Eq { Cond::E } else { Cond::Ne });
        }
        let swap = matches!(pred, Ugt | Ule | Sgt | Sle);
        let (px, py) = if swap { (pb, pa) } else { (pa, pb) };
        // The top words are extended before the chain (extending would clobber the carry).
        let xt = self.load_word(px, words - 1, bits, top)?;
        let yt = self.load_word(py, words - 1, bits, top)?;
        for k in 0..words {
            let (x, y) = if k + 1 == words {
                (self.copy_new(xt, kiln_regalloc::RegClass::Int), u(yt))
            } else {
                (self.load_word(px, k, bits, Top::Raw)?, mem(off(py, 8 * k as i64)?))
            };
            self.ins(
                if k == 0 { Code::Cmp_r64_rm64 } else { Code::Sbb_r64_rm64 },
                &[if k == 0 { u(x) } else { m(x) }, y],
            );
        }
        Ok(match pred {
            Ult | Ugt => Cond::B,
            Uge | Ule => Cond::Ae,
            Slt | Sgt => Cond::L,
            _ => Cond::Ge,
        })
    }

    /// Casts from or to wide integers: truncation, extension, `ptrtoint`/`inttoptr`.
    pub(crate) fn lower_wide_cast(
        &mut self,
        i: Inst,
        op: Opcode,
        arg: Value,
        fb: u32,
        tb: u32,
    ) -> Result<(), LowerError> {
        let from = self.func.dfg.value_type(arg);
        let res = self.func.dfg.inst_result(i).ok_or_else(|| self.err("cast without a result".into()))?;
        let to = self.func.dfg.value_type(res);
        let types = &self.module.types;
        let from_int = types.is_int(from);
        match op {
            // To a narrower integer or a pointer: the low words (a wide result shares the memory).
            Opcode::Trunc | Opcode::IntToPtr if fb > 128 => {
                let pa = self.wide_addr(arg)?;
                let dst = self.result_regs(i);
                if tb > 128 {
                    self.lea(dst.only(), pa);
                } else {
                    for (k, &r) in dst.regs().iter().enumerate() {
                        self.ins(Code::Mov_r64_rm64, &[d(r), mem(off(pa, 8 * k as i64)?)]);
                    }
                }
                Ok(())
            }
            Opcode::ZExt | Opcode::SExt | Opcode::PtrToInt if tb > 128 && (from_int || op == Opcode::PtrToInt) => {
                let signed = op == Opcode::SExt;
                let slot = self.wide_slot(to)?;
                let twords = tb.div_ceil(64) as usize;
                let mut k = 0;
                let hi = if fb > 128 {
                    let pa = self.wide_addr(arg)?;
                    let fwords = fb.div_ceil(64) as usize;
                    let mut last = None;
                    for w in 0..fwords {
                        let r = self.load_word(pa, w, fb, if signed { Top::Sign } else { Top::Zero })?;
                        self.store_word(slot, w, r)?;
                        last = Some(r);
                    }
                    k = fwords;
                    last.ok_or_else(|| self.err("integer without words".into()))?
                } else if fb > 64 {
                    let (lo, hi) = self.pair_ext(arg, signed)?;
                    self.store_word(slot, 0, lo)?;
                    self.store_word(slot, 1, hi)?;
                    k = 2;
                    hi
                } else {
                    let src = self.value_regs(arg)?.only();
                    let bits = if op == Opcode::PtrToInt { 64 } else { fb };
                    let lo = self.extend_to(src, bits, signed, true);
                    self.store_word(slot, 0, lo)?;
                    k += 1;
                    lo
                };
                let fill = self.fill_of(hi, signed);
                for w in k..twords {
                    self.store_word(slot, w, fill)?;
                }
                self.wide_done(i, slot);
                Ok(())
            }
            _ => Err(self.err(format!(
                "{} from {} to {} is not supported (integers wider than 128 bits)",
                op.name(),
                super::type_name(self.module, from),
                super::type_name(self.module, to)
            ))),
        }
    }
}
