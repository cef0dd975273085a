//! `x86_fp80` (C's `long double`) on the x87 unit.
//!
//! A value never lives in a register: like a memory-resident aggregate (see `agg`), it is a 16-byte,
//! 16-aligned stack slot written once by its defining instruction, and its SSA value is one GPR
//! holding the slot's address (`is_big` says so), so phis, selects, loads, stores, parameters and
//! call results reuse the aggregate machinery. Each operation loads its operands onto the x87
//! stack (`fld tbyte`), computes and pops the result into its own slot (`fstp tbyte`): the x87
//! stack is empty between instructions, as the psABI wants it at every call, and the register
//! allocator never sees it. At a `ret` the value is pushed right before the epilogue (returned in
//! st0); after a call the result is popped into a slot (or discarded). Sign operations (`fneg`,
//! `fabs`, `copysign`) work on the byte at offset 9 and keep every other bit. Calls of libm and
//! libgcc (`fmodl`, `floorl`, `__floattixf`, ...) are made as clang makes them. An `st(k)`
//! operand of an x87 instruction is written `MOperand::Imm(k)` (the encoder maps it).
//!
//! Win64 (MinGW) passes `x86_fp80` as gcc does: by reference to a caller copy, returned through the
//! hidden pointer (`call`).

use iced_x86::Code;
use kiln_abi::{CType, Convention};
use kiln_ir::{Inst, Intrinsic, Opcode, Type, TypeData, Value};
use kiln_regalloc::{RegClass, RegRef, VReg};

use super::build::{d, imm, m, mem, u};
use super::call::{ArgVal, CallDst, Callee, ParamKind, RetKind};
use super::mem::off;
use super::FuncLower;
use crate::ctx::{LowerCtx, LowerError, ValueRegs};
use crate::mir::{Amode, AmodeBase, Cond, MOperand};

/// The x87 stack register `st(k)` as an operand.
fn st(k: i64) -> MOperand {
    MOperand::Imm(k)
}

/// The sign and exponent's high byte of an `x86_fp80` in memory.
const SIGN_BYTE: i64 = 9;

impl FuncLower<'_> {
    /// Whether `ty` is `x86_fp80`.
    pub(crate) fn is_fp80(&self, ty: Type) -> bool {
        matches!(self.module.types.data(ty), TypeData::X86Fp80)
    }

    /// Whether value `v` is an `x86_fp80`.
    pub(crate) fn is_fp80_value(&self, v: Value) -> bool {
        self.is_fp80(self.func.dfg.value_type(v))
    }

    /// The address of the 10 bytes of `x86_fp80` value `v`.
    pub(crate) fn fp80_addr(&mut self, v: Value) -> Result<Amode, LowerError> {
        self.agg_bytes(v, &CType::LongDouble)
    }

    /// `fld tbyte [v]`.
    fn fld(&mut self, v: Value) -> Result<(), LowerError> {
        let a = self.fp80_addr(v)?;
        self.ins(Code::Fld_m80fp, &[mem(a)]);
        Ok(())
    }

    /// Pops st(0) into a new slot, whose address becomes `dst`.
    pub(crate) fn fstp_to(&mut self, dst: VReg) -> Result<(), LowerError> {
        let slot = self.big_slot(Type::X86_FP80)?;
        self.ins(Code::Fstp_m80fp, &[mem(slot)]);
        self.lea(dst, slot);
        Ok(())
    }

    /// Pops st(0) into the result of `i`.
    fn fstp_result(&mut self, i: Inst) -> Result<(), LowerError> {
        let dst = self.result_regs(i).only();
        self.fstp_to(dst)
    }

    /// The convention of libcalls (libm, libgcc) on this target.
    fn libcall_conv(&self) -> Convention {
        self.st.target().c_convention()
    }

    /// `fadd fsub fmul fdiv` (x87, 64-bit significand, round to nearest) and `frem` (`fmodl`).
    pub(crate) fn lower_fp80_binary(&mut self, i: Inst, op: Opcode, a: Value, b: Value) -> Result<(), LowerError> {
        let code = match op {
            Opcode::FAdd => Code::Faddp_sti_st0,
            Opcode::FSub => Code::Fsubp_sti_st0,
            Opcode::FMul => Code::Fmulp_sti_st0,
            Opcode::FDiv => Code::Fdivp_sti_st0,
            Opcode::FRem => return self.fp80_libcall(i, "fmodl", &[a, b]),
            _ => return Err(self.err(format!("float operator {} is not supported", op.name()))),
        };
        // st(1) = a, st(0) = b; `fsubp st(1), st(0)` is st(1) - st(0), then pops (Intel operand order).
        self.fld(a)?;
        self.fld(b)?;
        self.ins(code, &[st(1), st(0)]);
        self.fstp_result(i)
    }

    /// A copy of `x` in a new slot of its own (for the sign operations).
    fn fp80_copy(&mut self, x: Value) -> Result<Amode, LowerError> {
        let src = self.fp80_addr(x)?;
        let slot = self.big_slot(Type::X86_FP80)?;
        self.copy_memory(slot, src, 10)?;
        Ok(slot)
    }

    /// `fneg` (flips the sign bit; every other bit is kept).
    pub(crate) fn lower_fp80_fneg(&mut self, i: Inst, x: Value) -> Result<(), LowerError> {
        let slot = self.fp80_copy(x)?;
        self.ins(Code::Xor_rm8_imm8, &[mem(off(slot, SIGN_BYTE)?), imm(0x80)]);
        let dst = self.result_regs(i).only();
        self.lea(dst, slot);
        Ok(())
    }

    /// Sets the flags as `ucomisd a, b` would for x87 values (`fucomip`; NaNs and invalid
    /// encodings are unordered: ZF, PF and CF set).
    pub(crate) fn fp80_compare(&mut self, a: Value, b: Value) -> Result<(), LowerError> {
        self.fld(b)?;
        self.fld(a)?;
        self.ins(Code::Fucomip_st0_sti, &[st(0), st(1)]);
        self.ins(Code::Fstp_sti, &[st(0)]);
        Ok(())
    }

    /// A new 8-byte stack temporary.
    fn temp8(&mut self) -> Amode {
        Amode::slot(self.b.new_stack_slot(8, 8), 0)
    }

    /// Casts to or from `x86_fp80`.
    pub(crate) fn lower_fp80_cast(
        &mut self,
        i: Inst,
        op: Opcode,
        arg: Value,
        from: Type,
        to: Type,
    ) -> Result<(), LowerError> {
        let types = &self.module.types;
        let name = |t: Type| super::type_name(self.module, t);
        match op {
            Opcode::FPExt => {
                let (store, load) = match types.data(from) {
                    TypeData::Float => (Code::Movss_xmmm32_xmm, Code::Fld_m32fp),
                    TypeData::Double => (Code::Movsd_xmmm64_xmm, Code::Fld_m64fp),
                    _ => return Err(self.err(format!("fpext from {} to x86_fp80 is not supported", name(from)))),
                };
                let x = self.reg1(arg)?;
                let tmp = self.temp8();
                self.ins(store, &[mem(tmp), u(x)]);
                self.ins(load, &[mem(tmp)]);
                self.fstp_result(i)
            }
            Opcode::FPTrunc => {
                let (store, load) = match types.data(to) {
                    TypeData::Float => (Code::Fstp_m32fp, Code::Movss_xmm_xmmm32),
                    TypeData::Double => (Code::Fstp_m64fp, Code::Movsd_xmm_xmmm64),
                    _ => return Err(self.err(format!("fptrunc from x86_fp80 to {} is not supported", name(to)))),
                };
                self.fld(arg)?;
                let tmp = self.temp8();
                self.ins(store, &[mem(tmp)]);
                let dst = self.result_regs(i).only();
                self.ins(load, &[d(dst), mem(tmp)]);
                Ok(())
            }
            Opcode::BitCast if self.is_fp80(from) && self.is_fp80(to) => {
                let src = self.value_regs(arg)?;
                let dst = self.result_regs(i);
                self.copy_regs(dst, src);
                Ok(())
            }
            Opcode::BitCast if self.is_fp80(from) && matches!(types.data(to), TypeData::Int(80)) => {
                let a = self.fp80_addr(arg)?;
                let dst = self.result_regs(i);
                let [lo, hi] = dst.regs() else { return Err(self.err("i80 is not a register pair".into())) };
                let (lo, hi) = (*lo, *hi);
                self.ins(Code::Mov_r64_rm64, &[d(lo), mem(a)]);
                self.ins(Code::Movzx_r32_rm16, &[d(hi), mem(off(a, 8)?)]);
                Ok(())
            }
            Opcode::BitCast if self.is_fp80(to) && matches!(types.data(from), TypeData::Int(80)) => {
                let src = self.value_regs(arg)?;
                let [lo, hi] = src.regs() else { return Err(self.err("i80 is not a register pair".into())) };
                let (lo, hi) = (*lo, *hi);
                let slot = self.big_slot(Type::X86_FP80)?;
                self.ins(Code::Mov_rm64_r64, &[mem(slot), u(lo)]);
                self.ins(Code::Mov_rm16_r16, &[mem(off(slot, 8)?), u(hi)]);
                let dst = self.result_regs(i).only();
                self.lea(dst, slot);
                Ok(())
            }
            Opcode::SIToFP | Opcode::UIToFP => self.int_to_fp80(i, op == Opcode::SIToFP, arg, self.int_bits(from)),
            Opcode::FPToSI | Opcode::FPToUI => self.fp80_to_int(i, op == Opcode::FPToSI, arg, self.int_bits(to)),
            _ => Err(self.err(format!("{} from {} to {} is not supported", op.name(), name(from), name(to)))),
        }
    }

    /// `sitofp`/`uitofp` to `x86_fp80`: `fild` of the value extended to 32 or 64 bits (exact); an
    /// unsigned i64 with the top bit set gets 2^64 added (as clang does); i128 through libgcc.
    fn int_to_fp80(&mut self, i: Inst, signed: bool, arg: Value, bits: u32) -> Result<(), LowerError> {
        if bits > 64 {
            if bits != 128 {
                return Err(
                    self.err(format!("conversion from i{bits} to x86_fp80 is not supported (only up to i64 and i128)"))
                );
            }
            let name = if signed { "__floattixf" } else { "__floatuntixf" };
            return self.fp80_libcall(i, name, &[arg]);
        }
        let x = self.reg1(arg)?;
        let tmp = self.temp8();
        if signed && bits <= 32 {
            let e = self.extend(x, bits, true);
            self.ins(Code::Mov_rm32_r32, &[mem(tmp), u(e)]);
            self.ins(Code::Fild_m32int, &[mem(tmp)]);
        } else if signed || bits < 64 {
            let e = self.extend_to(x, bits, signed, true);
            self.ins(Code::Mov_rm64_r64, &[mem(tmp), u(e)]);
            self.ins(Code::Fild_m64int, &[mem(tmp)]);
        } else {
            // fild reads it as signed: add 2^64 (a float) when the top bit is set, 0 otherwise.
            self.ins(Code::Mov_rm64_r64, &[mem(tmp), u(x)]);
            self.ins(Code::Fild_m64int, &[mem(tmp)]);
            let mut table = 0u32.to_le_bytes().to_vec();
            table.extend_from_slice(&0x5f80_0000u32.to_le_bytes());
            let sym = self.st.rodata_const(&table, 8);
            let base = self.gpr();
            self.lea(base, Amode::sym(sym, 0));
            let top = self.copy_new(x, RegClass::Int);
            self.ins(Code::Shr_rm64_imm8, &[m(top), imm(63)]);
            let at = Amode { base: AmodeBase::Reg(RegRef::Virt(base)), index: Some((RegRef::Virt(top), 4)), disp: 0 };
            self.ins(Code::Fadd_m32fp, &[mem(at)]);
        }
        self.fstp_result(i)
    }

    /// `fptosi`/`fptoui` from `x86_fp80`: `fistp` under a truncating control word (the
    /// `fnstcw`/`fldcw` sequence clang emits for baseline x86-64, which has no `fisttp`), at a
    /// width that holds every in-range value; an unsigned i64 of 2^63 or more is converted minus
    /// 2^63 with the top bit put back (as clang does); i128 through libgcc.
    fn fp80_to_int(&mut self, i: Inst, signed: bool, arg: Value, bits: u32) -> Result<(), LowerError> {
        if bits > 64 {
            let name = if signed { "__fixxfti" } else { "__fixunsxfti" };
            return self.fp80_libcall(i, name, &[arg]);
        }
        let width = match (signed, bits) {
            (true, ..=16) => 16,
            (true, ..=32) | (false, ..=16) => 32,
            _ => 64,
        };
        self.fld(arg)?;
        let mut top = None;
        if !signed && bits == 64 {
            // st(0) -= (x >= 2^63 ? 2^63 : 0), and remember which.
            let mut table = 0u32.to_le_bytes().to_vec();
            table.extend_from_slice(&0x5f00_0000u32.to_le_bytes());
            let sym = self.st.rodata_const(&table, 8);
            let base = self.gpr();
            self.lea(base, Amode::sym(sym, 0));
            self.ins(Code::Fld_m32fp, &[mem(Amode::reg(base, 4))]);
            self.ins(Code::Fucomip_st0_sti, &[st(0), st(1)]);
            let flag = self.gpr();
            self.setcc(Cond::Be, flag);
            let idx = self.extend(flag, 8, false);
            let at = Amode { base: AmodeBase::Reg(RegRef::Virt(base)), index: Some((RegRef::Virt(idx), 4)), disp: 0 };
            self.ins(Code::Fsub_m32fp, &[mem(at)]);
            top = Some(idx);
        }
        let cw = Amode::slot(self.b.new_stack_slot(4, 4), 0);
        self.ins(Code::Fnstcw_m2byte, &[mem(cw)]);
        let t = self.gpr();
        self.ins(Code::Movzx_r32_rm16, &[d(t), mem(cw)]);
        self.ins(Code::Or_rm32_imm32, &[m(t), imm(0xc00)]);
        self.ins(Code::Mov_rm16_r16, &[mem(off(cw, 2)?), u(t)]);
        self.ins(Code::Fldcw_m2byte, &[mem(off(cw, 2)?)]);
        let tmp = self.temp8();
        let (store, load) = match width {
            16 => (Code::Fistp_m16int, Code::Movzx_r32_rm16),
            32 => (Code::Fistp_m32int, Code::Mov_r32_rm32),
            _ => (Code::Fistp_m64int, Code::Mov_r64_rm64),
        };
        self.ins(store, &[mem(tmp)]);
        self.ins(Code::Fldcw_m2byte, &[mem(cw)]);
        let dst = self.result_regs(i).only();
        // fptoui to i32 read from the low half of the 64-bit store.
        let load = if !signed && bits <= 32 && width == 64 { Code::Mov_r32_rm32 } else { load };
        match top {
            None => self.ins(load, &[d(dst), mem(tmp)]),
            Some(idx) => {
                let r = self.gpr();
                self.ins(load, &[d(r), mem(tmp)]);
                let hi = self.copy_new(idx, RegClass::Int);
                self.ins(Code::Shl_rm64_imm8, &[m(hi), imm(63)]);
                self.ins(Code::Xor_r64_rm64, &[m(r), u(hi)]);
                self.copy(dst, r);
            }
        }
        Ok(())
    }

    /// Calls C function `name` (SysV) with `args` (`x86_fp80` values in memory, others by their
    /// type) and puts its return value into the result of `i`.
    fn fp80_libcall(&mut self, i: Inst, name: &str, args: &[Value]) -> Result<(), LowerError> {
        let conv = self.libcall_conv();
        let res = self.func.dfg.inst_result(i).ok_or_else(|| self.err("call without a result".into()))?;
        let rty = self.func.dfg.value_type(res);
        let (kinds, vals) = self.fp80_call_args(args)?;
        let ret = self.ret_kind_of(rty, conv)?;
        let dst = CallDst::Regs(rty, self.result_regs(i));
        let sym = self.st.libcall(name);
        self.emit_call(crate::conv::ConvRules::c(conv), Callee::Sym(sym), &kinds, vals, None, &ret, dst, None)
    }

    /// The parameter kinds and values of a libcall's arguments.
    fn fp80_call_args(&mut self, args: &[Value]) -> Result<(Vec<ParamKind>, Vec<ArgVal>), LowerError> {
        let mut kinds = Vec::with_capacity(args.len());
        let mut vals = Vec::with_capacity(args.len());
        for &a in args {
            let ty = self.func.dfg.value_type(a);
            if self.is_fp80(ty) {
                kinds.push(ParamKind::Agg(CType::LongDouble));
                vals.push(ArgVal::Agg(a));
                continue;
            }
            let classes = self.reg_classes(ty)?;
            let cts =
                super::cabi::scalar_ctypes(&self.module.types, ty, classes.len(), false).map_err(|e| self.err(e.0))?;
            kinds.push(ParamKind::Scalar(classes, cts));
            vals.push(ArgVal::Regs(self.value_regs(a)?.regs().to_vec()));
        }
        Ok((kinds, vals))
    }

    /// The return kind of a libcall result of type `ty`.
    fn ret_kind_of(&self, ty: Type, conv: Convention) -> Result<RetKind, LowerError> {
        if self.is_fp80(ty) {
            return Ok(RetKind::Agg(CType::LongDouble));
        }
        let classes = self.reg_classes(ty)?;
        let mut cts = super::cabi::scalar_ctypes(&self.module.types, ty, classes.len(), conv == Convention::Win64)
            .map_err(|e| self.err(e.0))?;
        if cts.len() != 1 {
            return Err(self.err("libcall returning a value of several registers".into()));
        }
        Ok(RetKind::Scalar(classes, cts.remove(0)))
    }

    /// Intrinsic calls with an `x86_fp80` operand or result.
    pub(crate) fn lower_fp80_intrinsic(&mut self, i: Inst, intr: Intrinsic, a: &[Value]) -> Result<(), LowerError> {
        let missing = self.err(format!("{} needs more arguments", intr.name()));
        let arg = |k: usize| -> Result<Value, LowerError> { a.get(k).copied().ok_or_else(|| missing.clone()) };
        use Intrinsic::*;
        match intr {
            Fabs => {
                let slot = self.fp80_copy(arg(0)?)?;
                self.ins(Code::And_rm8_imm8, &[mem(off(slot, SIGN_BYTE)?), imm(0x7f)]);
                let dst = self.result_regs(i).only();
                self.lea(dst, slot);
                Ok(())
            }
            Copysign => {
                let y = self.fp80_addr(arg(1)?)?;
                let sign = self.gpr();
                self.ins(Code::Movzx_r32_rm8, &[d(sign), mem(off(y, SIGN_BYTE)?)]);
                self.ins(Code::And_rm32_imm32, &[m(sign), imm(0x80)]);
                let slot = self.fp80_copy(arg(0)?)?;
                let at = off(slot, SIGN_BYTE)?;
                self.ins(Code::And_rm8_imm8, &[mem(at), imm(0x7f)]);
                self.ins(Code::Or_rm8_r8, &[mem(at), u(sign)]);
                let dst = self.result_regs(i).only();
                self.lea(dst, slot);
                Ok(())
            }
            Sqrt => {
                self.fld(arg(0)?)?;
                self.ins(Code::Fsqrt, &[]);
                self.fstp_result(i)
            }
            Canonicalize => {
                self.fld(arg(0)?)?;
                self.ins(Code::Fld1, &[]);
                self.ins(Code::Fmulp_sti_st0, &[st(1), st(0)]);
                self.fstp_result(i)
            }
            Fmuladd => {
                // Unfused, as clang's x87 code: the product is rounded, then added.
                self.fld(arg(0)?)?;
                self.fld(arg(1)?)?;
                self.ins(Code::Fmulp_sti_st0, &[st(1), st(0)]);
                self.fld(arg(2)?)?;
                self.ins(Code::Faddp_sti_st0, &[st(1), st(0)]);
                self.fstp_result(i)
            }
            IsFpclass => {
                let mask = super::consts::const_int(self.module, &self.func.dfg, arg(1)?)
                    .ok_or_else(|| self.err("is.fpclass mask must be constant".into()))?;
                self.lower_fp80_fpclass(i, arg(0)?, mask as u32)
            }
            Minnum => self.fp80_libcall(i, "fminl", a),
            Maxnum => self.fp80_libcall(i, "fmaxl", a),
            Ldexp => self.fp80_libcall(i, "ldexpl", a),
            Powi => self.fp80_libcall(i, "__powixf2", a),
            Frexp => self.lower_fp80_frexp(i, arg(0)?),
            _ => {
                match libm_long_name(intr) {
                    Some(name) => self.fp80_libcall(i, &name, a),
                    None => Err(self
                        .err(format!("intrinsic {} on x86_fp80 is not supported by the x86-64 backend", intr.name()))),
                }
            }
        }
    }

    /// `llvm.frexp` of `x86_fp80`: `frexpl` writing the exponent straight into the result.
    fn lower_fp80_frexp(&mut self, i: Inst, x: Value) -> Result<(), LowerError> {
        let conv = self.libcall_conv();
        let res = self.func.dfg.inst_result(i).ok_or_else(|| self.err("call without a result".into()))?;
        let rty = self.func.dfg.value_type(res);
        let types = &self.module.types;
        let exp_off = types
            .struct_layout(rty)
            .and_then(|l| l.offsets.get(1).copied())
            .ok_or_else(|| self.err("llvm.frexp without an exponent member".into()))?;
        let slot = self.big_slot(rty)?;
        let p = self.gpr();
        self.lea(p, off(slot, exp_off as i64)?);
        let (mut kinds, mut vals) = self.fp80_call_args(&[x])?;
        kinds.push(ParamKind::Scalar(vec![RegClass::Int], vec![CType::Ptr]));
        vals.push(ArgVal::Regs(vec![p]));
        let mant = self.gpr();
        let dst = CallDst::Regs(Type::X86_FP80, ValueRegs::one(mant));
        let sym = self.st.libcall("frexpl");
        self.emit_call(
            crate::conv::ConvRules::c(conv),
            Callee::Sym(sym),
            &kinds,
            vals,
            None,
            &RetKind::Agg(CType::LongDouble),
            dst,
            None,
        )?;
        self.copy_memory(slot, Amode::reg(mant, 0), 10)?;
        let out = self.result_regs(i).only();
        self.lea(out, slot);
        Ok(())
    }

    /// `llvm.is.fpclass` of `x86_fp80` for the masks clang emits, as LLVM's x86 back end compiles
    /// them: `isnan` (3) and its negation (0x3fc) as an unordered self-compare, `isinf` (0x204) as
    /// `|x| == inf` and `isfinite` (0x1f8) as `|x| < inf`, so invalid encodings are neither infinite
    /// nor finite but NaN.
    fn lower_fp80_fpclass(&mut self, i: Inst, x: Value, mask: u32) -> Result<(), LowerError> {
        let cond = match mask {
            3 | 0x3fc => {
                // The compare pops the only entry.
                self.fld(x)?;
                self.ins(Code::Fucomip_st0_sti, &[st(0), st(0)]);
                if mask == 3 {
                    Cond::P
                } else {
                    Cond::Np
                }
            }
            0x204 | 0x1f8 => {
                // st(1) = |x|, st(0) = inf.
                self.fld(x)?;
                self.ins(Code::Fabs, &[]);
                let inf = self.st.rodata_const(&0x7f80_0000u32.to_le_bytes(), 4);
                self.ins(Code::Fld_m32fp, &[mem(Amode::sym(inf, 0))]);
                self.ins(Code::Fucomip_st0_sti, &[st(0), st(1)]);
                self.ins(Code::Fstp_sti, &[st(0)]);
                if mask == 0x204 {
                    Cond::E
                } else {
                    // inf > |x|, ordered.
                    Cond::A
                }
            }
            _ => {
                return Err(self.err(format!(
                "llvm.is.fpclass on x86_fp80 with test mask {mask:#x} is not supported (only 0x3, 0x3fc, 0x204, 0x1f8)"
            )))
            }
        };
        let r = self.gpr();
        self.setcc(cond, r);
        if mask == 0x204 {
            // Equal and ordered.
            let t = self.gpr();
            self.setcc(Cond::Np, t);
            self.ins(Code::And_r32_rm32, &[m(r), u(t)]);
        }
        let dst = self.result_regs(i).only();
        self.copy(dst, r);
        Ok(())
    }

    /// `ret` of an `x86_fp80`: pushed on the x87 stack (st0) right before the epilogue.
    pub(crate) fn fp80_push_return(&mut self, v: Value) -> Result<(), LowerError> {
        self.fld(v)
    }
}

/// The `long double` libm function of a floating-point intrinsic (`floorl`, `fmal`, ...).
fn libm_long_name(i: Intrinsic) -> Option<String> {
    super::intrinsics::libm_name(i).map(|base| format!("{base}l"))
}
