//! PE/COFF relocatable objects for Windows targets (work in progress: not written yet).

use kiln_isel::MModule;

use crate::{err, EmitError, EmittedFunction};

/// Writes a COFF object for `module` with the encoded `functions` (in `module.functions` order).
pub fn write_coff(module: &MModule, functions: &[EmittedFunction]) -> Result<Vec<u8>, EmitError> {
    let _ = (module, functions);
    err("COFF objects are not implemented yet")
}
