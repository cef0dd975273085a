//! IR-to-IR lowering passes: coroutine splitting, safepoint placement, statepoint rewriting and loop-metadata transforms (later issues).
