//! `coro-cleanup`: lowers what coro-split and coro-elide left of the coroutine intrinsics in
//! functions that are no longer coroutines. Requires coro-split; preserves the CFG.
//!
//! - `coro.subfn.addr(h, k)` → `load ptr, ptr (h + 8k)` (the frame's resume or destroy pointer);
//! - `coro.alloc` → `true` (the frame was not elided);
//! - `coro.begin(id, mem)` → `mem`;
//! - `coro.prepare.retcon(f)` → `f` (it only kept `f` from being inlined before splitting);
//! - `coro.free(id, frame)` → the memory of the `coro.begin` of the same `coro.id`;
//! - `coro.id` → removed once nothing uses it.
//!
//! Coroutines that were never split are left alone: instruction selection reports them.

use super::{calls_of, const_int, error_at, is_presplit, replace_inst, At, Ins};
use kiln_ir::pass::{AnalysisManager, FunctionPass, Preserved};
use kiln_ir::{ConstData, Diagnostic, Func, Intrinsic, Module, Type};

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
            &[I::CoroSubfnAddr, I::CoroAlloc, I::CoroBegin, I::CoroFree, I::CoroId, I::CoroPrepareRetcon],
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
