//! `record_at` on a linked executable: tests/ir/linked.ll and tests/ir/statepoints.ll
//! (statepoints via opt-19, compiled by llc-19) linked by `cc` with tests/ir/linked_main.c, as a
//! non-PIE and as a PIE executable.
//!
//! Checked statically: the linked section holds the two objects' stack maps back to back, which
//! `parse_all` reads and `to_bytes` re-encodes byte for byte; each function address is its
//! symbol's address; each record's address lies inside its function's symbol range and follows a
//! `call rel32` to one of that function's callees. Checked by running the program (which calls
//! into linked.ll only): every return address its callees print (less the load bias) maps,
//! through `record_at` and `CallsiteIndex`, to a record of the function containing it (by the
//! symbol table), a return address in `main` maps to nothing, and every record is reached.

#![cfg(feature = "object")]

mod common;

use std::collections::{BTreeSet, HashMap};
use std::path::Path;
use std::process::Command;

use common::*;
use kiln_stackmap::obj::from_object;
use kiln_stackmap::{parse_all, CallsiteIndex};
use object::{Object, ObjectSection, ObjectSymbol};

#[test]
fn record_at_finds_callsites_in_a_linked_executable() {
    let test = "record_at_finds_callsites_in_a_linked_executable";
    if !cfg!(all(target_arch = "x86_64", target_os = "linux")) {
        eprintln!("\n*** SKIPPED {test}: needs an x86-64 Linux host to run the program ***\n");
        return;
    }
    if oracles(&["llc-19", "opt-19", "cc"], test).is_none() {
        return;
    }
    let dir = scratch(test);
    let ir = dir.join("linked.rs4gc.ll");
    rewrite_statepoints(&ir_dir().join("linked.ll"), &ir).unwrap();
    let gc_obj = dir.join("linked.o");
    llc(&ir, "x86_64-unknown-linux-gnu", &gc_obj).unwrap();
    let ir2 = dir.join("statepoints.rs4gc.ll");
    rewrite_statepoints(&ir_dir().join("statepoints.ll"), &ir2).unwrap();
    let gc_obj2 = dir.join("statepoints.o");
    llc(&ir2, "x86_64-unknown-linux-gnu", &gc_obj2).unwrap();
    let main_obj = dir.join("main.o");
    run(Command::new("cc").arg("-c").arg(ir_dir().join("linked_main.c")).arg("-o").arg(&main_obj)).unwrap();

    // The function order of each stack map, from the objects' relocations.
    let names = |obj: &Path| -> Vec<String> {
        let bytes = std::fs::read(obj).unwrap();
        from_object(&bytes).unwrap().relocations.iter().map(|r| r.symbol.clone().unwrap()).collect()
    };
    let names = [names(&gc_obj), names(&gc_obj2)];
    assert_eq!(names[0], ["first", "second"]);
    assert_eq!(names[1], ["pair", "interior", "deopt", "loop"]);

    for (variant, flag) in [("no-pie", "-no-pie"), ("pie", "-pie")] {
        let exe = dir.join(format!("linked-{variant}"));
        // A PIE needs a text relocation (the section is read-only): the linker may refuse.
        let linked = run(Command::new("cc").arg(flag).arg(&main_obj).arg(&gc_obj).arg(&gc_obj2).arg("-o").arg(&exe));
        match linked {
            Ok(_) => check_executable(&exe, &names),
            Err(e) if variant == "pie" => eprintln!("note: cannot link a PIE, not checked: {e}"),
            Err(e) => panic!("{e}"),
        }
    }
}

fn check_executable(exe: &Path, names: &[Vec<String>; 2]) {
    let what = exe.display();
    let bytes = std::fs::read(exe).unwrap();
    let file = object::File::parse(&*bytes).unwrap();
    let symbols: HashMap<String, (u64, u64)> = file
        .symbols()
        .filter(|s| s.kind() == object::SymbolKind::Text)
        .filter_map(|s| Some((s.name().ok()?.to_owned(), (s.address(), s.size()))))
        .collect();
    let containing = |addr: u64| {
        symbols.iter().find(|(_, &(start, size))| start <= addr && addr < start + size).map(|(n, _)| n.as_str())
    };

    let section = from_object(&bytes).unwrap();
    assert!(section.relocations.is_empty(), "{what}: a linked image has no relocations");
    let maps = parse_all(section.data).unwrap();
    assert_eq!(maps.len(), 2, "{what}: two objects, two stack maps");
    let joined: Vec<u8> = maps.iter().flat_map(|m| m.to_bytes()).collect();
    assert!(joined == section.data, "{what}: to_bytes differs from the linked section");
    for (map, names) in maps.iter().zip(names) {
        let addresses: Vec<u64> = map.functions.iter().map(|f| f.address).collect();
        let expected: Vec<u64> = names.iter().map(|n| symbols[n].0).collect();
        assert_eq!(addresses, expected, "{what}: addresses of {names:?}");
    }

    // Statically: each record follows a direct call to one of its function's callees.
    let callees: HashMap<&str, &[&str]> = [
        ("first", &["make", "poll_first"][..]),
        ("second", &["poll_second"]),
        ("pair", &["alloc"]),
        ("interior", &["safepoint"]),
        ("deopt", &["safepoint", "observe"]),
        ("loop", &["safepoint", "observe"]),
    ]
    .into();
    let text = file.section_by_name(".text").unwrap();
    let code = text.data().unwrap();
    for (map, names) in maps.iter().zip(names) {
        for c in map.callsites() {
            let name = names[c.function_index].as_str();
            let record = c.record_index;
            assert_eq!(containing(c.address), Some(name), "{what}: record {record} lies outside {name}");
            let at = (c.address - text.address()) as usize;
            assert_eq!(code[at - 5], 0xE8, "{what}: no call rel32 before record {record} of {name}");
            let rel = i32::from_le_bytes(code[at - 4..at].try_into().unwrap());
            let target = c.address.wrapping_add(rel as i64 as u64);
            assert!(
                callees[name].iter().any(|callee| symbols[*callee].0 == target),
                "{what}: record {record} follows a call to {target:#x}, not a callee of {name}"
            );
        }
    }

    // The program runs the functions of the first stack map.
    let (map, names) = (&maps[0], &names[0]);

    // At run time: the return addresses the callees see.
    let out = run(&mut Command::new(exe)).unwrap();
    let hex = |s: &str| u64::from_str_radix(s.trim_start_matches("0x"), 16).unwrap();
    let mut lines = out.lines();
    let main_at = hex(lines.next().unwrap().strip_prefix("main ").unwrap());
    let bias = main_at.wrapping_sub(symbols["main"].0);
    let loaded: Vec<u64> = map.functions.iter().map(|f| f.address.wrapping_add(bias)).collect();
    let index = CallsiteIndex::new(map);
    let loaded_index = CallsiteIndex::with_function_addresses(map, &loaded);
    let mut reached = BTreeSet::new();
    let mut from_main = 0;
    for line in lines.filter(|l| l.starts_with("ret ")) {
        let ret = hex(line.split_whitespace().nth(2).unwrap());
        let link_ret = ret.wrapping_sub(bias);
        let hit = map.record_at(link_ret);
        assert_eq!(index.lookup(link_ret).map(|e| e.record_index), hit.map(|c| c.record_index));
        assert_eq!(loaded_index.lookup(ret).map(|e| e.record_index), hit.map(|c| c.record_index));
        assert_eq!(map.record_at_with(&loaded, ret).map(|c| c.record_index), hit.map(|c| c.record_index));
        match containing(link_ret) {
            Some("main") => {
                assert!(hit.is_none(), "{what}: {line}: a return into main matched a record");
                from_main += 1;
            }
            Some(function) => {
                let hit = hit.unwrap_or_else(|| panic!("{what}: {line}: no record"));
                assert_eq!(names[hit.function_index], function, "{what}: {line}");
                reached.insert(hit.record_index);
            }
            None => panic!("{what}: {line}: return address in no function"),
        }
    }
    assert_eq!(from_main, 1, "{what}");
    assert_eq!(reached, (0..map.records.len()).collect(), "{what}: records not reached at run time");
    eprintln!("{what}: bias {bias:#x}, {} records, all reached", map.records.len());
}
