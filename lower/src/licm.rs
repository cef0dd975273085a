//! `licm`: loop-invariant code motion. Hoists computations that give the same result on every
//! iteration to the loop's preheader, and sinks computations used only after the loop into its
//! exit blocks, innermost loops first so hoisted code can keep moving outward.
//!
//! **Hoisting** (loops with a preheader ending in `br`; blocks of the loop itself, not of nested
//! loops, in reverse post-order): an instruction whose operands are all defined outside the loop
//! (or were hoisted before it) moves to the end of the preheader when it is
//! - *speculatable*: arithmetic, compares, casts, `select`, `getelementptr`, vector and aggregate
//!   element operations, `freeze`, pure intrinsics (not the statepoint projections); division and
//!   remainder only by a constant that is neither 0 nor (signed) -1. Poison-generating flags stay:
//!   poison is harmless until used, and the uses stay where they were;
//! - or *guaranteed to execute* and free of effects: a division by a variable, a call of a
//!   `readnone`/`memory(none)` function that is `nounwind willreturn` (not `convergent`, no
//!   bundles). Guaranteed to execute means: its block dominates every exiting block and the
//!   latch, nothing before it in its block may fail to continue (a call that is not `nounwind
//!   willreturn`, an `invoke`, a volatile access), and the same holds for every loop block its
//!   block does not dominate, which must also hold no cycle (an inner loop might not end);
//! - or a **load** that is neither volatile nor atomic, from an invariant address that nothing in
//!   the loop may write (see the alias rules below), and that is guaranteed to execute or reads
//!   from an alloca or global that is large enough and aligned enough at a known offset. A load
//!   hoisted without being guaranteed to execute loses its UB-implying metadata (`!noundef`,
//!   `!nonnull`, `!range`, `!align`, `!dereferenceable(_or_null)`), as LLVM's
//!   `dropUBImplyingAttrsAndMetadata` does.
//!
//! **Alias rules** (sound and small): a pointer is decomposed through constant-index GEPs (in
//! instructions and constant expressions) into an underlying object and a byte offset. Distinct
//! allocas, globals and `noalias` arguments do not alias; an alloca whose address never escapes
//! (used only as the address of loads and stores, through GEPs, and by lifetime markers) does not
//! alias any other pointer, and no call can write it; two accesses of one object at known
//! offsets alias when their byte ranges overlap. Anything else may alias. Writers in the loop:
//! stores, volatile loads, `atomicrmw`, `cmpxchg`, `va_arg` (at their address), lifetime markers
//! (the whole object), and, writing anything but non-escaping allocas: fences, accesses ordered
//! more strongly than `monotonic`, and calls other than pure intrinsics and `readnone`/`readonly`/
//! `memory(read)`-style calls without bundles.
//!
//! **Sinking** (before hoisting, as LLVM does; needs LCSSA phis to act on): an instruction without
//! effects or memory access whose every use is an exit-block phi taking it from every predecessor
//! (LCSSA form makes this the shape of "used only after the loop") is copied into each such exit
//! block (`<name>.le`, as LLVM names it) and deleted from the loop; its operands defined in the loop
//! reach the copy through new LCSSA phis, so chains sink one after the other. Exits that are
//! landing pads or have predecessors outside the loop are not sunk into. Sinking is always done
//! when legal: the copy runs once per exit instead of once per iteration. Computing it in the exit
//! is safe even for divisions: the last iteration computed it with the same operands.
//!
//! Differences from LLVM 19 (`opt-19 -passes='loop-mssa(licm)'`): no scalar promotion of memory
//! (stores stay in the loop), no hoisting of `readonly` calls, and no alias analysis beyond the
//! rules above (no TBAA). Like LLVM, `llvm.loop.disable_nonforced` does not stop LICM (verified)
//! but `llvm.licm.disable` does.
//!
//! Requires a preheader for hoisting (run `loop-simplify` first; loops without one are not
//! hoisted from) and keeps LCSSA form. Preserves the CFG (returns `Preserved::Cfg` when it moved
//! something, `All` otherwise).

use crate::loops::lcssa::{use_sites, UseSite};
use crate::loops::simplify::{defined_in, insertion_index, is_landing_pad, loop_md, make_phi, phis_of};
use crate::util::{call_attr_sets, call_has, called_intrinsic, is_pure_intrinsic, only_reads, readnone};
use kiln_ir::attributes::AttrKind;
use kiln_ir::clone::NameSet;
use kiln_ir::constant::{ConstData, Constant};
use kiln_ir::domtree::DomTree;
use kiln_ir::entity::EntityRef;
use kiln_ir::instructions::{AtomicOrdering, InstFlags, InstKind, Opcode};
use kiln_ir::metadata::{MdBody, MdOperand};
use kiln_ir::pass::{AnalysisManager, FunctionPass, Loop, LoopInfo, Preserved};
use kiln_ir::types::{TypeData, TypeStore};
use kiln_ir::uses::UseLists;
use kiln_ir::{Block, Func, Function, GlobalVar, Inst, Intrinsic, Linkage, Module, Type, Value, ValueDef};
use std::collections::HashMap;

/// The `licm` pass.
#[derive(Default)]
pub struct Licm {
    /// Instructions hoisted by the last run.
    pub hoisted: usize,
    /// Instructions sunk by the last run.
    pub sunk: usize,
}

impl FunctionPass for Licm {
    fn name(&self) -> &'static str {
        "licm"
    }

    fn run(&mut self, m: &mut Module, f: Func, am: &mut AnalysisManager) -> Preserved {
        if am.loop_info(m, f).num_loops() == 0 {
            (self.hoisted, self.sunk) = (0, 0);
            return Preserved::All;
        }
        let li = am.loop_info(m, f).clone();
        let stats = licm_with(m, f, &li);
        (self.hoisted, self.sunk) = (stats.hoisted, stats.sunk);
        if stats.hoisted + stats.sunk == 0 {
            Preserved::All
        } else {
            Preserved::Cfg
        }
    }
}

/// What one run moved.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct LicmStats {
    /// Instructions moved to a preheader.
    pub hoisted: usize,
    /// Instructions moved (copied) into exit blocks.
    pub sunk: usize,
}

/// Runs LICM on every loop of `f`, innermost first.
pub fn licm(m: &mut Module, f: Func) -> LicmStats {
    let li = LoopInfo::compute(&m.funcs[f]);
    licm_with(m, f, &li)
}

/// Runs LICM on the loops `li` (the loop info of `f`, which LICM keeps valid) describes.
pub fn licm_with(m: &mut Module, f: Func, li: &LoopInfo) -> LicmStats {
    let mut stats = LicmStats::default();
    if li.num_loops() == 0 {
        return stats;
    }
    let dt = DomTree::compute(&m.funcs[f]);
    let mut users = Users::new(&m.funcs[f]);
    let escaping = escaping_allocas(m, &m.funcs[f], &users.lists);
    let mut names = NameSet::of(&m.funcs[f]);
    for l in li.innermost_first() {
        if licm_disabled(m, &m.funcs[f], li, l) {
            continue;
        }
        stats.sunk += sink_loop(m, f, li, l, &mut users, &mut names);
        let mem = LoopMemory::of(m, &m.funcs[f], li, l);
        let mut exec = Exec::new(li, l);
        stats.hoisted += hoist_loop(m, f, li, l, &dt, &mem, &escaping, &mut exec);
    }
    stats
}

/// True when the loop's LoopID carries `llvm.licm.disable`.
fn licm_disabled(m: &Module, func: &Function, li: &LoopInfo, l: Loop) -> bool {
    let Some(id) = li.data(l).latches.iter().find_map(|&b| func.terminator(b).and_then(|t| loop_md(func, t))) else {
        return false;
    };
    let Some(MdBody::Tuple(ops)) = &m.metadata.nodes[id].body else { return false };
    ops.iter().any(|op| {
        let MdOperand::Node(n) = op else { return false };
        let Some(MdBody::Tuple(attr)) = &m.metadata.nodes[*n].body else { return false };
        let named = matches!(attr.first(), Some(MdOperand::Str(s)) if s == b"llvm.licm.disable");
        let off = matches!(attr.get(1), Some(MdOperand::Const(c)) if matches!(m.consts.data(*c), ConstData::Int { value: 0, .. }));
        named && !off
    })
}

// ---- use lists ---------------------------------------------------------------------------------

/// User lists computed once per run, plus the users sinking added since (phis and copies it
/// created); stale entries are filtered when asked.
struct Users {
    lists: UseLists,
    extra: HashMap<Value, Vec<Inst>>,
}

impl Users {
    fn new(func: &Function) -> Users {
        Users { lists: UseLists::compute(func), extra: HashMap::new() }
    }

    /// True when an instruction in a block `inside` accepts uses `v` now (a cheap test that
    /// answers most candidates before their use sites are listed).
    fn used_inside(&self, func: &Function, v: Value, inside: &dyn Fn(Block) -> bool) -> bool {
        let extra = self.extra.get(&v).map_or(&[][..], |x| &x[..]);
        self.lists.users(v).iter().chain(extra).any(|&u| {
            func.layout.inst_block(u).is_some_and(|b| inside(b)) && {
                let mut uses = false;
                func.dfg.for_each_arg(u, |a| uses |= a == v);
                uses
            }
        })
    }

    /// Every current use of `v`.
    fn sites(&self, func: &Function, v: Value) -> Vec<UseSite> {
        let mut all: Vec<Inst> = self.lists.users(v).to_vec();
        if let Some(more) = self.extra.get(&v) {
            all.extend_from_slice(more);
        }
        use_sites(func, &all, v)
    }

    fn add(&mut self, v: Value, user: Inst) {
        self.extra.entry(v).or_default().push(user);
    }
}

// ---- sinking -----------------------------------------------------------------------------------

/// True for instructions sinking may copy: no effects, no memory access, not a phi.
fn sinkable_kind(m: &Module, func: &Function, i: Inst) -> bool {
    crate::loops::rotate::is_pure_value_op(m, func, i)
}

/// Sinks what loop `l` computes only for its exits; returns how many instructions moved.
fn sink_loop(m: &mut Module, f: Func, li: &LoopInfo, l: Loop, users: &mut Users, names: &mut NameSet) -> usize {
    let inside = |b: Block| li.contains(l, b);
    let own: Vec<Block> = li.data(l).blocks.iter().copied().filter(|&b| li.innermost_loop(b) == Some(l)).collect();
    let mut sunk = 0;
    // Sinking copies instructions; the CFG does not change.
    let preds = m.funcs[f].predecessors();
    for &b in own.iter().rev() {
        let insts: Vec<Inst> = m.funcs[f].layout.block_insts(b).to_vec();
        for &i in insts.iter().rev() {
            let func = &m.funcs[f];
            if func.layout.inst_block(i) != Some(b) || !sinkable_kind(m, func, i) {
                continue;
            }
            let Some(v) = func.dfg.inst_result(i) else { continue };
            if func.dfg.value_type(v) == Type::TOKEN {
                continue;
            }
            let Some(phis) = exit_phis_of(func, users, &preds, v, &inside) else { continue };
            let func = &mut m.funcs[f];
            sink_into_exits(func, users, names, i, v, &phis, &inside);
            sunk += 1;
        }
    }
    sunk
}

/// The exit-block phis that are `v`'s only users, when every use of `v` is an entry of such a
/// phi, each of whose entries is `v` from a loop block, in an exit block that is not a landing
/// pad and whose predecessors are all in the loop.
fn exit_phis_of(
    func: &Function,
    users: &Users,
    preds: &kiln_ir::SecondaryMap<Block, Vec<Block>>,
    v: Value,
    inside: &dyn Fn(Block) -> bool,
) -> Option<Vec<Inst>> {
    if users.used_inside(func, v, inside) {
        return None;
    }
    let sites = users.sites(func, v);
    if sites.is_empty() {
        return None;
    }
    let mut phis: Vec<Inst> = Vec::new();
    for s in sites {
        let UseSite::PhiEntry(phi, _) = s else { return None };
        if phis.contains(&phi) {
            continue;
        }
        let e = func.layout.inst_block(phi)?;
        if inside(e) || is_landing_pad(func, e) || !preds[e].iter().all(|&p| inside(p)) {
            return None;
        }
        if !func.dfg.phi_incoming(phi).all(|(x, p)| x == v && inside(p)) {
            return None;
        }
        phis.push(phi);
    }
    Some(phis)
}

/// Copies `i` (result `v`) into the blocks of the exit phis `phis`, which the copies replace,
/// and deletes `i`.
fn sink_into_exits(
    func: &mut Function,
    users: &mut Users,
    names: &mut NameSet,
    i: Inst,
    v: Value,
    phis: &[Inst],
    inside: &dyn Fn(Block) -> bool,
) {
    let mut done: Vec<(Block, Value)> = Vec::new();
    for &phi in phis {
        let e = func.layout.inst_block(phi).expect("an exit phi is laid out");
        let copy_val = match done.iter().find(|d| d.0 == e) {
            Some(&(_, c)) => c,
            None => {
                let c = copy_into_exit(func, users, names, i, v, e, phi, inside);
                done.push((e, c));
                c
            }
        };
        let pv = func.dfg.inst_result(phi).expect("a phi has a result");
        for site in users.sites(func, pv) {
            site.replace(func, pv, copy_val);
            let (UseSite::Inst(u) | UseSite::PhiEntry(u, _)) = site;
            users.add(copy_val, u);
        }
        func.layout.remove_inst(phi);
    }
    func.layout.remove_inst(i);
}

/// A copy of `i` at the top of exit block `e` (after its phis), with operands defined in the
/// loop taken through new LCSSA phis whose predecessors are those of `like`.
#[allow(clippy::too_many_arguments)]
fn copy_into_exit(
    func: &mut Function,
    users: &mut Users,
    names: &mut NameSet,
    i: Inst,
    v: Value,
    e: Block,
    like: Inst,
    inside: &dyn Fn(Block) -> bool,
) -> Value {
    let kind = duplicate_kind(func, i);
    let ty = func.dfg.value_type(v);
    let copy = func.dfg.make_inst(kind, Some(ty));
    let pos = insertion_index(func, e);
    func.layout.insert_inst(copy, e, pos);
    func.inst_srclocs[copy] = func.inst_srclocs[i];
    if let Some(md) = func.inst_metadata.get(&i).cloned() {
        func.inst_metadata.insert(copy, md);
    }
    let copy_val = func.dfg.inst_result(copy).expect("sunk instructions have results");
    let base = func.dfg.value_name(v).unwrap_or("").to_string();
    let fresh = names.fresh_value(&format!("{base}.le"));
    func.dfg.set_value_name(copy_val, Some(fresh));
    let preds: Vec<Block> = func.dfg.phi_incoming(like).map(|e| e.1).collect();
    let mut operand_phis: Vec<(Value, Value)> = Vec::new();
    for x in func.dfg.inst_args(copy) {
        if !defined_in(func, x, inside) {
            // Used directly: the copy is a user of `x` now (an outer loop must not sink `x`
            // away from under it).
            users.add(x, copy);
            continue;
        }
        if operand_phis.iter().any(|o| o.0 == x) {
            continue;
        }
        let xty = func.dfg.value_type(x);
        let entries: Vec<(Value, Block)> = preds.iter().map(|&p| (x, p)).collect();
        let phi = make_phi(func, xty, &entries);
        let at = phis_of(func, e).len();
        func.layout.insert_inst(phi, e, at);
        let pv = func.dfg.inst_result(phi).expect("a phi has a result");
        let name = format!("{}.lcssa", func.dfg.value_name(x).unwrap_or(""));
        let fresh = names.fresh_value(&name);
        func.dfg.set_value_name(pv, Some(fresh));
        users.add(x, phi);
        users.add(pv, copy);
        operand_phis.push((x, pv));
    }
    func.dfg.map_args(copy, |x| operand_phis.iter().find(|o| o.0 == x).map_or(x, |o| o.1));
    copy_val
}

/// The payload of `i` with its pooled lists copied, so the copy can be changed alone.
fn duplicate_kind(func: &mut Function, i: Inst) -> InstKind {
    let mut kind = func.dfg.inst(i).clone();
    match &mut kind {
        InstKind::Gep { args, .. } => {
            let vals = func.dfg.values_of(*args).to_vec();
            *args = func.dfg.make_value_list(&vals);
        }
        InstKind::ExtractValue { indices, .. } | InstKind::InsertValue { indices, .. } => {
            let imms = func.dfg.imms_of(*indices).to_vec();
            *indices = func.dfg.make_imm_list(&imms);
        }
        InstKind::ShuffleVector { mask, .. } => {
            let imms = func.dfg.imms_of(*mask).to_vec();
            *mask = func.dfg.make_imm_list(&imms);
        }
        _ => {}
    }
    kind
}

// ---- hoisting ----------------------------------------------------------------------------------

/// How an instruction may leave the loop, apart from its operands being invariant.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Motion {
    /// Anywhere: it cannot trap or have an effect.
    Speculatable,
    /// Only when guaranteed to execute: it may trap but has no effect.
    IfExecuted,
    /// A load (see `load_motion`).
    Load,
    /// Never.
    Stays,
}

/// How `i` may move.
fn motion(m: &Module, func: &Function, i: Inst) -> Motion {
    match func.dfg.inst(i) {
        InstKind::Binary { op: Opcode::UDiv | Opcode::URem, args: [_, d], .. } => {
            if const_int(m, func, *d).is_some_and(|(_, v)| v != 0) {
                Motion::Speculatable
            } else {
                Motion::IfExecuted
            }
        }
        InstKind::Binary { op: Opcode::SDiv | Opcode::SRem, args: [_, d], .. } => {
            let all_ones = |bits: u32, v: u128| bits > 0 && v == u128::MAX >> (128 - bits.min(128));
            if const_int(m, func, *d).is_some_and(|(bits, v)| v != 0 && !all_ones(bits, v)) {
                Motion::Speculatable
            } else {
                Motion::IfExecuted
            }
        }
        _ if sinkable_kind(m, func, i) => Motion::Speculatable,
        InstKind::Call(c) if c.bundles.is_empty() => {
            if called_intrinsic(m, func, i).is_none() && call_has(m, func, i, readnone) {
                let sets = call_attr_sets(m, func, i);
                let has = |k: AttrKind| sets.iter().any(|&s| m.attr_sets.has(s, k));
                if has(AttrKind::Convergent) || !has(AttrKind::NoUnwind) || !has(AttrKind::WillReturn) {
                    Motion::Stays
                } else {
                    Motion::IfExecuted
                }
            } else {
                Motion::Stays
            }
        }
        InstKind::Load { flags, atomic, .. } if !flags.contains(InstFlags::VOLATILE) && !atomic.is_atomic() => {
            Motion::Load
        }
        _ => Motion::Stays,
    }
}

/// The width and bits of `v` when it is an integer constant.
fn const_int(m: &Module, func: &Function, v: Value) -> Option<(u32, u128)> {
    let c = func.dfg.value_const(v).filter(|&c| m.consts.contains(c))?;
    match m.consts.data(c) {
        ConstData::Int { ty, value } => Some((m.types.int_bits(*ty)?, *value)),
        _ => None,
    }
}

/// Moves what may leave loop `l` to its preheader; returns how many instructions moved.
#[allow(clippy::too_many_arguments)]
fn hoist_loop(
    m: &mut Module,
    f: Func,
    li: &LoopInfo,
    l: Loop,
    dt: &DomTree,
    mem: &LoopMemory,
    escaping: &[bool],
    exec: &mut Exec,
) -> usize {
    let Some(pre) = li.data(l).preheader else { return 0 };
    let Some(pbr) = m.funcs[f].terminator(pre).filter(|&t| matches!(m.funcs[f].dfg.inst(t), InstKind::Br { .. }))
    else {
        return 0;
    };
    let inside = |b: Block| li.contains(l, b);
    let own: Vec<Block> = li.data(l).blocks.iter().copied().filter(|&b| li.innermost_loop(b) == Some(l)).collect();
    let mut hoisted = 0;
    for &b in &own {
        let insts: Vec<Inst> = m.funcs[f].layout.block_insts(b).to_vec();
        for &i in &insts {
            let func = &m.funcs[f];
            let mut invariant = true;
            func.dfg.for_each_arg(i, |v| invariant &= !defined_in(func, v, &inside));
            if !invariant || func.dfg.inst_result(i).is_none() {
                continue;
            }
            let (go, speculative) = match motion(m, func, i) {
                Motion::Speculatable => (true, false),
                Motion::IfExecuted => (exec.guaranteed(m, func, dt, i), false),
                Motion::Load => load_motion(m, func, dt, i, mem, escaping, exec),
                Motion::Stays => (false, false),
            };
            if !go {
                continue;
            }
            let func = &mut m.funcs[f];
            func.layout.remove_inst(i);
            func.layout.insert_inst_before(i, pbr);
            if speculative {
                drop_ub_metadata(func, i);
            }
            hoisted += 1;
        }
    }
    hoisted
}

/// Whether load `i` may be hoisted, and whether it would then run where it did not before.
fn load_motion(
    m: &Module,
    func: &Function,
    dt: &DomTree,
    i: Inst,
    mem: &LoopMemory,
    escaping: &[bool],
    exec: &mut Exec,
) -> (bool, bool) {
    let InstKind::Load { ptr, align, .. } = *func.dfg.inst(i) else { return (false, false) };
    let Some(ty) = func.dfg.inst_result(i).map(|v| func.dfg.value_type(v)) else { return (false, false) };
    if !m.types.is_sized(ty) {
        return (false, false);
    }
    let size = m.types.store_size(ty);
    let loc = Loc::of(m, func, ptr, Some(size));
    if mem.clobbers(&loc, escaping) {
        return (false, false);
    }
    if exec.guaranteed(m, func, dt, i) {
        return (true, false);
    }
    let align = if align == 0 { m.types.abi_align(ty) } else { u64::from(align) };
    (dereferenceable(m, func, &loc, size, align), true)
}

/// Removes the metadata that makes a speculated load's unexpected value undefined behaviour.
fn drop_ub_metadata(func: &mut Function, i: Inst) {
    const UB: [&str; 6] = ["noundef", "nonnull", "range", "align", "dereferenceable", "dereferenceable_or_null"];
    if let Some(list) = func.inst_metadata.get_mut(&i) {
        list.retain(|a| !UB.contains(&a.kind.as_str()));
        if list.is_empty() {
            func.inst_metadata.remove(&i);
        }
    }
}

/// "Guaranteed to execute" for the instructions of one loop, with a per-block cache.
struct Exec {
    blocks: Vec<Block>,
    must_reach: Vec<Block>,
    header: Block,
    cache: HashMap<Block, bool>,
}

impl Exec {
    fn new(li: &LoopInfo, l: Loop) -> Exec {
        let d = li.data(l);
        let mut must_reach = d.exiting.clone();
        must_reach.extend(d.latches.iter().copied().filter(|b| !d.exiting.contains(b)));
        Exec { blocks: d.blocks.clone(), must_reach, header: d.header, cache: HashMap::new() }
    }

    /// True when `i` runs whenever the loop is entered, before the loop can be left (see the
    /// module comment).
    fn guaranteed(&mut self, m: &Module, func: &Function, dt: &DomTree, i: Inst) -> bool {
        let Some(b) = func.layout.inst_block(i) else { return false };
        let before = func.layout.block_insts(b).iter().take_while(|&&x| x != i);
        if !before.copied().collect::<Vec<_>>().into_iter().all(|x| transfers(m, func, x)) {
            return false;
        }
        if let Some(&known) = self.cache.get(&b) {
            return known;
        }
        let ok = self.block_guaranteed(m, func, dt, b);
        self.cache.insert(b, ok);
        ok
    }

    fn block_guaranteed(&self, m: &Module, func: &Function, dt: &DomTree, b: Block) -> bool {
        if !self.must_reach.iter().all(|&x| dt.dominates(b, x)) {
            return false;
        }
        // The loop blocks that may run before `b` in the first iteration.
        let before: Vec<Block> = self.blocks.iter().copied().filter(|&x| !dt.dominates(b, x)).collect();
        if before.iter().any(|&x| !func.layout.block_insts(x).iter().all(|&i| transfers(m, func, i))) {
            return false;
        }
        // No cycle among them (Kahn's algorithm); edges into the header are back edges from
        // latches, which `b` dominates, so they are not among them.
        let mut indegree: HashMap<Block, usize> = before.iter().map(|&x| (x, 0)).collect();
        for &x in &before {
            for s in func.successors(x) {
                if s != self.header {
                    if let Some(d) = indegree.get_mut(&s) {
                        *d += 1;
                    }
                }
            }
        }
        let mut ready: Vec<Block> = before.iter().copied().filter(|x| indegree[x] == 0).collect();
        let mut seen = 0;
        while let Some(x) = ready.pop() {
            seen += 1;
            for s in func.successors(x) {
                if s == self.header {
                    continue;
                }
                if let Some(d) = indegree.get_mut(&s) {
                    *d -= 1;
                    if *d == 0 {
                        ready.push(s);
                    }
                }
            }
        }
        seen == before.len()
    }
}

/// True when `i` is sure to pass control to the next instruction (or its successor block): not
/// a call that may unwind or not return, not an `invoke`, not a volatile access.
fn transfers(m: &Module, func: &Function, i: Inst) -> bool {
    match func.dfg.inst(i) {
        InstKind::Call(_) => {
            if let Some(x) = called_intrinsic(m, func, i) {
                if is_pure_intrinsic(x)
                    || matches!(
                        x,
                        Intrinsic::LifetimeStart | Intrinsic::LifetimeEnd | Intrinsic::Assume | Intrinsic::Donothing
                    )
                {
                    return true;
                }
            }
            let sets = call_attr_sets(m, func, i);
            let has = |k: AttrKind| sets.iter().any(|&s| m.attr_sets.has(s, k));
            has(AttrKind::NoUnwind) && has(AttrKind::WillReturn) && !has(AttrKind::NoReturn)
        }
        InstKind::Invoke(_) => false,
        InstKind::Load { flags, .. } | InstKind::Store { flags, .. } => !flags.contains(InstFlags::VOLATILE),
        InstKind::AtomicRmw { flags, .. } | InstKind::CmpXchg { flags, .. } => !flags.contains(InstFlags::VOLATILE),
        _ => true,
    }
}

// ---- memory ------------------------------------------------------------------------------------

/// The object a pointer points into.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Object {
    /// An `alloca`.
    Alloca(Inst),
    /// A global variable.
    Global(GlobalVar),
    /// A `noalias` parameter.
    NoAliasArg(Value),
    /// Something else, named by the value it was reached from.
    Unknown(Value),
    /// A constant that is no global address.
    UnknownConst(Constant),
}

impl Object {
    fn is_identified(self) -> bool {
        matches!(self, Object::Alloca(_) | Object::Global(_) | Object::NoAliasArg(_))
    }
}

/// A memory location: an object, a byte offset into it (if known) and a size (if known).
#[derive(Copy, Clone, Debug)]
struct Loc {
    object: Object,
    offset: Option<i64>,
    size: Option<u64>,
}

impl Loc {
    /// The location `size` bytes at `ptr`.
    fn of(m: &Module, func: &Function, ptr: Value, size: Option<u64>) -> Loc {
        let mut v = ptr;
        let mut offset = Some(0i64);
        for _ in 0..64 {
            match func.dfg.value_def(v) {
                ValueDef::Inst(i) => match func.dfg.inst(i) {
                    InstKind::Gep { source_ty, args, .. } => {
                        let args = func.dfg.values_of(*args);
                        let idx: Option<Vec<(u32, u128)>> = args[1..].iter().map(|&x| const_int(m, func, x)).collect();
                        offset = match (offset, idx.and_then(|idx| gep_offset(&m.types, *source_ty, &idx))) {
                            (Some(a), Some(b)) => Some(a.wrapping_add(b)),
                            _ => None,
                        };
                        v = args[0];
                    }
                    InstKind::Alloca { .. } => return Loc { object: Object::Alloca(i), offset, size },
                    _ => return Loc { object: Object::Unknown(v), offset, size },
                },
                ValueDef::Param(n) => {
                    let noalias = m.attr_sets.has(func.attrs.param(n as usize), AttrKind::NoAlias);
                    let object = if noalias { Object::NoAliasArg(v) } else { Object::Unknown(v) };
                    return Loc { object, offset, size };
                }
                ValueDef::Const(c) => return const_loc(m, c, offset, size),
                _ => return Loc { object: Object::Unknown(v), offset, size },
            }
        }
        Loc { object: Object::Unknown(v), offset: None, size }
    }

    /// True when the two locations may overlap.
    fn may_alias(&self, other: &Loc, escaping: &[bool]) -> bool {
        if self.object == other.object {
            return match (self.offset, self.size, other.offset, other.size) {
                (Some(a), Some(sa), Some(b), Some(sb)) => {
                    let (a, b) = (i128::from(a), i128::from(b));
                    a < b + i128::from(sb) && b < a + i128::from(sa)
                }
                _ => true,
            };
        }
        if self.object.is_identified() && other.object.is_identified() {
            return false;
        }
        !(is_private(self.object, escaping) || is_private(other.object, escaping))
    }
}

/// True for an alloca whose address never escapes.
fn is_private(o: Object, escaping: &[bool]) -> bool {
    matches!(o, Object::Alloca(i) if !escaping.get(i.index()).copied().unwrap_or(true))
}

/// The location of a constant pointer (a global, or a constant-index GEP of one).
fn const_loc(m: &Module, c: Constant, offset: Option<i64>, size: Option<u64>) -> Loc {
    let mut c = c;
    let mut offset = offset;
    for _ in 0..64 {
        match m.consts.data(c) {
            ConstData::GlobalAddr { global, .. } => return Loc { object: Object::Global(*global), offset, size },
            ConstData::Expr(e) if e.opcode == Opcode::GetElementPtr && !e.operands.is_empty() => {
                let idx: Option<Vec<(u32, u128)>> = e.operands[1..]
                    .iter()
                    .map(|&k| match m.consts.data(k) {
                        ConstData::Int { ty, value } => Some((m.types.int_bits(*ty)?, *value)),
                        _ => None,
                    })
                    .collect();
                let here = e.source_ty.zip(idx).and_then(|(ty, idx)| gep_offset(&m.types, ty, &idx));
                offset = match (offset, here) {
                    (Some(a), Some(b)) => Some(a.wrapping_add(b)),
                    _ => None,
                };
                c = e.operands[0];
            }
            _ => break,
        }
    }
    Loc { object: Object::UnknownConst(c), offset, size }
}

/// The byte offset of a GEP over `source_ty` with constant indices `(width, bits)`.
fn gep_offset(types: &TypeStore, source_ty: Type, idx: &[(u32, u128)]) -> Option<i64> {
    let signed = |(bits, v): (u32, u128)| -> i64 {
        let bits = bits.clamp(1, 128);
        let shift = 128 - bits;
        (((v << shift) as i128) >> shift) as i64
    };
    let mut off: i64 = 0;
    let mut cur = source_ty;
    for (k, &i) in idx.iter().enumerate() {
        let i = signed(i);
        if k == 0 {
            off = off.wrapping_add(i.wrapping_mul(types.alloc_size(cur) as i64));
            continue;
        }
        match types.data(cur) {
            TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => {
                let e = *elem;
                off = off.wrapping_add(i.wrapping_mul(types.alloc_size(e) as i64));
                cur = e;
            }
            _ => {
                let layout = types.struct_layout(cur)?;
                off = off.wrapping_add(*layout.offsets.get(usize::try_from(i).ok()?)? as i64);
                cur = types.element_at(cur, i as u64)?;
            }
        }
    }
    Some(off)
}

/// True when `size` bytes at `loc` can be read anywhere in the function: inside an alloca or
/// global of known size, at a known offset, aligned to `align`.
fn dereferenceable(m: &Module, func: &Function, loc: &Loc, size: u64, align: u64) -> bool {
    let Some(off) = loc.offset.filter(|&o| o >= 0) else { return false };
    let (object_size, object_align) = match loc.object {
        Object::Alloca(i) => match func.dfg.inst(i) {
            InstKind::Alloca { ty, count, align, .. } => {
                let one = count.is_none_or(|c| const_int(m, func, c).is_some_and(|(_, v)| v == 1));
                if !one || !m.types.is_sized(*ty) {
                    return false;
                }
                let a = if *align == 0 { m.types.abi_align(*ty) } else { u64::from(*align) };
                (m.types.alloc_size(*ty), a)
            }
            _ => return false,
        },
        Object::Global(g) => {
            let g = &m.globals[g];
            if g.sym.linkage == Linkage::ExternWeak || !m.types.is_sized(g.value_ty) {
                return false;
            }
            let a = if g.sym.align == 0 { m.types.abi_align(g.value_ty) } else { u64::from(g.sym.align) };
            (m.types.store_size(g.value_ty), a)
        }
        _ => return false,
    };
    let off = off as u64;
    off.checked_add(size).is_some_and(|end| end <= object_size) && align <= object_align && off % align.max(1) == 0
}

/// What the instructions of a loop may write.
struct LoopMemory {
    /// Locations written.
    writes: Vec<Loc>,
    /// Something writes (or orders) memory other than private allocas.
    writes_all: bool,
}

impl LoopMemory {
    fn of(m: &Module, func: &Function, li: &LoopInfo, l: Loop) -> LoopMemory {
        let mut mem = LoopMemory { writes: Vec::new(), writes_all: false };
        for &b in &li.data(l).blocks {
            for &i in func.layout.block_insts(b) {
                mem.add(m, func, i);
            }
        }
        mem
    }

    fn add(&mut self, m: &Module, func: &Function, i: Inst) {
        let size_of = |v: Value| {
            let ty = func.dfg.value_type(v);
            m.types.is_sized(ty).then(|| m.types.store_size(ty))
        };
        let strong = |o: AtomicOrdering| o > AtomicOrdering::Monotonic;
        match func.dfg.inst(i) {
            InstKind::Store { args: [v, p], atomic, .. } => {
                if strong(atomic.ordering) {
                    self.writes_all = true;
                }
                self.writes.push(Loc::of(m, func, *p, size_of(*v)));
            }
            InstKind::Load { flags, ptr, atomic, .. } => {
                if atomic.ordering > AtomicOrdering::Monotonic {
                    self.writes_all = true;
                } else if flags.contains(InstFlags::VOLATILE) {
                    let size = func.dfg.inst_result(i).and_then(size_of);
                    self.writes.push(Loc::of(m, func, *ptr, size));
                }
            }
            InstKind::AtomicRmw { args: [p, _], atomic, .. } | InstKind::CmpXchg { args: [p, _, _], atomic, .. } => {
                if strong(atomic.ordering) {
                    self.writes_all = true;
                }
                self.writes.push(Loc::of(m, func, *p, None));
            }
            InstKind::Fence { .. } => self.writes_all = true,
            InstKind::VaArg { arg } => self.writes.push(Loc::of(m, func, *arg, None)),
            InstKind::Call(c) => {
                let intr = called_intrinsic(m, func, i);
                match intr {
                    Some(Intrinsic::LifetimeStart | Intrinsic::LifetimeEnd) if c.args.len() == 2 => {
                        let mut loc = Loc::of(m, func, c.args[1], None);
                        loc.offset = None;
                        self.writes.push(loc);
                    }
                    Some(x) if is_pure_intrinsic(x) => {}
                    Some(Intrinsic::Assume | Intrinsic::Donothing) => {}
                    _ if c.bundles.is_empty() && call_has(m, func, i, only_reads) => {}
                    _ => self.writes_all = true,
                }
            }
            InstKind::Invoke(_) => {
                if !call_has(m, func, i, only_reads) {
                    self.writes_all = true;
                }
            }
            _ => {}
        }
    }

    /// True when something in the loop may write `loc`.
    fn clobbers(&self, loc: &Loc, escaping: &[bool]) -> bool {
        (self.writes_all && !is_private(loc.object, escaping)) || self.writes.iter().any(|w| w.may_alias(loc, escaping))
    }
}

/// For each instruction (by index), whether it is an alloca whose address escapes: is used
/// other than as the address of a load or store, through GEPs, or by a lifetime marker. Other
/// instructions are marked escaping.
fn escaping_allocas(m: &Module, func: &Function, uses: &UseLists) -> Vec<bool> {
    let mut escaping = vec![true; func.dfg.num_insts()];
    for b in func.layout.blocks() {
        for &a in func.layout.block_insts(*b) {
            if !matches!(func.dfg.inst(a), InstKind::Alloca { .. }) {
                continue;
            }
            let Some(root) = func.dfg.inst_result(a) else { continue };
            let mut work = vec![root];
            let mut escapes = false;
            while let Some(p) = work.pop() {
                for &u in uses.users(p) {
                    match func.dfg.inst(u) {
                        InstKind::Load { ptr, .. } if *ptr == p => {}
                        InstKind::Store { args: [v, ptr], .. } if *ptr == p && *v != p => {}
                        InstKind::Gep { args, .. } if func.dfg.values_of(*args)[0] == p => {
                            if func.dfg.values_of(*args)[1..].contains(&p) {
                                escapes = true;
                            } else if let Some(r) = func.dfg.inst_result(u) {
                                work.push(r);
                            }
                        }
                        InstKind::Call(c)
                            if c.args.len() == 2
                                && c.args[1] == p
                                && c.args[0] != p
                                && matches!(
                                    called_intrinsic(m, func, u),
                                    Some(Intrinsic::LifetimeStart | Intrinsic::LifetimeEnd)
                                ) => {}
                        _ => escapes = true,
                    }
                }
                if escapes || work.len() > 4096 {
                    escapes = true;
                    break;
                }
            }
            escaping[a.index()] = escapes;
        }
    }
    escaping
}

#[cfg(test)]
#[path = "licm_tests.rs"]
mod tests;
