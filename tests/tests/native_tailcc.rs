//! `tailcc` and `swifttailcc` tail calls are jumps that run in constant stack, also when caller and callee pop
//! different numbers of stack-argument bytes: mutually recursive functions with 8 and 10 parameters (2 and 4 of
//! them on the SysV stack) call each other ten million times through `musttail`, `swifttailcc` functions do the
//! same through plain `tail` calls (guaranteed in these conventions) with `swiftself`/`swiftasync` values
//! passed along, frames with locals and calls tail-call through function pointers, aggregates go member by member
//! with three results in registers, and a loop of ordinary calls
//! puts back what each callee pops. Every function has a C reference or llc-19's build of the same IR as its
//! oracle. The program is split in two modules (the side whose tail calls pass more stack arguments, and the
//! side whose tail calls pass fewer), built by Kiln at -O0 and -O2 and by llc-19, and linked in every
//! combination, so Kiln's tail calls land in LLVM's functions and the reverse; on Windows (MinGW under wine)
//! llc-19 cannot build the first side (`Can't handle guaranteed tail call under win64 yet`), so that side is
//! Kiln's there.
//!
//! Sibling calls: at -O2 a plain `tail` call in C conventions becomes a jump when its stack arguments fit the
//! caller's incoming area; the listing shows `jmp` where -O0 has `call`, and chains of them run ten million
//! deep at -O2 with the values of the -O0 build and of llc-19 (shallow: llc-19 makes no sibling call that moves
//! stack arguments).

use kiln::codegen::{build, BuildOptions, EmitKind, Target};
use kiln_tests::gen_program::harness::{run_with_limit, RUN_TIME_LIMIT};
use kiln_tests::llvm_tool;
use kiln_tests::native::scratch_stem;
use kiln_tests::windows::{link_and_run_windows, windows_tools_present};
use std::path::Path;
use std::process::Command;

/// The side whose tail calls pass more stack arguments than they received (the frame reserves room).
const MORE_IR: &str = r#"
declare void @probe()
declare void @touch(ptr)
declare tailcc i64 @tc_g(i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
declare swifttailcc i64 @st_g(ptr swiftself, ptr swiftasync, i64, i64, i64, i64, i64, i64, i64, i64, i64, double)
declare tailcc { i64, i64, i64 } @ag_g(i64, { i64, double }, i64, i64, i64, i64, { i32, i64 })

; Eight parameters (two on the SysV stack, four on Win64's) to ten (four, six).
define tailcc i64 @tc_f(i64 %n, i64 %acc, i64 %a, i64 %b, i64 %c, i64 %d, i64 %s1, i64 %s2) {
entry:
  %z = icmp eq i64 %n, 0
  br i1 %z, label %done, label %more
done:
  call void @probe()
  %r0 = mul i64 %acc, 7
  %r1 = add i64 %r0, %a
  %b2 = mul i64 %b, 2
  %r2 = add i64 %r1, %b2
  %c3 = mul i64 %c, 3
  %r3 = add i64 %r2, %c3
  %d4 = mul i64 %d, 4
  %r4 = add i64 %r3, %d4
  %e5 = mul i64 %s1, 5
  %r5 = add i64 %r4, %e5
  %f6 = mul i64 %s2, 6
  %r6 = add i64 %r5, %f6
  ret i64 %r6
more:
  %m = sub i64 %n, 1
  %acc1 = add i64 %acc, %s1
  %s21 = add i64 %s1, 1
  %r = musttail call tailcc i64 @tc_g(i64 %m, i64 %acc1, i64 %b, i64 %c, i64 %d, i64 %a, i64 %s2, i64 %s21, i64 %n, i64 3)
  ret i64 %r
}

; swifttailcc through plain `tail` calls: the context registers swap on every call.
define swifttailcc i64 @st_f(ptr swiftself %self, ptr swiftasync %ctx, i64 %n, i64 %acc, i64 %a, i64 %b, i64 %c, i64 %d, i64 %s1, double %x) {
entry:
  %z = icmp eq i64 %n, 0
  br i1 %z, label %done, label %more
done:
  call void @probe()
  %si = ptrtoint ptr %self to i64
  %ci = ptrtoint ptr %ctx to i64
  %xi = fptosi double %x to i64
  %s3 = mul i64 %si, 3
  %c5 = mul i64 %ci, 5
  %t0 = add i64 %acc, %s3
  %t1 = add i64 %t0, %c5
  %t2 = add i64 %t1, %xi
  %t3 = add i64 %t2, %a
  %b2 = mul i64 %b, 2
  %t4 = add i64 %t3, %b2
  %cc3 = mul i64 %c, 3
  %t5 = add i64 %t4, %cc3
  %d4 = mul i64 %d, 4
  %t6 = add i64 %t5, %d4
  %e5 = mul i64 %s1, 5
  %t7 = add i64 %t6, %e5
  ret i64 %t7
more:
  %m = sub i64 %n, 1
  %x1 = fadd double %x, 5.000000e-01
  %acc1 = add i64 %acc, %a
  %r = tail call swifttailcc i64 @st_g(ptr swiftself %ctx, ptr swiftasync %self, i64 %m, i64 %acc1, i64 %b, i64 %c, i64 %d, i64 %s1, i64 %a, i64 %n, i64 2, double %x1)
  ret i64 %r
}

; A frame with a local, a call and callee-saved values, tail-calling through a pointer with nine arguments.
define tailcc i64 @fr_f(i64 %n, i64 %acc, ptr %other) {
entry:
  %buf = alloca [4 x i64], align 16
  store i64 %acc, ptr %buf
  call void @touch(ptr %buf)
  %v = load i64, ptr %buf
  %z = icmp eq i64 %n, 0
  br i1 %z, label %done, label %more
done:
  call void @probe()
  ret i64 %v
more:
  %m = sub i64 %n, 1
  %r = musttail call tailcc i64 %other(i64 %m, i64 %v, ptr @fr_f, i64 1, i64 2, i64 3, i64 4, i64 5, i64 %n)
  ret i64 %r
}

; Aggregates member by member (some on the stack), three results in rax, rdx, rcx.
define tailcc { i64, i64, i64 } @ag_f(i64 %n, { i64, double } %p, { i32, i64 } %q, i64 %a) {
entry:
  %z = icmp eq i64 %n, 0
  br i1 %z, label %done, label %more
done:
  call void @probe()
  %p0 = extractvalue { i64, double } %p, 0
  %p1 = extractvalue { i64, double } %p, 1
  %q0 = extractvalue { i32, i64 } %q, 0
  %q1 = extractvalue { i32, i64 } %q, 1
  %p1i = fptosi double %p1 to i64
  %q0x = sext i32 %q0 to i64
  %q1a = add i64 %q1, %a
  %pq = add i64 %p1i, %q1a
  %r0 = insertvalue { i64, i64, i64 } undef, i64 %p0, 0
  %r1 = insertvalue { i64, i64, i64 } %r0, i64 %pq, 1
  %r2 = insertvalue { i64, i64, i64 } %r1, i64 %q0x, 2
  ret { i64, i64, i64 } %r2
more:
  %m = sub i64 %n, 1
  %mp0 = extractvalue { i64, double } %p, 0
  %np0 = add i64 %mp0, 1
  %np = insertvalue { i64, double } %p, i64 %np0, 0
  %r = musttail call tailcc { i64, i64, i64 } @ag_g(i64 %m, { i64, double } %np, i64 %a, i64 1, i64 2, i64 %n, { i32, i64 } %q)
  ret { i64, i64, i64 } %r
}
"#;

/// The side whose tail calls pass fewer stack arguments than they received, and the entry points C calls.
const FEWER_IR: &str = r#"
declare void @probe()
declare tailcc i64 @tc_f(i64, i64, i64, i64, i64, i64, i64, i64)
declare swifttailcc i64 @st_f(ptr swiftself, ptr swiftasync, i64, i64, i64, i64, i64, i64, i64, double)
declare tailcc i64 @fr_f(i64, i64, ptr)
declare tailcc { i64, i64, i64 } @ag_f(i64, { i64, double }, { i32, i64 }, i64)

define tailcc i64 @tc_g(i64 %n, i64 %acc, i64 %a, i64 %b, i64 %c, i64 %d, i64 %s1, i64 %s2, i64 %s3, i64 %s4) {
entry:
  %z = icmp eq i64 %n, 0
  br i1 %z, label %done, label %more
done:
  call void @probe()
  %r0 = mul i64 %acc, 11
  %r1 = add i64 %r0, %a
  %b2 = mul i64 %b, 2
  %r2 = add i64 %r1, %b2
  %c3 = mul i64 %c, 3
  %r3 = add i64 %r2, %c3
  %d4 = mul i64 %d, 4
  %r4 = add i64 %r3, %d4
  %e5 = mul i64 %s1, 5
  %r5 = add i64 %r4, %e5
  %f6 = mul i64 %s2, 6
  %r6 = add i64 %r5, %f6
  %g7 = mul i64 %s3, 7
  %r7 = add i64 %r6, %g7
  %h8 = mul i64 %s4, 8
  %r8 = add i64 %r7, %h8
  ret i64 %r8
more:
  %m = sub i64 %n, 1
  %t0 = add i64 %acc, %s3
  %t1 = sub i64 %t0, %s4
  %acc1 = add i64 %t1, %s2
  %r = musttail call tailcc i64 @tc_f(i64 %m, i64 %acc1, i64 %a, i64 %b, i64 %c, i64 %d, i64 %s2, i64 %s1)
  ret i64 %r
}

define swifttailcc i64 @st_g(ptr swiftself %self, ptr swiftasync %ctx, i64 %n, i64 %acc, i64 %a, i64 %b, i64 %c, i64 %d, i64 %s1, i64 %s2, i64 %s3, double %x) {
entry:
  %z = icmp eq i64 %n, 0
  br i1 %z, label %done, label %more
done:
  call void @probe()
  %si = ptrtoint ptr %self to i64
  %ci = ptrtoint ptr %ctx to i64
  %xi = fptosi double %x to i64
  %a2 = mul i64 %acc, 2
  %s7 = mul i64 %si, 7
  %c11 = mul i64 %ci, 11
  %t0 = add i64 %a2, %s7
  %t1 = add i64 %t0, %c11
  %t2 = add i64 %t1, %xi
  %t3 = add i64 %t2, %a
  %t4 = add i64 %t3, %b
  %t5 = add i64 %t4, %c
  %t6 = add i64 %t5, %d
  %t7 = add i64 %t6, %s1
  %t8 = add i64 %t7, %s2
  %t9 = add i64 %t8, %s3
  ret i64 %t9
more:
  %m = sub i64 %n, 1
  %u0 = add i64 %acc, %s2
  %acc1 = sub i64 %u0, %s3
  %r = tail call swifttailcc i64 @st_f(ptr swiftself %self, ptr swiftasync %ctx, i64 %m, i64 %acc1, i64 %a, i64 %b, i64 %c, i64 %d, i64 %s1, double %x)
  ret i64 %r
}

define tailcc i64 @fr_g(i64 %n, i64 %acc, ptr %other, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, i64 %a6) {
entry:
  %z = icmp eq i64 %n, 0
  br i1 %z, label %done, label %more
done:
  call void @probe()
  %d0 = add i64 %acc, %a6
  ret i64 %d0
more:
  %m = sub i64 %n, 1
  %l = and i64 %a6, 1
  %t = add i64 %acc, %a4
  %acc2 = add i64 %t, %l
  %r = musttail call tailcc i64 %other(i64 %m, i64 %acc2, ptr @fr_g)
  ret i64 %r
}

define tailcc { i64, i64, i64 } @ag_g(i64 %n, { i64, double } %p, i64 %a, i64 %b, i64 %c, i64 %d, { i32, i64 } %q) {
entry:
  %z = icmp eq i64 %n, 0
  br i1 %z, label %done, label %more
done:
  call void @probe()
  %p0 = extractvalue { i64, double } %p, 0
  %q1 = extractvalue { i32, i64 } %q, 1
  %s0 = add i64 %p0, %a
  %s1 = add i64 %b, %c
  %dq = mul i64 %d, %q1
  %r0 = insertvalue { i64, i64, i64 } undef, i64 %s0, 0
  %r1 = insertvalue { i64, i64, i64 } %r0, i64 %s1, 1
  %r2 = insertvalue { i64, i64, i64 } %r1, i64 %dq, 2
  ret { i64, i64, i64 } %r2
more:
  %m = sub i64 %n, 1
  %p1 = extractvalue { i64, double } %p, 1
  %np1 = fadd double %p1, 2.500000e-01
  %np = insertvalue { i64, double } %p, double %np1, 1
  %q0 = extractvalue { i32, i64 } %q, 0
  %nq0 = add i32 %q0, 1
  %nq = insertvalue { i32, i64 } %q, i32 %nq0, 0
  %a2 = add i64 %a, %d
  %r = musttail call tailcc { i64, i64, i64 } @ag_f(i64 %m, { i64, double } %np, { i32, i64 } %nq, i64 %a2)
  ret { i64, i64, i64 } %r
}

define i64 @run_tc(i64 %n) {
  %r = call tailcc i64 @tc_f(i64 %n, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7)
  ret i64 %r
}
define i64 @run_st(i64 %n) {
  %r = call swifttailcc i64 @st_f(ptr swiftself inttoptr (i64 11 to ptr), ptr swiftasync inttoptr (i64 13 to ptr), i64 %n, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, double 2.500000e-01)
  ret i64 %r
}
define i64 @run_fr(i64 %n) {
  %r = call tailcc i64 @fr_f(i64 %n, i64 0, ptr @fr_g)
  ret i64 %r
}
define i64 @run_ag(i64 %n) {
  %r = call tailcc { i64, i64, i64 } @ag_f(i64 %n, { i64, double } { i64 5, double 1.500000e+00 }, { i32, i64 } { i32 -3, i64 9 }, i64 100)
  %r0 = extractvalue { i64, i64, i64 } %r, 0
  %r1 = extractvalue { i64, i64, i64 } %r, 1
  %r2 = extractvalue { i64, i64, i64 } %r, 2
  %m1 = mul i64 %r1, 1000
  %m2 = mul i64 %r2, 1000000
  %s0 = add i64 %r0, %m1
  %s1 = add i64 %s0, %m2
  ret i64 %s1
}

; Ordinary calls of callee-pop functions in a loop: each call's popped bytes are put back.
define i64 @run_loop(i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc2, %loop ]
  %r = call tailcc i64 @tc_f(i64 0, i64 %i, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6)
  %s = call swifttailcc i64 @st_g(ptr swiftself null, ptr swiftasync null, i64 0, i64 %i, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, double 1.000000e+00)
  %acc1 = add i64 %acc, %r
  %acc2 = add i64 %acc1, %s
  %i1 = add i64 %i, 1
  %c = icmp ult i64 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %acc2
}
"#;

/// Sibling calls (C conventions): a chain that swaps stack arguments it received (they fit), and a call that
/// needs more stack arguments than the caller has (an ordinary call).
const SIBLING_IR: &str = r#"
declare void @probe()
define i64 @sib_even(i64 %n, i64 %acc, i64 %a, i64 %b, i64 %c, i64 %d, i64 %s1, i64 %s2) noinline {
entry:
  %z = icmp eq i64 %n, 0
  br i1 %z, label %done, label %more
done:
  call void @probe()
  %h = mul i64 %s1, 1000
  %t0 = add i64 %acc, %h
  %t1 = add i64 %t0, %s2
  ret i64 %t1
more:
  %m = sub i64 %n, 1
  %a1 = add i64 %acc, 3
  %r = tail call i64 @sib_odd(i64 %m, i64 %a1, i64 %a, i64 %b, i64 %c, i64 %d, i64 %s2, i64 %s1)
  ret i64 %r
}
define i64 @sib_odd(i64 %n, i64 %acc, i64 %a, i64 %b, i64 %c, i64 %d, i64 %s1, i64 %s2) noinline {
  %m = sub i64 %n, 1
  %a1 = sub i64 %acc, 1
  %s21 = add i64 %s2, 1
  %r = tail call i64 @sib_even(i64 %m, i64 %a1, i64 %a, i64 %b, i64 %c, i64 %d, i64 %s21, i64 %s1)
  ret i64 %r
}
define i64 @wide(i64 %a, i64 %b, i64 %c, i64 %d, i64 %e, i64 %f, i64 %g, i64 %h, i64 %i, i64 %j) noinline {
  %s0 = add i64 %a, %j
  %s1 = mul i64 %s0, %i
  ret i64 %s1
}
define i64 @narrow(i64 %x) {
  %r = tail call i64 @wide(i64 %x, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10)
  ret i64 %r
}
"#;

const DRIVER: &str = r#"
#include <stdio.h>
#include <stdint.h>
typedef long long i64;
typedef unsigned long long u64;
static char *base;
static i64 deepest;
static int unwind_bad;
#ifdef __linux__
/* With `unwind` (Kiln's builds: llc-19's frameless tailcc frames have tables the unwinder cannot follow), the
   unwinder walks from probe through the chain function (and its entry point, unless -O2 inlined the chain's
   first function there) to main and beyond: two or three frames more than from main itself, so the tables of
   reserved frames are right. */
#include <unwind.h>
static int main_frames = -1;
static _Unwind_Reason_Code count(struct _Unwind_Context *c, void *n) { (void)c; ++*(int *)n; return _URC_NO_REASON; }
__attribute__((noinline)) static int frames(void) { int n = 0; _Unwind_Backtrace(count, &n); return n; }
#endif
void probe(void) {
    i64 d = base - (char *)__builtin_frame_address(0);
    if (d > deepest) deepest = d;
#ifdef __linux__
    if (main_frames >= 0 && (frames() < main_frames + 2 || frames() > main_frames + 3)) unwind_bad++;
#endif
}
void touch(i64 *p) { p[0] += 1; }
i64 run_tc(i64), run_st(i64), run_fr(i64), run_ag(i64), run_loop(i64);
/* The tc_f/tc_g recurrence, iterated. */
static u64 ref_tc(u64 n) {
    u64 acc = 1, a = 2, b = 3, c = 4, d = 5, s1 = 6, s2 = 7;
    for (;;) {
        if (n == 0) return acc * 7 + a + 2 * b + 3 * c + 4 * d + 5 * s1 + 6 * s2;
        u64 gn = n - 1, gacc = acc + s1, ga = b, gb = c, gc = d, gd = a, gs1 = s2, gs2 = s1 + 1, gs3 = n, gs4 = 3;
        if (gn == 0) return gacc * 11 + ga + 2 * gb + 3 * gc + 4 * gd + 5 * gs1 + 6 * gs2 + 7 * gs3 + 8 * gs4;
        n = gn - 1; acc = gacc + gs3 - gs4 + gs2; a = ga; b = gb; c = gc; d = gd; s1 = gs2; s2 = gs1;
    }
}
int main(int argc, char **argv) {
    base = (char *)__builtin_frame_address(0);
    (void)argv;
#ifdef __linux__
    if (argc > 1) main_frames = frames();
#endif
    int bad = 0;
    const i64 ns[] = {0, 1, 2, 3, 8, 1001, 10000000};
    for (unsigned k = 0; k < sizeof ns / sizeof ns[0]; k++) {
        i64 n = ns[k];
        i64 tc = run_tc(n);
        if ((u64)tc != ref_tc(n)) { printf("tc(%lld) = %lld, want %llu\n", n, tc, ref_tc(n)); bad++; }
        printf("n=%lld tc=%lld st=%lld fr=%lld ag=%lld\n", n, tc, run_st(n), run_fr(n), run_ag(n));
    }
    printf("loop=%lld\n", run_loop(100000));
    if (deepest > 16384) { printf("the stack grew to %lld bytes\n", deepest); bad++; }
    if (unwind_bad) { printf("%d unwinds did not reach main\n", unwind_bad); bad++; }
    printf("bad=%d\n", bad);
    return bad;
}
"#;

const SIBLING_DRIVER: &str = r#"
#include <stdio.h>
typedef long long i64;
static char *base;
static i64 deepest;
void probe(void) {
    i64 d = base - (char *)__builtin_frame_address(0);
    if (d > deepest) deepest = d;
}
i64 sib_even(i64, i64, i64, i64, i64, i64, i64, i64);
i64 narrow(i64);
int main(int argc, char **argv) {
    base = (char *)__builtin_frame_address(0);
    i64 n = argc > 1 ? 10000000 : 1000;
    printf("sib(%lld)=%lld narrow=%lld\n", n, sib_even(n, 0, 1, 2, 3, 4, 5, 6), narrow(5));
    if (argc > 1) printf("stack grew=%s\n", deepest > 16384 ? "yes" : "no");
    return 0;
}
"#;

fn kiln_object(ir: &str, opt_level: u8, target: Target, emit: EmitKind) -> Vec<u8> {
    let mut module = kiln::load_module(ir.as_bytes())
        .unwrap_or_else(|d| panic!("{}", kiln::render_diagnostics("<tailcc>", ir.as_bytes(), &d)));
    build(&mut module, &BuildOptions { opt_level, target, emit })
        .unwrap_or_else(|d| panic!("-O{opt_level}: {}", kiln::render_diagnostics("<tailcc>", ir.as_bytes(), &d)))
}

fn llc_object(llc: &Path, ir: &str, triple: &str) -> Vec<u8> {
    let stem = scratch_stem("tailcc-llc");
    let (ll, obj) = (stem.with_extension("ll"), stem.with_extension("o"));
    std::fs::write(&ll, ir).unwrap();
    let out = Command::new(llc)
        .args(["-O2", "-filetype=obj", "-relocation-model=pic", &format!("-mtriple={triple}")])
        .arg(&ll)
        .arg("-o")
        .arg(&obj)
        .output()
        .expect("run llc-19");
    assert!(out.status.success(), "llc-19: {}", String::from_utf8_lossy(&out.stderr));
    let bytes = std::fs::read(&obj).unwrap();
    let _ = std::fs::remove_file(&ll);
    let _ = std::fs::remove_file(&obj);
    bytes
}

/// Links `objects` with the C `driver` for `target` and runs the result with `args`; returns its stdout.
fn run(target: Target, objects: &[&[u8]], driver: &Path, args: &[&str], what: &str) -> String {
    let result = if target == Target::LINUX {
        let stem = scratch_stem("tailcc-link");
        let paths: Vec<String> = (0..objects.len()).map(|k| format!("{}.{k}.o", stem.display())).collect();
        for (p, o) in paths.iter().zip(objects) {
            std::fs::write(p, o).unwrap();
        }
        let exe = stem.with_extension("exe");
        let out = Command::new(kiln_tests::native::c_compiler())
            .arg("-O1")
            .arg("-o")
            .arg(&exe)
            .args(&paths)
            .arg(driver)
            .output()
            .expect("run cc");
        assert!(out.status.success(), "{what}: linking failed: {}", String::from_utf8_lossy(&out.stderr));
        let r = run_with_limit(Command::new(&exe).args(args), RUN_TIME_LIMIT).unwrap_or_else(|e| panic!("{what}: {e}"));
        for p in &paths {
            let _ = std::fs::remove_file(p);
        }
        let _ = std::fs::remove_file(&exe);
        r
    } else {
        link_and_run_windows(objects, &[driver], &["-O1"], args, "tailcc").unwrap_or_else(|e| panic!("{what}: {e}"))
    };
    let out = String::from_utf8_lossy(&result.stdout).into_owned();
    assert_eq!(result.status, Some(0), "{what}: status {:?}\n{out}", result.status);
    out
}

/// Both sides built by Kiln (-O0, -O2) and, where it can, llc-19, linked in every combination with the
/// driver: all print the same (llc-19's pair is the reference when present), with `bad=0`.
fn tail_chains_on(target: Target, triple: &str) {
    let llc = llvm_tool("llc-19", "tailcc/swifttailcc tail calls across compilers");
    let driver = scratch_stem("tailcc-driver").with_extension("c");
    std::fs::write(&driver, DRIVER).unwrap();
    let mut more = vec![
        ("kiln -O0", kiln_object(MORE_IR, 0, target, EmitKind::Object)),
        ("kiln -O2", kiln_object(MORE_IR, 2, target, EmitKind::Object)),
    ];
    let mut fewer = vec![
        ("kiln -O0", kiln_object(FEWER_IR, 0, target, EmitKind::Object)),
        ("kiln -O2", kiln_object(FEWER_IR, 2, target, EmitKind::Object)),
    ];
    if let Some(llc) = &llc {
        fewer.insert(0, ("llc", llc_object(llc, FEWER_IR, triple)));
        if target == Target::LINUX {
            more.insert(0, ("llc", llc_object(llc, MORE_IR, triple)));
        }
    }
    let mut want: Option<(String, String)> = None;
    for (mn, mo) in &more {
        for (fnn, fo) in &fewer {
            let what = format!("{triple}: more-arguments side by {mn}, fewer by {fnn}");
            let args: &[&str] = if mn.starts_with("kiln") && fnn.starts_with("kiln") { &["unwind"] } else { &[] };
            let out = run(target, &[mo, fo], &driver, args, &what);
            assert!(out.contains("bad=0") && out.contains("n=10000000"), "{what}:\n{out}");
            match &want {
                None => want = Some((what, out)),
                Some((w, o)) => assert_eq!(&out, o, "{what} differs from {w}"),
            }
        }
    }
    let _ = std::fs::remove_file(&driver);
}

#[test]
fn tail_call_chains_with_different_stack_arguments_run_in_constant_stack_on_linux() {
    tail_chains_on(Target::LINUX, "x86_64-pc-linux-gnu");
}

#[test]
fn tail_call_chains_with_different_stack_arguments_run_in_constant_stack_under_wine() {
    if !windows_tools_present("tailcc tail calls on Windows") {
        return;
    }
    tail_chains_on(Target::WINDOWS_GNU, "x86_64-pc-windows-gnu");
}

#[test]
fn the_listing_shows_reserved_frames_callee_pops_and_moved_return_addresses() {
    let asm = String::from_utf8(kiln_object(MORE_IR, 2, Target::LINUX, EmitKind::Asm)).unwrap();
    let body = |name: &str| -> Vec<String> {
        let start = asm.find(&format!("\n{name}:\n")).unwrap_or_else(|| panic!("no {name}:\n{asm}"));
        asm[start + 1..].lines().take_while(|l| !l.contains(".cfi_endproc")).map(|l| l.trim().to_string()).collect()
    };
    // @tc_f pops its two stack arguments (24 bytes with alignment) and reserves 16 bytes for @tc_g's four.
    let f = body("tc_f");
    assert_eq!(f[2], "sub $0x10,%rsp", "{}", f.join("\n"));
    assert_eq!(f[3], ".cfi_def_cfa_offset 24", "{}", f.join("\n"));
    assert!(f.iter().any(|l| l == "ret $0x18"), "{}", f.join("\n"));
    let jmp = f.iter().position(|l| l == "jmp tc_g@PLT").unwrap_or_else(|| panic!("{}", f.join("\n")));
    assert!(f[..jmp].iter().rev().take(4).any(|l| l == "pop %rbp"), "{}", f.join("\n"));
    assert!(!f.iter().any(|l| l.starts_with("call") && l.contains("tc_g")), "{}", f.join("\n"));
    // The ordinary calls of a callee-pop function put the popped bytes back (-O0: -O2 inlines @st_g).
    let asm = String::from_utf8(kiln_object(FEWER_IR, 0, Target::LINUX, EmitKind::Asm)).unwrap();
    let start = asm.find("\nrun_loop:\n").unwrap();
    let lines: Vec<&str> = asm[start..].lines().map(str::trim).collect();
    let call = lines.iter().position(|l| *l == "call tc_f@PLT").unwrap();
    assert_eq!(lines[call + 1], "sub $0x18,%rsp", "{}", lines[..call + 3].join("\n"));
    let call = lines.iter().position(|l| *l == "call st_g@PLT").unwrap();
    assert_eq!(lines[call + 1], "sub $0x18,%rsp", "{}", lines[..call + 3].join("\n"));
}

#[test]
fn sibling_calls_are_jumps_at_o2_only_and_compute_the_same() {
    let asm = |opt| String::from_utf8(kiln_object(SIBLING_IR, opt, Target::LINUX, EmitKind::Asm)).unwrap();
    let body = |asm: &str, name: &str| -> Vec<String> {
        let start = asm.find(&format!("\n{name}:\n")).unwrap_or_else(|| panic!("no {name}:\n{asm}"));
        asm[start + 1..].lines().take_while(|l| !l.contains(".cfi_endproc")).map(|l| l.trim().to_string()).collect()
    };
    let (o0, o2) = (asm(0), asm(2));
    for (name, callee) in [("sib_even", "sib_odd"), ("sib_odd", "sib_even")] {
        let b2 = body(&o2, name);
        assert!(b2.iter().any(|l| *l == format!("jmp {callee}@PLT")), "-O2 {name}:\n{}", b2.join("\n"));
        assert!(!b2.iter().any(|l| *l == format!("call {callee}@PLT")), "-O2 {name}:\n{}", b2.join("\n"));
        let b0 = body(&o0, name);
        assert!(b0.iter().any(|l| *l == format!("call {callee}@PLT")), "-O0 {name}:\n{}", b0.join("\n"));
    }
    // Ten arguments do not fit the one-argument caller's incoming area: still a call at -O2.
    let narrow = body(&o2, "narrow");
    assert!(narrow.iter().any(|l| l == "call wide@PLT"), "{}", narrow.join("\n"));
    // Run: -O0 (shallow), -O2 (shallow and ten million deep, in constant stack), llc-19 the same.
    let driver = scratch_stem("sibling-driver").with_extension("c");
    std::fs::write(&driver, SIBLING_DRIVER).unwrap();
    let o0 = kiln_object(SIBLING_IR, 0, Target::LINUX, EmitKind::Object);
    let o2 = kiln_object(SIBLING_IR, 2, Target::LINUX, EmitKind::Object);
    let shallow0 = run(Target::LINUX, &[&o0], &driver, &[], "-O0");
    let shallow2 = run(Target::LINUX, &[&o2], &driver, &[], "-O2");
    assert_eq!(shallow0, shallow2);
    let deep2 = run(Target::LINUX, &[&o2], &driver, &["deep"], "-O2 deep");
    assert!(deep2.contains("stack grew=no"), "{deep2}");
    // llc-19 computes the same (shallow: LLVM makes sibling calls only when the stack arguments stay where they
    // are, and these swap theirs, so its build of the deep chain overflows the stack; gcc's and Kiln's do not).
    if let Some(llc) = llvm_tool("llc-19", "sibling calls against llc-19") {
        let l = llc_object(&llc, SIBLING_IR, "x86_64-pc-linux-gnu");
        assert_eq!(run(Target::LINUX, &[&l], &driver, &[], "llc"), shallow2);
    }
    if windows_tools_present("sibling calls on Windows") {
        let w0 = kiln_object(SIBLING_IR, 0, Target::WINDOWS_GNU, EmitKind::Object);
        let w2 = kiln_object(SIBLING_IR, 2, Target::WINDOWS_GNU, EmitKind::Object);
        assert_eq!(run(Target::WINDOWS_GNU, &[&w0], &driver, &[], "win -O0"), shallow0);
        assert_eq!(run(Target::WINDOWS_GNU, &[&w2], &driver, &["deep"], "win -O2 deep"), deep2);
    }
    let _ = std::fs::remove_file(&driver);
}
