//! Differential test of the trip-count analysis against the reference interpreter: counted
//! loops over i8 and i7 with every predicate, start/bound/step drawn from edge values (wrap
//! points, signed and unsigned limits), top-tested and rotated, with and without `nsw`/`nuw`.
//! The header bumps a global counter; whenever the analysis claims a count, the interpreted
//! loop must terminate without undefined behaviour after exactly that many header runs.

use kiln_interp::{run_main, Config};
use kiln_ir::pass::AnalysisManager;

/// `main` running one loop and printing how many times its header ran.
fn program(ty: &str, start: i64, pred: &str, bound: i64, update: &str, rotated: bool) -> String {
    let test_on = if rotated { "%next" } else { "%i" };
    let (cond_dest, latch_dest) = if rotated { ("%body", "%exitcheck") } else { ("%body", "%cond") };
    let mut s = String::from("@cnt = global i64 0\n@fmt = private constant [5 x i8] c\"%ld\\0A\\00\"\n");
    s += "declare i32 @printf(ptr, ...)\n";
    s += "define i32 @main() {\nentry:\n  br label %cond\n";
    s += &format!("cond:\n  %i = phi {ty} [ {start}, %entry ], [ %next, %latch ]\n");
    s += "  %c0 = load i64, ptr @cnt\n  %c1 = add i64 %c0, 1\n  store i64 %c1, ptr @cnt\n";
    if rotated {
        s += &format!("  br label {cond_dest}\n");
    } else {
        s += &format!("  %cmp = icmp {pred} {ty} {test_on}, {bound}\n  br i1 %cmp, label {cond_dest}, label %end\n");
    }
    s += &format!("body:\n  %next = {update}\n  br label {latch_dest}\n");
    if rotated {
        s += &format!(
            "exitcheck:\n  %cmp = icmp {pred} {ty} {test_on}, {bound}\n  br i1 %cmp, label %latch, label %end\n"
        );
    }
    s += "latch:\n  br label %cond\n";
    s += "end:\n  %r = load i64, ptr @cnt\n  %p = call i32 (ptr, ...) @printf(ptr @fmt, i64 %r)\n  ret i32 0\n}\n";
    s
}

#[test]
fn claimed_trip_counts_match_interpreted_runs() {
    let preds = ["eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle"];
    let mut claimed = 0;
    let mut failures = Vec::new();
    for (ty, bits) in [("i8", 8u32), ("i7", 7)] {
        let max_u = (1i64 << bits) - 1;
        let smax = (1i64 << (bits - 1)) - 1;
        let smin = -(1i64 << (bits - 1));
        let values = [0, 1, 5, -1, -10, smax, smin, smax - 3, smin + 3, max_u - 2];
        let steps = [1i64, 2, -1, 7];
        let updates = ["add", "add nsw", "add nuw", "sub nsw", "sub nuw"];
        for start in values {
            for bound in values {
                for pred in preds {
                    for step in steps {
                        for upd in updates {
                            for rotated in [false, true] {
                                let update = format!("{upd} {ty} %i, {step}");
                                let src = program(ty, start, pred, bound, &update, rotated);
                                let m = kiln_ir::text::parse(src.as_bytes()).unwrap_or_else(|e| panic!("{e:?}\n{src}"));
                                let f = m.funcs.keys().find(|&f| m.funcs[f].name() == "main").expect("main");
                                let header = m.funcs[f].layout.blocks()[1];
                                let mut am = AnalysisManager::new();
                                let Some(count) = am.trip_counts(&m, f).trip_count(header) else { continue };
                                claimed += 1;
                                let cfg = Config {
                                    fuel: Some(2_000_000),
                                    args: Vec::new(),
                                    capture: true,
                                    program_name: String::new(),
                                    ..Config::default()
                                };
                                let got = match run_main(&m, &cfg) {
                                    Ok(o) => String::from_utf8_lossy(&o.stdout).trim().to_string(),
                                    Err((t, _)) => format!("trap {:?}: {}", t.kind, t.message),
                                };
                                if got != count.to_string() {
                                    failures.push(format!("{ty} start {start} {pred} {bound} `{update}` rotated={rotated}: claimed {count}, ran {got}"));
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {claimed} claimed counts are wrong:\n{}",
        failures.len(),
        failures[..failures.len().min(30)].join("\n")
    );
    assert!(claimed > 1000, "only {claimed} loops counted");
}
