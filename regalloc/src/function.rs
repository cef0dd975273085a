//! The allocator's read-only view of a machine function.
//!
//! Preconditions the client guarantees (the allocator may check them and return
//! [`RegAllocError::InvalidInput`](crate::RegAllocError::InvalidInput)):
//! - blocks are numbered `0..num_blocks` in linear (emission) order and block 0 is the entry;
//! - instructions are numbered `0..num_insts`, each block owning a contiguous, non-empty range, the
//!   ranges following block order;
//! - the last instruction of every block, and only it, is a branch or a return;
//! - there are no critical edges: a block with several successors only branches to blocks with a
//!   single predecessor, so edge moves go at the end of the predecessor or the start of the successor;
//! - virtual registers are numbered `0..num_vregs`; each is defined once (by a `Def` operand or as a
//!   block parameter) at a point dominating all its uses, except that `Mod` operands may redefine it
//!   in place (two-address x86 forms);
//! - a physical register operand is live from its `Def` to its last `Use` inside one block, or from the
//!   function entry to its first `Def` when the entry block uses it before defining it (incoming
//!   arguments). Physical registers outside [`MachineEnv`]'s allocatable sets (rsp, rbp, scratch) may
//!   appear freely and are ignored;
//! - an edge with an [`edge_source`](Function::edge_source) (an invoke's unwind edge) leaves from a
//!   non-terminator instruction of a block with several successors, passes no block arguments, and
//!   carries no value defined after that instruction.

use crate::types::{Block, Inst, InstRange, Operand, PRegSet, RegClass, VReg};

/// A machine function as the register allocator sees it.
pub trait Function {
    // ---- Sizes ----

    /// Number of instructions.
    fn num_insts(&self) -> usize;
    /// Number of blocks.
    fn num_blocks(&self) -> usize;
    /// Number of virtual registers.
    fn num_vregs(&self) -> usize;

    // ---- Control flow ----

    /// The instructions of `block`, a contiguous range in linear order.
    fn block_insts(&self, block: Block) -> InstRange;
    /// Successors of `block` in the order of its terminator's targets.
    fn block_succs(&self, block: Block) -> &[Block];
    /// Predecessors of `block`.
    fn block_preds(&self, block: Block) -> &[Block];
    /// Loop nesting depth of `block` (0 outside loops), used to weigh spill costs.
    fn block_loop_depth(&self, block: Block) -> u32;

    // ---- SSA block parameters (phis) ----

    /// The parameters (phi results) of `block`.
    fn block_params(&self, block: Block) -> &[VReg];
    /// The arguments the terminator `inst` of `block` passes to its `succ_index`-th successor.
    fn branch_blockparams(&self, block: Block, inst: Inst, succ_index: usize) -> &[VReg];
    /// The instruction the edge to the `succ_index`-th successor of `block` really leaves from,
    /// when that is not the terminator: a call whose unwinding continues in that successor (an
    /// invoke's landing pad). The values crossing the edge are taken where they are during that
    /// instruction, so nothing the allocator places after it (reloads, splits) is assumed to have
    /// run. `None` (the default) for ordinary edges.
    fn edge_source(&self, block: Block, succ_index: usize) -> Option<Inst> {
        let _ = (block, succ_index);
        None
    }

    // ---- Instructions ----

    /// Whether `inst` returns from the function.
    fn is_ret(&self, inst: Inst) -> bool;
    /// Whether `inst` is a branch (the terminator of a block that does not return).
    fn is_branch(&self, inst: Inst) -> bool;
    /// The register operands of `inst`, explicit and implicit, in a fixed order.
    fn inst_operands(&self, inst: Inst) -> &[Operand];
    /// Physical registers `inst` overwrites without producing a value (call clobbers).
    fn inst_clobbers(&self, inst: Inst) -> PRegSet;
    /// If `inst` is a plain register copy, its `(def, use)` operands: a hint for coalescing.
    fn is_move(&self, inst: Inst) -> Option<(Operand, Operand)>;
    /// The register class of `vreg`.
    fn vreg_class(&self, vreg: VReg) -> RegClass;
}
