//! Loop info: the natural loops of a function, their nesting, and per loop its header, latches,
//! blocks, exiting blocks, exit blocks and preheader.
//!
//! Requires the CFG and the dominator tree; depends only on the CFG, so it stays valid under
//! `Preserved::Cfg`. A natural loop is formed by the back edges `latch -> header` whose header
//! dominates the latch (all back edges to one header make one loop); its body is the header
//! plus every block that reaches a latch without passing through the header. Cycles with more
//! than one entry (irreducible control flow) have no such back edge and form no loop. Blocks
//! unreachable from the entry belong to no loop.

use crate::dfg::Block;
use crate::domtree::{Cfg, DomTree};
use crate::entity::{EntityRef, PrimaryMap};
use crate::module::Function;

crate::entity!(
    /// A natural loop of a function (an index into its `LoopInfo`).
    Loop,
    "loop"
);

/// One natural loop.
#[derive(Clone, Debug)]
pub struct LoopData {
    /// The single entry block; it dominates every block of the loop.
    pub header: Block,
    /// The innermost loop strictly containing this one.
    pub parent: Option<Loop>,
    /// Loops immediately nested in this one, in header reverse post-order.
    pub children: Vec<Loop>,
    /// Every block of the loop (nested loops' blocks included), header first, then in reverse
    /// post-order.
    pub blocks: Vec<Block>,
    /// Blocks with a back edge to the header, in reverse post-order.
    pub latches: Vec<Block>,
    /// Blocks of the loop with a successor outside it, in reverse post-order.
    pub exiting: Vec<Block>,
    /// Blocks outside the loop with a predecessor inside it, in order of discovery.
    pub exits: Vec<Block>,
    /// The unique predecessor of the header outside the loop, when it has a single successor
    /// (predecessors unreachable from the entry are not counted).
    pub preheader: Option<Block>,
    /// Nesting depth: 1 for an outermost loop.
    pub depth: u32,
}

/// The natural loops of a function and the innermost loop of each block.
#[derive(Clone, Debug, Default)]
pub struct LoopInfo {
    loops: PrimaryMap<Loop, LoopData>,
    /// Innermost loop of each block, by block index.
    innermost: Vec<Option<Loop>>,
}

impl LoopInfo {
    /// Computes the loops of `f` (empty for declarations).
    pub fn compute(f: &Function) -> LoopInfo {
        let cfg = Cfg::compute(f);
        let dt = DomTree::with_cfg(f, &cfg);
        Self::with(f, &cfg, &dt)
    }

    /// Computes the loops of `f` from its CFG and dominator tree.
    pub fn with(f: &Function, cfg: &Cfg, dt: &DomTree) -> LoopInfo {
        let n = f.dfg.num_blocks();
        let mut rpo_num = vec![u32::MAX; n];
        for (i, &b) in dt.rpo().iter().enumerate() {
            rpo_num[b.index()] = i as u32;
        }
        let mut li = LoopInfo { loops: PrimaryMap::new(), innermost: vec![None; n] };
        let mut member = vec![u32::MAX; n];
        for &header in dt.rpo() {
            let latches = back_edge_sources(cfg, dt, header, &rpo_num);
            if latches.is_empty() {
                continue;
            }
            let id = li.loops.next_key();
            let blocks = loop_body(cfg, dt, header, &latches, &rpo_num, &mut member, id.as_u32());
            let parent = li.innermost[header.index()];
            let depth = parent.map_or(1, |p| li.loops[p].depth + 1);
            let (exiting, exits) = exits_of(cfg, &blocks, &member, id.as_u32());
            let preheader = preheader_of(cfg, dt, header, &member, id.as_u32());
            for &b in &blocks {
                li.innermost[b.index()] = Some(id);
            }
            let data =
                LoopData { header, parent, children: Vec::new(), blocks, latches, exiting, exits, preheader, depth };
            li.loops.push(data);
            if let Some(p) = parent {
                li.loops[p].children.push(id);
            }
        }
        li
    }

    /// Number of loops.
    pub fn num_loops(&self) -> usize {
        self.loops.len()
    }

    /// Every loop, outer loops before the loops they contain.
    pub fn loops(&self) -> impl Iterator<Item = Loop> + '_ {
        self.loops.keys()
    }

    /// Loops that no other loop contains.
    pub fn top_level(&self) -> Vec<Loop> {
        self.loops.iter().filter(|(_, d)| d.parent.is_none()).map(|(l, _)| l).collect()
    }

    /// Every loop with nested loops before the loops containing them (a post-order of the
    /// nesting forest): the order loop passes run in.
    pub fn innermost_first(&self) -> Vec<Loop> {
        let mut order = Vec::with_capacity(self.loops.len());
        for root in self.top_level() {
            let mut stack: Vec<(Loop, usize)> = vec![(root, 0)];
            while let Some(top) = stack.last_mut() {
                let (l, next) = *top;
                if let Some(&c) = self.loops[l].children.get(next) {
                    top.1 += 1;
                    stack.push((c, 0));
                } else {
                    order.push(l);
                    stack.pop();
                }
            }
        }
        order
    }

    /// Everything known about loop `l`.
    pub fn data(&self, l: Loop) -> &LoopData {
        &self.loops[l]
    }

    /// The header of loop `l`.
    pub fn header(&self, l: Loop) -> Block {
        self.loops[l].header
    }

    /// The innermost loop containing `b` (`None`: `b` is in no loop).
    pub fn innermost_loop(&self, b: Block) -> Option<Loop> {
        self.innermost.get(b.index()).copied().flatten()
    }

    /// The loop whose header is `b`, if `b` is a loop header.
    pub fn loop_with_header(&self, b: Block) -> Option<Loop> {
        self.innermost_loop(b).filter(|&l| self.loops[l].header == b)
    }

    /// Number of loops containing `b` (0: in no loop).
    pub fn loop_depth(&self, b: Block) -> u32 {
        self.innermost_loop(b).map_or(0, |l| self.loops[l].depth)
    }

    /// True when loop `l` contains block `b` (directly or through a nested loop).
    pub fn contains(&self, l: Loop, b: Block) -> bool {
        let mut cur = self.innermost_loop(b);
        while let Some(c) = cur {
            if c == l {
                return true;
            }
            cur = self.loops[c].parent;
        }
        false
    }
}

/// The distinct reachable predecessors of `header` that it dominates (its latches), in RPO.
fn back_edge_sources(cfg: &Cfg, dt: &DomTree, header: Block, rpo_num: &[u32]) -> Vec<Block> {
    let mut latches: Vec<Block> = Vec::new();
    for &p in cfg.preds(header) {
        if dt.is_reachable(p) && dt.dominates(header, p) && !latches.contains(&p) {
            latches.push(p);
        }
    }
    latches.sort_by_key(|b| rpo_num[b.index()]);
    latches
}

/// The body of the loop headed by `header`: the header and every reachable block reaching a
/// latch without passing the header, sorted header first then by RPO. Marks members `tag`.
fn loop_body(
    cfg: &Cfg,
    dt: &DomTree,
    header: Block,
    latches: &[Block],
    rpo_num: &[u32],
    member: &mut [u32],
    tag: u32,
) -> Vec<Block> {
    member[header.index()] = tag;
    let mut blocks = vec![header];
    let mut stack: Vec<Block> = Vec::new();
    for &l in latches {
        if member[l.index()] != tag {
            member[l.index()] = tag;
            blocks.push(l);
            stack.push(l);
        }
    }
    while let Some(b) = stack.pop() {
        for &p in cfg.preds(b) {
            if dt.is_reachable(p) && member[p.index()] != tag {
                member[p.index()] = tag;
                blocks.push(p);
                stack.push(p);
            }
        }
    }
    blocks.sort_by_key(|b| rpo_num[b.index()]);
    blocks
}

/// Exiting blocks (in body order) and exit blocks (in discovery order) of a loop whose members
/// are marked `tag`.
fn exits_of(cfg: &Cfg, blocks: &[Block], member: &[u32], tag: u32) -> (Vec<Block>, Vec<Block>) {
    let (mut exiting, mut exits) = (Vec::new(), Vec::new());
    for &b in blocks {
        let mut leaves = false;
        for &s in cfg.succs(b) {
            if member[s.index()] != tag {
                leaves = true;
                if !exits.contains(&s) {
                    exits.push(s);
                }
            }
        }
        if leaves {
            exiting.push(b);
        }
    }
    (exiting, exits)
}

/// The unique reachable out-of-loop predecessor of `header`, if it has exactly one successor.
fn preheader_of(cfg: &Cfg, dt: &DomTree, header: Block, member: &[u32], tag: u32) -> Option<Block> {
    let mut outside = cfg.preds(header).iter().copied().filter(|&p| member[p.index()] != tag && dt.is_reachable(p));
    let first = outside.next()?;
    if outside.any(|p| p != first) {
        return None;
    }
    (cfg.succs(first).len() == 1).then_some(first)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pass::manager_tests::{block, cfg_module, func};

    /// Loop info of `@f` built from `edges`, with its blocks `b0..bN`.
    fn loops(edges: &[&[usize]]) -> (LoopInfo, Vec<Block>) {
        let m = cfg_module(edges);
        let f = func(&m, "f");
        let blocks = (0..edges.len()).map(|i| block(&m, f, &format!("b{i}"))).collect();
        (LoopInfo::compute(&m.funcs[f]), blocks)
    }

    #[test]
    fn nested_loops_have_depths_parents_and_innermost_first_order() {
        // b0 -> b1; b1 (outer header) -> b2, b6; b2 -> b3; b3 (inner header) -> b4, b5;
        // b4 -> b3 (inner latch); b5 -> b1 (outer latch); b6 ret
        let (li, b) = loops(&[&[1], &[2, 6], &[3], &[4, 5], &[3], &[1], &[]]);
        assert_eq!(li.num_loops(), 2);
        let outer = li.loop_with_header(b[1]).expect("outer loop");
        let inner = li.loop_with_header(b[3]).expect("inner loop");
        assert_eq!(li.data(inner).parent, Some(outer));
        assert_eq!(li.data(outer).children, vec![inner]);
        assert_eq!(li.data(outer).depth, 1);
        assert_eq!(li.data(inner).depth, 2);
        // Reverse post-order: b0 b1 b6 b2 b3 b5 b4.
        assert_eq!(li.data(outer).blocks, vec![b[1], b[2], b[3], b[5], b[4]]);
        assert_eq!(li.data(inner).blocks, vec![b[3], b[4]]);
        assert_eq!(li.data(inner).latches, vec![b[4]]);
        assert_eq!(li.data(inner).exiting, vec![b[3]]);
        assert_eq!(li.data(inner).exits, vec![b[5]]);
        assert_eq!(li.data(inner).preheader, Some(b[2]));
        assert_eq!(li.data(outer).preheader, Some(b[0]));
        assert_eq!(li.data(outer).exits, vec![b[6]]);
        assert_eq!(li.innermost_first(), vec![inner, outer]);
        assert_eq!(li.loop_depth(b[4]), 2);
        assert_eq!(li.loop_depth(b[5]), 1);
        assert_eq!(li.loop_depth(b[6]), 0);
        assert!(li.contains(outer, b[4]));
        assert!(!li.contains(inner, b[5]));
        assert_eq!(li.top_level(), vec![outer]);
    }

    #[test]
    fn several_latches_make_one_loop() {
        // b0 -> b1; b1 -> b2, b3; b2 -> b1 (latch), b4; b3 -> b1 (latch); b4 ret
        let (li, b) = loops(&[&[1], &[2, 3], &[1, 4], &[1], &[]]);
        assert_eq!(li.num_loops(), 1);
        let l = li.loop_with_header(b[1]).expect("loop");
        // Reverse post-order: b0 b1 b3 b2 b4.
        assert_eq!(li.data(l).latches, vec![b[3], b[2]]);
        assert_eq!(li.data(l).exiting, vec![b[2]]);
        assert_eq!(li.data(l).exits, vec![b[4]]);
    }

    #[test]
    fn irreducible_cycle_is_not_a_natural_loop() {
        // b0 -> b1, b2; b1 -> b2; b2 -> b1, b3: the cycle {b1, b2} has two entries.
        let (li, b) = loops(&[&[1, 2], &[2], &[1, 3], &[]]);
        assert_eq!(li.num_loops(), 0);
        assert_eq!(li.loop_depth(b[1]), 0);
        assert_eq!(li.innermost_loop(b[2]), None);
    }

    #[test]
    fn header_with_two_outside_predecessors_has_no_preheader() {
        // b0 -> b1, b2; b1 -> b3; b2 -> b3; b3 -> b3, b4; b4 ret
        let (li, b) = loops(&[&[1, 2], &[3], &[3], &[3, 4], &[]]);
        let l = li.loop_with_header(b[3]).expect("self loop");
        assert_eq!(li.data(l).blocks, vec![b[3]]);
        assert_eq!(li.data(l).latches, vec![b[3]]);
        assert_eq!(li.data(l).preheader, None);
    }

    #[test]
    fn predecessor_with_two_successors_is_not_a_preheader() {
        // b0 -> b1, b2; b1 -> b1, b2; b2 ret: b0 is the only outside predecessor of b1 but
        // also branches to b2.
        let (li, b) = loops(&[&[1, 2], &[1, 2], &[]]);
        let l = li.loop_with_header(b[1]).expect("loop");
        assert_eq!(li.data(l).preheader, None);
    }

    #[test]
    fn unreachable_cycle_is_not_a_loop() {
        // b0 ret; b1 -> b2; b2 -> b1 (never reached)
        let (li, _) = loops(&[&[], &[2], &[1]]);
        assert_eq!(li.num_loops(), 0);
    }
}
