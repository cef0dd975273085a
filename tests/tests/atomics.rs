//! Atomics: `atomic-expand` keeps every program's meaning (the interpreter runs the expanded IR
//! exactly like the original, and llvm-as-19 accepts it), and the x86-64 listing shows the
//! x86-TSO mapping documented in isel/src/lower/atomic.rs.

use kiln::codegen::{build, BuildOptions, EmitKind, Target};
use kiln_interp::{run_main, Config};
use kiln_tests::{llvm_as_accepts, llvm_tool, repo_root};

fn interp(m: &kiln_ir::Module, what: &str) -> (Vec<u8>, i32) {
    match run_main(m, &Config { capture: true, ..Config::default() }) {
        Ok(o) => (o.stdout, o.exit_code),
        Err((t, _)) => panic!("{what}: trap {t}"),
    }
}

#[test]
fn expanded_atomics_run_like_the_originals() {
    let llvm_as = llvm_tool("llvm-as-19", "acceptance of atomic-expand's output");
    let files = ["tests/programs/atomics.ll", "tests/c/atomics_single.O0.ll", "tests/c/atomics_single.O2.ll"];
    for file in files {
        let src = std::fs::read(repo_root().join(file)).expect("read");
        let original = kiln::load_module(&src).unwrap_or_else(|d| panic!("{file}: {d:?}"));
        assert!(kiln_isel::atomic_expand::is_needed(&original), "{file} has nothing to expand");
        let mut expanded = original.clone();
        let n = kiln_isel::atomic_expand::expand_module(&mut expanded);
        assert!(n >= 10, "{file}: only {n} instructions expanded");
        assert!(!kiln_isel::atomic_expand::is_needed(&expanded), "{file}: expansion is not a fixed point");
        if let Err(d) = kiln_ir::verifier::verify_module(&expanded) {
            panic!(
                "{file}: the expanded module does not verify: {:?}",
                d.iter().map(|d| &d.message).collect::<Vec<_>>()
            );
        }
        let printed = kiln_ir::text::print_module(&expanded);
        assert!(printed.contains("cmpxchg"), "{file}: no cmpxchg loop in\n{printed}");
        if let Some(tool) = &llvm_as {
            llvm_as_accepts(tool, &printed, "atomic-expand").unwrap_or_else(|e| panic!("{file}: llvm-as-19: {e}"));
        }
        assert_eq!(interp(&expanded, file), interp(&original, file), "{file}: expansion changed the output");
    }
}

/// The listing of `ir` built for Linux at -O2.
fn listing(ir: &str) -> String {
    let mut m = kiln::load_module(ir.as_bytes()).unwrap_or_else(|d| panic!("{d:?}"));
    let asm = build(&mut m, &BuildOptions { opt_level: 2, target: Target::LINUX, emit: EmitKind::Asm })
        .unwrap_or_else(|d| panic!("{}", kiln::render_diagnostics("t.ll", ir.as_bytes(), &d)));
    String::from_utf8(asm).expect("text")
}

/// The instruction mnemonics of a listing's body, one string per line, without operands' noise.
fn body(ir_body: &str, params: &str, ret: &str) -> String {
    let ir = format!("define {ret} @f({params}) {{\n{ir_body}\n}}\n");
    listing(&ir)
}

#[test]
fn x86_tso_mapping() {
    // seq_cst stores exchange; weaker ones, and singlethread ones, are plain moves.
    let l = body("  store atomic i32 %v, ptr %p seq_cst, align 4\n  ret void", "ptr %p, i32 %v", "void");
    assert!(l.contains("xchg") && !l.contains("mfence"), "{l}");
    let l = body("  store atomic i64 %v, ptr %p release, align 8\n  ret void", "ptr %p, i64 %v", "void");
    assert!(l.contains("mov") && !l.contains("xchg"), "{l}");
    let l = body(
        "  store atomic i8 %v, ptr %p syncscope(\"singlethread\") seq_cst, align 1\n  ret void",
        "ptr %p, i8 %v",
        "void",
    );
    assert!(!l.contains("xchg"), "{l}");
    // Fences: only a seq_cst fence between threads costs an instruction.
    let l = body("  fence seq_cst\n  ret void", "", "void");
    assert!(l.contains("mfence"), "{l}");
    let l = body("  fence acq_rel\n  fence syncscope(\"singlethread\") seq_cst\n  ret void", "", "void");
    assert!(!l.contains("mfence"), "{l}");
    // Read-modify-write: xadd for a used old value, a locked add without one.
    let l = body("  %o = atomicrmw add ptr %p, i64 %v seq_cst\n  ret i64 %o", "ptr %p, i64 %v", "i64");
    assert!(l.contains("lock xadd"), "{l}");
    let l = body("  %o = atomicrmw sub ptr %p, i16 5 monotonic\n  ret void", "ptr %p", "void");
    assert!(l.contains("lock sub"), "{l}");
    let l = body("  %o = atomicrmw or ptr %p, i32 %v seq_cst\n  ret void", "ptr %p, i32 %v", "void");
    assert!(l.contains("lock or"), "{l}");
    let l = body("  %o = atomicrmw xchg ptr %p, ptr %v seq_cst\n  ret ptr %o", "ptr %p, ptr %v", "ptr");
    assert!(l.contains("xchg") && !l.contains("lock"), "{l}");
    // A used `or` and a `max` are compare-exchange loops.
    for op in ["or", "max", "nand", "uinc_wrap"] {
        let l = body(&format!("  %o = atomicrmw {op} ptr %p, i32 %v acq_rel\n  ret i32 %o"), "ptr %p, i32 %v", "i32");
        assert!(l.contains("lock cmpxchg"), "{op}: {l}");
    }
    let l = body("  %o = atomicrmw fadd ptr %p, double %v seq_cst\n  ret double %o", "ptr %p, double %v", "double");
    assert!(l.contains("lock cmpxchg") && l.contains("addsd"), "{l}");
    // cmpxchg: the flag comes from ZF.
    let l = body(
        "  %r = cmpxchg weak ptr %p, i8 %c, i8 %n acquire monotonic\n  %ok = extractvalue { i8, i1 } %r, 1\n  ret i1 %ok",
        "ptr %p, i8 %c, i8 %n",
        "i1",
    );
    assert!(l.contains("lock cmpxchg") && l.contains("sete"), "{l}");
    // 16 bytes: libatomic.
    let l = body("  %v = load atomic i128, ptr %p seq_cst, align 16\n  ret i128 %v", "ptr %p", "i128");
    assert!(l.contains("__atomic_load_16"), "{l}");
    let l = body(
        "  %r = cmpxchg ptr %p, i128 %c, i128 %n seq_cst seq_cst\n  %o = extractvalue { i128, i1 } %r, 0\n  ret i128 %o",
        "ptr %p, i128 %c, i128 %n",
        "i128",
    );
    assert!(l.contains("__atomic_compare_exchange_16"), "{l}");
}

#[test]
fn atomics_x86_cannot_do_are_located_errors() {
    let ir = "define i32 @f(ptr %p) {\n  %v = load atomic i32, ptr %p seq_cst, align 2\n  ret i32 %v\n}\n";
    let mut m = kiln::load_module(ir.as_bytes()).expect("parses");
    let d = build(&mut m, &BuildOptions { opt_level: 0, target: Target::LINUX, emit: EmitKind::Object })
        .expect_err("a misaligned atomic load is refused");
    let text = kiln::render_diagnostics("t.ll", ir.as_bytes(), &d);
    assert!(text.contains("t.ll:2:") && text.contains("misaligned atomic access"), "{text}");
}
