//! C types as the calling-convention classifiers see them: sizes, alignments and field offsets, independent of Kiln's IR.

/// Why a type could not be classified.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum AbiError {
    /// The type description is inconsistent (bad size, bad alignment, field outside the struct).
    InvalidType(&'static str),
    /// The type is valid C but this convention's classifier does not handle it yet.
    Unsupported(&'static str),
}

impl std::fmt::Display for AbiError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            AbiError::InvalidType(what) => write!(f, "invalid type: {what}"),
            AbiError::Unsupported(what) => write!(f, "unsupported: {what}"),
        }
    }
}

/// A C type reduced to what the ABI needs.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum CType {
    /// An integer (or `_Bool`/`char`/enum) of 1, 2, 4, 8 or 16 (`__int128`) bytes.
    Int {
        /// Size in bytes.
        size: u8,
    },
    /// `float`.
    Float,
    /// `double`.
    Double,
    /// x87 80-bit `long double`: size 16, align 16.
    LongDouble,
    /// Any data or function pointer.
    Ptr,
    /// A SIMD vector (`__m64`, `__m128`, `__m256`): size 8, 16 or 32, aligned to its size.
    Vector {
        /// Size in bytes.
        size: u32,
        /// Whether the elements are floating point (informational; classification does not depend on it).
        elem_float: bool,
    },
    /// A struct or union with explicit field offsets.
    Struct(StructType),
    /// A fixed-length array (as a struct member, or a whole aggregate in IR).
    Array {
        /// Element type.
        elem: Box<CType>,
        /// Number of elements.
        len: u64,
    },
}

/// One member of a struct or union.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Field {
    /// Byte offset from the start of the aggregate.
    pub offset: u64,
    /// Member type.
    pub ty: CType,
}

/// A laid-out struct or union (a union is fields that overlap at offset 0).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct StructType {
    /// Members in declaration order.
    pub fields: Vec<Field>,
    /// Size in bytes, including tail padding.
    pub size: u64,
    /// Alignment in bytes (a power of two).
    pub align: u64,
}

/// Round `n` up to a multiple of `align` (a power of two, or 0/1 meaning none), saturating.
pub fn align_to(n: u64, align: u64) -> u64 {
    if align <= 1 {
        return n;
    }
    n.saturating_add(align - 1) & !(align - 1)
}

impl CType {
    /// Size in bytes (saturating for absurd arrays).
    pub fn size(&self) -> u64 {
        match self {
            CType::Int { size } => u64::from(*size),
            CType::Float => 4,
            CType::Double | CType::Ptr => 8,
            CType::LongDouble => 16,
            CType::Vector { size, .. } => u64::from(*size),
            CType::Struct(s) => s.size,
            CType::Array { elem, len } => elem.size().saturating_mul(*len),
        }
    }

    /// Alignment in bytes.
    pub fn align(&self) -> u64 {
        match self {
            CType::Int { size } => u64::from(*size).max(1),
            CType::Float => 4,
            CType::Double | CType::Ptr => 8,
            CType::LongDouble => 16,
            CType::Vector { size, .. } => u64::from(*size).max(1),
            CType::Struct(s) => s.align,
            CType::Array { elem, .. } => elem.align(),
        }
    }

    /// Whether this is a struct, union or array rather than a scalar or vector.
    pub fn is_aggregate(&self) -> bool {
        matches!(self, CType::Struct(_) | CType::Array { .. })
    }

    /// Check that sizes, alignments and field offsets are consistent.
    pub fn validate(&self) -> Result<(), AbiError> {
        match self {
            CType::Int { size } if !matches!(size, 1 | 2 | 4 | 8 | 16) => Err(AbiError::InvalidType("integer size")),
            CType::Vector { size, .. } if !matches!(size, 8 | 16 | 32) => Err(AbiError::InvalidType("vector size")),
            CType::Struct(s) => s.validate(),
            CType::Array { elem, len } => {
                elem.validate()?;
                elem.size().checked_mul(*len).map(|_| ()).ok_or(AbiError::InvalidType("array size overflows"))
            }
            _ => Ok(()),
        }
    }

    /// `struct { tys... }` with natural C layout.
    pub fn strukt(tys: Vec<CType>) -> CType {
        CType::Struct(StructType::layout(tys, false, 1))
    }

    /// `struct __attribute__((packed)) { tys... }`.
    pub fn packed(tys: Vec<CType>) -> CType {
        CType::Struct(StructType::layout(tys, true, 1))
    }

    /// `struct _Alignas(align) { tys... }` (over-aligned; `align` is raised to the natural alignment if smaller).
    pub fn aligned(tys: Vec<CType>, align: u64) -> CType {
        CType::Struct(StructType::layout(tys, false, align))
    }

    /// `union { tys... }`.
    pub fn union(tys: Vec<CType>) -> CType {
        CType::Struct(StructType::union(tys))
    }

    /// `elem[len]`.
    pub fn array(elem: CType, len: u64) -> CType {
        CType::Array { elem: Box::new(elem), len }
    }

    /// `int8_t` … `__int128` by byte size.
    pub fn int(size: u8) -> CType {
        CType::Int { size }
    }
}

impl StructType {
    /// Lay out members in C order: each at the next multiple of its alignment (1 when `packed`), the whole
    /// aligned to the largest member alignment (1 when `packed`) raised to `min_align`, size rounded up to it.
    pub fn layout(tys: Vec<CType>, packed: bool, min_align: u64) -> StructType {
        let mut offset = 0u64;
        let mut align = min_align.max(1).checked_next_power_of_two().unwrap_or(1);
        let mut fields = Vec::with_capacity(tys.len());
        for ty in tys {
            let field_align = if packed { 1 } else { ty.align() };
            align = align.max(field_align);
            offset = align_to(offset, field_align);
            let size = ty.size();
            fields.push(Field { offset, ty });
            offset = offset.saturating_add(size);
        }
        StructType { fields, size: align_to(offset, align), align }
    }

    /// Lay out a union: every member at offset 0, size the largest member rounded to the largest alignment.
    pub fn union(tys: Vec<CType>) -> StructType {
        let align = tys.iter().map(CType::align).max().unwrap_or(1).max(1);
        let size = tys.iter().map(CType::size).max().unwrap_or(0);
        let fields = tys.into_iter().map(|ty| Field { offset: 0, ty }).collect();
        StructType { fields, size: align_to(size, align), align }
    }

    /// Check alignment is a power of two, the size a multiple of it, and every member inside the struct.
    pub fn validate(&self) -> Result<(), AbiError> {
        if !self.align.is_power_of_two() {
            return Err(AbiError::InvalidType("struct alignment is not a power of two"));
        }
        if !self.size.is_multiple_of(self.align) {
            return Err(AbiError::InvalidType("struct size is not a multiple of its alignment"));
        }
        for field in &self.fields {
            field.ty.validate()?;
            let end =
                field.offset.checked_add(field.ty.size()).ok_or(AbiError::InvalidType("field offset overflows"))?;
            if end > self.size {
                return Err(AbiError::InvalidType("field extends past the end of the struct"));
            }
        }
        Ok(())
    }
}

/// Deterministic pseudo-random C types for the classifiers' no-panic and invariant tests.
#[cfg(test)]
pub(crate) mod gen {
    use super::CType;

    /// A tiny linear congruential generator (no dependencies).
    pub(crate) struct Rng(pub(crate) u64);

    impl Rng {
        /// The next value below `n` (n > 0).
        pub(crate) fn below(&mut self, n: u64) -> u64 {
            self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (self.0 >> 33) % n
        }
    }

    /// A random type nested at most `depth` levels: scalars, vectors, structs, packed/aligned structs,
    /// unions and arrays.
    pub(crate) fn random_type(rng: &mut Rng, depth: u32) -> CType {
        let pick = if depth == 0 { rng.below(7) } else { rng.below(12) };
        match pick {
            0 => CType::int([1, 2, 4, 8, 16][rng.below(5) as usize]),
            1 => CType::Float,
            2 => CType::Double,
            3 => CType::Ptr,
            4 => CType::int(4),
            5 => CType::Vector { size: [8, 16, 32][rng.below(3) as usize], elem_float: true },
            6 => CType::LongDouble,
            7 => CType::array(random_type(rng, depth - 1), rng.below(5)),
            8 => CType::union(fields(rng, depth)),
            9 => CType::packed(fields(rng, depth)),
            10 => CType::aligned(fields(rng, depth), 1 << rng.below(6)),
            _ => CType::strukt(fields(rng, depth)),
        }
    }

    /// Zero to four random member types.
    fn fields(rng: &mut Rng, depth: u32) -> Vec<CType> {
        (0..rng.below(5)).map(|_| random_type(rng, depth - 1)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn natural_layout_pads_between_fields() {
        let s = StructType::layout(vec![CType::int(1), CType::Float, CType::Double], false, 1);
        let offsets: Vec<u64> = s.fields.iter().map(|f| f.offset).collect();
        assert_eq!(offsets, vec![0, 4, 8]);
        assert_eq!((s.size, s.align), (16, 8));
    }

    #[test]
    fn tail_padding_rounds_size_to_alignment() {
        let s = StructType::layout(vec![CType::Double, CType::int(1)], false, 1);
        assert_eq!((s.size, s.align), (16, 8));
    }

    #[test]
    fn packed_layout_has_no_padding() {
        let s = StructType::layout(vec![CType::int(1), CType::int(4)], true, 1);
        assert_eq!(s.fields[1].offset, 1);
        assert_eq!((s.size, s.align), (5, 1));
    }

    #[test]
    fn over_aligned_struct_grows() {
        let t = CType::aligned(vec![CType::Float], 32);
        assert_eq!((t.size(), t.align()), (32, 32));
    }

    #[test]
    fn union_overlaps_members() {
        let t = CType::union(vec![CType::int(1), CType::Double, CType::int(4)]);
        assert_eq!((t.size(), t.align()), (8, 8));
        if let CType::Struct(s) = &t {
            assert!(s.fields.iter().all(|f| f.offset == 0));
        }
    }

    #[test]
    fn array_size_and_align_come_from_element() {
        let t = CType::array(CType::Float, 3);
        assert_eq!((t.size(), t.align()), (12, 4));
    }

    #[test]
    fn long_double_is_16_aligned() {
        assert_eq!((CType::LongDouble.size(), CType::LongDouble.align()), (16, 16));
    }

    #[test]
    fn validate_rejects_bad_descriptions() {
        assert!(CType::int(3).validate().is_err());
        assert!(CType::Vector { size: 12, elem_float: true }.validate().is_err());
        let bad = StructType { fields: vec![Field { offset: 4, ty: CType::Double }], size: 8, align: 8 };
        assert!(CType::Struct(bad).validate().is_err());
        let bad_align = StructType { fields: vec![], size: 6, align: 3 };
        assert!(CType::Struct(bad_align).validate().is_err());
        assert!(CType::array(CType::Double, u64::MAX).validate().is_err());
        assert!(CType::strukt(vec![CType::int(1), CType::Double]).validate().is_ok());
    }

    #[test]
    fn errors_print_their_reason() {
        assert_eq!(AbiError::Unsupported("x").to_string(), "unsupported: x");
        assert_eq!(AbiError::InvalidType("y").to_string(), "invalid type: y");
    }

    #[test]
    fn empty_struct_has_size_zero() {
        let t = CType::strukt(vec![]);
        assert_eq!((t.size(), t.align()), (0, 1));
    }
}
