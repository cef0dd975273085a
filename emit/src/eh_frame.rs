//! `.eh_frame` generation with gimli: one CIE, and one FDE per function built from the function's
//! call-frame steps, with PC-relative FDE addresses recorded as relocations against the functions.

use gimli::write::{
    Address, CallFrameInstruction, CommonInformationEntry, EhFrame, EndianVec, FrameDescriptionEntry, FrameTable,
    Writer,
};
use gimli::{Encoding, Format, LittleEndian, Register, X86_64};
use kiln_regalloc::PReg;

use crate::{CfiStep, EmitError, EmittedFunction};

/// A PC-relative 32-bit relocation in `.eh_frame`: at `offset`, `function[index] + addend - P`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) struct EhReloc {
    /// Offset of the field in the section.
    pub offset: u32,
    /// Index of the function (in the emitted-function list) the address refers to.
    pub function: usize,
    /// Addend relative to the function's start.
    pub addend: i64,
}

/// A gimli writer that records relocations for symbolic `.eh_frame` pointers.
struct RelocWriter {
    data: EndianVec<LittleEndian>,
    relocs: Vec<EhReloc>,
}

impl Writer for RelocWriter {
    type Endian = LittleEndian;

    fn endian(&self) -> Self::Endian {
        LittleEndian
    }
    fn len(&self) -> usize {
        self.data.len()
    }
    fn write(&mut self, bytes: &[u8]) -> gimli::write::Result<()> {
        self.data.write(bytes)
    }
    fn write_at(&mut self, offset: usize, bytes: &[u8]) -> gimli::write::Result<()> {
        self.data.write_at(offset, bytes)
    }
    fn write_eh_pointer(&mut self, address: Address, eh_pe: gimli::DwEhPe, size: u8) -> gimli::write::Result<()> {
        match address {
            Address::Symbol { symbol, addend }
                if eh_pe.application() == gimli::DW_EH_PE_pcrel && eh_pe.format() == gimli::DW_EH_PE_sdata4 =>
            {
                self.relocs.push(EhReloc { offset: self.data.len() as u32, function: symbol, addend });
                self.data.write_udata(0, 4)
            }
            Address::Symbol { .. } => Err(gimli::write::Error::UnsupportedPointerEncoding(eh_pe)),
            Address::Constant(val) => self.data.write_eh_pointer(Address::Constant(val), eh_pe, size),
        }
    }
}

/// The DWARF register number of a callee-saved register (SysV GPRs, plus rsi, rdi and xmm6-xmm15
/// of Win64 bodies; xmm`n` is DWARF register 17 + `n`).
fn dwarf_reg(reg: PReg) -> Result<Register, EmitError> {
    if reg.class() == kiln_regalloc::RegClass::Vec {
        return Ok(Register(17 + reg.hw_enc() as u16));
    }
    Ok(match reg {
        PReg::RBX => X86_64::RBX,
        PReg::RSI => X86_64::RSI,
        PReg::RDI => X86_64::RDI,
        PReg::R12 => X86_64::R12,
        PReg::R13 => X86_64::R13,
        PReg::R14 => X86_64::R14,
        PReg::R15 => X86_64::R15,
        other => return Err(EmitError(format!("no CFI rule for saving {other}"))),
    })
}

/// Builds `.eh_frame` contents for `funcs` and the relocations of their FDE addresses.
pub(crate) fn build_eh_frame(funcs: &[EmittedFunction]) -> Result<(Vec<u8>, Vec<EhReloc>), EmitError> {
    let encoding = Encoding { format: Format::Dwarf32, version: 1, address_size: 8 };
    let mut cie = CommonInformationEntry::new(encoding, 1, -8, X86_64::RA);
    cie.fde_address_encoding = gimli::DwEhPe(gimli::DW_EH_PE_pcrel.0 | gimli::DW_EH_PE_sdata4.0);
    cie.add_instruction(CallFrameInstruction::Cfa(X86_64::RSP, 8));
    cie.add_instruction(CallFrameInstruction::Offset(X86_64::RA, -8));
    let mut table = FrameTable::default();
    let cie_id = table.add_cie(cie);
    for (i, f) in funcs.iter().enumerate() {
        let mut fde = FrameDescriptionEntry::new(Address::Symbol { symbol: i, addend: 0 }, f.code_len);
        for &(off, step) in &f.cfi {
            match step {
                CfiStep::PushedRbp => {
                    fde.add_instruction(off, CallFrameInstruction::CfaOffset(16));
                    fde.add_instruction(off, CallFrameInstruction::Offset(X86_64::RBP, -16));
                }
                CfiStep::FramePointerSet => fde.add_instruction(off, CallFrameInstruction::CfaRegister(X86_64::RBP)),
                CfiStep::Saved { reg, cfa_offset } => {
                    fde.add_instruction(off, CallFrameInstruction::Offset(dwarf_reg(reg)?, cfa_offset))
                }
                CfiStep::PoppedRbp => {
                    fde.add_instruction(off, CallFrameInstruction::RememberState);
                    fde.add_instruction(off, CallFrameInstruction::Cfa(X86_64::RSP, 8));
                }
                CfiStep::AfterRet => fde.add_instruction(off, CallFrameInstruction::RestoreState),
                CfiStep::Allocated { .. } | CfiStep::FrameRegSet { .. } => {
                    return Err(EmitError(format!("Windows prologue step {step:?} in an .eh_frame function")));
                }
            }
        }
        table.add_fde(cie_id, fde);
    }
    let mut eh = EhFrame(RelocWriter { data: EndianVec::new(LittleEndian), relocs: Vec::new() });
    table.write_eh_frame(&mut eh).map_err(|e| EmitError(format!("cannot write .eh_frame: {e}")))?;
    let w = eh.0;
    Ok((w.data.into_vec(), w.relocs))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::FrameLayout;
    use gimli::{CfaRule, RegisterRule, UnwindSection};

    fn func(cfi: Vec<(u32, CfiStep)>, len: u32) -> EmittedFunction {
        EmittedFunction {
            sym: kiln_isel::SymId(0),
            code: vec![0x90; len as usize],
            code_len: len,
            relocs: vec![],
            block_offsets: vec![],
            jump_tables: vec![],
            cfi,
            frame: FrameLayout {
                style: crate::FrameStyle::Dwarf,
                saved_xmm: vec![],
                frame_reg_offset: 0,
                incoming_args: 16,
                saved: vec![],
                frame_size: 0,
                realign: None,
                spill_base: 0,
                slot_offsets: vec![],
                slot_base: iced_x86::Register::RBP,
                max_outgoing_args: 0,
                restore_rsp: false,
            },
        }
    }

    /// The (offset, CFA rule, rbx rule) rows of the first FDE.
    fn rows(bytes: &[u8]) -> Vec<(u64, CfaRule<usize>, RegisterRule<usize>)> {
        let eh = gimli::read::EhFrame::new(bytes, LittleEndian);
        let bases = gimli::read::BaseAddresses::default().set_eh_frame(0);
        let mut entries = eh.entries(&bases);
        let mut out = Vec::new();
        while let Some(entry) = entries.next().unwrap() {
            if let gimli::read::CieOrFde::Fde(partial) = entry {
                let fde = partial.parse(|_, b, o| eh.cie_from_offset(b, o)).unwrap();
                let start = fde.initial_address();
                let mut ctx = gimli::read::UnwindContext::new();
                let mut table = fde.rows(&eh, &bases, &mut ctx).unwrap();
                while let Some(row) = table.next_row().unwrap() {
                    out.push((row.start_address() - start, row.cfa().clone(), row.register(X86_64::RBX)));
                }
                break;
            }
        }
        out
    }

    #[test]
    fn rows_follow_prologue_and_epilogue() {
        let cfi = vec![
            (1, CfiStep::PushedRbp),
            (4, CfiStep::FramePointerSet),
            (5, CfiStep::Saved { reg: PReg::RBX, cfa_offset: -24 }),
            (12, CfiStep::PoppedRbp),
            (13, CfiStep::AfterRet),
        ];
        let (bytes, relocs) = build_eh_frame(&[func(cfi, 20)]).unwrap();
        assert_eq!(relocs.len(), 1);
        assert_eq!(relocs[0].function, 0);
        let r = rows(&bytes);
        let cfa = |reg, offset| CfaRule::RegisterAndOffset { register: reg, offset };
        assert_eq!(r[0], (0, cfa(X86_64::RSP, 8), RegisterRule::Undefined));
        assert_eq!(r[1], (1, cfa(X86_64::RSP, 16), RegisterRule::Undefined));
        assert_eq!(r[2], (4, cfa(X86_64::RBP, 16), RegisterRule::Undefined));
        assert_eq!(r[3], (5, cfa(X86_64::RBP, 16), RegisterRule::Offset(-24)));
        assert_eq!(r[4], (12, cfa(X86_64::RSP, 8), RegisterRule::Offset(-24)));
        assert_eq!(r[5], (13, cfa(X86_64::RBP, 16), RegisterRule::Offset(-24)));
    }

    #[test]
    fn one_fde_relocation_per_function() {
        let fs = vec![func(vec![(1, CfiStep::PushedRbp)], 8), func(vec![(1, CfiStep::PushedRbp)], 8)];
        let (_, relocs) = build_eh_frame(&fs).unwrap();
        assert_eq!(relocs.iter().map(|r| r.function).collect::<Vec<_>>(), vec![0, 1]);
        assert!(relocs[0].offset < relocs[1].offset);
    }

    #[test]
    fn saving_a_caller_saved_register_is_rejected() {
        let f = func(vec![(1, CfiStep::Saved { reg: PReg::RAX, cfa_offset: -24 })], 4);
        assert!(build_eh_frame(&[f]).is_err());
    }
}
