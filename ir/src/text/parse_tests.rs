//! Tests of the text-form parser: accepted forms, the module it builds, and located errors.

use super::parse;
use crate::diag::Diagnostic;
use crate::module::Module;

fn ok(src: &str) -> Module {
    match parse(src.as_bytes()) {
        Ok(m) => m,
        Err(d) => panic!("{}", d.render("test.ll", src.as_bytes())),
    }
}

fn err(src: &str) -> Diagnostic {
    match parse(src.as_bytes()) {
        Ok(_) => panic!("expected an error for:\n{src}"),
        Err(d) => d,
    }
}

use crate::attributes::{Attr, AttrKind, AttrSetId};
use crate::constant::ConstData;
use crate::dfg::ValueDef;
use crate::instructions::{CallConv, FastMath, FloatPredicate, InstFlags, InstKind, IntPredicate, Opcode, TailKind};
use crate::metadata::{MdBody, MdOperand};
use crate::module::{Function, Linkage, ThreadLocal, UnnamedAddr, Visibility};
use crate::types::{Type, TypeData};

/// Asserts that parsing fails with `msg` in the message at 1-based `line`:`col`.
fn err_at(src: &str, msg: &str, line: usize, col: usize) {
    let d = err(src);
    assert!(d.message.contains(msg), "message {:?} does not contain {msg:?}", d.message);
    assert_eq!(d.line_col(src.as_bytes()), Some((line, col)), "{}", d.message);
}

fn func<'m>(m: &'m Module, name: &str) -> &'m Function {
    &m.funcs[m.func_by_name(name).expect("function exists")]
}

/// Opcodes of the instructions of `f` in layout order.
fn opcodes(f: &Function) -> Vec<Opcode> {
    f.layout.insts().map(|i| f.dfg.inst(i).opcode()).collect()
}

const O0_MODULE: &str = r#"; ModuleID = 'o.c'
source_filename = "o.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.P = type { i32, double }

@tab = internal global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 16
@__const.main.p = private unnamed_addr constant %struct.P { i32 1, double 2.000000e+00 }, align 8
@.str = private unnamed_addr constant [10 x i8] c"%d %f %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sum(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %18, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %21

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i32, ptr %12, i64 %14
  %16 = load i32, ptr %15, align 4
  %17 = add nsw i32 %16, %13
  store i32 %17, ptr %5, align 4
  br label %18

18:                                               ; preds = %11
  %19 = load i32, ptr %6, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %6, align 4
  br label %7, !llvm.loop !6

21:                                               ; preds = %7
  %22 = load i32, ptr %5, align 4
  ret i32 %22
}

define dso_local double @f(i32 %0, double %1, float noundef %2) #0 {
  %4 = alloca %struct.P, align 8
  %5 = alloca float, align 4
  %6 = getelementptr inbounds { i32, double }, ptr %4, i32 0, i32 0
  store i32 %0, ptr %6, align 8
  %7 = getelementptr inbounds { i32, double }, ptr %4, i32 0, i32 1
  store double %1, ptr %7, align 8
  store float %2, ptr %5, align 4
  %8 = getelementptr inbounds %struct.P, ptr %4, i32 0, i32 1
  %9 = load double, ptr %8, align 8
  %10 = load float, ptr %5, align 4
  %11 = fpext float %10 to double
  %12 = fmul double %9, %11
  ret double %12
}

define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.P, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.p, i64 16, i1 false)
  %3 = call i32 @sum(ptr noundef @tab, i32 noundef 4)
  %4 = getelementptr inbounds { i32, double }, ptr %2, i32 0, i32 0
  %5 = load i32, ptr %4, align 8
  %6 = getelementptr inbounds { i32, double }, ptr %2, i32 0, i32 1
  %7 = load double, ptr %6, align 8
  %8 = call double @f(i32 %5, double %7, float noundef 1.500000e+00)
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %3, double noundef %8, i32 noundef 7)
  ret i32 0
}

declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"clang version 19.1.7"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
"#;

#[test]
fn parses_clang_o0_module() {
    let m = ok(O0_MODULE);
    assert_eq!(m.source_filename.as_deref(), Some("o.c"));
    assert_eq!(m.target_triple.as_deref(), Some("x86_64-pc-linux-gnu"));
    assert!(m.datalayout.as_deref().unwrap().starts_with("e-m:e"));
    assert_eq!(m.funcs.len(), 5);
    assert_eq!(m.globals.len(), 3);
    let sum = func(&m, "sum");
    assert_eq!(sum.layout.num_blocks(), 5);
    assert_eq!(sum.num_insts(), 27);
    assert!(sum.is_definition);
    assert!(m.attr_sets.has(sum.attrs.func, AttrKind::NoInline));
    assert_eq!(m.attr_sets.str_arg(sum.attrs.func, "frame-pointer"), Some(Some("all")));
    assert!(m.attr_sets.has(sum.attrs.param(0), AttrKind::NoUndef));
    let printf = func(&m, "printf");
    assert!(printf.is_declaration());
    assert!(m.types.func_info(printf.ty).unwrap().2, "printf is varargs");
    let main = func(&m, "main");
    assert_eq!(opcodes(main)[..4], [Opcode::Alloca, Opcode::Alloca, Opcode::Store, Opcode::Call]);
    // Numbered values carry no names; the entry block of @sum is %2 and unnamed.
    assert!(sum.dfg.value_names.is_empty());
    assert!(sum.dfg.block_names.is_empty());
    assert_eq!(m.metadata.named.len(), 2);
    assert_eq!(m.metadata.named[0].0, "llvm.module.flags");
    assert_eq!(m.metadata.named[0].1.len(), 5);
}

#[test]
fn loop_attachment_is_kept_and_dbg_dropped() {
    let m = ok(O0_MODULE);
    let sum = func(&m, "sum");
    let atts: Vec<_> = sum.inst_metadata.values().flatten().collect();
    assert_eq!(atts.len(), 1);
    assert_eq!(atts[0].kind, "llvm.loop");
    let node = &m.metadata.nodes[atts[0].node];
    assert_eq!(node.number, 6);
    assert!(node.distinct);
    match node.body.as_ref().unwrap() {
        MdBody::Tuple(ops) => {
            assert_eq!(ops[0], MdOperand::Node(atts[0].node));
            assert_eq!(ops.len(), 2);
        }
        b => panic!("{b:?}"),
    }
    let m = ok("define void @f() {\n  ret void, !dbg !3, !prof !4\n}\n!3 = !{}\n!4 = !{!\"x\"}\n");
    let f = func(&m, "f");
    let atts: Vec<_> = f.inst_metadata.values().flatten().collect();
    assert_eq!(atts.len(), 1);
    assert_eq!(atts[0].kind, "prof");
}

const O2_FUNCTION: &str = r#"
declare i32 @reduce(<4 x i32>)

define dso_local i32 @sum(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %28

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = icmp ult i32 %1, 8
  br i1 %6, label %7, label %10

7:                                                ; preds = %24, %4
  %8 = phi i64 [ 0, %4 ], [ %11, %24 ]
  %9 = phi i32 [ 0, %4 ], [ %26, %24 ]
  br label %30

10:                                               ; preds = %4
  %11 = and i64 %5, 2147483640
  br label %12

12:                                               ; preds = %12, %10
  %13 = phi i64 [ 0, %10 ], [ %22, %12 ]
  %14 = phi <4 x i32> [ zeroinitializer, %10 ], [ %20, %12 ]
  %15 = phi <4 x i32> [ zeroinitializer, %10 ], [ %21, %12 ]
  %16 = getelementptr inbounds i32, ptr %0, i64 %13
  %17 = getelementptr inbounds i8, ptr %16, i64 16
  %18 = load <4 x i32>, ptr %16, align 4, !tbaa !5
  %19 = load <4 x i32>, ptr %17, align 4, !tbaa !5
  %20 = add <4 x i32> %18, %14
  %21 = add <4 x i32> %19, %15
  %22 = add nuw i64 %13, 8
  %23 = icmp eq i64 %22, %11
  br i1 %23, label %24, label %12, !llvm.loop !9

24:                                               ; preds = %12
  %25 = add <4 x i32> %21, %20
  %26 = tail call i32 @reduce(<4 x i32> %25)
  %27 = icmp eq i64 %11, %5
  br i1 %27, label %28, label %7

28:                                               ; preds = %30, %24, %2
  %29 = phi i32 [ 0, %2 ], [ %26, %24 ], [ %35, %30 ]
  %sel = select i1 %3, i32 %29, i32 -1
  switch i32 %sel, label %done [
    i32 0, label %done
    i32 7, label %30
  ]

30:                                               ; preds = %7, %30
  %31 = phi i64 [ %36, %30 ], [ %8, %7 ], [ 0, %28 ]
  %32 = phi i32 [ %35, %30 ], [ %9, %7 ], [ 0, %28 ]
  %33 = getelementptr inbounds i32, ptr %0, i64 %31
  %34 = load i32, ptr %33, align 4, !tbaa !5
  %35 = add nsw i32 %34, %32
  %36 = add nuw nsw i64 %31, 1
  %37 = icmp eq i64 %36, %5
  br i1 %37, label %28, label %30, !llvm.loop !13

done:
  ret i32 %sel
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="none" }

!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !10, !12, !11}
"#;

#[test]
fn parses_clang_o2_function_with_phis_vectors_and_switch() {
    let m = ok(O2_FUNCTION);
    let f = func(&m, "sum");
    assert_eq!(f.layout.num_blocks(), 9);
    let v4 = m.types.get_named_struct("x");
    assert!(v4.is_none());
    let phis: Vec<_> = f.layout.insts().filter(|&i| matches!(f.dfg.inst(i), InstKind::Phi { .. })).collect();
    assert_eq!(phis.len(), 8);
    let last = *phis.last().unwrap();
    assert_eq!(f.dfg.phi_incoming(last).count(), 3);
    // The forward-referenced %35 was resolved to the add defined later.
    let (v, _) = f.dfg.phi_incoming(last).next().unwrap();
    assert!(matches!(f.dfg.value_def(v), ValueDef::Inst(_)));
    let sw = f.layout.insts().find(|&i| matches!(f.dfg.inst(i), InstKind::Switch(_))).unwrap();
    let InstKind::Switch(data) = f.dfg.inst(sw) else { unreachable!() };
    assert_eq!(data.cases.len(), 2);
    assert_eq!(f.dfg.block_name(data.default), Some("done"));
    let tbaa = f.inst_metadata.values().flatten().filter(|a| a.kind == "tbaa").count();
    assert_eq!(tbaa, 3);
    let (mem, uw) = (
        m.attr_sets.get(f.attrs.func).iter().find(|a| a.kind() == Some(AttrKind::Memory)).cloned(),
        m.attr_sets.int_arg(f.attrs.func, AttrKind::UWTable),
    );
    assert_eq!(mem, Some(Attr::Raw(AttrKind::Memory, "argmem: read".into())));
    assert_eq!(uw, Some(2));
    assert_eq!(f.sym.unnamed_addr, UnnamedAddr::Local);
    let sel = f.dfg.value_names.iter().find(|(_, n)| n.as_str() == "sel").map(|(v, _)| *v).unwrap();
    assert_eq!(f.dfg.value_type(sel), Type::I32);
}

/// Parses one function body `body` (instructions) with the given parameter list.
fn body(params: &str, ret: &str, text: &str) -> Module {
    ok(&format!(
        "%S = type {{ i32, [2 x float], ptr }}\n@g = global i32 0\ndeclare void @use(...)\ndefine {ret} @t({params}) {{\n{text}\n}}\n"
    ))
}

fn only_func(m: &Module) -> &Function {
    func(m, "t")
}

#[test]
fn integer_binary_operators_and_flags() {
    let m = body(
        "i32 %a, i32 %b",
        "void",
        "  %1 = add nuw nsw i32 %a, %b\n  %2 = sub nsw i32 %1, 3\n  %3 = mul nuw i32 %2, %2\n  %4 = udiv exact i32 %3, 7\n  %5 = sdiv i32 %4, -2\n  %6 = urem i32 %5, 3\n  %7 = srem i32 %6, 5\n  %8 = shl nuw nsw i32 %7, 1\n  %9 = lshr exact i32 %8, 1\n  %10 = ashr i32 %9, 2\n  %11 = and i32 %10, 255\n  %12 = or disjoint i32 %11, 256\n  %13 = xor i32 %12, -1\n  ret void",
    );
    let f = only_func(&m);
    let flags: Vec<InstFlags> = f
        .layout
        .insts()
        .filter_map(|i| match f.dfg.inst(i) {
            InstKind::Binary { flags, .. } => Some(*flags),
            _ => None,
        })
        .collect();
    assert_eq!(flags.len(), 13);
    assert_eq!(flags[0], InstFlags::NUW | InstFlags::NSW);
    assert_eq!(flags[3], InstFlags::EXACT);
    assert_eq!(flags[11], InstFlags::DISJOINT);
    assert_eq!(flags[12], InstFlags::empty());
    assert_eq!(
        opcodes(f)[..13],
        [
            Opcode::Add,
            Opcode::Sub,
            Opcode::Mul,
            Opcode::UDiv,
            Opcode::SDiv,
            Opcode::URem,
            Opcode::SRem,
            Opcode::Shl,
            Opcode::LShr,
            Opcode::AShr,
            Opcode::And,
            Opcode::Or,
            Opcode::Xor
        ]
    );
}

#[test]
fn float_operators_with_fast_math() {
    let m = body(
        "double %x, float %y",
        "void",
        "  %1 = fadd fast double %x, 1.0\n  %2 = fsub nnan ninf double %1, %x\n  %3 = fmul reassoc nsz arcp contract afn double %2, %2\n  %4 = fdiv double %3, 0x7FF8000000000000\n  %5 = frem double %4, %4\n  %6 = fneg nnan float %y\n  %7 = fcmp fast olt double %5, 0.0\n  %8 = select nnan i1 %7, double %5, double %x\n  ret void",
    );
    let f = only_func(&m);
    let insts: Vec<_> = f.layout.insts().collect();
    match f.dfg.inst(insts[0]) {
        InstKind::Binary { fmf, .. } => assert_eq!(*fmf, FastMath::FAST),
        k => panic!("{k:?}"),
    }
    match f.dfg.inst(insts[2]) {
        InstKind::Binary { fmf, .. } => {
            assert_eq!(*fmf, FastMath::REASSOC | FastMath::NSZ | FastMath::ARCP | FastMath::CONTRACT | FastMath::AFN)
        }
        k => panic!("{k:?}"),
    }
    match f.dfg.inst(insts[5]) {
        InstKind::Unary { op, fmf, .. } => {
            assert_eq!(*op, Opcode::FNeg);
            assert_eq!(*fmf, FastMath::NNAN);
        }
        k => panic!("{k:?}"),
    }
    match f.dfg.inst(insts[6]) {
        InstKind::FCmp { pred, fmf, .. } => {
            assert_eq!(*pred, FloatPredicate::Olt);
            assert_eq!(*fmf, FastMath::FAST);
        }
        k => panic!("{k:?}"),
    }
    assert_eq!(f.dfg.value_type(f.dfg.inst_result(insts[6]).unwrap()), Type::I1);
}

#[test]
fn every_icmp_and_fcmp_predicate_scalar_and_vector() {
    let mut text = String::new();
    for p in IntPredicate::ALL {
        text += &format!("  %i{0} = icmp {0} i32 %a, 1\n", p.name());
        text += &format!("  %vi{0} = icmp {0} <4 x i32> %v, zeroinitializer\n", p.name());
    }
    for p in FloatPredicate::ALL {
        text += &format!("  %f{0} = fcmp {0} double %d, 1.0\n", p.name());
        text += &format!("  %vf{0} = fcmp {0} <2 x double> %w, %w\n", p.name());
    }
    text += "  ret void";
    let m = body("i32 %a, <4 x i32> %v, double %d, <2 x double> %w", "void", &text);
    let f = only_func(&m);
    let n = (IntPredicate::ALL.len() + FloatPredicate::ALL.len()) * 2;
    assert_eq!(f.num_insts(), n + 1);
    let mut ts = m.types.clone();
    let v4i1 = ts.vector(4, Type::I1);
    let cmp = f.layout.insts().nth(1).unwrap();
    assert_eq!(f.dfg.value_type(f.dfg.inst_result(cmp).unwrap()), v4i1);
}

#[test]
fn every_cast_with_flags() {
    let m = body(
        "i64 %a, double %d, ptr %p",
        "void",
        "  %1 = trunc nuw nsw i64 %a to i32\n  %2 = zext nneg i32 %1 to i64\n  %3 = sext i32 %1 to i128\n  %4 = fptrunc double %d to float\n  %5 = fpext float %4 to x86_fp80\n  %6 = fptoui double %d to i32\n  %7 = fptosi double %d to i16\n  %8 = uitofp nneg i32 %1 to half\n  %9 = sitofp i64 %a to double\n  %10 = ptrtoint ptr %p to i64\n  %11 = inttoptr i64 %a to ptr\n  %12 = bitcast <2 x i32> <i32 1, i32 2> to i64\n  %13 = addrspacecast ptr %p to ptr addrspace(1)\n  ret void",
    );
    let f = only_func(&m);
    let insts: Vec<_> = f.layout.insts().collect();
    match f.dfg.inst(insts[0]) {
        InstKind::Cast { op, flags, .. } => {
            assert_eq!(*op, Opcode::Trunc);
            assert_eq!(*flags, InstFlags::NUW | InstFlags::NSW);
        }
        k => panic!("{k:?}"),
    }
    match f.dfg.inst(insts[7]) {
        InstKind::Cast { flags, .. } => assert_eq!(*flags, InstFlags::NNEG),
        k => panic!("{k:?}"),
    }
    assert_eq!(f.dfg.value_type(f.dfg.inst_result(insts[4]).unwrap()), Type::X86_FP80);
    let as1 = f.dfg.value_type(f.dfg.inst_result(insts[12]).unwrap());
    assert_eq!(m.types.ptr_addrspace(as1), Some(1));
}

#[test]
fn memory_instructions() {
    let m = body(
        "ptr %p, i32 %n",
        "void",
        "  %a = alloca i32, align 4\n  %b = alloca %S, i32 %n, align 16\n  %c = alloca i8, i64 4, align 1, addrspace(5)\n  %l = load volatile i32, ptr %p, align 4, !nonnull !{}\n  store volatile i32 %l, ptr %a, align 4\n  store i32 1, ptr %a\n  %q = load ptr, ptr %p, !noundef !{}\n  ret void",
    );
    let f = only_func(&m);
    let insts: Vec<_> = f.layout.insts().collect();
    match f.dfg.inst(insts[1]) {
        InstKind::Alloca { count, align, .. } => {
            assert!(count.is_some());
            assert_eq!(*align, 16);
        }
        k => panic!("{k:?}"),
    }
    match f.dfg.inst(insts[2]) {
        InstKind::Alloca { addrspace, .. } => assert_eq!(*addrspace, 5),
        k => panic!("{k:?}"),
    }
    match f.dfg.inst(insts[3]) {
        InstKind::Load { flags, align, .. } => {
            assert_eq!(*flags, InstFlags::VOLATILE);
            assert_eq!(*align, 4);
        }
        k => panic!("{k:?}"),
    }
    match f.dfg.inst(insts[5]) {
        InstKind::Store { align, .. } => assert_eq!(*align, 0),
        k => panic!("{k:?}"),
    }
    let nonnull = &f.inst_metadata[&insts[3]][0];
    assert_eq!(nonnull.kind, "nonnull");
    assert_eq!(m.metadata.nodes[nonnull.node].body, Some(MdBody::Tuple(vec![])));
    assert_eq!(f.inst_metadata[&insts[6]][0].kind, "noundef");
}

#[test]
fn getelementptr_forms() {
    let m = body(
        "ptr %p, i64 %i, <4 x i64> %vi, <2 x ptr> %vp",
        "void",
        "  %1 = getelementptr %S, ptr %p, i64 0, i32 1, i64 %i\n  %2 = getelementptr inbounds nuw [4 x i32], ptr %p, i64 0, i64 %i\n  %3 = getelementptr nusw i8, ptr %p, i64 -8\n  %4 = getelementptr i32, ptr %p, <4 x i64> %vi\n  %5 = getelementptr i8, <2 x ptr> %vp, i64 1\n  ret void",
    );
    let f = only_func(&m);
    let insts: Vec<_> = f.layout.insts().collect();
    match f.dfg.inst(insts[0]) {
        InstKind::Gep { args, flags, .. } => {
            assert_eq!(args.len(), 4);
            assert!(flags.is_empty());
        }
        k => panic!("{k:?}"),
    }
    match f.dfg.inst(insts[1]) {
        InstKind::Gep { flags, .. } => assert_eq!(*flags, InstFlags::INBOUNDS | InstFlags::NUW),
        k => panic!("{k:?}"),
    }
    let vty = f.dfg.value_type(f.dfg.inst_result(insts[3]).unwrap());
    assert_eq!(m.types.vector_info(vty), Some((4, Type::PTR)));
    let vty = f.dfg.value_type(f.dfg.inst_result(insts[4]).unwrap());
    assert_eq!(m.types.vector_info(vty), Some((2, Type::PTR)));
}

#[test]
fn aggregate_and_vector_element_instructions() {
    let m = body(
        "%S %s, <4 x float> %v, { i32, { i8, i64 } } %n",
        "void",
        "  %1 = extractvalue %S %s, 1, 0\n  %2 = insertvalue %S %s, float %1, 1, 1\n  %3 = extractvalue { i32, { i8, i64 } } %n, 1, 1\n  %4 = extractelement <4 x float> %v, i32 2\n  %5 = insertelement <4 x float> %v, float %1, i64 0\n  %6 = shufflevector <4 x float> %v, <4 x float> poison, <8 x i32> <i32 0, i32 poison, i32 7, i32 undef, i32 1, i32 1, i32 2, i32 3>\n  %7 = shufflevector <4 x float> %v, <4 x float> %5, <2 x i32> zeroinitializer\n  %8 = freeze <2 x float> %7\n  ret void",
    );
    let f = only_func(&m);
    let insts: Vec<_> = f.layout.insts().collect();
    let res = |i: usize| f.dfg.value_type(f.dfg.inst_result(insts[i]).unwrap());
    assert_eq!(res(0), Type::FLOAT);
    assert_eq!(res(2), Type::I64);
    match f.dfg.inst(insts[1]) {
        InstKind::InsertValue { indices, .. } => assert_eq!(f.dfg.imms_of(*indices), &[1, 1]),
        k => panic!("{k:?}"),
    }
    match f.dfg.inst(insts[5]) {
        InstKind::ShuffleVector { mask, .. } => {
            assert_eq!(f.dfg.shuffle_mask(*mask), vec![0, -1, 7, -1, 1, 1, 2, 3])
        }
        k => panic!("{k:?}"),
    }
    assert_eq!(m.types.vector_info(res(5)), Some((8, Type::FLOAT)));
    match f.dfg.inst(insts[6]) {
        InstKind::ShuffleVector { mask, .. } => assert_eq!(f.dfg.shuffle_mask(*mask), vec![0, 0]),
        k => panic!("{k:?}"),
    }
    assert_eq!(opcodes(f)[7], Opcode::Freeze);
}

#[test]
fn terminators_and_indirectbr() {
    let m = body(
        "i1 %c, ptr %ap",
        "i32",
        "entry:\n  %x = va_arg ptr %ap, i32\n  br i1 %c, label %a, label %b\na:\n  indirectbr ptr blockaddress(@t, %b), [label %a, label %b]\nb:\n  switch i32 %x, label %u [ i32 1, label %a\n i32 2, label %b ]\nu:\n  unreachable\nr:\n  ret i32 %x",
    );
    let f = only_func(&m);
    assert_eq!(
        opcodes(f),
        vec![Opcode::VAArg, Opcode::Br, Opcode::IndirectBr, Opcode::Switch, Opcode::Unreachable, Opcode::Ret]
    );
    let ib = f.layout.insts().nth(2).unwrap();
    assert_eq!(f.dfg.successors(ib).len(), 2);
    let has_blockaddr = m.consts.iter().any(|(_, c)| matches!(c, ConstData::BlockAddr { .. }));
    assert!(has_blockaddr);
}

#[test]
fn call_forms() {
    let src = r#"
declare i32 @printf(ptr, ...)
declare fastcc noundef i32 @callee(i32 signext, ptr byval(%S) align 8, ptr sret(%S))
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1 immarg)
%S = type { i64, i64 }
@fmt = constant [3 x i8] c"%d\00"
define i32 @t(ptr %fp, ptr %s, ptr addrspace(1) %o) gc "statepoint-example" {
  %1 = call i32 (ptr, ...) @printf(ptr @fmt, i32 1, double 2.0)
  %2 = tail call fastcc noundef i32 @callee(i32 signext 3, ptr byval(%S) align 8 %s, ptr sret(%S) %s) #0
  %3 = musttail call i32 %fp(i32 %2) nounwind "k"="v"
  notail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %s, ptr %s, i64 8, i1 false) [ "gc-live"(ptr addrspace(1) %o), "deopt"(i32 1, i32 %2) ]
  %4 = call nnan double @d() #1
  call cc 8 void @v()
  ret i32 %3
}
declare double @d()
declare fastcc void @v()
attributes #0 = { nounwind }
attributes #1 = { "statepoint-id"="7" }
"#;
    let m = ok(src);
    let f = func(&m, "t");
    assert_eq!(f.gc.as_deref(), Some("statepoint-example"));
    let calls: Vec<_> = f
        .layout
        .insts()
        .filter_map(|i| match f.dfg.inst(i) {
            InstKind::Call(c) => Some(c.clone()),
            _ => None,
        })
        .collect();
    assert_eq!(calls.len(), 6);
    assert!(m.types.func_info(calls[0].fn_ty).unwrap().2);
    assert_eq!(calls[0].args.len(), 3);
    assert_eq!(calls[1].tail, TailKind::Tail);
    assert_eq!(calls[1].cc, CallConv::Fast);
    assert!(m.attr_sets.has(calls[1].attrs.ret, AttrKind::NoUndef));
    assert!(m.attr_sets.has(calls[1].attrs.func, AttrKind::NoUnwind));
    let s = m.types.get_named_struct("S").unwrap();
    assert_eq!(m.attr_sets.type_arg(calls[1].attrs.param(1), AttrKind::ByVal), Some(s));
    assert_eq!(m.attr_sets.int_arg(calls[1].attrs.param(1), AttrKind::Align), Some(8));
    assert_eq!(calls[2].tail, TailKind::MustTail);
    assert!(matches!(f.dfg.value_def(calls[2].callee), ValueDef::Param(0)));
    assert_eq!(m.attr_sets.str_arg(calls[2].attrs.func, "k"), Some(Some("v")));
    assert_eq!(calls[3].tail, TailKind::NoTail);
    assert_eq!(calls[3].bundles.len(), 2);
    assert_eq!(calls[3].bundles[0].tag, "gc-live");
    assert_eq!(calls[3].bundles[1].args.len(), 2);
    assert_eq!(calls[4].fmf, FastMath::NNAN);
    assert_eq!(m.attr_sets.str_arg(calls[4].attrs.func, "statepoint-id"), Some(Some("7")));
    assert_eq!(calls[5].cc, CallConv::Fast);
    // Direct callees are function-address constants.
    let c = f.dfg.value_const(calls[1].callee).unwrap();
    assert!(matches!(m.consts.data(c), ConstData::FuncAddr { .. }));
}

#[test]
fn metadata_call_arguments() {
    let m = ok("declare void @llvm.dbg.value(metadata, metadata, metadata)\ndefine void @t() {\n  call void @llvm.dbg.value(metadata !\"x\", metadata i32 0, metadata !5)\n  ret void\n}\n!5 = !{}\n");
    let f = func(&m, "t");
    let call = f.layout.insts().next().unwrap();
    let InstKind::Call(c) = f.dfg.inst(call) else { panic!() };
    assert_eq!(f.dfg.meta_operand(c.args[0]), Some(&MdOperand::Str(b"x".to_vec())));
    assert!(matches!(f.dfg.meta_operand(c.args[1]), Some(MdOperand::Const(_))));
    assert!(matches!(f.dfg.meta_operand(c.args[2]), Some(MdOperand::Node(_))));
    assert_eq!(f.dfg.value_type(c.args[0]), Type::METADATA);
}

#[test]
fn integer_and_float_constants() {
    let m = ok("@a = global i8 255\n@b = global i8 -128\n@c = global i1 true\n@d = global i128 -1\n@e = global i64 18446744073709551615\n@f = global float 1.5\n@g = global double 0x3FB999999999999A\n@h = global half 0xH3C00\n@i = global x86_fp80 0xK3FFF8000000000000000\n@j = global float 0x3FF0000000000000\n@k = global half 0.5\n@l = global x86_fp80 1.0\n@m = global double -0.0\n");
    let init = |n: &str| m.consts.data(m.globals[m.global_by_name(n).unwrap()].init.unwrap()).clone();
    assert_eq!(init("a"), ConstData::Int { ty: Type::I8, value: 255 });
    assert_eq!(init("b"), ConstData::Int { ty: Type::I8, value: 128 });
    assert_eq!(init("c"), ConstData::Int { ty: Type::I1, value: 1 });
    assert_eq!(init("d"), ConstData::Int { ty: Type::I128, value: u128::MAX });
    assert_eq!(init("f"), ConstData::Float { ty: Type::FLOAT, bits: 1.5f32.to_bits() as u128 });
    assert_eq!(init("g"), ConstData::Float { ty: Type::DOUBLE, bits: 0.1f64.to_bits() as u128 });
    assert_eq!(init("h"), ConstData::Float { ty: Type::HALF, bits: 0x3C00 });
    assert_eq!(init("i"), ConstData::Float { ty: Type::X86_FP80, bits: 0x3FFF_8000_0000_0000_0000 });
    assert_eq!(init("j"), ConstData::Float { ty: Type::FLOAT, bits: 1.0f32.to_bits() as u128 });
    assert_eq!(init("k"), ConstData::Float { ty: Type::HALF, bits: 0x3800 });
    assert_eq!(init("l"), ConstData::Float { ty: Type::X86_FP80, bits: 0x3FFF_8000_0000_0000_0000 });
    assert_eq!(init("m"), ConstData::Float { ty: Type::DOUBLE, bits: (-0.0f64).to_bits() as u128 });
}

#[test]
fn aggregate_and_special_constants() {
    let m = ok(r#"%T = type <{ i8, i32 }>
@s = global [5 x i8] c"ab\0A\00\FF"
@arr = global [2 x [2 x i16]] [[2 x i16] [i16 1, i16 2], [2 x i16] zeroinitializer]
@st = global { i32, ptr, float } { i32 1, ptr null, float undef }
@pk = global %T <{ i8 1, i32 2 }>
@v = global <4 x i32> <i32 1, i32 poison, i32 3, i32 4>
@sp = global <4 x i32> splat (i32 9)
@big = global [4294967296 x i8] zeroinitializer
@tok = global ptr @s
"#);
    let init = |n: &str| m.consts.data(m.globals[m.global_by_name(n).unwrap()].init.unwrap()).clone();
    match init("s") {
        ConstData::Bytes { bytes, .. } => assert_eq!(&*bytes, b"ab\n\0\xff"),
        c => panic!("{c:?}"),
    }
    match init("arr") {
        ConstData::Aggregate { elems, .. } => assert_eq!(elems.len(), 2),
        c => panic!("{c:?}"),
    }
    match init("st") {
        ConstData::Aggregate { elems, .. } => {
            assert!(matches!(m.consts.data(elems[1]), ConstData::Null(_)));
            assert!(matches!(m.consts.data(elems[2]), ConstData::Undef(_)));
        }
        c => panic!("{c:?}"),
    }
    assert!(m.types.is_packed(m.globals[m.global_by_name("pk").unwrap()].value_ty));
    match init("v") {
        ConstData::Aggregate { elems, .. } => {
            assert!(matches!(m.consts.data(elems[1]), ConstData::Poison(_)))
        }
        c => panic!("{c:?}"),
    }
    match init("sp") {
        ConstData::Aggregate { elems, .. } => assert_eq!(elems.len(), 4),
        c => panic!("{c:?}"),
    }
    assert!(matches!(init("big"), ConstData::Zero(_)));
    assert!(matches!(init("tok"), ConstData::GlobalAddr { .. }));
}

#[test]
fn constant_expressions() {
    let m = ok(r#"@a = global [4 x i32] zeroinitializer
@p = global ptr getelementptr inbounds ([4 x i32], ptr @a, i64 0, i64 2)
@q = global ptr getelementptr (i8, ptr getelementptr inbounds nuw (i8, ptr @a, i64 4), i64 4)
@i = global i64 ptrtoint (ptr @a to i64)
@j = global ptr inttoptr (i64 add nuw (i64 ptrtoint (ptr @a to i64), i64 1) to ptr)
@k = global i32 trunc nuw (i64 ptrtoint (ptr @a to i64) to i32)
@l = global ptr addrspace(1) addrspacecast (ptr @a to ptr addrspace(1))
@m = global i64 xor (i64 sub (i64 mul (i64 2, i64 3), i64 shl nsw (i64 1, i64 2)), i64 -1)
@n = global ptr bitcast (ptr @f to ptr)
define void @f() {
  ret void
}
"#);
    let init = |n: &str| m.consts.data(m.globals[m.global_by_name(n).unwrap()].init.unwrap()).clone();
    match init("p") {
        ConstData::Expr(e) => {
            assert_eq!(e.opcode, Opcode::GetElementPtr);
            assert_eq!(e.flags, InstFlags::INBOUNDS);
            assert_eq!(e.operands.len(), 3);
        }
        c => panic!("{c:?}"),
    }
    match init("j") {
        ConstData::Expr(e) => {
            assert_eq!(e.opcode, Opcode::IntToPtr);
            match m.consts.data(e.operands[0]) {
                ConstData::Expr(a) => assert_eq!(a.flags, InstFlags::NUW),
                c => panic!("{c:?}"),
            }
        }
        c => panic!("{c:?}"),
    }
    match init("n") {
        ConstData::Expr(e) => assert!(matches!(m.consts.data(e.operands[0]), ConstData::FuncAddr { .. })),
        c => panic!("{c:?}"),
    }
}

#[test]
fn globals_with_every_attribute() {
    let m = ok(r#"$cd = comdat any
$g2 = comdat largest
@g1 = weak_odr dso_local hidden dllexport thread_local(initialexec) local_unnamed_addr addrspace(3) externally_initialized global i32 5, section ".mydata", comdat($cd), align 8, !foo !0
@g2 = linkonce_odr protected unnamed_addr constant i8 1, comdat, align 1
@g3 = external global i32
@g4 = extern_weak global ptr, align 8
@g5 = internal thread_local global i64 0
@g6 = common global i32 0, align 4
@0 = private constant i32 3
!0 = !{}
"#);
    let g = &m.globals[m.global_by_name("g1").unwrap()];
    assert_eq!(g.sym.linkage, Linkage::WeakOdr);
    assert!(g.sym.dso_local);
    assert_eq!(g.sym.visibility, Visibility::Hidden);
    assert_eq!(g.thread_local, Some(ThreadLocal::InitialExec));
    assert_eq!(g.sym.unnamed_addr, UnnamedAddr::Local);
    assert_eq!(g.addrspace, 3);
    assert!(g.externally_initialized);
    assert_eq!(g.sym.section.as_deref(), Some(".mydata"));
    assert_eq!(g.sym.comdat.as_deref(), Some("cd"));
    assert_eq!(g.sym.align, 8);
    assert_eq!(g.sym.metadata[0].kind, "foo");
    let g2 = &m.globals[m.global_by_name("g2").unwrap()];
    assert!(g2.is_constant);
    assert_eq!(g2.sym.comdat.as_deref(), Some("g2"));
    assert_eq!(g2.sym.unnamed_addr, UnnamedAddr::Global);
    assert!(m.globals[m.global_by_name("g3").unwrap()].init.is_none());
    assert!(m.globals[m.global_by_name("g4").unwrap()].init.is_none());
    assert_eq!(m.globals[m.global_by_name("g5").unwrap()].thread_local, Some(ThreadLocal::GeneralDynamic));
    assert!(m.global_by_name("0").is_some());
    assert_eq!(m.comdats.len(), 2);
    assert_eq!(m.comdats[1].kind, "largest");
}

#[test]
fn function_header_attributes() {
    let m = ok(
        r#"define internal fastcc noalias nonnull ptr @f(ptr nocapture noundef readonly align 16 dereferenceable(8) %p, i32 range(i32 0, 10) %x, double nofpclass(nan inf) %d, ptr elementtype(i32) %e, i64 %n) unnamed_addr addrspace(0) #0 section ".text.f" align 32 !prof !0 !dbg !1 {
  ret ptr %p
}
declare x86_64_sysvcc void @g() allockind("alloc,zeroed") allocsize(0) "inline"="yes" presplitcoroutine
declare win64cc void @h(...)
declare coldcc void @i()
declare tailcc void @j()
declare ccc void @k()
declare swifttailcc void @l()
declare cc 20 void @m()
attributes #0 = { noinline uwtable(sync) alignstack=16 memory(argmem: readwrite, inaccessiblemem: none) }
!0 = !{!"function_entry_count", i64 1}
!1 = distinct !DISubprogram(name: "f", line: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed)
"#,
    );
    let f = func(&m, "f");
    assert_eq!(f.cc, CallConv::Fast);
    assert_eq!(f.sym.linkage, Linkage::Internal);
    assert!(m.attr_sets.has(f.attrs.ret, AttrKind::NoAlias));
    assert!(m.attr_sets.has(f.attrs.ret, AttrKind::NonNull));
    assert_eq!(m.attr_sets.int_arg(f.attrs.param(0), AttrKind::Align), Some(16));
    assert_eq!(m.attr_sets.int_arg(f.attrs.param(0), AttrKind::Dereferenceable), Some(8));
    assert_eq!(m.attr_sets.get(f.attrs.param(1)), &[Attr::Raw(AttrKind::Range, "i32 0, 10".into())]);
    assert_eq!(m.attr_sets.get(f.attrs.param(2)), &[Attr::Raw(AttrKind::NoFpClass, "nan inf".into())]);
    assert_eq!(m.attr_sets.type_arg(f.attrs.param(3), AttrKind::ElementType), Some(Type::I32));
    assert_eq!(f.attrs.param(4), AttrSetId::EMPTY);
    assert_eq!(m.attr_sets.int_arg(f.attrs.func, AttrKind::UWTable), Some(1));
    assert_eq!(m.attr_sets.int_arg(f.attrs.func, AttrKind::StackAlignment), Some(16));
    assert_eq!(f.sym.section.as_deref(), Some(".text.f"));
    assert_eq!(f.sym.align, 32);
    assert_eq!(f.sym.metadata.len(), 1, "!dbg dropped, !prof kept");
    assert_eq!(f.sym.unnamed_addr, UnnamedAddr::Global);
    let g = func(&m, "g");
    assert_eq!(g.cc, CallConv::X86_64SysV);
    assert!(m.attr_sets.has(g.attrs.func, AttrKind::PresplitCoroutine));
    assert_eq!(m.attr_sets.get(g.attrs.func)[0], Attr::Raw(AttrKind::AllocKind, "\"alloc,zeroed\"".into()));
    assert_eq!(func(&m, "h").cc, CallConv::Win64);
    assert_eq!(func(&m, "i").cc, CallConv::Cold);
    assert_eq!(func(&m, "j").cc, CallConv::Tail);
    assert_eq!(func(&m, "k").cc, CallConv::C);
    assert_eq!(func(&m, "l").cc, CallConv::SwiftTail);
    assert_eq!(func(&m, "m").cc, CallConv::SwiftTail);
    let di = m.metadata.nodes.values().find(|n| n.number == 1).unwrap();
    match di.body.as_ref().unwrap() {
        MdBody::Specialized { name, fields } => {
            assert_eq!(name, "DISubprogram");
            assert!(fields.contains("DIFlagPrototyped | DIFlagAllCallsDescribed"));
        }
        b => panic!("{b:?}"),
    }
}

#[test]
fn attribute_groups_may_follow_their_use_and_merge_with_inline() {
    let m =
        ok("define void @f() nounwind #3 #4 {\n  ret void\n}\nattributes #3 = { cold }\nattributes #4 = { \"a\" }\n");
    let f = func(&m, "f");
    let attrs = m.attr_sets.get(f.attrs.func);
    assert_eq!(attrs.len(), 3);
    assert!(m.attr_sets.has(f.attrs.func, AttrKind::Cold));
    assert_eq!(m.attr_sets.str_arg(f.attrs.func, "a"), Some(None));
}

#[test]
fn forward_references_to_values_blocks_functions_and_metadata() {
    let m = ok(r#"@gp = global ptr @later
define i32 @first(i1 %c) {
entry:
  br i1 %c, label %b2, label %b1
b1:
  %x = add i32 %y, 1
  br label %b2, !llvm.loop !10
b2:
  %p = phi i32 [ %x, %b1 ], [ 0, %entry ]
  %y = call i32 @later(i32 %p)
  ret i32 %y
}
define i32 @later(i32 %a) {
  ret i32 %a
}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.unroll.count", i32 4}
"#);
    let f = func(&m, "first");
    assert_eq!(f.layout.num_blocks(), 3);
    for i in f.layout.insts() {
        for a in f.dfg.inst_args(i) {
            assert!(!matches!(f.dfg.value_def(a), ValueDef::Forward));
        }
    }
    let names: Vec<_> = f.layout.blocks().iter().map(|&b| f.dfg.block_name(b).unwrap().to_string()).collect();
    assert_eq!(names, ["entry", "b1", "b2"]);
    let loop_md = f.inst_metadata.values().flatten().next().unwrap();
    assert_eq!(m.metadata.nodes[loop_md.node].number, 10);
    assert!(m.metadata.nodes[loop_md.node].body.is_some());
}

#[test]
fn entry_block_may_be_unlabelled_and_numbering_continues() {
    let m = ok("define i32 @f(i32, i32 %named) {\n  %3 = add i32 %0, %named\n  br label %4\n4:\n  %5 = add i32 %3, 1\n  %6 = add i32 %5, 1\n  ret i32 %6\n}\n");
    let f = func(&m, "f");
    assert_eq!(f.layout.num_blocks(), 2);
    assert_eq!(f.num_insts(), 5);
    // LLVM 19 also accepts gaps in the numbering.
    ok("define void @f() {\n  %5 = add i32 1, 2\n  %9 = add i32 %5, 2\n  br label %12\n12:\n  ret void\n}\n");
    // Unnamed instructions after a terminator start a new (numbered) block.
    let m = ok("define void @f() {\n  br label %1\n  br label %2\n  ret void\n}\n");
    assert_eq!(func(&m, "f").layout.num_blocks(), 3);
}

#[test]
fn debug_records_and_uselistorder_are_skipped() {
    let m = ok("define void @f(i32 %x) {\nentry:\n    #dbg_value(i32 %x, !1, !DIExpression(), !2)\n  ret void\n  uselistorder i32 %x, { 1, 0 }\n}\nuselistorder_bb @f, %entry, { 0 }\n!1 = !{}\n!2 = !{}\n");
    assert_eq!(func(&m, "f").num_insts(), 1);
}

#[test]
fn source_locations_are_recorded() {
    let src = "@g = global i32 0\n\ndefine void @f() {\nentry:\n  %x = add i32 1, 2\n  ret void\n}\n";
    let m = ok(src);
    let f = func(&m, "f");
    assert_eq!(f.srcloc.offset(), Some(src.find("define").unwrap()));
    let g = &m.globals[m.global_by_name("g").unwrap()];
    assert_eq!(g.srcloc.offset(), Some(0));
    let insts: Vec<_> = f.layout.insts().collect();
    assert_eq!(f.inst_srclocs[insts[0]].offset(), Some(src.find("%x").unwrap()));
    assert_eq!(f.inst_srclocs[insts[1]].offset(), Some(src.find("ret").unwrap()));
    let entry = f.layout.entry_block().unwrap();
    assert_eq!(f.block_srclocs[entry].offset(), Some(src.find("entry:").unwrap()));
}

#[test]
fn named_types_recursive_opaque_and_packed() {
    let m = ok("%list = type { ptr, %pair }\n%pair = type <{ i8, i64 }>\n%opq = type opaque\n@x = external global %opq\n@l = global %list zeroinitializer\n");
    let list = m.types.get_named_struct("list").unwrap();
    let pair = m.types.get_named_struct("pair").unwrap();
    assert_eq!(m.types.struct_fields(list).unwrap(), &[Type::PTR, pair]);
    assert!(m.types.is_packed(pair));
    let opq = m.types.get_named_struct("opq").unwrap();
    assert!(m.types.struct_fields(opq).is_none());
    assert!(matches!(m.types.data(opq), TypeData::Named(_)));
}

#[test]
fn declaration_followed_by_named_metadata() {
    let m = ok("declare !dbg !1 !prof !0 void @f() #0 !prof !0\n!llvm.ident = !{!0}\n!0 = !{}\n!1 = !{}\nattributes #0 = { cold }\n");
    assert_eq!(func(&m, "f").sym.metadata.len(), 2);
    assert_eq!(m.metadata.named[0].0, "llvm.ident");
}

#[test]
fn type_keywords_in_calling_convention_position() {
    let m = ok(
        "define x86_fp80 @ld(x86_fp80 %x) {\n  %y = fmul x86_fp80 %x, 0xK4000A000000000000000\n  ret x86_fp80 %y\n}\n",
    );
    assert_eq!(func(&m, "ld").cc, CallConv::C);
}

#[test]
fn old_style_debug_intrinsic_calls_on_locals_are_dropped() {
    let m = ok("declare void @llvm.dbg.declare(metadata, metadata, metadata)\ndeclare void @llvm.dbg.value(metadata, metadata, metadata)\ndefine void @f(i32 %x) {\n  %p = alloca i32\n  call void @llvm.dbg.declare(metadata ptr %p, metadata !1, metadata !DIExpression()), !dbg !2\n  call void @llvm.dbg.value(metadata i32 %x, metadata !1, metadata !DIExpression())\n  call void @llvm.dbg.value(metadata i32 0, metadata !1, metadata !DIExpression())\n  ret void\n}\n!1 = !{}\n!2 = !{}\n");
    assert_eq!(opcodes(func(&m, "f")), vec![Opcode::Alloca, Opcode::Call, Opcode::Ret]);
    err_at(
        "declare void @g(metadata)\ndefine void @f(i32 %x) {\n  call void @g(metadata i32 %x)\n  ret void\n}\n",
        "metadata operands referring to local values are not supported",
        3,
        29,
    );
}

#[test]
fn quoted_names() {
    let m = ok("@\"a b\" = global i32 0\ndefine void @\"\\01f\"(i32 %\"x y\") {\n\"my block\":\n  %\"z w\" = add i32 %\"x y\", 1\n  br label %\"my block\"\n}\n");
    assert!(m.global_by_name("a b").is_some());
    let f = func(&m, "\u{1}f");
    assert_eq!(f.dfg.block_name(f.layout.entry_block().unwrap()), Some("my block"));
    assert!(f.dfg.value_names.values().any(|n| n == "z w"));
}

// ---- errors ---------------------------------------------------------------------------------

#[test]
fn error_expected_type() {
    err_at("define void @f() {\n  %x = add foo 1, 2\n  ret void\n}\n", "expected type but found 'foo'", 2, 12);
}

#[test]
fn error_undefined_local_value() {
    err_at("define i32 @f() {\n  ret i32 %x\n}\n", "use of undefined value '%x'", 2, 11);
}

#[test]
fn error_undefined_numbered_value() {
    err_at("define i32 @f() {\n  %1 = add i32 %7, 1\n  ret i32 %1\n}\n", "use of undefined value '%7'", 2, 16);
}

#[test]
fn error_integer_type_too_wide() {
    err_at("@g = global i8388609 0\n", "integer type too wide: i8388609 (Kiln supports i1 to i8388608)", 1, 13);
}

#[test]
fn wide_integer_constants_round_trip() {
    // LLVM writes integer constants as signed decimal at any width.
    let src = "@a = global i256 -1\n@b = global i200 401734511064747568885490523085290650630550748445698208837689\n\
               @c = global i129 -340282366920938463463374607431768211456\n@d = global i1024 0\n";
    let m = crate::text::parser::parse(src.as_bytes()).expect("parses");
    let out = crate::text::printer::print_module(&m);
    for line in src.lines() {
        assert!(out.contains(line.trim()), "{line} missing from:\n{out}");
    }
    // One more than the largest unsigned value of the width is out of range, as is one less
    // than the smallest signed value.
    err_at("@g = global i130 1361129467683753853853498429727072845824\n", "integer constant too large for i130", 1, 18);
    err_at("@g = global i130 -680564733841876926926749214863536422913\n", "integer constant too large for i130", 1, 18);
}

#[test]
fn error_windows_funclet_eh() {
    err_at(
        "define void @f() {\n  %c = cleanuppad within none []\n  ret void\n}\n",
        "unsupported instruction 'cleanuppad' (Windows funclet exception handling is not supported; MinGW uses landing pads)",
        2,
        8,
    );
}

#[test]
fn invoke_landingpad_resume_and_personality_parse_and_print_as_llvm_writes_them() {
    let src = "@_ZTIi = external constant ptr\n\
        declare i32 @__gxx_personality_v0(...)\n\
        declare void @g(i32)\n\
        define i32 @f(i32 %x) personality ptr @__gxx_personality_v0 {\n\
        entry:\n  %r = invoke i32 @h(i32 %x)\n          to label %ok unwind label %lpad\n\
        ok:\n  invoke void @g(i32 %r) [ \"deopt\"(i32 %r) ]\n          to label %done unwind label %lpad\n\
        done:\n  ret i32 %r\n\
        lpad:\n  %lp = landingpad { ptr, i32 }\n          cleanup\n          catch ptr @_ZTIi\n          catch ptr null\n          filter [1 x ptr] [ptr @_ZTIi]\n\
        %sel = extractvalue { ptr, i32 } %lp, 1\n\
        %id = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi)\n\
        resume { ptr, i32 } %lp\n}\n\
        define i32 @h(i32 %x) {\n  ret i32 %x\n}\n";
    let m = ok(src);
    crate::verifier::verify_module(&m)
        .unwrap_or_else(|d| panic!("{:?}", d.iter().map(|d| &d.message).collect::<Vec<_>>()));
    let f = func(&m, "f");
    assert!(f.personality.is_some(), "the personality names a function declared before or after");
    let printed = crate::text::printer::print_module(&m);
    for line in [
        "define i32 @f(i32 %x) personality ptr @__gxx_personality_v0 {",
        "  %r = invoke i32 @h(i32 %x)\n          to label %ok unwind label %lpad",
        "  invoke void @g(i32 %r) [ \"deopt\"(i32 %r) ]\n          to label %done unwind label %lpad",
        "  %lp = landingpad { ptr, i32 }\n          cleanup\n          catch ptr @_ZTIi\n          catch ptr null\n          filter [1 x ptr] [ptr @_ZTIi]",
        "  resume { ptr, i32 } %lp",
    ] {
        assert!(printed.contains(line), "missing {line:?} in\n{printed}");
    }
    assert_eq!(crate::text::printer::print_module(&ok(&printed)), printed, "printing is a fixed point");
    // The personality may also name a function declared later.
    let later = "define void @f() personality ptr @p {\n  ret void\n}\ndeclare i32 @p(...)\n";
    assert!(func(&ok(later), "f").personality.is_some());
}

#[test]
fn error_unknown_intrinsic() {
    err_at("declare void @llvm.foo.bar()\n", "unknown intrinsic '@llvm.foo.bar'", 1, 14);
}

#[test]
fn error_alignment_not_power_of_two() {
    err_at(
        "define void @f(ptr %p) {\n  %v = load i32, ptr %p, align 3\n  ret void\n}\n",
        "alignment is not a power of two: 3",
        2,
        32,
    );
}

#[test]
fn error_alignment_too_large() {
    err_at("@g = global i32 0, align 1099511627776\n", "alignment too large", 1, 26);
}

#[test]
fn error_redefinition_of_value() {
    err_at(
        "define void @f() {\n  %x = add i32 1, 2\n  %x = add i32 1, 2\n  ret void\n}\n",
        "redefinition of value '%x'",
        3,
        3,
    );
}

#[test]
fn error_unexpected_end_of_file() {
    err_at("@g = global", "unexpected end of file", 1, 12);
    err_at("define void @f(", "unexpected end of file", 1, 16);
}

#[test]
fn error_integer_constant_too_large() {
    err_at("@g = global i32 99999999999999999999999\n", "integer constant too large for i32", 1, 17);
    err_at("@g = global i8 256\n", "integer constant too large for i8", 1, 16);
    err_at("@g = global i8 -129\n", "integer constant too large for i8", 1, 16);
}

#[test]
fn error_instruction_numbering() {
    err_at(
        "define void @f(i32) {\n  %1 = add i32 1, 2\n  ret void\n}\n",
        "instruction expected to be numbered '%2' or greater",
        2,
        3,
    );
    err_at(
        "define void @f() {\n  %3 = add i32 1, 2\n  br label %4\n2:\n  ret void\n}\n",
        "label expected to be numbered '4' or greater",
        4,
        1,
    );
    err_at(
        "define void @f(i32 %0, i32 %0) {\n  ret void\n}\n",
        "argument expected to be numbered '%1' or greater",
        1,
        28,
    );
}

#[test]
fn error_undefined_function_and_metadata() {
    err_at("define void @f() {\n  call void @g()\n  ret void\n}\n", "use of undefined value '@g'", 2, 13);
    err_at("define void @f() {\n  ret void, !foo !3\n}\n", "use of undefined metadata '!3'", 2, 18);
    err_at("!0 = !{!1}\n", "use of undefined metadata '!1'", 1, 8);
}

#[test]
fn error_undefined_label() {
    err_at("define void @f() {\n  br label %nowhere\n}\n", "use of undefined label '%nowhere'", 2, 12);
}

#[test]
fn error_type_mismatch_of_operand() {
    err_at(
        "define void @f(i64 %b) {\n  %x = add i32 %b, 1\n  ret void\n}\n",
        "'%b' defined with type 'i64' but expected 'i32'",
        2,
        16,
    );
    err_at(
        "define void @f() {\n  %x = add i32 %y, 1\n  %y = add i64 1, 2\n  ret void\n}\n",
        "'%y' defined with type 'i64' but used earlier as 'i32'",
        3,
        3,
    );
}

#[test]
fn error_unsupported_constructs() {
    err_at("module asm \"nop\"\n", "unsupported 'module asm'", 1, 1);
    err_at("@a = alias i32, ptr @g\n", "unsupported 'alias'", 1, 6);
    err_at("@g = global fp128 0xL0\n", "unsupported type 'fp128'", 1, 13);
    err_at("@g = global <vscale x 4 x i32> zeroinitializer\n", "scalable vector", 1, 14);
    err_at(
        "define void @f(ptr %p) {\n  %v = load atomic i32, ptr %p seq_cst\n  ret void\n}\n",
        "atomic load must have explicit non-zero alignment",
        2,
        13,
    );
    err_at("define void @f() {\n  call void asm \"nop\", \"\"()\n  ret void\n}\n", "inline 'asm'", 2, 13);
    err_at("define void @f() personality i32 0 {\n  ret void\n}\n", "personality must be a pointer", 1, 30);
    err_at(
        "define void @f(ptr %p) {\n  %q = getelementptr inbounds i8, ptr %p, inrange i64 1\n  ret void\n}\n",
        "inrange",
        2,
        43,
    );
    err_at(
        "@g = global i32 0\ndefine void @f() {\n  %x = atomicrmw usub_cond ptr @g, i32 1 seq_cst\n  ret void\n}\n",
        "unsupported atomicrmw operation 'usub_cond'",
        3,
        18,
    );
    err_at(
        "@g = global i32 0\ndefine void @f() {\n  fence syncscope(\"agent\") seq_cst\n  ret void\n}\n",
        "unsupported syncscope(\"agent\")",
        3,
        19,
    );
    err_at(
        "@g = global i32 0\ndefine void @f() {\n  %x = atomicrmw add ptr @g, i32 1\n  ret void\n}\n",
        "expected an atomic ordering",
        4,
        3,
    );
    err_at("define ghccc void @f() {\n  ret void\n}\n", "unsupported calling convention 'ghccc'", 1, 8);
}

#[test]
fn error_lexical_problems() {
    err_at("@s = constant [2 x i8] c\"ab", "unterminated string", 1, 24);
    err_at("define void @f() {\n  ret void \u{1}\n}\n", "unexpected character", 2, 12);
    err_at("@s = constant [1 x i8] c\"\\zz\"\n", "invalid escape", 1, 24);
    err_at("@g = global i8* null\n", "typed pointers are not supported", 1, 15);
}

#[test]
fn error_redefinitions_at_top_level() {
    err_at("@g = global i32 0\n@g = global i32 1\n", "redefinition of global '@g'", 2, 1);
    err_at("declare void @f()\ndefine void @f() {\n  ret void\n}\n", "redefinition of function '@f'", 2, 13);
    err_at("%T = type {}\n%T = type { i8 }\n", "redefinition of type named '%T'", 2, 1);
    err_at("!0 = !{}\n!0 = !{}\n", "redefinition of metadata '!0'", 2, 1);
    err_at("attributes #0 = { cold }\nattributes #0 = { hot }\n", "redefinition of attribute group '#0'", 2, 12);
}

#[test]
fn error_undefined_type_and_attribute_group() {
    err_at("@g = global %missing zeroinitializer\n", "use of undefined type named '%missing'", 1, 13);
    err_at("define void @f() #7 {\n  ret void\n}\n", "use of undefined attribute group '#7'", 1, 18);
    err_at("attributes #0 = { frobnicate }\n", "unknown attribute 'frobnicate'", 1, 19);
}

#[test]
fn error_void_result_named_and_missing_terminator() {
    err_at(
        "define void @f() {\n  %x = call void @f()\n  ret void\n}\n",
        "instructions returning void cannot have a name",
        2,
        3,
    );
    err_at("define void @f() {\n  %x = add i32 1, 2\n}\n", "no terminator", 3, 1);
    err_at("define void @f() {\n}\n", "at least one basic block", 2, 1);
}

#[test]
fn error_constant_shape_mismatches() {
    err_at("@g = global [2 x i32] [i32 1]\n", "array constant has 1 elements but its type '[2 x i32]' has 2", 1, 23);
    err_at("@g = global [3 x i8] c\"ab\"\n", "string constant has 2 bytes", 1, 22);
    err_at("@g = global float 0.1\n", "floating point constant invalid for type 'float'", 1, 19);
    err_at("@g = global ptr 5\n", "integer constant used with non-integer type 'ptr'", 1, 17);
    err_at("@g = global i32 null\n", "'null' used with non-pointer type 'i32'", 1, 17);
    err_at(
        "define void @f({ i32 } %s) {\n  %x = extractvalue { i32 } %s, 1\n  ret void\n}\n",
        "invalid extractvalue index 1",
        2,
        33,
    );
}

#[test]
fn error_deep_nesting_is_reported_not_overflowed() {
    let deep = format!("@g = global {}i32{} zeroinitializer\n", "[1 x ".repeat(10_000), "]".repeat(10_000));
    let d = err(&deep);
    assert!(d.message.contains("nesting too deep"), "{}", d.message);
    let deep = format!("!0 = {}{}\n", "!{".repeat(10_000), "}".repeat(10_000));
    assert!(err(&deep).message.contains("nesting too deep"));
}

// ---- robustness ------------------------------------------------------------------------------

const FUZZ_SEED: &str = r#"source_filename = "fuzz.c"
%S = type { i32, [2 x i8], ptr }
$c = comdat any
@g = global %S { i32 1, [2 x i8] c"a\00", ptr @g }, align 8, comdat($c)
@s = private unnamed_addr constant [4 x i8] c"hi\0A\00", align 1
@v = global <2 x i32> <i32 1, i32 -1>
@e = global ptr getelementptr inbounds (%S, ptr @g, i64 0, i32 1)
declare i32 @printf(ptr, ...)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1 immarg)
define internal fastcc i32 @f(i32 noundef %a, ptr nocapture %p) #0 {
entry:
  %x = alloca i32, align 4
  store i32 %a, ptr %x, align 4, !tbaa !2
  %0 = load i32, ptr %x, align 4
  %cmp = icmp slt i32 %0, 10
  br i1 %cmp, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %inc, %loop ]
  %inc = add nuw nsw i32 %i, 1
  %f = sitofp i32 %inc to double
  %h = fmul fast double %f, 0x3FF0000000000000
  %vv = insertelement <2 x i32> <i32 0, i32 0>, i32 %inc, i64 0
  %sh = shufflevector <2 x i32> %vv, <2 x i32> poison, <2 x i32> <i32 1, i32 0>
  %ev = extractelement <2 x i32> %sh, i32 0
  %agg = insertvalue { i32, double } undef, double %h, 1
  %e2 = extractvalue { i32, double } %agg, 1
  %done = icmp eq i32 %ev, 5
  br i1 %done, label %exit, label %loop, !llvm.loop !0
exit:
  %r = phi i32 [ 0, %entry ], [ %inc, %loop ]
  %gep = getelementptr inbounds %S, ptr %p, i64 0, i32 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %p, ptr @g, i64 8, i1 false)
  %c = call i32 (ptr, ...) @printf(ptr @s, i32 %r) #1
  switch i32 %c, label %d [ i32 1, label %d
    i32 2, label %u ]
d:
  %sel = select i1 %cmp, i32 %r, i32 %c
  ret i32 %sel
u:
  unreachable
}
attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" }
attributes #1 = { nounwind }
!llvm.module.flags = !{!1}
!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char"}
"#;

#[test]
fn fuzz_seed_is_valid() {
    let m = ok(FUZZ_SEED);
    assert_eq!(func(&m, "f").layout.num_blocks(), 5);
}

#[test]
fn no_panic_on_truncation_or_byte_flips() {
    let src = FUZZ_SEED.as_bytes();
    for n in 0..src.len() {
        let _ = parse(&src[..n]);
    }
    // A small deterministic xorshift generator keeps the test reproducible.
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let interesting = b"%@!#\"{}[]()<>,=:0x-9 \n\\.cL";
    let iters = std::env::var("KILN_FUZZ_ITERS").ok().and_then(|s| s.parse().ok()).unwrap_or(2000);
    for _ in 0..iters {
        let mut m = src.to_vec();
        for _ in 0..(1 + next() % 4) {
            let pos = (next() % m.len() as u64) as usize;
            m[pos] = match next() % 3 {
                0 => (next() & 0xff) as u8,
                1 => interesting[(next() % interesting.len() as u64) as usize],
                _ => m[pos] ^ (1 << (next() % 8)),
            };
        }
        let _ = parse(&m);
    }
    for bytes in [&b"\xff\xfe\x00"[..], b"\0", b"define", b"@", b"%", b"!", b"#", b"c\"", b"0x", b"-"] {
        let _ = parse(bytes);
    }
}

#[test]
fn huge_types_do_not_allocate_by_declared_length() {
    let m = ok("@g = global [4294967296 x i8] zeroinitializer\n@h = global <4294967295 x i32> zeroinitializer\n");
    assert_eq!(m.globals.len(), 2);
    err_at(
        "define void @f(<4 x i32> %v) {\n  %s = shufflevector <4 x i32> %v, <4 x i32> %v, <4000000000 x i32> zeroinitializer\n  ret void\n}\n",
        "too large",
        2,
        69,
    );
}

#[test]
fn corpus_files_parse() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests");
    let dirs = match std::env::var_os("KILN_CORPUS_DIR") {
        Some(d) => vec![std::path::PathBuf::from(d)],
        None => vec![root.join("c"), root.join("seeds")],
    };
    let entries = dirs.iter().filter_map(|d| std::fs::read_dir(d).ok()).flat_map(|rd| rd.flatten());
    let mut failures = Vec::new();
    let mut n = 0;
    for e in entries {
        let p = e.path();
        if p.extension().and_then(|x| x.to_str()) != Some("ll") {
            continue;
        }
        let src = std::fs::read(&p).unwrap();
        n += 1;
        if let Err(d) = parse(&src) {
            failures.push(d.render(&p.display().to_string(), &src));
        }
    }
    assert!(failures.is_empty(), "{n} files, failures:\n{}", failures.join("\n"));
}

/// A clang-style module of `funcs` functions with about 1000 instructions each.
fn large_module(funcs: usize) -> String {
    use std::fmt::Write;
    let mut s = String::from("@table = internal global [8 x i64] zeroinitializer, align 16\n");
    for f in 0..funcs {
        let _ = writeln!(s, "define internal i64 @f{f}(i64 noundef %0, i64 noundef %1, ptr noundef %2) #0 {{");
        let _ = writeln!(s, "  %4 = alloca [16 x i64], align 16\n  br label %loop\nloop:");
        let _ = writeln!(s, "  %5 = phi i64 [ 0, %3 ], [ %n, %body ]\n  %6 = icmp slt i64 %5, %1\n  br i1 %6, label %body, label %exit\nbody:");
        let mut v = 7;
        let mut last = 5;
        for k in 0..160 {
            let _ = writeln!(s, "  %{v} = add nsw i64 %{last}, {k}");
            let _ = writeln!(s, "  %{} = getelementptr inbounds [16 x i64], ptr %4, i64 0, i64 {}", v + 1, k % 16);
            let _ = writeln!(s, "  store i64 %{v}, ptr %{}, align 8, !tbaa !1", v + 1);
            let _ = writeln!(s, "  %{} = load i64, ptr %{}, align 8, !tbaa !1", v + 2, v + 1);
            let _ = writeln!(s, "  %{} = mul i64 %{}, %0", v + 3, v + 2);
            let _ = writeln!(s, "  %{} = icmp ugt i64 %{}, 1000", v + 4, v + 3);
            let _ = writeln!(s, "  %{} = select i1 %{}, i64 %{}, i64 %{v}", v + 5, v + 4, v + 3);
            last = v + 5;
            v += 6;
        }
        let _ = writeln!(s, "  %n = add nuw nsw i64 %5, 1\n  br label %loop\nexit:\n  %r = call i64 @f{}(i64 %0, i64 %1, ptr @table)\n  ret i64 %r\n}}", (f + 1) % funcs);
    }
    s += "attributes #0 = { noinline nounwind uwtable \"frame-pointer\"=\"all\" }\n";
    s += "!0 = !{!\"long\", !2, i64 0}\n!1 = !{!0, !0, i64 0}\n!2 = !{!\"omnipotent char\", !3, i64 0}\n!3 = !{!\"tbaa root\"}\n";
    s
}

#[test]
fn large_module_parses() {
    let m = ok(&large_module(3));
    assert_eq!(m.num_insts(), 3 * (160 * 7 + 9));
}

#[test]
fn blockaddress_of_earlier_and_later_functions() {
    let m = ok("define void @a() {\nentry:\n  br label %x\nx:\n  ret void\n}\ndefine ptr @b() {\n  ret ptr blockaddress(@a, %x)\n}\n@t = global [2 x ptr] [ptr blockaddress(@c, %y), ptr blockaddress(@c, %2)]\ndefine void @c() {\n  br label %y\ny:\n  br label %2\n2:\n  ret void\n}\n");
    let blocks: Vec<_> = m
        .consts
        .iter()
        .filter_map(|(_, c)| match c {
            ConstData::BlockAddr { func, block } => Some((*func, *block)),
            _ => None,
        })
        .collect();
    assert_eq!(blocks.len(), 3);
    for (f, b) in blocks {
        assert!(m.funcs[f].layout.is_block_inserted(b));
    }
    err_at(
        "@t = global ptr blockaddress(@c, %nope)\ndefine void @c() {\n  ret void\n}\n",
        "use of undefined label '%nope'",
        1,
        34,
    );
}

#[test]
fn a_call_of_an_undeclared_intrinsic_declares_it_with_the_call_type() {
    let src = "define ptr @f() {\n  %id = call token @llvm.coro.id(i32 0, ptr null, ptr null, ptr null)\n  \
               %s = call i32 @llvm.coro.size.i32()\n  %m = call ptr @llvm.coro.begin(token %id, ptr null)\n  \
               %t = call token @llvm.coro.id(i32 0, ptr null, ptr null, ptr null)\n  ret ptr %m\n}\n";
    let m = ok(src);
    let id = m.func_by_name("llvm.coro.id").expect("declared by its call");
    assert!(m.funcs[id].is_declaration());
    assert_eq!(m.funcs[id].intrinsic, Some(crate::Intrinsic::CoroId));
    let (ret, params, _) = m.types.func_info(m.funcs[id].ty).expect("a function type");
    assert_eq!((ret, params.to_vec()), (Type::TOKEN, vec![Type::I32, Type::PTR, Type::PTR, Type::PTR]));
    assert_eq!(m.funcs[m.func_by_name("llvm.coro.size.i32").unwrap()].intrinsic, Some(crate::Intrinsic::CoroSize));
    assert_eq!(m.funcs.len(), 4, "one declaration per intrinsic, however often it is called");
    crate::verifier::verify_module(&m).expect("verifies");
    // The printed module declares them, so it parses again (and llvm-as-19 accepts it as well).
    let printed = crate::text::printer::print_module(&m);
    assert!(printed.contains("declare token @llvm.coro.id(i32, ptr, ptr, ptr)"), "{printed}");
    ok(&printed);
}

#[test]
fn an_undeclared_intrinsic_call_is_checked_like_a_declaration() {
    err_at(
        "define void @f() {\n  call void @llvm.coro.resume(i32 0)\n  ret void\n}\n",
        "invalid call of intrinsic '@llvm.coro.resume'",
        2,
        13,
    );
    // Names that are no intrinsic stay undefined, as in LLVM.
    err_at(
        "define void @f() {\n  call void @llvm.nosuch()\n  ret void\n}\n",
        "use of undefined value '@llvm.nosuch'",
        2,
        13,
    );
}

#[test]
fn atomics_parse_and_print_as_llvm_writes_them() {
    let body = [
        "%1 = load atomic i32, ptr %p unordered, align 4",
        "%2 = load atomic volatile i64, ptr %p syncscope(\"singlethread\") acquire, align 8",
        "%3 = load atomic float, ptr %p seq_cst, align 4",
        "store atomic i8 1, ptr %p release, align 1",
        "store atomic volatile ptr null, ptr %p seq_cst, align 8",
        "fence acquire",
        "fence syncscope(\"singlethread\") seq_cst",
        "%4 = atomicrmw add ptr %p, i32 1 seq_cst, align 4",
        "%5 = atomicrmw volatile nand ptr %p, i16 3 syncscope(\"singlethread\") monotonic, align 2",
        "%6 = atomicrmw fadd ptr %p, double 1.000000e+00 acq_rel, align 8",
        "%7 = atomicrmw udec_wrap ptr %p, i64 9 release, align 8",
        "%8 = atomicrmw xchg ptr %p, ptr null acquire, align 8",
        "%9 = cmpxchg ptr %p, i32 0, i32 1 seq_cst seq_cst, align 4",
        "%10 = cmpxchg weak volatile ptr %p, i8 0, i8 1 syncscope(\"singlethread\") acq_rel monotonic, align 1",
        "%11 = extractvalue { i32, i1 } %9, 1",
    ];
    let src = format!("define void @f(ptr %p) {{\n  {}\n  ret void\n}}\n", body.join("\n  "));
    let m = ok(&src);
    crate::verifier::verify_module(&m).expect("verifies");
    let printed = crate::text::printer::print_module(&m);
    for line in body {
        assert!(printed.contains(line), "missing {line:?} in\n{printed}");
    }
    let f = func(&m, "f");
    let kinds: Vec<&InstKind> = f.layout.insts().map(|i| f.dfg.inst(i)).collect();
    assert!(matches!(kinds[1], InstKind::Load { flags: InstFlags::VOLATILE, atomic, .. }
        if atomic.ordering == crate::AtomicOrdering::Acquire && atomic.scope == crate::SyncScope::SingleThread));
    assert!(matches!(kinds[12], InstKind::CmpXchg { failure: crate::AtomicOrdering::SeqCst, .. }));
    assert!(matches!(kinds[13], InstKind::CmpXchg { flags, .. } if flags.contains(InstFlags::WEAK)));
    // The default alignment of atomicrmw and cmpxchg is the store size, printed explicitly.
    let m = ok("define void @f(ptr %p) {\n  %a = atomicrmw or ptr %p, i64 1 seq_cst\n  %b = cmpxchg ptr %p, i16 0, i16 1 monotonic monotonic\n  ret void\n}\n");
    let printed = crate::text::printer::print_module(&m);
    assert!(printed.contains("atomicrmw or ptr %p, i64 1 seq_cst, align 8"), "{printed}");
    assert!(printed.contains("cmpxchg ptr %p, i16 0, i16 1 monotonic monotonic, align 2"), "{printed}");
}

#[test]
fn initializes_is_checked_and_dropped() {
    let m = ok("define void @f(ptr writable initializes((-8, -4), (0, 16)) %p) {\n  ret void\n}\n\
                declare void @g(ptr noundef initializes((0, 4), (8, 12)) nonnull)\n");
    let kinds = |f: &Function| m.attr_sets.get(f.attrs.param(0)).iter().filter_map(|a| a.kind()).collect::<Vec<_>>();
    assert_eq!(kinds(func(&m, "f")), vec![AttrKind::Writable]);
    assert_eq!(kinds(func(&m, "g")), vec![AttrKind::NoUndef, AttrKind::NonNull]);
    assert!(!crate::text::printer::print_module(&m).contains("initializes"));
    let at = |ranges: &str, msg: &str, col: usize| {
        err_at(&format!("declare void @g(ptr initializes{ranges})\n"), msg, 1, col)
    };
    at("((4, 4))", "the range should not represent the full or empty set", 33);
    at("((8, 4))", "invalid (unordered or overlapping) range list", 33);
    at("((0, 8), (8, 12))", "invalid (unordered or overlapping) range list", 41);
    at("((8, 12), (0, 4))", "invalid (unordered or overlapping) range list", 42);
    at("()", "'(' starting a range", 33);
    at("((0, x))", "a 64-bit integer offset", 37);
}
