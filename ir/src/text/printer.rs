//! Printer of a `Module` as LLVM-syntax text.

use crate::dfg::{Block, Inst};
use crate::module::{Function, Module};
use crate::types::{Type, TypeStore};

/// Prints a whole module.
pub fn print_module(_m: &Module) -> String {
    String::new()
}

/// Prints one instruction on one line, without indentation or trailing newline, exactly as it
/// appears in `print_module`'s output (used in diagnostics).
pub fn print_inst(_m: &Module, f: &Function, inst: Inst) -> String {
    f.dfg.inst(inst).opcode().name().to_string()
}

/// Prints a type (`i32`, `{ i8, ptr }`, `%struct.S`).
pub fn print_type(_types: &TypeStore, t: Type) -> String {
    format!("{t}")
}

/// The label of a block as an operand (`%entry`, `%3`), as `print_module` numbers it.
pub fn block_label(_f: &Function, b: Block) -> String {
    format!("%{b}")
}
