//! Run-time values: bit patterns, poison, and aggregates (vectors, arrays, structs) of them.

use crate::trap::Trap;
use kiln_ir::fold::FloatTy;
use kiln_ir::{Type, TypeData, TypeStore};

/// A value held in a virtual register.
///
/// Scalars are `Bits`: integers zero-extended to `u128`, floats as IEEE patterns, pointers as
/// their 64-bit address. Vectors, arrays and structs are `Agg` of their lanes or fields, so
/// poison is tracked per lane.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Val {
    /// A defined scalar.
    Bits(u128),
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
            Val::Bits(_) => false,
            Val::Poison => true,
            Val::Agg(v) => v.iter().any(Val::has_poison),
        }
    }
    /// `freeze`: every poison scalar becomes 0.
    pub fn frozen(self) -> Val {
        match self {
            Val::Poison => Val::Bits(0),
            Val::Agg(v) => Val::Agg(v.into_vec().into_iter().map(Val::frozen).collect()),
            b => b,
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
    aggregate_of(types, t, &|| Val::Bits(0))
}

/// The poison value of type `t`, poison in every lane and field.
pub fn poison_of(types: &TypeStore, t: Type) -> Result<Val, Trap> {
    aggregate_of(types, t, &|| Val::Poison)
}

fn aggregate_of(types: &TypeStore, t: Type, leaf: &dyn Fn() -> Val) -> Result<Val, Trap> {
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
        _ => leaf(),
    })
}
