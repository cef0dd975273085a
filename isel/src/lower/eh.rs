//! Exceptions (Itanium C++ ABI, DWARF unwinding): `invoke`, `landingpad`, `resume` and
//! `llvm.eh.typeid.for`.
//!
//! An `invoke` is its call, lowered as any call is, with a call-site record of kind
//! `SiteKind::Invoke` (or the statepoint's own record) whose `unwind` names a fresh landing-pad
//! block; the IR block then ends in `MOp::InvokeJmp [normal, pad]`. The allocator takes the edge to
//! the pad from the call (`MFunction::edge_source`), so the values the pad reads are where they were
//! during the call. The pad block starts with `MOp::LandingPad`, which defines rax (the exception)
//! and rdx (the selector) as the personality routine leaves them, and jumps to the IR landing
//! block, passing them as that block's last parameters: several invokes may share one landing
//! block, so its `landingpad` value is a phi over the unwind edges. Pads are laid out after the
//! function's other blocks (they are cold).
//!
//! The function's tables (`MEh`) number type infos as LLVM does, so that `llvm.eh.typeid.for`
//! and the selectors agree: landing pads in layout order, each one's clauses last to first, the
//! first occurrence of a type info taking the next ID.

use kiln_ir::{Block, ClauseKind, ConstData, Constant, Inst, InstKind, InvokeData, Type, TypeData, Value};
use kiln_regalloc::{Operand, PReg, PRegSet, RegClass, VReg};

use super::call::{Patch, SiteSpec};
use super::dense::DenseSet;
use super::FuncLower;
use crate::ctx::{LowerCtx, LowerError};
use crate::mir::{CallSite, EhAction, MEh, MOp, MOperand, SiteKind, SymId, Unwind};

/// The registers the personality routine delivers a landing pad's values in: the exception
/// pointer, then the selector (`__builtin_eh_return_data_regno(0)` and `(1)` on x86-64).
const LANDING_REGS: [PReg; 2] = [PReg::RAX, PReg::RDX];

/// Per-function exception tables under construction.
#[derive(Debug, Default)]
pub(crate) struct EhTables {
    /// What the module's `MEh` will hold.
    pub(crate) type_infos: Vec<Option<SymId>>,
    pub(crate) filters: Vec<Vec<u32>>,
    pub(crate) actions: Vec<Vec<EhAction>>,
    /// The action chain of each `landingpad` (`None`: cleanup only).
    pub(crate) pad_actions: std::collections::HashMap<Inst, Option<u32>>,
}

impl FuncLower<'_> {
    /// Builds the exception tables of a function with landing pads (`reachable` blocks only) and
    /// stores them in the machine function.
    pub(crate) fn build_eh_tables(&mut self, reachable: &DenseSet<Block>) -> Result<(), LowerError> {
        let f = self.func;
        let pads: Vec<Inst> = f
            .layout
            .blocks()
            .iter()
            .filter(|b| reachable.contains(b))
            .flat_map(|&b| f.layout.block_insts(b).iter().copied())
            .filter(|&i| matches!(f.dfg.inst(i), InstKind::LandingPad(_)))
            .collect();
        if pads.is_empty() {
            return Ok(());
        }
        let personality = match f.personality.map(|k| self.module.consts.data(k)) {
            Some(ConstData::FuncAddr { func, .. }) => self.st.func_sym(*func),
            Some(ConstData::GlobalAddr { global, .. }) => self.st.global_sym(*global),
            _ => None,
        };
        let Some(personality) = personality else {
            return Err(self.err_fn("a function with landing pads needs a personality function or global".into()));
        };
        let mut t = EhTables::default();
        // Type IDs first, clauses last to first (LLVM's `MachineFunction::addLandingPad`).
        let mut resolved: Vec<Vec<(ClauseKind, Vec<u32>)>> = Vec::with_capacity(pads.len());
        for &lp in &pads {
            self.cur_inst = Some(lp);
            let InstKind::LandingPad(data) = f.dfg.inst(lp) else { unreachable!("filtered above") };
            let mut clauses = vec![(ClauseKind::Catch, Vec::new()); data.clauses.len()];
            for (k, &(kind, v)) in data.clauses.iter().enumerate().rev() {
                let infos = match kind {
                    ClauseKind::Catch => vec![self.type_info(v)?],
                    ClauseKind::Filter => self.filter_infos(v)?,
                };
                let ids = infos.into_iter().map(|ti| t.type_id(ti)).collect();
                clauses[k] = (kind, ids);
            }
            resolved.push(clauses);
        }
        for (&lp, clauses) in pads.iter().zip(resolved) {
            let InstKind::LandingPad(data) = f.dfg.inst(lp) else { unreachable!("filtered above") };
            let mut chain = Vec::new();
            for (kind, ids) in clauses {
                chain.push(match kind {
                    ClauseKind::Catch => EhAction::Catch(ids[0]),
                    ClauseKind::Filter => EhAction::Filter(t.filter_id(ids)),
                });
            }
            let action = if chain.is_empty() {
                None
            } else {
                if data.cleanup {
                    chain.push(EhAction::Cleanup);
                }
                Some(match t.actions.iter().position(|a| *a == chain) {
                    Some(k) => k as u32,
                    None => {
                        t.actions.push(chain);
                        t.actions.len() as u32 - 1
                    }
                })
            };
            t.pad_actions.insert(lp, action);
        }
        self.b.eh = Some(MEh {
            personality,
            type_infos: t.type_infos.clone(),
            filters: t.filters.clone(),
            actions: t.actions.clone(),
        });
        self.eh = t;
        self.cur_inst = None;
        Ok(())
    }

    /// The type info a `catch` clause (or a filter element) names: a global's symbol, or `None` for
    /// `ptr null` (everything).
    fn type_info(&self, v: Value) -> Result<Option<SymId>, LowerError> {
        let Some(k) = self.func.dfg.value_const(v) else {
            return Err(self.err("a catch clause must be a constant".into()));
        };
        self.type_info_const(k)
    }

    fn type_info_const(&self, k: Constant) -> Result<Option<SymId>, LowerError> {
        match self.module.consts.data(k) {
            ConstData::Null(_) | ConstData::Zero(_) => Ok(None),
            ConstData::GlobalAddr { global, .. } => {
                self.st.global_sym(*global).map(Some).ok_or_else(|| self.err("a type info without a symbol".into()))
            }
            _ => Err(self.err("a catch or filter type info must be a global or null".into())),
        }
    }

    /// The type infos a `filter` clause lists.
    fn filter_infos(&self, v: Value) -> Result<Vec<Option<SymId>>, LowerError> {
        let Some(k) = self.func.dfg.value_const(v) else {
            return Err(self.err("a filter clause must be a constant array".into()));
        };
        match self.module.consts.data(k) {
            ConstData::Zero(ty) => {
                let n = match self.module.types.data(*ty) {
                    TypeData::Array { len, .. } => *len,
                    _ => return Err(self.err("a filter clause must be an array".into())),
                };
                Ok(vec![None; n as usize])
            }
            ConstData::Aggregate { elems, .. } => elems.iter().map(|&e| self.type_info_const(e)).collect(),
            _ => Err(self.err("a filter clause must be a constant array of type infos".into())),
        }
    }

    /// `llvm.eh.typeid.for(ti)`: the selector value a landing pad sees for `ti`.
    pub(crate) fn lower_typeid_for(&mut self, i: Inst, ti: Value) -> Result<(), LowerError> {
        let info = self.type_info(ti)?;
        let id = self.eh.type_id(info);
        if let Some(eh) = &mut self.b.eh {
            eh.type_infos.clone_from(&self.eh.type_infos);
        }
        let dst = self.result_regs(i).only();
        self.mov_imm(dst, id as i64);
        Ok(())
    }

    /// The registers of a landing block's `landingpad` value, added as the block's last parameters
    /// (after its phis'), which each landing pad passes.
    pub(crate) fn add_landing_params(&mut self, blk: Block, mb: kiln_regalloc::Block) -> Result<(), LowerError> {
        let f = self.func;
        let Some(lp) =
            f.layout.block_insts(blk).iter().copied().find(|&i| !matches!(f.dfg.inst(i), InstKind::Phi { .. }))
        else {
            return Ok(());
        };
        if !matches!(f.dfg.inst(lp), InstKind::LandingPad(_)) {
            return Ok(());
        }
        self.cur_inst = Some(lp);
        let Some(res) = f.dfg.inst_result(lp) else { return Ok(()) };
        let ty = f.dfg.value_type(res);
        if self.module.types.data(ty) == &TypeData::Token {
            return Ok(());
        }
        let classes = self.reg_classes(ty)?;
        if classes.len() > LANDING_REGS.len() || classes.iter().any(|&c| c != RegClass::Int) || !self.fits_gprs(ty) {
            let name = super::type_name(self.module, ty);
            return Err(self.err(format!(
                "a landingpad of type {name} is not supported: the personality routine delivers two \
                 integer registers (an exception pointer and an i32 selector), as in {{ ptr, i32 }}"
            )));
        }
        for &r in self.result_regs(lp).regs() {
            self.b.add_block_param(mb, r);
        }
        Ok(())
    }

    /// Whether every field of `ty` fits a 64-bit register.
    fn fits_gprs(&self, ty: Type) -> bool {
        let types = &self.module.types;
        match types.data(ty) {
            TypeData::Int(n) => *n <= 64,
            TypeData::Ptr(_) => true,
            TypeData::Struct { .. } | TypeData::Named(_) => {
                types.struct_fields(ty).unwrap_or(&[]).iter().all(|&t| self.fits_gprs(t))
            }
            _ => false,
        }
    }

    /// `invoke`: the call with an unwind destination, `InvokeJmp` to the normal destination and
    /// the landing pad, and the pad's jump to the IR landing block.
    pub(crate) fn lower_invoke(&mut self, i: Inst, d: &InvokeData) -> Result<(), LowerError> {
        let from = self.cur_block.ok_or_else(|| self.err("invoke outside a block".into()))?;
        let c = &d.call;
        let intrinsic = self.direct_callee(c).and_then(|func| self.module.funcs[func].intrinsic);
        let statepoint = match intrinsic {
            // Cannot throw: a jump to the normal destination.
            Some(kiln_ir::Intrinsic::Donothing) => return self.jump_with_args(from, d.normal),
            Some(kiln_ir::Intrinsic::GcStatepoint) => true,
            Some(intr) => {
                return Err(self
                    .err(format!("invoke of the intrinsic @{} is not supported by the x86-64 backend", intr.name())))
            }
            None => false,
        };
        if let Some(b) = c.bundles.first().filter(|_| !statepoint) {
            return Err(self.err(format!(
                "an invoke with the operand bundle \"{}\" is not supported by the x86-64 backend",
                b.tag
            )));
        }
        let pad_lp = self
            .func
            .layout
            .block_insts(d.unwind)
            .iter()
            .copied()
            .find(|&x| matches!(self.func.dfg.inst(x), InstKind::LandingPad(_)))
            .ok_or_else(|| self.err("the unwind destination has no landingpad".into()))?;
        let action = *self.eh.pad_actions.get(&pad_lp).ok_or_else(|| self.err("landing pad without tables".into()))?;
        let rules = crate::conv::conv_rules(self.st.target(), c.cc);
        let pad = self.b.new_block();
        self.b.set_loop_depth(pad, self.cur_depth);
        let unwind = Unwind { pad, action };
        if statepoint {
            // The statepoint's own record gets the unwind destination (`lower_safepoint_call`).
            self.pending_unwind = Some(unwind);
            self.lower_statepoint(i, c)?;
            if self.pending_unwind.take().is_some() {
                return Err(self.err("internal error: the statepoint invoke made no call-site record".into()));
            }
        } else {
            let spec = SiteSpec {
                site: CallSite { id: 0, kind: SiteKind::Invoke, locs: Vec::new(), unwind: Some(unwind) },
                operands: Vec::new(),
                patch: Patch::Call,
                transition: None,
                signature: None,
            };
            let result = self.func.dfg.inst_result(i).map(|_| i);
            self.lower_call_data(i, c, result, Some(spec))?;
        }
        let mut pending = Vec::new();
        let normal = self.edge_target(d.normal, &mut pending)?;
        self.b.push(MOp::InvokeJmp, &[MOperand::Block(normal), MOperand::Block(pad)]);
        self.fill_edges(pending)?;
        // The landing pad: what the unwinder leaves, then the jump to the landing block.
        let saved = self.b.current();
        self.b.switch_to(pad);
        let mut clobbers = super::call::call_clobbers(rules);
        let mut defs = Vec::new();
        for p in LANDING_REGS {
            clobbers = PRegSet(clobbers.0 & !(1 << p.index()));
            defs.push(Operand::preg_def(p));
        }
        self.b.push_full(MOp::LandingPad, &[], &defs, clobbers, &[]);
        // Relocates on the exceptional path already given registers by an earlier use.
        for (dst, src) in std::mem::take(&mut self.pad_copies) {
            self.copy_regs(dst, src);
        }
        if let Some(t) = self.pad_transition.take() {
            self.set_transition_flag(&t, 0);
        }
        let nparams = self.landing_param_count(d.unwind);
        let values: Vec<VReg> = LANDING_REGS[..nparams]
            .iter()
            .map(|&p| {
                let v = self.gpr();
                self.copy_from_preg(v, p);
                v
            })
            .collect();
        self.jump_with_extra(from, d.unwind, &values)?;
        self.cold_blocks.push(pad);
        self.b.switch_to(saved);
        Ok(())
    }

    /// How many registers the `landingpad` of landing block `blk` takes (see `add_landing_params`).
    fn landing_param_count(&self, blk: Block) -> usize {
        let f = self.func;
        f.layout
            .block_insts(blk)
            .iter()
            .find(|&&x| matches!(f.dfg.inst(x), InstKind::LandingPad(_)))
            .and_then(|&x| self.regs.get(&f.dfg.inst_result(x)?))
            .map_or(0, |r| r.regs().len())
    }

    /// `resume`: unwinding goes on, through `_Unwind_Resume(exception)`, which does not return.
    pub(crate) fn lower_resume(&mut self, arg: Value) -> Result<(), LowerError> {
        let regs = self.value_regs(arg)?;
        let Some(&exc) = regs.regs().first() else {
            return Err(self.err("resume of a value without an exception pointer".into()));
        };
        self.emit_libcall_pairs("_Unwind_Resume", &[(vec![exc], RegClass::Int)], &[])?;
        self.ins(iced_x86::Code::Ud2, &[]);
        self.b.push(MOp::Ret, &[]);
        Ok(())
    }
}

impl EhTables {
    /// The type ID of `ti`, given the next one when new.
    pub(crate) fn type_id(&mut self, ti: Option<SymId>) -> u32 {
        match self.type_infos.iter().position(|&t| t == ti) {
            Some(k) => k as u32 + 1,
            None => {
                self.type_infos.push(ti);
                self.type_infos.len() as u32
            }
        }
    }

    /// The index of the exception specification `ids`, shared with an equal one.
    fn filter_id(&mut self, ids: Vec<u32>) -> u32 {
        match self.filters.iter().position(|f| *f == ids) {
            Some(k) => k as u32,
            None => {
                self.filters.push(ids);
                self.filters.len() as u32 - 1
            }
        }
    }
}
