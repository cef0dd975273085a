//! Intrinsic calls: memory intrinsics (inline moves for small constant sizes, else libc calls),
//! integer min/max/abs/bit counting/byte swaps/funnel shifts/overflow arithmetic, float helpers
//! (fabs, copysign, min/max, sqrt, fmuladd, classification) and libm calls, varargs, stack
//! save/restore, traps and hints.

use iced_x86::Code;
use kiln_abi::PartClass;
use kiln_ir::instructions::CallData;
use kiln_ir::{Inst, IntPredicate, Intrinsic, TypeData, Value};
use kiln_regalloc::{Operand, PReg, PRegSet, RegClass, VReg};

use super::build::{d, imm, m, mem, pu, u};
use super::consts::const_int;
use super::mem::off;
use super::FuncLower;
use crate::ctx::{LowerCtx, LowerError, ValueRegs};
use crate::mir::{Amode, AmodeBase, Cond, MOperand};

/// The libm function implementing a floating-point intrinsic (double name; `f` suffix for float).
pub(crate) fn libm_name(i: Intrinsic) -> Option<&'static str> {
    use Intrinsic::*;
    Some(match i {
        Floor => "floor",
        Ceil => "ceil",
        Trunc => "trunc",
        Round => "round",
        Roundeven => "roundeven",
        Rint => "rint",
        Nearbyint => "nearbyint",
        Pow => "pow",
        Exp => "exp",
        Exp2 => "exp2",
        Exp10 => "exp10",
        Log => "log",
        Log2 => "log2",
        Log10 => "log10",
        Sin => "sin",
        Cos => "cos",
        Tan => "tan",
        Asin => "asin",
        Acos => "acos",
        Atan => "atan",
        Sinh => "sinh",
        Cosh => "cosh",
        Tanh => "tanh",
        Fma => "fma",
        _ => return None,
    })
}

/// The `k`th argument, if present.
fn nth(a: &[Value], k: usize) -> Option<Value> {
    a.get(k).copied()
}

impl FuncLower<'_> {
    /// Lowers a call to an intrinsic.
    pub(crate) fn lower_intrinsic(&mut self, i: Inst, intr: Intrinsic, c: &CallData) -> Result<(), LowerError> {
        let f = self.func;
        match intr {
            // Call-site records take values of any type.
            Intrinsic::Stackmap => return self.lower_stackmap(c),
            Intrinsic::Patchpoint | Intrinsic::PatchpointVoid => return self.lower_patchpoint(i, c),
            _ => {}
        }
        let types = &self.module.types;
        let touches_vec = c.args.iter().any(|&a| types.is_vector(f.dfg.value_type(a)))
            || f.dfg.inst_result(i).is_some_and(|r| types.is_vector(f.dfg.value_type(r)));
        if touches_vec {
            return crate::vector::lower_inst(self, i);
        }
        let a = &c.args;
        let fp80 = a.first().is_some_and(|&v| self.is_fp80_value(v))
            || f.dfg.inst_result(i).is_some_and(|r| self.is_fp80(f.dfg.value_type(r)));
        if fp80 {
            return self.lower_fp80_intrinsic(i, intr, a);
        }
        let wide = a.first().is_some_and(|&v| self.is_wide_int(f.dfg.value_type(v)))
            || f.dfg.inst_result(i).is_some_and(|r| self.is_wide_int(f.dfg.value_type(r)));
        if wide {
            return self.lower_wide_intrinsic(i, intr, a);
        }
        let missing = self.err(format!("{} needs more arguments", intr.name()));
        let arg = |k: usize| -> Result<Value, LowerError> { a.get(k).copied().ok_or_else(|| missing.clone()) };
        use Intrinsic::*;
        match intr {
            EhTypeidFor => self.lower_typeid_for(i, arg(0)?),
            LifetimeStart | LifetimeEnd | Donothing | Sideeffect | Assume | VaEnd | NoaliasScopeDecl | Prefetch
            | InvariantEnd | VarAnnotation => Ok(()),
            Expect
            | ExpectWithProbability
            | LaunderInvariantGroup
            | StripInvariantGroup
            // The argument is a thread-local global, whose value is already this thread's address.
            | ThreadLocalAddress
            | ArithmeticFence
            | Annotation
            | PtrAnnotation => {
                let r = self.value_regs(arg(0)?)?;
                self.set_result(i, r);
                Ok(())
            }
            Trap | Ubsantrap => {
                self.ins(Code::Ud2, &[]);
                Ok(())
            }
            Debugtrap => {
                self.ins(Code::Int3, &[]);
                Ok(())
            }
            Memcpy | MemcpyInline | Memmove => self.lower_memcpy(arg(0)?, arg(1)?, arg(2)?, intr == Memmove),
            Memset | MemsetInline => self.lower_memset(arg(0)?, arg(1)?, arg(2)?),
            Smax | Smin | Umax | Umin => {
                let pred = match intr {
                    Smax => IntPredicate::Slt,
                    Smin => IntPredicate::Sgt,
                    Umax => IntPredicate::Ult,
                    _ => IntPredicate::Ugt,
                };
                // result = a; if (a pred b) result = b.
                let av = self.value_regs(arg(0)?)?;
                let bv = self.value_regs(arg(1)?)?;
                let outs: Vec<VReg> = av.regs().iter().map(|&r| self.copy_new(r, RegClass::Int)).collect();
                let cond = self.emit_icmp(pred, arg(0)?, arg(1)?)?;
                for (o, &b) in outs.iter().zip(bv.regs()) {
                    self.ins(cond.cmov64_code(), &[m(*o), u(b)]);
                }
                self.set_result(i, ValueRegs::from_slice(&outs));
                Ok(())
            }
            Abs => {
                let x = arg(0)?;
                let bits = self.int_bits(f.dfg.value_type(x));
                if bits > 64 {
                    return Err(self.err("llvm.abs on i128 is not supported".into()));
                }
                let v = self.reg1(x)?;
                let e = self.extend(v, bits, true);
                let t = self.copy_new(e, RegClass::Int);
                let (neg, cmov) = if bits > 32 {
                    (Code::Neg_rm64, Code::Cmovs_r64_rm64)
                } else {
                    (Code::Neg_rm32, Code::Cmovs_r32_rm32)
                };
                self.ins(neg, &[m(t)]);
                self.ins(cmov, &[m(t), u(e)]);
                self.set_result(i, ValueRegs::one(t));
                Ok(())
            }
            Ctpop => self.lower_ctpop(i, arg(0)?),
            Ctlz | Cttz => self.lower_ctz_clz(i, arg(0)?, intr == Ctlz),
            Bswap => self.lower_bswap(i, arg(0)?),
            Bitreverse => self.lower_bitreverse(i, arg(0)?),
            Fshl | Fshr => self.lower_funnel(i, arg(0)?, arg(1)?, arg(2)?, intr == Fshl),
            SaddWithOverflow | UaddWithOverflow | SsubWithOverflow | UsubWithOverflow | SmulWithOverflow
            | UmulWithOverflow => self.lower_overflow(i, intr, arg(0)?, arg(1)?),
            Scmp | Ucmp => {
                let pred = if intr == Scmp { IntPredicate::Sgt } else { IntPredicate::Ugt };
                let gt = if intr == Scmp { Cond::G } else { Cond::A };
                let lt = if intr == Scmp { Cond::L } else { Cond::B };
                let _ = pred;
                let c = self.emit_icmp(pred, arg(0)?, arg(1)?)?;
                debug_assert!(c == gt);
                let r1 = self.gpr();
                let r2 = self.gpr();
                self.setcc(gt, r1);
                self.setcc(lt, r2);
                let z1 = self.extend(r1, 8, false);
                let z2 = self.extend(r2, 8, false);
                let res = self.copy_new(z1, RegClass::Int);
                self.ins(Code::Sub_r64_rm64, &[m(res), u(z2)]);
                self.set_result(i, ValueRegs::one(res));
                Ok(())
            }
            Fabs | Sqrt | Copysign | Minnum | Maxnum | Fmuladd | Canonicalize => self.lower_float_intrinsic(i, intr, a),
            IsFpclass => {
                let mask = const_int(self.module, &f.dfg, arg(1)?)
                    .ok_or_else(|| self.err("is.fpclass mask must be constant".into()))?;
                self.lower_is_fpclass(i, arg(0)?, mask as u32)
            }
            Ldexp | Powi => {
                // f(float/double x, int n) in libm / compiler-rt.
                let dbl = self.is_fp_double(arg(0)?)?;
                let x = self.reg1(arg(0)?)?;
                let n = self.reg1(arg(1)?)?;
                let dst = self.result_regs(i).only();
                let name = match (intr, dbl) {
                    (Ldexp, true) => "ldexp",
                    (Ldexp, false) => "ldexpf",
                    (_, true) => "__powidf2",
                    (_, false) => "__powisf2",
                };
                self.emit_libcall_pairs(
                    name,
                    &[(vec![x], RegClass::Vec), (vec![n], RegClass::Int)],
                    &[(dst, PartClass::Sse)],
                )
            }
            Frexp => {
                let dbl = self.is_fp_double(arg(0)?)?;
                let x = self.reg1(arg(0)?)?;
                let slot = self.b.new_stack_slot(4, 4);
                let p = self.gpr();
                self.lea(p, Amode::slot(slot, 0));
                let dst = self.result_regs(i);
                let name = if dbl { "frexp" } else { "frexpf" };
                self.emit_libcall_pairs(
                    name,
                    &[(vec![x], RegClass::Vec), (vec![p], RegClass::Int)],
                    &[(dst.regs()[0], PartClass::Sse)],
                )?;
                if dst.len() > 1 {
                    self.ins(Code::Mov_r32_rm32, &[d(dst.regs()[1]), mem(Amode::slot(slot, 0))]);
                }
                Ok(())
            }
            Lround | Llround | Lrint | Llrint => {
                let dbl = self.is_fp_double(arg(0)?)?;
                let x = self.reg1(arg(0)?)?;
                let dst = self.result_regs(i).only();
                let base = match intr {
                    Lround => "lround",
                    Llround => "llround",
                    Lrint => "lrint",
                    _ => "llrint",
                };
                let name = if dbl { base.to_string() } else { format!("{base}f") };
                self.emit_libcall_pairs(&name, &[(vec![x], RegClass::Vec)], &[(dst, PartClass::Int)])
            }
            StackSave => {
                let dst = self.result_regs(i).only();
                self.ins(Code::Mov_r64_rm64, &[d(dst), pu(PReg::RSP)]);
                Ok(())
            }
            StackRestore => {
                let v = self.reg1(arg(0)?)?;
                self.ins(Code::Mov_r64_rm64, &[MOperand::Reg(Operand::preg_def(PReg::RSP)), u(v)]);
                self.b.has_dynamic_alloca = true;
                Ok(())
            }
            LoadRelative => {
                let p = self.reg1(arg(0)?)?;
                let o = arg(1)?;
                let ob = self.int_bits(f.dfg.value_type(o));
                let ov = self.reg1(o)?;
                let ov = self.extend_to(ov, ob, true, true);
                let t = self.gpr();
                let a = Amode {
                    base: AmodeBase::Reg(kiln_regalloc::RegRef::Virt(p)),
                    index: Some((kiln_regalloc::RegRef::Virt(ov), 1)),
                    disp: 0,
                };
                self.ins(Code::Movsxd_r64_rm32, &[d(t), mem(a)]);
                self.ins(Code::Add_r64_rm64, &[m(t), u(p)]);
                self.set_result(i, ValueRegs::one(t));
                Ok(())
            }
            VaStart => self.lower_va_start(arg(0)?),
            VaCopy => {
                let dst = self.address_of(arg(0)?)?;
                let src = self.address_of(arg(1)?)?;
                // A SysV va_list is a 24-byte struct; a Win64 one is a plain pointer.
                let size = if self.b.conv == kiln_abi::Convention::Win64 { 8 } else { 24 };
                self.copy_memory(dst, src, size)
            }
            ObjectSize => {
                let min = const_int(self.module, &f.dfg, arg(1)?).unwrap_or(0) & 1 == 1;
                let dst = self.result_regs(i).only();
                self.mov_imm(dst, if min { 0 } else { -1 });
                Ok(())
            }
            SaddSat | UaddSat | SsubSat | UsubSat => self.lower_saturating(i, intr, arg(0)?, arg(1)?),
            PtrMask => {
                let p = self.reg1(arg(0)?)?;
                let k = self.reg1(arg(1)?)?;
                let t = self.copy_new(p, RegClass::Int);
                self.ins(Code::And_r64_rm64, &[m(t), u(k)]);
                self.set_result(i, ValueRegs::one(t));
                Ok(())
            }
            FrameAddress | ReturnAddress => {
                let level = const_int(self.module, &f.dfg, arg(0)?).unwrap_or(-1);
                if level != 0 {
                    return Err(self.err(format!("{} with a non-zero level is not supported", intr.name())));
                }
                let dst = self.result_regs(i).only();
                if intr == FrameAddress {
                    self.ins(Code::Mov_r64_rm64, &[d(dst), pu(PReg::RBP)]);
                } else {
                    let a =
                        Amode { base: AmodeBase::Reg(kiln_regalloc::RegRef::Phys(PReg::RBP)), index: None, disp: 8 };
                    self.ins(Code::Mov_r64_rm64, &[d(dst), mem(a)]);
                }
                Ok(())
            }
            ReadCycleCounter => {
                self.ins_full(
                    Code::Rdtsc,
                    &[],
                    &[Operand::preg_def(PReg::RAX), Operand::preg_def(PReg::RDX)],
                    PRegSet::empty(),
                );
                let lo = self.gpr();
                let hi = self.gpr();
                self.copy_from_preg(lo, PReg::RAX);
                self.copy_from_preg(hi, PReg::RDX);
                self.ins(Code::Shl_rm64_imm8, &[m(hi), imm(32)]);
                let lo32 = self.gpr();
                self.ins(Code::Mov_r32_rm32, &[d(lo32), u(lo)]);
                self.ins(Code::Or_r64_rm64, &[m(hi), u(lo32)]);
                self.set_result(i, ValueRegs::one(hi));
                Ok(())
            }
            IsConstant => {
                let dst = self.result_regs(i).only();
                self.mov_imm(dst, 0);
                Ok(())
            }
            _ => {
                if let Some(base) = libm_name(intr) {
                    let dbl = self.is_fp_double(arg(0)?)?;
                    let name = if dbl { base.to_string() } else { format!("{base}f") };
                    let mut args = Vec::new();
                    for &v in a.iter() {
                        let r = self.reg1(v)?;
                        let cl = if self.is_fp(f.dfg.value_type(v)) { RegClass::Vec } else { RegClass::Int };
                        args.push((vec![r], cl));
                    }
                    let dst = self.result_regs(i).only();
                    return self.emit_libcall_pairs(&name, &args, &[(dst, PartClass::Sse)]);
                }
                Err(self.err(format!("intrinsic {} is not supported by the x86-64 backend", intr.name())))
            }
        }
    }

    /// `llvm.experimental.stackmap(i64 id, i32 shadow, values...)`: a call-site record of its
    /// values at this point, followed by `shadow` bytes of nops. Constant values only for now (a
    /// value in a register or a slot needs the allocator's answer of where it lives: a located
    /// error until then).
    fn is_fp_double(&self, v: Value) -> Result<bool, LowerError> {
        match self.module.types.data(self.func.dfg.value_type(v)) {
            TypeData::Double => Ok(true),
            TypeData::Float => Ok(false),
            _ => Err(self.err(format!(
                "{} operands are not supported here (float and double are)",
                super::type_name(self.module, self.func.dfg.value_type(v))
            ))),
        }
    }

    /// memcpy/memmove: inline for small constant sizes, else a libc call.
    fn lower_memcpy(&mut self, dst: Value, src: Value, len: Value, is_move: bool) -> Result<(), LowerError> {
        if let Some(n) = const_int(self.module, &self.func.dfg, len).filter(|&n| (0..=64).contains(&n)) {
            let da = self.address_of(dst)?;
            let sa = self.address_of(src)?;
            // Load everything first, then store: correct for overlapping memmove too.
            let mut chunks = Vec::new();
            let mut done = 0i64;
            while done < n as i64 {
                let rest = n as i64 - done;
                let (size, ld, st) = super::mem::copy_chunk(rest as u64);
                let size = size as i64;
                let t = self.gpr();
                self.ins(ld, &[d(t), mem(off(sa, done)?)]);
                chunks.push((t, done, st));
                done += size;
            }
            for (t, o, st) in chunks {
                self.ins(st, &[mem(off(da, o)?), u(t)]);
            }
            return Ok(());
        }
        let dv = self.reg1(dst)?;
        let sv = self.reg1(src)?;
        let lb = self.int_bits(self.func.dfg.value_type(len));
        let lv = self.reg1(len)?;
        let lv = self.extend_to(lv, lb, false, true);
        let name = if is_move { "memmove" } else { "memcpy" };
        self.emit_libcall_pairs(
            name,
            &[(vec![dv], RegClass::Int), (vec![sv], RegClass::Int), (vec![lv], RegClass::Int)],
            &[],
        )
    }

    /// memset: inline for small constant sizes, else a libc call.
    fn lower_memset(&mut self, dst: Value, val: Value, len: Value) -> Result<(), LowerError> {
        let vv = self.reg1(val)?;
        let byte = self.extend(vv, 8, false);
        if let Some(n) = const_int(self.module, &self.func.dfg, len).filter(|&n| (0..=64).contains(&n)) {
            let da = self.address_of(dst)?;
            let pat = self.gpr();
            let k = self.imm_reg(0x0101_0101_0101_0101);
            self.copy(pat, byte);
            self.ins(Code::Imul_r64_rm64, &[m(pat), u(k)]);
            let mut done = 0i64;
            while done < n as i64 {
                let rest = n as i64 - done;
                let (size, st) = if rest >= 8 {
                    (8, Code::Mov_rm64_r64)
                } else if rest >= 4 {
                    (4, Code::Mov_rm32_r32)
                } else if rest >= 2 {
                    (2, Code::Mov_rm16_r16)
                } else {
                    (1, Code::Mov_rm8_r8)
                };
                self.ins(st, &[mem(off(da, done)?), u(pat)]);
                done += size;
            }
            return Ok(());
        }
        let dv = self.reg1(dst)?;
        let lb = self.int_bits(self.func.dfg.value_type(len));
        let lv = self.reg1(len)?;
        let lv = self.extend_to(lv, lb, false, true);
        self.emit_libcall_pairs(
            "memset",
            &[(vec![dv], RegClass::Int), (vec![byte], RegClass::Int), (vec![lv], RegClass::Int)],
            &[],
        )
    }

    /// Population count without POPCNT (SWAR bit counting on 64 bits).
    fn lower_ctpop(&mut self, i: Inst, x: Value) -> Result<(), LowerError> {
        let bits = self.int_bits(self.func.dfg.value_type(x));
        if bits > 64 {
            return Err(self.err("llvm.ctpop on i128 is not supported".into()));
        }
        let v = self.reg1(x)?;
        let v = self.extend_to(v, bits, false, true);
        let n = self.popcount64(v);
        self.set_result(i, ValueRegs::one(n));
        Ok(())
    }

    /// A new register holding the number of set bits of 64-bit `v` (SWAR bit counting).
    pub(crate) fn popcount64(&mut self, v: VReg) -> VReg {
        use Code::*;
        let k55 = self.imm_reg(0x5555_5555_5555_5555);
        let k33 = self.imm_reg(0x3333_3333_3333_3333);
        let k0f = self.imm_reg(0x0f0f_0f0f_0f0f_0f0f);
        let k01 = self.imm_reg(0x0101_0101_0101_0101);
        // x - ((x >> 1) & 0x55..)
        let t = self.copy_new(v, RegClass::Int);
        self.ins(Shr_rm64_imm8, &[m(t), imm(1)]);
        self.ins(And_r64_rm64, &[m(t), u(k55)]);
        let x1 = self.copy_new(v, RegClass::Int);
        self.ins(Sub_r64_rm64, &[m(x1), u(t)]);
        // (x & 0x33..) + ((x >> 2) & 0x33..)
        let t2 = self.copy_new(x1, RegClass::Int);
        self.ins(Shr_rm64_imm8, &[m(t2), imm(2)]);
        self.ins(And_r64_rm64, &[m(t2), u(k33)]);
        let x2 = self.copy_new(x1, RegClass::Int);
        self.ins(And_r64_rm64, &[m(x2), u(k33)]);
        self.ins(Add_r64_rm64, &[m(x2), u(t2)]);
        // (x + (x >> 4)) & 0x0f..
        let t3 = self.copy_new(x2, RegClass::Int);
        self.ins(Shr_rm64_imm8, &[m(t3), imm(4)]);
        self.ins(Add_r64_rm64, &[m(t3), u(x2)]);
        self.ins(And_r64_rm64, &[m(t3), u(k0f)]);
        // (x * 0x01..) >> 56
        self.ins(Imul_r64_rm64, &[m(t3), u(k01)]);
        self.ins(Shr_rm64_imm8, &[m(t3), imm(56)]);
        t3
    }

    /// ctlz/cttz with bsr/bsf; a zero input gives the bit width.
    fn lower_ctz_clz(&mut self, i: Inst, x: Value, leading: bool) -> Result<(), LowerError> {
        let bits = self.int_bits(self.func.dfg.value_type(x));
        if bits > 64 {
            return Err(self.err("ctlz/cttz on i128 is not supported".into()));
        }
        let v = self.reg1(x)?;
        let v = self.extend_to(v, bits, false, true);
        let r = self.gpr();
        if leading {
            let m1 = self.imm_reg(-1);
            self.ins(Code::Bsr_r64_rm64, &[d(r), u(v)]);
            self.ins(Code::Cmove_r64_rm64, &[m(r), u(m1)]);
            let res = self.imm_reg(bits as i64 - 1);
            self.ins(Code::Sub_r64_rm64, &[m(res), u(r)]);
            self.set_result(i, ValueRegs::one(res));
        } else {
            let w = self.imm_reg(bits as i64);
            self.ins(Code::Bsf_r64_rm64, &[d(r), u(v)]);
            self.ins(Code::Cmove_r64_rm64, &[m(r), u(w)]);
            self.set_result(i, ValueRegs::one(r));
        }
        Ok(())
    }

    fn lower_bswap(&mut self, i: Inst, x: Value) -> Result<(), LowerError> {
        let bits = self.int_bits(self.func.dfg.value_type(x));
        if bits > 64 && bits != 128 {
            return Err(self.err(format!("llvm.bswap on i{bits} is not supported")));
        }
        let src = self.value_regs(x)?;
        match bits {
            16 => {
                let t = self.copy_new(src.only(), RegClass::Int);
                self.ins(Code::Rol_rm16_imm8, &[m(t), imm(8)]);
                self.set_result(i, ValueRegs::one(t));
            }
            32 | 64 => {
                let t = self.copy_new(src.only(), RegClass::Int);
                self.ins(if bits == 32 { Code::Bswap_r32 } else { Code::Bswap_r64 }, &[m(t)]);
                self.set_result(i, ValueRegs::one(t));
            }
            128 => {
                let lo = self.copy_new(src.regs()[1], RegClass::Int);
                let hi = self.copy_new(src.regs()[0], RegClass::Int);
                self.ins(Code::Bswap_r64, &[m(lo)]);
                self.ins(Code::Bswap_r64, &[m(hi)]);
                self.set_result(i, ValueRegs::from_slice(&[lo, hi]));
            }
            _ => {
                // Other multiples of 16: swap 64 bits and shift down.
                let t = self.copy_new(src.only(), RegClass::Int);
                self.ins(Code::Bswap_r64, &[m(t)]);
                self.ins(Code::Shr_rm64_imm8, &[m(t), imm(64 - bits as i64)]);
                self.set_result(i, ValueRegs::one(t));
            }
        }
        Ok(())
    }

    fn lower_bitreverse(&mut self, i: Inst, x: Value) -> Result<(), LowerError> {
        let bits = self.int_bits(self.func.dfg.value_type(x));
        if bits > 64 {
            return Err(self.err("bitreverse on i128 is not supported".into()));
        }
        let mut v = self.reg1(x)?;
        use Code::*;
        for (sh, mask) in [(1, 0x5555_5555_5555_5555u64), (2, 0x3333_3333_3333_3333), (4, 0x0f0f_0f0f_0f0f_0f0f)] {
            let k = self.imm_reg(mask as i64);
            let a = self.copy_new(v, RegClass::Int);
            self.ins(Shr_rm64_imm8, &[m(a), imm(sh)]);
            self.ins(And_r64_rm64, &[m(a), u(k)]);
            let b = self.copy_new(v, RegClass::Int);
            self.ins(And_r64_rm64, &[m(b), u(k)]);
            self.ins(Shl_rm64_imm8, &[m(b), imm(sh)]);
            self.ins(Or_r64_rm64, &[m(a), u(b)]);
            v = a;
        }
        let t = self.copy_new(v, RegClass::Int);
        self.ins(Bswap_r64, &[m(t)]);
        if bits < 64 {
            self.ins(Shr_rm64_imm8, &[m(t), imm(64 - bits as i64)]);
        }
        self.set_result(i, ValueRegs::one(t));
        Ok(())
    }

    /// Funnel shifts: shld/shrd for 32 and 64 bits; other widths through a 64-bit computation.
    fn lower_funnel(&mut self, i: Inst, a: Value, b: Value, c: Value, left: bool) -> Result<(), LowerError> {
        let bits = self.int_bits(self.func.dfg.value_type(a));
        if bits > 64 {
            return Err(self.err("funnel shifts on i128 are not supported".into()));
        }
        let av = self.reg1(a)?;
        let bv = self.reg1(b)?;
        let cv = self.reg1(c)?;
        use Code::*;
        if bits == 32 || bits == 64 {
            let w64 = bits == 64;
            self.copy_to_preg(PReg::RCX, cv);
            let t = if left { self.copy_new(av, RegClass::Int) } else { self.copy_new(bv, RegClass::Int) };
            let other = if left { bv } else { av };
            let code = match (left, w64) {
                (true, true) => Shld_rm64_r64_CL,
                (true, false) => Shld_rm32_r32_CL,
                (false, true) => Shrd_rm64_r64_CL,
                (false, false) => Shrd_rm32_r32_CL,
            };
            self.ins(code, &[m(t), u(other), pu(PReg::RCX)]);
            self.set_result(i, ValueRegs::one(t));
            return Ok(());
        }
        // s = c mod n; fshl = (a << s) | (b >> (n - s)); fshr = (a << (n - s)) | (b >> s), with
        // a and b zero-extended to 64 bits (a shift by n of an n-bit value gives 0).
        let ce = self.extend_to(cv, bits, false, true);
        let s = self.gpr();
        if bits.is_power_of_two() {
            self.copy(s, ce);
            self.ins(And_rm64_imm32, &[m(s), imm(bits as i64 - 1)]);
        } else {
            let n = self.imm_reg(bits as i64);
            self.copy_to_preg(PReg::RAX, ce);
            self.ins(Mov_r32_imm32, &[MOperand::Reg(Operand::preg_def(PReg::RDX)), imm(0)]);
            self.ins_full(
                Div_rm64,
                &[u(n)],
                &[Operand::preg_mod(PReg::RAX), Operand::preg_mod(PReg::RDX)],
                PRegSet::empty(),
            );
            self.copy_from_preg(s, PReg::RDX);
        }
        let ns = self.imm_reg(bits as i64);
        self.ins(Sub_r64_rm64, &[m(ns), u(s)]);
        let (ls, rs) = if left { (s, ns) } else { (ns, s) };
        let hi = self.extend_to(av, bits, false, true);
        let hi = self.copy_new(hi, RegClass::Int);
        self.copy_to_preg(PReg::RCX, ls);
        self.ins(Shl_rm64_CL, &[m(hi), pu(PReg::RCX)]);
        let lo = self.extend_to(bv, bits, false, true);
        let lo = self.copy_new(lo, RegClass::Int);
        self.copy_to_preg(PReg::RCX, rs);
        self.ins(Shr_rm64_CL, &[m(lo), pu(PReg::RCX)]);
        self.ins(Or_r64_rm64, &[m(hi), u(lo)]);
        if !left {
            // (a << n) of fshr with s == 0 is a << n, whose low n bits are zero: fine.
        }
        self.set_result(i, ValueRegs::one(hi));
        Ok(())
    }

    /// `*.with.overflow` on 32- and 64-bit integers.
    fn lower_overflow(&mut self, i: Inst, intr: Intrinsic, a: Value, b: Value) -> Result<(), LowerError> {
        let bits = self.int_bits(self.func.dfg.value_type(a));
        if bits != 32 && bits != 64 {
            return Err(self.err(format!("{} on i{bits} is not supported", intr.name())));
        }
        let w64 = bits == 64;
        let av = self.reg1(a)?;
        let bv = self.reg1(b)?;
        let dst = self.result_regs(i);
        if dst.len() != 2 {
            return Err(self.err("overflow intrinsic result must be {iN, i1}".into()));
        }
        let val = self.gpr();
        let flag = self.gpr();
        use Code::*;
        use Intrinsic::*;
        let cond = match intr {
            UmulWithOverflow => {
                self.copy_to_preg(PReg::RAX, av);
                self.ins_full(
                    if w64 { Mul_rm64 } else { Mul_rm32 },
                    &[u(bv)],
                    &[Operand::preg_mod(PReg::RAX), Operand::preg_def(PReg::RDX)],
                    PRegSet::empty(),
                );
                self.setcc(Cond::O, flag);
                self.copy_from_preg(val, PReg::RAX);
                self.set_result(i, ValueRegs::from_slice(&[val, flag]));
                return Ok(());
            }
            SaddWithOverflow | SsubWithOverflow | SmulWithOverflow => Cond::O,
            _ => Cond::B,
        };
        let code = match (intr, w64) {
            (SaddWithOverflow | UaddWithOverflow, false) => Add_r32_rm32,
            (SaddWithOverflow | UaddWithOverflow, true) => Add_r64_rm64,
            (SsubWithOverflow | UsubWithOverflow, false) => Sub_r32_rm32,
            (SsubWithOverflow | UsubWithOverflow, true) => Sub_r64_rm64,
            (_, false) => Imul_r32_rm32,
            (_, true) => Imul_r64_rm64,
        };
        self.copy(val, av);
        self.ins(code, &[m(val), u(bv)]);
        self.setcc(cond, flag);
        self.set_result(i, ValueRegs::from_slice(&[val, flag]));
        Ok(())
    }

    fn lower_float_intrinsic(&mut self, i: Inst, intr: Intrinsic, a: &[Value]) -> Result<(), LowerError> {
        let first = *a.first().ok_or_else(|| self.err("missing operand".into()))?;
        let dbl = self.is_fp_double(first)?;
        let x = self.reg1(first)?;
        let dst = self.result_regs(i).only();
        use Code::*;
        match intr {
            Intrinsic::Fabs => self.abs_float(dst, x, dbl),
            Intrinsic::Canonicalize => self.copy(dst, x),
            Intrinsic::Sqrt => self.ins(if dbl { Sqrtsd_xmm_xmmm64 } else { Sqrtss_xmm_xmmm32 }, &[d(dst), u(x)]),
            Intrinsic::Copysign => {
                let y = self.reg1(nth(a, 1).ok_or_else(|| self.err("missing operand".into()))?)?;
                let mag = self.xmm();
                self.abs_float(mag, x, dbl);
                let sign = self.xmm();
                // sign = y & signmask = y ^ |y|
                let ay = self.xmm();
                self.abs_float(ay, y, dbl);
                self.copy(sign, y);
                self.ins(Xorps_xmm_xmmm128, &[m(sign), u(ay)]);
                self.copy(dst, mag);
                self.ins(Orps_xmm_xmmm128, &[m(dst), u(sign)]);
            }
            Intrinsic::Minnum | Intrinsic::Maxnum => {
                let y = self.reg1(nth(a, 1).ok_or_else(|| self.err("missing operand".into()))?)?;
                let r = self.copy_new(x, RegClass::Vec);
                let code = match (intr == Intrinsic::Minnum, dbl) {
                    (true, true) => Minsd_xmm_xmmm64,
                    (true, false) => Minss_xmm_xmmm32,
                    (false, true) => Maxsd_xmm_xmmm64,
                    (false, false) => Maxss_xmm_xmmm32,
                };
                // min/max return the second operand when either is NaN; pick x when y is NaN.
                self.ins(code, &[m(r), u(y)]);
                let gr = self.gpr();
                let gx = self.gpr();
                self.ins(Movq_rm64_xmm, &[d(gr), u(r)]);
                self.ins(Movq_rm64_xmm, &[d(gx), u(x)]);
                self.ins(if dbl { Ucomisd_xmm_xmmm64 } else { Ucomiss_xmm_xmmm32 }, &[u(y), u(y)]);
                self.ins(Cmovp_r64_rm64, &[m(gr), u(gx)]);
                self.ins(Movq_xmm_rm64, &[d(dst), u(gr)]);
            }
            Intrinsic::Fmuladd => {
                let y = self.float_rhs(nth(a, 1).ok_or_else(|| self.err("missing operand".into()))?)?;
                let z = self.float_rhs(nth(a, 2).ok_or_else(|| self.err("missing operand".into()))?)?;
                let t = self.copy_new(x, RegClass::Vec);
                self.ins(if dbl { Mulsd_xmm_xmmm64 } else { Mulss_xmm_xmmm32 }, &[m(t), y]);
                self.ins(if dbl { Addsd_xmm_xmmm64 } else { Addss_xmm_xmmm32 }, &[m(t), z]);
                self.copy(dst, t);
            }
            _ => return Err(self.err(format!("intrinsic {} is not supported", intr.name()))),
        }
        Ok(())
    }

    /// `llvm.is.fpclass` by integer tests on the bit pattern.
    fn lower_is_fpclass(&mut self, i: Inst, x: Value, mask: u32) -> Result<(), LowerError> {
        let dbl = self.is_fp_double(x)?;
        let xv = self.reg1(x)?;
        let (mant_bits, exp_mask): (u32, u64) = if dbl { (52, 0x7ff0_0000_0000_0000) } else { (23, 0x7f80_0000) };
        let bits = self.gpr();
        self.ins(if dbl { Code::Movq_rm64_xmm } else { Code::Movd_rm32_xmm }, &[d(bits), u(xv)]);
        // abs = bits without the sign; neg = sign bit set.
        let sign_shift = if dbl { 63 } else { 31 };
        let abs = self.copy_new(bits, RegClass::Int);
        self.ins(Code::Shl_rm64_imm8, &[m(abs), imm(64 - sign_shift)]);
        self.ins(Code::Shr_rm64_imm8, &[m(abs), imm(64 - sign_shift)]);
        let neg = self.copy_new(bits, RegClass::Int);
        self.ins(Code::Shr_rm64_imm8, &[m(neg), imm(sign_shift)]);
        self.ins(Code::And_rm32_imm32, &[m(neg), imm(1)]);
        let quiet = exp_mask | (1u64 << (mant_bits - 1));
        let min_normal = 1u64 << mant_bits;
        let result = self.imm_reg(0);
        // NaNs ignore the sign.
        let snan = mask & 1 != 0;
        let qnan = mask & 2 != 0;
        if snan || qnan {
            let (lo, hi) = match (snan, qnan) {
                (true, true) => (exp_mask + 1, u64::MAX >> 1),
                (true, false) => (exp_mask + 1, quiet - 1),
                _ => (quiet, u64::MAX >> 1),
            };
            let t = self.range_test(abs, lo, hi);
            self.ins(Code::Or_r64_rm64, &[m(result), u(t)]);
        }
        // (neg bit, pos bit, low, high) for inf, normal, subnormal, zero.
        let classes =
            [(2, 9, exp_mask, exp_mask), (3, 8, min_normal, exp_mask - 1), (4, 7, 1, min_normal - 1), (5, 6, 0, 0)];
        for (nb, pb, lo, hi) in classes {
            let want_neg = mask & (1 << nb) != 0;
            let want_pos = mask & (1 << pb) != 0;
            if !want_neg && !want_pos {
                continue;
            }
            let t = self.range_test(abs, lo, hi);
            if want_neg != want_pos {
                let s = self.copy_new(neg, RegClass::Int);
                if want_pos {
                    self.ins(Code::Xor_rm32_imm32, &[m(s), imm(1)]);
                }
                self.ins(Code::And_r64_rm64, &[m(t), u(s)]);
            }
            self.ins(Code::Or_r64_rm64, &[m(result), u(t)]);
        }
        self.set_result(i, ValueRegs::one(result));
        Ok(())
    }

    /// A 0/1 register: `lo <= v <= hi` (unsigned), via `v - lo <= hi - lo`.
    fn range_test(&mut self, v: VReg, lo: u64, hi: u64) -> VReg {
        let t = self.copy_new(v, RegClass::Int);
        if lo != 0 {
            let k = self.imm_reg(lo as i64);
            self.ins(Code::Sub_r64_rm64, &[m(t), u(k)]);
        }
        let k = self.imm_reg(hi.wrapping_sub(lo) as i64);
        self.ins(Code::Cmp_r64_rm64, &[u(t), u(k)]);
        let r = self.gpr();
        self.setcc(Cond::Be, r);
        let z = self.extend(r, 8, false);
        let z64 = self.gpr();
        self.ins(Code::Mov_r32_rm32, &[d(z64), u(z)]);
        z64
    }

    /// `va_start`: fills the SysV `va_list` from what the prologue recorded.
    fn lower_va_start(&mut self, ap: Value) -> Result<(), LowerError> {
        if self.b.conv == kiln_abi::Convention::Win64 {
            // Win64: va_list is a char* to the first variadic slot of the caller's argument area.
            let first = self.va_win64.ok_or_else(|| self.err("va_start in a function that is not variadic".into()))?;
            let a = self.address_of(ap)?;
            let t = self.gpr();
            self.lea(t, Amode { base: AmodeBase::IncomingArgs, index: None, disp: first });
            self.ins(Code::Mov_rm64_r64, &[mem(a), u(t)]);
            return Ok(());
        }
        let va = self.va.ok_or_else(|| self.err("va_start in a function that is not variadic".into()))?;
        let a = self.address_of(ap)?;
        self.ins(Code::Mov_rm32_imm32, &[mem(a), imm(8 * va.gp_used as i64)]);
        self.ins(Code::Mov_rm32_imm32, &[mem(off(a, 4)?), imm(48 + 16 * va.sse_used as i64)]);
        let t = self.gpr();
        self.lea(t, Amode { base: AmodeBase::IncomingArgs, index: None, disp: va.stack_size as i32 });
        self.ins(Code::Mov_rm64_r64, &[mem(off(a, 8)?), u(t)]);
        let s = self.gpr();
        self.lea(s, Amode::slot(va.save_area, 0));
        self.ins(Code::Mov_rm64_r64, &[mem(off(a, 16)?), u(s)]);
        Ok(())
    }
}

impl FuncLower<'_> {
    /// Saturating add/subtract on 32- and 64-bit integers.
    fn lower_saturating(&mut self, i: Inst, intr: Intrinsic, a: Value, b: Value) -> Result<(), LowerError> {
        let bits = self.int_bits(self.func.dfg.value_type(a));
        if bits != 32 && bits != 64 {
            return Err(self.err(format!("{} on i{bits} is not supported", intr.name())));
        }
        let w64 = bits == 64;
        let av = self.reg1(a)?;
        let bv = self.reg1(b)?;
        use Code::*;
        let add = matches!(intr, Intrinsic::SaddSat | Intrinsic::UaddSat);
        let op = match (add, w64) {
            (true, true) => Add_r64_rm64,
            (true, false) => Add_r32_rm32,
            (false, true) => Sub_r64_rm64,
            (false, false) => Sub_r32_rm32,
        };
        let (sat, cond) = match intr {
            Intrinsic::UaddSat => (self.imm_reg(-1), Cond::B),
            Intrinsic::UsubSat => (self.imm_reg(0), Cond::B),
            _ => {
                // a < 0 ? MIN : MAX  ==  (a >> (w - 1)) ^ MAX
                let s = self.copy_new(av, RegClass::Int);
                let max = self.imm_reg(if w64 { i64::MAX } else { i32::MAX as i64 });
                self.ins(if w64 { Sar_rm64_imm8 } else { Sar_rm32_imm8 }, &[m(s), imm(bits as i64 - 1)]);
                self.ins(if w64 { Xor_r64_rm64 } else { Xor_r32_rm32 }, &[m(s), u(max)]);
                (s, Cond::O)
            }
        };
        let t = self.copy_new(av, RegClass::Int);
        self.ins(op, &[m(t), u(bv)]);
        self.ins(if w64 { cond.cmov64_code() } else { cond.cmov32_code() }, &[m(t), u(sat)]);
        self.set_result(i, ValueRegs::one(t));
        Ok(())
    }
}
