//! `coro-elide`: heap-allocation elision. When a split coroutine's ramp has been inlined into a
//! caller (its `coro.id` names the `NAME.resumers` table) and the handle is destroyed on every
//! path before the caller returns, the frame becomes an alloca of the caller: `coro.alloc` is
//! false (so the ramp skips its allocation and gives `coro.begin` null, and `coro.free` is null),
//! `coro.begin` is the alloca, and `coro.subfn.addr` on the handle names the functions directly
//! (`NAME.resume`; for destroy `NAME.cleanup`, which frees nothing). Requires coro-split and the
//! inliner; runs before coro-cleanup; preserves the CFG.
//!
//! The handle may be used only by the inlined ramp's own frame accesses (loads, stores into it,
//! address arithmetic on it), by `coro.subfn.addr`, and as the argument of the calls through
//! what `coro.subfn.addr` returns; anything else lets it escape, and the frame stays on the heap.

use super::{call_args, calls_of, const_int};
use crate::util::called_intrinsic;
use kiln_ir::attributes::Attr;
use kiln_ir::pass::{AnalysisManager, FunctionPass, Preserved};
use kiln_ir::{AttrKind, Block, ConstData, EntityRef, Func, Function, Inst, InstKind, Intrinsic, Module, Type, Value};

/// The `coro-elide` pass.
#[derive(Default)]
pub struct CoroElide {
    /// Frames moved to the stack by the last run.
    pub num_elided: usize,
}

impl FunctionPass for CoroElide {
    fn name(&self) -> &'static str {
        "coro-elide"
    }

    fn run(&mut self, m: &mut Module, fid: Func, _am: &mut AnalysisManager) -> Preserved {
        let ids: Vec<Inst> = calls_of(m, &m.funcs[fid], &[Intrinsic::CoroId]).into_iter().map(|c| c.0).collect();
        let mut changed = false;
        for id in ids {
            if elide(m, fid, id) {
                self.num_elided += 1;
                changed = true;
            }
        }
        if changed {
            Preserved::Cfg
        } else {
            Preserved::All
        }
    }
}

/// The split functions named by a `coro.id`'s resumers table, and the frame size and alignment
/// the resume function's parameter promises.
fn resumers(m: &Module, f: &Function, id: Inst) -> Option<([Func; 3], u64, u64)> {
    let table = call_args(f, id).get(3).copied()?;
    let g = match m.consts.data(f.dfg.value_const(table)?) {
        ConstData::GlobalAddr { global, .. } => *global,
        _ => return None,
    };
    let init = m.globals[g].init?;
    let ConstData::Aggregate { elems, .. } = m.consts.data(init) else { return None };
    let func = |k: usize| match m.consts.data(*elems.get(k)?) {
        ConstData::FuncAddr { func, .. } => Some(*func),
        _ => None,
    };
    let parts = [func(0)?, func(1)?, func(2)?];
    let attrs = m.attr_sets.get(m.funcs[parts[0]].attrs.param(0));
    let size = attrs.iter().find_map(|a| match a {
        Attr::Int(AttrKind::Dereferenceable, n) => Some(*n),
        _ => None,
    })?;
    let align = attrs.iter().find_map(|a| match a {
        Attr::Int(AttrKind::Align, n) => Some(*n),
        _ => None,
    })?;
    Some((parts, size, align))
}

fn elide(m: &mut Module, fid: Func, id: Inst) -> bool {
    let f = &m.funcs[fid];
    let Some((parts, size, align)) = resumers(m, f, id) else { return false };
    let Some(tok) = f.dfg.inst_result(id) else { return false };
    let users: Vec<Inst> = f.layout.insts().filter(|&i| f.dfg.inst_args(i).contains(&tok)).collect();
    let begin = users.iter().copied().find(|&i| called_intrinsic(m, f, i) == Some(Intrinsic::CoroBegin));
    let Some(begin) = begin else { return false };
    let Some(handle) = f.dfg.inst_result(begin) else { return false };
    let Some((subfns, destroys)) = handle_uses(m, f, handle) else { return false };
    if !destroyed_on_every_path(f, begin, &destroys) {
        return false;
    }
    // The frame on the caller's stack.
    let frame_ty = m.types.array(size, Type::I8);
    let f = &mut m.funcs[fid];
    let entry = f.layout.entry_block().expect("a body");
    let alloca = f
        .dfg
        .make_inst(InstKind::Alloca { ty: frame_ty, count: None, align: align as u32, addrspace: 0 }, Some(Type::PTR));
    f.layout.insert_inst(alloca, entry, 0);
    let frame = f.dfg.inst_result(alloca).expect("an alloca has a result");
    f.dfg.set_value_name(frame, Some("coro.frame".to_string()));
    let false_ = {
        let c = m.consts.int(Type::I1, 1, 0);
        m.funcs[fid].dfg.const_value(c, Type::I1)
    };
    let direct: Vec<Value> = parts
        .iter()
        .map(|&p| {
            let c = m.func_addr(p);
            m.funcs[fid].dfg.const_value(c, Type::PTR)
        })
        .collect();
    let allocs: Vec<Inst> = users
        .iter()
        .copied()
        .filter(|&u| called_intrinsic(m, &m.funcs[fid], u) == Some(Intrinsic::CoroAlloc))
        .collect();
    let f = &mut m.funcs[fid];
    for &u in &allocs {
        {
            if let Some(r) = f.dfg.inst_result(u) {
                crate::util::replace_all_uses(f, r, false_);
            }
            f.layout.remove_inst(u);
        }
    }
    crate::util::replace_all_uses(f, handle, frame);
    f.layout.remove_inst(begin);
    for (s, k) in subfns {
        let with = if k == 0 { direct[0] } else { direct[2] };
        if let Some(r) = f.dfg.inst_result(s) {
            crate::util::replace_all_uses(f, r, with);
        }
        f.layout.remove_inst(s);
    }
    true
}

/// The `coro.subfn.addr(handle, k)` calls with their `k`, and the calls of destroy functions
/// (`k` = 1) with the handle, when every use of the handle is one the frame may be elided with.
fn handle_uses(m: &Module, f: &Function, handle: Value) -> Option<(Vec<(Inst, u128)>, Vec<Inst>)> {
    let mut subfns = Vec::new();
    let mut derived = vec![handle];
    let mut k = 0;
    // Pointers derived from the handle by address arithmetic (the frame's fields).
    while k < derived.len() {
        let v = derived[k];
        k += 1;
        for i in f.layout.insts() {
            if !f.dfg.inst_args(i).contains(&v) {
                continue;
            }
            match f.dfg.inst(i) {
                InstKind::Load { .. } => {}
                InstKind::Store { args, .. } if args[0] != v => {}
                InstKind::Gep { .. } => derived.extend(f.dfg.inst_result(i)),
                InstKind::Call(c) => {
                    if called_intrinsic(m, f, i) == Some(Intrinsic::CoroSubfnAddr) && c.args[0] == v && v == handle {
                        subfns.push((i, const_int(m, f, c.args[1])?));
                    } else if called_intrinsic(m, f, i) == Some(Intrinsic::CoroFree)
                        || called_intrinsic(m, f, i) == Some(Intrinsic::CoroEnd)
                    {
                    } else if c.args.iter().all(|&a| a == handle) && c.callee != handle {
                        // A call through a coro.subfn.addr result, checked below.
                    } else {
                        return None;
                    }
                }
                _ => return None,
            }
        }
    }
    // Calls with the handle as argument must go through one of its subfn addresses.
    let subfn_results: Vec<(Value, u128)> =
        subfns.iter().filter_map(|&(i, k)| Some((f.dfg.inst_result(i)?, k))).collect();
    let mut destroys = Vec::new();
    for i in f.layout.insts() {
        let InstKind::Call(c) = f.dfg.inst(i) else { continue };
        if !c.args.contains(&handle) || called_intrinsic(m, f, i).is_some() {
            continue;
        }
        match subfn_results.iter().find(|s| s.0 == c.callee) {
            Some(&(_, 1)) => destroys.push(i),
            Some(_) => {}
            None => return None,
        }
    }
    Some((subfns, destroys))
}

/// True when every path from `begin` to a return of `f` passes one of the `destroys`.
fn destroyed_on_every_path(f: &Function, begin: Inst, destroys: &[Inst]) -> bool {
    let block_of = |i: Inst| f.layout.inst_block(i).expect("laid out");
    let pos = |i: Inst| f.layout.block_insts(block_of(i)).iter().position(|&x| x == i).unwrap();
    let start = block_of(begin);
    // Does the rest of `b` from position `from` destroy, or return first?
    let mut seen = vec![false; f.dfg.num_blocks()];
    let mut work: Vec<(Block, usize)> = vec![(start, pos(begin) + 1)];
    while let Some((b, from)) = work.pop() {
        let insts = f.layout.block_insts(b);
        if insts[from.min(insts.len())..].iter().any(|i| destroys.contains(i)) {
            continue;
        }
        if let Some(t) = f.terminator(b) {
            if matches!(f.dfg.inst(t), InstKind::Ret { .. }) {
                return false;
            }
        }
        for s in f.successors(b) {
            if !seen[s.index()] {
                seen[s.index()] = true;
                work.push((s, 0));
            }
        }
    }
    true
}
