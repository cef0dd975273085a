//! `instsimplify`: constant folding and algebraic identities (placeholder while folding lands).

use kiln_ir::pass::{AnalysisManager, FunctionPass, Preserved};
use kiln_ir::{Func, Module};

/// The `instsimplify` pass.
#[derive(Default)]
pub struct InstSimplify;

impl FunctionPass for InstSimplify {
    fn name(&self) -> &'static str {
        "instsimplify"
    }

    fn run(&mut self, _m: &mut Module, _f: Func, _am: &mut AnalysisManager) -> Preserved {
        Preserved::All
    }
}
