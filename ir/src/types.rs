//! Interned IR types: equal types are equal `Type` indices.
//!
//! A `TypeStore` owns every type of a module. Literal types (integers, pointers, vectors,
//! arrays, literal structs, function types) are interned structurally; named structs are
//! interned by name and may have their body set after creation (they can be recursive through
//! pointers only, and may stay opaque). The common scalar types are interned first, in a fixed
//! order, so `Type::I32` and friends are constants. Sizes and alignments follow the x86-64
//! System V data layout (`e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128`).

use crate::entity::{EntityRef, PrimaryMap};
use crate::fasthash::FastMap;

crate::entity!(
    /// An interned type.
    Type,
    "ty"
);

/// Widest integer type Kiln accepts.
pub const MAX_INT_BITS: u32 = 1 << 23;

/// The kind of a type, with stable numeric IDs (part of Kiln's schema; never renumber).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum TypeKind {
    /// `void`
    Void = 0,
    /// `iN`
    Int = 1,
    /// `half`
    Half = 2,
    /// `float`
    Float = 3,
    /// `double`
    Double = 4,
    /// `x86_fp80`
    X86Fp80 = 5,
    /// `ptr` / `ptr addrspace(N)`
    Ptr = 6,
    /// `<N x T>`
    Vector = 7,
    /// `[N x T]`
    Array = 8,
    /// literal or named struct
    Struct = 9,
    /// `label`
    Label = 10,
    /// `token`
    Token = 11,
    /// `metadata`
    Metadata = 12,
    /// function type `R (A, B, ...)`
    Function = 13,
}

/// The structure of one type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TypeData {
    /// `void`
    Void,
    /// `iN` with 1 <= N <= 128.
    Int(u32),
    /// `half`
    Half,
    /// `float`
    Float,
    /// `double`
    Double,
    /// `x86_fp80`
    X86Fp80,
    /// `ptr addrspace(N)`; address space 0 is plain `ptr`.
    Ptr(u32),
    /// `<len x elem>`
    Vector {
        /// Number of lanes.
        len: u32,
        /// Lane type.
        elem: Type,
    },
    /// `[len x elem]`
    Array {
        /// Number of elements.
        len: u64,
        /// Element type.
        elem: Type,
    },
    /// A literal struct `{ a, b }` or packed `<{ a, b }>`.
    Struct {
        /// Field types.
        fields: Box<[Type]>,
        /// `<{ ... }>`: no padding between fields, alignment 1.
        packed: bool,
    },
    /// A named struct `%name`; its body lives in the store's named-struct table.
    Named(u32),
    /// `label`
    Label,
    /// `token`
    Token,
    /// `metadata`
    Metadata,
    /// A function type.
    Func {
        /// Return type.
        ret: Type,
        /// Parameter types.
        params: Box<[Type]>,
        /// `...`
        varargs: bool,
    },
}

/// A named struct: its name and, once defined, its body.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NamedStruct {
    /// The name without `%`.
    pub name: String,
    /// Field types, or `None` while opaque.
    pub fields: Option<Box<[Type]>>,
    /// `<{ ... }>`
    pub packed: bool,
}

/// Owns and interns all types of a module.
#[derive(Clone, Debug)]
pub struct TypeStore {
    types: PrimaryMap<Type, TypeData>,
    interned: FastMap<TypeData, Type>,
    named: Vec<NamedStruct>,
    named_by_name: FastMap<String, u32>,
}

macro_rules! fixed_types {
    ($($name:ident = $idx:expr => $data:expr, $doc:expr;)*) => {
        impl Type {
            $(
                #[doc = $doc]
                pub const $name: Type = Type(match ::std::num::NonZeroU32::new($idx + 1) {
                    Some(n) => n,
                    None => panic!(),
                });
            )*
        }
        const FIXED_TYPES: &[TypeData] = &[$($data),*];
    };
}

fixed_types! {
    VOID = 0 => TypeData::Void, "`void`";
    I1 = 1 => TypeData::Int(1), "`i1`";
    I8 = 2 => TypeData::Int(8), "`i8`";
    I16 = 3 => TypeData::Int(16), "`i16`";
    I32 = 4 => TypeData::Int(32), "`i32`";
    I64 = 5 => TypeData::Int(64), "`i64`";
    I128 = 6 => TypeData::Int(128), "`i128`";
    HALF = 7 => TypeData::Half, "`half`";
    FLOAT = 8 => TypeData::Float, "`float`";
    DOUBLE = 9 => TypeData::Double, "`double`";
    X86_FP80 = 10 => TypeData::X86Fp80, "`x86_fp80`";
    PTR = 11 => TypeData::Ptr(0), "`ptr` (address space 0)";
    LABEL = 12 => TypeData::Label, "`label`";
    TOKEN = 13 => TypeData::Token, "`token`";
    METADATA = 14 => TypeData::Metadata, "`metadata`";
}

impl Default for TypeStore {
    fn default() -> Self {
        Self::new()
    }
}

impl TypeStore {
    /// Creates a store holding the fixed scalar types.
    pub fn new() -> Self {
        let mut s = TypeStore {
            types: PrimaryMap::new(),
            interned: FastMap::default(),
            named: Vec::new(),
            named_by_name: FastMap::default(),
        };
        for d in FIXED_TYPES {
            s.intern(d.clone());
        }
        s
    }

    /// Interns `data`, returning the existing index when an equal type exists.
    /// Callers must not intern `TypeData::Named` for an index they did not get from `named_struct`.
    pub fn intern(&mut self, data: TypeData) -> Type {
        if let Some(&t) = self.interned.get(&data) {
            return t;
        }
        let t = self.types.push(data.clone());
        self.interned.insert(data, t);
        t
    }

    /// The structure of `t`.
    #[inline]
    pub fn data(&self, t: Type) -> &TypeData {
        &self.types[t]
    }

    /// Number of interned types.
    pub fn len(&self) -> usize {
        self.types.len()
    }

    /// True when no types exist (never: the fixed types are always there).
    pub fn is_empty(&self) -> bool {
        self.types.is_empty()
    }

    /// The kind of `t`.
    pub fn kind(&self, t: Type) -> TypeKind {
        match self.data(t) {
            TypeData::Void => TypeKind::Void,
            TypeData::Int(_) => TypeKind::Int,
            TypeData::Half => TypeKind::Half,
            TypeData::Float => TypeKind::Float,
            TypeData::Double => TypeKind::Double,
            TypeData::X86Fp80 => TypeKind::X86Fp80,
            TypeData::Ptr(_) => TypeKind::Ptr,
            TypeData::Vector { .. } => TypeKind::Vector,
            TypeData::Array { .. } => TypeKind::Array,
            TypeData::Struct { .. } | TypeData::Named(_) => TypeKind::Struct,
            TypeData::Label => TypeKind::Label,
            TypeData::Token => TypeKind::Token,
            TypeData::Metadata => TypeKind::Metadata,
            TypeData::Func { .. } => TypeKind::Function,
        }
    }

    /// `iN`; `bits` must be in 1..=MAX_INT_BITS.
    pub fn int(&mut self, bits: u32) -> Type {
        debug_assert!((1..=MAX_INT_BITS).contains(&bits));
        self.intern(TypeData::Int(bits))
    }
    /// `ptr addrspace(n)`.
    pub fn ptr(&mut self, addrspace: u32) -> Type {
        self.intern(TypeData::Ptr(addrspace))
    }
    /// `<len x elem>`.
    pub fn vector(&mut self, len: u32, elem: Type) -> Type {
        self.intern(TypeData::Vector { len, elem })
    }
    /// `[len x elem]`.
    pub fn array(&mut self, len: u64, elem: Type) -> Type {
        self.intern(TypeData::Array { len, elem })
    }
    /// A literal struct.
    pub fn literal_struct(&mut self, fields: Vec<Type>, packed: bool) -> Type {
        self.intern(TypeData::Struct { fields: fields.into_boxed_slice(), packed })
    }
    /// A function type.
    pub fn func(&mut self, ret: Type, params: Vec<Type>, varargs: bool) -> Type {
        self.intern(TypeData::Func { ret, params: params.into_boxed_slice(), varargs })
    }

    /// The named struct `%name`, created opaque if it does not exist yet.
    pub fn named_struct(&mut self, name: &str) -> Type {
        let idx = match self.named_by_name.get(name) {
            Some(&i) => i,
            None => {
                let i = self.named.len() as u32;
                self.named.push(NamedStruct { name: name.to_string(), fields: None, packed: false });
                self.named_by_name.insert(name.to_string(), i);
                i
            }
        };
        self.intern(TypeData::Named(idx))
    }
    /// Looks up an existing named struct.
    pub fn get_named_struct(&self, name: &str) -> Option<Type> {
        let idx = *self.named_by_name.get(name)?;
        self.interned.get(&TypeData::Named(idx)).copied()
    }
    /// Sets the body of a named struct. `t` must be a named struct.
    pub fn set_struct_body(&mut self, t: Type, fields: Vec<Type>, packed: bool) {
        if let TypeData::Named(i) = *self.data(t) {
            let n = &mut self.named[i as usize];
            n.fields = Some(fields.into_boxed_slice());
            n.packed = packed;
        }
    }
    /// All named structs in creation order, with their types.
    pub fn named_structs(&self) -> impl Iterator<Item = (Type, &NamedStruct)> {
        self.named.iter().enumerate().map(move |(i, n)| (self.interned[&TypeData::Named(i as u32)], n))
    }
    /// The named-struct record of `t`, if `t` is a named struct.
    pub fn named_info(&self, t: Type) -> Option<&NamedStruct> {
        match *self.data(t) {
            TypeData::Named(i) => Some(&self.named[i as usize]),
            _ => None,
        }
    }

    // ---- predicates -------------------------------------------------------------------------

    /// Bit width of `iN`, else `None`.
    pub fn int_bits(&self, t: Type) -> Option<u32> {
        match *self.data(t) {
            TypeData::Int(n) => Some(n),
            _ => None,
        }
    }
    /// True for `iN`.
    pub fn is_int(&self, t: Type) -> bool {
        matches!(self.data(t), TypeData::Int(_))
    }
    /// True for half, float, double and x86_fp80.
    pub fn is_float(&self, t: Type) -> bool {
        matches!(self.data(t), TypeData::Half | TypeData::Float | TypeData::Double | TypeData::X86Fp80)
    }
    /// True for pointers of any address space.
    pub fn is_ptr(&self, t: Type) -> bool {
        matches!(self.data(t), TypeData::Ptr(_))
    }
    /// Address space of a pointer (or vector of pointers).
    pub fn ptr_addrspace(&self, t: Type) -> Option<u32> {
        match *self.data(self.scalar(t)) {
            TypeData::Ptr(a) => Some(a),
            _ => None,
        }
    }
    /// True for `<N x T>`.
    pub fn is_vector(&self, t: Type) -> bool {
        matches!(self.data(t), TypeData::Vector { .. })
    }
    /// `(len, elem)` of a vector.
    pub fn vector_info(&self, t: Type) -> Option<(u32, Type)> {
        match *self.data(t) {
            TypeData::Vector { len, elem } => Some((len, elem)),
            _ => None,
        }
    }
    /// The lane type of a vector, or `t` itself.
    pub fn scalar(&self, t: Type) -> Type {
        match *self.data(t) {
            TypeData::Vector { elem, .. } => elem,
            _ => t,
        }
    }
    /// True for integers and vectors of integers.
    pub fn is_int_or_int_vector(&self, t: Type) -> bool {
        self.is_int(self.scalar(t))
    }
    /// True for floats and vectors of floats.
    pub fn is_float_or_float_vector(&self, t: Type) -> bool {
        self.is_float(self.scalar(t))
    }
    /// True for pointers and vectors of pointers.
    pub fn is_ptr_or_ptr_vector(&self, t: Type) -> bool {
        self.is_ptr(self.scalar(t))
    }
    /// True for arrays and structs (literal or named).
    pub fn is_aggregate(&self, t: Type) -> bool {
        matches!(self.data(t), TypeData::Array { .. } | TypeData::Struct { .. } | TypeData::Named(_))
    }
    /// True for types a value may have: everything but void, label, metadata, function types and
    /// opaque structs.
    pub fn is_first_class(&self, t: Type) -> bool {
        !matches!(self.data(t), TypeData::Void | TypeData::Label | TypeData::Func { .. } | TypeData::Metadata)
    }
    /// True when memory of this type has a known size (loads, stores, allocas, GEP sources).
    /// A named struct that contains itself by value (directly or through other structs) is
    /// unsized, so size queries on sized types always terminate.
    pub fn is_sized(&self, t: Type) -> bool {
        self.is_sized_guarded(t, &mut Vec::new())
    }

    fn is_sized_guarded(&self, t: Type, open_structs: &mut Vec<u32>) -> bool {
        match self.data(t) {
            TypeData::Void | TypeData::Label | TypeData::Token | TypeData::Metadata | TypeData::Func { .. } => false,
            TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => self.is_sized_guarded(*elem, open_structs),
            TypeData::Struct { fields, .. } => fields.iter().all(|&f| self.is_sized_guarded(f, open_structs)),
            TypeData::Named(i) => {
                if open_structs.contains(i) {
                    return false;
                }
                match &self.named[*i as usize].fields {
                    None => false,
                    Some(fields) => {
                        open_structs.push(*i);
                        let sized = fields.iter().all(|&f| self.is_sized_guarded(f, open_structs));
                        open_structs.pop();
                        sized
                    }
                }
            }
            _ => true,
        }
    }
    /// Field types of a struct (literal or defined named struct).
    pub fn struct_fields(&self, t: Type) -> Option<&[Type]> {
        match self.data(t) {
            TypeData::Struct { fields, .. } => Some(fields),
            TypeData::Named(i) => self.named[*i as usize].fields.as_deref(),
            _ => None,
        }
    }
    /// True for packed structs.
    pub fn is_packed(&self, t: Type) -> bool {
        match self.data(t) {
            TypeData::Struct { packed, .. } => *packed,
            TypeData::Named(i) => self.named[*i as usize].packed,
            _ => false,
        }
    }
    /// The type at aggregate index `idx` (struct field, array or vector element).
    pub fn element_at(&self, t: Type, idx: u64) -> Option<Type> {
        match self.data(t) {
            TypeData::Array { len, elem } => (idx < *len).then_some(*elem),
            TypeData::Vector { len, elem } => (idx < *len as u64).then_some(*elem),
            _ => self.struct_fields(t).and_then(|f| f.get(usize::try_from(idx).ok()?).copied()),
        }
    }
    /// `(ret, params, varargs)` of a function type.
    pub fn func_info(&self, t: Type) -> Option<(Type, &[Type], bool)> {
        match self.data(t) {
            TypeData::Func { ret, params, varargs } => Some((*ret, params, *varargs)),
            _ => None,
        }
    }

    // ---- data layout (x86-64 SysV) ------------------------------------------------------------

    /// Size in bits of a primitive (int, float, pointer, vector); `None` for aggregates and
    /// unsized types.
    pub fn primitive_bits(&self, t: Type) -> Option<u64> {
        Some(match *self.data(t) {
            TypeData::Int(n) => n as u64,
            TypeData::Half => 16,
            TypeData::Float => 32,
            TypeData::Double => 64,
            TypeData::X86Fp80 => 80,
            TypeData::Ptr(a) => {
                if a == 270 || a == 271 {
                    32
                } else {
                    64
                }
            }
            TypeData::Vector { len, elem } => self.primitive_bits(elem)? * len as u64,
            _ => return None,
        })
    }

    /// ABI alignment in bytes.
    pub fn abi_align(&self, t: Type) -> u64 {
        match self.data(t) {
            TypeData::Int(n) => match *n {
                0..=8 => 1,
                9..=16 => 2,
                17..=32 => 4,
                33..=64 => 8,
                _ => 16,
            },
            TypeData::Half => 2,
            TypeData::Float => 4,
            TypeData::Double => 8,
            TypeData::X86Fp80 => 16,
            TypeData::Ptr(_) => (self.primitive_bits(t).unwrap_or(64) / 8).max(1),
            TypeData::Vector { .. } => self.store_size(t).next_power_of_two().max(1),
            TypeData::Array { elem, .. } => self.abi_align(*elem),
            TypeData::Struct { .. } | TypeData::Named(_) => {
                if self.is_packed(t) {
                    1
                } else {
                    self.struct_fields(t).map_or(1, |f| f.iter().map(|&x| self.abi_align(x)).max().unwrap_or(1))
                }
            }
            _ => 1,
        }
    }

    /// Bytes a store of `t` writes (`ceil(bits / 8)` for primitives; struct size with padding).
    pub fn store_size(&self, t: Type) -> u64 {
        match self.data(t) {
            TypeData::Array { len, elem } => len.saturating_mul(self.alloc_size(*elem)),
            TypeData::Struct { .. } | TypeData::Named(_) => self.struct_layout(t).map_or(0, |l| l.size),
            TypeData::X86Fp80 => 10,
            _ => self.primitive_bits(t).map_or(0, |b| b.div_ceil(8)),
        }
    }

    /// Bytes between consecutive elements of an array of `t` (store size rounded up to alignment).
    pub fn alloc_size(&self, t: Type) -> u64 {
        let a = self.abi_align(t);
        self.store_size(t).div_ceil(a).saturating_mul(a)
    }

    /// Field offsets and total size of a struct.
    pub fn struct_layout(&self, t: Type) -> Option<StructLayout> {
        let fields = self.struct_fields(t)?;
        let packed = self.is_packed(t);
        let mut offsets = Vec::with_capacity(fields.len());
        let mut off = 0u64;
        let mut max_align = 1u64;
        for &f in fields {
            let a = if packed { 1 } else { self.abi_align(f) };
            max_align = max_align.max(a);
            off = off.div_ceil(a).saturating_mul(a);
            offsets.push(off);
            off = off.saturating_add(self.alloc_size(f));
        }
        let size = off.div_ceil(max_align).saturating_mul(max_align);
        Some(StructLayout { offsets, size, align: max_align })
    }

    /// Approximate heap bytes held by the store.
    pub fn heap_bytes(&self) -> usize {
        self.types.heap_bytes() + self.interned.capacity() * (std::mem::size_of::<TypeData>() + 8)
    }

    /// Iterates all types in interning order.
    pub fn iter(&self) -> impl Iterator<Item = (Type, &TypeData)> {
        self.types.iter()
    }

    /// Every type index is valid for this store.
    pub fn contains(&self, t: Type) -> bool {
        t.index() < self.types.len()
    }
}

/// Field offsets, size and alignment of a struct.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StructLayout {
    /// Byte offset of each field.
    pub offsets: Vec<u64>,
    /// Total size including tail padding.
    pub size: u64,
    /// Alignment of the struct.
    pub align: u64,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interning_gives_equal_indices() {
        let mut s = TypeStore::new();
        assert_eq!(s.int(32), Type::I32);
        let a = s.vector(4, Type::I32);
        let b = s.vector(4, Type::I32);
        assert_eq!(a, b);
        let st = s.literal_struct(vec![Type::I8, Type::DOUBLE], false);
        assert_eq!(s.struct_layout(st).unwrap().offsets, vec![0, 8]);
        assert_eq!(s.alloc_size(st), 16);
        let p = s.literal_struct(vec![Type::I8, Type::DOUBLE], true);
        assert_ne!(p, st);
        assert_eq!(s.alloc_size(p), 9);
    }

    #[test]
    fn named_structs_are_distinct_from_literals() {
        let mut s = TypeStore::new();
        let n = s.named_struct("pair");
        assert!(!s.is_sized(n));
        s.set_struct_body(n, vec![Type::I32, Type::I32], false);
        let l = s.literal_struct(vec![Type::I32, Type::I32], false);
        assert_ne!(n, l);
        assert_eq!(s.alloc_size(n), 8);
        assert_eq!(s.named_struct("pair"), n);
    }

    #[test]
    fn structs_containing_themselves_by_value_are_unsized() {
        let mut s = TypeStore::new();
        let a = s.named_struct("a");
        let b = s.named_struct("b");
        s.set_struct_body(a, vec![Type::I32, b], false);
        s.set_struct_body(b, vec![a], false);
        assert!(!s.is_sized(a));
        let list = s.named_struct("list");
        s.set_struct_body(list, vec![Type::I32, Type::PTR], false);
        assert!(s.is_sized(list));
    }
}
