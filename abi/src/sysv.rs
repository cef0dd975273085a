//! The SysV x86-64 C calling convention as LLVM applies it to IR signatures.
//!
//! Scalars take the next free integer (rdi rsi rdx rcx r8 r9) or SSE (xmm0..xmm7) register, then
//! 8-byte stack slots in order. An `i128` is an indivisible pair: two consecutive integer registers
//! or one 16-byte-aligned stack slot. Other multi-part values (vectors wider than 16 bytes,
//! first-class structs) assign their parts independently. `byval` objects always go to the stack,
//! rounded up to 8 bytes and aligned to at least 8. Returns use rax, rdx for integer parts and
//! xmm0, xmm1 for SSE parts, at most two of each.

/// Integer argument registers in order, as hardware register numbers (rdi rsi rdx rcx r8 r9).
pub const INT_ARG_REGS: [u8; 6] = [7, 6, 2, 1, 8, 9];
/// Number of SSE argument registers (xmm0..xmm7).
pub const SSE_ARG_REGS: u8 = 8;

/// The register class of one part of a value.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum PartClass {
    /// A general-purpose register (integers, pointers).
    Int,
    /// An SSE register holding at most 8 bytes (float, double, 8-byte vectors): 8 bytes on the stack.
    Sse,
    /// An SSE register holding a 16-byte vector chunk: 16 bytes, 16-aligned, on the stack (psABI
    /// 3.2.3: `__m128` is class SSE+SSEUP, passed in memory aligned to 16 when registers run out).
    SseVec,
}

/// How one argument is passed, described by the caller.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ArgSpec {
    /// Register-sized parts assigned independently (a scalar has one part).
    Parts(Vec<PartClass>),
    /// Two integer parts that must stay together (`i128`): both in registers or both on the stack.
    IntPair,
    /// A `byval` memory object of `size` bytes aligned to `align`.
    ByVal {
        /// Size in bytes.
        size: u64,
        /// Alignment in bytes.
        align: u64,
    },
}

/// Where one part (or a whole `byval` object) goes.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum ArgLoc {
    /// Integer register with hardware number `n` (one of [`INT_ARG_REGS`]).
    Int(u8),
    /// SSE register xmm`n`.
    Sse(u8),
    /// The stack, at this byte offset from the start of the argument area.
    Stack(u32),
}

/// The locations of all arguments of a call.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Assigned {
    /// Per argument, one location per part (one location for a `byval` object).
    pub locs: Vec<Vec<ArgLoc>>,
    /// Bytes of stack arguments (a multiple of 8).
    pub stack_size: u32,
    /// Number of integer registers used.
    pub int_regs_used: u8,
    /// Number of SSE registers used (what a varargs caller puts in `al`).
    pub sse_regs_used: u8,
}

/// Assigns every argument of a call or function entry to registers and stack slots.
pub fn classify_args(args: &[ArgSpec]) -> Assigned {
    let mut out = Assigned::default();
    let mut stack: u64 = 0;
    let mut take_stack = |size: u64, align: u64| -> ArgLoc {
        let align = align.max(8);
        stack = stack.div_ceil(align) * align;
        let off = stack;
        stack += size.div_ceil(8) * 8;
        ArgLoc::Stack(u32::try_from(off).unwrap_or(u32::MAX))
    };
    for arg in args {
        let mut locs = Vec::new();
        match arg {
            ArgSpec::Parts(parts) => {
                for p in parts {
                    let loc = match p {
                        PartClass::Int if (out.int_regs_used as usize) < INT_ARG_REGS.len() => {
                            out.int_regs_used += 1;
                            ArgLoc::Int(INT_ARG_REGS[out.int_regs_used as usize - 1])
                        }
                        PartClass::Sse | PartClass::SseVec if out.sse_regs_used < SSE_ARG_REGS => {
                            out.sse_regs_used += 1;
                            ArgLoc::Sse(out.sse_regs_used - 1)
                        }
                        PartClass::Int => take_stack(8, 8),
                        PartClass::Sse => take_stack(8, 8),
                        PartClass::SseVec => take_stack(16, 16),
                    };
                    locs.push(loc);
                }
            }
            ArgSpec::IntPair => {
                if (out.int_regs_used as usize) + 2 <= INT_ARG_REGS.len() {
                    let n = out.int_regs_used as usize;
                    locs.push(ArgLoc::Int(INT_ARG_REGS[n]));
                    locs.push(ArgLoc::Int(INT_ARG_REGS[n + 1]));
                    out.int_regs_used += 2;
                } else {
                    let ArgLoc::Stack(off) = take_stack(16, 16) else { unreachable!() };
                    locs.push(ArgLoc::Stack(off));
                    locs.push(ArgLoc::Stack(off + 8));
                }
            }
            ArgSpec::ByVal { size, align } => locs.push(take_stack(*size, *align)),
        }
        out.locs.push(locs);
    }
    out.stack_size = u32::try_from(stack.div_ceil(8) * 8).unwrap_or(u32::MAX);
    out
}

/// Assigns the parts of a return value to rax/rdx (as hardware numbers 0 and 2) and xmm0/xmm1, or
/// `None` when more than two parts of one class are needed (the value must be returned via sret).
pub fn classify_return(parts: &[PartClass]) -> Option<Vec<ArgLoc>> {
    let (mut ints, mut sses) = (0u8, 0u8);
    let mut locs = Vec::with_capacity(parts.len());
    for p in parts {
        match p {
            PartClass::Int => {
                if ints == 2 {
                    return None;
                }
                locs.push(ArgLoc::Int([0, 2][ints as usize]));
                ints += 1;
            }
            PartClass::Sse | PartClass::SseVec => {
                if sses == 2 {
                    return None;
                }
                locs.push(ArgLoc::Sse(sses));
                sses += 1;
            }
        }
    }
    Some(locs)
}

#[cfg(test)]
mod tests {
    use super::*;
    use PartClass::*;

    fn int() -> ArgSpec {
        ArgSpec::Parts(vec![Int])
    }
    fn sse() -> ArgSpec {
        ArgSpec::Parts(vec![Sse])
    }

    #[test]
    fn integer_and_sse_registers_are_counted_separately() {
        let a = classify_args(&[int(), sse(), int(), sse()]);
        assert_eq!(
            a.locs,
            vec![vec![ArgLoc::Int(7)], vec![ArgLoc::Sse(0)], vec![ArgLoc::Int(6)], vec![ArgLoc::Sse(1)]]
        );
        assert_eq!((a.int_regs_used, a.sse_regs_used, a.stack_size), (2, 2, 0));
    }

    #[test]
    fn seventh_integer_goes_to_the_stack_in_order() {
        let args: Vec<ArgSpec> = (0..9).map(|_| int()).collect();
        let a = classify_args(&args);
        assert_eq!(a.locs[5], vec![ArgLoc::Int(9)]);
        assert_eq!(a.locs[6], vec![ArgLoc::Stack(0)]);
        assert_eq!(a.locs[8], vec![ArgLoc::Stack(16)]);
        assert_eq!(a.stack_size, 24);
    }

    #[test]
    fn ninth_double_goes_to_the_stack() {
        let args: Vec<ArgSpec> = (0..9).map(|_| sse()).collect();
        let a = classify_args(&args);
        assert_eq!(a.locs[7], vec![ArgLoc::Sse(7)]);
        assert_eq!(a.locs[8], vec![ArgLoc::Stack(0)]);
        assert_eq!(a.sse_regs_used, 8);
    }

    #[test]
    fn i128_never_splits_between_registers_and_stack() {
        let mut args: Vec<ArgSpec> = (0..5).map(|_| int()).collect();
        args.push(ArgSpec::IntPair);
        args.push(int());
        let a = classify_args(&args);
        assert_eq!(a.locs[5], vec![ArgLoc::Stack(0), ArgLoc::Stack(8)]);
        // The sixth register stays free for the next scalar.
        assert_eq!(a.locs[6], vec![ArgLoc::Int(9)]);
    }

    #[test]
    fn stack_i128_is_16_aligned() {
        let mut args: Vec<ArgSpec> = (0..7).map(|_| int()).collect();
        args.push(ArgSpec::IntPair);
        let a = classify_args(&args);
        assert_eq!(a.locs[6], vec![ArgLoc::Stack(0)]);
        assert_eq!(a.locs[7], vec![ArgLoc::Stack(16), ArgLoc::Stack(24)]);
        assert_eq!(a.stack_size, 32);
    }

    #[test]
    fn byval_objects_take_rounded_stack_space() {
        let a = classify_args(&[ArgSpec::ByVal { size: 12, align: 4 }, int(), ArgSpec::ByVal { size: 16, align: 16 }]);
        assert_eq!(a.locs[0], vec![ArgLoc::Stack(0)]);
        assert_eq!(a.locs[1], vec![ArgLoc::Int(7)]);
        assert_eq!(a.locs[2], vec![ArgLoc::Stack(16)]);
        assert_eq!(a.stack_size, 32);
    }

    #[test]
    fn returns_use_rax_rdx_xmm0_xmm1() {
        assert_eq!(classify_return(&[Int, Int]), Some(vec![ArgLoc::Int(0), ArgLoc::Int(2)]));
        assert_eq!(classify_return(&[Sse, Int]), Some(vec![ArgLoc::Sse(0), ArgLoc::Int(0)]));
        assert_eq!(classify_return(&[Int, Sse, Sse]), Some(vec![ArgLoc::Int(0), ArgLoc::Sse(0), ArgLoc::Sse(1)]));
        assert_eq!(classify_return(&[Int, Int, Int]), None);
    }

    #[test]
    fn vectors_on_the_stack_take_16_aligned_bytes() {
        let mut args = vec![ArgSpec::Parts(vec![PartClass::Sse]); 8];
        args.push(ArgSpec::Parts(vec![PartClass::Int; 6].into_iter().collect()));
        args.push(ArgSpec::Parts(vec![PartClass::Sse]));
        args.push(ArgSpec::Parts(vec![PartClass::SseVec]));
        let a = classify_args(&args);
        assert_eq!(a.locs[9], vec![ArgLoc::Stack(0)]);
        assert_eq!(a.locs[10], vec![ArgLoc::Stack(16)]);
        assert_eq!(a.stack_size, 32);
        let in_reg = classify_args(&[ArgSpec::Parts(vec![PartClass::SseVec])]);
        assert_eq!(in_reg.locs[0], vec![ArgLoc::Sse(0)]);
    }
}
