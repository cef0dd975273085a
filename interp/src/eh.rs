//! Exceptions: `invoke`, `landingpad` and `resume`, with a model of the Itanium C++ ABI runtime
//! (`__cxa_allocate_exception`, `__cxa_throw`, `__cxa_begin_catch`, `__cxa_end_catch`,
//! `__cxa_rethrow`, `_Unwind_Resume`, `std::terminate`).
//!
//! A throw runs the two phases of the Itanium ABI. Phase 1 (in `__cxa_throw`) looks from the
//! innermost frame outwards for a landing pad with a `catch` or `filter` that takes the
//! exception; with none, the program terminates (status 134) without running any cleanup, as
//! libstdc++ does. Phase 2 (`Machine::unwind`, run by the executor) pops frames until the first
//! frame whose current instruction is an `invoke` with a pad that applies (a matching clause,
//! or `cleanup`), and continues there with `landingpad` giving `{ exception, selector }`: the
//! selector is the clause's type id (`llvm.eh.typeid.for`), negative for a filter, 0 for a
//! cleanup. `resume` and `_Unwind_Resume` continue phase 2 from the current frame.
//!
//! Limits (documented in docs/ir.md): type ids are numbered per run, not per function as LLVM
//! does (only equality with `llvm.eh.typeid.for` is observable); a `catch` matches the thrown
//! type exactly, or a public base class reached through `__si_class_type_info` and the
//! non-virtual public bases of `__vmi_class_type_info` records in the module; pointer
//! conversions, virtual bases, foreign exceptions, `std::exception_ptr` and exceptions made by
//! libstdc++ itself (`std::runtime_error`, ...) are not modelled.

use crate::machine::{Machine, Stop, R};
use crate::trap::{Trap, TrapKind};
use crate::value::Val;
use kiln_ir::fasthash::FastMap;
use kiln_ir::instructions::ClauseKind;
use kiln_ir::{EntityRef, InstKind, Type};

/// Bytes of libstdc++'s `__cxa_refcounted_exception` header before a thrown object.
const HEADER: u64 = 128;
/// The `_Unwind_Exception` (what landing pads receive) sits this far before the object.
const UNWIND_HEADER: u64 = 32;

/// One thrown exception.
#[derive(Clone, Debug)]
struct Thrown {
    /// The thrown object.
    obj: u64,
    /// Its type info.
    tinfo: u64,
    /// Its destructor (0: none).
    dtor: u64,
    /// The object adjusted to the type of the handler that caught it.
    adjusted: u64,
    /// Active handlers (`__cxa_begin_catch` minus `__cxa_end_catch`).
    handlers: u32,
    /// Rethrown by `__cxa_rethrow` and not caught again yet.
    rethrown: bool,
}

/// The exception state of a run.
#[derive(Debug, Default)]
pub struct Exceptions {
    /// Thrown exceptions by their `_Unwind_Exception` address.
    thrown: FastMap<u64, Thrown>,
    /// Caught exceptions, innermost last.
    caught: Vec<u64>,
    /// Thrown and not yet caught.
    uncaught: u32,
    /// Type ids by type-info address (1, 2, ... in order of first use).
    typeids: FastMap<u64, i32>,
}

/// How a landing pad takes an exception.
enum PadAction {
    /// A `catch` or `filter` matched: its selector, and the object adjusted for a catch.
    Handler(i32, u64),
    /// Only `cleanup` applies.
    Cleanup,
}

impl Machine<'_> {
    /// The type id of type info `tinfo` (what `llvm.eh.typeid.for` returns).
    pub(crate) fn typeid(&mut self, tinfo: u64) -> i32 {
        let next = self.eh.typeids.len() as i32 + 1;
        *self.eh.typeids.entry(tinfo).or_insert(next)
    }

    /// The exception runtime's functions; `None` for other names.
    pub(crate) fn eh_builtin(&mut self, name: &str, args: &[Val]) -> Option<R<Option<Val>>> {
        let arg = |i: usize| match args.get(i) {
            Some(Val::Bits(b)) => Ok(*b as u64),
            _ => Err(Stop::from(Trap::ub(format!("{name}: argument {} is poison or missing", i + 1)))),
        };
        let r = match name {
            "__cxa_allocate_exception" => (|| {
                let size = arg(0)?;
                let base = self.heap_alloc(HEADER + size)?;
                Ok(Some(Val::Bits((base + HEADER) as u128)))
            })(),
            "__cxa_free_exception" => (|| {
                let obj = arg(0)?;
                self.mem.free(obj - HEADER, true, "__cxa_free_exception")?;
                Ok(None)
            })(),
            "__cxa_throw" => (|| {
                let (obj, tinfo, dtor) = (arg(0)?, arg(1)?, arg(2)?);
                let exc = obj - UNWIND_HEADER;
                self.eh.thrown.insert(exc, Thrown { obj, tinfo, dtor, adjusted: obj, handlers: 0, rethrown: false });
                self.eh.uncaught += 1;
                self.raise(exc)
            })(),
            "__cxa_rethrow" => (|| {
                let Some(&exc) = self.eh.caught.last() else {
                    return Err(Trap::new(TrapKind::Abort, "terminate called without an active exception").into());
                };
                if let Some(t) = self.eh.thrown.get_mut(&exc) {
                    t.rethrown = true;
                }
                self.eh.uncaught += 1;
                self.raise(exc)
            })(),
            "__cxa_begin_catch" => (|| {
                let exc = arg(0)?;
                let Some(t) = self.eh.thrown.get_mut(&exc) else {
                    return Err(Trap::unsupported(format!("__cxa_begin_catch of {exc:#x}, a foreign exception")).into());
                };
                t.handlers += 1;
                if std::mem::replace(&mut t.rethrown, false) || t.handlers == 1 {
                    self.eh.uncaught = self.eh.uncaught.saturating_sub(1);
                }
                let adjusted = t.adjusted;
                self.eh.caught.retain(|&e| e != exc);
                self.eh.caught.push(exc);
                Ok(Some(Val::Bits(adjusted as u128)))
            })(),
            "__cxa_get_exception_ptr" => (|| {
                let exc = arg(0)?;
                Ok(Some(Val::Bits(self.eh.thrown.get(&exc).map_or(exc + UNWIND_HEADER, |t| t.adjusted) as u128)))
            })(),
            "__cxa_end_catch" => self.end_catch(),
            "_Unwind_Resume" => (|| Err(Stop::Unwind(arg(0)?)))(),
            "_ZSt9terminatev" | "__cxa_call_unexpected" | "__cxa_call_terminate" => {
                Err(Trap::new(TrapKind::Abort, "terminate called").into())
            }
            "__cxa_uncaught_exceptions" | "_ZSt19uncaught_exceptionsv" => Ok(Some(Val::Bits(self.eh.uncaught as u128))),
            "_ZSt18uncaught_exceptionv" => Ok(Some(Val::Bits((self.eh.uncaught > 0) as u128))),
            _ => return None,
        };
        Some(r)
    }

    /// `__cxa_end_catch`: the innermost caught exception loses a handler; with none left it is
    /// destroyed, unless it was rethrown.
    fn end_catch(&mut self) -> R<Option<Val>> {
        let Some(&exc) = self.eh.caught.last() else {
            return Err(Trap::ub("__cxa_end_catch without a caught exception").into());
        };
        let Some(t) = self.eh.thrown.get_mut(&exc) else { return Ok(None) };
        t.handlers = t.handlers.saturating_sub(1);
        if t.handlers > 0 {
            return Ok(None);
        }
        self.eh.caught.pop();
        if t.rethrown {
            return Ok(None);
        }
        let t = self.eh.thrown.remove(&exc).expect("present");
        if t.dtor != 0 {
            let dtor = self.func_at(t.dtor).ok_or_else(|| Trap::ub("an exception's destructor is not a function"))?;
            self.call_function(dtor, vec![Val::Bits(t.obj as u128)], vec![Type::PTR])?;
        }
        self.mem.free(t.obj - HEADER, true, "__cxa_end_catch")?;
        Ok(None)
    }

    /// Phase 1 for exception `exc`: with a handler somewhere, starts phase 2; without one the
    /// program terminates.
    fn raise(&mut self, exc: u64) -> R<Option<Val>> {
        for k in (0..self.frames.len()).rev() {
            if let Some(PadAction::Handler(..)) = self.pad_action(k, exc)? {
                return Err(Stop::Unwind(exc));
            }
        }
        let name = self.eh.thrown.get(&exc).map(|t| self.type_name(t.tinfo)).unwrap_or_default();
        Err(Trap::new(TrapKind::Abort, format!("terminate called after throwing an instance of '{name}'")).into())
    }

    /// The name of the type info global at `tinfo` (`_ZTIi`), or its address.
    fn type_name(&self, tinfo: u64) -> String {
        let m = self.m;
        let named =
            m.globals.iter().find(|(g, _)| self.global_addrs[g.index()] == tinfo).map(|(_, g)| g.sym.name.clone());
        named.unwrap_or_else(|| format!("{tinfo:#x}"))
    }

    /// Phase 2: pops frames down to the first whose current instruction is an `invoke` with a
    /// landing pad that takes `exc`, and continues at that pad. Frames at or below `base`
    /// belong to an outer run (built-in code calling back into the program): when they are
    /// reached, the exception goes on to it.
    pub(crate) fn unwind(&mut self, exc: u64, base: usize) -> R<()> {
        loop {
            let k = self.frames.len() - 1;
            if let Some(action) = self.pad_action(k, exc)? {
                let selector = match action {
                    PadAction::Handler(sel, adjusted) => {
                        if let Some(t) = self.eh.thrown.get_mut(&exc) {
                            t.adjusted = adjusted;
                        }
                        sel
                    }
                    PadAction::Cleanup => 0,
                };
                let fr = self.frames.last_mut().expect("frame");
                let invoke = fr.insts[fr.pc];
                let InstKind::Invoke(d) = self.m.funcs[fr.func].dfg.inst(invoke) else { unreachable!() };
                fr.landing = Some((exc, selector, invoke));
                // A statepoint invoke's call is over: its record stays for the pad's relocates.
                if let Some(s) = fr.statepoints.as_deref_mut() {
                    s.pending = None;
                }
                self.jump(d.unwind)?;
                return Ok(());
            }
            let fr = self.frames.pop().expect("frame");
            self.release_frame(fr.allocas, fr.regs);
            if self.frames.len() <= base {
                return Err(Stop::Unwind(exc));
            }
        }
    }

    /// What the landing pad of frame `k`'s current instruction does with `exc` (`None`: the
    /// instruction is no invoke, or its pad neither catches nor cleans up).
    fn pad_action(&mut self, k: usize, exc: u64) -> Result<Option<PadAction>, Trap> {
        let m = self.m;
        let fr = &self.frames[k];
        let f = &m.funcs[fr.func];
        let Some(&inst) = fr.insts.get(fr.pc) else { return Ok(None) };
        let InstKind::Invoke(d) = f.dfg.inst(inst) else { return Ok(None) };
        let pad = f.layout.block_insts(d.unwind).iter().find_map(|&i| match f.dfg.inst(i) {
            InstKind::LandingPad(l) => Some(l),
            _ => None,
        });
        let Some(pad) = pad else { return Err(Trap::ub("an invoke's unwind destination has no landingpad")) };
        let Some(thrown) = self.eh.thrown.get(&exc).cloned() else {
            // Not a C++ exception this model made: only cleanups run.
            return Ok(pad.cleanup.then_some(PadAction::Cleanup));
        };
        let info = fr.info.clone();
        let constant = |v: kiln_ir::Value| info.consts.get(v.index()).cloned().flatten().unwrap_or(Val::Poison);
        for (n, &(kind, v)) in pad.clauses.iter().enumerate() {
            match kind {
                ClauseKind::Catch => {
                    let Some(ti) = constant(v).bits() else { continue };
                    let ti = ti as u64;
                    let adjust = if ti == 0 { Some(0) } else { self.base_offset(thrown.tinfo, ti, 0) };
                    if let Some(off) = adjust {
                        let sel = self.typeid(ti);
                        // A pointer is caught by value: the handler gets the thrown pointer
                        // itself (libstdc++'s adjusted pointer), everything else its object.
                        let adjusted = if ti != 0 && self.is_pointer_type(thrown.tinfo) {
                            self.mem.load(&m.types, Type::PTR, thrown.obj)?.bits().unwrap_or(0) as u64
                        } else {
                            thrown.obj.wrapping_add(off as u64)
                        };
                        return Ok(Some(PadAction::Handler(sel, adjusted)));
                    }
                }
                ClauseKind::Filter => {
                    let allowed: Vec<u64> = match constant(v) {
                        Val::Agg(l) => l.iter().filter_map(|x| x.bits()).map(|b| b as u64).collect(),
                        _ => Vec::new(),
                    };
                    let listed = allowed.iter().any(|&ti| ti == 0 || self.base_offset(thrown.tinfo, ti, 0).is_some());
                    if !listed {
                        return Ok(Some(PadAction::Handler(-(n as i32) - 1, thrown.obj)));
                    }
                }
            }
        }
        Ok(pad.cleanup.then_some(PadAction::Cleanup))
    }

    /// The offset of the `target` subobject in an object of type `from` when `target` is
    /// `from` or one of its public non-virtual bases (read from the type-info records).
    fn base_offset(&self, from: u64, target: u64, depth: u32) -> Option<i64> {
        if from == target {
            return Some(0);
        }
        if depth > 32 || from == 0 {
            return None;
        }
        let types = &self.m.types;
        let word = |a: u64| self.mem.load(types, Type::I64, a).ok().and_then(|v| v.bits()).map(|b| b as u64);
        let vptr = word(from)?;
        let vtable = |name: &str| self.m.global_by_name(name).map(|g| self.global_addrs[g.index()] + 16);
        if Some(vptr) == vtable("_ZTVN10__cxxabiv120__si_class_type_infoE") {
            return self.base_offset(word(from + 16)?, target, depth + 1);
        }
        if Some(vptr) == vtable("_ZTVN10__cxxabiv121__vmi_class_type_infoE") {
            // { vptr, name, u32 flags, u32 count, { ptr base, i64 offset_flags } x count }
            let count = (word(from + 16)? >> 32) as u32;
            for i in 0..count.min(64) as u64 {
                let base = word(from + 24 + 16 * i)?;
                let flags = word(from + 32 + 16 * i)? as i64;
                let (is_virtual, is_public) = (flags & 1 != 0, flags & 2 != 0);
                if is_virtual || !is_public {
                    continue;
                }
                if let Some(off) = self.base_offset(base, target, depth + 1) {
                    return Some((flags >> 8) + off);
                }
            }
        }
        None
    }

    /// Whether type info `tinfo` describes a pointer type (`_ZTIP...`, or a record whose vtable
    /// is `__pointer_type_info`'s).
    fn is_pointer_type(&self, tinfo: u64) -> bool {
        let m = self.m;
        let named =
            m.globals.iter().find(|(g, _)| self.global_addrs[g.index()] == tinfo).map(|(_, g)| g.sym.name.as_str());
        if named.is_some_and(|n| n.starts_with("_ZTIP")) {
            return true;
        }
        let vptr = self.mem.load(&m.types, Type::I64, tinfo).ok().and_then(|v| v.bits());
        let pointer_vtable =
            m.global_by_name("_ZTVN10__cxxabiv119__pointer_type_infoE").map(|g| self.global_addrs[g.index()] + 16);
        vptr.is_some() && vptr.map(|v| v as u64) == pointer_vtable
    }

    /// `landingpad`: the pending `{ exception, selector }` of the current frame.
    pub(crate) fn landing_value(&mut self, ty: Type) -> Result<Val, Trap> {
        let fr = self.frames.last_mut().expect("frame");
        let Some((exc, sel, invoke)) = fr.landing.take() else {
            return Err(Trap::ub("landingpad reached without an exception"));
        };
        if ty == Type::TOKEN {
            // A statepoint invoke's token (see `statepoint`): the pad's relocates read its record.
            return Ok(Val::Bits(invoke.index() as u128));
        }
        Ok(Val::Agg(Box::new([Val::Bits(exc as u128), Val::Bits(sel as u32 as u128)])))
    }
}
