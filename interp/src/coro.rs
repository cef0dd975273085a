//! Switch-resume coroutines run before they are split: each instance keeps its interpreter frame
//! (program counter, registers, allocas) across a suspend, behind a frame in memory with LLVM's
//! ABI, so that a pre-split run is an oracle for the split and the native ones.
//!
//! The frame in memory (the block given to `coro.begin`; its address is the handle) is the
//! contract with every other party: offset 0 the resume function (null once the coroutine is
//! suspended at its final suspend point), offset 8 the destroy function, the promise at
//! `align_to(16, promise align)`. The interpreter keeps nothing else there, so `coro.size` is the
//! header plus the promise. The two pointers it writes are built-in entry points
//! (`AllocKind::Builtin`, created on first use): whoever calls one with the handle (IR through
//! the pointer, `coro.resume`/`coro.destroy`, a symmetric transfer) pushes the instance's saved
//! frame with the suspend's result 0 (resume) or 1 (destroy). Handles of split or LLVM-compiled
//! coroutines are plain memory with ordinary function pointers; the generic intrinsics only load
//! and call them.
//!
//! An instance is `Running` from `coro.begin`; `Saved` from a `coro.save` (a resume arriving
//! before the frame reaches the matching `coro.suspend` continues after that suspend with the
//! registers of that moment, and the original frame later just takes the suspend path);
//! `Suspended` at a `coro.suspend`, which stores a snapshot (program counter past the suspend,
//! registers, the allocas the frame owns) and lets the live frame go on with -1 to `coro.end` and,
//! in the ramp, `ret`; `Done` when an invocation reaches `coro.end` without suspending again (its
//! allocas are freed with its frame). Freeing the frame memory drops the instance and frees the
//! allocas of its snapshot. A frame whose instance went on without it (it suspended, or a resume
//! took over its pending save) is *detached*: it only runs the rest of its suspend path.
//!
//! Outside `presplitcoroutine` functions `coro.id`, `coro.alloc`, `coro.begin` and `coro.free`
//! mean what coro-cleanup lowers them to (none, true, the memory, the frame), which is how a
//! split ramp that still carries them runs; the other structural intrinsics trap there.

use crate::exec::Next;
use crate::machine::{Frame, Machine, MAX_CALL_DEPTH, R};
use crate::memory::AllocKind;
use crate::trap::Trap;
use crate::value::{int_width, Val};
use kiln_ir::constant::ConstData;
use kiln_ir::fasthash::FastMap;
use kiln_ir::fold::mask;
use kiln_ir::instructions::CallData;
use kiln_ir::{AttrKind, Block, EntityRef, Func, Inst, InstKind, Intrinsic, Opcode, Type, Value};

/// Bytes of the frame header: the resume and the destroy function pointers.
const HEADER: u64 = 16;
/// The `i8` result of `coro.suspend` on the suspend path (-1).
const SUSPEND_PATH: u128 = 0xff;

/// True for the `llvm.coro.*` intrinsics (numbers 500-599), which this module executes.
pub fn is_coro(intr: Intrinsic) -> bool {
    (500..600).contains(&(intr.id() as u32))
}

/// `ret` in a resumed or destroyed invocation has no caller expecting the ramp's result: the
/// path after a suspend must leave through `coro.end` (LLVM's `ret void` in the clones).
pub fn check_ret(fr: &Frame) -> Result<(), Trap> {
    match &fr.coro {
        Some(c) if !c.is_ramp => {
            Err(Trap::ub("a resumed coroutine reached `ret`; its resume and destroy paths must end at llvm.coro.end"))
        }
        _ => Ok(()),
    }
}

/// `x` rounded up to a multiple of `a` (0 counts as 1).
fn align_to(x: u64, a: u64) -> u64 {
    let a = a.max(1);
    x.div_ceil(a).saturating_mul(a)
}

fn ptr_of(v: Option<&Val>, what: &str) -> Result<u64, Trap> {
    match v {
        Some(Val::Bits(b)) => Ok(*b as u64),
        _ => Err(Trap::ub(format!("{what} is poison"))),
    }
}

fn flag_of(v: Option<&Val>, what: &str) -> Result<bool, Trap> {
    ptr_of(v, what).map(|b| b & 1 == 1)
}

/// Where the promise sits in a frame and how big the frame is, from `coro.id`.
#[derive(Copy, Clone, Debug)]
struct FrameLayout {
    /// Offset of the promise: `align_to(16, promise align)`.
    promise_off: u64,
    /// Bytes of the promise (0: none).
    promise_size: u64,
    /// Frame alignment: max(16, promise align).
    align: u64,
    /// Frame size: header and promise, rounded up to `align`.
    size: u64,
}

/// One interpreter frame's part in a coroutine.
#[derive(Debug)]
pub struct FrameCoro {
    /// The instance's handle (its frame memory); 0 in a ramp before `coro.begin`.
    handle: u64,
    layout: FrameLayout,
    /// In a ramp before `coro.begin`: the promise alloca named by `coro.id`.
    promise: Option<Value>,
    /// The original invocation, where `coro.end` is a no-op and `ret` returns the handle.
    is_ramp: bool,
    /// The instance went on without this frame (it suspended, or a resume took over its
    /// pending save): the frame only runs the rest of its suspend path.
    detached: bool,
    /// A `coro.await.suspend.handle` wrapper ran: its result is in the transfer register (the
    /// register file's extra slot at index `num_values`) and the next `coro.suspend` transfers
    /// to that handle.
    awaiting_handle: bool,
    /// A returned-continuation coroutine's facts (from `coro.id.retcon[.once]`).
    retcon: Option<RetconCoro>,
    /// An async coroutine's context (`coro.id.async`'s storage argument): its handle.
    async_ctx: Option<u64>,
}

impl FrameCoro {
    /// The part of a coroutine's original invocation, before `coro.begin`.
    fn ramp(
        layout: FrameLayout,
        promise: Option<Value>,
        retcon: Option<RetconCoro>,
        async_ctx: Option<u64>,
    ) -> FrameCoro {
        FrameCoro {
            handle: 0,
            layout,
            promise,
            is_ramp: true,
            detached: false,
            awaiting_handle: false,
            retcon,
            async_ctx,
        }
    }
    /// The part of a resumed invocation of the instance at `handle`.
    fn resumed(handle: u64, layout: FrameLayout, retcon: Option<RetconCoro>, async_ctx: Option<u64>) -> FrameCoro {
        FrameCoro {
            handle,
            layout,
            promise: None,
            is_ramp: false,
            detached: false,
            awaiting_handle: false,
            retcon,
            async_ctx,
        }
    }
}

/// What the interpreter keeps of a returned-continuation coroutine's `coro.id.retcon[.once]`.
#[derive(Copy, Clone, Debug)]
struct RetconCoro {
    once: bool,
    /// The caller's buffer: the instance's handle.
    buffer: u64,
}

/// Where an instance is in its life.
enum State<'m> {
    /// The invocation at index `depth` of the call stack runs it.
    Running { depth: usize },
    /// As `Running`, after that invocation executed `coro.save` `save`: it counts as suspended
    /// at the `coro.suspend` that uses the save.
    Saved { depth: usize, save: Inst },
    /// Suspended: the frame a resume pushes, and the suspend whose result the resume sets.
    Suspended { frame: Box<Frame<'m>>, result: Option<Value>, is_final: bool },
    /// Ran to completion or was destroyed.
    Done,
}

struct Instance<'m> {
    layout: FrameLayout,
    state: State<'m>,
    retcon: Option<RetconCoro>,
}

/// Addresses of the built-in entry points and of `coro.noop`'s static frame.
#[derive(Copy, Clone, Debug)]
struct Entries {
    resume: u64,
    destroy: u64,
    noop: u64,
    noop_frame: u64,
    /// The continuation every suspend of a returned-continuation coroutine returns; called with
    /// the buffer (which names the instance) and the values passed back in.
    retcon: u64,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Entry {
    Resume,
    Destroy,
    Noop,
    Retcon,
}

/// The `coro.suspend` that uses a `coro.save`'s token: its block, index and instruction.
#[derive(Copy, Clone, Debug)]
struct SuspendSite {
    block: Block,
    index: usize,
    inst: Inst,
    is_final: bool,
}

/// What calling a resume or destroy function pointer did.
enum Entered {
    /// A frame was pushed; its return continues the caller.
    Pushed,
    /// Nothing to run (`coro.noop`'s entry).
    Nothing,
    /// The pointer names an external function (for the built-in C library).
    External(Func),
}

/// The coroutine state of a run.
///
/// Invariant: an instance in `Running`/`Saved` state names the depth of a frame whose
/// `FrameCoro` has its handle and is not detached; a `Suspended` snapshot owns its allocas.
#[derive(Default)]
pub struct Coroutines<'m> {
    /// Instances by handle. Addresses are never reused, so a handle names one frame memory.
    instances: FastMap<u64, Instance<'m>>,
    /// Created on the first `coro.begin` or `coro.noop`, so other modules keep their addresses.
    entries: Option<Entries>,
    /// `(function, coro.save)` to the suspend that uses its token.
    sites: FastMap<(Func, Inst), Option<SuspendSite>>,
    /// The resume function of each async suspend point, `(function, coro.suspend.async)`, and back.
    async_entries: FastMap<(Func, Inst), u64>,
    async_sites: FastMap<u64, (Func, Inst)>,
}

impl<'m> Machine<'m> {
    fn coro_entries(&mut self) -> Result<Entries, Trap> {
        if let Some(e) = self.coro.entries {
            return Ok(e);
        }
        let resume = self.mem.allocate_static(0, 1, AllocKind::Builtin("coroutine resume"), true)?;
        let destroy = self.mem.allocate_static(0, 1, AllocKind::Builtin("coroutine destroy"), true)?;
        let noop = self.mem.allocate_static(0, 1, AllocKind::Builtin("llvm.coro.noop resume"), true)?;
        let retcon = self.mem.allocate_static(0, 1, AllocKind::Builtin("coroutine continuation"), true)?;
        let noop_frame =
            self.mem.allocate_static(HEADER, HEADER, AllocKind::Global("llvm.coro.noop frame".into()), false)?;
        self.mem.write(noop_frame, &noop.to_le_bytes())?;
        self.mem.write(noop_frame + 8, &noop.to_le_bytes())?;
        self.mem.set_readonly(noop_frame);
        let e = Entries { resume, destroy, noop, noop_frame, retcon };
        self.coro.entries = Some(e);
        Ok(e)
    }

    fn entry_at(&self, addr: u64) -> Option<Entry> {
        let e = self.coro.entries?;
        match addr {
            a if a == e.resume => Some(Entry::Resume),
            a if a == e.destroy => Some(Entry::Destroy),
            a if a == e.noop => Some(Entry::Noop),
            a if a == e.retcon => Some(Entry::Retcon),
            _ => None,
        }
    }

    /// Called after the allocation at `addr` was freed: if it was a coroutine's frame memory,
    /// the instance ends and the allocas of its snapshot are freed (and so on, for frames that
    /// lived in those allocas).
    pub fn coro_memory_freed(&mut self, addr: u64) {
        if self.coro.instances.is_empty() {
            return;
        }
        let mut work = vec![addr];
        while let Some(a) = work.pop() {
            let Some(instance) = self.coro.instances.remove(&a) else { continue };
            if let State::Suspended { frame, .. } = instance.state {
                let frame = *frame;
                for x in frame.allocas.into_iter().rev() {
                    if self.mem.free(x, false, "coroutine frame").is_ok() {
                        work.push(x);
                    }
                }
                if self.reg_pool.len() < 64 {
                    self.reg_pool.push(frame.regs);
                }
            }
        }
    }

    fn load_ptr(&self, addr: u64, what: &str) -> Result<u64, Trap> {
        let v =
            self.mem.load(&self.m.types, Type::PTR, addr).map_err(|t| Trap::ub(format!("{what}: {}", t.message)))?;
        match v {
            Val::Bits(b) => Ok(b as u64),
            _ => Err(Trap::ub(format!("{what}: the pointer at {addr:#x} is poison"))),
        }
    }

    /// The handle of the innermost frame's instance; unless `detached_ok`, the frame must still
    /// be the one running it.
    fn own_handle(&self, what: &str, detached_ok: bool) -> Result<u64, Trap> {
        match self.top().coro.as_deref() {
            Some(c) if c.handle != 0 && (detached_ok || !c.detached) => Ok(c.handle),
            Some(c) if c.handle != 0 => Err(Trap::ub(format!(
                "{what} in an invocation whose coroutine already suspended or was resumed elsewhere"
            ))),
            _ => Err(Trap::ub(format!("{what} before llvm.coro.begin in this invocation"))),
        }
    }

    /// Executes a `llvm.coro.*` call.
    pub fn coro_intrinsic(&mut self, inst: Inst, intr: Intrinsic, cd: &CallData, args: &[Val]) -> R<Next> {
        use Intrinsic as I;
        let m = self.m;
        let name = intr.name();
        let f = &m.funcs[self.top().func];
        let presplit = m.attr_sets.has(f.attrs.func, AttrKind::PresplitCoroutine);
        let v = match intr {
            I::CoroResume | I::CoroDestroy => {
                let h = ptr_of(args.first(), &format!("{name} handle"))?;
                let destroy = intr == I::CoroDestroy;
                let fnptr = self.load_ptr(h.wrapping_add(8 * destroy as u64), &format!("{name} of handle {h:#x}"))?;
                if fnptr == 0 {
                    return Err(Trap::ub(if destroy {
                        format!("llvm.coro.destroy of handle {h:#x}, whose destroy pointer is null")
                    } else {
                        format!(
                            "llvm.coro.resume of handle {h:#x}, which is suspended at its final suspend point \
                             (its resume pointer is null)"
                        )
                    })
                    .into());
                }
                return match self.enter(fnptr, h, None, name)? {
                    Entered::Pushed => Ok(Next::Called),
                    Entered::Nothing => {
                        self.set_result(inst, Val::Poison)?;
                        Ok(Next::Continue)
                    }
                    Entered::External(callee) => {
                        self.libc(m.funcs[callee].name(), &cd.args, &[Val::Bits(h as u128)], Type::VOID)?;
                        self.set_result(inst, Val::Poison)?;
                        Ok(Next::Continue)
                    }
                };
            }
            I::CoroDone => {
                let h = ptr_of(args.first(), "llvm.coro.done handle")?;
                Val::Bits((self.load_ptr(h, &format!("llvm.coro.done of handle {h:#x}"))? == 0) as u128)
            }
            I::CoroSubfnAddr => {
                let h = ptr_of(args.first(), "llvm.coro.subfn.addr handle")?;
                let k = ptr_of(args.get(1), "llvm.coro.subfn.addr index")?;
                if k > 1 {
                    return Err(Trap::ub(format!("llvm.coro.subfn.addr index {k} (0 is resume, 1 destroy)")).into());
                }
                Val::Bits(
                    self.load_ptr(h.wrapping_add(8 * k), &format!("llvm.coro.subfn.addr of handle {h:#x}"))? as u128
                )
            }
            I::CoroPromise => {
                let align = ptr_of(args.get(1), "llvm.coro.promise alignment")? as u32 as u64;
                let from = flag_of(args.get(2), "llvm.coro.promise direction")?;
                let off = align_to(HEADER, align);
                match args.first() {
                    Some(Val::Bits(p)) => {
                        let p = *p as u64;
                        Val::Bits(if from { p.wrapping_sub(off) } else { p.wrapping_add(off) } as u128)
                    }
                    _ => Val::Poison,
                }
            }
            I::CoroNoop => Val::Bits(self.coro_entries()?.noop_frame as u128),
            I::CoroAwaitSuspendVoid | I::CoroAwaitSuspendBool | I::CoroAwaitSuspendHandle => {
                return self.await_suspend(inst, intr, args)
            }
            I::CoroAlloc => Val::Bits(1),
            I::CoroFree => args.get(1).cloned().unwrap_or(Val::Poison),
            I::CoroId if !presplit => Val::Bits(0),
            I::CoroBegin if !presplit => args.get(1).cloned().unwrap_or(Val::Poison),
            I::CoroSize | I::CoroAlign | I::CoroFrame | I::CoroSave | I::CoroSuspend | I::CoroEnd if !presplit => {
                return Err(Trap::unsupported(format!(
                    "{name} outside a presplitcoroutine function (coroutine splitting removes it)"
                ))
                .into())
            }
            I::CoroId => self.coro_id(cd)?,
            I::CoroIdRetcon | I::CoroIdRetconOnce if presplit => {
                self.coro_id_retcon(args, intr == I::CoroIdRetconOnce)?
            }
            I::CoroSuspendRetcon if presplit => return self.coro_suspend_retcon(inst, args),
            I::CoroEndResults if presplit => Val::Bits(0),
            I::CoroPrepareRetcon | I::CoroPrepareAsync => args.first().cloned().unwrap_or(Val::Poison),
            I::CoroIdAsync if presplit => self.coro_id_async(cd)?,
            I::CoroAsyncResume if presplit => self.async_resume_entry(inst)?,
            I::CoroSuspendAsync if presplit => return self.coro_suspend_async(inst, cd, args),
            I::CoroEndAsync if presplit => return self.coro_end_async(inst, cd, args),
            I::CoroAsyncSizeReplace => Val::Poison,
            I::CoroAsyncContextAlloc => {
                let fp = ptr_of(args.get(1), "llvm.coro.async.context.alloc async function pointer")?;
                let size = self.mem.read(fp.wrapping_add(4), 4)?;
                let size = u32::from_le_bytes([size[0], size[1], size[2], size[3]]) as u64;
                Val::Bits(self.heap_alloc(size)? as u128)
            }
            I::CoroAsyncContextDealloc => {
                let p = ptr_of(args.first(), "llvm.coro.async.context.dealloc context")?;
                if p != 0 {
                    self.mem.free(p, true, "llvm.coro.async.context.dealloc")?;
                    self.coro_memory_freed(p);
                }
                Val::Poison
            }
            I::CoroBegin => self.coro_begin(args)?,
            I::CoroSize | I::CoroAlign => {
                let Some(c) = self.top().coro.as_deref() else {
                    return Err(Trap::ub(format!("{name} before llvm.coro.id in this invocation")).into());
                };
                let v = if intr == I::CoroSize { c.layout.size } else { c.layout.align };
                let rty = f.dfg.inst_result(inst).map_or(Type::I64, |r| f.dfg.value_type(r));
                Val::Bits(v as u128 & mask(int_width(&m.types, rty)))
            }
            I::CoroFrame => Val::Bits(self.own_handle(name, true)? as u128),
            I::CoroSave => self.coro_save(inst)?,
            I::CoroSuspend => return self.coro_suspend(inst, args),
            I::CoroEnd => return self.coro_end(inst, cd, args),
            _ => {
                return Err(Trap::unsupported(format!(
                "{name}: only the switch-resume and returned-continuation coroutine ABIs are supported (not async), \
                     in presplitcoroutine functions"
            ))
                .into())
            }
        };
        self.set_result(inst, v)?;
        Ok(Next::Continue)
    }

    /// An indirect call whose callee is not an IR function: a coroutine entry point called
    /// with the handle, or undefined behaviour.
    pub fn call_coro_entry(&mut self, inst: Inst, cd: &CallData, addr: u64) -> R<Next> {
        if let Some(&site) = self.coro.async_sites.get(&addr) {
            return self.enter_async(inst, cd, site);
        }
        let Some(entry) = self.entry_at(addr) else {
            return Err(Trap::ub(format!("call through {addr:#x}, which is not the address of a function")).into());
        };
        if entry == Entry::Retcon {
            return self.enter_continuation(inst, cd);
        }
        if cd.args.len() != 1 {
            return Err(Trap::ub(format!(
                "call of a coroutine entry point with {} arguments; it takes the handle only",
                cd.args.len()
            ))
            .into());
        }
        if entry == Entry::Noop {
            self.set_result(inst, Val::Poison)?;
            return Ok(Next::Continue);
        }
        let h = self.addr(cd.args[0], "coroutine handle")?;
        let result = self.m.funcs[self.top().func].dfg.inst_result(inst);
        self.enter_instance(h, entry == Entry::Destroy, result)?;
        Ok(Next::Called)
    }

    /// Calls the resume or destroy function `fnptr` with handle `h`.
    fn enter(&mut self, fnptr: u64, h: u64, ret_to: Option<Value>, what: &str) -> Result<Entered, Trap> {
        match self.entry_at(fnptr) {
            Some(Entry::Noop) => return Ok(Entered::Nothing),
            Some(Entry::Retcon) => {
                return Err(Trap::ub(format!(
                    "{what} through a returned-continuation coroutine's continuation, which takes the buffer and the \
                     values passed back in"
                )))
            }
            Some(e) => {
                self.enter_instance(h, e == Entry::Destroy, ret_to)?;
                return Ok(Entered::Pushed);
            }
            None => {}
        }
        let Some(f) = self.func_at(fnptr) else {
            return Err(Trap::ub(format!("{what} through {fnptr:#x}, which is not the address of a function")));
        };
        if self.m.funcs[f].is_declaration() {
            return Ok(Entered::External(f));
        }
        self.push_frame(f, vec![Val::Bits(h as u128)], vec![Type::PTR], None, ret_to)?;
        Ok(Entered::Pushed)
    }

    /// Pushes the frame of the instance at `h` with its suspend's result 0 (resume) or 1
    /// (destroy); `ret_to` receives nothing (the entry points return void).
    fn enter_instance(&mut self, h: u64, destroy: bool, ret_to: Option<Value>) -> Result<(), Trap> {
        let what = if destroy { "destroy" } else { "resume" };
        if self.frames.len() >= MAX_CALL_DEPTH {
            return Err(Trap::limit(format!("call stack deeper than {MAX_CALL_DEPTH} frames (stack overflow)")));
        }
        let depth_now = self.frames.len();
        let Some(instance) = self.coro.instances.get_mut(&h) else {
            return Err(Trap::ub(format!(
                "{what} of {h:#x}, which is not the frame of a live coroutine (never begun, or its memory was freed)"
            )));
        };
        let layout = instance.layout;
        let state = std::mem::replace(&mut instance.state, State::Running { depth: depth_now });
        let taken = match state {
            State::Suspended { frame, result, is_final } if destroy || !is_final => Ok((*frame, result)),
            State::Saved { depth, save } => {
                self.take_over_save(h, depth, save, destroy).map_err(|t| (t, state_saved(depth, save)))
            }
            other => {
                let msg = match &other {
                    State::Running { .. } | State::Saved { .. } => {
                        format!("{what} of the coroutine at {h:#x} while it is running (it is not suspended)")
                    }
                    State::Suspended { .. } => {
                        format!("resume of the coroutine at {h:#x}, which is suspended at its final suspend point")
                    }
                    State::Done => format!(
                        "{what} of the coroutine at {h:#x}, which has already run to completion or been destroyed"
                    ),
                };
                Err((Trap::ub(msg), other))
            }
        };
        let (frame, result) = match taken {
            Ok(x) => x,
            Err((t, old)) => {
                if let Some(i) = self.coro.instances.get_mut(&h) {
                    i.state = old;
                }
                return Err(t);
            }
        };
        let coro = FrameCoro::resumed(h, layout, None, None);
        self.push_resumed(frame, result, Val::Bits(destroy as u128), ret_to, coro);
        Ok(())
    }

    /// Pushes `frame`, a suspended instance's, as resumed: its suspend's `result` becomes `value`,
    /// it returns to `ret_to`, and `coro` says whose it is.
    fn push_resumed(
        &mut self,
        mut frame: Frame<'m>,
        result: Option<Value>,
        value: Val,
        ret_to: Option<Value>,
        coro: FrameCoro,
    ) {
        if let Some(slot) = result.and_then(|r| frame.regs.get_mut(r.index())) {
            *slot = value;
        }
        frame.ret_to = ret_to;
        frame.coro = Some(Box::new(coro));
        self.frames.push(frame);
    }

    /// A call of a returned-continuation coroutine's continuation with the buffer and the values
    /// passed back in: the instance suspended there goes on, the suspend returning those values.
    fn enter_continuation(&mut self, inst: Inst, cd: &CallData) -> R<Next> {
        if self.frames.len() >= MAX_CALL_DEPTH {
            return Err(Trap::limit(format!("call stack deeper than {MAX_CALL_DEPTH} frames (stack overflow)")).into());
        }
        let Some(&buf) = cd.args.first() else {
            return Err(Trap::ub("call of a coroutine continuation without the buffer argument").into());
        };
        let h = self.addr(buf, "coroutine continuation buffer")?;
        let passed: Vec<Val> = cd.args[1..].iter().map(|&a| self.get(a)).collect();
        let ret_to = self.m.funcs[self.top().func].dfg.inst_result(inst);
        let depth = self.frames.len();
        let Some(instance) = self.coro.instances.get_mut(&h).filter(|i| i.retcon.is_some()) else {
            return Err(Trap::ub(format!(
                "call of a coroutine continuation with buffer {h:#x}, which holds no suspended returned-continuation \
                 coroutine"
            ))
            .into());
        };
        let (layout, retcon) = (instance.layout, instance.retcon);
        let (frame, result) = match std::mem::replace(&mut instance.state, State::Running { depth }) {
            State::Suspended { frame, result, .. } => (*frame, result),
            other => {
                let running = matches!(other, State::Running { .. } | State::Saved { .. });
                instance.state = other;
                return Err(Trap::ub(if running {
                    format!("call of the continuation of the coroutine in buffer {h:#x} while it is running")
                } else {
                    format!("call of the continuation of the coroutine in buffer {h:#x}, which has already ended")
                })
                .into());
            }
        };
        let value = match passed.len() {
            1 => passed.into_iter().next().expect("one value"),
            _ => Val::Agg(passed.into_boxed_slice()),
        };
        self.push_resumed(frame, result, value, ret_to, FrameCoro::resumed(h, layout, retcon, None));
        Ok(Next::Called)
    }

    /// A resume of an instance between its `coro.save` and `coro.suspend`: a new frame that
    /// continues after the suspend from the saving frame's registers and allocas (which it takes
    /// over), and the saving frame becomes detached.
    fn take_over_save(
        &mut self,
        h: u64,
        depth: usize,
        save: Inst,
        destroy: bool,
    ) -> Result<(Frame<'m>, Option<Value>), Trap> {
        let m = self.m;
        let live = self.frames.get(depth).filter(|fr| fr.coro.as_deref().is_some_and(|c| c.handle == h && !c.detached));
        let Some(func) = live.map(|fr| fr.func) else {
            return Err(Trap::ub(format!("internal: the invocation that saved the coroutine at {h:#x} is gone")));
        };
        let Some(site) = self.suspend_site(func, save) else {
            return Err(Trap::unsupported(
                "resume of a coroutine after a llvm.coro.save that no llvm.coro.suspend uses",
            ));
        };
        if site.is_final && !destroy {
            return Err(Trap::ub(format!(
                "resume of the coroutine at {h:#x}, which is saved for its final suspend point"
            )));
        }
        let f = &m.funcs[func];
        let live = &mut self.frames[depth];
        let mut regs = live.regs.clone();
        regs.truncate(live.info.num_values);
        let frame = detach(live, f.layout.block_insts(site.block), site.block, site.index + 1, regs);
        Ok((frame, f.dfg.inst_result(site.inst)))
    }

    /// The `coro.suspend` of `func` that uses the token of `coro.save` `save` (cached).
    fn suspend_site(&mut self, func: Func, save: Inst) -> Option<SuspendSite> {
        if let Some(s) = self.coro.sites.get(&(func, save)) {
            return *s;
        }
        let m = self.m;
        let f = &m.funcs[func];
        let tok = f.dfg.inst_result(save);
        let mut found = None;
        'blocks: for &b in f.layout.blocks() {
            for (index, &i) in f.layout.block_insts(b).iter().enumerate() {
                let InstKind::Call(cd) = f.dfg.inst(i) else { continue };
                let callee = f.dfg.value_const(cd.callee).and_then(|c| match m.consts.data(c) {
                    ConstData::FuncAddr { func, .. } => m.funcs[*func].intrinsic,
                    _ => None,
                });
                if callee == Some(Intrinsic::CoroSuspend) && tok.is_some() && cd.args.first().copied() == tok {
                    let is_final =
                        cd.args.get(1).and_then(|&v| f.dfg.value_const(v)).is_some_and(
                            |c| matches!(m.consts.data(c), ConstData::Int { value, .. } if *value & 1 == 1),
                        );
                    found = Some(SuspendSite { block: b, index, inst: i, is_final });
                    break 'blocks;
                }
            }
        }
        self.coro.sites.insert((func, save), found);
        found
    }

    fn coro_id(&mut self, cd: &CallData) -> Result<Val, Trap> {
        let m = self.m;
        let types = &m.types;
        let fr = self.top();
        let dfg = &m.funcs[fr.func].dfg;
        if fr.coro.as_deref().is_some_and(|c| c.handle != 0) {
            return Err(Trap::ub("llvm.coro.id after llvm.coro.begin in the same invocation"));
        }
        let mut layout = FrameLayout { promise_off: HEADER, promise_size: 0, align: HEADER, size: HEADER };
        let mut promise = None;
        if let Some(&pv) = cd.args.get(1) {
            let is_null = dfg.value_const(pv).is_some_and(|c| matches!(m.consts.data(c), ConstData::Null(_)));
            if !is_null {
                // Through no-op casts (clang-19 still writes `bitcast ptr %p to ptr`).
                let mut pv = pv;
                while let Some(&InstKind::Cast { op: Opcode::BitCast | Opcode::AddrSpaceCast, arg, .. }) =
                    dfg.value_inst(pv).map(|i| dfg.inst(i))
                {
                    pv = arg;
                }
                let Some(&InstKind::Alloca { ty, count, align, .. }) = dfg.value_inst(pv).map(|i| dfg.inst(i)) else {
                    return Err(Trap::unsupported("llvm.coro.id whose promise operand is not an alloca"));
                };
                let n = match count {
                    Some(c) => self.get_bits(c, "promise alloca element count")? as u64,
                    None => 1,
                };
                let palign = if align != 0 { align as u64 } else { types.abi_align(ty) };
                layout.align = palign.max(HEADER);
                layout.promise_off = align_to(HEADER, palign);
                layout.promise_size = types.alloc_size(ty).saturating_mul(n);
                promise = Some(pv);
            }
        }
        layout.size = align_to(layout.promise_off.saturating_add(layout.promise_size), layout.align);
        self.frames.last_mut().expect("frame").coro = Some(Box::new(FrameCoro::ramp(layout, promise, None, None)));
        Ok(Val::Bits(0))
    }

    /// `coro.id.retcon[.once](size, align, buffer, prototype, alloc, dealloc)`: the buffer will
    /// be the instance's handle. The interpreter keeps the frame itself, so it never allocates.
    fn coro_id_retcon(&mut self, args: &[Val], once: bool) -> Result<Val, Trap> {
        let name = if once { "llvm.coro.id.retcon.once" } else { "llvm.coro.id.retcon" };
        if self.top().coro.as_deref().is_some_and(|c| c.handle != 0) {
            return Err(Trap::ub(format!("{name} after llvm.coro.begin in the same invocation")));
        }
        let align = ptr_of(args.get(1), &format!("{name} buffer alignment"))?;
        let buffer = ptr_of(args.get(2), &format!("{name} buffer"))?;
        if buffer == 0 {
            return Err(Trap::ub(format!("{name} with a null buffer")));
        }
        if align.is_power_of_two() && buffer % align != 0 {
            return Err(Trap::ub(format!("{name}: the buffer {buffer:#x} is not aligned to {align} bytes")));
        }
        let layout = FrameLayout { promise_off: 0, promise_size: 0, align: 1, size: 0 };
        self.frames.last_mut().expect("frame").coro =
            Some(Box::new(FrameCoro::ramp(layout, None, Some(RetconCoro { once, buffer }), None)));
        Ok(Val::Bits(0))
    }

    /// `coro.suspend.retcon(yields...)`: the instance suspends here (its frame kept), and the
    /// invocation returns the continuation with the yielded values.
    fn coro_suspend_retcon(&mut self, inst: Inst, args: &[Val]) -> R<Next> {
        let m = self.m;
        let fr = self.frames.last_mut().expect("frame");
        let Some(c) = fr.coro.as_deref().filter(|c| c.handle != 0 && c.retcon.is_some()) else {
            return Err(Trap::ub(
                "llvm.coro.suspend.retcon before llvm.coro.begin of a returned-continuation coroutine",
            )
            .into());
        };
        let (h, is_ramp, once) = (c.handle, c.is_ramp, c.retcon.is_some_and(|r| r.once));
        if once && !is_ramp {
            return Err(Trap::ub("a retcon.once coroutine suspended again after it was resumed").into());
        }
        let f = &m.funcs[fr.func];
        let result = f.dfg.inst_result(inst);
        let ret_ty = m.types.func_info(f.ty).map_or(Type::VOID, |s| s.0);
        let regs = fr.regs.clone();
        let (insts, block, pc) = (fr.insts, fr.block, fr.pc + 1);
        let snapshot = detach(fr, insts, block, pc, regs);
        match self.coro.instances.get_mut(&h) {
            Some(i) => i.state = State::Suspended { frame: Box::new(snapshot), result, is_final: false },
            None => {
                return Err(Trap::ub(format!(
                    "llvm.coro.suspend.retcon: the buffer {h:#x} of the coroutine is no longer live"
                ))
                .into())
            }
        }
        let cont = Val::Bits(self.coro_entries()?.retcon as u128);
        Ok(Next::Return(Some(if ret_ty == Type::PTR {
            cont
        } else {
            Val::Agg(std::iter::once(cont).chain(args.iter().cloned()).collect())
        })))
    }

    /// `coro.begin(id, mem)`: writes the header, moves the promise into the frame, and starts
    /// the instance.
    fn coro_begin(&mut self, args: &[Val]) -> Result<Val, Trap> {
        let depth = self.frames.len() - 1;
        let (layout, promise) = match self.top().coro.as_deref() {
            Some(c) if c.handle == 0 => (c.layout, c.promise),
            Some(_) => return Err(Trap::ub("a second llvm.coro.begin in one invocation of the coroutine")),
            None => return Err(Trap::ub("llvm.coro.begin without a preceding llvm.coro.id in this invocation")),
        };
        let retcon = self.top().coro.as_deref().and_then(|c| c.retcon);
        let async_ctx = self.top().coro.as_deref().and_then(|c| c.async_ctx);
        let mem = match (retcon, async_ctx) {
            (Some(r), _) => r.buffer,
            (_, Some(ctx)) => ctx,
            _ => ptr_of(args.get(1), "llvm.coro.begin frame memory")?,
        };
        if mem == 0 {
            return Err(Trap::ub(
                "llvm.coro.begin with null frame memory (llvm.coro.alloc is always true in the interpreter)",
            ));
        }
        if mem % layout.align != 0 {
            return Err(Trap::ub(format!(
                "llvm.coro.begin: frame memory {mem:#x} is not aligned to the frame alignment of {} bytes",
                layout.align
            )));
        }
        match self.coro.instances.get(&mem).map(|i| &i.state) {
            Some(State::Running { .. } | State::Saved { .. }) => {
                return Err(Trap::ub(format!(
                    "llvm.coro.begin at {mem:#x}, the frame of a coroutine that is still running"
                )))
            }
            Some(_) => self.coro_memory_freed(mem),
            None => {}
        }
        if retcon.is_none() && async_ctx.is_none() {
            let e = self.coro_entries()?;
            self.mem.write(mem, &e.resume.to_le_bytes())?;
            self.mem.write(mem + 8, &e.destroy.to_le_bytes())?;
        }
        if let Some(pv) = promise {
            let old = self.get_bits(pv, "promise alloca")? as u64;
            let new = mem + layout.promise_off;
            self.mem.copy(new, old, layout.promise_size)?;
            let fr = self.frames.last_mut().expect("frame");
            fr.regs[pv.index()] = Val::Bits(new as u128);
            if let Some(i) = fr.allocas.iter().position(|&a| a == old) {
                fr.allocas.remove(i);
                self.mem.free(old, false, "llvm.coro.begin")?;
            }
        }
        if let Some(c) = self.frames.last_mut().expect("frame").coro.as_deref_mut() {
            c.handle = mem;
            c.promise = None;
        }
        self.coro.instances.insert(mem, Instance { layout, state: State::Running { depth }, retcon });
        Ok(Val::Bits(mem as u128))
    }

    fn coro_save(&mut self, inst: Inst) -> Result<Val, Trap> {
        let h = self.own_handle("llvm.coro.save", false)?;
        let func = self.top().func;
        let site = self.suspend_site(func, inst);
        let depth = self.frames.len() - 1;
        let Some(instance) = self.coro.instances.get_mut(&h) else {
            return Err(Trap::ub(format!("llvm.coro.save: the frame memory of the coroutine at {h:#x} was freed")));
        };
        instance.state = State::Saved { depth, save: inst };
        // As in LLVM's split code, a save for the final suspend marks the coroutine done.
        if site.is_some_and(|s| s.is_final) {
            self.mem.write(h, &[0; 8])?;
        }
        Ok(Val::Bits(0))
    }

    /// `coro.suspend`: snapshots the frame as the instance's suspended state, then either goes
    /// on along the suspend path (-1) or transfers to the handle an `await.suspend.handle`
    /// wrapper returned.
    fn coro_suspend(&mut self, inst: Inst, args: &[Val]) -> R<Next> {
        let m = self.m;
        let is_final = flag_of(args.get(1), "llvm.coro.suspend final flag")?;
        let depth = self.frames.len() - 1;
        let fr = self.frames.last_mut().expect("frame");
        let result = m.funcs[fr.func].dfg.inst_result(inst);
        let num_values = fr.info.num_values;
        let Some(c) = fr.coro.as_deref_mut().filter(|c| c.handle != 0) else {
            return Err(Trap::ub("llvm.coro.suspend before llvm.coro.begin in this invocation").into());
        };
        let (h, is_ramp, detached) = (c.handle, c.is_ramp, c.detached);
        let transfer = if std::mem::take(&mut c.awaiting_handle) {
            match fr.regs.get_mut(num_values).map(|s| std::mem::replace(s, Val::Poison)) {
                Some(Val::Bits(n)) => Some(n as u64),
                _ => return Err(Trap::ub("the llvm.coro.await.suspend.handle wrapper returned poison").into()),
            }
        } else {
            None
        };
        if !detached {
            match self.coro.instances.get(&h).map(|i| &i.state) {
                Some(State::Running { depth: d } | State::Saved { depth: d, .. }) if *d == depth => {}
                None => {
                    return Err(Trap::ub(format!(
                        "llvm.coro.suspend: the frame memory of the coroutine at {h:#x} was freed"
                    ))
                    .into())
                }
                Some(_) => {
                    return Err(Trap::ub(format!("internal: the coroutine at {h:#x} is not run by this frame")).into())
                }
            }
            if is_final {
                self.mem.write(h, &[0; 8])?;
            }
            // A resumed invocation that transfers ends here, so its registers move.
            let ends = transfer.is_some() && !is_ramp;
            let fr = self.frames.last_mut().expect("frame");
            let regs = if ends { std::mem::take(&mut fr.regs) } else { fr.regs.clone() };
            let (insts, block, pc) = (fr.insts, fr.block, fr.pc + 1);
            let snapshot = detach(fr, insts, block, pc, regs);
            if let Some(i) = self.coro.instances.get_mut(&h) {
                i.state = State::Suspended { frame: Box::new(snapshot), result, is_final };
            }
        }
        match transfer {
            None => {
                self.set_result(inst, Val::Bits(SUSPEND_PATH))?;
                Ok(Next::Continue)
            }
            Some(next) => self.transfer(result, next, is_ramp),
        }
    }

    /// Symmetric transfer to `next` at a suspend after `coro.await.suspend.handle`.
    ///
    /// LLVM's splitter lowers the handle flavour to "call the wrapper, then resume the handle it
    /// returned"; in the resume and destroy clones that resume is a `musttail` call followed by
    /// `ret void`, in the ramp an ordinary call, after which the ramp goes on along its suspend
    /// path and returns the handle to its caller. The interpreter does the same at the
    /// `coro.suspend` (front ends put nothing between the wrapper call and the suspend): a
    /// resumed invocation is replaced by `next`'s resume (so chains of transfers use constant
    /// call depth), and the ramp calls it and then continues with -1 when it returns.
    fn transfer(&mut self, result: Option<Value>, next: u64, is_ramp: bool) -> R<Next> {
        let what = "symmetric transfer (llvm.coro.await.suspend.handle)";
        let fnptr = self.load_ptr(next, &format!("{what} to handle {next:#x}"))?;
        if fnptr == 0 {
            return Err(Trap::ub(format!(
                "{what} to handle {next:#x}, which is suspended at its final suspend point (its resume pointer is null)"
            ))
            .into());
        }
        if is_ramp {
            let fr = self.frames.last_mut().expect("frame");
            if let Some(slot) = result.and_then(|r| fr.regs.get_mut(r.index())) {
                *slot = Val::Bits(SUSPEND_PATH);
            }
            return match self.enter(fnptr, next, None, what)? {
                // The callee's return moves the ramp past the suspend.
                Entered::Pushed => Ok(Next::Called),
                Entered::Nothing => {
                    self.after_call()?;
                    Ok(Next::Continue)
                }
                Entered::External(f) => {
                    Err(Trap::unsupported(format!("{what} to @{}, an external function", self.m.funcs[f].name()))
                        .into())
                }
            };
        }
        match self.entry_at(fnptr) {
            Some(Entry::Noop) => return Ok(Next::Return(None)),
            Some(_) => {}
            None => match self.func_at(fnptr) {
                Some(f) if !self.m.funcs[f].is_declaration() => {}
                _ => {
                    return Err(Trap::ub(format!(
                        "{what} through {fnptr:#x}, which is not the address of a function defined in the module"
                    ))
                    .into())
                }
            },
        }
        let fr = self.frames.pop().expect("frame");
        let ret_to = fr.ret_to;
        self.release_frame(fr.allocas, fr.regs);
        self.enter(fnptr, next, ret_to, what)?;
        Ok(Next::Called)
    }

    /// `coro.end(h, unwind, none)`. In the ramp a no-op returning false; in a resumed or
    /// destroyed invocation it returns to the resumer (LLVM's `ret void` in the clones). The
    /// unwind form marks the coroutine done (null resume pointer) and, as LLVM lowers it for
    /// landing pads, returns true in resumed invocations and false in the ramp, continuing; a
    /// resumed coroutine that unwinds is then suspended at its final suspend point, which is
    /// where a destroy continues.
    fn coro_end(&mut self, inst: Inst, cd: &CallData, args: &[Val]) -> R<Next> {
        if self.top().coro.as_deref().is_some_and(|c| c.retcon.is_some()) {
            return self.coro_end_retcon(inst, cd, args);
        }
        if self.top().coro.as_deref().is_some_and(|c| c.async_ctx.is_some()) {
            return self.coro_end_async(inst, &CallData { args: cd.args[..2].to_vec(), ..cd.clone() }, args);
        }
        let m = self.m;
        let f = &m.funcs[self.top().func];
        let none_token = cd
            .args
            .get(2)
            .and_then(|&v| f.dfg.value_const(v))
            .is_some_and(|c| matches!(m.consts.data(c), ConstData::NoneToken));
        if !none_token {
            return Err(Trap::unsupported(
                "llvm.coro.end with a result token (retcon.once results); only `token none` is supported",
            )
            .into());
        }
        let unwind = flag_of(args.get(1), "llvm.coro.end unwind flag")?;
        let h = self.own_handle("llvm.coro.end", true)?;
        let fr = self.frames.last_mut().expect("frame");
        let Some(c) = fr.coro.as_deref_mut() else { return Err(Trap::ub("llvm.coro.end outside a coroutine").into()) };
        let is_ramp = c.is_ramp;
        let final_site = if unwind && !is_ramp && !c.detached { final_suspend(m, fr.func) } else { None };
        if let Some((block, index, result)) = final_site {
            // Unwinding out of a resumed invocation: the coroutine counts as suspended at its final
            // suspend point (C++ [dcl.fct.def.coroutine]), so a later destroy runs what follows it.
            let regs = fr.regs.clone();
            let insts = m.funcs[fr.func].layout.block_insts(block);
            let snapshot = detach(fr, insts, block, index + 1, regs);
            if let Some(i) = self.coro.instances.get_mut(&h) {
                i.state = State::Suspended { frame: Box::new(snapshot), result, is_final: true };
            }
        } else if !c.detached {
            // The instance finishes without suspending again; the frame's allocas go with it.
            c.detached = true;
            if let Some(i) = self.coro.instances.get_mut(&h) {
                i.state = State::Done;
            }
        }
        if unwind {
            self.mem.write(h, &[0; 8])?;
        }
        if is_ramp || unwind {
            self.set_result(inst, Val::Bits(!is_ramp as u128))?;
            return Ok(Next::Continue);
        }
        Ok(Next::Return(None))
    }

    /// `coro.id.async(size, align, storage index, fp)`: the context argument will be the
    /// instance's handle.
    fn coro_id_async(&mut self, cd: &CallData) -> Result<Val, Trap> {
        let m = self.m;
        let fr = self.top();
        if fr.coro.as_deref().is_some_and(|c| c.handle != 0) {
            return Err(Trap::ub("llvm.coro.id.async after llvm.coro.begin in the same invocation"));
        }
        let f = &m.funcs[fr.func];
        let k = cd.args.get(2).map(|&v| self.get_bits(v, "llvm.coro.id.async storage index")).transpose()?;
        let Some(&param) = k.and_then(|k| f.params.get(k as usize)) else {
            return Err(Trap::ub("llvm.coro.id.async: the storage index names no parameter"));
        };
        let ctx = self.get_bits(param, "the async context")? as u64;
        if ctx == 0 {
            return Err(Trap::ub("an async coroutine called with a null async context"));
        }
        let layout = FrameLayout { promise_off: 0, promise_size: 0, align: 1, size: 0 };
        self.frames.last_mut().expect("frame").coro = Some(Box::new(FrameCoro::ramp(layout, None, None, Some(ctx))));
        Ok(Val::Bits(0))
    }

    /// `coro.async.resume()`: the address of the resume function of the suspend point that uses
    /// this call's result, a built-in entry (one per suspend point, as the split has).
    fn async_resume_entry(&mut self, inst: Inst) -> Result<Val, Trap> {
        let m = self.m;
        let func = self.top().func;
        let f = &m.funcs[func];
        let r = f.dfg.inst_result(inst);
        let site = f.layout.insts().find(|&i| {
            matches!(f.dfg.inst(i), InstKind::Call(c) if c.args.get(1).copied() == r
                && m.callee_func(f, c.callee).and_then(|g| m.funcs[g].intrinsic) == Some(Intrinsic::CoroSuspendAsync))
        });
        let Some(site) = site else {
            return Err(Trap::unsupported("llvm.coro.async.resume whose result no llvm.coro.suspend.async uses"));
        };
        if let Some(&a) = self.coro.async_entries.get(&(func, site)) {
            return Ok(Val::Bits(a as u128));
        }
        let a = self.mem.allocate_static(0, 1, AllocKind::Builtin("async coroutine resume function"), true)?;
        self.coro.async_entries.insert((func, site), a);
        self.coro.async_sites.insert(a, (func, site));
        Ok(Val::Bits(a as u128))
    }

    /// `coro.suspend.async(ctx index, resume, projection, fn, args...)`: the instance suspends here,
    /// and the invocation ends in a tail call of `fn(args...)`.
    fn coro_suspend_async(&mut self, inst: Inst, cd: &CallData, args: &[Val]) -> R<Next> {
        let m = self.m;
        let fr = self.frames.last_mut().expect("frame");
        let Some(h) = fr.coro.as_deref().filter(|c| c.handle != 0 && c.async_ctx.is_some()).map(|c| c.handle) else {
            return Err(Trap::ub("llvm.coro.suspend.async before llvm.coro.begin of an async coroutine").into());
        };
        let result = m.funcs[fr.func].dfg.inst_result(inst);
        let regs = fr.regs.clone();
        let (insts, block, pc) = (fr.insts, fr.block, fr.pc + 1);
        let snapshot = detach(fr, insts, block, pc, regs);
        match self.coro.instances.get_mut(&h) {
            Some(i) => i.state = State::Suspended { frame: Box::new(snapshot), result, is_final: false },
            None => return Err(Trap::ub(format!("llvm.coro.suspend.async: the coroutine at {h:#x} is gone")).into()),
        }
        self.async_tail_call(
            cd.args.get(3).copied(),
            &cd.args[4.min(cd.args.len())..],
            args.get(3),
            &args[4.min(args.len())..],
        )
    }

    /// Ends the innermost invocation with a tail call of function pointer `callee` (the value
    /// `callee_val`) with `args` (IR values `arg_values`), or a plain return without one.
    fn async_tail_call(
        &mut self,
        callee_val: Option<Value>,
        arg_values: &[Value],
        callee: Option<&Val>,
        args: &[Val],
    ) -> R<Next> {
        let Some(callee_val) = callee_val else { return Ok(Next::Return(None)) };
        let fnptr = ptr_of(callee, "the function an async coroutine tail-calls")?;
        let Some(g) = self.func_at(fnptr) else {
            if let Some(&site) = self.coro.async_sites.get(&fnptr) {
                // Returning to an async caller: its resume function replaces this invocation.
                let fr = self.frames.pop().expect("frame");
                let ret_to = fr.ret_to;
                self.release_frame(fr.allocas, fr.regs);
                return self.resume_async(args.to_vec(), ret_to, site);
            }
            return Err(
                Trap::ub(format!("tail call through {fnptr:#x}, which is not the address of a function")).into()
            );
        };
        let _ = callee_val;
        if self.m.funcs[g].is_declaration() {
            // A C library function: call it, then return from the coroutine.
            self.libc(self.m.funcs[g].name(), arg_values, args, Type::VOID)?;
            return Ok(Next::Return(None));
        }
        let fr = self.frames.pop().expect("frame");
        let ret_to = fr.ret_to;
        self.release_frame(fr.allocas, fr.regs);
        let tys = self.m.types.func_info(self.m.funcs[g].ty).map(|s| s.1.to_vec()).unwrap_or_default();
        self.push_frame(g, args.to_vec(), tys, None, ret_to)?;
        Ok(Next::Called)
    }

    /// A call of an async suspend point's resume function: the projection of the context its
    /// parameter gives finds the instance, which goes on with all the parameters as the suspend's
    /// result.
    fn enter_async(&mut self, inst: Inst, cd: &CallData, site: (Func, Inst)) -> R<Next> {
        let passed: Vec<Val> = cd.args.iter().map(|&a| self.get(a)).collect();
        let ret_to = self.m.funcs[self.top().func].dfg.inst_result(inst);
        self.resume_async(passed, ret_to, site)
    }

    /// Resumes the async coroutine that `passed` (the resume function's arguments) leads to at
    /// suspend point `site`; its frame returns to `ret_to` of the innermost frame.
    fn resume_async(&mut self, passed: Vec<Val>, ret_to: Option<Value>, (func, site): (Func, Inst)) -> R<Next> {
        let m = self.m;
        if self.frames.len() >= MAX_CALL_DEPTH {
            return Err(Trap::limit(format!("call stack deeper than {MAX_CALL_DEPTH} frames (stack overflow)")).into());
        }
        let sf = &m.funcs[func];
        let InstKind::Call(sc) = sf.dfg.inst(site) else { unreachable!("a suspend site is a call") };
        let idx = sf.dfg.value_const(sc.args[0]).and_then(|c| match m.consts.data(c) {
            ConstData::Int { value, .. } => Some(*value as usize),
            _ => None,
        });
        let proj = sc.args.get(2).and_then(|&p| m.callee_func(sf, p));
        let (Some(idx), Some(proj)) = (idx, proj) else {
            return Err(Trap::unsupported(
                "llvm.coro.suspend.async without a constant context index and projection function",
            )
            .into());
        };
        let Some(callee_ctx) = passed.get(idx).cloned() else {
            return Err(Trap::ub("an async resume function called with too few arguments").into());
        };
        let ctx = match self.call_function(proj, vec![callee_ctx], vec![Type::PTR])? {
            Some(Val::Bits(b)) => b as u64,
            _ => return Err(Trap::ub("the async context projection function returned poison").into()),
        };
        let depth = self.frames.len();
        let Some(instance) = self.coro.instances.get_mut(&ctx) else {
            return Err(
                Trap::ub(format!("async resume: the context {ctx:#x} holds no suspended async coroutine")).into()
            );
        };
        let layout = instance.layout;
        let (frame, result) = match std::mem::replace(&mut instance.state, State::Running { depth }) {
            State::Suspended { frame, result, .. }
                if frame.func == func && frame.pc > 0 && frame.insts.get(frame.pc - 1) == Some(&site) =>
            {
                (*frame, result)
            }
            other => {
                instance.state = other;
                return Err(Trap::ub(format!(
                    "async resume function of a suspend point where the coroutine of context {ctx:#x} is not suspended"
                ))
                .into());
            }
        };
        let coro = FrameCoro::resumed(ctx, layout, None, Some(ctx));
        self.push_resumed(frame, result, Val::Agg(passed.into_boxed_slice()), ret_to, coro);
        Ok(Next::Called)
    }

    /// `coro.end.async(h, unwind, [fn, args...])` and `coro.end` in an async coroutine: the
    /// instance is over; the fallthrough form returns, after tail-calling `fn` when given.
    fn coro_end_async(&mut self, inst: Inst, cd: &CallData, args: &[Val]) -> R<Next> {
        let unwind = flag_of(args.get(1), "llvm.coro.end unwind flag")?;
        let h = self.own_handle("llvm.coro.end", false)?;
        let fr = self.frames.last_mut().expect("frame");
        let c = fr.coro.as_deref_mut().expect("an async frame");
        let is_ramp = c.is_ramp;
        c.detached = true;
        if let Some(i) = self.coro.instances.get_mut(&h) {
            i.state = State::Done;
        }
        if unwind {
            self.set_result(inst, Val::Bits(!is_ramp as u128))?;
            return Ok(Next::Continue);
        }
        self.async_tail_call(
            cd.args.get(2).copied(),
            &cd.args[3.min(cd.args.len())..],
            args.get(2),
            &args[3.min(args.len())..],
        )
    }

    /// `coro.end` of a returned-continuation coroutine: the instance is over. The unwind form
    /// goes on (true in a resumed invocation, false in the ramp); the fallthrough form returns a
    /// null continuation, or in a resumed retcon.once coroutine the `coro.end.results` values.
    fn coro_end_retcon(&mut self, inst: Inst, cd: &CallData, args: &[Val]) -> R<Next> {
        let m = self.m;
        let unwind = flag_of(args.get(1), "llvm.coro.end unwind flag")?;
        let h = self.own_handle("llvm.coro.end", false)?;
        let fr = self.frames.last_mut().expect("frame");
        let c = fr.coro.as_deref_mut().expect("a retcon frame");
        let (is_ramp, once) = (c.is_ramp, c.retcon.is_some_and(|r| r.once));
        c.detached = true;
        if let Some(i) = self.coro.instances.get_mut(&h) {
            i.state = State::Done;
        }
        if unwind {
            self.set_result(inst, Val::Bits(!is_ramp as u128))?;
            return Ok(Next::Continue);
        }
        let f = &m.funcs[self.top().func];
        if once && !is_ramp {
            // The continuation's normal result: the values of the coro.end.results call.
            let results = match cd.args.get(2).and_then(|&t| f.dfg.value_inst(t)).map(|r| f.dfg.inst(r)) {
                Some(InstKind::Call(rc)) => rc.args.clone(),
                _ => Vec::new(),
            };
            let vals: Vec<Val> = results.iter().map(|&v| self.get(v)).collect();
            return Ok(Next::Return(match vals.len() {
                0 => None,
                1 => vals.into_iter().next(),
                _ => Some(Val::Agg(vals.into_boxed_slice())),
            }));
        }
        let ret_ty = m.types.func_info(f.ty).map_or(Type::VOID, |s| s.0);
        let null = Val::Bits(0);
        let v = match m.types.struct_fields(ret_ty) {
            Some(fields) => Val::Agg(
                std::iter::once(Ok(null))
                    .chain(fields[1..].iter().map(|&t| crate::value::poison_of(&m.types, t)))
                    .collect::<Result<_, _>>()?,
            ),
            None => null,
        };
        Ok(Next::Return(Some(v)))
    }

    /// `coro.await.suspend.{void,bool,handle}(awaiter, h, wrapper)`: calls `wrapper(awaiter, h)`.
    /// The bool flavour returns its result; the handle flavour keeps it in the frame's transfer
    /// register for the coming `coro.suspend`.
    fn await_suspend(&mut self, inst: Inst, intr: Intrinsic, args: &[Val]) -> R<Next> {
        let name = intr.name();
        let wrapper = ptr_of(args.get(2), &format!("{name} wrapper"))?;
        let Some(f) = self.func_at(wrapper).filter(|&f| !self.m.funcs[f].is_declaration()) else {
            return Err(
                Trap::ub(format!("{name}: the wrapper {wrapper:#x} is not a function defined in the module")).into()
            );
        };
        let ret_to = if intr == Intrinsic::CoroAwaitSuspendHandle {
            let fr = self.frames.last_mut().expect("frame");
            let n = fr.info.num_values;
            match fr.coro.as_deref_mut() {
                Some(c) if c.handle != 0 => c.awaiting_handle = true,
                _ => return Err(Trap::unsupported(format!("{name} outside a running coroutine")).into()),
            }
            if fr.regs.len() <= n {
                fr.regs.resize(n + 1, Val::Poison);
            }
            Some(Value::new(n))
        } else {
            self.m.funcs[self.top().func].dfg.inst_result(inst)
        };
        let call_args = vec![args.first().cloned().unwrap_or(Val::Poison), args.get(1).cloned().unwrap_or(Val::Poison)];
        self.push_frame(f, call_args, vec![Type::PTR, Type::PTR], None, ret_to)?;
        Ok(Next::Called)
    }
}

fn state_saved<'m>(depth: usize, save: Inst) -> State<'m> {
    State::Saved { depth, save }
}

/// The suspended copy of live frame `live`, to continue at `pc` of `block` with `regs`: it takes
/// over the frame's allocas, and the live frame no longer runs the instance (it is detached).
/// The final `coro.suspend` of `func`: its block, its position there and its result.
fn final_suspend(m: &kiln_ir::Module, func: Func) -> Option<(Block, usize, Option<Value>)> {
    let f = &m.funcs[func];
    for &b in f.layout.blocks() {
        for (index, &i) in f.layout.block_insts(b).iter().enumerate() {
            let InstKind::Call(cd) = f.dfg.inst(i) else { continue };
            if m.callee_func(f, cd.callee).and_then(|g| m.funcs[g].intrinsic) != Some(Intrinsic::CoroSuspend) {
                continue;
            }
            let is_final = cd
                .args
                .get(1)
                .and_then(|&v| f.dfg.value_const(v))
                .is_some_and(|c| matches!(m.consts.data(c), ConstData::Int { value, .. } if value & 1 == 1));
            if is_final {
                return Some((b, index, f.dfg.inst_result(i)));
            }
        }
    }
    None
}

fn detach<'m>(live: &mut Frame<'m>, insts: &'m [Inst], block: Block, pc: usize, regs: Vec<Val>) -> Frame<'m> {
    if let Some(c) = live.coro.as_deref_mut() {
        c.detached = true;
    }
    Frame {
        func: live.func,
        insts,
        info: live.info.clone(),
        block,
        pc,
        regs,
        allocas: std::mem::take(&mut live.allocas),
        varargs: live.varargs.clone(),
        va_area: live.va_area,
        ret_to: None,
        coro: None,
        statepoints: live.statepoints.clone(),
        landing: None,
    }
}
