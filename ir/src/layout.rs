//! The order of blocks in a function and of instructions in each block.
//!
//! Kept apart from the data-flow graph so that passes can reorder code without touching what the
//! code is. The first block in the layout is the entry block.

use crate::dfg::{Block, Inst};
use crate::entity::SecondaryMap;

/// Block order and per-block instruction order.
#[derive(Clone, Debug, Default)]
pub struct Layout {
    blocks: Vec<Block>,
    block_insts: SecondaryMap<Block, Vec<Inst>>,
    inst_block: SecondaryMap<Inst, Option<Block>>,
    block_in_layout: SecondaryMap<Block, bool>,
    generation: u64,
}

impl Layout {
    /// Creates an empty layout.
    pub fn new() -> Self {
        Self::default()
    }
    /// Appends `b` to the block order.
    pub fn append_block(&mut self, b: Block) {
        self.generation += 1;
        debug_assert!(!self.block_in_layout[b]);
        self.blocks.push(b);
        self.block_in_layout[b] = true;
    }
    /// Inserts `b` into the block order right after `after`.
    pub fn insert_block_after(&mut self, b: Block, after: Block) {
        self.generation += 1;
        let pos = self.blocks.iter().position(|&x| x == after).map_or(self.blocks.len(), |p| p + 1);
        self.blocks.insert(pos, b);
        self.block_in_layout[b] = true;
    }
    /// Moves `b` (with its instructions) to right after `after` in the block order.
    pub fn move_block_after(&mut self, b: Block, after: Block) {
        self.generation += 1;
        debug_assert!(self.block_in_layout[b]);
        self.blocks.retain(|&x| x != b);
        let pos = self.blocks.iter().position(|&x| x == after).map_or(self.blocks.len(), |p| p + 1);
        self.blocks.insert(pos, b);
    }
    /// Removes `b` and its instructions from the layout.
    pub fn remove_block(&mut self, b: Block) {
        self.generation += 1;
        self.blocks.retain(|&x| x != b);
        for i in std::mem::take(&mut self.block_insts[b]) {
            self.inst_block[i] = None;
        }
        self.block_in_layout[b] = false;
    }
    /// Removes every block for which `keep` is false, with its instructions, in one pass over
    /// the block order (removing k blocks one by one with `remove_block` costs O(k·n)).
    pub fn retain_blocks(&mut self, mut keep: impl FnMut(Block) -> bool) {
        self.generation += 1;
        let mut blocks = std::mem::take(&mut self.blocks);
        blocks.retain(|&b| {
            if keep(b) {
                return true;
            }
            for i in std::mem::take(&mut self.block_insts[b]) {
                self.inst_block[i] = None;
            }
            self.block_in_layout[b] = false;
            false
        });
        self.blocks = blocks;
    }
    /// True when `b` is in the layout.
    pub fn is_block_inserted(&self, b: Block) -> bool {
        self.block_in_layout[b]
    }
    /// Blocks in layout order.
    pub fn blocks(&self) -> &[Block] {
        &self.blocks
    }
    /// Number of blocks in the layout.
    pub fn num_blocks(&self) -> usize {
        self.blocks.len()
    }
    /// The entry block.
    pub fn entry_block(&self) -> Option<Block> {
        self.blocks.first().copied()
    }
    /// Instructions of `b` in order.
    pub fn block_insts(&self, b: Block) -> &[Inst] {
        &self.block_insts[b]
    }
    /// Appends `inst` at the end of `b`.
    pub fn append_inst(&mut self, inst: Inst, b: Block) {
        self.generation += 1;
        debug_assert!(self.inst_block[inst].is_none());
        self.block_insts[b].push(inst);
        self.inst_block[inst] = Some(b);
    }
    /// Inserts `inst` into `b` at position `pos`.
    pub fn insert_inst(&mut self, inst: Inst, b: Block, pos: usize) {
        self.generation += 1;
        self.block_insts[b].insert(pos, inst);
        self.inst_block[inst] = Some(b);
    }
    /// Inserts `inst` right before `before` (which must be in the layout).
    pub fn insert_inst_before(&mut self, inst: Inst, before: Inst) {
        self.generation += 1;
        let b = self.inst_block[before].expect("insert_inst_before: instruction not in layout");
        let pos = self.block_insts[b].iter().position(|&x| x == before).unwrap();
        self.insert_inst(inst, b, pos);
    }
    /// Removes `inst` from the layout (it stays in the data-flow graph).
    pub fn remove_inst(&mut self, inst: Inst) {
        self.generation += 1;
        if let Some(b) = self.inst_block[inst].take() {
            self.block_insts[b].retain(|&x| x != inst);
        }
    }
    /// Removes every instruction of `b` for which `keep` is false.
    pub fn retain_insts(&mut self, b: Block, mut keep: impl FnMut(Inst) -> bool) {
        self.generation += 1;
        let mut insts = std::mem::take(&mut self.block_insts[b]);
        insts.retain(|&i| {
            let k = keep(i);
            if !k {
                self.inst_block[i] = None;
            }
            k
        });
        self.block_insts[b] = insts;
    }
    /// The block holding `inst`, if it is in the layout.
    pub fn inst_block(&self, inst: Inst) -> Option<Block> {
        *self.inst_block.get(inst)
    }
    /// The last instruction of `b` (its terminator once the block is complete).
    pub fn last_inst(&self, b: Block) -> Option<Inst> {
        self.block_insts[b].last().copied()
    }
    /// Every instruction in layout order.
    pub fn insts(&self) -> impl Iterator<Item = Inst> + '_ {
        self.blocks.iter().flat_map(move |&b| self.block_insts[b].iter().copied())
    }
    /// Moves the block order to `order` (which must hold the same blocks).
    pub fn set_block_order(&mut self, order: Vec<Block>) {
        self.generation += 1;
        debug_assert_eq!(order.len(), self.blocks.len());
        self.blocks = order;
    }
    /// Releases spare capacity (after a function is complete).
    pub fn shrink_to_fit(&mut self) {
        self.blocks.shrink_to_fit();
        for &b in &self.blocks {
            self.block_insts[b].shrink_to_fit();
        }
        self.block_insts.shrink_to_fit();
        self.inst_block.shrink_to_fit();
        self.block_in_layout.shrink_to_fit();
    }

    /// A counter that changes whenever the block or instruction order changes.
    pub fn generation(&self) -> u64 {
        self.generation
    }

    /// Approximate heap bytes held by the layout.
    pub fn heap_bytes(&self) -> usize {
        self.blocks.capacity() * 4
            + self.block_insts.heap_bytes()
            + self.blocks.iter().map(|&b| self.block_insts[b].capacity() * 4).sum::<usize>()
            + self.inst_block.heap_bytes()
            + self.block_in_layout.heap_bytes()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::entity::EntityRef;

    #[test]
    fn retain_blocks_removes_blocks_and_their_instructions_in_order() {
        let mut l = Layout::new();
        let blocks: Vec<Block> = (0..5).map(Block::new).collect();
        for (k, &b) in blocks.iter().enumerate() {
            l.append_block(b);
            l.append_inst(Inst::new(k), b);
        }
        let g = l.generation();
        l.retain_blocks(|b| b.index() % 2 == 0);
        assert_eq!(l.blocks(), &[blocks[0], blocks[2], blocks[4]]);
        assert!(l.generation() > g);
        assert!(!l.is_block_inserted(blocks[1]) && !l.is_block_inserted(blocks[3]));
        assert!(l.is_block_inserted(blocks[2]));
        assert_eq!(l.inst_block(Inst::new(1)), None);
        assert_eq!(l.inst_block(Inst::new(3)), None);
        assert_eq!(l.inst_block(Inst::new(4)), Some(blocks[4]));
        assert!(l.block_insts(blocks[1]).is_empty());
        // A removed block can be appended again.
        l.append_block(blocks[1]);
        assert_eq!(l.blocks().last(), Some(&blocks[1]));
    }
}
