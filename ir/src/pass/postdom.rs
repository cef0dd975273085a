//! Post-dominator tree of a function: the dominator tree of the reversed CFG, rooted at a
//! virtual exit that every returning block (and one block of each region that never returns)
//! flows into.
//!
//! Requires nothing but the layout and terminators; depends only on the CFG, so it stays valid
//! under `Preserved::Cfg`. Exits are the blocks without successors (`ret`, `unreachable`, or a
//! block missing its terminator). A region from which no exit can be reached (an infinite loop)
//! is attached to the virtual exit through the first of its blocks in forward post-order (for a
//! simple loop, its latch), so every block in the layout has a place in the tree.

use crate::dfg::Block;
use crate::domtree::Cfg;
use crate::entity::EntityRef;
use crate::module::Function;

/// Marks "no number" in the dense per-node tables.
const NONE: u32 = u32::MAX;

/// The post-dominator tree of a function, with O(1) post-dominance queries.
#[derive(Clone, Debug, Default)]
pub struct PostDomTree {
    /// Blocks attached to the virtual exit: exits in layout order, then infinite-loop representatives.
    roots: Vec<Block>,
    /// Immediate post-dominator of each block (`None`: a root or not in the layout).
    ipdom: Vec<Option<Block>>,
    /// True for blocks that take part in the tree (every block of the layout).
    in_tree: Vec<bool>,
    /// Pre-order number of each block in a DFS of the tree.
    pre: Vec<u32>,
    /// Post-order number of each block in the same DFS.
    post: Vec<u32>,
}

impl PostDomTree {
    /// Computes the post-dominator tree of `f` (empty for declarations).
    pub fn compute(f: &Function) -> PostDomTree {
        Self::with_cfg(f, &Cfg::compute(f))
    }

    /// Computes the post-dominator tree of `f` from an already built control-flow graph of it.
    pub fn with_cfg(f: &Function, cfg: &Cfg) -> PostDomTree {
        let n = f.dfg.num_blocks();
        let layout: Vec<Block> = f.layout.blocks().iter().copied().filter(|b| b.index() < n).collect();
        let roots = find_roots(f, cfg, &layout, n);
        // Node `n` is the virtual exit. Reverse-graph successors are CFG predecessors.
        let virtual_exit = n as u32;
        let mut rev_succs: Vec<Vec<u32>> = vec![Vec::new(); n + 1];
        let mut rev_preds: Vec<Vec<u32>> = vec![Vec::new(); n + 1];
        for &b in &layout {
            rev_succs[b.index()] = cfg.preds(b).iter().map(|p| p.as_u32()).collect();
            rev_preds[b.index()] = cfg.succs(b).iter().map(|s| s.as_u32()).collect();
        }
        for &r in &roots {
            rev_succs[n].push(r.as_u32());
            rev_preds[r.index()].push(virtual_exit);
        }
        let tree = DomSolver::solve(&rev_succs, &rev_preds, virtual_exit);
        let mut pdt = PostDomTree {
            roots,
            ipdom: vec![None; n],
            in_tree: vec![false; n],
            pre: tree.pre[..n].to_vec(),
            post: tree.post[..n].to_vec(),
        };
        for &b in &layout {
            let i = b.index();
            pdt.in_tree[i] = tree.idom[i] != NONE;
            if tree.idom[i] != NONE && tree.idom[i] != virtual_exit {
                pdt.ipdom[i] = Some(Block::from_u32(tree.idom[i]));
            }
        }
        pdt
    }

    /// Blocks whose immediate post-dominator is the virtual exit: the exit blocks in layout
    /// order, then one representative block of each region that never reaches an exit.
    pub fn roots(&self) -> &[Block] {
        &self.roots
    }

    /// The immediate post-dominator of `b` (`None` for roots and blocks not in the layout).
    pub fn ipdom(&self, b: Block) -> Option<Block> {
        self.ipdom.get(b.index()).copied().flatten()
    }

    /// True when `b` has a place in the tree (it is in the layout).
    pub fn contains(&self, b: Block) -> bool {
        self.in_tree.get(b.index()).copied().unwrap_or(false)
    }

    /// True when every path from `b` to the (virtual) exit passes through `a`; every block
    /// post-dominates itself. False when either block is not in the tree (unless `a == b`).
    pub fn post_dominates(&self, a: Block, b: Block) -> bool {
        if a == b {
            return true;
        }
        if !self.contains(a) || !self.contains(b) {
            return false;
        }
        let (ai, bi) = (a.index(), b.index());
        self.pre[ai] <= self.pre[bi] && self.post[bi] <= self.post[ai]
    }
}

/// The blocks to attach to the virtual exit: every block without successors, then, for each
/// region that cannot reach one, its first block in forward post-order.
fn find_roots(f: &Function, cfg: &Cfg, layout: &[Block], n: usize) -> Vec<Block> {
    let mut roots: Vec<Block> = layout.iter().copied().filter(|&b| cfg.succs(b).is_empty()).collect();
    let mut reaches_exit = vec![false; n];
    for &r in &roots {
        mark_backward(cfg, r, &mut reaches_exit);
    }
    if layout.iter().all(|b| reaches_exit[b.index()]) {
        return roots;
    }
    for b in forward_post_order(f, cfg, layout, n) {
        if !reaches_exit[b.index()] {
            roots.push(b);
            mark_backward(cfg, b, &mut reaches_exit);
        }
    }
    roots
}

/// Marks every block that can reach `from` (walking predecessor edges), `from` included.
fn mark_backward(cfg: &Cfg, from: Block, marked: &mut [bool]) {
    if marked[from.index()] {
        return;
    }
    marked[from.index()] = true;
    let mut stack = vec![from];
    while let Some(b) = stack.pop() {
        for &p in cfg.preds(b) {
            if !marked[p.index()] {
                marked[p.index()] = true;
                stack.push(p);
            }
        }
    }
}

/// Post-order of a DFS over successor edges started at the entry, then at every block of the
/// layout not yet visited (in layout order), so unreachable blocks are included.
fn forward_post_order(f: &Function, cfg: &Cfg, layout: &[Block], n: usize) -> Vec<Block> {
    let mut visited = vec![false; n];
    let mut order = Vec::with_capacity(layout.len());
    let starts = f.layout.entry_block().into_iter().chain(layout.iter().copied());
    for start in starts {
        if start.index() >= n || visited[start.index()] {
            continue;
        }
        visited[start.index()] = true;
        let mut stack: Vec<(Block, usize)> = vec![(start, 0)];
        while let Some(top) = stack.last_mut() {
            let (b, next) = *top;
            if let Some(&s) = cfg.succs(b).get(next) {
                top.1 += 1;
                if !visited[s.index()] {
                    visited[s.index()] = true;
                    stack.push((s, 0));
                }
            } else {
                order.push(b);
                stack.pop();
            }
        }
    }
    order
}

/// A dominator tree over dense node numbers (Cooper, Harvey and Kennedy), numbered for O(1)
/// dominance queries. Used on the reversed CFG; nodes unreachable from the root get `NONE`.
pub(crate) struct DomSolver {
    /// Immediate dominator of each node (the root is its own; `NONE`: unreachable).
    pub idom: Vec<u32>,
    /// Pre-order number in a DFS of the tree (`NONE`: unreachable).
    pub pre: Vec<u32>,
    /// Post-order number in the same DFS (`NONE`: unreachable).
    pub post: Vec<u32>,
}

impl DomSolver {
    /// Solves dominators of the graph given by `succs`/`preds` (by node number) from `root`.
    pub fn solve(succs: &[Vec<u32>], preds: &[Vec<u32>], root: u32) -> DomSolver {
        let n = succs.len();
        let rpo = node_rpo(succs, root);
        let mut rpo_num = vec![NONE; n];
        for (i, &b) in rpo.iter().enumerate() {
            rpo_num[b as usize] = i as u32;
        }
        let doms = iterate_idoms(preds, &rpo, &rpo_num);
        let mut idom = vec![NONE; n];
        for (i, &d) in doms.iter().enumerate() {
            idom[rpo[i] as usize] = rpo[d as usize];
        }
        let (pre, post) = number_tree(&idom, &rpo, n);
        DomSolver { idom, pre, post }
    }
}

/// Reverse post-order of the nodes reachable from `root` (iterative DFS).
fn node_rpo(succs: &[Vec<u32>], root: u32) -> Vec<u32> {
    let mut visited = vec![false; succs.len()];
    let mut post = Vec::new();
    let mut stack: Vec<(u32, usize)> = vec![(root, 0)];
    visited[root as usize] = true;
    while let Some(top) = stack.last_mut() {
        let (b, next) = *top;
        if let Some(&s) = succs[b as usize].get(next) {
            top.1 += 1;
            if !visited[s as usize] {
                visited[s as usize] = true;
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

/// The iterative fixpoint `idom(b) = intersect(processed preds)`, on RPO numbers.
fn iterate_idoms(preds: &[Vec<u32>], rpo: &[u32], rpo_num: &[u32]) -> Vec<u32> {
    let mut doms = vec![NONE; rpo.len()];
    if doms.is_empty() {
        return doms;
    }
    doms[0] = 0;
    let mut changed = true;
    while changed {
        changed = false;
        for i in 1..rpo.len() {
            let mut new_idom = NONE;
            for &p in &preds[rpo[i] as usize] {
                let pn = rpo_num[p as usize];
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

/// Walks the two fingers up the tree until they meet (a larger RPO number is deeper).
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

/// Pre- and post-order numbers of a DFS of the tree given by `idom` (children in RPO order).
fn number_tree(idom: &[u32], rpo: &[u32], n: usize) -> (Vec<u32>, Vec<u32>) {
    let mut children: Vec<Vec<u32>> = vec![Vec::new(); n];
    for &b in rpo.iter().skip(1) {
        children[idom[b as usize] as usize].push(b);
    }
    let (mut pre, mut post) = (vec![NONE; n], vec![NONE; n]);
    let Some(&root) = rpo.first() else {
        return (pre, post);
    };
    let (mut pre_n, mut post_n) = (0u32, 0u32);
    pre[root as usize] = pre_n;
    pre_n += 1;
    let mut stack: Vec<(u32, usize)> = vec![(root, 0)];
    while let Some(top) = stack.last_mut() {
        let (node, next) = *top;
        if let Some(&c) = children[node as usize].get(next) {
            top.1 += 1;
            pre[c as usize] = pre_n;
            pre_n += 1;
            stack.push((c, 0));
        } else {
            post[node as usize] = post_n;
            post_n += 1;
            stack.pop();
        }
    }
    (pre, post)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pass::manager_tests::{block, cfg_module, func};

    /// Blocks `b0..bN` of `@f` in a module built from `edges`, with the tree.
    fn tree(edges: &[&[usize]]) -> (PostDomTree, Vec<Block>) {
        let m = cfg_module(edges);
        let f = func(&m, "f");
        let blocks = (0..edges.len()).map(|i| block(&m, f, &format!("b{i}"))).collect();
        (PostDomTree::compute(&m.funcs[f]), blocks)
    }

    #[test]
    fn diamond_join_post_dominates_everything() {
        // b0 -> b1, b2; b1 -> b3; b2 -> b3; b3 ret
        let (pdt, b) = tree(&[&[1, 2], &[3], &[3], &[]]);
        assert_eq!(pdt.roots(), &[b[3]]);
        assert_eq!(pdt.ipdom(b[0]), Some(b[3]));
        assert_eq!(pdt.ipdom(b[1]), Some(b[3]));
        assert_eq!(pdt.ipdom(b[2]), Some(b[3]));
        assert_eq!(pdt.ipdom(b[3]), None);
        assert!(pdt.post_dominates(b[3], b[0]));
        assert!(!pdt.post_dominates(b[1], b[0]));
        assert!(!pdt.post_dominates(b[0], b[3]));
        assert!(pdt.post_dominates(b[2], b[2]));
    }

    #[test]
    fn loop_exit_post_dominates_the_loop() {
        // b0 -> b1; b1 -> b2, b3; b2 -> b1; b3 ret
        let (pdt, b) = tree(&[&[1], &[2, 3], &[1], &[]]);
        assert_eq!(pdt.ipdom(b[2]), Some(b[1]));
        assert_eq!(pdt.ipdom(b[1]), Some(b[3]));
        assert_eq!(pdt.ipdom(b[0]), Some(b[1]));
        assert!(pdt.post_dominates(b[1], b[2]));
        assert!(!pdt.post_dominates(b[2], b[1]));
    }

    #[test]
    fn multiple_returns_meet_at_the_virtual_exit() {
        // b0 -> b1, b2; b1 ret; b2 -> b3, b4; b3 ret; b4 ret
        let (pdt, b) = tree(&[&[1, 2], &[], &[3, 4], &[], &[]]);
        assert_eq!(pdt.roots(), &[b[1], b[3], b[4]]);
        assert_eq!(pdt.ipdom(b[0]), None, "only the virtual exit post-dominates the entry");
        assert_eq!(pdt.ipdom(b[2]), None);
        assert!(!pdt.post_dominates(b[1], b[0]));
        assert!(!pdt.post_dominates(b[2], b[0]));
        assert!(pdt.contains(b[0]));
    }

    #[test]
    fn infinite_loop_is_attached_through_its_latch() {
        // b0 -> b1, b4; b1 -> b2; b2 -> b3; b3 -> b1 (never exits); b4 ret
        let (pdt, b) = tree(&[&[1, 4], &[2], &[3], &[1], &[]]);
        assert_eq!(pdt.roots(), &[b[4], b[3]]);
        assert_eq!(pdt.ipdom(b[2]), Some(b[3]));
        assert_eq!(pdt.ipdom(b[1]), Some(b[2]));
        assert_eq!(pdt.ipdom(b[0]), None);
        assert!(pdt.post_dominates(b[3], b[1]));
        assert!(!pdt.post_dominates(b[1], b[3]));
        assert!(!pdt.post_dominates(b[4], b[0]));
    }

    #[test]
    fn function_that_never_returns_still_has_a_tree() {
        // b0 -> b1; b1 -> b1
        let (pdt, b) = tree(&[&[1], &[1]]);
        assert_eq!(pdt.roots(), &[b[1]]);
        assert_eq!(pdt.ipdom(b[0]), Some(b[1]));
        assert!(pdt.post_dominates(b[1], b[0]));
    }

    #[test]
    fn blocks_unreachable_from_the_entry_are_in_the_tree() {
        // b0 -> b2; b1 -> b2 (b1 unreachable); b2 ret
        let (pdt, b) = tree(&[&[2], &[2], &[]]);
        assert_eq!(pdt.ipdom(b[1]), Some(b[2]));
        assert!(pdt.post_dominates(b[2], b[1]));
    }
}
