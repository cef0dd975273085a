//! Vector lowering: SSE2 code for vector-typed instructions and vector intrinsics.
//!
//! The function driver calls [`lower_inst`] for every instruction that produces or consumes a
//! vector value (except phis, calls and returns, which it moves register by register), and
//! [`lower_const`] for vector constants. [`num_regs`] fixes how many Vec-class registers a vector
//! value occupies.

use kiln_ir::{Inst, Type, TypeStore, Value};

use crate::ctx::{LowerCtx, LowerError, ValueRegs};

/// Number of Vec-class registers a value of vector type `ty` occupies (one per 16 bytes).
pub fn num_regs(types: &TypeStore, ty: Type) -> usize {
    (types.store_size(ty).div_ceil(16) as usize).clamp(1, 4)
}

/// Lowers one instruction that produces or consumes vector values.
pub fn lower_inst(ctx: &mut dyn LowerCtx, inst: Inst) -> Result<(), LowerError> {
    Err(ctx.error_at(inst, "vector instructions are not supported by the x86-64 backend yet".into()))
}

/// Materialises a vector constant into registers.
pub fn lower_const(ctx: &mut dyn LowerCtx, value: Value) -> Result<ValueRegs, LowerError> {
    let _ = value;
    Err(LowerError {
        diag: kiln_ir::Diagnostic::new(format!("vector constants are not supported yet in {}", ctx.func().name())),
    })
}
