//! The C type an IR type stands for when it is passed or returned by value (docs/ir.md, "Calling
//! conventions and aggregates by value"): structs with natural or packed layout, arrays, scalars and
//! SIMD vectors, with `alignstack(N)` raising an aggregate parameter's alignment. Types with no C
//! equivalent (`i1` or odd-width integers inside an aggregate, `half`, `x86_fp80`, vectors that are
//! not 8, 16 or 32 bytes, opaque structs) are errors naming the offending type.

use kiln_abi::{CType, Field, StructType};
use kiln_ir::{Type, TypeData, TypeStore};

/// Why an IR type has no C equivalent: a message naming the innermost offending type.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) struct NoCType(pub String);

/// Deepest aggregate nesting accepted (keeps recursion bounded for hostile input).
const MAX_DEPTH: u32 = 64;

/// The C type of a first-class aggregate (`{...}`, `<{...}>`, named struct or `[N x T]`) passed by
/// value; `alignstack` is the parameter's `alignstack(N)` (0 for none). A whole array becomes
/// `struct { T a[N]; }`.
pub(crate) fn aggregate_ctype(types: &TypeStore, ty: Type, alignstack: u64) -> Result<CType, NoCType> {
    let inner = member_ctype(types, ty, 0)?;
    let mut st = match inner {
        CType::Struct(s) => s,
        arr @ CType::Array { .. } => {
            let (size, align) = (arr.size(), arr.align());
            StructType { fields: vec![Field { offset: 0, ty: arr }], size, align }
        }
        _ => return Err(NoCType(format!("{} is not an aggregate", name(types, ty)))),
    };
    if alignstack > 1 {
        if !alignstack.is_power_of_two() {
            return Err(NoCType(format!("alignstack({alignstack}) is not a power of two")));
        }
        st.align = st.align.max(alignstack);
        st.size = kiln_abi::ctype::align_to(st.size, st.align);
    }
    let c = CType::Struct(st);
    c.validate().map_err(|e| NoCType(format!("{}: {e}", name(types, ty))))?;
    Ok(c)
}

/// The C type of a member of a by-value aggregate.
fn member_ctype(types: &TypeStore, ty: Type, depth: u32) -> Result<CType, NoCType> {
    if depth > MAX_DEPTH {
        return Err(NoCType("aggregate nested too deeply".into()));
    }
    match types.data(ty) {
        TypeData::Int(n @ (8 | 16 | 32 | 64 | 128)) => Ok(CType::int((*n / 8) as u8)),
        // Other widths up to 64 bits are the integer of their allocation size (`i1` a byte like
        // `_Bool`, `i24` four bytes with a padding byte on top): clang returns an 11-byte struct as
        // `{ i64, i24 }`, whose halves travel in rax and rdx as the C struct's eightbytes do.
        TypeData::Int(n) if *n <= 64 => Ok(CType::int(types.alloc_size(ty) as u8)),
        TypeData::Int(n) => Err(NoCType(format!("i{n} inside an aggregate passed by value has no C equivalent"))),
        TypeData::Float => Ok(CType::Float),
        TypeData::Double => Ok(CType::Double),
        TypeData::Ptr(_) => Ok(CType::Ptr),
        TypeData::Vector { .. } => {
            let size = types.alloc_size(ty);
            let (_, elem) = types.vector_info(ty).unwrap_or((0, ty));
            let ok_lane = matches!(
                types.data(elem),
                TypeData::Int(8 | 16 | 32 | 64) | TypeData::Float | TypeData::Double | TypeData::Ptr(_)
            );
            if !ok_lane || !matches!(size, 8 | 16 | 32) {
                return Err(NoCType(format!(
                    "vector {} inside an aggregate passed by value has no C equivalent (only 8, 16 and 32-byte vectors of i8..i64, float, double)",
                    name(types, ty)
                )));
            }
            Ok(CType::Vector { size: size as u32, elem_float: types.is_float(elem) })
        }
        TypeData::Array { len, elem } => Ok(CType::array(member_ctype(types, *elem, depth + 1)?, *len)),
        TypeData::Struct { .. } | TypeData::Named(_) => {
            let layout = types
                .struct_layout(ty)
                .ok_or_else(|| NoCType(format!("opaque struct {} cannot be passed by value", name(types, ty))))?;
            let ftys = types.struct_fields(ty).unwrap_or(&[]);
            let mut fields = Vec::with_capacity(ftys.len());
            for (&fty, &offset) in ftys.iter().zip(&layout.offsets) {
                fields.push(Field { offset, ty: member_ctype(types, fty, depth + 1)? });
            }
            Ok(CType::Struct(StructType { fields, size: layout.size, align: layout.align.max(1) }))
        }
        _ => Err(NoCType(format!("{} inside an aggregate passed by value has no C equivalent", name(types, ty)))),
    }
}

/// The C type standing for a top-level scalar or vector under `conv` (how Kiln passed it before
/// aggregates by value existed): integers by width (`i128` = `__int128`), pointers, float, double,
/// vectors of at most 8 bytes as `__m64`, 16-byte ones as `__m128` and 32-byte ones as `__m256`
/// (wider ones are rejected). Returns one C type per classifier entry.
pub(crate) fn scalar_ctypes(types: &TypeStore, ty: Type, nregs: usize, win64: bool) -> Result<Vec<CType>, NoCType> {
    Ok(match types.data(ty) {
        TypeData::Int(n) if *n <= 8 => vec![CType::int(1)],
        TypeData::Int(n) if *n <= 16 => vec![CType::int(2)],
        TypeData::Int(n) if *n <= 32 => vec![CType::int(4)],
        TypeData::Int(n) if *n <= 64 => vec![CType::int(8)],
        TypeData::Int(n) if *n <= 128 => vec![CType::int(16)],
        // Wider integers are `ParamKind::IntParts` (call.rs) and never get here.
        TypeData::Int(n) => return Err(NoCType(format!("i{n} has no C type"))),
        TypeData::Ptr(_) => vec![CType::Ptr],
        TypeData::Float => vec![CType::Float],
        TypeData::Double => vec![CType::Double],
        TypeData::Vector { .. } => {
            let elem_float = types.is_float(types.scalar(ty));
            if types.store_size(ty) <= 8 && nregs == 1 {
                vec![CType::Vector { size: 8, elem_float }]
            } else if nregs > 2 {
                return Err(NoCType(format!(
                    "{} is wider than 32 bytes: vectors are passed by value up to __m256",
                    name(types, ty)
                )));
            } else if win64 || nregs == 2 {
                // Win64 passes __m128 and __m256 by reference; SysV without AVX passes __m256 in
                // memory and returns it through a hidden pointer, as gcc does (psABI §3.2.3: a
                // 32-byte vector is SSE+SSEUP only when the AVX registers exist).
                vec![CType::Vector { size: if nregs <= 1 { 16 } else { 32 }, elem_float }]
            } else {
                vec![CType::Vector { size: 16, elem_float }]
            }
        }
        _ => return Err(NoCType(format!("values of type {} cannot be passed to or from a call", name(types, ty)))),
    })
}

/// A printable type name.
fn name(types: &TypeStore, ty: Type) -> String {
    kiln_ir::text::printer::print_type(types, ty)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_ty(decl: &str) -> (kiln_ir::Module, Type) {
        let src = format!("{decl}\ndeclare void @f(%T)\n");
        let m = kiln_ir::text::parse(src.as_bytes()).expect("parses");
        let t = m.types.get_named_struct("T").expect("named T");
        (m, t)
    }

    fn ctype(decl: &str, alignstack: u64) -> Result<CType, NoCType> {
        let (m, t) = parse_ty(decl);
        aggregate_ctype(&m.types, t, alignstack)
    }

    #[test]
    fn natural_struct_matches_c_layout() {
        let c = ctype("%T = type { i8, float, double }", 0).unwrap();
        assert_eq!(c, CType::strukt(vec![CType::int(1), CType::Float, CType::Double]));
    }

    #[test]
    fn packed_struct_has_align_one_and_no_padding() {
        let c = ctype("%T = type <{ i8, i32 }>", 0).unwrap();
        assert_eq!((c.size(), c.align()), (5, 1));
        assert_eq!(c, CType::packed(vec![CType::int(1), CType::int(4)]));
    }

    #[test]
    fn nested_struct_and_array_members() {
        let c = ctype("%I = type { float, float }\n%T = type { %I, [3 x i16], double }", 0).unwrap();
        let inner = CType::strukt(vec![CType::Float, CType::Float]);
        let want = CType::strukt(vec![inner, CType::array(CType::int(2), 3), CType::Double]);
        assert_eq!(c, want);
    }

    #[test]
    fn whole_array_is_a_struct_wrapping_it() {
        let src = "declare void @f([3 x float])\n";
        let m = kiln_ir::text::parse(src.as_bytes()).unwrap();
        let (_, params, _) = m.types.func_info(m.funcs.iter().next().unwrap().1.ty).unwrap();
        let c = aggregate_ctype(&m.types, params[0], 0).unwrap();
        assert_eq!(c, CType::strukt(vec![CType::array(CType::Float, 3)]));
        assert_eq!((c.size(), c.align()), (12, 4));
    }

    #[test]
    fn alignstack_raises_alignment_and_pads_size() {
        let c = ctype("%T = type { float, float, float }", 16).unwrap();
        assert_eq!((c.size(), c.align()), (16, 16));
        let c = ctype("%T = type { double }", 32).unwrap();
        assert_eq!((c.size(), c.align()), (32, 32));
        // A smaller alignstack never lowers the natural alignment.
        let c = ctype("%T = type { double }", 4).unwrap();
        assert_eq!((c.size(), c.align()), (8, 8));
        assert!(ctype("%T = type { double }", 24).is_err());
    }

    #[test]
    fn odd_integers_up_to_64_bits_are_the_integer_of_their_allocation_size() {
        let c = ctype("%T = type { i64, i24 }", 0).unwrap();
        assert_eq!((c.size(), c.align()), (16, 8));
        let CType::Struct(st) = &c else { panic!("{c:?}") };
        assert_eq!((st.fields[1].offset, &st.fields[1].ty), (8, &CType::int(4)));
        let c = ctype("%T = type { i1, i8, i40 }", 0).unwrap();
        let CType::Struct(st) = &c else { panic!("{c:?}") };
        assert_eq!(st.fields.iter().map(|f| f.ty.size()).collect::<Vec<_>>(), [1, 1, 8]);
    }

    #[test]
    fn wide_odd_integers_and_types_without_c_equivalent_are_rejected() {
        let e = ctype("%T = type { i96, i8 }", 0).unwrap_err();
        assert!(e.0.contains("i96 inside an aggregate"), "{e:?}");
        assert!(ctype("%T = type { half }", 0).unwrap_err().0.contains("half"));
        assert!(ctype("%T = type { x86_fp80 }", 0).is_err());
        assert!(ctype("%T = type { <3 x i8> }", 0).is_err());
    }

    #[test]
    fn vectors_inside_aggregates_are_simd_types() {
        let c = ctype("%T = type { <4 x float>, <2 x i32> }", 0).unwrap();
        let want = CType::strukt(vec![
            CType::Vector { size: 16, elem_float: true },
            CType::Vector { size: 8, elem_float: false },
        ]);
        assert_eq!(c, want);
    }

    #[test]
    fn opaque_struct_is_rejected() {
        let src = "%T = type opaque\ndeclare void @f(ptr)\n";
        let m = kiln_ir::text::parse(src.as_bytes()).unwrap();
        let t = m.types.get_named_struct("T").unwrap();
        assert!(aggregate_ctype(&m.types, t, 0).unwrap_err().0.contains("opaque"));
    }

    #[test]
    fn scalars_map_by_width_and_wide_vectors_are_m256() {
        let src = "declare void @f(i1, i24, i128, <8 x float>, <2 x float>, <16 x float>)\n";
        let m = kiln_ir::text::parse(src.as_bytes()).unwrap();
        let (_, p, _) = m.types.func_info(m.funcs.iter().next().unwrap().1.ty).unwrap();
        assert_eq!(scalar_ctypes(&m.types, p[0], 1, false).unwrap(), vec![CType::int(1)]);
        assert_eq!(scalar_ctypes(&m.types, p[1], 1, false).unwrap(), vec![CType::int(4)]);
        assert_eq!(scalar_ctypes(&m.types, p[2], 2, false).unwrap(), vec![CType::int(16)]);
        let m256 = CType::Vector { size: 32, elem_float: true };
        assert_eq!(scalar_ctypes(&m.types, p[3], 2, false).unwrap(), vec![m256.clone()]);
        assert_eq!(scalar_ctypes(&m.types, p[3], 2, true).unwrap(), vec![m256]);
        assert!(scalar_ctypes(&m.types, p[5], 4, false).unwrap_err().0.contains("wider than 32 bytes"));
        assert_eq!(scalar_ctypes(&m.types, p[4], 1, true).unwrap(), vec![CType::Vector { size: 8, elem_float: true }]);
    }
}
