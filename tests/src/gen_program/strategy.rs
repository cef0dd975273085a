//! Proptest strategies for program recipes. Every alternative list starts with its simplest
//! choice and numbers shrink toward 0, so failing programs shrink to few, small statements.

use super::ast::{Cond, FpOp, GenFunc, GenModule, IntOp, Leaf, Operand, Place, Stmt, Trip, Ty};
use proptest::collection::vec;
use proptest::option;
use proptest::prelude::*;
use proptest::strategy::BoxedStrategy;

/// Nesting depth of control flow inside a function body.
const MAX_DEPTH: u32 = 3;
/// Integer operations in shrinking order.
const INT_OPS: [IntOp; 13] = [
    IntOp::Add,
    IntOp::Sub,
    IntOp::Mul,
    IntOp::And,
    IntOp::Or,
    IntOp::Xor,
    IntOp::Shl,
    IntOp::LShr,
    IntOp::AShr,
    IntOp::UDiv,
    IntOp::SDiv,
    IntOp::URem,
    IntOp::SRem,
];
/// Floating-point operations in shrinking order.
const FP_OPS: [FpOp; 5] = [FpOp::FAdd, FpOp::FSub, FpOp::FMul, FpOp::FDiv, FpOp::FRem];
/// Integer edge values immediates favour.
const EDGES: [i64; 10] = [i64::MIN, i64::MAX, -1, 0x7F, 0x80, 0x7FFF, 0x8000, 0x7FFF_FFFF, 0x8000_0000, 0xFFFF_FFFF];

/// A whole module: 1 to 8 functions and the numbers its globals are initialised from.
pub fn arb_module() -> impl Strategy<Value = GenModule> {
    (vec(arb_func(), 1..=8), vec(arb_imm(), 84)).prop_map(|(funcs, ginit)| GenModule {
        funcs,
        ginit,
        exceptions: false,
        odd_ints: false,
        fp80: false,
    })
}

fn arb_func() -> impl Strategy<Value = GenFunc> {
    let body = arb_stmt_at_depth(MAX_DEPTH);
    (arb_params(), arb_ty(), any::<bool>(), vec(arb_ty(), 0..4), vec(body, 0..24), vec(arb_operand(), 0..24)).prop_map(
        |(params, ret, fastcc, locals, body, call_args)| GenFunc { params, ret, fastcc, locals, body, call_args },
    )
}

/// Parameter lists: usually short, often long enough that integer or fp arguments go on the stack.
fn arb_params() -> impl Strategy<Value = Vec<Ty>> {
    prop_oneof![
        3 => vec(arb_ty(), 0..6),
        1 => vec(arb_int_scalar(), 7..12),
        1 => vec(arb_fp_scalar(), 9..14),
        1 => vec(arb_new_scalar(), 1..8),
        2 => vec(arb_ty(), 6..24),
    ]
}

/// Any type: the basic ones (before odd-width integers and `x86_fp80`) more often than the others,
/// which render as basic ones in modules without them.
fn arb_ty() -> impl Strategy<Value = Ty> {
    prop_oneof![
        14 => (0..Ty::BASIC).prop_map(|i| Ty::ALL[i]),
        5 => arb_new_scalar(),
    ]
}

/// An odd-width integer or `x86_fp80`.
fn arb_new_scalar() -> impl Strategy<Value = Ty> {
    (Ty::BASIC..Ty::ALL.len()).prop_map(|i| Ty::ALL[i])
}

fn arb_scalar_ty() -> impl Strategy<Value = Ty> {
    prop_oneof![8 => (0..8usize).prop_map(|i| Ty::ALL[i]), 3 => arb_new_scalar()]
}

fn arb_int_scalar() -> impl Strategy<Value = Ty> {
    prop_oneof![
        6 => (0..6usize).prop_map(|i| Ty::ALL[i]),
        2 => (0..Ty::ODD_INTS.len()).prop_map(|i| Ty::ODD_INTS[i]),
    ]
}

fn arb_fp_scalar() -> impl Strategy<Value = Ty> {
    prop_oneof![2 => Just(Ty::F64), 2 => Just(Ty::F32), 1 => Just(Ty::F80)]
}

fn arb_vec_ty() -> impl Strategy<Value = Ty> {
    (8..Ty::BASIC).prop_map(|i| Ty::ALL[i])
}

fn arb_imm() -> impl Strategy<Value = i64> {
    prop_oneof![3 => -16i64..16, 2 => any::<i64>(), 1 => (0..EDGES.len()).prop_map(|i| EDGES[i])]
}

fn arb_operand() -> impl Strategy<Value = Operand> {
    prop_oneof![3 => any::<u8>().prop_map(Operand::Pool), 1 => arb_imm().prop_map(Operand::Imm)]
}

fn arb_cond() -> impl Strategy<Value = Cond> {
    (arb_scalar_ty(), any::<u8>(), arb_operand(), arb_operand()).prop_map(|(ty, pred, a, b)| Cond { ty, pred, a, b })
}

fn arb_place() -> impl Strategy<Value = Place> {
    let leaf = prop_oneof![3 => 0..Leaf::BASIC, 1 => Leaf::BASIC..Leaf::ALL.len()];
    (any::<bool>(), leaf).prop_map(|(global, k)| Place { global, leaf: Leaf::ALL[k] })
}

fn arb_trip() -> impl Strategy<Value = Trip> {
    prop_oneof![3 => (0u8..9).prop_map(Trip::Const), 1 => arb_operand().prop_map(Trip::Masked)]
}

/// Straight-line statements.
fn arb_leaf_stmt() -> BoxedStrategy<Stmt> {
    let op = arb_operand;
    prop_oneof![
        5 => (arb_ty(), 0..INT_OPS.len(), op(), op())
            .prop_map(|(ty, k, a, b)| Stmt::Int { ty, op: INT_OPS[k], a, b }),
        3 => (arb_ty(), 0..FP_OPS.len(), op(), op()).prop_map(|(ty, k, a, b)| Stmt::Fp { ty, op: FP_OPS[k], a, b }),
        1 => (arb_ty(), op()).prop_map(|(ty, a)| Stmt::FNeg { ty, a }),
        2 => arb_cond().prop_map(|cond| Stmt::Cmp { cond }),
        2 => (arb_ty(), op(), op(), op()).prop_map(|(ty, c, x, y)| Stmt::Select { ty, c, x, y }),
        1 => (arb_vec_ty(), any::<u8>(), op(), op(), op(), op())
            .prop_map(|(ty, pred, a, b, x, y)| Stmt::VSelect { ty, pred, a, b, x, y }),
        3 => (arb_ty(), arb_ty(), any::<u8>(), op()).prop_map(|(from, to, kind, a)| Stmt::Cast { from, to, kind, a }),
        1 => (arb_vec_ty(), op(), op()).prop_map(|(ty, idx, v)| Stmt::Extract { ty, idx, v }),
        1 => (arb_vec_ty(), op(), op(), op()).prop_map(|(ty, idx, v, s)| Stmt::Insert { ty, idx, v, s }),
        1 => (arb_vec_ty(), op(), op(), vec(any::<u8>(), 16))
            .prop_map(|(ty, a, b, mask)| Stmt::Shuffle { ty, a, b, mask }),
        2 => (arb_place(), op()).prop_map(|(place, idx)| Stmt::Load { place, idx }),
        2 => (arb_place(), op(), op()).prop_map(|(place, idx, val)| Stmt::Store { place, idx, val }),
        1 => any::<u8>().prop_map(|slot| Stmt::LocalLoad { slot }),
        1 => (any::<u8>(), op()).prop_map(|(slot, val)| Stmt::LocalStore { slot, val }),
        1 => (any::<u8>(), any::<u8>(), arb_place(), op(), op(), op())
            .prop_map(|(kind, order, place, idx, a, b)| Stmt::Atomic { kind, order, place, idx, a, b }),
        2 => (any::<u8>(), vec(op(), 0..24)).prop_map(|(callee, args)| Stmt::Call { callee, args }),
        1 => (arb_cond(), op()).prop_map(|(cond, val)| Stmt::Throw { cond, val }),
        1 => (any::<u8>(), vec(op(), 0..24), any::<bool>())
            .prop_map(|(callee, args, catch)| Stmt::Invoke { callee, args, catch }),
    ]
    .boxed()
}

/// Statements with control flow nested at most `depth` deep.
fn arb_stmt_at_depth(depth: u32) -> BoxedStrategy<Stmt> {
    let mut s = arb_leaf_stmt();
    for _ in 0..depth {
        s = with_control_flow(s);
    }
    s
}

/// Straight-line statements or one level of control flow around `inner` statements.
fn with_control_flow(inner: BoxedStrategy<Stmt>) -> BoxedStrategy<Stmt> {
    let block = |n: usize| vec(inner.clone(), 0..n);
    let if_else = (arb_cond(), block(5), block(5)).prop_map(|(cond, then, els)| Stmt::If { cond, then, els });
    let counted_loop = (
        arb_trip(),
        any::<bool>(),
        arb_int_scalar(),
        vec(arb_ty(), 0..4),
        block(8),
        option::of((any::<u8>(), arb_cond())),
    )
        .prop_map(|(trip, do_while, ctr, carried, body, brk)| Stmt::Loop {
            trip,
            do_while,
            ctr,
            carried,
            body,
            brk,
        });
    let switch = (arb_int_scalar(), arb_operand(), any::<bool>(), vec((arb_imm(), block(4)), 0..6), block(4))
        .prop_map(|(ty, sel, dense, cases, default)| Stmt::Switch { ty, sel, dense, cases, default });
    prop_oneof![
        12 => arb_leaf_stmt(),
        1 => if_else,
        1 => counted_loop,
        1 => switch,
    ]
    .boxed()
}
