//! Random signatures for the ABI fuzzer, deterministic from `(seed, index)`: 1–20 parameters of
//! scalars, i128, vectors and structs (nested, arrays, packed, over-aligned), a return type from the
//! same pool or void, and sometimes a variadic tail.

use super::ty::{Param, Sig, Ty, VecKind};

/// A SplitMix64 generator: small, fast, and good enough for picking shapes.
pub struct Rng(u64);

impl Rng {
    /// A generator for signature `index` of run `seed`.
    pub fn for_case(seed: u64, index: u64) -> Rng {
        let mut r = Rng(seed ^ index.wrapping_mul(0x9e37_79b9_7f4a_7c15));
        r.next_u64();
        r
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number in `lo..=hi`.
    pub fn range(&mut self, lo: u32, hi: u32) -> u32 {
        lo + (self.next_u64() % u64::from(hi - lo + 1)) as u32
    }

    /// True with probability `percent`/100.
    pub fn chance(&mut self, percent: u32) -> bool {
        self.range(0, 99) < percent
    }

    fn pick<T: Clone>(&mut self, items: &[T]) -> T {
        items[self.range(0, items.len() as u32 - 1) as usize].clone()
    }
}

const SCALARS: [Ty; 8] = [Ty::I8, Ty::I16, Ty::I32, Ty::I64, Ty::F32, Ty::F64, Ty::Ptr, Ty::I128];
/// A vector kind for a whole value: 128-bit mostly, 64- and 256-bit now and then.
fn vec_kind(rng: &mut Rng) -> VecKind {
    if rng.chance(80) {
        VecKind::ALL[rng.range(0, 3) as usize]
    } else {
        VecKind::ALL[rng.range(4, 7) as usize]
    }
}

/// A vector kind for a struct member: no 256-bit vectors, because gcc without AVX aligns them to
/// 16 while LLVM's layout aligns them to 32, so struct layouts would differ.
fn member_vec_kind(rng: &mut Rng) -> VecKind {
    if rng.chance(85) {
        VecKind::ALL[rng.range(0, 3) as usize]
    } else {
        VecKind::ALL[rng.range(4, 5) as usize]
    }
}

/// A scalar for a struct member: mostly small types, i128 rarely.
fn member_scalar(rng: &mut Rng) -> Ty {
    if rng.chance(4) {
        Ty::I128
    } else {
        rng.pick(&SCALARS[..7])
    }
}

/// A struct member: scalar, vector, array or (while `depth` allows) a nested struct.
fn member(rng: &mut Rng, depth: u32) -> Ty {
    match rng.range(0, 99) {
        0..=64 => member_scalar(rng),
        65..=71 => Ty::Vec(member_vec_kind(rng)),
        72..=85 => {
            let elem = if depth > 0 && rng.chance(30) { gen_struct(rng, depth - 1) } else { member_scalar(rng) };
            Ty::Array { elem: Box::new(elem), len: rng.range(1, 4) }
        }
        _ if depth > 0 => gen_struct(rng, depth - 1),
        _ => member_scalar(rng),
    }
}

/// A struct of 1–64 bytes: sometimes homogeneous (all floats, all doubles, ...), sometimes small
/// (the register-passing cases), sometimes packed.
fn gen_struct(rng: &mut Rng, depth: u32) -> Ty {
    for _ in 0..16 {
        let packed = rng.chance(12);
        let n = if rng.chance(50) { rng.range(1, 3) } else { rng.range(1, 7) };
        let fields: Vec<Ty> = if rng.chance(20) {
            let t = rng.pick(&[Ty::F32, Ty::F64, Ty::I8, Ty::I16, Ty::I32, Ty::I64]);
            vec![t; n as usize]
        } else {
            (0..n).map(|_| member(rng, depth)).collect()
        };
        let t = Ty::Struct { fields, packed };
        if (1..=64).contains(&t.size()) {
            return t;
        }
    }
    Ty::Struct { fields: vec![Ty::I32, Ty::F32], packed: false }
}

/// An aggregate: a struct, or sometimes a whole array `[N x T]`.
fn gen_aggregate(rng: &mut Rng) -> Ty {
    if rng.chance(12) {
        let elem = rng.pick(&[Ty::I8, Ty::I16, Ty::I32, Ty::I64, Ty::F32, Ty::F64]);
        let len = rng.range(1, 64 / elem.size()).min(rng.range(1, 6));
        Ty::Array { elem: Box::new(elem), len }
    } else {
        gen_struct(rng, 2)
    }
}

/// A value type for a parameter or return.
fn gen_value(rng: &mut Rng) -> Ty {
    match rng.range(0, 99) {
        0..=39 => rng.pick(&SCALARS[..7]),
        40..=44 => Ty::I128,
        45..=54 => Ty::Vec(vec_kind(rng)),
        _ => gen_aggregate(rng),
    }
}

/// A variadic argument: no types that C's default promotions change (i8, i16, float).
fn gen_vararg(rng: &mut Rng) -> Ty {
    match rng.range(0, 99) {
        0..=19 => Ty::I32,
        20..=34 => Ty::I64,
        35..=54 => Ty::F64,
        55..=62 => Ty::Ptr,
        63..=67 => Ty::I128,
        68..=74 => Ty::Vec(vec_kind(rng)),
        _ => gen_aggregate(rng),
    }
}

fn gen_param(rng: &mut Rng) -> Param {
    let ty = gen_value(rng);
    let align = (ty.is_aggregate() && rng.chance(12)).then(|| rng.pick(&[16, 32]));
    Param { ty, align }
}

/// Signature `index` of run `seed`.
pub fn gen_sig(seed: u64, index: u64) -> Sig {
    let mut rng = Rng::for_case(seed, index);
    let ret = if rng.chance(15) { None } else { Some(gen_value(&mut rng)) };
    if rng.chance(15) {
        let params = (0..rng.range(1, 6)).map(|_| gen_param(&mut rng)).collect();
        let varargs = (0..rng.range(1, 8)).map(|_| gen_vararg(&mut rng)).collect();
        return Sig { ret, params, varargs };
    }
    let n = if rng.chance(50) { rng.range(1, 6) } else { rng.range(1, 20) };
    Sig { ret, params: (0..n).map(|_| gen_param(&mut rng)).collect(), varargs: Vec::new() }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// True when a 256-bit vector sits inside an aggregate.
    fn has_wide_vector_member(ty: &Ty) -> bool {
        let wide = |t: &Ty| matches!(t, Ty::Vec(k) if k.size() == 32);
        match ty {
            Ty::Struct { fields, .. } => fields.iter().any(|f| wide(f) || has_wide_vector_member(f)),
            Ty::Array { elem, .. } => wide(elem) || has_wide_vector_member(elem),
            _ => false,
        }
    }

    #[test]
    fn generation_is_deterministic_and_within_limits() {
        let mut saw = [false; 6];
        for i in 0..2000 {
            let sig = gen_sig(42, i);
            assert_eq!(sig, gen_sig(42, i));
            assert!((1..=20).contains(&sig.params.len()));
            for p in sig.all_args() {
                assert!(p.align.is_none() || p.ty.is_aggregate());
                if p.ty.is_aggregate() {
                    assert!((1..=64).contains(&p.ty.size()), "{}", p.ty.ir());
                }
                assert!(!has_wide_vector_member(&p.ty), "{}", p.ty.ir());
                saw[0] |= matches!(p.ty, Ty::Struct { packed: true, .. });
                saw[1] |= p.align.is_some();
                saw[2] |= matches!(p.ty, Ty::Vec(_));
                saw[3] |= matches!(p.ty, Ty::Array { .. });
            }
            saw[4] |= sig.is_variadic();
            saw[5] |= sig.ret.is_none();
        }
        assert_eq!(saw, [true; 6]);
        assert_ne!(gen_sig(1, 0), gen_sig(2, 0));
    }
}
