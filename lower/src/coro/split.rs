//! `coro-split`: splits every switch-resume coroutine (a function with `presplitcoroutine`) into
//! its ramp (the original function, which runs until the first suspend), `NAME.resume`,
//! `NAME.destroy` and `NAME.cleanup` (the destroy function of a frame that was not heap-allocated:
//! its `coro.free` is null), and builds the frame they share. A module pass: it adds functions.
//! Requires coro-early. Preserves nothing in split coroutines; leaves other functions alone.
//!
//! The steps, per coroutine:
//! 1. **Prepare** the function in place: each `coro.suspend` becomes an edge from the block that
//!    suspends into a landing block whose phi gives the suspend's result (-1 on that edge, 0 when
//!    resumed, 1 when destroyed), `coro.await.suspend.*` become calls of their functions.
//! 2. **Plan the frame** (`frame.rs`) on that function read with several entries.
//! 3. **Rewrite** the function: the frame header after `coro.begin`, frame allocas as addresses in
//!    the frame, spills after definitions and reloads (or recomputations) at uses, the suspend
//!    index stored at each `coro.save` or suspend, a null resume pointer at final suspends.
//! 4. **Clone** it (`kiln_ir::clone`) into the resume, destroy and cleanup functions: an entry that
//!    switches on the suspend index into the landing blocks, `coro.end` as `ret void`, `coro.free`
//!    as the allocation (or null), symmetric transfers as `musttail` calls of the next coroutine's
//!    resume function.
//! 5. **Finish the ramp**: suspends take the -1 path, `coro.end` is false, `coro.free` the memory
//!    given to `coro.begin`; `coro.id` names the `NAME.resumers` table (for coro-elide).
//!
//! Malformed coroutines (two `coro.begin`s, a token live across a suspend, an unsupported ABI)
//! are located errors and the function is left as it was.

use super::frame::{plan, AllocaHome, FramePlan, Keep, Prepared, Use};
use super::retcon::{build_continuation, finish_retcon_ramp};
use super::{
    call_args, error_at, is_presplit, make_call, replace_inst, Abi, At, Errors, Ins, Retcon, Shape, DESTROY_OFFSET,
    RESUME_OFFSET,
};
use crate::simplifycfg::simplify_cfg;
use kiln_ir::attributes::{Attr, AttrList};
use kiln_ir::clone::{clone_blocks, CloneMap};
use kiln_ir::domtree::DomTree;
use kiln_ir::instructions::{SwitchData, TailKind};
use kiln_ir::module::Symbol;
use kiln_ir::pass::{AnalysisManager, ModulePass, Preserved};
use kiln_ir::{
    AttrKind, Block, CallConv, ConstData, Diagnostic, Func, Function, GlobalVarData, Inst, InstKind, Intrinsic,
    Linkage, Module, Opcode, Type, Value,
};
use std::collections::{HashMap, HashSet};

/// The `coro-split` pass.
#[derive(Default)]
pub struct CoroSplit {
    errors: Vec<Diagnostic>,
    /// Frame size and alignment of each coroutine split by the last run, by name.
    pub frames: Vec<(String, u64, u64)>,
}

impl ModulePass for CoroSplit {
    fn name(&self) -> &'static str {
        "coro-split"
    }

    fn run(&mut self, m: &mut Module, _am: &mut AnalysisManager) -> Preserved {
        let coroutines: Vec<Func> = m.funcs.iter().filter(|(_, f)| is_presplit(m, f)).map(|(k, _)| k).collect();
        self.frames.clear();
        let mut changed = false;
        for f in coroutines {
            let backup = m.funcs[f].clone();
            match split_coroutine(m, f) {
                Ok(plan) => {
                    changed = true;
                    self.frames.push((m.funcs[f].name().to_string(), plan.size, plan.align));
                }
                Err(errs) => {
                    m.funcs[f] = backup;
                    self.errors.extend(errs);
                }
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

/// One suspend point of the prepared function.
pub(super) struct Point {
    /// The block that suspends (it ends with `br landing`).
    pub(super) block: Block,
    /// Where control continues; its first instruction is `phi`.
    pub(super) landing: Block,
    /// The phi standing for the suspend's result (none for a retcon suspend without one).
    pub(super) phi: Option<Inst>,
    /// Where the suspend index is stored: before the `coro.save`, or before the `br`.
    pub(super) save_at: Inst,
    /// The `coro.save` to remove once the index store is in place.
    pub(super) save: Option<Inst>,
    pub(super) is_final: bool,
    /// The coroutine to transfer to (`coro.await.suspend.handle`).
    pub(super) next: Option<Value>,
    /// Returned continuations: what is returned here, with the yielded values and the continuation
    /// pointer still poison (none when the coroutine returns the pointer alone).
    pub(super) ret_val: Option<Value>,
}

/// The three functions the coroutine becomes besides its ramp.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Part {
    Resume,
    Destroy,
    Cleanup,
}

impl Part {
    const ALL: [Part; 3] = [Part::Resume, Part::Destroy, Part::Cleanup];
    fn suffix(self) -> &'static str {
        match self {
            Part::Resume => "resume",
            Part::Destroy => "destroy",
            Part::Cleanup => "cleanup",
        }
    }
    /// What `coro.suspend` returns when this part enters at a suspend point.
    fn suspend_result(self) -> u128 {
        match self {
            Part::Resume => 0,
            _ => 1,
        }
    }
}

fn split_coroutine(m: &mut Module, fid: Func) -> Result<FramePlan, Vec<Diagnostic>> {
    let shape = Shape::find(m, &m.funcs[fid])?;
    let resumes = if shape.async_().is_some() { super::async_abi::declare_resumes(m, fid, &shape) } else { Vec::new() };
    let points = prepare(m, fid, &shape)?;
    // The promise is found by its fixed offset from now on; coro.id no longer names it (its
    // operand may be a cast of the alloca, made before coro.begin).
    if shape.promise.is_some() {
        let null = {
            let c = m.consts.intern(ConstData::Null(Type::PTR));
            m.funcs[fid].dfg.const_value(c, Type::PTR)
        };
        if let InstKind::Call(c) = m.funcs[fid].dfg.inst_mut(shape.id) {
            c.args[1] = null;
        }
    }
    let f = &m.funcs[fid];
    let begin_val = f.dfg.inst_result(shape.begin).expect("coro.begin returns the handle");
    let frame_values: HashSet<Value> = [begin_val].into_iter().collect();
    let mut ignored: HashSet<Inst> = HashSet::new();
    ignored.insert(shape.id);
    ignored.insert(shape.begin);
    ignored.extend(shape.ends.iter().copied());
    ignored.extend(shape.frees.iter().copied());
    ignored.extend(shape.sizes.iter().copied());
    ignored.extend(shape.aligns.iter().copied());
    ignored.extend(points.iter().filter_map(|p| p.save));
    let landings: Vec<Block> = points.iter().map(|p| p.landing).collect();
    let suspend_blocks: Vec<Block> = points.iter().map(|p| p.block).collect();
    let mut errs = Errors::new(f);
    let fp = {
        let prepared = Prepared {
            m,
            f,
            shape: &shape,
            landings: &landings,
            suspend_blocks: &suspend_blocks,
            frame_values: &frame_values,
            ignored_users: &ignored,
        };
        plan(&prepared, &mut errs)
    };
    validate(m, fid, &shape, &fp, &mut errs);
    if !errs.list.is_empty() {
        return Err(errs.list);
    }
    // From here on nothing fails.
    if shape.async_().is_some() {
        let addrs = rewrite(m, fid, &shape, &points, &fp, &[]);
        for (k, &pid) in resumes.iter().enumerate() {
            super::async_abi::build_resume(m, fid, k, pid, &shape, &points, &fp, &addrs);
        }
        super::async_abi::finish_ramp(m, fid, &shape, &points, &fp);
        return Ok(fp);
    }
    if let Some(r) = shape.retcon() {
        let conts = declare_continuations(m, fid, r, points.len());
        let addrs = rewrite(m, fid, &shape, &points, &fp, &[]);
        for (k, &pid) in conts.iter().enumerate() {
            build_continuation(m, fid, k, pid, &shape, &points, &fp, &addrs, &conts);
        }
        finish_retcon_ramp(m, fid, &shape, &points, &fp, &conts);
        return Ok(fp);
    }
    let parts = declare_parts(m, fid, &fp);
    let addrs = rewrite(m, fid, &shape, &points, &fp, &parts);
    for part in Part::ALL {
        build_part(m, fid, part, parts[part as usize], &shape, &points, &fp, &addrs);
    }
    finish_ramp(m, fid, &shape, &points, &parts);
    Ok(fp)
}

// ---- 1. prepare -------------------------------------------------------------------------------

fn prepare(m: &mut Module, fid: Func, shape: &Shape) -> Result<Vec<Point>, Vec<Diagnostic>> {
    split_invoke_edges(&mut m.funcs[fid]);
    // Saves must feed only their suspend.
    if matches!(shape.abi, Abi::Switch) {
        let f = &m.funcs[fid];
        let uses = kiln_ir::uses::UseLists::compute(f);
        for s in &shape.suspends {
            if let Some(save) = s.save {
                let tok = f.dfg.inst_result(save).expect("coro.save returns a token");
                if uses.users(tok).iter().any(|&u| u != s.inst) {
                    return Err(vec![error_at(f, Some(save), "a coro.save must be used by exactly one coro.suspend")]);
                }
            } else if f.dfg.value_const(call_args(f, s.inst)[0]).is_none() {
                return Err(vec![error_at(
                    f,
                    Some(s.inst),
                    "coro.suspend's first argument must be a coro.save or none",
                )]);
            }
        }
    }
    // `coro.await.suspend.void` / `.bool`: a call of the wrapper.
    for &a in &shape.awaits {
        let f = &m.funcs[fid];
        let args = call_args(f, a).to_vec();
        let ret = f.dfg.inst_result(a).map(|v| f.dfg.value_type(v)).unwrap_or(Type::VOID);
        let fn_ty = m.types.func(ret, vec![Type::PTR, Type::PTR], false);
        let f = &mut m.funcs[fid];
        let call = make_call(f, args[2], fn_ty, vec![args[0], args[1]], ret);
        f.layout.insert_inst_before(call, a);
        let r = f.dfg.inst_result(call);
        replace_inst(f, a, r);
    }
    let mut points = Vec::new();
    match shape.abi {
        Abi::Retcon(_) => {
            prepare_retcon_suspends(m, fid, shape, &mut points);
            return Ok(points);
        }
        Abi::Async(_) => {
            super::async_abi::prepare_suspends(m, fid, shape, &mut points);
            return Ok(points);
        }
        Abi::Switch => {}
    }
    for s in &shape.suspends {
        let next = s.await_handle.map(|h| {
            let f = &m.funcs[fid];
            let args = call_args(f, h).to_vec();
            let fn_ty = m.types.func(Type::PTR, vec![Type::PTR, Type::PTR], false);
            let f = &mut m.funcs[fid];
            let call = make_call(f, args[2], fn_ty, vec![args[0], args[1]], Type::PTR);
            f.layout.insert_inst_before(call, h);
            f.layout.remove_inst(h);
            f.dfg.inst_result(call).expect("the wrapper returns the next handle")
        });
        let minus_one = {
            let c = m.consts.int(Type::I8, 8, 0xff);
            m.funcs[fid].dfg.const_value(c, Type::I8)
        };
        let (block, landing, phi, br) = split_at_suspend(m, fid, s.inst, minus_one, points.len());
        points.push(Point {
            block,
            landing,
            phi,
            save_at: s.save.unwrap_or(br),
            save: s.save,
            is_final: s.is_final,
            next,
            ret_val: None,
        });
    }
    Ok(points)
}

/// Turns suspend `inst` into an edge from its block into a new landing block, whose phi (when the
/// suspend has a result) stands for the result, with `on_edge` on the edge; returns the block,
/// the landing, the phi and the `br`.
pub(super) fn split_at_suspend(
    m: &mut Module,
    fid: Func,
    inst: Inst,
    on_edge: Value,
    k: usize,
) -> (Block, Block, Option<Inst>, Inst) {
    let f = &mut m.funcs[fid];
    let block = f.layout.inst_block(inst).expect("in the layout");
    let landing = f.split_block_before(inst);
    let phi = f.dfg.inst_result(inst).map(|r| {
        let ty = f.dfg.value_type(r);
        let args = f.dfg.make_value_list(&[on_edge]);
        let blocks = f.dfg.make_block_list(&[block]);
        let phi = f.dfg.make_inst(InstKind::Phi { fmf: Default::default(), args, blocks }, Some(ty));
        f.layout.insert_inst(phi, landing, 0);
        phi
    });
    let r = phi.and_then(|p| f.dfg.inst_result(p));
    replace_inst(f, inst, r);
    let br = f.append_inst(block, InstKind::Br { dest: landing }, None);
    let name = unique_local_name(f, &format!("coro.landing.{k}"));
    f.dfg.block_names.insert(landing, name);
    (block, landing, phi, br)
}

/// The suspend points of a returned-continuation coroutine: each `coro.suspend.retcon` becomes an
/// edge into its landing (whose phi, poison on that edge, stands for the values passed back in),
/// after the block builds what the ramp or continuation returns there: the coroutine's result
/// type with the yielded values in the fields after the continuation pointer.
fn prepare_retcon_suspends(m: &mut Module, fid: Func, shape: &Shape, points: &mut Vec<Point>) {
    let ret_ty = m.types.func_info(m.funcs[fid].ty).map_or(Type::VOID, |s| s.0);
    for s in &shape.suspends {
        let yields = call_args(&m.funcs[fid], s.inst).to_vec();
        let ret_val = (ret_ty != Type::PTR).then(|| {
            let mut ins = Ins { m, f: fid, at: At::Before(s.inst) };
            let mut agg = ins.constant(ConstData::Poison(ret_ty));
            for (k, &y) in yields.iter().enumerate() {
                agg = ins.insert_value(agg, y, k as u32 + 1);
            }
            agg
        });
        let poison = {
            let f = &m.funcs[fid];
            let ty = f.dfg.inst_result(s.inst).map_or(Type::I1, |r| f.dfg.value_type(r));
            let mut ins = Ins { m, f: fid, at: At::Before(s.inst) };
            ins.constant(ConstData::Poison(ty))
        };
        let (block, landing, phi, br) = split_at_suspend(m, fid, s.inst, poison, points.len());
        points.push(Point { block, landing, phi, save_at: br, save: None, is_final: false, next: None, ret_val });
    }
}

// ---- 2½. checks the rewrite relies on ------------------------------------------------------------

/// The frame exists only after `coro.begin`: everything that touches it must come after.
fn validate(m: &Module, fid: Func, shape: &Shape, fp: &FramePlan, errs: &mut Errors) {
    let f = &m.funcs[fid];
    let dt = DomTree::compute(f);
    let begin_block = f.layout.inst_block(shape.begin).expect("in the layout");
    let pos = |i: Inst| f.layout.block_insts(f.layout.inst_block(i).unwrap()).iter().position(|&x| x == i).unwrap();
    let after_begin = |i: Inst| -> bool {
        let Some(b) = f.layout.inst_block(i) else { return true };
        if b == begin_block {
            pos(i) > pos(shape.begin)
        } else {
            dt.dominates(begin_block, b)
        }
    };
    let at_end_after_begin = |b: Block| dt.dominates(begin_block, b);
    for (_, _, uses) in &fp.kept {
        for u in uses {
            let ok = match u.phi_pred {
                Some(b) => at_end_after_begin(b),
                None => after_begin(u.user),
            };
            if !ok {
                errs.at(Some(u.user), "a value is used across a suspend point at a place coro.begin does not dominate");
            }
        }
    }
    let uses = kiln_ir::uses::UseLists::compute(f);
    for &(v, home) in &fp.allocas {
        if !matches!(home, AllocaHome::Frame(_)) {
            continue;
        }
        for &u in uses.users(v) {
            if u == shape.id || is_lifetime(m, f, u) {
                continue;
            }
            let derives = matches!(
                f.dfg.inst(u),
                InstKind::Phi { .. } | InstKind::Gep { .. } | InstKind::Cast { .. } | InstKind::Select { .. }
            );
            let stores_address = matches!(f.dfg.inst(u), InstKind::Store { args, .. } if args[0] == v);
            let unused = f.dfg.inst_result(u).is_some_and(|r| uses.users(r).is_empty());
            if !after_begin(u) && ((derives && !unused) || stores_address) {
                errs.at(
                    Some(u),
                    "the address of an alloca that lives in the coroutine frame is taken before coro.begin",
                );
            }
        }
    }
}

/// True when `coro.begin` comes before `i` on every path (`dt` is `f`'s dominator tree).
fn begin_dominates(f: &Function, dt: &DomTree, begin: Inst, i: Inst) -> bool {
    let (Some(bb), Some(ib)) = (f.layout.inst_block(begin), f.layout.inst_block(i)) else { return false };
    if bb != ib {
        return dt.dominates(bb, ib);
    }
    let insts = f.layout.block_insts(bb);
    insts.iter().position(|&x| x == begin) < insts.iter().position(|&x| x == i)
}

fn is_lifetime(m: &Module, f: &Function, i: Inst) -> bool {
    matches!(crate::util::called_intrinsic(m, f, i), Some(Intrinsic::LifetimeStart | Intrinsic::LifetimeEnd))
}

// ---- 3. rewrite ---------------------------------------------------------------------------------

/// Declares the resume, destroy and cleanup functions (bodies come later).
fn declare_parts(m: &mut Module, fid: Func, fp: &FramePlan) -> [Func; 3] {
    let base = m.funcs[fid].name().to_string();
    let ty = m.types.func(Type::VOID, vec![Type::PTR], false);
    let param_attrs = m.attr_sets.intern(vec![
        Attr::Flag(AttrKind::NoUndef),
        Attr::Flag(AttrKind::NonNull),
        Attr::Int(AttrKind::Align, fp.align),
        Attr::Int(AttrKind::Dereferenceable, fp.size),
    ]);
    let func_attrs = {
        let keep: Vec<Attr> = m
            .attr_sets
            .get(m.funcs[fid].attrs.func)
            .iter()
            .filter(|a| !matches!(a.kind(), Some(AttrKind::PresplitCoroutine | AttrKind::CoroDestroyOnlyWhenComplete)))
            .cloned()
            .collect();
        m.attr_sets.intern(keep)
    };
    Part::ALL.map(|part| {
        let mut attrs = AttrList { func: func_attrs, ..AttrList::default() };
        attrs.set_param(0, param_attrs);
        declare_part(m, fid, &format!("{base}.{}", part.suffix()), ty, CallConv::C, attrs, "frame")
    })
}

/// Declares a function the coroutine `fid` becomes: internal, with the body's location and
/// personality (the clones keep its landing pads), and parameters of `ty`, the first named
/// `first`.
pub(super) fn declare_part(
    m: &mut Module,
    fid: Func,
    base: &str,
    ty: Type,
    cc: CallConv,
    attrs: AttrList,
    first: &str,
) -> Func {
    let name = fresh_name(m, base);
    let mut func = Function::new(&name, ty);
    func.sym = Symbol { name, linkage: Linkage::Internal, ..Symbol::default() };
    func.is_definition = true;
    func.srcloc = m.funcs[fid].srcloc;
    func.cc = cc;
    func.attrs = attrs;
    func.personality = m.funcs[fid].personality;
    let params: Vec<Type> = m.types.func_info(ty).map(|s| s.1.to_vec()).unwrap_or_default();
    for (k, pty) in params.into_iter().enumerate() {
        let p = func.dfg.make_param(k as u32, pty);
        if k == 0 && !first.is_empty() {
            func.dfg.set_value_name(p, Some(first.to_string()));
        }
        func.params.push(p);
    }
    m.add_func(func).expect("a fresh name")
}

/// Declares the continuation of each suspend point of a returned-continuation coroutine:
/// `NAME.resume.K`, with the prototype's type, convention and attributes (as LLVM gives them).
fn declare_continuations(m: &mut Module, fid: Func, r: &Retcon, n: usize) -> Vec<Func> {
    let base = m.funcs[fid].name().to_string();
    let proto = &m.funcs[r.prototype];
    let (ty, cc, mut attrs) = (proto.ty, proto.cc, proto.attrs.clone());
    // The buffer, as LLVM describes it.
    let mut first: Vec<Attr> = m.attr_sets.get(attrs.param(0)).to_vec();
    first.retain(|a| !matches!(a.kind(), Some(AttrKind::Align | AttrKind::Dereferenceable)));
    first.extend([
        Attr::Flag(AttrKind::NoAlias),
        Attr::Flag(AttrKind::NoUndef),
        Attr::Flag(AttrKind::NonNull),
        Attr::Int(AttrKind::Align, r.buf_align),
        Attr::Int(AttrKind::Dereferenceable, r.buf_size),
    ]);
    let first = m.attr_sets.intern(first);
    attrs.set_param(0, first);
    (0..n).map(|k| declare_part(m, fid, &format!("{base}.resume.{k}"), ty, cc, attrs.clone(), "buffer")).collect()
}

/// `base`, or `base.N`, whichever no value or block of `f` is named yet (they share a namespace).
fn unique_local_name(f: &Function, base: &str) -> String {
    let taken =
        |n: &str| f.dfg.value_names.iter().any(|(_, x)| x == n) || f.dfg.block_names.iter().any(|(_, x)| x == n);
    let mut name = base.to_string();
    let mut n = 0;
    while taken(&name) {
        n += 1;
        name = format!("{base}.{n}");
    }
    name
}

pub(super) fn fresh_name(m: &Module, base: &str) -> String {
    let mut name = base.to_string();
    let mut n = 0;
    while m.symbol(&name).is_some() {
        n += 1;
        name = format!("{base}.{n}");
    }
    name
}

/// Frame addresses of the frame allocas, by alloca, as the rewritten ramp computes them.
pub(super) type FrameAddrs = Vec<(Value, u64)>;

fn rewrite(m: &mut Module, fid: Func, shape: &Shape, points: &[Point], fp: &FramePlan, parts: &[Func]) -> FrameAddrs {
    // A returned-continuation frame is the buffer, or memory from the allocator.
    if let Some(r) = shape.retcon() {
        let mem = if fp.in_buffer {
            r.buffer
        } else {
            let size_ty = m.types.func_info(m.funcs[r.alloc].ty).map(|s| s.1[0]).expect("checked: takes an integer");
            let mut ins = Ins { m, f: fid, at: At::Before(shape.begin) };
            let n = ins.int(size_ty, fp.alloc_size(shape.mem_align) as u128);
            ins.call_func(r.alloc, vec![n]).expect("checked: returns a pointer")
        };
        if let InstKind::Call(c) = m.funcs[fid].dfg.inst_mut(shape.begin) {
            c.args[1] = mem;
        }
    }
    // An async frame follows the front end's part of the context.
    if let Some(a) = shape.async_() {
        let ctx = m.funcs[fid].params[a.storage_index];
        let mut ins = Ins { m, f: fid, at: At::Before(shape.begin) };
        let mem = ins.byte_offset(ctx, super::async_abi::frame_offset(a, fp));
        if let InstKind::Call(c) = m.funcs[fid].dfg.inst_mut(shape.begin) {
            c.args[1] = mem;
        }
    }
    let f = &m.funcs[fid];
    let begin_val = f.dfg.inst_result(shape.begin).expect("handle");
    let begin_block = f.layout.inst_block(shape.begin).expect("laid out");
    let insts = f.layout.block_insts(begin_block);
    let after_begin = insts[insts.iter().position(|&i| i == shape.begin).unwrap() + 1];
    let mem = call_args(f, shape.begin)[1];
    let dt = DomTree::compute(f);
    let alloc_dominates_begin = shape.alloc.is_some_and(|a| {
        let ab = f.layout.inst_block(a).unwrap();
        if ab == begin_block {
            insts.iter().position(|&i| i == a) < insts.iter().position(|&i| i == shape.begin)
        } else {
            dt.dominates(ab, begin_block)
        }
    });
    let alloc_val = shape.alloc.and_then(|a| f.dfg.inst_result(a));

    // The frame's address: the memory, rounded up when the frame is over-aligned.
    if fp.saved_mem.is_some() {
        let mut ins = Ins { m, f: fid, at: At::Before(shape.begin) };
        let raw =
            ins.inst(InstKind::Cast { op: Opcode::PtrToInt, flags: Default::default(), arg: mem }, Some(Type::I64));
        let bump = ins.int(Type::I64, (fp.align - 1) as u128);
        let sum = ins.inst(bin(Opcode::Add, raw.unwrap(), bump), Some(Type::I64)).unwrap();
        let mask = ins.int(Type::I64, (!(fp.align - 1)) as u128);
        let rounded = ins.inst(bin(Opcode::And, sum, mask), Some(Type::I64)).unwrap();
        let aligned =
            ins.inst(InstKind::Cast { op: Opcode::IntToPtr, flags: Default::default(), arg: rounded }, Some(Type::PTR));
        let f = &mut m.funcs[fid];
        if let InstKind::Call(c) = f.dfg.inst_mut(shape.begin) {
            c.args[1] = aligned.unwrap();
        }
    }
    // The header (switch) or the frame's address in the buffer (an allocated retcon frame), and
    // the allocation's own address when the frame is over-aligned.
    let mut ins = Ins { m, f: fid, at: At::Before(after_begin) };
    match &shape.abi {
        Abi::Switch => {
            let resume = ins.func_addr(parts[Part::Resume as usize]);
            let p0 = ins.byte_offset(begin_val, RESUME_OFFSET);
            ins.store(resume, p0, 8);
            let destroy = ins.func_addr(parts[Part::Destroy as usize]);
            let destroy = match alloc_val.filter(|_| alloc_dominates_begin) {
                Some(needs_alloc) => {
                    let cleanup = ins.func_addr(parts[Part::Cleanup as usize]);
                    let kind = InstKind::Select { fmf: Default::default(), args: [needs_alloc, destroy, cleanup] };
                    ins.inst(kind, Some(Type::PTR)).unwrap()
                }
                None => destroy,
            };
            let p8 = ins.byte_offset(begin_val, DESTROY_OFFSET);
            ins.store(destroy, p8, 8);
        }
        Abi::Retcon(r) if !fp.in_buffer => {
            let buffer = r.buffer;
            ins.store(begin_val, buffer, 8);
        }
        Abi::Retcon(_) | Abi::Async(_) => {}
    }
    if let Some(off) = fp.saved_mem {
        let p = ins.byte_offset(begin_val, off);
        ins.store(mem, p, 8);
    }
    // Frame allocas become addresses in the frame.
    let mut addrs: FrameAddrs = Vec::new();
    // Instructions to drop once everything is inserted (one of them may be an insertion point).
    let mut removals: Vec<Inst> = Vec::new();
    for &(v, home) in &fp.allocas {
        let AllocaHome::Frame(off) = home else { continue };
        let addr = ins.byte_offset(begin_val, off);
        let addr = if addr == begin_val { frame_gep0(&mut ins, begin_val) } else { addr };
        addrs.push((v, off));
        let f = &ins.m.funcs[fid];
        let users = kiln_ir::uses::UseLists::compute(f);
        for &u in users.users(v) {
            if is_lifetime(ins.m, f, u) && begin_dominates(f, &dt, shape.begin, u) {
                removals.push(u);
            }
        }
        // Uses before coro.begin keep the alloca, whose bytes are copied into the frame once it
        // exists; the uses after it see the frame.
        let f = &ins.m.funcs[fid];
        let users: Vec<Inst> = kiln_ir::uses::UseLists::compute(f).users(v).to_vec();
        let (before, after): (Vec<Inst>, Vec<Inst>) =
            users.into_iter().filter(|&u| u != shape.id).partition(|&u| !begin_dominates(f, &dt, shape.begin, u));
        for &u in &after {
            ins.m.funcs[fid].dfg.map_args(u, |x| if x == v { addr } else { x });
        }
        let keeps_alloca = before.iter().any(|&u| !is_lifetime(ins.m, &ins.m.funcs[fid], u));
        if keeps_alloca {
            let f = &ins.m.funcs[fid];
            let InstKind::Alloca { ty, .. } = *f.dfg.inst(f.dfg.value_inst(v).unwrap()) else { unreachable!() };
            let size = ins.m.types.alloc_size(ty);
            let len = ins.int(Type::I64, size as u128);
            let no = ins.int(Type::I1, 0);
            ins.intrinsic("llvm.memcpy.p0.p0.i64", Type::VOID, &[addr, v, len, no]);
        } else {
            removals.extend(before.iter().copied());
            removals.extend(ins.m.funcs[fid].dfg.value_inst(v));
        }
        addrs.last_mut().unwrap().0 = addr;
    }
    // Spills after definitions, reloads and recomputations at the uses after a suspend.
    let dom = fp.dom.as_ref().expect("a plan has its dominance");
    let kept: HashMap<Value, &Keep> = fp.kept.iter().map(|(v, k, _)| (*v, k)).collect();
    // Recomputations copy the instruction as it was planned: rewriting uses below changes the
    // operands of the originals.
    let originals: HashMap<Value, (InstKind, Vec<Value>)> = {
        let f = &m.funcs[fid];
        fp.kept
            .iter()
            .filter(|(_, k, _)| *k == Keep::Remat)
            .map(|(v, _, _)| {
                let def = f.dfg.value_inst(*v).expect("recomputed values are instruction results");
                (*v, (f.dfg.inst(def).clone(), f.dfg.inst_args(def)))
            })
            .collect()
    };
    let frame_addrs: HashSet<Value> = addrs.iter().map(|a| a.0).chain([begin_val]).collect();
    for (v, keep, uses) in &fp.kept {
        if let Keep::Spill(off) = keep {
            let at = spill_point(m, fid, *v, shape.begin, after_begin, &dt);
            let align = fp.access_align(&m.types, m.funcs[fid].dfg.value_type(*v));
            let mut ins = Ins { m, f: fid, at };
            let p = ins.byte_offset(begin_val, *off);
            ins.store(*v, p, align);
        }
        // One reload (or recomputation) per block, before the block's first such use.
        for group in uses_by_block(&m.funcs[fid], uses) {
            let mut cache = HashMap::new();
            let first = group[0];
            let at = use_point(&m.funcs[fid], first);
            let r = {
                let mut ins = Ins { m, f: fid, at };
                let ctx = Remat {
                    frame: begin_val,
                    kept: &kept,
                    originals: &originals,
                    frame_addrs: &frame_addrs,
                    dom,
                    plan: fp,
                };
                materialize(&mut ins, &ctx, *v, first, &mut cache)
            };
            for u in group {
                replace_use(&mut m.funcs[fid], u, *v, r);
            }
        }
    }
    // The frame's size and alignment are known now.
    for &s in &shape.sizes {
        let f = &m.funcs[fid];
        let ty = f.dfg.value_type(f.dfg.inst_result(s).unwrap());
        let mut ins = Ins { m, f: fid, at: At::Before(s) };
        let size = ins.int(ty, fp.alloc_size(shape.mem_align) as u128);
        replace_inst(&mut m.funcs[fid], s, Some(size));
    }
    for &a in &shape.aligns {
        let f = &m.funcs[fid];
        let ty = f.dfg.value_type(f.dfg.inst_result(a).unwrap());
        let mut ins = Ins { m, f: fid, at: At::Before(a) };
        let align = ins.int(ty, fp.align as u128);
        replace_inst(&mut m.funcs[fid], a, Some(align));
    }
    // The suspend index at each save point; a null resume pointer at final suspends.
    for (k, p) in points.iter().enumerate() {
        let Some((idx_off, idx_ty)) = fp.index else { break };
        let mut ins = Ins { m, f: fid, at: At::Before(p.save_at) };
        let idx = ins.int(idx_ty, k as u128);
        let slot = ins.byte_offset(begin_val, idx_off);
        ins.store(idx, slot, 0);
        if p.is_final {
            let null = ins.constant(ConstData::Null(Type::PTR));
            ins.store(null, begin_val, 8);
        }
        if let Some(save) = p.save {
            m.funcs[fid].layout.remove_inst(save);
        }
    }
    for i in removals {
        m.funcs[fid].layout.remove_inst(i);
    }
    addrs
}

/// `getelementptr inbounds i8, ptr %frame, i64 0`: a value of its own for an alloca at offset 0.
fn frame_gep0(ins: &mut Ins, base: Value) -> Value {
    let zero = ins.int(Type::I64, 0);
    let args = ins.m.funcs[ins.f].dfg.make_value_list(&[base, zero]);
    let kind = InstKind::Gep { flags: kiln_ir::InstFlags::INBOUNDS, source_ty: Type::I8, args };
    ins.inst(kind, Some(Type::PTR)).unwrap()
}

fn bin(op: Opcode, a: Value, b: Value) -> InstKind {
    InstKind::Binary { op, flags: Default::default(), fmf: Default::default(), args: [a, b] }
}

/// Where the spill of `v` goes: right after its definition (after the phis of its block), or
/// after the frame header when it is defined before the frame exists.
fn spill_point(m: &Module, fid: Func, v: Value, begin: Inst, after_begin: Inst, dt: &DomTree) -> At {
    let f = &m.funcs[fid];
    let Some(def) = f.dfg.value_inst(v) else { return At::Before(after_begin) };
    let b = f.layout.inst_block(def).expect("laid out");
    let bb = f.layout.inst_block(begin).expect("laid out");
    let insts = f.layout.block_insts(b);
    let pos = insts.iter().position(|&i| i == def).unwrap();
    let before_begin =
        if b == bb { pos < insts.iter().position(|&i| i == begin).unwrap() } else { !dt.dominates(bb, b) };
    if before_begin {
        return At::Before(after_begin);
    }
    if let InstKind::Invoke(d) = f.dfg.inst(def) {
        // The result exists on the normal edge, whose destination `prepare` made the invoke's alone.
        return At::Before(first_non_phi(f, d.normal));
    }
    let next = insts[pos + 1..].iter().copied().find(|&i| !matches!(f.dfg.inst(i), InstKind::Phi { .. }));
    At::Before(next.expect("a definition is followed by its block's terminator"))
}

/// The first instruction of `b` that is not a phi.
fn first_non_phi(f: &Function, b: Block) -> Inst {
    *f.layout
        .block_insts(b)
        .iter()
        .find(|&&i| !matches!(f.dfg.inst(i), InstKind::Phi { .. }))
        .expect("a block ends in a terminator")
}

/// Gives each invoke with a result a normal destination of its own (a new block on the edge when
/// the destination has other predecessors), where a spill of the result can go.
fn split_invoke_edges(f: &mut Function) {
    let invokes: Vec<Inst> = f
        .layout
        .insts()
        .filter(|&i| matches!(f.dfg.inst(i), InstKind::Invoke(_)) && f.dfg.inst_result(i).is_some())
        .collect();
    for inv in invokes {
        let InstKind::Invoke(d) = f.dfg.inst(inv) else { continue };
        let normal = d.normal;
        let preds = f.layout.blocks().iter().filter(|&&b| f.successors(b).contains(&normal)).count();
        if preds <= 1 {
            continue;
        }
        let from = f.layout.inst_block(inv).expect("laid out");
        let nb = f.dfg.make_block();
        f.layout.insert_block_after(nb, from);
        let br = f.dfg.make_inst(InstKind::Br { dest: normal }, None);
        f.layout.append_inst(br, nb);
        if let InstKind::Invoke(d) = f.dfg.inst_mut(inv) {
            d.normal = nb;
        }
        let phis: Vec<Inst> = f
            .layout
            .block_insts(normal)
            .iter()
            .copied()
            .filter(|&i| matches!(f.dfg.inst(i), InstKind::Phi { .. }))
            .collect();
        for phi in phis {
            let inc: Vec<(Value, Block)> =
                f.dfg.phi_incoming(phi).map(|(v, p)| (v, if p == from { nb } else { p })).collect();
            f.dfg.set_phi_incoming(phi, &inc);
        }
    }
}

/// `uses` grouped by the block their code goes in, each group's earliest first (a phi's use sits
/// at its incoming block's end), groups in the order their blocks are first met in `uses`.
fn uses_by_block(f: &Function, uses: &[Use]) -> Vec<Vec<Use>> {
    let place = |u: &Use| -> (Option<Block>, usize) {
        match u.phi_pred {
            Some(b) => (Some(b), usize::MAX),
            None => {
                let b = f.layout.inst_block(u.user);
                let pos = b.and_then(|b| f.layout.block_insts(b).iter().position(|&i| i == u.user));
                (b, pos.unwrap_or(usize::MAX))
            }
        }
    };
    type Group = (Option<Block>, Vec<(usize, Use)>);
    let mut groups: Vec<Group> = Vec::new();
    for u in uses {
        let (b, pos) = place(u);
        match groups.iter_mut().find(|g| g.0 == b && b.is_some()) {
            Some(g) => g.1.push((pos, *u)),
            None => groups.push((b, vec![(pos, *u)])),
        }
    }
    groups
        .into_iter()
        .map(|(_, mut g)| {
            g.sort_by_key(|x| x.0);
            g.into_iter().map(|x| x.1).collect()
        })
        .collect()
}

/// Where code for use `u` goes: before the user, or before the terminator of a phi's incoming block.
fn use_point(f: &Function, u: Use) -> At {
    match u.phi_pred {
        Some(b) => At::Before(f.terminator(b).expect("a predecessor ends in a terminator")),
        None => At::Before(u.user),
    }
}

/// Replaces `old` by `new` in use `u` only.
fn replace_use(f: &mut Function, u: Use, old: Value, new: Value) {
    match u.phi_pred {
        Some(pred) => {
            let inc: Vec<(Value, Block)> = f
                .dfg
                .phi_incoming(u.user)
                .map(|(v, b)| if v == old && b == pred { (new, b) } else { (v, b) })
                .collect();
            f.dfg.set_phi_incoming(u.user, &inc);
        }
        None => f.dfg.map_args(u.user, |v| if v == old { new } else { v }),
    }
}

/// What recomputing values at a use needs to know.
struct Remat<'a> {
    frame: Value,
    kept: &'a HashMap<Value, &'a Keep>,
    originals: &'a HashMap<Value, (InstKind, Vec<Value>)>,
    frame_addrs: &'a HashSet<Value>,
    dom: &'a super::frame::Dominance,
    plan: &'a FramePlan,
}

/// The value of `v` at use `u`, where its definition may not dominate: itself, a reload from
/// the frame, or a recomputation from operands obtained the same way.
fn materialize(ins: &mut Ins, cx: &Remat, v: Value, u: Use, cache: &mut HashMap<Value, Value>) -> Value {
    if let Some(&r) = cache.get(&v) {
        return r;
    }
    let fid = ins.f;
    let f = &ins.m.funcs[fid];
    if cx.frame_addrs.contains(&v) || f.dfg.value_const(v).is_some() {
        return v;
    }
    let r = match cx.kept.get(&v) {
        Some(Keep::Spill(off)) => {
            let ty = f.dfg.value_type(v);
            let align = cx.plan.access_align(&ins.m.types, ty);
            let p = ins.byte_offset(cx.frame, *off);
            ins.load(ty, p, align)
        }
        Some(Keep::Remat) => {
            let (src_kind, args) = cx.originals[&v].clone();
            let ty = f.dfg.value_type(v);
            let new_args: Vec<Value> = args.iter().map(|&a| materialize(ins, cx, a, u, cache)).collect();
            let f = &mut ins.m.funcs[fid];
            let kind = match src_kind {
                InstKind::Gep { flags, source_ty, .. } => {
                    InstKind::Gep { flags, source_ty, args: f.dfg.make_value_list(&new_args) }
                }
                other => other,
            };
            let i = f.dfg.make_inst(kind, Some(ty));
            let mut it = new_args.into_iter();
            f.dfg.map_args(i, |_| it.next().expect("one new operand per operand"));
            ins.place(i).expect("a result")
        }
        // Not kept: its definition dominates the use (the plan checked).
        None => {
            debug_assert!(cx.dom.dominates(&ins.m.funcs[fid], v, u));
            v
        }
    };
    cache.insert(v, r);
    r
}

// ---- 4. the resume, destroy and cleanup functions -----------------------------------------------

/// Where a part finds its frame.
#[derive(Copy, Clone, Debug)]
pub(super) enum FrameAt {
    /// The first parameter is the frame.
    Param,
    /// The first parameter holds the frame's address.
    InParam,
    /// At `offset` in the context that `projection` gives for parameter `param` (async).
    Projected { param: usize, projection: Func, offset: u64 },
}

/// Clones the prepared and rewritten coroutine `fid` into `pid`, behind a new entry block (left
/// without a terminator) that computes the frame address (`at`). The ramp's parameters become
/// poison (they reach the parts only through the frame), its returns `unreachable`.
pub(super) fn clone_into(
    m: &mut Module,
    fid: Func,
    pid: Func,
    shape: &Shape,
    fp: &FramePlan,
    addrs: &FrameAddrs,
    at: FrameAt,
) -> (CloneMap, Block, Value) {
    let src = m.funcs[fid].clone();
    let entry = m.funcs[pid].add_block();
    m.funcs[pid].dfg.block_names.insert(entry, "entry".to_string());
    let mut map = CloneMap::new();
    let frame;
    {
        let mut ins = Ins { m, f: pid, at: At::End(entry) };
        let param = |ins: &mut Ins, k: usize| ins.m.funcs[pid].params[k];
        frame = match at {
            FrameAt::Param => param(&mut ins, 0),
            FrameAt::InParam => {
                let p = param(&mut ins, 0);
                ins.load(Type::PTR, p, 8)
            }
            FrameAt::Projected { param: k, projection, offset } => {
                let p = param(&mut ins, k);
                let ctx = ins.call_func(projection, vec![p]).expect("a projection returns the context");
                ins.byte_offset(ctx, offset)
            }
        };
        for &p in &src.params {
            let ty = src.dfg.value_type(p);
            let poison = ins.constant(ConstData::Poison(ty));
            map.set_value(p, poison);
        }
        map.set_value(src.dfg.inst_result(shape.begin).unwrap(), frame);
        let none = ins.constant(ConstData::NoneToken);
        map.set_value(src.dfg.inst_result(shape.id).unwrap(), none);
        for &(addr, off) in addrs {
            let a = ins.byte_offset(frame, off);
            let a = if a == frame { frame_gep0(&mut ins, frame) } else { a };
            map.set_value(addr, a);
        }
        // Allocas that stay on the stack but are used after a suspend get one of their own.
        for &(v, home) in &fp.allocas {
            if home != (AllocaHome::Local { copies: true }) {
                continue;
            }
            let Some(ai) = src.dfg.value_inst(v) else { continue };
            let kind = src.dfg.inst(ai).clone();
            if let InstKind::Alloca { count: Some(c), .. } = kind {
                if src.dfg.value_const(c).is_none() {
                    continue;
                }
            }
            let kind = match kind {
                InstKind::Alloca { ty, count, align, addrspace } => {
                    let count = count.map(|c| {
                        let cc = src.dfg.value_const(c).unwrap();
                        ins.m.funcs[pid].dfg.const_value(cc, src.dfg.value_type(c))
                    });
                    InstKind::Alloca { ty, count, align, addrspace }
                }
                k => k,
            };
            let copy = ins.inst(kind, Some(src.dfg.value_type(v))).unwrap();
            if let Some(n) = src.dfg.value_name(v) {
                ins.m.funcs[pid].dfg.set_value_name(copy, Some(n.to_string()));
            }
            map.set_value(v, copy);
        }
    }
    clone_blocks(&src, &mut m.funcs[pid], src.layout.blocks(), &mut map)
        .unwrap_or_else(|e| panic!("coro-split: {e} (the frame plan maps every value used after a suspend)"));
    // A part leaves only at a suspend point or a `coro.end`, which end their blocks with a return
    // below; a `ret` of the ramp's own is reached only by the ramp (as in LLVM, which turns the
    // clones' returns into `unreachable`).
    for &b in src.layout.blocks() {
        let Some(cb) = map.block(b) else { continue };
        let f = &mut m.funcs[pid];
        if let Some(t) = f.terminator(cb).filter(|&t| matches!(f.dfg.inst(t), InstKind::Ret { .. })) {
            f.layout.remove_inst(t);
            f.append_inst(cb, InstKind::Unreachable, None);
        }
    }
    // The entry must come first.
    let f = &mut m.funcs[pid];
    let mut order: Vec<Block> = f.layout.blocks().to_vec();
    order.retain(|&b| b != entry);
    order.insert(0, entry);
    f.layout.set_block_order(order);
    (map, entry, frame)
}

#[allow(clippy::too_many_arguments)]
fn build_part(
    m: &mut Module,
    fid: Func,
    part: Part,
    pid: Func,
    shape: &Shape,
    points: &[Point],
    fp: &FramePlan,
    addrs: &FrameAddrs,
) {
    let (map, entry, frame) = clone_into(m, fid, pid, shape, fp, addrs, FrameAt::Param);
    let src_attrs = m.funcs[fid].attrs.func;
    // Dispatch on the suspend index.
    let only_final = part != Part::Resume
        && m.attr_sets.has(src_attrs, AttrKind::CoroDestroyOnlyWhenComplete)
        && points.iter().any(|p| p.is_final);
    let mut targets: Vec<(usize, Block)> = Vec::new();
    for (k, p) in points.iter().enumerate() {
        if (part == Part::Resume && p.is_final) || (only_final && !p.is_final) {
            continue;
        }
        let landing = map.block(p.landing).expect("cloned");
        let r = m.funcs[pid].add_block();
        let name = unique_local_name(&m.funcs[pid], &format!("coro.{}.{k}", part.suffix()));
        m.funcs[pid].dfg.block_names.insert(r, name);
        let phi = map.inst(p.phi.expect("switch suspends have a result")).expect("cloned");
        let val = {
            let mut ins = Ins { m, f: pid, at: At::End(r) };
            ins.int(Type::I8, part.suspend_result())
        };
        let f = &mut m.funcs[pid];
        f.append_inst(r, InstKind::Br { dest: landing }, None);
        f.dfg.add_phi_incoming(phi, val, r);
        targets.push((k, r));
    }
    let (idx_off, idx_ty) = fp.index.expect("a switch frame has its index");
    let unreachable = m.funcs[pid].add_block();
    m.funcs[pid].append_inst(unreachable, InstKind::Unreachable, None);
    {
        let mut ins = Ins { m, f: pid, at: At::End(entry) };
        if only_final && targets.len() == 1 {
            ins.inst(InstKind::Br { dest: targets[0].1 }, None);
        } else {
            let slot = ins.byte_offset(frame, idx_off);
            let idx = ins.load(idx_ty, slot, 0);
            let bits = ins.m.types.int_bits(idx_ty).unwrap();
            // An index no suspend point stored cannot occur: the last case is the default, which
            // saves a compare (and with two cases leaves a plain conditional branch).
            let mut cases =
                targets.iter().map(|&(k, b)| (ins.m.consts.int(idx_ty, bits, k as u128), b)).collect::<Vec<_>>();
            let default = cases.pop().map_or(unreachable, |c| c.1);
            let sw = SwitchData { arg: idx, default, cases };
            ins.inst(InstKind::Switch(Box::new(sw)), None);
        }
    }
    // Per-part meaning of coro.end, coro.free and symmetric transfer.
    for &orig in &shape.ends {
        let e = map.inst(orig).expect("cloned");
        let mut ins = Ins { m, f: pid, at: At::Before(e) };
        let t = ins.int(Type::I1, 1);
        if shape.unwind_ends.contains(&orig) {
            // Unwinding out of the resumed coroutine: it counts as suspended at its final suspend
            // (C++ [dcl.fct.def.coroutine]: a null resume pointer for `coro.done`, and the final
            // suspend's index, so that `coro.destroy` runs only what follows that point, not the
            // cleanups the unwinding ran), and the landing pad goes on to `resume`.
            let null = ins.constant(ConstData::Null(Type::PTR));
            let slot = ins.byte_offset(frame, RESUME_OFFSET);
            ins.store(null, slot, 8);
            if let Some(k) = points.iter().position(|p| p.is_final) {
                let (idx_off, idx_ty) = fp.index.expect("a switch frame has its index");
                let idx = ins.int(idx_ty, k as u128);
                let slot = ins.byte_offset(frame, idx_off);
                ins.store(idx, slot, 0);
            }
            replace_inst(&mut m.funcs[pid], e, Some(t));
        } else {
            truncate_with_ret(&mut m.funcs[pid], e, Some(t), None);
        }
    }
    for &fr in &shape.frees {
        let fr = map.inst(fr).expect("cloned");
        let mem = {
            let mut ins = Ins { m, f: pid, at: At::Before(fr) };
            match (part, fp.saved_mem) {
                (Part::Cleanup, _) => ins.constant(ConstData::Null(Type::PTR)),
                (_, Some(off)) => {
                    let p = ins.byte_offset(frame, off);
                    ins.load(Type::PTR, p, 8)
                }
                (_, None) => frame,
            }
        };
        replace_inst(&mut m.funcs[pid], fr, Some(mem));
    }
    for p in points {
        let Some(next) = p.next else { continue };
        let next = map.value(next).expect("cloned");
        let block = map.block(p.block).expect("cloned");
        let f = &mut m.funcs[pid];
        let br = f.terminator(block).expect("br landing");
        let landing = map.block(p.landing).expect("cloned");
        remove_phi_edge(f, block, landing);
        f.layout.remove_inst(br);
        let mut ins = Ins { m, f: pid, at: At::End(block) };
        let resume = ins.load(Type::PTR, next, 8);
        let call = ins.call_void_ptr(resume, next);
        if let InstKind::Call(c) = ins.m.funcs[pid].dfg.inst_mut(call) {
            c.tail = TailKind::MustTail;
        }
        ins.inst(InstKind::Ret { arg: None }, None);
    }
    simplify_cfg(m, pid);
}

/// Ends the block of `at` with `ret ret` right before `at`, dropping `at` and what follows it
/// (`at`'s result becomes `value` for uses that remain).
pub(super) fn truncate_with_ret(f: &mut Function, at: Inst, value: Option<Value>, ret: Option<Value>) {
    let b = f.layout.inst_block(at).expect("laid out");
    if let (Some(r), Some(v)) = (f.dfg.inst_result(at), value) {
        crate::util::replace_all_uses(f, r, v);
    }
    let insts = f.layout.block_insts(b).to_vec();
    let pos = insts.iter().position(|&i| i == at).unwrap();
    if let Some(term) = f.terminator(b) {
        for s in f.dfg.successors(term) {
            remove_phi_edge(f, b, s);
        }
    }
    for &i in &insts[pos..] {
        f.layout.remove_inst(i);
    }
    f.append_inst(b, InstKind::Ret { arg: ret }, None);
}

/// Drops the incoming entries from `from` of every phi in `to`.
pub(super) fn remove_phi_edge(f: &mut Function, from: Block, to: Block) {
    let phis: Vec<Inst> =
        f.layout.block_insts(to).iter().copied().filter(|&i| matches!(f.dfg.inst(i), InstKind::Phi { .. })).collect();
    for phi in phis {
        let inc: Vec<(Value, Block)> = f.dfg.phi_incoming(phi).filter(|&(_, b)| b != from).collect();
        f.dfg.set_phi_incoming(phi, &inc);
    }
}

// ---- 5. the ramp --------------------------------------------------------------------------------

fn finish_ramp(m: &mut Module, fid: Func, shape: &Shape, points: &[Point], parts: &[Func; 3]) {
    let minus_one = {
        let c = m.consts.int(Type::I8, 8, 0xff);
        m.funcs[fid].dfg.const_value(c, Type::I8)
    };
    for p in points {
        replace_inst(&mut m.funcs[fid], p.phi.expect("switch suspends have a result"), Some(minus_one));
        if let Some(next) = p.next {
            let br = m.funcs[fid].terminator(p.block).expect("br landing");
            let mut ins = Ins { m, f: fid, at: At::Before(br) };
            let resume = ins.load(Type::PTR, next, 8);
            ins.call_void_ptr(resume, next);
        }
    }
    let f = &m.funcs[fid];
    let mem = call_args(f, shape.begin)[1];
    // Over-aligned frames pass the rounded address to coro.begin; coro.free gives back the
    // allocation itself.
    let mem = match f.dfg.value_inst(mem).map(|i| f.dfg.inst(i)) {
        Some(InstKind::Cast { op: Opcode::IntToPtr, arg, .. }) => {
            let and = f.dfg.value_inst(*arg).unwrap();
            let add = f.dfg.value_inst(f.dfg.inst_args(and)[0]).unwrap();
            let raw = f.dfg.value_inst(f.dfg.inst_args(add)[0]).unwrap();
            f.dfg.inst_args(raw)[0]
        }
        _ => mem,
    };
    let false_ = {
        let c = m.consts.int(Type::I1, 1, 0);
        m.funcs[fid].dfg.const_value(c, Type::I1)
    };
    for &e in &shape.ends {
        replace_inst(&mut m.funcs[fid], e, Some(false_));
    }
    for &fr in &shape.frees {
        replace_inst(&mut m.funcs[fid], fr, Some(mem));
    }
    // coro.id names the resumers for coro-elide.
    let table_ty = m.types.array(3, Type::PTR);
    let elems: Vec<_> = parts.iter().map(|&p| m.func_addr(p)).collect();
    let init = m.consts.intern(ConstData::Aggregate { ty: table_ty, elems: elems.into_boxed_slice() });
    let name = fresh_name(m, &format!("{}.resumers", m.funcs[fid].name()));
    let g = GlobalVarData {
        sym: Symbol { name, linkage: Linkage::Private, ..Symbol::default() },
        is_constant: true,
        thread_local: None,
        externally_initialized: false,
        addrspace: 0,
        value_ty: table_ty,
        init: Some(init),
        srcloc: Default::default(),
    };
    let g = m.add_global(g).expect("a fresh name");
    let table = m.global_addr(g);
    let f = &mut m.funcs[fid];
    let table = f.dfg.const_value(table, Type::PTR);
    if let InstKind::Call(c) = f.dfg.inst_mut(shape.id) {
        c.args[3] = table;
    }
    super::drop_presplit(m, fid);
    simplify_cfg(m, fid);
}
