//! `musttail` calls are real tail calls: mutually recursive functions that call each other ten million
//! times (directly, through function pointers, with integer and floating register arguments, with stack
//! arguments they swap, from realigned frames with dynamic allocas and callee-saved registers, and in the
//! `win64cc` convention) and two coroutines handing control to each other by symmetric transfer run in
//! constant stack at -O0 and -O2, and compute the right values. A chain of ordinary calls that deep
//! needs hundreds of megabytes of stack and crashes; C also checks that the stack at the innermost frame is
//! within a few KiB of `main`'s. Run on Linux, and for x86_64-w64-windows-gnu under wine when mingw-w64 and
//! wine are installed; the objects for Windows and macOS are checked to end their tail calls in the jumps
//! the unwinders recognise.

use kiln::codegen::{build, BuildOptions, EmitKind, Target};
use kiln_tests::gen_program::harness::{run_with_limit, RUN_TIME_LIMIT};
use kiln_tests::native::{link, scratch_stem};
use kiln_tests::windows::{describe_exit_code, link_and_run_windows, windows_tools_present};
use object::{Object, ObjectSection, ObjectSymbol};
use std::process::Command;

/// The program. `@probe` (C) records how deep the stack is below `main` at each innermost frame.
const IR: &str = r#"
declare void @probe()
declare void @touch(ptr, ptr, i64)

; Register arguments of four types, a direct tail call each way.
define i64 @even(i64 %n, i32 %k, double %x, float %y) {
entry:
  %z = icmp eq i64 %n, 0
  br i1 %z, label %done, label %more
done:
  call void @probe()
  %xi = fptosi double %x to i64
  %yi = fptosi float %y to i64
  %kk = sext i32 %k to i64
  %s = add i64 %xi, %yi
  %r = add i64 %s, %kk
  ret i64 %r
more:
  %m = sub i64 %n, 1
  %k1 = add i32 %k, 3
  %x1 = fadd double %x, 5.000000e-01
  %t = musttail call i64 @odd(i64 %m, i32 %k1, double %x1, float %y)
  ret i64 %t
}
define i64 @odd(i64 %n, i32 %k, double %x, float %y) {
  %m = sub i64 %n, 1
  %k1 = sub i32 %k, 1
  %y1 = fadd float %y, 1.000000e+00
  %t = musttail call i64 @even(i64 %m, i32 %k1, double %x, float %y1)
  ret i64 %t
}

; Indirect tail calls through function pointers the caller passes in.
define i64 @ping(i64 %n, i64 %acc, ptr %self, ptr %other) {
entry:
  %z = icmp eq i64 %n, 0
  br i1 %z, label %done, label %more
done:
  call void @probe()
  ret i64 %acc
more:
  %m = sub i64 %n, 1
  %a = add i64 %acc, 3
  %t = musttail call i64 %other(i64 %m, i64 %a, ptr %other, ptr %self)
  ret i64 %t
}
define i64 @pong(i64 %n, i64 %acc, ptr %self, ptr %other) {
  %m = sub i64 %n, 1
  %a = sub i64 %acc, 1
  %t = musttail call i64 %other(i64 %m, i64 %a, ptr %other, ptr %self)
  ret i64 %t
}

; Stack arguments (two integers and a double past the registers under SysV, more under Win64), swapped
; on every call, and register arguments passed through unchanged.
define i64 @swap_a(i64 %n, i64 %r1, i64 %r2, i64 %r3, i64 %r4, i64 %r5, i64 %s1, i64 %s2, double %d1, double %d2, double %d3, double %d4, double %d5, double %d6, double %d7, double %d8, double %d9) {
entry:
  %z = icmp eq i64 %n, 0
  br i1 %z, label %done, label %more
done:
  call void @probe()
  %hi = mul i64 %s1, 1000
  %a1 = add i64 %hi, %s2
  %a2 = add i64 %a1, %r1
  %a3 = add i64 %a2, %r2
  %a4 = add i64 %a3, %r3
  %a5 = add i64 %a4, %r4
  %a6 = add i64 %a5, %r5
  %e1 = fadd double %d1, %d2
  %e2 = fadd double %e1, %d3
  %e3 = fadd double %e2, %d4
  %e4 = fadd double %e3, %d5
  %e5 = fadd double %e4, %d6
  %e6 = fadd double %e5, %d7
  %e7 = fadd double %e6, %d8
  %ei = fptosi double %e7 to i64
  %d9i = fptosi double %d9 to i64
  %a7 = add i64 %a6, %ei
  %a8 = add i64 %a7, %d9i
  ret i64 %a8
more:
  %m = sub i64 %n, 1
  %s2b = add i64 %s2, 1
  %d9b = fadd double %d9, 1.000000e+00
  %t = musttail call i64 @swap_b(i64 %m, i64 %r1, i64 %r2, i64 %r3, i64 %r4, i64 %r5, i64 %s2b, i64 %s1, double %d1, double %d2, double %d3, double %d4, double %d5, double %d6, double %d7, double %d8, double %d9b)
  ret i64 %t
}
define i64 @swap_b(i64 %n, i64 %r1, i64 %r2, i64 %r3, i64 %r4, i64 %r5, i64 %s1, i64 %s2, double %d1, double %d2, double %d3, double %d4, double %d5, double %d6, double %d7, double %d8, double %d9) {
  %m = sub i64 %n, 1
  %d9b = fadd double %d9, 2.500000e-01
  %t = musttail call i64 @swap_a(i64 %m, i64 %r1, i64 %r2, i64 %r3, i64 %r4, i64 %r5, i64 %s2, i64 %s1, double %d1, double %d2, double %d3, double %d4, double %d5, double %d6, double %d7, double %d8, double %d9b)
  ret i64 %t
}

; A realigned frame with a dynamic alloca (so rbx is its base pointer) and values kept across a call in
; callee-saved registers, tail-calling itself.
define i64 @framed(i64 %n, i64 %acc) {
entry:
  %big = alloca [4 x i64], align 64
  %sz0 = and i64 %n, 63
  %sz = add i64 %sz0, 1
  %dyn = alloca i8, i64 %sz, align 16
  store i64 %acc, ptr %big
  call void @touch(ptr %big, ptr %dyn, i64 %sz)
  %v = load i64, ptr %big
  %z = icmp eq i64 %n, 0
  br i1 %z, label %done, label %more
done:
  call void @probe()
  ret i64 %v
more:
  %m = sub i64 %n, 1
  %t = musttail call i64 @framed(i64 %m, i64 %v)
  ret i64 %t
}

; Symmetric transfer as the coroutine splitter emits it: each resume function asks `@await_suspend`
; which coroutine runs next and tail-calls its resume function.
%frame = type { ptr, ptr }
@count = internal global i64 0
@b_runs = internal global i64 0
@fa = internal global %frame { ptr @a.resume, ptr @fb }
@fb = internal global %frame { ptr @b.resume, ptr @fa }
@fdone = internal global %frame { ptr @done.resume, ptr null }
define internal ptr @await_suspend(ptr %a, ptr %frame) noinline {
entry:
  %c = load i64, ptr @count
  %z = icmp eq i64 %c, 0
  br i1 %z, label %fin, label %go
fin:
  ret ptr @fdone
go:
  %c1 = sub i64 %c, 1
  store i64 %c1, ptr @count
  %o = getelementptr %frame, ptr %frame, i32 0, i32 1
  %other = load ptr, ptr %o
  ret ptr %other
}
define internal void @a.resume(ptr %frame) {
  %next = call ptr @await_suspend(ptr null, ptr %frame)
  %r = load ptr, ptr %next
  musttail call void %r(ptr %next)
  ret void
}
define internal void @b.resume(ptr %frame) {
  %b = load i64, ptr @b_runs
  %b1 = add i64 %b, 1
  store i64 %b1, ptr @b_runs
  %next = call ptr @await_suspend(ptr null, ptr %frame)
  %r = load ptr, ptr %next
  musttail call void %r(ptr %next)
  ret void
}
define internal void @done.resume(ptr %frame) {
  call void @probe()
  ret void
}
define i64 @transfers(i64 %n) {
  store i64 %n, ptr @count
  store i64 0, ptr @b_runs
  call void @a.resume(ptr @fa)
  %b = load i64, ptr @b_runs
  ret i64 %b
}
"#;

/// The stack-argument pair again in the Win64 convention (on Linux: a `win64cc` body calling C).
fn win64cc_ir() -> String {
    let start = IR.find("define i64 @swap_a").unwrap();
    let end = IR.find("; A realigned frame").unwrap();
    IR[start..end]
        .replace("define i64 @swap_", "define win64cc i64 @w_swap_")
        .replace("musttail call i64 @swap_", "musttail call win64cc i64 @w_swap_")
}

const DRIVER: &str = r#"
#include <stdio.h>
#include <stdint.h>
static char *base;
static long long deepest;
static int bad;
void probe(void) {
    long long d = base - (char *)__builtin_frame_address(0);
    if (d > deepest) deepest = d;
}
void touch(long long *big, char *dyn, long long n) {
    if ((uintptr_t)big % 64 || (uintptr_t)dyn % 16) { printf("misaligned %p %p\n", (void *)big, (void *)dyn); bad++; }
    for (long long i = 0; i < n; i++) dyn[i] = (char)i;
    big[0] += 1;
}
typedef long long i64;
i64 even(i64, int, double, float);
i64 ping(i64, i64, void *, void *);
i64 pong(i64, i64, void *, void *);
i64 swap_a(i64, i64, i64, i64, i64, i64, i64, i64, double, double, double, double, double, double, double, double, double);
__attribute__((ms_abi)) i64 w_swap_a(i64, i64, i64, i64, i64, i64, i64, i64, double, double, double, double, double, double, double, double, double);
i64 framed(i64, i64);
i64 transfers(i64);
static void check(const char *what, i64 got, i64 want) {
    if (got != want) { printf("%s = %lld, want %lld\n", what, got, want); bad++; }
}
int main(void) {
    base = (char *)__builtin_frame_address(0);
    const i64 n = 10000000;
    check("even", even(n, 0, 0.0, 0.0f), 17500000);
    check("ping", ping(n, 0, (void *)ping, (void *)pong), 10000000);
    check("swap_a", swap_a(n, 1, 2, 3, 4, 5, 7, 8, 1, 2, 3, 4, 5, 6, 7, 8, 0.5), 11257059);
    check("w_swap_a", w_swap_a(n, 1, 2, 3, 4, 5, 7, 8, 1, 2, 3, 4, 5, 6, 7, 8, 0.5), 11257059);
    check("framed", framed(1000000, 0), 1000001);
    check("transfers", transfers(1000000), 500000);
    if (deepest > 16384) { printf("the stack grew to %lld bytes\n", deepest); bad++; }
    printf("bad=%d deepest=%lld\n", bad, deepest);
    return bad;
}
"#;

fn object(opt_level: u8, target: Target, emit: EmitKind) -> Vec<u8> {
    let src = format!("{IR}\n{}", win64cc_ir());
    let mut module = kiln::load_module(src.as_bytes())
        .unwrap_or_else(|d| panic!("{}", kiln::render_diagnostics("<musttail>", src.as_bytes(), &d)));
    build(&mut module, &BuildOptions { opt_level, target, emit })
        .unwrap_or_else(|d| panic!("-O{opt_level}: {}", kiln::render_diagnostics("<musttail>", src.as_bytes(), &d)))
}

#[test]
fn musttail_chains_run_in_constant_stack_on_linux() {
    let c_path = scratch_stem("musttail").with_extension("c");
    std::fs::write(&c_path, DRIVER).expect("write C");
    for opt_level in [0, 2] {
        let obj = object(opt_level, Target::LINUX, EmitKind::Object);
        let exe = link(&obj, &[&c_path], &["-O1"], "musttail").unwrap_or_else(|e| panic!("{e}"));
        let run = run_with_limit(&mut Command::new(&exe), RUN_TIME_LIMIT).unwrap_or_else(|e| panic!("{e}"));
        let _ = std::fs::remove_file(&exe);
        let out = String::from_utf8_lossy(&run.stdout);
        assert!(run.status == Some(0) && out.contains("bad=0"), "-O{opt_level}: status {:?}\n{out}", run.status);
    }
    let _ = std::fs::remove_file(&c_path);
}

#[test]
fn musttail_chains_run_in_constant_stack_under_wine() {
    if !windows_tools_present("musttail calls on Windows") {
        return;
    }
    let c_path = scratch_stem("musttail-win").with_extension("c");
    std::fs::write(&c_path, DRIVER).expect("write C");
    for opt_level in [0, 2] {
        let obj = object(opt_level, Target::WINDOWS_GNU, EmitKind::Object);
        let run = link_and_run_windows(&[&obj], &[&c_path], &["-O1"], &[], "musttail")
            .unwrap_or_else(|e| panic!("-O{opt_level}: {e}"));
        let out = String::from_utf8_lossy(&run.stdout);
        let status = run.status.map(describe_exit_code).unwrap_or_default();
        assert!(run.status == Some(0) && out.contains("bad=0"), "-O{opt_level}: {status}\n{out}");
    }
    let _ = std::fs::remove_file(&c_path);
}

/// The code of the function `name` (symbol `name`, or `_name` on Mach-O) in `obj`, and its relocations
/// as (offset in the function, relocation).
fn function_code(obj: &[u8], name: &str) -> (Vec<u8>, Vec<(u64, object::Relocation)>) {
    let file = object::File::parse(obj).expect("Kiln writes a valid object");
    let sym = file
        .symbols()
        .find(|s| s.name().is_ok_and(|n| n == name || n.strip_prefix('_') == Some(name)))
        .unwrap_or_else(|| panic!("no symbol {name}"));
    let section = file.section_by_index(sym.section_index().expect("a defined function")).unwrap();
    let start = sym.address() - section.address();
    let data = section.data().unwrap();
    // The function ends where the next symbol of its section starts, or with the section.
    let end = file
        .symbols()
        .filter(|s| s.section_index() == sym.section_index() && s.address() > sym.address())
        .map(|s| s.address() - section.address())
        .min()
        .unwrap_or(data.len() as u64);
    let relocs =
        section.relocations().filter(|(at, _)| (start..end).contains(at)).map(|(at, r)| (at - start, r)).collect();
    (data[start as usize..end as usize].to_vec(), relocs)
}

#[test]
fn tail_calls_end_in_jumps_the_unwinders_recognise() {
    for opt_level in [0, 2] {
        // Windows: `pop rbp; jmp rel32` to another function, and `rex.W jmp rax` for indirect calls and a
        // function calling itself (a jump back into the function would read as a branch of its body).
        let obj = object(opt_level, Target::WINDOWS_GNU, EmitKind::Object);
        let (even, relocs) = function_code(&obj, "even");
        let jmp = even.windows(2).position(|w| w == [0x5D, 0xE9]).map(|p| p as u64 + 1);
        let jmp = jmp.unwrap_or_else(|| panic!("-O{opt_level}: no `pop rbp; jmp rel32` in @even: {even:02x?}"));
        assert!(relocs.iter().any(|(at, _)| *at == jmp + 1), "-O{opt_level}: the jump to @odd is not relocated");
        for name in ["ping", "pong", "framed", "a.resume"] {
            let (code, _) = function_code(&obj, name);
            assert!(
                code.windows(4).any(|w| w == [0x5D, 0x48, 0xFF, 0xE0]),
                "-O{opt_level}: no `pop rbp; rex.W jmp rax` in @{name}: {code:02x?}"
            );
        }
        // Mach-O: the jump to @odd is a BRANCH relocation, as calls are.
        let obj = object(opt_level, Target::MACOS, EmitKind::Object);
        let (even, relocs) = function_code(&obj, "even");
        let branch = relocs.iter().any(|(at, r)| {
            matches!(r.flags(), object::RelocationFlags::MachO { r_type: object::macho::X86_64_RELOC_BRANCH, .. })
                && even.get(*at as usize - 1) == Some(&0xE9)
        });
        assert!(branch, "-O{opt_level}: no BRANCH-relocated `jmp` in _even");
    }
    // The listing shows the tail calls as jumps after the epilogue, and no call to the callee.
    let asm = String::from_utf8(object(2, Target::LINUX, EmitKind::Asm)).unwrap();
    let odd: Vec<&str> =
        asm.split("\nodd:\n").nth(1).unwrap().lines().take_while(|l| !l.contains(".cfi_endproc")).collect();
    let tail = odd.iter().position(|l| l.trim() == "jmp even@PLT").unwrap_or_else(|| panic!("{}", odd.join("\n")));
    assert_eq!(odd[tail - 3].trim(), "pop %rbp", "{}", odd.join("\n"));
    assert!(odd[tail - 2].contains(".cfi_remember_state") && odd[tail - 1].contains(".cfi_def_cfa %rsp, 8"));
    assert!(!odd.iter().any(|l| l.contains("call")), "{}", odd.join("\n"));
}
