//! Module-level constants, interned so that equal constants are equal `Constant` indices.
//!
//! Constants are shared by all functions of a module: global initializers, instruction operands
//! (a function refers to a constant through a `Value` whose definition is `ValueDef::Const`),
//! switch cases and constant expressions.

use crate::entity::PrimaryMap;
use crate::fasthash::FastMap;
use crate::instructions::{InstFlags, Opcode};
use crate::module::{Func, GlobalVar};
use crate::types::Type;
use crate::Block;

crate::entity!(
    /// An interned constant.
    Constant,
    "const"
);

/// The structure of one constant.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ConstData {
    /// An integer of type `ty`; `value` holds the bits zero-extended (only the low `N` bits are
    /// meaningful and the rest are zero).
    Int {
        /// `iN`.
        ty: Type,
        /// The bits.
        value: u128,
    },
    /// An integer wider than 128 bits: little-endian 64-bit words (`kiln_ir::wide`), zero above
    /// the width of `ty`. Integers of at most 128 bits are always `Int`.
    WideInt {
        /// `iN`, N > 128.
        ty: Type,
        /// `ceil(N / 64)` words.
        words: Box<[u64]>,
    },
    /// A floating-point constant given by its IEEE bit pattern (x86_fp80 uses the low 80 bits).
    Float {
        /// `half`, `float`, `double` or `x86_fp80`.
        ty: Type,
        /// The bit pattern.
        bits: u128,
    },
    /// `null` of a pointer type.
    Null(Type),
    /// `undef` of any first-class type.
    Undef(Type),
    /// `poison` of any first-class type.
    Poison(Type),
    /// `zeroinitializer` of any type.
    Zero(Type),
    /// `none` (of type `token`).
    NoneToken,
    /// An array, struct or vector given element by element.
    Aggregate {
        /// The aggregate type.
        ty: Type,
        /// One constant per element or field.
        elems: Box<[Constant]>,
    },
    /// `c"..."`: an `[N x i8]` array given as bytes.
    Bytes {
        /// The `[N x i8]` type.
        ty: Type,
        /// The bytes.
        bytes: Box<[u8]>,
    },
    /// The address of a global variable (`@g`), of type `ty` (a pointer).
    GlobalAddr {
        /// The pointer type.
        ty: Type,
        /// The global.
        global: GlobalVar,
    },
    /// The address of a function (`@f`), of type `ty` (a pointer).
    FuncAddr {
        /// The pointer type.
        ty: Type,
        /// The function.
        func: Func,
    },
    /// `blockaddress(@f, %bb)`.
    BlockAddr {
        /// The function holding the block.
        func: Func,
        /// The block.
        block: Block,
    },
    /// A constant expression.
    Expr(ConstExpr),
}

/// A constant expression: an instruction computed at link or compile time.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ConstExpr {
    /// Casts, `getelementptr`, and the binary operators LLVM 19 still allows
    /// (`add sub mul xor shl` etc.).
    pub opcode: Opcode,
    /// Result type.
    pub ty: Type,
    /// Operands (for `getelementptr`: the base then the indices).
    pub operands: Box<[Constant]>,
    /// Source element type of a `getelementptr`.
    pub source_ty: Option<Type>,
    /// `inbounds`, `nuw`, `nsw`, ...
    pub flags: InstFlags,
}

/// Owns and interns all constants of a module.
#[derive(Clone, Debug, Default)]
pub struct ConstPool {
    consts: PrimaryMap<Constant, ConstData>,
    interned: FastMap<ConstData, Constant>,
}

impl ConstPool {
    /// Creates an empty pool.
    pub fn new() -> Self {
        Self::default()
    }
    /// Interns `data`.
    pub fn intern(&mut self, data: ConstData) -> Constant {
        if let Some(&c) = self.interned.get(&data) {
            return c;
        }
        let c = self.consts.push(data.clone());
        self.interned.insert(data, c);
        c
    }
    /// The structure of `c`.
    #[inline]
    pub fn data(&self, c: Constant) -> &ConstData {
        &self.consts[c]
    }
    /// Number of constants.
    pub fn len(&self) -> usize {
        self.consts.len()
    }
    /// True when empty.
    pub fn is_empty(&self) -> bool {
        self.consts.is_empty()
    }
    /// Interns an integer constant, truncating `value` to the width of `ty`.
    /// Wider types get a `WideInt` (zero-extended `value`).
    pub fn int(&mut self, ty: Type, bits: u32, value: u128) -> Constant {
        if bits > 128 {
            let words = crate::wide::from_u128(bits, value);
            return self.intern(ConstData::WideInt { ty, words });
        }
        let value = if bits >= 128 { value } else { value & ((1u128 << bits) - 1) };
        self.intern(ConstData::Int { ty, value })
    }
    /// Interns an integer constant of any width from its little-endian words (truncated to
    /// `bits`): `Int` up to 128 bits, `WideInt` above.
    pub fn int_words(&mut self, ty: Type, bits: u32, words: &[u64]) -> Constant {
        if bits <= 128 {
            return self.int(ty, bits, crate::wide::low_u128(words));
        }
        let mut w: Box<[u64]> = (0..crate::wide::limbs(bits)).map(|i| words.get(i).copied().unwrap_or(0)).collect();
        crate::wide::normalize(bits, &mut w);
        self.intern(ConstData::WideInt { ty, words: w })
    }
    /// Every index names a constant of this pool.
    pub fn contains(&self, c: Constant) -> bool {
        self.consts.is_valid(c)
    }
    /// Approximate heap bytes held by the pool.
    pub fn heap_bytes(&self) -> usize {
        self.consts.heap_bytes() + self.interned.capacity() * (std::mem::size_of::<ConstData>() + 8)
    }
    /// Renumbers the functions constants refer to (after functions were removed from the
    /// module): `renumber(f)` is `f`'s new index, or `None` for a removed function, whose
    /// address constants become `poison` (the caller has checked that nothing uses them).
    pub(crate) fn renumber_funcs(&mut self, renumber: impl Fn(Func) -> Option<Func>) {
        for data in self.consts.values_mut() {
            let new = match data {
                ConstData::FuncAddr { ty, func } => match renumber(*func) {
                    Some(nf) => ConstData::FuncAddr { ty: *ty, func: nf },
                    None => ConstData::Poison(*ty),
                },
                ConstData::BlockAddr { func, block } => match renumber(*func) {
                    Some(nf) => ConstData::BlockAddr { func: nf, block: *block },
                    None => ConstData::Poison(Type::PTR),
                },
                _ => continue,
            };
            *data = new;
        }
        self.interned.clear();
        for (c, data) in self.consts.iter() {
            self.interned.entry(data.clone()).or_insert(c);
        }
    }
    /// Iterates all constants in interning order.
    pub fn iter(&self) -> impl Iterator<Item = (Constant, &ConstData)> {
        self.consts.iter()
    }
}

impl ConstData {
    /// The type of this constant. `BlockAddr` is `ptr` and `NoneToken` is `token`.
    pub fn ty(&self) -> Type {
        match self {
            ConstData::Int { ty, .. }
            | ConstData::WideInt { ty, .. }
            | ConstData::Float { ty, .. }
            | ConstData::Null(ty)
            | ConstData::Undef(ty)
            | ConstData::Poison(ty)
            | ConstData::Zero(ty)
            | ConstData::Aggregate { ty, .. }
            | ConstData::Bytes { ty, .. }
            | ConstData::GlobalAddr { ty, .. }
            | ConstData::FuncAddr { ty, .. } => *ty,
            ConstData::Expr(e) => e.ty,
            ConstData::BlockAddr { .. } => Type::PTR,
            ConstData::NoneToken => Type::TOKEN,
        }
    }
}
