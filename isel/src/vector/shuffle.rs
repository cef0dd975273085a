//! extractelement, insertelement and shufflevector: pextrw/pinsrw/pshufd/shufps/shufpd/punpck
//! for the common shapes; a stack slot for variable indices and general masks.

use iced_x86::Code;
use kiln_ir::{Inst, Value};
use kiln_regalloc::{RegRef, VReg};

use super::consts::is_undef;
use super::emit::*;
use super::fallback::{bool_to_mask, load_lane, load_scalar, reload, spill, store_lane, store_scalar, Ext};
use super::layout::{Lane, VLayout};
use super::{layout_of_value, result_layout, set_result, vregs};
use crate::ctx::LowerCtx;
use crate::mir::{Amode, AmodeBase};

/// Lane `i` of a vector as a scalar: integers in a GPR (mask lanes as 0/1), floats in the low
/// lane of an xmm register.
pub(crate) fn extract_lane_const(ctx: &mut dyn LowerCtx, regs: &[VReg], l: VLayout, i: u32) -> VReg {
    let per = l.lanes_per_reg();
    let r = regs[((i / per) as usize).min(regs.len() - 1)];
    let j = i % per;
    let g = match (l.lane, l.lane_bytes) {
        (Lane::F32, _) => return if j == 0 { r } else { pshufd(ctx, r, j as u8) },
        (Lane::F64, _) => return if j == 0 { r } else { pshufd(ctx, r, 0xEE) },
        (_, 4) => {
            let t = if j == 0 { r } else { pshufd(ctx, r, j as u8) };
            let g = gtmp(ctx);
            x86(ctx, Code::Movd_rm32_xmm, &[d(g), u(t)]);
            g
        }
        (_, 8) => {
            let t = if j == 0 { r } else { pshufd(ctx, r, 0xEE) };
            let g = gtmp(ctx);
            x86(ctx, Code::Movq_rm64_xmm, &[d(g), u(t)]);
            g
        }
        (_, 2) => {
            let g = gtmp(ctx);
            x86(ctx, Code::Pextrw_r32_xmm_imm8, &[d(g), u(r), imm(j as i64)]);
            g
        }
        _ => {
            let w = gtmp(ctx);
            x86(ctx, Code::Pextrw_r32_xmm_imm8, &[d(w), u(r), imm((j / 2) as i64)]);
            if j % 2 == 1 {
                gbin_imm(ctx, Code::Shr_rm32_imm8, w, 8)
            } else {
                let g = gtmp(ctx);
                x86(ctx, Code::Movzx_r32_rm8, &[d(g), u(w)]);
                g
            }
        }
    };
    if l.is_mask() {
        gbin_imm(ctx, Code::And_rm32_imm8, g, 1)
    } else {
        g
    }
}

/// An address of lane `idx` (a runtime value) of the vector spilled at `slot`.
fn lane_addr(ctx: &mut dyn LowerCtx, slot: crate::mir::StackSlot, l: VLayout, idx: Value) -> Res<Amode> {
    let g = ctx.value_regs(idx)?.only();
    let t = gtmp(ctx);
    x86(ctx, Code::Mov_r32_rm32, &[d(t), u(g)]);
    let t = gbin_imm(ctx, Code::And_rm32_imm32, t, (l.lanes.next_power_of_two() - 1) as i64);
    Ok(Amode { base: AmodeBase::Slot(slot), index: Some((RegRef::Virt(t), l.lane_bytes as u8)), disp: 0 })
}

/// Bytes to reserve past a spilled vector so a masked runtime index stays inside the slot.
fn index_slack(l: VLayout) -> u32 {
    l.lanes.next_power_of_two() * l.lane_bytes
}

/// The constant value of an index operand.
fn const_index(ctx: &dyn LowerCtx, v: Value) -> Option<u64> {
    let c = ctx.func().dfg.value_const(v)?;
    match ctx.module().consts.data(c) {
        kiln_ir::ConstData::Int { value, .. } => Some(*value as u64),
        _ => None,
    }
}

/// Lowers `extractelement`.
pub(crate) fn extract(ctx: &mut dyn LowerCtx, inst: Inst, vec: Value, idx: Value) -> Res<()> {
    let l = layout_of_value(ctx, inst, vec)?;
    let regs = vregs(ctx, vec)?;
    let v = match const_index(ctx, idx) {
        Some(i) if i < l.lanes as u64 => extract_lane_const(ctx, &regs, l, i as u32),
        _ => {
            let slot = spill(ctx, &regs, index_slack(l));
            let a = lane_addr(ctx, slot, l, idx)?;
            load_scalar(ctx, a, l.lane, l.lane_bytes, Ext::Zero)
        }
    };
    set_result(ctx, inst, &[v]);
    Ok(())
}

/// The scalar `elt` as an xmm register with its bits in lane 0 (masks widened to all ones).
fn scalar_to_xmm(ctx: &mut dyn LowerCtx, l: VLayout, elt: VReg) -> VReg {
    if l.is_float() {
        return elt;
    }
    let g = if l.is_mask() { bool_to_mask(ctx, elt) } else { elt };
    let x = vtmp(ctx);
    x86(ctx, Code::Movq_xmm_rm64, &[d(x), u(g)]);
    x
}

/// Lowers `insertelement`.
pub(crate) fn insert(ctx: &mut dyn LowerCtx, inst: Inst, args: [Value; 3]) -> Res<()> {
    let l = result_layout(ctx, inst)?;
    let elt = ctx.value_regs(args[1])?.only();
    let idx = const_index(ctx, args[2]).filter(|&i| i < l.lanes as u64).map(|i| i as u32);
    if idx == Some(0) && l.nregs() == 1 && is_undef(ctx, args[0]) {
        let x = scalar_to_xmm(ctx, l, elt);
        set_result(ctx, inst, &[x]);
        return Ok(());
    }
    let mut regs = vregs(ctx, args[0])?;
    let Some(i) = idx else {
        let slot = spill(ctx, &regs, index_slack(l));
        let a = lane_addr(ctx, slot, l, args[2])?;
        let v = if l.is_mask() { bool_to_mask(ctx, elt) } else { elt };
        store_scalar(ctx, a, l.lane, l.lane_bytes, v);
        let out = reload(ctx, slot, 0, l.nregs());
        set_result(ctx, inst, &out);
        return Ok(());
    };
    let per = l.lanes_per_reg();
    let k = (i / per) as usize;
    let j = i % per;
    let r = regs[k];
    let new = match (l.lane, l.lane_bytes) {
        (Lane::Int(b), 2) if b > 1 => {
            let t = vtmp(ctx);
            copy(ctx, t, r);
            x86(ctx, Code::Pinsrw_xmm_r32m16_imm8, &[m(t), u(elt), imm(j as i64)]);
            t
        }
        (_, 8) if !l.is_mask() => {
            let x = scalar_to_xmm(ctx, l, elt);
            if j == 0 {
                bin(ctx, Code::Movsd_xmm_xmmm64, r, x)
            } else {
                bin(ctx, Code::Punpcklqdq_xmm_xmmm128, r, x)
            }
        }
        (_, 4) if !l.is_mask() => {
            if j == 0 {
                let x = scalar_to_xmm(ctx, l, elt);
                bin(ctx, Code::Movss_xmm_xmmm32, r, x)
            } else {
                let x = elt;
                let g = if l.is_float() {
                    let g = gtmp(ctx);
                    x86(ctx, Code::Movd_rm32_xmm, &[d(g), u(x)]);
                    g
                } else {
                    elt
                };
                let t = vtmp(ctx);
                copy(ctx, t, r);
                x86(ctx, Code::Pinsrw_xmm_r32m16_imm8, &[m(t), u(g), imm(2 * j as i64)]);
                let hi = gbin_imm(ctx, Code::Shr_rm32_imm8, g, 16);
                x86(ctx, Code::Pinsrw_xmm_r32m16_imm8, &[m(t), u(hi), imm(2 * j as i64 + 1)]);
                t
            }
        }
        _ => {
            let slot = spill(ctx, &[r], 0);
            let lane_l = VLayout { lanes: per, ..l };
            store_lane(ctx, slot, 0, lane_l, j, elt);
            reload(ctx, slot, 0, 1)[0]
        }
    };
    regs[k] = new;
    set_result(ctx, inst, &regs);
    Ok(())
}

/// Where result lane comes from: operand (0 or 1) and lane, or `None` for poison.
type Sel = Option<(usize, u32)>;

/// Lowers `shufflevector`.
pub(crate) fn shuffle(ctx: &mut dyn LowerCtx, inst: Inst, a: Value, b: Value, mask: &[i32]) -> Res<()> {
    let il = layout_of_value(ctx, inst, a)?;
    let rl = result_layout(ctx, inst)?;
    let n = il.lanes as i32;
    let sel: Vec<Sel> = mask
        .iter()
        .map(|&x| match x {
            x if x < 0 || x >= 2 * n => None,
            x if x < n => Some((0, x as u32)),
            x => Some((1, (x - n) as u32)),
        })
        .collect();
    // An undef operand is never read: reuse the other one's registers instead of materialising it.
    let srcs = match (is_undef(ctx, a), is_undef(ctx, b)) {
        (false, true) => [vregs(ctx, a)?, vregs(ctx, a)?],
        (true, false) => [vregs(ctx, b)?, vregs(ctx, b)?],
        _ => [vregs(ctx, a)?, vregs(ctx, b)?],
    };
    let regs = shuffle_regs(ctx, &srcs, il, rl, &sel);
    set_result(ctx, inst, &regs);
    Ok(())
}

/// A shuffle of register vectors `srcs` (layout `il`) into layout `rl` by `sel`.
pub(crate) fn shuffle_regs(
    ctx: &mut dyn LowerCtx,
    srcs: &[Vec<VReg>; 2],
    il: VLayout,
    rl: VLayout,
    sel: &[Sel],
) -> Vec<VReg> {
    if il.lane_bytes == rl.lane_bytes {
        if let Some(r) = shuffle_by_regs(ctx, srcs, il, sel) {
            return r;
        }
    }
    shuffle_slot(ctx, srcs, il, rl, sel)
}

/// Builds each 16-byte result register with [`shuffle_native`] when its lanes come from at most
/// two input registers; `None` (having emitted nothing) when some register cannot be.
fn shuffle_by_regs(ctx: &mut dyn LowerCtx, srcs: &[Vec<VReg>; 2], il: VLayout, sel: &[Sel]) -> Option<Vec<VReg>> {
    let per = il.lanes_per_reg();
    let sub_l = VLayout { lanes: if il.nregs() == 1 { il.lanes } else { per }, ..il };
    let mut plans = Vec::new();
    for chunk in sel.chunks(per as usize) {
        let mut keys: Vec<(usize, u32)> = Vec::new();
        for &(o, l) in chunk.iter().flatten() {
            if !keys.contains(&(o, l / per)) {
                keys.push((o, l / per));
            }
        }
        if keys.len() > 2 {
            return None;
        }
        let reg = |k: Option<&(usize, u32)>| k.and_then(|&(o, r)| srcs[o].get(r as usize).copied());
        let x = reg(keys.first()).unwrap_or(srcs[0][0]);
        let y = reg(keys.get(1)).unwrap_or(x);
        let sub_sel: Vec<Sel> = chunk
            .iter()
            .map(|s| s.map(|(o, l)| (keys.iter().position(|&k| k == (o, l / per)).unwrap_or(0), l % per)))
            .collect();
        if !native_possible(sub_l, &sub_sel) {
            return None;
        }
        plans.push(([vec![x], vec![y]], sub_sel));
    }
    let mut out = Vec::with_capacity(plans.len());
    for (regs, sub_sel) in plans {
        out.push(shuffle_native(ctx, &regs, sub_l, &sub_sel)?);
    }
    Some(out)
}

/// Whether a one-register shuffle has an SSE2 sequence in [`shuffle_native`].
fn native_possible(il: VLayout, sel: &[Sel]) -> bool {
    let from = |s: usize| sel.iter().all(|x| x.is_none_or(|(o, _)| o == s));
    let one_src = from(0) || from(1);
    let lanes_in_reg = |i: usize| sel.get(i).copied().flatten();
    let identity = one_src && sel.iter().enumerate().all(|(i, x)| x.is_none_or(|(_, l)| l == i as u32));
    let ib = il.reg_bytes();
    let concat = (ib == 8 || ib == 4)
        && sel.len() as u32 == 2 * il.lanes
        && sel.iter().enumerate().all(|(i, x)| x.is_none_or(|(o, l)| (o as u32) * il.lanes + l == i as u32));
    if identity || concat || window_shift(il, sel).is_some() {
        return true;
    }
    match il.lane_bytes {
        4 if sel.len() <= 4 => {
            if one_src || ib <= 8 {
                return true;
            }
            let half = |lo: usize| {
                let a = lanes_in_reg(lo).map(|x| x.0);
                let b = lanes_in_reg(lo + 1).map(|x| x.0);
                !matches!((a, b), (Some(x), Some(y)) if x != y)
            };
            half(0) && half(2)
        }
        8 if sel.len() <= 2 => true,
        2 => one_src && (low_words_only(sel) || is_reverse(il, sel)),
        1 => one_src && is_reverse(il, sel),
        _ => false,
    }
}

/// Whether a one-source selection reverses all lanes of the register's vector.
fn is_reverse(il: VLayout, sel: &[Sel]) -> bool {
    let r = il.reg_bytes();
    (r == 16 || r == 8 || r == 4 || (r == 2 && il.lane_bytes == 1))
        && sel.len() as u32 == il.lanes
        && sel.iter().enumerate().all(|(i, x)| x.is_none_or(|(_, l)| l == il.lanes - 1 - i as u32))
}

/// Whether every selected lane of a word shuffle is one of the low four (pshuflw).
fn low_words_only(sel: &[Sel]) -> bool {
    sel.len() <= 4 && sel.iter().all(|x| x.is_none_or(|(_, l)| l < 4))
}

/// `Some(k)` when lane `i` is lane `k + i` of the concatenation of two full registers.
fn window_shift(il: VLayout, sel: &[Sel]) -> Option<u32> {
    if il.reg_bytes() != 16 || sel.len() as u32 != il.lanes {
        return None;
    }
    let mut k = None;
    for (i, s) in sel.iter().enumerate() {
        let Some((o, l)) = *s else { continue };
        let flat = o as u32 * il.lanes + l;
        let this = flat.checked_sub(i as u32)?;
        if *k.get_or_insert(this) != this {
            return None;
        }
    }
    k.filter(|&k| k > 0 && k < il.lanes)
}

/// Single-register shuffles SSE2 does in one or two instructions.
fn shuffle_native(ctx: &mut dyn LowerCtx, srcs: &[Vec<VReg>; 2], il: VLayout, sel: &[Sel]) -> Option<VReg> {
    let from = |s: usize| sel.iter().all(|x| x.is_none_or(|(o, _)| o == s));
    let one_src = if from(0) {
        Some(0)
    } else if from(1) {
        Some(1)
    } else {
        None
    };
    let lane = |i: usize| sel.get(i).copied().flatten();
    // Identity.
    if let Some(s) = one_src {
        if sel.iter().enumerate().all(|(i, x)| x.is_none_or(|(_, l)| l == i as u32)) {
            return Some(srcs[s][0]);
        }
    }
    // Concatenation of two half-register (or quarter) vectors.
    let ib = il.reg_bytes();
    if (ib == 8 || ib == 4) && sel.len() as u32 == 2 * il.lanes {
        let concat = sel.iter().enumerate().all(|(i, x)| {
            let i = i as u32;
            x.is_none_or(|(o, l)| (o as u32) * il.lanes + l == i)
        });
        if concat {
            let code = if ib == 8 { Code::Punpcklqdq_xmm_xmmm128 } else { Code::Punpckldq_xmm_xmmm128 };
            return Some(bin(ctx, code, srcs[0][0], srcs[1][0]));
        }
    }
    if let Some(k) = window_shift(il, sel) {
        let lo = bin_imm(ctx, Code::Psrldq_xmm_imm8, srcs[0][0], (k * il.lane_bytes) as i64);
        let hi = bin_imm(ctx, Code::Pslldq_xmm_imm8, srcs[1][0], (16 - k * il.lane_bytes) as i64);
        return Some(bin(ctx, Code::Por_xmm_xmmm128, lo, hi));
    }
    if one_src.is_none() && il.lane_bytes == 4 && (ib == 8 || ib == 4) {
        // Two partial registers: concatenate, then shuffle one register.
        let code = if ib == 8 { Code::Punpcklqdq_xmm_xmmm128 } else { Code::Punpckldq_xmm_xmmm128 };
        let c = bin(ctx, code, srcs[0][0], srcs[1][0]);
        let wide = VLayout { lanes: 2 * il.lanes, ..il };
        let sel2: Vec<Sel> = sel.iter().map(|s| s.map(|(o, l)| (0, o as u32 * il.lanes + l))).collect();
        return shuffle_native(ctx, &[vec![c], vec![c]], wide, &sel2);
    }
    if let (Some(s), true) = (one_src, il.lane_bytes <= 2 && is_reverse(il, sel)) {
        let mut x = srcs[s][0];
        if il.lane_bytes == 1 {
            let l = bin_imm(ctx, Code::Psllw_xmm_imm8, x, 8);
            let r = bin_imm(ctx, Code::Psrlw_xmm_imm8, x, 8);
            x = bin(ctx, Code::Por_xmm_xmmm128, l, r);
        }
        let words = il.reg_bytes() / 2;
        let shuf = |ctx: &mut dyn LowerCtx, code: Code, x: VReg, i: u8| {
            let t = vtmp(ctx);
            x86(ctx, code, &[d(t), u(x), imm(i as i64)]);
            t
        };
        return Some(match words {
            8 => {
                let t = shuf(ctx, Code::Pshuflw_xmm_xmmm128_imm8, x, 0x1B);
                let t = shuf(ctx, Code::Pshufhw_xmm_xmmm128_imm8, t, 0x1B);
                pshufd(ctx, t, 0x4E)
            }
            4 => shuf(ctx, Code::Pshuflw_xmm_xmmm128_imm8, x, 0x1B),
            2 => shuf(ctx, Code::Pshuflw_xmm_xmmm128_imm8, x, 0xE1),
            _ => x,
        });
    }
    match il.lane_bytes {
        4 if sel.len() <= 4 => {
            let pick = |i: usize| lane(i).map_or(0, |(_, l)| l as u8);
            let imm = pick(0) | pick(1) << 2 | pick(2) << 4 | pick(3) << 6;
            if let Some(s) = one_src {
                return Some(pshufd(ctx, srcs[s][0], imm));
            }
            let half = |lo: usize| {
                let a = lane(lo).map(|x| x.0);
                let b = lane(lo + 1).map(|x| x.0);
                match (a, b) {
                    (Some(x), Some(y)) if x != y => None,
                    (Some(x), _) | (_, Some(x)) => Some(Some(x)),
                    _ => Some(None),
                }
            };
            let (Some(lo), Some(hi)) = (half(0), half(2)) else { return None };
            let x = srcs[lo.unwrap_or(0)][0];
            let y = srcs[hi.unwrap_or(1)][0];
            Some(bin_rr_imm(ctx, Code::Shufps_xmm_xmmm128_imm8, x, y, imm as i64))
        }
        8 if sel.len() <= 2 => {
            let l0 = lane(0);
            let l1 = lane(1);
            if let Some(s) = one_src {
                let p = |x: Sel| x.map_or(0u8, |(_, l)| if l == 0 { 0x4 } else { 0xE });
                return Some(pshufd(ctx, srcs[s][0], p(l0) | p(l1) << 4));
            }
            let (x, i) = l0.map_or((srcs[0][0], 0), |(o, l)| (srcs[o][0], l as i64));
            let (y, j) = l1.map_or((srcs[1][0], 0), |(o, l)| (srcs[o][0], l as i64));
            Some(bin_rr_imm(ctx, Code::Shufpd_xmm_xmmm128_imm8, x, y, i | j << 1))
        }
        2 if sel.len() <= 4 && one_src.is_some() && sel.iter().all(|x| x.is_none_or(|(_, l)| l < 4)) => {
            let pick = |i: usize| lane(i).map_or(0, |(_, l)| l as u8);
            let sh = pick(0) | pick(1) << 2 | pick(2) << 4 | pick(3) << 6;
            let t = vtmp(ctx);
            x86(ctx, Code::Pshuflw_xmm_xmmm128_imm8, &[d(t), u(srcs[one_src.unwrap_or(0)][0]), imm(sh as i64)]);
            Some(t)
        }
        _ => None,
    }
}

/// The general shuffle: both operands to a slot, lanes copied one by one, result reloaded.
fn shuffle_slot(ctx: &mut dyn LowerCtx, srcs: &[Vec<VReg>; 2], il: VLayout, rl: VLayout, sel: &[Sel]) -> Vec<VReg> {
    let na = srcs[0].len() as u32;
    let mut all = srcs[0].clone();
    all.extend_from_slice(&srcs[1]);
    let slot = spill(ctx, &all, 0);
    let out = slot16(ctx, rl.nregs() as u32 * 16);
    let int_l = VLayout { lane: Lane::Int(il.lane_bytes * 8), ..il };
    let out_l = VLayout { lane: Lane::Int(rl.lane_bytes * 8), ..rl };
    for (i, s) in sel.iter().enumerate() {
        let Some((o, l)) = *s else { continue };
        let base = if o == 0 { 0 } else { (16 * na) as i32 };
        let v = load_lane(ctx, slot, base, int_l, l, Ext::Sign);
        store_lane(ctx, out, 0, out_l, i as u32, v);
    }
    reload(ctx, out, 0, rl.nregs())
}
