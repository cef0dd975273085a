//! `coro-cleanup`: lowers what coro-split and coro-elide left of the coroutine intrinsics in
//! functions that are no longer coroutines. Requires coro-split; preserves the CFG.
//!
//! - `coro.subfn.addr(h, k)` → `load ptr, ptr (h + 8k)` (the frame's resume or destroy pointer);
//! - `coro.alloc` → `true` (the frame was not elided);
//! - `coro.begin(id, mem)` → `mem`;
//! - `coro.prepare.retcon(f)` → `f` (it only kept `f` from being inlined before splitting);
//! - `coro.free(id, frame)` → the memory of the `coro.begin` of the same `coro.id`;
//! - `coro.id` → removed once nothing uses it;
//! - `coro.prepare.async(f)` → `f`; a `coro.async.resume` outside a coroutine → null;
//! - `coro.async.size.replace(dst, src)` → nothing, once `dst`'s context size is `src`'s (coro-split
//!   has written the whole size into `src`);
//! - `coro.async.context.alloc(task, fp)` → `malloc` of the context size `fp` holds (its second
//!   field, read at run time), `coro.async.context.dealloc(ctx)` → `free(ctx)`. LLVM 19 leaves
//!   these to the front end (llc rejects them); a front end with its own allocator calls it
//!   instead.
//!
//! Coroutines that were never split are left alone: instruction selection reports them.

use super::{calls_of, const_int, error_at, is_presplit, replace_inst, At, Ins};
use kiln_ir::pass::{AnalysisManager, FunctionPass, Preserved};
use kiln_ir::{ConstData, Diagnostic, Func, InstKind, Intrinsic, Module, Opcode, Type, Value};

/// The `coro-cleanup` pass.
#[derive(Default)]
pub struct CoroCleanup {
    errors: Vec<Diagnostic>,
}

impl FunctionPass for CoroCleanup {
    fn name(&self) -> &'static str {
        "coro-cleanup"
    }

    fn run(&mut self, m: &mut Module, fid: Func, _am: &mut AnalysisManager) -> Preserved {
        if is_presplit(m, &m.funcs[fid]) {
            return Preserved::All;
        }
        use Intrinsic as I;
        let calls = calls_of(
            m,
            &m.funcs[fid],
            &[
                I::CoroSubfnAddr,
                I::CoroAlloc,
                I::CoroBegin,
                I::CoroFree,
                I::CoroId,
                I::CoroPrepareRetcon,
                I::CoroPrepareAsync,
                I::CoroAsyncResume,
                I::CoroAsyncSizeReplace,
                I::CoroAsyncContextAlloc,
                I::CoroAsyncContextDealloc,
            ],
        );
        if calls.is_empty() {
            return Preserved::All;
        }
        // The memory of each coro.begin, by the token of its coro.id.
        let begins: Vec<_> = calls
            .iter()
            .filter(|c| c.1 == I::CoroBegin)
            .map(|&(i, _)| {
                let a = super::call_args(&m.funcs[fid], i);
                (a[0], a[1])
            })
            .collect();
        for &(i, intr) in &calls {
            let f = &m.funcs[fid];
            let args = super::call_args(f, i).to_vec();
            let mut ins = Ins { m, f: fid, at: At::Before(i) };
            let with = match intr {
                I::CoroSubfnAddr => {
                    let Some(k) = const_int(ins.m, &ins.m.funcs[fid], args[1]) else {
                        self.errors.push(error_at(
                            &ins.m.funcs[fid],
                            Some(i),
                            "coro.subfn.addr needs a constant index",
                        ));
                        continue;
                    };
                    let p = ins.byte_offset(args[0], 8 * k as u64);
                    Some(ins.load(Type::PTR, p, 8))
                }
                I::CoroAlloc => Some(ins.int(Type::I1, 1)),
                I::CoroPrepareAsync => Some(args[0]),
                I::CoroAsyncResume => Some(ins.constant(ConstData::Null(Type::PTR))),
                I::CoroAsyncSizeReplace => {
                    if let Err(msg) = replace_context_size(ins.m, fid, args[0], args[1]) {
                        self.errors.push(error_at(&ins.m.funcs[fid], Some(i), msg));
                        continue;
                    }
                    None
                }
                I::CoroAsyncContextAlloc => {
                    let p = ins.byte_offset(args[1], 4);
                    let size = ins.load(Type::I32, p, 4);
                    let size = ins
                        .inst(
                            InstKind::Cast { op: Opcode::ZExt, flags: Default::default(), arg: size },
                            Some(Type::I64),
                        )
                        .expect("a cast has a result");
                    let malloc = crate::insert::intrinsic_decl(ins.m, "malloc", Type::PTR, &[Type::I64]);
                    ins.call_func(malloc, vec![size])
                }
                I::CoroAsyncContextDealloc => {
                    let free = crate::insert::intrinsic_decl(ins.m, "free", Type::VOID, &[Type::PTR]);
                    ins.call_func(free, vec![args[0]]);
                    None
                }
                I::CoroBegin | I::CoroPrepareRetcon => Some(args[if intr == I::CoroBegin { 1 } else { 0 }]),
                I::CoroFree => match begins.iter().find(|b| b.0 == args[0]) {
                    Some(&(_, mem)) => Some(mem),
                    None => Some(args[1]),
                },
                _ => continue,
            };
            replace_inst(&mut m.funcs[fid], i, with);
        }
        // coro.id goes last, once its token has no users.
        for &(i, intr) in &calls {
            if intr == I::CoroId {
                let f = &m.funcs[fid];
                let tok = f.dfg.inst_result(i).unwrap();
                let used = f.layout.insts().any(|u| f.dfg.inst_args(u).contains(&tok));
                if !used {
                    m.funcs[fid].layout.remove_inst(i);
                } else {
                    let none = {
                        let mut ins = Ins { m, f: fid, at: At::Before(i) };
                        ins.constant(ConstData::NoneToken)
                    };
                    replace_inst(&mut m.funcs[fid], i, Some(none));
                }
            }
        }
        Preserved::Cfg
    }

    fn take_errors(&mut self) -> Vec<Diagnostic> {
        std::mem::take(&mut self.errors)
    }
}

/// `coro.async.size.replace(dst, src)`: the context size field of async function pointer `dst`
/// becomes `src`'s.
fn replace_context_size(m: &mut Module, fid: Func, dst: Value, src: Value) -> Result<(), String> {
    let f = &m.funcs[fid];
    let global = |v: Value| {
        f.dfg.value_const(v).and_then(|c| match m.consts.data(c) {
            ConstData::GlobalAddr { global, .. } => Some(*global),
            _ => None,
        })
    };
    let (Some(d), Some(s)) = (global(dst), global(src)) else {
        return Err("coro.async.size.replace takes two async function pointer globals".into());
    };
    let fields = |g| match m.globals[g].init.map(|c| m.consts.data(c)) {
        Some(ConstData::Aggregate { ty, elems }) if elems.len() == 2 => Some((*ty, elems.clone())),
        _ => None,
    };
    let (Some((ty, mut de)), Some((_, se))) = (fields(d), fields(s)) else {
        return Err("coro.async.size.replace: both globals must be defined as <{ i32, i32 }>".into());
    };
    de[1] = se[1];
    m.globals[d].init = Some(m.consts.intern(ConstData::Aggregate { ty, elems: de }));
    Ok(())
}
