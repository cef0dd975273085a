//! Vector arithmetic: integer add/sub/mul/logic/shifts and floating-point arithmetic in SSE2,
//! with per-lane fallback for division, remainder and variable or byte-wide shifts.

use iced_x86::Code;
use kiln_ir::{Inst, Opcode, Value};
use kiln_regalloc::VReg;

use super::consts::splat_value;
use super::emit::*;
use super::fallback::{int_op, lanewise, Ext, IntOp, Src};
use super::layout::{Lane, VLayout};
use super::{result_layout, set_result, vregs};
use crate::ctx::LowerCtx;

/// The packed add/sub code for a lane width in bytes.
pub(crate) fn padd(bytes: u32, sub: bool) -> Code {
    match (bytes, sub) {
        (1, false) => Code::Paddb_xmm_xmmm128,
        (2, false) => Code::Paddw_xmm_xmmm128,
        (4, false) => Code::Paddd_xmm_xmmm128,
        (_, false) => Code::Paddq_xmm_xmmm128,
        (1, true) => Code::Psubb_xmm_xmmm128,
        (2, true) => Code::Psubw_xmm_xmmm128,
        (4, true) => Code::Psubd_xmm_xmmm128,
        (_, true) => Code::Psubq_xmm_xmmm128,
    }
}

/// `a * b` on 32-bit lanes: two pmuludq on even and odd lanes, recombined.
pub(crate) fn mul32(ctx: &mut dyn LowerCtx, a: VReg, b: VReg) -> VReg {
    let even = bin(ctx, Code::Pmuludq_xmm_xmmm128, a, b);
    let ao = pshufd(ctx, a, 0xF5);
    let bo = pshufd(ctx, b, 0xF5);
    let odd = bin(ctx, Code::Pmuludq_xmm_xmmm128, ao, bo);
    let e = pshufd(ctx, even, 0x08);
    let o = pshufd(ctx, odd, 0x08);
    bin(ctx, Code::Punpckldq_xmm_xmmm128, e, o)
}

/// `a * b` on 64-bit lanes from 32x32->64 pieces.
pub(crate) fn mul64(ctx: &mut dyn LowerCtx, a: VReg, b: VReg) -> VReg {
    let lo = bin(ctx, Code::Pmuludq_xmm_xmmm128, a, b);
    let ah = bin_imm(ctx, Code::Psrlq_xmm_imm8, a, 32);
    let p1 = bin(ctx, Code::Pmuludq_xmm_xmmm128, ah, b);
    let bh = bin_imm(ctx, Code::Psrlq_xmm_imm8, b, 32);
    let p2 = bin(ctx, Code::Pmuludq_xmm_xmmm128, a, bh);
    let cross = bin(ctx, Code::Paddq_xmm_xmmm128, p1, p2);
    let cross = bin_imm(ctx, Code::Psllq_xmm_imm8, cross, 32);
    bin(ctx, Code::Paddq_xmm_xmmm128, lo, cross)
}

/// `a * b` on byte lanes: widen to words, pmullw, mask and pack.
pub(crate) fn mul8(ctx: &mut dyn LowerCtx, a: VReg, b: VReg) -> VReg {
    let mask = splat_const(ctx, 0x00FF, 2);
    let mut halves = [a; 2];
    for (k, code) in [Code::Punpcklbw_xmm_xmmm128, Code::Punpckhbw_xmm_xmmm128].into_iter().enumerate() {
        let aw = bin(ctx, code, a, a);
        let bw = bin(ctx, code, b, b);
        let p = bin(ctx, Code::Pmullw_xmm_xmmm128, aw, bw);
        halves[k] = bin(ctx, Code::Pand_xmm_xmmm128, p, mask);
    }
    bin(ctx, Code::Packuswb_xmm_xmmm128, halves[0], halves[1])
}

/// `a * b` on one register of integer lanes of `bytes` bytes.
pub(crate) fn mul_lanes(ctx: &mut dyn LowerCtx, bytes: u32, a: VReg, b: VReg) -> VReg {
    match bytes {
        1 => mul8(ctx, a, b),
        2 => bin(ctx, Code::Pmullw_xmm_xmmm128, a, b),
        4 => mul32(ctx, a, b),
        _ => mul64(ctx, a, b),
    }
}

/// Packed float op code for an IR float opcode and lane.
fn float_code(op: Opcode, lane: Lane) -> Option<Code> {
    let ps = lane == Lane::F32;
    Some(match op {
        Opcode::FAdd if ps => Code::Addps_xmm_xmmm128,
        Opcode::FAdd => Code::Addpd_xmm_xmmm128,
        Opcode::FSub if ps => Code::Subps_xmm_xmmm128,
        Opcode::FSub => Code::Subpd_xmm_xmmm128,
        Opcode::FMul if ps => Code::Mulps_xmm_xmmm128,
        Opcode::FMul => Code::Mulpd_xmm_xmmm128,
        Opcode::FDiv if ps => Code::Divps_xmm_xmmm128,
        Opcode::FDiv => Code::Divpd_xmm_xmmm128,
        _ => return None,
    })
}

/// The immediate-count shift code for a lane width, if SSE2 has one.
fn shift_imm_code(op: Opcode, bytes: u32) -> Option<Code> {
    Some(match (op, bytes) {
        (Opcode::Shl, 2) => Code::Psllw_xmm_imm8,
        (Opcode::Shl, 4) => Code::Pslld_xmm_imm8,
        (Opcode::Shl, 8) => Code::Psllq_xmm_imm8,
        (Opcode::LShr, 2) => Code::Psrlw_xmm_imm8,
        (Opcode::LShr, 4) => Code::Psrld_xmm_imm8,
        (Opcode::LShr, 8) => Code::Psrlq_xmm_imm8,
        (Opcode::AShr, 2) => Code::Psraw_xmm_imm8,
        (Opcode::AShr, 4) => Code::Psrad_xmm_imm8,
        _ => return None,
    })
}

/// The scalar lane operation for an IR integer opcode.
fn int_lane_op(op: Opcode) -> Option<IntOp> {
    Some(match op {
        Opcode::Add => IntOp::Add,
        Opcode::Sub => IntOp::Sub,
        Opcode::Mul => IntOp::Mul,
        Opcode::And => IntOp::And,
        Opcode::Or => IntOp::Or,
        Opcode::Xor => IntOp::Xor,
        Opcode::Shl => IntOp::Shl,
        Opcode::LShr => IntOp::LShr,
        Opcode::AShr => IntOp::AShr,
        Opcode::UDiv => IntOp::UDiv,
        Opcode::SDiv => IntOp::SDiv,
        Opcode::URem => IntOp::URem,
        Opcode::SRem => IntOp::SRem,
        _ => return None,
    })
}

/// Applies `f` to corresponding registers of `a` and `b`.
pub(crate) fn per_reg(
    ctx: &mut dyn LowerCtx,
    a: &[VReg],
    b: &[VReg],
    f: &mut dyn FnMut(&mut dyn LowerCtx, VReg, VReg) -> VReg,
) -> Vec<VReg> {
    a.iter().zip(b).map(|(&x, &y)| f(ctx, x, y)).collect()
}

/// Lowers a vector binary operator.
pub(crate) fn binary(ctx: &mut dyn LowerCtx, inst: Inst, op: Opcode, args: [Value; 2]) -> Res<()> {
    let l = result_layout(ctx, inst)?;
    let a = vregs(ctx, args[0])?;
    let b = vregs(ctx, args[1])?;
    let regs = match (l.lane, op) {
        (Lane::F32 | Lane::F64, _) => match float_code(op, l.lane) {
            Some(code) => per_reg(ctx, &a, &b, &mut |c, x, y| bin(c, code, x, y)),
            None if op == Opcode::FRem => {
                // No SSE instruction: fmod/fmodf per lane, as C's `%` on floats.
                let name = if l.lane == Lane::F32 { "fmodf" } else { "fmod" };
                let (ra, rb) = (ctx.value_regs(args[0])?, ctx.value_regs(args[1])?);
                let srcs = [Src { regs: ra, layout: l, ext: Ext::Zero }, Src { regs: rb, layout: l, ext: Ext::Zero }];
                lanewise_libcall(ctx, l, &srcs, name)?
            }
            None => return Err(ctx.error_at(inst, format!("vector `{}` is not supported", op.name()))),
        },
        (Lane::Int(1), Opcode::And | Opcode::Mul) => {
            per_reg(ctx, &a, &b, &mut |c, x, y| bin(c, Code::Pand_xmm_xmmm128, x, y))
        }
        (Lane::Int(1), Opcode::Or) => per_reg(ctx, &a, &b, &mut |c, x, y| bin(c, Code::Por_xmm_xmmm128, x, y)),
        (Lane::Int(1), Opcode::Xor | Opcode::Add | Opcode::Sub) => {
            per_reg(ctx, &a, &b, &mut |c, x, y| bin(c, Code::Pxor_xmm_xmmm128, x, y))
        }
        (Lane::Int(bits), _) if bits > 1 => match op {
            Opcode::Add | Opcode::Sub => {
                let code = padd(l.lane_bytes, op == Opcode::Sub);
                per_reg(ctx, &a, &b, &mut |c, x, y| bin(c, code, x, y))
            }
            Opcode::And => per_reg(ctx, &a, &b, &mut |c, x, y| bin(c, Code::Pand_xmm_xmmm128, x, y)),
            Opcode::Or => per_reg(ctx, &a, &b, &mut |c, x, y| bin(c, Code::Por_xmm_xmmm128, x, y)),
            Opcode::Xor => per_reg(ctx, &a, &b, &mut |c, x, y| bin(c, Code::Pxor_xmm_xmmm128, x, y)),
            Opcode::Mul => {
                let bytes = l.lane_bytes;
                per_reg(ctx, &a, &b, &mut |c, x, y| mul_lanes(c, bytes, x, y))
            }
            Opcode::UDiv | Opcode::URem if bits == 32 && splat_value(ctx, args[1], l).is_some_and(|d| d != 0) => {
                let dv = splat_value(ctx, args[1], l).unwrap_or(1) as u32;
                a.iter().map(|&x| udiv32_const(ctx, x, dv, op == Opcode::URem)).collect()
            }
            Opcode::Shl | Opcode::LShr | Opcode::AShr => match shift_by_splat(ctx, op, l, args[1], &a) {
                Some(r) => r,
                None => binary_fallback(ctx, inst, op, l, args)?,
            },
            _ => binary_fallback(ctx, inst, op, l, args)?,
        },
        _ => binary_fallback(ctx, inst, op, l, args)?,
    };
    set_result(ctx, inst, &regs);
    Ok(())
}

/// A shift by a constant splat count with psll/psrl/psra (bytes: word shift plus a mask).
fn shift_by_splat(ctx: &mut dyn LowerCtx, op: Opcode, l: VLayout, count: Value, a: &[VReg]) -> Option<Vec<VReg>> {
    let bits = l.int_bits()?;
    let k = splat_value(ctx, count, l)?;
    if k >= bits as u64 {
        return None;
    }
    if bits == 8 {
        let (code, keep) = match op {
            Opcode::Shl => (Code::Psllw_xmm_imm8, 0xFFu64 << k),
            Opcode::LShr => (Code::Psrlw_xmm_imm8, 0xFFu64 >> k),
            _ => return None,
        };
        return Some(
            a.iter()
                .map(|&x| {
                    let s = bin_imm(ctx, code, x, k as i64);
                    let mask = splat_const(ctx, keep & 0xFF, 1);
                    bin(ctx, Code::Pand_xmm_xmmm128, s, mask)
                })
                .collect(),
        );
    }
    let code = shift_imm_code(op, l.lane_bytes)?;
    Some(a.iter().map(|&x| bin_imm(ctx, code, x, k as i64)).collect())
}

/// The high 32 bits of `x * m` for every unsigned 32-bit lane (m the same in every lane).
fn mulhi32(ctx: &mut dyn LowerCtx, x: VReg, m: u32) -> VReg {
    let mv = splat_const(ctx, m as u64, 4);
    let even = bin(ctx, Code::Pmuludq_xmm_xmmm128, x, mv);
    let xo = pshufd(ctx, x, 0xF5);
    let odd = bin(ctx, Code::Pmuludq_xmm_xmmm128, xo, mv);
    let e = pshufd(ctx, even, 0x0D);
    let o = pshufd(ctx, odd, 0x0D);
    bin(ctx, Code::Punpckldq_xmm_xmmm128, e, o)
}

/// Unsigned 32-bit lanes divided (or reduced modulo) by the constant `d != 0`, with the
/// round-up multiplier of Granlund and Montgomery: `t = mulhi(m, x)`,
/// `q = (t + ((x - t) >> 1)) >> (l - 1)` where `l = ceil(log2 d)`.
fn udiv32_const(ctx: &mut dyn LowerCtx, x: VReg, d: u32, rem: bool) -> VReg {
    let q = if d == 1 {
        x
    } else if d.is_power_of_two() {
        bin_imm(ctx, Code::Psrld_xmm_imm8, x, d.trailing_zeros() as i64)
    } else {
        let l = 32 - (d - 1).leading_zeros();
        let m = ((((1u64 << l) - d as u64) << 32) / d as u64 + 1) as u32;
        let t = mulhi32(ctx, x, m);
        let diff = bin(ctx, Code::Psubd_xmm_xmmm128, x, t);
        let half = bin_imm(ctx, Code::Psrld_xmm_imm8, diff, 1);
        let sum = bin(ctx, Code::Paddd_xmm_xmmm128, t, half);
        bin_imm(ctx, Code::Psrld_xmm_imm8, sum, (l - 1) as i64)
    };
    if !rem {
        return q;
    }
    let dv = splat_const(ctx, d as u64, 4);
    let prod = mul32(ctx, q, dv);
    bin(ctx, Code::Psubd_xmm_xmmm128, x, prod)
}

/// Any integer binary operator, lane by lane.
fn binary_fallback(ctx: &mut dyn LowerCtx, inst: Inst, op: Opcode, l: VLayout, args: [Value; 2]) -> Res<Vec<VReg>> {
    let Some(lop) = int_lane_op(op) else {
        return Err(ctx.error_at(inst, format!("vector `{}` is not supported", op.name())));
    };
    let a = ctx.value_regs(args[0])?;
    let b = ctx.value_regs(args[1])?;
    let ext = lop.ext();
    let count_ext = if matches!(lop, IntOp::Shl | IntOp::LShr | IntOp::AShr) { Ext::Zero } else { ext };
    let srcs = [Src { regs: a, layout: l, ext }, Src { regs: b, layout: l, ext: count_ext }];
    lanewise(ctx, l, &srcs, &mut |c, v| Ok(int_op(c, lop, v[0], v[1])))
}

/// Lowers `fneg` by flipping sign bits.
pub(crate) fn fneg(ctx: &mut dyn LowerCtx, inst: Inst, arg: Value) -> Res<()> {
    let l = result_layout(ctx, inst)?;
    let a = vregs(ctx, arg)?;
    let sign = sign_mask(ctx, l);
    let regs: Vec<VReg> = a.iter().map(|&x| bin(ctx, Code::Xorps_xmm_xmmm128, x, sign)).collect();
    set_result(ctx, inst, &regs);
    Ok(())
}

/// A register with only the sign bit of every float lane set.
pub(crate) fn sign_mask(ctx: &mut dyn LowerCtx, l: VLayout) -> VReg {
    if l.lane == Lane::F32 {
        splat_const(ctx, 0x8000_0000, 4)
    } else {
        splat_const(ctx, 1 << 63, 8)
    }
}

/// A float vector computed lane by lane by calling the libm function `name` on the lanes of `srcs`.
pub(crate) fn lanewise_libcall(ctx: &mut dyn LowerCtx, l: VLayout, srcs: &[Src], name: &str) -> Res<Vec<VReg>> {
    lanewise(ctx, l, srcs, &mut |c, v| {
        let r = c.new_vreg(kiln_regalloc::RegClass::Vec);
        c.float_libcall(name, v, r)?;
        Ok(r)
    })
}
