//! Memory: addresses (folding allocas, globals and GEPs into `base + index * scale + disp`),
//! loads and stores of every scalar type, GEP arithmetic and dynamic allocas.

use iced_x86::Code;
use kiln_ir::{InstKind, Type, TypeData, Value, ValueDef};
use kiln_regalloc::{PReg, RegClass, RegRef, VReg};

use super::build::{d, fits_i32, imm, m, mem, u};
use super::consts::{const_addr, const_int, ConstAddr};
use super::FuncLower;
use crate::ctx::{LowerCtx, LowerError, ValueRegs};
use crate::mir::{Amode, AmodeBase, MOp, MOperand};

/// The widest GPR move (8, 4, 2 or 1 bytes) for `rest` remaining bytes of a copy: its size, the
/// load (zero-extending below 4 bytes) and the store.
pub(crate) fn copy_chunk(rest: u64) -> (u64, Code, Code) {
    if rest >= 8 {
        (8, Code::Mov_r64_rm64, Code::Mov_rm64_r64)
    } else if rest >= 4 {
        (4, Code::Mov_r32_rm32, Code::Mov_rm32_r32)
    } else if rest >= 2 {
        (2, Code::Movzx_r32_rm16, Code::Mov_rm16_r16)
    } else {
        (1, Code::Movzx_r32_rm8, Code::Mov_rm8_r8)
    }
}

impl FuncLower<'_> {
    /// An address for pointer `ptr`.
    pub(crate) fn address_of(&mut self, ptr: Value) -> Result<Amode, LowerError> {
        let f = self.func;
        match f.dfg.value_def(ptr) {
            ValueDef::Const(c) => match const_addr(self.module, c) {
                Some(ConstAddr::Sym(s, off)) => return self.sym_amode(s, off),
                Some(ConstAddr::Int(i)) if fits_i32(i) => {
                    return Ok(Amode { base: AmodeBase::None, index: None, disp: i as i32 })
                }
                _ => {}
            },
            ValueDef::Inst(i) if self.folded.contains(&i) => match f.dfg.inst(i) {
                InstKind::Alloca { .. } => {
                    let slot = self.alloca_slot(i)?;
                    return Ok(Amode::slot(slot, 0));
                }
                InstKind::Gep { source_ty, args, .. } => {
                    let vals = f.dfg.values_of(*args).to_vec();
                    return self.gep_amode(*source_ty, &vals);
                }
                _ => {}
            },
            ValueDef::Inst(i) if matches!(f.dfg.inst(i), InstKind::Gep { .. }) => {}
            _ => {}
        }
        let r = self.value_regs(ptr)?.only();
        Ok(Amode::reg(r, 0))
    }

    /// The stack slot of a static alloca (created on first use).
    pub(crate) fn alloca_slot(&mut self, i: kiln_ir::Inst) -> Result<crate::mir::StackSlot, LowerError> {
        if let Some(&s) = self.alloca_slots.get(&i) {
            return Ok(s);
        }
        let InstKind::Alloca { ty, count, align, .. } = self.func.dfg.inst(i) else {
            return Err(self.err("not an alloca".into()));
        };
        let size = self.static_alloca_size(i, *count).ok_or_else(|| self.err("alloca size is not constant".into()))?;
        let size = u32::try_from(size).map_err(|_| self.err("alloca too large".into()))?;
        let align = if *align == 0 { self.module.types.abi_align(*ty) as u32 } else { *align };
        let s = self.b.new_stack_slot(size.max(1), align.max(1));
        self.alloca_slots.insert(i, s);
        Ok(s)
    }

    /// The address `base + indices` of a GEP, folding constants into the displacement and at most
    /// one scaled index into the index register.
    pub(crate) fn gep_amode(&mut self, source_ty: Type, vals: &[Value]) -> Result<Amode, LowerError> {
        let types = &self.module.types;
        let base = *vals.first().ok_or_else(|| self.err("GEP without a base".into()))?;
        let mut a = self.address_of(base)?;
        let mut disp: i64 = a.disp as i64;
        let mut cur = source_ty;
        for (k, &idx) in vals.iter().skip(1).enumerate() {
            let (elem_size, next) = if k == 0 {
                (types.alloc_size(cur), cur)
            } else {
                match types.data(cur) {
                    TypeData::Struct { .. } | TypeData::Named(_) => {
                        let fi = const_int(self.module, &self.func.dfg, idx)
                            .ok_or_else(|| self.err("struct GEP index must be constant".into()))?;
                        let l = types.struct_layout(cur).ok_or_else(|| self.err("GEP into opaque struct".into()))?;
                        let off = *l.offsets.get(fi as usize).ok_or_else(|| self.err("bad struct index".into()))?;
                        disp = disp.wrapping_add(off as i64);
                        cur = types.element_at(cur, fi as u64).ok_or_else(|| self.err("bad struct index".into()))?;
                        continue;
                    }
                    TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => (types.alloc_size(*elem), *elem),
                    _ => return Err(self.err("GEP through a non-aggregate type".into())),
                }
            };
            cur = next;
            if let Some(c) = const_int(self.module, &self.func.dfg, idx) {
                disp = disp.wrapping_add((c as i64).wrapping_mul(elem_size as i64));
                continue;
            }
            let ity = self.func.dfg.value_type(idx);
            let bits = self.int_bits(ity);
            if bits > 64 {
                return Err(self.err("GEP index wider than 64 bits".into()));
            }
            let iv = self.value_regs(idx)?.only();
            let iv = self.extend_to(iv, bits, true, true);
            if a.index.is_none() && matches!(a.base, AmodeBase::Sym(_)) && matches!(elem_size, 1 | 2 | 4 | 8) {
                // RIP-relative bases take no index: put the symbol's address in a register.
                let base = self.amode_to_reg(Amode { disp: 0, ..a }, disp)?;
                disp = 0;
                a = Amode { base: AmodeBase::Reg(RegRef::Virt(base)), index: None, disp: 0 };
            }
            let can_index = a.index.is_none() && !matches!(a.base, AmodeBase::Sym(_) | AmodeBase::Got(_));
            if can_index && matches!(elem_size, 1 | 2 | 4 | 8) {
                a.index = Some((RegRef::Virt(iv), elem_size as u8));
                continue;
            }
            // Materialise what we have so far plus index * size.
            a.disp = 0;
            let base = self.amode_to_reg(a, disp)?;
            disp = 0;
            let scaled = if elem_size == 1 {
                iv
            } else {
                let t = self.gpr();
                if fits_i32(elem_size as i64) {
                    self.ins(Code::Imul_r64_rm64_imm32, &[d(t), u(iv), imm(elem_size as i64)]);
                } else {
                    let k = self.imm_reg(elem_size as i64);
                    self.copy(t, iv);
                    self.ins(Code::Imul_r64_rm64, &[m(t), u(k)]);
                }
                t
            };
            a = Amode { base: AmodeBase::Reg(RegRef::Virt(base)), index: Some((RegRef::Virt(scaled), 1)), disp: 0 };
        }
        match i32::try_from(disp) {
            Ok(dd) => {
                a.disp = dd;
                Ok(a)
            }
            Err(_) => {
                a.disp = 0;
                let r = self.amode_to_reg(a, disp)?;
                Ok(Amode::reg(r, 0))
            }
        }
    }

    /// Computes `a + disp` into a register.
    fn amode_to_reg(&mut self, mut a: Amode, disp: i64) -> Result<VReg, LowerError> {
        let r = self.gpr();
        if let Ok(dd) = i32::try_from(disp) {
            a.disp = dd;
            self.lea(r, a);
            return Ok(r);
        }
        a.disp = 0;
        self.lea(r, a);
        let k = self.imm_reg(disp);
        self.ins(Code::Add_r64_rm64, &[m(r), u(k)]);
        Ok(r)
    }

    /// `load T, ptr p`.
    pub(crate) fn lower_load(&mut self, i: kiln_ir::Inst, ptr: Value) -> Result<(), LowerError> {
        let res = self.func.dfg.inst_result(i).ok_or_else(|| self.err("load without result".into()))?;
        let ty = self.func.dfg.value_type(res);
        let a = self.address_of(ptr)?;
        let dst = self.result_regs(i);
        self.load_parts(ty, a, dst.regs())
    }

    /// Loads a value of type `ty` at `a` into `dst` (one register per part).
    pub(crate) fn load_parts(&mut self, ty: Type, a: Amode, dst: &[VReg]) -> Result<(), LowerError> {
        if self.is_big(ty) {
            let r = *dst.first().ok_or_else(|| self.err("value does not match its type".into()))?;
            return self.load_big(ty, a, r);
        }
        let types = &self.module.types;
        match types.data(ty) {
            TypeData::Int(128) => {
                self.ins(Code::Mov_r64_rm64, &[d(dst[0]), mem(a)]);
                self.ins(Code::Mov_r64_rm64, &[d(dst[1]), mem(off(a, 8)?)]);
            }
            // i65..i127 (bit-field storage units): the low word, then the store size's other bytes.
            TypeData::Int(n) if *n > 64 => {
                self.ins(Code::Mov_r64_rm64, &[d(dst[0]), mem(a)]);
                self.load_int(dst[1], off(a, 8)?, types.store_size(ty) as u32 - 8)?;
            }
            TypeData::Int(n) if *n <= 64 => self.load_int(dst[0], a, types.store_size(ty) as u32)?,
            TypeData::Ptr(_) => self.ins(Code::Mov_r64_rm64, &[d(dst[0]), mem(a)]),
            TypeData::Float => self.ins(Code::Movss_xmm_xmmm32, &[d(dst[0]), mem(a)]),
            TypeData::Double => self.ins(Code::Movsd_xmm_xmmm64, &[d(dst[0]), mem(a)]),
            TypeData::Vector { .. } if dst.len() == 1 => {
                let code = match types.store_size(ty) {
                    4 => Code::Movss_xmm_xmmm32,
                    8 => Code::Movsd_xmm_xmmm64,
                    16 => Code::Movups_xmm_xmmm128,
                    _ => return Err(self.err("vector of this size inside an aggregate is not supported".into())),
                };
                self.ins(code, &[d(dst[0]), mem(a)]);
            }
            TypeData::Struct { .. } | TypeData::Named(_) => {
                let l = types.struct_layout(ty).ok_or_else(|| self.err("load of opaque struct".into()))?;
                let fields = types.struct_fields(ty).unwrap_or(&[]).to_vec();
                let mut k = 0;
                for (fty, o) in fields.into_iter().zip(l.offsets) {
                    let n = self.reg_classes(fty)?.len();
                    let part = dst.get(k..k + n).ok_or_else(|| self.err("value does not match its type".into()))?;
                    if n > 0 {
                        self.load_parts(fty, off(a, o as i64)?, part)?;
                    }
                    k += n;
                }
            }
            TypeData::Array { len, elem } => {
                let (len, elem) = (*len, *elem);
                let sz = types.alloc_size(elem) as i64;
                let n = self.reg_classes(elem)?.len();
                for e in 0..len as usize {
                    if n == 0 {
                        break;
                    }
                    let part =
                        dst.get(e * n..(e + 1) * n).ok_or_else(|| self.err("value does not match its type".into()))?;
                    self.load_parts(elem, off(a, sz * e as i64)?, part)?;
                }
            }
            _ => return Err(self.err(format!("load of {} is not supported", super::type_name(self.module, ty)))),
        }
        Ok(())
    }

    /// Loads an integer of `size` bytes (1..=8), zero-extended.
    pub(crate) fn load_int(&mut self, dst: VReg, a: Amode, size: u32) -> Result<(), LowerError> {
        match size {
            1 => self.ins(Code::Movzx_r32_rm8, &[d(dst), mem(a)]),
            2 => self.ins(Code::Movzx_r32_rm16, &[d(dst), mem(a)]),
            4 => self.ins(Code::Mov_r32_rm32, &[d(dst), mem(a)]),
            8 => self.ins(Code::Mov_r64_rm64, &[d(dst), mem(a)]),
            _ => {
                // Odd sizes: low power-of-two piece, then the rest shifted into place.
                let low = if size > 4 { 4 } else { 2 };
                let lo = self.gpr();
                self.load_int(lo, a, low)?;
                let hi = self.gpr();
                self.load_int(hi, off(a, low as i64)?, size - low)?;
                self.ins(Code::Shl_rm64_imm8, &[m(hi), imm(8 * low as i64)]);
                self.copy(dst, lo);
                self.ins(Code::Or_r64_rm64, &[m(dst), u(hi)]);
            }
        }
        Ok(())
    }

    /// `store T v, ptr p`.
    pub(crate) fn lower_store(&mut self, val: Value, ptr: Value) -> Result<(), LowerError> {
        let ty = self.func.dfg.value_type(val);
        // Small integer constants are stored as immediates.
        if let Some(c) = const_int(self.module, &self.func.dfg, val) {
            let bits = self.int_bits(ty);
            let size = self.module.types.store_size(ty);
            if matches!(size, 1 | 2 | 4 | 8) && bits <= 64 && self.module.types.is_int(ty) {
                let v = c as i64;
                if size < 8 || fits_i32(v) {
                    let a = self.address_of(ptr)?;
                    let v = if bits == 1 { v & 1 } else { v };
                    let code = match size {
                        1 => Code::Mov_rm8_imm8,
                        2 => Code::Mov_rm16_imm16,
                        4 => Code::Mov_rm32_imm32,
                        _ => Code::Mov_rm64_imm32,
                    };
                    let v = match size {
                        1 => v as u8 as i64,
                        2 => v as u16 as i64,
                        4 => v as u32 as i64,
                        _ => v,
                    };
                    self.ins(code, &[mem(a), imm(v)]);
                    return Ok(());
                }
            }
        }
        let src = self.value_regs(val)?;
        let a = self.address_of(ptr)?;
        self.store_parts(ty, a, src)
    }

    /// Stores the registers of a value of type `ty` at `a`.
    pub(crate) fn store_parts(&mut self, ty: Type, a: Amode, src: ValueRegs) -> Result<(), LowerError> {
        if self.is_big(ty) {
            return self.store_big(ty, a, src.only());
        }
        let types = &self.module.types;
        let s = src.regs().to_vec();
        match types.data(ty) {
            TypeData::Int(128) => {
                self.ins(Code::Mov_rm64_r64, &[mem(a), u(s[0])]);
                self.ins(Code::Mov_rm64_r64, &[mem(off(a, 8)?), u(s[1])]);
            }
            // i65..i127: the low word, then the high part's bytes of the store size (a partial top
            // byte zero-extended, as LLVM stores it).
            TypeData::Int(n) if *n > 64 => {
                let n = *n;
                self.ins(Code::Mov_rm64_r64, &[mem(a), u(s[0])]);
                let hi = if n % 8 != 0 { self.extend_to(s[1], n - 64, false, true) } else { s[1] };
                self.store_int(hi, off(a, 8)?, types.store_size(ty) as u32 - 8)?;
            }
            TypeData::Int(1) => {
                let t = self.copy_new(s[0], RegClass::Int);
                self.ins(Code::And_rm32_imm8, &[m(t), imm(1)]);
                self.ins(Code::Mov_rm8_r8, &[mem(a), u(t)]);
            }
            TypeData::Int(n) if *n <= 64 => self.store_int(s[0], a, types.store_size(ty) as u32)?,
            TypeData::Ptr(_) => self.ins(Code::Mov_rm64_r64, &[mem(a), u(s[0])]),
            TypeData::Float => self.ins(Code::Movss_xmmm32_xmm, &[mem(a), u(s[0])]),
            TypeData::Double => self.ins(Code::Movsd_xmmm64_xmm, &[mem(a), u(s[0])]),
            TypeData::Vector { .. } if s.len() == 1 => {
                let code = match types.store_size(ty) {
                    4 => Code::Movss_xmmm32_xmm,
                    8 => Code::Movsd_xmmm64_xmm,
                    16 => Code::Movups_xmmm128_xmm,
                    _ => return Err(self.err("vector of this size inside an aggregate is not supported".into())),
                };
                self.ins(code, &[mem(a), u(s[0])]);
            }
            TypeData::Struct { .. } | TypeData::Named(_) => {
                let l = types.struct_layout(ty).ok_or_else(|| self.err("store of opaque struct".into()))?;
                let fields = types.struct_fields(ty).unwrap_or(&[]).to_vec();
                let mut k = 0;
                for (fty, o) in fields.into_iter().zip(l.offsets) {
                    let n = self.reg_classes(fty)?.len();
                    if n > 0 {
                        let part = s.get(k..k + n).ok_or_else(|| self.err("value does not match its type".into()))?;
                        self.store_parts(fty, off(a, o as i64)?, ValueRegs::from_slice(part))?;
                    }
                    k += n;
                }
            }
            TypeData::Array { len, elem } => {
                let (len, elem) = (*len, *elem);
                let sz = types.alloc_size(elem) as i64;
                let n = self.reg_classes(elem)?.len();
                for e in 0..len as usize {
                    if n == 0 {
                        break;
                    }
                    let part =
                        s.get(e * n..(e + 1) * n).ok_or_else(|| self.err("value does not match its type".into()))?;
                    self.store_parts(elem, off(a, sz * e as i64)?, ValueRegs::from_slice(part))?;
                }
            }
            _ => return Err(self.err(format!("store of {} is not supported", super::type_name(self.module, ty)))),
        }
        Ok(())
    }

    /// Stores the low `size` bytes (1..=8) of `v`.
    pub(crate) fn store_int(&mut self, v: VReg, a: Amode, size: u32) -> Result<(), LowerError> {
        match size {
            1 => self.ins(Code::Mov_rm8_r8, &[mem(a), u(v)]),
            2 => self.ins(Code::Mov_rm16_r16, &[mem(a), u(v)]),
            4 => self.ins(Code::Mov_rm32_r32, &[mem(a), u(v)]),
            8 => self.ins(Code::Mov_rm64_r64, &[mem(a), u(v)]),
            _ => {
                let low = if size > 4 { 4 } else { 2 };
                self.store_int(v, a, low)?;
                let hi = self.copy_new(v, RegClass::Int);
                self.ins(Code::Shr_rm64_imm8, &[m(hi), imm(8 * low as i64)]);
                self.store_int(hi, off(a, low as i64)?, size - low)?;
            }
        }
        Ok(())
    }

    /// An alloca that is not a static stack slot: moves rsp down.
    pub(crate) fn lower_dynamic_alloca(
        &mut self,
        i: kiln_ir::Inst,
        ty: Type,
        count: Option<Value>,
        align: u32,
    ) -> Result<(), LowerError> {
        let elem = self.module.types.alloc_size(ty) as i64;
        let Some(count) = count else { return Err(self.err("alloca without size".into())) };
        let bits = self.int_bits(self.func.dfg.value_type(count));
        if bits > 64 {
            return Err(self.err("alloca count wider than 64 bits".into()));
        }
        let n = self.value_regs(count)?.only();
        let n = self.extend_to(n, bits, false, true);
        let size = self.gpr();
        if fits_i32(elem) {
            self.ins(Code::Imul_r64_rm64_imm32, &[d(size), u(n), imm(elem)]);
        } else {
            return Err(self.err("alloca element too large".into()));
        }
        // Round up to 16 and move rsp. An object aligned above 16 gets `align - 16` bytes more,
        // so that the aligned address inside the new area still leaves room for it (rsp, and so
        // the new area's start above the outgoing arguments, stays only 16-aligned).
        self.ins(Code::Add_rm64_imm32, &[m(size), imm(15)]);
        self.ins(Code::And_rm64_imm32, &[m(size), imm(-16)]);
        if align > 16 {
            self.ins(Code::Add_rm64_imm32, &[m(size), imm(align as i64 - 16)]);
        }
        if let Some(probe) = self.st.target().stack_probe_symbol() {
            // Windows commits the stack one guard page at a time, so every page of the new area is
            // touched first. `___chkstk_ms`/`__chkstk` probe `rax` bytes below rsp without moving it
            // and preserve every register but r10, r11 and the flags.
            let sym = self.st.libcall(probe);
            self.copy_to_preg(PReg::RAX, size);
            let uses = [kiln_regalloc::Operand::preg_use(PReg::RAX)];
            let clobbers = kiln_regalloc::PRegSet::of(&[PReg::R10, PReg::R11]);
            self.b.push_full(MOp::X86(Code::Call_rel32_64), &[MOperand::Sym(sym, 0)], &uses, clobbers, &[]);
        }
        let rsp = kiln_regalloc::Operand::preg_mod(PReg::RSP);
        self.ins(Code::Sub_rm64_r64, &[crate::mir::MOperand::Reg(rsp), u(size)]);
        // rsp stays 16-aligned; if a later call passes a stack argument aligned above 16, this
        // becomes `and rsp, -that` (see `lower_function`).
        self.ins(Code::And_rm64_imm32, &[crate::mir::MOperand::Reg(rsp), imm(-16)]);
        self.rsp_realign_fixups.push(self.b.last_operand());
        self.b.has_dynamic_alloca = true;
        let dst = self.result_regs(i).only();
        if align > 16 {
            // The area starts above the outgoing arguments, whose size is known only after
            // allocation: round that address up.
            let disp = i32::try_from(align as i64 - 1)
                .map_err(|_| self.err(format!("dynamic alloca alignment {align} is too large")))?;
            self.lea(dst, Amode { base: AmodeBase::OutgoingArgsEnd, index: None, disp });
            self.ins(Code::And_rm64_imm32, &[m(dst), imm(-(align as i64))]);
        } else {
            self.lea(dst, Amode { base: AmodeBase::OutgoingArgsEnd, index: None, disp: 0 });
        }
        Ok(())
    }
}

/// `a` displaced by `k` bytes.
pub(crate) fn off(mut a: Amode, k: i64) -> Result<Amode, LowerError> {
    let nd = (a.disp as i64).checked_add(k).and_then(|x| i32::try_from(x).ok());
    match nd {
        Some(x) => {
            a.disp = x;
            Ok(a)
        }
        None => Err(LowerError { diag: kiln_ir::Diagnostic::new("address displacement out of range") }),
    }
}
