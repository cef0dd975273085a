//! Kiln's library facade: the driver's building blocks, usable from Rust.
//!
//! Re-exports the IR crate and offers the steps the `kiln` command line strings together
//! (read a file, parse, verify, render diagnostics), so tools and tests need not repeat them.

pub mod codegen;

pub use kiln_ir as ir;

use kiln_ir::{Diagnostic, Module};

/// Parses and verifies a module; returns every diagnostic on failure.
pub fn load_module(src: &[u8]) -> Result<Module, Vec<Diagnostic>> {
    let module = kiln_ir::text::parse(src).map_err(|d| vec![d])?;
    kiln_ir::verifier::verify_module(&module)?;
    Ok(module)
}

/// Renders diagnostics as `FILE:LINE:COL: error: ...` blocks, one after another.
pub fn render_diagnostics(file: &str, src: &[u8], diags: &[Diagnostic]) -> String {
    diags.iter().map(|d| d.render(file, src)).collect()
}

/// Renders remarks as `FILE:LINE:COL: warning: ...` lines.
pub fn render_remarks(file: &str, src: &[u8], remarks: &[kiln_ir::diag::Remark]) -> String {
    remarks.iter().map(|r| r.render(file, src)).collect()
}

/// Remarks as a YAML stream in the format of LLVM's `-pass-remarks-output`.
pub fn remarks_yaml(file: &str, src: &[u8], remarks: &[kiln_ir::diag::Remark]) -> String {
    remarks.iter().map(|r| r.to_yaml(file, src)).collect()
}
