//! Constant folding of single instructions over module constants, lane by lane for vectors,
//! with the exact semantics of `kiln_ir::fold`: poison where the language reference says poison, and
//! no fold at all where the operation would be immediate undefined behaviour.
//!
//! Used by `instsimplify`. Integer and IEEE `half`/`float`/`double` values are folded;
//! `x86_fp80`, pointers other than `null`, and constant expressions are left alone.

use fold::FloatTy;
use kiln_ir::constant::{ConstData, ConstPool, Constant};
use kiln_ir::fold;
use kiln_ir::instructions::{FastMath, FloatPredicate, InstFlags, IntPredicate, Opcode};
use kiln_ir::types::{Type, TypeData, TypeStore};
use kiln_ir::Intrinsic;

/// One scalar constant (or vector lane) in the form the folder computes with.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Scalar {
    /// An integer of width `bits`.
    Int {
        /// Width.
        bits: u32,
        /// The bits, zero-extended.
        v: u128,
    },
    /// An IEEE float pattern.
    Float {
        /// The format.
        ty: FloatTy,
        /// The pattern.
        v: u64,
    },
    /// `null` (or a zero pointer).
    Null,
    /// `poison`.
    Poison,
    /// `undef`.
    Undef,
    /// Anything the folder does not compute with (addresses, expressions, `x86_fp80`).
    Other,
}

/// Reads constants and makes new ones.
pub struct Folder<'a> {
    /// The module's types.
    pub types: &'a TypeStore,
    /// The module's constants.
    pub consts: &'a mut ConstPool,
}

/// The result of folding one lane: `None` when it cannot be folded.
type LaneResult = Option<Scalar>;

impl Folder<'_> {
    /// The scalar view of a scalar constant of type `ty`.
    pub fn scalar(&self, c: Constant) -> Scalar {
        match self.consts.data(c) {
            ConstData::Int { ty, value } => match self.types.int_bits(*ty) {
                Some(bits) => Scalar::Int { bits, v: *value },
                None => Scalar::Other,
            },
            ConstData::Float { ty, bits } => match FloatTy::of(self.types, *ty) {
                Some(fty) => Scalar::Float { ty: fty, v: *bits as u64 },
                None => Scalar::Other,
            },
            ConstData::Null(_) => Scalar::Null,
            ConstData::Zero(ty) => self.zero_of(*ty),
            ConstData::Poison(_) => Scalar::Poison,
            ConstData::Undef(_) => Scalar::Undef,
            _ => Scalar::Other,
        }
    }

    /// The zero of scalar type `ty`.
    fn zero_of(&self, ty: Type) -> Scalar {
        match self.types.data(ty) {
            // Integers wider than 128 bits are not folded (`Scalar` holds 128 bits).
            TypeData::Int(bits) if *bits <= 128 => Scalar::Int { bits: *bits, v: 0 },
            TypeData::Ptr(_) => Scalar::Null,
            _ => match FloatTy::of(self.types, ty) {
                Some(fty) => Scalar::Float { ty: fty, v: 0 },
                None => Scalar::Other,
            },
        }
    }

    /// The lanes of a vector constant, or the single lane of a scalar one.
    pub fn lanes(&self, c: Constant) -> Option<Vec<Scalar>> {
        let ty = self.consts.data(c).ty();
        let Some((len, elem)) = self.types.vector_info(ty) else {
            return Some(vec![self.scalar(c)]);
        };
        let n = len as usize;
        Some(match self.consts.data(c) {
            ConstData::Aggregate { elems, .. } if elems.len() == n => elems.iter().map(|&e| self.scalar(e)).collect(),
            ConstData::Zero(_) => vec![self.zero_of(elem); n],
            ConstData::Poison(_) => vec![Scalar::Poison; n],
            ConstData::Undef(_) => vec![Scalar::Undef; n],
            _ => return None,
        })
    }

    /// Interns a scalar of type `ty`.
    pub fn make_scalar(&mut self, ty: Type, s: Scalar) -> Option<Constant> {
        let data = match s {
            Scalar::Int { v, .. } => {
                let bits = self.types.int_bits(ty)?;
                return Some(self.consts.int(ty, bits, v));
            }
            Scalar::Float { v, .. } => ConstData::Float { ty, bits: v as u128 },
            Scalar::Null => ConstData::Null(ty),
            Scalar::Poison => ConstData::Poison(ty),
            Scalar::Undef => ConstData::Undef(ty),
            Scalar::Other => return None,
        };
        Some(self.consts.intern(data))
    }

    /// Interns a value of type `ty` (scalar, or vector given lane by lane).
    pub fn make(&mut self, ty: Type, lanes: &[Scalar]) -> Option<Constant> {
        match self.types.vector_info(ty) {
            None => self.make_scalar(ty, *lanes.first()?),
            Some((len, elem)) => {
                if lanes.len() != len as usize {
                    return None;
                }
                if lanes.iter().all(|&l| l == Scalar::Poison) {
                    return Some(self.consts.intern(ConstData::Poison(ty)));
                }
                let is_zero =
                    |l: &Scalar| matches!(l, Scalar::Int { v: 0, .. } | Scalar::Float { v: 0, .. } | Scalar::Null);
                if lanes.iter().all(is_zero) {
                    return Some(self.consts.intern(ConstData::Zero(ty)));
                }
                let elems = lanes.iter().map(|&l| self.make_scalar(elem, l)).collect::<Option<Vec<_>>>()?;
                Some(self.consts.intern(ConstData::Aggregate { ty, elems: elems.into_boxed_slice() }))
            }
        }
    }

    /// Folds lane by lane: each operand is a constant whose lanes are read (a scalar operand
    /// of a vector operation is used for every lane); `f` folds one lane. `None` when any lane
    /// cannot be folded.
    pub fn lanewise(
        &mut self,
        result_ty: Type,
        operands: &[Constant],
        f: impl Fn(&[Scalar]) -> LaneResult,
    ) -> Option<Constant> {
        let n = self.types.vector_info(result_ty).map_or(1, |(len, _)| len as usize);
        let lanes: Vec<Vec<Scalar>> = operands.iter().map(|&c| self.lanes(c)).collect::<Option<_>>()?;
        for (l, &c) in lanes.iter().zip(operands) {
            let is_vector = self.types.is_vector(self.consts.data(c).ty());
            if l.len() != n && (is_vector || l.len() != 1) {
                return None;
            }
        }
        let mut out = Vec::with_capacity(n);
        let mut args = Vec::with_capacity(operands.len());
        for i in 0..n {
            args.clear();
            for l in &lanes {
                args.push(if l.len() == 1 { l[0] } else { *l.get(i)? });
            }
            out.push(f(&args)?);
        }
        self.make(result_ty, &out)
    }
}

/// True when a float lane violates `nnan`/`ninf` (which make the result poison).
fn violates_fast_math(fmf: FastMath, ty: FloatTy, v: u64) -> bool {
    let x = fold::to_f64(ty, v);
    (fmf.contains(FastMath::NNAN) && x.is_nan()) || (fmf.contains(FastMath::NINF) && x.is_infinite())
}

/// One lane of a two-operand operator.
pub fn binary_lane(op: Opcode, flags: InstFlags, fmf: FastMath, a: Scalar, b: Scalar) -> LaneResult {
    let is_division = matches!(op, Opcode::UDiv | Opcode::SDiv | Opcode::URem | Opcode::SRem);
    match (a, b) {
        (Scalar::Int { bits, v: x }, Scalar::Int { v: y, .. }) => match fold::int_binary(op, flags, bits, x, y) {
            Ok(Some(v)) => Some(Scalar::Int { bits, v }),
            Ok(None) => Some(Scalar::Poison),
            Err(_) => None,
        },
        (Scalar::Float { ty, v: x }, Scalar::Float { v: y, .. }) => {
            let r = fold::float_binary(op, ty, x, y)?;
            if [x, y, r].iter().any(|&v| violates_fast_math(fmf, ty, v)) {
                return Some(Scalar::Poison);
            }
            Some(Scalar::Float { ty, v: r })
        }
        // A poison divisor is immediate undefined behaviour, not poison: leave it.
        (_, Scalar::Poison) if is_division => None,
        (Scalar::Poison, _) | (_, Scalar::Poison) => Some(Scalar::Poison),
        _ => None,
    }
}

/// One lane of `icmp`.
pub fn icmp_lane(pred: IntPredicate, a: Scalar, b: Scalar) -> LaneResult {
    let as_int = |s: Scalar| match s {
        Scalar::Int { bits, v } => Some((bits, v)),
        Scalar::Null => Some((64, 0)),
        _ => None,
    };
    if a == Scalar::Poison || b == Scalar::Poison {
        return Some(Scalar::Poison);
    }
    let ((bits, x), (_, y)) = (as_int(a)?, as_int(b)?);
    Some(Scalar::Int { bits: 1, v: fold::icmp(pred, bits, x, y) as u128 })
}

/// One lane of `fcmp`.
pub fn fcmp_lane(pred: FloatPredicate, fmf: FastMath, a: Scalar, b: Scalar) -> LaneResult {
    match (a, b) {
        (Scalar::Float { ty, v: x }, Scalar::Float { v: y, .. }) => {
            if violates_fast_math(fmf, ty, x) || violates_fast_math(fmf, ty, y) {
                return Some(Scalar::Poison);
            }
            let r = fold::fcmp(pred, fold::to_f64(ty, x), fold::to_f64(ty, y));
            Some(Scalar::Int { bits: 1, v: r as u128 })
        }
        (Scalar::Poison, _) | (_, Scalar::Poison) => Some(Scalar::Poison),
        _ => None,
    }
}

/// One lane of a cast to scalar type `to` (of the target's lane type).
pub fn cast_lane(types: &TypeStore, op: Opcode, flags: InstFlags, to: Type, a: Scalar) -> LaneResult {
    if a == Scalar::Poison {
        return Some(Scalar::Poison);
    }
    // `Scalar` holds at most 128 bits: casts to wider integers are not folded.
    let to_bits = types.int_bits(to);
    if to_bits.is_some_and(|b| b > 128) {
        return None;
    }
    let to_float = FloatTy::of(types, to);
    let signed = matches!(op, Opcode::SExt | Opcode::FPToSI | Opcode::SIToFP);
    let poison_if_none = |r: Option<Scalar>| Some(r.unwrap_or(Scalar::Poison));
    match (op, a) {
        (Opcode::Trunc | Opcode::ZExt | Opcode::SExt, Scalar::Int { bits, v }) => {
            let tb = to_bits?;
            poison_if_none(fold::cast_int(op, flags, bits, tb, v).map(|v| Scalar::Int { bits: tb, v }))
        }
        (Opcode::FPTrunc | Opcode::FPExt, Scalar::Float { ty, v }) => {
            let tt = to_float?;
            Some(Scalar::Float { ty: tt, v: fold::cast_float(ty, tt, v) })
        }
        (Opcode::FPToSI | Opcode::FPToUI, Scalar::Float { ty, v }) => {
            let tb = to_bits?;
            poison_if_none(fold::float_to_int(signed, ty, v, tb).map(|v| Scalar::Int { bits: tb, v }))
        }
        (Opcode::SIToFP | Opcode::UIToFP, Scalar::Int { bits, v }) => {
            let tt = to_float?;
            let nneg = flags.contains(InstFlags::NNEG);
            poison_if_none(fold::int_to_float(signed, nneg, bits, v, tt).map(|v| Scalar::Float { ty: tt, v }))
        }
        (Opcode::BitCast, Scalar::Int { bits, v }) => match to_float {
            Some(tt) if tt.bits() == bits => Some(Scalar::Float { ty: tt, v: v as u64 }),
            _ => None,
        },
        (Opcode::BitCast, Scalar::Float { ty, v }) => match to_bits {
            Some(tb) if tb == ty.bits() => Some(Scalar::Int { bits: tb, v: v as u128 }),
            _ => None,
        },
        (Opcode::PtrToInt, Scalar::Null) => Some(Scalar::Int { bits: to_bits?, v: 0 }),
        (Opcode::IntToPtr, Scalar::Int { v: 0, .. }) => Some(Scalar::Null),
        _ => None,
    }
}

/// True when the constant flag argument of an intrinsic (`i1 true`) is set.
fn flag_set(s: Scalar) -> Option<bool> {
    match s {
        Scalar::Int { v, .. } => Some(v != 0),
        _ => None,
    }
}

/// One lane of an integer or floating-point intrinsic whose result has the operands' lane type
/// (or, for `scmp`/`ucmp`, `res_bits`-wide integers).
pub fn intrinsic_lane(intr: Intrinsic, res_bits: Option<u32>, args: &[Scalar]) -> LaneResult {
    use Intrinsic as I;
    if args.contains(&Scalar::Poison) {
        return Some(Scalar::Poison);
    }
    let int = |i: usize| match args.get(i) {
        Some(Scalar::Int { bits, v }) => Some((*bits, *v)),
        _ => None,
    };
    let float = |i: usize| match args.get(i) {
        Some(Scalar::Float { ty, v }) => Some((*ty, *v)),
        _ => None,
    };
    let int_result = |bits: u32, r: Option<u128>| Some(r.map_or(Scalar::Poison, |v| Scalar::Int { bits, v }));
    match intr {
        I::Smin
        | I::Smax
        | I::Umin
        | I::Umax
        | I::SaddSat
        | I::UaddSat
        | I::SsubSat
        | I::UsubSat
        | I::SshlSat
        | I::UshlSat => {
            let ((bits, a), (_, b)) = (int(0)?, int(1)?);
            int_result(bits, fold::int_binary_intrinsic(intr, bits, a, b)?)
        }
        I::Abs => {
            let (bits, a) = int(0)?;
            int_result(bits, fold::abs(bits, a, flag_set(*args.get(1)?)?))
        }
        I::Ctpop => int(0).map(|(bits, a)| Scalar::Int { bits, v: fold::ctpop(a) }),
        I::Ctlz | I::Cttz => {
            let (bits, a) = int(0)?;
            let zero_is_poison = flag_set(*args.get(1)?)?;
            let r =
                if intr == I::Ctlz { fold::ctlz(bits, a, zero_is_poison) } else { fold::cttz(bits, a, zero_is_poison) };
            int_result(bits, r)
        }
        I::Bswap => {
            int(0).filter(|(bits, _)| bits % 16 == 0).map(|(bits, a)| Scalar::Int { bits, v: fold::bswap(bits, a) })
        }
        I::Bitreverse => int(0).map(|(bits, a)| Scalar::Int { bits, v: fold::bitreverse(bits, a) }),
        I::Fshl | I::Fshr => {
            let ((bits, a), (_, b), (_, c)) = (int(0)?, int(1)?, int(2)?);
            let v = if intr == I::Fshl { fold::fshl(bits, a, b, c) } else { fold::fshr(bits, a, b, c) };
            Some(Scalar::Int { bits, v })
        }
        I::Scmp | I::Ucmp => {
            let ((bits, a), (_, b)) = (int(0)?, int(1)?);
            let rb = res_bits?;
            Some(Scalar::Int { bits: rb, v: fold::three_way_compare(intr == I::Scmp, bits, a, b, rb) })
        }
        I::Sqrt | I::Fabs | I::Floor | I::Ceil | I::Trunc | I::Round | I::Roundeven | I::Rint | I::Nearbyint => {
            let (ty, a) = float(0)?;
            fold::float_unary_intrinsic(intr, ty, a).map(|v| Scalar::Float { ty, v })
        }
        I::Copysign | I::Minnum | I::Maxnum | I::Minimum | I::Maximum => {
            let ((ty, a), (_, b)) = (float(0)?, float(1)?);
            fold::float_binary_intrinsic(intr, ty, a, b).map(|v| Scalar::Float { ty, v })
        }
        I::Fmuladd | I::Fma => {
            let ((ty, a), (_, b), (_, c)) = (float(0)?, float(1)?, float(2)?);
            Some(Scalar::Float { ty, v: fold::fmuladd(intr == I::Fma, ty, a, b, c) })
        }
        _ => None,
    }
}

/// The `*.with.overflow` result `{ iN, i1 }` of two integer constants.
pub fn with_overflow(f: &mut Folder, intr: Intrinsic, result_ty: Type, a: Scalar, b: Scalar) -> Option<Constant> {
    let op = fold::OverflowOp::of(intr)?;
    let fields = f.types.struct_fields(result_ty)?.to_vec();
    let [value_ty, flag_ty] = fields[..] else { return None };
    if f.types.is_vector(value_ty) {
        return None;
    }
    let (Scalar::Int { bits, v: x }, Scalar::Int { v: y, .. }) = (a, b) else { return None };
    let (v, overflow) = fold::with_overflow(op, bits, x, y);
    let value = f.consts.int(value_ty, bits, v);
    let flag = f.consts.int(flag_ty, 1, overflow as u128);
    Some(f.consts.intern(ConstData::Aggregate { ty: result_ty, elems: vec![value, flag].into_boxed_slice() }))
}
