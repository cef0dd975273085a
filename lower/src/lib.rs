//! IR-to-IR passes: the mid-end optimisations (mem2reg, dce, simplifycfg, instsimplify) today; coroutine splitting, safepoint placement, statepoint rewriting and loop-metadata transforms later.
