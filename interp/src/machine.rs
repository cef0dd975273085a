//! The interpreter state: memory, the explicit call stack, prepared functions, output streams.

use crate::memory::{AllocKind, Memory};
use crate::trap::{Trap, TrapSite};
use crate::value::Val;
use kiln_ir::fasthash::FastMap;
use kiln_ir::text::printer::{block_label, print_inst};
use kiln_ir::EntityRef;
use kiln_ir::{Block, Func, Inst, InstKind, Module, SecondaryMap, Type, Value, ValueDef};
use std::io::Write;
use std::rc::Rc;

/// Deepest call stack before the run stops with a resource-limit trap: a native 8 MiB stack
/// holds 262 144 frames of 32 bytes (return address, saved frame pointer, two spill slots),
/// the size of a small recursive function's frame at -O0.
pub const MAX_CALL_DEPTH: usize = 250_000;
/// Live-memory budget of a run.
pub const MEMORY_BUDGET: u64 = 1 << 30;

/// Why execution stopped unwinding: a trap, or `exit(code)`.
#[derive(Debug)]
pub enum Stop {
    /// A trap (undefined behaviour, unsupported feature, ...).
    Trap(Trap),
    /// The program called `exit`.
    Exit(i32),
    /// An exception is unwinding (phase 2), with its `_Unwind_Exception` address.
    Unwind(u64),
}

impl From<Trap> for Stop {
    fn from(t: Trap) -> Self {
        Stop::Trap(t)
    }
}

/// Shorthand for results that may stop the run.
pub type R<T> = Result<T, Stop>;

/// Facts about a function computed once, on its first call.
#[derive(Debug)]
pub struct FuncInfo {
    /// The value of each constant operand, indexed by `Value`.
    pub consts: Vec<Option<Val>>,
    /// Number of leading `phi` instructions of each block.
    pub num_phis: SecondaryMap<Block, u32>,
    /// Number of values (size of the register file).
    pub num_values: usize,
    /// Integer-class and SSE-class registers the named parameters use (for `va_start`).
    pub named_gp: u32,
    /// See `named_gp`.
    pub named_fp: u32,
}

/// One variadic argument: its value, IR type, and `byval` pointee type if passed by value.
#[derive(Clone, Debug)]
pub struct VarArg {
    /// The value.
    pub val: Val,
    /// Its type.
    pub ty: Type,
    /// `byval(T)`: the pointee is copied onto the argument area.
    pub byval: Option<Type>,
}

/// One activation on the explicit call stack.
#[derive(Debug)]
pub struct Frame<'m> {
    /// The function.
    pub func: Func,
    /// The instructions of the current block.
    pub insts: &'m [Inst],
    /// Its prepared facts.
    pub info: Rc<FuncInfo>,
    /// The current block.
    pub block: Block,
    /// Index of the next instruction in the block.
    pub pc: usize,
    /// The register file, indexed by `Value`.
    pub regs: Vec<Val>,
    /// Stack allocations to free on return, in creation order.
    pub allocas: Vec<u64>,
    /// Variadic arguments.
    pub varargs: Vec<VarArg>,
    /// `va_start` state: (reg save area, overflow area, initial gp offset, initial fp offset).
    pub va_area: Option<(u64, u64, u32, u32)>,
    /// The caller's value receiving the result.
    pub ret_to: Option<Value>,
    /// The frame's part in a coroutine (from `llvm.coro.id` in the ramp, or set when an
    /// instance is resumed); `None` for ordinary calls.
    pub coro: Option<Box<crate::coro::FrameCoro>>,
    /// The records of the statepoints this frame executed (`None` until its first one).
    pub statepoints: Option<Box<crate::gc::FrameStatepoints>>,
    /// The exception and selector an unwind brought to this frame's landing pad, and the invoke it left.
    pub landing: Option<(u64, i32, Inst)>,
}

/// Where program output goes.
#[derive(Debug, Default)]
pub struct Output {
    /// Collect instead of writing to the process streams.
    pub capture: bool,
    /// Captured (or pending) standard output.
    pub stdout: Vec<u8>,
    /// Captured standard error.
    pub stderr: Vec<u8>,
}

impl Output {
    /// Writes bytes to stream 1 (stdout) or 2 (stderr).
    pub fn write(&mut self, stream: u8, bytes: &[u8]) {
        if stream == 2 {
            if self.capture {
                self.stderr.extend_from_slice(bytes);
            } else {
                self.flush();
                let _ = std::io::stderr().write_all(bytes);
            }
        } else {
            self.stdout.extend_from_slice(bytes);
            if !self.capture && self.stdout.len() >= 1 << 16 {
                self.flush();
            }
        }
    }
    /// Writes pending standard output to the process (when not capturing).
    pub fn flush(&mut self) {
        if !self.capture && !self.stdout.is_empty() {
            let mut out = std::io::stdout().lock();
            let _ = out.write_all(&self.stdout);
            let _ = out.flush();
            self.stdout.clear();
        }
    }
}

/// The whole interpreter state.
pub struct Machine<'m> {
    /// The program.
    pub m: &'m Module,
    /// All memory.
    pub mem: Memory,
    /// The call stack.
    pub frames: Vec<Frame<'m>>,
    /// Prepared functions.
    pub infos: Vec<Option<Rc<FuncInfo>>>,
    /// Evaluated constants.
    pub const_cache: Vec<Option<Val>>,
    /// Address of each global.
    pub global_addrs: Vec<u64>,
    /// Address of each function.
    pub func_addrs: Vec<u64>,
    /// Addresses of `blockaddress` constants.
    pub block_addrs: FastMap<Func, u64>,
    /// Addresses of the `FILE` objects for stdin, stdout, stderr.
    pub files: [u64; 3],
    /// Instructions executed.
    pub steps: u64,
    /// Step budget.
    pub fuel: Option<u64>,
    /// Program output.
    pub out: Output,
    /// Spare register files.
    pub reg_pool: Vec<Vec<Val>>,
    /// Coroutine instances and the built-in entry points of their frames.
    pub coro: crate::coro::Coroutines<'m>,
    /// The managed heap and the collector.
    pub gc: crate::gc::Gc,
    /// Thrown and caught exceptions.
    pub eh: crate::eh::Exceptions,
}

impl<'m> Machine<'m> {
    /// The innermost frame.
    #[inline]
    pub fn top(&self) -> &Frame<'m> {
        // The executor only runs with a frame on the stack.
        self.frames.last().expect("interpreter invariant: a frame is active")
    }

    /// The value of operand `v` in the innermost frame.
    #[inline]
    pub fn get(&self, v: Value) -> Val {
        let fr = self.top();
        match fr.info.consts.get(v.index()) {
            Some(Some(c)) => c.clone(),
            _ => fr.regs.get(v.index()).cloned().unwrap_or(Val::Poison),
        }
    }

    /// The scalar bits of operand `v`; `what` names the use in the poison message.
    pub fn get_bits(&self, v: Value, what: &str) -> Result<u128, Trap> {
        match self.get(v) {
            Val::Bits(b) => Ok(b),
            Val::Poison => Err(Trap::ub(format!("{what} is poison"))),
            Val::Agg(_) => Err(Trap::ub(format!("{what} is not a scalar"))),
            Val::Wide(_) => Err(Trap::unsupported(format!("{what} wider than 128 bits"))),
        }
    }

    /// The type of operand `v` in the innermost frame's function.
    #[inline]
    pub fn ty(&self, v: Value) -> Type {
        self.m.funcs[self.top().func].dfg.value_type(v)
    }

    /// Fills in the site of a trap from the innermost frame, if it has none.
    pub fn locate(&self, mut t: Trap) -> Trap {
        if t.site.is_some() {
            return t;
        }
        if let Some(fr) = self.frames.last() {
            let f = &self.m.funcs[fr.func];
            let inst = f.layout.block_insts(fr.block).get(fr.pc).copied();
            t.site = Some(TrapSite {
                func: f.name().to_string(),
                block: block_label(f, fr.block),
                inst: inst.map(|i| print_inst(self.m, f, i)).unwrap_or_else(|| "(end of block)".into()),
            });
        }
        t
    }

    /// Prepares function `func` (constants, phi counts) once.
    pub fn info(&mut self, func: Func) -> Result<Rc<FuncInfo>, Trap> {
        if let Some(Some(i)) = self.infos.get(func.index()) {
            return Ok(i.clone());
        }
        let m = self.m;
        let f = &m.funcs[func];
        let mut consts = vec![None; f.dfg.values().len()];
        for (v, data) in f.dfg.values().iter() {
            if let ValueDef::Const(c) = data.def() {
                consts[v.index()] = Some(self.eval_const(c)?);
            }
        }
        let mut num_phis = SecondaryMap::new();
        for &b in f.layout.blocks() {
            let n =
                f.layout.block_insts(b).iter().take_while(|&&i| matches!(f.dfg.inst(i), InstKind::Phi { .. })).count();
            num_phis[b] = n as u32;
        }
        let (mut gp, mut fp) = (0, 0);
        let params = m.types.func_info(f.ty).map(|(_, p, _)| p.to_vec()).unwrap_or_default();
        for (i, &p) in params.iter().enumerate() {
            if m.attr_sets.has(f.attrs.param(i), kiln_ir::AttrKind::ByVal) {
                continue;
            }
            let (g, x) = crate::varargs::reg_class(&m.types, p);
            gp += g;
            fp += x;
        }
        let info = Rc::new(FuncInfo { consts, num_phis, num_values: f.dfg.values().len(), named_gp: gp, named_fp: fp });
        if self.infos.len() <= func.index() {
            self.infos.resize(func.index() + 1, None);
        }
        self.infos[func.index()] = Some(info.clone());
        Ok(info)
    }

    /// The function at code address `addr`, if it is one.
    pub fn func_at(&self, addr: u64) -> Option<Func> {
        match self.mem.alloc_starting_at(addr)?.kind {
            AllocKind::Function(f) => Some(f),
            _ => None,
        }
    }

    /// Counts one step against the fuel.
    #[inline]
    pub fn tick(&mut self) -> Result<(), Trap> {
        self.steps += 1;
        if let Some(f) = self.fuel {
            if self.steps > f {
                return Err(Trap::new(
                    crate::trap::TrapKind::OutOfFuel,
                    format!("step budget of {f} instructions exhausted"),
                ));
            }
        }
        Ok(())
    }
}
