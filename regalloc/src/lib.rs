//! Linear-scan register allocation (Wimmer & Franz, CGO 2010) over an abstract machine function.
//!
//! The allocator reads its input through the [`Function`] trait and returns its decisions as an
//! [`Output`] (one [`Allocation`] per register operand plus a list of [`Edit`]s to insert); it never
//! rewrites the client's instructions. Physical registers may appear directly as operands (fixed
//! operands: arguments, returns, calls, division, shifts); the allocator keeps virtual registers out
//! of them while they are live. A checker verifies every allocation in debug builds and tests.

pub mod function;
pub mod types;

pub use function::Function;
pub use types::{
    Allocation, Block, Edit, Inst, InstRange, MachineEnv, Operand, OperandKind, OperandPos, Output, PReg, PRegSet,
    ProgPoint, RegAllocError, RegClass, RegRef, SpillSlot, VReg,
};
