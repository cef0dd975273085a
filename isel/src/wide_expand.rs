//! `wide-expand`: the operations on integers wider than 128 bits that instruction selection does
//! not lower directly become ones it does, before selection (LLVM's ExpandLargeDivRem pass and
//! its type legalizer do the same):
//!
//! - `udiv`, `urem`, `sdiv`, `srem` become a restoring shift-subtract loop of N iterations over
//!   the dividend's bits (signed ones on the magnitudes, with the signs put back after), as
//!   LLVM 19 expands division wider than 128 bits on x86-64 rather than calling a library;
//! - `llvm.smin/smax/umin/umax` become `icmp` + `select`, `llvm.abs` a `sub` + `select`;
//! - the overflow and saturating intrinsics become the operation and compares (multiplication at twice
//!   the width), the funnel shifts two shifts and a remainder, `llvm.bswap`/`llvm.bitreverse` the
//!   64-bit intrinsic on each word, in reverse order;
//! - `uitofp`/`sitofp` to `float`/`double` convert the top 128 significant bits, with a sticky bit
//!   for the bits shifted out (so the one rounding is the correct one), through `i128`, then add
//!   the shift to the exponent field (infinity when it overflows); `fptoui`/`fptosi` from them
//!   convert through `i128` below 2^128 and shift the significand into place above (as LLVM's
//!   ExpandLargeFpConvert does, with the same results).
//!
//! Vectors of such integers are taken apart first (`scalarize`). `lower_module` runs this on a
//! copy of the module when it finds work, like `atomic_expand`, so `kiln opt` keeps the IR as
//! written.

use crate::cursor::{replace, Cursor};
use kiln_ir::instructions::InstFlags;
use kiln_ir::{Func, Function, Inst, InstKind, IntPredicate, Intrinsic, Module, Opcode, Type, TypeData, Value};

/// Whether `t` is a scalar integer wider than 128 bits.
fn is_wide(m: &Module, t: Type) -> bool {
    matches!(m.types.data(t), TypeData::Int(n) if *n > 128)
}

/// What to do with one instruction.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Plan {
    Divide(Opcode),
    MinMax(IntPredicate),
    Abs,
    /// `llvm.[su]{add,sub,mul}.with.overflow`.
    Overflow(Intrinsic),
    /// `llvm.[su]{add,sub}.sat`.
    Saturate(Intrinsic),
    /// `llvm.fshl` (true) or `llvm.fshr`.
    Funnel(bool),
    /// `llvm.bswap` (true) or `llvm.bitreverse`, word by word.
    Reverse(bool),
    /// `sitofp`/`uitofp` to `float` or `double`.
    IntToFloat(bool),
    /// `fptosi`/`fptoui` from `float` or `double`.
    FloatToInt(bool),
}

/// `(exponent field position, exponent field mask, bias)` of `float` and `double`.
fn float_format(m: &Module, t: Type) -> Option<(u32, u64, u64)> {
    match m.types.data(t) {
        TypeData::Float => Some((23, 0xff, 127)),
        TypeData::Double => Some((52, 0x7ff, 1023)),
        _ => None,
    }
}

fn plan(m: &Module, f: &Function, i: Inst) -> Option<Plan> {
    let dfg = &f.dfg;
    match dfg.inst(i) {
        InstKind::Binary { op, args, .. }
            if matches!(op, Opcode::UDiv | Opcode::URem | Opcode::SDiv | Opcode::SRem)
                && is_wide(m, dfg.value_type(args[0])) =>
        {
            Some(Plan::Divide(*op))
        }
        InstKind::Cast { op: op @ (Opcode::SIToFP | Opcode::UIToFP), arg, .. }
            if is_wide(m, dfg.value_type(*arg)) && float_format(m, dfg.value_type(dfg.inst_result(i)?)).is_some() =>
        {
            Some(Plan::IntToFloat(*op == Opcode::SIToFP))
        }
        InstKind::Cast { op: op @ (Opcode::FPToSI | Opcode::FPToUI), arg, .. }
            if is_wide(m, dfg.value_type(dfg.inst_result(i)?)) && float_format(m, dfg.value_type(*arg)).is_some() =>
        {
            Some(Plan::FloatToInt(*op == Opcode::FPToSI))
        }
        InstKind::Call(c) if c.args.first().is_some_and(|&a| is_wide(m, dfg.value_type(a))) => {
            match kiln_ir::gc::called_intrinsic(m, f, i)? {
                Intrinsic::Smin => Some(Plan::MinMax(IntPredicate::Slt)),
                Intrinsic::Smax => Some(Plan::MinMax(IntPredicate::Sgt)),
                Intrinsic::Umin => Some(Plan::MinMax(IntPredicate::Ult)),
                Intrinsic::Umax => Some(Plan::MinMax(IntPredicate::Ugt)),
                Intrinsic::Abs => Some(Plan::Abs),
                i @ (Intrinsic::UaddWithOverflow
                | Intrinsic::SaddWithOverflow
                | Intrinsic::UsubWithOverflow
                | Intrinsic::SsubWithOverflow
                | Intrinsic::UmulWithOverflow
                | Intrinsic::SmulWithOverflow) => Some(Plan::Overflow(i)),
                i @ (Intrinsic::UaddSat | Intrinsic::SaddSat | Intrinsic::UsubSat | Intrinsic::SsubSat) => {
                    Some(Plan::Saturate(i))
                }
                Intrinsic::Fshl => Some(Plan::Funnel(true)),
                Intrinsic::Fshr => Some(Plan::Funnel(false)),
                Intrinsic::Bswap => Some(Plan::Reverse(true)),
                Intrinsic::Bitreverse => Some(Plan::Reverse(false)),
                _ => None,
            }
        }
        _ => None,
    }
}

/// Whether `m` holds an instruction `expand_module` would rewrite.
pub fn is_needed(m: &Module) -> bool {
    m.funcs.iter().any(|(_, f)| f.is_definition && f.layout.insts().any(|i| plan(m, f, i).is_some()))
}

/// Rewrites every function of `m`; returns the number of instructions rewritten. (A funnel shift
/// makes a remainder, expanded in the next round.)
pub fn expand_module(m: &mut Module) -> usize {
    let funcs: Vec<Func> = m.funcs.iter().filter(|(_, f)| f.is_definition).map(|(k, _)| k).collect();
    let mut n = 0;
    for func in funcs {
        for _round in 0..3 {
            let f = &m.funcs[func];
            let work: Vec<(Inst, Plan)> = f.layout.insts().filter_map(|i| plan(m, f, i).map(|p| (i, p))).collect();
            if work.is_empty() {
                break;
            }
            for (i, p) in work {
                rewrite(m, func, i, p);
                n += 1;
            }
        }
    }
    n
}

fn rewrite(m: &mut Module, func: Func, i: Inst, plan: Plan) {
    let block = m.funcs[func].layout.inst_block(i).expect("in the layout");
    let args: Vec<Value> = match m.funcs[func].dfg.inst(i) {
        InstKind::Binary { args, .. } => args.to_vec(),
        InstKind::Cast { arg, .. } => vec![*arg],
        k => k.call_data().map(|c| c.args.clone()).unwrap_or_default(),
    };
    let ty = m.funcs[func].dfg.value_type(args[0]);
    let rty = m.funcs[func].dfg.inst_result(i).map_or(Type::VOID, |r| m.funcs[func].dfg.value_type(r));
    let mut c = Cursor { m, func, block, before: Some(i) };
    let with = match plan {
        Plan::MinMax(pred) => {
            let keep = c.icmp(pred, args[0], args[1]);
            c.select(ty, keep, args[0], args[1])
        }
        Plan::Abs => magnitude(&mut c, ty, args[0]).1,
        Plan::Divide(op) => divide(&mut c, i, op, ty, args[0], args[1]),
        Plan::Overflow(intr) => overflow(&mut c, intr, ty, rty, args[0], args[1]),
        Plan::Saturate(intr) => saturate(&mut c, intr, ty, args[0], args[1]),
        Plan::Funnel(left) => funnel(&mut c, left, ty, args[0], args[1], args[2]),
        Plan::Reverse(bytes) => reverse(&mut c, bytes, ty, args[0]),
        Plan::IntToFloat(signed) => int_to_float(&mut c, signed, ty, rty, args[0]),
        Plan::FloatToInt(signed) => float_to_int(&mut c, signed, ty, rty, args[0]),
    };
    replace(c.m, func, i, Some(with));
}

/// `(x < 0, |x|)` (as wrapping negation: the minimum stays itself, as `llvm.abs` without the
/// poison flag wants).
fn magnitude(c: &mut Cursor, ty: Type, x: Value) -> (Value, Value) {
    let zero = c.int(ty, 0);
    let neg = c.icmp(IntPredicate::Slt, x, zero);
    let minus = c.binary(Opcode::Sub, ty, zero, x);
    (neg, c.select(ty, neg, minus, x))
}

/// `a op b` as a shift-subtract loop placed before `i` (which stays, in the block after the loop,
/// for `replace`). Returns the result.
fn divide(c: &mut Cursor, i: Inst, op: Opcode, ty: Type, a: Value, b: Value) -> Value {
    let func = c.func;
    let bits = c.m.types.int_bits(ty).expect("an integer type");
    let signed = matches!(op, Opcode::SDiv | Opcode::SRem);
    let (sign_a, sign_b, ua, ub) = if signed {
        let (na, ua) = magnitude(c, ty, a);
        let (nb, ub) = magnitude(c, ty, b);
        (Some(na), Some(nb), ua, ub)
    } else {
        (None, None, a, b)
    };
    // head: ... br loop;  loop: one bit per iteration;  done: i and the rest.
    let done = c.m.funcs[func].split_block_before(i);
    let head = c.block;
    let lp = c.m.funcs[func].dfg.make_block();
    c.m.funcs[func].layout.insert_block_after(lp, head);
    c.before = None;
    c.ins(InstKind::Br { dest: lp }, None);
    c.block = lp;

    let f = &mut c.m.funcs[func];
    let (k_next, x_next, q_next, r_next) = (
        f.dfg.make_forward_value(Type::I32),
        f.dfg.make_forward_value(ty),
        f.dfg.make_forward_value(ty),
        f.dfg.make_forward_value(ty),
    );
    let count = c.int(Type::I32, bits as u128);
    let zero = c.int(ty, 0);
    let k = phi(c, Type::I32, [count, k_next], [head, lp]);
    let x = phi(c, ty, [ua, x_next], [head, lp]);
    let q = phi(c, ty, [zero, q_next], [head, lp]);
    let r = phi(c, ty, [zero, r_next], [head, lp]);
    // r:x <<= 1 as one 2N-bit value; r's bit N-1 shifted out means r > b, so b is subtracted.
    let top_shift = c.int(ty, bits as u128 - 1);
    let one = c.int(ty, 1);
    let top = c.binary(Opcode::LShr, ty, x, top_shift);
    let r1 = c.binary(Opcode::Shl, ty, r, one);
    let r2 = c.binary(Opcode::Or, ty, r1, top);
    define(
        c,
        InstKind::Binary { op: Opcode::Shl, flags: InstFlags::empty(), fmf: Default::default(), args: [x, one] },
        x_next,
    );
    let out = c.icmp(IntPredicate::Slt, r, zero);
    let fits = c.icmp(IntPredicate::Uge, r2, ub);
    let ge = c.binary(Opcode::Or, Type::I1, out, fits);
    let diff = c.binary(Opcode::Sub, ty, r2, ub);
    define(c, InstKind::Select { fmf: Default::default(), args: [ge, diff, r2] }, r_next);
    let bit = c.val(InstKind::Cast { op: Opcode::ZExt, flags: InstFlags::empty(), arg: ge }, ty);
    let q1 = c.binary(Opcode::Shl, ty, q, one);
    define(
        c,
        InstKind::Binary { op: Opcode::Or, flags: InstFlags::empty(), fmf: Default::default(), args: [q1, bit] },
        q_next,
    );
    let one32 = c.int(Type::I32, 1);
    define(
        c,
        InstKind::Binary { op: Opcode::Sub, flags: InstFlags::empty(), fmf: Default::default(), args: [k, one32] },
        k_next,
    );
    let zero32 = c.int(Type::I32, 0);
    let last = c.icmp(IntPredicate::Eq, k_next, zero32);
    c.ins(InstKind::CondBr { cond: last, dests: [done, lp] }, None);

    c.block = done;
    c.before = Some(i);
    let (mag, negate) = match op {
        Opcode::UDiv => (q_next, None),
        Opcode::URem => (r_next, None),
        Opcode::SDiv => {
            let (na, nb) = (sign_a.expect("signed"), sign_b.expect("signed"));
            (q_next, Some(c.binary(Opcode::Xor, Type::I1, na, nb)))
        }
        _ => (r_next, sign_a),
    };
    match negate {
        None => mag,
        Some(neg) => {
            let minus = c.binary(Opcode::Sub, ty, zero, mag);
            c.select(ty, neg, minus, mag)
        }
    }
}

/// A phi at the end of the cursor's block.
fn phi(c: &mut Cursor, ty: Type, vals: [Value; 2], preds: [kiln_ir::Block; 2]) -> Value {
    let f = &mut c.m.funcs[c.func];
    let args = f.dfg.make_value_list(&vals);
    let blocks = f.dfg.make_block_list(&preds);
    c.val(InstKind::Phi { fmf: Default::default(), args, blocks }, ty)
}

/// An instruction defining the forward value `result`, at the end of the cursor's block.
fn define(c: &mut Cursor, kind: InstKind, result: Value) {
    let f = &mut c.m.funcs[c.func];
    let i = f.dfg.make_inst_with_result(kind, result);
    f.layout.append_inst(i, c.block);
}

/// `[su]itofp iN x to FT` (FT `float` or `double`).
fn int_to_float(c: &mut Cursor, signed: bool, ty: Type, fty: Type, x: Value) -> Value {
    let (pos, emask, _) = float_format(c.m, fty).expect("float or double");
    let bits = c.m.types.int_bits(ty).expect("an integer type");
    let (neg, ux) = if signed {
        let (n, a) = magnitude(c, ty, x);
        (Some(n), a)
    } else {
        (None, x)
    };
    let ctlz = format!("llvm.ctlz.i{bits}");
    let f = c.int(Type::I1, 0);
    let lz = c.call(&ctlz, ty, &[ux, f]).expect("a result");
    let limit = c.int(ty, bits as u128 - 128);
    let small = c.icmp(IntPredicate::Uge, lz, limit);
    let zero = c.int(ty, 0);
    let over = c.binary(Opcode::Sub, ty, limit, lz);
    let sh = c.select(ty, small, zero, over);
    let y = c.binary(Opcode::LShr, ty, ux, sh);
    let back = c.binary(Opcode::Shl, ty, y, sh);
    let sticky = c.icmp(IntPredicate::Ne, back, ux);
    let y128 = c.val(InstKind::Cast { op: Opcode::Trunc, flags: InstFlags::empty(), arg: y }, Type::I128);
    let s128 = c.val(InstKind::Cast { op: Opcode::ZExt, flags: InstFlags::empty(), arg: sticky }, Type::I128);
    let y2 = c.binary(Opcode::Or, Type::I128, y128, s128);
    let conv = c.val(InstKind::Cast { op: Opcode::UIToFP, flags: InstFlags::empty(), arg: y2 }, fty);
    // Scale by 2^sh in the exponent field (sh is 0 for the small case).
    let ity = if pos == 52 { Type::I64 } else { Type::I32 };
    let fbits = c.bitcast(conv, ity);
    let sh_i = c.val(InstKind::Cast { op: Opcode::Trunc, flags: InstFlags::empty(), arg: sh }, ity);
    let p = c.int(ity, pos as u128);
    let e = c.binary(Opcode::LShr, ity, fbits, p);
    let e2 = c.binary(Opcode::Add, ity, e, sh_i);
    let max = c.int(ity, emask as u128);
    let ovf = c.icmp(IntPredicate::Uge, e2, max);
    let delta = c.binary(Opcode::Shl, ity, sh_i, p);
    let scaled = c.binary(Opcode::Add, ity, fbits, delta);
    let inf = c.int(ity, (emask as u128) << pos);
    let rbits = c.select(ity, ovf, inf, scaled);
    let r = c.bitcast(rbits, fty);
    match neg {
        None => r,
        Some(n) => {
            let minus = c.val(InstKind::Unary { op: Opcode::FNeg, fmf: Default::default(), arg: r }, fty);
            c.select(fty, n, minus, r)
        }
    }
}

/// `fpto[su]i FT f to iN` (FT `float` or `double`); out-of-range values are poison, so any
/// result will do for them.
fn float_to_int(c: &mut Cursor, signed: bool, fty: Type, ty: Type, f: Value) -> Value {
    let (pos, _, bias) = float_format(c.m, fty).expect("float or double");
    let ity = if pos == 52 { Type::I64 } else { Type::I32 };
    let fbits = c.bitcast(f, ity);
    let sign_bit = if pos == 52 { 1u128 << 63 } else { 1u128 << 31 };
    let abs_mask = c.int(ity, sign_bit - 1);
    let abits = c.binary(Opcode::And, ity, fbits, abs_mask);
    let af = c.bitcast(abits, fty);
    // Below 2^128: through i128.
    let small_i = c.val(InstKind::Cast { op: Opcode::FPToUI, flags: InstFlags::empty(), arg: af }, Type::I128);
    let small = c.val(InstKind::Cast { op: Opcode::ZExt, flags: InstFlags::empty(), arg: small_i }, ty);
    // Above: the significand shifted left by exponent - bias - mantissa bits.
    let p = c.int(ity, pos as u128);
    let e = c.binary(Opcode::LShr, ity, abits, p);
    let mant_mask = c.int(ity, (1u128 << pos) - 1);
    let mant = c.binary(Opcode::And, ity, abits, mant_mask);
    let implicit = c.int(ity, 1u128 << pos);
    let sig = c.binary(Opcode::Or, ity, mant, implicit);
    let sig_w = c.val(InstKind::Cast { op: Opcode::ZExt, flags: InstFlags::empty(), arg: sig }, ty);
    let e_w = c.val(InstKind::Cast { op: Opcode::ZExt, flags: InstFlags::empty(), arg: e }, ty);
    let k = c.int(ty, (bias + pos as u64) as u128);
    let shift = c.binary(Opcode::Sub, ty, e_w, k);
    let big = c.binary(Opcode::Shl, ty, sig_w, shift);
    let limit = c.int(ity, (bias + 128) as u128);
    let is_small = c.icmp(IntPredicate::Ult, e, limit);
    let r = c.select(ty, is_small, small, big);
    if !signed {
        return r;
    }
    let zero_i = c.int(ity, 0);
    let neg = c.icmp(IntPredicate::Slt, fbits, zero_i);
    let zero = c.int(ty, 0);
    let minus = c.binary(Opcode::Sub, ty, zero, r);
    c.select(ty, neg, minus, r)
}

/// The constant of wide type `ty` (width `bits`) with these words.
fn words(c: &mut Cursor, ty: Type, words: &[u64]) -> Value {
    let bits = c.m.types.int_bits(ty).expect("an integer type");
    let k = c.m.consts.int_words(ty, bits, words);
    c.m.funcs[c.func].dfg.const_value(k, ty)
}

/// `-1`, the minimum and the maximum of wide type `ty`.
fn extremes(c: &mut Cursor, ty: Type) -> (Value, Value, Value) {
    let bits = c.m.types.int_bits(ty).expect("an integer type");
    let n = kiln_ir::wide::limbs(bits);
    let ones = vec![u64::MAX; n];
    let mut min = vec![0u64; n];
    min[n - 1] = 1 << ((bits - 1) % 64);
    let mut max = ones.clone();
    max[n - 1] = min[n - 1] - 1;
    (words(c, ty, &ones), words(c, ty, &min), words(c, ty, &max))
}

fn cast(c: &mut Cursor, op: Opcode, v: Value, to: Type) -> Value {
    c.val(InstKind::Cast { op, flags: InstFlags::empty(), arg: v }, to)
}

/// `(a op b, whether it overflowed)` of an overflow intrinsic.
fn overflowing(c: &mut Cursor, intr: Intrinsic, ty: Type, a: Value, b: Value) -> (Value, Value) {
    use Intrinsic as I;
    let zero = c.int(ty, 0);
    match intr {
        I::UaddWithOverflow | I::UaddSat => {
            let s = c.binary(Opcode::Add, ty, a, b);
            (s, c.icmp(IntPredicate::Ult, s, a))
        }
        I::UsubWithOverflow | I::UsubSat => {
            let s = c.binary(Opcode::Sub, ty, a, b);
            (s, c.icmp(IntPredicate::Ult, a, b))
        }
        I::SaddWithOverflow | I::SaddSat => {
            let s = c.binary(Opcode::Add, ty, a, b);
            let (x, y) = (c.binary(Opcode::Xor, ty, s, a), c.binary(Opcode::Xor, ty, s, b));
            let both = c.binary(Opcode::And, ty, x, y);
            (s, c.icmp(IntPredicate::Slt, both, zero))
        }
        I::SsubWithOverflow | I::SsubSat => {
            let s = c.binary(Opcode::Sub, ty, a, b);
            let (x, y) = (c.binary(Opcode::Xor, ty, a, b), c.binary(Opcode::Xor, ty, a, s));
            let both = c.binary(Opcode::And, ty, x, y);
            (s, c.icmp(IntPredicate::Slt, both, zero))
        }
        _ => {
            // Multiplication at twice the width.
            let bits = c.m.types.int_bits(ty).expect("an integer type");
            let wide = c.m.types.int(2 * bits);
            let signed = intr == I::SmulWithOverflow;
            let ext = if signed { Opcode::SExt } else { Opcode::ZExt };
            let (wa, wb) = (cast(c, ext, a, wide), cast(c, ext, b, wide));
            let p = c.binary(Opcode::Mul, wide, wa, wb);
            let s = cast(c, Opcode::Trunc, p, ty);
            let back = cast(c, ext, s, wide);
            (s, c.icmp(IntPredicate::Ne, back, p))
        }
    }
}

/// `llvm.*.with.overflow`: the `{ iN, i1 }` of the result and the flag.
fn overflow(c: &mut Cursor, intr: Intrinsic, ty: Type, pair_ty: Type, a: Value, b: Value) -> Value {
    let (s, o) = overflowing(c, intr, ty, a, b);
    let poison = {
        let k = c.m.consts.intern(kiln_ir::ConstData::Poison(pair_ty));
        c.m.funcs[c.func].dfg.const_value(k, pair_ty)
    };
    let f = &mut c.m.funcs[c.func];
    let (i0, i1) = (f.dfg.make_imm_list(&[0]), f.dfg.make_imm_list(&[1]));
    let p = c.val(InstKind::InsertValue { args: [poison, s], indices: i0 }, pair_ty);
    c.val(InstKind::InsertValue { args: [p, o], indices: i1 }, pair_ty)
}

/// `llvm.[su]{add,sub}.sat`: the result, or the bound it went past.
fn saturate(c: &mut Cursor, intr: Intrinsic, ty: Type, a: Value, b: Value) -> Value {
    let (s, o) = overflowing(c, intr, ty, a, b);
    let (ones, min, max) = extremes(c, ty);
    let zero = c.int(ty, 0);
    let bound = match intr {
        Intrinsic::UaddSat => ones,
        Intrinsic::UsubSat => zero,
        // A signed overflow goes past the bound on the side of `a`.
        _ => {
            let neg = c.icmp(IntPredicate::Slt, a, zero);
            c.select(ty, neg, min, max)
        }
    };
    c.select(ty, o, bound, s)
}

/// `llvm.fshl(a, b, n)` / `llvm.fshr(a, b, n)`, the amount taken modulo the width.
fn funnel(c: &mut Cursor, left: bool, ty: Type, a: Value, b: Value, n: Value) -> Value {
    let bits = c.m.types.int_bits(ty).expect("an integer type");
    let width = c.int(ty, bits as u128);
    let k = if bits.is_power_of_two() {
        let mask = c.int(ty, bits as u128 - 1);
        c.binary(Opcode::And, ty, n, mask)
    } else {
        c.binary(Opcode::URem, ty, n, width)
    };
    let rest = c.binary(Opcode::Sub, ty, width, k);
    let (hi, lo) = if left {
        (c.binary(Opcode::Shl, ty, a, k), c.binary(Opcode::LShr, ty, b, rest))
    } else {
        (c.binary(Opcode::Shl, ty, a, rest), c.binary(Opcode::LShr, ty, b, k))
    };
    let both = c.binary(Opcode::Or, ty, hi, lo);
    let zero = c.int(ty, 0);
    let none = c.icmp(IntPredicate::Eq, k, zero);
    c.select(ty, none, if left { a } else { b }, both)
}

/// `llvm.bswap` / `llvm.bitreverse`: the 64-bit intrinsic on each word of the value widened to whole
/// words, the words in reverse order, shifted back down to the width.
fn reverse(c: &mut Cursor, bytes: bool, ty: Type, x: Value) -> Value {
    let bits = c.m.types.int_bits(ty).expect("an integer type");
    let n = kiln_ir::wide::limbs(bits);
    let full_bits = 64 * n as u32;
    let full = c.m.types.int(full_bits);
    let xf = if full_bits == bits { x } else { cast(c, Opcode::ZExt, x, full) };
    let name = if bytes { "llvm.bswap.i64" } else { "llvm.bitreverse.i64" };
    let mut acc: Option<Value> = None;
    for j in 0..n {
        let sh = c.int(full, 64 * j as u128);
        let w = c.binary(Opcode::LShr, full, xf, sh);
        let w = cast(c, Opcode::Trunc, w, Type::I64);
        let r = c.call(name, Type::I64, &[w]).expect("a result");
        let r = cast(c, Opcode::ZExt, r, full);
        let to = c.int(full, 64 * (n - 1 - j) as u128);
        let placed = c.binary(Opcode::Shl, full, r, to);
        acc = Some(match acc {
            None => placed,
            Some(a) => c.binary(Opcode::Or, full, a, placed),
        });
    }
    let acc = acc.expect("at least one word");
    if full_bits == bits {
        return acc;
    }
    let down = c.int(full, (full_bits - bits) as u128);
    let shifted = c.binary(Opcode::LShr, full, acc, down);
    cast(c, Opcode::Trunc, shifted, ty)
}
