//! Random coroutines for differential testing, deterministic from `(seed, index)`: switch-resume
//! ones (`program`) and returned-continuation ones, multi-shot and yield-once (`retcon_program`).
//!
//! A program is one coroutine `@co(i64 %seed)` and a `main` that resumes it a random number of
//! times (checking `coro.done`), bumping a global between resumes, then destroys it. The body is a
//! random sequence of segments: computations of new values of every scalar and vector type Kiln
//! supports (from the parameter, the global, earlier values), stores into allocas (scalars, arrays,
//! structs, some `align 64`, some whose address escapes into a call), prints of values and of
//! memory, suspend points (some with a separate `coro.save`, some behind
//! `coro.await.suspend.void/bool`), counted loops with a suspend inside and a loop-carried value,
//! and if/else with a suspend in one arm and a phi at the join. It ends with a final suspend; the
//! cleanup prints the values defined before the first suspend. Values are used long after they are
//! defined, so many live across suspends. There is no undefined behaviour: no division, shifts by
//! constants below the width, every alloca initialised before use.
//!
//! A returned-continuation program's coroutine `@co(ptr %buffer, i64 %seed)` yields an `i64` and a
//! `double` at each suspend and takes an `i64` and the abnormal flag back (the suspend returns
//! `{ i64, i1 }`); an abnormal resume goes to the cleanup. Its buffer is 8 to 128 bytes, so some
//! frames live there and others come from `@allocate`, which counts live blocks with
//! `@deallocate`. The multi-shot kind has suspends everywhere the switch kind has them and ends
//! with a null continuation; `main` calls the continuations until that, or stops early with an
//! abnormal resume (a suspended frame left behind would be a leak the interpreter cannot see). The yield-once kind suspends exactly once, at the top level, and its
//! continuation returns `{ i64, i64 }` through `coro.end.results`.
//!
//! An async program's coroutine `@co(ptr %ctx)` reads its seed from its context `{ i64 seed, ptr
//! resume }` and suspends by storing its resume function there and tail-calling `@enqueue`; two
//! tasks run interleaved under a scheduler in `main`, each ending with a tail call of `@finish`.

use crate::abi_fuzz::gen::Rng;
use std::fmt::Write;

/// Value types the generator uses.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Ty {
    I1,
    I8,
    I16,
    I32,
    I64,
    I128,
    F32,
    F64,
    V4I32,
    /// A pointer into one of the allocas (at an 8-byte-aligned offset holding an i64).
    Ptr,
}

impl Ty {
    const ALL: [Ty; 10] = [Ty::I1, Ty::I8, Ty::I16, Ty::I32, Ty::I64, Ty::I128, Ty::F32, Ty::F64, Ty::V4I32, Ty::Ptr];
    fn ir(self) -> &'static str {
        match self {
            Ty::I1 => "i1",
            Ty::I8 => "i8",
            Ty::I16 => "i16",
            Ty::I32 => "i32",
            Ty::I64 => "i64",
            Ty::I128 => "i128",
            Ty::F32 => "float",
            Ty::F64 => "double",
            Ty::V4I32 => "<4 x i32>",
            Ty::Ptr => "ptr",
        }
    }
    fn int_bits(self) -> Option<u32> {
        match self {
            Ty::I1 => Some(1),
            Ty::I8 => Some(8),
            Ty::I16 => Some(16),
            Ty::I32 => Some(32),
            Ty::I64 => Some(64),
            Ty::I128 => Some(128),
            _ => None,
        }
    }
}

/// An alloca of the coroutine: its name and size in i64 words (word 0 is what pointers read).
struct Slot {
    name: String,
    words: u32,
}

struct Gen {
    rng: Rng,
    out: String,
    next: u32,
    /// Values available (dominating) at the current point.
    vals: Vec<(String, Ty)>,
    slots: Vec<Slot>,
    /// Whether each slot is the struct type (its size is not `8 * words`).
    slot_is_struct: Vec<bool>,
    /// Values defined before the first suspend, in the entry block: the cleanup prints them.
    entry_vals: Vec<(String, Ty)>,
    num_suspends: u32,
    depth: u32,
    abi: Abi,
}

/// Which coroutine lowering a program uses.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Abi {
    Switch,
    Retcon,
    RetconOnce,
    Async,
}

impl Gen {
    fn fresh(&mut self, stem: &str) -> String {
        self.next += 1;
        format!("%{stem}{}", self.next)
    }
    fn line(&mut self, s: impl AsRef<str>) {
        self.out.push_str("  ");
        self.out.push_str(s.as_ref());
        self.out.push('\n');
    }
    fn label(&mut self, l: &str) {
        let _ = writeln!(self.out, "{}:", &l[1..]);
    }
    fn pick_idx(&mut self, n: usize) -> usize {
        self.rng.range(0, n as u32 - 1) as usize
    }
    /// An available value of type `ty`, or `None`.
    fn val_of(&mut self, ty: Ty) -> Option<String> {
        let c: Vec<String> = self.vals.iter().filter(|v| v.1 == ty).map(|v| v.0.clone()).collect();
        (!c.is_empty()).then(|| c[self.pick_idx(c.len())].clone())
    }
    fn int_const(&mut self, ty: Ty) -> String {
        match ty {
            Ty::I1 => ["false", "true"][self.pick_idx(2)].to_string(),
            _ => format!("{}", self.rng.range(0, 200) as i64 - 100),
        }
    }
    /// An operand of type `ty`: an available value, or a constant.
    fn operand(&mut self, ty: Ty) -> String {
        if self.rng.chance(90) {
            if let Some(v) = self.val_of(ty) {
                return v;
            }
        }
        match ty {
            Ty::F32 | Ty::F64 => format!("{}.5", self.rng.range(0, 40)),
            Ty::V4I32 => {
                let l: Vec<String> = (0..4).map(|_| format!("i32 {}", self.rng.range(0, 99))).collect();
                format!("<{}>", l.join(", "))
            }
            Ty::Ptr => {
                let k = self.pick_idx(self.slots.len());
                self.slots[k].name.clone()
            }
            _ => self.int_const(ty),
        }
    }
    fn define(&mut self, name: String, ty: Ty) {
        if self.num_suspends == 0 && self.depth == 0 {
            self.entry_vals.push((name.clone(), ty));
        }
        self.vals.push((name, ty));
    }

    /// One new value computed from what is available.
    fn compute(&mut self) {
        let ty = Ty::ALL[self.pick_idx(Ty::ALL.len())];
        let r = self.fresh("v");
        let text = match ty {
            Ty::I1 => {
                let src = [Ty::I8, Ty::I32, Ty::I64, Ty::I128][self.pick_idx(4)];
                let (a, b) = (self.operand(src), self.operand(src));
                let pred = ["eq", "ne", "slt", "ult", "sgt", "uge"][self.pick_idx(6)];
                format!("{r} = icmp {pred} {} {a}, {b}", src.ir())
            }
            Ty::I8 | Ty::I16 | Ty::I32 | Ty::I64 | Ty::I128 => {
                let bits = ty.int_bits().unwrap();
                match self.rng.range(0, 4) {
                    0 => {
                        // A conversion from another integer type.
                        let src = [Ty::I1, Ty::I8, Ty::I16, Ty::I32, Ty::I64, Ty::I128][self.pick_idx(6)];
                        let sb = src.int_bits().unwrap();
                        let a = self.operand(src);
                        let op = if sb > bits {
                            "trunc"
                        } else if sb < bits {
                            ["zext", "sext"][self.pick_idx(2)]
                        } else {
                            return self.compute();
                        };
                        format!("{r} = {op} {} {a} to {}", src.ir(), ty.ir())
                    }
                    1 => {
                        let a = self.operand(ty);
                        let s = self.rng.range(0, bits - 1);
                        let op = ["shl", "lshr", "ashr"][self.pick_idx(3)];
                        format!("{r} = {op} {} {a}, {s}", ty.ir())
                    }
                    2 => {
                        let c = self.operand(Ty::I1);
                        let (a, b) = (self.operand(ty), self.operand(ty));
                        format!("{r} = select i1 {c}, {} {a}, {} {b}", ty.ir(), ty.ir())
                    }
                    _ => {
                        let (a, b) = (self.operand(ty), self.operand(ty));
                        let op = ["add", "sub", "mul", "xor", "and", "or"][self.pick_idx(6)];
                        format!("{r} = {op} {} {a}, {b}", ty.ir())
                    }
                }
            }
            Ty::F32 | Ty::F64 => match self.rng.range(0, 2) {
                0 => {
                    let src = [Ty::I8, Ty::I32, Ty::I64][self.pick_idx(3)];
                    let a = self.operand(src);
                    format!("{r} = sitofp {} {a} to {}", src.ir(), ty.ir())
                }
                1 => {
                    let other = if ty == Ty::F32 { Ty::F64 } else { Ty::F32 };
                    let a = self.operand(other);
                    let op = if ty == Ty::F32 { "fptrunc" } else { "fpext" };
                    format!("{r} = {op} {} {a} to {}", other.ir(), ty.ir())
                }
                _ => {
                    let (a, b) = (self.operand(ty), self.operand(ty));
                    let op = ["fadd", "fsub", "fmul"][self.pick_idx(3)];
                    format!("{r} = {op} {} {a}, {b}", ty.ir())
                }
            },
            Ty::V4I32 => {
                if self.rng.chance(50) {
                    let v = self.operand(Ty::V4I32);
                    let e = self.operand(Ty::I32);
                    let lane = self.rng.range(0, 3);
                    format!("{r} = insertelement <4 x i32> {v}, i32 {e}, i32 {lane}")
                } else {
                    let (a, b) = (self.operand(ty), self.operand(ty));
                    let op = ["add", "sub", "mul", "xor"][self.pick_idx(4)];
                    format!("{r} = {op} <4 x i32> {a}, {b}")
                }
            }
            Ty::Ptr => {
                let k = self.pick_idx(self.slots.len());
                let word = self.rng.range(0, self.slots[k].words - 1);
                let base = self.slots[k].name.clone();
                format!("{r} = getelementptr inbounds i64, ptr {base}, i64 {word}")
            }
        };
        self.line(text);
        self.define(r, ty);
    }

    /// Prints `v` of type `ty` as one or more i64s.
    fn print(&mut self, v: &str, ty: Ty) {
        let w = self.fresh("w");
        match ty {
            Ty::I64 => {
                self.line(format!("call void @p(i64 {v})"));
                return;
            }
            Ty::I1 | Ty::I8 | Ty::I16 | Ty::I32 => self.line(format!("{w} = zext {} {v} to i64", ty.ir())),
            Ty::I128 => {
                let hi = self.fresh("w");
                self.line(format!("{w} = trunc i128 {v} to i64"));
                self.line(format!("{hi}.s = lshr i128 {v}, 64"));
                self.line(format!("{hi} = trunc i128 {hi}.s to i64"));
                self.line(format!("call void @p(i64 {hi})"));
            }
            Ty::F32 => {
                self.line(format!("{w}.b = bitcast float {v} to i32"));
                self.line(format!("{w} = zext i32 {w}.b to i64"));
            }
            Ty::F64 => self.line(format!("{w} = bitcast double {v} to i64")),
            Ty::V4I32 => {
                for lane in 0..4 {
                    self.line(format!("{w}.{lane} = extractelement <4 x i32> {v}, i32 {lane}"));
                    self.line(format!("{w}.{lane}.x = zext i32 {w}.{lane} to i64"));
                    self.line(format!("call void @p(i64 {w}.{lane}.x)"));
                }
                return;
            }
            Ty::Ptr => self.line(format!("{w} = load i64, ptr {v}, align 8")),
        }
        self.line(format!("call void @p(i64 {w})"));
    }

    fn print_some(&mut self) {
        for _ in 0..self.rng.range(1, 3) {
            if self.vals.is_empty() {
                return;
            }
            let k = self.pick_idx(self.vals.len());
            let (v, ty) = self.vals[k].clone();
            self.print(&v, ty);
        }
    }

    /// A store of an available i64 into an alloca word, or a call that writes through the address.
    fn store(&mut self) {
        let k = self.pick_idx(self.slots.len());
        let word = self.rng.range(0, self.slots[k].words - 1);
        let base = self.slots[k].name.clone();
        let v = self.operand(Ty::I64);
        let p = self.fresh("q");
        self.line(format!("{p} = getelementptr inbounds i64, ptr {base}, i64 {word}"));
        if self.rng.chance(30) {
            self.line(format!("call void @poke(ptr {p}, i64 {v})"));
        } else {
            self.line(format!("store i64 {v}, ptr {p}, align 8"));
        }
    }

    /// A suspend point; control continues in a fresh block. A yield-once coroutine has its one
    /// suspend placed by `program_with`, so elsewhere this computes instead.
    fn suspend(&mut self) {
        match self.abi {
            Abi::Switch => self.suspend_switch(),
            Abi::Retcon => self.suspend_retcon(),
            Abi::RetconOnce => self.compute(),
            Abi::Async => self.suspend_async(),
        }
    }

    /// An async suspend: the resume function goes into the context, and the coroutine tail-calls
    /// the scheduler's `@enqueue` with its context (which `@self` projects back).
    fn suspend_async(&mut self) {
        self.num_suspends += 1;
        let r = self.fresh("resume");
        self.line(format!("{r} = call ptr @llvm.coro.async.resume()"));
        let p = self.fresh("rslot");
        self.line(format!("{p} = getelementptr inbounds i8, ptr %ctx, i64 8"));
        self.line(format!("store ptr {r}, ptr {p}"));
        let rv = self.fresh("rv");
        self.line(format!(
            "{rv} = call {{ ptr }} (i32, ptr, ptr, ...) @llvm.coro.suspend.async.sl_p0s(i32 0, ptr {r}, ptr @self, ptr @enqueue, ptr %ctx)"
        ));
    }

    /// A returned-continuation suspend: yields an i64 and a double, receives an i64 (a new value)
    /// and the abnormal flag, which leads to the cleanup.
    fn suspend_retcon(&mut self) {
        self.num_suspends += 1;
        let n = self.num_suspends;
        let y1 = self.operand(Ty::I64);
        let y2 = self.operand(Ty::F64);
        let rv = self.fresh("rv");
        self.line(format!(
            "{rv} = call {{ i64, i1 }} (...) @llvm.coro.suspend.retcon.sl_i64i1s(i64 {y1}, double {y2})"
        ));
        let ab = self.fresh("ab");
        self.line(format!("{ab} = extractvalue {{ i64, i1 }} {rv}, 1"));
        let cont = format!("%s{n}.cont");
        self.line(format!("br i1 {ab}, label %cleanup, label {cont}"));
        self.label(&cont);
        let input = self.fresh("in");
        self.line(format!("{input} = extractvalue {{ i64, i1 }} {rv}, 0"));
        self.define(input, Ty::I64);
    }

    fn suspend_switch(&mut self) {
        self.num_suspends += 1;
        let n = self.num_suspends;
        let cont = format!("%s{n}.cont");
        // 0-2: a separate coro.save; 3: await.suspend.void; 4: await.suspend.bool (both after
        // their coro.save, as the intrinsics require); else the implicit save of `token none`.
        let style = self.rng.range(0, 9);
        let tok = if style <= 4 {
            let t = self.fresh("save");
            self.line(format!("{t} = call token @llvm.coro.save(ptr %hdl)"));
            self.print_some();
            t
        } else {
            "none".to_string()
        };
        if style == 3 {
            self.line("call void @llvm.coro.await.suspend.void(ptr @aw, ptr %hdl, ptr @aw.void)");
        }
        if style == 4 {
            // `await_suspend` returning false resumes at once without suspending.
            let b = self.fresh("aw");
            let c = self.rng.range(0, 1);
            self.line(format!("{b} = call i1 @llvm.coro.await.suspend.bool(ptr @aw, ptr %hdl, ptr @aw.bool{c})"));
            let susp = format!("%s{n}.go");
            self.line(format!("br i1 {b}, label {susp}, label {cont}"));
            self.label(&susp);
        }
        let s = self.fresh("s");
        self.line(format!("{s} = call i8 @llvm.coro.suspend(token {tok}, i1 false)"));
        self.line(format!("switch i8 {s}, label %suspend [i8 0, label {cont}\n      i8 1, label %cleanup]"));
        self.label(&cont);
    }

    fn segments(&mut self, budget: u32) {
        for _ in 0..budget {
            match self.rng.range(0, 11) {
                0..=3 => self.compute(),
                4 => self.store(),
                5 | 6 => self.print_some(),
                7 | 8 => self.suspend(),
                9 if self.depth < 2 => self.counted_loop(),
                10 if self.depth < 2 => self.if_else(),
                _ => self.compute(),
            }
        }
    }

    /// `for (i = 0; i < K; i++)` with a loop-carried i64 and a suspend in the body.
    fn counted_loop(&mut self) {
        let id = self.fresh("L");
        let (pre, head, exit) = (format!("{id}.pre"), format!("{id}.head"), format!("{id}.exit"));
        let init = self.operand(Ty::I64);
        let k = self.rng.range(1, 4);
        self.line(format!("br label {pre}"));
        self.label(&pre);
        self.line(format!("br label {head}"));
        self.label(&head);
        let (i, acc, latch) = (format!("{id}.i"), format!("{id}.acc"), format!("{id}.latch"));
        let (i1, acc1) = (format!("{id}.i1"), format!("{id}.acc1"));
        self.line(format!("{i} = phi i64 [ 0, {pre} ], [ {i1}, {latch} ]"));
        self.line(format!("{acc} = phi i64 [ {init}, {pre} ], [ {acc1}, {latch} ]"));
        let saved = self.vals.len();
        self.depth += 1;
        self.vals.push((i.clone(), Ty::I64));
        self.vals.push((acc.clone(), Ty::I64));
        let budget = self.rng.range(1, 4);
        self.segments(budget);
        self.suspend();
        let x = self.operand(Ty::I64);
        self.line(format!("{acc1} = add i64 {acc}, {x}"));
        self.line(format!("br label {latch}"));
        self.label(&latch);
        self.line(format!("{i1} = add i64 {i}, 1"));
        let more = self.fresh("more");
        self.line(format!("{more} = icmp ult i64 {i1}, {k}"));
        self.line(format!("br i1 {more}, label {head}, label {exit}"));
        self.label(&exit);
        self.depth -= 1;
        self.vals.truncate(saved);
        self.vals.push((acc1, Ty::I64));
    }

    /// if/else on an available value, a suspend in one arm, a phi at the join.
    fn if_else(&mut self) {
        let id = self.fresh("I");
        let c = self.operand(Ty::I1);
        let (then, els, join) = (format!("{id}.then"), format!("{id}.else"), format!("{id}.join"));
        self.line(format!("br i1 {c}, label {then}, label {els}"));
        let saved = self.vals.len();
        self.depth += 1;
        let mut ends = Vec::new();
        let suspend_in_then = self.rng.chance(50);
        for (arm, with_suspend) in [(then.clone(), suspend_in_then), (els.clone(), !suspend_in_then)] {
            self.label(&arm);
            let budget = self.rng.range(0, 2);
            self.segments(budget);
            if with_suspend {
                self.suspend();
            }
            let v = self.operand(Ty::I64);
            let end = self.fresh("end");
            self.line(format!("br label {end}"));
            self.label(&end);
            self.line(format!("br label {join}"));
            ends.push((v, end));
            self.vals.truncate(saved);
        }
        self.depth -= 1;
        self.label(&join);
        let r = self.fresh("m");
        self.line(format!("{r} = phi i64 [ {}, {} ], [ {}, {} ]", ends[0].0, ends[0].1, ends[1].0, ends[1].1));
        self.vals.push((r, Ty::I64));
    }
}

/// The printing and poking helpers every program defines.
const COMMON: &str = "define void @p(i64 %x) {
  %r = call i32 (ptr, ...) @printf(ptr @.fmt, i64 %x)
  ret void
}

define void @poke(ptr %p, i64 %x) {
  %y = xor i64 %x, 12345
  store i64 %y, ptr %p, align 8
  ret void
}
";

/// The switch-resume program of case `index` of run `seed`.
pub fn program(seed: u64, index: u64) -> String {
    program_with(seed, index, Abi::Switch)
}

/// The async program of case `index` of run `seed`.
pub fn async_program(seed: u64, index: u64) -> String {
    program_with(seed, index, Abi::Async)
}

/// The returned-continuation program (multi-shot or yield-once) of case `index` of run `seed`.
pub fn retcon_program(seed: u64, index: u64) -> String {
    let once = Rng::for_case(seed ^ 0x5e7c_0e11, index).chance(40);
    program_with(seed, index, if once { Abi::RetconOnce } else { Abi::Retcon })
}

fn program_with(seed: u64, index: u64, abi: Abi) -> String {
    let mut g = Gen {
        abi,
        rng: Rng::for_case(seed, index),
        out: String::new(),
        next: 0,
        vals: Vec::new(),
        slots: Vec::new(),
        slot_is_struct: Vec::new(),
        entry_vals: Vec::new(),
        num_suspends: 0,
        depth: 0,
    };
    let custom_alloc = g.rng.chance(30);
    let mut body = String::new();
    std::mem::swap(&mut body, &mut g.out);
    // Allocas first (as clang puts them), initialised after coro.begin.
    let mut allocas = String::new();
    for k in 0..g.rng.range(1, 4) {
        let words = g.rng.range(1, 6);
        let big = if abi == Abi::Async { 16 } else { 64 };
        let align = if g.rng.chance(20) { big } else { 8 };
        let name = format!("%a{k}");
        let ty = if g.rng.chance(30) { "{ i64, double, [2 x i64] }".to_string() } else { format!("[{words} x i64]") };
        g.slot_is_struct.push(ty.starts_with('{'));
        let words = if ty.starts_with('{') { 1 } else { words };
        let _ = writeln!(allocas, "  {name} = alloca {ty}, align {align}");
        g.slots.push(Slot { name, words });
    }
    let (buf_size, buf_align) = (8u32 << g.rng.range(0, 4), if g.rng.chance(50) { 8 } else { 16 });
    if abi == Abi::Async {
        g.line("%id = call token @llvm.coro.id.async(i32 16, i32 16, i32 0, ptr @co_fp)");
        g.line("%hdl = call ptr @llvm.coro.begin(token %id, ptr null)");
        g.line("%seed = load i64, ptr %ctx");
    } else if abi != Abi::Switch {
        let id = if abi == Abi::Retcon { "retcon" } else { "retcon.once" };
        g.line(format!(
            "%id = call token @llvm.coro.id.{id}(i32 {buf_size}, i32 {buf_align}, ptr %buffer, ptr @proto, ptr @allocate, ptr @deallocate)"
        ));
        g.line("%hdl = call ptr @llvm.coro.begin(token %id, ptr null)");
    } else {
        g.line("%id = call token @llvm.coro.id(i32 0, ptr null, ptr null, ptr null)");
    }
    if abi != Abi::Switch {
    } else if custom_alloc {
        g.line("%need = call i1 @llvm.coro.alloc(token %id)");
        g.line("br i1 %need, label %dyn, label %begin");
        g.label("%dyn");
        g.line("%size = call i64 @llvm.coro.size.i64()");
        g.line("%m = call ptr @malloc(i64 %size)");
        g.line("br label %begin");
        g.label("%begin");
        g.line("%mem = phi ptr [ null, %entry ], [ %m, %dyn ]");
    } else {
        g.line("%size = call i64 @llvm.coro.size.i64()");
        g.line("%mem = call ptr @malloc(i64 %size)");
    }
    if abi == Abi::Switch {
        g.line("%hdl = call ptr @llvm.coro.begin(token %id, ptr %mem)");
    }
    // Lifetime markers right after coro.begin, as clang writes them (they bound nothing here:
    // every marked alloca lives until the cleanup ends it).
    let mut marked = Vec::new();
    for k in 0..g.slots.len() {
        if g.rng.chance(40) {
            let name = g.slots[k].name.clone();
            let bytes = if g.slot_is_struct[k] { 32 } else { 8 * g.slots[k].words };
            g.line(format!("call void @llvm.lifetime.start.p0(i64 {bytes}, ptr {name})"));
            marked.push((name, bytes));
        }
    }
    for k in 0..g.slots.len() {
        let (name, words) = (g.slots[k].name.clone(), g.slots[k].words);
        for w in 0..words {
            let p = g.fresh("init");
            g.line(format!("{p} = getelementptr inbounds i64, ptr {name}, i64 {w}"));
            g.line(format!("store i64 {}, ptr {p}, align 8", k as u32 * 100 + w));
        }
    }
    g.vals.push(("%seed".to_string(), Ty::I64));
    g.entry_vals.push(("%seed".to_string(), Ty::I64));
    let tick = g.fresh("t");
    g.line(format!("{tick} = load i64, ptr @tick"));
    g.define(tick, Ty::I64);
    // One value of every type that depends on the inputs, so computations rarely fold.
    let base = g.fresh("x");
    g.line(format!("{base} = xor i64 %seed, {}", g.vals.last().unwrap().0));
    g.define(base.clone(), Ty::I64);
    for (ty, how) in [
        (Ty::I1, format!("icmp ugt i64 {base}, 500")),
        (Ty::I8, format!("trunc i64 {base} to i8")),
        (Ty::I16, format!("trunc i64 {base} to i16")),
        (Ty::I32, format!("trunc i64 {base} to i32")),
        (Ty::I128, format!("zext i64 {base} to i128")),
        (Ty::F32, format!("sitofp i64 {base} to float")),
        (Ty::F64, format!("uitofp i64 {base} to double")),
    ] {
        let r = g.fresh("x");
        g.line(format!("{r} = {how}"));
        g.define(r, ty);
    }
    let lane = g.vals.iter().find(|v| v.1 == Ty::I32).unwrap().0.clone();
    let r = g.fresh("x");
    g.line(format!("{r} = insertelement <4 x i32> <i32 1, i32 2, i32 3, i32 4>, i32 {lane}, i32 2"));
    g.define(r, Ty::V4I32);
    for k in 0..g.slots.len() {
        let name = g.slots[k].name.clone();
        g.vals.push((name, Ty::Ptr));
    }
    for _ in 0..g.rng.range(2, 6) {
        g.compute();
    }
    if abi == Abi::RetconOnce {
        let budget = g.rng.range(0, 6);
        g.segments(budget);
        g.suspend_retcon();
    } else if g.rng.chance(70) {
        g.suspend(); // the initial suspend, as C++ coroutines start
    }
    let budget = g.rng.range(4, 14);
    g.segments(budget);
    // Values used long after their definitions: a last round of prints.
    g.print_some();
    if abi == Abi::Async {
        return async_rest(g, seed, index, &allocas, &marked);
    }
    if abi != Abi::Switch {
        return retcon_rest(g, seed, index, &allocas, &marked, buf_size, buf_align);
    }
    g.line("%fin = call i8 @llvm.coro.suspend(token none, i1 true)");
    g.line("switch i8 %fin, label %suspend [i8 0, label %trap\n      i8 1, label %cleanup]");
    g.label("%trap");
    g.line("call void @llvm.trap()");
    g.line("unreachable");
    g.label("%cleanup");
    g.line("call void @p(i64 -1)");
    let entry_vals = g.entry_vals.clone();
    for (v, ty) in entry_vals.iter().take(4) {
        g.print(v, *ty);
    }
    for k in 0..g.slots.len() {
        let name = g.slots[k].name.clone();
        g.print(&name, Ty::Ptr);
    }
    for (name, bytes) in &marked {
        g.line(format!("call void @llvm.lifetime.end.p0(i64 {bytes}, ptr {name})"));
    }
    g.line("%free = call ptr @llvm.coro.free(token %id, ptr %hdl)");
    if custom_alloc {
        g.line("%isnull = icmp eq ptr %free, null");
        g.line("br i1 %isnull, label %suspend, label %dofree");
        g.label("%dofree");
    }
    g.line("call void @free(ptr %free)");
    g.line("br label %suspend");
    g.label("%suspend");
    g.line("%e = call i1 @llvm.coro.end(ptr %hdl, i1 false, token none)");
    g.line("ret ptr %hdl");
    let coro_body = std::mem::replace(&mut g.out, body);
    let resumes = g.rng.range(0, g.num_suspends + 3);
    let mut out = String::new();
    let _ = write!(
        out,
        "; coroutine case {index} of seed {seed:#x}
@tick = global i64 0
@aw = global i64 0
@.fmt = private constant [6 x i8] c\"%lld\\0A\\00\"
declare i32 @printf(ptr, ...)
declare ptr @malloc(i64)
declare void @free(ptr)
declare void @llvm.trap()

{COMMON}
define void @aw.void(ptr %aw, ptr %h) {{
  %n = load i64, ptr %aw
  %n1 = add i64 %n, 1
  store i64 %n1, ptr %aw
  call void @p(i64 %n1)
  ret void
}}

define i1 @aw.bool0(ptr %aw, ptr %h) {{
  call void @aw.void(ptr %aw, ptr %h)
  ret i1 false
}}

define i1 @aw.bool1(ptr %aw, ptr %h) {{
  call void @aw.void(ptr %aw, ptr %h)
  ret i1 true
}}

define ptr @co(i64 %seed) presplitcoroutine {{
entry:
{allocas}{coro_body}}}

define i32 @main() {{
entry:
  %h = call ptr @co(i64 {})
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %go ]
  %more = icmp ult i32 %i, {resumes}
  br i1 %more, label %check, label %out
check:
  %done = call i1 @llvm.coro.done(ptr %h)
  br i1 %done, label %out, label %go
go:
  %t = load i64, ptr @tick
  %t1 = add i64 %t, 7
  store i64 %t1, ptr @tick
  call void @llvm.coro.resume(ptr %h)
  %i1 = add i32 %i, 1
  br label %loop
out:
  call void @p(i64 -2)
  call void @llvm.coro.destroy(ptr %h)
  ret i32 0
}}
",
        seed.wrapping_add(index) % 1000
    );
    out
}

/// The cleanup of a returned-continuation coroutine, its end, and the program around it.
fn retcon_rest(
    mut g: Gen,
    seed: u64,
    index: u64,
    allocas: &str,
    marked: &[(String, u32)],
    buf_size: u32,
    buf_align: u32,
) -> String {
    let once = g.abi == Abi::RetconOnce;
    let result = once.then(|| {
        let v = g.operand(Ty::I64);
        let done = g.fresh("done");
        g.line(format!("br label {done}"));
        g.label(&done);
        g.line("br label %fin");
        (v, done)
    });
    if !once {
        g.line("br label %cleanup");
    }
    cleanup_prints(&mut g, marked);
    match result {
        Some((v, done)) => {
            // The normal path's result joins the cleanup's (the seed value) at one coro.end.
            g.line("br label %fin");
            g.label("%fin");
            g.line(format!("%res.a = phi i64 [ {v}, {done} ], [ -7, %cleanup ]"));
            g.line(format!("%res.b = phi i64 [ 1, {done} ], [ %seed, %cleanup ]"));
            g.line("%tok = call token (...) @llvm.coro.end.results(i64 %res.a, i64 %res.b)");
            g.line("%e = call i1 @llvm.coro.end(ptr %hdl, i1 false, token %tok)");
        }
        None => g.line("%e = call i1 @llvm.coro.end(ptr %hdl, i1 false, token none)"),
    }
    g.line("unreachable");
    let coro_body = std::mem::take(&mut g.out);
    let resumes = g.rng.range(0, g.num_suspends + 3);
    let abnormal = g.rng.chance(40);
    let arg = seed.wrapping_add(index) % 1000;
    let (yields, proto, main_body) = if once {
        let ab = abnormal;
        (
            "{ ptr, i64, double }",
            "declare { i64, i64 } @proto(ptr, i64, i1 zeroext)",
            format!(
                "  %r = call {{ ptr, i64, double }} @co(ptr %buf, i64 {arg})
  %c = extractvalue {{ ptr, i64, double }} %r, 0
  call void @yielded({{ ptr, i64, double }} %r)
  %t = load i64, ptr @tick
  %t1 = add i64 %t, 7
  store i64 %t1, ptr @tick
  %res = call {{ i64, i64 }} %c(ptr %buf, i64 55, i1 zeroext {ab})
  %a = extractvalue {{ i64, i64 }} %res, 0
  %b = extractvalue {{ i64, i64 }} %res, 1
  call void @p(i64 %a)
  call void @p(i64 %b)
  br label %out
"
            ),
        )
    } else {
        (
            "{ ptr, i64, double }",
            "declare { ptr, i64, double } @proto(ptr, i64, i1 zeroext)",
            format!(
                "  %r0 = call {{ ptr, i64, double }} @co(ptr %buf, i64 {arg})
  br label %loop
loop:
  %r = phi {{ ptr, i64, double }} [ %r0, %entry ], [ %rn, %go ]
  %i = phi i64 [ 0, %entry ], [ %i1, %go ]
  %c = extractvalue {{ ptr, i64, double }} %r, 0
  %ended = icmp eq ptr %c, null
  br i1 %ended, label %out, label %live.
live.:
  call void @yielded({{ ptr, i64, double }} %r)
  %more = icmp ult i64 %i, {resumes}
  br i1 %more, label %go, label %stop
go:
  %t = load i64, ptr @tick
  %t1 = add i64 %t, 7
  store i64 %t1, ptr @tick
  %in = mul i64 %i, 3
  %rn = call {{ ptr, i64, double }} %c(ptr %buf, i64 %in, i1 zeroext false)
  %i1 = add i64 %i, 1
  br label %loop
stop:
  br label %abort
abort:
  %ra = call {{ ptr, i64, double }} %c(ptr %buf, i64 0, i1 zeroext true)
  %ca = extractvalue {{ ptr, i64, double }} %ra, 0
  %null = icmp eq ptr %ca, null
  %z = zext i1 %null to i64
  call void @p(i64 %z)
  br label %out
"
            ),
        )
    };
    let mut out = String::new();
    let _ = write!(
        out,
        "; returned-continuation coroutine case {index} of seed {seed:#x}
@tick = global i64 0
@live = global i64 0
@.fmt = private constant [6 x i8] c\"%lld\\0A\\00\"
declare i32 @printf(ptr, ...)
declare ptr @malloc(i64)
declare void @free(ptr)
{proto}

{COMMON}
define ptr @allocate(i64 %n) {{
  %l = load i64, ptr @live
  %l1 = add i64 %l, 1
  store i64 %l1, ptr @live
  %m = call ptr @malloc(i64 %n)
  ret ptr %m
}}

define void @deallocate(ptr %m) {{
  %l = load i64, ptr @live
  %l1 = sub i64 %l, 1
  store i64 %l1, ptr @live
  call void @free(ptr %m)
  ret void
}}

define void @yielded({yields} %r) {{
  %a = extractvalue {yields} %r, 1
  %b = extractvalue {yields} %r, 2
  %bi = bitcast double %b to i64
  call void @p(i64 %a)
  call void @p(i64 %bi)
  ret void
}}

define {yields} @co(ptr %buffer, i64 %seed) presplitcoroutine {{
entry:
{allocas}{coro_body}}}

define i32 @main() {{
entry:
  %buf = alloca [{buf_size} x i8], align {buf_align}
{main_body}out:
  call void @p(i64 -2)
  %l = load i64, ptr @live
  call void @p(i64 %l)
  ret i32 0
}}
"
    );
    out
}

/// The end of an async coroutine (prints, then `coro.end.async` tail-calling `@finish`), and the
/// program around it: two tasks with their own contexts, run by a scheduler.
fn async_rest(mut g: Gen, seed: u64, index: u64, allocas: &str, marked: &[(String, u32)]) -> String {
    g.line("br label %cleanup");
    cleanup_prints(&mut g, marked);
    g.line("%e = call i1 (ptr, i1, ...) @llvm.coro.end.async(ptr %hdl, i1 false, ptr @finish, ptr %ctx)");
    g.line("unreachable");
    let coro_body = std::mem::take(&mut g.out);
    let (a, b) = (seed.wrapping_add(index) % 1000, seed.wrapping_mul(3).wrapping_add(index) % 1000);
    let mut out = String::new();
    let _ = write!(
        out,
        "; async coroutine case {index} of seed {seed:#x}
@tick = global i64 0
@co_fp = constant <{{ i32, i32 }}> <{{ i32 0, i32 16 }}>
@queue = global [4 x ptr] zeroinitializer
@head = global i64 0
@tail = global i64 0
@.fmt = private constant [6 x i8] c\"%lld\\0A\\00\"
declare i32 @printf(ptr, ...)
declare ptr @malloc(i64)
declare void @free(ptr)

{COMMON}
define ptr @self(ptr %c) {{
  ret ptr %c
}}

define void @enqueue(ptr %c) {{
  %t = load i64, ptr @tail
  %slot = and i64 %t, 3
  %q = getelementptr [4 x ptr], ptr @queue, i64 0, i64 %slot
  store ptr %c, ptr %q
  %t1 = add i64 %t, 1
  store i64 %t1, ptr @tail
  ret void
}}

define void @finish(ptr %c) {{
  %s = load i64, ptr %c
  call void @p(i64 %s)
  ret void
}}

define void @co(ptr %ctx) presplitcoroutine {{
entry:
{allocas}{coro_body}}}

define ptr @task(i64 %seed) {{
  %szp = getelementptr inbounds i8, ptr @co_fp, i64 4
  %sz = load i32, ptr %szp
  %sz64 = zext i32 %sz to i64
  %c = call ptr @malloc(i64 %sz64)
  store i64 %seed, ptr %c
  call void @co(ptr %c)
  ret ptr %c
}}

define i32 @main() {{
entry:
  %a = call ptr @task(i64 {a})
  %b = call ptr @task(i64 {b})
  br label %sched
sched:
  %h = load i64, ptr @head
  %t = load i64, ptr @tail
  %empty = icmp eq i64 %h, %t
  br i1 %empty, label %out, label %run
run:
  %slot = and i64 %h, 3
  %q = getelementptr [4 x ptr], ptr @queue, i64 0, i64 %slot
  %c = load ptr, ptr %q
  %h1 = add i64 %h, 1
  store i64 %h1, ptr @head
  %tk = load i64, ptr @tick
  %tk1 = add i64 %tk, 7
  store i64 %tk1, ptr @tick
  %fp = getelementptr inbounds i8, ptr %c, i64 8
  %fn = load ptr, ptr %fp
  call void %fn(ptr %c)
  br label %sched
out:
  call void @p(i64 -2)
  call void @free(ptr %a)
  call void @free(ptr %b)
  ret i32 0
}}
"
    );
    out
}

/// The `%cleanup` block's start in the returned-continuation and async programs: prints of the
/// values defined before the first suspend and of the allocas, and the ends of their lifetimes.
fn cleanup_prints(g: &mut Gen, marked: &[(String, u32)]) {
    g.label("%cleanup");
    g.line("call void @p(i64 -1)");
    let entry_vals = g.entry_vals.clone();
    for (v, ty) in entry_vals.iter().take(4) {
        g.print(v, *ty);
    }
    for k in 0..g.slots.len() {
        let name = g.slots[k].name.clone();
        g.print(&name, Ty::Ptr);
    }
    for (name, bytes) in marked {
        g.line(format!("call void @llvm.lifetime.end.p0(i64 {bytes}, ptr {name})"));
    }
}
