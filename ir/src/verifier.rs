//! The IR verifier: checks a module's structure, SSA dominance, phi/predecessor agreement,
//! the types of every instruction, alignments and intrinsic signatures.
//!
//! Requires nothing (it is what other passes rely on). Runs in time linear in the size of the
//! module: one CFG and dominator tree per function, O(1) dominance queries, no text is printed
//! unless there is an error. Errors name the function, block and instruction as
//! `in function @f, block %bb, instruction '<text>': <problem>` and point at the instruction's
//! source location when known (else the block's, else the function's). At most `MAX_ERRORS`
//! are reported.

#[path = "verifier_types.rs"]
mod inst_types;
#[cfg(test)]
#[path = "verifier_tests.rs"]
mod tests;

use crate::dfg::{Block, Inst, Value, ValueDef};
use crate::diag::Diagnostic;
use crate::domtree::{Cfg, DomTree};
use crate::entity::EntityRef;
use crate::instructions::InstKind;
use crate::module::{Func, Function, Module};
use crate::text::printer::{block_label, print_inst, print_type};

/// The most diagnostics one verification reports.
pub const MAX_ERRORS: usize = 100;

/// Verifies every global and function of `m`; returns all errors found (at most `MAX_ERRORS`).
pub fn verify_module(m: &Module) -> Result<(), Vec<Diagnostic>> {
    let mut errs = Vec::new();
    verify_globals(m, &mut errs);
    for f in m.funcs.values() {
        if let Some(problem) = dll_storage_problem(&f.sym, f.is_definition) {
            errs.push(Diagnostic {
                offset: f.srcloc.offset(),
                message: format!("in function @{}: {problem}", f.name()),
            });
        }
    }
    for func in m.funcs.keys() {
        if errs.len() >= MAX_ERRORS {
            break;
        }
        FuncVerifier::run(m, func, &mut errs);
    }
    finish(errs)
}

/// Verifies one function of `m`; returns all errors found (at most `MAX_ERRORS`).
pub fn verify_function(m: &Module, f: Func) -> Result<(), Vec<Diagnostic>> {
    let mut errs = Vec::new();
    if m.funcs.is_valid(f) {
        FuncVerifier::run(m, f, &mut errs);
    } else {
        errs.push(Diagnostic::new(format!("{f} is not a function of this module")));
    }
    finish(errs)
}

/// Turns the collected diagnostics into the result, capped at `MAX_ERRORS`.
fn finish(mut errs: Vec<Diagnostic>) -> Result<(), Vec<Diagnostic>> {
    errs.truncate(MAX_ERRORS);
    if errs.is_empty() {
        Ok(())
    } else {
        Err(errs)
    }
}

/// True for block terminators (a direct match: cheaper than going through the opcode).
#[inline]
fn is_terminator(kind: &InstKind) -> bool {
    matches!(
        kind,
        InstKind::Ret { .. }
            | InstKind::Br { .. }
            | InstKind::CondBr { .. }
            | InstKind::Switch(_)
            | InstKind::IndirectBr { .. }
            | InstKind::Invoke(_)
            | InstKind::Resume { .. }
            | InstKind::Unreachable
    )
}

/// `n` and a noun, in the plural unless `n` is 1 (`1 entry`, `2 entries`, `0 parameters`).
pub(crate) fn count(n: usize, noun: &str) -> String {
    match (n, noun.strip_suffix('y')) {
        (1, _) => format!("{n} {noun}"),
        (_, Some(stem)) => format!("{n} {stem}ies"),
        _ => format!("{n} {noun}s"),
    }
}

/// True for an alignment Kiln accepts: unspecified (0) or a power of two.
fn align_ok(align: u32) -> bool {
    align == 0 || align.is_power_of_two()
}

/// Checks alignment and initializer type of every global variable.
fn verify_globals(m: &Module, errs: &mut Vec<Diagnostic>) {
    for g in m.globals.values() {
        let report = |errs: &mut Vec<Diagnostic>, problem: String| {
            errs.push(Diagnostic {
                offset: g.srcloc.offset(),
                message: format!("in global @{}: {problem}", g.sym.name),
            })
        };
        if !align_ok(g.sym.align) {
            report(errs, format!("alignment {} is not a power of two", g.sym.align));
        }
        if let Some(problem) = dll_storage_problem(&g.sym, g.init.is_some()) {
            report(errs, problem);
        }
        if !m.types.contains(g.value_ty) {
            report(errs, "global has an invalid type".to_string());
            continue;
        }
        if !m.types.is_sized(g.value_ty) && g.init.is_some() {
            let t = print_type(&m.types, g.value_ty);
            report(errs, format!("global of unsized type {t} cannot have an initializer"));
        }
        if let Some(c) = g.init {
            if !m.consts.contains(c) {
                report(errs, "initializer is not a constant of this module".to_string());
            } else if m.const_type(c) != g.value_ty {
                let (it, gt) = (m.const_type(c), g.value_ty);
                report(
                    errs,
                    format!(
                        "initializer type {} does not match the global's type {}",
                        print_type(&m.types, it),
                        print_type(&m.types, gt)
                    ),
                );
            }
        }
        if errs.len() >= MAX_ERRORS {
            return;
        }
    }
}

/// What is wrong with a symbol's DLL storage class, as LLVM's verifier sees it: only symbols the
/// linker can see may have one, an exported symbol must be visible, and an imported one must be a
/// declaration.
fn dll_storage_problem(sym: &crate::module::Symbol, defined: bool) -> Option<String> {
    use crate::module::{DllStorage, Linkage, Visibility};
    let storage = match sym.dll_storage {
        DllStorage::Default => return None,
        DllStorage::Import => "dllimport",
        DllStorage::Export => "dllexport",
    };
    if matches!(sym.linkage, Linkage::Internal | Linkage::Private) {
        return Some(format!("a symbol with local linkage cannot be {storage}"));
    }
    match sym.dll_storage {
        DllStorage::Export if sym.visibility == Visibility::Hidden => {
            Some("a dllexport symbol must have default or protected visibility".into())
        }
        DllStorage::Import if defined => Some("a dllimport symbol must be a declaration, not a definition".into()),
        _ => None,
    }
}

/// Scratch state for verifying one function.
struct FuncVerifier<'a> {
    m: &'a Module,
    f: &'a Function,
    errs: &'a mut Vec<Diagnostic>,
    cfg: Cfg,
    dt: DomTree,
    /// Number of predecessor edges from each block into the block being checked (phi checks).
    edges_in: Vec<u32>,
    /// Number of entries for each incoming block in the phi being checked.
    entries_seen: Vec<u32>,
    /// The value of the first entry for each incoming block in the phi being checked.
    entry_value: Vec<Option<Value>>,
    /// The result type of the function's first landing pad (every `landingpad` and `resume`
    /// of a function has it).
    pad_ty: Option<crate::types::Type>,
}

impl<'a> FuncVerifier<'a> {
    /// Verifies function `func` of `m`, appending to `errs`.
    fn run(m: &'a Module, func: Func, errs: &'a mut Vec<Diagnostic>) {
        let f = &m.funcs[func];
        let mut v = FuncVerifier {
            m,
            f,
            errs,
            cfg: Cfg::default(),
            dt: DomTree::default(),
            edges_in: Vec::new(),
            entries_seen: Vec::new(),
            entry_value: Vec::new(),
            pad_ty: None,
        };
        if !v.check_signature() || f.is_declaration() {
            return;
        }
        if f.layout.blocks().is_empty() {
            v.func_error("a function definition must have at least one block".into());
            return;
        }
        v.cfg = Cfg::compute(f);
        v.dt = DomTree::with_cfg(f, &v.cfg);
        let n = f.dfg.num_blocks();
        v.edges_in = vec![0; n];
        v.entries_seen = vec![0; n];
        v.entry_value = vec![None; n];
        v.pad_ty = f.layout.insts().find_map(|i| match f.dfg.inst(i) {
            InstKind::LandingPad(_) => f.dfg.inst_result(i).map(|r| f.dfg.value_type(r)),
            _ => None,
        });
        v.check_body();
    }

    /// True once the error budget is spent.
    fn full(&self) -> bool {
        self.errs.len() >= MAX_ERRORS
    }

    // ---- reporting -------------------------------------------------------------------------------

    /// Reports a problem with the function as a whole.
    fn func_error(&mut self, problem: String) {
        self.errs.push(Diagnostic {
            offset: self.f.srcloc.offset(),
            message: format!("in function @{}: {problem}", self.f.name()),
        });
    }

    /// Reports a problem with block `b`.
    fn block_error(&mut self, b: Block, problem: String) {
        let offset = self.f.block_srclocs[b].offset().or(self.f.srcloc.offset());
        self.errs.push(Diagnostic {
            offset,
            message: format!("in function @{}, block {}: {problem}", self.f.name(), block_label(self.f, b)),
        });
    }

    /// Reports a problem with instruction `inst` of block `b`.
    fn inst_error(&mut self, b: Block, inst: Inst, problem: String) {
        let f = self.f;
        let offset = f.inst_srclocs[inst].offset().or(f.block_srclocs[b].offset()).or(f.srcloc.offset());
        self.errs.push(Diagnostic {
            offset,
            message: format!(
                "in function @{}, block {}, instruction '{}': {problem}",
                f.name(),
                block_label(f, b),
                print_inst(self.m, f, inst)
            ),
        });
    }

    /// How an operand is named in messages: `%name`, or the text of its defining instruction.
    fn describe(&self, v: Value) -> String {
        if let Some(name) = self.f.dfg.value_name(v) {
            return format!("%{name}");
        }
        match self.f.dfg.value_def(v) {
            ValueDef::Inst(d) if self.f.layout.inst_block(d).is_some() => {
                format!("the result of '{}'", print_inst(self.m, self.f, d))
            }
            _ => format!("value {v}"),
        }
    }

    // ---- signature -----------------------------------------------------------------------------

    /// Checks the function type, parameters, alignment and intrinsic signature. Returns false
    /// when the type is unusable (nothing else can be checked).
    fn check_signature(&mut self) -> bool {
        let (m, f) = (self.m, self.f);
        let Some((_, params, _)) = m.types.contains(f.ty).then(|| m.types.func_info(f.ty)).flatten() else {
            self.func_error("the function's type is not a function type".into());
            return false;
        };
        if !align_ok(f.sym.align) {
            self.func_error(format!("alignment {} is not a power of two", f.sym.align));
        }
        match f.intrinsic {
            Some(intrinsic) => {
                if let Err(problem) = intrinsic.check_signature(&m.types, f.ty) {
                    self.func_error(format!("bad signature: {problem}"));
                }
            }
            None if f.name().starts_with("llvm.") => {
                self.func_error("unknown intrinsic".into());
            }
            None => {}
        }
        if f.is_declaration() {
            return true;
        }
        if f.params.len() != params.len() {
            self.func_error(format!(
                "the function has {} but its type has {}",
                count(f.params.len(), "parameter value"),
                count(params.len(), "parameter")
            ));
            return true;
        }
        for (i, (&p, &pty)) in f.params.iter().zip(params).enumerate() {
            let ok = p.index() < f.dfg.values().len()
                && f.dfg.value_type(p) == pty
                && f.dfg.value_def(p) == ValueDef::Param(i as u32);
            if !ok {
                self.func_error(format!(
                    "parameter {i} does not match the function type (expected {})",
                    print_type(&m.types, pty)
                ));
            }
        }
        true
    }

    // ---- body ----------------------------------------------------------------------------------

    /// Walks every block and instruction once.
    fn check_body(&mut self) {
        let f = self.f;
        let mut seen_inst = vec![false; f.dfg.num_insts()];
        let mut seen_block = vec![false; f.dfg.num_blocks()];
        let entry = f.layout.entry_block();
        for &b in f.layout.blocks() {
            if self.full() {
                return;
            }
            if !f.dfg.block_is_valid(b) || seen_block[b.index()] {
                self.func_error(format!("block {b} is invalid or listed twice in the layout"));
                continue;
            }
            seen_block[b.index()] = true;
            let insts = f.layout.block_insts(b);
            if insts.is_empty() {
                self.block_error(b, "block is empty; it must end with a terminator".into());
                continue;
            }
            self.load_edges_in(b);
            let mut after_phis = false;
            for (pos, &inst) in insts.iter().enumerate() {
                if self.full() {
                    break;
                }
                if !f.dfg.insts().is_valid(inst) {
                    self.block_error(b, format!("{inst} is not an instruction of this function"));
                    continue;
                }
                if std::mem::replace(&mut seen_inst[inst.index()], true) || f.layout.inst_block(inst) != Some(b) {
                    self.inst_error(b, inst, "instruction appears more than once in the layout".into());
                    continue;
                }
                let kind = f.dfg.inst(inst);
                let is_last = pos + 1 == insts.len();
                if let InstKind::Phi { .. } = kind {
                    if after_phis {
                        self.inst_error(
                            b,
                            inst,
                            "phi node after a non-phi instruction; phis must be grouped at the start of the block"
                                .into(),
                        );
                    } else if Some(b) == entry {
                        self.inst_error(b, inst, "phi node in the entry block".into());
                        continue;
                    }
                } else {
                    after_phis = true;
                }
                let is_term = is_terminator(kind);
                if is_term && !is_last {
                    self.inst_error(b, inst, "terminator in the middle of the block".into());
                } else if !is_term && is_last {
                    self.inst_error(b, inst, "block does not end with a terminator".into());
                }
                self.check_inst(b, inst, kind, is_term);
            }
            self.clear_edges_in(b);
        }
    }

    /// Operand validity and dominance, successors, then types, of one instruction.
    fn check_inst(&mut self, b: Block, inst: Inst, kind: &InstKind, is_term: bool) {
        let ok = match kind {
            InstKind::Phi { .. } => self.check_phi(b, inst),
            _ => self.check_operands(b, inst, kind),
        };
        let ok = ok && self.check_result(b, inst);
        if is_term {
            self.check_successors(b, inst);
        }
        if matches!(kind, InstKind::Invoke(_) | InstKind::LandingPad(_) | InstKind::Resume { .. }) {
            if let Some(p) = self.eh_problem(b, inst, kind) {
                self.inst_error(b, inst, p);
            }
        }
        if ok {
            if let Err(problem) = inst_types::check(self.m, self.f, inst, kind) {
                self.inst_error(b, inst, problem);
            }
        }
    }

    /// The block rules of exception handling (LLVM's verifier): an invoke unwinds to a block that
    /// starts with a `landingpad`; a `landingpad` is its block's first non-phi and is entered
    /// only by unwind edges; every `landingpad` and `resume` of a function has one type.
    fn eh_problem(&self, b: Block, inst: Inst, kind: &InstKind) -> Option<String> {
        let f = self.f;
        let first_non_phi = |blk: Block| {
            f.layout.block_insts(blk).iter().copied().find(|&i| !matches!(f.dfg.inst(i), InstKind::Phi { .. }))
        };
        match kind {
            InstKind::Invoke(d) => {
                if !f.dfg.block_is_valid(d.unwind) || !f.layout.is_block_inserted(d.unwind) {
                    return None; // check_successors reports it
                }
                let pad = first_non_phi(d.unwind).map(|i| f.dfg.inst(i));
                if !matches!(pad, Some(InstKind::LandingPad(_))) {
                    return Some(format!(
                        "the unwind destination {} of an invoke does not start with a landingpad",
                        block_label(f, d.unwind)
                    ));
                }
                if d.normal == d.unwind {
                    return Some("an invoke's normal destination cannot be its unwind destination".into());
                }
                None
            }
            InstKind::LandingPad(_) => {
                if first_non_phi(b) != Some(inst) {
                    return Some("landingpad is not the first non-phi instruction of its block".into());
                }
                for &p in self.cfg.preds(b) {
                    let unwinds_here = f.layout.last_inst(p).is_some_and(
                        |t| matches!(f.dfg.inst(t), InstKind::Invoke(d) if d.unwind == b && d.normal != b),
                    );
                    if !unwinds_here {
                        return Some(format!(
                            "a block with a landingpad must be entered only by unwind edges of invokes, but {} branches to it",
                            block_label(f, p)
                        ));
                    }
                }
                self.pad_type_problem(f.dfg.inst_result(inst).map(|r| f.dfg.value_type(r)), "landingpad")
            }
            InstKind::Resume { arg } => self.pad_type_problem(Some(f.dfg.value_type(*arg)), "resume"),
            _ => None,
        }
    }

    /// A `landingpad` or `resume` of another type than the function's first landing pad.
    fn pad_type_problem(&self, ty: Option<crate::types::Type>, what: &str) -> Option<String> {
        match (self.pad_ty, ty) {
            (Some(want), Some(t)) if want != t => Some(format!(
                "{what} has type {} but the function's landing pads have type {}; they must all agree",
                print_type(&self.m.types, t),
                print_type(&self.m.types, want)
            )),
            _ => None,
        }
    }

    /// The result value must have a valid type.
    #[inline]
    fn check_result(&mut self, b: Block, inst: Inst) -> bool {
        let Some(r) = self.f.dfg.inst_result(inst) else {
            return true;
        };
        if r.index() >= self.f.dfg.values().len() || !self.m.types.contains(self.f.dfg.value_type(r)) {
            self.inst_error(b, inst, "the result has an invalid type".into());
            return false;
        }
        true
    }

    /// Checks every non-phi operand of `inst`; returns false if any is unusable.
    fn check_operands(&mut self, b: Block, inst: Inst, kind: &InstKind) -> bool {
        let is_call = matches!(kind, InstKind::Call(_) | InstKind::Invoke(_));
        let use_pos = self.dt.inst_position(inst).unwrap_or(u32::MAX);
        let mut all_ok = true;
        self.f.dfg.for_each_arg(inst, |v| {
            all_ok &= self.operand_is_fine(v, is_call, b, inst, use_pos);
        });
        if all_ok {
            return true;
        }
        // Slow path: find the first operand with a problem and say what it is.
        let mut first_problem = None;
        self.f.dfg.for_each_arg(inst, |v| {
            if first_problem.is_none() {
                first_problem =
                    self.operand_problem(v, is_call).err().or_else(|| self.dominance_problem(v, b, Some(inst)));
            }
        });
        match first_problem {
            Some(problem) => {
                self.inst_error(b, inst, problem);
                false
            }
            None => true,
        }
    }

    /// Fast conservative test that operand `v` of `inst` (at `use_pos` in block `b`) is valid
    /// and dominated by its definition. `false` sends the caller to the slow path, which
    /// decides (and explains); `true` must imply the slow path would find no problem.
    #[inline]
    fn operand_is_fine(&self, v: Value, allow_meta: bool, b: Block, inst: Inst, use_pos: u32) -> bool {
        let (m, f) = (self.m, self.f);
        let Some(vd) = f.dfg.values().get(v) else {
            return false;
        };
        if !m.types.contains(vd.ty) {
            return false;
        }
        match vd.def() {
            ValueDef::Inst(d) => {
                if d == inst || f.dfg.inst_result(d) != Some(v) {
                    return false;
                }
                match f.layout.inst_block(d) {
                    None => false,
                    Some(db) if db == b => self.dt.inst_position(d).is_some_and(|p| p < use_pos),
                    // An invoke's result exists only on its normal edge: the slow path decides.
                    Some(_) if matches!(f.dfg.inst(d), InstKind::Invoke(_)) => false,
                    Some(db) => self.dt.dominates(db, b),
                }
            }
            ValueDef::Param(n) => f.params.get(n as usize) == Some(&v),
            ValueDef::Const(c) => m.consts.contains(c) && m.const_type(c) == vd.ty,
            ValueDef::Meta(_) => allow_meta,
            ValueDef::Forward => false,
        }
    }

    /// Why `v` cannot be an operand at all (invalid, undefined, foreign, wrong constant).
    fn operand_problem(&self, v: Value, allow_meta: bool) -> Result<(), String> {
        let (m, f) = (self.m, self.f);
        if v.index() >= f.dfg.values().len() {
            return Err(format!("operand {v} is not a value of this function"));
        }
        if !m.types.contains(f.dfg.value_type(v)) {
            return Err(format!("operand {v} has an invalid type"));
        }
        match f.dfg.value_def(v) {
            ValueDef::Forward => Err(format!("use of undefined value {}", self.describe(v))),
            ValueDef::Param(n) => match f.params.get(n as usize) {
                Some(&p) if p == v => Ok(()),
                _ => Err(format!("operand {v} is not a parameter of this function")),
            },
            ValueDef::Const(c) => {
                if !m.consts.contains(c) {
                    Err(format!("operand {v} is not a constant of this module"))
                } else if m.const_type(c) != f.dfg.value_type(v) {
                    Err(format!("operand {v} does not have its constant's type"))
                } else {
                    Ok(())
                }
            }
            ValueDef::Meta(_) if allow_meta => Ok(()),
            ValueDef::Meta(_) => Err("metadata is only allowed as a call argument".into()),
            ValueDef::Inst(d) => {
                if f.layout.inst_block(d).is_none() {
                    Err(format!("{} is defined by an instruction that is not in the function", self.describe(v)))
                } else if f.dfg.inst_result(d) != Some(v) {
                    Err(format!("operand {v} is not the result of its defining instruction"))
                } else {
                    Ok(())
                }
            }
        }
    }

    /// Whether the edge from the block of an invoke to its normal destination `normal`
    /// dominates block `b` (LLVM's `dominates(BasicBlockEdge, BasicBlock)`): `normal` dominates
    /// `b` and every other edge into `normal` comes from a block `normal` dominates.
    fn normal_edge_dominates(&self, invoke_block: Block, normal: Block, b: Block) -> bool {
        if !self.dt.dominates(normal, b) {
            return false;
        }
        let mut from_invoke = 0;
        self.cfg.preds(normal).iter().all(|&p| {
            if p == invoke_block && from_invoke == 0 {
                from_invoke += 1;
                true
            } else {
                self.dt.dominates(normal, p)
            }
        })
    }

    /// Why the result `v` of invoke `d` (in `def_block`) is not available at its use: at
    /// instruction `use_inst` of `use_block`, or (for a phi in `phi_block`) at the end of
    /// incoming block `use_block`.
    fn invoke_result_problem(
        &self,
        v: Value,
        d: Inst,
        def_block: Block,
        use_block: Block,
        phi_block: Option<Block>,
    ) -> Option<String> {
        let InstKind::Invoke(data) = self.f.dfg.inst(d) else { return None };
        let ok = match phi_block {
            // The phi's edge from the invoke's block: only the normal edge carries the result.
            Some(pb) if use_block == def_block => pb == data.normal && pb != data.unwind,
            _ => use_block != def_block && self.normal_edge_dominates(def_block, data.normal, use_block),
        };
        if ok {
            return None;
        }
        let place = match phi_block {
            Some(pb) if use_block == def_block => {
                format!("the edge from {} to {}", block_label(self.f, def_block), block_label(self.f, pb))
            }
            Some(_) => format!("the end of incoming block {}", block_label(self.f, use_block)),
            None => "this use".to_string(),
        };
        Some(format!(
            "{} (the result of an invoke in {}) exists only on its normal edge to {}, which does not dominate {place}",
            self.describe(v),
            block_label(self.f, def_block),
            block_label(self.f, data.normal)
        ))
    }

    /// Why the definition of `v` does not dominate its use: at instruction `use_inst` of
    /// `use_block`, or (for a phi, `use_inst == None`) at the end of incoming block `use_block`.
    fn dominance_problem(&self, v: Value, use_block: Block, use_inst: Option<Inst>) -> Option<String> {
        self.dominance_problem_in(v, use_block, use_inst, None)
    }

    /// `dominance_problem`, knowing the block of a phi use.
    fn dominance_problem_in(
        &self,
        v: Value,
        use_block: Block,
        use_inst: Option<Inst>,
        phi_block: Option<Block>,
    ) -> Option<String> {
        let ValueDef::Inst(d) = self.f.dfg.value_def(v) else {
            return None;
        };
        if use_inst == Some(d) {
            return Some("instruction uses its own result, which does not dominate it (only phi nodes may)".into());
        }
        let def_block = self.f.layout.inst_block(d)?;
        if !self.dt.is_reachable(use_block) {
            return None;
        }
        if let Some(u) = use_inst {
            if def_block == use_block {
                let (dp, up) = (self.dt.inst_position(d), self.dt.inst_position(u));
                let what = self.describe(v);
                return (dp >= up)
                    .then(|| format!("{what} is used before it is defined, so it does not dominate this use"));
            }
        }
        if matches!(self.f.dfg.inst(d), InstKind::Invoke(_)) {
            return self.invoke_result_problem(v, d, def_block, use_block, phi_block);
        }
        if self.dt.dominates(def_block, use_block) {
            return None;
        }
        let place = if use_inst.is_some() {
            "this use".to_string()
        } else {
            format!("the end of incoming block {}", block_label(self.f, use_block))
        };
        Some(format!("{} (defined in {}) does not dominate {place}", self.describe(v), block_label(self.f, def_block)))
    }

    /// Every successor of terminator `inst` must be a block of the layout other than the entry.
    fn check_successors(&mut self, b: Block, inst: Inst) {
        let f = self.f;
        let mut problem = None;
        crate::domtree::for_each_successor(f, b, |s| {
            if problem.is_some() {
                return;
            }
            if !f.dfg.block_is_valid(s) || !f.layout.is_block_inserted(s) {
                problem = Some(format!("branch to {s}, which is not a block of this function"));
            } else if Some(s) == f.layout.entry_block() {
                problem = Some(format!(
                    "branch to the entry block {}; the entry block must not have predecessors",
                    block_label(f, s)
                ));
            }
        });
        if let Some(p) = problem {
            self.inst_error(b, inst, p);
        }
    }

    // ---- phis ----------------------------------------------------------------------------------

    /// Counts the predecessor edges of `b` by source block (scratch for phi checks).
    fn load_edges_in(&mut self, b: Block) {
        for &p in self.cfg.preds(b) {
            self.edges_in[p.index()] += 1;
        }
    }

    /// Resets the counts `load_edges_in` set.
    fn clear_edges_in(&mut self, b: Block) {
        for &p in self.cfg.preds(b) {
            self.edges_in[p.index()] = 0;
        }
    }

    /// Checks a phi: one entry per predecessor edge, equal values for repeated blocks, incoming
    /// values valid and available at the end of their incoming block.
    fn check_phi(&mut self, b: Block, inst: Inst) -> bool {
        let f = self.f;
        let InstKind::Phi { args, blocks, .. } = f.dfg.inst(inst) else {
            return true;
        };
        let (vals, blks) = (f.dfg.values_of(*args), f.dfg.blocks_of(*blocks));
        if vals.len() != blks.len() {
            let p = format!("phi node has {} values but {} blocks", vals.len(), blks.len());
            self.inst_error(b, inst, p);
            return false;
        }
        let problem = self.phi_entry_problem(b, vals, blks);
        for &p in blks {
            if let Some(slot) = self.entries_seen.get_mut(p.index()) {
                *slot = 0;
                self.entry_value[p.index()] = None;
            }
        }
        if let Some(p) = problem {
            self.inst_error(b, inst, p);
            return false;
        }
        true
    }

    /// The first problem with a phi's entries, using the scratch tables (left dirty for
    /// `check_phi` to reset).
    fn phi_entry_problem(&mut self, b: Block, vals: &[Value], blks: &[Block]) -> Option<String> {
        let f = self.f;
        for (&v, &p) in vals.iter().zip(blks) {
            if !f.dfg.block_is_valid(p) || !f.layout.is_block_inserted(p) {
                return Some(format!("phi node has an incoming block {p} that is not in the function"));
            }
            if self.edges_in[p.index()] == 0 {
                return Some(format!(
                    "phi node has an entry for {}, which is not a predecessor of {}",
                    block_label(f, p),
                    block_label(f, b)
                ));
            }
            if let Err(problem) = self.operand_problem(v, false) {
                return Some(problem);
            }
            self.entries_seen[p.index()] += 1;
            match self.entry_value[p.index()] {
                None => self.entry_value[p.index()] = Some(v),
                Some(first) if first != v => {
                    return Some(format!(
                        "phi node has multiple entries for {} with different values",
                        block_label(f, p)
                    ))
                }
                Some(_) => {}
            }
            if let Some(problem) = self.dominance_problem_in(v, p, None, Some(b)) {
                return Some(problem);
            }
        }
        let preds = self.cfg.preds(b);
        if vals.len() != preds.len() {
            return Some(format!(
                "phi node needs one entry per predecessor edge, but it has {} and {} has {}",
                count(vals.len(), "entry"),
                block_label(f, b),
                count(preds.len(), "predecessor edge")
            ));
        }
        for &p in preds {
            if self.entries_seen[p.index()] != self.edges_in[p.index()] {
                return Some(format!(
                    "phi node has {} for predecessor {}, which has {} to this block",
                    count(self.entries_seen[p.index()] as usize, "entry"),
                    block_label(f, p),
                    count(self.edges_in[p.index()] as usize, "edge")
                ));
            }
        }
        None
    }
}
