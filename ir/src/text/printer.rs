//! Printer of a `Module` as LLVM-syntax text.

use crate::module::Module;

/// Prints a whole module.
pub fn print_module(_m: &Module) -> String {
    String::new()
}
