//! Random programs over a managed heap for testing GC statepoints, deterministic from
//! `(seed, index)`, the structural facts the GC tests check in rewritten modules, and relocation
//! mutants (a rewrite that forgot one `gc.relocate`) that show the tests would notice.
//!
//! A program is a fixed runtime (list cells, tree nodes, raw blobs, arrays of list references, boxes
//! whose one reference slot holds an interior pointer; checksum walkers, some of them
//! `"gc-leaf-function"`s; a `@gc.safepoint_poll` that calls `@do_safepoint` when a flag is set: in
//! half the programs always, in the others when an allocation has set it since `@do_safepoint`
//! last cleared it) and a few random `gc "statepoint-example"` functions `@f0`, `@f1`, ... and `@main`.
//! A function calls only the ones before it, and itself once, guarded by a `%depth` parameter that
//! callers pass as a constant of at most 2. Bodies are random sequences of: allocations (which are
//! non-leaf calls, as are the runtime helpers), derived pointers (GEPs to raw fields and to
//! reference slots, GEPs of GEPs), loads and stores through them, heap reads (list tails, slots,
//! boxes), calls of earlier functions with references and derived pointers as arguments (some
//! with `"deopt"` bundles holding references), leaf walker calls, prints of intermediate values,
//! reference comparisons (eq only: addresses change when objects move), `gc.get.pointer.base` /
//! `offset` of derived pointers whose derivation the function sees, selects, if/else with phis of
//! references, of derived pointers from different bases (a blob itself stands for a pointer to
//! its word 0, so base and derived pointers meet in one phi) and of integers, counted loops
//! (constant or unknown trip count, at most 4) carrying an integer, a list, a derived pointer and
//! a `{ ptr addrspace(1), i64 }` in phis with calls in the body, call-free loops that walk a list
//! to its end (their backedges get polls), and the guarded self-call. Half the programs also keep
//! references in first-class aggregates (`{ ptr addrspace(1), i64 }`, `[2 x ptr addrspace(1)]`)
//! built with insertvalue, merged in phis and taken apart after calls. Every function ends by
//! printing a checksum of references it holds, found by walking the structures; `@main` walks all
//! of its references.
//!
//! The programs are in SSA form (no alloca holds a reference), acyclic on the heap (list cells and
//! tree nodes get their children when they are made; array slots only ever hold lists), free of
//! undefined behaviour (integers wrap, no division, every dereference is of a non-null pointer
//! inside its object) and terminate: a static estimate of the statepoints each function executes
//! keeps every program small enough for the stress collector, which copies the heap at each one.

use crate::abi_fuzz::gen::Rng;
use kiln_ir::gc::{is_leaf_call, statepoint_strategy, Relocate, Statepoint};
use kiln_ir::{Func, InstKind, Module, Value};
use std::collections::BTreeMap;
use std::fmt::Write;

/// The managed reference type.
const R: &str = "ptr addrspace(1)";
/// Raw i64 words of a blob.
const BLOB_WORDS: u32 = 4;
/// Reference slots of an array.
const ARR_SLOTS: u32 = 4;
/// Largest tree (nodes counted with sharing: the walk's cost) built or passed.
const TREE_MAX: u32 = 15;
/// Statepoints a generated function's body may execute (estimated), and `@main`'s.
const FN_BUDGET: u32 = 250;
const MAIN_BUDGET: u32 = 2500;

/// What a reference value is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Kind {
    /// A list cell, never null: next (slot 0), value (offset 8).
    List,
    /// A list cell or null.
    MaybeList,
    /// A tree node or null with at most this many nodes: left, right (slots 0, 1), value (16).
    Tree(u32),
    /// `ARR_SLOTS` reference slots, each null or a list.
    Arr,
    /// `BLOB_WORDS` raw i64 words.
    Blob,
    /// One reference slot holding an interior pointer to an i64 of another object.
    Boxed,
    /// A derived pointer to an i64 with `words` i64 words from it to the end of its object;
    /// `local` when this function sees its derivation from a base (so `gc.get.pointer.base` means
    /// the same before and after rewriting: RS4GC takes arguments, call results and loaded
    /// references for bases).
    Field { words: u32, local: bool },
    /// A derived pointer to a slot of an array with `slots` slots from it to the end.
    Slot { slots: u32 },
}

impl Kind {
    /// True when a value of kind `self` may be used where `want` is expected.
    fn fits(self, want: Kind) -> bool {
        match (self, want) {
            (Kind::List, Kind::MaybeList) => true,
            (Kind::Blob, Kind::Field { .. }) | (Kind::Arr, Kind::Slot { .. }) => self.as_derived().fits(want),
            (Kind::Tree(a), Kind::Tree(b)) => a <= b,
            (Kind::Field { words: a, local: la }, Kind::Field { words: b, local: lb }) => a >= b && (la || !lb),
            (Kind::Slot { slots: a }, Kind::Slot { slots: b }) => a >= b,
            (a, b) => a == b,
        }
    }
    /// The kind of a phi or select of `self` and `other` (both fit a common kind).
    fn join(self, other: Kind) -> Kind {
        let (a, b) = (self.as_derived(), other.as_derived());
        let (a, b) = if std::mem::discriminant(&a) == std::mem::discriminant(&b) { (a, b) } else { (self, other) };
        match (a, b) {
            (Kind::Tree(a), Kind::Tree(b)) => Kind::Tree(a.max(b)),
            (Kind::Field { words: a, local: la }, Kind::Field { words: b, local: lb }) => {
                Kind::Field { words: a.min(b), local: la && lb }
            }
            (Kind::Slot { slots: a }, Kind::Slot { slots: b }) => Kind::Slot { slots: a.min(b) },
            (Kind::List, Kind::List) => Kind::List,
            (Kind::List | Kind::MaybeList, Kind::List | Kind::MaybeList) => Kind::MaybeList,
            (a, _) => a,
        }
    }
    /// A blob as a derived pointer to its word 0 (it is its own base, so the derivation is
    /// visible), an array as a pointer to its slot 0.
    fn as_derived(self) -> Kind {
        match self {
            Kind::Blob => Kind::Field { words: BLOB_WORDS, local: true },
            Kind::Arr => Kind::Slot { slots: ARR_SLOTS },
            k => k,
        }
    }
    /// The loosest kind of the same family (what a phi of this family can hold).
    fn family(self) -> Kind {
        match self {
            Kind::List => Kind::MaybeList,
            Kind::Tree(_) => Kind::Tree(TREE_MAX),
            Kind::Field { .. } => Kind::Field { words: 1, local: false },
            Kind::Slot { .. } => Kind::Slot { slots: 1 },
            k => k,
        }
    }
    /// Kinds a function parameter may have.
    const PARAMS: [Kind; 8] = [
        Kind::List,
        Kind::MaybeList,
        Kind::Tree(TREE_MAX),
        Kind::Arr,
        Kind::Blob,
        Kind::Boxed,
        Kind::Field { words: 1, local: false },
        Kind::Slot { slots: 1 },
    ];
}

/// A first-class aggregate holding references (never a function parameter or result).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Agg {
    /// `{ ptr addrspace(1), i64 }`: a list (never null) and an integer.
    Pair,
    /// `[2 x ptr addrspace(1)]`: two lists or nulls.
    Duo,
}

impl Agg {
    fn ir(self) -> &'static str {
        match self {
            Agg::Pair => "{ ptr addrspace(1), i64 }",
            Agg::Duo => "[2 x ptr addrspace(1)]",
        }
    }
}

/// A generated function's signature: `(i64 %depth, i64 %x, refs...)`.
#[derive(Clone, Debug)]
struct Sig {
    name: String,
    params: Vec<Kind>,
    /// `None`: returns i64.
    ret: Option<Kind>,
    /// Estimated statepoints one call executes, the call itself excluded.
    cost: u32,
}

/// The runtime every program carries. Costs below are the estimated statepoints of one call.
const RUNTIME: &str = r#"declare ptr addrspace(1) @gc_alloc(i64, i64)
declare void @gc_safepoint()
declare i32 @printf(ptr, ...)
declare ptr addrspace(1) @llvm.experimental.gc.get.pointer.base.p1.p1(ptr addrspace(1))
declare i64 @llvm.experimental.gc.get.pointer.offset.p1(ptr addrspace(1))

@fmt = private unnamed_addr constant [11 x i8] c"%lld %lld\0A\00"
@polls = global i64 0

define void @do_safepoint() {
entry:
  %n = load i64, ptr @polls
  %n1 = add i64 %n, 1
  store i64 %n1, ptr @polls
  store i32 @KEEP@, ptr @gc_requested
  call void @gc_safepoint()
  ret void
}

define void @gc.safepoint_poll() {
entry:
  %f = load i32, ptr @gc_requested
  %want = icmp ne i32 %f, 0
  br i1 %want, label %collect, label %done

collect:
  call void @do_safepoint()
  br label %done

done:
  ret void
}

define ptr addrspace(1) @cons(i64 %v, ptr addrspace(1) %next) gc "statepoint-example" {
entry:
  %n = call ptr addrspace(1) @gc_alloc(i64 1, i64 8)
  store i32 1, ptr @gc_requested
  store ptr addrspace(1) %next, ptr addrspace(1) %n
  %f = getelementptr inbounds i8, ptr addrspace(1) %n, i64 8
  store i64 %v, ptr addrspace(1) %f
  ret ptr addrspace(1) %n
}

define ptr addrspace(1) @tree(ptr addrspace(1) %l, ptr addrspace(1) %r, i64 %v) gc "statepoint-example" {
entry:
  %t = call ptr addrspace(1) @gc_alloc(i64 2, i64 8)
  store i32 1, ptr @gc_requested
  store ptr addrspace(1) %l, ptr addrspace(1) %t
  %rs = getelementptr inbounds ptr addrspace(1), ptr addrspace(1) %t, i64 1
  store ptr addrspace(1) %r, ptr addrspace(1) %rs
  %f = getelementptr inbounds i8, ptr addrspace(1) %t, i64 16
  store i64 %v, ptr addrspace(1) %f
  ret ptr addrspace(1) %t
}

define ptr addrspace(1) @build_tree(i64 %depth, i64 %v) gc "statepoint-example" {
entry:
  %leaf = icmp sle i64 %depth, 0
  br i1 %leaf, label %none, label %rec

none:
  ret ptr addrspace(1) null

rec:
  %d1 = sub i64 %depth, 1
  %v2 = mul i64 %v, 3
  %vl = add i64 %v2, 1
  %l = call ptr addrspace(1) @build_tree(i64 %d1, i64 %vl)
  %vr = add i64 %v2, 2
  %r = call ptr addrspace(1) @build_tree(i64 %d1, i64 %vr)
  %t = call ptr addrspace(1) @tree(ptr addrspace(1) %l, ptr addrspace(1) %r, i64 %v)
  ret ptr addrspace(1) %t
}

define ptr addrspace(1) @blob(i64 %v) gc "statepoint-example" {
entry:
  %b = call ptr addrspace(1) @gc_alloc(i64 0, i64 32)
  store i32 1, ptr @gc_requested
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %p = getelementptr inbounds i64, ptr addrspace(1) %b, i64 %i
  %i1 = add i64 %i, 1
  %w = mul i64 %v, %i1
  %x = xor i64 %w, %i
  store i64 %x, ptr addrspace(1) %p
  %more = icmp ult i64 %i1, 4
  br i1 %more, label %loop, label %done

done:
  ret ptr addrspace(1) %b
}

define ptr addrspace(1) @arr() gc "statepoint-example" {
entry:
  %a = call ptr addrspace(1) @gc_alloc(i64 4, i64 0)
  store i32 1, ptr @gc_requested
  ret ptr addrspace(1) %a
}

define ptr addrspace(1) @boxp(ptr addrspace(1) %field) gc "statepoint-example" {
entry:
  %b = call ptr addrspace(1) @gc_alloc(i64 1, i64 0)
  store i32 1, ptr @gc_requested
  store ptr addrspace(1) %field, ptr addrspace(1) %b
  ret ptr addrspace(1) %b
}

define void @tick(i64 %v) gc "statepoint-example" {
entry:
  %g = call ptr addrspace(1) @gc_alloc(i64 1, i64 8)
  store i32 1, ptr @gc_requested
  %f = getelementptr inbounds i8, ptr addrspace(1) %g, i64 8
  store i64 %v, ptr addrspace(1) %f
  ret void
}

define i64 @sum_list(ptr addrspace(1) %l) #0 {
entry:
  br label %loop

loop:
  %n = phi ptr addrspace(1) [ %l, %entry ], [ %next, %body ]
  %acc = phi i64 [ 7, %entry ], [ %acc1, %body ]
  %end = icmp eq ptr addrspace(1) %n, null
  br i1 %end, label %done, label %body

body:
  %f = getelementptr inbounds i8, ptr addrspace(1) %n, i64 8
  %v = load i64, ptr addrspace(1) %f
  %m = mul i64 %acc, 31
  %acc1 = add i64 %m, %v
  %next = load ptr addrspace(1), ptr addrspace(1) %n
  br label %loop

done:
  ret i64 %acc
}

define i64 @sum_tree(ptr addrspace(1) %t) gc "statepoint-example" {
entry:
  %isnull = icmp eq ptr addrspace(1) %t, null
  br i1 %isnull, label %zero, label %rec

zero:
  ret i64 1

rec:
  %l = load ptr addrspace(1), ptr addrspace(1) %t
  %sl = call i64 @sum_tree(ptr addrspace(1) %l)
  %rs = getelementptr inbounds ptr addrspace(1), ptr addrspace(1) %t, i64 1
  %r = load ptr addrspace(1), ptr addrspace(1) %rs
  %sr = call i64 @sum_tree(ptr addrspace(1) %r)
  %f = getelementptr inbounds i8, ptr addrspace(1) %t, i64 16
  %v = load i64, ptr addrspace(1) %f
  %a = mul i64 %sl, 17
  %b = add i64 %a, %sr
  %c = mul i64 %b, 5
  %d = add i64 %c, %v
  ret i64 %d
}

define i64 @sum_arr(ptr addrspace(1) %a) gc "statepoint-example" {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i64 [ 3, %entry ], [ %acc1, %loop ]
  %p = getelementptr inbounds ptr addrspace(1), ptr addrspace(1) %a, i64 %i
  %l = load ptr addrspace(1), ptr addrspace(1) %p
  %s = call i64 @sum_list(ptr addrspace(1) %l)
  %m = mul i64 %acc, 13
  %acc1 = add i64 %m, %s
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 4
  br i1 %more, label %loop, label %done

done:
  call void @tick(i64 %acc1)
  %l0 = load ptr addrspace(1), ptr addrspace(1) %a
  %s0 = call i64 @sum_list(ptr addrspace(1) %l0)
  %r = xor i64 %acc1, %s0
  ret i64 %r
}

define i64 @sum_blob(ptr addrspace(1) %b) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i64 [ 5, %entry ], [ %acc1, %loop ]
  %p = getelementptr inbounds i64, ptr addrspace(1) %b, i64 %i
  %v = load i64, ptr addrspace(1) %p
  %m = mul i64 %acc, 11
  %acc1 = add i64 %m, %v
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 4
  br i1 %more, label %loop, label %done

done:
  ret i64 %acc1
}

define i64 @read_box(ptr addrspace(1) %b) gc "statepoint-example" {
entry:
  %p = load ptr addrspace(1), ptr addrspace(1) %b
  %v = load i64, ptr addrspace(1) %p
  ret i64 %v
}

define i64 @mix(i64 %a, i64 %b) #0 {
entry:
  %m = mul i64 %a, 1000003
  %r = xor i64 %m, %b
  ret i64 %r
}

attributes #0 = { "gc-leaf-function" }
"#;

/// Estimated statepoints of one call of a runtime function (entry poll, allocation, calls).
const COST_CONS: u32 = 3;
const COST_BLOB: u32 = 3;
const COST_TICK: u32 = 3;
const COST_SUM_ARR: u32 = 6;

struct Gen {
    rng: Rng,
    out: String,
    next: u32,
    /// References available (dominating) at the current point.
    refs: Vec<(String, Kind)>,
    /// i64 values available at the current point.
    ints: Vec<String>,
    /// Aggregates available at the current point, and whether this program makes them.
    aggs: Vec<(String, Agg)>,
    use_aggs: bool,
    /// The label of the block being written.
    cur: String,
    /// Functions generated so far (callable from later ones).
    funcs: Vec<Sig>,
    /// The signature of the function being generated (for its self-call).
    this: Option<Sig>,
    self_called: bool,
    /// Estimated statepoints of the body so far, and the multiplier of the enclosing loops.
    cost: u32,
    mult: u32,
    budget: u32,
    /// Nesting of ifs and loops.
    nest: u32,
    loop_nest: u32,
    /// Print tags: unique within the program.
    tag: u32,
}

impl Gen {
    fn fresh(&mut self, stem: &str) -> String {
        self.next += 1;
        format!("{stem}{}", self.next)
    }
    fn line(&mut self, s: impl AsRef<str>) {
        self.out.push_str("  ");
        self.out.push_str(s.as_ref());
        self.out.push('\n');
    }
    fn label(&mut self, l: &str) {
        let _ = write!(self.out, "\n{l}:\n");
        self.cur = l.to_string();
    }
    fn pick_idx(&mut self, n: usize) -> usize {
        self.rng.range(0, n as u32 - 1) as usize
    }
    fn can_afford(&self, statepoints: u32) -> bool {
        self.cost + self.mult * statepoints <= self.budget
    }
    fn spend(&mut self, statepoints: u32) {
        self.cost += self.mult * statepoints;
    }

    /// An available reference that fits `want`.
    fn ref_of(&mut self, want: Kind) -> Option<(String, Kind)> {
        let c: Vec<(String, Kind)> = self.refs.iter().filter(|r| r.1.fits(want)).cloned().collect();
        (!c.is_empty()).then(|| c[self.pick_idx(c.len())].clone())
    }
    fn int(&mut self) -> String {
        if !self.ints.is_empty() && self.rng.chance(85) {
            let i = self.pick_idx(self.ints.len());
            return self.ints[i].clone();
        }
        format!("{}", self.rng.range(0, 60))
    }
    fn def_int(&mut self, name: String) {
        self.ints.push(name);
    }
    fn def_ref(&mut self, name: String, kind: Kind) {
        self.refs.push((name, kind));
    }

    /// A reference fitting `want`: an available one, or a new one (allocated or derived).
    fn get(&mut self, want: Kind) -> String {
        if let Some((v, _)) = self.ref_of(want) {
            if self.rng.chance(85) {
                return v;
            }
        }
        if matches!(want, Kind::MaybeList | Kind::Tree(_)) && self.rng.chance(15) {
            return "null".into();
        }
        self.make(want)
    }

    /// Makes a new reference of (a kind fitting) `want` and returns its name.
    fn make(&mut self, want: Kind) -> String {
        if let Kind::Field { words, local } = want {
            return self.derive_field(words, local);
        }
        let r = self.fresh("%r");
        match want {
            Kind::List | Kind::MaybeList => {
                let next = if self.rng.chance(70) { self.get(Kind::MaybeList) } else { "null".into() };
                let v = self.int();
                self.line(format!("{r} = call {R} @cons(i64 {v}, {R} {next})"));
                self.spend(COST_CONS + 1);
                self.def_ref(r.clone(), Kind::List);
            }
            Kind::Tree(max) => {
                if max >= 3 && self.rng.chance(40) {
                    let (l, ls) = self.tree_part(max / 2);
                    let (rt, rs) = self.tree_part(max / 2);
                    let v = self.int();
                    self.line(format!("{r} = call {R} @tree({R} {l}, {R} {rt}, i64 {v})"));
                    self.spend(COST_CONS + 1);
                    self.def_ref(r.clone(), Kind::Tree(ls + rs + 1));
                } else {
                    let d = self.rng.range(
                        1,
                        if max >= 7 {
                            3
                        } else if max >= 3 {
                            2
                        } else {
                            1
                        },
                    );
                    let v = self.int();
                    self.line(format!("{r} = call {R} @build_tree(i64 {d}, i64 {v})"));
                    self.spend(7 * ((1 << d) - 1) + 2);
                    self.def_ref(r.clone(), Kind::Tree((1 << d) - 1));
                }
            }
            Kind::Arr => {
                self.line(format!("{r} = call {R} @arr()"));
                self.spend(COST_CONS + 1);
                self.def_ref(r.clone(), Kind::Arr);
                // Fill some slots with lists.
                for k in 0..ARR_SLOTS {
                    if self.rng.chance(60) {
                        let l = self.get(Kind::MaybeList);
                        let s = self.fresh("%s");
                        self.line(format!("{s} = getelementptr inbounds {R}, {R} {r}, i64 {k}"));
                        self.line(format!("store {R} {l}, {R} {s}"));
                    }
                }
            }
            Kind::Blob => {
                let v = self.int();
                self.line(format!("{r} = call {R} @blob(i64 {v})"));
                self.spend(COST_BLOB + 1);
                self.def_ref(r.clone(), Kind::Blob);
            }
            Kind::Boxed => {
                let f = self.get(Kind::Field { words: 1, local: false });
                self.line(format!("{r} = call {R} @boxp({R} {f})"));
                self.spend(COST_CONS + 1);
                self.def_ref(r.clone(), Kind::Boxed);
            }
            Kind::Field { .. } => unreachable!("derived above"),
            Kind::Slot { slots } => {
                let a = self.get(Kind::Arr);
                let k = self.rng.range(0, ARR_SLOTS - slots);
                self.line(format!("{r} = getelementptr inbounds {R}, {R} {a}, i64 {k}"));
                self.def_ref(r.clone(), Kind::Slot { slots: ARR_SLOTS - k });
            }
        }
        r
    }

    /// A tree of at most `max` nodes, or null; returns it and its size.
    fn tree_part(&mut self, max: u32) -> (String, u32) {
        let c: Vec<(String, u32)> = self
            .refs
            .iter()
            .filter_map(|(n, k)| match k {
                Kind::Tree(s) if *s <= max => Some((n.clone(), *s)),
                _ => None,
            })
            .collect();
        if !c.is_empty() && self.rng.chance(75) {
            return c[self.pick_idx(c.len())].clone();
        }
        ("null".into(), 0)
    }

    /// A new derived pointer to an i64 with at least `words` words to the end of its object,
    /// local (derived here) when `local` or by chance.
    fn derive_field(&mut self, words: u32, local: bool) -> String {
        let r = self.fresh("%d");
        let from_field = self.ref_of(Kind::Field { words: words + 1, local });
        match (from_field, self.rng.range(0, 2)) {
            (Some((f, Kind::Field { words: w, local: l })), 0) => {
                // A GEP of a GEP.
                let step = self.rng.range(1, w - words);
                self.line(format!("{r} = getelementptr inbounds i64, {R} {f}, i64 {step}"));
                self.def_ref(r.clone(), Kind::Field { words: w - step, local: l });
            }
            (_, 1) if words == 1 => {
                let l = self.get(Kind::List);
                self.line(format!("{r} = getelementptr inbounds i8, {R} {l}, i64 8"));
                self.def_ref(r.clone(), Kind::Field { words: 1, local: true });
            }
            _ => {
                let b = self.get(Kind::Blob);
                let k = self.rng.range(0, BLOB_WORDS - words);
                self.line(format!("{r} = getelementptr inbounds i64, {R} {b}, i64 {k}"));
                self.def_ref(r.clone(), Kind::Field { words: BLOB_WORDS - k, local: true });
            }
        }
        r
    }

    /// An i64 checksum of the reference `v` of kind `k` (walking the structure it reaches).
    fn checksum(&mut self, v: &str, k: Kind) -> String {
        let s = self.fresh("%c");
        match k {
            Kind::List | Kind::MaybeList => self.line(format!("{s} = call i64 @sum_list({R} {v})")),
            Kind::Tree(n) => {
                self.line(format!("{s} = call i64 @sum_tree({R} {v})"));
                self.spend(3 * n + 3);
            }
            Kind::Arr => {
                self.line(format!("{s} = call i64 @sum_arr({R} {v})"));
                self.spend(COST_SUM_ARR + 1);
            }
            Kind::Blob => self.line(format!("{s} = call i64 @sum_blob({R} {v}) \"gc-leaf-function\"")),
            Kind::Boxed => {
                self.line(format!("{s} = call i64 @read_box({R} {v})"));
                self.spend(2);
            }
            Kind::Field { .. } => self.line(format!("{s} = load i64, {R} {v}")),
            Kind::Slot { .. } => {
                let l = self.fresh("%l");
                self.line(format!("{l} = load {R}, {R} {v}"));
                self.line(format!("{s} = call i64 @sum_list({R} {l})"));
            }
        }
        s
    }

    fn print(&mut self, v: &str) {
        self.tag += 1;
        let t = self.tag;
        self.line(format!("call i32 (ptr, ...) @printf(ptr @fmt, i64 {t}, i64 {v})"));
        self.spend(1);
    }

    /// One random step of a body.
    fn segment(&mut self) {
        if self.use_aggs && self.rng.chance(8) {
            self.aggregate();
            return;
        }
        match self.rng.range(0, 99) {
            0..=11 => {
                let k = Kind::PARAMS[self.pick_idx(Kind::PARAMS.len())];
                if self.can_afford(30) {
                    self.make(k);
                }
            }
            12..=19 => {
                let words = self.rng.range(1, 2);
                self.derive_field(words, false);
            }
            20..=29 => self.read(),
            30..=36 => self.write(),
            37..=42 => {
                let (a, b) = (self.int(), self.int());
                let r = self.fresh("%i");
                let op = ["add", "mul", "xor", "sub"][self.pick_idx(4)];
                if self.rng.chance(25) {
                    self.line(format!("{r} = call i64 @mix(i64 {a}, i64 {b})"));
                } else {
                    self.line(format!("{r} = {op} i64 {a}, {b}"));
                }
                self.def_int(r);
            }
            43..=54 => self.call(),
            55..=61 => {
                if let Some((v, k)) = self.any_ref() {
                    let c = self.checksum(&v, k);
                    if self.rng.chance(50) {
                        self.print(&c);
                    }
                    self.def_int(c);
                }
            }
            62..=65 => {
                let v = self.int();
                self.print(&v);
            }
            66..=70 => self.compare(),
            71..=74 => self.select(),
            75..=81 if self.nest < 3 => self.if_else(),
            82..=87 if self.nest < 3 && self.loop_nest < 2 => self.counted_loop(),
            88..=91 => self.walk_loop(),
            92..=95 => self.base_offset(),
            96..=99 if self.this.is_some() && !self.self_called && self.loop_nest == 0 => self.recurse(),
            _ => {
                if self.can_afford(COST_TICK + 1) {
                    let v = self.int();
                    let deopt = self.deopt();
                    self.line(format!("call void @tick(i64 {v}){deopt}"));
                    self.spend(COST_TICK + 1);
                }
            }
        }
    }

    fn any_ref(&mut self) -> Option<(String, Kind)> {
        (!self.refs.is_empty()).then(|| {
            let i = self.pick_idx(self.refs.len());
            self.refs[i].clone()
        })
    }

    /// Loads through a derived pointer, a list's tail, a slot or a box.
    fn read(&mut self) {
        let Some((v, k)) = self.any_ref() else { return };
        match k {
            Kind::Field { .. } => {
                let i = self.fresh("%i");
                self.line(format!("{i} = load i64, {R} {v}"));
                self.def_int(i);
            }
            Kind::List => {
                let r = self.fresh("%r");
                self.line(format!("{r} = load {R}, {R} {v}"));
                self.def_ref(r, Kind::MaybeList);
            }
            Kind::Slot { .. } => {
                let r = self.fresh("%r");
                self.line(format!("{r} = load {R}, {R} {v}"));
                self.def_ref(r, Kind::MaybeList);
            }
            Kind::Boxed => {
                let r = self.fresh("%r");
                self.line(format!("{r} = load {R}, {R} {v}"));
                self.def_ref(r, Kind::Field { words: 1, local: false });
            }
            Kind::Arr => {
                let k = self.rng.range(0, ARR_SLOTS - 1);
                let s = self.fresh("%s");
                self.line(format!("{s} = getelementptr inbounds {R}, {R} {v}, i64 {k}"));
                let r = self.fresh("%r");
                self.line(format!("{r} = load {R}, {R} {s}"));
                self.def_ref(s, Kind::Slot { slots: ARR_SLOTS - k });
                self.def_ref(r, Kind::MaybeList);
            }
            _ => {}
        }
    }

    /// Stores an integer through a derived pointer or a list into an array slot.
    fn write(&mut self) {
        if self.rng.chance(60) {
            if let Some((f, _)) = self.ref_of(Kind::Field { words: 1, local: false }) {
                let v = self.int();
                self.line(format!("store i64 {v}, {R} {f}"));
            }
        } else if let Some((s, _)) = self.ref_of(Kind::Slot { slots: 1 }) {
            let l = self.get(Kind::MaybeList);
            self.line(format!("store {R} {l}, {R} {s}"));
        }
    }

    /// Calls an earlier function (or a runtime walker when none is affordable).
    fn call(&mut self) {
        let affordable: Vec<Sig> = self.funcs.iter().filter(|s| self.can_afford(s.cost + 1 + 40)).cloned().collect();
        if affordable.is_empty() {
            if self.can_afford(COST_TICK + 1) {
                let v = self.int();
                self.line(format!("call void @tick(i64 {v})"));
                self.spend(COST_TICK + 1);
            }
            return;
        }
        let sig = affordable[self.pick_idx(affordable.len())].clone();
        let depth = self.rng.range(0, 2);
        let args = self.args_for(&sig);
        let x = self.int();
        self.spend(sig.cost + 1);
        self.emit_call(&sig, &format!("i64 {depth}"), &x, &args);
    }

    /// Reference arguments for `sig`'s parameters.
    fn args_for(&mut self, sig: &Sig) -> Vec<String> {
        sig.params.iter().map(|&k| self.get(k)).collect()
    }

    /// Sometimes a `"deopt"` bundle of integers and references (live at the call, if not after).
    fn deopt(&mut self) -> String {
        if !self.rng.chance(20) {
            return String::new();
        }
        let mut ops = vec![format!("i32 {}", self.rng.range(0, 9))];
        for _ in 0..self.rng.range(0, 3) {
            match self.any_ref() {
                Some((r, _)) if self.rng.chance(70) => ops.push(format!("{R} {r}")),
                _ => ops.push(format!("i64 {}", self.int())),
            }
        }
        format!(" [ \"deopt\"({}) ]", ops.join(", "))
    }

    fn emit_call(&mut self, sig: &Sig, depth: &str, x: &str, args: &[String]) {
        let mut a = format!("{depth}, i64 {x}");
        for v in args {
            let _ = write!(a, ", {R} {v}");
        }
        let name = &sig.name;
        let deopt = self.deopt();
        match sig.ret {
            None => {
                let r = self.fresh("%i");
                self.line(format!("{r} = call i64 @{name}({a}){deopt}"));
                self.def_int(r);
            }
            Some(k) => {
                let r = self.fresh("%r");
                self.line(format!("{r} = call {R} @{name}({a}){deopt}"));
                let k = match k {
                    Kind::Field { words, .. } => Kind::Field { words, local: false },
                    k => k,
                };
                self.def_ref(r, k);
            }
        }
    }

    /// `icmp eq` of two references (or of one with null).
    fn compare(&mut self) {
        let Some((a, _)) = self.any_ref() else { return };
        let b = if self.rng.chance(25) {
            "null".to_string()
        } else {
            let Some((b, _)) = self.any_ref() else { return };
            b
        };
        let c = self.fresh("%e");
        let i = self.fresh("%i");
        let pred = if self.rng.chance(70) { "eq" } else { "ne" };
        self.line(format!("{c} = icmp {pred} {R} {a}, {b}"));
        self.line(format!("{i} = zext i1 {c} to i64"));
        if self.rng.chance(50) {
            self.print(&i);
        }
        self.def_int(i);
    }

    /// A condition computed from an available integer.
    fn cond(&mut self) -> String {
        let v = self.int();
        let m = self.fresh("%m");
        let c = self.fresh("%b");
        let bit = 1u32 << self.rng.range(0, 3);
        self.line(format!("{m} = and i64 {v}, {bit}"));
        self.line(format!("{c} = icmp ne i64 {m}, 0"));
        c
    }

    /// A select of two references of one family.
    fn select(&mut self) {
        let Some((a, k)) = self.any_ref() else { return };
        let fam = k.family();
        let Some((b, kb)) = self.ref_of(fam) else { return };
        let c = self.cond();
        let r = self.fresh("%r");
        self.line(format!("{r} = select i1 {c}, {R} {a}, {R} {b}"));
        self.def_ref(r, k.join(kb));
    }

    /// if/else, each arm a few steps, joined by phis of references and an integer.
    fn if_else(&mut self) {
        let c = self.cond();
        let n = self.fresh("");
        let (then_l, else_l, join_l) = (format!("then{n}"), format!("else{n}"), format!("join{n}"));
        self.line(format!("br i1 {c}, label %{then_l}, label %{else_l}"));
        let num_phis = self.rng.range(0, 3);
        let fams: Vec<Kind> = (0..num_phis).map(|_| Kind::PARAMS[self.pick_idx(Kind::PARAMS.len())].family()).collect();
        let (refs0, ints0, aggs0) = (self.refs.len(), self.ints.len(), self.aggs.len());
        let agg_phi = (self.use_aggs && self.rng.chance(40)).then(|| [Agg::Pair, Agg::Duo][self.pick_idx(2)]);
        self.nest += 1;
        let mut arms = Vec::new();
        for l in [&then_l, &else_l] {
            self.label(l);
            for _ in 0..self.rng.range(0, 4) {
                self.segment();
            }
            let vals: Vec<(String, Kind)> = fams
                .iter()
                .map(|&f| match self.ref_of(f) {
                    Some(v) if self.rng.chance(80) => v,
                    _ => {
                        let v = self.make(f);
                        let k = self.refs.iter().rev().find(|r| r.0 == v).map_or(f, |r| r.1);
                        (v, k)
                    }
                })
                .collect();
            let iv = self.int();
            let av = agg_phi.map(|a| self.agg_of(a));
            self.line(format!("br label %{join_l}"));
            arms.push((self.cur.clone(), vals, iv, av));
            self.refs.truncate(refs0);
            self.ints.truncate(ints0);
            self.aggs.truncate(aggs0);
        }
        self.nest -= 1;
        self.label(&join_l);
        for i in 0..fams.len() {
            let p = self.fresh("%p");
            let ((la, va, ka), (lb, vb, kb)) =
                ((&arms[0].0, &arms[0].1[i].0, arms[0].1[i].1), (&arms[1].0, &arms[1].1[i].0, arms[1].1[i].1));
            self.line(format!("{p} = phi {R} [ {va}, %{la} ], [ {vb}, %{lb} ]"));
            self.def_ref(p, ka.join(kb));
        }
        let p = self.fresh("%i");
        self.line(format!("{p} = phi i64 [ {}, %{} ], [ {}, %{} ]", arms[0].2, arms[0].0, arms[1].2, arms[1].0));
        self.def_int(p);
        if let (Some(a), Some(x), Some(y)) = (agg_phi, &arms[0].3, &arms[1].3) {
            let p = self.fresh("%g");
            self.line(format!("{p} = phi {} [ {x}, %{} ], [ {y}, %{} ]", a.ir(), arms[0].0, arms[1].0));
            self.aggs.push((p, a));
        }
    }

    /// An available aggregate of kind `a`, or a new one.
    fn agg_of(&mut self, a: Agg) -> String {
        let c: Vec<String> = self.aggs.iter().filter(|g| g.1 == a).map(|g| g.0.clone()).collect();
        if !c.is_empty() && self.rng.chance(70) {
            return c[self.pick_idx(c.len())].clone();
        }
        self.make_agg(a)
    }

    /// A new aggregate built with insertvalue.
    fn make_agg(&mut self, a: Agg) -> String {
        let (g0, g) = (self.fresh("%g"), self.fresh("%g"));
        match a {
            Agg::Pair => {
                let l = self.get(Kind::List);
                let x = self.int();
                self.line(format!("{g0} = insertvalue {} poison, {R} {l}, 0", a.ir()));
                self.line(format!("{g} = insertvalue {} {g0}, i64 {x}, 1", a.ir()));
            }
            Agg::Duo => {
                let (l0, l1) = (self.get(Kind::MaybeList), self.get(Kind::MaybeList));
                self.line(format!("{g0} = insertvalue {} poison, {R} {l0}, 0", a.ir()));
                self.line(format!("{g} = insertvalue {} {g0}, {R} {l1}, 1", a.ir()));
            }
        }
        self.aggs.push((g.clone(), a));
        g
    }

    /// Makes, takes apart or updates an aggregate.
    fn aggregate(&mut self) {
        let a = [Agg::Pair, Agg::Duo][self.pick_idx(2)];
        let have: Vec<String> = self.aggs.iter().filter(|g| g.1 == a).map(|g| g.0.clone()).collect();
        if have.is_empty() || self.rng.chance(25) {
            self.make_agg(a);
            return;
        }
        let g = have[self.pick_idx(have.len())].clone();
        let k = self.rng.range(0, 1);
        if self.rng.chance(60) {
            let r = self.fresh("%r");
            match (a, k) {
                (Agg::Pair, 0) => {
                    self.line(format!("{r} = extractvalue {} {g}, 0", a.ir()));
                    self.def_ref(r, Kind::List);
                }
                (Agg::Pair, _) => {
                    self.line(format!("{r} = extractvalue {} {g}, 1", a.ir()));
                    self.def_int(r);
                }
                (Agg::Duo, k) => {
                    self.line(format!("{r} = extractvalue {} {g}, {k}", a.ir()));
                    self.def_ref(r, Kind::MaybeList);
                }
            }
        } else {
            let n = self.fresh("%g");
            let (v, k) = match a {
                Agg::Pair => (self.get(Kind::List), 0),
                Agg::Duo => (self.get(Kind::MaybeList), k),
            };
            self.line(format!("{n} = insertvalue {} {g}, {R} {v}, {k}", a.ir()));
            self.aggs.push((n, a));
        }
    }

    /// A checksum of the lists an aggregate holds.
    fn agg_checksum(&mut self, g: &str, a: Agg) -> String {
        let (l, c) = (self.fresh("%l"), self.fresh("%c"));
        self.line(format!("{l} = extractvalue {} {g}, 0", a.ir()));
        self.line(format!("{c} = call i64 @sum_list({R} {l})"));
        match a {
            Agg::Pair => {
                let (x, s) = (self.fresh("%i"), self.fresh("%c"));
                self.line(format!("{x} = extractvalue {} {g}, 1", a.ir()));
                self.line(format!("{s} = call i64 @mix(i64 {c}, i64 {x})"));
                s
            }
            Agg::Duo => {
                let (l1, c1, s) = (self.fresh("%l"), self.fresh("%c"), self.fresh("%c"));
                self.line(format!("{l1} = extractvalue {} {g}, 1", a.ir()));
                self.line(format!("{c1} = call i64 @sum_list({R} {l1})"));
                self.line(format!("{s} = call i64 @mix(i64 {c}, i64 {c1})"));
                s
            }
        }
    }

    /// A counted loop carrying an integer, maybe a list and maybe a derived pointer.
    fn counted_loop(&mut self) {
        let trip_known = self.rng.chance(50);
        let trip = if trip_known {
            format!("{}", self.rng.range(1, 4))
        } else {
            let v = self.int();
            let m = self.fresh("%m");
            let t = self.fresh("%t");
            self.line(format!("{m} = and i64 {v}, 3"));
            self.line(format!("{t} = add i64 {m}, 1"));
            t
        };
        // Carried values and their initial values (from before the loop).
        let carry_list = self.rng.chance(60);
        let carry_field = self.rng.chance(50);
        let list_init = if carry_list { Some(self.get(Kind::MaybeList)) } else { None };
        let field_init = if carry_field {
            let f = self.get(Kind::Field { words: 1, local: false });
            let k = self.refs.iter().rev().find(|r| r.0 == f).map_or(Kind::Field { words: 1, local: false }, |r| r.1);
            Some((f, k))
        } else {
            None
        };
        let agg_init = (self.use_aggs && self.rng.chance(40)).then(|| self.agg_of(Agg::Pair));
        let acc_init = self.int();
        let pre = self.cur.clone();
        let n = self.fresh("");
        let (head, exit) = (format!("head{n}"), format!("exit{n}"));
        self.line(format!("br label %{head}"));
        self.label(&head);
        let phi_pos = self.out.len();
        let i = self.fresh("%iv");
        let acc = self.fresh("%acc");
        self.def_int(i.clone());
        self.def_int(acc.clone());
        let list_phi = list_init.as_ref().map(|_| self.fresh("%lp"));
        if let Some(l) = &list_phi {
            self.def_ref(l.clone(), Kind::MaybeList);
        }
        let field_phi = field_init.as_ref().map(|(_, k)| (self.fresh("%fp"), *k));
        if let Some((f, k)) = &field_phi {
            self.def_ref(f.clone(), *k);
        }
        let agg_phi = agg_init.as_ref().map(|_| self.fresh("%gp"));
        if let Some(g) = &agg_phi {
            self.aggs.push((g.clone(), Agg::Pair));
        }
        self.nest += 1;
        self.loop_nest += 1;
        let mult0 = self.mult;
        self.mult *= 4;
        for _ in 0..self.rng.range(1, 4) {
            self.segment();
        }
        // The next values.
        let list_next = list_phi.as_ref().map(|l| {
            if self.rng.chance(60) && self.can_afford(COST_CONS + 1) {
                let r = self.fresh("%r");
                self.line(format!("{r} = call {R} @cons(i64 {i}, {R} {l})"));
                self.spend(COST_CONS + 1);
                self.def_ref(r.clone(), Kind::List);
                r
            } else {
                self.ref_of(Kind::MaybeList).map_or(l.clone(), |r| r.0)
            }
        });
        let field_next = field_phi.as_ref().map(|(f, k)| self.ref_of(*k).map_or(f.clone(), |r| r.0));
        let agg_next = agg_phi.as_ref().map(|g| match self.ref_of(Kind::List) {
            Some((l, _)) => {
                let n = self.fresh("%g");
                self.line(format!("{n} = insertvalue {} {g}, {R} {l}, 0", Agg::Pair.ir()));
                self.aggs.push((n.clone(), Agg::Pair));
                n
            }
            None => g.clone(),
        });
        let x = self.int();
        let acc1 = self.fresh("%acc");
        self.line(format!("{acc1} = add i64 {acc}, {x}"));
        let i1 = self.fresh("%iv");
        let more = self.fresh("%more");
        self.line(format!("{i1} = add i64 {i}, 1"));
        self.line(format!("{more} = icmp slt i64 {i1}, {trip}"));
        self.line(format!("br i1 {more}, label %{head}, label %{exit}"));
        let latch = self.cur.clone();
        let mut phis = format!("  {i} = phi i64 [ 0, %{pre} ], [ {i1}, %{latch} ]\n");
        let _ = writeln!(phis, "  {acc} = phi i64 [ {acc_init}, %{pre} ], [ {acc1}, %{latch} ]");
        if let (Some(p), Some(init), Some(next)) = (&list_phi, &list_init, &list_next) {
            let _ = writeln!(phis, "  {p} = phi {R} [ {init}, %{pre} ], [ {next}, %{latch} ]");
        }
        if let (Some((p, _)), Some((init, _)), Some(next)) = (&field_phi, &field_init, &field_next) {
            let _ = writeln!(phis, "  {p} = phi {R} [ {init}, %{pre} ], [ {next}, %{latch} ]");
        }
        if let (Some(p), Some(init), Some(next)) = (&agg_phi, &agg_init, &agg_next) {
            let _ = writeln!(phis, "  {p} = phi {} [ {init}, %{pre} ], [ {next}, %{latch} ]", Agg::Pair.ir());
        }
        self.out.insert_str(phi_pos, &phis);
        self.mult = mult0;
        self.loop_nest -= 1;
        self.nest -= 1;
        // The exit's only predecessor is the latch: everything available there stays available.
        self.label(&exit);
        self.def_int(acc1);
        if let Some(l) = &list_phi {
            let s = self.fresh("%c");
            self.line(format!("{s} = call i64 @sum_list({R} {l})"));
            self.print(&s);
        }
    }

    /// A loop without calls that walks a list to its end (its backedge gets a poll).
    fn walk_loop(&mut self) {
        let Some((l, _)) = self.ref_of(Kind::MaybeList) else { return };
        if !self.can_afford(25) {
            return;
        }
        self.spend(20);
        let pre = self.cur.clone();
        let n = self.fresh("");
        let (head, body, exit) = (format!("wh{n}"), format!("wb{n}"), format!("wx{n}"));
        let (node, acc, acc1, next) = (self.fresh("%wn"), self.fresh("%ws"), self.fresh("%ws"), self.fresh("%wn"));
        self.line(format!("br label %{head}"));
        self.label(&head);
        self.line(format!("{node} = phi {R} [ {l}, %{pre} ], [ {next}, %{body} ]"));
        self.line(format!("{acc} = phi i64 [ 1, %{pre} ], [ {acc1}, %{body} ]"));
        let e = self.fresh("%e");
        self.line(format!("{e} = icmp eq {R} {node}, null"));
        self.line(format!("br i1 {e}, label %{exit}, label %{body}"));
        self.label(&body);
        let (f, v, m) = (self.fresh("%wf"), self.fresh("%wv"), self.fresh("%wm"));
        self.line(format!("{f} = getelementptr inbounds i8, {R} {node}, i64 8"));
        self.line(format!("{v} = load i64, {R} {f}"));
        self.line(format!("{m} = mul i64 {acc}, 7"));
        self.line(format!("{acc1} = add i64 {m}, {v}"));
        self.line(format!("{next} = load {R}, {R} {node}"));
        self.line(format!("br label %{head}"));
        self.label(&exit);
        self.def_int(acc);
    }

    /// `gc.get.pointer.base`/`offset` of a derived pointer whose derivation this function sees.
    fn base_offset(&mut self) {
        let Some((f, _)) = self.ref_of(Kind::Field { words: 1, local: true }) else { return };
        let (b, o, e, i) = (self.fresh("%gb"), self.fresh("%go"), self.fresh("%e"), self.fresh("%i"));
        self.line(format!("{b} = call {R} @llvm.experimental.gc.get.pointer.base.p1.p1({R} {f})"));
        self.line(format!("{o} = call i64 @llvm.experimental.gc.get.pointer.offset.p1({R} {f})"));
        self.line(format!("{e} = icmp eq {R} {b}, {f}"));
        self.line(format!("{i} = zext i1 {e} to i64"));
        self.print(&o);
        self.def_int(o);
        self.def_int(i);
    }

    /// The guarded self-call: `depth > 0 ? self(depth - 1, ...) : <a value of the return kind>`.
    fn recurse(&mut self) {
        let sig = self.this.clone().expect("recursion inside a generated function");
        self.self_called = true;
        let d = self.fresh("%b");
        let n = self.fresh("");
        let (rec, norec, join) = (format!("rec{n}"), format!("norec{n}"), format!("rj{n}"));
        self.line(format!("{d} = icmp sgt i64 %depth, 0"));
        self.line(format!("br i1 {d}, label %{rec}, label %{norec}"));
        let (refs0, ints0, aggs0) = (self.refs.len(), self.ints.len(), self.aggs.len());
        self.label(&rec);
        let dm = self.fresh("%dm");
        self.line(format!("{dm} = sub i64 %depth, 1"));
        let args = self.args_for(&sig);
        let x = self.int();
        self.emit_call(&sig, &format!("i64 {dm}"), &x, &args);
        let rv = match sig.ret {
            None => self.ints.last().cloned().unwrap(),
            Some(_) => self.refs.last().map(|r| r.0.clone()).unwrap(),
        };
        let rec_end = self.cur.clone();
        self.line(format!("br label %{join}"));
        self.refs.truncate(refs0);
        self.ints.truncate(ints0);
        self.aggs.truncate(aggs0);
        self.label(&norec);
        let nv = match sig.ret {
            None => self.int(),
            Some(k) => self.get(k),
        };
        let norec_end = self.cur.clone();
        self.line(format!("br label %{join}"));
        self.refs.truncate(refs0);
        self.ints.truncate(ints0);
        self.aggs.truncate(aggs0);
        self.label(&join);
        let p = self.fresh("%p");
        match sig.ret {
            None => {
                self.line(format!("{p} = phi i64 [ {rv}, %{rec_end} ], [ {nv}, %{norec_end} ]"));
                self.def_int(p);
            }
            Some(k) => {
                self.line(format!("{p} = phi {R} [ {rv}, %{rec_end} ], [ {nv}, %{norec_end} ]"));
                let k = match k {
                    Kind::Field { words, .. } => Kind::Field { words, local: false },
                    k => k,
                };
                self.def_ref(p, k);
            }
        }
    }

    /// Prints a checksum of up to `n` references (all when `n` is `usize::MAX`), folded.
    fn final_checksum(&mut self, n: usize) -> String {
        let mut acc = "0".to_string();
        let mut chosen: Vec<(String, Kind)> = self.refs.clone();
        if n < chosen.len() {
            for _ in 0..chosen.len() - n {
                let i = self.pick_idx(chosen.len());
                chosen.remove(i);
            }
        }
        for (v, k) in chosen {
            let c = self.checksum(&v, k);
            let a = self.fresh("%fa");
            self.line(format!("{a} = call i64 @mix(i64 {acc}, i64 {c})"));
            acc = a;
        }
        for (g, k) in self.aggs.clone() {
            let c = self.agg_checksum(&g, k);
            let a = self.fresh("%fa");
            self.line(format!("{a} = call i64 @mix(i64 {acc}, i64 {c})"));
            acc = a;
        }
        for _ in 0..2 {
            let v = self.int();
            let a = self.fresh("%fa");
            self.line(format!("{a} = call i64 @mix(i64 {acc}, i64 {v})"));
            acc = a;
        }
        self.print(&acc);
        acc
    }

    /// A function `@fN` with a random signature; appends its text to `module`.
    fn function(&mut self, module: &mut String, idx: usize) {
        let name = format!("f{idx}");
        let num_params = self.rng.range(1, 3);
        let params: Vec<Kind> = (0..num_params).map(|_| Kind::PARAMS[self.pick_idx(Kind::PARAMS.len())]).collect();
        let ret = if self.rng.chance(40) {
            None
        } else {
            let k = Kind::PARAMS[self.pick_idx(Kind::PARAMS.len())];
            Some(match k {
                Kind::Tree(_) => Kind::Tree(TREE_MAX),
                k => k,
            })
        };
        self.begin(FN_BUDGET);
        self.this = Some(Sig { name: name.clone(), params: params.clone(), ret, cost: 0 });
        let mut header = format!("define {} @{name}(i64 %depth, i64 %x", if ret.is_some() { R } else { "i64" });
        for (i, k) in params.iter().enumerate() {
            let _ = write!(header, ", {R} %a{i}");
            self.refs.push((format!("%a{i}"), *k));
        }
        self.ints.push("%x".into());
        self.ints.push("%depth".into());
        header.push_str(") gc \"statepoint-example\" {\nentry:\n");
        for _ in 0..self.rng.range(6, 16) {
            self.segment();
        }
        let sum = self.final_checksum(3);
        match ret {
            None => self.line(format!("ret i64 {sum}")),
            Some(k) => {
                let v = self.get(k);
                self.line(format!("ret {R} {v}"));
            }
        }
        let body_cost = self.cost;
        let cost = if self.self_called { body_cost * 3 } else { body_cost };
        module.push_str(&header);
        module.push_str(&self.out);
        module.push_str("}\n\n");
        self.funcs.push(Sig { name, params, ret, cost });
    }

    fn begin(&mut self, budget: u32) {
        self.out.clear();
        self.refs.clear();
        self.ints.clear();
        self.aggs.clear();
        self.cur = "entry".into();
        self.this = None;
        self.self_called = false;
        self.cost = 0;
        self.mult = 1;
        self.budget = budget;
        self.nest = 0;
        self.loop_nest = 0;
    }

    fn main(&mut self, module: &mut String) {
        self.begin(MAIN_BUDGET);
        for _ in 0..self.rng.range(2, 4) {
            let k = Kind::PARAMS[self.pick_idx(Kind::PARAMS.len())];
            self.make(k);
        }
        for _ in 0..self.rng.range(10, 26) {
            self.segment();
        }
        // Call every function at least once.
        for s in self.funcs.clone() {
            if self.can_afford(s.cost + 1) {
                let args = self.args_for(&s);
                let x = self.int();
                self.spend(s.cost + 1);
                self.emit_call(&s, "i64 2", &x, &args);
            }
        }
        let sum = self.final_checksum(usize::MAX);
        let code = self.fresh("%code");
        let t = self.fresh("%code");
        self.line(format!("{code} = and i64 {sum}, 63"));
        self.line(format!("{t} = trunc i64 {code} to i32"));
        self.line(format!("ret i32 {t}"));
        module.push_str("define i32 @main() gc \"statepoint-example\" {\nentry:\n");
        module.push_str(&self.out);
        module.push_str("}\n");
    }
}

/// Random GC program `index` of run `seed`.
pub fn program(seed: u64, index: u64) -> String {
    let mut g = Gen {
        rng: Rng::for_case(seed, index),
        out: String::new(),
        next: 0,
        refs: Vec::new(),
        ints: Vec::new(),
        aggs: Vec::new(),
        use_aggs: false,
        cur: "entry".into(),
        funcs: Vec::new(),
        this: None,
        self_called: false,
        cost: 0,
        mult: 1,
        budget: 0,
        nest: 0,
        loop_nest: 0,
        tag: 0,
    };
    let always_poll = g.rng.chance(50);
    g.use_aggs = g.rng.chance(50);
    let mut module = format!("; Random GC program (seed {seed}, case {index}), tests/src/gen_gc.rs\n\n");
    let _ = writeln!(module, "@gc_requested = global i32 1");
    module.push_str(&RUNTIME.replace("@KEEP@", if always_poll { "1" } else { "0" }));
    module.push('\n');
    for i in 0..g.rng.range(2, 5) as usize {
        g.function(&mut module, i);
    }
    g.main(&mut module);
    module
}

// ---------------------------------------------------------------------------------------------
// Structural facts about (rewritten) modules.

/// What the GC tests check in a module after the safepoint passes.
#[derive(Clone, Debug, Default)]
pub struct GcShape {
    /// `gc.statepoint` calls in `gc "..."` functions of statepoint strategies.
    pub num_statepoints: usize,
    /// Calls in such functions that may collect but are not statepoints: `@f calls @g`.
    pub unrewritten: Vec<String>,
    /// Statepoints whose target is a `"gc-leaf-function"`: `@f wraps @g`.
    pub leaf_targets: Vec<String>,
    /// Calls of `@do_safepoint` (what the poll calls) per function.
    pub poll_calls: BTreeMap<String, usize>,
}

/// The `GcShape` of `m`.
pub fn gc_shape(m: &Module) -> GcShape {
    let mut shape = GcShape::default();
    for (_, f) in m.funcs.iter() {
        if !f.is_definition {
            continue;
        }
        let is_gc = statepoint_strategy(f).is_some();
        for inst in f.layout.insts() {
            let InstKind::Call(c) = f.dfg.inst(inst) else { continue };
            let callee = m.callee_func(f, c.callee).map(|g| &m.funcs[g]);
            if callee.is_some_and(|g| g.sym.name == "do_safepoint") {
                *shape.poll_calls.entry(f.sym.name.clone()).or_default() += 1;
            }
            if !is_gc {
                continue;
            }
            let callee_name = callee.map_or("<indirect>".to_string(), |g| g.sym.name.clone());
            match Statepoint::of(m, f, inst) {
                Ok(Some(sp)) => {
                    shape.num_statepoints += 1;
                    if let Some(g) = m.callee_func(f, sp.target) {
                        if kiln_ir::gc::is_leaf_function(m, g) {
                            shape.leaf_targets.push(format!("@{} wraps @{}", f.sym.name, m.funcs[g].sym.name));
                        }
                        if m.funcs[g].sym.name == "do_safepoint" {
                            *shape.poll_calls.entry(f.sym.name.clone()).or_default() += 1;
                        }
                    }
                }
                _ if !is_leaf_call(m, f, inst) => {
                    shape.unrewritten.push(format!("@{} calls @{callee_name}", f.sym.name));
                }
                _ => {}
            }
        }
    }
    shape
}

/// A `gc.relocate` of a rewritten module: where it is, what it produces and the statepoint
/// operand it relocates.
#[derive(Clone, Debug)]
pub struct Relocation {
    pub func: Func,
    pub relocated: Value,
    pub unrelocated: Value,
    /// The relocate, printed: `@f: %x.relocated = call ...`.
    pub text: String,
}

/// The `gc.relocate` calls of `m` (with constant indices into their statepoint's "gc-live").
pub fn relocations(m: &Module) -> Vec<Relocation> {
    let mut out = Vec::new();
    for (func, f) in m.funcs.iter() {
        for inst in f.layout.insts() {
            let Some(r) = Relocate::of(m, f, inst) else { continue };
            let Some(sp_inst) = f.dfg.value_inst(r.token) else { continue };
            let Ok(Some(sp)) = Statepoint::of(m, f, sp_inst) else { continue };
            let (Some(relocated), Some(&unrelocated)) = (f.dfg.inst_result(inst), sp.gc_live.get(r.derived)) else {
                continue;
            };
            let text = format!("@{}: {}", f.sym.name, kiln_ir::text::printer::print_inst(m, f, inst).trim());
            out.push(Relocation { func, relocated, unrelocated, text });
        }
    }
    out
}

/// `m` with the uses of one relocation given the unrelocated value instead: the mistake a
/// rewrite that forgot it would make (still valid SSA: the operand dominates the statepoint).
pub fn without_relocation(m: &Module, r: &Relocation) -> Module {
    let mut mm = m.clone();
    kiln_ir::uses::replace_all_uses(&mut mm.funcs[r.func], r.relocated, r.unrelocated);
    mm
}

#[cfg(test)]
mod tests {
    use super::*;
    use kiln_interp::{run_main, Config};

    fn run(src: &str) -> Result<(i32, Vec<u8>, u64), String> {
        let m = kiln_ir::text::parse(src.as_bytes()).map_err(|d| d.render("gen", src.as_bytes()))?;
        kiln_ir::verifier::verify_module(&m)
            .map_err(|ds| ds.iter().map(|d| d.render("gen", src.as_bytes())).collect::<String>())?;
        let cfg = Config { fuel: Some(50_000_000), capture: true, ..Config::default() };
        run_main(&m, &cfg).map(|o| (o.exit_code, o.stdout, o.steps)).map_err(|(t, _)| format!("trapped: {t}"))
    }

    /// Every generated program verifies and runs, without stress, the same twice.
    #[test]
    fn generated_programs_verify_and_run_deterministically() {
        let mut steps = Vec::new();
        for i in 0..150 {
            let src = program(0x6c_0b, i);
            let a = run(&src).unwrap_or_else(|e| panic!("case {i}: {e}\n--- program:\n{src}"));
            let b = run(&src).unwrap();
            assert_eq!(a, b, "case {i} is not deterministic");
            assert!(!a.1.is_empty(), "case {i} prints nothing");
            assert_eq!(src, program(0x6c_0b, i), "case {i}: the generator is not deterministic");
            steps.push(a.2);
        }
        steps.sort_unstable();
        eprintln!("steps: median {}, max {}", steps[steps.len() / 2], steps[steps.len() - 1]);
    }

    /// Each shape the generator promises shows up in a good share of programs.
    #[test]
    fn generated_programs_cover_the_promised_shapes() {
        let programs: Vec<String> = (0..100).map(|i| program(0x5ca1e, i)).collect();
        // A line of generated code (not the runtime's) starting with `def` and containing `text`.
        fn line(p: &str, def: &str, text: &str) -> bool {
            let generated = &p[p.find("define i64 @f0(").or(p.find("define ptr addrspace(1) @f0(")).unwrap()..];
            generated.lines().any(|l| l.starts_with(def) && l.contains(text))
        }
        type Shape = (&'static str, fn(&str) -> bool);
        let shapes: [Shape; 17] = [
            ("a phi of references at a join", |p| line(p, "  %p", "= phi ptr addrspace(1)")),
            ("a phi of derived pointers in a loop", |p| line(p, "  %fp", "= phi ptr addrspace(1)")),
            ("a select of references", |p| line(p, "  %r", "= select i1 ")),
            ("a GEP into a raw field", |p| line(p, "  %d", "getelementptr inbounds i64, ptr addrspace(1) %r")),
            ("a GEP of a GEP", |p| line(p, "  %d", "getelementptr inbounds i64, ptr addrspace(1) %d")),
            ("a GEP to a reference slot", |p| line(p, "  %", "getelementptr inbounds ptr addrspace(1), ptr")),
            ("a counted loop", |p| line(p, "head", ":")),
            ("a loop walking a list", |p| line(p, "wh", ":")),
            ("a guarded self-call", |p| line(p, "rj", ":")),
            ("if/else", |p| line(p, "join", ":")),
            ("a tree", |p| line(p, "  %r", "@build_tree(i64 ") || line(p, "  %r", "@tree(")),
            ("a box of an interior pointer", |p| line(p, "  %r", "@boxp(")),
            ("gc.get.pointer.base", |p| line(p, "  %gb", "@llvm.experimental.gc.get.pointer.base")),
            ("a call of a generated function", |p| line(p, "  %", "@f0(i64 ") && !line(p, "  %", "@f0(i64 %depth")),
            ("a deopt bundle", |p| line(p, "  ", "[ \"deopt\"(")),
            ("an aggregate of references", |p| line(p, "  %g", "= insertvalue [2 x ptr addrspace(1)]")),
            ("an aggregate phi", |p| line(p, "  %g", "= phi { ptr addrspace(1), i64 }")),
        ];
        for (what, has) in shapes {
            let n = programs.iter().filter(|p| has(p)).count();
            assert!(n >= 20, "only {n} of 100 programs have {what}");
        }
    }

    /// LLVM 19 reads the programs (when llvm-as-19 is installed).
    #[test]
    fn llvm_as_19_accepts_generated_programs() {
        let Some(as19) = crate::llvm_tool("llvm-as-19", "random GC programs") else { return };
        for i in 0..30 {
            let src = program(0x6c_0b, i);
            crate::llvm_as_accepts(&as19, &src, "gen-gc").unwrap_or_else(|e| panic!("case {i}: {e}"));
        }
    }
}
