//! A cursor that builds IR instructions at one point of a function, for the rewrites that run on a
//! copy of the module right before instruction selection (`atomic_expand`, `wide_expand`).

use kiln_ir::instructions::{CallData, InstFlags};
use kiln_ir::{CallConv, Func, Inst, InstKind, IntPredicate, Module, Opcode, Type, Value};

/// Builds instructions of one function before a fixed point.
pub(crate) struct Cursor<'a> {
    pub m: &'a mut Module,
    pub func: Func,
    pub block: kiln_ir::Block,
    /// Insert before this instruction; `None`: at the end of `block`.
    pub before: Option<Inst>,
}

impl Cursor<'_> {
    pub(crate) fn ins(&mut self, kind: InstKind, ty: Option<Type>) -> Option<Value> {
        let f = &mut self.m.funcs[self.func];
        let i = f.dfg.make_inst(kind, ty);
        match self.before {
            Some(b) => f.layout.insert_inst_before(i, b),
            None => f.layout.append_inst(i, self.block),
        }
        f.dfg.inst_result(i)
    }
    pub(crate) fn val(&mut self, kind: InstKind, ty: Type) -> Value {
        self.ins(kind, Some(ty)).expect("a result")
    }
    pub(crate) fn int(&mut self, ty: Type, v: u128) -> Value {
        let bits = self.m.types.int_bits(ty).expect("an integer type");
        let c = self.m.consts.int(ty, bits, v);
        self.m.funcs[self.func].dfg.const_value(c, ty)
    }
    pub(crate) fn binary(&mut self, op: Opcode, ty: Type, a: Value, b: Value) -> Value {
        let kind = InstKind::Binary { op, flags: InstFlags::empty(), fmf: Default::default(), args: [a, b] };
        self.val(kind, ty)
    }
    pub(crate) fn icmp(&mut self, pred: IntPredicate, a: Value, b: Value) -> Value {
        self.val(InstKind::ICmp { pred, args: [a, b] }, Type::I1)
    }
    pub(crate) fn select(&mut self, ty: Type, c: Value, a: Value, b: Value) -> Value {
        self.val(InstKind::Select { fmf: Default::default(), args: [c, a, b] }, ty)
    }
    /// `v` reinterpreted as `to` (nothing when it already has that type).
    pub(crate) fn bitcast(&mut self, v: Value, to: Type) -> Value {
        let from = self.m.funcs[self.func].dfg.value_type(v);
        if from == to {
            return v;
        }
        let op = if self.m.types.is_ptr(to) {
            Opcode::IntToPtr
        } else if self.m.types.is_ptr(from) {
            Opcode::PtrToInt
        } else {
            Opcode::BitCast
        };
        self.val(InstKind::Cast { op, flags: InstFlags::empty(), arg: v }, to)
    }
    /// A call of the external function `name` of type `ret (params)`, declared on demand.
    pub(crate) fn call(&mut self, name: &str, ret: Type, args: &[Value]) -> Option<Value> {
        let params: Vec<Type> = args.iter().map(|&a| self.m.funcs[self.func].dfg.value_type(a)).collect();
        let decl = kiln_ir::builder::declare_function(self.m, name, ret, &params, false)
            .unwrap_or_else(|e| panic!("declaring {name}: {e} (a module that verifies declares it with this type)"));
        let c = self.m.func_addr(decl);
        let callee = self.m.funcs[self.func].dfg.const_value(c, Type::PTR);
        let fn_ty = self.m.funcs[decl].ty;
        let f = &mut self.m.funcs[self.func];
        let data = CallData::new(callee, fn_ty, args.to_vec(), CallConv::C);
        let i = f.dfg.make_inst(InstKind::Call(Box::new(data)), (ret != Type::VOID).then_some(ret));
        match self.before {
            Some(b) => f.layout.insert_inst_before(i, b),
            None => f.layout.append_inst(i, self.block),
        }
        f.dfg.inst_result(i)
    }
}

/// Makes the uses of `i`'s result use `with`, and deletes `i`.
pub(crate) fn replace(m: &mut Module, func: Func, i: Inst, with: Option<Value>) {
    let f = &mut m.funcs[func];
    if let (Some(r), Some(w)) = (f.dfg.inst_result(i), with) {
        kiln_ir::uses::replace_all_uses(f, r, w);
    }
    f.layout.remove_inst(i);
}
