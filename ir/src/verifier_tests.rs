//! Unit tests of the verifier: one valid function per instruction family, and invalid ones
//! asserting the reported problem and its location.

use super::*;
use crate::constant::ConstData;
use crate::instructions::{Atomic, Bundle, CallData, FastMath, InstFlags, Opcode, SwitchData, TailKind};
use crate::module::{GlobalVarData, SrcLoc, Symbol};
use crate::types::{Type, TypeStore};
use crate::Value;

/// A function under construction inside its own module.
struct Fx {
    m: Module,
    f: Function,
}

impl Fx {
    /// A definition `@f` of type `ret (params...)` with parameter values.
    fn new(ret: Type, params: &[Type]) -> Fx {
        let mut m = Module::new();
        let ty = m.types.func(ret, params.to_vec(), false);
        let mut f = Function::new("f", ty);
        f.is_definition = true;
        for (i, &p) in params.iter().enumerate() {
            let v = f.dfg.make_param(i as u32, p);
            f.params.push(v);
        }
        Fx { m, f }
    }
    fn block(&mut self) -> Block {
        self.f.add_block()
    }
    fn param(&self, i: usize) -> Value {
        self.f.params[i]
    }
    /// An integer constant operand.
    fn int(&mut self, ty: Type, v: u128) -> Value {
        let bits = self.m.types.int_bits(ty).unwrap();
        let c = self.m.consts.int(ty, bits, v);
        self.f.dfg.const_value(c, ty)
    }
    /// Any constant operand.
    fn konst(&mut self, data: ConstData) -> Value {
        let ty = data.ty();
        let c = self.m.consts.intern(data);
        self.f.dfg.const_value(c, ty)
    }
    fn ins(&mut self, b: Block, kind: InstKind, ty: Option<Type>) -> Inst {
        self.f.append_inst(b, kind, ty)
    }
    fn val(&mut self, b: Block, kind: InstKind, ty: Type) -> Value {
        let i = self.ins(b, kind, Some(ty));
        self.f.dfg.inst_result(i).unwrap()
    }
    fn add(&mut self, b: Block, x: Value, y: Value) -> Value {
        let ty = self.f.dfg.value_type(x);
        self.val(b, bin(Opcode::Add, x, y), ty)
    }
    fn ret(&mut self, b: Block, v: Option<Value>) -> Inst {
        self.ins(b, InstKind::Ret { arg: v }, None)
    }
    fn br(&mut self, b: Block, dest: Block) -> Inst {
        self.ins(b, InstKind::Br { dest }, None)
    }
    fn condbr(&mut self, b: Block, cond: Value, t: Block, e: Block) -> Inst {
        self.ins(b, InstKind::CondBr { cond, dests: [t, e] }, None)
    }
    fn phi(&mut self, b: Block, ty: Type, inc: &[(Value, Block)]) -> Value {
        let vals: Vec<Value> = inc.iter().map(|p| p.0).collect();
        let blks: Vec<Block> = inc.iter().map(|p| p.1).collect();
        let args = self.f.dfg.make_value_list(&vals);
        let blocks = self.f.dfg.make_block_list(&blks);
        let kind = InstKind::Phi { fmf: FastMath::empty(), args, blocks };
        self.val(b, kind, ty)
    }
    /// Adds the function to the module and verifies it.
    fn verify(self) -> Result<(), Vec<Diagnostic>> {
        let Fx { mut m, f } = self;
        let func = m.add_func(f).unwrap();
        verify_module(&m)?;
        verify_function(&m, func)
    }
}

fn bin(op: Opcode, x: Value, y: Value) -> InstKind {
    InstKind::Binary { op, flags: InstFlags::empty(), fmf: FastMath::empty(), args: [x, y] }
}

fn cast(op: Opcode, arg: Value) -> InstKind {
    InstKind::Cast { op, flags: InstFlags::empty(), arg }
}

#[track_caller]
fn expect_ok(fx: Fx) {
    if let Err(errs) = fx.verify() {
        panic!("expected no errors, got {errs:#?}");
    }
}

/// Asserts that verification fails with a message containing `needle`; returns that error.
#[track_caller]
fn expect_err(fx: Fx, needle: &str) -> Diagnostic {
    match fx.verify() {
        Ok(()) => panic!("expected an error containing {needle:?}, got none"),
        Err(errs) => errs
            .iter()
            .find(|d| d.message.contains(needle))
            .cloned()
            .unwrap_or_else(|| panic!("no error contains {needle:?}: {errs:#?}")),
    }
}

/// `entry: br cond, then, else; then: br join; else: br join; join: ret` with an i1 parameter.
fn diamond() -> (Fx, [Block; 4]) {
    let mut fx = Fx::new(Type::I32, &[Type::I1, Type::I32]);
    let bs = [fx.block(), fx.block(), fx.block(), fx.block()];
    let c = fx.param(0);
    fx.condbr(bs[0], c, bs[1], bs[2]);
    (fx, bs)
}

// ---- structure ---------------------------------------------------------------------------------

#[test]
fn straight_line_function_is_valid() {
    let mut fx = Fx::new(Type::I32, &[Type::I32]);
    let b = fx.block();
    let one = fx.int(Type::I32, 1);
    let x = fx.add(b, fx.param(0), one);
    let y = fx.add(b, x, x);
    fx.ret(b, Some(y));
    expect_ok(fx);
}

#[test]
fn definition_without_blocks_is_rejected() {
    let fx = Fx::new(Type::VOID, &[]);
    let d = expect_err(fx, "at least one block");
    assert!(d.message.starts_with("in function @f: "), "{}", d.message);
}

#[test]
fn empty_block_is_rejected() {
    let mut fx = Fx::new(Type::VOID, &[]);
    let b0 = fx.block();
    let b1 = fx.block();
    fx.br(b0, b1);
    fx.f.block_srclocs[b1] = SrcLoc::at(42);
    let d = expect_err(fx, "block is empty");
    assert_eq!(d.offset, Some(42), "block errors point at the block label");
    assert!(d.message.starts_with("in function @f, block "), "{}", d.message);
}

#[test]
fn missing_terminator_is_rejected() {
    let mut fx = Fx::new(Type::I32, &[Type::I32]);
    let b = fx.block();
    fx.add(b, fx.param(0), fx.param(0));
    expect_err(fx, "does not end with a terminator");
}

#[test]
fn terminator_in_the_middle_is_rejected() {
    let mut fx = Fx::new(Type::VOID, &[]);
    let b = fx.block();
    let first = fx.ret(b, None);
    fx.ret(b, None);
    fx.f.inst_srclocs[first] = SrcLoc::at(7);
    let d = expect_err(fx, "terminator in the middle of the block");
    assert_eq!(d.offset, Some(7), "instruction errors point at the instruction");
    assert!(d.message.contains(", instruction '"), "{}", d.message);
}

#[test]
fn phi_after_a_non_phi_is_rejected() {
    let (mut fx, [e, t, el, j]) = diamond();
    fx.br(t, j);
    fx.br(el, j);
    let one = fx.int(Type::I32, 1);
    let x = fx.add(j, one, one);
    fx.phi(j, Type::I32, &[(x, t), (one, el)]);
    fx.ret(j, Some(x));
    let _ = e;
    expect_err(fx, "phi node after a non-phi instruction");
}

#[test]
fn branch_to_the_entry_block_is_rejected() {
    let mut fx = Fx::new(Type::VOID, &[]);
    let b0 = fx.block();
    let b1 = fx.block();
    fx.br(b0, b1);
    fx.br(b1, b0);
    expect_err(fx, "the entry block must not have predecessors");
}

#[test]
fn phi_in_the_entry_block_is_rejected() {
    let mut fx = Fx::new(Type::I32, &[]);
    let b0 = fx.block();
    let p = fx.phi(b0, Type::I32, &[]);
    fx.ret(b0, Some(p));
    expect_err(fx, "phi node in the entry block");
}

#[test]
fn branch_to_a_block_outside_the_layout_is_rejected() {
    let mut fx = Fx::new(Type::VOID, &[]);
    let b0 = fx.block();
    let stray = fx.f.dfg.make_block();
    fx.br(b0, stray);
    expect_err(fx, "which is not a block of this function");
}

#[test]
fn instruction_listed_twice_is_rejected() {
    let mut fx = Fx::new(Type::VOID, &[]);
    let b0 = fx.block();
    let r = fx.ret(b0, None);
    fx.f.layout.insert_inst(r, b0, 0);
    expect_err(fx, "appears more than once");
}

#[test]
fn undefined_forward_value_is_rejected() {
    let mut fx = Fx::new(Type::I32, &[]);
    let b = fx.block();
    let fwd = fx.f.dfg.make_forward_value(Type::I32);
    fx.f.dfg.set_value_name(fwd, Some("ghost".into()));
    fx.ret(b, Some(fwd));
    expect_err(fx, "use of undefined value %ghost");
}

// ---- dominance ---------------------------------------------------------------------------------

#[test]
fn use_before_def_in_the_same_block_is_rejected() {
    let mut fx = Fx::new(Type::I32, &[Type::I32]);
    let b = fx.block();
    let fwd = fx.f.dfg.make_forward_value(Type::I32);
    let x = fx.add(b, fwd, fwd);
    let kind = bin(Opcode::Add, x, x);
    let def = fx.f.dfg.make_inst_with_result(kind, fwd);
    fx.f.layout.append_inst(def, b);
    fx.ret(b, Some(x));
    // `ret` after `add` is a terminator in the middle too; the dominance error must be there.
    expect_err(fx, "is used before it is defined");
}

#[test]
fn instruction_using_its_own_result_is_rejected() {
    let mut fx = Fx::new(Type::I32, &[]);
    let b = fx.block();
    let fwd = fx.f.dfg.make_forward_value(Type::I32);
    let def = fx.f.dfg.make_inst_with_result(bin(Opcode::Add, fwd, fwd), fwd);
    fx.f.layout.append_inst(def, b);
    fx.ret(b, Some(fwd));
    expect_err(fx, "uses its own result, which does not dominate it");
}

#[test]
fn use_in_a_block_not_dominated_by_the_def_is_rejected() {
    // entry: br b2 via b1; def in b2, use in b1 (which runs first).
    let mut fx = Fx::new(Type::I32, &[Type::I32]);
    let b0 = fx.block();
    let b1 = fx.block();
    let b2 = fx.block();
    fx.br(b0, b1);
    let fwd = fx.f.dfg.make_forward_value(Type::I32);
    fx.add(b1, fwd, fwd);
    fx.br(b1, b2);
    let def = fx.f.dfg.make_inst_with_result(bin(Opcode::Add, fx.f.params[0], fx.f.params[0]), fwd);
    fx.f.layout.append_inst(def, b2);
    fx.ret(b2, Some(fwd));
    expect_err(fx, "does not dominate this use");
}

#[test]
fn use_in_a_sibling_branch_is_rejected() {
    let (mut fx, [_, t, el, j]) = diamond();
    let x = fx.add(t, fx.param(1), fx.param(1));
    fx.br(t, j);
    let y = fx.add(el, x, x);
    fx.br(el, j);
    fx.ret(j, Some(y));
    expect_err(fx, "does not dominate this use");
}

#[test]
fn def_in_a_dominating_block_is_accepted() {
    let (mut fx, [e, t, el, j]) = diamond();
    let _ = e;
    let x = fx.add(t, fx.param(1), fx.param(1));
    fx.br(t, j);
    fx.br(el, j);
    let p = fx.phi(j, Type::I32, &[(x, t), (fx.f.params[1], el)]);
    let y = fx.add(j, p, p);
    fx.ret(j, Some(y));
    expect_ok(fx);
}

#[test]
fn phi_value_unavailable_at_the_end_of_its_predecessor_is_rejected() {
    let (mut fx, [_, t, el, j]) = diamond();
    let x = fx.add(t, fx.param(1), fx.param(1));
    fx.br(t, j);
    fx.br(el, j);
    // `x` comes from `then`, but is listed as flowing in from `else`.
    let p = fx.phi(j, Type::I32, &[(fx.f.params[1], t), (x, el)]);
    fx.ret(j, Some(p));
    expect_err(fx, "does not dominate the end of incoming block");
}

#[test]
fn loop_carried_phi_is_accepted() {
    // entry: br loop; loop: i = phi [0, entry], [next, loop]; next = i + 1; br c, loop, exit
    let mut fx = Fx::new(Type::I32, &[Type::I1]);
    let entry = fx.block();
    let lp = fx.block();
    let exit = fx.block();
    fx.br(entry, lp);
    let zero = fx.int(Type::I32, 0);
    let one = fx.int(Type::I32, 1);
    let fwd = fx.f.dfg.make_forward_value(Type::I32);
    let i = fx.phi(lp, Type::I32, &[(zero, entry), (fwd, lp)]);
    let def = fx.f.dfg.make_inst_with_result(bin(Opcode::Add, i, one), fwd);
    fx.f.layout.append_inst(def, lp);
    fx.condbr(lp, fx.f.params[0], lp, exit);
    fx.ret(exit, Some(i));
    expect_ok(fx);
}

#[test]
fn phi_referring_to_itself_around_a_loop_is_accepted() {
    let mut fx = Fx::new(Type::VOID, &[Type::I1]);
    let entry = fx.block();
    let lp = fx.block();
    let exit = fx.block();
    fx.br(entry, lp);
    let zero = fx.int(Type::I32, 0);
    let fwd = fx.f.dfg.make_forward_value(Type::I32);
    let args = fx.f.dfg.make_value_list(&[zero, fwd]);
    let blocks = fx.f.dfg.make_block_list(&[entry, lp]);
    let phi = InstKind::Phi { fmf: FastMath::empty(), args, blocks };
    let inst = fx.f.dfg.make_inst_with_result(phi, fwd);
    fx.f.layout.append_inst(inst, lp);
    fx.condbr(lp, fx.f.params[0], lp, exit);
    fx.ret(exit, None);
    expect_ok(fx);
}

#[test]
fn uses_in_unreachable_blocks_are_exempt_from_dominance() {
    let (mut fx, [_, t, el, j]) = diamond();
    let x = fx.add(t, fx.param(1), fx.param(1));
    fx.br(t, j);
    fx.br(el, j);
    fx.ret(j, Some(x));
    // `dead` has no predecessors: using `x` there is allowed, as in LLVM.
    let dead = fx.block();
    let y = fx.add(dead, x, x);
    fx.ret(dead, Some(y));
    // ...but `j` uses `x` from `then`, which does not dominate `j`.
    let errs = fx.verify().unwrap_err();
    assert_eq!(errs.len(), 1, "{errs:#?}");
    assert!(errs[0].message.contains("does not dominate this use"));
}

#[test]
fn use_of_unreachable_def_in_reachable_block_is_rejected() {
    let mut fx = Fx::new(Type::I32, &[Type::I32]);
    let b0 = fx.block();
    let b1 = fx.block();
    let dead = fx.block();
    fx.br(b0, b1);
    let x = fx.add(dead, fx.param(0), fx.param(0));
    fx.br(dead, b1);
    fx.ret(b1, Some(x));
    expect_err(fx, "does not dominate this use");
}

// ---- phis --------------------------------------------------------------------------------------

#[test]
fn phi_missing_an_entry_is_rejected() {
    let (mut fx, [_, t, el, j]) = diamond();
    fx.br(t, j);
    fx.br(el, j);
    let p = fx.phi(j, Type::I32, &[(fx.f.params[1], t)]);
    fx.ret(j, Some(p));
    expect_err(fx, "phi node needs one entry per predecessor edge, but it has 1 entry and");
}

#[test]
fn phi_entry_for_a_non_predecessor_is_rejected() {
    let (mut fx, [e, t, el, j]) = diamond();
    fx.br(t, j);
    fx.br(el, j);
    let v = fx.f.params[1];
    let p = fx.phi(j, Type::I32, &[(v, t), (v, e)]);
    fx.ret(j, Some(p));
    expect_err(fx, "which is not a predecessor of");
}

#[test]
fn phi_with_two_edges_from_one_block_needs_two_equal_entries() {
    let build = |entries: &[(u128, usize)]| {
        let mut fx = Fx::new(Type::I32, &[Type::I1]);
        let b0 = fx.block();
        let b1 = fx.block();
        fx.condbr(b0, fx.f.params[0], b1, b1);
        let inc: Vec<(Value, Block)> = entries.iter().map(|&(v, _)| (fx.int(Type::I32, v), b0)).collect();
        let p = fx.phi(b1, Type::I32, &inc);
        fx.ret(b1, Some(p));
        fx
    };
    expect_ok(build(&[(1, 0), (1, 0)]));
    expect_err(build(&[(1, 0), (2, 0)]), "multiple entries for");
    expect_err(build(&[(1, 0)]), "phi node needs one entry per predecessor edge, but it has 1 entry and");
}

#[test]
fn phi_entries_must_match_the_edge_multiset_not_just_its_size() {
    // a reaches j by two edges, b by one: [a, b, b] has the right size but the wrong shape.
    let build = |from_b_twice: bool| {
        let mut fx = Fx::new(Type::I32, &[Type::I1]);
        let (e, a, b, j) = (fx.block(), fx.block(), fx.block(), fx.block());
        let c = fx.f.params[0];
        fx.condbr(e, c, a, b);
        fx.condbr(a, c, j, j);
        fx.br(b, j);
        let one = fx.int(Type::I32, 1);
        let second = if from_b_twice { b } else { a };
        let p = fx.phi(j, Type::I32, &[(one, a), (one, second), (one, b)]);
        fx.ret(j, Some(p));
        fx
    };
    expect_ok(build(false));
    expect_err(build(true), "phi node has 1 entry for predecessor");
}

#[test]
fn phi_incoming_type_mismatch_is_rejected() {
    let (mut fx, [_, t, el, j]) = diamond();
    fx.br(t, j);
    fx.br(el, j);
    let small = fx.int(Type::I8, 1);
    let p = fx.phi(j, Type::I32, &[(fx.f.params[1], t), (small, el)]);
    fx.ret(j, Some(p));
    expect_err(fx, "does not match the phi type");
}

// ---- terminators -------------------------------------------------------------------------------

/// `switch i32 %0, label %b1 [cases -> b1]` followed by `ret void`.
fn switch_fx(cases: &[u128]) -> Fx {
    let mut fx = Fx::new(Type::VOID, &[Type::I32]);
    let b0 = fx.block();
    let b1 = fx.block();
    let cases = cases.iter().map(|&v| (fx.m.consts.int(Type::I32, 32, v), b1)).collect();
    let s = SwitchData { arg: fx.f.params[0], default: b1, cases };
    fx.ins(b0, InstKind::Switch(Box::new(s)), None);
    fx.ret(b1, None);
    fx
}

#[test]
fn switch_with_distinct_cases_is_accepted() {
    expect_ok(switch_fx(&[0, 1, 7]));
}

#[test]
fn duplicate_switch_cases_are_rejected() {
    expect_err(switch_fx(&[0, 0xffff_ffff, 3, 0xffff_ffff]), "duplicate case value -1");
}

#[test]
fn switch_case_of_another_type_is_rejected() {
    let mut fx = switch_fx(&[1]);
    let c64 = fx.m.consts.int(Type::I64, 64, 5);
    let term = fx.f.layout.block_insts(fx.f.layout.blocks()[0])[0];
    if let InstKind::Switch(s) = fx.f.dfg.inst_mut(term) {
        s.cases.push((c64, s.default));
    }
    expect_err(fx, "is not an integer constant of type");
}

#[test]
fn conditional_branch_on_non_i1_is_rejected() {
    let mut fx = Fx::new(Type::VOID, &[Type::I32]);
    let b0 = fx.block();
    let b1 = fx.block();
    fx.condbr(b0, fx.f.params[0], b1, b1);
    fx.ret(b1, None);
    expect_err(fx, "branch condition must be i1");
}

#[test]
fn return_type_mismatches_are_rejected() {
    let mut fx = Fx::new(Type::I32, &[Type::I64]);
    let b = fx.block();
    fx.ret(b, Some(fx.f.params[0]));
    expect_err(fx, "from a function returning");

    let mut fx = Fx::new(Type::I32, &[]);
    let b = fx.block();
    fx.ret(b, None);
    expect_err(fx, "'ret void' in a function returning");
}

#[test]
fn indirectbr_needs_a_pointer() {
    let mut fx = Fx::new(Type::VOID, &[Type::I64]);
    let b0 = fx.block();
    let b1 = fx.block();
    let dests = fx.f.dfg.make_block_list(&[b1]);
    fx.ins(b0, InstKind::IndirectBr { addr: fx.f.params[0], dests }, None);
    fx.ret(b1, None);
    expect_err(fx, "indirectbr address must be a pointer");
}

// ---- arithmetic and comparisons ----------------------------------------------------------------

/// A one-block function computing `kind` (result type `ty`) and returning void.
fn one_inst(params: &[Type], make: impl FnOnce(&mut Fx) -> (InstKind, Option<Type>)) -> Fx {
    let mut fx = Fx::new(Type::VOID, params);
    let b = fx.block();
    let (kind, ty) = make(&mut fx);
    fx.ins(b, kind, ty);
    fx.ret(b, None);
    fx
}

#[test]
fn binary_operand_type_mismatch_is_rejected() {
    let fx = one_inst(&[Type::I32, Type::I64], |fx| (bin(Opcode::Add, fx.param(0), fx.param(1)), Some(Type::I32)));
    expect_err(fx, "do not match the result type");
}

#[test]
fn integer_and_float_operators_need_matching_types() {
    let fx = one_inst(&[Type::FLOAT], |fx| (bin(Opcode::Add, fx.param(0), fx.param(0)), Some(Type::FLOAT)));
    expect_err(fx, "'add' needs integer operands");
    let fx = one_inst(&[Type::I32], |fx| (bin(Opcode::FAdd, fx.param(0), fx.param(0)), Some(Type::I32)));
    expect_err(fx, "'fadd' needs floating-point operands");
    let fx = one_inst(&[Type::DOUBLE], |fx| {
        let k = InstKind::Binary {
            op: Opcode::FMul,
            flags: InstFlags::empty(),
            fmf: FastMath::FAST,
            args: [fx.param(0), fx.param(0)],
        };
        (k, Some(Type::DOUBLE))
    });
    expect_ok(fx);
}

#[test]
fn vector_integer_arithmetic_is_accepted() {
    let mut fx = Fx::new(Type::VOID, &[]);
    let v4 = fx.m.types.vector(4, Type::I32);
    let b = fx.block();
    let z = fx.konst(ConstData::Zero(v4));
    let s = fx.val(b, bin(Opcode::Mul, z, z), v4);
    let i1v = fx.m.types.vector(4, Type::I1);
    fx.val(b, InstKind::ICmp { pred: crate::IntPredicate::Slt, args: [s, z] }, i1v);
    fx.ret(b, None);
    expect_ok(fx);
}

#[test]
fn illegal_flags_are_rejected() {
    let with_flags = |op: Opcode, flags: InstFlags| {
        one_inst(&[Type::I32], move |fx| {
            let k = InstKind::Binary { op, flags, fmf: FastMath::empty(), args: [fx.param(0), fx.param(0)] };
            (k, Some(Type::I32))
        })
    };
    expect_ok(with_flags(Opcode::Add, InstFlags::NUW | InstFlags::NSW));
    expect_ok(with_flags(Opcode::LShr, InstFlags::EXACT));
    expect_ok(with_flags(Opcode::Or, InstFlags::DISJOINT));
    expect_err(with_flags(Opcode::Add, InstFlags::EXACT), "flag 'exact' is not allowed on 'add'");
    expect_err(with_flags(Opcode::Xor, InstFlags::NUW), "flag 'nuw' is not allowed on 'xor'");
    expect_err(with_flags(Opcode::And, InstFlags::DISJOINT), "not allowed on 'and'");
}

#[test]
fn fast_math_flags_on_integer_operations_are_rejected() {
    let fx = one_inst(&[Type::I32], |fx| {
        let k = InstKind::Binary {
            op: Opcode::Add,
            flags: InstFlags::empty(),
            fmf: FastMath::NNAN,
            args: [fx.param(0), fx.param(0)],
        };
        (k, Some(Type::I32))
    });
    expect_err(fx, "fast-math flags are not allowed on 'add'");
    let fx = one_inst(&[Type::I1, Type::I32], |fx| {
        let k = InstKind::Select { fmf: FastMath::NNAN, args: [fx.param(0), fx.param(1), fx.param(1)] };
        (k, Some(Type::I32))
    });
    expect_err(fx, "fast-math flags are only allowed on floating-point");
}

#[test]
fn comparison_result_and_operand_types_are_checked() {
    let fx = one_inst(&[Type::I32], |fx| {
        let k = InstKind::ICmp { pred: crate::IntPredicate::Eq, args: [fx.param(0), fx.param(0)] };
        (k, Some(Type::I32))
    });
    expect_err(fx, "icmp result must have type i1");
    let fx = one_inst(&[Type::PTR], |fx| {
        let k = InstKind::ICmp { pred: crate::IntPredicate::Eq, args: [fx.param(0), fx.param(0)] };
        (k, Some(Type::I1))
    });
    expect_ok(fx);
    let fx = one_inst(&[Type::I32], |fx| {
        let k = InstKind::FCmp {
            pred: crate::FloatPredicate::Olt,
            fmf: FastMath::empty(),
            args: [fx.param(0), fx.param(0)],
        };
        (k, Some(Type::I1))
    });
    expect_err(fx, "fcmp needs floating-point operands");
}

#[test]
fn select_condition_shape_is_checked() {
    let fx = one_inst(&[Type::I32], |fx| {
        let k = InstKind::Select { fmf: FastMath::empty(), args: [fx.param(0), fx.param(0), fx.param(0)] };
        (k, Some(Type::I32))
    });
    expect_err(fx, "select condition must be i1");
    let mut fx = Fx::new(Type::VOID, &[]);
    let b = fx.block();
    let c2 = fx.m.types.vector(2, Type::I1);
    let v4 = fx.m.types.vector(4, Type::I32);
    let c = fx.konst(ConstData::Zero(c2));
    let z = fx.konst(ConstData::Zero(v4));
    let k = InstKind::Select { fmf: FastMath::empty(), args: [c, z, z] };
    fx.val(b, k, v4);
    fx.ret(b, None);
    expect_err(fx, "as long as the arms");
}

#[test]
fn casts_are_checked() {
    let try_cast = |op: Opcode, from: Type, to: Type| one_inst(&[from], move |fx| (cast(op, fx.param(0)), Some(to)));
    expect_ok(try_cast(Opcode::Trunc, Type::I64, Type::I8));
    expect_ok(try_cast(Opcode::ZExt, Type::I1, Type::I32));
    expect_ok(try_cast(Opcode::FPExt, Type::FLOAT, Type::X86_FP80));
    expect_ok(try_cast(Opcode::PtrToInt, Type::PTR, Type::I64));
    expect_ok(try_cast(Opcode::BitCast, Type::DOUBLE, Type::I64));
    expect_err(try_cast(Opcode::Trunc, Type::I8, Type::I64), "invalid cast 'trunc'");
    expect_err(try_cast(Opcode::SExt, Type::I32, Type::I32), "invalid cast 'sext'");
    expect_err(try_cast(Opcode::FPTrunc, Type::FLOAT, Type::DOUBLE), "invalid cast 'fptrunc'");
    expect_err(try_cast(Opcode::SIToFP, Type::FLOAT, Type::DOUBLE), "invalid cast 'sitofp'");
    expect_err(try_cast(Opcode::BitCast, Type::PTR, Type::I64), "invalid cast 'bitcast'");
    expect_err(try_cast(Opcode::BitCast, Type::I32, Type::I64), "invalid cast 'bitcast'");
    expect_err(try_cast(Opcode::AddrSpaceCast, Type::PTR, Type::PTR), "invalid cast 'addrspacecast'");
    let mut fx = Fx::new(Type::VOID, &[]);
    let b = fx.block();
    let p1 = fx.m.types.ptr(1);
    let v2 = fx.m.types.vector(2, Type::I32);
    let v4 = fx.m.types.vector(4, Type::I64);
    let n = fx.konst(ConstData::Null(Type::PTR));
    let z = fx.konst(ConstData::Zero(v2));
    fx.val(b, cast(Opcode::AddrSpaceCast, n), p1);
    fx.val(b, cast(Opcode::ZExt, z), v4);
    fx.ret(b, None);
    expect_err(fx, "have different vector lengths");
}

#[test]
fn cast_flags_are_checked() {
    let with = |op: Opcode, flags: InstFlags, from: Type, to: Type| {
        one_inst(&[from], move |fx| {
            let k = InstKind::Cast { op, flags, arg: fx.param(0) };
            (k, Some(to))
        })
    };
    expect_ok(with(Opcode::ZExt, InstFlags::NNEG, Type::I8, Type::I32));
    expect_ok(with(Opcode::Trunc, InstFlags::NUW, Type::I32, Type::I8));
    expect_err(with(Opcode::SExt, InstFlags::NNEG, Type::I8, Type::I32), "flag 'nneg' is not allowed on 'sext'");
}

// ---- memory ------------------------------------------------------------------------------------

#[test]
fn memory_instructions_are_checked() {
    let mut fx = Fx::new(Type::I32, &[]);
    let b = fx.block();
    let slot = fx.val(b, InstKind::Alloca { ty: Type::I32, count: None, align: 4, addrspace: 0 }, Type::PTR);
    let seven = fx.int(Type::I32, 7);
    let store = InstKind::Store { flags: InstFlags::VOLATILE, args: [seven, slot], align: 4, atomic: Atomic::NONE };
    fx.ins(b, store, None);
    let load = InstKind::Load { flags: InstFlags::empty(), ptr: slot, align: 4, atomic: Atomic::NONE };
    let x = fx.val(b, load, Type::I32);
    fx.ret(b, Some(x));
    expect_ok(fx);
}

#[test]
fn bad_alignments_are_rejected() {
    let fx = one_inst(&[Type::PTR], |fx| {
        let k = InstKind::Load { flags: InstFlags::empty(), ptr: fx.param(0), align: 3, atomic: Atomic::NONE };
        (k, Some(Type::I32))
    });
    expect_err(fx, "alignment 3 is not a power of two");
    let fx = one_inst(&[], |_| {
        let k = InstKind::Alloca { ty: Type::I8, count: None, align: 12, addrspace: 0 };
        (k, Some(Type::PTR))
    });
    expect_err(fx, "alignment 12 is not a power of two");
}

#[test]
fn load_and_store_operand_types_are_checked() {
    let fx = one_inst(&[Type::I64], |fx| {
        let k = InstKind::Load { flags: InstFlags::empty(), ptr: fx.param(0), align: 0, atomic: Atomic::NONE };
        (k, Some(Type::I32))
    });
    expect_err(fx, "load address must be a pointer");
    let fx = one_inst(&[Type::PTR], |fx| {
        let k = InstKind::Store {
            flags: InstFlags::empty(),
            args: [fx.param(0), fx.param(0)],
            align: 0,
            atomic: Atomic::NONE,
        };
        (k, None)
    });
    expect_ok(fx);
    let fx = one_inst(&[Type::PTR], |fx| {
        let k = InstKind::Load { flags: InstFlags::empty(), ptr: fx.param(0), align: 0, atomic: Atomic::NONE };
        (k, Some(Type::LABEL))
    });
    expect_err(fx, "load of unsized or non-first-class type");
}

#[test]
fn alloca_of_opaque_struct_or_with_non_integer_count_is_rejected() {
    let mut fx = Fx::new(Type::VOID, &[Type::FLOAT]);
    let b = fx.block();
    let opaque = fx.m.types.named_struct("opaque");
    let k = InstKind::Alloca { ty: opaque, count: None, align: 0, addrspace: 0 };
    fx.val(b, k, Type::PTR);
    fx.ret(b, None);
    expect_err(fx, "cannot allocate unsized type");
    let fx = one_inst(&[Type::FLOAT], |fx| {
        let k = InstKind::Alloca { ty: Type::I8, count: Some(fx.param(0)), align: 0, addrspace: 0 };
        (k, Some(Type::PTR))
    });
    expect_err(fx, "element count must be an integer");
}

/// `getelementptr {i32, [4 x i64]}, ptr %0, <indices>` with the given result type.
fn gep_fx(indices: &[(Type, u128)], result: impl FnOnce(&mut TypeStore) -> Type) -> Fx {
    let mut fx = Fx::new(Type::VOID, &[Type::PTR, Type::I64]);
    let b = fx.block();
    let arr = fx.m.types.array(4, Type::I64);
    let st = fx.m.types.literal_struct(vec![Type::I32, arr], false);
    let mut args = vec![fx.param(0)];
    for &(t, v) in indices {
        args.push(if t == Type::VOID { fx.param(1) } else { fx.int(t, v) });
    }
    let args = fx.f.dfg.make_value_list(&args);
    let rt = result(&mut fx.m.types);
    let k = InstKind::Gep { flags: InstFlags::INBOUNDS, source_ty: st, args };
    fx.val(b, k, rt);
    fx.ret(b, None);
    fx
}

#[test]
fn getelementptr_indices_are_checked() {
    // Type::VOID stands for the non-constant i64 parameter.
    expect_ok(gep_fx(&[(Type::I64, 0), (Type::I32, 1), (Type::VOID, 0)], |_| Type::PTR));
    expect_err(gep_fx(&[(Type::I64, 0), (Type::I32, 2)], |_| Type::PTR), "struct index 2 is out of range");
    expect_err(gep_fx(&[(Type::I64, 0), (Type::I64, 1)], |_| Type::PTR), "must be a constant i32");
    expect_err(gep_fx(&[(Type::VOID, 0), (Type::VOID, 0)], |_| Type::PTR), "must be a constant i32");
    expect_err(gep_fx(&[(Type::I64, 0), (Type::I32, 0), (Type::I32, 0)], |_| Type::PTR), "cannot index into");
    expect_err(gep_fx(&[(Type::I64, 0)], |_| Type::I64), "getelementptr result type");
}

#[test]
fn vector_getelementptr_yields_a_vector_of_pointers() {
    let build = |result_lanes: u32| {
        let mut fx = Fx::new(Type::VOID, &[Type::PTR]);
        let b = fx.block();
        let v4 = fx.m.types.vector(4, Type::I64);
        let idx = fx.konst(ConstData::Zero(v4));
        let args = fx.f.dfg.make_value_list(&[fx.f.params[0], idx]);
        let rt = fx.m.types.vector(result_lanes, Type::PTR);
        let k = InstKind::Gep { flags: InstFlags::empty(), source_ty: Type::I32, args };
        fx.val(b, k, rt);
        fx.ret(b, None);
        fx
    };
    expect_ok(build(4));
    expect_err(build(2), "getelementptr result type");
}

// ---- aggregates and vectors --------------------------------------------------------------------

#[test]
fn extractvalue_and_insertvalue_indices_are_checked() {
    let build = |idx: u32, elt_ty: Type, insert: bool| {
        let mut fx = Fx::new(Type::VOID, &[elt_ty]);
        let b = fx.block();
        let st = fx.m.types.literal_struct(vec![Type::I8, Type::DOUBLE], false);
        let agg = fx.konst(ConstData::Zero(st));
        let indices = fx.f.dfg.make_imm_list(&[idx]);
        if insert {
            let k = InstKind::InsertValue { args: [agg, fx.f.params[0]], indices };
            fx.val(b, k, st);
        } else {
            fx.val(b, InstKind::ExtractValue { arg: agg, indices }, elt_ty);
        }
        fx.ret(b, None);
        fx
    };
    expect_ok(build(1, Type::DOUBLE, false));
    expect_ok(build(0, Type::I8, true));
    expect_err(build(2, Type::DOUBLE, false), "index 2 is out of range");
    expect_err(build(0, Type::DOUBLE, false), "extractvalue yields");
    expect_err(build(1, Type::I8, true), "but the indexed field has type");
}

#[test]
fn vector_element_operations_are_checked() {
    let mut fx = Fx::new(Type::VOID, &[Type::I32]);
    let b = fx.block();
    let v4 = fx.m.types.vector(4, Type::I32);
    let v8 = fx.m.types.vector(8, Type::I32);
    let z = fx.konst(ConstData::Zero(v4));
    let i = fx.int(Type::I64, 1);
    let ins = fx.val(b, InstKind::InsertElement { args: [z, fx.f.params[0], i] }, v4);
    fx.val(b, InstKind::ExtractElement { args: [ins, i] }, Type::I32);
    let mask = fx.f.dfg.make_imm_list(&[0, 7, u32::MAX, 3, 4, 5, 6, 1]);
    fx.val(b, InstKind::ShuffleVector { args: [z, ins], mask }, v8);
    fx.ret(b, None);
    expect_ok(fx);

    let fx = one_inst(&[Type::I32], |fx| {
        let k = InstKind::ExtractElement { args: [fx.param(0), fx.param(0)] };
        (k, Some(Type::I32))
    });
    expect_err(fx, "is not a vector");

    let mut fx = Fx::new(Type::VOID, &[]);
    let b = fx.block();
    let v2 = fx.m.types.vector(2, Type::I32);
    let z = fx.konst(ConstData::Zero(v2));
    let mask = fx.f.dfg.make_imm_list(&[0, 4]);
    fx.val(b, InstKind::ShuffleVector { args: [z, z], mask }, v2);
    fx.ret(b, None);
    expect_err(fx, "mask lane 4 is out of range");
}

// ---- calls -------------------------------------------------------------------------------------

/// A module with `declare i32 @g(i32, ...)` (varargs when asked) and `@f` calling it.
fn call_fx(args: &[Type], result: Option<Type>, varargs: bool) -> Fx {
    let mut fx = Fx::new(Type::VOID, args);
    let gty = fx.m.types.func(Type::I32, vec![Type::I32], varargs);
    let g = fx.m.add_func(Function::new("g", gty)).unwrap();
    let addr = fx.m.func_addr(g);
    let callee = fx.f.dfg.const_value(addr, Type::PTR);
    let b = fx.block();
    let c = CallData {
        callee,
        fn_ty: gty,
        args: fx.f.params.clone(),
        cc: Default::default(),
        tail: TailKind::None,
        fmf: FastMath::empty(),
        attrs: Default::default(),
        bundles: Vec::new(),
    };
    fx.ins(b, InstKind::Call(Box::new(c)), result);
    fx.ret(b, None);
    fx
}

#[test]
fn calls_are_checked_against_the_function_type() {
    expect_ok(call_fx(&[Type::I32], Some(Type::I32), false));
    expect_ok(call_fx(&[Type::I32], None, false));
    expect_ok(call_fx(&[Type::I32, Type::DOUBLE, Type::PTR], Some(Type::I32), true));
    expect_err(
        call_fx(&[Type::I32, Type::I32], Some(Type::I32), false),
        "call passes 2 arguments but the function type has 1 parameter",
    );
    expect_err(call_fx(&[], Some(Type::I32), true), "call passes 0 arguments");
    expect_err(call_fx(&[Type::I64], Some(Type::I32), false), "argument 0 has type");
    expect_err(call_fx(&[Type::I32], Some(Type::I64), false), "does not match the return type");
}

#[test]
fn callee_must_be_a_pointer() {
    let mut fx = call_fx(&[Type::I32], None, false);
    let call = fx.f.layout.block_insts(fx.f.layout.blocks()[0])[0];
    let p = fx.f.params[0];
    if let InstKind::Call(c) = fx.f.dfg.inst_mut(call) {
        c.callee = p;
    }
    expect_err(fx, "callee must be a pointer");
}

#[test]
fn gc_live_bundle_operands_must_be_pointers() {
    let mut fx = call_fx(&[Type::I32], None, false);
    let call = fx.f.layout.block_insts(fx.f.layout.blocks()[0])[0];
    let p = fx.f.params[0];
    if let InstKind::Call(c) = fx.f.dfg.inst_mut(call) {
        c.bundles.push(Bundle { tag: "deopt".into(), args: vec![p] });
    }
    let ok = {
        let Fx { m, f } = &fx;
        let mut m2 = m.clone();
        let func = m2.add_func(f.clone()).unwrap();
        verify_function(&m2, func)
    };
    assert!(ok.is_ok(), "any tag may carry any operand: {ok:?}");
    if let InstKind::Call(c) = fx.f.dfg.inst_mut(call) {
        c.bundles.push(Bundle { tag: "gc-live".into(), args: vec![p] });
    }
    expect_err(fx, "\"gc-live\" operands must be pointers");
}

#[test]
fn metadata_arguments_need_an_intrinsic_callee() {
    let mut fx = Fx::new(Type::VOID, &[]);
    let gty = fx.m.types.func(Type::VOID, vec![Type::METADATA], false);
    let g = fx.m.add_func(Function::new("g", gty)).unwrap();
    let addr = fx.m.func_addr(g);
    let callee = fx.f.dfg.const_value(addr, Type::PTR);
    let md = fx.f.dfg.meta_value(crate::metadata::MdOperand::Null);
    let b = fx.block();
    let c = CallData {
        callee,
        fn_ty: gty,
        args: vec![md],
        cc: Default::default(),
        tail: TailKind::None,
        fmf: FastMath::empty(),
        attrs: Default::default(),
        bundles: Vec::new(),
    };
    fx.ins(b, InstKind::Call(Box::new(c)), None);
    fx.ret(b, None);
    expect_err(fx, "metadata arguments are only allowed in calls to intrinsics");
}

#[test]
fn metadata_outside_call_arguments_is_rejected() {
    let mut fx = Fx::new(Type::VOID, &[]);
    let b = fx.block();
    let md = fx.f.dfg.meta_value(crate::metadata::MdOperand::Null);
    fx.val(b, bin(Opcode::Add, md, md), Type::I32);
    fx.ret(b, None);
    expect_err(fx, "metadata is only allowed as a call argument");
}

// ---- module level ------------------------------------------------------------------------------

fn global(m: &mut Module, name: &str, value_ty: Type, init: Option<ConstData>, align: u32) {
    let init = init.map(|d| m.consts.intern(d));
    let g = GlobalVarData {
        sym: Symbol { name: name.into(), align, ..Symbol::default() },
        is_constant: false,
        thread_local: None,
        externally_initialized: false,
        addrspace: 0,
        value_ty,
        init,
        srcloc: SrcLoc::at(3),
    };
    m.add_global(g).unwrap();
}

#[test]
fn globals_are_checked() {
    let mut m = Module::new();
    let i32_5 = ConstData::Int { ty: Type::I32, value: 5 };
    global(&mut m, "ok", Type::I32, Some(i32_5.clone()), 4);
    global(&mut m, "decl", Type::I64, None, 0);
    assert_eq!(verify_module(&m), Ok(()));
    global(&mut m, "badinit", Type::I64, Some(i32_5.clone()), 8);
    global(&mut m, "badalign", Type::I32, Some(i32_5), 6);
    let errs = verify_module(&m).unwrap_err();
    assert_eq!(errs.len(), 2, "{errs:#?}");
    assert!(errs[0].message.starts_with("in global @badinit: initializer type"));
    assert!(errs[1].message.contains("in global @badalign: alignment 6 is not a power of two"));
    assert_eq!(errs[1].offset, Some(3));
}

#[test]
fn parameter_values_must_match_the_function_type() {
    let mut fx = Fx::new(Type::VOID, &[Type::I32]);
    let b = fx.block();
    fx.ret(b, None);
    fx.f.params.clear();
    expect_err(fx, "the function has 0 parameter values but its type has 1 parameter");
}

#[test]
fn declarations_have_no_body_to_check() {
    let mut m = Module::new();
    let ty = m.types.func(Type::I32, vec![Type::PTR], true);
    let func = m.add_func(Function::new("printf", ty)).unwrap();
    assert_eq!(verify_function(&m, func), Ok(()));
    let bad = m.add_func(Function::new("bad", Type::I32)).unwrap();
    let errs = verify_function(&m, bad).unwrap_err();
    assert!(errs[0].message.contains("@bad: the function's type is not a function type"));
}

#[test]
fn intrinsic_signatures_are_checked() {
    let mut m = Module::new();
    let good = m.types.func(Type::VOID, vec![Type::PTR, Type::PTR, Type::I64, Type::I1], false);
    let bad = m.types.func(Type::VOID, vec![Type::PTR, Type::I64], false);
    let mut decl = Function::new("llvm.memcpy.p0.p0.i64", good);
    decl.srcloc = SrcLoc::at(9);
    let ok = m.add_func(decl).unwrap();
    assert_eq!(verify_function(&m, ok), Ok(()));
    let mut decl = Function::new("llvm.memmove.p0.p0.i64", bad);
    decl.srcloc = SrcLoc::at(11);
    let wrong = m.add_func(decl).unwrap();
    let errs = verify_function(&m, wrong).unwrap_err();
    assert!(errs[0].message.starts_with("in function @llvm.memmove.p0.p0.i64: bad signature: "), "{errs:#?}");
    assert_eq!(errs[0].offset, Some(11));
    let unknown = m.add_func(Function::new("llvm.no.such.thing", good)).unwrap();
    let errs = verify_function(&m, unknown).unwrap_err();
    assert!(errs[0].message.contains("unknown intrinsic"), "{errs:#?}");
}

#[test]
fn offsets_fall_back_from_instruction_to_block_to_function() {
    let build = |inst_loc: Option<usize>, block_loc: Option<usize>| {
        let mut fx = Fx::new(Type::I32, &[]);
        fx.f.srcloc = SrcLoc::at(1);
        let b = fx.block();
        let r = fx.ret(b, None);
        if let Some(o) = inst_loc {
            fx.f.inst_srclocs[r] = SrcLoc::at(o);
        }
        if let Some(o) = block_loc {
            fx.f.block_srclocs[b] = SrcLoc::at(o);
        }
        expect_err(fx, "'ret void' in a function returning").offset
    };
    assert_eq!(build(Some(30), Some(20)), Some(30));
    assert_eq!(build(None, Some(20)), Some(20));
    assert_eq!(build(None, None), Some(1));
}

#[test]
fn error_count_is_capped() {
    let mut fx = Fx::new(Type::VOID, &[Type::I32, Type::I64]);
    let b = fx.block();
    for _ in 0..150 {
        fx.val(b, bin(Opcode::Add, fx.f.params[0], fx.f.params[1]), Type::I32);
    }
    fx.ret(b, None);
    let errs = fx.verify().unwrap_err();
    assert_eq!(errs.len(), MAX_ERRORS);
}

#[test]
fn all_errors_of_a_function_are_reported() {
    let mut fx = Fx::new(Type::VOID, &[Type::I32, Type::I64]);
    let b = fx.block();
    fx.val(b, bin(Opcode::Add, fx.f.params[0], fx.f.params[1]), Type::I32);
    fx.val(b, bin(Opcode::FAdd, fx.f.params[0], fx.f.params[0]), Type::I32);
    fx.ret(b, Some(fx.f.params[0]));
    let errs = fx.verify().unwrap_err();
    assert_eq!(errs.len(), 3, "{errs:#?}");
}

#[test]
fn counts_are_pluralised() {
    assert_eq!(count(1, "entry"), "1 entry");
    assert_eq!(count(2, "entry"), "2 entries");
    assert_eq!(count(0, "parameter"), "0 parameters");
}

#[test]
fn invalid_function_id_is_an_error_not_a_panic() {
    let m = Module::new();
    let errs = verify_function(&m, Func::from_u32(3)).unwrap_err();
    assert!(errs[0].message.contains("is not a function of this module"));
}

#[test]
fn long_chain_of_diamonds_verifies_and_a_late_error_is_found() {
    // 2000 diamonds in sequence: deep dominator tree, phis at every join.
    let mut fx = Fx::new(Type::I32, &[Type::I32, Type::I1]);
    let mut prev = fx.block();
    let mut acc = fx.param(0);
    let mut first_then_value = None;
    for _ in 0..2000 {
        for _ in 0..5 {
            acc = fx.add(prev, acc, fx.f.params[0]);
        }
        let t = fx.block();
        let e = fx.block();
        let j = fx.block();
        fx.condbr(prev, fx.f.params[1], t, e);
        let in_then = fx.add(t, acc, acc);
        first_then_value.get_or_insert(in_then);
        fx.br(t, j);
        fx.br(e, j);
        acc = fx.phi(j, Type::I32, &[(in_then, t), (acc, e)]);
        prev = j;
    }
    let last = prev;
    fx.ret(last, Some(acc));
    let Fx { mut m, f } = fx;
    let func = m.add_func(f).unwrap();
    assert_eq!(verify_function(&m, func), Ok(()));
    // Use a value from the first `then` block at the very end: not dominated.
    let f = &mut m.funcs[func];
    let ret = f.layout.last_inst(last).unwrap();
    f.dfg.map_args(ret, |_| first_then_value.unwrap());
    let errs = verify_function(&m, func).unwrap_err();
    assert_eq!(errs.len(), 1, "{errs:#?}");
    assert!(errs[0].message.contains("does not dominate this use"));
}

/// Parses `body` as the body of `define void @f(ptr %p)` and verifies the module.
fn verify_body(body: &str) -> Result<(), String> {
    let src = format!("define void @f(ptr %p) {{\n{body}\n  ret void\n}}\n");
    let m = crate::text::parse(src.as_bytes()).map_err(|d| format!("parse: {}", d.message))?;
    crate::verifier::verify_module(&m).map_err(|ds| ds.iter().map(|d| d.message.clone()).collect::<Vec<_>>().join("; "))
}

#[test]
fn atomic_instructions_follow_llvms_rules() {
    for ok in [
        "  %a = load atomic ptr, ptr %p monotonic, align 8",
        "  store atomic double 1.0, ptr %p unordered, align 8",
        "  %a = atomicrmw xchg ptr %p, float 1.0 monotonic",
        "  %a = atomicrmw fadd ptr %p, <2 x float> zeroinitializer seq_cst",
        "  %a = atomicrmw uinc_wrap ptr %p, i8 1 seq_cst",
        "  %a = cmpxchg ptr %p, ptr null, ptr %p monotonic seq_cst",
        "  fence syncscope(\"singlethread\") acq_rel",
    ] {
        assert_eq!(verify_body(ok), Ok(()), "{ok}");
    }
    for (bad, msg) in [
        ("  store atomic i32 0, ptr %p acquire, align 4", "store atomic cannot have acquire ordering"),
        ("  store atomic i32 0, ptr %p acq_rel, align 4", "store atomic cannot have acq_rel ordering"),
        ("  %a = load atomic i32, ptr %p acq_rel, align 4", "load atomic cannot have acq_rel ordering"),
        ("  %a = load atomic <2 x i32>, ptr %p seq_cst, align 8", "not allowed"),
        ("  %a = load atomic x86_fp80, ptr %p seq_cst, align 16", "power-of-two"),
        ("  %a = load atomic i1, ptr %p seq_cst, align 1", "byte-sized"),
        ("  fence unordered", "fence ordering"),
        ("  %a = atomicrmw add ptr %p, float 1.0 seq_cst", "atomicrmw add operand has type float"),
        ("  %a = atomicrmw fadd ptr %p, i32 1 seq_cst", "atomicrmw fadd operand has type i32"),
        ("  %a = atomicrmw max ptr %p, ptr null seq_cst", "atomicrmw max operand has type ptr"),
        ("  %a = cmpxchg ptr %p, i32 0, i32 1 seq_cst unordered", "at least monotonic on failure"),
        ("  %a = cmpxchg ptr %p, i32 0, i32 1 unordered monotonic", "at least monotonic on success"),
        ("  %a = cmpxchg ptr %p, i32 0, i32 1 seq_cst acq_rel", "cannot include release"),
        ("  %a = cmpxchg ptr %p, i32 0, i64 1 seq_cst seq_cst", "same type"),
    ] {
        let got = verify_body(bad).expect_err(bad);
        assert!(got.contains(msg), "{bad}: {got:?} does not contain {msg:?}");
    }
}

/// Verifies `body` as `define i32 @f(i32 %x) personality ... { body }` with `@g` and `@ti`.
fn verify_eh(body: &str, personality: bool) -> Result<(), String> {
    let p = if personality { " personality ptr @pers" } else { "" };
    let src = format!(
        "@ti = external constant ptr\ndeclare i32 @pers(...)\ndeclare i32 @g(i32)\ndefine i32 @f(i32 %x){p} {{\n{body}\n}}\n"
    );
    let m = crate::text::parse(src.as_bytes()).map_err(|d| format!("parse: {}", d.message))?;
    crate::verifier::verify_module(&m).map_err(|ds| ds.iter().map(|d| d.message.clone()).collect::<Vec<_>>().join("; "))
}

const EH_OK: &str = "entry:\n  %r = invoke i32 @g(i32 %x)\n          to label %ok unwind label %lp\n\
ok:\n  ret i32 %r\n\
lp:\n  %l = landingpad { ptr, i32 }\n          catch ptr @ti\n  resume { ptr, i32 } %l";

#[test]
fn exception_handling_follows_llvms_rules() {
    assert_eq!(verify_eh(EH_OK, true), Ok(()));
    // A phi in the normal destination may take the result on the normal edge.
    let phi = "entry:\n  br i1 true, label %a, label %ok\n\
a:\n  %r = invoke i32 @g(i32 %x)\n          to label %ok unwind label %lp\n\
ok:\n  %p = phi i32 [ %r, %a ], [ 0, %entry ]\n  ret i32 %p\n\
lp:\n  %l = landingpad { ptr, i32 }\n          cleanup\n  resume { ptr, i32 } %l";
    assert_eq!(verify_eh(phi, true), Ok(()));
    let cases = [
        (EH_OK, false, "landingpad needs a function with a personality"),
        (&*EH_OK.replace("catch ptr @ti", "catch i32 0"), true, "catch clause operand must be a pointer"),
        (&*EH_OK.replace("          catch ptr @ti\n", ""), true, "at least one clause or to be a cleanup"),
        (
            &*EH_OK.replace("resume { ptr, i32 } %l", "%z = extractvalue { ptr, i32 } %l, 0\n  resume ptr %z"),
            true,
            "must all agree",
        ),
        (&*EH_OK.replace("resume { ptr, i32 } %l", "ret i32 %r"), true, "exists only on its normal edge"),
        (&*EH_OK.replace("unwind label %lp", "unwind label %ok"), true, "does not start with a landingpad"),
        (&*EH_OK.replace("ok:\n  ret i32 %r", "ok:\n  br label %lp"), true, "entered only by unwind edges"),
        (&*EH_OK.replace("  %l = landingpad", "  %y = add i32 %x, 1\n  %l = landingpad"), true, "first non-phi"),
        (
            &*EH_OK.replace("invoke i32 @g", "invoke i32 @llvm.ctpop.i32"),
            true,
            "cannot invoke intrinsic @llvm.ctpop.i32",
        ),
    ];
    for (body, pers, msg) in cases {
        let got = verify_eh(body, pers).expect_err(body);
        assert!(got.contains(msg), "{body}\n{got:?} does not contain {msg:?}");
    }
    // The result is not available in a normal destination other edges reach first.
    let other_pred = "entry:\n  br i1 true, label %a, label %ok\n\
a:\n  %r = invoke i32 @g(i32 %x)\n          to label %ok unwind label %lp\n\
ok:\n  ret i32 %r\n\
lp:\n  %l = landingpad { ptr, i32 }\n          cleanup\n  resume { ptr, i32 } %l";
    let got = verify_eh(other_pred, true).expect_err("use not dominated by the normal edge");
    assert!(got.contains("exists only on its normal edge"), "{got}");
}
