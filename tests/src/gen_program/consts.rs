//! Constant spellings for generated programs: integers truncated to their width, floats as exact
//! hexadecimal doubles, vector literals and splats.

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

/// `v` truncated to `bits` and printed as the signed decimal LLVM reads back to the same bits.
pub fn int_text(bits: u32, v: i64) -> String {
    match bits {
        1 => if v & 1 != 0 { "true" } else { "false" }.to_string(),
        128 => i128::from(v).to_string(),
        b => {
            let shift = 64 - b;
            ((v << shift) >> shift).to_string()
        }
    }
}

/// The float an immediate stands for.
pub fn fp_value(v: i64) -> f64 {
    let k = v.rem_euclid(32) as usize;
    match FP_TABLE.get(k) {
        Some(x) => *x,
        None => (v / 32) as f64 * 0.125,
    }
}

/// A float or double constant in LLVM's exact hexadecimal form (floats rounded to `float` first).
pub fn fp_text(ty: Ty, x: f64) -> String {
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
    if ty.is_fp_like() {
        fp_text(ty, fp_value(v))
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
