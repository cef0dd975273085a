//! Function and module lowering driver: IR module to machine module.
//!
//! [`lower_module`] declares one symbol per function and global, lowers global initialisers to
//! data objects (see `data`), and lowers every function body with [`FuncLower`], which walks the
//! IR blocks in layout order, creates one machine block per reachable IR block (plus split blocks
//! for critical edges and edges into blocks with phis), turns phis into block parameters and
//! dispatches each instruction to the per-family lowering files.
//!
//! Canonical register form: an integer of N <= 64 bits lives in one GPR and is operated on with
//! 32-bit instructions when N <= 32, 64-bit ones otherwise; the bits above N are undefined and
//! users that need them (compares of odd widths, division, right shifts, extensions, conversions,
//! stores of `i1`) extend first. `i128` is a (low, high) GPR pair. Floats and doubles live in the
//! low lane of an xmm register. First-class structs and arrays are the concatenation of their
//! fields' registers when that is at most four registers; larger ones (and ones with members that have
//! no register form) are memory-resident: one GPR holding the address of a stack slot (see `agg`).
//! Calls, parameters and returns follow `call` (C classification of aggregates, SysV and Win64).

mod agg;
mod atomic;
mod build;
mod cabi;
mod call;
mod consts;
mod data;
mod dense;
mod eh;
mod float;
mod fp80;
mod i128;
mod int;
mod intrinsics;
mod loadfold;
mod mem;
mod musttail;
mod statepoint;
mod switch;
mod symbols;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_abi;
#[cfg(test)]
mod tests_consts;
#[cfg(test)]
mod tests_musttail;
#[cfg(test)]
mod tests_tailcc;
mod va_arg;
mod wide;

use kiln_abi::Target;
use kiln_ir::pass::loops::LoopInfo;
use kiln_ir::{Block, Diagnostic, Function, Inst, InstKind, Module, Opcode, Type, TypeData, Value, ValueDef};
use kiln_regalloc::{Block as MBlock, RegClass, VReg};

use crate::ctx::{LowerCtx, LowerError, ValueRegs};
use crate::mir::{Amode, MFunction, MFunctionBuilder, MOp, StackSlot, SymId};
use crate::module::MModule;
use dense::{DenseMap, DenseSet, UseTable};

pub(crate) use intrinsics::libm_name;
pub use symbols::ModState;

/// Code-generation choices that do not change what a program computes (the driver's `-O` level picks them).
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub struct LowerOptions {
    /// Make `tail` calls that need no change of the caller's frame or ABI jumps (LLVM's sibling-call
    /// optimisation; `-O2`). Guaranteed tail calls (`musttail`, `tailcc`, `swifttailcc`) are jumps regardless.
    pub sibling_calls: bool,
}

/// Lowers a verified IR module to a machine module, or reports every unsupported construct.
pub fn lower_module(module: &Module, target: Target) -> Result<MModule, Vec<Diagnostic>> {
    lower_module_with(module, target, LowerOptions::default())
}

/// [`lower_module`] with code-generation `options`.
pub fn lower_module_with(module: &Module, target: Target, options: LowerOptions) -> Result<MModule, Vec<Diagnostic>> {
    // Atomics x86-64 has no instruction for become ones it has, and vectors of lanes without a
    // vector form are taken apart, on a copy of the module.
    let atomics = crate::atomic_expand::is_needed(module);
    let wide_vectors = crate::scalarize::is_needed(module);
    let wide_ints = crate::wide_expand::is_needed(module);
    if atomics || wide_vectors || wide_ints {
        let mut expanded = module.clone();
        if atomics {
            crate::atomic_expand::expand_module(&mut expanded);
        }
        if wide_vectors {
            crate::scalarize::expand_module(&mut expanded);
        }
        if wide_vectors || wide_ints {
            crate::wide_expand::expand_module(&mut expanded);
        }
        return lower_legal_module(&expanded, target, options);
    }
    lower_legal_module(module, target, options)
}

/// `lower_module` of a module without atomics to expand.
fn lower_legal_module(module: &Module, target: Target, options: LowerOptions) -> Result<MModule, Vec<Diagnostic>> {
    let mut errors = Vec::new();
    let mut st = ModState::declare(module, target, &mut errors);
    data::lower_globals(module, &mut st, &mut errors);
    let mut functions = Vec::new();
    for (fid, f) in module.funcs.iter() {
        if f.is_declaration() || f.intrinsic.is_some() {
            continue;
        }
        let Some(sym) = st.func_sym(fid) else { continue };
        if !st.is_defined(sym) {
            continue;
        }
        match lower_function(module, f, sym, &mut st, options) {
            Ok(mf) => functions.push(mf),
            Err(e) => errors.push(e.diag),
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    let mut m = st.finish();
    m.functions = functions;
    Ok(m)
}

/// Lowers one function definition.
pub(crate) fn lower_function(
    module: &Module,
    func: &Function,
    sym: SymId,
    st: &mut ModState,
    options: LowerOptions,
) -> Result<MFunction, LowerError> {
    let rules = check_definition(module, func, st.target())?;
    let mut fl = FuncLower::new(module, func, sym, st, rules, options);
    fl.run()?;
    // Calls made after a dynamic alloca need rsp aligned for their stack arguments, which is known
    // only now that every call is lowered.
    let call_align = fl.b.outgoing_args_align;
    if call_align > 16 {
        for &at in &fl.rsp_realign_fixups {
            fl.b.patch_imm(at, -(call_align as i64));
        }
    }
    let order = fl.block_order.clone();
    let srcloc = func.srcloc.offset();
    fl.b.finish(Some(&order))
        .map_err(|e| LowerError { diag: located(srcloc, format!("internal error lowering @{}: {e}", func.name())) })
}

/// The convention rules of a definition, or an error at its `define` for what instruction selection
/// cannot compile: a coroutine the coroutine passes have not split (its body still holds `llvm.coro.*`
/// calls that only those passes give a meaning).
fn check_definition(module: &Module, func: &Function, target: Target) -> Result<crate::conv::ConvRules, LowerError> {
    let at = func.srcloc.offset();
    if module.attr_sets.has(func.attrs.func, kiln_ir::AttrKind::PresplitCoroutine) {
        let msg = format!(
            "coroutine @{} was not split: run the coroutine passes (coro-early, coro-split, coro-cleanup) \
             before code generation",
            func.name()
        );
        return Err(LowerError { diag: located(at, msg) });
    }
    Ok(crate::conv::conv_rules(target, func.cc))
}

/// A diagnostic at `offset` when known.
pub(crate) fn located(offset: Option<usize>, msg: String) -> Diagnostic {
    match offset {
        Some(o) => Diagnostic::at(o, msg),
        None => Diagnostic::new(msg),
    }
}

/// What the varargs prologue recorded for `va_start`.
#[derive(Copy, Clone, Debug)]
pub(crate) struct VaInfo {
    /// The 176-byte register save area.
    pub save_area: StackSlot,
    /// Integer registers taken by named parameters.
    pub gp_used: u8,
    /// SSE registers taken by named parameters.
    pub sse_used: u8,
    /// Bytes of named stack parameters.
    pub stack_size: u32,
}

/// Per-function lowering state; implements [`LowerCtx`].
pub struct FuncLower<'a> {
    pub(crate) module: &'a Module,
    pub(crate) func: &'a Function,
    pub(crate) b: MFunctionBuilder,
    pub(crate) st: &'a mut ModState,
    /// Registers of parameters and instruction results.
    pub(crate) regs: DenseMap<Value, ValueRegs>,
    /// Machine block of each reachable IR block.
    pub(crate) blocks: DenseMap<Block, MBlock>,
    /// Instructions lowered at their users (compares feeding branches, address-only GEPs, allocas).
    pub(crate) folded: DenseSet<Inst>,
    /// `atomicrmw`s whose old value nothing uses (`lock add/sub/and/or/xor` suffice).
    pub(crate) unused_rmw: DenseSet<Inst>,
    /// Users of every value and positions of instructions in their blocks.
    pub(crate) uses: UseTable,
    /// Stack slot of each static alloca.
    pub(crate) alloca_slots: DenseMap<Inst, StackSlot>,
    /// Number of incoming edges of each IR block (duplicates counted).
    pub(crate) pred_edges: DenseMap<Block, u32>,
    /// The IR block being lowered.
    pub(crate) cur_block: Option<Block>,
    /// The instruction being lowered (for error locations).
    pub(crate) cur_inst: Option<Inst>,
    /// Machine block layout order.
    pub(crate) block_order: Vec<MBlock>,
    /// Loop depth of the block being lowered.
    pub(crate) cur_depth: u32,
    /// Set for variadic functions.
    pub(crate) va: Option<VaInfo>,
    /// The `sret` parameter, returned in rax.
    pub(crate) sret: Option<Value>,
    /// The hidden return-buffer address of a function returning an aggregate in memory.
    pub(crate) ret_ptr: Option<VReg>,
    /// Win64 variadic functions: the offset in the incoming argument area of the first variadic slot.
    pub(crate) va_win64: Option<i32>,
    /// Immediate operands of the `and rsp, -16` after each dynamic alloca, raised to the calls'
    /// stack-argument alignment once it is known.
    pub(crate) rsp_realign_fixups: Vec<usize>,
    /// Aggregate parameters whose bytes stay in memory only this function reads (the caller's argument
    /// area, a Win64 by-reference copy): loaded at each use instead of at entry.
    pub(crate) mem_params: std::collections::HashMap<Value, Amode>,
    /// The latest load of each such parameter and the machine block it is in.
    pub(crate) mem_param_loads: std::collections::HashMap<Value, (MBlock, ValueRegs)>,
    /// The staging slot of each phi of a memory-resident aggregate (written on the incoming edges).
    pub(crate) phi_stage: std::collections::HashMap<Inst, Amode>,
    /// The relocates and results of each statepoint not lowered yet.
    pub(crate) gc_users: std::collections::HashMap<Inst, statepoint::GcUsers>,
    /// Exception tables (type IDs, action chains) of a function with landing pads.
    pub(crate) eh: eh::EhTables,
    /// Blocks laid out after all others (landing pads).
    pub(crate) cold_blocks: Vec<MBlock>,
    /// The unwind destination of the statepoint invoke being lowered, for its call-site record.
    pub(crate) pending_unwind: Option<crate::mir::Unwind>,
    /// Copies the landing pad of the invoke being lowered makes first (relocates of its token).
    pub(crate) pad_copies: Vec<(ValueRegs, ValueRegs)>,
    /// The GC-transition flag of the statepoint invoke being lowered, cleared in its landing pad.
    pub(crate) pad_transition: Option<statepoint::TransitionFlag>,
    /// The convention rules the body follows.
    pub(crate) rules: crate::conv::ConvRules,
    /// Code-generation options.
    pub(crate) options: LowerOptions,
    /// Bytes of our own incoming stack arguments (Win64: with the shadow space), which a sibling call's may
    /// not exceed.
    pub(crate) incoming_stack: u64,
    /// The slot holding the value of our `swifterror` parameter, handed back in r12 by every return.
    pub(crate) swifterror_slot: Option<Amode>,
}

impl<'a> FuncLower<'a> {
    fn new(
        module: &'a Module,
        func: &'a Function,
        sym: SymId,
        st: &'a mut ModState,
        rules: crate::conv::ConvRules,
        options: LowerOptions,
    ) -> Self {
        FuncLower {
            module,
            func,
            b: {
                let mut b = MFunctionBuilder::new(sym);
                b.conv = rules.conv;
                b.not_preserved = rules.not_preserved();
                b
            },
            st,
            regs: DenseMap::with_keys(func.dfg.values().len()),
            blocks: DenseMap::with_keys(func.dfg.num_blocks()),
            folded: DenseSet::with_keys(func.dfg.num_insts()),
            unused_rmw: DenseSet::with_keys(func.dfg.num_insts()),
            uses: UseTable::default(),
            alloca_slots: DenseMap::default(),
            pred_edges: DenseMap::with_keys(func.dfg.num_blocks()),
            cur_block: None,
            cur_inst: None,
            block_order: Vec::new(),
            cur_depth: 0,
            va: None,
            sret: None,
            ret_ptr: None,
            va_win64: None,
            rsp_realign_fixups: Vec::new(),
            phi_stage: std::collections::HashMap::new(),
            mem_params: std::collections::HashMap::new(),
            mem_param_loads: std::collections::HashMap::new(),
            gc_users: std::collections::HashMap::new(),
            eh: eh::EhTables::default(),
            cold_blocks: Vec::new(),
            pending_unwind: None,
            pad_copies: Vec::new(),
            pad_transition: None,
            rules,
            options,
            incoming_stack: 0,
            swifterror_slot: None,
        }
    }

    /// Lowers the whole body.
    fn run(&mut self) -> Result<(), LowerError> {
        let f = self.func;
        let Some(entry) = f.layout.entry_block() else {
            return Err(self.err_fn("function definition without blocks".into()));
        };
        let reachable = self.reachable(entry);
        self.count_pred_edges(&reachable);
        self.uses = UseTable::build(f, &reachable);
        self.choose_folds(&reachable);
        self.choose_load_folds(&reachable);
        for &blk in f.layout.blocks() {
            for &i in f.layout.block_insts(blk) {
                if matches!(f.dfg.inst(i), InstKind::AtomicRmw { .. })
                    && f.dfg.inst_result(i).is_some_and(|r| self.uses.users(r).is_empty())
                {
                    self.unused_rmw.insert(i);
                }
            }
        }
        let uses = std::mem::take(&mut self.uses);
        self.collect_gc_users(&reachable, &uses);
        self.uses = uses;
        self.build_eh_tables(&reachable)?;
        let loops = LoopInfo::compute(f);
        // Entry first, then the other reachable blocks in layout order.
        for &blk in f.layout.blocks() {
            if !reachable.contains(&blk) {
                continue;
            }
            let mb = if blk == entry { self.b.entry() } else { self.b.new_block() };
            self.b.set_loop_depth(mb, loops.loop_depth(blk));
            self.blocks.insert(blk, mb);
        }
        self.uses = UseTable::default();
        for &blk in f.layout.blocks() {
            if !reachable.contains(&blk) {
                continue;
            }
            for &i in f.layout.block_insts(blk) {
                if matches!(f.dfg.inst(i), InstKind::Phi { .. }) {
                    self.cur_inst = Some(i);
                    if f.dfg.inst_result(i).is_some_and(|res| self.is_big(f.dfg.value_type(res))) {
                        // Memory-resident: the edges copy into a staging slot, the block copies it in.
                        let _ = self.result_regs(i);
                        continue;
                    }
                    let vr = self.result_regs(i);
                    let mb = self.blocks[&blk];
                    for &r in vr.regs() {
                        self.b.add_block_param(mb, r);
                    }
                }
            }
            self.add_landing_params(blk, self.blocks[&blk])?;
        }
        for &blk in f.layout.blocks() {
            if !reachable.contains(&blk) {
                continue;
            }
            let mb = self.blocks[&blk];
            self.block_order.push(mb);
            self.b.switch_to(mb);
            self.cur_block = Some(blk);
            self.cur_depth = loops.loop_depth(blk);
            if blk == entry {
                self.lower_params()?;
            }
            self.enter_big_phis(blk)?;
            for &i in f.layout.block_insts(blk) {
                self.cur_inst = Some(i);
                if self.folded.contains(&i) {
                    continue;
                }
                self.lower_inst(i)?;
            }
            if !self.b.is_terminated() {
                return Err(self.err_fn(format!("block {blk} has no terminator")));
            }
        }
        let cold = std::mem::take(&mut self.cold_blocks);
        self.block_order.extend(cold);
        Ok(())
    }

    /// Blocks reachable from the entry.
    fn reachable(&self, entry: Block) -> DenseSet<Block> {
        let mut seen = DenseSet::with_keys(self.func.dfg.num_blocks());
        let mut stack = vec![entry];
        while let Some(b) = stack.pop() {
            if seen.insert(b) {
                stack.extend(self.func.successors(b));
            }
        }
        seen
    }

    /// Counts incoming edges of blocks.
    fn count_pred_edges(&mut self, reachable: &DenseSet<Block>) {
        let f = self.func;
        for &blk in f.layout.blocks() {
            if !reachable.contains(&blk) {
                continue;
            }
            for s in f.successors(blk) {
                let n = self.pred_edges.get(&s).copied().unwrap_or(0);
                self.pred_edges.insert(s, n + 1);
            }
        }
    }

    /// Decides which instructions are lowered at their users.
    fn choose_folds(&mut self, reachable: &DenseSet<Block>) {
        let f = self.func;
        let types = &self.module.types;
        let users = std::mem::take(&mut self.uses);
        for &blk in f.layout.blocks() {
            if !reachable.contains(&blk) {
                continue;
            }
            let insts = f.layout.block_insts(blk);
            for (pos, &i) in insts.iter().enumerate() {
                let Some(res) = f.dfg.inst_result(i) else { continue };
                let us = users.users(res);
                match f.dfg.inst(i) {
                    InstKind::Alloca { count, .. } if self.static_alloca_size(i, *count).is_some() => {
                        self.folded.insert(i);
                    }
                    InstKind::Gep { .. } if !types.is_vector(f.dfg.value_type(res)) => {
                        let addr_only = !us.is_empty()
                            && us.iter().all(|&u| match f.dfg.inst(u) {
                                InstKind::Load { ptr, .. } => *ptr == res,
                                InstKind::Store { args, .. } => args[1] == res && args[0] != res,
                                _ => false,
                            });
                        if addr_only {
                            self.folded.insert(i);
                        }
                    }
                    InstKind::ICmp { args, .. } | InstKind::FCmp { args, .. }
                        if us.len() == 1 && !types.is_vector(f.dfg.value_type(args[0])) =>
                    {
                        let u = us[0];
                        let same_block = f.layout.inst_block(u) == Some(blk);
                        let ok_user = match f.dfg.inst(u) {
                            InstKind::CondBr { cond, .. } => *cond == res,
                            InstKind::Select { args: sa, .. } => {
                                sa[0] == res
                                    && !types.is_vector(f.dfg.value_type(sa[1]))
                                    && users.position(u).is_some_and(|p| p > pos)
                            }
                            _ => false,
                        };
                        let single_cond = match f.dfg.inst(i) {
                            InstKind::FCmp { pred, .. } => float::single_cond(*pred).is_some(),
                            _ => true,
                        };
                        if same_block && ok_user && single_cond {
                            self.folded.insert(i);
                        }
                    }
                    _ => {}
                }
            }
        }
        self.uses = users;
    }

    /// The byte size of an alloca with a constant count, if it has one.
    pub(crate) fn static_alloca_size(&self, inst: Inst, count: Option<Value>) -> Option<u64> {
        let InstKind::Alloca { ty, .. } = self.func.dfg.inst(inst) else { return None };
        let n = match count {
            None => 1,
            Some(c) => consts::const_int(self.module, &self.func.dfg, c)? as u64,
        };
        self.module.types.alloc_size(*ty).checked_mul(n)
    }

    /// Lowers one instruction that is not folded.
    fn lower_inst(&mut self, i: Inst) -> Result<(), LowerError> {
        let f = self.func;
        let types = &self.module.types;
        if let InstKind::VaArg { arg } = f.dfg.inst(i) {
            // Computes the address itself, then loads like `load` (vectors included).
            return self.lower_va_arg(i, *arg);
        }
        if self.touches_vectors(i) {
            return crate::vector::lower_inst(self, i);
        }
        match f.dfg.inst(i) {
            InstKind::Phi { .. } => Ok(()),
            InstKind::Binary { op, args, .. } => {
                let ty = f.dfg.value_type(args[0]);
                if self.is_fp80(ty) {
                    self.lower_fp80_binary(i, *op, args[0], args[1])
                } else if types.is_float(ty) {
                    self.lower_float_binary(i, *op, args[0], args[1])
                } else if self.is_wide_int(ty) {
                    self.lower_wide_binary(i, *op, args[0], args[1])
                } else if self.int_bits(ty) > 64 {
                    self.lower_i128_binary(i, *op, args[0], args[1])
                } else {
                    self.lower_int_binary(i, *op, args[0], args[1])
                }
            }
            InstKind::Unary { op: Opcode::FNeg, arg, .. } if self.is_fp80_value(*arg) => self.lower_fp80_fneg(i, *arg),
            InstKind::Unary { op: Opcode::FNeg, arg, .. } => self.lower_fneg(i, *arg),
            InstKind::Unary { arg, .. } => {
                let src = self.value_regs(*arg)?;
                let dst = self.result_regs(i);
                self.copy_regs(dst, src);
                Ok(())
            }
            InstKind::Cast { op, arg, .. } => self.lower_cast(i, *op, *arg),
            InstKind::ICmp { pred, args } => {
                let cond = self.emit_icmp(*pred, args[0], args[1])?;
                let dst = self.result_regs(i).only();
                self.setcc(cond, dst);
                Ok(())
            }
            InstKind::FCmp { pred, args, .. } => self.lower_fcmp_value(i, *pred, args[0], args[1]),
            InstKind::Select { args, .. } => self.lower_select(i, args[0], args[1], args[2]),
            InstKind::Alloca { ty, count, align, .. } => self.lower_dynamic_alloca(i, *ty, *count, *align),
            InstKind::Load { ptr, align, atomic, .. } if atomic.is_atomic() => self.lower_atomic_load(i, *ptr, *align),
            InstKind::Store { args, align, atomic, .. } if atomic.is_atomic() => {
                self.lower_atomic_store(args[0], args[1], *align, *atomic)
            }
            InstKind::Load { ptr, .. } => self.lower_load(i, *ptr),
            InstKind::Store { args, .. } => self.lower_store(args[0], args[1]),
            InstKind::Fence { atomic } => {
                self.lower_fence(*atomic);
                Ok(())
            }
            InstKind::AtomicRmw { op, args, align, .. } => self.lower_atomicrmw(i, *op, *args, *align),
            InstKind::CmpXchg { args, align, .. } => self.lower_cmpxchg(i, *args, *align),
            InstKind::Gep { source_ty, args, .. } => {
                // Compute the GEP's own address (asking for the address of its result would name
                // the result register itself).
                let vals = f.dfg.values_of(*args).to_vec();
                let amode = self.gep_amode(*source_ty, &vals)?;
                let dst = self.result_regs(i).only();
                self.lea(dst, amode);
                Ok(())
            }
            InstKind::ExtractValue { arg, indices } if self.is_big(f.dfg.value_type(*arg)) => {
                let idx = f.dfg.imms_of(*indices).to_vec();
                self.extract_big(i, *arg, &idx)
            }
            InstKind::InsertValue { args, indices } if self.is_big(f.dfg.value_type(args[0])) => {
                let idx = f.dfg.imms_of(*indices).to_vec();
                self.insert_big(i, args[0], args[1], &idx)
            }
            InstKind::ExtractValue { arg, indices } => {
                let src = self.value_regs(*arg)?;
                let agg_ty = f.dfg.value_type(*arg);
                let (start, len) = self.flat_range(agg_ty, f.dfg.imms_of(*indices))?;
                let dst = self.result_regs(i);
                let Some(parts) = src.regs().get(start..start + len).filter(|p| !p.is_empty()) else {
                    // A zero-sized element: define the placeholder register.
                    self.mov_imm(dst.only(), 0);
                    return Ok(());
                };
                let parts = parts.to_vec();
                self.copy_regs(dst, ValueRegs::from_slice(&parts));
                Ok(())
            }
            InstKind::InsertValue { args, indices } => {
                let agg = self.value_regs(args[0])?;
                let elt = self.value_regs(args[1])?;
                let agg_ty = f.dfg.value_type(args[0]);
                let (start, len) = self.flat_range(agg_ty, f.dfg.imms_of(*indices))?;
                let mut parts = agg.regs().to_vec();
                if len > 0 {
                    let (Some(dstp), Some(srcp)) = (parts.get_mut(start..start + len), elt.regs().get(..len)) else {
                        return Err(self.err("aggregate element does not match its type".into()));
                    };
                    dstp.copy_from_slice(srcp);
                }
                let dst = self.result_regs(i);
                self.copy_regs(dst, ValueRegs::from_slice(&parts));
                Ok(())
            }
            InstKind::Call(_) => self.lower_call(i),
            InstKind::Invoke(d) => self.lower_invoke(i, d),
            // Its registers are the landing block's parameters.
            InstKind::LandingPad(_) => Ok(()),
            InstKind::Resume { arg } => self.lower_resume(*arg),
            InstKind::Ret { arg } => self.lower_ret(*arg),
            InstKind::Br { dest } => {
                let from = self.cur_block.ok_or_else(|| self.err("branch outside a block".into()))?;
                self.jump_with_args(from, *dest)
            }
            InstKind::CondBr { cond, dests } => self.lower_condbr(*cond, *dests),
            InstKind::Switch(s) => self.lower_switch(s),
            InstKind::Unreachable => {
                self.ins(iced_x86::Code::Ud2, &[]);
                self.b.push(MOp::Ret, &[]);
                Ok(())
            }
            InstKind::IndirectBr { addr, dests } => {
                let dests = f.dfg.blocks_of(*dests).to_vec();
                self.lower_indirectbr(*addr, &dests)
            }
            other => Err(self.err(format!("{} is not supported by the x86-64 backend", other.opcode().name()))),
        }
    }

    /// Whether `i` produces or consumes a vector (lowered by `crate::vector`), except phis, calls
    /// and returns, which move vectors register by register.
    fn touches_vectors(&self, i: Inst) -> bool {
        let f = self.func;
        let types = &self.module.types;
        match f.dfg.inst(i) {
            InstKind::Phi { .. } | InstKind::Call(_) | InstKind::Ret { .. } => return false,
            InstKind::Invoke(_) | InstKind::LandingPad(_) | InstKind::Resume { .. } => return false,
            InstKind::ExtractValue { .. } | InstKind::InsertValue { .. } => return false,
            _ => {}
        }
        if f.dfg.inst_result(i).is_some_and(|r| types.is_vector(f.dfg.value_type(r))) {
            return true;
        }
        any_operand(f, i, |v| types.is_vector(f.dfg.value_type(v)))
    }

    /// Copies register-by-register (sizes must match).
    pub(crate) fn copy_regs(&mut self, dst: ValueRegs, src: ValueRegs) {
        for (&d, &s) in dst.regs().iter().zip(src.regs()) {
            self.copy(d, s);
        }
    }

    /// The register classes an IR type lowers to, or an error for unsupported types.
    pub(crate) fn reg_classes(&self, ty: Type) -> Result<Vec<RegClass>, LowerError> {
        let mut out = Vec::new();
        self.push_classes(ty, &mut out)?;
        Ok(out)
    }

    fn push_classes(&self, ty: Type, out: &mut Vec<RegClass>) -> Result<(), LowerError> {
        let types = &self.module.types;
        if self.is_big(ty) {
            out.extend(Self::big_classes());
            return Ok(());
        }
        match types.data(ty) {
            TypeData::Int(n) if *n <= 64 => out.push(RegClass::Int),
            TypeData::Int(n) if *n <= 128 => out.extend([RegClass::Int, RegClass::Int]),
            TypeData::Ptr(_) => out.push(RegClass::Int),
            TypeData::Float | TypeData::Double => out.push(RegClass::Vec),
            TypeData::Vector { .. } => {
                out.extend(std::iter::repeat(RegClass::Vec).take(crate::vector::num_regs(types, ty)))
            }
            TypeData::Struct { .. } | TypeData::Named(_) => {
                for &fty in types.struct_fields(ty).unwrap_or(&[]) {
                    self.push_classes(fty, out)?;
                }
            }
            TypeData::Array { len, elem } => {
                for _ in 0..*len {
                    self.push_classes(*elem, out)?;
                }
            }
            TypeData::Void => {}
            _ => return Err(self.err(format!("values of type {} are not supported", type_name(self.module, ty)))),
        }
        if out.len() > 4 {
            return Err(self.err(format!("values of type {} need too many registers", type_name(self.module, ty))));
        }
        Ok(())
    }

    /// The range of flattened registers an aggregate index path selects.
    fn flat_range(&self, ty: Type, indices: &[u32]) -> Result<(usize, usize), LowerError> {
        let types = &self.module.types;
        let mut start = 0;
        let mut cur = ty;
        for &idx in indices {
            let n = types.element_at(cur, idx as u64).ok_or_else(|| self.err("bad aggregate index".into()))?;
            for k in 0..idx {
                let et = types.element_at(cur, k as u64).ok_or_else(|| self.err("bad aggregate index".into()))?;
                start += self.reg_classes(et)?.len();
            }
            cur = n;
        }
        Ok((start, self.reg_classes(cur)?.len()))
    }

    /// Bit width of an integer or pointer type (pointers are 64).
    pub(crate) fn int_bits(&self, ty: Type) -> u32 {
        match self.module.types.data(ty) {
            TypeData::Int(n) => *n,
            _ => 64,
        }
    }

    /// An error located at the current instruction.
    pub(crate) fn err(&self, msg: String) -> LowerError {
        match self.cur_inst {
            Some(i) => self.error_at(i, msg),
            None => self.err_fn(msg),
        }
    }

    /// An error located at the function.
    pub(crate) fn err_fn(&self, msg: String) -> LowerError {
        LowerError { diag: located(self.func.srcloc.offset(), format!("in @{}: {msg}", self.func.name())) }
    }

    /// Machine block for IR block `blk`.
    pub(crate) fn mblock(&self, blk: Block) -> Result<MBlock, LowerError> {
        self.blocks.get(&blk).copied().ok_or_else(|| self.err(format!("branch to unknown block {blk}")))
    }

    /// Ends the current block with a jump from IR block `from` to `to`, passing phi arguments.
    pub(crate) fn jump_with_args(&mut self, from: Block, to: Block) -> Result<(), LowerError> {
        self.jump_with_extra(from, to, &[])
    }

    /// [`Self::jump_with_args`] passing `extra` after the phi arguments (a landing pad's values).
    pub(crate) fn jump_with_extra(&mut self, from: Block, to: Block, extra: &[VReg]) -> Result<(), LowerError> {
        let target = self.mblock(to)?;
        let mut args = Vec::new();
        let phis: Vec<Inst> = self
            .func
            .layout
            .block_insts(to)
            .iter()
            .copied()
            .filter(|&i| matches!(self.func.dfg.inst(i), InstKind::Phi { .. }))
            .collect();
        for phi in phis {
            let incoming = self
                .func
                .dfg
                .phi_incoming(phi)
                .find(|&(_, b)| b == from)
                .map(|(v, _)| v)
                .ok_or_else(|| self.err(format!("phi in {to} has no value for {from}")))?;
            let r = match self.value_regs(incoming) {
                Ok(r) => r,
                Err(e) => {
                    // Say which phi, of which type, on which edge: the branch is only where it shows.
                    let f = self.func;
                    let ty = type_name(self.module, f.dfg.value_type(incoming));
                    let text = kiln_ir::text::printer::print_inst(self.module, f, phi);
                    let name = text.split(" = ").next().unwrap_or("").trim().to_string();
                    let cause = e.diag.message.split_once(": ").map_or(e.diag.message.as_str(), |x| x.1).to_string();
                    let msg = format!(
                        "phi {name} ({ty}) in {}: the value coming from {}: {cause}",
                        kiln_ir::text::printer::block_label(f, to),
                        kiln_ir::text::printer::block_label(f, from)
                    );
                    return Err(self.error_at(phi, msg));
                }
            };
            if self.is_big(self.func.dfg.value_type(incoming)) {
                self.stage_big_phi(phi, r.only())?;
                continue;
            }
            args.extend_from_slice(r.regs());
        }
        args.extend_from_slice(extra);
        self.b.push_full(MOp::Jmp, &[crate::mir::MOperand::Block(target)], &[], kiln_regalloc::PRegSet::empty(), &args);
        Ok(())
    }

    /// The machine block an edge from the current IR block to `to` should branch to: `to` itself
    /// when the edge is its only one and it has no phis, else a new split block that jumps there.
    /// Split blocks are created empty and filled by [`Self::fill_edges`].
    pub(crate) fn edge_target(&mut self, to: Block, pending: &mut Vec<(MBlock, Block)>) -> Result<MBlock, LowerError> {
        let direct = self.pred_edges.get(&to).copied().unwrap_or(0) == 1 && !self.has_phis(to);
        if direct {
            return self.mblock(to);
        }
        let nb = self.b.new_block();
        self.b.set_loop_depth(nb, self.cur_depth);
        pending.push((nb, to));
        Ok(nb)
    }

    /// Fills split blocks with their jumps and places them after the current block.
    pub(crate) fn fill_edges(&mut self, pending: Vec<(MBlock, Block)>) -> Result<(), LowerError> {
        let from = self.cur_block.ok_or_else(|| self.err("edge outside a block".into()))?;
        let saved = self.b.current();
        for (nb, to) in pending {
            self.b.switch_to(nb);
            self.jump_with_args(from, to)?;
            self.block_order.push(nb);
        }
        self.b.switch_to(saved);
        Ok(())
    }

    fn has_phis(&self, b: Block) -> bool {
        self.func.layout.block_insts(b).first().is_some_and(|&i| matches!(self.func.dfg.inst(i), InstKind::Phi { .. }))
    }

    /// `br i1 cond, then, else`.
    fn lower_condbr(&mut self, cond: Value, dests: [Block; 2]) -> Result<(), LowerError> {
        let cc = self.cond_flags(cond)?;
        let mut pending = Vec::new();
        let t = self.edge_target(dests[0], &mut pending)?;
        let e = self.edge_target(dests[1], &mut pending)?;
        use crate::mir::MOperand::Block as B;
        self.b.push(MOp::Jcc(cc), &[B(t), B(e)]);
        self.fill_edges(pending)
    }

    /// Sets the flags for an `i1` condition and returns the condition code that means true.
    pub(crate) fn cond_flags(&mut self, cond: Value) -> Result<crate::mir::Cond, LowerError> {
        let f = self.func;
        if let Some(ci) = f.dfg.value_inst(cond) {
            if self.folded.contains(&ci) {
                match f.dfg.inst(ci) {
                    InstKind::ICmp { pred, args } => return self.emit_icmp(*pred, args[0], args[1]),
                    InstKind::FCmp { pred, args, .. } => {
                        if let Some(c) = self.emit_fcmp_single(*pred, args[0], args[1])? {
                            return Ok(c);
                        }
                    }
                    _ => {}
                }
            }
        }
        let r = self.value_regs(cond)?.only();
        self.ins(
            iced_x86::Code::Test_rm8_imm8,
            &[crate::mir::MOperand::Reg(kiln_regalloc::Operand::vreg_use(r)), crate::mir::MOperand::Imm(1)],
        );
        Ok(crate::mir::Cond::Ne)
    }
}

/// Calls `visit` on every value operand of an instruction (including call arguments and phi
/// incomings; not operand-bundle values), in operand order.
pub(crate) fn for_each_operand(f: &Function, i: Inst, mut visit: impl FnMut(Value)) {
    let dfg = &f.dfg;
    match dfg.inst(i) {
        InstKind::Binary { args, .. } | InstKind::ICmp { args, .. } | InstKind::FCmp { args, .. } => {
            args.iter().copied().for_each(visit)
        }
        InstKind::Unary { arg, .. } | InstKind::Cast { arg, .. } => visit(*arg),
        InstKind::Select { args, .. } | InstKind::InsertElement { args } => args.iter().copied().for_each(visit),
        InstKind::Phi { args, .. } | InstKind::Gep { args, .. } => dfg.values_of(*args).iter().copied().for_each(visit),
        InstKind::Alloca { count, .. } => count.iter().copied().for_each(visit),
        InstKind::Load { ptr, .. } => visit(*ptr),
        InstKind::Store { args, .. } | InstKind::AtomicRmw { args, .. } => args.iter().copied().for_each(visit),
        InstKind::CmpXchg { args, .. } => args.iter().copied().for_each(visit),
        InstKind::ExtractValue { arg, .. } | InstKind::VaArg { arg } => visit(*arg),
        InstKind::InsertValue { args, .. }
        | InstKind::ExtractElement { args }
        | InstKind::ShuffleVector { args, .. } => args.iter().copied().for_each(visit),
        InstKind::Call(_) | InstKind::Invoke(_) => {
            let c = dfg.inst(i).call_data().expect("a call");
            visit(c.callee);
            c.args.iter().copied().for_each(&mut visit);
            c.bundles.iter().flat_map(|b| b.args.iter().copied()).for_each(visit)
        }
        InstKind::LandingPad(l) => l.clauses.iter().for_each(|c| visit(c.1)),
        InstKind::Resume { arg } => visit(*arg),
        InstKind::Ret { arg } => arg.iter().copied().for_each(visit),
        InstKind::CondBr { cond, .. } => visit(*cond),
        InstKind::Switch(s) => visit(s.arg),
        InstKind::IndirectBr { addr, .. } => visit(*addr),
        InstKind::Br { .. } | InstKind::Unreachable | InstKind::Fence { .. } => {}
    }
}

/// Whether any value operand of an instruction satisfies `pred` (see [`for_each_operand`]).
pub(crate) fn any_operand(f: &Function, i: Inst, mut pred: impl FnMut(Value) -> bool) -> bool {
    let mut found = false;
    for_each_operand(f, i, |v| found = found || pred(v));
    found
}

/// A printable name of a type.
pub(crate) fn type_name(m: &Module, ty: Type) -> String {
    kiln_ir::text::printer::print_type(&m.types, ty)
}

impl LowerCtx for FuncLower<'_> {
    fn module(&self) -> &Module {
        self.module
    }
    fn func(&self) -> &Function {
        self.func
    }
    fn builder(&mut self) -> &mut MFunctionBuilder {
        &mut self.b
    }
    fn value_regs(&mut self, value: Value) -> Result<ValueRegs, LowerError> {
        if let Some(r) = self.regs.get(&value) {
            return Ok(*r);
        }
        if let Some(&a) = self.mem_params.get(&value) {
            // A parameter in memory nobody writes: loaded where it is used (once per machine block).
            let here = self.b.current();
            if let Some(&(mb, regs)) = self.mem_param_loads.get(&value) {
                if mb == here {
                    return Ok(regs);
                }
            }
            let ty = self.func.dfg.value_type(value);
            let regs = self.fresh_regs(ty)?;
            if self.module.types.is_aggregate(ty) || self.is_big(ty) {
                self.agg_from_bytes(ty, a, regs)?;
            } else {
                self.load_parts(ty, a, regs.regs())?;
            }
            self.mem_param_loads.insert(value, (here, regs));
            return Ok(regs);
        }
        match self.func.dfg.value_def(value) {
            ValueDef::Const(c) if self.is_big(self.func.dfg.value_type(value)) => {
                self.big_const(c, self.func.dfg.value_type(value))
            }
            ValueDef::Const(c) => self.materialize_const(c, self.func.dfg.value_type(value)),
            ValueDef::Inst(i) if self.folded.contains(&i) => self.materialize_folded(i),
            ValueDef::Inst(i) => Ok(self.result_regs(i)),
            _ => Err(self.err("use of a value with no registers".into())),
        }
    }
    fn result_regs(&mut self, inst: Inst) -> ValueRegs {
        let Some(res) = self.func.dfg.inst_result(inst) else {
            return ValueRegs::one(self.b.new_vreg(RegClass::Int));
        };
        if let Some(r) = self.regs.get(&res) {
            return *r;
        }
        let ty = self.func.dfg.value_type(res);
        // Scalars (the common case) without building a class list.
        let scalar = match self.module.types.data(ty) {
            TypeData::Int(n) if *n <= 64 => Some(RegClass::Int),
            TypeData::Ptr(_) => Some(RegClass::Int),
            TypeData::Float | TypeData::Double => Some(RegClass::Vec),
            _ => None,
        };
        if let Some(class) = scalar {
            let r = ValueRegs::one(self.b.new_vreg(class));
            self.regs.insert(res, r);
            return r;
        }
        let classes = self.reg_classes(ty).unwrap_or_else(|_| vec![RegClass::Int]);
        let classes = if classes.is_empty() { vec![RegClass::Int] } else { classes };
        let vs: Vec<VReg> = classes.iter().map(|&c| self.b.new_vreg(c)).collect();
        let r = ValueRegs::from_slice(&vs);
        self.regs.insert(res, r);
        r
    }
    fn address(&mut self, ptr: Value) -> Result<Amode, LowerError> {
        self.address_of(ptr)
    }
    fn rodata_const(&mut self, bytes: &[u8], align: u32) -> SymId {
        self.st.rodata_const(bytes, align)
    }
    fn float_libcall(&mut self, name: &str, args: &[VReg], ret: VReg) -> Result<(), LowerError> {
        let args: Vec<(Vec<VReg>, RegClass)> = args.iter().map(|&a| (vec![a], RegClass::Vec)).collect();
        self.emit_libcall_pairs(name, &args, &[(ret, kiln_abi::PartClass::Sse)])
    }
    fn error_at(&self, inst: Inst, message: String) -> LowerError {
        let off = self.func.inst_srclocs.get(inst).offset();
        LowerError { diag: located(off, format!("in @{}: {message}", self.func.name())) }
    }
}
