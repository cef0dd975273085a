//! Call-site records: statepoints, stack maps and patchpoints.
//!
//! Statepoint lowering: a `gc.statepoint` becomes its wrapped call (the full C convention of the
//! target, `%al` of a variadic callee included) with a call-site record at the return address.
//!
//! Every reference a used `gc.relocate` names (base and derived) is a `StackMod` operand of the
//! call: the allocator keeps it in its spill slot across the call, where the collector may rewrite
//! it, and the record reports that slot (an Indirect location). The relocate's result is the same
//! vreg, so the allocator reloads the relocated value from the slot once, before its first use and
//! only if it has one; a reference no used relocate names gets no operand, no slot and no entry.
//! Deopt values are `StackUse` operands (in a slot, read there), or `Live` (anywhere, registers
//! included) under the `DeoptLiveIn` flag; constants and allocas need no operand. The record is
//! LLVM's: calling convention, flags, deopt count, the deopt values in order, then one
//! (base, derived) pair per relocation.
//!
//! A stack map (`llvm.experimental.stackmap`) records its values where they are (`Live`
//! operands: registers or spill slots; constants inline; allocas Direct) at the start of its
//! shadow. A patchpoint (`llvm.experimental.patchpoint`) is a call of its target under the C
//! convention padded with nops to its byte count (only nops for a null target), recording its
//! live values the same way at its start.

use std::collections::HashMap;

use iced_x86::Code;
use kiln_ir::gc::{self, Relocate, Statepoint, Transition};
use kiln_ir::instructions::{CallData, TailKind};
use kiln_ir::{AttrList, AttrSetId, ConstData, Inst, InstKind, Intrinsic, Value, ValueDef};
use kiln_regalloc::{Operand, OperandKind};

use super::build::{imm, mem};
use super::call::{Patch, SiteSpec};
use super::dense::{DenseSet, UseTable};
use super::FuncLower;
use crate::ctx::{LowerCtx, LowerError};
use crate::mir::{Amode, CallSite, MOp, SiteKind, SiteLoc};
use kiln_regalloc::PRegSet;

/// Largest stack map shadow or patchpoint size (the encoder writes it as nops).
pub(crate) const MAX_STACKMAP_SHADOW: u32 = 65536;
/// The most bytes a patchpoint's call takes (`call rel32`; `call r/m64` is at most 3).
const PATCHPOINT_CALL_BYTES: u32 = 5;

/// The `gc.relocate` and `gc.result` calls tied to one statepoint, with whether each is used.
#[derive(Default, Debug)]
pub(crate) struct GcUsers {
    relocates: Vec<(Inst, bool)>,
    results: Vec<(Inst, bool)>,
}

/// The GC-transition code around a call: the flag's address.
pub(crate) struct TransitionFlag(pub(crate) Amode);

impl FuncLower<'_> {
    /// Finds the relocates and results of every statepoint (while the use table exists).
    pub(crate) fn collect_gc_users(&mut self, reachable: &DenseSet<kiln_ir::Block>, uses: &UseTable) {
        let (m, f) = (self.module, self.func);
        for &blk in f.layout.blocks() {
            if !reachable.contains(&blk) {
                continue;
            }
            for &i in f.layout.block_insts(blk) {
                let which = gc::called_intrinsic(m, f, i);
                if !matches!(which, Some(Intrinsic::GcRelocate | Intrinsic::GcResult)) {
                    continue;
                }
                let InstKind::Call(c) = f.dfg.inst(i) else { continue };
                let Some(sp) = c.args.first().and_then(|&t| gc::token_statepoint(m, f, t)) else { continue };
                let used = f.dfg.inst_result(i).is_some_and(|r| !uses.users(r).is_empty());
                let entry = self.gc_users.entry(sp).or_default();
                match which {
                    Some(Intrinsic::GcRelocate) => entry.relocates.push((i, used)),
                    _ => entry.results.push((i, used)),
                }
            }
        }
    }

    /// Lowers the statepoint `i` (see the module comment).
    pub(crate) fn lower_statepoint(&mut self, i: Inst, c: &CallData) -> Result<(), LowerError> {
        let (m, f) = (self.module, self.func);
        let sp =
            Statepoint::of(m, f, i).map_err(|e| self.err(e))?.ok_or_else(|| self.err("not a statepoint".into()))?;
        let users = self.gc_users.remove(&i).unwrap_or_default();
        let result = users.results.iter().find(|r| r.1).map(|r| r.0);
        // The statepoint's attributes of the call arguments (its parameters 5 onwards).
        let params = c.attrs.params.get(5..).unwrap_or(&[]).to_vec();
        self.lower_safepoint_call(c, &sp, &users, result, params, true)
    }

    /// A plain call with a `"deopt"` bundle (outside RewriteStatepointsForGC's reach): a
    /// statepoint without references, as LLVM lowers it — the bundle's values recorded at the
    /// return address, under the call's `"statepoint-id"` (default 0xABCDEF0F) and
    /// `"statepoint-num-patch-bytes"`.
    pub(crate) fn lower_deopt_call(&mut self, i: Inst, c: &CallData) -> Result<(), LowerError> {
        if let Some(b) = c.bundles.iter().find(|b| b.tag != "deopt") {
            return Err(self.err(format!("operand bundle \"{}\" next to \"deopt\" on a call is not supported", b.tag)));
        }
        let (id, patch_bytes) = gc::statepoint_directives(self.module, c);
        let sp = Statepoint {
            inst: i,
            id: id.unwrap_or(gc::DEOPT_CALL_STATEPOINT_ID),
            patch_bytes: patch_bytes.unwrap_or(0),
            target: c.callee,
            target_ty: c.fn_ty,
            call_args: &c.args,
            flags: 0,
            gc_live: &[],
            deopt: gc::bundle(c, "deopt"),
            transition: &[],
        };
        let result = self.func.dfg.inst_result(i).map(|_| i);
        self.lower_safepoint_call(c, &sp, &GcUsers::default(), result, c.attrs.params.clone(), false)
    }

    /// The statepoint `sp` made by `c`, its target returning into `result`'s registers; `gc_args`
    /// is false for a plain call with a deopt bundle (no references recorded).
    fn lower_safepoint_call(
        &mut self,
        c: &CallData,
        sp: &Statepoint<'_>,
        users: &GcUsers,
        result: Option<Inst>,
        params: Vec<AttrSetId>,
        gc_args: bool,
    ) -> Result<(), LowerError> {
        let i = sp.inst;
        if c.tail == TailKind::MustTail {
            return Err(self.err("a musttail statepoint is not supported".into()));
        }
        // The relocations to record, as LLVM chooses them: one (base, derived) pair per derived
        // value of a relocate (Kiln skips relocates nobody uses: that reference is dead after the
        // call and needs no slot), then (v, v) for every managed deopt value not among them (the
        // runtime reads the deopt state after the collection).
        let (m, f) = (self.module, self.func);
        let strategy = gc::statepoint_strategy(f);
        let managed = |t| match strategy {
            Some(s) => s.is_managed(&m.types, t),
            None => matches!(m.types.data(t), kiln_ir::TypeData::Ptr(a) if *a == 1),
        };
        let mut pairs: Vec<(Value, Value)> = Vec::new();
        // (LLVM walks the token's users, which is the relocates in reverse order.)
        for &(r, used) in users.relocates.iter().rev() {
            let rel = self.relocate_of(sp, r)?;
            let (b, dv) = (sp.gc_live[rel.base], sp.gc_live[rel.derived]);
            if used && !pairs.iter().any(|p| p.1 == dv) {
                pairs.push((b, dv));
            }
        }
        // (A plain call's deopt bundle has no GC arguments at all, as in LLVM.)
        for &v in sp.deopt.iter().filter(|_| gc_args) {
            if managed(f.dfg.value_type(v)) && !pairs.iter().any(|p| p.1 == v) {
                pairs.push((v, v));
            }
        }
        let mut rec = Record::statepoint();
        let mut refs: HashMap<Value, SiteLoc> = HashMap::new();
        for &(b, dv) in &pairs {
            for v in [b, dv] {
                if let std::collections::hash_map::Entry::Vacant(e) = refs.entry(v) {
                    e.insert(self.record_value(&mut rec, v, OperandKind::StackMod)?);
                }
            }
        }
        let deopt_kind = if sp.flags & gc::FLAG_DEOPT_LIVE_IN != 0 { OperandKind::Live } else { OperandKind::StackUse };
        let mut locs = vec![SiteLoc::Const(c.cc.id() as i64), SiteLoc::Const(sp.flags as i64)];
        locs.push(SiteLoc::Const(sp.deopt.len() as i64));
        for &v in sp.deopt {
            locs.push(self.record_value(&mut rec, v, deopt_kind)?);
        }
        for &(b, dv) in &pairs {
            locs.push(refs[&b]);
            locs.push(refs[&dv]);
        }
        let transition = self.transition(sp)?;
        let call = CallData {
            callee: sp.target,
            fn_ty: sp.target_ty,
            args: sp.call_args.to_vec(),
            cc: c.cc,
            tail: TailKind::None,
            fmf: c.fmf,
            attrs: AttrList { func: c.attrs.func, ret: AttrSetId::EMPTY, params },
            bundles: Vec::new(),
        };
        let unwind = self.pending_unwind.take();
        // An exception leaves the callee with the flag still set: the landing pad clears it.
        if let (Some(_), Some(t)) = (&unwind, &transition) {
            self.pad_transition = Some(TransitionFlag(t.0));
        }
        let site = CallSite { id: sp.id, kind: SiteKind::Statepoint, locs, unwind };
        let patch = if sp.patch_bytes > 0 { Patch::Nops(sp.patch_bytes) } else { Patch::Call };
        let spec = SiteSpec { site, operands: rec.operands, patch, transition, signature: None };
        self.lower_call_data(i, &call, result, Some(spec))?;
        // After the call each recorded reference's vreg holds the relocated value: a relocate is
        // that vreg (a copy only when a use lowered earlier already gave it registers).
        for &(r, used) in &users.relocates {
            if !used {
                continue;
            }
            let rel = self.relocate_of(sp, r)?;
            let src = self.value_regs(sp.gc_live[rel.derived])?;
            // A relocate of the landing pad's token that already has registers is copied there.
            let existing = self.func.dfg.inst_result(r).and_then(|v| self.regs.get(&v).copied());
            match existing {
                Some(dst) if unwind.is_some() && gc::is_landing_token(f, rel.token) => self.pad_copies.push((dst, src)),
                _ => self.define_as(r, src)?,
            }
        }
        if let Some(first) = result {
            let src = self.result_regs(first);
            for &(r, used) in &users.results {
                if used && r != first {
                    self.define_as(r, src)?;
                }
            }
        }
        Ok(())
    }

    /// `llvm.experimental.stackmap(i64 id, i32 shadow, values...)`.
    pub(crate) fn lower_stackmap(&mut self, c: &CallData) -> Result<(), LowerError> {
        let id = self.const_arg(c, 0, "llvm.experimental.stackmap's ID")? as u64;
        let shadow = u32::try_from(self.const_arg(c, 1, "llvm.experimental.stackmap's shadow byte count")?)
            .ok()
            .filter(|&n| n <= MAX_STACKMAP_SHADOW)
            .ok_or_else(|| {
                self.err(format!(
                    "llvm.experimental.stackmap's shadow byte count must be between 0 and {MAX_STACKMAP_SHADOW}"
                ))
            })?;
        let mut rec = Record::stackmap();
        let mut locs = Vec::with_capacity(c.args.len().saturating_sub(2));
        for &v in c.args.get(2..).unwrap_or(&[]) {
            locs.push(self.record_value(&mut rec, v, OperandKind::Live)?);
        }
        let site = CallSite { id, kind: SiteKind::StackMap { shadow }, locs, unwind: None };
        self.b.push_site(MOp::StackMap, &[], &rec.operands, PRegSet::empty(), site);
        Ok(())
    }

    /// `llvm.experimental.patchpoint[.void](i64 id, i32 bytes, ptr target, i32 nargs, args...,
    /// values...)`: the call of `target` with the first `nargs` arguments, padded to `bytes`.
    pub(crate) fn lower_patchpoint(&mut self, i: Inst, c: &CallData) -> Result<(), LowerError> {
        let (m, f) = (self.module, self.func);
        let id = self.const_arg(c, 0, "a patchpoint's ID")? as u64;
        let bytes = u32::try_from(self.const_arg(c, 1, "a patchpoint's byte count")?)
            .ok()
            .filter(|&n| n <= MAX_STACKMAP_SHADOW)
            .ok_or_else(|| {
                self.err(format!("a patchpoint's byte count must be between 0 and {MAX_STACKMAP_SHADOW}"))
            })?;
        let nargs = usize::try_from(self.const_arg(c, 3, "a patchpoint's argument count")?)
            .ok()
            .filter(|&n| 4 + n <= c.args.len())
            .ok_or_else(|| self.err("a patchpoint's argument count exceeds its operands".into()))?;
        if c.tail == TailKind::MustTail {
            return Err(self.err("a musttail patchpoint is not supported".into()));
        }
        if let Some(b) = c.bundles.first() {
            return Err(self.err(format!("operand bundle \"{}\" on a patchpoint is not supported", b.tag)));
        }
        let target = c.args[2];
        let null =
            matches!(f.dfg.value_def(target), ValueDef::Const(k) if matches!(m.consts.data(k), ConstData::Null(_)));
        let patch = if null {
            Patch::Nops(bytes)
        } else {
            // `call rel32` (a symbol) or `call r/m64` (a computed address): at most 5 bytes.
            if bytes < PATCHPOINT_CALL_BYTES {
                return Err(self.err(format!(
                    "a patchpoint with a target needs at least {PATCHPOINT_CALL_BYTES} bytes for its call, not {bytes}"
                )));
            }
            Patch::PaddedCall(bytes)
        };
        let mut rec = Record::stackmap();
        let mut locs = Vec::new();
        for &v in &c.args[4 + nargs..] {
            locs.push(self.record_value(&mut rec, v, OperandKind::Live)?);
        }
        let ret_ty = f.dfg.inst_result(i).map_or(kiln_ir::Type::VOID, |r| f.dfg.value_type(r));
        let call = CallData {
            callee: target,
            fn_ty: c.fn_ty,
            args: c.args[4..4 + nargs].to_vec(),
            cc: c.cc,
            tail: TailKind::None,
            fmf: c.fmf,
            attrs: AttrList {
                func: c.attrs.func,
                ret: c.attrs.ret,
                params: c.attrs.params.get(4..).unwrap_or(&[]).to_vec(),
            },
            bundles: Vec::new(),
        };
        let site = CallSite { id, kind: SiteKind::PatchPoint, locs, unwind: None };
        let signature = Some((ret_ty, nargs, false));
        let spec = SiteSpec { site, operands: rec.operands, patch, transition: None, signature };
        let result = f.dfg.inst_result(i).map(|_| i);
        self.lower_call_data(i, &call, result, Some(spec))
    }

    /// The constant integer argument `k` of `c`.
    fn const_arg(&self, c: &CallData, k: usize, what: &str) -> Result<i128, LowerError> {
        c.args
            .get(k)
            .and_then(|&v| super::consts::const_int(self.module, &self.func.dfg, v))
            .ok_or_else(|| self.err(format!("{what} must be a constant integer")))
    }

    /// The relocate `r` of `sp`, its indices checked.
    fn relocate_of(&self, sp: &Statepoint<'_>, r: Inst) -> Result<Relocate, LowerError> {
        let n = sp.gc_live.len();
        match Relocate::of(self.module, self.func, r) {
            Some(rel) if rel.base < n && rel.derived < n => Ok(rel),
            _ => Err(self.error_at(r, "gc.relocate with an index outside the statepoint's \"gc-live\" values".into())),
        }
    }

    /// Gives the result of `inst` the registers `src`.
    fn define_as(&mut self, inst: Inst, src: crate::ctx::ValueRegs) -> Result<(), LowerError> {
        let Some(res) = self.func.dfg.inst_result(inst) else { return Ok(()) };
        match self.regs.get(&res).copied() {
            Some(existing) => self.copy_regs(existing, src),
            None => {
                self.regs.insert(res, src);
            }
        }
        Ok(())
    }

    /// Where the record finds `v`: a constant, a stack object, or a vreg through a late-point
    /// operand of `kind` (one per vreg: a reference also in the deopt state keeps its `StackMod`).
    pub(crate) fn record_value(
        &mut self,
        rec: &mut Record,
        v: Value,
        kind: OperandKind,
    ) -> Result<SiteLoc, LowerError> {
        let (m, f) = (self.module, self.func);
        let ty = f.dfg.value_type(v);
        if let ValueDef::Const(k) = f.dfg.value_def(v) {
            match m.consts.data(k) {
                ConstData::Undef(_) | ConstData::Poison(_) => return Ok(SiteLoc::Const(rec.undef)),
                _ => {
                    // Sign-extended from its width, as LLVM records constants (null is 0).
                    if let Some(n) = super::consts::const_int(m, &f.dfg, v) {
                        let n = i64::try_from(n)
                            .map_err(|_| self.err("a recorded constant wider than 64 bits is not supported".into()))?;
                        return Ok(SiteLoc::Const(n));
                    }
                }
            }
        }
        if let Some(a) = f.dfg.value_inst(v) {
            if let InstKind::Alloca { count, .. } = f.dfg.inst(a) {
                if self.static_alloca_size(a, *count).is_some() {
                    return Ok(SiteLoc::Frame(self.alloca_slot(a)?));
                }
            }
        }
        let regs = self.value_regs(v)?;
        let [vreg] = regs.regs()[..] else {
            return Err(self.err(format!(
                "a statepoint records only values in one register; {} takes {}",
                super::type_name(m, ty),
                regs.regs().len()
            )));
        };
        let size = m.types.alloc_size(ty);
        let size = u16::try_from(size)
            .ok()
            .filter(|&s| s <= 16)
            .ok_or_else(|| self.err(format!("a statepoint cannot record a {}-byte value", size)))?;
        if !rec.operands.iter().any(|o| o.vreg() == Some(vreg)) {
            rec.operands.push(Operand {
                reg: kiln_regalloc::RegRef::Virt(vreg),
                kind,
                pos: kiln_regalloc::OperandPos::Late,
            });
        }
        Ok(SiteLoc::Value { vreg, size })
    }

    /// The GC-transition code `sp` asks for, under the function's strategy.
    fn transition(&mut self, sp: &Statepoint<'_>) -> Result<Option<TransitionFlag>, LowerError> {
        let flagged = sp.flags & gc::FLAG_GC_TRANSITION != 0;
        if !flagged {
            if !sp.transition.is_empty() {
                return Err(
                    self.err("\"gc-transition\" operands on a statepoint without the GC-transition flag".into())
                );
            }
            return Ok(None);
        }
        let strategy = gc::statepoint_strategy(self.func).map(|s| s.transition);
        match (strategy, sp.transition) {
            (Some(Transition::Flag), &[flag]) if self.module.types.is_ptr(self.func.dfg.value_type(flag)) => {
                Ok(Some(TransitionFlag(self.address_of(flag)?)))
            }
            (Some(Transition::Flag), _) => Err(self.err(
                "a GC transition takes one \"gc-transition\" operand, the address of the i32 flag set while the \
                 callee runs"
                    .into(),
            )),
            _ => Err(self.err("a GC-transition statepoint needs a GC strategy with transitions (gc \"statepoint-example\" or \"coreclr\")".into())),
        }
    }

    /// Stores `value` to the transition flag.
    pub(crate) fn set_transition_flag(&mut self, t: &TransitionFlag, value: i64) {
        self.ins(Code::Mov_rm32_imm32, &[mem(t.0), imm(value)]);
    }
}

/// The late-point operands a record needs, and the constant it records for `undef`.
pub(crate) struct Record {
    pub(crate) operands: Vec<Operand>,
    pub(crate) undef: i64,
}

impl Record {
    /// A statepoint's (`undef` is LLVM's pooled 0xFEFEFEFE).
    pub(crate) fn statepoint() -> Record {
        Record { operands: Vec::new(), undef: gc::STATEPOINT_UNDEF }
    }
    /// A stack map's or patchpoint's (`undef` is 0xFEFEFEFE as an inline 32-bit constant).
    pub(crate) fn stackmap() -> Record {
        Record { operands: Vec::new(), undef: gc::STACKMAP_UNDEF }
    }
}
