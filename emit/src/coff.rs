//! PE/COFF relocatable objects for Windows targets with `object`: `.text` (every function,
//! 16-aligned), `.rdata`, `.data`, `.bss`, constructors and destructors (`.ctors`/`.dtors` for
//! MinGW, `.CRT$XCU`/`.CRT$XTU` for the Microsoft runtime), `.xdata` (one `UNWIND_INFO` per
//! function) and `.pdata` (one `RUNTIME_FUNCTION` per function), symbols with their storage class,
//! and the relocations `IMAGE_REL_AMD64_REL32` (calls and RIP-relative data), `ADDR64` (pointers in
//! data) and `ADDR32NB` (image-relative addresses in `.pdata`).
//!
//! COFF relocations have implicit addends: `object` stores `addend + 4` in the field of a `REL32`
//! (the format adds the field's end, `P + 4`, itself), so the ELF-style addends of code relocations
//! (which already subtract the distance from the field to the end of the instruction) are passed
//! through unchanged and the field ends up holding `disp - bytes after the field`.

use kiln_abi::{Os, WindowsEnv};
use kiln_isel::{Binding, DataRelocKind, DataSection, MModule, SymId, SymbolKind};
use object::pe;
use object::write::{Object, Relocation, SectionId, Symbol, SymbolId, SymbolSection};
use object::{Architecture, BinaryFormat, Endianness, RelocationFlags, SectionKind, SymbolFlags};

use crate::elf::OutSection;
use crate::win_unwind::unwind_info;
use crate::{err, CodeRelocKind, EmitError, EmittedFunction};

/// Where a defined symbol landed.
#[derive(Copy, Clone)]
struct Placed {
    section: SectionId,
    offset: u64,
}

fn map_err(e: object::write::Error) -> EmitError {
    EmitError(format!("cannot write COFF object: {e}"))
}

/// The COFF section a data object goes to.
fn data_section(which: OutSection) -> (&'static str, SectionKind) {
    match which {
        // Read-only data holding absolute addresses is fine in `.rdata`: the loader applies base
        // relocations regardless of page protection.
        OutSection::Rodata | OutSection::RelRo => (".rdata", SectionKind::ReadOnlyData),
        OutSection::Data => (".data", SectionKind::Data),
        OutSection::Bss => (".bss", SectionKind::UninitializedData),
    }
}

/// Writes a COFF object for `module` with the encoded `functions` (in `module.functions` order).
pub fn write_coff(module: &MModule, functions: &[EmittedFunction]) -> Result<Vec<u8>, EmitError> {
    if functions.len() != module.functions.len() {
        return err(format!("{} emitted functions for {} machine functions", functions.len(), module.functions.len()));
    }
    let mut obj = Object::new(BinaryFormat::Coff, Architecture::X86_64, Endianness::Little);
    let text = obj.add_section(Vec::new(), b".text".to_vec(), SectionKind::Text);
    let mut placed: Vec<Option<Placed>> = vec![None; module.symbols.len()];
    let mut place = |sym: SymId, p: Placed| -> Result<(), EmitError> {
        match placed.get_mut(sym.index()) {
            Some(slot @ None) => {
                *slot = Some(p);
                Ok(())
            }
            Some(Some(_)) => err(format!("symbol {sym} is defined twice")),
            None => err(format!("unknown symbol {sym}")),
        }
    };
    let mut func_offsets = Vec::with_capacity(functions.len());
    for (f, mf) in functions.iter().zip(&module.functions) {
        if f.sym != mf.sym {
            return err(format!("emitted function {} does not match machine function {}", f.sym, mf.sym));
        }
        let offset = obj.append_section_data(text, &f.code, 16);
        func_offsets.push(offset);
        place(f.sym, Placed { section: text, offset })?;
    }
    let mut sections: Vec<(&'static str, SectionId)> = Vec::new();
    let mut data_offsets = Vec::with_capacity(module.data.len());
    for d in &module.data {
        let (name, kind) = data_section(OutSection::of(d));
        let section = match sections.iter().find(|s| s.0 == name) {
            Some(&(_, id)) => id,
            None => {
                let id = obj.add_section(Vec::new(), name.as_bytes().to_vec(), kind);
                sections.push((name, id));
                id
            }
        };
        let align = d.align.max(1) as u64;
        if !align.is_power_of_two() || align > 8192 {
            return err(format!("data object {} has alignment {align}", d.sym));
        }
        let offset = if d.section == DataSection::Bss {
            obj.append_section_bss(section, d.size, align)
        } else {
            if d.bytes.len() as u64 > d.size {
                return err(format!("data object {} has {} bytes but size {}", d.sym, d.bytes.len(), d.size));
            }
            let mut bytes = d.bytes.clone();
            bytes.resize(d.size as usize, 0);
            obj.append_section_data(section, &bytes, align)
        };
        data_offsets.push((section, offset));
        place(d.sym, Placed { section, offset })?;
    }
    let mut sym_ids = add_symbols(&mut obj, module, &placed)?;
    let probe = crate::stack_probe_sym(module);
    if functions.iter().any(|f| f.relocs.iter().any(|r| r.sym == probe)) {
        sym_ids.push(stack_probe_symbol(&mut obj, module, &sym_ids)?);
    }
    for (f, &base) in functions.iter().zip(&func_offsets) {
        for r in &f.relocs {
            let typ = match r.kind {
                CodeRelocKind::Plt32 | CodeRelocKind::Pc32 => pe::IMAGE_REL_AMD64_REL32,
                CodeRelocKind::GotPcRel | CodeRelocKind::GotPcRelX => {
                    return err(format!("GOT reference to {} in a COFF object", r.sym));
                }
            };
            let Some(&symbol) = sym_ids.get(r.sym.index()) else {
                return err(format!("relocation against unknown symbol {}", r.sym));
            };
            add_reloc(&mut obj, text, base + r.offset as u64, symbol, r.addend, typ)?;
        }
    }
    for (d, &(section, base)) in module.data.iter().zip(&data_offsets) {
        for r in &d.relocs {
            let (typ, width) = match r.kind {
                DataRelocKind::Abs64 => (pe::IMAGE_REL_AMD64_ADDR64, 8),
                DataRelocKind::Pc32 => (pe::IMAGE_REL_AMD64_REL32, 4),
            };
            if d.section == DataSection::Bss || r.offset as u64 + width > d.size {
                return err(format!("relocation at {} outside data object {}", r.offset, d.sym));
            }
            let Some(&symbol) = sym_ids.get(r.sym.index()).filter(|_| r.sym.index() < module.symbols.len()) else {
                return err(format!("relocation against unknown symbol {}", r.sym));
            };
            // A data REL32 means `S + A - P`; COFF computes `S + field - (P + 4)`, and `object`
            // stores `A + 4`.
            add_reloc(&mut obj, section, base + r.offset as u64, symbol, r.addend, typ)?;
        }
    }
    let msvc = module.target.os == Os::Windows(WindowsEnv::Msvc);
    let (ctors, dtors) = if msvc { (".CRT$XCU", ".CRT$XTU") } else { (".ctors", ".dtors") };
    let kind = if msvc { SectionKind::ReadOnlyData } else { SectionKind::Data };
    add_pointer_array(&mut obj, ctors, kind, &module.ctors, &sym_ids[..module.symbols.len()])?;
    add_pointer_array(&mut obj, dtors, kind, &module.dtors, &sym_ids[..module.symbols.len()])?;
    add_unwind_tables(&mut obj, text, functions, &func_offsets)?;
    obj.write().map_err(map_err)
}

fn add_reloc(
    obj: &mut Object<'_>,
    section: SectionId,
    offset: u64,
    symbol: SymbolId,
    addend: i64,
    typ: u16,
) -> Result<(), EmitError> {
    obj.add_relocation(section, Relocation { offset, symbol, addend, flags: RelocationFlags::Coff { typ } })
        .map_err(map_err)
}

/// Adds every module symbol (external, static, or external for weak definitions: COFF weak
/// externals need an alias record `object` cannot write); returns the object symbol of each `SymId`.
fn add_symbols(obj: &mut Object<'_>, module: &MModule, placed: &[Option<Placed>]) -> Result<Vec<SymbolId>, EmitError> {
    let mut ids = Vec::with_capacity(module.symbols.len() + 1);
    for (i, s) in module.symbols.iter().enumerate() {
        if s.name.is_empty() {
            return err(format!("symbol sym{i} has no name"));
        }
        let (section, value) = match (s.defined, placed[i]) {
            (true, Some(p)) => (SymbolSection::Section(p.section), p.offset),
            (true, None) => return err(format!("symbol `{}` is marked defined but has no code or data", s.name)),
            (false, Some(_)) => return err(format!("symbol `{}` has a body but is marked undefined", s.name)),
            (false, None) => (SymbolSection::Undefined, 0),
        };
        let kind = match s.kind {
            SymbolKind::Func => object::SymbolKind::Text,
            SymbolKind::Data => object::SymbolKind::Data,
        };
        let scope = match s.binding {
            Binding::Local if s.defined => object::SymbolScope::Compilation,
            Binding::Local => return err(format!("local symbol `{}` is not defined", s.name)),
            Binding::Global | Binding::Weak => object::SymbolScope::Dynamic,
        };
        ids.push(obj.add_symbol(Symbol {
            name: s.name.as_bytes().to_vec(),
            value,
            size: 0,
            kind,
            scope,
            weak: false,
            section,
            flags: SymbolFlags::None,
        }));
    }
    Ok(ids)
}

/// The object symbol of the target's stack-probe routine (the module's own symbol of that name,
/// or a new undefined one); [`crate::stack_probe_sym`] names it in code relocations.
fn stack_probe_symbol(obj: &mut Object<'_>, module: &MModule, ids: &[SymbolId]) -> Result<SymbolId, EmitError> {
    let Some(name) = module.target.stack_probe_symbol() else {
        return err("a COFF target without a stack-probe routine");
    };
    if let Some(i) = module.symbols.iter().position(|s| s.name == name) {
        return Ok(ids[i]);
    }
    Ok(obj.add_symbol(Symbol {
        name: name.as_bytes().to_vec(),
        value: 0,
        size: 0,
        kind: object::SymbolKind::Text,
        scope: object::SymbolScope::Dynamic,
        weak: false,
        section: SymbolSection::Undefined,
        flags: SymbolFlags::None,
    }))
}

/// Adds a section of 8-byte function pointers (constructors or destructors), one `ADDR64` each.
fn add_pointer_array(
    obj: &mut Object<'_>,
    name: &str,
    kind: SectionKind,
    entries: &[SymId],
    sym_ids: &[SymbolId],
) -> Result<(), EmitError> {
    if entries.is_empty() {
        return Ok(());
    }
    let section = obj.add_section(Vec::new(), name.as_bytes().to_vec(), kind);
    let base = obj.append_section_data(section, &vec![0; 8 * entries.len()], 8);
    for (i, sym) in entries.iter().enumerate() {
        let Some(&symbol) = sym_ids.get(sym.index()) else {
            return err(format!("{name} entry names unknown symbol {sym}"));
        };
        add_reloc(obj, section, base + 8 * i as u64, symbol, 0, pe::IMAGE_REL_AMD64_ADDR64)?;
    }
    Ok(())
}

/// `.xdata` with every function's `UNWIND_INFO` and `.pdata` with its `RUNTIME_FUNCTION`
/// (begin, end, unwind info; image-relative through `ADDR32NB`).
fn add_unwind_tables(
    obj: &mut Object<'_>,
    text: SectionId,
    functions: &[EmittedFunction],
    func_offsets: &[u64],
) -> Result<(), EmitError> {
    if functions.is_empty() {
        return Ok(());
    }
    let xdata = obj.add_section(Vec::new(), b".xdata".to_vec(), SectionKind::ReadOnlyData);
    let pdata = obj.add_section(Vec::new(), b".pdata".to_vec(), SectionKind::ReadOnlyData);
    let text_sym = obj.section_symbol(text);
    let xdata_sym = obj.section_symbol(xdata);
    for (f, &start) in functions.iter().zip(func_offsets) {
        let info = unwind_info(f)?.encode()?;
        let at = obj.append_section_data(xdata, &info, 4);
        let entry = obj.append_section_data(pdata, &[0; 12], 4);
        let fields = [(text_sym, start), (text_sym, start + f.code_len as u64), (xdata_sym, at)];
        for (k, (symbol, addend)) in fields.into_iter().enumerate() {
            add_reloc(obj, pdata, entry + 4 * k as u64, symbol, addend as i64, pe::IMAGE_REL_AMD64_ADDR32NB)?;
        }
    }
    Ok(())
}
