//! Malformed inputs: each file under `tests/malformed` must be rejected with a diagnostic that
//! contains the expected substring, on the expected line (`tests/malformed/EXPECTATIONS`).
//!
//! `EXPECTATIONS` has one line per file: `NAME<TAB>LINE<TAB>SUBSTRING`; LINE 0 means "any".

use kiln_tests::repo_root;

#[test]
fn every_malformed_file_gets_its_diagnostic() {
    let dir = repo_root().join("tests/malformed");
    let table = std::fs::read_to_string(dir.join("EXPECTATIONS")).unwrap();
    let mut checked = 0;
    let mut listed = std::collections::HashSet::new();
    for (n, line) in table.lines().enumerate() {
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let mut parts = line.splitn(3, '\t');
        let (Some(name), Some(want_line), Some(want)) = (parts.next(), parts.next(), parts.next()) else {
            panic!("EXPECTATIONS:{}: expected NAME<TAB>LINE<TAB>SUBSTRING", n + 1);
        };
        listed.insert(name.to_string());
        let src = std::fs::read(dir.join(name)).unwrap_or_else(|e| panic!("{name}: {e}"));
        let diags = match kiln::load_module(&src) {
            Ok(_) => panic!("{name}: accepted, but it should fail with '{want}'"),
            Err(d) => d,
        };
        let rendered = kiln::render_diagnostics(name, &src, &diags);
        // Match the messages, not the rendered text: the rendering echoes the source line.
        assert!(
            diags.iter().any(|d| d.message.contains(want)),
            "{name}: expected a diagnostic message containing {want:?}, got:\n{rendered}"
        );
        let want_line: usize = want_line.parse().unwrap();
        if want_line != 0 {
            let lines: Vec<usize> = diags.iter().filter_map(|d| d.line_col(&src)).map(|lc| lc.0).collect();
            assert!(lines.contains(&want_line), "{name}: expected a diagnostic on line {want_line}, got:\n{rendered}");
        }
        // Every rendered diagnostic has the FILE:LINE:COL: error: shape and a caret line.
        assert!(rendered.starts_with(&format!("{name}:")) && rendered.contains(": error: "), "{rendered}");
        checked += 1;
    }
    for entry in std::fs::read_dir(&dir).unwrap() {
        let fname = entry.unwrap().file_name().to_string_lossy().into_owned();
        if fname.ends_with(".ll") {
            assert!(listed.contains(&fname), "{fname} has no line in EXPECTATIONS");
        }
    }
    assert!(checked >= 50, "expected at least 50 malformed inputs, found {checked}");
    eprintln!("{checked} malformed inputs rejected with their diagnostics");
}
