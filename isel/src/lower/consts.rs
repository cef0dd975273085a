//! Constants in code: integers, floats (from the constant pool), null/undef/zero, addresses of
//! globals and functions (with constant GEP offsets), register-form aggregates (member by member),
//! vectors (literal lanes from the constant pool, address lanes from the constant's read-only image
//! with relocations); and re-materialisation of folded instructions (allocas, address-only GEPs,
//! compares) when a user needs them in a register.

use iced_x86::Code;
use kiln_ir::{ConstData, Constant, DataFlowGraph, Inst, InstKind, Module, Opcode, SymbolRef, Type, TypeData, Value};
use kiln_regalloc::{RegClass, RegRef, VReg};

use super::build::{d, mem, u};
use super::FuncLower;
use crate::ctx::{LowerError, ValueRegs};
use crate::mir::{Amode, AmodeBase, SymId};

/// The value of an integer constant operand, sign-extended from its width to `i128`.
pub(crate) fn const_int(m: &Module, dfg: &DataFlowGraph, v: Value) -> Option<i128> {
    let c = dfg.value_const(v)?;
    const_int_of(m, c)
}

/// The value of an integer constant, sign-extended from its width.
pub(crate) fn const_int_of(m: &Module, c: Constant) -> Option<i128> {
    match m.consts.data(c) {
        ConstData::Int { ty, value } => {
            let bits = m.types.int_bits(*ty)?;
            Some(sext(*value, bits))
        }
        ConstData::Null(_) | ConstData::Zero(_) => Some(0),
        _ => None,
    }
}

/// The words of integer constant `c` of width `bits` (zero-extended, at least two words).
pub(crate) fn const_words_of(m: &Module, c: Constant, bits: u32) -> Option<Vec<u64>> {
    let n = kiln_ir::wide::limbs(bits).max(2);
    let mut w = match m.consts.data(c) {
        ConstData::Int { value, .. } => vec![*value as u64, (*value >> 64) as u64],
        ConstData::WideInt { words, .. } => words.to_vec(),
        ConstData::Null(_) | ConstData::Zero(_) => Vec::new(),
        _ => return None,
    };
    w.resize(n, 0);
    kiln_ir::wide::normalize(bits, &mut w);
    Some(w)
}

/// Sign-extends the low `bits` of `v`.
pub(crate) fn sext(v: u128, bits: u32) -> i128 {
    if bits >= 128 {
        v as i128
    } else {
        let sh = 128 - bits;
        ((v << sh) as i128) >> sh
    }
}

/// A constant address: a symbol plus a byte offset.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum ConstAddr {
    /// A function or global.
    Sym(SymbolRef, i64),
    /// A plain integer (null, inttoptr of a constant).
    Int(i64),
}

/// The value of `blockaddress(@func, %block)` in Kiln's code: the block's 1-based position in
/// its function's layout (never 0, so never null). `indirectbr` dispatches on these numbers
/// (LLVM's IndirectBrExpand), so tables of labels in data and code, and differences of labels,
/// work; comparing a label with another kind of pointer, or calling through it, does not (C
/// leaves both undefined).
pub(crate) fn block_address(m: &Module, func: kiln_ir::Func, block: kiln_ir::Block) -> Option<i64> {
    block_number(m.funcs.get(func)?, block)
}

/// `block_address` within function `f`.
pub(crate) fn block_number(f: &kiln_ir::Function, block: kiln_ir::Block) -> Option<i64> {
    f.layout.blocks().iter().position(|&b| b == block).map(|p| p as i64 + 1)
}

/// Evaluates a pointer-valued (or ptrtoint'ed) constant to a symbol plus offset.
pub(crate) fn const_addr(m: &Module, c: Constant) -> Option<ConstAddr> {
    match m.consts.data(c) {
        ConstData::GlobalAddr { global, .. } => Some(ConstAddr::Sym(SymbolRef::Global(*global), 0)),
        ConstData::FuncAddr { func, .. } => Some(ConstAddr::Sym(SymbolRef::Func(*func), 0)),
        ConstData::Null(_) | ConstData::Zero(_) => Some(ConstAddr::Int(0)),
        ConstData::Int { .. } => Some(ConstAddr::Int(const_int_of(m, c)? as i64)),
        ConstData::BlockAddr { func, block } => Some(ConstAddr::Int(block_address(m, *func, *block)?)),
        ConstData::Expr(e) => match e.opcode {
            Opcode::BitCast | Opcode::AddrSpaceCast | Opcode::PtrToInt | Opcode::IntToPtr => {
                const_addr(m, *e.operands.first()?)
            }
            // Integer-valued expressions of plain numbers (label differences: `trunc (sub
            // (ptrtoint blockaddress ...), ...)`).
            Opcode::Trunc | Opcode::ZExt | Opcode::SExt => {
                let ConstAddr::Int(i) = const_addr(m, *e.operands.first()?)? else { return None };
                let from = m.types.int_bits(m.const_type(*e.operands.first()?))?;
                let to = m.types.int_bits(e.ty)?;
                let v = if e.opcode == Opcode::SExt {
                    kiln_ir::fold::sext(from, i as u128) as i64
                } else {
                    kiln_ir::fold::trunc(from.min(to), i as u128) as i64
                };
                Some(ConstAddr::Int(v))
            }
            Opcode::GetElementPtr => {
                let base = const_addr(m, *e.operands.first()?)?;
                let off = const_gep_offset(m, e.source_ty?, &e.operands[1..])?;
                Some(match base {
                    ConstAddr::Sym(s, o) => ConstAddr::Sym(s, o.wrapping_add(off)),
                    ConstAddr::Int(i) => ConstAddr::Int(i.wrapping_add(off)),
                })
            }
            Opcode::Add | Opcode::Sub => {
                let a = const_addr(m, *e.operands.first()?)?;
                let ConstAddr::Int(k) = const_addr(m, *e.operands.get(1)?)? else { return None };
                let k = if e.opcode == Opcode::Sub { k.wrapping_neg() } else { k };
                Some(match a {
                    ConstAddr::Sym(s, o) => ConstAddr::Sym(s, o.wrapping_add(k)),
                    ConstAddr::Int(i) => ConstAddr::Int(i.wrapping_add(k)),
                })
            }
            _ => None,
        },
        _ => None,
    }
}

/// The byte offset of a GEP with constant indices over `source_ty`.
pub(crate) fn const_gep_offset(m: &Module, source_ty: Type, idx: &[Constant]) -> Option<i64> {
    let types = &m.types;
    let mut off: i64 = 0;
    let mut cur = source_ty;
    for (k, &c) in idx.iter().enumerate() {
        let i = const_int_of(m, c)? as i64;
        if k == 0 {
            off = off.wrapping_add(i.wrapping_mul(types.alloc_size(cur) as i64));
            continue;
        }
        match types.data(cur) {
            TypeData::Struct { .. } | TypeData::Named(_) => {
                let l = types.struct_layout(cur)?;
                off = off.wrapping_add(*l.offsets.get(usize::try_from(i).ok()?)? as i64);
                cur = types.element_at(cur, i as u64)?;
            }
            TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => {
                let e = *elem;
                off = off.wrapping_add(i.wrapping_mul(types.alloc_size(e) as i64));
                cur = e;
            }
            _ => return None,
        }
    }
    Some(off)
}

impl FuncLower<'_> {
    /// Materialises a constant operand of type `ty` into fresh registers at the current position. A
    /// register-form aggregate is built member by member (at most four registers, as LLVM stores one
    /// field by field); memory-resident ones go to `big_const`.
    pub(crate) fn materialize_const(&mut self, c: Constant, ty: Type) -> Result<ValueRegs, LowerError> {
        let m = self.module;
        let types = &m.types;
        if types.is_vector(ty) {
            return self.vector_const(c, ty);
        }
        match m.consts.data(c) {
            ConstData::Int { value: bits, .. } => {
                if self.int_bits(ty) > 64 {
                    let lo = self.imm_reg(*bits as u64 as i64);
                    let hi = self.imm_reg((*bits >> 64) as u64 as i64);
                    return Ok(ValueRegs::from_slice(&[lo, hi]));
                }
                Ok(ValueRegs::one(self.imm_reg(*bits as u64 as i64)))
            }
            ConstData::Float { bits, .. } => {
                let r = self.float_const(ty, *bits as u64)?;
                Ok(ValueRegs::one(r))
            }
            ConstData::Null(_) | ConstData::Zero(_) | ConstData::Undef(_) | ConstData::Poison(_) => self.zero_regs(ty),
            ConstData::Aggregate { .. } | ConstData::Bytes { .. } if types.is_aggregate(ty) => {
                let mut parts = Vec::new();
                self.push_member_regs(c, ty, &mut parts, 0)?;
                if parts.is_empty() {
                    // An empty aggregate still has a (defined, meaningless) register.
                    parts.push(self.imm_reg(0));
                }
                if parts.len() > 4 {
                    return Err(self.err("aggregate constant of unsupported shape".into()));
                }
                Ok(ValueRegs::from_slice(&parts))
            }
            _ => {
                let Some(addr) = const_addr(m, c) else {
                    return Err(self.err("unsupported constant expression".into()));
                };
                let r = match addr {
                    ConstAddr::Int(i) => self.imm_reg(i),
                    ConstAddr::Sym(s, off) => match self.sym_amode(s, off)? {
                        // Already in a register (a GOT or import-pointer load, a thread-local
                        // address): no `lea r, [r]`.
                        Amode { base: AmodeBase::Reg(RegRef::Virt(v)), index: None, disp: 0 } => v,
                        a => {
                            let r = self.gpr();
                            self.lea(r, a);
                            r
                        }
                    },
                };
                Ok(ValueRegs::one(r))
            }
        }
    }

    /// Appends the registers of the members of register-form aggregate constant `c` (of type `ty`) to
    /// `out`, in register order; members without registers (empty structs and arrays) add none.
    fn push_member_regs(&mut self, c: Constant, ty: Type, out: &mut Vec<VReg>, depth: u32) -> Result<(), LowerError> {
        let m = self.module;
        let types = &m.types;
        if depth > 64 {
            return Err(self.err("aggregate constant nested too deeply".into()));
        }
        if self.reg_classes(ty)?.is_empty() {
            return Ok(());
        }
        match m.consts.data(c) {
            ConstData::Bytes { bytes, .. } => {
                for &byte in bytes.iter() {
                    out.push(self.imm_reg(byte as i64));
                }
            }
            ConstData::Aggregate { elems, .. } if types.is_aggregate(ty) => {
                for (k, &e) in elems.iter().enumerate() {
                    let ety =
                        types.element_at(ty, k as u64).ok_or_else(|| self.err("bad aggregate constant".into()))?;
                    if types.is_aggregate(ety) {
                        self.push_member_regs(e, ety, out, depth + 1)?;
                    } else {
                        out.extend_from_slice(self.materialize_const(e, ety)?.regs());
                    }
                }
            }
            _ => out.extend_from_slice(self.materialize_const(c, ty)?.regs()),
        }
        Ok(())
    }

    /// A vector constant: literal lanes from the constant pool (see `crate::vector`), lanes that are
    /// addresses or constant expressions from the constant's memory image with relocations, or, when
    /// no image can hold them (thread-local and imported addresses), from a slot filled lane by lane.
    fn vector_const(&mut self, c: Constant, ty: Type) -> Result<ValueRegs, LowerError> {
        if let Some(regs) = crate::vector::lower_const(self, c, ty)? {
            return Ok(regs);
        }
        let types = &self.module.types;
        let size = crate::vector::num_regs(types, ty) as u64 * 16;
        let whole_bytes = types.vector_info(ty).and_then(|(_, e)| types.primitive_bits(e)).is_some_and(|b| b % 8 == 0);
        let at = match self.const_object(c, ty, size, 16) {
            Ok(image) => Amode::sym(image, 0),
            Err(_) if whole_bytes => {
                let slot = Amode::slot(self.b.new_stack_slot(size as u32, 16), 0);
                self.fill_const(c, ty, slot, 0)?;
                slot
            }
            Err(m) => return Err(self.err(format!("vector constant: {m}"))),
        };
        crate::vector::load_const(self, ty, at)
    }

    /// A read-only object holding the memory image of constant `c` of type `ty` (its initialiser bytes
    /// and relocations, see `data::const_image`), at least `min_size` bytes and aligned to `align`. The
    /// message says why `c` has none: a thread-local address (one per thread), an imported one (code
    /// loads it from its import pointer), an expression no relocation computes.
    pub(crate) fn const_object(&mut self, c: Constant, ty: Type, min_size: u64, align: u32) -> Result<SymId, String> {
        let size = self.module.types.alloc_size(ty).max(min_size);
        if size > 1 << 30 {
            return Err("constant is too large".into());
        }
        let (bytes, relocs) = super::data::const_image(self.module, self.st, c, size, None)?;
        if let Some(r) = relocs.iter().find(|r| self.st.is_imported(r.sym)) {
            return Err(format!("@{} is imported from a DLL", self.st.symbol_name(r.sym)));
        }
        Ok(self.st.rodata_object(&bytes, relocs, align))
    }

    /// Zero registers for every part of `ty`.
    pub(crate) fn zero_regs(&mut self, ty: Type) -> Result<ValueRegs, LowerError> {
        let classes = self.reg_classes(ty)?;
        if classes.is_empty() {
            return Ok(ValueRegs::one(self.imm_reg(0)));
        }
        let mut parts = Vec::new();
        for c in classes {
            let g = self.imm_reg(0);
            match c {
                RegClass::Int => parts.push(g),
                RegClass::Vec => {
                    let x = self.xmm();
                    self.ins(Code::Movq_xmm_rm64, &[d(x), u(g)]);
                    parts.push(x);
                }
            }
        }
        Ok(ValueRegs::from_slice(&parts))
    }

    /// A float or double constant loaded from the constant pool.
    pub(crate) fn float_const(&mut self, ty: Type, bits: u64) -> Result<VReg, LowerError> {
        let r = self.xmm();
        match self.module.types.data(ty) {
            TypeData::Float => {
                let s = self.st.rodata_const(&(bits as u32).to_le_bytes(), 4);
                self.ins(Code::Movss_xmm_xmmm32, &[d(r), mem(Amode::sym(s, 0))]);
            }
            TypeData::Double => {
                let s = self.st.rodata_const(&bits.to_le_bytes(), 8);
                self.ins(Code::Movsd_xmm_xmmm64, &[d(r), mem(Amode::sym(s, 0))]);
            }
            _ => {
                return Err(self.err(format!(
                    "a {} constant is not supported (only float and double constants are)",
                    super::type_name(self.module, ty)
                )))
            }
        }
        Ok(r)
    }

    /// The address of ELF thread-local `sym` in this thread (initial-exec): its offset from the
    /// thread pointer comes from the GOT (the linker turns the load into an immediate in an
    /// executable), plus fs:[0].
    fn elf_tls_address(&mut self, sym: SymId) -> VReg {
        let tp = self.gpr();
        self.ins(Code::Mov_r64_rm64, &[d(tp), mem(Amode { base: AmodeBase::ThreadPointer, index: None, disp: 0 })]);
        let r = self.gpr();
        self.ins(Code::Mov_r64_rm64, &[d(r), mem(Amode { base: AmodeBase::GotTpOff(sym), index: None, disp: 0 })]);
        self.ins(Code::Add_r64_rm64, &[super::build::m(r), u(tp)]);
        r
    }

    /// The address of Mach-O thread-local `sym` in this thread: its descriptor's getter, called
    /// with the descriptor in rdi, returns it in rax. The getter preserves every register but rax,
    /// rdi and the vector registers (Darwin's TLV calling convention).
    fn macho_tls_address(&mut self, sym: SymId) -> VReg {
        use kiln_regalloc::{Operand, PReg, PRegSet};
        let descriptor = self.gpr();
        let tlvp = Amode { base: AmodeBase::GotTpOff(sym), index: None, disp: 0 };
        self.ins(Code::Mov_r64_rm64, &[d(descriptor), mem(tlvp)]);
        let getter = self.gpr();
        self.ins(Code::Mov_r64_rm64, &[d(getter), mem(Amode::reg(descriptor, 0))]);
        self.copy_to_preg(PReg::RDI, descriptor);
        let mut implicit = vec![Operand::preg_use(PReg::RDI), Operand::preg_def(PReg::RAX)];
        let mut clobbers = PRegSet::of(&[PReg::RDI]);
        for n in 0..16 {
            clobbers.insert(PReg::xmm(n));
        }
        if self.b.conv == kiln_abi::Convention::Win64 {
            // A Win64 body must preserve rdi and xmm6-15 for its caller: mention them so the
            // prologue saves them.
            for rp in super::call::sysv_clobbers_win64_saved() {
                implicit.push(Operand::preg_def(rp));
                clobbers = PRegSet(clobbers.0 & !(1 << rp.index()));
            }
        }
        self.b.push_full(crate::mir::MOp::X86(Code::Call_rm64), &[u(getter)], &implicit, clobbers, &[]);
        let r = self.gpr();
        self.copy_from_preg(r, PReg::RAX);
        r
    }

    /// COFF thread-local `sym` plus `off`: this module's TLS block is entry `_tls_index` of the
    /// thread's TLS array (`gs:[0x58]`), and `sym` sits at its section offset in it.
    fn coff_tls_amode(&mut self, sym: SymId, off: i64) -> Result<Amode, LowerError> {
        let index_sym = self.st.external_data("_tls_index");
        let index = self.gpr();
        self.ins(Code::Mov_r32_rm32, &[d(index), mem(Amode::sym(index_sym, 0))]);
        let array = self.gpr();
        let teb_tls = Amode { base: AmodeBase::ThreadPointer, index: None, disp: 0x58 };
        self.ins(Code::Mov_r64_rm64, &[d(array), mem(teb_tls)]);
        let block = self.gpr();
        let entry = Amode { base: AmodeBase::Reg(RegRef::Virt(array)), index: Some((RegRef::Virt(index), 8)), disp: 0 };
        self.ins(Code::Mov_r64_rm64, &[d(block), mem(entry)]);
        let disp = i32::try_from(off).map_err(|_| self.err("offset into a thread-local global is too large".into()))?;
        Ok(Amode { base: AmodeBase::TlsOffset(RegRef::Virt(block), sym), index: None, disp })
    }

    /// An address for symbol `s` plus `off`: RIP-relative for defined symbols, through the GOT
    /// (into a register) for undefined ones, through `__imp_NAME` for COFF `dllimport` ones, and
    /// from the thread pointer for thread-local ones.
    pub(crate) fn sym_amode(&mut self, s: SymbolRef, off: i64) -> Result<Amode, LowerError> {
        let sym = match s {
            SymbolRef::Func(f) => self.st.func_sym(f),
            SymbolRef::Global(g) => self.st.global_sym(g),
        }
        .ok_or_else(|| self.err("address of a symbol that has no machine symbol".into()))?;
        let off32 = i32::try_from(off).ok();
        let r = if self.st.is_thread_local(sym) {
            match self.st.target().object_format() {
                kiln_abi::ObjectFormat::Coff => return self.coff_tls_amode(sym, off),
                kiln_abi::ObjectFormat::MachO => self.macho_tls_address(sym),
                kiln_abi::ObjectFormat::Elf => self.elf_tls_address(sym),
            }
        } else if let (true, Some(o)) = (self.st.is_defined(sym), off32) {
            return Ok(Amode::sym(sym, o));
        } else {
            let r = self.gpr();
            if let Some(imp) = self.st.import_pointer(sym) {
                self.ins(Code::Mov_r64_rm64, &[d(r), mem(Amode::sym(imp, 0))]);
            } else if self.st.is_defined(sym) {
                self.lea(r, Amode::sym(sym, 0));
            } else {
                self.ins(Code::Mov_r64_rm64, &[d(r), mem(Amode { base: AmodeBase::Got(sym), index: None, disp: 0 })]);
            }
            r
        };
        match off32 {
            Some(o) => Ok(Amode::reg(r, o)),
            None => {
                let k = self.imm_reg(off);
                let t = self.copy_new(r, RegClass::Int);
                self.ins(Code::Add_r64_rm64, &[super::build::m(t), u(k)]);
                Ok(Amode::reg(t, 0))
            }
        }
    }

    /// Computes a folded instruction's value into fresh registers at the current position.
    pub(crate) fn materialize_folded(&mut self, i: Inst) -> Result<ValueRegs, LowerError> {
        let f = self.func;
        let res = f.dfg.inst_result(i).ok_or_else(|| self.err("folded instruction without result".into()))?;
        match f.dfg.inst(i) {
            InstKind::ICmp { pred, args } => {
                let c = self.emit_icmp(*pred, args[0], args[1])?;
                let r = self.gpr();
                self.setcc(c, r);
                Ok(ValueRegs::one(r))
            }
            InstKind::FCmp { pred, args, .. } => {
                let r = self.fcmp_to_reg(*pred, args[0], args[1])?;
                Ok(ValueRegs::one(r))
            }
            InstKind::Load { ptr, .. } => {
                // A folded load whose user wanted a register after all: load it here.
                let a = self.address_of(*ptr)?;
                let ty = f.dfg.value_type(res);
                let classes = self.reg_classes(ty)?;
                let regs: Vec<VReg> = classes.iter().map(|&c| self.b.new_vreg(c)).collect();
                self.load_parts(ty, a, &regs)?;
                Ok(ValueRegs::from_slice(&regs))
            }
            _ => {
                let a = self.address_of(res)?;
                let r = self.gpr();
                self.lea(r, a);
                Ok(ValueRegs::one(r))
            }
        }
    }
}
