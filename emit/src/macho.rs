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
//!   a compact entry in DWARF mode (which linkers ignore in favour of the FDE). The FDE's function address
//!   is an 8-byte PC-relative value resolved in the object, without a relocation, as llvm-mc writes it and
//!   ld64/lld read it (lld rewrites that field as 8 bytes, so the 4-byte ELF encoding cannot be used).
//! - Destructors: a local helper in `__TEXT,__StaticInit` registers each one with `__cxa_atexit` (first in
//!   `__mod_init_func`), as clang does on Darwin (it never emits the legacy `__mod_term_func`). Registered in
//!   list order, they run in reverse at exit, after the handlers registered later, like ELF `.fini_array`.

use iced_x86::{Decoder, DecoderOptions};
use kiln_abi::Convention;
use kiln_isel::{Binding, DataObject, DataRelocKind, MModule, SymbolKind, Visibility};
use kiln_regalloc::PReg;
use object::macho;
use object::write::{MachOBuildVersion, Mangling, Object, Relocation, SectionId, Symbol, SymbolId, SymbolSection};
use object::{Architecture, BinaryFormat, Endianness, RelocationFlags, SectionFlags, SectionKind, SymbolFlags};

use gimli::write::{
    Address, CallFrameInstruction, CommonInformationEntry, EndianVec, FrameDescriptionEntry, FrameTable, Writer,
};
use gimli::{Encoding, Format, LittleEndian};

use crate::eh_frame::{build_eh_frame, EhReloc, EhTarget, EhWriter, SymbolPointers};
use crate::elf::OutSection;
use crate::object_common::{
    check_functions, extra_sections, for_each_data_reloc, place_data, place_functions, symbol_definition, ExtraKind,
    Placements,
};
use crate::{err, CodeRelocKind, EmitError, EmittedFunction, FrameLayout, FrameStyle};

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

/// The Mach-O (segment, section) of a data object's [`OutSection`].
fn segment_and_section(which: OutSection) -> (&'static str, &'static str, SectionKind) {
    match which {
        OutSection::Rodata => ("__TEXT", "__const", SectionKind::ReadOnlyData),
        OutSection::RelRo => ("__DATA", "__const", SectionKind::ReadOnlyDataWithRel),
        OutSection::Data => ("__DATA", "__data", SectionKind::Data),
        OutSection::Bss => ("__DATA", "__bss", SectionKind::UninitializedData),
        // Initial images of thread-locals (`NAME$tlv$init`); the symbols themselves name their
        // descriptors in `__thread_vars` (see `add_symbols`).
        OutSection::ThreadData => ("__DATA", "__thread_data", SectionKind::Tls),
        OutSection::ThreadBss => ("__DATA", "__thread_bss", SectionKind::UninitializedTls),
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

/// The `UNWIND_X86_64_MODE_RBP_FRAME` encoding of a Kiln frame, if it has one (a `.eh_frame`-style frame
/// saving no xmm register and at most five of rbx, r12-r15): the saved registers sit right below the saved rbp, so the offset (in 8-byte units from rbp) is their count and the 3-bit
/// register fields list them from the lowest address (the last pushed) upwards.
fn compact_encoding(frame: &FrameLayout) -> Option<u32> {
    // RBP_FRAME mode means `push rbp; mov rbp, rsp` at entry: a tail-call reserve before it needs DWARF.
    if frame.style != FrameStyle::Dwarf
        || !frame.saved_xmm.is_empty()
        || frame.saved.len() > 5
        || frame.tail_reserve != 0
    {
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
        Some((_, end)) if field as u64 + 4 <= end as u64 => Ok(end - field - 4),
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
        // `mov rdi, [rip + x@TLVP]`: the address of thread-local x's descriptor.
        (CodeRelocKind::GotTpOff, 0) => macho::X86_64_RELOC_TLV,
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
struct DataSections([Option<SectionId>; 6]);

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
    check_functions(module, funcs)?;
    let mut obj = Object::new(BinaryFormat::MachO, Architecture::X86_64, Endianness::Little);
    // Names get their `_` here, for defined and undefined symbols alike (object's own mangling skips
    // symbols of unknown kind, i.e. undefined ones).
    obj.set_mangling(Mangling::None);
    let mut version = MachOBuildVersion::default();
    version.platform = macho::PLATFORM_MACOS;
    version.minos = MIN_MACOS;
    obj.set_macho_build_version(version);
    let mut placed = Placements::new(module);
    let text = obj.add_section(b"__TEXT".to_vec(), b"__text".to_vec(), SectionKind::Text);
    let func_offsets = place_functions(&mut obj, text, module, funcs, &mut placed)?;
    let text_size = funcs.last().zip(func_offsets.last()).map_or(0, |(f, &offset)| offset + f.code.len() as u64);
    let unwinds: Vec<Unwind> =
        funcs.iter().zip(&module.functions).map(|(f, mf)| unwind_of(mf.conv, &f.frame)).collect();
    // `__eh_frame` right after `__text`, so its address in the object (what the FDEs' PC-relative
    // function addresses are resolved against) is known now.
    let eh_frame = add_eh_frame(&mut obj, funcs, &unwinds, &func_offsets, text_size)?;

    let mut sections = DataSections([None; 6]);
    let section_of = |obj: &mut Object<'_>, d: &DataObject| sections.get(obj, OutSection::of(d));
    let data_offsets = place_data(&mut obj, module, u64::MAX, section_of, &mut placed)?;
    let mut sym_ids = add_symbols(&mut obj, module, &placed)?;

    for ((f, &base), mf) in funcs.iter().zip(&func_offsets).zip(&module.functions) {
        let len = (f.code_len as usize).min(f.code.len());
        let bounds = instruction_bounds(&f.code[..len]);
        for r in &f.relocs {
            let after = bytes_after_field(&bounds, r.offset)
                .map_err(|e| EmitError(format!("function `{}`: {e}", module.symbol(mf.sym).name)))?;
            let r_type = code_reloc_type(r.kind, after)?;
            let field = pcrel_field(r.addend)?;
            let Some(&symbol) = sym_ids.get(r.sym.index()) else {
                return err(format!("code relocation against unknown symbol {}", r.sym));
            };
            if r_type == macho::X86_64_RELOC_GOT_LOAD && field != 0 {
                return err(format!("GOT load of `{}` with offset {field}", module.symbol(r.sym).name));
            }
            let offset = base + r.offset as u64;
            add_reloc(&mut obj, text, MachReloc { offset, symbol, r_type, pcrel: true, r_length: 2, field })?;
        }
    }
    for_each_data_reloc(module, &data_offsets, &sym_ids, |section, offset, symbol, r| {
        let (r_type, pcrel, r_length, field) = match r.kind {
            DataRelocKind::Abs64 => (macho::X86_64_RELOC_UNSIGNED, false, 3, r.addend),
            DataRelocKind::Pc32 => (macho::X86_64_RELOC_SIGNED, true, 2, pcrel_field(r.addend)?),
        };
        add_reloc(&mut obj, section, MachReloc { offset, symbol, r_type, pcrel, r_length, field })
    })?;

    let lsdas = add_except_tab(&mut obj, module, funcs, &unwinds, &sym_ids)?;
    let mut init_funcs = Vec::new();
    let mut unwind_entries: Vec<UnwindEntry> = funcs
        .iter()
        .zip(&unwinds)
        .zip(lsdas)
        .map(|((f, &u), lsda)| UnwindEntry {
            symbol: sym_ids[f.sym.index()],
            len: f.code.len() as u64,
            unwind: u,
            lsda,
        })
        .collect();
    if !module.dtors.is_empty() {
        let (helper, len) = add_dtor_helper(&mut obj, module, &mut sym_ids)?;
        init_funcs.push(helper);
        unwind_entries.push(UnwindEntry {
            symbol: helper,
            len,
            unwind: Unwind::Compact(UNWIND_MODE_RBP_FRAME),
            lsda: None,
        });
    }
    for sym in &module.ctors {
        let Some(&symbol) = sym_ids.get(sym.index()).filter(|_| sym.index() < module.symbols.len()) else {
            return err(format!("constructor list names unknown symbol {sym}"));
        };
        init_funcs.push(symbol);
    }
    add_pointer_section(&mut obj, "__mod_init_func", macho::S_MOD_INIT_FUNC_POINTERS, &init_funcs)?;
    add_compact_unwind(&mut obj, &unwind_entries)?;
    for x in extra_sections(funcs) {
        let (segment, name) = match x.kind {
            ExtraKind::StackMaps => ("__LLVM_STACKMAPS", "__llvm_stackmaps"),
        };
        let section =
            obj.add_section(segment.as_bytes().to_vec(), name.as_bytes().to_vec(), SectionKind::ReadOnlyDataWithRel);
        obj.section_mut(section).flags = SectionFlags::MachO { flags: 0 };
        let base = obj.append_section_data(section, &x.bytes, x.align);
        crate::object_common::add_section_label(&mut obj, section, base, x.kind, object::SymbolKind::Data);
        for r in x.relocs {
            let symbol = sym_ids[funcs[r.function].sym.index()];
            let (offset, field) = (base + r.offset, r.addend);
            let r_type = macho::X86_64_RELOC_UNSIGNED;
            add_reloc(&mut obj, section, MachReloc { offset, symbol, r_type, pcrel: false, r_length: 3, field })?;
        }
    }
    let bytes = obj.write().map_err(map_err)?;
    if let Some(expected) = eh_frame {
        check_eh_frame_address(&bytes, expected)?;
    }
    Ok(bytes)
}

/// Adds every module symbol (with its `_`); returns the object symbol of each `SymId`.
fn add_symbols(obj: &mut Object<'_>, module: &MModule, placed: &Placements) -> Result<Vec<SymbolId>, EmitError> {
    let mut ids = Vec::with_capacity(module.symbols.len());
    let mut tlv_bootstrap = None;
    for (i, s) in module.symbols.iter().enumerate() {
        // Mach-O symbols carry no size.
        let (mut section, mut value, _) = symbol_definition(i, s, placed)?;
        let kind = match (s.defined, s.kind) {
            (false, _) => object::SymbolKind::Unknown,
            (true, SymbolKind::Func) => object::SymbolKind::Text,
            (true, SymbolKind::Data) => object::SymbolKind::Data,
            (true, SymbolKind::ThreadLocal) => {
                (section, value) = add_thread_var(obj, &s.name, section, value, &mut tlv_bootstrap)?;
                object::SymbolKind::Tls
            }
        };
        // Mach-O has no protected visibility: it is exported like default. Hidden definitions are
        // "private extern" (N_PEXT): linked like globals, not exported from the image.
        let scope = match (s.binding, s.visibility, s.defined) {
            (Binding::Local, _, _) => object::SymbolScope::Compilation,
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

/// Defines thread-local `_NAME` as LLVM does on Darwin: a local `_NAME$tlv$init` names its initial
/// image (already placed at `value` in `init_section`), and `_NAME` itself a three-pointer descriptor
/// in `__DATA,__thread_vars` { `__tlv_bootstrap`, 0, `_NAME$tlv$init` } that dyld rewrites to point at
/// its getter; code calls through it (`mov rdi, [rip + _NAME@TLVP]; call [rdi]`). Returns where
/// `_NAME` goes.
fn add_thread_var(
    obj: &mut Object<'_>,
    name: &str,
    init_section: SymbolSection,
    value: u64,
    tlv_bootstrap: &mut Option<SymbolId>,
) -> Result<(SymbolSection, u64), EmitError> {
    let init = obj.add_symbol(Symbol {
        name: format!("_{name}$tlv$init").into_bytes(),
        value,
        size: 0,
        kind: object::SymbolKind::Tls,
        scope: object::SymbolScope::Compilation,
        weak: false,
        section: init_section,
        flags: SymbolFlags::None,
    });
    let bootstrap = *tlv_bootstrap.get_or_insert_with(|| undefined_symbol(obj, "__tlv_bootstrap"));
    let vars = obj.section_id(object::write::StandardSection::TlsVariables);
    let offset = obj.append_section_data(vars, &[0; 24], 8);
    for (at, symbol) in [(offset, bootstrap), (offset + 16, init)] {
        let r =
            MachReloc { offset: at, symbol, r_type: macho::X86_64_RELOC_UNSIGNED, pcrel: false, r_length: 3, field: 0 };
        add_reloc(obj, vars, r)?;
    }
    Ok((SymbolSection::Section(vars), offset))
}

/// A new undefined global symbol with the object-file name `name` (already with its `_`).
fn undefined_symbol(obj: &mut Object<'_>, name: &str) -> SymbolId {
    obj.add_symbol(Symbol {
        name: name.as_bytes().to_vec(),
        value: 0,
        size: 0,
        kind: object::SymbolKind::Unknown,
        scope: object::SymbolScope::Dynamic,
        weak: false,
        section: SymbolSection::Undefined,
        flags: SymbolFlags::None,
    })
}

/// The object symbol of the module symbol called `name`, or a new undefined one.
fn find_or_declare(obj: &mut Object<'_>, module: &MModule, ids: &mut Vec<SymbolId>, name: &str) -> SymbolId {
    if let Some(i) = module.symbols.iter().position(|s| s.name == name) {
        return ids[i];
    }
    let id = undefined_symbol(obj, &format!("_{name}"));
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
        let (Some(decl), Some(&symbol)) = (module.symbols.get(sym.index()), ids.get(sym.index())) else {
            return err(format!("destructor list names unknown symbol {sym}"));
        };
        if decl.defined {
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
    let helper = local_symbol(obj, format!("_{DTOR_HELPER}"), section, base, object::SymbolKind::Text);
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

/// A local symbol `name` at `value` of `section`.
fn local_symbol(
    obj: &mut Object<'_>,
    name: String,
    section: SectionId,
    value: u64,
    kind: object::SymbolKind,
) -> SymbolId {
    obj.add_symbol(Symbol {
        name: name.into_bytes(),
        value,
        size: 0,
        kind,
        scope: object::SymbolScope::Compilation,
        weak: false,
        section: SymbolSection::Section(section),
        flags: SymbolFlags::None,
    })
}

/// One `__compact_unwind` entry: the function, its length and encoding, and for a function with
/// landing pads its personality routine and the local label of its LSDA.
struct UnwindEntry {
    symbol: SymbolId,
    len: u64,
    unwind: Unwind,
    lsda: Option<(SymbolId, SymbolId)>,
}

/// `UNWIND_HAS_LSDA`: the entry's LSDA field is set.
const UNWIND_HAS_LSDA: u32 = 0x4000_0000;

/// Writes the LSDA of each function with landing pads to `__TEXT,__gcc_except_tab`, each under a
/// local label `GCC_except_tableN` (as LLVM names them), with type-table entries reaching their type
/// infos through the GOT (`X86_64_RELOC_GOT`, field 4: the entry holds `GOT slot - P`, what the
/// indirect PC-relative encoding reads). Returns per function its (personality, LSDA label).
fn add_except_tab(
    obj: &mut Object<'_>,
    module: &MModule,
    funcs: &[EmittedFunction],
    unwinds: &[Unwind],
    sym_ids: &[SymbolId],
) -> Result<Vec<Option<(SymbolId, SymbolId)>>, EmitError> {
    let mut out = Vec::with_capacity(funcs.len());
    let mut section = None;
    for (i, (f, unwind)) in funcs.iter().zip(unwinds).enumerate() {
        let (Some(lsda), Some(eh)) = (crate::lsda::build_lsda(f), &f.eh) else {
            out.push(None);
            continue;
        };
        if *unwind == Unwind::Dwarf {
            return err(format!(
                "in @{}: landing pads in a function following the Win64 convention are not supported on Mach-O \
                 (its frame is described by a DWARF FDE, which gets no LSDA)",
                module.symbol(f.sym).name
            ));
        }
        let section = *section.get_or_insert_with(|| {
            let s = obj.add_section(b"__TEXT".to_vec(), b"__gcc_except_tab".to_vec(), SectionKind::ReadOnlyData);
            obj.section_mut(s).flags = SectionFlags::MachO { flags: 0 };
            s
        });
        let base = obj.append_section_data(section, &lsda.bytes, 4);
        let label = local_symbol(obj, format!("GCC_except_table{i}"), section, base, object::SymbolKind::Data);
        for &(field, sym) in &lsda.type_refs {
            let Some(&symbol) = sym_ids.get(sym.index()) else {
                return err(format!("type info {sym} has no symbol"));
            };
            let offset = base + field as u64;
            let r = MachReloc { offset, symbol, r_type: macho::X86_64_RELOC_GOT, pcrel: true, r_length: 2, field: 4 };
            add_reloc(obj, section, r)?;
        }
        let Some(&personality) = sym_ids.get(eh.personality.index()) else {
            return err(format!("personality {} has no symbol", eh.personality));
        };
        out.push(Some((personality, label)));
    }
    Ok(out)
}

/// Adds `__LD,__compact_unwind`: per function its start (an `UNSIGNED` relocation), length and encoding,
/// and for functions with landing pads the personality routine and the LSDA (`UNSIGNED` relocations too).
fn add_compact_unwind(obj: &mut Object<'_>, entries: &[UnwindEntry]) -> Result<(), EmitError> {
    if entries.is_empty() {
        return Ok(());
    }
    let section = obj.add_section(b"__LD".to_vec(), b"__compact_unwind".to_vec(), SectionKind::ReadOnlyDataWithRel);
    obj.section_mut(section).flags = SectionFlags::MachO { flags: macho::S_ATTR_DEBUG };
    let mut bytes = Vec::with_capacity(entries.len() * COMPACT_ENTRY_SIZE);
    for e in entries {
        let Ok(len) = u32::try_from(e.len) else {
            return err(format!("function of {} bytes is too long for compact unwind", e.len));
        };
        let mut encoding = match e.unwind {
            Unwind::Compact(e) => e,
            Unwind::Dwarf => UNWIND_MODE_DWARF,
        };
        if e.lsda.is_some() {
            encoding |= UNWIND_HAS_LSDA;
        }
        bytes.extend_from_slice(&0u64.to_le_bytes());
        bytes.extend_from_slice(&len.to_le_bytes());
        bytes.extend_from_slice(&encoding.to_le_bytes());
        bytes.extend_from_slice(&[0; 16]);
    }
    let base = obj.append_section_data(section, &bytes, 8);
    for (i, e) in entries.iter().enumerate() {
        let offset = base + (i * COMPACT_ENTRY_SIZE) as u64;
        let mut fields = vec![(0, e.symbol)];
        if let Some((personality, lsda)) = e.lsda {
            fields.extend([(16, personality), (24, lsda)]);
        }
        for (at, symbol) in fields {
            let r_type = macho::X86_64_RELOC_UNSIGNED;
            add_reloc(
                obj,
                section,
                MachReloc { offset: offset + at, symbol, r_type, pcrel: false, r_length: 3, field: 0 },
            )?;
        }
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
    let (elf_style, relocs) = build_eh_frame(&subset)?;
    let address = align_up(text_size, 8);
    let func_addr = |i: usize| func_offsets[dwarf[i]];
    let bytes = reencode_eh_frame(&elf_style, &relocs, func_addr, address)?;
    let section = obj.add_section(b"__TEXT".to_vec(), b"__eh_frame".to_vec(), SectionKind::ReadOnlyData);
    let flags =
        macho::S_COALESCED | macho::S_ATTR_NO_TOC | macho::S_ATTR_STRIP_STATIC_SYMS | macho::S_ATTR_LIVE_SUPPORT;
    obj.section_mut(section).flags = SectionFlags::MachO { flags };
    obj.append_section_data(section, &bytes, 8);
    Ok(Some(address))
}

/// Mach-O `__eh_frame` pointers: FDE addresses are 8-byte PC-relative values (`DW_EH_PE_pcrel |
/// DW_EH_PE_absptr`, what llvm-mc writes and what lld rewrites in place), resolved here against the
/// section's address in the object instead of relocated.
struct ResolvedPointers<F: Fn(usize) -> u64> {
    /// Address of `__eh_frame` in the object.
    section_address: u64,
    /// Address of function `i` (in the list the FDEs were built from).
    func_addr: F,
}

impl<F: Fn(usize) -> u64> SymbolPointers for ResolvedPointers<F> {
    fn write(
        &mut self,
        data: &mut EndianVec<LittleEndian>,
        symbol: usize,
        addend: i64,
        eh_pe: gimli::DwEhPe,
    ) -> gimli::write::Result<()> {
        if eh_pe != gimli::DW_EH_PE_pcrel {
            return Err(gimli::write::Error::UnsupportedPointerEncoding(eh_pe));
        }
        let place = self.section_address + data.len() as u64;
        let value = ((self.func_addr)(symbol) as i64 + addend).wrapping_sub(place as i64);
        data.write_udata(value as u64, 8)
    }
}

/// The write-side form of a call-frame instruction read back from `.eh_frame` (`None` for padding).
fn convert_cfa_instruction(
    ins: gimli::read::CallFrameInstruction<usize>,
    data_align: i64,
) -> Result<Option<CallFrameInstruction>, EmitError> {
    use gimli::read::CallFrameInstruction as R;
    let small = |v: i64| i32::try_from(v).map_err(|_| EmitError(format!("CFA offset {v} out of range")));
    Ok(Some(match ins {
        R::DefCfa { register, offset } => CallFrameInstruction::Cfa(register, small(offset as i64)?),
        R::DefCfaSf { register, factored_offset } => {
            CallFrameInstruction::Cfa(register, small(factored_offset * data_align)?)
        }
        R::DefCfaRegister { register } => CallFrameInstruction::CfaRegister(register),
        R::DefCfaOffset { offset } => CallFrameInstruction::CfaOffset(small(offset as i64)?),
        R::Offset { register, factored_offset } => {
            CallFrameInstruction::Offset(register, small(factored_offset as i64 * data_align)?)
        }
        R::OffsetExtendedSf { register, factored_offset } => {
            CallFrameInstruction::Offset(register, small(factored_offset * data_align)?)
        }
        R::Restore { register } => CallFrameInstruction::Restore(register),
        R::Undefined { register } => CallFrameInstruction::Undefined(register),
        R::SameValue { register } => CallFrameInstruction::SameValue(register),
        R::RememberState => CallFrameInstruction::RememberState,
        R::RestoreState => CallFrameInstruction::RestoreState,
        R::Nop => return Ok(None),
        other => return err(format!("call-frame instruction {other:?} has no Mach-O translation")),
    }))
}

/// Rewrites the `.eh_frame` of [`build_eh_frame`] (4-byte PC-relative FDE addresses left for
/// relocations) as Mach-O `__eh_frame` at `section_address`, with resolved 8-byte PC-relative addresses.
fn reencode_eh_frame(
    elf_style: &[u8],
    relocs: &[EhReloc],
    func_addr: impl Fn(usize) -> u64,
    section_address: u64,
) -> Result<Vec<u8>, EmitError> {
    use gimli::read::{BaseAddresses, CieOrFde, EhFrame as ReadEhFrame, UnwindSection};
    let bad = |e: gimli::read::Error| EmitError(format!("cannot re-read .eh_frame: {e}"));
    let eh = ReadEhFrame::new(elf_style, LittleEndian);
    let bases = BaseAddresses::default().set_eh_frame(0);
    let encoding = Encoding { format: Format::Dwarf32, version: 1, address_size: 8 };
    let mut table = FrameTable::default();
    let mut cie_id = None;
    let mut entries = eh.entries(&bases);
    while let Some(entry) = entries.next().map_err(bad)? {
        match entry {
            CieOrFde::Cie(cie) => {
                if cie_id.is_some() {
                    return err("more than one CIE in .eh_frame");
                }
                let data_align = cie.data_alignment_factor();
                let code_align =
                    u8::try_from(cie.code_alignment_factor()).map_err(|_| EmitError("code alignment".into()))?;
                let data_align8 = i8::try_from(data_align).map_err(|_| EmitError("data alignment".into()))?;
                let mut out =
                    CommonInformationEntry::new(encoding, code_align, data_align8, cie.return_address_register());
                out.fde_address_encoding = gimli::DW_EH_PE_pcrel;
                let mut iter = cie.instructions(&eh, &bases);
                while let Some(ins) = iter.next().map_err(bad)? {
                    if let Some(i) = convert_cfa_instruction(ins, data_align)? {
                        out.add_instruction(i);
                    }
                }
                cie_id = Some(table.add_cie(out));
            }
            CieOrFde::Fde(partial) => {
                let fde = partial.parse(|_, b, o| eh.cie_from_offset(b, o)).map_err(bad)?;
                // The address field was left 0, so the PC-relative address read back is the field's offset.
                let field = fde.initial_address();
                let Some(r) = relocs.iter().find(|r| r.offset as u64 == field) else {
                    return err(format!("FDE address at {field:#x} has no relocation"));
                };
                let (Some(cie), Ok(len)) = (cie_id, u32::try_from(fde.len())) else {
                    return err("FDE before its CIE, or too long");
                };
                let EhTarget::Function(function) = r.target else {
                    return err(format!("FDE address at {field:#x} does not name a function"));
                };
                let mut out = FrameDescriptionEntry::new(Address::Symbol { symbol: function, addend: r.addend }, len);
                let (code_align, data_align) = (fde.cie().code_alignment_factor(), fde.cie().data_alignment_factor());
                let mut offset = 0u64;
                let mut iter = fde.instructions(&eh, &bases);
                while let Some(ins) = iter.next().map_err(bad)? {
                    if let gimli::read::CallFrameInstruction::AdvanceLoc { delta } = ins {
                        offset += delta as u64 * code_align;
                        continue;
                    }
                    if let Some(i) = convert_cfa_instruction(ins, data_align)? {
                        out.add_instruction(offset as u32, i);
                    }
                }
                table.add_fde(cie, out);
            }
        }
    }
    let pointers = ResolvedPointers { section_address, func_addr };
    let mut out = gimli::write::EhFrame(EhWriter { data: EndianVec::new(LittleEndian), pointers });
    table.write_eh_frame(&mut out).map_err(|e| EmitError(format!("cannot write __eh_frame: {e}")))?;
    Ok(out.0.data.into_vec())
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::object_common::test_support::{emit_all, sample_module};
    use crate::{emit_function, fixed_register_output, CodeReloc};
    use kiln_isel::SymId;
    use kiln_regalloc::MachineEnv;
    use object::read::{Object as _, ObjectSection as _, ObjectSymbol as _};
    use object::RelocationTarget;

    /// Functions `f` (global, a constructor) and `g` (local, a destructor), a local rodata object with a
    /// PC-relative reference to the undefined `ext`, and a weak hidden bss object.
    fn module() -> (MModule, Vec<EmittedFunction>) {
        let mut m = sample_module(kiln_abi::Target::MACOS, Visibility::Hidden);
        m.ctors.push(SymId(0));
        let funcs = emit_all(&m, &MachineEnv::sysv());
        (m, funcs)
    }

    fn section<'a>(file: &'a object::File<'a>, seg: &str, name: &str) -> object::Section<'a, 'a> {
        file.sections()
            .find(|s| s.segment_name() == Ok(Some(seg)) && s.name() == Ok(name))
            .unwrap_or_else(|| panic!("no section {seg},{name}"))
    }

    fn macho_flags(s: &object::Section<'_, '_>) -> u32 {
        let SectionFlags::MachO { flags } = s.flags() else { panic!("not Mach-O") };
        flags
    }

    /// `(offset, r_type, symbol name, field value)` of every relocation of a section.
    fn relocs(file: &object::File<'_>, s: &object::Section<'_, '_>) -> Vec<(u64, u8, String, i64)> {
        let data = s.data().unwrap();
        let mut v: Vec<_> = s
            .relocations()
            .map(|(off, r)| {
                let RelocationFlags::MachO { r_type, r_length, .. } = r.flags() else { panic!() };
                let RelocationTarget::Symbol(sym) = r.target() else { panic!("not extern") };
                let name = file.symbol_by_index(sym).unwrap().name().unwrap().to_string();
                let at = off as usize;
                let field = match r_length {
                    2 => i32::from_le_bytes(data[at..at + 4].try_into().unwrap()) as i64,
                    _ => i64::from_le_bytes(data[at..at + 8].try_into().unwrap()),
                };
                (off, r_type, name, field)
            })
            .collect();
        v.sort();
        v
    }

    #[test]
    fn sections_symbols_and_data_relocations() {
        let (m, funcs) = module();
        let bytes = write_macho(&m, &funcs).unwrap();
        let file = object::File::parse(&*bytes).unwrap();
        assert_eq!(file.format(), BinaryFormat::MachO);
        let text = section(&file, "__TEXT", "__text");
        assert_eq!(text.size(), 16 + funcs[1].code.len() as u64);
        assert_eq!(macho_flags(&text), macho::S_ATTR_PURE_INSTRUCTIONS | macho::S_ATTR_SOME_INSTRUCTIONS);
        let bss = section(&file, "__DATA", "__bss");
        assert_eq!((bss.size(), bss.align()), (100, 32));
        assert_eq!(macho_flags(&bss), macho::S_ZEROFILL);
        let ro = section(&file, "__TEXT", "__const");
        // PC-relative data: the field holds A + 4.
        assert_eq!(relocs(&file, &ro), vec![(4, macho::X86_64_RELOC_SIGNED, "_ext".to_string(), 6)]);
        assert!(file.sections().all(|s| s.name() != Ok("__eh_frame")));
        let sym = |n: &str| file.symbols().find(|s| s.name() == Ok(n)).unwrap_or_else(|| panic!("no {n}"));
        assert!(sym("_f").is_global() && !sym("_f").is_undefined());
        assert!(sym("_g").is_local());
        assert_eq!(sym("_g").address(), 16);
        assert!(sym("_ext").is_undefined());
        assert!(sym("_b").is_weak());
        let object::SymbolFlags::MachO { n_desc } = sym("_b").flags() else { panic!() };
        assert_eq!(n_desc & macho::N_WEAK_DEF, macho::N_WEAK_DEF);
        assert_eq!(sym("_b").scope(), object::SymbolScope::Linkage);
        assert!(file.symbols().all(|s| !s.name().unwrap().starts_with("__")
            || s.name() == Ok("___kiln_register_dtors")
            || s.name() == Ok("___cxa_atexit")
            || s.name() == Ok("___dso_handle")));
    }

    #[test]
    fn constructors_run_first_the_destructor_registration_then_the_list() {
        let (m, funcs) = module();
        let file_bytes = write_macho(&m, &funcs).unwrap();
        let file = object::File::parse(&*file_bytes).unwrap();
        let init = section(&file, "__DATA", "__mod_init_func");
        assert_eq!(macho_flags(&init), macho::S_MOD_INIT_FUNC_POINTERS);
        let r: Vec<_> = relocs(&file, &init).into_iter().map(|(o, t, n, _)| (o, t, n)).collect();
        let unsigned = macho::X86_64_RELOC_UNSIGNED;
        assert_eq!(r, vec![(0, unsigned, "___kiln_register_dtors".into()), (8, unsigned, "_f".into())]);
        let helper = section(&file, "__TEXT", "__StaticInit");
        let r: Vec<_> = relocs(&file, &helper).into_iter().map(|(_, t, n, f)| (t, n, f)).collect();
        assert_eq!(
            r,
            vec![
                (macho::X86_64_RELOC_SIGNED, "_g".into(), 0),
                (macho::X86_64_RELOC_SIGNED, "___dso_handle".into(), 0),
                (macho::X86_64_RELOC_BRANCH, "___cxa_atexit".into(), 0),
            ]
        );
        let sym = |n: &str| file.symbols().find(|s| s.name() == Ok(n)).unwrap();
        assert!(sym("___kiln_register_dtors").is_local());
        assert!(sym("___cxa_atexit").is_undefined() && sym("___dso_handle").is_undefined());
    }

    #[test]
    fn compact_unwind_has_one_rbp_frame_entry_per_function() {
        let (m, funcs) = module();
        let bytes = write_macho(&m, &funcs).unwrap();
        let file = object::File::parse(&*bytes).unwrap();
        let cu = section(&file, "__LD", "__compact_unwind");
        assert_eq!(macho_flags(&cu), macho::S_ATTR_DEBUG);
        let data = cu.data().unwrap();
        assert_eq!(data.len(), 3 * COMPACT_ENTRY_SIZE);
        let r: Vec<_> = relocs(&file, &cu).into_iter().map(|(o, _, n, _)| (o, n)).collect();
        assert_eq!(r, vec![(0, "_f".into()), (32, "_g".into()), (64, "___kiln_register_dtors".into())]);
        for (i, f) in funcs.iter().enumerate() {
            let e = &data[i * COMPACT_ENTRY_SIZE..];
            assert_eq!(u32::from_le_bytes(e[8..12].try_into().unwrap()), f.code.len() as u32);
            assert_eq!(u32::from_le_bytes(e[12..16].try_into().unwrap()), UNWIND_MODE_RBP_FRAME);
        }
    }

    #[test]
    fn rbp_frame_encoding_lists_saved_registers_from_the_lowest_address() {
        let mut frame = module().1[0].frame.clone();
        // clang 19 encodes `push r15; push r14; push r12; push rbx` after the frame setup as 0x01040b11.
        frame.saved = vec![PReg::R15, PReg::R14, PReg::R12, PReg::RBX];
        assert_eq!(compact_encoding(&frame), Some(0x0104_0B11));
        frame.saved = vec![PReg::RBX];
        assert_eq!(compact_encoding(&frame), Some(0x0101_0001));
        frame.saved = vec![PReg::RBX, PReg::RSI];
        assert_eq!(compact_encoding(&frame), None);
        assert_eq!(unwind_of(Convention::SysV, &frame), Unwind::Dwarf);
        frame.saved = vec![];
        assert_eq!(unwind_of(Convention::Win64, &frame), Unwind::Dwarf);
        frame.saved_xmm = vec![(PReg::xmm(6), -32)];
        assert_eq!(compact_encoding(&frame), None);
        frame.saved_xmm = vec![];
        frame.style = FrameStyle::Windows;
        assert_eq!(compact_encoding(&frame), None);
        frame.style = FrameStyle::Dwarf;
        assert_eq!(unwind_of(Convention::SysV, &frame), Unwind::Compact(UNWIND_MODE_RBP_FRAME));
    }

    #[test]
    fn code_relocations_use_signed_n_branch_and_got_load_with_the_addend_in_the_field() {
        let (m, mut funcs) = module();
        let (b, ext) = (SymId(3), SymId(4));
        // movb $1, b+3(%rip); call ext; movq ext@GOTPCREL(%rip), %rax; movw $2, b(%rip);
        // cmpq ext@GOTPCREL(%rip), %rax; ret
        let code = vec![
            0xC6, 0x05, 0, 0, 0, 0, 0x01, 0xE8, 0, 0, 0, 0, 0x48, 0x8B, 0x05, 0, 0, 0, 0, 0x66, 0xC7, 0x05, 0, 0, 0, 0,
            0x02, 0x00, 0x48, 0x3B, 0x05, 0, 0, 0, 0, 0xC3,
        ];
        let f = &mut funcs[0];
        f.code_len = code.len() as u32;
        f.code = code;
        f.relocs = vec![
            CodeReloc { offset: 2, kind: CodeRelocKind::Pc32, sym: b, addend: 3 - 5 },
            CodeReloc { offset: 8, kind: CodeRelocKind::Plt32, sym: ext, addend: -4 },
            CodeReloc { offset: 15, kind: CodeRelocKind::GotPcRelX, sym: ext, addend: -4 },
            CodeReloc { offset: 22, kind: CodeRelocKind::Pc32, sym: b, addend: -6 },
            CodeReloc { offset: 31, kind: CodeRelocKind::GotPcRel, sym: ext, addend: -4 },
        ];
        let bytes = write_macho(&m, &funcs).unwrap();
        let file = object::File::parse(&*bytes).unwrap();
        let text = section(&file, "__TEXT", "__text");
        assert_eq!(
            relocs(&file, &text),
            vec![
                (2, macho::X86_64_RELOC_SIGNED_1, "_b".into(), 2),
                (8, macho::X86_64_RELOC_BRANCH, "_ext".into(), 0),
                (15, macho::X86_64_RELOC_GOT_LOAD, "_ext".into(), 0),
                (22, macho::X86_64_RELOC_SIGNED_2, "_b".into(), -2),
                (31, macho::X86_64_RELOC_GOT, "_ext".into(), 0),
            ]
        );
        // A field that is not inside an instruction, and a GOT load with an offset, are errors.
        let mut bad = funcs.clone();
        bad[0].relocs[0].offset = 27;
        let e = write_macho(&m, &bad).unwrap_err();
        assert!(e.0.contains("not inside an instruction"), "{e}");
        let mut bad = funcs.clone();
        bad[0].relocs[0].offset = u32::MAX - 1;
        assert!(write_macho(&m, &bad).is_err());
        let mut bad = funcs.clone();
        bad[0].relocs[1].sym = SymId(99);
        assert!(write_macho(&m, &bad).unwrap_err().0.contains("unknown symbol"));
        let mut bad = funcs.clone();
        bad[0].relocs[2].addend = 0;
        assert!(write_macho(&m, &bad).unwrap_err().0.contains("GOT load"));
    }

    #[test]
    fn win64_bodies_get_an_fde_found_through_dwarf_mode() {
        let (mut m, _) = module();
        m.functions[1].conv = Convention::Win64;
        let env = MachineEnv::sysv();
        let funcs: Vec<_> = m
            .functions
            .iter()
            .map(|f| emit_function(&m, f, &fixed_register_output(f).unwrap(), &env).unwrap())
            .collect();
        let bytes = write_macho(&m, &funcs).unwrap();
        let file = object::File::parse(&*bytes).unwrap();
        let eh = section(&file, "__TEXT", "__eh_frame");
        assert_eq!(
            macho_flags(&eh),
            macho::S_COALESCED | macho::S_ATTR_NO_TOC | macho::S_ATTR_STRIP_STATIC_SYMS | macho::S_ATTR_LIVE_SUPPORT
        );
        assert_eq!(eh.relocations().count(), 0);
        let cu = section(&file, "__LD", "__compact_unwind").data().unwrap().to_vec();
        let enc = |i: usize| u32::from_le_bytes(cu[i * 32 + 12..i * 32 + 16].try_into().unwrap());
        assert_eq!((enc(0), enc(1)), (UNWIND_MODE_RBP_FRAME, UNWIND_MODE_DWARF));
        // The one FDE covers `g` (at 16 in __text), resolved without relocations.
        let data = eh.data().unwrap();
        use gimli::UnwindSection;
        let reader = gimli::read::EhFrame::new(data, gimli::LittleEndian);
        let bases = gimli::read::BaseAddresses::default().set_eh_frame(eh.address());
        let mut entries = reader.entries(&bases);
        let mut fdes = Vec::new();
        while let Some(entry) = entries.next().unwrap() {
            if let gimli::read::CieOrFde::Fde(partial) = entry {
                let fde = partial.parse(|_, b, o| reader.cie_from_offset(b, o)).unwrap();
                // 8-byte PC-relative addresses, as lld rewrites them in place.
                assert_eq!(fde.cie().fde_address_encoding(), Some(gimli::DW_EH_PE_pcrel));
                fdes.push((fde.initial_address(), fde.len()));
            }
        }
        assert_eq!(fdes, vec![(16, funcs[1].code_len as u64)]);
    }

    #[test]
    fn inconsistent_modules_are_errors() {
        let (mut m, funcs) = module();
        assert!(write_macho(&m, &funcs[..1]).is_err());
        m.symbols[4].defined = true;
        let e = write_macho(&m, &funcs).unwrap_err();
        assert!(e.0.contains("`ext` is marked defined"), "{e}");
        let (mut m, funcs) = module();
        m.data[0].relocs[0].offset = 6;
        assert!(write_macho(&m, &funcs).is_err());
        let (mut m, funcs) = module();
        m.ctors.push(SymId(77));
        assert!(write_macho(&m, &funcs).is_err());
        let (mut m, funcs) = module();
        m.dtors.push(SymId(77));
        assert!(write_macho(&m, &funcs).is_err());
        // One past the module's symbols: where the helper's own undefined symbols go.
        let (mut m, funcs) = module();
        m.dtors.push(SymId(m.symbols.len() as u32));
        assert!(write_macho(&m, &funcs).is_err());
        let (mut m, funcs) = module();
        m.ctors.push(SymId(m.symbols.len() as u32));
        assert!(write_macho(&m, &funcs).is_err());
    }
}
