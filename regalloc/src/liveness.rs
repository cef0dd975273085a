//! Input validation, live-in sets and lifetime intervals (ranges with holes, use positions).
//!
//! Requires nothing but the [`Function`] preconditions, which it checks. Positions: instruction `i`
//! has an early point `2i` (reads, early defs) and a late point `2i + 1` (defs); ranges are
//! half-open `[from, to)`. Intervals are built in one backward pass over blocks in reverse linear
//! order from exact live-in sets (a fixpoint over the CFG), so a value live at a loop header is
//! live over the whole loop without a separate loop-extension step.

use crate::function::Function;
use crate::small_vec::SmallVec;
use crate::types::{Block, Inst, MachineEnv, OperandKind, OperandPos, PReg, RegAllocError, RegClass, RegRef, VReg};

/// A half-open range of positions.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub(crate) struct Range {
    /// First position covered.
    pub from: u32,
    /// One past the last position covered.
    pub to: u32,
}

/// Ranges of an interval (most have one or two, kept inline).
pub(crate) type RangeList = SmallVec<Range, 2>;
/// Use positions of an interval (most have a few, kept inline).
pub(crate) type UseList = SmallVec<u32, 4>;

/// A lifetime interval of one vreg (or a split-off part of it).
#[derive(Clone, Debug)]
pub(crate) struct Interval {
    /// The vreg whose value this interval holds.
    pub vreg: u32,
    /// Register class of the vreg.
    pub class: RegClass,
    /// Covered ranges, ascending and disjoint.
    pub ranges: RangeList,
    /// Positions where the value must be in a register, ascending.
    pub uses: UseList,
    /// Positions where the value must be in its spill slot (`StackMod`), ascending.
    pub stack: UseList,
    /// The register assigned, if any.
    pub reg: Option<PReg>,
    /// Whether the interval lives in its vreg's spill slot.
    pub spilled: bool,
}

impl Interval {
    /// First covered position.
    pub fn start(&self) -> u32 {
        self.ranges.first().map_or(0, |r| r.from)
    }
    /// One past the last covered position.
    pub fn end(&self) -> u32 {
        self.ranges.last().map_or(0, |r| r.to)
    }
    /// The first use at or after `pos`, or `u32::MAX`.
    pub fn next_use_from(&self, pos: u32) -> u32 {
        let k = self.uses.partition_point(|&u| u < pos);
        self.uses.get(k).copied().unwrap_or(u32::MAX)
    }
    /// The first position at or after `pos` where the value must be in its slot, or `u32::MAX`.
    pub fn next_stack_from(&self, pos: u32) -> u32 {
        let k = self.stack.partition_point(|&u| u < pos);
        self.stack.get(k).copied().unwrap_or(u32::MAX)
    }
    /// The last use strictly before `pos`, if any.
    pub fn last_use_before(&self, pos: u32) -> Option<u32> {
        let k = self.uses.partition_point(|&u| u < pos);
        if k == 0 {
            None
        } else {
            Some(self.uses[k - 1])
        }
    }
}

/// The first position at or after `from` covered by both range lists.
pub(crate) fn next_intersection(a: &[Range], b: &[Range], from: u32) -> Option<u32> {
    let mut i = first_ending_after(a, from);
    let mut j = first_ending_after(b, from);
    while i < a.len() && j < b.len() {
        let lo = a[i].from.max(b[j].from).max(from);
        let hi = a[i].to.min(b[j].to);
        if lo < hi {
            return Some(lo);
        }
        if a[i].to <= b[j].to {
            i += 1;
        } else {
            j += 1;
        }
    }
    None
}

/// The index of the first range of an ascending list that ends after `pos` (checks the first
/// range before searching: the common case when callers keep a cursor).
#[inline]
fn first_ending_after(ranges: &[Range], pos: u32) -> usize {
    match ranges.first() {
        Some(r) if r.to > pos => 0,
        _ => ranges.partition_point(|r| r.to <= pos),
    }
}

/// Where a register hint for a vreg comes from.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Hint {
    /// No hint.
    None,
    /// A fixed register (copy to or from a physical register).
    Reg(PReg),
    /// Whatever register another vreg got (copies, block parameters and their arguments).
    Vreg(u32),
}

/// Liveness results: live-in sets, intervals (one per vreg, index = vreg), fixed-register ranges.
pub(crate) struct Liveness {
    /// Offsets into `live_in` per block (length `num_blocks + 1`).
    pub live_in_offsets: Vec<u32>,
    /// Vregs live at the start of each block (block params excluded), ascending per block.
    pub live_in: Vec<u32>,
    /// One interval per vreg (empty ranges for vregs that never occur).
    pub intervals: Vec<Interval>,
    /// Ranges where each allocatable physical register is occupied by a fixed operand or clobber.
    pub fixed: Vec<RangeList>,
    /// Register hints per vreg.
    pub hints: Vec<Hint>,
    /// Vregs a `StackUse` operand reads in their spill slot: they get a slot even when no part of
    /// them is spilled (resolve stores them there before each such instruction).
    pub needs_slot: Vec<bool>,
    /// First position of each block.
    pub block_start: Vec<u32>,
    /// Loop depth of each block.
    pub block_depth: Vec<u32>,
    /// Loop depth of the edges entering each block from earlier blocks (a loop header's is its
    /// preheader's): the cost of moves placed at the block's start.
    pub entry_depth: Vec<u32>,
}

impl Liveness {
    /// The vregs live at the start of `block`, ascending.
    pub fn live_in_of(&self, block: usize) -> &[u32] {
        &self.live_in[self.live_in_offsets[block] as usize..self.live_in_offsets[block + 1] as usize]
    }
    /// The block containing position `pos`.
    pub fn block_of(&self, pos: u32) -> usize {
        self.block_start.partition_point(|&s| s <= pos).saturating_sub(1)
    }
}

fn invalid(msg: String) -> RegAllocError {
    RegAllocError::InvalidInput(msg)
}

/// Checks the structural preconditions of [`Function`] that the allocator relies on.
pub(crate) fn validate<F: Function>(func: &F, env: &MachineEnv) -> Result<(), RegAllocError> {
    let nb = func.num_blocks();
    let ni = func.num_insts();
    let nv = func.num_vregs();
    if nb == 0 {
        return Err(invalid("function has no blocks".into()));
    }
    if ni >= (1 << 30) || nv >= (1 << 31) {
        return Err(invalid("function too large".into()));
    }
    for c in 0..2 {
        if env.is_allocatable(env.scratch[c]) {
            return Err(invalid(format!("scratch register {} is allocatable", env.scratch[c])));
        }
    }
    let mut next = 0usize;
    let mut pred_count = vec![0u32; nb];
    let mut def_count = vec![0u8; nv];
    for b in 0..nb {
        let block = Block::new(b);
        let r = func.block_insts(block);
        if r.first.index() != next || r.end.0 <= r.first.0 || r.end.index() > ni {
            return Err(invalid(format!("{block} does not own a contiguous non-empty instruction range in order")));
        }
        next = r.end.index();
        for s in func.block_succs(block) {
            if s.index() >= nb {
                return Err(invalid(format!("{block} has successor {s} out of range")));
            }
            pred_count[s.index()] += 1;
        }
        for &p in func.block_params(block) {
            check_vreg(p, nv)?;
            def_count[p.index()] = def_count[p.index()].saturating_add(1);
        }
    }
    if next != ni {
        return Err(invalid("instructions after the last block".into()));
    }
    if !func.block_params(Block::new(0)).is_empty() {
        return Err(invalid("the entry block has parameters".into()));
    }
    for b in 0..nb {
        let block = Block::new(b);
        let r = func.block_insts(block);
        let term = r.last();
        for inst in r.iter() {
            let is_term = func.is_branch(inst) || func.is_ret(inst);
            if is_term != (inst == term) {
                return Err(invalid(format!("{inst} in {block}: a terminator must be last and only last")));
            }
            let ops = func.inst_operands(inst);
            for (k, op) in ops.iter().enumerate() {
                if op.kind.at_late_point() {
                    let Some(v) = op.vreg() else {
                        return Err(invalid(format!("{inst}: a {:?} operand must name a vreg", op.kind)));
                    };
                    if is_term {
                        return Err(invalid(format!("{inst}: a terminator has a {:?} operand", op.kind)));
                    }
                    if ops.iter().enumerate().any(|(j, o)| j != k && o.vreg() == Some(v)) {
                        return Err(invalid(format!("{inst}: {v} has a {:?} operand and another one", op.kind)));
                    }
                }
                match op.reg {
                    RegRef::Virt(v) => {
                        check_vreg(v, nv)?;
                        if op.kind == OperandKind::Def {
                            def_count[v.index()] = def_count[v.index()].saturating_add(1);
                        }
                    }
                    RegRef::Phys(p) => {
                        if p.index() >= 32 {
                            return Err(invalid(format!("{inst}: bad physical register")));
                        }
                    }
                }
            }
        }
        let succs = func.block_succs(block);
        if func.is_ret(term) && !succs.is_empty() {
            return Err(invalid(format!("{block} returns but has successors")));
        }
        for (k, &s) in succs.iter().enumerate() {
            if succs.len() > 1 && pred_count[s.index()] > 1 {
                return Err(invalid(format!("critical edge {block} -> {s}")));
            }
            if s.index() == 0 {
                return Err(invalid(format!("{block} branches to the entry block")));
            }
            let args = func.branch_blockparams(block, term, k);
            if let Some(src) = func.edge_source(block, k) {
                let r = func.block_insts(block);
                if src.0 < r.first.0 || src.0 >= term.0 {
                    return Err(invalid(format!(
                        "the edge {block} -> {s} leaves from {src}, not a non-terminator of {block}"
                    )));
                }
                if succs.len() < 2 || !args.is_empty() {
                    return Err(invalid(format!(
                        "the edge {block} -> {s} leaves from {src}: it needs a second successor and no block arguments"
                    )));
                }
            }
            let params = func.block_params(s);
            if args.len() != params.len() {
                return Err(invalid(format!("{block} passes {} args to {s} with {} params", args.len(), params.len())));
            }
            for (&a, &p) in args.iter().zip(params) {
                check_vreg(a, nv)?;
                if func.vreg_class(a) != func.vreg_class(p) {
                    return Err(invalid(format!("{block}: arg {a} and param {p} differ in class")));
                }
            }
        }
        if succs.len() == 1 && !edge_moves_at_end(func, env, block) && pred_count[succs[0].index()] > 1 {
            return Err(invalid(format!(
                "{term} reads registers and jumps to a block with several predecessors: no place for edge moves"
            )));
        }
    }
    if let Some(v) = def_count.iter().position(|&c| c > 1) {
        return Err(invalid(format!("v{v} is defined more than once")));
    }
    Ok(())
}

/// Whether the moves on the edges out of `block` go before its terminator (one successor and a
/// terminator without register operands the moves could overwrite) rather than at the start of
/// the successor.
pub(crate) fn edge_moves_at_end<F: Function>(func: &F, env: &MachineEnv, block: Block) -> bool {
    let term = func.block_insts(block).last();
    let allocated = |o: &crate::types::Operand| o.preg().is_none_or(|p| env.is_allocatable(p));
    func.block_succs(block).len() == 1 && !func.inst_operands(term).iter().any(allocated)
}

/// No value defined or changed in place (`Mod`) after an edge's source instruction may cross
/// that edge (that value does not exist yet when the edge is taken).
fn check_edge_sources<F: Function>(func: &F, offsets: &[u32], live_in: &[u32]) -> Result<(), RegAllocError> {
    for b in 0..func.num_blocks() {
        let block = Block::new(b);
        for (k, &s) in func.block_succs(block).iter().enumerate() {
            let Some(src) = func.edge_source(block, k) else { continue };
            let into = &live_in[offsets[s.index()] as usize..offsets[s.index() + 1] as usize];
            for inst in func.block_insts(block).iter().filter(|i| i.0 > src.0) {
                for op in func.inst_operands(inst) {
                    let redefines = matches!(op.kind, OperandKind::Def | OperandKind::Mod);
                    let Some(v) = op.vreg().filter(|_| redefines) else { continue };
                    if into.contains(&(v.0)) {
                        return Err(invalid(format!(
                            "{v}, defined at {inst} after {src}, crosses the edge {block} -> {s}"
                        )));
                    }
                }
            }
        }
    }
    Ok(())
}

fn check_vreg(v: VReg, nv: usize) -> Result<(), RegAllocError> {
    if v.index() >= nv {
        return Err(invalid(format!("{v} out of range")));
    }
    Ok(())
}

/// Computes live-in sets, then intervals, fixed ranges and hints in one backward pass.
pub(crate) fn build<F: Function>(func: &F, env: &MachineEnv) -> Result<Liveness, RegAllocError> {
    let nb = func.num_blocks();
    let nv = func.num_vregs();
    let words = nv.div_ceil(64).max(1);
    let (live_in_offsets, live_in) = live_in_sets(func);
    check_edge_sources(func, &live_in_offsets, &live_in)?;
    let mut touched: Vec<u32> = Vec::new();
    let mut intervals: Vec<Interval> = (0..nv)
        .map(|v| Interval {
            vreg: v as u32,
            class: func.vreg_class(VReg::new(v)),
            ranges: RangeList::new(),
            uses: UseList::new(),
            stack: UseList::new(),
            reg: None,
            spilled: false,
        })
        .collect();
    let mut fixed: Vec<RangeList> = vec![RangeList::new(); 32];
    let mut hints = vec![Hint::None; nv];
    let mut live = vec![0u64; words];
    let mut preg_live: [Option<u32>; 32] = [None; 32];
    let block_start: Vec<u32> = (0..nb).map(|b| 2 * func.block_insts(Block::new(b)).first.0).collect();
    let block_depth: Vec<u32> = (0..nb).map(|b| func.block_loop_depth(Block::new(b))).collect();
    let mut entry_depth = block_depth.clone();
    for (b, &depth) in block_depth.iter().enumerate() {
        for s in func.block_succs(Block::new(b)) {
            if s.index() > b {
                entry_depth[s.index()] = entry_depth[s.index()].min(depth);
            }
        }
    }
    let mut defined = vec![false; nv];
    let mut needs_slot = vec![false; nv];

    // Parameter hints in linear order, so a parameter follows the argument from its earliest
    // predecessor (usually the loop preheader) and back-edge arguments follow the parameter.
    for b in 0..nb {
        let block = Block::new(b);
        let term = func.block_insts(block).last();
        for (k, &s) in func.block_succs(block).iter().enumerate() {
            for (&a, &p) in func.branch_blockparams(block, term, k).iter().zip(func.block_params(s)) {
                set_hint(&mut hints, p.index(), Hint::Vreg(a.0));
                set_hint(&mut hints, a.index(), Hint::Vreg(p.0));
            }
        }
    }
    for b in (0..nb).rev() {
        let block = Block::new(b);
        let r = func.block_insts(block);
        let from = 2 * r.first.0;
        let to = 2 * r.end.0;
        for &v in &touched {
            live[v as usize / 64] = 0;
        }
        touched.clear();
        for (k, &s) in func.block_succs(block).iter().enumerate() {
            let si = &live_in[live_in_offsets[s.index()] as usize..live_in_offsets[s.index() + 1] as usize];
            let args = func.branch_blockparams(block, r.last(), k).iter().map(|a| a.0);
            for v in si.iter().copied().chain(args) {
                let (w, bit) = (v as usize / 64, 1u64 << (v % 64));
                if live[w] & bit == 0 {
                    live[w] |= bit;
                    touched.push(v);
                    add_range(&mut intervals[v as usize].ranges, from, to);
                }
            }
        }
        for inst in r.iter().rev() {
            scan_inst(
                func,
                env,
                inst,
                from,
                &mut intervals,
                &mut fixed,
                &mut live,
                &mut preg_live,
                &mut defined,
                &mut needs_slot,
            )?;
            for op in func.inst_operands(inst) {
                if let RegRef::Virt(v) = op.reg {
                    touched.push(v.0);
                }
            }
            hint_move(func, inst, &mut hints);
        }
        for &p in func.block_params(block) {
            let (w, bit) = (p.index() / 64, 1u64 << (p.index() % 64));
            if live[w] & bit != 0 {
                live[w] &= !bit;
            } else {
                add_range(&mut intervals[p.index()].ranges, from, from + 1);
            }
            defined[p.index()] = true;
        }
        for (p, slot) in preg_live.iter_mut().enumerate() {
            if let Some(end) = slot.take() {
                if b != 0 {
                    let p = crate::types::PReg::from_index(p);
                    return Err(invalid(format!("{block} reads {p} before defining it")));
                }
                add_range(&mut fixed[p], from, end);
            }
        }
    }
    if let Some(v) = live_in[..live_in_offsets[1] as usize].first() {
        return Err(invalid(format!("v{v} is used but not defined on every path from the entry")));
    }
    for iv in &mut intervals {
        if !iv.ranges.is_empty() && !defined[iv.vreg as usize] {
            return Err(invalid(format!("v{} is used but never defined", iv.vreg)));
        }
        normalize(&mut iv.ranges);
        iv.uses.reverse();
        iv.stack.reverse();
    }
    for f in &mut fixed {
        normalize(f);
    }
    Ok(Liveness {
        live_in_offsets,
        live_in,
        intervals,
        fixed,
        hints,
        needs_slot,
        block_start,
        block_depth,
        entry_depth,
    })
}

/// Records liveness effects of one instruction, walking backwards.
#[allow(clippy::too_many_arguments)]
fn scan_inst<F: Function>(
    func: &F,
    env: &MachineEnv,
    inst: Inst,
    block_from: u32,
    intervals: &mut [Interval],
    fixed: &mut [RangeList],
    live: &mut [u64],
    preg_live: &mut [Option<u32>; 32],
    defined: &mut [bool],
    needs_slot: &mut [bool],
) -> Result<(), RegAllocError> {
    let early = 2 * inst.0;
    let late = early + 1;
    let ops = func.inst_operands(inst);
    for op in ops.iter().filter(|o| o.kind == OperandKind::Def) {
        let pos = if op.pos == OperandPos::Early { early } else { late };
        match op.reg {
            RegRef::Virt(v) => {
                let (w, bit) = (v.index() / 64, 1u64 << (v.index() % 64));
                let iv = &mut intervals[v.index()];
                if live[w] & bit != 0 {
                    live[w] &= !bit;
                    if let Some(last) = iv.ranges.last_mut() {
                        last.from = pos;
                    }
                } else {
                    // A dead def still occupies its register through the late point, so an early
                    // def never shares with the instruction's other defs.
                    add_range(&mut iv.ranges, pos, late + 1);
                }
                push_use(&mut iv.uses, pos);
                defined[v.index()] = true;
            }
            RegRef::Phys(p) if env.is_allocatable(p) => {
                let end = preg_live[p.index()].take().unwrap_or(pos + 1);
                add_range(&mut fixed[p.index()], pos, end.max(pos + 1));
            }
            RegRef::Phys(_) => {}
        }
    }
    let clobbers = func.inst_clobbers(inst);
    if !clobbers.is_empty() {
        for c in clobbers.iter().filter(|&c| env.is_allocatable(c)) {
            if preg_live[c.index()].is_some() {
                return Err(invalid(format!("{inst} clobbers {c} while it holds a value used later")));
            }
            add_range(&mut fixed[c.index()], late, late + 1);
        }
    }
    for op in ops.iter().filter(|o| o.kind != OperandKind::Def) {
        // A value read in place or reported at the late point stays live through it, so the
        // instruction's clobbers and late defs keep out of its register.
        let end = if op.kind == OperandKind::Use { late } else { late + 1 };
        match op.reg {
            RegRef::Virt(v) => {
                let iv = &mut intervals[v.index()];
                add_range(&mut iv.ranges, block_from, end);
                live[v.index() / 64] |= 1u64 << (v.index() % 64);
                match op.kind {
                    // A value read in its slot may stay in a register too: resolve stores it to
                    // the slot before the instruction (LLVM's deopt spills do the same).
                    OperandKind::Live => {}
                    OperandKind::StackUse => needs_slot[v.index()] = true,
                    OperandKind::StackMod => push_use(&mut iv.stack, late),
                    _ => push_use(&mut iv.uses, early),
                }
            }
            RegRef::Phys(p) if env.is_allocatable(p) => {
                let slot = &mut preg_live[p.index()];
                *slot = Some(slot.map_or(end, |e| e.max(end)));
            }
            RegRef::Phys(_) => {}
        }
    }
    Ok(())
}

/// Registers copy hints of a move instruction.
fn hint_move<F: Function>(func: &F, inst: Inst, hints: &mut [Hint]) {
    let Some((d, u)) = func.is_move(inst) else { return };
    match (d.reg, u.reg) {
        (RegRef::Virt(dv), RegRef::Virt(uv)) if dv.index() < hints.len() => {
            set_hint(hints, dv.index(), Hint::Vreg(uv.0));
            set_hint(hints, uv.index(), Hint::Vreg(dv.0));
        }
        (RegRef::Virt(dv), RegRef::Phys(p)) if dv.index() < hints.len() => hints[dv.index()] = Hint::Reg(p),
        (RegRef::Phys(p), RegRef::Virt(uv)) if uv.index() < hints.len() => hints[uv.index()] = Hint::Reg(p),
        _ => {}
    }
}

fn set_hint(hints: &mut [Hint], v: usize, h: Hint) {
    if hints[v] == Hint::None {
        hints[v] = h;
    }
}

fn push_use(uses: &mut UseList, pos: u32) {
    if uses.last() != Some(&pos) {
        uses.push(pos);
    }
}

/// Adds `[from, to)` to a range list being built in descending order, merging with the last one.
fn add_range(ranges: &mut RangeList, from: u32, to: u32) {
    if let Some(last) = ranges.last_mut() {
        if last.from <= to && from <= last.to {
            last.from = last.from.min(from);
            last.to = last.to.max(to);
            return;
        }
    }
    ranges.push(Range { from, to });
}

/// Turns a descending range list into an ascending, disjoint one.
fn normalize(ranges: &mut RangeList) {
    ranges.reverse();
    if ranges.windows(2).all(|w| w[0].to < w[1].from) {
        return;
    }
    ranges.sort_unstable_by_key(|r| r.from);
    let mut out: Vec<Range> = Vec::with_capacity(ranges.len());
    for &r in ranges.iter() {
        match out.last_mut() {
            Some(last) if r.from <= last.to => last.to = last.to.max(r.to),
            _ => out.push(r),
        }
    }
    *ranges = RangeList::from_slice(&out);
}

/// Exact live-in sets by path exploration: from every upward-exposed use (and every branch
/// argument), walk predecessors until a block that defines the vreg. Cost is proportional to the
/// total size of the sets. Returns CSR offsets per block and the ascending vregs.
fn live_in_sets<F: Function>(func: &F) -> (Vec<u32>, Vec<u32>) {
    let nb = func.num_blocks();
    let nv = func.num_vregs();
    // Predecessors (derived from successors, so the input's own lists are not trusted).
    let mut pred_off = vec![0u32; nb + 1];
    for b in 0..nb {
        for s in func.block_succs(Block::new(b)) {
            pred_off[s.index() + 1] += 1;
        }
    }
    for b in 0..nb {
        pred_off[b + 1] += pred_off[b];
    }
    let mut preds = vec![0u32; pred_off[nb] as usize];
    let mut fill = pred_off.clone();
    for b in 0..nb {
        for s in func.block_succs(Block::new(b)) {
            preds[fill[s.index()] as usize] = b as u32;
            fill[s.index()] += 1;
        }
    }
    // Per block: killed vregs (sorted, for lookup) and upward-exposed uses as (vreg, block) seeds.
    let mut kill_off = vec![0u32; nb + 1];
    let mut kills: Vec<u32> = Vec::new();
    let mut seeds: Vec<(u32, u32)> = Vec::new();
    let mut killed_here: Vec<u32> = Vec::new();
    let mut kill_mark = vec![u32::MAX; nv];
    for b in 0..nb {
        let block = Block::new(b);
        killed_here.clear();
        for p in func.block_params(block) {
            kill_mark[p.index()] = b as u32;
            killed_here.push(p.0);
        }
        let r = func.block_insts(block);
        for inst in r.iter() {
            for op in func.inst_operands(inst) {
                if let RegRef::Virt(v) = op.reg {
                    if op.kind != OperandKind::Def && kill_mark[v.index()] != b as u32 {
                        seeds.push((v.0, b as u32));
                    }
                }
            }
            for op in func.inst_operands(inst) {
                if let (RegRef::Virt(v), OperandKind::Def | OperandKind::Mod) = (op.reg, op.kind) {
                    kill_mark[v.index()] = b as u32;
                    killed_here.push(v.0);
                }
            }
        }
        for (k, _) in func.block_succs(block).iter().enumerate() {
            for a in func.branch_blockparams(block, r.last(), k) {
                if kill_mark[a.index()] != b as u32 {
                    seeds.push((a.0, b as u32));
                }
            }
        }
        killed_here.sort_unstable();
        killed_here.dedup();
        kills.extend_from_slice(&killed_here);
        kill_off[b + 1] = kills.len() as u32;
    }
    let kills_in = |b: usize, v: u32| kills[kill_off[b] as usize..kill_off[b + 1] as usize].binary_search(&v).is_ok();
    // Group the seeds by vreg (counting sort), so each block's list comes out ascending.
    let seed_blocks = group_by_key(&seeds, nv, |&(v, _)| v as usize, |&(_, b)| b);
    let mut mark = vec![u32::MAX; nb];
    let mut stack: Vec<u32> = Vec::new();
    let mut pairs: Vec<(u32, u32)> = Vec::new();
    for v in 0..nv {
        let v32 = v as u32;
        stack.extend_from_slice(&seed_blocks.1[seed_blocks.0[v] as usize..seed_blocks.0[v + 1] as usize]);
        while let Some(b) = stack.pop() {
            let b = b as usize;
            if mark[b] == v32 {
                continue;
            }
            mark[b] = v32;
            pairs.push((b as u32, v32));
            for &p in &preds[pred_off[b] as usize..pred_off[b + 1] as usize] {
                if mark[p as usize] != v32 && !kills_in(p as usize, v32) {
                    stack.push(p);
                }
            }
        }
    }
    group_by_key(&pairs, nb, |&(b, _)| b as usize, |&(_, v)| v)
}

/// A stable counting sort: CSR offsets per key (length `num_keys + 1`) and the values in key
/// order, each key's values in input order.
fn group_by_key<T>(
    items: &[T],
    num_keys: usize,
    key: impl Fn(&T) -> usize,
    value: impl Fn(&T) -> u32,
) -> (Vec<u32>, Vec<u32>) {
    let mut offsets = vec![0u32; num_keys + 1];
    for it in items {
        offsets[key(it) + 1] += 1;
    }
    for k in 0..num_keys {
        offsets[k + 1] += offsets[k];
    }
    let mut fill = offsets.clone();
    let mut out = vec![0u32; items.len()];
    for it in items {
        let k = key(it);
        out[fill[k] as usize] = value(it);
        fill[k] += 1;
    }
    (offsets, out)
}
