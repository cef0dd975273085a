//! Kiln's SSA intermediate representation.
//!
//! The in-memory IR is Kiln's own: typed `u32` entity indices into arenas, interned types and
//! constants, a data-flow graph (`dfg`) kept apart from the block and instruction order
//! (`layout`). Its text form is a documented subset of LLVM 19 IR syntax (see docs/ir.md):
//! `text::parse` reads it, `text::print` writes it, `verify` checks it, and `builder` lets a
//! front end construct SSA from mutable variables.

pub mod attributes;
pub mod builder;
pub mod clone;
pub mod constant;
pub mod dfg;
pub mod diag;
pub mod domtree;
pub mod entity;
pub mod fasthash;
pub mod fold;
pub mod gc;
#[cfg(test)]
mod gc_tests;
pub mod instructions;
pub mod intrinsics;
pub mod layout;
pub mod metadata;
pub mod module;
pub mod pass;
pub mod text;
pub mod types;
pub mod uses;
pub mod verifier;
pub mod wide;

pub use attributes::{Attr, AttrKind, AttrList, AttrSetId};
pub use constant::{ConstData, ConstExpr, Constant};
pub use dfg::{Block, DataFlowGraph, Inst, Value, ValueDef};
pub use diag::Diagnostic;
pub use entity::{EntityRef, PrimaryMap, SecondaryMap};
pub use instructions::{
    Atomic, AtomicOrdering, CallConv, ClauseKind, FastMath, FloatPredicate, InstFlags, InstKind, IntPredicate,
    InvokeData, LandingPadData, Opcode, RmwOp, SyncScope,
};
pub use intrinsics::Intrinsic;
pub use layout::Layout;
pub use module::{Func, Function, GlobalVar, GlobalVarData, Linkage, Module, SrcLoc, SymbolRef};
pub use types::{Type, TypeData, TypeKind, TypeStore};

#[cfg(test)]
mod size_tests {
    /// Keeps the per-instruction footprint small (the parse benchmark budgets 64 bytes per instruction).
    #[test]
    fn inst_kind_is_small() {
        assert!(std::mem::size_of::<crate::InstKind>() <= 24, "{}", std::mem::size_of::<crate::InstKind>());
        assert!(std::mem::size_of::<crate::dfg::ValueData>() <= 8);
    }
}
