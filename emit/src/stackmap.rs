//! The StackMap section (LLVM's format version 3, through `kiln_stackmap`): one function record
//! per function with call-site records, their records in code order, constants that do not fit
//! an `i32` pooled. Function addresses are left zero for an absolute relocation at each address
//! field (`ExtraSection::relocs`), as llc does.

use crate::object_common::{ExtraKind, ExtraReloc, ExtraSection};
use crate::{EmittedFunction, SiteLocation};
use kiln_stackmap::{Builder, LiveOut, Location, DYNAMIC_STACK_SIZE};

/// The section for the call sites of `funcs`, or `None` when no function has any.
pub(crate) fn stackmap_section(funcs: &[EmittedFunction]) -> Option<ExtraSection> {
    let mut b = Builder::new();
    let mut with_sites = Vec::new();
    for (i, f) in funcs.iter().enumerate().filter(|(_, f)| f.call_sites.iter().any(|s| s.in_stackmap)) {
        with_sites.push(i);
        b.function(0, f.frame.static_stack_size().unwrap_or(DYNAMIC_STACK_SIZE));
        for site in f.call_sites.iter().filter(|s| s.in_stackmap) {
            let locations = site
                .locations
                .iter()
                .map(|l| match *l {
                    SiteLocation::Register { dwarf_reg, size } => Location::register(dwarf_reg, size),
                    SiteLocation::Direct { dwarf_reg, offset, size } => Location::direct(dwarf_reg, offset, size),
                    SiteLocation::Indirect { dwarf_reg, offset, size } => Location::indirect(dwarf_reg, offset, size),
                    SiteLocation::Constant(c) => b.constant(c),
                })
                .collect();
            let live_outs = site.live_outs.iter().map(|&(dwarf_reg, size)| LiveOut { dwarf_reg, size }).collect();
            b.record(site.id, site.offset, locations, live_outs);
        }
    }
    if with_sites.is_empty() {
        return None;
    }
    let (bytes, address_offsets) = b.finish().write();
    let relocs = with_sites
        .iter()
        .zip(address_offsets)
        .map(|(&function, offset)| ExtraReloc { offset: offset as u64, function, addend: 0 })
        .collect();
    Some(ExtraSection { kind: ExtraKind::StackMaps, bytes, align: 8, relocs })
}

#[cfg(test)]
mod tests {
    use crate::object_common::test_support::{emit_all, sample_module};
    use crate::{write_object, EmittedCallSite, SiteLocation};
    use kiln_abi::Target;
    use kiln_isel::Visibility;
    use kiln_regalloc::MachineEnv;
    use kiln_stackmap::{parse, LocationKind};

    /// `f` and `g` of the sample module, `g` with two records (one with a pooled constant).
    fn object(target: Target) -> Vec<u8> {
        let m = sample_module(target, Visibility::Default);
        let env = if target == Target::WINDOWS_GNU { MachineEnv::win64() } else { MachineEnv::sysv() };
        let mut funcs = emit_all(&m, &env);
        funcs[1].call_sites = vec![
            EmittedCallSite {
                id: 7,
                offset: 1,
                locations: vec![
                    SiteLocation::Constant(0),
                    SiteLocation::Indirect { dwarf_reg: 7, offset: 16, size: 8 },
                    SiteLocation::Constant(1 << 40),
                ],
                live_outs: vec![],
                in_stackmap: true,
                unwind: None,
            },
            EmittedCallSite {
                id: 0xABCD_EF00,
                offset: 1,
                locations: vec![SiteLocation::Register { dwarf_reg: 3, size: 8 }, SiteLocation::Constant(1 << 40)],
                live_outs: vec![(3, 8), (7, 8)],
                in_stackmap: true,
                unwind: None,
            },
        ];
        write_object(&m, &funcs).unwrap()
    }

    #[test]
    fn call_sites_become_the_stackmap_section_with_relocated_function_addresses_on_every_format() {
        for target in [Target::LINUX, Target::WINDOWS_GNU, Target::MACOS] {
            let bytes = object(target);
            let found = kiln_stackmap::obj::from_object(&bytes).unwrap_or_else(|e| panic!("{target:?}: {e:?}"));
            let map = parse(found.data).unwrap();
            assert_eq!(map.functions.len(), 1, "{target:?}: only g has records");
            assert_eq!(map.functions[0].record_count, 2);
            assert_eq!(map.constants, vec![1 << 40], "{target:?}: one pooled constant, used twice");
            let kinds: Vec<LocationKind> = map.records[0].locations.iter().map(|l| l.kind).collect();
            assert_eq!(kinds, [LocationKind::Constant, LocationKind::Indirect, LocationKind::ConstantIndex]);
            assert_eq!((map.records[1].id, map.records[1].instruction_offset), (0xABCD_EF00, 1));
            let live: Vec<(u16, u8)> = map.records[1].live_outs.iter().map(|l| (l.dwarf_reg, l.size)).collect();
            assert_eq!(live, [(3, 8), (7, 8)], "{target:?}: live-outs written");
            assert_eq!(found.relocations.len(), 1, "{target:?}");
            let r = &found.relocations[0];
            assert_eq!(r.function_index(1), Some(0), "{target:?}");
            let g = if target == Target::MACOS { "_g" } else { "g" };
            assert_eq!((r.symbol.as_deref(), r.addend), (Some(g), 0), "{target:?}");
            check_with_readobj(&bytes, target);
            // LLVM's local label at the start of the section.
            use object::{Object as _, ObjectSection as _, ObjectSymbol as _};
            let file = object::File::parse(&*bytes).unwrap();
            let label = file.symbols().find(|s| s.name() == Ok("__LLVM_StackMaps")).expect("__LLVM_StackMaps");
            let section = file.section_by_index(label.section_index().expect("in a section")).unwrap();
            assert!(section.name().unwrap().contains("llvm_stackmaps"), "{target:?}");
            assert!(label.is_local() && label.address() == section.address(), "{target:?}: {label:?}");
        }
        // No records, no section.
        let m = sample_module(Target::LINUX, Visibility::Default);
        let funcs = emit_all(&m, &MachineEnv::sysv());
        let bytes = write_object(&m, &funcs).unwrap();
        assert!(kiln_stackmap::obj::from_object(&bytes).is_err());
    }

    /// `llvm-readobj-19 --stackmap` reads the section as Kiln's reader does.
    fn check_with_readobj(bytes: &[u8], target: Target) {
        let path = std::env::temp_dir().join(format!("kiln-stackmap-{}-{target:?}.o", std::process::id()));
        std::fs::write(&path, bytes).unwrap();
        let out = std::process::Command::new("llvm-readobj-19").arg("--stackmap").arg(&path).output();
        let _ = std::fs::remove_file(&path);
        let Ok(out) = out else {
            assert!(std::env::var_os("KILN_REQUIRE_ORACLE").is_none(), "llvm-readobj-19 is required");
            eprintln!("warning: llvm-readobj-19 not found; skipped the LLVM reading of the section");
            return;
        };
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "{target:?}: {}", String::from_utf8_lossy(&out.stderr));
        for want in [
            "LLVM StackMap Version: 3",
            "Num Functions: 1",
            "Num Constants: 1",
            "Num Records: 2",
            "Record ID: 7, instruction offset: 1",
            "Indirect [R#7 + 16]",
            "ConstantIndex #0 (1099511627776)",
            "Record ID: 2882400000, instruction offset: 1",
            "Register R#3",
        ] {
            assert!(text.contains(want), "{target:?}: readobj lacks '{want}':\n{text}");
        }
    }
}
