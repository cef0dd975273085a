//! IR-to-IR passes: the mid-end optimisations (mem2reg, dce, simplifycfg, instsimplify) and coroutine lowering (coro-early, coro-split, coro-cleanup); safepoint placement, statepoint rewriting and loop-metadata transforms later.

pub mod constfold;
pub mod coro;
pub mod cse;
pub mod dce;
pub mod gc;
pub mod inline;
pub mod insert;
pub mod instsimplify;
pub mod licm;
pub mod loops;
pub mod mem2reg;
pub mod registry;
pub mod simplifycfg;
pub mod util;

#[cfg(test)]
mod test_util;
