//! Every module of the C corpus (tests/c/*.ll) also lowers for x86_64-pc-windows-gnu, where `ccc` is the
//! Win64 convention: every `ccc` body follows Win64 (parameters never come from rdi/rsi), and every body
//! that makes a Win64 call reserves the 32-byte shadow space.

use kiln_ir::{CallConv, InstKind};
use std::path::PathBuf;

/// Whether `f` contains a call that follows Win64 on Windows (not an intrinsic, not fastcc/x86_64_sysvcc).
fn makes_win64_call(module: &kiln_ir::Module, f: &kiln_ir::Function) -> bool {
    f.layout.blocks().iter().flat_map(|&b| f.layout.block_insts(b).iter()).any(|&i| match f.dfg.inst(i) {
        InstKind::Call(c) => {
            let intrinsic = f.dfg.value_const(c.callee).is_some_and(|k| match module.consts.data(k) {
                kiln_ir::ConstData::FuncAddr { func, .. } => module.funcs[*func].intrinsic.is_some(),
                _ => false,
            });
            !intrinsic && !matches!(c.cc, CallConv::Fast | CallConv::X86_64SysV)
        }
        _ => false,
    })
}

#[test]
fn corpus_lowers_for_windows() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/c");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/c exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    files.sort();
    assert!(files.len() > 50, "corpus not found");
    let mut failures = Vec::new();
    let mut checked = 0;
    for path in &files {
        let src = std::fs::read(path).expect("readable");
        let module = kiln_ir::text::parse(&src).expect("corpus parses");
        let name = path.file_name().map(|n| n.to_string_lossy().to_string()).unwrap_or_default();
        let m = match kiln_isel::lower_module(&module, kiln_abi::Target::WINDOWS_GNU) {
            Ok(m) => m,
            Err(diags) => {
                failures.extend(diags.iter().filter(|d| !d.message.contains("vector")).map(|d| d.render(&name, &src)));
                continue;
            }
        };
        for f in &m.functions {
            let fname = m.symbol(f.sym).name.clone();
            let Some(irf) = module.funcs.values().find(|g| g.name() == fname) else { continue };
            let text = format!("{f}");
            if irf.cc == CallConv::C {
                checked += 1;
                if f.conv != kiln_abi::Convention::Win64 {
                    failures.push(format!("{name}: {fname}: ccc body is not Win64"));
                }
                if text.contains(", %rdi\n") || text.contains(", %rsi\n") {
                    failures.push(format!("{name}: {fname}: reads a SysV argument register"));
                }
            }
            if makes_win64_call(&module, irf) && f.max_outgoing_args < 32 {
                failures.push(format!("{name}: {fname}: Win64 call without 32 bytes of shadow space"));
            }
        }
    }
    assert!(checked > 100, "only {checked} ccc bodies");
    assert!(failures.is_empty(), "{} errors:\n{}", failures.len(), failures.join("\n"));
}
