//! Instruction opcodes, predicates, flags and the per-instruction payload `InstKind`.
//!
//! Opcode and predicate numbers are stable schema IDs (they equal LLVM 19's own numbering of
//! `Instruction.def` and `CmpInst::Predicate`, so a reader of either recognises them). Never
//! renumber; append new opcodes with new numbers. Variable-length operand lists live in the
//! data-flow graph's pools (`ValueList`, `BlockList`); rare, large payloads are boxed.

use crate::attributes::AttrList;
use crate::constant::Constant;
use crate::dfg::{BlockList, ImmList, ValueList};
use crate::types::Type;
use crate::{Block, Value};

macro_rules! numbered_enum {
    ($(#[$meta:meta])* pub enum $name:ident : $repr:ty { $($(#[$vmeta:meta])* $var:ident = $num:expr => $text:expr,)* }) => {
        $(#[$meta])*
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr($repr)]
        pub enum $name { $($(#[$vmeta])* $var = $num,)* }

        impl $name {
            /// Every variant, in declaration order.
            pub const ALL: &'static [$name] = &[$($name::$var),*];
            /// The keyword in the text form.
            pub fn name(self) -> &'static str {
                match self { $($name::$var => $text,)* }
            }
            /// Parses the text keyword.
            pub fn from_name(s: &str) -> Option<Self> {
                match s { $($text => Some($name::$var),)* _ => None }
            }
            /// The stable numeric ID.
            pub fn id(self) -> $repr {
                self as $repr
            }
            /// The variant with stable numeric ID `id`.
            pub fn from_id(id: $repr) -> Option<Self> {
                match id { $($num => Some($name::$var),)* _ => None }
            }
        }
    };
}
pub(crate) use numbered_enum;

numbered_enum! {
    /// Instruction opcodes with stable IDs (LLVM 19's numbering).
    pub enum Opcode: u8 {
        /// `ret`
        Ret = 1 => "ret",
        /// `br` (both forms)
        Br = 2 => "br",
        /// `switch`
        Switch = 3 => "switch",
        /// `indirectbr`
        IndirectBr = 4 => "indirectbr",
        /// `invoke`
        Invoke = 5 => "invoke",
        /// `resume`
        Resume = 6 => "resume",
        /// `unreachable`
        Unreachable = 7 => "unreachable",
        /// `fneg`
        FNeg = 12 => "fneg",
        /// `add`
        Add = 13 => "add",
        /// `fadd`
        FAdd = 14 => "fadd",
        /// `sub`
        Sub = 15 => "sub",
        /// `fsub`
        FSub = 16 => "fsub",
        /// `mul`
        Mul = 17 => "mul",
        /// `fmul`
        FMul = 18 => "fmul",
        /// `udiv`
        UDiv = 19 => "udiv",
        /// `sdiv`
        SDiv = 20 => "sdiv",
        /// `fdiv`
        FDiv = 21 => "fdiv",
        /// `urem`
        URem = 22 => "urem",
        /// `srem`
        SRem = 23 => "srem",
        /// `frem`
        FRem = 24 => "frem",
        /// `shl`
        Shl = 25 => "shl",
        /// `lshr`
        LShr = 26 => "lshr",
        /// `ashr`
        AShr = 27 => "ashr",
        /// `and`
        And = 28 => "and",
        /// `or`
        Or = 29 => "or",
        /// `xor`
        Xor = 30 => "xor",
        /// `alloca`
        Alloca = 31 => "alloca",
        /// `load`
        Load = 32 => "load",
        /// `store`
        Store = 33 => "store",
        /// `getelementptr`
        GetElementPtr = 34 => "getelementptr",
        /// `fence`
        Fence = 35 => "fence",
        /// `cmpxchg`
        AtomicCmpXchg = 36 => "cmpxchg",
        /// `atomicrmw`
        AtomicRmw = 37 => "atomicrmw",
        /// `trunc`
        Trunc = 38 => "trunc",
        /// `zext`
        ZExt = 39 => "zext",
        /// `sext`
        SExt = 40 => "sext",
        /// `fptoui`
        FPToUI = 41 => "fptoui",
        /// `fptosi`
        FPToSI = 42 => "fptosi",
        /// `uitofp`
        UIToFP = 43 => "uitofp",
        /// `sitofp`
        SIToFP = 44 => "sitofp",
        /// `fptrunc`
        FPTrunc = 45 => "fptrunc",
        /// `fpext`
        FPExt = 46 => "fpext",
        /// `ptrtoint`
        PtrToInt = 47 => "ptrtoint",
        /// `inttoptr`
        IntToPtr = 48 => "inttoptr",
        /// `bitcast`
        BitCast = 49 => "bitcast",
        /// `addrspacecast`
        AddrSpaceCast = 50 => "addrspacecast",
        /// `icmp`
        ICmp = 53 => "icmp",
        /// `fcmp`
        FCmp = 54 => "fcmp",
        /// `phi`
        Phi = 55 => "phi",
        /// `call`
        Call = 56 => "call",
        /// `select`
        Select = 57 => "select",
        /// `va_arg`
        VAArg = 60 => "va_arg",
        /// `extractelement`
        ExtractElement = 61 => "extractelement",
        /// `insertelement`
        InsertElement = 62 => "insertelement",
        /// `shufflevector`
        ShuffleVector = 63 => "shufflevector",
        /// `extractvalue`
        ExtractValue = 64 => "extractvalue",
        /// `insertvalue`
        InsertValue = 65 => "insertvalue",
        /// `landingpad`
        LandingPad = 66 => "landingpad",
        /// `freeze`
        Freeze = 67 => "freeze",
    }
}

impl Opcode {
    /// True for the two-operand integer and floating-point arithmetic and bitwise operators.
    pub fn is_binary(self) -> bool {
        (Opcode::Add.id()..=Opcode::Xor.id()).contains(&self.id())
    }
    /// True for `fadd fsub fmul fdiv frem`.
    pub fn is_float_binary(self) -> bool {
        matches!(self, Opcode::FAdd | Opcode::FSub | Opcode::FMul | Opcode::FDiv | Opcode::FRem)
    }
    /// True for the binary operators whose operands may be swapped without changing the result
    /// (`add mul and or xor fadd fmul`; IEEE addition and multiplication commute, NaN payloads
    /// aside, which LLVM does not promise either).
    pub fn is_commutative(self) -> bool {
        matches!(self, Opcode::Add | Opcode::Mul | Opcode::And | Opcode::Or | Opcode::Xor | Opcode::FAdd | Opcode::FMul)
    }
    /// True for every cast.
    pub fn is_cast(self) -> bool {
        (Opcode::Trunc.id()..=Opcode::AddrSpaceCast.id()).contains(&self.id())
    }
    /// True for block terminators.
    pub fn is_terminator(self) -> bool {
        matches!(
            self,
            Opcode::Ret
                | Opcode::Br
                | Opcode::Switch
                | Opcode::IndirectBr
                | Opcode::Invoke
                | Opcode::Resume
                | Opcode::Unreachable
        )
    }
}

numbered_enum! {
    /// `icmp` predicates with stable IDs (LLVM's `ICMP_*` numbers).
    pub enum IntPredicate: u8 {
        /// equal
        Eq = 32 => "eq",
        /// not equal
        Ne = 33 => "ne",
        /// unsigned greater than
        Ugt = 34 => "ugt",
        /// unsigned greater or equal
        Uge = 35 => "uge",
        /// unsigned less than
        Ult = 36 => "ult",
        /// unsigned less or equal
        Ule = 37 => "ule",
        /// signed greater than
        Sgt = 38 => "sgt",
        /// signed greater or equal
        Sge = 39 => "sge",
        /// signed less than
        Slt = 40 => "slt",
        /// signed less or equal
        Sle = 41 => "sle",
    }
}

impl IntPredicate {
    /// The predicate with its operands swapped (`a < b` is `b > a`).
    pub fn swapped(self) -> IntPredicate {
        use IntPredicate::*;
        match self {
            Eq => Eq,
            Ne => Ne,
            Ugt => Ult,
            Uge => Ule,
            Ult => Ugt,
            Ule => Uge,
            Sgt => Slt,
            Sge => Sle,
            Slt => Sgt,
            Sle => Sge,
        }
    }
}

numbered_enum! {
    /// `fcmp` predicates with stable IDs (LLVM's `FCMP_*` numbers).
    pub enum FloatPredicate: u8 {
        /// always false
        False = 0 => "false",
        /// ordered and equal
        Oeq = 1 => "oeq",
        /// ordered and greater than
        Ogt = 2 => "ogt",
        /// ordered and greater or equal
        Oge = 3 => "oge",
        /// ordered and less than
        Olt = 4 => "olt",
        /// ordered and less or equal
        Ole = 5 => "ole",
        /// ordered and not equal
        One = 6 => "one",
        /// ordered (no NaN)
        Ord = 7 => "ord",
        /// unordered (either NaN)
        Uno = 8 => "uno",
        /// unordered or equal
        Ueq = 9 => "ueq",
        /// unordered or greater than
        Ugt = 10 => "ugt",
        /// unordered or greater or equal
        Uge = 11 => "uge",
        /// unordered or less than
        Ult = 12 => "ult",
        /// unordered or less or equal
        Ule = 13 => "ule",
        /// unordered or not equal
        Une = 14 => "une",
        /// always true
        True = 15 => "true",
    }
}

bitflags::bitflags! {
    /// Poison-generating and memory flags of an instruction (bit positions are stable IDs).
    #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
    pub struct InstFlags: u16 {
        /// `nuw` (add sub mul shl trunc; getelementptr)
        const NUW = 1 << 0;
        /// `nsw` (add sub mul shl trunc)
        const NSW = 1 << 1;
        /// `exact` (udiv sdiv lshr ashr)
        const EXACT = 1 << 2;
        /// `disjoint` (or)
        const DISJOINT = 1 << 3;
        /// `inbounds` (getelementptr)
        const INBOUNDS = 1 << 4;
        /// `nusw` (getelementptr)
        const NUSW = 1 << 5;
        /// `nneg` (zext, uitofp)
        const NNEG = 1 << 6;
        /// `volatile` (load store atomicrmw cmpxchg)
        const VOLATILE = 1 << 7;
        /// `weak` (cmpxchg)
        const WEAK = 1 << 8;
    }
}

bitflags::bitflags! {
    /// Fast-math flags (bit positions are stable IDs and equal LLVM's `FastMathFlags`).
    #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
    pub struct FastMath: u8 {
        /// `reassoc`
        const REASSOC = 1 << 0;
        /// `nnan`
        const NNAN = 1 << 1;
        /// `ninf`
        const NINF = 1 << 2;
        /// `nsz`
        const NSZ = 1 << 3;
        /// `arcp`
        const ARCP = 1 << 4;
        /// `contract`
        const CONTRACT = 1 << 5;
        /// `afn`
        const AFN = 1 << 6;
    }
}

impl FastMath {
    /// `fast` is every flag.
    pub const FAST: FastMath = FastMath::all();
    /// Keywords in printing order.
    pub const KEYWORDS: &'static [(&'static str, FastMath)] = &[
        ("reassoc", FastMath::REASSOC),
        ("nnan", FastMath::NNAN),
        ("ninf", FastMath::NINF),
        ("nsz", FastMath::NSZ),
        ("arcp", FastMath::ARCP),
        ("contract", FastMath::CONTRACT),
        ("afn", FastMath::AFN),
    ];
}

numbered_enum! {
    /// Calling conventions with stable IDs (LLVM's `CallingConv` numbers).
    pub enum CallConv: u16 {
        /// `ccc`, the target's C convention (the default; not printed).
        C = 0 => "ccc",
        /// `fastcc`, Kiln's own convention.
        Fast = 8 => "fastcc",
        /// `coldcc`
        Cold = 9 => "coldcc",
        /// `swiftcc` (Swift's convention; used by async coroutine lowering)
        Swift = 16 => "swiftcc",
        /// `tailcc` (the C register assignment, callee-popped stack arguments, guaranteed tail calls)
        Tail = 18 => "tailcc",
        /// `swifttailcc` (`swiftcc`'s registers with `tailcc`'s popping and tail calls)
        SwiftTail = 20 => "swifttailcc",
        /// `x86_64_sysvcc`
        X86_64SysV = 78 => "x86_64_sysvcc",
        /// `win64cc`
        Win64 = 79 => "win64cc",
    }
}

impl Default for CallConv {
    fn default() -> Self {
        CallConv::C
    }
}

numbered_enum! {
    /// Memory orderings of atomic instructions with stable IDs (LLVM's `AtomicOrdering`; 3,
    /// `consume`, does not exist in the IR).
    pub enum AtomicOrdering: u8 {
        /// Not atomic (plain loads and stores; never printed).
        NotAtomic = 0 => "",
        /// `unordered`
        Unordered = 1 => "unordered",
        /// `monotonic` (C's `relaxed`)
        Monotonic = 2 => "monotonic",
        /// `acquire`
        Acquire = 4 => "acquire",
        /// `release`
        Release = 5 => "release",
        /// `acq_rel`
        AcqRel = 6 => "acq_rel",
        /// `seq_cst`
        SeqCst = 7 => "seq_cst",
    }
}

impl AtomicOrdering {
    /// True for orderings at least as strong as `acquire` on the load side.
    pub fn is_acquire(self) -> bool {
        matches!(self, AtomicOrdering::Acquire | AtomicOrdering::AcqRel | AtomicOrdering::SeqCst)
    }
    /// True for orderings at least as strong as `release` on the store side.
    pub fn is_release(self) -> bool {
        matches!(self, AtomicOrdering::Release | AtomicOrdering::AcqRel | AtomicOrdering::SeqCst)
    }
    /// The strongest ordering a `cmpxchg` may use on failure given `self` on success (LLVM's
    /// `AtomicCmpXchgInst::getStrongestFailureOrdering`).
    pub fn strongest_failure(self) -> AtomicOrdering {
        match self {
            AtomicOrdering::AcqRel | AtomicOrdering::Acquire => AtomicOrdering::Acquire,
            AtomicOrdering::SeqCst => AtomicOrdering::SeqCst,
            AtomicOrdering::Release | AtomicOrdering::Monotonic => AtomicOrdering::Monotonic,
            o => o,
        }
    }
}

numbered_enum! {
    /// Synchronisation scopes (LLVM's fixed scope IDs; named target scopes are not supported).
    pub enum SyncScope: u8 {
        /// `syncscope("singlethread")`: ordering only against signal handlers of this thread.
        SingleThread = 0 => "singlethread",
        /// The default, every thread of the system (never printed).
        System = 1 => "",
    }
}

/// The atomicity of a memory access: its ordering and scope. `Atomic::NONE` is a plain access.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Atomic {
    /// The ordering (`NotAtomic` for plain accesses).
    pub ordering: AtomicOrdering,
    /// The scope.
    pub scope: SyncScope,
}

impl Atomic {
    /// A plain (non-atomic) access.
    pub const NONE: Atomic = Atomic { ordering: AtomicOrdering::NotAtomic, scope: SyncScope::System };
    /// An atomic access with `ordering` at system scope.
    pub fn new(ordering: AtomicOrdering) -> Atomic {
        Atomic { ordering, scope: SyncScope::System }
    }
    /// True for atomic accesses.
    pub fn is_atomic(self) -> bool {
        self.ordering != AtomicOrdering::NotAtomic
    }
}

impl Default for Atomic {
    fn default() -> Self {
        Atomic::NONE
    }
}

numbered_enum! {
    /// `atomicrmw` operations with stable IDs (LLVM 19's `AtomicRMWInst::BinOp`).
    pub enum RmwOp: u8 {
        /// `xchg`: store the operand.
        Xchg = 0 => "xchg",
        /// `add`
        Add = 1 => "add",
        /// `sub`
        Sub = 2 => "sub",
        /// `and`
        And = 3 => "and",
        /// `nand`: `~(old & v)`.
        Nand = 4 => "nand",
        /// `or`
        Or = 5 => "or",
        /// `xor`
        Xor = 6 => "xor",
        /// `max` (signed)
        Max = 7 => "max",
        /// `min` (signed)
        Min = 8 => "min",
        /// `umax`
        UMax = 9 => "umax",
        /// `umin`
        UMin = 10 => "umin",
        /// `fadd`
        FAdd = 11 => "fadd",
        /// `fsub`
        FSub = 12 => "fsub",
        /// `fmax` (`llvm.maxnum` semantics)
        FMax = 13 => "fmax",
        /// `fmin` (`llvm.minnum` semantics)
        FMin = 14 => "fmin",
        /// `uinc_wrap`: `old >=u v ? 0 : old + 1`.
        UIncWrap = 15 => "uinc_wrap",
        /// `udec_wrap`: `old == 0 || old >u v ? v : old - 1`.
        UDecWrap = 16 => "udec_wrap",
    }
}

impl RmwOp {
    /// True for the floating-point operations.
    pub fn is_float(self) -> bool {
        matches!(self, RmwOp::FAdd | RmwOp::FSub | RmwOp::FMax | RmwOp::FMin)
    }
}

/// The tail-call marker of a call.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum TailKind {
    /// No marker.
    #[default]
    None,
    /// `tail`
    Tail,
    /// `musttail`
    MustTail,
    /// `notail`
    NoTail,
}

/// An operand bundle of a call: `"tag"(T %a, U %b)`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Bundle {
    /// The tag, e.g. `gc-live`, `deopt`, `gc-transition`.
    pub tag: String,
    /// The operands.
    pub args: Vec<Value>,
}

/// The payload of a `call`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CallData {
    /// The called value: a function address constant for direct calls, or any pointer.
    pub callee: Value,
    /// The function type the call is made through.
    pub fn_ty: Type,
    /// The arguments.
    pub args: Vec<Value>,
    /// The calling convention.
    pub cc: CallConv,
    /// `tail`, `musttail`, `notail`.
    pub tail: TailKind,
    /// Fast-math flags (calls returning floating point).
    pub fmf: FastMath,
    /// Return, function and parameter attributes of the call site.
    pub attrs: AttrList,
    /// Operand bundles.
    pub bundles: Vec<Bundle>,
}

impl CallData {
    /// A plain call of `callee` through `fn_ty` with `args`: convention `cc`, no marker, flags,
    /// attributes or bundles.
    pub fn new(callee: Value, fn_ty: Type, args: Vec<Value>, cc: CallConv) -> CallData {
        CallData {
            callee,
            fn_ty,
            args,
            cc,
            tail: TailKind::None,
            fmf: FastMath::empty(),
            attrs: AttrList::default(),
            bundles: Vec::new(),
        }
    }
}

/// The payload of an `invoke`: a call that continues at `normal` when the callee returns and at
/// `unwind` (whose first non-phi instruction is a `landingpad`) when it unwinds.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct InvokeData {
    /// The call (never `tail`/`musttail`, no fast-math flags).
    pub call: CallData,
    /// Where execution continues after a return.
    pub normal: Block,
    /// Where an exception lands.
    pub unwind: Block,
}

/// What a `landingpad` clause matches.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ClauseKind {
    /// `catch ptr @typeinfo` (`ptr null` catches everything).
    Catch,
    /// `filter [N x ptr] [...]`: an exception specification; the pad is entered when the
    /// exception matches none of the listed types.
    Filter,
}

/// The payload of a `landingpad`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LandingPadData {
    /// `cleanup`: the pad is entered even when no clause matches.
    pub cleanup: bool,
    /// The clauses in order, each with its constant operand.
    pub clauses: Vec<(ClauseKind, Value)>,
}

/// The payload of a `switch`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SwitchData {
    /// The scrutinee.
    pub arg: Value,
    /// The default destination.
    pub default: Block,
    /// `(case constant, destination)` pairs in source order.
    pub cases: Vec<(Constant, Block)>,
}

/// What an instruction is: opcode-specific operands and attributes.
///
/// The result type lives on the result value (see `DataFlowGraph::inst_result`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum InstKind {
    /// Integer and floating-point binary operators (`add` ... `xor`, `fadd` ... `frem`).
    Binary {
        /// The operator.
        op: Opcode,
        /// `nuw nsw exact disjoint`.
        flags: InstFlags,
        /// Fast-math flags for floating-point operators.
        fmf: FastMath,
        /// `[lhs, rhs]`.
        args: [Value; 2],
    },
    /// `fneg` (fast-math flags) and `freeze`.
    Unary {
        /// `FNeg` or `Freeze`.
        op: Opcode,
        /// Fast-math flags (`fneg`).
        fmf: FastMath,
        /// The operand.
        arg: Value,
    },
    /// Casts; the destination type is the result type.
    Cast {
        /// The cast opcode.
        op: Opcode,
        /// `nneg` (zext, uitofp), `nuw nsw` (trunc).
        flags: InstFlags,
        /// The operand.
        arg: Value,
    },
    /// `icmp pred a, b`.
    ICmp {
        /// The predicate.
        pred: IntPredicate,
        /// `[lhs, rhs]`.
        args: [Value; 2],
    },
    /// `fcmp fmf pred a, b`.
    FCmp {
        /// The predicate.
        pred: FloatPredicate,
        /// Fast-math flags.
        fmf: FastMath,
        /// `[lhs, rhs]`.
        args: [Value; 2],
    },
    /// `select cond, a, b`.
    Select {
        /// Fast-math flags.
        fmf: FastMath,
        /// `[cond, if_true, if_false]`.
        args: [Value; 3],
    },
    /// `phi T [v0, b0], [v1, b1], ...`; `args[i]` flows in from `blocks[i]`.
    Phi {
        /// Fast-math flags.
        fmf: FastMath,
        /// Incoming values.
        args: ValueList,
        /// Incoming blocks, parallel to `args`.
        blocks: BlockList,
    },
    /// `alloca T, count, align A, addrspace(N)`.
    Alloca {
        /// The allocated type.
        ty: Type,
        /// Element count (`None`: one).
        count: Option<Value>,
        /// Alignment in bytes (0: unspecified).
        align: u32,
        /// Address space of the result.
        addrspace: u32,
    },
    /// `load [atomic] [volatile] T, ptr p [syncscope(..) ordering], align A`.
    Load {
        /// `VOLATILE`.
        flags: InstFlags,
        /// The pointer.
        ptr: Value,
        /// Alignment in bytes (0: unspecified).
        align: u32,
        /// Ordering and scope (`Atomic::NONE` for a plain load).
        atomic: Atomic,
    },
    /// `store [atomic] [volatile] T v, ptr p [syncscope(..) ordering], align A`.
    Store {
        /// `VOLATILE`.
        flags: InstFlags,
        /// `[value, ptr]`.
        args: [Value; 2],
        /// Alignment in bytes (0: unspecified).
        align: u32,
        /// Ordering and scope (`Atomic::NONE` for a plain store).
        atomic: Atomic,
    },
    /// `fence [syncscope(..)] ordering`.
    Fence {
        /// Ordering (acquire, release, acq_rel or seq_cst) and scope.
        atomic: Atomic,
    },
    /// `atomicrmw [volatile] op ptr p, T v [syncscope(..)] ordering, align A`; the result is the
    /// old value.
    AtomicRmw {
        /// The operation.
        op: RmwOp,
        /// `VOLATILE`.
        flags: InstFlags,
        /// `[ptr, value]`.
        args: [Value; 2],
        /// Alignment in bytes (always explicit after parsing: the store size by default).
        align: u32,
        /// Ordering and scope.
        atomic: Atomic,
    },
    /// `cmpxchg [weak] [volatile] ptr p, T cmp, T new [syncscope(..)] success failure, align A`;
    /// the result is `{ T, i1 }` (the old value and whether it equalled `cmp`).
    CmpXchg {
        /// `WEAK VOLATILE`.
        flags: InstFlags,
        /// `[ptr, cmp, new]`.
        args: [Value; 3],
        /// Alignment in bytes (always explicit after parsing: the store size by default).
        align: u32,
        /// The ordering when the exchange happens, and the scope.
        atomic: Atomic,
        /// The ordering when it does not.
        failure: AtomicOrdering,
    },
    /// `getelementptr [inbounds|nusw] [nuw] T, ptr base, indices...`.
    Gep {
        /// `INBOUNDS NUSW NUW`.
        flags: InstFlags,
        /// The source element type.
        source_ty: Type,
        /// The base pointer followed by the indices.
        args: ValueList,
    },
    /// `extractvalue agg, i, j...`.
    ExtractValue {
        /// The aggregate.
        arg: Value,
        /// Constant indices (in the immediate pool).
        indices: ImmList,
    },
    /// `insertvalue agg, v, i, j...`.
    InsertValue {
        /// `[aggregate, element]`.
        args: [Value; 2],
        /// Constant indices (in the immediate pool).
        indices: ImmList,
    },
    /// `extractelement vec, idx`.
    ExtractElement {
        /// `[vector, index]`.
        args: [Value; 2],
    },
    /// `insertelement vec, elt, idx`.
    InsertElement {
        /// `[vector, element, index]`.
        args: [Value; 3],
    },
    /// `shufflevector a, b, mask`; `-1` in the mask is a poison lane.
    ShuffleVector {
        /// `[a, b]`.
        args: [Value; 2],
        /// Lane selectors as `i32` bit patterns in the immediate pool; `-1` is a poison lane.
        mask: ImmList,
    },
    /// `va_arg ptr %ap, T` (the result type is `T`).
    VaArg {
        /// The `va_list` pointer.
        arg: Value,
    },
    /// `call`.
    Call(Box<CallData>),
    /// `invoke` (a terminator).
    Invoke(Box<InvokeData>),
    /// `landingpad T clauses` (`T` is the result type: `{ ptr, i32 }` for C++, `token` for
    /// statepoint pads).
    LandingPad(Box<LandingPadData>),
    /// `resume T v`: continue unwinding with the exception `v` (a terminator).
    Resume {
        /// The landing pad's value.
        arg: Value,
    },
    /// `ret` / `ret T v`.
    Ret {
        /// The returned value.
        arg: Option<Value>,
    },
    /// `br label %dest`.
    Br {
        /// The destination.
        dest: Block,
    },
    /// `br i1 %c, label %then, label %else`.
    CondBr {
        /// The condition.
        cond: Value,
        /// `[then, else]`.
        dests: [Block; 2],
    },
    /// `switch`.
    Switch(Box<SwitchData>),
    /// `indirectbr ptr %addr, [label %a, ...]`.
    IndirectBr {
        /// The address.
        addr: Value,
        /// Possible destinations.
        dests: BlockList,
    },
    /// `unreachable`.
    Unreachable,
}

impl InstKind {
    /// The opcode of this instruction.
    pub fn opcode(&self) -> Opcode {
        match self {
            InstKind::Binary { op, .. } | InstKind::Unary { op, .. } | InstKind::Cast { op, .. } => *op,
            InstKind::ICmp { .. } => Opcode::ICmp,
            InstKind::FCmp { .. } => Opcode::FCmp,
            InstKind::Select { .. } => Opcode::Select,
            InstKind::Phi { .. } => Opcode::Phi,
            InstKind::Alloca { .. } => Opcode::Alloca,
            InstKind::Load { .. } => Opcode::Load,
            InstKind::Store { .. } => Opcode::Store,
            InstKind::Fence { .. } => Opcode::Fence,
            InstKind::AtomicRmw { .. } => Opcode::AtomicRmw,
            InstKind::CmpXchg { .. } => Opcode::AtomicCmpXchg,
            InstKind::Gep { .. } => Opcode::GetElementPtr,
            InstKind::ExtractValue { .. } => Opcode::ExtractValue,
            InstKind::InsertValue { .. } => Opcode::InsertValue,
            InstKind::ExtractElement { .. } => Opcode::ExtractElement,
            InstKind::InsertElement { .. } => Opcode::InsertElement,
            InstKind::ShuffleVector { .. } => Opcode::ShuffleVector,
            InstKind::VaArg { .. } => Opcode::VAArg,
            InstKind::Call(_) => Opcode::Call,
            InstKind::Invoke(_) => Opcode::Invoke,
            InstKind::LandingPad(_) => Opcode::LandingPad,
            InstKind::Resume { .. } => Opcode::Resume,
            InstKind::Ret { .. } => Opcode::Ret,
            InstKind::Br { .. } | InstKind::CondBr { .. } => Opcode::Br,
            InstKind::Switch(_) => Opcode::Switch,
            InstKind::IndirectBr { .. } => Opcode::IndirectBr,
            InstKind::Unreachable => Opcode::Unreachable,
        }
    }

    /// True when this instruction ends a block.
    pub fn is_terminator(&self) -> bool {
        self.opcode().is_terminator()
    }

    /// The ordering and scope of an atomic instruction (`fence`, `atomicrmw`, `cmpxchg` and
    /// atomic loads and stores); `Atomic::NONE` for everything else. For `cmpxchg` this is the
    /// success ordering.
    pub fn atomic(&self) -> Atomic {
        match self {
            InstKind::Load { atomic, .. }
            | InstKind::Store { atomic, .. }
            | InstKind::Fence { atomic }
            | InstKind::AtomicRmw { atomic, .. }
            | InstKind::CmpXchg { atomic, .. } => *atomic,
            _ => Atomic::NONE,
        }
    }

    /// True when this instruction may write memory or order other accesses, apart from calls
    /// (LLVM's `mayWriteToMemory`): stores, `va_arg`, volatile loads, loads ordered more strongly
    /// than `unordered`, fences, `atomicrmw` and `cmpxchg`. Such an instruction is never deleted
    /// for an unused result, and loads are not moved across it.
    pub fn writes_memory(&self) -> bool {
        match self {
            InstKind::Load { flags, atomic, .. } => {
                flags.contains(InstFlags::VOLATILE) || atomic.ordering > AtomicOrdering::Unordered
            }
            InstKind::Store { .. }
            | InstKind::VaArg { .. }
            | InstKind::Fence { .. }
            | InstKind::AtomicRmw { .. }
            | InstKind::CmpXchg { .. } => true,
            _ => false,
        }
    }

    /// The call of a `call` or an `invoke`: for code that asks what is called and how (call
    /// graphs, attribute collection, printing). Code that deletes, moves or replaces calls must
    /// match `InstKind::Call` itself, because an `invoke` is a terminator.
    pub fn call_data(&self) -> Option<&CallData> {
        match self {
            InstKind::Call(c) => Some(c),
            InstKind::Invoke(d) => Some(&d.call),
            _ => None,
        }
    }

    /// A plain load of `ptr`.
    pub fn load(ptr: Value, align: u32) -> InstKind {
        InstKind::Load { flags: InstFlags::empty(), ptr, align, atomic: Atomic::NONE }
    }

    /// A plain store of `value` to `ptr`.
    pub fn store(value: Value, ptr: Value, align: u32) -> InstKind {
        InstKind::Store { flags: InstFlags::empty(), args: [value, ptr], align, atomic: Atomic::NONE }
    }

    /// Successor blocks of a terminator, in order (duplicates kept); empty for other instructions.
    /// `indirectbr` destinations live in the graph's pool: use `DataFlowGraph::successors`.
    pub(crate) fn direct_successors(&self) -> Vec<Block> {
        match self {
            InstKind::Br { dest } => vec![*dest],
            InstKind::CondBr { dests, .. } => dests.to_vec(),
            InstKind::Switch(s) => std::iter::once(s.default).chain(s.cases.iter().map(|c| c.1)).collect(),
            InstKind::Invoke(d) => vec![d.normal, d.unwind],
            _ => Vec::new(),
        }
    }

    /// Rewrites every successor block equal to `from` into `to` (not `indirectbr`: see
    /// `DataFlowGraph::replace_successor`).
    pub(crate) fn replace_direct_successor(&mut self, from: Block, to: Block) {
        let fix = |b: &mut Block| {
            if *b == from {
                *b = to
            }
        };
        match self {
            InstKind::Br { dest } => fix(dest),
            InstKind::CondBr { dests, .. } => dests.iter_mut().for_each(fix),
            InstKind::Switch(s) => {
                fix(&mut s.default);
                s.cases.iter_mut().for_each(|c| fix(&mut c.1));
            }
            InstKind::Invoke(d) => {
                fix(&mut d.normal);
                fix(&mut d.unwind);
            }
            _ => {}
        }
    }
}
