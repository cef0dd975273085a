//! `place-safepoints` (LLVM's PlaceSafepoints): makes running code reach a safepoint in bounded
//! time by inlining the module's `define void @gc.safepoint_poll()` at function entry and on loop
//! backedges, in every function whose `gc` strategy uses statepoints. The calls the poll body
//! makes become statepoints in `rewrite-statepoints-for-gc`, which runs after this pass.
//!
//! Rules (docs/gc.md compares them with opt-19):
//! - No polls in `@gc.safepoint_poll` itself, in `"gc-leaf-function"` functions, in functions
//!   without a statepoint strategy, or in functions already in statepoint form (they hold
//!   statepoints and every call that may collect is one: placed and rewritten by their producer,
//!   so running the pipeline twice adds nothing). A module that defines no `@gc.safepoint_poll` gets no polls
//!   (its front end places its own); declaring it without a body is an error.
//! - **Entry:** as late in the straight-line start of the function as possible (following
//!   unconditional branches into blocks with one predecessor) but before the first call that
//!   is not an intrinsic, since every such call may grow the stack.
//! - **Backedges:** a poll before the terminator of every latch, except when every path from
//!   the header around that backedge executes a call that becomes a statepoint (the dominator
//!   chain from the latch up to the header holds a non-leaf call), or when the loop runs a
//!   small constant number of times (at most `SMALL_TRIP_COUNT` header executions) and none of
//!   its nested loops skipped its own poll, so a poll-free stretch stays bounded by one loop's
//!   trip count.

use super::error_at;
use crate::inline::inline_call;
use crate::insert::make_call;
use kiln_ir::domtree::DomTree;
use kiln_ir::gc::{self, statepoint_strategy};
use kiln_ir::pass::{AnalysisManager, LoopInfo, ModulePass, Preserved, TripCounts};
use kiln_ir::{Diagnostic, EntityRef, Func, Function, Inst, InstKind, Module, Type};

/// Largest constant trip count of a loop that may go without a backedge poll.
pub const SMALL_TRIP_COUNT: u64 = 1024;

/// The name of the poll function.
pub const POLL_FUNCTION: &str = "gc.safepoint_poll";

/// The `place-safepoints` pass.
#[derive(Default)]
pub struct PlaceSafepoints {
    errors: Vec<Diagnostic>,
    /// Polls inserted by the last run.
    pub num_polls: usize,
}

impl ModulePass for PlaceSafepoints {
    fn name(&self) -> &'static str {
        "place-safepoints"
    }

    fn run(&mut self, m: &mut Module, _am: &mut AnalysisManager) -> Preserved {
        self.num_polls = 0;
        let Some(poll) = m.func_by_name(POLL_FUNCTION) else { return Preserved::All };
        let needs_polls = m.funcs.iter().any(|(g, f)| g != poll && wants_polls(m, g, f));
        if !needs_polls {
            return Preserved::All;
        }
        let body = m.funcs[poll].clone();
        if !body.is_definition || body.layout.num_blocks() == 0 {
            self.errors.push(error_at(
                &body,
                None,
                "@gc.safepoint_poll must be defined (its body is inlined at every poll)",
            ));
            return Preserved::All;
        }
        if let Some(problem) = poll_problem(m, &body) {
            self.errors.push(error_at(&body, None, problem));
            return Preserved::All;
        }
        let funcs: Vec<Func> = m.funcs.keys().filter(|&g| g != poll && wants_polls(m, g, &m.funcs[g])).collect();
        for func in funcs {
            let at = poll_locations(m, func);
            let callee = {
                let c = m.func_addr(poll);
                m.funcs[func].dfg.const_value(c, Type::PTR)
            };
            for loc in at {
                let f = &mut m.funcs[func];
                let call = make_call(f, callee, body.ty, Vec::new(), Type::VOID);
                f.layout.insert_inst_before(call, loc);
                f.inst_srclocs[call] = f.inst_srclocs[loc];
                if let Err(e) = inline_call(m, func, call, &body) {
                    self.errors.push(error_at(
                        &m.funcs[func],
                        Some(loc),
                        format!("cannot inline @gc.safepoint_poll: {e}"),
                    ));
                    return Preserved::Nothing;
                }
                self.num_polls += 1;
            }
        }
        if self.num_polls > 0 {
            Preserved::Nothing
        } else {
            Preserved::All
        }
    }

    fn take_errors(&mut self) -> Vec<Diagnostic> {
        std::mem::take(&mut self.errors)
    }
}

/// True when `f` should get polls: not when it is in statepoint form already (it has
/// statepoints and every call that may collect is one: its producer placed and rewrote it, and
/// polls added now would be a second set, e.g. when Kiln compiles the output of `kiln opt` or of
/// LLVM's passes).
fn wants_polls(m: &Module, g: Func, f: &Function) -> bool {
    let insts = || f.layout.blocks().iter().flat_map(|&b| f.layout.block_insts(b));
    let is_statepoint = |i: &Inst| gc::called_intrinsic(m, f, *i) == Some(kiln_ir::Intrinsic::GcStatepoint);
    let rewritten = insts().any(is_statepoint)
        && insts()
            .all(|i| is_statepoint(i) || !matches!(f.dfg.inst(*i), InstKind::Call(_)) || gc::is_leaf_call(m, f, *i));
    f.is_definition
        && f.layout.num_blocks() > 0
        && statepoint_strategy(f).is_some()
        && !gc::is_leaf_function(m, g)
        && !rewritten
}

/// Why the poll function cannot be inlined, if it cannot.
fn poll_problem(m: &Module, body: &Function) -> Option<String> {
    match m.types.func_info(body.ty) {
        Some((ret, params, varargs)) if ret == Type::VOID && params.is_empty() && !varargs => {}
        _ => return Some("@gc.safepoint_poll must have type void ()".into()),
    }
    let bad = body.layout.insts().any(|i| match body.dfg.inst(i) {
        InstKind::Call(c) => c.tail == kiln_ir::instructions::TailKind::MustTail,
        InstKind::IndirectBr { .. } => true,
        _ => false,
    });
    bad.then(|| "@gc.safepoint_poll must not make musttail calls or use indirectbr".into())
}

/// True for calls before which the entry poll must come: every call that is not an intrinsic
/// (statepoints, patchpoints and `deoptimize` included, as they call out).
fn needs_entry_poll_before(m: &Module, f: &Function, i: Inst) -> bool {
    use kiln_ir::Intrinsic as I;
    if !matches!(f.dfg.inst(i), InstKind::Call(_)) {
        return false;
    }
    match gc::called_intrinsic(m, f, i) {
        Some(I::GcStatepoint | I::Patchpoint | I::PatchpointVoid | I::Deoptimize) => true,
        Some(_) => false,
        None => true,
    }
}

/// The instructions before which polls go: the entry poll first, then backedges.
fn poll_locations(m: &Module, func: Func) -> Vec<Inst> {
    let f = &m.funcs[func];
    let dt = DomTree::compute(f);
    let preds = f.predecessors();
    let mut at = Vec::new();
    // Entry.
    let mut b = f.layout.entry_block().expect("a body");
    let mut visited = vec![b];
    'entry: loop {
        for &i in f.layout.block_insts(b) {
            if needs_entry_poll_before(m, f, i) {
                at.push(i);
                break 'entry;
            }
        }
        let term = f.terminator(b).expect("a terminator");
        match f.dfg.inst(term) {
            InstKind::Br { dest } if preds[*dest].len() == 1 && !visited.contains(dest) => {
                b = *dest;
                visited.push(b);
            }
            _ => {
                at.push(term);
                break;
            }
        }
    }
    // Backedges, innermost loops first.
    let li = LoopInfo::compute(f);
    let trips = TripCounts::compute(m, func, &li, &dt);
    let mut skipped = vec![false; li.num_loops()];
    for l in li.innermost_first() {
        let data = li.data(l);
        let nested_skipped = data.children.iter().any(|c| skipped[c.index()]);
        let small = trips.trip_count(data.header).is_some_and(|n| n <= SMALL_TRIP_COUNT);
        if small && !nested_skipped {
            skipped[l.index()] = true;
            continue;
        }
        for &latch in &data.latches {
            if !call_on_every_path(m, f, &dt, data.header, latch) {
                at.push(f.terminator(latch).expect("a terminator"));
            }
        }
    }
    at
}

/// True when the dominator chain from `latch` up to `header` holds a call that becomes a
/// statepoint, so every trip around this backedge passes a safepoint.
fn call_on_every_path(m: &Module, f: &Function, dt: &DomTree, header: kiln_ir::Block, latch: kiln_ir::Block) -> bool {
    let mut b = latch;
    loop {
        let has = f.layout.block_insts(b).iter().any(|&i| {
            matches!(f.dfg.inst(i), InstKind::Call(_))
                && !gc::is_leaf_call(m, f, i)
                && !matches!(
                    gc::called_intrinsic(m, f, i),
                    Some(kiln_ir::Intrinsic::GcRelocate | kiln_ir::Intrinsic::GcResult)
                )
        });
        if has {
            return true;
        }
        if b == header {
            return false;
        }
        match dt.idom(b) {
            Some(up) => b = up,
            None => return false,
        }
    }
}
