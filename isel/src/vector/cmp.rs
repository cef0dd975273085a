//! Vector compares and selects: pcmpeq/pcmpgt (unsigned via a sign-bias xor, 64-bit equality
//! from 32-bit halves), cmpps/cmppd, mask width conversion, and and/andn/or blends.

use iced_x86::Code;
use kiln_ir::{FloatPredicate, Inst, IntPredicate, Value};
use kiln_regalloc::VReg;

use super::emit::*;
use super::fallback::{bool_to_mask, icmp_ext, int_cmp, lanewise, Src};
use super::layout::{Lane, VLayout};
use super::{layout_of_value, result_layout, set_result, vregs};
use crate::ctx::LowerCtx;

/// Converts mask lanes (0 / all ones) of `from` layout to lanes of `to_bytes` bytes: widening
/// duplicates lanes with punpckl/punpckh of a register with itself, narrowing packs pairs of
/// registers with signed saturation (exact on 0 and -1) or shufps for 64-bit lanes.
pub(crate) fn mask_convert(ctx: &mut dyn LowerCtx, regs: &[VReg], from: VLayout, to_bytes: u32) -> Res<Vec<VReg>> {
    let lanes = from.lanes;
    let mut regs = regs.to_vec();
    let mut b = from.lane_bytes;
    while b < to_bytes {
        let (lo, hi) = match b {
            1 => (Code::Punpcklbw_xmm_xmmm128, Code::Punpckhbw_xmm_xmmm128),
            2 => (Code::Punpcklwd_xmm_xmmm128, Code::Punpckhwd_xmm_xmmm128),
            4 => (Code::Punpckldq_xmm_xmmm128, Code::Punpckhdq_xmm_xmmm128),
            _ => (Code::Punpcklqdq_xmm_xmmm128, Code::Punpckhqdq_xmm_xmmm128),
        };
        let per = 16 / b;
        let mut out = Vec::with_capacity(2 * regs.len());
        for (k, &x) in regs.iter().enumerate() {
            let here = lanes.saturating_sub(k as u32 * per).min(per);
            out.push(bin(ctx, lo, x, x));
            if here * 2 * b > 16 {
                out.push(bin(ctx, hi, x, x));
            }
        }
        regs = out;
        b *= 2;
    }
    while b > to_bytes {
        let mut out = Vec::with_capacity(regs.len().div_ceil(2));
        for pair in regs.chunks(2) {
            let (x, y) = (pair[0], *pair.get(1).unwrap_or(&pair[0]));
            out.push(match b {
                8 => bin_rr_imm(ctx, Code::Shufps_xmm_xmmm128_imm8, x, y, 0x88),
                4 => bin(ctx, Code::Packssdw_xmm_xmmm128, x, y),
                _ => bin(ctx, Code::Packsswb_xmm_xmmm128, x, y),
            });
        }
        regs = out;
        b /= 2;
    }
    Ok(regs)
}

/// The pcmpeq / pcmpgt codes for a lane width in bytes (1, 2 or 4).
fn pcmp(bytes: u32, gt: bool) -> Code {
    match (bytes, gt) {
        (1, false) => Code::Pcmpeqb_xmm_xmmm128,
        (2, false) => Code::Pcmpeqw_xmm_xmmm128,
        (4, false) => Code::Pcmpeqd_xmm_xmmm128,
        (1, true) => Code::Pcmpgtb_xmm_xmmm128,
        (2, true) => Code::Pcmpgtw_xmm_xmmm128,
        _ => Code::Pcmpgtd_xmm_xmmm128,
    }
}

/// One register of `a pred b` as lane masks of the operand width, when SSE2 can do it.
fn icmp_reg(ctx: &mut dyn LowerCtx, pred: IntPredicate, bytes: u32, a: VReg, b: VReg) -> VReg {
    use IntPredicate as P;
    if bytes == 8 {
        let t = bin(ctx, Code::Pcmpeqd_xmm_xmmm128, a, b);
        let s = pshufd(ctx, t, 0xB1);
        let eq = bin(ctx, Code::Pand_xmm_xmmm128, t, s);
        return if pred == P::Eq { eq } else { not_vec(ctx, eq) };
    }
    let (a, b) = if matches!(pred, P::Ugt | P::Uge | P::Ult | P::Ule) {
        let bias = splat_const(ctx, 1u64 << (bytes * 8 - 1), bytes);
        (bin(ctx, Code::Pxor_xmm_xmmm128, a, bias), bin(ctx, Code::Pxor_xmm_xmmm128, b, bias))
    } else {
        (a, b)
    };
    let gt = pcmp(bytes, true);
    match pred {
        P::Eq => bin(ctx, pcmp(bytes, false), a, b),
        P::Ne => {
            let e = bin(ctx, pcmp(bytes, false), a, b);
            not_vec(ctx, e)
        }
        P::Sgt | P::Ugt => bin(ctx, gt, a, b),
        P::Slt | P::Ult => bin(ctx, gt, b, a),
        P::Sge | P::Uge => {
            let t = bin(ctx, gt, b, a);
            not_vec(ctx, t)
        }
        P::Sle | P::Ule => {
            let t = bin(ctx, gt, a, b);
            not_vec(ctx, t)
        }
    }
}

/// Lowers a vector `icmp`.
pub(crate) fn icmp(ctx: &mut dyn LowerCtx, inst: Inst, pred: IntPredicate, args: [Value; 2]) -> Res<()> {
    let rl = result_layout(ctx, inst)?;
    let ol = layout_of_value(ctx, inst, args[0])?;
    let native = match ol.lane {
        Lane::Int(b) if (8..=32).contains(&b) => true,
        Lane::Int(64) => matches!(pred, IntPredicate::Eq | IntPredicate::Ne),
        _ => false,
    };
    let regs = if native {
        let a = vregs(ctx, args[0])?;
        let b = vregs(ctx, args[1])?;
        let masks: Vec<VReg> = a.iter().zip(&b).map(|(&x, &y)| icmp_reg(ctx, pred, ol.lane_bytes, x, y)).collect();
        mask_convert(ctx, &masks, ol, rl.lane_bytes)?
    } else {
        let ext = icmp_ext(pred);
        let a = ctx.value_regs(args[0])?;
        let b = ctx.value_regs(args[1])?;
        let srcs = [Src { regs: a, layout: ol, ext }, Src { regs: b, layout: ol, ext }];
        lanewise(ctx, rl, &srcs, &mut |c, v| Ok(int_cmp(c, pred, v[0], v[1])))?
    };
    set_result(ctx, inst, &regs);
    Ok(())
}

/// One register of `a pred b` for float lanes (`ps` for float, else double).
pub(crate) fn fcmp_reg(ctx: &mut dyn LowerCtx, pred: FloatPredicate, ps: bool, a: VReg, b: VReg) -> VReg {
    let code = if ps { Code::Cmpps_xmm_xmmm128_imm8 } else { Code::Cmppd_xmm_xmmm128_imm8 };
    let cmp = |ctx: &mut dyn LowerCtx, x: VReg, y: VReg, i: u8| bin_rr_imm(ctx, code, x, y, i as i64);
    match pred {
        FloatPredicate::False => zero_vec(ctx),
        FloatPredicate::True => ones_vec(ctx),
        FloatPredicate::One => {
            let ne = cmp(ctx, a, b, 4);
            let ord = cmp(ctx, a, b, 7);
            bin(ctx, Code::Pand_xmm_xmmm128, ne, ord)
        }
        FloatPredicate::Ueq => {
            let eq = cmp(ctx, a, b, 0);
            let uno = cmp(ctx, a, b, 3);
            bin(ctx, Code::Por_xmm_xmmm128, eq, uno)
        }
        other => {
            let (i, swap) = super::fallback::fcmp_imm(other).unwrap_or((0, false));
            if swap {
                cmp(ctx, b, a, i)
            } else {
                cmp(ctx, a, b, i)
            }
        }
    }
}

/// Lowers a vector `fcmp`.
pub(crate) fn fcmp(ctx: &mut dyn LowerCtx, inst: Inst, pred: FloatPredicate, args: [Value; 2]) -> Res<()> {
    let rl = result_layout(ctx, inst)?;
    let ol = layout_of_value(ctx, inst, args[0])?;
    let a = vregs(ctx, args[0])?;
    let b = vregs(ctx, args[1])?;
    let ps = ol.lane == Lane::F32;
    let masks: Vec<VReg> = a.iter().zip(&b).map(|(&x, &y)| fcmp_reg(ctx, pred, ps, x, y)).collect();
    let regs = mask_convert(ctx, &masks, ol, rl.lane_bytes)?;
    set_result(ctx, inst, &regs);
    Ok(())
}

/// Lowers a `select` with a vector result (vector mask or scalar `i1` condition).
pub(crate) fn select(ctx: &mut dyn LowerCtx, inst: Inst, args: [Value; 3]) -> Res<()> {
    let dl = result_layout(ctx, inst)?;
    let a = vregs(ctx, args[1])?;
    let b = vregs(ctx, args[2])?;
    let cond_ty = ctx.func().dfg.value_type(args[0]);
    let masks: Vec<VReg> = if ctx.module().types.is_vector(cond_ty) {
        let cl = layout_of_value(ctx, inst, args[0])?;
        let c = vregs(ctx, args[0])?;
        mask_convert(ctx, &c, cl, dl.lane_bytes)?
    } else {
        let g = ctx.value_regs(args[0])?.only();
        let mask = bool_to_mask(ctx, g);
        let x = vtmp(ctx);
        x86(ctx, Code::Movq_xmm_rm64, &[d(x), u(mask)]);
        let all = pshufd(ctx, x, 0x44);
        vec![all; a.len()]
    };
    let regs: Vec<VReg> = masks.iter().zip(a.iter().zip(&b)).map(|(&mk, (&x, &y))| blend(ctx, mk, x, y)).collect();
    set_result(ctx, inst, &regs);
    Ok(())
}
