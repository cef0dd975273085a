//! Small MIR-building helpers shared by the vector lowering files.

use iced_x86::Code;
use kiln_regalloc::{Operand, PReg, RegClass, VReg};

use crate::ctx::{LowerCtx, LowerError};
use crate::mir::{Amode, MOp, MOperand, StackSlot};

pub(crate) use crate::mir::ops::{d, imm, m, mem, u};

/// Appends `code` with explicit operands.
pub(crate) fn x86(ctx: &mut dyn LowerCtx, code: Code, ops: &[MOperand]) {
    ctx.builder().push(MOp::X86(code), ops);
}
/// Appends `code` with explicit and implicit operands.
pub(crate) fn x86_imp(ctx: &mut dyn LowerCtx, code: Code, ops: &[MOperand], implicit: &[Operand]) {
    ctx.builder().push_full(MOp::X86(code), ops, implicit, kiln_regalloc::PRegSet::empty(), &[]);
}
/// A fresh vector register.
pub(crate) fn vtmp(ctx: &mut dyn LowerCtx) -> VReg {
    ctx.new_vreg(RegClass::Vec)
}
/// A fresh integer register.
pub(crate) fn gtmp(ctx: &mut dyn LowerCtx) -> VReg {
    ctx.new_vreg(RegClass::Int)
}
/// `dst = src` (same class).
pub(crate) fn copy(ctx: &mut dyn LowerCtx, dst: VReg, src: VReg) {
    ctx.builder().push(MOp::Copy, &[d(dst), u(src)]);
}
/// `fixed = src`.
pub(crate) fn copy_to_preg(ctx: &mut dyn LowerCtx, dst: PReg, src: VReg) {
    ctx.builder().push(MOp::Copy, &[MOperand::Reg(Operand::preg_def(dst)), u(src)]);
}
/// `dst = fixed`.
pub(crate) fn copy_from_preg(ctx: &mut dyn LowerCtx, dst: VReg, src: PReg) {
    ctx.builder().push(MOp::Copy, &[d(dst), MOperand::Reg(Operand::preg_use(src))]);
}
/// Two-address op of class `class` on a fresh copy of `a`: `t = a; code t, rest...`.
fn two_addr(ctx: &mut dyn LowerCtx, class: RegClass, code: Code, a: VReg, rest: MOperand) -> VReg {
    let t = ctx.new_vreg(class);
    copy(ctx, t, a);
    x86(ctx, code, &[m(t), rest]);
    t
}
/// Two-address xmm op on a fresh copy of `a`: `t = a; code t, b`.
pub(crate) fn bin(ctx: &mut dyn LowerCtx, code: Code, a: VReg, b: VReg) -> VReg {
    two_addr(ctx, RegClass::Vec, code, a, u(b))
}
/// Two-address xmm op with an immediate: `t = a; code t, imm`.
pub(crate) fn bin_imm(ctx: &mut dyn LowerCtx, code: Code, a: VReg, i: i64) -> VReg {
    two_addr(ctx, RegClass::Vec, code, a, imm(i))
}
/// Two-address GPR op on a fresh copy of `a`: `t = a; code t, b`.
pub(crate) fn gbin(ctx: &mut dyn LowerCtx, code: Code, a: VReg, b: VReg) -> VReg {
    two_addr(ctx, RegClass::Int, code, a, u(b))
}
/// Two-address GPR op with an immediate: `t = a; code t, imm`.
pub(crate) fn gbin_imm(ctx: &mut dyn LowerCtx, code: Code, a: VReg, i: i64) -> VReg {
    two_addr(ctx, RegClass::Int, code, a, imm(i))
}
/// Two-address op with a register and an immediate: `t = a; code t, b, imm`.
pub(crate) fn bin_rr_imm(ctx: &mut dyn LowerCtx, code: Code, a: VReg, b: VReg, i: i64) -> VReg {
    let t = vtmp(ctx);
    copy(ctx, t, a);
    x86(ctx, code, &[m(t), u(b), imm(i)]);
    t
}
/// `pshufd t, a, imm`.
pub(crate) fn pshufd(ctx: &mut dyn LowerCtx, a: VReg, i: u8) -> VReg {
    let t = vtmp(ctx);
    x86(ctx, Code::Pshufd_xmm_xmmm128_imm8, &[d(t), u(a), imm(i as i64)]);
    t
}
/// A vector register holding all zeros (`mov r32, 0; movd xmm, r32`).
pub(crate) fn zero_vec(ctx: &mut dyn LowerCtx) -> VReg {
    let g = gtmp(ctx);
    x86(ctx, Code::Mov_r32_imm32, &[d(g), imm(0)]);
    let t = vtmp(ctx);
    x86(ctx, Code::Movd_xmm_rm32, &[d(t), u(g)]);
    t
}
/// A vector register with `bytes` (up to 16) from read-only data, zero padded.
pub(crate) fn const_vec(ctx: &mut dyn LowerCtx, bytes: &[u8]) -> VReg {
    let mut b = [0u8; 16];
    let n = bytes.len().min(16);
    b[..n].copy_from_slice(&bytes[..n]);
    if b == [0; 16] {
        return zero_vec(ctx);
    }
    let sym = ctx.rodata_const(&b, 16);
    let t = vtmp(ctx);
    x86(ctx, Code::Movdqa_xmm_xmmm128, &[d(t), mem(Amode::sym(sym, 0))]);
    t
}
/// A vector register with `v` (of `lane_bytes` bytes) in every lane.
pub(crate) fn splat_const(ctx: &mut dyn LowerCtx, v: u64, lane_bytes: u32) -> VReg {
    let mut b = Vec::with_capacity(16);
    while b.len() < 16 {
        b.extend_from_slice(&v.to_le_bytes()[..lane_bytes as usize]);
    }
    const_vec(ctx, &b)
}
/// A vector register of all ones.
pub(crate) fn ones_vec(ctx: &mut dyn LowerCtx) -> VReg {
    splat_const(ctx, u64::MAX, 8)
}
/// `!a` (bitwise).
pub(crate) fn not_vec(ctx: &mut dyn LowerCtx, a: VReg) -> VReg {
    let ones = ones_vec(ctx);
    bin(ctx, Code::Pxor_xmm_xmmm128, a, ones)
}
/// `(mask & a) | (!mask & b)`.
pub(crate) fn blend(ctx: &mut dyn LowerCtx, mask: VReg, a: VReg, b: VReg) -> VReg {
    let t = bin(ctx, Code::Pand_xmm_xmmm128, mask, a);
    let n = bin(ctx, Code::Pandn_xmm_xmmm128, mask, b);
    bin(ctx, Code::Por_xmm_xmmm128, t, n)
}
/// A 16-byte aligned stack slot of `bytes` bytes.
pub(crate) fn slot16(ctx: &mut dyn LowerCtx, bytes: u32) -> StackSlot {
    ctx.builder().new_stack_slot(bytes.max(16).div_ceil(16) * 16, 16)
}
/// `Ok(v)` helper that keeps call sites short.
pub(crate) type Res<T> = Result<T, LowerError>;
