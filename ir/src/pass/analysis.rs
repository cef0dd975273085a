//! Cached analyses (placeholder: computes on demand without caching until the manager lands).

use crate::domtree::DomTree;
use crate::module::{Func, Module};

/// Computes and caches analyses per function; invalidated by what passes do not preserve.
#[derive(Default)]
pub struct AnalysisManager {
    dom: Option<(Func, DomTree)>,
}

impl AnalysisManager {
    /// Creates an empty manager.
    pub fn new() -> Self {
        Self::default()
    }
    /// The dominator tree of `f`.
    pub fn dom_tree(&mut self, m: &Module, f: Func) -> &DomTree {
        let tree = DomTree::compute(&m.funcs[f]);
        &self.dom.insert((f, tree)).1
    }
}
