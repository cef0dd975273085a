//! Modules, global variables and functions.
//!
//! A `Module` owns the type store, the constant pool, interned attribute sets, metadata, global
//! variables and functions. Functions and globals share one symbol namespace (`@name`), looked
//! up through `Module::symbol`.

use crate::attributes::{AttrList, AttrSets};
use crate::constant::{ConstData, ConstPool, Constant};
use crate::dfg::{Block, DataFlowGraph, Inst, Value};
use crate::entity::{EntityRef, PrimaryMap, SecondaryMap};
use crate::instructions::{CallConv, InstKind};
use crate::intrinsics::Intrinsic;
use crate::layout::Layout;
use crate::metadata::{MdAttachment, MetadataStore};
use crate::types::{Type, TypeStore};
use std::collections::HashMap;

crate::entity!(
    /// A function of a module.
    Func,
    "func"
);
crate::entity!(
    /// A global variable of a module.
    GlobalVar,
    "global"
);

/// Linkage types (stable IDs).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
#[repr(u8)]
pub enum Linkage {
    /// `external` (the default; printed only on declarations of globals)
    #[default]
    External = 0,
    /// `available_externally`
    AvailableExternally = 1,
    /// `linkonce`
    LinkOnce = 2,
    /// `linkonce_odr`
    LinkOnceOdr = 3,
    /// `weak`
    Weak = 4,
    /// `weak_odr`
    WeakOdr = 5,
    /// `appending`
    Appending = 6,
    /// `internal`
    Internal = 7,
    /// `private`
    Private = 8,
    /// `extern_weak`
    ExternWeak = 9,
    /// `common`
    Common = 10,
}

impl Linkage {
    /// Every linkage with its keyword.
    pub const KEYWORDS: &'static [(&'static str, Linkage)] = &[
        ("external", Linkage::External),
        ("available_externally", Linkage::AvailableExternally),
        ("linkonce", Linkage::LinkOnce),
        ("linkonce_odr", Linkage::LinkOnceOdr),
        ("weak", Linkage::Weak),
        ("weak_odr", Linkage::WeakOdr),
        ("appending", Linkage::Appending),
        ("internal", Linkage::Internal),
        ("private", Linkage::Private),
        ("extern_weak", Linkage::ExternWeak),
        ("common", Linkage::Common),
    ];
    /// The keyword.
    pub fn name(self) -> &'static str {
        Self::KEYWORDS.iter().find(|k| k.1 == self).map(|k| k.0).unwrap_or("external")
    }
    /// Parses a keyword.
    pub fn from_name(s: &str) -> Option<Self> {
        Self::KEYWORDS.iter().find(|k| k.0 == s).map(|k| k.1)
    }
    /// True for `internal` and `private`.
    pub fn is_local(self) -> bool {
        matches!(self, Linkage::Internal | Linkage::Private)
    }
}

/// Symbol visibility.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum Visibility {
    /// `default`
    #[default]
    Default,
    /// `hidden`
    Hidden,
    /// `protected`
    Protected,
}

/// DLL storage class (COFF).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum DllStorage {
    /// none
    #[default]
    Default,
    /// `dllimport`
    Import,
    /// `dllexport`
    Export,
}

/// `unnamed_addr` / `local_unnamed_addr`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum UnnamedAddr {
    /// none
    #[default]
    None,
    /// `local_unnamed_addr`
    Local,
    /// `unnamed_addr`
    Global,
}

/// Thread-local storage model of a global.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ThreadLocal {
    /// `thread_local`
    GeneralDynamic,
    /// `thread_local(localdynamic)`
    LocalDynamic,
    /// `thread_local(initialexec)`
    InitialExec,
    /// `thread_local(localexec)`
    LocalExec,
}

/// Properties shared by functions and global variables.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Symbol {
    /// The name without `@` (may be a number for unnamed globals, e.g. `@0`).
    pub name: String,
    /// Linkage.
    pub linkage: Linkage,
    /// Visibility.
    pub visibility: Visibility,
    /// DLL storage class.
    pub dll_storage: DllStorage,
    /// `dso_local`
    pub dso_local: bool,
    /// `unnamed_addr`
    pub unnamed_addr: UnnamedAddr,
    /// `section "..."`
    pub section: Option<String>,
    /// `partition "..."` is not supported; `comdat` / `comdat($name)`.
    pub comdat: Option<String>,
    /// `align N` (0: unspecified).
    pub align: u32,
    /// Metadata attachments (`!dbg` is dropped by the parser).
    pub metadata: Vec<MdAttachment>,
}

/// A global variable.
#[derive(Clone, Debug, PartialEq)]
pub struct GlobalVarData {
    /// Name, linkage and friends.
    pub sym: Symbol,
    /// `constant` rather than `global`.
    pub is_constant: bool,
    /// `thread_local`
    pub thread_local: Option<ThreadLocal>,
    /// `externally_initialized`
    pub externally_initialized: bool,
    /// Address space of the global.
    pub addrspace: u32,
    /// The type of the value stored in the global.
    pub value_ty: Type,
    /// The initializer (`None` for declarations).
    pub init: Option<Constant>,
    /// Source offset of the definition (for diagnostics).
    pub srcloc: SrcLoc,
}

/// A byte offset into the source text, or none.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SrcLoc(u32);

impl Default for SrcLoc {
    fn default() -> Self {
        SrcLoc::NONE
    }
}

impl SrcLoc {
    /// No location.
    pub const NONE: SrcLoc = SrcLoc(u32::MAX);
    /// A location at byte offset `off`.
    pub fn at(off: usize) -> Self {
        SrcLoc(u32::try_from(off).unwrap_or(u32::MAX - 1).min(u32::MAX - 1))
    }
    /// The byte offset, if any.
    pub fn offset(self) -> Option<usize> {
        (self.0 != u32::MAX).then_some(self.0 as usize)
    }
}

/// A function: declaration or definition.
#[derive(Clone, Debug)]
pub struct Function {
    /// Name, linkage and friends.
    pub sym: Symbol,
    /// The function type (`TypeData::Func`).
    pub ty: Type,
    /// Calling convention.
    pub cc: CallConv,
    /// Function, return and parameter attributes.
    pub attrs: AttrList,
    /// `gc "name"`
    pub gc: Option<String>,
    /// `personality ptr @fn`: the personality routine of this function's landing pads.
    pub personality: Option<crate::constant::Constant>,
    /// Address space of the function (`addrspace(N)` in the header).
    pub addrspace: u32,
    /// The intrinsic this declaration names, if its name starts with `llvm.`.
    pub intrinsic: Option<Intrinsic>,
    /// Parameter values (empty for declarations).
    pub params: Vec<Value>,
    /// Values and instructions.
    pub dfg: DataFlowGraph,
    /// Block and instruction order; empty for declarations.
    pub layout: Layout,
    /// Metadata attachments of instructions (kind `dbg` is never stored).
    pub inst_metadata: HashMap<Inst, Vec<MdAttachment>>,
    /// Source offset of each instruction, for diagnostics.
    pub inst_srclocs: SecondaryMap<Inst, SrcLoc>,
    /// Source offset of each block label, for diagnostics.
    pub block_srclocs: SecondaryMap<Block, SrcLoc>,
    /// Source offset of the `define`/`declare`.
    pub srcloc: SrcLoc,
    /// True for `define` (even before any block exists); false for `declare`.
    pub is_definition: bool,
}

impl Function {
    /// Creates a declaration of type `ty` (a function type).
    pub fn new(name: &str, ty: Type) -> Self {
        Function {
            sym: Symbol { name: name.to_string(), ..Symbol::default() },
            ty,
            cc: CallConv::C,
            attrs: AttrList::default(),
            gc: None,
            personality: None,
            addrspace: 0,
            intrinsic: None,
            params: Vec::new(),
            dfg: DataFlowGraph::new(),
            layout: Layout::new(),
            inst_metadata: HashMap::new(),
            inst_srclocs: SecondaryMap::new(),
            block_srclocs: SecondaryMap::new(),
            srcloc: SrcLoc::NONE,
            is_definition: false,
        }
    }
    /// The function name without `@`.
    pub fn name(&self) -> &str {
        &self.sym.name
    }
    /// True for declarations (no body).
    pub fn is_declaration(&self) -> bool {
        !self.is_definition
    }
    /// Appends a new empty block to the layout.
    pub fn add_block(&mut self) -> Block {
        let b = self.dfg.make_block();
        self.layout.append_block(b);
        b
    }
    /// Creates an instruction and appends it to block `b`; returns it.
    pub fn append_inst(&mut self, b: Block, kind: InstKind, result_ty: Option<Type>) -> Inst {
        let i = self.dfg.make_inst(kind, result_ty);
        self.layout.append_inst(i, b);
        i
    }
    /// Splits the block holding `at` before `at`: `at` and every instruction after it move to a
    /// new block laid out right after, which the phis of the moved terminator's successors now
    /// name as their predecessor. The old block is left without a terminator for the caller to
    /// end. Returns the new block.
    pub fn split_block_before(&mut self, at: Inst) -> Block {
        let b = self.layout.inst_block(at).expect("split_block_before: instruction not in the layout");
        let pos = self.layout.block_insts(b).iter().position(|&i| i == at).expect("in its block");
        let moved: Vec<Inst> = self.layout.block_insts(b)[pos..].to_vec();
        let nb = self.dfg.make_block();
        self.layout.insert_block_after(nb, b);
        for &i in &moved {
            self.layout.remove_inst(i);
            self.layout.append_inst(i, nb);
        }
        if let Some(term) = self.terminator(nb) {
            for s in self.dfg.successors(term) {
                let phis: Vec<Inst> = self
                    .layout
                    .block_insts(s)
                    .iter()
                    .copied()
                    .filter(|&i| self.dfg.inst(i).opcode() == crate::Opcode::Phi)
                    .collect();
                for phi in phis {
                    self.dfg.map_blocks(phi, |p| if p == b { nb } else { p });
                }
            }
        }
        nb
    }
    /// The terminator of `b`, if its last instruction is one.
    pub fn terminator(&self, b: Block) -> Option<Inst> {
        self.layout.last_inst(b).filter(|&i| self.dfg.inst(i).is_terminator())
    }
    /// The leading phis of `b`.
    pub fn phis(&self, b: Block) -> Vec<Inst> {
        self.layout
            .block_insts(b)
            .iter()
            .copied()
            .take_while(|&i| matches!(self.dfg.inst(i), InstKind::Phi { .. }))
            .collect()
    }
    /// Successors of `b` (from its terminator).
    pub fn successors(&self, b: Block) -> Vec<Block> {
        self.terminator(b).map(|t| self.dfg.successors(t)).unwrap_or_default()
    }
    /// Predecessor lists of every block in the layout (each predecessor listed once per edge).
    pub fn predecessors(&self) -> SecondaryMap<Block, Vec<Block>> {
        let mut preds: SecondaryMap<Block, Vec<Block>> = SecondaryMap::new();
        for &b in self.layout.blocks() {
            for s in self.successors(b) {
                preds[s].push(b);
            }
        }
        preds
    }
    /// A counter that changes whenever the body changes (instructions, operands, order); passes
    /// that claim to preserve everything are checked against it.
    pub fn generation(&self) -> u64 {
        self.dfg.generation() + self.layout.generation()
    }
    /// Number of instructions in the layout.
    pub fn num_insts(&self) -> usize {
        self.layout.blocks().iter().map(|&b| self.layout.block_insts(b).len()).sum()
    }
    /// Releases spare capacity of the body's tables (after the body is complete).
    pub fn shrink_to_fit(&mut self) {
        self.dfg.shrink_to_fit();
        self.layout.shrink_to_fit();
        self.inst_srclocs.shrink_to_fit();
        self.block_srclocs.shrink_to_fit();
        self.params.shrink_to_fit();
    }

    /// Approximate heap bytes held by the function body.
    pub fn heap_bytes(&self) -> usize {
        self.dfg.heap_bytes()
            + self.layout.heap_bytes()
            + self.inst_srclocs.heap_bytes()
            + self.block_srclocs.heap_bytes()
            + self.params.capacity() * 4
            + self.inst_metadata.capacity() * 40
    }
}

/// A reference to a global symbol: a function or a global variable.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum SymbolRef {
    /// A function.
    Func(Func),
    /// A global variable.
    Global(GlobalVar),
}

/// A `$name = comdat kind` definition.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Comdat {
    /// The name without `$`.
    pub name: String,
    /// `any`, `exactmatch`, `largest`, `nodeduplicate`, `samesize`.
    pub kind: String,
}

/// A whole module.
#[derive(Clone, Debug, Default)]
pub struct Module {
    /// `source_filename = "..."`
    pub source_filename: Option<String>,
    /// `target triple = "..."`
    pub target_triple: Option<String>,
    /// `target datalayout = "..."`
    pub datalayout: Option<String>,
    /// All types.
    pub types: TypeStore,
    /// All constants.
    pub consts: ConstPool,
    /// Interned attribute sets.
    pub attr_sets: AttrSets,
    /// Metadata nodes.
    pub metadata: MetadataStore,
    /// Global variables in source order.
    pub globals: PrimaryMap<GlobalVar, GlobalVarData>,
    /// Functions in source order.
    pub funcs: PrimaryMap<Func, Function>,
    /// Comdats.
    pub comdats: Vec<Comdat>,
    symbols: HashMap<String, SymbolRef>,
}

impl Module {
    /// Creates an empty module.
    pub fn new() -> Self {
        Self::default()
    }
    /// Looks up `@name`.
    pub fn symbol(&self, name: &str) -> Option<SymbolRef> {
        self.symbols.get(name).copied()
    }
    /// Looks up a function by name.
    pub fn func_by_name(&self, name: &str) -> Option<Func> {
        match self.symbol(name)? {
            SymbolRef::Func(f) => Some(f),
            SymbolRef::Global(_) => None,
        }
    }
    /// Looks up a global variable by name.
    pub fn global_by_name(&self, name: &str) -> Option<GlobalVar> {
        match self.symbol(name)? {
            SymbolRef::Global(g) => Some(g),
            SymbolRef::Func(_) => None,
        }
    }
    /// Adds a function. Fails (returning the function back) when the name is taken.
    pub fn add_func(&mut self, mut f: Function) -> Result<Func, Function> {
        if self.symbols.contains_key(&f.sym.name) {
            return Err(f);
        }
        if f.intrinsic.is_none() {
            f.intrinsic = Intrinsic::lookup(&f.sym.name);
        }
        let name = f.sym.name.clone();
        let id = self.funcs.push(f);
        self.symbols.insert(name, SymbolRef::Func(id));
        Ok(id)
    }
    /// Adds a global variable. Fails (returning it back) when the name is taken.
    pub fn add_global(&mut self, g: GlobalVarData) -> Result<GlobalVar, GlobalVarData> {
        if self.symbols.contains_key(&g.sym.name) {
            return Err(g);
        }
        let name = g.sym.name.clone();
        let id = self.globals.push(g);
        self.symbols.insert(name, SymbolRef::Global(id));
        Ok(id)
    }
    /// Removes the functions in `dead` from the module. Functions after them move down, and
    /// every reference to a function (address constants, `blockaddress`) is renumbered, so
    /// `Func` indices held across this call are stale. Fails, changing nothing, while a function
    /// body or a global initializer still refers to one of them.
    pub fn remove_funcs(&mut self, dead: &[Func]) -> Result<(), String> {
        let is_dead = |f: Func| dead.contains(&f);
        let mentions_dead = |c: Constant| self.const_mentions(c, &is_dead);
        for (fid, func) in self.funcs.iter().filter(|(f, _)| !is_dead(*f)) {
            let mut used = false;
            for inst in func.layout.insts() {
                func.dfg.for_each_arg(inst, |v| used |= func.dfg.value_const(v).is_some_and(mentions_dead));
            }
            if used {
                return Err(format!("cannot remove a function that @{} still uses", self.funcs[fid].name()));
            }
        }
        if let Some(g) = self.globals.values().find(|g| g.init.is_some_and(mentions_dead)) {
            return Err(format!("cannot remove a function that the initializer of @{} still uses", g.sym.name));
        }
        let mut renumber: Vec<Option<Func>> = Vec::with_capacity(self.funcs.len());
        let mut kept = PrimaryMap::new();
        for (fid, func) in std::mem::take(&mut self.funcs).into_iter() {
            if is_dead(fid) {
                self.symbols.remove(&func.sym.name);
                renumber.push(None);
            } else {
                renumber.push(Some(kept.push(func)));
            }
        }
        self.funcs = kept;
        for (fid, func) in self.funcs.iter() {
            self.symbols.insert(func.sym.name.clone(), SymbolRef::Func(fid));
        }
        self.consts.renumber_funcs(|f| renumber.get(f.index()).copied().flatten());
        Ok(())
    }

    /// True when constant `c` is, or is built from, the address of a function `pred` accepts.
    fn const_mentions(&self, c: Constant, pred: &impl Fn(Func) -> bool) -> bool {
        match self.consts.data(c) {
            ConstData::FuncAddr { func, .. } | ConstData::BlockAddr { func, .. } => pred(*func),
            ConstData::Aggregate { elems, .. } => elems.iter().any(|&e| self.const_mentions(e, pred)),
            ConstData::Expr(e) => e.operands.iter().any(|&o| self.const_mentions(o, pred)),
            _ => false,
        }
    }
    /// Renames a symbol; fails when the new name is taken.
    pub fn rename(&mut self, sym: SymbolRef, new_name: &str) -> bool {
        if self.symbols.contains_key(new_name) {
            return false;
        }
        let s = match sym {
            SymbolRef::Func(f) => &mut self.funcs[f].sym,
            SymbolRef::Global(g) => &mut self.globals[g].sym,
        };
        self.symbols.remove(&s.name);
        s.name = new_name.to_string();
        self.symbols.insert(new_name.to_string(), sym);
        true
    }
    /// The constant holding the address of function `f` (type `ptr`).
    pub fn func_addr(&mut self, f: Func) -> Constant {
        let ty = self.types.ptr(self.funcs[f].addrspace);
        self.consts.intern(ConstData::FuncAddr { ty, func: f })
    }
    /// The constant holding the address of global `g`.
    pub fn global_addr(&mut self, g: GlobalVar) -> Constant {
        let ty = self.types.ptr(self.globals[g].addrspace);
        self.consts.intern(ConstData::GlobalAddr { ty, global: g })
    }
    /// The function a callee operand of `f` names directly (a function address constant).
    pub fn callee_func(&self, f: &Function, callee: Value) -> Option<Func> {
        let c = f.dfg.value_const(callee)?;
        match self.consts.contains(c).then(|| self.consts.data(c))? {
            ConstData::FuncAddr { func, .. } if self.funcs.is_valid(*func) => Some(*func),
            _ => None,
        }
    }
    /// The type of constant `c`.
    pub fn const_type(&self, c: Constant) -> Type {
        self.consts.data(c).ty()
    }
    /// Total number of instructions in all function bodies.
    pub fn num_insts(&self) -> usize {
        self.funcs.values().map(|f| f.num_insts()).sum()
    }
    /// Approximate heap bytes held by the module.
    pub fn heap_bytes(&self) -> usize {
        self.types.heap_bytes()
            + self.consts.heap_bytes()
            + self.funcs.heap_bytes()
            + self.globals.heap_bytes()
            + self.funcs.values().map(|f| f.heap_bytes()).sum::<usize>()
            + self.symbols.capacity() * 48
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::instructions::InstKind;

    #[test]
    fn generation_counts_changes_to_the_body_but_not_queries() {
        let mut m = Module::new();
        let ty = m.types.func(Type::VOID, vec![], false);
        let mut f = Function::new("f", ty);
        let b = f.add_block();
        let g0 = f.generation();
        let ret = f.append_inst(b, InstKind::Ret { arg: None }, None);
        let g1 = f.generation();
        assert!(g1 > g0);
        let _ = f.terminator(b);
        let _ = f.dfg.successors(ret);
        let zero = m.consts.int(Type::I32, 32, 0);
        f.dfg.const_value(zero, Type::I32);
        assert_eq!(f.generation(), g1, "queries and constant operands are not changes");
        f.layout.remove_inst(ret);
        assert!(f.generation() > g1);
    }
}
