//! The `kiln` command line: `verify`, `fmt`, `interp`, `opt`, `build` and `run`.
//!
//! Exit status: 0 success, 1 diagnostics (errors in the input), 2 usage errors (bad command
//! line, unreadable file); `interp` and `run` exit with the program's own status (`interp` with the
//! trap's status, 70-75 or 134, when the interpreter stops it; `run` with 128+N when signal N kills
//! the program).

use std::io::{Read, Write};

/// mimalloc: the compiler allocates many small, short-lived objects per function; glibc malloc
/// showed at 7% of a large build.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;
use std::process::ExitCode;

const USAGE: &str = "\
kiln: a small native code backend for LLVM-syntax IR

Usage:
  kiln verify FILE.ll     parse and verify a module; silent on success
  kiln fmt FILE.ll        print the module in canonical text form to stdout
  kiln opt FILE.ll [--passes=a,b,c | -O0 | -O1 | -O2] [--verify-each] [--print-after-all]
                [--time-passes] [--remarks=FILE]
                          run IR passes and print the resulting module to stdout
                          (passes: mem2reg, instsimplify, simplifycfg, dce, loop-simplify,
                          loop-rotate, lcssa, licm, loop-unroll-full, loop-unroll, ...;
                          a name may carry a phase: pre_opt:mem2reg). Forced loop
                          transformations that could not be applied are warnings;
                          --remarks=FILE also writes them as YAML (LLVM's
                          -pass-remarks-output format)
  kiln interp FILE.ll [--fuel N] [--gc-stress] [ARGS...]
                          run @main in the reference interpreter; exit with its status
                          (--gc-stress: a moving collection at every gc.statepoint, so a
                          managed reference used without its gc.relocate traps)
  kiln build FILE.ll [-o OUT] [-O0|-O1|-O2] [--target TRIPLE] [--emit obj|asm|mir]
                [--remarks=FILE]
                          compile to an x86-64 object (ELF, COFF or Mach-O by target;
                          default OUT: FILE.o, FILE.obj for Windows) or, with --emit asm,
                          a GAS-syntax listing (--emit mir: the machine IR before register
                          allocation; both default to stdout). The target defaults to the
                          module's `target triple`, else x86_64-unknown-linux-gnu; targets:
                          x86_64-unknown-linux-gnu, x86_64-pc-windows-gnu,
                          x86_64-pc-windows-msvc, x86_64-apple-darwin
  kiln run FILE.ll [-O0|-O1|-O2] [ARGS...]
                          build, link with the system C compiler (cc, or $CC) and run with
                          ARGS; exit with the program's status
  kiln help | --help      show this text
  kiln --version          show the version

FILE may be '-' to read standard input.

Exit status: 0 ok, 1 the input has errors (diagnostics on stderr), 2 usage error.
interp: the program's exit status; when the interpreter stops the program it prints why
(function, block, instruction) and exits with 70 undefined behaviour, 71 unreachable reached,
72 out of fuel, 73 unknown external function, 74 unsupported feature, 75 resource limit,
134 abort or llvm.trap.
run: the program's exit status, or 128+N when signal N killed it.
";

/// What went wrong while running a command.
enum Failure {
    /// Errors in the input; already reported.
    Diagnostics,
    /// A usage problem; the message is printed with the usage hint.
    Usage(String),
    /// Exit with this status (the interpreted program's, modulo 256 like a process).
    Exit(i32),
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::Exit(code)) => ExitCode::from(code as u8),
        Err(Failure::Diagnostics) => ExitCode::from(1),
        Err(Failure::Usage(msg)) => {
            eprintln!("kiln: {msg}\nTry 'kiln --help'.");
            ExitCode::from(2)
        }
    }
}

fn run(args: &[String]) -> Result<(), Failure> {
    let Some(cmd) = args.first() else {
        return Err(Failure::Usage("no command given".into()));
    };
    let rest = &args[1..];
    match cmd.as_str() {
        "help" | "--help" | "-h" => {
            print!("{USAGE}");
            Ok(())
        }
        "--version" | "-V" => {
            println!("kiln {}", env!("CARGO_PKG_VERSION"));
            Ok(())
        }
        "verify" => {
            let (name, src) = read_single_input(cmd, rest)?;
            load(&name, &src).map(|_| ())
        }
        "fmt" => {
            let (name, src) = read_single_input(cmd, rest)?;
            let module = load(&name, &src)?;
            let text = kiln::ir::text::print_module(&module);
            let mut out = std::io::stdout().lock();
            // A closed stdout (e.g. `kiln fmt x.ll | head`) is not an error of the input.
            let _ = out.write_all(text.as_bytes()).and_then(|()| out.flush());
            Ok(())
        }
        "interp" => interp(rest),
        "opt" => opt(rest),
        "build" => build(rest),
        "run" => run_native(rest),
        other => Err(Failure::Usage(format!("unknown command '{other}'"))),
    }
}

/// `kiln opt FILE [--passes=LIST | -O0..-O2] [--verify-each] [--print-after-all] [--time-passes]`.
fn opt(rest: &[String]) -> Result<(), Failure> {
    let mut file = None;
    let mut passes: Option<String> = None;
    let mut level: Option<u8> = None;
    let mut remarks_file: Option<String> = None;
    let mut opts = kiln::ir::pass::ManagerOptions::default();
    for a in rest {
        match a.as_str() {
            "--verify-each" => opts.verify_each = true,
            "--print-after-all" => opts.print_after_all = true,
            "--time-passes" => opts.time_passes = true,
            "-O0" | "-O1" | "-O2" | "-O3" => level = Some(a.as_bytes()[2] - b'0'),
            s if s.starts_with("--remarks=") => remarks_file = Some(s["--remarks=".len()..].to_string()),
            s if s.starts_with("--passes=") => passes = Some(s["--passes=".len()..].to_string()),
            s if s.starts_with('-') && s != "-" => {
                return Err(Failure::Usage(format!("unknown option '{s}' for 'opt'")));
            }
            s => {
                if file.replace(s.to_string()).is_some() {
                    return Err(Failure::Usage("'opt' takes exactly one FILE".into()));
                }
            }
        }
    }
    let Some(file) = file else {
        return Err(Failure::Usage("'opt' needs a FILE ('-' for stdin)".into()));
    };
    let built = match (&passes, level) {
        (Some(_), Some(_)) => return Err(Failure::Usage("give either --passes or -O, not both".into())),
        (Some(list), None) => {
            let names: Vec<&str> = list.split(',').collect();
            kiln::ir::pass::build_pipeline(&names, kiln_lower::registry::lookup_pass)
        }
        (None, level) => kiln::ir::pass::build_default_pipeline(level.unwrap_or(0), kiln_lower::registry::lookup_pass),
    };
    let mut pm = built.map_err(Failure::Usage)?;
    pm.set_options(opts);
    let (name, src) = read_file(&file)?;
    let mut module = load(&name, &src)?;
    let report = pm.run(&mut module);
    eprint!("{}", report.format_printed());
    report_remarks(&name, &src, &report.remarks, remarks_file.as_deref())?;
    if opts.time_passes {
        eprint!("{}", report.format_timings());
    }
    if !report.ok() {
        eprint!("{}", report.format_diagnostics());
        eprint!("{}", kiln::render_diagnostics(&name, &src, &report.pass_errors));
        eprint!("{}", kiln::render_diagnostics(&name, &src, &report.final_verify_errors));
    }
    if report.output_is_valid() {
        let text = kiln::ir::text::print_module(&module);
        let mut out = std::io::stdout().lock();
        let _ = out.write_all(text.as_bytes()).and_then(|()| out.flush());
    }
    if report.ok() {
        Ok(())
    } else {
        Err(Failure::Diagnostics)
    }
}

/// `kiln interp FILE [--fuel N] [--gc-stress] [ARGS...]`: options come before FILE; everything
/// after FILE is passed to the program.
fn interp(rest: &[String]) -> Result<(), Failure> {
    let mut fuel = None;
    let mut gc_stress = false;
    let mut i = 0;
    while i < rest.len() && rest[i].starts_with('-') && rest[i] != "-" {
        match rest[i].as_str() {
            "--fuel" => {
                let n = rest.get(i + 1).ok_or_else(|| Failure::Usage("--fuel needs a number".into()))?;
                fuel = Some(n.parse::<u64>().map_err(|_| Failure::Usage(format!("bad --fuel value '{n}'")))?);
                i += 2;
            }
            "--gc-stress" => {
                gc_stress = true;
                i += 1;
            }
            s => return Err(Failure::Usage(format!("unknown option '{s}' for 'interp'"))),
        }
    }
    let Some(file) = rest.get(i) else {
        return Err(Failure::Usage("'interp' needs a FILE ('-' for stdin)".into()));
    };
    let (name, src) = read_file(file)?;
    let module = load(&name, &src)?;
    let cfg = kiln_interp::Config { fuel, args: rest[i + 1..].to_vec(), capture: false, program_name: name, gc_stress };
    match kiln_interp::run_main(&module, &cfg) {
        Ok(outcome) if outcome.exit_code == 0 => Ok(()),
        Ok(outcome) => Err(Failure::Exit(outcome.exit_code)),
        Err((trap, _partial)) => {
            eprintln!("kiln interp: {trap}");
            Err(Failure::Exit(trap.exit_status()))
        }
    }
}

/// `kiln build FILE [-o OUT] [-O0..-O2] [--target T] [--emit obj|asm]`.
fn build(rest: &[String]) -> Result<(), Failure> {
    let mut file = None;
    let mut out = None;
    let mut opts = kiln::codegen::BuildOptions::default();
    let mut target = None;
    let mut remarks_file: Option<String> = None;
    let mut i = 0;
    while i < rest.len() {
        let a = rest[i].as_str();
        let value = |i: usize| rest.get(i + 1).ok_or_else(|| Failure::Usage(format!("'{a}' needs a value")));
        match a {
            "-o" => {
                out = Some(value(i)?.clone());
                i += 1;
            }
            "-O0" | "-O1" | "-O2" | "-O3" => opts.opt_level = (a.as_bytes()[2] - b'0').min(2),
            "--target" => {
                let t = value(i)?;
                target = Some(kiln::codegen::Target::from_triple(t).ok_or_else(|| {
                    Failure::Usage(format!(
                        "unsupported target '{t}' (supported: x86_64-unknown-linux-gnu, x86_64-pc-windows-gnu, \
                         x86_64-pc-windows-msvc, x86_64-apple-darwin)"
                    ))
                })?);
                i += 1;
            }
            "--emit" => {
                opts.emit = match value(i)?.as_str() {
                    "obj" => kiln::codegen::EmitKind::Object,
                    "asm" => kiln::codegen::EmitKind::Asm,
                    "mir" => kiln::codegen::EmitKind::Mir,
                    other => return Err(Failure::Usage(format!("unknown --emit kind '{other}' (obj, asm or mir)"))),
                };
                i += 1;
            }
            s if s.starts_with("--remarks=") => remarks_file = Some(s["--remarks=".len()..].to_string()),
            s if s.starts_with('-') && s != "-" => {
                return Err(Failure::Usage(format!("unknown option '{s}' for 'build'")))
            }
            s => {
                if file.replace(s.to_string()).is_some() {
                    return Err(Failure::Usage("'build' takes exactly one FILE".into()));
                }
            }
        }
        i += 1;
    }
    let Some(file) = file else {
        return Err(Failure::Usage("'build' needs a FILE ('-' for stdin)".into()));
    };
    let (name, src) = read_file(&file)?;
    let mut module = load(&name, &src)?;
    opts.target = match target {
        Some(t) => t,
        None => module_target(&name, &module)?,
    };
    let bytes = compile(&name, &src, &mut module, &opts, remarks_file.as_deref())?;
    let out = match (out, opts.emit) {
        (Some(o), _) => o,
        (None, kiln::codegen::EmitKind::Asm | kiln::codegen::EmitKind::Mir) => "-".to_string(),
        (None, kiln::codegen::EmitKind::Object) if file == "-" => "a.o".to_string(),
        (None, kiln::codegen::EmitKind::Object) => {
            let ext = if opts.target.is_windows() { "obj" } else { "o" };
            let stem = std::path::Path::new(&file).with_extension(ext);
            stem.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_else(|| "a.o".into())
        }
    };
    write_output(&out, &bytes)
}

/// The target a module's `target triple` names, or Linux when it has none. A triple Kiln does not
/// generate code for is an error (a silently different ABI would be worse); `--target` overrides it.
fn module_target(name: &str, module: &kiln::ir::Module) -> Result<kiln::codegen::Target, Failure> {
    let Some(triple) = module.target_triple.as_deref() else {
        return Ok(kiln::codegen::Target::LINUX);
    };
    kiln::codegen::Target::from_triple(triple).ok_or_else(|| {
        eprintln!(
            "{name}: error: the module's target triple '{triple}' is not a target Kiln generates code for \
             (pass --target x86_64-unknown-linux-gnu, x86_64-pc-windows-gnu, x86_64-pc-windows-msvc or \
             x86_64-apple-darwin to override)"
        );
        Failure::Diagnostics
    })
}

/// Compiles, reporting diagnostics on stderr.
fn compile(
    name: &str,
    src: &[u8],
    module: &mut kiln::ir::Module,
    opts: &kiln::codegen::BuildOptions,
    remarks_file: Option<&str>,
) -> Result<Vec<u8>, Failure> {
    let mut remarks = Vec::new();
    let built = kiln::codegen::build_reporting(module, opts, &mut remarks);
    report_remarks(name, src, &remarks, remarks_file)?;
    built.map_err(|diags| {
        eprint!("{}", kiln::render_diagnostics(name, src, &diags));
        Failure::Diagnostics
    })
}

/// Prints remarks as warnings on stderr and, with `--remarks=FILE`, writes them as YAML.
fn report_remarks(
    name: &str,
    src: &[u8],
    remarks: &[kiln::ir::diag::Remark],
    file: Option<&str>,
) -> Result<(), Failure> {
    eprint!("{}", kiln::render_remarks(name, src, remarks));
    if let Some(path) = file {
        let yaml = kiln::remarks_yaml(name, src, remarks);
        std::fs::write(path, yaml).map_err(|e| Failure::Usage(format!("cannot write '{path}': {e}")))?;
    }
    Ok(())
}

/// Writes `bytes` to `out` ('-' is stdout).
fn write_output(out: &str, bytes: &[u8]) -> Result<(), Failure> {
    if out == "-" {
        let mut o = std::io::stdout().lock();
        let _ = o.write_all(bytes).and_then(|()| o.flush());
        Ok(())
    } else {
        std::fs::write(out, bytes).map_err(|e| Failure::Usage(format!("cannot write '{out}': {e}")))
    }
}

/// `kiln run FILE [-O0..-O2] [ARGS...]`: options come before FILE; everything after FILE is passed
/// to the program.
fn run_native(rest: &[String]) -> Result<(), Failure> {
    let mut opts = kiln::codegen::BuildOptions::default();
    let mut i = 0;
    while i < rest.len() && rest[i].starts_with('-') && rest[i] != "-" {
        match rest[i].as_str() {
            "-O0" | "-O1" | "-O2" | "-O3" => opts.opt_level = (rest[i].as_bytes()[2] - b'0').min(2),
            s => return Err(Failure::Usage(format!("unknown option '{s}' for 'run'"))),
        }
        i += 1;
    }
    let Some(file) = rest.get(i) else {
        return Err(Failure::Usage("'run' needs a FILE ('-' for stdin)".into()));
    };
    let (name, src) = read_file(file)?;
    let mut module = load(&name, &src)?;
    opts.target = module_target(&name, &module)?;
    if opts.target != kiln::codegen::Target::LINUX {
        eprintln!(
            "{name}: error: 'kiln run' links and runs on this Linux host, but the module targets '{}'; \
             use 'kiln build --target ...' and the target's toolchain instead",
            module.target_triple.as_deref().unwrap_or("?")
        );
        return Err(Failure::Diagnostics);
    }
    let object = compile(&name, &src, &mut module, &opts, None)?;
    let dir = TempDir::new().map_err(|e| Failure::Usage(format!("cannot create a temporary directory: {e}")))?;
    let obj_path = dir.path.join("main.o");
    let exe_path = dir.path.join("main");
    std::fs::write(&obj_path, &object).map_err(|e| Failure::Usage(format!("cannot write the object: {e}")))?;
    let cc = std::env::var("CC").unwrap_or_else(|_| "cc".to_string());
    let link = std::process::Command::new(&cc)
        .arg("-o")
        .arg(&exe_path)
        .arg(&obj_path)
        .arg("-lm")
        .status()
        .map_err(|e| Failure::Usage(format!("cannot run the C compiler '{cc}' to link: {e}")))?;
    if !link.success() {
        eprintln!("kiln run: linking with '{cc}' failed");
        return Err(Failure::Diagnostics);
    }
    let status = std::process::Command::new(&exe_path)
        .arg0_compat(&name)
        .args(&rest[i + 1..])
        .status()
        .map_err(|e| Failure::Usage(format!("cannot start the program: {e}")))?;
    use std::os::unix::process::ExitStatusExt;
    match (status.code(), status.signal()) {
        (Some(0), _) => Ok(()),
        (Some(code), _) => Err(Failure::Exit(code)),
        (None, Some(sig)) => Err(Failure::Exit(128 + sig)),
        (None, None) => Err(Failure::Exit(1)),
    }
}

/// Sets argv[0] of the program to the IR file's name, as `kiln interp` does.
trait Arg0Compat {
    fn arg0_compat(&mut self, name: &str) -> &mut Self;
}

impl Arg0Compat for std::process::Command {
    fn arg0_compat(&mut self, name: &str) -> &mut Self {
        use std::os::unix::process::CommandExt;
        self.arg0(name)
    }
}

/// A temporary directory removed when dropped.
struct TempDir {
    path: std::path::PathBuf,
}

impl TempDir {
    fn new() -> std::io::Result<TempDir> {
        let base = std::env::temp_dir();
        for n in 0..1000u32 {
            let path = base.join(format!("kiln-run-{}-{n}", std::process::id()));
            match std::fs::create_dir(&path) {
                Ok(()) => return Ok(TempDir { path }),
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
                Err(e) => return Err(e),
            }
        }
        Err(std::io::Error::other("no free temporary directory name"))
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.path);
    }
}

/// Reads the one FILE argument of `cmd` ('-' is stdin); returns its display name and bytes.
fn read_single_input(cmd: &str, rest: &[String]) -> Result<(String, Vec<u8>), Failure> {
    let mut file = None;
    for a in rest {
        match a.as_str() {
            "--help" | "-h" => {
                print!("{USAGE}");
                std::process::exit(0);
            }
            s if s.starts_with('-') && s != "-" => {
                return Err(Failure::Usage(format!("unknown option '{s}' for '{cmd}'")));
            }
            s => {
                if file.replace(s.to_string()).is_some() {
                    return Err(Failure::Usage(format!("'{cmd}' takes exactly one FILE")));
                }
            }
        }
    }
    let Some(file) = file else {
        return Err(Failure::Usage(format!("'{cmd}' needs a FILE ('-' for stdin)")));
    };
    read_file(&file)
}

/// Reads FILE ('-' is stdin); returns its display name and bytes.
fn read_file(file: &str) -> Result<(String, Vec<u8>), Failure> {
    if file == "-" {
        let mut buf = Vec::new();
        std::io::stdin()
            .read_to_end(&mut buf)
            .map_err(|e| Failure::Usage(format!("cannot read standard input: {e}")))?;
        Ok(("<stdin>".to_string(), buf))
    } else {
        let buf = std::fs::read(file).map_err(|e| Failure::Usage(format!("cannot read '{file}': {e}")))?;
        Ok((file.to_string(), buf))
    }
}

/// Parses and verifies, reporting diagnostics on stderr.
fn load(name: &str, src: &[u8]) -> Result<kiln::ir::Module, Failure> {
    kiln::load_module(src).map_err(|diags| {
        eprint!("{}", kiln::render_diagnostics(name, src, &diags));
        Failure::Diagnostics
    })
}
