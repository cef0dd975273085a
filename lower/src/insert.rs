//! Inserting instructions: a cursor (`Ins`) that places new instructions at a point of a
//! function, on-demand intrinsic declarations and call construction. Shared by the coroutine
//! and GC lowerings.

use crate::util::const_value;
use kiln_ir::instructions::{CallData, InstFlags};
use kiln_ir::{CallConv, ConstData, Func, Function, Inst, InstKind, Module, Type, Value};

/// The declaration of intrinsic `name` with type `ret (params)`, added when missing.
pub(crate) fn intrinsic_decl(m: &mut Module, name: &str, ret: Type, params: &[Type]) -> Func {
    kiln_ir::builder::declare_function(m, name, ret, params, false)
        .unwrap_or_else(|e| panic!("declaring {name}: {e} (a module that verifies declares it with its own type)"))
}

/// A call instruction (not yet in the layout) of `callee` through type `fn_ty`.
pub(crate) fn make_call(f: &mut Function, callee: Value, fn_ty: Type, args: Vec<Value>, ret: Type) -> Inst {
    let data = CallData::new(callee, fn_ty, args, CallConv::C);
    f.dfg.make_inst(InstKind::Call(Box::new(data)), (ret != Type::VOID).then_some(ret))
}

/// Where `Ins` puts new instructions.
#[derive(Copy, Clone, Debug)]
pub(crate) enum At {
    /// Right before this instruction.
    Before(Inst),
    /// At the end of this block.
    End(kiln_ir::Block),
}

/// Inserts instructions one after another at a point of a function.
pub(crate) struct Ins<'a> {
    pub m: &'a mut Module,
    pub f: Func,
    pub at: At,
}

impl Ins<'_> {
    pub fn func(&mut self) -> &mut Function {
        &mut self.m.funcs[self.f]
    }
    /// Places `i` at the insertion point.
    pub fn place(&mut self, i: Inst) -> Option<Value> {
        let at = self.at;
        let f = self.func();
        match at {
            At::Before(b) => f.layout.insert_inst_before(i, b),
            At::End(b) => f.layout.append_inst(i, b),
        }
        f.dfg.inst_result(i)
    }
    /// Inserts `kind` with result type `ty`.
    pub fn inst(&mut self, kind: InstKind, ty: Option<Type>) -> Option<Value> {
        let i = self.func().dfg.make_inst(kind, ty);
        self.place(i)
    }
    /// An integer constant.
    pub fn int(&mut self, ty: Type, value: u128) -> Value {
        let bits = self.m.types.int_bits(ty).unwrap_or(64);
        let c = self.m.consts.int(ty, bits, value);
        self.m.funcs[self.f].dfg.const_value(c, ty)
    }
    /// The address of function `g`.
    pub fn func_addr(&mut self, g: Func) -> Value {
        let c = self.m.func_addr(g);
        self.m.funcs[self.f].dfg.const_value(c, Type::PTR)
    }
    /// A constant of `data`.
    pub fn constant(&mut self, data: ConstData) -> Value {
        let Module { consts, funcs, .. } = &mut *self.m;
        const_value(consts, &mut funcs[self.f], data)
    }
    /// `getelementptr inbounds i8, ptr base, i64 off` (or `base` itself at offset 0).
    pub fn byte_offset(&mut self, base: Value, off: u64) -> Value {
        if off == 0 {
            return base;
        }
        let idx = self.int(Type::I64, off as u128);
        let args = self.func().dfg.make_value_list(&[base, idx]);
        let kind = InstKind::Gep { flags: InstFlags::INBOUNDS, source_ty: Type::I8, args };
        self.inst(kind, Some(Type::PTR)).expect("a gep has a result")
    }
    /// `load ty, ptr p, align a`.
    pub fn load(&mut self, ty: Type, ptr: Value, align: u32) -> Value {
        self.inst(InstKind::load(ptr, align), Some(ty)).expect("a load has a result")
    }
    /// `store v, ptr p, align a`.
    pub fn store(&mut self, v: Value, ptr: Value, align: u32) {
        self.inst(InstKind::store(v, ptr, align), None);
    }
    /// `insertvalue agg, v, idx` (a value of `agg`'s type).
    pub fn insert_value(&mut self, agg: Value, v: Value, idx: u32) -> Value {
        let ty = self.m.funcs[self.f].dfg.value_type(agg);
        let indices = self.func().dfg.make_imm_list(&[idx]);
        self.inst(InstKind::InsertValue { args: [agg, v], indices }, Some(ty)).expect("insertvalue has a result")
    }
    /// A binary operator `op a, b` with `flags`.
    pub fn binary(&mut self, op: kiln_ir::Opcode, flags: InstFlags, a: Value, b: Value) -> Value {
        let ty = self.m.funcs[self.f].dfg.value_type(a);
        let kind = InstKind::Binary { op, flags, fmf: Default::default(), args: [a, b] };
        self.inst(kind, Some(ty)).expect("a binary operator has a result")
    }
    /// `icmp pred a, b`.
    pub fn icmp(&mut self, pred: kiln_ir::IntPredicate, a: Value, b: Value) -> Value {
        self.inst(InstKind::ICmp { pred, args: [a, b] }, Some(Type::I1)).expect("icmp has a result")
    }
    /// `select c, a, b`.
    pub fn select(&mut self, c: Value, a: Value, b: Value) -> Value {
        let ty = self.m.funcs[self.f].dfg.value_type(a);
        self.inst(InstKind::Select { fmf: Default::default(), args: [c, a, b] }, Some(ty)).expect("select has a result")
    }
    /// `phi ty [v, b]...`.
    pub fn phi(&mut self, ty: Type, incoming: &[(Value, kiln_ir::Block)]) -> Value {
        let f = self.func();
        let vals: Vec<Value> = incoming.iter().map(|p| p.0).collect();
        let blks: Vec<kiln_ir::Block> = incoming.iter().map(|p| p.1).collect();
        let args = f.dfg.make_value_list(&vals);
        let blocks = f.dfg.make_block_list(&blks);
        self.inst(InstKind::Phi { fmf: Default::default(), args, blocks }, Some(ty)).expect("a phi has a result")
    }
    /// `br label %dest`.
    pub fn br(&mut self, dest: kiln_ir::Block) -> Inst {
        let i = self.func().dfg.make_inst(InstKind::Br { dest }, None);
        self.place(i);
        i
    }
    /// `br i1 c, label %t, label %e`.
    pub fn cond_br(&mut self, cond: Value, t: kiln_ir::Block, e: kiln_ir::Block) -> Inst {
        let i = self.func().dfg.make_inst(InstKind::CondBr { cond, dests: [t, e] }, None);
        self.place(i);
        i
    }
    /// A call of function `g` with `args` through `g`'s own type and convention.
    pub fn call_func(&mut self, g: Func, args: Vec<Value>) -> Option<Value> {
        let callee = self.func_addr(g);
        let fn_ty = self.m.funcs[g].ty;
        let ret = self.m.types.func_info(fn_ty).map_or(Type::VOID, |s| s.0);
        let cc = self.m.funcs[g].cc;
        let i = make_call(self.func(), callee, fn_ty, args, ret);
        if let InstKind::Call(c) = self.func().dfg.inst_mut(i) {
            c.cc = cc;
        }
        self.place(i)
    }
    /// A call of intrinsic `name` (declared on demand).
    pub fn intrinsic(&mut self, name: &str, ret: Type, args: &[Value]) -> Option<Value> {
        let tys: Vec<Type> = args.iter().map(|&a| self.m.funcs[self.f].dfg.value_type(a)).collect();
        let decl = intrinsic_decl(self.m, name, ret, &tys);
        let callee = self.func_addr(decl);
        let fn_ty = self.m.funcs[decl].ty;
        let i = make_call(self.func(), callee, fn_ty, args.to_vec(), ret);
        self.place(i)
    }
    /// An indirect call `void callee(ptr arg)` in the C convention.
    pub fn call_void_ptr(&mut self, callee: Value, arg: Value) -> Inst {
        let fn_ty = self.m.types.func(Type::VOID, vec![Type::PTR], false);
        let i = make_call(self.func(), callee, fn_ty, vec![arg], Type::VOID);
        self.place(i);
        i
    }
}

/// Replaces call `i` of `f` by nothing: its result's uses become `with` and it leaves the layout.
pub(crate) fn replace_inst(f: &mut Function, i: Inst, with: Option<Value>) {
    if let (Some(r), Some(w)) = (f.dfg.inst_result(i), with) {
        crate::util::replace_all_uses(f, r, w);
    }
    f.layout.remove_inst(i);
}
