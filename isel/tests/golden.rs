//! Golden tests: each tests/golden/NAME.ll lowers to exactly tests/golden/NAME.mir.
//! Run with `KILN_BLESS=1` to rewrite the expected files after an intended change.

use std::path::PathBuf;

#[test]
fn golden_mir() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden");
    let bless = std::env::var_os("KILN_BLESS").is_some();
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("golden dir")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    files.sort();
    assert!(!files.is_empty());
    let mut mismatches = Vec::new();
    for ll in files {
        let src = std::fs::read(&ll).expect("readable");
        let module = kiln_ir::text::parse(&src).expect("golden input parses");
        let m = kiln_isel::lower_module(&module, kiln_abi::Target::LINUX)
            .unwrap_or_else(|e| panic!("{}: {e:?}", ll.display()));
        let mut text = String::new();
        for f in &m.functions {
            text.push_str(&format!("; {}\n{f}", m.symbol(f.sym).name));
        }
        let expected_path = ll.with_extension("mir");
        if bless {
            std::fs::write(&expected_path, &text).expect("writable");
            continue;
        }
        let expected = std::fs::read_to_string(&expected_path).unwrap_or_default();
        if expected != text {
            mismatches.push(format!("{}:\n{text}", expected_path.display()));
        }
    }
    assert!(mismatches.is_empty(), "golden mismatches (KILN_BLESS=1 to update):\n{}", mismatches.join("\n"));
}
