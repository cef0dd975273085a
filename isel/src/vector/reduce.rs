//! `llvm.vector.reduce.*`: a log-step tree of psrldq + packed op for power-of-two integer
//! vectors, sequential scalar code otherwise; floating-point add/mul reductions are ordered.

use iced_x86::Code;
use kiln_ir::{Inst, Intrinsic, Value};
use kiln_regalloc::VReg;

use super::arith::{mul_lanes, padd};
use super::emit::*;
use super::fallback::{int_op, load_lane, spill, zero_extend, IntOp};
use super::intrin::{float_minmax, int_minmax_native};
use super::layout::{Lane, VLayout};
use super::shuffle::extract_lane_const;
use super::{layout_of_value, set_result, vregs};
use crate::ctx::LowerCtx;

/// The scalar lane operation of an integer reduction.
fn reduce_op(which: Intrinsic) -> Option<IntOp> {
    Some(match which {
        Intrinsic::VectorReduceAdd => IntOp::Add,
        Intrinsic::VectorReduceMul => IntOp::Mul,
        Intrinsic::VectorReduceAnd => IntOp::And,
        Intrinsic::VectorReduceOr => IntOp::Or,
        Intrinsic::VectorReduceXor => IntOp::Xor,
        Intrinsic::VectorReduceSmax => IntOp::SMax,
        Intrinsic::VectorReduceSmin => IntOp::SMin,
        Intrinsic::VectorReduceUmax => IntOp::UMax,
        Intrinsic::VectorReduceUmin => IntOp::UMin,
        _ => return None,
    })
}

/// One packed step of an integer reduction on lanes of `bytes` bytes, if SSE2 has it.
fn packed_step(ctx: &mut dyn LowerCtx, op: IntOp, bytes: u32, a: VReg, b: VReg) -> Option<VReg> {
    Some(match op {
        IntOp::Add => bin(ctx, padd(bytes, false), a, b),
        IntOp::Mul => mul_lanes(ctx, bytes, a, b),
        IntOp::And => bin(ctx, Code::Pand_xmm_xmmm128, a, b),
        IntOp::Or => bin(ctx, Code::Por_xmm_xmmm128, a, b),
        IntOp::Xor => bin(ctx, Code::Pxor_xmm_xmmm128, a, b),
        IntOp::SMax | IntOp::SMin | IntOp::UMax | IntOp::UMin => int_minmax_native(ctx, op, bytes, a, b)?,
        _ => return None,
    })
}

/// Whether [`packed_step`] handles `op` on `bytes`-byte lanes.
fn packed_ok(op: IntOp, bytes: u32) -> bool {
    match op {
        IntOp::SMax | IntOp::SMin | IntOp::UMax | IntOp::UMin => bytes < 8,
        _ => true,
    }
}

/// Lowers an integer or floating-point vector reduction call.
pub(crate) fn reduce(ctx: &mut dyn LowerCtx, inst: Inst, which: Intrinsic, args: &[Value]) -> Res<()> {
    let bad = |ctx: &dyn LowerCtx| ctx.error_at(inst, "malformed vector reduction".into());
    let vec = match which {
        Intrinsic::VectorReduceFadd | Intrinsic::VectorReduceFmul => *args.get(1).ok_or_else(|| bad(ctx))?,
        _ => *args.first().ok_or_else(|| bad(ctx))?,
    };
    let l = layout_of_value(ctx, inst, vec)?;
    let regs = vregs(ctx, vec)?;
    let result = match which {
        Intrinsic::VectorReduceFadd | Intrinsic::VectorReduceFmul => {
            let start = ctx.value_regs(args[0])?.only();
            let code = match (which, l.lane) {
                (Intrinsic::VectorReduceFadd, Lane::F32) => Code::Addss_xmm_xmmm32,
                (Intrinsic::VectorReduceFadd, _) => Code::Addsd_xmm_xmmm64,
                (_, Lane::F32) => Code::Mulss_xmm_xmmm32,
                _ => Code::Mulsd_xmm_xmmm64,
            };
            let mut acc = start;
            for i in 0..l.lanes {
                let x = extract_lane_const(ctx, &regs, l, i);
                acc = bin(ctx, code, acc, x);
            }
            acc
        }
        Intrinsic::VectorReduceFmax | Intrinsic::VectorReduceFmin => {
            let max = which == Intrinsic::VectorReduceFmax;
            let mut acc = extract_lane_const(ctx, &regs, l, 0);
            for i in 1..l.lanes {
                let x = extract_lane_const(ctx, &regs, l, i);
                acc = float_minmax(ctx, l.lane == Lane::F32, max, acc, x);
            }
            acc
        }
        _ => {
            let Some(op) = reduce_op(which) else {
                return Err(ctx.error_at(inst, format!("`{}` is not supported on vectors", which.name())));
            };
            int_reduce(ctx, op, l, &regs)
        }
    };
    set_result(ctx, inst, &[result]);
    Ok(())
}

/// An integer reduction of `regs` (layout `l`) to a scalar in a GPR.
pub(crate) fn int_reduce(ctx: &mut dyn LowerCtx, op: IntOp, l: VLayout, regs: &[VReg]) -> VReg {
    let bytes = l.lane_bytes;
    let tree = !l.is_mask()
        && l.lanes.is_power_of_two()
        && (regs.len() == 1 || l.full_regs())
        && regs.len().is_power_of_two()
        && packed_ok(op, bytes);
    if tree {
        let mut level: Vec<VReg> = regs.to_vec();
        while level.len() > 1 {
            let mut next = Vec::with_capacity(level.len() / 2);
            for pair in level.chunks(2) {
                next.push(packed_step(ctx, op, bytes, pair[0], pair[1]).unwrap_or(pair[0]));
            }
            level = next;
        }
        let mut x = level[0];
        let mut width = l.reg_bytes().min(16);
        while width > bytes {
            width /= 2;
            let hi = bin_imm(ctx, Code::Psrldq_xmm_imm8, x, width as i64);
            x = packed_step(ctx, op, bytes, x, hi).unwrap_or(x);
        }
        return extract_lane_const(ctx, &[x], l, 0);
    }
    let slot = spill(ctx, regs, 0);
    let mut acc = load_lane(ctx, slot, 0, l, 0, op.ext());
    for i in 1..l.lanes {
        let v = load_lane(ctx, slot, 0, l, i, op.ext());
        acc = int_op(ctx, op, acc, v);
    }
    zero_extend(ctx, acc, l.int_bits().unwrap_or(64))
}
