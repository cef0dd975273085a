//! Lane-wise semantics of the value-computing instructions (arithmetic, casts, comparisons,
//! address arithmetic), on `Val`s, built on `kiln_ir::fold` (and `crate::f80` for `x86_fp80`).

use crate::f80;
use crate::memory::{decode, encode, Memory};
use crate::trap::Trap;
use crate::value::{scalar_of, Scalar, Val};
use kiln_ir::fold::{self, FloatTy, FoldError};
use kiln_ir::wide;
use kiln_ir::{FloatPredicate, InstFlags, IntPredicate, Opcode, RmwOp, Type, TypeData, TypeStore};

/// Applies `f` to each pair of lanes (or to the two scalars); poison lanes stay poison unless
/// `f` handles them (it gets `Val`s).
pub fn lanes2(a: &Val, b: &Val, f: &mut dyn FnMut(&Val, &Val) -> Result<Val, Trap>) -> Result<Val, Trap> {
    match (a, b) {
        (Val::Agg(x), Val::Agg(y)) => {
            Ok(Val::Agg(x.iter().zip(y.iter()).map(|(p, q)| f(p, q)).collect::<Result<_, _>>()?))
        }
        _ => f(a, b),
    }
}

/// Applies `f` to each lane (or to the scalar).
pub fn lanes1(a: &Val, f: &mut dyn FnMut(&Val) -> Result<Val, Trap>) -> Result<Val, Trap> {
    match a {
        Val::Agg(x) => Ok(Val::Agg(x.iter().map(&mut *f).collect::<Result<_, _>>()?)),
        _ => f(a),
    }
}

fn float_ty(types: &TypeStore, t: Type) -> Result<FloatTy, Trap> {
    match scalar_of(types, t) {
        Scalar::Float(f) => Ok(f),
        _ => Err(Trap::unsupported(format!("floating-point type {}", kiln_ir::text::printer::print_type(types, t)))),
    }
}

fn fold_err(e: FoldError) -> Trap {
    Trap::ub(e.to_string())
}

/// A binary operator (`add` ... `xor`, `fadd` ... `frem`) on operands of type `ty`.
pub fn binary(types: &TypeStore, op: Opcode, flags: InstFlags, ty: Type, a: &Val, b: &Val) -> Result<Val, Trap> {
    let lane_ty = types.scalar(ty);
    if op.is_float_binary() && scalar_of(types, lane_ty) == Scalar::X86Fp80 {
        let f: fn(u128, u128) -> u128 = match op {
            Opcode::FAdd => f80::add,
            Opcode::FSub => f80::sub,
            Opcode::FMul => f80::mul,
            Opcode::FDiv => f80::div,
            _ => f80::rem,
        };
        return lanes2(a, b, &mut |x, y| match (x, y) {
            (Val::Bits(x), Val::Bits(y)) => Ok(Val::Bits(f(*x, *y))),
            _ => Ok(Val::Poison),
        });
    }
    if op.is_float_binary() {
        let ft = float_ty(types, lane_ty)?;
        return lanes2(a, b, &mut |x, y| match (x, y) {
            (Val::Bits(x), Val::Bits(y)) => {
                Ok(Val::from_opt(fold::float_binary(op, ft, *x as u64, *y as u64).map(u128::from)))
            }
            _ => Ok(Val::Poison),
        });
    }
    let bits = crate::value::int_width(types, lane_ty);
    let divides = matches!(op, Opcode::UDiv | Opcode::SDiv | Opcode::URem | Opcode::SRem);
    if bits > 128 {
        return lanes2(a, b, &mut |x, y| match (x.words(bits), y.words(bits)) {
            (_, None) if divides => Err(Trap::ub(format!("{} by a poison divisor", op.name()))),
            (Some(x), Some(y)) => {
                wide::int_binary(op, flags, bits, &x, &y).map(|r| r.map_or(Val::Poison, Val::Wide)).map_err(fold_err)
            }
            (None, Some(y)) if divides && wide::is_zero(&y) => Err(fold_err(FoldError::DivByZero)),
            _ => Ok(Val::Poison),
        });
    }
    lanes2(a, b, &mut |x, y| match (x, y) {
        (_, Val::Poison) if divides => Err(Trap::ub(format!("{} by a poison divisor", op.name()))),
        (Val::Bits(x), Val::Bits(y)) => fold::int_binary(op, flags, bits, *x, *y).map(Val::from_opt).map_err(fold_err),
        (Val::Poison, Val::Bits(0)) if divides => Err(fold_err(FoldError::DivByZero)),
        _ => Ok(Val::Poison),
    })
}

/// The value `atomicrmw op` stores over `old` (type `ty`; lane-wise for vectors of floats). Poison
/// in either operand gives poison, except that `xchg` stores its operand as is.
pub fn atomic_rmw(types: &TypeStore, op: RmwOp, ty: Type, old: &Val, v: &Val) -> Result<Val, Trap> {
    if op == RmwOp::Xchg {
        return Ok(v.clone());
    }
    let lane = scalar_of(types, types.scalar(ty));
    lanes2(old, v, &mut |x, y| {
        let (Val::Bits(x), Val::Bits(y)) = (x, y) else { return Ok(Val::Poison) };
        Ok(match lane {
            Scalar::Int(bits) => Val::Bits(fold::rmw_int(op, bits, *x, *y)),
            Scalar::Float(ft) => Val::from_opt(fold::rmw_float(op, ft, *x as u64, *y as u64).map(u128::from)),
            _ => return Err(Trap::unsupported(format!("atomicrmw {} on this type", op.name()))),
        })
    })
}

/// `fneg`.
pub fn fneg(types: &TypeStore, ty: Type, a: &Val) -> Result<Val, Trap> {
    if scalar_of(types, types.scalar(ty)) == Scalar::X86Fp80 {
        return lanes1(a, &mut |x| Ok(x.bits().map_or(Val::Poison, |b| Val::Bits(f80::neg(b)))));
    }
    let ft = float_ty(types, types.scalar(ty))?;
    lanes1(a, &mut |x| Ok(x.bits().map_or(Val::Poison, |b| Val::Bits(fold::fneg(ft, b as u64) as u128))))
}

/// `icmp pred a, b` (integers or pointers, scalar or vector).
pub fn icmp(types: &TypeStore, pred: IntPredicate, ty: Type, a: &Val, b: &Val) -> Result<Val, Trap> {
    let bits = crate::value::int_width(types, types.scalar(ty));
    if bits > 128 {
        return lanes2(a, b, &mut |x, y| match (x.words(bits), y.words(bits)) {
            (Some(x), Some(y)) => Ok(Val::Bits(wide::icmp(pred, bits, &x, &y) as u128)),
            _ => Ok(Val::Poison),
        });
    }
    lanes2(a, b, &mut |x, y| match (x, y) {
        (Val::Bits(x), Val::Bits(y)) => Ok(Val::Bits(fold::icmp(pred, bits, *x, *y) as u128)),
        _ => Ok(Val::Poison),
    })
}

/// `fcmp pred a, b`.
pub fn fcmp(types: &TypeStore, pred: FloatPredicate, ty: Type, a: &Val, b: &Val) -> Result<Val, Trap> {
    if scalar_of(types, types.scalar(ty)) == Scalar::X86Fp80 {
        return lanes2(a, b, &mut |x, y| match (x, y) {
            (Val::Bits(x), Val::Bits(y)) => Ok(Val::Bits(f80::fcmp(pred, *x, *y) as u128)),
            _ => Ok(Val::Poison),
        });
    }
    let ft = float_ty(types, types.scalar(ty))?;
    lanes2(a, b, &mut |x, y| match (x, y) {
        (Val::Bits(x), Val::Bits(y)) => {
            Ok(Val::Bits(fold::fcmp(pred, fold::to_f64(ft, *x as u64), fold::to_f64(ft, *y as u64)) as u128))
        }
        _ => Ok(Val::Poison),
    })
}

/// A cast from `from` to `to`.
pub fn cast(types: &TypeStore, op: Opcode, flags: InstFlags, from: Type, to: Type, v: &Val) -> Result<Val, Trap> {
    if op == Opcode::BitCast {
        return bitcast(types, from, to, v);
    }
    let (fs, ts) = (scalar_of(types, types.scalar(from)), scalar_of(types, types.scalar(to)));
    let wide_int = |s: Scalar| matches!(s, Scalar::Int(b) if b > 128);
    if wide_int(fs) || wide_int(ts) {
        return lanes1(v, &mut |x| wide_cast(types, op, flags, fs, ts, x));
    }
    let mut lane = |x: &Val| -> Result<Val, Trap> {
        let Val::Bits(x) = *x else { return Ok(Val::Poison) };
        let r = match (op, fs, ts) {
            (Opcode::Trunc | Opcode::ZExt | Opcode::SExt, Scalar::Int(fb), Scalar::Int(tb)) => {
                fold::cast_int(op, flags, fb, tb, x)
            }
            (Opcode::FPToSI | Opcode::FPToUI, Scalar::Float(ft), Scalar::Int(tb)) => {
                fold::float_to_int(op == Opcode::FPToSI, ft, x as u64, tb)
            }
            (Opcode::SIToFP | Opcode::UIToFP, Scalar::Int(fb), Scalar::Float(ft)) => {
                fold::int_to_float(op == Opcode::SIToFP, flags.contains(InstFlags::NNEG), fb, x, ft).map(u128::from)
            }
            (Opcode::FPTrunc | Opcode::FPExt, Scalar::Float(a), Scalar::Float(b)) => {
                Some(fold::cast_float(a, b, x as u64) as u128)
            }
            (Opcode::FPToSI | Opcode::FPToUI, Scalar::X86Fp80, Scalar::Int(tb)) => {
                f80::to_int(op == Opcode::FPToSI, x, tb)
            }
            (Opcode::SIToFP | Opcode::UIToFP, Scalar::Int(fb), Scalar::X86Fp80) => {
                let signed = op == Opcode::SIToFP;
                let negative = fold::sext(fb, x) < 0;
                (signed || !flags.contains(InstFlags::NNEG) || !negative).then(|| f80::from_int(signed, fb, x))
            }
            (Opcode::FPExt, Scalar::Float(a), Scalar::X86Fp80) => Some(f80::from_ieee(a, x as u64)),
            (Opcode::FPTrunc, Scalar::X86Fp80, Scalar::Float(b)) => Some(f80::to_ieee(b, x) as u128),
            (Opcode::PtrToInt, Scalar::Ptr(_), Scalar::Int(tb)) => Some(fold::trunc(tb, x)),
            (Opcode::IntToPtr | Opcode::AddrSpaceCast, _, Scalar::Ptr(pb)) => Some(fold::trunc(pb, x)),
            _ => {
                return Err(Trap::unsupported(format!(
                    "{} from {} to {}",
                    op.name(),
                    kiln_ir::text::printer::print_type(types, from),
                    kiln_ir::text::printer::print_type(types, to)
                )))
            }
        };
        Ok(Val::from_opt(r))
    };
    lanes1(v, &mut lane)
}

/// A cast from or to an integer wider than 128 bits (one lane).
fn wide_cast(types: &TypeStore, op: Opcode, flags: InstFlags, fs: Scalar, ts: Scalar, x: &Val) -> Result<Val, Trap> {
    let width = |s: Scalar| match s {
        Scalar::Int(b) | Scalar::Ptr(b) => b,
        _ => 64,
    };
    let (fb, tb) = (width(fs), width(ts));
    let Some(w) = x.words(fb) else { return Ok(Val::Poison) };
    let r = match (op, fs, ts) {
        (Opcode::Trunc | Opcode::ZExt | Opcode::SExt, Scalar::Int(_), Scalar::Int(_)) => {
            wide::cast_int(op, flags, fb, tb, &w).map(|r| Val::int(tb, r))
        }
        // Pointers are 64 (or 32) bits: `ptrtoint` zero-extends, `inttoptr` truncates.
        (Opcode::PtrToInt, Scalar::Ptr(_), Scalar::Int(_)) => Some(Val::Wide(wide::from_u128(tb, w[0] as u128))),
        (Opcode::IntToPtr, Scalar::Int(_), Scalar::Ptr(pb)) => Some(Val::Bits(fold::trunc(pb, w[0] as u128))),
        (Opcode::SIToFP | Opcode::UIToFP, Scalar::Int(_), Scalar::Float(ft)) => {
            wide::int_to_float(op == Opcode::SIToFP, flags.contains(InstFlags::NNEG), fb, &w, ft)
                .map(|b| Val::Bits(b as u128))
        }
        (Opcode::FPToSI | Opcode::FPToUI, Scalar::Float(ft), Scalar::Int(_)) => {
            wide::float_to_int(op == Opcode::FPToSI, ft, w[0], tb).map(Val::Wide)
        }
        _ => {
            return Err(Trap::unsupported(format!(
                "{} from {} to {} (integers wider than 128 bits)",
                op.name(),
                scalar_name(types, fs),
                scalar_name(types, ts)
            )))
        }
    };
    Ok(r.unwrap_or(Val::Poison))
}

/// `iN`, `ptr`, ... for messages.
fn scalar_name(_types: &TypeStore, s: Scalar) -> String {
    match s {
        Scalar::Int(b) => format!("i{b}"),
        Scalar::Ptr(_) => "ptr".into(),
        Scalar::Float(f) => format!("{f:?}").to_lowercase(),
        Scalar::X86Fp80 => "x86_fp80".into(),
        Scalar::Other => "this type".into(),
    }
}

/// `bitcast`: reinterprets the little-endian in-memory bytes (poison spreads per byte).
pub fn bitcast(types: &TypeStore, from: Type, to: Type, v: &Val) -> Result<Val, Trap> {
    if from == to {
        return Ok(v.clone());
    }
    let size = types.store_size(from) as usize;
    if types.primitive_bits(from) != types.primitive_bits(to) {
        return Err(Trap::unsupported("bitcast between types of different sizes"));
    }
    let mut bytes = vec![0u8; size];
    let mut poison = vec![false; size];
    encode(types, from, v, &mut bytes, &mut poison)?;
    let v = decode(types, to, &bytes, Some(&poison))?;
    // A scalar built from partly poison bytes is poison; vectors keep per-lane poison.
    Ok(v)
}

/// `getelementptr`: the base (pointer or vector of pointers) plus scaled indices.
pub fn gep(
    types: &TypeStore,
    flags: InstFlags,
    source_ty: Type,
    base: &Val,
    indices: &[(Val, Type)],
    mem: &Memory,
) -> Result<Val, Trap> {
    let width = std::iter::once(base).chain(indices.iter().map(|i| &i.0)).find_map(|v| v.lanes().map(|l| l.len()));
    let lane_of = |v: &Val, i: usize| -> Val {
        match v {
            Val::Agg(l) => l.get(i).cloned().unwrap_or(Val::Poison),
            s => s.clone(),
        }
    };
    let one = |lane: usize| -> Result<Val, Trap> {
        let Val::Bits(b) = lane_of(base, lane) else { return Ok(Val::Poison) };
        let mut addr = b as u64;
        let mut ty = source_ty;
        for (k, (iv, ity)) in indices.iter().enumerate() {
            let Val::Bits(raw) = lane_of(iv, lane) else { return Ok(Val::Poison) };
            let ibits = crate::value::int_width(types, types.scalar(*ity));
            let idx = fold::sext(ibits, raw) as i64;
            if k == 0 {
                addr = addr.wrapping_add((idx as u64).wrapping_mul(types.alloc_size(ty)));
                continue;
            }
            match types.data(ty) {
                TypeData::Struct { .. } | TypeData::Named(_) => {
                    let layout =
                        types.struct_layout(ty).ok_or_else(|| Trap::ub("getelementptr into an opaque struct"))?;
                    let off =
                        *layout.offsets.get(idx as usize).ok_or_else(|| Trap::ub("struct field index out of range"))?;
                    addr = addr.wrapping_add(off);
                    ty = types.element_at(ty, idx as u64).unwrap_or(ty);
                }
                TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => {
                    addr = addr.wrapping_add((idx as u64).wrapping_mul(types.alloc_size(*elem)));
                    ty = *elem;
                }
                _ => return Err(Trap::ub("getelementptr index into a non-aggregate type")),
            }
        }
        let inbounds = flags.intersects(InstFlags::INBOUNDS | InstFlags::NUSW);
        if inbounds && mem.resolve(addr).0 != mem.resolve(b as u64).0 {
            // Left the allocation's address range: poison for inbounds.
            return Ok(Val::Poison);
        }
        Ok(Val::Bits(addr as u128))
    };
    match width {
        None => one(0),
        Some(n) => Ok(Val::Agg((0..n).map(one).collect::<Result<_, _>>()?)),
    }
}

/// `select c, a, b` (scalar condition, or per-lane with a vector condition).
pub fn select(c: &Val, a: &Val, b: &Val) -> Val {
    match c {
        // A condition is an `i1` (or a vector of them), never wide.
        Val::Wide(_) => Val::Poison,
        Val::Bits(x) => {
            if *x & 1 == 1 {
                a.clone()
            } else {
                b.clone()
            }
        }
        Val::Poison => match a {
            Val::Agg(l) => Val::Agg(vec![Val::Poison; l.len()].into_boxed_slice()),
            _ => Val::Poison,
        },
        Val::Agg(cs) => {
            let (al, bl) = (a.lanes().unwrap_or(&[]), b.lanes().unwrap_or(&[]));
            Val::Agg(
                cs.iter()
                    .enumerate()
                    .map(|(i, c)| match c {
                        Val::Bits(x) if x & 1 == 1 => al.get(i).cloned().unwrap_or(Val::Poison),
                        Val::Bits(_) => bl.get(i).cloned().unwrap_or(Val::Poison),
                        _ => Val::Poison,
                    })
                    .collect(),
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(xs: &[u128]) -> Val {
        Val::Agg(xs.iter().map(|&x| Val::Bits(x)).collect())
    }

    #[test]
    fn vector_arithmetic_is_per_lane_with_poison() {
        let mut t = TypeStore::new();
        let v4 = t.vector(4, Type::I8);
        let a = Val::Agg(vec![Val::Bits(1), Val::Poison, Val::Bits(0x7f), Val::Bits(0xff)].into());
        let r = binary(&t, Opcode::Add, InstFlags::NSW, v4, &a, &v(&[1, 1, 1, 1])).unwrap();
        assert_eq!(r, Val::Agg(vec![Val::Bits(2), Val::Poison, Val::Poison, Val::Bits(0)].into()));
        assert!(binary(&t, Opcode::SDiv, InstFlags::empty(), v4, &v(&[1, 2, 3, 4]), &v(&[1, 0, 1, 1])).is_err());
        let c = icmp(&t, IntPredicate::Slt, v4, &v(&[0x80, 1, 2, 3]), &v(&[0, 1, 3, 3])).unwrap();
        assert_eq!(c, v(&[1, 0, 1, 0]));
    }

    #[test]
    fn bitcast_goes_through_memory_layout() {
        let mut t = TypeStore::new();
        let v2 = t.vector(2, Type::I32);
        let r = bitcast(&t, Type::I64, v2, &Val::Bits(0x0000_0002_0000_0001)).unwrap();
        assert_eq!(r, v(&[1, 2]));
        let back = bitcast(&t, v2, Type::DOUBLE, &v(&[0, 0x3ff0_0000])).unwrap();
        assert_eq!(back, Val::Bits(1f64.to_bits() as u128));
        let v8 = t.vector(8, Type::I1);
        assert_eq!(bitcast(&t, v8, Type::I8, &v(&[1, 0, 0, 0, 0, 0, 0, 1])).unwrap(), Val::Bits(0x81));
    }

    #[test]
    fn casts() {
        let t = TypeStore::new();
        let f = |x: f64| Val::Bits(x.to_bits() as u128);
        assert_eq!(
            cast(&t, Opcode::FPToSI, InstFlags::empty(), Type::DOUBLE, Type::I32, &f(-3.7)).unwrap(),
            Val::Bits(0xffff_fffd)
        );
        assert_eq!(
            cast(&t, Opcode::FPToSI, InstFlags::empty(), Type::DOUBLE, Type::I8, &f(300.0)).unwrap(),
            Val::Poison
        );
        assert_eq!(
            cast(&t, Opcode::PtrToInt, InstFlags::empty(), Type::PTR, Type::I32, &Val::Bits(0x1_0000_0004)).unwrap(),
            Val::Bits(4)
        );
    }
}
