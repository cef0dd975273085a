//! Variadic arguments with the SysV x86-64 `va_list` layout, so that clang's inline `va_arg`
//! lowering works: `{ i32 gp_offset, i32 fp_offset, ptr overflow_arg_area, ptr reg_save_area }`.
//!
//! `va_start` builds, once per frame, a 176-byte register save area (six 8-byte integer slots,
//! then eight 16-byte SSE slots) and an overflow area, and places the variadic arguments where
//! the SysV ABI would: integer and pointer arguments in the integer slots after the named
//! integer arguments, `double`/`float` (and vectors up to 16 bytes) in the SSE slots after the
//! named floating-point arguments, the rest in 8-byte-aligned overflow slots (16-byte alignment
//! for 16-byte-aligned types such as `x86_fp80`, which always goes there; `byval` aggregates
//! copied in by value).

use crate::machine::Machine;
use crate::memory::AllocKind;
use crate::trap::Trap;
use crate::value::{scalar_of, Scalar, Val};
use kiln_ir::{Type, TypeData, TypeStore};

const GP_END: u32 = 48;
const FP_END: u32 = 176;

/// (integer registers, SSE registers) an argument of type `t` takes when passed in registers;
/// (0, 0) means it goes to memory.
pub fn reg_class(types: &TypeStore, t: Type) -> (u32, u32) {
    match scalar_of(types, t) {
        Scalar::Int(n) if n <= 64 => (1, 0),
        Scalar::Int(_) => (2, 0),
        Scalar::Ptr(_) => (1, 0),
        Scalar::Float(_) => (0, 1),
        // Class X87: in memory.
        Scalar::X86Fp80 => (0, 0),
        Scalar::Other => match types.data(t) {
            TypeData::Vector { .. } if types.store_size(t) <= 16 => (0, 1),
            _ => (0, 0),
        },
    }
}

/// Where one variadic argument lives.
enum Slot {
    Gp(u32),
    Fp(u32),
    Overflow(u64),
}

impl<'m> Machine<'m> {
    /// `llvm.va_start(ap)`: builds the argument areas (once per frame) and initialises `*ap`.
    pub fn va_start(&mut self, ap: u64) -> Result<(), Trap> {
        let fr = self.top();
        if !self.m.types.func_info(self.m.funcs[fr.func].ty).is_some_and(|(_, _, va)| va) {
            return Err(Trap::ub("va_start in a function that is not variadic"));
        }
        let area = match fr.va_area {
            Some(a) => a,
            None => self.build_va_area()?,
        };
        let (reg_save, overflow, gp, fp) = area;
        let mut buf = [0u8; 24];
        buf[0..4].copy_from_slice(&gp.to_le_bytes());
        buf[4..8].copy_from_slice(&fp.to_le_bytes());
        buf[8..16].copy_from_slice(&overflow.to_le_bytes());
        buf[16..24].copy_from_slice(&reg_save.to_le_bytes());
        self.mem.write(ap, &buf)
    }

    fn build_va_area(&mut self) -> Result<(u64, u64, u32, u32), Trap> {
        let types = &self.m.types;
        let fr = self.top();
        let gp0 = (fr.info.named_gp * 8).min(GP_END);
        let fp0 = (GP_END + fr.info.named_fp * 16).min(FP_END);
        let (mut gp, mut fp, mut over) = (gp0, fp0, 0u64);
        let mut slots = Vec::with_capacity(fr.varargs.len());
        for a in &fr.varargs {
            if let Some(t) = a.byval {
                let align = types.abi_align(t).max(8);
                over = over.div_ceil(align) * align;
                slots.push(Slot::Overflow(over));
                over += types.alloc_size(t).div_ceil(8) * 8;
                continue;
            }
            let (g, x) = reg_class(types, a.ty);
            let size = types.store_size(a.ty).max(1);
            if g > 0 && gp + 8 * g <= GP_END {
                slots.push(Slot::Gp(gp));
                gp += 8 * g;
            } else if x > 0 && fp + 16 <= FP_END {
                slots.push(Slot::Fp(fp));
                fp += 16;
            } else {
                let align = if types.abi_align(a.ty) >= 16 { 16 } else { 8 };
                over = over.div_ceil(align) * align;
                slots.push(Slot::Overflow(over));
                over += size.div_ceil(8) * 8;
            }
        }
        let reg_save = self.mem.allocate(FP_END as u64, AllocKind::Stack, false)?;
        let overflow = self.mem.allocate(over, AllocKind::Stack, false)?;
        let args = self.top().varargs.clone();
        for (a, slot) in args.iter().zip(slots) {
            let at = match slot {
                Slot::Gp(o) | Slot::Fp(o) => reg_save + o as u64,
                Slot::Overflow(o) => overflow + o,
            };
            match (a.byval, &a.val) {
                (Some(t), Val::Bits(src)) => self.mem.copy(at, *src as u64, self.m.types.alloc_size(t))?,
                (Some(_), _) => return Err(Trap::ub("byval variadic argument is poison")),
                (None, v) => self.mem.store(&self.m.types, a.ty, at, v)?,
            }
        }
        let fr = self.frames.last_mut().expect("frame");
        fr.allocas.push(reg_save);
        fr.allocas.push(overflow);
        let area = (reg_save, overflow, gp0, fp0);
        fr.va_area = Some(area);
        Ok(area)
    }

    /// The `va_arg` instruction: reads the next argument of type `ty` through `*ap`.
    pub fn va_arg(&mut self, ap: u64, ty: Type) -> Result<Val, Trap> {
        let types = &self.m.types;
        let raw = self.mem.read(ap, 24)?;
        let word = |i: usize| u64::from_le_bytes(raw[i..i + 8].try_into().unwrap_or([0; 8]));
        let gp = u32::from_le_bytes(raw[0..4].try_into().unwrap_or([0; 4]));
        let fp = u32::from_le_bytes(raw[4..8].try_into().unwrap_or([0; 4]));
        let (overflow, reg_save) = (word(8), word(16));
        let (g, x) = reg_class(types, ty);
        let (at, gp, fp, overflow) = if g > 0 && gp + 8 * g <= GP_END {
            (reg_save + gp as u64, gp + 8 * g, fp, overflow)
        } else if x > 0 && fp + 16 <= FP_END {
            (reg_save + fp as u64, gp, fp + 16, overflow)
        } else {
            let align = if types.abi_align(ty) >= 16 { 16 } else { 8 };
            let at = overflow.div_ceil(align) * align;
            (at, gp, fp, at + types.store_size(ty).max(1).div_ceil(8) * 8)
        };
        let v = self.mem.load(types, ty, at)?;
        let mut buf = [0u8; 24];
        buf[0..4].copy_from_slice(&gp.to_le_bytes());
        buf[4..8].copy_from_slice(&fp.to_le_bytes());
        buf[8..16].copy_from_slice(&overflow.to_le_bytes());
        buf[16..24].copy_from_slice(&reg_save.to_le_bytes());
        self.mem.write(ap, &buf)?;
        Ok(v)
    }
}
