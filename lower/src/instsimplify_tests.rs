//! Unit tests of `instsimplify` on hand-written IR, with the exact printed result.

use super::InstSimplify;
use crate::test_util::{dedent, parse, run_on, run_pass};
use kiln_ir::pass::Preserved;

/// Asserts instsimplify turns `@f` of `src` into exactly `expected`.
fn check(src: &str, expected: &str) {
    let got = run_on(&mut InstSimplify::default(), src, "f");
    assert_eq!(got, dedent(expected), "got:\n{got}");
}

/// Asserts `body` (the instructions of `@f(i32 %x, i32 %y)` before its `ret`) simplifies so
/// that `@f` is nothing but `ret <ret_ty> <result>`.
fn returns(ret_ty: &str, body: &str, result: &str) {
    let src =
        format!("define {ret_ty} @f(i32 %x, i32 %y, i1 %c, double %d, <2 x i32> %v) {{\n{body}  ret {ret_ty} %r\n}}\n");
    let got = run_on(&mut InstSimplify::default(), &src, "f");
    let expected =
        format!("define {ret_ty} @f(i32 %x, i32 %y, i1 %c, double %d, <2 x i32> %v) {{\n  ret {ret_ty} {result}\n}}\n");
    assert_eq!(got, expected, "for:\n{body}");
}

#[test]
fn integer_identities() {
    for (body, result) in [
        ("  %r = add i32 %x, 0\n", "%x"),
        ("  %r = add nsw i32 0, %x\n", "%x"),
        ("  %r = sub i32 %x, 0\n", "%x"),
        ("  %r = sub i32 %x, %x\n", "0"),
        ("  %r = mul i32 %x, 1\n", "%x"),
        ("  %r = mul i32 1, %x\n", "%x"),
        ("  %r = mul nuw i32 %x, 0\n", "0"),
        ("  %r = and i32 %x, 0\n", "0"),
        ("  %r = and i32 %x, -1\n", "%x"),
        ("  %r = and i32 %x, %x\n", "%x"),
        ("  %r = or i32 %x, 0\n", "%x"),
        ("  %r = or i32 %x, -1\n", "-1"),
        ("  %r = or i32 %x, %x\n", "%x"),
        ("  %r = xor i32 %x, 0\n", "%x"),
        ("  %r = xor i32 %x, %x\n", "0"),
        ("  %r = shl i32 %x, 0\n", "%x"),
        ("  %r = lshr i32 %x, 0\n", "%x"),
        ("  %r = ashr i32 0, %x\n", "0"),
        ("  %r = udiv i32 %x, 1\n", "%x"),
        ("  %r = sdiv exact i32 %x, 1\n", "%x"),
        ("  %r = srem i32 %x, 1\n", "0"),
        ("  %r = select i1 %c, i32 %x, i32 %x\n", "%x"),
        ("  %r = select i1 true, i32 %x, i32 %y\n", "%x"),
        ("  %r = select i1 false, i32 %x, i32 %y\n", "%y"),
        ("  %z = zext i32 %x to i64\n  %r = trunc i64 %z to i32\n", "%x"),
        ("  %s = sext i32 %x to i64\n  %r = trunc i64 %s to i32\n", "%x"),
        ("  %a = add i32 %x, 0\n  %b = mul i32 %a, 1\n  %r = or i32 %b, %a\n", "%x"),
    ] {
        returns("i32", body, result);
    }
}

#[test]
fn compares_of_a_value_with_itself() {
    for (pred, result) in [
        ("eq", "true"),
        ("ne", "false"),
        ("ugt", "false"),
        ("uge", "true"),
        ("ult", "false"),
        ("ule", "true"),
        ("sgt", "false"),
        ("sge", "true"),
        ("slt", "false"),
        ("sle", "true"),
    ] {
        returns("i1", &format!("  %r = icmp {pred} i32 %x, %x\n"), result);
    }
    returns("i1", "  %r = fcmp false double %d, %d\n", "false");
    returns("i1", "  %r = fcmp true double %d, 1.0\n", "true");
    returns("<2 x i1>", "  %r = icmp eq <2 x i32> %v, %v\n", "<i1 true, i1 true>");
}

#[test]
fn integer_constant_folding_wraps_and_flags_make_poison() {
    for (body, result) in [
        ("  %r = add i32 2147483647, 1\n", "-2147483648"),
        ("  %r = add nsw i32 2147483647, 1\n", "poison"),
        ("  %r = add nuw i32 -1, 1\n", "poison"),
        ("  %r = sub nuw i32 1, 2\n", "poison"),
        ("  %r = mul i32 65536, 65536\n", "0"),
        ("  %r = shl i32 1, 31\n", "-2147483648"),
        ("  %r = shl i32 1, 32\n", "poison"),
        ("  %r = lshr i32 -1, 28\n", "15"),
        ("  %r = ashr i32 -16, 2\n", "-4"),
        ("  %r = sdiv i32 -7, 2\n", "-3"),
        ("  %r = srem i32 -7, 2\n", "-1"),
        ("  %r = udiv exact i32 7, 2\n", "poison"),
        ("  %r = urem i32 7, 4\n", "3"),
        ("  %r = add i32 poison, %x\n", "poison"),
        ("  %a = add i32 3, 4\n  %r = mul i32 %a, 6\n", "42"),
    ] {
        returns("i32", body, result);
    }
    returns("i1", "  %r = icmp slt i32 -1, 0\n", "true");
    returns("i1", "  %r = icmp ult i32 -1, 0\n", "false");
    returns("i1", "  %r = icmp eq ptr null, null\n", "true");
    returns("i8", "  %r = trunc i32 300 to i8\n", "44");
    returns("i8", "  %r = trunc nuw i32 300 to i8\n", "poison");
    returns("i64", "  %r = sext i32 -5 to i64\n", "-5");
    returns("i64", "  %r = zext i32 -5 to i64\n", "4294967291");
    returns("i64", "  %r = zext nneg i32 -5 to i64\n", "poison");
}

#[test]
fn division_by_zero_and_overflowing_division_stay() {
    check(
        r#"
define i32 @f(i32 %x) {
entry:
  %a = udiv i32 7, 0
  %b = sdiv i32 -2147483648, -1
  %c = srem i32 %x, poison
  %d = urem i32 1, 0
  %s1 = add i32 %a, %b
  %s2 = add i32 %s1, %c
  %s3 = add i32 %s2, %d
  ret i32 %s3
}
"#,
        r#"
        define i32 @f(i32 %x) {
        entry:
          %a = udiv i32 7, 0
          %b = sdiv i32 -2147483648, -1
          %c = srem i32 %x, poison
          %d = urem i32 1, 0
          %s1 = add i32 %a, %b
          %s2 = add i32 %s1, %c
          %s3 = add i32 %s2, %d
          ret i32 %s3
        }
        "#,
    );
}

#[test]
fn floating_point_folds_exactly_in_the_operation_format() {
    // 0.1f + 0.2f in float is 0x3E99999A (0.3f rounds the same way); in double the sum
    // 0.1 + 0.2 is 0.30000000000000004 = 0x3FD3333333333334.
    returns("float", "  %r = fadd float 0x3FB99999A0000000, 0x3FC99999A0000000\n", "0x3FD3333340000000");
    returns("double", "  %r = fadd double 0x3FB999999999999A, 0x3FC999999999999A\n", "0x3FD3333333333334");
    returns("double", "  %r = fdiv double 1.0, 0.0\n", "0x7FF0000000000000");
    returns("double", "  %r = fdiv nnan double 0.0, 0.0\n", "poison");
    returns("double", "  %r = fmul ninf double 1.0e308, 10.0\n", "poison");
    returns("double", "  %r = fneg double 0.0\n", "-0.000000e+00");
    returns("double", "  %r = fadd double %d, -0.0\n", "%d");
    returns("double", "  %r = fsub double %d, 0.0\n", "%d");
    returns("double", "  %r = fmul double 1.0, %d\n", "%d");
    returns("double", "  %r = fdiv double %d, 1.0\n", "%d");
    returns("i1", "  %r = fcmp uno double 0x7FF8000000000000, 1.0\n", "true");
    returns("i1", "  %r = fcmp olt double 1.0, 2.0\n", "true");
    returns("i32", "  %r = fptosi double -2.75 to i32\n", "-2");
    returns("i8", "  %r = fptoui double 300.0 to i8\n", "poison");
    returns("float", "  %r = fptrunc double 0x3FB999999999999A to float\n", "0x3FB99999A0000000");
    returns("double", "  %r = sitofp i32 -3 to double\n", "-3.000000e+00");
    returns("i64", "  %r = bitcast double 1.0 to i64\n", "4607182418800017408");
}

#[test]
fn adding_positive_zero_is_not_an_identity() {
    // -0.0 + +0.0 is +0.0, so `fadd x, 0.0` must stay.
    check(
        "define double @f(double %d) {\n  %r = fadd double %d, 0.0\n  ret double %r\n}\n",
        r#"
        define double @f(double %d) {
          %r = fadd double %d, 0.000000e+00
          ret double %r
        }
        "#,
    );
}

#[test]
fn vectors_fold_lane_by_lane() {
    returns("<2 x i32>", "  %r = add <2 x i32> <i32 1, i32 2>, <i32 10, i32 20>\n", "<i32 11, i32 22>");
    returns("<2 x i32>", "  %r = add nsw <2 x i32> <i32 2147483647, i32 2>, <i32 1, i32 20>\n", "<i32 poison, i32 22>");
    returns("<2 x i32>", "  %r = mul <2 x i32> %v, <i32 1, i32 1>\n", "%v");
    returns("<2 x i32>", "  %r = and <2 x i32> %v, zeroinitializer\n", "zeroinitializer");
    returns("i32", "  %r = extractelement <2 x i32> <i32 5, i32 6>, i32 1\n", "6");
    returns("i32", "  %r = extractelement <2 x i32> %v, i32 2\n", "poison");
    returns(
        "i32",
        "  %i = insertelement <2 x i32> %v, i32 %x, i32 1\n  %r = extractelement <2 x i32> %i, i32 1\n",
        "%x",
    );
    returns("<2 x i32>", "  %r = insertelement <2 x i32> zeroinitializer, i32 7, i32 0\n", "<i32 7, i32 0>");
    returns(
        "<2 x i32>",
        "  %r = select <2 x i1> <i1 true, i1 false>, <2 x i32> <i32 1, i32 2>, <2 x i32> <i32 3, i32 4>\n",
        "<i32 1, i32 4>",
    );
}

#[test]
fn intrinsics_fold_and_expect_is_its_argument() {
    let decls = "declare i32 @llvm.smax.i32(i32, i32)\ndeclare i32 @llvm.ctlz.i32(i32, i1)\ndeclare i32 @llvm.expect.i32(i32, i32)\ndeclare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)\ndeclare double @llvm.sqrt.f64(double)\n";
    let src = format!(
        "{decls}define i32 @f(i32 %x) {{\n  %a = call i32 @llvm.smax.i32(i32 -3, i32 2)\n  %b = call i32 @llvm.ctlz.i32(i32 1, i1 false)\n  %c = call i32 @llvm.ctlz.i32(i32 0, i1 true)\n  %e = call i32 @llvm.expect.i32(i32 %x, i32 1)\n  %o = call {{ i32, i1 }} @llvm.sadd.with.overflow.i32(i32 2147483647, i32 1)\n  %ov = extractvalue {{ i32, i1 }} %o, 1\n  %w = extractvalue {{ i32, i1 }} %o, 0\n  %q = call double @llvm.sqrt.f64(double 4.0)\n  %qi = fptosi double %q to i32\n  %s1 = add i32 %a, %b\n  %s2 = add i32 %s1, %c\n  %s3 = add i32 %s2, %e\n  %z = zext i1 %ov to i32\n  %s4 = add i32 %s3, %z\n  %s5 = add i32 %s4, %w\n  %s6 = add i32 %s5, %qi\n  ret i32 %s6\n}}\n"
    );
    let got = run_on(&mut InstSimplify::default(), &src, "f");
    // smax(-3, 2) = 2, ctlz(1) = 31, ctlz(0, poison) = poison, so %s2 is poison and so is
    // everything after it.
    assert_eq!(got, "define i32 @f(i32 %x) {\n  ret i32 poison\n}\n");
    let src2 = format!(
        "{decls}define i32 @f(i32 %x) {{\n  %a = call i32 @llvm.smax.i32(i32 -3, i32 2)\n  %b = call i32 @llvm.ctlz.i32(i32 1, i1 false)\n  %e = call i32 @llvm.expect.i32(i32 %x, i32 1)\n  %o = call {{ i32, i1 }} @llvm.sadd.with.overflow.i32(i32 2147483647, i32 1)\n  %ov = extractvalue {{ i32, i1 }} %o, 1\n  %w = extractvalue {{ i32, i1 }} %o, 0\n  %q = call double @llvm.sqrt.f64(double 4.0)\n  %qi = fptosi double %q to i32\n  %s1 = add i32 %a, %b\n  %z = zext i1 %ov to i32\n  %s4 = add i32 %s1, %z\n  %s5 = add i32 %s4, %w\n  %s6 = add i32 %s5, %qi\n  %s7 = add i32 %s6, %e\n  ret i32 %s7\n}}\n"
    );
    let got = run_on(&mut InstSimplify::default(), &src2, "f");
    // 2 + 31 + 1 + (-2147483648) + 2 = -2147483612, then + %x.
    assert_eq!(got, "define i32 @f(i32 %x) {\n  %s7 = add i32 -2147483612, %x\n  ret i32 %s7\n}\n");
}

#[test]
fn phis_with_one_incoming_value_and_aggregates() {
    check(
        r#"
define i32 @f(i1 %c, i32 %x) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %join
b:
  br label %join
join:
  %p = phi i32 [ %x, %a ], [ %x, %b ]
  %agg = insertvalue { i32, i64 } undef, i32 %p, 0
  %back = extractvalue { i32, i64 } %agg, 0
  %k = extractvalue { i32, [2 x i8] } { i32 1, [2 x i8] c"AB" }, 1, 1
  %kz = zext i8 %k to i32
  %r = add i32 %back, %kz
  %fr = freeze i32 %r
  %fr2 = freeze i32 %fr
  %g = getelementptr i32, ptr null, i64 0
  %n = icmp eq ptr %g, null
  %nz = zext i1 %n to i32
  %s = add i32 %fr2, %nz
  ret i32 %s
}
"#,
        r#"
        define i32 @f(i1 %c, i32 %x) {
        entry:
          br i1 %c, label %a, label %b

        a:
          br label %join

        b:
          br label %join

        join:
          %r = add i32 %x, 66
          %fr = freeze i32 %r
          %s = add i32 %fr, 1
          ret i32 %s
        }
        "#,
    );
}

#[test]
fn loop_phis_that_only_carry_themselves_collapse() {
    check(
        r#"
define i32 @f(i32 %x, i32 %n) {
entry:
  br label %loop
loop:
  %p = phi i32 [ %x, %entry ], [ %p2, %loop ]
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %p2 = add i32 %p, 0
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %p
}
"#,
        r#"
        define i32 @f(i32 %x, i32 %n) {
        entry:
          br label %loop

        loop:
          %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
          %i.next = add i32 %i, 1
          %c = icmp slt i32 %i.next, %n
          br i1 %c, label %loop, label %exit

        exit:
          ret i32 %x
        }
        "#,
    );
}

#[test]
fn nothing_to_simplify_preserves_all_and_changes_preserve_cfg() {
    let mut m = parse("define i32 @f(i32 %a, i32 %b) {\n  %c = add i32 %a, %b\n  ret i32 %c\n}\n");
    assert_eq!(run_pass(&mut InstSimplify::default(), &mut m), vec![Preserved::All]);
    let mut m = parse(
        "define i1 @f() {\nentry:\n  %c = icmp eq i32 1, 1\n  br i1 %c, label %a, label %a\na:\n  ret i1 %c\n}\n",
    );
    let mut pass = InstSimplify::default();
    assert_eq!(run_pass(&mut pass, &mut m), vec![Preserved::Cfg]);
    assert_eq!(pass.simplified, 1);
}

/// In i1 the constant `true` is -1 to signed division: `sdiv/srem i1 %c, true` is immediate
/// UB when `%c` is true (INT_MIN / -1), so it must stay; the unsigned forms still fold.
#[test]
fn signed_division_of_i1_by_true_is_not_an_identity() {
    returns("i1", "  %r = udiv i1 %c, true\n", "%c");
    returns("i1", "  %r = urem i1 %c, true\n", "false");
    returns("i32", "  %r = sdiv i32 %x, 1\n", "%x");
    returns("i32", "  %r = srem i32 %x, 1\n", "0");
    let src = "define i1 @f(i1 %c) {\n  %a = sdiv i1 %c, true\n  %b = srem i1 %c, true\n  %k = sdiv i1 true, true\n  %r = or i1 %a, %b\n  %s = or i1 %r, %k\n  ret i1 %s\n}\n";
    let got = run_on(&mut InstSimplify::default(), src, "f");
    assert_eq!(got, src, "got:\n{got}");
}

#[test]
fn extractvalue_looks_through_insertvalues_of_other_fields() {
    let out = run_on(
        &mut InstSimplify::default(),
        "define i64 @f(ptr %p, i64 %x) {
  %a = insertvalue { ptr, i64 } poison, ptr %p, 0
  %b = insertvalue { ptr, i64 } %a, i64 %x, 1
  %c = insertvalue { ptr, i64 } %b, i64 7, 1
  %q = extractvalue { ptr, i64 } %c, 0
  %y = extractvalue { ptr, i64 } %b, 1
  %z = ptrtoint ptr %q to i64
  %s = add i64 %y, %z
  ret i64 %s
}",
        "f",
    );
    assert!(out.contains("ptrtoint ptr %p to i64"), "field 0 read through two inserts of field 1:\n{out}");
    assert!(out.contains("add i64 %x, %z"), "{out}");
}
