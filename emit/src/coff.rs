//! PE/COFF relocatable objects for Windows targets with `object`: `.text` (every function,
//! 16-aligned), `.rdata`, `.data`, `.bss`, constructors and destructors (`.ctors`/`.dtors` for
//! MinGW, `.CRT$XCU`/`.CRT$XTU` for the Microsoft runtime), `.xdata` (one `UNWIND_INFO` per
//! function) and `.pdata` (one `RUNTIME_FUNCTION` per function), symbols with their storage class,
//! weak definitions as GCC writes them (a weak external aliasing `.weak.<name>.default.<unit>`),
//! and the relocations `IMAGE_REL_AMD64_REL32` (calls and RIP-relative data), `ADDR64` (pointers in
//! data) and `ADDR32NB` (image-relative addresses in `.pdata`).
//!
//! COFF relocations have implicit addends: `object` stores `addend + 4` in the field of a `REL32`
//! (the format adds the field's end, `P + 4`, itself), so the ELF-style addends of code relocations
//! (which already subtract the distance from the field to the end of the instruction) are passed
//! through unchanged and the field ends up holding `disp - bytes after the field`.

use kiln_abi::{Os, WindowsEnv};
use kiln_isel::{Binding, DataObject, DataRelocKind, MModule, SymId, SymbolKind, DEFAULT_STRUCTOR_PRIORITY};
use object::pe;
use object::write::{Object, Relocation, SectionId, Symbol, SymbolId, SymbolSection};
use object::{Architecture, BinaryFormat, Endianness, RelocationFlags, SectionKind, SymbolFlags};

use crate::elf::OutSection;
use crate::object_common::{
    append_lsda, check_functions, extra_sections, for_each_data_reloc, place_data, place_functions,
    pointer_array_symbols, symbol_definition, ExtraKind, Placements, PointerSlots,
};
use crate::win_unwind::unwind_info;
use crate::{err, CodeRelocKind, EmitError, EmittedFunction};

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
        // The TLS template, `.tls$` as LLVM names it (the linker sorts it after the CRT's `.tls`
        // start marker). COFF has no zero-fill TLS: isel gives zero objects real zero bytes.
        OutSection::ThreadData | OutSection::ThreadBss => (".tls$", SectionKind::Data),
    }
}

/// Writes a COFF object for `module` with the encoded `functions` (in `module.functions` order).
pub fn write_coff(module: &MModule, functions: &[EmittedFunction]) -> Result<Vec<u8>, EmitError> {
    check_functions(module, functions)?;
    if module.target.os == Os::Windows(WindowsEnv::Msvc) {
        let why = "for windows-msvc targets: MSVC's C++ runtime unwinds through funclets (cleanuppad, catchpad), \
                   which Kiln does not implement; x86_64-pc-windows-gnu uses landing pads";
        crate::object_common::refuse_lsdas(module, functions, why)?;
    }
    let mut obj = Object::new(BinaryFormat::Coff, Architecture::X86_64, Endianness::Little);
    let text = obj.add_section(Vec::new(), b".text".to_vec(), SectionKind::Text);
    let mut placed = Placements::new(module);
    let func_offsets = place_functions(&mut obj, text, module, functions, &mut placed)?;
    let mut sections: Vec<(&'static str, SectionId)> = Vec::new();
    let section_of = |obj: &mut Object<'_>, d: &DataObject| {
        let (name, kind) = data_section(OutSection::of(d));
        match sections.iter().find(|s| s.0 == name) {
            Some(&(_, id)) => id,
            None => {
                let id = obj.add_section(Vec::new(), name.as_bytes().to_vec(), kind);
                sections.push((name, id));
                id
            }
        }
    };
    let data_offsets = place_data(&mut obj, module, 8192, section_of, &mut placed)?;
    let (mut sym_ids, weak) = add_symbols(&mut obj, module, &placed)?;
    let probe = crate::stack_probe_sym(module);
    if functions.iter().any(|f| f.relocs.iter().any(|r| r.sym == probe)) {
        sym_ids.push(stack_probe_symbol(&mut obj, module, &sym_ids)?);
    }
    add_weak_externals(&mut obj, module, &weak, &mut sym_ids);
    for (f, &base) in functions.iter().zip(&func_offsets) {
        for r in &f.relocs {
            let typ = match r.kind {
                CodeRelocKind::Plt32 | CodeRelocKind::Pc32 => pe::IMAGE_REL_AMD64_REL32,
                CodeRelocKind::SecRel32 => pe::IMAGE_REL_AMD64_SECREL,
                CodeRelocKind::GotPcRel | CodeRelocKind::GotPcRelX | CodeRelocKind::GotTpOff => {
                    return err(format!("GOT reference to {} in a COFF object", r.sym));
                }
            };
            let Some(&symbol) = sym_ids.get(r.sym.index()) else {
                return err(format!("relocation against unknown symbol {}", r.sym));
            };
            add_reloc(&mut obj, text, base + r.offset as u64, symbol, r.addend, typ)?;
        }
    }
    for_each_data_reloc(module, &data_offsets, &sym_ids, |section, offset, symbol, r| {
        let typ = match r.kind {
            DataRelocKind::Abs64 => pe::IMAGE_REL_AMD64_ADDR64,
            DataRelocKind::Pc32 => pe::IMAGE_REL_AMD64_REL32,
        };
        // A data REL32 means `S + A - P`; COFF computes `S + field - (P + 4)`, and `object`
        // stores `A + 4`.
        add_reloc(&mut obj, section, offset, symbol, r.addend, typ)
    })?;
    let msvc = module.target.os == Os::Windows(WindowsEnv::Msvc);
    let kind = if msvc { SectionKind::ReadOnlyData } else { SectionKind::Data };
    for (name, list) in structor_sections(module, msvc) {
        add_pointer_array(&mut obj, &name, kind, &list, &sym_ids[..module.symbols.len()])?;
    }
    let data = sections.iter().find(|s| s.0 == ".data").map(|s| s.1);
    add_unwind_tables(&mut obj, text, module, functions, &func_offsets, &sym_ids, data)?;
    for x in extra_sections(functions) {
        let name = match x.kind {
            ExtraKind::StackMaps => ".llvm_stackmaps",
        };
        let section = obj.add_section(Vec::new(), name.as_bytes().to_vec(), SectionKind::ReadOnlyData);
        let base = obj.append_section_data(section, &x.bytes, x.align);
        crate::object_common::add_section_label(&mut obj, section, base, x.kind, object::SymbolKind::Data);
        let text_sym = obj.section_symbol(text);
        for r in x.relocs {
            let addend = func_offsets[r.function] as i64 + r.addend;
            add_reloc(&mut obj, section, base + r.offset, text_sym, addend, pe::IMAGE_REL_AMD64_ADDR64)?;
        }
    }
    if !module.dll_exports.is_empty() {
        let drectve = obj.add_section(Vec::new(), b".drectve".to_vec(), SectionKind::Linker);
        obj.append_section_data(drectve, &export_directives(module, msvc), 1);
    }
    let bytes = obj.write().map_err(map_err)?;
    let names: Vec<(String, String)> =
        weak.iter().map(|w| (module.symbols[w.index()].name.clone(), default_name(module, *w))).collect();
    make_weak_externals(bytes, &names)
}

/// The `.drectve` linker directives exporting every `dllexport` definition, as LLVM writes them:
/// ` -export:"NAME"` (MinGW) or ` /EXPORT:"NAME"` (MSVC), with `,data` / `,DATA` for data.
fn export_directives(module: &MModule, msvc: bool) -> Vec<u8> {
    let mut out = Vec::new();
    for &sym in &module.dll_exports {
        let decl = module.symbol(sym);
        out.extend_from_slice(if msvc { b" /EXPORT:\"" } else { b" -export:\"" });
        out.extend_from_slice(decl.name.as_bytes());
        out.push(b'"');
        if decl.kind != SymbolKind::Func {
            out.extend_from_slice(if msvc { b",DATA" } else { b",data" });
        }
    }
    out
}

/// The constructor and destructor sections and their entries, laid out as gcc and LLVM lay them out, so
/// that Kiln objects run their constructors in the same order as the target's own toolchain would.
///
/// MinGW: the default priority goes to `.ctors`/`.dtors` in list order, priority `p` to
/// `.ctors.NNNNN`/`.dtors.NNNNN` with `NNNNN = 65535 - p`; the linker sorts those names and the CRT runs
/// `.ctors` from the end and `.dtors` from the start, so lower priorities construct first and destruct
/// last (and, as with gcc, equal priorities construct in reverse list order). Microsoft: the CRT runs
/// `.CRT$XC*` and `.CRT$XT*` in name order from the start, so priorities go to `.CRT$XCTppppp` (before
/// the default `.CRT$XCU`) and `.CRT$XTVnnnnn` (after the default `.CRT$XTU`), and destructors of one
/// priority are listed last to first, as ELF's `.fini_array` runs them.
pub(crate) fn structor_sections(module: &MModule, msvc: bool) -> Vec<(String, Vec<SymId>)> {
    let mut out = Vec::new();
    for (p, list) in module.ctor_groups() {
        let name = match (msvc, p == DEFAULT_STRUCTOR_PRIORITY) {
            (false, true) => ".ctors".to_string(),
            (false, false) => format!(".ctors.{:05}", DEFAULT_STRUCTOR_PRIORITY - p),
            (true, true) => ".CRT$XCU".to_string(),
            (true, false) => format!(".CRT$XCT{p:05}"),
        };
        out.push((name, list));
    }
    for (p, mut list) in module.dtor_groups() {
        let name = match (msvc, p == DEFAULT_STRUCTOR_PRIORITY) {
            (false, true) => ".dtors".to_string(),
            (false, false) => format!(".dtors.{:05}", DEFAULT_STRUCTOR_PRIORITY - p),
            (true, true) => ".CRT$XTU".to_string(),
            (true, false) => format!(".CRT$XTV{:05}", DEFAULT_STRUCTOR_PRIORITY - p),
        };
        if msvc {
            list.reverse();
        }
        out.push((name, list));
    }
    out
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

/// Adds every module symbol (external or static); a weak definition `foo` is added as its default
/// definition `.weak.foo.default.<unit>` (see [`add_weak_externals`]). Returns the object symbol of
/// each `SymId` (for now the default definition for weak ones) and the weak definitions.
fn add_symbols(
    obj: &mut Object<'_>,
    module: &MModule,
    placed: &Placements,
) -> Result<(Vec<SymbolId>, Vec<SymId>), EmitError> {
    let mut ids = Vec::with_capacity(module.symbols.len() + 1);
    let mut weak = Vec::new();
    for (i, s) in module.symbols.iter().enumerate() {
        // COFF symbols carry no size.
        let (section, value, _) = symbol_definition(i, s, placed)?;
        let scope = match s.binding {
            Binding::Local => object::SymbolScope::Compilation,
            Binding::Global | Binding::Weak => object::SymbolScope::Dynamic,
        };
        let name = if s.binding == Binding::Weak && s.defined {
            weak.push(SymId(i as u32));
            default_name(module, SymId(i as u32))
        } else {
            s.name.clone()
        };
        ids.push(obj.add_symbol(Symbol {
            name: name.into_bytes(),
            value,
            size: 0,
            kind: object_kind(s.kind),
            scope,
            weak: false,
            section,
            flags: SymbolFlags::None,
        }));
    }
    Ok((ids, weak))
}

fn object_kind(kind: SymbolKind) -> object::SymbolKind {
    match kind {
        SymbolKind::Func => object::SymbolKind::Text,
        // Thread-local symbols never reach COFF (isel rejects them).
        SymbolKind::Data | SymbolKind::ThreadLocal => object::SymbolKind::Data,
    }
}

/// The name of the default definition of a weak symbol: `.weak.<name>.default.<unit>`, where the
/// unit tag (the first strong global definition, else a hash of the module's symbol names) keeps
/// the defaults of different objects apart, as GCC does.
fn default_name(module: &MModule, sym: SymId) -> String {
    let strong = module.symbols.iter().find(|s| s.defined && s.binding == Binding::Global).map(|s| s.name.clone());
    let unit = strong.unwrap_or_else(|| {
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        for b in module.symbols.iter().flat_map(|s| s.name.bytes().chain([0])) {
            h = (h ^ b as u64).wrapping_mul(0x100_0000_01b3);
        }
        format!("{h:016x}")
    });
    format!(".weak.{}.default.{unit}", module.symbols[sym.index()].name)
}

/// Adds the symbol `foo` of every weak definition as an undefined external (made a weak external
/// aliasing its default definition by [`make_weak_externals`]); references go through it, so a
/// strong definition elsewhere wins. They are the last symbols added, after the defaults.
fn add_weak_externals(obj: &mut Object<'_>, module: &MModule, weak: &[SymId], ids: &mut [SymbolId]) {
    for &w in weak {
        let s = &module.symbols[w.index()];
        ids[w.index()] = obj.add_symbol(Symbol {
            name: s.name.as_bytes().to_vec(),
            value: 0,
            size: 0,
            kind: object_kind(s.kind),
            scope: object::SymbolScope::Dynamic,
            weak: false,
            section: SymbolSection::Undefined,
            flags: SymbolFlags::None,
        });
    }
}

/// `IMAGE_SYM_CLASS_WEAK_EXTERNAL`.
const CLASS_WEAK_EXTERNAL: u8 = 105;
/// `IMAGE_WEAK_EXTERN_SEARCH_ALIAS`: use the alias unless the symbol is defined elsewhere (what
/// LLVM writes for MinGW weak definitions).
const WEAK_SEARCH_ALIAS: u32 = 3;
/// `IMAGE_SCN_LNK_NRELOC_OVFL`.
const NRELOC_OVFL: u32 = 0x0100_0000;

fn read_u16(b: &[u8], at: usize) -> Result<u16, EmitError> {
    b.get(at..at + 2).map(|x| u16::from_le_bytes([x[0], x[1]])).ok_or_else(|| EmitError("truncated COFF".into()))
}
fn read_u32(b: &[u8], at: usize) -> Result<u32, EmitError> {
    b.get(at..at + 4)
        .map(|x| u32::from_le_bytes([x[0], x[1], x[2], x[3]]))
        .ok_or_else(|| EmitError("truncated COFF".into()))
}

/// Turns the undefined symbol of each weak definition into a weak external with an auxiliary
/// record naming its default (`object` cannot write those records): the storage class and aux
/// count change, an 18-byte record is inserted after the symbol, and symbol indices above it in
/// relocations move up by one. `weak` holds (name, default name) pairs.
fn make_weak_externals(mut bytes: Vec<u8>, weak: &[(String, String)]) -> Result<Vec<u8>, EmitError> {
    if weak.is_empty() {
        return Ok(bytes);
    }
    let symtab = read_u32(&bytes, 8)? as usize;
    let nsyms = read_u32(&bytes, 12)? as usize;
    let strtab = symtab + 18 * nsyms;
    let name_of = |bytes: &[u8], at: usize| -> Result<String, EmitError> {
        let raw = bytes.get(at..at + 8).ok_or_else(|| EmitError("truncated COFF symbol".into()))?;
        let name = if raw[..4] == [0, 0, 0, 0] {
            let off = strtab + read_u32(bytes, at + 4)? as usize;
            let tail = bytes.get(off..).unwrap_or(&[]);
            &tail[..tail.iter().position(|&c| c == 0).unwrap_or(tail.len())]
        } else {
            &raw[..raw.iter().position(|&c| c == 0).unwrap_or(8)]
        };
        Ok(String::from_utf8_lossy(name).into_owned())
    };
    // Raw symbol indices by name.
    let mut index = std::collections::HashMap::new();
    let mut i = 0;
    while i < nsyms {
        let at = symtab + 18 * i;
        let section = read_u16(&bytes, at + 12)?;
        index.insert((name_of(&bytes, at)?, section == 0), i);
        i += 1 + *bytes.get(at + 17).unwrap_or(&0) as usize;
    }
    let mut inserts = Vec::with_capacity(weak.len());
    for (name, default) in weak {
        let (Some(&sym), Some(&def)) = (index.get(&(name.clone(), true)), index.get(&(default.clone(), false))) else {
            return err(format!("weak symbol `{name}` or its default is missing from the COFF symbol table"));
        };
        inserts.push((sym, def));
    }
    inserts.sort_unstable_by_key(|&(sym, _)| std::cmp::Reverse(sym));
    let nsections = read_u16(&bytes, 2)? as usize;
    let headers = 20 + read_u16(&bytes, 16)? as usize;
    for &(sym, def) in &inserts {
        let at = symtab + 18 * sym;
        bytes[at + 16] = CLASS_WEAK_EXTERNAL;
        bytes[at + 17] = 1;
        let mut aux = [0u8; 18];
        aux[..4].copy_from_slice(&(def as u32).to_le_bytes());
        aux[4..8].copy_from_slice(&WEAK_SEARCH_ALIAS.to_le_bytes());
        bytes.splice(at + 18..at + 18, aux);
        for s in 0..nsections {
            let h = headers + 40 * s;
            if read_u32(&bytes, h + 36)? & NRELOC_OVFL != 0 {
                return err("too many relocations in one section for weak symbols");
            }
            let (relocs, count) = (read_u32(&bytes, h + 24)? as usize, read_u16(&bytes, h + 32)? as usize);
            for r in 0..count {
                let f = relocs + 10 * r + 4;
                let idx = read_u32(&bytes, f)? as usize;
                if idx > sym {
                    bytes[f..f + 4].copy_from_slice(&(idx as u32 + 1).to_le_bytes());
                }
            }
        }
    }
    let total = (nsyms + inserts.len()) as u32;
    bytes[12..16].copy_from_slice(&total.to_le_bytes());
    Ok(bytes)
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
    for (i, symbol) in pointer_array_symbols(name, entries, sym_ids)?.into_iter().enumerate() {
        add_reloc(obj, section, base + 8 * i as u64, symbol, 0, pe::IMAGE_REL_AMD64_ADDR64)?;
    }
    Ok(())
}

/// `.xdata` with every function's `UNWIND_INFO` and `.pdata` with its `RUNTIME_FUNCTION`
/// (begin, end, unwind info; image-relative through `ADDR32NB`).
fn add_unwind_tables(
    obj: &mut Object<'_>,
    text: SectionId,
    module: &MModule,
    functions: &[EmittedFunction],
    func_offsets: &[u64],
    sym_ids: &[SymbolId],
    data: Option<SectionId>,
) -> Result<(), EmitError> {
    if functions.is_empty() {
        return Ok(());
    }
    let xdata = obj.add_section(Vec::new(), b".xdata".to_vec(), SectionKind::ReadOnlyData);
    let pdata = obj.add_section(Vec::new(), b".pdata".to_vec(), SectionKind::ReadOnlyData);
    let text_sym = obj.section_symbol(text);
    let xdata_sym = obj.section_symbol(xdata);
    // Type infos are reached through pointer slots in `.data`, as gcc's `.LDFCM` ones (MinGW's
    // pseudo-relocations may have to patch a slot naming a DLL's type info).
    let data = match data {
        Some(d) => d,
        None if functions.iter().any(crate::lsda::has_lsda) => {
            obj.add_section(Vec::new(), b".data".to_vec(), SectionKind::Data)
        }
        None => xdata,
    };
    let mut slots = PointerSlots::new(data, RelocationFlags::Coff { typ: pe::IMAGE_REL_AMD64_ADDR64 });
    for (f, &start) in functions.iter().zip(func_offsets) {
        let mut info = unwind_info(f)?;
        let lsda = crate::lsda::build_lsda(f);
        info.handler = lsda.is_some();
        let at = obj.append_section_data(xdata, &info.encode()?, 4);
        if let (Some(l), Some(eh)) = (&lsda, &f.eh) {
            // The handler's RVA, then its data: the LSDA, which `__gxx_personality_seh0` (through
            // libgcc's `_GCC_specific_handler`) finds right after it, relative to the function start.
            let Some(&personality) = sym_ids.get(eh.personality.index()) else {
                return err(format!("unknown personality symbol {}", eh.personality));
            };
            let rva = obj.append_section_data(xdata, &[0; 4], 4);
            add_reloc(obj, xdata, rva, personality, 0, pe::IMAGE_REL_AMD64_ADDR32NB)?;
            let pc32 = RelocationFlags::Coff { typ: pe::IMAGE_REL_AMD64_REL32 };
            append_lsda(obj, xdata, l, &mut slots, module, sym_ids, pc32)?;
        }
        let entry = obj.append_section_data(pdata, &[0; 12], 4);
        let fields = [(text_sym, start), (text_sym, start + f.code_len as u64), (xdata_sym, at)];
        for (k, (symbol, addend)) in fields.into_iter().enumerate() {
            add_reloc(obj, pdata, entry + 4 * k as u64, symbol, addend as i64, pe::IMAGE_REL_AMD64_ADDR32NB)?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::object_common::test_support::{add_landing_pad, decl, emit_all};
    use iced_x86::Code;
    use kiln_isel::{Amode, AmodeBase, DataSection, MFunctionBuilder, MOp, MOperand};
    use kiln_regalloc::{MachineEnv, Operand, PReg, PRegSet};
    use object::read::{Object as _, ObjectSection as _, ObjectSymbol as _};

    /// `f`: `add qword [rip + x + 8], 5; ret`; `w` weak; `x` 16 bytes of .data.
    fn module() -> (MModule, Vec<EmittedFunction>) {
        let mut m = MModule { target: kiln_abi::Target::WINDOWS_GNU, ..MModule::default() };
        let f = m.add_symbol(decl("f", SymbolKind::Func, true, Binding::Global));
        let w = m.add_symbol(decl("w", SymbolKind::Func, true, Binding::Weak));
        let x = m.add_symbol(decl("x", SymbolKind::Data, true, Binding::Local));
        m.data.push(DataObject {
            sym: x,
            section: DataSection::Data,
            align: 8,
            size: 16,
            bytes: vec![],
            relocs: vec![],
        });
        for s in [f, w] {
            let mut b = MFunctionBuilder::new(s);
            let a = Amode { base: AmodeBase::Sym(x), index: None, disp: 8 };
            b.push(MOp::X86(Code::Add_rm64_imm8), &[MOperand::Mem(a), MOperand::Imm(5)]);
            b.push_full(MOp::Ret, &[], &[Operand::preg_use(PReg::RAX)], PRegSet::empty(), &[]);
            m.functions.push(b.finish(None).unwrap());
        }
        let funcs = emit_all(&m, &MachineEnv::win64());
        (m, funcs)
    }

    /// A MinGW function with a landing pad: its UNWIND_INFO has the exception and unwind handler
    /// flags, the handler RVA (the personality) after the codes, then the LSDA, whose type-table
    /// entry is a REL32 (`S - P`) to a `DW.ref` slot in `.data` holding the type info.
    /// The same function for windows-msvc is refused (funclets).
    #[test]
    fn landing_pads_give_seh_handler_data() {
        let (mut m, mut funcs) = module();
        let (w, x) = (SymId(1), SymId(2));
        add_landing_pad(&mut funcs[0], w, x);
        let bytes = write_coff(&m, &funcs).unwrap();
        let file = object::File::parse(&*bytes).unwrap();
        let xdata = file.section_by_name(".xdata").unwrap();
        let data = xdata.data().unwrap();
        assert_eq!(data[0], 0x19, "version 1, UNW_FLAG_EHANDLER | UNW_FLAG_UHANDLER");
        let codes = data[2] as usize;
        let handler = 4 + 2 * (codes + codes % 2);
        let name = |r: &object::Relocation| match r.target() {
            object::RelocationTarget::Symbol(i) => file.symbol_by_index(i).unwrap().name().unwrap().to_string(),
            _ => panic!(),
        };
        let relocs: Vec<_> = xdata.relocations().map(|(o, r)| (o as usize, name(&r), r.flags())).collect();
        let addr32nb = RelocationFlags::Coff { typ: pe::IMAGE_REL_AMD64_ADDR32NB };
        assert_eq!(relocs[0], (handler, "w".to_string(), addr32nb));
        let lsda = &data[handler + 4..];
        assert_eq!(&lsda[..2], [0xff, 0x9b]);
        let ttbase = handler + 4 + 3 + lsda[2] as usize;
        let rel32 = RelocationFlags::Coff { typ: pe::IMAGE_REL_AMD64_REL32 };
        assert_eq!(relocs[1], (ttbase - 4, "DW.ref.x".to_string(), rel32));
        // COFF computes `S + field - (P + 4)`, so the field holds 4.
        assert_eq!(&data[ttbase - 4..ttbase], [4, 0, 0, 0]);
        let slot = file.symbols().find(|s| s.name() == Ok("DW.ref.x")).unwrap();
        let slot_section = file.section_by_index(slot.section_index().unwrap()).unwrap();
        assert_eq!(slot_section.name(), Ok(".data"));
        m.target = kiln_abi::Target::WINDOWS_MSVC;
        let e = write_coff(&m, &funcs).unwrap_err();
        assert!(e.0.contains("funclets"), "{e}");
    }

    #[test]
    fn rel32_fields_hold_the_displacement_minus_the_bytes_after_them() {
        let (m, funcs) = module();
        let bytes = write_coff(&m, &funcs).unwrap();
        let file = object::File::parse(&*bytes).unwrap();
        let text = file.section_by_name(".text").unwrap();
        let data = text.data().unwrap();
        let (off, r) = text.relocations().next().unwrap();
        assert_eq!(r.flags(), RelocationFlags::Coff { typ: pe::IMAGE_REL_AMD64_REL32 });
        // `add qword [rip + x + 8], 5`: one immediate byte follows the field, so it holds 8 - 1.
        let field = i32::from_le_bytes(data[off as usize..off as usize + 4].try_into().unwrap());
        assert_eq!(field, 7);
        assert_eq!(data[off as usize + 4], 5);
        // One RUNTIME_FUNCTION (12 bytes, three ADDR32NB) per function.
        let pdata = file.section_by_name(".pdata").unwrap();
        assert_eq!(pdata.size(), 24);
        assert!(pdata
            .relocations()
            .all(|(_, r)| r.flags() == RelocationFlags::Coff { typ: pe::IMAGE_REL_AMD64_ADDR32NB }));
    }

    #[test]
    fn weak_definitions_become_weak_externals_with_a_default() {
        let (m, funcs) = module();
        let bytes = write_coff(&m, &funcs).unwrap();
        let file = object::File::parse(&*bytes).unwrap();
        let sym = |n: &str| file.symbols().find(|s| s.name() == Ok(n)).unwrap_or_else(|| panic!("no {n}"));
        let w = sym("w");
        assert!(w.is_weak(), "{w:?}");
        assert_eq!(w.section_index(), None, "{w:?}");
        let default = sym(".weak.w.default.f");
        assert!(default.is_global() && !default.is_undefined());
        // Every relocation still names a symbol of the right kind after the aux record went in:
        // the REL32s name `x` (static) and the .pdata entries name section symbols.
        let text = file.section_by_name(".text").unwrap();
        for (_, r) in text.relocations() {
            let object::RelocationTarget::Symbol(i) = r.target() else { panic!() };
            assert_eq!(file.symbol_by_index(i).unwrap().name(), Ok("x"));
        }
        assert!(make_weak_externals(bytes[..10].to_vec(), &[("w".into(), "d".into())]).is_err());
    }

    #[test]
    fn dllexport_definitions_become_linker_directives_in_each_toolchain_spelling() {
        let (mut m, funcs) = module();
        assert!(object::File::parse(&*write_coff(&m, &funcs).unwrap()).unwrap().section_by_name(".drectve").is_none());
        m.dll_exports = vec![SymId(0), SymId(2)];
        let directives = |m: &MModule| {
            let bytes = write_coff(m, &funcs).unwrap();
            let file = object::File::parse(&*bytes).unwrap();
            let d = file.section_by_name(".drectve").expect(".drectve");
            String::from_utf8(d.data().unwrap().to_vec()).unwrap()
        };
        assert_eq!(directives(&m), r#" -export:"f" -export:"x",data"#);
        m.target = kiln_abi::Target::WINDOWS_MSVC;
        assert_eq!(directives(&m), r#" /EXPORT:"f" /EXPORT:"x",DATA"#);
    }
}
