//! The hand-written GC programs (tests/gc): each must print the same and exit the same
//! interpreted as written (no collector) and interpreted with the moving-GC stress collector after
//! `place-safepoints,rewrite-statepoints-for-gc,verify-safepoint-ir` and after Kiln's -O0 and -O2
//! pipelines; the rewritten modules keep no collecting call outside a statepoint, wrap no
//! `"gc-leaf-function"` in a statepoint, print as text that Kiln and `llvm-as-19` read back (LLVM
//! 19's verifier may refuse only statepoints of non-void variadic targets, a Kiln extension), and
//! collect under stress. A program already in statepoint form passes the rewrite unchanged. Every
//! `gc.relocate` of Kiln's rewrite is needed: with its uses given the unrelocated value instead,
//! most mutants trap or print something else (the programs really use relocated values).
//!
//! LLVM 19 is the oracle: `opt-19 -passes='function(place-safepoints),rewrite-statepoints-for-gc'`
//! on each program, read back by Kiln and run under stress, must behave the same, except on the
//! files marked `; llvm19: wrong` (references in aggregates, variadic calls returning values), where
//! LLVM's output must fail (opt-19 errors, or the stress run traps or differs): the mark documents
//! why. Kiln's poll placement must put as many `@do_safepoint` calls in each function as LLVM's,
//! but where `PLACEMENT_DIFFERS` names a deliberate difference (docs/gc.md lists them). Without
//! opt-19 those checks are skipped loudly (they fail with KILN_REQUIRE_ORACLE set).

use kiln::codegen::{optimize, run_passes};
use kiln_interp::{run_main, Config};
use kiln_ir::{InstKind, Module};
use kiln_tests::gen_gc::{gc_shape, relocations, without_relocation};
use kiln_tests::{ll_files, llvm_as_accepts, llvm_tool};
use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;

const PASSES: [&str; 3] = ["place-safepoints", "rewrite-statepoints-for-gc", "verify-safepoint-ir"];
/// The line that marks a program LLVM 19 rewrites wrongly.
const LLVM19_WRONG: &str = "; llvm19: wrong";
/// Programs Kiln may reject with located errors instead of rewriting (vectors of references).
const MAY_REJECT: &[&str] = &["vectors"];
/// Functions where Kiln's poll placement differs from LLVM 19's on purpose: (file, function, why).
const PLACEMENT_DIFFERS: &[(&str, &str, &str)] = &[
    (
        "handwritten_statepoints",
        "cell",
        "the function is in statepoint form already (hand-written statepoints, no other call that may collect): \
         Kiln adds no second set of polls, LLVM adds an entry poll",
    ),
    (
        "handwritten_statepoints",
        "main",
        "the function is in statepoint form already: Kiln adds no second set of polls, LLVM adds an entry poll",
    ),
    (
        "handwritten_statepoints",
        "sum",
        "LLVM does not count an existing gc.statepoint call as a safepoint in its loop and adds a \
     backedge poll; Kiln does count it (the statepoint's target may collect) and adds none",
    ),
];

fn stem(p: &Path) -> String {
    p.file_stem().unwrap().to_string_lossy().into_owned()
}

/// A run: exit code, stdout, collections.
#[derive(Debug)]
struct Run {
    exit: i32,
    stdout: String,
    collections: u64,
}

fn interp(m: &Module, gc_stress: bool) -> Result<Run, String> {
    let cfg = Config { fuel: Some(500_000_000), capture: true, gc_stress, ..Config::default() };
    match run_main(m, &cfg) {
        Ok(o) => Ok(Run {
            exit: o.exit_code,
            stdout: String::from_utf8_lossy(&o.stdout).into(),
            collections: o.gc_collections,
        }),
        Err((t, o)) => Err(format!("trapped: {t}\n--- output so far:\n{}", String::from_utf8_lossy(&o.stdout))),
    }
}

fn same(a: &Run, b: &Run) -> bool {
    a.exit == b.exit && a.stdout == b.stdout
}

fn describe(r: &Run) -> String {
    format!("exit {}:\n{}", r.exit, r.stdout)
}

/// The programs with their source.
fn programs() -> Vec<(String, String)> {
    let files = ll_files("tests/gc");
    assert!(files.len() >= 12, "tests/gc holds {} programs", files.len());
    files.iter().map(|f| (stem(f), std::fs::read_to_string(f).unwrap())).collect()
}

/// True when `src` has a call in a gc function that may collect (so rewriting must make a
/// statepoint), or a statepoint already.
fn needs_statepoints(m: &Module) -> bool {
    let s = gc_shape(m);
    !s.unrewritten.is_empty() || s.num_statepoints > 0
}

#[test]
fn every_gc_program_behaves_the_same_under_a_moving_collector_after_rewriting() {
    let as19 = llvm_tool("llvm-as-19", "the GC programs and their rewritten forms");
    let mut failures = Vec::new();
    let mut table = Vec::new();
    let mut varargs_rejections = std::collections::BTreeSet::new();
    for (name, src) in programs() {
        let first = src.lines().next().unwrap_or("");
        if !first.starts_with("; ") || first.len() < 20 {
            failures.push(format!("{name}: the file must start with a comment saying what it covers"));
        }
        if let Some(as19) = &as19 {
            if let Err(e) = llvm_as_accepts(as19, &src, &format!("gc-{name}")) {
                failures.push(format!("{name}: llvm-as-19 rejects the program:\n{e}"));
            }
        }
        let pre = match kiln::load_module(src.as_bytes()) {
            Ok(m) => m,
            Err(d) => {
                failures
                    .push(format!("{name}: Kiln rejects it:\n{}", kiln::render_diagnostics(&name, src.as_bytes(), &d)));
                continue;
            }
        };
        let want = match interp(&pre, false) {
            Ok(w) => w,
            Err(e) => {
                failures.push(format!("{name}: as written: {e}"));
                continue;
            }
        };
        assert_eq!(want.collections, 0, "{name}: collections without stress");
        if want.stdout.is_empty() {
            failures.push(format!("{name}: prints nothing"));
        }
        let mut row = vec![name.clone()];
        for stage in ["passes", "-O0", "-O2"] {
            let mut m = pre.clone();
            let r = match stage {
                "passes" => run_passes(&mut m, &PASSES),
                "-O0" => optimize(&mut m, 0),
                _ => optimize(&mut m, 2),
            };
            if let Err(d) = r {
                let located = d.iter().all(|d| d.offset.is_some());
                let text = kiln::render_diagnostics(&format!("{name}.ll"), src.as_bytes(), &d);
                if MAY_REJECT.contains(&name.as_str()) && located {
                    row.push("rejected".into());
                    eprintln!("{name}: {stage} rejects it (allowed):\n{text}");
                } else {
                    failures.push(format!("{name}: {stage} fails:\n{text}"));
                    row.push("FAIL".into());
                }
                continue;
            }
            let shape = gc_shape(&m);
            if needs_statepoints(&pre) && shape.num_statepoints == 0 {
                failures.push(format!("{name}: {stage} made no statepoint"));
            }
            if !shape.unrewritten.is_empty() {
                failures.push(format!(
                    "{name}: after {stage}, calls that may collect are not statepoints: {:?}",
                    shape.unrewritten
                ));
            }
            if !shape.leaf_targets.is_empty() {
                failures.push(format!(
                    "{name}: after {stage}, statepoints wrap gc-leaf functions: {:?}",
                    shape.leaf_targets
                ));
            }
            let text = kiln_ir::text::print_module(&m);
            if let Err(d) = kiln::load_module(text.as_bytes()) {
                failures.push(format!(
                    "{name}: the module after {stage} does not read back:\n{}",
                    kiln::render_diagnostics("printed", text.as_bytes(), &d)
                ));
            }
            if let Some(as19) = &as19 {
                match llvm_as_accepts(as19, &text, &format!("gc-{name}-rw")) {
                    Ok(()) => {}
                    Err(e) if only_varargs_complaints(&e) && VARIADIC_RESULT_FILES.contains(&name.as_str()) => {
                        varargs_rejections.insert(format!("{name} ({stage})"));
                    }
                    Err(e) => failures.push(format!("{name}: llvm-as-19 rejects the module after {stage}:\n{e}")),
                }
            }
            match interp(&m, true) {
                Ok(got) if same(&got, &want) => {
                    if shape.num_statepoints > 0 && got.collections == 0 {
                        failures.push(format!("{name}: the stress run after {stage} never collected"));
                    }
                    row.push(format!("{} sp/{} gc", shape.num_statepoints, got.collections));
                }
                Ok(got) => {
                    failures.push(format!(
                        "{name}: the stress run after {stage} differs:\nwant {}\ngot {}",
                        describe(&want),
                        describe(&got)
                    ));
                    row.push("DIFF".into());
                }
                Err(e) => {
                    failures.push(format!("{name}: the stress run after {stage}: {e}"));
                    row.push("TRAP".into());
                }
            }
        }
        table.push(row);
    }
    if !varargs_rejections.is_empty() {
        eprintln!(
            "llvm-as-19 rejects the rewrite only for statepoints of non-void variadic targets (LLVM 19's \
             verifier does not support them yet) in: {varargs_rejections:?}"
        );
    }
    eprintln!("{:<26} {:>16} {:>16} {:>16}", "program", "passes", "-O0", "-O2");
    for r in &table {
        eprintln!("{:<26} {:>16} {:>16} {:>16}", r[0], r[1], r[2], r[3]);
    }
    assert!(failures.is_empty(), "{} failure(s):\n\n{}", failures.len(), failures.join("\n\n"));
}

/// The programs that call a variadic function that returns a value and is no C library leaf:
/// their rewrite holds a statepoint LLVM 19's verifier refuses (docs/ir.md), and only theirs.
const VARIADIC_RESULT_FILES: &[&str] = &["varargs_result"];

/// True when every complaint of llvm-as-19 in `stderr` is LLVM 19's verifier refusing a statepoint
/// of a non-void variadic target (Kiln rewrites those calls; LLVM 19 cannot, see
/// varargs_result.ll). `printf` and the other C library leaves stay plain calls.
fn only_varargs_complaints(stderr: &str) -> bool {
    let complaints: Vec<&str> = stderr
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with(' ') && !l.contains("does not verify as correct"))
        .collect();
    !complaints.is_empty()
        && complaints.iter().all(|l| *l == "gc.statepoint doesn't support wrapping non-void vararg functions yet")
}

/// A module in statepoint form already (every collecting call is a statepoint written by hand)
/// passes `rewrite-statepoints-for-gc` unchanged.
#[test]
fn programs_in_statepoint_form_pass_the_rewrite_unchanged() {
    let mut checked = 0;
    for (name, src) in programs() {
        let pre = kiln::load_module(src.as_bytes()).unwrap_or_else(|d| panic!("{name}: {d:?}"));
        let shape = gc_shape(&pre);
        if shape.num_statepoints == 0 || !shape.unrewritten.is_empty() {
            continue;
        }
        let before = kiln_ir::text::print_module(&pre);
        let mut m = pre.clone();
        run_passes(&mut m, &["rewrite-statepoints-for-gc", "verify-safepoint-ir"])
            .unwrap_or_else(|d| panic!("{name}: {}", kiln::render_diagnostics(&name, src.as_bytes(), &d)));
        let after = kiln_ir::text::print_module(&m);
        assert_eq!(before, after, "{name}: the rewrite changed a module already in statepoint form");
        checked += 1;
    }
    assert!(checked > 0, "no program in tests/gc is in statepoint form");
}

/// Mutants of Kiln's rewrite: one gc.relocate's uses given the unrelocated value. The mutants must
/// mostly die (trap or behave differently under stress): at least 85% of all of them and 40% of
/// each program's, which shows the programs use what the relocations produce.
#[test]
fn dropping_any_relocation_is_caught_by_the_stress_collector() {
    let mut failures = Vec::new();
    let mut total = (0, 0);
    for (name, src) in programs() {
        let pre = kiln::load_module(src.as_bytes()).unwrap();
        let Ok(want) = interp(&pre, false) else { continue };
        let mut rw = pre.clone();
        if run_passes(&mut rw, &PASSES).is_err() {
            continue; // reported by the main test
        }
        let mutants = relocations(&rw);
        let mut survivors = Vec::new();
        for r in &mutants {
            if matches!(interp(&without_relocation(&rw, r), true), Ok(got) if same(&got, &want)) {
                survivors.push(r.text.clone());
            }
        }
        let killed = mutants.len() - survivors.len();
        total.0 += killed;
        total.1 += mutants.len();
        eprintln!("{name:<26} {killed:>3} of {:>3} mutants killed", mutants.len());
        for s in &survivors {
            eprintln!("    survives: {s}");
        }
        // Survivors are relocations whose value is only compared with null or passed along
        // unused, or follow polls that do not collect that time (placement_loops' poll collects
        // every other time); a program whose relocations mostly do not matter tests nothing.
        if !mutants.is_empty() && killed * 5 < mutants.len() * 2 {
            failures.push(format!("{name}: only {killed} of {} relocation mutants are caught", mutants.len()));
        }
    }
    eprintln!("{} of {} mutants killed", total.0, total.1);
    if total.0 * 100 < total.1 * 85 {
        failures.push(format!("only {} of {} relocation mutants are caught overall", total.0, total.1));
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// LLVM 19's output for `file` with its poll placement alone (`place_only`) or with the rewrite,
/// or `None` without opt-19.
fn llvm(file: &Path, place_only: bool) -> Option<Result<String, String>> {
    let opt = llvm_tool("opt-19", "GC programs rewritten by LLVM 19")?;
    let passes = if place_only {
        "-passes=function(place-safepoints)"
    } else {
        "-passes=function(place-safepoints),rewrite-statepoints-for-gc"
    };
    let out = Command::new(opt).arg("-S").arg(passes).arg(file).arg("-o").arg("-").output();
    Some(match out {
        Ok(o) if o.status.success() => Ok(String::from_utf8_lossy(&o.stdout).into_owned()),
        Ok(o) => Err(String::from_utf8_lossy(&o.stderr).lines().take(3).collect::<Vec<_>>().join("\n")),
        Err(e) => Err(e.to_string()),
    })
}

#[test]
fn llvm19_rewrites_behave_the_same_except_where_marked_wrong() {
    let mut failures = Vec::new();
    for file in ll_files("tests/gc") {
        let name = stem(&file);
        let src = std::fs::read_to_string(&file).unwrap();
        let marked_wrong = src.lines().any(|l| l.starts_with(LLVM19_WRONG));
        let pre = kiln::load_module(src.as_bytes()).unwrap();
        let Ok(want) = interp(&pre, false) else { continue };
        let Some(out) = llvm(&file, false) else { return };
        let text = match out {
            Ok(t) => t,
            Err(e) if marked_wrong => {
                eprintln!("{name}: opt-19 fails, as marked:\n{e}");
                continue;
            }
            Err(e) => {
                failures.push(format!("{name}: opt-19 fails:\n{e}"));
                continue;
            }
        };
        let m = match kiln::load_module(text.as_bytes()) {
            Ok(m) => m,
            Err(d) => {
                failures.push(format!(
                    "{name}: Kiln does not read LLVM's output:\n{}",
                    kiln::render_diagnostics("opt-19 output", text.as_bytes(), &d)
                ));
                continue;
            }
        };
        match (interp(&m, true), marked_wrong) {
            (Ok(got), false) if same(&got, &want) => {}
            (Ok(got), false) => failures.push(format!(
                "{name}: LLVM's rewrite under stress differs:\nwant {}\ngot {}",
                describe(&want),
                describe(&got)
            )),
            (Err(e), false) => failures.push(format!("{name}: LLVM's rewrite under stress: {e}")),
            (Ok(got), true) if same(&got, &want) => failures.push(format!(
                "{name}: marked `{LLVM19_WRONG}` but LLVM's rewrite behaves the same under stress: drop the mark"
            )),
            (Ok(_), true) => eprintln!("{name}: LLVM's rewrite differs under stress, as marked"),
            (Err(e), true) => {
                eprintln!("{name}: LLVM's rewrite traps under stress, as marked: {}", e.lines().next().unwrap_or(""))
            }
        }
    }
    assert!(failures.is_empty(), "{} failure(s):\n\n{}", failures.len(), failures.join("\n\n"));
}

/// Calls of `@do_safepoint` per function after poll placement (before any rewriting).
fn poll_counts(m: &Module) -> BTreeMap<String, usize> {
    let mut out = BTreeMap::new();
    for (_, f) in m.funcs.iter() {
        for inst in f.layout.insts() {
            let InstKind::Call(c) = f.dfg.inst(inst) else { continue };
            if m.callee_func(f, c.callee).is_some_and(|g| m.funcs[g].sym.name == "do_safepoint") {
                *out.entry(f.sym.name.clone()).or_insert(0) += 1;
            }
        }
    }
    out
}

#[test]
fn poll_placement_matches_llvm19() {
    let mut failures = Vec::new();
    for file in ll_files("tests/gc") {
        let name = stem(&file);
        let src = std::fs::read_to_string(&file).unwrap();
        let mut m = kiln::load_module(src.as_bytes()).unwrap();
        if let Err(d) = run_passes(&mut m, &["place-safepoints"]) {
            failures.push(format!(
                "{name}: place-safepoints fails:\n{}",
                kiln::render_diagnostics(&name, src.as_bytes(), &d)
            ));
            continue;
        }
        let Some(out) = llvm(&file, true) else { return };
        let theirs = match out.and_then(|t| kiln::load_module(t.as_bytes()).map_err(|d| format!("{d:?}"))) {
            Ok(t) => poll_counts(&t),
            Err(e) => {
                failures.push(format!("{name}: LLVM's placement: {e}"));
                continue;
            }
        };
        let ours = poll_counts(&m);
        let funcs: std::collections::BTreeSet<&String> = ours.keys().chain(theirs.keys()).collect();
        for f in funcs {
            let (a, b) = (ours.get(f).copied().unwrap_or(0), theirs.get(f).copied().unwrap_or(0));
            if a != b && !PLACEMENT_DIFFERS.iter().any(|d| d.0 == name && d.1 == f) {
                failures
                    .push(format!("{name}: @{f} has {a} poll(s) after Kiln's place-safepoints, {b} after LLVM 19's"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
