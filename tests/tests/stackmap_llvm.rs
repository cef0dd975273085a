//! The StackMap section Kiln writes, against llc-19's for the same IR (tests/stackmap/*.ll), on
//! ELF, COFF and Mach-O: the same functions in the same order with the same record counts, and
//! per record the same ID, location count, kinds, sizes and constant values (offsets and
//! registers may differ). Read with `kiln-stackmap`, which reproduces llc's sections byte for
//! byte. Needs llc-19 (skipped loudly without it, unless KILN_REQUIRE_ORACLE is set).

use kiln::codegen::{build, BuildOptions, EmitKind};
use kiln_stackmap::{parse, StackMap};
use std::path::PathBuf;
use std::process::Command;

const TRIPLES: [&str; 3] = ["x86_64-unknown-linux-gnu", "x86_64-pc-windows-gnu", "x86_64-apple-darwin"];

fn files() -> Vec<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("stackmap");
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    v.sort();
    v
}

/// The section of object `bytes`, parsed.
fn stackmap(bytes: &[u8], what: &str) -> StackMap {
    let found = kiln_stackmap::obj::from_object(bytes).unwrap_or_else(|e| panic!("{what}: {e:?}"));
    parse(found.data).unwrap_or_else(|e| panic!("{what}: {e:?}"))
}

/// What must agree: per function its record count, per record its ID and each location's kind,
/// size and (for constants) value.
fn summary(m: &StackMap) -> Vec<String> {
    let mut out = vec![format!("{} functions", m.functions.len())];
    let mut records = m.records.iter();
    for f in &m.functions {
        out.push(format!("function with {} records", f.record_count));
        for r in records.by_ref().take(f.record_count as usize) {
            let locs: Vec<String> =
                r.locations.iter().map(|l| format!("{:?}/{}/{:?}", l.kind, l.size, m.constant_value(l))).collect();
            out.push(format!("record {} [{}]", r.id, locs.join(", ")));
        }
    }
    out
}

#[test]
fn kiln_stackmap_sections_match_llc_19() {
    let have_llc = Command::new("llc-19").arg("--version").output().is_ok_and(|o| o.status.success());
    if !have_llc {
        assert!(std::env::var_os("KILN_REQUIRE_ORACLE").is_none(), "llc-19 is required (KILN_REQUIRE_ORACLE is set)");
        eprintln!("warning: llc-19 not found; skipped the StackMap comparison");
        return;
    }
    let tmp = std::env::temp_dir().join(format!("kiln-stackmap-llvm-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    let mut checked = 0;
    for file in files() {
        let src = std::fs::read_to_string(&file).unwrap();
        for triple in TRIPLES {
            let what = format!("{} ({triple})", file.display());
            let target = kiln::codegen::Target::from_triple(triple).unwrap();
            let out = tmp.join("llc.o");
            let st = Command::new("llc-19")
                .args(["-O2", "-filetype=obj", &format!("-mtriple={triple}"), "-o"])
                .arg(&out)
                .arg(&file)
                .status()
                .unwrap();
            assert!(st.success(), "{what}: llc-19 failed");
            let want = summary(&stackmap(&std::fs::read(&out).unwrap(), &format!("{what} llc-19")));
            for level in [0, 2] {
                let mut m = kiln::load_module(src.as_bytes()).unwrap();
                let obj = build(&mut m, &BuildOptions { opt_level: level, target, ..BuildOptions::default() })
                    .unwrap_or_else(|d| panic!("{what}: {}", kiln::render_diagnostics("f", src.as_bytes(), &d)));
                let got = summary(&stackmap(&obj, &format!("{what} kiln -O{level}")));
                assert_eq!(got, want, "{what} at -O{level}");
                checked += 1;
                // The listing carries the section too (Mach-O listings are not assemblable).
                if triple.contains("darwin") {
                    continue;
                }
                let mut m = kiln::load_module(src.as_bytes()).unwrap();
                let opts = BuildOptions { opt_level: level, target, emit: EmitKind::Asm };
                let asm = build(&mut m, &opts).unwrap();
                let (s, o) = (tmp.join("kiln.s"), tmp.join("kiln-s.o"));
                std::fs::write(&s, &asm).unwrap();
                let st = Command::new("clang-19")
                    .args(["-c", &format!("--target={triple}"), "-o"])
                    .arg(&o)
                    .arg(&s)
                    .status()
                    .expect("clang-19 runs where llc-19 does");
                assert!(st.success(), "{what}: clang-19 cannot assemble Kiln's listing");
                let listed = summary(&stackmap(&std::fs::read(&o).unwrap(), &format!("{what} listing -O{level}")));
                assert_eq!(listed, want, "{what}: the listing's section at -O{level}");
            }
        }
    }
    let _ = std::fs::remove_dir_all(&tmp);
    assert!(checked >= 6, "only {checked} objects compared");
}

#[test]
fn recorded_values_that_take_two_registers_are_a_located_error() {
    for call in [
        "call void (i64, i32, ...) @llvm.experimental.stackmap(i64 1, i32 0, i128 %x)",
        "call void (i64, i32, ptr, i32, ...) @llvm.experimental.patchpoint.void(i64 1, i32 8, ptr null, i32 0, i128 %x)",
    ] {
        let src = format!(
            "declare void @llvm.experimental.stackmap(i64, i32, ...)
declare void @llvm.experimental.patchpoint.void(i64, i32, ptr, i32, ...)
define void @f(i128 %x) {{
  {call}
  ret void
}}
"
        );
        let mut m = kiln::load_module(src.as_bytes()).unwrap();
        let err = build(&mut m, &BuildOptions::default()).unwrap_err();
        let text = kiln::render_diagnostics("f.ll", src.as_bytes(), &err);
        assert!(text.contains("f.ll:4:3: error:") && text.contains("records only values in one register"), "{text}");
    }
}

#[test]
fn a_patchpoint_too_small_for_its_call_is_a_located_error() {
    let src = "declare void @llvm.experimental.patchpoint.void(i64, i32, ptr, i32, ...)
declare void @g()
define void @f() {
  call void (i64, i32, ptr, i32, ...) @llvm.experimental.patchpoint.void(i64 1, i32 4, ptr @g, i32 0)
  ret void
}
";
    let mut m = kiln::load_module(src.as_bytes()).unwrap();
    let err = build(&mut m, &BuildOptions::default()).unwrap_err();
    let text = kiln::render_diagnostics("f.ll", src.as_bytes(), &err);
    assert!(text.contains("f.ll:4:3: error:") && text.contains("needs at least 5 bytes"), "{text}");
}

#[test]
fn a_huge_stack_map_shadow_is_a_located_error() {
    let src = "declare void @llvm.experimental.stackmap(i64, i32, ...)
define void @f() {
  call void (i64, i32, ...) @llvm.experimental.stackmap(i64 1, i32 -1)
  ret void
}
";
    let mut m = kiln::load_module(src.as_bytes()).unwrap();
    let err = build(&mut m, &BuildOptions::default()).unwrap_err();
    let text = kiln::render_diagnostics("f.ll", src.as_bytes(), &err);
    assert!(text.contains("f.ll:3:3: error:") && text.contains("shadow byte count must be between"), "{text}");
}

/// `"statepoint-num-patch-bytes"` 16 (statepoints.ll's record 11): the call is replaced by 16 bytes
/// of nops and the record names their end, where the patched call returns.
#[test]
fn patch_bytes_are_nops_and_the_record_names_their_end() {
    let Some(objdump) = kiln_tests::llvm_tool("llvm-objdump-19", "the statepoint's patchable nops") else { return };
    let file = files().into_iter().find(|f| f.ends_with("statepoints.ll")).unwrap();
    let src = std::fs::read_to_string(&file).unwrap();
    let mut m = kiln::load_module(src.as_bytes()).unwrap();
    let obj = build(&mut m, &BuildOptions::default()).unwrap();
    let map = stackmap(&obj, "statepoints.ll");
    let rec = map.records.iter().find(|r| r.id == 11).expect("record 11");
    // @patchable is the first function: its record offset is an offset into .text.
    let path = std::env::temp_dir().join(format!("kiln-patch-{}.o", std::process::id()));
    std::fs::write(&path, &obj).unwrap();
    let out = Command::new(objdump).args(["-d", "--no-show-raw-insn"]).arg(&path).output().unwrap();
    let _ = std::fs::remove_file(&path);
    let text = String::from_utf8_lossy(&out.stdout);
    let insts: Vec<(u32, String)> = text
        .lines()
        .skip_while(|l| !l.contains("<patchable>:"))
        .skip(1)
        .take_while(|l| !l.is_empty())
        .filter_map(|l| {
            let (addr, rest) = l.trim().split_once(':')?;
            Some((u32::from_str_radix(addr.trim(), 16).ok()?, rest.trim().to_string()))
        })
        .collect();
    let end = rec.instruction_offset;
    let window: Vec<&(u32, String)> = insts.iter().filter(|(a, _)| *a + 16 >= end && *a < end).collect();
    assert!(!window.is_empty() && window.iter().all(|(_, i)| i.starts_with("nop")), "{window:?}\n{text}");
    assert_eq!(window[0].0 + 16, end, "16 bytes of nops end at the record's offset: {window:?}");
    assert!(!insts.iter().any(|(_, i)| i.starts_with("call")), "the patchable statepoint calls nothing:\n{text}");
}
