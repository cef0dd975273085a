//! The data-flow graph of a function: what its values and instructions are, not where they sit.
//!
//! Values are function parameters, instruction results, or uses of module constants and metadata.
//! Instructions are `InstKind` payloads; variable-length operand lists live in two append-only
//! pools (`ValueList`, `BlockList`). The order of blocks and instructions is kept apart, in
//! `Layout`. Names (`%x`, `%entry`) are optional side tables: unnamed entities print as numbers.

use crate::constant::Constant;
use crate::entity::{PrimaryMap, SecondaryMap};
use crate::instructions::{CallData, InstKind};

use crate::fasthash::FastMap;
use crate::metadata::MdOperand;
use crate::types::Type;

crate::entity!(
    /// An SSA value of a function.
    Value,
    "v"
);
crate::entity!(
    /// An instruction of a function.
    Inst,
    "inst"
);
crate::entity!(
    /// A basic block of a function.
    Block,
    "block"
);

/// Where a value comes from.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ValueDef {
    /// The `n`th function parameter.
    Param(u32),
    /// The result of an instruction.
    Inst(Inst),
    /// A module constant used as an operand.
    Const(Constant),
    /// A forward reference created by the parser before its definition was seen; it never
    /// survives a successful parse.
    Forward,
    /// A metadata operand (`metadata !"..."`, `metadata i32 0`) of an intrinsic call: an index
    /// into the graph's metadata operand table (see `DataFlowGraph::meta_operand`).
    Meta(u32),
}

/// A value: its type and definition, packed into 8 bytes.
///
/// Layout of `def`: `tag:3 index:29` — tag 0 param, 1 instruction, 2 constant, 3 forward,
/// 4 metadata operand. Indices past 2^29 (half a billion) are not representable; the arenas never
/// get near that within the memory of one machine.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ValueData {
    /// The type.
    pub ty: Type,
    def: u32,
}

const DEF_INDEX_BITS: u32 = 29;
const DEF_INDEX_MASK: u32 = (1 << DEF_INDEX_BITS) - 1;

impl ValueData {
    /// Packs a type and a definition.
    pub fn new(ty: Type, def: ValueDef) -> Self {
        let (tag, index) = match def {
            ValueDef::Param(n) => (0, n),
            ValueDef::Inst(i) => (1, i.as_u32()),
            ValueDef::Const(c) => (2, c.as_u32()),
            ValueDef::Forward => (3, 0),
            ValueDef::Meta(n) => (4, n),
        };
        assert!(index <= DEF_INDEX_MASK, "value definition index {index} exceeds 2^29");
        ValueData { ty, def: (tag << DEF_INDEX_BITS) | index }
    }
    /// The definition.
    #[inline]
    pub fn def(&self) -> ValueDef {
        let index = self.def & DEF_INDEX_MASK;
        match self.def >> DEF_INDEX_BITS {
            0 => ValueDef::Param(index),
            1 => ValueDef::Inst(Inst::from_u32(index)),
            2 => ValueDef::Const(Constant::from_u32(index)),
            3 => ValueDef::Forward,
            _ => ValueDef::Meta(index),
        }
    }
}

/// A slice of the value pool.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct ValueList {
    start: u32,
    len: u32,
}

/// A slice of the immediate (`u32`) pool: aggregate indices, shuffle masks.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct ImmList {
    start: u32,
    len: u32,
}

impl ImmList {
    /// Number of immediates in the list.
    pub fn len(self) -> usize {
        self.len as usize
    }
    /// True when the list is empty.
    pub fn is_empty(self) -> bool {
        self.len == 0
    }
}

/// A slice of the block pool.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct BlockList {
    start: u32,
    len: u32,
}

impl ValueList {
    /// Number of values in the list.
    pub fn len(self) -> usize {
        self.len as usize
    }
    /// True when the list is empty.
    pub fn is_empty(self) -> bool {
        self.len == 0
    }
}

impl BlockList {
    /// Number of blocks in the list.
    pub fn len(self) -> usize {
        self.len as usize
    }
    /// True when the list is empty.
    pub fn is_empty(self) -> bool {
        self.len == 0
    }
}

/// Values, instructions and their operands.
#[derive(Clone, Debug, Default)]
pub struct DataFlowGraph {
    values: PrimaryMap<Value, ValueData>,
    insts: PrimaryMap<Inst, InstKind>,
    /// Bumped by every change to what the function computes (see `generation`).
    generation: u64,
    /// The result value of each instruction that has one.
    results: SecondaryMap<Inst, Option<Value>>,
    /// Number of blocks created.
    num_blocks: u32,
    value_pool: Vec<Value>,
    block_pool: Vec<Block>,
    imm_pool: Vec<u32>,
    meta_operands: Vec<MdOperand>,
    const_values: FastMap<Constant, Value>,
    /// Names of named values (without `%`).
    pub value_names: FastMap<Value, String>,
    /// Names of named blocks (without `%`).
    pub block_names: FastMap<Block, String>,
}

impl DataFlowGraph {
    /// Creates an empty graph.
    pub fn new() -> Self {
        Self::default()
    }

    /// All values (read-only; values are created through `make_*`).
    pub fn values(&self) -> &PrimaryMap<Value, ValueData> {
        &self.values
    }
    /// All instructions, including ones removed from the layout (read-only; see `inst_mut`).
    pub fn insts(&self) -> &PrimaryMap<Inst, InstKind> {
        &self.insts
    }
    /// Reserves room for `insts` more instructions and `values` more values.
    pub fn reserve(&mut self, insts: usize, values: usize) {
        self.insts.reserve(insts);
        self.values.reserve(values);
    }
    /// A counter that changes whenever an instruction, operand or parameter changes. Creating
    /// blocks, constant or metadata operand values, and naming things do not count: they do not
    /// change what the function computes.
    pub fn generation(&self) -> u64 {
        self.generation
    }

    // ---- blocks --------------------------------------------------------------------------------

    /// Creates a new block (not yet in the layout).
    pub fn make_block(&mut self) -> Block {
        let b = Block::from_u32(self.num_blocks);
        self.num_blocks += 1;
        b
    }
    /// Number of blocks ever created.
    pub fn num_blocks(&self) -> usize {
        self.num_blocks as usize
    }
    /// True when `b` was created by this graph.
    pub fn block_is_valid(&self, b: Block) -> bool {
        b.as_u32() < self.num_blocks
    }

    // ---- values --------------------------------------------------------------------------------

    /// Creates the value of parameter `n`.
    pub fn make_param(&mut self, n: u32, ty: Type) -> Value {
        self.generation += 1;
        self.values.push(ValueData::new(ty, ValueDef::Param(n)))
    }
    /// The value that stands for constant `c` (created once per function).
    pub fn const_value(&mut self, c: Constant, ty: Type) -> Value {
        if let Some(&v) = self.const_values.get(&c) {
            return v;
        }
        let v = self.values.push(ValueData::new(ty, ValueDef::Const(c)));
        self.const_values.insert(c, v);
        v
    }
    /// A metadata operand value.
    pub fn meta_value(&mut self, md: MdOperand) -> Value {
        self.meta_operands.push(md);
        let idx = self.meta_operands.len() as u32 - 1;
        self.values.push(ValueData::new(Type::METADATA, ValueDef::Meta(idx)))
    }
    /// The metadata operand behind a `ValueDef::Meta` value.
    pub fn meta_operand(&self, v: Value) -> Option<&MdOperand> {
        match self.values[v].def() {
            ValueDef::Meta(i) => self.meta_operands.get(i as usize),
            _ => None,
        }
    }
    /// The type of `v`.
    #[inline]
    pub fn value_type(&self, v: Value) -> Type {
        self.values[v].ty
    }
    /// The definition of `v`.
    #[inline]
    pub fn value_def(&self, v: Value) -> ValueDef {
        self.values[v].def()
    }
    /// The constant behind `v`, if it is one.
    pub fn value_const(&self, v: Value) -> Option<Constant> {
        match self.values[v].def() {
            ValueDef::Const(c) => Some(c),
            _ => None,
        }
    }
    /// The name of `v`, if it has one.
    pub fn value_name(&self, v: Value) -> Option<&str> {
        self.value_names.get(&v).map(|s| s.as_str())
    }
    /// Sets or clears the name of `v`.
    pub fn set_value_name(&mut self, v: Value, name: Option<String>) {
        match name {
            Some(n) => self.value_names.insert(v, n),
            None => self.value_names.remove(&v),
        };
    }
    /// The name of block `b`, if it has one.
    pub fn block_name(&self, b: Block) -> Option<&str> {
        self.block_names.get(&b).map(|s| s.as_str())
    }

    // ---- instructions --------------------------------------------------------------------------

    /// Creates an instruction; `result_ty` is `Some` for instructions that produce a value.
    pub fn make_inst(&mut self, kind: InstKind, result_ty: Option<Type>) -> Inst {
        self.generation += 1;
        let inst = self.insts.push(kind);
        if let Some(ty) = result_ty {
            let v = self.values.push(ValueData::new(ty, ValueDef::Inst(inst)));
            self.results[inst] = Some(v);
        }
        inst
    }
    /// Creates a value whose definition is not known yet (`ValueDef::Forward`).
    pub fn make_forward_value(&mut self, ty: Type) -> Value {
        self.generation += 1;
        self.values.push(ValueData::new(ty, ValueDef::Forward))
    }
    /// Creates an instruction whose result is the existing value `result` (which must be a
    /// `Forward` value, typically created for a forward reference).
    pub fn make_inst_with_result(&mut self, kind: InstKind, result: Value) -> Inst {
        self.generation += 1;
        debug_assert!(matches!(self.values[result].def(), ValueDef::Forward));
        let inst = self.insts.push(kind);
        self.values[result] = ValueData::new(self.values[result].ty, ValueDef::Inst(inst));
        self.results[inst] = Some(result);
        inst
    }

    /// The result of `inst`, if it has one.
    #[inline]
    pub fn inst_result(&self, inst: Inst) -> Option<Value> {
        *self.results.get(inst)
    }
    /// The instruction that defines `v`, if any.
    pub fn value_inst(&self, v: Value) -> Option<Inst> {
        match self.values[v].def() {
            ValueDef::Inst(i) => Some(i),
            _ => None,
        }
    }
    /// The payload of `inst`.
    #[inline]
    pub fn inst(&self, inst: Inst) -> &InstKind {
        &self.insts[inst]
    }
    /// The payload of `inst`, mutably.
    #[inline]
    pub fn inst_mut(&mut self, inst: Inst) -> &mut InstKind {
        self.generation += 1;
        &mut self.insts[inst]
    }
    /// Number of instructions ever created.
    pub fn num_insts(&self) -> usize {
        self.insts.len()
    }

    // ---- pools ---------------------------------------------------------------------------------

    /// Stores a value list in the pool.
    pub fn make_value_list(&mut self, vals: &[Value]) -> ValueList {
        let start = self.value_pool.len() as u32;
        self.value_pool.extend_from_slice(vals);
        ValueList { start, len: vals.len() as u32 }
    }
    /// Stores a block list in the pool.
    pub fn make_block_list(&mut self, blocks: &[Block]) -> BlockList {
        let start = self.block_pool.len() as u32;
        self.block_pool.extend_from_slice(blocks);
        BlockList { start, len: blocks.len() as u32 }
    }
    /// Stores a list of immediates in the pool.
    pub fn make_imm_list(&mut self, imms: &[u32]) -> ImmList {
        let start = self.imm_pool.len() as u32;
        self.imm_pool.extend_from_slice(imms);
        ImmList { start, len: imms.len() as u32 }
    }
    /// The immediates of a list.
    #[inline]
    pub fn imms_of(&self, l: ImmList) -> &[u32] {
        &self.imm_pool[l.start as usize..(l.start + l.len) as usize]
    }
    /// A shuffle mask as signed lane selectors (`-1`: poison lane).
    pub fn shuffle_mask(&self, l: ImmList) -> Vec<i32> {
        self.imms_of(l).iter().map(|&x| x as i32).collect()
    }

    /// Successor blocks of terminator `inst` in order (duplicates kept); empty for others.
    pub fn successors(&self, inst: Inst) -> Vec<Block> {
        match &self.insts[inst] {
            InstKind::IndirectBr { dests, .. } => self.blocks_of(*dests).to_vec(),
            k => k.direct_successors(),
        }
    }
    /// Rewrites every successor of `inst` equal to `from` into `to`.
    pub fn replace_successor(&mut self, inst: Inst, from: Block, to: Block) {
        self.generation += 1;
        match &self.insts[inst] {
            InstKind::IndirectBr { dests, .. } => {
                let d = *dests;
                self.blocks_of_mut(d).iter_mut().filter(|b| **b == from).for_each(|b| *b = to);
            }
            _ => self.insts[inst].replace_direct_successor(from, to),
        }
    }

    /// Rewrites every block an instruction names through `f`: branch and switch destinations,
    /// `indirectbr` targets and the incoming blocks of a phi.
    pub fn map_blocks(&mut self, inst: Inst, mut f: impl FnMut(Block) -> Block) {
        self.generation += 1;
        let DataFlowGraph { insts, block_pool, .. } = self;
        let pool = |l: &BlockList, pool: &mut Vec<Block>, f: &mut dyn FnMut(Block) -> Block| {
            for b in &mut pool[l.start as usize..(l.start + l.len) as usize] {
                *b = f(*b);
            }
        };
        match &mut insts[inst] {
            InstKind::Phi { blocks, .. } => pool(blocks, block_pool, &mut f),
            InstKind::IndirectBr { dests, .. } => pool(dests, block_pool, &mut f),
            InstKind::Br { dest } => *dest = f(*dest),
            InstKind::CondBr { dests, .. } => dests.iter_mut().for_each(|b| *b = f(*b)),
            InstKind::Switch(s) => {
                s.default = f(s.default);
                s.cases.iter_mut().for_each(|c| c.1 = f(c.1));
            }
            InstKind::Invoke(d) => {
                d.normal = f(d.normal);
                d.unwind = f(d.unwind);
            }
            _ => {}
        }
    }

    /// The values of a list.
    #[inline]
    pub fn values_of(&self, l: ValueList) -> &[Value] {
        &self.value_pool[l.start as usize..(l.start + l.len) as usize]
    }
    /// The values of a list, mutably.
    #[inline]
    pub fn values_of_mut(&mut self, l: ValueList) -> &mut [Value] {
        self.generation += 1;
        &mut self.value_pool[l.start as usize..(l.start + l.len) as usize]
    }
    /// The blocks of a list.
    #[inline]
    pub fn blocks_of(&self, l: BlockList) -> &[Block] {
        &self.block_pool[l.start as usize..(l.start + l.len) as usize]
    }
    /// The blocks of a list, mutably.
    #[inline]
    pub fn blocks_of_mut(&mut self, l: BlockList) -> &mut [Block] {
        self.generation += 1;
        &mut self.block_pool[l.start as usize..(l.start + l.len) as usize]
    }

    // ---- phis ----------------------------------------------------------------------------------

    /// The incoming `(value, block)` pairs of a phi; empty for other instructions.
    pub fn phi_incoming(&self, inst: Inst) -> impl Iterator<Item = (Value, Block)> + '_ {
        let (vals, blocks): (&[Value], &[Block]) = match &self.insts[inst] {
            InstKind::Phi { args, blocks, .. } => (self.values_of(*args), self.blocks_of(*blocks)),
            _ => (&[], &[]),
        };
        vals.iter().copied().zip(blocks.iter().copied())
    }
    /// Replaces the incoming list of a phi.
    pub fn set_phi_incoming(&mut self, inst: Inst, incoming: &[(Value, Block)]) {
        self.generation += 1;
        let vals: Vec<Value> = incoming.iter().map(|p| p.0).collect();
        let blks: Vec<Block> = incoming.iter().map(|p| p.1).collect();
        let new_args = self.make_value_list(&vals);
        let new_blocks = self.make_block_list(&blks);
        if let InstKind::Phi { args, blocks, .. } = &mut self.insts[inst] {
            *args = new_args;
            *blocks = new_blocks;
        }
    }
    /// Adds one incoming pair to a phi.
    pub fn add_phi_incoming(&mut self, inst: Inst, val: Value, block: Block) {
        let mut inc: Vec<(Value, Block)> = self.phi_incoming(inst).collect();
        inc.push((val, block));
        self.set_phi_incoming(inst, &inc);
    }

    // ---- operands ------------------------------------------------------------------------------

    /// Every value operand of `inst`, in textual order (for calls: callee, arguments, bundle
    /// operands; for phis: incoming values).
    pub fn inst_args(&self, inst: Inst) -> Vec<Value> {
        let mut out = Vec::new();
        self.for_each_arg(inst, |v| out.push(v));
        out
    }

    /// Calls `f` on every value operand of `inst`, in textual order.
    pub fn for_each_arg(&self, inst: Inst, mut f: impl FnMut(Value)) {
        match &self.insts[inst] {
            InstKind::Binary { args, .. } | InstKind::ICmp { args, .. } | InstKind::FCmp { args, .. } => {
                args.iter().copied().for_each(f)
            }
            InstKind::Store { args, .. }
            | InstKind::AtomicRmw { args, .. }
            | InstKind::InsertValue { args, .. }
            | InstKind::ExtractElement { args, .. }
            | InstKind::ShuffleVector { args, .. } => args.iter().copied().for_each(f),
            InstKind::Select { args, .. } | InstKind::InsertElement { args, .. } | InstKind::CmpXchg { args, .. } => {
                args.iter().copied().for_each(f)
            }
            InstKind::Unary { arg, .. }
            | InstKind::Cast { arg, .. }
            | InstKind::ExtractValue { arg, .. }
            | InstKind::VaArg { arg } => f(*arg),
            InstKind::Load { ptr, .. } => f(*ptr),
            InstKind::Phi { args, .. } | InstKind::Gep { args, .. } => {
                self.values_of(*args).iter().copied().for_each(f)
            }
            InstKind::Alloca { count, .. } => count.iter().copied().for_each(f),
            InstKind::Call(c) => call_args(c).for_each(f),
            InstKind::Invoke(d) => call_args(&d.call).for_each(f),
            InstKind::LandingPad(l) => l.clauses.iter().map(|c| c.1).for_each(f),
            InstKind::Resume { arg } => f(*arg),
            InstKind::Ret { arg } => arg.iter().copied().for_each(f),
            InstKind::CondBr { cond, .. } => f(*cond),
            InstKind::Switch(s) => f(s.arg),
            InstKind::IndirectBr { addr, .. } => f(*addr),
            InstKind::Br { .. } | InstKind::Unreachable | InstKind::Fence { .. } => {}
        }
    }

    /// Rewrites every value operand of `inst` through `f`.
    pub fn map_args(&mut self, inst: Inst, mut f: impl FnMut(Value) -> Value) {
        self.generation += 1;
        let DataFlowGraph { insts, value_pool, .. } = self;
        let pool = |l: &ValueList, pool: &mut Vec<Value>, f: &mut dyn FnMut(Value) -> Value| {
            for v in &mut pool[l.start as usize..(l.start + l.len) as usize] {
                *v = f(*v);
            }
        };
        match &mut insts[inst] {
            InstKind::Binary { args, .. } | InstKind::ICmp { args, .. } | InstKind::FCmp { args, .. } => {
                args.iter_mut().for_each(|v| *v = f(*v))
            }
            InstKind::Store { args, .. }
            | InstKind::AtomicRmw { args, .. }
            | InstKind::InsertValue { args, .. }
            | InstKind::ExtractElement { args, .. }
            | InstKind::ShuffleVector { args, .. } => args.iter_mut().for_each(|v| *v = f(*v)),
            InstKind::Select { args, .. } | InstKind::InsertElement { args, .. } | InstKind::CmpXchg { args, .. } => {
                args.iter_mut().for_each(|v| *v = f(*v))
            }
            InstKind::Unary { arg, .. }
            | InstKind::Cast { arg, .. }
            | InstKind::ExtractValue { arg, .. }
            | InstKind::VaArg { arg } => *arg = f(*arg),
            InstKind::Load { ptr, .. } => *ptr = f(*ptr),
            InstKind::Phi { args, .. } | InstKind::Gep { args, .. } => pool(args, value_pool, &mut f),
            InstKind::Alloca { count, .. } => {
                if let Some(c) = count {
                    *c = f(*c)
                }
            }
            InstKind::Call(c) => map_call_args(c, &mut f),
            InstKind::Invoke(d) => map_call_args(&mut d.call, &mut f),
            InstKind::LandingPad(l) => l.clauses.iter_mut().for_each(|c| c.1 = f(c.1)),
            InstKind::Resume { arg } => *arg = f(*arg),
            InstKind::Ret { arg } => {
                if let Some(a) = arg {
                    *a = f(*a)
                }
            }
            InstKind::CondBr { cond, .. } => *cond = f(*cond),
            InstKind::Switch(s) => s.arg = f(s.arg),
            InstKind::IndirectBr { addr, .. } => *addr = f(*addr),
            InstKind::Br { .. } | InstKind::Unreachable | InstKind::Fence { .. } => {}
        }
    }

    /// Releases spare capacity of every table (after a function is complete).
    pub fn shrink_to_fit(&mut self) {
        self.values.shrink_to_fit();
        self.insts.shrink_to_fit();
        self.results.shrink_to_fit();
        self.value_pool.shrink_to_fit();
        self.block_pool.shrink_to_fit();
        self.imm_pool.shrink_to_fit();
        self.meta_operands.shrink_to_fit();
        self.const_values.shrink_to_fit();
    }

    /// Approximate heap bytes held by the graph.
    pub fn heap_bytes(&self) -> usize {
        let boxed: usize = self
            .insts
            .values()
            .map(|k| match k {
                InstKind::Call(c) => call_heap_bytes(c),
                InstKind::Invoke(d) => 8 + call_heap_bytes(&d.call),
                InstKind::LandingPad(l) => 32 + l.clauses.capacity() * 8,
                InstKind::Switch(s) => 48 + s.cases.capacity() * 8,
                _ => 0,
            })
            .sum();
        self.values.heap_bytes()
            + self.insts.heap_bytes()
            + self.results.heap_bytes()
            + self.value_pool.capacity() * 4
            + self.block_pool.capacity() * 4
            + self.imm_pool.capacity() * 4
            + self.const_values.capacity() * 12
            + self.value_names.iter().map(|(_, s)| 40 + s.capacity()).sum::<usize>()
            + self.block_names.iter().map(|(_, s)| 40 + s.capacity()).sum::<usize>()
            + boxed
    }
}

/// Rewrites the callee, arguments and bundle operands of a call through `f`.
fn map_call_args(c: &mut CallData, f: &mut impl FnMut(Value) -> Value) {
    c.callee = f(c.callee);
    c.args.iter_mut().for_each(|v| *v = f(*v));
    for b in &mut c.bundles {
        b.args.iter_mut().for_each(|v| *v = f(*v));
    }
}

/// Bytes a call's boxed payload owns.
fn call_heap_bytes(c: &CallData) -> usize {
    std::mem::size_of::<CallData>()
        + c.args.capacity() * 4
        + c.attrs.params.capacity() * 4
        + c.bundles.iter().map(|b| 32 + b.args.capacity() * 4).sum::<usize>()
}

/// Callee, arguments and bundle operands of a call, in textual order.
fn call_args(c: &CallData) -> impl Iterator<Item = Value> + '_ {
    std::iter::once(c.callee).chain(c.args.iter().copied()).chain(c.bundles.iter().flat_map(|b| b.args.iter().copied()))
}
