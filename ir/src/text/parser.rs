//! Parser of the LLVM-syntax text form into a `Module`.

use crate::diag::Diagnostic;
use crate::module::Module;

/// Parses a whole module.
pub fn parse(_src: &[u8]) -> Result<Module, Diagnostic> {
    Err(Diagnostic::new("parser not written yet"))
}
