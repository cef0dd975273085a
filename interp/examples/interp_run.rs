//! Runs `main` of an IR file under the interpreter and reports steps and speed on stderr:
//! `cargo run --release -p kiln-interp --example interp_run -- FILE.ll [ARGS...]`.

use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(path) = args.first() else {
        eprintln!("usage: interp_run FILE.ll [ARGS...]");
        std::process::exit(2);
    };
    let src = match std::fs::read(path) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("{path}: {e}");
            std::process::exit(2);
        }
    };
    let m = match kiln_ir::text::parse(&src) {
        Ok(m) => m,
        Err(d) => {
            eprintln!("{path}: {}", d.message);
            std::process::exit(2);
        }
    };
    let cfg = kiln_interp::Config { args: args[1..].to_vec(), program_name: path.clone(), ..Default::default() };
    let t = Instant::now();
    let r = kiln_interp::run_main(&m, &cfg);
    let secs = t.elapsed().as_secs_f64();
    let (code, steps) = match &r {
        Ok(o) => (o.exit_code, o.steps),
        Err((t, o)) => {
            eprintln!("{t}");
            (t.exit_status(), o.steps)
        }
    };
    eprintln!("[{steps} steps in {secs:.3}s: {:.1}M steps/s]", steps as f64 / secs / 1e6);
    std::process::exit(code);
}
