//! `.eh_frame` generation with gimli: a plain CIE (`zR`), one CIE per personality routine for the
//! functions with landing pads (`zPLR`: the personality through an indirect PC-relative pointer,
//! the FDE's LSDA pointer PC-relative), and one FDE per function built from the function's
//! call-frame steps. PC-relative pointers are recorded as relocations the object writer resolves.

use gimli::write::{
    Address, CallFrameInstruction, CommonInformationEntry, EhFrame, EndianVec, FrameDescriptionEntry, FrameTable,
    Writer,
};
use gimli::{Encoding, Format, LittleEndian, Register, X86_64};
use kiln_regalloc::PReg;

use crate::{CfiStep, EmitError, EmittedFunction};

/// A PC-relative 32-bit relocation in `.eh_frame`: at `offset`, `target + addend - P`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) struct EhReloc {
    /// Offset of the field in the section.
    pub offset: u32,
    /// What the address refers to.
    pub target: EhTarget,
    /// Addend relative to the target.
    pub addend: i64,
}

/// What an `.eh_frame` pointer refers to.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum EhTarget {
    /// The start of function `i` (in the emitted-function list).
    Function(usize),
    /// The LSDA of function `i` (see `crate::lsda`).
    Lsda(usize),
    /// A pointer-sized slot holding the personality routine's address (the CIE's pointer is
    /// indirect): the writer provides the slot.
    Personality(kiln_isel::SymId),
}

/// `gimli` names symbolic addresses by an index: functions, then their LSDAs, then personalities.
struct SymbolSpace<'a> {
    functions: usize,
    personalities: &'a [kiln_isel::SymId],
}

impl SymbolSpace<'_> {
    fn target(&self, symbol: usize) -> EhTarget {
        let n = self.functions;
        if symbol < n {
            EhTarget::Function(symbol)
        } else if symbol < 2 * n {
            EhTarget::Lsda(symbol - n)
        } else {
            EhTarget::Personality(self.personalities[symbol - 2 * n])
        }
    }
}

/// How an `.eh_frame` writer stores a symbolic pointer (`function[symbol] + addend`, encoded `eh_pe`).
pub(crate) trait SymbolPointers {
    /// Writes the pointer at the end of `data`.
    fn write(
        &mut self,
        data: &mut EndianVec<LittleEndian>,
        symbol: usize,
        addend: i64,
        eh_pe: gimli::DwEhPe,
    ) -> gimli::write::Result<()>;
}

/// A gimli writer for `.eh_frame` bytes whose symbolic pointers are written by `pointers`.
pub(crate) struct EhWriter<P> {
    /// The bytes written so far.
    pub data: EndianVec<LittleEndian>,
    /// What writes the symbolic pointers.
    pub pointers: P,
}

impl<P: SymbolPointers> Writer for EhWriter<P> {
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
            Address::Symbol { symbol, addend } => self.pointers.write(&mut self.data, symbol, addend, eh_pe),
            Address::Constant(val) => self.data.write_eh_pointer(Address::Constant(val), eh_pe, size),
        }
    }
}

/// ELF `.eh_frame` pointers: 4-byte PC-relative fields left 0, each recorded as an [`EhReloc`].
struct RelocatedPointers<'a>(Vec<EhReloc>, SymbolSpace<'a>);

impl SymbolPointers for RelocatedPointers<'_> {
    fn write(
        &mut self,
        data: &mut EndianVec<LittleEndian>,
        symbol: usize,
        addend: i64,
        eh_pe: gimli::DwEhPe,
    ) -> gimli::write::Result<()> {
        if eh_pe.application() != gimli::DW_EH_PE_pcrel || eh_pe.format() != gimli::DW_EH_PE_sdata4 {
            return Err(gimli::write::Error::UnsupportedPointerEncoding(eh_pe));
        }
        self.0.push(EhReloc { offset: data.len() as u32, target: self.1.target(symbol), addend });
        data.write_udata(0, 4)
    }
}

/// The DWARF register number of a callee-saved register (SysV GPRs, plus rsi, rdi and xmm6-xmm15
/// of Win64 bodies; xmm`n` is DWARF register 17 + `n`).
fn dwarf_reg(reg: PReg) -> Result<Register, EmitError> {
    let callee_saved = [PReg::RBX, PReg::RSI, PReg::RDI, PReg::R12, PReg::R13, PReg::R14, PReg::R15];
    if reg.class() == kiln_regalloc::RegClass::Int && !callee_saved.contains(&reg) {
        return Err(EmitError(format!("no CFI rule for saving {other}", other = reg)));
    }
    Ok(Register(dwarf_number(reg)))
}

/// The DWARF register number of any x86-64 register (psABI table 3.36): rax 0, rdx 1, rcx 2, rbx 3,
/// rsi 4, rdi 5, rbp 6, rsp 7, r8..r15 8..15, xmm0..15 17..32.
pub(crate) fn dwarf_number(reg: PReg) -> u16 {
    const BY_ENCODING: [u16; 16] = [0, 2, 1, 3, 7, 6, 4, 5, 8, 9, 10, 11, 12, 13, 14, 15];
    match reg.class() {
        kiln_regalloc::RegClass::Vec => 17 + reg.hw_enc() as u16,
        kiln_regalloc::RegClass::Int => BY_ENCODING[reg.hw_enc() as usize & 15],
    }
}

/// The DWARF register number of an iced 64-bit register (the bases a frame address can have).
pub(crate) fn dwarf_number_of(reg: iced_x86::Register) -> Option<u16> {
    let n = reg.number();
    (reg.is_gpr64()).then(|| dwarf_number(PReg::gpr(n as u8)))
}

/// Builds `.eh_frame` contents for `funcs` and the relocations of their FDE addresses.
pub(crate) fn build_eh_frame(funcs: &[EmittedFunction]) -> Result<(Vec<u8>, Vec<EhReloc>), EmitError> {
    let encoding = Encoding { format: Format::Dwarf32, version: 1, address_size: 8 };
    let mut cie = CommonInformationEntry::new(encoding, 1, -8, X86_64::RA);
    cie.fde_address_encoding = gimli::DwEhPe(gimli::DW_EH_PE_pcrel.0 | gimli::DW_EH_PE_sdata4.0);
    cie.add_instruction(CallFrameInstruction::Cfa(X86_64::RSP, 8));
    cie.add_instruction(CallFrameInstruction::Offset(X86_64::RA, -8));
    let mut table = FrameTable::default();
    let n = funcs.len();
    let mut personalities: Vec<kiln_isel::SymId> = Vec::new();
    let mut cies = Vec::new();
    let plain = table.add_cie(cie.clone());
    for (i, f) in funcs.iter().enumerate() {
        let personality = f.eh.as_ref().filter(|_| crate::lsda::has_lsda(f)).map(|eh| eh.personality);
        let cie_id = match personality {
            None => plain,
            Some(p) => match personalities.iter().position(|&q| q == p) {
                Some(k) => cies[k],
                None => {
                    let mut with = cie.clone();
                    let indirect = gimli::DW_EH_PE_indirect.0 | gimli::DW_EH_PE_pcrel.0 | gimli::DW_EH_PE_sdata4.0;
                    let symbol = 2 * n + personalities.len();
                    with.personality = Some((gimli::DwEhPe(indirect), Address::Symbol { symbol, addend: 0 }));
                    with.lsda_encoding = Some(gimli::DwEhPe(gimli::DW_EH_PE_pcrel.0 | gimli::DW_EH_PE_sdata4.0));
                    personalities.push(p);
                    cies.push(table.add_cie(with));
                    *cies.last().expect("just pushed")
                }
            },
        };
        let mut fde = FrameDescriptionEntry::new(Address::Symbol { symbol: i, addend: 0 }, f.code_len);
        if personality.is_some() {
            fde.lsda = Some(Address::Symbol { symbol: n + i, addend: 0 });
        }
        // Bytes between the return address and the saved rbp (a tail-call reserve).
        let mut reserve = 0i32;
        for &(off, step) in &f.cfi {
            match step {
                CfiStep::Reserved { size } => {
                    reserve = size as i32;
                    fde.add_instruction(off, CallFrameInstruction::CfaOffset(8 + reserve));
                }
                CfiStep::PushedRbp => {
                    fde.add_instruction(off, CallFrameInstruction::CfaOffset(16 + reserve));
                    fde.add_instruction(off, CallFrameInstruction::Offset(X86_64::RBP, -16 - reserve));
                }
                CfiStep::FramePointerSet => fde.add_instruction(off, CallFrameInstruction::CfaRegister(X86_64::RBP)),
                CfiStep::Saved { reg, cfa_offset } => {
                    fde.add_instruction(off, CallFrameInstruction::Offset(dwarf_reg(reg)?, cfa_offset))
                }
                CfiStep::PoppedRbp => {
                    fde.add_instruction(off, CallFrameInstruction::RememberState);
                    fde.add_instruction(off, CallFrameInstruction::Cfa(X86_64::RSP, 8 + reserve));
                }
                CfiStep::Released => fde.add_instruction(off, CallFrameInstruction::CfaOffset(8)),
                CfiStep::AfterRet => fde.add_instruction(off, CallFrameInstruction::RestoreState),
                CfiStep::Allocated { .. } | CfiStep::FrameRegSet { .. } => {
                    return Err(EmitError(format!("Windows prologue step {step:?} in an .eh_frame function")));
                }
            }
        }
        table.add_fde(cie_id, fde);
    }
    let space = SymbolSpace { functions: n, personalities: &personalities };
    let mut eh =
        EhFrame(EhWriter { data: EndianVec::new(LittleEndian), pointers: RelocatedPointers(Vec::new(), space) });
    table.write_eh_frame(&mut eh).map_err(|e| EmitError(format!("cannot write .eh_frame: {e}")))?;
    let w = eh.0;
    Ok((w.data.into_vec(), w.pointers.0))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::frame::nop_function;
    use crate::FrameStyle;
    use gimli::{CfaRule, RegisterRule, UnwindSection};

    fn func(cfi: Vec<(u32, CfiStep)>, len: u32) -> EmittedFunction {
        nop_function(FrameStyle::Dwarf, cfi, len)
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
        assert_eq!(relocs[0].target, EhTarget::Function(0));
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
    fn a_tail_call_reserve_moves_the_saved_registers_and_the_cfa() {
        let cfi = vec![
            (4, CfiStep::Reserved { size: 16 }),
            (5, CfiStep::PushedRbp),
            (8, CfiStep::FramePointerSet),
            (9, CfiStep::Saved { reg: PReg::RBX, cfa_offset: -40 }),
            (12, CfiStep::PoppedRbp),
            (16, CfiStep::Released),
            (17, CfiStep::AfterRet),
        ];
        let (bytes, _) = build_eh_frame(&[func(cfi, 24)]).unwrap();
        let r = rows(&bytes);
        let cfa = |reg, offset| CfaRule::RegisterAndOffset { register: reg, offset };
        assert_eq!(r[1], (4, cfa(X86_64::RSP, 24), RegisterRule::Undefined));
        assert_eq!(r[2], (5, cfa(X86_64::RSP, 32), RegisterRule::Undefined));
        assert_eq!(r[3], (8, cfa(X86_64::RBP, 32), RegisterRule::Undefined));
        assert_eq!(r[4], (9, cfa(X86_64::RBP, 32), RegisterRule::Offset(-40)));
        assert_eq!(r[5], (12, cfa(X86_64::RSP, 24), RegisterRule::Offset(-40)));
        assert_eq!(r[6], (16, cfa(X86_64::RSP, 8), RegisterRule::Offset(-40)));
        assert_eq!(r[7], (17, cfa(X86_64::RBP, 32), RegisterRule::Offset(-40)));
    }

    #[test]
    fn one_fde_relocation_per_function() {
        let fs = vec![func(vec![(1, CfiStep::PushedRbp)], 8), func(vec![(1, CfiStep::PushedRbp)], 8)];
        let (_, relocs) = build_eh_frame(&fs).unwrap();
        assert_eq!(
            relocs.iter().map(|r| r.target).collect::<Vec<_>>(),
            vec![EhTarget::Function(0), EhTarget::Function(1)]
        );
        assert!(relocs[0].offset < relocs[1].offset);
    }

    #[test]
    fn saving_a_caller_saved_register_is_rejected() {
        let f = func(vec![(1, CfiStep::Saved { reg: PReg::RAX, cfa_offset: -24 })], 4);
        assert!(build_eh_frame(&[f]).is_err());
    }
}
