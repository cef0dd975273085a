//! The executor: the run loop over the explicit call stack and the semantics of each instruction.

use crate::machine::{Frame, Machine, Stop, VarArg, MAX_CALL_DEPTH, R};
use crate::memory::AllocKind;
use crate::ops;
use crate::trap::{Trap, TrapKind};
use crate::value::Val;
use kiln_ir::attributes::AttrList;
use kiln_ir::constant::ConstData;
use kiln_ir::instructions::{CallData, TailKind};
use kiln_ir::EntityRef;
use kiln_ir::{AttrKind, Block, Func, Inst, InstKind, Intrinsic, Opcode, Type, Value};

/// What the run loop does after an instruction.
pub enum Next {
    /// Go on with the innermost frame (the instruction already moved the program counter).
    Continue,
    /// A new frame was pushed.
    Called,
    /// The innermost frame returns this value.
    Return(Option<Val>),
}

impl<'m> Machine<'m> {
    /// Runs until the frame at depth `base` returns, and gives its return value.
    pub fn run(&mut self, base: usize) -> R<Option<Val>> {
        loop {
            if let Err(t) = self.tick() {
                return Err(Stop::Trap(self.locate(t)));
            }
            let next = match self.step() {
                Ok(n) => n,
                Err(Stop::Trap(t)) => return Err(Stop::Trap(self.locate(t))),
                Err(Stop::Unwind(exc)) => match self.unwind(exc, base) {
                    Ok(()) => continue,
                    Err(Stop::Trap(t)) => return Err(Stop::Trap(self.locate(t))),
                    Err(e) => return Err(e),
                },
                Err(e) => return Err(e),
            };
            if let Next::Return(v) = next {
                let Some(fr) = self.frames.pop() else { return Ok(v) };
                self.release_frame(fr.allocas, fr.regs);
                if self.frames.len() <= base {
                    return Ok(v);
                }
                let caller = self.frames.last_mut().expect("caller frame");
                match caller.statepoints.as_deref_mut() {
                    // A statepoint's target returned: its value is for gc.result.
                    Some(s) if s.is_pending() => s.returned(v),
                    _ => {
                        if let (Some(r), Some(v)) = (fr.ret_to, v) {
                            caller.regs[r.index()] = v;
                        }
                    }
                }
                if let Err(t) = self.after_call() {
                    return Err(Stop::Trap(self.locate(t)));
                }
            }
        }
    }

    /// Moves the innermost frame past the call it made: the next instruction, or the normal
    /// destination of an `invoke`.
    pub(crate) fn after_call(&mut self) -> Result<(), Trap> {
        let depth = self.frames.len() - 1;
        self.after_call_at(depth)
    }

    /// `after_call` for the frame at `depth`, which must be the innermost one for an `invoke`.
    pub(crate) fn after_call_at(&mut self, depth: usize) -> Result<(), Trap> {
        let fr = &mut self.frames[depth];
        if let Some(&i) = fr.insts.get(fr.pc) {
            if let InstKind::Invoke(d) = self.m.funcs[fr.func].dfg.inst(i) {
                debug_assert_eq!(depth + 1, self.frames.len());
                return self.jump(d.normal);
            }
        }
        fr.pc += 1;
        Ok(())
    }

    /// Frees a finished frame's allocas and keeps its register file for reuse.
    pub(crate) fn release_frame(&mut self, allocas: Vec<u64>, regs: Vec<Val>) {
        for a in allocas.into_iter().rev() {
            if self.mem.free(a, false, "return").is_ok() {
                self.coro_memory_freed(a);
            }
        }
        if self.reg_pool.len() < 64 {
            self.reg_pool.push(regs);
        }
    }

    /// Calls IR function `func` from built-in code (qsort and bsearch callbacks) and returns
    /// its result.
    pub fn call_function(&mut self, func: Func, args: Vec<Val>, arg_tys: Vec<Type>) -> R<Option<Val>> {
        let base = self.frames.len();
        self.push_frame(func, args, arg_tys, None, None)?;
        self.run(base)
    }

    /// Pushes a frame for a call of `func` (a definition) with `args`.
    pub fn push_frame(
        &mut self,
        func: Func,
        args: Vec<Val>,
        arg_tys: Vec<Type>,
        site: Option<&AttrList>,
        ret_to: Option<Value>,
    ) -> Result<(), Trap> {
        if self.frames.len() >= MAX_CALL_DEPTH {
            return Err(Trap::limit(format!("call stack deeper than {MAX_CALL_DEPTH} frames (stack overflow)")));
        }
        let m = self.m;
        let info = self.info(func)?;
        let f = &m.funcs[func];
        let nparams = f.params.len();
        let varargs = m.types.func_info(f.ty).is_some_and(|(_, _, va)| va);
        if args.len() < nparams || (!varargs && args.len() > nparams) {
            return Err(Trap::ub(format!(
                "call passes {} arguments to @{}, which takes {nparams}",
                args.len(),
                f.name()
            )));
        }
        let Some(entry) = f.layout.entry_block() else {
            return Err(Trap::ub(format!("call of @{}, which has no body", f.name())));
        };
        let mut regs = self.reg_pool.pop().unwrap_or_default();
        regs.clear();
        regs.resize(info.num_values, Val::Poison);
        let mut allocas = Vec::new();
        let byval_of = |i: usize| {
            m.attr_sets
                .type_arg(f.attrs.param(i), AttrKind::ByVal)
                .or_else(|| site.and_then(|s| m.attr_sets.type_arg(s.param(i), AttrKind::ByVal)))
        };
        let mut rest = Vec::new();
        for (i, (a, ty)) in args.into_iter().zip(arg_tys).enumerate() {
            let byval = byval_of(i);
            if i >= nparams {
                rest.push(VarArg { val: a, ty, byval });
                continue;
            }
            let v = match (byval, &a) {
                (Some(t), Val::Bits(src)) => {
                    let size = m.types.alloc_size(t);
                    let copy = self.mem.allocate(size, AllocKind::Stack, false)?;
                    self.mem.copy(copy, *src as u64, size)?;
                    allocas.push(copy);
                    Val::Bits(copy as u128)
                }
                _ => a,
            };
            regs[f.params[i].index()] = v;
        }
        let pc = info.num_phis[entry] as usize;
        self.frames.push(Frame {
            func,
            insts: f.layout.block_insts(entry),
            info,
            block: entry,
            pc,
            regs,
            allocas,
            varargs: rest,
            va_area: None,
            ret_to,
            coro: None,
            statepoints: None,
            landing: None,
        });
        Ok(())
    }

    /// The address in pointer operand `v`; poison is undefined behaviour.
    pub fn addr(&self, v: Value, what: &str) -> Result<u64, Trap> {
        self.get_bits(v, what).map(|b| b as u64)
    }

    /// Sets the result of call `inst` in the innermost frame and moves past it.
    pub(crate) fn set_result(&mut self, inst: Inst, v: Val) -> Result<(), Trap> {
        let m = self.m;
        let fr = self.frames.last_mut().expect("frame");
        if let Some(r) = m.funcs[fr.func].dfg.inst_result(inst) {
            fr.regs[r.index()] = v;
        }
        self.after_call()
    }

    #[inline]
    fn set_value(&mut self, result: Option<Value>, v: Val) {
        let fr = self.frames.last_mut().expect("frame");
        if let Some(r) = result {
            if let Some(slot) = fr.regs.get_mut(r.index()) {
                *slot = v;
            }
        }
        fr.pc += 1;
    }

    /// Executes the instruction at the innermost frame's program counter.
    fn step(&mut self) -> R<Next> {
        let m = self.m;
        let types = &m.types;
        let fr = self.top();
        let f = &m.funcs[fr.func];
        let Some(&inst) = fr.insts.get(fr.pc) else {
            return Err(Trap::ub("execution ran off the end of a block").into());
        };
        let dfg = &f.dfg;
        let result = dfg.inst_result(inst);
        let rty = || result.map(|r| dfg.value_type(r)).unwrap_or(Type::VOID);
        let v = match dfg.inst(inst) {
            InstKind::Binary { op, flags, args, .. } => {
                ops::binary(types, *op, *flags, dfg.value_type(args[0]), &self.get(args[0]), &self.get(args[1]))?
            }
            InstKind::Unary { op: Opcode::Freeze, arg, .. } => self.get(*arg).frozen(types, dfg.value_type(*arg)),
            InstKind::Unary { arg, .. } => ops::fneg(types, dfg.value_type(*arg), &self.get(*arg))?,
            InstKind::Cast { op, flags, arg } => {
                ops::cast(types, *op, *flags, dfg.value_type(*arg), rty(), &self.get(*arg))?
            }
            InstKind::ICmp { pred, args } => {
                ops::icmp(types, *pred, dfg.value_type(args[0]), &self.get(args[0]), &self.get(args[1]))?
            }
            InstKind::FCmp { pred, args, .. } => {
                ops::fcmp(types, *pred, dfg.value_type(args[0]), &self.get(args[0]), &self.get(args[1]))?
            }
            InstKind::Select { args, .. } => ops::select(&self.get(args[0]), &self.get(args[1]), &self.get(args[2])),
            InstKind::Phi { .. } => return Err(Trap::ub("phi after a non-phi instruction").into()),
            InstKind::Alloca { ty, count, .. } => {
                let n = match count {
                    Some(c) => self.get_bits(*c, "alloca element count")?,
                    None => 1,
                };
                let size = (n as u64).checked_mul(types.alloc_size(*ty)).filter(|_| n <= u64::MAX as u128);
                let size = size.ok_or_else(|| Trap::limit("alloca size overflows"))?;
                let a = self.mem.allocate(size, AllocKind::Stack, false)?;
                self.frames.last_mut().expect("frame").allocas.push(a);
                Val::Bits(a as u128)
            }
            InstKind::Load { ptr, align, .. } => {
                let a = self.addr(*ptr, "load address")?;
                check_align(a, *align)?;
                self.mem.load(types, rty(), a)?
            }
            InstKind::Store { args, align, .. } => {
                let a = self.addr(args[1], "store address")?;
                check_align(a, *align)?;
                let v = self.get(args[0]);
                self.mem.store(types, dfg.value_type(args[0]), a, &v)?;
                self.frames.last_mut().expect("frame").pc += 1;
                return Ok(Next::Continue);
            }
            // One thread: atomics are their plain counterparts, and fences order nothing.
            InstKind::Fence { .. } => Val::Poison,
            InstKind::AtomicRmw { op, args, align, .. } => {
                let a = self.addr(args[0], "atomicrmw address")?;
                check_align(a, *align)?;
                let ty = dfg.value_type(args[1]);
                let old = self.mem.load(types, ty, a)?;
                let new = ops::atomic_rmw(types, *op, ty, &old, &self.get(args[1]))?;
                self.mem.store(types, ty, a, &new)?;
                old
            }
            InstKind::CmpXchg { args, align, .. } => {
                let a = self.addr(args[0], "cmpxchg address")?;
                check_align(a, *align)?;
                let ty = dfg.value_type(args[1]);
                let old = self.mem.load(types, ty, a)?;
                let (Some(o), Some(c)) = (old.bits(), self.get(args[1]).bits()) else {
                    return Err(Trap::ub("cmpxchg compares a poison value").into());
                };
                let equal = o == c;
                if equal {
                    self.mem.store(types, ty, a, &self.get(args[2]))?;
                }
                Val::Agg(Box::new([old, Val::Bits(equal as u128)]))
            }
            InstKind::Gep { flags, source_ty, args } => {
                let vals = dfg.values_of(*args);
                let Some((&base, rest)) = vals.split_first() else {
                    return Err(Trap::ub("getelementptr without a base pointer").into());
                };
                let idx: Vec<(Val, Type)> = rest.iter().map(|&v| (self.get(v), dfg.value_type(v))).collect();
                ops::gep(types, *flags, *source_ty, &self.get(base), &idx, &self.mem)?
            }
            InstKind::ExtractValue { arg, indices } => extract_value(self.get(*arg), dfg.imms_of(*indices)),
            InstKind::InsertValue { args, indices } => {
                let mut agg = self.get(args[0]);
                insert_value(&mut agg, self.get(args[1]), dfg.imms_of(*indices));
                agg
            }
            InstKind::ExtractElement { args } => {
                let vec = self.get(args[0]);
                match (vec, self.get(args[1])) {
                    (Val::Agg(l), Val::Bits(i)) => {
                        l.get(usize::try_from(i).unwrap_or(usize::MAX)).cloned().unwrap_or(Val::Poison)
                    }
                    _ => Val::Poison,
                }
            }
            InstKind::InsertElement { args } => {
                let vec = self.get(args[0]);
                let elt = self.get(args[1]);
                match (vec, self.get(args[2])) {
                    (Val::Agg(l), Val::Bits(i)) if (i as usize) < l.len() && i < u64::MAX as u128 => {
                        let mut l = l.into_vec();
                        l[i as usize] = elt;
                        Val::Agg(l.into_boxed_slice())
                    }
                    _ => crate::value::poison_of(types, rty())?,
                }
            }
            InstKind::ShuffleVector { args, mask } => {
                let a = self.get(args[0]);
                let b = self.get(args[1]);
                let (al, bl) = (a.lanes().unwrap_or(&[]), b.lanes().unwrap_or(&[]));
                let n1 = al.len();
                let lanes: Vec<Val> = dfg
                    .imms_of(*mask)
                    .iter()
                    .map(|&x| {
                        let i = x as i32;
                        if i < 0 {
                            Val::Poison
                        } else if (i as usize) < n1 {
                            al[i as usize].clone()
                        } else {
                            bl.get(i as usize - n1).cloned().unwrap_or(Val::Poison)
                        }
                    })
                    .collect();
                Val::Agg(lanes.into_boxed_slice())
            }
            InstKind::VaArg { arg } => {
                let ap = self.addr(*arg, "va_list pointer")?;
                self.va_arg(ap, rty())?
            }
            InstKind::Call(cd) => return self.call(inst, cd),
            InstKind::Invoke(d) => return self.call(inst, &d.call),
            InstKind::LandingPad(_) => self.landing_value(rty())?,
            InstKind::Resume { arg } => {
                let exc = match self.get(*arg) {
                    Val::Agg(l) => l.first().and_then(|v| v.bits()),
                    _ => None,
                };
                let exc = exc.ok_or_else(|| Trap::ub("resume of a poison exception"))?;
                return Err(Stop::Unwind(exc as u64));
            }
            InstKind::Ret { arg } => {
                crate::coro::check_ret(fr)?;
                return Ok(Next::Return(arg.map(|a| self.get(a))));
            }
            InstKind::Br { dest } => {
                self.jump(*dest)?;
                return Ok(Next::Continue);
            }
            InstKind::CondBr { cond, dests } => {
                let c = self.get_bits(*cond, "branch condition")?;
                self.jump(dests[if c & 1 == 1 { 0 } else { 1 }])?;
                return Ok(Next::Continue);
            }
            InstKind::Switch(s) => {
                let dest = match self.get(s.arg) {
                    Val::Wide(w) => s
                        .cases
                        .iter()
                        .find(|(c, _)| matches!(m.consts.data(*c), ConstData::WideInt { words, .. } if *words == w))
                        .map_or(s.default, |c| c.1),
                    _ => {
                        let v = self.get_bits(s.arg, "switch condition")?;
                        s.cases
                            .iter()
                            .find(|(c, _)| matches!(m.consts.data(*c), ConstData::Int { value, .. } if *value == v))
                            .map_or(s.default, |c| c.1)
                    }
                };
                self.jump(dest)?;
                return Ok(Next::Continue);
            }
            InstKind::IndirectBr { addr, dests } => {
                let a = self.addr(*addr, "indirectbr address")?;
                let blocks = f.layout.blocks();
                let target = match self.mem.alloc_containing(a).map(|(x, off)| (&x.kind, off)) {
                    Some((AllocKind::BlockAddr(func), off))
                        if *func == fr.func && off >= 1 && off as usize <= blocks.len() =>
                    {
                        blocks[off as usize - 1]
                    }
                    _ => {
                        return Err(
                            Trap::ub(format!("indirectbr to {a:#x}, which is not a block of this function")).into()
                        )
                    }
                };
                if !dfg.blocks_of(*dests).contains(&target) {
                    return Err(Trap::ub("indirectbr to a block missing from its destination list").into());
                }
                self.jump(target)?;
                return Ok(Next::Continue);
            }
            InstKind::Unreachable => {
                return Err(Trap::new(TrapKind::Unreachable, "reached an `unreachable` instruction").into())
            }
        };
        self.set_value(result, v);
        Ok(Next::Continue)
    }

    /// Moves the innermost frame to `to`, assigning its phis in parallel from the edge taken.
    pub(crate) fn jump(&mut self, to: Block) -> Result<(), Trap> {
        let m = self.m;
        let fr = self.top();
        let from = fr.block;
        let n = fr.info.num_phis[to] as usize;
        let f = &m.funcs[fr.func];
        let mut assigned = Vec::with_capacity(n);
        for &pi in &f.layout.block_insts(to)[..n] {
            let incoming = f.dfg.phi_incoming(pi).find(|&(_, b)| b == from);
            let Some((v, _)) = incoming else {
                return Err(Trap::ub(format!(
                    "phi in {} has no incoming value for predecessor {}",
                    kiln_ir::text::printer::block_label(f, to),
                    kiln_ir::text::printer::block_label(f, from)
                )));
            };
            assigned.push((f.dfg.inst_result(pi), self.get(v)));
        }
        for _ in 0..n {
            self.tick()?;
        }
        let fr = self.frames.last_mut().expect("frame");
        for (r, v) in assigned {
            if let Some(r) = r {
                fr.regs[r.index()] = v;
            }
        }
        fr.block = to;
        fr.insts = f.layout.block_insts(to);
        fr.pc = n;
        Ok(())
    }

    /// A `call`: intrinsic, built-in libc function, or a new frame.
    fn call(&mut self, inst: Inst, cd: &CallData) -> R<Next> {
        let m = self.m;
        let f = &m.funcs[self.top().func];
        let direct = f.dfg.value_const(cd.callee).and_then(|c| match m.consts.data(c) {
            ConstData::FuncAddr { func, .. } => Some(*func),
            _ => None,
        });
        let target = match direct {
            Some(t) => t,
            None => {
                let a = self.addr(cd.callee, "called function pointer")?;
                match self.func_at(a) {
                    Some(t) => t,
                    // A coroutine frame's resume/destroy entry, or undefined behaviour.
                    None => return self.call_coro_entry(inst, cd, a),
                }
            }
        };
        let callee = &m.funcs[target];
        let args: Vec<Val> = cd.args.iter().map(|&a| self.get(a)).collect();
        let result = f.dfg.inst_result(inst);
        let rty = result.map(|r| f.dfg.value_type(r)).unwrap_or(Type::VOID);
        if let Some(intr) = callee.intrinsic {
            if crate::coro::is_coro(intr) {
                return self.coro_intrinsic(inst, intr, cd, &args);
            }
            if intr == Intrinsic::GcStatepoint {
                return self.statepoint(inst);
            }
            if matches!(intr, Intrinsic::Patchpoint | Intrinsic::PatchpointVoid) {
                return self.patchpoint(inst, cd, &args);
            }
            if crate::gc::is_gc(intr) {
                return self.gc_intrinsic(inst, intr, cd, &args);
            }
            let v = self.intrinsic(intr, &cd.args, &args, rty)?;
            self.set_result(inst, v.unwrap_or(Val::Poison))?;
            return Ok(Next::Continue);
        }
        if callee.is_declaration() {
            let v = self.libc(callee.name(), &cd.args, &args, rty)?;
            self.set_result(inst, v.unwrap_or(Val::Poison))?;
            return Ok(Next::Continue);
        }
        let arg_tys: Vec<Type> = cd.args.iter().map(|&a| f.dfg.value_type(a)).collect();
        if cd.tail == TailKind::MustTail {
            // A guaranteed tail call replaces the caller's frame (its allocas die with it, as
            // they may not be passed to a musttail callee), so chains of them use constant depth.
            let fr = self.frames.pop().expect("the calling frame");
            let ret_to = fr.ret_to;
            self.release_frame(fr.allocas, fr.regs);
            self.push_frame(target, args, arg_tys, Some(&cd.attrs), ret_to)?;
            return Ok(Next::Called);
        }
        self.push_frame(target, args, arg_tys, Some(&cd.attrs), result)?;
        Ok(Next::Called)
    }
}

impl Machine<'_> {
    /// `llvm.experimental.patchpoint`: calls its target with its first `nargs` arguments (the
    /// code an unpatched patchpoint runs); with a null target nothing runs and the result is
    /// poison (what a runtime patches in is not the program's to know).
    fn patchpoint(&mut self, inst: Inst, cd: &CallData, args: &[Val]) -> R<Next> {
        let m = self.m;
        let f = &m.funcs[self.top().func];
        let result = f.dfg.inst_result(inst);
        let rty = result.map_or(Type::VOID, |r| f.dfg.value_type(r));
        let nargs = self.nonpoison(&args[3], "patchpoint argument count")? as usize;
        if 4 + nargs > args.len() {
            return Err(Trap::ub("a patchpoint's argument count exceeds its operands").into());
        }
        let target = match m.callee_func(f, cd.args[2]) {
            Some(g) => g,
            None => {
                let a = self.addr(cd.args[2], "patchpoint target")?;
                if a == 0 {
                    self.set_result(inst, Val::Poison)?;
                    return Ok(Next::Continue);
                }
                self.func_at(a).ok_or_else(|| Trap::ub(format!("patchpoint target {a:#x} is not a function")))?
            }
        };
        let call_args = args[4..4 + nargs].to_vec();
        let callee = &m.funcs[target];
        if callee.is_declaration() || callee.intrinsic.is_some() {
            if callee.intrinsic.is_some() {
                return Err(Trap::unsupported(format!("a patchpoint calling {}", callee.name())).into());
            }
            let v = self.libc(callee.name(), &cd.args[4..4 + nargs], &call_args, rty)?;
            self.set_result(inst, v.unwrap_or(Val::Poison))?;
            return Ok(Next::Continue);
        }
        let arg_tys: Vec<Type> = cd.args[4..4 + nargs].iter().map(|&a| f.dfg.value_type(a)).collect();
        self.push_frame(target, call_args, arg_tys, None, result)?;
        Ok(Next::Called)
    }
}

fn check_align(addr: u64, align: u32) -> Result<(), Trap> {
    if align > 1 && addr & (align as u64 - 1) != 0 {
        return Err(Trap::ub(format!("misaligned access: address {addr:#x} is not aligned to {align} bytes")));
    }
    Ok(())
}

fn extract_value(agg: Val, indices: &[u32]) -> Val {
    let mut cur = agg;
    for &i in indices {
        cur = match cur {
            Val::Agg(l) => l.into_vec().into_iter().nth(i as usize).unwrap_or(Val::Poison),
            _ => Val::Poison,
        };
    }
    cur
}

fn insert_value(agg: &mut Val, v: Val, indices: &[u32]) {
    match (indices.split_first(), agg) {
        (None, slot) => *slot = v,
        (Some((&i, rest)), Val::Agg(l)) => {
            if let Some(slot) = l.get_mut(i as usize) {
                insert_value(slot, v, rest);
            }
        }
        _ => {}
    }
}
