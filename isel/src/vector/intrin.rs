//! Vector intrinsic calls: integer min/max/abs (SSE2 compare-and-blend emulation), fabs,
//! copysign, sqrt, minnum/maxnum, fmuladd/fma, reverse, and the reductions (`reduce.rs`).

use iced_x86::Code;
use kiln_ir::instructions::CallData;
use kiln_ir::{ConstData, Inst, Intrinsic, Value};
use kiln_regalloc::VReg;

use super::arith::{padd, per_reg, sign_mask};
use super::emit::*;
use super::fallback::{int_op, lanewise, IntOp, Src};
use super::layout::{Lane, VLayout};
use super::shuffle::shuffle_regs;
use super::{reduce, result_layout, set_result, vregs};
use crate::ctx::LowerCtx;

/// Packed integer min/max for lanes of `bytes` bytes (1, 2, 4), or `None` for 64-bit lanes.
pub(crate) fn int_minmax_native(ctx: &mut dyn LowerCtx, op: IntOp, bytes: u32, a: VReg, b: VReg) -> Option<VReg> {
    let signed = matches!(op, IntOp::SMax | IntOp::SMin);
    let max = matches!(op, IntOp::SMax | IntOp::UMax);
    match bytes {
        1 | 2 => {
            // SSE2 has unsigned byte and signed word min/max; the other signedness is biased.
            let native_unsigned = bytes == 1;
            let code = match (bytes, max) {
                (1, true) => Code::Pmaxub_xmm_xmmm128,
                (1, false) => Code::Pminub_xmm_xmmm128,
                (_, true) => Code::Pmaxsw_xmm_xmmm128,
                (_, false) => Code::Pminsw_xmm_xmmm128,
            };
            if signed != native_unsigned {
                return Some(bin(ctx, code, a, b));
            }
            let bias = splat_const(ctx, 1u64 << (bytes * 8 - 1), bytes);
            let x = bin(ctx, Code::Pxor_xmm_xmmm128, a, bias);
            let y = bin(ctx, Code::Pxor_xmm_xmmm128, b, bias);
            let r = bin(ctx, code, x, y);
            Some(bin(ctx, Code::Pxor_xmm_xmmm128, r, bias))
        }
        4 => {
            let (x, y) = if signed {
                (a, b)
            } else {
                let bias = splat_const(ctx, 0x8000_0000, 4);
                (bin(ctx, Code::Pxor_xmm_xmmm128, a, bias), bin(ctx, Code::Pxor_xmm_xmmm128, b, bias))
            };
            let gt = bin(ctx, Code::Pcmpgtd_xmm_xmmm128, x, y);
            Some(if max { blend(ctx, gt, a, b) } else { blend(ctx, gt, b, a) })
        }
        _ => None,
    }
}

/// IEEE maxNum/minNum on packed floats: a NaN operand yields the other operand.
pub(crate) fn float_minmax(ctx: &mut dyn LowerCtx, ps: bool, max: bool, a: VReg, b: VReg) -> VReg {
    let code = match (ps, max) {
        (true, true) => Code::Maxps_xmm_xmmm128,
        (true, false) => Code::Minps_xmm_xmmm128,
        (false, true) => Code::Maxpd_xmm_xmmm128,
        (false, false) => Code::Minpd_xmm_xmmm128,
    };
    // maxps returns its second operand when either is NaN: right when `a` is NaN; when `b` is
    // NaN, take `a` instead. Equal operands (only +0 and -0 differ) combine their sign bits so
    // that -0 < +0: or for min, and for max.
    let r = bin(ctx, code, a, b);
    let cmp = if ps { Code::Cmpps_xmm_xmmm128_imm8 } else { Code::Cmppd_xmm_xmmm128_imm8 };
    let eq = bin_rr_imm(ctx, cmp, a, b, 0);
    let signs = bin(ctx, if max { Code::Andps_xmm_xmmm128 } else { Code::Orps_xmm_xmmm128 }, a, b);
    let r = blend(ctx, eq, signs, r);
    let b_nan = bin_rr_imm(ctx, cmp, b, b, 3);
    blend(ctx, b_nan, a, r)
}

/// The intrinsic a call invokes, if its callee is an intrinsic declaration.
fn callee_intrinsic(ctx: &dyn LowerCtx, call: &CallData) -> Option<Intrinsic> {
    let c = ctx.func().dfg.value_const(call.callee)?;
    match ctx.module().consts.data(c) {
        ConstData::FuncAddr { func, .. } => ctx.module().funcs[*func].intrinsic,
        _ => None,
    }
}

/// Lowers a call of a vector intrinsic.
pub(crate) fn call(ctx: &mut dyn LowerCtx, inst: Inst, call: &CallData) -> Res<()> {
    let Some(which) = callee_intrinsic(ctx, call) else {
        return Err(ctx.error_at(inst, "calls with vector values are lowered by the call sequence, not here".into()));
    };
    let args = &call.args;
    if (300..=315).contains(&which.id()) {
        return reduce::reduce(ctx, inst, which, args);
    }
    let need = |ctx: &dyn LowerCtx, n: usize| {
        if args.len() >= n {
            Ok(())
        } else {
            Err(ctx.error_at(inst, format!("`{}` needs {n} operands", which.name())))
        }
    };
    let l = result_layout(ctx, inst)?;
    let ps = l.lane == Lane::F32;
    let regs = match which {
        Intrinsic::Smax | Intrinsic::Smin | Intrinsic::Umax | Intrinsic::Umin => {
            need(ctx, 2)?;
            let op = match which {
                Intrinsic::Smax => IntOp::SMax,
                Intrinsic::Smin => IntOp::SMin,
                Intrinsic::Umax => IntOp::UMax,
                _ => IntOp::UMin,
            };
            int_minmax(ctx, op, l, args[0], args[1])?
        }
        Intrinsic::SaddSat | Intrinsic::UaddSat | Intrinsic::SsubSat | Intrinsic::UsubSat
            if !l.is_mask() && !l.is_float() =>
        {
            need(ctx, 2)?;
            saturating(ctx, which, l, args[0], args[1])?
        }
        Intrinsic::Bswap if matches!(l.lane, Lane::Int(16 | 32 | 64)) => {
            need(ctx, 1)?;
            let a = vregs(ctx, args[0])?;
            a.iter().map(|&x| bswap(ctx, l.lane_bytes, x)).collect()
        }
        Intrinsic::Ctpop if matches!(l.lane, Lane::Int(8 | 16 | 32 | 64)) => {
            need(ctx, 1)?;
            let a = vregs(ctx, args[0])?;
            a.iter().map(|&x| ctpop(ctx, l.lane_bytes, x)).collect()
        }
        Intrinsic::Abs => {
            need(ctx, 1)?;
            abs(ctx, l, args[0])?
        }
        Intrinsic::Fabs | Intrinsic::Copysign if l.is_float() => {
            need(ctx, 1)?;
            let a = vregs(ctx, args[0])?;
            let sign = sign_mask(ctx, l);
            let mut out = Vec::new();
            let b = if which == Intrinsic::Copysign {
                need(ctx, 2)?;
                Some(vregs(ctx, args[1])?)
            } else {
                None
            };
            for (k, &x) in a.iter().enumerate() {
                let mag = bin(ctx, Code::Andnps_xmm_xmmm128, sign, x);
                out.push(match &b {
                    Some(b) => {
                        let s = bin(ctx, Code::Andps_xmm_xmmm128, sign, b[k]);
                        bin(ctx, Code::Orps_xmm_xmmm128, mag, s)
                    }
                    None => mag,
                });
            }
            out
        }
        Intrinsic::Sqrt if l.is_float() => {
            need(ctx, 1)?;
            let a = vregs(ctx, args[0])?;
            let code = if ps { Code::Sqrtps_xmm_xmmm128 } else { Code::Sqrtpd_xmm_xmmm128 };
            a.iter()
                .map(|&x| {
                    let t = vtmp(ctx);
                    x86(ctx, code, &[d(t), u(x)]);
                    t
                })
                .collect()
        }
        Intrinsic::Minnum | Intrinsic::Maxnum if l.is_float() => {
            need(ctx, 2)?;
            let a = vregs(ctx, args[0])?;
            let b = vregs(ctx, args[1])?;
            let max = which == Intrinsic::Maxnum;
            per_reg(ctx, &a, &b, &mut |c, x, y| float_minmax(c, ps, max, x, y))
        }
        Intrinsic::Fma if l.is_float() => {
            // Fused exactly: fma/fmaf per lane (SSE2 has no fused multiply-add).
            need(ctx, 3)?;
            let name = if ps { "fmaf" } else { "fma" };
            let mut srcs = Vec::with_capacity(3);
            for &v in &args[..3] {
                let regs = ctx.value_regs(v)?;
                srcs.push(super::fallback::Src { regs, layout: l, ext: super::fallback::Ext::Zero });
            }
            super::arith::lanewise_libcall(ctx, l, &srcs, name)?
        }
        Intrinsic::Fmuladd if l.is_float() => {
            need(ctx, 3)?;
            let a = vregs(ctx, args[0])?;
            let b = vregs(ctx, args[1])?;
            let c = vregs(ctx, args[2])?;
            let (mul, add) = if ps {
                (Code::Mulps_xmm_xmmm128, Code::Addps_xmm_xmmm128)
            } else {
                (Code::Mulpd_xmm_xmmm128, Code::Addpd_xmm_xmmm128)
            };
            let p = per_reg(ctx, &a, &b, &mut |cx, x, y| bin(cx, mul, x, y));
            per_reg(ctx, &p, &c, &mut |cx, x, y| bin(cx, add, x, y))
        }
        Intrinsic::VectorReverse => {
            need(ctx, 1)?;
            let a = vregs(ctx, args[0])?;
            let sel: Vec<_> = (0..l.lanes).rev().map(|i| Some((0usize, i))).collect();
            shuffle_regs(ctx, &[a.clone(), a], l, l, &sel)
        }
        // Rounding and the math library (llvm.round, floor, ceil, trunc, rint, nearbyint,
        // roundeven, pow, exp, log, sin, ... as clang's vectorizers emit them): the C library's
        // function per lane, as for scalars (SSE2 has no rounding instruction).
        w if l.is_float() && crate::lower::libm_name(w).is_some() && args.iter().all(|&a| is_float_vector(ctx, a)) => {
            let base = crate::lower::libm_name(w).expect("checked");
            let name = if ps { format!("{base}f") } else { base.to_string() };
            let mut srcs = Vec::with_capacity(args.len());
            for &v in args.iter() {
                let regs = ctx.value_regs(v)?;
                srcs.push(super::fallback::Src { regs, layout: l, ext: super::fallback::Ext::Zero });
            }
            super::arith::lanewise_libcall(ctx, l, &srcs, &name)?
        }
        _ => {
            return Err(
                ctx.error_at(inst, format!("`{}` on vectors is not supported by the x86-64 backend", which.name()))
            )
        }
    };
    set_result(ctx, inst, &regs);
    Ok(())
}

/// Whether `v` is a vector of floating-point lanes (the operands a lane-wise libm call takes).
fn is_float_vector(ctx: &dyn LowerCtx, v: Value) -> bool {
    let types = &ctx.module().types;
    let t = ctx.func().dfg.value_type(v);
    types.vector_info(t).is_some_and(|(_, e)| types.is_float(e))
}

/// Saturating add/subtract: paddsb/paddusw and friends for 8- and 16-bit lanes, scalar code
/// with clamping (or overflow flags for 64-bit lanes) otherwise.
fn saturating(ctx: &mut dyn LowerCtx, which: Intrinsic, l: VLayout, a: Value, b: Value) -> Res<Vec<VReg>> {
    let signed = matches!(which, Intrinsic::SaddSat | Intrinsic::SsubSat);
    let sub = matches!(which, Intrinsic::SsubSat | Intrinsic::UsubSat);
    let bits = l.int_bits().unwrap_or(64);
    if bits == 8 || bits == 16 {
        let code = match (bits, signed, sub) {
            (8, true, false) => Code::Paddsb_xmm_xmmm128,
            (8, false, false) => Code::Paddusb_xmm_xmmm128,
            (8, true, true) => Code::Psubsb_xmm_xmmm128,
            (8, false, true) => Code::Psubusb_xmm_xmmm128,
            (_, true, false) => Code::Paddsw_xmm_xmmm128,
            (_, false, false) => Code::Paddusw_xmm_xmmm128,
            (_, true, true) => Code::Psubsw_xmm_xmmm128,
            (_, false, true) => Code::Psubusw_xmm_xmmm128,
        };
        let x = vregs(ctx, a)?;
        let y = vregs(ctx, b)?;
        return Ok(per_reg(ctx, &x, &y, &mut |c, p, q| bin(c, code, p, q)));
    }
    let ext = if signed { super::fallback::Ext::Sign } else { super::fallback::Ext::Zero };
    let srcs = [Src { regs: ctx.value_regs(a)?, layout: l, ext }, Src { regs: ctx.value_regs(b)?, layout: l, ext }];
    lanewise(ctx, l, &srcs, &mut |c, v| Ok(saturating_lane(c, signed, sub, bits, v[0], v[1])))
}

/// A 64-bit register holding `v`.
fn gconst(ctx: &mut dyn LowerCtx, v: i64) -> VReg {
    let t = gtmp(ctx);
    x86(ctx, Code::Mov_r64_imm64, &[d(t), imm(v)]);
    t
}

/// One saturating lane on extended GPR values.
fn saturating_lane(ctx: &mut dyn LowerCtx, signed: bool, sub: bool, bits: u32, a: VReg, b: VReg) -> VReg {
    let op = if sub { Code::Sub_r64_rm64 } else { Code::Add_r64_rm64 };
    if bits < 64 {
        // Exact in 64 bits, then clamped to the lane's range.
        let r = gbin(ctx, op, a, b);
        return match (signed, sub) {
            (true, _) => {
                let lo = gconst(ctx, -(1i64 << (bits - 1)));
                let hi = gconst(ctx, (1i64 << (bits - 1)) - 1);
                let r = int_op(ctx, IntOp::SMax, r, lo);
                int_op(ctx, IntOp::SMin, r, hi)
            }
            (false, false) => {
                let hi = gconst(ctx, (1i64 << bits) - 1);
                int_op(ctx, IntOp::UMin, r, hi)
            }
            (false, true) => {
                let zero = gconst(ctx, 0);
                int_op(ctx, IntOp::SMax, r, zero)
            }
        };
    }
    if signed {
        // On overflow the result saturates toward the sign of `a`.
        let s = gbin_imm(ctx, Code::Sar_rm64_imm8, a, 63);
        let max = gconst(ctx, i64::MAX);
        let sat = gbin(ctx, Code::Xor_r64_rm64, s, max);
        let r = gbin(ctx, op, a, b);
        gbin(ctx, Code::Cmovo_r64_rm64, r, sat)
    } else {
        let sat = gconst(ctx, if sub { 0 } else { -1 });
        let r = gbin(ctx, op, a, b);
        gbin(ctx, Code::Cmovb_r64_rm64, r, sat)
    }
}

/// Byte swap within lanes of 2, 4 or 8 bytes: swap bytes in words, then reverse the words of
/// each lane with pshuflw/pshufhw.
fn bswap(ctx: &mut dyn LowerCtx, bytes: u32, x: VReg) -> VReg {
    let l = bin_imm(ctx, Code::Psllw_xmm_imm8, x, 8);
    let r = bin_imm(ctx, Code::Psrlw_xmm_imm8, x, 8);
    let w = bin(ctx, Code::Por_xmm_xmmm128, l, r);
    let order = match bytes {
        2 => return w,
        4 => 0xB1,
        _ => 0x1B,
    };
    let lo = vtmp(ctx);
    x86(ctx, Code::Pshuflw_xmm_xmmm128_imm8, &[d(lo), u(w), imm(order)]);
    let hi = vtmp(ctx);
    x86(ctx, Code::Pshufhw_xmm_xmmm128_imm8, &[d(hi), u(lo), imm(order)]);
    hi
}

/// Population count per lane: bit counts per byte by the usual halving sums, then bytes summed
/// per lane (shifts and adds for words and dwords, psadbw for qwords).
fn ctpop(ctx: &mut dyn LowerCtx, bytes: u32, x: VReg) -> VReg {
    let m55 = splat_const(ctx, 0x55, 1);
    let m33 = splat_const(ctx, 0x33, 1);
    let m0f = splat_const(ctx, 0x0F, 1);
    let s = bin_imm(ctx, Code::Psrlw_xmm_imm8, x, 1);
    let s = bin(ctx, Code::Pand_xmm_xmmm128, s, m55);
    let x = bin(ctx, Code::Psubb_xmm_xmmm128, x, s);
    let lo = bin(ctx, Code::Pand_xmm_xmmm128, x, m33);
    let hi = bin_imm(ctx, Code::Psrlw_xmm_imm8, x, 2);
    let hi = bin(ctx, Code::Pand_xmm_xmmm128, hi, m33);
    let x = bin(ctx, Code::Paddb_xmm_xmmm128, lo, hi);
    let s = bin_imm(ctx, Code::Psrlw_xmm_imm8, x, 4);
    let x = bin(ctx, Code::Paddb_xmm_xmmm128, x, s);
    let x = bin(ctx, Code::Pand_xmm_xmmm128, x, m0f);
    match bytes {
        1 => x,
        8 => {
            let z = zero_vec(ctx);
            bin(ctx, Code::Psadbw_xmm_xmmm128, x, z)
        }
        _ => {
            let s = bin_imm(ctx, Code::Psrlw_xmm_imm8, x, 8);
            let mut x = bin(ctx, Code::Paddb_xmm_xmmm128, x, s);
            if bytes == 4 {
                let s = bin_imm(ctx, Code::Psrld_xmm_imm8, x, 16);
                x = bin(ctx, Code::Paddb_xmm_xmmm128, x, s);
            }
            let keep = splat_const(ctx, 0xFF, bytes);
            bin(ctx, Code::Pand_xmm_xmmm128, x, keep)
        }
    }
}

/// smax/smin/umax/umin on vectors.
fn int_minmax(ctx: &mut dyn LowerCtx, op: IntOp, l: VLayout, a: Value, b: Value) -> Res<Vec<VReg>> {
    if !l.is_mask() && l.lane_bytes < 8 {
        let x = vregs(ctx, a)?;
        let y = vregs(ctx, b)?;
        let bytes = l.lane_bytes;
        return Ok(per_reg(ctx, &x, &y, &mut |c, p, q| int_minmax_native(c, op, bytes, p, q).unwrap_or(p)));
    }
    let ext = op.ext();
    let srcs = [Src { regs: ctx.value_regs(a)?, layout: l, ext }, Src { regs: ctx.value_regs(b)?, layout: l, ext }];
    lanewise(ctx, l, &srcs, &mut |c, v| Ok(int_op(c, op, v[0], v[1])))
}

/// `abs` on vectors: `(x ^ m) - m` with `m` the sign mask of each lane.
fn abs(ctx: &mut dyn LowerCtx, l: VLayout, a: Value) -> Res<Vec<VReg>> {
    if !l.is_mask() && l.lane_bytes < 8 {
        let x = vregs(ctx, a)?;
        let bytes = l.lane_bytes;
        let gt = match bytes {
            1 => Code::Pcmpgtb_xmm_xmmm128,
            2 => Code::Pcmpgtw_xmm_xmmm128,
            _ => Code::Pcmpgtd_xmm_xmmm128,
        };
        return Ok(x
            .iter()
            .map(|&v| {
                let z = zero_vec(ctx);
                let msk = bin(ctx, gt, z, v);
                let t = bin(ctx, Code::Pxor_xmm_xmmm128, v, msk);
                bin(ctx, padd(bytes, true), t, msk)
            })
            .collect());
    }
    let src = Src { regs: ctx.value_regs(a)?, layout: l, ext: super::fallback::Ext::Sign };
    lanewise(ctx, l, &[src], &mut |c, v| {
        let t = gtmp(c);
        copy(c, t, v[0]);
        x86(c, Code::Neg_rm64, &[m(t)]);
        x86(c, Code::Cmovs_r64_rm64, &[m(t), u(v[0])]);
        Ok(t)
    })
}
