//! GAS (AT&T syntax) listing of emitted functions and data: the code is decoded back with iced-x86
//! and formatted by its GAS formatter, with block labels (`.LBB<f>_<b>`), jump-table labels
//! (`.LJT<f>_<j>`) and symbol names at every relocation.

use std::collections::BTreeMap;
use std::fmt::Write;

use iced_x86::{Decoder, DecoderOptions, Formatter, GasFormatter, Instruction, OpKind, SymbolResolver, SymbolResult};
use kiln_isel::{Binding, DataRelocKind, MModule, SymId, SymbolDecl, Visibility};

use crate::elf::OutSection;
use crate::{CfiStep, CodeRelocKind, EmittedFunction};

/// Names addresses inside one function for the formatter.
struct Resolver {
    /// Block and jump-table labels by offset.
    labels: BTreeMap<u64, String>,
    /// Symbolic operand text by instruction offset.
    relocs: BTreeMap<u64, String>,
}

impl SymbolResolver for Resolver {
    fn symbol(
        &mut self,
        instruction: &Instruction,
        operand: u32,
        instruction_operand: Option<u32>,
        address: u64,
        _address_size: u32,
    ) -> Option<SymbolResult<'_>> {
        let _ = operand;
        let kind = instruction_operand.map(|i| instruction.op_kind(i));
        // Only RIP-relative memory and branch targets name code or symbols; a plain displacement
        // such as `0x40(%rbp)` must stay a number even if a label sits at 0x40.
        match kind {
            Some(OpKind::NearBranch64) => {}
            Some(OpKind::Memory) if instruction.is_ip_rel_memory_operand() => {}
            // A relocated displacement off a register (COFF TLS `x@SECREL32(%rax)`).
            Some(OpKind::Memory) if self.relocs.contains_key(&instruction.ip()) => {}
            _ => return None,
        }
        if let Some(text) = self.relocs.get(&instruction.ip()) {
            return Some(SymbolResult::with_string(address, text.clone()));
        }
        if let Some(l) = self.labels.get(&address) {
            return Some(SymbolResult::with_string(address, l.clone()));
        }
        // A branch inside generated code without a block label (the stack-probe loop): relative to `.`.
        if kind == Some(OpKind::NearBranch64) {
            let delta = address.wrapping_sub(instruction.ip()) as i64;
            return Some(SymbolResult::with_string(address, sym_plus(".", delta)));
        }
        None
    }
}

/// Text for `sym + offset`.
fn sym_plus(name: &str, offset: i64) -> String {
    match offset {
        0 => name.to_string(),
        o if o > 0 => format!("{name}+{o}"),
        o => format!("{name}{o}"),
    }
}

fn symbol_name(module: &MModule, sym: SymId) -> String {
    match module.symbols.get(sym.index()) {
        Some(s) => s.name.clone(),
        None if sym == crate::stack_probe_sym(module) => {
            module.target.stack_probe_symbol().unwrap_or("__chkstk").to_string()
        }
        None => format!("{sym}"),
    }
}

/// Whether the listing is for a COFF target (`.def`, `.seh_*` and PE section directives).
fn is_coff(module: &MModule) -> bool {
    module.target.object_format() == kiln_abi::ObjectFormat::Coff
}

/// Writes the binding and type directives of a defined symbol in COFF syntax.
fn coff_symbol_header(out: &mut String, decl: &SymbolDecl, function: bool) {
    match decl.binding {
        Binding::Global => writeln!(out, "\t.globl\t{}", decl.name).ok(),
        Binding::Weak => writeln!(out, "\t.weak\t{}", decl.name).ok(),
        Binding::Local => None,
    };
    if function {
        let class = if decl.binding == Binding::Local { 3 } else { 2 };
        writeln!(out, "\t.def\t{};\t.scl\t{class};\t.type\t32;\t.endef", decl.name).ok();
    }
}

/// Writes the binding/visibility/type directives of a defined symbol.
fn symbol_header(out: &mut String, decl: &SymbolDecl, type_name: &str) {
    match decl.binding {
        Binding::Global => writeln!(out, "\t.globl\t{}", decl.name),
        Binding::Weak => writeln!(out, "\t.weak\t{}", decl.name),
        Binding::Local => Ok(()),
    }
    .ok();
    match decl.visibility {
        Visibility::Hidden => writeln!(out, "\t.hidden\t{}", decl.name).ok(),
        Visibility::Protected => writeln!(out, "\t.protected\t{}", decl.name).ok(),
        Visibility::Default => None,
    };
    writeln!(out, "\t.type\t{},@{type_name}", decl.name).ok();
}

/// The GAS listing of a module's functions (`funcs[i]` emitted from `module.functions[i]`) and data.
pub fn listing(module: &MModule, funcs: &[EmittedFunction]) -> String {
    let coff = is_coff(module);
    let mut out = String::new();
    out.push_str("\t.text\n");
    let mut lsdas = Vec::new();
    for (fi, f) in funcs.iter().enumerate() {
        function_listing(&mut out, module, fi, f, &mut lsdas);
    }
    exception_tables(&mut out, module, funcs, &lsdas);
    for section in [
        OutSection::Rodata,
        OutSection::RelRo,
        OutSection::Data,
        OutSection::Bss,
        OutSection::ThreadData,
        OutSection::ThreadBss,
    ] {
        let objects: Vec<_> = module.data.iter().filter(|d| OutSection::of(d) == section).collect();
        if objects.is_empty() {
            continue;
        }
        let directive = match (section, coff) {
            (OutSection::Rodata | OutSection::RelRo, true) => ".section\t.rdata,\"dr\"",
            (OutSection::Rodata, false) => ".section\t.rodata",
            (OutSection::RelRo, false) => ".section\t.data.rel.ro,\"aw\"",
            (OutSection::Data, _) => ".data",
            (OutSection::Bss, _) => ".bss",
            (OutSection::ThreadData, _) => ".section\t.tdata,\"awT\",@progbits",
            (OutSection::ThreadBss, _) => ".section\t.tbss,\"awT\",@nobits",
        };
        writeln!(out, "\t{directive}").ok();
        for d in objects {
            let Some(decl) = module.symbols.get(d.sym.index()) else { continue };
            if coff {
                coff_symbol_header(&mut out, decl, false);
            } else {
                symbol_header(&mut out, decl, if d.section.is_thread_local() { "tls_object" } else { "object" });
            }
            writeln!(out, "\t.p2align\t{}", d.align.max(1).trailing_zeros()).ok();
            writeln!(out, "{}:", decl.name).ok();
            data_listing(&mut out, module, d);
            if !coff {
                writeln!(out, "\t.size\t{}, {}", decl.name, d.size).ok();
            }
        }
    }
    if !module.ctors.is_empty() || !module.dtors.is_empty() {
        let msvc = module.target.stack_probe_symbol() == Some("__chkstk");
        let (sections, flags) = match (coff, msvc) {
            (false, _) => (crate::elf::structor_sections(module), "\"aw\""),
            (true, false) => (crate::coff::structor_sections(module, false), "\"w\""),
            (true, true) => (crate::coff::structor_sections(module, true), "\"dr\""),
        };
        for (name, list) in &sections {
            writeln!(out, "\t.section\t{name},{flags}\n\t.p2align\t3").ok();
            for s in list.iter() {
                writeln!(out, "\t.quad\t{}", symbol_name(module, *s)).ok();
            }
        }
    }
    for x in crate::object_common::extra_sections(funcs) {
        let macho = module.target.object_format() == kiln_abi::ObjectFormat::MachO;
        let header = match (x.kind, coff, macho) {
            (crate::object_common::ExtraKind::StackMaps, _, true) => "\t.section\t__LLVM_STACKMAPS,__llvm_stackmaps",
            (crate::object_common::ExtraKind::StackMaps, true, _) => "\t.section\t.llvm_stackmaps,\"dr\"",
            // LLVM's assembler knows this section as "a" and refuses other flags; the object
            // writer makes it "aw" (no text relocations in PIE links).
            (crate::object_common::ExtraKind::StackMaps, false, _) => "\t.section\t.llvm_stackmaps,\"a\",@progbits",
        };
        writeln!(out, "{header}\n\t.p2align\t{}", x.align.trailing_zeros()).ok();
        if let Some(label) = x.kind.label() {
            writeln!(out, "{label}:").ok();
        }
        let mut pos = 0usize;
        let mut relocs = x.relocs.clone();
        relocs.sort_by_key(|r| r.offset);
        let bytes_line = |out: &mut String, from: usize, to: usize| {
            for chunk in x.bytes[from..to].chunks(16) {
                let b: Vec<String> = chunk.iter().map(|b| b.to_string()).collect();
                writeln!(out, "\t.byte\t{}", b.join(",")).ok();
            }
        };
        for r in relocs {
            let at = r.offset as usize;
            bytes_line(&mut out, pos, at);
            let sym = symbol_name(module, funcs[r.function].sym);
            match r.addend {
                0 => writeln!(out, "\t.quad\t{sym}").ok(),
                a => writeln!(out, "\t.quad\t{sym}{a:+}").ok(),
            };
            pos = at + 8;
        }
        bytes_line(&mut out, pos, x.bytes.len());
    }
    if !coff {
        out.push_str("\t.section\t.note.GNU-stack,\"\",@progbits\n");
    }
    out
}

fn data_listing(out: &mut String, module: &MModule, d: &kiln_isel::DataObject) {
    if d.section.is_zero_fill() {
        writeln!(out, "\t.zero\t{}", d.size).ok();
        return;
    }
    let mut relocs: Vec<_> = d.relocs.iter().collect();
    relocs.sort_by_key(|r| r.offset);
    let mut pos = 0u64;
    let mut bytes = d.bytes.clone();
    bytes.resize(d.size as usize, 0);
    let emit_bytes = |out: &mut String, from: u64, to: u64| {
        for chunk in bytes[from as usize..to as usize].chunks(16) {
            let b: Vec<String> = chunk.iter().map(|b| b.to_string()).collect();
            writeln!(out, "\t.byte\t{}", b.join(",")).ok();
        }
    };
    for r in relocs {
        let (width, dir) = match r.kind {
            DataRelocKind::Abs64 => (8, ".quad"),
            DataRelocKind::Pc32 => (4, ".long"),
        };
        let off = r.offset as u64;
        if off < pos || off + width > d.size {
            continue;
        }
        emit_bytes(out, pos, off);
        let target = sym_plus(&symbol_name(module, r.sym), r.addend);
        let suffix = if r.kind == DataRelocKind::Pc32 { "-." } else { "" };
        writeln!(out, "\t{dir}\t{target}{suffix}").ok();
        pos = off + width;
    }
    emit_bytes(out, pos, d.size);
}

/// The `.seh_*` directive for one step of a Windows prologue (none for epilogue steps).
fn seh_directive(out: &mut String, f: &EmittedFunction, step: CfiStep) {
    let cfa_above_frame = f.frame.frame_size as i32 + 8 * f.frame.saved.len() as i32 + 16 + f.frame.tail_reserve as i32;
    match step {
        CfiStep::Reserved { size } => writeln!(out, "\t.seh_stackalloc {size}").ok(),
        CfiStep::PushedRbp => writeln!(out, "\t.seh_pushreg %rbp").ok(),
        CfiStep::Saved { reg, .. } if reg.class() == kiln_regalloc::RegClass::Int => {
            writeln!(out, "\t.seh_pushreg %{reg}").ok()
        }
        CfiStep::Saved { reg, cfa_offset } => {
            writeln!(out, "\t.seh_savexmm %{reg}, {}", cfa_offset + cfa_above_frame).ok()
        }
        CfiStep::Allocated { size } => writeln!(out, "\t.seh_stackalloc {size}").ok(),
        CfiStep::FrameRegSet { offset } => writeln!(out, "\t.seh_setframe %rbp, {offset}").ok(),
        CfiStep::FramePointerSet | CfiStep::PoppedRbp | CfiStep::Released | CfiStep::AfterRet => None,
    };
}

/// The assembler directive(s) for one call-frame step.
fn cfi_directive(out: &mut String, step: CfiStep, reserve: u32) {
    let text = match step {
        CfiStep::Reserved { size } => format!("\t.cfi_def_cfa_offset {}", 8 + size),
        CfiStep::PushedRbp => format!("\t.cfi_def_cfa_offset {}\n\t.cfi_offset %rbp, -{}", 16 + reserve, 16 + reserve),
        CfiStep::FramePointerSet => "\t.cfi_def_cfa_register %rbp".to_string(),
        CfiStep::Saved { reg, cfa_offset } => format!("\t.cfi_offset %{reg}, {cfa_offset}"),
        CfiStep::PoppedRbp => format!("\t.cfi_remember_state\n\t.cfi_def_cfa %rsp, {}", 8 + reserve),
        CfiStep::Released => "\t.cfi_def_cfa_offset 8".to_string(),
        CfiStep::AfterRet => "\t.cfi_restore_state".to_string(),
        CfiStep::Allocated { size } => format!("\t# stack allocation of {size} bytes"),
        CfiStep::FrameRegSet { offset } => format!("\t# frame register rbp = rsp + {offset}"),
    };
    writeln!(out, "{text}").ok();
}

/// The name of the pointer slot that holds the address of `sym` (a personality routine or a type
/// info) for the exception tables of the listing, as the object writers' `DW.ref.NAME`.
fn slot_name(module: &MModule, sym: SymId) -> String {
    format!("DW.ref.{}", symbol_name(module, sym))
}

/// The ELF exception tables of the listing (`.gcc_except_table`; COFF's are the functions' handler
/// data) and the pointer slots the tables and the CIEs refer to.
fn exception_tables(out: &mut String, module: &MModule, funcs: &[EmittedFunction], lsdas: &[String]) {
    let coff = is_coff(module);
    if !coff && !lsdas.is_empty() {
        out.push_str("\t.section\t.gcc_except_table,\"a\",@progbits\n");
        for l in lsdas {
            out.push_str("\t.p2align\t2\n");
            out.push_str(l);
        }
    }
    let mut slots = std::collections::BTreeSet::new();
    for f in funcs.iter().filter(|f| crate::lsda::has_lsda(f)) {
        let Some(eh) = &f.eh else { continue };
        slots.insert(symbol_name(module, eh.personality));
        slots.extend(eh.type_infos.iter().flatten().map(|&t| symbol_name(module, t)));
    }
    if slots.is_empty() {
        return;
    }
    out.push_str(if coff { "\t.section\t.data,\"dw\"\n" } else { "\t.section\t.data.rel.ro,\"aw\"\n" });
    for name in slots {
        writeln!(out, "\t.p2align\t3\nDW.ref.{name}:\n\t.quad\t{name}").ok();
    }
}

fn function_listing(out: &mut String, module: &MModule, fi: usize, f: &EmittedFunction, lsdas: &mut Vec<String>) {
    let name = symbol_name(module, f.sym);
    let coff = is_coff(module);
    let lsda = if crate::lsda::has_lsda(f) { crate::lsda::plan_lsda(f) } else { None };
    let mut offset_labels: BTreeMap<u64, String> = BTreeMap::new();
    if let Some(plan) = &lsda {
        for off in crate::lsda::labelled_offsets(plan) {
            offset_labels.insert(off as u64, crate::lsda::offset_label(fi, off));
        }
    }
    if let Some(decl) = module.symbols.get(f.sym.index()) {
        if coff {
            coff_symbol_header(out, decl, true);
        } else {
            symbol_header(out, decl, "function");
        }
    }
    writeln!(out, "\t.p2align\t4\n{name}:").ok();
    let mut labels = BTreeMap::new();
    let mut block_at: BTreeMap<u64, Vec<usize>> = BTreeMap::new();
    for (b, &off) in f.block_offsets.iter().enumerate() {
        labels.entry(off as u64).or_insert_with(|| format!(".LBB{fi}_{b}"));
        block_at.entry(off as u64).or_default().push(b);
    }
    for (j, t) in f.jump_tables.iter().enumerate() {
        labels.insert(t.offset as u64, format!(".LJT{fi}_{j}"));
    }
    let code = &f.code[..(f.code_len as usize).min(f.code.len())];
    let mut decoder = Decoder::with_ip(64, code, 0, DecoderOptions::NONE);
    let mut instrs = Vec::new();
    while decoder.can_decode() {
        instrs.push(decoder.decode());
    }
    let mut relocs = BTreeMap::new();
    for r in &f.relocs {
        let at = instrs.partition_point(|i| i.next_ip() <= r.offset as u64);
        let Some(ins) = instrs.get(at).filter(|i| i.ip() <= r.offset as u64) else { continue };
        let sym = symbol_name(module, r.sym);
        let to_end = ins.next_ip() as i64 - r.offset as i64;
        let text = match r.kind {
            CodeRelocKind::Plt32 if coff => sym_plus(&sym, r.addend + to_end),
            CodeRelocKind::Plt32 => format!("{}@PLT", sym_plus(&sym, r.addend + to_end)),
            CodeRelocKind::Pc32 => sym_plus(&sym, r.addend + to_end),
            CodeRelocKind::GotPcRelX | CodeRelocKind::GotPcRel => format!("{sym}@GOTPCREL"),
            CodeRelocKind::GotTpOff => format!("{sym}@GOTTPOFF"),
            CodeRelocKind::SecRel32 => sym_plus(&format!("{sym}@SECREL32"), r.addend),
        };
        relocs.insert(ins.ip(), text);
    }
    let mut formatter = GasFormatter::with_options(Some(Box::new(Resolver { labels, relocs })), None);
    formatter.options_mut().set_signed_immediate_operands(true);
    formatter.options_mut().set_rip_relative_addresses(true);
    let mut text = String::new();
    // COFF: `.seh_*` directives, with `.seh_endprologue` where the unwind info says the prologue ends.
    let mut prologue_end = match coff {
        true => Some(crate::win_unwind::unwind_info(f).map_or(0, |i| i.prolog_size as u64)),
        false => None,
    };
    let step = |out: &mut String, s: CfiStep| {
        if coff {
            seh_directive(out, f, s);
        } else {
            cfi_directive(out, s, f.frame.tail_reserve);
        }
    };
    writeln!(out, "{}", if coff { format!("\t.seh_proc\t{name}") } else { "\t.cfi_startproc".into() }).ok();
    if let (Some(_), Some(eh)) = (&lsda, &f.eh) {
        let personality = symbol_name(module, eh.personality);
        if coff {
            writeln!(out, "\t.seh_handler\t{personality}, @unwind, @except").ok();
        } else {
            writeln!(
                out,
                "\t.cfi_personality {}, {}\n\t.cfi_lsda 27, .Lexception{fi}",
                crate::lsda::TTYPE_ENCODING,
                slot_name(module, eh.personality)
            )
            .ok();
        }
    }
    let mut cfi = f.cfi.iter().peekable();
    for ins in &instrs {
        while let Some((_, s)) = cfi.next_if(|c| u64::from(c.0) <= ins.ip()) {
            step(out, *s);
        }
        if prologue_end.is_some_and(|end| ins.ip() >= end) {
            writeln!(out, "\t.seh_endprologue").ok();
            prologue_end = None;
        }
        if let Some(bs) = block_at.get(&ins.ip()) {
            for b in bs {
                writeln!(out, ".LBB{fi}_{b}:").ok();
            }
        }
        if let Some(l) = offset_labels.get(&ins.ip()) {
            writeln!(out, "{l}:").ok();
        }
        text.clear();
        formatter.format(ins, &mut text);
        writeln!(out, "\t{text}").ok();
    }
    for (_, s) in cfi {
        step(out, *s);
    }
    for (_, l) in offset_labels.range(instrs.last().map_or(0, |i| i.next_ip())..) {
        writeln!(out, "{l}:").ok();
    }
    for (&off, bs) in block_at.range(f.code_len as u64..) {
        let _ = off;
        for b in bs {
            writeln!(out, ".LBB{fi}_{b}:").ok();
        }
    }
    if let Some(plan) = &lsda {
        let table = crate::lsda::listing(plan, fi, &name, &|sym| slot_name(module, sym));
        if coff {
            // The handler data follows the unwind info in `.xdata`, as gcc writes it.
            writeln!(out, "\t.seh_handlerdata\n\t.p2align\t2\n{table}\t.text").ok();
        } else {
            lsdas.push(table);
        }
    }
    writeln!(out, "{}", if coff { "\t.seh_endproc" } else { "\t.cfi_endproc" }).ok();
    for (j, t) in f.jump_tables.iter().enumerate() {
        writeln!(out, "\t.p2align\t2\n.LJT{fi}_{j}:").ok();
        for b in &t.targets {
            writeln!(out, "\t.long\t.LBB{fi}_{}-.LJT{fi}_{j}", b.index()).ok();
        }
    }
    if !coff {
        writeln!(out, "\t.size\t{name}, .-{name}").ok();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kiln_isel::{DataObject, DataReloc, SymbolKind};

    #[test]
    fn symbol_offsets_are_signed() {
        assert_eq!(sym_plus("x", 0), "x");
        assert_eq!(sym_plus("x", 8), "x+8");
        assert_eq!(sym_plus("x", -4), "x-4");
    }

    #[test]
    fn data_with_relocations_lists_as_directives() {
        let mut m = MModule::default();
        let d = m.add_symbol(SymbolDecl {
            name: "tbl".into(),
            kind: SymbolKind::Data,
            defined: true,
            binding: Binding::Local,
            visibility: Visibility::Default,
        });
        m.data.push(DataObject {
            sym: d,
            section: kiln_isel::DataSection::Rodata,
            align: 8,
            size: 14,
            bytes: vec![7, 8],
            relocs: vec![
                DataReloc { offset: 2, sym: d, addend: 0, kind: DataRelocKind::Pc32 },
                DataReloc { offset: 6, sym: d, addend: 16, kind: DataRelocKind::Abs64 },
            ],
        });
        let text = listing(&m, &[]);
        // An absolute address makes the constant relocatable data: `.data.rel.ro`.
        let expect = "\t.section\t.data.rel.ro,\"aw\"\n\t.type\ttbl,@object\n\t.p2align\t3\ntbl:\n\t.byte\t7,8\n\t.long\ttbl-.\n\t.quad\ttbl+16\n\t.size\ttbl, 14\n";
        assert!(text.contains(expect), "{text}");
    }
}
