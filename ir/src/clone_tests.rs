//! Tests of code copying and function removal.

use super::*;
use crate::builder::define_function;
use crate::entity::EntityRef;
use crate::text::parse;
use crate::text::printer::print_module;
use crate::types::Type;
use crate::verifier::verify_module;

const SRC: &str = "declare void @use(i32)

define i32 @sum(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %acc.next = add i32 %acc, %i
  %i.next = add i32 %i, 1
  call void @use(i32 %i), !annotation !0
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %acc.next
}

!0 = !{!\"hot\"}
";

fn module() -> Module {
    parse(SRC.as_bytes()).unwrap_or_else(|d| panic!("{}", d.render("t.ll", SRC.as_bytes())))
}

#[test]
fn blocks_copied_into_a_new_function_with_another_signature_compute_the_same() {
    let mut m = module();
    let sum = m.func_by_name("sum").unwrap();
    // @twice(i64 %x) runs @sum's body on trunc(%x): the parameter is mapped to a value of the
    // destination, everything else is copied.
    let h = define_function(&mut m, "twice", Type::I32, &[Type::I64], false).unwrap();
    let src = m.funcs[sum].clone();
    let dst = &mut m.funcs[h];
    let p = dst.dfg.make_param(0, Type::I64);
    dst.params.push(p);
    let entry = dst.add_block();
    let cast = dst.append_inst(
        entry,
        InstKind::Cast { op: crate::Opcode::Trunc, flags: Default::default(), arg: p },
        Some(Type::I32),
    );
    let n = dst.dfg.inst_result(cast).unwrap();
    let mut map = CloneMap::new();
    map.set_value(src.params[0], n);
    clone_blocks(&src, dst, src.layout.blocks(), &mut map).expect("every outside value is mapped");
    let first = map.block(src.layout.blocks()[0]).unwrap();
    dst.append_inst(entry, InstKind::Br { dest: first }, None);
    verify_module(&m).unwrap_or_else(|e| panic!("{e:?}\n{}", print_module(&m)));
    let text = print_module(&m);
    // Names, metadata attachments and the phi's incoming blocks follow the copy.
    assert!(text.contains("define i32 @twice(i64 %0) {"), "{text}");
    assert!(text.contains("%done = icmp eq i32 %i.next, %2"), "{text}");
    assert!(text.contains("%i.next = add i32 %i, 1"), "{text}");
    assert!(text.contains("call void @use(i32 %i), !annotation !0"), "{text}");
    assert!(text.contains("%acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]"), "{text}");
    parse(text.as_bytes()).expect("the copy prints as valid text");
    // The source is untouched.
    assert_eq!(crate::text::printer::print_function(&m, sum), crate::text::printer::print_function(&module(), sum));
}

#[test]
fn copying_a_block_twice_into_one_function_gives_fresh_names() {
    let mut m = module();
    let sum = m.func_by_name("sum").unwrap();
    let src = m.funcs[sum].clone();
    let dst = &mut m.funcs[sum];
    let mut names = Vec::new();
    for _ in 0..2 {
        let mut map = CloneMap::new();
        map.set_value(src.params[0], src.params[0]);
        let exit = src.layout.blocks()[2];
        let acc_next = src.dfg.value_names.iter().find(|(_, n)| n.as_str() == "acc.next").map(|(v, _)| *v).unwrap();
        map.set_value(acc_next, acc_next);
        clone_blocks(&src, dst, &[exit], &mut map).unwrap();
        names.push(dst.dfg.block_name(map.block(exit).unwrap()).unwrap().to_string());
    }
    assert_eq!(names, ["exit.1", "exit.2"]);
}

#[test]
fn copying_within_one_function_matches_copying_from_a_snapshot() {
    // The loop block copied into its own function, once from a snapshot and once in place:
    // the same instructions, names, metadata and references come out.
    let copy = |within: bool| {
        let mut m = module();
        let sum = m.func_by_name("sum").unwrap();
        let src = m.funcs[sum].clone();
        let loop_block = src.layout.blocks()[1];
        let mut map = CloneMap::new();
        map.set_value(src.params[0], src.params[0]);
        if within {
            clone_blocks_within(&mut m.funcs[sum], &[loop_block], &mut map).unwrap();
        } else {
            clone_blocks(&src, &mut m.funcs[sum], &[loop_block], &mut map).unwrap();
        }
        let copied = map.block(loop_block).unwrap();
        assert_ne!(copied, loop_block);
        print_module(&m)
    };
    let text = copy(true);
    assert_eq!(text, copy(false));
    // The copy refers to itself (phi entries, back edge) and keeps the original untouched.
    assert!(text.contains("loop.1:"), "{text}");
    assert!(text.contains("%i.1 = phi i32 [ 0, %entry ], [ %i.next.1, %loop.1 ]"), "{text}");
    assert!(text.contains("call void @use(i32 %i.1), !annotation !0"), "{text}");
    assert!(text.contains("br i1 %done.1, label %exit, label %loop.1"), "{text}");
    assert!(text.contains("%i = phi i32 [ 0, %entry ], [ %i.next, %loop ]"), "{text}");
}

#[test]
fn an_unmapped_value_fails_before_anything_is_copied() {
    let mut m = module();
    let sum = m.func_by_name("sum").unwrap();
    let before = print_module(&m);
    let loop_block = m.funcs[sum].layout.blocks()[1];
    let err = clone_blocks_within(&mut m.funcs[sum], &[loop_block], &mut CloneMap::new()).unwrap_err();
    assert!(err.contains("operand %n") && err.contains("not mapped"), "{err}");
    assert_eq!(print_module(&m), before, "a failed copy leaves the function as it was");
}

#[test]
fn an_unmapped_outside_value_is_an_error_naming_it() {
    let mut m = module();
    let sum = m.func_by_name("sum").unwrap();
    let h = define_function(&mut m, "h", Type::I32, &[], false).unwrap();
    let src = m.funcs[sum].clone();
    let loop_block = src.layout.blocks()[1];
    let err = clone_blocks(&src, &mut m.funcs[h], &[loop_block], &mut CloneMap::new()).unwrap_err();
    assert!(err.contains("not mapped"), "{err}");
}

#[test]
fn clone_function_copies_the_whole_function_under_a_new_name() {
    let mut m = module();
    let sum = m.func_by_name("sum").unwrap();
    let copy = clone_function(&mut m, sum, "sum.copy").unwrap();
    verify_module(&m).unwrap();
    let a = crate::text::printer::print_function(&m, sum);
    let b = crate::text::printer::print_function(&m, copy);
    assert_eq!(a.replace("@sum(", "@sum.copy("), b);
    assert!(clone_function(&mut m, sum, "use").is_err(), "a taken name is refused");
}

#[test]
fn removing_functions_renumbers_every_reference() {
    let src = "@table = global [1 x ptr] [ptr @c]
define void @a() {
  ret void
}
define void @b() {
  call void @a()
  ret void
}
define void @c() {
  call void @b()
  ret void
}
";
    let mut m = parse(src.as_bytes()).unwrap();
    let a = m.func_by_name("a").unwrap();
    let b = m.func_by_name("b").unwrap();
    assert!(m.remove_funcs(&[a]).is_err(), "@b still calls @a");
    assert!(m.remove_funcs(&[b]).is_err(), "@c still calls @b");
    let text_before = print_module(&m);
    // @a and @b go together: nothing outside them uses either.
    let c = m.func_by_name("c").unwrap();
    m.funcs[c].layout.retain_blocks(|_| false);
    m.funcs[c].is_definition = false;
    m.remove_funcs(&[a, b]).unwrap();
    assert_eq!(m.funcs.len(), 1);
    assert_eq!(m.func_by_name("c"), Some(Func::new(0)));
    assert!(m.func_by_name("a").is_none());
    verify_module(&m).unwrap();
    let text = print_module(&m);
    assert!(text.contains("@table = global [1 x ptr] [ptr @c]"), "{text}");
    assert!(!text.contains("@a") && !text.contains("@b"), "{text}\nbefore:\n{text_before}");
    parse(text.as_bytes()).unwrap();
}
