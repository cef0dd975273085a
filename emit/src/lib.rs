//! Frame layout, x86-64 machine-code encoding, relocatable objects (ELF with `.eh_frame`, COFF, Mach-O), and
//! GAS listings.
//!
//! The driver calls [`emit_function`] once per machine function (after register allocation), then
//! [`write_object`] for the object file of the module's target or [`listing`] for an assembly listing.

mod coff;
mod eh_frame;
mod elf;
mod encode;
mod frame;
mod listing;
mod lsda;
mod macho;
mod object_common;
mod op_kinds;
mod stackmap;
mod win_unwind;

use std::fmt;

use kiln_abi::ObjectFormat;
use kiln_isel::{MFunction, MModule, SymId};
use kiln_regalloc::{Block, MachineEnv, Output, PReg};

pub use coff::write_coff;
pub use elf::write_elf;
pub use encode::r64;
pub use frame::{FrameLayout, FrameStyle};
pub use listing::listing;
pub use macho::write_macho;
pub use win_unwind::{unwind_info, UnwindCode, UnwindInfo};

/// Why emission failed (unsupported frame shape, malformed allocation, encoding error).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EmitError(pub String);

impl fmt::Display for EmitError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for EmitError {}

impl From<iced_x86::IcedError> for EmitError {
    fn from(e: iced_x86::IcedError) -> Self {
        EmitError(format!("cannot build instruction: {e}"))
    }
}

/// How a relocation in code computes its 32-bit field.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum CodeRelocKind {
    /// `R_X86_64_PLT32`: call or jump to a symbol (`L + A - P`).
    Plt32,
    /// `R_X86_64_PC32`: RIP-relative data reference (`S + A - P`).
    Pc32,
    /// `R_X86_64_REX_GOTPCRELX`: `mov r64, [rip + sym@GOTPCREL]` (linker may relax it to `lea`).
    GotPcRelX,
    /// `R_X86_64_GOTPCREL`: any other RIP-relative GOT reference.
    GotPcRel,
    /// `R_X86_64_GOTTPOFF`: `mov r64, [rip + sym@GOTTPOFF]` (initial-exec TLS; the linker may
    /// relax it to `mov r64, imm` in an executable).
    GotTpOff,
    /// `IMAGE_REL_AMD64_SECREL`: a 32-bit displacement holding the offset of a thread-local symbol
    /// from the start of its section (COFF TLS).
    SecRel32,
}

/// A relocation against a 32-bit field of a function's code.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct CodeReloc {
    /// Offset of the 4-byte field from the start of the function.
    pub offset: u32,
    /// Relocation type.
    pub kind: CodeRelocKind,
    /// Target symbol.
    pub sym: SymId,
    /// Addend (already includes the distance from the field to the end of the instruction).
    pub addend: i64,
}

/// One step of the call-frame description, at a code offset (what `.eh_frame` records).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum CfiStep {
    /// After `sub rsp, size` at the entry of a body with a tail-call reserve (`FrameLayout::tail_reserve`):
    /// CFA = rsp + 8 + size. The later steps of the prologue and the epilogue count the reserve in.
    Reserved {
        /// Bytes reserved.
        size: u32,
    },
    /// After `push rbp`: CFA = rsp + 16 (+ the reserve), rbp saved at CFA - 16 (- the reserve).
    PushedRbp,
    /// After `mov rbp, rsp`: CFA = rbp + 16.
    FramePointerSet,
    /// After saving a callee-saved register (a `push` of a GPR, or a `movaps` of xmm6-xmm15 in a
    /// Win64 body): saved at CFA + `cfa_offset` (CFA = entry rsp + 8).
    Saved {
        /// The register.
        reg: PReg,
        /// Offset from the CFA (negative).
        cfa_offset: i32,
    },
    /// After `pop rbp` in an epilogue: remember the body's rule set, then CFA = rsp + 8 (+ the reserve).
    PoppedRbp,
    /// After the `add rsp, n` that follows `pop rbp` in an epilogue (the reserve given back, or rsp moved to a
    /// tail callee's return address): CFA = rsp + 8, the return address at the stack top.
    Released,
    /// After an epilogue's `ret` (or a tail call's `jmp`) that is followed by more code: restore the body's
    /// rule set.
    AfterRet,
    /// Windows prologue: after `sub rsp, size` (or the stack-probe sequence ending in `sub rsp, rax`).
    Allocated {
        /// Bytes allocated.
        size: u32,
    },
    /// Windows prologue: after `lea rbp, [rsp + offset]` (or `mov rbp, rsp`): rbp is the frame register.
    FrameRegSet {
        /// rbp minus rsp (a multiple of 16, at most 240).
        offset: u32,
    },
}

/// A jump table placed after a function's instructions.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct EmittedJumpTable {
    /// Offset of the table from the start of the function (4-byte aligned).
    pub offset: u32,
    /// Targets; entry `i` holds `block_offsets[targets[i]] - offset` as a signed 32-bit value.
    pub targets: Vec<Block>,
}

/// The machine code of one function, ready for an object file.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct EmittedFunction {
    /// The function's symbol.
    pub sym: SymId,
    /// Instructions followed by jump tables.
    pub code: Vec<u8>,
    /// Length of the instruction part of `code` (jump tables start at or after it).
    pub code_len: u32,
    /// Relocations, by increasing offset.
    pub relocs: Vec<CodeReloc>,
    /// Offset of every block (in linear order).
    pub block_offsets: Vec<u32>,
    /// Jump tables.
    pub jump_tables: Vec<EmittedJumpTable>,
    /// Call-frame steps by increasing offset.
    pub cfi: Vec<(u32, CfiStep)>,
    /// The frame layout used.
    pub frame: FrameLayout,
    /// Call-site records by increasing offset (statepoints, stack maps, invokes).
    pub call_sites: Vec<EmittedCallSite>,
    /// Exception-handling tables, when a call site has an unwind destination (the LSDA is built
    /// from them and the sites' `unwind`).
    pub eh: Option<kiln_isel::MEh>,
}

/// A call-site record: the one path by which the back end tells object writers about places in
/// the code that a runtime looks up (a statepoint's return address, a stack map's location, an
/// invoke's exception call-site range).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct EmittedCallSite {
    /// The record's ID (the statepoint or stack map ID).
    pub id: u64,
    /// Offset from the start of the function that the record names: a statepoint's return
    /// address, the start of a stack map's shadow or of a patchpoint's space.
    pub offset: u32,
    /// Where each recorded value lives at that offset, in record order.
    pub locations: Vec<SiteLocation>,
    /// Registers live out of the site (DWARF number, size in bytes): a patchpoint's.
    pub live_outs: Vec<(u16, u8)>,
    /// Whether the record goes to the StackMap section (an ordinary invoke's does not).
    pub in_stackmap: bool,
    /// The exception call-site range of an invoke.
    pub unwind: Option<EmittedUnwind>,
}

/// The exception call-site range of an invoke's call: from `start` to the record's `offset` (the
/// return address), unwinding lands at `pad` with action chain `action` of `EmittedFunction::eh`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct EmittedUnwind {
    /// Offset of the call instruction.
    pub start: u32,
    /// Offset of the landing pad (never 0: the entry block is first).
    pub pad: u32,
    /// Index into `MEh::actions`; `None` for a cleanup-only pad.
    pub action: Option<u32>,
}

/// Where a recorded value lives, in terms of DWARF register numbers (x86-64: rax 0, rdx 1, rcx 2,
/// rbx 3, rsi 4, rdi 5, rbp 6, rsp 7, r8..r15 8..15).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum SiteLocation {
    /// In a register.
    Register { dwarf_reg: u16, size: u16 },
    /// The address `reg + offset` is the value (a stack object).
    Direct { dwarf_reg: u16, offset: i32, size: u16 },
    /// In memory at `reg + offset` (a spill slot the runtime may rewrite).
    Indirect { dwarf_reg: u16, offset: i32, size: u16 },
    /// A constant.
    Constant(i64),
}

/// Lays out the frame of `func` and encodes it with the allocation `ra`.
pub fn emit_function(
    module: &MModule,
    func: &MFunction,
    ra: &Output,
    env: &MachineEnv,
) -> Result<EmittedFunction, EmitError> {
    if ra.inst_alloc_offsets.len() != func.insts.len() + 1 {
        return err(format!(
            "allocation covers {} instructions, function has {}",
            ra.inst_alloc_offsets.len().saturating_sub(1),
            func.insts.len()
        ));
    }
    let offsets = &ra.inst_alloc_offsets;
    if offsets.windows(2).any(|w| w[0] > w[1]) || offsets.last().is_some_and(|&e| e as usize > ra.allocs.len()) {
        return err("allocation offsets are not increasing or exceed the allocation list");
    }
    let style = match module.target.object_format() {
        ObjectFormat::Coff => FrameStyle::Windows,
        ObjectFormat::Elf | ObjectFormat::MachO => FrameStyle::Dwarf,
    };
    let frame = FrameLayout::compute_for(func, ra, style)?;
    encode::encode_function(module, func, ra, env, frame)
}

/// Whether `f` has exception tables (an LSDA: a call of it unwinds to a landing pad).
pub fn has_exception_tables(f: &EmittedFunction) -> bool {
    lsda::has_lsda(f)
}

/// Writes the relocatable object of `module.target`'s format (ELF, COFF or Mach-O).
pub fn write_object(module: &MModule, functions: &[EmittedFunction]) -> Result<Vec<u8>, EmitError> {
    match module.target.object_format() {
        ObjectFormat::Elf => write_elf(module, functions),
        ObjectFormat::Coff => write_coff(module, functions),
        ObjectFormat::MachO => write_macho(module, functions),
    }
}

/// The pseudo-symbol a code relocation names for the target's stack-probe routine
/// (`Target::stack_probe_symbol`, called by Windows prologues of frames of a page or more): one past
/// the module's symbols. Object writers for targets with a stack-probe routine add an undefined
/// symbol of that name for it.
pub fn stack_probe_sym(module: &MModule) -> SymId {
    SymId(module.symbols.len() as u32)
}

/// Shorthand for building an [`EmitError`].
pub(crate) fn err<T>(msg: impl Into<String>) -> Result<T, EmitError> {
    Err(EmitError(msg.into()))
}

/// An allocation for a function whose operands are all physical registers: every operand is
/// allocated to its own register and there are no edits or spill slots (for tests and hand-written
/// machine code).
pub fn fixed_register_output(func: &MFunction) -> Result<Output, EmitError> {
    use kiln_regalloc::{Allocation, Function, Inst, RegRef};
    let mut out = Output::default();
    for i in 0..func.insts.len() {
        out.inst_alloc_offsets.push(out.allocs.len() as u32);
        for op in func.inst_operands(Inst::new(i)) {
            match op.reg {
                RegRef::Phys(p) => out.allocs.push(Allocation::Reg(p)),
                RegRef::Virt(v) => return err(format!("i{i} uses virtual register {v}")),
            }
        }
    }
    out.inst_alloc_offsets.push(out.allocs.len() as u32);
    Ok(out)
}
