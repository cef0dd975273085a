//! Passes and the pass manager: the interfaces every IR transformation is written against.
//!
//! A pass runs at a named phase (`Phase`), at module, function or loop granularity, and reports
//! what it left intact (`Preserved`). The manager (`manager`) runs passes transactionally
//! (verify at commit, roll back on failure), checks "preserves all" claims against the
//! function's generation counter, and invalidates cached analyses (`analysis`) accordingly.

pub mod analysis;
pub mod callgraph;
pub mod loops;
pub mod manager;
#[cfg(test)]
mod manager_tests;
pub mod pipeline;
pub mod postdom;
pub mod tripcount;

pub use analysis::{AnalysisKind, AnalysisManager};
pub use callgraph::CallGraph;
pub use loops::{Loop, LoopData, LoopInfo};
pub use manager::{
    ManagerOptions, PassBox, PassDiagnostic, PassDiagnosticKind, PassManager, PassTiming, PipelineReport, PrintedIr,
};
pub use pipeline::{build_default_pipeline, build_pipeline, default_pipeline};
pub use postdom::PostDomTree;
pub use tripcount::TripCounts;

use crate::dfg::Block;
use crate::module::{Func, Module};

/// What a pass left intact.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Preserved {
    /// Nothing changed.
    All,
    /// Instructions changed but not the control-flow graph (blocks, terminators' successors).
    Cfg,
    /// Anything may have changed.
    Nothing,
}

/// Named pipeline phases, in the order they run (stable IDs). `FinalVerify` is sealed: the
/// manager always runs the verifier there and no pass can register at it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Phase {
    /// Before any optimisation.
    PreOpt = 0,
    /// Start of the optimisation pipeline.
    PipelineStart = 1,
    /// End of the optimisation pipeline.
    OptimizerLast = 2,
    /// After optimisation.
    PostOpt = 3,
    /// Right before code generation.
    PreCodegen = 4,
    /// The sealed verifier gate.
    FinalVerify = 5,
}

impl Phase {
    /// Every phase a pass can register at, in running order (`FinalVerify` is not one).
    pub const REGISTRABLE: [Phase; 5] =
        [Phase::PreOpt, Phase::PipelineStart, Phase::OptimizerLast, Phase::PostOpt, Phase::PreCodegen];

    /// The phase's stable name (`pre_opt`, `pipeline_start`, `optimizer_last`, `post_opt`,
    /// `pre_codegen`, `final_verify`).
    pub fn name(self) -> &'static str {
        match self {
            Phase::PreOpt => "pre_opt",
            Phase::PipelineStart => "pipeline_start",
            Phase::OptimizerLast => "optimizer_last",
            Phase::PostOpt => "post_opt",
            Phase::PreCodegen => "pre_codegen",
            Phase::FinalVerify => "final_verify",
        }
    }

    /// The phase with stable name `name`.
    pub fn from_name(name: &str) -> Option<Phase> {
        Self::REGISTRABLE.into_iter().chain([Phase::FinalVerify]).find(|p| p.name() == name)
    }
}

/// A pass over a whole module.
pub trait ModulePass {
    /// The pass's name as used in `--passes=`.
    fn name(&self) -> &'static str;
    /// Runs the pass; returns what it preserved.
    fn run(&mut self, m: &mut Module, am: &mut AnalysisManager) -> Preserved;
    /// Input this pass cannot transform, as located errors (e.g. a malformed coroutine); the
    /// manager collects them after each run into `PipelineReport::pass_errors`, which makes the
    /// report fail. The default is none.
    fn take_errors(&mut self) -> Vec<crate::diag::Diagnostic> {
        Vec::new()
    }
    /// Remarks (warnings about forced transformations it could not apply), collected by the
    /// manager after each run into `PipelineReport::remarks`; they do not fail the report.
    fn take_remarks(&mut self) -> Vec<crate::diag::Remark> {
        Vec::new()
    }
}

/// A pass over one function at a time (declarations are skipped by the manager).
pub trait FunctionPass {
    /// The pass's name as used in `--passes=`.
    fn name(&self) -> &'static str;
    /// Runs the pass on `f`; returns what it preserved.
    fn run(&mut self, m: &mut Module, f: Func, am: &mut AnalysisManager) -> Preserved;
    /// Input this pass cannot transform, as located errors (e.g. a malformed coroutine); the
    /// manager collects them after each run into `PipelineReport::pass_errors`, which makes the
    /// report fail. The default is none.
    fn take_errors(&mut self) -> Vec<crate::diag::Diagnostic> {
        Vec::new()
    }
    /// Remarks (warnings about forced transformations it could not apply), collected by the
    /// manager after each run into `PipelineReport::remarks`; they do not fail the report.
    fn take_remarks(&mut self) -> Vec<crate::diag::Remark> {
        Vec::new()
    }
}

/// A pass over one natural loop at a time (innermost first), named by its header block.
pub trait LoopPass {
    /// The pass's name as used in `--passes=`.
    fn name(&self) -> &'static str;
    /// Runs the pass on the loop headed by `header` in `f`; returns what it preserved.
    fn run(&mut self, m: &mut Module, f: Func, header: Block, am: &mut AnalysisManager) -> Preserved;
    /// Remarks, as for `FunctionPass::take_remarks`.
    fn take_remarks(&mut self) -> Vec<crate::diag::Remark> {
        Vec::new()
    }
}
