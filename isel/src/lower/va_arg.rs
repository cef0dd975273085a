//! The `va_arg ptr %ap, T` instruction: reads the next variadic argument of type `T` from a
//! `va_list` and advances it, under the function's own convention (gcc's `va_arg` on the same C
//! type is the reference).
//!
//! - **SysV** (psABI §3.5.7): the 24-byte `va_list` is `{ i32 gp_offset, i32 fp_offset,
//!   ptr overflow_arg_area, ptr reg_save_area }`. `T` is classified like an argument
//!   ([`kiln_abi::sysv_c::classify`]); when its INTEGER eightbytes fit the remaining general
//!   registers and its SSE eightbytes the remaining xmm registers, it comes from the register save
//!   area, otherwise from the overflow area (aligned to `T`'s alignment when above 8). The choice is
//!   branch-free: both addresses are computed and `cmov` picks one, so no block is split. A value
//!   whose eightbytes are not contiguous in the save area (mixed classes, or two SSE eightbytes) is
//!   gathered eightbyte by eightbyte into a stack temporary.
//! - **Win64**: the `va_list` is a pointer to the next 8-byte slot; values of 1, 2, 4 or 8 bytes sit
//!   in the slot, anything else is a pointer to a caller copy ([`kiln_abi::win64::vararg_by_reference`]).
//!
//! Relies on `cabi` for the C type of `T` and on `mem::load_parts` for the final load.

use iced_x86::Code;
use kiln_abi::sysv_c::{classify, Class, Classification};
use kiln_abi::{CType, Convention};
use kiln_ir::{Inst, Type, Value};
use kiln_regalloc::VReg;

use super::build::{d, imm, m, mem, u};
use super::mem::off;
use super::FuncLower;
use crate::ctx::{LowerCtx, LowerError};
use crate::mir::{Amode, Cond};

/// Byte offsets of the SysV `va_list` fields.
const GP_OFFSET: i64 = 0;
const FP_OFFSET: i64 = 4;
const OVERFLOW_AREA: i64 = 8;
const REG_SAVE_AREA: i64 = 16;
/// End of the integer part (six 8-byte registers) and of the SSE part (eight 16-byte registers)
/// of the register save area.
const GP_END: i64 = 48;
const FP_END: i64 = 176;

impl FuncLower<'_> {
    /// `%r = va_arg ptr %ap, T`.
    pub(crate) fn lower_va_arg(&mut self, i: Inst, ap: Value) -> Result<(), LowerError> {
        let res = self.func.dfg.inst_result(i).ok_or_else(|| self.err("va_arg without result".into()))?;
        let ty = self.func.dfg.value_type(res);
        let ct = self.va_arg_ctype(ty)?;
        let list = self.address_of(ap)?;
        let at = if self.b.conv == Convention::Win64 {
            self.win64_va_arg_address(list, &ct)?
        } else {
            self.sysv_va_arg_address(list, ty, &ct)?
        };
        if self.module.types.is_vector(ty) {
            // Slots and save-area entries are 8-aligned; the vector may sit in either.
            return crate::vector::load_result_from(self, i, at, 8);
        }
        let dst = self.result_regs(i);
        self.load_parts(ty, at, dst.regs())
    }

    /// The C type a `va_arg` of `ty` reads.
    fn va_arg_ctype(&self, ty: Type) -> Result<CType, LowerError> {
        let types = &self.module.types;
        let what = super::type_name(self.module, ty);
        let ct = if self.is_fp80(ty) {
            Self::fp80_ctype(self.b.conv).map_err(|e| self.err(format!("va_arg of {what}: {e}")))?
        } else if types.is_aggregate(ty) {
            super::cabi::aggregate_ctype(types, ty, 0).map_err(|e| self.err(format!("va_arg of {what}: {}", e.0)))?
        } else {
            let n = self.reg_classes(ty)?.len();
            let mut cts = super::cabi::scalar_ctypes(types, ty, n, self.b.conv == Convention::Win64)
                .map_err(|e| self.err(format!("va_arg of {what}: {}", e.0)))?;
            match cts.len() {
                1 => cts.remove(0),
                // A 32-byte vector is one `__m256` (as `scalar_ctypes` documents).
                2 => CType::Vector { size: 32, elem_float: types.is_float(types.scalar(ty)) },
                _ => return Err(self.err(format!("va_arg of {what} is not supported (vectors up to 32 bytes)"))),
            }
        };
        if ct.size() == 0 {
            return Err(self.err(format!("va_arg of the empty type {what} is not supported")));
        }
        if ct.size() > 1 << 30 {
            return Err(self.err(format!("va_arg of {what}: a variadic argument of more than 1 GiB is not supported")));
        }
        Ok(ct)
    }

    /// Win64: the address of the next argument; advances the `va_list` by one slot.
    fn win64_va_arg_address(&mut self, list: Amode, ct: &CType) -> Result<Amode, LowerError> {
        let by_ref = kiln_abi::win64::vararg_by_reference(ct).map_err(|e| self.err(format!("va_arg: {e}")))?;
        let slot = self.gpr();
        self.ins(Code::Mov_r64_rm64, &[d(slot), mem(list)]);
        let next = self.gpr();
        self.lea(next, Amode::reg(slot, 8));
        self.ins(Code::Mov_rm64_r64, &[mem(list), u(next)]);
        if !by_ref {
            return Ok(Amode::reg(slot, 0));
        }
        let copy = self.gpr();
        self.ins(Code::Mov_r64_rm64, &[d(copy), mem(Amode::reg(slot, 0))]);
        Ok(Amode::reg(copy, 0))
    }

    /// SysV: the address of the next argument (in the save area, the overflow area or a
    /// temporary); advances the `va_list`.
    fn sysv_va_arg_address(&mut self, list: Amode, ty: Type, ct: &CType) -> Result<Amode, LowerError> {
        let size = ct.size() as i64;
        let align = ct.align().max(8) as i64;
        // The overflow area, aligned for `T`, and where it continues after `T`.
        let over = self.gpr();
        self.ins(Code::Mov_r64_rm64, &[d(over), mem(off(list, OVERFLOW_AREA)?)]);
        let at_over = if align > 8 {
            let t = self.gpr();
            self.lea(t, Amode::reg(over, (align - 1) as i32));
            self.ins(Code::And_rm64_imm32, &[m(t), imm(-align)]);
            t
        } else {
            over
        };
        let over_next = self.gpr();
        self.lea(over_next, Amode::reg(at_over, ((size + 7) & !7) as i32));

        let classes = match classify(ct).map_err(|e| self.err(format!("va_arg: {e}")))? {
            Classification::Eightbytes(c)
                if !c.iter().any(|c| matches!(c, Class::X87 | Class::X87Up | Class::Memory)) =>
            {
                c
            }
            // MEMORY (and x87) values are only ever in the overflow area.
            _ => {
                self.ins(Code::Mov_rm64_r64, &[mem(off(list, OVERFLOW_AREA)?), u(over_next)]);
                return Ok(Amode::reg(at_over, 0));
            }
        };
        let ng = classes.iter().filter(|c| **c == Class::Integer).count() as i64;
        let nx = classes.iter().filter(|c| **c == Class::Sse).count() as i64;

        let save = self.gpr();
        self.ins(Code::Mov_r64_rm64, &[d(save), mem(off(list, REG_SAVE_AREA)?)]);
        let gp = (ng > 0).then(|| self.gpr());
        let fp = (nx > 0).then(|| self.gpr());
        // in_reg = gp_offset <= 48 - 8 * ng && fp_offset <= 176 - 16 * nx (unsigned), as a byte.
        let mut in_reg: Option<VReg> = None;
        for (reg, field, limit) in [(gp, GP_OFFSET, GP_END - 8 * ng), (fp, FP_OFFSET, FP_END - 16 * nx)] {
            let Some(reg) = reg else { continue };
            self.ins(Code::Mov_r32_rm32, &[d(reg), mem(off(list, field)?)]);
            self.ins(Code::Cmp_rm32_imm32, &[u(reg), imm(limit)]);
            let fits = self.gpr();
            self.setcc(Cond::Be, fits);
            in_reg = Some(match in_reg {
                None => fits,
                Some(prev) => {
                    self.ins(Code::And_r32_rm32, &[m(fits), u(prev)]);
                    fits
                }
            });
        }
        let in_reg = in_reg.ok_or_else(|| self.err("va_arg of a type without registers".into()))?;

        // Every address and counter both ways, computed before the flags are set.
        let gp_next = gp.map(|g| {
            let t = self.gpr();
            self.lea(t, Amode::reg(g, (8 * ng) as i32));
            t
        });
        let fp_next = fp.map(|f| {
            let t = self.gpr();
            self.lea(t, Amode::reg(f, (16 * nx) as i32));
            t
        });
        let contiguous = nx == 0 || (ng == 0 && nx == 1);
        // (address in the save area, address in the overflow area) of each piece to read.
        let mut pieces: Vec<(VReg, VReg)> = Vec::new();
        if contiguous {
            let base = gp.or(fp).ok_or_else(|| self.err("va_arg of a type without registers".into()))?;
            let r = self.gpr();
            self.lea(
                r,
                Amode { base: crate::mir::AmodeBase::Reg(u_ref(save)), index: Some((u_ref(base), 1)), disp: 0 },
            );
            pieces.push((r, at_over));
        } else {
            let (mut ig, mut ix) = (0i32, 0i32);
            for (j, class) in classes.iter().enumerate() {
                let (base, disp) = match class {
                    Class::Integer => {
                        ig += 1;
                        (gp, 8 * (ig - 1))
                    }
                    Class::Sse => {
                        ix += 1;
                        (fp, 16 * (ix - 1))
                    }
                    // Padding-only eightbytes carry nothing.
                    _ => continue,
                };
                let base = base.ok_or_else(|| self.err("va_arg: eightbyte without its register kind".into()))?;
                let r = self.gpr();
                self.lea(
                    r,
                    Amode { base: crate::mir::AmodeBase::Reg(u_ref(save)), index: Some((u_ref(base), 1)), disp },
                );
                let o = self.gpr();
                self.lea(o, Amode::reg(at_over, 8 * j as i32));
                pieces.push((r, o));
            }
        }

        // Select with the flags of `test in_reg, in_reg` (nonzero = registers); only moves and
        // cmovs follow until the last selection.
        self.ins(Code::Test_rm8_r8, &[u(in_reg), u(in_reg)]);
        let picked: Vec<VReg> = pieces
            .iter()
            .map(|&(r, o)| {
                let t = self.copy_new(o, kiln_regalloc::RegClass::Int);
                self.ins(Cond::Ne.cmov64_code(), &[m(t), u(r)]);
                t
            })
            .collect();
        for (cur, next) in [(gp, gp_next), (fp, fp_next)] {
            if let (Some(c), Some(n)) = (cur, next) {
                // Registers: the counter moves on; overflow: it stays.
                self.ins(Cond::E.cmov64_code(), &[m(n), u(c)]);
            }
        }
        let over_new = self.copy_new(over_next, kiln_regalloc::RegClass::Int);
        self.ins(Cond::Ne.cmov64_code(), &[m(over_new), u(over)]);
        if let Some(n) = gp_next {
            self.ins(Code::Mov_rm32_r32, &[mem(off(list, GP_OFFSET)?), u(n)]);
        }
        if let Some(n) = fp_next {
            self.ins(Code::Mov_rm32_r32, &[mem(off(list, FP_OFFSET)?), u(n)]);
        }
        self.ins(Code::Mov_rm64_r64, &[mem(off(list, OVERFLOW_AREA)?), u(over_new)]);

        if contiguous {
            return Ok(Amode::reg(picked[0], 0));
        }
        // Gather the eightbytes into a temporary aligned for `T`.
        let types = &self.module.types;
        let slot_align = (types.abi_align(ty) as u32).max(ct.align() as u32).max(8);
        let slot = self.b.new_stack_slot(((size + 7) & !7) as u32, slot_align);
        let mut k = 0;
        for (j, class) in classes.iter().enumerate() {
            if !matches!(class, Class::Integer | Class::Sse) {
                continue;
            }
            let t = self.gpr();
            self.ins(Code::Mov_r64_rm64, &[d(t), mem(Amode::reg(picked[k], 0))]);
            self.ins(Code::Mov_rm64_r64, &[mem(Amode::slot(slot, 8 * j as i32)), u(t)]);
            k += 1;
        }
        Ok(Amode::slot(slot, 0))
    }
}

/// A virtual register as an address register.
fn u_ref(v: VReg) -> kiln_regalloc::RegRef {
    kiln_regalloc::RegRef::Virt(v)
}
