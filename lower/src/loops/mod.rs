//! Loop transformations and the loop forms they rely on: loop-simplify form (preheader, one
//! back edge, dedicated exits), LCSSA, rotation, loop metadata (`!llvm.loop` LoopIDs and their
//! follow-ups, seed 003), unrolling and the missed-transformation warnings.

pub mod lcssa;
pub mod md;
pub mod rotate;
pub mod simplify;
pub mod unroll;
pub mod unroll_and_jam;
pub mod warn;

#[cfg(test)]
mod unroll_tests;
