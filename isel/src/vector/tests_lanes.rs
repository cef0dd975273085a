//! Table-driven value tests: every integer operation on every native and several non-native
//! vector types, run in the MIR emulator and compared with a lane-by-lane reference.

use super::tests::run;

/// Lane values of `bits` bits (as zero-extended u64) for test vector `which`.
fn values(bits: u32, n: usize, which: u64) -> Vec<u64> {
    let mask = if bits == 64 { u64::MAX } else { (1u64 << bits) - 1 };
    let min = 1u64 << (bits - 1);
    let pool: [u64; 10] = [7, mask, min, min - 1, 3, 100, mask - 41, 2, 0x5A5A_5A5A_5A5A_5A5A, 1];
    (0..n).map(|i| pool[(i + which as usize * 3) % pool.len()] & mask).collect()
}

/// Divisor lanes: never zero and never -1.
fn divisors(bits: u32, n: usize) -> Vec<u64> {
    let mask = if bits == 64 { u64::MAX } else { (1u64 << bits) - 1 };
    (0..n).map(|i| [3u64, mask - 1, 7, 2, 1 << (bits - 1), 5][i % 6] & mask).collect()
}

fn sext(v: u64, bits: u32) -> i128 {
    let s = 128 - bits;
    ((v as i128) << s) >> s
}

fn wrap(v: i128, bits: u32) -> u64 {
    let mask = if bits == 64 { u64::MAX } else { (1u64 << bits) - 1 };
    (v as u64) & mask
}

/// The reference result of `op` on one lane.
fn reference(op: &str, a: u64, b: u64, bits: u32) -> Option<u64> {
    let (sa, sb) = (sext(a, bits), sext(b, bits));
    let (ua, ub) = (a as i128, b as i128);
    Some(match op {
        "add" => wrap(ua + ub, bits),
        "sub" => wrap(ua - ub, bits),
        "mul" => wrap(ua.wrapping_mul(ub), bits),
        "and" => a & b,
        "or" => a | b,
        "xor" => a ^ b,
        "udiv" => wrap(ua / ub, bits),
        "urem" => wrap(ua % ub, bits),
        "sdiv" => wrap(sa / sb, bits),
        "srem" => wrap(sa % sb, bits),
        "shl" | "lshr" | "ashr" if b >= bits as u64 => return None,
        "shl" => wrap(ua << b, bits),
        "lshr" => wrap(ua >> b, bits),
        "ashr" => wrap(sa >> b, bits),
        "smax" => wrap(sa.max(sb), bits),
        "smin" => wrap(sa.min(sb), bits),
        "umax" => a.max(b),
        "umin" => a.min(b),
        "sadd.sat" => wrap((sa + sb).clamp(-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1), bits),
        "ssub.sat" => wrap((sa - sb).clamp(-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1), bits),
        "uadd.sat" => wrap((ua + ub).min((1i128 << bits) - 1), bits),
        "usub.sat" => wrap((ua - ub).max(0), bits),
        _ => return None,
    })
}

fn icmp_ref(pred: &str, a: u64, b: u64, bits: u32) -> bool {
    let (sa, sb) = (sext(a, bits), sext(b, bits));
    match pred {
        "eq" => a == b,
        "ne" => a != b,
        "ugt" => a > b,
        "uge" => a >= b,
        "ult" => a < b,
        "ule" => a <= b,
        "sgt" => sa > sb,
        "sge" => sa >= sb,
        "slt" => sa < sb,
        _ => sa <= sb,
    }
}

/// Packs lanes into register images (16 bytes each).
fn images(v: &[u64], bits: u32) -> Vec<[u8; 16]> {
    let bytes = (bits / 8) as usize;
    let mut flat: Vec<u8> = v.iter().flat_map(|x| x.to_le_bytes()[..bytes].to_vec()).collect();
    flat.resize(flat.len().div_ceil(16).max(1) * 16, 0);
    flat.chunks(16).map(|c| c.try_into().unwrap_or([0; 16])).collect()
}

/// Unpacks `n` lanes from register images.
fn unpack(imgs: &[[u8; 16]], bits: u32, n: usize) -> Vec<u64> {
    let bytes = (bits / 8) as usize;
    let flat: Vec<u8> = imgs.iter().flatten().copied().collect();
    (0..n)
        .map(|i| {
            let mut b = [0u8; 8];
            b[..bytes].copy_from_slice(&flat[i * bytes..i * bytes + bytes]);
            u64::from_le_bytes(b)
        })
        .collect()
}

const SHAPES: [(usize, u32); 9] = [(4, 32), (2, 64), (16, 8), (8, 16), (2, 32), (4, 16), (8, 8), (8, 32), (4, 64)];

#[test]
fn integer_binary_ops_on_all_shapes() {
    let ops = ["add", "sub", "mul", "and", "or", "xor", "udiv", "urem", "sdiv", "srem", "shl", "lshr", "ashr"];
    for (n, bits) in SHAPES {
        let ty = format!("<{n} x i{bits}>");
        for op in ops {
            let a = values(bits, n, 0);
            let b = match op {
                "udiv" | "urem" | "sdiv" | "srem" => divisors(bits, n),
                "shl" | "lshr" | "ashr" => (0..n as u64).map(|i| (i * 5 + 1) % bits as u64).collect(),
                _ => values(bits, n, 1),
            };
            let src = format!("define {ty} @f({ty} %a, {ty} %b) {{\n  %r = {op} {ty} %a, %b\n  ret {ty} %r\n}}\n");
            let (out, _) = run(&src, &[images(&a, bits), images(&b, bits)], &[]);
            let got = unpack(&out, bits, n);
            for i in 0..n {
                if let Some(want) = reference(op, a[i], b[i], bits) {
                    assert_eq!(got[i], want, "{op} {ty} lane {i}: {:#x} {:#x}", a[i], b[i]);
                }
            }
        }
        // Shifts by a constant splat.
        for op in ["shl", "lshr", "ashr"] {
            let a = values(bits, n, 2);
            let k = bits - 3;
            let splat: Vec<String> = (0..n).map(|_| format!("i{bits} {k}")).collect();
            let src =
                format!("define {ty} @f({ty} %a) {{\n  %r = {op} {ty} %a, <{}>\n  ret {ty} %r\n}}\n", splat.join(", "));
            let (out, _) = run(&src, &[images(&a, bits)], &[]);
            let got = unpack(&out, bits, n);
            for i in 0..n {
                assert_eq!(Some(got[i]), reference(op, a[i], k as u64, bits), "{op} {ty} by {k} lane {i}");
            }
        }
    }
}

#[test]
fn integer_compares_selects_and_minmax_on_all_shapes() {
    let preds = ["eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle"];
    for (n, bits) in SHAPES {
        let ty = format!("<{n} x i{bits}>");
        let a = values(bits, n, 0);
        let mut b = values(bits, n, 1);
        b[0] = a[0];
        for pred in preds {
            let src = format!(
                "define {ty} @f({ty} %a, {ty} %b) {{\n  %c = icmp {pred} {ty} %a, %b\n  %r = select <{n} x i1> %c, {ty} %a, {ty} %b\n  ret {ty} %r\n}}\n"
            );
            let (out, _) = run(&src, &[images(&a, bits), images(&b, bits)], &[]);
            let got = unpack(&out, bits, n);
            for i in 0..n {
                let want = if icmp_ref(pred, a[i], b[i], bits) { a[i] } else { b[i] };
                assert_eq!(got[i], want, "icmp {pred} {ty} lane {i}");
            }
        }
        for op in ["smax", "smin", "umax", "umin", "sadd.sat", "ssub.sat", "uadd.sat", "usub.sat"] {
            let src = format!(
                "declare {ty} @llvm.{op}.v{n}i{bits}({ty}, {ty})\ndefine {ty} @f({ty} %a, {ty} %b) {{\n  %r = call {ty} @llvm.{op}.v{n}i{bits}({ty} %a, {ty} %b)\n  ret {ty} %r\n}}\n"
            );
            let (out, _) = run(&src, &[images(&a, bits), images(&b, bits)], &[]);
            let got = unpack(&out, bits, n);
            for i in 0..n {
                assert_eq!(Some(got[i]), reference(op, a[i], b[i], bits), "{op} {ty} lane {i}");
            }
        }
        let src = format!(
            "declare {ty} @llvm.abs.v{n}i{bits}({ty}, i1)\ndefine {ty} @f({ty} %a) {{\n  %r = call {ty} @llvm.abs.v{n}i{bits}({ty} %a, i1 false)\n  ret {ty} %r\n}}\n"
        );
        let (out, _) = run(&src, &[images(&a, bits)], &[]);
        let got = unpack(&out, bits, n);
        for i in 0..n {
            assert_eq!(got[i], wrap(sext(a[i], bits).abs(), bits), "abs {ty} lane {i}");
        }
    }
}

#[test]
fn integer_reductions_on_all_shapes() {
    for (n, bits) in SHAPES {
        let ty = format!("<{n} x i{bits}>");
        let a = values(bits, n, 2);
        for op in ["add", "mul", "and", "or", "xor", "smax", "smin", "umax", "umin"] {
            let src = format!(
                "declare i{bits} @llvm.vector.reduce.{op}.v{n}i{bits}({ty})\ndefine i{bits} @f({ty} %a) {{\n  %r = call i{bits} @llvm.vector.reduce.{op}.v{n}i{bits}({ty} %a)\n  ret i{bits} %r\n}}\n"
            );
            let (out, _) = run(&src, &[images(&a, bits)], &[]);
            let got = unpack(&out, bits, 1)[0];
            let rop = match op {
                "smax" | "smin" | "umax" | "umin" => op,
                other => other,
            };
            let want = a[1..].iter().fold(a[0], |acc, &x| reference(rop, acc, x, bits).unwrap_or(0));
            assert_eq!(got, want, "reduce.{op} {ty}");
        }
    }
}

#[test]
fn integer_casts_between_shapes() {
    let casts: [(usize, u32, u32); 16] = [
        (4, 8, 32),
        (8, 8, 16),
        (8, 16, 32),
        (2, 32, 64),
        (4, 32, 64),
        (4, 32, 16),
        (8, 16, 8),
        (2, 64, 32),
        (16, 8, 32),
        (8, 8, 64),
        (4, 16, 64),
        (16, 32, 8),
        (8, 64, 8),
        (4, 64, 16),
        (3, 8, 32),
        (16, 8, 16),
    ];
    for (n, from, to) in casts {
        let a = values(from, n, 1);
        let (ops, narrow): (&[&str], bool) = if to > from { (&["sext", "zext"], false) } else { (&["trunc"], true) };
        for op in ops {
            let src = format!(
                "define <{n} x i{to}> @f(<{n} x i{from}> %a) {{\n  %r = {op} <{n} x i{from}> %a to <{n} x i{to}>\n  ret <{n} x i{to}> %r\n}}\n"
            );
            let (out, _) = run(&src, &[images(&a, from)], &[]);
            let got = unpack(&out, to, n);
            for i in 0..n {
                let want = match *op {
                    "sext" => wrap(sext(a[i], from), to),
                    _ if narrow => wrap(a[i] as i128, to),
                    _ => a[i],
                };
                assert_eq!(got[i], want, "{op} <{n} x i{from}> to i{to} lane {i}");
            }
        }
    }
}

#[test]
fn shuffles_and_element_ops_on_all_shapes() {
    for (n, bits) in SHAPES {
        let ty = format!("<{n} x i{bits}>");
        let a = values(bits, n, 0);
        let b = values(bits, n, 1);
        let masks: Vec<Vec<usize>> = vec![
            (0..n).rev().collect(),
            (0..n).map(|i| i + n - 1).collect(),
            (0..n).map(|i| i + 1).collect(),
            (0..n).map(|i| (i + n / 2) % n).collect(),
            (0..n).map(|i| (i * 3 + 1) % (2 * n)).collect(),
            (0..n).map(|i| if i % 2 == 0 { i / 2 } else { n + i / 2 }).collect(),
            vec![0; n],
        ];
        for mask in masks {
            let m: Vec<String> = mask.iter().map(|x| format!("i32 {x}")).collect();
            let src = format!(
                "define {ty} @f({ty} %a, {ty} %b) {{\n  %r = shufflevector {ty} %a, {ty} %b, <{n} x i32> <{}>\n  ret {ty} %r\n}}\n",
                m.join(", ")
            );
            let (out, _) = run(&src, &[images(&a, bits), images(&b, bits)], &[]);
            let got = unpack(&out, bits, n);
            let both: Vec<u64> = a.iter().chain(&b).copied().collect();
            assert_eq!(got, mask.iter().map(|&k| both[k]).collect::<Vec<_>>(), "{ty} {mask:?}");
        }
        for k in [0, n - 1, n / 2] {
            let src = format!(
                "define {ty} @f({ty} %a, {ty} %b) {{\n  %x = extractelement {ty} %b, i32 {k}\n  %r = insertelement {ty} %a, i{bits} %x, i64 {}\n  ret {ty} %r\n}}\n",
                (k + 1) % n
            );
            let (out, _) = run(&src, &[images(&a, bits), images(&b, bits)], &[]);
            let mut want = a.clone();
            want[(k + 1) % n] = b[k];
            assert_eq!(unpack(&out, bits, n), want, "{ty} extract {k} insert {}", (k + 1) % n);
        }
    }
}

#[test]
fn unsigned_division_by_constant_splats() {
    let xs: [u32; 8] = [0, 1, 6, 7, 0x7FFF_FFFF, 0x8000_0000, 0xFFFF_FFFE, 0xFFFF_FFFF];
    let ds: [u32; 10] = [1, 2, 3, 7, 10, 13, 17, 641, 0x8000_0001, 0xFFFF_FFFF];
    for d in ds {
        for op in ["udiv", "urem"] {
            let src = format!(
                "define <8 x i32> @f(<8 x i32> %a) {{\n  %r = {op} <8 x i32> %a, <i32 {d}, i32 {d}, i32 {d}, i32 {d}, i32 {d}, i32 {d}, i32 {d}, i32 {d}>\n  ret <8 x i32> %r\n}}\n",
                d = d as i32
            );
            let a: Vec<u64> = xs.iter().map(|&x| x as u64).collect();
            let (out, _) = run(&src, &[images(&a, 32)], &[]);
            let got = unpack(&out, 32, 8);
            for i in 0..8 {
                let want = if op == "udiv" { xs[i] / d } else { xs[i] % d };
                assert_eq!(got[i], want as u64, "{op} {} by {d}", xs[i]);
            }
        }
    }
}

#[test]
fn masks_move_between_lane_widths() {
    let shapes: [(usize, u32, u32); 8] =
        [(16, 8, 32), (16, 32, 8), (8, 16, 64), (8, 64, 16), (4, 8, 64), (4, 64, 8), (2, 32, 8), (16, 16, 8)];
    for (n, cb, db) in shapes {
        let (ct, dt) = (format!("<{n} x i{cb}>"), format!("<{n} x i{db}>"));
        let a = values(cb, n, 0);
        let mut b = values(cb, n, 1);
        b[1] = a[1];
        let x = values(db, n, 2);
        let y = values(db, n, 3);
        let src = format!(
            "define {dt} @f({ct} %a, {ct} %b, {dt} %x, {dt} %y) {{\n  %c = icmp uge {ct} %a, %b\n  %r = select <{n} x i1> %c, {dt} %x, {dt} %y\n  ret {dt} %r\n}}\n"
        );
        let (out, _) = run(&src, &[images(&a, cb), images(&b, cb), images(&x, db), images(&y, db)], &[]);
        let got = unpack(&out, db, n);
        for i in 0..n {
            let want = if icmp_ref("uge", a[i], b[i], cb) { x[i] } else { y[i] };
            assert_eq!(got[i], want, "{ct} mask selecting {dt} lane {i}");
        }
        let src = format!(
            "define {dt} @f({ct} %a, {ct} %b) {{\n  %c = icmp ult {ct} %a, %b\n  %r = sext <{n} x i1> %c to {dt}\n  ret {dt} %r\n}}\n"
        );
        let (out, _) = run(&src, &[images(&a, cb), images(&b, cb)], &[]);
        let got = unpack(&out, db, n);
        for i in 0..n {
            let want = if icmp_ref("ult", a[i], b[i], cb) { wrap(-1, db) } else { 0 };
            assert_eq!(got[i], want, "sext of {ct} mask to {dt} lane {i}");
        }
    }
}

#[test]
fn bswap_and_ctpop_on_all_shapes() {
    for (n, bits) in SHAPES {
        let ty = format!("<{n} x i{bits}>");
        let a = values(bits, n, 3);
        for op in ["bswap", "ctpop"] {
            if op == "bswap" && bits == 8 {
                continue;
            }
            let src = format!(
                "declare {ty} @llvm.{op}.v{n}i{bits}({ty})\ndefine {ty} @f({ty} %a) {{\n  %r = call {ty} @llvm.{op}.v{n}i{bits}({ty} %a)\n  ret {ty} %r\n}}\n"
            );
            let (out, _) = run(&src, &[images(&a, bits)], &[]);
            let got = unpack(&out, bits, n);
            for i in 0..n {
                let want = if op == "ctpop" { a[i].count_ones() as u64 } else { a[i].swap_bytes() >> (64 - bits) };
                assert_eq!(got[i], want, "{op} {ty} lane {i}: {:#x}", a[i]);
            }
        }
    }
}
