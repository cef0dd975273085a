//! Coroutine lowering, switch-resume ABI: the passes `coro-early`, `coro-split` and
//! `coro-cleanup` (LLVM's CoroEarly, CoroSplit, CoroCleanup), and what they share: finding a
//! coroutine's structure (`Shape`), declaring the intrinsics the lowering emits, and inserting
//! instructions.
//!
//! The frame is an ABI (docs/ir.md, "Coroutines"): the resume function pointer at offset 0 (null
//! once the coroutine is suspended at its final suspend point), the destroy function pointer at
//! 8, the promise at `align_to(16, promise_align)`; resume and destroy functions take the frame
//! pointer and follow the target's C convention, so handles cross module, language and compiler
//! boundaries in both directions.

pub mod cleanup;
pub mod early;
pub mod elide;
mod frame;
pub mod split;

use crate::util::called_intrinsic;
use kiln_ir::{AttrKind, ConstData, Diagnostic, Function, Inst, InstKind, Intrinsic, Module, Opcode, Value};

pub(crate) use crate::insert::{make_call, replace_inst, At, Ins};
pub use cleanup::CoroCleanup;
pub use early::CoroEarly;
pub use elide::CoroElide;
pub use split::CoroSplit;

/// Offset of the resume function pointer in every frame.
pub const RESUME_OFFSET: u64 = 0;
/// Offset of the destroy function pointer in every frame.
pub const DESTROY_OFFSET: u64 = 8;
/// Size of the frame header (the two function pointers).
pub const HEADER_SIZE: u64 = 16;
/// The alignment a frame's memory has when `coro.id` says nothing (its `align` argument is 0):
/// twice the pointer size, as LLVM assumes.
pub const DEFAULT_FRAME_ALIGN: u64 = 16;

/// The offset of a promise aligned to `align` (the `coro.promise` arithmetic).
pub fn promise_offset(align: u64) -> u64 {
    HEADER_SIZE.next_multiple_of(align.max(1))
}

/// One suspend point.
#[derive(Clone, Debug)]
pub(crate) struct Suspend {
    /// The `coro.suspend` call.
    pub inst: Inst,
    /// Its `coro.save`, when it names one.
    pub save: Option<Inst>,
    /// `coro.suspend(..., i1 true)`.
    pub is_final: bool,
    /// A `coro.await.suspend.handle` call that this suspend completes (symmetric transfer).
    pub await_handle: Option<Inst>,
}

/// The structure of a switch-resume coroutine, as its intrinsic calls describe it.
#[derive(Clone, Debug)]
pub(crate) struct Shape {
    /// `coro.id`.
    pub id: Inst,
    /// `coro.begin`.
    pub begin: Inst,
    /// `coro.alloc`, if the coroutine asks whether to allocate.
    pub alloc: Option<Inst>,
    /// Suspend points in layout order.
    pub suspends: Vec<Suspend>,
    /// `coro.end` calls.
    pub ends: Vec<Inst>,
    /// The `coro.end` calls among `ends` on an unwind path (`unwind = true`, in a cleanup landing
    /// pad): in the resume and destroy functions they mark the coroutine done and return true, so
    /// unwinding goes on (`resume`); in the ramp they are false like the others.
    pub unwind_ends: Vec<Inst>,
    /// `coro.free` calls.
    pub frees: Vec<Inst>,
    /// `coro.size` and `coro.align` calls.
    pub sizes: Vec<Inst>,
    /// `coro.align` calls.
    pub aligns: Vec<Inst>,
    /// `coro.await.suspend.void` / `.bool` calls.
    pub awaits: Vec<Inst>,
    /// The promise alloca (`coro.id`'s second argument).
    pub promise: Option<Value>,
    /// The alignment `coro.id` says the frame memory has (its first argument; 0 means 16).
    pub mem_align: u64,
}

/// Errors of one function, located at the offending instruction or the function.
pub(crate) struct Errors<'f> {
    pub func: &'f Function,
    pub list: Vec<Diagnostic>,
}

impl<'f> Errors<'f> {
    pub fn new(func: &'f Function) -> Self {
        Errors { func, list: Vec::new() }
    }
    /// An error at instruction `i` (at the function when `i` has no location).
    pub fn at(&mut self, i: Option<Inst>, msg: impl AsRef<str>) {
        let message = format!("in coroutine @{}: {}", self.func.name(), msg.as_ref());
        self.list.push(crate::util::located(self.func, i, message));
    }
}

/// A located error at instruction `i` of `f` (or at `f`).
pub(crate) fn error_at(f: &Function, i: Option<Inst>, msg: impl AsRef<str>) -> Diagnostic {
    let mut e = Errors::new(f);
    e.at(i, msg);
    e.list.pop().expect("one error")
}

/// True when `f` is a coroutine that still has to be split.
pub fn is_presplit(m: &Module, f: &Function) -> bool {
    f.is_definition && m.attr_sets.has(f.attrs.func, AttrKind::PresplitCoroutine)
}

pub(crate) use kiln_ir::gc::const_int;

/// The arguments of call `i`.
pub(crate) fn call_args(f: &Function, i: Inst) -> &[Value] {
    match f.dfg.inst(i) {
        InstKind::Call(c) => &c.args,
        _ => &[],
    }
}

impl Shape {
    /// Reads the structure of coroutine `f`, or explains what is wrong with it.
    pub(crate) fn find(m: &Module, f: &Function) -> Result<Shape, Vec<Diagnostic>> {
        let mut errs = Errors::new(f);
        let mut ids = Vec::new();
        let mut begins = Vec::new();
        let mut allocs = Vec::new();
        let mut suspends = Vec::new();
        let mut ends = Vec::new();
        let mut unwind_ends = Vec::new();
        let mut frees = Vec::new();
        let mut sizes = Vec::new();
        let mut aligns = Vec::new();
        let mut awaits = Vec::new();
        let mut handle_awaits: Vec<Inst> = Vec::new();
        for b in f.layout.blocks() {
            // A `coro.await.suspend.handle` waits in its block for the suspend that completes it.
            let mut pending_handle: Option<Inst> = None;
            for &i in f.layout.block_insts(*b) {
                if matches!(f.dfg.inst(i), InstKind::Invoke(_)) {
                    // An invoke of a function is any call that may unwind; the coroutine intrinsics
                    // are lowered as calls, so an invoke of one is refused.
                    if let Some(intr) = called_intrinsic(m, f, i).filter(|x| x.name().starts_with("llvm.coro.")) {
                        errs.at(Some(i), format!("invoke of {} is not supported yet", intr.name()));
                    }
                    continue;
                }
                let Some(intr) = called_intrinsic(m, f, i) else { continue };
                use Intrinsic as I;
                match intr {
                    I::CoroId => ids.push(i),
                    I::CoroIdRetcon | I::CoroIdRetconOnce | I::CoroIdAsync => errs.at(
                        Some(i),
                        format!("{} (returned-continuation and async coroutines) is not supported yet", intr.name()),
                    ),
                    I::CoroBegin => begins.push(i),
                    I::CoroAlloc => allocs.push(i),
                    I::CoroSuspend => {
                        let args = call_args(f, i);
                        let save = f.dfg.value_inst(args[0]);
                        let is_final = const_int(m, f, args[1]) == Some(1);
                        suspends.push(Suspend { inst: i, save, is_final, await_handle: pending_handle.take() });
                    }
                    I::CoroSuspendRetcon | I::CoroSuspendAsync => {
                        errs.at(Some(i), format!("{} is not supported yet", intr.name()))
                    }
                    I::CoroEnd => {
                        let args = call_args(f, i);
                        match const_int(m, f, args[1]) {
                            Some(0) => {}
                            Some(1) => unwind_ends.push(i),
                            _ => errs.at(Some(i), "coro.end's unwind flag must be a constant"),
                        }
                        if f.dfg.value_const(args[2]).is_none_or(|c| *m.consts.data(c) != ConstData::NoneToken) {
                            errs.at(Some(i), "coro.end with a result token (coro.end.results) is not supported");
                        }
                        ends.push(i);
                    }
                    I::CoroEndAsync | I::CoroEndResults => {
                        errs.at(Some(i), format!("{} is not supported in switch-resume coroutines", intr.name()))
                    }
                    I::CoroFree => frees.push(i),
                    I::CoroSize => sizes.push(i),
                    I::CoroAlign => aligns.push(i),
                    I::CoroAwaitSuspendVoid | I::CoroAwaitSuspendBool => awaits.push(i),
                    I::CoroAwaitSuspendHandle => {
                        if pending_handle.is_some() {
                            errs.at(Some(i), "two coro.await.suspend.handle calls without a coro.suspend between them");
                        }
                        pending_handle = Some(i);
                        handle_awaits.push(i);
                    }
                    I::CoroFrame | I::CoroDone | I::CoroPromise | I::CoroResume | I::CoroDestroy => errs
                        .at(Some(i), format!("{} must be lowered by coro-early before coro-split runs", intr.name())),
                    _ => {}
                }
            }
            if let Some(h) = pending_handle {
                errs.at(Some(h), "coro.await.suspend.handle must be followed by its coro.suspend in the same block");
            }
        }
        if ids.len() != 1 {
            errs.at(ids.get(1).copied(), format!("a coroutine needs exactly one coro.id (found {})", ids.len()));
        }
        if begins.len() != 1 {
            errs.at(
                begins.get(1).copied(),
                format!("a coroutine needs exactly one coro.begin (found {})", begins.len()),
            );
        }
        if allocs.len() > 1 {
            errs.at(Some(allocs[1]), "a coroutine may have at most one coro.alloc");
        }
        if !errs.list.is_empty() {
            return Err(errs.list);
        }
        let id = ids[0];
        let id_args = call_args(f, id);
        let mem_align = match const_int(m, f, id_args[0]) {
            Some(0) => DEFAULT_FRAME_ALIGN,
            Some(a) if (a as u64).is_power_of_two() => a as u64,
            _ => {
                errs.at(Some(id), "coro.id's alignment must be 0 or a constant power of two");
                0
            }
        };
        let promise = match f.dfg.value_const(id_args[1]) {
            Some(c) if matches!(m.consts.data(c), ConstData::Null(_)) => None,
            _ => {
                // Through no-op casts (clang-19 still writes `bitcast ptr %p to ptr`).
                let mut p = id_args[1];
                while let Some(InstKind::Cast { op: Opcode::BitCast | Opcode::AddrSpaceCast, arg, .. }) =
                    f.dfg.value_inst(p).map(|i| f.dfg.inst(i))
                {
                    p = *arg;
                }
                let is_alloca = f.dfg.value_inst(p).is_some_and(|i| matches!(f.dfg.inst(i), InstKind::Alloca { .. }));
                if !is_alloca {
                    errs.at(Some(id), "coro.id's promise must be null or an alloca");
                }
                Some(p)
            }
        };
        let nonnull = |v: Value| f.dfg.value_const(v).is_none_or(|c| !matches!(m.consts.data(c), ConstData::Null(_)));
        if nonnull(id_args[2]) || nonnull(id_args[3]) {
            errs.at(Some(id), "coro.id's third and fourth arguments must be null before coro-split");
        }
        for s in &suspends {
            if f.dfg.inst_result(s.inst).is_none() {
                errs.at(Some(s.inst), "coro.suspend must return i8");
            }
        }
        if !errs.list.is_empty() {
            return Err(errs.list);
        }
        Ok(Shape {
            id,
            begin: begins[0],
            alloc: allocs.first().copied(),
            suspends,
            ends,
            unwind_ends,
            frees,
            sizes,
            aligns,
            awaits,
            promise,
            mem_align,
        })
    }
}

/// The calls in `f` of the intrinsics `which`, in layout order.
pub(crate) fn calls_of(m: &Module, f: &Function, which: &[Intrinsic]) -> Vec<(Inst, Intrinsic)> {
    f.layout.insts().filter_map(|i| called_intrinsic(m, f, i).filter(|x| which.contains(x)).map(|x| (i, x))).collect()
}
