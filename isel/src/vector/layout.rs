//! How a vector value is laid out in xmm registers (the vector representation contract).
//!
//! A vector lives in `nregs` consecutive 16-byte chunks, lane `i` at byte `i * lane_bytes` of the
//! concatenation (so a vector of at most 16 bytes sits in the low bytes of one register, in its
//! memory layout; bytes past the last lane are unspecified). Integer, pointer and floating-point
//! lanes use their natural width. `<N x i1>` lanes are masks (all zeros or all ones) of
//! `mask_lane_bytes(N)` bytes: 16/N rounded down to a power of two, at most 8 and at least 1, so
//! `<4 x i1>` is four 32-bit lanes (what `pcmpeqd`/`cmpps` produce), `<2 x i1>` two 64-bit lanes,
//! `<16 x i1>` sixteen bytes and `<32 x i1>` two registers of bytes.

use kiln_ir::{Type, TypeData, TypeStore};

/// The kind of one lane.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Lane {
    /// An integer (or pointer) lane of 1, 8, 16, 32 or 64 bits; `i1` lanes are masks.
    Int(u32),
    /// A `float` lane.
    F32,
    /// A `double` lane.
    F64,
}

/// The register layout of one vector type.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) struct VLayout {
    /// Number of lanes.
    pub lanes: u32,
    /// Lane kind.
    pub lane: Lane,
    /// Bytes one lane occupies in registers.
    pub lane_bytes: u32,
}

/// Bytes per lane of an `<n x i1>` mask vector.
pub(crate) fn mask_lane_bytes(n: u32) -> u32 {
    if n == 0 || n > 16 {
        return 1;
    }
    let q = 16 / n;
    (1u32 << (31 - q.leading_zeros())).min(8)
}

impl VLayout {
    /// The layout of vector type `ty`, or `None` for non-vectors and unsupported lane types.
    pub fn of(types: &TypeStore, ty: Type) -> Option<VLayout> {
        let (lanes, elem) = types.vector_info(ty)?;
        if lanes == 0 || lanes > 64 {
            // More than 64 lanes never fits four registers (and keeps byte counts small).
            return None;
        }
        let lane = match types.data(elem) {
            TypeData::Int(b @ (1 | 8 | 16 | 32 | 64)) => Lane::Int(*b),
            TypeData::Ptr(_) if types.primitive_bits(elem) == Some(64) => Lane::Int(64),
            TypeData::Float => Lane::F32,
            TypeData::Double => Lane::F64,
            _ => return None,
        };
        let lane_bytes = match lane {
            Lane::Int(1) => mask_lane_bytes(lanes),
            Lane::Int(b) => b / 8,
            Lane::F32 => 4,
            Lane::F64 => 8,
        };
        let l = VLayout { lanes, lane, lane_bytes };
        (lanes > 0 && l.nregs() <= 4).then_some(l)
    }
    /// Bytes the lanes occupy in registers.
    pub fn reg_bytes(&self) -> u32 {
        self.lanes * self.lane_bytes
    }
    /// Number of 16-byte registers.
    pub fn nregs(&self) -> usize {
        self.reg_bytes().div_ceil(16).max(1) as usize
    }
    /// Lanes per register.
    pub fn lanes_per_reg(&self) -> u32 {
        16 / self.lane_bytes
    }
    /// Whether lanes are `i1` masks.
    pub fn is_mask(&self) -> bool {
        self.lane == Lane::Int(1)
    }
    /// Whether lanes are floating point.
    pub fn is_float(&self) -> bool {
        matches!(self.lane, Lane::F32 | Lane::F64)
    }
    /// Integer lane width in bits (`None` for floats).
    pub fn int_bits(&self) -> Option<u32> {
        match self.lane {
            Lane::Int(b) => Some(b),
            _ => None,
        }
    }
    /// Whether every register is completely filled with lanes.
    pub fn full_regs(&self) -> bool {
        self.reg_bytes().is_multiple_of(16)
    }
}
