//! `transform-warning`: after the last loop transformation, every transformation that loop
//! metadata still forces was not applied, and the user is told (seed 003, "Leftover
//! Transformations"; LLVM's `WarnMissedTransformationsPass`). Each loop gets at most one warning
//! per kind; follow-ups of a transformation that was not applied were never attached, so only
//! the first failure of a chain is reported. The message says why when the transformation's own
//! decision procedure can tell (`unroll::why_not_unrolled`), and falls back to LLVM's text when
//! the transformation would be possible now (it was asked for by a follow-up of a transformation
//! that runs later in the pipeline, or its pass did not run).
//!
//! Located at the loop's start `!DILocation` (in its LoopID), else the latch branch's `!dbg`,
//! else the latch branch's position in the IR text. Requires nothing; changes nothing.

use super::md::{self, Mode};
use kiln_ir::diag::{Remark, RemarkKind, RemarkLoc};
use kiln_ir::metadata::MdNode;
use kiln_ir::pass::{AnalysisManager, FunctionPass, Loop, LoopInfo, Preserved};
use kiln_ir::{Func, Module};

/// LLVM's explanation when a forced transformation is left over for no reason Kiln can name.
pub const UNABLE: &str = "the optimizer was unable to perform the requested transformation; the transformation might be disabled or specified as part of an unsupported transformation ordering";

/// What Kiln does not implement yet.
const NOT_SUPPORTED: &str = "the transformation is not supported yet";

/// The warning pass.
#[derive(Default)]
pub struct TransformWarning {
    remarks: Vec<Remark>,
}

impl FunctionPass for TransformWarning {
    fn name(&self) -> &'static str {
        "transform-warning"
    }

    fn run(&mut self, m: &mut Module, f: Func, _am: &mut AnalysisManager) -> Preserved {
        let func = &m.funcs[f];
        if !md::has_loop_ids(func) {
            return Preserved::All;
        }
        let facts = super::unroll::FuncFacts::compute(m, f);
        let li = &facts.li;
        for l in li.loops() {
            let id = md::loop_id(m, func, &li.data(l).latches);
            for (name, message) in leftovers(m, f, &facts, l, id) {
                self.remarks.push(Remark {
                    kind: RemarkKind::Failure,
                    pass: "transform-warning".into(),
                    name: name.into(),
                    function: func.name().to_string(),
                    loc: location(m, f, li, l, id),
                    message,
                });
            }
        }
        Preserved::All
    }

    fn take_remarks(&mut self) -> Vec<Remark> {
        std::mem::take(&mut self.remarks)
    }
}

/// `(remark name, message)` of every forced transformation of loop `l` still pending.
fn leftovers(
    m: &Module,
    f: Func,
    facts: &super::unroll::FuncFacts,
    l: Loop,
    id: Option<MdNode>,
) -> Vec<(&'static str, String)> {
    let mut out = Vec::new();
    if md::unroll_mode(m, id) == Mode::Forced {
        let why = super::unroll::why_not_unrolled(m, f, facts, l).unwrap_or_else(|| UNABLE.to_string());
        out.push(("FailedRequestedUnrolling", format!("loop not unrolled: {why}")));
    }
    if md::unroll_and_jam_mode(m, id) == Mode::Forced {
        let why = super::unroll_and_jam::why_not_jammed(m, f, facts, l).unwrap_or_else(|| UNABLE.to_string());
        out.push(("FailedRequestedUnrollAndJamming", format!("loop not unroll-and-jammed: {why}")));
    }
    if md::vectorize_mode(m, id) == Mode::Forced {
        let width = md::int_attr(m, id, "llvm.loop.vectorize.width");
        let interleave = md::int_attr(m, id, "llvm.loop.interleave.count");
        if width.is_none_or(|w| w > 1) {
            out.push(("FailedRequestedVectorization", format!("loop not vectorized: {NOT_SUPPORTED}")));
        } else if interleave.unwrap_or(0) != 1 {
            out.push(("FailedRequestedInterleaving", format!("loop not interleaved: {NOT_SUPPORTED}")));
        }
    }
    if md::distribute_mode(m, id) == Mode::Forced {
        out.push(("FailedRequestedDistribution", format!("loop not distributed: {NOT_SUPPORTED}")));
    }
    out
}

/// Where a warning about loop `l` points (see the module documentation).
fn location(m: &Module, f: Func, li: &LoopInfo, l: Loop, id: Option<MdNode>) -> RemarkLoc {
    if let Some((file, line, column)) = md::start_location(&m.metadata, id) {
        return RemarkLoc::Source { file, line, column };
    }
    let func = &m.funcs[f];
    let d = li.data(l);
    let latch_term = d.latches.first().and_then(|&b| func.terminator(b));
    if let Some(t) = latch_term {
        let dbg = func.inst_metadata.get(&t).and_then(|a| a.iter().find(|a| a.kind == "dbg"));
        if let Some((file, line, column)) = dbg.and_then(|a| md::di_location(&m.metadata, a.node)) {
            return RemarkLoc::Source { file, line, column };
        }
    }
    let header_first = func.layout.block_insts(d.header).first().copied();
    latch_term
        .and_then(|t| func.inst_srclocs[t].offset())
        .or_else(|| header_first.and_then(|i| func.inst_srclocs[i].offset()))
        .or(func.srcloc.offset())
        .map_or(RemarkLoc::None, RemarkLoc::Offset)
}
