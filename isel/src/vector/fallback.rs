//! The generic per-lane path: vectors go to a stack slot, each lane is computed with scalar
//! GPR or SSE code, and the result is reloaded. Correct for every supported layout; used where
//! SSE2 has no direct sequence.

use iced_x86::Code;
use kiln_ir::{FloatPredicate, IntPredicate};
use kiln_regalloc::{Operand, PReg, VReg};

use super::emit::*;
use super::layout::{Lane, VLayout};
use crate::ctx::{LowerCtx, ValueRegs};
use crate::mir::{Amode, StackSlot};

/// How an integer lane is widened to 64 bits when loaded into a GPR.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Ext {
    /// Zero-extend (mask lanes become 0 or 1).
    Zero,
    /// Sign-extend (mask lanes become 0 or -1).
    Sign,
}

/// Stores the registers of a vector to a fresh 16-byte aligned slot.
pub(crate) fn spill(ctx: &mut dyn LowerCtx, regs: &[VReg], extra: u32) -> StackSlot {
    let slot = slot16(ctx, regs.len() as u32 * 16 + extra);
    for (k, &r) in regs.iter().enumerate() {
        x86(ctx, Code::Movdqa_xmmm128_xmm, &[mem(Amode::slot(slot, 16 * k as i32)), u(r)]);
    }
    slot
}

/// Loads `n` registers from `slot` starting at byte `base`.
pub(crate) fn reload(ctx: &mut dyn LowerCtx, slot: StackSlot, base: i32, n: usize) -> Vec<VReg> {
    (0..n)
        .map(|k| {
            let t = vtmp(ctx);
            x86(ctx, Code::Movdqa_xmm_xmmm128, &[d(t), mem(Amode::slot(slot, base + 16 * k as i32))]);
            t
        })
        .collect()
}

/// Loads a scalar of `lane` kind and `bytes` bytes from `a` (integers to a 64-bit GPR).
pub(crate) fn load_scalar(ctx: &mut dyn LowerCtx, a: Amode, lane: Lane, bytes: u32, ext: Ext) -> VReg {
    match lane {
        Lane::F32 | Lane::F64 => {
            let t = vtmp(ctx);
            let code = if lane == Lane::F32 { Code::Movss_xmm_xmmm32 } else { Code::Movsd_xmm_xmmm64 };
            x86(ctx, code, &[d(t), mem(a)]);
            t
        }
        Lane::Int(_) => {
            let t = gtmp(ctx);
            let code = match (bytes, ext) {
                (1, Ext::Zero) => Code::Movzx_r32_rm8,
                (1, Ext::Sign) => Code::Movsx_r64_rm8,
                (2, Ext::Zero) => Code::Movzx_r32_rm16,
                (2, Ext::Sign) => Code::Movsx_r64_rm16,
                (4, Ext::Zero) => Code::Mov_r32_rm32,
                (4, Ext::Sign) => Code::Movsxd_r64_rm32,
                _ => Code::Mov_r64_rm64,
            };
            x86(ctx, code, &[d(t), mem(a)]);
            if lane == Lane::Int(1) && ext == Ext::Zero {
                x86(ctx, Code::And_rm64_imm8, &[m(t), imm(1)]);
            }
            t
        }
    }
}

/// Stores the low `bytes` bytes of scalar `v` (GPR or xmm by `lane`) to `a`.
pub(crate) fn store_scalar(ctx: &mut dyn LowerCtx, a: Amode, lane: Lane, bytes: u32, v: VReg) {
    let code = match lane {
        Lane::F32 => Code::Movss_xmmm32_xmm,
        Lane::F64 => Code::Movsd_xmmm64_xmm,
        Lane::Int(_) => match bytes {
            1 => Code::Mov_rm8_r8,
            2 => Code::Mov_rm16_r16,
            4 => Code::Mov_rm32_r32,
            _ => Code::Mov_rm64_r64,
        },
    };
    x86(ctx, code, &[mem(a), u(v)]);
}

/// Zero-extends the low `bits` bits of GPR `g` to 64 bits (the form scalar results leave
/// vector lowering in).
pub(crate) fn zero_extend(ctx: &mut dyn LowerCtx, g: VReg, bits: u32) -> VReg {
    let code = match bits {
        1 => return gbin_imm(ctx, Code::And_rm64_imm8, g, 1),
        8 => Code::Movzx_r32_rm8,
        16 => Code::Movzx_r32_rm16,
        b if b < 32 => return gbin_imm(ctx, Code::And_rm32_imm32, g, (1i64 << b) - 1),
        32 => Code::Mov_r32_rm32,
        _ => return g,
    };
    let t = gtmp(ctx);
    x86(ctx, code, &[d(t), u(g)]);
    t
}

/// Turns a boolean in the low bit of `v` into a mask (0 or -1).
pub(crate) fn bool_to_mask(ctx: &mut dyn LowerCtx, v: VReg) -> VReg {
    let t = gbin_imm(ctx, Code::And_rm64_imm8, v, 1);
    x86(ctx, Code::Neg_rm64, &[m(t)]);
    t
}

/// Loads lane `i` of a vector spilled at `slot + base` with layout `l`.
pub(crate) fn load_lane(ctx: &mut dyn LowerCtx, slot: StackSlot, base: i32, l: VLayout, i: u32, ext: Ext) -> VReg {
    let a = Amode::slot(slot, base + (i * l.lane_bytes) as i32);
    load_scalar(ctx, a, l.lane, l.lane_bytes, ext)
}

/// Stores scalar `v` into lane `i` of the vector at `slot + base` (mask lanes normalised).
pub(crate) fn store_lane(ctx: &mut dyn LowerCtx, slot: StackSlot, base: i32, l: VLayout, i: u32, v: VReg) {
    let v = if l.is_mask() { bool_to_mask(ctx, v) } else { v };
    let a = Amode::slot(slot, base + (i * l.lane_bytes) as i32);
    store_scalar(ctx, a, l.lane, l.lane_bytes, v);
}

/// One source of a lane-wise operation: its registers, layout and integer extension.
pub(crate) struct Src {
    /// Registers of the vector.
    pub regs: ValueRegs,
    /// Its layout.
    pub layout: VLayout,
    /// How integer lanes are widened.
    pub ext: Ext,
}

/// The per-lane operation of [`lanewise`]: lane values in, result lane value out.
pub(crate) type LaneFn<'a> = dyn FnMut(&mut dyn LowerCtx, &[VReg]) -> Res<VReg> + 'a;

/// Computes a vector of layout `dst` lane by lane: lane `i` is `f(lane i of every source)`.
pub(crate) fn lanewise(ctx: &mut dyn LowerCtx, dst: VLayout, srcs: &[Src], f: &mut LaneFn<'_>) -> Res<Vec<VReg>> {
    let slots: Vec<StackSlot> = srcs.iter().map(|s| spill(ctx, s.regs.regs(), 0)).collect();
    let out = slot16(ctx, dst.nregs() as u32 * 16);
    for i in 0..dst.lanes {
        let mut vals = Vec::with_capacity(srcs.len());
        for (s, &slot) in srcs.iter().zip(&slots) {
            vals.push(load_lane(ctx, slot, 0, s.layout, i, s.ext));
        }
        let r = f(ctx, &vals)?;
        store_lane(ctx, out, 0, dst, i, r);
    }
    Ok(reload(ctx, out, 0, dst.nregs()))
}

/// Scalar integer binary operations on 64-bit GPR values.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum IntOp {
    Add,
    Sub,
    Mul,
    And,
    Or,
    Xor,
    Shl,
    LShr,
    AShr,
    UDiv,
    SDiv,
    URem,
    SRem,
    SMin,
    SMax,
    UMin,
    UMax,
}

impl IntOp {
    /// How operands must be extended for this operation to be exact in 64 bits.
    pub fn ext(self) -> Ext {
        match self {
            IntOp::AShr | IntOp::SDiv | IntOp::SRem | IntOp::SMin | IntOp::SMax => Ext::Sign,
            _ => Ext::Zero,
        }
    }
}

/// `a op b` on 64-bit GPR values (extended as [`IntOp::ext`] says).
pub(crate) fn int_op(ctx: &mut dyn LowerCtx, op: IntOp, a: VReg, b: VReg) -> VReg {
    match op {
        IntOp::Add => gbin(ctx, Code::Add_r64_rm64, a, b),
        IntOp::Sub => gbin(ctx, Code::Sub_r64_rm64, a, b),
        IntOp::Mul => gbin(ctx, Code::Imul_r64_rm64, a, b),
        IntOp::And => gbin(ctx, Code::And_r64_rm64, a, b),
        IntOp::Or => gbin(ctx, Code::Or_r64_rm64, a, b),
        IntOp::Xor => gbin(ctx, Code::Xor_r64_rm64, a, b),
        IntOp::Shl | IntOp::LShr | IntOp::AShr => {
            let code = match op {
                IntOp::Shl => Code::Shl_rm64_CL,
                IntOp::LShr => Code::Shr_rm64_CL,
                _ => Code::Sar_rm64_CL,
            };
            let t = gtmp(ctx);
            copy(ctx, t, a);
            copy_to_preg(ctx, PReg::RCX, b);
            // The count register is an explicit operand in iced's operand list.
            x86(ctx, code, &[m(t), crate::mir::MOperand::Reg(Operand::preg_use(PReg::RCX))]);
            t
        }
        IntOp::UDiv | IntOp::SDiv | IntOp::URem | IntOp::SRem => {
            let signed = matches!(op, IntOp::SDiv | IntOp::SRem);
            copy_to_preg(ctx, PReg::RAX, a);
            if signed {
                x86_imp(ctx, Code::Cqo, &[], &[Operand::preg_use(PReg::RAX), Operand::preg_def(PReg::RDX)]);
            } else {
                x86(ctx, Code::Mov_r32_imm32, &[crate::mir::MOperand::Reg(Operand::preg_def(PReg::RDX)), imm(0)]);
            }
            let code = if signed { Code::Idiv_rm64 } else { Code::Div_rm64 };
            x86_imp(ctx, code, &[u(b)], &[Operand::preg_mod(PReg::RAX), Operand::preg_mod(PReg::RDX)]);
            let t = gtmp(ctx);
            let from = if matches!(op, IntOp::UDiv | IntOp::SDiv) { PReg::RAX } else { PReg::RDX };
            copy_from_preg(ctx, t, from);
            t
        }
        IntOp::SMin | IntOp::SMax | IntOp::UMin | IntOp::UMax => {
            // t = a; if (b wins) t = b.
            let code = match op {
                IntOp::SMin => Code::Cmovg_r64_rm64,
                IntOp::SMax => Code::Cmovl_r64_rm64,
                IntOp::UMin => Code::Cmova_r64_rm64,
                _ => Code::Cmovb_r64_rm64,
            };
            x86(ctx, Code::Cmp_r64_rm64, &[u(a), u(b)]);
            gbin(ctx, code, a, b)
        }
    }
}

/// How operands are extended for a predicate.
pub(crate) fn icmp_ext(pred: IntPredicate) -> Ext {
    match pred {
        IntPredicate::Sgt | IntPredicate::Sge | IntPredicate::Slt | IntPredicate::Sle => Ext::Sign,
        _ => Ext::Zero,
    }
}

/// `a pred b` on 64-bit GPR values, as 0 or 1.
pub(crate) fn int_cmp(ctx: &mut dyn LowerCtx, pred: IntPredicate, a: VReg, b: VReg) -> VReg {
    x86(ctx, Code::Cmp_r64_rm64, &[u(a), u(b)]);
    let t = gtmp(ctx);
    x86(ctx, crate::mir::Cond::from_int_predicate(pred).setcc_code(), &[d(t)]);
    let z = gtmp(ctx);
    x86(ctx, Code::Movzx_r32_rm8, &[d(z), u(t)]);
    z
}

/// `cmpss`/`cmpsd` immediates and operand swap for an ordered/unordered predicate; `None` for
/// the predicates that need two compares (`one`, `ueq`) or none (`false`, `true`).
pub(crate) fn fcmp_imm(pred: FloatPredicate) -> Option<(u8, bool)> {
    use FloatPredicate as P;
    Some(match pred {
        P::Oeq => (0, false),
        P::Olt => (1, false),
        P::Ole => (2, false),
        P::Ogt => (1, true),
        P::Oge => (2, true),
        P::Uno => (3, false),
        P::Une => (4, false),
        P::Uge => (5, false),
        P::Ugt => (6, false),
        P::Ule => (5, true),
        P::Ult => (6, true),
        P::Ord => (7, false),
        _ => return None,
    })
}
