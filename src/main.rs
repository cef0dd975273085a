//! The `kiln` command line: `kiln verify|fmt FILE` today; `interp`, `opt`, `build` and `run`
//! arrive with the interpreter and the code generator.
//!
//! Exit status: 0 success, 1 diagnostics (errors in the input), 2 usage errors (bad command
//! line, unreadable file).

use std::io::{Read, Write};
use std::process::ExitCode;

const USAGE: &str = "\
kiln: a small native code backend for LLVM-syntax IR

Usage:
  kiln verify FILE.ll     parse and verify a module; silent on success
  kiln fmt FILE.ll        print the module in canonical text form to stdout
  kiln help | --help      show this text
  kiln --version          show the version

FILE may be '-' to read standard input.
Coming with later work: interp, opt, build, run.

Exit status: 0 ok, 1 the input has errors (diagnostics on stderr), 2 usage error.
";

/// What went wrong while running a command.
enum Failure {
    /// Errors in the input; already reported.
    Diagnostics,
    /// A usage problem; the message is printed with the usage hint.
    Usage(String),
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
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
        "interp" | "opt" | "build" | "run" => {
            Err(Failure::Usage(format!("'{cmd}' is not implemented yet (see the open issues)")))
        }
        other => Err(Failure::Usage(format!("unknown command '{other}'"))),
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
    if file == "-" {
        let mut buf = Vec::new();
        std::io::stdin()
            .read_to_end(&mut buf)
            .map_err(|e| Failure::Usage(format!("cannot read standard input: {e}")))?;
        Ok(("<stdin>".to_string(), buf))
    } else {
        let buf = std::fs::read(&file).map_err(|e| Failure::Usage(format!("cannot read '{file}': {e}")))?;
        Ok((file, buf))
    }
}

/// Parses and verifies, reporting diagnostics on stderr.
fn load(name: &str, src: &[u8]) -> Result<kiln::ir::Module, Failure> {
    kiln::load_module(src).map_err(|diags| {
        eprint!("{}", kiln::render_diagnostics(name, src, &diags));
        Failure::Diagnostics
    })
}
