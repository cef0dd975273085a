//! What the ELF, COFF and Mach-O writers share: checking the emitted functions against the module,
//! placing code and data in sections, resolving a symbol's definition, and checking data relocations.
//! Section names, symbol flags and relocation types stay in each writer.

use kiln_isel::{DataObject, DataReloc, DataRelocKind, MModule, SymId, SymbolDecl};
use object::write::{Object, SectionId, SymbolId, SymbolSection};

use crate::{err, EmitError, EmittedFunction};

/// Where a defined symbol landed.
#[derive(Copy, Clone)]
pub(crate) struct Placed {
    /// Its section.
    pub section: SectionId,
    /// Its offset in the section.
    pub offset: u64,
    /// Its size in bytes.
    pub size: u64,
}

/// The placement of every module symbol that has a definition in this object, by `SymId`.
pub(crate) struct Placements(Vec<Option<Placed>>);

impl Placements {
    /// No symbol placed yet.
    pub(crate) fn new(module: &MModule) -> Placements {
        Placements(vec![None; module.symbols.len()])
    }

    /// Records where `sym` is defined; a second definition or an unknown symbol is an error.
    fn place(&mut self, sym: SymId, p: Placed) -> Result<(), EmitError> {
        match self.0.get_mut(sym.index()) {
            Some(slot @ None) => {
                *slot = Some(p);
                Ok(())
            }
            Some(Some(_)) => err(format!("symbol {sym} is defined twice")),
            None => err(format!("unknown symbol {sym}")),
        }
    }
}

/// Checks that `funcs` are the code of `module.functions`, one for one.
/// What an extra section of the object holds; each writer maps it to its format's name and flags.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum ExtraKind {
    /// LLVM's StackMap section: `.llvm_stackmaps` (ELF, COFF), `__LLVM_STACKMAPS,__llvm_stackmaps`
    /// (Mach-O).
    StackMaps,
}

impl ExtraKind {
    /// The local symbol LLVM puts at the section's start (`__LLVM_StackMaps`), if any.
    pub(crate) fn label(self) -> Option<&'static str> {
        match self {
            ExtraKind::StackMaps => Some("__LLVM_StackMaps"),
        }
    }
}

/// Adds the local label of extra section `kind` at `offset` of `section`, as LLVM does (never
/// exported): `symbol_kind` is how the format spells it (`Label` gives ELF's untyped symbol,
/// `Data` COFF's static one and Mach-O's section symbol).
pub(crate) fn add_section_label(
    obj: &mut object::write::Object<'_>,
    section: object::write::SectionId,
    offset: u64,
    kind: ExtraKind,
    symbol_kind: object::SymbolKind,
) {
    if let Some(name) = kind.label() {
        obj.add_symbol(object::write::Symbol {
            name: name.as_bytes().to_vec(),
            value: offset,
            size: 0,
            kind: symbol_kind,
            scope: object::SymbolScope::Compilation,
            weak: false,
            section: object::write::SymbolSection::Section(section),
            flags: object::SymbolFlags::None,
        });
    }
}

/// A 64-bit absolute reference from an extra section to the start of a function plus `addend`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) struct ExtraReloc {
    /// Offset of the 8-byte field in the section.
    pub offset: u64,
    /// Index of the function in the module.
    pub function: usize,
    /// Added to the function's address.
    pub addend: i64,
}

/// A section made from the emitted functions (beyond code and unwind tables), in a
/// format-neutral form: the one hook by which the object writers add such sections.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) struct ExtraSection {
    pub kind: ExtraKind,
    pub bytes: Vec<u8>,
    pub align: u64,
    pub relocs: Vec<ExtraReloc>,
}

/// The extra sections `funcs` need: the StackMap section when any function has call-site
/// records.
pub(crate) fn extra_sections(funcs: &[EmittedFunction]) -> Vec<ExtraSection> {
    crate::stackmap::stackmap_section(funcs).into_iter().collect()
}

/// Refuses functions with landing pads for an object format whose exception tables Kiln does not
/// write (`why`).
pub(crate) fn refuse_lsdas(module: &MModule, funcs: &[EmittedFunction], why: &str) -> Result<(), EmitError> {
    match funcs.iter().find(|f| crate::lsda::has_lsda(f)) {
        Some(f) => err(format!("in @{}: landing pads (invoke) are not supported {why}", module.symbol(f.sym).name)),
        None => Ok(()),
    }
}

/// Pointer-sized slots in one data section, each holding a symbol's address (with an absolute
/// relocation of kind `abs64`): what indirect references from exception tables point at
/// (`DW.ref.NAME`, as LLVM names them; local, one per object and symbol).
pub(crate) struct PointerSlots {
    section: SectionId,
    abs64: object::RelocationFlags,
    slots: std::collections::HashMap<SymId, SymbolId>,
}

impl PointerSlots {
    pub(crate) fn new(section: SectionId, abs64: object::RelocationFlags) -> Self {
        PointerSlots { section, abs64, slots: std::collections::HashMap::new() }
    }

    /// The slot of `sym` (whose object symbol `sym_ids` gives), made on first use.
    pub(crate) fn slot(
        &mut self,
        obj: &mut Object<'_>,
        module: &MModule,
        sym_ids: &[SymbolId],
        sym: SymId,
    ) -> Result<SymbolId, EmitError> {
        if let Some(&s) = self.slots.get(&sym) {
            return Ok(s);
        }
        let Some(&target) = sym_ids.get(sym.index()) else {
            return err(format!("exception table names unknown symbol {sym}"));
        };
        let at = obj.append_section_data(self.section, &[0; 8], 8);
        let id = obj.add_symbol(object::write::Symbol {
            name: format!("DW.ref.{}", module.symbol(sym).name).into_bytes(),
            value: at,
            size: 8,
            kind: object::SymbolKind::Data,
            scope: object::SymbolScope::Compilation,
            weak: false,
            section: SymbolSection::Section(self.section),
            flags: object::SymbolFlags::None,
        });
        let reloc = object::write::Relocation { offset: at, symbol: target, addend: 0, flags: self.abs64 };
        obj.add_relocation(self.section, reloc).map_err(|e| EmitError(format!("cannot add a relocation: {e}")))?;
        self.slots.insert(sym, id);
        Ok(id)
    }
}

/// Appends `lsda` to `section` (4-aligned) with a PC-relative relocation (`pc32`, `S - P`) from each
/// type-table entry to its type info's slot; returns the LSDA's offset.
pub(crate) fn append_lsda(
    obj: &mut Object<'_>,
    section: SectionId,
    lsda: &crate::lsda::Lsda,
    slots: &mut PointerSlots,
    module: &MModule,
    sym_ids: &[SymbolId],
    pc32: object::RelocationFlags,
) -> Result<u64, EmitError> {
    let base = obj.append_section_data(section, &lsda.bytes, 4);
    for &(field, sym) in &lsda.type_refs {
        let symbol = slots.slot(obj, module, sym_ids, sym)?;
        let reloc = object::write::Relocation { offset: base + field as u64, symbol, addend: 0, flags: pc32 };
        obj.add_relocation(section, reloc).map_err(|e| EmitError(format!("cannot add a relocation: {e}")))?;
    }
    Ok(base)
}

pub(crate) fn check_functions(module: &MModule, funcs: &[EmittedFunction]) -> Result<(), EmitError> {
    if funcs.len() != module.functions.len() {
        return err(format!("{} emitted functions for {} machine functions", funcs.len(), module.functions.len()));
    }
    Ok(())
}

/// Appends every function to `text` (16-aligned) and places its symbol; returns each function's offset.
pub(crate) fn place_functions(
    obj: &mut Object<'_>,
    text: SectionId,
    module: &MModule,
    funcs: &[EmittedFunction],
    placed: &mut Placements,
) -> Result<Vec<u64>, EmitError> {
    let mut func_offsets = Vec::with_capacity(funcs.len());
    for (f, mf) in funcs.iter().zip(&module.functions) {
        if f.sym != mf.sym {
            return err(format!("emitted function {} does not match machine function {}", f.sym, mf.sym));
        }
        let offset = obj.append_section_data(text, &f.code, 16);
        func_offsets.push(offset);
        placed.place(f.sym, Placed { section: text, offset, size: f.code.len() as u64 })?;
    }
    Ok(func_offsets)
}

/// Appends every data object to the section `section_of` gives it (bss as zero-fill, other data
/// padded with zeros to its size) and places its symbol; alignments above `max_align` are errors.
/// Returns each object's section and offset.
pub(crate) fn place_data(
    obj: &mut Object<'_>,
    module: &MModule,
    max_align: u64,
    mut section_of: impl FnMut(&mut Object<'_>, &DataObject) -> SectionId,
    placed: &mut Placements,
) -> Result<Vec<(SectionId, u64)>, EmitError> {
    let mut data_offsets = Vec::with_capacity(module.data.len());
    for d in &module.data {
        let section = section_of(obj, d);
        let align = d.align.max(1) as u64;
        if !align.is_power_of_two() || align > max_align {
            return err(format!("data object {} has alignment {align}", d.sym));
        }
        let offset = if d.section.is_zero_fill() {
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
        placed.place(d.sym, Placed { section, offset, size: d.size })?;
    }
    Ok(data_offsets)
}

/// The section, value and size of module symbol `i` (`s`): where it was placed, or undefined. A
/// nameless symbol, a definition without a body (or the reverse) and an undefined local are errors.
pub(crate) fn symbol_definition(
    i: usize,
    s: &SymbolDecl,
    placed: &Placements,
) -> Result<(SymbolSection, u64, u64), EmitError> {
    if s.name.is_empty() {
        return err(format!("symbol sym{i} has no name"));
    }
    let definition = match (s.defined, placed.0[i]) {
        (true, Some(p)) => (SymbolSection::Section(p.section), p.offset, p.size),
        (true, None) => return err(format!("symbol `{}` is marked defined but has no code or data", s.name)),
        (false, Some(_)) => return err(format!("symbol `{}` has a body but is marked undefined", s.name)),
        (false, None) => (SymbolSection::Undefined, 0, 0),
    };
    if s.binding == kiln_isel::Binding::Local && !s.defined {
        return err(format!("local symbol `{}` is not defined", s.name));
    }
    Ok(definition)
}

/// Calls `add(section, offset, symbol, reloc)` for every relocation inside a data object, with the
/// offset in its output section and the checked object symbol ([`data_reloc_symbol`]);
/// `data_offsets` is what [`place_data`] returned.
pub(crate) fn for_each_data_reloc(
    module: &MModule,
    data_offsets: &[(SectionId, u64)],
    sym_ids: &[SymbolId],
    mut add: impl FnMut(SectionId, u64, SymbolId, &DataReloc) -> Result<(), EmitError>,
) -> Result<(), EmitError> {
    for (d, &(section, base)) in module.data.iter().zip(data_offsets) {
        for r in &d.relocs {
            let symbol = data_reloc_symbol(module, d, r, sym_ids)?;
            add(section, base + r.offset as u64, symbol, r)?;
        }
    }
    Ok(())
}

/// The object symbol a relocation in data object `d` refers to, after checking that its field (8 bytes
/// for `Abs64`, 4 for `Pc32`) lies inside the object's initialised bytes. `sym_ids[i]` is the object
/// symbol of module symbol `i` (entries past the module's symbols are not looked at).
pub(crate) fn data_reloc_symbol(
    module: &MModule,
    d: &DataObject,
    r: &DataReloc,
    sym_ids: &[SymbolId],
) -> Result<SymbolId, EmitError> {
    let width = match r.kind {
        DataRelocKind::Abs64 => 8,
        DataRelocKind::Pc32 => 4,
    };
    if d.section.is_zero_fill() || r.offset as u64 + width > d.size {
        return err(format!("relocation at {} outside data object {}", r.offset, d.sym));
    }
    match sym_ids.get(r.sym.index()).filter(|_| r.sym.index() < module.symbols.len()) {
        Some(&symbol) => Ok(symbol),
        None => err(format!("relocation against unknown symbol {}", r.sym)),
    }
}

/// The object symbols of the entries of a pointer-array section called `name` (constructors or
/// destructors); an entry naming an unknown symbol is an error.
pub(crate) fn pointer_array_symbols(
    name: &str,
    entries: &[SymId],
    sym_ids: &[SymbolId],
) -> Result<Vec<SymbolId>, EmitError> {
    entries
        .iter()
        .map(|sym| match sym_ids.get(sym.index()) {
            Some(&symbol) => Ok(symbol),
            None => err(format!("{name} entry names unknown symbol {sym}")),
        })
        .collect()
}

/// Module builders shared by the writers' unit tests.
#[cfg(test)]
pub(crate) mod test_support {
    use crate::{emit_function, fixed_register_output, EmittedFunction};
    use kiln_abi::Target;
    use kiln_isel::{
        Binding, DataObject, DataReloc, DataRelocKind, DataSection, MFunctionBuilder, MModule, MOp, SymbolDecl,
        SymbolKind, Visibility,
    };
    use kiln_regalloc::{MachineEnv, Operand, PReg, PRegSet};

    /// A declaration with default visibility.
    pub(crate) fn decl(name: &str, kind: SymbolKind, defined: bool, binding: Binding) -> SymbolDecl {
        SymbolDecl { name: name.into(), kind, defined, binding, visibility: Visibility::Default }
    }

    /// For `target`: functions `f` (global) and `g` (local, a destructor), each a bare `ret`, a local
    /// rodata object `ro` with a PC-relative reference to the undefined `ext`, and a weak bss object
    /// `b` (100 bytes, 32-aligned) of visibility `b_visibility`. Symbols are numbered in that order:
    /// f, g, ro, b, ext.
    pub(crate) fn sample_module(target: Target, b_visibility: Visibility) -> MModule {
        let mut m = MModule { target, ..MModule::default() };
        let f = m.add_symbol(decl("f", SymbolKind::Func, true, Binding::Global));
        let g = m.add_symbol(decl("g", SymbolKind::Func, true, Binding::Local));
        let ro = m.add_symbol(decl("ro", SymbolKind::Data, true, Binding::Local));
        let b = m.add_symbol(decl("b", SymbolKind::Data, true, Binding::Weak));
        let ext = m.add_symbol(decl("ext", SymbolKind::Data, false, Binding::Global));
        m.symbols[b.index()].visibility = b_visibility;
        m.data.push(DataObject {
            sym: ro,
            section: DataSection::Rodata,
            align: 4,
            size: 8,
            bytes: vec![1, 2, 3, 4],
            relocs: vec![DataReloc { offset: 4, sym: ext, addend: 2, kind: DataRelocKind::Pc32 }],
        });
        m.data.push(DataObject {
            sym: b,
            section: DataSection::Bss,
            align: 32,
            size: 100,
            bytes: vec![],
            relocs: vec![],
        });
        m.dtors.push(g);
        for s in [f, g] {
            let mut fb = MFunctionBuilder::new(s);
            fb.push_full(MOp::Ret, &[], &[Operand::preg_use(PReg::RAX)], PRegSet::empty(), &[]);
            m.functions.push(fb.finish(None).unwrap());
        }
        m
    }

    /// Gives `f` one invoke (its call at offset 0, return address 1, landing pad at 1) whose landing
    /// pad catches `type_info` for `personality`.
    pub(crate) fn add_landing_pad(f: &mut EmittedFunction, personality: kiln_isel::SymId, type_info: kiln_isel::SymId) {
        f.eh = Some(kiln_isel::MEh {
            personality,
            type_infos: vec![Some(type_info)],
            filters: vec![],
            actions: vec![vec![kiln_isel::EhAction::Catch(1)]],
        });
        f.call_sites = vec![crate::EmittedCallSite {
            id: 0,
            offset: 1,
            locations: vec![],
            live_outs: vec![],
            in_stackmap: false,
            unwind: Some(crate::EmittedUnwind { start: 0, pad: 1, action: Some(0) }),
        }];
    }

    /// Every function of `m` emitted with fixed registers under `env`.
    pub(crate) fn emit_all(m: &MModule, env: &MachineEnv) -> Vec<EmittedFunction> {
        m.functions.iter().map(|f| emit_function(m, f, &fixed_register_output(f).unwrap(), env).unwrap()).collect()
    }
}
