//! `rewrite-statepoints-for-gc` (LLVM's RewriteStatepointsForGC): in every function whose `gc`
//! strategy uses statepoints, each call that may take a safepoint (not a `"gc-leaf-function"`,
//! not an intrinsic that never calls back) becomes a `gc.statepoint` whose `"gc-live"` bundle
//! lists every managed reference live after the call together with its base, a `gc.relocate` per
//! (base, derived) pair, and a `gc.result` for the returned value; every later use reads the
//! relocated value.
//!
//! Steps per function:
//! 1. Stack slots holding references are promoted to SSA (`mem2reg`'s `promote_listed`); a slot
//!    that cannot be promoted (its address escapes) is a located error, since the collector
//!    could not update it.
//! 2. `gc.get.pointer.base/offset` become the inferred base (`base.rs`) and a subtraction; the
//!    element-atomic `memcpy`/`memmove` become calls of the runtime's
//!    `__llvm_mem{cpy,move}_element_unordered_atomic[_safepoint]_N` (base + offset arguments
//!    in the safepoint form).
//! 3. Calls become statepoints with an empty live list; `gc.result` takes over the result.
//! 4. Liveness after each statepoint (plus managed `"deopt"` operands, which the runtime may
//!    read during the call), and the base of every live value.
//! 5. SSA repair through memory: each live value gets a slot, stored after its definition and
//!    after each statepoint's relocation; its uses load from it; `promote_listed` turns the
//!    slots back into SSA with phis where paths merge (as LLVM does).
//!
//! **Beyond LLVM 19.** References inside first-class aggregates and vectors are relocated: a
//! live aggregate is taken apart before the statepoint (each managed field with its base, found
//! through `insertvalue`/`extractvalue` by the same inference) and rebuilt after it from the
//! relocated fields and its unmanaged parts. Calls of variadic functions become statepoints
//! whether or not they return a value. Forms that cannot be rewritten are located errors:
//! `musttail` calls, operand bundles other than `"deopt"` and `"gc-transition"`, escaping
//! slots holding references, vector GEPs over a scalar managed base.

use super::base::Bases;
use super::{error_at, is_const, live_after, Tracked};
use crate::mem2reg::promote_listed;
use crate::util::{const_value, replace_all_uses, UseLists};
use kiln_ir::attributes::{Attr, AttrKind, AttrList, AttrSetId};
use kiln_ir::domtree::DomTree;
use kiln_ir::gc::{self, GcStrategy, DEFAULT_STATEPOINT_ID, FLAG_DEOPT_LIVE_IN, FLAG_GC_TRANSITION};
use kiln_ir::instructions::{Bundle, CallData, FastMath, InstFlags, InvokeData, TailKind};
use kiln_ir::intrinsics::mangle;
use kiln_ir::pass::{AnalysisManager, ModulePass, Preserved};
use kiln_ir::types::TypeData;
use kiln_ir::{Block, CallConv, ConstData, Diagnostic, Func, Inst, InstKind, Intrinsic, Module, Opcode, Type, Value};
use std::collections::HashMap;

/// The `rewrite-statepoints-for-gc` pass.
#[derive(Default)]
pub struct RewriteStatepoints {
    errors: Vec<Diagnostic>,
    /// Statepoints created by the last run.
    pub num_statepoints: usize,
}

impl ModulePass for RewriteStatepoints {
    fn name(&self) -> &'static str {
        "rewrite-statepoints-for-gc"
    }

    fn run(&mut self, m: &mut Module, _am: &mut AnalysisManager) -> Preserved {
        self.num_statepoints = 0;
        let mut changed = false;
        let funcs: Vec<Func> = m.funcs.keys().collect();
        for func in funcs {
            let f = &m.funcs[func];
            let Some(s) = gc::statepoint_strategy(f) else { continue };
            if !f.is_definition || f.layout.num_blocks() == 0 {
                continue;
            }
            match rewrite_function(m, func, s) {
                Ok(n) => {
                    changed |= n > 0;
                    self.num_statepoints += n;
                }
                Err(e) => self.errors.extend(e),
            }
        }
        if changed {
            Preserved::Nothing
        } else {
            Preserved::All
        }
    }

    fn take_errors(&mut self) -> Vec<Diagnostic> {
        std::mem::take(&mut self.errors)
    }
}

/// True when call `inst` becomes a statepoint.
fn needs_statepoint(m: &Module, f: &kiln_ir::Function, inst: Inst) -> bool {
    matches!(f.dfg.inst(inst), InstKind::Call(_) | InstKind::Invoke(_))
        && !gc::is_leaf_call(m, f, inst)
        && gc::called_intrinsic(m, f, inst) != Some(Intrinsic::GcStatepoint)
}

/// Rewrites one function; returns the number of statepoints made.
fn rewrite_function(m: &mut Module, func: Func, s: &GcStrategy) -> Result<usize, Vec<Diagnostic>> {
    let f = &m.funcs[func];
    let lowerable = |i: Inst| {
        matches!(
            gc::called_intrinsic(m, f, i),
            Some(
                Intrinsic::GcGetPointerBase
                    | Intrinsic::GcGetPointerOffset
                    | Intrinsic::MemcpyElementUnorderedAtomic
                    | Intrinsic::MemmoveElementUnorderedAtomic
            )
        )
    };
    if !f.layout.insts().any(|i| needs_statepoint(m, f, i) || lowerable(i)) {
        return Ok(0);
    }
    promote_reference_slots(m, func, s).map_err(|e| vec![e])?;
    super::base::ensure_base_relocates(m, func);
    lower_gc_intrinsics(m, func, s).map_err(|e| vec![e])?;
    let f = &m.funcs[func];
    let calls: Vec<Inst> = f.layout.insts().filter(|&i| needs_statepoint(m, f, i)).collect();
    let errs: Vec<Diagnostic> = calls.iter().filter_map(|&c| unsupported(m, f, c)).collect();
    if !errs.is_empty() {
        return Err(errs);
    }
    let mut names = kiln_ir::clone::NameSet::of(&m.funcs[func]);
    for &c in &calls {
        normalize_invoke(m, func, c, &mut names).map_err(|e| vec![e])?;
    }
    let statepoints: Vec<Inst> = calls
        .iter()
        .map(|&c| make_statepoint(m, func, c, &mut names))
        .collect::<Result<_, _>>()
        .map_err(|e| vec![e])?;
    relocate(m, func, s, &statepoints).map_err(|e| vec![e])?;
    Ok(statepoints.len())
}

/// Why call `c` cannot become a statepoint, if it cannot.
fn unsupported(m: &Module, f: &kiln_ir::Function, c: Inst) -> Option<Diagnostic> {
    let call = f.dfg.inst(c).call_data()?;
    if call.tail == TailKind::MustTail {
        return Some(error_at(
            f,
            Some(c),
            "a musttail call cannot be a statepoint (the caller's frame would be gone when the collector walks it)",
        ));
    }
    if let Some(b) = call.bundles.iter().find(|b| b.tag != "deopt" && b.tag != "gc-transition") {
        return Some(error_at(
            f,
            Some(c),
            format!("rewrite-statepoints-for-gc does not support the \"{}\" operand bundle on a call", b.tag),
        ));
    }
    for k in 0..call.args.len() {
        let set = call.attrs.param(k);
        if m.attr_sets.has(set, AttrKind::InAlloca) || m.attr_sets.has(set, AttrKind::Preallocated) {
            return Some(error_at(f, Some(c), "a call with inalloca or preallocated arguments cannot be a statepoint"));
        }
    }
    None
}

/// Step 1: promotes allocas that hold references; errors for those that cannot be promoted.
fn promote_reference_slots(m: &mut Module, func: Func, s: &GcStrategy) -> Result<(), Diagnostic> {
    let holds_refs = |m: &Module, func: Func| -> Vec<Inst> {
        let f = &m.funcs[func];
        let mut slots: Vec<Inst> = Vec::new();
        let alloca_of = |p: Value| f.dfg.value_inst(p).filter(|&i| matches!(f.dfg.inst(i), InstKind::Alloca { .. }));
        for i in f.layout.insts() {
            match f.dfg.inst(i) {
                InstKind::Alloca { ty, .. } if s.contains_managed(&m.types, *ty) => slots.push(i),
                InstKind::Load { ptr, .. } => {
                    let t = f.dfg.inst_result(i).map(|r| f.dfg.value_type(r));
                    if t.is_some_and(|t| s.contains_managed(&m.types, t)) {
                        slots.extend(alloca_of(*ptr));
                    }
                }
                InstKind::Store { args: [v, p], .. } if s.contains_managed(&m.types, f.dfg.value_type(*v)) => {
                    slots.extend(alloca_of(*p));
                }
                _ => {}
            }
        }
        slots.sort();
        slots.dedup();
        slots
    };
    let slots = holds_refs(m, func);
    if slots.is_empty() {
        return Ok(());
    }
    let dt = DomTree::compute(&m.funcs[func]);
    promote_listed(m, func, &dt, &slots);
    let f = &m.funcs[func];
    match holds_refs(m, func).first() {
        Some(&left) => Err(error_at(
            f,
            Some(left),
            "this stack slot holds a managed reference but its address escapes, so the collector could \
             not update it: rewrite-statepoints-for-gc needs references in SSA values (keep them out of \
             memory whose address is passed on, or give the collector a root table)",
        )),
        None => Ok(()),
    }
}

/// Inserts `kind` (result type `ty`) before `at`.
fn insert_before(m: &mut Module, func: Func, at: Inst, kind: InstKind, ty: Option<Type>) -> Option<Value> {
    let f = &mut m.funcs[func];
    let i = f.dfg.make_inst(kind, ty);
    f.layout.insert_inst_before(i, at);
    f.dfg.inst_result(i)
}

/// `ptrtoint v to i64` before `at`.
fn ptr_to_i64(m: &mut Module, func: Func, at: Inst, v: Value) -> Value {
    insert_before(
        m,
        func,
        at,
        InstKind::Cast { op: Opcode::PtrToInt, flags: InstFlags::empty(), arg: v },
        Some(Type::I64),
    )
    .expect("a result")
}

/// `(base, offset)` of pointer `p` for the safepoint form of the element-atomic copies.
fn base_and_offset(
    m: &mut Module,
    func: Func,
    s: &GcStrategy,
    bases: &mut Bases,
    at: Inst,
    p: Value,
) -> Result<(Value, Value), Diagnostic> {
    let base = if s.is_managed(&m.types, m.funcs[func].dfg.value_type(p)) { bases.base_of(m, func, s, p)? } else { p };
    let (a, b) = (ptr_to_i64(m, func, at, p), ptr_to_i64(m, func, at, base));
    let off = insert_before(
        m,
        func,
        at,
        InstKind::Binary { op: Opcode::Sub, flags: InstFlags::empty(), fmf: FastMath::empty(), args: [a, b] },
        Some(Type::I64),
    )
    .expect("a result");
    Ok((base, off))
}

/// Step 2: `gc.get.pointer.base/offset` and the element-atomic memory copies.
fn lower_gc_intrinsics(m: &mut Module, func: Func, s: &GcStrategy) -> Result<(), Diagnostic> {
    let mut bases = Bases::new(&m.funcs[func]);
    let f = &m.funcs[func];
    let todo: Vec<(Inst, Intrinsic)> =
        f.layout.insts().filter_map(|i| gc::called_intrinsic(m, f, i).map(|x| (i, x))).collect();
    for (i, which) in todo {
        let InstKind::Call(c) = m.funcs[func].dfg.inst(i).clone() else { continue };
        match which {
            Intrinsic::GcGetPointerBase => {
                let b = bases.base_of(m, func, s, c.args[0])?;
                let f = &mut m.funcs[func];
                if let Some(r) = f.dfg.inst_result(i) {
                    replace_all_uses(f, r, b);
                }
                f.layout.remove_inst(i);
            }
            Intrinsic::GcGetPointerOffset => {
                let (_, off) = base_and_offset(m, func, s, &mut bases, i, c.args[0])?;
                let f = &mut m.funcs[func];
                if let Some(r) = f.dfg.inst_result(i) {
                    replace_all_uses(f, r, off);
                }
                f.layout.remove_inst(i);
            }
            Intrinsic::MemcpyElementUnorderedAtomic | Intrinsic::MemmoveElementUnorderedAtomic => {
                let f = &m.funcs[func];
                let what = if which == Intrinsic::MemcpyElementUnorderedAtomic { "memcpy" } else { "memmove" };
                let Some(esize) = gc::const_int(m, f, c.args[3]).filter(|n| [1, 2, 4, 8, 16].contains(n)) else {
                    return Err(error_at(
                        f,
                        Some(i),
                        "the element size of an element-atomic copy must be 1, 2, 4, 8 or 16",
                    ));
                };
                // A leaf copy when the call site or the intrinsic's declaration says so.
                let leaf = m.attr_sets.str_arg(c.attrs.func, "gc-leaf-function").is_some()
                    || m.callee_func(f, c.callee).is_some_and(|g| gc::is_leaf_function(m, g));
                let (args, name) = if leaf {
                    (vec![c.args[0], c.args[1], c.args[2]], format!("__llvm_{what}_element_unordered_atomic_{esize}"))
                } else {
                    let (db, doff) = base_and_offset(m, func, s, &mut bases, i, c.args[0])?;
                    let (sb, soff) = base_and_offset(m, func, s, &mut bases, i, c.args[1])?;
                    (
                        vec![db, doff, sb, soff, c.args[2]],
                        format!("__llvm_{what}_element_unordered_atomic_safepoint_{esize}"),
                    )
                };
                let f = &m.funcs[func];
                let tys: Vec<Type> = args.iter().map(|&a| f.dfg.value_type(a)).collect();
                let decl = kiln_ir::builder::declare_function(m, &name, Type::VOID, &tys, false)
                    .map_err(|e| error_at(&m.funcs[func], Some(i), e))?;
                let addr = m.func_addr(decl);
                let f = &mut m.funcs[func];
                let callee = f.dfg.const_value(addr, Type::PTR);
                let fn_ty = m.funcs[decl].ty;
                let mut call = CallData::new(callee, fn_ty, args, CallConv::C);
                call.attrs.func = c.attrs.func;
                if leaf {
                    // The runtime's leaf form takes no safepoint: say so on the call.
                    let mut attrs = m.attr_sets.get(c.attrs.func).to_vec();
                    attrs.push(Attr::Str("gc-leaf-function".into(), None));
                    call.attrs.func = m.attr_sets.intern(attrs);
                }
                let f = &mut m.funcs[func];
                let ni = f.dfg.make_inst(InstKind::Call(Box::new(call)), None);
                f.layout.insert_inst_before(ni, i);
                f.inst_srclocs[ni] = f.inst_srclocs[i];
                f.layout.remove_inst(i);
            }
            _ => {}
        }
    }
    Ok(())
}

/// The value of call-site string attribute `key` as an integer, when it parses.
/// Step 3: replaces call `c` by a statepoint (empty live list) and a `gc.result`; returns the
/// statepoint.
fn make_statepoint(
    m: &mut Module,
    func: Func,
    c: Inst,
    names: &mut kiln_ir::clone::NameSet,
) -> Result<Inst, Diagnostic> {
    let (call, dests) = match m.funcs[func].dfg.inst(c).clone() {
        InstKind::Call(call) => (*call, None),
        InstKind::Invoke(d) => (d.call, Some((d.normal, d.unwind))),
        _ => unreachable!("a call or invoke"),
    };
    let (id, patch) = kiln_ir::gc::statepoint_directives(m, &call);
    // The function attributes left once the statepoint ones are consumed.
    let func_attrs: Vec<Attr> = m
        .attr_sets
        .get(call.attrs.func)
        .iter()
        .filter(|a| match a {
            Attr::Str(k, _) => {
                !((k == "statepoint-id" && id.is_some()) || (k == "statepoint-num-patch-bytes" && patch.is_some()))
            }
            _ => true,
        })
        .cloned()
        .collect();
    let mut flags = 0;
    if call.bundles.iter().any(|b| b.tag == "gc-transition") {
        flags |= FLAG_GC_TRANSITION;
    }
    if m.attr_sets.str_arg(call.attrs.func, "deopt-lowering") == Some(Some("live-in")) {
        flags |= FLAG_DEOPT_LIVE_IN;
    }
    // `llvm.experimental.deoptimize` calls the runtime's `__llvm_deoptimize`.
    let mut target = call.callee;
    if gc::called_intrinsic(m, &m.funcs[func], c) == Some(Intrinsic::Deoptimize) {
        let (ret, params, varargs) = m.types.func_info(call.fn_ty).map(|(r, p, v)| (r, p.to_vec(), v)).expect("fn");
        let d = declare(m, func, c, "__llvm_deoptimize", ret, &params, varargs)?;
        let addr = m.func_addr(d);
        target = m.funcs[func].dfg.const_value(addr, Type::PTR);
    }
    let sp_params = [Type::I64, Type::I32, Type::PTR, Type::I32, Type::I32];
    let decl = declare(m, func, c, "llvm.experimental.gc.statepoint.p0", Type::TOKEN, &sp_params, true)?;
    let sp_ty = m.funcs[decl].ty;
    let int = |m: &mut Module, ty: Type, bits: u32, v: u64| {
        let k = m.consts.int(ty, bits, v as u128);
        m.funcs[func].dfg.const_value(k, ty)
    };
    let mut args = vec![
        int(m, Type::I64, 64, id.unwrap_or(DEFAULT_STATEPOINT_ID)),
        int(m, Type::I32, 32, u64::from(patch.unwrap_or(0))),
        target,
        int(m, Type::I32, 32, call.args.len() as u64),
        int(m, Type::I32, 32, flags),
    ];
    args.extend(&call.args);
    let zero = int(m, Type::I32, 32, 0);
    args.extend([zero, zero]);
    let mut attrs = AttrList { func: m.attr_sets.intern(func_attrs), ret: AttrSetId::EMPTY, params: Vec::new() };
    attrs.set_param(2, m.attr_sets.intern(vec![Attr::Type(AttrKind::ElementType, call.fn_ty)]));
    for k in 0..call.args.len() {
        let set = call.attrs.param(k);
        if set != AttrSetId::EMPTY {
            attrs.set_param(5 + k, set);
        }
    }
    let bundles: Vec<Bundle> =
        ["gc-transition", "deopt"].iter().filter_map(|t| call.bundles.iter().find(|b| b.tag == *t).cloned()).collect();
    let addr = m.func_addr(decl);
    let f = &mut m.funcs[func];
    let callee = f.dfg.const_value(addr, Type::PTR);
    let sp = CallData { callee, fn_ty: sp_ty, args, cc: call.cc, tail: TailKind::None, fmf: call.fmf, attrs, bundles };
    let kind = match dests {
        None => InstKind::Call(Box::new(sp)),
        Some((normal, unwind)) => InstKind::Invoke(Box::new(InvokeData { call: sp, normal, unwind })),
    };
    let spi = f.dfg.make_inst(kind, Some(Type::TOKEN));
    f.layout.insert_inst_before(spi, c);
    f.inst_srclocs[spi] = f.inst_srclocs[c];
    let token = f.dfg.inst_result(spi).expect("a token");
    f.dfg.set_value_name(token, Some(names.fresh_value("statepoint_token")));
    if let Some(r) = f.dfg.inst_result(c) {
        let ty = f.dfg.value_type(r);
        let rname = f.dfg.value_name(r).map(str::to_string);
        let tag = mangle(&m.types, ty);
        let decl = declare(m, func, c, &format!("llvm.experimental.gc.result.{tag}"), ty, &[Type::TOKEN], false)?;
        let addr = m.func_addr(decl);
        let f = &mut m.funcs[func];
        let callee = f.dfg.const_value(addr, Type::PTR);
        let fn_ty = m.funcs[decl].ty;
        let f = &mut m.funcs[func];
        let gr =
            f.dfg.make_inst(InstKind::Call(Box::new(CallData::new(callee, fn_ty, vec![token], CallConv::C))), Some(ty));
        // An invoke's result exists on its normal edge: the gc.result starts the normal destination
        // (which `normalize_invoke` made the invoke's alone).
        match dests {
            None => f.layout.insert_inst_before(gr, c),
            Some((normal, _)) => {
                let at = first_non_phi(f, normal);
                f.layout.insert_inst_before(gr, at);
            }
        }
        let g = f.dfg.inst_result(gr).expect("a result");
        f.dfg.set_value_name(r, None);
        f.dfg.set_value_name(g, rname);
        replace_all_uses(f, r, g);
    }
    m.funcs[func].layout.remove_inst(c);
    Ok(spi)
}

/// The first instruction of `b` that is not a phi.
fn first_non_phi(f: &kiln_ir::Function, b: Block) -> Inst {
    *f.layout
        .block_insts(b)
        .iter()
        .find(|&&i| !matches!(f.dfg.inst(i), InstKind::Phi { .. }))
        .expect("a block ends in a terminator")
}

/// The blocks with an edge to `b` (each once).
fn predecessors(f: &kiln_ir::Function, b: Block) -> Vec<Block> {
    f.layout.blocks().iter().copied().filter(|&p| f.successors(p).contains(&b)).collect()
}

/// Gives invoke `c` (other instructions are left alone) a normal destination and a landing pad of
/// its own, as LLVM's `normalizeForInvokeSafepoint` does: its relocations (and the `gc.result`)
/// go at their starts. A shared normal destination gets a new block on the edge; a shared
/// `landingpad token` gets a copy per invoke (its token is not used before the rewrite). A shared
/// landing pad of another type stays shared: its relocation is refused in `relocate` if a
/// reference is live into it.
fn normalize_invoke(
    m: &mut Module,
    func: Func,
    c: Inst,
    names: &mut kiln_ir::clone::NameSet,
) -> Result<(), Diagnostic> {
    let f = &m.funcs[func];
    let InstKind::Invoke(d) = f.dfg.inst(c) else { return Ok(()) };
    let (normal, unwind) = (d.normal, d.unwind);
    let from = f.layout.inst_block(c).expect("placed");
    if predecessors(f, normal).len() > 1 {
        let f = &mut m.funcs[func];
        let nb = f.dfg.make_block();
        f.dfg.block_names.insert(nb, names.fresh_block("normal_dest"));
        f.layout.insert_block_after(nb, from);
        let br = f.dfg.make_inst(InstKind::Br { dest: normal }, None);
        f.layout.append_inst(br, nb);
        redirect(f, c, normal, nb);
        retarget_phis(f, normal, from, nb);
    }
    let f = &m.funcs[func];
    let lp = first_non_phi(f, unwind);
    let token_pad = f.dfg.inst_result(lp).is_some_and(|r| f.dfg.value_type(r) == Type::TOKEN);
    if token_pad && predecessors(f, unwind).len() > 1 {
        let InstKind::LandingPad(data) = f.dfg.inst(lp).clone() else { unreachable!("a landing pad") };
        let used = f.dfg.inst_result(lp).is_some_and(|r| UseLists::compute(f).users(r).iter().any(|_| true));
        if used {
            return Err(error_at(
                f,
                Some(lp),
                "this token landing pad is shared by several invokes and already used: rewrite-statepoints-for-gc \
                 needs a landing pad per statepoint invoke",
            ));
        }
        let f = &mut m.funcs[func];
        let nb = f.dfg.make_block();
        f.dfg.block_names.insert(nb, names.fresh_block("unwind_dest"));
        f.layout.insert_block_after(nb, from);
        let name = f.dfg.inst_result(lp).and_then(|r| f.dfg.value_name(r)).unwrap_or("lpad").to_string();
        let own = f.dfg.make_inst(InstKind::LandingPad(data), Some(Type::TOKEN));
        f.layout.append_inst(own, nb);
        let token = f.dfg.inst_result(own).expect("a token");
        f.dfg.set_value_name(token, Some(names.fresh_value(&name)));
        let br = f.dfg.make_inst(InstKind::Br { dest: unwind }, None);
        f.layout.append_inst(br, nb);
        redirect(f, c, unwind, nb);
        retarget_phis(f, unwind, from, nb);
        // Once every invoke has its own, the shared block is an ordinary one.
        if predecessors(f, unwind)
            .iter()
            .all(|&p| matches!(f.layout.block_insts(p).last().map(|&t| f.dfg.inst(t)), Some(InstKind::Br { .. })))
        {
            f.layout.remove_inst(lp);
        }
    }
    Ok(())
}

/// Makes the terminator `t`'s edges to `old` go to `new`.
fn redirect(f: &mut kiln_ir::Function, t: Inst, old: Block, new: Block) {
    if let InstKind::Invoke(d) = f.dfg.inst_mut(t) {
        if d.normal == old {
            d.normal = new;
        }
        if d.unwind == old {
            d.unwind = new;
        }
    }
}

/// Phis of `b` take the value they had from `old` from `new`.
fn retarget_phis(f: &mut kiln_ir::Function, b: Block, old: Block, new: Block) {
    let phis: Vec<Inst> =
        f.layout.block_insts(b).iter().copied().filter(|&i| matches!(f.dfg.inst(i), InstKind::Phi { .. })).collect();
    for phi in phis {
        let incoming: Vec<(Value, Block)> =
            f.dfg.phi_incoming(phi).map(|(v, p)| (v, if p == old { new } else { p })).collect();
        f.dfg.set_phi_incoming(phi, &incoming);
    }
}

/// Declares `name` (or finds its declaration), as a located error at `at` when the module
/// already uses the name for something else.
fn declare(
    m: &mut Module,
    func: Func,
    at: Inst,
    name: &str,
    ret: Type,
    params: &[Type],
    varargs: bool,
) -> Result<Func, Diagnostic> {
    kiln_ir::builder::declare_function(m, name, ret, params, varargs)
        .map_err(|e| error_at(&m.funcs[func], Some(at), format!("rewrite-statepoints-for-gc needs @{name}: {e}")))
}

/// A managed leaf of a live value: where it sits (aggregate index path) and its type.
#[derive(Clone, Debug)]
enum Piece {
    /// A managed pointer or vector of pointers at this path.
    Managed(Vec<u32>, Type),
    /// A part without references (kept as it is) at this path.
    Plain(Vec<u32>),
}

/// A piece of a live value at a statepoint: the piece, its value before the statepoint, and for
/// a managed piece the (base, derived) indices in the `"gc-live"` list.
type PlannedPiece = (Piece, Value, Option<(usize, usize)>);

/// The pieces of type `t`: itself when it is a managed pointer/vector, else its fields.
fn pieces(m: &Module, s: &GcStrategy, t: Type, path: &mut Vec<u32>, out: &mut Vec<Piece>) {
    if s.is_managed(&m.types, t) {
        out.push(Piece::Managed(path.clone(), t));
    } else if !s.contains_managed(&m.types, t) {
        out.push(Piece::Plain(path.clone()));
    } else {
        let n = match m.types.data(t) {
            TypeData::Array { len, .. } => *len as usize,
            _ => m.types.struct_fields(t).map_or(0, |f| f.len()),
        };
        for k in 0..n {
            let et = m.types.element_at(t, k as u64).expect("an element");
            path.push(k as u32);
            pieces(m, s, et, path, out);
            path.pop();
        }
    }
}

/// `extractvalue agg, path` before `at` (`agg` itself for the empty path).
fn extract(m: &mut Module, func: Func, at: Inst, agg: Value, path: &[u32], ty: Type) -> Value {
    if path.is_empty() {
        return agg;
    }
    let f = &mut m.funcs[func];
    let indices = f.dfg.make_imm_list(path);
    insert_before(m, func, at, InstKind::ExtractValue { arg: agg, indices }, Some(ty)).expect("a result")
}

/// Steps 4 and 5: live sets, bases, relocations and SSA repair.
fn relocate(m: &mut Module, func: Func, s: &GcStrategy, statepoints: &[Inst]) -> Result<(), Diagnostic> {
    let f = &m.funcs[func];
    let dt = DomTree::compute(f);
    let tracked = Tracked::compute(m, f, s);
    let mut live = live_after(f, &dt, &tracked, statepoints);
    // What is live into each statepoint invoke's landing pad (after its `landingpad`).
    let pads: Vec<(Inst, Inst)> = statepoints
        .iter()
        .filter_map(|&sp| match f.dfg.inst(sp) {
            InstKind::Invoke(d) => Some((sp, first_non_phi(f, d.unwind))),
            _ => None,
        })
        .collect();
    let pad_points: Vec<Inst> = pads.iter().map(|p| p.1).collect();
    let unwind_live: HashMap<Inst, Vec<Value>> =
        pads.iter().map(|p| p.0).zip(live_after(f, &dt, &tracked, &pad_points).into_iter().map(|l| l.1)).collect();
    // Managed deopt operands are read by the runtime during the call: live at the statepoint.
    for (sp, set) in &mut live {
        let Some(c) = f.dfg.inst(*sp).call_data() else { continue };
        for &v in gc::bundle(c, "deopt") {
            if tracked.get(v).is_some() && !set.contains(&v) {
                set.push(v);
            }
        }
    }
    // Bases of everything live.
    let mut bases = Bases::new(&m.funcs[func]);
    let mut base_of: HashMap<Value, Value> = HashMap::new();
    for (_, set) in &live {
        for &v in set {
            if let std::collections::hash_map::Entry::Vacant(e) = base_of.entry(v) {
                e.insert(bases.base_of(m, func, s, v)?);
            }
        }
    }
    // The variables: every live value and its base (constant bases need no slot).
    let mut vars: Vec<Value> = Vec::new();
    let mut seen: HashMap<Value, usize> = HashMap::new();
    for (_, set) in &mut live {
        let extra: Vec<Value> = set.iter().map(|v| base_of[v]).filter(|b| !is_const(&m.funcs[func], *b)).collect();
        for b in extra {
            if !set.contains(&b) {
                set.push(b);
            }
        }
        for &v in set.iter() {
            base_of.entry(v).or_insert(v);
            if let std::collections::hash_map::Entry::Vacant(e) = seen.entry(v) {
                e.insert(vars.len());
                vars.push(v);
            }
        }
    }
    if vars.is_empty() {
        return Ok(());
    }
    let f = &m.funcs[func];
    // Derived pointers at constant offsets from their base, found before uses are rewritten.
    let offset_chains: HashMap<Value, Vec<Inst>> = vars
        .iter()
        .filter(|&&v| base_of[&v] != v)
        .filter_map(|&v| Some((v, constant_offset_chain(m, f, v, base_of[&v])?)))
        .collect();
    let uses = UseLists::compute(f);
    let users: Vec<Vec<Inst>> = vars.iter().map(|&v| uses.users(v).to_vec()).collect();
    // A slot per variable, at the start of the entry block.
    let entry = f.layout.entry_block().expect("a body");
    let first = f.layout.block_insts(entry)[0];
    let mut slots: Vec<(Inst, Value)> = Vec::new();
    for &v in &vars {
        let ty = m.funcs[func].dfg.value_type(v);
        let kind = InstKind::Alloca { ty, count: None, align: 0, addrspace: 0 };
        let p = insert_before(m, func, first, kind, Some(Type::PTR)).expect("a result");
        let f = &m.funcs[func];
        slots.push((f.dfg.value_inst(p).expect("an alloca"), p));
    }
    let slot_insts: Vec<Inst> = slots.iter().map(|s| s.0).collect();
    // Uses read the slot (phi operands at the end of the incoming block).
    for (k, &v) in vars.iter().enumerate() {
        let ty = m.funcs[func].dfg.value_type(v);
        let slot = slots[k].1;
        for &u in &users[k] {
            let f = &m.funcs[func];
            if f.layout.inst_block(u).is_none() {
                continue;
            }
            if matches!(f.dfg.inst(u), InstKind::Phi { .. }) {
                let incoming: Vec<(Value, Block)> = f.dfg.phi_incoming(u).collect();
                let mut new = incoming.clone();
                for (j, &(x, from)) in incoming.iter().enumerate() {
                    if x != v {
                        continue;
                    }
                    let term = m.funcs[func].terminator(from).expect("a terminator");
                    new[j].0 = load(m, func, term, ty, slot);
                }
                m.funcs[func].dfg.set_phi_incoming(u, &new);
            } else {
                let l = load(m, func, u, ty, slot);
                m.funcs[func].dfg.map_args(u, |x| if x == v { l } else { x });
            }
        }
    }
    // Definitions write the slot.
    for (k, &v) in vars.iter().enumerate() {
        let slot = slots[k].1;
        let f = &m.funcs[func];
        let at = match f.dfg.value_inst(v) {
            Some(def) => {
                let b = f.layout.inst_block(def).expect("in the layout");
                let insts = f.layout.block_insts(b);
                let pos = insts.iter().position(|&i| i == def).expect("placed");
                // After the definition, and after the block's phis when it is one.
                let mut p = pos + 1;
                while p < insts.len() && matches!(f.dfg.inst(insts[p]), InstKind::Phi { .. }) {
                    p += 1;
                }
                insts[p]
            }
            None => {
                // A parameter: after the slots.
                let insts = f.layout.block_insts(entry);
                *insts.iter().find(|i| !slot_insts.contains(i)).expect("a terminator")
            }
        };
        store(m, func, at, v, slot);
    }
    // Each statepoint: load the live values, list them, relocate, store the relocations.
    for (sp, set) in &live {
        if set.is_empty() {
            continue;
        }
        let cur: HashMap<Value, Value> = set
            .iter()
            .map(|&v| {
                let ty = m.funcs[func].dfg.value_type(v);
                (v, load(m, func, *sp, ty, slots[seen[&v]].1))
            })
            .collect();
        let cur_of = |v: Value| cur.get(&v).copied().unwrap_or(v);
        let mut gc_live: Vec<Value> = Vec::new();
        let index = |gc_live: &mut Vec<Value>, v: Value| match gc_live.iter().position(|&x| x == v) {
            Some(i) => i,
            None => {
                gc_live.push(v);
                gc_live.len() - 1
            }
        };
        // Derived pointers at constant offsets from their base are recomputed from the relocated
        // base after the statepoint instead of relocated (no slot, no record entry), unless the
        // deopt state holds them (the runtime reads deopt pointers as bases).
        let deopt: Vec<Value> = match m.funcs[func].dfg.inst(*sp).call_data() {
            Some(c) => gc::bundle(c, "deopt").to_vec(),
            None => Vec::new(),
        };
        let mut remat: Vec<(Value, Vec<Inst>)> = Vec::new();
        // Per live value: its pieces, with (base index, derived index) for managed ones.
        let mut plans: Vec<(Value, Vec<PlannedPiece>)> = Vec::new();
        for &v in set {
            let b = base_of[&v];
            if b != v && set.contains(&b) && !deopt.contains(&v) {
                if let Some(chain) = offset_chains.get(&v) {
                    remat.push((v, chain.clone()));
                    continue;
                }
            }
            let ty = m.funcs[func].dfg.value_type(v);
            let b = base_of[&v];
            let mut ps = Vec::new();
            pieces(m, s, ty, &mut Vec::new(), &mut ps);
            let mut plan = Vec::new();
            for p in ps {
                match &p {
                    Piece::Managed(path, pt) => {
                        let d = extract(m, func, *sp, cur_of(v), path, *pt);
                        let bv = if b == v { d } else { extract(m, func, *sp, cur_of(b), path, *pt) };
                        let bi = index(&mut gc_live, bv);
                        let di = index(&mut gc_live, d);
                        plan.push((p.clone(), d, Some((bi, di))));
                    }
                    Piece::Plain(path) => {
                        let pt = element_type(m, ty, path);
                        let d = extract(m, func, *sp, cur_of(v), path, pt);
                        plan.push((p.clone(), d, None));
                    }
                }
            }
            plans.push((v, plan));
        }
        let f = &mut m.funcs[func];
        match f.dfg.inst_mut(*sp) {
            InstKind::Call(c) => c.bundles.push(Bundle { tag: "gc-live".into(), args: gc_live.clone() }),
            InstKind::Invoke(d) => d.call.bundles.push(Bundle { tag: "gc-live".into(), args: gc_live.clone() }),
            _ => unreachable!("a statepoint"),
        }
        for exit in exits(m, func, *sp, set, &base_of, unwind_live.get(sp))? {
            let Exit { token, after, values } = exit;
            let keep = |v: &Value| values.as_ref().is_none_or(|k| k.contains(v));
            let mut relocated: HashMap<(usize, usize), Value> = HashMap::new();
            for (v, plan) in plans.iter().filter(|(v, _)| keep(v)) {
                let v = *v;
                let ty = m.funcs[func].dfg.value_type(v);
                let mut rebuilt: Option<Value> = None;
                let vname = m.funcs[func].dfg.value_name(v).map(str::to_string);
                for (p, d, pair) in plan.iter().cloned() {
                    let part = match pair {
                        Some((bi, di)) => match relocated.get(&(bi, di)) {
                            Some(&r) => r,
                            None => {
                                let dt = m.funcs[func].dfg.value_type(d);
                                let name = match (&p, &vname) {
                                    (Piece::Managed(path, _), Some(n)) if path.is_empty() => format!("{n}.relocated"),
                                    (_, Some(n)) => format!("{n}.field.relocated"),
                                    _ => "relocated".to_string(),
                                };
                                let r = relocate_call(m, func, after, token, bi, di, dt, &mut bases, &name)?;
                                relocated.insert((bi, di), r);
                                r
                            }
                        },
                        None => d,
                    };
                    let path = match &p {
                        Piece::Managed(path, _) | Piece::Plain(path) => path.clone(),
                    };
                    if path.is_empty() {
                        rebuilt = Some(part);
                        continue;
                    }
                    let agg = match rebuilt {
                        Some(a) => a,
                        None => {
                            let f = &mut m.funcs[func];
                            const_value(&mut m.consts, f, ConstData::Poison(ty))
                        }
                    };
                    let f = &mut m.funcs[func];
                    let indices = f.dfg.make_imm_list(&path);
                    rebuilt =
                        insert_before(m, func, after, InstKind::InsertValue { args: [agg, part], indices }, Some(ty));
                }
                let newv = rebuilt.expect("every value has a piece");
                store(m, func, after, newv, slots[seen[&v]].1);
            }
            for (v, chain) in remat.iter().filter(|(v, _)| keep(v)) {
                let v = *v;
                let b = base_of[&v];
                let bi = gc_live.iter().position(|&x| x == cur_of(b)).expect("the base is relocated");
                let mut p = relocated[&(bi, bi)];
                for &g in chain {
                    let InstKind::Gep { flags, source_ty, args } = m.funcs[func].dfg.inst(g).clone() else {
                        unreachable!("a constant-offset GEP")
                    };
                    let ty = m.funcs[func].dfg.value_type(m.funcs[func].dfg.inst_result(g).expect("a result"));
                    let f = &mut m.funcs[func];
                    let mut ops: Vec<Value> = f.dfg.values_of(args).to_vec();
                    ops[0] = p;
                    let args = f.dfg.make_value_list(&ops);
                    p = insert_before(m, func, after, InstKind::Gep { flags, source_ty, args }, Some(ty))
                        .expect("a result");
                }
                if let Some(n) = m.funcs[func].dfg.value_name(v).map(|n| format!("{n}.remat")) {
                    let fresh = bases.names.fresh_value(&n);
                    m.funcs[func].dfg.set_value_name(p, Some(fresh));
                }
                store(m, func, after, p, slots[seen[&v]].1);
            }
        }
    }
    let dt = DomTree::compute(&m.funcs[func]);
    let promoted = promote_listed(m, func, &dt, &slot_insts);
    debug_assert_eq!(promoted, slot_insts.len(), "every relocation slot is promotable");
    Ok(())
}

/// Where a statepoint's relocations go: the token they take, the instruction they go before, and
/// which live values (`None`: all) need them there.
struct Exit {
    token: Value,
    after: Inst,
    values: Option<Vec<Value>>,
}

/// The exits of statepoint `sp` whose live set is `set`: after a call (and its `gc.result`); for
/// an invoke, the start of its normal destination (after the `gc.result`) and, when a live value
/// (`unwind_live`) is live into its landing pad, after the `landingpad`, whose token the
/// exceptional path's relocates take.
fn exits(
    m: &Module,
    func: Func,
    sp: Inst,
    set: &[Value],
    base_of: &HashMap<Value, Value>,
    unwind_live: Option<&Vec<Value>>,
) -> Result<Vec<Exit>, Diagnostic> {
    let f = &m.funcs[func];
    let token = f.dfg.inst_result(sp).expect("a token");
    let skip_result = |at: Inst, next: &dyn Fn(Inst) -> Inst| {
        if gc::called_intrinsic(m, f, at) == Some(Intrinsic::GcResult) {
            next(at)
        } else {
            at
        }
    };
    let next_in_block = |i: Inst| {
        let b = f.layout.inst_block(i).expect("placed");
        let insts = f.layout.block_insts(b);
        insts[insts.iter().position(|&x| x == i).expect("placed") + 1]
    };
    let InstKind::Invoke(d) = f.dfg.inst(sp) else {
        let after = skip_result(next_in_block(sp), &next_in_block);
        return Ok(vec![Exit { token, after, values: None }]);
    };
    let mut out = vec![Exit { token, after: skip_result(first_non_phi(f, d.normal), &next_in_block), values: None }];
    let mut needed: Vec<Value> = set.iter().copied().filter(|v| unwind_live.is_some_and(|l| l.contains(v))).collect();
    if needed.is_empty() {
        return Ok(out);
    }
    let bases: Vec<Value> = needed.iter().map(|v| base_of[v]).filter(|b| set.contains(b)).collect();
    needed.extend(bases);
    let lp = first_non_phi(f, d.unwind);
    let lp_token = f.dfg.inst_result(lp).filter(|&r| f.dfg.value_type(r) == Type::TOKEN);
    let Some(lp_token) = lp_token else {
        return Err(error_at(
            f,
            Some(lp),
            "a managed reference is live into this landing pad of a statepoint invoke, but only a \
             `landingpad token` can be relocated (gc.relocate takes a token; LLVM 19 writes a broken module here)",
        ));
    };
    if kiln_ir::gc::token_statepoint(m, f, lp_token) != Some(sp) {
        return Err(error_at(f, Some(lp), "the landing pad of a statepoint invoke must be reached from it alone"));
    }
    out.push(Exit { token: lp_token, after: next_in_block(lp), values: Some(needed) });
    Ok(out)
}

/// The GEPs (base outward) that make `v` from `base` when each has only constant indices and a
/// scalar pointer, at most four deep: `v` is then `base` plus a constant, recomputable after a
/// statepoint from the relocated base.
fn constant_offset_chain(m: &Module, f: &kiln_ir::Function, v: Value, base: Value) -> Option<Vec<Inst>> {
    let mut chain = Vec::new();
    let mut cur = v;
    while cur != base {
        let def = f.dfg.value_inst(cur)?;
        let InstKind::Gep { args, .. } = f.dfg.inst(def) else { return None };
        let ops = f.dfg.values_of(*args);
        let constant = |x: &Value| matches!(f.dfg.value_def(*x), kiln_ir::ValueDef::Const(k) if matches!(m.consts.data(k), ConstData::Int { .. } | ConstData::Zero(_)));
        if chain.len() == 4 || !ops[1..].iter().all(constant) || f.dfg.value_type(ops[0]) != f.dfg.value_type(cur) {
            return None;
        }
        chain.push(def);
        cur = ops[0];
    }
    chain.reverse();
    Some(chain)
}

/// The type at aggregate path `path` inside `t`.
fn element_type(m: &Module, mut t: Type, path: &[u32]) -> Type {
    for &k in path {
        t = m.types.element_at(t, k as u64).expect("a valid path");
    }
    t
}

/// `load ty, ptr slot` before `at`.
fn load(m: &mut Module, func: Func, at: Inst, ty: Type, slot: Value) -> Value {
    insert_before(m, func, at, InstKind::load(slot, 0), Some(ty)).expect("a result")
}

/// `store v, ptr slot` before `at`.
fn store(m: &mut Module, func: Func, at: Inst, v: Value, slot: Value) {
    insert_before(m, func, at, InstKind::store(v, slot, 0), None);
}

/// `gc.relocate(token, base, derived)` of type `ty` before `at`, named `name`.
#[allow(clippy::too_many_arguments)]
fn relocate_call(
    m: &mut Module,
    func: Func,
    at: Inst,
    token: Value,
    base: usize,
    derived: usize,
    ty: Type,
    bases: &mut Bases,
    name: &str,
) -> Result<Value, Diagnostic> {
    let tag = mangle(&m.types, ty);
    let params = [Type::TOKEN, Type::I32, Type::I32];
    let decl = declare(m, func, at, &format!("llvm.experimental.gc.relocate.{tag}"), ty, &params, false)?;
    let addr = m.func_addr(decl);
    let bi = m.consts.int(Type::I32, 32, base as u128);
    let di = m.consts.int(Type::I32, 32, derived as u128);
    let fn_ty = m.funcs[decl].ty;
    let f = &mut m.funcs[func];
    let callee = f.dfg.const_value(addr, Type::PTR);
    let (bi, di) = (f.dfg.const_value(bi, Type::I32), f.dfg.const_value(di, Type::I32));
    let call = CallData::new(callee, fn_ty, vec![token, bi, di], CallConv::Cold);
    let r = insert_before(m, func, at, InstKind::Call(Box::new(call)), Some(ty)).expect("a result");
    let fresh = bases.names.fresh_value(name);
    m.funcs[func].dfg.set_value_name(r, Some(fresh));
    Ok(r)
}
