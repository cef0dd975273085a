//! Random coroutines (`kiln_tests::gen_coro`) checked differentially: each program must print
//! the same under the interpreter before splitting (its own coroutine semantics), under the
//! interpreter after Kiln's -O0 and -O2 pipelines (the splitter's output), and built natively at
//! -O0 and -O2, for switch-resume, returned-continuation and async coroutines.
//! `KILN_CORO_CASES=N` / `KILN_CORO_RETCON_CASES=N` / `KILN_CORO_ASYNC_CASES=N` set the number of
//! programs of each (default 300, 200 and 200, CI's counts; run 5000 or more locally as the soak), `KILN_CORO_SEED=N` draws others
//! than CI's fixed seed.

use kiln::codegen::{build, optimize, BuildOptions};
use kiln_interp::{run_main, Config};
use kiln_tests::gen_coro::{async_program, program, retcon_program};
use kiln_tests::native::link_and_run;
use kiln_tests::{env_u64, run_cases};

const DEFAULT_CASES: u64 = 300;
const DEFAULT_SEED: u64 = 0xc0_5e_ed;

fn interp(m: &kiln_ir::Module) -> Result<(i32, Vec<u8>), String> {
    let cfg = Config { fuel: Some(200_000_000), capture: true, ..Config::default() };
    run_main(m, &cfg).map(|o| (o.exit_code, o.stdout)).map_err(|(t, _)| format!("trapped: {t}"))
}

/// Checks one program; the error says which stage disagreed.
fn check(src: &str) -> Result<(), String> {
    let pre = kiln::load_module(src.as_bytes())
        .map_err(|d| format!("Kiln rejects the program:\n{}", kiln::render_diagnostics("gen", src.as_bytes(), &d)))?;
    let want = interp(&pre).map_err(|e| format!("interpreter before splitting: {e}"))?;
    for level in [0u8, 2] {
        let mut m = pre.clone();
        optimize(&mut m, level).map_err(|d| {
            format!("kiln -O{level} pipeline:\n{}", kiln::render_diagnostics("gen", src.as_bytes(), &d))
        })?;
        let got = interp(&m).map_err(|e| format!("interpreter after kiln -O{level}: {e}"))?;
        if got != want {
            return Err(format!(
                "interpreted after kiln -O{level} differs:\nwant {:?}\n{}\ngot {:?}\n{}",
                want.0,
                String::from_utf8_lossy(&want.1),
                got.0,
                String::from_utf8_lossy(&got.1)
            ));
        }
        let mut m = pre.clone();
        let obj = build(&mut m, &BuildOptions { opt_level: level, ..BuildOptions::default() })
            .map_err(|d| format!("kiln -O{level} build:\n{}", kiln::render_diagnostics("gen", src.as_bytes(), &d)))?;
        let run = link_and_run(&obj, &[], "coro-random")?;
        if run.status != Some(want.0) || run.stdout != want.1 {
            return Err(format!(
                "native kiln -O{level} differs:\nwant {:?}\n{}\ngot {:?}\n{}",
                want.0,
                String::from_utf8_lossy(&want.1),
                run.status,
                String::from_utf8_lossy(&run.stdout)
            ));
        }
    }
    Ok(())
}

#[test]
fn random_coroutines_behave_the_same_split_and_unsplit_interpreted_and_native() {
    let cases = env_u64("KILN_CORO_CASES", DEFAULT_CASES);
    let seed = env_u64("KILN_CORO_SEED", DEFAULT_SEED);
    let failures = run_cases(cases, |i| {
        let src = program(seed, i);
        check(&src).map_err(|e| format!("{e}\n--- program:\n{src}"))
    });
    if let Some((i, first)) = failures.first() {
        panic!("{} of {cases} random coroutines (seed {seed}) failed; the first, case {i}:\n{first}", failures.len());
    }
    eprintln!("{cases} random coroutines (seed {seed}) agree");
}

/// `KILN_CORO_DUMP=N` prints case N and stops: for reading what the generator makes.
#[test]
fn dump_one_case_when_asked() {
    if let Ok(n) = std::env::var("KILN_CORO_DUMP") {
        let i: u64 = n.parse().expect("a case number");
        let seed = env_u64("KILN_CORO_SEED", DEFAULT_SEED);
        if std::env::var("KILN_CORO_RETCON").is_ok() {
            println!("{}", retcon_program(seed, i));
        } else if std::env::var("KILN_CORO_ASYNC").is_ok() {
            println!("{}", async_program(seed, i));
        } else {
            println!("{}", program(seed, i));
        }
    }
}

const DEFAULT_RETCON_CASES: u64 = 200;

#[test]
fn random_returned_continuation_coroutines_behave_the_same_split_and_unsplit_interpreted_and_native() {
    let cases = env_u64("KILN_CORO_RETCON_CASES", DEFAULT_RETCON_CASES);
    let seed = env_u64("KILN_CORO_SEED", DEFAULT_SEED);
    let failures = run_cases(cases, |i| {
        let src = retcon_program(seed, i);
        check(&src).map_err(|e| format!("{e}\n--- program:\n{src}"))
    });
    if let Some((i, first)) = failures.first() {
        panic!(
            "{} of {cases} random returned-continuation coroutines (seed {seed}) failed; the first, case {i}:\n{first}",
            failures.len()
        );
    }
    eprintln!("{cases} random returned-continuation coroutines (seed {seed}) agree");
}

const DEFAULT_ASYNC_CASES: u64 = 200;

#[test]
fn random_async_coroutines_behave_the_same_split_and_unsplit_interpreted_and_native() {
    let cases = env_u64("KILN_CORO_ASYNC_CASES", DEFAULT_ASYNC_CASES);
    let seed = env_u64("KILN_CORO_SEED", DEFAULT_SEED);
    let failures = run_cases(cases, |i| {
        let src = async_program(seed, i);
        check(&src).map_err(|e| format!("{e}\n--- program:\n{src}"))
    });
    if let Some((i, first)) = failures.first() {
        panic!(
            "{} of {cases} random async coroutines (seed {seed}) failed; the first, case {i}:\n{first}",
            failures.len()
        );
    }
    eprintln!("{cases} random async coroutines (seed {seed}) agree");
}
