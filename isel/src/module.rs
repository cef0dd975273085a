//! Machine module: the symbols, data objects and machine functions instruction selection produces.

use kiln_abi::Target;

use crate::mir::{MFunction, SymId};

/// What a symbol names.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum SymbolKind {
    /// Code.
    Func,
    /// Data (globals, constant-pool entries, jump tables live in `.rodata` too).
    Data,
    /// Thread-local data: the symbol names an offset in each thread's copy of the TLS block
    /// (ELF `STT_TLS`), reached through the thread pointer, never as a plain address.
    ThreadLocal,
}

/// Symbol binding, from IR linkage.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Binding {
    /// Visible only in this object (`internal`, `private`).
    Local,
    /// Visible to the linker (`external`).
    Global,
    /// Global, may be overridden (`weak`, `linkonce`, `linkonce_odr`, `weak_odr`, `common`).
    Weak,
}

/// Symbol visibility, from IR visibility.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Visibility {
    /// `default`.
    Default,
    /// `hidden`.
    Hidden,
    /// `protected`.
    Protected,
}

/// A symbol the object defines or references.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SymbolDecl {
    /// The linker name (without any target prefix such as Mach-O's `_`).
    pub name: String,
    /// Code or data.
    pub kind: SymbolKind,
    /// Whether this module defines it (otherwise it is an undefined reference).
    pub defined: bool,
    /// Binding.
    pub binding: Binding,
    /// Visibility.
    pub visibility: Visibility,
}

/// The section a data object goes to.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum DataSection {
    /// Read-only data (`constant` globals, constant pools).
    Rodata,
    /// Initialised writable data.
    Data,
    /// Zero-initialised writable data (no bytes stored).
    Bss,
    /// The initial image of initialised thread-local data (ELF `.tdata`).
    ThreadData,
    /// Zero-initialised thread-local data (ELF `.tbss`; no bytes stored).
    ThreadBss,
}

impl DataSection {
    /// Whether objects in this section are all zeros and store no bytes.
    pub fn is_zero_fill(self) -> bool {
        matches!(self, DataSection::Bss | DataSection::ThreadBss)
    }
    /// Whether this is thread-local storage.
    pub fn is_thread_local(self) -> bool {
        matches!(self, DataSection::ThreadData | DataSection::ThreadBss)
    }
}

/// How a relocation inside a data object computes its value.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum DataRelocKind {
    /// 64-bit absolute address `S + A`.
    Abs64,
    /// 32-bit PC-relative `S + A - P` (relative lookup tables).
    Pc32,
}

/// A relocation inside a data object.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct DataReloc {
    /// Byte offset within the object.
    pub offset: u32,
    /// Target symbol.
    pub sym: SymId,
    /// Addend.
    pub addend: i64,
    /// Kind.
    pub kind: DataRelocKind,
}

/// A global variable or constant-pool entry.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct DataObject {
    /// The symbol naming it.
    pub sym: SymId,
    /// Section.
    pub section: DataSection,
    /// Alignment in bytes.
    pub align: u32,
    /// Size in bytes.
    pub size: u64,
    /// Contents (empty for `Bss`).
    pub bytes: Vec<u8>,
    /// Relocations into `bytes`.
    pub relocs: Vec<DataReloc>,
}

/// A whole machine module.
#[derive(Clone, Debug, Default)]
pub struct MModule {
    /// All symbols, indexed by `SymId`.
    pub symbols: Vec<SymbolDecl>,
    /// Data objects.
    pub data: Vec<DataObject>,
    /// Functions.
    pub functions: Vec<MFunction>,
    /// Constructors to run before `main` (`@llvm.global_ctors`), in priority order.
    pub ctors: Vec<SymId>,
    /// Destructors (`@llvm.global_dtors`), in priority order.
    pub dtors: Vec<SymId>,
    /// The priority of `ctors[i]` (an entry missing at the end means the default, 65535).
    pub ctor_priorities: Vec<u16>,
    /// The priority of `dtors[i]` (an entry missing at the end means the default, 65535).
    pub dtor_priorities: Vec<u16>,
    /// The target the code was selected for.
    pub target: Target,
    /// Definitions marked `dllexport`, in symbol order (COFF objects ask the linker to export them).
    pub dll_exports: Vec<SymId>,
}

impl MModule {
    /// Adds a symbol and returns its id.
    pub fn add_symbol(&mut self, decl: SymbolDecl) -> SymId {
        self.symbols.push(decl);
        SymId(self.symbols.len() as u32 - 1)
    }
    /// Constructors grouped by priority: ascending priorities, each group in list order.
    pub fn ctor_groups(&self) -> Vec<(u16, Vec<SymId>)> {
        priority_groups(&self.ctors, &self.ctor_priorities)
    }
    /// Destructors grouped by priority: ascending priorities, each group in list order.
    pub fn dtor_groups(&self) -> Vec<(u16, Vec<SymId>)> {
        priority_groups(&self.dtors, &self.dtor_priorities)
    }
    /// The declaration of `sym`.
    pub fn symbol(&self, sym: SymId) -> &SymbolDecl {
        &self.symbols[sym.index()]
    }
}

/// The default constructor/destructor priority (what `__attribute__((constructor))` gets).
pub const DEFAULT_STRUCTOR_PRIORITY: u16 = 65535;

/// Groups `list` by `priorities` (missing entries are the default), ascending, keeping list order within a group.
fn priority_groups(list: &[SymId], priorities: &[u16]) -> Vec<(u16, Vec<SymId>)> {
    let mut groups: Vec<(u16, Vec<SymId>)> = Vec::new();
    for (i, &sym) in list.iter().enumerate() {
        let p = priorities.get(i).copied().unwrap_or(DEFAULT_STRUCTOR_PRIORITY);
        match groups.iter_mut().find(|g| g.0 == p) {
            Some(g) => g.1.push(sym),
            None => groups.push((p, vec![sym])),
        }
    }
    groups.sort_by_key(|g| g.0);
    groups
}
