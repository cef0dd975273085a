//! Vector casts: bitcasts (register moves, movd/movq to and from scalars, movmsk for `i1`
//! masks), integer widening with punpck, narrowing with masking and pack, cvtdq2ps/cvttps2dq
//! and friends; anything else lane by lane.

use iced_x86::Code;
use kiln_ir::{Inst, Opcode, TypeData, Value};
use kiln_regalloc::VReg;

use super::cmp::mask_convert;
use super::emit::*;
use super::fallback::{lanewise, reload, store_lane, Ext, Src};
use super::layout::{Lane, VLayout};
use super::mem::at;
use super::{layout_of_value, set_result, vregs};
use crate::ctx::LowerCtx;
use crate::mir::Amode;

/// The lanes of a mask vector as a bit mask in a GPR (bit `i` = lane `i`; bits past the last
/// lane unspecified for fewer than 8 lanes, zero otherwise).
pub(crate) fn mask_to_bits(ctx: &mut dyn LowerCtx, regs: &[VReg], l: VLayout) -> VReg {
    let movmsk = |ctx: &mut dyn LowerCtx, code: Code, x: VReg| {
        let g = gtmp(ctx);
        x86(ctx, code, &[d(g), u(x)]);
        g
    };
    let bits = match l.lane_bytes {
        8 => movmsk(ctx, Code::Movmskpd_r32_xmm, regs[0]),
        4 => movmsk(ctx, Code::Movmskps_r32_xmm, regs[0]),
        2 => {
            let p = bin(ctx, Code::Packsswb_xmm_xmmm128, regs[0], regs[0]);
            movmsk(ctx, Code::Pmovmskb_r32_xmm, p)
        }
        _ => {
            let mut acc = movmsk(ctx, Code::Pmovmskb_r32_xmm, regs[0]);
            for (k, &r) in regs.iter().enumerate().skip(1) {
                let g = movmsk(ctx, Code::Pmovmskb_r32_xmm, r);
                let g = gbin_imm(ctx, Code::Shl_rm64_imm8, g, 16 * k as i64);
                acc = gbin(ctx, Code::Or_r64_rm64, acc, g);
            }
            acc
        }
    };
    if l.lanes < 8 {
        gbin_imm(ctx, Code::And_rm32_imm8, bits, (1i64 << l.lanes) - 1)
    } else if l.lanes < 32 {
        gbin_imm(ctx, Code::And_rm32_imm32, bits, (1i64 << l.lanes) - 1)
    } else {
        bits
    }
}

/// Expands bit `i` of GPR `bits` into mask lane `i`.
pub(crate) fn bits_to_mask(ctx: &mut dyn LowerCtx, bits: VReg, l: VLayout) -> Vec<VReg> {
    let out = slot16(ctx, l.nregs() as u32 * 16);
    for i in 0..l.lanes {
        let v = if i == 0 { bits } else { gbin_imm(ctx, Code::Shr_rm64_imm8, bits, i as i64) };
        store_lane(ctx, out, 0, l, i, v);
    }
    reload(ctx, out, 0, l.nregs())
}

/// Loads the bit-packed memory form of a mask vector into a GPR.
pub(crate) fn load_mask_bits(ctx: &mut dyn LowerCtx, addr: Amode, l: VLayout) -> VReg {
    let bytes = l.lanes.div_ceil(8);
    let mut acc: Option<VReg> = None;
    for k in 0..bytes {
        let b = gtmp(ctx);
        x86(ctx, Code::Movzx_r32_rm8, &[d(b), mem(at(addr, k))]);
        let b = if k == 0 { b } else { gbin_imm(ctx, Code::Shl_rm64_imm8, b, 8 * k as i64) };
        acc = Some(match acc {
            Some(a) => gbin(ctx, Code::Or_r64_rm64, a, b),
            None => b,
        });
    }
    acc.unwrap_or_else(|| gtmp(ctx))
}

/// Stores a mask vector's bits (from [`mask_to_bits`]) in its bit-packed memory form.
pub(crate) fn store_mask_bits(ctx: &mut dyn LowerCtx, addr: Amode, l: VLayout, bits: VReg) {
    for k in 0..l.lanes.div_ceil(8) {
        let b = if k == 0 { bits } else { gbin_imm(ctx, Code::Shr_rm64_imm8, bits, 8 * k as i64) };
        x86(ctx, Code::Mov_rm8_r8, &[mem(at(addr, k)), u(b)]);
    }
}

/// A scalar (GPR or xmm by `is_float`) of `bytes` bytes moved into lane 0 of an xmm register.
fn scalar_to_vec(ctx: &mut dyn LowerCtx, regs: &[VReg], is_float: bool, bytes: u32) -> VReg {
    if is_float {
        return regs[0];
    }
    let x = vtmp(ctx);
    x86(ctx, Code::Movq_xmm_rm64, &[d(x), u(regs[0])]);
    if bytes > 8 && regs.len() > 1 {
        let hi = vtmp(ctx);
        x86(ctx, Code::Movq_xmm_rm64, &[d(hi), u(regs[1])]);
        return bin(ctx, Code::Punpcklqdq_xmm_xmmm128, x, hi);
    }
    x
}

/// The low `bytes` bytes of an xmm register as a scalar (GPRs; two for 16 bytes).
fn vec_to_scalar(ctx: &mut dyn LowerCtx, x: VReg, is_float: bool, bytes: u32) -> Vec<VReg> {
    if is_float {
        return vec![x];
    }
    let lo = gtmp(ctx);
    x86(ctx, Code::Movq_rm64_xmm, &[d(lo), u(x)]);
    if bytes > 8 {
        let h = pshufd(ctx, x, 0xEE);
        let hi = gtmp(ctx);
        x86(ctx, Code::Movq_rm64_xmm, &[d(hi), u(h)]);
        return vec![lo, hi];
    }
    vec![lo]
}

/// Lowers a bitcast with a vector on at least one side.
fn bitcast(ctx: &mut dyn LowerCtx, inst: Inst, arg: Value) -> Res<Vec<VReg>> {
    let types = &ctx.module().types;
    let (sty, dty) = match ctx.func().dfg.inst_result(inst) {
        Some(r) => (ctx.func().dfg.value_type(arg), ctx.func().dfg.value_type(r)),
        None => return Err(ctx.error_at(inst, "bitcast without a result".into())),
    };
    let s_vec = types.is_vector(sty);
    let d_vec = types.is_vector(dty);
    let bytes = (types.primitive_bits(dty).unwrap_or(0)).div_ceil(8) as u32;
    let d_float = matches!(types.data(dty), TypeData::Float | TypeData::Double);
    let s_float = matches!(types.data(sty), TypeData::Float | TypeData::Double);
    let dst_bits = types.primitive_bits(dty).unwrap_or(64) as u32;
    let src = vregs(ctx, arg)?;
    match (s_vec, d_vec) {
        (true, true) => {
            let sl = layout_of_value(ctx, inst, arg)?;
            let dl = super::result_layout(ctx, inst)?;
            match (sl.is_mask(), dl.is_mask()) {
                (false, false) => Ok(src),
                (true, true) => Ok(src),
                (true, false) => {
                    let bits = mask_to_bits(ctx, &src, sl);
                    Ok(vec![scalar_to_vec(ctx, &[bits], false, 8)])
                }
                (false, true) => {
                    let g = vec_to_scalar(ctx, src[0], false, 8)[0];
                    Ok(bits_to_mask(ctx, g, dl))
                }
            }
        }
        (true, false) => {
            let sl = layout_of_value(ctx, inst, arg)?;
            if sl.is_mask() {
                return Ok(vec![mask_to_bits(ctx, &src, sl)]);
            }
            let out = vec_to_scalar(ctx, src[0], d_float, bytes);
            if d_float || out.len() > 1 {
                return Ok(out);
            }
            Ok(vec![super::fallback::zero_extend(ctx, out[0], dst_bits)])
        }
        (false, true) => {
            let dl = super::result_layout(ctx, inst)?;
            if dl.is_mask() {
                return Ok(bits_to_mask(ctx, src[0], dl));
            }
            Ok(vec![scalar_to_vec(ctx, &src, s_float, dl.reg_bytes())])
        }
        (false, false) => Err(ctx.error_at(inst, "bitcast without vectors reached vector lowering".into())),
    }
}

/// Integer widening of one step (8→16, 16→32, 32→64) with punpck; `None` if not applicable.
fn widen_native(ctx: &mut dyn LowerCtx, sext: bool, sl: VLayout, dl: VLayout, x: VReg) -> Option<Vec<VReg>> {
    if dl.lane_bytes != 2 * sl.lane_bytes || sl.nregs() != 1 || dl.nregs() > 2 {
        return None;
    }
    let (lo, hi) = match sl.lane_bytes {
        1 => (Code::Punpcklbw_xmm_xmmm128, Code::Punpckhbw_xmm_xmmm128),
        2 => (Code::Punpcklwd_xmm_xmmm128, Code::Punpckhwd_xmm_xmmm128),
        4 => (Code::Punpckldq_xmm_xmmm128, Code::Punpckhdq_xmm_xmmm128),
        _ => return None,
    };
    let fill = if sext {
        let code = match sl.lane_bytes {
            1 => Code::Pcmpgtb_xmm_xmmm128,
            2 => Code::Pcmpgtw_xmm_xmmm128,
            _ => Code::Pcmpgtd_xmm_xmmm128,
        };
        let z = zero_vec(ctx);
        bin(ctx, code, z, x)
    } else {
        zero_vec(ctx)
    };
    let mut out = vec![bin(ctx, lo, x, fill)];
    if dl.nregs() == 2 {
        out.push(bin(ctx, hi, x, fill));
    }
    Some(out)
}

/// Integer widening in steps of [`widen_native`], register by register.
fn widen_multi(ctx: &mut dyn LowerCtx, sext: bool, sl: VLayout, dl: VLayout, src: &[VReg]) -> Option<Vec<VReg>> {
    let mut regs = src.to_vec();
    let mut l = VLayout { lane: Lane::Int(sl.lane_bytes * 8), ..sl };
    if dl.lane_bytes <= l.lane_bytes || !(1..=4).contains(&l.lane_bytes) {
        return None;
    }
    while l.lane_bytes < dl.lane_bytes {
        let next = VLayout { lane: Lane::Int(l.lane_bytes * 16), lane_bytes: l.lane_bytes * 2, ..l };
        let per = l.lanes_per_reg();
        let mut out = Vec::new();
        for (k, &x) in regs.iter().enumerate() {
            let here = l.lanes.saturating_sub(k as u32 * per).min(per);
            let (a, b) = (VLayout { lanes: here, ..l }, VLayout { lanes: here, ..next });
            out.extend(widen_native(ctx, sext, a, b, x)?);
        }
        regs = out;
        l = next;
    }
    Some(regs)
}

/// Integer narrowing in halving steps of [`narrow_native`], two registers at a time.
fn narrow_multi(ctx: &mut dyn LowerCtx, sl: VLayout, dl: VLayout, src: &[VReg]) -> Option<Vec<VReg>> {
    let mut regs = src.to_vec();
    let mut l = VLayout { lane: Lane::Int(sl.lane_bytes * 8), ..sl };
    if dl.lane_bytes >= l.lane_bytes {
        return None;
    }
    while l.lane_bytes > dl.lane_bytes {
        let next = VLayout { lane: Lane::Int(l.lane_bytes * 4), lane_bytes: l.lane_bytes / 2, ..l };
        let per = l.lanes_per_reg();
        let mut out = Vec::new();
        for (p, pair) in regs.chunks(2).enumerate() {
            let here = l.lanes.saturating_sub(2 * p as u32 * per).min(2 * per);
            let (a, b) = (VLayout { lanes: here, ..l }, VLayout { lanes: here, ..next });
            out.push(narrow_native(ctx, a, b, pair)?);
        }
        regs = out;
        l = next;
    }
    Some(regs)
}

/// Integer narrowing by half (64→32, 32→16, 16→8) of one or two registers into one.
fn narrow_native(ctx: &mut dyn LowerCtx, sl: VLayout, dl: VLayout, src: &[VReg]) -> Option<VReg> {
    if 2 * dl.lane_bytes != sl.lane_bytes || dl.nregs() != 1 || src.len() > 2 {
        return None;
    }
    let a = src[0];
    let b = *src.get(1).unwrap_or(&src[0]);
    match sl.lane_bytes {
        8 => Some(bin_rr_imm(ctx, Code::Shufps_xmm_xmmm128_imm8, a, b, 0x88)),
        4 | 2 => {
            let (shl, sar, pack, k) = if sl.lane_bytes == 4 {
                (Code::Pslld_xmm_imm8, Code::Psrad_xmm_imm8, Code::Packssdw_xmm_xmmm128, 16)
            } else {
                (Code::Psllw_xmm_imm8, Code::Psraw_xmm_imm8, Code::Packsswb_xmm_xmmm128, 8)
            };
            let fix = |ctx: &mut dyn LowerCtx, x: VReg| {
                let t = bin_imm(ctx, shl, x, k);
                bin_imm(ctx, sar, t, k)
            };
            let x = fix(ctx, a);
            let y = if src.len() > 1 { fix(ctx, b) } else { x };
            Some(bin(ctx, pack, x, y))
        }
        _ => None,
    }
}

/// Lowers a cast with vector operands.
pub(crate) fn cast(ctx: &mut dyn LowerCtx, inst: Inst, op: Opcode, arg: Value) -> Res<()> {
    if op == Opcode::BitCast {
        let regs = bitcast(ctx, inst, arg)?;
        set_result(ctx, inst, &regs);
        return Ok(());
    }
    let sl = layout_of_value(ctx, inst, arg)?;
    let dl = super::result_layout(ctx, inst)?;
    let src = vregs(ctx, arg)?;
    let regs = match op {
        Opcode::AddrSpaceCast => src,
        Opcode::PtrToInt | Opcode::IntToPtr if sl.lane_bytes == dl.lane_bytes => src,
        Opcode::SExt if sl.is_mask() => mask_convert(ctx, &src, sl, dl.lane_bytes)?,
        Opcode::ZExt if sl.is_mask() => {
            let m = mask_convert(ctx, &src, sl, dl.lane_bytes)?;
            let one = splat_const(ctx, 1, dl.lane_bytes);
            m.iter().map(|&x| bin(ctx, Code::Pand_xmm_xmmm128, x, one)).collect()
        }
        Opcode::Trunc if dl.is_mask() => {
            let one = splat_const(ctx, 1, sl.lane_bytes);
            let z = zero_vec(ctx);
            let sub = super::arith::padd(sl.lane_bytes, true);
            let masks: Vec<VReg> = src
                .iter()
                .map(|&x| {
                    let b = bin(ctx, Code::Pand_xmm_xmmm128, x, one);
                    bin(ctx, sub, z, b)
                })
                .collect();
            mask_convert(ctx, &masks, sl, dl.lane_bytes)?
        }
        Opcode::SExt | Opcode::ZExt if widen_ok(sl, dl) => match widen_multi(ctx, op == Opcode::SExt, sl, dl, &src) {
            Some(r) => r,
            None => cast_fallback(ctx, inst, op, sl, dl, arg)?,
        },
        Opcode::Trunc if narrow_ok(sl, dl) => match narrow_multi(ctx, sl, dl, &src) {
            Some(r) => r,
            None => cast_fallback(ctx, inst, op, sl, dl, arg)?,
        },
        Opcode::UIToFP if sl.lane == Lane::Int(32) && dl.lane == Lane::F64 && sl.nregs() == 1 => {
            // Bias to signed, convert exactly, add 2^31 back (exact in double).
            let bias = splat_const(ctx, 0x8000_0000, 4);
            let x = bin(ctx, Code::Pxor_xmm_xmmm128, src[0], bias);
            let two31 = splat_const(ctx, 2147483648.0f64.to_bits(), 8);
            let lo = unary(ctx, Code::Cvtdq2pd_xmm_xmmm64, x);
            let mut out = vec![bin(ctx, Code::Addpd_xmm_xmmm128, lo, two31)];
            if dl.nregs() == 2 {
                let h = pshufd(ctx, x, 0xEE);
                let hi = unary(ctx, Code::Cvtdq2pd_xmm_xmmm64, h);
                out.push(bin(ctx, Code::Addpd_xmm_xmmm128, hi, two31));
            }
            out
        }
        Opcode::SIToFP if sl.lane == Lane::Int(32) && dl.lane == Lane::F32 => {
            src.iter().map(|&x| unary(ctx, Code::Cvtdq2ps_xmm_xmmm128, x)).collect()
        }
        Opcode::FPToSI if sl.lane == Lane::F32 && dl.lane == Lane::Int(32) => {
            src.iter().map(|&x| unary(ctx, Code::Cvttps2dq_xmm_xmmm128, x)).collect()
        }
        Opcode::SIToFP if sl.lane == Lane::Int(32) && dl.lane == Lane::F64 && sl.nregs() == 1 => {
            let lo = unary(ctx, Code::Cvtdq2pd_xmm_xmmm64, src[0]);
            if dl.nregs() == 2 {
                let h = pshufd(ctx, src[0], 0xEE);
                vec![lo, unary(ctx, Code::Cvtdq2pd_xmm_xmmm64, h)]
            } else {
                vec![lo]
            }
        }
        Opcode::FPExt if sl.nregs() == 1 => {
            let lo = unary(ctx, Code::Cvtps2pd_xmm_xmmm64, src[0]);
            if dl.nregs() == 2 {
                let h = pshufd(ctx, src[0], 0xEE);
                vec![lo, unary(ctx, Code::Cvtps2pd_xmm_xmmm64, h)]
            } else {
                vec![lo]
            }
        }
        Opcode::FPTrunc | Opcode::FPToSI
            if sl.lane == Lane::F64 && dl.nregs() == 1 && src.len() <= 2 && dl.lane_bytes == 4 =>
        {
            let code = if op == Opcode::FPTrunc { Code::Cvtpd2ps_xmm_xmmm128 } else { Code::Cvttpd2dq_xmm_xmmm128 };
            let lo = unary(ctx, code, src[0]);
            if src.len() == 2 {
                let hi = unary(ctx, code, src[1]);
                vec![bin(ctx, Code::Punpcklqdq_xmm_xmmm128, lo, hi)]
            } else {
                vec![lo]
            }
        }
        _ => cast_fallback(ctx, inst, op, sl, dl, arg)?,
    };
    set_result(ctx, inst, &regs);
    Ok(())
}

/// Whether [`widen_multi`] handles this integer extension (checked before emitting anything).
fn widen_ok(sl: VLayout, dl: VLayout) -> bool {
    let (Some(a), Some(b)) = (sl.int_bits(), dl.int_bits()) else { return false };
    a >= 8 && b > a && b <= 64 && sl.lanes == dl.lanes
}

/// Whether [`narrow_multi`] handles this truncation.
fn narrow_ok(sl: VLayout, dl: VLayout) -> bool {
    let (Some(a), Some(b)) = (sl.int_bits(), dl.int_bits()) else { return false };
    b >= 8 && a > b && sl.lanes == dl.lanes
}

/// `t = code x` (a non-destructive SSE conversion).
fn unary(ctx: &mut dyn LowerCtx, code: Code, x: VReg) -> VReg {
    let t = vtmp(ctx);
    x86(ctx, code, &[d(t), u(x)]);
    t
}

/// An unsigned 64-bit integer to float (`ps`) or double: values with the top bit set are
/// halved (keeping the sticky low bit), converted as signed and doubled.
fn u64_to_float(ctx: &mut dyn LowerCtx, x: VReg, ps: bool) -> VReg {
    let (cvt, add) = if ps {
        (Code::Cvtsi2ss_xmm_rm64, Code::Addss_xmm_xmmm32)
    } else {
        (Code::Cvtsi2sd_xmm_rm64, Code::Addsd_xmm_xmmm64)
    };
    let half = gbin_imm(ctx, Code::Shr_rm64_imm8, x, 1);
    let low = gbin_imm(ctx, Code::And_rm64_imm8, x, 1);
    let half = gbin(ctx, Code::Or_r64_rm64, half, low);
    x86(ctx, Code::Test_rm64_r64, &[u(x), u(x)]);
    let sel = gbin(ctx, Code::Cmovs_r64_rm64, x, half);
    let f = vtmp(ctx);
    x86(ctx, cvt, &[d(f), u(sel)]);
    let doubled = bin(ctx, add, f, f);
    let neg = gbin_imm(ctx, Code::Sar_rm64_imm8, x, 63);
    let m = vtmp(ctx);
    x86(ctx, Code::Movq_xmm_rm64, &[d(m), u(neg)]);
    blend(ctx, m, doubled, f)
}

/// A float (`ps`) or double to an unsigned 64-bit integer: values from 2^63 up are reduced by
/// 2^63 before the signed conversion and get the top bit back.
fn float_to_u64(ctx: &mut dyn LowerCtx, x: VReg, ps: bool) -> VReg {
    let (cvt, subc, cmp, big) = if ps {
        (Code::Cvttss2si_r64_xmmm32, Code::Subss_xmm_xmmm32, Code::Cmpss_xmm_xmmm32_imm8, 0x5F00_0000u64)
    } else {
        (Code::Cvttsd2si_r64_xmmm64, Code::Subsd_xmm_xmmm64, Code::Cmpsd_xmm_xmmm64_imm8, 0x43E0_0000_0000_0000)
    };
    let bigv = splat_const(ctx, big, if ps { 4 } else { 8 });
    let a = gtmp(ctx);
    x86(ctx, cvt, &[d(a), u(x)]);
    let reduced = bin(ctx, subc, x, bigv);
    let b = gtmp(ctx);
    x86(ctx, cvt, &[d(b), u(reduced)]);
    let top = gtmp(ctx);
    x86(ctx, Code::Mov_r64_imm64, &[d(top), imm(i64::MIN)]);
    let b = gbin(ctx, Code::Xor_r64_rm64, b, top);
    let ge = bin_rr_imm(ctx, cmp, x, bigv, 5);
    let m = gtmp(ctx);
    if ps {
        let lo = gtmp(ctx);
        x86(ctx, Code::Movd_rm32_xmm, &[d(lo), u(ge)]);
        x86(ctx, Code::Movsxd_r64_rm32, &[d(m), u(lo)]);
    } else {
        x86(ctx, Code::Movq_rm64_xmm, &[d(m), u(ge)]);
    }
    let hi = gbin(ctx, Code::And_r64_rm64, b, m);
    let nm = gtmp(ctx);
    copy(ctx, nm, m);
    x86(ctx, Code::Not_rm64, &[super::emit::m(nm)]);
    let lo = gbin(ctx, Code::And_r64_rm64, a, nm);
    gbin(ctx, Code::Or_r64_rm64, hi, lo)
}

/// Any lane-wise cast through scalar code.
fn cast_fallback(
    ctx: &mut dyn LowerCtx,
    inst: Inst,
    op: Opcode,
    sl: VLayout,
    dl: VLayout,
    arg: Value,
) -> Res<Vec<VReg>> {
    let ext = if matches!(op, Opcode::SExt | Opcode::SIToFP) { Ext::Sign } else { Ext::Zero };
    let unsupported = |ctx: &dyn LowerCtx| {
        ctx.error_at(inst, format!("vector `{}` of these lane types is not supported by the x86-64 backend", op.name()))
    };
    let code = match (op, sl.lane, dl.lane) {
        (
            Opcode::SExt | Opcode::ZExt | Opcode::Trunc | Opcode::PtrToInt | Opcode::IntToPtr,
            Lane::Int(_),
            Lane::Int(_),
        ) => None,
        (Opcode::SIToFP, Lane::Int(_), Lane::F32) => Some(Code::Cvtsi2ss_xmm_rm64),
        (Opcode::SIToFP, Lane::Int(_), Lane::F64) => Some(Code::Cvtsi2sd_xmm_rm64),
        (Opcode::UIToFP, Lane::Int(b), Lane::F32) if b < 64 => Some(Code::Cvtsi2ss_xmm_rm64),
        (Opcode::UIToFP, Lane::Int(b), Lane::F64) if b < 64 => Some(Code::Cvtsi2sd_xmm_rm64),
        (Opcode::FPToSI, Lane::F32, Lane::Int(_)) => Some(Code::Cvttss2si_r64_xmmm32),
        (Opcode::FPToSI, Lane::F64, Lane::Int(_)) => Some(Code::Cvttsd2si_r64_xmmm64),
        (Opcode::FPToUI, Lane::F32, Lane::Int(b)) if b < 64 => Some(Code::Cvttss2si_r64_xmmm32),
        (Opcode::FPToUI, Lane::F64, Lane::Int(b)) if b < 64 => Some(Code::Cvttsd2si_r64_xmmm64),
        (Opcode::FPExt, Lane::F32, Lane::F64) => Some(Code::Cvtss2sd_xmm_xmmm32),
        (Opcode::FPTrunc, Lane::F64, Lane::F32) => Some(Code::Cvtsd2ss_xmm_xmmm64),
        (Opcode::UIToFP, Lane::Int(64), Lane::F32 | Lane::F64)
        | (Opcode::FPToUI, Lane::F32 | Lane::F64, Lane::Int(64)) => None,
        _ => return Err(unsupported(ctx)),
    };
    let src = Src { regs: ctx.value_regs(arg)?, layout: sl, ext };
    let to_vec = dl.is_float();
    lanewise(ctx, dl, &[src], &mut |c, v| {
        Ok(match code {
            None if op == Opcode::UIToFP => u64_to_float(c, v[0], dl.lane == Lane::F32),
            None if op == Opcode::FPToUI => float_to_u64(c, v[0], sl.lane == Lane::F32),
            None => v[0],
            Some(code) => {
                let t = if to_vec { vtmp(c) } else { gtmp(c) };
                x86(c, code, &[d(t), u(v[0])]);
                t
            }
        })
    })
}
