//! Lexical pieces of the printer: names, escaped strings, types, integers and floats in LLVM 19's
//! spelling.

use crate::types::{Type, TypeData, TypeStore};
use std::fmt::Write;

/// True for bytes allowed anywhere in a bare identifier (`[-a-zA-Z$._0-9]`).
fn is_ident_byte(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'-' | b'$' | b'.' | b'_')
}

/// True when `name` can be printed without quotes: `[-a-zA-Z$._][-a-zA-Z$._0-9]*`, or (when
/// `allow_numeric`) all digits, which is how unnamed globals are stored.
fn is_bare_name(name: &str, allow_numeric: bool) -> bool {
    let b = name.as_bytes();
    match b.first() {
        None => false,
        Some(c) if c.is_ascii_digit() => allow_numeric && b.iter().all(u8::is_ascii_digit),
        Some(_) => b.iter().all(|&c| is_ident_byte(c)),
    }
}

/// Writes `bytes` the way LLVM escapes string contents: `\\` for a backslash, printable ASCII
/// other than `"` as-is, everything else as `\XX` (uppercase hex).
fn write_escaped(out: &mut String, bytes: &[u8]) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    for &c in bytes {
        if c == b'\\' {
            out.push_str("\\\\");
        } else if (0x20..0x7f).contains(&c) && c != b'"' {
            out.push(c as char);
        } else {
            out.push('\\');
            out.push(HEX[(c >> 4) as usize] as char);
            out.push(HEX[(c & 15) as usize] as char);
        }
    }
}

/// Writes `"text"` with escapes.
pub(super) fn write_quoted(out: &mut String, bytes: &[u8]) {
    out.push('"');
    write_escaped(out, bytes);
    out.push('"');
}

/// Writes a global-scope name: `@name`, `@0` (stored numeric name) or `@"quoted name"`.
/// `sigil` is `@` for symbols and `$` for comdats.
pub(super) fn write_global_name(out: &mut String, sigil: char, name: &str) {
    out.push(sigil);
    if is_bare_name(name, true) {
        out.push_str(name);
    } else {
        write_quoted(out, name.as_bytes());
    }
}

/// Writes a local name (`%x`, `%"a b"`); a name made only of digits is quoted so it cannot be
/// mistaken for a slot number. No sigil when `sigil` is `None` (block label definitions).
pub(super) fn write_local_name(out: &mut String, sigil: Option<char>, name: &str) {
    if let Some(s) = sigil {
        out.push(s);
    }
    if is_bare_name(name, false) {
        out.push_str(name);
    } else {
        write_quoted(out, name.as_bytes());
    }
}

/// Writes a metadata name (`!llvm.loop`): characters outside the identifier set become `\XX`.
pub(super) fn write_md_name(out: &mut String, name: &str) {
    out.push('!');
    for (i, &c) in name.as_bytes().iter().enumerate() {
        let ok = is_ident_byte(c) && !(i == 0 && c.is_ascii_digit());
        if ok {
            out.push(c as char);
        } else {
            let _ = write!(out, "\\{c:02X}");
        }
    }
}

/// Writes a type in LLVM syntax.
pub(super) fn write_type(out: &mut String, types: &TypeStore, t: Type) {
    match types.data(t) {
        TypeData::Void => out.push_str("void"),
        TypeData::Int(n) => {
            let _ = write!(out, "i{n}");
        }
        TypeData::Half => out.push_str("half"),
        TypeData::Float => out.push_str("float"),
        TypeData::Double => out.push_str("double"),
        TypeData::X86Fp80 => out.push_str("x86_fp80"),
        TypeData::Ptr(0) => out.push_str("ptr"),
        TypeData::Ptr(a) => {
            let _ = write!(out, "ptr addrspace({a})");
        }
        TypeData::Vector { len, elem } => {
            let _ = write!(out, "<{len} x ");
            write_type(out, types, *elem);
            out.push('>');
        }
        TypeData::Array { len, elem } => {
            let _ = write!(out, "[{len} x ");
            write_type(out, types, *elem);
            out.push(']');
        }
        TypeData::Struct { fields, packed } => write_struct_body(out, types, fields, *packed),
        TypeData::Named(_) => {
            let name = types.named_info(t).map_or("", |n| n.name.as_str());
            write_local_name(out, Some('%'), name);
        }
        TypeData::Label => out.push_str("label"),
        TypeData::Token => out.push_str("token"),
        TypeData::Metadata => out.push_str("metadata"),
        TypeData::Func { ret, params, varargs } => {
            write_type(out, types, *ret);
            out.push_str(" (");
            for (i, &p) in params.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_type(out, types, p);
            }
            if *varargs {
                out.push_str(if params.is_empty() { "..." } else { ", ..." });
            }
            out.push(')');
        }
    }
}

/// Writes the body of a struct type: `{ a, b }`, `<{ a }>`, `{}`.
pub(super) fn write_struct_body(out: &mut String, types: &TypeStore, fields: &[Type], packed: bool) {
    if packed {
        out.push('<');
    }
    if fields.is_empty() {
        out.push_str("{}");
    } else {
        out.push_str("{ ");
        for (i, &f) in fields.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            write_type(out, types, f);
        }
        out.push_str(" }");
    }
    if packed {
        out.push('>');
    }
}

/// Writes an integer constant of `bits` width: `true`/`false` for `i1`, else signed decimal.
pub(super) fn write_int(out: &mut String, bits: u32, value: u128) {
    if bits == 1 {
        out.push_str(if value & 1 != 0 { "true" } else { "false" });
        return;
    }
    let signed = if bits == 0 || bits >= 128 {
        value as i128
    } else {
        let mask = (1u128 << bits) - 1;
        let v = value & mask;
        if v >> (bits - 1) & 1 != 0 {
            (v | !mask) as i128
        } else {
            v as i128
        }
    };
    let _ = write!(out, "{signed}");
}

/// Writes a floating-point constant of type `ty` from its bit pattern, like LLVM: `half` as
/// `0xHXXXX`, `x86_fp80` as `0xK` and 20 hex digits, `float` and `double` as `1.500000e+00` when
/// that text reads back to exactly the same value, else as the hex of the value widened to double.
pub(super) fn write_float(out: &mut String, types: &TypeStore, ty: Type, bits: u128) {
    match types.data(ty) {
        TypeData::Half => {
            let _ = write!(out, "0xH{:04X}", bits as u16);
        }
        TypeData::X86Fp80 => {
            let _ = write!(out, "0xK{:020X}", bits & ((1u128 << 80) - 1));
        }
        TypeData::Float => write_double_bits(out, widen_f32_bits(bits as u32)),
        _ => write_double_bits(out, bits as u64),
    }
}

/// The bits of the double equal to the float with bits `b` (NaN payloads kept, not quieted).
fn widen_f32_bits(b: u32) -> u64 {
    let f = f32::from_bits(b);
    if f.is_nan() {
        let sign = u64::from(b >> 31);
        let mantissa = u64::from(b & 0x7f_ffff);
        (sign << 63) | (0x7ff << 52) | (mantissa << 29)
    } else {
        f64::from(f).to_bits()
    }
}

/// Writes a double in LLVM's decimal form (`d.dddddde+XX`, see `llvm_decimal`) when that text
/// reads back to the same value, else as `0x` and uppercase hex digits without leading zeros (as LLVM does).
fn write_double_bits(out: &mut String, bits: u64) {
    let v = f64::from_bits(bits);
    if v.is_finite() {
        let start = out.len();
        write_llvm_decimal(out, v);
        if out[start..].parse::<f64>().ok() == Some(v) {
            return;
        }
        out.truncate(start);
    }
    let _ = write!(out, "0x{bits:X}");
}

/// Writes a finite double the way LLVM's `APFloat::toString(6, 0, false)` does: at most six
/// significant digits, obtained by first truncating the exact decimal expansion to a few more
/// digits than six (by an estimate of bits per digit) and then rounding half up on the next
/// digit; the fraction is padded to six digits and the exponent to two.
fn write_llvm_decimal(out: &mut String, v: f64) {
    if v.is_sign_negative() {
        out.push('-');
    }
    if v == 0.0 {
        out.push_str("0.000000e+00");
        return;
    }
    let (digits, exp10) = llvm_decimal_digits(v.abs());
    out.push(digits[0] as char);
    out.push('.');
    for &d in &digits[1..] {
        out.push(d as char);
    }
    for _ in digits.len()..=PRECISION {
        out.push('0');
    }
    let sci_exp = exp10 + digits.len() as i64 - 1;
    let _ = write!(out, "e{}{:02}", if sci_exp < 0 { '-' } else { '+' }, sci_exp.unsigned_abs());
}

/// Significant digits LLVM prints for `float` and `double` constants.
const PRECISION: usize = 6;

/// The digits (most significant first, no trailing zeros) and power of ten of a positive finite
/// double as LLVM's printer computes them: `value ~ digits * 10^exp`.
fn llvm_decimal_digits(v: f64) -> (Vec<u8>, i64) {
    let bits = v.to_bits();
    let biased = ((bits >> 52) & 0x7ff) as i64;
    let fraction = bits & ((1u64 << 52) - 1);
    let (mut sig, mut exp2) = if biased == 0 { (fraction, -1074) } else { (fraction | (1u64 << 52), biased - 1075) };
    let tz = sig.trailing_zeros();
    sig >>= tz;
    exp2 += i64::from(tz);
    // The exact value is n * 10^exp10 with n an integer.
    let mut n = BigUint::from_u64(sig);
    let mut exp10 = 0i64;
    if exp2 > 0 {
        n.mul_pow(2, exp2 as u32);
    } else if exp2 < 0 {
        n.mul_pow(5, (-exp2) as u32);
        exp10 = exp2;
    }
    let mut digits = n.to_decimal();
    // LLVM first divides by a power of ten estimated from the bit length (truncating).
    let bits_required = (PRECISION as u64 * 196).div_ceil(59);
    let active = n.bit_len();
    if active > bits_required {
        let removable = ((active - bits_required) * 59 / 196) as usize;
        let removable = removable.min(digits.len().saturating_sub(1));
        digits.truncate(digits.len() - removable);
        exp10 += removable as i64;
    }
    while digits.len() > 1 && digits.last() == Some(&b'0') {
        digits.pop();
        exp10 += 1;
    }
    // Then it rounds half up on the first dropped digit.
    if digits.len() > PRECISION {
        let dropped = digits.len() - PRECISION;
        let round_up = digits[PRECISION] >= b'5';
        digits.truncate(PRECISION);
        exp10 += dropped as i64;
        if round_up {
            while digits.last() == Some(&b'9') {
                digits.pop();
                exp10 += 1;
            }
            match digits.last_mut() {
                Some(d) => *d += 1,
                None => digits.push(b'1'),
            }
        }
        while digits.len() > 1 && digits.last() == Some(&b'0') {
            digits.pop();
            exp10 += 1;
        }
    }
    (digits, exp10)
}

/// A minimal unsigned big integer (little-endian 32-bit limbs) for exact float-to-decimal.
struct BigUint(Vec<u32>);

impl BigUint {
    /// Makes `v`.
    fn from_u64(v: u64) -> Self {
        BigUint(vec![v as u32, (v >> 32) as u32])
    }

    /// Multiplies by `m`.
    fn mul_small(&mut self, m: u32) {
        let mut carry = 0u64;
        for limb in &mut self.0 {
            let p = u64::from(*limb) * u64::from(m) + carry;
            *limb = p as u32;
            carry = p >> 32;
        }
        if carry != 0 {
            self.0.push(carry as u32);
        }
    }

    /// Multiplies by `base^e` (`base` is 2 or 5).
    fn mul_pow(&mut self, base: u32, mut e: u32) {
        // The largest power of `base` that fits in a u32.
        let (chunk, chunk_e) = if base == 2 { (1u32 << 31, 31) } else { (1_220_703_125, 13) };
        while e >= chunk_e {
            self.mul_small(chunk);
            e -= chunk_e;
        }
        self.mul_small(base.pow(e));
    }

    /// Number of significant bits.
    fn bit_len(&self) -> u64 {
        match self.0.iter().rposition(|&l| l != 0) {
            Some(i) => i as u64 * 32 + u64::from(32 - self.0[i].leading_zeros()),
            None => 0,
        }
    }

    /// The decimal digits, most significant first (`"0"` for zero).
    fn to_decimal(&self) -> Vec<u8> {
        let mut limbs = self.0.clone();
        let mut chunks = Vec::new();
        while limbs.iter().any(|&l| l != 0) {
            let mut rem = 0u64;
            for limb in limbs.iter_mut().rev() {
                let cur = (rem << 32) | u64::from(*limb);
                *limb = (cur / 1_000_000_000) as u32;
                rem = cur % 1_000_000_000;
            }
            chunks.push(rem as u32);
            while limbs.last() == Some(&0) {
                limbs.pop();
            }
        }
        let mut text = match chunks.pop() {
            Some(top) => top.to_string(),
            None => return vec![b'0'],
        };
        for c in chunks.iter().rev() {
            let _ = write!(text, "{c:09}");
        }
        text.into_bytes()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn double(v: f64) -> String {
        let mut s = String::new();
        write_double_bits(&mut s, v.to_bits());
        s
    }

    #[test]
    fn doubles_print_decimal_only_when_exact() {
        assert_eq!(double(1.0), "1.000000e+00");
        assert_eq!(double(0.1), "1.000000e-01");
        assert_eq!(double(-0.0), "-0.000000e+00");
        assert_eq!(double(1e100), "1.000000e+100");
        assert_eq!(double(1234567.0), "0x4132D68700000000");
        assert_eq!(double(f64::INFINITY), "0x7FF0000000000000");
        assert_eq!(double(f64::from_bits(1)), "4.940660e-324");
        assert_eq!(double(65504.0), "6.550400e+04");
        assert_eq!(double(1e22), "1.000000e+22");
    }

    /// Values whose six-digit rounding would read back exactly, but which LLVM prints in hex
    /// because it truncates before rounding (checked against llvm-dis-19 on 11,902 values).
    #[test]
    fn doubles_follow_llvm_truncation() {
        assert_eq!(double(1e-40), "0x37A16C262777579C");
        assert_eq!(double(0.999), "0x3FEFF7CED916872B");
        assert_eq!(double(1e-20), "0x3BC79CA10C924223");
        assert_eq!(double(1e23), "0x44B52D02C7E14AF6");
        assert_eq!(double(0.001953125), "0x3F60000000000000");
        // LLVM does not pad hex with leading zeros.
        assert_eq!(double(f64::from_bits(0x012D_0EA6_7FF1_2229)), "0x12D0EA67FF12229");
    }

    #[test]
    fn floats_widen_to_double_hex() {
        let types = TypeStore::new();
        let mut s = String::new();
        write_float(&mut s, &types, Type::FLOAT, u128::from(0.1f32.to_bits()));
        assert_eq!(s, "0x3FB99999A0000000");
        s.clear();
        write_float(&mut s, &types, Type::FLOAT, u128::from(1.5f32.to_bits()));
        assert_eq!(s, "1.500000e+00");
        s.clear();
        // A signalling NaN keeps its payload and stays signalling.
        write_float(&mut s, &types, Type::FLOAT, 0x7f80_0001);
        assert_eq!(s, "0x7FF0000020000000");
    }

    #[test]
    fn names_are_quoted_when_needed() {
        let mut s = String::new();
        write_global_name(&mut s, '@', "main");
        write_global_name(&mut s, '@', "12");
        write_global_name(&mut s, '@', "1x");
        write_local_name(&mut s, Some('%'), "7");
        write_local_name(&mut s, Some('%'), "a b\"\\");
        assert_eq!(s, "@main@12@\"1x\"%\"7\"%\"a b\\22\\\\\"");
    }

    #[test]
    fn ints_print_signed() {
        let mut s = String::new();
        write_int(&mut s, 8, 0xff);
        s.push(' ');
        write_int(&mut s, 1, 1);
        s.push(' ');
        write_int(&mut s, 128, 1u128 << 127);
        s.push(' ');
        write_int(&mut s, 33, 1u128 << 32);
        assert_eq!(s, "-1 true -170141183460469231731687303715884105728 -4294967296");
    }
}
