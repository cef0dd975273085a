//! Hand-written IR programs: each trap class with its status and a message naming function,
//! block and instruction; fuel; determinism; vectors; varargs; callbacks; pointer round trips;
//! phis, switch, indirectbr, freeze, exit and argv.
#![allow(clippy::result_large_err)]

use kiln_interp::{run_main, Config, Outcome, Trap, TrapKind};

const PRELUDE: &str = "declare i32 @printf(ptr, ...)\n@.d = private constant [4 x i8] c\"%d\\0A\\00\"\n@.s = private constant [4 x i8] c\"%s\\0A\\00\"\n";

fn run_cfg(src: &str, cfg: Config) -> Result<Outcome, (Trap, Outcome)> {
    let full = format!("{PRELUDE}{src}");
    let m = kiln_ir::text::parse(full.as_bytes()).unwrap_or_else(|d| panic!("parse: {}\n{full}", d.message));
    run_main(&m, &Config { capture: true, ..cfg })
}

fn run(src: &str) -> Result<Outcome, (Trap, Outcome)> {
    run_cfg(src, Config::default())
}

fn ok(src: &str) -> (String, i32) {
    match run(src) {
        Ok(o) => (String::from_utf8(o.stdout).unwrap(), o.exit_code),
        Err((t, _)) => panic!("unexpected trap: {t}"),
    }
}

fn trap(src: &str) -> (Trap, Outcome) {
    match run(src) {
        Ok(o) => panic!("expected a trap, got exit {} with {:?}", o.exit_code, String::from_utf8_lossy(&o.stdout)),
        Err(e) => e,
    }
}

/// Asserts the trap's class, status and that its message and site contain the given texts.
fn assert_trap(t: &Trap, kind: TrapKind, status: i32, message: &str, func: &str, block: &str, inst: &str) {
    assert_eq!(t.kind, kind, "{t}");
    assert_eq!(t.exit_status(), status);
    assert!(t.message.contains(message), "message {:?} lacks {message:?}", t.message);
    let site = t.site.as_ref().expect("trap has a site");
    assert_eq!(site.func, func);
    assert_eq!(site.block, block);
    assert!(site.inst.contains(inst), "instruction {:?} lacks {inst:?}", site.inst);
    let shown = t.to_string();
    assert!(shown.contains(&format!("@{func}")) && shown.contains(block) && shown.contains(inst), "{shown}");
}

#[test]
fn division_by_zero_names_function_block_and_instruction() {
    let (t, out) = trap(
        "define i32 @divide(i32 %a, i32 %b) {\nentry:\n  %q = sdiv i32 %a, %b\n  ret i32 %q\n}\n\
         define i32 @main() {\nentry:\n  call i32 (ptr, ...) @printf(ptr @.d, i32 1)\n  %r = call i32 @divide(i32 7, i32 0)\n  ret i32 %r\n}\n",
    );
    assert_trap(&t, TrapKind::UndefinedBehavior, 70, "division by zero", "divide", "%entry", "%q = sdiv i32 %a, %b");
    assert_eq!(out.stdout, b"1\n", "output before the trap is kept");
}

#[test]
fn signed_division_overflow_is_ub() {
    let (t, _) =
        trap("define i32 @main() {\nb0:\n  %m = add i32 -2147483648, 0\n  %q = srem i32 %m, -1\n  ret i32 %q\n}\n");
    assert_trap(&t, TrapKind::UndefinedBehavior, 70, "overflow", "main", "%b0", "srem");
}

#[test]
fn unreachable_has_its_own_status() {
    let (t, _) = trap("define i32 @main() {\nstart:\n  br label %dead\ndead:\n  unreachable\n}\n");
    assert_trap(&t, TrapKind::Unreachable, 71, "unreachable", "main", "%dead", "unreachable");
}

#[test]
fn fuel_bounds_the_steps() {
    let src = "define i32 @main() {\nentry:\n  br label %loop\nloop:\n  %i = phi i32 [0, %entry], [%n, %loop]\n  %n = add i32 %i, 1\n  br label %loop\n}\n";
    let (t, out) = match run_cfg(src, Config { fuel: Some(1000), ..Config::default() }) {
        Err(e) => e,
        Ok(_) => panic!("an infinite loop finished"),
    };
    assert_trap(&t, TrapKind::OutOfFuel, 72, "1000", "main", "%loop", "");
    assert_eq!(out.steps, 1001, "the step that ran out is counted");
    let fine = run_cfg("define i32 @main() {\ne:\n  ret i32 3\n}\n", Config { fuel: Some(1), ..Config::default() });
    assert_eq!(fine.unwrap().exit_code, 3);
}

#[test]
fn unknown_external_is_named() {
    let (t, _) = trap(
        "declare i32 @mystery(i32)\ndefine i32 @main() {\nentry:\n  %r = call i32 @mystery(i32 1)\n  ret i32 %r\n}\n",
    );
    assert_trap(&t, TrapKind::UnknownExternal, 73, "@mystery", "main", "%entry", "call i32 @mystery");
}

#[test]
fn unsupported_features_have_their_own_status() {
    let (t, _) = trap("declare x86_fp80 @llvm.maximum.f80(x86_fp80, x86_fp80)\ndefine i32 @main() {\nentry:\n  %x = call x86_fp80 @llvm.maximum.f80(x86_fp80 0xK3FFF8000000000000000, x86_fp80 0xK3FFF8000000000000000)\n  ret i32 0\n}\n");
    assert_eq!(t.kind, TrapKind::Unsupported);
    assert_eq!(t.exit_status(), 74);
    assert!(t.message.contains("x86_fp80"), "{t}");
}

#[test]
fn abort_and_llvm_trap() {
    let (t, _) = trap("declare void @abort()\ndefine i32 @main() {\nentry:\n  call void @abort()\n  ret i32 0\n}\n");
    assert_trap(&t, TrapKind::Abort, 134, "abort", "main", "%entry", "call void @abort()");
    let (t, _) =
        trap("declare void @llvm.trap()\ndefine i32 @main() {\nentry:\n  call void @llvm.trap()\n  ret i32 0\n}\n");
    assert_eq!(t.exit_status(), 134);
}

#[test]
fn memory_errors() {
    let (t, _) = trap("define i32 @main() {\nentry:\n  %a = alloca [2 x i32], align 4\n  %p = getelementptr i32, ptr %a, i64 2\n  %v = load i32, ptr %p, align 4\n  ret i32 %v\n}\n");
    assert_trap(&t, TrapKind::UndefinedBehavior, 70, "out-of-bounds", "main", "%entry", "load i32, ptr %p");
    let heap = "declare ptr @malloc(i64)\ndeclare void @free(ptr)\n";
    let (t, _) = trap(&format!("{heap}define i32 @main() {{\nentry:\n  %p = call ptr @malloc(i64 4)\n  call void @free(ptr %p)\n  %v = load i32, ptr %p, align 4\n  ret i32 %v\n}}\n"));
    assert_trap(&t, TrapKind::UndefinedBehavior, 70, "use after free", "main", "%entry", "load");
    let (t, _) = trap(&format!("{heap}define i32 @main() {{\nentry:\n  %p = call ptr @malloc(i64 4)\n  call void @free(ptr %p)\n  call void @free(ptr %p)\n  ret i32 0\n}}\n"));
    assert_trap(&t, TrapKind::UndefinedBehavior, 70, "double free", "main", "%entry", "call void @free");
    let (t, _) = trap("define i32 @main() {\nentry:\n  %v = load i32, ptr null, align 4\n  ret i32 %v\n}\n");
    assert_trap(&t, TrapKind::UndefinedBehavior, 70, "null pointer", "main", "%entry", "load i32, ptr null");
    let (t, _) =
        trap("@k = constant i32 5\ndefine i32 @main() {\nentry:\n  store i32 1, ptr @k, align 4\n  ret i32 0\n}\n");
    assert_trap(&t, TrapKind::UndefinedBehavior, 70, "constant global @k", "main", "%entry", "store");
    let (t, _) = trap("define i32 @main() {\nentry:\n  %a = alloca [2 x i32], align 4\n  %p = getelementptr i8, ptr %a, i64 1\n  %v = load i32, ptr %p, align 4\n  ret i32 %v\n}\n");
    assert_trap(&t, TrapKind::UndefinedBehavior, 70, "misaligned", "main", "%entry", "load");
    let (t, _) = trap("define ptr @leak() {\nentry:\n  %a = alloca i32, align 4\n  ret ptr %a\n}\ndefine i32 @main() {\nentry:\n  %p = call ptr @leak()\n  %v = load i32, ptr %p, align 4\n  ret i32 %v\n}\n");
    assert_trap(&t, TrapKind::UndefinedBehavior, 70, "use after free", "main", "%entry", "load");
}

#[test]
fn poison_is_ub_only_where_it_is_used() {
    // An nsw overflow makes poison; computing with it and discarding the result is fine...
    let (s, code) = ok("define i32 @main() {\nentry:\n  %p = add nsw i32 2147483647, 1\n  %q = mul i32 %p, 2\n  %f = freeze i32 %p\n  ret i32 %f\n}\n");
    assert_eq!((s.as_str(), code), ("", 0), "freeze turns poison into 0");
    // ...but branching on it is undefined behaviour.
    let (t, _) = trap("define i32 @main() {\nentry:\n  %p = shl i32 1, 40\n  %c = icmp eq i32 %p, 0\n  br i1 %c, label %a, label %b\na:\n  ret i32 1\nb:\n  ret i32 2\n}\n");
    assert_trap(&t, TrapKind::UndefinedBehavior, 70, "branch condition is poison", "main", "%entry", "br i1 %c");
    let (t, _) = trap("define i32 @main() {\nentry:\n  %x = fptosi double 1.0e20 to i32\n  %a = alloca i32, align 4\n  %p = getelementptr i32, ptr %a, i32 %x\n  store i32 1, ptr %p, align 4\n  ret i32 0\n}\n");
    assert_trap(&t, TrapKind::UndefinedBehavior, 70, "store address is poison", "main", "%entry", "store");
}

#[test]
fn deep_recursion_hits_the_depth_limit_not_the_rust_stack() {
    let (t, _) = trap("define i32 @down(i32 %n) {\nentry:\n  %m = add i32 %n, 1\n  %r = call i32 @down(i32 %m)\n  ret i32 %r\n}\ndefine i32 @main() {\nentry:\n  %r = call i32 @down(i32 0)\n  ret i32 %r\n}\n");
    assert_eq!(t.kind, TrapKind::ResourceLimit, "{t}");
    assert_eq!(t.exit_status(), 75);
    assert!(t.message.contains("stack overflow"));
}

#[test]
fn calling_a_non_function_is_ub() {
    let (t, _) = trap("@g = global i32 0\ndefine i32 @main() {\nentry:\n  %r = call i32 @g()\n  ret i32 %r\n}\n");
    assert_trap(&t, TrapKind::UndefinedBehavior, 70, "not the address of a function", "main", "%entry", "call");
}

const CHATTY: &str = "declare ptr @malloc(i64)\n\
define i32 @main() {\nentry:\n  br label %loop\nloop:\n  %i = phi i32 [0, %entry], [%n, %loop]\n  %p = call ptr @malloc(i64 8)\n  %a = ptrtoint ptr %p to i64\n  %t = trunc i64 %a to i32\n  %x = xor i32 %t, %i\n  call i32 (ptr, ...) @printf(ptr @.d, i32 %x)\n  %n = add i32 %i, 1\n  %c = icmp slt i32 %n, 50\n  br i1 %c, label %loop, label %done\ndone:\n  ret i32 0\n}\n";

#[test]
fn runs_are_deterministic() {
    let a = run(CHATTY).unwrap();
    let b = run(CHATTY).unwrap();
    assert_eq!(a, b);
    assert_eq!(a.stdout.iter().filter(|&&c| c == b'\n').count(), 50);
}

#[test]
fn phis_assign_in_parallel() {
    // Swapping two phis each iteration: sequential assignment would make them equal.
    let (s, _) = ok("define i32 @main() {\nentry:\n  br label %loop\nloop:\n  %a = phi i32 [1, %entry], [%b, %loop]\n  %b = phi i32 [2, %entry], [%a, %loop]\n  %i = phi i32 [0, %entry], [%n, %loop]\n  %n = add i32 %i, 1\n  %c = icmp slt i32 %n, 3\n  br i1 %c, label %loop, label %done\ndone:\n  %r = mul i32 %a, 10\n  %s = add i32 %r, %b\n  call i32 (ptr, ...) @printf(ptr @.d, i32 %s)\n  ret i32 0\n}\n");
    assert_eq!(s, "12\n", "after three visits (two swaps) a=1, b=2");
}

#[test]
fn vectors() {
    let src = "declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)\ndeclare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>)\n\
define i32 @main() {\nentry:\n\
  %v = add <4 x i32> <i32 1, i32 2, i32 3, i32 2147483647>, <i32 10, i32 20, i32 30, i32 1>\n\
  %s = shufflevector <4 x i32> %v, <4 x i32> <i32 100, i32 200, i32 300, i32 400>, <4 x i32> <i32 3, i32 4, i32 0, i32 7>\n\
  %e = extractelement <4 x i32> %s, i64 0\n\
  call i32 (ptr, ...) @printf(ptr @.d, i32 %e)\n\
  %m = call <4 x i32> @llvm.smax.v4i32(<4 x i32> %s, <4 x i32> zeroinitializer)\n\
  %r = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %m)\n\
  call i32 (ptr, ...) @printf(ptr @.d, i32 %r)\n\
  %c = icmp sgt <4 x i32> %s, <i32 0, i32 150, i32 0, i32 0>\n\
  %sel = select <4 x i1> %c, <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32> <i32 5, i32 5, i32 5, i32 5>\n\
  %bits = bitcast <4 x i1> %c to i4\n\
  %z = zext i4 %bits to i32\n\
  call i32 (ptr, ...) @printf(ptr @.d, i32 %z)\n\
  %r2 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %sel)\n\
  call i32 (ptr, ...) @printf(ptr @.d, i32 %r2)\n\
  %w = bitcast <4 x i32> <i32 1, i32 0, i32 2, i32 0> to <2 x i64>\n\
  %hi = extractelement <2 x i64> %w, i32 1\n\
  %h32 = trunc i64 %hi to i32\n\
  call i32 (ptr, ...) @printf(ptr @.d, i32 %h32)\n\
  %a = alloca <4 x i32>, align 16\n\
  store <4 x i32> %s, ptr %a, align 16\n\
  %p = getelementptr i32, ptr %a, i64 2\n\
  %l = load i32, ptr %p, align 4\n\
  call i32 (ptr, ...) @printf(ptr @.d, i32 %l)\n\
  ret i32 0\n}\n";
    let (s, _) = ok(src);
    // %v = <11, 22, 33, INT_MIN>; %s = <INT_MIN, 100, 11, 400>; smax with 0 = <0, 100, 11, 400>.
    assert_eq!(
        s, "-2147483648\n511\n12\n12\n2\n11\n",
        "lanes 2 and 3 compare greater: mask 0b1100, select sum 5+5+1+1"
    );
}

#[test]
fn va_arg_instruction_and_va_start_layout() {
    // Named: one int and one double, so variadic ints start at gp_offset 8 and doubles at 64.
    let src = "declare void @llvm.va_start.p0(ptr)\ndeclare void @llvm.va_end.p0(ptr)\n\
define i32 @sum(i32 %n, double %d, ...) {\nentry:\n  %ap = alloca [24 x i8], align 16\n  call void @llvm.va_start.p0(ptr %ap)\n\
  %gp = load i32, ptr %ap, align 4\n  %fpp = getelementptr i8, ptr %ap, i64 4\n  %fp = load i32, ptr %fpp, align 4\n\
  %x = mul i32 %gp, 1000\n  %y = add i32 %x, %fp\n  call i32 (ptr, ...) @printf(ptr @.d, i32 %y)\n\
  br label %loop\nloop:\n  %i = phi i32 [0, %entry], [%i1, %loop]\n  %acc = phi i64 [0, %entry], [%acc1, %loop]\n\
  %v = va_arg ptr %ap, i64\n  %f = va_arg ptr %ap, double\n  %fi = fptosi double %f to i64\n  %t = add i64 %v, %fi\n  %acc1 = add i64 %acc, %t\n\
  %i1 = add i32 %i, 1\n  %c = icmp slt i32 %i1, %n\n  br i1 %c, label %loop, label %done\n\
done:\n  call void @llvm.va_end.p0(ptr %ap)\n  %r = trunc i64 %acc1 to i32\n  ret i32 %r\n}\n\
define i32 @main() {\nentry:\n  %r = call i32 (i32, double, ...) @sum(i32 9, double 0.5, i64 1, double 10.0, i64 2, double 20.0, i64 3, double 30.0, i64 4, double 40.0, i64 5, double 50.0, i64 6, double 60.0, i64 7, double 70.0, i64 8, double 80.0, i64 9, double 90.0)\n\
  call i32 (ptr, ...) @printf(ptr @.d, i32 %r)\n  ret i32 0\n}\n";
    let (s, _) = ok(src);
    assert_eq!(s, "8064\n495\n", "gp_offset 8, fp_offset 64; 1+..+9 + 10+..+90 through registers and overflow");
}

#[test]
fn qsort_and_bsearch_call_back_into_ir() {
    let src = "declare void @qsort(ptr, i64, i64, ptr)\ndeclare ptr @bsearch(ptr, ptr, i64, i64, ptr)\n\
@arr = global [6 x i32] [i32 5, i32 -3, i32 9, i32 0, i32 7, i32 -8]\n@calls = global i32 0\n\
define internal i32 @cmp(ptr %a, ptr %b) {\nentry:\n  %x = load i32, ptr %a, align 4\n  %y = load i32, ptr %b, align 4\n\
  %n = load i32, ptr @calls, align 4\n  %n1 = add i32 %n, 1\n  store i32 %n1, ptr @calls, align 4\n\
  %lt = icmp slt i32 %x, %y\n  %gt = icmp sgt i32 %x, %y\n  %l = zext i1 %lt to i32\n  %g = zext i1 %gt to i32\n  %r = sub i32 %g, %l\n  ret i32 %r\n}\n\
define i32 @main() {\nentry:\n  call void @qsort(ptr @arr, i64 6, i64 4, ptr @cmp)\n\
  br label %loop\nloop:\n  %i = phi i64 [0, %entry], [%i1, %loop]\n  %p = getelementptr [6 x i32], ptr @arr, i64 0, i64 %i\n  %v = load i32, ptr %p, align 4\n\
  call i32 (ptr, ...) @printf(ptr @.d, i32 %v)\n  %i1 = add i64 %i, 1\n  %c = icmp ult i64 %i1, 6\n  br i1 %c, label %loop, label %find\n\
find:\n  %k = alloca i32, align 4\n  store i32 7, ptr %k, align 4\n  %f = call ptr @bsearch(ptr %k, ptr @arr, i64 6, i64 4, ptr @cmp)\n\
  %fi = ptrtoint ptr %f to i64\n  %base = ptrtoint ptr @arr to i64\n  %off = sub i64 %fi, %base\n  %o32 = trunc i64 %off to i32\n\
  call i32 (ptr, ...) @printf(ptr @.d, i32 %o32)\n  %n = load i32, ptr @calls, align 4\n  %pos = icmp sgt i32 %n, 0\n  %r = zext i1 %pos to i32\n  ret i32 %r\n}\n";
    let (s, code) = ok(src);
    assert_eq!(s, "-8\n-3\n0\n5\n7\n9\n16\n");
    assert_eq!(code, 1, "the comparator ran");
}

#[test]
fn pointers_survive_ptrtoint_inttoptr_and_memory() {
    let src = "define i32 @main() {\nentry:\n  %a = alloca [4 x i32], align 16\n  %slot = alloca ptr, align 8\n\
  %i = ptrtoint ptr %a to i64\n  %j = add i64 %i, 8\n  %p = inttoptr i64 %j to ptr\n  store i32 42, ptr %p, align 4\n\
  store ptr %p, ptr %slot, align 8\n  %q = load ptr, ptr %slot, align 8\n  %back = getelementptr i32, ptr %q, i64 -2\n\
  %e = getelementptr [4 x i32], ptr %back, i64 0, i64 2\n  %v = load i32, ptr %e, align 4\n\
  %al = and i64 %i, 15\n  %z = trunc i64 %al to i32\n  %r = add i32 %v, %z\n  ret i32 %r\n}\n";
    assert_eq!(ok(src).1, 42, "the round-tripped pointer reaches the same object; the alloca is 16-aligned");
}

#[test]
fn switch_indirectbr_and_blockaddress() {
    let src = "@targets = constant [2 x ptr] [ptr blockaddress(@main, %one), ptr blockaddress(@main, %two)]\n\
define i32 @main() {\nentry:\n  switch i32 7, label %def [ i32 1, label %one\n i32 7, label %seven ]\n\
def:\n  ret i32 99\nseven:\n  %p = getelementptr [2 x ptr], ptr @targets, i64 0, i64 1\n  %t = load ptr, ptr %p, align 8\n  indirectbr ptr %t, [label %one, label %two]\n\
one:\n  ret i32 1\ntwo:\n  ret i32 2\n}\n";
    assert_eq!(ok(src).1, 2);
}

#[test]
fn exit_argv_and_wide_integers() {
    let src = "declare void @exit(i32)\n\
define void @finish(i32 %c) {\nentry:\n  call void @exit(i32 %c)\n  unreachable\n}\n\
define i32 @main(i32 %argc, ptr %argv) {\nentry:\n  %p = getelementptr ptr, ptr %argv, i64 1\n  %s = load ptr, ptr %p, align 8\n\
  call i32 (ptr, ...) @printf(ptr @.s, ptr %s)\n  call i32 (ptr, ...) @printf(ptr @.d, i32 %argc)\n\
  %big = mul i128 18446744073709551616, 3\n  %sh = lshr i128 %big, 64\n  %t = trunc i128 %sh to i32\n  call i32 (ptr, ...) @printf(ptr @.d, i32 %t)\n\
  %o = add i7 63, 1\n  %os = sext i7 %o to i32\n  call i32 (ptr, ...) @printf(ptr @.d, i32 %os)\n\
  %last = getelementptr ptr, ptr %argv, i32 %argc\n  %nul = load ptr, ptr %last, align 8\n  %isnull = icmp eq ptr %nul, null\n  %code = select i1 %isnull, i32 3, i32 4\n\
  call void @finish(i32 %code)\n  ret i32 0\n}\n";
    let out = run_cfg(src, Config { args: vec!["hello".into(), "x".into()], ..Config::default() }).unwrap();
    assert_eq!(String::from_utf8(out.stdout).unwrap(), "hello\n3\n3\n-64\n");
    assert_eq!(out.exit_code, 3, "exit() from a nested call; argv[argc] is null");
}

#[test]
fn stdio_functions_reach_the_right_streams() {
    let src = "%FILE = type opaque\n@stdout = external global ptr\n@stderr = external global ptr\n\
@.hi = private constant [3 x i8] c\"hi\\00\"\n@.e = private constant [6 x i8] c\"err%d\\00\"\n\
declare i32 @puts(ptr)\ndeclare i32 @putchar(i32)\ndeclare i32 @fputc(i32, ptr)\ndeclare i32 @fputs(ptr, ptr)\n\
declare i64 @fwrite(ptr, i64, i64, ptr)\ndeclare i32 @fprintf(ptr, ptr, ...)\n\
define i32 @main() {\nentry:\n  %o = load ptr, ptr @stdout, align 8\n  %e = load ptr, ptr @stderr, align 8\n\
  call i32 @puts(ptr @.hi)\n  call i32 @putchar(i32 65)\n  call i32 @fputc(i32 66, ptr %o)\n  call i32 @fputs(ptr @.hi, ptr %o)\n\
  %n = call i64 @fwrite(ptr @.hi, i64 1, i64 2, ptr %o)\n  call i32 @fprintf(ptr %e, ptr @.e, i32 7)\n  call i32 @fputc(i32 10, ptr %e)\n\
  %r = trunc i64 %n to i32\n  ret i32 %r\n}\n";
    let out = run(src).unwrap();
    assert_eq!(String::from_utf8(out.stdout).unwrap(), "hi\nABhihi");
    assert_eq!(String::from_utf8(out.stderr).unwrap(), "err7\n");
    assert_eq!(out.exit_code, 2);
}

#[test]
fn stackrestore_frees_later_allocas() {
    let src = "declare ptr @llvm.stacksave.p0()\ndeclare void @llvm.stackrestore.p0(ptr)\n\
define i32 @main() {\nentry:\n  %keep = alloca i32, align 4\n  %sp = call ptr @llvm.stacksave.p0()\n  %vla = alloca i32, i64 10, align 16\n\
  store i32 5, ptr %vla, align 4\n  call void @llvm.stackrestore.p0(ptr %sp)\n  store i32 1, ptr %keep, align 4\n  %v = load i32, ptr %vla, align 4\n  ret i32 %v\n}\n";
    let (t, _) = trap(src);
    assert_trap(&t, TrapKind::UndefinedBehavior, 70, "use after free", "main", "%entry", "load i32, ptr %vla");
}

#[test]
fn huge_lengths_trap_instead_of_panicking() {
    let src =
        "declare ptr @memset(ptr, i32, i64)\ndeclare ptr @strncpy(ptr, ptr, i64)\n@s = global [4 x i8] c\"abc\\00\"\n\
define i32 @main() {\nentry:\n  %a = alloca i8, align 1\n  call ptr @strncpy(ptr %a, ptr @s, i64 -1)\n  ret i32 0\n}\n";
    let (t, _) = trap(src);
    assert_trap(&t, TrapKind::UndefinedBehavior, 70, "out-of-bounds", "main", "%entry", "strncpy");
    let src = "declare ptr @memset(ptr, i32, i64)\n\
define i32 @main() {\nentry:\n  %a = alloca i8, align 1\n  call ptr @memset(ptr %a, i32 0, i64 -1)\n  ret i32 0\n}\n";
    assert_eq!(trap(src).0.exit_status(), 70);
}

#[test]
fn float_semantics() {
    let src = "declare double @llvm.fmuladd.f64(double, double, double)\ndeclare float @llvm.sqrt.f32(float)\n\
define i32 @main() {\nentry:\n\
  %m = call double @llvm.fmuladd.f64(double 0x3FB999999999999A, double 10.0, double -1.0)\n\
  %isz = fcmp oeq double %m, 0.0\n  %a = zext i1 %isz to i32\n\
  %h = fptrunc double 0x3FD5555555555555 to half\n  %hb = bitcast half %h to i16\n  %hz = zext i16 %hb to i32\n\
  %n = fdiv double 0.0, 0.0\n  %uno = fcmp uno double %n, 1.0\n  %u = zext i1 %uno to i32\n\
  %s = call float @llvm.sqrt.f32(float 2.0)\n  %sb = bitcast float %s to i32\n\
  %bad = fptoui float -1.0 to i32\n  %fz = freeze i32 %bad\n\
  call i32 (ptr, ...) @printf(ptr @.d, i32 %a)\n  call i32 (ptr, ...) @printf(ptr @.d, i32 %hz)\n  call i32 (ptr, ...) @printf(ptr @.d, i32 %u)\n\
  call i32 (ptr, ...) @printf(ptr @.d, i32 %sb)\n  call i32 (ptr, ...) @printf(ptr @.d, i32 %fz)\n  ret i32 0\n}\n";
    let (s, _) = ok(src);
    // 0.1*10 rounds to exactly 1.0 unfused (a fused multiply-add would give 5.55e-17).
    assert_eq!(s, format!("1\n{}\n1\n{}\n0\n", 0x3555, 2f32.sqrt().to_bits() as i32));
}

#[test]
fn is_fpclass_tests_each_class_bit() {
    // Mask bits: 0 sNaN, 1 qNaN, 2 -inf, 3 -normal, 4 -subnormal, 5 -0, 6 +0, 7 +subnormal,
    // 8 +normal, 9 +inf. Each value is tested against the mask of its own class and its
    // complement; the printed pair must be "1 0".
    let cases = [
        ("0x7FF4000000000000", 1),
        ("0x7FF8000000000000", 2),
        ("0xFFF0000000000000", 4),
        ("-1.0", 8),
        ("0x8000000000000001", 16),
        ("-0.0", 32),
        ("0.0", 64),
        ("0x0000000000000001", 128),
        ("1.0e300", 256),
        ("0x7FF0000000000000", 512),
    ];
    for (val, mask) in cases {
        let src = format!(
            "declare i1 @llvm.is.fpclass.f64(double, i32)\ndeclare i1 @llvm.is.fpclass.f32(float, i32)\n\
             define i32 @main() {{\nb0:\n  %a = call i1 @llvm.is.fpclass.f64(double {val}, i32 {mask})\n  \
             %b = call i1 @llvm.is.fpclass.f64(double {val}, i32 {inv})\n  %f = fptrunc double {val} to float\n  \
             %c = call i1 @llvm.is.fpclass.f32(float %f, i32 {mask})\n  %x = zext i1 %a to i32\n  \
             %y = zext i1 %b to i32\n  %z = zext i1 %c to i32\n  \
             call i32 (ptr, ...) @printf(ptr @.d, i32 %x)\n  call i32 (ptr, ...) @printf(ptr @.d, i32 %y)\n  \
             call i32 (ptr, ...) @printf(ptr @.d, i32 %z)\n  ret i32 0\n}}\n",
            inv = 1023 ^ mask
        );
        let (out, _) = ok(&src);
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(&lines[..2], ["1", "0"], "{val} against mask {mask}");
        // fptrunc keeps NaN, infinity, zero and sign classes but flushes tiny/huge doubles.
        if ![16, 128, 256, 1].contains(&mask) {
            assert_eq!(lines[2], "1", "float {val} against mask {mask}");
        }
    }
}

#[test]
fn relative_lookup_tables_reach_their_targets() {
    // What clang's relative lookup table conversion emits for a switch returning strings.
    let src = "@s0 = private constant [5 x i8] c\"zero\\00\"\n@s1 = private constant [4 x i8] c\"one\\00\"\n\
        @tbl = private constant [2 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @s0 to i64), i64 ptrtoint (ptr @tbl to i64)) to i32), \
        i32 trunc (i64 sub (i64 ptrtoint (ptr @s1 to i64), i64 ptrtoint (ptr @tbl to i64)) to i32)]\n\
        declare ptr @llvm.load.relative.i64(ptr, i64)\n\
        define i32 @main() {\nb0:\n  %a = call ptr @llvm.load.relative.i64(ptr @tbl, i64 4)\n  \
        %b = call ptr @llvm.load.relative.i64(ptr @tbl, i64 0)\n  \
        call i32 (ptr, ...) @printf(ptr @.s, ptr %a)\n  call i32 (ptr, ...) @printf(ptr @.s, ptr %b)\n  ret i32 0\n}\n";
    assert_eq!(ok(src), ("one\nzero\n".to_string(), 0));
}

#[test]
fn global_ctors_and_dtors_run_in_priority_order_around_main() {
    let structors = "@.p = private constant [3 x i8] c\"%d\\00\"\n\
        @llvm.global_ctors = appending global [2 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @c1, ptr null }, { i32, ptr, ptr } { i32 101, ptr @c2, ptr null }]\n\
        @llvm.global_dtors = appending global [3 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 300, ptr @d1, ptr null }, { i32, ptr, ptr } { i32 65535, ptr @d2, ptr null }, { i32, ptr, ptr } { i32 65535, ptr @d3, ptr null }]\n\
        define internal void @c1() {\nb:\n  call i32 (ptr, ...) @printf(ptr @.p, i32 1)\n  ret void\n}\n\
        define internal void @c2() {\nb:\n  call i32 (ptr, ...) @printf(ptr @.p, i32 2)\n  ret void\n}\n\
        define internal void @d1() {\nb:\n  call i32 (ptr, ...) @printf(ptr @.p, i32 7)\n  ret void\n}\n\
        define internal void @d2() {\nb:\n  call i32 (ptr, ...) @printf(ptr @.p, i32 8)\n  ret void\n}\n\
        define internal void @d3() {\nb:\n  call i32 (ptr, ...) @printf(ptr @.p, i32 9)\n  ret void\n}\n\
        declare void @exit(i32)\n";
    let ret = format!(
        "{structors}define i32 @main() {{\nb:\n  call i32 (ptr, ...) @printf(ptr @.p, i32 0)\n  ret i32 3\n}}\n"
    );
    assert_eq!(ok(&ret), ("210987".to_string(), 3), "ctors by priority; dtors in reverse");
    let exit = format!(
        "{structors}define i32 @main() {{\nb:\n  call i32 (ptr, ...) @printf(ptr @.p, i32 0)\n  call void @exit(i32 4)\n  unreachable\n}}\n"
    );
    assert_eq!(ok(&exit), ("210987".to_string(), 4), "exit runs the destructors");
    let trapped = format!("{structors}define i32 @main() {{\nb:\n  %q = sdiv i32 1, 0\n  ret i32 %q\n}}\n");
    let (_, out) = trap(&trapped);
    assert_eq!(out.stdout, b"21", "a trap runs no destructors");
}

#[test]
fn masked_loads_and_stores_touch_only_enabled_lanes() {
    // The buffer holds 3 i32s; lane 3 of every access is past its end and disabled.
    let src = "declare <4 x i32> @llvm.masked.load.v4i32.p0(ptr, i32, <4 x i1>, <4 x i32>)\n\
        declare void @llvm.masked.store.v4i32.p0(<4 x i32>, ptr, i32, <4 x i1>)\n\
        declare <2 x i32> @llvm.masked.gather.v2i32.v2p0(<2 x ptr>, i32, <2 x i1>, <2 x i32>)\n\
        declare void @llvm.masked.scatter.v2i32.v2p0(<2 x i32>, <2 x ptr>, i32, <2 x i1>)\n\
        define i32 @main() {\nb0:\n  %p = alloca [3 x i32]\n\
        call void @llvm.masked.store.v4i32.p0(<4 x i32> <i32 10, i32 20, i32 30, i32 40>, ptr %p, i32 4, <4 x i1> <i1 true, i1 false, i1 true, i1 false>)\n\
        %q = getelementptr i32, ptr %p, i64 1\n  store i32 7, ptr %q\n\
        %v = call <4 x i32> @llvm.masked.load.v4i32.p0(ptr %p, i32 4, <4 x i1> <i1 true, i1 true, i1 false, i1 false>, <4 x i32> <i32 1, i32 2, i32 3, i32 4>)\n\
        %e0 = extractelement <4 x i32> %v, i64 0\n  %e1 = extractelement <4 x i32> %v, i64 1\n  %e2 = extractelement <4 x i32> %v, i64 2\n\
        %r = getelementptr i32, ptr %p, i64 2\n  %ps0 = insertelement <2 x ptr> poison, ptr %r, i64 0\n  %ps = insertelement <2 x ptr> %ps0, ptr null, i64 1\n\
        call void @llvm.masked.scatter.v2i32.v2p0(<2 x i32> <i32 99, i32 98>, <2 x ptr> %ps, i32 4, <2 x i1> <i1 true, i1 false>)\n\
        %g = call <2 x i32> @llvm.masked.gather.v2i32.v2p0(<2 x ptr> %ps, i32 4, <2 x i1> <i1 true, i1 false>, <2 x i32> <i32 5, i32 6>)\n\
        %g0 = extractelement <2 x i32> %g, i64 0\n  %g1 = extractelement <2 x i32> %g, i64 1\n\
        %s1 = mul i32 %e0, 1000000\n  %s2 = mul i32 %e1, 10000\n  %s3 = mul i32 %e2, 1000\n  %t1 = add i32 %s1, %s2\n  %t2 = add i32 %t1, %s3\n\
        call i32 (ptr, ...) @printf(ptr @.d, i32 %t2)\n  call i32 (ptr, ...) @printf(ptr @.d, i32 %g0)\n  call i32 (ptr, ...) @printf(ptr @.d, i32 %g1)\n  ret i32 0\n}\n";
    assert_eq!(ok(src), ("10073000\n99\n6\n".to_string(), 0));
    // An enabled lane past the end is an out-of-bounds access.
    let bad = src
        .replace("<4 x i1> <i1 true, i1 true, i1 false, i1 false>", "<4 x i1> <i1 true, i1 true, i1 false, i1 true>");
    assert!(trap(&bad).0.message.contains("out-of-bounds"));
}

#[test]
fn inbounds_gep_from_one_global_into_another_is_poison() {
    // Globals are packed close together, so 64 bytes past @a may land on @b; an inbounds GEP
    // that leaves @a is still poison.
    let src = "@a = global [2 x i32] zeroinitializer\n@b = global [64 x i32] zeroinitializer\n\
        define i32 @main() {\nb0:\n  %p = getelementptr inbounds i8, ptr @a, i64 64\n  %v = load i32, ptr %p\n  ret i32 %v\n}\n";
    let (t, _) = trap(src);
    assert!(t.message.contains("poison"), "{t}");
    let (out, code) =
        ok(&src.replace(", i64 64", ", i64 8").replace("%v = load i32, ptr %p", "%v = ptrtoint ptr %p to i32"));
    assert!(out.is_empty() && code != 0, "one past the end stays a valid address");
}

/// `@thrower` throws an `int`; `main` invokes it with a landing pad of `clauses`, returns 1 on
/// the normal path, and otherwise 10 + a code for the selector (0 cleanup, 1 positive, 2 negative).
fn eh_program(clauses: &str) -> String {
    format!(
        "@_ZTIi = external constant ptr\n@_ZTId = external constant ptr\n\
declare ptr @__cxa_allocate_exception(i64)\ndeclare void @__cxa_throw(ptr, ptr, ptr)\ndeclare i32 @__gxx_personality_v0(...)\n\
declare i32 @llvm.eh.typeid.for.p0(ptr)\n\
define void @thrower() {{\n  %e = call ptr @__cxa_allocate_exception(i64 4)\n  store i32 7, ptr %e\n  call void @__cxa_throw(ptr %e, ptr @_ZTIi, ptr null)\n  unreachable\n}}\n\
define i32 @main() personality ptr @__gxx_personality_v0 {{\nentry:\n  invoke void @thrower()\n          to label %ok unwind label %lp\n\
ok:\n  ret i32 1\n\
lp:\n  %l = landingpad {{ ptr, i32 }}\n{clauses}\n  %s = extractvalue {{ ptr, i32 }} %l, 1\n\
  %isint = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi)\n  %m = icmp eq i32 %s, %isint\n  %neg = icmp slt i32 %s, 0\n  %zero = icmp eq i32 %s, 0\n\
  %a = select i1 %neg, i32 12, i32 11\n  %b = select i1 %zero, i32 10, i32 %a\n  %c = select i1 %m, i32 20, i32 %b\n  ret i32 %c\n}}\n"
    )
}

#[test]
fn landing_pads_get_the_selector_of_the_clause_that_applies() {
    // The catch of the thrown type: its type id, which llvm.eh.typeid.for agrees with.
    assert_eq!(ok(&eh_program("          catch ptr @_ZTId\n          catch ptr @_ZTIi")).1, 20);
    // catch (...) is a handler with some other positive selector.
    assert_eq!(ok(&eh_program("          catch ptr @_ZTId\n          catch ptr null")).1, 11);
    // An empty exception specification takes every exception (negative selector).
    assert_eq!(ok(&eh_program("          filter [0 x ptr] zeroinitializer")).1, 12);
    // A cleanup runs with selector 0 when a handler exists further out; with none, nothing
    // catches, so the program terminates before any cleanup runs.
    let (t, out) = trap(&eh_program("          cleanup\n          catch ptr @_ZTId"));
    assert_eq!(t.kind, TrapKind::Abort, "{t}");
    assert_eq!(t.exit_status(), 134);
    assert!(t.message.contains("terminate called after throwing an instance of '_ZTIi'"), "{}", t.message);
    assert!(out.stdout.is_empty());
    // A specification that lists the thrown type lets it pass: again no handler at all.
    let (t, _) = trap(&eh_program("          filter [1 x ptr] [ptr @_ZTIi]"));
    assert_eq!(t.exit_status(), 134);
}
