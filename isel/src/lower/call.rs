//! Calls, returns and incoming parameters under the SysV x86-64 convention (locations from the
//! `kiln_abi` classifier), including byval copies, sret, varargs callers (`al` = SSE registers
//! used) and the varargs callee's register save area.

use iced_x86::Code;
use kiln_abi::{classify_args, classify_return, ArgLoc, ArgSpec, PartClass};
use kiln_ir::{AttrKind, AttrSetId, ConstData, InstKind, Type, Value};
use kiln_regalloc::{Operand, PReg, PRegSet, RegClass, VReg};

use super::build::{d, imm, mem, u};
use super::mem::off;
use super::{FuncLower, VaInfo};
use crate::ctx::{LowerCtx, LowerError, ValueRegs};
use crate::mir::{Amode, AmodeBase, MOp, MOperand, SymId};

/// Every caller-saved register: rax rcx rdx rsi rdi r8-r11 and xmm0-15.
pub(crate) fn caller_saved() -> PRegSet {
    let mut s =
        PRegSet::of(&[PReg::RAX, PReg::RCX, PReg::RDX, PReg::RSI, PReg::RDI, PReg::R8, PReg::R9, PReg::R10, PReg::R11]);
    for n in 0..16 {
        s.insert(PReg::xmm(n));
    }
    s
}

/// One prepared call argument.
pub(crate) enum CallArg {
    /// Registers of a value with their ABI description.
    Regs(Vec<VReg>, Vec<RegClass>, ArgSpec),
    /// A byval object at an address, copied into the outgoing area.
    ByVal(Amode, u64, u64),
}

/// What a call goes to.
pub(crate) enum Callee {
    /// A symbol (`call rel32`).
    Sym(SymId),
    /// A register (`call r64`).
    Reg(VReg),
}

fn part_class(c: RegClass) -> PartClass {
    match c {
        RegClass::Int => PartClass::Int,
        RegClass::Vec => PartClass::Sse,
    }
}

/// Whether part `k` of an argument is a 16-byte vector chunk.
fn is_vec_part(spec: &ArgSpec, k: usize) -> bool {
    matches!(spec, ArgSpec::Parts(parts) if parts.get(k) == Some(&PartClass::SseVec))
}

fn loc_preg(l: ArgLoc) -> Option<PReg> {
    match l {
        ArgLoc::Int(n) => Some(PReg::gpr(n)),
        ArgLoc::Sse(n) => Some(PReg::xmm(n)),
        ArgLoc::Stack(_) => None,
    }
}

impl FuncLower<'_> {
    /// The ABI description of a value of type `ty`.
    fn arg_spec(&self, ty: Type, classes: &[RegClass]) -> ArgSpec {
        if self.module.types.int_bits(ty) == Some(128) {
            ArgSpec::IntPair
        } else if self.module.types.is_vector(ty) && self.module.types.store_size(ty) > 8 {
            // Each 16-byte chunk of a vector is one SSE register or 16 aligned bytes of stack.
            ArgSpec::Parts(classes.iter().map(|_| PartClass::SseVec).collect())
        } else {
            ArgSpec::Parts(classes.iter().map(|&c| part_class(c)).collect())
        }
    }

    /// The byval `(type, size, align)` of parameter `k` of an attribute list, if any.
    fn byval_of(&self, attrs: &kiln_ir::AttrList, k: usize) -> Option<(u64, u64)> {
        let set = attrs.param(k);
        let sets = &self.module.attr_sets;
        let ty = sets.type_arg(set, AttrKind::ByVal)?;
        let types = &self.module.types;
        let align = sets.int_arg(set, AttrKind::Align).unwrap_or_else(|| types.abi_align(ty)).max(8);
        Some((types.alloc_size(ty), align))
    }

    /// Extends a small integer argument or return value marked `signext`/`zeroext` to 32 bits.
    fn ext_attr(&mut self, set: AttrSetId, ty: Type, r: VReg) -> VReg {
        let bits = self.int_bits(ty);
        if !self.module.types.is_int(ty) || bits >= 32 {
            return r;
        }
        let sets = &self.module.attr_sets;
        if sets.has(set, AttrKind::SExt) {
            self.extend_to(r, bits, true, false)
        } else if sets.has(set, AttrKind::ZExt) {
            self.extend_to(r, bits, false, false)
        } else {
            r
        }
    }

    /// A `call` instruction (intrinsics go to `intrinsics`).
    pub(crate) fn lower_call(&mut self, i: kiln_ir::Inst) -> Result<(), LowerError> {
        let f = self.func;
        let InstKind::Call(c) = f.dfg.inst(i) else { return Err(self.err("not a call".into())) };
        let mut callee = None;
        if let Some(k) = f.dfg.value_const(c.callee) {
            if let ConstData::FuncAddr { func, .. } = self.module.consts.data(k) {
                let target = &self.module.funcs[*func];
                if let Some(intr) = target.intrinsic {
                    return self.lower_intrinsic(i, intr, c);
                }
                if target.name().starts_with("llvm.") {
                    return Err(self.err(format!("unknown intrinsic @{}", target.name())));
                }
                callee = self.st.func_sym(*func).map(Callee::Sym);
            }
        }
        let (ret_ty, _params, varargs) = self
            .module
            .types
            .func_info(c.fn_ty)
            .map(|(r, p, v)| (r, p.len(), v))
            .ok_or_else(|| self.err("call through a non-function type".into()))?;
        let callee = match callee {
            Some(cl) => cl,
            None => Callee::Reg(self.value_regs(c.callee)?.only()),
        };
        let mut args = Vec::with_capacity(c.args.len());
        for (k, &a) in c.args.iter().enumerate() {
            if let Some((size, align)) = self.byval_of(&c.attrs, k) {
                let addr = self.address_of(a)?;
                args.push(CallArg::ByVal(addr, size, align));
                continue;
            }
            let ty = f.dfg.value_type(a);
            let classes = self.reg_classes(ty)?;
            let regs = self.value_regs(a)?.regs().to_vec();
            let regs = if regs.len() == 1 { vec![self.ext_attr(c.attrs.param(k), ty, regs[0])] } else { regs };
            let spec = self.arg_spec(ty, &classes);
            args.push(CallArg::Regs(regs, classes, spec));
        }
        let rets: Vec<(VReg, PartClass)> = match f.dfg.inst_result(i) {
            Some(res) if ret_ty != Type::VOID => {
                let classes = self.reg_classes(f.dfg.value_type(res))?;
                let dst = self.result_regs(i);
                dst.regs().iter().zip(classes).map(|(&r, c)| (r, part_class(c))).collect()
            }
            _ => Vec::new(),
        };
        self.emit_call(callee, args, varargs, &rets)
    }

    /// Emits a call: argument moves, the call with implicit operands, and result copies.
    pub(crate) fn emit_call(
        &mut self,
        callee: Callee,
        args: Vec<CallArg>,
        varargs: bool,
        rets: &[(VReg, PartClass)],
    ) -> Result<(), LowerError> {
        let specs: Vec<ArgSpec> = args
            .iter()
            .map(|a| match a {
                CallArg::Regs(_, _, s) => s.clone(),
                CallArg::ByVal(_, size, align) => ArgSpec::ByVal { size: *size, align: *align },
            })
            .collect();
        let assigned = classify_args(&specs);
        let area = assigned.stack_size.div_ceil(16) * 16;
        self.b.max_outgoing_args = self.b.max_outgoing_args.max(area);
        // Byval copies first: a large copy calls memcpy, which clobbers argument registers.
        for (arg, locs) in args.iter().zip(&assigned.locs) {
            if let (CallArg::ByVal(src, size, _), Some(ArgLoc::Stack(o))) = (arg, locs.first()) {
                let dst = Amode { base: AmodeBase::OutgoingArgs, index: None, disp: *o as i32 };
                self.copy_memory(dst, *src, *size)?;
            }
        }
        let mut uses = Vec::new();
        let mut reg_moves = Vec::new();
        for (arg, locs) in args.iter().zip(&assigned.locs) {
            let CallArg::Regs(regs, classes, spec) = arg else { continue };
            for (k, ((&r, &cl), &loc)) in regs.iter().zip(classes).zip(locs).enumerate() {
                match loc {
                    ArgLoc::Stack(o) => {
                        let a = Amode { base: AmodeBase::OutgoingArgs, index: None, disp: o as i32 };
                        match (cl, is_vec_part(spec, k)) {
                            (RegClass::Int, _) => self.ins(Code::Mov_rm64_r64, &[mem(a), u(r)]),
                            (RegClass::Vec, true) => self.ins(Code::Movups_xmmm128_xmm, &[mem(a), u(r)]),
                            (RegClass::Vec, false) => self.ins(Code::Movsd_xmmm64_xmm, &[mem(a), u(r)]),
                        }
                    }
                    _ => {
                        if let Some(p) = loc_preg(loc) {
                            reg_moves.push((p, r));
                        }
                    }
                }
            }
        }
        for (p, r) in reg_moves {
            self.copy_to_preg(p, r);
            uses.push(Operand::preg_use(p));
        }
        if varargs {
            self.ins(
                Code::Mov_r32_imm32,
                &[MOperand::Reg(Operand::preg_def(PReg::RAX)), imm(assigned.sse_regs_used as i64)],
            );
            uses.push(Operand::preg_use(PReg::RAX));
        }
        let classes: Vec<PartClass> = rets.iter().map(|r| r.1).collect();
        let ret_locs = classify_return(&classes)
            .ok_or_else(|| self.err("return value needs more than two registers of a class".into()))?;
        let mut implicit = uses;
        let mut clobbers = caller_saved();
        let mut ret_pregs = Vec::new();
        for &l in &ret_locs {
            if let Some(p) = loc_preg(l) {
                implicit.push(Operand::preg_def(p));
                clobbers = PRegSet(clobbers.0 & !(1 << p.index()));
                ret_pregs.push(p);
            }
        }
        let target = match callee {
            Callee::Sym(s) => (Code::Call_rel32_64, MOperand::Sym(s, 0)),
            Callee::Reg(r) => (Code::Call_rm64, u(r)),
        };
        self.b.push_full(MOp::X86(target.0), &[target.1], &implicit, clobbers, &[]);
        for (&(v, _), p) in rets.iter().zip(ret_pregs) {
            self.copy_from_preg(v, p);
        }
        Ok(())
    }

    /// Calls a library function with register arguments given as parts.
    pub(crate) fn emit_libcall_pairs(
        &mut self,
        name: &str,
        args: &[(Vec<VReg>, RegClass)],
        rets: &[(VReg, PartClass)],
    ) -> Result<(), LowerError> {
        let sym = self.st.libcall(name);
        let mut cargs = Vec::new();
        for (regs, class) in args {
            let classes: Vec<RegClass> = vec![*class; regs.len()];
            let spec = if regs.len() == 2 && classes.iter().all(|&c| c == RegClass::Int) {
                ArgSpec::IntPair
            } else {
                ArgSpec::Parts(classes.iter().map(|&c| part_class(c)).collect())
            };
            cargs.push(CallArg::Regs(regs.clone(), classes, spec));
        }
        self.emit_call(Callee::Sym(sym), cargs, false, rets)
    }

    /// `ret` / `ret T v`.
    pub(crate) fn lower_ret(&mut self, arg: Option<Value>) -> Result<(), LowerError> {
        let mut uses = Vec::new();
        if let Some(v) = arg {
            let ty = self.func.dfg.value_type(v);
            let classes = self.reg_classes(ty)?;
            let mut regs = self.value_regs(v)?.regs().to_vec();
            if regs.len() == 1 && classes.len() == 1 {
                regs[0] = self.ext_attr(self.func.attrs.ret, ty, regs[0]);
            }
            let parts: Vec<PartClass> = classes.iter().map(|&c| part_class(c)).collect();
            let locs = classify_return(&parts)
                .ok_or_else(|| self.err("return value needs more than two registers of a class".into()))?;
            for (&r, l) in regs.iter().zip(locs) {
                if let Some(p) = loc_preg(l) {
                    self.copy_to_preg(p, r);
                    uses.push(Operand::preg_use(p));
                }
            }
        } else if let Some(s) = self.sret {
            let r = self.value_regs(s)?.only();
            self.copy_to_preg(PReg::RAX, r);
            uses.push(Operand::preg_use(PReg::RAX));
        }
        self.b.push_full(MOp::Ret, &[], &uses, PRegSet::empty(), &[]);
        Ok(())
    }

    /// Copies incoming parameters into vregs at the start of the entry block (and, for variadic
    /// functions, first spills the argument registers to the register save area).
    pub(crate) fn lower_params(&mut self) -> Result<(), LowerError> {
        let f = self.func;
        let (_, ptys, varargs) = self
            .module
            .types
            .func_info(f.ty)
            .map(|(r, p, v)| (r, p.to_vec(), v))
            .ok_or_else(|| self.err_fn("function without a function type".into()))?;
        let mut specs = Vec::new();
        let mut class_lists = Vec::new();
        for (k, &ty) in ptys.iter().enumerate() {
            if let Some((size, align)) = self.byval_of(&f.attrs, k) {
                specs.push(ArgSpec::ByVal { size, align });
                class_lists.push(Vec::new());
                continue;
            }
            let classes = self.reg_classes(ty).map_err(|e| LowerError { diag: self.err_fn(e.diag.message).diag })?;
            specs.push(self.arg_spec(ty, &classes));
            class_lists.push(classes);
        }
        let assigned = classify_args(&specs);
        if varargs {
            let slot = self.b.new_stack_slot(176, 16);
            for (k, &n) in kiln_abi::INT_ARG_REGS.iter().enumerate() {
                let a = Amode::slot(slot, 8 * k as i32);
                self.ins(Code::Mov_rm64_r64, &[mem(a), super::build::pu(PReg::gpr(n))]);
            }
            for k in 0..8u8 {
                let a = Amode::slot(slot, 48 + 16 * k as i32);
                self.ins(Code::Movaps_xmmm128_xmm, &[mem(a), super::build::pu(PReg::xmm(k))]);
            }
            self.va = Some(VaInfo {
                save_area: slot,
                gp_used: assigned.int_regs_used,
                sse_used: assigned.sse_regs_used,
                stack_size: assigned.stack_size,
            });
        }
        for (k, &pv) in f.params.iter().enumerate() {
            let locs = assigned.locs.get(k).cloned().unwrap_or_default();
            if let ArgSpec::ByVal { .. } = specs.get(k).cloned().unwrap_or(ArgSpec::IntPair) {
                let r = self.gpr();
                if let Some(ArgLoc::Stack(o)) = locs.first() {
                    self.lea(r, Amode { base: AmodeBase::IncomingArgs, index: None, disp: *o as i32 });
                }
                self.regs.insert(pv, ValueRegs::one(r));
                continue;
            }
            let Some(classes) = class_lists.get(k) else { continue };
            if classes.is_empty() {
                continue;
            }
            let mut regs = Vec::new();
            let spec = specs.get(k).cloned().unwrap_or(ArgSpec::IntPair);
            for (part, (&cl, &loc)) in classes.iter().zip(&locs).enumerate() {
                let r = self.b.new_vreg(cl);
                match loc {
                    ArgLoc::Stack(o) => {
                        let a = Amode { base: AmodeBase::IncomingArgs, index: None, disp: o as i32 };
                        match (cl, is_vec_part(&spec, part)) {
                            (RegClass::Int, _) => self.ins(Code::Mov_r64_rm64, &[d(r), mem(a)]),
                            (RegClass::Vec, true) => self.ins(Code::Movups_xmm_xmmm128, &[d(r), mem(a)]),
                            (RegClass::Vec, false) => self.ins(Code::Movsd_xmm_xmmm64, &[d(r), mem(a)]),
                        }
                    }
                    _ => {
                        if let Some(p) = loc_preg(loc) {
                            self.copy_from_preg(r, p);
                        }
                    }
                }
                regs.push(r);
            }
            self.regs.insert(pv, ValueRegs::from_slice(&regs));
            if self.module.attr_sets.has(f.attrs.param(k), AttrKind::StructRet) {
                self.sret = Some(pv);
            }
        }
        Ok(())
    }

    /// Copies `size` bytes from `src` to `dst` with 8/4/2/1-byte moves (calls memcpy when large).
    pub(crate) fn copy_memory(&mut self, dst: Amode, src: Amode, size: u64) -> Result<(), LowerError> {
        if size > 128 {
            let dr = self.gpr();
            self.lea(dr, dst);
            let sr = self.gpr();
            self.lea(sr, src);
            let n = self.imm_reg(size as i64);
            return self.emit_libcall_pairs(
                "memcpy",
                &[(vec![dr], RegClass::Int), (vec![sr], RegClass::Int), (vec![n], RegClass::Int)],
                &[],
            );
        }
        let mut done = 0u64;
        while done < size {
            let rest = size - done;
            let (chunk, ld, st) = super::mem::copy_chunk(rest);
            let t = self.gpr();
            self.ins(ld, &[d(t), mem(off(src, done as i64)?)]);
            self.ins(st, &[mem(off(dst, done as i64)?), u(t)]);
            done += chunk;
        }
        Ok(())
    }
}
