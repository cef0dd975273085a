//! Value types of the allocator's contract: registers, operands, allocations, edits and the output.

use std::fmt;

/// Declares a dense `u32` index newtype with a `Display` prefix.
macro_rules! index_type {
    ($(#[$attr:meta])* $name:ident, $prefix:expr) => {
        $(#[$attr])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
        pub struct $name(pub u32);

        impl $name {
            /// Makes an index from a `usize`.
            #[inline]
            pub fn new(index: usize) -> Self {
                $name(u32::try_from(index).expect("index overflow"))
            }
            /// Returns the index as a `usize`.
            #[inline]
            pub fn index(self) -> usize {
                self.0 as usize
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{}{}", $prefix, self.0)
            }
        }

        impl fmt::Debug for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                fmt::Display::fmt(self, f)
            }
        }
    };
}

index_type!(
    /// A virtual register.
    VReg,
    "v"
);
index_type!(
    /// A machine basic block, numbered in linear order.
    Block,
    "bb"
);
index_type!(
    /// A machine instruction, numbered in linear order.
    Inst,
    "i"
);
index_type!(
    /// An 8-byte spill slot; vector values take two consecutive slots starting at an even index.
    SpillSlot,
    "slot"
);

/// A register class: general-purpose integer registers or SSE/AVX vector registers.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum RegClass {
    /// rax..r15.
    Int,
    /// xmm0..xmm15.
    Vec,
}

impl RegClass {
    /// Number of 8-byte spill slots a value of this class occupies.
    pub fn spill_slots(self) -> usize {
        match self {
            RegClass::Int => 1,
            RegClass::Vec => 2,
        }
    }
}

/// A physical x86-64 register: 0..16 are the GPRs in encoding order (rax rcx rdx rbx rsp rbp rsi rdi
/// r8..r15), 16..32 are xmm0..xmm15.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PReg(u8);

impl PReg {
    /// rax.
    pub const RAX: PReg = PReg(0);
    /// rcx.
    pub const RCX: PReg = PReg(1);
    /// rdx.
    pub const RDX: PReg = PReg(2);
    /// rbx.
    pub const RBX: PReg = PReg(3);
    /// rsp.
    pub const RSP: PReg = PReg(4);
    /// rbp.
    pub const RBP: PReg = PReg(5);
    /// rsi.
    pub const RSI: PReg = PReg(6);
    /// rdi.
    pub const RDI: PReg = PReg(7);
    /// r8.
    pub const R8: PReg = PReg(8);
    /// r9.
    pub const R9: PReg = PReg(9);
    /// r10.
    pub const R10: PReg = PReg(10);
    /// r11 (reserved as the scratch register of the integer class).
    pub const R11: PReg = PReg(11);
    /// r12.
    pub const R12: PReg = PReg(12);
    /// r13.
    pub const R13: PReg = PReg(13);
    /// r14.
    pub const R14: PReg = PReg(14);
    /// r15.
    pub const R15: PReg = PReg(15);

    /// The GPR with hardware number `n` (0..16).
    pub const fn gpr(n: u8) -> PReg {
        assert!(n < 16);
        PReg(n)
    }
    /// xmm register `n` (0..16).
    pub const fn xmm(n: u8) -> PReg {
        assert!(n < 16);
        PReg(16 + n)
    }
    /// The dense index 0..32.
    pub fn index(self) -> usize {
        self.0 as usize
    }
    /// The register with dense index `index` (0..32).
    pub fn from_index(index: usize) -> PReg {
        assert!(index < 32);
        PReg(index as u8)
    }
    /// The hardware encoding number within its class (0..16).
    pub fn hw_enc(self) -> u8 {
        self.0 & 15
    }
    /// The register's class.
    pub fn class(self) -> RegClass {
        if self.0 < 16 {
            RegClass::Int
        } else {
            RegClass::Vec
        }
    }
}

impl fmt::Display for PReg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        const GPR: [&str; 16] = [
            "rax", "rcx", "rdx", "rbx", "rsp", "rbp", "rsi", "rdi", "r8", "r9", "r10", "r11", "r12", "r13", "r14",
            "r15",
        ];
        match self.class() {
            RegClass::Int => f.write_str(GPR[self.hw_enc() as usize]),
            RegClass::Vec => write!(f, "xmm{}", self.hw_enc()),
        }
    }
}

impl fmt::Debug for PReg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// A set of physical registers as a 32-bit mask indexed by [`PReg::index`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, Default, Debug)]
pub struct PRegSet(pub u32);

impl PRegSet {
    /// The empty set.
    pub const fn empty() -> Self {
        PRegSet(0)
    }
    /// The set holding `regs`.
    pub fn of(regs: &[PReg]) -> Self {
        regs.iter().fold(PRegSet(0), |s, &r| s.with(r))
    }
    /// This set plus `reg`.
    pub fn with(self, reg: PReg) -> Self {
        PRegSet(self.0 | 1 << reg.index())
    }
    /// Adds `reg`.
    pub fn insert(&mut self, reg: PReg) {
        self.0 |= 1 << reg.index();
    }
    /// Whether `reg` is in the set.
    pub fn contains(self, reg: PReg) -> bool {
        self.0 & (1 << reg.index()) != 0
    }
    /// Union of two sets.
    pub fn union(self, other: PRegSet) -> PRegSet {
        PRegSet(self.0 | other.0)
    }
    /// Whether the set is empty.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// The members in index order.
    pub fn iter(self) -> impl Iterator<Item = PReg> {
        (0..32).filter(move |i| self.0 & (1 << i) != 0).map(PReg::from_index)
    }
}

/// A register an operand names: a virtual register or a fixed physical one.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum RegRef {
    /// A virtual register, to be allocated.
    Virt(VReg),
    /// A fixed physical register.
    Phys(PReg),
}

/// How an operand accesses its register.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum OperandKind {
    /// Read.
    Use,
    /// Written.
    Def,
    /// Read and written in place (x86 two-address forms): the same register before and after.
    Mod,
    /// Read at the late point in any location (a register or the spill slot) and live after it: a
    /// value a call-site record reports (deopt state, stack map operands). Its allocation says where
    /// the value is at the instruction's return address. Never in a register the instruction
    /// clobbers; never on a terminator.
    Live,
    /// In the vreg's spill slot at the late point, read there (deopt state a runtime reads at a
    /// safepoint). Its allocation is that slot; the value may stay in a register as well (the
    /// allocator then stores it to the slot before the instruction). Never on a terminator.
    StackUse,
    /// In the vreg's spill slot at the late point, where the instruction may rewrite it in place (a
    /// moving collector relocating a reference at a safepoint); the value after the instruction is
    /// the slot's content. Its allocation is that slot. Never on a terminator.
    StackMod,
}

impl OperandKind {
    /// Whether the operand gives its vreg a new value in a register (a def or an in-place change).
    pub fn writes_register(self) -> bool {
        matches!(self, OperandKind::Def | OperandKind::Mod)
    }
    /// Whether the operand is reported at the late point (`Live`, `StackUse`, `StackMod`).
    pub fn at_late_point(self) -> bool {
        matches!(self, OperandKind::Live | OperandKind::StackUse | OperandKind::StackMod)
    }
}

/// When, within its instruction, an operand is accessed. Uses default to `Early`, defs to `Late`;
/// an `Early` def (early clobber) may not share a register with any use of the same instruction.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum OperandPos {
    /// Before the instruction executes.
    Early,
    /// After it executes.
    Late,
}

/// One register operand of an instruction.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Operand {
    /// The register named.
    pub reg: RegRef,
    /// Read, written or both.
    pub kind: OperandKind,
    /// Early or late within the instruction.
    pub pos: OperandPos,
}

impl Operand {
    /// A read of `vreg`.
    pub fn vreg_use(vreg: VReg) -> Self {
        Operand { reg: RegRef::Virt(vreg), kind: OperandKind::Use, pos: OperandPos::Early }
    }
    /// A definition of `vreg` after the instruction's reads.
    pub fn vreg_def(vreg: VReg) -> Self {
        Operand { reg: RegRef::Virt(vreg), kind: OperandKind::Def, pos: OperandPos::Late }
    }
    /// A definition of `vreg` that must not share a register with the instruction's uses.
    pub fn vreg_early_def(vreg: VReg) -> Self {
        Operand { reg: RegRef::Virt(vreg), kind: OperandKind::Def, pos: OperandPos::Early }
    }
    /// A read-modify-write of `vreg` in one register.
    pub fn vreg_mod(vreg: VReg) -> Self {
        Operand { reg: RegRef::Virt(vreg), kind: OperandKind::Mod, pos: OperandPos::Early }
    }
    /// `vreg` reported at the late point, wherever it lives ([`OperandKind::Live`]).
    pub fn vreg_live(vreg: VReg) -> Self {
        Operand { reg: RegRef::Virt(vreg), kind: OperandKind::Live, pos: OperandPos::Late }
    }
    /// `vreg` in its spill slot at the late point, read there ([`OperandKind::StackUse`]).
    pub fn vreg_stack_use(vreg: VReg) -> Self {
        Operand { reg: RegRef::Virt(vreg), kind: OperandKind::StackUse, pos: OperandPos::Late }
    }
    /// `vreg` in its spill slot at the late point, rewritable there ([`OperandKind::StackMod`]).
    pub fn vreg_stack_mod(vreg: VReg) -> Self {
        Operand { reg: RegRef::Virt(vreg), kind: OperandKind::StackMod, pos: OperandPos::Late }
    }
    /// A read of the fixed register `preg`.
    pub fn preg_use(preg: PReg) -> Self {
        Operand { reg: RegRef::Phys(preg), kind: OperandKind::Use, pos: OperandPos::Early }
    }
    /// A write of the fixed register `preg`.
    pub fn preg_def(preg: PReg) -> Self {
        Operand { reg: RegRef::Phys(preg), kind: OperandKind::Def, pos: OperandPos::Late }
    }
    /// A read-modify-write of the fixed register `preg`.
    pub fn preg_mod(preg: PReg) -> Self {
        Operand { reg: RegRef::Phys(preg), kind: OperandKind::Mod, pos: OperandPos::Early }
    }
    /// The virtual register, if any.
    pub fn vreg(self) -> Option<VReg> {
        match self.reg {
            RegRef::Virt(v) => Some(v),
            RegRef::Phys(_) => None,
        }
    }
    /// The fixed physical register, if any.
    pub fn preg(self) -> Option<PReg> {
        match self.reg {
            RegRef::Phys(p) => Some(p),
            RegRef::Virt(_) => None,
        }
    }
}

/// A contiguous range of instructions.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct InstRange {
    /// First instruction.
    pub first: Inst,
    /// One past the last instruction.
    pub end: Inst,
}

impl InstRange {
    /// The instructions in order.
    pub fn iter(self) -> impl DoubleEndedIterator<Item = Inst> {
        (self.first.0..self.end.0).map(Inst)
    }
    /// Number of instructions.
    pub fn len(self) -> usize {
        (self.end.0 - self.first.0) as usize
    }
    /// Whether the range is empty.
    pub fn is_empty(self) -> bool {
        self.end.0 == self.first.0
    }
    /// The last instruction.
    pub fn last(self) -> Inst {
        Inst(self.end.0 - 1)
    }
}

/// Where a value lives: a register, a spill slot, or nowhere (operand of a physical register).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Allocation {
    /// Not allocated (used for operands that name a physical register directly).
    None,
    /// In a physical register.
    Reg(PReg),
    /// In a spill slot.
    Stack(SpillSlot),
}

impl fmt::Display for Allocation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Allocation::None => f.write_str("none"),
            Allocation::Reg(p) => write!(f, "{p}"),
            Allocation::Stack(s) => write!(f, "{s}"),
        }
    }
}

/// A point between instructions: just before or just after `inst`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct ProgPoint {
    /// The instruction.
    pub inst: Inst,
    /// `false` for before, `true` for after.
    pub after: bool,
}

impl ProgPoint {
    /// Just before `inst`.
    pub fn before(inst: Inst) -> Self {
        ProgPoint { inst, after: false }
    }
    /// Just after `inst` (never after a terminator).
    pub fn after(inst: Inst) -> Self {
        ProgPoint { inst, after: true }
    }
}

/// A move the client inserts at a program point. Stack-to-stack moves are allowed; the client
/// performs them through the class's scratch register ([`MachineEnv::scratch`]).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Edit {
    /// Copy a value of `class` from one location to another.
    Move {
        /// Source.
        from: Allocation,
        /// Destination.
        to: Allocation,
        /// Register class of the value.
        class: RegClass,
    },
}

/// The allocator's decisions.
#[derive(Clone, Debug, Default)]
pub struct Output {
    /// One allocation per operand of every instruction, instruction by instruction, in
    /// [`Function::inst_operands`](crate::Function::inst_operands) order. Physical-register operands
    /// get `Allocation::Reg` of their own register.
    pub allocs: Vec<Allocation>,
    /// Start of each instruction's allocations in `allocs` (length `num_insts + 1`).
    pub inst_alloc_offsets: Vec<u32>,
    /// Moves to insert, sorted by program point; moves at one point run in order.
    pub edits: Vec<(ProgPoint, Edit)>,
    /// Number of 8-byte spill slots used.
    pub num_spill_slots: usize,
}

impl Output {
    /// The allocations of `inst`'s operands.
    pub fn inst_allocs(&self, inst: Inst) -> &[Allocation] {
        let i = inst.index();
        &self.allocs[self.inst_alloc_offsets[i] as usize..self.inst_alloc_offsets[i + 1] as usize]
    }
    /// Every register named by an allocation or an edit (e.g. to find the callee-saved registers a
    /// prologue must save).
    pub fn used_regs(&self) -> PRegSet {
        let mut set = PRegSet::empty();
        let mut add = |a: &Allocation| {
            if let Allocation::Reg(r) = a {
                set.insert(*r);
            }
        };
        self.allocs.iter().for_each(&mut add);
        for (_, Edit::Move { from, to, .. }) in &self.edits {
            add(from);
            add(to);
        }
        set
    }
}

/// The target's register file as the allocator may use it.
#[derive(Clone, Debug)]
pub struct MachineEnv {
    /// Allocatable registers per class (index 0 Int, 1 Vec), preferred (caller-saved) first.
    pub preferred: [Vec<PReg>; 2],
    /// Further allocatable registers per class (callee-saved), used when the preferred run out.
    pub non_preferred: [Vec<PReg>; 2],
    /// Per class, a register never allocated that edits may use to break cycles and to move
    /// stack to stack.
    pub scratch: [PReg; 2],
}

impl MachineEnv {
    /// The SysV x86-64 environment: r11 and xmm15 are scratch; rsp and rbp are never allocated.
    pub fn sysv() -> Self {
        let gp = |ns: &[u8]| ns.iter().map(|&n| PReg::gpr(n)).collect::<Vec<_>>();
        MachineEnv {
            // rax rcx rdx rsi rdi r8 r9 r10 are caller-saved; rbx r12 r13 r14 r15 callee-saved.
            preferred: [gp(&[0, 1, 2, 6, 7, 8, 9, 10]), (0..15).map(PReg::xmm).collect()],
            non_preferred: [gp(&[3, 12, 13, 14, 15]), Vec::new()],
            scratch: [PReg::R11, PReg::xmm(15)],
        }
    }
    /// The Microsoft x64 environment: r11 and xmm5 (both volatile) are scratch; rsp and rbp are never
    /// allocated; rsi, rdi and xmm6–xmm15 are callee-saved, so they come after the volatile registers.
    pub fn win64() -> Self {
        let gp = |ns: &[u8]| ns.iter().map(|&n| PReg::gpr(n)).collect::<Vec<_>>();
        MachineEnv {
            // rax rcx rdx r8 r9 r10 are volatile; rbx rsi rdi r12 r13 r14 r15 non-volatile.
            preferred: [gp(&[0, 1, 2, 8, 9, 10]), (0..5).map(PReg::xmm).collect()],
            non_preferred: [gp(&[3, 6, 7, 12, 13, 14, 15]), (6..16).map(PReg::xmm).collect()],
            scratch: [PReg::R11, PReg::xmm(5)],
        }
    }
    /// Whether `preg` may be handed out by the allocator.
    pub fn is_allocatable(&self, preg: PReg) -> bool {
        let c = preg.class() as usize;
        self.preferred[c].contains(&preg) || self.non_preferred[c].contains(&preg)
    }
}

/// Why allocation failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RegAllocError {
    /// The input broke a precondition of [`Function`](crate::Function).
    InvalidInput(String),
    /// Too many fixed registers are live at one point for the operands that need registers.
    TooManyLiveRegs(Inst),
    /// The checker rejected the allocation (an allocator bug); debug builds only.
    CheckFailed(String),
}

impl fmt::Display for RegAllocError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RegAllocError::InvalidInput(m) => write!(f, "invalid allocator input: {m}"),
            RegAllocError::TooManyLiveRegs(i) => write!(f, "too many registers live at {i}"),
            RegAllocError::CheckFailed(m) => write!(f, "register allocation failed its check: {m}"),
        }
    }
}

impl std::error::Error for RegAllocError {}
