//! The Microsoft x64 calling convention ("x64 calling convention", "Parameter passing", "Return values") for C
//! types: one 8-byte slot per argument, registers chosen by position, and by-reference passing of other sizes.

use crate::ctype::{AbiError, CType};

/// Integer argument registers by position, as hardware numbers (rcx, rdx, r8, r9).
pub const INT_ARG_REGS: [u8; 4] = [1, 2, 8, 9];
/// Number of argument positions that have registers.
pub const REG_ARG_SLOTS: usize = 4;
/// Bytes the caller reserves above the return address for the callee to spill rcx, rdx, r8, r9.
pub const SHADOW_SPACE: u64 = 32;
/// Alignment of a caller-made copy of a by-reference argument ("must be 16-byte aligned").
pub const BYREF_COPY_ALIGN: u64 = 16;
/// Callee-saved general-purpose registers as hardware numbers: rbx, rbp, rdi, rsi, rsp, r12–r15.
pub const CALLEE_SAVED_INT: [u8; 9] = [3, 5, 7, 6, 4, 12, 13, 14, 15];
/// Callee-saved vector registers: xmm6–xmm15.
pub const CALLEE_SAVED_XMM: [u8; 10] = [6, 7, 8, 9, 10, 11, 12, 13, 14, 15];

/// Where one argument slot lives.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Loc {
    /// General-purpose register by hardware number.
    IntReg(u8),
    /// xmm`n`.
    SseReg(u8),
    /// A floating-point variadic argument: the value in both xmm`xmm` and the integer register `int`.
    SseAndInt {
        /// The vector register.
        xmm: u8,
        /// The integer register (hardware number) holding the same bits.
        int: u8,
    },
    /// The stack, at this offset from rsp at the call (the shadow space is 0..32, so this is at least 32).
    Stack(u64),
}

/// How a value is carried in its slot.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Passing {
    /// The value itself, `size` bytes (the rest of the slot is unspecified).
    Direct {
        /// Bytes of the value.
        size: u64,
    },
    /// A pointer to a caller-made copy aligned to [`BYREF_COPY_ALIGN`].
    ByRef {
        /// Bytes to copy.
        size: u64,
    },
}

/// One argument's slot.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct ArgLayout {
    /// Register or stack location of the slot.
    pub loc: Loc,
    /// Whether the slot holds the value or a pointer to a copy.
    pub passing: Passing,
}

/// How the return value comes back.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum RetLayout {
    /// No return value.
    Void,
    /// In rax, `size` bytes.
    Rax {
        /// Bytes of the value.
        size: u64,
    },
    /// In xmm0, `size` bytes.
    Xmm0 {
        /// Bytes of the value.
        size: u64,
    },
    /// The caller passes a buffer address in rcx (shifting the other arguments one slot right); the callee
    /// returns that address in rax.
    Indirect,
}

/// Locations for every argument and the return value of one call.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct CallLayout {
    /// Per parameter, in order.
    pub args: Vec<ArgLayout>,
    /// The return value.
    pub ret: RetLayout,
    /// Bytes of the outgoing argument area including the 32-byte shadow space (a multiple of 8, at least 32).
    pub stack_size: u64,
}

/// What kind of slot a type needs.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Kind {
    /// An integer register (or stack slot) holding the value.
    Int(u64),
    /// An xmm register by position holding the value.
    Float(u64),
    /// A pointer to a copy.
    ByRef(u64),
}

/// Classify one argument type ("Parameter passing").
fn arg_kind(ty: &CType) -> Result<Kind, AbiError> {
    ty.validate()?;
    let size = ty.size();
    Ok(match ty {
        // "Any floating-point and double-precision arguments in the first four parameters are passed in XMM0–XMM3".
        CType::Float | CType::Double => Kind::Float(size),
        // "Integer valued arguments in the leftmost four positions are passed in ... RCX, RDX, R8, and R9".
        CType::Int { size: 1 | 2 | 4 | 8 } | CType::Ptr => Kind::Int(size),
        // "Structs and unions of size 8, 16, 32, or 64 bits, and __m64 types, are passed as if they were integers
        // of the same size."
        CType::Vector { size: 8, .. } => Kind::Int(size),
        _ if ty.is_aggregate() && matches!(size, 1 | 2 | 4 | 8) => Kind::Int(size),
        // "Structs or unions of other sizes are passed as a pointer to memory allocated by the caller";
        // "__m128 types, arrays, and strings are never passed by immediate value". __int128 and the 80-bit
        // long double (MinGW) have size 16 and follow the same rule.
        _ if size == 0 => return Err(AbiError::Unsupported("empty struct argument under Win64")),
        _ => Kind::ByRef(size),
    })
}

/// Whether a variadic argument of type `ty` sits in its 8-byte slot as a pointer to a caller copy
/// (`va_arg` then reads through it) rather than as the value itself; the same rule as any argument
/// ("Varargs": "the caller ... follows the same conventions as for non-variadic arguments").
pub fn vararg_by_reference(ty: &CType) -> Result<bool, AbiError> {
    Ok(matches!(arg_kind(ty)?, Kind::ByRef(_)))
}

/// Classify the return type ("Return values").
fn assign_return(ret: Option<&CType>) -> Result<RetLayout, AbiError> {
    let Some(ty) = ret else { return Ok(RetLayout::Void) };
    ty.validate()?;
    let size = ty.size();
    Ok(match ty {
        // "Non-scalar types including floats, doubles, and vector types such as __m128, __m128i, __m128d are
        // returned in XMM0."
        CType::Float | CType::Double | CType::Vector { size: 16, .. } => RetLayout::Xmm0 { size },
        // gcc (ms_abi and MinGW-w64) returns `__int128` in XMM0 as well (checked with gcc 12 -S).
        CType::Int { size: 16 } => RetLayout::Xmm0 { size },
        // "A scalar return value that can fit into 64 bits, including the __m64 type, is returned through RAX."
        CType::Int { size: 1 | 2 | 4 | 8 } | CType::Ptr | CType::Vector { size: 8, .. } => RetLayout::Rax { size },
        // "To return a user-defined type by value in RAX, it must have a length of 1, 2, 4, 8, 16, 32, or 64 bits".
        _ if ty.is_aggregate() && matches!(size, 1 | 2 | 4 | 8) => RetLayout::Rax { size },
        // "Otherwise, the caller must allocate memory for the return value and pass a pointer to it as the first
        // argument."
        _ if ty.is_aggregate() && size > 0 => RetLayout::Indirect,
        // Without AVX, gcc's ms_abi returns a 32-byte vector through the hidden pointer too (gcc 12 -S).
        CType::Vector { size: 32, .. } => RetLayout::Indirect,
        // MinGW-w64 gcc returns the 80-bit long double through the hidden pointer as well (its
        // `return_in_memory_ms_64`: 16 bytes, neither an integer nor a vector), and clang's MinGW IR does so.
        CType::LongDouble => RetLayout::Indirect,
        _ => return Err(AbiError::Unsupported("Win64 return of this type (empty struct)")),
    })
}

/// Place an argument of `kind` in slot `slot`; `variadic` duplicates floats into the integer register.
fn place(kind: Kind, slot: usize, variadic: bool) -> ArgLayout {
    let (loc_kind, passing) = match kind {
        Kind::Int(size) => (false, Passing::Direct { size }),
        Kind::Float(size) => (true, Passing::Direct { size }),
        Kind::ByRef(size) => (false, Passing::ByRef { size }),
    };
    let loc = match INT_ARG_REGS.get(slot) {
        None => Loc::Stack(slot as u64 * 8),
        Some(&int) if !loc_kind => Loc::IntReg(int),
        // "For floating-point values only, both the integer register and the floating-point register must contain
        // the value, in case the callee expects the value in the integer registers" (varargs).
        Some(&int) if variadic => Loc::SseAndInt { xmm: slot as u8, int },
        Some(_) => Loc::SseReg(slot as u8),
    };
    ArgLayout { loc, passing }
}

/// Lay out a call: `params` in order, the return type (`None` for void), and `variadic_fixed = Some(n)` for a
/// variadic call with `n` named parameters.
pub fn classify_call(
    params: &[CType],
    ret: Option<&CType>,
    variadic_fixed: Option<usize>,
) -> Result<CallLayout, AbiError> {
    if variadic_fixed.is_some_and(|n| n > params.len()) {
        return Err(AbiError::InvalidType("more fixed parameters than arguments"));
    }
    let ret = assign_return(ret)?;
    // The hidden return pointer takes the first slot; "the remaining arguments are then shifted one argument to
    // the right".
    let first = usize::from(ret == RetLayout::Indirect);
    let mut args = Vec::with_capacity(params.len());
    for (i, ty) in params.iter().enumerate() {
        let variadic = variadic_fixed.is_some_and(|n| i >= n);
        args.push(place(arg_kind(ty)?, first + i, variadic));
    }
    // "The caller is responsible for allocating space for the parameters" including 32 bytes of shadow space
    // "even if the callee uses fewer than four parameters".
    let slots = (first + params.len()).max(REG_ARG_SLOTS) as u64;
    Ok(CallLayout { args, ret, stack_size: slots * 8 })
}

#[cfg(test)]
mod tests {
    use super::*;

    const RCX: u8 = 1;
    const RDX: u8 = 2;
    const R8: u8 = 8;
    const R9: u8 = 9;

    fn i(size: u8) -> CType {
        CType::int(size)
    }

    fn direct(loc: Loc, size: u64) -> ArgLayout {
        ArgLayout { loc, passing: Passing::Direct { size } }
    }

    fn byref(loc: Loc, size: u64) -> ArgLayout {
        ArgLayout { loc, passing: Passing::ByRef { size } }
    }

    #[test]
    fn integers_use_rcx_rdx_r8_r9_then_stack_after_shadow() {
        let call = classify_call(&[i(4), i(8), CType::Ptr, i(1), i(2)], None, None).unwrap();
        assert_eq!(call.args[0], direct(Loc::IntReg(RCX), 4));
        assert_eq!(call.args[1], direct(Loc::IntReg(RDX), 8));
        assert_eq!(call.args[2], direct(Loc::IntReg(R8), 8));
        assert_eq!(call.args[3], direct(Loc::IntReg(R9), 1));
        assert_eq!(call.args[4], direct(Loc::Stack(32), 2));
        assert_eq!(call.stack_size, 40);
    }

    #[test]
    fn floats_use_xmm_by_position() {
        let call = classify_call(&[i(4), CType::Double, i(4), CType::Float], None, None).unwrap();
        assert_eq!(call.args[1], direct(Loc::SseReg(1), 8));
        assert_eq!(call.args[2], direct(Loc::IntReg(R8), 4));
        assert_eq!(call.args[3], direct(Loc::SseReg(3), 4));
    }

    #[test]
    fn fifth_float_goes_to_stack() {
        let call = classify_call(&vec![CType::Double; 5], None, None).unwrap();
        assert_eq!(call.args[4], direct(Loc::Stack(32), 8));
    }

    #[test]
    fn shadow_space_reserved_even_without_arguments() {
        assert_eq!(classify_call(&[], None, None).unwrap().stack_size, SHADOW_SPACE);
        assert_eq!(classify_call(&[i(4)], None, None).unwrap().stack_size, SHADOW_SPACE);
    }

    #[test]
    fn small_aggregates_pass_as_integers() {
        let two_floats = CType::strukt(vec![CType::Float, CType::Float]);
        let one_float = CType::strukt(vec![CType::Float]);
        let two_bytes = CType::array(i(1), 2);
        let call = classify_call(&[two_floats, one_float, two_bytes], None, None).unwrap();
        assert_eq!(call.args[0], direct(Loc::IntReg(RCX), 8));
        assert_eq!(call.args[1], direct(Loc::IntReg(RDX), 4));
        assert_eq!(call.args[2], direct(Loc::IntReg(R8), 2));
    }

    #[test]
    fn other_aggregate_sizes_pass_by_reference() {
        let three = CType::strukt(vec![i(1), i(1), i(1)]);
        let twelve = CType::strukt(vec![CType::Float, CType::Float, CType::Float]);
        let sixteen = CType::strukt(vec![i(8), i(8)]);
        let call = classify_call(&[three, twelve, sixteen, CType::Float, i(4)], None, None).unwrap();
        assert_eq!(call.args[0], byref(Loc::IntReg(RCX), 3));
        assert_eq!(call.args[1], byref(Loc::IntReg(RDX), 12));
        assert_eq!(call.args[2], byref(Loc::IntReg(R8), 16));
        assert_eq!(call.args[3], direct(Loc::SseReg(3), 4));
        assert_eq!(call.args[4], direct(Loc::Stack(32), 4));
    }

    #[test]
    fn by_reference_argument_on_stack_passes_pointer_in_slot() {
        let big = CType::strukt(vec![CType::Double, CType::Double, CType::Double]);
        let call = classify_call(&[i(4), i(4), i(4), i(4), big], None, None).unwrap();
        assert_eq!(call.args[4], byref(Loc::Stack(32), 24));
    }

    #[test]
    fn m128_by_reference_m64_as_integer() {
        let m128 = CType::Vector { size: 16, elem_float: true };
        let m64 = CType::Vector { size: 8, elem_float: false };
        let call = classify_call(&[m128, m64], None, None).unwrap();
        assert_eq!(call.args[0], byref(Loc::IntReg(RCX), 16));
        assert_eq!(call.args[1], direct(Loc::IntReg(RDX), 8));
    }

    #[test]
    fn int128_and_long_double_by_reference() {
        let call = classify_call(&[i(16), CType::LongDouble], None, None).unwrap();
        assert_eq!(call.args[0], byref(Loc::IntReg(RCX), 16));
        assert_eq!(call.args[1], byref(Loc::IntReg(RDX), 16));
    }

    #[test]
    fn unions_follow_size_rule() {
        let u8b = CType::union(vec![CType::Double, i(4)]);
        let u16b = CType::union(vec![CType::LongDouble, i(4)]);
        let call = classify_call(&[u8b, u16b], None, None).unwrap();
        assert_eq!(call.args[0], direct(Loc::IntReg(RCX), 8));
        assert_eq!(call.args[1], byref(Loc::IntReg(RDX), 16));
    }

    #[test]
    fn variadic_floats_duplicated_into_integer_registers() {
        let call =
            classify_call(&[CType::Ptr, CType::Double, i(4), CType::Double, CType::Double], None, Some(1)).unwrap();
        assert_eq!(call.args[0], direct(Loc::IntReg(RCX), 8));
        assert_eq!(call.args[1], direct(Loc::SseAndInt { xmm: 1, int: RDX }, 8));
        assert_eq!(call.args[2], direct(Loc::IntReg(R8), 4));
        assert_eq!(call.args[3], direct(Loc::SseAndInt { xmm: 3, int: R9 }, 8));
        assert_eq!(call.args[4], direct(Loc::Stack(32), 8));
    }

    #[test]
    fn fixed_float_in_variadic_call_not_duplicated() {
        let call = classify_call(&[CType::Double, CType::Double], None, Some(1)).unwrap();
        assert_eq!(call.args[0], direct(Loc::SseReg(0), 8));
        assert_eq!(call.args[1], direct(Loc::SseAndInt { xmm: 1, int: RDX }, 8));
    }

    #[test]
    fn scalar_returns_in_rax_or_xmm0() {
        assert_eq!(classify_call(&[], Some(&i(8)), None).unwrap().ret, RetLayout::Rax { size: 8 });
        assert_eq!(classify_call(&[], Some(&CType::Float), None).unwrap().ret, RetLayout::Xmm0 { size: 4 });
        let m128 = CType::Vector { size: 16, elem_float: false };
        assert_eq!(classify_call(&[], Some(&m128), None).unwrap().ret, RetLayout::Xmm0 { size: 16 });
    }

    #[test]
    fn small_aggregate_returns_in_rax() {
        let t = CType::strukt(vec![CType::Float, CType::Float]);
        assert_eq!(classify_call(&[], Some(&t), None).unwrap().ret, RetLayout::Rax { size: 8 });
    }

    #[test]
    fn other_aggregate_returns_via_hidden_pointer_in_rcx_shifting_arguments() {
        let t = CType::strukt(vec![CType::Float, CType::Float, CType::Float]);
        let call = classify_call(&[CType::Double, i(4), i(4), i(4)], Some(&t), None).unwrap();
        assert_eq!(call.ret, RetLayout::Indirect);
        assert_eq!(call.args[0], direct(Loc::SseReg(1), 8));
        assert_eq!(call.args[1], direct(Loc::IntReg(R8), 4));
        assert_eq!(call.args[3], direct(Loc::Stack(32), 4));
        assert_eq!(call.stack_size, 40);
    }

    #[test]
    fn unsupported_and_invalid_types_are_errors() {
        assert!(classify_call(&[CType::strukt(vec![])], None, None).is_err());
        assert_eq!(classify_call(&[], Some(&CType::LongDouble), None).unwrap().ret, RetLayout::Indirect);
        assert_eq!(classify_call(&[], Some(&i(16)), None).unwrap().ret, RetLayout::Xmm0 { size: 16 });
        let m256 = CType::Vector { size: 32, elem_float: true };
        assert_eq!(classify_call(&[], Some(&m256), None).unwrap().ret, RetLayout::Indirect);
        assert!(classify_call(&[i(3)], None, None).is_err());
        assert!(classify_call(&[], None, Some(2)).is_err());
    }

    #[test]
    fn callee_saved_set_includes_rdi_rsi_and_xmm6_to_15() {
        assert!(CALLEE_SAVED_INT.contains(&7) && CALLEE_SAVED_INT.contains(&6));
        assert!(!CALLEE_SAVED_INT.contains(&RCX) && !CALLEE_SAVED_INT.contains(&0));
        assert_eq!(CALLEE_SAVED_XMM.first(), Some(&6));
        assert_eq!(CALLEE_SAVED_XMM.len(), 10);
    }

    #[test]
    fn random_signatures_never_panic_and_use_slots_by_position() {
        let mut rng = crate::ctype::gen::Rng(0xc0ffee);
        for _ in 0..3000 {
            let n = rng.below(10) as usize;
            let params: Vec<CType> = (0..n).map(|_| crate::ctype::gen::random_type(&mut rng, 3)).collect();
            let ret = crate::ctype::gen::random_type(&mut rng, 3);
            let fixed = Some(rng.below(n as u64 + 1) as usize);
            let Ok(call) = classify_call(&params, Some(&ret), fixed) else { continue };
            let first = usize::from(call.ret == RetLayout::Indirect);
            for (i, arg) in call.args.iter().enumerate() {
                let slot = first + i;
                match arg.loc {
                    Loc::IntReg(r) => assert_eq!(Some(&r), INT_ARG_REGS.get(slot)),
                    Loc::SseReg(x) | Loc::SseAndInt { xmm: x, .. } => assert_eq!(usize::from(x), slot),
                    Loc::Stack(off) => assert_eq!(off, slot as u64 * 8),
                }
                if let Passing::Direct { size } = arg.passing {
                    assert!(size <= 8);
                }
            }
            assert!(call.stack_size >= SHADOW_SPACE && call.stack_size % 8 == 0);
        }
    }

    #[test]
    fn varargs_of_sizes_1_2_4_8_sit_in_the_slot_others_by_reference() {
        assert!(!vararg_by_reference(&CType::Double).unwrap());
        assert!(!vararg_by_reference(&CType::int(8)).unwrap());
        assert!(!vararg_by_reference(&CType::Vector { size: 8, elem_float: true }).unwrap());
        assert!(vararg_by_reference(&CType::int(16)).unwrap());
        assert!(vararg_by_reference(&CType::Vector { size: 16, elem_float: true }).unwrap());
        let s3 = CType::aligned(vec![CType::int(1), CType::int(1), CType::int(1)], 1);
        assert!(vararg_by_reference(&s3).unwrap());
        let s4 = CType::aligned(vec![CType::int(2), CType::int(2)], 2);
        assert!(!vararg_by_reference(&s4).unwrap());
    }
}
