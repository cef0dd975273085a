//! Copying code: blocks of one function into another (or into itself) through a map from the
//! source's values and blocks to the copies, and whole functions into new functions of the
//! module. The coroutine splitter, the inliner and loop unrolling all copy code through here.
//!
//! The copy is made in two steps, so operands may refer forward (phis, and uses laid out before
//! their definitions): first every instruction is created with its operand lists copied into the
//! destination's pools, then every operand and block reference is sent through the map. Constants
//! and metadata operands are re-created in the destination on the way; parameters and results of
//! instructions outside the copied blocks must be in the map before the copy (a front end seeds
//! it with the arguments of an inlined call, for example), and a missing one is an error that
//! names the value. Blocks referenced but not copied (the incoming blocks of a phi at the region's
//! entry, branch targets outside it) keep their source index unless the map has them: the caller
//! maps them first or rewrites them after.
//!
//! An instruction whose result is already in the map is not copied: the caller provides that
//! value in the destination (a frame address instead of an alloca, say).
//!
//! Names are kept; a name the destination already uses gets a numeric suffix (`x` → `x.1`), as
//! LLVM's cloner does, so the copy prints as valid text. Metadata attachments and source locations
//! travel with their instructions; metadata nodes and attribute sets are module-wide, so a copy
//! within one module shares them.

use crate::dfg::{Block, DataFlowGraph, Inst, Value, ValueDef};
use crate::entity::SecondaryMap;
use crate::instructions::InstKind;
use crate::module::{Func, Function, Module};
use std::collections::HashSet;

/// Where the copies of source values, blocks and instructions are.
#[derive(Clone, Debug, Default)]
pub struct CloneMap {
    values: SecondaryMap<Value, Option<Value>>,
    blocks: SecondaryMap<Block, Option<Block>>,
    insts: SecondaryMap<Inst, Option<Inst>>,
}

impl CloneMap {
    /// An empty map.
    pub fn new() -> Self {
        Self::default()
    }
    /// Makes `from` (of the source) stand for `to` (of the destination).
    pub fn set_value(&mut self, from: Value, to: Value) {
        self.values[from] = Some(to);
    }
    /// Makes block `from` of the source stand for `to` of the destination.
    pub fn set_block(&mut self, from: Block, to: Block) {
        self.blocks[from] = Some(to);
    }
    /// The copy of `v`, if mapped.
    pub fn value(&self, v: Value) -> Option<Value> {
        *self.values.get(v)
    }
    /// The copy of block `b`, if mapped.
    pub fn block(&self, b: Block) -> Option<Block> {
        *self.blocks.get(b)
    }
    /// The copy of instruction `i`, if it was copied.
    pub fn inst(&self, i: Inst) -> Option<Inst> {
        *self.insts.get(i)
    }
}

/// Copies the blocks `blocks` of `src` (in that order, each with all its instructions) to the end
/// of `dst`'s layout. Blocks already in the map are filled instead of created (the block must be
/// in `dst`'s layout and empty). See the module comment for what must be mapped beforehand.
pub fn clone_blocks(src: &Function, dst: &mut Function, blocks: &[Block], map: &mut CloneMap) -> Result<(), String> {
    let mut names = NameSet::of(dst);
    for &b in blocks {
        let nb = match map.block(b) {
            Some(nb) => nb,
            None => {
                let nb = dst.dfg.make_block();
                dst.layout.append_block(nb);
                map.set_block(b, nb);
                nb
            }
        };
        if let Some(name) = src.dfg.block_name(b) {
            let name = names.fresh_block(name);
            dst.dfg.block_names.insert(nb, name);
        }
        dst.block_srclocs[nb] = src.block_srclocs[b];
    }
    // Step 1: create the instructions with their lists copied, results mapped.
    let mut copies = Vec::new();
    for &b in blocks {
        let nb = map.block(b).expect("mapped above");
        for &i in src.layout.block_insts(b) {
            if src.dfg.inst_result(i).is_some_and(|r| map.value(r).is_some()) {
                // The caller provides this value in the destination: its definition is not copied.
                continue;
            }
            let kind = copy_lists(&src.dfg, &mut dst.dfg, src.dfg.inst(i));
            let result_ty = src.dfg.inst_result(i).map(|v| src.dfg.value_type(v));
            let ni = dst.dfg.make_inst(kind, result_ty);
            dst.layout.append_inst(ni, nb);
            map.insts[i] = Some(ni);
            if let (Some(r), Some(nr)) = (src.dfg.inst_result(i), dst.dfg.inst_result(ni)) {
                map.set_value(r, nr);
                if let Some(name) = src.dfg.value_name(r) {
                    let name = names.fresh_value(name);
                    dst.dfg.set_value_name(nr, Some(name));
                }
            }
            if let Some(md) = src.inst_metadata.get(&i) {
                dst.inst_metadata.insert(ni, md.clone());
            }
            dst.inst_srclocs[ni] = src.inst_srclocs[i];
            copies.push((i, ni));
        }
    }
    // Step 2: constants and metadata operands get values of their own in `dst`; then every
    // operand and block reference goes through the map.
    for &(i, ni) in &copies {
        let mut missing = None;
        src.dfg.for_each_arg(i, |v| match src.dfg.value_def(v) {
            ValueDef::Const(_) | ValueDef::Meta(_) => {}
            _ if map.value(v).is_some() => {}
            _ => missing = missing.or(Some(v)),
        });
        if let Some(v) = missing {
            return Err(format!(
                "cloning @{}: operand {} of a copied instruction is defined outside the copied blocks and not mapped",
                src.name(),
                describe(&src.dfg, v)
            ));
        }
        for v in src.dfg.inst_args(i) {
            match src.dfg.value_def(v) {
                ValueDef::Const(c) => {
                    let nv = dst.dfg.const_value(c, src.dfg.value_type(v));
                    map.set_value(v, nv);
                }
                ValueDef::Meta(_) if map.value(v).is_none() => {
                    let md = src.dfg.meta_operand(v).cloned().expect("a metadata operand value");
                    let nv = dst.dfg.meta_value(md);
                    map.set_value(v, nv);
                }
                _ => {}
            }
        }
        dst.dfg.map_args(ni, |v| map.value(v).expect("every operand was mapped above"));
        dst.dfg.map_blocks(ni, |b| map.block(b).unwrap_or(b));
    }
    Ok(())
}

/// A new function `name` of `m`: a copy of `f` with the same signature, attributes and body (the
/// map is the identity, since a copy of the whole function keeps every index). Fails when the
/// name is taken.
pub fn clone_function(m: &mut Module, f: Func, name: &str) -> Result<Func, String> {
    let mut copy = m.funcs[f].clone();
    copy.sym.name = name.to_string();
    m.add_func(copy).map_err(|_| format!("cannot clone @{} as @{name}: the name is taken", m.funcs[f].name()))
}

/// `kind` with its pooled lists copied from `src`'s pools to `dst`'s (operands not yet mapped).
fn copy_lists(src: &DataFlowGraph, dst: &mut DataFlowGraph, kind: &InstKind) -> InstKind {
    let mut kind = kind.clone();
    match &mut kind {
        InstKind::Phi { args, blocks, .. } => {
            *args = dst.make_value_list(src.values_of(*args));
            *blocks = dst.make_block_list(src.blocks_of(*blocks));
        }
        InstKind::Gep { args, .. } => *args = dst.make_value_list(src.values_of(*args)),
        InstKind::ExtractValue { indices, .. } | InstKind::InsertValue { indices, .. } => {
            *indices = dst.make_imm_list(src.imms_of(*indices))
        }
        InstKind::ShuffleVector { mask, .. } => *mask = dst.make_imm_list(src.imms_of(*mask)),
        InstKind::IndirectBr { dests, .. } => *dests = dst.make_block_list(src.blocks_of(*dests)),
        _ => {}
    }
    kind
}

fn describe(dfg: &DataFlowGraph, v: Value) -> String {
    match (dfg.value_name(v), dfg.value_def(v)) {
        (Some(n), _) => format!("%{n}"),
        (None, ValueDef::Param(n)) => format!("parameter {n}"),
        (None, _) => format!("{v}"),
    }
}

/// The local names a function uses, for making copies' names unique. Values and blocks share
/// one namespace in the text form (`%x` may name either), so they share one set.
pub struct NameSet {
    used: HashSet<String>,
}

impl NameSet {
    /// The names `f` uses now.
    pub fn of(f: &Function) -> NameSet {
        let values = f.dfg.value_names.iter().map(|(_, n)| n.clone());
        NameSet { used: values.chain(f.dfg.block_names.iter().map(|(_, n)| n.clone())).collect() }
    }
    /// `name`, or `name.N` when taken; the result is taken from now on.
    pub fn fresh_value(&mut self, name: &str) -> String {
        fresh(&mut self.used, name)
    }
    /// As `fresh_value`, for a block.
    pub fn fresh_block(&mut self, name: &str) -> String {
        fresh(&mut self.used, name)
    }
}

fn fresh(used: &mut HashSet<String>, name: &str) -> String {
    let mut candidate = name.to_string();
    let mut n = 0;
    while used.contains(&candidate) || is_number(&candidate) {
        n += 1;
        candidate = format!("{name}.{n}");
    }
    used.insert(candidate.clone());
    candidate
}

/// A name made of digits would read as an unnamed value's number.
fn is_number(s: &str) -> bool {
    !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit())
}

#[cfg(test)]
#[path = "clone_tests.rs"]
mod tests;
