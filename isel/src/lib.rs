//! Instruction selection from Kiln IR to x86-64 machine IR over virtual registers.
//!
//! [`mir`] defines the machine IR shared with the register allocator (through
//! [`kiln_regalloc::Function`]) and the emitter; [`module`] the machine module (symbols, data).

pub mod atomic_expand;
pub mod conv;
pub mod ctx;
mod cursor;
pub mod lower;
pub mod mir;
pub mod module;
pub mod scalarize;
pub mod vector;
pub mod wide_expand;

pub use ctx::{LowerCtx, LowerError, ValueRegs};
pub use lower::{lower_module, lower_module_with, LowerOptions};
pub use mir::{
    Amode, AmodeBase, CallSite, Cond, EhAction, JumpTableId, MEh, MFunction, MFunctionBuilder, MInst, MOp, MOperand,
    MirError, SiteKind, SiteLoc, StackSlot, StackSlotData, SymId, Unwind, NO_SITE,
};
pub use module::{
    Binding, DataObject, DataReloc, DataRelocKind, DataSection, MModule, SymbolDecl, SymbolKind, Visibility,
    DEFAULT_STRUCTOR_PRIORITY,
};
