//! Vector loads and stores: aligned forms (movaps/movdqa) only when the IR alignment is at least
//! 16, unaligned forms otherwise; vectors smaller than 16 bytes use movd/movq (or a byte copy
//! through a stack slot for odd sizes).

use iced_x86::Code;
use kiln_regalloc::VReg;

use super::emit::*;
use super::fallback::{load_scalar, reload, spill, store_scalar, Ext};
use super::layout::{Lane, VLayout};
use crate::ctx::LowerCtx;
use crate::mir::Amode;

/// `a + off`.
pub(crate) fn at(a: Amode, off: u32) -> Amode {
    Amode { disp: a.disp.wrapping_add(off as i32), ..a }
}

/// Copies `n` bytes from `src` to `dst` through a GPR, widest pieces first.
pub(crate) fn copy_bytes(ctx: &mut dyn LowerCtx, dst: Amode, src: Amode, n: u32) {
    let mut off = 0;
    while off < n {
        let piece = [8, 4, 2, 1].into_iter().find(|&p| p <= n - off).unwrap_or(1);
        let v = load_scalar(ctx, at(src, off), Lane::Int(64), piece, Ext::Zero);
        store_scalar(ctx, at(dst, off), Lane::Int(64), piece, v);
        off += piece;
    }
}

/// The 16-byte load instruction for a layout and alignment.
fn load16_code(l: VLayout, align: u32) -> Code {
    match (l.is_float(), align >= 16) {
        (true, true) => Code::Movaps_xmm_xmmm128,
        (true, false) => Code::Movups_xmm_xmmm128,
        (false, true) => Code::Movdqa_xmm_xmmm128,
        (false, false) => Code::Movdqu_xmm_xmmm128,
    }
}

/// The 16-byte store instruction for a layout and alignment.
fn store16_code(l: VLayout, align: u32) -> Code {
    match (l.is_float(), align >= 16) {
        (true, true) => Code::Movaps_xmmm128_xmm,
        (true, false) => Code::Movups_xmmm128_xmm,
        (false, true) => Code::Movdqa_xmmm128_xmm,
        (false, false) => Code::Movdqu_xmmm128_xmm,
    }
}

/// Loads a (non-mask) vector of layout `l` from `addr` whose IR alignment is `align`.
pub(crate) fn load_vec(ctx: &mut dyn LowerCtx, addr: Amode, l: VLayout, align: u32) -> Vec<VReg> {
    let total = l.reg_bytes();
    let mut regs = Vec::with_capacity(l.nregs());
    for k in 0..l.nregs() as u32 {
        let a = at(addr, 16 * k);
        let n = (total - 16 * k).min(16);
        let t = vtmp(ctx);
        match n {
            16 => x86(ctx, load16_code(l, align), &[d(t), mem(a)]),
            8 => x86(ctx, Code::Movq_xmm_xmmm64, &[d(t), mem(a)]),
            4 => x86(ctx, Code::Movd_xmm_rm32, &[d(t), mem(a)]),
            12 => {
                x86(ctx, Code::Movq_xmm_xmmm64, &[d(t), mem(a)]);
                let hi = vtmp(ctx);
                x86(ctx, Code::Movd_xmm_rm32, &[d(hi), mem(at(a, 8))]);
                x86(ctx, Code::Punpcklqdq_xmm_xmmm128, &[m(t), u(hi)]);
            }
            _ => {
                let slot = slot16(ctx, 16);
                copy_bytes(ctx, Amode::slot(slot, 0), a, n);
                let r = reload(ctx, slot, 0, 1);
                copy(ctx, t, r[0]);
            }
        }
        regs.push(t);
    }
    regs
}

/// Stores a (non-mask) vector of layout `l` held in `regs` to `addr` with IR alignment `align`.
pub(crate) fn store_vec(ctx: &mut dyn LowerCtx, addr: Amode, l: VLayout, align: u32, regs: &[VReg]) {
    let total = l.reg_bytes();
    for (k, &r) in regs.iter().enumerate() {
        let k = k as u32;
        let a = at(addr, 16 * k);
        let n = (total.saturating_sub(16 * k)).min(16);
        match n {
            0 => {}
            16 => x86(ctx, store16_code(l, align), &[mem(a), u(r)]),
            8 => x86(ctx, Code::Movq_xmmm64_xmm, &[mem(a), u(r)]),
            4 => x86(ctx, Code::Movd_rm32_xmm, &[mem(a), u(r)]),
            12 => {
                x86(ctx, Code::Movq_xmmm64_xmm, &[mem(a), u(r)]);
                let hi = pshufd(ctx, r, 0xEE);
                x86(ctx, Code::Movd_rm32_xmm, &[mem(at(a, 8)), u(hi)]);
            }
            _ => {
                let slot = spill(ctx, &[r], 0);
                copy_bytes(ctx, a, Amode::slot(slot, 0), n);
            }
        }
    }
}
