//! Printer of a `Module` as LLVM 19 IR text that `llvm-as-19` and Kiln's parser both accept.
//!
//! The output is canonical and deterministic: header, named struct types in creation order,
//! comdats, globals, functions, attribute groups (numbered like LLVM: function sets, then
//! call-site sets), named then numbered metadata. Local values are numbered the way LLVM numbers
//! them: unnamed parameters, then unnamed blocks and instruction results in layout order.
//! Everything is written into one `String` through `std::fmt::Write`.

#[path = "printer_inst.rs"]
mod inst;
#[path = "printer_lex.rs"]
mod lex;
#[cfg(test)]
#[path = "printer_roundtrip_tests.rs"]
mod roundtrip_tests;
#[cfg(test)]
#[path = "printer_tests.rs"]
pub(super) mod tests;

use crate::attributes::{Attr, AttrKind, AttrSetId};
use crate::constant::{ConstData, ConstExpr, Constant};
use crate::dfg::{Block, Inst};
use crate::instructions::{InstFlags, Opcode};
use crate::metadata::{MdAttachment, MdBody, MdNode, MdOperand};
use crate::module::{
    DllStorage, Func, Function, GlobalVarData, Linkage, Module, Symbol, ThreadLocal, UnnamedAddr, Visibility,
};
use crate::types::{Type, TypeData, TypeStore};
use inst::Slots;
use lex::{
    write_float, write_global_name, write_int, write_local_name, write_md_name, write_quoted, write_struct_body,
    write_type,
};
use std::collections::HashMap;
use std::fmt::Write;

/// Prints a whole module.
pub fn print_module(m: &Module) -> String {
    let mut p = Printer::new(m);
    p.module();
    p.out
}

/// Prints one function (`define ... { ... }` or `declare ...`), ending with a newline, exactly
/// as it appears in `print_module`'s output.
pub fn print_function(m: &Module, f: Func) -> String {
    let mut p = Printer::new(m);
    p.function(&m.funcs[f]);
    p.out
}

/// Prints one instruction without indentation or trailing newline, exactly as it appears in
/// `print_module`'s output (used in diagnostics). A `switch` keeps its case lines, as printed.
pub fn print_inst(m: &Module, f: &Function, inst: Inst) -> String {
    let mut p = Printer::new(m);
    p.slots.compute(f);
    p.inst(f, inst);
    p.out
}

/// Prints a type (`i32`, `{ i8, ptr }`, `%struct.S`).
pub fn print_type(types: &TypeStore, t: Type) -> String {
    let mut out = String::new();
    write_type(&mut out, types, t);
    out
}

/// Prints a constant without its type (`5`, `null`, `@g`, `getelementptr (...)`).
pub fn print_constant(m: &Module, c: Constant) -> String {
    let mut p = Printer::new(m);
    p.constant(c);
    p.out
}

/// Prints a constant preceded by its type (`i32 5`, `ptr null`).
pub fn print_typed_constant(m: &Module, c: Constant) -> String {
    let mut p = Printer::new(m);
    p.typed_constant(c);
    p.out
}

/// The label of a block as an operand (`%entry`, `%3`), as `print_module` numbers it.
pub fn block_label(f: &Function, b: Block) -> String {
    let mut slots = Slots::default();
    slots.compute(f);
    let mut out = String::new();
    inst::write_block_ref(&mut out, f, &slots, b);
    out
}

/// The printing state: output buffer, attribute group numbers and local slot numbers.
struct Printer<'m> {
    m: &'m Module,
    out: String,
    /// Group number of each non-empty function attribute set (`#N`).
    groups: HashMap<AttrSetId, u32>,
    /// Attribute sets in group-number order.
    group_order: Vec<AttrSetId>,
    /// True once `groups` has been filled (only printing functions needs it).
    groups_ready: bool,
    /// Slot numbers of the function being printed.
    slots: Slots,
    /// Slot numbers of other functions, for `blockaddress` constants.
    other_slots: HashMap<Func, Slots>,
}

impl<'m> Printer<'m> {
    /// Creates a printer writing into an empty buffer.
    fn new(m: &'m Module) -> Self {
        Printer {
            m,
            out: String::new(),
            groups: HashMap::new(),
            group_order: Vec::new(),
            groups_ready: false,
            slots: Slots::default(),
            other_slots: HashMap::new(),
        }
    }

    /// Numbers function attribute sets (once) as LLVM does: the sets of all functions in order,
    /// then the sets of call sites in text order.
    fn number_attr_groups(&mut self) {
        if self.groups_ready {
            return;
        }
        self.groups_ready = true;
        let m = self.m;
        for f in m.funcs.values() {
            self.add_group(f.attrs.func);
        }
        for f in m.funcs.values() {
            for &b in f.layout.blocks() {
                for &i in f.layout.block_insts(b) {
                    if let Some(c) = f.dfg.inst(i).call_data() {
                        self.add_group(c.attrs.func);
                    }
                }
            }
        }
    }

    /// Gives `set` the next group number unless it has nothing to print or is already numbered.
    fn add_group(&mut self, set: AttrSetId) {
        let printable = self.m.attr_sets.get(set).iter().any(is_printable);
        if !printable || self.groups.contains_key(&set) {
            return;
        }
        self.groups.insert(set, self.group_order.len() as u32);
        self.group_order.push(set);
    }

    // ---- module ---------------------------------------------------------------------------------

    /// Writes the whole module.
    fn module(&mut self) {
        let m = self.m;
        let mut any = self.header();
        any |= self.section(any, |p| p.named_types());
        any |= self.section(any, |p| p.comdats());
        any |= self.section(any, |p| p.globals());
        for f in m.funcs.values() {
            any |= self.section(any, |p| {
                p.function(f);
                true
            });
        }
        any |= self.section(any, |p| p.attr_groups());
        any |= self.section(any, |p| p.named_metadata());
        self.section(any, |p| p.numbered_metadata());
    }

    /// Runs `write`, separating its output from earlier output by a blank line; returns whether
    /// it wrote anything.
    fn section(&mut self, after_other: bool, write: impl FnOnce(&mut Self) -> bool) -> bool {
        let mark = self.out.len();
        if after_other {
            self.out.push('\n');
        }
        let wrote = write(self);
        if !wrote {
            self.out.truncate(mark);
        }
        wrote
    }

    /// Writes `source_filename`, `target datalayout` and `target triple`.
    fn header(&mut self) -> bool {
        let m = self.m;
        let lines = [
            ("source_filename = ", &m.source_filename),
            ("target datalayout = ", &m.datalayout),
            ("target triple = ", &m.target_triple),
        ];
        let mut any = false;
        for (key, val) in lines {
            if let Some(v) = val {
                self.out.push_str(key);
                write_quoted(&mut self.out, v.as_bytes());
                self.out.push('\n');
                any = true;
            }
        }
        any
    }

    /// Writes `%T = type { ... }` for every named struct, in creation order.
    fn named_types(&mut self) -> bool {
        let types = &self.m.types;
        let mut any = false;
        for (_, ns) in types.named_structs() {
            write_local_name(&mut self.out, Some('%'), &ns.name);
            self.out.push_str(" = type ");
            match &ns.fields {
                Some(fields) => write_struct_body(&mut self.out, types, fields, ns.packed),
                None => self.out.push_str("opaque"),
            }
            self.out.push('\n');
            any = true;
        }
        any
    }

    /// Writes `$name = comdat kind` lines.
    fn comdats(&mut self) -> bool {
        for c in &self.m.comdats {
            write_global_name(&mut self.out, '$', &c.name);
            let _ = writeln!(self.out, " = comdat {}", c.kind);
        }
        !self.m.comdats.is_empty()
    }

    /// Writes every global variable.
    fn globals(&mut self) -> bool {
        let m = self.m;
        for g in m.globals.values() {
            self.global(g);
        }
        !m.globals.is_empty()
    }

    /// Writes one global variable definition or declaration.
    fn global(&mut self, g: &GlobalVarData) {
        let sym = &g.sym;
        write_global_name(&mut self.out, '@', &sym.name);
        self.out.push_str(" = ");
        if g.init.is_none() && sym.linkage == Linkage::External {
            self.out.push_str("external ");
        }
        self.linkage_and_visibility(sym);
        if let Some(tl) = g.thread_local {
            self.out.push_str(match tl {
                ThreadLocal::GeneralDynamic => "thread_local ",
                ThreadLocal::LocalDynamic => "thread_local(localdynamic) ",
                ThreadLocal::InitialExec => "thread_local(initialexec) ",
                ThreadLocal::LocalExec => "thread_local(localexec) ",
            });
        }
        self.unnamed_addr(sym.unnamed_addr, "", " ");
        if g.addrspace != 0 {
            let _ = write!(self.out, "addrspace({}) ", g.addrspace);
        }
        if g.externally_initialized {
            self.out.push_str("externally_initialized ");
        }
        self.out.push_str(if g.is_constant { "constant " } else { "global " });
        write_type(&mut self.out, &self.m.types, g.value_ty);
        if let Some(init) = g.init {
            self.out.push(' ');
            self.constant(init);
        }
        if let Some(s) = &sym.section {
            self.out.push_str(", section ");
            write_quoted(&mut self.out, s.as_bytes());
        }
        self.comdat_ref(sym, ", ");
        if sym.align != 0 {
            let _ = write!(self.out, ", align {}", sym.align);
        }
        for a in &sym.metadata {
            self.out.push_str(", ");
            self.attachment(a);
        }
        self.out.push('\n');
    }

    /// Writes linkage, `dso_local`, visibility and DLL storage, each followed by a space.
    /// `external` is never written here, and `dso_local` only where LLVM does not imply it.
    fn linkage_and_visibility(&mut self, sym: &Symbol) {
        if sym.linkage != Linkage::External {
            self.out.push_str(sym.linkage.name());
            self.out.push(' ');
        }
        let implied = sym.linkage.is_local() || sym.visibility != Visibility::Default;
        if sym.dso_local && !implied {
            self.out.push_str("dso_local ");
        }
        self.out.push_str(match sym.visibility {
            Visibility::Default => "",
            Visibility::Hidden => "hidden ",
            Visibility::Protected => "protected ",
        });
        self.out.push_str(match sym.dll_storage {
            DllStorage::Default => "",
            DllStorage::Import => "dllimport ",
            DllStorage::Export => "dllexport ",
        });
    }

    /// Writes `unnamed_addr` or `local_unnamed_addr` between `before` and `after`, if set.
    fn unnamed_addr(&mut self, ua: UnnamedAddr, before: &str, after: &str) {
        let word = match ua {
            UnnamedAddr::None => return,
            UnnamedAddr::Local => "local_unnamed_addr",
            UnnamedAddr::Global => "unnamed_addr",
        };
        self.out.push_str(before);
        self.out.push_str(word);
        self.out.push_str(after);
    }

    /// Writes `comdat` (own name) or `comdat($c)` after `sep`, if the symbol has one.
    fn comdat_ref(&mut self, sym: &Symbol, sep: &str) {
        if let Some(c) = &sym.comdat {
            self.out.push_str(sep);
            self.out.push_str("comdat");
            if *c != sym.name {
                self.out.push('(');
                write_global_name(&mut self.out, '$', c);
                self.out.push(')');
            }
        }
    }

    // ---- functions ------------------------------------------------------------------------------

    /// Writes a function declaration or definition with its body.
    fn function(&mut self, f: &Function) {
        let m = self.m;
        let sym = &f.sym;
        if f.is_definition {
            self.slots.compute(f);
            self.out.push_str("define ");
        } else {
            self.out.push_str("declare ");
            for a in &sym.metadata {
                self.attachment(a);
                self.out.push(' ');
            }
        }
        self.linkage_and_visibility(sym);
        if f.cc != Default::default() {
            self.out.push_str(f.cc.name());
            self.out.push(' ');
        }
        if self.attr_list(f.attrs.ret) {
            self.out.push(' ');
        }
        let (ret, params, varargs) = m.types.func_info(f.ty).unwrap_or((Type::VOID, &[], false));
        write_type(&mut self.out, &m.types, ret);
        self.out.push(' ');
        write_global_name(&mut self.out, '@', &sym.name);
        self.out.push('(');
        for (i, &pty) in params.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            write_type(&mut self.out, &m.types, pty);
            self.out.push(' ');
            if !self.attr_list(f.attrs.param(i)) {
                self.out.pop();
            }
            if let (true, Some(&v)) = (f.is_definition, f.params.get(i)) {
                self.out.push(' ');
                inst::write_local(&mut self.out, f, &self.slots, v);
            }
        }
        if varargs {
            self.out.push_str(if params.is_empty() { "..." } else { ", ..." });
        }
        self.out.push(')');
        self.unnamed_addr(sym.unnamed_addr, " ", "");
        if f.addrspace != 0 {
            let _ = write!(self.out, " addrspace({})", f.addrspace);
        }
        self.group_ref(f.attrs.func);
        if let Some(s) = &sym.section {
            self.out.push_str(" section ");
            write_quoted(&mut self.out, s.as_bytes());
        }
        self.comdat_ref(sym, " ");
        if sym.align != 0 {
            let _ = write!(self.out, " align {}", sym.align);
        }
        if let Some(gc) = &f.gc {
            self.out.push_str(" gc ");
            write_quoted(&mut self.out, gc.as_bytes());
        }
        if let Some(p) = f.personality {
            self.out.push_str(" personality ");
            self.typed_constant(p);
        }
        if !f.is_definition {
            self.out.push('\n');
            return;
        }
        for a in &sym.metadata {
            self.out.push(' ');
            self.attachment(a);
        }
        self.out.push_str(" {\n");
        self.body(f);
        self.out.push_str("}\n");
    }

    /// Writes the blocks of a definition (slots must be computed).
    fn body(&mut self, f: &Function) {
        for (n, &b) in f.layout.blocks().iter().enumerate() {
            if n > 0 {
                self.out.push('\n');
            }
            match f.dfg.block_name(b).filter(|s| !s.is_empty()) {
                Some(name) => {
                    write_local_name(&mut self.out, None, name);
                    self.out.push_str(":\n");
                }
                // LLVM leaves the label of an unnamed entry block out (it still takes a number).
                None if n == 0 => {}
                None => {
                    let _ = writeln!(self.out, "{}:", self.slots.block(b).unwrap_or(0));
                }
            }
            for &i in f.layout.block_insts(b) {
                self.out.push_str("  ");
                self.inst(f, i);
                self.out.push('\n');
            }
        }
    }

    // ---- attributes -----------------------------------------------------------------------------

    /// Writes ` #N` for a non-empty function attribute set.
    fn group_ref(&mut self, set: AttrSetId) {
        self.number_attr_groups();
        if let Some(n) = self.groups.get(&set) {
            let _ = write!(self.out, " #{n}");
        }
    }

    /// Writes the attributes of `set` inline, separated by spaces; returns whether any were written.
    fn attr_list(&mut self, set: AttrSetId) -> bool {
        let mut any = false;
        for a in self.m.attr_sets.get(set) {
            let mark = self.out.len();
            if any {
                self.out.push(' ');
            }
            if self.attr(a, false) {
                any = true;
            } else {
                self.out.truncate(mark);
            }
        }
        any
    }

    /// Writes one attribute (`in_group`: the `attributes #N = { }` spelling, e.g. `align=8`).
    /// Returns false (writing nothing) for attributes LLVM has no text for.
    fn attr(&mut self, a: &Attr, in_group: bool) -> bool {
        if !is_printable(a) {
            return false;
        }
        match a {
            Attr::Flag(k) => self.out.push_str(k.name()),
            Attr::Int(AttrKind::UWTable, 1) => self.out.push_str("uwtable(sync)"),
            Attr::Int(AttrKind::UWTable, _) => self.out.push_str("uwtable"),
            Attr::Int(AttrKind::Align, n) => {
                let _ = write!(self.out, "align{}{n}", if in_group { "=" } else { " " });
            }
            Attr::Int(AttrKind::StackAlignment, n) if in_group => {
                let _ = write!(self.out, "alignstack={n}");
            }
            Attr::Int(k, n) => {
                let _ = write!(self.out, "{}({n})", k.name());
            }
            Attr::Type(k, t) => {
                self.out.push_str(k.name());
                self.out.push('(');
                write_type(&mut self.out, &self.m.types, *t);
                self.out.push(')');
            }
            Attr::Raw(k, raw) => {
                let _ = write!(self.out, "{}({raw})", k.name());
            }
            Attr::Str(key, val) => {
                write_quoted(&mut self.out, key.as_bytes());
                if let Some(v) = val {
                    self.out.push('=');
                    write_quoted(&mut self.out, v.as_bytes());
                }
            }
        }
        true
    }

    /// Writes `attributes #N = { ... }` lines.
    fn attr_groups(&mut self) -> bool {
        self.number_attr_groups();
        let order = std::mem::take(&mut self.group_order);
        for (n, &set) in order.iter().enumerate() {
            let _ = write!(self.out, "attributes #{n} = {{ ");
            for a in self.m.attr_sets.get(set) {
                if self.attr(a, true) {
                    self.out.push(' ');
                }
            }
            self.out.push_str("}\n");
        }
        self.group_order = order;
        !self.group_order.is_empty()
    }

    // ---- metadata -------------------------------------------------------------------------------

    /// Writes `!kind !N`.
    fn attachment(&mut self, a: &MdAttachment) {
        write_md_name(&mut self.out, &a.kind);
        self.out.push(' ');
        self.md_ref(a.node);
    }

    /// Writes `!N` for a node (its source number); `null` for a node the module does not have.
    fn md_ref(&mut self, n: MdNode) {
        match self.m.metadata.nodes.get(n) {
            Some(d) => {
                let _ = write!(self.out, "!{}", d.number);
            }
            None => self.out.push_str("null"),
        }
    }

    /// Writes one metadata operand (`null`, `!3`, `!"text"`, `i32 4`).
    fn md_operand(&mut self, op: &MdOperand) {
        match op {
            MdOperand::Null => self.out.push_str("null"),
            MdOperand::Node(n) => self.md_ref(*n),
            MdOperand::Str(s) => {
                self.out.push('!');
                write_quoted(&mut self.out, s);
            }
            MdOperand::Const(c) => self.typed_constant(*c),
        }
    }

    /// Writes `!name = !{!0, !1}` lines.
    fn named_metadata(&mut self) -> bool {
        let m = self.m;
        for (name, nodes) in &m.metadata.named {
            write_md_name(&mut self.out, name);
            self.out.push_str(" = !{");
            for (i, &n) in nodes.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.md_ref(n);
            }
            self.out.push_str("}\n");
        }
        !m.metadata.named.is_empty()
    }

    /// Writes `!N = [distinct] body` lines in increasing number order.
    fn numbered_metadata(&mut self) -> bool {
        let m = self.m;
        let mut nodes: Vec<_> = m.metadata.nodes.values().collect();
        nodes.sort_by_key(|d| d.number);
        for d in &nodes {
            let _ = write!(self.out, "!{} = ", d.number);
            if d.distinct {
                self.out.push_str("distinct ");
            }
            match &d.body {
                Some(MdBody::Tuple(ops)) => self.md_tuple(ops),
                Some(MdBody::Specialized { name, fields }) => {
                    let _ = write!(self.out, "!{name}({fields})");
                }
                None => self.out.push_str("!{}"),
            }
            self.out.push('\n');
        }
        !nodes.is_empty()
    }

    /// Writes `!{a, b}`.
    fn md_tuple(&mut self, ops: &[MdOperand]) {
        self.out.push_str("!{");
        for (i, op) in ops.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.md_operand(op);
        }
        self.out.push('}');
    }

    // ---- constants ------------------------------------------------------------------------------

    /// Writes `T c`.
    fn typed_constant(&mut self, c: Constant) {
        write_type(&mut self.out, &self.m.types, self.m.const_type(c));
        self.out.push(' ');
        self.constant(c);
    }

    /// Writes a constant without its type.
    fn constant(&mut self, c: Constant) {
        let m = self.m;
        match m.consts.data(c) {
            ConstData::Int { ty, value } => write_int(&mut self.out, m.types.int_bits(*ty).unwrap_or(128), *value),
            ConstData::WideInt { ty, words } => {
                self.out.push_str(&crate::wide::to_signed_decimal(m.types.int_bits(*ty).unwrap_or(128), words))
            }
            ConstData::Float { ty, bits } => write_float(&mut self.out, &m.types, *ty, *bits),
            ConstData::Null(_) => self.out.push_str("null"),
            ConstData::Undef(_) => self.out.push_str("undef"),
            ConstData::Poison(_) => self.out.push_str("poison"),
            ConstData::Zero(_) => self.out.push_str("zeroinitializer"),
            ConstData::NoneToken => self.out.push_str("none"),
            ConstData::Aggregate { ty, elems } => self.aggregate(*ty, elems),
            ConstData::Bytes { bytes, .. } => {
                self.out.push('c');
                write_quoted(&mut self.out, bytes);
            }
            ConstData::GlobalAddr { global, .. } => match m.globals.get(*global) {
                Some(g) => write_global_name(&mut self.out, '@', &g.sym.name),
                None => self.out.push_str("@<badref>"),
            },
            ConstData::FuncAddr { func, .. } => match m.funcs.get(*func) {
                Some(f) => write_global_name(&mut self.out, '@', &f.sym.name),
                None => self.out.push_str("@<badref>"),
            },
            ConstData::BlockAddr { func, block } => self.block_address(*func, *block),
            ConstData::Expr(e) => self.const_expr(e),
        }
    }

    /// Writes `{ T a, T b }`, `<{ ... }>`, `[T a, ...]` or `<T a, ...>`.
    fn aggregate(&mut self, ty: Type, elems: &[Constant]) {
        let (open, close) = match self.m.types.data(ty) {
            TypeData::Array { .. } => ("[", "]"),
            TypeData::Vector { .. } => ("<", ">"),
            _ if elems.is_empty() => {
                let packed = self.m.types.is_packed(ty);
                self.out.push_str(if packed { "<{}>" } else { "{}" });
                return;
            }
            _ if self.m.types.is_packed(ty) => ("<{ ", " }>"),
            _ => ("{ ", " }"),
        };
        self.out.push_str(open);
        for (i, &e) in elems.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.typed_constant(e);
        }
        self.out.push_str(close);
    }

    /// Writes `blockaddress(@f, %bb)`, numbering the blocks of `@f` when the block is unnamed.
    fn block_address(&mut self, func: Func, block: Block) {
        let m = self.m;
        let Some(f) = m.funcs.get(func) else {
            self.out.push_str("blockaddress(@<badref>, %<badref>)");
            return;
        };
        self.out.push_str("blockaddress(");
        write_global_name(&mut self.out, '@', &f.sym.name);
        self.out.push_str(", ");
        let slots = self.other_slots.entry(func).or_insert_with(|| {
            let mut s = Slots::default();
            s.compute(f);
            s
        });
        inst::write_block_ref(&mut self.out, f, slots, block);
        self.out.push(')');
    }

    /// Writes a constant expression.
    fn const_expr(&mut self, e: &ConstExpr) {
        let m = self.m;
        self.out.push_str(e.opcode.name());
        if e.opcode == Opcode::GetElementPtr {
            gep_flags(&mut self.out, e.flags);
            self.out.push_str(" (");
            let src = e.source_ty.unwrap_or(Type::I8);
            write_type(&mut self.out, &m.types, src);
            for &op in e.operands.iter() {
                self.out.push_str(", ");
                self.typed_constant(op);
            }
            self.out.push(')');
            return;
        }
        int_flags(&mut self.out, e.flags);
        self.out.push_str(" (");
        for (i, &op) in e.operands.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.typed_constant(op);
        }
        if e.opcode.is_cast() {
            self.out.push_str(" to ");
            write_type(&mut self.out, &m.types, e.ty);
        }
        self.out.push(')');
    }
}

/// False for attributes that have no text: `uwtable` of kind none (integer 0).
fn is_printable(a: &Attr) -> bool {
    !matches!(a, Attr::Int(AttrKind::UWTable, 0))
}

/// Writes ` inbounds` / ` nusw` and ` nuw` of a `getelementptr`.
fn gep_flags(out: &mut String, flags: InstFlags) {
    if flags.contains(InstFlags::INBOUNDS) {
        out.push_str(" inbounds");
    } else if flags.contains(InstFlags::NUSW) {
        out.push_str(" nusw");
    }
    if flags.contains(InstFlags::NUW) {
        out.push_str(" nuw");
    }
}

/// Writes the integer flags ` nuw nsw exact disjoint nneg` that are set, in LLVM's order.
fn int_flags(out: &mut String, flags: InstFlags) {
    const WORDS: &[(InstFlags, &str)] = &[
        (InstFlags::NUW, " nuw"),
        (InstFlags::NSW, " nsw"),
        (InstFlags::EXACT, " exact"),
        (InstFlags::DISJOINT, " disjoint"),
        (InstFlags::NNEG, " nneg"),
    ];
    for (f, w) in WORDS {
        if flags.contains(*f) {
            out.push_str(w);
        }
    }
}
