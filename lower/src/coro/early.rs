//! `coro-early`: lowers the coroutine intrinsics that hide the frame's layout, so that later
//! passes see plain memory operations. Runs on every function; requires nothing; preserves the
//! CFG of every function (but declares intrinsics). A module pass because `coro.noop` needs a
//! module-level frame.
//!
//! - `coro.resume(h)` / `coro.destroy(h)` → `%fn = coro.subfn.addr(h, 0 | 1)` and a call of `%fn`
//!   with `h` (the C convention, as the frame ABI says), keeping a `musttail` marker; coro-elide
//!   turns known `coro.subfn.addr`s into direct calls, coro-cleanup loads the rest from the frame;
//! - `coro.done(h)` → `load ptr, ptr h` compared with null;
//! - `coro.promise(p, align, from)` → `p ± align_to(16, align)`;
//! - `coro.noop()` → the address of a private constant frame whose resume and destroy functions
//!   return at once;
//! - in a coroutine, `coro.frame()` → the handle `coro.begin` returns, and a null handle given to
//!   `coro.end` → that handle.

use super::{calls_of, const_int, error_at, is_presplit, promise_offset, replace_inst, At, Ins};
use kiln_ir::instructions::{InstKind, IntPredicate, TailKind};
use kiln_ir::module::Symbol;
use kiln_ir::pass::{AnalysisManager, ModulePass, Preserved};
use kiln_ir::{ConstData, Diagnostic, Func, Function, GlobalVarData, Intrinsic, Linkage, Module, Type};

/// The `coro-early` pass.
#[derive(Default)]
pub struct CoroEarly {
    errors: Vec<Diagnostic>,
}

impl ModulePass for CoroEarly {
    fn name(&self) -> &'static str {
        "coro-early"
    }

    fn run(&mut self, m: &mut Module, _am: &mut AnalysisManager) -> Preserved {
        let funcs: Vec<Func> = m.funcs.iter().filter(|(_, f)| f.is_definition).map(|(k, _)| k).collect();
        let mut changed = false;
        for f in funcs {
            changed |= self.lower(m, f);
        }
        if changed {
            // Declaring `llvm.coro.subfn.addr` adds a function, which the manager counts as a
            // change of the module's CFG.
            Preserved::Nothing
        } else {
            Preserved::All
        }
    }

    fn take_errors(&mut self) -> Vec<Diagnostic> {
        std::mem::take(&mut self.errors)
    }
}

impl CoroEarly {
    fn lower(&mut self, m: &mut Module, fid: Func) -> bool {
        use Intrinsic as I;
        let which = [I::CoroResume, I::CoroDestroy, I::CoroDone, I::CoroPromise, I::CoroNoop, I::CoroFrame, I::CoroEnd];
        let calls = calls_of(m, &m.funcs[fid], &which);
        let presplit = is_presplit(m, &m.funcs[fid]);
        let begin = presplit
            .then(|| calls_of(m, &m.funcs[fid], &[I::CoroBegin]).first().map(|c| c.0))
            .flatten()
            .and_then(|b| m.funcs[fid].dfg.inst_result(b));
        let mut changed = false;
        for (i, intr) in calls {
            let f = &m.funcs[fid];
            let args = super::call_args(f, i).to_vec();
            let tail = match f.dfg.inst(i) {
                InstKind::Call(c) => c.tail,
                _ => TailKind::None,
            };
            let is_invoke = matches!(f.dfg.inst(i), InstKind::Invoke(_));
            if is_invoke && !matches!(intr, I::CoroResume | I::CoroDestroy) {
                self.errors.push(error_at(f, Some(i), format!("invoke of {} is not supported", intr.name())));
                continue;
            }
            let mut ins = Ins { m, f: fid, at: At::Before(i) };
            let with = match intr {
                I::CoroResume | I::CoroDestroy if is_invoke => {
                    // An invoke: the resume or destroy function may throw into the landing pad.
                    let k = ins.int(Type::I8, (intr == I::CoroDestroy) as u128);
                    let fnp = ins.intrinsic("llvm.coro.subfn.addr", Type::PTR, &[args[0], k]).unwrap();
                    let fn_ty = ins.m.types.func(Type::VOID, vec![Type::PTR], false);
                    if let InstKind::Invoke(d) = ins.m.funcs[fid].dfg.inst_mut(i) {
                        d.call.callee = fnp;
                        d.call.fn_ty = fn_ty;
                        d.call.cc = kiln_ir::CallConv::C;
                        d.call.attrs = Default::default();
                    }
                    changed = true;
                    continue;
                }
                I::CoroResume | I::CoroDestroy => {
                    let k = ins.int(Type::I8, (intr == I::CoroDestroy) as u128);
                    let fnp = ins.intrinsic("llvm.coro.subfn.addr", Type::PTR, &[args[0], k]).unwrap();
                    let call = ins.call_void_ptr(fnp, args[0]);
                    if let InstKind::Call(c) = ins.m.funcs[fid].dfg.inst_mut(call) {
                        c.tail = tail;
                    }
                    None
                }
                I::CoroDone => {
                    let resume = ins.load(Type::PTR, args[0], 8);
                    let null = ins.constant(ConstData::Null(Type::PTR));
                    ins.inst(InstKind::ICmp { pred: IntPredicate::Eq, args: [resume, null] }, Some(Type::I1))
                }
                I::CoroPromise => {
                    let f = &ins.m.funcs[fid];
                    let (Some(align), Some(from)) = (const_int(ins.m, f, args[1]), const_int(ins.m, f, args[2])) else {
                        self.errors.push(error_at(f, Some(i), "coro.promise needs constant alignment and direction"));
                        continue;
                    };
                    let off = promise_offset((align as u64).max(1));
                    let off = if from == 1 { off.wrapping_neg() } else { off };
                    Some(ins.byte_offset(args[0], off))
                }
                I::CoroNoop => {
                    let frame = noop_frame(ins.m);
                    let c = ins.m.global_addr(frame);
                    Some(ins.m.funcs[fid].dfg.const_value(c, Type::PTR))
                }
                I::CoroFrame => match begin {
                    Some(b) => Some(b),
                    None => {
                        let f = &ins.m.funcs[fid];
                        self.errors.push(error_at(f, Some(i), "coro.frame outside a coroutine with a coro.begin"));
                        continue;
                    }
                },
                I::CoroEnd => {
                    let f = &ins.m.funcs[fid];
                    let is_null =
                        f.dfg.value_const(args[0]).is_some_and(|c| matches!(ins.m.consts.data(c), ConstData::Null(_)));
                    if let (true, Some(b)) = (is_null, begin) {
                        if let InstKind::Call(c) = ins.m.funcs[fid].dfg.inst_mut(i) {
                            c.args[0] = b;
                        }
                        changed = true;
                    }
                    continue;
                }
                _ => continue,
            };
            replace_inst(&mut m.funcs[fid], i, with);
            changed = true;
        }
        changed
    }
}

/// The module's no-op coroutine frame `{ ptr @NoopCoro.ResumeDestroy, ptr @NoopCoro.ResumeDestroy }`,
/// made on first use.
fn noop_frame(m: &mut Module) -> kiln_ir::GlobalVar {
    const FRAME: &str = "NoopCoro.Frame";
    const FUNC: &str = "NoopCoro.ResumeDestroy";
    if let Some(g) = m.global_by_name(FRAME) {
        return g;
    }
    let f = match m.func_by_name(FUNC) {
        Some(f) => f,
        None => {
            let ty = m.types.func(Type::VOID, vec![Type::PTR], false);
            let mut func = Function::new(FUNC, ty);
            func.sym = Symbol { name: FUNC.to_string(), linkage: Linkage::Private, ..Symbol::default() };
            func.is_definition = true;
            let p = func.dfg.make_param(0, Type::PTR);
            func.params.push(p);
            let b = func.add_block();
            func.append_inst(b, InstKind::Ret { arg: None }, None);
            m.add_func(func).expect("the name is free")
        }
    };
    let ty = m.types.literal_struct(vec![Type::PTR, Type::PTR], false);
    let addr = m.func_addr(f);
    let init = m.consts.intern(ConstData::Aggregate { ty, elems: vec![addr, addr].into_boxed_slice() });
    let g = GlobalVarData {
        sym: Symbol { name: FRAME.to_string(), linkage: Linkage::Private, ..Symbol::default() },
        is_constant: true,
        thread_local: None,
        externally_initialized: false,
        addrspace: 0,
        value_ty: ty,
        init: Some(init),
        srcloc: Default::default(),
    };
    m.add_global(g).expect("the name is free")
}
