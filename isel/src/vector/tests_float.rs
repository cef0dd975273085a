//! Emulated value tests of floating-point vectors, `i1` masks, constants, variable indices and
//! odd-sized memory accesses.

use super::tests::run;

/// A named binary reference operation.
type FloatCase = (String, Box<dyn Fn(f64, f64) -> f64>);

fn f32img(v: &[f32]) -> Vec<[u8; 16]> {
    let mut flat: Vec<u8> = v.iter().flat_map(|x| x.to_le_bytes()).collect();
    flat.resize(flat.len().div_ceil(16) * 16, 0);
    flat.chunks(16).map(|c| c.try_into().unwrap_or([0; 16])).collect()
}
fn f64img(v: &[f64]) -> Vec<[u8; 16]> {
    let mut flat: Vec<u8> = v.iter().flat_map(|x| x.to_le_bytes()).collect();
    flat.resize(flat.len().div_ceil(16) * 16, 0);
    flat.chunks(16).map(|c| c.try_into().unwrap_or([0; 16])).collect()
}
fn get_f32(imgs: &[[u8; 16]], n: usize) -> Vec<f32> {
    let flat: Vec<u8> = imgs.iter().flatten().copied().collect();
    (0..n).map(|i| f32::from_le_bytes(flat[4 * i..4 * i + 4].try_into().unwrap_or([0; 4]))).collect()
}
fn get_f64(imgs: &[[u8; 16]], n: usize) -> Vec<f64> {
    let flat: Vec<u8> = imgs.iter().flatten().copied().collect();
    (0..n).map(|i| f64::from_le_bytes(flat[8 * i..8 * i + 8].try_into().unwrap_or([0; 8]))).collect()
}
fn same(a: f64, b: f64) -> bool {
    a.to_bits() == b.to_bits() || (a.is_nan() && b.is_nan())
}

const X: [f64; 4] = [1.5, f64::NAN, -0.0, 3.0];
const Y: [f64; 4] = [-2.0, 4.0, 0.0, 3.0];

fn fcmp_ref(p: &str, a: f64, b: f64) -> bool {
    let uno = a.is_nan() || b.is_nan();
    match p {
        "false" => false,
        "oeq" => a == b,
        "ogt" => a > b,
        "oge" => a >= b,
        "olt" => a < b,
        "ole" => a <= b,
        "one" => !uno && a != b,
        "ord" => !uno,
        "ueq" => uno || a == b,
        "ugt" => uno || a > b,
        "uge" => uno || a >= b,
        "ult" => uno || a < b,
        "ule" => uno || a <= b,
        "une" => uno || a != b,
        "uno" => uno,
        _ => true,
    }
}

#[test]
fn float_compares_all_predicates() {
    let preds = [
        "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno",
        "true",
    ];
    for (n, elem) in [(4, "float"), (2, "double"), (2, "float"), (4, "double")] {
        let ty = format!("<{n} x {elem}>");
        let (xa, ya) = if elem == "float" {
            (
                f32img(&X[..n].iter().map(|&v| v as f32).collect::<Vec<_>>()),
                f32img(&Y[..n].iter().map(|&v| v as f32).collect::<Vec<_>>()),
            )
        } else {
            (f64img(&X[..n]), f64img(&Y[..n]))
        };
        for p in preds {
            let src = format!(
                "define <{n} x i32> @f({ty} %a, {ty} %b) {{\n  %c = fcmp {p} {ty} %a, %b\n  %r = zext <{n} x i1> %c to <{n} x i32>\n  ret <{n} x i32> %r\n}}\n"
            );
            let (out, _) = run(&src, &[xa.clone(), ya.clone()], &[]);
            let flat: Vec<u8> = out.iter().flatten().copied().collect();
            for i in 0..n {
                let got = u32::from_le_bytes(flat[4 * i..4 * i + 4].try_into().unwrap_or([9; 4]));
                assert_eq!(got, fcmp_ref(p, X[i], Y[i]) as u32, "fcmp {p} {ty} lane {i}");
            }
        }
    }
}

#[test]
fn float_arithmetic_and_intrinsics() {
    for (n, elem) in [(4, "float"), (2, "double"), (2, "float"), (8, "float"), (4, "double")] {
        let ty = format!("<{n} x {elem}>");
        let xs: Vec<f64> = (0..n).map(|i| [1.5, -0.0, 0.5, 1e10, -0.0, 9.0, 2.0, 0.0][i]).collect();
        let ys: Vec<f64> = (0..n).map(|i| [2.0, 0.0, f64::NAN, -1e-3, 4.0, 3.0, f64::NAN, -0.0][i]).collect();
        let img = |v: &[f64]| {
            if elem == "float" {
                f32img(&v.iter().map(|&x| x as f32).collect::<Vec<_>>())
            } else {
                f64img(v)
            }
        };
        let read = |o: &[[u8; 16]]| {
            if elem == "float" {
                get_f32(o, n).iter().map(|&x| x as f64).collect()
            } else {
                get_f64(o, n)
            }
        };
        let round = |v: f64| if elem == "float" { v as f32 as f64 } else { v };
        let sfx = if elem == "float" { format!("v{n}f32") } else { format!("v{n}f64") };
        let cases: Vec<FloatCase> = vec![
            ("fadd".into(), Box::new(|a, b| a + b)),
            ("fsub".into(), Box::new(|a, b| a - b)),
            ("fmul".into(), Box::new(|a, b| a * b)),
            ("fdiv".into(), Box::new(|a, b| a / b)),
            (
                "maxnum".into(),
                Box::new(|a: f64, b: f64| if a == b { f64::from_bits(a.to_bits() & b.to_bits()) } else { a.max(b) }),
            ),
            (
                "minnum".into(),
                Box::new(|a: f64, b: f64| if a == b { f64::from_bits(a.to_bits() | b.to_bits()) } else { a.min(b) }),
            ),
            ("copysign".into(), Box::new(|a: f64, b: f64| a.copysign(b))),
        ];
        for (op, f) in &cases {
            let body = if op.starts_with('f') {
                format!("  %r = {op} {ty} %a, %b")
            } else {
                format!("  %r = call {ty} @llvm.{op}.{sfx}({ty} %a, {ty} %b)")
            };
            let decl = if op.starts_with('f') {
                String::new()
            } else {
                format!("declare {ty} @llvm.{op}.{sfx}({ty}, {ty})\n")
            };
            let src = format!("{decl}define {ty} @f({ty} %a, {ty} %b) {{\n{body}\n  ret {ty} %r\n}}\n");
            let (out, _) = run(&src, &[img(&xs), img(&ys)], &[]);
            let got: Vec<f64> = read(&out);
            for i in 0..n {
                let want = round(f(round(xs[i]), round(ys[i])));
                assert!(same(got[i], want), "{op} {ty} lane {i}: got {} want {want}", got[i]);
            }
        }
        for (op, f) in
            [("fneg", (|a: f64| -a) as fn(f64) -> f64), ("fabs", |a: f64| a.abs()), ("sqrt", |a: f64| a.sqrt())]
        {
            let body = if op == "fneg" {
                format!("  %r = fneg {ty} %a")
            } else {
                format!("  %r = call {ty} @llvm.{op}.{sfx}({ty} %a)")
            };
            let decl = if op == "fneg" { String::new() } else { format!("declare {ty} @llvm.{op}.{sfx}({ty})\n") };
            let src = format!("{decl}define {ty} @f({ty} %a) {{\n{body}\n  ret {ty} %r\n}}\n");
            let (out, _) = run(&src, &[img(&xs)], &[]);
            let got = read(&out);
            for i in 0..n {
                assert!(same(got[i], round(f(round(xs[i])))), "{op} {ty} lane {i}");
            }
        }
        let src = format!(
            "declare {ty} @llvm.fmuladd.{sfx}({ty}, {ty}, {ty})\ndefine {ty} @f({ty} %a, {ty} %b) {{\n  %r = call {ty} @llvm.fmuladd.{sfx}({ty} %a, {ty} %b, {ty} %a)\n  ret {ty} %r\n}}\n"
        );
        let (out, _) = run(&src, &[img(&xs), img(&ys)], &[]);
        let got = read(&out);
        for i in 0..n {
            let (a, b) = (round(xs[i]), round(ys[i]));
            assert!(same(got[i], round(round(a * b) + a)), "fmuladd {ty} lane {i}");
        }
        for (op, init) in [("fmax", None), ("fmin", None), ("fadd", Some(0.25)), ("fmul", Some(-1.0))] {
            let (decl, call, args) = match init {
                Some(_) => (
                    format!("declare {elem} @llvm.vector.reduce.{op}.{sfx}({elem}, {ty})"),
                    format!("call {elem} @llvm.vector.reduce.{op}.{sfx}({elem} %s, {ty} %a)"),
                    format!("{ty} %a, {elem} %s"),
                ),
                None => (
                    format!("declare {elem} @llvm.vector.reduce.{op}.{sfx}({ty})"),
                    format!("call {elem} @llvm.vector.reduce.{op}.{sfx}({ty} %a)"),
                    format!("{ty} %a"),
                ),
            };
            let src = format!("{decl}\ndefine {elem} @f({args}) {{\n  %r = {call}\n  ret {elem} %r\n}}\n");
            let mut argv = vec![img(&ys)];
            if let Some(s) = init {
                argv.push(img(&[s]));
            }
            let (out, _) = run(&src, &argv, &[]);
            let got = if elem == "float" { get_f32(&out, 1)[0] as f64 } else { get_f64(&out, 1)[0] };
            let lanes: Vec<f64> = ys.iter().map(|&v| round(v)).collect();
            let want = match op {
                "fmax" => lanes.iter().copied().fold(f64::NAN, f64::max),
                "fmin" => lanes.iter().copied().fold(f64::NAN, f64::min),
                "fadd" => lanes.iter().fold(init.unwrap_or(0.0), |acc, &v| round(acc + v)),
                _ => lanes.iter().fold(init.unwrap_or(1.0), |acc, &v| round(acc * v)),
            };
            assert!(same(got, want), "reduce.{op} {ty}: got {got} want {want}");
        }
    }
}

#[test]
fn float_int_conversions() {
    let xs = [1.75f64, -2.5, 1e9, -7.0];
    let src =
        "define <4 x i32> @f(<4 x float> %a) {\n  %r = fptosi <4 x float> %a to <4 x i32>\n  ret <4 x i32> %r\n}\n";
    let (out, _) = run(src, &[f32img(&xs.map(|v| v as f32))], &[]);
    let flat: Vec<u8> = out.iter().flatten().copied().collect();
    let got: Vec<i32> =
        (0..4).map(|i| i32::from_le_bytes(flat[4 * i..4 * i + 4].try_into().unwrap_or([0; 4]))).collect();
    assert_eq!(got, xs.iter().map(|&v| v as f32 as i32).collect::<Vec<_>>());
    let src =
        "define <4 x i32> @f(<4 x double> %a) {\n  %r = fptosi <4 x double> %a to <4 x i32>\n  ret <4 x i32> %r\n}\n";
    let (out, _) = run(src, &[f64img(&xs)], &[]);
    let flat: Vec<u8> = out.iter().flatten().copied().collect();
    let got: Vec<i32> =
        (0..4).map(|i| i32::from_le_bytes(flat[4 * i..4 * i + 4].try_into().unwrap_or([0; 4]))).collect();
    assert_eq!(got, xs.iter().map(|&v| v as i32).collect::<Vec<_>>());
    let src = "define <4 x double> @f(<4 x float> %a) {\n  %r = fpext <4 x float> %a to <4 x double>\n  ret <4 x double> %r\n}\n";
    let (out, _) = run(src, &[f32img(&xs.map(|v| v as f32))], &[]);
    assert_eq!(get_f64(&out, 4), xs.map(|v| v as f32 as f64).to_vec());
    let src = "define <4 x float> @f(<4 x double> %a) {\n  %r = fptrunc <4 x double> %a to <4 x float>\n  ret <4 x float> %r\n}\n";
    let (out, _) = run(src, &[f64img(&xs)], &[]);
    assert_eq!(get_f32(&out, 4), xs.map(|v| v as f32).to_vec());
    let src =
        "define <2 x i8> @f(<2 x double> %a) {\n  %r = fptoui <2 x double> %a to <2 x i8>\n  ret <2 x i8> %r\n}\n";
    let (out, _) = run(src, &[f64img(&[200.9, 3.2])], &[]);
    assert_eq!(&out[0][..2], &[200, 3]);
}

#[test]
fn masks_convert_combine_and_bitcast() {
    // <4 x i16> compare (16-bit lanes) used by a <4 x i32> select (32-bit mask lanes).
    let src = "define <4 x i32> @f(<4 x i16> %a, <4 x i16> %b, <4 x i32> %x, <4 x i32> %y) {\n  %c = icmp sgt <4 x i16> %a, %b\n  %d = icmp eq <4 x i16> %a, %b\n  %e = or <4 x i1> %c, %d\n  %r = select <4 x i1> %e, <4 x i32> %x, <4 x i32> %y\n  ret <4 x i32> %r\n}\n";
    let h = |v: [i16; 4]| {
        let mut b = [0u8; 16];
        for (i, x) in v.iter().enumerate() {
            b[2 * i..2 * i + 2].copy_from_slice(&x.to_le_bytes());
        }
        vec![b]
    };
    let w = |v: [i32; 4]| {
        let mut b = [0u8; 16];
        for (i, x) in v.iter().enumerate() {
            b[4 * i..4 * i + 4].copy_from_slice(&x.to_le_bytes());
        }
        vec![b]
    };
    let (out, _) = run(src, &[h([5, -1, 3, 0]), h([2, 4, 3, -9]), w([1, 2, 3, 4]), w([10, 20, 30, 40])], &[]);
    assert_eq!(out[0], w([1, 20, 3, 4])[0]);
    // <8 x i32> compare (two registers) to an <8 x i1> bitcast to i8.
    let src = "define i8 @f(<8 x i32> %a, <8 x i32> %b) {\n  %c = icmp slt <8 x i32> %a, %b\n  %m = bitcast <8 x i1> %c to i8\n  ret i8 %m\n}\n";
    let (out, _) = run(
        src,
        &[[w([1, 5, 0, 0])[0], w([-1, 9, 2, 2])[0]].to_vec(), [w([2, 5, -1, 1])[0], w([0, 8, 3, 2])[0]].to_vec()],
        &[],
    );
    assert_eq!(out[0][0], 0b0101_1001);
    // i8 to <8 x i1> to a select of <8 x i16>, then store/load of the mask through memory.
    let src = "define <8 x i16> @f(i8 %m, <8 x i16> %x, ptr %p) {\n  %c = bitcast i8 %m to <8 x i1>\n  store <8 x i1> %c, ptr %p, align 1\n  %d = load <8 x i1>, ptr %p, align 1\n  %r = select <8 x i1> %d, <8 x i16> %x, <8 x i16> zeroinitializer\n  ret <8 x i16> %r\n}\n";
    let xs: Vec<u8> = (1..=8u16).flat_map(|v| v.to_le_bytes()).collect();
    let mut gp = [0u8; 16];
    gp[0] = 0b1010_0110;
    let mut ptr = [0u8; 16];
    ptr[..8].copy_from_slice(&0x100u64.to_le_bytes());
    let (out, mem) = run(src, &[vec![gp], vec![xs.clone().try_into().unwrap_or([0; 16])], vec![ptr]], &[]);
    assert_eq!(mem[0], 0b1010_0110);
    let want: Vec<u8> = (1..=8u16)
        .map(|v| if (0b1010_0110 >> (v - 1)) & 1 == 1 { v } else { 0 })
        .flat_map(|v| v.to_le_bytes())
        .collect();
    assert_eq!(&out[0][..], &want[..]);
    // Scalar-condition select and trunc to i1.
    let src = "define <2 x i64> @f(i1 %c, <2 x i64> %x, <2 x i64> %y) {\n  %r = select i1 %c, <2 x i64> %x, <2 x i64> %y\n  ret <2 x i64> %r\n}\n";
    let q = |a: u64, b: u64| {
        let mut r = [0u8; 16];
        r[..8].copy_from_slice(&a.to_le_bytes());
        r[8..].copy_from_slice(&b.to_le_bytes());
        vec![r]
    };
    let (out, _) = run(src, &[q(1, 0), q(5, 6), q(7, 8)], &[]);
    assert_eq!(out[0], q(5, 6)[0]);
    let (out, _) = run(src, &[q(0xFE, 0), q(5, 6), q(7, 8)], &[]);
    assert_eq!(out[0], q(7, 8)[0]);
    let src = "define <4 x i32> @f(<4 x i32> %a) {\n  %t = trunc <4 x i32> %a to <4 x i1>\n  %r = sext <4 x i1> %t to <4 x i32>\n  ret <4 x i32> %r\n}\n";
    let (out, _) = run(src, &[w([3, 2, -1, 0])], &[]);
    assert_eq!(out[0], w([-1, 0, -1, 0])[0]);
    let src = "declare i1 @llvm.vector.reduce.or.v4i1(<4 x i1>)\ndefine i1 @f(<4 x i32> %a) {\n  %t = icmp eq <4 x i32> %a, zeroinitializer\n  %r = call i1 @llvm.vector.reduce.or.v4i1(<4 x i1> %t)\n  ret i1 %r\n}\n";
    let (out, _) = run(src, &[w([3, 2, -1, 0])], &[]);
    assert_eq!(out[0][0] & 1, 1);
    let (out, _) = run(src, &[w([3, 2, -1, 7])], &[]);
    assert_eq!(out[0][0] & 1, 0);
}

#[test]
fn constants_variable_indices_and_odd_memory() {
    // A constant operand from read-only data; a variable-index insert and extract.
    let src = "define <4 x i32> @f(<4 x i32> %a, i64 %i, i32 %v) {\n  %b = add <4 x i32> %a, <i32 1, i32 -2, i32 poison, i32 100>\n  %r = insertelement <4 x i32> %b, i32 %v, i64 %i\n  ret <4 x i32> %r\n}\n";
    let w = |v: [i32; 4]| {
        let mut b = [0u8; 16];
        for (i, x) in v.iter().enumerate() {
            b[4 * i..4 * i + 4].copy_from_slice(&x.to_le_bytes());
        }
        vec![b]
    };
    let g = |v: u64| {
        let mut b = [0u8; 16];
        b[..8].copy_from_slice(&v.to_le_bytes());
        vec![b]
    };
    let (out, _) = run(src, &[w([10, 20, 30, 40]), g(2), g(77)], &[]);
    assert_eq!(out[0], w([11, 18, 77, 140])[0]);
    // <3 x i8> and <6 x i16> and <3 x float> round trips through memory at odd addresses.
    for (ty, bytes) in
        [("<3 x i8>", 3usize), ("<6 x i16>", 12), ("<3 x float>", 12), ("<5 x i8>", 5), ("<8 x i32>", 32)]
    {
        let src = format!(
            "define void @f(ptr %p, ptr %q) {{\n  %v = load {ty}, ptr %p, align 1\n  store {ty} %v, ptr %q, align 1\n  ret void\n}}\n"
        );
        let init: Vec<u8> = (1..=200u8).collect();
        let (_, mem) = run(&src, &[g(0x101), g(0x141)], &init);
        assert_eq!(&mem[0x41..0x41 + bytes], &init[1..1 + bytes], "{ty} copy");
        assert_eq!(mem[0x41 + bytes], init[0x41 + bytes], "{ty} store wrote past its end");
    }
}

#[test]
fn lane_count_changing_shuffles_and_bitcasts() {
    let bytes = |v: &[u8]| {
        let mut b = [0u8; 16];
        b[..v.len()].copy_from_slice(v);
        vec![b]
    };
    let a: Vec<u8> = (1..=16).collect();
    let b: Vec<u8> = (101..=116).collect();
    // Narrowing, widening and concatenating shuffles of several lane widths.
    let cases: [(&str, &str, Vec<i32>); 6] = [
        ("i32", "4", vec![2, 3]),
        ("i32", "2", vec![0, 1, 2, 3]),
        ("i8", "8", (0..16).collect()),
        ("i16", "4", vec![0, 1, 2, 3, 4, 5, 6, 7]),
        ("i64", "2", vec![3, 0]),
        ("float", "4", vec![7, 0, 5, 2]),
    ];
    for (elem, n, mask) in cases {
        let n: usize = n.parse().unwrap_or(1);
        let w = match elem {
            "i8" => 1,
            "i16" => 2,
            "i64" => 8,
            _ => 4,
        };
        let m: Vec<String> = mask.iter().map(|x| format!("i32 {x}")).collect();
        let src = format!(
            "define <{k} x {elem}> @f(<{n} x {elem}> %a, <{n} x {elem}> %b) {{\n  %r = shufflevector <{n} x {elem}> %a, <{n} x {elem}> %b, <{k} x i32> <{}>\n  ret <{k} x {elem}> %r\n}}\n",
            m.join(", "),
            k = mask.len()
        );
        let (out, _) = run(&src, &[bytes(&a[..n * w]), bytes(&b[..n * w])], &[]);
        let both: Vec<u8> = a[..n * w].iter().chain(&b[..n * w]).copied().collect();
        let want: Vec<u8> = mask.iter().flat_map(|&k| both[k as usize * w..k as usize * w + w].to_vec()).collect();
        assert_eq!(&out[0][..want.len()], &want[..], "{elem} x{n} {mask:?}");
    }
    // Float insert at a non-zero lane and double extract.
    let src = "define <4 x float> @f(<4 x float> %a, float %x) {\n  %r = insertelement <4 x float> %a, float %x, i32 2\n  ret <4 x float> %r\n}\n";
    let (out, _) = run(src, &[f32img(&[1.0, 2.0, 3.0, 4.0]), f32img(&[9.5])], &[]);
    assert_eq!(get_f32(&out, 4), vec![1.0, 2.0, 9.5, 4.0]);
    let src = "define double @f(<4 x double> %a) {\n  %r = extractelement <4 x double> %a, i32 3\n  ret double %r\n}\n";
    let (out, _) = run(src, &[f64img(&[1.0, 2.0, 3.0, 4.0])], &[]);
    assert_eq!(get_f64(&out, 1), vec![4.0]);
    // Bitcasts to and from scalars.
    let src = "define i64 @f(<2 x i32> %a) {\n  %r = bitcast <2 x i32> %a to i64\n  ret i64 %r\n}\n";
    let (out, _) = run(src, &[bytes(&a[..8])], &[]);
    assert_eq!(&out[0][..8], &a[..8]);
    let src = "define i128 @f(<4 x i32> %a) {\n  %r = bitcast <4 x i32> %a to i128\n  ret i128 %r\n}\n";
    let (out, _) = run(src, &[bytes(&a)], &[]);
    assert_eq!((&out[0][..8], &out[1][..8]), (&a[..8], &a[8..]));
    let src = "define <8 x i8> @f(double %d) {\n  %r = bitcast double %d to <8 x i8>\n  ret <8 x i8> %r\n}\n";
    let (out, _) = run(src, &[f64img(&[1.5])], &[]);
    assert_eq!(&out[0][..8], &1.5f64.to_le_bytes());
    let src = "define <2 x float> @f(i64 %d) {\n  %r = bitcast i64 %d to <2 x float>\n  ret <2 x float> %r\n}\n";
    let (out, _) = run(src, &[bytes(&a[..8])], &[]);
    assert_eq!(&out[0][..8], &a[..8]);
}

#[test]
fn unsigned_to_double_is_exact() {
    let src = "define <4 x double> @f(<4 x i32> %a) {\n  %r = uitofp <4 x i32> %a to <4 x double>\n  ret <4 x double> %r\n}\n";
    let v: [u32; 4] = [0, 1, 0x8000_0000, 0xFFFF_FFFF];
    let mut b = [0u8; 16];
    for (i, x) in v.iter().enumerate() {
        b[4 * i..4 * i + 4].copy_from_slice(&x.to_le_bytes());
    }
    let (out, _) = run(src, &[vec![b]], &[]);
    assert_eq!(get_f64(&out, 4), v.iter().map(|&x| x as f64).collect::<Vec<_>>());
}

#[test]
fn scalar_results_are_zero_extended() {
    let bytes = |v: &[u8]| {
        let mut b = [0xEEu8; 16];
        b[..v.len()].copy_from_slice(v);
        vec![b]
    };
    let src = "define i32 @f(<4 x i8> %a) {\n  %r = bitcast <4 x i8> %a to i32\n  ret i32 %r\n}\n";
    let (out, _) = run(src, &[bytes(&[1, 2, 3, 0xF4])], &[]);
    assert_eq!(&out[0][..8], &[1, 2, 3, 0xF4, 0, 0, 0, 0]);
    let src = "declare i8 @llvm.vector.reduce.add.v3i8(<3 x i8>)\ndefine i8 @f(<3 x i8> %a) {\n  %r = call i8 @llvm.vector.reduce.add.v3i8(<3 x i8> %a)\n  ret i8 %r\n}\n";
    let (out, _) = run(src, &[bytes(&[200, 100, 7])], &[]);
    assert_eq!(&out[0][..8], &[51, 0, 0, 0, 0, 0, 0, 0]);
    let src = "define i8 @f(<16 x i8> %a) {\n  %r = extractelement <16 x i8> %a, i32 6\n  ret i8 %r\n}\n";
    let (out, _) = run(src, &[bytes(&[0xFF; 16])], &[]);
    assert_eq!(&out[0][..8], &[0xFF, 0, 0, 0, 0, 0, 0, 0]);
}

#[test]
fn u64_float_conversions_are_exact() {
    let xs: [u64; 4] = [0, 1 << 63, u64::MAX, (1 << 53) + 1];
    let img: Vec<[u8; 16]> = xs
        .chunks(2)
        .map(|c| {
            let mut b = [0u8; 16];
            b[..8].copy_from_slice(&c[0].to_le_bytes());
            b[8..].copy_from_slice(&c[1].to_le_bytes());
            b
        })
        .collect();
    let src = "define <4 x double> @f(<4 x i64> %a) {\n  %r = uitofp <4 x i64> %a to <4 x double>\n  ret <4 x double> %r\n}\n";
    let (out, _) = run(src, std::slice::from_ref(&img), &[]);
    assert_eq!(get_f64(&out, 4), xs.iter().map(|&x| x as f64).collect::<Vec<_>>());
    let src =
        "define <4 x float> @f(<4 x i64> %a) {\n  %r = uitofp <4 x i64> %a to <4 x float>\n  ret <4 x float> %r\n}\n";
    let (out, _) = run(src, &[img], &[]);
    assert_eq!(get_f32(&out, 4), xs.iter().map(|&x| x as f32).collect::<Vec<_>>());
    let ds = [0.0f64, 9.3e18, 1.8e19, 12345.9];
    let src =
        "define <4 x i64> @f(<4 x double> %a) {\n  %r = fptoui <4 x double> %a to <4 x i64>\n  ret <4 x i64> %r\n}\n";
    let (out, _) = run(src, &[f64img(&ds)], &[]);
    let flat: Vec<u8> = out.iter().flatten().copied().collect();
    let got: Vec<u64> =
        (0..4).map(|i| u64::from_le_bytes(flat[8 * i..8 * i + 8].try_into().unwrap_or([0; 8]))).collect();
    assert_eq!(got, ds.iter().map(|&d| d as u64).collect::<Vec<_>>());
    let src =
        "define <2 x i64> @f(<2 x float> %a) {\n  %r = fptoui <2 x float> %a to <2 x i64>\n  ret <2 x i64> %r\n}\n";
    let (out, _) = run(src, &[f32img(&[1.5e19, 3.0])], &[]);
    let got: Vec<u64> =
        (0..2).map(|i| u64::from_le_bytes(out[0][8 * i..8 * i + 8].try_into().unwrap_or([0; 8]))).collect();
    assert_eq!(got, vec![1.5e19f32 as u64, 3]);
}
