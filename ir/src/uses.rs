//! Uses of values: counts, user lists and batched replace-all-uses, shared by every pass.
//!
//! The IR keeps no use lists (a value knows its definition, not its users): keeping them
//! current would cost every mutation and every parse. A pass that needs users builds them here
//! in one linear scan of the function and throws them away when it changes the function;
//! replacements are batched and applied in one more scan.

use crate::dfg::{Inst, Value};
use crate::entity::EntityRef;
use crate::module::Function;

/// Number of uses of every value by instructions in the layout (indexed by value index).
pub fn use_counts(f: &Function) -> Vec<u32> {
    let mut counts = vec![0u32; f.dfg.values().len()];
    for inst in f.layout.insts() {
        f.dfg.for_each_arg(inst, |v| counts[v.index()] += 1);
    }
    counts
}

/// The instructions using each value, one entry per use (an instruction using a value twice is
/// listed twice), in layout order; built in one scan of the function.
#[derive(Clone, Debug, Default)]
pub struct UseLists {
    start: Vec<u32>,
    users: Vec<Inst>,
}

impl UseLists {
    /// Builds the user lists of every value of `f` from the instructions in its layout.
    pub fn compute(f: &Function) -> UseLists {
        let n = f.dfg.values().len();
        let mut start = vec![0u32; n + 1];
        for inst in f.layout.insts() {
            f.dfg.for_each_arg(inst, |v| start[v.index() + 1] += 1);
        }
        for i in 0..n {
            start[i + 1] += start[i];
        }
        let mut fill = start.clone();
        let mut users = vec![Inst::new(0); start[n] as usize];
        for inst in f.layout.insts() {
            f.dfg.for_each_arg(inst, |v| {
                users[fill[v.index()] as usize] = inst;
                fill[v.index()] += 1;
            });
        }
        UseLists { start, users }
    }

    /// The user lists of just `values` (every other value has none), in one scan: for a pass
    /// that needs the users of a few values of a large function.
    pub fn compute_for(f: &Function, values: &[Value]) -> UseLists {
        let n = f.dfg.values().len();
        let mut wanted = vec![false; n];
        for &v in values {
            wanted[v.index()] = true;
        }
        let mut pairs: Vec<(Value, Inst)> = Vec::new();
        for inst in f.layout.insts() {
            f.dfg.for_each_arg(inst, |v| {
                if wanted[v.index()] {
                    pairs.push((v, inst));
                }
            });
        }
        let mut start = vec![0u32; n + 1];
        for &(v, _) in &pairs {
            start[v.index() + 1] += 1;
        }
        for i in 0..n {
            start[i + 1] += start[i];
        }
        let mut fill = start.clone();
        let mut users = vec![Inst::new(0); pairs.len()];
        for (v, inst) in pairs {
            users[fill[v.index()] as usize] = inst;
            fill[v.index()] += 1;
        }
        UseLists { start, users }
    }

    /// The users of `v` (empty for values created after `compute`).
    pub fn users(&self, v: Value) -> &[Inst] {
        let i = v.index();
        if i + 1 >= self.start.len() {
            return &[];
        }
        &self.users[self.start[i] as usize..self.start[i + 1] as usize]
    }
}

/// A batch of "replace every use of `from` with `to`" requests, applied in one scan.
///
/// Chains are followed (`a → b`, `b → c` replaces `a` with `c`); a request that would close a
/// cycle is ignored.
#[derive(Clone, Debug, Default)]
pub struct Replacements {
    map: Vec<Option<Value>>,
    count: usize,
}

impl Replacements {
    /// An empty batch.
    pub fn new() -> Self {
        Self::default()
    }
    /// True when no replacement was requested.
    pub fn is_empty(&self) -> bool {
        self.count == 0
    }
    /// Requests that every use of `from` become a use of `to`.
    pub fn insert(&mut self, from: Value, to: Value) {
        let to = self.resolve(to);
        if to == from {
            return;
        }
        let i = from.index();
        if i >= self.map.len() {
            self.map.resize(i + 1, None);
        }
        if self.map[i].is_none() {
            self.count += 1;
        }
        self.map[i] = Some(to);
    }
    /// What `v` stands for after all requested replacements.
    pub fn resolve(&self, mut v: Value) -> Value {
        // Every stored target was resolved when stored, but a later request may have redirected
        // it again; the chain is short and acyclic (insert refuses self-maps).
        while let Some(Some(next)) = self.map.get(v.index()) {
            v = *next;
        }
        v
    }
    /// True when `v` is to be replaced.
    pub fn contains(&self, v: Value) -> bool {
        matches!(self.map.get(v.index()), Some(Some(_)))
    }
    /// Rewrites the operands of every instruction in `f`'s layout; returns how many
    /// instructions changed.
    pub fn apply(&self, f: &mut Function) -> usize {
        if self.is_empty() {
            return 0;
        }
        let mut changed = 0;
        let blocks: Vec<_> = f.layout.blocks().to_vec();
        for b in blocks {
            for idx in 0..f.layout.block_insts(b).len() {
                let inst = f.layout.block_insts(b)[idx];
                let mut hit = false;
                f.dfg.for_each_arg(inst, |v| hit |= self.contains(v));
                if hit {
                    f.dfg.map_args(inst, |v| self.resolve(v));
                    changed += 1;
                }
            }
        }
        changed
    }
}

/// Replaces every use of `from` in `f` with `to` (one scan of the function).
pub fn replace_all_uses(f: &mut Function, from: Value, to: Value) {
    let mut r = Replacements::new();
    r.insert(from, to);
    r.apply(f);
}

#[cfg(test)]
mod tests {
    use super::UseLists;

    #[test]
    fn lists_for_some_values_equal_the_full_lists_of_those_values() {
        let src = "define i32 @f(i32 %a, i32 %b) {\n\
                   entry:\n  %x = add i32 %a, %b\n  %y = mul i32 %x, %x\n  %z = sub i32 %y, %a\n  br label %next\n\
                   next:\n  %w = add i32 %z, %x\n  ret i32 %w\n}\n";
        let m = crate::text::parse(src.as_bytes()).expect("parses");
        let f = m.funcs.values().next().expect("one function");
        let full = UseLists::compute(f);
        let values: Vec<_> = f.dfg.values().keys().collect();
        let (some, rest) = values.split_at(values.len() / 2);
        let part = UseLists::compute_for(f, some);
        for &v in some {
            assert_eq!(part.users(v), full.users(v), "{v}");
        }
        for &v in rest {
            assert!(part.users(v).is_empty(), "{v}");
        }
        assert!(values.iter().any(|&v| full.users(v).len() == 2), "a value used twice by one instruction");
    }
}
