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

#[test]
fn plain_displacements_are_not_taken_for_labels() {
    use kiln_isel::{AmodeBase, Binding, MFunctionBuilder, MModule, MOp, SymbolKind};
    use kiln_regalloc::{Operand, PReg, PRegSet};
    let mut m = MModule::default();
    let s = common::sym(&mut m, "f", SymbolKind::Func, true, Binding::Global);
    let mut b = MFunctionBuilder::new(s);
    // [rbp + 4]: block 0 also starts at offset 4 (after `push rbp; mov rbp, rsp`).
    b.push(
        MOp::X86(iced_x86::Code::Mov_r64_rm64),
        &[common::def(PReg::RAX), common::mem(AmodeBase::IncomingArgs, -12)],
    );
    b.push_full(MOp::Ret, &[], &[Operand::preg_use(PReg::RAX)], PRegSet::empty(), &[]);
    m.functions.push(b.finish(None).unwrap());
    let s = common::Sample { outputs: vec![kiln_emit::fixed_register_output(&m.functions[0]).unwrap()], module: m };
    let funcs = common::emit_all(&s);
    assert_eq!(funcs[0].block_offsets, vec![4]);
    let text = kiln_emit::listing(&s.module, &funcs);
    assert!(text.contains("\tmov 4(%rbp),%rax\n"), "{text}");
}
