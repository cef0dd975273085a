//! Golden listing of the sample module (regenerate with KILN_BLESS=1).

mod common;

#[test]
fn sample_listing_matches_golden() {
    let s = common::sample();
    let funcs = common::emit_all(&s);
    let text = kiln_emit::listing(&s.module, &funcs);
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden/sample.s");
    if std::env::var_os("KILN_BLESS").is_some() {
        std::fs::write(&path, &text).unwrap();
    }
    let golden = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(golden == text, "listing differs from {} (KILN_BLESS=1 to update):\n{text}", path.display());
}
