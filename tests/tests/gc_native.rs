//! The GC programs (tests/gc, tests/gc_native) compiled to machine code and run under a real
//! moving collector (tests/gc_native/runtime.c): every `gc_alloc` called through a statepoint
//! walks the frames by the rbp chain, finds each frame's record in the executable's StackMap
//! section by return address, copies every reachable object, rewrites every base and derived slot
//! and retires the old semispace (a stale reference faults). Each program must print and exit as
//! the interpreter in GC-stress mode does, collect, and lose nothing:
//!
//! - Kiln at -O0 and -O2, from the source;
//! - llc-19 at -O0 and -O2 from the same rewritten IR (Kiln's -O0 pipeline and `dce`), linked with
//!   the same collector unchanged: Kiln's section is LLVM's format;
//! - `llvm-readobj-19 --stackmap` of Kiln's object and of llc-19's for that IR list the same
//!   functions and, per function, the same records (ID, location count, kinds, sizes, constants);
//! - a relocation mutant (one `gc.relocate`'s uses given the unrelocated value) must fault or
//!   differ natively: the collector really moves objects.
//!
//! LLVM checks are skipped loudly without llc-19 / llvm-readobj-19 (they fail with
//! KILN_REQUIRE_ORACLE set).

use kiln::codegen::{build, emit, optimize, run_passes, BuildOptions};
use kiln_interp::{run_main, Config};
use kiln_ir::Module;
use kiln_tests::gc_native::{llc_object, readobj_records, run_native};
use kiln_tests::gen_gc::{relocations, without_relocation};
use kiln_tests::{ll_files, llvm_tool};

/// Programs the back end cannot compile yet, with the reason.
const NOT_NATIVE: &[(&str, &str)] = &[];
/// Programs llc-19 cannot build from Kiln's rewritten IR (program, llc -O level, what goes wrong).
const LLC_FAILS: &[(&str, u8, &str)] = &[
    ("aggregate_array", 0, "llc-19 aborts: `Cannot select` a store of the aggregate's stack copy"),
    ("aggregate_array", 2, "llc-19 aborts: `Cannot select` a store of the aggregate's stack copy"),
    ("varargs_result", 0, "llc-19: gc.statepoint doesn't support wrapping non-void vararg functions yet"),
    ("varargs_result", 2, "llc-19: gc.statepoint doesn't support wrapping non-void vararg functions yet"),
    ("patchpoint_calls", 0, "llc-19 (PIC) calls a computed patchpoint target through an undefined symbol `.L0 `"),
    ("patchpoint_calls", 2, "llc-19 (PIC) calls a computed patchpoint target through an undefined symbol `.L0 `"),
];

fn programs() -> Vec<(String, String)> {
    let mut files = ll_files("tests/gc");
    files.extend(ll_files("tests/gc_native"));
    assert!(files.len() >= 18, "{} GC programs", files.len());
    files
        .iter()
        .map(|f| (f.file_stem().unwrap().to_string_lossy().into_owned(), std::fs::read_to_string(f).unwrap()))
        .collect()
}

fn load(name: &str, src: &str) -> Module {
    kiln::load_module(src.as_bytes())
        .unwrap_or_else(|d| panic!("{name}: {}", kiln::render_diagnostics(name, src.as_bytes(), &d)))
}

/// The interpreter in GC-stress mode: exit code, stdout, collections.
fn expected(name: &str, m: &Module) -> (i32, Vec<u8>, u64) {
    let cfg = Config { fuel: Some(500_000_000), capture: true, gc_stress: true, ..Config::default() };
    match run_main(m, &cfg) {
        Ok(o) => (o.exit_code, o.stdout, o.gc_collections),
        Err((t, _)) => panic!("{name}: the interpreter traps under stress: {t}"),
    }
}

/// The module after Kiln's -O0 pipeline and `dce` (which drops relocations nobody uses): the IR
/// both back ends compile for the comparisons.
fn rewritten(name: &str, src: &str) -> Module {
    let mut m = load(name, src);
    optimize(&mut m, 0).unwrap_or_else(|d| panic!("{name}: {d:?}"));
    run_passes(&mut m, &["dce"]).unwrap_or_else(|d| panic!("{name}: {d:?}"));
    m
}

fn check_run(what: &str, run: &kiln_tests::gc_native::NativeRun, want: &(i32, Vec<u8>, u64)) {
    assert!(
        run.status == Some(want.0) && run.stdout == want.1,
        "{what} differs from the interpreter under stress (exit {}):\n{}\n--- native: {}",
        want.0,
        String::from_utf8_lossy(&want.1),
        run.describe()
    );
    if want.2 > 0 {
        assert!(run.collections > 0, "{what} never collected: {}", run.stderr);
    }
}

#[test]
fn gc_programs_run_natively_under_a_moving_collector() {
    let mut collections = 0;
    let mut ran = 0;
    for (name, src) in programs() {
        if let Some((_, why)) = NOT_NATIVE.iter().find(|(n, _)| *n == name) {
            eprintln!("{name}: not run natively: {why}");
            let mut m = load(&name, &src);
            let err = build(&mut m, &BuildOptions::default()).expect_err("now compiles: take it off NOT_NATIVE");
            assert!(err.iter().any(|d| d.offset.is_some()), "{name}: unlocated error {err:?}");
            continue;
        }
        let want = expected(&name, &load(&name, &src));
        for opt in [0, 2] {
            let mut m = load(&name, &src);
            let obj = build(&mut m, &BuildOptions { opt_level: opt, ..BuildOptions::default() })
                .unwrap_or_else(|d| panic!("{name} -O{opt}: {}", kiln::render_diagnostics(&name, src.as_bytes(), &d)));
            let run = run_native(&[&obj], &[], &format!("gc-{name}-O{opt}")).unwrap_or_else(|e| panic!("{name}: {e}"));
            check_run(&format!("{name} (Kiln -O{opt})"), &run, &want);
            collections += run.collections;
            ran += 1;
        }
    }
    eprintln!("{ran} native runs, {collections} collections");
    assert!(ran >= 34 && collections >= 500, "{ran} runs, {collections} collections");
}

#[test]
fn llc_19_objects_run_with_the_same_collector_and_have_the_same_records() {
    let (Some(llc), Some(readobj)) = (
        llvm_tool("llc-19", "running llc-19's statepoint code under the collector"),
        llvm_tool("llvm-readobj-19", "the StackMap records of llc-19's objects"),
    ) else {
        return;
    };
    let mut compared = 0;
    for (name, src) in programs() {
        if NOT_NATIVE.iter().any(|(n, _)| *n == name) {
            continue;
        }
        let m = rewritten(&name, &src);
        let text = kiln_ir::text::printer::print_module(&m);
        let want = expected(&name, &load(&name, &src));
        let kiln_obj = emit(&m, &BuildOptions::default()).unwrap_or_else(|d| panic!("{name}: {d:?}"));
        let kiln_records = readobj_records(&readobj, &kiln_obj).unwrap_or_else(|e| panic!("{name}: {e}"));
        let run = run_native(&[&kiln_obj], &[], &format!("gc-{name}-rw")).unwrap_or_else(|e| panic!("{name}: {e}"));
        check_run(&format!("{name} (Kiln, rewritten IR)"), &run, &want);
        for opt in [0, 2] {
            let known = LLC_FAILS.iter().find(|(n, o, _)| *n == name && *o == opt);
            let built = llc_object(&llc, &text, opt)
                .and_then(|o| run_native(&[&o], &[], &format!("gc-{name}-llc{opt}")).map(|r| (o, r)));
            let (llc_obj, run) = match (built, known) {
                (Ok(b), None) => b,
                (Err(e), None) => panic!("{name}: {e}"),
                (Err(_), Some((_, _, why))) => {
                    eprintln!("{name} -O{opt}: {why}");
                    continue;
                }
                (Ok(_), Some(_)) => panic!("{name}: llc-19 -O{opt} now builds it; take it off LLC_FAILS"),
            };
            check_run(&format!("{name} (llc-19 -O{opt})"), &run, &want);
            compared += 1;
            if opt > 0 {
                // llc-19 -O2's CodeGenPrepare rewrites a derived pointer at a constant offset from
                // its base as that offset from the relocated base and drops its relocation, so its
                // records may be shorter than the IR says: the records are compared at -O0.
                continue;
            }
            let llc_records = readobj_records(&readobj, &llc_obj).unwrap_or_else(|e| panic!("{name}: {e}"));
            assert_eq!(
                kiln_records, llc_records,
                "{name}: llvm-readobj-19 --stackmap differs between Kiln's object (left) and llc-19 -O{opt}'s"
            );
        }
    }
    eprintln!("{compared} llc-19 objects run and compared");
    assert!(compared >= 28, "only {compared} comparisons");
}

#[test]
fn a_missing_relocation_faults_or_differs_natively() {
    let mut caught = 0;
    let mut tried = 0;
    for (name, src) in
        programs().into_iter().filter(|(n, _)| ["basics", "trees", "lists_interior"].contains(&n.as_str()))
    {
        let m = rewritten(&name, &src);
        let want = expected(&name, &load(&name, &src));
        let rs = relocations(&m);
        for r in rs.iter().step_by((rs.len() / 4).max(1)).take(4) {
            let mutant = without_relocation(&m, r);
            let Ok(obj) = emit(&mutant, &BuildOptions::default()) else { continue };
            let run = run_native(&[&obj], &[], &format!("gc-{name}-mutant")).unwrap_or_else(|e| panic!("{name}: {e}"));
            tried += 1;
            caught += (run.status != Some(want.0) || run.stdout != want.1) as usize;
        }
    }
    eprintln!("{caught} of {tried} relocation mutants fault or differ natively");
    assert!(tried >= 8 && caught * 10 >= tried * 7, "{caught} of {tried} mutants caught");
}

/// Random programs of `kiln_tests::gen_gc` (a different seed than the interpreter-only test)
/// built by Kiln at -O0 and -O2 in turn, run under the collector natively: each must print as the
/// interpreter under stress does, and collect. Every eighth also goes through llc-19 -O2 from
/// Kiln's rewritten IR. `KILN_GC_NATIVE_CASES=N` sets the count (default 200, CI's), and
/// `KILN_GC_NATIVE_SEED=N` the seed.
#[test]
fn random_gc_programs_run_natively_under_the_collector() {
    use kiln_tests::{env_u64, run_cases};
    use std::sync::atomic::{AtomicU64, Ordering};
    let cases = env_u64("KILN_GC_NATIVE_CASES", 200);
    let seed = env_u64("KILN_GC_NATIVE_SEED", 0x9a71_7e);
    let llc = llvm_tool("llc-19", "random GC programs compiled by llc-19 under the collector");
    let (collections, via_llc) = (AtomicU64::new(0), AtomicU64::new(0));
    let failures = run_cases(cases, |i| {
        let src = kiln_tests::gen_gc::program(seed, i);
        let name = format!("random-{i}");
        let want = expected(&name, &load(&name, &src));
        let opt = if i % 2 == 0 { 0 } else { 2 };
        let mut m = load(&name, &src);
        let obj = build(&mut m, &BuildOptions { opt_level: opt, ..BuildOptions::default() })
            .map_err(|d| format!("-O{opt}: {}", kiln::render_diagnostics(&name, src.as_bytes(), &d)))?;
        let run = run_native(&[&obj], &[], "gc-random")?;
        if run.status != Some(want.0) || run.stdout != want.1 {
            return Err(format!(
                "Kiln -O{opt} natively differs from the interpreter under stress (exit {}):\n{}\n--- native: {}\n--- program:\n{src}",
                want.0,
                String::from_utf8_lossy(&want.1),
                run.describe()
            ));
        }
        if want.2 > 0 && run.collections == 0 {
            return Err(format!("Kiln -O{opt} natively never collected\n--- program:\n{src}"));
        }
        collections.fetch_add(run.collections, Ordering::Relaxed);
        if let (Some(llc), 0) = (&llc, i % 8) {
            let text = kiln_ir::text::printer::print_module(&rewritten(&name, &src));
            let run = run_native(&[&llc_object(llc, &text, 2)?], &[], "gc-random-llc")?;
            if run.status != Some(want.0) || run.stdout != want.1 {
                return Err(format!("llc-19 -O2 natively differs: {}\n--- program:\n{src}", run.describe()));
            }
            via_llc.fetch_add(1, Ordering::Relaxed);
        }
        Ok(())
    });
    if let Some((i, first)) = failures.first() {
        panic!("{} of {cases} random GC programs (seed {seed}) fail natively; case {i}:\n{first}", failures.len());
    }
    let collections = collections.into_inner();
    eprintln!(
        "{cases} random GC programs natively: {collections} collections, {} also via llc-19",
        via_llc.into_inner()
    );
    assert!(cases < 50 || collections >= 10 * cases, "only {collections} collections in {cases} programs");
}

/// The lines `calls N saw S cleared C ...` of transition.ll's output as (N, S, C), and its
/// `native:` and `direct:` lines.
fn transition_report(out: &[u8]) -> (Vec<(u64, u64, u64)>, Option<String>, Option<String>) {
    let text = String::from_utf8_lossy(out);
    let mut counts = Vec::new();
    let (mut native, mut direct) = (None, None);
    for line in text.lines() {
        let w: Vec<&str> = line.split(' ').collect();
        if w.first() == Some(&"calls") && w.len() >= 6 {
            let n = |k: usize| w[k].parse::<u64>().unwrap_or(u64::MAX);
            counts.push((n(1), n(3), n(5)));
        } else if let Some(r) = line.strip_prefix("native:") {
            native = Some(r.to_string());
        } else if let Some(r) = line.strip_prefix("direct:") {
            direct = Some(r.to_string());
        }
    }
    (counts, native, direct)
}

/// GC transitions are real code (the flag strategy): C callees see their flag set, global and
/// thread-local, and the caller sees it cleared after each call; a statepoint around a variadic C
/// callee sets %al, so its double arguments arrive (rax is 0 just before the call). llc-19 does
/// neither — its transitions are no-ops and it leaves %al alone — which the same program shows.
#[test]
fn gc_transitions_set_their_flag_and_variadic_targets_get_al() {
    let dir = kiln_tests::repo_root().join("tests/gc_native/native_only");
    let src = std::fs::read_to_string(dir.join("transition.ll")).unwrap();
    let callees = dir.join("callees.c");
    for opt in [0, 2] {
        let mut m = load("transition", &src);
        let obj = build(&mut m, &BuildOptions { opt_level: opt, ..BuildOptions::default() }).unwrap();
        let run = run_native(&[&obj], &[&callees], "gc-transition").unwrap();
        assert_eq!(run.status, Some(0), "-O{opt}: {}", run.describe());
        let (counts, native, direct) = transition_report(&run.stdout);
        assert_eq!(counts.len(), 2, "-O{opt}: {}", run.describe());
        for (n, saw, cleared) in counts {
            assert!(n > 0 && saw == n && cleared == n, "-O{opt}: {n} calls, flag seen set {saw}, cleared {cleared}");
        }
        assert!(native.is_some() && native == direct, "-O{opt}: variadic doubles lost: {}", run.describe());
        assert!(run.collections > 10, "-O{opt}: {} collections", run.collections);
        // The transition statepoints' records say so (flags = 1).
        let section = kiln_stackmap::obj::from_object(&obj).unwrap();
        let sm = kiln_stackmap::parse(section.data).unwrap();
        let flagged = sm.records.iter().filter(|r| sm.constant_value(&r.locations[1]) == Some(1)).count();
        assert_eq!(flagged, 2, "-O{opt}: {flagged} records with the GC-transition flag");
    }
    let Some(llc) = llvm_tool("llc-19", "llc-19's GC transitions and variadic statepoints") else { return };
    let text = kiln_ir::text::printer::print_module(&rewritten("transition", &src));
    let run = run_native(&[&llc_object(&llc, &text, 2).unwrap()], &[&callees], "gc-transition-llc").unwrap();
    let (counts, native, direct) = transition_report(&run.stdout);
    assert!(counts.iter().all(|c| c.1 == 0), "llc-19 now emits GC transitions: {}", run.describe());
    assert!(native != direct, "llc-19 now sets %al around variadic statepoints: {}", run.describe());
}

/// A GC transition on an invoke: the callee sees the flag set, and it is clear again both after
/// a return and in the landing pad after a throw (tests/gc_native/native_only/transition_invoke.ll).
#[test]
fn gc_transitions_on_invoke_clear_their_flag_on_both_paths() {
    let dir = kiln_tests::repo_root().join("tests/gc_native/native_only");
    let src = std::fs::read_to_string(dir.join("transition_invoke.ll")).unwrap();
    let callees = dir.join("callees.c");
    for opt in [0, 2] {
        let mut m = load("transition_invoke", &src);
        let obj = build(&mut m, &BuildOptions { opt_level: opt, ..BuildOptions::default() }).unwrap();
        let run = run_native(&[&obj], &[&callees], "gc-transition-invoke").unwrap();
        assert_eq!(run.status, Some(0), "-O{opt}: {}", run.describe());
        let text = String::from_utf8_lossy(&run.stdout).into_owned();
        let w: Vec<i64> = text.split_whitespace().filter_map(|x| x.parse().ok()).collect();
        let [n, saw, cleared, caught, sum] = w[..] else { panic!("-O{opt}: {text}") };
        assert_eq!((n, saw, cleared, caught), (12, 12, 12, 6), "-O{opt}: calls, flag seen set, cleared, caught");
        // Even i: i / 2 + i; odd i: -i.
        let want: i64 = (0..12).map(|i: i64| if i % 2 == 1 { -i } else { i / 2 + i }).sum();
        assert_eq!(sum, want, "-O{opt}: {text}");
        assert!(run.collections >= 12, "-O{opt}: {} collections", run.collections);
    }
}

/// Programs for the Windows and Mach-O checks: the basic shapes (lists, trees, interior and
/// derived pointers, deopt values, hand-written statepoints).
const BASIC: &[&str] =
    &["basics", "trees", "lists_interior", "derived_loop_phi", "deopt_bundles", "handwritten_statepoints"];

/// The same collector, built by mingw gcc, walks Kiln's Windows frames with the unwind tables
/// (RtlVirtualUnwind) and finds the section in the PE image: the basic programs built by Kiln for
/// x86_64-pc-windows-gnu at -O0 and -O2 print under wine as the interpreter does, and collect.
#[test]
fn basic_gc_programs_run_under_wine() {
    use kiln_tests::windows::{link_windows, run_wine_capture, windows_tools_present};
    if !windows_tools_present("GC programs under wine") {
        return;
    }
    let target = kiln::codegen::Target::from_triple("x86_64-pc-windows-gnu").unwrap();
    let rt = kiln_tests::gc_native::runtime_source();
    let flags = ["-O1", "-fno-omit-frame-pointer"];
    let mut runs = 0;
    for (name, src) in programs().into_iter().filter(|(n, _)| BASIC.contains(&n.as_str())) {
        let want = expected(&name, &load(&name, &src));
        for opt in [0, 2] {
            let mut m = load(&name, &src);
            let obj = build(&mut m, &BuildOptions { opt_level: opt, target, ..BuildOptions::default() })
                .unwrap_or_else(|d| panic!("{name}: {d:?}"));
            let exe = link_windows(&[&obj], &[&rt], &flags, &format!("gc-{name}")).unwrap_or_else(|e| panic!("{e}"));
            let out =
                run_wine_capture(&exe, &[], std::time::Duration::from_secs(120)).unwrap_or_else(|e| panic!("{e}"));
            let _ = std::fs::remove_file(&exe);
            assert!(
                out.status == want.0 && out.stdout == want.1,
                "{name} -O{opt} under wine: status {:#x}\n{}\n--- stderr:\n{}\n--- interpreter: exit {}\n{}",
                out.status,
                String::from_utf8_lossy(&out.stdout),
                out.stderr,
                want.0,
                String::from_utf8_lossy(&want.1)
            );
            let collections: u64 =
                out.stderr.lines().find_map(|l| l.strip_prefix("gc: ")?.split(' ').next()?.parse().ok()).unwrap_or(0);
            assert!(want.2 == 0 || collections > 0, "{name} -O{opt}: no collection under wine: {}", out.stderr);
            runs += 1;
        }
    }
    assert_eq!(runs, 2 * BASIC.len());
}

/// Mach-O: the basic programs built for x86_64-apple-darwin link with ld64.lld-19, and
/// llvm-readobj-19 reads the linked section: every function address is a function symbol of the
/// executable (the relocations resolved), with the records the ELF build of the same IR has.
#[test]
fn basic_gc_programs_link_for_macos_with_their_stack_maps() {
    use std::process::Command;
    let (Some(ld), Some(readobj), Some(nm)) = (
        llvm_tool("ld64.lld-19", "linking GC programs for macOS"),
        llvm_tool("llvm-readobj-19", "the linked Mach-O StackMap section"),
        llvm_tool("llvm-nm-19", "the linked Mach-O symbols"),
    ) else {
        return;
    };
    let macos = kiln::codegen::Target::from_triple("x86_64-apple-darwin").unwrap();
    let mut functions = 0;
    for (name, src) in programs().into_iter().filter(|(n, _)| BASIC.contains(&n.as_str())) {
        for opt in [0, 2] {
            let build_for = |target| {
                let mut m = load(&name, &src);
                build(&mut m, &BuildOptions { opt_level: opt, target, ..BuildOptions::default() }).unwrap()
            };
            let (macho, elf) = (build_for(macos), build_for(kiln::codegen::Target::LINUX));
            let stem = kiln_tests::native::scratch_stem(&format!("gc-macho-{name}"));
            let (obj, exe) = (stem.with_extension("o"), stem.with_extension("out"));
            std::fs::write(&obj, &macho).unwrap();
            let link =
                Command::new(&ld).args(kiln_tests::native::LD64_FLAGS).arg("-o").arg(&exe).arg(&obj).output().unwrap();
            assert!(
                link.status.success() && link.stderr.is_empty(),
                "{name}: {}",
                String::from_utf8_lossy(&link.stderr)
            );
            let linked = std::fs::read(&exe).unwrap();
            let syms = Command::new(&nm).arg(&exe).output().unwrap();
            let text_syms: Vec<u64> = String::from_utf8_lossy(&syms.stdout)
                .lines()
                .filter(|l| l.contains(" T _"))
                .filter_map(|l| u64::from_str_radix(l.split(' ').next()?, 16).ok())
                .collect();
            let dump = Command::new(&readobj).arg("--stackmap").arg(&exe).output().unwrap();
            let dump = String::from_utf8_lossy(&dump.stdout);
            for line in dump.lines().filter_map(|l| l.trim().strip_prefix("Function address: ")) {
                let addr: u64 = line.split(',').next().unwrap().parse().unwrap();
                assert!(text_syms.contains(&addr), "{name}: function address {addr:#x} is no function symbol\n{dump}");
                functions += 1;
            }
            assert_eq!(
                readobj_records(&readobj, &linked).unwrap(),
                readobj_records(&readobj, &elf).unwrap(),
                "{name} -O{opt}: the linked Mach-O records differ from the ELF object's"
            );
            let _ = (std::fs::remove_file(&obj), std::fs::remove_file(&exe));
        }
    }
    assert!(functions >= 40, "{functions} functions with records");
}

/// C calling back into managed code: a C frame (with a frame pointer, no record) sits between
/// the managed callback that collects and `@main`, whose list must move with the collection.
#[test]
fn c_calling_back_into_managed_code_keeps_the_callers_references() {
    let dir = kiln_tests::repo_root().join("tests/gc_native/native_only");
    let src = std::fs::read_to_string(dir.join("callback.ll")).unwrap();
    let callees = dir.join("callees.c");
    let check = |run: kiln_tests::gc_native::NativeRun, what: &str| {
        assert_eq!(run.status, Some(0), "{what}: {}", run.describe());
        let text = String::from_utf8_lossy(&run.stdout).into_owned();
        let w: Vec<i64> = text.split_whitespace().filter_map(|x| x.parse().ok()).collect();
        let [n, m, callbacks, list] = w[..] else { panic!("{what}: {text}") };
        assert_eq!(callbacks, m * (m - 1), "{what}: the callbacks' sum");
        assert_eq!(list, n * (n - 1) / 2, "{what}: the list survived the collections");
        assert!(run.collections as i64 >= 2 * m, "{what}: {} collections", run.collections);
    };
    for opt in [0, 2] {
        let mut m = load("callback", &src);
        let obj = build(&mut m, &BuildOptions { opt_level: opt, ..BuildOptions::default() }).unwrap();
        check(run_native(&[&obj], &[&callees], "gc-callback").unwrap(), &format!("Kiln -O{opt}"));
    }
    let Some(llc) = llvm_tool("llc-19", "llc-19's code called back from C") else { return };
    let text = kiln_ir::text::printer::print_module(&rewritten("callback", &src));
    check(run_native(&[&llc_object(&llc, &text, 2).unwrap()], &[&callees], "gc-callback-llc").unwrap(), "llc-19 -O2");
}
