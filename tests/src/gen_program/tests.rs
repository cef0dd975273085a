//! Tests of the program generator: determinism, feature coverage, acceptance and termination.

use super::harness::{clang_run, run_property, sample_modules, RunConfig};
use super::render::WIDE_INT_PARAMS;
use super::{Features, GenModule, IntOp, Stmt};

const SEED: [u8; 16] = *b"gen_program unit";

fn samples(n: u32) -> Vec<GenModule> {
    sample_modules(n, SEED)
}

#[test]
fn same_seed_same_modules_other_seed_other_modules() {
    let a: Vec<String> = sample_modules(20, SEED).iter().map(GenModule::to_ll).collect();
    let b: Vec<String> = sample_modules(20, SEED).iter().map(GenModule::to_ll).collect();
    let c: Vec<String> = sample_modules(20, [3; 16]).iter().map(GenModule::to_ll).collect();
    assert_eq!(a, b);
    assert_ne!(a, c);
    assert!(a.iter().collect::<std::collections::HashSet<_>>().len() == a.len(), "duplicate modules");
}

#[test]
fn generated_modules_parse_and_verify_in_kiln() {
    for (i, m) in samples(200).iter().enumerate() {
        if let Err(e) = m.to_module() {
            panic!("case {i} rejected by Kiln:\n{e}\n{}", m.to_ll());
        }
    }
}

#[test]
fn every_feature_appears_across_200_samples() {
    let mut total = Features::default();
    let mut text_switches = 0;
    let mut text_phis = 0;
    let mut text_indirect = 0;
    for m in samples(200) {
        total.add(&m.features());
        let ll = m.to_ll();
        text_switches += ll.matches(" switch ").count();
        text_phis += ll.matches(" = phi ").count();
        text_indirect += ll.matches(" indirectbr ptr ").count();
    }
    eprintln!("{total:#?}");
    // The renderer's counts agree with the text where the text is easy to read.
    assert_eq!(text_switches, total.dense_switches + total.sparse_switches);
    assert_eq!(text_indirect, total.indirect_branches);
    assert_eq!(text_phis, total.phis);
    let f = &total;
    for (name, n) in [
        ("i128 ops", f.i128_ops),
        ("vector ops", f.vector_ops),
        ("shuffles", f.shuffles),
        ("fp ops", f.fp_ops),
        ("dense switches", f.dense_switches),
        ("sparse switches", f.sparse_switches),
        ("selects", f.selects),
        ("loops", f.loops),
        ("early exits", f.breaks),
        ("phis", f.phis),
        ("calls", f.calls),
        ("calls with >6 int args", f.calls_many_int),
        ("calls with >8 fp args", f.calls_many_fp),
        ("global accesses", f.global_accesses),
        ("struct GEPs", f.struct_geps),
        ("alloca accesses", f.local_accesses),
        ("casts", f.casts),
        ("atomics", f.atomics),
        ("indirect branches", f.indirect_branches),
        ("nuw nsw adds", f.no_wrap_adds),
    ] {
        assert!(n >= 20, "only {n} {name} in 200 modules");
    }
}

#[test]
fn sizes_stay_modest() {
    for m in samples(200) {
        assert!((1..=8).contains(&m.funcs.len()));
        let lines = m.to_ll().lines().count();
        assert!(lines < 20_000, "{lines} lines");
    }
}

#[test]
fn generated_programs_terminate_natively() {
    let Some(clang) = crate::llvm_tool("clang-19", "termination of generated programs") else { return };
    for (i, m) in samples(6).iter().enumerate() {
        let r =
            clang_run(&clang, &m.to_ll(), "0", &format!("unit-term-{i}")).unwrap_or_else(|e| panic!("case {i}: {e}"));
        assert_eq!(r.status, Some(0), "case {i}");
        let out = String::from_utf8_lossy(&r.stdout);
        assert_eq!(out.lines().count(), m.funcs.len() + 1, "case {i}: one line per function and one for globals");
    }
}

#[test]
fn failures_shrink_to_small_programs() {
    // A stand-in bug: any module containing `srem` fails.
    let mut cfg = RunConfig::new(50);
    cfg.threads = 1;
    let failure = run_property(&cfg, |ll| if ll.contains(" srem ") { Err("srem".into()) } else { Ok(()) })
        .expect_err("50 modules without a single srem");
    let m = &failure.module;
    assert_eq!(m.funcs.len(), 1, "shrunk to:\n{}", failure.ll);
    // The srem alone, or inside the `if`s, loops and switches it could not be lifted out of
    // (proptest shrinks a union towards its first alternative, which drops the branch's statements
    // with it): every statement is the srem or control flow on the way to it.
    fn only_srem_and_its_control_flow(body: &[Stmt]) -> bool {
        body.iter().all(|s| match s {
            Stmt::Int { op: IntOp::SRem, .. } => true,
            Stmt::If { then, els, .. } => only_srem_and_its_control_flow(then) && only_srem_and_its_control_flow(els),
            Stmt::Loop { body, .. } => only_srem_and_its_control_flow(body),
            Stmt::Switch { cases, default, .. } => {
                cases.iter().all(|(_, b)| only_srem_and_its_control_flow(b)) && only_srem_and_its_control_flow(default)
            }
            _ => false,
        })
    }
    assert!(m.num_stmts() <= 4, "shrunk to:\n{}", failure.ll);
    assert!(only_srem_and_its_control_flow(&m.funcs[0].body), "shrunk to:\n{}", failure.ll);
    assert!(m.funcs[0].params.is_empty() && m.funcs[0].locals.is_empty());
    assert!(failure.ll.contains(" srem ") && failure.shrink_steps > 0);
    eprintln!("{}", failure.ll);
}

/// With exceptions, the same recipes throw, catch and clean up (and still verify); without, they
/// hold no exception handling at all.
#[test]
fn exception_modules_throw_catch_and_clean_up() {
    let mut total = Features::default();
    let mut invokes = 0;
    for (i, mut m) in samples(200).into_iter().enumerate() {
        assert!(!m.to_ll().contains("invoke") && !m.to_ll().contains("__gen_throw("), "case {i}");
        m.exceptions = true;
        if let Err(e) = m.to_module() {
            panic!("case {i} with exceptions rejected by Kiln:\n{e}\n{}", m.to_ll());
        }
        total.add(&m.features());
        invokes += m.to_ll().matches(" = invoke ").count();
    }
    assert_eq!(invokes, total.invokes_catch + total.invokes_cleanup);
    for (name, n) in
        [("throws", total.throws), ("catching invokes", total.invokes_catch), ("cleanups", total.invokes_cleanup)]
    {
        assert!(n >= 20, "only {n} {name} in 200 modules");
    }
}

/// The type names of odd-width integers and `x86_fp80` as they appear in IR text.
const NEW_TYPES: [&str; 8] = ["i24", "i40", "i72", "i100", "i129", "i200", "i256", "x86_fp80"];

/// Whether `ll` mentions the type `name` (as a whole word).
fn mentions(ll: &str, name: &str) -> bool {
    ll.match_indices(name).any(|(k, _)| {
        let before = ll[..k].chars().next_back().is_none_or(|c| !c.is_ascii_alphanumeric() && c != '_');
        let after = ll[k + name.len()..].chars().next().is_none_or(|c| !c.is_ascii_alphanumeric() && c != '_');
        before && after
    })
}

/// With odd-width integers and `x86_fp80`, the same recipes use them everywhere (and still verify);
/// without, no module mentions them. Integers wider than 128 bits stay out of signatures unless
/// `WIDE_INT_PARAMS`.
#[test]
fn odd_width_and_fp80_modules_use_them_and_verify() {
    let mut total = Features::default();
    let mut seen = [0usize; NEW_TYPES.len()];
    for (i, mut m) in samples(200).into_iter().enumerate() {
        let plain = m.to_ll();
        for name in NEW_TYPES {
            assert!(!mentions(&plain, name), "case {i} mentions {name} without odd_ints and fp80");
        }
        m.odd_ints = true;
        m.fp80 = true;
        m.exceptions = i % 2 == 0;
        if let Err(e) = m.to_module() {
            panic!("case {i} with odd_ints and fp80 rejected by Kiln:\n{e}\n{}", m.to_ll());
        }
        let ll = m.to_ll();
        // In the generated functions (not counting the globals and main's checksum of them).
        let funcs = ll.find("define internal").map_or("", |a| &ll[a..ll.find("define i32 @main").unwrap_or(ll.len())]);
        for (k, name) in NEW_TYPES.iter().enumerate() {
            seen[k] += usize::from(mentions(funcs, name));
        }
        if !WIDE_INT_PARAMS {
            for line in
                ll.lines().filter(|l| l.starts_with("define ") || l.contains(" call ") || l.contains(" invoke "))
            {
                for wide in ["i129", "i200", "i256"] {
                    assert!(!mentions(line, wide), "case {i}: {wide} in a signature or call: {line}");
                }
            }
        }
        // Only one of the two: the other renders as basic types.
        let mut odd_only = m.clone();
        odd_only.fp80 = false;
        assert!(!mentions(&odd_only.to_ll(), "x86_fp80"), "case {i}");
        let mut fp80_only = m.clone();
        fp80_only.odd_ints = false;
        let text = fp80_only.to_ll();
        assert!(NEW_TYPES[..7].iter().all(|n| !mentions(&text, n)), "case {i}");
        total.add(&m.features());
    }
    eprintln!("{total:#?}\nmodules whose functions mention {NEW_TYPES:?}: {seen:?}");
    for (k, name) in NEW_TYPES.iter().enumerate() {
        assert!(seen[k] >= 150, "only {} of 200 modules use {name}", seen[k]);
    }
    let f = &total;
    for (name, n) in [
        ("odd-width integer ops", f.odd_int_ops),
        ("wide integer ops", f.wide_int_ops),
        ("x86_fp80 ops", f.f80_ops),
        ("odd-width and x86_fp80 memory accesses", f.odd_accesses),
        ("calls with x86_fp80", f.f80_calls),
        ("calls with odd-width integers", f.odd_int_calls),
    ] {
        assert!(n >= 20, "only {n} {name} in 200 modules");
    }
}

#[test]
fn odd_width_and_fp80_programs_terminate_natively() {
    let Some(clang) = crate::llvm_tool("clang-19", "termination of generated programs") else { return };
    for (i, mut m) in samples(6).into_iter().enumerate() {
        m.odd_ints = true;
        m.fp80 = true;
        let r = clang_run(&clang, &m.to_ll(), "0", &format!("unit-term-odd-{i}"))
            .unwrap_or_else(|e| panic!("case {i}: {e}"));
        assert_eq!(r.status, Some(0), "case {i}");
        let out = String::from_utf8_lossy(&r.stdout);
        assert_eq!(out.lines().count(), m.funcs.len() + 1, "case {i}: one line per function and one for globals");
    }
}
