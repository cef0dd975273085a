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

use crate::instructions::{FloatPredicate, InstFlags, IntPredicate, Opcode, RmwOp};
use crate::intrinsics::Intrinsic;

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
                if exact && !a.is_multiple_of(b) {
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
    pub fn of(types: &crate::types::TypeStore, t: crate::types::Type) -> Option<FloatTy> {
        match types.data(t) {
            crate::types::TypeData::Half => Some(FloatTy::Half),
            crate::types::TypeData::Float => Some(FloatTy::Float),
            crate::types::TypeData::Double => Some(FloatTy::Double),
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

/// The `f32` and `f64` forms of a two-operand operation.
type BinaryFns = (fn(f32, f32) -> f32, fn(f64, f64) -> f64);
/// The `f32` and `f64` forms of a one-operand operation.
type UnaryFns = (fn(f32) -> f32, fn(f64) -> f64);

/// `fadd fsub fmul fdiv frem` on patterns of format `ty`; other opcodes give `None`.
pub fn float_binary(op: Opcode, ty: FloatTy, a: u64, b: u64) -> Option<u64> {
    let (f32op, f64op): BinaryFns = match op {
        Opcode::FAdd => (|x, y| x + y, |x, y| x + y),
        Opcode::FSub => (|x, y| x - y, |x, y| x - y),
        Opcode::FMul => (|x, y| x * y, |x, y| x * y),
        Opcode::FDiv => (|x, y| x / y, |x, y| x / y),
        Opcode::FRem => (|x, y| x % y, |x, y| x % y),
        _ => return None,
    };
    Some(in_format(ty, &[a, b], |v| f32op(v[0], v[1]), |v| f64op(v[0], v[1])))
}

/// The value an integer `atomicrmw op` stores, given the old value and the operand (`bits` wide).
/// The floating-point operations are `rmw_float`'s.
pub fn rmw_int(op: RmwOp, bits: u32, old: u128, v: u128) -> u128 {
    let (old, v) = (trunc(bits, old), trunc(bits, v));
    let r = match op {
        RmwOp::Xchg => v,
        RmwOp::Add => old.wrapping_add(v),
        RmwOp::Sub => old.wrapping_sub(v),
        RmwOp::And => old & v,
        RmwOp::Nand => !(old & v),
        RmwOp::Or => old | v,
        RmwOp::Xor => old ^ v,
        RmwOp::Max => {
            if sext(bits, old) >= sext(bits, v) {
                old
            } else {
                v
            }
        }
        RmwOp::Min => {
            if sext(bits, old) <= sext(bits, v) {
                old
            } else {
                v
            }
        }
        RmwOp::UMax => old.max(v),
        RmwOp::UMin => old.min(v),
        RmwOp::UIncWrap => {
            if old >= v {
                0
            } else {
                old + 1
            }
        }
        RmwOp::UDecWrap => {
            if old == 0 || old > v {
                v
            } else {
                old - 1
            }
        }
        RmwOp::FAdd | RmwOp::FSub | RmwOp::FMax | RmwOp::FMin => v,
    };
    trunc(bits, r)
}

/// The value a floating-point `atomicrmw op` (`xchg fadd fsub fmax fmin`) stores; `fmax`/`fmin`
/// are `llvm.maxnum`/`llvm.minnum`. `None` for the integer operations.
pub fn rmw_float(op: RmwOp, ty: FloatTy, old: u64, v: u64) -> Option<u64> {
    match op {
        RmwOp::Xchg => Some(v),
        RmwOp::FAdd => float_binary(Opcode::FAdd, ty, old, v),
        RmwOp::FSub => float_binary(Opcode::FSub, ty, old, v),
        RmwOp::FMax => float_binary_intrinsic(Intrinsic::Maxnum, ty, old, v),
        RmwOp::FMin => float_binary_intrinsic(Intrinsic::Minnum, ty, old, v),
        _ => None,
    }
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
    let (f32op, f64op): UnaryFns = match intr {
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

#[cfg(test)]
mod tests {
    use super::*;

    fn bin(op: Opcode, flags: InstFlags, bits: u32, a: i128, b: i128) -> Result<Option<i128>, FoldError> {
        int_binary(op, flags, bits, a as u128 & mask(bits), b as u128 & mask(bits)).map(|r| r.map(|v| sext(bits, v)))
    }
    const NONE: InstFlags = InstFlags::empty();

    #[test]
    fn wrapping_arithmetic_at_odd_widths() {
        assert_eq!(bin(Opcode::Add, NONE, 7, 63, 1), Ok(Some(-64)));
        assert_eq!(bin(Opcode::Sub, NONE, 8, -128, 1), Ok(Some(127)));
        assert_eq!(bin(Opcode::Mul, NONE, 48, 1 << 40, 1 << 10), Ok(Some(0)));
        assert_eq!(int_binary(Opcode::Add, NONE, 128, u128::MAX, 2), Ok(Some(1)));
        assert_eq!(int_binary(Opcode::Mul, NONE, 128, u128::MAX, u128::MAX), Ok(Some(1)));
        assert_eq!(int_binary(Opcode::Add, NONE, 1, 1, 1), Ok(Some(0)));
    }

    #[test]
    fn wrap_flags_make_poison() {
        assert_eq!(bin(Opcode::Add, InstFlags::NSW, 8, 127, 1), Ok(None));
        assert_eq!(bin(Opcode::Add, InstFlags::NUW, 8, 127, 1), Ok(Some(-128)));
        assert_eq!(bin(Opcode::Add, InstFlags::NUW, 8, -1, 1), Ok(None));
        assert_eq!(bin(Opcode::Sub, InstFlags::NUW, 32, 1, 2), Ok(None));
        assert_eq!(bin(Opcode::Sub, InstFlags::NSW, 32, i32::MIN as i128, 1), Ok(None));
        assert_eq!(bin(Opcode::Sub, InstFlags::NSW, 32, -1, i32::MIN as i128), Ok(Some(i32::MAX as i128)));
        assert_eq!(bin(Opcode::Mul, InstFlags::NSW, 16, 256, 128), Ok(None));
        assert_eq!(bin(Opcode::Mul, InstFlags::NSW, 16, -256, 128), Ok(Some(-32768)));
        assert_eq!(bin(Opcode::Mul, InstFlags::NUW, 16, 256, 256), Ok(None));
        assert_eq!(int_binary(Opcode::Mul, InstFlags::NSW, 128, i128::MIN as u128, u128::MAX), Ok(None));
        assert_eq!(int_binary(Opcode::Add, InstFlags::NSW, 128, i128::MAX as u128, 1), Ok(None));
        assert_eq!(int_binary(Opcode::Mul, InstFlags::NUW, 128, 1 << 64, 1 << 64), Ok(None));
    }

    #[test]
    fn division_ub_and_exact() {
        assert_eq!(bin(Opcode::SDiv, NONE, 8, -128, -1), Err(FoldError::DivOverflow));
        assert_eq!(bin(Opcode::SRem, NONE, 8, -128, -1), Err(FoldError::DivOverflow));
        assert_eq!(int_binary(Opcode::SDiv, NONE, 128, i128::MIN as u128, u128::MAX), Err(FoldError::DivOverflow));
        assert_eq!(bin(Opcode::UDiv, NONE, 32, 5, 0), Err(FoldError::DivByZero));
        assert_eq!(bin(Opcode::SRem, NONE, 32, 5, 0), Err(FoldError::DivByZero));
        assert_eq!(bin(Opcode::SDiv, NONE, 8, -7, 2), Ok(Some(-3)));
        assert_eq!(bin(Opcode::SRem, NONE, 8, -7, 2), Ok(Some(-1)));
        assert_eq!(bin(Opcode::UDiv, NONE, 8, -1, 2), Ok(Some(127)));
        assert_eq!(bin(Opcode::URem, NONE, 8, -1, 10), Ok(Some(5)));
        assert_eq!(bin(Opcode::SDiv, InstFlags::EXACT, 8, -7, 2), Ok(None));
        assert_eq!(bin(Opcode::UDiv, InstFlags::EXACT, 8, 8, 2), Ok(Some(4)));
    }

    #[test]
    fn shifts() {
        assert_eq!(bin(Opcode::Shl, NONE, 8, 1, 8), Ok(None));
        assert_eq!(bin(Opcode::Shl, NONE, 8, 1, 7), Ok(Some(-128)));
        assert_eq!(bin(Opcode::LShr, NONE, 32, 1, 32), Ok(None));
        assert_eq!(int_binary(Opcode::Shl, NONE, 128, 1, 200), Ok(None));
        assert_eq!(bin(Opcode::AShr, NONE, 7, -64, 3), Ok(Some(-8)));
        assert_eq!(int_binary(Opcode::AShr, NONE, 7, 0x40, 6), Ok(Some(0x7f)));
        assert_eq!(int_binary(Opcode::LShr, NONE, 7, 0x40, 6), Ok(Some(1)));
        assert_eq!(bin(Opcode::Shl, InstFlags::NUW, 8, 0x81, 1), Ok(None));
        assert_eq!(bin(Opcode::Shl, InstFlags::NSW, 8, 0x40, 1), Ok(None));
        assert_eq!(bin(Opcode::Shl, InstFlags::NSW, 8, -64, 1), Ok(Some(-128)));
        assert_eq!(bin(Opcode::LShr, InstFlags::EXACT, 8, 3, 1), Ok(None));
        assert_eq!(bin(Opcode::AShr, InstFlags::EXACT, 8, -4, 2), Ok(Some(-1)));
        assert_eq!(bin(Opcode::Or, InstFlags::DISJOINT, 8, 3, 1), Ok(None));
        assert_eq!(bin(Opcode::Or, InstFlags::DISJOINT, 8, 2, 1), Ok(Some(3)));
    }

    #[test]
    fn comparisons() {
        assert!(icmp(IntPredicate::Slt, 8, 0x80, 0x7f));
        assert!(!icmp(IntPredicate::Ult, 8, 0x80, 0x7f));
        assert!(icmp(IntPredicate::Sge, 1, 0, 1), "i1 1 is -1");
        assert!(fcmp(FloatPredicate::Une, f64::NAN, 1.0));
        assert!(!fcmp(FloatPredicate::Oeq, f64::NAN, f64::NAN));
        assert!(fcmp(FloatPredicate::Ueq, f64::NAN, 0.0));
        assert!(fcmp(FloatPredicate::Oeq, -0.0, 0.0));
        assert!(!fcmp(FloatPredicate::One, 1.0, 1.0));
    }

    #[test]
    fn int_casts() {
        assert_eq!(cast_int(Opcode::SExt, NONE, 7, 16, 0x40), Some(0xffc0));
        assert_eq!(cast_int(Opcode::ZExt, NONE, 7, 16, 0x40), Some(0x40));
        assert_eq!(cast_int(Opcode::ZExt, InstFlags::NNEG, 8, 16, 0x80), None);
        assert_eq!(cast_int(Opcode::Trunc, NONE, 16, 8, 0x1ff), Some(0xff));
        assert_eq!(cast_int(Opcode::Trunc, InstFlags::NUW, 16, 8, 0x1ff), None);
        assert_eq!(cast_int(Opcode::Trunc, InstFlags::NSW, 16, 8, 0xffff), Some(0xff));
        assert_eq!(cast_int(Opcode::Trunc, InstFlags::NSW, 16, 8, 0x00ff), None);
        assert_eq!(cast_int(Opcode::SExt, NONE, 1, 128, 1), Some(u128::MAX));
    }

    #[test]
    fn float_to_int_poison_and_truncation() {
        let d = |x: f64| x.to_bits();
        assert_eq!(float_to_int(true, FloatTy::Double, d(-2.9), 32), Some((-2i32) as u32 as u128));
        assert_eq!(float_to_int(true, FloatTy::Double, d(2147483648.0), 32), None);
        assert_eq!(float_to_int(true, FloatTy::Double, d(-2147483648.9), 32), Some(0x8000_0000));
        assert_eq!(float_to_int(true, FloatTy::Double, d(-2147483649.0), 32), None);
        assert_eq!(float_to_int(false, FloatTy::Double, d(-1.0), 32), None);
        assert_eq!(float_to_int(false, FloatTy::Double, d(-0.9), 32), Some(0));
        assert_eq!(float_to_int(false, FloatTy::Double, d(4294967295.0), 32), Some(0xffff_ffff));
        assert_eq!(float_to_int(true, FloatTy::Double, d(f64::NAN), 64), None);
        assert_eq!(float_to_int(true, FloatTy::Double, d(f64::INFINITY), 64), None);
        assert_eq!(float_to_int(false, FloatTy::Float, 3.5f32.to_bits() as u64, 1), None);
        assert_eq!(float_to_int(false, FloatTy::Float, 1.5f32.to_bits() as u64, 1), Some(1));
        assert_eq!(float_to_int(true, FloatTy::Double, d(1e30), 128), Some(1e30 as i128 as u128));
    }

    #[test]
    fn int_to_float_rounds_to_nearest_even() {
        assert_eq!(
            int_to_float(false, false, 64, u64::MAX as u128, FloatTy::Double),
            Some(18446744073709551616f64.to_bits())
        );
        assert_eq!(int_to_float(true, false, 32, 0xffff_ffff, FloatTy::Double), Some((-1f64).to_bits()));
        assert_eq!(int_to_float(false, false, 32, 16777217, FloatTy::Float), Some(16777216f32.to_bits() as u64));
        assert_eq!(int_to_float(false, true, 8, 0x80, FloatTy::Float), None);
        assert_eq!(int_to_float(false, false, 32, 2049, FloatTy::Half), Some(0x6800));
        assert_eq!(int_to_float(false, false, 32, 70000, FloatTy::Half), Some(0x7c00));
    }

    #[test]
    fn half_conversions() {
        for h in 0..=u16::MAX {
            let x = half_to_f64(h);
            if x.is_nan() {
                assert!(half_to_f64(f64_to_half(x)).is_nan());
            } else {
                assert_eq!(f64_to_half(x), h, "{h:#x}");
            }
        }
        assert_eq!(f64_to_half(1.0 + 2f64.powi(-11)), 0x3c00, "tie to even");
        assert_eq!(f64_to_half(1.0 + 3.0 * 2f64.powi(-11)), 0x3c02, "tie to even up");
        assert_eq!(f64_to_half(65519.0), 0x7bff);
        assert_eq!(f64_to_half(65520.0), 0x7c00);
        assert_eq!(f64_to_half(2f64.powi(-25)), 0, "half of the smallest subnormal ties to zero");
        assert_eq!(f64_to_half(2f64.powi(-14) - 2f64.powi(-26)), 0x400, "rounds up into the normals");
        assert_eq!(cast_float(FloatTy::Double, FloatTy::Float, 0.1f64.to_bits()), 0.1f32.to_bits() as u64);
        assert_eq!(cast_float(FloatTy::Half, FloatTy::Double, 0x3555), 0.333251953125f64.to_bits());
        assert_eq!(cast_float(FloatTy::Double, FloatTy::Half, (1.0f64 / 3.0).to_bits()), 0x3555);
    }

    #[test]
    fn float_arithmetic() {
        let d = |x: f64| x.to_bits();
        assert_eq!(float_binary(Opcode::FAdd, FloatTy::Double, d(0.1), d(0.2)), Some(d(0.1 + 0.2)));
        assert_eq!(float_binary(Opcode::FRem, FloatTy::Double, d(-7.5), d(2.0)), Some(d(-1.5)));
        let f = |x: f32| x.to_bits() as u64;
        assert_eq!(float_binary(Opcode::FDiv, FloatTy::Float, f(1.0), f(3.0)), Some(f(1.0 / 3.0)));
        // half: 1 + 2^-10 (0x3c01) times itself = 1 + 2^-9 + 2^-20, rounds to 0x3c02.
        assert_eq!(float_binary(Opcode::FMul, FloatTy::Half, 0x3c01, 0x3c01), Some(0x3c02));
        assert_eq!(fneg(FloatTy::Float, f(0.0)), f(-0.0));
        assert_eq!(fmuladd(false, FloatTy::Double, d(0.1), d(10.0), d(-1.0)), d(0.1 * 10.0 - 1.0));
        assert_ne!(fmuladd(true, FloatTy::Double, d(0.1), d(10.0), d(-1.0)), d(0.1 * 10.0 - 1.0));
    }

    #[test]
    fn float_intrinsics() {
        let d = |x: f64| x.to_bits();
        assert_eq!(float_unary_intrinsic(Intrinsic::Round, FloatTy::Double, d(2.5)), Some(d(3.0)));
        assert_eq!(float_unary_intrinsic(Intrinsic::Rint, FloatTy::Double, d(2.5)), Some(d(2.0)));
        assert_eq!(float_unary_intrinsic(Intrinsic::Fabs, FloatTy::Half, 0xbc00), Some(0x3c00));
        assert_eq!(float_unary_intrinsic(Intrinsic::Sqrt, FloatTy::Double, d(2.0)), Some(d(2f64.sqrt())));
        assert_eq!(float_binary_intrinsic(Intrinsic::Minnum, FloatTy::Double, d(f64::NAN), d(1.0)), Some(d(1.0)));
        assert_eq!(float_binary_intrinsic(Intrinsic::Minnum, FloatTy::Double, d(0.0), d(-0.0)), Some(d(-0.0)));
        assert_eq!(float_binary_intrinsic(Intrinsic::Maxnum, FloatTy::Double, d(-0.0), d(0.0)), Some(d(0.0)));
        assert!(f64::from_bits(
            float_binary_intrinsic(Intrinsic::Maximum, FloatTy::Double, d(f64::NAN), d(1.0)).unwrap()
        )
        .is_nan());
        assert_eq!(float_binary_intrinsic(Intrinsic::Copysign, FloatTy::Double, d(3.0), d(-0.0)), Some(d(-3.0)));
    }

    #[test]
    fn bit_counting_and_funnel_shifts() {
        assert_eq!(ctlz(32, 1, false), Some(31));
        assert_eq!(ctlz(32, 0, false), Some(32));
        assert_eq!(ctlz(32, 0, true), None);
        assert_eq!(cttz(48, 0, false), Some(48));
        assert_eq!(cttz(8, 0x80, true), Some(7));
        assert_eq!(ctpop(0xff00ff), 16);
        assert_eq!(bswap(16, 0x1234), 0x3412);
        assert_eq!(bswap(32, 0x1234_5678), 0x7856_3412);
        assert_eq!(bitreverse(8, 1), 0x80);
        assert_eq!(bitreverse(48, 1), 1 << 47);
        assert_eq!(fshl(8, 0x12, 0x34, 4), 0x23);
        assert_eq!(fshl(8, 0x12, 0x34, 12), 0x23);
        assert_eq!(fshl(8, 0x12, 0x34, 8), 0x12);
        assert_eq!(fshr(8, 0x12, 0x34, 4), 0x23);
        assert_eq!(fshr(8, 0x12, 0x34, 0), 0x34);
        assert_eq!(fshl(48, 0x8000_0000_0001, 0x8000_0000_0000, 1), 0x3);
        assert_eq!(fshr(48, 1, 0, 1), 0x8000_0000_0000);
    }

    #[test]
    fn abs_min_max_sat_overflow() {
        assert_eq!(abs(8, 0x80, true), None);
        assert_eq!(abs(8, 0x80, false), Some(0x80));
        assert_eq!(abs(8, 0xff, true), Some(1));
        assert_eq!(int_binary_intrinsic(Intrinsic::Smax, 8, 0x80, 1), Some(Some(1)));
        assert_eq!(int_binary_intrinsic(Intrinsic::Umax, 8, 0x80, 1), Some(Some(0x80)));
        assert_eq!(int_binary_intrinsic(Intrinsic::Smin, 8, 0x80, 1), Some(Some(0x80)));
        assert_eq!(int_binary_intrinsic(Intrinsic::SaddSat, 8, 0x7f, 1), Some(Some(0x7f)));
        assert_eq!(int_binary_intrinsic(Intrinsic::SaddSat, 8, 0x80, 0xff), Some(Some(0x80)));
        assert_eq!(int_binary_intrinsic(Intrinsic::SsubSat, 8, 0x7f, 0xff), Some(Some(0x7f)));
        assert_eq!(int_binary_intrinsic(Intrinsic::UaddSat, 8, 0xf0, 0x20), Some(Some(0xff)));
        assert_eq!(int_binary_intrinsic(Intrinsic::UsubSat, 8, 0x10, 0x20), Some(Some(0)));
        assert_eq!(int_binary_intrinsic(Intrinsic::UshlSat, 8, 0x40, 2), Some(Some(0xff)));
        assert_eq!(int_binary_intrinsic(Intrinsic::SshlSat, 8, 0xc0, 2), Some(Some(0x80)));
        assert_eq!(int_binary_intrinsic(Intrinsic::SshlSat, 8, 1, 8), Some(None));
        assert_eq!(int_binary_intrinsic(Intrinsic::Ctpop, 8, 1, 8), None);
        assert_eq!(with_overflow(OverflowOp::SAdd, 32, 0x7fff_ffff, 1), (0x8000_0000, true));
        assert_eq!(with_overflow(OverflowOp::UAdd, 32, 0x7fff_ffff, 1), (0x8000_0000, false));
        assert_eq!(with_overflow(OverflowOp::USub, 8, 1, 2), (0xff, true));
        assert_eq!(with_overflow(OverflowOp::UMul, 64, 1 << 32, 1 << 32), (0, true));
        assert_eq!(with_overflow(OverflowOp::SMul, 8, 0xff, 0x80), (0x80, true));
        assert_eq!(three_way_compare(true, 8, 0xff, 1, 2), 3);
        assert_eq!(three_way_compare(false, 8, 0xff, 1, 8), 1);
    }
}
