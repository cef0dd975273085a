//! The recipe of a generated program: types, operands, statements, functions and the module.
//!
//! Every recipe renders to a valid program: operands are indices into the values in scope of the
//! wanted type (falling back to a constant when there are none), so removing any statement, function
//! or argument while shrinking still leaves a well-typed, terminating, UB-free module.

/// A first-class type a generated value can have.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ty {
    /// `i32`
    I32,
    /// `i64`
    I64,
    /// `i8`
    I8,
    /// `i16`
    I16,
    /// `i1`
    I1,
    /// `i128`
    I128,
    /// `double`
    F64,
    /// `float`
    F32,
    /// `<4 x i32>`
    V4I32,
    /// `<2 x i64>`
    V2I64,
    /// `<16 x i8>`
    V16I8,
    /// `<8 x i16>`
    V8I16,
    /// `<4 x float>`
    V4F32,
    /// `<2 x double>`
    V2F64,
    /// `i24` (odd width, promoted to 32 bits by LLVM's legaliser)
    I24,
    /// `i40`
    I40,
    /// `i72` (a register pair in Kiln)
    I72,
    /// `i100`
    I100,
    /// `i129` (wider than 128 bits: kept in memory by Kiln)
    I129,
    /// `i200`
    I200,
    /// `i256`
    I256,
    /// `x86_fp80` (C's `long double`)
    F80,
}

impl Ty {
    /// Every type, in the order shrinking prefers (simplest first); the order of the variants.
    pub const ALL: [Ty; 22] = [
        Ty::I32,
        Ty::I64,
        Ty::I8,
        Ty::I16,
        Ty::I1,
        Ty::I128,
        Ty::F64,
        Ty::F32,
        Ty::V4I32,
        Ty::V2I64,
        Ty::V16I8,
        Ty::V8I16,
        Ty::V4F32,
        Ty::V2F64,
        Ty::I24,
        Ty::I40,
        Ty::I72,
        Ty::I100,
        Ty::I129,
        Ty::I200,
        Ty::I256,
        Ty::F80,
    ];

    /// The types of the generator before odd-width integers and `x86_fp80` (a prefix of [`Ty::ALL`]).
    pub const BASIC: usize = 14;

    /// The odd-width integer types.
    pub const ODD_INTS: [Ty; 7] = [Ty::I24, Ty::I40, Ty::I72, Ty::I100, Ty::I129, Ty::I200, Ty::I256];

    /// Position in [`Ty::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// The LLVM spelling.
    pub fn ll(self) -> &'static str {
        match self {
            Ty::I1 => "i1",
            Ty::I8 => "i8",
            Ty::I16 => "i16",
            Ty::I32 => "i32",
            Ty::I64 => "i64",
            Ty::I128 => "i128",
            Ty::F32 => "float",
            Ty::F64 => "double",
            Ty::V4I32 => "<4 x i32>",
            Ty::V2I64 => "<2 x i64>",
            Ty::V16I8 => "<16 x i8>",
            Ty::V8I16 => "<8 x i16>",
            Ty::V4F32 => "<4 x float>",
            Ty::V2F64 => "<2 x double>",
            Ty::I24 => "i24",
            Ty::I40 => "i40",
            Ty::I72 => "i72",
            Ty::I100 => "i100",
            Ty::I129 => "i129",
            Ty::I200 => "i200",
            Ty::I256 => "i256",
            Ty::F80 => "x86_fp80",
        }
    }

    /// Number of lanes (1 for scalars).
    pub fn lanes(self) -> u32 {
        match self {
            Ty::V4I32 | Ty::V4F32 => 4,
            Ty::V2I64 | Ty::V2F64 => 2,
            Ty::V16I8 => 16,
            Ty::V8I16 => 8,
            _ => 1,
        }
    }

    /// The lane type of a vector; a scalar is its own element.
    pub fn elem(self) -> Ty {
        match self {
            Ty::V4I32 => Ty::I32,
            Ty::V2I64 => Ty::I64,
            Ty::V16I8 => Ty::I8,
            Ty::V8I16 => Ty::I16,
            Ty::V4F32 => Ty::F32,
            Ty::V2F64 => Ty::F64,
            s => s,
        }
    }

    /// Width in bits of the element type.
    pub fn bits(self) -> u32 {
        match self.elem() {
            Ty::I1 => 1,
            Ty::I8 => 8,
            Ty::I16 => 16,
            Ty::I32 | Ty::F32 => 32,
            Ty::I64 | Ty::F64 => 64,
            Ty::I24 => 24,
            Ty::I40 => 40,
            Ty::I72 => 72,
            Ty::F80 => 80,
            Ty::I100 => 100,
            Ty::I129 => 129,
            Ty::I200 => 200,
            Ty::I256 => 256,
            _ => 128,
        }
    }

    /// Whether this is one of the odd-width integer types ([`Ty::ODD_INTS`]).
    pub fn is_odd_int(self) -> bool {
        Ty::ODD_INTS.contains(&self)
    }

    /// Whether this is an integer wider than 128 bits (which Kiln keeps in memory).
    pub fn is_wide_int(self) -> bool {
        matches!(self, Ty::I129 | Ty::I200 | Ty::I256)
    }

    /// The type of the generator before odd widths and `x86_fp80` that stands in for this one when
    /// they are disabled (the narrowest basic integer at least as wide; `double` for `x86_fp80`).
    pub fn basic(self) -> Ty {
        match self {
            Ty::I24 => Ty::I32,
            Ty::I40 => Ty::I64,
            Ty::I72 | Ty::I100 | Ty::I129 | Ty::I200 | Ty::I256 => Ty::I128,
            Ty::F80 => Ty::F64,
            t => t,
        }
    }

    /// Whether this is a vector type.
    pub fn is_vec(self) -> bool {
        self.lanes() > 1
    }

    /// Whether the element type is an integer.
    pub fn is_int_like(self) -> bool {
        !self.is_fp_like()
    }

    /// Whether the element type is `float`, `double` or `x86_fp80`.
    pub fn is_fp_like(self) -> bool {
        matches!(self.elem(), Ty::F32 | Ty::F64 | Ty::F80)
    }

    /// The integer type of the same shape (`double` → `i64`, `<4 x float>` → `<4 x i32>`).
    pub fn int_twin(self) -> Ty {
        match self {
            Ty::F32 => Ty::I32,
            Ty::F64 => Ty::I64,
            Ty::V4F32 => Ty::V4I32,
            Ty::V2F64 => Ty::V2I64,
            s => s,
        }
    }

    /// The vector type with this element type and `lanes` lanes, if one of ours.
    pub fn with_lanes(self, lanes: u32) -> Ty {
        match (self.elem(), lanes) {
            (Ty::I32, 4) => Ty::V4I32,
            (Ty::I64, 2) => Ty::V2I64,
            (Ty::I8, 16) => Ty::V16I8,
            (Ty::I16, 8) => Ty::V8I16,
            (Ty::F32, 4) => Ty::V4F32,
            (Ty::F64, 2) => Ty::V2F64,
            (e, _) => e,
        }
    }
}

/// Where an operand comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Operand {
    /// The `n`-th most recent value in scope of the wanted type (modulo the count); a constant if none.
    Pool(u8),
    /// A constant derived from this number (truncated to integers, mapped onto interesting floats).
    Imm(i64),
}

/// A scalar comparison producing an `i1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cond {
    /// The type of the compared operands (a scalar).
    pub ty: Ty,
    /// Predicate number, taken modulo the number of `icmp` or `fcmp` predicates.
    pub pred: u8,
    /// Left operand.
    pub a: Operand,
    /// Right operand.
    pub b: Operand,
}

/// An integer binary operation (made safe when rendered: divisors forced non-zero and not -1,
/// shift amounts masked below the width).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IntOp {
    /// `add`
    Add,
    /// `sub`
    Sub,
    /// `mul`
    Mul,
    /// `and`
    And,
    /// `or`
    Or,
    /// `xor`
    Xor,
    /// `shl`
    Shl,
    /// `lshr`
    LShr,
    /// `ashr`
    AShr,
    /// `udiv`
    UDiv,
    /// `sdiv`
    SDiv,
    /// `urem`
    URem,
    /// `srem`
    SRem,
}

/// A floating-point binary operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FpOp {
    /// `fadd`
    FAdd,
    /// `fsub`
    FSub,
    /// `fmul`
    FMul,
    /// `fdiv`
    FDiv,
    /// `frem`
    FRem,
}

/// A memory location reachable through a GEP with in-bounds indices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Leaf {
    /// `[16 x i32]` element, index masked with 15.
    Arr,
    /// `%struct.S` field 0 (`i64`).
    SI64,
    /// `%struct.S` field 1 (`float`).
    SF32,
    /// `%struct.S` field 2 (`[4 x i16]`) element, through a second GEP.
    SArr,
    /// `%struct.S` field 3 (`double`).
    SF64,
    /// `%struct.S` field 4 (`i8`).
    SI8,
    /// `%struct.S` field 5 (`<4 x i32>`).
    SVec,
    /// `[3 x [5 x i8]]` element (globals only), indices reduced with `urem`.
    Mat,
    /// `[4 x %struct.P]` element field 0 (`i32`).
    PI32,
    /// `[4 x %struct.P]` element field 1 (`i128`).
    PI128,
    /// `[4 x %struct.P]` element field 2 (`double`).
    PF64,
    /// The constant `[8 x i64]` table (globals only; stores go to `Arr` instead).
    Table,
    /// Field 1 (`i24`) of a `%struct.W` in `[2 x %struct.W]`, index masked with 1: packed
    /// (`<{ i8, i24, i40, i72, i100, i129, i200, i256, i8 }>`, every field right after the previous
    /// one's store size, accessed with `align 1`) in the global `@gw`, naturally aligned
    /// (`%struct.WA`, without the `i8`s) in the local `%lw`.
    WI24,
    /// `%struct.W` field `i40`.
    WI40,
    /// `%struct.W` field `i72`.
    WI72,
    /// `%struct.W` field `i100`.
    WI100,
    /// `%struct.W` field `i129`.
    WI129,
    /// `%struct.W` field `i200`.
    WI200,
    /// `%struct.W` field `i256`.
    WI256,
    /// An `x86_fp80`: field 0 of a packed `%struct.X = <{ x86_fp80, i16 }>` in the global
    /// `[3 x %struct.X]` `@gx` (index reduced with `urem`, `align 1`), an element of the local
    /// `[4 x x86_fp80]` `%lx` (index masked with 3).
    XF80,
}

impl Leaf {
    /// Every leaf.
    pub const ALL: [Leaf; 20] = [
        Leaf::Arr,
        Leaf::SI64,
        Leaf::SF32,
        Leaf::SArr,
        Leaf::SF64,
        Leaf::SI8,
        Leaf::SVec,
        Leaf::Mat,
        Leaf::PI32,
        Leaf::PI128,
        Leaf::PF64,
        Leaf::Table,
        Leaf::WI24,
        Leaf::WI40,
        Leaf::WI72,
        Leaf::WI100,
        Leaf::WI129,
        Leaf::WI200,
        Leaf::WI256,
        Leaf::XF80,
    ];

    /// The leaves of the generator before odd-width integers and `x86_fp80` (a prefix of [`Leaf::ALL`]).
    pub const BASIC: usize = 12;

    /// The type stored at the leaf.
    pub fn ty(self) -> Ty {
        match self {
            Leaf::Arr | Leaf::PI32 => Ty::I32,
            Leaf::SI64 | Leaf::Table => Ty::I64,
            Leaf::SF32 => Ty::F32,
            Leaf::SArr => Ty::I16,
            Leaf::SF64 | Leaf::PF64 => Ty::F64,
            Leaf::SI8 | Leaf::Mat => Ty::I8,
            Leaf::SVec => Ty::V4I32,
            Leaf::PI128 => Ty::I128,
            Leaf::WI24 => Ty::I24,
            Leaf::WI40 => Ty::I40,
            Leaf::WI72 => Ty::I72,
            Leaf::WI100 => Ty::I100,
            Leaf::WI129 => Ty::I129,
            Leaf::WI200 => Ty::I200,
            Leaf::WI256 => Ty::I256,
            Leaf::XF80 => Ty::F80,
        }
    }

    /// The leaf of the generator before odd widths and `x86_fp80` that stands in for this one when
    /// they are disabled (one of the type [`Ty::basic`] gives).
    pub fn basic(self) -> Leaf {
        match self {
            Leaf::WI24 => Leaf::Arr,
            Leaf::WI40 => Leaf::SI64,
            Leaf::WI72 | Leaf::WI100 | Leaf::WI129 | Leaf::WI200 | Leaf::WI256 => Leaf::PI128,
            Leaf::XF80 => Leaf::SF64,
            l => l,
        }
    }
}

/// A memory access target: a leaf of a global or of one of the function's local aggregates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place {
    /// Global (`@ga`, `@gs`, ...) rather than the function's allocas.
    pub global: bool,
    /// Which element.
    pub leaf: Leaf,
}

/// How many times a loop runs at most.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Trip {
    /// A constant count (rendered modulo 9).
    Const(u8),
    /// A run-time count: the operand masked with 7.
    Masked(Operand),
}

/// A statement of a generated function body.
#[derive(Clone, Debug, PartialEq)]
pub enum Stmt {
    /// Integer (scalar or vector) arithmetic.
    Int { ty: Ty, op: IntOp, a: Operand, b: Operand },
    /// Floating-point (scalar or vector) arithmetic.
    Fp { ty: Ty, op: FpOp, a: Operand, b: Operand },
    /// `fneg`.
    FNeg { ty: Ty, a: Operand },
    /// A comparison whose `i1` joins the pool.
    Cmp { cond: Cond },
    /// `select` on an `i1` from the pool.
    Select { ty: Ty, c: Operand, x: Operand, y: Operand },
    /// Lane-wise vector compare and `select`.
    VSelect { ty: Ty, pred: u8, a: Operand, b: Operand, x: Operand, y: Operand },
    /// A conversion from `from` to `to` (guarded where the cast could be poison).
    Cast { from: Ty, to: Ty, kind: u8, a: Operand },
    /// `extractelement` (an `Imm` index is a constant lane, a `Pool` index is masked).
    Extract { ty: Ty, idx: Operand, v: Operand },
    /// `insertelement`.
    Insert { ty: Ty, idx: Operand, v: Operand, s: Operand },
    /// `shufflevector` of two vectors of the same type; mask entries taken modulo twice the lanes.
    Shuffle { ty: Ty, a: Operand, b: Operand, mask: Vec<u8> },
    /// Load from a global or local aggregate.
    Load { place: Place, idx: Operand },
    /// Store to a global or local aggregate.
    Store { place: Place, idx: Operand, val: Operand },
    /// Load from a scalar local slot.
    LocalLoad { slot: u8 },
    /// Store to a scalar local slot.
    LocalStore { slot: u8, val: Operand },
    /// An atomic access of a scalar integer or floating-point location (single-threaded
    /// meaning): `kind` picks load, store, `atomicrmw`, `cmpxchg` or `fence`, `order` the
    /// operation and ordering; `a` and `b` are the operands.
    Atomic { kind: u8, order: u8, place: Place, idx: Operand, a: Operand, b: Operand },
    /// Call an earlier generated function (index modulo the number of earlier ones).
    Call { callee: u8, args: Vec<Operand> },
    /// In a module with exceptions, throw the `i64` operand as a C++ `long` when `cond` holds and
    /// its low two bits are zero (nothing otherwise).
    Throw { cond: Cond, val: Operand },
    /// In a module with exceptions, `invoke` an earlier generated function: with `catch`, a thrown
    /// `long` lands in a handler that folds it into the hash global and continues with another
    /// value; without, a cleanup counts the unwinding in the hash global and resumes it. A plain
    /// call in a module without exceptions.
    Invoke { callee: u8, args: Vec<Operand>, catch: bool },
    /// Two-way branch with phis at the merge.
    If { cond: Cond, then: Vec<Stmt>, els: Vec<Stmt> },
    /// A counted loop with a counter phi, loop-carried phis and an optional early exit.
    Loop { trip: Trip, do_while: bool, ctr: Ty, carried: Vec<Ty>, body: Vec<Stmt>, brk: Option<(u8, Cond)> },
    /// `switch` with dense (0..n) or sparse case values, phis at the merge.
    Switch { ty: Ty, sel: Operand, dense: bool, cases: Vec<(i64, Vec<Stmt>)>, default: Vec<Stmt> },
}

/// One generated function.
#[derive(Clone, Debug, PartialEq)]
pub struct GenFunc {
    /// Parameter types.
    pub params: Vec<Ty>,
    /// Return type.
    pub ret: Ty,
    /// Use the `fastcc` calling convention.
    pub fastcc: bool,
    /// Types of the scalar local slots (allocas).
    pub locals: Vec<Ty>,
    /// The body.
    pub body: Vec<Stmt>,
    /// Arguments `main` passes when it calls this function.
    pub call_args: Vec<Operand>,
}

/// A generated module: functions `@f0..` (each calling only earlier ones) and a `main`.
#[derive(Clone, Debug, PartialEq)]
pub struct GenModule {
    /// The functions; `main` calls each once, in order.
    pub funcs: Vec<GenFunc>,
    /// Numbers the globals' initialisers are made from.
    pub ginit: Vec<i64>,
    /// Whether `Throw` and `Invoke` render as C++ exceptions (thrown with `__cxa_throw`, caught
    /// through `__gxx_personality_v0`; `main` catches what its calls throw), which needs the C++
    /// runtime to link.
    pub exceptions: bool,
    /// Whether the odd-width integer types (`i24 i40 i72 i100 i129 i200 i256`) render as
    /// themselves; otherwise each is the basic integer type [`Ty::basic`] gives.
    pub odd_ints: bool,
    /// Whether `x86_fp80` renders as itself; otherwise it is `double`.
    pub fp80: bool,
}
