//! Module-level lowering state: the symbol table (one symbol per function and global, plus
//! library-call and constant-pool symbols), data objects and constructor lists. On COFF targets a
//! `dllimport` declaration also gets its import pointer `__imp_NAME`, through which code reaches it.

use kiln_abi::Target;
use kiln_ir::fasthash::FastMap as HashMap;

use kiln_ir::{Diagnostic, Func, GlobalVar, Linkage, Module};

use crate::mir::SymId;
use crate::module::{Binding, DataObject, DataReloc, DataSection, MModule, SymbolDecl, SymbolKind, Visibility};

/// Symbols and data of the machine module under construction.
#[derive(Debug, Default)]
pub struct ModState {
    module: MModule,
    funcs: HashMap<Func, SymId>,
    globals: HashMap<GlobalVar, SymId>,
    by_name: HashMap<String, SymId>,
    /// Read-only objects the code refers to (constant pool, images of constant aggregates), by
    /// contents, relocations and alignment.
    rodata: HashMap<(Vec<u8>, Vec<DataReloc>, u32), SymId>,
    /// Declarations marked `dllimport`, and the `__imp_` pointer symbol of each once used (COFF).
    dllimport: HashMap<SymId, Option<SymId>>,
}

/// The binding a linkage gives.
pub(crate) fn binding_of(l: Linkage) -> Binding {
    match l {
        Linkage::Internal | Linkage::Private => Binding::Local,
        Linkage::Weak
        | Linkage::WeakOdr
        | Linkage::LinkOnce
        | Linkage::LinkOnceOdr
        | Linkage::Common
        | Linkage::ExternWeak => Binding::Weak,
        _ => Binding::Global,
    }
}

fn visibility_of(v: kiln_ir::module::Visibility) -> Visibility {
    match v {
        kiln_ir::module::Visibility::Default => Visibility::Default,
        kiln_ir::module::Visibility::Hidden => Visibility::Hidden,
        kiln_ir::module::Visibility::Protected => Visibility::Protected,
    }
}

/// The linker name of an IR symbol name (numbered unnamed globals get a prefix).
fn linker_name(name: &str) -> String {
    if !name.is_empty() && name.bytes().all(|c| c.is_ascii_digit()) {
        format!("__kiln_unnamed_{name}")
    } else {
        name.to_string()
    }
}

impl ModState {
    /// Declares a symbol for every function (except intrinsics) and global (except `llvm.*`) for
    /// `target`.
    pub fn declare(m: &Module, target: Target, errors: &mut Vec<Diagnostic>) -> Self {
        let mut st = ModState::default();
        st.set_target(target);
        for (fid, f) in m.funcs.iter() {
            if f.intrinsic.is_some() || f.name().starts_with("llvm.") {
                continue;
            }
            let decl = SymbolDecl {
                name: linker_name(f.name()),
                kind: SymbolKind::Func,
                defined: f.is_definition && f.sym.linkage != Linkage::AvailableExternally,
                binding: binding_of(f.sym.linkage),
                visibility: visibility_of(f.sym.visibility),
            };
            let id = st.add(decl);
            st.funcs.insert(fid, id);
            st.note_dll_storage(id, &f.sym);
            if let Some(msg) = st.unexportable(id, &f.sym) {
                errors.push(super::located(f.srcloc.offset(), msg));
            }
        }
        for (gid, g) in m.globals.iter() {
            if g.sym.name.starts_with("llvm.") {
                continue;
            }
            let decl = SymbolDecl {
                name: linker_name(&g.sym.name),
                kind: if g.thread_local.is_some() { SymbolKind::ThreadLocal } else { SymbolKind::Data },
                defined: g.init.is_some() && g.sym.linkage != Linkage::AvailableExternally,
                binding: binding_of(g.sym.linkage),
                visibility: visibility_of(g.sym.visibility),
            };
            let id = st.add(decl);
            st.globals.insert(gid, id);
            st.note_dll_storage(id, &g.sym);
            if let Some(msg) = st.unexportable(id, &g.sym) {
                errors.push(super::located(g.srcloc.offset(), msg));
            }
        }
        st
    }

    /// Records `id` as imported from a DLL when `sym` is a `dllimport` declaration, or as exported
    /// when it is a `dllexport` definition.
    fn note_dll_storage(&mut self, id: SymId, sym: &kiln_ir::module::Symbol) {
        use kiln_ir::module::DllStorage;
        match sym.dll_storage {
            DllStorage::Import if !self.is_defined(id) => {
                self.dllimport.insert(id, None);
            }
            DllStorage::Export if self.is_defined(id) => self.module.dll_exports.push(id),
            _ => {}
        }
    }

    /// Why the `dllexport` definition `id` cannot be written for the target, if it cannot: Kiln
    /// writes COFF weak and linkonce definitions as weak externals (as gcc does for `weak`), which
    /// the linker cannot export (LLVM puts linkonce definitions in COMDAT sections instead).
    fn unexportable(&self, id: SymId, sym: &kiln_ir::module::Symbol) -> Option<String> {
        let coff = self.module.target.object_format() == kiln_abi::ObjectFormat::Coff;
        let weak = self.module.symbol(id).binding == Binding::Weak;
        (coff && weak && self.is_defined(id) && sym.dll_storage == kiln_ir::module::DllStorage::Export).then(|| {
            format!(
                "dllexport of the weak or linkonce definition @{} is not supported for COFF (it would be a weak external, which the linker cannot export)",
                sym.name
            )
        })
    }

    /// On COFF targets, the import pointer `__imp_NAME` of a `dllimport` declaration (created on
    /// first use): the loader stores the symbol's address there, so code loads it from that slot
    /// (as LLVM and MSVC do) instead of relying on MinGW's auto-import or a call thunk. `None`
    /// for every other symbol and on other object formats, where `dllimport` means nothing.
    pub fn import_pointer(&mut self, sym: SymId) -> Option<SymId> {
        if self.module.target.object_format() != kiln_abi::ObjectFormat::Coff {
            return None;
        }
        let slot = *self.dllimport.get(&sym)?;
        if let Some(p) = slot {
            return Some(p);
        }
        let name = format!("__imp_{}", self.module.symbol(sym).name);
        let p = self.external(&name, SymbolKind::Data);
        self.dllimport.insert(sym, Some(p));
        Some(p)
    }

    /// Whether code reaches `sym` through an import pointer (a COFF `dllimport` declaration), so that
    /// no data relocation may name it in an image code reads from.
    pub fn is_imported(&self, sym: SymId) -> bool {
        self.module.target.object_format() == kiln_abi::ObjectFormat::Coff && self.dllimport.contains_key(&sym)
    }

    fn add(&mut self, decl: SymbolDecl) -> SymId {
        let name = decl.name.clone();
        let id = self.module.add_symbol(decl);
        self.by_name.entry(name).or_insert(id);
        id
    }

    /// The symbol of a function.
    pub fn func_sym(&self, f: Func) -> Option<SymId> {
        self.funcs.get(&f).copied()
    }
    /// The symbol of a global.
    pub fn global_sym(&self, g: GlobalVar) -> Option<SymId> {
        self.globals.get(&g).copied()
    }
    /// The linker name of `sym`.
    pub fn symbol_name(&self, sym: SymId) -> &str {
        &self.module.symbol(sym).name
    }
    /// Whether `sym` is thread-local data.
    pub fn is_thread_local(&self, sym: SymId) -> bool {
        self.module.symbol(sym).kind == SymbolKind::ThreadLocal
    }
    /// Whether `sym` is defined in this module.
    pub fn is_defined(&self, sym: SymId) -> bool {
        self.module.symbol(sym).defined
    }
    /// The symbol of a library function (`memcpy`, `fmod`, ...), declared on first use.
    pub fn libcall(&mut self, name: &str) -> SymId {
        self.external(name, SymbolKind::Func)
    }
    /// The symbol of an external data object the code needs (`_tls_index`), declared on first use.
    pub fn external_data(&mut self, name: &str) -> SymId {
        self.external(name, SymbolKind::Data)
    }
    /// The symbol named `name`, declared as an undefined global of `kind` unless it exists.
    fn external(&mut self, name: &str, kind: SymbolKind) -> SymId {
        if let Some(&s) = self.by_name.get(name) {
            return s;
        }
        self.add(SymbolDecl {
            name: name.to_string(),
            kind,
            defined: false,
            binding: Binding::Global,
            visibility: Visibility::Default,
        })
    }
    /// A deduplicated read-only constant.
    pub fn rodata_const(&mut self, bytes: &[u8], align: u32) -> SymId {
        self.rodata_object(bytes, Vec::new(), align)
    }
    /// A deduplicated read-only object with relocations (the image of a constant aggregate holding
    /// addresses; the object writers put it in a relocated read-only section, `.data.rel.ro` on ELF).
    pub fn rodata_object(&mut self, bytes: &[u8], relocs: Vec<DataReloc>, align: u32) -> SymId {
        let key = (bytes.to_vec(), relocs, align.max(1));
        if let Some(&s) = self.rodata.get(&key) {
            return s;
        }
        let n = self.rodata.len();
        let sym = self.add(SymbolDecl {
            name: format!(".LCPI_kiln_{n}"),
            kind: SymbolKind::Data,
            defined: true,
            binding: Binding::Local,
            visibility: Visibility::Default,
        });
        self.module.data.push(DataObject {
            sym,
            section: DataSection::Rodata,
            align: key.2,
            size: bytes.len() as u64,
            bytes: bytes.to_vec(),
            relocs: key.1.clone(),
        });
        self.rodata.insert(key, sym);
        sym
    }
    /// Adds a data object.
    pub fn add_data(&mut self, obj: DataObject) {
        self.module.data.push(obj);
    }
    /// Sets the constructor and destructor lists.
    pub fn set_ctors(&mut self, ctors: Vec<(u16, SymId)>, dtors: Vec<(u16, SymId)>) {
        (self.module.ctor_priorities, self.module.ctors) = ctors.into_iter().unzip();
        (self.module.dtor_priorities, self.module.dtors) = dtors.into_iter().unzip();
    }
    /// The target code is selected for.
    pub fn target(&self) -> Target {
        self.module.target
    }
    /// Sets the target code is selected for.
    pub fn set_target(&mut self, target: Target) {
        self.module.target = target;
    }
    /// The finished module (functions are added by the caller).
    pub fn finish(self) -> MModule {
        self.module
    }
}
