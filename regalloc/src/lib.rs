//! Linear-scan register allocation (Wimmer & Franz, CGO 2010) over an abstract machine function.
//!
//! The allocator reads its input through the [`Function`] trait and returns its decisions as an
//! [`Output`] (one [`Allocation`] per register operand plus a list of [`Edit`]s to insert); it never
//! rewrites the client's instructions. Physical registers may appear directly as operands (fixed
//! operands: arguments, returns, calls, division, shifts); the allocator keeps virtual registers out
//! of them while they are live. A checker verifies every allocation in debug builds and tests.
//!
//! Phases ([`allocate`]):
//! 1. `liveness`: validates the input, computes exact live-in sets by path exploration (from each
//!    upward-exposed use back through predecessors to the def; cost proportional to the sets), then
//!    builds lifetime intervals (ranges with holes, use positions), fixed-register ranges and copy
//!    hints in one backward pass over the blocks. Instruction `i` has positions `2i` (early: reads,
//!    early defs) and `2i + 1` (late: defs). Because live-in sets are exact, values live at a loop
//!    header already cover the whole loop; no separate loop-extension step is needed.
//! 2. `linear_scan`: intervals in start order with active/inactive sets per class;
//!    TRY_ALLOCATE_FREE_REG honours hints (copies, block parameters and arguments, last register of
//!    the same vreg) and otherwise takes the first register, in `preferred` then `non_preferred`
//!    order, free for the whole interval; ALLOCATE_BLOCKED_REG evicts the intervals whose next use
//!    is farthest or spills the current one. Fixed operands and call clobbers are per-register
//!    range lists, so a value live across a call cannot stay in a clobbered register: it gets a
//!    callee-saved one or is split around the call. Splits happen only just before an instruction,
//!    at the start of a block entered from a lower loop depth when one is in reach (so a loop-wide
//!    value is spilled on the loop's entry edge), otherwise as late as possible. A register free
//!    only for a prefix that ends before the interval's first use is not taken. Every use and def
//!    is in a register at its instruction; spilled parts are reloaded by a split before the next
//!    use.
//! 3. `resolve`: spill slots (one per spilled vreg, shared by vregs whose lifetimes do not
//!    overlap; vector values take two slots at an even index), operand allocations, and moves on
//!    every edge (before the predecessor's terminator when it has one successor and the terminator
//!    reads no registers, else at the start of the successor, which must then have one
//!    predecessor) and at split points inside blocks. Each parallel move set is sequenced;
//!    cycles go through the class's scratch register, or through a temporary spill slot when the
//!    set also has a stack-to-stack move (the client performs those through the scratch register).
//! 4. `checker`: symbolic verification of the output, run by [`allocate`] in debug builds.
//!
//! Spill at definition: a spilled SSA value is stored to its slot once, right after its def (a
//! block parameter at the start of its block) or, for the two-address pattern, after the last
//! `Mod` of it when those all sit in the def's block; every later register-to-slot move of it is
//! dropped, so values spilled around calls in a loop are stored outside the loop. Values changed
//! in place elsewhere are stored wherever a split moves them to the stack.
//!
//! Input checks (errors, never panics): block ranges, terminators, successor indices, critical
//! edges, branches to the entry block or entry parameters, argument/parameter counts and classes,
//! vregs defined twice or used without a def on some path, fixed registers read across a clobber
//! or outside the entry block without a def, more fixed registers live than the class has.
//!
//! Known limits: a vreg used by an instruction that clobbers every register of its class and live
//! after it cannot be placed (`TooManyLiveRegs`); a one-successor terminator that reads registers
//! must jump to a block with one predecessor.

mod checker;
pub mod function;
mod linear_scan;
mod liveness;
mod resolve;
mod small_vec;
pub mod test_func;
pub mod types;

pub use checker::{check, CheckError};
pub use function::Function;
pub use types::{
    Allocation, Block, Edit, Inst, InstRange, MachineEnv, Operand, OperandKind, OperandPos, Output, PReg, PRegSet,
    ProgPoint, RegAllocError, RegClass, RegRef, SpillSlot, VReg,
};

/// Allocates registers for `func` in `env`. In debug builds the result is verified by [`check`].
pub fn allocate<F: Function>(func: &F, env: &MachineEnv) -> Result<Output, RegAllocError> {
    let out = allocate_unchecked(func, env)?;
    if cfg!(debug_assertions) {
        check(func, env, &out).map_err(|e| RegAllocError::CheckFailed(e.to_string()))?;
    }
    Ok(out)
}

/// Allocates registers for `func` in `env` without running the checker (for debugging the checker
/// and for callers that check themselves).
pub fn allocate_unchecked<F: Function>(func: &F, env: &MachineEnv) -> Result<Output, RegAllocError> {
    liveness::validate(func, env)?;
    let mut live = liveness::build(func, env)?;
    let allocated = linear_scan::run(env, &mut live)?;
    // Debugging aid (debug builds, quadratic): KILN_RA_DEBUG=1 reports two intervals sharing a
    // register, the usual root cause of a checker failure.
    if cfg!(debug_assertions) && std::env::var_os("KILN_RA_DEBUG").is_some() {
        if let Some(m) = linear_scan::find_overlap(&allocated.intervals) {
            return Err(RegAllocError::CheckFailed(format!("overlapping intervals: {m}")));
        }
    }
    resolve::finish(func, env, &live, &allocated)
}
