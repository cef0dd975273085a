//! Instruction printing and LLVM-style local slot numbering (`%0`, `%1`, ...).

use super::lex::{write_local_name, write_quoted, write_type};
use super::{gep_flags, int_flags, Printer};
use crate::dfg::{Block, Inst, Value, ValueDef};
use crate::entity::EntityRef;
use crate::instructions::{
    Atomic, CallConv, CallData, ClauseKind, FastMath, InstFlags, InstKind, SwitchData, SyncScope, TailKind,
};
use crate::metadata::MdOperand;
use crate::module::Function;
use crate::types::Type;
use std::fmt::Write;

/// Marks an entity without a slot number.
const NO_SLOT: u32 = u32::MAX;

/// Slot numbers of a function's unnamed parameters, blocks and instruction results.
#[derive(Default)]
pub(super) struct Slots {
    values: Vec<u32>,
    blocks: Vec<u32>,
}

impl Slots {
    /// Numbers `f` as LLVM does: unnamed parameters first, then, in layout order, each unnamed
    /// block followed by the unnamed results of its instructions. Reuses the tables' memory.
    pub(super) fn compute(&mut self, f: &Function) {
        self.values.clear();
        self.values.resize(f.dfg.values().len(), NO_SLOT);
        self.blocks.clear();
        self.blocks.resize(f.dfg.num_blocks(), NO_SLOT);
        let mut next = 0u32;
        for &p in &f.params {
            self.number_value(f, p, &mut next);
        }
        for &b in f.layout.blocks() {
            if local_block_name(f, b).is_none() {
                if let Some(s) = self.blocks.get_mut(b.index()) {
                    *s = next;
                    next += 1;
                }
            }
            for &i in f.layout.block_insts(b) {
                if let Some(r) = f.dfg.inst_result(i) {
                    self.number_value(f, r, &mut next);
                }
            }
        }
    }

    /// Gives `v` the next number if it is unnamed.
    fn number_value(&mut self, f: &Function, v: Value, next: &mut u32) {
        if local_value_name(f, v).is_none() {
            if let Some(s) = self.values.get_mut(v.index()) {
                *s = *next;
                *next += 1;
            }
        }
    }

    /// The number of an unnamed value.
    pub(super) fn value(&self, v: Value) -> Option<u32> {
        self.values.get(v.index()).copied().filter(|&n| n != NO_SLOT)
    }

    /// The number of an unnamed block.
    pub(super) fn block(&self, b: Block) -> Option<u32> {
        self.blocks.get(b.index()).copied().filter(|&n| n != NO_SLOT)
    }
}

/// The name of `v` (an empty name counts as none).
fn local_value_name(f: &Function, v: Value) -> Option<&str> {
    f.dfg.value_name(v).filter(|s| !s.is_empty())
}

/// The name of `b` (an empty name counts as none).
fn local_block_name(f: &Function, b: Block) -> Option<&str> {
    f.dfg.block_name(b).filter(|s| !s.is_empty())
}

/// Writes a parameter or instruction result as `%name` or `%N` (`%<badref>` when it has neither).
pub(super) fn write_local(out: &mut String, f: &Function, slots: &Slots, v: Value) {
    if let Some(name) = local_value_name(f, v) {
        write_local_name(out, Some('%'), name);
    } else if let Some(n) = slots.value(v) {
        let _ = write!(out, "%{n}");
    } else {
        out.push_str("%<badref>");
    }
}

/// Writes a block operand as `%name` or `%N`.
pub(super) fn write_block_ref(out: &mut String, f: &Function, slots: &Slots, b: Block) {
    if let Some(name) = local_block_name(f, b) {
        write_local_name(out, Some('%'), name);
    } else if let Some(n) = slots.block(b) {
        let _ = write!(out, "%{n}");
    } else {
        out.push_str("%<badref>");
    }
}

/// Writes the fast-math keywords that are set (` fast` when all are).
fn write_fmf(out: &mut String, fmf: FastMath) {
    if fmf == FastMath::FAST {
        out.push_str(" fast");
        return;
    }
    for (word, flag) in FastMath::KEYWORDS {
        if fmf.contains(*flag) {
            out.push(' ');
            out.push_str(word);
        }
    }
}

impl Printer<'_> {
    /// Writes instruction `i` of `f` (slots of `f` must be computed), with its metadata
    /// attachments, without indentation or newline.
    pub(super) fn inst(&mut self, f: &Function, i: Inst) {
        if let Some(r) = f.dfg.inst_result(i) {
            write_local(&mut self.out, f, &self.slots, r);
            self.out.push_str(" = ");
        }
        self.inst_body(f, i);
        if let Some(mds) = f.inst_metadata.get(&i) {
            for a in mds {
                self.out.push_str(", ");
                self.attachment(a);
            }
        }
    }

    /// Writes the opcode and operands of `i`.
    fn inst_body(&mut self, f: &Function, i: Inst) {
        let kind = f.dfg.inst(i);
        let result_ty = f.dfg.inst_result(i).map(|r| f.dfg.value_type(r));
        match kind {
            InstKind::Call(c) => return self.call(f, c),
            InstKind::Invoke(d) => {
                self.call_site(f, &d.call, "invoke");
                self.out.push_str("\n          to label ");
                write_block_ref(&mut self.out, f, &self.slots, d.normal);
                self.out.push_str(" unwind label ");
                write_block_ref(&mut self.out, f, &self.slots, d.unwind);
                return;
            }
            InstKind::Switch(s) => return self.switch(f, s),
            _ => {}
        }
        self.out.push_str(kind.opcode().name());
        match kind {
            InstKind::Binary { flags, fmf, args, .. } => {
                int_flags(&mut self.out, *flags);
                write_fmf(&mut self.out, *fmf);
                self.out.push(' ');
                self.typed_value(f, args[0]);
                self.out.push_str(", ");
                self.value(f, args[1]);
            }
            InstKind::Unary { fmf, arg, .. } => {
                write_fmf(&mut self.out, *fmf);
                self.out.push(' ');
                self.typed_value(f, *arg);
            }
            InstKind::Cast { flags, arg, .. } => {
                int_flags(&mut self.out, *flags);
                self.out.push(' ');
                self.typed_value(f, *arg);
                self.out.push_str(" to ");
                self.ty(result_ty.unwrap_or(Type::VOID));
            }
            InstKind::ICmp { pred, args } => {
                let _ = write!(self.out, " {} ", pred.name());
                self.typed_value(f, args[0]);
                self.out.push_str(", ");
                self.value(f, args[1]);
            }
            InstKind::FCmp { pred, fmf, args } => {
                write_fmf(&mut self.out, *fmf);
                let _ = write!(self.out, " {} ", pred.name());
                self.typed_value(f, args[0]);
                self.out.push_str(", ");
                self.value(f, args[1]);
            }
            InstKind::Select { fmf, args } => {
                write_fmf(&mut self.out, *fmf);
                self.out.push(' ');
                self.typed_values(f, args);
            }
            InstKind::Phi { fmf, .. } => {
                write_fmf(&mut self.out, *fmf);
                self.out.push(' ');
                self.ty(result_ty.unwrap_or(Type::VOID));
                for (n, (v, b)) in f.dfg.phi_incoming(i).enumerate() {
                    self.out.push_str(if n == 0 { " [ " } else { ", [ " });
                    self.value(f, v);
                    self.out.push_str(", ");
                    write_block_ref(&mut self.out, f, &self.slots, b);
                    self.out.push_str(" ]");
                }
            }
            InstKind::Alloca { ty, count, align, addrspace } => {
                self.out.push(' ');
                self.ty(*ty);
                if let Some(c) = count {
                    self.out.push_str(", ");
                    self.typed_value(f, *c);
                }
                self.align(*align);
                if *addrspace != 0 {
                    let _ = write!(self.out, ", addrspace({addrspace})");
                }
            }
            InstKind::Load { flags, ptr, align, atomic } => {
                if atomic.is_atomic() {
                    self.out.push_str(" atomic");
                }
                self.volatile(*flags);
                self.out.push(' ');
                self.ty(result_ty.unwrap_or(Type::VOID));
                self.out.push_str(", ");
                self.typed_value(f, *ptr);
                self.ordering(*atomic);
                self.align(*align);
            }
            InstKind::Store { flags, args, align, atomic } => {
                if atomic.is_atomic() {
                    self.out.push_str(" atomic");
                }
                self.volatile(*flags);
                self.out.push(' ');
                self.typed_values(f, args);
                self.ordering(*atomic);
                self.align(*align);
            }
            InstKind::Fence { atomic } => self.ordering(*atomic),
            InstKind::AtomicRmw { op, flags, args, align, atomic } => {
                self.volatile(*flags);
                let _ = write!(self.out, " {}", op.name());
                self.out.push(' ');
                self.typed_values(f, args);
                self.ordering(*atomic);
                self.align(*align);
            }
            InstKind::CmpXchg { flags, args, align, atomic, failure } => {
                if flags.contains(InstFlags::WEAK) {
                    self.out.push_str(" weak");
                }
                self.volatile(*flags);
                self.out.push(' ');
                self.typed_values(f, args);
                self.ordering(*atomic);
                let _ = write!(self.out, " {}", failure.name());
                self.align(*align);
            }
            InstKind::Gep { flags, source_ty, args } => {
                gep_flags(&mut self.out, *flags);
                self.out.push(' ');
                self.ty(*source_ty);
                for &v in f.dfg.values_of(*args) {
                    self.out.push_str(", ");
                    self.typed_value(f, v);
                }
            }
            InstKind::ExtractValue { arg, indices } => {
                self.out.push(' ');
                self.typed_value(f, *arg);
                self.indices(f.dfg.imms_of(*indices));
            }
            InstKind::InsertValue { args, indices } => {
                self.out.push(' ');
                self.typed_values(f, args);
                self.indices(f.dfg.imms_of(*indices));
            }
            InstKind::ExtractElement { args } => {
                self.out.push(' ');
                self.typed_values(f, args);
            }
            InstKind::InsertElement { args } => {
                self.out.push(' ');
                self.typed_values(f, args);
            }
            InstKind::ShuffleVector { args, mask } => {
                self.out.push(' ');
                self.typed_values(f, args);
                self.shuffle_mask(f.dfg.imms_of(*mask));
            }
            InstKind::VaArg { arg } => {
                self.out.push(' ');
                self.typed_value(f, *arg);
                self.out.push_str(", ");
                self.ty(result_ty.unwrap_or(Type::VOID));
            }
            InstKind::Ret { arg } => match arg {
                Some(v) => {
                    self.out.push(' ');
                    self.typed_value(f, *v);
                }
                None => self.out.push_str(" void"),
            },
            InstKind::Br { dest } => {
                self.out.push_str(" label ");
                write_block_ref(&mut self.out, f, &self.slots, *dest);
            }
            InstKind::CondBr { cond, dests } => {
                self.out.push(' ');
                self.typed_value(f, *cond);
                for &d in dests {
                    self.out.push_str(", label ");
                    write_block_ref(&mut self.out, f, &self.slots, d);
                }
            }
            InstKind::IndirectBr { addr, dests } => {
                self.out.push(' ');
                self.typed_value(f, *addr);
                self.out.push_str(", [");
                for (n, &d) in f.dfg.blocks_of(*dests).iter().enumerate() {
                    self.out.push_str(if n == 0 { "label " } else { ", label " });
                    write_block_ref(&mut self.out, f, &self.slots, d);
                }
                self.out.push(']');
            }
            InstKind::LandingPad(l) => {
                self.out.push(' ');
                self.ty(result_ty.unwrap_or(Type::VOID));
                if l.cleanup {
                    self.out.push_str("\n          cleanup");
                }
                for &(kind, v) in &l.clauses {
                    self.out.push_str(match kind {
                        ClauseKind::Catch => "\n          catch ",
                        ClauseKind::Filter => "\n          filter ",
                    });
                    self.typed_value(f, v);
                }
            }
            InstKind::Resume { arg } => {
                self.out.push(' ');
                self.typed_value(f, *arg);
            }
            InstKind::Unreachable | InstKind::Call(_) | InstKind::Invoke(_) | InstKind::Switch(_) => {}
        }
    }

    /// Writes a type.
    fn ty(&mut self, t: Type) {
        write_type(&mut self.out, &self.m.types, t);
    }

    /// Writes ` volatile` when set.
    fn volatile(&mut self, flags: InstFlags) {
        if flags.contains(InstFlags::VOLATILE) {
            self.out.push_str(" volatile");
        }
    }

    /// Writes ` [syncscope("..")] ordering` of an atomic access; nothing for a plain one.
    fn ordering(&mut self, atomic: Atomic) {
        if !atomic.is_atomic() {
            return;
        }
        if atomic.scope != SyncScope::System {
            let _ = write!(self.out, " syncscope(\"{}\")", atomic.scope.name());
        }
        let _ = write!(self.out, " {}", atomic.ordering.name());
    }

    /// Writes `, align N` when `align` is non-zero.
    fn align(&mut self, align: u32) {
        if align != 0 {
            let _ = write!(self.out, ", align {align}");
        }
    }

    /// Writes `, i, j` aggregate indices.
    fn indices(&mut self, idx: &[u32]) {
        for i in idx {
            let _ = write!(self.out, ", {i}");
        }
    }

    /// Writes `, <N x i32> <i32 0, i32 poison, ...>` (or `zeroinitializer` / `poison` when every
    /// lane is 0 / poison, as LLVM does).
    fn shuffle_mask(&mut self, mask: &[u32]) {
        let _ = write!(self.out, ", <{} x i32> ", mask.len());
        let poison = |x: &u32| *x as i32 == -1;
        if !mask.is_empty() && mask.iter().all(|&x| x == 0) {
            self.out.push_str("zeroinitializer");
        } else if !mask.is_empty() && mask.iter().all(poison) {
            self.out.push_str("poison");
        } else {
            self.out.push('<');
            for (n, x) in mask.iter().enumerate() {
                if n > 0 {
                    self.out.push_str(", ");
                }
                if poison(x) {
                    self.out.push_str("i32 poison");
                } else {
                    let _ = write!(self.out, "i32 {}", *x as i32);
                }
            }
            self.out.push('>');
        }
    }

    /// Writes `T a, U b, ...`.
    fn typed_values(&mut self, f: &Function, vals: &[Value]) {
        for (n, &v) in vals.iter().enumerate() {
            if n > 0 {
                self.out.push_str(", ");
            }
            self.typed_value(f, v);
        }
    }

    /// Writes `T v`.
    fn typed_value(&mut self, f: &Function, v: Value) {
        self.ty(f.dfg.value_type(v));
        self.out.push(' ');
        self.value(f, v);
    }

    /// Writes an operand without its type: a local, a constant or a metadata operand.
    fn value(&mut self, f: &Function, v: Value) {
        match f.dfg.value_def(v) {
            ValueDef::Const(c) => self.constant(c),
            ValueDef::Meta(_) => match f.dfg.meta_operand(v) {
                // A call argument cannot spell `null`; an empty tuple is the closest text.
                Some(MdOperand::Null) | None => self.out.push_str("!{}"),
                Some(op) => self.md_operand(op),
            },
            ValueDef::Param(_) | ValueDef::Inst(_) | ValueDef::Forward => write_local(&mut self.out, f, &self.slots, v),
        }
    }

    /// Writes a `call`.
    fn call(&mut self, f: &Function, c: &CallData) {
        let keyword = match c.tail {
            TailKind::None => "call",
            TailKind::Tail => "tail call",
            TailKind::MustTail => "musttail call",
            TailKind::NoTail => "notail call",
        };
        self.call_site(f, c, keyword)
    }

    /// Writes `keyword` (`call`, `tail call`, ..., `invoke`) and the rest of a call.
    fn call_site(&mut self, f: &Function, c: &CallData, keyword: &str) {
        let m = self.m;
        self.out.push_str(keyword);
        write_fmf(&mut self.out, c.fmf);
        if c.cc != CallConv::C {
            self.out.push(' ');
            self.out.push_str(c.cc.name());
        }
        self.out.push(' ');
        if self.attr_list(c.attrs.ret) {
            self.out.push(' ');
        }
        if let Some(a) = m.types.ptr_addrspace(f.dfg.value_type(c.callee)) {
            if a != 0 {
                let _ = write!(self.out, "addrspace({a}) ");
            }
        }
        match m.types.func_info(c.fn_ty) {
            Some((ret, _, false)) => self.ty(ret),
            _ => self.ty(c.fn_ty),
        }
        self.out.push(' ');
        self.value(f, c.callee);
        self.out.push('(');
        for (n, &a) in c.args.iter().enumerate() {
            if n > 0 {
                self.out.push_str(", ");
            }
            self.ty(f.dfg.value_type(a));
            self.out.push(' ');
            if self.attr_list(c.attrs.param(n)) {
                self.out.push(' ');
            }
            self.value(f, a);
        }
        self.out.push(')');
        self.group_ref(c.attrs.func);
        if !c.bundles.is_empty() {
            self.out.push_str(" [ ");
            for (n, b) in c.bundles.iter().enumerate() {
                if n > 0 {
                    self.out.push_str(", ");
                }
                write_quoted(&mut self.out, b.tag.as_bytes());
                self.out.push('(');
                self.typed_values(f, &b.args);
                self.out.push(')');
            }
            self.out.push_str(" ]");
        }
    }

    /// Writes a `switch` with one case per line, as LLVM does.
    fn switch(&mut self, f: &Function, s: &SwitchData) {
        self.out.push_str("switch ");
        self.typed_value(f, s.arg);
        self.out.push_str(", label ");
        write_block_ref(&mut self.out, f, &self.slots, s.default);
        self.out.push_str(" [\n");
        for &(c, b) in &s.cases {
            self.out.push_str("    ");
            self.typed_constant(c);
            self.out.push_str(", label ");
            write_block_ref(&mut self.out, f, &self.slots, b);
            self.out.push('\n');
        }
        self.out.push_str("  ]");
    }
}
