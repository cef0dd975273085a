//! Kiln's reference interpreter: runs a module's `main` with exact LLVM semantics, the oracle
//! every later stage (code generation, optimisations) is checked against.
//!
//! Structure: `machine` holds the state (memory, explicit call stack, output); `exec` is the run
//! loop and instruction semantics, with `ops` (lane-wise arithmetic, casts, comparisons, GEP on
//! top of `kiln_ir::fold`; `f80` is `x86_fp80` in software, bit-exact with the x87 unit),
//! `intrinsics`, `coro` (switch-resume coroutines run before they are
//! split), `gc` (statepoints, the managed heap of `@gc_alloc` and the `Config::gc_stress` moving
//! collector), `varargs` (SysV `va_list`), `libc` and `printf` (the built-in C library, with
//! `decimal` for exact long double digits); `memory` models allocations with fake deterministic addresses; `consts`
//! evaluates constants and lays out globals. Poison is tracked per lane and per stored byte and
//! is undefined behaviour only where LLVM says so (branch conditions, addresses, divisors,
//! library-call arguments). Undefined behaviour the interpreter sees stops the run with a `Trap`
//! naming the function, block and instruction; each trap class has its own exit status.
//! Everything is deterministic: the same module and arguments give the same output and steps.

mod consts;
mod coro;
mod decimal;
mod eh;
mod exec;
mod f80;
mod gc;
mod intrinsics;
mod libc;
mod machine;
pub mod memory;
mod ops;
pub mod printf;
pub mod trap;
mod value;
mod varargs;

pub use trap::{Trap, TrapKind, TrapSite};

use kiln_ir::{EntityRef, Module, Type};
use machine::{Machine, Stop};
use memory::AllocKind;
use value::Val;

/// How to run a program.
#[derive(Clone, Debug, Default)]
pub struct Config {
    /// Step budget (one step per instruction executed); `None` is unlimited.
    pub fuel: Option<u64>,
    /// `argv[1..]`; `argv[0]` is `program_name`.
    pub args: Vec<String>,
    /// Collect stdout/stderr in the `Outcome` instead of writing them to the process streams.
    pub capture: bool,
    /// `argv[0]` (the file name); empty means `"a.out"`.
    pub program_name: String,
    /// Run a full moving collection at every executed `gc.statepoint` (see `docs/gc.md`): a
    /// managed reference used after a statepoint without its `gc.relocate` then traps.
    pub gc_stress: bool,
}

/// The result of a run.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Outcome {
    /// `main`'s return value or the argument of `exit`.
    pub exit_code: i32,
    /// Captured standard output (empty unless `Config::capture`).
    pub stdout: Vec<u8>,
    /// Captured standard error (empty unless `Config::capture`).
    pub stderr: Vec<u8>,
    /// Instructions executed.
    pub steps: u64,
    /// Collections the `gc_stress` collector ran (one per executed statepoint; 0 without it).
    pub gc_collections: u64,
}

/// Runs `main` of `m`. On a trap, returns it with the output produced so far.
#[allow(clippy::result_large_err)] // The partial output travels with the trap by design.
pub fn run_main(m: &Module, cfg: &Config) -> Result<Outcome, (Trap, Outcome)> {
    let mut mc = match Machine::new(m, cfg.capture, cfg.fuel) {
        Ok(mc) => mc,
        Err(t) => return Err((t, Outcome::default())),
    };
    mc.gc.stress = cfg.gc_stress;
    let result = start(&mut mc, m, cfg);
    // Like `exit`, a return from `main` runs the destructors; a trap or `abort` does not.
    let result = match result {
        Ok(code) | Err(Stop::Exit(code)) => run_structors(&mut mc, m, "llvm.global_dtors").map(|()| code),
        Err(e) => Err(e),
    };
    mc.out.flush();
    let outcome = |mc: &mut Machine, code| Outcome {
        exit_code: code,
        stdout: std::mem::take(&mut mc.out.stdout),
        stderr: std::mem::take(&mut mc.out.stderr),
        steps: mc.steps,
        gc_collections: mc.gc.collections,
    };
    match result {
        Ok(code) | Err(Stop::Exit(code)) => Ok(outcome(&mut mc, code)),
        Err(Stop::Trap(t)) => Err((t, outcome(&mut mc, 0))),
        Err(Stop::Unwind(_)) => {
            let t = Trap::new(TrapKind::Abort, "terminate called: an exception unwound out of main");
            Err((t, outcome(&mut mc, 0)))
        }
    }
}

/// Runs the functions listed in `@llvm.global_ctors` (by ascending priority, in list order
/// within a priority) or `@llvm.global_dtors` (the reverse of that order), as the C runtime does.
fn run_structors(mc: &mut Machine, m: &Module, name: &str) -> Result<(), Stop> {
    let Some((gv, g)) = m.globals.iter().find(|(_, g)| g.sym.name == name && g.init.is_some()) else {
        return Ok(());
    };
    let base = mc.global_addrs[gv.index()];
    let count = match m.types.data(g.value_ty) {
        kiln_ir::TypeData::Array { len, .. } => *len,
        _ => return Err(Trap::ub(format!("@{name} is not an array")).into()),
    };
    let mut entries = Vec::new();
    for i in 0..count {
        // Each entry is `{ i32 priority, ptr function, ptr data }`: 24 bytes.
        let entry = base + 24 * i;
        let prio = mc.mem.load(&m.types, Type::I32, entry)?;
        let func = mc.mem.load(&m.types, Type::PTR, entry + 8)?;
        let (Val::Bits(prio), Val::Bits(func)) = (prio, func) else {
            return Err(Trap::ub(format!("@{name} entry {i} is poison")).into());
        };
        let Some(f) = mc.func_at(func as u64) else {
            return Err(Trap::ub(format!("@{name} entry {i} does not point to a function")).into());
        };
        entries.push((prio as u32, f));
    }
    entries.sort_by_key(|&(prio, _)| prio);
    if name == "llvm.global_dtors" {
        entries.reverse();
    }
    for (_, f) in entries {
        mc.call_function(f, Vec::new(), Vec::new())?;
    }
    Ok(())
}

/// Finds `main`, runs the constructors, builds `argv`, runs `main`, and gives the exit code.
fn start(mc: &mut Machine, m: &Module, cfg: &Config) -> Result<i32, Stop> {
    run_structors(mc, m, "llvm.global_ctors")?;
    let Some(main) = m.func_by_name("main").filter(|&f| !m.funcs[f].is_declaration()) else {
        return Err(Trap::ub("the module has no definition of @main").into());
    };
    let (ret_ty, params) = match m.types.func_info(m.funcs[main].ty) {
        Some((r, p, _)) => (r, p.to_vec()),
        None => return Err(Trap::ub("@main is not a function").into()),
    };
    let mut args = Vec::new();
    if !params.is_empty() {
        let name = if cfg.program_name.is_empty() { "a.out" } else { &cfg.program_name };
        let strings: Vec<&str> = std::iter::once(name).chain(cfg.args.iter().map(|s| s.as_str())).collect();
        let argv = mc.mem.allocate(8 * (strings.len() as u64 + 1), AllocKind::Stack, false)?;
        for (i, s) in strings.iter().enumerate() {
            let mut bytes = s.as_bytes().to_vec();
            bytes.push(0);
            let a = mc.mem.allocate(bytes.len() as u64, AllocKind::Stack, false)?;
            mc.mem.write(a, &bytes)?;
            mc.mem.write(argv + 8 * i as u64, &a.to_le_bytes())?;
        }
        args.push(Val::Bits(strings.len() as u128));
        args.push(Val::Bits(argv as u128));
        if params.len() >= 3 {
            let envp = mc.mem.allocate(8, AllocKind::Stack, false)?;
            args.push(Val::Bits(envp as u128));
        }
        while args.len() < params.len() {
            args.push(Val::Bits(0));
        }
    }
    let tys: Vec<Type> = params.clone();
    let r = mc.call_function(main, args, tys)?;
    if m.types.is_int(ret_ty) {
        match r {
            Some(Val::Bits(b)) => Ok(b as u32 as i32),
            _ => Err(Trap::ub("@main returned poison").into()),
        }
    } else {
        Ok(0)
    }
}
