//! Mach-O relocatable objects for macOS targets (work in progress: not written yet).

use kiln_isel::MModule;

use crate::{err, EmitError, EmittedFunction};

/// Writes a Mach-O object for `module` with the encoded `functions` (in `module.functions` order).
pub fn write_macho(module: &MModule, functions: &[EmittedFunction]) -> Result<Vec<u8>, EmitError> {
    let _ = (module, functions);
    err("Mach-O objects are not implemented yet")
}
