//! `swiftcc` and `swifttailcc` as LLVM 19 implements them, checked against llc-19 and clang-19: `swiftself` in
//! r13, `swiftasync` in r14, `swifterror` in r12 both ways (the callee's final value comes back and the caller
//! stores it), aggregates passed member by member, results in up to four integer and four xmm registers (and
//! through a hidden pointer in rax when they do not fit, or for an explicit `sret`), `swifttailcc` callees that
//! pop their stack arguments and `musttail` calls into them. A module of callees and a module of callers (Swift
//! functions and C entry points) are each built by llc-19 -O2 and by Kiln at -O0 and -O2 and linked in all nine
//! combinations with a C driver compiled by clang-19, which calls both modules itself too
//! (`__attribute__((swiftcall))`, `swiftasynccall`, `swift_context`, `swift_async_context`,
//! `swift_error_result`: C has no other way to name these conventions); every combination must print what
//! llc-19's pair prints. On Linux, and for x86_64-w64-windows-gnu under wine (clang-19's MinGW target, linked by
//! mingw-w64 gcc), where the Swift registers are the same and the rest follows Win64.

use kiln::codegen::{build, BuildOptions, Target};
use kiln_tests::gen_program::harness::{run_with_limit, RUN_TIME_LIMIT};
use kiln_tests::llvm_tool;
use kiln_tests::native::scratch_stem;
use kiln_tests::windows::{link_and_run_windows, windows_tools_present};
use std::path::Path;
use std::process::Command;

const CALLEES: &str = r#"
; swiftself and swifterror (read and replaced), four integers back in rax, rdx, rcx, r8.
define swiftcc { i64, i64, i64, i64 } @sw_four(ptr swiftself %self, ptr swifterror %err, i64 %x, i64 %y, double %d) {
  %s = ptrtoint ptr %self to i64
  %a = add i64 %s, %x
  %e0 = load ptr, ptr %err
  %e1 = getelementptr i8, ptr %e0, i64 %y
  store ptr %e1, ptr %err
  %di = fptosi double %d to i64
  %1 = insertvalue { i64, i64, i64, i64 } undef, i64 %a, 0
  %2 = insertvalue { i64, i64, i64, i64 } %1, i64 %y, 1
  %3 = insertvalue { i64, i64, i64, i64 } %2, i64 %di, 2
  %4 = insertvalue { i64, i64, i64, i64 } %3, i64 77, 3
  ret { i64, i64, i64, i64 } %4
}

; swiftasync, an aggregate argument split into members, two integer arguments on the stack, and seven
; results in rax, xmm0, rdx, xmm1, cl, xmm2, xmm3.
define swiftcc { i64, double, i32, float, i8, double, double } @sw_mixed(ptr swiftasync %ctx, i64 %a, { i32, double } %p, float %f, i64 %s1, i64 %s2, i64 %s3, i64 %s4, i64 %s5, i64 %s6) {
  %c = ptrtoint ptr %ctx to i64
  %p0 = extractvalue { i32, double } %p, 0
  %p1 = extractvalue { i32, double } %p, 1
  %v0 = add i64 %a, %c
  %fd = fpext float %f to double
  %v1 = fadd double %p1, %fd
  %s6t = trunc i64 %s6 to i32
  %v2 = add i32 %p0, %s6t
  %v3 = fmul float %f, 2.000000e+00
  %v4 = trunc i64 %s5 to i8
  %v5 = sitofp i64 %s1 to double
  %s24 = mul i64 %s2, %s4
  %s243 = add i64 %s24, %s3
  %v6 = sitofp i64 %s243 to double
  %1 = insertvalue { i64, double, i32, float, i8, double, double } undef, i64 %v0, 0
  %2 = insertvalue { i64, double, i32, float, i8, double, double } %1, double %v1, 1
  %3 = insertvalue { i64, double, i32, float, i8, double, double } %2, i32 %v2, 2
  %4 = insertvalue { i64, double, i32, float, i8, double, double } %3, float %v3, 3
  %5 = insertvalue { i64, double, i32, float, i8, double, double } %4, i8 %v4, 4
  %6 = insertvalue { i64, double, i32, float, i8, double, double } %5, double %v5, 5
  %7 = insertvalue { i64, double, i32, float, i8, double, double } %6, double %v6, 6
  ret { i64, double, i32, float, i8, double, double } %7
}

; Five integers do not fit: LLVM returns them through a pointer (rax on SysV, the first slot on Win64).
define swiftcc { i64, i64, i64, i64, i64 } @sw_big(i64 %a, i64 %b, i64 %c, i64 %d, i64 %e, i64 %f, i64 %g, i64 %h) {
  %ah = mul i64 %a, %h
  %1 = insertvalue { i64, i64, i64, i64, i64 } undef, i64 %ah, 0
  %2 = insertvalue { i64, i64, i64, i64, i64 } %1, i64 %c, 1
  %3 = insertvalue { i64, i64, i64, i64, i64 } %2, i64 %e, 2
  %4 = insertvalue { i64, i64, i64, i64, i64 } %3, i64 %g, 3
  %5 = insertvalue { i64, i64, i64, i64, i64 } %4, i64 %b, 4
  ret { i64, i64, i64, i64, i64 } %5
}

; An explicit `sret` (what clang emits for a large Swift-called C struct): in rax on SysV.
define swiftcc void @sw_sret(ptr sret({ i64, i64, i64, i64, i64 }) %out, ptr swiftself %self, i64 %x) {
  %s = ptrtoint ptr %self to i64
  store i64 %s, ptr %out
  %p1 = getelementptr i64, ptr %out, i64 1
  store i64 %x, ptr %p1
  %p4 = getelementptr i64, ptr %out, i64 4
  %x2 = mul i64 %x, %x
  store i64 %x2, ptr %p4
  %p2 = getelementptr i64, ptr %out, i64 2
  store i64 0, ptr %p2
  %p3 = getelementptr i64, ptr %out, i64 3
  store i64 -1, ptr %p3
  ret void
}

; swifttailcc callees pop their stack arguments.
define swifttailcc { i64, double, i64, double } @st_callee(ptr swiftself %self, i64 %a, i64 %b, i64 %c, i64 %d, i64 %e, i64 %f, i64 %g, double %x) {
  %s = ptrtoint ptr %self to i64
  %t0 = add i64 %a, %g
  %t1 = mul i64 %t0, %s
  %t2 = add i64 %b, %f
  %x2 = fmul double %x, 3.000000e+00
  %ci = sitofp i64 %c to double
  %x3 = fadd double %ci, %x
  %1 = insertvalue { i64, double, i64, double } undef, i64 %t1, 0
  %2 = insertvalue { i64, double, i64, double } %1, double %x2, 1
  %3 = insertvalue { i64, double, i64, double } %2, i64 %t2, 2
  %4 = insertvalue { i64, double, i64, double } %3, double %x3, 3
  ret { i64, double, i64, double } %4
}

define swifttailcc i64 @st_target(ptr swiftself %self, ptr swiftasync %ctx, i64 %a, i64 %b) {
  %s = ptrtoint ptr %self to i64
  %c = ptrtoint ptr %ctx to i64
  %c2 = mul i64 %c, 2
  %a3 = mul i64 %a, 3
  %b4 = mul i64 %b, 4
  %t0 = add i64 %s, %c2
  %t1 = add i64 %t0, %a3
  %t2 = add i64 %t1, %b4
  ret i64 %t2
}
"#;

const CALLERS: &str = r#"
declare swiftcc { i64, i64, i64, i64 } @sw_four(ptr swiftself, ptr swifterror, i64, i64, double)
declare swiftcc { i64, double, i32, float, i8, double, double } @sw_mixed(ptr swiftasync, i64, { i32, double }, float, i64, i64, i64, i64, i64, i64)
declare swiftcc { i64, i64, i64, i64, i64 } @sw_big(i64, i64, i64, i64, i64, i64, i64, i64)
declare swiftcc void @sw_sret(ptr sret({ i64, i64, i64, i64, i64 }), ptr swiftself, i64)
declare swifttailcc { i64, double, i64, double } @st_callee(ptr swiftself, i64, i64, i64, i64, i64, i64, i64, double)
declare swifttailcc i64 @st_target(ptr swiftself, ptr swiftasync, i64, i64)

; The swifterror value C passes comes in r12, goes on to @sw_four in r12, comes back, and goes back to C.
define swiftcc i64 @relay(ptr swiftself %self, ptr swifterror %err, i64 %x) {
  %e = load ptr, ptr %err
  %ei = ptrtoint ptr %e to i64
  %r = call swiftcc { i64, i64, i64, i64 } @sw_four(ptr swiftself %self, ptr swifterror %err, i64 %x, i64 5, double 2.500000e+00)
  %e0 = load ptr, ptr %err
  %e1 = getelementptr i8, ptr %e0, i64 1000
  store ptr %e1, ptr %err
  %r0 = extractvalue { i64, i64, i64, i64 } %r, 0
  %r1 = extractvalue { i64, i64, i64, i64 } %r, 1
  %r2 = extractvalue { i64, i64, i64, i64 } %r, 2
  %r3 = extractvalue { i64, i64, i64, i64 } %r, 3
  %m1 = mul i64 %r1, 100
  %m2 = mul i64 %r2, 10000
  %m3 = mul i64 %r3, 1000000
  %t0 = add i64 %r0, %m1
  %t1 = add i64 %t0, %m2
  %t2 = add i64 %t1, %m3
  %t3 = add i64 %t2, %ei
  ret i64 %t3
}

; C entry points: each stores what it got, as integers, to `out`.
define void @call_mixed(ptr %out) {
  %r = call swiftcc { i64, double, i32, float, i8, double, double } @sw_mixed(ptr swiftasync inttoptr (i64 100 to ptr), i64 3, { i32, double } { i32 7, double 1.250000e+00 }, float 5.000000e-01, i64 11, i64 12, i64 13, i64 14, i64 15, i64 16)
  %v0 = extractvalue { i64, double, i32, float, i8, double, double } %r, 0
  %v1 = extractvalue { i64, double, i32, float, i8, double, double } %r, 1
  %v2 = extractvalue { i64, double, i32, float, i8, double, double } %r, 2
  %v3 = extractvalue { i64, double, i32, float, i8, double, double } %r, 3
  %v4 = extractvalue { i64, double, i32, float, i8, double, double } %r, 4
  %v5 = extractvalue { i64, double, i32, float, i8, double, double } %r, 5
  %v6 = extractvalue { i64, double, i32, float, i8, double, double } %r, 6
  store i64 %v0, ptr %out
  %o1 = getelementptr i64, ptr %out, i64 1
  %w1 = fmul double %v1, 1.024000e+03
  %i1 = fptosi double %w1 to i64
  store i64 %i1, ptr %o1
  %o2 = getelementptr i64, ptr %out, i64 2
  %i2 = sext i32 %v2 to i64
  store i64 %i2, ptr %o2
  %o3 = getelementptr i64, ptr %out, i64 3
  %w3 = fmul float %v3, 1.024000e+03
  %i3 = fptosi float %w3 to i64
  store i64 %i3, ptr %o3
  %o4 = getelementptr i64, ptr %out, i64 4
  %i4 = sext i8 %v4 to i64
  store i64 %i4, ptr %o4
  %o5 = getelementptr i64, ptr %out, i64 5
  %i5 = fptosi double %v5 to i64
  store i64 %i5, ptr %o5
  %o6 = getelementptr i64, ptr %out, i64 6
  %i6 = fptosi double %v6 to i64
  store i64 %i6, ptr %o6
  ret void
}

define void @call_big(ptr %out) {
  %r = call swiftcc { i64, i64, i64, i64, i64 } @sw_big(i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8)
  store { i64, i64, i64, i64, i64 } %r, ptr %out
  %o5 = getelementptr i64, ptr %out, i64 5
  call swiftcc void @sw_sret(ptr sret({ i64, i64, i64, i64, i64 }) %o5, ptr swiftself inttoptr (i64 42 to ptr), i64 9)
  ret void
}

; Ordinary calls of a popping callee in a loop, and a tail call into one that pops less than we do.
define i64 @call_st(i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc3, %loop ]
  %r = call swifttailcc { i64, double, i64, double } @st_callee(ptr swiftself inttoptr (i64 3 to ptr), i64 %i, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, double 1.500000e+00)
  %r0 = extractvalue { i64, double, i64, double } %r, 0
  %r1 = extractvalue { i64, double, i64, double } %r, 1
  %r2 = extractvalue { i64, double, i64, double } %r, 2
  %r3 = extractvalue { i64, double, i64, double } %r, 3
  %ri1 = fptosi double %r1 to i64
  %ri3 = fptosi double %r3 to i64
  %acc0 = add i64 %acc, %r0
  %acc1 = add i64 %acc0, %ri1
  %acc2 = add i64 %acc1, %r2
  %acc3 = add i64 %acc2, %ri3
  %i1 = add i64 %i, 1
  %c = icmp ult i64 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  %h = call swifttailcc i64 @st_hop(ptr swiftself inttoptr (i64 5 to ptr), ptr swiftasync inttoptr (i64 6 to ptr), i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8)
  %s = add i64 %acc3, %h
  ret i64 %s
}

define swifttailcc i64 @st_hop(ptr swiftself %self, ptr swiftasync %ctx, i64 %a, i64 %b, i64 %c, i64 %d, i64 %e, i64 %f, i64 %g, i64 %h) {
  %gh = add i64 %g, %h
  %r = musttail call swifttailcc i64 @st_target(ptr swiftself %ctx, ptr swiftasync %self, i64 %gh, i64 %a)
  ret i64 %r
}
"#;

const DRIVER: &str = r#"
#include <stdio.h>
#include <stdint.h>
typedef int64_t i64;
#define SWIFT __attribute__((swiftcall))
#define ASYNC __attribute__((swiftasynccall))
typedef struct { i64 a, b, c, d; } S4;
typedef struct { i64 v[5]; } Big;
typedef struct { i64 a; double b; i64 c; double d; } R;
SWIFT S4 sw_four(void *self __attribute__((swift_context)), void **err __attribute__((swift_error_result)), i64 x, i64 y, double d);
SWIFT Big sw_sret(void *self __attribute__((swift_context)), i64 x);
ASYNC R st_callee(void *self __attribute__((swift_context)), i64 a, i64 b, i64 c, i64 d, i64 e, i64 f, i64 g, double x);
ASYNC i64 st_hop(void *self __attribute__((swift_context)), void *ctx __attribute__((swift_async_context)), i64 a, i64 b, i64 c, i64 d, i64 e, i64 f, i64 g, i64 h);
SWIFT i64 relay(void *self __attribute__((swift_context)), void **err __attribute__((swift_error_result)), i64 x);
void call_mixed(i64 *out);
void call_big(i64 *out);
i64 call_st(i64 n);
int main(void) {
    void *err = (void *)(intptr_t)1000;
    S4 s = sw_four((void *)5, &err, 10, 20, 3.75);
    printf("four %lld %lld %lld %lld err=%lld\n", (long long)s.a, (long long)s.b, (long long)s.c, (long long)s.d,
           (long long)(intptr_t)err);
    err = (void *)(intptr_t)7;
    i64 r = relay((void *)9, &err, 4);
    printf("relay %lld err=%lld\n", (long long)r, (long long)(intptr_t)err);
    Big b = sw_sret((void *)8, 6);
    printf("sret %lld %lld %lld %lld %lld\n", (long long)b.v[0], (long long)b.v[1], (long long)b.v[2],
           (long long)b.v[3], (long long)b.v[4]);
    R t = st_callee((void *)2, 1, 2, 3, 4, 5, 6, 7, 0.25);
    printf("st %lld %g %lld %g hop %lld\n", (long long)t.a, t.b, (long long)t.c, t.d,
           (long long)st_hop((void *)3, (void *)4, 1, 2, 3, 4, 5, 6, 7, 8));
    i64 out[10];
    call_mixed(out);
    printf("mixed");
    for (int k = 0; k < 7; k++) printf(" %lld", (long long)out[k]);
    call_big(out);
    printf("\nbig");
    for (int k = 0; k < 10; k++) printf(" %lld", (long long)out[k]);
    printf("\nloop %lld\n", (long long)call_st(1000));
    return 0;
}
"#;

fn kiln_object(ir: &str, opt_level: u8, target: Target) -> Vec<u8> {
    let mut m = kiln::load_module(ir.as_bytes())
        .unwrap_or_else(|d| panic!("{}", kiln::render_diagnostics("<swiftcc>", ir.as_bytes(), &d)));
    build(&mut m, &BuildOptions { opt_level, target, ..BuildOptions::default() })
        .unwrap_or_else(|d| panic!("-O{opt_level}: {}", kiln::render_diagnostics("<swiftcc>", ir.as_bytes(), &d)))
}

fn tool_object(tool: &Path, args: &[&str], input: &str, ext: &str) -> Vec<u8> {
    let stem = scratch_stem("swiftcc-oracle");
    let (src, obj) = (stem.with_extension(ext), stem.with_extension("o"));
    std::fs::write(&src, input).unwrap();
    let out = Command::new(tool).args(args).arg(&src).arg("-o").arg(&obj).output().expect("run the oracle");
    assert!(out.status.success(), "{} {args:?}: {}", tool.display(), String::from_utf8_lossy(&out.stderr));
    let bytes = std::fs::read(&obj).unwrap();
    let _ = std::fs::remove_file(&src);
    let _ = std::fs::remove_file(&obj);
    bytes
}

fn run(target: Target, objects: &[&[u8]], what: &str) -> String {
    let result = if target == Target::LINUX {
        let stem = scratch_stem("swiftcc-link");
        let paths: Vec<String> = (0..objects.len()).map(|k| format!("{}.{k}.o", stem.display())).collect();
        for (p, o) in paths.iter().zip(objects) {
            std::fs::write(p, o).unwrap();
        }
        let exe = stem.with_extension("exe");
        let out = Command::new(kiln_tests::native::c_compiler()).arg("-o").arg(&exe).args(&paths).output().unwrap();
        assert!(out.status.success(), "{what}: linking failed: {}", String::from_utf8_lossy(&out.stderr));
        let r = run_with_limit(&mut Command::new(&exe), RUN_TIME_LIMIT).unwrap_or_else(|e| panic!("{what}: {e}"));
        for p in &paths {
            let _ = std::fs::remove_file(p);
        }
        let _ = std::fs::remove_file(&exe);
        r
    } else {
        link_and_run_windows(objects, &[], &[], &[], "swiftcc").unwrap_or_else(|e| panic!("{what}: {e}"))
    };
    let out = String::from_utf8_lossy(&result.stdout).into_owned();
    assert_eq!(result.status, Some(0), "{what}: status {:?}\n{out}", result.status);
    out
}

fn swift_calls_match_llc_on(target: Target, triple: &str) {
    let Some(llc) = llvm_tool("llc-19", "swiftcc and swifttailcc calls against llc-19") else { return };
    let Some(clang) = llvm_tool("clang-19", "C callers of swiftcc functions (clang-19's swiftcall)") else { return };
    let driver = tool_object(&clang, &["-O1", "-c", &format!("--target={triple}")], DRIVER, "c");
    let llc_args = ["-O2", "-filetype=obj", "-relocation-model=pic", &format!("-mtriple={triple}")];
    let build3 = |ir: &str| {
        [
            ("llc", tool_object(&llc, &llc_args, ir, "ll")),
            ("kiln -O0", kiln_object(ir, 0, target)),
            ("kiln -O2", kiln_object(ir, 2, target)),
        ]
    };
    let (callees, callers) = (build3(CALLEES), build3(CALLERS));
    let want = run(target, &[&driver, &callers[0].1, &callees[0].1], "llc-19 alone");
    assert_eq!(want.lines().count(), 7, "{triple}: llc-19 alone:\n{want}");
    for (cn, co) in &callers {
        for (en, eo) in &callees {
            let what = format!("{triple}: callers built by {cn}, callees by {en}");
            assert_eq!(run(target, &[&driver, co, eo], &what), want, "{what} differ from llc-19's");
        }
    }
}

#[test]
fn swift_calls_match_llc_and_clang_on_linux() {
    swift_calls_match_llc_on(Target::LINUX, "x86_64-pc-linux-gnu");
}

#[test]
fn swift_calls_match_llc_and_clang_under_wine() {
    if !windows_tools_present("swiftcc calls on Windows") {
        return;
    }
    swift_calls_match_llc_on(Target::WINDOWS_GNU, "x86_64-w64-windows-gnu");
}
