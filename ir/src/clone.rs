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
use crate::entity::{EntityRef, SecondaryMap};
use crate::instructions::InstKind;
use crate::metadata::{MdAttachment, MdOperand};
use crate::module::{Func, Function, Module};
use crate::{Constant, SrcLoc, Type};
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
    let copy = read_blocks(src, blocks, map)?;
    write_blocks(dst, copy, map);
    Ok(())
}

/// As [`clone_blocks`] with the copies in the same function (loop rotation's header copy, the
/// unroller's iterations): the source blocks are read out first, so no snapshot of the whole
/// function is needed.
pub fn clone_blocks_within(func: &mut Function, blocks: &[Block], map: &mut CloneMap) -> Result<(), String> {
    let copy = read_blocks(func, blocks, map)?;
    write_blocks(func, copy, map);
    Ok(())
}

/// The source side of a copy: what the destination needs of the blocks, read before anything is
/// written, so that source and destination may be one function.
struct BlockCopy {
    block: Block,
    name: Option<String>,
    srcloc: SrcLoc,
    insts: Vec<InstCopy>,
}

struct InstCopy {
    orig: Inst,
    /// The instruction; its pooled lists are still the source's, `lists` holds their contents.
    kind: InstKind,
    lists: Lists,
    /// The result's value, type and name.
    result: Option<(Value, Type, Option<String>)>,
    metadata: Option<Vec<MdAttachment>>,
    srcloc: SrcLoc,
    /// The operands, with what a constant or metadata operand needs to be re-created.
    args: Vec<(Value, Operand)>,
}

enum Lists {
    None,
    Phi(Vec<Value>, Vec<Block>),
    Values(Vec<Value>),
    Imms(Vec<u32>),
    Blocks(Vec<Block>),
}

enum Operand {
    Const(Constant, Type),
    Meta(MdOperand),
    Other,
}

/// Reads the blocks out of `src`; fails, before anything is written, when an operand is neither
/// mapped nor defined in the copied blocks.
fn read_blocks(src: &Function, blocks: &[Block], map: &CloneMap) -> Result<Vec<BlockCopy>, String> {
    let dfg = &src.dfg;
    let mut copied = vec![false; dfg.num_blocks()];
    for &b in blocks {
        copied[b.index()] = true;
    }
    let mut missing = None;
    let mut read_inst = |i: Inst| {
        let kind = dfg.inst(i).clone();
        let lists = match &kind {
            InstKind::Phi { args, blocks, .. } => {
                Lists::Phi(dfg.values_of(*args).to_vec(), dfg.blocks_of(*blocks).to_vec())
            }
            InstKind::Gep { args, .. } => Lists::Values(dfg.values_of(*args).to_vec()),
            InstKind::ExtractValue { indices, .. } | InstKind::InsertValue { indices, .. } => {
                Lists::Imms(dfg.imms_of(*indices).to_vec())
            }
            InstKind::ShuffleVector { mask, .. } => Lists::Imms(dfg.imms_of(*mask).to_vec()),
            InstKind::IndirectBr { dests, .. } => Lists::Blocks(dfg.blocks_of(*dests).to_vec()),
            _ => Lists::None,
        };
        let mut args = Vec::new();
        dfg.for_each_arg(i, |v| {
            let what = match dfg.value_def(v) {
                ValueDef::Const(c) => Operand::Const(c, dfg.value_type(v)),
                ValueDef::Meta(_) => Operand::Meta(dfg.meta_operand(v).cloned().expect("a metadata operand value")),
                _ => {
                    let local =
                        dfg.value_inst(v).and_then(|d| src.layout.inst_block(d)).is_some_and(|b| copied[b.index()]);
                    if !local && map.value(v).is_none() && missing.is_none() {
                        missing = Some(v);
                    }
                    Operand::Other
                }
            };
            args.push((v, what));
        });
        let result = dfg.inst_result(i).map(|r| (r, dfg.value_type(r), dfg.value_name(r).map(str::to_string)));
        InstCopy {
            orig: i,
            kind,
            lists,
            result,
            metadata: src.inst_metadata.get(&i).cloned(),
            srcloc: src.inst_srclocs[i],
            args,
        }
    };
    let copy = blocks
        .iter()
        .map(|&b| BlockCopy {
            block: b,
            name: dfg.block_name(b).map(str::to_string),
            srcloc: src.block_srclocs[b],
            // An instruction whose result is mapped is provided by the caller: not copied.
            insts: src
                .layout
                .block_insts(b)
                .iter()
                .filter(|&&i| !dfg.inst_result(i).is_some_and(|r| map.value(r).is_some()))
                .map(|&i| read_inst(i))
                .collect(),
        })
        .collect();
    match missing {
        Some(v) => Err(format!(
            "cloning @{}: operand {} of a copied instruction is defined outside the copied blocks and not mapped",
            src.name(),
            describe(dfg, v)
        )),
        None => Ok(copy),
    }
}

/// Creates the copies in `dst` (every operand is known to be mapped or copied).
fn write_blocks(dst: &mut Function, copy: Vec<BlockCopy>, map: &mut CloneMap) {
    let mut names = NameSet::of(dst);
    for bc in &copy {
        let nb = match map.block(bc.block) {
            Some(nb) => nb,
            None => {
                let nb = dst.dfg.make_block();
                dst.layout.append_block(nb);
                map.set_block(bc.block, nb);
                nb
            }
        };
        if let Some(name) = &bc.name {
            let name = names.fresh_block(name);
            dst.dfg.block_names.insert(nb, name);
        }
        dst.block_srclocs[nb] = bc.srcloc;
    }
    // Step 1: create the instructions with their lists copied, results mapped.
    let mut created = Vec::new();
    for bc in &copy {
        let nb = map.block(bc.block).expect("mapped above");
        for ic in &bc.insts {
            let mut kind = ic.kind.clone();
            match (&mut kind, &ic.lists) {
                (InstKind::Phi { args, blocks, .. }, Lists::Phi(vals, blks)) => {
                    *args = dst.dfg.make_value_list(vals);
                    *blocks = dst.dfg.make_block_list(blks);
                }
                (InstKind::Gep { args, .. }, Lists::Values(vals)) => *args = dst.dfg.make_value_list(vals),
                (InstKind::ExtractValue { indices, .. } | InstKind::InsertValue { indices, .. }, Lists::Imms(imms)) => {
                    *indices = dst.dfg.make_imm_list(imms)
                }
                (InstKind::ShuffleVector { mask, .. }, Lists::Imms(imms)) => *mask = dst.dfg.make_imm_list(imms),
                (InstKind::IndirectBr { dests, .. }, Lists::Blocks(blks)) => *dests = dst.dfg.make_block_list(blks),
                _ => {}
            }
            let ni = dst.dfg.make_inst(kind, ic.result.as_ref().map(|r| r.1));
            dst.layout.append_inst(ni, nb);
            map.insts[ic.orig] = Some(ni);
            if let (Some((r, _, name)), Some(nr)) = (&ic.result, dst.dfg.inst_result(ni)) {
                map.set_value(*r, nr);
                if let Some(name) = name {
                    let name = names.fresh_value(name);
                    dst.dfg.set_value_name(nr, Some(name));
                }
            }
            if let Some(md) = &ic.metadata {
                dst.inst_metadata.insert(ni, md.clone());
            }
            dst.inst_srclocs[ni] = ic.srcloc;
            created.push((ic, ni));
        }
    }
    // Step 2: constants and metadata operands get values of their own in `dst`; then every
    // operand and block reference goes through the map.
    for (ic, ni) in created {
        for (v, what) in &ic.args {
            match what {
                Operand::Const(c, ty) => {
                    let nv = dst.dfg.const_value(*c, *ty);
                    map.set_value(*v, nv);
                }
                Operand::Meta(md) if map.value(*v).is_none() => {
                    let nv = dst.dfg.meta_value(md.clone());
                    map.set_value(*v, nv);
                }
                _ => {}
            }
        }
        dst.dfg.map_args(ni, |v| map.value(v).expect("every operand was mapped above"));
        dst.dfg.map_blocks(ni, |b| map.block(b).unwrap_or(b));
    }
}

/// A new function `name` of `m`: a copy of `f` with the same signature, attributes and body (the
/// map is the identity, since a copy of the whole function keeps every index). Fails when the
/// name is taken.
pub fn clone_function(m: &mut Module, f: Func, name: &str) -> Result<Func, String> {
    let mut copy = m.funcs[f].clone();
    copy.sym.name = name.to_string();
    m.add_func(copy).map_err(|_| format!("cannot clone @{} as @{name}: the name is taken", m.funcs[f].name()))
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
