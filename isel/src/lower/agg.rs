//! Memory-resident aggregates: first-class structs and arrays that need more than four registers (or
//! hold members with no register form) live in a stack slot, and their SSA value is one GPR holding
//! the slot's address. `x86_fp80` values live the same way (see `fp80`).
//!
//! Every instruction that defines such a value writes a slot of its own (a load copies, `insertvalue`
//! copies then overwrites one member, a call result lands in its buffer), and nothing ever writes
//! through the address of an existing value, so values can share memory: `extractvalue` of a big
//! member and `select` just pass an address, a parameter uses the caller's argument memory in place,
//! and a constant is the address of its image in read-only data (see `big_const`). Because each slot
//! belongs to one defining instruction, a value stays intact until that instruction runs again, which
//! SSA dominance guarantees only happens after the old value's last use, except through a `phi`. A phi therefore copies: every incoming edge copies its value into the
//! phi's staging slot (all edge copies read before any phi's own slot is written, so phis that swap
//! values stay correct), and the phi's block copies the staging slot into the phi's own slot.

use kiln_abi::CType;
use kiln_ir::{ConstData, Constant, Inst, Type, TypeData, Value};
use kiln_regalloc::RegClass;

use super::build::mem;
use super::mem::off;
use super::FuncLower;
use crate::ctx::{LowerCtx, LowerError, ValueRegs};
use crate::mir::Amode;

/// Registers a register-form aggregate may take.
const MAX_AGG_REGS: usize = 4;

impl FuncLower<'_> {
    /// Whether values of type `ty` are memory-resident: aggregates without a register form, and
    /// `x86_fp80` (see `fp80`).
    pub(crate) fn is_big(&self, ty: Type) -> bool {
        let types = &self.module.types;
        match types.data(ty) {
            TypeData::X86Fp80 => true,
            TypeData::Int(n) if *n > 128 => true,
            _ => types.is_aggregate(ty) && self.flat_regs(ty, 0).is_none_or(|n| n > MAX_AGG_REGS),
        }
    }

    /// Registers of the register form of `ty`, or `None` when a member has none (too deep, a vector of
    /// several registers, `half`, `x86_fp80`, ...). Stops counting early past the limit.
    fn flat_regs(&self, ty: Type, depth: u32) -> Option<usize> {
        let types = &self.module.types;
        if depth > 64 {
            return None;
        }
        match types.data(ty) {
            TypeData::Int(n) if *n <= 64 => Some(1),
            TypeData::Int(n) if *n <= 128 => Some(2),
            TypeData::Ptr(_) | TypeData::Float | TypeData::Double => Some(1),
            TypeData::Vector { .. } => {
                let one = crate::vector::num_regs(types, ty) == 1 && matches!(types.store_size(ty), 4 | 8 | 16);
                (one || depth == 0).then(|| crate::vector::num_regs(types, ty))
            }
            TypeData::Struct { .. } | TypeData::Named(_) => {
                let mut n = 0usize;
                for &f in types.struct_fields(ty)? {
                    n += self.flat_regs(f, depth + 1)?;
                    if n > MAX_AGG_REGS {
                        return Some(n);
                    }
                }
                Some(n)
            }
            TypeData::Array { len, elem } => {
                let per = self.flat_regs(*elem, depth + 1)?;
                Some((per as u64).saturating_mul(*len).min(MAX_AGG_REGS as u64 + 1) as usize)
            }
            _ => None,
        }
    }

    /// Registers for a new value of `ty` that no instruction result owns.
    pub(crate) fn fresh_regs(&mut self, ty: Type) -> Result<ValueRegs, LowerError> {
        let classes = self.reg_classes(ty)?;
        if classes.is_empty() {
            // An empty aggregate still has a (defined, meaningless) register.
            return Ok(ValueRegs::one(self.imm_reg(0)));
        }
        let vs: Vec<_> = classes.iter().map(|&c| self.b.new_vreg(c)).collect();
        Ok(ValueRegs::from_slice(&vs))
    }

    /// A new stack slot for the bytes of a value of C type `c` (and IR type `ty`): at least 16 bytes,
    /// rounded up to 16, aligned to the C alignment (at least 16).
    pub(crate) fn agg_slot(&mut self, c: &CType, ty: Option<Type>) -> Amode {
        let ir = ty.map_or(0, |t| self.module.types.alloc_size(t));
        let size = c.size().max(ir).max(1).div_ceil(16) * 16;
        let align = c.align().clamp(16, 4096);
        let slot = self.b.new_stack_slot(u32::try_from(size).unwrap_or(u32::MAX), align as u32);
        Amode::slot(slot, 0)
    }

    /// The address of the bytes of aggregate value `v` (of C type `c`): a memory-resident value's own
    /// memory, or a staging copy of a register-form value.
    pub(crate) fn agg_bytes(&mut self, v: Value, c: &CType) -> Result<Amode, LowerError> {
        if let Some(&a) = self.mem_params.get(&v) {
            return Ok(a);
        }
        let ty = self.func.dfg.value_type(v);
        let regs = self.value_regs(v)?;
        if self.is_big(ty) {
            return Ok(Amode::reg(regs.only(), 0));
        }
        let slot = self.agg_slot(c, Some(ty));
        if !self.reg_classes(ty)?.is_empty() {
            self.store_parts(ty, slot, regs)?;
        }
        Ok(slot)
    }

    /// Writes aggregate value `v` (C size `size`) to `dst`: the members of a register-form value, or a
    /// copy of a memory-resident one.
    pub(crate) fn agg_write(&mut self, v: Value, dst: Amode, size: u64) -> Result<(), LowerError> {
        let ty = self.func.dfg.value_type(v);
        if let Some(&a) = self.mem_params.get(&v) {
            return self.copy_memory(dst, a, size.min(self.module.types.store_size(ty)));
        }
        let regs = self.value_regs(v)?;
        if self.is_big(ty) {
            return self.copy_memory(dst, Amode::reg(regs.only(), 0), size.min(self.module.types.store_size(ty)));
        }
        if self.reg_classes(ty)?.is_empty() {
            return Ok(());
        }
        self.store_parts(ty, dst, regs)
    }

    /// Defines `dst` (a value of aggregate type `ty`) from the bytes at `a`: a memory-resident value
    /// takes the address, a register-form value is loaded.
    pub(crate) fn agg_from_bytes(&mut self, ty: Type, a: Amode, dst: ValueRegs) -> Result<(), LowerError> {
        if self.is_big(ty) {
            self.lea(dst.only(), a);
            return Ok(());
        }
        if self.reg_classes(ty)?.is_empty() {
            return Ok(());
        }
        self.load_parts(ty, a, dst.regs())
    }

    /// A slot for a memory-resident value of IR type `ty`.
    pub(crate) fn big_slot(&mut self, ty: Type) -> Result<Amode, LowerError> {
        let types = &self.module.types;
        let size = u32::try_from(types.alloc_size(ty).max(1).div_ceil(16) * 16)
            .map_err(|_| self.err(format!("aggregate {} is too large", super::type_name(self.module, ty))))?;
        let align = types.abi_align(ty).clamp(16, 4096) as u32;
        Ok(Amode::slot(self.b.new_stack_slot(size, align), 0))
    }

    /// Loads a memory-resident aggregate from `a`: copies its bytes (exactly its store size) into a new
    /// slot whose address goes to `dst`.
    pub(crate) fn load_big(&mut self, ty: Type, a: Amode, dst: kiln_regalloc::VReg) -> Result<(), LowerError> {
        let slot = self.big_slot(ty)?;
        let size = self.module.types.store_size(ty);
        self.copy_memory(slot, a, size)?;
        self.lea(dst, slot);
        Ok(())
    }

    /// Stores a memory-resident aggregate (address in `src`) to `a`.
    /// An integer wider than 128 bits whose width is not a whole number of bytes has its partial top
    /// byte zero-extended (the bits above the width are undefined in the slot, see `wide`).
    pub(crate) fn store_big(&mut self, ty: Type, a: Amode, src: kiln_regalloc::VReg) -> Result<(), LowerError> {
        let size = self.module.types.store_size(ty);
        match self.module.types.data(ty) {
            TypeData::Int(n) if *n % 8 != 0 => {
                self.copy_memory(a, Amode::reg(src, 0), size - 1)?;
                let t = self.gpr();
                let last = (size - 1) as i32;
                self.ins(iced_x86::Code::Movzx_r32_rm8, &[super::build::d(t), mem(Amode::reg(src, last))]);
                self.ins(
                    iced_x86::Code::And_rm32_imm32,
                    &[super::build::m(t), super::build::imm((1i64 << (n % 8)) - 1)],
                );
                self.ins(iced_x86::Code::Mov_rm8_r8, &[mem(off(a, last as i64)?), super::build::u(t)]);
                Ok(())
            }
            _ => self.copy_memory(a, Amode::reg(src, 0), size),
        }
    }

    /// The byte offset and type of the member an `extractvalue`/`insertvalue` index path (or the lane a
    /// vector index) selects.
    fn member_at(&self, ty: Type, indices: &[u32]) -> Result<(u64, Type), LowerError> {
        let types = &self.module.types;
        let mut offset = 0u64;
        let mut cur = ty;
        for &idx in indices {
            let next = types.element_at(cur, idx as u64).ok_or_else(|| self.err("bad aggregate index".into()))?;
            offset += match types.data(cur) {
                TypeData::Array { elem, .. } => types.alloc_size(*elem).saturating_mul(idx as u64),
                // Lanes of whole bytes (`fill_const`), packed.
                TypeData::Vector { elem, .. } => (types.primitive_bits(*elem).unwrap_or(0) / 8) * idx as u64,
                _ => {
                    let l = types.struct_layout(cur).ok_or_else(|| self.err("bad aggregate index".into()))?;
                    *l.offsets.get(idx as usize).ok_or_else(|| self.err("bad aggregate index".into()))?
                }
            };
            cur = next;
        }
        Ok((offset, cur))
    }

    /// `extractvalue` from a memory-resident aggregate.
    pub(crate) fn extract_big(&mut self, i: Inst, agg: Value, indices: &[u32]) -> Result<(), LowerError> {
        let ty = self.func.dfg.value_type(agg);
        let (o, mty) = self.member_at(ty, indices)?;
        let base = self.value_regs(agg)?.only();
        let a = off(Amode::reg(base, 0), o as i64)?;
        let dst = self.result_regs(i);
        if self.is_big(mty) {
            self.lea(dst.only(), a);
            return Ok(());
        }
        if self.reg_classes(mty)?.is_empty() {
            return Ok(());
        }
        self.load_parts(mty, a, dst.regs())
    }

    /// `insertvalue` into a memory-resident aggregate: a copy with one member replaced.
    pub(crate) fn insert_big(&mut self, i: Inst, agg: Value, elt: Value, indices: &[u32]) -> Result<(), LowerError> {
        let ty = self.func.dfg.value_type(agg);
        let (o, mty) = self.member_at(ty, indices)?;
        let src = self.value_regs(agg)?.only();
        let slot = self.big_slot(ty)?;
        let size = self.module.types.store_size(ty);
        self.copy_memory(slot, Amode::reg(src, 0), size)?;
        let a = off(slot, o as i64)?;
        let e = self.value_regs(elt)?;
        if self.is_big(mty) {
            self.store_big(mty, a, e.only())?;
        } else if !self.reg_classes(mty)?.is_empty() {
            self.store_parts(mty, a, e)?;
        }
        let dst = self.result_regs(i).only();
        self.lea(dst, slot);
        Ok(())
    }

    /// A memory-resident aggregate constant. Its value is the address of its memory image in read-only
    /// data (the bytes a global initialised with it holds, with relocations for addresses): nothing
    /// writes through a value's address, so every use may share it. `zeroinitializer` and `undef` get
    /// a slot of their own instead (zeroed, or left as it is), and so does a constant the image cannot
    /// express (the address of a thread-local, which differs per thread, or of a `dllimport`
    /// declaration, which code loads from its import pointer): that slot is filled member by member.
    pub(crate) fn big_const(&mut self, c: Constant, ty: Type) -> Result<ValueRegs, LowerError> {
        let r = self.gpr();
        let whole =
            matches!(self.module.consts.data(c), ConstData::Zero(_) | ConstData::Undef(_) | ConstData::Poison(_));
        if !whole {
            let align = self.module.types.abi_align(ty).clamp(1, 4096) as u32;
            if let Ok(image) = self.const_object(c, ty, 0, align) {
                self.lea(r, Amode::sym(image, 0));
                return Ok(ValueRegs::one(r));
            }
        }
        let slot = self.big_slot(ty)?;
        self.fill_const(c, ty, slot, 0)?;
        self.lea(r, slot);
        Ok(ValueRegs::one(r))
    }

    /// Writes constant `c` of type `ty` (an aggregate, or a vector of whole-byte lanes) at `a`.
    pub(crate) fn fill_const(&mut self, c: Constant, ty: Type, a: Amode, depth: u32) -> Result<(), LowerError> {
        if depth > 64 {
            return Err(self.err("aggregate constant nested too deeply".into()));
        }
        let m = self.module;
        let types = &m.types;
        match m.consts.data(c) {
            ConstData::Zero(_) | ConstData::Null(_) => self.zero_memory(a, types.store_size(ty)),
            ConstData::Undef(_) | ConstData::Poison(_) => Ok(()),
            ConstData::WideInt { words, .. } => {
                for (k, &w) in words.clone().iter().enumerate() {
                    let r = self.imm_reg(w as i64);
                    self.ins(iced_x86::Code::Mov_rm64_r64, &[mem(off(a, 8 * k as i64)?), super::build::u(r)]);
                }
                Ok(())
            }
            ConstData::Bytes { bytes, .. } => {
                for (k, &byte) in bytes.iter().enumerate() {
                    self.ins(iced_x86::Code::Mov_rm8_imm8, &[mem(off(a, k as i64)?), super::build::imm(byte as i64)]);
                }
                Ok(())
            }
            ConstData::Aggregate { elems, .. } if types.is_aggregate(ty) || types.is_vector(ty) => {
                for (k, &e) in elems.iter().enumerate() {
                    let (o, ety) = self.member_at(ty, &[k as u32])?;
                    let ea = off(a, o as i64)?;
                    if self.is_big(ety) {
                        self.fill_const(e, ety, ea, depth + 1)?;
                    } else if !self.reg_classes(ety)?.is_empty() {
                        let regs = self.materialize_const(e, ety)?;
                        self.store_parts(ety, ea, regs)?;
                    }
                }
                Ok(())
            }
            _ => Err(self.err("unsupported aggregate constant".into())),
        }
    }

    /// Zeroes `size` bytes at `a` with 8/4/2/1-byte stores.
    fn zero_memory(&mut self, a: Amode, size: u64) -> Result<(), LowerError> {
        let z = self.imm_reg(0);
        let mut done = 0u64;
        while done < size {
            let (chunk, _, st) = super::mem::copy_chunk(size - done);
            self.ins(st, &[mem(off(a, done as i64)?), super::build::u(z)]);
            done += chunk;
        }
        Ok(())
    }

    /// The staging slot of phi `phi` of memory-resident type `ty` (created on first use).
    fn phi_stage_slot(&mut self, phi: Inst, ty: Type) -> Result<Amode, LowerError> {
        if let Some(&a) = self.phi_stage.get(&phi) {
            return Ok(a);
        }
        let a = self.big_slot(ty)?;
        self.phi_stage.insert(phi, a);
        Ok(a)
    }

    /// On an edge into a block: copies the incoming value (address in `src`) of big phi `phi` into its
    /// staging slot.
    pub(crate) fn stage_big_phi(&mut self, phi: Inst, src: kiln_regalloc::VReg) -> Result<(), LowerError> {
        let res = self.func.dfg.inst_result(phi).ok_or_else(|| self.err("phi without a result".into()))?;
        let ty = self.func.dfg.value_type(res);
        let stage = self.phi_stage_slot(phi, ty)?;
        let size = self.module.types.store_size(ty);
        self.copy_memory(stage, Amode::reg(src, 0), size)
    }

    /// At the top of block `blk`: every phi of memory-resident type copies its staging slot into a slot
    /// of its own, whose address is the phi's value.
    pub(crate) fn enter_big_phis(&mut self, blk: kiln_ir::Block) -> Result<(), LowerError> {
        let f = self.func;
        for &i in f.layout.block_insts(blk) {
            if !matches!(f.dfg.inst(i), kiln_ir::InstKind::Phi { .. }) {
                break;
            }
            let Some(res) = f.dfg.inst_result(i) else { continue };
            let ty = f.dfg.value_type(res);
            if !self.is_big(ty) {
                continue;
            }
            self.cur_inst = Some(i);
            let stage = self.phi_stage_slot(i, ty)?;
            let own = self.big_slot(ty)?;
            self.copy_memory(own, stage, self.module.types.store_size(ty))?;
            let dst = self.result_regs(i).only();
            self.lea(dst, own);
        }
        Ok(())
    }

    /// The class list of a memory-resident aggregate: one address register.
    pub(crate) fn big_classes() -> Vec<RegClass> {
        vec![RegClass::Int]
    }
}

impl FuncLower<'_> {
    /// The (offset, bytes, class) of each register of the register form of `ty`, in register order.
    fn leaves(&self, ty: Type, base: u64, out: &mut Vec<(u64, u64, RegClass)>) -> Option<()> {
        let types = &self.module.types;
        match types.data(ty) {
            TypeData::Int(n) if *n <= 64 => out.push((base, types.store_size(ty), RegClass::Int)),
            TypeData::Int(_) => out.extend([(base, 8, RegClass::Int), (base + 8, 8, RegClass::Int)]),
            TypeData::Ptr(_) => out.push((base, 8, RegClass::Int)),
            TypeData::Float => out.push((base, 4, RegClass::Vec)),
            TypeData::Double => out.push((base, 8, RegClass::Vec)),
            TypeData::Vector { .. } if crate::vector::num_regs(types, ty) == 1 => {
                out.push((base, types.store_size(ty), RegClass::Vec))
            }
            TypeData::Struct { .. } | TypeData::Named(_) => {
                let l = types.struct_layout(ty)?;
                for (&f, &o) in types.struct_fields(ty)?.iter().zip(&l.offsets) {
                    self.leaves(f, base + o, out)?;
                }
            }
            TypeData::Array { len, elem } => {
                let sz = types.alloc_size(*elem);
                for k in 0..*len {
                    self.leaves(*elem, base + k * sz, out)?;
                }
            }
            _ => return None,
        }
        Some(())
    }

    /// When every piece of a register-form aggregate of type `ty` is exactly one of its registers (same
    /// offset and class, no other member inside the piece) and every register is one piece: the
    /// register index of each piece. Such values move between registers without a staging copy.
    pub(crate) fn direct_pieces(&self, ty: Type, pieces: &[(u64, u64, RegClass)]) -> Option<Vec<usize>> {
        if self.is_big(ty) || pieces.is_empty() {
            return None;
        }
        let mut leaves = Vec::new();
        self.leaves(ty, 0, &mut leaves)?;
        if leaves.len() != pieces.len() {
            return None;
        }
        let mut map = Vec::with_capacity(pieces.len());
        for &(o, size, class) in pieces {
            let inside: Vec<usize> =
                (0..leaves.len()).filter(|&j| leaves[j].0 >= o && leaves[j].0 < o + size).collect();
            let [j] = inside[..] else { return None };
            let (lo, lsize, lclass) = leaves[j];
            if lo != o || lclass != class || lsize > size {
                return None;
            }
            map.push(j);
        }
        Some(map)
    }
}
