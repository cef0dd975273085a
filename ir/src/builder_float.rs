//! Encodes an `f64` as the IEEE bit pattern of `half`, `float`, `double` or `x86_fp80` (for
//! `FunctionBuilder::fconst`), rounding to nearest, ties to even, where the target is narrower.

/// The `half` bit pattern nearest to `x` (ties to even; overflow gives infinity).
pub(crate) fn f64_to_half_bits(x: f64) -> u16 {
    let bits = x.to_bits();
    let sign = ((bits >> 63) as u16) << 15;
    let exp = ((bits >> 52) & 0x7ff) as i32;
    let frac = bits & ((1u64 << 52) - 1);
    if exp == 0x7ff {
        // Infinity keeps a zero fraction; a NaN stays a quiet NaN with its top payload bits.
        return if frac == 0 { sign | 0x7c00 } else { sign | 0x7e00 | (frac >> 42) as u16 };
    }
    if exp == 0 {
        // Zero or a double subnormal: far below half's smallest subnormal.
        return sign;
    }
    let half_exp = exp - 1023 + 15;
    if half_exp >= 31 {
        return sign | 0x7c00;
    }
    let mant = frac | (1u64 << 52);
    if half_exp >= 1 {
        // Normal: keep 10 fraction bits; a rounding carry ripples into the exponent (and up to
        // infinity), which is exactly right for IEEE encodings.
        let q = round_shift_right(mant, 42);
        return sign | (((half_exp as u64) << 10) + (q - (1 << 10))) as u16;
    }
    // Subnormal half: the implicit bit shifts into the fraction.
    let shift = 42 + (1 - half_exp) as u32;
    sign | round_shift_right(mant, shift) as u16
}

/// `x >> shift` rounded to nearest, ties to even (`shift` in 1..=63; larger shifts of a 53-bit
/// mantissa round to zero).
fn round_shift_right(x: u64, shift: u32) -> u64 {
    if shift >= 64 {
        return 0;
    }
    let q = x >> shift;
    let rem = x & ((1u64 << shift) - 1);
    let half = 1u64 << (shift - 1);
    if rem > half || (rem == half && q & 1 == 1) {
        q + 1
    } else {
        q
    }
}

/// The `x86_fp80` bit pattern of `x` (exact: every double is representable), in the low 80 bits.
pub(crate) fn f64_to_x86_fp80_bits(x: f64) -> u128 {
    let bits = x.to_bits();
    let sign = ((bits >> 63) as u128) << 79;
    let exp = (bits >> 52) & 0x7ff;
    let frac = bits & ((1u64 << 52) - 1);
    let (exp80, mant80): (u64, u64) = if exp == 0x7ff {
        let quiet = if frac == 0 { 0 } else { 1u64 << 62 };
        (0x7fff, (1u64 << 63) | quiet | (frac << 11))
    } else if exp == 0 {
        if frac == 0 {
            (0, 0)
        } else {
            // A double subnormal is a normal x86_fp80: normalise the explicit integer bit to 63.
            let lz = frac.leading_zeros() as u64;
            let unbiased = -1011i64 - lz as i64;
            ((unbiased + 16383) as u64, frac << lz)
        }
    } else {
        (exp - 1023 + 16383, (1u64 << 63) | (frac << 11))
    };
    sign | ((exp80 as u128) << 64) | mant80 as u128
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn half_encodings() {
        assert_eq!(f64_to_half_bits(1.0), 0x3c00);
        assert_eq!(f64_to_half_bits(-2.0), 0xc000);
        assert_eq!(f64_to_half_bits(0.5), 0x3800);
        assert_eq!(f64_to_half_bits(65504.0), 0x7bff);
        assert_eq!(f64_to_half_bits(65520.0), 0x7c00, "rounds up to infinity");
        assert_eq!(f64_to_half_bits(1e10), 0x7c00);
        assert_eq!(f64_to_half_bits(f64::NEG_INFINITY), 0xfc00);
        assert_eq!(f64_to_half_bits(f64::NAN) & 0x7e00, 0x7e00);
        assert_eq!(f64_to_half_bits(2f64.powi(-24)), 0x0001, "smallest subnormal");
        assert_eq!(f64_to_half_bits(2f64.powi(-14)), 0x0400, "smallest normal");
        assert_eq!(f64_to_half_bits(2f64.powi(-26)), 0x0000, "below half the smallest subnormal");
        // 1 + 2^-11 is a tie between 1.0 and 1 + 2^-10: ties go to the even one (1.0).
        assert_eq!(f64_to_half_bits(1.0 + 2f64.powi(-11)), 0x3c00);
        assert_eq!(f64_to_half_bits(1.0 + 3.0 * 2f64.powi(-11)), 0x3c02);
        assert_eq!(f64_to_half_bits(-0.0), 0x8000);
    }

    #[test]
    fn x86_fp80_encodings() {
        assert_eq!(f64_to_x86_fp80_bits(1.0), 0x3fff_8000_0000_0000_0000);
        assert_eq!(f64_to_x86_fp80_bits(-2.0), 0xc000_8000_0000_0000_0000);
        assert_eq!(f64_to_x86_fp80_bits(0.0), 0);
        assert_eq!(f64_to_x86_fp80_bits(f64::INFINITY), 0x7fff_8000_0000_0000_0000);
        // The smallest double subnormal, 2^-1074, is normal in x86_fp80.
        let tiny = f64_to_x86_fp80_bits(f64::from_bits(1));
        assert_eq!(tiny >> 64, (16383 - 1074) as u128);
        assert_eq!(tiny as u64, 1u64 << 63);
        assert_eq!(f64_to_x86_fp80_bits(f64::NAN) >> 62 & 0x3ffff, 0x7fff << 2 | 0b11);
    }
}
