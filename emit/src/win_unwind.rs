//! Windows x64 unwind data: the `UNWIND_INFO` of a function (`.xdata`) built from the call-frame
//! steps of its Windows-style prologue (see `frame.rs`): `UWOP_PUSH_NONVOL` for `push rbp` and the
//! pushed callee-saved registers, `UWOP_ALLOC_SMALL`/`UWOP_ALLOC_LARGE` for the allocation,
//! `UWOP_SET_FPREG` for `lea rbp, [rsp + F]`, and `UWOP_SAVE_XMM128(_FAR)` for the xmm saves.
//!
//! Layout (Microsoft "x64 exception handling"): a 4-byte header (version 1 | flags << 3, prologue
//! size, number of 2-byte code slots, frame register | scaled frame offset << 4), then the codes
//! in reverse prologue order, each slot `[prologue offset after the instruction, op | info << 4]`
//! with operands in the following slots, padded to an even number of slots.

use kiln_regalloc::RegClass;

use crate::{err, CfiStep, EmitError, EmittedFunction};

/// `UWOP_PUSH_NONVOL`.
const UWOP_PUSH_NONVOL: u8 = 0;
/// `UWOP_ALLOC_LARGE`.
const UWOP_ALLOC_LARGE: u8 = 1;
/// `UWOP_ALLOC_SMALL`.
const UWOP_ALLOC_SMALL: u8 = 2;
/// `UWOP_SET_FPREG`.
const UWOP_SET_FPREG: u8 = 3;
/// `UWOP_SAVE_XMM128`.
const UWOP_SAVE_XMM128: u8 = 8;
/// `UWOP_SAVE_XMM128_FAR`.
const UWOP_SAVE_XMM128_FAR: u8 = 9;
/// Hardware number of rbp, the frame register.
const RBP: u8 = 5;

/// One unwind operation; `at` is the prologue offset just past the instruction it describes.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum UnwindCode {
    /// `push reg` (hardware register number).
    PushNonvol {
        /// Offset after the push.
        at: u8,
        /// Register number (rax = 0 ... r15 = 15).
        reg: u8,
    },
    /// `sub rsp, size` (a multiple of 8).
    Alloc {
        /// Offset after the allocation.
        at: u8,
        /// Bytes allocated.
        size: u32,
    },
    /// `lea rbp, [rsp + offset]`: rbp becomes the frame register.
    SetFpreg {
        /// Offset after the instruction.
        at: u8,
    },
    /// `movaps [frame + offset], xmm<reg>` where frame is rsp after the allocation.
    SaveXmm128 {
        /// Offset after the store.
        at: u8,
        /// xmm register number.
        reg: u8,
        /// Offset of the 16-byte save slot from rsp after the allocation (a multiple of 16).
        offset: u32,
    },
}

/// `UNWIND_INFO` flag: the handler is called while looking for an exception handler.
const UNW_FLAG_EHANDLER: u8 = 1;
/// `UNWIND_INFO` flag: the handler is called while unwinding.
const UNW_FLAG_UHANDLER: u8 = 2;

/// The unwind description of one function.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct UnwindInfo {
    /// Length of the prologue in bytes.
    pub prolog_size: u8,
    /// rbp minus rsp after the allocation when rbp is the frame register (a multiple of 16, at most 240).
    pub frame_offset: Option<u32>,
    /// Codes in prologue order.
    pub codes: Vec<UnwindCode>,
    /// Whether a language-specific handler follows the codes (its RVA, then its data): set for
    /// functions with landing pads, whose handler is the personality routine (flags
    /// `UNW_FLAG_EHANDLER | UNW_FLAG_UHANDLER`, as gcc writes `.seh_handler P, @unwind, @except`).
    pub handler: bool,
}

/// A prologue offset as the byte the format stores.
fn prologue_offset(off: u32) -> Result<u8, EmitError> {
    u8::try_from(off).map_err(|_| EmitError(format!("prologue longer than 255 bytes (step at {off})")))
}

/// Builds the unwind description of a function emitted with the Windows frame style.
pub fn unwind_info(f: &EmittedFunction) -> Result<UnwindInfo, EmitError> {
    let frame = &f.frame;
    // From rsp after the allocation up to the CFA (entry rsp + 8).
    let cfa_above_frame = frame.frame_size as i64 + 8 * frame.saved.len() as i64 + 16 + i64::from(frame.tail_reserve);
    let mut info = UnwindInfo { prolog_size: 0, frame_offset: None, codes: Vec::new(), handler: false };
    for &(off, step) in &f.cfi {
        let at = match step {
            CfiStep::PoppedRbp | CfiStep::Released | CfiStep::AfterRet => break,
            _ => prologue_offset(off)?,
        };
        let code = match step {
            // A tail-call reserve is an allocation before `push rbp`; undone last.
            CfiStep::Reserved { size } => UnwindCode::Alloc { at, size },
            CfiStep::PushedRbp => UnwindCode::PushNonvol { at, reg: RBP },
            CfiStep::Saved { reg, .. } if reg.class() == RegClass::Int => {
                UnwindCode::PushNonvol { at, reg: reg.hw_enc() }
            }
            CfiStep::Saved { reg, cfa_offset } => {
                let offset = cfa_offset as i64 + cfa_above_frame;
                if offset < 0 || offset % 16 != 0 || offset > u32::MAX as i64 {
                    return err(format!("{reg} saved at frame offset {offset}, not a 16-aligned slot in the frame"));
                }
                UnwindCode::SaveXmm128 { at, reg: reg.hw_enc(), offset: offset as u32 }
            }
            CfiStep::Allocated { size } => UnwindCode::Alloc { at, size },
            CfiStep::FrameRegSet { offset } => {
                if offset % 16 != 0 || offset > 240 {
                    return err(format!("frame register offset {offset} is not a multiple of 16 up to 240"));
                }
                info.frame_offset = Some(offset);
                UnwindCode::SetFpreg { at }
            }
            CfiStep::FramePointerSet => return err("`mov rbp, rsp` right after `push rbp` is not a Windows prologue"),
            CfiStep::PoppedRbp | CfiStep::Released | CfiStep::AfterRet => break,
        };
        info.prolog_size = at;
        info.codes.push(code);
    }
    Ok(info)
}

impl UnwindInfo {
    /// The `UNWIND_INFO` bytes (a multiple of 4 long).
    pub fn encode(&self) -> Result<Vec<u8>, EmitError> {
        let mut slots: Vec<[u8; 2]> = Vec::new();
        for code in self.codes.iter().rev() {
            encode_code(*code, &mut slots)?;
        }
        let count = u8::try_from(slots.len()).map_err(|_| EmitError("more than 255 unwind code slots".into()))?;
        if slots.len() % 2 == 1 {
            slots.push([0, 0]);
        }
        let frame = match self.frame_offset {
            Some(off) => RBP | ((off / 16) as u8) << 4,
            None => 0,
        };
        // Version 1; the flags are the top five bits.
        let flags = if self.handler { (UNW_FLAG_EHANDLER | UNW_FLAG_UHANDLER) << 3 } else { 0 };
        let mut out = vec![1 | flags, self.prolog_size, count, frame];
        out.extend(slots.iter().flatten());
        Ok(out)
    }
}

/// Appends the slots of one code (operands after the code slot, little-endian).
fn encode_code(code: UnwindCode, slots: &mut Vec<[u8; 2]>) -> Result<(), EmitError> {
    let op = |at: u8, op: u8, info: u8| [at, op | (info << 4)];
    let u16_slot = |v: u32| (v as u16).to_le_bytes();
    let u32_slots = |v: u32| {
        let b = v.to_le_bytes();
        [[b[0], b[1]], [b[2], b[3]]]
    };
    match code {
        UnwindCode::PushNonvol { at, reg } => slots.push(op(at, UWOP_PUSH_NONVOL, reg & 15)),
        UnwindCode::Alloc { at, size } => {
            if size == 0 || size % 8 != 0 {
                return err(format!("stack allocation of {size} bytes is not a positive multiple of 8"));
            }
            if size <= 128 {
                slots.push(op(at, UWOP_ALLOC_SMALL, (size / 8 - 1) as u8));
            } else if size / 8 <= 0xFFFF {
                slots.push(op(at, UWOP_ALLOC_LARGE, 0));
                slots.push(u16_slot(size / 8));
            } else {
                slots.push(op(at, UWOP_ALLOC_LARGE, 1));
                slots.extend(u32_slots(size));
            }
        }
        UnwindCode::SetFpreg { at } => slots.push(op(at, UWOP_SET_FPREG, 0)),
        UnwindCode::SaveXmm128 { at, reg, offset } => {
            if offset % 16 != 0 {
                return err(format!("xmm{reg} save slot at {offset} is not 16-aligned"));
            }
            if offset / 16 <= 0xFFFF {
                slots.push(op(at, UWOP_SAVE_XMM128, reg & 15));
                slots.push(u16_slot(offset / 16));
            } else {
                slots.push(op(at, UWOP_SAVE_XMM128_FAR, reg & 15));
                slots.extend(u32_slots(offset));
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::frame::nop_function;
    use crate::FrameStyle;
    use kiln_regalloc::PReg;

    /// 64 bytes of nops with a Windows frame of `frame_size` bytes below the pushed `saved`.
    fn func(cfi: Vec<(u32, CfiStep)>, frame_size: u32, saved: Vec<PReg>) -> EmittedFunction {
        let mut f = nop_function(FrameStyle::Windows, cfi, 64);
        f.frame.frame_size = frame_size;
        f.frame.saved = saved;
        f
    }

    #[test]
    fn small_prologue_encodes_in_reverse_order() {
        // push rbp (1); push rsi (2); push r12 (4); sub rsp, 0x28 (8); lea rbp, [rsp+0x20] (13);
        // movaps [rbp+0], xmm6 (17) — saved at frame offset 0x20.
        let cfi = vec![
            (1, CfiStep::PushedRbp),
            (2, CfiStep::Saved { reg: PReg::RSI, cfa_offset: -24 }),
            (4, CfiStep::Saved { reg: PReg::R12, cfa_offset: -32 }),
            (8, CfiStep::Allocated { size: 0x28 }),
            (13, CfiStep::FrameRegSet { offset: 0x20 }),
            // CFA = frame + 0x28 + 16 + 16 = frame + 0x48; slot at frame + 0x20 = CFA - 0x28.
            (17, CfiStep::Saved { reg: PReg::xmm(6), cfa_offset: -0x28 }),
            (30, CfiStep::PoppedRbp),
        ];
        let f = func(cfi, 0x28, vec![PReg::RSI, PReg::R12]);
        let info = unwind_info(&f).unwrap();
        assert_eq!(info.prolog_size, 17);
        assert_eq!(info.frame_offset, Some(0x20));
        assert_eq!(info.codes[5], UnwindCode::SaveXmm128 { at: 17, reg: 6, offset: 0x20 });
        let bytes = info.encode().unwrap();
        #[rustfmt::skip]
        let expect = vec![
            1, 17, 7, 0x25,       // version 1, prologue 17, 7 slots, rbp with offset 2*16
            17, 0x68, 2, 0,       // SAVE_XMM128 xmm6, offset 2*16
            13, 0x03,             // SET_FPREG
            8, 0x42,              // ALLOC_SMALL (4+1)*8 = 0x28
            4, 0xC0,              // PUSH_NONVOL r12
            2, 0x60,              // PUSH_NONVOL rsi
            1, 0x50,              // PUSH_NONVOL rbp
            0, 0,                 // padding to an even slot count
        ];
        assert_eq!(bytes, expect);
        assert_eq!(bytes.len() % 4, 0);
    }

    #[test]
    fn allocation_sizes_pick_the_right_form() {
        let enc = |size| {
            let mut s = Vec::new();
            encode_code(UnwindCode::Alloc { at: 9, size }, &mut s).map(|_| s)
        };
        assert_eq!(enc(8).unwrap(), vec![[9, 0x02]]);
        assert_eq!(enc(128).unwrap(), vec![[9, 0xF2]]);
        assert_eq!(enc(136).unwrap(), vec![[9, 0x01], [17, 0]]);
        assert_eq!(enc(0x7FFF8).unwrap(), vec![[9, 0x01], [0xFF, 0xFF]]);
        assert_eq!(enc(0x80000).unwrap(), vec![[9, 0x11], [0, 0], [8, 0]]);
        assert!(enc(12).is_err());
        assert!(enc(0).is_err());
    }

    #[test]
    fn far_xmm_saves_use_32_bit_offsets() {
        let mut s = Vec::new();
        encode_code(UnwindCode::SaveXmm128 { at: 3, reg: 15, offset: 0x10_0000 }, &mut s).unwrap();
        assert_eq!(s, vec![[3, 0xF9], [0, 0], [0x10, 0]]);
        assert!(encode_code(UnwindCode::SaveXmm128 { at: 3, reg: 7, offset: 8 }, &mut s).is_err());
    }

    #[test]
    fn dwarf_prologues_and_bad_offsets_are_rejected() {
        let f = func(vec![(1, CfiStep::PushedRbp), (4, CfiStep::FramePointerSet)], 0, vec![]);
        assert!(unwind_info(&f).is_err());
        let f = func(vec![(300, CfiStep::PushedRbp)], 0, vec![]);
        assert!(unwind_info(&f).is_err());
        let f = func(vec![(1, CfiStep::FrameRegSet { offset: 24 })], 0, vec![]);
        assert!(unwind_info(&f).is_err());
    }

    #[test]
    fn epilogue_steps_end_the_prologue() {
        let cfi = vec![(1, CfiStep::PushedRbp), (4, CfiStep::FrameRegSet { offset: 0 }), (9, CfiStep::PoppedRbp)];
        let info = unwind_info(&func(cfi, 0, vec![])).unwrap();
        assert_eq!(info.prolog_size, 4);
        assert_eq!(info.encode().unwrap(), vec![1, 4, 2, 0x05, 4, 0x03, 1, 0x50]);
        assert_eq!(info.codes[0], UnwindCode::PushNonvol { at: 1, reg: 5 });
    }
}
