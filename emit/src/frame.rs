//! Frame layout: which callee-saved registers to push, where spill slots and stack objects live,
//! the size of the stack adjustment and whether the frame needs dynamic realignment.
//!
//! Layout below the return address: saved rbp (rbp points here, 16-aligned), pushed callee-saved
//! registers, spill slots (16-aligned area), stack objects, and the outgoing-argument area at rsp.
//! With a stack object aligned to more than 16 bytes, rsp is realigned after the adjustment and
//! stack objects are addressed from rsp instead of rbp.

use iced_x86::Register;
use kiln_abi::Convention;
use kiln_isel::{MFunction, MOperand};
use kiln_regalloc::{Allocation, Edit, Output, PReg, RegRef, SpillSlot};

use crate::{err, EmitError};

/// Callee-saved registers of the SysV ABI (besides rbp), in push order.
pub const CALLEE_SAVED: [PReg; 5] = [PReg::RBX, PReg::R12, PReg::R13, PReg::R14, PReg::R15];
/// Callee-saved general-purpose registers of the Microsoft x64 convention (besides rbp), in push order.
pub const WIN64_CALLEE_SAVED: [PReg; 7] = [PReg::RBX, PReg::RSI, PReg::RDI, PReg::R12, PReg::R13, PReg::R14, PReg::R15];

/// Where everything in a function's frame lives.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct FrameLayout {
    /// Callee-saved registers pushed after rbp, in push order.
    pub saved: Vec<PReg>,
    /// Bytes subtracted from rsp after the pushes.
    pub frame_size: u32,
    /// `Some(align)` when rsp is realigned (`and rsp, -align`) after the adjustment.
    pub realign: Option<u32>,
    /// rbp-relative offset of spill slot 0 (slot `i` is at `spill_base + 8 * i`).
    pub spill_base: i32,
    /// Offset of every stack object from [`FrameLayout::slot_base`].
    pub slot_offsets: Vec<i32>,
    /// Register stack objects are addressed from (rbp, or rsp when realigned).
    pub slot_base: Register,
    /// Bytes of the outgoing-argument area at the bottom of the frame.
    pub max_outgoing_args: u32,
    /// Whether the epilogue must restore rsp from rbp (the body moved rsp or the frame is not empty).
    pub restore_rsp: bool,
}

fn align_up(value: u64, align: u64) -> u64 {
    value.div_ceil(align) * align
}

impl FrameLayout {
    /// Computes the layout of `func` under the allocation `ra`.
    pub fn compute(func: &MFunction, ra: &Output) -> Result<FrameLayout, EmitError> {
        let saved = used_callee_saved(func, ra)?;
        let pushed = 8 * saved.len() as u64;
        let spill_slots = align_up(ra.num_spill_slots as u64, 2);
        let spill_top = align_up(pushed, 16) + 8 * spill_slots;
        let max_align = func.stack_slots.iter().map(|s| s.align as u64).max().unwrap_or(1);
        for s in &func.stack_slots {
            if !s.align.is_power_of_two() {
                return err(format!("stack object alignment {} is not a power of two", s.align));
            }
        }
        if !func.max_outgoing_args.is_multiple_of(8) {
            return err(format!("outgoing argument area of {} bytes is not a multiple of 8", func.max_outgoing_args));
        }
        let out = func.max_outgoing_args as u64;
        let (frame_depth, slot_offsets, slot_base, realign) = if max_align > 16 {
            if func.has_dynamic_alloca {
                return err(format!(
                    "unsupported: a stack object aligned to {max_align} bytes together with dynamic alloca"
                ));
            }
            // Objects go above the outgoing area, addressed from the realigned rsp.
            let mut cur = out;
            let mut offsets = Vec::with_capacity(func.stack_slots.len());
            for s in &func.stack_slots {
                cur = align_up(cur, s.align as u64);
                offsets.push(cur as i64);
                cur += s.size as u64;
            }
            (align_up(spill_top + cur, 16), offsets, Register::RSP, Some(max_align as u32))
        } else {
            let mut cur = spill_top;
            let mut offsets = Vec::with_capacity(func.stack_slots.len());
            for s in &func.stack_slots {
                cur = align_up(cur + s.size as u64, s.align as u64);
                offsets.push(-(cur as i64));
            }
            (align_up(cur + out, 16), offsets, Register::RBP, None)
        };
        let frame_size = frame_depth - pushed;
        if frame_depth > i32::MAX as u64 / 2 {
            return err(format!("frame of {frame_depth} bytes is too large"));
        }
        Ok(FrameLayout {
            saved,
            frame_size: frame_size as u32,
            realign,
            spill_base: -(spill_top as i32),
            slot_offsets: slot_offsets.into_iter().map(|o| o as i32).collect(),
            slot_base,
            max_outgoing_args: func.max_outgoing_args,
            restore_rsp: frame_size != 0 || func.has_dynamic_alloca || realign.is_some(),
        })
    }

    /// The rbp-relative offset of a spill slot.
    pub fn spill_offset(&self, slot: SpillSlot) -> i32 {
        self.spill_base + 8 * slot.0 as i32
    }

    /// The CFA-relative offset of the `i`-th pushed callee-saved register.
    pub fn saved_cfa_offset(&self, i: usize) -> i32 {
        -16 - 8 * (i as i32 + 1)
    }
}

/// The callee-saved registers the allocation or the code mentions, in push order.
fn used_callee_saved(func: &MFunction, ra: &Output) -> Result<Vec<PReg>, EmitError> {
    let mut used = [false; 32];
    let mut mark = |a: &Allocation| {
        if let Allocation::Reg(p) = a {
            used[p.index()] = true;
        }
    };
    ra.allocs.iter().for_each(&mut mark);
    for (_, Edit::Move { from, to, .. }) in &ra.edits {
        mark(from);
        mark(to);
    }
    for op in &func.operands {
        let mut phys = |r: RegRef| {
            if let RegRef::Phys(p) = r {
                used[p.index()] = true;
            }
        };
        match op {
            MOperand::Reg(o) => phys(o.reg),
            MOperand::Mem(a) => a.regs().for_each(phys),
            _ => {}
        }
    }
    match func.conv {
        Convention::SysV => Ok(CALLEE_SAVED.iter().copied().filter(|p| used[p.index()]).collect()),
        Convention::Win64 => {
            if (6..16).any(|n| used[PReg::xmm(n).index()]) {
                return err("unsupported: saving xmm6-xmm15 in a Win64 function");
            }
            Ok(WIN64_CALLEE_SAVED.iter().copied().filter(|p| used[p.index()]).collect())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kiln_isel::{MFunctionBuilder, MOp, SymId};
    use kiln_regalloc::Operand;

    fn ret_only(slots: &[(u32, u32)], spills: usize, out: u32, extra_reg: Option<PReg>) -> (MFunction, Output) {
        let mut b = MFunctionBuilder::new(SymId(0));
        for &(size, align) in slots {
            b.new_stack_slot(size, align);
        }
        b.max_outgoing_args = out;
        if let Some(r) = extra_reg {
            b.push(MOp::Copy, &[MOperand::Reg(Operand::preg_def(r)), MOperand::Reg(Operand::preg_use(PReg::RAX))]);
        }
        b.push(MOp::Ret, &[]);
        let f = b.finish(None).expect("valid function");
        let ra = Output { num_spill_slots: spills, ..Output::default() };
        (f, ra)
    }

    #[test]
    fn empty_frame_needs_no_adjustment() {
        let (f, ra) = ret_only(&[], 0, 0, None);
        let l = FrameLayout::compute(&f, &ra).unwrap();
        assert_eq!(l.frame_size, 0);
        assert!(l.saved.is_empty());
        assert!(!l.restore_rsp);
    }

    #[test]
    fn frame_is_16_aligned_with_odd_pushes() {
        let (f, ra) = ret_only(&[(4, 4)], 3, 8, Some(PReg::RBX));
        let l = FrameLayout::compute(&f, &ra).unwrap();
        assert_eq!(l.saved, vec![PReg::RBX]);
        // rbx push (8) + frame must be a multiple of 16.
        assert_eq!((8 + l.frame_size) % 16, 0);
        // Spill slot 0 is 16-aligned relative to rbp and below the pushed register.
        assert_eq!(l.spill_base % 16, 0);
        assert!(l.spill_base <= -16 - 8 * 3);
        // The stack object is below the spill area and the outgoing area fits under it.
        let obj = l.slot_offsets[0];
        assert!(obj + 4 <= l.spill_base);
        assert!(-(8 + l.frame_size as i32) + 8 <= obj);
    }

    #[test]
    fn big_alignment_realigns_and_rejects_dynamic_alloca() {
        let (f, ra) = ret_only(&[(8, 8), (32, 32)], 0, 16, None);
        let l = FrameLayout::compute(&f, &ra).unwrap();
        assert_eq!(l.realign, Some(32));
        assert_eq!(l.slot_base, Register::RSP);
        assert_eq!(l.slot_offsets, vec![16, 32]);
        assert!(l.frame_size >= 64);
        let mut f2 = f.clone();
        f2.has_dynamic_alloca = true;
        let e = FrameLayout::compute(&f2, &ra).unwrap_err();
        assert!(e.0.contains("dynamic alloca"), "{e}");
    }
}
