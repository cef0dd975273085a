//! Windows stack discipline of Kiln code: dynamic allocas and large frames call the target's stack-probe
//! routine before moving rsp (Windows commits a thread's stack one guard page at a time, so skipping a
//! page faults). Wine maps the whole stack, so it cannot show a missing probe: the listing test checks
//! that the probe is there, and the wine test that the probing sequences compute the right thing.

use kiln::codegen::{build, BuildOptions, EmitKind, Target};
use kiln_tests::windows::{describe_exit_code, link_and_run_windows, windows_tools_present};

/// Kiln IR: a dynamic alloca of `n` bytes whose LOWEST byte is written first, then handed to C, and a
/// fixed 256 KiB frame written the same way.
const IR: &str = r#"
target triple = "x86_64-w64-windows-gnu"
declare i64 @sum(ptr, i64)
define i64 @dynamic(i64 %n) {
entry:
  %p = alloca i8, i64 %n, align 16
  store volatile i8 7, ptr %p
  %s = call i64 @sum(ptr %p, i64 %n)
  ret i64 %s
}
define i64 @fixed() {
entry:
  %p = alloca [262144 x i8], align 16
  store volatile i8 7, ptr %p
  %s = call i64 @sum(ptr %p, i64 262144)
  ret i64 %s
}
"#;

const DRIVER: &str = r#"
#include <stdio.h>
#include <string.h>
long long dynamic(long long n);
long long fixed(void);
long long sum(unsigned char *p, long long n) {
    long long s = p[0];
    memset(p + 1, 1, n - 1);
    for (long long i = 1; i < n; i++) s += p[i];
    return s;
}
int main(void) {
    int fails = 0;
    /* The default Windows stack is 1 MiB. */
    long long sizes[] = {16, 4096, 40000, 300000, 700000};
    for (int k = 0; k < 5; k++) {
        long long n = sizes[k], s = dynamic(n);
        if (s != n - 1 + 7) { printf("dynamic(%lld) = %lld\n", n, s); fails++; }
    }
    if (fixed() != 262143 + 7) { printf("fixed() = %lld\n", fixed()); fails++; }
    printf("fails=%d\n", fails);
    return fails;
}
"#;

/// The instructions of `@dynamic` in the listing of `IR` built for `target`.
fn dynamic_listing(target: Target) -> Vec<String> {
    let mut module = kiln_ir::text::parse(IR.as_bytes()).expect("test IR parses");
    let opts = BuildOptions { opt_level: 2, target, emit: EmitKind::Asm };
    let text = String::from_utf8(build(&mut module, &opts).expect("builds")).expect("listing is text");
    let body = text.split("\ndynamic:\n").nth(1).expect("a label for @dynamic");
    body.lines().take_while(|l| !l.starts_with("fixed:")).map(|l| l.trim().to_string()).collect()
}

#[test]
fn dynamic_allocas_call_the_stack_probe_before_moving_rsp_on_windows() {
    for (target, probe) in
        [(Target::WINDOWS_GNU, Some("___chkstk_ms")), (Target::WINDOWS_MSVC, Some("__chkstk")), (Target::LINUX, None)]
    {
        let lines = dynamic_listing(target);
        let call = lines.iter().position(|l| l.starts_with("call") && l.contains("chkstk"));
        // The body's rsp adjustment by a register (the prologue's is by an immediate).
        let sub = lines.iter().position(|l| l.starts_with("sub %r") && l.ends_with(",%rsp"));
        match probe {
            Some(name) => {
                let call = call.unwrap_or_else(|| panic!("{target:?}: no probe call:\n{}", lines.join("\n")));
                assert!(lines[call].ends_with(name), "{target:?}: {}", lines[call]);
                assert!(sub.is_some_and(|s| s > call), "{target:?}: rsp moves before the probe:\n{}", lines.join("\n"));
            }
            None => assert_eq!(call, None, "{target:?} probes:\n{}", lines.join("\n")),
        }
    }
}

#[test]
fn dynamic_allocas_and_large_frames_probe_every_page_under_wine() {
    if !windows_tools_present("probing of Windows stack pages") {
        return;
    }
    let dir = std::env::temp_dir().join(format!("kiln-win-stack-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let driver = dir.join("driver.c");
    std::fs::write(&driver, DRIVER).unwrap();
    for opt_level in [0, 2] {
        let mut module = kiln_ir::text::parse(IR.as_bytes()).expect("test IR parses");
        let opts = BuildOptions { opt_level, target: Target::WINDOWS_GNU, emit: EmitKind::Object };
        let obj = build(&mut module, &opts).unwrap_or_else(|d| panic!("-O{opt_level}: {d:?}"));
        let run = link_and_run_windows(&[&obj], &[&driver], &["-O1"], &[], "win-stack")
            .unwrap_or_else(|e| panic!("-O{opt_level}: {e}"));
        let out = String::from_utf8_lossy(&run.stdout);
        assert_eq!(
            run.status,
            Some(0),
            "-O{opt_level}: {} \n{out}",
            run.status.map(describe_exit_code).unwrap_or_default()
        );
        assert!(out.contains("fails=0"), "-O{opt_level}: {out}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
