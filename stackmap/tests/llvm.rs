//! Byte-exact against LLVM: objects written by `llc-19` for ELF, COFF and Mach-O, from
//! `llvm.experimental.stackmap`/`patchpoint` calls (tests/ir/stackmaps.ll) and from statepoints
//! made by `opt-19 -passes=rewrite-statepoints-for-gc` (tests/ir/statepoints.ll and, when present,
//! the workspace's tests/gc/*.ll corpus).
//!
//! For every object: the section is found with `obj::from_object`; `parse` accepts it; it agrees
//! field by field with `llvm-readobj-19 --stackmap` (parsed from its text) and prints the same
//! text; `to_bytes` reproduces the section byte for byte; the writer's address offsets are where
//! llc put its relocations, against the functions in source order; and `Builder` fed the same
//! functions, records and constant values rebuilds the same map (LLVM's constant pooling).

#![cfg(feature = "object")]

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

use common::*;
use kiln_stackmap::obj::from_object;
use kiln_stackmap::{parse, Builder, LiveOut, Location, LocationKind, Record, StackMap};

const TARGETS: [&str; 3] = ["x86_64-unknown-linux-gnu", "x86_64-pc-windows-gnu", "x86_64-apple-darwin"];

/// One IR input ready for llc, with the functions its stack map must list, in order.
struct Input {
    name: String,
    ir: PathBuf,
    functions: Option<Vec<&'static str>>,
    /// A corpus file: llc may reject it (a limitation of llc, not of this crate).
    best_effort: bool,
}

fn inputs(dir: &Path) -> Vec<Input> {
    let mut inputs = vec![Input {
        name: "stackmaps".into(),
        ir: ir_dir().join("stackmaps.ll"),
        functions: Some(vec!["constants", "spills", "patch", "anyreg", "dynamic", "many"]),
        best_effort: false,
    }];
    let statepoints = dir.join("statepoints.rs4gc.ll");
    rewrite_statepoints(&ir_dir().join("statepoints.ll"), &statepoints).unwrap();
    inputs.push(Input {
        name: "statepoints".into(),
        ir: statepoints,
        functions: Some(vec!["pair", "interior", "deopt", "loop"]),
        best_effort: false,
    });

    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/gc");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&corpus)
        .map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).filter(|p| p.extension() == Some("ll".as_ref())).collect())
        .unwrap_or_default();
    files.sort();
    for file in files {
        let stem = file.file_stem().unwrap().to_string_lossy().into_owned();
        let out = dir.join(format!("gc-{stem}.rs4gc.ll"));
        match rewrite_statepoints(&file, &out) {
            Ok(()) => inputs.push(Input { name: format!("gc/{stem}"), ir: out, functions: None, best_effort: true }),
            Err(e) => eprintln!("note: opt-19 rejects {}: {}", file.display(), e.lines().nth(1).unwrap_or("")),
        }
    }
    inputs
}

#[test]
fn llc_objects_round_trip_byte_for_byte() {
    let test = "llc_objects_round_trip_byte_for_byte";
    if oracles(&["llc-19", "opt-19", "llvm-readobj-19"], test).is_none() {
        return;
    }
    let dir = scratch(test);
    let inputs = inputs(&dir);
    let mut checked = Vec::new();
    for input in &inputs {
        for triple in TARGETS {
            let obj = dir.join(format!("{}.{triple}.o", input.name.replace('/', "-")));
            if let Err(e) = llc(&input.ir, triple, &obj) {
                assert!(input.best_effort, "{}: {e}", input.name);
                eprintln!("note: llc-19 rejects {} for {triple}: {}", input.name, e.lines().nth(1).unwrap_or(""));
                continue;
            }
            let (functions, records) = check_object(&obj, triple, input.functions.as_deref());
            checked.push(format!("{} {triple}: {functions} functions, {records} records", input.name));
        }
    }
    eprintln!("checked {} objects:\n  {}", checked.len(), checked.join("\n  "));
    assert!(checked.len() >= 6, "only {} objects checked", checked.len());
    for triple in TARGETS {
        assert!(checked.iter().filter(|c| c.contains(triple)).count() >= 2);
    }
}

/// All the checks on one object; returns its function and record counts.
fn check_object(obj: &Path, triple: &str, functions: Option<&[&str]>) -> (usize, usize) {
    let what = obj.display();
    let bytes = std::fs::read(obj).unwrap();
    let section = from_object(&bytes).unwrap_or_else(|e| panic!("{what}: {e}"));
    let map = parse(section.data).unwrap_or_else(|e| panic!("{what}: {e}"));
    map.validate().unwrap();

    // Byte for byte.
    let (written, address_offsets) = map.write();
    assert!(written == section.data, "{what}: to_bytes differs from llc's section");

    // Relocations: one per function, where the writer says the address goes, against the
    // functions in source order.
    let mut relocs = section.relocations.clone();
    relocs.sort_by_key(|r| r.offset);
    let offsets: Vec<u64> = relocs.iter().map(|r| r.offset).collect();
    assert_eq!(offsets, address_offsets.iter().map(|&o| o as u64).collect::<Vec<_>>(), "{what}");
    let mut names = Vec::new();
    for (i, r) in relocs.iter().enumerate() {
        assert_eq!(r.function_index(map.functions.len()), Some(i), "{what}");
        assert_eq!(r.addend, 0, "{what}: relocation {i}");
        let name = r.symbol.as_deref().unwrap_or_else(|| panic!("{what}: relocation {i} has no symbol"));
        names.push(if triple.contains("apple") { name.strip_prefix('_').unwrap() } else { name });
    }
    if let Some(expected) = functions {
        assert_eq!(names, expected, "{what}");
    }

    // llvm-readobj agrees, field by field and as text.
    let out = run(Command::new("llvm-readobj-19").arg("--stackmap").arg(obj)).unwrap();
    let text = &out[out.find("LLVM StackMap Version:").unwrap_or_else(|| panic!("{what}: no stack map in:\n{out}"))..];
    assert_eq!(parse_readobj(text, &map), map, "{what}");
    assert_eq!(map.to_string(), text, "{what}");

    // The builder, given the values, pools the constants as LLVM did.
    assert_eq!(rebuild(&map), map, "{what}");
    (map.functions.len(), map.records.len())
}

/// The map again through `Builder`, constants given by value.
fn rebuild(map: &StackMap) -> StackMap {
    let mut b = Builder::new();
    for (_, f, records) in map.function_records() {
        b.function(f.address, f.stack_size);
        for r in records {
            let locations = r
                .locations
                .iter()
                .map(|l| match map.constant_value(l) {
                    Some(v) => b.constant(v),
                    None => *l,
                })
                .collect();
            b.record(r.id, r.instruction_offset, locations, r.live_outs.clone());
        }
    }
    b.finish()
}

/// A `StackMap` from `llvm-readobj --stackmap` text. Register locations print no offset (taken
/// as 0); `ConstantIndex` lines print the pooled value, checked against `map`.
fn parse_readobj(text: &str, map: &StackMap) -> StackMap {
    let mut lines = text.lines();
    let mut next = || lines.next().expect("readobj output ends early").trim();
    let after = |line: &str, prefix: &str| -> String {
        line.strip_prefix(prefix).unwrap_or_else(|| panic!("expected {prefix:?}, got {line:?}")).to_owned()
    };
    let num = |s: &str| -> u64 { s.trim().parse().unwrap_or_else(|_| panic!("not a number: {s:?}")) };
    let fields = |line: &str| -> Vec<u64> { line.split(", ").map(|f| num(f.rsplit(": ").next().unwrap())).collect() };

    assert_eq!(after(next(), "LLVM StackMap Version: "), "3");
    let mut out = StackMap::default();
    for _ in 0..num(&after(next(), "Num Functions: ")) {
        let f = fields(&after(next(), "Function address: "));
        out.functions.push(kiln_stackmap::Function { address: f[0], stack_size: f[1], record_count: f[2] });
    }
    for i in 0..num(&after(next(), "Num Constants: ")) {
        out.constants.push(num(&after(next(), &format!("#{}: ", i + 1))));
    }
    for _ in 0..num(&after(next(), "Num Records: ")) {
        let f = fields(&after(next(), "Record ID: "));
        let mut record = Record { id: f[0], instruction_offset: f[1] as u32, ..Record::default() };
        let num_locations = num(next().strip_suffix(" locations:").unwrap());
        for i in 0..num_locations {
            let line = after(next(), &format!("#{}: ", i + 1));
            let (loc, size) = line.rsplit_once(", size: ").unwrap();
            let size = num(size) as u16;
            let reg = |s: &str| num(s.strip_prefix("R#").unwrap()) as u16;
            let off = |s: &str| s.trim().parse::<i32>().unwrap();
            let (kind, rest) = loc.split_once(' ').unwrap();
            let location = match kind {
                "Register" => Location::register(reg(rest), size),
                "Direct" => {
                    let (r, o) = rest.split_once(" + ").unwrap();
                    Location::direct(reg(r), off(o), size)
                }
                "Indirect" => {
                    let (r, o) = rest.trim_start_matches('[').trim_end_matches(']').split_once(" + ").unwrap();
                    Location::indirect(reg(r), off(o), size)
                }
                "Constant" => Location { size, ..Location::constant(num(rest) as u32 as i32) },
                "ConstantIndex" => {
                    let (index, value) = rest.strip_prefix('#').unwrap().split_once(' ').unwrap();
                    let index = num(index) as u32;
                    assert_eq!(num(value.trim_matches(['(', ')'])), map.constants[index as usize]);
                    Location { size, ..Location::constant_index(index) }
                }
                other => panic!("unknown location kind {other:?}"),
            };
            assert!(location.kind != LocationKind::Register || size > 0);
            record.locations.push(location);
        }
        let line = next();
        let (count, regs) = line.split_once(" live-outs: [").unwrap();
        for lo in regs.trim_end_matches(']').split_whitespace().collect::<Vec<_>>().chunks(2) {
            let dwarf_reg = num(lo[0].strip_prefix("R#").unwrap()) as u16;
            let size = num(lo[1].trim_start_matches('(').trim_end_matches("-bytes)")) as u8;
            record.live_outs.push(LiveOut { dwarf_reg, size });
        }
        assert_eq!(record.live_outs.len() as u64, num(count));
        out.records.push(record);
    }
    assert!(lines.all(|l| l.trim().is_empty()), "unexpected readobj output after the records");
    out
}
