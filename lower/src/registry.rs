//! The registry of this crate's passes by name, for `kiln opt --passes=...` and the default
//! pipelines (`kiln_ir::pass::build_pipeline` / `build_default_pipeline` take it as `lookup`).

use crate::coro::{CoroCleanup, CoroEarly, CoroElide, CoroSplit};
use crate::dce::Dce;
use crate::gc::{PlaceSafepoints, RewriteStatepoints, VerifySafepointIr};
use crate::inline::Inline;
use crate::instsimplify::InstSimplify;
use crate::mem2reg::Mem2Reg;
use crate::simplifycfg::SimplifyCfg;
use kiln_ir::pass::manager::PassBox;

/// Names of every pass `lookup_pass` knows.
pub const PASS_NAMES: &[&str] = &[
    "mem2reg",
    "dce",
    "simplifycfg",
    "instsimplify",
    "inline",
    "coro-early",
    "coro-split",
    "coro-elide",
    "coro-cleanup",
    "place-safepoints",
    "rewrite-statepoints-for-gc",
    "verify-safepoint-ir",
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
        assert!(lookup_pass("licm").is_none());
    }
}
