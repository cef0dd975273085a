//! `atomic-expand`: rewrites the atomic instructions x86-64 has no single instruction for into
//! ones it has, before instruction selection (LLVM's AtomicExpandPass, for x86-64's choices).
//!
//! - `atomicrmw` whose operation x86 cannot do in one locked instruction becomes a `cmpxchg`
//!   loop: `nand max min umax umin uinc_wrap udec_wrap fadd fsub fmax fmin`, and `and or xor`
//!   whose old value is used (`lock and/or/xor` do not return it). The loop loads the value
//!   plainly, computes the new value, and retries `cmpxchg` until it succeeds; floating-point
//!   and vector values travel as integers of the same size.
//! - Floating-point `atomicrmw xchg` and atomic stores of floating-point values work on the
//!   integer of the same size (x86's `xchg` and the `mov` of a seq_cst store are integer
//!   instructions); floating-point atomic loads stay (`movss`/`movsd` are single accesses).
//! - 128-bit atomics become calls of libatomic (`__atomic_load_16`, `__atomic_store_16`,
//!   `__atomic_exchange_16`, `__atomic_fetch_{add,sub,and,or,xor,nand}_16`,
//!   `__atomic_compare_exchange_16`), as llc-19 does for x86-64 without `cx16`; programs link
//!   with `-latomic`.
//!
//! Atomics that are less aligned than their size are left alone; instruction selection reports
//! them. `lower_module` runs this rewrite on a copy of the module when it finds work for it, so
//! it is part of every build but not of the IR pipelines (as in LLVM, where llc runs
//! AtomicExpand and opt does not), and `kiln opt` keeps the atomics as written.

use crate::cursor::{replace, Cursor};
use kiln_ir::entity::EntityRef;
use kiln_ir::instructions::{Atomic, AtomicOrdering, InstFlags, RmwOp};
use kiln_ir::{ConstData, Func, Inst, InstKind, IntPredicate, Module, Opcode, Type, Value};

/// Whether `m` holds an instruction `expand_module` would rewrite.
pub fn is_needed(m: &Module) -> bool {
    m.funcs.iter().any(|(_, f)| {
        let used = kiln_ir::uses::use_counts(f);
        f.layout.insts().any(|i| plan(m, f, i, &used).is_some())
    })
}

/// Rewrites every function of `m`; returns the number of instructions rewritten.
pub fn expand_module(m: &mut Module) -> usize {
    let funcs: Vec<Func> = m.funcs.iter().filter(|(_, f)| f.is_definition).map(|(k, _)| k).collect();
    let mut n = 0;
    for func in funcs {
        // Each rewrite may split blocks; collect first, rewrite after.
        let f = &m.funcs[func];
        let used = kiln_ir::uses::use_counts(f);
        let work: Vec<(Inst, Plan)> = f.layout.insts().filter_map(|i| plan(m, f, i, &used).map(|p| (i, p))).collect();
        for (i, p) in work {
            rewrite(m, func, i, p);
            n += 1;
        }
    }
    n
}

/// What to do with one instruction.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Plan {
    /// A 16-byte access: a libatomic call.
    Libcall,
    /// `atomicrmw` as a `cmpxchg` loop.
    CasLoop,
    /// Floating-point `xchg` or store: the same on the integer of that size.
    AsInteger,
}

fn plan(m: &Module, f: &kiln_ir::Function, i: Inst, used: &[u32]) -> Option<Plan> {
    let types = &m.types;
    let dfg = &f.dfg;
    let (ty, align) = match dfg.inst(i) {
        InstKind::Load { atomic, align, .. } if atomic.is_atomic() => (dfg.value_type(dfg.inst_result(i)?), *align),
        InstKind::Store { atomic, args, align, .. } if atomic.is_atomic() => (dfg.value_type(args[0]), *align),
        InstKind::AtomicRmw { args, align, .. } => (dfg.value_type(args[1]), *align),
        InstKind::CmpXchg { args, align, .. } => (dfg.value_type(args[1]), *align),
        _ => return None,
    };
    let size = types.store_size(ty);
    if (align as u64) < size {
        return None;
    }
    let is_int_like = types.is_int(ty) || types.is_ptr(ty);
    match dfg.inst(i) {
        InstKind::Load { .. } if size == 16 => Some(Plan::Libcall),
        InstKind::Store { .. } if size == 16 => Some(Plan::Libcall),
        InstKind::Store { .. } if !is_int_like => Some(Plan::AsInteger),
        InstKind::CmpXchg { .. } if size == 16 => Some(Plan::Libcall),
        InstKind::AtomicRmw { op, .. } => {
            let result_used = dfg.inst_result(i).is_some_and(|r| used[r.index()] > 0);
            match op {
                RmwOp::Xchg if size == 16 => Some(Plan::Libcall),
                RmwOp::Xchg if !is_int_like => Some(Plan::AsInteger),
                RmwOp::Xchg => None,
                RmwOp::Add | RmwOp::Sub | RmwOp::And | RmwOp::Or | RmwOp::Xor | RmwOp::Nand if size == 16 => {
                    Some(Plan::Libcall)
                }
                RmwOp::Add | RmwOp::Sub => None,
                RmwOp::And | RmwOp::Or | RmwOp::Xor if !result_used => None,
                _ => Some(Plan::CasLoop),
            }
        }
        _ => None,
    }
}

/// libatomic's memory-order argument (`__ATOMIC_RELAXED` ... `__ATOMIC_SEQ_CST`).
fn memorder(o: AtomicOrdering) -> u128 {
    match o {
        AtomicOrdering::NotAtomic | AtomicOrdering::Unordered | AtomicOrdering::Monotonic => 0,
        AtomicOrdering::Acquire => 2,
        AtomicOrdering::Release => 3,
        AtomicOrdering::AcqRel => 4,
        AtomicOrdering::SeqCst => 5,
    }
}

fn rewrite(m: &mut Module, func: Func, i: Inst, plan: Plan) {
    let block = m.funcs[func].layout.inst_block(i).expect("in the layout");
    let kind = m.funcs[func].dfg.inst(i).clone();
    let result = m.funcs[func].dfg.inst_result(i);
    let mut c = Cursor { m, func, block, before: Some(i) };
    match (plan, kind) {
        (Plan::AsInteger, InstKind::Store { flags, args, align, atomic }) => {
            let it = int_of(&mut c, args[0]);
            let v = c.bitcast(args[0], it);
            c.ins(InstKind::Store { flags, args: [v, args[1]], align, atomic }, None);
            replace(c.m, func, i, None);
        }
        (Plan::AsInteger, InstKind::AtomicRmw { op, flags, args, align, atomic }) => {
            let ty = c.m.funcs[func].dfg.value_type(args[1]);
            let it = int_of(&mut c, args[1]);
            let v = c.bitcast(args[1], it);
            let old = c.val(InstKind::AtomicRmw { op, flags, args: [args[0], v], align, atomic }, it);
            let old = c.bitcast(old, ty);
            replace(c.m, func, i, Some(old));
        }
        (Plan::CasLoop, InstKind::AtomicRmw { op, flags, args, align, atomic }) => {
            cas_loop(c, i, op, flags, args, align, atomic);
        }
        (Plan::Libcall, kind) => libcall(c, i, kind, result),
        (p, k) => unreachable!("atomic-expand planned {p:?} for {}", k.opcode().name()),
    }
}

/// The integer type as wide as `v`'s type.
fn int_of(c: &mut Cursor, v: Value) -> Type {
    let ty = c.m.funcs[c.func].dfg.value_type(v);
    if c.m.types.is_int(ty) {
        return ty;
    }
    let bits = c.m.types.store_size(ty) * 8;
    c.m.types.int(bits as u32)
}

/// `atomicrmw` as `load` + a loop around `cmpxchg`.
fn cas_loop(mut c: Cursor, i: Inst, op: RmwOp, flags: InstFlags, args: [Value; 2], align: u32, atomic: Atomic) {
    let func = c.func;
    let [ptr, v] = args;
    let ty = c.m.funcs[func].dfg.value_type(v);
    let it = int_of(&mut c, v);
    // Blocks: this one up to `i`, the loop, and the rest.
    let done = c.m.funcs[func].split_block_before(i);
    let head = c.block;
    let lp = c.m.funcs[func].dfg.make_block();
    c.m.funcs[func].layout.insert_block_after(lp, head);
    c.before = None;
    let init = c.val(InstKind::Load { flags, ptr, align, atomic: Atomic::NONE }, it);
    c.ins(InstKind::Br { dest: lp }, None);

    c.block = lp;
    let seen = c.m.funcs[func].dfg.make_forward_value(it);
    let f = &mut c.m.funcs[func];
    let phi_args = f.dfg.make_value_list(&[init, seen]);
    let phi_blocks = f.dfg.make_block_list(&[head, lp]);
    let old_i = c.val(InstKind::Phi { fmf: Default::default(), args: phi_args, blocks: phi_blocks }, it);
    let old = c.bitcast(old_i, ty);
    let new = match op {
        RmwOp::And => c.binary(Opcode::And, ty, old, v),
        RmwOp::Or => c.binary(Opcode::Or, ty, old, v),
        RmwOp::Xor => c.binary(Opcode::Xor, ty, old, v),
        RmwOp::Add => c.binary(Opcode::Add, ty, old, v),
        RmwOp::Sub => c.binary(Opcode::Sub, ty, old, v),
        RmwOp::Nand => {
            let a = c.binary(Opcode::And, ty, old, v);
            let ones = c.int(ty, u128::MAX);
            c.binary(Opcode::Xor, ty, a, ones)
        }
        RmwOp::Max | RmwOp::Min | RmwOp::UMax | RmwOp::UMin => {
            let pred = match op {
                RmwOp::Max => IntPredicate::Sgt,
                RmwOp::Min => IntPredicate::Sle,
                RmwOp::UMax => IntPredicate::Ugt,
                _ => IntPredicate::Ule,
            };
            let keep = c.icmp(pred, old, v);
            c.select(ty, keep, old, v)
        }
        RmwOp::UIncWrap => {
            let one = c.int(ty, 1);
            let inc = c.binary(Opcode::Add, ty, old, one);
            let wrap = c.icmp(IntPredicate::Uge, old, v);
            let zero = c.int(ty, 0);
            c.select(ty, wrap, zero, inc)
        }
        RmwOp::UDecWrap => {
            let one = c.int(ty, 1);
            let dec = c.binary(Opcode::Sub, ty, old, one);
            let zero = c.int(ty, 0);
            let is_zero = c.icmp(IntPredicate::Eq, old, zero);
            let above = c.icmp(IntPredicate::Ugt, old, v);
            let wrap = c.binary(Opcode::Or, Type::I1, is_zero, above);
            c.select(ty, wrap, v, dec)
        }
        RmwOp::FAdd => c.binary(Opcode::FAdd, ty, old, v),
        RmwOp::FSub => c.binary(Opcode::FSub, ty, old, v),
        RmwOp::FMax | RmwOp::FMin => {
            let base = if op == RmwOp::FMax { "llvm.maxnum" } else { "llvm.minnum" };
            let name = format!("{base}.{}", kiln_ir::intrinsics::mangle(&c.m.types, ty));
            c.call(&name, ty, &[old, v]).expect("a result")
        }
        RmwOp::Xchg => v,
    };
    let new_i = c.bitcast(new, it);
    let pair_ty = c.m.types.literal_struct(vec![it, Type::I1], false);
    let failure = atomic.ordering.strongest_failure();
    let cas_flags = flags & InstFlags::VOLATILE;
    let pair =
        c.val(InstKind::CmpXchg { flags: cas_flags, args: [ptr, old_i, new_i], align, atomic, failure }, pair_ty);
    let f = &mut c.m.funcs[func];
    let idx0 = f.dfg.make_imm_list(&[0]);
    let idx1 = f.dfg.make_imm_list(&[1]);
    let ex = f.dfg.make_inst_with_result(InstKind::ExtractValue { arg: pair, indices: idx0 }, seen);
    f.layout.append_inst(ex, lp);
    let ok = c.val(InstKind::ExtractValue { arg: pair, indices: idx1 }, Type::I1);
    c.ins(InstKind::CondBr { cond: ok, dests: [done, lp] }, None);
    replace(c.m, func, i, Some(old));
}

/// A 16-byte atomic as a libatomic call.
fn libcall(mut c: Cursor, i: Inst, kind: InstKind, result: Option<Value>) {
    let func = c.func;
    let order = |c: &mut Cursor, o: AtomicOrdering| c.int(Type::I32, memorder(o));
    let with = match kind {
        InstKind::Load { ptr, atomic, .. } => {
            let ty = c.m.funcs[func].dfg.value_type(result.expect("a load has a result"));
            let o = order(&mut c, atomic.ordering);
            let r = c.call("__atomic_load_16", Type::I128, &[ptr, o]).expect("a result");
            Some(c.bitcast(r, ty))
        }
        InstKind::Store { args: [v, ptr], atomic, .. } => {
            let o = order(&mut c, atomic.ordering);
            let v = c.bitcast(v, Type::I128);
            c.call("__atomic_store_16", Type::VOID, &[ptr, v, o]);
            None
        }
        InstKind::AtomicRmw { op, args: [ptr, v], atomic, .. } => {
            let ty = c.m.funcs[func].dfg.value_type(v);
            let name = match op {
                RmwOp::Xchg => "__atomic_exchange_16",
                RmwOp::Add => "__atomic_fetch_add_16",
                RmwOp::Sub => "__atomic_fetch_sub_16",
                RmwOp::And => "__atomic_fetch_and_16",
                RmwOp::Or => "__atomic_fetch_or_16",
                RmwOp::Xor => "__atomic_fetch_xor_16",
                RmwOp::Nand => "__atomic_fetch_nand_16",
                _ => unreachable!("other 16-byte operations are cmpxchg loops"),
            };
            let o = order(&mut c, atomic.ordering);
            let v = c.bitcast(v, Type::I128);
            let r = c.call(name, Type::I128, &[ptr, v, o]).expect("a result");
            Some(c.bitcast(r, ty))
        }
        InstKind::CmpXchg { args: [ptr, cmp, new], atomic, failure, .. } => {
            // `__atomic_compare_exchange_16(ptr, ptr expected, desired, success, failure)`:
            // `expected` is updated with the value seen.
            let entry = c.m.funcs[func].layout.entry_block().expect("a definition has blocks");
            let first = c.m.funcs[func].layout.block_insts(entry)[0];
            let slot = {
                let f = &mut c.m.funcs[func];
                let a = f.dfg.make_inst(
                    InstKind::Alloca { ty: Type::I128, count: None, align: 16, addrspace: 0 },
                    Some(Type::PTR),
                );
                f.layout.insert_inst_before(a, first);
                f.dfg.inst_result(a).expect("a result")
            };
            let ty = c.m.funcs[func].dfg.value_type(cmp);
            let cmp_i = c.bitcast(cmp, Type::I128);
            let new_i = c.bitcast(new, Type::I128);
            c.ins(InstKind::store(cmp_i, slot, 16), None);
            let (so, fo) = (order(&mut c, atomic.ordering), order(&mut c, failure));
            let ok = c.call("__atomic_compare_exchange_16", Type::I1, &[ptr, slot, new_i, so, fo]).expect("a result");
            let seen = c.val(InstKind::load(slot, 16), Type::I128);
            let seen = c.bitcast(seen, ty);
            let pair_ty = c.m.funcs[func].dfg.value_type(result.expect("cmpxchg has a result"));
            let undef = {
                let k = c.m.consts.intern(ConstData::Poison(pair_ty));
                c.m.funcs[func].dfg.const_value(k, pair_ty)
            };
            let f = &mut c.m.funcs[func];
            let (i0, i1) = (f.dfg.make_imm_list(&[0]), f.dfg.make_imm_list(&[1]));
            let p = c.val(InstKind::InsertValue { args: [undef, seen], indices: i0 }, pair_ty);
            Some(c.val(InstKind::InsertValue { args: [p, ok], indices: i1 }, pair_ty))
        }
        k => unreachable!("no libcall for {}", k.opcode().name()),
    };
    replace(c.m, func, i, with);
}
