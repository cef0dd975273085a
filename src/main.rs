//! The `kiln` command line: `verify`, `fmt`, `interp` and `opt` today; `build` and `run` arrive
//! with the code generator.
//!
//! Exit status: 0 success, 1 diagnostics (errors in the input), 2 usage errors (bad command
//! line, unreadable file); `interp` exits with the program's own status, or with the trap's
//! status (70-75, 134) when the interpreter stops it.

use std::io::{Read, Write};
use std::process::ExitCode;

const USAGE: &str = "\
kiln: a small native code backend for LLVM-syntax IR

Usage:
  kiln verify FILE.ll     parse and verify a module; silent on success
  kiln fmt FILE.ll        print the module in canonical text form to stdout
  kiln interp FILE.ll [--fuel N] [ARGS...]
                          run @main in the reference interpreter; exit with its status
  kiln help | --help      show this text
  kiln --version          show the version

FILE may be '-' to read standard input.
Coming with later work: build, run.

Exit status: 0 ok, 1 the input has errors (diagnostics on stderr), 2 usage error.
interp: the program's exit status; when the interpreter stops the program it prints why
(function, block, instruction) and exits with 70 undefined behaviour, 71 unreachable reached,
72 out of fuel, 73 unknown external function, 74 unsupported feature, 75 resource limit,
134 abort or llvm.trap.
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
        "opt" | "build" | "run" => Err(Failure::Usage(format!("'{cmd}' is not implemented yet (see the open issues)"))),
        other => Err(Failure::Usage(format!("unknown command '{other}'"))),
    }
}

/// `kiln interp FILE [--fuel N] [ARGS...]`: options come before FILE; everything after FILE is
/// passed to the program.
fn interp(rest: &[String]) -> Result<(), Failure> {
    let mut fuel = None;
    let mut i = 0;
    while i < rest.len() && rest[i].starts_with('-') && rest[i] != "-" {
        match rest[i].as_str() {
            "--fuel" => {
                let n = rest.get(i + 1).ok_or_else(|| Failure::Usage("--fuel needs a number".into()))?;
                fuel = Some(n.parse::<u64>().map_err(|_| Failure::Usage(format!("bad --fuel value '{n}'")))?);
                i += 2;
            }
            s => return Err(Failure::Usage(format!("unknown option '{s}' for 'interp'"))),
        }
    }
    let Some(file) = rest.get(i) else {
        return Err(Failure::Usage("'interp' needs a FILE ('-' for stdin)".into()));
    };
    let (name, src) = read_file(file)?;
    let module = load(&name, &src)?;
    let cfg = kiln_interp::Config { fuel, args: rest[i + 1..].to_vec(), capture: false, program_name: name };
    match kiln_interp::run_main(&module, &cfg) {
        Ok(outcome) if outcome.exit_code == 0 => Ok(()),
        Ok(outcome) => Err(Failure::Exit(outcome.exit_code)),
        Err((trap, _partial)) => {
            eprintln!("kiln interp: {trap}");
            Err(Failure::Exit(trap.exit_status()))
        }
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
