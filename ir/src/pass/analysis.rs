//! The analysis manager: computes analyses on demand, caches them, and drops what a pass did
//! not preserve.
//!
//! Per function: dominator tree, post-dominator tree, loop info, trip counts; per module: the
//! call graph. What each survives:
//!
//! | analysis            | `All` | `Cfg` | `Nothing` |
//! |---------------------|-------|-------|-----------|
//! | post-dominator tree | kept  | kept  | dropped   |
//! | loop info           | kept  | kept  | dropped   |
//! | dominator tree      | kept  | dropped (it records instruction positions) | dropped |
//! | trip counts         | kept  | dropped | dropped |
//! | call graph          | kept  | dropped | dropped |
//!
//! Analyses that read instructions (dominator tree, trip counts, call graph) also remember the
//! generation of the function(s) they were computed from and are recomputed when it moved, so
//! a pass that changes a function and asks again within the same run never sees stale
//! positions. The CFG-only analyses cannot check themselves that way (`Preserved::Cfg` moves
//! the generation too): they rely on passes reporting honestly, which the manager checks in
//! debug builds.

use super::callgraph::CallGraph;
use super::loops::LoopInfo;
use super::postdom::PostDomTree;
use super::tripcount::TripCounts;
use super::Preserved;
use crate::dfg::Block;
use crate::domtree::DomTree;
use crate::module::{Func, Module};
use std::collections::HashMap;

/// The analyses the manager knows, for counting computations.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum AnalysisKind {
    /// `DomTree`.
    DomTree,
    /// `PostDomTree`.
    PostDomTree,
    /// `LoopInfo`.
    LoopInfo,
    /// `TripCounts`.
    TripCounts,
    /// `CallGraph`.
    CallGraph,
}

impl AnalysisKind {
    /// Every kind, in declaration order.
    pub const ALL: [AnalysisKind; 5] = [
        AnalysisKind::DomTree,
        AnalysisKind::PostDomTree,
        AnalysisKind::LoopInfo,
        AnalysisKind::TripCounts,
        AnalysisKind::CallGraph,
    ];
}

/// A cached result with the generation of the body it was computed from.
#[derive(Clone, Debug)]
struct Stamped<T> {
    generation: u64,
    value: T,
}

/// The cached analyses of one function.
#[derive(Clone, Debug, Default)]
struct FuncCache {
    dom: Option<Stamped<DomTree>>,
    postdom: Option<PostDomTree>,
    loops: Option<LoopInfo>,
    trips: Option<Stamped<TripCounts>>,
}

/// Computes and caches analyses per function; invalidated by what passes do not preserve.
#[derive(Default)]
pub struct AnalysisManager {
    funcs: HashMap<Func, FuncCache>,
    /// The call graph with the function count and every function's generation it saw.
    call_graph: Option<(Vec<u64>, CallGraph)>,
    computed: [u64; 5],
}

impl AnalysisManager {
    /// Creates an empty manager.
    pub fn new() -> Self {
        Self::default()
    }

    /// The dominator tree of `f`.
    pub fn dom_tree(&mut self, m: &Module, f: Func) -> &DomTree {
        let generation = m.funcs[f].generation();
        let cache = self.funcs.entry(f).or_default();
        if cache.dom.as_ref().is_none_or(|d| d.generation != generation) {
            self.computed[AnalysisKind::DomTree as usize] += 1;
            cache.dom = Some(Stamped { generation, value: DomTree::compute(&m.funcs[f]) });
        }
        &cache.dom.as_ref().expect("dominator tree cached above").value
    }

    /// The post-dominator tree of `f`.
    pub fn post_dom_tree(&mut self, m: &Module, f: Func) -> &PostDomTree {
        let cache = self.funcs.entry(f).or_default();
        if cache.postdom.is_none() {
            self.computed[AnalysisKind::PostDomTree as usize] += 1;
            cache.postdom = Some(PostDomTree::compute(&m.funcs[f]));
        }
        cache.postdom.as_ref().expect("post-dominator tree cached above")
    }

    /// The natural loops of `f`.
    pub fn loop_info(&mut self, m: &Module, f: Func) -> &LoopInfo {
        if self.funcs.get(&f).is_none_or(|c| c.loops.is_none()) {
            let li = LoopInfo::with(&m.funcs[f], &crate::domtree::Cfg::compute(&m.funcs[f]), self.dom_tree(m, f));
            self.computed[AnalysisKind::LoopInfo as usize] += 1;
            self.funcs.entry(f).or_default().loops = Some(li);
        }
        self.funcs[&f].loops.as_ref().expect("loop info cached above")
    }

    /// The constant trip counts of the counted loops of `f`.
    pub fn trip_counts(&mut self, m: &Module, f: Func) -> &TripCounts {
        let generation = m.funcs[f].generation();
        let fresh = self.funcs.get(&f).and_then(|c| c.trips.as_ref()).is_some_and(|t| t.generation == generation);
        if !fresh {
            self.dom_tree(m, f);
            self.loop_info(m, f);
            let cache = &self.funcs[&f];
            let dt = &cache.dom.as_ref().expect("dominator tree computed above").value;
            let li = cache.loops.as_ref().expect("loop info computed above");
            let value = TripCounts::compute(m, f, li, dt);
            self.computed[AnalysisKind::TripCounts as usize] += 1;
            self.funcs.entry(f).or_default().trips = Some(Stamped { generation, value });
        }
        &self.funcs[&f].trips.as_ref().expect("trip counts cached above").value
    }

    /// The trip count (header executions) of the loop headed by `header` in `f`, if constant.
    pub fn trip_count(&mut self, m: &Module, f: Func, header: Block) -> Option<u64> {
        self.trip_counts(m, f).trip_count(header)
    }

    /// The call graph of `m`.
    pub fn call_graph(&mut self, m: &Module) -> &CallGraph {
        let generations: Vec<u64> = m.funcs.values().map(|f| f.generation()).collect();
        if self.call_graph.as_ref().is_none_or(|(g, _)| *g != generations) {
            self.computed[AnalysisKind::CallGraph as usize] += 1;
            self.call_graph = Some((generations, CallGraph::compute(m)));
        }
        &self.call_graph.as_ref().expect("call graph cached above").1
    }

    /// Drops what a change to `f` that kept only `preserved` makes stale: see the module
    /// documentation for the table. Anything but `All` also drops the call graph.
    pub fn invalidate(&mut self, f: Func, preserved: Preserved) {
        if preserved == Preserved::All {
            return;
        }
        self.call_graph = None;
        let Some(cache) = self.funcs.get_mut(&f) else { return };
        cache.dom = None;
        cache.trips = None;
        if preserved == Preserved::Nothing {
            cache.postdom = None;
            cache.loops = None;
        }
    }

    /// Drops every cached analysis (after a module pass changed anything).
    pub fn invalidate_all(&mut self) {
        self.funcs.clear();
        self.call_graph = None;
    }

    /// True when analysis `kind` of `f` is cached (for `CallGraph`, `f` is ignored). A cached
    /// instruction-level analysis may still be recomputed on its next query when the function's
    /// generation moved.
    pub fn is_cached(&self, f: Func, kind: AnalysisKind) -> bool {
        let cache = self.funcs.get(&f);
        match kind {
            AnalysisKind::DomTree => cache.is_some_and(|c| c.dom.is_some()),
            AnalysisKind::PostDomTree => cache.is_some_and(|c| c.postdom.is_some()),
            AnalysisKind::LoopInfo => cache.is_some_and(|c| c.loops.is_some()),
            AnalysisKind::TripCounts => cache.is_some_and(|c| c.trips.is_some()),
            AnalysisKind::CallGraph => self.call_graph.is_some(),
        }
    }

    /// How many times analysis `kind` has been computed by this manager (for tests and
    /// statistics: a cache hit does not count).
    pub fn num_computed(&self, kind: AnalysisKind) -> u64 {
        self.computed[kind as usize]
    }
}
