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

#[test]
fn corpus_files_parse() {
    let dir = match std::env::var_os("KILN_CORPUS_DIR") {
        Some(d) => std::path::PathBuf::from(d),
        None => std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/c"),
    };
    let Ok(entries) = std::fs::read_dir(&dir) else {
        return;
    };
    super::parser::SKIP_INTRINSIC_CHECK
        .with(|c| c.set(std::env::var_os("KILN_SKIP_INTRINSICS").is_some()));
    let mut failures = Vec::new();
    let mut n = 0;
    for e in entries.flatten() {
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
    assert!(
        failures.is_empty(),
        "{n} files, failures:\n{}",
        failures.join("\n")
    );
}
