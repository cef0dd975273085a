//! The async half of `coro-split` (`coro.id.async`): the resume function of each suspend point,
//! the ramp's and resume functions' guaranteed tail calls, and the async function pointer's
//! context size. Frames are planned and the function rewritten by the same code as the other
//! ABIs (`split.rs`, `frame.rs`); parts are entered as returned continuations are
//! (`retcon::enter_at_landing`). What is particular:
//!
//! - the frame is the tail of the coroutine's async context (the parameter `coro.id.async` names),
//!   at the context size the front end gave rounded up to the frame's alignment; values in it are
//!   aligned at most as the context is;
//! - resume function K (`NAME.resume.K`) has the coroutine's own type, convention and attributes;
//!   it finds the context by calling the suspend's projection function with its parameter the
//!   suspend names, and the suspend's result is all its parameters;
//! - a suspend, and a `coro.end.async` with a function, end their part with a `musttail` call of
//!   that function (then `ret void`); a function whose type or convention differs from the
//!   coroutine's (a dispatch function) is inlined there, as LLVM does, so that its own tail call
//!   is the part's last act;
//! - the async function pointer's second field becomes the whole context size.

use super::frame::FramePlan;
use super::retcon::{enter_at_landing, poison_phi};
use super::split::{
    clone_into, declare_part, remove_phi_edge, split_at_suspend, truncate_with_ret, FrameAddrs, FrameAt, Point,
};
use super::{replace_inst, Async, At, Ins, Shape};
use crate::insert::make_call;
use crate::simplifycfg::simplify_cfg;
use kiln_ir::attributes::Attr;
use kiln_ir::instructions::TailKind;
use kiln_ir::{AttrKind, ConstData, Func, Inst, InstKind, Module, Type, Value};

/// Where the frame starts in the context.
pub(super) fn frame_offset(a: &Async, fp: &FramePlan) -> u64 {
    a.ctx_size.next_multiple_of(fp.align.max(1))
}

/// Declares the resume function of every suspend point and puts its address where its
/// `coro.async.resume` was (before frame building: the address is a constant, never kept).
pub(super) fn declare_resumes(m: &mut Module, fid: Func, shape: &Shape) -> Vec<Func> {
    let a = shape.async_().expect("an async coroutine");
    let base = m.funcs[fid].name().to_string();
    let (ty, cc) = (m.funcs[fid].ty, m.funcs[fid].cc);
    let mut attrs = m.funcs[fid].attrs.clone();
    let keep: Vec<Attr> =
        m.attr_sets.get(attrs.func).iter().filter(|x| x.kind() != Some(AttrKind::PresplitCoroutine)).cloned().collect();
    attrs.func = m.attr_sets.intern(keep);
    let mut out = Vec::new();
    for (k, s) in a.suspends.iter().enumerate() {
        let pid = declare_part(m, fid, &format!("{base}.resume.{k}"), ty, cc, attrs.clone(), "");
        // No body until the split is known to succeed.
        m.funcs[pid].is_definition = false;
        let addr = {
            let mut ins = Ins { m, f: fid, at: At::Before(s.resume_call) };
            ins.func_addr(pid)
        };
        replace_inst(&mut m.funcs[fid], s.resume_call, Some(addr));
        out.push(pid);
    }
    out
}

/// The suspend points of an async coroutine: before each `coro.suspend.async` the tail call of its
/// function (and before each `coro.end.async` with one, that call), then the suspend becomes an
/// edge into its landing, whose phi stands for the resume function's parameters.
pub(super) fn prepare_suspends(m: &mut Module, fid: Func, shape: &Shape, points: &mut Vec<Point>) {
    let a = shape.async_().expect("an async coroutine");
    for (k, s) in shape.suspends.iter().enumerate() {
        let sus = &a.suspends[k];
        insert_tail_call(m, fid, s.inst, sus.func, &sus.args);
        let poison = {
            let f = &m.funcs[fid];
            let ty = f.dfg.inst_result(s.inst).map_or(Type::I1, |r| f.dfg.value_type(r));
            let mut ins = Ins { m, f: fid, at: At::Before(s.inst) };
            ins.constant(ConstData::Poison(ty))
        };
        let (block, landing, phi, br) = split_at_suspend(m, fid, s.inst, poison, k);
        points.push(Point { block, landing, phi, save_at: br, save: None, is_final: false, next: None, ret_val: None });
    }
    for (e, func, args) in &a.end_calls {
        insert_tail_call(m, fid, *e, *func, args);
    }
}

/// A `musttail` call of `callee` with `args` right before `at`: through the callee's own type and
/// convention when it is a function, else through the coroutine's.
fn insert_tail_call(m: &mut Module, fid: Func, at: Inst, callee: Value, args: &[Value]) {
    let (ty, cc) = match m.callee_func(&m.funcs[fid], callee) {
        Some(g) => (m.funcs[g].ty, m.funcs[g].cc),
        None => (m.funcs[fid].ty, m.funcs[fid].cc),
    };
    let f = &mut m.funcs[fid];
    let call = make_call(f, callee, ty, args.to_vec(), Type::VOID);
    if let InstKind::Call(c) = f.dfg.inst_mut(call) {
        c.cc = cc;
        c.tail = TailKind::MustTail;
    }
    f.layout.insert_inst_before(call, at);
}

/// Builds resume function `k` (`pid`) of coroutine `fid`.
#[allow(clippy::too_many_arguments)]
pub(super) fn build_resume(
    m: &mut Module,
    fid: Func,
    k: usize,
    pid: Func,
    shape: &Shape,
    points: &[Point],
    fp: &FramePlan,
    addrs: &FrameAddrs,
) {
    let a = shape.async_().expect("an async coroutine");
    m.funcs[pid].is_definition = true;
    let sus = &a.suspends[k];
    let at = FrameAt::Projected { param: sus.ctx_index, projection: sus.projection, offset: frame_offset(a, fp) };
    let (map, entry, _) = clone_into(m, fid, pid, shape, fp, addrs, at);
    let passed: Vec<Value> = m.funcs[pid].params.clone();
    enter_at_landing(m, pid, &map, points, k, entry, &passed, true);
    for p in points {
        let block = map.block(p.block).expect("cloned");
        let landing = map.block(p.landing).expect("cloned");
        end_with_ret(m, pid, block, landing);
    }
    lower_ends(m, pid, shape, |i| map.inst(i), true);
    simplify_cfg(m, pid);
    inline_dispatch(m, pid);
}

/// The ramp: suspends return after their tail calls, the ends are lowered, the async function
/// pointer gets the whole context size, and the function is no longer a coroutine.
pub(super) fn finish_ramp(m: &mut Module, fid: Func, shape: &Shape, points: &[Point], fp: &FramePlan) {
    let a = shape.async_().expect("an async coroutine");
    for p in points {
        if let Some(phi) = p.phi {
            poison_phi(m, fid, phi);
        }
        end_with_ret(m, fid, p.block, p.landing);
    }
    lower_ends(m, fid, shape, Some, false);
    let none = {
        let mut ins = Ins { m, f: fid, at: At::Before(shape.id) };
        ins.constant(ConstData::NoneToken)
    };
    replace_inst(&mut m.funcs[fid], shape.id, Some(none));
    // The context the caller allocates: the front end's part, then the frame.
    let total = (frame_offset(a, fp) + fp.size).next_multiple_of(a.ctx_align);
    let g = a.fp;
    if let Some(init) = m.globals[g].init {
        if let ConstData::Aggregate { ty, elems } = m.consts.data(init).clone() {
            let mut elems = elems.to_vec();
            elems[1] = m.consts.int(Type::I32, 32, total as u128);
            m.globals[g].init = Some(m.consts.intern(ConstData::Aggregate { ty, elems: elems.into_boxed_slice() }));
        }
    }
    super::drop_presplit(m, fid);
    simplify_cfg(m, fid);
    inline_dispatch(m, fid);
}

/// Ends suspend block `block` (which branches to `landing`) with `ret void` after its tail call.
fn end_with_ret(m: &mut Module, f: Func, block: kiln_ir::Block, landing: kiln_ir::Block) {
    let func = &mut m.funcs[f];
    let br = func.terminator(block).expect("br landing");
    remove_phi_edge(func, block, landing);
    func.layout.remove_inst(br);
    func.append_inst(block, InstKind::Ret { arg: None }, None);
}

/// `coro.end` and `coro.end.async`: the fallthrough form returns (after the tail call
/// `prepare_suspends` put before it); the unwind form goes on. Both are true in resume functions
/// and false in the ramp.
fn lower_ends(m: &mut Module, f: Func, shape: &Shape, find: impl Fn(Inst) -> Option<Inst>, in_resume: bool) {
    for &orig in &shape.ends {
        let Some(e) = find(orig) else { continue };
        let flag = {
            let mut ins = Ins { m, f, at: At::Before(e) };
            ins.int(Type::I1, in_resume as u128)
        };
        if shape.unwind_ends.contains(&orig) {
            replace_inst(&mut m.funcs[f], e, Some(flag));
        } else {
            truncate_with_ret(&mut m.funcs[f], e, Some(flag), None);
        }
    }
}

/// Inlines the `musttail` calls of `f` whose callee is a definition of another type or convention
/// (a dispatch function), so that the tail call it makes is `f`'s last act.
fn inline_dispatch(m: &mut Module, f: Func) {
    loop {
        let func = &m.funcs[f];
        let found = func.layout.insts().find_map(|i| {
            let InstKind::Call(c) = func.dfg.inst(i) else { return None };
            if c.tail != TailKind::MustTail {
                return None;
            }
            let g = m.callee_func(func, c.callee)?;
            let body = &m.funcs[g];
            (body.is_definition && (body.ty != func.ty || body.cc != func.cc)).then_some((i, g))
        });
        let Some((call, g)) = found else { break };
        let body = m.funcs[g].clone();
        if let InstKind::Call(c) = m.funcs[f].dfg.inst_mut(call) {
            c.tail = TailKind::None;
        }
        if crate::inline::inline_call(m, f, call, &body).is_err() {
            break;
        }
        simplify_cfg(m, f);
    }
}
