//! The default pipelines per optimisation level, as data in one place, and building a pass
//! manager from pass names.
//!
//! The concrete passes live in crates that depend on this one, so names are turned into passes
//! by a `lookup` function the caller supplies (the registry of `kiln opt`). Every level lowers
//! coroutines (`coro-early`, `coro-split`, `coro-cleanup`), at the points where LLVM runs its
//! coroutine passes: a coroutine cannot be compiled unsplit, so `-O0` is only "no
//! optimisation", never "no lowering". Likewise every level lowers GC references in functions
//! with a statepoint strategy (`place-safepoints`, then `rewrite-statepoints-for-gc`) after the
//! optimiser, where LLVM recommends running them; the passes do nothing elsewhere. At `-O1` and
//! above a cleanup follows them (the poll's blocks, the rewrite's aggregate rebuilds, relocations
//! nobody uses).

use super::manager::{ManagerOptions, PassBox, PassManager};
use super::Phase;

/// `-O0`: only the coroutine and GC lowerings.
const O0: &[(Phase, &str)] = &[
    (Phase::PipelineStart, "coro-early"),
    (Phase::PipelineStart, "coro-split"),
    (Phase::OptimizerLast, "coro-cleanup"),
    (Phase::PostOpt, "place-safepoints"),
    (Phase::PostOpt, "rewrite-statepoints-for-gc"),
];

/// `-O1`: promote to SSA, one round of cleanup; coroutines are split after the first
/// simplification (fewer values live across suspends), as LLVM's CGSCC pipeline does; then the
/// loop forms and LICM, on the split coroutines' parts too. At the end of the optimiser, only
/// what loop metadata forces: unroll-and-jam, then unrolling (`loop-unroll-forced`, LLVM's
/// `LoopUnrollPass` with `OnlyWhenForced` at `-O1`), then the warnings for forced
/// transformations left over. The loop passes keep the forms for the loops they make, so nothing
/// re-establishes them in between.
const O1: &[(Phase, &str)] = &[
    (Phase::PipelineStart, "coro-early"),
    (Phase::PipelineStart, "mem2reg"),
    (Phase::PipelineStart, "instsimplify"),
    (Phase::PipelineStart, "simplifycfg"),
    (Phase::PipelineStart, "coro-split"),
    (Phase::PipelineStart, "loop-simplify"),
    (Phase::PipelineStart, "loop-rotate"),
    (Phase::PipelineStart, "lcssa"),
    (Phase::PipelineStart, "licm"),
    (Phase::OptimizerLast, "loop-unroll-and-jam"),
    (Phase::OptimizerLast, "loop-unroll-forced"),
    (Phase::OptimizerLast, "transform-warning"),
    (Phase::OptimizerLast, "dce"),
    (Phase::OptimizerLast, "coro-cleanup"),
    (Phase::PostOpt, "place-safepoints"),
    (Phase::PostOpt, "rewrite-statepoints-for-gc"),
    (Phase::PostOpt, "instsimplify"),
    (Phase::PostOpt, "simplifycfg"),
    (Phase::PostOpt, "dce"),
];

/// `-O2`: promote to SSA, clean up, split coroutines, inline small functions (ramps among them)
/// and elide the heap frames of coroutines that no longer escape, remove redundant computations
/// and loads (`early-cse`, so LICM and the unroller see one copy of each), then the loop forms,
/// LICM and full unrolling (LLVM's function simplification pipeline). At the end of the
/// optimiser, the loop transformations in LLVM's order (distribution and vectorization are not
/// implemented: the warning pass reports them when forced): unroll-and-jam, partial and runtime
/// unrolling with the size heuristic, the warnings, `early-cse` again over the copies unrolling
/// made (their address arithmetic and reloads repeat), and a last cleanup.
const O2: &[(Phase, &str)] = &[
    (Phase::PipelineStart, "coro-early"),
    (Phase::PipelineStart, "mem2reg"),
    (Phase::PipelineStart, "instsimplify"),
    (Phase::PipelineStart, "simplifycfg"),
    (Phase::PipelineStart, "dce"),
    (Phase::PipelineStart, "coro-split"),
    (Phase::PipelineStart, "inline"),
    (Phase::PipelineStart, "coro-elide"),
    (Phase::PipelineStart, "early-cse"),
    (Phase::PipelineStart, "loop-simplify"),
    (Phase::PipelineStart, "loop-rotate"),
    (Phase::PipelineStart, "lcssa"),
    (Phase::PipelineStart, "licm"),
    (Phase::PipelineStart, "loop-unroll-full"),
    (Phase::OptimizerLast, "loop-unroll-and-jam"),
    (Phase::OptimizerLast, "loop-unroll"),
    (Phase::OptimizerLast, "transform-warning"),
    (Phase::OptimizerLast, "early-cse"),
    (Phase::OptimizerLast, "instsimplify"),
    (Phase::OptimizerLast, "simplifycfg"),
    (Phase::OptimizerLast, "dce"),
    (Phase::OptimizerLast, "coro-cleanup"),
    (Phase::PostOpt, "place-safepoints"),
    (Phase::PostOpt, "rewrite-statepoints-for-gc"),
    (Phase::PostOpt, "instsimplify"),
    (Phase::PostOpt, "simplifycfg"),
    (Phase::PostOpt, "dce"),
];

/// The default pipeline of `-O<opt_level>` as `(phase, pass name)` in running order; levels
/// above 2 get the `-O2` pipeline.
pub fn default_pipeline(opt_level: u8) -> &'static [(Phase, &'static str)] {
    match opt_level {
        0 => O0,
        1 => O1,
        _ => O2,
    }
}

/// A manager (default options) running the named passes in order at `pipeline_start`. A name
/// may carry a phase as `phase:name` (e.g. `pre_codegen:dce`). Fails on an empty or unknown
/// pass name, an unknown phase, or the sealed `final_verify` phase.
pub fn build_pipeline(names: &[&str], lookup: impl Fn(&str) -> Option<PassBox>) -> Result<PassManager, String> {
    let mut pm = PassManager::new(ManagerOptions::default());
    for raw in names {
        let (phase, name) = split_phase(raw.trim())?;
        if name.is_empty() {
            return Err(format!("empty pass name in pass list '{}'", names.join(",")));
        }
        let pass = lookup(name).ok_or_else(|| format!("unknown pass '{name}'"))?;
        pm.add(phase, pass)?;
    }
    Ok(pm)
}

/// A manager (default options) with the default pipeline of `-O<opt_level>`.
pub fn build_default_pipeline(opt_level: u8, lookup: impl Fn(&str) -> Option<PassBox>) -> Result<PassManager, String> {
    let mut pm = PassManager::new(ManagerOptions::default());
    for &(phase, name) in default_pipeline(opt_level) {
        let pass = lookup(name).ok_or_else(|| format!("default pipeline -O{opt_level} needs unknown pass '{name}'"))?;
        pm.add(phase, pass)?;
    }
    Ok(pm)
}

/// Splits `phase:name`; a bare name runs at `pipeline_start`.
fn split_phase(spec: &str) -> Result<(Phase, &str), String> {
    let Some((phase, name)) = spec.split_once(':') else {
        return Ok((Phase::PipelineStart, spec));
    };
    let phase = Phase::from_name(phase.trim()).ok_or_else(|| {
        let known: Vec<&str> = Phase::REGISTRABLE.iter().map(|p| p.name()).collect();
        format!("unknown phase '{phase}' in '{spec}' (phases: {})", known.join(", "))
    })?;
    Ok((phase, name.trim()))
}
