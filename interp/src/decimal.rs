//! Exact decimal expansions of binary floating-point numbers `m × 2^e`, on a small natural-number
//! type: how printf prints a long double as glibc does, every digit exact and the last one
//! rounded half to even on the exact binary value.

/// A natural number: base-2^32 limbs, least significant first, no zero limbs at the top.
struct Nat(Vec<u32>);

impl Nat {
    fn from_u64(v: u64) -> Nat {
        let mut n = Nat(vec![v as u32, (v >> 32) as u32]);
        n.trim();
        n
    }

    fn trim(&mut self) {
        while self.0.last() == Some(&0) {
            self.0.pop();
        }
    }

    fn is_zero(&self) -> bool {
        self.0.is_empty()
    }

    /// `self *= k`.
    fn mul_small(&mut self, k: u32) {
        let mut carry = 0u64;
        for limb in &mut self.0 {
            let t = *limb as u64 * k as u64 + carry;
            *limb = t as u32;
            carry = t >> 32;
        }
        if carry != 0 {
            self.0.push(carry as u32);
        }
    }

    /// `self *= 5^n`.
    fn mul_pow5(&mut self, mut n: u32) {
        const P13: u32 = 1_220_703_125; // 5^13, the largest power of five in a limb
        while n >= 13 {
            self.mul_small(P13);
            n -= 13;
        }
        self.mul_small(5u32.pow(n));
    }

    /// `self <<= bits`.
    fn shl(&mut self, bits: u32) {
        let (limbs, rest) = ((bits / 32) as usize, bits % 32);
        if rest != 0 {
            let mut carry = 0u32;
            for limb in &mut self.0 {
                let t = (*limb as u64) << rest | carry as u64;
                *limb = t as u32;
                carry = (t >> 32) as u32;
            }
            if carry != 0 {
                self.0.push(carry);
            }
        }
        self.0.splice(0..0, std::iter::repeat_n(0, limbs));
        self.trim();
    }

    /// `self /= k`, returning the remainder.
    fn div_small(&mut self, k: u32) -> u32 {
        let mut rem = 0u64;
        for limb in self.0.iter_mut().rev() {
            let t = rem << 32 | *limb as u64;
            *limb = (t / k as u64) as u32;
            rem = t % k as u64;
        }
        self.trim();
        rem as u32
    }

    /// The decimal digits (ASCII, most significant first; empty for zero).
    fn into_decimal(mut self) -> Vec<u8> {
        let mut chunks = Vec::new();
        while !self.is_zero() {
            chunks.push(self.div_small(1_000_000_000));
        }
        let mut out = Vec::with_capacity(chunks.len() * 9);
        for (i, c) in chunks.iter().rev().enumerate() {
            let s = if i == 0 { c.to_string() } else { format!("{c:09}") };
            out.extend_from_slice(s.as_bytes());
        }
        out
    }
}

/// A non-negative number in decimal, exactly: `digits × 10^exp`, with `digits` free of leading
/// and trailing zeros ("0" for zero).
pub struct Digits {
    digits: Vec<u8>,
    exp: i32,
}

impl Digits {
    /// The exact expansion of `m × 2^e`.
    pub fn of(m: u64, e: i32) -> Digits {
        if m == 0 {
            return Digits { digits: b"0".to_vec(), exp: 0 };
        }
        let mut n = Nat::from_u64(m);
        // m × 2^-k = m × 5^k × 10^-k.
        let exp = if e >= 0 {
            n.shl(e as u32);
            0
        } else {
            n.mul_pow5(e.unsigned_abs());
            e
        };
        let mut digits = n.into_decimal();
        let zeros = digits.iter().rev().take_while(|&&d| d == b'0').count();
        digits.truncate(digits.len() - zeros);
        Digits { digits, exp: exp + zeros as i32 }
    }

    /// True for zero.
    pub fn is_zero(&self) -> bool {
        self.digits == b"0"
    }

    /// The decimal exponent of the value (`floor(log10(x))`; 0 for zero).
    pub fn exponent(&self) -> i32 {
        if self.is_zero() {
            0
        } else {
            self.digits.len() as i32 - 1 + self.exp
        }
    }

    /// The leading `keep` digits rounded half to even on the rest, padded with zeros; a carry out
    /// of the first digit (all nines, or `keep <= 0` rounding up to one unit) gives `keep + 1`
    /// digits and `true`.
    fn rounded(&self, keep: i64) -> (Vec<u8>, bool) {
        let len = self.digits.len() as i64;
        if keep >= len {
            let mut d = self.digits.clone();
            d.resize(keep as usize, b'0');
            return (d, false);
        }
        if keep < 0 {
            return (Vec::new(), false);
        }
        let k = keep as usize;
        let (head, rest) = self.digits.split_at(k);
        // No trailing zeros are stored, so a rest of "5" alone is an exact tie.
        let odd = head.last().is_some_and(|d| (d - b'0') & 1 == 1);
        let up = rest[0] > b'5' || (rest[0] == b'5' && (rest.len() > 1 || odd));
        let mut d = head.to_vec();
        if !up {
            return (d, false);
        }
        for digit in d.iter_mut().rev() {
            if *digit == b'9' {
                *digit = b'0';
            } else {
                *digit += 1;
                return (d, false);
            }
        }
        d.insert(0, b'1');
        (d, true)
    }

    /// Fixed notation with `prec` digits after the point (no point when `prec` is 0).
    pub fn fixed(&self, prec: usize) -> String {
        let int_digits = if self.is_zero() { 1 } else { self.digits.len() as i64 + self.exp as i64 };
        let (mut d, _) = self.rounded(int_digits + prec as i64);
        if d.len() < prec + 1 {
            d.splice(0..0, std::iter::repeat_n(b'0', prec + 1 - d.len()));
        }
        let point = d.len() - prec;
        let mut s = String::from_utf8_lossy(&d[..point]).into_owned();
        if prec > 0 {
            s.push('.');
            s.push_str(&String::from_utf8_lossy(&d[point..]));
        }
        s
    }

    /// `prec + 1` significant digits as `d.ddd` (no point when `prec` is 0) and the exponent.
    pub fn scientific(&self, prec: usize) -> (String, i32) {
        let (mut d, carried) = self.rounded(prec as i64 + 1);
        let mut exp = self.exponent();
        if carried {
            d.truncate(prec + 1);
            exp += 1;
        }
        let mut s = String::from(d[0] as char);
        if prec > 0 {
            s.push('.');
            s.push_str(&String::from_utf8_lossy(&d[1..]));
        }
        (s, exp)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exact_expansions_round_half_to_even() {
        let d = Digits::of(1, -1); // 0.5
        assert_eq!((d.fixed(0), d.fixed(1), d.scientific(0)), ("0".into(), "0.5".into(), ("5".into(), -1)));
        let d = Digits::of(5, -1); // 2.5
        assert_eq!((d.fixed(0), d.exponent()), ("2".into(), 0));
        let d = Digits::of(7, -1); // 3.5
        assert_eq!(d.fixed(0), "4");
        let d = Digits::of(999, 0);
        assert_eq!((d.scientific(1), d.fixed(2)), (("1.0".into(), 3), "999.00".into()));
        let d = Digits::of(1, -10); // 2^-10 = 0.0009765625
        assert_eq!((d.fixed(3), d.fixed(4), d.fixed(12)), ("0.001".into(), "0.0010".into(), "0.000976562500".into()));
        assert_eq!(d.scientific(2), ("9.77".into(), -4));
        let d = Digits::of(3, 100);
        assert_eq!(d.fixed(0), "3802951800684688204490109616128");
        assert_eq!(Digits::of(0, 5).fixed(2), "0.00");
        assert_eq!(Digits::of(1, -1000).fixed(3), "0.000");
    }
}
