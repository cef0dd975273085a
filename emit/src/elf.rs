//! ELF relocatable object writing with `object`: `.text` (every function, 16-aligned), `.rodata`,
//! `.data`, `.bss`, `.init_array`/`.fini_array`, `.eh_frame`, `.note.GNU-stack`, symbols with
//! sizes, binding and visibility, and the relocations of code, data and unwind tables.

use kiln_isel::{
    Binding, DataObject, DataRelocKind, DataSection, MModule, SymbolKind, Visibility, DEFAULT_STRUCTOR_PRIORITY,
};
use object::elf;
use object::write::{Object, Relocation, SectionId, Symbol, SymbolId};
use object::{Architecture, BinaryFormat, Endianness, RelocationFlags, SectionFlags, SectionKind, SymbolFlags};

use crate::eh_frame::{build_eh_frame, EhTarget};
use crate::object_common::{
    append_lsda, check_functions, extra_sections, for_each_data_reloc, place_data, place_functions,
    pointer_array_symbols, symbol_definition, ExtraKind, Placements, PointerSlots,
};
use crate::{CodeRelocKind, EmitError, EmittedFunction};

/// The object-file section a data object goes to.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum OutSection {
    /// `.rodata`.
    Rodata,
    /// `.data.rel.ro`: read-only after relocation (constant data holding absolute addresses, which
    /// position-independent executables must relocate at load time).
    RelRo,
    /// `.data`.
    Data,
    /// `.bss`.
    Bss,
    /// `.tdata`: the initial image of thread-local data.
    ThreadData,
    /// `.tbss`: zero-initialised thread-local data.
    ThreadBss,
}

impl OutSection {
    /// Where `d` goes.
    pub(crate) fn of(d: &DataObject) -> OutSection {
        match d.section {
            DataSection::Rodata if d.relocs.iter().any(|r| r.kind == DataRelocKind::Abs64) => OutSection::RelRo,
            DataSection::Rodata => OutSection::Rodata,
            DataSection::Data => OutSection::Data,
            DataSection::Bss => OutSection::Bss,
            DataSection::ThreadData => OutSection::ThreadData,
            DataSection::ThreadBss => OutSection::ThreadBss,
        }
    }
    /// The section name.
    pub(crate) fn name(self) -> &'static str {
        match self {
            OutSection::Rodata => ".rodata",
            OutSection::RelRo => ".data.rel.ro",
            OutSection::Data => ".data",
            OutSection::Bss => ".bss",
            OutSection::ThreadData => ".tdata",
            OutSection::ThreadBss => ".tbss",
        }
    }
    fn kind(self) -> SectionKind {
        match self {
            OutSection::Rodata => SectionKind::ReadOnlyData,
            OutSection::RelRo => SectionKind::ReadOnlyDataWithRel,
            OutSection::Data => SectionKind::Data,
            OutSection::Bss => SectionKind::UninitializedData,
            OutSection::ThreadData => SectionKind::Tls,
            OutSection::ThreadBss => SectionKind::UninitializedTls,
        }
    }
}

/// Lazily created output sections, indexed by [`OutSection`].
struct Sections([Option<SectionId>; 6]);

impl Sections {
    fn get(&mut self, obj: &mut Object<'_>, which: OutSection) -> SectionId {
        *self.0[which as usize]
            .get_or_insert_with(|| obj.add_section(Vec::new(), which.name().as_bytes().to_vec(), which.kind()))
    }
}

fn map_err(e: object::write::Error) -> EmitError {
    EmitError(format!("cannot write ELF object: {e}"))
}

/// Writes an x86-64 ELF relocatable object; `funcs[i]` is the code of `module.functions[i]`.
pub fn write_elf(module: &MModule, funcs: &[EmittedFunction]) -> Result<Vec<u8>, EmitError> {
    check_functions(module, funcs)?;
    let mut obj = Object::new(BinaryFormat::Elf, Architecture::X86_64, Endianness::Little);
    let text = obj.add_section(Vec::new(), b".text".to_vec(), SectionKind::Text);
    let mut placed = Placements::new(module);
    let func_offsets = place_functions(&mut obj, text, module, funcs, &mut placed)?;
    let mut sections = Sections([None; 6]);
    let data_offsets =
        place_data(&mut obj, module, u64::MAX, |obj, d| sections.get(obj, OutSection::of(d)), &mut placed)?;
    let sym_ids = add_symbols(&mut obj, module, &placed)?;
    for (f, &base) in funcs.iter().zip(&func_offsets) {
        for r in &f.relocs {
            let r_type = match r.kind {
                CodeRelocKind::Plt32 => elf::R_X86_64_PLT32,
                CodeRelocKind::Pc32 => elf::R_X86_64_PC32,
                CodeRelocKind::GotPcRelX => elf::R_X86_64_REX_GOTPCRELX,
                CodeRelocKind::GotPcRel => elf::R_X86_64_GOTPCREL,
                CodeRelocKind::GotTpOff => elf::R_X86_64_GOTTPOFF,
                CodeRelocKind::SecRel32 => {
                    return Err(EmitError(format!("section-relative reference to {} in an ELF object", r.sym)));
                }
            };
            let symbol = sym_ids[r.sym.index()];
            add_reloc(&mut obj, text, base + r.offset as u64, symbol, r.addend, r_type)?;
        }
    }
    for_each_data_reloc(module, &data_offsets, &sym_ids, |section, offset, symbol, r| {
        let r_type = match r.kind {
            DataRelocKind::Abs64 => elf::R_X86_64_64,
            DataRelocKind::Pc32 => elf::R_X86_64_PC32,
        };
        add_reloc(&mut obj, section, offset, symbol, r.addend, r_type)
    })?;
    for (name, list) in structor_sections(module) {
        let sh_type = if name.starts_with(".init_array") { elf::SHT_INIT_ARRAY } else { elf::SHT_FINI_ARRAY };
        add_init_array(&mut obj, &name, sh_type, &list, &sym_ids)?;
    }
    if !funcs.is_empty() {
        let mut tables = except_table(&mut obj, module, funcs, &sym_ids, &mut sections)?;
        let (bytes, relocs) = build_eh_frame(funcs)?;
        let eh = obj.add_section(Vec::new(), b".eh_frame".to_vec(), SectionKind::ReadOnlyData);
        obj.section_mut(eh).flags = SectionFlags::Elf { sh_flags: elf::SHF_ALLOC as u64 };
        obj.append_section_data(eh, &bytes, 8);
        let text_sym = obj.section_symbol(text);
        for r in relocs {
            let (symbol, base) = match r.target {
                EhTarget::Function(f) => (text_sym, func_offsets[f]),
                EhTarget::Lsda(f) => match (&tables, tables.as_ref().and_then(|t| t.offsets[f])) {
                    (Some(t), Some(off)) => (t.symbol, off),
                    _ => return Err(EmitError(format!("FDE of function {f} names an LSDA it does not have"))),
                },
                EhTarget::Personality(p) => match &mut tables {
                    Some(t) => (t.slots.slot(&mut obj, module, &sym_ids, p)?, 0),
                    None => return Err(EmitError(format!("personality {p} without exception tables"))),
                },
            };
            add_reloc(&mut obj, eh, r.offset as u64, symbol, base as i64 + r.addend, elf::R_X86_64_PC32)?;
        }
    }
    for x in extra_sections(funcs) {
        let name = match x.kind {
            ExtraKind::StackMaps => ".llvm_stackmaps",
        };
        // Writable ("aw"): the function addresses are relocated, and a read-only section with
        // absolute relocations makes PIE links create text relocations (LLVM's "a" does).
        let section = obj.add_section(Vec::new(), name.as_bytes().to_vec(), SectionKind::ReadOnlyDataWithRel);
        let base = obj.append_section_data(section, &x.bytes, x.align);
        crate::object_common::add_section_label(&mut obj, section, base, x.kind, object::SymbolKind::Label);
        let text_sym = obj.section_symbol(text);
        for r in x.relocs {
            let addend = func_offsets[r.function] as i64 + r.addend;
            add_reloc(&mut obj, section, base + r.offset, text_sym, addend, elf::R_X86_64_64)?;
        }
    }
    let note = obj.add_section(Vec::new(), b".note.GNU-stack".to_vec(), SectionKind::Other);
    obj.section_mut(note).flags = SectionFlags::Elf { sh_flags: 0 };
    obj.write().map_err(map_err)
}

/// Where `.gcc_except_table` went: its section symbol, each function's LSDA offset in it, and the
/// pointer slots of the symbols the tables reach indirectly.
struct ExceptTable {
    symbol: SymbolId,
    offsets: Vec<Option<u64>>,
    slots: PointerSlots,
}

/// Writes the LSDAs of `funcs` to `.gcc_except_table` (allocated, read-only: its PC-relative
/// references need no load-time relocation) and, in `.data.rel.ro`, a pointer slot for each
/// personality routine and type info they reach. `None` without landing pads.
fn except_table(
    obj: &mut Object<'_>,
    module: &MModule,
    funcs: &[EmittedFunction],
    sym_ids: &[SymbolId],
    sections: &mut Sections,
) -> Result<Option<ExceptTable>, EmitError> {
    let lsdas: Vec<_> = funcs.iter().map(crate::lsda::build_lsda).collect();
    if lsdas.iter().all(Option::is_none) {
        return Ok(None);
    }
    let section = obj.add_section(Vec::new(), b".gcc_except_table".to_vec(), SectionKind::ReadOnlyData);
    obj.section_mut(section).flags = SectionFlags::Elf { sh_flags: elf::SHF_ALLOC as u64 };
    let relro = sections.get(obj, OutSection::RelRo);
    let mut slots = PointerSlots::new(relro, RelocationFlags::Elf { r_type: elf::R_X86_64_64 });
    let pc32 = RelocationFlags::Elf { r_type: elf::R_X86_64_PC32 };
    let mut offsets = Vec::with_capacity(funcs.len());
    for (f, lsda) in funcs.iter().zip(lsdas) {
        let Some(l) = lsda else {
            offsets.push(None);
            continue;
        };
        if let Some(eh) = &f.eh {
            slots.slot(obj, module, sym_ids, eh.personality)?;
        }
        offsets.push(Some(append_lsda(obj, section, &l, &mut slots, module, sym_ids, pc32)?));
    }
    let symbol = obj.section_symbol(section);
    Ok(Some(ExceptTable { symbol, offsets, slots }))
}

fn add_reloc(
    obj: &mut Object<'_>,
    section: SectionId,
    offset: u64,
    symbol: SymbolId,
    addend: i64,
    r_type: u32,
) -> Result<(), EmitError> {
    obj.add_relocation(section, Relocation { offset, symbol, addend, flags: RelocationFlags::Elf { r_type } })
        .map_err(map_err)
}

/// Adds every module symbol; returns the object symbol of each `SymId`.
fn add_symbols(obj: &mut Object<'_>, module: &MModule, placed: &Placements) -> Result<Vec<SymbolId>, EmitError> {
    let mut ids = Vec::with_capacity(module.symbols.len());
    for (i, s) in module.symbols.iter().enumerate() {
        let (section, value, size) = symbol_definition(i, s, placed)?;
        let (kind, st_type) = match (s.defined, s.kind) {
            // A thread-local reference must say so even when undefined, or the linker refuses
            // to match it with the TLS definition.
            (_, SymbolKind::ThreadLocal) => (object::SymbolKind::Tls, elf::STT_TLS),
            (false, _) => (object::SymbolKind::Unknown, elf::STT_NOTYPE),
            (true, SymbolKind::Func) => (object::SymbolKind::Text, elf::STT_FUNC),
            (true, SymbolKind::Data) => (object::SymbolKind::Data, elf::STT_OBJECT),
        };
        let (scope, weak, st_bind) = match s.binding {
            Binding::Local => (object::SymbolScope::Compilation, false, elf::STB_LOCAL),
            Binding::Global => (object::SymbolScope::Dynamic, false, elf::STB_GLOBAL),
            Binding::Weak => (object::SymbolScope::Dynamic, true, elf::STB_WEAK),
        };
        let st_other = match s.visibility {
            Visibility::Default => elf::STV_DEFAULT,
            Visibility::Hidden => elf::STV_HIDDEN,
            Visibility::Protected => elf::STV_PROTECTED,
        };
        ids.push(obj.add_symbol(Symbol {
            name: s.name.as_bytes().to_vec(),
            value,
            size,
            kind,
            scope,
            weak,
            section,
            flags: SymbolFlags::Elf { st_info: (st_bind << 4) | st_type, st_other },
        }));
    }
    Ok(ids)
}

/// Adds a pointer array section (`.init_array`/`.fini_array`) with one absolute relocation per entry.
/// The `.init_array`/`.fini_array` sections and their entries: the default priority in the plain section,
/// every other priority `p` in `.init_array.PPPPP` / `.fini_array.PPPPP`, which linkers sort by priority
/// across objects and place before the plain section (run first for `.init_array`, last for `.fini_array`).
pub(crate) fn structor_sections(module: &MModule) -> Vec<(String, Vec<kiln_isel::SymId>)> {
    let named = |base: &str, p: u16| {
        if p == DEFAULT_STRUCTOR_PRIORITY {
            base.to_string()
        } else {
            format!("{base}.{p:05}")
        }
    };
    let ctors = module.ctor_groups().into_iter().map(|(p, l)| (named(".init_array", p), l));
    let dtors = module.dtor_groups().into_iter().map(|(p, l)| (named(".fini_array", p), l));
    ctors.chain(dtors).collect()
}

fn add_init_array(
    obj: &mut Object<'_>,
    name: &str,
    sh_type: u32,
    entries: &[kiln_isel::SymId],
    sym_ids: &[SymbolId],
) -> Result<(), EmitError> {
    if entries.is_empty() {
        return Ok(());
    }
    let section = obj.add_section(Vec::new(), name.as_bytes().to_vec(), SectionKind::Elf(sh_type));
    obj.section_mut(section).flags = SectionFlags::Elf { sh_flags: (elf::SHF_ALLOC | elf::SHF_WRITE) as u64 };
    let base = obj.append_section_data(section, &vec![0; 8 * entries.len()], 8);
    for (i, symbol) in pointer_array_symbols(name, entries, sym_ids)?.into_iter().enumerate() {
        add_reloc(obj, section, base + 8 * i as u64, symbol, 0, elf::R_X86_64_64)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::object_common::test_support::{add_landing_pad, emit_all, sample_module};
    use kiln_isel::{DataReloc, SymId};
    use kiln_regalloc::MachineEnv;
    use object::read::{Object as _, ObjectSection as _, ObjectSymbol as _};

    /// Two functions, a rodata object with a PC32 reloc, a weak protected bss object and a dtor.
    fn module() -> (MModule, Vec<EmittedFunction>) {
        let m = sample_module(MModule::default().target, Visibility::Protected);
        let funcs = emit_all(&m, &MachineEnv::sysv());
        (m, funcs)
    }

    #[test]
    fn sections_symbols_and_relocations_round_trip() {
        let (m, funcs) = module();
        let bytes = write_elf(&m, &funcs).unwrap();
        let file = object::File::parse(&*bytes).unwrap();
        let text = file.section_by_name(".text").unwrap();
        // Both functions, the second 16-aligned.
        assert_eq!(text.size(), 16 + funcs[1].code.len() as u64);
        assert_eq!(file.section_by_name(".bss").unwrap().size(), 100);
        assert_eq!(file.section_by_name(".bss").unwrap().align(), 32);
        assert!(file.section_by_name(".note.GNU-stack").is_some());
        let fini = file.section_by_name(".fini_array").unwrap();
        assert_eq!(fini.size(), 8);
        assert_eq!(fini.relocations().count(), 1);
        let eh = file.section_by_name(".eh_frame").unwrap();
        let kinds: Vec<_> = eh.relocations().map(|(_, r)| r.flags()).collect();
        assert_eq!(kinds, vec![RelocationFlags::Elf { r_type: elf::R_X86_64_PC32 }; 2]);
        assert!(file.section_by_name(".data.rel.ro").is_none());
        let ro = file.section_by_name(".rodata").unwrap();
        let (off, r) = ro.relocations().next().unwrap();
        assert_eq!((off, r.addend(), r.flags()), (4, 2, RelocationFlags::Elf { r_type: elf::R_X86_64_PC32 }));
        let sym = |n: &str| file.symbols().find(|s| s.name() == Ok(n)).unwrap();
        assert!(sym("f").is_global() && sym("f").kind() == object::SymbolKind::Text);
        assert!(sym("g").is_local());
        assert_eq!(sym("g").address(), 16);
        assert!(sym("b").is_weak());
        assert_eq!(sym("b").size(), 100);
        assert!(sym("ext").is_undefined());
        let object::SymbolFlags::Elf { st_other, .. } = sym("b").flags() else { panic!() };
        assert_eq!(st_other, elf::STV_PROTECTED);
    }

    /// A function with a landing pad gets an LSDA in `.gcc_except_table` whose type-table entry
    /// reaches the type info through a `DW.ref` slot, and its FDE sits under a second CIE whose
    /// personality pointer is indirect (through another slot) and which gives FDEs an LSDA pointer.
    #[test]
    fn landing_pads_give_an_lsda_and_a_personality_cie() {
        use gimli::UnwindSection as _;
        let (m, mut funcs) = module();
        let (ext, ro) = (SymId(4), SymId(2));
        add_landing_pad(&mut funcs[1], ext, ro);
        let bytes = write_elf(&m, &funcs).unwrap();
        let file = object::File::parse(&*bytes).unwrap();
        let name_of = |r: &object::Relocation| match r.target() {
            object::RelocationTarget::Symbol(i) => {
                let s = file.symbol_by_index(i).unwrap();
                match s.kind() {
                    object::SymbolKind::Section => {
                        file.section_by_index(s.section_index().unwrap()).unwrap().name().unwrap().to_string()
                    }
                    _ => s.name().unwrap().to_string(),
                }
            }
            _ => panic!("relocation without a symbol"),
        };
        let table = file.section_by_name(".gcc_except_table").unwrap();
        let object::SectionFlags::Elf { sh_flags } = table.flags() else { panic!() };
        assert_eq!(sh_flags, elf::SHF_ALLOC as u64);
        let refs: Vec<_> = table.relocations().map(|(o, r)| (o, name_of(&r), r.flags())).collect();
        let data = table.data().unwrap();
        let ttbase = 3 + data[2] as u64;
        assert_eq!(
            refs,
            vec![(ttbase - 4, "DW.ref.ro".to_string(), RelocationFlags::Elf { r_type: elf::R_X86_64_PC32 })]
        );
        let relro = file.section_by_name(".data.rel.ro").unwrap();
        let slots: Vec<_> = relro.relocations().map(|(_, r)| (name_of(&r), r.flags())).collect();
        let abs = RelocationFlags::Elf { r_type: elf::R_X86_64_64 };
        assert_eq!(slots, vec![("ext".to_string(), abs), ("ro".to_string(), abs)]);
        let eh = file.section_by_name(".eh_frame").unwrap();
        let targets: Vec<_> = eh.relocations().map(|(_, r)| name_of(&r)).collect();
        assert_eq!(targets, [".text", "DW.ref.ext", ".text", ".gcc_except_table"]);
        // Read back: two CIEs, the second with a personality and an LSDA encoding; g's FDE under it.
        let eh_bytes = eh.data().unwrap();
        let read = gimli::read::EhFrame::new(eh_bytes, gimli::LittleEndian);
        let bases = gimli::read::BaseAddresses::default().set_eh_frame(0);
        let mut entries = read.entries(&bases);
        let (mut cies, mut lsdas) = (Vec::new(), 0);
        while let Some(entry) = entries.next().unwrap() {
            match entry {
                gimli::read::CieOrFde::Cie(c) => cies.push((c.personality().is_some(), c.lsda_encoding())),
                gimli::read::CieOrFde::Fde(p) => {
                    let fde = p.parse(|_, b, o| read.cie_from_offset(b, o)).unwrap();
                    lsdas += fde.lsda().is_some() as usize;
                }
            }
        }
        assert_eq!(cies, vec![(false, None), (true, Some(gimli::DW_EH_PE_pcrel | gimli::DW_EH_PE_sdata4))]);
        assert_eq!(lsdas, 1);
    }

    #[test]
    fn constant_data_with_absolute_addresses_goes_to_relro() {
        let (mut m, funcs) = module();
        m.data[0].relocs[0] = DataReloc { offset: 0, sym: SymId(0), addend: 0, kind: DataRelocKind::Abs64 };
        let bytes = write_elf(&m, &funcs).unwrap();
        let file = object::File::parse(&*bytes).unwrap();
        assert!(file.section_by_name(".rodata").is_none());
        let relro = file.section_by_name(".data.rel.ro").unwrap();
        let object::SectionFlags::Elf { sh_flags } = relro.flags() else { panic!() };
        assert_eq!(sh_flags, (elf::SHF_ALLOC | elf::SHF_WRITE) as u64);
        assert_eq!(relro.relocations().count(), 1);
    }

    #[test]
    fn inconsistent_modules_are_errors() {
        let (mut m, funcs) = module();
        assert!(write_elf(&m, &funcs[..1]).is_err());
        m.symbols[4].defined = true;
        let e = write_elf(&m, &funcs).unwrap_err();
        assert!(e.0.contains("`ext` is marked defined"), "{e}");
        let (mut m, funcs) = module();
        m.data[0].relocs[0].offset = 6;
        assert!(write_elf(&m, &funcs).is_err());
        let (mut m, funcs) = module();
        m.ctors.push(SymId(77));
        assert!(write_elf(&m, &funcs).is_err());
    }
}
