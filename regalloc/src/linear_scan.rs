//! The linear-scan loop: assigns registers to intervals in start order, splitting and spilling.
//!
//! Requires the intervals of [`crate::liveness`]. Splits happen only at even positions (just
//! before an instruction), so a value never changes location inside an instruction and `Mod`
//! operands keep one register. Every new interval pushed to the worklist starts after the current
//! position, so the loop terminates.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use crate::liveness::{next_intersection, Hint, Interval, Liveness, Range};
use crate::types::{Inst, MachineEnv, PReg, RegAllocError, RegClass};

/// How far back [`Allocator::split_pos`] looks for a block boundary.
const MAX_BOUNDARY_SCAN: usize = 32;

/// The result of allocation: all intervals (including split children) with their locations.
pub(crate) struct Allocated {
    /// Every interval; vreg `v`'s original interval has index `v`.
    pub intervals: Vec<Interval>,
    /// Whether each vreg has a part in its spill slot.
    pub vreg_spilled: Vec<bool>,
}

/// State of the linear scan.
struct Allocator<'a> {
    env: &'a MachineEnv,
    live: &'a Liveness,
    ivs: Vec<Interval>,
    vreg_spilled: Vec<bool>,
    last_reg: Vec<Option<PReg>>,
    unhandled: BinaryHeap<Reverse<(u32, u32)>>,
    active: Vec<u32>,
    inactive: Vec<u32>,
    /// Scratch buffer for intervals moving from active to inactive.
    moved: Vec<u32>,
    regs: Vec<PReg>,
    pos: u32,
    /// Per physical register: a lower bound on the index of its first fixed range ending after
    /// the current position (positions only grow within a class, so it only moves forward).
    fixed_from: [usize; 32],
    /// No interval in `active` or `inactive` changes state before this position (intervals are
    /// not modified while they are in those sets), so `update_sets` has nothing to do before it.
    next_update: u32,
}

/// Runs the linear scan for both register classes.
pub(crate) fn run(env: &MachineEnv, live: &mut Liveness) -> Result<Allocated, RegAllocError> {
    let nv = live.intervals.len();
    let ivs = std::mem::take(&mut live.intervals);
    let mut a = Allocator {
        env,
        live,
        ivs,
        vreg_spilled: live.needs_slot.clone(),
        last_reg: vec![None; nv],
        unhandled: BinaryHeap::new(),
        active: Vec::new(),
        inactive: Vec::new(),
        moved: Vec::new(),
        regs: Vec::new(),
        pos: 0,
        fixed_from: [0; 32],
        next_update: 0,
    };
    for class in [RegClass::Int, RegClass::Vec] {
        a.run_class(class)?;
    }
    Ok(Allocated { intervals: a.ivs, vreg_spilled: a.vreg_spilled })
}

/// The fixed ranges of one register that end after `pos` (the only ones [`next_intersection`]
/// from `pos` looks at), advancing the register's cursor (amortised O(1) while `pos` grows).
fn fixed_after<'a>(all: &'a [Range], cursor: &mut usize, pos: u32) -> &'a [Range] {
    let mut k = (*cursor).min(all.len());
    if k > 0 && all[k - 1].to > pos {
        // `pos` went back: search from scratch.
        k = all.partition_point(|r| r.to <= pos);
    }
    while k < all.len() && all[k].to <= pos {
        k += 1;
    }
    *cursor = k;
    &all[k..]
}

/// The first range of `iv` that ends after `pos` (it covers `pos` when it starts at or before it);
/// `None` when the interval has ended.
#[inline]
fn range_after(iv: &Interval, pos: u32) -> Option<Range> {
    let k = iv.ranges.partition_point(|r| r.to <= pos);
    iv.ranges.get(k).copied()
}

fn even_floor(p: u32) -> u32 {
    p & !1
}

fn too_many(pos: u32) -> RegAllocError {
    RegAllocError::TooManyLiveRegs(Inst(pos / 2))
}

fn internal(msg: &str) -> RegAllocError {
    RegAllocError::InvalidInput(format!("internal allocator error: {msg}"))
}

impl Allocator<'_> {
    fn run_class(&mut self, class: RegClass) -> Result<(), RegAllocError> {
        let c = class as usize;
        self.regs = self.env.preferred[c]
            .iter()
            .chain(&self.env.non_preferred[c])
            .copied()
            .filter(|r| r.class() == class && *r != self.env.scratch[c])
            .collect();
        self.active.clear();
        self.inactive.clear();
        self.unhandled.clear();
        self.fixed_from = [0; 32];
        self.next_update = 0;
        // The intervals from liveness, sorted once; split children go through the heap. Taking
        // the smaller head of the two gives the same order as one heap holding everything.
        let mut initial: Vec<(u32, u32)> = self
            .ivs
            .iter()
            .enumerate()
            .filter(|(_, iv)| iv.class == class && !iv.ranges.is_empty())
            .map(|(id, iv)| (iv.start(), id as u32))
            .collect();
        initial.sort_unstable();
        let mut next_initial = 0;
        loop {
            let (start, id) = match (initial.get(next_initial).copied(), self.unhandled.peek()) {
                (Some(a), Some(&Reverse(b))) if b < a => {
                    self.unhandled.pop();
                    b
                }
                (Some(a), _) => {
                    next_initial += 1;
                    a
                }
                (None, Some(&Reverse(b))) => {
                    self.unhandled.pop();
                    b
                }
                (None, None) => break,
            };
            self.pos = start;
            self.update_sets(start);
            if !self.try_free(id)? {
                self.allocate_blocked(id)?;
            }
            if let Some(r) = self.ivs[id as usize].reg {
                let iv = &self.ivs[id as usize];
                self.last_reg[iv.vreg as usize] = Some(r);
                // Active from its start until its first range ends.
                self.next_update = self.next_update.min(iv.ranges.first().map_or(0, |rg| rg.to));
                self.active.push(id);
            }
        }
        Ok(())
    }

    /// Moves intervals between active, inactive and handled for position `pos` (which never
    /// decreases within a class), and records when the next such move can happen.
    fn update_sets(&mut self, pos: u32) {
        if pos < self.next_update {
            return;
        }
        let ivs = &self.ivs;
        let mut next = u32::MAX;
        let mut to_inactive = std::mem::take(&mut self.moved);
        to_inactive.clear();
        self.active.retain(|&id| match range_after(&ivs[id as usize], pos) {
            None => false,
            Some(r) if r.from <= pos => {
                next = next.min(r.to);
                true
            }
            Some(r) => {
                next = next.min(r.from);
                to_inactive.push(id);
                false
            }
        });
        let active = &mut self.active;
        self.inactive.retain(|&id| match range_after(&ivs[id as usize], pos) {
            None => false,
            Some(r) if r.from <= pos => {
                next = next.min(r.to);
                active.push(id);
                false
            }
            Some(r) => {
                next = next.min(r.from);
                true
            }
        });
        self.inactive.extend_from_slice(&to_inactive);
        self.moved = to_inactive;
        self.next_update = next;
    }

    fn hint_for(&self, id: u32) -> Option<PReg> {
        let iv = &self.ivs[id as usize];
        if let Some(r) = self.last_reg[iv.vreg as usize] {
            return Some(r);
        }
        match self.live.hints[iv.vreg as usize] {
            Hint::None => None,
            Hint::Reg(r) => Some(r),
            Hint::Vreg(v) => self.last_reg.get(v as usize).copied().flatten(),
        }
    }

    /// TRY_ALLOCATE_FREE_REG: takes a register free for all or a useful prefix of the interval.
    fn try_free(&mut self, id: u32) -> Result<bool, RegAllocError> {
        let mut free_until = [0u32; 32];
        for &r in &self.regs {
            free_until[r.index()] = u32::MAX;
        }
        let cur = &self.ivs[id as usize];
        let (s, end) = (cur.start(), cur.end());
        for &a in &self.active {
            if let Some(r) = self.ivs[a as usize].reg {
                free_until[r.index()] = 0;
            }
        }
        for &a in &self.inactive {
            let other = &self.ivs[a as usize];
            if let Some(r) = other.reg {
                if free_until[r.index()] > s {
                    if let Some(x) = next_intersection(&other.ranges, &cur.ranges, s) {
                        free_until[r.index()] = free_until[r.index()].min(x);
                    }
                }
            }
        }
        for &r in &self.regs {
            if free_until[r.index()] > s {
                let fixed = fixed_after(&self.live.fixed[r.index()], &mut self.fixed_from[r.index()], s);
                if let Some(x) = next_intersection(fixed, &cur.ranges, s) {
                    free_until[r.index()] = free_until[r.index()].min(x);
                }
            }
        }
        // No register is free where the value must be in its slot: the split before that
        // position leaves a part that `spill_from_start` puts there.
        let in_slot = cur.next_stack_from(s);
        if in_slot != u32::MAX {
            for &r in &self.regs {
                free_until[r.index()] = free_until[r.index()].min(in_slot);
            }
        }
        let whole = |r: PReg| free_until[r.index()] >= end;
        let hint = self.hint_for(id).filter(|h| h.class() == cur.class && self.regs.contains(h));
        let chosen = match hint {
            Some(h) if whole(h) => Some(h),
            _ => self.regs.iter().copied().find(|&r| whole(r)),
        };
        if let Some(r) = chosen {
            self.ivs[id as usize].reg = Some(r);
            return Ok(true);
        }
        let mut best: Option<PReg> = None;
        for &r in &self.regs {
            if best.is_none_or(|b| free_until[r.index()] > free_until[b.index()]) {
                best = Some(r);
            }
        }
        if let (Some(h), Some(b)) = (hint, best) {
            if free_until[h.index()] >= free_until[b.index()] {
                best = Some(h);
            }
        }
        let Some(r) = best.filter(|r| free_until[r.index()] > s) else { return Ok(false) };
        let first_use = cur.next_use_from(s);
        if first_use > s && first_use >= free_until[r.index()] {
            // No register lasts until the first use: a register for the prefix would only be moved.
            self.spill_from_start(id)?;
            return Ok(true);
        }
        let Some(q) = self.split_pos(s, free_until[r.index()]) else { return Ok(false) };
        self.ivs[id as usize].reg = Some(r);
        let child = self.split(id, q)?;
        self.push(child);
        Ok(true)
    }

    /// ALLOCATE_BLOCKED_REG: evicts the intervals whose next use is farthest, or spills this one.
    fn allocate_blocked(&mut self, id: u32) -> Result<(), RegAllocError> {
        let mut use_pos = [0u32; 32];
        let mut block_pos = [0u32; 32];
        for &r in &self.regs {
            use_pos[r.index()] = u32::MAX;
            block_pos[r.index()] = u32::MAX;
        }
        let cur = &self.ivs[id as usize];
        let (s, end) = (cur.start(), cur.end());
        let first_use = cur.next_use_from(s);
        for &a in &self.active {
            let other = &self.ivs[a as usize];
            if let Some(r) = other.reg {
                let u = other.next_use_from(even_floor(s));
                use_pos[r.index()] = use_pos[r.index()].min(u);
            }
        }
        for &a in &self.inactive {
            let other = &self.ivs[a as usize];
            if let Some(r) = other.reg {
                if next_intersection(&other.ranges, &cur.ranges, s).is_some() {
                    use_pos[r.index()] = use_pos[r.index()].min(other.next_use_from(s));
                }
            }
        }
        for &r in &self.regs {
            let fixed = fixed_after(&self.live.fixed[r.index()], &mut self.fixed_from[r.index()], s);
            if let Some(x) = next_intersection(fixed, &cur.ranges, s) {
                block_pos[r.index()] = x;
                use_pos[r.index()] = use_pos[r.index()].min(x);
            }
        }
        let in_slot = cur.next_stack_from(s);
        if in_slot != u32::MAX {
            for &r in &self.regs {
                block_pos[r.index()] = block_pos[r.index()].min(in_slot);
                use_pos[r.index()] = use_pos[r.index()].min(in_slot);
            }
        }
        let mut best: Option<PReg> = None;
        for &r in &self.regs {
            let bp = block_pos[r.index()];
            if bp < end && even_floor(bp) <= s {
                continue;
            }
            if best.is_none_or(|b| use_pos[r.index()] > use_pos[b.index()]) {
                best = Some(r);
            }
        }
        let best = best.filter(|r| use_pos[r.index()] > s);
        match best {
            Some(r) if use_pos[r.index()] >= first_use || first_use == s => {
                self.evict(id, r)?;
                self.ivs[id as usize].reg = Some(r);
                if block_pos[r.index()] < end {
                    let q = self.split_pos(s, block_pos[r.index()]).ok_or_else(|| too_many(s))?;
                    let child = self.split(id, q)?;
                    self.push(child);
                }
                Ok(())
            }
            _ if first_use > s => self.spill_from_start(id),
            _ => Err(too_many(s)),
        }
    }

    /// Splits and spills every interval holding `r` that conflicts with interval `id`.
    fn evict(&mut self, id: u32, r: PReg) -> Result<(), RegAllocError> {
        let s = self.ivs[id as usize].start();
        let e = even_floor(s);
        let victims: Vec<u32> = self.active.iter().copied().filter(|&a| self.ivs[a as usize].reg == Some(r)).collect();
        for a in victims {
            self.active.retain(|&x| x != a);
            let other = &self.ivs[a as usize];
            let lo = other.last_use_before(e).map_or(other.start(), |u| u.max(other.start()));
            match self.split_pos(lo, e) {
                Some(q) if q > other.start() => {
                    let child = self.split(a, q)?;
                    self.spill_child(child)?;
                }
                _ => {
                    if other.next_use_from(other.start()) == other.start() {
                        return Err(too_many(s));
                    }
                    self.ivs[a as usize].reg = None;
                    self.spill_from_start(a)?;
                }
            }
        }
        let cur_ranges = self.ivs[id as usize].ranges.clone();
        let victims: Vec<u32> = self
            .inactive
            .iter()
            .copied()
            .filter(|&a| {
                let other = &self.ivs[a as usize];
                other.reg == Some(r) && next_intersection(&other.ranges, &cur_ranges, s).is_some()
            })
            .collect();
        for a in victims {
            self.inactive.retain(|&x| x != a);
            let other = &self.ivs[a as usize];
            let k = other.ranges.partition_point(|rg| rg.to <= s);
            let Some(next) = other.ranges.get(k) else { continue };
            // The next range may start at a def (odd) when the layout puts a use before the def.
            let q = even_floor(next.from);
            if q <= other.start() {
                return Err(internal("inactive interval without a hole"));
            }
            let child = self.split(a, q)?;
            self.spill_child(child)?;
        }
        Ok(())
    }

    /// Puts interval `id` into its vreg's spill slot up to a split before its first use.
    fn spill_from_start(&mut self, id: u32) -> Result<(), RegAllocError> {
        let iv = &mut self.ivs[id as usize];
        iv.spilled = true;
        iv.reg = None;
        self.vreg_spilled[iv.vreg as usize] = true;
        let u = iv.next_use_from(iv.start());
        if u == u32::MAX {
            return Ok(());
        }
        let lo = iv.start().max(self.pos);
        let q = self.split_pos(lo, u).ok_or_else(|| internal("no reload position"))?;
        let child = self.split(id, q)?;
        self.push(child);
        Ok(())
    }

    /// Handles a freshly split-off part of an evicted interval: reload it or spill it.
    fn spill_child(&mut self, child: Option<u32>) -> Result<(), RegAllocError> {
        let Some(c) = child else { return Ok(()) };
        let iv = &self.ivs[c as usize];
        if iv.next_use_from(iv.start()) == iv.start() && iv.start() > self.pos {
            self.push(Some(c));
            return Ok(());
        }
        self.spill_from_start(c)
    }

    fn push(&mut self, child: Option<u32>) {
        if let Some(c) = child {
            self.unhandled.push(Reverse((self.ivs[c as usize].start(), c)));
        }
    }

    /// A split position `q` with `lo < q <= hi`, `q` even: the start of a block entered at a lower
    /// loop depth if one lies in range (moves then go on the entering edges, e.g. before a loop),
    /// otherwise as late as possible.
    fn split_pos(&self, lo: u32, hi: u32) -> Option<u32> {
        let hi_even = even_floor(hi);
        if hi_even <= lo {
            return None;
        }
        let starts = &self.live.block_start;
        let depths = &self.live.entry_depth;
        let hb = self.live.block_of(hi_even);
        let mut best = (self.live.block_depth[hb], hi_even);
        let mut b = hb + 1;
        let mut scanned = 0;
        while b > 0 && scanned < MAX_BOUNDARY_SCAN {
            b -= 1;
            scanned += 1;
            if starts[b] <= lo {
                break;
            }
            if depths[b] < best.0 {
                best = (depths[b], starts[b]);
            }
        }
        Some(best.1)
    }

    /// Splits interval `id` at `pos`; returns the new interval holding the part from `pos` on.
    fn split(&mut self, id: u32, pos: u32) -> Result<Option<u32>, RegAllocError> {
        let iv = &mut self.ivs[id as usize];
        if pos <= iv.start() {
            return Err(internal("split at or before the interval start"));
        }
        let k = iv.ranges.partition_point(|r| r.to <= pos);
        if k == iv.ranges.len() {
            return Ok(None);
        }
        let mut tail = iv.ranges.split_off(k);
        if tail[0].from < pos {
            iv.ranges.push(Range { from: tail[0].from, to: pos });
            tail[0].from = pos;
        }
        let u = iv.uses.partition_point(|&x| x < pos);
        let tail_uses = iv.uses.split_off(u);
        let k = iv.stack.partition_point(|&x| x < pos);
        let stack = iv.stack.split_off(k);
        let child = Interval {
            vreg: iv.vreg,
            class: iv.class,
            ranges: tail,
            uses: tail_uses,
            stack,
            reg: None,
            spilled: false,
        };
        let n = u32::try_from(self.ivs.len()).map_err(|_| internal("too many intervals"))?;
        self.ivs.push(child);
        Ok(Some(n))
    }
}

/// Debug aid: the first pair of intervals sharing a register at the same position (quadratic).
pub(crate) fn find_overlap(ivs: &[Interval]) -> Option<String> {
    for (i, a) in ivs.iter().enumerate() {
        for (j, b) in ivs.iter().enumerate().skip(i + 1) {
            if a.reg.is_some() && a.reg == b.reg {
                if let Some(x) = next_intersection(&a.ranges, &b.ranges, 0) {
                    return Some(format!(
                        "#{i} v{} {:?} {:?} and #{j} v{} {:?} {:?} in {:?} at {x}",
                        a.vreg, a.ranges, a.uses, b.vreg, b.ranges, b.uses, a.reg
                    ));
                }
            }
        }
    }
    None
}
