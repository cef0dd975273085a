//! Coroutine lowering: the passes `coro-early`, `coro-split` and `coro-cleanup` (LLVM's
//! CoroEarly, CoroSplit, CoroCleanup), and what they share: finding a coroutine's structure
//! (`Shape`) and which lowering it asks for (`Abi`), declaring the intrinsics the lowering emits,
//! and inserting instructions.
//!
//! **Switch-resume** (`coro.id`): the frame is an ABI (docs/ir.md, "Coroutines"): the resume
//! function pointer at offset 0 (null once the coroutine is suspended at its final suspend point),
//! the destroy function pointer at 8, the promise at `align_to(16, promise_align)`; resume and
//! destroy functions take the frame pointer and follow the target's C convention, so handles cross
//! module, language and compiler boundaries in both directions.
//!
//! **Returned continuation** (`coro.id.retcon`, `coro.id.retcon.once`): the frame has no header;
//! it lives in the caller's fixed-size buffer when it fits there, else in memory from the
//! coroutine's allocator whose address the buffer holds. Every suspend point returns its own
//! continuation function (with the prototype's type, convention and attributes) and the yielded
//! values; the continuation takes the buffer and the values passed back in.

mod async_abi;
pub mod cleanup;
pub mod early;
pub mod elide;
mod frame;
mod retcon;
pub mod split;

use crate::util::called_intrinsic;
use kiln_ir::{
    AttrKind, ConstData, Diagnostic, Func, Function, Inst, InstKind, Intrinsic, Module, Opcode, Type, Value,
};

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

/// A returned-continuation coroutine's `coro.id.retcon` / `coro.id.retcon.once` and what its
/// types say.
#[derive(Clone, Debug)]
pub(crate) struct Retcon {
    /// `coro.id.retcon.once`: one suspend; the continuation returns the normal result.
    pub once: bool,
    /// The buffer's size and alignment (the first two arguments).
    pub buf_size: u64,
    pub buf_align: u64,
    /// The buffer (the third argument).
    pub buffer: Value,
    /// The continuation prototype: every continuation's type, convention and attributes.
    pub prototype: Func,
    /// Allocator (`ptr (iN)`) and deallocator (`void (ptr)`) of frames that do not fit.
    pub alloc: Func,
    pub dealloc: Func,
    /// What a suspend yields: the coroutine's result types after the continuation pointer.
    pub yields: Vec<Type>,
    /// What a resumed suspend returns: the prototype's parameter types after the buffer.
    pub resume_tys: Vec<Type>,
}

/// One `coro.suspend.async(ctx_index, resume, projection, function, args...)`.
#[derive(Clone, Debug)]
pub(crate) struct AsyncSuspend {
    /// Which parameter of the resume function holds the context the projection function reads.
    pub ctx_index: usize,
    /// The `coro.async.resume` call whose result names this suspend's resume function.
    pub resume_call: Inst,
    /// The context projection function, `ptr (ptr)`.
    pub projection: Func,
    /// The function called (as a tail call) to suspend, and its arguments.
    pub func: Value,
    pub args: Vec<Value>,
}

/// An async coroutine's `coro.id.async` and suspends.
#[derive(Clone, Debug)]
pub(crate) struct Async {
    /// The context size and alignment the front end gives (the frame follows the context).
    pub ctx_size: u64,
    pub ctx_align: u64,
    /// The parameter that is the async context.
    pub storage_index: usize,
    /// The async function pointer struct, whose context size field the lowering updates.
    pub fp: kiln_ir::GlobalVar,
    /// Per suspend point, in `Shape::suspends` order.
    pub suspends: Vec<AsyncSuspend>,
    /// `coro.end.async` calls with the function they tail-call and its arguments.
    pub end_calls: Vec<(Inst, Value, Vec<Value>)>,
}

/// The lowering a coroutine asks for.
#[derive(Clone, Debug)]
pub(crate) enum Abi {
    Switch,
    Retcon(Box<Retcon>),
    Async(Box<Async>),
}

/// The structure of a coroutine, as its intrinsic calls describe it.
#[derive(Clone, Debug)]
pub(crate) struct Shape {
    pub abi: Abi,
    /// `coro.id` (or `coro.id.retcon[.once]`).
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
    /// `coro.size` calls.
    pub sizes: Vec<Inst>,
    /// `coro.align` calls.
    pub aligns: Vec<Inst>,
    /// `coro.await.suspend.void` / `.bool` calls.
    pub awaits: Vec<Inst>,
    /// The promise alloca (`coro.id`'s second argument).
    pub promise: Option<Value>,
    /// The alignment `coro.id` says the frame memory has (its first argument; 0 means 16). For
    /// returned continuations, what the allocator guarantees (16).
    pub mem_align: u64,
    /// `coro.end` calls with a `coro.end.results` token (retcon.once), and that call.
    pub end_results: Vec<(Inst, Inst)>,
}

impl Shape {
    /// The retcon facts, for a returned-continuation coroutine.
    pub(crate) fn retcon(&self) -> Option<&Retcon> {
        match &self.abi {
            Abi::Retcon(r) => Some(r),
            _ => None,
        }
    }
    /// The async facts, for an async coroutine.
    pub(crate) fn async_(&self) -> Option<&Async> {
        match &self.abi {
            Abi::Async(a) => Some(a),
            _ => None,
        }
    }
    /// Bytes at the start of the frame that belong to the ABI (the switch header).
    pub(crate) fn header_size(&self) -> u64 {
        match self.abi {
            Abi::Switch => HEADER_SIZE,
            Abi::Retcon(_) | Abi::Async(_) => 0,
        }
    }
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

/// Removes `presplitcoroutine` from `f`'s attributes: it is split.
pub(crate) fn drop_presplit(m: &mut Module, f: Func) {
    let keep: Vec<kiln_ir::Attr> = m
        .attr_sets
        .get(m.funcs[f].attrs.func)
        .iter()
        .filter(|a| a.kind() != Some(AttrKind::PresplitCoroutine))
        .cloned()
        .collect();
    m.funcs[f].attrs.func = m.attr_sets.intern(keep);
}

/// True when `f` is a coroutine that still has to be split.
pub fn is_presplit(m: &Module, f: &Function) -> bool {
    f.is_definition && m.attr_sets.has(f.attrs.func, AttrKind::PresplitCoroutine)
}

pub(crate) use kiln_ir::gc::const_int;

/// The arguments of call or invoke `i`.
pub(crate) fn call_args(f: &Function, i: Inst) -> &[Value] {
    match f.dfg.inst(i) {
        InstKind::Call(c) => &c.args,
        InstKind::Invoke(d) => &d.call.args,
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
        let mut retcon_suspends = Vec::new();
        let mut async_suspends = Vec::new();
        let mut end_asyncs = Vec::new();
        let mut ends = Vec::new();
        let mut unwind_ends = Vec::new();
        let mut end_results = Vec::new();
        let mut frees = Vec::new();
        let mut sizes = Vec::new();
        let mut aligns = Vec::new();
        let mut awaits = Vec::new();
        let mut handle_awaits: Vec<Inst> = Vec::new();
        // Intrinsics only the switch ABI has, for the error in a returned-continuation coroutine.
        let mut switch_only: Vec<(Inst, Intrinsic)> = Vec::new();
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
                    I::CoroId | I::CoroIdRetcon | I::CoroIdRetconOnce | I::CoroIdAsync => ids.push((i, intr)),
                    I::CoroBegin => begins.push(i),
                    I::CoroAlloc => {
                        allocs.push(i);
                        switch_only.push((i, intr));
                    }
                    I::CoroSuspend => {
                        let args = call_args(f, i);
                        let save = f.dfg.value_inst(args[0]);
                        let is_final = const_int(m, f, args[1]) == Some(1);
                        suspends.push(Suspend { inst: i, save, is_final, await_handle: pending_handle.take() });
                    }
                    I::CoroSuspendRetcon => retcon_suspends.push(i),
                    I::CoroSuspendAsync => async_suspends.push(i),
                    I::CoroEnd => {
                        let args = call_args(f, i);
                        let unwind = match const_int(m, f, args[1]) {
                            Some(0) => false,
                            Some(1) => {
                                unwind_ends.push(i);
                                true
                            }
                            _ => {
                                errs.at(Some(i), "coro.end's unwind flag must be a constant");
                                false
                            }
                        };
                        let none =
                            f.dfg.value_const(args[2]).is_some_and(|c| *m.consts.data(c) == ConstData::NoneToken);
                        if !none {
                            match f.dfg.value_inst(args[2]) {
                                Some(r) if called_intrinsic(m, f, r) == Some(I::CoroEndResults) && !unwind => {
                                    end_results.push((i, r))
                                }
                                _ if unwind => errs.at(Some(i), "a coro.end on the unwind path takes `token none`"),
                                _ => errs.at(Some(i), "coro.end's token must be none or a coro.end.results"),
                            }
                        }
                        ends.push(i);
                    }
                    I::CoroEndAsync => {
                        let args = call_args(f, i);
                        match const_int(m, f, args[1]) {
                            Some(0) => {}
                            Some(1) => unwind_ends.push(i),
                            _ => errs.at(Some(i), "coro.end.async's unwind flag must be a constant"),
                        }
                        end_asyncs.push(i);
                        ends.push(i);
                    }
                    I::CoroFree => {
                        frees.push(i);
                        switch_only.push((i, intr));
                    }
                    I::CoroSize | I::CoroAlign => {
                        if intr == I::CoroAlign {
                            aligns.push(i);
                        } else {
                            sizes.push(i);
                        }
                        switch_only.push((i, intr));
                    }
                    I::CoroSave => switch_only.push((i, intr)),
                    I::CoroAwaitSuspendVoid | I::CoroAwaitSuspendBool => {
                        awaits.push(i);
                        switch_only.push((i, intr));
                    }
                    I::CoroAwaitSuspendHandle => {
                        if pending_handle.is_some() {
                            errs.at(Some(i), "two coro.await.suspend.handle calls without a coro.suspend between them");
                        }
                        pending_handle = Some(i);
                        handle_awaits.push(i);
                        switch_only.push((i, intr));
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
            errs.at(ids.get(1).map(|x| x.0), format!("a coroutine needs exactly one coro.id (found {})", ids.len()));
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
        let (id, id_kind) = ids[0];
        let id_args = call_args(f, id);
        if id_kind != Intrinsic::CoroIdAsync {
            for &i in async_suspends.iter().chain(&end_asyncs) {
                errs.at(Some(i), "only async coroutines (llvm.coro.id.async) use this intrinsic");
            }
        }
        if id_kind == Intrinsic::CoroIdAsync {
            for &(i, intr) in &switch_only {
                errs.at(Some(i), format!("{} is not part of the async ABI", intr.name()));
            }
            for s in &suspends {
                errs.at(Some(s.inst), "llvm.coro.suspend in an async coroutine (use coro.suspend.async)");
            }
            for &i in &retcon_suspends {
                errs.at(Some(i), "llvm.coro.suspend.retcon in an async coroutine");
            }
            for &(e, _) in &end_results {
                errs.at(Some(e), "coro.end.results in an async coroutine");
            }
            let facts = async_facts(m, f, id, &async_suspends, &end_asyncs, &mut errs);
            if !errs.list.is_empty() {
                return Err(errs.list);
            }
            let facts = facts.expect("checked");
            let mem_align = facts.ctx_align;
            let parts = Parts { id, begin: begins[0], ends, unwind_ends, end_results };
            return Ok(parts.shape(Abi::Async(Box::new(facts)), &async_suspends, mem_align));
        }
        if id_kind != Intrinsic::CoroId {
            let once = id_kind == Intrinsic::CoroIdRetconOnce;
            for &(i, intr) in &switch_only {
                errs.at(Some(i), format!("{} is not part of the returned-continuation ABI", intr.name()));
            }
            for s in &suspends {
                errs.at(
                    Some(s.inst),
                    "llvm.coro.suspend in a returned-continuation coroutine (use coro.suspend.retcon)",
                );
            }
            if !once {
                for &(e, _) in &end_results {
                    errs.at(Some(e), "coro.end.results is only for llvm.coro.id.retcon.once coroutines");
                }
            }
            let retcon = retcon_facts(m, f, id, once, &mut errs);
            if let Some(r) = &retcon {
                check_retcon_calls(m, f, r, &retcon_suspends, &end_results, &mut errs);
            }
            if !errs.list.is_empty() {
                return Err(errs.list);
            }
            let parts = Parts { id, begin: begins[0], ends, unwind_ends, end_results };
            return Ok(parts.shape(
                Abi::Retcon(Box::new(retcon.expect("checked"))),
                &retcon_suspends,
                DEFAULT_FRAME_ALIGN,
            ));
        }
        for &i in &retcon_suspends {
            errs.at(Some(i), "llvm.coro.suspend.retcon in a switch-resume coroutine (its coro.id is llvm.coro.id)");
        }
        for &(e, _) in &end_results {
            errs.at(Some(e), "coro.end with a result token (coro.end.results) in a switch-resume coroutine");
        }
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
            abi: Abi::Switch,
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
            end_results,
        })
    }
}

fn tyname(m: &Module, t: Type) -> String {
    kiln_ir::text::printer::print_type(&m.types, t)
}

/// What the shape of a returned-continuation or async coroutine is made of (their coroutines
/// have none of the switch ABI's allocation, promise, size or await intrinsics).
struct Parts {
    id: Inst,
    begin: Inst,
    ends: Vec<Inst>,
    unwind_ends: Vec<Inst>,
    end_results: Vec<(Inst, Inst)>,
}

impl Parts {
    fn shape(self, abi: Abi, suspends: &[Inst], mem_align: u64) -> Shape {
        Shape {
            abi,
            id: self.id,
            begin: self.begin,
            alloc: None,
            suspends: suspends
                .iter()
                .map(|&inst| Suspend { inst, save: None, is_final: false, await_handle: None })
                .collect(),
            ends: self.ends,
            unwind_ends: self.unwind_ends,
            frees: Vec::new(),
            sizes: Vec::new(),
            aligns: Vec::new(),
            awaits: Vec::new(),
            promise: None,
            mem_align,
            end_results: self.end_results,
        }
    }
}

/// The element types of `ty` read as a result sequence: a struct's fields, else `ty` itself
/// (nothing for `void`).
pub(crate) fn result_sequence(m: &Module, ty: Type) -> Vec<Type> {
    if ty == Type::VOID {
        Vec::new()
    } else if let Some(fields) = m.types.struct_fields(ty) {
        fields.to_vec()
    } else {
        vec![ty]
    }
}

/// Reads `coro.id.retcon[.once]`'s arguments and checks the prototype, allocator and deallocator
/// against the coroutine's type (LLVM's `coro::Shape` checks for these ABIs).
fn retcon_facts(m: &Module, f: &Function, id: Inst, once: bool, errs: &mut Errors) -> Option<Retcon> {
    let name = if once { "llvm.coro.id.retcon.once" } else { "llvm.coro.id.retcon" };
    let args = call_args(f, id);
    let buf_size = const_int(m, f, args[0]).map(|v| v as u64);
    let buf_align = const_int(m, f, args[1]).map(|v| v as u64).filter(|a| a.is_power_of_two());
    if buf_size.is_none() || buf_align.is_none() {
        errs.at(
            Some(id),
            format!("{name}: the buffer size and alignment must be constants (the alignment a power of two)"),
        );
    }
    if buf_size.is_some_and(|s| s < 8) {
        errs.at(Some(id), format!("{name}: the buffer must hold at least a pointer (8 bytes)"));
    }
    let func_arg = |k: usize, what: &str, errs: &mut Errors| -> Option<Func> {
        let g = m.callee_func(f, args[k]);
        if g.is_none() {
            errs.at(Some(id), format!("{name}: the {what} must be a function"));
        }
        g
    };
    let prototype = func_arg(3, "continuation prototype", errs);
    let alloc = func_arg(4, "allocator", errs);
    let dealloc = func_arg(5, "deallocator", errs);
    let fn_sig = |g: Func| m.types.func_info(m.funcs[g].ty).map(|(r, ps, va)| (r, ps.to_vec(), va));
    let coro_ret = m.types.func_info(f.ty).map(|s| s.0).unwrap_or(Type::VOID);
    let results = result_sequence(m, coro_ret);
    if results.first() != Some(&Type::PTR) {
        errs.at(
            Some(id),
            format!(
                "{name}: the coroutine must return a continuation pointer, or a struct whose first field is one (it returns {})",
                tyname(m, coro_ret)
            ),
        );
    }
    let mut resume_tys = Vec::new();
    if let Some(p) = prototype {
        let (ret, params, va) = fn_sig(p).unwrap_or((Type::VOID, Vec::new(), false));
        if params.first() != Some(&Type::PTR) || va {
            errs.at(
                Some(id),
                format!(
                    "{name}: the prototype @{} must take the buffer pointer first and no varargs",
                    m.funcs[p].name()
                ),
            );
        }
        if !once && ret != coro_ret {
            errs.at(
                Some(id),
                format!(
                    "{name}: the prototype @{} must return what the coroutine returns ({}, not {})",
                    m.funcs[p].name(),
                    tyname(m, coro_ret),
                    tyname(m, ret)
                ),
            );
        }
        resume_tys = params.iter().skip(1).copied().collect();
    }
    if let Some(a) = alloc {
        let ok =
            fn_sig(a).is_some_and(|(r, ps, _)| r == Type::PTR && ps.len() == 1 && m.types.int_bits(ps[0]).is_some());
        if !ok {
            errs.at(
                Some(id),
                format!("{name}: the allocator @{} must take an integer and return a pointer", m.funcs[a].name()),
            );
        }
    }
    if let Some(d) = dealloc {
        let ok = fn_sig(d).is_some_and(|(_, ps, _)| ps.len() == 1 && ps[0] == Type::PTR);
        if !ok {
            errs.at(Some(id), format!("{name}: the deallocator @{} must take a pointer", m.funcs[d].name()));
        }
    }
    Some(Retcon {
        once,
        buf_size: buf_size?,
        buf_align: buf_align?,
        buffer: args[2],
        prototype: prototype?,
        alloc: alloc?,
        dealloc: dealloc?,
        yields: results.get(1..).unwrap_or(&[]).to_vec(),
        resume_tys,
    })
}

/// Reads `coro.id.async(size, align, storage index, fp)` and the suspends and checks them against
/// the coroutine (LLVM's checks for the async ABI).
fn async_facts(
    m: &Module,
    f: &Function,
    id: Inst,
    suspends: &[Inst],
    end_asyncs: &[Inst],
    errs: &mut Errors,
) -> Option<Async> {
    let args = call_args(f, id);
    let ctx_size = const_int(m, f, args[0]).map(|v| v as u64);
    let ctx_align = const_int(m, f, args[1]).map(|v| v as u64).filter(|a| a.is_power_of_two());
    let storage_index = const_int(m, f, args[2]).map(|v| v as usize).filter(|&k| k < f.params.len());
    if ctx_size.is_none() || ctx_align.is_none() {
        errs.at(Some(id), "llvm.coro.id.async: the context size and alignment must be constants (a power of two)");
    }
    match storage_index {
        Some(k) if f.dfg.value_type(f.params[k]) == Type::PTR => {}
        _ => errs.at(Some(id), "llvm.coro.id.async: the storage argument index must name a pointer parameter"),
    }
    let fp = f.dfg.value_const(args[3]).and_then(|c| match m.consts.data(c) {
        ConstData::GlobalAddr { global, .. } => Some(*global),
        _ => None,
    });
    let fp_ok = fp.is_some_and(|g| {
        let d = &m.globals[g];
        d.init.is_some_and(|c| matches!(m.consts.data(c), ConstData::Aggregate { elems, .. } if elems.len() == 2))
            && m.types.struct_fields(d.value_ty).is_some_and(|fs| fs == [Type::I32, Type::I32])
    });
    if !fp_ok {
        errs.at(
            Some(id),
            "llvm.coro.id.async: the async function pointer must be a global defined as <{ i32, i32 }> (relative function pointer, context size)",
        );
    }
    let coro_ret = m.types.func_info(f.ty).map(|s| s.0).unwrap_or(Type::VOID);
    if coro_ret != Type::VOID {
        errs.at(Some(id), "an async coroutine must return void");
    }
    let params: Vec<Type> = f.params.iter().map(|&p| f.dfg.value_type(p)).collect();
    let mut out = Vec::new();
    for &s in suspends {
        let a = call_args(f, s);
        if a.len() < 4 {
            errs.at(Some(s), "coro.suspend.async takes the context index, the resume function, the projection function and the function to call");
            continue;
        }
        let ctx_index = const_int(m, f, a[0]).map(|v| v as usize).filter(|&k| k < params.len());
        if ctx_index.is_none_or(|k| params[k] != Type::PTR) {
            errs.at(Some(s), "coro.suspend.async: the first argument must be a constant index of a pointer parameter");
        }
        let resume_call =
            f.dfg.value_inst(a[1]).filter(|&r| called_intrinsic(m, f, r) == Some(Intrinsic::CoroAsyncResume));
        if resume_call.is_none() {
            errs.at(Some(s), "coro.suspend.async: the second argument must be the result of llvm.coro.async.resume");
        }
        let want = m.types.struct_fields(f.dfg.inst_result(s).map_or(Type::VOID, |r| f.dfg.value_type(r)));
        if f.dfg.inst_result(s).is_some() && want.is_none_or(|fs| fs != params.as_slice()) {
            errs.at(Some(s), "coro.suspend.async must return a struct of the coroutine's parameter types (the resume function's arguments)");
        }
        let projection = m.callee_func(f, a[2]);
        if projection.is_none_or(|p| {
            m.types.func_info(m.funcs[p].ty).is_none_or(|(r, ps, va)| r != Type::PTR || ps != [Type::PTR] || va)
        }) {
            errs.at(Some(s), "coro.suspend.async: the context projection must be a function `ptr (ptr)`");
        }
        check_tail_callee(m, f, s, a[3], &a[4..], "coro.suspend.async", errs);
        if let (Some(ctx_index), Some(resume_call), Some(projection)) = (ctx_index, resume_call, projection) {
            out.push(AsyncSuspend { ctx_index, resume_call, projection, func: a[3], args: a[4..].to_vec() });
        }
    }
    let mut used = std::collections::HashSet::new();
    for s in &out {
        if !used.insert(s.resume_call) {
            errs.at(Some(s.resume_call), "one llvm.coro.async.resume serves two suspend points");
        }
    }
    let mut end_calls = Vec::new();
    for &e in end_asyncs {
        let a = call_args(f, e);
        if a.len() > 2 {
            if const_int(m, f, a[1]) == Some(1) {
                errs.at(Some(e), "coro.end.async on the unwind path with a function to call is not supported");
            }
            check_tail_callee(m, f, e, a[2], &a[3..], "coro.end.async", errs);
            end_calls.push((e, a[2], a[3..].to_vec()));
        }
    }
    Some(Async {
        ctx_size: ctx_size?,
        ctx_align: ctx_align?,
        storage_index: storage_index?,
        fp: fp.filter(|_| fp_ok)?,
        suspends: out,
        end_calls,
    })
}

/// Checks the function an async suspend or end tail-calls: one with the coroutine's own type and
/// convention is called directly; another (a dispatch function, as Swift writes them) must be a
/// definition, which is inlined at the tail call; a function pointer is called as one of the
/// coroutine's type.
fn check_tail_callee(m: &Module, f: &Function, at: Inst, callee: Value, args: &[Value], what: &str, errs: &mut Errors) {
    let tys: Vec<Type> = args.iter().map(|&a| f.dfg.value_type(a)).collect();
    let show = |t: &[Type]| t.iter().map(|&t| tyname(m, t)).collect::<Vec<_>>().join(", ");
    match m.callee_func(f, callee) {
        Some(g) => {
            let g = &m.funcs[g];
            let Some((ret, params, va)) = m.types.func_info(g.ty) else { return };
            if va || ret != Type::VOID || params != tys.as_slice() {
                errs.at(
                    Some(at),
                    format!(
                        "{what}: @{} takes ({}) and must return void; it is given ({})",
                        g.name(),
                        show(params),
                        show(&tys)
                    ),
                );
            } else if (g.ty != f.ty || g.cc != f.cc) && !g.is_definition {
                errs.at(
                    Some(at),
                    format!(
                        "{what}: @{} has another type or convention than the coroutine and no body to inline, so it cannot be a guaranteed tail call",
                        g.name()
                    ),
                );
            }
        }
        None => {
            let params: Vec<Type> = f.params.iter().map(|&p| f.dfg.value_type(p)).collect();
            if params != tys {
                errs.at(
                    Some(at),
                    format!("{what}: a function pointer is called with the coroutine's type, ({})", show(&params)),
                );
            }
        }
    }
}

/// Checks each `coro.suspend.retcon` (it yields the coroutine's yield types and returns what the
/// prototype's parameters after the buffer are) and each `coro.end.results` (it gives the
/// prototype's return values).
fn check_retcon_calls(
    m: &Module,
    f: &Function,
    r: &Retcon,
    suspends: &[Inst],
    results: &[(Inst, Inst)],
    errs: &mut Errors,
) {
    let show = |tys: &[Type]| tys.iter().map(|&t| tyname(m, t)).collect::<Vec<_>>().join(", ");
    for &s in suspends {
        let tys: Vec<Type> = call_args(f, s).iter().map(|&a| f.dfg.value_type(a)).collect();
        if tys != r.yields {
            errs.at(
                Some(s),
                format!(
                    "coro.suspend.retcon yields ({}) but the coroutine's yield types are ({})",
                    show(&tys),
                    show(&r.yields)
                ),
            );
        }
        let got = f.dfg.inst_result(s).map(|v| f.dfg.value_type(v));
        let ok = match (r.resume_tys.len(), got) {
            (0, None) => true,
            (1, Some(t)) => t == r.resume_tys[0],
            (2.., Some(t)) => m.types.struct_fields(t).is_some_and(|fs| fs == r.resume_tys.as_slice()),
            _ => false,
        };
        if !ok {
            errs.at(
                Some(s),
                format!(
                    "coro.suspend.retcon must return what the prototype takes after the buffer ({})",
                    if r.resume_tys.is_empty() { "void".to_string() } else { show(&r.resume_tys) }
                ),
            );
        }
    }
    let proto_ret = m.types.func_info(m.funcs[r.prototype].ty).map(|s| s.0).unwrap_or(Type::VOID);
    let want = result_sequence(m, proto_ret);
    for &(_, res) in results {
        let tys: Vec<Type> = call_args(f, res).iter().map(|&a| f.dfg.value_type(a)).collect();
        if tys != want {
            errs.at(
                Some(res),
                format!("coro.end.results gives ({}) but the prototype returns ({})", show(&tys), show(&want)),
            );
        }
    }
}

/// The calls in `f` of the intrinsics `which`, in layout order.
pub(crate) fn calls_of(m: &Module, f: &Function, which: &[Intrinsic]) -> Vec<(Inst, Intrinsic)> {
    f.layout.insts().filter_map(|i| called_intrinsic(m, f, i).filter(|x| which.contains(x)).map(|x| (i, x))).collect()
}
