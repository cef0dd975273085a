//! Renders a recipe to LLVM 19 IR text: one function at a time, tracking the values in scope per
//! type, block labels for phis, and an upper bound on the steps each function can execute.
//!
//! Guarantees of the output: divisors are non-zero and never -1, shift amounts and vector lane
//! indices are masked below their limit (shift amounts at odd widths reduced with `urem`), GEP indices are masked or reduced into bounds, `fptosi` and
//! `fptoui` only see values in range, every alloca is initialised before it is read, every loop has
//! a constant bound and calls go only to earlier functions. Floats are observed only through
//! comparisons, guarded conversions and NaN-canonicalising bit casts, so NaN payloads never show.
//!
//! Odd-width integers (`i24` ... `i256`) and `x86_fp80` render as themselves only in modules that
//! enable them (`GenModule::odd_ints`, `GenModule::fp80`); otherwise the recipe's types and memory
//! leaves are first replaced by the basic ones ([`Ty::basic`], [`Leaf::basic`]).

use super::ast::{Cond, FpOp, GenFunc, GenModule, IntOp, Leaf, Operand, Place, Stmt, Trip, Ty};
use super::consts::{c_string, fp_text, imm_text, int_splat, int_text, mul_words, words_text};

/// Statements rendered per function at most (the rest of a larger recipe is ignored).
pub const MAX_STMTS: usize = 40;
/// Upper bound on the steps one call of a generated function may execute (calls that would
/// exceed it are left out).
pub const FN_STEP_BUDGET: u64 = 20_000;
/// Value the checksums start from (FNV offset basis).
const HASH_SEED: &str = "-3750763034362895579";
/// `icmp` predicates.
const ICMP: [&str; 10] = ["eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle"];
/// `fcmp` predicates (all but `false` and `true`).
const FCMP: [&str; 14] =
    ["oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno"];
/// The local aggregates a function may allocate: name, type.
const LOCAL_AGGS: [(&str, &str); 5] = [
    ("%la", "[16 x i32]"),
    ("%ls", "%struct.S"),
    ("%lp", "[4 x %struct.P]"),
    ("%lw", "[2 x %struct.WA]"),
    ("%lx", "[4 x x86_fp80]"),
];
/// Whether integers wider than 128 bits may be parameters, return values and call arguments of
/// generated functions (Kiln rejects them today). When false, such a parameter or return type in a
/// recipe becomes a register-pair width (`i129` → `i72`, `i200` → `i100`, `i256` → `i128`).
pub const WIDE_INT_PARAMS: bool = false;
/// Whether `x86_fp80` converts to and from `i128` directly (`sitofp`/`uitofp`/`fptosi`/`fptoui`,
/// compiled through `__floattixf` and friends); when false, such conversions go through `i64`.
/// Conversions between `x86_fp80` and the other integers wider than 64 bits always do.
pub const F80_I128_CONVERSIONS: bool = true;
/// Whether a signed extension from at most 128 bits to an integer wider than 128 bits is a `sext`;
/// when false it is written as `zext`, `shl` and `ashr`, which compute the same. (Kiln's constant
/// folding once zero-extended the low 128 bits of such constants: the regression
/// tests/regressions/wide-sext-const-fold.ll.)
pub const SEXT_TO_WIDE: bool = true;
/// The odd multiplier (so distinct keys stay distinct) spreading the sparse case values of odd
/// integers wider than 64 bits over all their words (64-bit words, least significant first).
const SWITCH_MULTIPLIER: [u64; 4] = [1_000_003, 0x9E37_79B9_7F4A_7C15, 0xBF58_476D_1CE4_E5B9, 0x94D0_49BB_1331_11EB];
/// `x86_fp80`'s canonical NaN in checksums (a positive quiet NaN), as an `i80`.
const F80_QNAN: u128 = 0x7FFF_C000_0000_0000_0000;
/// The odd-width integer fields of `%struct.W` (after its leading `i8`), in order.
const W_FIELDS: [Ty; 7] = Ty::ODD_INTS;

/// What a rendered module contains, counted while rendering.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Features {
    /// Instructions whose result or operands are `i128`.
    pub i128_ops: usize,
    /// Vector instructions (arithmetic, compares, selects, lane and shuffle operations).
    pub vector_ops: usize,
    /// `shufflevector` instructions.
    pub shuffles: usize,
    /// Scalar and vector floating-point arithmetic.
    pub fp_ops: usize,
    /// `switch` with dense case values.
    pub dense_switches: usize,
    /// `switch` with sparse case values.
    pub sparse_switches: usize,
    /// `select` instructions.
    pub selects: usize,
    /// Loops.
    pub loops: usize,
    /// Loops with an early exit.
    pub breaks: usize,
    /// Phi instructions.
    pub phis: usize,
    /// Calls between generated functions.
    pub calls: usize,
    /// Calls passing more than six integer arguments.
    pub calls_many_int: usize,
    /// Calls passing more than eight `float`/`double` arguments.
    pub calls_many_fp: usize,
    /// Loads and stores through globals.
    pub global_accesses: usize,
    /// GEPs into `%struct.S` or `%struct.P`.
    pub struct_geps: usize,
    /// Loads and stores through allocas.
    pub local_accesses: usize,
    /// Conversions.
    pub casts: usize,
    /// Atomic loads, stores, `atomicrmw`, `cmpxchg` and fences.
    pub atomics: usize,
    /// Dense switches rendered as `indirectbr` over `blockaddress`es.
    pub indirect_branches: usize,
    /// Conditional C++ throws.
    pub throws: usize,
    /// `invoke`s with a catching landing pad.
    pub invokes_catch: usize,
    /// `invoke`s with a cleanup landing pad that resumes.
    pub invokes_cleanup: usize,
    /// Instructions whose result or operands are `i24`, `i40`, `i72` or `i100`.
    pub odd_int_ops: usize,
    /// Instructions whose result or operands are integers wider than 128 bits.
    pub wide_int_ops: usize,
    /// Instructions whose result or operands are `x86_fp80`.
    pub f80_ops: usize,
    /// Loads and stores of odd-width integers and `x86_fp80` through globals and local aggregates.
    pub odd_accesses: usize,
    /// Calls passing or returning an `x86_fp80`.
    pub f80_calls: usize,
    /// Calls passing or returning an odd-width integer.
    pub odd_int_calls: usize,
    /// `add nuw nsw` (loop counters with a constant bound).
    pub no_wrap_adds: usize,
    /// Upper bound on the steps `main`'s calls execute (sum over the functions' bounds).
    pub step_bound: u64,
}

impl Features {
    /// Adds `other`'s counts to these.
    pub fn add(&mut self, o: &Features) {
        self.i128_ops += o.i128_ops;
        self.vector_ops += o.vector_ops;
        self.shuffles += o.shuffles;
        self.fp_ops += o.fp_ops;
        self.dense_switches += o.dense_switches;
        self.sparse_switches += o.sparse_switches;
        self.selects += o.selects;
        self.loops += o.loops;
        self.breaks += o.breaks;
        self.phis += o.phis;
        self.calls += o.calls;
        self.calls_many_int += o.calls_many_int;
        self.calls_many_fp += o.calls_many_fp;
        self.global_accesses += o.global_accesses;
        self.struct_geps += o.struct_geps;
        self.local_accesses += o.local_accesses;
        self.casts += o.casts;
        self.atomics += o.atomics;
        self.indirect_branches += o.indirect_branches;
        self.throws += o.throws;
        self.invokes_catch += o.invokes_catch;
        self.invokes_cleanup += o.invokes_cleanup;
        self.odd_int_ops += o.odd_int_ops;
        self.wide_int_ops += o.wide_int_ops;
        self.f80_ops += o.f80_ops;
        self.odd_accesses += o.odd_accesses;
        self.f80_calls += o.f80_calls;
        self.odd_int_calls += o.odd_int_calls;
        self.no_wrap_adds += o.no_wrap_adds;
        self.step_bound += o.step_bound;
    }
}

/// A rendered function as its callers see it.
struct Sig {
    params: Vec<Ty>,
    ret: Ty,
    fastcc: bool,
    cost: u64,
}

/// Renders the whole module; also returns what it contains.
pub fn render_module(m: &GenModule) -> (String, Features) {
    let m = &normalise(m);
    let mut feats = Features::default();
    let mut out = String::from("; generated by kiln-tests gen_program\n");
    out.push_str(
        "target datalayout = \"e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128\"\n",
    );
    out.push_str("target triple = \"x86_64-pc-linux-gnu\"\n\n");
    out.push_str("%struct.S = type { i64, float, [4 x i16], double, i8, <4 x i32> }\n");
    out.push_str("%struct.P = type { i32, i128, double }\n");
    if m.odd_ints {
        out.push_str("%struct.W = type <{ i8, i24, i40, i72, i100, i129, i200, i256, i8 }>\n");
        out.push_str("%struct.WA = type { i24, i40, i72, i100, i129, i200, i256 }\n");
    }
    if m.fp80 {
        out.push_str("%struct.X = type <{ x86_fp80, i16 }>\n");
    }
    out.push('\n');
    out.push_str(&render_globals(m));
    if m.exceptions {
        out.push_str(EH_DECLS);
    }
    let mut sigs: Vec<Sig> = Vec::new();
    for (i, f) in m.funcs.iter().enumerate() {
        let (text, cost) = render_function(i, f, &sigs, m, &mut feats);
        out.push_str(&text);
        feats.step_bound += cost + 1;
        sigs.push(Sig { params: f.params.clone(), ret: f.ret, fastcc: f.fastcc, cost });
    }
    out.push_str(&render_main(m, &sigs, &mut feats));
    out.push_str("declare i32 @printf(ptr noundef, ...)\n");
    (out, feats)
}

/// Initialised globals `@ga @gs @gm @gp @gt` and the format strings.
/// What modules with exceptions declare: the C++ runtime entry points, the type info of `long`,
/// and `@__gen_throw`, which throws its argument as a `long`.
const EH_DECLS: &str = "@_ZTIl = external constant ptr
declare ptr @__cxa_allocate_exception(i64)
declare void @__cxa_throw(ptr, ptr, ptr)
declare ptr @__cxa_begin_catch(ptr)
declare void @__cxa_end_catch()
declare i32 @__gxx_personality_v0(...)
declare i32 @llvm.eh.typeid.for.p0(ptr)

define internal void @__gen_throw(i64 %v) noinline {
entry:
  %e = call ptr @__cxa_allocate_exception(i64 8)
  store i64 %v, ptr %e, align 8
  call void @__cxa_throw(ptr %e, ptr @_ZTIl, ptr null)
  unreachable
}

";

fn render_globals(m: &GenModule) -> String {
    let ginit = &m.ginit;
    let mut k = 0usize;
    let mut next = || {
        let v = ginit.get(k).copied().unwrap_or(0);
        k += 1;
        v
    };
    let list = |ty: Ty, vals: Vec<i64>| -> String {
        let items: Vec<String> = vals.iter().map(|v| format!("{} {}", ty.ll(), imm_text(ty, *v))).collect();
        format!("[{}]", items.join(", "))
    };
    let mut out = String::new();
    let ga: Vec<i64> = (0..16).map(|_| next()).collect();
    out.push_str(&format!("@ga = internal global [16 x i32] {}, align 16\n", list(Ty::I32, ga)));
    let s_arr: Vec<i64> = (0..4).map(|_| next()).collect();
    out.push_str(&format!(
        "@gs = internal global %struct.S {{ i64 {}, float {}, [4 x i16] {}, double {}, i8 {}, <4 x i32> {} }}, align 16\n",
        imm_text(Ty::I64, next()),
        imm_text(Ty::F32, next()),
        list(Ty::I16, s_arr),
        imm_text(Ty::F64, next()),
        imm_text(Ty::I8, next()),
        imm_text(Ty::V4I32, next())
    ));
    let rows: Vec<String> =
        (0..3).map(|_| format!("[5 x i8] {}", list(Ty::I8, (0..5).map(|_| next()).collect()))).collect();
    out.push_str(&format!("@gm = internal global [3 x [5 x i8]] [{}], align 1\n", rows.join(", ")));
    let ps: Vec<String> = (0..4)
        .map(|_| {
            let (a, b, c) = (next(), next(), next());
            format!(
                "%struct.P {{ i32 {}, i128 {}, double {} }}",
                imm_text(Ty::I32, a),
                imm_text(Ty::I128, b),
                imm_text(Ty::F64, c)
            )
        })
        .collect();
    out.push_str(&format!("@gp = internal global [4 x %struct.P] [{}], align 16\n", ps.join(", ")));
    let gt: Vec<i64> = (0..8).map(|_| next()).collect();
    out.push_str("@gh = internal global i64 0, align 8\n");
    out.push_str(&format!("@gt = internal constant [8 x i64] {}, align 16\n", list(Ty::I64, gt)));
    if m.odd_ints {
        let ws: Vec<String> = (0..2)
            .map(|_| {
                let mut fields = vec![format!("i8 {}", imm_text(Ty::I8, next()))];
                for ty in W_FIELDS {
                    fields.push(format!("{} {}", ty.ll(), imm_text(ty, next())));
                }
                fields.push(format!("i8 {}", imm_text(Ty::I8, next())));
                format!("%struct.W <{{ {} }}>", fields.join(", "))
            })
            .collect();
        out.push_str(&format!("@gw = internal global [2 x %struct.W] [{}], align 16\n", ws.join(", ")));
    }
    if m.fp80 {
        let xs: Vec<String> = (0..3)
            .map(|_| {
                let (a, b) = (next(), next());
                format!("%struct.X <{{ x86_fp80 {}, i16 {} }}>", imm_text(Ty::F80, a), imm_text(Ty::I16, b))
            })
            .collect();
        out.push_str(&format!("@gx = internal global [3 x %struct.X] [{}], align 16\n", xs.join(", ")));
    }
    for (name, text) in [("@.fmt.f", "f%d %016llx\n"), ("@.fmt.g", "g %016llx\n")] {
        let (s, n) = c_string(text);
        out.push_str(&format!("{name} = private unnamed_addr constant [{n} x i8] c\"{s}\", align 1\n"));
    }
    out.push('\n');
    out
}

/// The recipe with odd-width integers and `x86_fp80` replaced by basic types where the module does
/// not enable them, and integers wider than 128 bits out of signatures unless [`WIDE_INT_PARAMS`].
fn normalise(m: &GenModule) -> GenModule {
    let (odd, fp80) = (m.odd_ints, m.fp80);
    let ty = move |t: Ty| {
        if (t.is_odd_int() && !odd) || (t == Ty::F80 && !fp80) {
            t.basic()
        } else {
            t
        }
    };
    let leaf = move |l: Leaf| if ty(l.ty()) != l.ty() { l.basic() } else { l };
    let sig_ty = move |t: Ty| match ty(t) {
        Ty::I129 if !WIDE_INT_PARAMS => Ty::I72,
        Ty::I200 if !WIDE_INT_PARAMS => Ty::I100,
        Ty::I256 if !WIDE_INT_PARAMS => Ty::I128,
        t => t,
    };
    let mut out = m.clone();
    for f in &mut out.funcs {
        f.params = f.params.iter().map(|t| sig_ty(*t)).collect();
        f.ret = sig_ty(f.ret);
        f.locals = f.locals.iter().map(|t| ty(*t)).collect();
        map_stmts(&mut f.body, &ty, &leaf);
    }
    out
}

/// Replaces every type and leaf in `body` by its image under `ty` and `leaf`.
fn map_stmts(body: &mut [Stmt], ty: &dyn Fn(Ty) -> Ty, leaf: &dyn Fn(Leaf) -> Leaf) {
    let cond = |c: &mut Cond| c.ty = ty(c.ty);
    let place = |p: &mut Place| p.leaf = leaf(p.leaf);
    for s in body {
        match s {
            Stmt::Int { ty: t, .. }
            | Stmt::Fp { ty: t, .. }
            | Stmt::FNeg { ty: t, .. }
            | Stmt::Select { ty: t, .. }
            | Stmt::VSelect { ty: t, .. }
            | Stmt::Extract { ty: t, .. }
            | Stmt::Insert { ty: t, .. }
            | Stmt::Shuffle { ty: t, .. } => *t = ty(*t),
            Stmt::Cmp { cond: c } | Stmt::Throw { cond: c, .. } => cond(c),
            Stmt::Cast { from, to, .. } => {
                *from = ty(*from);
                *to = ty(*to);
            }
            Stmt::Load { place: p, .. } | Stmt::Store { place: p, .. } | Stmt::Atomic { place: p, .. } => place(p),
            Stmt::LocalLoad { .. } | Stmt::LocalStore { .. } | Stmt::Call { .. } | Stmt::Invoke { .. } => {}
            Stmt::If { cond: c, then, els } => {
                cond(c);
                map_stmts(then, ty, leaf);
                map_stmts(els, ty, leaf);
            }
            Stmt::Loop { ctr, carried, body, brk, .. } => {
                *ctr = ty(*ctr);
                for t in carried.iter_mut() {
                    *t = ty(*t);
                }
                if let Some((_, c)) = brk {
                    cond(c);
                }
                map_stmts(body, ty, leaf);
            }
            Stmt::Switch { ty: t, cases, default, .. } => {
                *t = ty(*t);
                for (_, b) in cases.iter_mut() {
                    map_stmts(b, ty, leaf);
                }
                map_stmts(default, ty, leaf);
            }
        }
    }
}

/// Renders `@f{idx}`; returns its text and its step bound.
fn render_function(idx: usize, f: &GenFunc, sigs: &[Sig], m: &GenModule, feats: &mut Features) -> (String, u64) {
    let mut r = FnRender::new(sigs, feats);
    r.name = format!("f{idx}");
    let eh = m.exceptions;
    r.eh = eh;
    r.odd_ints = m.odd_ints;
    r.fp80 = m.fp80;
    let params: Vec<String> = f.params.iter().enumerate().map(|(i, t)| format!("{} %p{i}", t.ll())).collect();
    let cc = if f.fastcc { "fastcc " } else { "" };
    let header = format!("define internal {cc}{} @f{idx}({}){} {{\n", f.ret.ll(), params.join(", "), personality(eh));
    r.begin_block("entry");
    for (i, t) in f.params.iter().enumerate() {
        r.push(*t, format!("%p{i}"));
    }
    r.local_slots(&f.locals);
    r.local_aggregates(&f.body);
    r.stmts(&f.body);
    let h = r.fold_pool();
    r.record_checksum(&h);
    let ret = r.combine(f.ret, &h);
    r.emit(format!("ret {} {ret}", f.ret.ll()));
    let cost = r.cost;
    (format!("{header}{}}}\n\n", r.finish()), cost)
}

/// Renders `main`: calls every function, prints a checksum per function and one of the globals.
fn render_main(m: &GenModule, sigs: &[Sig], feats: &mut Features) -> String {
    let mut r = FnRender::new(sigs, feats);
    r.eh = m.exceptions;
    r.odd_ints = m.odd_ints;
    r.fp80 = m.fp80;
    r.begin_block("entry");
    for (i, f) in m.funcs.iter().enumerate() {
        // With exceptions, what a function throws is caught here and folded into the hash.
        let res = if m.exceptions { r.invoke(i, &f.call_args, true) } else { r.call(i, &f.call_args) };
        let h = r.fold_value(HASH_SEED.to_string(), &res, sigs[i].ret);
        let all = r.def("load i64, ptr @gh".to_string());
        let h = r.fold_value(h, &all, Ty::I64);
        r.emit(format!("call i32 (ptr, ...) @printf(ptr @.fmt.f, i32 {i}, i64 {h})"));
        r.push(sigs[i].ret, res);
    }
    let h = r.fold_globals();
    r.emit(format!("call i32 (ptr, ...) @printf(ptr @.fmt.g, i64 {h})"));
    r.emit("ret i32 0".to_string());
    format!("define i32 @main(){} {{\n{}}}\n\n", personality(m.exceptions), r.finish())
}

/// The personality clause of a function in a module with exceptions.
fn personality(eh: bool) -> &'static str {
    if eh {
        " personality ptr @__gxx_personality_v0"
    } else {
        ""
    }
}

/// The state of rendering one function body.
struct FnRender<'a> {
    /// The function's name (for `blockaddress`).
    name: String,
    /// Whether `Throw` and `Invoke` are C++ exceptions.
    eh: bool,
    /// Whether the module has odd-width integers and `@gw` (for `main`'s checksum of the globals).
    odd_ints: bool,
    /// Whether the module has `x86_fp80` and `@gx`.
    fp80: bool,
    lines: Vec<String>,
    next_value: u32,
    next_block: u32,
    /// Label of the block being filled.
    block: String,
    /// Values in scope, per type (indexed by `Ty::index`), most recent last.
    pool: Vec<Vec<String>>,
    /// How many times the current code may run per call.
    mult: u64,
    /// Steps bound so far.
    cost: u64,
    stmts_left: usize,
    sigs: &'a [Sig],
    slots: Vec<(Ty, String)>,
    /// Per type, the value [`FnRender::seed`] made, if any.
    seeds: Vec<Option<String>>,
    /// Their definitions, placed at the top of the entry block.
    seed_lines: Vec<String>,
    feats: &'a mut Features,
}

impl<'a> FnRender<'a> {
    fn new(sigs: &'a [Sig], feats: &'a mut Features) -> Self {
        FnRender {
            name: String::new(),
            eh: false,
            odd_ints: false,
            fp80: false,
            lines: Vec::new(),
            next_value: 0,
            next_block: 0,
            block: String::new(),
            pool: vec![Vec::new(); Ty::ALL.len()],
            mult: 1,
            cost: 0,
            stmts_left: MAX_STMTS,
            sigs,
            slots: Vec::new(),
            seeds: vec![None; Ty::ALL.len()],
            seed_lines: Vec::new(),
            feats,
        }
    }

    fn finish(self) -> String {
        let mut s = String::new();
        let (label, rest) = self.lines.split_at(1.min(self.lines.len()));
        for l in label.iter().chain(&self.seed_lines).chain(rest) {
            s.push_str(l);
            s.push('\n');
        }
        s
    }

    // ---- emission primitives ----

    fn fresh(&mut self) -> String {
        self.next_value += 1;
        format!("%v{}", self.next_value - 1)
    }

    fn fresh_block(&mut self) -> String {
        self.next_block += 1;
        format!("bb{}", self.next_block - 1)
    }

    fn emit(&mut self, s: String) {
        self.lines.push(format!("  {s}"));
        self.cost += self.mult;
    }

    /// Emits `%v = rhs` and returns `%v`.
    fn def(&mut self, rhs: String) -> String {
        let v = self.fresh();
        self.emit(format!("{v} = {rhs}"));
        v
    }

    fn begin_block(&mut self, label: &str) {
        if !self.lines.is_empty() {
            self.lines.push(String::new());
        }
        self.lines.push(format!("{label}:"));
        self.block = label.to_string();
    }

    /// Reserves a line (for a phi whose incoming values are known later).
    fn reserve(&mut self) -> usize {
        self.lines.push(String::new());
        self.cost += self.mult;
        self.lines.len() - 1
    }

    fn push(&mut self, ty: Ty, v: String) {
        self.pool[ty.index()].push(v);
    }

    fn lens(&self) -> Vec<usize> {
        self.pool.iter().map(Vec::len).collect()
    }

    fn truncate(&mut self, lens: &[usize]) {
        for (p, n) in self.pool.iter_mut().zip(lens) {
            p.truncate(*n);
        }
    }

    /// The text of an operand of type `ty`.
    fn opnd(&mut self, ty: Ty, op: Operand) -> String {
        match op {
            Operand::Pool(k) => {
                let p = &self.pool[ty.index()];
                if p.is_empty() {
                    self.seed(ty)
                } else {
                    p[p.len() - 1 - usize::from(k) % p.len()].clone()
                }
            }
            Operand::Imm(v) => imm_text(ty, v),
        }
    }

    /// A value of type `ty` loaded (or derived from a value loaded) from the globals at the top of
    /// the entry block: what pool operands resolve to when no value of the type is in scope, so
    /// that operations see values the optimiser cannot fold.
    fn seed(&mut self, ty: Ty) -> String {
        if let Some(v) = &self.seeds[ty.index()] {
            return v.clone();
        }
        let load = |t: Ty, gep: &str| format!("load {}, ptr getelementptr inbounds ({gep})", t.ll());
        let rhs = match ty {
            Ty::I32 => load(ty, "[16 x i32], ptr @ga, i64 0, i64 5"),
            Ty::I64 => "load i64, ptr @gs".to_string(),
            Ty::F32 => load(ty, "%struct.S, ptr @gs, i32 0, i32 1"),
            Ty::I16 => load(ty, "%struct.S, ptr @gs, i32 0, i32 2, i64 1"),
            Ty::F64 => load(ty, "%struct.S, ptr @gs, i32 0, i32 3"),
            Ty::I8 => load(ty, "%struct.S, ptr @gs, i32 0, i32 4"),
            Ty::V4I32 => load(ty, "%struct.S, ptr @gs, i32 0, i32 5"),
            Ty::I128 => load(ty, "[4 x %struct.P], ptr @gp, i64 0, i64 1, i32 1"),
            Ty::I1 => format!("trunc i8 {} to i1", self.seed(Ty::I8)),
            Ty::V2I64 | Ty::V16I8 | Ty::V8I16 => format!("bitcast <4 x i32> {} to {}", self.seed(Ty::V4I32), ty.ll()),
            Ty::V4F32 => format!("sitofp <4 x i32> {} to <4 x float>", self.seed(Ty::V4I32)),
            Ty::V2F64 => {
                format!("insertelement <2 x double> {}, double {}, i32 1", imm_text(ty, 3), self.seed(Ty::F64))
            }
            Ty::I24 | Ty::I40 | Ty::I72 | Ty::I100 | Ty::I129 | Ty::I200 | Ty::I256 => {
                let field = 1 + W_FIELDS.iter().position(|t| *t == ty).unwrap_or(0);
                format!("{}, align 1", load(ty, &format!("[2 x %struct.W], ptr @gw, i64 0, i64 1, i32 {field}")))
            }
            Ty::F80 => format!("{}, align 1", load(ty, "[3 x %struct.X], ptr @gx, i64 0, i64 1, i32 0")),
        };
        let v = format!("%sd{}", ty.index());
        self.seed_lines.push(format!("  {v} = {rhs}"));
        self.cost += 1;
        self.note(ty);
        self.seeds[ty.index()] = Some(v.clone());
        v
    }

    fn top(&mut self, ty: Ty) -> String {
        self.opnd(ty, Operand::Pool(0))
    }

    /// Counts an instruction of type `ty` in the feature tally.
    fn note(&mut self, ty: Ty) {
        if ty == Ty::I128 {
            self.feats.i128_ops += 1;
        }
        if ty.is_wide_int() {
            self.feats.wide_int_ops += 1;
        } else if ty.is_odd_int() {
            self.feats.odd_int_ops += 1;
        }
        if ty == Ty::F80 {
            self.feats.f80_ops += 1;
        }
        if ty.is_vec() {
            self.feats.vector_ops += 1;
        }
    }

    // ---- statements ----

    fn stmts(&mut self, body: &[Stmt]) {
        for s in body {
            if self.stmts_left == 0 {
                return;
            }
            self.stmts_left -= 1;
            self.stmt(s);
        }
    }

    fn stmt(&mut self, s: &Stmt) {
        match s {
            Stmt::Int { ty, op, a, b } => {
                let ty = int_like(*ty);
                let (a, b) = (self.opnd(ty, *a), self.opnd(ty, *b));
                let v = self.int_op(ty, *op, &a, &b);
                self.note(ty);
                self.push(ty, v);
            }
            Stmt::Fp { ty, op, a, b } => {
                let ty = fp_like(*ty, self.fp80);
                let (a, b) = (self.opnd(ty, *a), self.opnd(ty, *b));
                let name = match op {
                    FpOp::FAdd => "fadd",
                    FpOp::FSub => "fsub",
                    FpOp::FMul => "fmul",
                    FpOp::FDiv => "fdiv",
                    FpOp::FRem => "frem",
                };
                let v = self.def(format!("{name} {} {a}, {b}", ty.ll()));
                self.feats.fp_ops += 1;
                self.note(ty);
                self.push(ty, v);
            }
            Stmt::FNeg { ty, a } => {
                let ty = fp_like(*ty, self.fp80);
                let a = self.opnd(ty, *a);
                let v = self.def(format!("fneg {} {a}", ty.ll()));
                self.feats.fp_ops += 1;
                self.note(ty);
                self.push(ty, v);
            }
            Stmt::Cmp { cond } => {
                let c = self.cond(cond);
                self.push(Ty::I1, c);
            }
            Stmt::Select { ty, c, x, y } => {
                let (c, x, y) = (self.opnd(Ty::I1, *c), self.opnd(*ty, *x), self.opnd(*ty, *y));
                let t = ty.ll();
                let v = self.def(format!("select i1 {c}, {t} {x}, {t} {y}"));
                self.feats.selects += 1;
                self.note(*ty);
                self.push(*ty, v);
            }
            Stmt::VSelect { ty, pred, a, b, x, y } => self.vselect(*ty, *pred, [*a, *b, *x, *y]),
            Stmt::Cast { from, to, kind, a } => {
                let v = self.opnd(*from, *a);
                let r = self.cast(v, *from, *to, *kind);
                self.feats.casts += 1;
                self.note(*from);
                self.note(*to);
                self.push(*to, r);
            }
            Stmt::Extract { ty, idx, v } => {
                let ty = vector(*ty);
                let v = self.opnd(ty, *v);
                let i = self.lane_index(ty, *idx);
                let r = self.def(format!("extractelement {} {v}, i32 {i}", ty.ll()));
                self.note(ty);
                self.push(ty.elem(), r);
            }
            Stmt::Insert { ty, idx, v, s } => {
                let ty = vector(*ty);
                let (v, s) = (self.opnd(ty, *v), self.opnd(ty.elem(), *s));
                let i = self.lane_index(ty, *idx);
                let r = self.def(format!("insertelement {} {v}, {} {s}, i32 {i}", ty.ll(), ty.elem().ll()));
                self.note(ty);
                self.push(ty, r);
            }
            Stmt::Shuffle { ty, a, b, mask } => self.shuffle(vector(*ty), *a, *b, mask),
            Stmt::Load { place, idx } => {
                let (p, ty, align) = self.address(*place, *idx);
                let v = self.def(format!("load {}, ptr {p}{align}", ty.ll()));
                self.count_access(*place, ty);
                self.push(ty, v);
            }
            Stmt::Store { place, idx, val } => {
                let place = store_place(*place);
                let (p, ty, align) = self.address(place, *idx);
                let v = self.opnd(ty, *val);
                self.emit(format!("store {} {v}, ptr {p}{align}", ty.ll()));
                self.count_access(place, ty);
            }
            Stmt::LocalLoad { slot } => {
                if let Some((ty, p)) = self.slot(*slot) {
                    let v = self.def(format!("load {}, ptr {p}", ty.ll()));
                    self.feats.local_accesses += 1;
                    self.note(ty);
                    self.push(ty, v);
                }
            }
            Stmt::LocalStore { slot, val } => {
                if let Some((ty, p)) = self.slot(*slot) {
                    let v = self.opnd(ty, *val);
                    self.emit(format!("store {} {v}, ptr {p}", ty.ll()));
                    self.feats.local_accesses += 1;
                    self.note(ty);
                }
            }
            Stmt::Atomic { kind, order, place, idx, a, b } => self.atomic(*kind, *order, *place, *idx, *a, *b),
            Stmt::Call { callee, args } => self.call_stmt(*callee, args, None),
            Stmt::Throw { cond, val } => {
                if self.eh {
                    self.throw(cond, *val);
                }
            }
            Stmt::Invoke { callee, args, catch } => self.call_stmt(*callee, args, self.eh.then_some(*catch)),
            Stmt::If { cond, then, els } => self.if_else(cond, then, els),
            Stmt::Loop { trip, do_while, ctr, carried, body, brk } => {
                self.counted_loop(*trip, *do_while, *ctr, carried, body, brk.as_ref())
            }
            Stmt::Switch { ty, sel, dense, cases, default } => self.switch(*ty, *sel, *dense, cases, default),
        }
    }

    /// Integer arithmetic with the operands made safe for the operation.
    fn int_op(&mut self, ty: Ty, op: IntOp, a: &str, b: &str) -> String {
        let t = ty.ll();
        let w = ty.bits();
        // In i1, 1 == -1: signed division always overflows, so use the unsigned forms.
        let op = match (w, op) {
            (1, IntOp::SDiv) => IntOp::UDiv,
            (1, IntOp::SRem) => IntOp::URem,
            _ => op,
        };
        let name = match op {
            IntOp::Add => "add",
            IntOp::Sub => "sub",
            IntOp::Mul => "mul",
            IntOp::And => "and",
            IntOp::Or => "or",
            IntOp::Xor => "xor",
            IntOp::Shl => "shl",
            IntOp::LShr => "lshr",
            IntOp::AShr => "ashr",
            IntOp::UDiv => "udiv",
            IntOp::SDiv => "sdiv",
            IntOp::URem => "urem",
            IntOp::SRem => "srem",
        };
        match op {
            IntOp::Shl | IntOp::LShr | IntOp::AShr => {
                // Below the width: masked at power-of-two widths, reduced with `urem` at odd ones.
                let s = if w.is_power_of_two() {
                    self.def(format!("and {t} {b}, {}", int_splat(ty, i64::from(w) - 1)))
                } else {
                    self.def(format!("urem {t} {b}, {}", int_splat(ty, i64::from(w))))
                };
                self.def(format!("{name} {t} {a}, {s}"))
            }
            IntOp::UDiv | IntOp::URem => {
                let d = self.def(format!("or {t} {b}, {}", int_splat(ty, 1)));
                self.def(format!("{name} {t} {a}, {d}"))
            }
            IntOp::SDiv | IntOp::SRem => {
                // Non-zero, and never -1 (so INT_MIN / -1 cannot happen).
                let d = self.def(format!("or {t} {b}, {}", int_splat(ty, 1)));
                let bad = self.def(format!("icmp eq {t} {d}, {}", int_splat(ty, -1)));
                let d2 = self.def(format!("select {} {bad}, {t} {}, {t} {d}", bool_ty(ty), int_splat(ty, 3)));
                self.def(format!("{name} {t} {a}, {d2}"))
            }
            _ => self.def(format!("{name} {t} {a}, {b}")),
        }
    }

    /// `icmp`/`fcmp` of two values of `ty` (scalar or vector); returns the `i1` (or `<N x i1>`).
    fn compare(&mut self, ty: Ty, pred: u8, a: &str, b: &str) -> String {
        let t = ty.ll();
        if ty.is_fp_like() {
            self.def(format!("fcmp {} {t} {a}, {b}", FCMP[usize::from(pred) % FCMP.len()]))
        } else {
            self.def(format!("icmp {} {t} {a}, {b}", ICMP[usize::from(pred) % ICMP.len()]))
        }
    }

    fn cond(&mut self, c: &Cond) -> String {
        let ty = c.ty.elem();
        let (a, b) = (self.opnd(ty, c.a), self.opnd(ty, c.b));
        self.note(ty);
        self.compare(ty, c.pred, &a, &b)
    }

    fn vselect(&mut self, ty: Ty, pred: u8, ops: [Operand; 4]) {
        let ty = vector(ty);
        let [a, b, x, y] = ops.map(|o| self.opnd(ty, o));
        let c = self.compare(ty, pred, &a, &b);
        let t = ty.ll();
        let v = self.def(format!("select {} {c}, {t} {x}, {t} {y}", bool_ty(ty)));
        self.feats.selects += 1;
        self.feats.vector_ops += 2;
        self.push(ty, v);
    }

    fn shuffle(&mut self, ty: Ty, a: Operand, b: Operand, mask: &[u8]) {
        let (a, b) = (self.opnd(ty, a), self.opnd(ty, b));
        let n = ty.lanes();
        let lanes: Vec<String> = (0..n)
            .map(|i| {
                let m = mask.get(i as usize).map_or(i, |m| u32::from(*m) % (2 * n));
                format!("i32 {m}")
            })
            .collect();
        let t = ty.ll();
        let v = self.def(format!("shufflevector {t} {a}, {t} {b}, <{n} x i32> <{}>", lanes.join(", ")));
        self.feats.shuffles += 1;
        self.note(ty);
        self.push(ty, v);
    }

    /// A lane index for `ty`: an immediate is a constant lane, a pool value is masked.
    fn lane_index(&mut self, ty: Ty, idx: Operand) -> String {
        let n = i64::from(ty.lanes());
        match idx {
            Operand::Imm(k) => k.rem_euclid(n).to_string(),
            Operand::Pool(_) => {
                let x = self.opnd(Ty::I32, idx);
                self.def(format!("and i32 {x}, {}", n - 1))
            }
        }
    }

    // ---- conversions ----

    /// Converts `v` from `from` to `to`; `kind` picks signedness and bit casts where both apply.
    fn cast(&mut self, v: String, from: Ty, to: Ty, kind: u8) -> String {
        if from == to {
            return self.def(format!("freeze {} {v}", to.ll()));
        }
        match (from.is_vec(), to.is_vec()) {
            (false, false) => self.scalar_cast(v, from, to, kind),
            (true, true) => {
                let (bits, bt) = self.reinterpretable(v, from);
                self.def(format!("bitcast {} {bits} to {}", bt.ll(), to.ll()))
            }
            (true, false) if to == Ty::I128 => {
                let (bits, bt) = self.reinterpretable(v, from);
                self.def(format!("bitcast {} {bits} to i128", bt.ll()))
            }
            (true, false) => {
                let lane = u32::from(kind) % from.lanes();
                let e = self.def(format!("extractelement {} {v}, i32 {lane}", from.ll()));
                self.cast(e, from.elem(), to, kind)
            }
            (false, true) if from == Ty::I128 => self.def(format!("bitcast i128 {v} to {}", to.ll())),
            (false, true) => {
                let e = if from == to.elem() { v } else { self.cast(v, from, to.elem(), kind) };
                let t = to.ll();
                let ins = self.def(format!("insertelement {t} zeroinitializer, {} {e}, i32 0", to.elem().ll()));
                self.feats.shuffles += 1;
                self.def(format!("shufflevector {t} {ins}, {t} {ins}, <{} x i32> zeroinitializer", to.lanes()))
            }
        }
    }

    fn scalar_cast(&mut self, v: String, from: Ty, to: Ty, kind: u8) -> String {
        let (f, t) = (from.ll(), to.ll());
        let signed = kind % 2 == 1;
        let same_width = from.bits() == to.bits();
        match (from.is_fp_like(), to.is_fp_like()) {
            (false, false) => {
                let op = if from.bits() > to.bits() {
                    "trunc"
                } else if signed {
                    "sext"
                } else {
                    "zext"
                };
                if op == "sext" && to.is_wide_int() && !from.is_wide_int() && !SEXT_TO_WIDE {
                    let z = self.def(format!("zext {f} {v} to {t}"));
                    let k = to.bits() - from.bits();
                    let s = self.def(format!("shl {t} {z}, {k}"));
                    return self.def(format!("ashr {t} {s}, {k}"));
                }
                self.def(format!("{op} {f} {v} to {t}"))
            }
            (false, true) if same_width && kind % 4 == 2 => self.def(format!("bitcast {f} {v} to {t}")),
            (false, true) if !int_to_fp_direct(from, to) => {
                let x = self.scalar_cast(v, from, Ty::I64, kind);
                self.scalar_cast(x, Ty::I64, to, kind)
            }
            (false, true) => self.def(format!("{} {f} {v} to {t}", if signed { "sitofp" } else { "uitofp" })),
            (true, false) if same_width && kind % 4 == 2 => self.fp_bits(&v, from),
            (true, false) if to == Ty::I1 => {
                let zero = fp_text(from, 0.0);
                self.compare(from, kind, &v, &zero)
            }
            (true, false) if !fp_to_int_direct(from, to) => {
                let x = self.guarded_fp_to_int(&v, from, Ty::I64, signed);
                self.scalar_cast(x, Ty::I64, to, kind)
            }
            (true, false) => self.guarded_fp_to_int(&v, from, to, signed),
            (true, true) => {
                let op = if from.bits() < to.bits() { "fpext" } else { "fptrunc" };
                self.def(format!("{op} {f} {v} to {t}"))
            }
        }
    }

    /// `fptosi`/`fptoui` of a value replaced by 0.0 unless it is in range (NaN is not).
    fn guarded_fp_to_int(&mut self, v: &str, from: Ty, to: Ty, signed: bool) -> String {
        let f = from.ll();
        let w = to.bits() as i32;
        let (lo_pred, lo, hi) =
            if signed { ("oge", -(2f64.powi(w - 1)), 2f64.powi(w - 1)) } else { ("ogt", -1.0, 2f64.powi(w)) };
        // A bound a float cannot hold (2^128) rounds to infinity, which still excludes nothing finite.
        let lo_ok = self.def(format!("fcmp {lo_pred} {f} {v}, {}", fp_text(from, lo)));
        let hi_ok = self.def(format!("fcmp olt {f} {v}, {}", fp_text(from, hi)));
        let ok = self.def(format!("and i1 {lo_ok}, {hi_ok}"));
        let safe = self.def(format!("select i1 {ok}, {f} {v}, {f} {}", fp_text(from, 0.0)));
        self.feats.selects += 1;
        let op = if signed { "fptosi" } else { "fptoui" };
        self.def(format!("{op} {f} {safe} to {}", to.ll()))
    }

    /// The bits of an fp (scalar or vector) value as its integer twin, every NaN made the same.
    fn fp_bits(&mut self, v: &str, ty: Ty) -> String {
        let it = ty.int_twin();
        let (t, i) = (ty.ll(), it.ll());
        let zero = if ty.is_vec() { "zeroinitializer".to_string() } else { fp_text(ty, 0.0) };
        let nan = self.def(format!("fcmp uno {t} {v}, {zero}"));
        let bits = self.def(format!("bitcast {t} {v} to {i}"));
        let qnan: i64 = if ty.elem() == Ty::F32 { 0x7FC0_0000 } else { 0x7FF8_0000_0000_0000 };
        self.def(format!("select {} {nan}, {i} {}, {i} {bits}", bool_ty(ty), int_splat(it, qnan)))
    }

    /// `v` as a value whose bits may be reinterpreted: fp values canonicalised to integers.
    fn reinterpretable(&mut self, v: String, ty: Ty) -> (String, Ty) {
        if ty.is_fp_like() {
            (self.fp_bits(&v, ty), ty.int_twin())
        } else {
            (v, ty)
        }
    }

    // ---- memory ----

    /// Allocates and initialises the scalar local slots.
    fn local_slots(&mut self, locals: &[Ty]) {
        for (i, t) in locals.iter().enumerate() {
            let p = format!("%s{i}");
            self.emit(format!("{p} = alloca {}", t.ll()));
            self.emit(format!("store {} {}, ptr {p}", t.ll(), imm_text(*t, i as i64 * 3 + 1)));
            self.slots.push((*t, p));
        }
    }

    fn slot(&self, k: u8) -> Option<(Ty, String)> {
        if self.slots.is_empty() {
            return None;
        }
        Some(self.slots[usize::from(k) % self.slots.len()].clone())
    }

    /// Allocates and initialises the local aggregates the body uses.
    fn local_aggregates(&mut self, body: &[Stmt]) {
        let mut used = [false; LOCAL_AGGS.len()];
        visit(body, &mut |s| {
            let place = match s {
                Stmt::Load { place, .. } => Some(*place),
                Stmt::Store { place, .. } => Some(store_place(*place)),
                Stmt::Atomic { kind, place, .. } => Some(if kind % 5 == 0 { *place } else { store_place(*place) }),
                _ => None,
            };
            if let Some(k) = place.and_then(local_agg) {
                used[k] = true;
            }
        });
        for (k, (name, ty)) in LOCAL_AGGS.iter().enumerate() {
            if used[k] {
                self.emit(format!("{name} = alloca {ty}, align 16"));
            }
        }
        if used[0] {
            self.init_local_array();
        }
        if used[1] {
            for (field, ty, v) in
                [(0, Ty::I64, 11), (1, Ty::F32, 3), (3, Ty::F64, 4), (4, Ty::I8, -7), (5, Ty::V4I32, 5)]
            {
                let p = self.def(format!("getelementptr inbounds %struct.S, ptr %ls, i32 0, i32 {field}"));
                self.emit(format!("store {} {}, ptr {p}", ty.ll(), imm_text(ty, v)));
            }
            for k in 0..4 {
                let p = self.def(format!("getelementptr inbounds %struct.S, ptr %ls, i32 0, i32 2, i64 {k}"));
                self.emit(format!("store i16 {}, ptr {p}", 100 * k - 150));
            }
        }
        if used[2] {
            for k in 0..4 {
                for (field, ty) in [(0, Ty::I32), (1, Ty::I128), (2, Ty::F64)] {
                    let p = self
                        .def(format!("getelementptr inbounds [4 x %struct.P], ptr %lp, i64 0, i64 {k}, i32 {field}"));
                    self.emit(format!("store {} {}, ptr {p}", ty.ll(), imm_text(ty, k * 5 + field - 3)));
                }
            }
        }
        if used[3] {
            for k in 0..2i64 {
                for (field, ty) in W_FIELDS.iter().enumerate() {
                    let p = self
                        .def(format!("getelementptr inbounds [2 x %struct.WA], ptr %lw, i64 0, i64 {k}, i32 {field}"));
                    let v = (k * 7 + field as i64 - 4).wrapping_mul(0x0123_4567_89AB_CDEF);
                    self.emit(format!("store {} {}, ptr {p}", ty.ll(), imm_text(*ty, v)));
                }
            }
        }
        if used[4] {
            for k in 0..4 {
                let p = self.def(format!("getelementptr inbounds [4 x x86_fp80], ptr %lx, i64 0, i64 {k}"));
                self.emit(format!("store x86_fp80 {}, ptr {p}", imm_text(Ty::F80, k * 5 + 14)));
            }
        }
    }

    /// Fills `%la` in a single-block loop.
    fn init_local_array(&mut self) {
        let pre = self.block.clone();
        let (body, exit) = (self.fresh_block(), self.fresh_block());
        self.emit(format!("br label %{body}"));
        self.begin_block(&body);
        let i = self.fresh();
        let next = self.fresh();
        self.emit(format!("{i} = phi i64 [ 0, %{pre} ], [ {next}, %{body} ]"));
        let p = self.def(format!("getelementptr inbounds [16 x i32], ptr %la, i64 0, i64 {i}"));
        let t = self.def(format!("trunc i64 {i} to i32"));
        let x = self.def(format!("mul i32 {t}, -7"));
        self.emit(format!("store i32 {x}, ptr {p}"));
        self.emit(format!("{next} = add i64 {i}, 1"));
        let c = self.def(format!("icmp ult i64 {next}, 16"));
        self.emit(format!("br i1 {c}, label %{body}, label %{exit}"));
        self.begin_block(&exit);
        self.feats.phis += 1;
        self.feats.loops += 1;
        self.cost += 16 * 8;
    }

    /// A pointer to `place` with the index operand reduced into bounds, the element type, and the
    /// alignment clause its accesses need (`, align 1` in packed structs).
    fn address(&mut self, place: Place, idx: Operand) -> (String, Ty, &'static str) {
        let local = if place.global { None } else { local_agg(place) };
        let base = |k: usize, global: &str| match local {
            Some(_) => LOCAL_AGGS[k].0.to_string(),
            None => global.to_string(),
        };
        let i = self.opnd(Ty::I64, idx);
        let ty = place.leaf.ty();
        let p = match place.leaf {
            Leaf::Arr => {
                let m = self.def(format!("and i64 {i}, 15"));
                self.def(format!("getelementptr inbounds [16 x i32], ptr {}, i64 0, i64 {m}", base(0, "@ga")))
            }
            Leaf::SI64 | Leaf::SF32 | Leaf::SF64 | Leaf::SI8 | Leaf::SVec => {
                let field = match place.leaf {
                    Leaf::SI64 => 0,
                    Leaf::SF32 => 1,
                    Leaf::SF64 => 3,
                    Leaf::SI8 => 4,
                    _ => 5,
                };
                self.feats.struct_geps += 1;
                self.def(format!("getelementptr inbounds %struct.S, ptr {}, i32 0, i32 {field}", base(1, "@gs")))
            }
            Leaf::SArr => {
                self.feats.struct_geps += 1;
                let f = self.def(format!("getelementptr inbounds %struct.S, ptr {}, i32 0, i32 2", base(1, "@gs")));
                let m = self.def(format!("and i64 {i}, 3"));
                self.def(format!("getelementptr inbounds i16, ptr {f}, i64 {m}"))
            }
            Leaf::Mat => {
                let r = self.def(format!("urem i64 {i}, 3"));
                let q = self.def(format!("lshr i64 {i}, 2"));
                let c = self.def(format!("urem i64 {q}, 5"));
                self.def(format!("getelementptr inbounds [3 x [5 x i8]], ptr @gm, i64 0, i64 {r}, i64 {c}"))
            }
            Leaf::PI32 | Leaf::PI128 | Leaf::PF64 => {
                let field = match place.leaf {
                    Leaf::PI32 => 0,
                    Leaf::PI128 => 1,
                    _ => 2,
                };
                self.feats.struct_geps += 1;
                let m = self.def(format!("and i64 {i}, 3"));
                self.def(format!(
                    "getelementptr inbounds [4 x %struct.P], ptr {}, i64 0, i64 {m}, i32 {field}",
                    base(2, "@gp")
                ))
            }
            Leaf::Table => {
                let m = self.def(format!("and i64 {i}, 7"));
                self.def(format!("getelementptr inbounds [8 x i64], ptr @gt, i64 0, i64 {m}"))
            }
            Leaf::WI24 | Leaf::WI40 | Leaf::WI72 | Leaf::WI100 | Leaf::WI129 | Leaf::WI200 | Leaf::WI256 => {
                let field = W_FIELDS.iter().position(|t| *t == ty).unwrap_or(0);
                self.feats.struct_geps += 1;
                self.feats.odd_accesses += 1;
                let m = self.def(format!("and i64 {i}, 1"));
                if local.is_some() {
                    let p = self
                        .def(format!("getelementptr inbounds [2 x %struct.WA], ptr %lw, i64 0, i64 {m}, i32 {field}"));
                    return (p, ty, "");
                }
                let p = self
                    .def(format!("getelementptr inbounds [2 x %struct.W], ptr @gw, i64 0, i64 {m}, i32 {}", field + 1));
                return (p, ty, ", align 1");
            }
            Leaf::XF80 => {
                self.feats.odd_accesses += 1;
                if local.is_some() {
                    let m = self.def(format!("and i64 {i}, 3"));
                    let p = self.def(format!("getelementptr inbounds [4 x x86_fp80], ptr %lx, i64 0, i64 {m}"));
                    return (p, ty, "");
                }
                self.feats.struct_geps += 1;
                let r = self.def(format!("urem i64 {i}, 3"));
                let p = self.def(format!("getelementptr inbounds [3 x %struct.X], ptr @gx, i64 0, i64 {r}, i32 0"));
                return (p, ty, ", align 1");
            }
        };
        (p, ty, "")
    }

    /// An atomic access (see `Stmt::Atomic`). Vector and `i128` locations get a fence only.
    fn atomic(&mut self, kind: u8, order: u8, place: Place, idx: Operand, a: Operand, b: Operand) {
        const LOAD: [&str; 5] = ["unordered", "monotonic", "acquire", "seq_cst", "syncscope(\"singlethread\") seq_cst"];
        const STORE: [&str; 5] =
            ["unordered", "monotonic", "release", "seq_cst", "syncscope(\"singlethread\") seq_cst"];
        const RMW: [&str; 4] = ["monotonic", "acquire", "release", "acq_rel"];
        const INT_RMW: [&str; 13] =
            ["xchg", "add", "sub", "and", "nand", "or", "xor", "max", "min", "umax", "umin", "uinc_wrap", "udec_wrap"];
        // fmax/fmin are left out: llvm.maxnum's choice between -0 and +0 is unspecified.
        const FP_RMW: [&str; 3] = ["xchg", "fadd", "fsub"];
        self.feats.atomics += 1;
        let o = usize::from(order);
        let kind = kind % 5;
        let place = if kind == 0 { place } else { store_place(place) };
        let leaf_ty = place.leaf.ty();
        let scalar = matches!(leaf_ty, Ty::I8 | Ty::I16 | Ty::I32 | Ty::I64 | Ty::F32 | Ty::F64);
        if kind == 4 || !scalar {
            let fence = ["acquire", "release", "acq_rel", "seq_cst", "syncscope(\"singlethread\") seq_cst"];
            self.emit(format!("fence {}", fence[o % fence.len()]));
            return;
        }
        let (p, ty, _) = self.address(place, idx);
        let align = match ty {
            Ty::I8 => 1,
            Ty::I16 => 2,
            Ty::I32 | Ty::F32 => 4,
            _ => 8,
        };
        let t = ty.ll();
        let is_fp = matches!(ty, Ty::F32 | Ty::F64);
        self.count_access(place, ty);
        match kind {
            0 => {
                let v = self.def(format!("load atomic {t}, ptr {p} {}, align {align}", LOAD[o % LOAD.len()]));
                self.push(ty, v);
            }
            1 => {
                let v = self.opnd(ty, a);
                self.emit(format!("store atomic {t} {v}, ptr {p} {}, align {align}", STORE[o % STORE.len()]));
            }
            3 if !is_fp => {
                // Half the time the expected value is the current one, so both outcomes happen.
                let expected = if o & 1 == 0 { self.def(format!("load {t}, ptr {p}")) } else { self.opnd(ty, a) };
                let new = self.opnd(ty, b);
                let weak = if o & 2 == 0 { "" } else { "weak " };
                let (succ, fail) = [
                    ("seq_cst", "seq_cst"),
                    ("acq_rel", "acquire"),
                    ("monotonic", "monotonic"),
                    ("release", "monotonic"),
                ][(o >> 2) % 4];
                let pair =
                    self.def(format!("cmpxchg {weak}ptr {p}, {t} {expected}, {t} {new} {succ} {fail}, align {align}"));
                let old = self.def(format!("extractvalue {{ {t}, i1 }} {pair}, 0"));
                let ok = self.def(format!("extractvalue {{ {t}, i1 }} {pair}, 1"));
                let r = self.def(format!("select i1 {ok}, {t} {new}, {t} {old}"));
                self.feats.selects += 1;
                self.push(ty, old);
                self.push(ty, r);
            }
            _ => {
                let op = if is_fp { FP_RMW[o % FP_RMW.len()] } else { INT_RMW[o % INT_RMW.len()] };
                let v = self.opnd(ty, a);
                let ord = RMW[(o >> 4) % RMW.len()];
                let old = self.def(format!("atomicrmw {op} ptr {p}, {t} {v} {ord}, align {align}"));
                self.push(ty, old);
            }
        }
    }

    fn count_access(&mut self, place: Place, ty: Ty) {
        if place.global || local_agg(place).is_none() {
            self.feats.global_accesses += 1;
        } else {
            self.feats.local_accesses += 1;
        }
        self.note(ty);
    }

    // ---- calls ----

    /// Calls `@f{j}` with arguments resolved against the pool; returns the result.
    fn call(&mut self, j: usize, args: &[Operand]) -> String {
        let sig = &self.sigs[j];
        let params = sig.params.clone();
        let (ret, fastcc) = (sig.ret, sig.fastcc);
        let list: Vec<String> = params
            .iter()
            .enumerate()
            .map(|(i, t)| {
                let op = args.get(i).copied().unwrap_or(Operand::Pool(i as u8));
                format!("{} {}", t.ll(), self.opnd(*t, op))
            })
            .collect();
        let ints = params.iter().filter(|t| !t.is_vec() && t.is_int_like()).count();
        let fps = params.iter().filter(|t| matches!(t, Ty::F32 | Ty::F64)).count();
        let sig_tys = || params.iter().chain(std::iter::once(&ret));
        self.feats.f80_calls += usize::from(sig_tys().any(|t| *t == Ty::F80));
        self.feats.odd_int_calls += usize::from(sig_tys().any(|t| t.is_odd_int()));
        self.feats.calls += 1;
        self.feats.calls_many_int += usize::from(ints > 6);
        self.feats.calls_many_fp += usize::from(fps > 8);
        let cc = if fastcc { "fastcc " } else { "" };
        self.def(format!("call {cc}{} @f{j}({})", ret.ll(), list.join(", ")))
    }

    /// A call of an earlier function (`callee` modulo their number) within the step budget, an
    /// `invoke` when `invoke` says how it lands (see [`Self::invoke`]); its result joins the pool.
    fn call_stmt(&mut self, callee: u8, args: &[Operand], invoke: Option<bool>) {
        let n = self.sigs.len();
        if n == 0 {
            return;
        }
        let j = usize::from(callee) % n;
        let cost = self.mult.saturating_mul(self.sigs[j].cost + 1);
        if self.cost.saturating_add(cost) > FN_STEP_BUDGET {
            return;
        }
        let v = match invoke {
            Some(catch) => self.invoke(j, args, catch),
            None => self.call(j, args),
        };
        self.cost += cost;
        self.push(self.sigs[j].ret, v);
    }

    /// Throws `val` as a `long` when `cond` holds and `val`'s low two bits are zero.
    fn throw(&mut self, cond: &Cond, val: Operand) {
        let c = self.cond(cond);
        let v = self.opnd(Ty::I64, val);
        let low = self.def(format!("and i64 {v}, 3"));
        let z = self.def(format!("icmp eq i64 {low}, 0"));
        let go = self.def(format!("and i1 {c}, {z}"));
        let (t, k) = (self.fresh_block(), self.fresh_block());
        self.emit(format!("br i1 {go}, label %{t}, label %{k}"));
        self.begin_block(&t);
        self.emit(format!("call void @__gen_throw(i64 {v})"));
        self.emit("unreachable".to_string());
        self.begin_block(&k);
        self.feats.throws += 1;
    }

    /// `invoke`s `@f{j}`. With `catch`, a thrown `long` is caught (after checking the selector
    /// against `llvm.eh.typeid.for`), folded into `@gh`, and the result is another value of the
    /// return type; other exceptions resume. Without, a cleanup adds 1 to `@gh` and resumes.
    /// Returns the result (a phi of both paths with `catch`).
    fn invoke(&mut self, j: usize, args: &[Operand], catch: bool) -> String {
        let ret = self.sigs[j].ret;
        // The value the handler continues with, defined before the invoke so that it dominates.
        let alt = self.top(ret);
        let call = self.call(j, args);
        let line = self.lines.pop().expect("the call just emitted");
        let (ok, lp) = (self.fresh_block(), self.fresh_block());
        self.lines.push(format!(
            "{}\n          to label %{ok} unwind label %{lp}",
            line.replacen(" = call ", " = invoke ", 1)
        ));
        self.begin_block(&lp);
        let clause = if catch { "catch ptr @_ZTIl" } else { "cleanup" };
        let l = self.def(format!("landingpad {{ ptr, i32 }}\n          {clause}"));
        let g = self.def("load i64, ptr @gh".to_string());
        if !catch {
            let g2 = self.def(format!("add i64 {g}, 1"));
            self.emit(format!("store i64 {g2}, ptr @gh"));
            self.emit(format!("resume {{ ptr, i32 }} {l}"));
            self.feats.invokes_cleanup += 1;
            self.begin_block(&ok);
            return call;
        }
        let sel = self.def(format!("extractvalue {{ ptr, i32 }} {l}, 1"));
        let id = self.def("call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIl)".to_string());
        let m = self.def(format!("icmp eq i32 {sel}, {id}"));
        let (handler, again, merge) = (self.fresh_block(), self.fresh_block(), self.fresh_block());
        self.emit(format!("br i1 {m}, label %{handler}, label %{again}"));
        self.begin_block(&again);
        self.emit(format!("resume {{ ptr, i32 }} {l}"));
        self.begin_block(&handler);
        let e = self.def(format!("extractvalue {{ ptr, i32 }} {l}, 0"));
        let p = self.def(format!("call ptr @__cxa_begin_catch(ptr {e})"));
        let x = self.def(format!("load i64, ptr {p}"));
        self.emit("call void @__cxa_end_catch()".to_string());
        let h = self.fold_value(g, &x, Ty::I64);
        self.emit(format!("store i64 {h}, ptr @gh"));
        self.emit(format!("br label %{merge}"));
        self.begin_block(&ok);
        self.emit(format!("br label %{merge}"));
        self.begin_block(&merge);
        self.feats.invokes_catch += 1;
        self.feats.phis += 1;
        self.def(format!("phi {} [ {call}, %{ok} ], [ {alt}, %{handler} ]", ret.ll()))
    }

    // ---- control flow ----

    fn if_else(&mut self, cond: &Cond, then: &[Stmt], els: &[Stmt]) {
        let c = self.cond(cond);
        let (t, e, m) = (self.fresh_block(), self.fresh_block(), self.fresh_block());
        self.emit(format!("br i1 {c}, label %{t}, label %{e}"));
        self.arms(&[(t, then), (e, els)], &m);
    }

    /// Renders each arm in its own scope, all branching to `merge`, then phis at `merge` for every
    /// type some arm defined a value of.
    fn arms(&mut self, arms: &[(String, &[Stmt])], merge: &str) {
        let base = self.lens();
        let mut ends: Vec<(String, Vec<Option<String>>)> = Vec::new();
        for (label, body) in arms {
            self.begin_block(label);
            self.stmts(body);
            let tops = (0..Ty::ALL.len())
                .map(|t| if self.pool[t].len() > base[t] { self.pool[t].last().cloned() } else { None })
                .collect();
            ends.push((self.block.clone(), tops));
            self.emit(format!("br label %{merge}"));
            self.truncate(&base);
        }
        self.begin_block(merge);
        for ty in Ty::ALL {
            let t = ty.index();
            if ends.iter().all(|(_, tops)| tops[t].is_none()) {
                continue;
            }
            let fallback = self.top(ty);
            let incoming: Vec<String> = ends
                .iter()
                .map(|(b, tops)| format!("[ {}, %{b} ]", tops[t].clone().unwrap_or_else(|| fallback.clone())))
                .collect();
            let v = self.def(format!("phi {} {}", ty.ll(), incoming.join(", ")));
            self.feats.phis += 1;
            self.push(ty, v);
        }
    }

    fn switch(&mut self, ty: Ty, sel: Operand, dense: bool, cases: &[(i64, Vec<Stmt>)], default: &[Stmt]) {
        let ty = if ty.is_vec() || ty.is_fp_like() || ty == Ty::I1 { Ty::I32 } else { ty };
        let t = ty.ll();
        let x = self.opnd(ty, sel);
        // Sparse case values of odd integers wider than 64 bits use every word of the type.
        let odd_wide = ty.is_odd_int() && ty.bits() > 64;
        let mut arms: Vec<(String, &[Stmt])> = vec![(self.fresh_block(), default)];
        let mut table: Vec<String> = Vec::new();
        let s = if dense {
            for (k, (_, body)) in cases.iter().take(8).enumerate() {
                let b = self.fresh_block();
                table.push(format!("{t} {k}, label %{b}"));
                arms.push((b, body));
            }
            self.feats.dense_switches += 1;
            self.def(format!("and {t} {x}, 7"))
        } else {
            let mut keys: Vec<i64> = Vec::new();
            for (v, body) in cases {
                let key = v & 255;
                if keys.contains(&key) {
                    continue;
                }
                keys.push(key);
                let b = self.fresh_block();
                let value = if odd_wide {
                    words_text(ty.bits(), &mul_words(&SWITCH_MULTIPLIER, key as u64))
                } else {
                    int_text(ty.bits(), key * 1_000_003)
                };
                table.push(format!("{t} {value}, label %{b}"));
                arms.push((b, body));
            }
            self.feats.sparse_switches += 1;
            let m = self.def(format!("and {t} {x}, {}", int_text(ty.bits(), 255)));
            let mult =
                if odd_wide { words_text(ty.bits(), &SWITCH_MULTIPLIER) } else { int_text(ty.bits(), 1_000_003) };
            self.def(format!("mul {t} {m}, {mult}"))
        };
        self.note(ty);
        let merge = self.fresh_block();
        if dense && arms.len() % 2 == 0 && !self.name.is_empty() {
            // The same dispatch as a computed goto: a label picked by selects, then indirectbr.
            let f = self.name.clone();
            let mut addr = format!("blockaddress(@{f}, %{})", arms[0].0);
            for (k, (b, _)) in arms.iter().enumerate().skip(1) {
                let c = self.def(format!("icmp eq {t} {s}, {}", k - 1));
                addr = self.def(format!("select i1 {c}, ptr blockaddress(@{f}, %{b}), ptr {addr}"));
            }
            let labels: Vec<String> = arms.iter().map(|(b, _)| format!("label %{b}")).collect();
            self.emit(format!("indirectbr ptr {addr}, [{}]", labels.join(", ")));
            self.feats.indirect_branches += 1;
            self.feats.dense_switches -= 1;
        } else {
            self.emit(format!("switch {t} {s}, label %{} [ {} ]", arms[0].0, table.join(" ")));
        }
        self.arms(&arms, &merge);
    }

    fn counted_loop(
        &mut self,
        trip: Trip,
        do_while: bool,
        ctr: Ty,
        carried: &[Ty],
        body: &[Stmt],
        brk: Option<&(u8, Cond)>,
    ) {
        let ct = match ctr {
            Ty::I8 | Ty::I16 | Ty::I32 | Ty::I64 | Ty::I128 => ctr,
            c if c.is_odd_int() => c,
            _ => Ty::I32,
        };
        self.note(ct);
        let t = ct.ll();
        let (limit, max) = match trip {
            Trip::Const(n) => ((n % 9).to_string(), u64::from(n % 9)),
            Trip::Masked(op) => {
                let x = self.opnd(ct, op);
                (self.def(format!("and {t} {x}, 7")), 7)
            }
        };
        let mut kinds: Vec<Ty> = Vec::new();
        for c in carried.iter().take(4) {
            if !kinds.contains(c) {
                kinds.push(*c);
            }
        }
        let inits: Vec<String> = kinds.iter().map(|k| self.top(*k)).collect();
        let pre = self.block.clone();
        let (head, body_b, exit) = (self.fresh_block(), self.fresh_block(), self.fresh_block());
        let outer_mult = self.mult;
        self.mult = outer_mult.saturating_mul(max + 1);
        self.feats.loops += 1;
        let base = self.lens();
        let first = if do_while { &body_b } else { &head };
        self.emit(format!("br label %{first}"));
        self.begin_block(first);
        let i = self.fresh();
        let i_line = self.reserve();
        let phis: Vec<(String, usize)> = kinds.iter().map(|_| (self.fresh(), self.reserve())).collect();
        self.feats.phis += 1 + phis.len();
        if !do_while {
            let c = self.def(format!("icmp ult {t} {i}, {limit}"));
            self.emit(format!("br i1 {c}, label %{body_b}, label %{exit}"));
            self.begin_block(&body_b);
        }
        self.push(ct, i.clone());
        for (k, (v, _)) in kinds.iter().zip(&phis) {
            self.push(*k, v.clone());
        }
        let at = brk.map_or(body.len(), |(at, _)| usize::from(*at) % (body.len() + 1));
        self.stmts(&body[..at]);
        let mut break_edge: Option<(String, Vec<String>)> = None;
        if let Some((_, cond)) = brk {
            let c = self.cond(cond);
            let cont = self.fresh_block();
            break_edge = Some((self.block.clone(), kinds.iter().map(|k| self.top(*k)).collect()));
            self.emit(format!("br i1 {c}, label %{exit}, label %{cont}"));
            self.begin_block(&cont);
            self.feats.breaks += 1;
        }
        self.stmts(&body[at..]);
        let updates: Vec<String> = kinds.iter().map(|k| self.top(*k)).collect();
        // The counter stays below 9: with a constant bound, say that the increment cannot wrap.
        let no_wrap = if matches!(trip, Trip::Const(_)) { "nuw nsw " } else { "" };
        self.feats.no_wrap_adds += usize::from(!no_wrap.is_empty());
        let next = self.def(format!("add {no_wrap}{t} {i}, 1"));
        let latch = self.block.clone();
        if do_while {
            let c = self.def(format!("icmp ult {t} {next}, {limit}"));
            self.emit(format!("br i1 {c}, label %{body_b}, label %{exit}"));
        } else {
            self.emit(format!("br label %{head}"));
        }
        self.lines[i_line] = format!("  {i} = phi {t} [ 0, %{pre} ], [ {next}, %{latch} ]");
        for (k, ((v, line), (init, upd))) in phis.iter().zip(inits.iter().zip(&updates)).enumerate() {
            let kt = kinds[k].ll();
            self.lines[*line] = format!("  {v} = phi {kt} [ {init}, %{pre} ], [ {upd}, %{latch} ]");
        }
        self.mult = outer_mult;
        self.begin_block(&exit);
        self.truncate(&base);
        // Exit phis: from the loop's normal exit (header or latch) and the early exit.
        let normal_from = if do_while { &latch } else { &head };
        for (k, kind) in kinds.iter().enumerate() {
            let normal_val = if do_while { &updates[k] } else { &phis[k].0 };
            let mut incoming = vec![format!("[ {normal_val}, %{normal_from} ]")];
            if let Some((b, vals)) = &break_edge {
                incoming.push(format!("[ {}, %{b} ]", vals[k]));
            }
            let v = self.def(format!("phi {} {}", kind.ll(), incoming.join(", ")));
            self.feats.phis += 1;
            self.push(*kind, v);
        }
    }

    // ---- checksums ----

    /// Folds `v` (of type `ty`) into the running checksum `h`; returns the new checksum.
    fn fold_value(&mut self, h: String, v: &str, ty: Ty) -> String {
        let x = self.checksum_word(v, ty);
        let m = self.def(format!("mul i64 {h}, 1099511628211"));
        self.def(format!("xor i64 {m}, {x}"))
    }

    /// An `i64` that depends on every bit of `v` (NaNs canonicalised).
    fn checksum_word(&mut self, v: &str, ty: Ty) -> String {
        match ty {
            Ty::I64 => v.to_string(),
            Ty::I1 | Ty::I8 | Ty::I16 | Ty::I32 => self.def(format!("zext {} {v} to i64", ty.ll())),
            Ty::I24 | Ty::I40 => self.def(format!("zext {} {v} to i64", ty.ll())),
            Ty::I128 | Ty::I72 | Ty::I100 => {
                let t = ty.ll();
                let hi = self.def(format!("lshr {t} {v}, 64"));
                let x = self.def(format!("xor {t} {v}, {hi}"));
                self.def(format!("trunc {t} {x} to i64"))
            }
            Ty::I129 | Ty::I200 | Ty::I256 => {
                // Every 64-bit word, mixed like the checksum.
                let t = ty.ll();
                let mut x = self.def(format!("trunc {t} {v} to i64"));
                for k in 1..ty.bits().div_ceil(64) {
                    let s = self.def(format!("lshr {t} {v}, {}", 64 * k));
                    let w = self.def(format!("trunc {t} {s} to i64"));
                    let m = self.def(format!("mul i64 {x}, 1099511628211"));
                    x = self.def(format!("xor i64 {m}, {w}"));
                }
                x
            }
            Ty::F80 => {
                // The 80 bits as an i128 (every NaN the same).
                let nan = self.def(format!("fcmp uno x86_fp80 {v}, {}", fp_text(Ty::F80, 0.0)));
                let bits = self.def(format!("bitcast x86_fp80 {v} to i80"));
                let canon = self.def(format!("select i1 {nan}, i80 {F80_QNAN}, i80 {bits}"));
                let wide = self.def(format!("zext i80 {canon} to i128"));
                self.checksum_word(&wide, Ty::I128)
            }
            _ => {
                let (bits, bt) = self.reinterpretable(v.to_string(), ty);
                if bt.is_vec() {
                    let w = self.def(format!("bitcast {} {bits} to i128", bt.ll()));
                    self.checksum_word(&w, Ty::I128)
                } else {
                    self.checksum_word(&bits, bt)
                }
            }
        }
    }

    /// Folds every value in scope into one checksum.
    fn fold_pool(&mut self) -> String {
        let mut h = HASH_SEED.to_string();
        for ty in Ty::ALL {
            let vals = self.pool[ty.index()].clone();
            for v in vals {
                h = self.fold_value(h, &v, ty);
            }
        }
        h
    }

    /// Mixes a function's checksum into `@gh`, so values of types wider than the return type show.
    fn record_checksum(&mut self, h: &str) {
        let old = self.def("load i64, ptr @gh".to_string());
        let m = self.def(format!("mul i64 {old}, 31"));
        let n = self.def(format!("xor i64 {m}, {h}"));
        self.emit(format!("store i64 {n}, ptr @gh"));
    }

    /// The return value: the latest value of type `ret` mixed with the checksum `h`.
    fn combine(&mut self, ret: Ty, h: &str) -> String {
        let last = self.top(ret);
        let t = ret.ll();
        match (ret.is_vec(), ret.is_fp_like()) {
            (false, false) => {
                let hc = if ret == Ty::I64 { h.to_string() } else { self.scalar_cast(h.to_string(), Ty::I64, ret, 0) };
                self.def(format!("xor {t} {last}, {hc}"))
            }
            (false, true) => {
                let m = self.def(format!("and i64 {h}, 65535"));
                let f = self.def(format!("sitofp i64 {m} to {t}"));
                self.def(format!("fadd {t} {last}, {f}"))
            }
            (true, false) => {
                let z = self.def(format!("zext i64 {h} to i128"));
                let hv = self.def(format!("bitcast i128 {z} to {t}"));
                self.def(format!("xor {t} {last}, {hv}"))
            }
            (true, true) => {
                let e = ret.elem();
                let m = self.def(format!("and i64 {h}, 65535"));
                let f = self.def(format!("sitofp i64 {m} to {}", e.ll()));
                self.def(format!("insertelement {t} {last}, {} {f}, i32 0", e.ll()))
            }
        }
    }

    /// Loads every element of the mutable globals and folds them into one checksum.
    fn fold_globals(&mut self) -> String {
        let h = HASH_SEED.to_string();
        let h = self.fold_loop(h, 16, &|k| vec![(format!("[16 x i32], ptr @ga, i64 0, i64 {k}"), Ty::I32, "")]);
        let h = self.fold_loop(h, 4, &|k| {
            let mut leaves = vec![(format!("%struct.S, ptr @gs, i32 0, i32 2, i64 {k}"), Ty::I16, "")];
            for (field, ty) in [(0, Ty::I32), (1, Ty::I128), (2, Ty::F64)] {
                leaves.push((format!("[4 x %struct.P], ptr @gp, i64 0, i64 {k}, i32 {field}"), ty, ""));
            }
            leaves
        });
        let h = self.fold_loop(h, 15, &|k| vec![(format!("[15 x i8], ptr @gm, i64 0, i64 {k}"), Ty::I8, "")]);
        let h = if self.odd_ints {
            self.fold_loop(h, 2, &|k| {
                let mut tys = vec![Ty::I8];
                tys.extend(W_FIELDS);
                tys.push(Ty::I8);
                let leaf = |(field, ty): (usize, Ty)| {
                    (format!("[2 x %struct.W], ptr @gw, i64 0, i64 {k}, i32 {field}"), ty, ", align 1")
                };
                tys.into_iter().enumerate().map(leaf).collect()
            })
        } else {
            h
        };
        let h = if self.fp80 {
            self.fold_loop(h, 3, &|k| {
                let leaf = |(field, ty): (usize, Ty)| {
                    (format!("[3 x %struct.X], ptr @gx, i64 0, i64 {k}, i32 {field}"), ty, ", align 1")
                };
                [Ty::F80, Ty::I16].into_iter().enumerate().map(leaf).collect()
            })
        } else {
            h
        };
        let mut h = h;
        for (field, ty) in [(0, Ty::I64), (1, Ty::F32), (3, Ty::F64), (4, Ty::I8), (5, Ty::V4I32)] {
            let p = self.def(format!("getelementptr inbounds %struct.S, ptr @gs, i32 0, i32 {field}"));
            let v = self.def(format!("load {}, ptr {p}", ty.ll()));
            h = self.fold_value(h, &v, ty);
        }
        h
    }

    /// A single-block loop over `k` in `0..n` folding the leaves `leaves(k)` names (GEP operands,
    /// types and alignment clauses) into `h`; returns the checksum after the loop.
    fn fold_loop(&mut self, h: String, n: u32, leaves: &dyn Fn(&str) -> Vec<FoldLeaf>) -> String {
        let pre = self.block.clone();
        let (body, exit) = (self.fresh_block(), self.fresh_block());
        self.emit(format!("br label %{body}"));
        self.begin_block(&body);
        let (k, hk) = (self.fresh(), self.fresh());
        let (k_line, h_line) = (self.reserve(), self.reserve());
        let mut cur = hk.clone();
        for (gep, ty, align) in leaves(&k) {
            let p = self.def(format!("getelementptr inbounds {gep}"));
            let v = self.def(format!("load {}, ptr {p}{align}", ty.ll()));
            cur = self.fold_value(cur, &v, ty);
        }
        let next = self.def(format!("add i64 {k}, 1"));
        let c = self.def(format!("icmp ult i64 {next}, {n}"));
        self.emit(format!("br i1 {c}, label %{body}, label %{exit}"));
        self.lines[k_line] = format!("  {k} = phi i64 [ 0, %{pre} ], [ {next}, %{body} ]");
        self.lines[h_line] = format!("  {hk} = phi i64 [ {h}, %{pre} ], [ {cur}, %{body} ]");
        self.begin_block(&exit);
        self.feats.phis += 3;
        self.def(format!("phi i64 [ {cur}, %{body} ]"))
    }
}

/// A location `main` folds into the checksum of the globals: GEP operands, type, alignment clause.
type FoldLeaf = (String, Ty, &'static str);

/// `i1` or `<N x i1>` matching `ty`'s shape.
fn bool_ty(ty: Ty) -> String {
    if ty.is_vec() {
        format!("<{} x i1>", ty.lanes())
    } else {
        "i1".to_string()
    }
}

/// `ty` if it has integer elements, else its integer twin (`i64` for `x86_fp80`, like `double`).
fn int_like(ty: Ty) -> Ty {
    match ty {
        Ty::F80 => Ty::I64,
        t => t.int_twin(),
    }
}

/// Whether `sitofp`/`uitofp` from `from` to `to` is generated as one instruction (otherwise the
/// value goes through `i64`): never from integers wider than 128 bits (LLVM 19 miscompiles the
/// conversions that overflow), to `x86_fp80` from at most 64 bits (and `i128` with
/// [`F80_I128_CONVERSIONS`]).
fn int_to_fp_direct(from: Ty, to: Ty) -> bool {
    match to {
        Ty::F80 => from.bits() <= 64 || (from == Ty::I128 && F80_I128_CONVERSIONS),
        _ => !from.is_wide_int(),
    }
}

/// Whether a guarded `fptosi`/`fptoui` from `from` to `to` is generated as one instruction
/// (otherwise it converts to `i64` and then to `to`): see [`int_to_fp_direct`]; from `x86_fp80`
/// only to `i32` and `i64` (and `i128` with [`F80_I128_CONVERSIONS`]).
fn fp_to_int_direct(from: Ty, to: Ty) -> bool {
    match from {
        Ty::F80 => matches!(to, Ty::I32 | Ty::I64) || (to == Ty::I128 && F80_I128_CONVERSIONS),
        _ => !to.is_wide_int(),
    }
}

/// `ty` if it has fp elements, else the fp type of the same shape (or `double`; `x86_fp80` for the
/// odd integers wider than 64 bits in modules with `fp80`).
fn fp_like(ty: Ty, fp80: bool) -> Ty {
    match ty {
        t if fp80 && t.is_odd_int() && t.bits() > 64 => Ty::F80,
        Ty::I32 => Ty::F32,
        Ty::V4I32 | Ty::V16I8 => Ty::V4F32,
        Ty::V2I64 | Ty::V8I16 => Ty::V2F64,
        t if t.is_fp_like() => t,
        _ => Ty::F64,
    }
}

/// `ty` if a vector, else the vector with its element type (or `<4 x i32>`).
fn vector(ty: Ty) -> Ty {
    match ty {
        Ty::I32 => Ty::V4I32,
        Ty::I64 => Ty::V2I64,
        Ty::I8 => Ty::V16I8,
        Ty::I16 => Ty::V8I16,
        Ty::F32 => Ty::V4F32,
        Ty::F64 => Ty::V2F64,
        t if t.is_vec() => t,
        _ => Ty::V4I32,
    }
}

/// Where a store to `place` goes: the constant table is redirected to the array.
fn store_place(place: Place) -> Place {
    if place.leaf == Leaf::Table {
        Place { leaf: Leaf::Arr, ..place }
    } else {
        place
    }
}

/// Which local aggregate a non-global place uses, if the leaf exists locally.
fn local_agg(place: Place) -> Option<usize> {
    if place.global {
        return None;
    }
    match place.leaf {
        Leaf::Arr => Some(0),
        Leaf::SI64 | Leaf::SF32 | Leaf::SArr | Leaf::SF64 | Leaf::SI8 | Leaf::SVec => Some(1),
        Leaf::PI32 | Leaf::PI128 | Leaf::PF64 => Some(2),
        Leaf::WI24 | Leaf::WI40 | Leaf::WI72 | Leaf::WI100 | Leaf::WI129 | Leaf::WI200 | Leaf::WI256 => Some(3),
        Leaf::XF80 => Some(4),
        Leaf::Mat | Leaf::Table => None,
    }
}

/// Calls `f` on every statement, nested ones included.
pub fn visit(body: &[Stmt], f: &mut impl FnMut(&Stmt)) {
    for s in body {
        f(s);
        match s {
            Stmt::If { then, els, .. } => {
                visit(then, f);
                visit(els, f);
            }
            Stmt::Loop { body, .. } => visit(body, f),
            Stmt::Switch { cases, default, .. } => {
                for (_, b) in cases {
                    visit(b, f);
                }
                visit(default, f);
            }
            _ => {}
        }
    }
}
