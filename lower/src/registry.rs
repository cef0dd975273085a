//! The registry of this crate's passes by name, for `kiln opt --passes=...` and the default
//! pipelines (`kiln_ir::pass::build_pipeline` / `build_default_pipeline` take it as `lookup`).

use crate::coro::{CoroCleanup, CoroEarly, CoroElide, CoroSplit};
use crate::dce::Dce;
use crate::gc::{PlaceSafepoints, RewriteStatepoints, VerifySafepointIr};
use crate::inline::Inline;
use crate::instsimplify::InstSimplify;
use crate::licm::Licm;
use crate::loops::lcssa::Lcssa;
use crate::loops::rotate::LoopRotate;
use crate::loops::simplify::LoopSimplify;
use crate::mem2reg::Mem2Reg;
use crate::simplifycfg::SimplifyCfg;
use kiln_ir::pass::manager::PassBox;

/// Names of every pass `lookup_pass` knows.
pub const PASS_NAMES: &[&str] = &[
    "mem2reg",
    "dce",
    "simplifycfg",
    "instsimplify",
    "early-cse",
    "loop-simplify",
    "lcssa",
    "loop-rotate",
    "licm",
    "inline",
    "coro-early",
    "coro-split",
    "coro-elide",
    "coro-cleanup",
    "place-safepoints",
    "rewrite-statepoints-for-gc",
    "verify-safepoint-ir",
    "loop-unroll-full",
    "loop-unroll-and-jam",
    "loop-unroll",
    "loop-unroll-forced",
    "transform-warning",
];

/// A fresh instance of the pass called `name`, if this crate has one.
pub fn lookup_pass(name: &str) -> Option<PassBox> {
    match name {
        "coro-early" => return Some(PassBox::Module(Box::new(CoroEarly::default()))),
        "coro-split" => return Some(PassBox::Module(Box::new(CoroSplit::default()))),
        "inline" => return Some(PassBox::Module(Box::new(Inline::default()))),
        "place-safepoints" => return Some(PassBox::Module(Box::new(PlaceSafepoints::default()))),
        "rewrite-statepoints-for-gc" => return Some(PassBox::Module(Box::new(RewriteStatepoints::default()))),
        _ => {}
    }
    Some(PassBox::Function(match name {
        "coro-cleanup" => Box::new(CoroCleanup::default()),
        "coro-elide" => Box::new(CoroElide::default()),
        "verify-safepoint-ir" => Box::new(VerifySafepointIr::default()),
        "mem2reg" => Box::new(Mem2Reg::default()),
        "dce" => Box::new(Dce::default()),
        "simplifycfg" => Box::new(SimplifyCfg::default()),
        "instsimplify" => Box::new(InstSimplify::default()),
        "early-cse" => Box::new(crate::cse::EarlyCse::default()),
        "loop-simplify" => Box::new(LoopSimplify::default()),
        "lcssa" => Box::new(Lcssa::default()),
        "loop-rotate" => Box::new(LoopRotate::default()),
        "licm" => Box::new(Licm::default()),
        "loop-unroll-full" => Box::new(crate::loops::unroll::LoopUnroll::full()),
        "loop-unroll" => Box::new(crate::loops::unroll::LoopUnroll::partial()),
        "loop-unroll-forced" => Box::new(crate::loops::unroll::LoopUnroll::forced()),
        "loop-unroll-and-jam" => Box::new(crate::loops::unroll_and_jam::LoopUnrollAndJam::default()),
        "transform-warning" => Box::new(crate::loops::warn::TransformWarning::default()),
        _ => return None,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_listed_name_resolves_to_a_pass_of_that_name() {
        for &name in PASS_NAMES {
            assert_eq!(lookup_pass(name).map(|p| p.name()), Some(name));
        }
        assert!(lookup_pass("loop-vectorize").is_none());
    }
}
