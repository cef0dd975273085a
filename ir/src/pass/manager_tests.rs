//! Tests of the pass manager (phases, transactions, preservation checks, the sealed final
//! verify, analysis caching, pipelines, reports) and shared helpers for the analyses' tests.

use super::manager::{PassDiagnosticKind, PrintedIr};
use super::*;
use crate::module::{Function, GlobalVarData, Symbol};
use crate::text::printer::{print_function, print_module};
use crate::types::Type;
use crate::InstKind;
use crate::Opcode;
use std::cell::RefCell;
use std::rc::Rc;

// ---- helpers shared with the analyses' tests --------------------------------------------------

/// Parses IR text that must be valid.
pub(crate) fn parse(src: &str) -> Module {
    match crate::text::parse(src.as_bytes()) {
        Ok(m) => m,
        Err(e) => panic!("test IR does not parse: {}", e.render("test.ll", src.as_bytes())),
    }
}

/// The function named `name`.
pub(crate) fn func(m: &Module, name: &str) -> Func {
    m.func_by_name(name).unwrap_or_else(|| panic!("no function @{name}"))
}

/// The block of `f` named `name`.
pub(crate) fn block(m: &Module, f: Func, name: &str) -> Block {
    let func = &m.funcs[f];
    func.layout
        .blocks()
        .iter()
        .copied()
        .find(|&b| func.dfg.block_name(b) == Some(name))
        .unwrap_or_else(|| panic!("no block %{name} in @{}", func.name()))
}

/// A module with one function `@f(i1 %c, i32 %x)` whose blocks `b0..bN` branch as `edges`
/// says: no successor is `ret`, one is `br`, two is `br i1 %c`, more is a `switch` on `%x`.
pub(crate) fn cfg_module(edges: &[&[usize]]) -> Module {
    let mut src = String::from("define void @f(i1 %c, i32 %x) {\n");
    for (i, succs) in edges.iter().enumerate() {
        src.push_str(&format!("b{i}:\n"));
        let line = match succs {
            [] => "  ret void".to_string(),
            [a] => format!("  br label %b{a}"),
            [a, b] => format!("  br i1 %c, label %b{a}, label %b{b}"),
            [d, rest @ ..] => {
                let cases: Vec<String> =
                    rest.iter().enumerate().map(|(k, s)| format!("i32 {}, label %b{s}", k + 1)).collect();
                format!("  switch i32 %x, label %b{d} [ {} ]", cases.join(" "))
            }
        };
        src.push_str(&line);
        src.push('\n');
    }
    src.push_str("}\n");
    parse(&src)
}

// ---- test passes ------------------------------------------------------------------------------

/// A shared log the test passes write to.
type Log = Rc<RefCell<Vec<String>>>;

fn new_log() -> Log {
    Rc::new(RefCell::new(Vec::new()))
}

/// Logs `name:@function` and changes nothing.
struct Recorder {
    name: &'static str,
    log: Log,
}

impl FunctionPass for Recorder {
    fn name(&self) -> &'static str {
        self.name
    }
    fn run(&mut self, m: &mut Module, f: Func, _: &mut AnalysisManager) -> Preserved {
        self.log.borrow_mut().push(format!("{}:@{}", self.name, m.funcs[f].name()));
        Preserved::All
    }
}

impl ModulePass for Recorder {
    fn name(&self) -> &'static str {
        self.name
    }
    fn run(&mut self, _: &mut Module, _: &mut AnalysisManager) -> Preserved {
        self.log.borrow_mut().push(format!("{}:module", self.name));
        Preserved::All
    }
}

/// Removes the terminator of the last block of the functions named in `targets` (all when
/// empty), claiming `Nothing`: the verifier must reject the result.
struct DeleteTerminator {
    targets: &'static [&'static str],
}

impl FunctionPass for DeleteTerminator {
    fn name(&self) -> &'static str {
        "delete-terminator"
    }
    fn run(&mut self, m: &mut Module, f: Func, _: &mut AnalysisManager) -> Preserved {
        if self.targets.is_empty() || self.targets.contains(&m.funcs[f].name()) {
            delete_last_terminator(&mut m.funcs[f]);
        }
        Preserved::Nothing
    }
}

/// Removes the terminator of the last block of `f`.
fn delete_last_terminator(f: &mut Function) {
    let last = *f.layout.blocks().last().expect("function has blocks");
    let term = f.terminator(last).expect("block has a terminator");
    f.layout.remove_inst(term);
}

/// Replaces the constant operand of the first `add` with `to`, claiming `claim`.
struct SetAddConstant {
    to: u128,
    claim: Preserved,
}

impl FunctionPass for SetAddConstant {
    fn name(&self) -> &'static str {
        "set-add-constant"
    }
    fn run(&mut self, m: &mut Module, f: Func, _: &mut AnalysisManager) -> Preserved {
        let c = m.consts.int(Type::I32, 32, self.to);
        let func = &mut m.funcs[f];
        let Some(add) =
            func.layout.insts().find(|&i| matches!(func.dfg.inst(i), InstKind::Binary { op: Opcode::Add, .. }))
        else {
            return Preserved::All;
        };
        let InstKind::Binary { args, .. } = *func.dfg.inst(add) else { return Preserved::All };
        let Some(old) = args.into_iter().find(|&a| func.dfg.value_const(a).is_some()) else {
            return Preserved::All;
        };
        let new = func.dfg.const_value(c, Type::I32);
        func.dfg.map_args(add, |v| if v == old { new } else { v });
        self.claim
    }
}

/// Queries the dominator tree, post-dominator tree and loop info of every function; changes
/// nothing and claims `claim` (claiming less than was preserved is always allowed).
struct Query {
    claim: Preserved,
}

impl FunctionPass for Query {
    fn name(&self) -> &'static str {
        "query"
    }
    fn run(&mut self, m: &mut Module, f: Func, am: &mut AnalysisManager) -> Preserved {
        am.dom_tree(m, f);
        am.post_dom_tree(m, f);
        am.loop_info(m, f);
        self.claim
    }
}

/// Logs the trip count of the loop headed by `%cond`.
struct TripQuery {
    log: Log,
}

impl FunctionPass for TripQuery {
    fn name(&self) -> &'static str {
        "trip-query"
    }
    fn run(&mut self, m: &mut Module, f: Func, am: &mut AnalysisManager) -> Preserved {
        let func = &m.funcs[f];
        let Some(header) = func.layout.blocks().iter().copied().find(|&b| func.dfg.block_name(b) == Some("cond"))
        else {
            return Preserved::All;
        };
        self.log.borrow_mut().push(format!("{:?}", am.trip_count(m, f, header)));
        Preserved::All
    }
}

/// Points the `true` edge of the entry's `br i1` at its `false` destination (a valid CFG
/// change), claiming `Cfg`.
struct RedirectBranch;

impl FunctionPass for RedirectBranch {
    fn name(&self) -> &'static str {
        "redirect-branch"
    }
    fn run(&mut self, m: &mut Module, f: Func, _: &mut AnalysisManager) -> Preserved {
        let func = &mut m.funcs[f];
        let entry = func.layout.entry_block().expect("entry");
        let term = func.terminator(entry).expect("terminator");
        if let InstKind::CondBr { dests, .. } = *func.dfg.inst(term) {
            func.dfg.replace_successor(term, dests[0], dests[1]);
        }
        Preserved::Cfg
    }
}

/// Adds a global variable, claiming `All`.
struct AddGlobal;

impl ModulePass for AddGlobal {
    fn name(&self) -> &'static str {
        "add-global"
    }
    fn run(&mut self, m: &mut Module, _: &mut AnalysisManager) -> Preserved {
        let init = m.consts.int(Type::I32, 32, 7);
        let g = GlobalVarData {
            sym: Symbol { name: "added".to_string(), ..Symbol::default() },
            is_constant: false,
            thread_local: None,
            externally_initialized: false,
            addrspace: 0,
            value_ty: Type::I32,
            init: Some(init),
            srcloc: crate::SrcLoc::NONE,
        };
        let _ = m.add_global(g);
        Preserved::All
    }
}

/// Removes the terminator of every function's last block, claiming `Nothing`.
struct BreakEveryFunction;

impl ModulePass for BreakEveryFunction {
    fn name(&self) -> &'static str {
        "break-every-function"
    }
    fn run(&mut self, m: &mut Module, _: &mut AnalysisManager) -> Preserved {
        for f in m.funcs.values_mut().filter(|f| f.is_definition) {
            delete_last_terminator(f);
        }
        Preserved::Nothing
    }
}

/// Logs the header name of each loop it runs on; breaks the loop headed by `break_at`.
struct LoopRecorder {
    log: Log,
    break_at: Option<&'static str>,
    claim: Preserved,
}

impl LoopPass for LoopRecorder {
    fn name(&self) -> &'static str {
        "loop-recorder"
    }
    fn run(&mut self, m: &mut Module, f: Func, header: Block, _: &mut AnalysisManager) -> Preserved {
        let func = &mut m.funcs[f];
        let name = func.dfg.block_name(header).unwrap_or("?").to_string();
        if self.break_at == Some(name.as_str()) {
            let term = func.terminator(header).expect("terminator");
            func.layout.remove_inst(term);
        }
        self.log.borrow_mut().push(name);
        self.claim
    }
}

// ---- test IR ----------------------------------------------------------------------------------

/// `@f` with a top-tested counted loop (header `%cond`, 11 header runs) and `@g`, a plain function.
const LOOP_SRC: &str = r#"
define i32 @f() {
entry:
  br label %cond
cond:
  %i = phi i32 [ 0, %entry ], [ %next, %latch ]
  %cmp = icmp slt i32 %i, 10
  br i1 %cmp, label %body, label %end
body:
  br label %latch
latch:
  %next = add nsw i32 %i, 1
  br label %cond
end:
  ret i32 %i
}

define i32 @g(i32 %x) {
entry:
  %y = add i32 %x, 1
  ret i32 %y
}

declare void @ext()
"#;

/// `@f` with a branch whose true edge can be redirected validly.
const BRANCH_SRC: &str = r#"
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  ret i32 0
}
"#;

fn manager() -> PassManager {
    PassManager::new(ManagerOptions::default())
}

// ---- phases and registration ------------------------------------------------------------------

#[test]
fn passes_run_in_phase_order_then_registration_order() {
    let log = new_log();
    let mut pm = manager();
    let rec = |name| Box::new(Recorder { name, log: log.clone() });
    pm.add_function_pass(Phase::PostOpt, rec("c")).unwrap();
    pm.add_function_pass(Phase::PreOpt, rec("a")).unwrap();
    pm.add_module_pass(Phase::PostOpt, rec("d")).unwrap();
    pm.add_function_pass(Phase::PipelineStart, rec("b")).unwrap();
    pm.add_function_pass(Phase::PreCodegen, rec("e")).unwrap();
    assert_eq!(
        pm.pass_names(),
        vec![
            (Phase::PreOpt, "a"),
            (Phase::PipelineStart, "b"),
            (Phase::PostOpt, "c"),
            (Phase::PostOpt, "d"),
            (Phase::PreCodegen, "e")
        ]
    );
    let mut m = parse(LOOP_SRC);
    let report = pm.run(&mut m);
    assert!(report.ok(), "{}", report.format_diagnostics());
    let expected = ["a:@f", "a:@g", "b:@f", "b:@g", "c:@f", "c:@g", "d:module", "e:@f", "e:@g"];
    assert_eq!(*log.borrow(), expected, "declarations are skipped");
}

#[test]
fn registering_at_final_verify_is_refused() {
    let log = new_log();
    let mut pm = manager();
    let err = pm.add_function_pass(Phase::FinalVerify, Box::new(Recorder { name: "x", log: log.clone() })).unwrap_err();
    assert!(err.contains("final_verify") && err.contains("'x'"), "{err}");
    assert!(pm.add_module_pass(Phase::FinalVerify, Box::new(Recorder { name: "y", log: log.clone() })).is_err());
    let lp = LoopRecorder { log: log.clone(), break_at: None, claim: Preserved::All };
    assert!(pm.add_loop_pass(Phase::FinalVerify, Box::new(lp)).is_err());
    assert!(pm.pass_names().is_empty());
}

#[test]
fn phase_names_round_trip() {
    for p in Phase::REGISTRABLE.into_iter().chain([Phase::FinalVerify]) {
        assert_eq!(Phase::from_name(p.name()), Some(p));
    }
    assert_eq!(Phase::PreOpt.name(), "pre_opt");
    assert_eq!(Phase::from_name("optimizer_last"), Some(Phase::OptimizerLast));
    assert_eq!(Phase::from_name("late"), None);
}

// ---- transactions -----------------------------------------------------------------------------

#[test]
fn verifier_failure_rolls_the_function_back() {
    let mut m = parse(LOOP_SRC);
    let original = print_module(&m);
    let mut pm = manager();
    pm.add_function_pass(Phase::PipelineStart, Box::new(DeleteTerminator { targets: &["f"] })).unwrap();
    let report = pm.run(&mut m);
    assert_eq!(print_module(&m), original, "the function is restored to its state before the pass");
    assert_eq!(report.num_rollbacks(), 1);
    let d = &report.diagnostics[0];
    assert_eq!(d.kind, PassDiagnosticKind::RolledBack);
    assert_eq!(d.pass, "delete-terminator");
    assert_eq!(d.function.as_deref(), Some("@f"));
    assert!(
        d.message.starts_with("pass 'delete-terminator' broke @f and was rolled back: verifier: "),
        "{}",
        d.message
    );
    assert!(!d.verifier_errors.is_empty());
    assert!(d.message.contains(&d.verifier_errors[0].message));
    assert!(!report.ok(), "a rolled-back pass is a failure");
    assert!(report.output_is_valid());
}

#[test]
fn pipeline_continues_on_the_intact_function_after_a_rollback() {
    let mut m = parse(LOOP_SRC);
    let mut pm = manager();
    pm.add_function_pass(Phase::PipelineStart, Box::new(DeleteTerminator { targets: &[] })).unwrap();
    pm.add_function_pass(Phase::PipelineStart, Box::new(SetAddConstant { to: 5, claim: Preserved::Cfg })).unwrap();
    let report = pm.run(&mut m);
    assert_eq!(report.num_rollbacks(), 2, "both functions broke and were restored");
    assert!(report.output_is_valid());
    let g = print_function(&m, func(&m, "g"));
    assert!(g.contains("%y = add i32 %x, 5"), "the next pass ran on the restored @g and its change stuck:\n{g}");
    let f = print_function(&m, func(&m, "f"));
    assert!(f.contains("add nsw i32 %i, 5"), "{f}");
}

#[test]
fn rollback_is_per_function() {
    let mut m = parse(LOOP_SRC);
    let mut pm = manager();
    pm.add_function_pass(Phase::PipelineStart, Box::new(DeleteTerminator { targets: &["g"] })).unwrap();
    let report = pm.run(&mut m);
    assert_eq!(report.num_rollbacks(), 1);
    assert_eq!(report.diagnostics[0].function.as_deref(), Some("@g"));
}

#[test]
fn module_pass_failure_restores_the_whole_module() {
    let mut m = parse(LOOP_SRC);
    let original = print_module(&m);
    let mut pm = manager();
    pm.add_module_pass(Phase::PreOpt, Box::new(BreakEveryFunction)).unwrap();
    let report = pm.run(&mut m);
    assert_eq!(print_module(&m), original);
    assert_eq!(report.num_rollbacks(), 1);
    assert_eq!(report.diagnostics[0].function, None);
    assert!(report.diagnostics[0].message.contains("broke the module"), "{}", report.diagnostics[0].message);
}

/// Copies every defined function to `NAME.copy` through `clone::clone_function`; with `broken`,
/// the copies lose their last terminator (the verifier must then reject the module).
struct CopyFunctions {
    broken: bool,
}

impl ModulePass for CopyFunctions {
    fn name(&self) -> &'static str {
        "copy-functions"
    }
    fn run(&mut self, m: &mut Module, _: &mut AnalysisManager) -> Preserved {
        let defined: Vec<_> = m.funcs.iter().filter(|(_, f)| f.is_definition).map(|(k, _)| k).collect();
        for f in defined {
            let name = format!("{}.copy", m.funcs[f].name());
            let copy = crate::clone::clone_function(m, f, &name).expect("a fresh name");
            if self.broken {
                delete_last_terminator(&mut m.funcs[copy]);
            }
        }
        Preserved::Nothing
    }
}

#[test]
fn a_module_pass_adds_functions_inside_its_transaction() {
    let mut m = parse(LOOP_SRC);
    let original = print_module(&m);
    let num_funcs = m.funcs.len();
    let mut pm = manager();
    pm.add_module_pass(Phase::PreOpt, Box::new(CopyFunctions { broken: true })).unwrap();
    let report = pm.run(&mut m);
    assert_eq!(report.num_rollbacks(), 1, "{}", report.format_diagnostics());
    assert_eq!(m.funcs.len(), num_funcs, "the added functions went with the rollback");
    assert_eq!(print_module(&m), original);

    let mut pm = manager();
    pm.add_module_pass(Phase::PreOpt, Box::new(CopyFunctions { broken: false })).unwrap();
    pm.add_function_pass(Phase::PostOpt, Box::new(Recorder { name: "after", log: new_log() })).unwrap();
    let report = pm.run(&mut m);
    assert!(report.ok(), "{}", report.format_diagnostics());
    let defined = m.funcs.values().filter(|f| f.is_definition && !f.name().ends_with(".copy")).count();
    assert_eq!(m.funcs.len(), num_funcs + defined);
    assert!(m.func_by_name("f.copy").is_some());
}

#[test]
fn invalid_input_runs_no_pass_but_still_reaches_the_final_verify() {
    let mut m = parse(LOOP_SRC);
    let g = func(&m, "g");
    delete_last_terminator(&mut m.funcs[g]);
    let log = new_log();
    let mut pm = manager();
    pm.add_function_pass(Phase::PipelineStart, Box::new(Recorder { name: "r", log: log.clone() })).unwrap();
    let report = pm.run(&mut m);
    assert!(log.borrow().is_empty(), "passes may assume valid IR");
    assert!(!report.input_errors.is_empty());
    assert!(!report.final_verify_errors.is_empty());
    assert!(!report.ok());
    assert!(report.format_diagnostics().contains("input module is invalid"));
}

// ---- the sealed final verify ------------------------------------------------------------------

#[test]
fn final_verify_catches_a_break_when_commit_checks_are_off() {
    let mut m = parse(LOOP_SRC);
    let mut pm = manager();
    pm.simulate_release_build();
    assert!(!pm.commit_checks());
    pm.add_function_pass(Phase::PipelineStart, Box::new(DeleteTerminator { targets: &["g"] })).unwrap();
    let report = pm.run(&mut m);
    assert_eq!(report.num_rollbacks(), 0, "no commit checks: nothing is rolled back");
    assert!(!report.final_verify_errors.is_empty(), "the sealed final verify still ran");
    assert!(report.final_verify_errors[0].message.contains("@g"), "{:?}", report.final_verify_errors);
    assert!(!report.ok());
    assert!(!report.output_is_valid());
}

#[test]
fn verify_each_turns_commit_checks_on_in_release_builds() {
    let mut m = parse(LOOP_SRC);
    let mut pm = PassManager::new(ManagerOptions { verify_each: true, ..ManagerOptions::default() });
    pm.simulate_release_build();
    assert!(pm.commit_checks());
    pm.add_function_pass(Phase::PipelineStart, Box::new(DeleteTerminator { targets: &["g"] })).unwrap();
    let report = pm.run(&mut m);
    assert_eq!(report.num_rollbacks(), 1);
    assert!(report.output_is_valid());
}

/// A function pass that, while running on `@f`, breaks `@g` (outside its unit).
struct BreakOtherFunction;

impl FunctionPass for BreakOtherFunction {
    fn name(&self) -> &'static str {
        "break-other"
    }
    fn run(&mut self, m: &mut Module, f: Func, _: &mut AnalysisManager) -> Preserved {
        if m.funcs[f].name() == "f" {
            let g = func(m, "g");
            delete_last_terminator(&mut m.funcs[g]);
        }
        Preserved::All
    }
}

#[test]
fn final_verify_catches_what_commit_checks_of_one_function_miss() {
    let mut m = parse(LOOP_SRC);
    let mut pm = manager();
    assert!(pm.commit_checks(), "tests always check at commit");
    pm.add_function_pass(Phase::PipelineStart, Box::new(BreakOtherFunction)).unwrap();
    let report = pm.run(&mut m);
    assert_eq!(report.num_rollbacks(), 0);
    assert!(!report.final_verify_errors.is_empty());
    assert!(!report.ok());
}

#[test]
fn final_verify_runs_with_an_empty_pipeline() {
    let mut m = parse(LOOP_SRC);
    let mut pm = PassManager::new(ManagerOptions { time_passes: true, ..ManagerOptions::default() });
    let report = pm.run(&mut m);
    assert!(report.ok());
    assert_eq!(report.timings.len(), 1);
    assert_eq!(report.timings[0].pass, "final_verify");
    assert_eq!(report.timings[0].phase, Phase::FinalVerify);
}

// ---- preservation claims ----------------------------------------------------------------------

#[test]
fn claiming_all_after_a_change_is_reported_and_the_change_kept() {
    let mut m = parse(LOOP_SRC);
    let mut pm = manager();
    pm.add_function_pass(Phase::PipelineStart, Box::new(Query { claim: Preserved::All })).unwrap();
    pm.add_function_pass(Phase::PipelineStart, Box::new(SetAddConstant { to: 3, claim: Preserved::All })).unwrap();
    pm.add_function_pass(Phase::PipelineStart, Box::new(Query { claim: Preserved::All })).unwrap();
    let report = pm.run(&mut m);
    let msgs: Vec<&str> = report.diagnostics.iter().map(|d| d.message.as_str()).collect();
    assert_eq!(
        msgs,
        [
            "pass 'set-add-constant' claimed to preserve everything but changed @f",
            "pass 'set-add-constant' claimed to preserve everything but changed @g"
        ]
    );
    assert!(report.diagnostics.iter().all(|d| d.kind == PassDiagnosticKind::FalselyPreservedAll));
    assert!(print_function(&m, func(&m, "f")).contains("add nsw i32 %i, 3"), "the change is kept");
    assert!(!report.ok());
    // Treated as `Nothing`: every analysis of both functions was computed twice.
    let am = pm.analyses();
    assert_eq!(am.num_computed(AnalysisKind::LoopInfo), 4);
    assert_eq!(am.num_computed(AnalysisKind::PostDomTree), 4);
}

#[test]
fn claiming_cfg_after_changing_the_cfg_is_reported() {
    let mut m = parse(BRANCH_SRC);
    let mut pm = manager();
    pm.add_function_pass(Phase::PipelineStart, Box::new(RedirectBranch)).unwrap();
    let report = pm.run(&mut m);
    assert_eq!(report.diagnostics.len(), 1);
    assert_eq!(report.diagnostics[0].kind, PassDiagnosticKind::FalselyPreservedCfg);
    assert_eq!(
        report.diagnostics[0].message,
        "pass 'redirect-branch' claimed to preserve the CFG but changed the CFG of @f"
    );
    assert!(report.output_is_valid());
    assert!(print_function(&m, func(&m, "f")).contains("br i1 %c, label %b, label %b"));
}

#[test]
fn module_pass_claiming_all_after_adding_a_global_is_reported() {
    let mut m = parse(LOOP_SRC);
    let mut pm = manager();
    pm.add_module_pass(Phase::PreOpt, Box::new(AddGlobal)).unwrap();
    let report = pm.run(&mut m);
    assert_eq!(report.diagnostics.len(), 1);
    assert_eq!(
        report.diagnostics[0].message,
        "pass 'add-global' claimed to preserve everything but changed the module"
    );
    assert!(m.global_by_name("added").is_some());
}

#[test]
fn honest_passes_leave_a_clean_report() {
    let mut m = parse(LOOP_SRC);
    let mut pm = manager();
    pm.add_function_pass(Phase::PipelineStart, Box::new(SetAddConstant { to: 2, claim: Preserved::Cfg })).unwrap();
    pm.add_function_pass(Phase::PipelineStart, Box::new(Query { claim: Preserved::All })).unwrap();
    let report = pm.run(&mut m);
    assert!(report.ok(), "{}", report.format_diagnostics());
    assert_eq!(report.format_diagnostics(), "");
}

// ---- analysis caching and invalidation --------------------------------------------------------

#[test]
fn analyses_are_cached_until_a_pass_does_not_preserve_them() {
    let mut m = parse(LOOP_SRC);
    let f = func(&m, "f");
    let mut am = AnalysisManager::new();
    let count = |am: &AnalysisManager| AnalysisKind::ALL.map(|k| am.num_computed(k));
    am.dom_tree(&m, f);
    am.loop_info(&m, f);
    am.post_dom_tree(&m, f);
    am.call_graph(&m);
    assert_eq!(count(&am), [1, 1, 1, 0, 1]);
    am.dom_tree(&m, f);
    am.loop_info(&m, f);
    am.post_dom_tree(&m, f);
    am.call_graph(&m);
    assert_eq!(count(&am), [1, 1, 1, 0, 1], "served from the cache");
    am.invalidate(f, Preserved::All);
    am.dom_tree(&m, f);
    assert_eq!(count(&am), [1, 1, 1, 0, 1]);
    am.invalidate(f, Preserved::Cfg);
    assert!(!am.is_cached(f, AnalysisKind::DomTree));
    assert!(am.is_cached(f, AnalysisKind::LoopInfo) && am.is_cached(f, AnalysisKind::PostDomTree));
    am.dom_tree(&m, f);
    am.loop_info(&m, f);
    am.post_dom_tree(&m, f);
    am.call_graph(&m);
    assert_eq!(count(&am), [2, 1, 1, 0, 2], "Cfg keeps loops and post-dominators only");
    am.invalidate(f, Preserved::Nothing);
    am.loop_info(&m, f);
    am.post_dom_tree(&m, f);
    assert_eq!(count(&am), [3, 2, 2, 0, 2], "loop info recomputes the dominator tree it needs");
    am.invalidate_all();
    assert!(!am.is_cached(f, AnalysisKind::LoopInfo) && !am.is_cached(f, AnalysisKind::CallGraph));
    // A change made without telling the manager still refreshes instruction-level analyses.
    let first = m.funcs[f].layout.insts().next().unwrap();
    m.funcs[f].layout.remove_inst(first);
    am.dom_tree(&m, f);
    am.dom_tree(&m, f);
    am.call_graph(&m);
    am.call_graph(&m);
    assert_eq!(count(&am), [4, 2, 2, 0, 3]);
}

#[test]
fn the_manager_invalidates_by_what_each_pass_preserved() {
    let mut m = parse(LOOP_SRC);
    let mut pm = manager();
    let q = |claim| Box::new(Query { claim });
    pm.add_function_pass(Phase::PipelineStart, q(Preserved::All)).unwrap();
    pm.add_function_pass(Phase::PipelineStart, q(Preserved::All)).unwrap();
    pm.add_function_pass(Phase::PipelineStart, Box::new(SetAddConstant { to: 4, claim: Preserved::Cfg })).unwrap();
    pm.add_function_pass(Phase::PipelineStart, q(Preserved::Nothing)).unwrap();
    pm.add_function_pass(Phase::PipelineStart, q(Preserved::All)).unwrap();
    let report = pm.run(&mut m);
    assert!(report.ok(), "{}", report.format_diagnostics());
    let am = pm.analyses();
    // Two functions. Queries 1 and 2 share one computation each; the Cfg pass drops the
    // dominator trees only; query 3 recomputes them and then claims Nothing; query 4
    // recomputes everything.
    assert_eq!(am.num_computed(AnalysisKind::DomTree), 6);
    assert_eq!(am.num_computed(AnalysisKind::LoopInfo), 4);
    assert_eq!(am.num_computed(AnalysisKind::PostDomTree), 4);
}

#[test]
fn trip_counts_follow_instruction_changes_under_cfg() {
    let mut m = parse(LOOP_SRC);
    let log = new_log();
    let mut pm = manager();
    let trip = || Box::new(TripQuery { log: log.clone() });
    pm.add_function_pass(Phase::PipelineStart, trip()).unwrap();
    pm.add_function_pass(Phase::PipelineStart, trip()).unwrap();
    pm.add_function_pass(Phase::PipelineStart, Box::new(SetAddConstant { to: 2, claim: Preserved::Cfg })).unwrap();
    pm.add_function_pass(Phase::PipelineStart, trip()).unwrap();
    let report = pm.run(&mut m);
    assert!(report.ok(), "{}", report.format_diagnostics());
    assert_eq!(*log.borrow(), ["Some(11)", "Some(11)", "Some(6)"]);
    let am = pm.analyses();
    assert_eq!(am.num_computed(AnalysisKind::TripCounts), 2);
    assert_eq!(am.num_computed(AnalysisKind::LoopInfo), 1, "the step changed, not the CFG");
}

/// Queries the dominator tree, breaks the function, queries again: rolled back.
struct QueryThenBreak;

impl FunctionPass for QueryThenBreak {
    fn name(&self) -> &'static str {
        "query-then-break"
    }
    fn run(&mut self, m: &mut Module, f: Func, am: &mut AnalysisManager) -> Preserved {
        am.loop_info(m, f);
        delete_last_terminator(&mut m.funcs[f]);
        am.dom_tree(m, f);
        Preserved::Nothing
    }
}

#[test]
fn rollback_drops_analyses_computed_on_the_broken_function() {
    let mut m = parse(LOOP_SRC);
    let mut pm = manager();
    pm.add_function_pass(Phase::PipelineStart, Box::new(QueryThenBreak)).unwrap();
    pm.add_function_pass(Phase::PipelineStart, Box::new(Query { claim: Preserved::All })).unwrap();
    let report = pm.run(&mut m);
    assert_eq!(report.num_rollbacks(), 2);
    let am = pm.analyses();
    // Per function: loop info (with a dominator tree), a dominator tree after the break, then
    // after the rollback everything again.
    assert_eq!(am.num_computed(AnalysisKind::DomTree), 6);
    assert_eq!(am.num_computed(AnalysisKind::LoopInfo), 4);
}

// ---- loop passes ------------------------------------------------------------------------------

/// Nested loops: outer header `b1`, inner header `b3`; a second top-level loop headed by `b7`.
const NESTED: &[&[usize]] = &[&[1], &[2, 6], &[3], &[4, 5], &[3], &[1], &[7], &[7, 8], &[]];

#[test]
fn loop_passes_run_innermost_first() {
    let mut m = cfg_module(NESTED);
    let log = new_log();
    let mut pm = PassManager::new(ManagerOptions { time_passes: true, ..ManagerOptions::default() });
    pm.add_loop_pass(
        Phase::OptimizerLast,
        Box::new(LoopRecorder { log: log.clone(), break_at: None, claim: Preserved::All }),
    )
    .unwrap();
    let report = pm.run(&mut m);
    assert!(report.ok(), "{}", report.format_diagnostics());
    assert_eq!(*log.borrow(), ["b3", "b1", "b7"]);
    assert_eq!(report.timings[0].pass, "loop-recorder");
    assert_eq!(report.timings[0].runs, 3);
    assert_eq!(pm.analyses().num_computed(AnalysisKind::LoopInfo), 1);
}

#[test]
fn loop_pass_runs_are_transactions_and_recompute_loop_info() {
    let mut m = cfg_module(NESTED);
    let original = print_module(&m);
    let log = new_log();
    let mut pm = manager();
    let pass = LoopRecorder { log: log.clone(), break_at: Some("b1"), claim: Preserved::Nothing };
    pm.add_loop_pass(Phase::OptimizerLast, Box::new(pass)).unwrap();
    let report = pm.run(&mut m);
    assert_eq!(*log.borrow(), ["b3", "b1", "b7"], "the pipeline went on after the rollback");
    assert_eq!(report.num_rollbacks(), 1);
    assert!(report.diagnostics[0].message.starts_with("pass 'loop-recorder' broke @f"));
    assert_eq!(print_module(&m), original);
    // Claiming Nothing drops loop info after every run; it is recomputed before the next loop.
    assert_eq!(pm.analyses().num_computed(AnalysisKind::LoopInfo), 3);
}

// ---- options: printing and timing -------------------------------------------------------------

#[test]
fn print_after_all_records_each_unit_after_each_pass() {
    let mut m = parse(LOOP_SRC);
    let log = new_log();
    let mut pm = PassManager::new(ManagerOptions { print_after_all: true, ..ManagerOptions::default() });
    pm.add_function_pass(Phase::PipelineStart, Box::new(Recorder { name: "first", log: log.clone() })).unwrap();
    pm.add_function_pass(Phase::PipelineStart, Box::new(SetAddConstant { to: 9, claim: Preserved::Cfg })).unwrap();
    pm.add_module_pass(Phase::PostOpt, Box::new(Recorder { name: "last", log: log.clone() })).unwrap();
    let report = pm.run(&mut m);
    let units: Vec<(&str, &str)> = report.printed.iter().map(|p| (p.pass.as_str(), p.unit.as_str())).collect();
    assert_eq!(
        units,
        [("first", "@f"), ("first", "@g"), ("set-add-constant", "@f"), ("set-add-constant", "@g"), ("last", "module")]
    );
    let PrintedIr { text, .. } = &report.printed[3];
    assert!(text.starts_with("define i32 @g(i32 %x)") && text.contains("add i32 %x, 9"), "{text}");
    assert!(!report.printed[1].text.contains(", 9"), "printed before the second pass changed it");
    assert_eq!(report.printed[4].text, print_module(&m));
    let dump = report.format_printed();
    assert!(dump.starts_with("; *** IR Dump After first on @f ***\ndefine i32 @f()"), "{dump}");
}

#[test]
fn time_passes_reports_every_pass_and_the_final_verify() {
    let mut m = parse(LOOP_SRC);
    let log = new_log();
    let mut pm = PassManager::new(ManagerOptions { time_passes: true, ..ManagerOptions::default() });
    pm.add_function_pass(Phase::PipelineStart, Box::new(Recorder { name: "one", log: log.clone() })).unwrap();
    pm.add_module_pass(Phase::PreCodegen, Box::new(Recorder { name: "two", log: log.clone() })).unwrap();
    let report = pm.run(&mut m);
    let names: Vec<(&str, u32)> = report.timings.iter().map(|t| (t.pass.as_str(), t.runs)).collect();
    assert_eq!(names, [("one", 2), ("two", 1), ("final_verify", 1)]);
    let table = report.format_timings();
    assert!(table.contains("Total:"), "{table}");
    let rows: Vec<&str> = table.lines().skip(3).collect();
    assert_eq!(rows.len(), 3, "{table}");
    assert!(rows[0].contains("pipeline_start") && rows[0].ends_with(" one"), "{table}");
    assert!(rows[2].contains("final_verify"), "{table}");
    // Without the option nothing is timed or printed.
    let report = manager().run(&mut m);
    assert!(report.timings.is_empty() && report.printed.is_empty());
}

// ---- pipelines --------------------------------------------------------------------------------

/// A no-op function pass with any name, for pipeline-building tests.
struct Named(&'static str);

impl FunctionPass for Named {
    fn name(&self) -> &'static str {
        self.0
    }
    fn run(&mut self, _: &mut Module, _: Func, _: &mut AnalysisManager) -> Preserved {
        Preserved::All
    }
}

/// A registry knowing the four default passes.
fn lookup(name: &str) -> Option<PassBox> {
    let known: &[&'static str] = &[
        "mem2reg",
        "instsimplify",
        "simplifycfg",
        "dce",
        "coro-early",
        "coro-split",
        "coro-cleanup",
        "inline",
        "coro-elide",
        "place-safepoints",
        "rewrite-statepoints-for-gc",
        "loop-simplify",
        "loop-rotate",
        "lcssa",
        "licm",
        "loop-unroll-full",
        "loop-unroll-and-jam",
        "loop-unroll",
        "loop-unroll-forced",
        "transform-warning",
        "early-cse",
    ];
    known.iter().find(|&&k| k == name).map(|&k| PassBox::Function(Box::new(Named(k))))
}

#[test]
fn build_pipeline_resolves_names_and_phases() {
    let pm = build_pipeline(&["mem2reg", " dce ", "pre_opt:simplifycfg"], lookup).unwrap();
    assert_eq!(
        pm.pass_names(),
        [(Phase::PreOpt, "simplifycfg"), (Phase::PipelineStart, "mem2reg"), (Phase::PipelineStart, "dce")]
    );
    let err = build_pipeline(&["mem2reg", "loop-vectorize"], lookup).err().unwrap();
    assert_eq!(err, "unknown pass 'loop-vectorize'");
    let err = build_pipeline(&["mem2reg", ""], lookup).err().unwrap();
    assert!(err.starts_with("empty pass name"), "{err}");
    let err = build_pipeline(&["late:dce"], lookup).err().unwrap();
    assert!(err.starts_with("unknown phase 'late'"), "{err}");
    let err = build_pipeline(&["final_verify:dce"], lookup).err().unwrap();
    assert!(err.contains("sealed"), "{err}");
}

#[test]
fn default_pipelines_are_explicit_lists() {
    let names = |l| default_pipeline(l).iter().map(|p| p.1).collect::<Vec<_>>();
    let gc = ["place-safepoints", "rewrite-statepoints-for-gc"];
    let cleanup = ["instsimplify", "simplifycfg", "dce"];
    assert_eq!(names(0), [&["coro-early", "coro-split", "coro-cleanup"][..], &gc].concat());
    let forms = ["loop-simplify", "loop-rotate", "lcssa", "licm"];
    assert_eq!(
        names(1),
        [
            &["coro-early", "mem2reg", "instsimplify", "simplifycfg", "coro-split"][..],
            &forms,
            &["loop-unroll-and-jam", "loop-unroll-forced", "transform-warning"],
            &["dce", "coro-cleanup"],
            &gc,
            &cleanup
        ]
        .concat()
    );
    assert_eq!(
        names(2),
        [
            &["coro-early", "mem2reg", "instsimplify", "simplifycfg", "dce", "coro-split", "inline", "coro-elide"][..],
            &["early-cse"],
            &forms,
            &["loop-unroll-full", "loop-unroll-and-jam", "loop-unroll", "transform-warning"],
            &["early-cse"],
            &cleanup,
            &["coro-cleanup"],
            &gc,
            &cleanup
        ]
        .concat()
    );
    assert_eq!(default_pipeline(3), default_pipeline(2));
    for level in 0..=2 {
        let phases: Vec<Phase> = default_pipeline(level).iter().map(|p| p.0).collect();
        assert!(phases.windows(2).all(|w| w[0] <= w[1]), "listed in running order");
        let pm = build_default_pipeline(level, lookup).unwrap();
        assert_eq!(pm.pass_names(), default_pipeline(level));
    }
    let err = build_default_pipeline(1, |_| None).err().unwrap();
    assert_eq!(err, "default pipeline -O1 needs unknown pass 'coro-early'");
    let mut m = parse(LOOP_SRC);
    assert!(build_default_pipeline(2, lookup).unwrap().run(&mut m).ok());
}

// ---- the corpus -------------------------------------------------------------------------------

/// Every `.ll` file of the C corpus and the seeds, with its path.
fn corpus() -> Vec<(String, String)> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join("tests");
    let mut files = Vec::new();
    for dir in ["c", "seeds"] {
        let Ok(entries) = std::fs::read_dir(root.join(dir)) else { continue };
        for e in entries.flatten() {
            let path = e.path();
            if path.extension().is_some_and(|x| x == "ll") {
                if let Ok(text) = std::fs::read_to_string(&path) {
                    files.push((path.display().to_string(), text));
                }
            }
        }
    }
    files.sort();
    files
}

/// Computes every analysis of every function and checks invariants that must hold on any CFG.
fn check_analyses(m: &Module, am: &mut AnalysisManager) -> usize {
    let mut counted = 0;
    for f in m.funcs.keys().filter(|&f| m.funcs[f].is_definition) {
        let blocks: Vec<Block> = m.funcs[f].layout.blocks().to_vec();
        let pdt = am.post_dom_tree(m, f).clone();
        for &b in &blocks {
            assert!(pdt.contains(b));
            if let Some(p) = pdt.ipdom(b) {
                assert!(pdt.post_dominates(p, b) && !pdt.post_dominates(b, p));
            }
        }
        let li = am.loop_info(m, f).clone();
        let dt = am.dom_tree(m, f).clone();
        for l in li.loops() {
            let d = li.data(l);
            assert!(d.blocks.iter().all(|&b| dt.dominates(d.header, b) && li.contains(l, b)));
            assert!(!d.latches.is_empty());
            if let Some(p) = d.preheader {
                assert!(!li.contains(l, p));
            }
        }
        counted += am.trip_counts(m, f).len();
    }
    let cg = am.call_graph(m);
    let covered: usize = cg.sccs().iter().map(|s| s.len()).sum();
    assert_eq!(covered, m.funcs.len());
    counted
}

#[test]
fn analyses_and_manager_run_on_the_whole_corpus() {
    let files = corpus();
    assert!(files.len() > 20, "corpus not found");
    let mut counted_loops = 0;
    for (path, text) in &files {
        let Ok(mut m) = crate::text::parse(text.as_bytes()) else { continue };
        let mut am = AnalysisManager::new();
        counted_loops += check_analyses(&m, &mut am);
        let log = new_log();
        let mut pm = PassManager::new(ManagerOptions { verify_each: true, print_after_all: false, time_passes: true });
        pm.add_function_pass(Phase::PipelineStart, Box::new(Query { claim: Preserved::Cfg })).unwrap();
        pm.add_loop_pass(Phase::OptimizerLast, Box::new(LoopRecorder { log, break_at: None, claim: Preserved::All }))
            .unwrap();
        let before = print_module(&m);
        let report = pm.run(&mut m);
        assert!(report.ok(), "{path}: {}", report.format_diagnostics());
        assert_eq!(print_module(&m), before, "{path}: passes that change nothing leave the module as it was");
    }
    assert!(counted_loops > 0, "the -O2 corpus has counted loops");
}

/// `(function, header label) -> back-edge-taken count` for the loops LLVM's scalar evolution
/// finds a constant count for, or `None` when `opt-19` is not installed.
fn scev_counts(path: &str) -> Option<std::collections::HashMap<(String, String), i128>> {
    let out = std::process::Command::new("opt-19")
        .args(["-passes=print<scalar-evolution>", "-disable-output", path])
        .output()
        .ok()?;
    let text = String::from_utf8_lossy(&out.stderr);
    let mut counts = std::collections::HashMap::new();
    let mut function = String::new();
    for line in text.lines() {
        if let Some(rest) = line.strip_prefix("Printing analysis 'Scalar Evolution Analysis' for function '") {
            function = rest.trim_end_matches("':").to_string();
        } else if let Some((header, count)) =
            line.strip_prefix("Loop ").and_then(|l| l.split_once(": backedge-taken count is "))
        {
            let number = count.rsplit(' ').next().and_then(|n| n.parse::<i128>().ok());
            if let Some(n) = number {
                counts.insert((function.clone(), header.to_string()), n);
            }
        }
    }
    Some(counts)
}

#[test]
fn trip_counts_agree_with_llvm_scalar_evolution_on_the_o2_corpus() {
    let mut agree = 0;
    for (path, text) in corpus().iter().filter(|(p, _)| p.ends_with(".O2.ll")) {
        let Ok(m) = crate::text::parse(text.as_bytes()) else { continue };
        let Some(scev) = scev_counts(path) else {
            eprintln!("opt-19 not found: skipping the comparison with scalar evolution");
            return;
        };
        let mut am = AnalysisManager::new();
        for f in m.funcs.keys().filter(|&f| m.funcs[f].is_definition) {
            let li = am.loop_info(&m, f).clone();
            for l in li.loops() {
                let header = li.header(l);
                let Some(ours) = am.trip_counts(&m, f).backedge_taken_count(header) else { continue };
                let key = (m.funcs[f].name().to_string(), crate::text::printer::block_label(&m.funcs[f], header));
                let theirs = scev.get(&key).copied();
                assert_eq!(theirs.map(|n| n as u64), Some(ours), "{path}: loop {key:?}");
                agree += 1;
            }
        }
    }
    assert!(agree >= 90, "only {agree} counted loops agreed");
}
