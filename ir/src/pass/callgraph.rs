//! The call graph of a module: direct callees and callers of every function, which functions
//! call through pointers, which functions have their address taken, and the strongly connected
//! components in bottom-up order (callees before callers), found with an iterative Tarjan.
//!
//! Requires nothing; depends on every function's instructions and on global initializers, so
//! any change to a function other than `Preserved::All` invalidates it. A direct call is a
//! `call` whose callee is a function address constant (`@f`); every other call is indirect and
//! adds no edge. A function's address is taken when `@f` appears anywhere but as the callee of
//! a call: an argument, a stored value, a constant expression, a global initializer.

use crate::constant::{ConstData, Constant};
use crate::dfg::{Value, ValueDef};
use crate::entity::{EntityRef, SecondaryMap};
use crate::module::{Func, Function, Module};

/// Marks "not visited yet" in Tarjan's index table.
const UNVISITED: u32 = u32::MAX;

/// Direct call edges, address-taken functions and bottom-up SCCs of a module.
#[derive(Clone, Debug, Default)]
pub struct CallGraph {
    callees: Vec<Vec<Func>>,
    callers: Vec<Vec<Func>>,
    has_indirect: Vec<bool>,
    address_taken: Vec<Func>,
    is_address_taken: Vec<bool>,
    sccs: Vec<Vec<Func>>,
    scc_of: Vec<u32>,
}

impl CallGraph {
    /// Builds the call graph of `m`.
    pub fn compute(m: &Module) -> CallGraph {
        let n = m.funcs.len();
        let mut cg = CallGraph {
            callees: vec![Vec::new(); n],
            callers: vec![Vec::new(); n],
            has_indirect: vec![false; n],
            address_taken: Vec::new(),
            is_address_taken: vec![false; n],
            sccs: Vec::new(),
            scc_of: vec![0; n],
        };
        let mut taken = SecondaryMap::<Func, bool>::new();
        for (f, func) in m.funcs.iter() {
            cg.scan_function(m, f, func, &mut taken);
        }
        for g in m.globals.values() {
            if let Some(init) = g.init {
                mark_taken_in_constant(m, init, &mut taken);
            }
        }
        for f in m.funcs.keys() {
            if taken[f] {
                cg.is_address_taken[f.index()] = true;
                cg.address_taken.push(f);
            }
        }
        cg.sccs = tarjan_sccs(&cg.callees);
        for (i, scc) in cg.sccs.iter().enumerate() {
            for f in scc {
                cg.scc_of[f.index()] = i as u32;
            }
        }
        cg
    }

    /// Records the direct callees, indirect calls and address uses of one function.
    fn scan_function(&mut self, m: &Module, f: Func, func: &Function, taken: &mut SecondaryMap<Func, bool>) {
        for inst in func.layout.insts() {
            if let Some(call) = func.dfg.inst(inst).call_data() {
                match m.callee_func(func, call.callee) {
                    Some(callee) if m.funcs.is_valid(callee) => self.add_edge(f, callee),
                    _ => {
                        self.has_indirect[f.index()] = true;
                        mark_taken_in_value(m, func, call.callee, taken);
                    }
                }
                call.args.iter().chain(call.bundles.iter().flat_map(|b| b.args.iter())).for_each(|&a| {
                    mark_taken_in_value(m, func, a, taken);
                });
            } else {
                func.dfg.for_each_arg(inst, |a| mark_taken_in_value(m, func, a, taken));
            }
        }
    }

    /// Adds the edge `caller -> callee` once.
    fn add_edge(&mut self, caller: Func, callee: Func) {
        if !self.callees[caller.index()].contains(&callee) {
            self.callees[caller.index()].push(callee);
            self.callers[callee.index()].push(caller);
        }
    }

    /// Functions `f` calls directly, each once, in order of first call.
    pub fn callees(&self, f: Func) -> &[Func] {
        self.callees.get(f.index()).map_or(&[], |v| v.as_slice())
    }

    /// Functions calling `f` directly, each once, in function order.
    pub fn callers(&self, f: Func) -> &[Func] {
        self.callers.get(f.index()).map_or(&[], |v| v.as_slice())
    }

    /// True when `f` contains a call whose callee is not a function constant.
    pub fn has_indirect_calls(&self, f: Func) -> bool {
        self.has_indirect.get(f.index()).copied().unwrap_or(false)
    }

    /// True when `@f` is used other than as the callee of a call.
    pub fn is_address_taken(&self, f: Func) -> bool {
        self.is_address_taken.get(f.index()).copied().unwrap_or(false)
    }

    /// Every function whose address is taken, in function order.
    pub fn address_taken(&self) -> &[Func] {
        &self.address_taken
    }

    /// Strongly connected components of the direct-call graph, callees before callers; each
    /// SCC lists its functions in function order.
    pub fn sccs(&self) -> &[Vec<Func>] {
        &self.sccs
    }

    /// Index into `sccs()` of the component holding `f`.
    pub fn scc_index(&self, f: Func) -> Option<usize> {
        self.scc_of.get(f.index()).map(|&i| i as usize)
    }

    /// True when `f` can call itself through direct calls (its SCC has several functions, or
    /// it calls itself).
    pub fn is_recursive(&self, f: Func) -> bool {
        let Some(i) = self.scc_index(f) else { return false };
        self.sccs[i].len() > 1 || self.callees(f).contains(&f)
    }
}

/// Marks every function whose address appears in operand `v`.
fn mark_taken_in_value(m: &Module, func: &Function, v: Value, taken: &mut SecondaryMap<Func, bool>) {
    if let ValueDef::Const(c) = func.dfg.value_def(v) {
        mark_taken_in_constant(m, c, taken);
    }
}

/// Marks every function whose address appears in constant `c` (walking aggregates and
/// constant expressions without recursion).
fn mark_taken_in_constant(m: &Module, c: Constant, taken: &mut SecondaryMap<Func, bool>) {
    let mut stack = vec![c];
    while let Some(c) = stack.pop() {
        if !m.consts.contains(c) {
            continue;
        }
        match m.consts.data(c) {
            ConstData::FuncAddr { func, .. } => taken[*func] = true,
            ConstData::Aggregate { elems, .. } => stack.extend(elems.iter().copied()),
            ConstData::Expr(e) => stack.extend(e.operands.iter().copied()),
            _ => {}
        }
    }
}

/// Tarjan's SCC algorithm with an explicit stack; components come out callees first.
fn tarjan_sccs(succs: &[Vec<Func>]) -> Vec<Vec<Func>> {
    let n = succs.len();
    let mut index = vec![UNVISITED; n];
    let mut lowlink = vec![0u32; n];
    let mut on_stack = vec![false; n];
    let mut scc_stack: Vec<usize> = Vec::new();
    let mut sccs = Vec::new();
    let mut next_index = 0u32;
    for root in 0..n {
        if index[root] != UNVISITED {
            continue;
        }
        let mut call_stack: Vec<(usize, usize)> = vec![(root, 0)];
        index[root] = next_index;
        lowlink[root] = next_index;
        next_index += 1;
        scc_stack.push(root);
        on_stack[root] = true;
        while let Some(&mut (v, ref mut next)) = call_stack.last_mut() {
            if let Some(w) = succs[v].get(*next).map(|f| f.index()) {
                *next += 1;
                if index[w] == UNVISITED {
                    index[w] = next_index;
                    lowlink[w] = next_index;
                    next_index += 1;
                    scc_stack.push(w);
                    on_stack[w] = true;
                    call_stack.push((w, 0));
                } else if on_stack[w] {
                    lowlink[v] = lowlink[v].min(index[w]);
                }
                continue;
            }
            call_stack.pop();
            if let Some(&(parent, _)) = call_stack.last() {
                lowlink[parent] = lowlink[parent].min(lowlink[v]);
            }
            if lowlink[v] == index[v] {
                let mut scc = Vec::new();
                while let Some(w) = scc_stack.pop() {
                    on_stack[w] = false;
                    scc.push(Func::new(w));
                    if w == v {
                        break;
                    }
                }
                scc.sort();
                sccs.push(scc);
            }
        }
    }
    sccs
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pass::manager_tests::{func, parse};

    const SRC: &str = r#"
@table = global [1 x ptr] [ptr @leaf]

declare void @ext()

define void @leaf() {
entry:
  ret void
}

define void @a(i32 %n) {
entry:
  call void @b(i32 %n)
  call void @leaf()
  call void @leaf()
  ret void
}

define void @b(i32 %n) {
entry:
  call void @a(i32 %n)
  ret void
}

define void @self() {
entry:
  call void @self()
  ret void
}

define void @main(ptr %fp) {
entry:
  call void @a(i32 1)
  call void %fp()
  call void @ext()
  store ptr @self, ptr %fp
  ret void
}
"#;

    #[test]
    fn edges_callers_and_indirect_calls() {
        let m = parse(SRC);
        let cg = CallGraph::compute(&m);
        let [ext, leaf, a, b, slf, main] = ["ext", "leaf", "a", "b", "self", "main"].map(|n| func(&m, n));
        assert_eq!(cg.callees(a), &[b, leaf], "each callee once, in order of first call");
        assert_eq!(cg.callees(main), &[a, ext]);
        assert_eq!(cg.callers(a), &[b, main]);
        assert_eq!(cg.callers(leaf), &[a]);
        assert_eq!(cg.callees(ext), &[] as &[Func]);
        assert!(cg.has_indirect_calls(main));
        assert!(!cg.has_indirect_calls(a));
        assert_eq!(cg.callees(slf), &[slf]);
    }

    #[test]
    fn address_taken_through_stores_and_initializers() {
        let m = parse(SRC);
        let cg = CallGraph::compute(&m);
        let [leaf, a, slf] = ["leaf", "a", "self"].map(|n| func(&m, n));
        assert_eq!(cg.address_taken(), &[leaf, slf]);
        assert!(cg.is_address_taken(leaf), "in @table's initializer");
        assert!(cg.is_address_taken(slf), "stored to memory");
        assert!(!cg.is_address_taken(a), "only called directly");
    }

    #[test]
    fn sccs_come_bottom_up_with_mutual_recursion_together() {
        let m = parse(SRC);
        let cg = CallGraph::compute(&m);
        let [ext, leaf, a, b, slf, main] = ["ext", "leaf", "a", "b", "self", "main"].map(|n| func(&m, n));
        assert_eq!(cg.sccs(), &[vec![ext], vec![leaf], vec![a, b], vec![slf], vec![main]]);
        for caller in m.funcs.keys() {
            for &callee in cg.callees(caller) {
                assert!(cg.scc_index(callee) <= cg.scc_index(caller), "{callee} must come before {caller}");
            }
        }
        assert!(cg.is_recursive(a) && cg.is_recursive(b) && cg.is_recursive(slf));
        assert!(!cg.is_recursive(main) && !cg.is_recursive(leaf));
    }

    #[test]
    fn long_call_chain_does_not_recurse() {
        let mut src = String::new();
        let n = 5000;
        for i in 0..n {
            let call =
                if i + 1 < n { format!("  call void @f{}()\n", i + 1) } else { "  call void @f0()\n".to_string() };
            src.push_str(&format!("define void @f{i}() {{\nentry:\n{call}  ret void\n}}\n"));
        }
        let m = parse(&src);
        let cg = CallGraph::compute(&m);
        assert_eq!(cg.sccs().len(), 1, "one cycle through every function");
        assert_eq!(cg.sccs()[0].len(), n);
    }
}
