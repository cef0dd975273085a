//! Constant spellings for generated programs: integers truncated to their width (in signed decimal at
//! any width, as LLVM prints them), floats as exact hexadecimal doubles, `x86_fp80` in LLVM's `0xK`
//! form, vector literals and splats.

use super::ast::Ty;

/// Interesting floating-point values an `Imm` maps onto (none is a NaN).
const FP_TABLE: [f64; 16] = [
    0.0,
    1.0,
    -1.0,
    0.5,
    2.5,
    -3.75,
    1e10,
    -1e-7,
    123456.789,
    3.0e38,
    f64::INFINITY,
    -0.0,
    1e300,
    -1e-310,
    1e-40,
    -9.0e18,
];

/// `x86_fp80` values an `Imm` maps onto besides the doubles of [`FP_TABLE`] (none is a NaN or an
/// encoding the x87 rejects): 1 + 2^-63, the largest finite, the smallest denormal, minus the
/// smallest normal, 2/3 rounded, -(2^64 - 1), 2^63.
const F80_TABLE: [u128; 7] = [
    0x3FFF_8000_0000_0000_0001,
    0x7FFE_FFFF_FFFF_FFFF_FFFF,
    0x0000_0000_0000_0000_0001,
    0x8001_8000_0000_0000_0000,
    0x3FFE_AAAA_AAAA_AAAA_AAAB,
    0xC03E_FFFF_FFFF_FFFF_FFFF,
    0x403E_8000_0000_0000_0000,
];

/// `v` truncated to `bits` and printed as the signed decimal LLVM reads back to the same bits
/// (at widths of 64 and more, `v` sign-extended).
pub fn int_text(bits: u32, v: i64) -> String {
    match bits {
        1 => if v & 1 != 0 { "true" } else { "false" }.to_string(),
        b if b >= 64 => v.to_string(),
        b => {
            let shift = 64 - b;
            ((v << shift) >> shift).to_string()
        }
    }
}

/// The `bits`-wide integer made of the 64-bit `words` (least significant first, missing ones
/// zero, bits above `bits` ignored) as the signed decimal LLVM prints.
pub fn words_text(bits: u32, words: &[u64]) -> String {
    let n = bits.div_ceil(64) as usize;
    let mut w: Vec<u64> = (0..n).map(|k| words.get(k).copied().unwrap_or(0)).collect();
    let top = bits - 64 * (n as u32 - 1);
    if top < 64 {
        w[n - 1] &= (1u64 << top) - 1;
    }
    let negative = (w[n - 1] >> (top - 1)) & 1 == 1;
    if negative {
        // The magnitude: two's complement negation within `bits`.
        let mut carry = 1u64;
        for x in w.iter_mut() {
            let (y, c) = (!*x).overflowing_add(carry);
            *x = y;
            carry = u64::from(c);
        }
        if top < 64 {
            w[n - 1] &= (1u64 << top) - 1;
        }
    }
    // Repeated division by 10^19, most significant word first.
    const CHUNK: u64 = 10_000_000_000_000_000_000;
    let mut chunks: Vec<u64> = Vec::new();
    while w.iter().any(|x| *x != 0) {
        let mut rem = 0u128;
        for x in w.iter_mut().rev() {
            let cur = (rem << 64) | u128::from(*x);
            *x = (cur / u128::from(CHUNK)) as u64;
            rem = cur % u128::from(CHUNK);
        }
        chunks.push(rem as u64);
    }
    let mut text = String::from(if negative { "-" } else { "" });
    match chunks.split_last() {
        None => text.push('0'),
        Some((first, rest)) => {
            text.push_str(&first.to_string());
            for c in rest.iter().rev() {
                text.push_str(&format!("{c:019}"));
            }
        }
    }
    text
}

/// The product of the multi-word number `words` (64-bit words, least significant first) and `k`,
/// with one more word.
pub fn mul_words(words: &[u64], k: u64) -> Vec<u64> {
    let mut carry = 0u128;
    let mut out: Vec<u64> = words
        .iter()
        .map(|w| {
            let p = u128::from(*w) * u128::from(k) + carry;
            carry = p >> 64;
            p as u64
        })
        .collect();
    out.push(carry as u64);
    out
}

/// An immediate of an integer type wider than 64 bits other than `i128` (whose immediates stay the
/// sign-extended `v`): small values and the edges `i64::MIN`/`i64::MAX` (the type's minimum and
/// maximum) as themselves, other values spread over every 64-bit word of the type.
pub fn wide_imm_text(bits: u32, v: i64) -> String {
    let n = bits.div_ceil(64) as usize;
    let words: Vec<u64> = match v {
        i64::MIN | i64::MAX => {
            let top = bits - 64 * (n as u32 - 1);
            let mut w = vec![if v == i64::MIN { 0 } else { u64::MAX }; n];
            w[n - 1] = if v == i64::MIN { 1u64 << (top - 1) } else { (1u64 << (top - 1)).wrapping_sub(1) };
            w
        }
        -0x10000..=0xFFFF => return v.to_string(),
        _ => (0..n).map(|k| (v as u64).rotate_left(17 * k as u32) ^ (k as u64)).collect(),
    };
    words_text(bits, &words)
}

/// The 80 bits of the `x86_fp80` equal to `x` (every double is exact in it).
pub fn f80_bits(x: f64) -> u128 {
    let sign = u128::from(x.is_sign_negative()) << 79;
    if x == 0.0 {
        return sign;
    }
    if x.is_infinite() {
        return sign | (0x7FFF << 64) | (1 << 63);
    }
    if x.is_nan() {
        return (0x7FFF << 64) | (0xC000_0000_0000_0000);
    }
    let bits = x.to_bits();
    let exp = ((bits >> 52) & 0x7FF) as i64;
    let frac = bits & ((1u64 << 52) - 1);
    let (e, m) = if exp == 0 {
        let lz = i64::from(frac.leading_zeros());
        (-1011 - lz, frac << lz)
    } else {
        (exp - 1023, (1u64 << 63) | (frac << 11))
    };
    sign | (((e + 16383) as u128) << 64) | u128::from(m)
}

/// An `x86_fp80` constant in LLVM's `0xK` form.
pub fn f80_text(bits: u128) -> String {
    format!("0xK{bits:020X}")
}

/// The float an immediate stands for.
pub fn fp_value(v: i64) -> f64 {
    let k = v.rem_euclid(32) as usize;
    match FP_TABLE.get(k) {
        Some(x) => *x,
        None => (v / 32) as f64 * 0.125,
    }
}

/// A float, double or `x86_fp80` constant in LLVM's exact hexadecimal form (floats rounded to
/// `float` first).
pub fn fp_text(ty: Ty, x: f64) -> String {
    if ty == Ty::F80 {
        return f80_text(f80_bits(x));
    }
    let x = if ty.elem() == Ty::F32 { f64::from(x as f32) } else { x };
    format!("0x{:016X}", x.to_bits())
}

/// The constant text of an immediate of type `ty` (without the type).
pub fn imm_text(ty: Ty, v: i64) -> String {
    if !ty.is_vec() {
        return scalar_imm(ty, v);
    }
    let e = ty.elem();
    let lanes: Vec<String> = (0..i64::from(ty.lanes()))
        .map(|k| {
            let lane = if e.is_fp_like() { v.wrapping_add(k) } else { v.wrapping_mul(2 * k + 1).wrapping_add(k) };
            format!("{} {}", e.ll(), scalar_imm(e, lane))
        })
        .collect();
    format!("<{}>", lanes.join(", "))
}

/// A scalar immediate.
fn scalar_imm(ty: Ty, v: i64) -> String {
    if ty == Ty::F80 {
        let k = v.rem_euclid(32) as usize;
        match k.checked_sub(FP_TABLE.len()).and_then(|j| F80_TABLE.get(j)) {
            Some(bits) => f80_text(*bits),
            None => fp_text(ty, fp_value(v)),
        }
    } else if ty.is_fp_like() {
        fp_text(ty, fp_value(v))
    } else if ty.bits() > 64 && ty != Ty::I128 {
        wide_imm_text(ty.bits(), v)
    } else {
        int_text(ty.bits(), v)
    }
}

/// `x` (the text of an element constant) repeated in every lane of `ty`, or `x` for a scalar.
pub fn splat(ty: Ty, x: &str) -> String {
    if !ty.is_vec() {
        return x.to_string();
    }
    let e = ty.elem().ll();
    let lanes: Vec<String> = (0..ty.lanes()).map(|_| format!("{e} {x}")).collect();
    format!("<{}>", lanes.join(", "))
}

/// An integer constant of element width splatted across `ty`.
pub fn int_splat(ty: Ty, v: i64) -> String {
    splat(ty, &int_text(ty.bits(), v))
}

/// The ll text of a C string constant (with the terminating NUL) and its length in bytes.
pub fn c_string(s: &str) -> (String, usize) {
    let mut text = String::new();
    for b in s.bytes() {
        if b.is_ascii_graphic() && b != b'"' && b != b'\\' || b == b' ' {
            text.push(char::from(b));
        } else {
            text.push_str(&format!("\\{b:02X}"));
        }
    }
    text.push_str("\\00");
    (text, s.len() + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integers_truncate_to_their_width() {
        assert_eq!(int_text(8, 255), "-1");
        assert_eq!(int_text(8, 128), "-128");
        assert_eq!(int_text(16, 0x12345), "9029");
        assert_eq!(int_text(1, 3), "true");
        assert_eq!(int_text(128, -5), "-5");
        assert_eq!(int_text(64, i64::MIN), i64::MIN.to_string());
    }

    #[test]
    fn wide_integers_print_in_signed_decimal() {
        assert_eq!(int_text(24, 0x80_0000), "-8388608");
        assert_eq!(int_text(200, -5), "-5");
        assert_eq!(words_text(72, &[0, 0x80]), "-2361183241434822606848");
        assert_eq!(words_text(72, &[u64::MAX, 0x7F]), "2361183241434822606847");
        assert_eq!(words_text(256, &[u64::MAX; 4]), "-1");
        assert_eq!(words_text(129, &[0, 0, 1]), "-340282366920938463463374607431768211456");
        assert_eq!(words_text(128, &[0, 1 << 63]), i128::MIN.to_string());
        assert_eq!(words_text(100, &[12345]), "12345");
        assert_eq!(mul_words(&[u64::MAX, 1], 3), vec![u64::MAX - 2, 5, 0]);
        assert_eq!(words_text(72, &mul_words(&[1 << 63, 0x7F], 2)), "-18446744073709551616");
        assert_eq!(wide_imm_text(100, i64::MIN), "-633825300114114700748351602688");
        assert_eq!(wide_imm_text(100, i64::MAX), "633825300114114700748351602687");
        assert_eq!(wide_imm_text(256, -3), "-3");
        // Spread values use every word and stay within the width.
        let t = wide_imm_text(129, 0x1234_5678);
        assert!(t.trim_start_matches('-').len() > 20, "{t}");
    }

    #[test]
    fn x86_fp80_constants_are_exact() {
        assert_eq!(fp_text(Ty::F80, 1.0), "0xK3FFF8000000000000000");
        assert_eq!(fp_text(Ty::F80, -2.5), "0xKC000A000000000000000");
        assert_eq!(fp_text(Ty::F80, 0.0), "0xK00000000000000000000");
        assert_eq!(fp_text(Ty::F80, -0.0), "0xK80000000000000000000");
        assert_eq!(fp_text(Ty::F80, f64::INFINITY), "0xK7FFF8000000000000000");
        // 2^-1074, the smallest double denormal: 2^-1074 = 1.0 * 2^(16383 - 1074 - 16383).
        assert_eq!(f80_bits(f64::from_bits(1)), ((16383 - 1074) << 64) | (1 << 63));
        assert_eq!(f80_bits(2f64.powi(63)), 0x403E_8000_0000_0000_0000);
        assert_eq!(imm_text(Ty::F80, 16), "0xK3FFF8000000000000001");
    }

    #[test]
    fn floats_are_exact_and_rounded_to_float() {
        assert_eq!(fp_text(Ty::F64, 1.0), "0x3FF0000000000000");
        // 0.1 is not a float: its float rounding printed as a double.
        assert_eq!(fp_text(Ty::F32, 0.1), format!("0x{:016X}", f64::from(0.1f32).to_bits()));
        assert!((0..1000).all(|v| !fp_value(v).is_nan()));
    }

    #[test]
    fn vectors_have_one_entry_per_lane() {
        let t = imm_text(Ty::V4I32, 3);
        assert_eq!(t, "<i32 3, i32 10, i32 17, i32 24>");
        assert_eq!(int_splat(Ty::V2I64, 1), "<i64 1, i64 1>");
        assert_eq!(c_string("a%d\n"), ("a%d\\0A\\00".to_string(), 5));
    }
}
