//! `x86_fp80` in software, bit for bit as the x87 unit computes it under Linux's default control
//! word (64-bit precision, round to nearest even, every exception masked), plus what glibc's
//! long double functions do where LLVM calls them (`fmodl` for `frem`, `fmal`, `fmaxl`, ...).
//!
//! A value is the low 80 bits of a `u128`: sign (bit 79), biased exponent (bits 78..64, bias
//! 16383) and a 64-bit significand whose bit 63 is the explicit integer bit. The encodings the
//! x87 unit rejects as operands — unnormals (exponent neither 0 nor all ones, integer bit clear),
//! pseudo-infinities and pseudo-NaNs (exponent all ones, integer bit clear) — are invalid
//! operands: arithmetic on them gives the real indefinite NaN, comparisons are unordered, and
//! conversions to integers are poison, to `double`/`float` the default NaN. Pseudo-denormals
//! (exponent 0, integer bit set) are read as the x87 reads them, as denormals worth
//! `significand × 2^-16445`, and come out of arithmetic normalised. Loads, stores, `bitcast`,
//! `fneg`, `fabs` and `copysign` keep every bit pattern as it is.
//!
//! NaNs follow the x87 rules: one NaN operand comes back quieted; of two, a quiet NaN wins over
//! a signalling one, otherwise the larger significand wins (the positive one when they are
//! equal). An invalid operation (`inf - inf`, `0 * inf`, `0 / 0`, `sqrt(-1)`, `fmod(inf, y)`)
//! gives the real indefinite `0xFFFF_C000000000000000`, a negative quiet NaN.
//!
//! Every operation computes the exact result, or enough of it plus a sticky bit, and rounds
//! once (`round`), which also serves `fptrunc` to the IEEE formats and rounding to integers.

use kiln_ir::fold::{mask, sext, FloatTy};
use kiln_ir::FloatPredicate;
use std::cmp::Ordering;

/// The real indefinite: the NaN an invalid operation produces.
pub const INDEFINITE: u128 = 0xFFFF_C000_0000_0000_0000;
const SIGN: u128 = 1 << 79;
const QUIET: u128 = 1 << 62;
const INT_BIT: u64 = 1 << 63;
const EXP_ALL: u128 = 0x7fff << 64;
const INF: u128 = EXP_ALL | INT_BIT as u128;
const BIAS: i32 = 16383;

/// What an `x86_fp80` bit pattern is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Class {
    /// ±0.
    Zero,
    /// `m × 2^e` with `m != 0`; denormals keep their leading zero bits.
    Finite {
        /// The significand as stored.
        m: u64,
        /// The exponent of its lowest bit.
        e: i32,
    },
    /// ±infinity.
    Inf,
    /// A NaN (integer bit set, fraction nonzero).
    Nan {
        /// Bit 62 set.
        quiet: bool,
    },
    /// An unnormal, pseudo-infinity or pseudo-NaN: an invalid operand.
    Invalid,
}

/// The sign and class of `a`.
pub fn unpack(a: u128) -> (bool, Class) {
    let neg = a & SIGN != 0;
    let exp = ((a >> 64) & 0x7fff) as i32;
    let sig = a as u64;
    let class = match exp {
        0 if sig == 0 => Class::Zero,
        0 => Class::Finite { m: sig, e: 1 - BIAS - 63 },
        0x7fff if sig & INT_BIT == 0 => Class::Invalid,
        0x7fff if sig << 1 == 0 => Class::Inf,
        0x7fff => Class::Nan { quiet: sig & (1 << 62) != 0 },
        _ if sig & INT_BIT == 0 => Class::Invalid,
        _ => Class::Finite { m: sig, e: exp - BIAS - 63 },
    };
    (neg, class)
}

/// The sign and class of `a` read as soft-float code reads it: the exponent and the 63 fraction
/// bits, the integer bit implied by the exponent.
fn unpack_implicit(a: u128) -> (bool, Class) {
    let neg = a & SIGN != 0;
    let exp = ((a >> 64) & 0x7fff) as i32;
    let frac = a as u64 & !INT_BIT;
    let class = match exp {
        0 if frac == 0 => Class::Zero,
        0 => Class::Finite { m: frac, e: 1 - BIAS - 63 },
        0x7fff if frac == 0 => Class::Inf,
        0x7fff => Class::Nan { quiet: frac & (1 << 62) != 0 },
        _ => Class::Finite { m: frac | INT_BIT, e: exp - BIAS - 63 },
    };
    (neg, class)
}

// ---- rounding -----------------------------------------------------------------------------

/// A binary format as the rounder sees it: `p` significand bits (with the leading one), the
/// exponent of the lowest significand bit of denormals (`min_lsb`) and of the largest finite
/// numbers (`max_lsb`).
#[derive(Copy, Clone, Debug)]
pub struct Format {
    p: u32,
    min_lsb: i32,
    max_lsb: i32,
}

/// x87 double extended.
const EXTENDED: Format = Format { p: 64, min_lsb: -16445, max_lsb: 16320 };
/// Integers: rounding to this format rounds to an integer (for values below 2^127).
const INTEGRAL: Format = Format { p: 127, min_lsb: 0, max_lsb: i32::MAX };

/// The rounder's view of an IEEE format, and its exponent width.
fn ieee(ft: FloatTy) -> (Format, u32) {
    match ft {
        FloatTy::Half => (Format { p: 11, min_lsb: -24, max_lsb: 5 }, 5),
        FloatTy::Float => (Format { p: 24, min_lsb: -149, max_lsb: 104 }, 8),
        FloatTy::Double => (Format { p: 53, min_lsb: -1074, max_lsb: 971 }, 11),
    }
}

/// A rounding direction.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Mode {
    /// To nearest, ties to even (the x87 default; `rint`, `nearbyint`, `roundeven`).
    NearestEven,
    /// To nearest, ties away from zero (`round`).
    NearestAway,
    /// Toward zero (`trunc`).
    TowardZero,
    /// Toward -infinity (`floor`).
    Down,
    /// Toward +infinity (`ceil`).
    Up,
}

/// A rounded magnitude: `m × 2^lsb` with at most `p` bits in `m`, or an overflow.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Rounded {
    Zero,
    Finite { m: u128, lsb: i32 },
    Inf,
}

/// Rounds the magnitude `m × 2^e` (plus, when `sticky`, something nonzero below `2^e`) of a
/// number with sign `neg` to `fmt` in direction `mode`. With `sticky`, `m` must have at least
/// `p + 1` bits, so that the sticky part lies below the rounding position. Overflow gives
/// infinity (only nearest rounding overflows here).
fn round(neg: bool, m: u128, e: i32, sticky: bool, fmt: Format, mode: Mode) -> Rounded {
    if m == 0 {
        return Rounded::Zero;
    }
    let n = 128 - m.leading_zeros() as i32;
    let mut lsb = (e + n - fmt.p as i32).max(fmt.min_lsb);
    let mut kept;
    if lsb > e {
        let sh = (lsb - e) as u32;
        let (k, rem_nonzero, cmp) = if sh > 128 {
            (0, true, Ordering::Less)
        } else if sh == 128 {
            (0, true, m.cmp(&(1u128 << 127)))
        } else {
            let rem = m & ((1u128 << sh) - 1);
            (m >> sh, rem != 0, rem.cmp(&(1u128 << (sh - 1))))
        };
        let cmp = if cmp == Ordering::Equal && sticky { Ordering::Greater } else { cmp };
        let inexact = rem_nonzero || sticky;
        let up = match mode {
            Mode::NearestEven => cmp == Ordering::Greater || (cmp == Ordering::Equal && k & 1 == 1),
            Mode::NearestAway => cmp != Ordering::Less,
            Mode::TowardZero => false,
            Mode::Down => neg && inexact,
            Mode::Up => !neg && inexact,
        };
        kept = k + up as u128;
        if kept >> fmt.p != 0 {
            kept >>= 1;
            lsb += 1;
        }
    } else {
        debug_assert!(!sticky, "a sticky bit needs a guard bit below the rounding position");
        kept = m << (e - lsb);
    }
    if kept == 0 {
        Rounded::Zero
    } else if lsb > fmt.max_lsb {
        Rounded::Inf
    } else {
        Rounded::Finite { m: kept, lsb }
    }
}

/// The `x86_fp80` pattern of a rounded number.
fn pack(neg: bool, r: Rounded) -> u128 {
    let s = if neg { SIGN } else { 0 };
    match r {
        Rounded::Zero => s,
        Rounded::Inf => s | INF,
        // A denormal (its lsb is the minimum) has exponent field 0.
        Rounded::Finite { m, .. } if m >> 63 == 0 => s | m,
        Rounded::Finite { m, lsb } => s | (((lsb + BIAS + 63) as u128) << 64) | m,
    }
}

/// Rounds `m × 2^e` (+ sticky) to nearest `x86_fp80`.
fn make(neg: bool, m: u128, e: i32, sticky: bool) -> u128 {
    pack(neg, round(neg, m, e, sticky, EXTENDED, Mode::NearestEven))
}

/// The IEEE pattern of a rounded number.
fn pack_ieee(ft: FloatTy, neg: bool, r: Rounded) -> u64 {
    let (fmt, ebits) = ieee(ft);
    let frac_bits = fmt.p - 1;
    let s = (neg as u64) << (ebits + frac_bits);
    match r {
        Rounded::Zero => s,
        Rounded::Inf => s | (((1u64 << ebits) - 1) << frac_bits),
        Rounded::Finite { m, .. } if m >> frac_bits == 0 => s | m as u64,
        Rounded::Finite { m, lsb } => {
            s | (((lsb - fmt.min_lsb + 1) as u64) << frac_bits) | (m as u64 & ((1u64 << frac_bits) - 1))
        }
    }
}

/// `m × 2^e` with the top bit of `m` at bit 63.
fn normalize(m: u64, e: i32) -> (u64, i32) {
    let z = m.leading_zeros();
    (m << z, e - z as i32)
}

fn quiet(a: u128) -> u128 {
    a | QUIET
}

fn is_nan(c: Class) -> bool {
    matches!(c, Class::Nan { .. })
}

/// The NaN an operation returns when `a` or `b` (or both) is a NaN, neither being invalid.
fn propagate(a: u128, ca: Class, b: u128, cb: Class) -> u128 {
    match (ca, cb) {
        (Class::Nan { quiet: qa }, Class::Nan { quiet: qb }) => {
            if qa != qb {
                return quiet(if qa { a } else { b });
            }
            let (sa, sb) = (a as u64, b as u64);
            let pick = match sa.cmp(&sb) {
                Ordering::Greater => a,
                Ordering::Less => b,
                Ordering::Equal if a & SIGN == 0 => a,
                Ordering::Equal => b,
            };
            quiet(pick)
        }
        (Class::Nan { .. }, _) => quiet(a),
        _ => quiet(b),
    }
}

// ---- exact addition -----------------------------------------------------------------------

/// A 256-bit natural number: what an exact sum of a 128-bit product and an addend needs.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord)]
struct U256 {
    hi: u128,
    lo: u128,
}

impl U256 {
    /// `x << s` for `s < 256`.
    fn shl(x: u128, s: u32) -> U256 {
        match s {
            0 => U256 { hi: 0, lo: x },
            1..=127 => U256 { hi: x >> (128 - s), lo: x << s },
            _ => U256 { hi: x << (s - 128), lo: 0 },
        }
    }
    fn add(self, o: U256) -> U256 {
        let (lo, carry) = self.lo.overflowing_add(o.lo);
        U256 { hi: self.hi + o.hi + carry as u128, lo }
    }
    /// `self - o` for `self >= o`.
    fn sub(self, o: U256) -> U256 {
        let (lo, borrow) = self.lo.overflowing_sub(o.lo);
        U256 { hi: self.hi - o.hi - borrow as u128, lo }
    }
    fn bits(self) -> u32 {
        if self.hi != 0 {
            256 - self.hi.leading_zeros()
        } else {
            128 - self.lo.leading_zeros()
        }
    }
    /// `self >> sh` (for `0 < sh <= 128`, the result fitting 128 bits) and whether bits were lost.
    fn shr(self, sh: u32) -> (u128, bool) {
        if sh == 128 {
            (self.hi, self.lo != 0)
        } else {
            ((self.hi << (128 - sh)) | (self.lo >> sh), self.lo & ((1u128 << sh) - 1) != 0)
        }
    }
}

/// A signed number `±m × 2^e` with `m` up to 128 bits.
#[derive(Copy, Clone, Debug)]
struct Exact {
    neg: bool,
    m: u128,
    e: i32,
}

impl Exact {
    /// Exponent of the top bit (`m != 0`).
    fn top(self) -> i32 {
        self.e + 127 - self.m.leading_zeros() as i32
    }
}

/// `a + b` exactly, or rounded-to-be (at least 128 bits and a sticky bit) when the exact sum is
/// wider than 128 bits; `None` when it is exactly zero (the caller picks the zero's sign).
fn add_exact(a: Exact, b: Exact) -> Option<(Exact, bool)> {
    if b.m == 0 {
        return (a.m != 0).then_some((a, false));
    }
    if a.m == 0 {
        return Some((b, false));
    }
    let (a, mut b) = if b.top() > a.top() { (b, a) } else { (a, b) };
    // Every rounding boundary of the result (a grid point or midpoint at 64 bits) is a multiple
    // of 2^(top(a) - 66), and `a` is a multiple of 2^a.e: an addend below both lattices can be
    // replaced by any other such addend of its sign without changing the rounded sum.
    let lattice = a.e.min(a.top() - 66);
    if b.top() < lattice {
        b = Exact { neg: b.neg, m: 1, e: lattice - 1 };
    }
    let base = a.e.min(b.e);
    let x = U256::shl(a.m, (a.e - base) as u32);
    let y = U256::shl(b.m, (b.e - base) as u32);
    let (neg, s) = if a.neg == b.neg {
        (a.neg, x.add(y))
    } else {
        match x.cmp(&y) {
            Ordering::Equal => return None,
            Ordering::Greater => (a.neg, x.sub(y)),
            Ordering::Less => (b.neg, y.sub(x)),
        }
    };
    let n = s.bits();
    if n <= 128 {
        Some((Exact { neg, m: s.lo, e: base }, false))
    } else {
        let (m, sticky) = s.shr(n - 128);
        Some((Exact { neg, m, e: base + (n - 128) as i32 }, sticky))
    }
}

/// Rounds an exact sum; an exact zero is `+0` unless both addends were `-0`-like (`neg_zero`).
fn round_sum(sum: Option<(Exact, bool)>, neg_zero: bool) -> u128 {
    match sum {
        Some((x, sticky)) => make(x.neg, x.m, x.e, sticky),
        None if neg_zero => SIGN,
        None => 0,
    }
}

/// `±m × 2^e` of a finite or zero operand.
fn exact(neg: bool, c: Class) -> Exact {
    match c {
        Class::Finite { m, e } => Exact { neg, m: m as u128, e },
        _ => Exact { neg, m: 0, e: 0 },
    }
}

// ---- arithmetic ---------------------------------------------------------------------------

/// `fadd`.
pub fn add(a: u128, b: u128) -> u128 {
    let ((na, ca), (nb, cb)) = (unpack(a), unpack(b));
    match (ca, cb) {
        (Class::Invalid, _) | (_, Class::Invalid) => INDEFINITE,
        _ if is_nan(ca) || is_nan(cb) => propagate(a, ca, b, cb),
        (Class::Inf, Class::Inf) if na != nb => INDEFINITE,
        (Class::Inf, _) => a,
        (_, Class::Inf) => b,
        _ => round_sum(add_exact(exact(na, ca), exact(nb, cb)), na && nb),
    }
}

/// `fsub`: `a + (-b)`, except that a NaN `b` keeps its sign.
pub fn sub(a: u128, b: u128) -> u128 {
    match unpack(b).1 {
        Class::Nan { .. } | Class::Invalid => add(a, b),
        _ => add(a, b ^ SIGN),
    }
}

/// `fmul`.
pub fn mul(a: u128, b: u128) -> u128 {
    let ((na, ca), (nb, cb)) = (unpack(a), unpack(b));
    let neg = na != nb;
    match (ca, cb) {
        (Class::Invalid, _) | (_, Class::Invalid) => INDEFINITE,
        _ if is_nan(ca) || is_nan(cb) => propagate(a, ca, b, cb),
        (Class::Inf, Class::Zero) | (Class::Zero, Class::Inf) => INDEFINITE,
        (Class::Inf, _) | (_, Class::Inf) => pack(neg, Rounded::Inf),
        (Class::Zero, _) | (_, Class::Zero) => pack(neg, Rounded::Zero),
        (Class::Finite { m: ma, e: ea }, Class::Finite { m: mb, e: eb }) => {
            make(neg, ma as u128 * mb as u128, ea + eb, false)
        }
        _ => INDEFINITE,
    }
}

/// `fdiv`.
pub fn div(a: u128, b: u128) -> u128 {
    let ((na, ca), (nb, cb)) = (unpack(a), unpack(b));
    let neg = na != nb;
    match (ca, cb) {
        (Class::Invalid, _) | (_, Class::Invalid) => INDEFINITE,
        _ if is_nan(ca) || is_nan(cb) => propagate(a, ca, b, cb),
        (Class::Inf, Class::Inf) | (Class::Zero, Class::Zero) => INDEFINITE,
        (Class::Inf, _) | (_, Class::Zero) => pack(neg, Rounded::Inf),
        (_, Class::Inf) | (Class::Zero, _) => pack(neg, Rounded::Zero),
        (Class::Finite { m: ma, e: ea }, Class::Finite { m: mb, e: eb }) => {
            let ((ma, ea), (mb, eb)) = (normalize(ma, ea), normalize(mb, eb));
            // 64 or 65 quotient bits, then 32 more: at least 96 bits and a sticky remainder.
            let (n, d) = ((ma as u128) << 64, mb as u128);
            let (q1, r1) = (n / d, n % d);
            let (q2, r2) = ((r1 << 32) / d, (r1 << 32) % d);
            make(neg, (q1 << 32) | q2, ea - eb - 96, r2 != 0)
        }
        _ => INDEFINITE,
    }
}

/// `frem`, which LLVM lowers to `fmodl` (glibc's is an `fprem` loop): the exact remainder of
/// truncating division, with the sign of `a`.
pub fn rem(a: u128, b: u128) -> u128 {
    let ((na, ca), (_, cb)) = (unpack(a), unpack(b));
    match (ca, cb) {
        (Class::Invalid, _) | (_, Class::Invalid) => INDEFINITE,
        _ if is_nan(ca) || is_nan(cb) => propagate(a, ca, b, cb),
        (Class::Inf, _) | (_, Class::Zero) => INDEFINITE,
        (Class::Zero, _) => a,
        (Class::Finite { m, e }, Class::Inf) => make(na, m as u128, e, false),
        (Class::Finite { m: ma, e: ea }, Class::Finite { m: mb, e: eb }) => {
            let ((ma, ea), (mb, eb)) = (normalize(ma, ea), normalize(mb, eb));
            if (ea, ma) < (eb, mb) {
                return make(na, ma as u128, ea, false);
            }
            // (ma × 2^(ea - eb)) mod mb, 64 bits of the shift at a time.
            let mb = mb as u128;
            let mut r = ma as u128 % mb;
            let mut d = (ea - eb) as u32;
            while d > 0 {
                let s = d.min(64);
                r = (r << s) % mb;
                d -= s;
            }
            make(na, r, eb, false)
        }
        _ => INDEFINITE,
    }
}

/// `fneg`: flips the sign bit of any pattern.
pub fn neg(a: u128) -> u128 {
    a ^ SIGN
}

/// `llvm.fabs`: clears the sign bit of any pattern.
pub fn abs(a: u128) -> u128 {
    a & !SIGN
}

/// `llvm.copysign`.
pub fn copysign(a: u128, b: u128) -> u128 {
    (a & !SIGN) | (b & SIGN)
}

/// `llvm.sqrt` (`fsqrt`): correctly rounded.
pub fn sqrt(a: u128) -> u128 {
    let (neg, c) = unpack(a);
    match c {
        Class::Invalid => INDEFINITE,
        Class::Nan { .. } => quiet(a),
        Class::Zero => a,
        _ if neg => INDEFINITE,
        Class::Inf => a,
        Class::Finite { m, e } => {
            let (m, e) = normalize(m, e);
            // An even exponent, then 70 more radicand bits: a root of 67 or 68 bits.
            let (x, e) = if e & 1 != 0 { ((m as u128) << 1, e - 1) } else { (m as u128, e) };
            let (root, inexact) = isqrt_shifted(x, 70);
            make(false, root, (e - 70) / 2, inexact)
        }
    }
}

/// `floor(sqrt(x × 2^shift))` (for even `shift`, the root below 2^100) and whether it is inexact,
/// two radicand bits at a time.
fn isqrt_shifted(x: u128, shift: u32) -> (u128, bool) {
    let total = 128 - x.leading_zeros() + shift;
    let pairs = total.div_ceil(2);
    let bit = |i: u32| if i < shift { 0 } else { (x >> (i - shift)) & 1 };
    let (mut root, mut rem) = (0u128, 0u128);
    for k in (0..pairs).rev() {
        rem = (rem << 2) | (bit(2 * k + 1) << 1) | bit(2 * k);
        let trial = (root << 2) | 1;
        if rem >= trial {
            rem -= trial;
            root = (root << 1) | 1;
        } else {
            root <<= 1;
        }
    }
    (root, rem != 0)
}

/// `llvm.fma` (glibc's `fmal`, exact with one rounding), and `llvm.fmuladd` unfused (x87 has no
/// fused multiply-add; clang's code is `fmul` then `fadd`).
pub fn fma(fused: bool, a: u128, b: u128, c: u128) -> u128 {
    if !fused {
        return add(mul(a, b), c);
    }
    let ((na, ca), (nb, cb), (nc, cc)) = (unpack(a), unpack(b), unpack(c));
    let finite = |k: Class| matches!(k, Class::Finite { .. } | Class::Zero);
    if [ca, cb, cc].contains(&Class::Invalid) {
        return INDEFINITE;
    }
    if !finite(ca) || !finite(cb) || is_nan(cc) || ca == Class::Zero || cb == Class::Zero {
        return add(mul(a, b), c);
    }
    if cc == Class::Inf {
        return c;
    }
    if cc == Class::Zero {
        return mul(a, b);
    }
    let (Class::Finite { m: ma, e: ea }, Class::Finite { m: mb, e: eb }) = (ca, cb) else {
        return INDEFINITE;
    };
    let product = Exact { neg: na != nb, m: ma as u128 * mb as u128, e: ea + eb };
    round_sum(add_exact(product, exact(nc, cc)), false)
}

/// Rounds `a` to an integer in direction `mode` (`floor ceil trunc round rint nearbyint
/// roundeven`); the sign of a zero result is the sign of `a`.
pub fn round_integral(a: u128, mode: Mode) -> u128 {
    let (neg, c) = unpack(a);
    match c {
        Class::Invalid => INDEFINITE,
        Class::Nan { .. } => quiet(a),
        Class::Zero | Class::Inf => a,
        Class::Finite { m, e } if e >= 0 => make(neg, m as u128, e, false),
        Class::Finite { m, e } => match round(neg, m as u128, e, false, INTEGRAL, mode) {
            Rounded::Finite { m, lsb } => make(neg, m, lsb, false),
            _ => pack(neg, Rounded::Zero),
        },
    }
}

/// `roundl` (and `llvm.round`, which LLVM lowers to it): [`round_integral`] away from zero,
/// except that an unnormal goes through glibc's bit manipulation (`ldbl-96/s_roundl.c`), which
/// reads it as if its integer bit were set (and gives ±1 for any exponent of -1).
pub fn roundl(a: u128) -> u128 {
    let exp = ((a >> 64) & 0x7fff) as i32;
    if unpack(a).1 != Class::Invalid || exp == 0x7fff {
        return round_integral(a, Mode::NearestAway);
    }
    let (mut se, mut i0, mut i1) = ((a >> 64) as u32 & 0xffff, (a >> 32) as u32, a as u32);
    let j0 = exp - 0x3fff;
    if j0 < 31 {
        if j0 < 0 {
            se &= 0x8000;
            (i0, i1) = (0, 0);
            if j0 == -1 {
                se |= 0x3fff;
                i0 = 0x8000_0000;
            }
        } else {
            let i = 0x7fff_ffffu32 >> j0;
            if (i0 & i) | i1 == 0 {
                return a;
            }
            let j = i0.wrapping_add(0x4000_0000 >> j0);
            if j < i0 {
                se += 1;
            }
            (i0, i1) = ((j & !i) | 0x8000_0000, 0);
        }
    } else if j0 > 62 {
        return a;
    } else {
        let i = 0xffff_ffffu32 >> (j0 - 31);
        if i1 & i == 0 {
            return a;
        }
        let j = i1.wrapping_add(1 << (62 - j0));
        if j < i1 {
            let mut k = i0.wrapping_add(1);
            if k < i0 {
                se += 1;
                k |= 0x8000_0000;
            }
            i0 = k;
        }
        i1 = j & !i;
    }
    ((se as u128) << 64) | ((i0 as u128) << 32) | i1 as u128
}

/// `ldexpl`/`scalbnl`/`llvm.ldexp`: `a × 2^n`, rounded once.
pub fn ldexp(a: u128, n: i64) -> u128 {
    let (neg, c) = unpack(a);
    match c {
        Class::Invalid => INDEFINITE,
        Class::Nan { .. } => quiet(a),
        Class::Zero | Class::Inf => a,
        Class::Finite { m, e } => make(neg, m as u128, e + n.clamp(-100_000, 100_000) as i32, false),
    }
}

/// `frexpl`/`llvm.frexp`: the fraction in [0.5, 1) and the exponent; zeros and infinities come
/// back as they are with exponent 0, NaNs quieted.
pub fn frexp(a: u128) -> (u128, i32) {
    let (neg, c) = unpack(a);
    match c {
        Class::Invalid => (INDEFINITE, 0),
        Class::Nan { .. } => (quiet(a), 0),
        Class::Zero | Class::Inf => (a, 0),
        Class::Finite { m, e } => {
            let (m, e) = normalize(m, e);
            (make(neg, m as u128, -64, false), e + 64)
        }
    }
}

/// `fmaxl` (`max`) or `fminl` as glibc's x86-64 assembly computes them, which is what LLVM's
/// `llvm.maxnum.f80`/`llvm.minnum.f80` become: of two numbers, `fmax` returns `a` only when
/// `a > b` and `fmin` returns `b` only when `b < a` (so equal zeros give `b` and `a`); a quiet
/// NaN loses to a number; otherwise (a signalling NaN, two NaNs) the result is `a + b`.
pub fn min_max(max: bool, a: u128, b: u128) -> u128 {
    let ((_, ca), (_, cb)) = (unpack(a), unpack(b));
    match (ca, cb) {
        (Class::Invalid, _) | (_, Class::Invalid) => INDEFINITE,
        (Class::Nan { quiet: true }, k) if !is_nan(k) => b,
        (k, Class::Nan { quiet: true }) if !is_nan(k) => a,
        _ if is_nan(ca) || is_nan(cb) => add(a, b),
        _ if max => {
            if compare(a, b) == Some(Ordering::Greater) {
                a
            } else {
                b
            }
        }
        _ => {
            if compare(b, a) == Some(Ordering::Less) {
                b
            } else {
                a
            }
        }
    }
}

// ---- comparisons --------------------------------------------------------------------------

/// The order of `a` and `b`, `None` when unordered (a NaN or an invalid operand).
pub fn compare(a: u128, b: u128) -> Option<Ordering> {
    let key = |x: u128| -> Option<(bool, (u8, i32, u64))> {
        let (neg, c) = unpack(x);
        let mag = match c {
            Class::Zero => (0, 0, 0),
            Class::Finite { m, e } => {
                let (m, e) = normalize(m, e);
                (1, e, m)
            }
            Class::Inf => (2, 0, 0),
            _ => return None,
        };
        Some((neg, mag))
    };
    let ((na, ma), (nb, mb)) = (key(a)?, key(b)?);
    let zero = (0, 0, 0);
    Some(if ma == zero && mb == zero {
        Ordering::Equal
    } else if na != nb {
        if na {
            Ordering::Less
        } else {
            Ordering::Greater
        }
    } else if na {
        mb.cmp(&ma)
    } else {
        ma.cmp(&mb)
    })
}

/// `fcmp pred a, b`.
pub fn fcmp(pred: FloatPredicate, a: u128, b: u128) -> bool {
    use FloatPredicate as P;
    let ord = compare(a, b);
    let is = |o: Ordering| ord == Some(o);
    let uno = ord.is_none();
    match pred {
        P::False => false,
        P::True => true,
        P::Ord => !uno,
        P::Uno => uno,
        P::Oeq => is(Ordering::Equal),
        P::Ogt => is(Ordering::Greater),
        P::Oge => is(Ordering::Greater) || is(Ordering::Equal),
        P::Olt => is(Ordering::Less),
        P::Ole => is(Ordering::Less) || is(Ordering::Equal),
        P::One => !uno && !is(Ordering::Equal),
        P::Ueq => uno || is(Ordering::Equal),
        P::Ugt => uno || is(Ordering::Greater),
        P::Uge => uno || !is(Ordering::Less),
        P::Ult => uno || is(Ordering::Less),
        P::Ule => uno || !is(Ordering::Greater),
        P::Une => uno || !is(Ordering::Equal),
    }
}

/// `llvm.is.fpclass(a, mask)` (mask bits: 0 signalling NaN, 1 quiet NaN, 2..=5 negative
/// infinity/normal/subnormal/zero, 6..=9 the positive ones in the reverse order). The encodings
/// outside IEEE's classes are classified as LLVM 19's x86 expansion classifies them for the masks
/// clang emits (`isnan` 3, `isinf` 0x204, `isfinite` 0x1f8) and for single classes: an invalid
/// operand is a NaN of neither kind (true only when the mask has both NaN bits), a
/// pseudo-denormal is finite but neither normal nor subnormal (true only when the mask has both
/// classes of its sign). Other masks of several classes can differ from native code there.
pub fn is_fpclass(a: u128, mask: u128) -> bool {
    let (neg, c) = unpack(a);
    let has = |bits: &[u32]| bits.iter().all(|&b| mask >> b & 1 == 1);
    let signed = |n: u32, p: u32| if neg { n } else { p };
    match c {
        Class::Invalid => has(&[0, 1]),
        Class::Nan { quiet } => has(&[quiet as u32]),
        Class::Zero => has(&[signed(5, 6)]),
        Class::Inf => has(&[signed(2, 9)]),
        Class::Finite { m, .. } if (a >> 64) & 0x7fff == 0 && m & INT_BIT != 0 => has(&[signed(3, 8), signed(4, 7)]),
        Class::Finite { .. } if (a >> 64) & 0x7fff == 0 => has(&[signed(4, 7)]),
        Class::Finite { .. } => has(&[signed(3, 8)]),
    }
}

// ---- conversions --------------------------------------------------------------------------

/// `fpext` from `half`, `float` or `double` (`fld`): exact; a signalling NaN is quieted, the
/// payload moves to the top of the significand.
pub fn from_ieee(ft: FloatTy, v: u64) -> u128 {
    let (fmt, ebits) = ieee(ft);
    let frac_bits = fmt.p - 1;
    let neg = (v >> (ebits + frac_bits)) & 1 == 1;
    let exp = (v >> frac_bits) & ((1 << ebits) - 1);
    let frac = v & ((1 << frac_bits) - 1);
    let s = if neg { SIGN } else { 0 };
    if exp == (1 << ebits) - 1 {
        return if frac == 0 { s | INF } else { s | INF | ((frac as u128) << (63 - frac_bits)) | QUIET };
    }
    let (m, e) = if exp == 0 { (frac, fmt.min_lsb) } else { (frac | 1 << frac_bits, exp as i32 + fmt.min_lsb - 1) };
    make(neg, m as u128, e, false)
}

/// `fptrunc` to `half`, `float` or `double` (`fst`): rounded to nearest even, with overflow to
/// infinity and gradual underflow; a NaN keeps its sign and the top of its significand and
/// becomes quiet; an invalid operand gives the default NaN (negative, quiet). `half` is
/// libgcc's `__truncxfhf2` (LLVM's lowering), a software conversion that reads the encoding as
/// if the integer bit were implicit: unnormals are normal numbers there, pseudo-infinities
/// infinities, pseudo-NaNs NaNs, and the integer bit of pseudo-denormals is ignored.
pub fn to_ieee(ft: FloatTy, a: u128) -> u64 {
    let (fmt, ebits) = ieee(ft);
    let frac_bits = fmt.p - 1;
    let (neg, c) = if ft == FloatTy::Half { unpack_implicit(a) } else { unpack(a) };
    let s = (neg as u64) << (ebits + frac_bits);
    let nan = (((1u64 << ebits) - 1) << frac_bits) | (1 << (frac_bits - 1));
    match c {
        Class::Invalid => (1 << (ebits + frac_bits)) | nan,
        Class::Nan { .. } => s | nan | (((a as u64) << 1) >> (64 - frac_bits)),
        Class::Inf => pack_ieee(ft, neg, Rounded::Inf),
        Class::Zero => s,
        Class::Finite { m, e } => pack_ieee(ft, neg, round(neg, m as u128, e, false, fmt, Mode::NearestEven)),
    }
}

/// `sitofp`/`uitofp` of a `bits`-wide integer: exact up to 64 significant bits, rounded to
/// nearest even beyond (what `fild` and libgcc's `__floattixf`/`__floatuntixf` do).
pub fn from_int(signed: bool, bits: u32, v: u128) -> u128 {
    let s = sext(bits, v);
    let neg = signed && s < 0;
    let mag = if neg { s.unsigned_abs() } else { v & mask(bits) };
    make(neg, mag, 0, false)
}

/// `fptosi`/`fptoui` to `bits` bits: truncates toward zero; `None` (poison) for NaNs,
/// infinities, invalid operands and values out of the destination's range.
pub fn to_int(signed: bool, a: u128, bits: u32) -> Option<u128> {
    let (neg, c) = unpack(a);
    let mag: u128 = match c {
        Class::Zero => 0,
        Class::Finite { m, e } if e >= 0 => {
            if 64 - m.leading_zeros() as i32 + e > 128 {
                return None;
            }
            (m as u128) << e
        }
        Class::Finite { m, e } => {
            if e <= -64 {
                0
            } else {
                (m >> -e) as u128
            }
        }
        _ => return None,
    };
    let fits = match (signed, neg) {
        (true, false) => mag >> (bits - 1) == 0,
        (true, true) => mag <= 1u128 << (bits - 1),
        (false, false) => bits == 128 || mag >> bits == 0,
        (false, true) => mag == 0,
    };
    if !fits {
        return None;
    }
    Some(if neg { mag.wrapping_neg() & mask(bits) } else { mag })
}

/// `modfl`: the fractional part (with the sign of `a`) and the integral part.
pub fn modf(a: u128) -> (u128, u128) {
    let (neg, c) = unpack(a);
    match c {
        Class::Inf => (pack(neg, Rounded::Zero), a),
        Class::Nan { .. } | Class::Invalid => {
            let n = add(a, a);
            (n, n)
        }
        _ => {
            let int = round_integral(a, Mode::TowardZero);
            let frac = sub(a, int);
            (copysign(frac, a), int)
        }
    }
}

/// The exact value of a finite nonzero `a` as `(negative, m, e)`, worth `m × 2^e` (for
/// printing); `None` for zeros, infinities, NaNs and invalid operands.
pub fn finite_parts(a: u128) -> Option<(bool, u64, i32)> {
    match unpack(a) {
        (neg, Class::Finite { m, e }) => Some((neg, m, e)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ONE: u128 = 0x3fff_8000_0000_0000_0000;
    const TWO: u128 = 0x4000_8000_0000_0000_0000;
    const THREE: u128 = 0x4000_c000_0000_0000_0000;

    #[test]
    fn basic_arithmetic_rounds_to_nearest_even() {
        assert_eq!(add(ONE, TWO), THREE);
        assert_eq!(sub(ONE, ONE), 0);
        assert_eq!(sub(ONE ^ SIGN, ONE ^ SIGN), 0);
        assert_eq!(add(SIGN, SIGN), SIGN);
        assert_eq!(div(ONE, THREE), 0x3ffd_aaaa_aaaa_aaaa_aaab);
        assert_eq!(mul(div(ONE, THREE), THREE), ONE);
        assert_eq!(sqrt(TWO), 0x3fff_b504_f333_f9de_6484);
        // 1 + 2^-64 is a tie between 1 and 1 + 2^-63: even is 1.
        assert_eq!(add(ONE, 0x3fbf_8000_0000_0000_0000), ONE);
        assert_eq!(add(ONE, 0x3fbf_8000_0000_0000_0001), ONE + 1);
    }

    #[test]
    fn specials_follow_the_x87() {
        let (qa, qb) = (0x7fff_c000_0000_0000_0001, 0xffff_c000_0000_0000_0002);
        let sa = 0x7fff_8000_0000_0000_0003;
        assert_eq!(add(qa, qb), qb);
        assert_eq!(add(sa, qb), qb);
        assert_eq!(add(sa, ONE), sa | QUIET);
        assert_eq!(sub(qa, qb), qb);
        assert_eq!(add(qa, qa ^ SIGN), qa);
        assert_eq!(div(0, 0), INDEFINITE);
        assert_eq!(sub(INF, INF), INDEFINITE);
        assert_eq!(add(0x3fff_4000_0000_0000_0000, ONE), INDEFINITE, "unnormal");
        assert_eq!(add(0x0000_8000_0000_0000_0000, 0), 0x0001_8000_0000_0000_0000, "pseudo-denormal");
        assert_eq!(to_ieee(FloatTy::Double, sa), 0x7ff8_0000_0000_0000);
        assert_eq!(from_ieee(FloatTy::Double, 0x7ff0_0000_0000_0001), 0x7fff_c000_0000_0000_0800);
        assert_eq!(from_ieee(FloatTy::Float, 0x7f80_0001), 0x7fff_c000_0100_0000_0000);
    }

    #[test]
    fn conversions_and_integers() {
        assert_eq!(from_int(true, 32, 0xffff_ffff), ONE ^ SIGN);
        assert_eq!(to_int(true, ONE ^ SIGN, 8), Some(0xff));
        assert_eq!(to_int(false, ONE ^ SIGN, 8), None);
        assert_eq!(from_int(false, 128, u128::MAX), 0x407f_8000_0000_0000_0000);
        assert_eq!(round_integral(0x3ffe_8000_0000_0000_0000 | SIGN, Mode::Up), SIGN, "ceil(-0.5) = -0");
        assert_eq!(round_integral(0x4000_a000_0000_0000_0000, Mode::NearestEven), TWO, "rint(2.5) = 2");
        assert_eq!(round_integral(0x4000_a000_0000_0000_0000, Mode::NearestAway), THREE, "round(2.5) = 3");
        assert_eq!(rem(0x4002_a000_0000_0000_0000, THREE), ONE, "fmod(10, 3) = 1");
    }
}
