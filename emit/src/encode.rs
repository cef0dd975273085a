//! Encoding: machine instructions with their register allocation into x86-64 bytes with iced-x86,
//! including the prologue and epilogues, allocator edits, pseudo-instruction expansion, branch
//! relaxation (short forms where the displacement fits) and relocations.

use iced_x86::{Code, Encoder, Instruction, MemoryOperand, OpCodeOperandKind, OpKind, Register};
use kiln_isel::{Amode, AmodeBase, Cond, JumpTableId, MFunction, MModule, MOp, MOperand, SymId};
use kiln_regalloc::{Allocation, Block, Edit, Inst, MachineEnv, Output, PReg, ProgPoint, RegClass, RegRef};

use crate::frame::{FrameLayout, FrameStyle};
use crate::{err, CfiStep, CodeReloc, CodeRelocKind, EmitError, EmittedFunction, EmittedJumpTable};

/// Page size for stack probing.
const PAGE: u32 = 4096;
/// Largest number of pages probed with straight-line code.
const PROBE_UNROLL: u32 = 8;

/// A relocation inside an encoded instruction, relative to the instruction's start.
#[derive(Copy, Clone, Debug)]
struct PendingReloc {
    field: u32,
    kind: CodeRelocKind,
    sym: SymId,
    addend: i64,
}

/// Where a tail call's epilogue jumps.
#[derive(Copy, Clone, Debug)]
enum TailTarget {
    /// `jmp rel32` to a symbol (a `Plt32` relocation, as calls have).
    Sym(SymId, i64),
    /// `jmp r64`.
    Reg(PReg),
}

/// A piece of the function before layout.
#[derive(Clone, Debug)]
enum Item {
    /// Position-independent bytes `buf[start..start + len]`, maybe with a relocation.
    Bytes { start: u32, len: u32, reloc: Option<PendingReloc> },
    /// `jmp`/`jcc` to a block, short or near.
    Branch { cond: Option<Cond>, target: Block, long: bool },
    /// Start of a block.
    Label(Block),
    /// `lea reg, [rip + table]` at `buf[start..start + len]`: the 4-byte field at `field` is patched after layout.
    TableLea { start: u32, len: u32, field: u32, table: JumpTableId },
    /// A call-frame step at the current offset.
    Cfi(CfiStep),
    /// The offset call-site record `MFunction::call_sites[k]` names.
    Site(u32),
    /// The start of the call of record `k`, when it has an unwind destination (its exception
    /// call-site range starts here and ends at its `Site`).
    SiteStart(u32),
}

impl Item {
    fn size(&self) -> u32 {
        match self {
            Item::Bytes { len, .. } | Item::TableLea { len, .. } => *len,
            Item::Branch { cond: None, long, .. } => {
                if *long {
                    5
                } else {
                    2
                }
            }
            Item::Branch { cond: Some(_), long, .. } => {
                if *long {
                    6
                } else {
                    2
                }
            }
            Item::Label(_) | Item::Cfi(_) | Item::Site(_) | Item::SiteStart(_) => 0,
        }
    }
}

/// Register width an operand slot of an iced `Code` takes.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Width {
    B8,
    B16,
    B32,
    B64,
    Xmm,
}

/// The register width of an operand kind, or `None` if the operand is not a register/memory slot.
fn operand_width(kind: OpCodeOperandKind) -> Option<Width> {
    use OpCodeOperandKind as K;
    Some(match kind {
        K::r8_or_mem | K::r8_reg | K::r8_opcode | K::al | K::cl => Width::B8,
        K::r16_or_mem | K::r16_reg | K::r16_reg_mem | K::r16_rm | K::r16_opcode | K::ax | K::dx => Width::B16,
        K::r32_or_mem
        | K::r32_or_mem_mpx
        | K::r32_reg
        | K::r32_reg_mem
        | K::r32_rm
        | K::r32_opcode
        | K::r32_vvvv
        | K::eax => Width::B32,
        K::r64_or_mem
        | K::r64_or_mem_mpx
        | K::r64_reg
        | K::r64_reg_mem
        | K::r64_rm
        | K::r64_opcode
        | K::r64_vvvv
        | K::rax => Width::B64,
        K::xmm_or_mem | K::xmm_reg | K::xmm_rm | K::xmm_vvvv | K::xmmp3_vvvv | K::xmm_is4 | K::xmm_is5 => Width::Xmm,
        _ => return None,
    })
}

/// The x87 stack registers `st(0)..st(7)`, which an `MOperand::Imm(k)` names in an `st0`/`sti` slot.
const X87_STACK: [Register; 8] = [
    Register::ST0,
    Register::ST1,
    Register::ST2,
    Register::ST3,
    Register::ST4,
    Register::ST5,
    Register::ST6,
    Register::ST7,
];

/// The iced immediate operand kind for an immediate operand slot, with the accepted value range.
fn immediate_kind(kind: OpCodeOperandKind) -> Option<(OpKind, i64, i64)> {
    use OpCodeOperandKind as K;
    Some(match kind {
        K::imm8 | K::imm8_const_1 => (OpKind::Immediate8, -128, 255),
        K::imm8sex16 => (OpKind::Immediate8to16, -128, 127),
        K::imm8sex32 => (OpKind::Immediate8to32, -128, 127),
        K::imm8sex64 => (OpKind::Immediate8to64, -128, 127),
        K::imm16 => (OpKind::Immediate16, -32768, 65535),
        K::imm32 => (OpKind::Immediate32, i32::MIN as i64, u32::MAX as i64),
        K::imm32sex64 => (OpKind::Immediate32to64, i32::MIN as i64, i32::MAX as i64),
        K::imm64 => (OpKind::Immediate64, i64::MIN, i64::MAX),
        _ => return None,
    })
}

const GPR8: [Register; 16] = [
    Register::AL,
    Register::CL,
    Register::DL,
    Register::BL,
    Register::SPL,
    Register::BPL,
    Register::SIL,
    Register::DIL,
    Register::R8L,
    Register::R9L,
    Register::R10L,
    Register::R11L,
    Register::R12L,
    Register::R13L,
    Register::R14L,
    Register::R15L,
];
const GPR16: [Register; 16] = [
    Register::AX,
    Register::CX,
    Register::DX,
    Register::BX,
    Register::SP,
    Register::BP,
    Register::SI,
    Register::DI,
    Register::R8W,
    Register::R9W,
    Register::R10W,
    Register::R11W,
    Register::R12W,
    Register::R13W,
    Register::R14W,
    Register::R15W,
];
const GPR32: [Register; 16] = [
    Register::EAX,
    Register::ECX,
    Register::EDX,
    Register::EBX,
    Register::ESP,
    Register::EBP,
    Register::ESI,
    Register::EDI,
    Register::R8D,
    Register::R9D,
    Register::R10D,
    Register::R11D,
    Register::R12D,
    Register::R13D,
    Register::R14D,
    Register::R15D,
];
const GPR64: [Register; 16] = [
    Register::RAX,
    Register::RCX,
    Register::RDX,
    Register::RBX,
    Register::RSP,
    Register::RBP,
    Register::RSI,
    Register::RDI,
    Register::R8,
    Register::R9,
    Register::R10,
    Register::R11,
    Register::R12,
    Register::R13,
    Register::R14,
    Register::R15,
];
const XMM: [Register; 16] = [
    Register::XMM0,
    Register::XMM1,
    Register::XMM2,
    Register::XMM3,
    Register::XMM4,
    Register::XMM5,
    Register::XMM6,
    Register::XMM7,
    Register::XMM8,
    Register::XMM9,
    Register::XMM10,
    Register::XMM11,
    Register::XMM12,
    Register::XMM13,
    Register::XMM14,
    Register::XMM15,
];

/// The iced register for `preg` at `width`.
fn iced_reg(preg: PReg, width: Width) -> Result<Register, EmitError> {
    let n = preg.hw_enc() as usize;
    match (preg.class(), width) {
        (RegClass::Int, Width::B8) => Ok(GPR8[n]),
        (RegClass::Int, Width::B16) => Ok(GPR16[n]),
        (RegClass::Int, Width::B32) => Ok(GPR32[n]),
        (RegClass::Int, Width::B64) => Ok(GPR64[n]),
        (RegClass::Vec, Width::Xmm) => Ok(XMM[n]),
        _ => err(format!("register {preg} used where a {width:?} operand is required")),
    }
}

/// The 64-bit iced register of an integer `preg` (an error for a vector register).
pub fn r64(preg: PReg) -> Result<Register, EmitError> {
    iced_reg(preg, Width::B64)
}

/// Builds a two-register instruction.
fn ins2(code: Code, a: Register, b: Register) -> Result<Instruction, EmitError> {
    Ok(Instruction::with2(code, a, b)?)
}

/// Encodes a function.
pub(crate) fn encode_function(
    module: &MModule,
    func: &MFunction,
    ra: &Output,
    env: &MachineEnv,
    frame: FrameLayout,
) -> Result<EmittedFunction, EmitError> {
    // `emit_function` has checked that the allocation covers every instruction.
    let mut e = Emitter {
        module,
        func,
        ra,
        env,
        frame: &frame,
        items: Vec::with_capacity(func.insts.len() + func.blocks.len() + 8),
        enc: Encoder::new(64),
        encoded: 0,
        forward: forwarding_table(func, ra),
        next_emitted: Vec::new(),
        site_locations: vec![(Vec::new(), Vec::new()); func.call_sites.len()],
    };
    // A block that only jumps on is never branched to (branches go where it forwards), so it is
    // not emitted: falling through means reaching the next block that is.
    let n = func.blocks.len();
    let skipped = |b: usize| b != 0 && e.forward[b].index() != b;
    e.next_emitted = (0..n).map(|b| (b + 1..n).find(|&c| !skipped(c)).unwrap_or(n)).collect();
    e.enc.set_buffer(Vec::with_capacity(4 * func.insts.len() + 32));
    e.prologue()?;
    e.body()?;
    let buf = e.enc.take_buffer();
    let sites = std::mem::take(&mut e.site_locations);
    let forward = std::mem::take(&mut e.forward);
    layout(e.items, &buf, func, module, frame, sites, &forward)
}

struct Emitter<'a> {
    module: &'a MModule,
    func: &'a MFunction,
    ra: &'a Output,
    env: &'a MachineEnv,
    frame: &'a FrameLayout,
    items: Vec<Item>,
    /// Encodes every fixed-size instruction at address 0, appending to one buffer.
    enc: Encoder,
    /// Bytes in the encoder's buffer so far.
    encoded: u32,
    /// Where a branch to each block really goes: past blocks that hold nothing but a `jmp`.
    forward: Vec<Block>,
    /// Per block, the next block in layout order that is emitted (forwarding blocks are not).
    next_emitted: Vec<usize>,
    /// The locations of each call-site record's values and its live-out registers (DWARF number,
    /// size), resolved where the record is made.
    site_locations: Vec<SiteData>,
}

/// A call-site record's value locations and live-out registers (DWARF number, size).
type SiteData = (Vec<crate::SiteLocation>, Vec<(u16, u8)>);

/// The DWARF number of a frame-address base register.
fn dwarf_of(reg: Register) -> Result<u16, EmitError> {
    crate::eh_frame::dwarf_number_of(reg).ok_or_else(|| EmitError(format!("no DWARF number for {reg:?}")))
}

/// For every block, the block a branch to it can jump to directly: a block whose only instruction
/// is a `jmp` with no allocator moves before it forwards to its target (chains followed, cycles
/// left alone). Split critical edges and empty loop latches become no cost at run time.
fn forwarding_table(func: &MFunction, ra: &Output) -> Vec<Block> {
    let n = func.blocks.len();
    let trivial_target = |b: usize| -> Option<Block> {
        let data = &func.blocks[b];
        if data.end != data.first + 1 {
            return None;
        }
        let inst = Inst(data.first);
        if func.insts[inst.index()].op != MOp::Jmp {
            return None;
        }
        let at = ra.edits.partition_point(|(p, _)| p.inst < inst);
        if ra.edits.get(at).is_some_and(|(p, _)| p.inst == inst) {
            return None;
        }
        match func.inst_ops(inst).first() {
            Some(MOperand::Block(t)) if t.index() < n => Some(*t),
            _ => None,
        }
    };
    (0..n)
        .map(|b| {
            let mut cur = b;
            for _ in 0..8 {
                match trivial_target(cur) {
                    Some(t) if t.index() != b => cur = t.index(),
                    _ => break,
                }
            }
            Block::new(cur)
        })
        .collect()
}

impl Emitter<'_> {
    /// Encodes `instr` at address 0 into the shared buffer; returns its start, length and
    /// displacement offset.
    fn encode(&mut self, instr: &Instruction) -> Result<(u32, u32, u32), EmitError> {
        self.encode_at(instr, 0)
    }

    /// Encodes `instr` as if placed at `ip` (for a branch with a known relative target).
    fn encode_at(&mut self, instr: &Instruction, ip: u64) -> Result<(u32, u32, u32), EmitError> {
        let len =
            self.enc.encode(instr, ip).map_err(|e| EmitError(format!("cannot encode {:?}: {e}", instr.code())))? as u32;
        let disp = self.enc.get_constant_offsets().displacement_offset() as u32;
        let start = self.encoded;
        self.encoded += len;
        Ok((start, len, disp))
    }

    fn push_instr(&mut self, instr: &Instruction) -> Result<(), EmitError> {
        let (start, len, _) = self.encode(instr)?;
        self.items.push(Item::Bytes { start, len, reloc: None });
        Ok(())
    }

    /// `sub rsp, amount` in its shortest form.
    fn sub_rsp(&mut self, amount: u32) -> Result<(), EmitError> {
        let amount = amount as i32;
        let code = if amount <= 127 { Code::Sub_rm64_imm8 } else { Code::Sub_rm64_imm32 };
        let i = Instruction::with2(code, Register::RSP, amount)?;
        self.push_instr(&i)
    }

    /// Moves rsp down by `size` bytes, touching every page on the way (stack-clash protection)
    /// when the frame is larger than a page: unrolled for up to [`PROBE_UNROLL`] pages, otherwise
    /// a loop counting pages in r11 (free in the prologue). In the Dwarf style the CFA is rbp-based
    /// here, so no CFI changes; the Windows style describes the whole allocation after it.
    fn allocate_frame(&mut self, size: u32) -> Result<(), EmitError> {
        let pages = size / PAGE;
        let rest = size % PAGE;
        let probe = |e: &mut Self| -> Result<(u32, u32), EmitError> {
            let (s1, l1, _) = e.encode(&Instruction::with2(Code::Sub_rm64_imm32, Register::RSP, PAGE as i32)?)?;
            let touch = Instruction::with2(Code::Or_rm64_imm8, MemoryOperand::with_base(Register::RSP), 0)?;
            let (_, l2, _) = e.encode(&touch)?;
            Ok((s1, l1 + l2))
        };
        if pages > PROBE_UNROLL {
            self.push_instr(&Instruction::with2(Code::Mov_r32_imm32, Register::R11D, pages)?)?;
            let (start, body) = probe(self)?;
            let (_, l3, _) = self.encode(&Instruction::with1(Code::Dec_rm64, Register::R11)?)?;
            let body = body + l3;
            // `jne` back to the loop start, encoded as if placed at `body` with the target at 0.
            let (_, l4, _) = self.encode_at(&Instruction::with_branch(Code::Jne_rel8_64, 0)?, body as u64)?;
            self.items.push(Item::Bytes { start, len: body + l4, reloc: None });
        } else {
            for _ in 0..pages {
                let (start, len) = probe(self)?;
                self.items.push(Item::Bytes { start, len, reloc: None });
            }
        }
        if rest > 0 {
            self.sub_rsp(rest)?;
        }
        Ok(())
    }

    fn prologue(&mut self) -> Result<(), EmitError> {
        let reserve = self.frame.tail_reserve;
        if reserve > 0 {
            // Room for a tail callee's larger argument area (frame.rs): below the return address, above rbp.
            if reserve >= PAGE {
                return err(format!("a tail-call reserve of {reserve} bytes (a page or more) is not supported"));
            }
            self.sub_rsp(reserve)?;
            self.items.push(Item::Cfi(CfiStep::Reserved { size: reserve }));
        }
        match self.frame.style {
            FrameStyle::Dwarf => self.dwarf_prologue(),
            FrameStyle::Windows => self.windows_prologue(),
        }
    }

    /// `push rbp; mov rbp, rsp; push <gprs>; sub rsp, N; movaps <xmm saves>; [and rsp, -align]`.
    fn dwarf_prologue(&mut self) -> Result<(), EmitError> {
        self.push_instr(&Instruction::with1(Code::Push_r64, Register::RBP)?)?;
        self.items.push(Item::Cfi(CfiStep::PushedRbp));
        self.push_instr(&ins2(Code::Mov_r64_rm64, Register::RBP, Register::RSP)?)?;
        self.items.push(Item::Cfi(CfiStep::FramePointerSet));
        self.push_saved_gprs()?;
        self.allocate_frame(self.frame.frame_size)?;
        self.save_xmm()?;
        self.realign()
    }

    /// `push rbp; push <gprs>; sub rsp, N (probing through the target's routine for a page or
    /// more); lea rbp, [rsp + F]; movaps <xmm saves>; [and rsp, -align]`: the order the Windows
    /// unwind codes describe (saves after the frame register is set are found through it).
    fn windows_prologue(&mut self) -> Result<(), EmitError> {
        self.push_instr(&Instruction::with1(Code::Push_r64, Register::RBP)?)?;
        self.items.push(Item::Cfi(CfiStep::PushedRbp));
        self.push_saved_gprs()?;
        let size = self.frame.frame_size;
        // The probe routine takes the size in rax, which a SysV body may receive `al` in
        // (variadic functions): SysV bodies probe inline instead (r11 only).
        if size >= PAGE && self.func.conv == kiln_abi::Convention::Win64 {
            self.push_instr(&Instruction::with2(Code::Mov_r32_imm32, Register::EAX, size)?)?;
            let call = Instruction::with_branch(Code::Call_rel32_64, 0)?;
            let (start, len, _) = self.encode(&call)?;
            let sym = crate::stack_probe_sym(self.module);
            let reloc = Some(PendingReloc { field: len - 4, kind: CodeRelocKind::Plt32, sym, addend: -4 });
            self.items.push(Item::Bytes { start, len, reloc });
            self.push_instr(&ins2(Code::Sub_r64_rm64, Register::RSP, Register::RAX)?)?;
        } else if size > 0 {
            self.allocate_frame(size)?;
        }
        if size > 0 {
            self.items.push(Item::Cfi(CfiStep::Allocated { size }));
        }
        let offset = self.frame.frame_reg_offset;
        if offset == 0 {
            self.push_instr(&ins2(Code::Mov_r64_rm64, Register::RBP, Register::RSP)?)?;
        } else {
            let m = MemoryOperand::with_base_displ(Register::RSP, offset as i64);
            self.push_instr(&Instruction::with2(Code::Lea_r64_m, Register::RBP, m)?)?;
        }
        self.items.push(Item::Cfi(CfiStep::FrameRegSet { offset }));
        self.save_xmm()?;
        self.realign()
    }

    fn push_saved_gprs(&mut self) -> Result<(), EmitError> {
        for (i, &r) in self.frame.saved.iter().enumerate() {
            self.push_instr(&Instruction::with1(Code::Push_r64, r64(r)?)?)?;
            self.items.push(Item::Cfi(CfiStep::Saved { reg: r, cfa_offset: self.frame.saved_cfa_offset(i) }));
        }
        Ok(())
    }

    /// `movaps [rbp + off], xmmN` for every callee-saved xmm register (16-aligned slots).
    fn save_xmm(&mut self) -> Result<(), EmitError> {
        for &(r, off) in &self.frame.saved_xmm {
            let m = MemoryOperand::with_base_displ(Register::RBP, off as i64);
            self.push_instr(&Instruction::with2(Code::Movaps_xmmm128_xmm, m, iced_reg(r, Width::Xmm)?)?)?;
            self.items.push(Item::Cfi(CfiStep::Saved { reg: r, cfa_offset: self.frame.cfa_offset_of(off) }));
        }
        Ok(())
    }

    /// `movaps xmmN, [rbp + off]` for every saved xmm register.
    fn restore_xmm(&mut self) -> Result<(), EmitError> {
        for &(r, off) in &self.frame.saved_xmm {
            let m = MemoryOperand::with_base_displ(Register::RBP, off as i64);
            self.push_instr(&Instruction::with2(Code::Movaps_xmm_xmmm128, iced_reg(r, Width::Xmm)?, m)?)?;
        }
        Ok(())
    }

    fn realign(&mut self) -> Result<(), EmitError> {
        if let Some(align) = self.frame.realign {
            let mask = -(align as i64) as i32;
            let code = if mask >= -128 { Code::And_rm64_imm8 } else { Code::And_rm64_imm32 };
            let i = Instruction::with2(code, Register::RSP, mask)?;
            self.push_instr(&i)?;
            if self.frame.base_pointer {
                self.push_instr(&ins2(Code::Mov_r64_rm64, Register::RBX, Register::RSP)?)?;
            }
        }
        Ok(())
    }

    /// The epilogue of `inst`, a `Ret`: restores, frame teardown, pops, then `ret`, or for a tail call
    /// (a `Ret` with a jump target) the `jmp` to the callee. Both end the function's body the same way for
    /// the unwinders: `.eh_frame` gets the same rows, and a Windows epilogue may end in `ret`, `jmp rel32`
    /// or `rex.W jmp r/m`.
    fn epilogue(&mut self, inst: Inst, last_in_function: bool) -> Result<(), EmitError> {
        let target = self.tail_target(inst)?;
        self.restore_xmm()?;
        let pushed = 8 * self.frame.saved.len() as i64;
        match self.frame.style {
            FrameStyle::Dwarf if self.frame.restore_rsp => {
                if pushed == 0 {
                    self.push_instr(&ins2(Code::Mov_r64_rm64, Register::RSP, Register::RBP)?)?;
                } else {
                    let m = MemoryOperand::with_base_displ(Register::RBP, -pushed);
                    let i = Instruction::with2(Code::Lea_r64_m, Register::RSP, m)?;
                    self.push_instr(&i)?;
                }
            }
            FrameStyle::Dwarf => {}
            // The canonical Windows epilogue: `lea rsp, [rbp + d]` or `add rsp, N`, pops, `ret`.
            FrameStyle::Windows if self.frame.restore_rsp => {
                let d = self.frame.frame_size as i64 - self.frame.frame_reg_offset as i64;
                let m = MemoryOperand::with_base_displ(Register::RBP, d);
                self.push_instr(&Instruction::with2(Code::Lea_r64_m, Register::RSP, m)?)?;
            }
            FrameStyle::Windows => {
                let size = self.frame.frame_size as i32;
                if size > 0 {
                    let code = if size <= 127 { Code::Add_rm64_imm8 } else { Code::Add_rm64_imm32 };
                    self.push_instr(&Instruction::with2(code, Register::RSP, size)?)?;
                }
            }
        }
        for &r in self.frame.saved.iter().rev() {
            self.push_instr(&Instruction::with1(Code::Pop_r64, r64(r)?)?)?;
        }
        self.push_instr(&Instruction::with1(Code::Pop_r64, Register::RBP)?)?;
        self.items.push(Item::Cfi(CfiStep::PoppedRbp));
        // rsp is now the reserve's bottom (rbp + 8). A return gives the reserve back; a tail call stops where
        // instruction selection moved the return address: `popped_bytes - callee_pops` bytes above the
        // original one, so the callee's own `ret $n` leaves rsp where our caller expects it.
        let pops = self.func.popped_bytes as i64;
        let adjust = match target {
            None => i64::from(self.frame.tail_reserve),
            Some(_) => i64::from(self.frame.tail_reserve) + pops - self.tail_callee_pops(inst)?,
        };
        if adjust < 0 {
            return err(format!("{inst}: the tail call needs {} bytes of reserve", -adjust));
        }
        if adjust > 0 {
            let code = if adjust <= 127 { Code::Add_rm64_imm8 } else { Code::Add_rm64_imm32 };
            self.push_instr(&Instruction::with2(code, Register::RSP, adjust as i32)?)?;
            self.items.push(Item::Cfi(CfiStep::Released));
        }
        match target {
            None if pops > 0 => {
                let n = u16::try_from(pops).map_err(|_| EmitError(format!("{inst}: `ret ${pops}` does not fit")))?;
                self.push_instr(&Instruction::with1(Code::Retnq_imm16, n as u32)?)?
            }
            None => self.push_instr(&Instruction::with(Code::Retnq))?,
            Some(TailTarget::Sym(sym, addend)) => {
                self.x86(inst, Code::Jmp_rel32_64, &[MOperand::Sym(sym, addend)], false)?
            }
            // Windows' unwinder recognises an epilogue ending in an indirect jump only with exactly a
            // REX.W prefix (`48 FF /4`, as LLVM's `rex64 jmpq *%rax`): `jmp` ignores W in 64-bit mode, so
            // iced never writes it, and the bytes are spelled out.
            Some(TailTarget::Reg(r)) if self.frame.style == FrameStyle::Windows => {
                let n = r.hw_enc();
                if n >= 8 {
                    return err(format!("{inst}: a Windows epilogue cannot end in a jump through {r}"));
                }
                self.push_instr(&Instruction::with_declare_byte_3(0x48, 0xFF, 0xE0 | n))?;
            }
            Some(TailTarget::Reg(r)) => self.push_instr(&Instruction::with1(Code::Jmp_rm64, r64(r)?)?)?,
        }
        if !last_in_function {
            self.items.push(Item::Cfi(CfiStep::AfterRet));
        }
        Ok(())
    }

    /// The bytes the callee of the tail call `inst` pops: its `Ret`'s second operand, if any.
    fn tail_callee_pops(&self, inst: Inst) -> Result<i64, EmitError> {
        let explicit = self.func.insts[inst.index()].num_explicit as usize;
        match &self.func.inst_ops(inst)[..explicit] {
            [_] => Ok(0),
            [_, MOperand::Imm(n)] if *n >= 0 => Ok(*n),
            _ => err(format!("{inst}: a tail call's second operand is the bytes its callee pops")),
        }
    }

    /// Where the `Ret` `inst` jumps: nowhere for a plain return, else the symbol or the register of its
    /// explicit operand, which must survive the epilogue (not a register it restores).
    fn tail_target(&self, inst: Inst) -> Result<Option<TailTarget>, EmitError> {
        let explicit = self.func.insts[inst.index()].num_explicit as usize;
        let ops = &self.func.inst_ops(inst)[..explicit];
        let ops = match ops {
            [target, MOperand::Imm(_)] => std::slice::from_ref(target),
            other => other,
        };
        match ops {
            [] => Ok(None),
            [MOperand::Sym(sym, addend)] => Ok(Some(TailTarget::Sym(*sym, *addend))),
            [MOperand::Reg(o)] => {
                let p = self.alloc_reg(inst, 0, o.reg)?;
                let restored = self.frame.saved.contains(&p) || matches!(p, PReg::RBP | PReg::RSP);
                if p.class() != RegClass::Int || restored {
                    return err(format!("{inst}: a tail call cannot jump through {p}, which the epilogue changes"));
                }
                Ok(Some(TailTarget::Reg(p)))
            }
            _ => err(format!("{inst}: ret takes no operand, or one jump target")),
        }
    }

    fn body(&mut self) -> Result<(), EmitError> {
        let mut edit_pos = 0;
        let edits = &self.ra.edits;
        let num_blocks = self.func.blocks.len();
        for b in 0..num_blocks {
            self.items.push(Item::Label(Block::new(b)));
            if b != 0 && self.forward[b].index() != b {
                continue;
            }
            let range = self.func.block_range(Block::new(b));
            for inst in range.iter() {
                for point in [ProgPoint::before(inst), ProgPoint::after(inst)] {
                    if point.after {
                        self.instruction(inst, b, num_blocks)?;
                    }
                    while edit_pos < edits.len() && edits[edit_pos].0 <= point {
                        let at = edits[edit_pos].0;
                        if at != point {
                            return err(format!("edits are not sorted by program point ({at:?} after {point:?})"));
                        }
                        if point.after && self.func.insts[inst.index()].op.is_terminator() {
                            return err(format!("edit after the terminator {inst}"));
                        }
                        self.edit(&edits[edit_pos].1)?;
                        edit_pos += 1;
                    }
                }
            }
        }
        if edit_pos < edits.len() {
            return err(format!("edit at {:?} is outside the function", edits[edit_pos].0));
        }
        Ok(())
    }

    fn spill_mem(&self, slot: kiln_regalloc::SpillSlot) -> MemoryOperand {
        MemoryOperand::with_base_displ(Register::RBP, self.frame.spill_offset(slot) as i64)
    }

    /// The load and store of a spill slot: 64-bit `mov` for integers; for vectors `movaps` when
    /// the slot is provably 16-aligned (the allocator puts vectors at even slots of the 16-aligned
    /// spill area), `movups` otherwise.
    fn spill_codes(&self, class: RegClass, slot: kiln_regalloc::SpillSlot) -> (Code, Code) {
        match class {
            RegClass::Int => (Code::Mov_r64_rm64, Code::Mov_rm64_r64),
            RegClass::Vec if self.frame.spill_is_16_aligned(slot) => {
                (Code::Movaps_xmm_xmmm128, Code::Movaps_xmmm128_xmm)
            }
            RegClass::Vec => (Code::Movups_xmm_xmmm128, Code::Movups_xmmm128_xmm),
        }
    }

    fn edit(&mut self, edit: &Edit) -> Result<(), EmitError> {
        let Edit::Move { from, to, class } = *edit;
        let rr = match class {
            RegClass::Int => Code::Mov_r64_rm64,
            RegClass::Vec => Code::Movaps_xmm_xmmm128,
        };
        let width = if class == RegClass::Int { Width::B64 } else { Width::Xmm };
        match (from, to) {
            (Allocation::Reg(a), Allocation::Reg(b)) => {
                if a != b {
                    self.push_instr(&ins2(rr, iced_reg(b, width)?, iced_reg(a, width)?)?)?;
                }
            }
            (Allocation::Reg(a), Allocation::Stack(s)) => {
                let store = self.spill_codes(class, s).1;
                self.push_instr(&Instruction::with2(store, self.spill_mem(s), iced_reg(a, width)?)?)?;
            }
            (Allocation::Stack(s), Allocation::Reg(b)) => {
                let load = self.spill_codes(class, s).0;
                self.push_instr(&Instruction::with2(load, iced_reg(b, width)?, self.spill_mem(s))?)?;
            }
            (Allocation::Stack(s), Allocation::Stack(t)) => {
                let scratch = iced_reg(self.env.scratch[class as usize], width)?;
                let (load, store) = (self.spill_codes(class, s).0, self.spill_codes(class, t).1);
                self.push_instr(&Instruction::with2(load, scratch, self.spill_mem(s))?)?;
                self.push_instr(&Instruction::with2(store, self.spill_mem(t), scratch)?)?;
            }
            _ => return err(format!("edit moves from or to no location: {edit:?}")),
        }
        Ok(())
    }

    /// The register allocated to the `k`-th allocator operand of `inst`.
    fn alloc_reg(&self, inst: Inst, k: usize, reg: RegRef) -> Result<PReg, EmitError> {
        match self.ra.inst_allocs(inst).get(k) {
            Some(Allocation::Reg(p)) => Ok(*p),
            Some(Allocation::None) | None => match reg {
                RegRef::Phys(p) => Ok(p),
                RegRef::Virt(v) => err(format!("{inst}: {v} has no allocation")),
            },
            Some(Allocation::Stack(s)) => err(format!("{inst}: operand allocated to {s}; registers required")),
        }
    }

    fn instruction(&mut self, inst: Inst, block: usize, num_blocks: usize) -> Result<(), EmitError> {
        let mi = self.func.insts[inst.index()];
        let ops = self.func.inst_ops(inst);
        let next = Block::new(self.next_emitted[block]);
        let last_block = self.next_emitted[block] >= num_blocks;
        match mi.op {
            MOp::X86(code) | MOp::Locked(code) => {
                self.unwind_start(mi.site);
                self.x86(inst, code, &ops[..mi.num_explicit as usize], matches!(mi.op, MOp::Locked(_)))?;
                if mi.site != kiln_isel::NO_SITE {
                    // A call's record names its return address: the end of the call.
                    self.site(inst, mi.site)?;
                }
                Ok(())
            }
            MOp::PatchSpace(n) => {
                let starts = self.func.call_sites.get(mi.site as usize).is_some_and(|s| s.kind.names_start());
                if starts {
                    self.site(inst, mi.site)?;
                }
                self.unwind_start(mi.site);
                let first = self.items.len();
                if let Some(target) = ops[..mi.num_explicit as usize].first() {
                    // A patchpoint's call: `call rel32` to a symbol, `call r/m64` through a register.
                    let code = if matches!(target, MOperand::Sym(..)) { Code::Call_rel32_64 } else { Code::Call_rm64 };
                    self.x86(inst, code, &ops[..1], false)?;
                }
                let used: u32 = self.items[first..].iter().map(Item::size).sum();
                if used > n {
                    return err(format!("{inst}: a patch space of {n} bytes cannot hold its {used}-byte call"));
                }
                self.push_nops(n - used);
                if !starts {
                    self.site(inst, mi.site)?;
                }
                Ok(())
            }
            MOp::Copy => {
                let [MOperand::Reg(d), MOperand::Reg(s), ..] = ops else {
                    return err(format!("{inst}: copy needs two register operands"));
                };
                let dst = self.alloc_reg(inst, 0, d.reg)?;
                let src = self.alloc_reg(inst, 1, s.reg)?;
                if dst.class() != src.class() {
                    return err(format!("{inst}: copy between register classes {dst} and {src}"));
                }
                if dst != src {
                    let (code, w) = if dst.class() == RegClass::Int {
                        (Code::Mov_r64_rm64, Width::B64)
                    } else {
                        (Code::Movaps_xmm_xmmm128, Width::Xmm)
                    };
                    self.push_instr(&ins2(code, iced_reg(dst, w)?, iced_reg(src, w)?)?)?;
                }
                Ok(())
            }
            // The landing pad (the second target) is entered by the unwinder only.
            MOp::Jmp | MOp::InvokeJmp => {
                let Some(MOperand::Block(t)) = ops.first() else {
                    return err(format!("{inst}: jmp needs a block operand"));
                };
                let t = &self.forward[t.index()];
                if *t != next {
                    self.items.push(Item::Branch { cond: None, target: *t, long: false });
                }
                Ok(())
            }
            MOp::Jcc(cond) => {
                let (Some(MOperand::Block(taken)), Some(MOperand::Block(not_taken))) = (ops.first(), ops.get(1)) else {
                    return err(format!("{inst}: jcc needs two block operands"));
                };
                let (taken, not_taken) = (&self.forward[taken.index()], &self.forward[not_taken.index()]);
                let backward = |b: &Block| b.index() <= block;
                if *taken == next || (*not_taken != next && backward(not_taken) && !backward(taken)) {
                    // Fall through, or (neither target next) keep the loop's back edge as the
                    // conditional branch so an iteration runs one taken branch, not two.
                    self.items.push(Item::Branch { cond: Some(cond.invert()), target: *not_taken, long: false });
                    if *taken != next {
                        self.items.push(Item::Branch { cond: None, target: *taken, long: false });
                    }
                } else {
                    self.items.push(Item::Branch { cond: Some(cond), target: *taken, long: false });
                    if *not_taken != next {
                        self.items.push(Item::Branch { cond: None, target: *not_taken, long: false });
                    }
                }
                Ok(())
            }
            MOp::LandingPad => Ok(()),
            MOp::JmpTable => self.jump_table(inst, ops),
            MOp::Ret => self.epilogue(inst, last_block),
            MOp::CalleePopped(n) => {
                if n > 0 {
                    self.sub_rsp(n)?;
                }
                Ok(())
            }
            MOp::StackMap => {
                let Some(&kiln_isel::CallSite { kind: kiln_isel::SiteKind::StackMap { shadow }, .. }) =
                    self.func.call_sites.get(mi.site as usize)
                else {
                    return err(format!("{inst}: stack map without a stack map record"));
                };
                // A stack map's record names the start of its shadow.
                self.site(inst, mi.site)?;
                self.push_nops(shadow);
                Ok(())
            }
        }
    }

    /// Marks the start of an exception call-site range when record `k` has an unwind destination.
    fn unwind_start(&mut self, k: u32) {
        if self.func.call_sites.get(k as usize).is_some_and(|s| s.unwind.is_some()) {
            self.items.push(Item::SiteStart(k));
        }
    }

    /// Marks the current offset as the one call-site record `k` (made by `inst`) names, with the
    /// locations of its values there.
    fn site(&mut self, inst: Inst, k: u32) -> Result<(), EmitError> {
        let Some(site) = self.func.call_sites.get(k as usize) else {
            return err(format!("{inst}: unknown call-site record {k}"));
        };
        let ops = kiln_regalloc::Function::inst_operands(self.func, inst);
        let allocs = self.ra.inst_allocs(inst);
        let mut locations = Vec::with_capacity(site.locs.len());
        for loc in &site.locs {
            locations.push(match *loc {
                kiln_isel::SiteLoc::Const(c) => crate::SiteLocation::Constant(c),
                kiln_isel::SiteLoc::Value { vreg, size } => {
                    let at = ops.iter().position(|o| o.vreg() == Some(vreg) && o.kind.at_late_point());
                    match at.and_then(|k| allocs.get(k)) {
                        Some(Allocation::Reg(p)) => {
                            crate::SiteLocation::Register { dwarf_reg: crate::eh_frame::dwarf_number(*p), size }
                        }
                        Some(Allocation::Stack(s)) => {
                            let (base, offset) = self.frame.record_address(Register::RBP, self.frame.spill_offset(*s));
                            crate::SiteLocation::Indirect { dwarf_reg: dwarf_of(base)?, offset, size }
                        }
                        _ => return err(format!("{inst}: recorded value {vreg} has no late-point location")),
                    }
                }
                kiln_isel::SiteLoc::Frame(slot) => {
                    let Some(&off) = self.frame.slot_offsets.get(slot.index()) else {
                        return err(format!("{inst}: unknown stack object {slot}"));
                    };
                    let (base, offset) = self.frame.record_address(self.frame.slot_base, off);
                    crate::SiteLocation::Direct { dwarf_reg: dwarf_of(base)?, offset, size: 8 }
                }
            });
        }
        self.site_locations[k as usize] = (locations, self.live_outs(inst, site.kind));
        self.items.push(Item::Site(k));
        Ok(())
    }

    /// The registers live out of a patchpoint, conservatively: rbp, rsp, every callee-saved
    /// register the frame saves (a superset of those holding values live after it) and the
    /// fixed registers the instruction defines (its result). Others record none, as LLVM's do.
    fn live_outs(&self, inst: Inst, kind: kiln_isel::SiteKind) -> Vec<(u16, u8)> {
        if kind != kiln_isel::SiteKind::PatchPoint {
            return Vec::new();
        }
        let mut regs: Vec<(u16, u8)> = vec![(6, 8), (7, 8)];
        let width = |p: PReg| if p.class() == RegClass::Int { 8 } else { 16 };
        for &p in &self.frame.saved {
            regs.push((crate::eh_frame::dwarf_number(p), width(p)));
        }
        for &(p, _) in &self.frame.saved_xmm {
            regs.push((crate::eh_frame::dwarf_number(p), 16));
        }
        for o in kiln_regalloc::Function::inst_operands(self.func, inst) {
            if let (Some(p), kiln_regalloc::OperandKind::Def) = (o.preg(), o.kind) {
                regs.push((crate::eh_frame::dwarf_number(p), width(p)));
            }
        }
        regs.sort_unstable();
        regs.dedup_by_key(|r| r.0);
        regs
    }

    /// `n` bytes of nops, in the longest recommended forms (Intel SDM vol. 2B, NOP).
    fn push_nops(&mut self, mut n: u32) {
        const NOPS: [&[u8]; 9] = [
            &[0x90],
            &[0x66, 0x90],
            &[0x0F, 0x1F, 0x00],
            &[0x0F, 0x1F, 0x40, 0x00],
            &[0x0F, 0x1F, 0x44, 0x00, 0x00],
            &[0x66, 0x0F, 0x1F, 0x44, 0x00, 0x00],
            &[0x0F, 0x1F, 0x80, 0x00, 0x00, 0x00, 0x00],
            &[0x0F, 0x1F, 0x84, 0x00, 0x00, 0x00, 0x00, 0x00],
            &[0x66, 0x0F, 0x1F, 0x84, 0x00, 0x00, 0x00, 0x00, 0x00],
        ];
        let mut buf = self.enc.take_buffer();
        let start = self.encoded;
        while n > 0 {
            let k = n.min(NOPS.len() as u32);
            buf.extend_from_slice(NOPS[k as usize - 1]);
            n -= k;
        }
        let len = buf.len() as u32 - start;
        self.enc.set_buffer(buf);
        self.encoded += len;
        if len > 0 {
            self.items.push(Item::Bytes { start, len, reloc: None });
        }
    }

    fn jump_table(&mut self, inst: Inst, ops: &[MOperand]) -> Result<(), EmitError> {
        let (Some(MOperand::Reg(idx)), Some(MOperand::Reg(tmp)), Some(MOperand::JumpTable(jt))) =
            (ops.first(), ops.get(1), ops.get(2))
        else {
            return err(format!("{inst}: jmptable needs [index, temporary, table] operands"));
        };
        if jt.index() >= self.func.jump_tables.len() {
            return err(format!("{inst}: unknown jump table {jt}"));
        }
        let idx = r64(self.alloc_reg(inst, 0, idx.reg)?)?;
        let tmp = r64(self.alloc_reg(inst, 1, tmp.reg)?)?;
        let scratch = r64(self.env.scratch[0])?;
        let lea = Instruction::with2(Code::Lea_r64_m, tmp, MemoryOperand::with_base_displ(Register::RIP, 0))?;
        let (start, len, field) = self.encode(&lea)?;
        self.items.push(Item::TableLea { start, len, field, table: *jt });
        let load = MemoryOperand::with_base_index_scale(tmp, idx, 4);
        self.push_instr(&Instruction::with2(Code::Movsxd_r64_rm32, scratch, load)?)?;
        self.push_instr(&ins2(Code::Add_r64_rm64, tmp, scratch)?)?;
        self.push_instr(&Instruction::with1(Code::Jmp_rm64, tmp)?)
    }

    fn x86(&mut self, inst: Inst, code: Code, ops: &[MOperand], lock: bool) -> Result<(), EmitError> {
        let op_code = crate::op_kinds::op_kinds(code);
        if ops.len() != op_code.count() {
            return err(format!("{inst}: {code:?} takes {} operands, got {}", op_code.count(), ops.len()));
        }
        let mut instr = Instruction::default();
        instr.set_code(code);
        instr.set_has_lock_prefix(lock);
        let mut k = 0; // allocator operand index
        let mut reloc: Option<PendingReloc> = None;
        let mut rip_addend: Option<i64> = None;
        let mut disp_reloc = false;
        for (i, op) in ops.iter().enumerate() {
            let kind = op_code.kind(i);
            let i = i as u32;
            match op {
                MOperand::Reg(o) => {
                    let p = self.alloc_reg(inst, k, o.reg)?;
                    k += 1;
                    let Some(w) = operand_width(kind) else {
                        return err(format!("{inst}: {code:?} operand {i} ({kind:?}) is not a register"));
                    };
                    instr.set_op_kind(i, OpKind::Register);
                    instr.set_op_register(i, iced_reg(p, w)?);
                }
                MOperand::Mem(a) => {
                    let r = self.memory(inst, &mut instr, a, &mut k)?;
                    if let Some((CodeRelocKind::SecRel32, sym, addend)) = r {
                        // Not RIP-relative: the field is the displacement, the addend stays as is.
                        reloc = Some(PendingReloc { field: 0, kind: CodeRelocKind::SecRel32, sym, addend });
                        disp_reloc = true;
                    } else if let Some((kind, sym, addend)) = r {
                        let kind = match (kind, code) {
                            // No GOT on Windows: `mov r, [rip + sym@GOT]` becomes `lea r, [rip + sym]`
                            // (the linker routes references into DLLs through import thunks).
                            (CodeRelocKind::GotPcRel, Code::Mov_r64_rm64) if self.no_got() => {
                                instr.set_code(Code::Lea_r64_m);
                                CodeRelocKind::Pc32
                            }
                            (CodeRelocKind::GotPcRel, _) if self.no_got() => {
                                return err(format!("{inst}: {code:?} cannot read a GOT entry on this target"));
                            }
                            (CodeRelocKind::GotPcRel, Code::Mov_r64_rm64) => CodeRelocKind::GotPcRelX,
                            (k, _) => k,
                        };
                        reloc = Some(PendingReloc { field: 0, kind, sym, addend });
                        rip_addend = Some(addend);
                    }
                    instr.set_op_kind(i, OpKind::Memory);
                }
                // An x87 stack register `st(k)` (`st0`/`sti` operand slots) is written as the immediate k.
                MOperand::Imm(v) if matches!(kind, OpCodeOperandKind::st0 | OpCodeOperandKind::sti_opcode) => {
                    let reg = usize::try_from(*v).ok().and_then(|k| X87_STACK.get(k).copied());
                    let Some(reg) = reg.filter(|&r| kind != OpCodeOperandKind::st0 || r == Register::ST0) else {
                        return err(format!("{inst}: {code:?} operand {i} ({kind:?}) cannot be st({v})"));
                    };
                    instr.set_op_kind(i, OpKind::Register);
                    instr.set_op_register(i, reg);
                }
                MOperand::Imm(v) => {
                    let Some((ok, lo, hi)) = immediate_kind(kind) else {
                        return err(format!("{inst}: {code:?} operand {i} ({kind:?}) is not an immediate"));
                    };
                    if *v < lo || *v > hi {
                        return err(format!("{inst}: immediate {v} does not fit {code:?} operand {i}"));
                    }
                    instr.set_op_kind(i, ok);
                    instr.try_set_immediate_i64(i, *v)?;
                }
                MOperand::Sym(sym, addend) => {
                    if kind != OpCodeOperandKind::br64_4 {
                        return err(format!("{inst}: {code:?} operand {i} cannot be a symbol"));
                    }
                    self.check_sym(*sym)?;
                    instr.set_op_kind(i, OpKind::NearBranch64);
                    instr.set_near_branch64(0);
                    reloc = Some(PendingReloc { field: 0, kind: CodeRelocKind::Plt32, sym: *sym, addend: *addend - 4 });
                }
                MOperand::Block(_) | MOperand::JumpTable(_) => {
                    return err(format!("{inst}: {code:?} cannot take a block or jump-table operand"));
                }
            }
        }
        let (start, len, disp) = self.encode(&instr)?;
        if let Some(r) = reloc.as_mut() {
            let field = if rip_addend.is_some() || disp_reloc { disp } else { len - 4 };
            r.field = field;
            if let Some(a) = rip_addend {
                r.addend = a - (len - field) as i64;
            }
        }
        self.items.push(Item::Bytes { start, len, reloc });
        Ok(())
    }

    /// Whether the object format has no GOT (COFF).
    fn no_got(&self) -> bool {
        self.module.target.object_format() == kiln_abi::ObjectFormat::Coff
    }

    fn check_sym(&self, sym: SymId) -> Result<(), EmitError> {
        if sym.index() >= self.module.symbols.len() {
            return err(format!("reference to unknown symbol {sym}"));
        }
        Ok(())
    }

    /// Sets the memory fields of `instr` from `a`; returns a RIP-relative relocation if any.
    fn memory(
        &self,
        inst: Inst,
        instr: &mut Instruction,
        a: &Amode,
        k: &mut usize,
    ) -> Result<Option<(CodeRelocKind, SymId, i64)>, EmitError> {
        let mut disp = a.disp as i64;
        let mut reloc = None;
        let base = match a.base {
            AmodeBase::None => Register::None,
            AmodeBase::Reg(r) => {
                let p = self.alloc_reg(inst, *k, r)?;
                *k += 1;
                r64(p)?
            }
            AmodeBase::Slot(s) => {
                let Some(off) = self.frame.slot_offsets.get(s.index()) else {
                    return err(format!("{inst}: unknown stack object {s}"));
                };
                disp += *off as i64;
                self.frame.slot_base
            }
            AmodeBase::Sym(s) => {
                self.check_sym(s)?;
                reloc = Some((CodeRelocKind::Pc32, s, disp));
                disp = 0;
                Register::RIP
            }
            AmodeBase::Got(s) => {
                self.check_sym(s)?;
                reloc = Some((CodeRelocKind::GotPcRel, s, disp));
                disp = 0;
                Register::RIP
            }
            AmodeBase::GotTpOff(s) => {
                self.check_sym(s)?;
                reloc = Some((CodeRelocKind::GotTpOff, s, disp));
                disp = 0;
                Register::RIP
            }
            AmodeBase::ThreadPointer => {
                if a.index.is_some() {
                    return err(format!("{inst}: thread-pointer address with an index register"));
                }
                instr.set_segment_prefix(if self.no_got() { Register::GS } else { Register::FS });
                Register::None
            }
            AmodeBase::TlsOffset(r, s) => {
                self.check_sym(s)?;
                let p = self.alloc_reg(inst, *k, r)?;
                *k += 1;
                // The displacement field holds the section offset plus the addend.
                reloc = Some((CodeRelocKind::SecRel32, s, disp));
                disp = 0;
                r64(p)?
            }
            AmodeBase::IncomingArgs => {
                disp += self.frame.incoming_args as i64;
                Register::RBP
            }
            AmodeBase::OutgoingArgs => Register::RSP,
            AmodeBase::OutgoingArgsEnd => {
                disp += self.frame.max_outgoing_args as i64;
                Register::RSP
            }
        };
        let (index, scale) = match a.index {
            Some((r, scale)) => {
                if base == Register::RIP {
                    return err(format!("{inst}: RIP-relative address with an index register"));
                }
                if !matches!(scale, 1 | 2 | 4 | 8) {
                    return err(format!("{inst}: invalid scale {scale}"));
                }
                let p = self.alloc_reg(inst, *k, r)?;
                *k += 1;
                (r64(p)?, scale as u32)
            }
            None => (Register::None, 1),
        };
        if disp < i32::MIN as i64 || disp > i32::MAX as i64 {
            return err(format!("{inst}: displacement {disp} out of range"));
        }
        instr.set_memory_base(base);
        instr.set_memory_index(index);
        instr.set_memory_index_scale(scale);
        instr.set_memory_displacement64(disp as u64);
        instr.set_memory_displ_size(if disp == 0 && base != Register::RIP { 0 } else { 1 });
        if base == Register::RIP {
            instr.set_memory_displ_size(8);
        }
        if base == Register::None && index == Register::None {
            // An absolute `[disp32]` (such as `fs:[0]`) always has a 32-bit displacement.
            instr.set_memory_displ_size(4);
        }
        if matches!(a.base, AmodeBase::TlsOffset(..)) {
            // A relocated displacement is always 32 bits (the value is known only at link time),
            // zero here: the writer stores a nonzero addend in it. (iced's size 8 is the 32-bit
            // sign-extended displacement of 64-bit addressing.)
            instr.set_memory_displ_size(8);
        }
        Ok(reloc)
    }
}

/// Offsets of every item with the current branch sizes.
fn item_offsets(items: &[Item]) -> Vec<u32> {
    let mut offsets = Vec::with_capacity(items.len() + 1);
    let mut off = 0u32;
    for it in items {
        offsets.push(off);
        off += it.size();
    }
    offsets.push(off);
    offsets
}

fn block_offsets_of(items: &[Item], offsets: &[u32], num_blocks: usize) -> Vec<u32> {
    let mut blocks = vec![0; num_blocks];
    for (it, &off) in items.iter().zip(offsets) {
        if let Item::Label(b) = it {
            blocks[b.index()] = off;
        }
    }
    blocks
}

/// Relaxes branches (all start short; any that does not fit becomes near, until nothing changes),
/// then writes bytes, relocations, jump tables and CFI offsets.
fn layout(
    mut items: Vec<Item>,
    buf: &[u8],
    func: &MFunction,
    module: &MModule,
    frame: FrameLayout,
    mut site_locations: Vec<SiteData>,
    forward: &[Block],
) -> Result<EmittedFunction, EmitError> {
    let num_blocks = func.blocks.len();
    for it in &items {
        if let Item::Branch { target, .. } = it {
            if target.index() >= num_blocks {
                return err(format!("branch to unknown block {target}"));
            }
        }
    }
    loop {
        let offsets = item_offsets(&items);
        let blocks = block_offsets_of(&items, &offsets, num_blocks);
        let mut changed = false;
        for (i, it) in items.iter_mut().enumerate() {
            if let Item::Branch { target, long: long @ false, .. } = it {
                let rel = blocks[target.index()] as i64 - (offsets[i] as i64 + 2);
                if !(-128..=127).contains(&rel) {
                    *long = true;
                    changed = true;
                }
            }
        }
        if !changed {
            break;
        }
    }
    let offsets = item_offsets(&items);
    let block_offsets = block_offsets_of(&items, &offsets, num_blocks);
    let code_len = *offsets.last().unwrap_or(&0);
    // Jump tables after the code, 4-byte aligned.
    let mut table_off = code_len.div_ceil(4) * 4;
    let mut jump_tables = Vec::with_capacity(func.jump_tables.len());
    for t in &func.jump_tables {
        let targets = t.iter().map(|b| forward.get(b.index()).copied().unwrap_or(*b)).collect();
        jump_tables.push(EmittedJumpTable { offset: table_off, targets });
        table_off += 4 * t.len() as u32;
    }
    let mut code = Vec::with_capacity(table_off as usize);
    let mut relocs = Vec::new();
    let mut cfi = Vec::new();
    let mut call_sites = Vec::new();
    let mut starts = vec![None; func.call_sites.len()];
    for (it, &off) in items.iter().zip(&offsets) {
        match it {
            Item::Bytes { start, len, reloc } => {
                code.extend_from_slice(&buf[*start as usize..(*start + *len) as usize]);
                if let Some(r) = reloc {
                    if r.sym.index() >= module.symbols.len() && r.sym != crate::stack_probe_sym(module) {
                        return err(format!("reference to unknown symbol {}", r.sym));
                    }
                    let field = (off + r.field) as usize;
                    code[field..field + 4].fill(0);
                    relocs.push(CodeReloc { offset: off + r.field, kind: r.kind, sym: r.sym, addend: r.addend });
                }
            }
            Item::Branch { cond, target, long } => {
                let end = off + it.size();
                let rel = block_offsets[target.index()] as i64 - end as i64;
                match (cond, long) {
                    (None, false) => code.extend_from_slice(&[0xEB, rel as i8 as u8]),
                    (None, true) => {
                        code.push(0xE9);
                        code.extend_from_slice(&(rel as i32).to_le_bytes());
                    }
                    (Some(c), false) => code.extend_from_slice(&[0x70 | *c as u8, rel as i8 as u8]),
                    (Some(c), true) => {
                        code.extend_from_slice(&[0x0F, 0x80 | *c as u8]);
                        code.extend_from_slice(&(rel as i32).to_le_bytes());
                    }
                }
            }
            Item::TableLea { start, len, field, table } => {
                let end = off + len;
                let rel = jump_tables[table.index()].offset as i64 - end as i64;
                code.extend_from_slice(&buf[*start as usize..(*start + *len) as usize]);
                let at = (off + field) as usize;
                code[at..at + 4].copy_from_slice(&(rel as i32).to_le_bytes());
            }
            Item::Label(_) => {}
            Item::Cfi(step) => cfi.push((off, *step)),
            Item::SiteStart(k) => starts[*k as usize] = Some(off),
            Item::Site(k) => {
                let (locations, live_outs) = std::mem::take(&mut site_locations[*k as usize]);
                let site = &func.call_sites[*k as usize];
                let unwind = match site.unwind {
                    None => None,
                    Some(u) => {
                        let Some(start) = starts[*k as usize] else {
                            return err(format!("call-site record {k} unwinds but its call has no start"));
                        };
                        let pad = forward.get(u.pad.index()).copied().unwrap_or(u.pad);
                        Some(crate::EmittedUnwind { start, pad: block_offsets[pad.index()], action: u.action })
                    }
                };
                call_sites.push(crate::EmittedCallSite {
                    id: site.id,
                    offset: off,
                    locations,
                    live_outs,
                    in_stackmap: site.kind.in_stackmap(),
                    unwind,
                });
            }
        }
    }
    debug_assert_eq!(code.len() as u32, code_len);
    code.resize(code.len().div_ceil(4) * 4, 0xCC);
    for t in &jump_tables {
        for b in &t.targets {
            let rel = block_offsets[b.index()] as i64 - t.offset as i64;
            code.extend_from_slice(&(rel as i32).to_le_bytes());
        }
    }
    Ok(EmittedFunction {
        sym: func.sym,
        code,
        code_len,
        relocs,
        block_offsets,
        jump_tables,
        cfi,
        frame,
        call_sites,
        eh: func.eh.clone(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn operand_kinds_map_to_widths() {
        use OpCodeOperandKind as K;
        assert_eq!(operand_width(K::r8_or_mem), Some(Width::B8));
        assert_eq!(operand_width(K::r16_reg), Some(Width::B16));
        assert_eq!(operand_width(K::r32_vvvv), Some(Width::B32));
        assert_eq!(operand_width(K::r64_opcode), Some(Width::B64));
        assert_eq!(operand_width(K::xmm_or_mem), Some(Width::Xmm));
        assert_eq!(operand_width(K::cl), Some(Width::B8));
        assert_eq!(operand_width(K::imm8), None);
        assert_eq!(operand_width(K::mem), None);
    }

    #[test]
    fn byte_registers_use_rex_forms() {
        assert_eq!(iced_reg(PReg::RSP, Width::B8).unwrap(), Register::SPL);
        assert_eq!(iced_reg(PReg::RDI, Width::B8).unwrap(), Register::DIL);
        assert_eq!(iced_reg(PReg::R15, Width::B16).unwrap(), Register::R15W);
        assert_eq!(iced_reg(PReg::xmm(7), Width::Xmm).unwrap(), Register::XMM7);
        assert!(iced_reg(PReg::xmm(7), Width::B32).is_err());
        assert!(iced_reg(PReg::RAX, Width::Xmm).is_err());
    }

    #[test]
    fn immediate_ranges_follow_the_encoding() {
        use OpCodeOperandKind as K;
        assert_eq!(immediate_kind(K::imm8sex64), Some((OpKind::Immediate8to64, -128, 127)));
        assert_eq!(immediate_kind(K::imm32sex64).map(|k| k.2), Some(i32::MAX as i64));
        assert_eq!(immediate_kind(K::r64_reg), None);
    }

    #[test]
    fn branch_sizes() {
        let j = |cond, long| Item::Branch { cond, target: Block(0), long }.size();
        assert_eq!((j(None, false), j(None, true), j(Some(Cond::E), false), j(Some(Cond::E), true)), (2, 5, 2, 6));
    }
}
