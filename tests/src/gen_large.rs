//! Generator of large, valid, clang-style modules for throughput benchmarks.
//!
//! The output looks like clang -O0/-O2 output: numbered values, a few named blocks, loops with
//! phis, integer and floating arithmetic, compares and selects, casts, allocas with GEPs, loads
//! and stores, and calls between the generated functions. It is deterministic for a given size
//! and seed, and every module it prints is accepted by `llvm-as-19`.

use std::fmt::Write;

/// A small deterministic pseudo-random generator (64-bit LCG, high bits).
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u32 {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (self.0 >> 33) as u32
    }
    fn below(&mut self, n: u32) -> u32 {
        self.next() % n
    }
}

/// Writes the body of one function and returns the number of instructions it holds.
fn write_function(out: &mut String, idx: usize, body_ops: usize, rng: &mut Lcg) -> usize {
    // Parameters %0 %1 %2; the unnamed entry block takes %3.
    let mut next = 4u32;
    let mut insts = 0usize;
    let fresh = |next: &mut u32| {
        let v = *next;
        *next += 1;
        v
    };
    writeln!(out, "define internal i64 @f{idx}(i64 noundef %0, i64 noundef %1, ptr noundef %2) {{").unwrap();
    let slots = fresh(&mut next);
    writeln!(out, "  %{slots} = alloca [16 x i64], align 16").unwrap();
    let fslot = fresh(&mut next);
    writeln!(out, "  %{fslot} = alloca double, align 8").unwrap();
    writeln!(out, "  store double 1.500000e+00, ptr %{fslot}, align 8").unwrap();
    writeln!(out, "  br label %loop").unwrap();
    insts += 4;
    writeln!(out, "\nloop:").unwrap();
    let i = fresh(&mut next);
    let acc = fresh(&mut next);
    let acc_next_placeholder = "ACCNEXT";
    let i_next_placeholder = "INEXT";
    writeln!(out, "  %{i} = phi i64 [ 0, %3 ], [ %{i_next_placeholder}, %body ]").unwrap();
    writeln!(out, "  %{acc} = phi i64 [ %0, %3 ], [ %{acc_next_placeholder}, %body ]").unwrap();
    let c = fresh(&mut next);
    writeln!(out, "  %{c} = icmp slt i64 %{i}, %1").unwrap();
    writeln!(out, "  br i1 %{c}, label %body, label %exit").unwrap();
    insts += 4;
    writeln!(out, "\nbody:").unwrap();
    // Live i64 values to draw operands from.
    let mut pool: Vec<String> = vec![format!("%{i}"), format!("%{acc}"), "%0".into(), "%1".into()];
    let pick =
        |rng: &mut Lcg, pool: &Vec<String>| pool[pool.len() - 1 - rng.below(pool.len().min(6) as u32) as usize].clone();
    let mut emitted = 0;
    while emitted < body_ops {
        let a = pick(rng, &pool);
        let b = pick(rng, &pool);
        match rng.below(12) {
            0..=3 => {
                let op = ["add nsw", "sub", "mul", "xor", "and", "or", "shl"][rng.below(7) as usize];
                let r = fresh(&mut next);
                if op == "shl" {
                    writeln!(out, "  %{r} = shl i64 {a}, 3").unwrap();
                } else {
                    writeln!(out, "  %{r} = {op} i64 {a}, {b}").unwrap();
                }
                pool.push(format!("%{r}"));
                emitted += 1;
            }
            4 => {
                let c = fresh(&mut next);
                let r = fresh(&mut next);
                let pred = ["slt", "ugt", "eq", "ne", "sge"][rng.below(5) as usize];
                writeln!(out, "  %{c} = icmp {pred} i64 {a}, {b}").unwrap();
                writeln!(out, "  %{r} = select i1 %{c}, i64 {a}, i64 {b}").unwrap();
                pool.push(format!("%{r}"));
                emitted += 2;
            }
            5 | 6 => {
                let m = fresh(&mut next);
                let g = fresh(&mut next);
                let l = fresh(&mut next);
                writeln!(out, "  %{m} = and i64 {a}, 15").unwrap();
                writeln!(out, "  %{g} = getelementptr inbounds [16 x i64], ptr %{slots}, i64 0, i64 %{m}").unwrap();
                writeln!(out, "  store i64 {b}, ptr %{g}, align 8").unwrap();
                writeln!(out, "  %{l} = load i64, ptr %{g}, align 8").unwrap();
                pool.push(format!("%{l}"));
                emitted += 4;
            }
            7 => {
                let t = fresh(&mut next);
                let z = fresh(&mut next);
                writeln!(out, "  %{t} = trunc i64 {a} to i32").unwrap();
                writeln!(out, "  %{z} = sext i32 %{t} to i64").unwrap();
                pool.push(format!("%{z}"));
                emitted += 2;
            }
            8 => {
                let d = fresh(&mut next);
                let x = fresh(&mut next);
                let y = fresh(&mut next);
                let s = fresh(&mut next);
                writeln!(out, "  %{d} = load double, ptr %{fslot}, align 8").unwrap();
                writeln!(out, "  %{x} = sitofp i64 {a} to double").unwrap();
                writeln!(out, "  %{y} = fadd double %{d}, %{x}").unwrap();
                writeln!(out, "  %{s} = fptosi double %{y} to i64").unwrap();
                pool.push(format!("%{s}"));
                emitted += 4;
            }
            9 if idx > 0 => {
                let r = fresh(&mut next);
                let callee = rng.below(idx as u32);
                writeln!(out, "  %{r} = call i64 @f{callee}(i64 noundef {a}, i64 noundef 0, ptr noundef %2)").unwrap();
                pool.push(format!("%{r}"));
                emitted += 1;
            }
            _ => {
                let g = fresh(&mut next);
                let l = fresh(&mut next);
                let r = fresh(&mut next);
                let k = rng.below(8);
                writeln!(out, "  %{g} = getelementptr inbounds i64, ptr %2, i64 {k}").unwrap();
                writeln!(out, "  %{l} = load i64, ptr %{g}, align 8").unwrap();
                writeln!(out, "  %{r} = add i64 %{l}, {a}").unwrap();
                pool.push(format!("%{r}"));
                emitted += 3;
            }
        }
    }
    let acc_next = fresh(&mut next);
    let last = pool.last().unwrap().clone();
    writeln!(out, "  %{acc_next} = add i64 %{acc}, {last}").unwrap();
    let i_next = fresh(&mut next);
    writeln!(out, "  %{i_next} = add nsw i64 %{i}, 1").unwrap();
    writeln!(out, "  br label %loop").unwrap();
    insts += emitted + 3;
    writeln!(out, "\nexit:\n  ret i64 %{acc}\n}}\n").unwrap();
    insts += 1;
    // Patch the two forward references of the loop-header phis.
    let start = out.rfind(&format!("define internal i64 @f{idx}(")).unwrap();
    let tail = out[start..].replacen(&format!("%{acc_next_placeholder}"), &format!("%{acc_next}"), 1).replacen(
        &format!("%{i_next_placeholder}"),
        &format!("%{i_next}"),
        1,
    );
    out.truncate(start);
    out.push_str(&tail);
    insts
}

/// Generates a module with at least `min_insts` instructions; returns the text and the exact
/// instruction count.
pub fn generate(min_insts: usize, seed: u64) -> (String, usize) {
    let mut rng = Lcg(seed ^ 0x9E37_79B9_7F4A_7C15);
    let mut out = String::with_capacity(min_insts * 40);
    out.push_str("; generated by kiln-tests gen_large\n");
    out.push_str(
        "target datalayout = \"e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128\"\n",
    );
    out.push_str("target triple = \"x86_64-unknown-linux-gnu\"\n\n");
    out.push_str(
        "@table = internal global [8 x i64] [i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8], align 16\n\n",
    );
    let mut total = 0;
    let mut idx = 0;
    while total < min_insts {
        total += write_function(&mut out, idx, 1000, &mut rng);
        idx += 1;
    }
    out.push_str("define i32 @main() {\n  %1 = call i64 @f0(i64 1, i64 2, ptr @table)\n  %2 = trunc i64 %1 to i32\n  ret i32 %2\n}\n");
    total += 3;
    (out, total)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generates_requested_size_deterministically() {
        let (a, n) = generate(5000, 1);
        let (b, m) = generate(5000, 1);
        assert_eq!(a, b);
        assert_eq!(n, m);
        assert!(n >= 5000);
        assert!(!a.contains("ACCNEXT") && !a.contains("INEXT"));
    }

    #[test]
    fn generated_module_is_accepted_by_llvm_as() {
        let (text, _) = generate(20_000, 7);
        if let Some(tool) = crate::llvm_tool("llvm-as-19", "the generated benchmark module") {
            crate::llvm_as_accepts(&tool, &text, "gen-large").unwrap();
        }
    }
}
