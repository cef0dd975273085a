//! The IR verifier (to be written).

use crate::diag::Diagnostic;
use crate::module::Module;

/// Verifies a whole module.
pub fn verify_module(_m: &Module) -> Result<(), Vec<Diagnostic>> {
    Ok(())
}
