//! Random loop programs with random `!llvm.loop` metadata, deterministic from `(seed, index)`, for
//! checking Kiln's loop passes against the interpreter (tests/tests/loop_metadata.rs).
//!
//! A program is `@f(i32 %n, i32 %m)`, one or two loop nests in a row, and a `main` that calls it for
//! n = 0..17 (m derived from n), printing each result, then a hash of the arrays the loops store to.
//! A loop is a counted loop: an i16, i32 or i64 induction variable counting up or down by 1 to 4
//! from a constant or the input, tested with `ne`, `slt`/`ult`, `sle`/`ule` (`sgt`/`ugt`,
//! `sge`/`uge` counting down), sometimes with the operands swapped, against a bound that makes the
//! trip count a constant or a run-time value from the input (0, 1 and every residue modulo the usual
//! unroll factors come up across the inputs); rotated (exit test in the latch; guarded, or a
//! do-while with one more iteration) or top-tested (exit test in the header). Its body updates one or two loop-carried values, loads a constant table, loads and
//! stores an array at an affine index (so every iteration is observable), may branch inside the
//! body, may leave the loop early, and may hold an inner loop whose trip count is invariant or
//! depends on the outer induction variable; an inner loop without stores and a do-while one are
//! what unroll-and-jam can fuse. Every loop gets a random LoopID: the unroll attributes
//! (enable, count N, full, disable, runtime.disable), follow-ups of unrolling and of unroll-and-jam,
//! unroll-and-jam attributes on outer loops, llvm.loop.disable_nonforced, llvm.loop.mustprogress
//! (all the loops terminate) and now and then attributes of transformations Kiln only reports.
//!
//! There is no undefined behaviour: induction values stay within 60..=232, so the `nsw`/`nuw`
//! flags on their steps never wrap and `value + 0..=23` indexes the arrays of 256 (the table too);
//! nothing divides. Symbols other than `main` are internal (the test links many programs together
//! for llvm-as-19).

use crate::abi_fuzz::gen::Rng;
use std::fmt::Write;

/// How many values of `n` `main` calls `@f` with.
pub const NUM_INPUTS: u32 = 18;

/// An induction variable's type.
#[derive(Copy, Clone, PartialEq, Eq)]
enum IvTy {
    I16,
    I32,
    I64,
}

impl IvTy {
    fn ir(self) -> &'static str {
        match self {
            IvTy::I16 => "i16",
            IvTy::I32 => "i32",
            IvTy::I64 => "i64",
        }
    }
}

/// The comparison that keeps a loop running (on the step's result in a rotated loop, on the
/// induction variable itself in a top-tested one).
#[derive(Copy, Clone)]
enum Test {
    /// `!=` the exact final value.
    Ne,
    /// `<` counting up, `>` counting down.
    Strict { signed: bool },
    /// `<=` counting up, `>=` counting down.
    Inclusive { signed: bool },
}

/// Where a loop's trip count comes from.
#[derive(Copy, Clone)]
enum Trip {
    /// A constant.
    Const(u32),
    /// `(n + add) & mask` (or `m`) at run time.
    Input { from_m: bool, add: u32, mask: u32 },
    /// `(outer induction value + add) & 7`: an inner loop whose trip count varies.
    Outer { add: u32 },
}

/// One counted loop.
struct Counted {
    ty: IvTy,
    /// Nonzero, at most 4 in magnitude.
    step: i64,
    test: Test,
    /// Writes `bound OP iv` with the mirrored predicate.
    swapped: bool,
    /// The first value (counting up) or the last bound (counting down) above 64.
    base: u32,
    /// Rounds a `Strict`/`Inclusive` bound without changing the trip count (0..step).
    slack: u32,
    trip: Trip,
    rotated: bool,
    /// A rotated loop entered without a guard (a do-while): its trip count is one more.
    unguarded: bool,
    /// No stores in the body: an inner loop unroll-and-jam can fuse (Kiln's dependence test wants
    /// one address function for every access to an object that is stored to, and the outer loop
    /// stores to `@out` too).
    pure: bool,
    /// A second carried value (a Fibonacci pair).
    pair: bool,
    /// The inner loop's result is stored after it (to `@side`) instead of being carried on: the
    /// values the next outer iteration needs are then all computed before the inner loop.
    jam_shape: bool,
    /// An if inside the body.
    diamond: bool,
    /// Leave early when the table holds this value at the loop's index (tables hold 0..=31).
    early_exit: Option<u32>,
    inner: Option<Box<Counted>>,
    /// Offset of the loop's stores into `@out` (0..=23: induction values stay in 60..=232).
    store_at: u32,
    /// Multiplier of the carried value.
    mul: u32,
}

/// The metadata of a program: numbered nodes in order.
#[derive(Default)]
struct Md {
    nodes: Vec<String>,
}

impl Md {
    fn node(&mut self, body: &str) -> usize {
        self.nodes.push(body.to_string());
        self.nodes.len() - 1
    }

    fn name(&mut self, name: &str) -> usize {
        self.node(&format!("!{{!\"{name}\"}}"))
    }

    fn int(&mut self, name: &str, v: u32) -> usize {
        self.node(&format!("!{{!\"{name}\", i32 {v}}}"))
    }

    /// A follow-up attribute listing `attrs`.
    fn followup(&mut self, name: &str, attrs: &[usize]) -> usize {
        let list: String = attrs.iter().map(|a| format!(", !{a}")).collect();
        self.node(&format!("!{{!\"{name}\"{list}}}"))
    }

    /// A LoopID with `attrs`.
    fn loop_id(&mut self, attrs: &[usize]) -> usize {
        let id = self.nodes.len();
        let list: String = attrs.iter().map(|a| format!(", !{a}")).collect();
        self.node(&format!("distinct !{{!{id}{list}}}"));
        id
    }

    fn text(&self) -> String {
        let mut s = String::new();
        for (i, n) in self.nodes.iter().enumerate() {
            let _ = writeln!(s, "!{i} = {n}");
        }
        s
    }
}

fn pick<T: Copy>(rng: &mut Rng, items: &[T]) -> T {
    items[rng.range(0, items.len() as u32 - 1) as usize]
}

/// A few attributes that can stand in a follow-up.
fn followup_attrs(rng: &mut Rng, md: &mut Md, outer: bool) -> Vec<usize> {
    let mut attrs = Vec::new();
    for _ in 0..rng.range(0, 2) {
        let a = match rng.range(0, if outer { 6 } else { 4 }) {
            0 => md.name("llvm.loop.unroll.disable"),
            1 => md.int("llvm.loop.unroll.count", rng.range(2, 3)),
            2 => md.name("llvm.loop.mustprogress"),
            3 => md.name("llvm.loop.unroll.enable"),
            4 => md.name("llvm.loop.unroll_and_jam.disable"),
            5 => md.int("llvm.loop.unroll_and_jam.count", 2),
            _ => md.name("llvm.loop.disable_nonforced"),
        };
        attrs.push(a);
    }
    attrs
}

/// A random LoopID for a loop (`None`: no `!llvm.loop`); `outer` when it holds an inner loop,
/// `jam` when the nest has the shape unroll-and-jam needs (then it is asked for more often).
fn loop_md(rng: &mut Rng, md: &mut Md, outer: bool, jam: bool) -> Option<usize> {
    if rng.chance(20) {
        return None;
    }
    let mut attrs = Vec::new();
    match rng.range(0, 9) {
        0 => attrs.push(md.name("llvm.loop.unroll.disable")),
        1 | 2 => attrs.push(md.int("llvm.loop.unroll.count", pick(rng, &[1, 2, 2, 3, 4, 4, 5, 8, 16]))),
        3 => attrs.push(md.name("llvm.loop.unroll.enable")),
        4 => attrs.push(md.name("llvm.loop.unroll.full")),
        _ => {}
    }
    if rng.chance(15) {
        attrs.push(md.name("llvm.loop.unroll.runtime.disable"));
    }
    if rng.chance(40) {
        attrs.push(md.name("llvm.loop.mustprogress"));
    }
    if rng.chance(12) {
        attrs.push(md.name("llvm.loop.disable_nonforced"));
    }
    for (name, percent) in [
        ("llvm.loop.unroll.followup_unrolled", 20),
        ("llvm.loop.unroll.followup_remainder", 12),
        ("llvm.loop.unroll.followup_all", 10),
    ] {
        if rng.chance(percent) {
            let list = followup_attrs(rng, md, false);
            attrs.push(md.followup(name, &list));
        }
    }
    if outer {
        match rng.range(0, if jam { 3 } else { 5 }) {
            0 | 1 => attrs.push(md.int("llvm.loop.unroll_and_jam.count", rng.range(1, 4))),
            2 => attrs.push(md.name("llvm.loop.unroll_and_jam.enable")),
            3 => attrs.push(md.name("llvm.loop.unroll_and_jam.disable")),
            _ => {}
        }
        for name in ["outer", "inner", "remainder_outer", "remainder_inner", "all"] {
            if rng.chance(10) {
                let list = followup_attrs(rng, md, true);
                attrs.push(md.followup(&format!("llvm.loop.unroll_and_jam.followup_{name}"), &list));
            }
        }
    }
    if rng.chance(4) {
        attrs.push(md.node("!{!\"llvm.loop.vectorize.enable\", i1 true}"));
    }
    if rng.chance(3) {
        attrs.push(md.node("!{!\"llvm.loop.distribute.enable\", i1 true}"));
    }
    if rng.chance(5) {
        attrs.push(md.int("llvm.loop.isvectorized", 1));
    }
    if rng.chance(5) {
        attrs.push(md.name("llvm.loop.licm_versioning.disable"));
    }
    Some(md.loop_id(&attrs))
}

fn counted(rng: &mut Rng, depth: u32) -> Counted {
    let ty = pick(rng, &[IvTy::I16, IvTy::I32, IvTy::I32, IvTy::I32, IvTy::I64]);
    let magnitude = pick(rng, &[1i64, 1, 1, 2, 3, 4]);
    let step = if rng.chance(35) { -magnitude } else { magnitude };
    let test = match rng.range(0, 4) {
        0 | 1 => Test::Ne,
        2 => Test::Strict { signed: rng.chance(50) },
        _ => Test::Inclusive { signed: rng.chance(50) },
    };
    let trip = if depth > 0 && rng.chance(30) {
        Trip::Outer { add: rng.range(0, 3) }
    } else if rng.chance(30) {
        Trip::Const(pick(rng, &[0, 1, 2, 3, 4, 5, 7, 8, 9, 12, 16, 17]))
    } else {
        let mask = if depth > 0 { 7 } else { pick(rng, &[7, 15, 31]) };
        Trip::Input { from_m: rng.chance(30), add: rng.range(0, 5), mask }
    };
    let inner = (depth == 0 && rng.chance(40)).then(|| Box::new(counted(rng, depth + 1)));
    let rotated = rng.chance(75);
    let mut l = Counted {
        ty,
        step,
        test,
        swapped: rng.chance(25),
        base: 64 + rng.range(0, 40),
        slack: rng.range(0, magnitude as u32 - 1),
        trip,
        rotated,
        unguarded: rotated && rng.chance(if depth > 0 { 50 } else { 15 }),
        pure: depth > 0 && rng.chance(40),
        pair: rng.chance(25),
        jam_shape: false,
        diamond: rng.chance(20),
        early_exit: rng.chance(if depth > 0 { 8 } else { 15 }).then(|| rng.range(0, 31)),
        inner,
        store_at: rng.range(0, 23),
        mul: pick(rng, &[3, 5, 7, 9, 31]),
    };
    // Often a nest of the shape unroll-and-jam needs: one exit from the outer latch, no branch
    // around the inner loop, which is a do-while with an invariant trip count.
    if l.inner.is_some() && rng.chance(60) {
        l.early_exit = None;
        l.diamond = false;
        l.jam_shape = true;
        l.ty = IvTy::I32;
        if rng.chance(70) {
            l.test = pick(rng, &[Test::Ne, Test::Strict { signed: true }, Test::Inclusive { signed: true }]);
        }
        let pure = rng.chance(70);
        let invariant = Trip::Const(rng.range(0, 9));
        if let Some(inner) = l.inner.as_mut() {
            inner.ty = IvTy::I32;
            inner.rotated = true;
            inner.unguarded = true;
            inner.early_exit = None;
            inner.diamond = false;
            inner.pure = pure;
            if let Trip::Outer { .. } = inner.trip {
                inner.trip = invariant;
            }
        }
    }
    l
}

/// Writes a function body: fresh names and the block being filled.
struct Body<'a> {
    text: String,
    next: u32,
    block: String,
    rng: &'a mut Rng,
    md: &'a mut Md,
}

impl Body<'_> {
    fn fresh(&mut self, what: &str) -> String {
        self.next += 1;
        format!("%{what}.{}", self.next)
    }

    fn line(&mut self, s: &str) {
        let _ = writeln!(self.text, "  {s}");
    }

    fn label(&mut self, name: &str) {
        let _ = writeln!(self.text, "{}:", &name[1..]);
        self.block = name.to_string();
    }

    /// `v` (an i32) converted to `ty`.
    fn widen(&mut self, v: &str, ty: IvTy) -> String {
        let op = match ty {
            IvTy::I16 => "trunc",
            IvTy::I32 => return v.to_string(),
            IvTy::I64 => "zext",
        };
        let r = self.fresh("w");
        self.line(&format!("{r} = {op} i32 {v} to {}", ty.ir()));
        r
    }

    /// `v` (of `ty`) as an i32.
    fn narrow(&mut self, v: &str, ty: IvTy) -> String {
        let op = match ty {
            IvTy::I16 => "zext",
            IvTy::I32 => return v.to_string(),
            IvTy::I64 => "trunc",
        };
        let r = self.fresh("x");
        self.line(&format!("{r} = {op} {} {v} to i32", ty.ir()));
        r
    }

    /// `(v + add) & mask`, an i32 in `0..=mask`.
    fn masked(&mut self, v: &str, add: u32, mask: u32) -> String {
        let a = self.fresh("t");
        self.line(&format!("{a} = add i32 {v}, {add}"));
        let r = self.fresh("t");
        self.line(&format!("{r} = and i32 {a}, {mask}"));
        r
    }

    /// The address of `array[ix + add]` (an array of 256: `ix + add` stays below 256).
    fn slot(&mut self, array: &str, ix: &str, add: u32) -> String {
        let k = self.fresh("k");
        self.line(&format!("{k} = add nuw nsw i32 {ix}, {add}"));
        let p = self.fresh("p");
        self.line(&format!("{p} = getelementptr inbounds [256 x i32], ptr {array}, i32 0, i32 {k}"));
        p
    }

    /// `@data[ix + add]`.
    fn table(&mut self, ix: &str, add: u32) -> String {
        let k = self.fresh("k");
        self.line(&format!("{k} = add nuw nsw i32 {ix}, {add}"));
        let p = self.fresh("p");
        self.line(&format!("{p} = getelementptr inbounds [256 x i32], ptr @data, i32 0, i32 {k}"));
        let v = self.fresh("d");
        self.line(&format!("{v} = load i32, ptr {p}"));
        v
    }

    /// The `icmp` that keeps loop `l` running, of `iv` against `bound`.
    fn keep_going(&mut self, l: &Counted, iv: &str, bound: &str) -> String {
        let up = l.step > 0;
        let pred = match (l.test, up) {
            (Test::Ne, _) => "ne",
            (Test::Strict { signed: true }, true) => "slt",
            (Test::Strict { signed: false }, true) => "ult",
            (Test::Inclusive { signed: true }, true) => "sle",
            (Test::Inclusive { signed: false }, true) => "ule",
            (Test::Strict { signed: true }, false) => "sgt",
            (Test::Strict { signed: false }, false) => "ugt",
            (Test::Inclusive { signed: true }, false) => "sge",
            (Test::Inclusive { signed: false }, false) => "uge",
        };
        let c = self.fresh("c");
        let ty = l.ty.ir();
        if l.swapped {
            let mirrored = match pred {
                "slt" => "sgt",
                "ult" => "ugt",
                "sle" => "sge",
                "ule" => "uge",
                "sgt" => "slt",
                "ugt" => "ult",
                "sge" => "sle",
                "uge" => "ule",
                p => p,
            };
            self.line(&format!("{c} = icmp {mirrored} {ty} {bound}, {iv}"));
        } else {
            self.line(&format!("{c} = icmp {pred} {ty} {iv}, {bound}"));
        }
        c
    }

    /// Emits loop `l` starting in the current block, carrying `acc` (an i32) in; `outer_ix` is the
    /// enclosing loop's induction value as an i32. Returns the value after the loop, in the block
    /// the loop leaves to (the current block afterwards).
    fn emit_loop(&mut self, l: &Counted, acc: &str, outer_ix: Option<&str>) -> String {
        let ty = l.ty.ir();
        let k = l.step.unsigned_abs() as u32;
        let id = self.fresh("L")[3..].to_string();
        let lbl = |s: &str| format!("%l{id}.{s}");
        // The trip count t, an i32 in 0..=31, then the start and the bound.
        let mut t = match l.trip {
            Trip::Const(c) => c.to_string(),
            Trip::Input { from_m, add, mask } => self.masked(if from_m { "%m" } else { "%n" }, add, mask),
            Trip::Outer { add } => self.masked(outer_ix.unwrap_or("%n"), add, 7),
        };
        if l.unguarded {
            t = match l.trip {
                Trip::Const(c) => (c + 1).to_string(),
                _ => {
                    let t1 = self.fresh("t");
                    self.line(&format!("{t1} = add nuw nsw i32 {t}, 1"));
                    t1
                }
            };
        }
        let tw = self.widen(&t, l.ty);
        let span = self.fresh("span");
        self.line(&format!("{span} = mul {ty} {tw}, {k}"));
        // Counting up: start = base, bound = base + k*t (-slack for <, -k+slack for <=).
        // Counting down: bound = base (+slack for >, +k-slack for >=), start = base + k*t.
        let (start, bound) = if l.step > 0 {
            let start = l.base.to_string();
            let end = self.fresh("end");
            self.line(&format!("{end} = add {ty} {span}, {}", l.base));
            let adjust = match l.test {
                Test::Ne => 0,
                Test::Strict { .. } => -(l.slack as i64),
                Test::Inclusive { .. } => -(k as i64) + l.slack as i64,
            };
            let bound = self.fresh("bound");
            self.line(&format!("{bound} = add {ty} {end}, {adjust}"));
            (start, bound)
        } else {
            let start = self.fresh("start");
            self.line(&format!("{start} = add {ty} {span}, {}", l.base));
            let adjust = match l.test {
                Test::Ne => 0,
                Test::Strict { .. } => l.slack,
                Test::Inclusive { .. } => k - l.slack,
            };
            (start, (l.base + adjust).to_string())
        };
        let step_op = if l.step > 0 { format!("add nuw nsw {ty}") } else { format!("add nsw {ty}") };
        let outer = l.inner.is_some();
        let loop_id = loop_md(self.rng, self.md, outer, l.jam_shape);
        let md = loop_id.map_or(String::new(), |n| format!(", !llvm.loop !{n}"));

        let (iv, iv_next, acc_phi, acc2_phi) =
            (self.fresh("iv"), self.fresh("iv.next"), self.fresh("acc"), self.fresh("acc2"));
        let done = lbl("done");
        let pre = self.block.clone();
        // The loop's entry: a guard (rotated) or straight into the header (top-tested).
        let entry_from = if l.rotated && !l.unguarded {
            let g = self.keep_going(l, &start, &bound);
            self.line(&format!("br i1 {g}, label {}, label {}", lbl("ph"), lbl("skip")));
            self.label(&lbl("ph"));
            self.line(&format!("br label {}", lbl("head")));
            lbl("ph")
        } else {
            self.line(&format!("br label {}", lbl("head")));
            pre.clone()
        };
        self.label(&lbl("head"));
        // The phis need the latch's name: write the body first, then put them in front of it.
        let head_start = self.text.len();
        let mut exits: Vec<(String, String)> = Vec::new();
        if !l.rotated {
            let c = self.keep_going(l, &iv, &bound);
            self.line(&format!("br i1 {c}, label {}, label {}", lbl("body"), lbl("exit")));
            self.label(&lbl("body"));
        }
        let ix = self.narrow(&iv, l.ty);
        let d = self.table(&ix, 23 - l.store_at);
        let mut cur = self.fresh("v");
        self.line(&format!("{cur} = mul i32 {acc_phi}, {}", l.mul));
        let v = self.fresh("v");
        self.line(&format!("{v} = add i32 {cur}, {ix}"));
        cur = v;
        if let Some(value) = l.early_exit {
            let e = self.fresh("e");
            self.line(&format!("{e} = icmp eq i32 {d}, {value}"));
            self.line(&format!("br i1 {e}, label {}, label {}", lbl("early"), lbl("cont")));
            self.label(&lbl("cont"));
        }
        if l.pair {
            let v = self.fresh("v");
            self.line(&format!("{v} = add i32 {cur}, {acc2_phi}"));
            cur = v;
        }
        let v = self.fresh("v");
        self.line(&format!("{v} = xor i32 {cur}, {d}"));
        cur = v;
        if let Some(o) = outer_ix {
            let v = self.fresh("v");
            self.line(&format!("{v} = mul i32 {o}, {ix}"));
            let w = self.fresh("v");
            self.line(&format!("{w} = add i32 {cur}, {v}"));
            cur = w;
        }
        if !l.pure {
            // out[ix + at] = out[ix + at] * 3 + cur
            let p = self.slot("@out", &ix, l.store_at);
            let old = self.fresh("old");
            self.line(&format!("{old} = load i32, ptr {p}"));
            let o3 = self.fresh("v");
            self.line(&format!("{o3} = mul i32 {old}, 3"));
            let new = self.fresh("v");
            self.line(&format!("{new} = add i32 {o3}, {cur}"));
            self.line(&format!("store i32 {new}, ptr {p}"));
        }
        if l.diamond {
            let bit = self.fresh("b");
            self.line(&format!("{bit} = and i32 {ix}, 1"));
            let c = self.fresh("c");
            self.line(&format!("{c} = icmp eq i32 {bit}, 0"));
            let from = self.block.clone();
            self.line(&format!("br i1 {c}, label {}, label {}", lbl("then"), lbl("join")));
            self.label(&lbl("then"));
            if !l.pure {
                let q = self.slot("@side", &ix, l.store_at);
                self.line(&format!("store i32 {cur}, ptr {q}"));
            }
            let v = self.fresh("v");
            self.line(&format!("{v} = add i32 {cur}, 5"));
            self.line(&format!("br label {}", lbl("join")));
            self.label(&lbl("join"));
            let j = self.fresh("v");
            self.line(&format!("{j} = phi i32 [ {v}, {} ], [ {cur}, {from} ]", lbl("then")));
            cur = j;
        }
        if let Some(inner) = &l.inner {
            let r = self.emit_loop(inner, &cur, Some(&ix));
            if l.jam_shape {
                let q = self.slot("@side", &ix, l.store_at);
                self.line(&format!("store i32 {r}, ptr {q}"));
            } else {
                cur = r;
            }
        }
        let acc_next = cur;
        self.line(&format!("{iv_next} = {step_op} {iv}, {}", l.step));
        let latch = if l.rotated {
            let c = self.keep_going(l, &iv_next, &bound);
            self.line(&format!("br i1 {c}, label {}, label {}{md}", lbl("head"), lbl("exit")));
            self.block.clone()
        } else {
            self.line(&format!("br label {}{md}", lbl("head")));
            self.block.clone()
        };
        // The header's phis, in front of its first instruction.
        let mut phis = format!(
            "  {iv} = phi {ty} [ {start}, {entry_from} ], [ {iv_next}, {latch} ]\n  {acc_phi} = phi i32 [ {acc}, {entry_from} ], [ {acc_next}, {latch} ]\n"
        );
        if l.pair {
            let _ = writeln!(phis, "  {acc2_phi} = phi i32 [ 1, {entry_from} ], [ {acc_phi}, {latch} ]");
        }
        self.text.insert_str(head_start, &phis);
        // The exits: normal, early, and the rotated loop's skipped guard.
        self.label(&lbl("exit"));
        let leaving = if l.rotated { acc_next.clone() } else { acc_phi.clone() };
        self.line(&format!("br label {done}"));
        exits.push((leaving, lbl("exit")));
        if l.early_exit.is_some() {
            self.label(&lbl("early"));
            let v = self.fresh("v");
            self.line(&format!("{v} = xor i32 {acc_phi}, 1048576"));
            self.line(&format!("br label {done}"));
            exits.push((v, lbl("early")));
        }
        if l.rotated && !l.unguarded {
            self.label(&lbl("skip"));
            self.line(&format!("br label {done}"));
            exits.push((acc.to_string(), lbl("skip")));
        }
        self.label(&done);
        let r = self.fresh("r");
        let ins: Vec<String> = exits.iter().map(|(v, b)| format!("[ {v}, {b} ]")).collect();
        self.line(&format!("{r} = phi i32 {}", ins.join(", ")));
        r
    }
}

/// Program `index` of run `seed`.
pub fn program(seed: u64, index: u64) -> String {
    let mut rng = Rng::for_case(seed, index);
    let mut md = Md::default();
    let nests: Vec<Counted> = (0..rng.range(1, 2)).map(|_| counted(&mut rng, 0)).collect();
    let data: Vec<String> = (0..256).map(|_| format!("i32 {}", rng.range(0, 31))).collect();
    let mut body = Body { text: String::new(), next: 0, block: "%entry".into(), rng: &mut rng, md: &mut md };
    body.label("%entry");
    let mut acc = "7".to_string();
    for l in &nests {
        acc = body.emit_loop(l, &acc, None);
    }
    body.line(&format!("ret i32 {acc}"));
    let f = body.text;
    let main_id = md.loop_id(&[]);
    let disable = md.name("llvm.loop.unroll.disable");
    md.nodes[main_id] = format!("distinct !{{!{main_id}, !{disable}}}");
    let hash_id = md.loop_id(&[disable]);
    let mut s = String::new();
    let _ = writeln!(s, "; random loop program {index} of seed {seed} (kiln_tests::gen_loops)");
    s.push_str(
        "@out = internal global [256 x i32] zeroinitializer\n@side = internal global [256 x i32] zeroinitializer\n",
    );
    let _ = writeln!(s, "@data = internal constant [256 x i32] [{}]", data.join(", "));
    s.push_str(
        "@fmt = private constant [7 x i8] c\"%d %d\\0A\\00\"\n@fmt.h = private constant [4 x i8] c\"%u\\0A\\00\"\n\n",
    );
    s.push_str("declare i32 @printf(ptr, ...)\n\n");
    let _ = write!(s, "define internal i32 @f(i32 %n, i32 %m) {{\n{f}}}\n\n");
    let _ = write!(
        s,
        r#"define i32 @main() {{
entry:
  br label %l
l:
  %n = phi i32 [ 0, %entry ], [ %n.next, %l ]
  %m7 = mul i32 %n, 7
  %m = and i32 %m7, 15
  %r = call i32 @f(i32 %n, i32 %m)
  %pr = call i32 (ptr, ...) @printf(ptr @fmt, i32 %n, i32 %r)
  %n.next = add i32 %n, 1
  %more = icmp ult i32 %n.next, {NUM_INPUTS}
  br i1 %more, label %l, label %h, !llvm.loop !{main_id}
h:
  %k = phi i32 [ 0, %l ], [ %k.next, %h ]
  %hv = phi i32 [ 0, %l ], [ %hv.next, %h ]
  %hp = getelementptr inbounds [256 x i32], ptr @out, i32 0, i32 %k
  %ov = load i32, ptr %hp
  %sp = getelementptr inbounds [256 x i32], ptr @side, i32 0, i32 %k
  %sv = load i32, ptr %sp
  %h31 = mul i32 %hv, 31
  %ho = add i32 %h31, %ov
  %h7 = mul i32 %ho, 7
  %hv.next = add i32 %h7, %sv
  %k.next = add nuw nsw i32 %k, 1
  %hmore = icmp ult i32 %k.next, 256
  br i1 %hmore, label %h, label %done, !llvm.loop !{hash_id}
done:
  %ph = call i32 (ptr, ...) @printf(ptr @fmt.h, i32 %hv.next)
  ret i32 0
}}

"#
    );
    s.push_str(&md.text());
    s
}
