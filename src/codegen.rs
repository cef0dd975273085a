//! The code-generation driver: optimise, select instructions, allocate registers, emit an object.
//!
//! Relies on a verified module. Each stage reports failure as located diagnostics; nothing here
//! panics on input, and no object is written when any stage fails.

use std::sync::atomic::{AtomicUsize, Ordering};

pub use kiln_abi::Target;
use kiln_emit::EmittedFunction;
use kiln_ir::diag::Remark;
use kiln_ir::{Diagnostic, Module};
use kiln_isel::MModule;

/// What `build` writes.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum EmitKind {
    /// A relocatable object file.
    Object,
    /// A GAS-syntax assembly listing.
    Asm,
    /// The machine IR after instruction selection, before register allocation (a debug dump).
    Mir,
}

/// Options of one build.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct BuildOptions {
    /// IR optimisation level (0..=2).
    pub opt_level: u8,
    /// Target.
    pub target: Target,
    /// Output kind.
    pub emit: EmitKind,
}

impl Default for BuildOptions {
    fn default() -> Self {
        BuildOptions { opt_level: 0, target: Target::LINUX, emit: EmitKind::Object }
    }
}

/// Runs the IR pipeline of `opt_level` on `module` (at `-O0` too: coroutines are always lowered);
/// returns the passes' remarks (warnings about forced loop transformations not applied).
pub fn optimize(module: &mut Module, opt_level: u8) -> Result<Vec<Remark>, Vec<Diagnostic>> {
    let pm = kiln_ir::pass::build_default_pipeline(opt_level, kiln_lower::registry::lookup_pass)
        .map_err(|e| vec![Diagnostic::new(e)])?;
    run_manager(module, pm)
}

/// Runs the named passes (as `kiln opt --passes=a,b`) on `module`; returns their remarks.
pub fn run_passes(module: &mut Module, names: &[&str]) -> Result<Vec<Remark>, Vec<Diagnostic>> {
    let pm = kiln_ir::pass::build_pipeline(names, kiln_lower::registry::lookup_pass)
        .map_err(|e| vec![Diagnostic::new(e)])?;
    run_manager(module, pm)
}

/// Runs a pass manager: its remarks, or located pass errors, else final-verify failures, as
/// diagnostics.
fn run_manager(module: &mut Module, mut pm: kiln_ir::pass::PassManager) -> Result<Vec<Remark>, Vec<Diagnostic>> {
    let report = pm.run(module);
    if report.ok() {
        Ok(report.remarks)
    } else if !report.pass_errors.is_empty() {
        // Input a pass could not transform: the located errors say everything.
        Err(report.pass_errors)
    } else {
        let mut diags = report.final_verify_errors.clone();
        diags.push(Diagnostic::new(format!("the optimisation pipeline failed:\n{}", report.format_diagnostics())));
        Err(diags)
    }
}

/// Compiles a verified module to object bytes or an assembly listing.
pub fn build(module: &mut Module, opts: &BuildOptions) -> Result<Vec<u8>, Vec<Diagnostic>> {
    build_reporting(module, opts, &mut Vec::new())
}

/// `build`, adding the optimisation pipeline's remarks to `remarks`.
pub fn build_reporting(
    module: &mut Module,
    opts: &BuildOptions,
    remarks: &mut Vec<Remark>,
) -> Result<Vec<u8>, Vec<Diagnostic>> {
    remarks.extend(optimize(module, opts.opt_level)?);
    emit(module, opts)
}

/// Compiles a module as it is, without IR passes: for IR that has been through its passes already (e.g.
/// [`run_passes`]). `opts.opt_level` only picks code-generation choices (sibling calls at -O2).
pub fn emit(module: &Module, opts: &BuildOptions) -> Result<Vec<u8>, Vec<Diagnostic>> {
    let lower = kiln_isel::LowerOptions { sibling_calls: opts.opt_level >= 2 };
    let mmod = kiln_isel::lower_module_with(module, opts.target, lower)?;
    if opts.emit == EmitKind::Mir {
        let mut text = String::new();
        for func in &mmod.functions {
            text.push_str(&format!("; @{}\n{func}\n", mmod.symbol(func.sym).name));
        }
        return Ok(text.into_bytes());
    }
    let emitted = allocate_and_emit_all(&mmod).map_err(|errs| locate_at_functions(module, errs))?;
    match opts.emit {
        EmitKind::Object => kiln_emit::write_object(&mmod, &emitted)
            .map_err(|e| locate_at_functions(module, vec![Diagnostic::new(format!("writing the object failed: {e}"))])),
        // `Mir` returned before allocation.
        EmitKind::Asm | EmitKind::Mir => {
            // The ELF listing writes `.gcc_except_table` symbolically; the COFF and Mach-O listings do not
            // write exception tables yet.
            let elf = opts.target.object_format() == kiln_abi::ObjectFormat::Elf;
            if let Some(f) = emitted.iter().find(|f| !elf && kiln_emit::has_exception_tables(f)) {
                let msg = format!(
                    "--emit asm: in @{}: the assembly listing shows exception tables (landing pads) only \
                     for ELF targets; build an object instead",
                    mmod.symbol(f.sym).name
                );
                return Err(locate_at_functions(module, vec![Diagnostic::new(msg)]));
            }
            Ok(kiln_emit::listing(&mmod, &emitted).into_bytes())
        }
    }
}

/// Points each back-end error (which names its function, `... in @NAME: ...`) at that function's
/// `define` line when it has none.
fn locate_at_functions(module: &Module, errs: Vec<Diagnostic>) -> Vec<Diagnostic> {
    errs.into_iter()
        .map(|mut d| {
            if d.offset.is_none() {
                let named = |name: &str| d.message.contains(&format!(" in @{name}: "));
                let func = module.funcs.iter().map(|(_, f)| f).find(|f| f.is_definition && named(f.name()));
                d.offset = func.and_then(|f| f.srcloc.offset());
            }
            d
        })
        .collect()
}

/// Allocates registers for and encodes every function. Functions are independent at this stage, so
/// they are spread over the available cores; results are collected in function order, so the
/// object is the same whatever the thread count.
fn allocate_and_emit_all(mmod: &MModule) -> Result<Vec<EmittedFunction>, Vec<Diagnostic>> {
    let n = mmod.functions.len();
    let threads = std::thread::available_parallelism().map_or(1, |t| t.get()).min(n.max(1)).min(8);
    let one = |i: usize| -> Result<EmittedFunction, Diagnostic> {
        let func = &mmod.functions[i];
        let name = &mmod.symbol(func.sym).name;
        let env = &kiln_isel::conv::machine_env_for(func);
        let alloc = kiln_regalloc::allocate(func, env)
            .map_err(|e| Diagnostic::new(format!("register allocation failed in @{name}: {e}")))?;
        kiln_emit::emit_function(mmod, func, &alloc, env)
            .map_err(|e| Diagnostic::new(format!("code emission failed in @{name}: {e}")))
    };
    let results: Vec<Result<EmittedFunction, Diagnostic>> = if threads <= 1 || n < 16 {
        (0..n).map(one).collect()
    } else {
        let next = AtomicUsize::new(0);
        let mut per_thread: Vec<Vec<(usize, Result<EmittedFunction, Diagnostic>)>> = Vec::new();
        std::thread::scope(|scope| {
            let workers: Vec<_> = (0..threads)
                .map(|_| {
                    scope.spawn(|| {
                        let mut done = Vec::new();
                        loop {
                            let i = next.fetch_add(1, Ordering::Relaxed);
                            if i >= n {
                                break done;
                            }
                            done.push((i, one(i)));
                        }
                    })
                })
                .collect();
            for w in workers {
                // A worker only panics if allocation or emission does, which is a bug; re-raise it.
                per_thread.push(w.join().unwrap_or_else(|p| std::panic::resume_unwind(p)));
            }
        });
        let mut slots: Vec<Option<Result<EmittedFunction, Diagnostic>>> = (0..n).map(|_| None).collect();
        for (i, r) in per_thread.into_iter().flatten() {
            slots[i] = Some(r);
        }
        slots
            .into_iter()
            .map(|r| r.unwrap_or_else(|| Err(Diagnostic::new("internal error: a function was not compiled"))))
            .collect()
    };
    let mut out = Vec::with_capacity(n);
    let mut errors = Vec::new();
    for r in results {
        match r {
            Ok(e) => out.push(e),
            Err(d) => errors.push(d),
        }
    }
    if errors.is_empty() {
        Ok(out)
    } else {
        Err(errors)
    }
}
