//! Machine IR: x86-64 instructions over virtual and physical registers, before register allocation.
//!
//! An instruction is an [`MOp`] (a real x86 instruction named by its iced-x86 [`Code`], or one of a
//! few pseudo-instructions the emitter expands) and an operand list. The first `num_explicit`
//! operands are the instruction's operands in iced-x86 order; the rest are implicit register
//! operands that only the register allocator sees (argument registers read by a call, rax and rdx
//! written by `idiv`, ...). Register operands carry the allocator's [`Operand`] (which register,
//! read/written, early/late); registers inside memory operands are reads.
//!
//! Functions are built with [`MFunctionBuilder`], which lets instruction selection create blocks
//! in any order and fill them in any order; [`MFunctionBuilder::finish`] lays blocks out, numbers
//! instructions linearly, derives predecessors and successors, and checks the invariants that
//! [`kiln_regalloc::Function`] states (terminators last, no critical edges).

use kiln_abi::Convention;
use std::fmt;

use iced_x86::Code;
use kiln_regalloc::{Block, Inst, InstRange, Operand, OperandKind, PRegSet, RegClass, RegRef, VReg};

/// Declares a dense `u32` index newtype with a `Display` prefix.
macro_rules! mir_index {
    ($(#[$attr:meta])* $name:ident, $prefix:expr) => {
        $(#[$attr])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
        pub struct $name(pub u32);

        impl $name {
            /// Returns the index as a `usize`.
            pub fn index(self) -> usize {
                self.0 as usize
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{}{}", $prefix, self.0)
            }
        }
    };
}

mir_index!(
    /// A symbol of the machine module (function, global, constant-pool entry).
    SymId,
    "sym"
);
mir_index!(
    /// A fixed-size stack object of one function (an alloca or an ABI save area).
    StackSlot,
    "ss"
);
mir_index!(
    /// A jump table of one function.
    JumpTableId,
    "jt"
);

/// An x86 condition code, numbered by its hardware encoding (the low nibble of `jcc`'s opcode).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[allow(missing_docs)]
pub enum Cond {
    O = 0,
    No = 1,
    B = 2,
    Ae = 3,
    E = 4,
    Ne = 5,
    Be = 6,
    A = 7,
    S = 8,
    Ns = 9,
    P = 10,
    Np = 11,
    L = 12,
    Ge = 13,
    Le = 14,
    G = 15,
}

impl Cond {
    /// The condition under which `cmp a, b` means `a pred b` (operands extended to the compare's
    /// width as the predicate's signedness requires).
    pub fn from_int_predicate(pred: kiln_ir::IntPredicate) -> Cond {
        use kiln_ir::IntPredicate as P;
        match pred {
            P::Eq => Cond::E,
            P::Ne => Cond::Ne,
            P::Ugt => Cond::A,
            P::Uge => Cond::Ae,
            P::Ult => Cond::B,
            P::Ule => Cond::Be,
            P::Sgt => Cond::G,
            P::Sge => Cond::Ge,
            P::Slt => Cond::L,
            P::Sle => Cond::Le,
        }
    }

    const ALL: [Cond; 16] = [
        Cond::O,
        Cond::No,
        Cond::B,
        Cond::Ae,
        Cond::E,
        Cond::Ne,
        Cond::Be,
        Cond::A,
        Cond::S,
        Cond::Ns,
        Cond::P,
        Cond::Np,
        Cond::L,
        Cond::Ge,
        Cond::Le,
        Cond::G,
    ];

    /// The condition that holds exactly when `self` does not.
    pub fn invert(self) -> Cond {
        Cond::ALL[(self as usize) ^ 1]
    }
    /// The GAS suffix (`e`, `ne`, `l`, ...).
    pub fn suffix(self) -> &'static str {
        ["o", "no", "b", "ae", "e", "ne", "be", "a", "s", "ns", "p", "np", "l", "ge", "le", "g"][self as usize]
    }
    /// `jcc rel32` for this condition.
    pub fn jcc_code(self) -> Code {
        use Code::*;
        [
            Jo_rel32_64,
            Jno_rel32_64,
            Jb_rel32_64,
            Jae_rel32_64,
            Je_rel32_64,
            Jne_rel32_64,
            Jbe_rel32_64,
            Ja_rel32_64,
            Js_rel32_64,
            Jns_rel32_64,
            Jp_rel32_64,
            Jnp_rel32_64,
            Jl_rel32_64,
            Jge_rel32_64,
            Jle_rel32_64,
            Jg_rel32_64,
        ][self as usize]
    }
    /// `setcc r/m8` for this condition.
    pub fn setcc_code(self) -> Code {
        use Code::*;
        [
            Seto_rm8, Setno_rm8, Setb_rm8, Setae_rm8, Sete_rm8, Setne_rm8, Setbe_rm8, Seta_rm8, Sets_rm8, Setns_rm8,
            Setp_rm8, Setnp_rm8, Setl_rm8, Setge_rm8, Setle_rm8, Setg_rm8,
        ][self as usize]
    }
    /// `cmovcc r64, r/m64` for this condition.
    pub fn cmov64_code(self) -> Code {
        use Code::*;
        [
            Cmovo_r64_rm64,
            Cmovno_r64_rm64,
            Cmovb_r64_rm64,
            Cmovae_r64_rm64,
            Cmove_r64_rm64,
            Cmovne_r64_rm64,
            Cmovbe_r64_rm64,
            Cmova_r64_rm64,
            Cmovs_r64_rm64,
            Cmovns_r64_rm64,
            Cmovp_r64_rm64,
            Cmovnp_r64_rm64,
            Cmovl_r64_rm64,
            Cmovge_r64_rm64,
            Cmovle_r64_rm64,
            Cmovg_r64_rm64,
        ][self as usize]
    }
    /// `cmovcc r32, r/m32` for this condition.
    pub fn cmov32_code(self) -> Code {
        use Code::*;
        [
            Cmovo_r32_rm32,
            Cmovno_r32_rm32,
            Cmovb_r32_rm32,
            Cmovae_r32_rm32,
            Cmove_r32_rm32,
            Cmovne_r32_rm32,
            Cmovbe_r32_rm32,
            Cmova_r32_rm32,
            Cmovs_r32_rm32,
            Cmovns_r32_rm32,
            Cmovp_r32_rm32,
            Cmovnp_r32_rm32,
            Cmovl_r32_rm32,
            Cmovge_r32_rm32,
            Cmovle_r32_rm32,
            Cmovg_r32_rm32,
        ][self as usize]
    }
}

/// What an instruction does.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum MOp {
    /// A real x86 instruction; explicit operands follow iced-x86's operand order for `Code`.
    X86(Code),
    /// The same with a `lock` prefix (an atomic read-modify-write of its memory operand).
    Locked(Code),
    /// Register copy within one class: operands `[def dst, use src]`. The emitter writes `mov` or
    /// `movaps` and drops copies whose source and destination got the same register.
    Copy,
    /// Unconditional branch: operands `[Block]`; block arguments in the instruction's branch args.
    Jmp,
    /// Conditional branch on the flags: operands `[Block taken, Block not_taken]`. Both targets have
    /// this block as their only predecessor, so no block arguments.
    Jcc(Cond),
    /// Indirect branch through a jump table: operands `[use index (64-bit, already bounds-checked),
    /// early-def temporary (Int), JumpTable]`. Targets have a single predecessor.
    JmpTable,
    /// Return: the emitter writes the epilogue and `ret` (`ret $N` when the body pops its stack arguments,
    /// [`MFunction::popped_bytes`]). Implicit operands use the return registers.
    /// With an explicit operand, a symbol or a register that the epilogue does not restore, it is a
    /// tail call: the same epilogue, then `jmp` to the operand instead of `ret` (implicit operands then
    /// use the callee's argument registers). A second explicit operand `Imm(n)` says the callee pops `n`
    /// bytes: the epilogue leaves rsp `popped_bytes - n` bytes higher, where instruction selection moved the
    /// return address (`MFunction::tail_reserve`).
    Ret,
    /// Right after a call to a callee that pops `n` bytes of stack arguments (`tailcc`, `swifttailcc`):
    /// `sub rsp, n` puts the outgoing-argument area back. No operands.
    CalleePopped(u32),
    /// A stack map point (`llvm.experimental.stackmap`): no code but its call site's shadow of
    /// nops; the call site (`MInst::site`) says what to record at its offset.
    StackMap,
    /// `n` bytes a runtime may patch: with an explicit target operand (a symbol or a register) a
    /// call of it padded with nops (`llvm.experimental.patchpoint`), without one only nops (a
    /// statepoint with `"statepoint-num-patch-bytes"`, a patchpoint of a null target). Implicit
    /// operands and clobbers are the call's.
    PatchSpace(u32),
    /// The end of a block holding an `invoke`'s call: operands `[Block normal, Block landing]`.
    /// Control goes on at `normal` (a `jmp` unless it is next); `landing` is entered only by the
    /// unwinder, from the call whose call-site record has an unwind destination (the block's
    /// `MBlockData::unwind_from`), so the allocator takes that edge from the call (`edge_source`).
    /// Both targets have this block as their only predecessor, so no block arguments.
    InvokeJmp,
    /// The first instruction of a landing pad, no code: it defines rax (the exception pointer)
    /// and rdx (the selector) as the personality routine leaves them, and clobbers the other
    /// registers the call clobbers (the unwinder restores only callee-saved ones).
    LandingPad,
}

impl MOp {
    /// Whether this op ends a block.
    pub fn is_terminator(self) -> bool {
        matches!(self, MOp::Jmp | MOp::Jcc(_) | MOp::JmpTable | MOp::Ret | MOp::InvokeJmp)
    }
}

/// The base of an address.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum AmodeBase {
    /// No base register (absolute index*scale+disp; rarely useful).
    None,
    /// A register.
    Reg(RegRef),
    /// A stack object of this function (frame-pointer or stack-pointer relative, decided at emission).
    Slot(StackSlot),
    /// RIP-relative to a symbol; `disp` is the addend. No index allowed.
    Sym(SymId),
    /// RIP-relative to the GOT entry holding the address of a symbol (`sym@GOTPCREL`): how code takes
    /// the address of a symbol this module does not define. Only `mov r64, [got]`; no index, disp 0.
    Got(SymId),
    /// RIP-relative to the GOT entry holding the offset of thread-local `sym` from the thread
    /// pointer (`sym@GOTTPOFF`, the initial-exec TLS model). Only `mov r64, [..]`; no index, disp 0.
    GotTpOff(SymId),
    /// `fs:[disp]` on ELF (`fs:[0]` holds the thread pointer itself), `gs:[disp]` on COFF (the
    /// thread environment block; `gs:[0x58]` is its TLS array). No index.
    ThreadPointer,
    /// `[reg + sym@SECREL32 + disp]`: the offset of thread-local `sym` in its section added to a
    /// register holding this thread's TLS block for the module (COFF).
    TlsOffset(RegRef, SymId),
    /// The caller's outgoing-argument area: `[rbp + 16 + disp]` (incoming stack arguments).
    IncomingArgs,
    /// This function's outgoing-argument area at the bottom of the frame: `[rsp + disp]`.
    OutgoingArgs,
    /// Just above this function's outgoing-argument area: `[rsp + max_outgoing_args + disp]` (the
    /// address a dynamic alloca returns after moving rsp).
    OutgoingArgsEnd,
}

/// A memory operand: `base + index * scale + disp`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Amode {
    /// Base.
    pub base: AmodeBase,
    /// Optional index register with scale 1, 2, 4 or 8.
    pub index: Option<(RegRef, u8)>,
    /// Displacement (for `Sym`, the addend).
    pub disp: i32,
}

impl Amode {
    /// `[reg + disp]`.
    pub fn reg(reg: VReg, disp: i32) -> Self {
        Amode { base: AmodeBase::Reg(RegRef::Virt(reg)), index: None, disp }
    }
    /// `[slot + disp]`.
    pub fn slot(slot: StackSlot, disp: i32) -> Self {
        Amode { base: AmodeBase::Slot(slot), index: None, disp }
    }
    /// `[rip + sym + addend]`.
    pub fn sym(sym: SymId, addend: i32) -> Self {
        Amode { base: AmodeBase::Sym(sym), index: None, disp: addend }
    }
    /// The registers this address reads, base first.
    pub fn regs(&self) -> impl Iterator<Item = RegRef> {
        let base = match self.base {
            AmodeBase::Reg(r) | AmodeBase::TlsOffset(r, _) => Some(r),
            _ => None,
        };
        base.into_iter().chain(self.index.map(|(r, _)| r))
    }
}

/// One operand of a machine instruction.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum MOperand {
    /// A register (virtual or fixed) with its access kind.
    Reg(Operand),
    /// A memory operand.
    Mem(Amode),
    /// An immediate (the instruction's `Code` fixes its width).
    Imm(i64),
    /// A branch target.
    Block(Block),
    /// A symbol with addend (call and branch targets).
    Sym(SymId, i64),
    /// A jump table.
    JumpTable(JumpTableId),
}

/// Operand constructors for instruction selection: `u(v)` reads, `d(v)` writes, `m(v)` reads and
/// writes `v`; `pu(p)` reads a fixed register; `mem(a)` and `imm(i)` wrap addresses and immediates.
pub(crate) mod ops {
    use super::{Amode, MOperand};
    use kiln_regalloc::{Operand, PReg, VReg};

    /// `use v`.
    pub(crate) fn u(v: VReg) -> MOperand {
        MOperand::Reg(Operand::vreg_use(v))
    }
    /// `def v`.
    pub(crate) fn d(v: VReg) -> MOperand {
        MOperand::Reg(Operand::vreg_def(v))
    }
    /// `mod v`.
    pub(crate) fn m(v: VReg) -> MOperand {
        MOperand::Reg(Operand::vreg_mod(v))
    }
    /// Use of a fixed register.
    pub(crate) fn pu(p: PReg) -> MOperand {
        MOperand::Reg(Operand::preg_use(p))
    }
    /// Memory operand.
    pub(crate) fn mem(a: Amode) -> MOperand {
        MOperand::Mem(a)
    }
    /// Immediate.
    pub(crate) fn imm(i: i64) -> MOperand {
        MOperand::Imm(i)
    }
}

/// One machine instruction.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct MInst {
    /// What it does.
    pub op: MOp,
    /// First operand in the function's operand pool.
    pub ops_start: u32,
    /// Number of operands (explicit and implicit).
    pub num_ops: u16,
    /// Number of explicit (encoded) operands; the rest are implicit registers.
    pub num_explicit: u16,
    /// Physical registers overwritten without a value (a call's caller-saved registers).
    pub clobbers: PRegSet,
    /// Block arguments of a `Jmp`: start in the function's argument pool.
    pub args_start: u32,
    /// Number of block arguments.
    pub num_args: u32,
    /// Index into `MFunction::call_sites` of the record this instruction makes, or `NO_SITE`.
    pub site: u32,
}

/// `MInst::site` of instructions that make no call-site record.
pub const NO_SITE: u32 = u32::MAX;

/// A call-site record an instruction makes: the one per-instruction side table of MIR, which
/// renumbering keeps (it travels with its instruction). Stack maps now; statepoints, patchpoints
/// and exception call-site ranges use the same table.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct CallSite {
    /// The record's ID.
    pub id: u64,
    /// What the site is.
    pub kind: SiteKind,
    /// The recorded values, in record order.
    pub locs: Vec<SiteLoc>,
    /// Where unwinding out of the call continues in this function (an `invoke`), if anywhere.
    pub unwind: Option<Unwind>,
}

/// An `invoke`'s unwind destination: the landing pad block (a `MOp::LandingPad` block whose only
/// predecessor is the call's block) and what the personality routine does there.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Unwind {
    /// The landing pad.
    pub pad: Block,
    /// Index of the pad's action chain in `MEh::actions`; `None` for a cleanup-only pad.
    pub action: Option<u32>,
}

/// The exception-handling tables of a function with landing pads: what the Itanium C++ ABI's
/// language-specific data area (LSDA) holds besides the call-site ranges, which the call-site
/// records' `unwind` give. Type IDs (the selector values `llvm.eh.typeid.for` returns) start at 1.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct MEh {
    /// The personality routine.
    pub personality: SymId,
    /// The type info of type ID `k` at index `k - 1`; `None` catches everything (`catch ptr null`).
    pub type_infos: Vec<Option<SymId>>,
    /// Exception specifications (`filter` clauses), as lists of type IDs.
    pub filters: Vec<Vec<u32>>,
    /// Action chains, tried in order by the personality routine.
    pub actions: Vec<Vec<EhAction>>,
}

/// One step of a landing pad's action chain.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum EhAction {
    /// `catch`: lands with this type ID as the selector when the exception matches.
    Catch(u32),
    /// `filter`: lands with a negative selector when the exception matches none of
    /// `MEh::filters[k]`.
    Filter(u32),
    /// `cleanup`: lands with selector 0 (always last).
    Cleanup,
}

/// What kind of place a call site is.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum SiteKind {
    /// `llvm.experimental.stackmap`: the record names the start of `shadow` bytes of nops.
    StackMap { shadow: u32 },
    /// `llvm.experimental.gc.statepoint`: the record names the call's return address (the end of
    /// the instruction: a call, or the `PatchSpace` a runtime patches one into).
    Statepoint,
    /// `llvm.experimental.patchpoint`: the record names the start of its `PatchSpace` and lists
    /// the registers live out of it.
    PatchPoint,
    /// An `invoke` of an ordinary call: the record is only its exception call-site range (the call
    /// and its return address) and has no stack map.
    Invoke,
}

impl SiteKind {
    /// Whether the record names the start of its instruction (else its end, the return address).
    pub fn names_start(self) -> bool {
        !matches!(self, SiteKind::Statepoint | SiteKind::Invoke)
    }
    /// Whether the record goes to the StackMap section.
    pub fn in_stackmap(self) -> bool {
        self != SiteKind::Invoke
    }
}

/// A value a call site records.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum SiteLoc {
    /// A constant.
    Const(i64),
    /// The value of `vreg`, `size` bytes, wherever the instruction's late-point operand of it
    /// (`Live`, `StackUse`, `StackMod`) is allocated: a register or a spill slot.
    Value { vreg: VReg, size: u16 },
    /// The address of a stack object (an alloca).
    Frame(StackSlot),
}

/// A stack object: size and alignment in bytes.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct StackSlotData {
    /// Size in bytes.
    pub size: u32,
    /// Alignment in bytes (a power of two).
    pub align: u32,
}

/// A laid-out block of a finished function.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct MBlockData {
    /// First instruction.
    pub first: u32,
    /// One past the last instruction.
    pub end: u32,
    /// Block parameters (phi results).
    pub params: Vec<VReg>,
    /// Successors in terminator target order.
    pub succs: Vec<Block>,
    /// Predecessors.
    pub preds: Vec<Block>,
    /// Loop depth.
    pub loop_depth: u32,
    /// For a block ending in `MOp::InvokeJmp`: the call its landing-pad edge leaves from.
    pub unwind_from: Option<u32>,
}

/// A finished machine function, blocks in linear order. Implements [`kiln_regalloc::Function`].
#[derive(Clone, Debug)]
pub struct MFunction {
    /// The function's symbol.
    pub sym: SymId,
    /// Blocks in linear (emission) order; block 0 is the entry.
    pub blocks: Vec<MBlockData>,
    /// Instructions in linear order.
    pub insts: Vec<MInst>,
    /// Operand pool.
    pub operands: Vec<MOperand>,
    /// Block-argument pool.
    pub args: Vec<VReg>,
    /// Register class of every virtual register.
    pub vreg_classes: Vec<RegClass>,
    /// Stack objects.
    pub stack_slots: Vec<StackSlotData>,
    /// Jump tables: target blocks, indexed by case number.
    pub jump_tables: Vec<Vec<Block>>,
    /// Bytes of outgoing stack arguments the largest call needs (a multiple of 8).
    pub max_outgoing_args: u32,
    /// Whether rsp moves during the body (dynamic alloca, stackrestore).
    pub has_dynamic_alloca: bool,
    /// The alignment rsp needs at calls: 16, or more when a stack argument is aligned above 16.
    pub outgoing_args_align: u32,
    /// The calling convention the body follows (which registers it must preserve, how its frame is saved).
    pub conv: Convention,
    /// Callee-saved registers of `conv` this body need not preserve: r13 and r14 in `swifttailcc`, r12 with a
    /// `swifterror` parameter (which comes back in r12).
    pub not_preserved: PRegSet,
    /// Bytes of its incoming stack arguments the body pops when it returns (`ret $N`; `tailcc`, `swifttailcc`).
    pub popped_bytes: u32,
    /// Bytes the prologue reserves above the saved rbp (`sub rsp, N` before `push rbp`, a multiple of 16) so
    /// a tail call can pass more stack arguments than the body received: the callee's arguments go up to the
    /// end of our own incoming area and its return address below them, inside this reserve.
    pub tail_reserve: u32,
    /// Call-site records, indexed by `MInst::site`.
    pub call_sites: Vec<CallSite>,
    /// Exception-handling tables, when a call site has an unwind destination.
    pub eh: Option<MEh>,
    /// Register-allocator operands of every instruction (computed by `finish`).
    ra_operands: Vec<Operand>,
    /// Start of each instruction's allocator operands (length `insts.len() + 1`).
    ra_offsets: Vec<u32>,
}

impl MFunction {
    /// The largest alignment the frame must provide: of any stack object, and of any stack
    /// argument of the calls it makes.
    pub fn max_frame_align(&self) -> u32 {
        self.stack_slots.iter().map(|s| s.align).max().unwrap_or(1).max(self.outgoing_args_align)
    }
    /// Whether the frame needs a base pointer (rbx): it is realigned (something aligned above 16)
    /// and also has a dynamic alloca, so neither rbp (above the realignment gap) nor rsp (moved by
    /// the allocas) can address the realigned objects. rbx is then not allocated.
    pub fn needs_base_pointer(&self) -> bool {
        self.has_dynamic_alloca && self.max_frame_align() > 16
    }
    /// The explicit and implicit operands of `inst`.
    #[inline]
    pub fn inst_ops(&self, inst: Inst) -> &[MOperand] {
        let i = &self.insts[inst.index()];
        &self.operands[i.ops_start as usize..i.ops_start as usize + i.num_ops as usize]
    }
    /// The block arguments of a `Jmp`.
    pub fn inst_args(&self, inst: Inst) -> &[VReg] {
        let i = &self.insts[inst.index()];
        &self.args[i.args_start as usize..(i.args_start + i.num_args) as usize]
    }
    /// The instructions of `block`.
    pub fn block_range(&self, block: Block) -> InstRange {
        let b = &self.blocks[block.index()];
        InstRange { first: Inst(b.first), end: Inst(b.end) }
    }
}

/// Appends the allocator operands of `ops` to `out` in the canonical order: operands in order;
/// a register operand gives itself; a memory operand gives its base register then its index
/// register, both as uses. The emitter walks operands in the same order to find allocations.
pub fn collect_ra_operands(ops: &[MOperand], out: &mut Vec<Operand>) {
    for op in ops {
        match op {
            MOperand::Reg(o) => out.push(*o),
            MOperand::Mem(a) => out.extend(a.regs().map(|r| Operand { reg: r, ..Operand::vreg_use(VReg(0)) })),
            _ => {}
        }
    }
}

impl kiln_regalloc::Function for MFunction {
    #[inline]
    fn num_insts(&self) -> usize {
        self.insts.len()
    }
    #[inline]
    fn num_blocks(&self) -> usize {
        self.blocks.len()
    }
    #[inline]
    fn num_vregs(&self) -> usize {
        self.vreg_classes.len()
    }
    #[inline]
    fn block_insts(&self, block: Block) -> InstRange {
        self.block_range(block)
    }
    #[inline]
    fn block_succs(&self, block: Block) -> &[Block] {
        &self.blocks[block.index()].succs
    }
    #[inline]
    fn block_preds(&self, block: Block) -> &[Block] {
        &self.blocks[block.index()].preds
    }
    #[inline]
    fn block_loop_depth(&self, block: Block) -> u32 {
        self.blocks[block.index()].loop_depth
    }
    #[inline]
    fn block_params(&self, block: Block) -> &[VReg] {
        &self.blocks[block.index()].params
    }
    #[inline]
    fn branch_blockparams(&self, _block: Block, inst: Inst, _succ_index: usize) -> &[VReg] {
        self.inst_args(inst)
    }
    #[inline]
    fn edge_source(&self, block: Block, succ_index: usize) -> Option<Inst> {
        self.blocks[block.index()].unwind_from.filter(|_| succ_index == 1).map(Inst)
    }
    #[inline]
    fn is_ret(&self, inst: Inst) -> bool {
        self.insts[inst.index()].op == MOp::Ret
    }
    #[inline]
    fn is_branch(&self, inst: Inst) -> bool {
        let op = self.insts[inst.index()].op;
        op.is_terminator() && op != MOp::Ret
    }
    #[inline]
    fn inst_operands(&self, inst: Inst) -> &[Operand] {
        &self.ra_operands[self.ra_offsets[inst.index()] as usize..self.ra_offsets[inst.index() + 1] as usize]
    }
    #[inline]
    fn inst_clobbers(&self, inst: Inst) -> PRegSet {
        self.insts[inst.index()].clobbers
    }
    #[inline]
    fn is_move(&self, inst: Inst) -> Option<(Operand, Operand)> {
        match self.insts[inst.index()].op {
            MOp::Copy => {
                let ops = self.inst_operands(inst);
                Some((ops[0], ops[1]))
            }
            _ => None,
        }
    }
    #[inline]
    fn vreg_class(&self, vreg: VReg) -> RegClass {
        self.vreg_classes[vreg.index()]
    }
}

/// Builds an [`MFunction`]: blocks may be created and filled in any order.
#[derive(Clone, Debug)]
pub struct MFunctionBuilder {
    sym: SymId,
    blocks: Vec<BuilderBlock>,
    insts: Vec<MInst>,
    operands: Vec<MOperand>,
    args: Vec<VReg>,
    vreg_classes: Vec<RegClass>,
    stack_slots: Vec<StackSlotData>,
    jump_tables: Vec<Vec<Block>>,
    current: Block,
    /// Bytes of outgoing stack arguments the largest call needs.
    pub max_outgoing_args: u32,
    /// Whether rsp moves during the body.
    pub has_dynamic_alloca: bool,
    /// The alignment rsp needs at calls (16 unless a stack argument is aligned above 16).
    pub outgoing_args_align: u32,
    /// The calling convention the body follows.
    pub conv: Convention,
    /// See [`MFunction::not_preserved`].
    pub not_preserved: PRegSet,
    /// See [`MFunction::popped_bytes`].
    pub popped_bytes: u32,
    /// See [`MFunction::tail_reserve`].
    pub tail_reserve: u32,
    call_sites: Vec<CallSite>,
    /// Exception-handling tables (see [`MFunction::eh`]).
    pub eh: Option<MEh>,
}

#[derive(Clone, Debug, Default)]
struct BuilderBlock {
    insts: Vec<u32>,
    params: Vec<VReg>,
    loop_depth: u32,
}

/// Why a machine function is malformed (a bug in instruction selection, reported, not panicked).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MirError(pub String);

impl fmt::Display for MirError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl MFunctionBuilder {
    /// The symbol of the function being built.
    pub fn sym(&self) -> SymId {
        self.sym
    }
    /// The class of a virtual register created by this builder.
    pub fn vreg_class(&self, vreg: VReg) -> RegClass {
        self.vreg_classes[vreg.index()]
    }
    /// A builder for the function named by `sym`, with an empty entry block selected.
    pub fn new(sym: SymId) -> Self {
        MFunctionBuilder {
            sym,
            blocks: vec![BuilderBlock::default()],
            insts: Vec::new(),
            operands: Vec::new(),
            args: Vec::new(),
            vreg_classes: Vec::new(),
            stack_slots: Vec::new(),
            jump_tables: Vec::new(),
            current: Block(0),
            max_outgoing_args: 0,
            has_dynamic_alloca: false,
            outgoing_args_align: 16,
            conv: Convention::SysV,
            not_preserved: PRegSet::empty(),
            popped_bytes: 0,
            tail_reserve: 0,
            call_sites: Vec::new(),
            eh: None,
        }
    }
    /// The entry block.
    pub fn entry(&self) -> Block {
        Block(0)
    }
    /// Creates an empty block.
    pub fn new_block(&mut self) -> Block {
        self.blocks.push(BuilderBlock::default());
        Block::new(self.blocks.len() - 1)
    }
    /// Selects the block that `push` appends to.
    pub fn switch_to(&mut self, block: Block) {
        self.current = block;
    }
    /// The selected block.
    pub fn current(&self) -> Block {
        self.current
    }
    /// Sets a block's loop depth.
    pub fn set_loop_depth(&mut self, block: Block, depth: u32) {
        self.blocks[block.index()].loop_depth = depth;
    }
    /// Adds a block parameter.
    pub fn add_block_param(&mut self, block: Block, vreg: VReg) {
        self.blocks[block.index()].params.push(vreg);
    }
    /// Creates a virtual register of `class`.
    pub fn new_vreg(&mut self, class: RegClass) -> VReg {
        self.vreg_classes.push(class);
        VReg::new(self.vreg_classes.len() - 1)
    }
    /// Creates a stack object.
    pub fn new_stack_slot(&mut self, size: u32, align: u32) -> StackSlot {
        self.stack_slots.push(StackSlotData { size, align: align.max(1) });
        StackSlot(self.stack_slots.len() as u32 - 1)
    }
    /// Creates a jump table.
    pub fn new_jump_table(&mut self, targets: Vec<Block>) -> JumpTableId {
        self.jump_tables.push(targets);
        JumpTableId(self.jump_tables.len() as u32 - 1)
    }
    /// Whether the selected block already ends in a terminator.
    pub fn is_terminated(&self) -> bool {
        let b = &self.blocks[self.current.index()];
        b.insts.last().is_some_and(|&i| self.insts[i as usize].op.is_terminator())
    }
    /// Appends an instruction with only explicit operands to the selected block.
    pub fn push(&mut self, op: MOp, explicit: &[MOperand]) {
        self.push_full(op, explicit, &[], PRegSet::empty(), &[]);
    }
    /// Appends an instruction with explicit and implicit operands, clobbers and block arguments.
    pub fn push_full(
        &mut self,
        op: MOp,
        explicit: &[MOperand],
        implicit: &[Operand],
        clobbers: PRegSet,
        args: &[VReg],
    ) {
        let ops_start = self.operands.len() as u32;
        self.operands.extend_from_slice(explicit);
        self.operands.extend(implicit.iter().map(|&o| MOperand::Reg(o)));
        let args_start = self.args.len() as u32;
        self.args.extend_from_slice(args);
        self.insts.push(MInst {
            op,
            ops_start,
            num_ops: (explicit.len() + implicit.len()) as u16,
            num_explicit: explicit.len() as u16,
            clobbers,
            args_start,
            num_args: args.len() as u32,
            site: NO_SITE,
        });
        let idx = self.insts.len() as u32 - 1;
        self.blocks[self.current.index()].insts.push(idx);
    }
    /// Appends an instruction that makes call-site record `site` (see [`Self::push_full`]).
    pub fn push_site(
        &mut self,
        op: MOp,
        explicit: &[MOperand],
        implicit: &[Operand],
        clobbers: PRegSet,
        site: CallSite,
    ) {
        self.push_full(op, explicit, implicit, clobbers, &[]);
        self.insts.last_mut().expect("just pushed").site = self.call_sites.len() as u32;
        self.call_sites.push(site);
    }
    /// The position of the last operand pushed (to patch an immediate with [`Self::patch_imm`]).
    pub fn last_operand(&self) -> usize {
        self.operands.len().saturating_sub(1)
    }
    /// Replaces the immediate at operand position `at` (from [`Self::last_operand`]); positions
    /// holding anything else are left alone.
    pub fn patch_imm(&mut self, at: usize, value: i64) {
        if let Some(MOperand::Imm(v)) = self.operands.get_mut(at) {
            *v = value;
        }
    }
    /// Lays blocks out in `order` (every block exactly once, entry first; `None` keeps creation
    /// order), numbers instructions, derives the CFG and checks the allocator's invariants.
    pub fn finish(mut self, order: Option<&[Block]>) -> Result<MFunction, MirError> {
        let n = self.blocks.len();
        let order: Vec<Block> = match order {
            Some(o) => o.to_vec(),
            None => (0..n).map(Block::new).collect(),
        };
        let mut new_index = vec![u32::MAX; n];
        for (pos, b) in order.iter().enumerate() {
            if b.index() >= n || new_index[b.index()] != u32::MAX {
                return Err(MirError(format!("block order names {b} twice or out of range")));
            }
            new_index[b.index()] = pos as u32;
        }
        if order.len() != n || order.first() != Some(&Block(0)) {
            return Err(MirError("block order must list every block once, entry first".into()));
        }
        let remap = |b: Block| Block(new_index[b.index()]);
        let mut f = MFunction {
            sym: self.sym,
            blocks: Vec::with_capacity(n),
            insts: Vec::with_capacity(self.insts.len()),
            operands: Vec::with_capacity(self.operands.len()),
            args: self.args,
            vreg_classes: self.vreg_classes,
            stack_slots: self.stack_slots,
            jump_tables: self.jump_tables.iter().map(|t| t.iter().map(|&b| remap(b)).collect()).collect(),
            max_outgoing_args: self.max_outgoing_args,
            has_dynamic_alloca: self.has_dynamic_alloca,
            outgoing_args_align: self.outgoing_args_align,
            conv: self.conv,
            not_preserved: self.not_preserved,
            popped_bytes: self.popped_bytes,
            tail_reserve: self.tail_reserve,
            call_sites: self.call_sites,
            eh: self.eh,
            ra_operands: Vec::new(),
            ra_offsets: Vec::new(),
        };
        for &b in &order {
            let bb = &mut self.blocks[b.index()];
            let first = f.insts.len() as u32;
            let Some(&last) = bb.insts.last() else {
                return Err(MirError(format!("block {b} is empty")));
            };
            for &i in &bb.insts {
                let mut inst = self.insts[i as usize];
                if inst.op.is_terminator() != (i == last) {
                    return Err(MirError(format!("block {b}: terminator not last, or missing")));
                }
                let start = f.operands.len() as u32;
                for op in &self.operands[inst.ops_start as usize..(inst.ops_start + inst.num_ops as u32) as usize] {
                    f.operands.push(match *op {
                        MOperand::Block(t) if t.index() < n => MOperand::Block(remap(t)),
                        MOperand::Block(t) => return Err(MirError(format!("branch to unknown block {t}"))),
                        other => other,
                    });
                }
                inst.ops_start = start;
                f.insts.push(inst);
            }
            f.blocks.push(MBlockData {
                first,
                end: f.insts.len() as u32,
                params: std::mem::take(&mut bb.params),
                succs: Vec::new(),
                preds: Vec::new(),
                loop_depth: bb.loop_depth,
                unwind_from: None,
            });
        }
        for site in &mut f.call_sites {
            if let Some(u) = &mut site.unwind {
                if u.pad.index() >= n {
                    return Err(MirError(format!("unwind to unknown block {}", u.pad)));
                }
                u.pad = remap(u.pad);
            }
        }
        f.find_unwind_sources()?;
        f.derive_cfg()?;
        f.ra_offsets.reserve(f.insts.len() + 1);
        f.ra_operands.reserve(f.operands.len());
        for i in 0..f.insts.len() {
            f.ra_offsets.push(f.ra_operands.len() as u32);
            let inst = f.insts[i];
            let ops = &f.operands[inst.ops_start as usize..inst.ops_start as usize + inst.num_ops as usize];
            collect_ra_operands(ops, &mut f.ra_operands);
        }
        f.ra_offsets.push(f.ra_operands.len() as u32);
        Ok(f)
    }
}

impl MFunction {
    /// Sets `unwind_from` of every block ending in `InvokeJmp`: its one call whose record unwinds
    /// to the jump's second target.
    fn find_unwind_sources(&mut self) -> Result<(), MirError> {
        for b in 0..self.blocks.len() {
            let (first, end) = (self.blocks[b].first, self.blocks[b].end);
            if self.insts[end as usize - 1].op != MOp::InvokeJmp {
                continue;
            }
            let pad = match self.inst_ops(Inst(end - 1)) {
                [MOperand::Block(_), MOperand::Block(p)] => *p,
                _ => return Err(MirError(format!("bb{b}: invokejmp needs two block operands"))),
            };
            let unwinds = |i: u32| {
                let site = self.insts[i as usize].site;
                self.call_sites.get(site as usize).and_then(|s| s.unwind).map(|u| u.pad)
            };
            let calls: Vec<u32> = (first..end - 1).filter(|&i| unwinds(i).is_some()).collect();
            match calls[..] {
                [i] if unwinds(i) == Some(pad) => self.blocks[b].unwind_from = Some(i),
                _ => return Err(MirError(format!("bb{b}: invokejmp needs exactly one call unwinding to {pad}"))),
            }
        }
        Ok(())
    }

    /// Fills successors and predecessors from terminators and checks for critical edges.
    fn derive_cfg(&mut self) -> Result<(), MirError> {
        for b in 0..self.blocks.len() {
            let last = Inst(self.blocks[b].end - 1);
            let succs: Vec<Block> = match self.insts[last.index()].op {
                MOp::JmpTable => {
                    let mut targets = Vec::new();
                    for op in self.inst_ops(last) {
                        if let MOperand::JumpTable(jt) = op {
                            for &t in &self.jump_tables[jt.index()] {
                                if !targets.contains(&t) {
                                    targets.push(t);
                                }
                            }
                        }
                    }
                    targets
                }
                _ => self
                    .inst_ops(last)
                    .iter()
                    .filter_map(|o| match o {
                        MOperand::Block(t) => Some(*t),
                        _ => None,
                    })
                    .collect(),
            };
            for &s in &succs {
                self.blocks[s.index()].preds.push(Block::new(b));
            }
            self.blocks[b].succs = succs;
        }
        for b in 0..self.blocks.len() {
            let succs = &self.blocks[b].succs;
            if succs.len() > 1 {
                for s in succs {
                    if self.blocks[s.index()].preds.len() > 1 {
                        return Err(MirError(format!("critical edge bb{b} -> {s}")));
                    }
                }
            }
            let term = &self.insts[self.blocks[b].end as usize - 1];
            if term.op != MOp::Jmp && term.num_args != 0 {
                return Err(MirError(format!("bb{b}: only jmp may pass block arguments")));
            }
        }
        if !self.blocks[0].preds.is_empty() {
            return Err(MirError("the entry block may not have predecessors".into()));
        }
        Ok(())
    }
}

impl fmt::Display for MOperand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fn reg(f: &mut fmt::Formatter<'_>, r: RegRef) -> fmt::Result {
            match r {
                RegRef::Virt(v) => write!(f, "{v}"),
                RegRef::Phys(p) => write!(f, "%{p}"),
            }
        }
        match self {
            MOperand::Reg(o) => {
                match o.kind {
                    OperandKind::Use => {}
                    OperandKind::Def => f.write_str("def ")?,
                    OperandKind::Mod => f.write_str("mod ")?,
                    OperandKind::Live => f.write_str("live ")?,
                    OperandKind::StackUse => f.write_str("stackuse ")?,
                    OperandKind::StackMod => f.write_str("stackmod ")?,
                }
                reg(f, o.reg)
            }
            MOperand::Mem(a) => {
                f.write_str("[")?;
                match a.base {
                    AmodeBase::None => f.write_str("0")?,
                    AmodeBase::Reg(r) => reg(f, r)?,
                    AmodeBase::Slot(s) => write!(f, "{s}")?,
                    AmodeBase::Sym(s) => write!(f, "rip+{s}")?,
                    AmodeBase::Got(s) => write!(f, "rip+{s}@got")?,
                    AmodeBase::GotTpOff(s) => write!(f, "rip+{s}@gottpoff")?,
                    AmodeBase::ThreadPointer => write!(f, "tp")?,
                    AmodeBase::TlsOffset(r, s) => {
                        reg(f, r)?;
                        write!(f, "+{s}@secrel")?
                    }
                    AmodeBase::IncomingArgs => f.write_str("inargs")?,
                    AmodeBase::OutgoingArgs => f.write_str("outargs")?,
                    AmodeBase::OutgoingArgsEnd => f.write_str("outargs_end")?,
                }
                if let Some((r, s)) = a.index {
                    f.write_str("+")?;
                    reg(f, r)?;
                    write!(f, "*{s}")?;
                }
                if a.disp != 0 {
                    write!(f, "{:+}", a.disp)?;
                }
                f.write_str("]")
            }
            MOperand::Imm(i) => write!(f, "{i}"),
            MOperand::Block(b) => write!(f, "{b}"),
            MOperand::Sym(s, 0) => write!(f, "{s}"),
            MOperand::Sym(s, a) => write!(f, "{s}{a:+}"),
            MOperand::JumpTable(j) => write!(f, "{j}"),
        }
    }
}

impl fmt::Display for MFunction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "function {}:", self.sym)?;
        if self.popped_bytes != 0 || self.tail_reserve != 0 {
            writeln!(f, "  pops {} reserve {}", self.popped_bytes, self.tail_reserve)?;
        }
        for (i, s) in self.stack_slots.iter().enumerate() {
            writeln!(f, "  ss{i}: size {} align {}", s.size, s.align)?;
        }
        for (b, data) in self.blocks.iter().enumerate() {
            write!(f, "bb{b}")?;
            if !data.params.is_empty() {
                let ps: Vec<String> = data.params.iter().map(|p| p.to_string()).collect();
                write!(f, "({})", ps.join(", "))?;
            }
            writeln!(f, ":")?;
            for i in data.first..data.end {
                let inst = &self.insts[i as usize];
                let name = match inst.op {
                    MOp::X86(code) => format!("{code:?}"),
                    MOp::Locked(code) => format!("lock {code:?}"),
                    MOp::Jcc(c) => format!("j{}", c.suffix()),
                    other => format!("{other:?}").to_lowercase(),
                };
                write!(f, "  {name}")?;
                let ops = self.inst_ops(Inst(i));
                for (k, op) in ops.iter().enumerate() {
                    let sep = if k == 0 {
                        " "
                    } else if k == inst.num_explicit as usize {
                        " ; implicit "
                    } else {
                        ", "
                    };
                    write!(f, "{sep}{op}")?;
                }
                if inst.num_args > 0 {
                    let a: Vec<String> = self.inst_args(Inst(i)).iter().map(|v| v.to_string()).collect();
                    write!(f, " ({})", a.join(", "))?;
                }
                if !inst.clobbers.is_empty() {
                    write!(f, " ; clobbers {}", inst.clobbers.iter().count())?;
                }
                if let Some(site) = self.call_sites.get(inst.site as usize) {
                    write!(f, " ; site {} id {} {:?} {:?}", inst.site, site.id, site.kind, site.locs)?;
                }
                writeln!(f)?;
            }
        }
        Ok(())
    }
}
