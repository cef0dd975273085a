//! The returned-continuation half of `coro-split` (`coro.id.retcon`, `coro.id.retcon.once`): the
//! continuation of each suspend point and the ramp's returns. The frame is planned and the
//! function rewritten by the same code as switch-resume coroutines (`split.rs`, `frame.rs`); only
//! how the parts are entered and left differs:
//!
//! - continuation K (`NAME.resume.K`, with the prototype's type) enters at suspend K's landing
//!   with the values passed back in (the prototype's parameters after the buffer) as the
//!   suspend's result; its frame is the buffer, or the frame address the buffer holds;
//! - every suspend returns (from the ramp or a continuation) its continuation's address with the
//!   yielded values in the fields after it;
//! - a `coro.end` frees allocated storage with the deallocator; the fallthrough form returns a null
//!   continuation (retcon) or the `coro.end.results` values (retcon.once continuations), the
//!   unwind form goes on unwinding, `coro.end` being true in the continuations and false in the
//!   ramp (as LLVM lowers it).

use super::frame::FramePlan;
use super::split::{clone_into, remove_phi_edge, truncate_with_ret, FrameAddrs, FrameAt, Point};
use super::{call_args, replace_inst, result_sequence, At, Ins, Shape};
use crate::simplifycfg::simplify_cfg;
use kiln_ir::clone::CloneMap;
use kiln_ir::{ConstData, Func, Inst, InstKind, Module, Type, Value};

/// Builds continuation `k` (function `pid`; `conts` are all of them) of coroutine `fid`.
#[allow(clippy::too_many_arguments)]
pub(super) fn build_continuation(
    m: &mut Module,
    fid: Func,
    k: usize,
    pid: Func,
    shape: &Shape,
    points: &[Point],
    fp: &FramePlan,
    addrs: &FrameAddrs,
    conts: &[Func],
) {
    let at = if fp.in_buffer { FrameAt::Param } else { FrameAt::InParam };
    let (map, entry, frame) = clone_into(m, fid, pid, shape, fp, addrs, at);
    let passed: Vec<Value> = m.funcs[pid].params[1..].to_vec();
    enter_at_landing(m, pid, &map, points, k, entry, &passed, false);
    // Every suspend returns its continuation.
    for (j, p) in points.iter().enumerate() {
        let block = map.block(p.block).expect("cloned");
        let ret_val = p.ret_val.map(|v| map.value(v).expect("cloned"));
        let landing = map.block(p.landing).expect("cloned");
        return_continuation(m, pid, block, landing, conts[j], ret_val);
    }
    lower_ends(m, pid, shape, fp, frame, |i| map.inst(i), true);
    simplify_cfg(m, pid);
}

/// Makes the entry block of part `pid` (a copy through `map`) enter at the landing of suspend `k`,
/// the suspend's result being `passed` (one value, or a struct of several or, `as_struct`, of any
/// number); the other landings are reached from nowhere now, their phis poison. Shared with the
/// async ABI.
#[allow(clippy::too_many_arguments)]
pub(super) fn enter_at_landing(
    m: &mut Module,
    pid: Func,
    map: &CloneMap,
    points: &[Point],
    k: usize,
    entry: kiln_ir::Block,
    passed: &[Value],
    as_struct: bool,
) {
    let landing = map.block(points[k].landing).expect("cloned");
    if let Some(phi) = points[k].phi.and_then(|p| map.inst(p)) {
        let v = if passed.len() == 1 && !as_struct {
            passed[0]
        } else {
            let ty = m.funcs[pid].dfg.value_type(m.funcs[pid].dfg.inst_result(phi).expect("a phi has a result"));
            let mut ins = Ins { m, f: pid, at: At::End(entry) };
            let mut agg = ins.constant(ConstData::Poison(ty));
            for (i, &p) in passed.iter().enumerate() {
                agg = ins.insert_value(agg, p, i as u32);
            }
            agg
        };
        m.funcs[pid].dfg.add_phi_incoming(phi, v, entry);
    }
    m.funcs[pid].append_inst(entry, InstKind::Br { dest: landing }, None);
    for (j, p) in points.iter().enumerate() {
        if j == k {
            continue;
        }
        if let Some(phi) = p.phi.and_then(|x| map.inst(x)) {
            poison_phi(m, pid, phi);
        }
    }
}

/// Replaces phi `phi` of `f` (a suspend's result on a path that no longer exists) by poison.
pub(super) fn poison_phi(m: &mut Module, f: Func, phi: Inst) {
    let func = &m.funcs[f];
    let ty = func.dfg.value_type(func.dfg.inst_result(phi).expect("a phi has a result"));
    let mut ins = Ins { m, f, at: At::Before(phi) };
    let poison = ins.constant(ConstData::Poison(ty));
    replace_inst(&mut m.funcs[f], phi, Some(poison));
}

/// The ramp of a returned-continuation coroutine: suspends return their continuations, the
/// `coro.end`s are lowered, and the function is no longer a coroutine.
pub(super) fn finish_retcon_ramp(
    m: &mut Module,
    fid: Func,
    shape: &Shape,
    points: &[Point],
    fp: &FramePlan,
    conts: &[Func],
) {
    for (k, p) in points.iter().enumerate() {
        if let Some(phi) = p.phi {
            poison_phi(m, fid, phi);
        }
        return_continuation(m, fid, p.block, p.landing, conts[k], p.ret_val);
    }
    let frame = m.funcs[fid].dfg.inst_result(shape.begin).expect("coro.begin returns the frame");
    lower_ends(m, fid, shape, fp, frame, Some, false);
    // coro.id's token has no meaning left; coro-cleanup turns coro.begin into its memory.
    let none = {
        let mut ins = Ins { m, f: fid, at: At::Before(shape.id) };
        ins.constant(ConstData::NoneToken)
    };
    replace_inst(&mut m.funcs[fid], shape.id, Some(none));
    super::drop_presplit(m, fid);
    simplify_cfg(m, fid);
}

/// Ends suspend block `block` of `f` (which branches to `landing`) with the return of continuation
/// `cont`: its address alone, or inserted into `ret_val` (the yielded values) at field 0.
fn return_continuation(
    m: &mut Module,
    f: Func,
    block: kiln_ir::Block,
    landing: kiln_ir::Block,
    cont: Func,
    ret_val: Option<Value>,
) {
    let func = &mut m.funcs[f];
    let br = func.terminator(block).expect("br landing");
    remove_phi_edge(func, block, landing);
    func.layout.remove_inst(br);
    let mut ins = Ins { m, f, at: At::End(block) };
    let addr = ins.func_addr(cont);
    let v = match ret_val {
        Some(agg) => ins.insert_value(agg, addr, 0),
        None => addr,
    };
    ins.inst(InstKind::Ret { arg: Some(v) }, None);
}

/// Lowers the `coro.end`s (found in `f` through `find`, which maps the original's instructions to
/// `f`'s) and removes the `coro.end.results` calls. `frame` is the frame address in `f`.
fn lower_ends(
    m: &mut Module,
    f: Func,
    shape: &Shape,
    fp: &FramePlan,
    frame: Value,
    find: impl Fn(Inst) -> Option<Inst>,
    in_continuation: bool,
) {
    let r = shape.retcon().expect("a returned-continuation coroutine");
    let ret_ty = m.types.func_info(m.funcs[f].ty).map_or(Type::VOID, |s| s.0);
    for &orig in &shape.ends {
        let Some(e) = find(orig) else { continue };
        let mut ins = Ins { m, f, at: At::Before(e) };
        if !fp.in_buffer {
            let mem = match fp.saved_mem {
                Some(off) => {
                    let p = ins.byte_offset(frame, off);
                    ins.load(Type::PTR, p, 8)
                }
                None => frame,
            };
            ins.call_func(r.dealloc, vec![mem]);
        }
        let flag = ins.int(Type::I1, in_continuation as u128);
        if shape.unwind_ends.contains(&orig) {
            replace_inst(&mut ins.m.funcs[f], e, Some(flag));
            continue;
        }
        // Fallthrough: the continuation's normal result (retcon.once), or a null continuation.
        let results = shape.end_results.iter().find(|x| x.0 == orig).and_then(|x| find(x.1));
        let ret = if r.once && in_continuation {
            let vals: Vec<Value> = results.map(|res| call_args(&ins.m.funcs[f], res).to_vec()).unwrap_or_default();
            let seq = result_sequence(ins.m, ret_ty);
            match (ret_ty, seq.len()) {
                (Type::VOID, _) => None,
                (_, 1) if ins.m.types.struct_fields(ret_ty).is_none() => {
                    Some(vals.first().copied().unwrap_or_else(|| ins.constant(ConstData::Poison(ret_ty))))
                }
                _ => {
                    let mut agg = ins.constant(ConstData::Poison(ret_ty));
                    for (i, &v) in vals.iter().enumerate() {
                        agg = ins.insert_value(agg, v, i as u32);
                    }
                    Some(agg)
                }
            }
        } else {
            let null = ins.constant(ConstData::Null(Type::PTR));
            Some(if ret_ty == Type::PTR {
                null
            } else {
                let poison = ins.constant(ConstData::Poison(ret_ty));
                ins.insert_value(poison, null, 0)
            })
        };
        truncate_with_ret(&mut ins.m.funcs[f], e, Some(flag), ret);
    }
    for &(_, res) in &shape.end_results {
        if let Some(res) = find(res) {
            if m.funcs[f].layout.inst_block(res).is_some() {
                let none = {
                    let mut ins = Ins { m, f, at: At::Before(res) };
                    ins.constant(ConstData::NoneToken)
                };
                replace_inst(&mut m.funcs[f], res, Some(none));
            }
        }
    }
}
