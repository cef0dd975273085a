//! Run-time values: bit patterns, poison, and aggregates (vectors, arrays, structs) of them.

use crate::trap::Trap;
use kiln_ir::fold::FloatTy;
use kiln_ir::{Type, TypeData, TypeStore};

/// A value held in a virtual register.
///
/// Scalars are `Bits`: integers zero-extended to `u128`, floats as IEEE patterns, pointers as
/// their 64-bit address; wider integers are `Wide`. Vectors, arrays and structs are `Agg` of their lanes or fields, so
/// poison is tracked per lane.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Val {
    /// A defined scalar.
    Bits(u128),
    /// A defined integer wider than 128 bits: little-endian words, zero above its width
    /// (`kiln_ir::wide`). Integers of at most 128 bits are always `Bits`.
    Wide(Box<[u64]>),
    /// A poison scalar.
    Poison,
    /// The lanes of a vector or the elements of an array or struct.
    Agg(Box<[Val]>),
}

impl Val {
    /// The scalar bits, or `None` for poison and aggregates.
    #[inline]
    pub fn bits(&self) -> Option<u128> {
        match self {
            Val::Bits(b) => Some(*b),
            _ => None,
        }
    }
    /// The lanes or fields of an aggregate.
    pub fn lanes(&self) -> Option<&[Val]> {
        match self {
            Val::Agg(v) => Some(v),
            _ => None,
        }
    }
    /// True when this scalar, or any lane or field, is poison.
    pub fn has_poison(&self) -> bool {
        match self {
            Val::Bits(_) | Val::Wide(_) => false,
            Val::Poison => true,
            Val::Agg(v) => v.iter().any(Val::has_poison),
        }
    }
    /// `freeze` of a value of type `ty`: every poison scalar becomes 0.
    pub fn frozen(self, types: &TypeStore, ty: Type) -> Val {
        match self {
            Val::Poison => zero_scalar(types, ty),
            Val::Agg(v) => Val::Agg(
                v.into_vec()
                    .into_iter()
                    .enumerate()
                    .map(|(i, x)| x.frozen(types, types.element_at(ty, i as u64).unwrap_or(ty)))
                    .collect(),
            ),
            b => b,
        }
    }
    /// An integer of width `bits` from its words: `Bits` up to 128 bits, `Wide` above.
    pub fn int(bits: u32, words: Box<[u64]>) -> Val {
        if bits <= 128 {
            Val::Bits(kiln_ir::wide::low_u128(&words))
        } else {
            Val::Wide(words)
        }
    }
    /// The words of a defined integer of width `bits` (`None` for poison and aggregates).
    pub fn words(&self, bits: u32) -> Option<std::borrow::Cow<'_, [u64]>> {
        match self {
            Val::Bits(b) => Some(std::borrow::Cow::Owned(kiln_ir::wide::from_u128(bits, *b).into_vec())),
            Val::Wide(w) => Some(std::borrow::Cow::Borrowed(w)),
            _ => None,
        }
    }
    /// Builds a scalar from an optional result (`None`: poison).
    #[inline]
    pub fn from_opt(v: Option<u128>) -> Val {
        v.map_or(Val::Poison, Val::Bits)
    }
}

/// The shape of a scalar type, as the executor needs it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Scalar {
    /// `iN`
    Int(u32),
    /// `half`, `float`, `double`
    Float(FloatTy),
    /// `x86_fp80` (`crate::f80`).
    X86Fp80,
    /// A pointer (64-bit, or 32-bit in address spaces 270/271).
    Ptr(u32),
    /// Anything else (aggregates, ...).
    Other,
}

/// The shape of scalar type `t`.
#[inline]
pub fn scalar_of(types: &TypeStore, t: Type) -> Scalar {
    match types.data(t) {
        TypeData::Int(n) => Scalar::Int(*n),
        TypeData::Half => Scalar::Float(FloatTy::Half),
        TypeData::Float => Scalar::Float(FloatTy::Float),
        TypeData::Double => Scalar::Float(FloatTy::Double),
        TypeData::X86Fp80 => Scalar::X86Fp80,
        TypeData::Ptr(_) => Scalar::Ptr(types.primitive_bits(t).unwrap_or(64) as u32),
        _ => Scalar::Other,
    }
}

/// Width in bits of an integer or pointer scalar type (64 for anything else).
#[inline]
pub fn int_width(types: &TypeStore, t: Type) -> u32 {
    match scalar_of(types, t) {
        Scalar::Int(n) | Scalar::Ptr(n) => n,
        Scalar::Float(f) => f.bits(),
        Scalar::X86Fp80 => 80,
        Scalar::Other => 64,
    }
}

/// The zero value of type `t` (`zeroinitializer`; also how `undef` is evaluated).
pub fn zero_of(types: &TypeStore, t: Type) -> Result<Val, Trap> {
    aggregate_of(types, t, &|leaf| zero_scalar(types, leaf))
}

/// The zero of scalar type `t` (`Wide` for integers over 128 bits).
pub fn zero_scalar(types: &TypeStore, t: Type) -> Val {
    match types.data(t) {
        TypeData::Int(bits) if *bits > 128 => Val::Wide(kiln_ir::wide::zero(*bits)),
        _ => Val::Bits(0),
    }
}

/// The poison value of type `t`, poison in every lane and field.
pub fn poison_of(types: &TypeStore, t: Type) -> Result<Val, Trap> {
    aggregate_of(types, t, &|_| Val::Poison)
}

fn aggregate_of(types: &TypeStore, t: Type, leaf: &dyn Fn(Type) -> Val) -> Result<Val, Trap> {
    if types.is_aggregate(t) && types.store_size(t) > 1 << 24 {
        return Err(Trap::unsupported("aggregate value of more than 16 MiB in a register"));
    }
    Ok(match types.data(t) {
        TypeData::Vector { len, elem } => {
            let e = aggregate_of(types, *elem, leaf)?;
            Val::Agg(vec![e; *len as usize].into_boxed_slice())
        }
        TypeData::Array { len, elem } => {
            if *len > 1 << 24 {
                return Err(Trap::unsupported(format!("array value of {len} elements in a register")));
            }
            let e = aggregate_of(types, *elem, leaf)?;
            Val::Agg(vec![e; *len as usize].into_boxed_slice())
        }
        TypeData::Struct { .. } | TypeData::Named(_) => {
            let fields = types.struct_fields(t).unwrap_or(&[]);
            Val::Agg(fields.iter().map(|&f| aggregate_of(types, f, leaf)).collect::<Result<_, _>>()?)
        }
        _ => leaf(t),
    })
}
