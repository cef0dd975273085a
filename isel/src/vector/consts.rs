//! Vector constants: zero vectors from a zeroed GPR, everything else from 16-byte aligned
//! read-only data (undef and poison lanes read as zero). Lanes that are addresses or constant
//! expressions are "symbolic": such a constant is loaded by [`load_image`] from its memory image,
//! which the function driver writes (it owns the symbol table and the relocations).

use kiln_ir::{ConstData, Constant, Module, Type, Value};
use kiln_regalloc::VReg;

use super::emit::{const_vec, zero_vec};
use super::layout::{Lane, VLayout};
use super::mem::load_vec;
use crate::ctx::{LowerCtx, LowerError, ValueRegs};
use crate::mir::Amode;

/// The lane values of vector constant `c` with layout `l`: `Some(bits)` per defined lane (mask
/// lanes as 0 or 1), `None` for undef/poison lanes; `None` overall for non-literal constants.
pub(crate) fn const_lanes(module: &Module, c: Constant, l: VLayout) -> Option<Vec<Option<u64>>> {
    let lanes = l.lanes as usize;
    match module.consts.data(c) {
        ConstData::Zero(_) => Some(vec![Some(0); lanes]),
        ConstData::Undef(_) | ConstData::Poison(_) => Some(vec![None; lanes]),
        ConstData::Aggregate { elems, .. } if elems.len() == lanes => {
            elems.iter().map(|&e| scalar_bits(module, e)).collect::<Option<Vec<_>>>()
        }
        _ => None,
    }
}

/// The bits of one scalar lane constant: `Some(None)` for undef/poison.
fn scalar_bits(module: &Module, c: Constant) -> Option<Option<u64>> {
    match module.consts.data(c) {
        ConstData::Int { value, .. } => Some(Some(*value as u64)),
        ConstData::Float { bits, .. } => Some(Some(*bits as u64)),
        ConstData::Null(_) | ConstData::Zero(_) => Some(Some(0)),
        ConstData::Undef(_) | ConstData::Poison(_) => Some(None),
        _ => None,
    }
}

/// The lane values of `v` if it is a literal vector constant.
pub(crate) fn value_lanes(ctx: &dyn LowerCtx, v: Value, l: VLayout) -> Option<Vec<Option<u64>>> {
    let c = ctx.func().dfg.value_const(v)?;
    const_lanes(ctx.module(), c, l)
}

/// The common value of all defined lanes of `v`, if it is a constant splat.
pub(crate) fn splat_value(ctx: &dyn LowerCtx, v: Value, l: VLayout) -> Option<u64> {
    let lanes = value_lanes(ctx, v, l)?;
    let mut defined = lanes.iter().flatten();
    let first = *defined.next()?;
    defined.all(|&x| x == first).then_some(first)
}

/// Whether `v` is an undef or poison constant.
pub(crate) fn is_undef(ctx: &dyn LowerCtx, v: Value) -> bool {
    ctx.func()
        .dfg
        .value_const(v)
        .is_some_and(|c| matches!(ctx.module().consts.data(c), ConstData::Undef(_) | ConstData::Poison(_)))
}

/// The register image of lane values (mask lanes widened to all ones).
pub(crate) fn lane_bytes_image(lanes: &[Option<u64>], l: VLayout) -> Vec<u8> {
    let mut bytes = vec![0u8; l.nregs() * 16];
    for (i, v) in lanes.iter().enumerate() {
        let mut v = v.unwrap_or(0);
        if l.lane == Lane::Int(1) {
            v = if v & 1 != 0 { u64::MAX } else { 0 };
        }
        let off = i * l.lane_bytes as usize;
        let n = l.lane_bytes as usize;
        bytes[off..off + n].copy_from_slice(&v.to_le_bytes()[..n]);
    }
    bytes
}

/// An error about a vector constant in the current function (not located at an instruction).
fn fail(ctx: &dyn LowerCtx, what: &str) -> LowerError {
    LowerError {
        diag: kiln_ir::Diagnostic::new(format!(
            "{what} in function {} is not supported by the x86-64 backend",
            ctx.func().name()
        )),
    }
}

/// Materialises vector constant `c` of type `ty` into fresh registers, or `None` when a lane is
/// symbolic.
pub(crate) fn lower_const(ctx: &mut dyn LowerCtx, c: Constant, ty: Type) -> Result<Option<ValueRegs>, LowerError> {
    let Some(l) = VLayout::of(&ctx.module().types, ty) else {
        return Err(fail(ctx, "a vector constant of this type"));
    };
    let Some(lanes) = const_lanes(ctx.module(), c, l) else { return Ok(None) };
    let image = lane_bytes_image(&lanes, l);
    let regs: Vec<VReg> = image
        .chunks(16)
        .map(|chunk| if chunk.iter().all(|&b| b == 0) { zero_vec(ctx) } else { const_vec(ctx, chunk) })
        .collect();
    Ok(Some(ValueRegs::from_slice(&regs)))
}

/// Loads a vector constant of type `ty` from `image`: its memory image, 16-byte aligned and padded to
/// whole registers. Mask vectors have a different memory layout (packed bits) and are an error.
pub(crate) fn load_image(ctx: &mut dyn LowerCtx, ty: Type, image: Amode) -> Result<ValueRegs, LowerError> {
    let l = match VLayout::of(&ctx.module().types, ty) {
        Some(l) if !l.is_mask() => l,
        _ => return Err(fail(ctx, "a vector constant of this type with symbolic lanes")),
    };
    let regs = load_vec(ctx, image, l, 16);
    Ok(ValueRegs::from_slice(&regs))
}
