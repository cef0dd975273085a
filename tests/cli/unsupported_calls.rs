//! `kiln build` refuses what instruction selection does not implement (operand bundles, `tailcc` and
//! `swiftcc` signatures it does not place yet, unsplit coroutines, `musttail` calls not of the supported form)
//! with a located error, exit status 1 and no object; `kiln run` runs a ten-million-deep `musttail` recursion.

use super::kiln;

/// Builds `src` from stdin; returns the exit status, stderr and whether an object was written.
fn build_fails(src: &str, name: &str) -> (Option<i32>, String, bool) {
    let dir = std::env::temp_dir().join(format!("kiln-cli-unsupported-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let obj = dir.join("out.o");
    let out = kiln(&["build", "-", "-O2", "-o", obj.to_str().unwrap()], Some(src.as_bytes()));
    let written = obj.exists();
    let _ = std::fs::remove_dir_all(&dir);
    (out.status.code(), String::from_utf8_lossy(&out.stderr).into_owned(), written)
}

#[test]
fn unsupported_calls_and_definitions_are_located_errors() {
    let cases: &[(&str, &str, &str)] = &[
        (
            "bundle",
            "declare void @g()\ndefine void @f() {\n  call void @g() [ \"kcfi\"(i32 1) ]\n  ret void\n}\n",
            "<stdin>:3:3: error: in @f: operand bundle \"kcfi\" is not supported by the x86-64 backend",
        ),
        (
            "bundle-next-to-deopt",
            "declare void @g()\ndefine void @f() {\n  call void @g() [ \"deopt\"(i32 1), \"kcfi\"(i32 1) ]\n  ret void\n}\n",
            "<stdin>:3:3: error: in @f: operand bundle \"kcfi\" next to \"deopt\" on a call is not supported",
        ),
        (
            "tailcc-variadic",
            "define tailcc void @f(i64 %x, ...) {\n  ret void\n}\n",
            "<stdin>:1:1: error: in @f: variadic tailcc functions are not supported",
        ),
        (
            "swiftcc-i128",
            "define void @f(ptr %p) {\n  call swiftcc void %p(i128 1)\n  ret void\n}\n",
            "<stdin>:2:3: error: in @f: argument 0: i128 is not supported in a swiftcc signature yet",
        ),
        (
            "swifttailcc-musttail-swifterror",
            "declare swifttailcc void @g(ptr)\ndefine swifttailcc void @f(ptr swifterror %e) {\n  \
             musttail call swifttailcc void @g(ptr swifterror %e)\n  ret void\n}\n",
            "<stdin>:3:3: error: in @f: musttail call: a `swifterror` value is not supported in a tail call",
        ),
        (
            "coroutine",
            "define void @f() presplitcoroutine {\n  ret void\n}\n",
            // Every pipeline splits coroutines; this one has no coro.id to split by (instruction
            // selection's own check for unsplit coroutines is a unit test of isel).
            "<stdin>:1:1: error: in coroutine @f: a coroutine needs exactly one coro.id (found 0)",
        ),
        (
            "musttail-not-before-ret",
            "declare i64 @g(i64)\ndefine i64 @f(i64 %x) {\n  %r = musttail call i64 @g(i64 %x)\n  %s = add i64 %r, 1\n  \
             ret i64 %s\n}\n",
            "<stdin>:3:3: error: in @f: musttail call: must be followed by `ret` of its result",
        ),
        (
            "musttail-type",
            "declare i64 @g(i32)\ndefine i64 @f(i64 %x) {\n  %r = musttail call i64 @g(i32 1)\n  ret i64 %r\n}\n",
            "<stdin>:3:3: error: in @f: musttail call: the callee's type i64 (i32) is not the caller's type i64 (i64)",
        ),
        (
            "musttail-varargs",
            "define void @f(ptr %p, ...) {\n  musttail call void (ptr, ...) @f(ptr %p)\n  ret void\n}\n",
            "<stdin>:2:3: error: in @f: musttail call: forwarding variadic arguments is not supported yet",
        ),
        (
            "musttail-sret",
            "define void @f(ptr sret(i64) %p) {\n  musttail call void @f(ptr sret(i64) %p)\n  ret void\n}\n",
            "<stdin>:2:3: error: in @f: musttail call: a `sret` parameter is not supported yet",
        ),
        (
            "musttail-memory-aggregate",
            "%s = type { i64, i64, i64 }\ndefine i64 @f(%s %a) {\n  %r = musttail call i64 @f(%s %a)\n  ret i64 %r\n}\n",
            "<stdin>:3:3: error: in @f: musttail call: argument 0 is passed in memory, which is not supported yet",
        ),
        (
            "invoke-deopt",
            "declare void @g()\ndeclare i32 @p(...)\ndefine void @f() personality ptr @p {\n  invoke void @g() [ \"deopt\"(i32 1) ]\n          to label %ok unwind label %lp\nok:\n  ret void\nlp:\n  %l = landingpad { ptr, i32 }\n          cleanup\n  resume { ptr, i32 } %l\n}\n",
            "<stdin>:4:3: error: in @f: an invoke with the operand bundle \"deopt\" is not supported by the x86-64 backend",
        ),
        (
            "landingpad-type",
            "declare void @g()\ndeclare i32 @p(...)\ndefine void @f() personality ptr @p {\n  invoke void @g()\n          to label %ok unwind label %lp\nok:\n  ret void\nlp:\n  %l = landingpad { ptr, double }\n          cleanup\n  resume { ptr, double } %l\n}\n",
            "<stdin>:9:3: error: in @f: a landingpad of type { ptr, double } is not supported",
        ),
    ];
    for (name, src, want) in cases {
        let (status, err, written) = build_fails(src, name);
        assert_eq!(status, Some(1), "{name}: {err}");
        assert!(err.starts_with(want), "{name}: want `{want}`, got:\n{err}");
        assert!(!written, "{name}: an object was written despite the error");
    }
}

#[test]
fn run_executes_a_ten_million_deep_musttail_recursion() {
    let src = r#"@.fmt = private constant [6 x i8] c"%lld\0A\00"
declare i32 @printf(ptr, ...)
define i64 @down(i64 %n, i64 %acc) {
entry:
  %z = icmp eq i64 %n, 0
  br i1 %z, label %done, label %more
done:
  ret i64 %acc
more:
  %m = sub i64 %n, 1
  %a = add i64 %acc, %n
  %t = musttail call i64 @down(i64 %m, i64 %a)
  ret i64 %t
}
define i32 @main() {
  %s = call i64 @down(i64 10000000, i64 0)
  %p = call i32 (ptr, ...) @printf(ptr @.fmt, i64 %s)
  ret i32 0
}
"#;
    for opt in ["-O0", "-O2"] {
        let out = kiln(&["run", opt, "-"], Some(src.as_bytes()));
        assert_eq!(out.status.code(), Some(0), "{opt}: {}", String::from_utf8_lossy(&out.stderr));
        assert_eq!(String::from_utf8_lossy(&out.stdout), "50000005000000\n", "{opt}");
    }
}
