//! Constant trip counts of counted loops: `for (i = C0; i <pred> C1; i += C2)` in the shapes
//! clang emits (top-tested after mem2reg at -O0, rotated at -O2).
//!
//! Requires loop info and the dominator tree; depends on instructions, so it is invalidated by
//! anything but `Preserved::All`. A loop is counted when it has a single exiting block that
//! runs once per iteration (in the loop itself, not a nested one, and dominating every latch),
//! ending in `br i1 %c` with one destination outside; `%c = icmp pred X, C1` (either operand
//! order) where X is a header phi `%i = phi [C0, outside...], [%next, latches...]` or `%next`,
//! and `%next = add %i, C2` / `add C2, %i` / `sub %i, C2`.
//!
//! The count is exact in `iN` arithmetic: `Some` only when the exit is certain to be taken and
//! reached without the induction variable wrapping around in the order of the predicate
//! (`eq`/`ne` are solved modulo 2^N, wrapping included). An add or sub marked `nsw`/`nuw`
//! that would overflow before the exit makes the loop undefined: no count. The count assumes
//! the loop leaves only through its exit test (not through a call that never returns).
//!
//! Counts follow LLVM's definition: the trip count is the number of times the header runs,
//! one more than the number of back edges taken. For `for (i = 0; i < 10; i++)` top-tested
//! (header `icmp slt %i, 10`) it is 11 (the body runs 10 times); rotated (latch
//! `icmp slt %next, 10`) it is 10.

use super::loops::{Loop, LoopInfo};
use crate::constant::ConstData;
use crate::dfg::{Block, Value, ValueDef};
use crate::domtree::DomTree;
use crate::instructions::{InstFlags, InstKind, IntPredicate, Opcode};
use crate::module::{Func, Function, Module};

/// The trip counts of the counted loops of a function, by header: constant ones, and the
/// induction variable and bound of every counted loop, from which a runtime count is computed
/// in the preheader (`CountedLoop::backedge_taken_form`).
#[derive(Clone, Debug, Default)]
pub struct TripCounts {
    /// `(header, back edges taken before the exit)` of each loop with a constant count.
    counts: Vec<(Block, u128)>,
    /// Every loop counted by an induction variable against a loop-invariant bound.
    counted: Vec<CountedLoop>,
}

/// A loop that leaves through one exit test comparing a basic induction variable (a header
/// phi stepped by a constant on every back edge) with a loop-invariant bound.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CountedLoop {
    /// The loop's header.
    pub header: Block,
    /// The one exiting block (it runs once per iteration and dominates every latch).
    pub exiting: Block,
    /// The induction variable: a phi of the header.
    pub phi: Value,
    /// Its value on entry (the same on every edge from outside the loop; loop-invariant).
    pub start: Value,
    /// Its value on every back edge: `phi + step`.
    pub next: Value,
    /// The step modulo 2^width.
    pub step: u128,
    /// The width of the induction variable in bits.
    pub bits: u32,
    /// `nsw`/`nuw` of the update.
    pub flags: InstFlags,
    /// The value compared (`phi` or `next`).
    pub tested: Value,
    /// The loop-invariant value it is compared with.
    pub bound: Value,
    /// The loop goes on while `continue_pred(tested, bound)` holds.
    pub continue_pred: IntPredicate,
    /// The bound's value when it is a constant (in the induction variable's width).
    pub bound_const: Option<u128>,
}

/// How the number of back edges a counted loop takes follows from its start `s0` and bound
/// `n`, with `a` the first value tested (`s0` when the phi is tested, `s0 + step` when the
/// incremented value is) — valid whenever the loop runs without undefined behaviour.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BackedgeForm {
    /// `(n - a) /u magnitude` (`up`) or `(a - n) /u magnitude` (down) in the induction
    /// variable's width: a `ne` test with a step of ±1, or a larger step whose update may not
    /// wrap (`nsw`, or `nuw` counting up: missing the bound would be undefined behaviour).
    Difference {
        /// Counting up.
        up: bool,
        /// The step's magnitude.
        magnitude: u128,
    },
    /// Up: `a pred n ? (n - a - 1) /u step + 1 : 0` for `pred` `lt` (`(n - a) /u step + 1` for
    /// `le`); down, `a pred n ? (a - n - 1) /u -step + 1 : 0` for `gt` (`ge` likewise).
    Guarded {
        /// Counting up.
        up: bool,
        /// The loop's own ordered predicate (`continue_pred`).
        pred: IntPredicate,
        /// The step's magnitude.
        magnitude: u128,
        /// `le`/`ge` rather than `lt`/`gt`.
        inclusive: bool,
    },
}

impl CountedLoop {
    /// The closed form of the back-edge-taken count, when the induction variable provably
    /// reaches the bound without wrapping in a loop without undefined behaviour: a step of
    /// ±1 on a strict or `ne` test, or on an inclusive test against a constant that is not the
    /// end of the range (`i >=u 1` counting down stops at 0), or a larger step (or an inclusive
    /// test) whose update carries the no-wrap flag of the predicate's signedness.
    pub fn backedge_taken_form(&self) -> Option<BackedgeForm> {
        let w = Width::new(self.bits)?;
        let negative = self.step & w.sign_bit() != 0;
        let magnitude = if negative { self.step.wrapping_neg() & w.mask } else { self.step };
        if magnitude == 0 {
            return None;
        }
        use IntPredicate::*;
        let signed = matches!(self.continue_pred, Slt | Sle | Sgt | Sge);
        let no_wrap = self.flags.contains(if signed { InstFlags::NSW } else { InstFlags::NUW });
        let may_not_wrap = self.flags.contains(InstFlags::NSW) || (!negative && self.flags.contains(InstFlags::NUW));
        let (up, inclusive) = match self.continue_pred {
            Ne if magnitude == 1 || may_not_wrap => return Some(BackedgeForm::Difference { up: !negative, magnitude }),
            Ult | Slt => (true, false),
            Ule | Sle => (true, true),
            Ugt | Sgt => (false, false),
            Uge | Sge => (false, true),
            _ => return None,
        };
        // An inclusive test with a step of ±1 stops one past a constant bound; it cannot wrap
        // unless the bound is the last value of the range in the direction of counting.
        let stops_before_the_end = inclusive && magnitude == 1 && {
            let last = match (signed, up) {
                (false, true) => w.mask,
                (false, false) => 0,
                (true, true) => w.sign_bit() - 1,
                (true, false) => w.sign_bit(),
            };
            self.bound_const.is_some_and(|b| b & w.mask != last)
        };
        if up == negative || ((magnitude != 1 || inclusive) && !no_wrap && !stops_before_the_end) {
            return None;
        }
        Some(BackedgeForm::Guarded { up, pred: self.continue_pred, magnitude, inclusive })
    }
}

impl TripCounts {
    /// Computes the trip count of every loop of `f` that has a constant one.
    pub fn compute(m: &Module, f: Func, li: &LoopInfo, dt: &DomTree) -> TripCounts {
        let func = &m.funcs[f];
        let counted: Vec<CountedLoop> = li.loops().filter_map(|l| counted_loop(m, func, li, dt, l)).collect();
        let counts = counted.iter().filter_map(|c| backedge_taken_count(m, func, c).map(|k| (c.header, k))).collect();
        TripCounts { counts, counted }
    }

    /// The induction variable and bound of the loop headed by `header`, when it is counted.
    pub fn counted(&self, header: Block) -> Option<&CountedLoop> {
        self.counted.iter().find(|c| c.header == header)
    }

    /// Number of times the header of the loop headed by `header` runs (`None`: not a counted
    /// loop, or more than `u64::MAX`).
    pub fn trip_count(&self, header: Block) -> Option<u64> {
        self.backedge_taken_wide(header).and_then(|k| u64::try_from(k.checked_add(1)?).ok())
    }

    /// Number of back edges taken before the loop exits (`None`: not a counted loop, or more
    /// than `u64::MAX`).
    pub fn backedge_taken_count(&self, header: Block) -> Option<u64> {
        self.backedge_taken_wide(header).and_then(|k| u64::try_from(k).ok())
    }

    /// Number of counted loops.
    pub fn len(&self) -> usize {
        self.counts.len()
    }

    /// True when no loop has a constant trip count.
    pub fn is_empty(&self) -> bool {
        self.counts.is_empty()
    }

    /// The back-edge-taken count at full width.
    fn backedge_taken_wide(&self, header: Block) -> Option<u128> {
        self.counts.iter().find(|c| c.0 == header).map(|c| c.1)
    }
}

/// Which value the exit test compares: the header phi, or the incremented value.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Tested {
    Phi,
    Next,
}

/// The induction variable's update `%next = %i + step`, with its wrap flags.
struct Step {
    /// The step modulo 2^width (a `sub` of C is stored as −C).
    step: u128,
    /// The constant operand as written.
    operand: u128,
    /// True for `sub %i, C`.
    is_sub: bool,
    /// `nsw`/`nuw` of the update.
    flags: InstFlags,
}

/// An integer value of `width` bits in `u128`.
#[derive(Copy, Clone)]
struct Width {
    bits: u32,
    mask: u128,
}

impl Width {
    fn new(bits: u32) -> Option<Width> {
        match bits {
            1..=127 => Some(Width { bits, mask: (1u128 << bits) - 1 }),
            128 => Some(Width { bits, mask: u128::MAX }),
            _ => None,
        }
    }
    fn sign_bit(self) -> u128 {
        1u128 << (self.bits - 1)
    }
    /// The value as a signed number (`None` for 128 bits past `i128`, which cannot happen).
    fn signed(self, x: u128) -> i128 {
        if self.bits == 128 {
            x as i128
        } else if x & self.sign_bit() != 0 {
            (x as i128) - (1i128 << self.bits)
        } else {
            x as i128
        }
    }
}

/// The induction variable, bound and exit test of loop `l`, when it is a counted loop.
fn counted_loop(m: &Module, f: &Function, li: &LoopInfo, dt: &DomTree, l: Loop) -> Option<CountedLoop> {
    let data = li.data(l);
    let [exiting] = data.exiting[..] else { return None };
    if li.innermost_loop(exiting) != Some(l) || !data.latches.iter().all(|&b| dt.dominates(exiting, b)) {
        return None;
    }
    let term = f.terminator(exiting)?;
    let InstKind::CondBr { cond, dests } = *f.dfg.inst(term) else { return None };
    let inside = [li.contains(l, dests[0]), li.contains(l, dests[1])];
    if inside[0] == inside[1] {
        return None;
    }
    let exit_on_true = !inside[0];
    let invariant = |v: Value| match f.dfg.value_def(v) {
        ValueDef::Param(_) | ValueDef::Const(_) => true,
        ValueDef::Inst(i) => f.layout.inst_block(i).is_some_and(|b| !li.contains(l, b)),
        _ => false,
    };
    let (x, pred, bound) = compare_against_invariant(f, cond, invariant)?;
    let (phi, tested) = induction_phi(f, data.header, x)?;
    let (start, next) = phi_start_and_next(f, li, l, phi)?;
    if !invariant(start) || (tested == Tested::Next && next != x) {
        return None;
    }
    let bits = m.types.int_bits(f.dfg.value_type(phi))?;
    let width = Width::new(bits)?;
    let step = step_of(m, f, next, phi, width)?;
    if step.step == 0 {
        return None;
    }
    let continue_pred = if exit_on_true { inverse(pred) } else { pred };
    Some(CountedLoop {
        header: data.header,
        exiting,
        phi,
        start,
        next,
        step: step.step,
        bits,
        flags: step.flags,
        tested: x,
        bound,
        continue_pred,
        bound_const: int_constant(m, f, bound).map(|b| b & width.mask),
    })
}

/// The number of back edges a counted loop takes, when its start and bound are constants.
fn backedge_taken_count(m: &Module, f: &Function, c: &CountedLoop) -> Option<u128> {
    let start = int_constant(m, f, c.start)?;
    let bound = int_constant(m, f, c.bound)?;
    let width = Width::new(c.bits)?;
    let step = step_of(m, f, c.next, c.phi, width)?;
    let tested = if c.tested == c.phi { Tested::Phi } else { Tested::Next };
    let first = match tested {
        Tested::Phi => start,
        Tested::Next => start.wrapping_add(step.step) & width.mask,
    };
    let k = first_exit(inverse(c.continue_pred), first, step.step, bound, width)?;
    let updates = match tested {
        Tested::Phi => k,
        Tested::Next => k.checked_add(1)?,
    };
    no_flagged_overflow(start, &step, updates, width).then_some(k)
}

/// `(x, pred, bound)` when `cond` is `icmp pred x, bound` or `icmp pred' bound, x` on scalar
/// integers with `bound` invariant and `x` not.
fn compare_against_invariant(
    f: &Function,
    cond: Value,
    invariant: impl Fn(Value) -> bool,
) -> Option<(Value, IntPredicate, Value)> {
    let inst = f.dfg.value_inst(cond)?;
    let InstKind::ICmp { pred, args } = *f.dfg.inst(inst) else { return None };
    match (invariant(args[0]), invariant(args[1])) {
        (false, true) => Some((args[0], pred, args[1])),
        (true, false) => Some((args[1], pred.swapped(), args[0])),
        _ => None,
    }
}

/// The value of an integer constant operand.
fn int_constant(m: &Module, f: &Function, v: Value) -> Option<u128> {
    let ValueDef::Const(c) = f.dfg.value_def(v) else { return None };
    match m.consts.data(c) {
        ConstData::Int { value, .. } => Some(*value),
        ConstData::Zero(ty) if m.types.is_int(*ty) => Some(0),
        _ => None,
    }
}

/// The header phi behind the compared value: `x` itself, or the phi `x` increments.
fn induction_phi(f: &Function, header: Block, x: Value) -> Option<(Value, Tested)> {
    let is_header_phi = |v: Value| {
        f.dfg
            .value_inst(v)
            .is_some_and(|i| matches!(f.dfg.inst(i), InstKind::Phi { .. }) && f.layout.inst_block(i) == Some(header))
    };
    if is_header_phi(x) {
        return Some((x, Tested::Phi));
    }
    let inst = f.dfg.value_inst(x)?;
    let InstKind::Binary { op: Opcode::Add | Opcode::Sub, args, .. } = *f.dfg.inst(inst) else { return None };
    args.into_iter().find(|&a| is_header_phi(a)).map(|phi| (phi, Tested::Next))
}

/// The value the phi starts with (the same on every edge from outside the loop) and the value
/// it takes on every back edge (the same on all).
fn phi_start_and_next(f: &Function, li: &LoopInfo, l: Loop, phi: Value) -> Option<(Value, Value)> {
    let inst = f.dfg.value_inst(phi)?;
    let (mut start, mut next) = (None, None);
    for (v, pred) in f.dfg.phi_incoming(inst) {
        let slot = if li.contains(l, pred) { &mut next } else { &mut start };
        if slot.is_some_and(|s| s != v) {
            return None;
        }
        *slot = Some(v);
    }
    Some((start?, next?))
}

/// The update `next = phi + C`, `C + phi` or `phi - C`.
fn step_of(m: &Module, f: &Function, next: Value, phi: Value, width: Width) -> Option<Step> {
    let inst = f.dfg.value_inst(next)?;
    let InstKind::Binary { op, flags, args, .. } = *f.dfg.inst(inst) else { return None };
    let wrap = flags & (InstFlags::NSW | InstFlags::NUW);
    match op {
        Opcode::Add if args[0] == phi => {
            let c = int_constant(m, f, args[1])?;
            Some(Step { step: c & width.mask, operand: c, is_sub: false, flags: wrap })
        }
        Opcode::Add if args[1] == phi => {
            let c = int_constant(m, f, args[0])?;
            Some(Step { step: c & width.mask, operand: c, is_sub: false, flags: wrap })
        }
        Opcode::Sub if args[0] == phi => {
            let c = int_constant(m, f, args[1])?;
            Some(Step { step: c.wrapping_neg() & width.mask, operand: c, is_sub: true, flags: wrap })
        }
        _ => None,
    }
}

/// The smallest `k >= 0` with `pred(first + k*step, bound)` in `width`-bit arithmetic, when
/// it is reached without wrapping around in the predicate's order.
fn first_exit(pred: IntPredicate, first: u128, step: u128, bound: u128, w: Width) -> Option<u128> {
    match pred {
        IntPredicate::Eq => solve_congruence(first, step, bound, w),
        IntPredicate::Ne => Some(if first != bound { 0 } else { 1 }),
        _ => first_in_interval(pred, first, step, bound, w),
    }
}

/// The smallest `k` with `first + k*step ≡ bound (mod 2^w)`.
fn solve_congruence(first: u128, step: u128, bound: u128, w: Width) -> Option<u128> {
    let diff = bound.wrapping_sub(first) & w.mask;
    let tz = step.trailing_zeros();
    if tz >= w.bits {
        return None;
    }
    if diff != 0 && diff.trailing_zeros() < tz {
        return None;
    }
    let reduced_bits = w.bits - tz;
    let reduced_mask = if reduced_bits == 128 { u128::MAX } else { (1u128 << reduced_bits) - 1 };
    let k = (diff >> tz).wrapping_mul(inverse_of_odd(step >> tz)) & reduced_mask;
    Some(k)
}

/// The inverse of an odd number modulo 2^128 (Newton's iteration doubles the correct bits).
fn inverse_of_odd(a: u128) -> u128 {
    let mut x = a;
    for _ in 0..7 {
        x = x.wrapping_mul(2u128.wrapping_sub(a.wrapping_mul(x)));
    }
    x
}

/// The smallest `k` putting `first + k*step` into the interval an ordered predicate selects,
/// moving towards it without wrapping (the step read as a signed number).
fn first_in_interval(pred: IntPredicate, first: u128, step: u128, bound: u128, w: Width) -> Option<u128> {
    let signed = matches!(pred, IntPredicate::Slt | IntPredicate::Sle | IntPredicate::Sgt | IntPredicate::Sge);
    // Map values onto a line where the predicate's order is the unsigned order.
    let map = |x: u128| if signed { x.wrapping_add(w.sign_bit()) & w.mask } else { x };
    let (p0, b) = (map(first), map(bound));
    let (lo, hi) = match pred {
        IntPredicate::Ult | IntPredicate::Slt => (0, b.checked_sub(1)?),
        IntPredicate::Ule | IntPredicate::Sle => (0, b),
        IntPredicate::Ugt | IntPredicate::Sgt if b == w.mask => return None,
        IntPredicate::Ugt | IntPredicate::Sgt => (b + 1, w.mask),
        _ => (b, w.mask),
    };
    if (lo..=hi).contains(&p0) {
        return Some(0);
    }
    let negative = step & w.sign_bit() != 0;
    let magnitude = if negative { step.wrapping_neg() & w.mask } else { step };
    if p0 > hi && negative {
        let k = (p0 - hi).div_ceil(magnitude);
        (k.checked_mul(magnitude)? <= p0).then_some(k)
    } else if p0 < lo && !negative {
        let k = (lo - p0).div_ceil(magnitude);
        (k.checked_mul(magnitude)? <= w.mask - p0).then_some(k)
    } else {
        None
    }
}

/// True when `updates` applications of the step from `start` respect its `nsw`/`nuw` flags.
fn no_flagged_overflow(start: u128, step: &Step, updates: u128, w: Width) -> bool {
    if updates == 0 || step.flags.is_empty() {
        return true;
    }
    let Ok(n) = i128::try_from(updates) else { return false };
    if step.flags.contains(InstFlags::NSW) {
        let (min, max) = if w.bits == 128 {
            (i128::MIN, i128::MAX)
        } else {
            (-(1i128 << (w.bits - 1)), (1i128 << (w.bits - 1)) - 1)
        };
        let delta = n.checked_mul(w.signed(step.operand & w.mask));
        let end =
            delta.and_then(
                |d| if step.is_sub { w.signed(start).checked_sub(d) } else { w.signed(start).checked_add(d) },
            );
        if !end.is_some_and(|e| (min..=max).contains(&e)) {
            return false;
        }
    }
    if step.flags.contains(InstFlags::NUW) {
        let delta = updates.checked_mul(step.operand & w.mask);
        let ok = match delta {
            Some(d) if step.is_sub => d <= start,
            Some(d) => start.checked_add(d).is_some_and(|e| e <= w.mask),
            None => false,
        };
        if !ok {
            return false;
        }
    }
    true
}

/// The predicate that is true exactly when `p` is false.
fn inverse(p: IntPredicate) -> IntPredicate {
    use IntPredicate::*;
    match p {
        Eq => Ne,
        Ne => Eq,
        Ugt => Ule,
        Uge => Ult,
        Ult => Uge,
        Ule => Ugt,
        Sgt => Sle,
        Sge => Slt,
        Slt => Sge,
        Sle => Sgt,
    }
}

#[cfg(test)]
mod tests {
    use crate::instructions::IntPredicate;
    use crate::pass::manager_tests::{block, func, parse};
    use crate::pass::AnalysisManager;

    /// The trip count and back-edge-taken count of the loop headed by `%header` in `@f`.
    fn counts(src: &str, header: &str) -> (Option<u64>, Option<u64>) {
        let m = parse(src);
        let f = func(&m, "f");
        let h = block(&m, f, header);
        let mut am = AnalysisManager::new();
        let tc = am.trip_counts(&m, f);
        (tc.trip_count(h), tc.backedge_taken_count(h))
    }

    /// A top-tested loop `for (i = START; i PRED BOUND; i = i OP STEP)` over `TY`.
    fn top_tested(ty: &str, start: &str, pred: &str, bound: &str, update: &str) -> String {
        format!(
            "define void @f({ty} %n) {{\nentry:\n  br label %cond\ncond:\n  %i = phi {ty} [ {start}, %entry ], [ %next, %latch ]\n  %cmp = icmp {pred} {ty} %i, {bound}\n  br i1 %cmp, label %body, label %end\nbody:\n  br label %latch\nlatch:\n  %next = {update}\n  br label %cond\nend:\n  ret void\n}}\n"
        )
    }

    #[test]
    fn up_counting_top_tested_loop_runs_its_header_once_more_than_its_body() {
        let src = top_tested("i32", "0", "slt", "10", "add nsw i32 %i, 1");
        assert_eq!(counts(&src, "cond"), (Some(11), Some(10)));
    }

    #[test]
    fn closed_forms_of_ne_tests_with_larger_steps_and_inclusive_tests_against_constants() {
        use super::BackedgeForm;
        let form = |update: &str, test: &str| {
            let src = format!("define void @f(i32 %n) {{\nentry:\n  br label %body\nbody:\n  %i = phi i32 [ %n, %entry ], [ %inc, %body ]\n  %inc = {update}\n  %go = {test}\n  br i1 %go, label %body, label %end\nend:\n  ret void\n}}\n");
            let m = parse(&src);
            let f = func(&m, "f");
            let mut am = AnalysisManager::new();
            am.trip_counts(&m, f).counted(block(&m, f, "body")).and_then(|c| c.backedge_taken_form())
        };
        let ne2 = Some(BackedgeForm::Difference { up: true, magnitude: 2 });
        assert_eq!(form("add nsw i32 %i, 2", "icmp ne i32 %inc, 100"), ne2);
        assert_eq!(form("add nuw i32 %i, 2", "icmp ne i32 %inc, 100"), ne2);
        assert_eq!(form("add i32 %i, 2", "icmp ne i32 %inc, 100"), None, "may step over the bound");
        assert_eq!(form("add nuw i32 %i, -2", "icmp ne i32 %inc, 100"), None, "nuw says nothing counting down");
        let down = Some(BackedgeForm::Guarded { up: false, pred: IntPredicate::Uge, magnitude: 1, inclusive: true });
        assert_eq!(form("add i32 %i, -1", "icmp uge i32 %inc, 1"), down);
        assert_eq!(form("add i32 %i, -1", "icmp uge i32 %inc, 0"), None, "never false");
        assert_eq!(form("add i32 %i, 1", "icmp sle i32 %inc, 2147483647"), None, "never false");
        assert!(form("add i32 %i, 1", "icmp sle i32 %inc, 2147483646").is_some());
    }

    #[test]
    fn rotated_loop_counts_body_runs() {
        let src = "define void @f() {\nentry:\n  br label %body\nbody:\n  %i = phi i32 [ 0, %entry ], [ %inc, %body ]\n  %inc = add nuw nsw i32 %i, 1\n  %done = icmp eq i32 %inc, 10\n  br i1 %done, label %end, label %body\nend:\n  ret void\n}\n";
        assert_eq!(counts(src, "body"), (Some(10), Some(9)));
    }

    #[test]
    fn down_counting_loops_with_add_of_minus_one_and_sub() {
        let src = top_tested("i32", "10", "sgt", "0", "add nsw i32 %i, -1");
        assert_eq!(counts(&src, "cond"), (Some(11), Some(10)));
        let src = top_tested("i32", "10", "sgt", "0", "sub nsw i32 %i, 1");
        assert_eq!(counts(&src, "cond"), (Some(11), Some(10)));
        // Constant on the left: `0 < i` is `i > 0`.
        let src = top_tested("i32", "10", "sgt", "0", "sub nsw i32 %i, 1")
            .replace("icmp sgt i32 %i, 0", "icmp slt i32 0, %i");
        assert_eq!(counts(&src, "cond"), (Some(11), Some(10)));
    }

    #[test]
    fn unsigned_bound_above_the_signed_range() {
        let src = top_tested("i32", "0", "ult", "4000000000", "add nuw i32 %i, 1");
        assert_eq!(counts(&src, "cond"), (Some(4_000_000_001), Some(4_000_000_000)));
        // The same loop with `nsw` overflows at 2^31 - 1: undefined, so no count.
        let src = top_tested("i32", "0", "ult", "4000000000", "add nsw i32 %i, 1");
        assert_eq!(counts(&src, "cond"), (None, None));
        // Without flags the wrap in the signed order is harmless for an unsigned test.
        let src = top_tested("i32", "0", "ult", "4000000000", "add i32 %i, 1");
        assert_eq!(counts(&src, "cond").1, Some(4_000_000_000));
    }

    #[test]
    fn unsigned_down_count_to_zero() {
        // for (unsigned char i = 200; i != 0; i--)
        let src = top_tested("i8", "-56", "ne", "0", "add i8 %i, -1");
        assert_eq!(counts(&src, "cond"), (Some(201), Some(200)));
        // for (unsigned char i = 200; i > 0; i--)
        let src = top_tested("i8", "-56", "ugt", "0", "add i8 %i, -1");
        assert_eq!(counts(&src, "cond"), (Some(201), Some(200)));
    }

    #[test]
    fn step_of_two_rounds_up() {
        let src = top_tested("i32", "0", "slt", "10", "add nsw i32 %i, 2");
        assert_eq!(counts(&src, "cond").1, Some(5));
        let src = top_tested("i32", "0", "slt", "11", "add nsw i32 2, %i");
        assert_eq!(counts(&src, "cond").1, Some(6));
        let src = top_tested("i32", "1", "sle", "11", "add nsw i32 %i, 2");
        assert_eq!(counts(&src, "cond").1, Some(6));
    }

    #[test]
    fn not_equal_test_is_solved_modulo_the_width() {
        // for (i8 i = 0; i != 10; i += 3): 3k = 10 (mod 256) at k = 174.
        let src = top_tested("i8", "0", "ne", "10", "add i8 %i, 3");
        assert_eq!(counts(&src, "cond").1, Some(174));
        // The same with nsw overflows long before: undefined.
        let src = top_tested("i8", "0", "ne", "10", "add nsw i8 %i, 3");
        assert_eq!(counts(&src, "cond").1, None);
        // 2k = 9 (mod 256) has no solution: the loop never exits.
        let src = top_tested("i8", "0", "ne", "9", "add i8 %i, 2");
        assert_eq!(counts(&src, "cond").1, None);
    }

    #[test]
    fn uncounted_loops_have_no_count() {
        // Non-constant bound.
        let src = top_tested("i32", "0", "slt", "%n", "add nsw i32 %i, 1");
        assert_eq!(counts(&src, "cond"), (None, None));
        // Moving away from the bound: exits only after wrapping around.
        let src = top_tested("i32", "0", "slt", "10", "add i32 %i, -1");
        assert_eq!(counts(&src, "cond").1, None);
    }

    #[test]
    fn overshooting_the_bound_by_wrapping_has_no_count() {
        // for (u8 i = 0; i < 250; i += 100): 0, 100, 200, then 300 wraps to 44.
        let src = top_tested("i8", "0", "ult", "-6", "add i8 %i, 100");
        assert_eq!(counts(&src, "cond").1, None);
        // Down by 100 from 250 while i > 5: 250, 150, 50, then wraps to 206.
        let src = top_tested("i8", "-6", "ugt", "5", "add i8 %i, -100");
        assert_eq!(counts(&src, "cond").1, None);
        // From 200 it lands on 0 and exits after two steps.
        let src = top_tested("i8", "-56", "ugt", "5", "add i8 %i, -100");
        assert_eq!(counts(&src, "cond").1, Some(2));
        // Landing exactly on the bound is fine: 0, 50, 100, ..., 250.
        let src = top_tested("i8", "0", "ult", "-6", "add i8 %i, 50");
        assert_eq!(counts(&src, "cond").1, Some(5));
    }

    #[test]
    fn rotated_exit_test_on_an_overflowing_increment_is_undefined() {
        // do { next = i + 1 } while (!(next >u 127)) over i8: the exit value 128 is where
        // `add nsw` overflows, so with nsw the loop is undefined.
        let rotated = |flags: &str| {
            format!("define void @f() {{\nentry:\n  br label %body\nbody:\n  %i = phi i8 [ 0, %entry ], [ %inc, %body ]\n  %inc = add {flags} i8 %i, 1\n  %done = icmp ugt i8 %inc, 127\n  br i1 %done, label %end, label %body\nend:\n  ret void\n}}\n")
        };
        assert_eq!(counts(&rotated("nsw"), "body"), (None, None));
        assert_eq!(counts(&rotated("nuw"), "body"), (Some(128), Some(127)));
    }

    #[test]
    fn loop_with_a_second_exit_has_no_count() {
        let src = "define void @f(i1 %c) {\nentry:\n  br label %cond\ncond:\n  %i = phi i32 [ 0, %entry ], [ %next, %latch ]\n  %cmp = icmp slt i32 %i, 10\n  br i1 %cmp, label %body, label %end\nbody:\n  br i1 %c, label %end, label %latch\nlatch:\n  %next = add nsw i32 %i, 1\n  br label %cond\nend:\n  ret void\n}\n";
        assert_eq!(counts(src, "cond"), (None, None));
    }

    #[test]
    fn loop_exiting_at_once_has_trip_count_one() {
        let src = top_tested("i32", "20", "slt", "10", "add nsw i32 %i, 1");
        assert_eq!(counts(&src, "cond"), (Some(1), Some(0)));
    }
}
