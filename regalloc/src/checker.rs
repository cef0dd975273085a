//! A symbolic checker that proves an [`Output`] correct for a [`Function`].
//!
//! Dataflow over the CFG: for every register and spill slot, the set of values (vregs, or the
//! incoming value of a fixed physical register) it is known to hold; the meet at join points is
//! intersection. Edits copy sets; defs and clobbers overwrite; a def of a vreg removes its stale
//! copies; block parameters take the sets of their branch arguments on each edge. Every use must
//! find its value in its allocation. Requires nothing; reports the first problem found.

use std::collections::VecDeque;
use std::fmt;

use crate::function::Function;
use crate::types::{
    Allocation, Block, Edit, Inst, MachineEnv, OperandKind, OperandPos, Output, PReg, ProgPoint, RegClass, RegRef,
};

/// Why an output is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckError {
    /// The instruction where the problem shows, if any.
    pub inst: Option<Inst>,
    /// What is wrong.
    pub msg: String,
}

impl fmt::Display for CheckError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.inst {
            Some(i) => write!(f, "at {i}: {}", self.msg),
            None => f.write_str(&self.msg),
        }
    }
}

impl std::error::Error for CheckError {}

fn err<T>(inst: Option<Inst>, msg: String) -> Result<T, CheckError> {
    Err(CheckError { inst, msg })
}

/// Tag bit of a value that is the incoming content of a physical register.
const PHYS: u32 = 1 << 31;

/// Values known to be in each location: registers 0..32, then spill slots.
type State = Vec<Vec<u32>>;

/// Checks `out` against `func`: every use reads its vreg, nothing live is overwritten.
pub fn check<F: Function>(func: &F, env: &MachineEnv, out: &Output) -> Result<(), CheckError> {
    crate::liveness::validate(func, env).map_err(|e| CheckError { inst: None, msg: e.to_string() })?;
    let ni = func.num_insts();
    let nb = func.num_blocks();
    if out.inst_alloc_offsets.len() != ni + 1 {
        return err(None, "inst_alloc_offsets has the wrong length".into());
    }
    for i in 0..ni {
        let (a, b) = (out.inst_alloc_offsets[i] as usize, out.inst_alloc_offsets[i + 1] as usize);
        if a > b || b > out.allocs.len() || b - a != func.inst_operands(Inst::new(i)).len() {
            return err(Some(Inst::new(i)), "allocation count differs from operand count".into());
        }
    }
    if out.num_spill_slots > 2 * func.num_vregs() + 8 {
        return err(None, format!("{} spill slots for {} vregs", out.num_spill_slots, func.num_vregs()));
    }
    let edits_at = index_edits(func, out)?;
    let mut entry: Vec<Option<State>> = vec![None; nb];
    let mut init: State = vec![Vec::new(); 32 + out.num_spill_slots];
    for (p, loc) in init.iter_mut().take(32).enumerate() {
        loc.push(PHYS | p as u32);
    }
    entry[0] = Some(init);
    let mut queue = VecDeque::from([0usize]);
    let mut queued = vec![false; nb];
    queued[0] = true;
    while let Some(b) = queue.pop_front() {
        queued[b] = false;
        let Some(mut state) = entry[b].clone() else { continue };
        let block = Block::new(b);
        let r = func.block_insts(block);
        let succs = func.block_succs(block);
        let sources: Vec<Option<Inst>> = (0..succs.len()).map(|k| func.edge_source(block, k)).collect();
        let mut during: Vec<(Inst, State)> = Vec::new();
        for inst in r.iter() {
            let mut snapshot = sources.contains(&Some(inst)).then(State::new);
            check_inst(func, env, out, &edits_at, inst, &mut state, snapshot.as_mut())?;
            if let Some(st) = snapshot {
                during.push((inst, st));
            }
        }
        for (k, &s) in succs.iter().enumerate() {
            let mut st = match sources[k] {
                Some(src) => during.iter().find(|d| d.0 == src).map(|d| d.1.clone()).unwrap_or_else(|| state.clone()),
                None => state.clone(),
            };
            let args = func.branch_blockparams(block, r.last(), k);
            let params = func.block_params(s);
            rename_params(&mut st, args.iter().map(|a| a.0), params.iter().map(|p| p.0));
            let changed = match &mut entry[s.index()] {
                None => {
                    entry[s.index()] = Some(st);
                    true
                }
                Some(old) => meet(old, &st),
            };
            if changed && !queued[s.index()] {
                queued[s.index()] = true;
                queue.push_back(s.index());
            }
        }
    }
    Ok(())
}

/// For each instruction, the range of `out.edits` before it and after it.
fn index_edits<F: Function>(func: &F, out: &Output) -> Result<Vec<[(usize, usize); 2]>, CheckError> {
    let ni = func.num_insts();
    let mut idx = vec![[(0usize, 0usize); 2]; ni];
    let mut prev: Option<ProgPoint> = None;
    let mut k = 0;
    while k < out.edits.len() {
        let p = out.edits[k].0;
        if p.inst.index() >= ni {
            return err(None, format!("edit at {} out of range", p.inst));
        }
        if prev.is_some_and(|q| q >= p) {
            return err(Some(p.inst), "edits are not sorted by program point".into());
        }
        let start = k;
        while k < out.edits.len() && out.edits[k].0 == p {
            k += 1;
        }
        idx[p.inst.index()][p.after as usize] = (start, k);
        prev = Some(p);
    }
    Ok(idx)
}

/// Checks one instruction against the state and applies its effects.
fn check_inst<F: Function>(
    func: &F,
    env: &MachineEnv,
    out: &Output,
    edits_at: &[[(usize, usize); 2]],
    inst: Inst,
    state: &mut State,
    during: Option<&mut State>,
) -> Result<(), CheckError> {
    let e = edits_at[inst.index()];
    apply_edits(env, out, e[0], inst, state)?;
    let ops = func.inst_operands(inst);
    let allocs = out.inst_allocs(inst);
    let clobbers = func.inst_clobbers(inst);
    let mut regs: Vec<Option<PReg>> = Vec::with_capacity(ops.len());
    // Values reported at the late point: (vreg, state index, rewritten in place).
    let mut late: Vec<(u32, usize, bool)> = Vec::new();
    for (op, &a) in ops.iter().zip(allocs) {
        if op.kind.at_late_point() {
            let Some(v) = op.vreg() else {
                return err(Some(inst), format!("{:?} operand of a fixed register", op.kind));
            };
            let class = func.vreg_class(v);
            let at = match (op.kind, a) {
                (_, Allocation::Stack(_)) => loc_index(a, class, state.len(), inst)?,
                (OperandKind::Live, Allocation::Reg(r)) if env.is_allocatable(r) && r.class() == class => {
                    if clobbers.contains(r) {
                        return err(Some(inst), format!("{v} reported in {r}, which the instruction clobbers"));
                    }
                    r.index()
                }
                _ => return err(Some(inst), format!("{v} reported in {a}, wrong for a {:?} operand", op.kind)),
            };
            if !state[at].contains(&v.0) {
                return err(Some(inst), format!("{v} is not in {a} here"));
            }
            late.push((v.0, at, op.kind == OperandKind::StackMod));
            regs.push(None);
            continue;
        }
        let reg = match (op.reg, a) {
            (RegRef::Phys(p), Allocation::Reg(r)) if p == r => {
                if !env.is_allocatable(p) {
                    regs.push(None);
                    continue;
                }
                if op.kind != OperandKind::Def && !state[p.index()].contains(&(PHYS | p.index() as u32)) {
                    return err(Some(inst), format!("fixed register {p} was overwritten before this use"));
                }
                p
            }
            (RegRef::Phys(p), _) => return err(Some(inst), format!("operand {p} allocated to {a}")),
            (RegRef::Virt(v), Allocation::Reg(r)) => {
                if v.index() >= func.num_vregs() || !env.is_allocatable(r) || r.class() != func.vreg_class(v) {
                    return err(Some(inst), format!("{v} allocated to unusable register {r}"));
                }
                if op.kind != OperandKind::Def && !state[r.index()].contains(&v.0) {
                    return err(Some(inst), format!("{v} is not in {r} here"));
                }
                if op.kind != OperandKind::Use && clobbers.contains(r) {
                    return err(Some(inst), format!("{v} defined into clobbered register {r}"));
                }
                r
            }
            (RegRef::Virt(v), _) => return err(Some(inst), format!("{v} allocated to {a}, not a register")),
        };
        regs.push(Some(reg));
    }
    check_collisions(ops, &regs, inst)?;
    for c in clobbers.iter() {
        state[c.index()].clear();
    }
    for &(v, at, rewritten) in &late {
        if ops.iter().zip(&regs).any(|(o, r)| o.kind.writes_register() && r.is_some_and(|r| r.index() == at)) {
            return err(Some(inst), format!("v{v} is reported in a register the instruction writes"));
        }
        if rewritten {
            // The slot now holds the new value; any other copy of the old one is stale.
            state.iter_mut().for_each(|s| s.retain(|&x| x != v));
            state[at] = vec![v];
        }
    }
    for (op, reg) in ops.iter().zip(&regs) {
        let Some(r) = *reg else { continue };
        if !op.kind.writes_register() {
            continue;
        }
        let val = match op.reg {
            RegRef::Virt(v) => {
                state.iter_mut().for_each(|s| s.retain(|&x| x != v.0));
                v.0
            }
            RegRef::Phys(p) => PHYS | p.index() as u32,
        };
        state[r.index()].clear();
        state[r.index()].push(val);
    }
    if let Some(d) = during {
        // What an edge leaving from this instruction sees: its effects, not the edits after it.
        d.clone_from(state);
    }
    apply_edits(env, out, e[1], inst, state)
}

/// Writes must go to distinct registers; early defs may not share with reads.
fn check_collisions(ops: &[crate::types::Operand], regs: &[Option<PReg>], inst: Inst) -> Result<(), CheckError> {
    for i in 0..ops.len() {
        let Some(ri) = regs[i] else { continue };
        for j in i + 1..ops.len() {
            let (a, b) = (ops[i], ops[j]);
            if regs[j] != Some(ri) || a.reg == b.reg {
                continue;
            }
            let writes = |o: crate::types::Operand| o.kind != OperandKind::Use;
            let early_def = |o: crate::types::Operand| o.kind == OperandKind::Def && o.pos == OperandPos::Early;
            if writes(a) && writes(b) {
                return err(Some(inst), format!("two operands write {ri}"));
            }
            if (early_def(a) && !writes(b)) || (early_def(b) && !writes(a)) {
                return err(Some(inst), format!("an early def shares {ri} with a use"));
            }
        }
    }
    Ok(())
}

/// Applies the edits `out.edits[range]` at `inst`.
fn apply_edits(
    env: &MachineEnv,
    out: &Output,
    range: (usize, usize),
    inst: Inst,
    state: &mut State,
) -> Result<(), CheckError> {
    for (_, edit) in &out.edits[range.0..range.1] {
        let Edit::Move { from, to, class } = *edit;
        let src = loc_index(from, class, state.len(), inst)?;
        let dst = loc_index(to, class, state.len(), inst)?;
        if let (Allocation::Stack(_), Allocation::Stack(_)) = (from, to) {
            let scratch = env.scratch[class as usize].index();
            state[scratch] = state[src].clone();
        }
        state[dst] = state[src].clone();
        if class == RegClass::Vec {
            if let Allocation::Stack(s) = to {
                state[32 + s.index() + 1].clear();
            }
        }
    }
    Ok(())
}

/// The state index of a location, checked against the class.
fn loc_index(a: Allocation, class: RegClass, len: usize, inst: Inst) -> Result<usize, CheckError> {
    match a {
        Allocation::Reg(r) if r.class() == class => Ok(r.index()),
        Allocation::Stack(s) => {
            let n = class.spill_slots();
            if s.index() % n != 0 || 32 + s.index() + n > len {
                return err(Some(inst), format!("edit uses bad slot {s} for {class:?}"));
            }
            Ok(32 + s.index())
        }
        _ => err(Some(inst), format!("edit uses bad location {a} for {class:?}")),
    }
}

/// Block parameters take the values of their arguments on an edge.
fn rename_params(state: &mut State, args: impl Iterator<Item = u32>, params: impl Iterator<Item = u32>) {
    let pairs: Vec<(u32, u32)> = args.zip(params).collect();
    if pairs.is_empty() {
        return;
    }
    let holders: Vec<Vec<usize>> =
        pairs.iter().map(|&(a, _)| (0..state.len()).filter(|&l| state[l].contains(&a)).collect()).collect();
    for &(_, p) in &pairs {
        state.iter_mut().for_each(|s| s.retain(|&x| x != p));
    }
    for ((_, p), locs) in pairs.iter().zip(holders) {
        for l in locs {
            state[l].push(*p);
        }
    }
}

/// Intersects `old` with `new`; returns whether `old` changed.
fn meet(old: &mut State, new: &State) -> bool {
    let mut changed = false;
    for (o, n) in old.iter_mut().zip(new) {
        let before = o.len();
        o.retain(|x| n.contains(x));
        changed |= o.len() != before;
    }
    changed
}
