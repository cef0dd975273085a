//! `printf`-family formatting, byte-for-byte like glibc: conversions `d i u x X o c s p f F e E
//! g G %`, flags `- + space # 0`, width and precision (also `*`), length modifiers `hh h l ll q
//! j z t L`. Floating-point digits come from Rust's exact (correctly rounded, ties-to-even)
//! formatting, rearranged into C's forms.

use crate::trap::Trap;

/// Where the formatter takes its arguments from.
pub trait FormatArgs {
    /// The next argument as integer bits (zero-extended from its type's width).
    fn int(&mut self) -> Result<u128, Trap>;
    /// The next argument as a double.
    fn float(&mut self) -> Result<f64, Trap>;
    /// The bytes of the NUL-terminated string at `addr` (at most `max` bytes).
    fn string(&mut self, addr: u64, max: Option<usize>) -> Result<Vec<u8>, Trap>;
}

#[derive(Default, Clone, Copy)]
struct Spec {
    left: bool,
    plus: bool,
    space: bool,
    alt: bool,
    zero: bool,
    width: usize,
    prec: Option<usize>,
}

#[derive(Clone, Copy, PartialEq)]
enum Len {
    Char,
    Short,
    Int,
    Long,
}

/// Formats `fmt` with arguments from `args`.
pub fn format(fmt: &[u8], args: &mut dyn FormatArgs) -> Result<Vec<u8>, Trap> {
    let mut out = Vec::with_capacity(fmt.len() + 16);
    let mut i = 0;
    while i < fmt.len() {
        let c = fmt[i];
        i += 1;
        if c != b'%' {
            out.push(c);
            continue;
        }
        let start = i - 1;
        let mut s = Spec::default();
        while i < fmt.len() {
            match fmt[i] {
                b'-' => s.left = true,
                b'+' => s.plus = true,
                b' ' => s.space = true,
                b'#' => s.alt = true,
                b'0' => s.zero = true,
                _ => break,
            }
            i += 1;
        }
        if fmt.get(i) == Some(&b'*') {
            i += 1;
            let w = args.int()? as u32 as i32;
            if w < 0 {
                s.left = true;
            }
            s.width = w.unsigned_abs() as usize;
        } else {
            s.width = digits(fmt, &mut i);
        }
        if fmt.get(i) == Some(&b'.') {
            i += 1;
            if fmt.get(i) == Some(&b'*') {
                i += 1;
                let p = args.int()? as u32 as i32;
                s.prec = (p >= 0).then_some(p as usize);
            } else {
                s.prec = Some(digits(fmt, &mut i));
            }
        }
        let mut len = Len::Int;
        loop {
            match fmt.get(i) {
                Some(b'h') => len = if len == Len::Short { Len::Char } else { Len::Short },
                Some(b'l' | b'q' | b'j' | b'z' | b'Z' | b't' | b'L') => len = Len::Long,
                _ => break,
            }
            i += 1;
        }
        let Some(&conv) = fmt.get(i) else {
            out.extend_from_slice(&fmt[start..]);
            break;
        };
        i += 1;
        if s.width > 1 << 20 || s.prec.is_some_and(|p| p > 1 << 20) {
            return Err(Trap::unsupported("printf width or precision above 2^20"));
        }
        match conv {
            b'%' => out.push(b'%'),
            b'd' | b'i' => {
                let raw = args.int()?;
                let v: i64 = match len {
                    Len::Char => raw as u8 as i8 as i64,
                    Len::Short => raw as u16 as i16 as i64,
                    Len::Int => raw as u32 as i32 as i64,
                    Len::Long => raw as u64 as i64,
                };
                let sign = if v < 0 {
                    "-"
                } else if s.plus {
                    "+"
                } else if s.space {
                    " "
                } else {
                    ""
                };
                integer(&mut out, &s, sign, "", v.unsigned_abs() as u128, 10, false);
            }
            b'u' | b'x' | b'X' | b'o' => {
                let raw = args.int()?;
                let v: u128 = match len {
                    Len::Char => raw as u8 as u128,
                    Len::Short => raw as u16 as u128,
                    Len::Int => raw as u32 as u128,
                    Len::Long => raw as u64 as u128,
                };
                let (base, prefix) = match conv {
                    b'x' => (16, if s.alt && v != 0 { "0x" } else { "" }),
                    b'X' => (16, if s.alt && v != 0 { "0X" } else { "" }),
                    b'o' => (8, ""),
                    _ => (10, ""),
                };
                integer(&mut out, &s, "", prefix, v, base, conv == b'X');
            }
            b'c' => {
                let b = args.int()? as u8;
                pad(&mut out, &s, &[b], false);
            }
            b's' => {
                let addr = args.int()? as u64;
                let text = if addr == 0 {
                    if s.prec.is_none_or(|p| p >= 6) {
                        b"(null)".to_vec()
                    } else {
                        Vec::new()
                    }
                } else {
                    args.string(addr, s.prec)?
                };
                pad(&mut out, &s, &text, false);
            }
            b'p' => {
                let addr = args.int()? as u64;
                if addr == 0 {
                    pad(&mut out, &s, b"(nil)", false);
                } else {
                    let sign = if s.plus {
                        "+"
                    } else if s.space {
                        " "
                    } else {
                        ""
                    };
                    integer(&mut out, &s, sign, "0x", addr as u128, 16, false);
                }
            }
            b'f' | b'F' | b'e' | b'E' | b'g' | b'G' => {
                let x = args.float()?;
                float(&mut out, &s, x, conv);
            }
            b'n' => return Err(Trap::unsupported("printf %n")),
            b'a' | b'A' => {
                let x = args.float()?;
                hex_float(&mut out, &s, x, conv == b'A');
            }
            _ => out.extend_from_slice(&fmt[start..i]),
        }
    }
    Ok(out)
}

fn digits(fmt: &[u8], i: &mut usize) -> usize {
    let mut n: usize = 0;
    while let Some(d) = fmt.get(*i).filter(|d| d.is_ascii_digit()) {
        n = n.saturating_mul(10).saturating_add((d - b'0') as usize);
        *i += 1;
    }
    n
}

/// Writes `body` padded to the width (zeros go after `sign_len` leading bytes when `zero_ok`).
fn pad_parts(out: &mut Vec<u8>, s: &Spec, prefix: &[u8], body: &[u8], zero_ok: bool) {
    let len = prefix.len() + body.len();
    let fill = s.width.saturating_sub(len);
    if s.left {
        out.extend_from_slice(prefix);
        out.extend_from_slice(body);
        out.extend(std::iter::repeat_n(b' ', fill));
    } else if s.zero && zero_ok {
        out.extend_from_slice(prefix);
        out.extend(std::iter::repeat_n(b'0', fill));
        out.extend_from_slice(body);
    } else {
        out.extend(std::iter::repeat_n(b' ', fill));
        out.extend_from_slice(prefix);
        out.extend_from_slice(body);
    }
}

fn pad(out: &mut Vec<u8>, s: &Spec, body: &[u8], zero_ok: bool) {
    pad_parts(out, s, b"", body, zero_ok)
}

fn integer(out: &mut Vec<u8>, s: &Spec, sign: &str, prefix: &str, v: u128, base: u32, upper: bool) {
    let mut body = if v == 0 && s.prec == Some(0) {
        Vec::new()
    } else {
        let text = match (base, upper) {
            (16, false) => format!("{v:x}"),
            (16, true) => format!("{v:X}"),
            (8, _) => format!("{v:o}"),
            _ => format!("{v}"),
        };
        text.into_bytes()
    };
    if let Some(p) = s.prec {
        if body.len() < p {
            let mut z = vec![b'0'; p - body.len()];
            z.extend_from_slice(&body);
            body = z;
        }
    }
    if base == 8 && s.alt && body.first() != Some(&b'0') {
        body.insert(0, b'0');
    }
    let mut pre = sign.as_bytes().to_vec();
    pre.extend_from_slice(prefix.as_bytes());
    pad_parts(out, s, &pre, &body, s.prec.is_none());
}

/// C's `%e` body for a non-negative finite `x`: `d.ddde+XX`.
fn exp_form(x: f64, prec: usize, upper: bool, alt: bool) -> (String, i32) {
    let r = format!("{:.*e}", prec, x);
    let (mant, exp) = r.split_once('e').unwrap_or((&r, "0"));
    let e: i32 = exp.parse().unwrap_or(0);
    let mut m = mant.to_string();
    if alt && prec == 0 {
        m.push('.');
    }
    let sign = if e < 0 { '-' } else { '+' };
    let body = format!("{m}{}{sign}{:02}", if upper { 'E' } else { 'e' }, e.unsigned_abs());
    (body, e)
}

/// C's `%a`/`%A` as glibc prints it: `[-]0xh.hhhp±d`, normal numbers with a leading `1`,
/// subnormals with a leading `0` and exponent -1022, the fraction rounded half-to-even to
/// the precision (a carry turns the leading `1` into `2`, as in glibc) or printed exactly.
fn hex_float(out: &mut Vec<u8>, s: &Spec, x: f64, upper: bool) {
    if !x.is_finite() {
        float(out, s, x, if upper { b'F' } else { b'f' });
        return;
    }
    let bits = x.to_bits();
    let sign: &str = if x.is_sign_negative() {
        "-"
    } else if s.plus {
        "+"
    } else if s.space {
        " "
    } else {
        ""
    };
    let biased = ((bits >> 52) & 0x7ff) as i32;
    let mut frac = bits & ((1u64 << 52) - 1);
    let mut lead: u64 = if biased == 0 { 0 } else { 1 };
    let exp = match (biased, frac) {
        (0, 0) => 0,
        (0, _) => -1022,
        _ => biased - 1023,
    };
    let ndigits = match s.prec {
        Some(p) => p,
        None => {
            let mut n = 13;
            while n > 0 && (frac >> (4 * (13 - n))) & 0xf == 0 {
                n -= 1;
            }
            n
        }
    };
    let mut text = String::new();
    if ndigits < 13 {
        let drop = 4 * (13 - ndigits as u32);
        let kept = frac >> drop;
        let rest = frac & ((1u64 << drop) - 1);
        let half = 1u64 << (drop - 1);
        let mut rounded = kept;
        // With no fraction digits left the leading digit decides a tie.
        let odd = if ndigits == 0 { lead & 1 == 1 } else { kept & 1 == 1 };
        if rest > half || (rest == half && odd) {
            rounded += 1;
        }
        if rounded >> (52 - drop) != 0 {
            lead += 1;
            rounded &= (1u64 << (52 - drop)) - 1;
        }
        frac = rounded;
        if ndigits > 0 {
            text = format!("{frac:0w$x}", w = ndigits);
        }
    } else {
        text = format!("{frac:013x}");
        text.extend(std::iter::repeat_n('0', ndigits - 13));
    }
    let point = if text.is_empty() && !s.alt { "" } else { "." };
    let esign = if exp < 0 { '-' } else { '+' };
    let mut body = format!("{lead}{point}{text}p{esign}{}", exp.unsigned_abs());
    let mut prefix = format!("{sign}0x");
    if upper {
        body = body.to_ascii_uppercase();
        prefix = prefix.to_ascii_uppercase();
    }
    pad_parts(out, s, prefix.as_bytes(), body.as_bytes(), true);
}

fn strip_zeros(s: &str) -> String {
    if !s.contains('.') {
        return s.to_string();
    }
    let t = s.trim_end_matches('0');
    t.strip_suffix('.').unwrap_or(t).to_string()
}

fn float(out: &mut Vec<u8>, s: &Spec, x: f64, conv: u8) {
    let upper = conv.is_ascii_uppercase();
    let neg = x.is_sign_negative();
    let sign: &[u8] = if neg {
        b"-"
    } else if s.plus {
        b"+"
    } else if s.space {
        b" "
    } else {
        b""
    };
    if !x.is_finite() {
        let body = match (x.is_nan(), upper) {
            (true, false) => "nan",
            (true, true) => "NAN",
            (false, false) => "inf",
            (false, true) => "INF",
        };
        pad_parts(out, s, sign, body.as_bytes(), false);
        return;
    }
    let a = x.abs();
    let prec = s.prec.unwrap_or(6);
    let body = match conv.to_ascii_lowercase() {
        b'f' => {
            let mut b = format!("{:.*}", prec, a);
            if s.alt && prec == 0 {
                b.push('.');
            }
            b
        }
        b'e' => exp_form(a, prec, upper, s.alt).0,
        _ => {
            let p = if prec == 0 { 1 } else { prec };
            let x_exp = if a == 0.0 { 0 } else { exp_form(a, p - 1, upper, false).1 };
            if (p as i32) > x_exp && x_exp >= -4 {
                let fp = (p as i32 - 1 - x_exp) as usize;
                let mut b = format!("{:.*}", fp, a);
                if s.alt {
                    if !b.contains('.') {
                        b.push('.');
                    }
                } else {
                    b = strip_zeros(&b);
                }
                b
            } else {
                // glibc picks the style from the unrounded exponent: when rounding carries into a
                // new power of ten (999999.5 with %#g), it keeps the fixed style's zero fraction
                // digits and prints `1.e+06`.
                let unrounded = format!("{a:e}");
                let x0: i32 = unrounded.split_once('e').and_then(|(_, e)| e.parse().ok()).unwrap_or(x_exp);
                let digits = if x0 < x_exp && x0 == p as i32 - 1 { 0 } else { p - 1 };
                let (b, _) = exp_form(a, digits, upper, s.alt);
                if s.alt {
                    b
                } else {
                    let (m, e) = b.split_at(b.find(['e', 'E']).unwrap_or(b.len()));
                    format!("{}{e}", strip_zeros(m))
                }
            }
        }
    };
    pad_parts(out, s, sign, body.as_bytes(), true);
}

#[cfg(test)]
mod tests {
    use super::*;

    enum A {
        I(u128),
        F(f64),
    }
    struct Args(Vec<A>, usize);
    impl FormatArgs for Args {
        fn int(&mut self) -> Result<u128, Trap> {
            self.1 += 1;
            match self.0.get(self.1 - 1) {
                Some(A::I(v)) => Ok(*v),
                _ => Err(Trap::ub("bad arg")),
            }
        }
        fn float(&mut self) -> Result<f64, Trap> {
            self.1 += 1;
            match self.0.get(self.1 - 1) {
                Some(A::F(v)) => Ok(*v),
                _ => Err(Trap::ub("bad arg")),
            }
        }
        fn string(&mut self, _: u64, _: Option<usize>) -> Result<Vec<u8>, Trap> {
            Ok(b"str".to_vec())
        }
    }
    fn f(fmt: &str, args: Vec<A>) -> String {
        String::from_utf8(format(fmt.as_bytes(), &mut Args(args, 0)).unwrap()).unwrap()
    }

    #[test]
    fn integers() {
        assert_eq!(
            f(
                "%d|%5d|%-5d|%05d|%+d|% d",
                vec![A::I(0xffff_ffff), A::I(42), A::I(42), A::I(0xffff_ffd6), A::I(3), A::I(3)]
            ),
            "-1|   42|42   |-0042|+3| 3"
        );
        assert_eq!(
            f("%x %X %#x %#o %o %#x", vec![A::I(255), A::I(255), A::I(255), A::I(8), A::I(0), A::I(0)]),
            "ff FF 0xff 010 0 0"
        );
        assert_eq!(f("%.3d|%.0d|%8.3d|%08.3d", vec![A::I(7), A::I(0), A::I(7), A::I(7)]), "007||     007|     007");
        assert_eq!(
            f("%hhu %hd %lld %zu", vec![A::I(0x1ff), A::I(0x18000), A::I(u64::MAX as u128), A::I(5)]),
            "255 -32768 -1 5"
        );
        assert_eq!(f("%*d|%-*d|%.*d", vec![A::I(4), A::I(1), A::I(3), A::I(2), A::I(3), A::I(5)]), "   1|2  |005");
    }

    #[test]
    fn hex_floats_match_glibc() {
        assert_eq!(
            f("%a %A %a %a %a", vec![A::F(1.0), A::F(0.1), A::F(-0.0), A::F(5e-324), A::F(-2.5)]),
            "0x1p+0 0X1.999999999999AP-4 -0x0p+0 0x0.0000000000001p-1022 -0x1.4p+1"
        );
        // Ties round to even, counting the leading digit when no fraction digit is kept.
        assert_eq!(
            f("%.0a %.0a %#.0a %.1a %.1a", vec![A::F(1.5), A::F(0.5), A::F(3.0), A::F(1.03125), A::F(1.09375)]),
            "0x2p+0 0x1p-1 0x2.p+1 0x1.0p+0 0x1.2p+0"
        );
        assert_eq!(
            f(
                "[%12a][%-12a][%012a][%+.2a][%a]",
                vec![A::F(1.5), A::F(1.5), A::F(-1.5), A::F(255.5), A::F(f64::INFINITY)]
            ),
            "[    0x1.8p+0][0x1.8p+0    ][-0x0001.8p+0][+0x1.ffp+7][inf]"
        );
    }

    #[test]
    fn floats() {
        assert_eq!(
            f("%f %.2f %e %g", vec![A::F(1.5), A::F(2.675), A::F(12345.678), A::F(0.0001)]),
            "1.500000 2.67 1.234568e+04 0.0001"
        );
        assert_eq!(
            f("%g %g %g %G", vec![A::F(100000.0), A::F(1e6), A::F(1e-5), A::F(1.5e-10)]),
            "100000 1e+06 1e-05 1.5E-10"
        );
        assert_eq!(
            f("%.17g %#g %#.0f %.0e", vec![A::F(0.1), A::F(1.0), A::F(2.0), A::F(15.0)]),
            "0.10000000000000001 1.00000 2. 2e+01"
        );
        assert_eq!(
            f(
                "%f %F %e %+f %08.3f %-8.2f|",
                vec![A::F(f64::INFINITY), A::F(f64::NAN), A::F(-f64::NAN), A::F(0.0), A::F(-3.25159), A::F(2.5)]
            ),
            "inf NAN -nan +0.000000 -003.252 2.50    |"
        );
        assert_eq!(f("%g %g %.3g", vec![A::F(-0.0), A::F(123456789.0), A::F(9.9996)]), "-0 1.23457e+08 10");
        assert_eq!(f("%#g %g %#.3g", vec![A::F(999999.5), A::F(999999.5), A::F(999.5)]), "1.e+06 1e+06 1.e+03");
    }

    #[test]
    fn strings_chars_pointers() {
        assert_eq!(
            f(
                "%s|%5s|%-5s|%.2s|%c|%3c|%%|%p|%p",
                vec![A::I(1), A::I(1), A::I(1), A::I(1), A::I(65), A::I(66), A::I(0), A::I(0x10)]
            ),
            "str|  str|str  |str|A|  B|%|(nil)|0x10"
        );
        assert_eq!(f("%s %.3s", vec![A::I(0), A::I(0)]), "(null) ");
    }
}
