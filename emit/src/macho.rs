//! Mach-O relocatable objects for x86-64 macOS, written with `object`: `__TEXT,__text` (every function,
//! 16-aligned), `__TEXT,__const`, `__DATA,__const`, `__DATA,__data`, `__DATA,__bss`, `__DATA,__mod_init_func`,
//! `__LD,__compact_unwind` (and `__TEXT,__eh_frame` for frames compact unwind cannot describe), symbols with a
//! leading `_`, and `X86_64_RELOC_{BRANCH, SIGNED[_1|_2|_4], GOT_LOAD, GOT, UNSIGNED}` relocations.
//!
//! Choices (see docs/architecture.md):
//! - Every relocation is "extern" (against a symbol, local or not) with the addend stored in the field, as
//!   LLVM does on x86-64. The field holds `A + 4` where `A` is the ELF addend (`S + A - P`): Mach-O linkers
//!   compute `S + field - (P + 4)` for every PC-relative type. `SIGNED_N` is chosen when `N` immediate bytes
//!   follow the field (found by decoding the instruction); for extern relocations it means the same value.
//! - No `MH_SUBSECTIONS_VIA_SYMBOLS`: each section is one atom, so nothing depends on whether an offset from a
//!   symbol stays inside "its" atom (jump tables after a function, `gep` offsets past a global). The cost is
//!   that `-dead_strip` cannot remove single functions.
//! - Unwind info is compact unwind: Kiln frames are always `push rbp; mov rbp, rsp; push <saved>` with the
//!   saved registers right below rbp, which is exactly `UNWIND_X86_64_MODE_RBP_FRAME`. A body following the
//!   Win64 convention (rsi, rdi, xmm6-15 callee-saved: not expressible) gets a DWARF FDE in `__eh_frame` and
//!   a compact entry in DWARF mode; the FDE's address is stored as a resolved PC-relative value without a
//!   relocation, as LLVM writes it and ld64/lld read it.
//! - Destructors: a local helper in `__TEXT,__StaticInit` registers each one with `__cxa_atexit` (first in
//!   `__mod_init_func`), as clang does on Darwin; `__mod_term_func` is not run by current dyld.

use iced_x86::{Decoder, DecoderOptions};
use kiln_abi::Convention;
use kiln_isel::{Binding, DataRelocKind, DataSection, MModule, SymId, SymbolKind, Visibility};
use kiln_regalloc::PReg;
use object::macho;
use object::write::{MachOBuildVersion, Mangling, Object, Relocation, SectionId, Symbol, SymbolId, SymbolSection};
use object::{Architecture, BinaryFormat, Endianness, RelocationFlags, SectionFlags, SectionKind, SymbolFlags};

use crate::eh_frame::build_eh_frame;
use crate::elf::OutSection;
use crate::{err, CodeRelocKind, EmitError, EmittedFunction, FrameLayout};

/// The minimum macOS version recorded in `LC_BUILD_VERSION` (10.12, encoded `xxxx.yy.zz`).
const MIN_MACOS: u32 = 0x000A_0C00;
/// `UNWIND_X86_64_MODE_RBP_FRAME`.
const UNWIND_MODE_RBP_FRAME: u32 = 0x0100_0000;
/// `UNWIND_X86_64_MODE_DWARF`: the linker finds the function's FDE in `__eh_frame`.
const UNWIND_MODE_DWARF: u32 = 0x0400_0000;
/// Size of one `__compact_unwind` entry (start, length, encoding, personality, LSDA).
const COMPACT_ENTRY_SIZE: usize = 32;
/// Name of the local helper that registers the destructors.
const DTOR_HELPER: &str = "__kiln_register_dtors";

/// Where a defined symbol landed.
#[derive(Copy, Clone)]
struct Placed {
    section: SectionId,
    offset: u64,
}

/// The Mach-O (segment, section) of a data object's [`OutSection`].
fn segment_and_section(which: OutSection) -> (&'static str, &'static str, SectionKind) {
    match which {
        OutSection::Rodata => ("__TEXT", "__const", SectionKind::ReadOnlyData),
        OutSection::RelRo => ("__DATA", "__const", SectionKind::ReadOnlyDataWithRel),
        OutSection::Data => ("__DATA", "__data", SectionKind::Data),
        OutSection::Bss => ("__DATA", "__bss", SectionKind::UninitializedData),
    }
}

fn map_err(e: object::write::Error) -> EmitError {
    EmitError(format!("cannot write Mach-O object: {e}"))
}

fn align_up(value: u64, align: u64) -> u64 {
    value.div_ceil(align) * align
}

/// What the compact-unwind entry of a function says.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Unwind {
    /// A compact encoding.
    Compact(u32),
    /// Described by an FDE in `__eh_frame`.
    Dwarf,
}

/// The compact-unwind register number of a callee-saved register (`UNWIND_X86_64_REG_*`).
fn compact_reg(reg: PReg) -> Option<u32> {
    Some(match reg {
        PReg::RBX => 1,
        PReg::R12 => 2,
        PReg::R13 => 3,
        PReg::R14 => 4,
        PReg::R15 => 5,
        _ => return None,
    })
}

/// The `UNWIND_X86_64_MODE_RBP_FRAME` encoding of a Kiln frame, if it has one: the saved registers sit
/// right below the saved rbp, so the offset (in 8-byte units from rbp) is their count and the 3-bit
/// register fields list them from the lowest address (the last pushed) upwards.
fn compact_encoding(frame: &FrameLayout) -> Option<u32> {
    if frame.saved.len() > 5 {
        return None;
    }
    let mut regs = 0;
    for (i, &r) in frame.saved.iter().rev().enumerate() {
        regs |= compact_reg(r)? << (3 * i);
    }
    Some(UNWIND_MODE_RBP_FRAME | (frame.saved.len() as u32) << 16 | regs)
}

/// How the function with body convention `conv` and frame `frame` is unwound.
fn unwind_of(conv: Convention, frame: &FrameLayout) -> Unwind {
    match (conv, compact_encoding(frame)) {
        (Convention::SysV, Some(e)) => Unwind::Compact(e),
        _ => Unwind::Dwarf,
    }
}

/// `(start, end)` of every instruction of `code` (decoded from offset 0).
fn instruction_bounds(code: &[u8]) -> Vec<(u32, u32)> {
    let mut decoder = Decoder::with_ip(64, code, 0, DecoderOptions::NONE);
    let mut bounds = Vec::new();
    while decoder.can_decode() {
        let start = decoder.position() as u32;
        let _ = decoder.decode();
        bounds.push((start, decoder.position() as u32));
    }
    bounds
}

/// How many bytes of the instruction follow the 4-byte field at `field`.
fn bytes_after_field(bounds: &[(u32, u32)], field: u32) -> Result<u32, EmitError> {
    let i = bounds.partition_point(|&(start, _)| start <= field);
    match i.checked_sub(1).map(|i| bounds[i]) {
        Some((_, end)) if field + 4 <= end => Ok(end - field - 4),
        _ => err(format!("relocation at {field:#x} is not inside an instruction")),
    }
}

/// The Mach-O relocation type of a code relocation whose field is followed by `after` bytes.
fn code_reloc_type(kind: CodeRelocKind, after: u32) -> Result<u8, EmitError> {
    Ok(match (kind, after) {
        (CodeRelocKind::Plt32, 0) => macho::X86_64_RELOC_BRANCH,
        (CodeRelocKind::Pc32, 0) => macho::X86_64_RELOC_SIGNED,
        (CodeRelocKind::Pc32, 1) => macho::X86_64_RELOC_SIGNED_1,
        (CodeRelocKind::Pc32, 2) => macho::X86_64_RELOC_SIGNED_2,
        (CodeRelocKind::Pc32, 4) => macho::X86_64_RELOC_SIGNED_4,
        (CodeRelocKind::GotPcRelX, 0) => macho::X86_64_RELOC_GOT_LOAD,
        (CodeRelocKind::GotPcRel, 0) => macho::X86_64_RELOC_GOT,
        (k, n) => return err(format!("{k:?} relocation followed by {n} instruction bytes has no Mach-O form")),
    })
}

/// The bias `object` adds to the addend of a PC-relative relocation before storing it in the field
/// (object 0.36 `macho_adjust_addend`); subtracted here so the field ends up holding exactly what we want.
fn object_pcrel_bias(r_type: u8) -> i64 {
    match r_type {
        macho::X86_64_RELOC_SIGNED_1 => 5,
        macho::X86_64_RELOC_SIGNED_2 => 6,
        macho::X86_64_RELOC_SIGNED_4 => 8,
        _ => 4,
    }
}

/// A relocation to add: at `offset` of a section, `field` stored in place (the implicit addend).
#[derive(Copy, Clone, Debug)]
struct MachReloc {
    offset: u64,
    symbol: SymbolId,
    r_type: u8,
    pcrel: bool,
    /// log2 of the field size (2 = 4 bytes, 3 = 8 bytes).
    r_length: u8,
    /// The value stored in the field.
    field: i64,
}

/// The field value of a PC-relative relocation with ELF addend `addend` (`S + A - P`): Mach-O computes
/// `S + field - (P + 4)`.
fn pcrel_field(addend: i64) -> Result<i64, EmitError> {
    let field = addend + 4;
    if i32::try_from(field).is_err() {
        return err(format!("PC-relative addend {addend} does not fit 32 bits"));
    }
    Ok(field)
}

fn add_reloc(obj: &mut Object<'_>, section: SectionId, r: MachReloc) -> Result<(), EmitError> {
    let addend = if r.pcrel { r.field - object_pcrel_bias(r.r_type) } else { r.field };
    let flags = RelocationFlags::MachO { r_type: r.r_type, r_pcrel: r.pcrel, r_length: r.r_length };
    obj.add_relocation(section, Relocation { offset: r.offset, symbol: r.symbol, addend, flags }).map_err(map_err)
}

/// Lazily created data sections, indexed by [`OutSection`].
struct DataSections([Option<SectionId>; 4]);

impl DataSections {
    fn get(&mut self, obj: &mut Object<'_>, which: OutSection) -> SectionId {
        *self.0[which as usize].get_or_insert_with(|| {
            let (seg, name, kind) = segment_and_section(which);
            obj.add_section(seg.as_bytes().to_vec(), name.as_bytes().to_vec(), kind)
        })
    }
}

/// Writes an x86-64 Mach-O relocatable object; `funcs[i]` is the code of `module.functions[i]`.
pub fn write_macho(module: &MModule, funcs: &[EmittedFunction]) -> Result<Vec<u8>, EmitError> {
    if funcs.len() != module.functions.len() {
        return err(format!("{} emitted functions for {} machine functions", funcs.len(), module.functions.len()));
    }
    let mut obj = Object::new(BinaryFormat::MachO, Architecture::X86_64, Endianness::Little);
    // Names get their `_` here, for defined and undefined symbols alike (object's own mangling skips
    // symbols of unknown kind, i.e. undefined ones).
    obj.set_mangling(Mangling::None);
    let mut version = MachOBuildVersion::default();
    version.platform = macho::PLATFORM_MACOS;
    version.minos = MIN_MACOS;
    obj.set_macho_build_version(version);
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

    let text = obj.add_section(b"__TEXT".to_vec(), b"__text".to_vec(), SectionKind::Text);
    let mut func_offsets = Vec::with_capacity(funcs.len());
    let mut text_size = 0;
    for (f, mf) in funcs.iter().zip(&module.functions) {
        if f.sym != mf.sym {
            return err(format!("emitted function {} does not match machine function {}", f.sym, mf.sym));
        }
        let offset = obj.append_section_data(text, &f.code, 16);
        text_size = offset + f.code.len() as u64;
        func_offsets.push(offset);
        place(f.sym, Placed { section: text, offset })?;
    }
    let unwinds: Vec<Unwind> =
        funcs.iter().zip(&module.functions).map(|(f, mf)| unwind_of(mf.conv, &f.frame)).collect();
    // `__eh_frame` right after `__text`, so its address in the object (what the FDEs' PC-relative
    // function addresses are resolved against) is known now.
    let eh_frame = add_eh_frame(&mut obj, funcs, &unwinds, &func_offsets, text_size)?;

    let mut sections = DataSections([None; 4]);
    let mut data_offsets = Vec::with_capacity(module.data.len());
    for d in &module.data {
        let section = sections.get(&mut obj, OutSection::of(d));
        let align = d.align.max(1) as u64;
        if !align.is_power_of_two() {
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

    for ((f, &base), mf) in funcs.iter().zip(&func_offsets).zip(&module.functions) {
        let len = (f.code_len as usize).min(f.code.len());
        let bounds = instruction_bounds(&f.code[..len]);
        for r in &f.relocs {
            let after = bytes_after_field(&bounds, r.offset)
                .map_err(|e| EmitError(format!("function `{}`: {e}", module.symbol(mf.sym).name)))?;
            let r_type = code_reloc_type(r.kind, after)?;
            let field = pcrel_field(r.addend)?;
            if r_type == macho::X86_64_RELOC_GOT_LOAD && field != 0 {
                return err(format!("GOT load of `{}` with offset {field}", module.symbol(r.sym).name));
            }
            let symbol = sym_ids[r.sym.index()];
            let offset = base + r.offset as u64;
            add_reloc(&mut obj, text, MachReloc { offset, symbol, r_type, pcrel: true, r_length: 2, field })?;
        }
    }
    for (d, &(section, base)) in module.data.iter().zip(&data_offsets) {
        for r in &d.relocs {
            let (r_type, pcrel, r_length, width, field) = match r.kind {
                DataRelocKind::Abs64 => (macho::X86_64_RELOC_UNSIGNED, false, 3, 8, r.addend),
                DataRelocKind::Pc32 => (macho::X86_64_RELOC_SIGNED, true, 2, 4, pcrel_field(r.addend)?),
            };
            if d.section == DataSection::Bss || r.offset as u64 + width > d.size {
                return err(format!("relocation at {} outside data object {}", r.offset, d.sym));
            }
            let Some(&symbol) = sym_ids.get(r.sym.index()) else {
                return err(format!("relocation against unknown symbol {}", r.sym));
            };
            let offset = base + r.offset as u64;
            add_reloc(&mut obj, section, MachReloc { offset, symbol, r_type, pcrel, r_length, field })?;
        }
    }

    let mut init_funcs = Vec::new();
    let mut unwind_entries: Vec<(SymbolId, u64, Unwind)> =
        funcs.iter().zip(&unwinds).map(|(f, &u)| (sym_ids[f.sym.index()], f.code.len() as u64, u)).collect();
    if !module.dtors.is_empty() {
        let (helper, len) = add_dtor_helper(&mut obj, module, &mut sym_ids)?;
        init_funcs.push(helper);
        unwind_entries.push((helper, len, Unwind::Compact(UNWIND_MODE_RBP_FRAME)));
    }
    for sym in &module.ctors {
        let Some(&symbol) = sym_ids.get(sym.index()) else {
            return err(format!("constructor list names unknown symbol {sym}"));
        };
        init_funcs.push(symbol);
    }
    add_pointer_section(&mut obj, "__mod_init_func", macho::S_MOD_INIT_FUNC_POINTERS, &init_funcs)?;
    add_compact_unwind(&mut obj, &unwind_entries)?;
    let bytes = obj.write().map_err(map_err)?;
    if let Some(expected) = eh_frame {
        check_eh_frame_address(&bytes, expected)?;
    }
    Ok(bytes)
}

/// Adds every module symbol (with its `_`); returns the object symbol of each `SymId`.
fn add_symbols(obj: &mut Object<'_>, module: &MModule, placed: &[Option<Placed>]) -> Result<Vec<SymbolId>, EmitError> {
    let mut ids = Vec::with_capacity(module.symbols.len());
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
        let kind = match (s.defined, s.kind) {
            (false, _) => object::SymbolKind::Unknown,
            (true, SymbolKind::Func) => object::SymbolKind::Text,
            (true, SymbolKind::Data) => object::SymbolKind::Data,
        };
        // Mach-O has no protected visibility: it is exported like default. Hidden definitions are
        // "private extern" (N_PEXT): linked like globals, not exported from the image.
        let scope = match (s.binding, s.visibility, s.defined) {
            (Binding::Local, _, true) => object::SymbolScope::Compilation,
            (Binding::Local, _, false) => return err(format!("local symbol `{}` is not defined", s.name)),
            (_, Visibility::Hidden, true) => object::SymbolScope::Linkage,
            _ => object::SymbolScope::Dynamic,
        };
        ids.push(obj.add_symbol(Symbol {
            name: format!("_{}", s.name).into_bytes(),
            value,
            size: 0,
            kind,
            scope,
            weak: s.binding == Binding::Weak,
            section,
            flags: SymbolFlags::None,
        }));
    }
    Ok(ids)
}

/// The object symbol of the module symbol called `name`, or a new undefined one.
fn find_or_declare(obj: &mut Object<'_>, module: &MModule, ids: &mut Vec<SymbolId>, name: &str) -> SymbolId {
    if let Some(i) = module.symbols.iter().position(|s| s.name == name) {
        return ids[i];
    }
    let id = obj.add_symbol(Symbol {
        name: format!("_{name}").into_bytes(),
        value: 0,
        size: 0,
        kind: object::SymbolKind::Unknown,
        scope: object::SymbolScope::Dynamic,
        weak: false,
        section: SymbolSection::Undefined,
        flags: SymbolFlags::None,
    });
    // Later lookups of the same name find it too.
    ids.push(id);
    id
}

/// Adds the local function `__kiln_register_dtors` in `__TEXT,__StaticInit`, which passes every
/// destructor to `__cxa_atexit(dtor, 0, &__dso_handle)` in list order (so they run in reverse order at
/// exit, after the handlers registered later, like ELF's `.fini_array`); returns its symbol and length.
fn add_dtor_helper(
    obj: &mut Object<'_>,
    module: &MModule,
    ids: &mut Vec<SymbolId>,
) -> Result<(SymbolId, u64), EmitError> {
    let atexit = find_or_declare(obj, module, ids, "__cxa_atexit");
    let dso = find_or_declare(obj, module, ids, "__dso_handle");
    let mut code = vec![0x55, 0x48, 0x89, 0xE5]; // push rbp; mov rbp, rsp
    let mut relocs = Vec::new();
    for sym in &module.dtors {
        let Some(&symbol) = ids.get(sym.index()) else {
            return err(format!("destructor list names unknown symbol {sym}"));
        };
        if module.symbol(*sym).defined {
            code.extend_from_slice(&[0x48, 0x8D, 0x3D]); // lea rdi, [rip + dtor]
            relocs.push((code.len(), symbol, macho::X86_64_RELOC_SIGNED));
        } else {
            code.extend_from_slice(&[0x48, 0x8B, 0x3D]); // mov rdi, [rip + dtor@GOTPCREL]
            relocs.push((code.len(), symbol, macho::X86_64_RELOC_GOT_LOAD));
        }
        code.extend_from_slice(&[0; 4]);
        code.extend_from_slice(&[0x31, 0xF6]); // xor esi, esi
        code.extend_from_slice(&[0x48, 0x8D, 0x15]); // lea rdx, [rip + __dso_handle]
        relocs.push((code.len(), dso, macho::X86_64_RELOC_SIGNED));
        code.extend_from_slice(&[0; 4]);
        code.push(0xE8); // call __cxa_atexit
        relocs.push((code.len(), atexit, macho::X86_64_RELOC_BRANCH));
        code.extend_from_slice(&[0; 4]);
    }
    code.extend_from_slice(&[0x5D, 0xC3]); // pop rbp; ret
    let section = obj.add_section(b"__TEXT".to_vec(), b"__StaticInit".to_vec(), SectionKind::Text);
    let base = obj.append_section_data(section, &code, 16);
    let helper = obj.add_symbol(Symbol {
        name: format!("_{DTOR_HELPER}").into_bytes(),
        value: base,
        size: 0,
        kind: object::SymbolKind::Text,
        scope: object::SymbolScope::Compilation,
        weak: false,
        section: SymbolSection::Section(section),
        flags: SymbolFlags::None,
    });
    for (at, symbol, r_type) in relocs {
        let offset = base + at as u64;
        add_reloc(obj, section, MachReloc { offset, symbol, r_type, pcrel: true, r_length: 2, field: 0 })?;
    }
    Ok((helper, code.len() as u64))
}

/// Adds a section of function pointers (`__mod_init_func`) with one `UNSIGNED` relocation per entry.
fn add_pointer_section(obj: &mut Object<'_>, name: &str, kind: u32, entries: &[SymbolId]) -> Result<(), EmitError> {
    if entries.is_empty() {
        return Ok(());
    }
    let section = obj.add_section(b"__DATA".to_vec(), name.as_bytes().to_vec(), SectionKind::Data);
    obj.section_mut(section).flags = SectionFlags::MachO { flags: kind };
    let base = obj.append_section_data(section, &vec![0; 8 * entries.len()], 8);
    for (i, &symbol) in entries.iter().enumerate() {
        let offset = base + 8 * i as u64;
        let r = MachReloc { offset, symbol, r_type: macho::X86_64_RELOC_UNSIGNED, pcrel: false, r_length: 3, field: 0 };
        add_reloc(obj, section, r)?;
    }
    Ok(())
}

/// Adds `__LD,__compact_unwind`: per function its start (an `UNSIGNED` relocation), length and encoding;
/// no personality and no LSDA.
fn add_compact_unwind(obj: &mut Object<'_>, entries: &[(SymbolId, u64, Unwind)]) -> Result<(), EmitError> {
    if entries.is_empty() {
        return Ok(());
    }
    let section = obj.add_section(b"__LD".to_vec(), b"__compact_unwind".to_vec(), SectionKind::ReadOnlyDataWithRel);
    obj.section_mut(section).flags = SectionFlags::MachO { flags: macho::S_ATTR_DEBUG };
    let mut bytes = Vec::with_capacity(entries.len() * COMPACT_ENTRY_SIZE);
    for &(_, len, unwind) in entries {
        let Ok(len) = u32::try_from(len) else {
            return err(format!("function of {len} bytes is too long for compact unwind"));
        };
        let encoding = match unwind {
            Unwind::Compact(e) => e,
            Unwind::Dwarf => UNWIND_MODE_DWARF,
        };
        bytes.extend_from_slice(&0u64.to_le_bytes());
        bytes.extend_from_slice(&len.to_le_bytes());
        bytes.extend_from_slice(&encoding.to_le_bytes());
        bytes.extend_from_slice(&[0; 16]);
    }
    let base = obj.append_section_data(section, &bytes, 8);
    for (i, &(symbol, _, _)) in entries.iter().enumerate() {
        let offset = base + (i * COMPACT_ENTRY_SIZE) as u64;
        let r = MachReloc { offset, symbol, r_type: macho::X86_64_RELOC_UNSIGNED, pcrel: false, r_length: 3, field: 0 };
        add_reloc(obj, section, r)?;
    }
    Ok(())
}

/// Adds `__TEXT,__eh_frame` with FDEs for the functions unwound through DWARF; `text_size` is the size of
/// `__text` (at address 0, the only section before this one). Returns the address the section must
/// get, or `None` when no function needs an FDE.
fn add_eh_frame(
    obj: &mut Object<'_>,
    funcs: &[EmittedFunction],
    unwinds: &[Unwind],
    func_offsets: &[u64],
    text_size: u64,
) -> Result<Option<u64>, EmitError> {
    let dwarf: Vec<usize> = (0..funcs.len()).filter(|&i| unwinds[i] == Unwind::Dwarf).collect();
    if dwarf.is_empty() {
        return Ok(None);
    }
    let subset: Vec<EmittedFunction> = dwarf.iter().map(|&i| funcs[i].clone()).collect();
    let (mut bytes, relocs) = build_eh_frame(&subset)?;
    let address = align_up(text_size, 8);
    for r in relocs {
        let target = func_offsets[dwarf[r.function]] as i64 + r.addend;
        let place = address as i64 + r.offset as i64;
        let Ok(value) = i32::try_from(target - place) else {
            return err("FDE address out of range");
        };
        let at = r.offset as usize;
        let Some(field) = bytes.get_mut(at..at + 4) else {
            return err("FDE address field outside __eh_frame");
        };
        field.copy_from_slice(&value.to_le_bytes());
    }
    let section = obj.add_section(b"__TEXT".to_vec(), b"__eh_frame".to_vec(), SectionKind::ReadOnlyData);
    let flags =
        macho::S_COALESCED | macho::S_ATTR_NO_TOC | macho::S_ATTR_STRIP_STATIC_SYMS | macho::S_ATTR_LIVE_SUPPORT;
    obj.section_mut(section).flags = SectionFlags::MachO { flags };
    obj.append_section_data(section, &bytes, 8);
    Ok(Some(address))
}

/// Checks that `__eh_frame` got the address its FDEs were resolved against.
fn check_eh_frame_address(bytes: &[u8], expected: u64) -> Result<(), EmitError> {
    use object::read::{Object as _, ObjectSection as _};
    let file = object::File::parse(bytes).map_err(|e| EmitError(format!("cannot re-read Mach-O object: {e}")))?;
    match file.section_by_name("__eh_frame") {
        Some(s) if s.address() == expected => Ok(()),
        Some(s) => err(format!("__eh_frame placed at {:#x}, FDEs assume {expected:#x}", s.address())),
        None => err("__eh_frame missing from the written object"),
    }
}
