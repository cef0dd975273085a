//! The pass manager: runs registered passes phase by phase, each as a transaction that is
//! verified at commit and rolled back when it broke the IR, checks what passes claim to
//! preserve, keeps the analysis cache honest, and always ends with the sealed final verify.
//!
//! The order of `run` is the whole contract:
//! 1. The input module is verified; if it is invalid no pass runs (passes may assume valid IR).
//! 2. Passes run in phase order, registration order within a phase. Module passes run once;
//!    function passes once per function with a body; loop passes once per natural loop,
//!    innermost first, function by function.
//! 3. Each run is a transaction. With commit checks on (`verify_each`, and always in debug
//!    builds and tests) the unit is cloned first; if the pass changed it and the verifier then
//!    rejects it, the clone is put back, the failure is reported naming the pass, the function
//!    and the verifier's message, and the pipeline continues with the next pass.
//! 4. A pass returning `Preserved::All` whose unit's generation moved is reported as a bug and
//!    treated as `Nothing` (the change is kept, so checked and unchecked builds produce the same
//!    IR). With commit checks on, a pass returning `Preserved::Cfg` that changed the CFG is
//!    reported the same way.
//! 5. The final verify runs the module verifier; nothing can skip it.

use super::analysis::AnalysisManager;
use super::{FunctionPass, LoopPass, ModulePass, Phase, Preserved};
use crate::dfg::Block;
use crate::diag::Diagnostic;
use crate::domtree::for_each_successor;
use crate::module::{Func, Function, Module};
use crate::text::printer::{print_function, print_module};
use crate::verifier::{verify_function, verify_module};
use std::fmt::Write;
use std::time::{Duration, Instant};

/// How the manager runs passes.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct ManagerOptions {
    /// Verify every unit a pass changed, rolling back on failure (always on in debug builds).
    pub verify_each: bool,
    /// Record the IR after every pass in `PipelineReport::printed`.
    pub print_after_all: bool,
    /// Record the wall time of every pass in `PipelineReport::timings`.
    pub time_passes: bool,
}

/// A pass of any granularity.
pub enum PassBox {
    /// A pass over the whole module.
    Module(Box<dyn ModulePass>),
    /// A pass over one function at a time.
    Function(Box<dyn FunctionPass>),
    /// A pass over one loop at a time.
    Loop(Box<dyn LoopPass>),
}

impl PassBox {
    /// The pass's name.
    pub fn name(&self) -> &'static str {
        match self {
            PassBox::Module(p) => p.name(),
            PassBox::Function(p) => p.name(),
            PassBox::Loop(p) => p.name(),
        }
    }
}

/// What went wrong in a pass.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PassDiagnosticKind {
    /// The verifier rejected the unit after the pass; it was restored.
    RolledBack,
    /// The pass returned `Preserved::All` but changed the unit.
    FalselyPreservedAll,
    /// The pass returned `Preserved::Cfg` but changed the control-flow graph.
    FalselyPreservedCfg,
}

/// A failure or bug found while running one pass on one unit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PassDiagnostic {
    /// What went wrong.
    pub kind: PassDiagnosticKind,
    /// The pass's name.
    pub pass: String,
    /// The function it ran on (`None` for module passes).
    pub function: Option<String>,
    /// One line naming the pass, the unit and the problem.
    pub message: String,
    /// The verifier's errors, for `RolledBack`.
    pub verifier_errors: Vec<Diagnostic>,
}

/// The IR as it stood after one pass on one unit (`--print-after-all`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PrintedIr {
    /// The pass's name.
    pub pass: String,
    /// `@name` of the function, or `module`.
    pub unit: String,
    /// The printed function or module.
    pub text: String,
}

/// Wall time spent in one registered pass, over every unit it ran on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PassTiming {
    /// The pass's name (`final_verify` for the sealed verifier).
    pub pass: String,
    /// The phase it ran at.
    pub phase: Phase,
    /// Total wall time.
    pub time: Duration,
    /// Number of units it ran on.
    pub runs: u32,
}

/// What happened during `PassManager::run`.
#[derive(Clone, Debug, Default)]
pub struct PipelineReport {
    /// Verifier errors of the input module (when any, no pass ran).
    pub input_errors: Vec<Diagnostic>,
    /// Rollbacks and false preservation claims, in the order they happened.
    pub diagnostics: Vec<PassDiagnostic>,
    /// Input that a pass could not transform, as located errors (see `ModulePass::take_errors`).
    pub pass_errors: Vec<Diagnostic>,
    /// Remarks of the passes in the order they were made (warnings about forced
    /// transformations that could not be applied); they do not make the report fail.
    pub remarks: Vec<crate::diag::Remark>,
    /// Errors of the sealed final verify (empty: the resulting module is valid).
    pub final_verify_errors: Vec<Diagnostic>,
    /// The IR after every pass (only with `print_after_all`).
    pub printed: Vec<PrintedIr>,
    /// Time per registered pass in pipeline order, then `final_verify` (only with `time_passes`).
    pub timings: Vec<PassTiming>,
}

impl PipelineReport {
    /// True when the input and output are valid and no pass failed or misreported.
    pub fn ok(&self) -> bool {
        self.input_errors.is_empty()
            && self.diagnostics.is_empty()
            && self.pass_errors.is_empty()
            && self.final_verify_errors.is_empty()
    }

    /// True when the final verify accepted the resulting module.
    pub fn output_is_valid(&self) -> bool {
        self.final_verify_errors.is_empty()
    }

    /// Number of pass runs that were rolled back.
    pub fn num_rollbacks(&self) -> usize {
        self.diagnostics.iter().filter(|d| d.kind == PassDiagnosticKind::RolledBack).count()
    }

    /// Every problem, one per line: input errors, pass diagnostics, final verify errors (the
    /// located `pass_errors` are rendered by the caller against the source).
    pub fn format_diagnostics(&self) -> String {
        let mut out = String::new();
        for e in &self.input_errors {
            let _ = writeln!(out, "input module is invalid: {}", e.message);
        }
        for d in &self.diagnostics {
            let _ = writeln!(out, "{}", d.message);
        }

        for e in &self.final_verify_errors {
            let _ = writeln!(out, "final verify: {}", e.message);
        }
        out
    }

    /// The printed IR with a banner before each dump (`; *** IR Dump After PASS on UNIT ***`).
    pub fn format_printed(&self) -> String {
        let mut out = String::new();
        for p in &self.printed {
            let _ = writeln!(out, "; *** IR Dump After {} on {} ***", p.pass, p.unit);
            out.push_str(&p.text);
        }
        out
    }

    /// A table of pass times in pipeline order with each one's share of the total.
    pub fn format_timings(&self) -> String {
        let total: Duration = self.timings.iter().map(|t| t.time).sum();
        let total_ms = total.as_secs_f64() * 1e3;
        let mut out = String::from("===-- Pass execution timing report --===\n");
        let _ = writeln!(out, "  Total: {total_ms:.3} ms");
        let _ = writeln!(out, "  {:>10}  {:>6}  {:>5}  {:<15} pass", "time (ms)", "share", "runs", "phase");
        for t in &self.timings {
            let ms = t.time.as_secs_f64() * 1e3;
            let share = if total_ms > 0.0 { ms / total_ms * 100.0 } else { 0.0 };
            let _ = writeln!(out, "  {ms:>10.3}  {share:>5.1}%  {:>5}  {:<15} {}", t.runs, t.phase.name(), t.pass);
        }
        out
    }
}

/// Runs passes phase by phase with transactions, preservation checks and the final verify.
pub struct PassManager {
    opts: ManagerOptions,
    passes: Vec<(Phase, PassBox)>,
    analyses: AnalysisManager,
    /// Commit checks regardless of `verify_each` (debug builds and tests).
    always_check: bool,
}

impl PassManager {
    /// Creates a manager with no passes.
    pub fn new(opts: ManagerOptions) -> Self {
        PassManager {
            opts,
            passes: Vec::new(),
            analyses: AnalysisManager::new(),
            always_check: cfg!(debug_assertions) || cfg!(test),
        }
    }

    /// The options.
    pub fn options(&self) -> ManagerOptions {
        self.opts
    }

    /// Replaces the options.
    pub fn set_options(&mut self, opts: ManagerOptions) {
        self.opts = opts;
    }

    /// True when every pass run is verified at commit and can be rolled back.
    pub fn commit_checks(&self) -> bool {
        self.opts.verify_each || self.always_check
    }

    /// Behave as a release build: commit checks only with `verify_each` (tests of the final verify).
    #[cfg(test)]
    pub(crate) fn simulate_release_build(&mut self) {
        self.always_check = false;
    }

    /// Registers `pass` at `phase`, after the passes already there. Fails for `FinalVerify`.
    pub fn add(&mut self, phase: Phase, pass: PassBox) -> Result<(), String> {
        if phase == Phase::FinalVerify {
            return Err(format!(
                "cannot register pass '{}' at phase final_verify: it is sealed and runs only the verifier",
                pass.name()
            ));
        }
        let at = self.passes.iter().position(|(p, _)| *p > phase).unwrap_or(self.passes.len());
        self.passes.insert(at, (phase, pass));
        Ok(())
    }

    /// Registers a module pass at `phase`.
    pub fn add_module_pass(&mut self, phase: Phase, pass: Box<dyn ModulePass>) -> Result<(), String> {
        self.add(phase, PassBox::Module(pass))
    }

    /// Registers a function pass at `phase`.
    pub fn add_function_pass(&mut self, phase: Phase, pass: Box<dyn FunctionPass>) -> Result<(), String> {
        self.add(phase, PassBox::Function(pass))
    }

    /// Registers a loop pass at `phase`.
    pub fn add_loop_pass(&mut self, phase: Phase, pass: Box<dyn LoopPass>) -> Result<(), String> {
        self.add(phase, PassBox::Loop(pass))
    }

    /// The registered passes in running order.
    pub fn pass_names(&self) -> Vec<(Phase, &'static str)> {
        self.passes.iter().map(|(ph, p)| (*ph, p.name())).collect()
    }

    /// The analysis cache (its computation counters survive across runs).
    pub fn analyses(&self) -> &AnalysisManager {
        &self.analyses
    }

    /// Runs every registered pass over `m`, then the final verify.
    pub fn run(&mut self, m: &mut Module) -> PipelineReport {
        let mut report = PipelineReport::default();
        // The cache is keyed by function index: it cannot be trusted across modules.
        self.analyses.invalidate_all();
        if let Err(errs) = verify_module(m) {
            report.input_errors = errs;
        } else {
            let mut passes = std::mem::take(&mut self.passes);
            for (phase, pass) in passes.iter_mut() {
                self.run_registered(*phase, pass, m, &mut report);
            }
            self.passes = passes;
        }
        self.final_verify(m, &mut report);
        report
    }

    /// Runs one registered pass over every unit it applies to, timing it when asked.
    fn run_registered(&mut self, phase: Phase, pass: &mut PassBox, m: &mut Module, report: &mut PipelineReport) {
        let start = Instant::now();
        let runs = match pass {
            PassBox::Module(p) => {
                self.run_module_pass(p.as_mut(), m, report);
                1
            }
            PassBox::Function(p) => {
                let funcs = functions_with_bodies(m);
                for &f in &funcs {
                    self.run_function_pass(p.as_mut(), m, f, report);
                }
                funcs.len() as u32
            }
            PassBox::Loop(p) => {
                functions_with_bodies(m).into_iter().map(|f| self.run_loop_pass(p.as_mut(), m, f, report)).sum()
            }
        };
        if self.opts.time_passes {
            report.timings.push(PassTiming { pass: pass.name().to_string(), phase, time: start.elapsed(), runs });
        }
    }

    /// The sealed gate: the module verifier, always.
    fn final_verify(&mut self, m: &Module, report: &mut PipelineReport) {
        let start = Instant::now();
        if let Err(errs) = verify_module(m) {
            report.final_verify_errors = errs;
        }
        if self.opts.time_passes {
            report.timings.push(PassTiming {
                pass: "final_verify".to_string(),
                phase: Phase::FinalVerify,
                time: start.elapsed(),
                runs: 1,
            });
        }
    }

    /// Runs a function pass on `f` as a transaction.
    fn run_function_pass(&mut self, p: &mut dyn FunctionPass, m: &mut Module, f: Func, report: &mut PipelineReport) {
        let name = p.name();
        self.transact_function(name, m, f, report, |m, am| p.run(m, f, am));
        report.pass_errors.extend(p.take_errors());
        report.remarks.extend(p.take_remarks());
        self.print_function_after(name, m, f, report);
    }

    /// Runs a loop pass on every loop of `f`, innermost first, each as a transaction. Loops
    /// whose header stopped heading a loop (after an earlier run changed the CFG) are skipped.
    /// Returns the number of loops it ran on.
    fn run_loop_pass(&mut self, p: &mut dyn LoopPass, m: &mut Module, f: Func, report: &mut PipelineReport) -> u32 {
        let li = self.analyses.loop_info(m, f);
        let headers: Vec<Block> = li.innermost_first().into_iter().map(|l| li.header(l)).collect();
        let mut runs = 0;
        for header in headers {
            if self.analyses.loop_info(m, f).loop_with_header(header).is_none() {
                continue;
            }
            runs += 1;
            let name = p.name();
            self.transact_function(name, m, f, report, |m, am| p.run(m, f, header, am));
            report.remarks.extend(p.take_remarks());
        }
        if runs > 0 {
            self.print_function_after(p.name(), m, f, report);
        }
        runs
    }

    /// Runs `body` (one pass on function `f`) as a transaction: checks its preservation claim,
    /// verifies and rolls back when commit checks are on, and invalidates analyses.
    fn transact_function(
        &mut self,
        pass: &str,
        m: &mut Module,
        f: Func,
        report: &mut PipelineReport,
        body: impl FnOnce(&mut Module, &mut AnalysisManager) -> Preserved,
    ) {
        let checks = self.commit_checks();
        let backup = checks.then(|| m.funcs[f].clone());
        let generation = m.funcs[f].generation();
        let claimed = body(m, &mut self.analyses);
        let func = &m.funcs[f];
        let changed = func.generation() != generation;
        let fname = format!("@{}", func.name());
        let mut preserved = claimed;
        if claimed == Preserved::All && changed {
            report.diagnostics.push(false_claim(PassDiagnosticKind::FalselyPreservedAll, pass, Some(&fname)));
            preserved = Preserved::Nothing;
        }
        if claimed == Preserved::Cfg && backup.as_ref().is_some_and(|b| cfg_shape(b) != cfg_shape(func)) {
            report.diagnostics.push(false_claim(PassDiagnosticKind::FalselyPreservedCfg, pass, Some(&fname)));
            preserved = Preserved::Nothing;
        }
        if let Some(backup) = backup.filter(|_| changed) {
            if let Err(errs) = verify_function(m, f) {
                m.funcs[f] = backup;
                report.diagnostics.push(rolled_back(pass, Some(&fname), errs));
                preserved = Preserved::Nothing;
            }
        }
        self.analyses.invalidate(f, preserved);
    }

    /// Runs a module pass as a transaction (the whole module is the unit).
    fn run_module_pass(&mut self, p: &mut dyn ModulePass, m: &mut Module, report: &mut PipelineReport) {
        let name = p.name();
        let checks = self.commit_checks();
        let backup = checks.then(|| m.clone());
        let before = ModuleShape::of(m);
        let claimed = p.run(m, &mut self.analyses);
        report.pass_errors.extend(p.take_errors());
        report.remarks.extend(p.take_remarks());
        let changed = before != ModuleShape::of(m) || backup.as_ref().is_some_and(|b| globals_differ(b, m));
        let mut preserved = claimed;
        if claimed == Preserved::All && changed {
            report.diagnostics.push(false_claim(PassDiagnosticKind::FalselyPreservedAll, name, None));
            preserved = Preserved::Nothing;
        }
        if claimed == Preserved::Cfg && backup.as_ref().is_some_and(|b| module_cfg_changed(b, m)) {
            report.diagnostics.push(false_claim(PassDiagnosticKind::FalselyPreservedCfg, name, None));
            preserved = Preserved::Nothing;
        }
        if let Some(backup) = backup.filter(|_| changed) {
            if let Err(errs) = verify_module(m) {
                *m = backup;
                report.diagnostics.push(rolled_back(name, None, errs));
                preserved = Preserved::Nothing;
            }
        }
        self.invalidate_after_module_pass(m, before.num_funcs, preserved);
        if self.opts.print_after_all {
            report.printed.push(PrintedIr {
                pass: name.to_string(),
                unit: "module".to_string(),
                text: print_module(m),
            });
        }
    }

    /// Drops the analyses a module pass that kept `preserved` made stale.
    fn invalidate_after_module_pass(&mut self, m: &Module, num_funcs_before: usize, preserved: Preserved) {
        match preserved {
            Preserved::All => {}
            Preserved::Cfg if m.funcs.len() == num_funcs_before => {
                m.funcs.keys().for_each(|f| self.analyses.invalidate(f, Preserved::Cfg));
            }
            _ => self.analyses.invalidate_all(),
        }
    }

    /// Records `f` as printed after `pass` when `print_after_all` is on.
    fn print_function_after(&self, pass: &str, m: &Module, f: Func, report: &mut PipelineReport) {
        if self.opts.print_after_all {
            let unit = format!("@{}", m.funcs[f].name());
            report.printed.push(PrintedIr { pass: pass.to_string(), unit, text: print_function(m, f) });
        }
    }
}

/// Functions with a body, in module order.
fn functions_with_bodies(m: &Module) -> Vec<Func> {
    m.funcs.iter().filter(|(_, f)| f.is_definition && f.layout.num_blocks() > 0).map(|(k, _)| k).collect()
}

/// A diagnostic for a pass whose preservation claim was false.
fn false_claim(kind: PassDiagnosticKind, pass: &str, function: Option<&str>) -> PassDiagnostic {
    let unit = function.unwrap_or("the module");
    let message = match kind {
        PassDiagnosticKind::FalselyPreservedCfg => {
            format!("pass '{pass}' claimed to preserve the CFG but changed the CFG of {unit}")
        }
        _ => format!("pass '{pass}' claimed to preserve everything but changed {unit}"),
    };
    PassDiagnostic {
        kind,
        pass: pass.to_string(),
        function: function.map(str::to_string),
        message,
        verifier_errors: vec![],
    }
}

/// A diagnostic for a pass run that the verifier rejected and that was rolled back.
fn rolled_back(pass: &str, function: Option<&str>, errs: Vec<Diagnostic>) -> PassDiagnostic {
    let unit = function.unwrap_or("the module");
    let first = errs.first().map_or("", |e| e.message.as_str());
    let more = if errs.len() > 1 { format!(" (and {} more errors)", errs.len() - 1) } else { String::new() };
    let message = format!("pass '{pass}' broke {unit} and was rolled back: verifier: {first}{more}");
    PassDiagnostic {
        kind: PassDiagnosticKind::RolledBack,
        pass: pass.to_string(),
        function: function.map(str::to_string),
        message,
        verifier_errors: errs,
    }
}

/// The control-flow graph of a function as comparable data: the entry block, then each laid-out
/// block with its successors, by block index.
fn cfg_shape(f: &Function) -> (Option<Block>, Vec<(Block, Vec<Block>)>) {
    let mut blocks: Vec<(Block, Vec<Block>)> = f
        .layout
        .blocks()
        .iter()
        .map(|&b| {
            let mut succs = Vec::new();
            for_each_successor(f, b, |s| succs.push(s));
            (b, succs)
        })
        .collect();
    blocks.sort_by_key(|e| e.0);
    (f.layout.entry_block(), blocks)
}

/// What a module pass can be caught changing without a copy of the module.
#[derive(PartialEq, Eq)]
struct ModuleShape {
    num_funcs: usize,
    num_globals: usize,
    generations: Vec<u64>,
}

impl ModuleShape {
    fn of(m: &Module) -> ModuleShape {
        ModuleShape {
            num_funcs: m.funcs.len(),
            num_globals: m.globals.len(),
            generations: m.funcs.values().map(|f| f.generation()).collect(),
        }
    }
}

/// True when a global variable differs between the two modules (same count assumed checked).
fn globals_differ(a: &Module, b: &Module) -> bool {
    a.globals.len() != b.globals.len() || a.globals.values().zip(b.globals.values()).any(|(x, y)| x != y)
}

/// True when some function's CFG differs between the two modules (or functions were added).
fn module_cfg_changed(before: &Module, after: &Module) -> bool {
    before.funcs.len() != after.funcs.len()
        || before.funcs.values().zip(after.funcs.values()).any(|(x, y)| cfg_shape(x) != cfg_shape(y))
}
