//! Tests of the function builder and its SSA construction.

use super::*;
use crate::constant::ConstData;
use crate::dfg::ValueDef;
use crate::text::print_module;
use std::collections::HashMap;

// ---- helpers -----------------------------------------------------------------------------------

/// A canonical dump of a function body: blocks `bN` by layout position, values `%pN` (params)
/// and `%vN` (results, numbered in layout order), integer constants as decimals.
fn dump(m: &Module, fid: Func) -> String {
    let f = &m.funcs[fid];
    let block_pos: HashMap<Block, usize> = f.layout.blocks().iter().enumerate().map(|(i, &b)| (b, i)).collect();
    let mut names: HashMap<Value, String> = HashMap::new();
    for (i, &p) in f.params.iter().enumerate() {
        names.insert(p, format!("%p{i}"));
    }
    let mut next = 0;
    for inst in f.layout.insts() {
        if let Some(r) = f.dfg.inst_result(inst) {
            names.insert(r, format!("%v{next}"));
            next += 1;
        }
    }
    let val = |v: Value| -> String {
        if let Some(n) = names.get(&v) {
            return n.clone();
        }
        match f.dfg.value_def(v) {
            ValueDef::Const(c) => match m.consts.data(c) {
                ConstData::Int { value, .. } => value.to_string(),
                ConstData::Undef(_) => "undef".into(),
                ConstData::Null(_) => "null".into(),
                ConstData::Float { bits, .. } => format!("f{bits:x}"),
                ConstData::FuncAddr { func, .. } => format!("@{}", m.funcs[*func].name()),
                other => format!("{other:?}"),
            },
            _ => format!("<dangling {v}>"),
        }
    };
    let blk = |b: Block| -> String {
        match block_pos.get(&b) {
            Some(i) => format!("b{i}"),
            None => format!("<missing {b}>"),
        }
    };
    let mut out = String::new();
    for &b in f.layout.blocks() {
        out += &format!("{}:\n", blk(b));
        for &inst in f.layout.block_insts(b) {
            out += "  ";
            if let Some(r) = f.dfg.inst_result(inst) {
                out += &format!("{} = ", val(r));
            }
            let k = f.dfg.inst(inst);
            out += k.opcode().name();
            match k {
                InstKind::Phi { .. } => {
                    for (v, pb) in f.dfg.phi_incoming(inst) {
                        out += &format!(" [{}, {}]", val(v), blk(pb));
                    }
                }
                InstKind::Br { dest } => out += &format!(" {}", blk(*dest)),
                InstKind::CondBr { cond, dests } => {
                    out += &format!(" {} {} {}", val(*cond), blk(dests[0]), blk(dests[1]))
                }
                InstKind::Switch(s) => {
                    out += &format!(" {} {}", val(s.arg), blk(s.default));
                    for (c, d) in &s.cases {
                        let ConstData::Int { value, .. } = m.consts.data(*c) else {
                            panic!("switch case is not an integer")
                        };
                        out += &format!(" [{value} {}]", blk(*d));
                    }
                }
                _ => {
                    if let InstKind::ICmp { pred, .. } = k {
                        out += &format!(" {}", pred.name());
                    }
                    for a in f.dfg.inst_args(inst) {
                        out += &format!(" {}", val(a));
                    }
                }
            }
            out += "\n";
        }
    }
    out
}

/// Structural SSA checks: operands defined, phis first with one entry per predecessor edge,
/// no trivial phi, every block terminated.
fn check_ssa(m: &Module, fid: Func) {
    let f = &m.funcs[fid];
    let preds = f.predecessors();
    let in_layout: std::collections::HashSet<Inst> = f.layout.insts().collect();
    for &b in f.layout.blocks() {
        let insts = f.layout.block_insts(b);
        assert!(f.terminator(b).is_some(), "{b} has no terminator");
        let num_phis = insts.iter().take_while(|&&i| matches!(f.dfg.inst(i), InstKind::Phi { .. })).count();
        for (pos, &inst) in insts.iter().enumerate() {
            let k = f.dfg.inst(inst);
            assert!(pos == insts.len() - 1 || !k.is_terminator(), "terminator in the middle of {b}");
            assert!(pos < num_phis || !matches!(k, InstKind::Phi { .. }), "phi after non-phi in {b}");
            for a in f.dfg.inst_args(inst) {
                match f.dfg.value_def(a) {
                    ValueDef::Inst(d) => assert!(in_layout.contains(&d), "{inst} uses removed {a}"),
                    ValueDef::Param(_) | ValueDef::Const(_) => {}
                    other => panic!("unexpected operand {other:?}"),
                }
            }
            if let InstKind::Phi { .. } = k {
                let phi = f.dfg.inst_result(inst).unwrap();
                let mut inc: Vec<Block> = f.dfg.phi_incoming(inst).map(|p| p.1).collect();
                let mut p = preds[b].clone();
                inc.sort();
                p.sort();
                assert_eq!(inc, p, "phi in {b} does not match its predecessors");
                let mut distinct: Vec<Value> = f.dfg.phi_incoming(inst).map(|p| p.0).filter(|&v| v != phi).collect();
                distinct.sort();
                distinct.dedup();
                assert!(distinct.len() >= 2, "trivial phi left in {b}");
            }
        }
    }
}

/// Checks a finished function: the structural checks, the IR verifier, and a print -> parse ->
/// print round trip that must give the same text, which `llvm-as-19` must accept.
fn check(m: &Module, fid: Func) {
    let text = check_in_kiln(m, fid);
    assert_llvm_accepts(&text);
}

/// `check` without the LLVM oracle; returns the printed module.
fn check_in_kiln(m: &Module, fid: Func) -> String {
    check_ssa(m, fid);
    if let Err(diags) = crate::verifier::verify_function(m, fid) {
        let msgs: Vec<&str> = diags.iter().map(|d| d.message.as_str()).collect();
        panic!("verifier rejected @{}: {msgs:#?}\n{}", m.funcs[fid].name(), dump(m, fid));
    }
    let text = print_module(m);
    let again = crate::text::parse(text.as_bytes())
        .unwrap_or_else(|d| panic!("the printed module does not parse:\n{}", d.render("<built>", text.as_bytes())));
    assert_eq!(print_module(&again), text, "print -> parse -> print changed the text");
    text
}

/// Asserts that `llvm-as-19` assembles and verifies `text`; skipped with a warning when the
/// tool is missing (unless `KILN_REQUIRE_ORACLE` is set).
fn assert_llvm_accepts(text: &str) {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let child =
        Command::new("llvm-as-19").args(["-o", "/dev/null", "-"]).stdin(Stdio::piped()).stderr(Stdio::piped()).spawn();
    let mut child = match child {
        Ok(c) => c,
        Err(_) => {
            assert!(
                std::env::var_os("KILN_REQUIRE_ORACLE").is_none(),
                "KILN_REQUIRE_ORACLE is set but llvm-as-19 is missing"
            );
            eprintln!("warning: llvm-as-19 not found; the LLVM check of built IR was skipped");
            return;
        }
    };
    child.stdin.take().expect("piped stdin").write_all(text.as_bytes()).expect("write to llvm-as-19");
    let out = child.wait_with_output().expect("wait for llvm-as-19");
    assert!(
        out.status.success(),
        "llvm-as-19 rejected the built module:\n{}\n--- text ---\n{text}",
        String::from_utf8_lossy(&out.stderr)
    );
}

fn num_phis(m: &Module, fid: Func) -> usize {
    let f = &m.funcs[fid];
    f.layout.insts().filter(|&i| matches!(f.dfg.inst(i), InstKind::Phi { .. })).count()
}

fn new_func(m: &mut Module, name: &str, ret: Type, params: &[Type]) -> Func {
    define_function(m, name, ret, params, false).unwrap()
}

// ---- straight-line code and merges -------------------------------------------------------------

#[test]
fn straight_line_code() {
    let mut m = Module::new();
    let f = new_func(&mut m, "f", Type::I32, &[Type::I32, Type::I32]);
    let mut b = FunctionBuilder::new(&mut m, f);
    let entry = b.create_block();
    b.switch_to_block(entry);
    b.seal_block(entry);
    let x = b.declare_var(Type::I32);
    let (p0, p1) = (b.param(0), b.param(1));
    let s = b.iadd(p0, p1);
    b.def_var(x, s);
    let two = b.iconst(Type::I32, 2);
    let xv = b.use_var(x);
    assert_eq!(xv, s, "a local definition is read back directly");
    let t = b.imul(xv, two);
    b.def_var(x, t);
    let xv = b.use_var(x);
    b.ret(Some(xv));
    b.finalize().unwrap();
    check(&m, f);
    assert_eq!(dump(&m, f), "b0:\n  %v0 = add %p0 %p1\n  %v1 = mul %v0 2\n  ret %v1\n");
}

/// Builds `if (p0 < 10) { x = a } else { x = b } return x` with `x` assigned as given.
fn build_diamond(then_val: Option<i128>, else_val: Option<i128>) -> (Module, Func) {
    let mut m = Module::new();
    let f = new_func(&mut m, "f", Type::I32, &[Type::I32]);
    let mut b = FunctionBuilder::new(&mut m, f);
    let (entry, then_b, else_b, merge) = (b.create_block(), b.create_block(), b.create_block(), b.create_block());
    let x = b.declare_var(Type::I32);
    b.switch_to_block(entry);
    b.seal_block(entry);
    let p = b.param(0);
    b.def_var(x, p);
    let ten = b.iconst(Type::I32, 10);
    let c = b.icmp(IntPredicate::Slt, p, ten);
    b.cond_br(c, then_b, else_b);
    for (blk, val) in [(then_b, then_val), (else_b, else_val)] {
        b.switch_to_block(blk);
        b.seal_block(blk);
        if let Some(v) = val {
            let k = b.iconst(Type::I32, v);
            b.def_var(x, k);
        }
        b.br(merge);
    }
    b.switch_to_block(merge);
    b.seal_block(merge);
    let xv = b.use_var(x);
    b.ret(Some(xv));
    b.finalize().unwrap();
    check(&m, f);
    (m, f)
}

#[test]
fn if_else_assigning_a_variable_merges_it_with_one_phi() {
    let (m, f) = build_diamond(Some(1), Some(2));
    assert_eq!(num_phis(&m, f), 1);
    assert_eq!(
        dump(&m, f),
        "b0:\n  %v0 = icmp slt %p0 10\n  br %v0 b1 b2\n\
         b1:\n  br b3\nb2:\n  br b3\n\
         b3:\n  %v1 = phi [1, b1] [2, b2]\n  ret %v1\n"
    );
}

#[test]
fn variable_unchanged_across_if_else_needs_no_phi() {
    let (m, f) = build_diamond(None, None);
    assert_eq!(num_phis(&m, f), 0);
    assert!(dump(&m, f).ends_with("b3:\n  ret %p0\n"), "{}", dump(&m, f));
}

#[test]
fn variable_assigned_on_one_side_merges_with_the_old_value() {
    let (m, f) = build_diamond(Some(7), None);
    assert!(dump(&m, f).ends_with("b3:\n  %v1 = phi [7, b1] [%p0, b2]\n  ret %v1\n"), "{}", dump(&m, f));
}

#[test]
fn same_value_on_both_sides_needs_no_phi() {
    let (m, f) = build_diamond(Some(5), Some(5));
    assert_eq!(num_phis(&m, f), 0);
    assert!(dump(&m, f).ends_with("b3:\n  ret 5\n"), "{}", dump(&m, f));
}

// ---- loops -------------------------------------------------------------------------------------

/// `sum_to(n)`: `s = 0; i = 1; k = 3; while (i <= n) { s += i; i += 1 } return s + k`, with the
/// loop header sealed after the back edge (`seal_early`) or everything sealed at the end.
fn build_sum_to(seal_early: bool) -> (Module, Func) {
    let mut m = Module::new();
    let f = new_func(&mut m, "sum_to", Type::I32, &[Type::I32]);
    let mut b = FunctionBuilder::new(&mut m, f);
    let (entry, header, body, exit) = (b.create_block(), b.create_block(), b.create_block(), b.create_block());
    let (s, i, k) = (b.declare_var(Type::I32), b.declare_var(Type::I32), b.declare_var(Type::I32));
    b.switch_to_block(entry);
    if seal_early {
        b.seal_block(entry);
    }
    let zero = b.iconst(Type::I32, 0);
    let one = b.iconst(Type::I32, 1);
    let three = b.iconst(Type::I32, 3);
    b.def_var(s, zero);
    b.def_var(i, one);
    b.def_var(k, three);
    b.br(header);

    b.switch_to_block(header);
    let iv = b.use_var(i);
    let n = b.param(0);
    let c = b.icmp(IntPredicate::Sle, iv, n);
    b.cond_br(c, body, exit);

    b.switch_to_block(body);
    if seal_early {
        b.seal_block(body);
    }
    let (sv, iv) = (b.use_var(s), b.use_var(i));
    let s2 = b.iadd(sv, iv);
    b.def_var(s, s2);
    let one = b.iconst(Type::I32, 1);
    let i2 = b.iadd(iv, one);
    b.def_var(i, i2);
    b.br(header);
    if seal_early {
        b.seal_block(header);
    }

    b.switch_to_block(exit);
    if seal_early {
        b.seal_block(exit);
    }
    let (sv, kv) = (b.use_var(s), b.use_var(k));
    let r = b.iadd(sv, kv);
    b.ret(Some(r));
    if !seal_early {
        b.seal_all_blocks();
    }
    b.finalize().unwrap();
    check(&m, f);
    (m, f)
}

#[test]
fn sum_to_has_exactly_the_loop_phis_it_needs() {
    let (m, f) = build_sum_to(true);
    assert_eq!(num_phis(&m, f), 2, "phis for i and s, none for the unchanged k");
    assert_eq!(
        dump(&m, f),
        "b0:\n  br b1\n\
         b1:\n  %v0 = phi [1, b0] [%v4, b2]\n  %v1 = phi [0, b0] [%v3, b2]\n  \
         %v2 = icmp sle %v0 %p0\n  br %v2 b2 b3\n\
         b2:\n  %v3 = add %v1 %v0\n  %v4 = add %v0 1\n  br b1\n\
         b3:\n  %v5 = add %v1 3\n  ret %v5\n"
    );
}

#[test]
fn sum_to_prints_as_llvm_text() {
    let (m, _) = build_sum_to(true);
    assert_eq!(
        print_module(&m),
        "define i32 @sum_to(i32 %0) {
  br label %2

2:
  %3 = phi i32 [ 1, %1 ], [ %8, %6 ]
  %4 = phi i32 [ 0, %1 ], [ %7, %6 ]
  %5 = icmp sle i32 %3, %0
  br i1 %5, label %6, label %9

6:
  %7 = add i32 %4, %3
  %8 = add i32 %3, 1
  br label %2

9:
  %10 = add i32 %4, 3
  ret i32 %10
}
"
    );
}

#[test]
fn diamond_prints_as_llvm_text() {
    let (m, _) = build_diamond(Some(1), Some(2));
    assert_eq!(
        print_module(&m),
        "define i32 @f(i32 %0) {
  %2 = icmp slt i32 %0, 10
  br i1 %2, label %3, label %4

3:
  br label %5

4:
  br label %5

5:
  %6 = phi i32 [ 1, %3 ], [ 2, %4 ]
  ret i32 %6
}
"
    );
}

#[test]
fn sealing_late_or_early_gives_the_same_function() {
    let (m1, f1) = build_sum_to(true);
    let (m2, f2) = build_sum_to(false);
    assert_eq!(dump(&m1, f1), dump(&m2, f2));
    assert_eq!(print_module(&m1), print_module(&m2));
}

#[test]
fn loop_phi_of_an_unchanged_variable_is_removed_and_its_users_rewritten() {
    // The header is unsealed when `k` is read in it, so an incomplete phi is placed and used;
    // sealing finds it trivial (`[k0, entry] [phi, body]`) and rewrites the `mul` using it.
    let mut m = Module::new();
    let f = new_func(&mut m, "f", Type::I32, &[Type::I32]);
    let mut b = FunctionBuilder::new(&mut m, f);
    let (entry, header, body, exit) = (b.create_block(), b.create_block(), b.create_block(), b.create_block());
    let k = b.declare_var(Type::I32);
    b.switch_to_block(entry);
    b.seal_block(entry);
    let p = b.param(0);
    b.def_var(k, p);
    b.br(header);
    b.switch_to_block(header);
    let kv = b.use_var(k);
    assert_ne!(kv, p, "an unsealed block reads through an incomplete phi");
    let sq = b.imul(kv, kv);
    let zero = b.iconst(Type::I32, 0);
    let c = b.icmp(IntPredicate::Eq, sq, zero);
    b.cond_br(c, exit, body);
    b.switch_to_block(body);
    b.seal_block(body);
    b.br(header);
    b.seal_block(header);
    assert_eq!(b.resolve(kv), p, "the phi now stands for the parameter");
    b.switch_to_block(exit);
    b.seal_block(exit);
    // A stale handle is resolved when used again.
    b.ret(Some(kv));
    b.finalize().unwrap();
    check(&m, f);
    assert_eq!(num_phis(&m, f), 0);
    assert_eq!(
        dump(&m, f),
        "b0:\n  br b1\n\
         b1:\n  %v0 = mul %p0 %p0\n  %v1 = icmp eq %v0 0\n  br %v1 b3 b2\n\
         b2:\n  br b1\nb3:\n  ret %p0\n"
    );
}

#[test]
fn nested_loops_get_phis_in_both_headers_only_for_changing_variables() {
    // for (i = 0; i < n; i++) for (j = 0; j < n; j++) acc += j;  return acc + c
    let mut m = Module::new();
    let f = new_func(&mut m, "f", Type::I64, &[Type::I64, Type::I64]);
    let mut b = FunctionBuilder::new(&mut m, f);
    let blocks: Vec<Block> = (0..7).map(|_| b.create_block()).collect();
    let [entry, oh, ob, ih, ib, ilatch, exit] = blocks[..] else { unreachable!() };
    let (i, j, acc, c) =
        (b.declare_var(Type::I64), b.declare_var(Type::I64), b.declare_var(Type::I64), b.declare_var(Type::I64));
    b.switch_to_block(entry);
    b.seal_block(entry);
    let zero = b.iconst(Type::I64, 0);
    b.def_var(i, zero);
    b.def_var(acc, zero);
    let p1 = b.param(1);
    b.def_var(c, p1);
    b.br(oh);

    b.switch_to_block(oh);
    let (iv, n) = (b.use_var(i), b.param(0));
    let cond = b.icmp(IntPredicate::Slt, iv, n);
    b.cond_br(cond, ob, exit);

    b.switch_to_block(ob);
    b.seal_block(ob);
    b.def_var(j, zero);
    b.br(ih);

    b.switch_to_block(ih);
    let jv = b.use_var(j);
    let cond = b.icmp(IntPredicate::Slt, jv, n);
    b.cond_br(cond, ib, ilatch);

    b.switch_to_block(ib);
    b.seal_block(ib);
    let (a, jv) = (b.use_var(acc), b.use_var(j));
    let a2 = b.iadd(a, jv);
    b.def_var(acc, a2);
    let one = b.iconst(Type::I64, 1);
    let j2 = b.iadd(jv, one);
    b.def_var(j, j2);
    b.br(ih);
    b.seal_block(ih);

    b.switch_to_block(ilatch);
    b.seal_block(ilatch);
    let iv = b.use_var(i);
    let i2 = b.iadd(iv, one);
    b.def_var(i, i2);
    b.br(oh);
    b.seal_block(oh);

    b.switch_to_block(exit);
    b.seal_block(exit);
    let (a, cv) = (b.use_var(acc), b.use_var(c));
    let r = b.iadd(a, cv);
    b.ret(Some(r));
    b.finalize().unwrap();
    check(&m, f);
    // Outer header: i, acc. Inner header: j, acc. Nothing for c (unchanged) or j in the outer.
    let func = &m.funcs[f];
    let phis_in = |blk: Block| {
        func.layout.block_insts(blk).iter().filter(|&&x| matches!(func.dfg.inst(x), InstKind::Phi { .. })).count()
    };
    assert_eq!((phis_in(oh), phis_in(ih)), (2, 2));
    assert_eq!(num_phis(&m, f), 4);
    assert!(dump(&m, f).contains("%p1\n  ret"), "c is still the parameter at the exit");
}

#[test]
fn trivial_phis_cascade_through_nested_unsealed_loops() {
    // Two nested loops whose headers are unsealed while `k` is read in both: the outer
    // header's phi gets the inner header's phi as an operand. Sealing the inner header finds
    // its phi trivial (it merges the outer phi with itself); rewriting the outer phi, which
    // used it, makes that one trivial in turn.
    let mut m = Module::new();
    let f = new_func(&mut m, "f", Type::I32, &[Type::I32, Type::I1]);
    let mut b = FunctionBuilder::new(&mut m, f);
    let (entry, oh, ih, ilatch, exit) =
        (b.create_block(), b.create_block(), b.create_block(), b.create_block(), b.create_block());
    let k = b.declare_var(Type::I32);
    b.switch_to_block(entry);
    b.seal_block(entry);
    let p = b.param(0);
    b.def_var(k, p);
    b.br(oh);
    b.switch_to_block(oh);
    let ko = b.use_var(k);
    b.br(ih);
    b.switch_to_block(ih);
    let ki = b.use_var(k);
    let doubled = b.iadd(ki, ki);
    let flag = b.param(1);
    b.cond_br(flag, ih, ilatch);
    b.switch_to_block(ilatch);
    b.seal_block(ilatch);
    b.cond_br(flag, oh, exit);
    b.switch_to_block(exit);
    b.seal_block(exit);
    let r = b.iadd(ko, doubled);
    b.ret(Some(r));
    assert_eq!(num_phis(b.module(), f), 2, "one incomplete phi per unsealed header");
    b.seal_block(oh); // [p, entry] [inner phi, ilatch]: not trivial yet
    assert_eq!(num_phis(b.module(), f), 2);
    b.seal_block(ih); // [outer phi, oh] [itself, ih]: trivial, and then so is the outer one
    assert_eq!(num_phis(b.module(), f), 0);
    assert_eq!((b.resolve(ko), b.resolve(ki)), (p, p));
    b.finalize().unwrap();
    check(&m, f);
    assert_eq!(
        dump(&m, f),
        "b0:\n  br b1\nb1:\n  br b2\n\
         b2:\n  %v0 = add %p0 %p0\n  br %p1 b2 b3\n\
         b3:\n  br %p1 b1 b4\n\
         b4:\n  %v1 = add %p0 %v0\n  ret %v1\n"
    );
}

#[test]
fn irreducible_loop_leaves_no_redundant_phi_group() {
    // entry branches into both b1 and b2, which branch to each other: x is never changed, but
    // reading it in the unsealed blocks builds two phis that only refer to each other and p.
    let mut m = Module::new();
    let f = new_func(&mut m, "f", Type::I32, &[Type::I32, Type::I1]);
    let mut b = FunctionBuilder::new(&mut m, f);
    let (entry, b1, b2, exit) = (b.create_block(), b.create_block(), b.create_block(), b.create_block());
    let x = b.declare_var(Type::I32);
    b.switch_to_block(entry);
    b.seal_block(entry);
    let (p, c) = (b.param(0), b.param(1));
    b.def_var(x, p);
    b.cond_br(c, b1, b2);
    b.switch_to_block(b1);
    let x1 = b.use_var(x);
    let y1 = b.iadd(x1, x1);
    b.cond_br(c, b2, exit);
    b.switch_to_block(b2);
    let x2 = b.use_var(x);
    let y2 = b.imul(x2, x2);
    b.cond_br(c, b1, exit);
    b.seal_block(b1);
    b.seal_block(b2);
    assert_eq!(num_phis(b.module(), f), 2, "two phis, each non-trivial in isolation");
    b.switch_to_block(exit);
    b.seal_block(exit);
    let _ = (y1, y2);
    let xv = b.use_var(x);
    b.ret(Some(xv));
    b.finalize().unwrap();
    check(&m, f);
    assert_eq!(num_phis(&m, f), 0, "{}", dump(&m, f));
    let d = dump(&m, f);
    assert!(d.contains("add %p0 %p0") && d.contains("mul %p0 %p0") && d.ends_with("ret %p0\n"), "{d}");
}

#[test]
fn unreachable_cycle_of_single_predecessor_blocks_reads_undef() {
    // u1 -> u2 -> u1 is unreachable and each has one predecessor; u3's only predecessor is u2.
    // Reading in u3 walks u3 -> u2 -> u1 -> u2 ... and must stop, with undef.
    let mut m = Module::new();
    let f = new_func(&mut m, "f", Type::I32, &[]);
    let mut b = FunctionBuilder::new(&mut m, f);
    let blocks: Vec<Block> = (0..4).map(|_| b.create_block()).collect();
    let [entry, u1, u2, u3] = blocks[..] else { unreachable!() };
    let x = b.declare_var(Type::I32);
    b.switch_to_block(entry);
    b.seal_block(entry);
    b.unreachable();
    b.switch_to_block(u1);
    b.br(u2);
    b.switch_to_block(u2);
    let t = b.iconst(Type::I1, 1);
    b.cond_br(t, u1, u3);
    b.seal_all_blocks();
    b.switch_to_block(u3);
    let v = b.use_var(x);
    b.ret(Some(v));
    b.finalize().unwrap();
    check(&m, f);
    assert_eq!(num_phis(&m, f), 0);
    assert!(dump(&m, f).ends_with("b3:\n  ret undef\n"), "{}", dump(&m, f));
}

// ---- undef, switch, duplicate edges ------------------------------------------------------------

#[test]
fn reading_a_variable_never_assigned_gives_undef() {
    let mut m = Module::new();
    let f = new_func(&mut m, "f", Type::I32, &[Type::I1]);
    let mut b = FunctionBuilder::new(&mut m, f);
    let (entry, then_b, merge) = (b.create_block(), b.create_block(), b.create_block());
    let (x, y) = (b.declare_var(Type::I32), b.declare_var(Type::I32));
    b.switch_to_block(entry);
    b.seal_block(entry);
    let xv = b.use_var(x);
    let y0 = b.iadd(xv, xv);
    let c = b.param(0);
    b.cond_br(c, then_b, merge);
    b.switch_to_block(then_b);
    b.seal_block(then_b);
    b.def_var(y, y0);
    b.br(merge);
    b.switch_to_block(merge);
    b.seal_block(merge);
    let yv = b.use_var(y);
    b.ret(Some(yv));
    b.finalize().unwrap();
    check(&m, f);
    assert_eq!(
        dump(&m, f),
        "b0:\n  %v0 = add undef undef\n  br %p0 b1 b2\n\
         b1:\n  br b2\n\
         b2:\n  %v1 = phi [undef, b0] [%v0, b1]\n  ret %v1\n"
    );
}

#[test]
fn switch_merges_its_arms() {
    let mut m = Module::new();
    let f = new_func(&mut m, "f", Type::I8, &[Type::I8]);
    let mut b = FunctionBuilder::new(&mut m, f);
    let (entry, a1, a2, dflt, merge) =
        (b.create_block(), b.create_block(), b.create_block(), b.create_block(), b.create_block());
    let r = b.declare_var(Type::I8);
    b.switch_to_block(entry);
    b.seal_block(entry);
    let p = b.param(0);
    let seven = b.iconst(Type::I8, 7);
    b.def_var(r, seven);
    // -1 truncates to 255 for an i8 scrutinee.
    b.switch(p, dflt, &[(1, a1), (u128::MAX, a2), (3, a1)]);
    for (blk, val) in [(a1, Some(10)), (a2, Some(20)), (dflt, None)] {
        b.switch_to_block(blk);
        b.seal_block(blk);
        if let Some(v) = val {
            let k = b.iconst(Type::I8, v);
            b.def_var(r, k);
        }
        b.br(merge);
    }
    assert_eq!(b.predecessors(a1), &[entry, entry], "one predecessor per edge");
    b.switch_to_block(merge);
    b.seal_block(merge);
    let rv = b.use_var(r);
    b.ret(Some(rv));
    b.finalize().unwrap();
    check(&m, f);
    assert_eq!(
        dump(&m, f),
        "b0:\n  switch %p0 b3 [1 b1] [255 b2] [3 b1]\n\
         b1:\n  br b4\nb2:\n  br b4\nb3:\n  br b4\n\
         b4:\n  %v0 = phi [10, b1] [20, b2] [7, b3]\n  ret %v0\n"
    );
}

#[test]
fn duplicate_edges_give_one_phi_entry_per_edge() {
    // entry: br c, m, m would be a trivial merge; here m also has another predecessor.
    let mut m = Module::new();
    let f = new_func(&mut m, "f", Type::I32, &[Type::I1, Type::I1]);
    let mut b = FunctionBuilder::new(&mut m, f);
    let (entry, mid, join) = (b.create_block(), b.create_block(), b.create_block());
    let x = b.declare_var(Type::I32);
    b.switch_to_block(entry);
    b.seal_block(entry);
    let one = b.iconst(Type::I32, 1);
    b.def_var(x, one);
    let c0 = b.param(0);
    b.cond_br(c0, mid, join);
    b.switch_to_block(mid);
    b.seal_block(mid);
    let two = b.iconst(Type::I32, 2);
    b.def_var(x, two);
    let c1 = b.param(1);
    b.cond_br(c1, join, join);
    b.switch_to_block(join);
    b.seal_block(join);
    let xv = b.use_var(x);
    b.ret(Some(xv));
    b.finalize().unwrap();
    check(&m, f);
    assert!(dump(&m, f).contains("phi [1, b0] [2, b1] [2, b1]"), "{}", dump(&m, f));
}

// ---- helpers and types -------------------------------------------------------------------------

#[test]
fn result_types_are_computed() {
    let mut m = Module::new();
    let v4i32 = m.types.vector(4, Type::I32);
    let pair = m.types.literal_struct(vec![Type::I64, Type::DOUBLE], false);
    let callee = declare_function(&mut m, "g", Type::DOUBLE, &[Type::I32], false).unwrap();
    let sink = declare_function(&mut m, "sink", Type::VOID, &[Type::PTR], false).unwrap();
    let f = new_func(&mut m, "f", Type::VOID, &[v4i32, Type::PTR]);
    let mut b = FunctionBuilder::new(&mut m, f);
    let entry = b.create_block();
    b.switch_to_block(entry);
    b.seal_block(entry);
    let (vec, ptr) = (b.param(0), b.param(1));
    let ty = |b: &FunctionBuilder, v: Value| b.function().dfg.value_type(v);

    let cmp = b.icmp(IntPredicate::Eq, vec, vec);
    let v4i1 = b.module_mut().types.vector(4, Type::I1);
    assert_eq!(ty(&b, cmp), v4i1);
    let one = b.iconst(Type::I32, 1);
    let scalar_cmp = b.icmp(IntPredicate::Ult, one, one);
    assert_eq!(ty(&b, scalar_cmp), Type::I1);
    let d = b.fconst(Type::DOUBLE, 1.5);
    let fc = b.fcmp(FloatPredicate::Olt, d, d);
    assert_eq!(ty(&b, fc), Type::I1);

    let slot = b.alloca(pair);
    assert_eq!(ty(&b, slot), Type::PTR);
    let loaded = b.load(pair, slot);
    assert_eq!(ty(&b, loaded), pair);
    let field = b.extract_value(loaded, &[1]);
    assert_eq!(ty(&b, field), Type::DOUBLE);
    let again = b.insert_value(loaded, d, &[1]);
    assert_eq!(ty(&b, again), pair);
    let zero = b.iconst(Type::I32, 0);
    let addr = b.gep(pair, ptr, &[zero, one]);
    assert_eq!(ty(&b, addr), Type::PTR);
    let idxs = b.zero(v4i32);
    let addrs = b.gep(Type::I32, ptr, &[idxs]);
    let v4ptr = b.module_mut().types.vector(4, Type::PTR);
    assert_eq!(ty(&b, addrs), v4ptr);

    let r = b.call(callee, &[one]).expect("g returns double");
    assert_eq!(ty(&b, r), Type::DOUBLE);
    assert_eq!(b.call(sink, &[ptr]), None);
    let gty = b.module().funcs[callee].ty;
    let gaddr = b.func_addr(callee);
    let r2 = b.call_indirect(gty, gaddr, &[one]).unwrap();
    assert_eq!(ty(&b, r2), Type::DOUBLE);
    let wide = b.cast(Opcode::SExt, one, Type::I64);
    assert_eq!(ty(&b, wide), Type::I64);
    let sel = b.select(scalar_cmp, d, d);
    assert_eq!(ty(&b, sel), Type::DOUBLE);
    let st = b.store(d, ptr);
    assert_eq!(b.function().dfg.inst_result(st), None);
    b.ret(None);
    b.finalize().unwrap();
    check(&m, f);
    let func = &m.funcs[f];
    let InstKind::Load { align, .. } = func.dfg.inst(func.dfg.value_inst(loaded).unwrap()) else {
        panic!("not a load")
    };
    assert_eq!(*align, 8, "loads get the ABI alignment of their type");
}

#[test]
fn constants_are_encoded() {
    let mut m = Module::new();
    let f = new_func(&mut m, "f", Type::VOID, &[]);
    let mut b = FunctionBuilder::new(&mut m, f);
    let entry = b.create_block();
    b.switch_to_block(entry);
    let bits = |b: &FunctionBuilder, v: Value| {
        let c = b.function().dfg.value_const(v).unwrap();
        match b.module().consts.data(c) {
            ConstData::Int { value, .. } => *value,
            ConstData::Float { bits, .. } => *bits,
            other => panic!("{other:?}"),
        }
    };
    let m1 = b.iconst(Type::I8, -1);
    assert_eq!(bits(&b, m1), 0xff);
    let big = b.uconst(Type::I128, u128::MAX);
    assert_eq!(bits(&b, big), u128::MAX);
    let t = b.iconst(Type::I1, 3);
    assert_eq!(bits(&b, t), 1);
    let h = b.fconst(Type::HALF, 1.0);
    assert_eq!(bits(&b, h), 0x3c00);
    let s = b.fconst(Type::FLOAT, 0.1);
    assert_eq!(bits(&b, s), 0.1f32.to_bits() as u128);
    let d = b.fconst(Type::DOUBLE, 0.1);
    assert_eq!(bits(&b, d), 0.1f64.to_bits() as u128);
    assert_eq!(b.iconst(Type::I32, 5), b.iconst(Type::I32, 5), "constants are shared");
}

#[test]
fn names_are_unique() {
    let mut m = Module::new();
    let f = new_func(&mut m, "f", Type::I32, &[Type::I32]);
    let mut b = FunctionBuilder::new(&mut m, f);
    let entry = b.create_block();
    b.set_block_name(entry, "x");
    b.switch_to_block(entry);
    b.seal_block(entry);
    let p = b.param(0);
    b.set_value_name(p, "x");
    let s = b.iadd(p, p);
    b.set_value_name(s, "x");
    let t = b.iadd(s, s);
    b.set_value_name(t, "42");
    let k = b.iconst(Type::I32, 1);
    b.set_value_name(k, "one");
    b.ret(Some(t));
    b.finalize().unwrap();
    check(&m, f);
    let dfg = &m.funcs[f].dfg;
    assert_eq!(dfg.block_name(entry), Some("x"));
    assert_eq!(dfg.value_name(p), Some("x1"));
    assert_eq!(dfg.value_name(s), Some("x2"));
    assert_eq!(dfg.value_name(t), Some("_42"));
    assert_eq!(dfg.value_name(k), None, "constants are not named");
}

#[test]
fn declare_and_define_functions() {
    let mut m = Module::new();
    let g = declare_function(&mut m, "g", Type::I32, &[Type::PTR], true).unwrap();
    assert!(m.funcs[g].is_declaration());
    assert_eq!(declare_function(&mut m, "g", Type::I32, &[Type::PTR], true), Ok(g));
    assert!(declare_function(&mut m, "g", Type::I64, &[], false).is_err());
    let d = define_function(&mut m, "g", Type::I32, &[Type::PTR], true).unwrap();
    assert_eq!(d, g);
    assert!(m.funcs[g].is_definition);
    assert!(define_function(&mut m, "g", Type::I32, &[Type::PTR], true).is_err());
    // A function added by hand gets its parameters from FunctionBuilder::new.
    let fn_ty = m.types.func(Type::VOID, vec![Type::I8, Type::I16], false);
    let h = m.add_func(Function::new("h", fn_ty)).unwrap();
    let b = FunctionBuilder::new(&mut m, h);
    assert_eq!(b.params().len(), 2);
    assert_eq!(b.function().dfg.value_type(b.param(1)), Type::I16);
    assert!(b.function().is_definition);
}

// ---- finalize and misuse -----------------------------------------------------------------------

#[test]
fn finalize_reports_unfinished_blocks() {
    let mut m = Module::new();
    let f = new_func(&mut m, "f", Type::VOID, &[Type::I1]);
    let mut b = FunctionBuilder::new(&mut m, f);
    let (entry, open, never, unused) = (b.create_block(), b.create_block(), b.create_block(), b.create_block());
    b.switch_to_block(entry);
    b.seal_block(entry);
    let c = b.param(0);
    b.cond_br(c, open, never);
    b.switch_to_block(open);
    let _ = unused;
    let err = b.finalize().unwrap_err();
    assert_eq!(err.unsealed, vec![open, never]);
    assert_eq!(err.unterminated, vec![open]);
    assert_eq!(err.not_inserted, vec![never]);
    let text = err.to_string();
    assert!(text.contains("unsealed blocks: block1, block2"), "{text}");
    assert!(text.contains("without a terminator: block1"), "{text}");
}

#[test]
#[should_panic(expected = "already ends in br")]
fn appending_after_a_terminator_panics() {
    let mut m = Module::new();
    let f = new_func(&mut m, "f", Type::VOID, &[]);
    let mut b = FunctionBuilder::new(&mut m, f);
    let (entry, next) = (b.create_block(), b.create_block());
    b.switch_to_block(entry);
    b.br(next);
    b.ret(None);
}

#[test]
#[should_panic(expected = "is already sealed")]
fn branching_to_a_sealed_block_panics() {
    let mut m = Module::new();
    let f = new_func(&mut m, "f", Type::VOID, &[]);
    let mut b = FunctionBuilder::new(&mut m, f);
    let (entry, next) = (b.create_block(), b.create_block());
    b.seal_block(next);
    b.switch_to_block(entry);
    b.br(next);
}

#[test]
#[should_panic(expected = "entry block cannot have predecessors")]
fn branching_to_the_entry_block_panics() {
    let mut m = Module::new();
    let f = new_func(&mut m, "f", Type::VOID, &[]);
    let mut b = FunctionBuilder::new(&mut m, f);
    let entry = b.create_block();
    b.switch_to_block(entry);
    b.br(entry);
}

#[test]
#[should_panic(expected = "no current block")]
fn appending_without_a_block_panics() {
    let mut m = Module::new();
    let f = new_func(&mut m, "f", Type::VOID, &[]);
    let mut b = FunctionBuilder::new(&mut m, f);
    b.ret(None);
}

#[test]
#[should_panic(expected = "def_var: var0 has type")]
fn assigning_a_value_of_another_type_panics() {
    let mut m = Module::new();
    let f = new_func(&mut m, "f", Type::VOID, &[Type::I64]);
    let mut b = FunctionBuilder::new(&mut m, f);
    let entry = b.create_block();
    b.switch_to_block(entry);
    let x = b.declare_var(Type::I32);
    let p = b.param(0);
    b.def_var(x, p);
}

#[test]
#[should_panic(expected = "is not a value of this function")]
fn using_a_value_of_another_function_panics() {
    let mut m = Module::new();
    let f = new_func(&mut m, "f", Type::VOID, &[]);
    let mut b = FunctionBuilder::new(&mut m, f);
    let entry = b.create_block();
    b.switch_to_block(entry);
    b.ret(Some(Value::from_u32(1000)));
}

#[test]
fn type_errors_are_left_to_the_verifier() {
    let mut m = Module::new();
    let f = new_func(&mut m, "f", Type::I32, &[Type::I32, Type::I64]);
    let mut b = FunctionBuilder::new(&mut m, f);
    let entry = b.create_block();
    b.switch_to_block(entry);
    b.seal_block(entry);
    let (a, w) = (b.param(0), b.param(1));
    let bad = b.iadd(a, w);
    b.ret(Some(bad));
    b.finalize().unwrap();
    let diags = crate::verifier::verify_function(&m, f).unwrap_err();
    assert!(!diags.is_empty());
}

// ---- scale -------------------------------------------------------------------------------------

#[test]
fn long_chains_of_blocks_do_not_overflow_the_stack() {
    // 100,000 single-predecessor blocks, then 20,000 diamonds, sealed only at the end: the
    // final read walks all of them.
    let mut m = Module::new();
    let f = new_func(&mut m, "f", Type::I32, &[Type::I32, Type::I1]);
    let mut b = FunctionBuilder::new(&mut m, f);
    let x = b.declare_var(Type::I32);
    let y = b.declare_var(Type::I32);
    let entry = b.create_block();
    b.switch_to_block(entry);
    let (p, c) = (b.param(0), b.param(1));
    b.def_var(x, p);
    b.def_var(y, p);
    for _ in 0..100_000 {
        let next = b.create_block();
        b.br(next);
        b.switch_to_block(next);
    }
    for i in 0..20_000 {
        let (t, e, j) = (b.create_block(), b.create_block(), b.create_block());
        b.cond_br(c, t, e);
        b.switch_to_block(t);
        if i == 0 {
            let k = b.iconst(Type::I32, 1);
            b.def_var(y, k);
        }
        b.br(j);
        b.switch_to_block(e);
        b.br(j);
        b.switch_to_block(j);
    }
    b.seal_all_blocks();
    let (xv, yv) = (b.use_var(x), b.use_var(y));
    assert_eq!(xv, p);
    let r = b.iadd(xv, yv);
    b.ret(Some(r));
    b.finalize().unwrap();
    assert_eq!(num_phis(&m, f), 1, "only the first diamond's merge needs a phi for y");
}

// ---- random programs ---------------------------------------------------------------------------

/// A tiny deterministic generator (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// A structured source program over `NUM_VARS` mutable `i64` variables.
#[derive(Debug)]
enum Stmt {
    /// `var = a + b * k` (a, b variables; k constant).
    Assign(usize, usize, usize, i64),
    /// `if (a < b) then else`.
    If(usize, usize, Vec<Stmt>, Vec<Stmt>),
    /// `repeat n times body` (a hidden counter).
    Repeat(u64, Vec<Stmt>),
    /// `if (a == b) break` out of the innermost `Repeat` (ignored outside loops).
    BreakIf(usize, usize),
    /// `switch (a & 3) { 0: arms[0] 1: arms[1] default: arms[2] }`.
    Switch(usize, [Vec<Stmt>; 3]),
}

const NUM_VARS: usize = 4;

fn gen_block(rng: &mut Rng, depth: u32, len: u64) -> Vec<Stmt> {
    (0..rng.below(len) + 1).map(|_| gen_stmt(rng, depth)).collect()
}

fn gen_stmt(rng: &mut Rng, depth: u32) -> Stmt {
    let var = |rng: &mut Rng| rng.below(NUM_VARS as u64) as usize;
    let choice = if depth == 0 { 0 } else { rng.below(8) };
    match choice {
        0..=2 => Stmt::Assign(var(rng), var(rng), var(rng), rng.below(7) as i64 - 3),
        3 => Stmt::If(var(rng), var(rng), gen_block(rng, depth - 1, 3), gen_block(rng, depth - 1, 3)),
        4 => Stmt::Repeat(rng.below(4), gen_block(rng, depth - 1, 4)),
        5 => Stmt::BreakIf(var(rng), var(rng)),
        6 => Stmt::Switch(
            var(rng),
            [gen_block(rng, depth - 1, 2), gen_block(rng, depth - 1, 2), gen_block(rng, depth - 1, 2)],
        ),
        _ => Stmt::If(var(rng), var(rng), gen_block(rng, depth - 1, 2), Vec::new()),
    }
}

/// Runs a source program; `Err(())` signals a `break`.
fn eval(stmts: &[Stmt], vars: &mut [i64; NUM_VARS], in_loop: bool) -> Result<(), ()> {
    for s in stmts {
        match s {
            Stmt::Assign(d, a, b, k) => vars[*d] = vars[*a].wrapping_add(vars[*b].wrapping_mul(*k)),
            Stmt::If(a, b, t, e) => eval(if vars[*a] < vars[*b] { t } else { e }, vars, in_loop)?,
            Stmt::Repeat(n, body) => {
                for _ in 0..*n {
                    if eval(body, vars, true).is_err() {
                        break;
                    }
                }
            }
            Stmt::BreakIf(a, b) => {
                if in_loop && vars[*a] == vars[*b] {
                    return Err(());
                }
            }
            Stmt::Switch(a, arms) => {
                let arm = match vars[*a] & 3 {
                    0 => 0,
                    1 => 1,
                    _ => 2,
                };
                eval(&arms[arm], vars, in_loop)?
            }
        }
    }
    Ok(())
}

/// Compiles source programs with the builder, sealing each block as soon as its predecessors
/// are known (`eager`) or all at the end.
struct Compiler<'a, 'm> {
    b: &'a mut FunctionBuilder<'m>,
    vars: [Variable; NUM_VARS],
    eager: bool,
    /// Exit block of each enclosing loop.
    loop_exits: Vec<Block>,
}

impl Compiler<'_, '_> {
    fn seal(&mut self, blk: Block) {
        if self.eager {
            self.b.seal_block(blk);
        }
    }

    fn block(&mut self, stmts: &[Stmt]) {
        for s in stmts {
            self.stmt(s);
        }
    }

    fn stmt(&mut self, s: &Stmt) {
        let b = &mut *self.b;
        match s {
            Stmt::Assign(d, a, x, k) => {
                let (av, xv) = (b.use_var(self.vars[*a]), b.use_var(self.vars[*x]));
                let kv = b.iconst(Type::I64, *k as i128);
                let prod = b.imul(xv, kv);
                let sum = b.iadd(av, prod);
                b.def_var(self.vars[*d], sum);
            }
            Stmt::If(a, x, t, e) => {
                let (av, xv) = (b.use_var(self.vars[*a]), b.use_var(self.vars[*x]));
                let c = b.icmp(IntPredicate::Slt, av, xv);
                let (tb, eb, join) = (b.create_block(), b.create_block(), b.create_block());
                b.cond_br(c, tb, eb);
                for (blk, body) in [(tb, t), (eb, e)] {
                    self.b.switch_to_block(blk);
                    self.seal(blk);
                    self.block(body);
                    self.b.br(join);
                }
                self.b.switch_to_block(join);
                self.seal(join);
            }
            Stmt::Repeat(n, body) => {
                let counter = b.declare_var(Type::I64);
                let zero = b.iconst(Type::I64, 0);
                b.def_var(counter, zero);
                let (header, bodyb, exit) = (b.create_block(), b.create_block(), b.create_block());
                b.br(header);
                b.switch_to_block(header);
                let cv = b.use_var(counter);
                let nv = b.iconst(Type::I64, *n as i128);
                let c = b.icmp(IntPredicate::Slt, cv, nv);
                b.cond_br(c, bodyb, exit);
                b.switch_to_block(bodyb);
                self.seal(bodyb);
                self.loop_exits.push(exit);
                self.block(body);
                self.loop_exits.pop();
                let b = &mut *self.b;
                let cv = b.use_var(counter);
                let one = b.iconst(Type::I64, 1);
                let next = b.iadd(cv, one);
                b.def_var(counter, next);
                b.br(header);
                self.seal(header);
                self.b.switch_to_block(exit);
                self.seal(exit);
            }
            Stmt::BreakIf(a, x) => {
                let Some(&exit) = self.loop_exits.last() else {
                    return;
                };
                let (av, xv) = (b.use_var(self.vars[*a]), b.use_var(self.vars[*x]));
                let c = b.icmp(IntPredicate::Eq, av, xv);
                let cont = b.create_block();
                b.cond_br(c, exit, cont);
                b.switch_to_block(cont);
                self.seal(cont);
            }
            Stmt::Switch(a, arms) => {
                let av = b.use_var(self.vars[*a]);
                let three = b.iconst(Type::I64, 3);
                let key = b.and(av, three);
                let blocks: Vec<Block> = (0..3).map(|_| b.create_block()).collect();
                let join = b.create_block();
                b.switch(key, blocks[2], &[(0, blocks[0]), (1, blocks[1])]);
                for (blk, arm) in blocks.iter().zip(arms) {
                    self.b.switch_to_block(*blk);
                    self.seal(*blk);
                    self.block(arm);
                    self.b.br(join);
                }
                self.b.switch_to_block(join);
                self.seal(join);
            }
        }
    }
}

/// Builds `f(p0..p3)`: variables start as the parameters, the program runs, and the result is
/// `v0 + 3 v1 + 5 v2 + 7 v3`.
fn compile(prog: &[Stmt], eager: bool) -> (Module, Func) {
    let mut m = Module::new();
    let f = new_func(&mut m, "f", Type::I64, &[Type::I64; NUM_VARS]);
    let mut b = FunctionBuilder::new(&mut m, f);
    let entry = b.create_block();
    b.switch_to_block(entry);
    if eager {
        b.seal_block(entry);
    }
    let vars = [0; NUM_VARS].map(|_| b.declare_var(Type::I64));
    for (i, &v) in vars.iter().enumerate() {
        let p = b.param(i);
        b.def_var(v, p);
    }
    let mut c = Compiler { b: &mut b, vars, eager, loop_exits: Vec::new() };
    c.block(prog);
    let mut acc = b.iconst(Type::I64, 0);
    for (i, &v) in vars.iter().enumerate() {
        let vv = b.use_var(v);
        let k = b.iconst(Type::I64, 2 * i as i128 + 1);
        let t = b.imul(vv, k);
        acc = b.iadd(acc, t);
    }
    b.ret(Some(acc));
    b.seal_all_blocks();
    b.finalize().unwrap();
    (m, f)
}

/// Interprets a built function (the subset the compiler emits).
fn interpret(m: &Module, fid: Func, args: &[i64]) -> i64 {
    let f = &m.funcs[fid];
    let mut env: HashMap<Value, i64> = f.params.iter().copied().zip(args.iter().copied()).collect();
    let get = |env: &HashMap<Value, i64>, v: Value| -> i64 {
        match f.dfg.value_def(v) {
            ValueDef::Const(c) => match m.consts.data(c) {
                ConstData::Int { value, .. } => *value as i64,
                other => panic!("unexpected constant {other:?}"),
            },
            _ => *env.get(&v).unwrap_or_else(|| panic!("{v} used before its definition")),
        }
    };
    let mut block = f.layout.entry_block().unwrap();
    let mut prev: Option<Block> = None;
    for _ in 0..1_000_000 {
        let insts = f.layout.block_insts(block);
        // Phis read their operands before any of them is written.
        let phi_vals: Vec<(Value, i64)> = insts
            .iter()
            .filter(|&&i| matches!(f.dfg.inst(i), InstKind::Phi { .. }))
            .map(|&i| {
                let from = prev.expect("phi in the entry block");
                let (v, _) = f.dfg.phi_incoming(i).find(|p| p.1 == from).expect("no entry for pred");
                (f.dfg.inst_result(i).unwrap(), get(&env, v))
            })
            .collect();
        env.extend(phi_vals);
        for &i in insts {
            let res = f.dfg.inst_result(i);
            let next = match f.dfg.inst(i) {
                InstKind::Phi { .. } => None,
                InstKind::Binary { op, args, .. } => {
                    let (a, b) = (get(&env, args[0]), get(&env, args[1]));
                    let r = match op {
                        Opcode::Add => a.wrapping_add(b),
                        Opcode::Mul => a.wrapping_mul(b),
                        Opcode::And => a & b,
                        _ => panic!("unexpected {op:?}"),
                    };
                    env.insert(res.unwrap(), r);
                    None
                }
                InstKind::ICmp { pred, args } => {
                    let (a, b) = (get(&env, args[0]), get(&env, args[1]));
                    let r = match pred {
                        IntPredicate::Slt => a < b,
                        IntPredicate::Eq => a == b,
                        _ => panic!("unexpected {pred:?}"),
                    };
                    env.insert(res.unwrap(), r as i64);
                    None
                }
                InstKind::Br { dest } => Some(*dest),
                InstKind::CondBr { cond, dests } => Some(if get(&env, *cond) & 1 != 0 { dests[0] } else { dests[1] }),
                InstKind::Switch(s) => {
                    let key = get(&env, s.arg);
                    let hit = s.cases.iter().find(
                        |(c, _)| matches!(m.consts.data(*c), ConstData::Int { value, .. } if *value as i64 == key),
                    );
                    Some(hit.map_or(s.default, |c| c.1))
                }
                InstKind::Ret { arg } => return get(&env, arg.unwrap()),
                other => panic!("unexpected {other:?}"),
            };
            if let Some(n) = next {
                prev = Some(block);
                block = n;
                break;
            }
        }
    }
    panic!("did not terminate")
}

#[test]
fn random_programs_compute_what_their_source_computes() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for round in 0..300 {
        let prog = gen_block(&mut rng, 3, 6);
        let args: [i64; NUM_VARS] = [0; NUM_VARS].map(|_| rng.below(9) as i64 - 4);
        let mut vars = args;
        eval(&prog, &mut vars, false).unwrap();
        let expected =
            vars.iter().enumerate().fold(0i64, |acc, (i, &v)| acc.wrapping_add(v.wrapping_mul(2 * i as i64 + 1)));
        let (m1, f1) = compile(&prog, true);
        let (m2, f2) = compile(&prog, false);
        // The LLVM oracle on a sample of rounds keeps the test fast.
        let (t1, t2) = (check_in_kiln(&m1, f1), check_in_kiln(&m2, f2));
        if round % 30 == 0 {
            assert_llvm_accepts(&t1);
            assert_llvm_accepts(&t2);
        }
        assert_eq!(interpret(&m1, f1, &args), expected, "round {round}: {prog:?}");
        assert_eq!(interpret(&m2, f2, &args), expected, "round {round}: {prog:?}");
        assert_eq!(num_phis(&m1, f1), num_phis(&m2, f2), "round {round}: sealing order changed the phi count");
    }
}

#[test]
fn phis_are_named_after_their_variables() {
    let mut m = Module::new();
    let f = new_func(&mut m, "f", Type::I32, &[Type::I1]);
    let mut b = FunctionBuilder::new(&mut m, f);
    let (entry, t, e, j) = (b.create_block(), b.create_block(), b.create_block(), b.create_block());
    let x = b.declare_var(Type::I32);
    b.set_var_name(x, "x");
    b.switch_to_block(entry);
    b.seal_block(entry);
    let c = b.param(0);
    b.set_value_name(c, "x");
    b.cond_br(c, t, e);
    for (blk, k) in [(t, 1), (e, 2)] {
        b.switch_to_block(blk);
        b.seal_block(blk);
        let v = b.iconst(Type::I32, k);
        b.def_var(x, v);
        b.br(j);
    }
    b.switch_to_block(j);
    b.seal_block(j);
    let xv = b.use_var(x);
    b.ret(Some(xv));
    b.finalize().unwrap();
    check(&m, f);
    assert_eq!(m.funcs[f].dfg.value_name(xv), Some("x1"), "the parameter took `x` first");
    assert!(print_module(&m).contains("%x1 = phi i32 [ 1, %1 ], [ 2, %2 ]"), "{}", print_module(&m));
}
