//! System V AMD64 psABI §3.2.3 classification of C types (eightbyte classes, merge and post-merger rules) and
//! register/stack assignment of whole C signatures. Assumes no AVX: vectors over 16 bytes go to memory.

use crate::ctype::{align_to, AbiError, CType};
use crate::sysv::INT_ARG_REGS;

/// Integer return registers as hardware numbers (rax, rdx).
pub const INT_RET_REGS: [u8; 2] = [0, 2];
/// Number of SSE argument registers (xmm0–xmm7).
pub const SSE_ARG_COUNT: u8 = 8;
/// Number of SSE return registers (xmm0, xmm1).
pub const SSE_RET_COUNT: u8 = 2;
/// Largest object that can be classified into registers at all (§3.2.3 rule 1: "larger than eight eightbytes").
const MAX_REG_OBJECT: u64 = 64;

/// The class of one eightbyte (§3.2.3 "Classification"; COMPLEX_X87 is not modelled).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Class {
    /// Padding or empty: no register.
    NoClass,
    /// A general-purpose register.
    Integer,
    /// The low 8 bytes of an SSE register.
    Sse,
    /// The upper part of the SSE register started by the preceding SSE eightbyte.
    SseUp,
    /// The 64-bit mantissa of an x87 value.
    X87,
    /// The exponent half of an x87 value.
    X87Up,
    /// Passed and returned in memory.
    Memory,
}

/// The classification of a whole type.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Classification {
    /// The whole value is MEMORY.
    Memory,
    /// One class per eightbyte (empty for a zero-sized struct).
    Eightbytes(Vec<Class>),
}

/// Where one piece of a value lives.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Loc {
    /// General-purpose register by hardware number (rdi = 7, rsi = 6, rdx = 2, rcx = 1, r8, r9; rax = 0).
    IntReg(u8),
    /// xmm`n`.
    SseReg(u8),
    /// The x87 stack top st0 (returns only).
    X87,
}

/// A byte range of a value and the register holding it.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Piece {
    /// Byte offset of the piece within the value.
    pub offset: u64,
    /// Bytes of the value in the piece (a 12-byte struct's second SSE piece has size 4).
    pub size: u64,
    /// The register.
    pub loc: Loc,
}

/// How one argument is passed.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ArgLayout {
    /// In registers, one piece per used eightbyte (SSE+SSEUP runs form one piece); empty for empty structs.
    Regs(Vec<Piece>),
    /// A copy of the value in the argument area at `stack_off` bytes above rsp at the call.
    Memory {
        /// Offset from the start of the argument area.
        stack_off: u64,
        /// Bytes occupied (the value size rounded up to 8).
        size: u64,
    },
}

/// How the return value comes back.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum RetLayout {
    /// No return value (`void` or an empty struct).
    Void,
    /// In rax/rdx, xmm0/xmm1 or st0.
    Regs(Vec<Piece>),
    /// The caller passes a buffer address in rdi (taking the first integer register); the callee returns it in rax.
    Indirect,
}

/// Locations for every argument and the return value of one call.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct CallLayout {
    /// Per parameter, in order.
    pub args: Vec<ArgLayout>,
    /// The return value.
    pub ret: RetLayout,
    /// Bytes of the stack argument area (a multiple of 8).
    pub stack_size: u64,
    /// Number of vector registers used by arguments: the value of %al for a variadic call (§3.5.7).
    pub sse_regs_used: u8,
    /// Whether the call is variadic (the caller must set %al).
    pub variadic: bool,
}

/// Merge the class of a field into the class of its eightbyte (§3.2.3 rule 4).
pub fn merge(a: Class, b: Class) -> Class {
    use Class::*;
    match (a, b) {
        // (a) If both classes are equal, this is the resulting class.
        (x, y) if x == y => x,
        // (b) If one of the classes is NO_CLASS, the resulting class is the other class.
        (NoClass, x) | (x, NoClass) => x,
        // (c) If one of the classes is MEMORY, the result is the MEMORY class.
        (Memory, _) | (_, Memory) => Memory,
        // (d) If one of the classes is INTEGER, the result is the INTEGER.
        (Integer, _) | (_, Integer) => Integer,
        // (e) If one of the classes is X87, X87UP, COMPLEX_X87 class, MEMORY is used as class.
        (X87 | X87Up, _) | (_, X87 | X87Up) => Memory,
        // (f) Otherwise class SSE is used.
        _ => Sse,
    }
}

/// The classes of a scalar or vector, one per eightbyte (§3.2.3 rule 2 for the basic types).
fn scalar_classes(ty: &CType) -> &'static [Class] {
    use Class::*;
    match ty {
        // "Arguments of types (signed and unsigned) _Bool, char, short, int, long, long long, and pointers are in
        // the INTEGER class." "Arguments of type __int128 ... are split into two halves ... INTEGER."
        CType::Int { size: 16 } => &[Integer, Integer],
        CType::Int { .. } | CType::Ptr => &[Integer],
        // "Arguments of types float, double, _Decimal32, _Decimal64 and __m64 are in class SSE."
        CType::Float | CType::Double | CType::Vector { size: 8, .. } => &[Sse],
        // "Arguments of types __float128, _Decimal128 and __m128 are split into two halves. The least significant
        // ones belong to class SSE, the most significant one to class SSEUP."
        CType::Vector { size: 16, .. } => &[Sse, SseUp],
        // "The 64-bit mantissa of arguments of type long double belongs to class X87, the 16-bit exponent plus 6
        // bytes of padding belongs to class X87UP."
        CType::LongDouble => &[X87, X87Up],
        // __m256 is SSE + 3×SSEUP only "if ... passed in registers"; without AVX gcc passes it in memory.
        _ => &[Memory],
    }
}

/// Classify `ty` at byte `offset` into `eightbytes`, merging with what is there; false means "whole thing MEMORY".
fn classify_into(ty: &CType, offset: u64, eightbytes: &mut [Class]) -> bool {
    match ty {
        CType::Struct(s) => s.fields.iter().all(|f| classify_field(&f.ty, offset + f.offset, eightbytes)),
        CType::Array { elem, len } => classify_array(elem, *len, offset, eightbytes),
        _ => classify_scalar(ty, offset, eightbytes),
    }
}

/// Classify an array at `offset`. The psABI says "each field is classified recursively"; gcc (the reference
/// implementation, `classify_argument` for ARRAY_TYPE) classifies the element once, at the array's own
/// offset, and repeats the element's classes over every eightbyte the array covers. The two agree except
/// for packed elements whose later copies have misaligned members (`[3 x <{ float, i8 }>]`): gcc passes
/// those in registers, and Kiln follows gcc.
fn classify_array(elem: &CType, len: u64, offset: u64, eightbytes: &mut [Class]) -> bool {
    let elem_size = elem.size();
    if elem_size == 0 || len == 0 {
        return true;
    }
    let within = offset % 8;
    let mut sub = vec![Class::NoClass; align_to(within + elem_size, 8) as usize / 8];
    if !classify_field(elem, within, &mut sub) {
        return false;
    }
    let words = (within + elem_size.saturating_mul(len)).div_ceil(8) as usize;
    let first = (offset / 8) as usize;
    for i in 0..words {
        match eightbytes.get_mut(first + i) {
            Some(slot) => *slot = merge(*slot, sub[i % sub.len()]),
            None => return false,
        }
    }
    true
}

/// Classify one member; §3.2.3 rule 1: an object that "contains unaligned fields ... has class MEMORY".
fn classify_field(ty: &CType, offset: u64, eightbytes: &mut [Class]) -> bool {
    offset.is_multiple_of(ty.align().max(1)) && classify_into(ty, offset, eightbytes)
}

/// Merge a scalar's classes into the eightbytes it covers.
fn classify_scalar(ty: &CType, offset: u64, eightbytes: &mut [Class]) -> bool {
    let first = (offset / 8) as usize;
    for (i, class) in scalar_classes(ty).iter().enumerate() {
        match eightbytes.get_mut(first + i) {
            Some(slot) => *slot = merge(*slot, *class),
            None => return false,
        }
    }
    true
}

/// §3.2.3 rule 5, the post-merger cleanup.
fn post_merge(mut classes: Vec<Class>) -> Classification {
    use Class::*;
    // (a) If one of the classes is MEMORY, the whole argument is passed in memory.
    if classes.contains(&Memory) {
        return Classification::Memory;
    }
    // (b) If X87UP is not preceded by X87, the whole argument is passed in memory.
    let stray_x87up = (0..classes.len()).any(|i| classes[i] == X87Up && (i == 0 || classes[i - 1] != X87));
    if stray_x87up {
        return Classification::Memory;
    }
    // (c) If the size of the aggregate exceeds two eightbytes and the first eightbyte isn't SSE or any other
    // eightbyte isn't SSEUP, the whole argument is passed in memory.
    if classes.len() > 2 && (classes[0] != Sse || classes[1..].iter().any(|c| *c != SseUp)) {
        return Classification::Memory;
    }
    // (d) If SSEUP is not preceded by SSE or SSEUP, it is converted to SSE.
    for i in 0..classes.len() {
        if classes[i] == SseUp && (i == 0 || !matches!(classes[i - 1], Sse | SseUp)) {
            classes[i] = Sse;
        }
    }
    Classification::Eightbytes(classes)
}

/// Classify a C type per §3.2.3 (the same classes serve arguments and returns).
pub fn classify(ty: &CType) -> Result<Classification, AbiError> {
    ty.validate()?;
    let size = ty.size();
    // Rule 1: "If the size of an object is larger than eight eightbytes ... it has class MEMORY."
    if size > MAX_REG_OBJECT {
        return Ok(Classification::Memory);
    }
    let mut eightbytes = vec![Class::NoClass; align_to(size, 8) as usize / 8];
    if !classify_into(ty, 0, &mut eightbytes) {
        return Ok(Classification::Memory);
    }
    Ok(post_merge(eightbytes))
}

/// Register counters while assigning a signature.
struct Regs {
    next_int: usize,
    next_sse: u8,
}

/// Integer and SSE registers an eightbyte list needs (SSEUP continues the previous SSE register).
fn regs_needed(classes: &[Class]) -> (usize, u8) {
    let ints = classes.iter().filter(|c| **c == Class::Integer).count();
    let sses = classes.iter().filter(|c| **c == Class::Sse).count() as u8;
    (ints, sses)
}

/// Bytes of the value covered by eightbyte `i` and the SSEUP eightbytes following it.
fn piece_size(classes: &[Class], i: usize, size: u64) -> u64 {
    let run = 1 + classes[i + 1..].iter().take_while(|c| **c == Class::SseUp).count() as u64;
    (run * 8).min(size.saturating_sub(i as u64 * 8))
}

/// Turn eightbyte classes into pieces, drawing registers from `int_regs` and `next_sse`.
fn make_pieces(classes: &[Class], size: u64, int_regs: &[u8], regs: &mut Regs) -> Vec<Piece> {
    let mut pieces = Vec::new();
    for (i, class) in classes.iter().enumerate() {
        let offset = i as u64 * 8;
        let loc = match class {
            Class::Integer => {
                let reg = int_regs.get(regs.next_int).copied().unwrap_or(0);
                regs.next_int += 1;
                Loc::IntReg(reg)
            }
            Class::Sse => {
                regs.next_sse += 1;
                Loc::SseReg(regs.next_sse - 1)
            }
            // The 80-bit value: 10 meaningful bytes in st0.
            Class::X87 => {
                pieces.push(Piece { offset, size: 10, loc: Loc::X87 });
                continue;
            }
            _ => continue,
        };
        pieces.push(Piece { offset, size: piece_size(classes, i, size), loc });
    }
    pieces
}

/// Assign the return value (§3.2.3 "Returning of Values").
fn assign_return(ret: Option<&CType>) -> Result<RetLayout, AbiError> {
    let Some(ty) = ret else { return Ok(RetLayout::Void) };
    match classify(ty)? {
        // "If the type has class MEMORY, then the caller provides space for the return value and passes the
        // address of this storage in %rdi ... On return %rax will contain the address".
        Classification::Memory => Ok(RetLayout::Indirect),
        Classification::Eightbytes(classes) if classes.iter().all(|c| *c == Class::NoClass) => Ok(RetLayout::Void),
        // INTEGER → next of %rax, %rdx; SSE → next of %xmm0, %xmm1; SSEUP → upper half of the last vector
        // register; X87 → %st0 (X87UP travels with it). At most two eightbytes remain after rule 5(c).
        Classification::Eightbytes(classes) => {
            let mut regs = Regs { next_int: 0, next_sse: 0 };
            Ok(RetLayout::Regs(make_pieces(&classes, ty.size(), &INT_RET_REGS, &mut regs)))
        }
    }
}

/// Reserve an argument-area slot for a value of `ty` passed on the stack; returns its layout.
fn stack_slot(ty: &CType, stack: &mut u64) -> ArgLayout {
    // Stack arguments are eightbyte-aligned, or aligned to their own alignment when larger (`__int128`,
    // `__m128`, 16-aligned aggregates: figure 3.6 notes "aligned to 16 bytes").
    let stack_off = align_to(*stack, ty.align().max(8));
    let size = align_to(ty.size(), 8);
    *stack = stack_off.saturating_add(size);
    ArgLayout::Memory { stack_off, size }
}

/// Assign one parameter given the registers left.
fn assign_param(ty: &CType, regs: &mut Regs, stack: &mut u64) -> Result<ArgLayout, AbiError> {
    let classes = match classify(ty)? {
        Classification::Memory => return Ok(stack_slot(ty, stack)),
        Classification::Eightbytes(classes) => classes,
    };
    // "If the class is X87, X87UP or COMPLEX_X87, it is passed in memory."
    if classes.iter().any(|c| matches!(c, Class::X87 | Class::X87Up)) {
        return Ok(stack_slot(ty, stack));
    }
    let (ints, sses) = regs_needed(&classes);
    // "If there are no registers available for any eightbyte of an argument, the whole argument is passed on the
    // stack. If registers have already been assigned for some eightbytes of such an argument, the assignments get
    // reverted."
    if regs.next_int + ints > INT_ARG_REGS.len() || regs.next_sse + sses > SSE_ARG_COUNT {
        return Ok(stack_slot(ty, stack));
    }
    Ok(ArgLayout::Regs(make_pieces(&classes, ty.size(), &INT_ARG_REGS, regs)))
}

/// Lay out a call: `params` in order, the return type (`None` for void), and `variadic_fixed = Some(n)` for a
/// variadic call with `n` named parameters (variadic arguments are classified the same way; only %al changes).
pub fn classify_call(
    params: &[CType],
    ret: Option<&CType>,
    variadic_fixed: Option<usize>,
) -> Result<CallLayout, AbiError> {
    classify_call_byval(params, &[], ret, variadic_fixed)
}

/// Like [`classify_call`], but parameter `i` with `byval[i]` set is an object the IR passes `byval`: always
/// copied to the argument area (at its alignment, at least 8), never into registers.
pub fn classify_call_byval(
    params: &[CType],
    byval: &[bool],
    ret: Option<&CType>,
    variadic_fixed: Option<usize>,
) -> Result<CallLayout, AbiError> {
    if variadic_fixed.is_some_and(|n| n > params.len()) {
        return Err(AbiError::InvalidType("more fixed parameters than arguments"));
    }
    let ret = assign_return(ret)?;
    // The hidden return-buffer pointer "is passed ... as if it were the first argument", in %rdi.
    let mut regs = Regs { next_int: usize::from(ret == RetLayout::Indirect), next_sse: 0 };
    let mut stack = 0u64;
    let mut args = Vec::with_capacity(params.len());
    for (i, p) in params.iter().enumerate() {
        if byval.get(i).copied().unwrap_or(false) {
            p.validate()?;
            args.push(stack_slot(p, &mut stack));
        } else {
            args.push(assign_param(p, &mut regs, &mut stack)?);
        }
    }
    Ok(CallLayout {
        args,
        ret,
        stack_size: align_to(stack, 8),
        sse_regs_used: regs.next_sse,
        variadic: variadic_fixed.is_some(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use Class::*;

    const RDI: u8 = 7;
    const RSI: u8 = 6;
    const RDX: u8 = 2;
    const RCX: u8 = 1;
    const RAX: u8 = 0;

    fn i(size: u8) -> CType {
        CType::int(size)
    }

    fn m128() -> CType {
        CType::Vector { size: 16, elem_float: true }
    }

    fn ebs(ty: &CType) -> Vec<Class> {
        match classify(ty).unwrap() {
            Classification::Eightbytes(c) => c,
            Classification::Memory => vec![Memory],
        }
    }

    fn piece(offset: u64, size: u64, loc: Loc) -> Piece {
        Piece { offset, size, loc }
    }

    #[test]
    fn merge_rule_a_equal_classes() {
        assert_eq!(merge(Sse, Sse), Sse);
        assert_eq!(merge(Integer, Integer), Integer);
    }

    #[test]
    fn merge_rule_b_no_class_yields_other() {
        assert_eq!(merge(NoClass, Sse), Sse);
        assert_eq!(merge(X87, NoClass), X87);
    }

    #[test]
    fn merge_rule_c_memory_wins() {
        assert_eq!(merge(Memory, Integer), Memory);
        assert_eq!(merge(Sse, Memory), Memory);
    }

    #[test]
    fn merge_rule_d_integer_beats_sse() {
        assert_eq!(merge(Sse, Integer), Integer);
        assert_eq!(merge(Integer, SseUp), Integer);
    }

    #[test]
    fn merge_rule_e_x87_with_other_is_memory() {
        assert_eq!(merge(X87, Sse), Memory);
        assert_eq!(merge(SseUp, X87Up), Memory);
    }

    #[test]
    fn merge_rule_f_otherwise_sse() {
        assert_eq!(merge(Sse, SseUp), Sse);
    }

    #[test]
    fn scalars_classify_by_type() {
        assert_eq!(ebs(&i(4)), vec![Integer]);
        assert_eq!(ebs(&CType::Ptr), vec![Integer]);
        assert_eq!(ebs(&i(16)), vec![Integer, Integer]);
        assert_eq!(ebs(&CType::Double), vec![Sse]);
        assert_eq!(ebs(&CType::Vector { size: 8, elem_float: false }), vec![Sse]);
        assert_eq!(ebs(&m128()), vec![Sse, SseUp]);
        assert_eq!(ebs(&CType::LongDouble), vec![X87, X87Up]);
    }

    #[test]
    fn m256_without_avx_is_memory() {
        assert_eq!(classify(&CType::Vector { size: 32, elem_float: true }).unwrap(), Classification::Memory);
    }

    #[test]
    fn char_float_double_struct_is_sse_sse_after_int_merge() {
        // { i8, float, double }: eightbyte 0 holds char (INTEGER) and float (SSE) → INTEGER by (d).
        let t = CType::strukt(vec![i(1), CType::Float, CType::Double]);
        assert_eq!(ebs(&t), vec![Integer, Sse]);
    }

    #[test]
    fn int_float_is_one_integer_eightbyte() {
        assert_eq!(ebs(&CType::strukt(vec![i(4), CType::Float])), vec![Integer]);
        assert_eq!(ebs(&CType::strukt(vec![CType::Float, i(4)])), vec![Integer]);
    }

    #[test]
    fn two_floats_are_one_sse_eightbyte() {
        assert_eq!(ebs(&CType::strukt(vec![CType::Float, CType::Float])), vec![Sse]);
    }

    #[test]
    fn three_floats_are_sse_sse_and_pieces_stay_in_bounds() {
        let t = CType::strukt(vec![CType::Float, CType::Float, CType::Float]);
        assert_eq!(ebs(&t), vec![Sse, Sse]);
        let call = classify_call(&[t], None, None).unwrap();
        let want = vec![piece(0, 8, Loc::SseReg(0)), piece(8, 4, Loc::SseReg(1))];
        assert_eq!(call.args[0], ArgLayout::Regs(want));
    }

    #[test]
    fn float_array_classified_element_by_element() {
        assert_eq!(ebs(&CType::array(CType::Float, 3)), vec![Sse, Sse]);
        assert_eq!(ebs(&CType::strukt(vec![CType::array(i(1), 3), CType::Float])), vec![Integer]);
    }

    #[test]
    fn array_classes_repeat_the_first_element_as_gcc_does() {
        // gcc 12 passes struct { struct __attribute__((packed)) { float f; char c; } x[3]; } (15 bytes, the
        // later floats misaligned) in rdi and rsi: only the first element is classified.
        let elem = CType::packed(vec![CType::Float, i(1)]);
        let t = CType::packed(vec![CType::array(elem.clone(), 3)]);
        assert_eq!(ebs(&t), vec![Integer, Integer]);
        // A misaligned member in the first element still makes the whole thing MEMORY.
        let bad = CType::packed(vec![i(2), CType::Float]);
        assert_eq!(classify(&CType::strukt(vec![CType::array(bad, 2)])).unwrap(), Classification::Memory);
        // Element-wise and repeated classes agree for naturally aligned arrays.
        assert_eq!(ebs(&CType::strukt(vec![CType::array(CType::Float, 3), i(4)])), vec![Sse, Integer]);
    }

    #[test]
    fn nested_struct_fields_merge_into_outer_eightbytes() {
        let inner = CType::strukt(vec![CType::Float]);
        let t = CType::strukt(vec![inner, CType::Float, CType::Double]);
        assert_eq!(ebs(&t), vec![Sse, Sse]);
        let inner_int = CType::strukt(vec![i(2)]);
        assert_eq!(ebs(&CType::strukt(vec![CType::Float, inner_int])), vec![Integer]);
    }

    #[test]
    fn rule_1_over_sixty_four_bytes_is_memory() {
        assert_eq!(classify(&CType::array(CType::Double, 9)).unwrap(), Classification::Memory);
    }

    #[test]
    fn rule_1_unaligned_field_is_memory() {
        let t = CType::packed(vec![i(1), i(4)]);
        assert_eq!(classify(&t).unwrap(), Classification::Memory);
    }

    #[test]
    fn packed_but_aligned_fields_stay_in_registers() {
        assert_eq!(ebs(&CType::packed(vec![i(4), i(1)])), vec![Integer]);
    }

    #[test]
    fn two_doubles_are_two_sse_registers() {
        let t = CType::strukt(vec![CType::Double, CType::Double]);
        assert_eq!(ebs(&t), vec![Sse, Sse]);
        let call = classify_call(std::slice::from_ref(&t), Some(&t), None).unwrap();
        let want = vec![piece(0, 8, Loc::SseReg(0)), piece(8, 8, Loc::SseReg(1))];
        assert_eq!(call.args[0], ArgLayout::Regs(want.clone()));
        assert_eq!(call.ret, RetLayout::Regs(want));
    }

    #[test]
    fn struct_holding_m128_is_sse_sseup_and_wider_is_memory() {
        assert_eq!(ebs(&CType::strukt(vec![m128()])), vec![Sse, SseUp]);
        assert_eq!(classify(&CType::strukt(vec![m128(), m128()])).unwrap(), Classification::Memory);
    }

    #[test]
    fn nested_packed_misaligned_struct_is_memory() {
        let inner = CType::strukt(vec![i(4)]);
        assert_eq!(classify(&CType::packed(vec![i(1), inner])).unwrap(), Classification::Memory);
    }

    #[test]
    fn sret_pointer_takes_rdi_and_shifts_exhaustion() {
        let big = CType::strukt(vec![i(8), i(8), i(8)]);
        let params = vec![i(8), i(8), i(8), i(8), i(8), i(8)];
        let call = classify_call(&params, Some(&big), None).unwrap();
        assert_eq!(call.args[0], ArgLayout::Regs(vec![piece(0, 8, Loc::IntReg(RSI))]));
        assert_eq!(call.args[5], ArgLayout::Memory { stack_off: 0, size: 8 });
    }

    #[test]
    fn post_merge_c_three_doubles_is_memory() {
        let t = CType::strukt(vec![CType::Double, CType::Double, CType::Double]);
        assert_eq!(classify(&t).unwrap(), Classification::Memory);
    }

    #[test]
    fn post_merge_c_sixteen_bytes_of_ints_stay_in_registers() {
        assert_eq!(ebs(&CType::strukt(vec![i(8), i(8)])), vec![Integer, Integer]);
    }

    #[test]
    fn post_merge_a_x87_merged_with_int_is_memory() {
        // union { long double; float }: eightbyte 0 merges X87 with SSE → MEMORY by (e), then 5(a).
        let t = CType::union(vec![CType::LongDouble, CType::Float]);
        assert_eq!(classify(&t).unwrap(), Classification::Memory);
    }

    #[test]
    fn post_merge_b_x87up_without_x87_is_memory() {
        // union { long double; int }: X87 ∪ INTEGER → INTEGER, so eightbyte 1's X87UP has no X87 before it.
        let t = CType::union(vec![CType::LongDouble, i(4)]);
        assert_eq!(classify(&t).unwrap(), Classification::Memory);
    }

    #[test]
    fn post_merge_d_sseup_after_integer_becomes_sse() {
        // union { __m128; long }: eightbyte 0 is INTEGER, eightbyte 1 SSEUP → SSE.
        let t = CType::union(vec![m128(), i(8)]);
        assert_eq!(ebs(&t), vec![Integer, Sse]);
    }

    #[test]
    fn union_of_int_and_float_is_integer() {
        assert_eq!(ebs(&CType::union(vec![CType::Float, i(4)])), vec![Integer]);
        assert_eq!(ebs(&CType::union(vec![CType::Float, CType::Double])), vec![Sse]);
    }

    #[test]
    fn over_aligned_struct_has_padding_eightbyte() {
        let t = CType::aligned(vec![CType::Double], 16);
        assert_eq!(ebs(&t), vec![Sse, NoClass]);
        let call = classify_call(&[t.clone(), CType::Double], None, None).unwrap();
        assert_eq!(call.args[0], ArgLayout::Regs(vec![piece(0, 8, Loc::SseReg(0))]));
        assert_eq!(call.args[1], ArgLayout::Regs(vec![piece(0, 8, Loc::SseReg(1))]));
        let big = CType::aligned(vec![CType::Double], 32);
        assert_eq!(classify(&big).unwrap(), Classification::Memory);
    }

    #[test]
    fn empty_struct_takes_no_register_or_stack() {
        let call = classify_call(&[CType::strukt(vec![]), i(4)], Some(&CType::strukt(vec![])), None).unwrap();
        assert_eq!(call.args[0], ArgLayout::Regs(vec![]));
        assert_eq!(call.args[1], ArgLayout::Regs(vec![piece(0, 4, Loc::IntReg(RDI))]));
        assert_eq!(call.ret, RetLayout::Void);
        assert_eq!(call.stack_size, 0);
    }

    #[test]
    fn invalid_type_is_an_error_not_a_panic() {
        assert!(classify(&i(3)).is_err());
        assert!(classify_call(&[i(5)], None, None).is_err());
        assert!(classify_call(&[], None, Some(1)).is_err());
    }

    #[test]
    fn mixed_struct_uses_int_and_sse_registers() {
        let t = CType::strukt(vec![i(1), CType::Float, CType::Double]);
        let call = classify_call(&[i(4), t], None, None).unwrap();
        let want = vec![piece(0, 8, Loc::IntReg(RSI)), piece(8, 8, Loc::SseReg(0))];
        assert_eq!(call.args[1], ArgLayout::Regs(want));
        assert_eq!(call.sse_regs_used, 1);
    }

    #[test]
    fn integer_registers_in_order() {
        let call = classify_call(&[i(8), i(8), i(8), i(8), i(8), i(8)], None, None).unwrap();
        let regs: Vec<ArgLayout> = call.args;
        assert_eq!(regs[0], ArgLayout::Regs(vec![piece(0, 8, Loc::IntReg(RDI))]));
        assert_eq!(regs[3], ArgLayout::Regs(vec![piece(0, 8, Loc::IntReg(RCX))]));
        assert_eq!(regs[5], ArgLayout::Regs(vec![piece(0, 8, Loc::IntReg(9))]));
    }

    #[test]
    fn exhaustion_sends_whole_struct_to_stack_but_later_scalars_use_registers() {
        // Five ints use rdi..r8; the 2-INTEGER struct does not fit in r9 alone, so it all goes to the stack,
        // and the following int still gets r9.
        let pair = CType::strukt(vec![i(8), i(8)]);
        let params = vec![i(4), i(4), i(4), i(4), i(4), pair, i(4)];
        let call = classify_call(&params, None, None).unwrap();
        assert_eq!(call.args[5], ArgLayout::Memory { stack_off: 0, size: 16 });
        assert_eq!(call.args[6], ArgLayout::Regs(vec![piece(0, 4, Loc::IntReg(9))]));
        assert_eq!(call.stack_size, 16);
    }

    #[test]
    fn sse_exhaustion_sends_struct_to_stack() {
        let mut params = vec![CType::Double; 7];
        params.push(CType::strukt(vec![CType::Double, CType::Double]));
        params.push(CType::Float);
        let call = classify_call(&params, None, None).unwrap();
        assert_eq!(call.args[7], ArgLayout::Memory { stack_off: 0, size: 16 });
        assert_eq!(call.args[8], ArgLayout::Regs(vec![piece(0, 4, Loc::SseReg(7))]));
        assert_eq!(call.sse_regs_used, 8);
    }

    #[test]
    fn stack_slots_are_eightbytes_and_16_aligned_for_16_aligned_types() {
        let mut params = vec![i(8); 6];
        params.push(i(4));
        params.push(i(16));
        params.push(CType::Float);
        let mut more = vec![CType::Double; 7];
        more.push(m128());
        params.extend(more);
        let call = classify_call(&params, None, None).unwrap();
        assert_eq!(call.args[6], ArgLayout::Memory { stack_off: 0, size: 8 });
        assert_eq!(call.args[7], ArgLayout::Memory { stack_off: 16, size: 16 });
        assert_eq!(call.args[8], ArgLayout::Regs(vec![piece(0, 4, Loc::SseReg(0))]));
        assert_eq!(call.args[16], ArgLayout::Memory { stack_off: 32, size: 16 });
        assert_eq!(call.stack_size, 48);
    }

    #[test]
    fn over_aligned_memory_argument_keeps_its_alignment_on_stack() {
        // f(long×6, long x, struct _Alignas(32) { double } b): x at 0, b at 32 (gcc 12 agrees: 8(%rsp), 40(%rsp)).
        let mut params = vec![i(8); 7];
        params.push(CType::aligned(vec![CType::Double], 32));
        let call = classify_call(&params, None, None).unwrap();
        assert_eq!(call.args[6], ArgLayout::Memory { stack_off: 0, size: 8 });
        assert_eq!(call.args[7], ArgLayout::Memory { stack_off: 32, size: 32 });
        assert_eq!(call.stack_size, 64);
    }

    #[test]
    fn int128_needs_two_registers_or_goes_to_stack() {
        let call = classify_call(&[i(8), i(8), i(8), i(8), i(8), i(16), i(8)], None, None).unwrap();
        assert_eq!(call.args[5], ArgLayout::Memory { stack_off: 0, size: 16 });
        assert_eq!(call.args[6], ArgLayout::Regs(vec![piece(0, 8, Loc::IntReg(9))]));
    }

    #[test]
    fn m128_argument_is_one_sse_register() {
        let call = classify_call(&[m128()], Some(&m128()), None).unwrap();
        assert_eq!(call.args[0], ArgLayout::Regs(vec![piece(0, 16, Loc::SseReg(0))]));
        assert_eq!(call.ret, RetLayout::Regs(vec![piece(0, 16, Loc::SseReg(0))]));
    }

    #[test]
    fn memory_class_argument_goes_on_stack_and_takes_no_registers() {
        let big = CType::strukt(vec![CType::Double, CType::Double, CType::Double]);
        let call = classify_call(&[big, CType::Double], None, None).unwrap();
        assert_eq!(call.args[0], ArgLayout::Memory { stack_off: 0, size: 24 });
        assert_eq!(call.args[1], ArgLayout::Regs(vec![piece(0, 8, Loc::SseReg(0))]));
    }

    #[test]
    fn long_double_argument_is_memory_but_returns_in_st0() {
        let t = CType::strukt(vec![CType::LongDouble]);
        assert_eq!(ebs(&t), vec![X87, X87Up]);
        let call = classify_call(&[t.clone(), i(4)], Some(&t), None).unwrap();
        assert_eq!(call.args[0], ArgLayout::Memory { stack_off: 0, size: 16 });
        assert_eq!(call.args[1], ArgLayout::Regs(vec![piece(0, 4, Loc::IntReg(RDI))]));
        assert_eq!(call.ret, RetLayout::Regs(vec![piece(0, 10, Loc::X87)]));
    }

    #[test]
    fn memory_return_uses_hidden_pointer_in_rdi() {
        let big = CType::strukt(vec![i(8), i(8), i(8)]);
        let call = classify_call(&[i(4)], Some(&big), None).unwrap();
        assert_eq!(call.ret, RetLayout::Indirect);
        assert_eq!(call.args[0], ArgLayout::Regs(vec![piece(0, 4, Loc::IntReg(RSI))]));
    }

    #[test]
    fn mixed_return_uses_rax_and_xmm0() {
        let t = CType::strukt(vec![CType::Double, i(4)]);
        let call = classify_call(&[], Some(&t), None).unwrap();
        let want = vec![piece(0, 8, Loc::SseReg(0)), piece(8, 8, Loc::IntReg(RAX))];
        assert_eq!(call.ret, RetLayout::Regs(want));
    }

    #[test]
    fn two_integer_return_uses_rax_rdx() {
        let call = classify_call(&[], Some(&i(16)), None).unwrap();
        let want = vec![piece(0, 8, Loc::IntReg(RAX)), piece(8, 8, Loc::IntReg(RDX))];
        assert_eq!(call.ret, RetLayout::Regs(want));
    }

    #[test]
    fn byval_objects_go_to_the_stack_even_when_small() {
        let small = CType::strukt(vec![i(4)]);
        let call = classify_call_byval(&[small.clone(), i(4)], &[true, false], None, None).unwrap();
        assert_eq!(call.args[0], ArgLayout::Memory { stack_off: 0, size: 8 });
        assert_eq!(call.args[1], ArgLayout::Regs(vec![piece(0, 4, Loc::IntReg(RDI))]));
        let plain = classify_call_byval(&[small], &[false], None, None).unwrap();
        assert_eq!(plain.args[0], ArgLayout::Regs(vec![piece(0, 4, Loc::IntReg(RDI))]));
    }

    #[test]
    fn variadic_call_reports_sse_count_for_al() {
        let call = classify_call(&[CType::Ptr, CType::Double, CType::Float], Some(&i(4)), Some(1)).unwrap();
        assert!(call.variadic);
        assert_eq!(call.sse_regs_used, 2);
        let fixed = classify_call(&[CType::Ptr], None, None).unwrap();
        assert!(!fixed.variadic);
        assert_eq!(fixed.sse_regs_used, 0);
    }

    /// Check the layout of one random signature: pieces in bounds, registers unique and in range, stack
    /// slots 8-aligned and disjoint.
    fn check_invariants(params: &[CType], call: &CallLayout) {
        let mut used = std::collections::HashSet::new();
        let mut stack_end = 0;
        for (ty, arg) in params.iter().zip(&call.args) {
            match arg {
                ArgLayout::Regs(pieces) => {
                    for p in pieces {
                        assert!(p.offset + p.size <= ty.size(), "{ty:?} {p:?}");
                        assert!(used.insert(p.loc), "register reused: {p:?}");
                        match p.loc {
                            Loc::IntReg(r) => assert!(INT_ARG_REGS.contains(&r)),
                            Loc::SseReg(n) => assert!(n < SSE_ARG_COUNT),
                            Loc::X87 => panic!("x87 argument in a register"),
                        }
                    }
                }
                ArgLayout::Memory { stack_off, size } => {
                    assert_eq!(stack_off % 8, 0);
                    assert!(*stack_off >= stack_end && *size >= ty.size());
                    stack_end = stack_off + size;
                }
            }
        }
        assert!(call.stack_size >= stack_end);
        assert_eq!(usize::from(call.sse_regs_used), used.iter().filter(|l| matches!(l, Loc::SseReg(_))).count());
    }

    /// A register return uses at most rax, rdx, xmm0, xmm1 and st0, each once, within the value.
    fn check_return(ty: &CType, ret: &RetLayout) {
        let RetLayout::Regs(pieces) = ret else { return };
        let mut used = std::collections::HashSet::new();
        for p in pieces {
            assert!(p.offset + p.size <= ty.size(), "{ty:?} {p:?}");
            assert!(used.insert(p.loc));
            match p.loc {
                Loc::IntReg(r) => assert!(INT_RET_REGS.contains(&r)),
                Loc::SseReg(n) => assert!(n < SSE_RET_COUNT),
                Loc::X87 => {}
            }
        }
    }

    #[test]
    fn random_signatures_never_panic_and_keep_invariants() {
        let mut rng = crate::ctype::gen::Rng(0x5eed);
        for _ in 0..3000 {
            let n = rng.below(10) as usize;
            let params: Vec<CType> = (0..n).map(|_| crate::ctype::gen::random_type(&mut rng, 3)).collect();
            let ret = crate::ctype::gen::random_type(&mut rng, 3);
            let call = classify_call(&params, Some(&ret), None).unwrap();
            check_invariants(&params, &call);
            check_return(&ret, &call.ret);
        }
    }
}
