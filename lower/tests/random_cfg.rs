//! Randomised differential test of the mid-end passes: generated functions in clang -O0 style
//! (every variable an alloca; loads and stores; random control flow with loops, `switch`es with
//! several edges to one block, constant branches, unreachable blocks branching into live code)
//! are run by the reference interpreter before and after each pass and the pipeline; results
//! must match and every result must verify. Termination is guaranteed by a step counter every
//! block decrements. `KILN_RANDOM_CFG_CASES` raises the number of functions (default 300).

#[path = "../src/test_util.rs"]
mod test_util;

use kiln_interp::{run_main, Config};
use kiln_ir::pass::manager::PassBox;
use kiln_ir::Module;
use std::fmt::Write;
use test_util::{assert_verifies, parse, run_pass};

/// A small deterministic generator (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    /// Uniform in `0..n`.
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
}

/// Builds the text of one generated module: `@f(i32)` and a `@main` calling it three times.
fn generate(seed: u64) -> String {
    let mut rng = Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
    let num_vars = 2 + rng.below(4);
    let num_blocks = 2 + rng.below(9);
    let mut t = 0usize;
    let mut fresh = || {
        t += 1;
        format!("%t{t}")
    };
    let mut s = String::from("define i32 @f(i32 %arg) {\nentry:\n  %ctr = alloca i32, align 4\n");
    for v in 0..num_vars {
        let _ = writeln!(s, "  %v{v} = alloca i32, align 4");
    }
    let _ = writeln!(s, "  store i32 {}, ptr %ctr, align 4", 5 + rng.below(60));
    for v in 0..num_vars {
        if rng.chance(50) {
            let _ = writeln!(s, "  store i32 %arg, ptr %v{v}, align 4");
        } else {
            let _ = writeln!(s, "  store i32 {}, ptr %v{v}, align 4", rng.below(20) as i64 - 5);
        }
    }
    s.push_str("  br label %b0\n");
    let target = |rng: &mut Rng| format!("%b{}", rng.below(num_blocks));
    for b in 0..num_blocks {
        let (c, d, z) = (fresh(), fresh(), fresh());
        let _ = write!(
            s,
            "b{b}:\n  {c} = load i32, ptr %ctr, align 4\n  {d} = add i32 {c}, -1\n  store i32 {d}, ptr %ctr, align 4\n  {z} = icmp slt i32 {d}, 0\n  br i1 {z}, label %exit, label %b{b}.body\nb{b}.body:\n"
        );
        for _ in 0..1 + rng.below(4) {
            let (x, y, r) = (fresh(), fresh(), fresh());
            let (va, vb, vc) = (rng.below(num_vars), rng.below(num_vars), rng.below(num_vars));
            let _ = writeln!(s, "  {x} = load i32, ptr %v{va}, align 4");
            let rhs = match rng.below(4) {
                0 => format!("{}", rng.below(9) as i64 - 2),
                1 => {
                    let _ = writeln!(s, "  {y} = load i32, ptr %v{vb}, align 4");
                    y.clone()
                }
                _ => ["0", "1", "-1"][rng.below(3)].to_string(),
            };
            let op = match rng.below(9) {
                0 => format!("add i32 {x}, {rhs}"),
                1 => format!("sub i32 {x}, {rhs}"),
                2 => format!("mul i32 {x}, {rhs}"),
                3 => format!("and i32 {x}, {rhs}"),
                4 => format!("or i32 {x}, {rhs}"),
                5 => format!("xor i32 {x}, {rhs}"),
                6 => format!("shl i32 {x}, {}", rng.below(8)),
                7 => format!("udiv i32 {x}, {}", 1 + rng.below(5)),
                _ => format!("add i32 {}, {}", rng.below(7), rng.below(7)),
            };
            let _ = writeln!(s, "  {r} = {op}\n  store i32 {r}, ptr %v{vc}, align 4");
        }
        let scrut = fresh();
        let _ = writeln!(s, "  {scrut} = load i32, ptr %v{}, align 4", rng.below(num_vars));
        match rng.below(6) {
            0 => {
                let _ = writeln!(s, "  br label {}", target(&mut rng));
            }
            1 => {
                let cond = fresh();
                let _ = writeln!(s, "  {cond} = icmp sgt i32 {scrut}, {}", rng.below(10) as i64 - 3);
                let _ = writeln!(s, "  br i1 {cond}, label {}, label {}", target(&mut rng), target(&mut rng));
            }
            2 => {
                let k = ["true", "false"][rng.below(2)];
                let _ = writeln!(s, "  br i1 {k}, label {}, label {}", target(&mut rng), target(&mut rng));
            }
            3 => {
                let low = fresh();
                let _ = writeln!(s, "  {low} = and i32 {scrut}, 3");
                let dup = target(&mut rng);
                let _ = writeln!(
                    s,
                    "  switch i32 {low}, label {} [\n    i32 0, label {dup}\n    i32 1, label {dup}\n    i32 2, label {}\n  ]",
                    target(&mut rng),
                    target(&mut rng)
                );
            }
            4 => s.push_str("  br label %exit\n"),
            _ => {
                let _ = writeln!(
                    s,
                    "  switch i32 {}, label {} [\n    i32 2, label {}\n  ]",
                    rng.below(4),
                    target(&mut rng),
                    target(&mut rng)
                );
            }
        }
    }
    // An unreachable block that stores and jumps into live code.
    let _ = writeln!(s, "dead:\n  store i32 99, ptr %v0, align 4\n  br label {}", target(&mut rng));
    s.push_str("exit:\n");
    let mut acc = "0".to_string();
    for v in 0..num_vars {
        let (x, y, m) = (fresh(), fresh(), fresh());
        let _ =
            writeln!(s, "  {x} = load i32, ptr %v{v}, align 4\n  {m} = mul i32 {acc}, 31\n  {y} = xor i32 {m}, {x}");
        acc = y;
    }
    let _ = writeln!(s, "  ret i32 {acc}\n}}\n");
    s.push_str(
        "define i32 @main() {\n  %a = call i32 @f(i32 1)\n  %b = call i32 @f(i32 7)\n  %c = call i32 @f(i32 -5)\n  %ab = xor i32 %a, %b\n  %r = add i32 %ab, %c\n  ret i32 %r\n}\n",
    );
    s
}

/// `main`'s result under the interpreter.
fn interpret(m: &Module, what: &str) -> i32 {
    let cfg = Config {
        fuel: Some(10_000_000),
        args: Vec::new(),
        capture: true,
        program_name: String::new(),
        ..Config::default()
    };
    match run_main(m, &cfg) {
        Ok(o) => o.exit_code,
        Err((trap, _)) => panic!("{what}: the interpreter trapped: {trap:?}"),
    }
}

#[test]
fn random_functions_compute_the_same_after_every_pass() {
    let cases: u64 = std::env::var("KILN_RANDOM_CFG_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(300);
    let pipelines: [&[&str]; 6] = [
        &["mem2reg"],
        &["simplifycfg"],
        &["instsimplify"],
        &["dce"],
        &["mem2reg", "instsimplify", "simplifycfg", "dce"],
        &["simplifycfg", "mem2reg", "simplifycfg", "instsimplify", "dce"],
    ];
    for seed in 0..cases {
        let src = generate(seed);
        let original = parse(&src);
        assert_verifies(&original, &format!("generated module {seed}"));
        let expected = interpret(&original, &format!("seed {seed} (original)"));
        for pipeline in pipelines {
            let what = format!("seed {seed} [{}]", pipeline.join(","));
            let mut m = original.clone();
            for name in pipeline {
                let Some(PassBox::Function(mut pass)) = kiln_lower::registry::lookup_pass(name) else {
                    panic!("{name} is not a function pass");
                };
                run_pass(pass.as_mut(), &mut m);
                assert_verifies(&m, &format!("{what} after {name}\n--- input ---\n{src}"));
            }
            let got = interpret(&m, &what);
            assert_eq!(
                got,
                expected,
                "{what}: result changed\n--- input ---\n{src}\n--- output ---\n{}",
                kiln_ir::text::printer::print_module(&m)
            );
        }
    }
}
