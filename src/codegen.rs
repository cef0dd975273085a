//! The code-generation driver: optimise, select instructions, allocate registers, emit an object.
//!
//! Relies on a verified module. Each stage reports failure as located diagnostics; nothing here
//! panics on input, and no object is written when any stage fails.

use kiln_ir::{Diagnostic, Module};
use kiln_regalloc::MachineEnv;

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

/// The targets Kiln generates code for.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Target {
    /// x86-64 Linux, SysV ABI, ELF objects.
    X86_64LinuxGnu,
}

impl Target {
    /// Parses a target triple; `None` when the triple is not supported.
    pub fn from_triple(triple: &str) -> Option<Target> {
        match triple {
            "x86_64-unknown-linux-gnu" | "x86_64-linux-gnu" | "x86_64-pc-linux-gnu" => Some(Target::X86_64LinuxGnu),
            _ => None,
        }
    }
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
        BuildOptions { opt_level: 0, target: Target::X86_64LinuxGnu, emit: EmitKind::Object }
    }
}

/// Runs the IR pipeline of `opt_level` on `module`.
pub fn optimize(module: &mut Module, opt_level: u8) -> Result<(), Vec<Diagnostic>> {
    if opt_level == 0 {
        return Ok(());
    }
    let mut pm = kiln_ir::pass::build_default_pipeline(opt_level, kiln_lower::registry::lookup_pass)
        .map_err(|e| vec![Diagnostic::new(e)])?;
    let report = pm.run(module);
    if report.ok() {
        Ok(())
    } else {
        let mut diags = report.final_verify_errors.clone();
        diags.push(Diagnostic::new(format!("the optimisation pipeline failed:\n{}", report.format_diagnostics())));
        Err(diags)
    }
}

/// Compiles a verified module to object bytes or an assembly listing.
pub fn build(module: &mut Module, opts: &BuildOptions) -> Result<Vec<u8>, Vec<Diagnostic>> {
    optimize(module, opts.opt_level)?;
    let mmod = kiln_isel::lower_module(module)?;
    if opts.emit == EmitKind::Mir {
        let mut text = String::new();
        for func in &mmod.functions {
            text.push_str(&format!("; @{}\n{func}\n", mmod.symbol(func.sym).name));
        }
        return Ok(text.into_bytes());
    }
    let env = MachineEnv::sysv();
    let mut emitted = Vec::with_capacity(mmod.functions.len());
    for func in &mmod.functions {
        let name = &mmod.symbol(func.sym).name;
        let alloc = kiln_regalloc::allocate(func, &env)
            .map_err(|e| vec![Diagnostic::new(format!("register allocation failed in @{name}: {e}"))])?;
        let code = kiln_emit::emit_function(&mmod, func, &alloc, &env)
            .map_err(|e| vec![Diagnostic::new(format!("code emission failed in @{name}: {e}"))])?;
        emitted.push(code);
    }
    match opts.emit {
        EmitKind::Object => kiln_emit::write_elf(&mmod, &emitted)
            .map_err(|e| vec![Diagnostic::new(format!("writing the object failed: {e}"))]),
        // `Mir` returned before allocation.
        EmitKind::Asm | EmitKind::Mir => Ok(kiln_emit::listing(&mmod, &emitted).into_bytes()),
    }
}
