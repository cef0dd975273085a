//! Intrinsic calls (`@llvm.*`): memory, integer and floating-point math, vector reductions,
//! varargs, and the no-op hints. (The GC intrinsics are in `gc`; the element-atomic copies
//! here share its checks.)

use crate::f80::{self, Mode};
use crate::machine::{Machine, R};
use crate::memory::AllocKind;
use crate::ops::{lanes1, lanes2};
use crate::trap::{Trap, TrapKind};
use crate::value::{int_width, scalar_of, Scalar, Val};
use kiln_ir::fold::{self, FloatTy, OverflowOp};
use kiln_ir::{Intrinsic, Type, Value};

fn lanes3(a: &Val, b: &Val, c: &Val, f: &mut dyn FnMut(u128, u128, u128) -> Val) -> Val {
    match (a, b, c) {
        (Val::Agg(x), Val::Agg(y), Val::Agg(z)) => {
            Val::Agg(x.iter().zip(y.iter()).zip(z.iter()).map(|((p, q), r)| lanes3(p, q, r, f)).collect())
        }
        (Val::Bits(x), Val::Bits(y), Val::Bits(z)) => f(*x, *y, *z),
        _ => Val::Poison,
    }
}

/// The bit of an `llvm.is.fpclass` test mask that describes the float `bits` of type `ft`
/// (0 signalling NaN, 1 quiet NaN, 2..=5 negative infinity/normal/subnormal/zero, 6..=9 the
/// positive ones in the reverse order).
fn fp_class_bit(ft: FloatTy, bits: u64) -> u32 {
    let (exp_bits, man_bits) = match ft {
        FloatTy::Half => (5, 10),
        FloatTy::Float => (8, 23),
        FloatTy::Double => (11, 52),
    };
    let man = bits & ((1u64 << man_bits) - 1);
    let exp = (bits >> man_bits) & ((1u64 << exp_bits) - 1);
    let neg = (bits >> (man_bits + exp_bits)) & 1 == 1;
    let exp_max = (1u64 << exp_bits) - 1;
    if exp == exp_max && man != 0 {
        return if man >> (man_bits - 1) & 1 == 1 { 1 } else { 0 };
    }
    // Position counted outward from zero: 0 zero, 1 subnormal, 2 normal, 3 infinity.
    let magnitude = match (exp, man) {
        (0, 0) => 0,
        (0, _) => 1,
        (e, _) if e == exp_max => 3,
        _ => 2,
    };
    if neg {
        5 - magnitude
    } else {
        6 + magnitude
    }
}

fn flag(v: Option<&Val>) -> bool {
    matches!(v, Some(Val::Bits(1)))
}

/// The `{ result, overflow }` pair of a `*.with.overflow` intrinsic, lane by lane: `f` gives a lane's
/// result and flag, or `None` when an operand is poison (both then poison).
fn with_overflow_flags(a: &Val, b: &Val, f: &mut dyn FnMut(&Val, &Val) -> Option<(Val, bool)>) -> Result<Val, Trap> {
    let mut flags = Vec::new();
    let res = lanes2(a, b, &mut |x, y| match f(x, y) {
        Some((r, o)) => {
            flags.push(Val::Bits(o as u128));
            Ok(r)
        }
        None => {
            flags.push(Val::Poison);
            Ok(Val::Poison)
        }
    })?;
    let flag = if matches!(res, Val::Agg(_)) {
        Val::Agg(flags.into_boxed_slice())
    } else {
        flags.pop().unwrap_or(Val::Poison)
    };
    Ok(Val::Agg(vec![res, flag].into_boxed_slice()))
}

/// An integer intrinsic on integers wider than 128 bits (lane by lane), whose result has
/// `rbits` bits per lane.
fn wide_intrinsic(intr: Intrinsic, bits: u32, args: &[Val], rbits: u32) -> Result<Val, Trap> {
    use kiln_ir::wide;
    use Intrinsic as I;
    let arg = |i: usize| args.get(i).cloned().unwrap_or(Val::Poison);
    let words = |v: &Val| v.words(bits).map(|w| w.into_owned());
    Ok(match intr {
        I::Smin
        | I::Smax
        | I::Umin
        | I::Umax
        | I::SaddSat
        | I::UaddSat
        | I::SsubSat
        | I::UsubSat
        | I::SshlSat
        | I::UshlSat => lanes2(&arg(0), &arg(1), &mut |a, b| match (words(a), words(b)) {
            (Some(a), Some(b)) => {
                Ok(wide::int_binary_intrinsic(intr, bits, &a, &b).flatten().map_or(Val::Poison, Val::Wide))
            }
            _ => Ok(Val::Poison),
        })?,
        I::Abs => {
            let min_poison = flag(args.get(1));
            lanes1(&arg(0), &mut |a| {
                Ok(words(a).and_then(|a| wide::abs(bits, &a, min_poison)).map_or(Val::Poison, Val::Wide))
            })?
        }
        I::Ctpop | I::Ctlz | I::Cttz => {
            let zero_poison = flag(args.get(1));
            lanes1(&arg(0), &mut |a| {
                let Some(a) = words(a) else { return Ok(Val::Poison) };
                let n = match intr {
                    I::Ctpop => Some(wide::ctpop(&a)),
                    I::Ctlz => wide::ctlz(bits, &a, zero_poison),
                    _ => wide::cttz(bits, &a, zero_poison),
                };
                Ok(n.map_or(Val::Poison, |n| Val::Wide(wide::from_u128(bits, n as u128))))
            })?
        }
        I::Bswap | I::Bitreverse => lanes1(&arg(0), &mut |a| {
            let Some(a) = words(a) else { return Ok(Val::Poison) };
            Ok(Val::Wide(if intr == I::Bswap { wide::bswap(bits, &a) } else { wide::bitreverse(bits, &a) }))
        })?,
        I::Fshl | I::Fshr => {
            let (b, c) = (arg(1), arg(2));
            let one = |a: &Val, b: &Val, c: &Val| match (words(a), words(b), words(c)) {
                (Some(a), Some(b), Some(c)) => {
                    Val::Wide(if intr == I::Fshl { wide::fshl(bits, &a, &b, &c) } else { wide::fshr(bits, &a, &b, &c) })
                }
                _ => Val::Poison,
            };
            match (arg(0), &b, &c) {
                (Val::Agg(x), Val::Agg(y), Val::Agg(z)) => {
                    Val::Agg(x.iter().zip(y.iter()).zip(z.iter()).map(|((p, q), r)| one(p, q, r)).collect())
                }
                (a, b, c) => one(&a, b, c),
            }
        }
        I::SaddWithOverflow
        | I::UaddWithOverflow
        | I::SsubWithOverflow
        | I::UsubWithOverflow
        | I::SmulWithOverflow
        | I::UmulWithOverflow => {
            let op = OverflowOp::of(intr).ok_or_else(|| Trap::unsupported("overflow intrinsic"))?;
            with_overflow_flags(&arg(0), &arg(1), &mut |a, b| {
                let (a, b) = (words(a)?, words(b)?);
                let (r, o) = wide::with_overflow(op, bits, &a, &b);
                Some((Val::Wide(r), o))
            })?
        }
        I::Scmp | I::Ucmp => lanes2(&arg(0), &arg(1), &mut |a, b| match (words(a), words(b)) {
            (Some(a), Some(b)) => Ok(Val::Bits(wide::three_way_compare(intr == I::Scmp, bits, &a, &b, rbits))),
            _ => Ok(Val::Poison),
        })?,
        I::Expect | I::ExpectWithProbability => arg(0),
        _ => return Err(Trap::unsupported(format!("intrinsic {} on integers wider than 128 bits", intr.name()))),
    })
}

/// A floating-point intrinsic whose first operand is `x86_fp80` (or a vector of it), lane by
/// lane; `None` when `intr` is not one the interpreter evaluates on `x86_fp80`. `exp_bits` is
/// the width of `llvm.ldexp`'s exponent operand.
fn f80_intrinsic(intr: Intrinsic, args: &[Val], exp_bits: u32) -> Option<Result<Val, Trap>> {
    use Intrinsic as I;
    const ONE: u128 = 0x3fff_8000_0000_0000_0000;
    let arg = |i: usize| args.get(i).cloned().unwrap_or(Val::Poison);
    let unary =
        |f: &dyn Fn(u128) -> u128| lanes1(&arg(0), &mut |a| Ok(a.bits().map_or(Val::Poison, |a| Val::Bits(f(a)))));
    let binary = |f: &dyn Fn(u128, u128) -> u128| {
        lanes2(&arg(0), &arg(1), &mut |a, b| match (a, b) {
            (Val::Bits(a), Val::Bits(b)) => Ok(Val::Bits(f(*a, *b))),
            _ => Ok(Val::Poison),
        })
    };
    Some(match intr {
        I::Sqrt => unary(&f80::sqrt),
        I::Fabs => unary(&f80::abs),
        I::Floor => unary(&|a| f80::round_integral(a, Mode::Down)),
        I::Ceil => unary(&|a| f80::round_integral(a, Mode::Up)),
        I::Trunc => unary(&|a| f80::round_integral(a, Mode::TowardZero)),
        I::Round => unary(&f80::roundl),
        I::Roundeven | I::Rint | I::Nearbyint => unary(&|a| f80::round_integral(a, Mode::NearestEven)),
        I::Canonicalize => unary(&|a| f80::mul(a, ONE)),
        I::Copysign => binary(&f80::copysign),
        I::Minnum => binary(&|a, b| f80::min_max(false, a, b)),
        I::Maxnum => binary(&|a, b| f80::min_max(true, a, b)),
        I::Ldexp => binary(&|a, n| f80::ldexp(a, fold::sext(exp_bits, n) as i64)),
        I::Fma | I::Fmuladd => {
            Ok(lanes3(&arg(0), &arg(1), &arg(2), &mut |a, b, c| Val::Bits(f80::fma(intr == I::Fma, a, b, c))))
        }
        I::IsFpclass => {
            let Val::Bits(mask) = arg(1) else { return Some(Err(Trap::ub("llvm.is.fpclass test mask is poison"))) };
            lanes1(&arg(0), &mut |a| Ok(a.bits().map_or(Val::Poison, |a| Val::Bits(f80::is_fpclass(a, mask) as u128))))
        }
        I::Frexp => {
            // `{ fraction, exponent }`, lane by lane for vectors.
            let one = |a: &Val| match a {
                Val::Bits(a) => {
                    let (m, e) = f80::frexp(*a);
                    (Val::Bits(m), Val::Bits(e as u32 as u128))
                }
                _ => (Val::Poison, Val::Poison),
            };
            Ok(match arg(0) {
                Val::Agg(lanes) => {
                    let (m, e): (Vec<Val>, Vec<Val>) = lanes.iter().map(one).unzip();
                    Val::Agg(vec![Val::Agg(m.into()), Val::Agg(e.into())].into())
                }
                a => {
                    let (m, e) = one(&a);
                    Val::Agg(vec![m, e].into())
                }
            })
        }
        _ => return None,
    })
}

impl<'m> Machine<'m> {
    fn float_lane_ty(&self, t: Type) -> Result<FloatTy, Trap> {
        match scalar_of(&self.m.types, self.m.types.scalar(t)) {
            Scalar::Float(f) => Ok(f),
            _ => Err(Trap::unsupported(format!(
                "floating-point intrinsic on {}",
                kiln_ir::text::printer::print_type(&self.m.types, t)
            ))),
        }
    }

    pub(crate) fn nonpoison(&self, v: &Val, what: &str) -> Result<u128, Trap> {
        match v {
            Val::Bits(b) => Ok(*b),
            _ => Err(Trap::ub(format!("{what} is poison"))),
        }
    }

    /// Executes a call of intrinsic `intr` with `args`, the values of operands `arg_values` of
    /// the innermost frame (which give their types); `rty` is the call's result type.
    pub fn intrinsic(&mut self, intr: Intrinsic, arg_values: &[Value], args: &[Val], rty: Type) -> R<Option<Val>> {
        let m = self.m;
        let types = &m.types;
        let arg = |i: usize| args.get(i).cloned().unwrap_or(Val::Poison);
        let aty = |i: usize| arg_values.get(i).map(|&v| self.ty(v)).unwrap_or(Type::VOID);
        let bits0 = int_width(types, types.scalar(aty(0)));
        use Intrinsic as I;
        if scalar_of(types, types.scalar(aty(0))) == Scalar::X86Fp80 {
            if let Some(v) = f80_intrinsic(intr, args, int_width(types, types.scalar(aty(1)))) {
                return Ok(Some(v?));
            }
        }
        if bits0 > 128 && matches!(scalar_of(types, types.scalar(aty(0))), Scalar::Int(_)) {
            return Ok(Some(wide_intrinsic(intr, bits0, args, int_width(types, types.scalar(rty)))?));
        }
        let v = match intr {
            I::Memcpy | I::MemcpyInline | I::Memmove => {
                let len = self.nonpoison(&arg(2), "memcpy length")? as u64;
                if len > 0 {
                    let dst = self.nonpoison(&arg(0), "memcpy destination")? as u64;
                    let src = self.nonpoison(&arg(1), "memcpy source")? as u64;
                    if intr != I::Memmove && dst != src && dst < src.wrapping_add(len) && src < dst.wrapping_add(len) {
                        return Err(Trap::ub("llvm.memcpy with overlapping source and destination").into());
                    }
                    self.mem.copy(dst, src, len)?;
                }
                return Ok(None);
            }
            I::MemcpyElementUnorderedAtomic | I::MemmoveElementUnorderedAtomic => {
                let len = self.nonpoison(&arg(2), "element-atomic copy length")? as u64;
                let elem = self.nonpoison(&arg(3), "element-atomic copy element size")? as u64;
                let (dst, src) = if len > 0 {
                    let dst = self.nonpoison(&arg(0), "element-atomic copy destination")? as u64;
                    (dst, self.nonpoison(&arg(1), "element-atomic copy source")? as u64)
                } else {
                    (0, 0)
                };
                self.element_atomic_copy(intr.name(), dst, src, len, elem, intr == I::MemmoveElementUnorderedAtomic)?;
                return Ok(None);
            }
            I::Memset | I::MemsetInline => {
                let len = self.nonpoison(&arg(2), "memset length")? as u64;
                if len > 0 {
                    let dst = self.nonpoison(&arg(0), "memset destination")? as u64;
                    let byte = self.nonpoison(&arg(1), "memset value")? as u8;
                    self.mem.fill(dst, byte, len)?;
                }
                return Ok(None);
            }
            I::LifetimeStart
            | I::LifetimeEnd
            | I::InvariantEnd
            | I::Donothing
            // A stack map only records values for a runtime to read.
            | I::Stackmap
            | I::Sideeffect
            | I::NoaliasScopeDecl
            | I::DbgDeclare
            | I::DbgValue
            | I::DbgLabel
            | I::DbgAssign
            | I::Prefetch
            | I::VaEnd
            | I::VarAnnotation => return Ok(None),
            I::InvariantStart => Val::Bits(0),
            I::LaunderInvariantGroup
            | I::StripInvariantGroup
            | I::ThreadLocalAddress
            | I::Expect
            | I::ExpectWithProbability
            | I::Annotation
            | I::PtrAnnotation
            | I::ArithmeticFence => arg(0),
            I::IsConstant => Val::Bits(0),
            I::EhTypeidFor => {
                let ti = self.nonpoison(&arg(0), "llvm.eh.typeid.for type info")? as u64;
                Val::Bits(self.typeid(ti) as u32 as u128)
            }
            I::Assume => {
                if self.nonpoison(&arg(0), "llvm.assume condition")? & 1 == 0 {
                    return Err(Trap::ub("llvm.assume called with a false condition").into());
                }
                return Ok(None);
            }
            I::Trap | I::Ubsantrap | I::Debugtrap => {
                return Err(Trap::new(TrapKind::Abort, format!("{} called", intr.name())).into());
            }
            I::StackSave => {
                let marker = self.mem.allocate(0, AllocKind::Stack, true)?;
                self.frames.last_mut().expect("frame").allocas.push(marker);
                Val::Bits(marker as u128)
            }
            I::StackRestore => {
                let marker = self.nonpoison(&arg(0), "llvm.stackrestore pointer")? as u64;
                let fr = self.frames.last_mut().expect("frame");
                if !fr.allocas.contains(&marker) {
                    return Err(Trap::ub("llvm.stackrestore with a pointer not saved in this frame").into());
                }
                let keep: Vec<u64> = fr.allocas.iter().copied().filter(|&a| a <= marker).collect();
                let drop: Vec<u64> = fr.allocas.iter().copied().filter(|&a| a > marker).collect();
                fr.allocas = keep;
                for a in drop {
                    self.mem.free(a, false, "llvm.stackrestore")?;
                }
                return Ok(None);
            }
            I::ObjectSize => {
                let bits = int_width(types, rty);
                Val::Bits(if flag(args.get(1)) { 0 } else { fold::mask(bits) })
            }
            I::PtrMask => lanes2(&arg(0), &arg(1), &mut |p, q| match (p, q) {
                (Val::Bits(p), Val::Bits(q)) => Ok(Val::Bits(p & q)),
                _ => Ok(Val::Poison),
            })?,
            I::ReadCycleCounter => Val::Bits(self.steps as u128),
            I::ReturnAddress | I::FrameAddress | I::AddressOfReturnAddress => Val::Bits(0),
            I::Smin
            | I::Smax
            | I::Umin
            | I::Umax
            | I::SaddSat
            | I::UaddSat
            | I::SsubSat
            | I::UsubSat
            | I::SshlSat
            | I::UshlSat => lanes2(&arg(0), &arg(1), &mut |a, b| match (a, b) {
                (Val::Bits(a), Val::Bits(b)) => {
                    Ok(Val::from_opt(fold::int_binary_intrinsic(intr, bits0, *a, *b).flatten()))
                }
                _ => Ok(Val::Poison),
            })?,
            I::Abs => {
                let min_poison = flag(args.get(1));
                lanes1(&arg(0), &mut |a| {
                    Ok(a.bits().map_or(Val::Poison, |a| Val::from_opt(fold::abs(bits0, a, min_poison))))
                })?
            }
            I::Ctpop | I::Ctlz | I::Cttz | I::Bswap | I::Bitreverse => {
                let zero_poison = flag(args.get(1));
                lanes1(&arg(0), &mut |a| {
                    let Val::Bits(a) = *a else { return Ok(Val::Poison) };
                    Ok(Val::from_opt(match intr {
                        I::Ctpop => Some(fold::ctpop(a)),
                        I::Ctlz => fold::ctlz(bits0, a, zero_poison),
                        I::Cttz => fold::cttz(bits0, a, zero_poison),
                        I::Bswap => Some(fold::bswap(bits0, a)),
                        _ => Some(fold::bitreverse(bits0, a)),
                    }))
                })?
            }
            I::Fshl | I::Fshr => lanes3(&arg(0), &arg(1), &arg(2), &mut |a, b, c| {
                Val::Bits(if intr == I::Fshl { fold::fshl(bits0, a, b, c) } else { fold::fshr(bits0, a, b, c) })
            }),
            I::SaddWithOverflow
            | I::UaddWithOverflow
            | I::SsubWithOverflow
            | I::UsubWithOverflow
            | I::SmulWithOverflow
            | I::UmulWithOverflow => {
                let op = OverflowOp::of(intr).ok_or_else(|| Trap::unsupported("overflow intrinsic"))?;
                with_overflow_flags(&arg(0), &arg(1), &mut |a, b| match (a, b) {
                    (Val::Bits(a), Val::Bits(b)) => {
                        let (r, o) = fold::with_overflow(op, bits0, *a, *b);
                        Some((Val::Bits(r), o))
                    }
                    _ => None,
                })?
            }
            I::Scmp | I::Ucmp => {
                let rbits = int_width(types, types.scalar(rty));
                lanes2(&arg(0), &arg(1), &mut |a, b| match (a, b) {
                    (Val::Bits(a), Val::Bits(b)) => {
                        Ok(Val::Bits(fold::three_way_compare(intr == I::Scmp, bits0, *a, *b, rbits)))
                    }
                    _ => Ok(Val::Poison),
                })?
            }
            I::Fmuladd | I::Fma => {
                let ft = self.float_lane_ty(aty(0))?;
                lanes3(&arg(0), &arg(1), &arg(2), &mut |a, b, c| {
                    Val::Bits(fold::fmuladd(intr == I::Fma, ft, a as u64, b as u64, c as u64) as u128)
                })
            }
            I::Sqrt
            | I::Fabs
            | I::Floor
            | I::Ceil
            | I::Trunc
            | I::Round
            | I::Roundeven
            | I::Rint
            | I::Nearbyint
            | I::Canonicalize => {
                let ft = self.float_lane_ty(aty(0))?;
                lanes1(&arg(0), &mut |a| {
                    Ok(a.bits().map_or(Val::Poison, |a| {
                        Val::from_opt(fold::float_unary_intrinsic(intr, ft, a as u64).map(u128::from))
                    }))
                })?
            }
            I::MaskedLoad | I::MaskedGather => {
                // Only enabled lanes touch memory; the others take the pass-through lane.
                let elem = types.scalar(rty);
                let step = types.alloc_size(elem);
                let (mask, pass, addrs) = (arg(2), arg(3), arg(0));
                let n = mask.lanes().map_or(0, |l| l.len());
                let mut out = Vec::with_capacity(n);
                for i in 0..n {
                    if !self.mask_lane(&mask, i, intr)? {
                        out.push(pass.lanes().and_then(|l| l.get(i)).cloned().unwrap_or(Val::Poison));
                        continue;
                    }
                    let addr = self.lane_address(&addrs, i, step, intr)?;
                    out.push(self.mem.load(types, elem, addr)?);
                }
                Val::Agg(out.into_boxed_slice())
            }
            I::MaskedStore | I::MaskedScatter => {
                let vty = aty(0);
                let elem = types.scalar(vty);
                let step = types.alloc_size(elem);
                let (vals, addrs, mask) = (arg(0), arg(1), arg(3));
                let n = mask.lanes().map_or(0, |l| l.len());
                for i in 0..n {
                    if self.mask_lane(&mask, i, intr)? {
                        let addr = self.lane_address(&addrs, i, step, intr)?;
                        let v = vals.lanes().and_then(|l| l.get(i)).cloned().unwrap_or(Val::Poison);
                        self.mem.store(types, elem, addr, &v)?;
                    }
                }
                return Ok(None);
            }
            I::LoadRelative => {
                // `ptr + sext(load i32 (ptr + offset))`: clang's relative lookup tables.
                let base = self.nonpoison(&arg(0), "llvm.load.relative pointer")? as u64;
                let off = self.nonpoison(&arg(1), "llvm.load.relative offset")? as u64;
                let rel = self.mem.load(types, Type::I32, base.wrapping_add(off))?;
                let rel = self.nonpoison(&rel, "llvm.load.relative table entry")? as u32 as i32;
                Val::Bits(base.wrapping_add(rel as i64 as u64) as u128)
            }
            I::IsFpclass => {
                let ft = self.float_lane_ty(aty(0))?;
                let mask = self.nonpoison(&arg(1), "llvm.is.fpclass test mask")?;
                lanes1(&arg(0), &mut |a| {
                    Ok(a.bits().map_or(Val::Poison, |a| Val::Bits((mask >> fp_class_bit(ft, a as u64)) & 1)))
                })?
            }
            I::Copysign | I::Minnum | I::Maxnum | I::Minimum | I::Maximum => {
                let ft = self.float_lane_ty(aty(0))?;
                lanes2(&arg(0), &arg(1), &mut |a, b| match (a, b) {
                    (Val::Bits(a), Val::Bits(b)) => {
                        Ok(Val::from_opt(fold::float_binary_intrinsic(intr, ft, *a as u64, *b as u64).map(u128::from)))
                    }
                    _ => Ok(Val::Poison),
                })?
            }
            I::VectorReduceAdd
            | I::VectorReduceMul
            | I::VectorReduceAnd
            | I::VectorReduceOr
            | I::VectorReduceXor
            | I::VectorReduceSmax
            | I::VectorReduceSmin
            | I::VectorReduceUmax
            | I::VectorReduceUmin => self.reduce_int(intr, &arg(0), bits0)?,
            I::VectorReduceFadd | I::VectorReduceFmul => {
                let ft = self.float_lane_ty(aty(1))?;
                let op = if intr == I::VectorReduceFadd { kiln_ir::Opcode::FAdd } else { kiln_ir::Opcode::FMul };
                let mut acc = arg(0);
                for lane in arg(1).lanes().unwrap_or(&[]) {
                    acc = match (&acc, lane) {
                        (Val::Bits(a), Val::Bits(b)) => {
                            Val::from_opt(fold::float_binary(op, ft, *a as u64, *b as u64).map(u128::from))
                        }
                        _ => Val::Poison,
                    };
                }
                acc
            }
            I::VectorReduceFmax | I::VectorReduceFmin | I::VectorReduceFmaximum | I::VectorReduceFminimum => {
                let ft = self.float_lane_ty(aty(0))?;
                let pair = match intr {
                    I::VectorReduceFmax => I::Maxnum,
                    I::VectorReduceFmin => I::Minnum,
                    I::VectorReduceFmaximum => I::Maximum,
                    _ => I::Minimum,
                };
                let v = arg(0);
                let lanes = v.lanes().unwrap_or(&[]);
                let mut acc = lanes.first().cloned().unwrap_or(Val::Poison);
                for lane in lanes.iter().skip(1) {
                    acc = match (&acc, lane) {
                        (Val::Bits(a), Val::Bits(b)) => {
                            Val::from_opt(fold::float_binary_intrinsic(pair, ft, *a as u64, *b as u64).map(u128::from))
                        }
                        _ => Val::Poison,
                    };
                }
                acc
            }
            I::VectorReverse => match arg(0) {
                Val::Agg(l) => Val::Agg(l.iter().rev().cloned().collect()),
                v => v,
            },
            I::VaStart => {
                let ap = self.nonpoison(&arg(0), "va_start pointer")? as u64;
                self.va_start(ap)?;
                return Ok(None);
            }
            I::VaCopy => {
                let dst = self.nonpoison(&arg(0), "va_copy destination")? as u64;
                let src = self.nonpoison(&arg(1), "va_copy source")? as u64;
                self.mem.copy(dst, src, 24)?;
                return Ok(None);
            }
            _ => return Err(Trap::unsupported(format!("intrinsic {}", intr.name())).into()),
        };
        Ok(Some(v))
    }

    /// Lane `i` of a mask operand of a masked memory intrinsic (a poison lane is undefined).
    fn mask_lane(&self, mask: &Val, i: usize, intr: Intrinsic) -> Result<bool, Trap> {
        match mask.lanes().and_then(|l| l.get(i)) {
            Some(Val::Bits(b)) => Ok(b & 1 == 1),
            _ => Err(Trap::ub(format!("{}: mask lane {i} is poison", intr.name()))),
        }
    }

    /// The address of lane `i`: `base + i * step` for a pointer, lane `i` of a pointer vector.
    fn lane_address(&self, addrs: &Val, i: usize, step: u64, intr: Intrinsic) -> Result<u64, Trap> {
        let what = format!("{} address of lane {i}", intr.name());
        match addrs.lanes() {
            Some(l) => self.nonpoison(l.get(i).unwrap_or(&Val::Poison), &what).map(|a| a as u64),
            None => Ok((self.nonpoison(addrs, &what)? as u64).wrapping_add(step.wrapping_mul(i as u64))),
        }
    }

    fn reduce_int(&self, intr: Intrinsic, v: &Val, bits: u32) -> Result<Val, Trap> {
        use Intrinsic as I;
        let lanes = v.lanes().unwrap_or(&[]);
        let mut acc: Option<u128> = None;
        for lane in lanes {
            let Val::Bits(x) = *lane else { return Ok(Val::Poison) };
            acc = Some(match acc {
                None => x,
                Some(a) => match intr {
                    I::VectorReduceAdd => a.wrapping_add(x) & fold::mask(bits),
                    I::VectorReduceMul => a.wrapping_mul(x) & fold::mask(bits),
                    I::VectorReduceAnd => a & x,
                    I::VectorReduceOr => a | x,
                    I::VectorReduceXor => a ^ x,
                    I::VectorReduceSmax => fold::int_binary_intrinsic(I::Smax, bits, a, x).flatten().unwrap_or(a),
                    I::VectorReduceSmin => fold::int_binary_intrinsic(I::Smin, bits, a, x).flatten().unwrap_or(a),
                    I::VectorReduceUmax => a.max(x),
                    _ => a.min(x),
                },
            });
        }
        Ok(Val::from_opt(acc))
    }
}
