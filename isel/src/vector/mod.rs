//! Vector lowering: SSE2 code for vector-typed instructions and vector intrinsics.
//!
//! The function driver calls [`lower_inst`] for every instruction that produces or consumes a
//! vector value (except phis, calls and returns, which it moves register by register), and
//! [`lower_const`] for vector constants (then [`load_const`] when a lane is an address).
//! [`num_regs`] fixes how many Vec-class registers a vector value occupies.
//!
//! Representation (see `layout.rs`): a vector lives in one xmm register per 16 bytes, lanes in
//! memory order from the low byte; vectors under 16 bytes use the low bytes of one register
//! (the rest is unspecified). `<N x i1>` lanes are all-zeros/all-ones masks of
//! `16/N` bytes rounded down to a power of two (1..=8), so compares produce them directly.
//! Scalars produced from vectors (extractelement, reductions, bitcasts) are integers in a GPR
//! whose bits above the scalar's width are unspecified (i1: 0 or 1), floats in the low lane of
//! an xmm register. Only SSE2 instructions are used; anything without a direct SSE2 sequence
//! goes lane by lane through a stack slot (`fallback.rs`).
//!
//! Not supported (located errors): lane types other than i1/i8/i16/i32/i64/ptr/float/double,
//! vectors needing more than four registers, `frem`, constant lanes no data relocation
//! expresses (thread-local addresses, masks computed from addresses), and intrinsics outside the
//! set in `intrin.rs`/`reduce.rs`. `llvm.fma` on vectors is a multiply then an add (two roundings;
//! `fmuladd` allows that, `fma` does not): exact fused results need a libcall per lane, which
//! [`LowerCtx`] cannot name yet.
//!
//! Tests: `tests*.rs` run lowered code in a MIR emulator (`emu.rs`); `difftest/` generates
//! random vector programs for differential runs against `kiln interp`.

mod arith;
mod cast;
mod cmp;
mod consts;
mod emit;
#[cfg(test)]
mod emu;
mod fallback;
mod gep;
mod intrin;
mod layout;
mod mem;
mod reduce;
mod shuffle;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_float;
#[cfg(test)]
mod tests_lanes;

use kiln_ir::{InstKind, Opcode, Type, TypeStore, Value};
use kiln_regalloc::VReg;

use crate::ctx::{LowerCtx, LowerError, ValueRegs};
use emit::{copy, Res};
use layout::VLayout;

pub use kiln_ir::Inst;

/// Number of Vec-class registers a value of vector type `ty` occupies (one per 16 bytes of its
/// register layout; `<N x i1>` takes one per 16 lanes).
pub fn num_regs(types: &TypeStore, ty: Type) -> usize {
    match VLayout::of(types, ty) {
        Some(l) => l.nregs(),
        None => (types.store_size(ty).div_ceil(16) as usize).clamp(1, 4),
    }
}

/// Lowers one instruction that produces or consumes vector values.
pub fn lower_inst(ctx: &mut dyn LowerCtx, inst: Inst) -> Result<(), LowerError> {
    let kind = ctx.func().dfg.inst(inst).clone();
    match kind {
        InstKind::Binary { op, args, .. } => arith::binary(ctx, inst, op, args),
        InstKind::Unary { op: Opcode::FNeg, arg, .. } => arith::fneg(ctx, inst, arg),
        InstKind::Cast { op, arg, .. } => cast::cast(ctx, inst, op, arg),
        InstKind::ICmp { pred, args } => cmp::icmp(ctx, inst, pred, args),
        InstKind::FCmp { pred, args, .. } => cmp::fcmp(ctx, inst, pred, args),
        InstKind::Select { args, .. } => cmp::select(ctx, inst, args),
        InstKind::Load { ptr, align, .. } => load(ctx, inst, ptr, align),
        InstKind::Store { args, align, .. } => store(ctx, inst, args[0], args[1], align),
        InstKind::ExtractElement { args } => shuffle::extract(ctx, inst, args[0], args[1]),
        InstKind::InsertElement { args } => shuffle::insert(ctx, inst, args),
        InstKind::ShuffleVector { args, mask } => {
            let mask = ctx.func().dfg.shuffle_mask(mask);
            shuffle::shuffle(ctx, inst, args[0], args[1], &mask)
        }
        InstKind::Unary { op: Opcode::Freeze, arg, .. } => {
            let regs = vregs(ctx, arg)?;
            set_result(ctx, inst, &regs);
            Ok(())
        }
        InstKind::Call(call) => intrin::call(ctx, inst, &call),
        InstKind::Gep { source_ty, args, .. } => {
            let args = ctx.func().dfg.values_of(args).to_vec();
            gep::gep(ctx, inst, source_ty, &args)
        }
        other => {
            Err(ctx
                .error_at(inst, format!("vector `{}` is not supported by the x86-64 backend", other.opcode().name())))
        }
    }
}

/// Materialises vector constant `c` of type `ty` into registers, or `None` when a lane is an address
/// or a constant expression: the caller then writes the constant's memory image (into read-only data
/// with relocations, or into a stack slot) and loads it with [`load_const`].
pub fn lower_const(ctx: &mut dyn LowerCtx, c: kiln_ir::Constant, ty: Type) -> Result<Option<ValueRegs>, LowerError> {
    consts::lower_const(ctx, c, ty)
}

/// Loads a vector constant of type `ty` from `image`, its memory image (16-byte aligned, padded to
/// whole registers).
pub fn load_const(ctx: &mut dyn LowerCtx, ty: Type, image: crate::mir::Amode) -> Result<ValueRegs, LowerError> {
    consts::load_image(ctx, ty, image)
}

/// The layout of the type of `v`, or an error at `inst`.
pub(crate) fn layout_of_value(ctx: &dyn LowerCtx, inst: Inst, v: Value) -> Res<VLayout> {
    let ty = ctx.func().dfg.value_type(v);
    layout_of_type(ctx, inst, ty)
}

/// The layout of `ty`, or an error at `inst`.
pub(crate) fn layout_of_type(ctx: &dyn LowerCtx, inst: Inst, ty: Type) -> Res<VLayout> {
    let types = &ctx.module().types;
    VLayout::of(types, ty).ok_or_else(|| {
        let name = kiln_ir::text::printer::print_type(types, ty);
        ctx.error_at(inst, format!("vector type {name} is not supported by the x86-64 backend"))
    })
}

/// The layout of the result of `inst`.
pub(crate) fn result_layout(ctx: &dyn LowerCtx, inst: Inst) -> Res<VLayout> {
    match ctx.func().dfg.inst_result(inst) {
        Some(r) => layout_of_value(ctx, inst, r),
        None => Err(ctx.error_at(inst, "instruction has no vector result".into())),
    }
}

/// The registers of `v`.
pub(crate) fn vregs(ctx: &mut dyn LowerCtx, v: Value) -> Res<Vec<VReg>> {
    Ok(ctx.value_regs(v)?.regs().to_vec())
}

/// Copies `regs` into the result registers of `inst`.
pub(crate) fn set_result(ctx: &mut dyn LowerCtx, inst: Inst, regs: &[VReg]) {
    let dst = ctx.result_regs(inst);
    for (&dr, &sr) in dst.regs().iter().zip(regs) {
        copy(ctx, dr, sr);
    }
}

/// Loads a vector.
fn load(ctx: &mut dyn LowerCtx, inst: Inst, ptr: Value, align: u32) -> Res<()> {
    let addr = ctx.address(ptr)?;
    load_result_from(ctx, inst, addr, align)
}

/// Loads the vector result of `inst` from `addr`, known to be `align`-aligned (for instructions
/// that compute the address themselves, such as `va_arg`).
pub fn load_result_from(ctx: &mut dyn LowerCtx, inst: Inst, addr: crate::mir::Amode, align: u32) -> Res<()> {
    let l = result_layout(ctx, inst)?;
    let regs = if l.is_mask() {
        let bits = cast::load_mask_bits(ctx, addr, l);
        cast::bits_to_mask(ctx, bits, l)
    } else {
        mem::load_vec(ctx, addr, l, align)
    };
    set_result(ctx, inst, &regs);
    Ok(())
}

/// Stores a vector.
fn store(ctx: &mut dyn LowerCtx, inst: Inst, val: Value, ptr: Value, align: u32) -> Res<()> {
    let l = layout_of_value(ctx, inst, val)?;
    let regs = vregs(ctx, val)?;
    let addr = ctx.address(ptr)?;
    if l.is_mask() {
        let bits = cast::mask_to_bits(ctx, &regs, l);
        cast::store_mask_bits(ctx, addr, l, bits);
    } else {
        mem::store_vec(ctx, addr, l, align, &regs);
    }
    Ok(())
}
