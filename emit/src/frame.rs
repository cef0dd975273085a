//! Frame layout: which callee-saved registers to save, where spill slots and stack objects live,
//! the size of the stack adjustment and whether the frame needs dynamic realignment.
//!
//! Two shapes ([`FrameStyle`]):
//! - ELF/Mach-O (`push rbp; mov rbp, rsp; push <gprs>; sub rsp, N`): below the return address the
//!   saved rbp (rbp points here, 16-aligned), the pushed callee-saved registers, the xmm save area
//!   of a Win64 body (16-aligned, `movaps`), spill slots (16-aligned area), stack objects, and the
//!   outgoing-argument area at rsp.
//! - Windows (`push rbp; push <gprs>; sub rsp, N; lea rbp, [rsp + F]; movaps <xmm saves>`), the
//!   shape the x64 unwind codes describe: from rsp upward the outgoing-argument area, stack
//!   objects, spill slots, the xmm save area, padding, then the pushes; rbp = rsp + F with F a
//!   multiple of 16 of at most 128 (so rbp stays 16-aligned and frames up to 255 bytes are
//!   reachable with 8-bit displacements).
//!
//! A body that tail-calls a function with more stack arguments than it received first reserves
//! `MFunction::tail_reserve` bytes (`sub rsp, R` before `push rbp`): its return address and incoming
//! arguments are then R bytes above rbp + 8, and the callee's arguments and return address are written into
//! that gap and the incoming area before the jump.
//!
//! With a stack object aligned to more than 16 bytes, rsp is realigned after the prologue and
//! stack objects are addressed from rsp instead of rbp; if the function also has dynamic allocas
//! (which move rsp), the prologue copies the realigned rsp into rbx, which the allocator then
//! leaves alone, and objects are addressed from rbx.

use iced_x86::Register;
use kiln_abi::Convention;
use kiln_isel::{MFunction, MOperand};
use kiln_regalloc::{Allocation, Edit, Output, PReg, RegRef, SpillSlot};

use crate::{err, EmitError};

/// Callee-saved registers of the SysV ABI (besides rbp), in push order.
pub const CALLEE_SAVED: [PReg; 5] = [PReg::RBX, PReg::R12, PReg::R13, PReg::R14, PReg::R15];
/// Callee-saved general-purpose registers of the Microsoft x64 convention (besides rbp), in push order.
pub const WIN64_CALLEE_SAVED: [PReg; 7] = [PReg::RBX, PReg::RSI, PReg::RDI, PReg::R12, PReg::R13, PReg::R14, PReg::R15];
/// Largest frame-register offset (rbp - rsp after the allocation) a Windows frame uses.
const MAX_WIN_FRAME_OFFSET: u64 = 128;

/// The prologue shape a frame is laid out for.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub enum FrameStyle {
    /// `push rbp; mov rbp, rsp; push <gprs>; sub rsp, N` described by `.eh_frame` (ELF, Mach-O).
    #[default]
    Dwarf,
    /// `push rbp; push <gprs>; sub rsp, N; lea rbp, [rsp + F]; movaps <xmm saves>` described by
    /// Windows x64 unwind codes (COFF).
    Windows,
}

/// Where everything in a function's frame lives.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct FrameLayout {
    /// The prologue shape.
    pub style: FrameStyle,
    /// Callee-saved registers pushed after rbp, in push order.
    pub saved: Vec<PReg>,
    /// Callee-saved xmm registers (Win64 bodies) saved with `movaps` at these rbp-relative,
    /// 16-aligned offsets, in save order.
    pub saved_xmm: Vec<(PReg, i32)>,
    /// Bytes subtracted from rsp after the pushes.
    pub frame_size: u32,
    /// `Some(align)` when rsp is realigned (`and rsp, -align`) after the prologue.
    pub realign: Option<u32>,
    /// rbp-relative offset of spill slot 0 (slot `i` is at `spill_base + 8 * i`; a multiple of 16).
    pub spill_base: i32,
    /// Offset of every stack object from [`FrameLayout::slot_base`].
    pub slot_offsets: Vec<i32>,
    /// Register stack objects are addressed from (rbp, or rsp when realigned, or rbx when
    /// realigned with dynamic allocas).
    pub slot_base: Register,
    /// Whether the prologue copies the realigned rsp into rbx (the base pointer).
    pub base_pointer: bool,
    /// Bytes of the outgoing-argument area at the bottom of the frame.
    pub max_outgoing_args: u32,
    /// Whether the epilogue must restore rsp from rbp (the body may have moved rsp, or, in the
    /// Dwarf style, the frame is not empty).
    pub restore_rsp: bool,
    /// Windows style: rbp minus rsp after the allocation (a multiple of 16, at most 240); 0 otherwise.
    pub frame_reg_offset: u32,
    /// rbp-relative offset of the caller's outgoing-argument area (entry rsp + 8, the CFA): 16 in
    /// the Dwarf style.
    pub incoming_args: i32,
    /// Whether the body moves rsp at run time (dynamic allocas).
    pub dynamic_sp: bool,
    /// Bytes reserved between the return address and the saved rbp for tail calls
    /// (`MFunction::tail_reserve`).
    pub tail_reserve: u32,
}

fn align_up(value: u64, align: u64) -> u64 {
    value.div_ceil(align) * align
}

/// Where the stack objects go: offsets from `start` upward (realigned frames) or downward.
struct Objects {
    offsets: Vec<i64>,
    end: u64,
}

/// Places stack objects upward from `start` (each at its alignment); returns their offsets and the end.
fn place_upward(func: &MFunction, start: u64) -> Objects {
    let mut cur = start;
    let mut offsets = Vec::with_capacity(func.stack_slots.len());
    for s in &func.stack_slots {
        cur = align_up(cur, s.align as u64);
        offsets.push(cur as i64);
        cur += s.size as u64;
    }
    Objects { offsets, end: cur }
}

impl FrameLayout {
    /// Bytes between the return address and rsp after the prologue (the "stack size" of a stack
    /// map's function record), or `None` when rsp is realigned or moved at run time.
    pub fn static_stack_size(&self) -> Option<u64> {
        (self.realign.is_none() && !self.dynamic_sp)
            .then(|| 8 + u64::from(self.tail_reserve) + 8 * self.saved.len() as u64 + u64::from(self.frame_size))
    }
    /// Computes the Dwarf-style layout of `func` under the allocation `ra`.
    pub fn compute(func: &MFunction, ra: &Output) -> Result<FrameLayout, EmitError> {
        FrameLayout::compute_for(func, ra, FrameStyle::Dwarf)
    }

    /// Computes the layout of `func` under the allocation `ra` for a prologue `style`.
    pub fn compute_for(func: &MFunction, ra: &Output, style: FrameStyle) -> Result<FrameLayout, EmitError> {
        let (saved, xmm) = used_callee_saved(func, ra)?;
        for s in &func.stack_slots {
            if !s.align.is_power_of_two() {
                return err(format!("stack object alignment {} is not a power of two", s.align));
            }
        }
        if !func.max_outgoing_args.is_multiple_of(8) {
            return err(format!("outgoing argument area of {} bytes is not a multiple of 8", func.max_outgoing_args));
        }
        // rsp is realigned when a call passes a stack argument aligned above 16 (objects then sit above
        // the outgoing area, addressed from the realigned rsp, exactly as for over-aligned objects).
        let max_align = func.max_frame_align() as u64;
        let mut saved = saved;
        if func.needs_base_pointer() {
            if saved.contains(&PReg::RBX) {
                return err(
                    "the frame needs rbx as its base pointer, but the code or the allocation uses rbx".to_string()
                );
            }
            // rbx keeps the realigned rsp; it is callee-saved in both conventions and first in
            // both push orders.
            saved.insert(0, PReg::RBX);
        }
        let mut layout = match style {
            FrameStyle::Dwarf => dwarf_layout(func, ra, saved, &xmm, max_align),
            FrameStyle::Windows => windows_layout(func, ra, saved, &xmm, max_align),
        }?;
        if !func.tail_reserve.is_multiple_of(16) {
            return err(format!("a tail-call reserve of {} bytes is not a multiple of 16", func.tail_reserve));
        }
        // The reserve sits between the return address and the saved rbp.
        layout.tail_reserve = func.tail_reserve;
        layout.incoming_args += func.tail_reserve as i32;
        if func.needs_base_pointer() {
            layout.slot_base = Register::RBX;
            layout.base_pointer = true;
        }
        Ok(layout)
    }

    /// A frame address `base + offset` (rbp, rsp or rbx as the code uses it) as a stack map names it:
    /// from rsp whenever rsp is fixed after the prologue (LLVM's choice, and what a runtime that
    /// walks frames by stack size can use), from the code's own base register otherwise.
    pub fn record_address(&self, base: Register, offset: i32) -> (Register, i32) {
        match (base, self.static_stack_size()) {
            (Register::RBP, Some(size)) => {
                let rbp_above_rsp = match self.style {
                    FrameStyle::Dwarf => size as i32 - 8 - self.tail_reserve as i32,
                    FrameStyle::Windows => self.frame_reg_offset as i32,
                };
                (Register::RSP, offset + rbp_above_rsp)
            }
            _ => (base, offset),
        }
    }

    /// The rbp-relative offset of a spill slot.
    pub fn spill_offset(&self, slot: SpillSlot) -> i32 {
        self.spill_base + 8 * slot.0 as i32
    }

    /// Whether a spill slot is 16-byte aligned: rbp is 16-aligned in both prologue shapes (the
    /// caller's rsp is 16-aligned before its `call`; `push rbp` or `lea rbp, [rsp + 16k]` after a
    /// 16-aligned allocation keeps that), so exactly the slots at a multiple of 16 from rbp are.
    pub fn spill_is_16_aligned(&self, slot: SpillSlot) -> bool {
        self.spill_offset(slot) % 16 == 0
    }

    /// The CFA-relative offset of the `i`-th pushed callee-saved register.
    pub fn saved_cfa_offset(&self, i: usize) -> i32 {
        -16 - self.tail_reserve as i32 - 8 * (i as i32 + 1)
    }

    /// The CFA-relative offset of an rbp-relative location.
    pub fn cfa_offset_of(&self, rbp_offset: i32) -> i32 {
        rbp_offset - self.incoming_args
    }
}

/// `push rbp; mov rbp, rsp; push <gprs>; sub rsp, N`.
fn dwarf_layout(
    func: &MFunction,
    ra: &Output,
    saved: Vec<PReg>,
    xmm: &[PReg],
    max_align: u64,
) -> Result<FrameLayout, EmitError> {
    let pushed = 8 * saved.len() as u64;
    let xmm_top = align_up(pushed, 16);
    let saved_xmm = xmm.iter().enumerate().map(|(i, &r)| (r, -((xmm_top + 16 * (i as u64 + 1)) as i32))).collect();
    let spill_slots = align_up(ra.num_spill_slots as u64, 2);
    let spill_top = xmm_top + 16 * xmm.len() as u64 + 8 * spill_slots;
    let out = func.max_outgoing_args as u64;
    let (frame_depth, slot_offsets, slot_base, realign) = if max_align > 16 {
        // Objects go above the outgoing area, addressed from the realigned rsp.
        let objs = place_upward(func, out);
        (align_up(spill_top + objs.end, 16), objs.offsets, Register::RSP, Some(max_align as u32))
    } else {
        let mut cur = spill_top;
        let mut offsets = Vec::with_capacity(func.stack_slots.len());
        for s in &func.stack_slots {
            cur = align_up(cur + s.size as u64, s.align as u64);
            offsets.push(-(cur as i64));
        }
        (align_up(cur + out, 16), offsets, Register::RBP, None)
    };
    check_depth(frame_depth)?;
    let frame_size = frame_depth - pushed;
    Ok(FrameLayout {
        style: FrameStyle::Dwarf,
        saved,
        saved_xmm,
        frame_size: frame_size as u32,
        realign,
        spill_base: -(spill_top as i32),
        slot_offsets: slot_offsets.into_iter().map(|o| o as i32).collect(),
        slot_base,
        max_outgoing_args: func.max_outgoing_args,
        restore_rsp: frame_size != 0 || func.has_dynamic_alloca || realign.is_some(),
        base_pointer: false,
        frame_reg_offset: 0,
        incoming_args: 16,
        dynamic_sp: func.has_dynamic_alloca,
        tail_reserve: 0,
    })
}

/// Rejects frames whose offsets would not fit comfortably in 32-bit displacements.
fn check_depth(depth: u64) -> Result<(), EmitError> {
    if depth > i32::MAX as u64 / 2 {
        return err(format!("frame of {depth} bytes is too large"));
    }
    Ok(())
}

/// `push rbp; push <gprs>; sub rsp, N; lea rbp, [rsp + F]; movaps <xmm saves>`; offsets are
/// computed from rsp after the allocation (S) and then made rbp-relative.
fn windows_layout(
    func: &MFunction,
    ra: &Output,
    saved: Vec<PReg>,
    xmm: &[PReg],
    max_align: u64,
) -> Result<FrameLayout, EmitError> {
    let pushed = 8 * saved.len() as u64;
    let out = func.max_outgoing_args as u64;
    let objs = place_upward(func, out);
    let spill_lo = align_up(objs.end, 16);
    let spill_slots = align_up(ra.num_spill_slots as u64, 2);
    let xmm_lo = spill_lo + 8 * spill_slots;
    let mut size = xmm_lo + 16 * xmm.len() as u64;
    // rsp after the allocation is 16-aligned: entry rsp + 8 is, and rbp + pushes + size are below it.
    if !(pushed + size).is_multiple_of(16) {
        size += 8;
    }
    check_depth(size + pushed)?;
    let f = (size / 16 * 16).min(MAX_WIN_FRAME_OFFSET);
    let rel = |s_off: u64| (s_off as i64 - f as i64) as i32;
    let realign = (max_align > 16).then_some(max_align as u32);
    let (slot_offsets, slot_base) = match realign {
        Some(_) => (objs.offsets.iter().map(|&o| o as i32).collect(), Register::RSP),
        None => (objs.offsets.iter().map(|&o| rel(o as u64)).collect(), Register::RBP),
    };
    Ok(FrameLayout {
        style: FrameStyle::Windows,
        saved,
        saved_xmm: xmm.iter().enumerate().map(|(i, &r)| (r, rel(xmm_lo + 16 * i as u64))).collect(),
        frame_size: size as u32,
        realign,
        spill_base: rel(spill_lo),
        slot_offsets,
        slot_base,
        max_outgoing_args: func.max_outgoing_args,
        restore_rsp: func.has_dynamic_alloca || realign.is_some(),
        base_pointer: false,
        frame_reg_offset: f as u32,
        incoming_args: rel(size + pushed + 16),
        dynamic_sp: func.has_dynamic_alloca,
        tail_reserve: 0,
    })
}

/// The callee-saved GPRs (in push order) and xmm registers the allocation or the code mentions.
fn used_callee_saved(func: &MFunction, ra: &Output) -> Result<(Vec<PReg>, Vec<PReg>), EmitError> {
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
    // A register the body need not preserve (r12 carrying a `swifterror` result back, r13/r14 in
    // `swifttailcc`) is neither saved nor restored, even when the allocation uses it.
    let pick = |regs: &[PReg]| {
        regs.iter().copied().filter(|&p| used[p.index()] && !func.not_preserved.contains(p)).collect::<Vec<_>>()
    };
    Ok(match func.conv {
        Convention::SysV => (pick(&CALLEE_SAVED), Vec::new()),
        Convention::Win64 => {
            let xmm: Vec<PReg> = (6..16).map(PReg::xmm).collect();
            (pick(&WIN64_CALLEE_SAVED), pick(&xmm))
        }
    })
}

/// A function of `len` nops with call-frame steps `cfi` and a `style` frame that saves nothing and
/// allocates nothing (for the unwind-table tests).
#[cfg(test)]
pub(crate) fn nop_function(style: FrameStyle, cfi: Vec<(u32, crate::CfiStep)>, len: u32) -> crate::EmittedFunction {
    crate::EmittedFunction {
        sym: kiln_isel::SymId(0),
        code: vec![0x90; len as usize],
        code_len: len,
        relocs: vec![],
        block_offsets: vec![],
        jump_tables: vec![],
        cfi,
        frame: FrameLayout {
            style,
            saved: vec![],
            saved_xmm: vec![],
            frame_size: 0,
            realign: None,
            spill_base: 0,
            slot_offsets: vec![],
            slot_base: Register::RBP,
            max_outgoing_args: 0,
            restore_rsp: false,
            base_pointer: false,
            frame_reg_offset: 0,
            incoming_args: 16,
            dynamic_sp: false,
            tail_reserve: 0,
        },
        call_sites: vec![],
        eh: None,
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
    fn big_alignment_realigns_and_uses_rbx_as_base_pointer_with_dynamic_alloca() {
        let (f, ra) = ret_only(&[(8, 8), (32, 32)], 0, 16, None);
        let l = FrameLayout::compute(&f, &ra).unwrap();
        assert_eq!(l.realign, Some(32));
        assert_eq!(l.slot_base, Register::RSP);
        assert_eq!(l.slot_offsets, vec![16, 32]);
        assert!(l.frame_size >= 64);
        assert!(!l.base_pointer && l.saved.is_empty());
        let mut f2 = f.clone();
        f2.has_dynamic_alloca = true;
        for style in [FrameStyle::Dwarf, FrameStyle::Windows] {
            let l = FrameLayout::compute_for(&f2, &ra, style).unwrap();
            assert!(l.base_pointer && l.slot_base == Register::RBX, "{style:?}");
            assert_eq!(l.saved.first(), Some(&PReg::RBX), "{style:?}: rbx is saved");
            assert_eq!(l.slot_offsets, vec![16, 32], "{style:?}");
        }
        // An allocation that put a value in rbx cannot have a base pointer.
        let (mut f3, ra3) = ret_only(&[(32, 32)], 0, 0, Some(PReg::RBX));
        f3.has_dynamic_alloca = true;
        let e = FrameLayout::compute(&f3, &ra3).unwrap_err();
        assert!(e.0.contains("base pointer"), "{e}");
    }

    fn win64_using(regs: &[PReg], slots: &[(u32, u32)], spills: usize, out: u32) -> (MFunction, Output) {
        let mut b = MFunctionBuilder::new(SymId(0));
        for &(size, align) in slots {
            b.new_stack_slot(size, align);
        }
        b.max_outgoing_args = out;
        for &r in regs {
            let src = if r.class() == kiln_regalloc::RegClass::Vec { PReg::xmm(0) } else { PReg::RAX };
            b.push(MOp::Copy, &[MOperand::Reg(Operand::preg_def(r)), MOperand::Reg(Operand::preg_use(src))]);
        }
        b.push(MOp::Ret, &[]);
        let mut f = b.finish(None).expect("valid function");
        f.conv = Convention::Win64;
        (f, Output { num_spill_slots: spills, ..Output::default() })
    }

    #[test]
    fn win64_body_saves_used_xmm_registers_in_aligned_slots() {
        let (f, ra) = win64_using(&[PReg::RSI, PReg::xmm(6), PReg::xmm(15), PReg::xmm(5)], &[(4, 4)], 3, 0);
        let l = FrameLayout::compute(&f, &ra).unwrap();
        assert_eq!(l.saved, vec![PReg::RSI]);
        let regs: Vec<PReg> = l.saved_xmm.iter().map(|s| s.0).collect();
        assert_eq!(regs, vec![PReg::xmm(6), PReg::xmm(15)]);
        for &(_, off) in &l.saved_xmm {
            assert_eq!(off % 16, 0);
            // Below the pushed rsi (rbp - 8) and above the spill area.
            assert!(off + 16 <= -8 && off >= l.spill_base + 8 * 4, "{l:?}");
            assert!(off >= -(l.frame_size as i32 + 8), "inside the allocated frame: {l:?}");
        }
        assert_eq!(l.cfa_offset_of(l.saved_xmm[0].1), l.saved_xmm[0].1 - 16);
        // A SysV body never saves xmm registers.
        let mut g = f.clone();
        g.conv = Convention::SysV;
        assert!(FrameLayout::compute(&g, &ra).unwrap().saved_xmm.is_empty());
    }

    #[test]
    fn windows_layout_keeps_rsp_and_rbp_aligned_and_slots_disjoint() {
        for pushes in 0..4usize {
            let gprs = [PReg::RBX, PReg::RSI, PReg::RDI, PReg::R12];
            let mut regs: Vec<PReg> = gprs[..pushes].to_vec();
            regs.push(PReg::xmm(7));
            let (f, ra) = win64_using(&regs, &[(12, 4), (40, 16)], 5, 32);
            let l = FrameLayout::compute_for(&f, &ra, FrameStyle::Windows).unwrap();
            assert_eq!(l.style, FrameStyle::Windows);
            // Entry rsp is 8 mod 16; after push rbp, the pushes and the allocation rsp is 16-aligned.
            assert_eq!((8 + 8 * pushes as u32 + l.frame_size) % 16, 8, "{l:?}");
            assert_eq!(l.frame_reg_offset % 16, 0);
            assert!(l.frame_reg_offset <= 240 && l.frame_reg_offset <= l.frame_size);
            // rbp-relative positions of everything, measured from rsp after the allocation (S).
            let f_off = l.frame_reg_offset as i32;
            let from_s = |rbp_off: i32| rbp_off + f_off;
            assert_eq!(from_s(l.incoming_args), l.frame_size as i32 + 8 * pushes as i32 + 16);
            let objs: Vec<i32> = l.slot_offsets.iter().map(|&o| from_s(o)).collect();
            assert!(objs[0] >= 32, "objects above the outgoing area: {l:?}");
            assert_eq!(objs[1] % 16, 0);
            assert!(objs[0] + 12 <= objs[1] || objs[1] + 40 <= objs[0]);
            let spill_lo = from_s(l.spill_base);
            assert_eq!(spill_lo % 16, 0);
            assert!(objs.iter().zip([12, 40]).all(|(&o, sz)| o + sz <= spill_lo));
            let xmm = from_s(l.saved_xmm[0].1);
            assert!(xmm >= spill_lo + 8 * 6 && xmm % 16 == 0);
            assert!(xmm + 16 <= l.frame_size as i32);
            assert!(!l.restore_rsp);
        }
    }

    #[test]
    fn windows_realigned_frames_address_objects_from_rsp() {
        let (mut f, ra) = win64_using(&[], &[(64, 32)], 0, 32);
        let l = FrameLayout::compute_for(&f, &ra, FrameStyle::Windows).unwrap();
        assert_eq!((l.realign, l.slot_base, l.slot_offsets.clone()), (Some(32), Register::RSP, vec![32]));
        assert!(l.restore_rsp);
        assert!(l.frame_size >= 96);
        f.has_dynamic_alloca = true;
        f.stack_slots[0].align = 16;
        let l = FrameLayout::compute_for(&f, &ra, FrameStyle::Windows).unwrap();
        assert!(l.restore_rsp && l.realign.is_none());
    }
}
