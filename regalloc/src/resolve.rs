//! Builds the [`Output`]: spill slots, operand allocations, and the moves at block edges and split
//! points, each parallel move set sequenced with cycles broken through a scratch location.
//!
//! Requires the allocated intervals of [`crate::linear_scan`] and the CFG to have no critical edges.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use crate::function::Function;
use crate::linear_scan::Allocated;
use crate::liveness::Liveness;
use crate::types::{
    Allocation, Block, Edit, Inst, MachineEnv, OperandKind, OperandPos, Output, ProgPoint, RegAllocError, RegClass,
    RegRef, SpillSlot, VReg,
};

/// Move-set ordering at one program point: incoming edge moves, stores of block parameters, split
/// moves, stores for `StackUse` operands, outgoing edge moves.
const PRIO_EDGE_IN: u8 = 0;
const PRIO_DEF_STORE: u8 = 1;
const PRIO_SPLIT: u8 = 2;
const PRIO_STACK_USE: u8 = 3;
const PRIO_EDGE_OUT: u8 = 4;

/// One pending move of a parallel set.
#[derive(Copy, Clone, Debug)]
struct PMove {
    from: Allocation,
    to: Allocation,
    class: RegClass,
    /// The vreg whose value is copied (`u32::MAX` for block parameters and cycle temporaries).
    vreg: u32,
}

/// Where each vreg's parts live, sorted for lookup by position.
struct Locations {
    /// Offsets into `parts` per vreg (length `num_vregs + 1`).
    offsets: Vec<u32>,
    /// `(start, end, location)` of every part, grouped by vreg, ascending by start.
    parts: Vec<(u32, u32, Allocation)>,
}

impl Locations {
    /// The location of `vreg` at position `pos`.
    fn at(&self, vreg: usize, pos: u32) -> Allocation {
        let parts = &self.parts[self.offsets[vreg] as usize..self.offsets[vreg + 1] as usize];
        let k = parts.partition_point(|&(s, _, _)| s <= pos);
        if k == 0 {
            Allocation::None
        } else {
            parts[k - 1].2
        }
    }
    /// The location of `vreg` just before `pos` if a part of it ends exactly at `pos`.
    fn ending_at(&self, vreg: usize, pos: u32) -> Allocation {
        let parts = &self.parts[self.offsets[vreg] as usize..self.offsets[vreg + 1] as usize];
        let k = parts.partition_point(|&(s, _, _)| s < pos);
        match k.checked_sub(1).map(|i| parts[i]) {
            Some((_, end, loc)) if end == pos => loc,
            _ => Allocation::None,
        }
    }
}

fn internal(msg: String) -> RegAllocError {
    RegAllocError::InvalidInput(format!("internal allocator error: {msg}"))
}

/// Turns allocated intervals into the allocator's output.
pub(crate) fn finish<F: Function>(
    func: &F,
    env: &MachineEnv,
    live: &Liveness,
    alloc: &Allocated,
) -> Result<Output, RegAllocError> {
    let nv = func.num_vregs();
    let (slot_of, mut num_slots) = assign_spill_slots(func, alloc);
    let locs = build_locations(nv, alloc, &slot_of)?;
    let mut out = Output { num_spill_slots: 0, ..Output::default() };
    let mut sets: Vec<(ProgPoint, u8, Vec<PMove>)> = Vec::new();
    operand_allocs(func, &locs, &slot_of, &mut out, &mut sets)?;
    edge_moves(func, env, live, &locs, &mut sets)?;
    split_moves(func, live, alloc, &locs, &mut sets);
    store_at_defs(func, live, alloc, &locs, &slot_of, &mut sets);
    sets.sort_by_key(|(p, prio, _)| (*p, *prio));
    let mut temp: [Option<SpillSlot>; 2] = [None, None];
    for (point, _, moves) in &mut sets {
        sequence(moves, *point, env, &mut out.edits, &mut |class| {
            *temp[class as usize].get_or_insert_with(|| {
                let align = class.spill_slots();
                num_slots = num_slots.div_ceil(align) * align;
                let s = SpillSlot::new(num_slots);
                num_slots += align;
                s
            })
        });
    }
    out.num_spill_slots = num_slots;
    Ok(out)
}

/// Gives every spilled vreg a slot. A block parameter and a branch argument feeding it share one
/// when their live ranges do not intersect (the edge move between them then disappears: values
/// in slots across a loop, like references kept in their slots at safepoints, are not copied
/// slot to slot on the back edge); otherwise groups whose lifetimes (hulls) do not overlap share
/// slots. Vector values get two slots at an even index. Returns the slot per vreg and the count.
fn assign_spill_slots<F: Function>(func: &F, alloc: &Allocated) -> (Vec<Option<SpillSlot>>, usize) {
    let nv = func.num_vregs();
    let spilled = |v: usize| alloc.vreg_spilled[v];
    // Each spilled vreg's ranges, sorted.
    let mut ranges: Vec<Vec<crate::liveness::Range>> = vec![Vec::new(); nv];
    for iv in &alloc.intervals {
        if spilled(iv.vreg as usize) {
            ranges[iv.vreg as usize].extend(iv.ranges.iter().copied());
        }
    }
    for r in &mut ranges {
        r.sort_unstable_by_key(|x| x.from);
    }
    // Groups (union-find by representative) of parameters and the arguments that feed them.
    let mut group: Vec<usize> = (0..nv).collect();
    let mut members: Vec<Vec<usize>> = (0..nv).map(|v| vec![v]).collect();
    fn find(group: &mut [usize], v: usize) -> usize {
        let mut r = v;
        while group[r] != r {
            r = group[r];
        }
        group[v] = r;
        r
    }
    for b in 0..func.num_blocks() {
        let block = Block::new(b);
        let term = func.block_insts(block).last();
        for (k, &s) in func.block_succs(block).iter().enumerate() {
            for (&a, &p) in func.branch_blockparams(block, term, k).iter().zip(func.block_params(s)) {
                let (a, p) = (a.index(), p.index());
                if !spilled(a) || !spilled(p) || func.vreg_class(VReg::new(a)) != func.vreg_class(VReg::new(p)) {
                    continue;
                }
                let (ga, gp) = (find(&mut group, a), find(&mut group, p));
                if ga == gp {
                    continue;
                }
                let clash = members[ga].iter().any(|&x| {
                    members[gp].iter().any(|&y| crate::liveness::next_intersection(&ranges[x], &ranges[y], 0).is_some())
                });
                if !clash {
                    let moved = std::mem::take(&mut members[gp]);
                    members[ga].extend(moved);
                    group[gp] = ga;
                }
            }
        }
    }
    let mut hull: Vec<(u32, u32)> = vec![(u32::MAX, 0); nv];
    for v in 0..nv {
        if let (Some(first), Some(last)) = (ranges[v].first(), ranges[v].iter().map(|r| r.to).max()) {
            let g = find(&mut group, v);
            hull[g].0 = hull[g].0.min(first.from);
            hull[g].1 = hull[g].1.max(last);
        }
    }
    let mut order: Vec<usize> =
        (0..nv).filter(|&v| spilled(v) && find(&mut group, v) == v && hull[v].0 < hull[v].1).collect();
    order.sort_unstable_by_key(|&v| hull[v].0);
    // Per class: a heap of (end, local slot) in use and a list of free local slots.
    let mut busy: [BinaryHeap<Reverse<(u32, usize)>>; 2] = [BinaryHeap::new(), BinaryHeap::new()];
    let mut free: [Vec<usize>; 2] = [Vec::new(), Vec::new()];
    let mut count = [0usize; 2];
    let mut local = vec![usize::MAX; nv];
    for g in order {
        let c = func.vreg_class(VReg::new(g)) as usize;
        let (start, end) = hull[g];
        while let Some(&Reverse((e, s))) = busy[c].peek() {
            if e > start {
                break;
            }
            busy[c].pop();
            free[c].push(s);
        }
        let s = free[c].pop().unwrap_or_else(|| {
            count[c] += 1;
            count[c] - 1
        });
        busy[c].push(Reverse((end, s)));
        local[g] = s;
    }
    // Vector pairs first (even indices), then integer slots.
    let vec_base = 0;
    let int_base = 2 * count[1];
    let slot_of = (0..nv)
        .map(|v| {
            if !spilled(v) {
                return None;
            }
            let g = find(&mut group, v);
            if local[g] == usize::MAX {
                return None;
            }
            Some(match func.vreg_class(VReg::new(v)) {
                RegClass::Vec => SpillSlot::new(vec_base + 2 * local[g]),
                RegClass::Int => SpillSlot::new(int_base + local[g]),
            })
        })
        .collect();
    (slot_of, int_base + count[0])
}

/// Collects the location of every interval, grouped by vreg and sorted by start.
fn build_locations(nv: usize, alloc: &Allocated, slot_of: &[Option<SpillSlot>]) -> Result<Locations, RegAllocError> {
    let mut entries: Vec<(u32, u32, u32, Allocation)> = Vec::with_capacity(alloc.intervals.len());
    for iv in &alloc.intervals {
        if iv.ranges.is_empty() {
            continue;
        }
        let loc = match (iv.reg, iv.spilled) {
            (Some(r), _) => Allocation::Reg(r),
            (None, true) => match slot_of[iv.vreg as usize] {
                Some(s) => Allocation::Stack(s),
                None => return Err(internal(format!("v{} spilled without a slot", iv.vreg))),
            },
            (None, false) => return Err(internal(format!("v{} left unallocated", iv.vreg))),
        };
        entries.push((iv.vreg, iv.start(), iv.end(), loc));
    }
    // Counting sort by vreg, then sort each vreg's (few) parts by start.
    let mut offsets = vec![0u32; nv + 1];
    for &(v, _, _, _) in &entries {
        offsets[v as usize + 1] += 1;
    }
    for v in 0..nv {
        offsets[v + 1] += offsets[v];
    }
    let mut fill = offsets.clone();
    let mut parts = vec![(0u32, 0u32, Allocation::None); entries.len()];
    for (v, s, e, l) in entries {
        parts[fill[v as usize] as usize] = (s, e, l);
        fill[v as usize] += 1;
    }
    for v in 0..nv {
        let group = &mut parts[offsets[v] as usize..offsets[v + 1] as usize];
        if group.len() > 1 {
            group.sort_unstable_by_key(|&(s, _, _)| s);
        }
    }
    Ok(Locations { offsets, parts })
}

/// Fills `allocs` and `inst_alloc_offsets`: every operand in a register, except that the
/// late-point operands get their location there (`Live`: any; `StackMod`: the slot; `StackUse`:
/// the slot, stored there from the value's register before the instruction when it is in one).
fn operand_allocs<F: Function>(
    func: &F,
    locs: &Locations,
    slot_of: &[Option<SpillSlot>],
    out: &mut Output,
    sets: &mut Vec<(ProgPoint, u8, Vec<PMove>)>,
) -> Result<(), RegAllocError> {
    out.inst_alloc_offsets.reserve(func.num_insts() + 1);
    for i in 0..func.num_insts() {
        let inst = Inst::new(i);
        out.inst_alloc_offsets.push(out.allocs.len() as u32);
        for op in func.inst_operands(inst) {
            let a = match op.reg {
                RegRef::Phys(p) => Allocation::Reg(p),
                RegRef::Virt(v) => {
                    let pos = match (op.kind, op.pos) {
                        (OperandKind::Def, OperandPos::Late)
                        | (OperandKind::Live | OperandKind::StackUse | OperandKind::StackMod, _) => 2 * inst.0 + 1,
                        _ => 2 * inst.0,
                    };
                    let mut a = locs.at(v.index(), pos);
                    if let (OperandKind::StackUse, Allocation::Reg(_), Some(slot)) = (op.kind, a, slot_of[v.index()]) {
                        let class = func.vreg_class(v);
                        let store = PMove { from: a, to: Allocation::Stack(slot), class, vreg: v.0 };
                        sets.push((ProgPoint::before(inst), PRIO_STACK_USE, vec![store]));
                        a = Allocation::Stack(slot);
                    }
                    let fits = match op.kind {
                        OperandKind::Live => a != Allocation::None,
                        OperandKind::StackUse | OperandKind::StackMod => matches!(a, Allocation::Stack(_)),
                        _ => matches!(a, Allocation::Reg(_)),
                    };
                    if !fits {
                        return Err(internal(format!("{v} at {inst} is in {a}, not where a {:?} needs it", op.kind)));
                    }
                    a
                }
            };
            out.allocs.push(a);
        }
    }
    out.inst_alloc_offsets.push(out.allocs.len() as u32);
    Ok(())
}

/// Moves on every control-flow edge: live-in values and block parameters.
fn edge_moves<F: Function>(
    func: &F,
    env: &MachineEnv,
    live: &Liveness,
    locs: &Locations,
    sets: &mut Vec<(ProgPoint, u8, Vec<PMove>)>,
) -> Result<(), RegAllocError> {
    for b in 0..func.num_blocks() {
        let block = Block::new(b);
        let term = func.block_insts(block).last();
        let pred_end = 2 * term.0 + 1;
        let succs = func.block_succs(block);
        for (k, &s) in succs.iter().enumerate() {
            let succ_start = live.block_start[s.index()];
            // An edge that leaves from a call takes values where they are during the call.
            let from_pos = func.edge_source(block, k).map_or(pred_end, |i| 2 * i.0 + 1);
            let mut moves = Vec::new();
            for &v in live.live_in_of(s.index()) {
                let v = v as usize;
                let (from, to) = (locs.at(v, from_pos), locs.at(v, succ_start));
                if from != to {
                    moves.push(PMove { from, to, class: func.vreg_class(VReg::new(v)), vreg: v as u32 });
                }
            }
            for (&a, &p) in func.branch_blockparams(block, term, k).iter().zip(func.block_params(s)) {
                let (from, to) = (locs.at(a.index(), pred_end), locs.at(p.index(), succ_start));
                if from != to {
                    moves.push(PMove { from, to, class: func.vreg_class(p), vreg: u32::MAX });
                }
            }
            if moves.is_empty() {
                continue;
            }
            if moves.iter().any(|m| m.from == Allocation::None || m.to == Allocation::None) {
                return Err(internal(format!("edge {block} -> {s} has an unallocated value")));
            }
            let (point, prio) = if crate::liveness::edge_moves_at_end(func, env, block) {
                (ProgPoint::before(term), PRIO_EDGE_OUT)
            } else {
                (ProgPoint::before(func.block_insts(s).first), PRIO_EDGE_IN)
            };
            sets.push((point, prio, moves));
        }
    }
    Ok(())
}

/// Spill at definition: a spilled vreg whose def and in-place changes (`Mod`, the two-address
/// pattern) all sit in one block, none on its terminator, is stored to its slot once, right after
/// the last of them (or at the start of the block of a parameter), and the register-to-slot moves
/// of it after that point are dropped: the slot stays valid for the rest of its life.
fn store_at_defs<F: Function>(
    func: &F,
    live: &Liveness,
    alloc: &Allocated,
    locs: &Locations,
    slot_of: &[Option<SpillSlot>],
    sets: &mut Vec<(ProgPoint, u8, Vec<PMove>)>,
) {
    let nv = func.num_vregs();
    // Per vreg: the block of its def and the store point (point, priority, position read).
    let mut def_block: Vec<Option<usize>> = vec![None; nv];
    let mut store_at: Vec<Option<(ProgPoint, u8, u32)>> = vec![None; nv];
    for b in 0..func.num_blocks() {
        let block = Block::new(b);
        let r = func.block_insts(block);
        for &p in func.block_params(block) {
            def_block[p.index()] = Some(b);
            store_at[p.index()] = Some((ProgPoint::before(r.first), PRIO_DEF_STORE, live.block_start[b]));
        }
        for inst in r.iter() {
            for op in func.inst_operands(inst).iter().filter(|o| o.kind == OperandKind::Def) {
                if let Some(v) = op.vreg() {
                    def_block[v.index()] = Some(b);
                    store_at[v.index()] = Some((ProgPoint::after(inst), PRIO_DEF_STORE, 2 * inst.0 + 1));
                }
            }
        }
    }
    let mut eligible: Vec<bool> = (0..nv).map(|v| alloc.vreg_spilled[v] && slot_of[v].is_some()).collect();
    for b in 0..func.num_blocks() {
        let r = func.block_insts(Block::new(b));
        for inst in r.iter() {
            // The late-point kinds are reads here: a slot rewritten in place holds the value
            // every later reload wants, so the store after the def stays valid.
            for op in func.inst_operands(inst).iter().filter(|o| o.kind.writes_register()) {
                let Some(v) = op.vreg().map(|v| v.index()) else { continue };
                let after_def = store_at[v].is_some_and(|(p, _, _)| p < ProgPoint::after(inst));
                if inst == r.last() || def_block[v] != Some(b) || (op.kind == OperandKind::Mod && !after_def) {
                    eligible[v] = false;
                } else if op.kind == OperandKind::Mod {
                    store_at[v] = Some((ProgPoint::after(inst), PRIO_DEF_STORE, 2 * inst.0 + 1));
                }
            }
        }
    }
    let mut stores: Vec<(ProgPoint, u8, PMove)> = Vec::new();
    for v in 0..nv {
        let (true, Some((point, prio, pos)), Some(slot)) = (eligible[v], store_at[v], slot_of[v]) else {
            eligible[v] = false;
            continue;
        };
        let from = locs.at(v, pos);
        let to = Allocation::Stack(slot);
        if from != to && from != Allocation::None {
            stores.push((point, prio, PMove { from, to, class: func.vreg_class(VReg::new(v)), vreg: v as u32 }));
        }
    }
    for (point, prio, moves) in sets.iter_mut() {
        let block = live.block_of(2 * point.inst.0);
        moves.retain(|m| {
            let v = m.vreg as usize;
            let redundant = v < nv
                && eligible[v]
                && matches!(m.to, Allocation::Stack(s) if Some(s) == slot_of[v])
                && store_at[v]
                    .is_some_and(|(sp, sprio, _)| def_block[v] != Some(block) || (*point, *prio) > (sp, sprio));
            !redundant
        });
    }
    stores.sort_by_key(|&(p, prio, _)| (p, prio));
    let mut i = 0;
    while i < stores.len() {
        let (p, prio) = (stores[i].0, stores[i].1);
        let mut moves = Vec::new();
        while i < stores.len() && stores[i].0 == p && stores[i].1 == prio {
            moves.push(stores[i].2);
            i += 1;
        }
        sets.push((p, prio, moves));
    }
}

/// Moves where a vreg's adjacent parts inside one block got different locations.
fn split_moves<F: Function>(
    func: &F,
    live: &Liveness,
    alloc: &Allocated,
    locs: &Locations,
    sets: &mut Vec<(ProgPoint, u8, Vec<PMove>)>,
) {
    let mut found: Vec<(u32, PMove)> = Vec::new();
    for iv in alloc.intervals.iter().filter(|iv| !iv.ranges.is_empty()) {
        let start = iv.start();
        if start == 0 || start & 1 == 1 {
            continue;
        }
        let b = live.block_of(start);
        if live.block_start[b] == start {
            continue;
        }
        let v = iv.vreg as usize;
        let (from, to) = (locs.ending_at(v, start), locs.at(v, start));
        if from != to && from != Allocation::None {
            found.push((start, PMove { from, to, class: func.vreg_class(VReg::new(v)), vreg: v as u32 }));
        }
    }
    found.sort_by_key(|&(p, _)| p);
    let mut i = 0;
    while i < found.len() {
        let p = found[i].0;
        let mut moves = Vec::new();
        while i < found.len() && found[i].0 == p {
            moves.push(found[i].1);
            i += 1;
        }
        sets.push((ProgPoint::before(Inst(p / 2)), PRIO_SPLIT, moves));
    }
}

/// Emits a parallel move set as sequential moves. A move runs once no pending move still reads
/// its destination; a cycle is broken by saving one destination in the class's scratch register,
/// or in a temporary spill slot when the set also has a stack-to-stack move of that class (the
/// client performs those through the same scratch register).
fn sequence(
    moves: &mut Vec<PMove>,
    point: ProgPoint,
    env: &MachineEnv,
    edits: &mut Vec<(ProgPoint, Edit)>,
    temp_slot: &mut dyn FnMut(RegClass) -> SpillSlot,
) {
    moves.retain(|m| m.from != m.to);
    let emit = |edits: &mut Vec<(ProgPoint, Edit)>, m: PMove| {
        edits.push((point, Edit::Move { from: m.from, to: m.to, class: m.class }));
    };
    while !moves.is_empty() {
        let ready = (0..moves.len()).find(|&i| !moves.iter().any(|m| m.from == moves[i].to));
        if let Some(i) = ready {
            let m = moves.swap_remove(i);
            emit(edits, m);
            continue;
        }
        let m = moves[0];
        let stack_to_stack = moves
            .iter()
            .any(|x| x.class == m.class && matches!((x.from, x.to), (Allocation::Stack(_), Allocation::Stack(_))));
        let tmp = if stack_to_stack {
            Allocation::Stack(temp_slot(m.class))
        } else {
            Allocation::Reg(env.scratch[m.class as usize])
        };
        emit(edits, PMove { from: m.to, to: tmp, class: m.class, vreg: u32::MAX });
        for x in moves.iter_mut() {
            if x.from == m.to {
                x.from = tmp;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::PReg;
    use std::collections::HashMap;

    /// Runs `sequence` on random parallel move sets and simulates the result, including the
    /// client's expansion of stack-to-stack moves through the scratch register.
    #[test]
    fn sequenced_moves_implement_the_parallel_move() {
        let env = MachineEnv::sysv();
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = |n: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % n as u64) as usize
        };
        let pool: Vec<Allocation> = [0u8, 1, 2, 3, 6, 7]
            .iter()
            .map(|&n| Allocation::Reg(PReg::gpr(n)))
            .chain((0..6).map(|s| Allocation::Stack(SpillSlot::new(s))))
            .collect();
        let (mut cycles, mut temp_used) = (0, 0);
        for _ in 0..3000 {
            let n = 1 + next(pool.len());
            let mut dsts = pool.clone();
            let mut moves = Vec::new();
            for _ in 0..n {
                let to = dsts.swap_remove(next(dsts.len()));
                let from = pool[next(pool.len())];
                moves.push(PMove { from, to, class: RegClass::Int, vreg: 0 });
            }
            let expected: Vec<(Allocation, Allocation)> = moves.iter().map(|m| (m.to, m.from)).collect();
            let mut edits = Vec::new();
            let mut used_temp = false;
            sequence(&mut moves, ProgPoint::before(Inst(0)), &env, &mut edits, &mut |_| {
                used_temp = true;
                SpillSlot::new(100)
            });
            temp_used += used_temp as usize;
            let mut state: HashMap<Allocation, usize> = pool.iter().enumerate().map(|(i, &a)| (a, i)).collect();
            let initial = state.clone();
            let scratch = Allocation::Reg(env.scratch[0]);
            for (_, Edit::Move { from, to, .. }) in &edits {
                if *from == scratch || *to == scratch {
                    cycles += 1;
                }
                let v = *state.get(from).expect("move reads an unset location");
                if let (Allocation::Stack(_), Allocation::Stack(_)) = (from, to) {
                    state.insert(scratch, v);
                }
                state.insert(*to, v);
            }
            for (to, from) in &expected {
                assert_eq!(state[to], initial[from], "{to} wrong after {edits:?}");
            }
            for a in &pool {
                if !expected.iter().any(|(t, _)| t == a) {
                    assert_eq!(state[a], initial[a], "{a} clobbered by {edits:?}");
                }
            }
        }
        assert!(cycles > 100 && temp_used > 10, "cycles {cycles}, temp slot used {temp_used}");
    }
}
