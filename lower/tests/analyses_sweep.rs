//! Every analysis of the pass manager (dominator and post-dominator trees, loops, trip
//! counts, call graph) runs without panicking on every function of the C corpus
//! (tests/c/*.ll, tests/seeds/*.ll), before and after mem2reg and simplifycfg, and on
//! hand-written irreducible and unreachable control flow; loop facts are checked there.

#[path = "../src/test_util.rs"]
#[allow(dead_code)]
mod test_util;

use kiln_ir::pass::AnalysisManager;
use kiln_ir::Module;
use kiln_lower::mem2reg::Mem2Reg;
use kiln_lower::simplifycfg::SimplifyCfg;
use std::path::Path;
use test_util::{parse, run_pass};

/// Computes every analysis of every defined function of `m`; returns the number of loops and
/// of loops with a known trip count.
fn analyse_all(m: &Module) -> (usize, usize) {
    let mut am = AnalysisManager::new();
    am.call_graph(m);
    let (mut loops, mut counted) = (0, 0);
    let funcs: Vec<_> = m.funcs.keys().filter(|&f| m.funcs[f].layout.entry_block().is_some()).collect();
    for f in funcs {
        am.dom_tree(m, f);
        am.post_dom_tree(m, f);
        let headers: Vec<_> = {
            let li = am.loop_info(m, f);
            li.loops().map(|l| li.header(l)).collect()
        };
        am.trip_counts(m, f);
        for h in headers {
            loops += 1;
            counted += usize::from(am.trip_count(m, f, h).is_some());
        }
    }
    (loops, counted)
}

/// The `.ll` files of a directory.
fn ll_files(dir: &Path) -> Vec<std::path::PathBuf> {
    let mut v: Vec<_> = std::fs::read_dir(dir)
        .map(|d| {
            d.filter_map(|e| e.ok().map(|e| e.path())).filter(|p| p.extension().is_some_and(|x| x == "ll")).collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

#[test]
fn analyses_run_on_the_corpus_before_and_after_the_passes() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut files = ll_files(&root.join("tests/c"));
    files.extend(ll_files(&root.join("tests/seeds")));
    if let Ok(extra) = std::env::var("KILN_EXTRA_LL_DIR") {
        files.extend(ll_files(Path::new(&extra)));
    }
    assert!(files.len() >= 40);
    let (mut loops, mut counted) = (0, 0);
    for path in &files {
        let text = std::fs::read_to_string(path).expect("read");
        let Ok(mut m) = kiln_ir::text::parse(text.as_bytes()) else { continue };
        analyse_all(&m);
        run_pass(&mut Mem2Reg::default(), &mut m);
        analyse_all(&m);
        run_pass(&mut SimplifyCfg::default(), &mut m);
        let (l, c) = analyse_all(&m);
        loops += l;
        counted += c;
    }
    assert!(loops > 50 && counted > 10, "{loops} loops, {counted} with trip counts");
}

#[test]
fn irreducible_and_unreachable_control_flow() {
    let m = parse(
        r#"
define i32 @f(i1 %c, i32 %n) {
entry:
  br i1 %c, label %a, label %b
a:
  %i = phi i32 [ 0, %entry ], [ %j, %b ]
  %i1 = add i32 %i, 1
  br label %b
b:
  %j = phi i32 [ 0, %entry ], [ %i1, %a ]
  %k = icmp slt i32 %j, %n
  br i1 %k, label %a, label %exit
exit:
  ret i32 %j
dead:
  br label %dead2
dead2:
  br i1 %c, label %dead, label %a
}
"#,
    );
    let (loops, counted) = analyse_all(&m);
    assert_eq!((loops, counted), (0, 0), "an irreducible cycle is no natural loop");
}
