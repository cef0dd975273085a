//! Switch-resume coroutines end to end. Every program under tests/coro must behave the same
//! interpreted before splitting (the interpreter runs `presplitcoroutine` functions itself),
//! interpreted after Kiln's pipeline at -O0, -O1 and -O2, built natively at -O0 and -O2, and built
//! by LLVM 19 (`opt-19` running LLVM's coroutine passes, then `clang-19`). Kiln's frames are
//! never larger than LLVM's for the same input; the table is printed (`--nocapture`). Frame
//! handles cross the boundary both ways: C drives Kiln coroutines through the frame ABI, and a
//! Kiln module drives a coroutine that llc-19 compiled.

use kiln::codegen::{build, optimize, BuildOptions};
use kiln_interp::{run_main, Config};
use kiln_tests::native::{link, link_and_run, scratch_stem};
use kiln_tests::{ll_files, llvm_tool, repo_root};
use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;

/// Programs whose input Kiln rejects on purpose, with the error they must get.
const REJECTED: &[(&str, &str)] = &[
    (
        "retcon_bad_yield",
        "retcon_bad_yield.ll:7:3: error: in coroutine @g: coro.suspend.retcon yields (i64) but the coroutine's yield types are (i32)",
    ),
    (
        "async_bad_align",
        "async_bad_align.ll:7:3: error: in coroutine @f: an alloca aligned to 32 lives across a suspend, but the async context is aligned to 16 only",
    ),
];

/// Programs LLVM 19 builds wrongly: it places an over-aligned frame alloca at its offset in
/// memory that malloc only aligned to 16 (the seed's "coro.begin and coro.free ignore
/// alignment"), so its run prints what a misaligned address gives. Only the frame size is
/// compared with LLVM for these.
const LLVM_MISALIGNS: &[&str] = &["aligned_escape"];

/// Programs LLVM 19 cannot split, with what opt-19 says: Kiln's results are checked against the
/// interpreter only.
const LLVM_REJECTS: &[(&str, &str)] = &[("retcon_once_ends", "Only one coro.end can be marked as fallthrough")];

/// Programs whose frames LLVM 19 lays out ignoring an alloca's alignment (returned-continuation
/// frames: its frame type has the fields' natural alignment): neither the size nor the run is
/// compared.
const LLVM_IGNORES_ALIGN: &[&str] = &["retcon_overaligned"];

/// Programs whose LLVM 19 split its back end cannot build, with what clang-19 says.
const LLVM_CANNOT_BUILD: &[(&str, &str)] =
    &[("async_context_alloc", "Cannot select: intrinsic %llvm.coro.async.context")];

/// Files that are not programs (no `main`): libraries other tests append to.
const LIBRARIES: &[&str] = &["gen_lib"];

fn stem(p: &Path) -> String {
    p.file_stem().unwrap().to_string_lossy().into_owned()
}

/// Output with the lines that print a frame's size or alignment masked: those are each
/// implementation's own (the interpreter keeps a 16-byte frame, LLVM and Kiln lay frames out).
fn normalize(out: &[u8]) -> String {
    String::from_utf8_lossy(out)
        .lines()
        .map(|l| if l.starts_with("size ") || l.starts_with("alloc ") { "<frame layout>" } else { l })
        .collect::<Vec<_>>()
        .join("\n")
}

fn interpret(m: &kiln_ir::Module, what: &str) -> Result<(i32, String), String> {
    let cfg = Config { fuel: Some(2_000_000_000), capture: true, ..Config::default() };
    match run_main(m, &cfg) {
        Ok(o) => Ok((o.exit_code, normalize(&o.stdout))),
        Err((t, _)) => Err(format!("{what}: the interpreter trapped: {t}")),
    }
}

/// `@NAME.resume(... dereferenceable(N) ...)` of each coroutine NAME in printed IR: its frame size.
fn frame_sizes(text: &str) -> BTreeMap<String, u64> {
    let mut out = BTreeMap::new();
    for line in text.lines().filter(|l| l.starts_with("define ")) {
        let Some(at) = line.find('@') else { continue };
        let rest = &line[at + 1..];
        let name_end = rest.find('(').unwrap_or(rest.len());
        let name = rest[..name_end].trim_matches('"');
        let Some(base) = name.strip_suffix(".resume") else { continue };
        if let Some(d) = rest.find("dereferenceable(") {
            let n: String = rest[d + 16..].chars().take_while(|c| c.is_ascii_digit()).collect();
            if let Ok(n) = n.parse() {
                out.insert(base.to_string(), n);
            }
        }
    }
    out
}

/// The frame size of each coroutine Kiln's coro-split splits in `src` (by name).
fn kiln_frame_sizes(src: &str) -> BTreeMap<String, u64> {
    use kiln_ir::pass::{AnalysisManager, ModulePass};
    let mut m = kiln::load_module(src.as_bytes()).expect("parses");
    let mut am = AnalysisManager::new();
    kiln_lower::coro::CoroEarly::default().run(&mut m, &mut am);
    let mut split = kiln_lower::coro::CoroSplit::default();
    split.run(&mut m, &mut am);
    split.frames.into_iter().map(|(name, size, _)| (name, size)).collect()
}

/// The size of each `%NAME.Frame` type in LLVM's split `text`: the frames of returned-continuation
/// coroutines, whose continuations name the buffer's size instead.
fn llvm_frame_types(text: &str) -> BTreeMap<String, u64> {
    let Ok(m) = kiln::load_module(text.as_bytes()) else { return BTreeMap::new() };
    m.types
        .named_structs()
        .filter_map(|(t, n)| Some((n.name.strip_suffix(".Frame")?.to_string(), m.types.alloc_size(t))))
        .collect()
}

/// Kiln's -O0 pipeline on `src`, printed.
fn kiln_split(src: &str, level: u8) -> Result<(kiln_ir::Module, String), String> {
    let mut m = kiln::load_module(src.as_bytes()).map_err(|d| format!("{d:?}"))?;
    optimize(&mut m, level).map_err(|d| kiln::render_diagnostics("input", src.as_bytes(), &d))?;
    let text = kiln_ir::text::print_module(&m);
    Ok((m, text))
}

/// LLVM's split of `file` (`opt-19` with the coroutine passes at O0), or `None` without opt-19.
fn llvm_split(file: &Path) -> Option<Result<String, String>> {
    let opt = llvm_tool("opt-19", "coroutine frame sizes and behaviour")?;
    let out = Command::new(opt)
        .arg("-S")
        .arg("-passes=default<O0>,coro-early,cgscc(coro-split),coro-cleanup")
        .arg(file)
        .arg("-o")
        .arg("-")
        .output()
        .map_err(|e| e.to_string());
    Some(out.and_then(|o| {
        if o.status.success() {
            Ok(String::from_utf8_lossy(&o.stdout).into_owned())
        } else {
            Err(String::from_utf8_lossy(&o.stderr).into_owned())
        }
    }))
}

/// Builds LLVM's split with clang-19 and runs it.
fn llvm_run(split: &str, name: &str) -> Option<Result<(i32, String), String>> {
    let clang = llvm_tool("clang-19", "coroutines built by LLVM")?;
    let stem = scratch_stem(&format!("coro-llvm-{name}"));
    let ll = stem.with_extension("ll");
    let exe = stem.with_extension("exe");
    std::fs::write(&ll, split).ok()?;
    let out = Command::new(clang)
        .arg("-O0")
        .arg("-Wno-override-module")
        .arg(&ll)
        .arg("-o")
        .arg(&exe)
        .arg("-lstdc++")
        .output()
        .ok()?;
    if !out.status.success() {
        return Some(Err(format!("clang-19 fails on LLVM's split:\n{}", String::from_utf8_lossy(&out.stderr))));
    }
    let run = kiln_tests::gen_program::harness::run_with_limit(
        &mut Command::new(&exe),
        kiln_tests::gen_program::harness::RUN_TIME_LIMIT,
    );
    let _ = std::fs::remove_file(&exe);
    let _ = std::fs::remove_file(&ll);
    Some(run.map(|r| (r.status.unwrap_or(-1), normalize(&r.stdout))))
}

/// The seed's switch-resume examples (tests/seeds), checked like the programs.
const SEEDS: &[&str] = &[
    "coro_switch_basic",
    "coro_multi_suspend",
    "coro_final_suspend",
    "coro_heap_elision",
    "coro_promise",
    "coro_save_suspend",
    "coro_await_suspend",
    "coro_switch_split",
    "coro_retcon",
    "coro_retcon_once",
];

fn programs_and_seeds() -> Vec<std::path::PathBuf> {
    let seeds = SEEDS.iter().map(|s| repo_root().join(format!("tests/seeds/{s}.ll")));
    ll_files("tests/coro").into_iter().chain(seeds).collect()
}

/// Links `obj` (with the C++ runtime, for the programs clang++ wrote) and runs it.
fn run_native(obj: &[u8]) -> Result<kiln_tests::gen_program::harness::RunResult, String> {
    let exe = link(obj, &[], &["-lstdc++"], "coro")?;
    let r = kiln_tests::gen_program::harness::run_with_limit(
        &mut Command::new(&exe),
        kiln_tests::gen_program::harness::RUN_TIME_LIMIT,
    );
    let _ = std::fs::remove_file(&exe);
    r
}

#[test]
fn every_coroutine_program_behaves_the_same_before_and_after_splitting_everywhere() {
    let mut failures = Vec::new();
    let mut table = Vec::new();
    for file in programs_and_seeds() {
        let name = stem(&file);
        if LIBRARIES.contains(&name.as_str()) || REJECTED.iter().any(|r| r.0 == name) {
            continue;
        }
        let src = std::fs::read_to_string(&file).unwrap();
        let pre = kiln::load_module(src.as_bytes()).unwrap_or_else(|d| panic!("{name}: {d:?}"));
        let want = match interpret(&pre, &format!("{name} before splitting")) {
            Ok(w) => w,
            Err(e) => {
                failures.push(e);
                continue;
            }
        };
        let check = |what: String, got: Result<(i32, String), String>| match got {
            Ok(g) if g == want => None,
            Ok(g) => Some(format!(
                "{name}: {what} differs:\nwant (exit {}):\n{}\ngot (exit {}):\n{}",
                want.0, want.1, g.0, g.1
            )),
            Err(e) => Some(format!("{name}: {what}: {e}")),
        };
        let mut kiln_frames = BTreeMap::new();
        for level in [0u8, 1, 2] {
            match kiln_split(&src, level) {
                Ok((m, text)) => {
                    assert!(!text.contains("presplitcoroutine"), "{name}: -O{level} left a coroutine unsplit:\n{text}");
                    if level == 0 {
                        kiln_frames = frame_sizes(&text);
                    }
                    kiln::load_module(text.as_bytes())
                        .unwrap_or_else(|d| panic!("{name}: the split -O{level} module does not parse again: {d:?}"));
                    if let Some(as19) = llvm_tool("llvm-as-19", "printed split coroutines") {
                        if let Err(e) = kiln_tests::llvm_as_accepts(&as19, &text, &format!("coro-{name}")) {
                            failures.push(format!("{name}: llvm-as-19 rejects Kiln's -O{level} split:\n{e}"));
                        }
                    }
                    failures.extend(check(format!("interpreted after kiln -O{level}"), interpret(&m, "split")));
                }
                Err(e) => failures.push(format!("{name}: kiln -O{level} pipeline fails:\n{e}")),
            }
        }
        for opt_level in [0u8, 2] {
            let mut m = pre.clone();
            let got = build(&mut m, &BuildOptions { opt_level, ..BuildOptions::default() })
                .map_err(|d| kiln::render_diagnostics(&name, src.as_bytes(), &d))
                .and_then(|obj| run_native(&obj))
                .map(|r| (r.status.unwrap_or(-1), normalize(&r.stdout)));
            failures.extend(check(format!("native kiln -O{opt_level}"), got));
        }
        if let Some(split) = llvm_split(&file) {
            match split {
                Ok(_) if LLVM_REJECTS.iter().any(|r| r.0 == name) => {
                    failures.push(format!("{name}: opt-19 now splits it; take it off LLVM_REJECTS"))
                }
                Ok(text) => {
                    if LLVM_IGNORES_ALIGN.contains(&name.as_str()) {
                        continue;
                    }
                    let mut llvm_frames = frame_sizes(&text);
                    if src.contains("@llvm.coro.id.retcon") || src.contains("@llvm.coro.id.async") {
                        llvm_frames = llvm_frame_types(&text);
                        kiln_frames = kiln_frame_sizes(&src);
                    }
                    for (coro, llvm_size) in &llvm_frames {
                        let ours = kiln_frames.get(coro).copied();
                        table.push(format!("{name:>14} @{coro:<10} kiln {:>4?}  llvm-19 {llvm_size:>4}", ours));
                        match ours {
                            Some(k) if k <= *llvm_size => {}
                            _ => failures.push(format!(
                                "{name}: @{coro}'s frame is {ours:?} bytes with Kiln, {llvm_size} with LLVM 19"
                            )),
                        }
                    }
                    if LLVM_MISALIGNS.contains(&name.as_str()) {
                        continue;
                    }
                    match (llvm_run(&text, &name), LLVM_CANNOT_BUILD.iter().find(|r| r.0 == name)) {
                        (Some(Err(e)), Some(r)) if e.contains(r.1) => {}
                        (Some(_), Some(_)) => {
                            failures.push(format!("{name}: LLVM 19 now builds it; take it off LLVM_CANNOT_BUILD"))
                        }
                        (Some(run), None) => failures.extend(check("built by LLVM 19".to_string(), run)),
                        (None, _) => {}
                    }
                }
                Err(e) => match LLVM_REJECTS.iter().find(|r| r.0 == name) {
                    Some(r) if e.contains(r.1) => {}
                    _ => failures.push(format!("{name}: opt-19 rejects the program:\n{e}")),
                },
            }
        }
    }
    eprintln!("frame bytes (coro.size of the same input):\n{}", table.join("\n"));
    assert!(failures.is_empty(), "{} failures:\n\n{}", failures.len(), failures.join("\n\n"));
}

#[test]
fn coroutines_kiln_cannot_split_are_located_errors() {
    for (name, want) in REJECTED {
        let path = repo_root().join(format!("tests/coro/{name}.ll"));
        let src = std::fs::read_to_string(&path).unwrap();
        let mut m = kiln::load_module(src.as_bytes()).unwrap();
        for opt_level in [0u8, 2] {
            let errs = build(&mut m.clone(), &BuildOptions { opt_level, ..BuildOptions::default() })
                .expect_err("Kiln must refuse it");
            let text = kiln::render_diagnostics(&format!("{name}.ll"), src.as_bytes(), &errs);
            assert!(text.starts_with(want), "{name} -O{opt_level}: want `{want}`, got:\n{text}");
        }
        let _ = &mut m;
    }
}

/// A coroutine library: `gen(n)` yields 0..n through an `i64` promise, then suspends finally.
const GENERATOR: &str = r#"
define ptr @gen(i64 %n) presplitcoroutine {
entry:
  %promise = alloca i64, align 8
  %id = call token @llvm.coro.id(i32 0, ptr %promise, ptr null, ptr null)
  %size = call i64 @llvm.coro.size.i64()
  %mem = call ptr @malloc(i64 %size)
  %hdl = call ptr @llvm.coro.begin(token %id, ptr %mem)
  %s0 = call i8 @llvm.coro.suspend(token none, i1 false)
  switch i8 %s0, label %suspend [i8 0, label %loop
                                 i8 1, label %cleanup]
loop:
  %i = phi i64 [ 0, %entry ], [ %next, %more ]
  store i64 %i, ptr %promise
  %s = call i8 @llvm.coro.suspend(token none, i1 false)
  switch i8 %s, label %suspend [i8 0, label %more
                                i8 1, label %cleanup]
more:
  %next = add i64 %i, 1
  %again = icmp ult i64 %next, %n
  br i1 %again, label %loop, label %final
final:
  %f = call i8 @llvm.coro.suspend(token none, i1 true)
  switch i8 %f, label %suspend [i8 0, label %trap
                                i8 1, label %cleanup]
trap:
  call void @llvm.trap()
  unreachable
cleanup:
  %m = call ptr @llvm.coro.free(token %id, ptr %hdl)
  call void @free(ptr %m)
  br label %suspend
suspend:
  %e = call i1 @llvm.coro.end(ptr %hdl, i1 false, token none)
  ret ptr %hdl
}
declare ptr @malloc(i64)
declare void @free(ptr)
"#;

/// Sums what a generator yields, through the intrinsics (the driver side of the frame ABI).
const DRIVER: &str = r#"
declare ptr @gen(i64)
@.fmt = private constant [11 x i8] c"sum %lld\0A\00\00"
declare i32 @printf(ptr, ...)
define i32 @main() {
entry:
  %h = call ptr @gen(i64 1000)
  %p = call ptr @llvm.coro.promise(ptr %h, i32 8, i1 false)
  br label %loop
loop:
  %acc = phi i64 [ 0, %entry ], [ %acc2, %body ]
  call void @llvm.coro.resume(ptr %h)
  %done = call i1 @llvm.coro.done(ptr %h)
  br i1 %done, label %out, label %body
body:
  %v = load i64, ptr %p
  %acc2 = add i64 %acc, %v
  br label %loop
out:
  call void @llvm.coro.destroy(ptr %h)
  %r = call i32 (ptr, ...) @printf(ptr @.fmt, i64 %acc)
  ret i32 0
}
"#;

#[test]
fn c_drives_kiln_coroutines_through_the_frame_abi() {
    let c = r#"
#include <stdio.h>
struct frame { void (*resume)(void *); void (*destroy)(void *); long long promise; };
void *gen(long long n);
int main(void) {
    struct frame *h = gen(5);
    long long sum = 0;
    for (;;) {
        h->resume(h);
        if (h->resume == NULL) break;   /* coro.done: suspended at the final suspend */
        sum += h->promise;
    }
    h->destroy(h);
    printf("sum %lld\n", sum);
    return 0;
}
"#;
    let stem = scratch_stem("coro-c-driver");
    let c_file = stem.with_extension("c");
    std::fs::write(&c_file, c).unwrap();
    for opt_level in [0u8, 2] {
        let mut m = kiln::load_module(GENERATOR.as_bytes()).unwrap();
        let obj = build(&mut m, &BuildOptions { opt_level, ..BuildOptions::default() }).unwrap();
        let exe = link(&obj, &[&c_file], &[], "coro-c-driver").unwrap();
        let out = Command::new(&exe).output().unwrap();
        assert_eq!(String::from_utf8_lossy(&out.stdout), "sum 10\n", "kiln -O{opt_level}");
        let _ = std::fs::remove_file(exe);
    }
}

#[test]
fn kiln_drives_a_coroutine_that_llc_19_compiled_and_the_reverse() {
    let (Some(opt), Some(llc)) =
        (llvm_tool("opt-19", "LLVM-built coroutines"), llvm_tool("llc-19", "LLVM-built coroutines"))
    else {
        return;
    };
    let stem = scratch_stem("coro-cross");
    let compile_with_llvm = |src: &str, tag: &str| -> Vec<u8> {
        let ll = stem.with_extension(format!("{tag}.ll"));
        let obj = stem.with_extension(format!("{tag}.o"));
        std::fs::write(&ll, src).unwrap();
        let split = stem.with_extension(format!("{tag}.split.ll"));
        let o = Command::new(&opt)
            .args(["-S", "-passes=default<O0>,coro-early,cgscc(coro-split),coro-cleanup", "-o"])
            .arg(&split)
            .arg(&ll)
            .output()
            .unwrap();
        assert!(o.status.success(), "opt-19: {}", String::from_utf8_lossy(&o.stderr));
        let o = Command::new(&llc)
            .args(["-O2", "-filetype=obj", "-relocation-model=pic", "-o"])
            .arg(&obj)
            .arg(&split)
            .output()
            .unwrap();
        assert!(o.status.success(), "llc-19: {}", String::from_utf8_lossy(&o.stderr));
        std::fs::read(&obj).unwrap()
    };
    let llvm_gen = compile_with_llvm(GENERATOR, "gen");
    let llvm_driver = compile_with_llvm(DRIVER, "driver");
    for opt_level in [0u8, 2] {
        let opts = BuildOptions { opt_level, ..BuildOptions::default() };
        // Kiln's driver, LLVM's coroutine.
        let driver = build(&mut kiln::load_module(DRIVER.as_bytes()).unwrap(), &opts).unwrap();
        let gen_o = stem.with_extension("llvm-gen.o");
        std::fs::write(&gen_o, &llvm_gen).unwrap();
        let exe = link(&driver, &[&gen_o], &[], "coro-cross").unwrap();
        let out = Command::new(&exe).output().unwrap();
        assert_eq!(String::from_utf8_lossy(&out.stdout), "sum 499500\n", "kiln -O{opt_level} driver, LLVM coroutine");
        // LLVM's driver, Kiln's coroutine.
        let gen = build(&mut kiln::load_module(GENERATOR.as_bytes()).unwrap(), &opts).unwrap();
        let drv_o = stem.with_extension("llvm-driver.o");
        std::fs::write(&drv_o, &llvm_driver).unwrap();
        let exe = link(&gen, &[&drv_o], &[], "coro-cross").unwrap();
        let out = Command::new(&exe).output().unwrap();
        assert_eq!(String::from_utf8_lossy(&out.stdout), "sum 499500\n", "LLVM driver, kiln -O{opt_level} coroutine");
    }
}

/// The programs to build for other targets: every tests/coro program Kiln accepts.
fn programs() -> Vec<std::path::PathBuf> {
    programs_and_seeds()
        .into_iter()
        .filter(|f| {
            let n = stem(f);
            !LIBRARIES.contains(&n.as_str()) && !REJECTED.iter().any(|r| r.0 == n)
        })
        .collect()
}

#[test]
fn coroutine_programs_run_on_windows_under_wine() {
    use kiln::codegen::Target;
    use kiln_tests::windows::{crlf_to_lf, link_and_run_windows, windows_tools_present};
    if !windows_tools_present("coroutines on Windows") {
        return;
    }
    // `promise` and the await seed allocate with C11 aligned_alloc, which msvcrt lacks. The seed's
    // hand-split form declares its resume functions `fastcc`, which is SysV in Kiln even on
    // Windows, while the frame ABI calls them in the C convention (docs/ir.md, "Coroutines").
    const NOT_ON_WINDOWS: &[&str] = &["promise", "coro_await_suspend", "coro_switch_split"];
    let mut failures = Vec::new();
    for file in programs() {
        let name = stem(&file);
        // clang++'s programs need the C++ runtime, which the MinGW toolchain here does not have.
        if NOT_ON_WINDOWS.contains(&name.as_str()) || name.starts_with("cpp_") {
            continue;
        }
        let src = std::fs::read_to_string(&file).unwrap();
        let want = interpret(&kiln::load_module(src.as_bytes()).unwrap(), &name).unwrap();
        // Hand-written programs that throw C++ exceptions name MinGW's personality routine, as a
        // front end for that target does, and link its C++ runtime statically.
        let throws = src.contains("@__gxx_personality_v0");
        let src = src.replace("@__gxx_personality_v0", "@__gxx_personality_seh0");
        let pre = kiln::load_module(src.as_bytes()).unwrap();
        let flags: &[&str] = if throws { &["-static", "-lstdc++"] } else { &[] };
        for opt_level in [0u8, 2] {
            let opts = BuildOptions { opt_level, target: Target::WINDOWS_GNU, ..BuildOptions::default() };
            let got = build(&mut pre.clone(), &opts)
                .map_err(|d| kiln::render_diagnostics(&name, src.as_bytes(), &d))
                .and_then(|obj| link_and_run_windows(&[&obj], &[], flags, &[], "coro-win"))
                .map(|r| (r.status.unwrap_or(-1), normalize(&crlf_to_lf(&r.stdout))));
            match got {
                Ok(g) if g == want => {}
                Ok(g) => failures.push(format!("{name} -O{opt_level} on Windows:\nwant {want:?}\ngot  {g:?}")),
                Err(e) => failures.push(format!("{name} -O{opt_level} on Windows: {e}")),
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn coroutine_programs_link_for_macos() {
    use kiln::codegen::Target;
    let Some(ld) = llvm_tool("ld64.lld-19", "coroutines on macOS") else { return };
    for file in programs() {
        let name = stem(&file);
        let mut m = kiln::load_module(&std::fs::read(&file).unwrap()).unwrap();
        let obj = build(&mut m, &BuildOptions { opt_level: 2, target: Target::MACOS, ..BuildOptions::default() })
            .unwrap_or_else(|d| panic!("{name}: {d:?}"));
        let stem_path = scratch_stem(&format!("coro-macho-{name}"));
        let (o, exe) = (stem_path.with_extension("o"), stem_path.with_extension("out"));
        std::fs::write(&o, obj).unwrap();
        let out = Command::new(&ld)
            .args([
                "-arch",
                "x86_64",
                "-platform_version",
                "macos",
                "11.0",
                "11.0",
                "-undefined",
                "dynamic_lookup",
                "-o",
            ])
            .arg(&exe)
            .arg(&o)
            .output()
            .unwrap();
        assert!(
            out.status.success() && out.stderr.is_empty(),
            "{name}: ld64.lld-19 rejects the Mach-O object:\n{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let _ = std::fs::remove_file(&o);
        let _ = std::fs::remove_file(&exe);
    }
}

#[test]
fn heap_elision_at_o2_puts_the_frame_on_the_callers_stack_and_calls_the_parts_directly() {
    let file = repo_root().join("tests/seeds/coro_heap_elision.ll");
    let src = std::fs::read_to_string(&file).unwrap();
    let main_of = |text: &str| -> String {
        let start = text.find("define i32 @main").expect("main");
        text[start..].split("\n}\n").next().unwrap().to_string()
    };
    let (_, o0) = kiln_split(&src, 0).unwrap();
    assert!(main_of(&o0).contains("call ptr @f(i32 4)"), "-O0 keeps the call of the ramp:\n{}", main_of(&o0));
    let (m2, o2) = kiln_split(&src, 2).unwrap();
    let main = main_of(&o2);
    assert!(main.contains("alloca [24 x i8], align 8"), "the frame is an alloca of main:\n{main}");
    assert!(!main.contains("@f(") && !main.contains("@CustomAlloc") && !main.contains("@malloc"), "{main}");
    assert!(main.contains("call void @f.resume(ptr %coro.frame)"), "resumes are direct calls:\n{main}");
    assert!(main.contains("call void @f.cleanup(ptr %coro.frame)"), "destroy is the cleanup part:\n{main}");
    assert!(main.contains("call void @print(i32 4)"), "the ramp is inlined:\n{main}");
    // Same behaviour, interpreted and native.
    let want = interpret(&kiln::load_module(src.as_bytes()).unwrap(), "seed").unwrap();
    assert_eq!(want.1, "4\n5\n6");
    assert_eq!(interpret(&m2, "elided").unwrap(), want);
    let obj =
        build(&mut kiln::load_module(src.as_bytes()).unwrap(), &BuildOptions { opt_level: 2, ..Default::default() })
            .unwrap();
    let run = link_and_run(&obj, &[], "coro-elide").unwrap();
    assert_eq!((run.status.unwrap_or(-1), normalize(&run.stdout)), want);
}

/// A coroutine whose return block has no `coro.end` (found by the mutation fuzzer): its `ret` is the
/// ramp's, so the resume and destroy functions get `unreachable` there (as LLVM's CoroSplit does)
/// instead of a `ret ptr` in a function returning void.
#[test]
fn a_return_without_coro_end_is_unreachable_in_the_parts() {
    let path = kiln_tests::repo_root().join("tests/seeds/coro_await_suspend.ll");
    let seed = std::fs::read_to_string(&path).expect("seed");
    let end = "  %unused = call i1 @llvm.coro.end(ptr %hdl, i1 false, token none)\n";
    assert!(seed.contains(end), "the seed changed: {}", path.display());
    let src = seed.replacen(end, "", 1);
    let (m, printed) = kiln_split(&src, 2).unwrap_or_else(|e| panic!("{e}"));
    kiln_ir::verifier::verify_module(&m).unwrap_or_else(|d| panic!("{d:?}"));
    let resume = printed.split("define internal void @task.resume(").nth(1).expect("a resume function");
    let resume = &resume[..resume.find("\n}\n").unwrap_or(resume.len())];
    assert!(resume.contains("unreachable"), "{resume}");
    assert!(!resume.contains("ret ptr"), "{resume}");
}
