//! Function and module lowering driver: IR module to machine module.

use kiln_ir::{Diagnostic, Module};

use crate::module::MModule;

/// Lowers a verified IR module to a machine module, or reports every unsupported construct.
pub fn lower_module(module: &Module) -> Result<MModule, Vec<Diagnostic>> {
    let _ = module;
    Err(vec![Diagnostic::new("x86-64 instruction selection is not implemented yet")])
}
