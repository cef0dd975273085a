//! Integers wider than 128 bits as little-endian u64 limbs: the arithmetic of fold.rs for any width.
//!
//! A value of width `bits` (1..=8388608) is `limbs(bits)` little-endian `u64` limbs in zero-extended
//! form: the bits at and above `bits` are zero. Every result is in that form; inputs are read as if
//! normalized (missing limbs are zero, stray high bits are ignored). Each operation has the
//! contract of the `fold` function of the same name (LLVM 19 semantics): `None` / `Ok(None)` is
//! poison, `Err(FoldError)` is immediate undefined behaviour. At widths up to 128 the results are
//! exactly `fold`'s (the tests check this operation by operation).
//!
//! Multiplication is schoolbook, division Knuth's algorithm D (TAOCP 4.3.1) on 64-bit digits,
//! decimal conversion 19 digits at a time; all are quadratic in the number of limbs.

use std::cmp::Ordering;
use std::fmt::Write as _;

use crate::fold::{self, FloatTy, FoldError, OverflowOp};
use crate::instructions::{InstFlags, IntPredicate, Opcode};
use crate::intrinsics::Intrinsic;

/// An integer as little-endian `u64` limbs, zero above its width.
pub type Limbs = Box<[u64]>;

/// The number of limbs of a `bits`-wide integer: `ceil(bits / 64)`.
#[inline]
pub fn limbs(bits: u32) -> usize {
    bits.div_ceil(64) as usize
}

/// The valid bits of the top limb of a `bits`-wide integer.
#[inline]
fn top_mask(bits: u32) -> u64 {
    match bits % 64 {
        0 => u64::MAX,
        r => (1u64 << r) - 1,
    }
}

/// The zero of width `bits`.
pub fn zero(bits: u32) -> Limbs {
    vec![0; limbs(bits)].into_boxed_slice()
}

/// `v` truncated to `bits` bits.
pub fn from_u128(bits: u32, v: u128) -> Limbs {
    let mut r = vec![0; limbs(bits)];
    for (i, x) in r.iter_mut().take(2).enumerate() {
        *x = (v >> (64 * i)) as u64;
    }
    normalize(bits, &mut r);
    r.into_boxed_slice()
}

/// `v` sign-extended to `bits` bits (or truncated to them).
pub fn from_i128(bits: u32, v: i128) -> Limbs {
    let fill = if v < 0 { u64::MAX } else { 0 };
    let mut r: Vec<u64> = (0..limbs(bits)).map(|i| if i < 2 { (v >> (64 * i)) as u64 } else { fill }).collect();
    normalize(bits, &mut r);
    r.into_boxed_slice()
}

/// The low 128 bits of `a` (missing limbs are zero).
pub fn low_u128(a: &[u64]) -> u128 {
    get(a, 0) as u128 | (get(a, 1) as u128) << 64
}

/// Clears the bits of `a` at and above `bits`.
pub fn normalize(bits: u32, a: &mut [u64]) {
    let n = limbs(bits);
    for x in a.iter_mut().skip(n) {
        *x = 0;
    }
    if n > 0 && n <= a.len() {
        a[n - 1] &= top_mask(bits);
    }
}

/// True when every limb is zero.
pub fn is_zero(a: &[u64]) -> bool {
    a.iter().all(|&x| x == 0)
}

/// Bit `bits - 1` of `a`: the sign of a `bits`-wide integer.
pub fn sign_bit(bits: u32, a: &[u64]) -> bool {
    bit(a, bits as u64 - 1)
}

/// LLVM prints integer constants as signed decimal (i256 all-ones prints "-1"); i1 prints true/false elsewhere, not here.
pub fn to_signed_decimal(bits: u32, a: &[u64]) -> String {
    let a = fit(bits, a);
    let negative = sign_bit(bits, &a);
    let mut m = if negative { neg_in(bits, &a) } else { a };
    let mut len = sig_len(&m);
    let mut chunks = Vec::new();
    while len > 0 {
        chunks.push(div_small(&mut m[..len], TEN19));
        len = sig_len(&m[..len]);
    }
    let mut s = String::with_capacity(chunks.len() * 19 + 2);
    if negative {
        s.push('-');
    }
    match chunks.split_last() {
        None => s.push('0'),
        Some((first, rest)) => {
            s.push_str(&first.to_string());
            for c in rest.iter().rev() {
                let _ = write!(s, "{c:019}");
            }
        }
    }
    s
}

/// Parses an optional '-' then decimal digits. Returns None when the value does not fit: LLVM accepts a literal for iN
/// when it is representable as N-bit signed OR unsigned (e.g. i8 accepts -128..=255). Negative values are two's complement.
pub fn parse_decimal(bits: u32, s: &str) -> Option<Limbs> {
    let (negative, digits) = match s.strip_prefix('-') {
        Some(d) => (true, d),
        None => (false, s),
    };
    if digits.is_empty() || !digits.bytes().all(|c| c.is_ascii_digit()) {
        return None;
    }
    // One spare limb: a carry out of it means the value is far out of range.
    let mut v = vec![0u64; limbs(bits) + 1];
    let mut used = 0;
    let first = match digits.len() % 19 {
        0 => 19,
        r => r,
    };
    let mut rest = digits;
    let mut take = first;
    while !rest.is_empty() {
        let (chunk, tail) = rest.split_at(take);
        rest = tail;
        take = 19;
        let add: u64 = chunk.parse().ok()?;
        let carry = mul_small_add(&mut v[..used], 10u64.pow(chunk.len() as u32), add);
        if carry != 0 {
            if used == v.len() {
                return None;
            }
            v[used] = carry;
            used += 1;
        }
    }
    let len = bit_len(&v);
    let fits = if negative {
        len < bits as u64 || (len == bits as u64 && trailing_zeros(&v) == Some(bits as u64 - 1))
    } else {
        len <= bits as u64
    };
    if !fits {
        return None;
    }
    v.truncate(limbs(bits));
    if negative {
        v = neg_in(bits, &v);
    }
    Some(v.into_boxed_slice())
}

/// The result of a two-operand integer operator, as `fold::int_binary`: `Ok(Some(v))`, `Ok(None)`
/// for poison (including opcodes other than `add` ... `xor`), or `Err` for immediate UB.
pub fn int_binary(op: Opcode, flags: InstFlags, bits: u32, a: &[u64], b: &[u64]) -> Result<Option<Limbs>, FoldError> {
    let nuw = flags.contains(InstFlags::NUW);
    let nsw = flags.contains(InstFlags::NSW);
    let exact = flags.contains(InstFlags::EXACT);
    let (a, b) = (fit(bits, a), fit(bits, b));
    let (sa, sb) = (sign_bit(bits, &a), sign_bit(bits, &b));
    let v = match op {
        Opcode::Add => {
            let (r, carry) = add_in(bits, &a, &b);
            if (nuw && carry) || (nsw && sa == sb && sign_bit(bits, &r) != sa) {
                return Ok(None);
            }
            r
        }
        Opcode::Sub => {
            let (r, borrow) = sub_in(bits, &a, &b);
            if (nuw && borrow) || (nsw && sa != sb && sign_bit(bits, &r) != sa) {
                return Ok(None);
            }
            r
        }
        Opcode::Mul => {
            if nuw && bit_len(&mul_full(&a, &b)) > bits as u64 {
                return Ok(None);
            }
            if nsw {
                let (ma, mb) = (magnitude(bits, &a), magnitude(bits, &b));
                let p = mul_full(&ma, &mb);
                let (len, limit) = (bit_len(&p), bits as u64 - 1);
                // |result| may reach 2^(bits-1) only when it is negative.
                let fits = len <= limit || (sa != sb && len == limit + 1 && trailing_zeros(&p) == Some(limit));
                if !fits {
                    return Ok(None);
                }
            }
            let mut r = mul_trunc(&a, &b, a.len());
            normalize(bits, &mut r);
            r
        }
        Opcode::UDiv | Opcode::URem => {
            if is_zero(&b) {
                return Err(FoldError::DivByZero);
            }
            let (q, r) = divrem(&a, &b);
            if op == Opcode::URem {
                r
            } else if exact && !is_zero(&r) {
                return Ok(None);
            } else {
                q
            }
        }
        Opcode::SDiv | Opcode::SRem => {
            if is_zero(&b) {
                return Err(FoldError::DivByZero);
            }
            if a == signed_min(bits) && b == ones(bits) {
                return Err(FoldError::DivOverflow);
            }
            let (q, r) = divrem(&magnitude(bits, &a), &magnitude(bits, &b));
            if op == Opcode::SRem {
                if sa {
                    neg_in(bits, &r)
                } else {
                    r
                }
            } else if exact && !is_zero(&r) {
                return Ok(None);
            } else if sa != sb {
                neg_in(bits, &q)
            } else {
                q
            }
        }
        Opcode::Shl => {
            let Some(s) = shift_amount(bits, &b) else { return Ok(None) };
            let r = shl_in(bits, &a, s);
            if (nuw && lshr_in(&r, s) != a) || (nsw && ashr_in(bits, &r, s) != a) {
                return Ok(None);
            }
            r
        }
        Opcode::LShr | Opcode::AShr => {
            let Some(s) = shift_amount(bits, &b) else { return Ok(None) };
            if exact && trailing_zeros(&a).is_some_and(|t| t < s) {
                return Ok(None);
            }
            if op == Opcode::LShr {
                lshr_in(&a, s)
            } else {
                ashr_in(bits, &a, s)
            }
        }
        Opcode::And => zip_with(&a, &b, |x, y| x & y),
        Opcode::Or => {
            if flags.contains(InstFlags::DISJOINT) && a.iter().zip(&b).any(|(x, y)| x & y != 0) {
                return Ok(None);
            }
            zip_with(&a, &b, |x, y| x | y)
        }
        Opcode::Xor => zip_with(&a, &b, |x, y| x ^ y),
        _ => return Ok(None),
    };
    Ok(Some(v.into_boxed_slice()))
}

/// `icmp pred a, b` on `bits`-wide operands.
pub fn icmp(pred: IntPredicate, bits: u32, a: &[u64], b: &[u64]) -> bool {
    let (a, b) = (fit(bits, a), fit(bits, b));
    let u = cmp_u(&a, &b);
    let s = || cmp_s(bits, &a, &b);
    match pred {
        IntPredicate::Eq => u == Ordering::Equal,
        IntPredicate::Ne => u != Ordering::Equal,
        IntPredicate::Ugt => u == Ordering::Greater,
        IntPredicate::Uge => u != Ordering::Less,
        IntPredicate::Ult => u == Ordering::Less,
        IntPredicate::Ule => u != Ordering::Greater,
        IntPredicate::Sgt => s() == Ordering::Greater,
        IntPredicate::Sge => s() != Ordering::Less,
        IntPredicate::Slt => s() == Ordering::Less,
        IntPredicate::Sle => s() != Ordering::Greater,
    }
}

/// `trunc`, `zext` or `sext` from `from_bits` to `to_bits`; `None` is poison (`trunc nuw/nsw`
/// dropping bits, `zext nneg` of a negative value). Other opcodes give `None`.
pub fn cast_int(op: Opcode, flags: InstFlags, from_bits: u32, to_bits: u32, a: &[u64]) -> Option<Limbs> {
    let a = fit(from_bits, a);
    let r = match op {
        Opcode::Trunc => {
            let r = fit(to_bits, &a);
            if flags.contains(InstFlags::NUW) && cmp_u(&r, &a) != Ordering::Equal {
                return None;
            }
            if flags.contains(InstFlags::NSW) && sext_to(to_bits, from_bits, &r) != a {
                return None;
            }
            r
        }
        Opcode::ZExt => {
            if flags.contains(InstFlags::NNEG) && sign_bit(from_bits, &a) {
                return None;
            }
            fit(to_bits, &a)
        }
        Opcode::SExt => sext_to(from_bits, to_bits, &a),
        _ => return None,
    };
    Some(r.into_boxed_slice())
}

/// `ctpop`.
pub fn ctpop(a: &[u64]) -> u64 {
    a.iter().map(|x| x.count_ones() as u64).sum()
}

/// `ctlz(a, zero_is_poison)` at width `bits`.
pub fn ctlz(bits: u32, a: &[u64], zero_is_poison: bool) -> Option<u64> {
    let a = fit(bits, a);
    if zero_is_poison && is_zero(&a) {
        return None;
    }
    Some(bits as u64 - bit_len(&a))
}

/// `cttz(a, zero_is_poison)` at width `bits`.
pub fn cttz(bits: u32, a: &[u64], zero_is_poison: bool) -> Option<u64> {
    match trailing_zeros(&fit(bits, a)) {
        Some(t) => Some(t),
        None if zero_is_poison => None,
        None => Some(bits as u64),
    }
}

/// `bswap` at width `bits` (a multiple of 16; other widths keep whole bytes from the bottom, as
/// `fold::bswap`).
pub fn bswap(bits: u32, a: &[u64]) -> Limbs {
    let a = fit(bits, a);
    let bytes = bits.div_ceil(8) as u64;
    let rev: Vec<u64> = a.iter().rev().map(|x| x.swap_bytes()).collect();
    let mut r = lshr_in(&rev, a.len() as u64 * 64 - 8 * bytes);
    normalize(bits, &mut r);
    r.into_boxed_slice()
}

/// `bitreverse` at width `bits`.
pub fn bitreverse(bits: u32, a: &[u64]) -> Limbs {
    let a = fit(bits, a);
    let rev: Vec<u64> = a.iter().rev().map(|x| x.reverse_bits()).collect();
    lshr_in(&rev, a.len() as u64 * 64 - bits as u64).into_boxed_slice()
}

/// `fshl(a, b, c)`: the high half of `a:b` shifted left by `c % bits`.
pub fn fshl(bits: u32, a: &[u64], b: &[u64], c: &[u64]) -> Limbs {
    let (a, b) = (fit(bits, a), fit(bits, b));
    let s = rem_small(&fit(bits, c), bits as u64);
    if s == 0 {
        return a.into_boxed_slice();
    }
    zip_with(&shl_in(bits, &a, s), &lshr_in(&b, bits as u64 - s), |x, y| x | y).into_boxed_slice()
}

/// `fshr(a, b, c)`: the low half of `a:b` shifted right by `c % bits`.
pub fn fshr(bits: u32, a: &[u64], b: &[u64], c: &[u64]) -> Limbs {
    let (a, b) = (fit(bits, a), fit(bits, b));
    let s = rem_small(&fit(bits, c), bits as u64);
    if s == 0 {
        return b.into_boxed_slice();
    }
    zip_with(&lshr_in(&b, s), &shl_in(bits, &a, bits as u64 - s), |x, y| x | y).into_boxed_slice()
}

/// `abs(a, int_min_is_poison)`.
pub fn abs(bits: u32, a: &[u64], int_min_is_poison: bool) -> Option<Limbs> {
    let a = fit(bits, a);
    if int_min_is_poison && a == signed_min(bits) {
        return None;
    }
    // The minimum negates to itself, which is `abs`'s result when it is not poison.
    Some(magnitude(bits, &a).into_boxed_slice())
}

/// `*.with.overflow`: the wrapped result and whether the operation overflowed.
pub fn with_overflow(op: OverflowOp, bits: u32, a: &[u64], b: &[u64]) -> (Limbs, bool) {
    let (opcode, flag) = match op {
        OverflowOp::SAdd => (Opcode::Add, InstFlags::NSW),
        OverflowOp::UAdd => (Opcode::Add, InstFlags::NUW),
        OverflowOp::SSub => (Opcode::Sub, InstFlags::NSW),
        OverflowOp::USub => (Opcode::Sub, InstFlags::NUW),
        OverflowOp::SMul => (Opcode::Mul, InstFlags::NSW),
        OverflowOp::UMul => (Opcode::Mul, InstFlags::NUW),
    };
    let wrapped = int_binary(opcode, InstFlags::empty(), bits, a, b).ok().flatten().unwrap_or_else(|| zero(bits));
    let checked = int_binary(opcode, flag, bits, a, b).ok().flatten();
    (wrapped, checked.is_none())
}

/// Two-operand integer intrinsics at width `bits`: `smin smax umin umax sadd.sat uadd.sat
/// ssub.sat usub.sat sshl.sat ushl.sat`. `Some(None)` is poison (a saturating shift by at least
/// the width); `None` means `intr` is not one of these.
pub fn int_binary_intrinsic(intr: Intrinsic, bits: u32, a: &[u64], b: &[u64]) -> Option<Option<Limbs>> {
    let (a, b) = (fit(bits, a), fit(bits, b));
    let (sa, sb) = (sign_bit(bits, &a), sign_bit(bits, &b));
    let signed_sat = |negative: bool| if negative { signed_min(bits) } else { signed_max(bits) };
    let r = match intr {
        Intrinsic::Smin => pick(cmp_s(bits, &a, &b) != Ordering::Greater, a, b),
        Intrinsic::Smax => pick(cmp_s(bits, &a, &b) != Ordering::Less, a, b),
        Intrinsic::Umin => pick(cmp_u(&a, &b) != Ordering::Greater, a, b),
        Intrinsic::Umax => pick(cmp_u(&a, &b) != Ordering::Less, a, b),
        Intrinsic::UaddSat => {
            let (r, carry) = add_in(bits, &a, &b);
            if carry {
                ones(bits)
            } else {
                r
            }
        }
        Intrinsic::UsubSat => {
            let (r, borrow) = sub_in(bits, &a, &b);
            if borrow {
                vec![0; a.len()]
            } else {
                r
            }
        }
        Intrinsic::SaddSat => {
            let (r, _) = add_in(bits, &a, &b);
            if sa == sb && sign_bit(bits, &r) != sa {
                signed_sat(sb)
            } else {
                r
            }
        }
        Intrinsic::SsubSat => {
            let (r, _) = sub_in(bits, &a, &b);
            if sa != sb && sign_bit(bits, &r) != sa {
                signed_sat(!sb)
            } else {
                r
            }
        }
        Intrinsic::UshlSat | Intrinsic::SshlSat => {
            let Some(s) = shift_amount(bits, &b) else { return Some(None) };
            let r = shl_in(bits, &a, s);
            if intr == Intrinsic::UshlSat {
                if lshr_in(&r, s) != a {
                    ones(bits)
                } else {
                    r
                }
            } else if ashr_in(bits, &r, s) != a {
                signed_sat(sa)
            } else {
                r
            }
        }
        _ => return None,
    };
    Some(Some(r.into_boxed_slice()))
}

/// `scmp` (`signed`) or `ucmp`: -1, 0 or 1 as a `res_bits`-wide pattern (`res_bits` <= 128).
pub fn three_way_compare(signed: bool, bits: u32, a: &[u64], b: &[u64], res_bits: u32) -> u128 {
    let (a, b) = (fit(bits, a), fit(bits, b));
    let ord = if signed { cmp_s(bits, &a, &b) } else { cmp_u(&a, &b) };
    match ord {
        Ordering::Less => fold::mask(res_bits),
        Ordering::Equal => 0,
        Ordering::Greater => 1,
    }
}

/// sitofp/uitofp to float/double/half (FloatTy), correctly rounded (round to nearest even) for any width; nneg as
/// fold::int_to_float (a negative operand is poison).
pub fn int_to_float(signed: bool, nneg: bool, from_bits: u32, a: &[u64], ty: FloatTy) -> Option<u64> {
    let a = fit(from_bits, a);
    let negative = sign_bit(from_bits, &a);
    if nneg && negative {
        return None;
    }
    let flip = signed && negative;
    let m = if flip { neg_in(from_bits, &a) } else { a };
    let len = bit_len(&m);
    let r = if len <= 128 {
        fold::int_to_float(false, false, 128, low_u128(&m), ty)?
    } else {
        // The top 128 significant bits with a sticky bit for the rest round exactly as the whole
        // value (every format has far fewer than 126 significand bits); then scale exactly.
        let shift = len - 128;
        let sticky = trailing_zeros(&m).is_some_and(|t| t < shift);
        let top = bits_at(&m, shift) | sticky as u128;
        let x = fold::to_f64(ty, fold::int_to_float(false, false, 128, top, ty)?);
        // x >= 2^127, so x * 2^shift overflows f64 (and every smaller format) once shift >= 897.
        let y = if shift >= 1023 { f64::INFINITY } else { x * f64::from_bits((1023 + shift) << 52) };
        fold::from_f64(ty, y)
    };
    Some(if flip { r ^ (1u64 << (ty.bits() - 1)) } else { r })
}

/// fptosi/fptoui from float/double/half bits to an integer of to_bits; None (poison) when out of range or NaN, as
/// fold::float_to_int (rounds toward zero).
pub fn float_to_int(signed: bool, ty: FloatTy, v: u64, to_bits: u32) -> Option<Limbs> {
    let t = fold::to_f64(ty, v).trunc();
    if !t.is_finite() {
        return None;
    }
    let mut r = vec![0u64; limbs(to_bits)];
    if t == 0.0 {
        return Some(r.into_boxed_slice());
    }
    let negative = t < 0.0;
    let raw = t.abs().to_bits();
    // |t| = man * 2^(exp - 52) with |t| >= 1, so exp >= 0 and |t| has exp + 1 bits.
    let exp = (raw >> 52) - 1023;
    let man = (raw & ((1u64 << 52) - 1)) | 1u64 << 52;
    let (len, n) = (exp + 1, to_bits as u64);
    let fits = match (signed, negative) {
        (false, true) => false,
        (false, false) => len <= n,
        (true, false) => len < n,
        (true, true) => len < n || (len == n && man == 1u64 << 52),
    };
    if !fits {
        return None;
    }
    if exp >= 52 {
        r[0] = man;
        r = shl_in(to_bits, &r, exp - 52);
    } else {
        r[0] = man >> (52 - exp);
    }
    if negative {
        r = neg_in(to_bits, &r);
    }
    Some(r.into_boxed_slice())
}

// ---- limb helpers (operands already `fit` to one width unless noted) -------------------------

/// 10^19, the largest power of ten in a `u64`.
const TEN19: u64 = 10_000_000_000_000_000_000;

/// `a` as exactly `limbs(bits)` normalized limbs.
fn fit(bits: u32, a: &[u64]) -> Vec<u64> {
    let n = limbs(bits);
    let mut r = vec![0; n];
    let k = n.min(a.len());
    r[..k].copy_from_slice(&a[..k]);
    normalize(bits, &mut r);
    r
}

/// Limb `i` of `a`, zero past its end.
#[inline]
fn get(a: &[u64], i: usize) -> u64 {
    a.get(i).copied().unwrap_or(0)
}

/// Bit `i` of `a`, zero past its end.
#[inline]
fn bit(a: &[u64], i: u64) -> bool {
    (get(a, (i / 64) as usize) >> (i % 64)) & 1 == 1
}

/// The number of limbs up to and including the highest nonzero one.
fn sig_len(a: &[u64]) -> usize {
    a.iter().rposition(|&x| x != 0).map_or(0, |i| i + 1)
}

/// The number of bits up to and including the highest set one (0 for zero).
fn bit_len(a: &[u64]) -> u64 {
    a.iter().rposition(|&x| x != 0).map_or(0, |i| i as u64 * 64 + 64 - a[i].leading_zeros() as u64)
}

/// The index of the lowest set bit, `None` for zero.
fn trailing_zeros(a: &[u64]) -> Option<u64> {
    a.iter().position(|&x| x != 0).map(|i| i as u64 * 64 + a[i].trailing_zeros() as u64)
}

/// The 128 bits of `a` starting at bit `pos`.
fn bits_at(a: &[u64], pos: u64) -> u128 {
    let (l, s) = ((pos / 64) as usize, (pos % 64) as u32);
    let lo = low_u128(&[get(a, l), get(a, l + 1)]);
    if s == 0 {
        lo
    } else {
        lo >> s | (get(a, l + 2) as u128) << (128 - s)
    }
}

/// Unsigned comparison (slices of any lengths).
fn cmp_u(a: &[u64], b: &[u64]) -> Ordering {
    (0..a.len().max(b.len())).rev().map(|i| get(a, i).cmp(&get(b, i))).find(|o| o.is_ne()).unwrap_or(Ordering::Equal)
}

/// Signed comparison of `bits`-wide values.
fn cmp_s(bits: u32, a: &[u64], b: &[u64]) -> Ordering {
    match (sign_bit(bits, a), sign_bit(bits, b)) {
        (true, false) => Ordering::Less,
        (false, true) => Ordering::Greater,
        _ => cmp_u(a, b),
    }
}

/// Limb-wise `f`.
fn zip_with(a: &[u64], b: &[u64], f: impl Fn(u64, u64) -> u64) -> Vec<u64> {
    a.iter().zip(b).map(|(&x, &y)| f(x, y)).collect()
}

/// `a` or `b`.
fn pick(first: bool, a: Vec<u64>, b: Vec<u64>) -> Vec<u64> {
    if first {
        a
    } else {
        b
    }
}

/// `a + b` wrapped to `bits`, and whether the unsigned sum reached 2^bits.
fn add_in(bits: u32, a: &[u64], b: &[u64]) -> (Vec<u64>, bool) {
    let mut carry = false;
    let mut r: Vec<u64> = a
        .iter()
        .zip(b)
        .map(|(&x, &y)| {
            let (s, c1) = x.overflowing_add(y);
            let (s, c2) = s.overflowing_add(carry as u64);
            carry = c1 || c2;
            s
        })
        .collect();
    let over = carry || r.last().is_some_and(|&t| t & !top_mask(bits) != 0);
    normalize(bits, &mut r);
    (r, over)
}

/// `a - b` wrapped to `bits`, and whether `a < b`.
fn sub_in(bits: u32, a: &[u64], b: &[u64]) -> (Vec<u64>, bool) {
    let mut borrow = false;
    let mut r: Vec<u64> = a
        .iter()
        .zip(b)
        .map(|(&x, &y)| {
            let (s, b1) = x.overflowing_sub(y);
            let (s, b2) = s.overflowing_sub(borrow as u64);
            borrow = b1 || b2;
            s
        })
        .collect();
    normalize(bits, &mut r);
    (r, borrow)
}

/// `-a` wrapped to `bits`.
fn neg_in(bits: u32, a: &[u64]) -> Vec<u64> {
    let mut carry = true;
    let mut r: Vec<u64> = a
        .iter()
        .map(|&x| {
            let (s, c) = (!x).overflowing_add(carry as u64);
            carry = c;
            s
        })
        .collect();
    normalize(bits, &mut r);
    r
}

/// `|a|` of a signed `bits`-wide value, as unsigned (the minimum gives 2^(bits-1)).
fn magnitude(bits: u32, a: &[u64]) -> Vec<u64> {
    if sign_bit(bits, a) {
        neg_in(bits, a)
    } else {
        a.to_vec()
    }
}

/// All ones at width `bits` (-1, the unsigned maximum).
fn ones(bits: u32) -> Vec<u64> {
    let mut r = vec![u64::MAX; limbs(bits)];
    normalize(bits, &mut r);
    r
}

/// The signed minimum of width `bits`: only the sign bit set.
fn signed_min(bits: u32) -> Vec<u64> {
    let mut r = vec![0; limbs(bits)];
    r[(bits as usize - 1) / 64] = 1u64 << ((bits - 1) % 64);
    r
}

/// The signed maximum of width `bits`: all ones but the sign bit.
fn signed_max(bits: u32) -> Vec<u64> {
    let mut r = ones(bits);
    r[(bits as usize - 1) / 64] &= !(1u64 << ((bits - 1) % 64));
    r
}

/// `v` of width `from` sign-extended (or truncated) to width `to`.
fn sext_to(from: u32, to: u32, v: &[u64]) -> Vec<u64> {
    let mut r = fit(to, v);
    if sign_bit(from, v) && to > from {
        // Limb `first` holds bit `from` (to > from, so it exists); every limb above is all ones.
        let first = from as usize / 64;
        r[first] |= u64::MAX << (from % 64);
        for x in r.iter_mut().skip(first + 1) {
            *x = u64::MAX;
        }
        normalize(to, &mut r);
    }
    r
}

/// A shift amount below the width, or `None` (poison) for one at least the width.
fn shift_amount(bits: u32, b: &[u64]) -> Option<u64> {
    let s = get(b, 0);
    (s < bits as u64 && b.iter().skip(1).all(|&x| x == 0)).then_some(s)
}

/// `a << s` at width `bits` (zero once `s >= bits`).
fn shl_in(bits: u32, a: &[u64], s: u64) -> Vec<u64> {
    let n = limbs(bits);
    let mut r = vec![0; n];
    if s >= bits as u64 {
        return r;
    }
    let (ls, bs) = ((s / 64) as usize, (s % 64) as u32);
    for (i, x) in r.iter_mut().enumerate().skip(ls) {
        let src = i - ls;
        *x = get(a, src) << bs;
        if bs > 0 && src > 0 {
            *x |= get(a, src - 1) >> (64 - bs);
        }
    }
    normalize(bits, &mut r);
    r
}

/// `a >> s` (logical), as many limbs as `a`.
fn lshr_in(a: &[u64], s: u64) -> Vec<u64> {
    let n = a.len();
    let mut r = vec![0; n];
    let (ls, bs) = (s / 64, (s % 64) as u32);
    if ls >= n as u64 {
        return r;
    }
    let ls = ls as usize;
    for (i, x) in r.iter_mut().take(n - ls).enumerate() {
        let src = i + ls;
        *x = a[src] >> bs;
        if bs > 0 {
            *x |= get(a, src + 1) << (64 - bs);
        }
    }
    r
}

/// `a >> s` (arithmetic) at width `bits`.
fn ashr_in(bits: u32, a: &[u64], s: u64) -> Vec<u64> {
    if sign_bit(bits, a) {
        let not = |v: &[u64]| {
            let mut r: Vec<u64> = v.iter().map(|x| !x).collect();
            normalize(bits, &mut r);
            r
        };
        not(&lshr_in(&not(a), s))
    } else {
        lshr_in(a, s)
    }
}

/// The low `out_len` limbs of `a * b` (schoolbook).
fn mul_trunc(a: &[u64], b: &[u64], out_len: usize) -> Vec<u64> {
    let (a, b) = (&a[..sig_len(a)], &b[..sig_len(b)]);
    let mut r = vec![0u64; out_len];
    for (i, &x) in a.iter().enumerate().take(out_len) {
        if x == 0 {
            continue;
        }
        let mut carry = 0u128;
        for (j, &y) in b.iter().enumerate().take(out_len - i) {
            // x * y + r + carry <= (2^64 - 1)^2 + 2 (2^64 - 1) = 2^128 - 1.
            let t = x as u128 * y as u128 + r[i + j] as u128 + carry;
            r[i + j] = t as u64;
            carry = t >> 64;
        }
        if i + b.len() < out_len {
            r[i + b.len()] = carry as u64;
        }
    }
    r
}

/// The whole product `a * b`.
fn mul_full(a: &[u64], b: &[u64]) -> Vec<u64> {
    mul_trunc(a, b, sig_len(a) + sig_len(b))
}

/// `a = a * m + add` in place; returns the carry out of the top limb.
fn mul_small_add(a: &mut [u64], m: u64, add: u64) -> u64 {
    let mut carry = add as u128;
    for x in a.iter_mut() {
        let t = *x as u128 * m as u128 + carry;
        *x = t as u64;
        carry = t >> 64;
    }
    carry as u64
}

/// `a /= d` in place (`d` nonzero); returns the remainder.
fn div_small(a: &mut [u64], d: u64) -> u64 {
    let mut rem = 0u128;
    for x in a.iter_mut().rev() {
        let cur = rem << 64 | *x as u128;
        *x = (cur / d as u128) as u64;
        rem = cur % d as u128;
    }
    rem as u64
}

/// `a % d` (`d` nonzero).
fn rem_small(a: &[u64], d: u64) -> u64 {
    a.iter().rev().fold(0u128, |rem, &x| (rem << 64 | x as u128) % d as u128) as u64
}

/// `a << s` for `s < 64`, into `out_len` limbs.
fn shl_small(a: &[u64], s: u32, out_len: usize) -> Vec<u64> {
    (0..out_len)
        .map(|i| {
            let lo = get(a, i) << s;
            if s > 0 && i > 0 {
                lo | get(a, i - 1) >> (64 - s)
            } else {
                lo
            }
        })
        .collect()
}

/// Unsigned `a / b` and `a % b` (`b` nonzero): the quotient has `a.len()` limbs, the remainder
/// `b.len()`. Knuth's algorithm D on 64-bit digits, a short division for a one-limb divisor.
fn divrem(a: &[u64], b: &[u64]) -> (Vec<u64>, Vec<u64>) {
    let (mut q, mut r) = (vec![0; a.len()], vec![0; b.len()]);
    let (m, n) = (sig_len(a), sig_len(b));
    assert!(n > 0, "wide::divrem by zero");
    if cmp_u(&a[..m], &b[..n]) == Ordering::Less {
        r[..m].copy_from_slice(&a[..m]);
        return (q, r);
    }
    if n == 1 {
        q[..m].copy_from_slice(&a[..m]);
        r[0] = div_small(&mut q[..m], b[0]);
        return (q, r);
    }
    // D1: normalise so the divisor's top limb has its top bit set; u gets one more limb.
    let s = b[n - 1].leading_zeros();
    let v = shl_small(&b[..n], s, n);
    let mut u = shl_small(&a[..m], s, m + 1);
    let (vtop, vnext) = (v[n - 1] as u128, v[n - 2] as u128);
    for j in (0..=m - n).rev() {
        // D3: estimate from the top two limbs, corrected with the third; then qhat < 2^64 and
        // is at most one too large.
        let num = (u[j + n] as u128) << 64 | u[j + n - 1] as u128;
        let (mut qhat, mut rhat) = (num / vtop, num % vtop);
        while qhat >> 64 != 0 || qhat * vnext > (rhat << 64 | u[j + n - 2] as u128) {
            qhat -= 1;
            rhat += vtop;
            if rhat >> 64 != 0 {
                break;
            }
        }
        // D4: u[j..=j+n] -= qhat * v.
        let (mut carry, mut borrow) = (0u128, false);
        for (i, &vi) in v.iter().enumerate() {
            let p = qhat * vi as u128 + carry;
            carry = p >> 64;
            let (t, b1) = u[i + j].overflowing_sub(p as u64);
            let (t, b2) = t.overflowing_sub(borrow as u64);
            u[i + j] = t;
            borrow = b1 || b2;
        }
        let (t, b1) = u[j + n].overflowing_sub(carry as u64);
        let (t, b2) = t.overflowing_sub(borrow as u64);
        u[j + n] = t;
        // D5/D6: the estimate was one too large; add v back.
        if b1 || b2 {
            qhat -= 1;
            let mut c = false;
            for (i, &vi) in v.iter().enumerate() {
                let (t, c1) = u[i + j].overflowing_add(vi);
                let (t, c2) = t.overflowing_add(c as u64);
                u[i + j] = t;
                c = c1 || c2;
            }
            u[j + n] = u[j + n].wrapping_add(c as u64);
        }
        q[j] = qhat as u64;
    }
    // D8: the remainder is u[..n] shifted back.
    for (i, x) in r.iter_mut().enumerate().take(n) {
        *x = if s == 0 { u[i] } else { u[i] >> s | u[i + 1] << (64 - s) };
    }
    (q, r)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fold::mask;
    use proptest::prelude::*;

    const NONE: InstFlags = InstFlags::empty();
    const OVERFLOW_OPS: [OverflowOp; 6] =
        [OverflowOp::SAdd, OverflowOp::UAdd, OverflowOp::SSub, OverflowOp::USub, OverflowOp::SMul, OverflowOp::UMul];
    const FLOAT_TYS: [FloatTy; 3] = [FloatTy::Half, FloatTy::Float, FloatTy::Double];

    /// Every subset of `flags`.
    fn subsets(flags: &[InstFlags]) -> Vec<InstFlags> {
        (0..1u32 << flags.len())
            .map(|m| flags.iter().enumerate().filter(|(i, _)| m >> i & 1 == 1).fold(NONE, |acc, (_, &f)| acc | f))
            .collect()
    }

    /// The `u128` of a result, checking it has exactly `limbs(bits)` canonical limbs.
    fn canon(bits: u32, l: &[u64]) -> u128 {
        assert_eq!(l.len(), limbs(bits), "limb count at i{bits}");
        let mut c = l.to_vec();
        normalize(bits, &mut c);
        assert_eq!(&c[..], l, "non-canonical result at i{bits}");
        low_u128(l)
    }

    /// Operands biased towards the edges (zero, small, all ones, around the signed minimum, shift
    /// amounts around the width, powers of two).
    fn value(bits: u32) -> BoxedStrategy<u128> {
        let m = mask(bits);
        let smin = 1u128 << (bits - 1);
        prop_oneof![
            3 => any::<u128>().prop_map(move |v| v & m),
            2 => (0u128..260).prop_map(move |v| v & m),
            1 => (0u128..4).prop_map(move |d| m.wrapping_sub(d) & m),
            1 => (0u128..5).prop_map(move |d| smin.wrapping_add(d).wrapping_sub(2) & m),
            1 => (0u128..5).prop_map(move |d| (bits as u128 + d).wrapping_sub(2) & m),
            1 => (any::<u128>(), 0u32..128).prop_map(move |(v, s)| (v >> s) & m),
            1 => (0u32..128).prop_map(move |s| (1u128 << s) & m),
        ]
        .boxed()
    }

    fn narrow2() -> impl Strategy<Value = (u32, u128, u128)> {
        (1u32..=128).prop_flat_map(|bits| (Just(bits), value(bits), value(bits)))
    }

    fn narrow3() -> impl Strategy<Value = (u32, u128, u128, u128)> {
        (1u32..=128).prop_flat_map(|bits| (Just(bits), value(bits), value(bits), value(bits)))
    }

    /// Doubles: any pattern, integers of up to 130 bits, values next to powers of two, small values.
    fn double() -> BoxedStrategy<f64> {
        let sign = |neg: bool, x: f64| if neg { -x } else { x };
        prop_oneof![
            any::<u64>().prop_map(f64::from_bits),
            (any::<bool>(), 0u64..131, any::<u64>())
                .prop_map(move |(n, e, m)| sign(n, f64::from_bits((e + 1023) << 52 | m >> 12))),
            (any::<bool>(), 0u64..131, -2i64..=2)
                .prop_map(move |(n, e, d)| sign(n, f64::from_bits(((e + 1023) << 52).wrapping_add(d as u64)))),
            -300.0f64..300.0,
        ]
        .boxed()
    }

    /// `x` rounded to format `ty`, as a pattern.
    fn pattern(ty: FloatTy, x: f64) -> u64 {
        match ty {
            FloatTy::Double => x.to_bits(),
            FloatTy::Float => (x as f32).to_bits() as u64,
            FloatTy::Half => fold::f64_to_half(x) as u64,
        }
    }

    proptest! {
        #[test]
        fn binary_operations_agree_with_fold((bits, a, b) in narrow2()) {
            let (wa, wb) = (from_u128(bits, a), from_u128(bits, b));
            let flag_sets = subsets(&[InstFlags::NUW, InstFlags::NSW, InstFlags::EXACT, InstFlags::DISJOINT]);
            for &op in Opcode::ALL {
                for &flags in &flag_sets {
                    let want = fold::int_binary(op, flags, bits, a, b);
                    let got = int_binary(op, flags, bits, &wa, &wb).map(|r| r.map(|l| canon(bits, &l)));
                    prop_assert_eq!(got, want, "{:?} {:?} i{} {:#x} {:#x}", op, flags, bits, a, b);
                }
            }
            for &p in IntPredicate::ALL {
                prop_assert_eq!(icmp(p, bits, &wa, &wb), fold::icmp(p, bits, a, b), "{:?}", p);
            }
            for op in OVERFLOW_OPS {
                let (r, o) = with_overflow(op, bits, &wa, &wb);
                prop_assert_eq!((canon(bits, &r), o), fold::with_overflow(op, bits, a, b), "{:?}", op);
            }
            for &intr in Intrinsic::ALL {
                let want = fold::int_binary_intrinsic(intr, bits, a, b);
                let got = int_binary_intrinsic(intr, bits, &wa, &wb).map(|r| r.map(|l| canon(bits, &l)));
                prop_assert_eq!(got, want, "{:?}", intr);
            }
            for res_bits in [2, 3, 8, 32, 64, 100, 128, bits.max(2)] {
                for signed in [false, true] {
                    prop_assert_eq!(
                        three_way_compare(signed, bits, &wa, &wb, res_bits),
                        fold::three_way_compare(signed, bits, a, b, res_bits)
                    );
                }
            }
        }

        #[test]
        fn bit_operations_agree_with_fold((bits, a, b, c) in narrow3()) {
            let (wa, wb, wc) = (from_u128(bits, a), from_u128(bits, b), from_u128(bits, c));
            prop_assert_eq!(ctpop(&wa) as u128, fold::ctpop(a));
            for zip in [false, true] {
                prop_assert_eq!(ctlz(bits, &wa, zip).map(u128::from), fold::ctlz(bits, a, zip));
                prop_assert_eq!(cttz(bits, &wa, zip).map(u128::from), fold::cttz(bits, a, zip));
                prop_assert_eq!(abs(bits, &wa, zip).map(|l| canon(bits, &l)), fold::abs(bits, a, zip));
            }
            prop_assert_eq!(canon(bits, &bswap(bits, &wa)), fold::bswap(bits, a));
            prop_assert_eq!(canon(bits, &bitreverse(bits, &wa)), fold::bitreverse(bits, a));
            prop_assert_eq!(canon(bits, &fshl(bits, &wa, &wb, &wc)), fold::fshl(bits, a, b, c));
            prop_assert_eq!(canon(bits, &fshr(bits, &wa, &wb, &wc)), fold::fshr(bits, a, b, c));
            // Decimal text: signed out, both signed and unsigned spellings back in.
            let signed = fold::sext(bits, a);
            prop_assert_eq!(to_signed_decimal(bits, &wa), signed.to_string());
            prop_assert_eq!(parse_decimal(bits, &signed.to_string()), Some(wa.clone()));
            prop_assert_eq!(parse_decimal(bits, &a.to_string()), Some(wa.clone()));
            prop_assert_eq!(low_u128(&from_i128(bits, signed)), a);
        }

        #[test]
        fn casts_agree_with_fold((big, small, vb, vs) in (1u32..=128, 1u32..=128).prop_flat_map(|(x, y)| {
            let (big, small) = (x.max(y), x.min(y));
            (Just(big), Just(small), value(big), value(small))
        })) {
            for flags in subsets(&[InstFlags::NUW, InstFlags::NSW, InstFlags::NNEG]) {
                for &op in Opcode::ALL {
                    let (from, to, v) = if op == Opcode::Trunc { (big, small, vb) } else { (small, big, vs) };
                    let got = cast_int(op, flags, from, to, &from_u128(from, v)).map(|l| canon(to, &l));
                    prop_assert_eq!(got, fold::cast_int(op, flags, from, to, v), "{:?} {:?} i{} i{} {:#x}", op, flags, from, to, v);
                }
            }
        }

        #[test]
        fn float_conversions_agree_with_fold((bits, a) in (1u32..=128).prop_flat_map(|b| (Just(b), value(b))), x in double()) {
            let wa = from_u128(bits, a);
            for ty in FLOAT_TYS {
                for (signed, nneg) in [(false, false), (false, true), (true, false), (true, true)] {
                    prop_assert_eq!(int_to_float(signed, nneg, bits, &wa, ty), fold::int_to_float(signed, nneg, bits, a, ty));
                }
                let p = pattern(ty, x);
                for signed in [false, true] {
                    let got = float_to_int(signed, ty, p, bits).map(|l| canon(bits, &l));
                    prop_assert_eq!(got, fold::float_to_int(signed, ty, p, bits), "{:?} {:#x} i{}", ty, p, bits);
                }
            }
        }

        #[test]
        fn parse_decimal_range(bits in 1u32..=128, negative: bool, mag in prop_oneof![
            any::<u128>(),
            (0u32..128, -3i32..=3).prop_map(|(k, d)| (1u128 << k).wrapping_add(d as u128)),
        ]) {
            let text = format!("{}{mag}", if negative { "-" } else { "" });
            let want = if negative {
                (mag <= 1u128 << (bits - 1)).then(|| mag.wrapping_neg() & mask(bits))
            } else {
                (mag <= mask(bits)).then_some(mag)
            };
            prop_assert_eq!(parse_decimal(bits, &text).map(|l| canon(bits, &l)), want, "{}", text);
        }
    }

    #[test]
    fn division_add_back_step() {
        // u = q * v - 1 with v's low limb all ones: the two-limb estimate gives q, one too large.
        let v = [u64::MAX, 0, 1 << 63, 0];
        let q = from_u128(256, 0xfedc_ba98_7654_3210);
        let u = wrap(Opcode::Sub, 256, &wrap(Opcode::Mul, 256, &q, &v), &from_u128(256, 1));
        assert_eq!(&u[..], &[0x0123_4567_89ab_cdef, 0xfedc_ba98_7654_320f, 0, 0x7f6e_5d4c_3b2a_1908]);
        assert_eq!(low_u128(&wrap(Opcode::UDiv, 256, &u, &v)), 0xfedc_ba98_7654_320f);
        assert_eq!(&wrap(Opcode::URem, 256, &u, &v)[..], &[u64::MAX - 1, 0, 1 << 63, 0]);
        // The same shape at other lengths, normalisation shifts and quotient sizes.
        let one = from_u128(1024, 1);
        for n in 2..=6usize {
            for top in [1u64 << 63, u64::MAX, 1 << 62, 3, 1] {
                for qv in [2u128, 0xffff_ffff_ffff_ffff, 0x8000_0000_0000_0001, u128::MAX, 0x1_0000_0000_0000_0001] {
                    let mut v = vec![0u64; limbs(1024)];
                    v[0] = u64::MAX;
                    v[n - 1] = top;
                    let q = from_u128(1024, qv);
                    let p = wrap(Opcode::Mul, 1024, &q, &v);
                    let u = wrap(Opcode::Sub, 1024, &p, &one);
                    assert_eq!(
                        wrap(Opcode::UDiv, 1024, &u, &v),
                        wrap(Opcode::Sub, 1024, &q, &one),
                        "n={n} top={top:#x} q={qv:#x}"
                    );
                    assert_eq!(wrap(Opcode::URem, 1024, &u, &v), wrap(Opcode::Sub, 1024, &v, &one));
                }
            }
        }
    }

    #[test]
    fn division_edge_shapes() {
        let bits = 512;
        let n = limbs(bits);
        let mut big = vec![u64::MAX; n];
        big[n - 1] = 0x1234;
        let cases: Vec<(Vec<u64>, Vec<u64>)> = vec![
            (big.clone(), big.clone()),                                   // equal
            (vec![5, 0, 0, 0, 0, 0, 0, 0], big.clone()),                  // dividend below divisor
            (big.clone(), vec![7, 0, 0, 0, 0, 0, 0, 0]),                  // one-limb divisor
            (big.clone(), vec![0, 1, 0, 0, 0, 0, 0, 0]),                  // divisor 2^64
            (big.clone(), vec![u64::MAX, u64::MAX, 0, 0, 0, 0, 0, 0]),    // two-limb divisor, s = 0
            (vec![0, 0, 0, 0, 0, 0, 0, 1], vec![1, 0, 0, 0, 0, 0, 0, 1]), // just below
            (vec![u64::MAX; n], vec![0, 0, 0, 0, 0, 0, 0, 1 << 63]),
        ];
        for (a, b) in cases {
            let (q, r) = (wrap(Opcode::UDiv, bits, &a, &b), wrap(Opcode::URem, bits, &a, &b));
            assert!(icmp(IntPredicate::Ult, bits, &r, &b));
            let qb = bin(Opcode::Mul, InstFlags::NUW, bits, &q, &b).unwrap();
            assert_eq!(&wrap(Opcode::Add, bits, &qb, &r)[..], &a[..]);
        }
        assert_eq!(low_u128(&wrap(Opcode::UDiv, bits, &big, &big)), 1);
        assert_eq!(low_u128(&wrap(Opcode::UDiv, bits, &[5], &big)), 0);
    }

    #[test]
    fn sdiv_sign_rules() {
        let bits = 300;
        let v = |x: i128| from_i128(bits, x);
        let sd = |a: i128, b: i128| wrap(Opcode::SDiv, bits, &v(a), &v(b));
        let sr = |a: i128, b: i128| wrap(Opcode::SRem, bits, &v(a), &v(b));
        for (a, b, q, r) in [(7, 2, 3, 1), (-7, 2, -3, -1), (7, -2, -3, 1), (-7, -2, 3, -1), (-1, 5, 0, -1)] {
            assert_eq!(sd(a, b), v(q), "{a} / {b}");
            assert_eq!(sr(a, b), v(r), "{a} % {b}");
        }
        let min = signed_min(bits);
        let m1 = ones(bits);
        assert_eq!(int_binary(Opcode::SDiv, NONE, bits, &min, &m1), Err(FoldError::DivOverflow));
        assert_eq!(int_binary(Opcode::SRem, NONE, bits, &min, &m1), Err(FoldError::DivOverflow));
        assert_eq!(int_binary(Opcode::SDiv, NONE, bits, &min, &zero(bits)), Err(FoldError::DivByZero));
        assert_eq!(wrap(Opcode::SDiv, bits, &min, &v(1)), min.clone().into_boxed_slice());
        // min / 2 = -2^298 exactly; min / -2 = 2^298.
        let half = wrap(Opcode::Shl, bits, &v(1), &v(298));
        assert_eq!(wrap(Opcode::SDiv, bits, &min, &v(-2)), half);
        assert_eq!(bin(Opcode::SDiv, InstFlags::EXACT, bits, &v(-9), &v(3)), Some(v(-3)));
        assert_eq!(bin(Opcode::SDiv, InstFlags::EXACT, bits, &v(-9), &v(4)), None);
    }

    #[test]
    fn decimal_known_values() {
        let p255 = wrap(Opcode::Shl, 256, &from_u128(256, 1), &from_u128(256, 255));
        assert_eq!(
            to_signed_decimal(256, &p255),
            "-57896044618658097711785492504343953926634992332820282019728792003956564819968"
        );
        assert_eq!(to_signed_decimal(256, &ones(256)), "-1");
        assert_eq!(to_signed_decimal(256, &zero(256)), "0");
        assert_eq!(to_signed_decimal(1, &[1]), "-1");
        let max = "115792089237316195423570985008687907853269984665640564039457584007913129639935";
        assert_eq!(parse_decimal(256, max).as_deref(), Some(&ones(256)[..]));
        assert_eq!(
            parse_decimal(256, "115792089237316195423570985008687907853269984665640564039457584007913129639936"),
            None
        );
        let min = "-57896044618658097711785492504343953926634992332820282019728792003956564819968";
        assert_eq!(parse_decimal(256, min), Some(p255.clone()));
        assert_eq!(
            parse_decimal(256, "-57896044618658097711785492504343953926634992332820282019728792003956564819969"),
            None
        );
        assert_eq!(parse_decimal(128, "340282366920938463463374607431768211455"), Some(from_u128(128, u128::MAX)));
        assert_eq!(parse_decimal(128, "340282366920938463463374607431768211456"), None);
        assert_eq!(parse_decimal(8, "-128").as_deref(), Some(&[0x80][..]));
        assert_eq!(parse_decimal(8, "255").as_deref(), Some(&[0xff][..]));
        assert_eq!(parse_decimal(8, "256"), None);
        assert_eq!(parse_decimal(8, "-129"), None);
        assert_eq!(parse_decimal(1, "-1").as_deref(), Some(&[1][..]));
        assert_eq!(parse_decimal(64, &format!("{}1", "0".repeat(100))).as_deref(), Some(&[1][..]));
        assert_eq!(parse_decimal(64, &"9".repeat(1000)), None);
        assert_eq!(parse_decimal(64, "-0").as_deref(), Some(&[0][..]));
        for bad in ["", "-", "+1", "1a", " 1", "--1", "1-", "0x10", "1_000"] {
            assert_eq!(parse_decimal(64, bad), None, "{bad:?}");
        }
        // 10^70 / 7, exactly.
        let ten70 = parse_decimal(256, &format!("1{}", "0".repeat(70))).unwrap();
        let seven = from_u128(256, 7);
        let (q, r) = (wrap(Opcode::UDiv, 256, &ten70, &seven), wrap(Opcode::URem, 256, &ten70, &seven));
        assert_eq!(to_signed_decimal(256, &q), format!("{}1428", "142857".repeat(11)));
        assert_eq!(low_u128(&r), 4);
        assert_eq!(wrap(Opcode::Add, 256, &wrap(Opcode::Mul, 256, &q, &seven), &r), ten70);
        // A long value: 4096 bits of 0xa5 bytes round-trips through its 1233-digit decimal form.
        let v = vec![0xa5a5_a5a5_a5a5_a5a5u64; 64];
        let text = to_signed_decimal(4096, &v);
        assert!(text.starts_with('-') && text.len() > 1200);
        assert_eq!(parse_decimal(4096, &text).as_deref(), Some(&v[..]));
    }

    #[test]
    fn wide_float_conversions() {
        let d = |x: f64| x.to_bits();
        let p = |k: u32, bits: u32| wrap(Opcode::Shl, bits, &from_u128(bits, 1), &from_u128(bits, k as u128));
        // 2^200 + 1 rounds to 2^200.
        let x = wrap(Opcode::Add, 256, &p(200, 256), &from_u128(256, 1));
        assert_eq!(int_to_float(false, false, 256, &x, FloatTy::Double), Some(d(2f64.powi(200))));
        assert_eq!(int_to_float(true, false, 256, &x, FloatTy::Double), Some(d(2f64.powi(200))));
        let neg = wrap(Opcode::Sub, 256, &zero(256), &x);
        assert_eq!(int_to_float(true, false, 256, &neg, FloatTy::Double), Some(d(-(2f64.powi(200)))));
        assert_eq!(int_to_float(false, true, 256, &neg, FloatTy::Double), None);
        // 2^1024 - 1 at 1025 bits overflows double; 2^1024 - 2^971 rounds up to infinity (the tie
        // goes to the even 2^1024), 2^1024 - 2^971 - 1 down to the maximum.
        let top = wrap(Opcode::Sub, 1025, &p(1024, 1025), &from_u128(1025, 1));
        assert_eq!(int_to_float(false, false, 1025, &top, FloatTy::Double), Some(d(f64::INFINITY)));
        assert_eq!(int_to_float(true, false, 1025, &top, FloatTy::Double), Some(d(f64::INFINITY)));
        let tie = wrap(Opcode::Sub, 1025, &p(1024, 1025), &p(970, 1025));
        assert_eq!(int_to_float(false, false, 1025, &tie, FloatTy::Double), Some(d(f64::INFINITY)));
        let below = wrap(Opcode::Sub, 1025, &tie, &from_u128(1025, 1));
        assert_eq!(int_to_float(false, false, 1025, &below, FloatTy::Double), Some(d(f64::MAX)));
        assert_eq!(int_to_float(false, false, 200, &p(150, 200), FloatTy::Float), Some(f32::INFINITY.to_bits() as u64));
        assert_eq!(int_to_float(true, false, 8192, &ones(8192), FloatTy::Half), Some(0xbc00));
        assert_eq!(int_to_float(false, false, 8192, &ones(8192), FloatTy::Half), Some(0x7c00));
        // 2^300 + 2^247 is halfway between two doubles and ties to the even 2^300; one more (far
        // below the 128-bit window, seen only through the sticky bit) rounds up.
        let t = wrap(Opcode::Add, 400, &p(300, 400), &p(300 - 53, 400));
        assert_eq!(int_to_float(false, false, 400, &t, FloatTy::Double), Some(d(2f64.powi(300))));
        let t1 = wrap(Opcode::Add, 400, &t, &from_u128(400, 1));
        assert_eq!(
            int_to_float(false, false, 400, &t1, FloatTy::Double),
            Some(d(2f64.powi(300) * (1.0 + f64::EPSILON)))
        );
        // 1e70 to i256 and back.
        let big = float_to_int(true, FloatTy::Double, d(1e70), 256).unwrap();
        assert_eq!(int_to_float(true, false, 256, &big, FloatTy::Double), Some(d(1e70)));
        assert_eq!(
            float_to_int(true, FloatTy::Double, d(-1e70), 256).map(|v| to_signed_decimal(256, &v)),
            Some(format!("-{}", to_signed_decimal(256, &big)))
        );
        assert_eq!(float_to_int(false, FloatTy::Double, d(-1e70), 256), None);
        // Range edges: -2^255 fits i256, 2^255 does not (but fits u256); 2^256 fits neither.
        assert_eq!(float_to_int(true, FloatTy::Double, d(-(2f64.powi(255))), 256), Some(p(255, 256)));
        assert_eq!(float_to_int(true, FloatTy::Double, d(2f64.powi(255)), 256), None);
        assert_eq!(float_to_int(false, FloatTy::Double, d(2f64.powi(255)), 256), Some(p(255, 256)));
        assert_eq!(float_to_int(false, FloatTy::Double, d(2f64.powi(256)), 256), None);
        assert_eq!(float_to_int(false, FloatTy::Double, d(f64::MAX), 1024).map(|v| bit_len(&v)), Some(1024));
        assert_eq!(float_to_int(true, FloatTy::Double, d(f64::MAX), 1024), None);
        assert_eq!(float_to_int(true, FloatTy::Double, d(f64::INFINITY), 4096), None);
        assert_eq!(float_to_int(true, FloatTy::Double, d(f64::NEG_INFINITY), 4096), None);
        assert_eq!(float_to_int(true, FloatTy::Double, d(f64::NAN), 4096), None);
        assert_eq!(float_to_int(true, FloatTy::Double, d(-0.75), 4096), Some(zero(4096)));
        assert_eq!(float_to_int(true, FloatTy::Double, d(-2.5), 4096), Some(from_i128(4096, -2)));
        assert_eq!(
            float_to_int(false, FloatTy::Float, 3.0e38f32.to_bits() as u64, 200).map(|v| int_to_float(
                false,
                false,
                200,
                &v,
                FloatTy::Float
            )),
            Some(Some(3.0e38f32.to_bits() as u64))
        );
    }

    // ---- wide widths -------------------------------------------------------------------------

    const WIDE: [u32; 8] = [129, 192, 200, 256, 511, 1000, 1024, 4096];

    fn limb() -> BoxedStrategy<u64> {
        prop_oneof![
            4 => any::<u64>(),
            1 => Just(0u64),
            1 => Just(u64::MAX),
            1 => Just(1u64 << 63),
            1 => Just(u64::MAX >> 1),
            1 => 0u64..16,
        ]
        .boxed()
    }

    /// A `bits`-wide value; often with high limbs zero (short divisors, dividends below divisors).
    fn wide_value(bits: u32) -> BoxedStrategy<Limbs> {
        let n = limbs(bits);
        (proptest::collection::vec(limb(), n), prop_oneof![Just(n), 0..=n, 0..=2usize])
            .prop_map(move |(mut v, keep)| {
                v.iter_mut().skip(keep).for_each(|x| *x = 0);
                normalize(bits, &mut v);
                v.into_boxed_slice()
            })
            .boxed()
    }

    fn wide3() -> impl Strategy<Value = (u32, Limbs, Limbs, Limbs)> {
        proptest::sample::select(WIDE.to_vec())
            .prop_flat_map(|bits| (Just(bits), wide_value(bits), wide_value(bits), wide_value(bits)))
    }

    /// Operands for the rounding check: any magnitude, and values at or next to a halfway point
    /// of each format's significand (`p` bits plus the half bit), shifted anywhere.
    fn float_operand(bits: u32) -> BoxedStrategy<Limbs> {
        prop_oneof![
            (wide_value(bits), 0..bits as u64).prop_map(|(v, s)| lshr_in(&v, s).into_boxed_slice()),
            (proptest::sample::select(vec![12u32, 25, 54]), any::<u64>(), 0..bits - 64, 0u64..3).prop_map(
                move |(p, m, k, noise)| {
                    let m = (m & ((1u64 << p) - 1)) | 1 << (p - 1) | 1;
                    let v = shl_in(bits, &[m], k as u64);
                    let (r, _) = add_in(bits, &v, &from_u128(bits, noise as u128));
                    r.into_boxed_slice()
                }
            ),
        ]
        .boxed()
    }

    /// The exact value of a non-negative float pattern as a `bits`-wide integer; infinity stands for
    /// the power of two after the largest finite value.
    fn float_value(ty: FloatTy, f: u64, bits: u32) -> Limbs {
        if fold::to_f64(ty, f).is_infinite() {
            let emax = match ty {
                FloatTy::Half => 16,
                FloatTy::Float => 128,
                FloatTy::Double => 1024,
            };
            return shl_in(bits, &[1], emax).into_boxed_slice();
        }
        float_to_int(false, ty, f, bits).unwrap()
    }

    fn bin(op: Opcode, flags: InstFlags, bits: u32, a: &[u64], b: &[u64]) -> Option<Limbs> {
        int_binary(op, flags, bits, a, b).unwrap()
    }
    fn wrap(op: Opcode, bits: u32, a: &[u64], b: &[u64]) -> Limbs {
        bin(op, NONE, bits, a, b).unwrap()
    }
    fn ext(op: Opcode, from: u32, to: u32, a: &[u64]) -> Limbs {
        cast_int(op, NONE, from, to, a).unwrap()
    }
    /// Whether the exact value `a` (of width `from`) survives `trunc nuw` (`unsigned`) or `trunc nsw` to `to` bits.
    fn fits(unsigned: bool, from: u32, to: u32, a: &[u64]) -> bool {
        let f = if unsigned { InstFlags::NUW } else { InstFlags::NSW };
        cast_int(Opcode::Trunc, f, from, to, a).is_some()
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(128))]

        #[test]
        fn wide_int_to_float_is_nearest((bits, a) in (129u32..=1100).prop_flat_map(|b| (Just(b), float_operand(b)))) {
            use IntPredicate::Uge;
            let w = 1200; // holds every operand and 2^1024
            let x = ext(Opcode::ZExt, bits, w, &a);
            let dist = |y: &[u64]| if icmp(Uge, w, &x, y) { wrap(Opcode::Sub, w, &x, y) } else { wrap(Opcode::Sub, w, y, &x) };
            for ty in FLOAT_TYS {
                let f = int_to_float(false, false, bits, &a, ty).unwrap();
                let inf = fold::from_f64(ty, f64::INFINITY);
                prop_assert!(f <= inf);
                let d = dist(&float_value(ty, f, w));
                // No neighbour is nearer, and a tie went to the even significand.
                let mut neighbours = vec![];
                if f > 0 {
                    neighbours.push(f - 1);
                }
                if f < inf {
                    neighbours.push(f + 1);
                }
                for g in neighbours {
                    let dg = dist(&float_value(ty, g, w));
                    let ord = cmp_u(&d, &dg);
                    prop_assert!(ord == Ordering::Less || (ord == Ordering::Equal && f & 1 == 0), "{:?} {:#x} vs {:#x}", ty, f, g);
                }
                // sitofp of the negation is the negation.
                if !is_zero(&a) {
                    let n1 = bits + 1;
                    let neg = wrap(Opcode::Sub, n1, &zero(n1), &ext(Opcode::ZExt, bits, n1, &a));
                    prop_assert_eq!(int_to_float(true, false, n1, &neg, ty), Some(f ^ 1 << (ty.bits() - 1)));
                }
            }
        }

        #[test]
        fn wide_float_to_int_round_trips(x in double(), scale in 0i32..900, bits in proptest::sample::select(WIDE.to_vec())) {
            let x = x * 2f64.powi(scale);
            let t = x.trunc();
            for signed in [false, true] {
                let got = float_to_int(signed, FloatTy::Double, x.to_bits(), bits);
                let half = 2f64.powi(bits as i32 - 1);
                let in_range = t.is_finite() && if signed { t >= -half && t < half } else { t > -1.0 && t < 2.0 * half };
                prop_assert_eq!(got.is_some(), in_range, "{} i{}", x, bits);
                if let Some(v) = got {
                    let back = int_to_float(signed, false, bits, &v, FloatTy::Double).unwrap();
                    prop_assert_eq!(f64::from_bits(back), t);
                }
            }
        }

        #[test]
        fn wide_division_identities((bits, a, b, c) in wide3()) {
            use Opcode::*;
            // (b * c - 1) / b == c - 1 rem b - 1 when b * c does not wrap: the quotient estimate of
            // algorithm D is often one too large here (the add-back step).
            if let Some(p) = bin(Mul, InstFlags::NUW, bits, &b, &c).filter(|p| !is_zero(p)) {
                let one = from_u128(bits, 1);
                let p1 = wrap(Sub, bits, &p, &one);
                prop_assert_eq!(wrap(UDiv, bits, &p1, &b), wrap(Sub, bits, &c, &one));
                prop_assert_eq!(wrap(URem, bits, &p1, &b), wrap(Sub, bits, &b, &one));
                prop_assert_eq!(wrap(UDiv, bits, &p, &b), c.clone());
                prop_assert!(is_zero(&wrap(URem, bits, &p, &b)));
            }
            if is_zero(&b) {
                prop_assert_eq!(int_binary(UDiv, NONE, bits, &a, &b), Err(FoldError::DivByZero));
                prop_assert_eq!(int_binary(SRem, NONE, bits, &a, &b), Err(FoldError::DivByZero));
                return Ok(());
            }
            let (q, r) = (wrap(UDiv, bits, &a, &b), wrap(URem, bits, &a, &b));
            prop_assert!(icmp(IntPredicate::Ult, bits, &r, &b));
            let qb = bin(Mul, InstFlags::NUW, bits, &q, &b);
            prop_assert!(qb.is_some(), "q * b overflows");
            prop_assert_eq!(bin(Add, InstFlags::NUW, bits, &qb.unwrap(), &r), Some(a.clone()));
            prop_assert_eq!(bin(UDiv, InstFlags::EXACT, bits, &a, &b).is_some(), is_zero(&r));
            match int_binary(SDiv, NONE, bits, &a, &b) {
                Err(e) => {
                    prop_assert_eq!(e, FoldError::DivOverflow);
                    prop_assert_eq!(&a[..], &signed_min(bits)[..]);
                    prop_assert_eq!(&b[..], &ones(bits)[..]);
                }
                Ok(q) => {
                    let (q, r) = (q.unwrap(), wrap(SRem, bits, &a, &b));
                    prop_assert_eq!(wrap(Add, bits, &wrap(Mul, bits, &q, &b), &r), a.clone());
                    // Truncating division: the remainder has the dividend's sign and is smaller than the divisor.
                    prop_assert!(is_zero(&r) || sign_bit(bits, &r) == sign_bit(bits, &a));
                    prop_assert!(cmp_u(&magnitude(bits, &r), &magnitude(bits, &b)) == Ordering::Less);
                    let negative = sign_bit(bits, &a) != sign_bit(bits, &b);
                    prop_assert!(is_zero(&q) || sign_bit(bits, &q) == negative);
                }
            }
        }

        #[test]
        fn wide_arithmetic_identities((bits, a, b, c) in wide3(), s in 0u64..4200) {
            use Opcode::*;
            prop_assert_eq!(wrap(Add, bits, &wrap(Sub, bits, &a, &b), &b), a.clone());
            prop_assert_eq!(wrap(Mul, bits, &a, &b), wrap(Mul, bits, &b, &a));
            prop_assert_eq!(wrap(Add, bits, &a, &b), wrap(Add, bits, &b, &a));
            prop_assert_eq!(
                wrap(Mul, bits, &wrap(Add, bits, &a, &b), &c),
                wrap(Add, bits, &wrap(Mul, bits, &a, &c), &wrap(Mul, bits, &b, &c))
            );
            let negated = wrap(Sub, bits, &zero(bits), &a);
            prop_assert_eq!(abs(bits, &a, false), Some(if sign_bit(bits, &a) { negated } else { a.clone() }));
            // The wrap flags against the exact result at a wider width.
            let w2 = 2 * bits;
            let (za, zb) = (ext(ZExt, bits, w2, &a), ext(ZExt, bits, w2, &b));
            let (sa, sb) = (ext(SExt, bits, w2, &a), ext(SExt, bits, w2, &b));
            prop_assert_eq!(bin(Mul, InstFlags::NUW, bits, &a, &b).is_some(), fits(true, w2, bits, &wrap(Mul, w2, &za, &zb)));
            prop_assert_eq!(bin(Mul, InstFlags::NSW, bits, &a, &b).is_some(), fits(false, w2, bits, &wrap(Mul, w2, &sa, &sb)));
            prop_assert_eq!(bin(Add, InstFlags::NUW, bits, &a, &b).is_some(), fits(true, w2, bits, &wrap(Add, w2, &za, &zb)));
            prop_assert_eq!(bin(Add, InstFlags::NSW, bits, &a, &b).is_some(), fits(false, w2, bits, &wrap(Add, w2, &sa, &sb)));
            prop_assert_eq!(bin(Sub, InstFlags::NSW, bits, &a, &b).is_some(), fits(false, w2, bits, &wrap(Sub, w2, &sa, &sb)));
            prop_assert_eq!(bin(Sub, InstFlags::NUW, bits, &a, &b).is_some(), icmp(IntPredicate::Uge, bits, &a, &b));
            // Shifts: amounts at least the width are poison; shl nuw/nsw exactly when the wider shift fits.
            let amount = from_u128(bits, s as u128);
            if s >= bits as u64 {
                prop_assert_eq!(bin(Shl, NONE, bits, &a, &amount), None);
                prop_assert_eq!(bin(AShr, NONE, bits, &a, &amount), None);
            } else {
                let x = wrap(LShr, bits, &a, &amount);
                let back = bin(Shl, InstFlags::NUW, bits, &x, &amount);
                prop_assert!(back.is_some());
                prop_assert_eq!(wrap(LShr, bits, &back.unwrap(), &amount), x.clone());
                let ws = bits + s as u32;
                let wamount = from_u128(ws, s as u128);
                let zs = wrap(Shl, ws, &ext(ZExt, bits, ws, &a), &wamount);
                let ss = wrap(Shl, ws, &ext(SExt, bits, ws, &a), &wamount);
                prop_assert_eq!(bin(Shl, InstFlags::NUW, bits, &a, &amount).is_some(), fits(true, ws, bits, &zs));
                prop_assert_eq!(bin(Shl, InstFlags::NSW, bits, &a, &amount).is_some(), fits(false, ws, bits, &ss));
                // ashr is sdiv by 2^s rounded toward minus infinity: ashr(a, s) << s == a - (a & (2^s - 1)).
                let low = wrap(Sub, bits, &wrap(Shl, bits, &from_u128(bits, 1), &amount), &from_u128(bits, 1));
                prop_assert_eq!(
                    wrap(Shl, bits, &wrap(AShr, bits, &a, &amount), &amount),
                    wrap(Sub, bits, &a, &wrap(And, bits, &a, &low))
                );
                prop_assert_eq!(bin(LShr, InstFlags::EXACT, bits, &a, &amount).is_some(), is_zero(&wrap(And, bits, &a, &low)));
            }
            // Decimal round trip.
            prop_assert_eq!(parse_decimal(bits, &to_signed_decimal(bits, &a)), Some(a.clone()));
            // Bit counts and reversals.
            prop_assert_eq!(bitreverse(bits, &bitreverse(bits, &a)), a.clone());
            if bits % 16 == 0 {
                prop_assert_eq!(bswap(bits, &bswap(bits, &a)), a.clone());
            }
            prop_assert_eq!(ctlz(bits, &a, false), Some(bits as u64 - bit_len(&a)));
            prop_assert_eq!(cttz(bits, &bitreverse(bits, &a), false), ctlz(bits, &a, false));
            prop_assert_eq!(ctpop(&a) + ctpop(&zip_with(&a, &ones(bits), |x, y| x ^ y)), bits as u64);
        }
    }
}
