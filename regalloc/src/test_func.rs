//! A small [`Function`] implementation built in code, for tests of the allocator and its clients.

use crate::function::Function;
use crate::types::{Block, Inst, InstRange, Operand, PRegSet, RegClass, VReg};

/// What kind of instruction a [`TestFunc`] instruction is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Kind {
    Plain,
    Move,
    Branch,
    Ret,
}

#[derive(Clone, Debug)]
struct TInst {
    kind: Kind,
    operands: Vec<Operand>,
    clobbers: PRegSet,
    /// Block arguments per successor (branches only).
    args: Vec<Vec<VReg>>,
}

#[derive(Clone, Debug, Default)]
struct TBlock {
    insts: Vec<TInst>,
    succs: Vec<Block>,
    params: Vec<VReg>,
    depth: u32,
    /// `(successor index, instruction index in the block)`: edges that leave from a call.
    edge_sources: Vec<(usize, usize)>,
    /// The same with instruction numbers, after `finish`.
    edge_source_insts: Vec<(usize, Inst)>,
}

/// Builds a [`TestFunc`]: blocks are laid out in creation order; block 0 is the entry.
#[derive(Clone, Debug, Default)]
pub struct TestFuncBuilder {
    blocks: Vec<TBlock>,
    classes: Vec<RegClass>,
}

impl TestFuncBuilder {
    /// An empty function.
    pub fn new() -> Self {
        Self::default()
    }
    /// A new virtual register of `class`.
    pub fn vreg(&mut self, class: RegClass) -> VReg {
        self.classes.push(class);
        VReg::new(self.classes.len() - 1)
    }
    /// A new block (after all earlier ones in linear order).
    pub fn block(&mut self) -> Block {
        self.blocks.push(TBlock::default());
        Block::new(self.blocks.len() - 1)
    }
    /// Sets the parameters of `block`.
    pub fn params(&mut self, block: Block, params: &[VReg]) {
        self.blocks[block.index()].params = params.to_vec();
    }
    /// Sets the loop depth of `block`.
    pub fn depth(&mut self, block: Block, depth: u32) {
        self.blocks[block.index()].depth = depth;
    }
    fn push(&mut self, block: Block, kind: Kind, operands: &[Operand], clobbers: PRegSet, args: Vec<Vec<VReg>>) {
        let operands = operands.to_vec();
        self.blocks[block.index()].insts.push(TInst { kind, operands, clobbers, args });
    }
    /// Appends an ordinary instruction.
    pub fn inst(&mut self, block: Block, operands: &[Operand]) {
        self.push(block, Kind::Plain, operands, PRegSet::empty(), Vec::new());
    }
    /// Appends an instruction that clobbers `clobbers` (a call).
    pub fn call(&mut self, block: Block, operands: &[Operand], clobbers: PRegSet) {
        self.push(block, Kind::Plain, operands, clobbers, Vec::new());
    }
    /// Appends a register copy `def <- use`.
    pub fn copy(&mut self, block: Block, def: Operand, src: Operand) {
        self.push(block, Kind::Move, &[def, src], PRegSet::empty(), Vec::new());
    }
    /// Makes the edge to the `succ_index`-th successor of `block` (set by its branch) leave from
    /// the instruction appended last so far, as an invoke's unwind edge does.
    pub fn unwind_from_last(&mut self, block: Block, succ_index: usize) {
        let b = &mut self.blocks[block.index()];
        let last = b.insts.len().checked_sub(1).expect("an instruction to leave from");
        b.edge_sources.push((succ_index, last));
    }
    /// Ends `block` with a jump to `target` passing `args`.
    pub fn jump(&mut self, block: Block, target: Block, args: &[VReg]) {
        self.blocks[block.index()].succs = vec![target];
        self.push(block, Kind::Branch, &[], PRegSet::empty(), vec![args.to_vec()]);
    }
    /// Ends `block` with a conditional branch reading `operands` to `targets` (no block arguments).
    pub fn branch(&mut self, block: Block, operands: &[Operand], targets: &[Block]) {
        self.blocks[block.index()].succs = targets.to_vec();
        let args = vec![Vec::new(); targets.len()];
        self.push(block, Kind::Branch, operands, PRegSet::empty(), args);
    }
    /// Ends `block` with a return reading `operands`.
    pub fn ret(&mut self, block: Block, operands: &[Operand]) {
        self.push(block, Kind::Ret, operands, PRegSet::empty(), Vec::new());
    }
    /// Lays the function out.
    pub fn finish(self) -> TestFunc {
        let mut insts = Vec::new();
        let mut ranges = Vec::new();
        let mut preds = vec![Vec::new(); self.blocks.len()];
        let mut blocks = self.blocks;
        for (b, blk) in blocks.iter_mut().enumerate() {
            let first = Inst::new(insts.len());
            blk.edge_source_insts = blk.edge_sources.iter().map(|&(k, i)| (k, Inst::new(first.index() + i))).collect();
            insts.extend(blk.insts.iter().cloned());
            ranges.push(InstRange { first, end: Inst::new(insts.len()) });
            for s in &blk.succs {
                if let Some(p) = preds.get_mut(s.index()) {
                    p.push(Block::new(b));
                }
            }
        }
        TestFunc { blocks, insts, ranges, preds, classes: self.classes }
    }
}

/// A machine function for tests; implements [`Function`].
#[derive(Clone, Debug)]
pub struct TestFunc {
    blocks: Vec<TBlock>,
    insts: Vec<TInst>,
    ranges: Vec<InstRange>,
    preds: Vec<Vec<Block>>,
    classes: Vec<RegClass>,
}

impl TestFunc {
    /// Replaces the operands of `inst` (for tests that corrupt inputs).
    pub fn set_operands(&mut self, inst: Inst, operands: &[Operand]) {
        self.insts[inst.index()].operands = operands.to_vec();
    }
}

static NO_VREGS: [VReg; 0] = [];

impl Function for TestFunc {
    fn num_insts(&self) -> usize {
        self.insts.len()
    }
    fn num_blocks(&self) -> usize {
        self.blocks.len()
    }
    fn num_vregs(&self) -> usize {
        self.classes.len()
    }
    fn block_insts(&self, block: Block) -> InstRange {
        self.ranges[block.index()]
    }
    fn block_succs(&self, block: Block) -> &[Block] {
        &self.blocks[block.index()].succs
    }
    fn block_preds(&self, block: Block) -> &[Block] {
        &self.preds[block.index()]
    }
    fn block_loop_depth(&self, block: Block) -> u32 {
        self.blocks[block.index()].depth
    }
    fn block_params(&self, block: Block) -> &[VReg] {
        &self.blocks[block.index()].params
    }
    fn edge_source(&self, block: Block, succ_index: usize) -> Option<Inst> {
        self.blocks[block.index()].edge_source_insts.iter().find(|e| e.0 == succ_index).map(|e| e.1)
    }
    fn branch_blockparams(&self, _block: Block, inst: Inst, succ_index: usize) -> &[VReg] {
        self.insts[inst.index()].args.get(succ_index).map_or(&NO_VREGS[..], |a| &a[..])
    }
    fn is_ret(&self, inst: Inst) -> bool {
        self.insts[inst.index()].kind == Kind::Ret
    }
    fn is_branch(&self, inst: Inst) -> bool {
        self.insts[inst.index()].kind == Kind::Branch
    }
    fn inst_operands(&self, inst: Inst) -> &[Operand] {
        &self.insts[inst.index()].operands
    }
    fn inst_clobbers(&self, inst: Inst) -> PRegSet {
        self.insts[inst.index()].clobbers
    }
    fn is_move(&self, inst: Inst) -> Option<(Operand, Operand)> {
        let i = &self.insts[inst.index()];
        match (i.kind, i.operands.first(), i.operands.get(1)) {
            (Kind::Move, Some(&d), Some(&u)) => Some((d, u)),
            _ => None,
        }
    }
    fn vreg_class(&self, vreg: VReg) -> RegClass {
        self.classes[vreg.index()]
    }
}

/// Renders `func` with the allocations and edits of `out`, one instruction per line (for debugging).
pub fn dump<F: Function>(func: &F, out: &crate::types::Output) -> String {
    use std::fmt::Write;
    let mut s = String::new();
    let mut e = 0;
    for b in 0..func.num_blocks() {
        let block = Block::new(b);
        let _ = writeln!(s, "{block} params {:?} succs {:?}:", func.block_params(block), func.block_succs(block));
        for inst in func.block_insts(block).iter() {
            for after in [false, true] {
                while e < out.edits.len() && out.edits[e].0.inst == inst && out.edits[e].0.after == after {
                    let _ = writeln!(s, "      {:?}", out.edits[e].1);
                    e += 1;
                }
                if !after {
                    let _ = write!(s, "  {inst}:");
                    for (op, a) in func.inst_operands(inst).iter().zip(out.inst_allocs(inst)) {
                        let _ = write!(s, " {:?}{}={a}", op.kind, op.reg_name());
                    }
                    if !func.inst_clobbers(inst).is_empty() {
                        let _ = write!(s, " clobbers");
                    }
                    if func.is_branch(inst) {
                        for k in 0..func.block_succs(block).len() {
                            let _ = write!(s, " args{:?}", func.branch_blockparams(block, inst, k));
                        }
                    }
                    let _ = writeln!(s);
                }
            }
        }
    }
    s
}

impl Operand {
    fn reg_name(&self) -> String {
        match self.reg {
            crate::types::RegRef::Virt(v) => format!("{v}"),
            crate::types::RegRef::Phys(p) => format!("%{p}"),
        }
    }
}
