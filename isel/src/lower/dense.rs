//! Dense side tables for lowering: maps and sets keyed by IR entities (values, instructions,
//! blocks), stored as vectors indexed by entity number instead of hash tables, and the per-function
//! table of each value's users in compressed (offset + flat array) form.

use std::marker::PhantomData;

use kiln_ir::entity::EntityRef;
use kiln_ir::{Block, Function, Inst, Value};

/// A map from a dense entity to a `Copy` value, with the `HashMap` calls lowering uses.
#[derive(Clone, Debug)]
pub(crate) struct DenseMap<K: EntityRef, V: Copy> {
    elems: Vec<Option<V>>,
    unused: PhantomData<K>,
}

impl<K: EntityRef, V: Copy> Default for DenseMap<K, V> {
    fn default() -> Self {
        DenseMap { elems: Vec::new(), unused: PhantomData }
    }
}

impl<K: EntityRef, V: Copy> DenseMap<K, V> {
    /// An empty map with room for keys below `n`.
    pub(crate) fn with_keys(n: usize) -> Self {
        DenseMap { elems: vec![None; n], unused: PhantomData }
    }
    /// The value of `k`, if set.
    #[inline]
    pub(crate) fn get(&self, k: &K) -> Option<&V> {
        self.elems.get(k.index()).and_then(|e| e.as_ref())
    }
    /// Sets the value of `k`, returning the previous one.
    #[inline]
    pub(crate) fn insert(&mut self, k: K, v: V) -> Option<V> {
        let i = k.index();
        if i >= self.elems.len() {
            self.elems.resize(i + 1, None);
        }
        self.elems[i].replace(v)
    }
}

impl<K: EntityRef, V: Copy> std::ops::Index<&K> for DenseMap<K, V> {
    type Output = V;
    fn index(&self, k: &K) -> &V {
        self.get(k).expect("key not in DenseMap")
    }
}

/// A set of dense entities.
#[derive(Clone, Debug)]
pub(crate) struct DenseSet<K: EntityRef> {
    bits: Vec<bool>,
    unused: PhantomData<K>,
}

impl<K: EntityRef> Default for DenseSet<K> {
    fn default() -> Self {
        DenseSet { bits: Vec::new(), unused: PhantomData }
    }
}

impl<K: EntityRef> DenseSet<K> {
    /// An empty set with room for keys below `n`.
    pub(crate) fn with_keys(n: usize) -> Self {
        DenseSet { bits: vec![false; n], unused: PhantomData }
    }
    /// Whether `k` is in the set.
    #[inline]
    pub(crate) fn contains(&self, k: &K) -> bool {
        self.bits.get(k.index()).copied().unwrap_or(false)
    }
    /// Adds `k`; returns whether it was new.
    #[inline]
    pub(crate) fn insert(&mut self, k: K) -> bool {
        let i = k.index();
        if i >= self.bits.len() {
            self.bits.resize(i + 1, false);
        }
        !std::mem::replace(&mut self.bits[i], true)
    }
}

/// The users of every value in the reachable blocks of a function, in layout order (an
/// instruction using a value twice is listed twice), plus each instruction's position in its block.
#[derive(Clone, Debug, Default)]
pub(crate) struct UseTable {
    /// `users[offsets[v]..offsets[v + 1]]` are the users of value `v`.
    offsets: Vec<u32>,
    users: Vec<Inst>,
    /// Position of each reachable instruction within its block.
    positions: Vec<u32>,
}

impl UseTable {
    /// Builds the table over the blocks `reachable` marks.
    pub(crate) fn build(f: &Function, reachable: &DenseSet<Block>) -> Self {
        let num_values = f.dfg.values().len();
        let mut offsets = vec![0u32; num_values + 1];
        let mut positions = vec![u32::MAX; f.dfg.num_insts()];
        let live_blocks = || f.layout.blocks().iter().copied().filter(|b| reachable.contains(b));
        for blk in live_blocks() {
            for (p, &i) in f.layout.block_insts(blk).iter().enumerate() {
                if let Some(slot) = positions.get_mut(i.index()) {
                    *slot = p as u32;
                }
                super::for_each_operand(f, i, |v| {
                    if let Some(c) = offsets.get_mut(v.index() + 1) {
                        *c += 1;
                    }
                });
            }
        }
        for k in 1..offsets.len() {
            offsets[k] += offsets[k - 1];
        }
        let total = offsets[num_values] as usize;
        let mut fill: Vec<u32> = offsets[..num_values].to_vec();
        let mut users = vec![Inst::new(0); total];
        for blk in live_blocks() {
            for &i in f.layout.block_insts(blk) {
                super::for_each_operand(f, i, |v| {
                    if let Some(at) = fill.get_mut(v.index()) {
                        users[*at as usize] = i;
                        *at += 1;
                    }
                });
            }
        }
        UseTable { offsets, users, positions }
    }
    /// The users of `v` (empty for values outside the function's tables).
    #[inline]
    pub(crate) fn users(&self, v: Value) -> &[Inst] {
        match (self.offsets.get(v.index()), self.offsets.get(v.index() + 1)) {
            (Some(&s), Some(&e)) => &self.users[s as usize..e as usize],
            _ => &[],
        }
    }
    /// The position of `i` within its block (meaningful for instructions of reachable blocks).
    #[inline]
    pub(crate) fn position(&self, i: Inst) -> Option<usize> {
        self.positions.get(i.index()).filter(|&&p| p != u32::MAX).map(|&p| p as usize)
    }
}
