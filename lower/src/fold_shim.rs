//! Temporary copy of `kiln_ir::fold` (ir/src/fold.rs, interp branch commit 0ee5756) until it
//! lands in main; instsimplify imports it as `fold` so switching is a one-line change.
//!
//! Exact scalar semantics of IR operations, shared by the interpreter and the constant folder.
//!
//! Integers are `u128` bit patterns of width `bits` (1..=128), zero-extended: only the low `bits`
//! bits may be set, and every function here returns values in that form. Floating-point values
//! are IEEE bit patterns in a `u64` (`half` in the low 16 bits, `float` in the low 32), tagged by
//! `FloatTy`; `x86_fp80` is not modelled. Results follow LLVM 19's language reference:
//!
//! - `Ok(None)` / `None` is **poison** (a flag violated: `nuw`, `nsw`, `exact`, `disjoint`, `nneg`;
//!   a shift amount of at least the width; an out-of-range float-to-int conversion; a
//!   `zero_is_poison` count of zero; an `int_min_is_poison` `abs` of the minimum).
//! - `Err(FoldError)` is **immediate undefined behaviour** (integer division by zero, signed
//!   division overflow): a folder must not fold it, an interpreter must stop.
//! - Floating point is IEEE 754 round-to-nearest-even. `float` and `double` use the host's Rust
//!   `f32`/`f64` operations (exactly rounded; NaN payloads as the x86-64 SSE unit produces them).
//!   `half` is computed in `f32` and rounded once to `half`, which is exact for `+ - * / sqrt`
//!   because `f32` has more than twice `half`'s precision plus two bits.
//! - `fmuladd` is a rounded multiply followed by a rounded add (what x86-64 without FMA does).
#![allow(dead_code, clippy::all)]

use kiln_ir::instructions::{FloatPredicate, InstFlags, IntPredicate, Opcode};
use kiln_ir::intrinsics::Intrinsic;

/// Immediate undefined behaviour found while evaluating an operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FoldError {
    /// Integer division or remainder by zero.
    DivByZero,
    /// Signed division or remainder of the minimum value by -1.
    DivOverflow,
}

impl std::fmt::Display for FoldError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            FoldError::DivByZero => f.write_str("integer division by zero"),
            FoldError::DivOverflow => f.write_str("signed division overflow (minimum value divided by -1)"),
        }
    }
}

// ---- integer helpers ---------------------------------------------------------------------------

/// The mask of the low `bits` bits (`bits` in 1..=128).
#[inline]
pub fn mask(bits: u32) -> u128 {
    if bits >= 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
    }
}

/// Truncates `v` to `bits` bits.
#[inline]
pub fn trunc(bits: u32, v: u128) -> u128 {
    v & mask(bits)
}

/// The signed value of the `bits`-wide pattern `v`.
#[inline]
pub fn sext(bits: u32, v: u128) -> i128 {
    let shift = 128 - bits.clamp(1, 128);
    ((v << shift) as i128) >> shift
}

/// The smallest signed value of width `bits`.
#[inline]
pub fn signed_min(bits: u32) -> i128 {
    sext(bits, 1u128 << (bits - 1))
}

/// The largest signed value of width `bits`.
#[inline]
pub fn signed_max(bits: u32) -> i128 {
    (mask(bits) >> 1) as i128
}

/// True when the signed value `x` fits in `bits` bits.
#[inline]
fn fits_signed(bits: u32, x: i128) -> bool {
    x >= signed_min(bits) && x <= signed_max(bits)
}

/// The result of a two-operand integer operator: `Ok(Some(v))`, `Ok(None)` for poison, or
/// `Err` for immediate undefined behaviour. `op` is one of `add` ... `xor`; `flags` holds the
/// poison-generating flags (`nuw nsw exact disjoint`) that apply to `op`.
pub fn int_binary(op: Opcode, flags: InstFlags, bits: u32, a: u128, b: u128) -> Result<Option<u128>, FoldError> {
    let nuw = flags.contains(InstFlags::NUW);
    let nsw = flags.contains(InstFlags::NSW);
    let exact = flags.contains(InstFlags::EXACT);
    let m = mask(bits);
    let (sa, sb) = (sext(bits, a), sext(bits, b));
    let v = match op {
        Opcode::Add => {
            if (nuw && a.checked_add(b).is_none_or(|s| s > m))
                || (nsw && sa.checked_add(sb).is_none_or(|s| !fits_signed(bits, s)))
            {
                return Ok(None);
            }
            a.wrapping_add(b) & m
        }
        Opcode::Sub => {
            if (nuw && a < b) || (nsw && sa.checked_sub(sb).is_none_or(|s| !fits_signed(bits, s))) {
                return Ok(None);
            }
            a.wrapping_sub(b) & m
        }
        Opcode::Mul => {
            if (nuw && a.checked_mul(b).is_none_or(|p| p > m))
                || (nsw && sa.checked_mul(sb).is_none_or(|p| !fits_signed(bits, p)))
            {
                return Ok(None);
            }
            a.wrapping_mul(b) & m
        }
        Opcode::UDiv | Opcode::URem => {
            if b == 0 {
                return Err(FoldError::DivByZero);
            }
            if op == Opcode::UDiv {
                if exact && a % b != 0 {
                    return Ok(None);
                }
                a / b
            } else {
                a % b
            }
        }
        Opcode::SDiv | Opcode::SRem => {
            if b == 0 {
                return Err(FoldError::DivByZero);
            }
            if sa == signed_min(bits) && sb == -1 {
                return Err(FoldError::DivOverflow);
            }
            // i128::MIN / -1 was excluded above (it is the minimum of width 128).
            if op == Opcode::SDiv {
                if exact && sa % sb != 0 {
                    return Ok(None);
                }
                (sa / sb) as u128 & m
            } else {
                (sa % sb) as u128 & m
            }
        }
        Opcode::Shl => {
            if b >= bits as u128 {
                return Ok(None);
            }
            let s = b as u32;
            let r = (a << s) & m;
            if nuw && (r >> s) != a {
                return Ok(None);
            }
            if nsw && (sext(bits, r) >> s) != sa {
                return Ok(None);
            }
            r
        }
        Opcode::LShr | Opcode::AShr => {
            if b >= bits as u128 {
                return Ok(None);
            }
            let s = b as u32;
            if exact && s > 0 && a & mask(s) != 0 {
                return Ok(None);
            }
            if op == Opcode::LShr {
                a >> s
            } else {
                (sa >> s) as u128 & m
            }
        }
        Opcode::And => a & b,
        Opcode::Or => {
            if flags.contains(InstFlags::DISJOINT) && a & b != 0 {
                return Ok(None);
            }
            a | b
        }
        Opcode::Xor => a ^ b,
        _ => return Ok(None),
    };
    Ok(Some(v))
}

/// `icmp pred a, b` on `bits`-wide operands.
pub fn icmp(pred: IntPredicate, bits: u32, a: u128, b: u128) -> bool {
    let (sa, sb) = (sext(bits, a), sext(bits, b));
    match pred {
        IntPredicate::Eq => a == b,
        IntPredicate::Ne => a != b,
        IntPredicate::Ugt => a > b,
        IntPredicate::Uge => a >= b,
        IntPredicate::Ult => a < b,
        IntPredicate::Ule => a <= b,
        IntPredicate::Sgt => sa > sb,
        IntPredicate::Sge => sa >= sb,
        IntPredicate::Slt => sa < sb,
        IntPredicate::Sle => sa <= sb,
    }
}

/// `trunc`, `zext` or `sext` from `from_bits` to `to_bits`; `None` is poison (`trunc nuw/nsw`
/// dropping bits, `zext nneg` of a negative value). Other opcodes give `None`.
pub fn cast_int(op: Opcode, flags: InstFlags, from_bits: u32, to_bits: u32, v: u128) -> Option<u128> {
    match op {
        Opcode::Trunc => {
            let r = trunc(to_bits, v);
            if flags.contains(InstFlags::NUW) && r != v {
                return None;
            }
            if flags.contains(InstFlags::NSW) && sext(to_bits, r) != sext(from_bits, v) {
                return None;
            }
            Some(r)
        }
        Opcode::ZExt => {
            if flags.contains(InstFlags::NNEG) && sext(from_bits, v) < 0 {
                return None;
            }
            Some(v)
        }
        Opcode::SExt => Some(sext(from_bits, v) as u128 & mask(to_bits)),
        _ => None,
    }
}

// ---- floating point ----------------------------------------------------------------------------

/// The IEEE formats Kiln evaluates.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum FloatTy {
    /// IEEE binary16.
    Half,
    /// IEEE binary32.
    Float,
    /// IEEE binary64.
    Double,
}

impl FloatTy {
    /// Width in bits.
    pub fn bits(self) -> u32 {
        match self {
            FloatTy::Half => 16,
            FloatTy::Float => 32,
            FloatTy::Double => 64,
        }
    }
    /// The format of IR type `t`, if it is one of the three.
    pub fn of(types: &kiln_ir::types::TypeStore, t: kiln_ir::types::Type) -> Option<FloatTy> {
        match types.data(t) {
            kiln_ir::types::TypeData::Half => Some(FloatTy::Half),
            kiln_ir::types::TypeData::Float => Some(FloatTy::Float),
            kiln_ir::types::TypeData::Double => Some(FloatTy::Double),
            _ => None,
        }
    }
}

/// Converts a binary16 pattern to `f64` (exact).
pub fn half_to_f64(h: u16) -> f64 {
    let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let exp = ((h >> 10) & 0x1f) as i32;
    let man = (h & 0x3ff) as u64;
    match exp {
        0 => sign * man as f64 * 2f64.powi(-24),
        31 if man == 0 => sign * f64::INFINITY,
        31 => {
            // Keep the quiet bit and payload in the top mantissa bits.
            let bits = ((h as u64 & 0x8000) << 48) | 0x7ff0_0000_0000_0000 | (man << 42);
            f64::from_bits(bits)
        }
        _ => sign * (1024 + man) as f64 * 2f64.powi(exp - 25),
    }
}

/// Rounds an `f64` to the nearest binary16 (ties to even); overflow gives infinity.
pub fn f64_to_half(x: f64) -> u16 {
    let bits = x.to_bits();
    let sign = ((bits >> 48) & 0x8000) as u16;
    if x.is_nan() {
        return sign | 0x7e00 | ((bits >> 42) & 0x1ff) as u16;
    }
    let a = x.abs();
    if a >= 65520.0 {
        return sign | 0x7c00;
    }
    if a < 2f64.powi(-14) {
        // Subnormal range: units of 2^-24; rounding up to 0x400 gives the smallest normal.
        return sign | (a * 2f64.powi(24)).round_ties_even() as u16;
    }
    let e = ((a.to_bits() >> 52) & 0x7ff) as i32 - 1023;
    let mut m = (a * 2f64.powi(10 - e)).round_ties_even() as u32;
    let mut e = e;
    if m == 2048 {
        m = 1024;
        e += 1;
    }
    sign | (((e + 15) as u16) << 10) | (m - 1024) as u16
}

/// The value of a float pattern of format `ty` as `f64` (exact for all three formats).
pub fn to_f64(ty: FloatTy, v: u64) -> f64 {
    match ty {
        FloatTy::Half => half_to_f64(v as u16),
        FloatTy::Float => f32::from_bits(v as u32) as f64,
        FloatTy::Double => f64::from_bits(v),
    }
}

/// Rounds `x` to format `ty` (ties to even) and returns the pattern.
pub fn from_f64(ty: FloatTy, x: f64) -> u64 {
    match ty {
        FloatTy::Half => f64_to_half(x) as u64,
        FloatTy::Float => (x as f32).to_bits() as u64,
        FloatTy::Double => x.to_bits(),
    }
}

/// Applies `f` in the format's arithmetic: `f64` for double, `f32` for float and half (then
/// rounded once to half).
fn in_format(ty: FloatTy, args: &[u64], f32op: impl Fn(&[f32]) -> f32, f64op: impl Fn(&[f64]) -> f64) -> u64 {
    match ty {
        FloatTy::Double => f64op(&args.iter().map(|&v| f64::from_bits(v)).collect::<Vec<_>>()).to_bits(),
        FloatTy::Float => f32op(&args.iter().map(|&v| f32::from_bits(v as u32)).collect::<Vec<_>>()).to_bits() as u64,
        FloatTy::Half => {
            let xs: Vec<f32> = args.iter().map(|&v| half_to_f64(v as u16) as f32).collect();
            f64_to_half(f32op(&xs) as f64) as u64
        }
    }
}

/// `fadd fsub fmul fdiv frem` on patterns of format `ty`; other opcodes give `None`.
pub fn float_binary(op: Opcode, ty: FloatTy, a: u64, b: u64) -> Option<u64> {
    let (f32op, f64op): (fn(f32, f32) -> f32, fn(f64, f64) -> f64) = match op {
        Opcode::FAdd => (|x, y| x + y, |x, y| x + y),
        Opcode::FSub => (|x, y| x - y, |x, y| x - y),
        Opcode::FMul => (|x, y| x * y, |x, y| x * y),
        Opcode::FDiv => (|x, y| x / y, |x, y| x / y),
        Opcode::FRem => (|x, y| x % y, |x, y| x % y),
        _ => return None,
    };
    Some(in_format(ty, &[a, b], |v| f32op(v[0], v[1]), |v| f64op(v[0], v[1])))
}

/// `fneg`: flips the sign bit (also of NaNs).
pub fn fneg(ty: FloatTy, a: u64) -> u64 {
    a ^ (1u64 << (ty.bits() - 1))
}

/// `fcmp pred a, b` on exact `f64` values (every half and float converts exactly).
pub fn fcmp(pred: FloatPredicate, a: f64, b: f64) -> bool {
    let uno = a.is_nan() || b.is_nan();
    use FloatPredicate as P;
    match pred {
        P::False => false,
        P::True => true,
        P::Ord => !uno,
        P::Uno => uno,
        P::Oeq => !uno && a == b,
        P::Ogt => !uno && a > b,
        P::Oge => !uno && a >= b,
        P::Olt => !uno && a < b,
        P::Ole => !uno && a <= b,
        P::One => !uno && a != b,
        P::Ueq => uno || a == b,
        P::Ugt => uno || a > b,
        P::Uge => uno || a >= b,
        P::Ult => uno || a < b,
        P::Ule => uno || a <= b,
        P::Une => uno || a != b,
    }
}

/// `fptrunc` or `fpext` between formats (exactly rounded; `fpext` is exact).
pub fn cast_float(from: FloatTy, to: FloatTy, v: u64) -> u64 {
    if from == FloatTy::Double && to == FloatTy::Float {
        return (f64::from_bits(v) as f32).to_bits() as u64;
    }
    from_f64(to, to_f64(from, v))
}

/// `fptosi` (`signed`) or `fptoui` to `to_bits` bits: rounds toward zero; `None` (poison) for
/// NaN, infinities and values out of the destination's range.
pub fn float_to_int(signed: bool, ty: FloatTy, v: u64, to_bits: u32) -> Option<u128> {
    let t = to_f64(ty, v).trunc();
    if t.is_nan() {
        return None;
    }
    // Powers of two up to 2^128 are exact in f64, so these bounds are exact.
    if signed {
        let lo = -(2f64.powi(to_bits as i32 - 1));
        let hi = 2f64.powi(to_bits as i32 - 1);
        if t < lo || t >= hi {
            return None;
        }
        Some((t as i128) as u128 & mask(to_bits))
    } else {
        let hi = 2f64.powi(to_bits as i32);
        if t < 0.0 || t >= hi {
            return None;
        }
        Some(t as u128)
    }
}

/// `sitofp` (`signed`) or `uitofp` of a `from_bits`-wide integer to format `ty`, exactly rounded.
/// `nneg` on `uitofp` makes a negative operand poison (`None`).
pub fn int_to_float(signed: bool, nneg: bool, from_bits: u32, v: u128, ty: FloatTy) -> Option<u64> {
    let negative = sext(from_bits, v) < 0;
    if nneg && negative {
        return None;
    }
    Some(if signed {
        let s = sext(from_bits, v);
        match ty {
            FloatTy::Float => (s as f32).to_bits() as u64,
            // Every integer that does not overflow half is exact in f64.
            _ => from_f64(ty, s as f64),
        }
    } else {
        match ty {
            FloatTy::Float => (v as f32).to_bits() as u64,
            _ => from_f64(ty, v as f64),
        }
    })
}

/// One-operand floating-point intrinsics: `sqrt fabs floor ceil trunc round roundeven rint
/// nearbyint canonicalize`. Other intrinsics give `None`.
pub fn float_unary_intrinsic(intr: Intrinsic, ty: FloatTy, v: u64) -> Option<u64> {
    if intr == Intrinsic::Fabs {
        return Some(v & !(1u64 << (ty.bits() - 1)));
    }
    let (f32op, f64op): (fn(f32) -> f32, fn(f64) -> f64) = match intr {
        Intrinsic::Sqrt => (f32::sqrt, f64::sqrt),
        Intrinsic::Floor => (f32::floor, f64::floor),
        Intrinsic::Ceil => (f32::ceil, f64::ceil),
        Intrinsic::Trunc => (f32::trunc, f64::trunc),
        Intrinsic::Round => (f32::round, f64::round),
        Intrinsic::Roundeven | Intrinsic::Rint | Intrinsic::Nearbyint => (f32::round_ties_even, f64::round_ties_even),
        Intrinsic::Canonicalize => (|x| x, |x| x),
        _ => return None,
    };
    Some(in_format(ty, &[v], |x| f32op(x[0]), |x| f64op(x[0])))
}

/// Two-operand floating-point intrinsics: `copysign minnum maxnum minimum maximum`. `minnum`
/// and `maxnum` return the non-NaN operand and order -0 below +0; `minimum` and `maximum`
/// propagate NaN. Other intrinsics give `None`.
pub fn float_binary_intrinsic(intr: Intrinsic, ty: FloatTy, a: u64, b: u64) -> Option<u64> {
    let sign = 1u64 << (ty.bits() - 1);
    let (x, y) = (to_f64(ty, a), to_f64(ty, b));
    let nan = || from_f64(ty, f64::NAN);
    // Picks the smaller (or larger) of two non-NaN values with -0 < +0.
    let pick_min = || if x < y || (x == y && a & sign != 0) { a } else { b };
    let pick_max = || if x > y || (x == y && a & sign == 0) { a } else { b };
    Some(match intr {
        Intrinsic::Copysign => (a & !sign) | (b & sign),
        Intrinsic::Minnum | Intrinsic::Maxnum => {
            if x.is_nan() && y.is_nan() {
                nan()
            } else if x.is_nan() {
                b
            } else if y.is_nan() {
                a
            } else if intr == Intrinsic::Minnum {
                pick_min()
            } else {
                pick_max()
            }
        }
        Intrinsic::Minimum | Intrinsic::Maximum => {
            if x.is_nan() || y.is_nan() {
                nan()
            } else if intr == Intrinsic::Minimum {
                pick_min()
            } else {
                pick_max()
            }
        }
        _ => return None,
    })
}

/// `fmuladd(a, b, c)` and `fma(a, b, c)`: `fmuladd` rounds the product then the sum (no fused
/// operation, as on x86-64 without FMA); `fma` is a single rounding (exact for `half` and
/// `float` through `f64`; `double` uses the host's fused multiply-add).
pub fn fmuladd(fused: bool, ty: FloatTy, a: u64, b: u64, c: u64) -> u64 {
    if !fused {
        let p = float_binary(Opcode::FMul, ty, a, b).unwrap_or(0);
        return float_binary(Opcode::FAdd, ty, p, c).unwrap_or(0);
    }
    match ty {
        FloatTy::Double => f64::from_bits(a).mul_add(f64::from_bits(b), f64::from_bits(c)).to_bits(),
        FloatTy::Float => {
            (f32::from_bits(a as u32).mul_add(f32::from_bits(b as u32), f32::from_bits(c as u32))).to_bits() as u64
        }
        FloatTy::Half => {
            let r = half_to_f64(a as u16).mul_add(half_to_f64(b as u16), half_to_f64(c as u16));
            f64_to_half(r) as u64
        }
    }
}

// ---- integer intrinsics ------------------------------------------------------------------------

/// `ctpop`.
pub fn ctpop(v: u128) -> u128 {
    v.count_ones() as u128
}

/// `ctlz(v, zero_is_poison)` at width `bits`.
pub fn ctlz(bits: u32, v: u128, zero_is_poison: bool) -> Option<u128> {
    if v == 0 && zero_is_poison {
        return None;
    }
    Some(v.leading_zeros().saturating_sub(128 - bits) as u128)
}

/// `cttz(v, zero_is_poison)` at width `bits`.
pub fn cttz(bits: u32, v: u128, zero_is_poison: bool) -> Option<u128> {
    if v == 0 {
        return if zero_is_poison { None } else { Some(bits as u128) };
    }
    Some(v.trailing_zeros() as u128)
}

/// `bswap` at width `bits` (a multiple of 16; other widths keep whole bytes from the bottom).
pub fn bswap(bits: u32, v: u128) -> u128 {
    let bytes = bits.div_ceil(8);
    (v.swap_bytes() >> (128 - 8 * bytes)) & mask(bits)
}

/// `bitreverse` at width `bits`.
pub fn bitreverse(bits: u32, v: u128) -> u128 {
    v.reverse_bits() >> (128 - bits)
}

/// `fshl(a, b, c)`: the high half of `a:b` shifted left by `c % bits`.
pub fn fshl(bits: u32, a: u128, b: u128, c: u128) -> u128 {
    let s = (c % bits as u128) as u32;
    if s == 0 {
        a
    } else {
        ((a << s) | (b >> (bits - s))) & mask(bits)
    }
}

/// `fshr(a, b, c)`: the low half of `a:b` shifted right by `c % bits`.
pub fn fshr(bits: u32, a: u128, b: u128, c: u128) -> u128 {
    let s = (c % bits as u128) as u32;
    if s == 0 {
        b
    } else {
        ((b >> s) | (a << (bits - s))) & mask(bits)
    }
}

/// `abs(v, int_min_is_poison)`.
pub fn abs(bits: u32, v: u128, int_min_is_poison: bool) -> Option<u128> {
    let s = sext(bits, v);
    if s == signed_min(bits) {
        return if int_min_is_poison { None } else { Some(v) };
    }
    Some(s.unsigned_abs() & mask(bits))
}

/// The arithmetic of a `*.with.overflow` intrinsic.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum OverflowOp {
    /// `sadd.with.overflow`
    SAdd,
    /// `uadd.with.overflow`
    UAdd,
    /// `ssub.with.overflow`
    SSub,
    /// `usub.with.overflow`
    USub,
    /// `smul.with.overflow`
    SMul,
    /// `umul.with.overflow`
    UMul,
}

impl OverflowOp {
    /// The operation of a `*.with.overflow` intrinsic.
    pub fn of(intr: Intrinsic) -> Option<OverflowOp> {
        Some(match intr {
            Intrinsic::SaddWithOverflow => OverflowOp::SAdd,
            Intrinsic::UaddWithOverflow => OverflowOp::UAdd,
            Intrinsic::SsubWithOverflow => OverflowOp::SSub,
            Intrinsic::UsubWithOverflow => OverflowOp::USub,
            Intrinsic::SmulWithOverflow => OverflowOp::SMul,
            Intrinsic::UmulWithOverflow => OverflowOp::UMul,
            _ => return None,
        })
    }
}

/// `*.with.overflow`: the wrapped result and whether the operation overflowed.
pub fn with_overflow(op: OverflowOp, bits: u32, a: u128, b: u128) -> (u128, bool) {
    let (opcode, flag) = match op {
        OverflowOp::SAdd => (Opcode::Add, InstFlags::NSW),
        OverflowOp::UAdd => (Opcode::Add, InstFlags::NUW),
        OverflowOp::SSub => (Opcode::Sub, InstFlags::NSW),
        OverflowOp::USub => (Opcode::Sub, InstFlags::NUW),
        OverflowOp::SMul => (Opcode::Mul, InstFlags::NSW),
        OverflowOp::UMul => (Opcode::Mul, InstFlags::NUW),
    };
    let wrapped = int_binary(opcode, InstFlags::empty(), bits, a, b).ok().flatten().unwrap_or(0);
    let checked = int_binary(opcode, flag, bits, a, b).ok().flatten();
    (wrapped, checked.is_none())
}

/// Two-operand integer intrinsics at width `bits`: `smin smax umin umax sadd.sat uadd.sat
/// ssub.sat usub.sat sshl.sat ushl.sat`. `Some(None)` is poison (a saturating shift by at least
/// the width); `None` means `intr` is not one of these.
pub fn int_binary_intrinsic(intr: Intrinsic, bits: u32, a: u128, b: u128) -> Option<Option<u128>> {
    let (sa, sb) = (sext(bits, a), sext(bits, b));
    let m = mask(bits);
    let smin = signed_min(bits);
    let smax = signed_max(bits);
    let clamp_signed = |x: Option<i128>, positive: bool| -> u128 {
        let v = match x {
            Some(v) if fits_signed(bits, v) => v,
            _ if positive => smax,
            _ => smin,
        };
        v as u128 & m
    };
    Some(Some(match intr {
        Intrinsic::Smin => {
            if sa <= sb {
                a
            } else {
                b
            }
        }
        Intrinsic::Smax => {
            if sa >= sb {
                a
            } else {
                b
            }
        }
        Intrinsic::Umin => a.min(b),
        Intrinsic::Umax => a.max(b),
        Intrinsic::UaddSat => a.checked_add(b).filter(|&s| s <= m).unwrap_or(m),
        Intrinsic::UsubSat => a.saturating_sub(b),
        Intrinsic::SaddSat => clamp_signed(sa.checked_add(sb), sb > 0),
        Intrinsic::SsubSat => clamp_signed(sa.checked_sub(sb), sb < 0),
        Intrinsic::UshlSat | Intrinsic::SshlSat => {
            if b >= bits as u128 {
                return Some(None);
            }
            let s = b as u32;
            let r = (a << s) & m;
            if intr == Intrinsic::UshlSat {
                if r >> s != a {
                    m
                } else {
                    r
                }
            } else if sext(bits, r) >> s != sa {
                (if sa < 0 { smin } else { smax }) as u128 & m
            } else {
                r
            }
        }
        _ => return None,
    }))
}

/// `scmp` (`signed`) or `ucmp`: -1, 0 or 1 as a `res_bits`-wide pattern.
pub fn three_way_compare(signed: bool, bits: u32, a: u128, b: u128, res_bits: u32) -> u128 {
    let ord = if signed { sext(bits, a).cmp(&sext(bits, b)) } else { a.cmp(&b) };
    match ord {
        std::cmp::Ordering::Less => mask(res_bits),
        std::cmp::Ordering::Equal => 0,
        std::cmp::Ordering::Greater => 1,
    }
}
