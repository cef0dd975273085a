//! Base-pointer inference (LLVM's `findBasePointers`, generalised to first-class aggregates).
//!
//! Every managed value has a *base*: for a pointer, a pointer to the start of the object it was
//! derived from; for a vector or aggregate, a value of the same type whose managed lanes or
//! fields are the bases of the original's. Walking back from a value through derivations
//! (`getelementptr`, no-op casts, `freeze`) reaches its *base defining value* (BDV): either a
//! known base (a parameter, a load, a call result, a constant, `inttoptr`, anything else that
//! produces a reference) or a merge (`phi`, `select`, `insertvalue`, `extractvalue`,
//! `insertelement`, `extractelement`, `shufflevector`).
//!
//! A merge's base comes from a fixed point over the merges reachable from it: a `phi` or
//! `select` whose inputs all have the same base has that base; any other merge gets a *base
//! node*, a copy of the merge over its inputs' bases (`%p.base = phi [%a, ..], [%b, ..]`), and a
//! base node that would merely repeat its original (every input is its own base) is dropped in
//! favour of the original (found optimistically, so cycles of such phis resolve to themselves).

use super::error_at;
use kiln_ir::clone::NameSet;
use kiln_ir::fasthash::FastMap;
use kiln_ir::gc::{GcStrategy, Relocate};
use kiln_ir::{Diagnostic, Func, Function, Inst, InstKind, Module, Opcode, Value};

/// The lattice of a merge's base.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum State {
    Unknown,
    Base(Value),
    Conflict,
}

fn meet(a: State, b: State) -> State {
    match (a, b) {
        (State::Unknown, s) | (s, State::Unknown) => s,
        (State::Base(x), State::Base(y)) if x == y => a,
        _ => State::Conflict,
    }
}

/// The bases found so far in one function; `base_of` extends it on demand.
pub(crate) struct Bases {
    /// Final base of every value asked for (and of every merge visited).
    bases: FastMap<Value, Value>,
    /// The function's names, for naming new values.
    pub names: NameSet,
}

/// The operand `v` is derived from by an address computation or no-op cast, if any. A
/// `gc.relocate` of a derived pointer is derived from the relocate of its base (see
/// `ensure_base_relocates`).
fn derived_from(m: &Module, f: &Function, v: Value) -> Option<Value> {
    let i = f.dfg.value_inst(v)?;
    let ty = f.dfg.value_type(v);
    let from = match f.dfg.inst(i) {
        InstKind::Gep { args, .. } => f.dfg.values_of(*args)[0],
        InstKind::Cast { op: Opcode::BitCast | Opcode::AddrSpaceCast, arg, .. } => *arg,
        InstKind::Unary { op: Opcode::Freeze, arg, .. } => *arg,
        InstKind::Call(_) => {
            let r = Relocate::of(m, f, i).filter(|r| r.base != r.derived)?;
            let b = f.layout.inst_block(i)?;
            let insts = f.layout.block_insts(b);
            let before = &insts[..insts.iter().position(|&j| j == i)?];
            before.iter().find_map(|&j| {
                let rj = Relocate::of(m, f, j)?;
                (rj.token == r.token && rj.base == r.base && rj.derived == r.base).then(|| f.dfg.inst_result(j))?
            })?
        }
        _ => return None,
    };
    (f.dfg.value_type(from) == ty).then_some(from)
}

/// Adds `gc.relocate(tok, b, b)` before every `gc.relocate(tok, b, d)` (of a hand-written
/// statepoint) that has none before it in its block, so that a relocated derived pointer has a
/// relocated base to be derived from.
pub(crate) fn ensure_base_relocates(m: &mut Module, func: Func) {
    let f = &m.funcs[func];
    let missing: Vec<Inst> = f
        .layout
        .insts()
        .filter(|&i| {
            Relocate::of(m, f, i).is_some_and(|r| r.base != r.derived)
                && f.dfg.inst_result(i).is_some_and(|v| derived_from(m, f, v).is_none())
        })
        .collect();
    for i in missing {
        let f = &m.funcs[func];
        let Some(ty) = Relocate::of(m, f, i).and_then(|r| relocate_base_type(m, f, r)) else { continue };
        if Some(ty) != f.dfg.inst_result(i).map(|v| f.dfg.value_type(v)) {
            continue;
        }
        let InstKind::Call(mut c) = f.dfg.inst(i).clone() else { continue };
        c.args[2] = c.args[1];
        let f = &mut m.funcs[func];
        let ni = f.dfg.make_inst(InstKind::Call(c), Some(ty));
        f.layout.insert_inst_before(ni, i);
    }
}

/// The type of the base operand of relocate `r` (in its statepoint's `"gc-live"` list).
fn relocate_base_type(m: &Module, f: &Function, r: Relocate) -> Option<kiln_ir::Type> {
    let sp = kiln_ir::gc::token_statepoint(m, f, r.token)?;
    let sp = kiln_ir::gc::Statepoint::of(m, f, sp).ok().flatten()?;
    sp.gc_live.get(r.base).map(|&v| f.dfg.value_type(v))
}

/// The base defining value of `v`.
fn bdv(m: &Module, f: &Function, mut v: Value) -> Value {
    while let Some(from) = derived_from(m, f, v) {
        v = from;
    }
    v
}

/// True when `v` (a BDV) is a merge.
fn is_merge(f: &Function, v: Value) -> bool {
    let Some(i) = f.dfg.value_inst(v) else { return false };
    matches!(
        f.dfg.inst(i),
        InstKind::Phi { .. }
            | InstKind::Select { .. }
            | InstKind::InsertValue { .. }
            | InstKind::ExtractValue { .. }
            | InstKind::InsertElement { .. }
            | InstKind::ExtractElement { .. }
            | InstKind::ShuffleVector { .. }
    )
}

/// The operand positions of merge `i` that carry references (by index into `inst_args`).
fn managed_inputs(m: &Module, f: &Function, s: &GcStrategy, i: Inst) -> Vec<usize> {
    let args = f.dfg.inst_args(i);
    let keep = |k: usize| s.contains_managed(&m.types, f.dfg.value_type(args[k]));
    match f.dfg.inst(i) {
        InstKind::Phi { .. } => (0..args.len()).collect(),
        InstKind::Select { .. } => vec![1, 2],
        InstKind::InsertValue { .. } | InstKind::InsertElement { .. } => (0..2).filter(|&k| keep(k)).collect(),
        InstKind::ExtractValue { .. } | InstKind::ExtractElement { .. } => vec![0],
        InstKind::ShuffleVector { .. } => vec![0, 1],
        _ => Vec::new(),
    }
}

/// True for merges whose base may be one of their inputs' bases (the type does not change).
fn is_type_preserving(f: &Function, i: Inst) -> bool {
    matches!(f.dfg.inst(i), InstKind::Phi { .. } | InstKind::Select { .. })
}

impl Bases {
    /// No bases known yet in `f`.
    pub fn new(f: &Function) -> Bases {
        Bases { bases: FastMap::default(), names: NameSet::of(f) }
    }
    /// The base of managed value `v` of function `func`, creating base nodes as needed.
    pub fn base_of(&mut self, m: &mut Module, func: Func, s: &GcStrategy, v: Value) -> Result<Value, Diagnostic> {
        if let Some(&b) = self.bases.get(&v) {
            return Ok(b);
        }
        let f = &m.funcs[func];
        if let Some(i) = f.dfg.value_inst(v) {
            if let InstKind::Gep { args, .. } = f.dfg.inst(i) {
                let base = f.dfg.values_of(*args)[0];
                if f.dfg.value_type(base) != f.dfg.value_type(v) && m.types.is_vector(f.dfg.value_type(v)) {
                    return Err(error_at(
                        f,
                        Some(i),
                        "a vector getelementptr over a scalar managed base is not supported by \
                         rewrite-statepoints-for-gc (splat the base into a vector first)",
                    ));
                }
            }
        }
        let d = bdv(m, f, v);
        if !is_merge(f, d) {
            self.bases.insert(v, d);
            return Ok(d);
        }
        self.solve(m, func, s, d);
        let b = self.bases[&d];
        self.bases.insert(v, b);
        Ok(b)
    }

    /// Finds the bases of merge `root` and every merge it reaches.
    fn solve(&mut self, m: &mut Module, func: Func, s: &GcStrategy, root: Value) {
        let f = &m.funcs[func];
        // The merges reachable from `root` through inputs (skipping those already solved).
        let mut nodes: Vec<Value> = Vec::new();
        let mut index: FastMap<Value, usize> = FastMap::default();
        let mut stack = vec![root];
        while let Some(n) = stack.pop() {
            if index.contains_key(&n) || self.bases.contains_key(&n) {
                continue;
            }
            index.insert(n, nodes.len());
            nodes.push(n);
            let i = f.dfg.value_inst(n).expect("a merge is an instruction");
            let args = f.dfg.inst_args(i);
            for k in managed_inputs(m, f, s, i) {
                let d = bdv(m, f, args[k]);
                if is_merge(f, d) {
                    stack.push(d);
                }
            }
        }
        // The known base an input resolves to, or the merge it depends on.
        enum Input {
            Known(Value),
            Node(usize),
        }
        let input = |bases: &FastMap<Value, Value>, x: Value| -> Input {
            let d = bdv(m, f, x);
            if let Some(&b) = bases.get(&d) {
                Input::Known(b)
            } else if let Some(&k) = index.get(&d) {
                Input::Node(k)
            } else {
                Input::Known(d)
            }
        };
        let inputs: Vec<Vec<(usize, Input)>> = nodes
            .iter()
            .map(|&n| {
                let i = f.dfg.value_inst(n).expect("a merge");
                let args = f.dfg.inst_args(i);
                managed_inputs(m, f, s, i).into_iter().map(|k| (k, input(&self.bases, args[k]))).collect()
            })
            .collect();
        let mut state = vec![State::Unknown; nodes.len()];
        let mut changed = true;
        while changed {
            changed = false;
            for k in 0..nodes.len() {
                let i = f.dfg.value_inst(nodes[k]).expect("a merge");
                let new = if !is_type_preserving(f, i) {
                    State::Conflict
                } else {
                    inputs[k].iter().fold(State::Unknown, |acc, (_, inp)| {
                        meet(
                            acc,
                            match inp {
                                Input::Known(b) => State::Base(*b),
                                Input::Node(j) => state[*j],
                            },
                        )
                    })
                };
                let new = meet(state[k], new);
                if new != state[k] {
                    state[k] = new;
                    changed = true;
                }
            }
        }
        // Merges whose inputs never resolve (cycles of phis fed by nothing) are their own base.
        for s in &mut state {
            if *s == State::Unknown {
                *s = State::Conflict;
            }
        }
        // A conflict node is trivial when each of its inputs is its own base: keep the original.
        // Optimistic: start with all trivial, remove until stable.
        let mut trivial: Vec<bool> = state.iter().map(|s| *s == State::Conflict).collect();
        let args_of: Vec<Vec<Value>> =
            nodes.iter().map(|&n| f.dfg.inst_args(f.dfg.value_inst(n).expect("a merge"))).collect();
        let mut changed = true;
        while changed {
            changed = false;
            for k in 0..nodes.len() {
                if !trivial[k] {
                    continue;
                }
                let ok = inputs[k].iter().all(|(pos, inp)| {
                    let orig = args_of[k][*pos];
                    match inp {
                        Input::Known(b) => *b == orig,
                        Input::Node(j) => match state[*j] {
                            State::Base(b) => b == orig,
                            _ => trivial[*j] && nodes[*j] == orig,
                        },
                    }
                });
                if !ok {
                    trivial[k] = false;
                    changed = true;
                }
            }
        }
        // Create the base nodes of the non-trivial conflicts, then fill in their operands.
        let mut base_node: Vec<Option<Value>> = vec![None; nodes.len()];
        let f = &mut m.funcs[func];
        for k in 0..nodes.len() {
            if state[k] != State::Conflict || trivial[k] {
                continue;
            }
            let orig_inst = f.dfg.value_inst(nodes[k]).expect("a merge");
            let kind = match f.dfg.inst(orig_inst).clone() {
                InstKind::Phi { fmf, .. } => {
                    let inc: Vec<(Value, kiln_ir::Block)> = f.dfg.phi_incoming(orig_inst).collect();
                    let vals: Vec<Value> = inc.iter().map(|p| p.0).collect();
                    let blks: Vec<kiln_ir::Block> = inc.iter().map(|p| p.1).collect();
                    InstKind::Phi { fmf, args: f.dfg.make_value_list(&vals), blocks: f.dfg.make_block_list(&blks) }
                }
                k => k,
            };
            let ty = f.dfg.value_type(nodes[k]);
            let ni = f.dfg.make_inst(kind, Some(ty));
            f.layout.insert_inst_before(ni, orig_inst);
            let r = f.dfg.inst_result(ni).expect("a result");
            let name = f.dfg.value_name(nodes[k]).map_or_else(|| "base".to_string(), |n| format!("{n}.base"));
            let fresh = self.names.fresh_value(&name);
            f.dfg.set_value_name(r, Some(fresh));
            base_node[k] = Some(r);
        }
        let resolve = |inp: &Input| -> Value {
            match inp {
                Input::Known(b) => *b,
                Input::Node(j) => match state[*j] {
                    State::Base(b) => b,
                    _ => base_node[*j].unwrap_or(nodes[*j]),
                },
            }
        };
        for k in 0..nodes.len() {
            let Some(b) = base_node[k] else { continue };
            let ni = f.dfg.value_inst(b).expect("a base node");
            let mut pos = 0usize;
            let subst: FastMap<usize, Value> = inputs[k].iter().map(|(p, inp)| (*p, resolve(inp))).collect();
            f.dfg.map_args(ni, |v| {
                let out = subst.get(&pos).copied().unwrap_or(v);
                pos += 1;
                out
            });
        }
        for k in 0..nodes.len() {
            let b = match state[k] {
                State::Base(b) => b,
                _ => base_node[k].unwrap_or(nodes[k]),
            };
            self.bases.insert(nodes[k], b);
            if let Some(nb) = base_node[k] {
                self.bases.insert(nb, nb);
            }
        }
    }
}
