//! Control-flow graph and dominator tree of a function (Cooper, Harvey and Kennedy's iterative
//! algorithm over reverse post-order), with O(1) dominance queries.
//!
//! Both are plain data computed from a `Function`'s layout and terminators; they hold no
//! references into the function and stay valid until its blocks, terminators or instruction
//! order change. Only blocks in the layout take part: edges to blocks outside the layout are
//! dropped (the verifier reports them).

use crate::dfg::{Block, Inst};
use crate::entity::EntityRef;
use crate::instructions::InstKind;
use crate::module::Function;

/// Marks "no number" in the dense per-block tables.
const NONE: u32 = u32::MAX;

/// Calls `visit` on each successor of `b` in order (duplicates kept), without allocating.
/// Looks only at the last instruction of the block, and only when it is a terminator.
pub fn for_each_successor(f: &Function, b: Block, mut visit: impl FnMut(Block)) {
    let Some(last) = f.layout.block_insts(b).last().copied() else {
        return;
    };
    if !f.dfg.insts().is_valid(last) {
        return;
    }
    match f.dfg.inst(last) {
        InstKind::Br { dest } => visit(*dest),
        InstKind::CondBr { dests, .. } => dests.iter().copied().for_each(visit),
        InstKind::Switch(s) => {
            visit(s.default);
            s.cases.iter().for_each(|c| visit(c.1));
        }
        InstKind::IndirectBr { dests, .. } => f.dfg.blocks_of(*dests).iter().copied().for_each(visit),
        InstKind::Invoke(d) => {
            visit(d.normal);
            visit(d.unwind);
        }
        _ => {}
    }
}

/// Successor and predecessor lists of every block in the layout, as edge multisets
/// (a block reached by two edges of one terminator is listed twice).
#[derive(Clone, Debug, Default)]
pub struct Cfg {
    succ_start: Vec<u32>,
    succs: Vec<Block>,
    pred_start: Vec<u32>,
    preds: Vec<Block>,
}

impl Cfg {
    /// Builds the graph from the terminators of the layout's blocks.
    pub fn compute(f: &Function) -> Cfg {
        let n = f.dfg.num_blocks();
        let mut succ_start = Vec::with_capacity(n + 1);
        let mut succs = Vec::new();
        let mut pred_count = vec![0u32; n + 1];
        // Blocks outside the layout get empty successor ranges.
        let mut own_range: Vec<(u32, u32)> = vec![(0, 0); n];
        for &b in f.layout.blocks() {
            if b.index() >= n {
                continue;
            }
            let start = succs.len() as u32;
            for_each_successor(f, b, |s| {
                if s.index() < n && f.layout.is_block_inserted(s) {
                    succs.push(s);
                    pred_count[s.index()] += 1;
                }
            });
            own_range[b.index()] = (start, succs.len() as u32);
        }
        // Re-pack successors in block-index order so `succ_start` is a plain prefix table.
        let mut packed = Vec::with_capacity(succs.len());
        for &(s, e) in &own_range {
            succ_start.push(packed.len() as u32);
            packed.extend_from_slice(&succs[s as usize..e as usize]);
        }
        succ_start.push(packed.len() as u32);

        let mut pred_start = Vec::with_capacity(n + 1);
        let mut acc = 0u32;
        for &c in &pred_count[..n] {
            pred_start.push(acc);
            acc += c;
        }
        pred_start.push(acc);
        let mut fill: Vec<u32> = pred_start[..n].to_vec();
        let mut preds = vec![Block::new(0); acc as usize];
        for bi in 0..n {
            for &s in &packed[succ_start[bi] as usize..succ_start[bi + 1] as usize] {
                preds[fill[s.index()] as usize] = Block::new(bi);
                fill[s.index()] += 1;
            }
        }
        Cfg { succ_start, succs: packed, pred_start, preds }
    }

    /// Successors of `b` in terminator order (empty for blocks outside the layout).
    pub fn succs(&self, b: Block) -> &[Block] {
        range(&self.succ_start, &self.succs, b)
    }

    /// Predecessors of `b`, one entry per incoming edge, in block-index order.
    pub fn preds(&self, b: Block) -> &[Block] {
        range(&self.pred_start, &self.preds, b)
    }
}

/// The slice of a prefix-indexed table belonging to `b` (empty when `b` is out of range).
fn range<'a>(start: &[u32], items: &'a [Block], b: Block) -> &'a [Block] {
    let i = b.index();
    if i + 1 >= start.len() {
        return &[];
    }
    &items[start[i] as usize..start[i + 1] as usize]
}

/// The dominator tree of a function, plus the position of each instruction in its block.
#[derive(Clone, Debug, Default)]
pub struct DomTree {
    rpo: Vec<Block>,
    /// Reverse post-order number of each block (`NONE`: unreachable).
    rpo_num: Vec<u32>,
    /// Immediate dominator of each reachable block (`None` for the entry and unreachable blocks).
    idom: Vec<Option<Block>>,
    /// Pre-order number of each block in a DFS of the dominator tree.
    pre: Vec<u32>,
    /// Post-order number of each block in the same DFS.
    post: Vec<u32>,
    /// Index of each laid-out instruction within its block (`NONE`: not in the layout).
    inst_pos: Vec<u32>,
}

impl DomTree {
    /// Computes the dominator tree of `f` (empty for declarations).
    pub fn compute(f: &Function) -> DomTree {
        Self::with_cfg(f, &Cfg::compute(f))
    }

    /// Computes the dominator tree of `f` from an already built control-flow graph of it.
    pub fn with_cfg(f: &Function, cfg: &Cfg) -> DomTree {
        let n = f.dfg.num_blocks();
        let mut dt = DomTree {
            rpo: Vec::new(),
            rpo_num: vec![NONE; n],
            idom: vec![None; n],
            pre: vec![NONE; n],
            post: vec![NONE; n],
            inst_pos: instruction_positions(f),
        };
        let Some(entry) = f.layout.entry_block().filter(|b| b.index() < n) else {
            return dt;
        };
        dt.rpo = reverse_post_order(cfg, entry, n);
        for (i, &b) in dt.rpo.iter().enumerate() {
            dt.rpo_num[b.index()] = i as u32;
        }
        let doms = dt.immediate_dominators(cfg);
        for (i, &d) in doms.iter().enumerate().skip(1) {
            dt.idom[dt.rpo[i].index()] = Some(dt.rpo[d as usize]);
        }
        dt.number_tree(&doms);
        dt
    }

    /// Cooper–Harvey–Kennedy: iterate `idom(b) = intersect(processed preds)` in reverse
    /// post-order until nothing changes. Works on RPO numbers; returns the idom number of each.
    fn immediate_dominators(&self, cfg: &Cfg) -> Vec<u32> {
        let mut doms = vec![NONE; self.rpo.len()];
        if doms.is_empty() {
            return doms;
        }
        doms[0] = 0;
        let mut changed = true;
        while changed {
            changed = false;
            for i in 1..self.rpo.len() {
                let mut new_idom = NONE;
                for &p in cfg.preds(self.rpo[i]) {
                    let pn = self.rpo_num[p.index()];
                    if pn == NONE || doms[pn as usize] == NONE {
                        continue;
                    }
                    new_idom = if new_idom == NONE { pn } else { intersect(&doms, pn, new_idom) };
                }
                if new_idom != NONE && doms[i] != new_idom {
                    doms[i] = new_idom;
                    changed = true;
                }
            }
        }
        doms
    }

    /// Numbers the dominator tree in DFS pre- and post-order so `dominates` is two compares.
    fn number_tree(&mut self, doms: &[u32]) {
        let m = doms.len();
        // Children lists in CSR form, by RPO number.
        let mut child_start = vec![0u32; m + 1];
        for &d in doms.iter().skip(1) {
            child_start[d as usize + 1] += 1;
        }
        for i in 0..m {
            child_start[i + 1] += child_start[i];
        }
        let mut fill = child_start.clone();
        let mut children = vec![0u32; m.saturating_sub(1)];
        for (i, &d) in doms.iter().enumerate().skip(1) {
            children[fill[d as usize] as usize] = i as u32;
            fill[d as usize] += 1;
        }
        let (mut pre_n, mut post_n) = (0u32, 0u32);
        let mut stack: Vec<(u32, u32)> = vec![(0, child_start[0])];
        self.pre[self.rpo[0].index()] = pre_n;
        pre_n += 1;
        while let Some(top) = stack.last_mut() {
            let (node, next) = *top;
            if next < child_start[node as usize + 1] {
                top.1 += 1;
                let c = children[next as usize];
                self.pre[self.rpo[c as usize].index()] = pre_n;
                pre_n += 1;
                stack.push((c, child_start[c as usize]));
            } else {
                self.post[self.rpo[node as usize].index()] = post_n;
                post_n += 1;
                stack.pop();
            }
        }
    }

    /// Reachable blocks in reverse post-order from the entry (the entry first).
    pub fn rpo(&self) -> &[Block] {
        &self.rpo
    }

    /// True when `b` is reachable from the entry block.
    pub fn is_reachable(&self, b: Block) -> bool {
        self.rpo_num.get(b.index()).is_some_and(|&n| n != NONE)
    }

    /// The immediate dominator of `b` (`None` for the entry block and unreachable blocks).
    pub fn idom(&self, b: Block) -> Option<Block> {
        self.idom.get(b.index()).copied().flatten()
    }

    /// True when every path from the entry to `b` passes through `a` (every block dominates
    /// itself). As in LLVM, an unreachable `b` is dominated by every block, and an unreachable
    /// `a` dominates only itself.
    pub fn dominates(&self, a: Block, b: Block) -> bool {
        if a == b || !self.is_reachable(b) {
            return true;
        }
        if !self.is_reachable(a) {
            return false;
        }
        let (ai, bi) = (a.index(), b.index());
        self.pre[ai] <= self.pre[bi] && self.post[bi] <= self.post[ai]
    }

    /// Index of `inst` within its block when the tree was computed (`None`: not laid out).
    pub fn inst_position(&self, inst: Inst) -> Option<u32> {
        self.inst_pos.get(inst.index()).copied().filter(|&p| p != NONE)
    }

    /// True when `def` is executed before `use_inst` on every path reaching `use_inst`: earlier in
    /// the same block, or in a block dominating the use's block. Uses in unreachable blocks are
    /// dominated by everything; an instruction does not dominate itself.
    pub fn inst_dominates(&self, f: &Function, def: Inst, use_inst: Inst) -> bool {
        let (Some(db), Some(ub)) = (f.layout.inst_block(def), f.layout.inst_block(use_inst)) else {
            return false;
        };
        if db == ub {
            if !self.is_reachable(ub) {
                return true;
            }
            return match (self.inst_position(def), self.inst_position(use_inst)) {
                (Some(d), Some(u)) => d < u,
                _ => false,
            };
        }
        self.dominates(db, ub)
    }
}

/// Move the deeper finger up the tree until both meet (RPO numbers: the later block is deeper).
fn intersect(doms: &[u32], mut a: u32, mut b: u32) -> u32 {
    while a != b {
        while a > b {
            a = doms[a as usize];
        }
        while b > a {
            b = doms[b as usize];
        }
    }
    a
}

/// Reverse post-order of the blocks reachable from `entry`, by iterative DFS.
fn reverse_post_order(cfg: &Cfg, entry: Block, n: usize) -> Vec<Block> {
    let mut visited = vec![false; n];
    let mut post = Vec::new();
    let mut stack: Vec<(Block, u32)> = vec![(entry, 0)];
    visited[entry.index()] = true;
    while let Some(top) = stack.last_mut() {
        let (b, next) = *top;
        let succs = cfg.succs(b);
        if let Some(&s) = succs.get(next as usize) {
            top.1 += 1;
            if !visited[s.index()] {
                visited[s.index()] = true;
                stack.push((s, 0));
            }
        } else {
            post.push(b);
            stack.pop();
        }
    }
    post.reverse();
    post
}

/// Index of each laid-out instruction within its block, by instruction index.
fn instruction_positions(f: &Function) -> Vec<u32> {
    let mut pos = vec![NONE; f.dfg.num_insts()];
    for &b in f.layout.blocks() {
        for (i, &inst) in f.layout.block_insts(b).iter().enumerate() {
            if let Some(p) = pos.get_mut(inst.index()) {
                *p = i as u32;
            }
        }
    }
    pos
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::Type;
    use crate::Value;

    /// A function whose blocks branch as `edges` says: block `i` jumps to `edges[i]`
    /// (no successors: `ret`; one: `br`; two or more: `switch` on a dummy i32).
    fn cfg_function(edges: &[&[usize]]) -> (Function, Vec<Block>) {
        let mut f = Function::new("f", Type::VOID);
        let blocks: Vec<Block> = edges.iter().map(|_| f.add_block()).collect();
        let scrutinee: Value = f.dfg.make_forward_value(Type::I32);
        for (i, succ) in edges.iter().enumerate() {
            let kind = match succ.len() {
                0 => InstKind::Ret { arg: None },
                1 => InstKind::Br { dest: blocks[succ[0]] },
                2 => InstKind::CondBr { cond: scrutinee, dests: [blocks[succ[0]], blocks[succ[1]]] },
                _ => InstKind::Unreachable,
            };
            f.append_inst(blocks[i], kind, None);
        }
        (f, blocks)
    }

    #[test]
    fn diamond_idoms_and_dominance() {
        // 0 -> 1, 2; 1 -> 3; 2 -> 3
        let (f, b) = cfg_function(&[&[1, 2], &[3], &[3], &[]]);
        let dt = DomTree::compute(&f);
        assert_eq!(dt.rpo()[0], b[0]);
        assert_eq!(dt.rpo().len(), 4);
        assert_eq!(dt.idom(b[0]), None);
        assert_eq!(dt.idom(b[1]), Some(b[0]));
        assert_eq!(dt.idom(b[2]), Some(b[0]));
        assert_eq!(dt.idom(b[3]), Some(b[0]));
        assert!(dt.dominates(b[0], b[3]));
        assert!(!dt.dominates(b[1], b[3]));
        assert!(!dt.dominates(b[2], b[1]));
        assert!(dt.dominates(b[2], b[2]));
        assert!(!dt.dominates(b[3], b[0]));
    }

    #[test]
    fn loop_header_dominates_body_and_exit() {
        // 0 -> 1; 1 -> 2, 3; 2 -> 1 (back edge); 3 ret
        let (f, b) = cfg_function(&[&[1], &[2, 3], &[1], &[]]);
        let dt = DomTree::compute(&f);
        assert_eq!(dt.idom(b[1]), Some(b[0]));
        assert_eq!(dt.idom(b[2]), Some(b[1]));
        assert_eq!(dt.idom(b[3]), Some(b[1]));
        assert!(dt.dominates(b[1], b[2]));
        assert!(!dt.dominates(b[2], b[1]));
        assert!(!dt.dominates(b[2], b[3]));
        let cfg = Cfg::compute(&f);
        assert_eq!(cfg.preds(b[1]), &[b[0], b[2]]);
        assert_eq!(cfg.succs(b[1]), &[b[2], b[3]]);
    }

    #[test]
    fn irreducible_cfg_entry_dominates_both_loop_heads() {
        // 0 -> 1, 2; 1 -> 2; 2 -> 1, 3: a loop {1, 2} with two entries.
        let (f, b) = cfg_function(&[&[1, 2], &[2], &[1, 3], &[]]);
        let dt = DomTree::compute(&f);
        assert_eq!(dt.idom(b[1]), Some(b[0]));
        assert_eq!(dt.idom(b[2]), Some(b[0]));
        assert_eq!(dt.idom(b[3]), Some(b[2]));
        assert!(!dt.dominates(b[1], b[2]));
        assert!(!dt.dominates(b[2], b[1]));
        assert!(dt.dominates(b[2], b[3]));
        assert!(!dt.dominates(b[1], b[3]));
    }

    #[test]
    fn unreachable_blocks_are_excluded() {
        // 0 -> 2; 1 -> 2 (1 is unreachable); 3 ret (unreachable, no preds)
        let (f, b) = cfg_function(&[&[2], &[2], &[], &[]]);
        let dt = DomTree::compute(&f);
        assert_eq!(dt.rpo(), &[b[0], b[2]]);
        assert!(!dt.is_reachable(b[1]));
        assert!(!dt.is_reachable(b[3]));
        // The unreachable predecessor does not stop block 0 from dominating block 2.
        assert_eq!(dt.idom(b[2]), Some(b[0]));
        assert!(dt.dominates(b[0], b[2]));
        assert_eq!(dt.idom(b[1]), None);
        assert!(!dt.dominates(b[1], b[2]));
        assert!(dt.dominates(b[2], b[1]), "anything dominates an unreachable block");
    }

    #[test]
    fn duplicate_edges_are_kept_in_the_multisets() {
        let (f, b) = cfg_function(&[&[1, 1], &[]]);
        let cfg = Cfg::compute(&f);
        assert_eq!(cfg.preds(b[1]), &[b[0], b[0]]);
        assert_eq!(cfg.succs(b[0]), &[b[1], b[1]]);
        assert_eq!(cfg.preds(b[0]), &[] as &[Block]);
    }

    #[test]
    fn deep_chain_is_handled_iteratively() {
        // 20000 blocks in a chain with a back edge to the top: no recursion overflow.
        let n = 20_000;
        let edges: Vec<Vec<usize>> = (0..n).map(|i| if i + 1 == n { vec![1] } else { vec![i + 1] }).collect();
        let refs: Vec<&[usize]> = edges.iter().map(|e| e.as_slice()).collect();
        let (f, b) = cfg_function(&refs);
        let dt = DomTree::compute(&f);
        assert_eq!(dt.rpo().len(), n);
        assert_eq!(dt.idom(b[n - 1]), Some(b[n - 2]));
        assert!(dt.dominates(b[1], b[n - 1]));
        assert!(!dt.dominates(b[n - 1], b[1]));
    }

    #[test]
    fn inst_dominates_uses_positions_and_blocks() {
        let mut f = Function::new("f", Type::VOID);
        let b0 = f.add_block();
        let b1 = f.add_block();
        let i0 = f.append_inst(b0, InstKind::Unreachable, None);
        let i1 = f.append_inst(b0, InstKind::Br { dest: b1 }, None);
        let i2 = f.append_inst(b1, InstKind::Ret { arg: None }, None);
        let dt = DomTree::compute(&f);
        assert!(dt.inst_dominates(&f, i0, i1));
        assert!(!dt.inst_dominates(&f, i1, i0));
        assert!(!dt.inst_dominates(&f, i0, i0));
        assert!(dt.inst_dominates(&f, i0, i2));
        assert!(!dt.inst_dominates(&f, i2, i0));
        assert_eq!(dt.inst_position(i1), Some(1));
    }
}
