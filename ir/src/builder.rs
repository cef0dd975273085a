//! The function builder: the Rust API front ends use to build Kiln IR.
//!
//! A front end never writes a phi. It declares mutable *variables*, assigns them with
//! `def_var` and reads them with `use_var`; the builder turns them into SSA values after Braun
//! et al., "Simple and Efficient Construction of Static Single Assignment Form" (CC 2013),
//! placing phis where control flow merges different values and removing every trivial or
//! redundant phi (see `builder_ssa.rs`).
//!
//! ```
//! use kiln_ir::builder::{define_function, FunctionBuilder};
//! use kiln_ir::{IntPredicate, Module, Type};
//!
//! let mut m = Module::new();
//! let f = define_function(&mut m, "count", Type::I32, &[Type::I32], false).unwrap();
//! let mut b = FunctionBuilder::new(&mut m, f);
//! let (entry, header, body, exit) =
//!     (b.create_block(), b.create_block(), b.create_block(), b.create_block());
//! let i = b.declare_var(Type::I32);
//! b.switch_to_block(entry);
//! b.seal_block(entry);
//! let zero = b.iconst(Type::I32, 0);
//! b.def_var(i, zero);
//! b.br(header);
//! b.switch_to_block(header); // not sealed: the back edge is still to come
//! let (iv, n) = (b.use_var(i), b.param(0));
//! let more = b.icmp(IntPredicate::Slt, iv, n);
//! b.cond_br(more, body, exit);
//! b.switch_to_block(body);
//! b.seal_block(body);
//! let one = b.iconst(Type::I32, 1);
//! let iv = b.use_var(i);
//! let next = b.iadd(iv, one);
//! b.def_var(i, next);
//! b.br(header);
//! b.seal_block(header); // all predecessors known: the header's phi gets its operands
//! b.switch_to_block(exit);
//! b.seal_block(exit);
//! let iv = b.use_var(i);
//! b.ret(Some(iv));
//! b.finalize().unwrap();
//! ```
//!
//! Contract. Instructions are appended at the end of the current block. The helpers compute
//! result types (`icmp` gives `i1` or `<N x i1>`, `load` the given type, `gep` a pointer,
//! `call` the callee's return type) and leave type checking to the verifier. Misuse of the API
//! itself is a programmer error and panics with a message saying what was wrong: appending with
//! no current block or after a terminator, branching to a sealed block or to the entry block,
//! using a value or block of another function, an operand that cannot exist (an `iconst` of a
//! non-integer type, an out-of-range aggregate index), or `def_var` with a value of another type.
//! `finalize` reports unsealed, unterminated and never-inserted blocks as an error instead.
//!
//! Values handed out may later stand for a removed phi (a phi read in an unsealed block can turn
//! out trivial when the block is sealed); every helper resolves its operands, and `resolve` tells
//! a front end what a value stands for now.

#[path = "builder_float.rs"]
mod float;
#[path = "builder_ssa.rs"]
mod ssa;
#[cfg(test)]
#[path = "builder_tests.rs"]
mod tests;

pub use ssa::Variable;

use crate::constant::{ConstData, Constant};
use crate::dfg::{Block, Inst, Value, ValueDef};
use crate::entity::EntityRef;
use crate::instructions::{
    CallConv, CallData, FastMath, FloatPredicate, InstFlags, InstKind, IntPredicate, Opcode, SwitchData,
};
use crate::module::{Func, Function, GlobalVar, Module, SymbolRef};
use crate::text::printer::print_type;
use crate::types::{Type, TypeData};
use ssa::{SsaBuilder, SsaCtx};
use std::collections::{HashMap, HashSet};
use std::fmt;

// ---- functions ---------------------------------------------------------------------------------

/// Declares `name` as a function returning `ret` with parameters `params` (and `...` when
/// `varargs`). Declaring an existing function of the same type again returns it; a name taken by
/// a global variable or by a function of another type is an error.
pub fn declare_function(
    module: &mut Module,
    name: &str,
    ret: Type,
    params: &[Type],
    varargs: bool,
) -> Result<Func, String> {
    let ty = module.types.func(ret, params.to_vec(), varargs);
    match module.symbol(name) {
        Some(SymbolRef::Func(f)) if module.funcs[f].ty == ty => Ok(f),
        Some(SymbolRef::Func(_)) => Err(format!("function @{name} is already declared with another type")),
        Some(SymbolRef::Global(_)) => Err(format!("@{name} is already a global variable")),
        None => module.add_func(Function::new(name, ty)).map_err(|_| format!("@{name} is already defined")),
    }
}

/// Declares `name` (see `declare_function`) and marks it as a definition, ready for
/// `FunctionBuilder::new`. Fails when `name` already has a body or cannot be declared.
pub fn define_function(
    module: &mut Module,
    name: &str,
    ret: Type,
    params: &[Type],
    varargs: bool,
) -> Result<Func, String> {
    let f = declare_function(module, name, ret, params, varargs)?;
    let func = &mut module.funcs[f];
    if func.is_definition {
        return Err(format!("function @{name} is already defined"));
    }
    func.is_definition = true;
    Ok(f)
}

/// What `FunctionBuilder::finalize` found wrong; the function is left as built.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct FinalizeError {
    /// Blocks in the layout or branched to that were never sealed.
    pub unsealed: Vec<Block>,
    /// Blocks in the layout that do not end in a terminator.
    pub unterminated: Vec<Block>,
    /// Blocks branched to that were never switched to (so they are not in the function).
    pub not_inserted: Vec<Block>,
}

impl FinalizeError {
    /// True when nothing is wrong.
    fn is_empty(&self) -> bool {
        self.unsealed.is_empty() && self.unterminated.is_empty() && self.not_inserted.is_empty()
    }
}

impl fmt::Display for FinalizeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let lists = [
            ("unsealed blocks", &self.unsealed),
            ("blocks without a terminator", &self.unterminated),
            ("blocks branched to but never inserted", &self.not_inserted),
        ];
        let mut first = true;
        for (what, blocks) in lists {
            if blocks.is_empty() {
                continue;
            }
            let names: Vec<String> = blocks.iter().map(|b| b.to_string()).collect();
            write!(f, "{}{what}: {}", if first { "" } else { "; " }, names.join(", "))?;
            first = false;
        }
        Ok(())
    }
}

impl std::error::Error for FinalizeError {}

// ---- the builder -------------------------------------------------------------------------------

/// Builds the body of one function, appending instructions at the end of a current block and
/// constructing SSA form from variables.
pub struct FunctionBuilder<'m> {
    /// The module holding the function (types and constants are interned there).
    module: &'m mut Module,
    /// The function being built.
    func: Func,
    /// Where instructions are appended.
    current: Option<Block>,
    /// Variables, predecessors, sealing and phis.
    ssa: SsaBuilder,
    /// Local names in use (values and blocks share one namespace).
    names: HashSet<String>,
    /// Names given to variables, for the phis placed for them.
    var_names: HashMap<Variable, String>,
}

impl<'m> FunctionBuilder<'m> {
    /// Starts building the body of `func`, a function of `module` (made with `define_function`,
    /// or `Module::add_func(Function::new(name, fn_ty))`). Marks it as a definition and creates
    /// its parameter values. Panics if `func` is not a function of `module`, its type is not a
    /// function type, or it already has blocks.
    pub fn new(module: &'m mut Module, func: Func) -> Self {
        assert!(module.funcs.is_valid(func), "FunctionBuilder::new: {func} is not a function of this module");
        let fn_ty = module.funcs[func].ty;
        let param_types: Vec<Type> = match module.types.func_info(fn_ty) {
            Some((_, params, _)) => params.to_vec(),
            None => panic!("FunctionBuilder::new: @{} does not have a function type", module.funcs[func].name()),
        };
        let f = &mut module.funcs[func];
        assert!(f.layout.num_blocks() == 0, "FunctionBuilder::new: @{} already has a body", f.name());
        f.is_definition = true;
        if f.params.len() != param_types.len() {
            f.params = (0..).zip(&param_types).map(|(n, &ty)| f.dfg.make_param(n, ty)).collect();
        }
        let names = f.dfg.value_names.values().chain(f.dfg.block_names.values()).cloned().collect();
        FunctionBuilder { module, func, current: None, ssa: SsaBuilder::default(), names, var_names: HashMap::new() }
    }

    /// The function being built.
    pub fn func_id(&self) -> Func {
        self.func
    }

    /// The function being built, for inspection.
    pub fn function(&self) -> &Function {
        &self.module.funcs[self.func]
    }

    /// The module, for inspection.
    pub fn module(&self) -> &Module {
        self.module
    }

    /// The module, to intern types and constants or add globals and declarations. Do not edit
    /// the body of the function being built through it: the builder keeps its own bookkeeping.
    pub fn module_mut(&mut self) -> &mut Module {
        self.module
    }

    /// The function and the module's constants, as the SSA builder needs them.
    fn ssa_parts(&mut self) -> (&mut SsaBuilder, SsaCtx<'_>) {
        let m = &mut *self.module;
        let cx = SsaCtx { func: &mut m.funcs[self.func], consts: &mut m.consts };
        (&mut self.ssa, cx)
    }

    fn func_mut(&mut self) -> &mut Function {
        &mut self.module.funcs[self.func]
    }

    // ---- blocks --------------------------------------------------------------------------------

    /// Creates a block; it joins the layout when first switched to.
    pub fn create_block(&mut self) -> Block {
        self.func_mut().dfg.make_block()
    }

    /// Makes `block` the current block, appending it to the layout the first time. Panics if
    /// `block` already ends in a terminator, or would become the entry block although branches
    /// lead to it.
    pub fn switch_to_block(&mut self, block: Block) {
        self.check_block(block);
        let f = &self.module.funcs[self.func];
        assert!(f.terminator(block).is_none(), "switch_to_block: {block} already ends in a terminator");
        if !f.layout.is_block_inserted(block) {
            assert!(
                f.layout.num_blocks() > 0 || self.ssa.preds(block).is_empty(),
                "switch_to_block: {block} would be the entry block but has predecessors"
            );
            self.func_mut().layout.append_block(block);
        }
        self.current = Some(block);
    }

    /// Declares that every predecessor of `block` is known (no branch to it may be added later),
    /// which completes the phis placed in it. Sealing twice does nothing.
    pub fn seal_block(&mut self, block: Block) {
        self.check_block(block);
        let (ssa, mut cx) = self.ssa_parts();
        ssa.seal(&mut cx, block);
    }

    /// Seals every block created so far.
    pub fn seal_all_blocks(&mut self) {
        let n = self.function().dfg.num_blocks() as u32;
        for b in (0..n).map(Block::from_u32) {
            self.seal_block(b);
        }
    }

    /// True when `block` has been sealed.
    pub fn is_sealed(&self, block: Block) -> bool {
        self.ssa.is_sealed(block)
    }

    /// The block instructions are appended to, if any.
    pub fn current_block(&self) -> Option<Block> {
        self.current
    }

    /// True when `block` ends in a terminator (nothing more can be appended to it).
    pub fn is_terminated(&self, block: Block) -> bool {
        self.function().terminator(block).is_some()
    }

    /// Predecessors of `block` recorded so far, one per edge.
    pub fn predecessors(&self, block: Block) -> &[Block] {
        self.ssa.preds(block)
    }

    /// The value of parameter `i`. Panics if there is no such parameter.
    pub fn param(&self, i: usize) -> Value {
        let params = &self.function().params;
        match params.get(i) {
            Some(&v) => v,
            None => panic!("param: the function has {} parameters, not {}", params.len(), i + 1),
        }
    }

    /// All parameter values.
    pub fn params(&self) -> &[Value] {
        &self.function().params
    }

    /// Names `block` (printed as `%name`); a suffix is added when the name is taken.
    pub fn set_block_name(&mut self, block: Block, name: &str) {
        self.check_block(block);
        if let Some(n) = self.unique_name(name) {
            self.func_mut().dfg.block_names.insert(block, n);
        }
    }

    /// Names `v` (printed as `%name`); a suffix is added when the name is taken. Names of
    /// constants are ignored (constants print as themselves).
    pub fn set_value_name(&mut self, v: Value, name: &str) {
        self.check_value(v);
        let v = self.resolve(v);
        if !matches!(self.function().dfg.value_def(v), ValueDef::Param(_) | ValueDef::Inst(_)) {
            return;
        }
        if let Some(n) = self.unique_name(name) {
            self.func_mut().dfg.set_value_name(v, Some(n));
        }
    }

    /// `name`, or `name` with a number appended, that no other local uses; `None` for "".
    /// All-digit names get a `_` prefix so they cannot be mistaken for numbered values.
    fn unique_name(&mut self, name: &str) -> Option<String> {
        if name.is_empty() {
            return None;
        }
        let base = if name.bytes().all(|c| c.is_ascii_digit()) { format!("_{name}") } else { name.to_string() };
        let mut candidate = base.clone();
        let mut n = 0u64;
        while self.names.contains(&candidate) {
            n += 1;
            candidate = format!("{base}{n}");
        }
        self.names.insert(candidate.clone());
        Some(candidate)
    }

    // ---- variables -----------------------------------------------------------------------------

    /// Declares a variable of type `ty`; reading it where it was never assigned gives `undef`.
    pub fn declare_var(&mut self, ty: Type) -> Variable {
        self.ssa.declare_var(ty)
    }

    /// Names `var`: the phis placed for it are named after it (with a suffix when taken) by
    /// `finalize`.
    pub fn set_var_name(&mut self, var: Variable, name: &str) {
        self.var_type(var);
        self.var_names.insert(var, name.to_string());
    }

    /// The type of `var`. Panics if `var` was not declared by this builder.
    pub fn var_type(&self, var: Variable) -> Type {
        match self.ssa.var_type(var) {
            Some(t) => t,
            None => panic!("{var} was not declared by this builder"),
        }
    }

    /// Assigns `val` to `var` at the current position. Panics with no current block or when the
    /// value's type is not the variable's.
    pub fn def_var(&mut self, var: Variable, val: Value) {
        let block = self.expect_current("def_var");
        self.check_value(val);
        let (var_ty, val_ty) = (self.var_type(var), self.function().dfg.value_type(val));
        if var_ty != val_ty {
            panic!("def_var: {var} has type {} but {val} has type {}", self.type_name(var_ty), self.type_name(val_ty));
        }
        self.ssa.def_var(var, block, val);
    }

    /// The value of `var` at the current position (placing phis as needed). Panics with no
    /// current block.
    pub fn use_var(&mut self, var: Variable) -> Value {
        let block = self.expect_current("use_var");
        self.var_type(var);
        let (ssa, mut cx) = self.ssa_parts();
        ssa.use_var(&mut cx, var, block)
    }

    /// What `v` stands for now: the replacement if `v` was a phi that turned out redundant.
    pub fn resolve(&self, v: Value) -> Value {
        self.ssa.resolve(v)
    }

    // ---- constants -----------------------------------------------------------------------------

    /// The value of module constant `c` (of type `ty`).
    fn constant(&mut self, c: Constant) -> Value {
        let ty = self.module.const_type(c);
        self.func_mut().dfg.const_value(c, ty)
    }

    /// The value of module constant `c`.
    pub fn const_value(&mut self, c: Constant) -> Value {
        assert!(self.module.consts.contains(c), "const_value: {c} is not a constant of this module");
        self.constant(c)
    }

    /// An integer constant of type `ty` (`iN`): `value` truncated to N bits (two's complement).
    /// Panics if `ty` is not an integer type.
    pub fn iconst(&mut self, ty: Type, value: i128) -> Value {
        self.uconst(ty, value as u128)
    }

    /// An integer constant of type `ty` (`iN`) from its bits, truncated to N bits. Panics if
    /// `ty` is not an integer type.
    pub fn uconst(&mut self, ty: Type, bits: u128) -> Value {
        let c = self.int_constant(ty, bits, "iconst");
        self.constant(c)
    }

    /// The interned integer constant of type `ty` with `bits` truncated to its width.
    fn int_constant(&mut self, ty: Type, bits: u128, what: &str) -> Constant {
        match self.module.types.int_bits(ty) {
            Some(width) => self.module.consts.int(ty, width, bits),
            None => panic!("{what}: {} is not an integer type", self.type_name(ty)),
        }
    }

    /// A floating-point constant of type `ty` (`half`, `float`, `double` or `x86_fp80`), the
    /// nearest to `value`. Panics for other types.
    pub fn fconst(&mut self, ty: Type, value: f64) -> Value {
        let bits = match self.module.types.data(ty) {
            TypeData::Half => float::f64_to_half_bits(value) as u128,
            TypeData::Float => (value as f32).to_bits() as u128,
            TypeData::Double => value.to_bits() as u128,
            TypeData::X86Fp80 => float::f64_to_x86_fp80_bits(value),
            _ => panic!("fconst: {} is not a floating-point type", self.type_name(ty)),
        };
        let c = self.module.consts.intern(ConstData::Float { ty, bits });
        self.constant(c)
    }

    /// `null` of pointer type `ty`. Panics for other types.
    pub fn null(&mut self, ty: Type) -> Value {
        assert!(self.module.types.is_ptr(ty), "null: {} is not a pointer type", self.type_name(ty));
        let c = self.module.consts.intern(ConstData::Null(ty));
        self.constant(c)
    }

    /// `undef` of type `ty`.
    pub fn undef(&mut self, ty: Type) -> Value {
        let c = self.module.consts.intern(ConstData::Undef(ty));
        self.constant(c)
    }

    /// `poison` of type `ty`.
    pub fn poison(&mut self, ty: Type) -> Value {
        let c = self.module.consts.intern(ConstData::Poison(ty));
        self.constant(c)
    }

    /// `zeroinitializer` of type `ty`.
    pub fn zero(&mut self, ty: Type) -> Value {
        let c = self.module.consts.intern(ConstData::Zero(ty));
        self.constant(c)
    }

    /// The address of function `f` (a `ptr`).
    pub fn func_addr(&mut self, f: Func) -> Value {
        assert!(self.module.funcs.is_valid(f), "func_addr: {f} is not a function of this module");
        let c = self.module.func_addr(f);
        self.constant(c)
    }

    /// The address of global variable `g` (a `ptr`).
    pub fn global_addr(&mut self, g: GlobalVar) -> Value {
        assert!(self.module.globals.is_valid(g), "global_addr: {g} is not a global of this module");
        let c = self.module.global_addr(g);
        self.constant(c)
    }

    // ---- arithmetic ----------------------------------------------------------------------------

    /// `op a, b` for a binary operator (`add` ... `xor`, `fadd` ... `frem`); the result has the
    /// type of `a`. Panics if `op` is not a binary operator.
    pub fn binary(&mut self, op: Opcode, a: Value, b: Value) -> Value {
        self.binary_with_flags(op, InstFlags::empty(), a, b)
    }

    /// `op flags a, b` with `nuw nsw exact disjoint` flags (see `binary`).
    pub fn binary_with_flags(&mut self, op: Opcode, flags: InstFlags, a: Value, b: Value) -> Value {
        assert!(op.is_binary(), "binary: {} is not a binary operator", op.name());
        let ty = self.value_type(a);
        let kind = InstKind::Binary { op, flags, fmf: FastMath::empty(), args: [a, b] };
        self.push_value(kind, ty)
    }

    /// `add a, b`.
    pub fn iadd(&mut self, a: Value, b: Value) -> Value {
        self.binary(Opcode::Add, a, b)
    }
    /// `sub a, b`.
    pub fn isub(&mut self, a: Value, b: Value) -> Value {
        self.binary(Opcode::Sub, a, b)
    }
    /// `mul a, b`.
    pub fn imul(&mut self, a: Value, b: Value) -> Value {
        self.binary(Opcode::Mul, a, b)
    }
    /// `sdiv a, b`.
    pub fn sdiv(&mut self, a: Value, b: Value) -> Value {
        self.binary(Opcode::SDiv, a, b)
    }
    /// `udiv a, b`.
    pub fn udiv(&mut self, a: Value, b: Value) -> Value {
        self.binary(Opcode::UDiv, a, b)
    }
    /// `srem a, b`.
    pub fn srem(&mut self, a: Value, b: Value) -> Value {
        self.binary(Opcode::SRem, a, b)
    }
    /// `urem a, b`.
    pub fn urem(&mut self, a: Value, b: Value) -> Value {
        self.binary(Opcode::URem, a, b)
    }
    /// `and a, b`.
    pub fn and(&mut self, a: Value, b: Value) -> Value {
        self.binary(Opcode::And, a, b)
    }
    /// `or a, b`.
    pub fn or(&mut self, a: Value, b: Value) -> Value {
        self.binary(Opcode::Or, a, b)
    }
    /// `xor a, b`.
    pub fn xor(&mut self, a: Value, b: Value) -> Value {
        self.binary(Opcode::Xor, a, b)
    }
    /// `shl a, b`.
    pub fn shl(&mut self, a: Value, b: Value) -> Value {
        self.binary(Opcode::Shl, a, b)
    }
    /// `lshr a, b`.
    pub fn lshr(&mut self, a: Value, b: Value) -> Value {
        self.binary(Opcode::LShr, a, b)
    }
    /// `ashr a, b`.
    pub fn ashr(&mut self, a: Value, b: Value) -> Value {
        self.binary(Opcode::AShr, a, b)
    }
    /// `fadd a, b`.
    pub fn fadd(&mut self, a: Value, b: Value) -> Value {
        self.binary(Opcode::FAdd, a, b)
    }
    /// `fsub a, b`.
    pub fn fsub(&mut self, a: Value, b: Value) -> Value {
        self.binary(Opcode::FSub, a, b)
    }
    /// `fmul a, b`.
    pub fn fmul(&mut self, a: Value, b: Value) -> Value {
        self.binary(Opcode::FMul, a, b)
    }
    /// `fdiv a, b`.
    pub fn fdiv(&mut self, a: Value, b: Value) -> Value {
        self.binary(Opcode::FDiv, a, b)
    }
    /// `frem a, b`.
    pub fn frem(&mut self, a: Value, b: Value) -> Value {
        self.binary(Opcode::FRem, a, b)
    }

    /// `fneg a`.
    pub fn fneg(&mut self, a: Value) -> Value {
        self.unary(Opcode::FNeg, a)
    }

    /// `freeze a`.
    pub fn freeze(&mut self, a: Value) -> Value {
        self.unary(Opcode::Freeze, a)
    }

    fn unary(&mut self, op: Opcode, a: Value) -> Value {
        let ty = self.value_type(a);
        let kind = InstKind::Unary { op, fmf: FastMath::empty(), arg: a };
        self.push_value(kind, ty)
    }

    /// `icmp pred a, b`: `i1`, or `<N x i1>` for vector operands.
    pub fn icmp(&mut self, pred: IntPredicate, a: Value, b: Value) -> Value {
        let ty = self.bool_type_like(a);
        self.push_value(InstKind::ICmp { pred, args: [a, b] }, ty)
    }

    /// `fcmp pred a, b`: `i1`, or `<N x i1>` for vector operands.
    pub fn fcmp(&mut self, pred: FloatPredicate, a: Value, b: Value) -> Value {
        let ty = self.bool_type_like(a);
        let kind = InstKind::FCmp { pred, fmf: FastMath::empty(), args: [a, b] };
        self.push_value(kind, ty)
    }

    /// `i1`, or `<N x i1>` when `v` is an N-element vector.
    fn bool_type_like(&mut self, v: Value) -> Type {
        let ty = self.value_type(v);
        match self.module.types.vector_info(ty) {
            Some((len, _)) => self.module.types.vector(len, Type::I1),
            None => Type::I1,
        }
    }

    /// `select cond, if_true, if_false` (of the type of `if_true`).
    pub fn select(&mut self, cond: Value, if_true: Value, if_false: Value) -> Value {
        let ty = self.value_type(if_true);
        let kind = InstKind::Select { fmf: FastMath::empty(), args: [cond, if_true, if_false] };
        self.push_value(kind, ty)
    }

    /// `op v to to_ty` for a cast opcode (`trunc` ... `addrspacecast`). Panics if `op` is not a
    /// cast.
    pub fn cast(&mut self, op: Opcode, v: Value, to_ty: Type) -> Value {
        assert!(op.is_cast(), "cast: {} is not a cast", op.name());
        let kind = InstKind::Cast { op, flags: InstFlags::empty(), arg: v };
        self.push_value(kind, to_ty)
    }

    // ---- memory --------------------------------------------------------------------------------

    /// The ABI alignment of `ty` when it is sized, else 0 (unspecified).
    fn abi_align(&self, ty: Type) -> u32 {
        let types = &self.module.types;
        if types.is_sized(ty) {
            u32::try_from(types.abi_align(ty)).unwrap_or(0)
        } else {
            0
        }
    }

    /// `alloca ty, align A` (A: the ABI alignment of `ty`) in address space 0: a `ptr`.
    pub fn alloca(&mut self, ty: Type) -> Value {
        let kind = InstKind::Alloca { ty, count: None, align: self.abi_align(ty), addrspace: 0 };
        self.push_value(kind, Type::PTR)
    }

    /// `load ty, ptr p, align A` (A: the ABI alignment of `ty`).
    pub fn load(&mut self, ty: Type, ptr: Value) -> Value {
        let kind = InstKind::load(ptr, self.abi_align(ty));
        self.push_value(kind, ty)
    }

    /// `store v, ptr p, align A` (A: the ABI alignment of the type of `v`).
    pub fn store(&mut self, v: Value, ptr: Value) -> Inst {
        let ty = self.value_type(v);
        let kind = InstKind::store(v, ptr, self.abi_align(ty));
        self.push_inst(kind, None)
    }

    /// `getelementptr source_ty, base, indices...`: the pointer type of `base`, or a vector of
    /// pointers when an index is a vector.
    pub fn gep(&mut self, source_ty: Type, base: Value, indices: &[Value]) -> Value {
        self.gep_with_flags(InstFlags::empty(), source_ty, base, indices)
    }

    /// `getelementptr inbounds source_ty, base, indices...` (see `gep`).
    pub fn inbounds_gep(&mut self, source_ty: Type, base: Value, indices: &[Value]) -> Value {
        self.gep_with_flags(InstFlags::INBOUNDS, source_ty, base, indices)
    }

    /// `getelementptr` with `inbounds nusw nuw` flags (see `gep`).
    pub fn gep_with_flags(&mut self, flags: InstFlags, source_ty: Type, base: Value, indices: &[Value]) -> Value {
        let base_ty = self.value_type(base);
        let mut operands = Vec::with_capacity(indices.len() + 1);
        operands.push(base);
        operands.extend_from_slice(indices);
        let result_ty = self.gep_result_type(base_ty, indices);
        let args = self.func_mut().dfg.make_value_list(&operands);
        let kind = InstKind::Gep { flags, source_ty, args };
        self.push_value(kind, result_ty)
    }

    /// The type of a GEP: the base's (pointer or pointer vector) type, widened to a vector of
    /// pointers when an index is a vector.
    fn gep_result_type(&mut self, base_ty: Type, indices: &[Value]) -> Type {
        let types = &self.module.types;
        if types.is_vector(base_ty) || !types.is_ptr(base_ty) {
            return base_ty;
        }
        let vector_len = indices.iter().find_map(|&i| {
            let ty = self.module.funcs[self.func].dfg.value_type(self.ssa.resolve(i));
            types.vector_info(ty).map(|(len, _)| len)
        });
        match vector_len {
            Some(len) => self.module.types.vector(len, base_ty),
            None => base_ty,
        }
    }

    /// The type reached from aggregate type `ty` through `indices`. Panics when an index is out
    /// of range or `ty` is not an aggregate.
    fn aggregate_element_type(&self, ty: Type, indices: &[u32], what: &str) -> Type {
        assert!(!indices.is_empty(), "{what}: at least one index is required");
        let types = &self.module.types;
        let mut cur = ty;
        for &i in indices {
            cur = match types.element_at(cur, i as u64).filter(|_| types.is_aggregate(cur)) {
                Some(t) => t,
                None => panic!("{what}: index {i} is out of range for {}", self.type_name(cur)),
            };
        }
        cur
    }

    /// `extractvalue agg, indices...`. Panics on an index the aggregate type does not have.
    pub fn extract_value(&mut self, agg: Value, indices: &[u32]) -> Value {
        let agg_ty = self.value_type(agg);
        let ty = self.aggregate_element_type(agg_ty, indices, "extract_value");
        let indices = self.func_mut().dfg.make_imm_list(indices);
        self.push_value(InstKind::ExtractValue { arg: agg, indices }, ty)
    }

    /// `insertvalue agg, elt, indices...` (of the aggregate's type). Panics on an index the
    /// aggregate type does not have.
    pub fn insert_value(&mut self, agg: Value, elt: Value, indices: &[u32]) -> Value {
        let agg_ty = self.value_type(agg);
        self.aggregate_element_type(agg_ty, indices, "insert_value");
        let indices = self.func_mut().dfg.make_imm_list(indices);
        let kind = InstKind::InsertValue { args: [agg, elt], indices };
        self.push_value(kind, agg_ty)
    }

    // ---- calls ---------------------------------------------------------------------------------

    /// `call @callee(args...)`: its result, or `None` when the callee returns `void`.
    pub fn call(&mut self, callee: Func, args: &[Value]) -> Option<Value> {
        let (fn_ty, cc) = {
            assert!(self.module.funcs.is_valid(callee), "call: {callee} is not a function of this module");
            let f = &self.module.funcs[callee];
            (f.ty, f.cc)
        };
        let addr = self.func_addr(callee);
        self.call_through(fn_ty, cc, addr, args)
    }

    /// `call fn_ty callee(args...)` through a function pointer: its result, or `None` when
    /// `fn_ty` returns `void`. Panics if `fn_ty` is not a function type.
    pub fn call_indirect(&mut self, fn_ty: Type, callee: Value, args: &[Value]) -> Option<Value> {
        self.call_through(fn_ty, CallConv::C, callee, args)
    }

    fn call_through(&mut self, fn_ty: Type, cc: CallConv, callee: Value, args: &[Value]) -> Option<Value> {
        let ret = match self.module.types.func_info(fn_ty) {
            Some((ret, _, _)) => ret,
            None => panic!("call: {} is not a function type", self.type_name(fn_ty)),
        };
        let data = CallData::new(callee, fn_ty, args.to_vec(), cc);
        let result_ty = (ret != Type::VOID).then_some(ret);
        let inst = self.push_inst(InstKind::Call(Box::new(data)), result_ty);
        self.function().dfg.inst_result(inst)
    }

    // ---- terminators ---------------------------------------------------------------------------

    /// `br label %dest`.
    pub fn br(&mut self, dest: Block) -> Inst {
        self.push_inst(InstKind::Br { dest }, None)
    }

    /// `br i1 cond, label %then_dest, label %else_dest`.
    pub fn cond_br(&mut self, cond: Value, then_dest: Block, else_dest: Block) -> Inst {
        let kind = InstKind::CondBr { cond, dests: [then_dest, else_dest] };
        self.push_inst(kind, None)
    }

    /// `switch v, label %default [ case -> block ... ]`; case values are truncated to the width of
    /// `v`'s integer type. Panics if `v` is not an integer.
    pub fn switch(&mut self, v: Value, default: Block, cases: &[(u128, Block)]) -> Inst {
        let ty = self.value_type(v);
        let cases = cases.iter().map(|&(val, b)| (self.int_constant(ty, val, "switch"), b)).collect();
        let data = SwitchData { arg: v, default, cases };
        self.push_inst(InstKind::Switch(Box::new(data)), None)
    }

    /// `ret` (`None`) or `ret T v`.
    pub fn ret(&mut self, v: Option<Value>) -> Inst {
        self.push_inst(InstKind::Ret { arg: v }, None)
    }

    /// `unreachable`.
    pub fn unreachable(&mut self) -> Inst {
        self.push_inst(InstKind::Unreachable, None)
    }

    // ---- appending -----------------------------------------------------------------------------

    /// Appends any instruction (`shufflevector`, `va_arg`, ...) at the end of the current block;
    /// `result_ty` is `Some` for instructions that produce a value. Pooled operand lists must be
    /// made with `module_mut().funcs[func_id()].dfg`. Operands are resolved, phi users recorded
    /// and branch edges registered as for the other helpers. Do not append phis: use variables.
    /// Panics under the same conditions as the other helpers.
    pub fn append_inst(&mut self, kind: InstKind, result_ty: Option<Type>) -> Inst {
        assert!(!matches!(kind, InstKind::Phi { .. }), "append_inst: phis are placed by the builder; use variables");
        self.push_inst(kind, result_ty)
    }

    /// Appends an instruction with a result and returns the result.
    fn push_value(&mut self, kind: InstKind, ty: Type) -> Value {
        let inst = self.push_inst(kind, Some(ty));
        self.function().dfg.inst_result(inst).expect("an instruction made with a result type has a result")
    }

    /// The one place instructions are appended: checks the position, operands and successors,
    /// resolves operands, records phi users and predecessor edges.
    fn push_inst(&mut self, kind: InstKind, result_ty: Option<Type>) -> Inst {
        let block = self.expect_current(kind.opcode().name());
        if let Some(t) = self.function().terminator(block) {
            panic!(
                "cannot append {} to {block}: it already ends in {}",
                kind.opcode().name(),
                self.function().dfg.inst(t).opcode().name()
            );
        }
        let successors = match &kind {
            InstKind::IndirectBr { dests, .. } => self.function().dfg.blocks_of(*dests).to_vec(),
            k => k.direct_successors(),
        };
        for &s in &successors {
            self.check_new_edge(block, s);
        }
        let (ssa, cx) = self.ssa_parts();
        let f = cx.func;
        let inst = f.dfg.make_inst(kind, result_ty);
        let mut foreign = None;
        f.dfg.for_each_arg(inst, |v| {
            if foreign.is_none() && !f.dfg.values().is_valid(v) {
                foreign = Some(v);
            }
        });
        if let Some(v) = foreign {
            panic!("{v} is not a value of this function");
        }
        f.dfg.map_args(inst, |v| ssa.resolve(v));
        f.layout.append_inst(inst, block);
        ssa.note_inst_uses(f, inst);
        for s in successors {
            ssa.add_pred(s, block);
        }
        inst
    }

    /// Panics unless `from -> to` may be added: `to` is a block of this function, not sealed,
    /// and not the entry block.
    fn check_new_edge(&self, from: Block, to: Block) {
        self.check_block(to);
        assert!(!self.ssa.is_sealed(to), "cannot branch from {from} to {to}: {to} is already sealed");
        assert!(
            self.function().layout.entry_block() != Some(to),
            "cannot branch from {from} to {to}: the entry block cannot have predecessors"
        );
    }

    // ---- checks --------------------------------------------------------------------------------

    /// The current block; panics naming `what` when there is none.
    fn expect_current(&self, what: &str) -> Block {
        match self.current {
            Some(b) => b,
            None => panic!("{what}: no current block (call switch_to_block first)"),
        }
    }

    /// Panics unless `block` was created for this function.
    fn check_block(&self, block: Block) {
        assert!(self.function().dfg.block_is_valid(block), "{block} is not a block of this function");
    }

    /// Panics unless `v` is a value of this function.
    fn check_value(&self, v: Value) {
        assert!(self.function().dfg.values().is_valid(v), "{v} is not a value of this function");
    }

    /// The type of `v` (after resolution); panics unless `v` is a value of this function.
    fn value_type(&self, v: Value) -> Type {
        self.check_value(v);
        self.function().dfg.value_type(self.resolve(v))
    }

    /// `t` as text, for panic messages.
    fn type_name(&self, t: Type) -> String {
        print_type(&self.module.types, t)
    }

    // ---- finishing -----------------------------------------------------------------------------

    /// Finishes the function: checks that every block is sealed, terminated and inserted, then
    /// removes leftover trivial phis and redundant groups of phis and rewrites every operand to
    /// what it stands for. On error the function is left as built (and is not valid IR).
    pub fn finalize(mut self) -> Result<(), FinalizeError> {
        let err = self.unfinished_blocks();
        if !err.is_empty() {
            return Err(err);
        }
        let (ssa, mut cx) = self.ssa_parts();
        ssa.finish(&mut cx);
        self.name_phis();
        Ok(())
    }

    /// Names each unnamed phi after its variable, when the variable has a name.
    fn name_phis(&mut self) {
        for (phi, var) in self.ssa.phis_with_vars(self.function()) {
            let Some(name) = self.var_names.get(&var).cloned() else {
                continue;
            };
            if self.function().dfg.value_name(phi).is_none() {
                if let Some(n) = self.unique_name(&name) {
                    self.func_mut().dfg.set_value_name(phi, Some(n));
                }
            }
        }
    }

    /// Blocks that keep the function from being complete.
    fn unfinished_blocks(&self) -> FinalizeError {
        let f = self.function();
        let mut err = FinalizeError::default();
        let mut branched_to = vec![false; f.dfg.num_blocks()];
        for &b in f.layout.blocks() {
            for s in f.successors(b) {
                branched_to[s.index()] = true;
            }
        }
        for b in (0..f.dfg.num_blocks() as u32).map(Block::from_u32) {
            let inserted = f.layout.is_block_inserted(b);
            if (inserted || branched_to[b.index()]) && !self.ssa.is_sealed(b) {
                err.unsealed.push(b);
            }
            if inserted && f.terminator(b).is_none() {
                err.unterminated.push(b);
            }
            if !inserted && branched_to[b.index()] {
                err.not_inserted.push(b);
            }
        }
        err
    }
}
