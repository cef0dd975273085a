//! Frame building for coro-split: which values and allocas must outlive a suspend, which are
//! recomputed instead, and where each lives in the frame. Requires the function prepared by
//! `split` (every suspend point turned into an edge into its landing block); changes nothing.
//!
//! **Live across a suspend.** The prepared function is read as a graph with several entries: the
//! ramp's entry block and every landing block (where a resume or destroy enters). A value must
//! be kept in the frame exactly when its definition does not dominate one of its uses in that
//! graph — then some path from a resume point reaches the use without passing the definition,
//! so the value was computed before the coroutine suspended. (This is the question LLVM's
//! SuspendCrossingInfo answers, asked of a dominator tree.) Only those values get a slot.
//!
//! **Rematerialisation.** A cheap pure instruction (casts, address arithmetic, compares,
//! non-trapping integer and float arithmetic) whose operands are all available where it is used
//! after a suspend — constants, frame addresses, values kept in the frame anyway, or other
//! recomputed values — is recomputed at its uses instead of taking a slot.
//!
//! **Allocas.** An alloca moves into the frame when its memory may be needed after a suspend:
//! it (or a pointer derived from it) is used where its definition does not dominate, or its
//! address escapes into code we cannot see. Lifetime markers sharpen both: an alloca whose
//! `llvm.lifetime.start`/`end` regions contain no suspend point stays on the stack of whichever
//! function runs it, and frame allocas whose lifetimes never overlap share one slot. Allocas
//! marked `!coro.outside.frame` never move. The promise has its fixed place (`promise_offset`).
//!
//! **Layout.** The header (resume and destroy pointers), the promise, then the other fields by
//! decreasing alignment and size, each put into the first gap that fits (the gap between the
//! header and an over-aligned promise is used). The frame's alignment is the largest field
//! alignment; when that exceeds what the allocator guarantees (`coro.id`'s first argument), the
//! frame is over-allocated, its address rounded up, and the allocation's own address kept in a
//! field so that `coro.free` can return it.

use super::Shape;
use crate::util::called_intrinsic;
use kiln_ir::domtree::DomTree;
use kiln_ir::entity::EntityRef;
use kiln_ir::{Block, Function, Inst, InstKind, Intrinsic, Module, Opcode, Type, Value, ValueDef};
use std::collections::{HashMap, HashSet};

/// One use of a value: the instruction, and for a phi the incoming block the use sits at the end of.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Use {
    pub user: Inst,
    pub phi_pred: Option<Block>,
}

/// How a value reaches a use that its definition does not dominate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Keep {
    /// Stored to the frame at this offset after its definition, loaded at each such use.
    Spill(u64),
    /// Recomputed at each such use.
    Remat,
}

/// Where an alloca lives.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum AllocaHome {
    /// In the frame at this offset.
    Frame(u64),
    /// On the stack of the function that runs it; `copies` when uses after a suspend need an
    /// alloca of their own in the resume functions.
    Local { copies: bool },
}

/// The result of frame building.
pub(crate) struct FramePlan {
    /// Values that cross a suspend, with how, and the uses that need it.
    pub kept: Vec<(Value, Keep, Vec<Use>)>,
    /// Every alloca of the function and where it lives.
    pub allocas: Vec<(Value, AllocaHome)>,
    /// Offset of the suspend index and its type (switch-resume frames).
    pub index: Option<(u64, Type)>,
    /// A returned-continuation frame that lives in the caller's buffer (else it is allocated).
    pub in_buffer: bool,
    /// Offset of the saved allocation address, when the frame is over-aligned.
    pub saved_mem: Option<u64>,
    /// Frame size in bytes (a multiple of `align`).
    pub size: u64,
    /// Frame alignment.
    pub align: u64,
    /// The most a field is aligned (async frames: the context's alignment), which loads and
    /// stores of kept values must not assume more than.
    pub align_cap: Option<u64>,
    /// Dominance as frame building saw it, for placing reloads and recomputations.
    pub dom: Option<Dominance>,
}

impl FramePlan {
    /// The alignment to give a load or store of a kept value of type `ty` (0: its natural one).
    pub fn access_align(&self, types: &kiln_ir::types::TypeStore, ty: Type) -> u32 {
        match self.align_cap {
            Some(cap) if types.abi_align(ty) > cap => cap as u32,
            _ => 0,
        }
    }
    /// Bytes to allocate: the size plus what rounding an address up to `align` can skip.
    pub fn alloc_size(&self, mem_align: u64) -> u64 {
        self.size + self.align.saturating_sub(mem_align)
    }
}

/// Dominance in the multi-entry reading of the prepared function, answered for the values and
/// use points as they were when it was computed (later insertions do not move either).
pub(crate) struct Dominance {
    multi: DomTree,
    positions: Vec<u32>,
}

impl Dominance {
    fn compute(p: &Prepared) -> Dominance {
        Dominance { multi: multi_entry_domtree(p), positions: inst_positions(p.f) }
    }

    fn def_point(&self, f: &Function, v: Value) -> Option<(Block, usize)> {
        match f.dfg.value_def(v) {
            ValueDef::Param(_) => Some((f.layout.entry_block()?, 0)),
            ValueDef::Inst(i) => Some((f.layout.inst_block(i)?, *self.positions.get(i.index())? as usize + 1)),
            _ => None,
        }
    }

    /// True when the definition of `v` dominates use `u` in every function the coroutine
    /// becomes (constants dominate everything).
    pub fn dominates(&self, f: &Function, v: Value, u: Use) -> bool {
        let Some((db, dpos)) = self.def_point(f, v) else { return true };
        // Positions count from 1 for instructions; a phi's use sits at the end of its block.
        let (ub, upos) = match u.phi_pred {
            Some(b) => (b, usize::MAX),
            None => match f.layout.inst_block(u.user) {
                Some(b) => (b, self.positions.get(u.user.index()).map_or(0, |&x| x as usize + 1)),
                None => return true,
            },
        };
        if db == ub {
            // A landing block is an entry of its own: a use in it before the definition was
            // reached from outside.
            return dpos < upos;
        }
        self.multi.dominates(db, ub)
    }
}

/// The prepared function's facts that frame building reads.
pub(crate) struct Prepared<'a> {
    pub m: &'a Module,
    pub f: &'a Function,
    pub shape: &'a Shape,
    /// Landing block of each suspend point, by index.
    pub landings: &'a [Block],
    /// The end of the block before each suspend point (where the coroutine suspends).
    pub suspend_blocks: &'a [Block],
    /// Values never spilled: the frame pointer and other values the resume functions define for
    /// themselves.
    pub frame_values: &'a HashSet<Value>,
    /// Instructions whose operands do not count as uses (lowered away per function).
    pub ignored_users: &'a HashSet<Inst>,
}

/// Builds the frame plan, or explains what cannot be kept across a suspend.
pub(crate) fn plan(p: &Prepared, errs: &mut super::Errors) -> FramePlan {
    let f = p.f;
    let dom = Dominance::compute(p);
    let dominated = |v: Value, u: Use| dom.dominates(f, v, u);
    let uses = collect_uses(f, p.ignored_users);

    // ---- allocas ----
    let mut allocas: Vec<(Value, AllocaHome)> = Vec::new();
    let mut frame_allocas: Vec<(Value, u64, u64)> = Vec::new(); // value, size, align
    let alive = LifetimeInfo::compute(p, &uses);
    for i in f.layout.insts() {
        let InstKind::Alloca { ty, count, align, .. } = *f.dfg.inst(i) else { continue };
        let v = f.dfg.inst_result(i).expect("an alloca has a result");
        let outside = f.inst_metadata.get(&i).is_some_and(|mds| mds.iter().any(|a| a.kind == "coro.outside.frame"));
        let (derived_uses, escapes) = derived_pointer_uses(p, v, &uses);
        let all_dominated = derived_uses.iter().all(|&(dv, u)| dominated(dv, u));
        let is_promise = p.shape.promise == Some(v);
        let needs_frame = if is_promise {
            true
        } else if outside {
            false
        } else if let Some(at_suspend) = alive.alive_at_suspend(v) {
            at_suspend
        } else {
            escapes || !all_dominated
        };
        if !needs_frame {
            allocas.push((v, AllocaHome::Local { copies: !all_dominated }));
            continue;
        }
        let n = match count {
            None => Some(1),
            Some(c) => super::const_int(p.m, f, c).map(|n| n as u64),
        };
        let Some(n) = n else {
            errs.at(Some(i), "a dynamic alloca that lives across a suspend point is not supported");
            continue;
        };
        let ty_align = p.m.types.abi_align(ty);
        let a = if align == 0 { ty_align } else { align as u64 }.max(1);
        if let Some(asy) = p.shape.async_().filter(|asy| a > asy.ctx_align) {
            errs.at(
                Some(i),
                format!(
                    "an alloca aligned to {a} lives across a suspend, but the async context is aligned to {} only",
                    asy.ctx_align
                ),
            );
            continue;
        }
        let size = p.m.types.alloc_size(ty).saturating_mul(n).max(1);
        frame_allocas.push((v, size, a));
    }

    // ---- values ----
    let mut crossing: Vec<(Value, Vec<Use>)> = Vec::new();
    let candidates = f
        .params
        .iter()
        .copied()
        .chain(f.layout.insts().filter_map(|i| f.dfg.inst_result(i)))
        .filter(|v| !p.frame_values.contains(v));
    for v in candidates {
        if let Some(i) = f.dfg.value_inst(v) {
            if matches!(f.dfg.inst(i), InstKind::Alloca { .. }) {
                continue;
            }
        }
        let bad: Vec<Use> =
            uses.get(&v).map_or(&[][..], |u| u.as_slice()).iter().copied().filter(|&u| !dominated(v, u)).collect();
        if bad.is_empty() {
            continue;
        }
        let ty = f.dfg.value_type(v);
        if ty == Type::TOKEN {
            errs.at(f.dfg.value_inst(v), "a token value is used across a suspend point");
            continue;
        }
        crossing.push((v, bad));
    }
    let frame_alloca_set: HashSet<Value> = frame_allocas.iter().map(|a| a.0).collect();
    let groups = alive.share_slots(&frame_allocas, p.shape.promise);
    let num_suspends = p.shape.suspends.len();
    let index_ty = if num_suspends <= 1 << 8 {
        Type::I8
    } else if num_suspends <= 1 << 16 {
        Type::I16
    } else {
        Type::I32
    };
    let crossing_set: HashSet<Value> = crossing.iter().map(|c| c.0).collect();
    // Two choices of what to recompute; the one with the smaller frame wins (the cautious one
    // on a tie: it recomputes less).
    let cautious = choose_remat(p, &crossing, &frame_alloca_set, &dominated);
    let cautious_spills: Vec<Value> = crossing.iter().map(|c| c.0).filter(|v| !cautious.contains(v)).collect();
    let chains = remat_chains(p, &crossing, &frame_alloca_set, &dominated);
    let chain_spills: Vec<Value> = crossing
        .iter()
        .map(|c| c.0)
        .filter(|v| !chains.remat.contains(v))
        .chain(chains.leaves.iter().copied().filter(|v| !crossing_set.contains(v)))
        .collect();
    let a = lay_out(p, &cautious_spills, &frame_allocas, &groups, index_ty);
    let b = lay_out(p, &chain_spills, &frame_allocas, &groups, index_ty);
    let (remat, extra_remat, spills, (offsets, size, align, in_buffer)) = if b.1 < a.1 {
        (
            chains.remat.clone(),
            chains.remat.iter().copied().filter(|v| !crossing_set.contains(v)).collect(),
            chain_spills,
            b,
        )
    } else {
        (cautious, Vec::new(), cautious_spills, a)
    };

    for (gi, group) in groups.iter().enumerate() {
        let off = offsets[&FieldKey::Group(gi)];
        for &k in group {
            allocas.push((frame_allocas[k].0, AllocaHome::Frame(off)));
        }
    }
    if let Some(pv) = p.shape.promise {
        if let Some(&(_, _, a)) = frame_allocas.iter().find(|x| x.0 == pv) {
            allocas.push((pv, AllocaHome::Frame(super::promise_offset(a))));
        }
    }
    let mut kept: Vec<(Value, Keep, Vec<Use>)> = crossing
        .into_iter()
        .map(|(v, bad)| {
            let keep = if remat.contains(&v) { Keep::Remat } else { Keep::Spill(offsets[&FieldKey::Value(v)]) };
            (v, keep, bad)
        })
        .collect();
    // Values that cross no suspend themselves but that recomputations read: leaves stored in the
    // frame, links of the chains recomputed.
    let mut extra: Vec<Value> = spills.iter().copied().filter(|v| !crossing_set.contains(v)).collect();
    extra.sort_by_key(|v| v.index());
    kept.extend(extra.into_iter().map(|v| (v, Keep::Spill(offsets[&FieldKey::Value(v)]), Vec::new())));
    let mut extra_remat: Vec<Value> = extra_remat;
    extra_remat.sort_by_key(|v| v.index());
    kept.extend(extra_remat.into_iter().map(|v| (v, Keep::Remat, Vec::new())));
    FramePlan {
        kept,
        allocas,
        index: offsets.get(&FieldKey::Index).map(|&o| (o, index_ty)),
        in_buffer,
        align_cap: p.shape.async_().map(|a| a.ctx_align),
        saved_mem: offsets.get(&FieldKey::SavedMem).copied(),
        size,
        align,
        dom: Some(dom),
    }
}

// ---- uses ---------------------------------------------------------------------------------------

/// Every use of every value by an instruction in the layout (one per distinct use point).
fn collect_uses(f: &Function, ignored: &HashSet<Inst>) -> HashMap<Value, Vec<Use>> {
    let mut uses: HashMap<Value, Vec<Use>> = HashMap::new();
    for i in f.layout.insts() {
        if ignored.contains(&i) {
            continue;
        }
        if matches!(f.dfg.inst(i), InstKind::Phi { .. }) {
            for (v, b) in f.dfg.phi_incoming(i) {
                let u = Use { user: i, phi_pred: Some(b) };
                let list = uses.entry(v).or_default();
                if !list.contains(&u) {
                    list.push(u);
                }
            }
        } else {
            f.dfg.for_each_arg(i, |v| {
                let u = Use { user: i, phi_pred: None };
                let list = uses.entry(v).or_default();
                if !list.contains(&u) {
                    list.push(u);
                }
            });
        }
    }
    uses
}

/// The index of each instruction within its block.
fn inst_positions(f: &Function) -> Vec<u32> {
    let mut pos = vec![0u32; f.dfg.num_insts()];
    for &b in f.layout.blocks() {
        for (k, &i) in f.layout.block_insts(b).iter().enumerate() {
            pos[i.index()] = k as u32;
        }
    }
    pos
}

/// The dominator tree of the function read with several entries: a virtual root branches to the
/// entry block and to every landing block.
fn multi_entry_domtree(p: &Prepared) -> DomTree {
    let mut aug = p.f.clone();
    let root = aug.dfg.make_block();
    let entry = aug.layout.entry_block().expect("a coroutine has a body");
    aug.layout.insert_block_after(root, entry);
    let mut order: Vec<Block> = aug.layout.blocks().to_vec();
    order.retain(|&b| b != root);
    order.insert(0, root);
    aug.layout.set_block_order(order);
    // The scrutinee and case constants are never evaluated; only the edges matter.
    let arg = aug.params.first().copied().unwrap_or_else(|| aug.dfg.make_forward_value(Type::I32));
    let cases = p.landings.iter().enumerate().map(|(k, &l)| (kiln_ir::Constant::new(k), l)).collect();
    let sw = kiln_ir::instructions::SwitchData { arg, default: entry, cases };
    aug.append_inst(root, InstKind::Switch(Box::new(sw)), None);
    DomTree::compute(&aug)
}

/// The uses of `v` and of pointers derived from it by address arithmetic, each with the value it
/// uses; and whether the address escapes (is stored, passed to a call other than a lifetime
/// marker, converted to an integer, or merged by a phi or select).
fn derived_pointer_uses(p: &Prepared, v: Value, uses: &HashMap<Value, Vec<Use>>) -> (Vec<(Value, Use)>, bool) {
    let f = p.f;
    let mut out = Vec::new();
    let mut escapes = false;
    let mut work = vec![v];
    let mut seen = HashSet::new();
    while let Some(x) = work.pop() {
        if !seen.insert(x) {
            continue;
        }
        for &u in uses.get(&x).map_or(&[][..], |u| u.as_slice()) {
            out.push((x, u));
            match f.dfg.inst(u.user) {
                InstKind::Load { .. } => {}
                InstKind::Store { args, .. } => escapes |= args[0] == x,
                InstKind::Gep { .. } | InstKind::Cast { op: Opcode::BitCast | Opcode::AddrSpaceCast, .. } => {
                    work.extend(f.dfg.inst_result(u.user))
                }
                InstKind::Call(_) => {
                    let lifetime = matches!(
                        called_intrinsic(p.m, f, u.user),
                        Some(Intrinsic::LifetimeStart | Intrinsic::LifetimeEnd)
                    );
                    escapes |= !lifetime;
                }
                InstKind::ICmp { .. } => {}
                _ => escapes = true,
            }
        }
    }
    (out, escapes)
}

// ---- rematerialisation --------------------------------------------------------------------------

/// True for instructions cheap and pure enough to recompute at each use.
fn is_materializable(k: &InstKind) -> bool {
    match k {
        InstKind::Binary { op, .. } => !matches!(op, Opcode::UDiv | Opcode::SDiv | Opcode::URem | Opcode::SRem),
        InstKind::Cast { .. }
        | InstKind::Gep { .. }
        | InstKind::ICmp { .. }
        | InstKind::FCmp { .. }
        | InstKind::Select { .. }
        | InstKind::ExtractValue { .. } => true,
        InstKind::Unary { op, .. } => *op == Opcode::FNeg,
        _ => false,
    }
}

/// The crossing values to recompute instead of storing: materializable instructions whose
/// operands are all available at every use that needs them (constants, frame addresses,
/// dominating values, values kept in the frame, other recomputed values). Chosen to a fixed
/// point in definition order, so the choice is deterministic.
fn choose_remat(
    p: &Prepared,
    crossing: &[(Value, Vec<Use>)],
    frame_allocas: &HashSet<Value>,
    dominated: &impl Fn(Value, Use) -> bool,
) -> HashSet<Value> {
    let f = p.f;
    let crossing_set: HashSet<Value> = crossing.iter().map(|c| c.0).collect();
    let mut remat: HashSet<Value> = HashSet::new();
    loop {
        let before = remat.len();
        for (v, bad) in crossing {
            if remat.contains(v) {
                continue;
            }
            let Some(i) = f.dfg.value_inst(*v) else { continue };
            if !is_materializable(f.dfg.inst(i)) {
                continue;
            }
            let args = f.dfg.inst_args(i);
            // Recomputing only pays when it saves a slot: every operand must be something the
            // resume functions have anyway.
            let ok = args.iter().all(|&a| {
                matches!(f.dfg.value_def(a), ValueDef::Const(_))
                    || p.frame_values.contains(&a)
                    || frame_allocas.contains(&a)
                    || remat.contains(&a)
                    || crossing_set.contains(&a)
                    || bad.iter().all(|&u| dominated(a, u))
            });
            // Operands kept in the frame must stay there; an operand recomputed in turn must
            // not be the value itself.
            if ok && !args.contains(v) {
                remat.insert(*v);
            }
        }
        if remat.len() == before {
            return remat;
        }
    }
}

/// Field offsets, frame size and frame alignment for storing `spills` and the alloca `groups`,
/// and whether a returned-continuation frame fits in the caller's buffer.
///
/// A switch frame keeps the allocation's own address when it is more aligned than the memory
/// `coro.id` promises. A returned-continuation frame lives in the buffer when its size and
/// alignment fit, else in memory from the allocator (aligned to 16, like `malloc`'s), which
/// needs the allocation's address kept only when the frame is more aligned than that.
fn lay_out(
    p: &Prepared,
    spills: &[Value],
    frame_allocas: &[(Value, u64, u64)],
    groups: &[Vec<usize>],
    index_ty: Type,
) -> (HashMap<FieldKey, u64>, u64, u64, bool) {
    let (offsets, size, align) = lay_out_fields(p, spills, frame_allocas, groups, index_ty, false);
    match p.shape.retcon() {
        None if align > p.shape.mem_align.max(1) => {
            let (offsets, size, align) = lay_out_fields(p, spills, frame_allocas, groups, index_ty, true);
            (offsets, size, align, false)
        }
        None => (offsets, size, align, false),
        Some(r) if size <= r.buf_size && align <= r.buf_align => (offsets, size, align, true),
        Some(_) if align > p.shape.mem_align.max(1) => {
            let (offsets, size, align) = lay_out_fields(p, spills, frame_allocas, groups, index_ty, true);
            (offsets, size, align, false)
        }
        Some(_) => (offsets, size, align, false),
    }
}

fn lay_out_fields(
    p: &Prepared,
    spills: &[Value],
    frame_allocas: &[(Value, u64, u64)],
    groups: &[Vec<usize>],
    index_ty: Type,
    saved_mem: bool,
) -> (HashMap<FieldKey, u64>, u64, u64) {
    let types = &p.m.types;
    let mut layout = Layout::new(p.shape.header_size());
    if let Some(pv) = p.shape.promise {
        if let Some(&(_, size, align)) = frame_allocas.iter().find(|a| a.0 == pv) {
            layout.fixed(super::promise_offset(align), size, align);
        }
    }
    // Fields in placement order: larger alignment first, then larger size, then creation order.
    let mut fields: Vec<Field> = Vec::new();
    let is_switch = matches!(p.shape.abi, super::Abi::Switch);
    // Values in an async frame are aligned at most as the context is (LLVM's rule: the frame
    // follows the front end's context, which is only that aligned).
    let cap = p.shape.async_().map_or(u64::MAX, |a| a.ctx_align);
    if is_switch {
        fields.push(Field { key: FieldKey::Index, size: types.alloc_size(index_ty), align: types.abi_align(index_ty) });
    }
    for &v in spills {
        let ty = p.f.dfg.value_type(v);
        fields.push(Field {
            key: FieldKey::Value(v),
            size: types.alloc_size(ty).max(1),
            align: types.abi_align(ty).clamp(1, cap),
        });
    }
    for (gi, group) in groups.iter().enumerate() {
        let size = group.iter().map(|&k| frame_allocas[k].1).max().unwrap_or(1);
        let align = group.iter().map(|&k| frame_allocas[k].2).max().unwrap_or(1);
        fields.push(Field { key: FieldKey::Group(gi), size, align });
    }
    let min_align = if is_switch { 8 } else { 1 };
    let align = fields.iter().map(|x| x.align).chain(layout.fixed_align()).max().unwrap_or(min_align).max(min_align);
    if saved_mem {
        fields.push(Field { key: FieldKey::SavedMem, size: 8, align: 8 });
    }
    fields.sort_by(|a, b| b.align.cmp(&a.align).then(b.size.cmp(&a.size)));
    let mut offsets: HashMap<FieldKey, u64> = HashMap::new();
    for field in &fields {
        offsets.insert(field.key, layout.place(field.size, field.align));
    }
    let size = layout.end().next_multiple_of(align);
    (offsets, size, align)
}

/// How deep a chain of recomputed instructions may go (LLVM's coroutine rematerialisation goes
/// as deep as it likes; a bound keeps recomputation cheap).
const MAX_REMAT_DEPTH: usize = 8;

/// The chain strategy: every crossing value that is a materializable instruction is recomputed
/// from its operands, recursively through materializable instructions, down to leaves that are
/// stored in the frame (or are available where the uses are).
struct Chains {
    remat: HashSet<Value>,
    leaves: HashSet<Value>,
}

fn remat_chains(
    p: &Prepared,
    crossing: &[(Value, Vec<Use>)],
    frame_allocas: &HashSet<Value>,
    dominated: &impl Fn(Value, Use) -> bool,
) -> Chains {
    let f = p.f;
    let mut out = Chains { remat: HashSet::new(), leaves: HashSet::new() };
    let available = |a: Value, uses: &[Use]| {
        matches!(f.dfg.value_def(a), ValueDef::Const(_))
            || p.frame_values.contains(&a)
            || frame_allocas.contains(&a)
            || uses.iter().all(|&u| dominated(a, u))
    };
    for (v, bad) in crossing {
        let Some(i) = f.dfg.value_inst(*v) else { continue };
        if !is_materializable(f.dfg.inst(i)) {
            continue;
        }
        // Collect the chain below `v` first; take it only when it stays within the depth bound.
        let mut remat = Vec::new();
        let mut leaves = Vec::new();
        let mut ok = true;
        let mut work = vec![(*v, 0usize)];
        let mut seen = HashSet::new();
        while let Some((x, depth)) = work.pop() {
            if !seen.insert(x) {
                continue;
            }
            let xi = f.dfg.value_inst(x);
            let materializable = xi.is_some_and(|xi| is_materializable(f.dfg.inst(xi)));
            if x != *v && (available(x, bad) || !materializable) {
                if !available(x, bad) {
                    leaves.push(x);
                }
                continue;
            }
            if depth >= MAX_REMAT_DEPTH {
                ok = false;
                break;
            }
            remat.push(x);
            for a in f.dfg.inst_args(xi.expect("materializable values are instruction results")) {
                if a == x {
                    ok = false;
                }
                work.push((a, depth + 1));
            }
        }
        if ok {
            out.remat.extend(remat);
            out.leaves.extend(leaves);
        }
    }
    // A leaf that is recomputed for another chain is no leaf.
    let remat = out.remat.clone();
    out.leaves.retain(|l| !remat.contains(l));
    out
}

// ---- lifetimes ----------------------------------------------------------------------------------

/// Where allocas with lifetime markers are alive, for the allocas that have them.
struct LifetimeInfo {
    /// Alloca → its bit.
    bits: HashMap<Value, usize>,
    /// Alive at the end of each suspend block (where the coroutine suspends), per alloca bit.
    at_suspend: Vec<bool>,
    /// Pairs of bits alive at the same point.
    interfere: HashSet<(usize, usize)>,
}

impl LifetimeInfo {
    fn compute(p: &Prepared, uses: &HashMap<Value, Vec<Use>>) -> LifetimeInfo {
        let f = p.f;
        // Allocas whose every use is a lifetime marker, load, store or derived address; with at
        // least one marker, the markers bound where their memory matters.
        let mut bits: HashMap<Value, usize> = HashMap::new();
        let mut markers: HashMap<Inst, (usize, bool)> = HashMap::new();
        for i in f.layout.insts() {
            let InstKind::Alloca { .. } = f.dfg.inst(i) else { continue };
            let v = f.dfg.inst_result(i).expect("alloca result");
            let mut own: Vec<(Inst, bool)> = Vec::new();
            for &u in uses.get(&v).map_or(&[][..], |u| u.as_slice()) {
                match called_intrinsic(p.m, f, u.user) {
                    Some(Intrinsic::LifetimeStart) => own.push((u.user, true)),
                    Some(Intrinsic::LifetimeEnd) => own.push((u.user, false)),
                    _ => {}
                }
            }
            if own.iter().any(|m| m.1) {
                let bit = bits.len();
                bits.insert(v, bit);
                for (mi, start) in own {
                    markers.insert(mi, (bit, start));
                }
            }
        }
        let n = bits.len();
        let mut info = LifetimeInfo { bits, at_suspend: vec![false; n], interfere: HashSet::new() };
        if n == 0 {
            return info;
        }
        // Forward "may be alive" over the multi-entry graph: a landing block starts with what
        // was alive where its coroutine suspended.
        let blocks = f.layout.blocks().to_vec();
        let nb = f.dfg.num_blocks();
        let mut out: Vec<Vec<bool>> = vec![vec![false; n]; nb];
        let preds = f.predecessors();
        let mut changed = true;
        while changed {
            changed = false;
            for &b in &blocks {
                let mut cur = vec![false; n];
                for &pb in &preds[b] {
                    or_into(&mut cur, &out[pb.index()]);
                }
                if let Some(k) = p.landings.iter().position(|&l| l == b) {
                    let s = p.suspend_blocks[k];
                    let from = out[s.index()].clone();
                    or_into(&mut cur, &from);
                }
                for &i in f.layout.block_insts(b) {
                    if let Some(&(bit, start)) = markers.get(&i) {
                        cur[bit] = start;
                        if start {
                            for (o, &alive) in cur.iter().enumerate() {
                                if alive && o != bit {
                                    info.interfere.insert((o.min(bit), o.max(bit)));
                                }
                            }
                        }
                    }
                }
                if cur != out[b.index()] {
                    out[b.index()] = cur;
                    changed = true;
                }
            }
        }
        for &s in p.suspend_blocks {
            for (bit, &alive) in out[s.index()].iter().enumerate() {
                info.at_suspend[bit] |= alive;
            }
        }
        info
    }

    /// Whether alloca `v` is alive where some suspend happens; `None` when it has no markers.
    fn alive_at_suspend(&self, v: Value) -> Option<bool> {
        self.bits.get(&v).map(|&b| self.at_suspend[b])
    }

    /// Groups of frame allocas (indices into `allocas`) that can share one slot: allocas with
    /// markers whose lifetimes never overlap. Allocas without markers, and the promise (which
    /// has its own fixed place), get groups of their own.
    fn share_slots(&self, allocas: &[(Value, u64, u64)], promise: Option<Value>) -> Vec<Vec<usize>> {
        let mut groups: Vec<Vec<usize>> = Vec::new();
        let mut marked_groups: Vec<usize> = Vec::new();
        for (k, &(v, _, _)) in allocas.iter().enumerate() {
            if Some(v) == promise {
                continue;
            }
            let Some(&bit) = self.bits.get(&v) else {
                groups.push(vec![k]);
                continue;
            };
            let fits = marked_groups.iter().copied().find(|&g| {
                groups[g].iter().all(|&o| {
                    let ob = self.bits[&allocas[o].0];
                    !self.interfere.contains(&(ob.min(bit), ob.max(bit)))
                })
            });
            match fits {
                Some(g) => groups[g].push(k),
                None => {
                    marked_groups.push(groups.len());
                    groups.push(vec![k]);
                }
            }
        }
        groups
    }
}

fn or_into(a: &mut [bool], b: &[bool]) {
    for (x, &y) in a.iter_mut().zip(b) {
        *x |= y;
    }
}

// ---- layout -------------------------------------------------------------------------------------

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
enum FieldKey {
    Index,
    SavedMem,
    Value(Value),
    Group(usize),
}

struct Field {
    key: FieldKey,
    size: u64,
    align: u64,
}

/// Byte ranges of the frame in use, filled first-fit.
struct Layout {
    /// Sorted, disjoint `[start, end)` ranges.
    used: Vec<(u64, u64)>,
    fixed_align: Option<u64>,
}

impl Layout {
    fn new(header: u64) -> Layout {
        let used = if header == 0 { Vec::new() } else { vec![(0, header)] };
        Layout { used, fixed_align: None }
    }
    fn fixed(&mut self, off: u64, size: u64, align: u64) {
        self.insert((off, off + size));
        self.fixed_align = Some(align);
    }
    fn fixed_align(&self) -> Option<u64> {
        self.fixed_align
    }
    fn end(&self) -> u64 {
        self.used.iter().map(|r| r.1).max().unwrap_or(0)
    }
    fn insert(&mut self, r: (u64, u64)) {
        let at = self.used.partition_point(|x| x.0 < r.0);
        self.used.insert(at, r);
    }
    /// The lowest offset aligned to `align` where `size` bytes are free; marks them used.
    fn place(&mut self, size: u64, align: u64) -> u64 {
        let mut cursor: u64 = 0;
        for &(s, e) in &self.used {
            let start = cursor.next_multiple_of(align);
            if start + size <= s {
                self.insert((start, start + size));
                return start;
            }
            cursor = cursor.max(e);
        }
        let start = cursor.next_multiple_of(align);
        self.insert((start, start + size));
        start
    }
}
