//! Round trip of the corpus through Kiln's parser and printer: every `.ll` file of `tests/c`
//! and `tests/seeds` parses, prints, parses again and prints to the identical text, and that
//! text is accepted by `llvm-as-19`.

use super::tests::assert_llvm_accepts;
use crate::text::{parse, print_module};
use std::path::{Path, PathBuf};

/// The `.ll` files of `tests/<dir>`, sorted.
fn corpus(dir: &str) -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join("tests").join(dir);
    let mut files: Vec<PathBuf> =
        std::fs::read_dir(&root).map(|rd| rd.filter_map(|e| e.ok().map(|e| e.path())).collect()).unwrap_or_default();
    files.retain(|p| p.extension().is_some_and(|e| e == "ll"));
    files.sort();
    files
}

/// Parses `src`, panicking with the rendered diagnostic on failure.
fn parse_or_panic(name: &str, src: &[u8]) -> crate::Module {
    parse(src).unwrap_or_else(|d| panic!("{name} rejected:\n{}", d.render(name, src)))
}

/// Round-trips one file; returns the printed text.
fn round_trip(path: &Path) -> String {
    let name = path.display().to_string();
    let src = std::fs::read(path).expect("read corpus file");
    let first = print_module(&parse_or_panic(&name, &src));
    let again = parse_or_panic(&format!("printed {name}"), first.as_bytes());
    let second = print_module(&again);
    if first != second {
        let line = first.lines().zip(second.lines()).position(|(a, b)| a != b).unwrap_or(0);
        panic!(
            "{name}: printing is not a fixed point at line {}:\n  first:  {:?}\n  second: {:?}",
            line + 1,
            first.lines().nth(line),
            second.lines().nth(line)
        );
    }
    first
}

/// Round-trips every file of `tests/<dir>` and checks the printed text with LLVM.
fn check_dir(dir: &str) {
    let files = corpus(dir);
    assert!(!files.is_empty(), "no .ll files in tests/{dir}");
    for f in &files {
        let printed = round_trip(f);
        assert_llvm_accepts(&printed);
    }
}

#[test]
fn c_corpus_round_trips() {
    check_dir("c");
}

#[test]
fn seeds_round_trip() {
    check_dir("seeds");
}
