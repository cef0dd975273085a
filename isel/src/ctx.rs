//! The lowering context: what per-instruction lowering code (scalar, vector) needs from the
//! function-level driver, as a trait so the two sides can be written independently.

use kiln_ir::{Diagnostic, Inst, Module, Type, Value};
use kiln_regalloc::{RegClass, VReg};

use crate::mir::{Amode, MFunctionBuilder, SymId};

/// The machine registers holding one IR value: one for scalars up to 64 bits, floats and 128-bit
/// vectors; two (low, high) for `i128`; one per 16-byte chunk for wider vectors.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct ValueRegs {
    regs: [VReg; 4],
    len: u8,
}

impl ValueRegs {
    /// A single register.
    pub fn one(r: VReg) -> Self {
        ValueRegs { regs: [r; 4], len: 1 }
    }
    /// Registers from a slice of 1 to 4 registers.
    pub fn from_slice(rs: &[VReg]) -> Self {
        assert!(!rs.is_empty() && rs.len() <= 4, "ValueRegs holds 1..=4 registers");
        let mut regs = [rs[0]; 4];
        regs[..rs.len()].copy_from_slice(rs);
        ValueRegs { regs, len: rs.len() as u8 }
    }
    /// The registers.
    pub fn regs(&self) -> &[VReg] {
        &self.regs[..self.len as usize]
    }
    /// The only (or first, low) register.
    pub fn only(&self) -> VReg {
        self.regs[0]
    }
    /// Number of registers.
    pub fn len(&self) -> usize {
        self.len as usize
    }
    /// Always false: a value has at least one register.
    pub fn is_empty(&self) -> bool {
        false
    }
}

/// Why a function could not be lowered: an unsupported construct, located at an instruction.
#[derive(Clone, Debug)]
pub struct LowerError {
    /// The diagnostic (with a byte offset into the source when the instruction has one).
    pub diag: Diagnostic,
}

/// Services the function-level lowering driver offers to per-instruction lowering code.
pub trait LowerCtx {
    /// The IR module.
    fn module(&self) -> &Module;
    /// The IR function being lowered.
    fn func(&self) -> &kiln_ir::Function;
    /// The machine function under construction; instructions go to its current block.
    fn builder(&mut self) -> &mut MFunctionBuilder;
    /// The registers holding `value` (materialising constants into fresh registers as needed).
    fn value_regs(&mut self, value: Value) -> Result<ValueRegs, LowerError>;
    /// The registers the result of `inst` must be defined into (allocated on first request).
    fn result_regs(&mut self, inst: Inst) -> ValueRegs;
    /// An address for the pointer `ptr`, folding base + index * scale + displacement where the pointer
    /// is a foldable GEP, alloca or global.
    fn address(&mut self, ptr: Value) -> Result<Amode, LowerError>;
    /// A read-only constant of `bytes` with `align` (deduplicated), addressable RIP-relative.
    fn rodata_const(&mut self, bytes: &[u8], align: u32) -> SymId;
    /// A new virtual register.
    fn new_vreg(&mut self, class: RegClass) -> VReg {
        self.builder().new_vreg(class)
    }
    /// Calls the C function `name` with floating-point arguments (each a float or double in the
    /// low lane of its register) and defines `ret` from its floating-point result (per-lane libm
    /// calls such as `fmodf` or `fma`).
    fn float_libcall(&mut self, name: &str, args: &[VReg], ret: VReg) -> Result<(), LowerError> {
        let _ = (args, ret);
        Err(LowerError { diag: Diagnostic::new(format!("calls to `{name}` are not available in this context")) })
    }
    /// An error located at `inst`.
    fn error_at(&self, inst: Inst, message: String) -> LowerError;
    /// The machine type an IR scalar type lowers to (for callers that need sizes).
    fn type_size(&self, ty: Type) -> u64 {
        self.module().types.store_size(ty)
    }
}
