//! Random well-typed, always-terminating, UB-free programs for differential testing.
//!
//! [`arb_module`] is a proptest strategy for [`GenModule`], a recipe that shrinks well (fewer
//! functions, fewer statements, smaller constants) and renders to LLVM 19 IR text with
//! [`GenModule::to_ll`]: nested counted loops with phis and early exits, if/else and switch (dense and
//! sparse) merging through phis, select, integers i1 to i128, float and double, 128-bit vectors,
//! allocas, initialised globals with GEPs over structs and arrays, calls down an acyclic call graph
//! with long mixed argument lists, and a `main` that prints checksums with `printf`. Modules may
//! also throw C++ exceptions ([`GenModule::exceptions`]), compute with odd-width integers `i24`,
//! `i40`, `i72`, `i100`, `i129`, `i200`, `i256` ([`GenModule::odd_ints`]) and with `x86_fp80`
//! ([`GenModule::fp80`]).
//! [`harness`] compiles and runs them with clang-19 and drives deterministic, shrinking test runs.

pub mod ast;
mod consts;
pub mod harness;
mod render;
mod strategy;

#[cfg(test)]
mod tests;

pub use ast::{Cond, FpOp, GenFunc, GenModule, IntOp, Leaf, Operand, Place, Stmt, Trip, Ty};
pub use render::{Features, F80_I128_CONVERSIONS, FN_STEP_BUDGET, MAX_STMTS, SEXT_TO_WIDE, WIDE_INT_PARAMS};
pub use strategy::arb_module;

impl GenModule {
    /// The module as LLVM IR text (accepted by Kiln and by `llvm-as-19`).
    pub fn to_ll(&self) -> String {
        render::render_module(self).0
    }

    /// What the rendered module contains.
    pub fn features(&self) -> Features {
        render::render_module(self).1
    }

    /// The module parsed and verified by Kiln; the rendered diagnostics on failure.
    pub fn to_module(&self) -> Result<kiln_ir::Module, String> {
        let text = self.to_ll();
        let module = kiln_ir::text::parse(text.as_bytes()).map_err(|d| d.render("<generated>", text.as_bytes()))?;
        kiln_ir::verifier::verify_module(&module)
            .map_err(|ds| ds.iter().map(|d| d.render("<generated>", text.as_bytes())).collect::<String>())?;
        Ok(module)
    }

    /// Number of statements in the recipe, nested ones included.
    pub fn num_stmts(&self) -> usize {
        let mut n = 0;
        for f in &self.funcs {
            render::visit(&f.body, &mut |_| n += 1);
        }
        n
    }
}
