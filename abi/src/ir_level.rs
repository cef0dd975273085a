//! How LLVM 19's x86-64 back end places IR values in the conventions no C compiler defines: `tailcc`,
//! `swiftcc` and `swifttailcc`.
//!
//! There a first-class aggregate is not a C struct: LLVM splits it into its scalar members and places each as
//! if it were an argument or return value of its own (`CC_X86_64_C` / `CC_X86_Win64_C` for arguments, so the
//! C classifiers place the members, one C scalar each). Return values use two tables:
//!
//! - `tailcc` (`RetCC_X86_64_C` and `RetCC_X86Common`): integers in rax, rdx, rcx; float and double in xmm0,
//!   xmm1, then xmm2;
//! - `swiftcc`, `swifttailcc` (`RetCC_X86_64_Swift`): integers in rax, rdx, rcx, r8; float and double in
//!   xmm0-xmm3.
//!
//! A value whose integer members do not all fit is demoted: it is returned through a hidden pointer (LLVM's
//! `CanLowerReturn` failing). Floating-point members past those registers would come back on the x87 stack
//! (st0, st1), which Kiln does not implement: [`AbiError::Unsupported`]. So are members without a scalar
//! register form here: `__int128`, `long double` and vectors inside aggregates.

use crate::ctype::{AbiError, CType};

/// The register kind of one scalar member.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum PartKind {
    /// An integer or pointer of 1, 2, 4 or 8 bytes: a general-purpose register.
    Int,
    /// A float or double: the low lane of an xmm register.
    Fp,
}

/// One scalar member of a flattened value: its byte range in the value's memory and its register kind.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Part {
    /// Byte offset from the start of the value.
    pub offset: u64,
    /// Bytes of the member.
    pub size: u64,
    /// Register kind.
    pub kind: PartKind,
}

impl Part {
    /// The C scalar a member is placed as (one C argument per member).
    pub fn ctype(&self) -> CType {
        match (self.kind, self.size) {
            (PartKind::Fp, 4) => CType::Float,
            (PartKind::Fp, _) => CType::Double,
            (PartKind::Int, n) => CType::Int { size: n as u8 },
        }
    }
}

/// The scalar members of `ty` in memory order (declaration order; empty structs and arrays have none).
pub fn flatten(ty: &CType) -> Result<Vec<Part>, AbiError> {
    let mut parts = Vec::new();
    push_parts(ty, 0, &mut parts)?;
    Ok(parts)
}

fn push_parts(ty: &CType, base: u64, out: &mut Vec<Part>) -> Result<(), AbiError> {
    let part = |size, kind| Part { offset: base, size, kind };
    match ty {
        CType::Int { size: size @ (1 | 2 | 4 | 8) } => out.push(part(u64::from(*size), PartKind::Int)),
        CType::Ptr => out.push(part(8, PartKind::Int)),
        CType::Float => out.push(part(4, PartKind::Fp)),
        CType::Double => out.push(part(8, PartKind::Fp)),
        CType::Int { .. } => return Err(AbiError::Unsupported("a 128-bit integer inside an aggregate")),
        CType::LongDouble => return Err(AbiError::Unsupported("x86_fp80 inside an aggregate")),
        CType::Vector { .. } => return Err(AbiError::Unsupported("a vector inside an aggregate")),
        CType::Struct(s) => {
            for f in &s.fields {
                push_parts(&f.ty, base + f.offset, out)?;
            }
        }
        CType::Array { elem, len } => {
            let size = elem.size();
            for k in 0..*len {
                push_parts(elem, base + k * size, out)?;
            }
        }
    }
    Ok(())
}

/// Which return table applies.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum RetTable {
    /// `RetCC_X86_64_C` (`tailcc`).
    C,
    /// `RetCC_X86_64_Swift` (`swiftcc`, `swifttailcc`).
    Swift,
}

impl RetTable {
    /// Integer return registers as hardware numbers: rax, rdx, rcx (and r8 for Swift).
    pub fn int_regs(self) -> &'static [u8] {
        match self {
            RetTable::C => &[0, 2, 1],
            RetTable::Swift => &[0, 2, 1, 8],
        }
    }
    /// Number of xmm return registers for float and double (xmm0 upward).
    pub fn fp_regs(self) -> u8 {
        match self {
            RetTable::C => 3,
            RetTable::Swift => 4,
        }
    }
}

/// Where a register member of a return value goes.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum RetLoc {
    /// General-purpose register by hardware number.
    IntReg(u8),
    /// xmm`n`.
    SseReg(u8),
}

/// How a flattened return value comes back.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum RetLayout {
    /// Member `k` in register `k` of the list.
    Regs(Vec<RetLoc>),
    /// Through a buffer the caller passes (LLVM's sret demotion).
    Demoted,
}

/// Assigns the members of a return value to the registers of `table`, in order.
pub fn assign_return(parts: &[Part], table: RetTable) -> Result<RetLayout, AbiError> {
    let ints = table.int_regs();
    let (mut next_int, mut next_fp) = (0usize, 0u8);
    let mut locs = Vec::with_capacity(parts.len());
    let mut demote = false;
    for p in parts {
        match p.kind {
            PartKind::Int if next_int < ints.len() => {
                locs.push(RetLoc::IntReg(ints[next_int]));
                next_int += 1;
            }
            PartKind::Int => demote = true,
            PartKind::Fp if next_fp < table.fp_regs() => {
                locs.push(RetLoc::SseReg(next_fp));
                next_fp += 1;
            }
            PartKind::Fp => {
                return Err(AbiError::Unsupported(
                    "more floating-point members than xmm return registers: LLVM returns the rest on the x87 stack",
                ))
            }
        }
    }
    Ok(if demote { RetLayout::Demoted } else { RetLayout::Regs(locs) })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parts_of(tys: Vec<CType>) -> Vec<Part> {
        flatten(&CType::strukt(tys)).unwrap()
    }

    #[test]
    fn members_flatten_in_memory_order_with_their_offsets() {
        let inner = CType::strukt(vec![CType::Float, CType::int(1)]);
        let ty = CType::strukt(vec![CType::int(8), CType::array(inner, 2), CType::Double, CType::strukt(vec![])]);
        let p = flatten(&ty).unwrap();
        let got: Vec<(u64, u64, PartKind)> = p.iter().map(|p| (p.offset, p.size, p.kind)).collect();
        use PartKind::*;
        assert_eq!(got, vec![(0, 8, Int), (8, 4, Fp), (12, 1, Int), (16, 4, Fp), (20, 1, Int), (24, 8, Fp)]);
        assert!(flatten(&CType::strukt(vec![CType::int(16)])).is_err());
        assert!(flatten(&CType::strukt(vec![CType::Vector { size: 16, elem_float: true }])).is_err());
    }

    #[test]
    fn returns_follow_llvms_tables() {
        // llc-19: swiftcc { i64, double, i32, float, i8, double, double } is rax, xmm0, rdx, xmm1, cl, xmm2, xmm3.
        use CType::*;
        let q = parts_of(vec![CType::int(8), Double, CType::int(4), Float, CType::int(1), Double, Double]);
        use RetLoc::*;
        let want = vec![IntReg(0), SseReg(0), IntReg(2), SseReg(1), IntReg(1), SseReg(2), SseReg(3)];
        assert_eq!(assign_return(&q, RetTable::Swift).unwrap(), RetLayout::Regs(want));
        // Four integers fit Swift's rax, rdx, rcx, r8; five are demoted, and four are for tailcc.
        let four = parts_of(vec![CType::int(8); 4]);
        assert_eq!(
            assign_return(&four, RetTable::Swift).unwrap(),
            RetLayout::Regs(vec![IntReg(0), IntReg(2), IntReg(1), IntReg(8)])
        );
        assert_eq!(assign_return(&parts_of(vec![CType::int(8); 5]), RetTable::Swift).unwrap(), RetLayout::Demoted);
        assert_eq!(assign_return(&four, RetTable::C).unwrap(), RetLayout::Demoted);
        // tailcc returns three doubles in xmm0-xmm2; a fourth would be st0.
        let d3 = parts_of(vec![Double; 3]);
        assert_eq!(assign_return(&d3, RetTable::C).unwrap(), RetLayout::Regs(vec![SseReg(0), SseReg(1), SseReg(2)]));
        assert!(assign_return(&parts_of(vec![Double; 4]), RetTable::C).is_err());
        assert!(assign_return(&parts_of(vec![Double; 5]), RetTable::Swift).is_err());
    }
}
