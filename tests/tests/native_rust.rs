//! A Rust program whose panics are caught, built by Kiln from rustc's own IR and linked into
//! rustc's own link line. rustc 1.95 writes LLVM 22 IR, which Kiln reads through its upgrades of
//! newer syntax (docs/ir.md); the exceptions go through Kiln's ELF LSDA with
//! `rust_eh_personality`. The program catches a panic with `catch_unwind`, prints from `Drop`
//! guards while unwinding, nests `catch_unwind`, downcasts formatted `String` and `&str` payloads,
//! re-raises with `resume_unwind` (also with an `i32` payload) and returns normally.
//!
//! For rustc `-C opt-level=0` and `2` (`-C codegen-units=1 -C panic=unwind`), one rustc run
//! emits the IR and links the program with `-C save-temps --print link-args`. That link command
//! is replayed with the crate's codegen-unit object (the `.rcgu.o` that defines `main`, not the
//! allocator shim) replaced by Kiln's object, built at Kiln -O0 and -O2. Each program must print
//! exactly what rustc's own build prints and exit with its status (stderr, which holds the panic
//! messages, is not compared). A replay with rustc's own object checks the replay itself.

use kiln::codegen::{build, BuildOptions};
use kiln_tests::gen_program::harness::{run_killing_after, RUN_TIME_LIMIT};
use kiln_tests::native::{find_tool, scratch_stem};
use object::{Object, ObjectSymbol};
use std::os::unix::process::ExitStatusExt;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// The crate (and source file) name.
const CRATE: &str = "kiln_panics";

/// The program. Its inputs come from `std::env::args()` so that rustc -O2 keeps every panic;
/// `std::hint::black_box(x)` is rustc's `asm sideeffect "", "r,~{memory}"(ptr %x)`.
const PROGRAM: &str = r#"
use std::any::Any;
use std::panic::{self, AssertUnwindSafe};
use std::process::ExitCode;

struct Guard(&'static str, u32);

impl Drop for Guard {
    fn drop(&mut self) {
        println!("drop {} {}", self.0, self.1);
    }
}

/// The payload of a caught panic as text.
fn describe(e: &(dyn Any + Send)) -> String {
    if let Some(s) = e.downcast_ref::<String>() {
        format!("String {s:?}")
    } else if let Some(s) = e.downcast_ref::<&str>() {
        format!("str {s:?}")
    } else if let Some(n) = e.downcast_ref::<i32>() {
        format!("i32 {n}")
    } else {
        "other".to_string()
    }
}

#[inline(never)]
fn checked(x: u32) -> u32 {
    let _g = Guard("checked", x);
    if x > 2 {
        panic!("x too big: {} (limit {})", x, 2);
    }
    x * 10
}

#[inline(never)]
fn nested(depth: u32) -> u32 {
    let _outer = Guard("nested outer", depth);
    let inner = panic::catch_unwind(|| {
        let _g = Guard("nested inner", depth);
        if depth > 1 {
            panic!("static inner panic");
        }
        if depth > 0 {
            panic!("inner panic at depth {depth}");
        }
        depth
    });
    match inner {
        Ok(v) => v,
        Err(e) => {
            println!("inner caught: {}", describe(&*e));
            if depth > 1 {
                // The same payload, through the outer frames and their guards.
                panic::resume_unwind(e);
            }
            depth + 100
        }
    }
}

fn main() -> ExitCode {
    let n = std::env::args().count() as u32; // 1
    let mut score = 0u32;

    let ok = panic::catch_unwind(|| checked(n));
    println!("normal return: {:?}", ok);
    score += ok.unwrap_or(0);

    let r = panic::catch_unwind(|| checked(n + 5));
    match &r {
        Ok(v) => println!("value {v}"),
        Err(e) => println!("caught: {}", describe(&**e)),
    }
    score += r.is_err() as u32;

    for depth in [0, n, n + 1] {
        match panic::catch_unwind(|| nested(depth)) {
            Ok(v) => println!("nested({depth}) = {v}"),
            Err(e) => println!("nested({depth}) re-raised: {}", describe(&*e)),
        }
    }

    let mut steps = 0;
    let r = panic::catch_unwind(AssertUnwindSafe(|| {
        let _g = Guard("resume", n);
        steps += 1;
        panic::resume_unwind(Box::new(40 + n as i32 + 1));
    }));
    let payload = r.expect_err("resume_unwind unwinds");
    println!("resumed: {} after {} step(s)", describe(&*payload), steps);
    score += *payload.downcast::<i32>().expect("an i32 payload") as u32;

    let hidden = std::hint::black_box(score * 7 + n);
    println!("score {score} black_box {hidden}");
    ExitCode::from((score % 200) as u8)
}
"#;

/// What a program did: its stdout and its exit status (128 + the signal when one killed it).
type Outcome = (Vec<u8>, i32);

/// Finds rustc, or prints a loud warning (and fails under `KILN_REQUIRE_ORACLE`).
fn rustc_or_warn() -> Option<PathBuf> {
    let found = find_tool("rustc");
    if found.is_none() {
        eprintln!("\n!!! WARNING: rustc not found on PATH: Rust panics through Kiln-built code were NOT checked.\n");
        assert!(std::env::var_os("KILN_REQUIRE_ORACLE").is_none(), "KILN_REQUIRE_ORACLE is set but rustc is missing");
    }
    found
}

/// Runs `cmd` in `dir`; its stdout, or an error with its stderr naming `what`.
fn output_ok(cmd: &mut Command, dir: &Path, what: &str) -> Result<Vec<u8>, String> {
    let out = cmd.current_dir(dir).output().map_err(|e| format!("cannot run {what}: {e}"))?;
    if out.status.success() {
        Ok(out.stdout)
    } else {
        Err(format!("{what} failed ({}):\n{}", out.status, String::from_utf8_lossy(&out.stderr)))
    }
}

/// Runs `exe` with the time limit, without core dumps or backtraces.
fn run(exe: &Path) -> Result<Outcome, String> {
    let mut cmd = Command::new("sh");
    cmd.args(["-c", "ulimit -c 0; exec \"$0\""]).arg(exe).env("RUST_BACKTRACE", "0");
    let (status, stdout) = run_killing_after(&mut cmd, RUN_TIME_LIMIT, Duration::from_millis(2))?;
    let status = status.ok_or_else(|| format!("timed out after {RUN_TIME_LIMIT:?}"))?;
    let code = status.code().or_else(|| status.signal().map(|s| 128 + s)).ok_or("no exit status")?;
    Ok((stdout, code))
}

/// How `got` differs from `expected`: the statuses and both stdouts.
fn compare(expected: &Outcome, got: &Outcome) -> Result<(), String> {
    if got == expected {
        return Ok(());
    }
    Err(format!(
        "status {} (expected {}); stdout:\n{}--- expected stdout:\n{}",
        got.1,
        expected.1,
        String::from_utf8_lossy(&got.0),
        String::from_utf8_lossy(&expected.0)
    ))
}

// ---- rustc's link line --------------------------------------------------------------------------

/// Splits the command line rustc prints for `--print link-args` into words: `KEY="value"`
/// assignments and `"arg"`s quoted as Rust's `Debug` quotes them (backslash escapes, `\u{..}`),
/// also accepting single quotes and bare words.
fn split_words(line: &str) -> Result<Vec<String>, String> {
    let mut words = Vec::new();
    let mut chars = line.trim().chars().peekable();
    while chars.peek().is_some() {
        let mut word = String::new();
        while let Some(c) = chars.next() {
            match c {
                c if c.is_whitespace() => break,
                '"' => loop {
                    match chars.next().ok_or("unterminated '\"'")? {
                        '"' => break,
                        '\\' => word.push(unescape(&mut chars)?),
                        c => word.push(c),
                    }
                },
                '\'' => loop {
                    match chars.next().ok_or("unterminated \"'\"")? {
                        '\'' => break,
                        c => word.push(c),
                    }
                },
                '\\' => word.push(chars.next().ok_or("a trailing backslash")?),
                c => word.push(c),
            }
        }
        words.push(word);
        while chars.next_if(|c| c.is_whitespace()).is_some() {}
    }
    Ok(words)
}

/// One escape of a Rust `Debug` string, after its backslash.
fn unescape(chars: &mut impl Iterator<Item = char>) -> Result<char, String> {
    Ok(match chars.next().ok_or("an unterminated escape")? {
        'n' => '\n',
        't' => '\t',
        'r' => '\r',
        '0' => '\0',
        'u' => {
            if chars.next() != Some('{') {
                return Err("a malformed \\u escape".into());
            }
            let hex: String = chars.by_ref().take_while(|&c| c != '}').collect();
            u32::from_str_radix(&hex, 16).ok().and_then(char::from_u32).ok_or("a malformed \\u escape")?
        }
        c => c,
    })
}

/// rustc's link command: environment assignments, the linker, its arguments.
struct LinkLine {
    env: Vec<(String, String)>,
    linker: String,
    args: Vec<String>,
}

impl LinkLine {
    fn parse(printed: &str) -> Result<LinkLine, String> {
        let line = printed.lines().find(|l| !l.trim().is_empty()).ok_or("rustc printed no link line")?;
        let mut words = split_words(line)?.into_iter();
        let mut env = Vec::new();
        for w in words.by_ref() {
            let is_assignment = w
                .split_once('=')
                .is_some_and(|(k, _)| !k.is_empty() && k.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'));
            if !is_assignment {
                return Ok(LinkLine { env, linker: w, args: words.collect() });
            }
            let (k, v) = w.split_once('=').expect("an assignment");
            env.push((k.to_string(), v.to_string()));
        }
        Err(format!("no linker in the link line: {line}"))
    }

    /// The index in `args` of the crate's own codegen unit: the one `.rcgu.o` named after the
    /// crate that defines `main` (the allocator shim, also `CRATE.*.rcgu.o`, does not).
    fn crate_object(&self, dir: &Path) -> Result<usize, String> {
        let named: Vec<usize> = (0..self.args.len())
            .filter(|&i| {
                let name = Path::new(&self.args[i]).file_name().and_then(|n| n.to_str()).unwrap_or("");
                name.starts_with(CRATE) && name.ends_with(".rcgu.o")
            })
            .collect();
        let mut defining_main = Vec::new();
        for &i in &named {
            let bytes = std::fs::read(dir.join(&self.args[i])).map_err(|e| format!("{}: {e}", self.args[i]))?;
            if defines(&bytes, "main")? {
                defining_main.push(i);
            }
        }
        match defining_main[..] {
            [i] if self.args[i].contains("-cgu.") => Ok(i),
            _ => Err(format!(
                "expected one codegen-unit object defining main among {:?}, found {:?}",
                named.iter().map(|&i| &self.args[i]).collect::<Vec<_>>(),
                defining_main.iter().map(|&i| &self.args[i]).collect::<Vec<_>>()
            )),
        }
    }

    /// Runs the link in `dir` with `args[object]` replaced by `replacement` and the output
    /// written to `exe`.
    fn relink(&self, dir: &Path, object: usize, replacement: &Path, exe: &Path) -> Result<(), String> {
        let mut args = self.args.clone();
        args[object] = replacement.display().to_string();
        let out = args.iter().position(|a| a == "-o").ok_or("no -o in the link line")? + 1;
        *args.get_mut(out).ok_or("-o without a file")? = exe.display().to_string();
        let mut cmd = Command::new(&self.linker);
        cmd.args(&args).envs(self.env.iter().map(|(k, v)| (k, v)));
        output_ok(&mut cmd, dir, "the link").map(|_| ())
    }
}

/// Whether the object `bytes` defines the symbol `name`.
fn defines(bytes: &[u8], name: &str) -> Result<bool, String> {
    let file = object::File::parse(bytes).map_err(|e| format!("not an object: {e}"))?;
    Ok(file.symbols().any(|s| s.is_definition() && s.name() == Ok(name)))
}

/// The newer (LLVM 20-22) constructs Kiln upgrades on input, as they appear in rustc's IR.
const NEWER_SYNTAX: [(&str, &str); 4] = [
    ("captures(...)", "captures("),
    ("nocreateundeforpoison", "nocreateundeforpoison"),
    ("one-argument llvm.lifetime.*", "@llvm.lifetime.start.p0(ptr"),
    ("the empty memory-clobber asm", "asm sideeffect \"\", \"~{memory}\"()"),
];

// ---- Kiln ---------------------------------------------------------------------------------------

/// Builds the IR file `ll` into an ELF object at `opt_level`; a Kiln panic is an error.
fn kiln_object(ll: &Path, opt_level: u8) -> Result<Vec<u8>, String> {
    let src = std::fs::read(ll).map_err(|e| format!("{}: {e}", ll.display()))?;
    let name = ll.display().to_string();
    let built = std::panic::catch_unwind(|| {
        let mut module =
            kiln::load_module(&src).map_err(|d| format!("rejected:\n{}", kiln::render_diagnostics(&name, &src, &d)))?;
        build(&mut module, &BuildOptions { opt_level, ..BuildOptions::default() })
            .map_err(|d| format!("build failed:\n{}", kiln::render_diagnostics(&name, &src, &d)))
    });
    built.unwrap_or_else(|p| {
        let msg = p.downcast_ref::<String>().cloned().or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()));
        Err(format!("Kiln panicked: {}", msg.unwrap_or_default()))
    })
}

/// One rustc opt level: emits the IR and links with save-temps in `dir/rustc-O{opt}`, checks
/// rustc's program and the replayed link, then builds, links and runs Kiln's objects.
/// Returns the failures, one per case, and adds the newer constructs its IR holds to `seen`.
fn check_rustc_level(
    rustc: &Path,
    dir: &Path,
    rustc_opt: u8,
    expected: &Outcome,
    seen: &mut Vec<&'static str>,
) -> Result<Vec<String>, String> {
    let out_dir = format!("rustc-O{rustc_opt}");
    std::fs::create_dir_all(dir.join(&out_dir)).map_err(|e| e.to_string())?;
    let printed = output_ok(
        Command::new(rustc).args(["--edition", "2021", "--emit=llvm-ir,link", "-C", "panic=unwind"]).args([
            "-C",
            "codegen-units=1",
            "-C",
            &format!("opt-level={rustc_opt}"),
            "-C",
            "save-temps",
            "--print",
            "link-args",
            "--out-dir",
            &out_dir,
            &format!("{CRATE}.rs"),
        ]),
        dir,
        "rustc --emit=llvm-ir,link",
    )?;
    let line = LinkLine::parse(&String::from_utf8_lossy(&printed))?;
    let ir = std::fs::read_to_string(dir.join(&out_dir).join(format!("{CRATE}.ll"))).map_err(|e| e.to_string())?;
    seen.extend(NEWER_SYNTAX.iter().filter(|(_, text)| ir.contains(text)).map(|(name, _)| *name));
    let object = line.crate_object(dir)?;
    let out = dir.join(&out_dir);
    compare(expected, &run(&out.join(CRATE))?).map_err(|e| format!("rustc's own -O{rustc_opt} build differs: {e}"))?;
    // The replay with rustc's own object must give rustc's program.
    let control = out.join("control.exe");
    line.relink(dir, object, &dir.join(&line.args[object]), &control)?;
    compare(expected, &run(&control)?).map_err(|e| format!("replaying rustc's -O{rustc_opt} link differs: {e}"))?;
    let mut failures = Vec::new();
    for kiln_opt in [0u8, 2] {
        let case = format!("rustc -C opt-level={rustc_opt}, Kiln -O{kiln_opt}");
        let result = (|| {
            let obj = kiln_object(&out.join(format!("{CRATE}.ll")), kiln_opt)?;
            if !defines(&obj, "main")? {
                return Err("Kiln's object does not define main".to_string());
            }
            let obj_path = out.join(format!("kiln-O{kiln_opt}.o"));
            std::fs::write(&obj_path, &obj).map_err(|e| e.to_string())?;
            let exe = out.join(format!("kiln-O{kiln_opt}.exe"));
            line.relink(dir, object, &obj_path, &exe)?;
            compare(expected, &run(&exe)?)
        })();
        match result {
            Ok(()) => eprintln!("{case}: same output and status as rustc's build"),
            Err(e) => failures.push(format!("{case}: {e}")),
        }
    }
    Ok(failures)
}

#[test]
fn rust_panics_run_natively_like_rustcs_build() {
    let Some(rustc) = rustc_or_warn() else { return };
    let dir = scratch_stem("rust-panics");
    std::fs::create_dir_all(&dir).expect("scratch directory");
    std::fs::write(dir.join(format!("{CRATE}.rs")), PROGRAM).expect("write the program");
    let reference = output_ok(
        Command::new(&rustc).args([
            "--edition",
            "2021",
            "-C",
            "panic=unwind",
            "-o",
            "reference",
            &format!("{CRATE}.rs"),
        ]),
        &dir,
        "rustc",
    )
    .and_then(|_| run(&dir.join("reference")))
    .unwrap_or_else(|e| panic!("the reference build: {e}"));
    let text = String::from_utf8_lossy(&reference.0);
    assert!(
        text.contains("caught: String \"x too big: 6 (limit 2)\"")
            && text.ends_with("score 53 black_box 372\n")
            && reference.1 == 53,
        "the reference program did not run as written (status {}):\n{text}",
        reference.1
    );
    let mut failures = Vec::new();
    let mut seen = Vec::new();
    for rustc_opt in [0u8, 2] {
        match check_rustc_level(&rustc, &dir, rustc_opt, &reference, &mut seen) {
            Ok(f) => failures.extend(f),
            Err(e) => failures.push(format!("rustc -C opt-level={rustc_opt}: {e}")),
        }
    }
    for (name, _) in NEWER_SYNTAX.iter().filter(|(name, _)| !seen.contains(name)) {
        eprintln!("\n!!! WARNING: this rustc's IR no longer holds {name}: its upgrade was not exercised here.\n");
    }
    assert!(
        failures.is_empty(),
        "{} case(s) failed (files kept in {}):\n{}",
        failures.len(),
        dir.display(),
        failures.join("\n")
    );
    let _ = std::fs::remove_dir_all(&dir);
}
