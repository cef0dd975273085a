//! The ABI fuzzer's type model: the types a signature draws from, with their IR spelling, C layout
//! (size, alignment, which bytes are not padding), byte patterns, and the text form of signatures
//! that regression files use (`ret:` / `param:` / `vararg:` lines of IR type syntax).

use std::fmt::Write;

/// A vector type: the four 128-bit ones, plus rarer 64-bit (`__m64`-like) and 256-bit
/// (`__m256`-like, passed without AVX) ones.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum VecKind {
    /// `<4 x float>` = `__m128`.
    F32x4,
    /// `<2 x double>` = `__m128d`.
    F64x2,
    /// `<4 x i32>` = `__m128i` (as ints).
    I32x4,
    /// `<16 x i8>` = `__m128i` (as chars).
    I8x16,
    /// `<2 x float>` (8 bytes).
    F32x2,
    /// `<2 x i32>` (8 bytes).
    I32x2,
    /// `<8 x float>` = `__m256` (32 bytes).
    F32x8,
    /// `<4 x double>` = `__m256d` (32 bytes).
    F64x4,
}

impl VecKind {
    /// The IR spelling.
    pub fn ir(self) -> &'static str {
        match self {
            VecKind::F32x4 => "<4 x float>",
            VecKind::F64x2 => "<2 x double>",
            VecKind::I32x4 => "<4 x i32>",
            VecKind::I8x16 => "<16 x i8>",
            VecKind::F32x2 => "<2 x float>",
            VecKind::I32x2 => "<2 x i32>",
            VecKind::F32x8 => "<8 x float>",
            VecKind::F64x4 => "<4 x double>",
        }
    }

    /// The C typedef name (declared in every generated C file's prelude).
    pub fn c(self) -> &'static str {
        match self {
            VecKind::F32x4 => "af_v4f",
            VecKind::F64x2 => "af_v2d",
            VecKind::I32x4 => "af_v4i",
            VecKind::I8x16 => "af_v16b",
            VecKind::F32x2 => "af_v2f",
            VecKind::I32x2 => "af_v2i",
            VecKind::F32x8 => "af_v8f",
            VecKind::F64x4 => "af_v4d",
        }
    }

    /// Lane width in bytes and whether lanes are floating point.
    fn lane(self) -> (u32, bool) {
        match self {
            VecKind::F32x4 => (4, true),
            VecKind::F64x2 => (8, true),
            VecKind::I32x4 => (4, false),
            VecKind::I8x16 => (1, false),
            VecKind::F32x2 | VecKind::F32x8 => (4, true),
            VecKind::I32x2 => (4, false),
            VecKind::F64x4 => (8, true),
        }
    }

    /// Size in bytes (= alignment).
    pub fn size(self) -> u32 {
        match self {
            VecKind::F32x2 | VecKind::I32x2 => 8,
            VecKind::F32x8 | VecKind::F64x4 => 32,
            _ => 16,
        }
    }

    /// Every kind, 128-bit ones first.
    pub const ALL: [VecKind; 8] = [
        VecKind::F32x4,
        VecKind::F64x2,
        VecKind::I32x4,
        VecKind::I8x16,
        VecKind::F32x2,
        VecKind::I32x2,
        VecKind::F32x8,
        VecKind::F64x4,
    ];
}

/// A type a generated signature uses. Aggregates map to C as docs/ir.md says: `{...}` is a struct,
/// `<{...}>` a packed struct, `[N x T]` an array member (or, as a whole value, `struct { T a[N]; }`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Ty {
    /// `i8` = `signed char`.
    I8,
    /// `i16` = `short`.
    I16,
    /// `i32` = `int`.
    I32,
    /// `i64` = `long long`.
    I64,
    /// `i128` = `__int128`.
    I128,
    /// `float`.
    F32,
    /// `double`.
    F64,
    /// `ptr` = `void *`.
    Ptr,
    /// A 16-byte vector.
    Vec(VecKind),
    /// A struct, packed or not.
    Struct {
        /// Members in order.
        fields: Vec<Ty>,
        /// `<{...}>` / `__attribute__((packed))`.
        packed: bool,
    },
    /// An array.
    Array {
        /// Element type.
        elem: Box<Ty>,
        /// Element count (at least 1).
        len: u32,
    },
}

/// A scalar leaf of a type's layout: where it lives, how big it is, and whether it is floating
/// point (its top byte's exponent bit is cleared in patterns so no value is a NaN).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Leaf {
    /// Byte offset.
    pub off: u32,
    /// Size in bytes.
    pub size: u32,
    /// Floating-point lane width (4 or 8) when this leaf holds floats.
    pub float_lane: Option<u32>,
}

fn round_up(x: u32, a: u32) -> u32 {
    x.div_ceil(a) * a
}

impl Ty {
    /// True for structs and arrays.
    pub fn is_aggregate(&self) -> bool {
        matches!(self, Ty::Struct { .. } | Ty::Array { .. })
    }

    /// Size in bytes (C `sizeof`, = LLVM's alloc size on x86-64).
    pub fn size(&self) -> u32 {
        match self {
            Ty::I8 => 1,
            Ty::I16 => 2,
            Ty::I32 | Ty::F32 => 4,
            Ty::I64 | Ty::F64 | Ty::Ptr => 8,
            Ty::I128 => 16,
            Ty::Vec(k) => k.size(),
            Ty::Array { elem, len } => elem.size() * len,
            Ty::Struct { fields, packed } => {
                let mut off = 0;
                for f in fields {
                    if !packed {
                        off = round_up(off, f.align());
                    }
                    off += f.size();
                }
                round_up(off, self.align())
            }
        }
    }

    /// Alignment in bytes (C `_Alignof`).
    pub fn align(&self) -> u32 {
        match self {
            Ty::Array { elem, .. } => elem.align(),
            Ty::Struct { packed: true, .. } => 1,
            Ty::Struct { fields, .. } => fields.iter().map(Ty::align).max().unwrap_or(1),
            other => other.size(),
        }
    }

    /// Appends the scalar leaves of this type placed at `base`.
    pub fn leaves(&self, base: u32, out: &mut Vec<Leaf>) {
        match self {
            Ty::F32 => out.push(Leaf { off: base, size: 4, float_lane: Some(4) }),
            Ty::F64 => out.push(Leaf { off: base, size: 8, float_lane: Some(8) }),
            Ty::Vec(k) => {
                let (lane, is_float) = k.lane();
                out.push(Leaf { off: base, size: k.size(), float_lane: is_float.then_some(lane) });
            }
            Ty::Array { elem, len } => {
                for i in 0..*len {
                    elem.leaves(base + i * elem.size(), out);
                }
            }
            Ty::Struct { fields, packed } => {
                let mut off = 0;
                for f in fields {
                    if !packed {
                        off = round_up(off, f.align());
                    }
                    f.leaves(base + off, out);
                    off += f.size();
                }
            }
            scalar => out.push(Leaf { off: base, size: scalar.size(), float_lane: None }),
        }
    }

    /// The byte ranges `[lo, hi)` that are not padding, merged and sorted.
    pub fn data_ranges(&self) -> Vec<(u32, u32)> {
        let mut leaves = Vec::new();
        self.leaves(0, &mut leaves);
        let mut ranges: Vec<(u32, u32)> = Vec::new();
        for l in leaves {
            match ranges.last_mut() {
                Some(last) if last.1 == l.off => last.1 = l.off + l.size,
                _ => ranges.push((l.off, l.off + l.size)),
            }
        }
        ranges
    }

    /// The IR spelling.
    pub fn ir(&self) -> String {
        match self {
            Ty::I8 => "i8".into(),
            Ty::I16 => "i16".into(),
            Ty::I32 => "i32".into(),
            Ty::I64 => "i64".into(),
            Ty::I128 => "i128".into(),
            Ty::F32 => "float".into(),
            Ty::F64 => "double".into(),
            Ty::Ptr => "ptr".into(),
            Ty::Vec(k) => k.ir().into(),
            Ty::Array { elem, len } => format!("[{len} x {}]", elem.ir()),
            Ty::Struct { fields, packed } => {
                let inner: Vec<String> = fields.iter().map(Ty::ir).collect();
                let (open, close) = if *packed { ("<{ ", " }>") } else { ("{ ", " }") };
                format!("{open}{}{close}", inner.join(", "))
            }
        }
    }

    /// The IR parameter/return attribute C's `signed char`/`short` get.
    pub fn ext_attr(&self) -> &'static str {
        match self {
            Ty::I8 | Ty::I16 => " signext",
            _ => "",
        }
    }

    /// A complexity measure every shrinking step strictly lowers.
    pub fn weight(&self) -> usize {
        match self {
            Ty::Struct { fields, packed } => 1 + usize::from(*packed) + fields.iter().map(Ty::weight).sum::<usize>(),
            Ty::Array { elem, len } => 1 + elem.weight() * *len as usize,
            Ty::I128 => 2,
            _ => 1,
        }
    }
}

/// A parameter: its type and an optional `alignstack(N)` (aggregates only).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Param {
    /// The type.
    pub ty: Ty,
    /// Over-alignment requested with `alignstack(N)`.
    pub align: Option<u32>,
}

impl Param {
    /// Size of the C type (rounded up to the over-alignment).
    pub fn c_size(&self) -> u32 {
        round_up(self.ty.size(), self.c_align())
    }

    /// Alignment of the C type.
    pub fn c_align(&self) -> u32 {
        self.ty.align().max(self.align.unwrap_or(1))
    }

    /// The IR spelling with attributes, as a parameter or call argument.
    pub fn ir(&self) -> String {
        match self.align {
            Some(n) => format!("{} alignstack({n})", self.ty.ir()),
            None => format!("{}{}", self.ty.ir(), self.ty.ext_attr()),
        }
    }
}

/// A signature: return type (`None` = void), fixed parameters, and the variadic arguments of the
/// call (non-empty = the callee is variadic).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Sig {
    /// Return type.
    pub ret: Option<Ty>,
    /// Fixed parameters.
    pub params: Vec<Param>,
    /// Variadic arguments passed after the fixed ones.
    pub varargs: Vec<Ty>,
}

impl Sig {
    /// True when the callee is variadic.
    pub fn is_variadic(&self) -> bool {
        !self.varargs.is_empty()
    }

    /// All argument slots in call order (fixed then variadic) as params.
    pub fn all_args(&self) -> Vec<Param> {
        let mut v = self.params.clone();
        v.extend(self.varargs.iter().map(|t| Param { ty: t.clone(), align: None }));
        v
    }

    /// A complexity measure every shrinking step strictly lowers.
    pub fn weight(&self) -> usize {
        let args: usize = self.all_args().iter().map(|p| 1 + p.ty.weight() + usize::from(p.align.is_some())).sum();
        args + self.ret.as_ref().map_or(0, |t| 1 + t.weight())
    }

    /// The text form: one `ret:` line, one `param:` line per fixed parameter, one `vararg:` line
    /// per variadic argument.
    pub fn to_text(&self) -> String {
        let mut s = String::new();
        let _ = writeln!(s, "ret: {}", self.ret.as_ref().map_or("void".to_string(), Ty::ir));
        for p in &self.params {
            match p.align {
                Some(n) => {
                    let _ = writeln!(s, "param: {} alignstack({n})", p.ty.ir());
                }
                None => {
                    let _ = writeln!(s, "param: {}", p.ty.ir());
                }
            }
        }
        for v in &self.varargs {
            let _ = writeln!(s, "vararg: {}", v.ir());
        }
        s
    }

    /// Parses the text form ( `#` starts a comment line; other `key:` lines are ignored).
    pub fn from_text(text: &str) -> Result<Sig, String> {
        let mut sig = Sig::default();
        let mut saw_ret = false;
        for (n, line) in text.lines().enumerate() {
            let line = line.trim();
            let fail = |e: String| format!("line {}: {e}", n + 1);
            if let Some(rest) = line.strip_prefix("ret:") {
                let rest = rest.trim();
                sig.ret = if rest == "void" { None } else { Some(parse_type_all(rest).map_err(fail)?) };
                saw_ret = true;
            } else if let Some(rest) = line.strip_prefix("param:") {
                let mut p = TypeParser { s: rest.as_bytes(), i: 0 };
                let ty = p.ty().map_err(fail)?;
                p.ws();
                let align = if p.eat("alignstack(") {
                    let n = p.num().map_err(fail)?;
                    if !p.eat(")") {
                        return Err(fail("expected `)`".into()));
                    }
                    Some(n)
                } else {
                    None
                };
                p.end().map_err(fail)?;
                sig.params.push(Param { ty, align });
            } else if let Some(rest) = line.strip_prefix("vararg:") {
                sig.varargs.push(parse_type_all(rest).map_err(fail)?);
            }
        }
        if !saw_ret {
            return Err("no `ret:` line".into());
        }
        if sig.params.is_empty() && sig.is_variadic() {
            return Err("a variadic signature needs a fixed parameter".into());
        }
        Ok(sig)
    }
}

/// Parses a whole string as one type.
pub fn parse_type_all(s: &str) -> Result<Ty, String> {
    let mut p = TypeParser { s: s.as_bytes(), i: 0 };
    let t = p.ty()?;
    p.end()?;
    Ok(t)
}

/// A tiny recursive-descent parser of the IR type subset the fuzzer generates.
struct TypeParser<'a> {
    s: &'a [u8],
    i: usize,
}

impl TypeParser<'_> {
    fn ws(&mut self) {
        while self.i < self.s.len() && self.s[self.i].is_ascii_whitespace() {
            self.i += 1;
        }
    }

    fn eat(&mut self, tok: &str) -> bool {
        self.ws();
        if self.s[self.i..].starts_with(tok.as_bytes()) {
            self.i += tok.len();
            true
        } else {
            false
        }
    }

    fn end(&mut self) -> Result<(), String> {
        self.ws();
        if self.i == self.s.len() {
            Ok(())
        } else {
            Err(format!("unexpected text at column {}", self.i + 1))
        }
    }

    fn num(&mut self) -> Result<u32, String> {
        self.ws();
        let start = self.i;
        while self.i < self.s.len() && self.s[self.i].is_ascii_digit() {
            self.i += 1;
        }
        std::str::from_utf8(&self.s[start..self.i])
            .ok()
            .and_then(|t| t.parse().ok())
            .ok_or_else(|| format!("expected a number at column {}", start + 1))
    }

    fn fields(&mut self, close: &str) -> Result<Vec<Ty>, String> {
        let mut fields = vec![self.ty()?];
        while self.eat(",") {
            fields.push(self.ty()?);
        }
        if !self.eat(close) {
            return Err(format!("expected `{close}` at column {}", self.i + 1));
        }
        Ok(fields)
    }

    fn ty(&mut self) -> Result<Ty, String> {
        const WORDS: [(&str, Ty); 8] = [
            ("i128", Ty::I128),
            ("i16", Ty::I16),
            ("i32", Ty::I32),
            ("i64", Ty::I64),
            ("i8", Ty::I8),
            ("float", Ty::F32),
            ("double", Ty::F64),
            ("ptr", Ty::Ptr),
        ];
        for (w, t) in WORDS {
            if self.eat(w) {
                return Ok(t);
            }
        }
        for k in VecKind::ALL {
            if self.eat(k.ir()) {
                return Ok(Ty::Vec(k));
            }
        }
        if self.eat("<{") {
            return Ok(Ty::Struct { fields: self.fields("}>")?, packed: true });
        }
        if self.eat("{") {
            return Ok(Ty::Struct { fields: self.fields("}")?, packed: false });
        }
        if self.eat("[") {
            let len = self.num()?;
            if len == 0 || !self.eat("x") {
                return Err(format!("bad array type at column {}", self.i + 1));
            }
            let elem = self.ty()?;
            if !self.eat("]") {
                return Err(format!("expected `]` at column {}", self.i + 1));
            }
            return Ok(Ty::Array { elem: Box::new(elem), len });
        }
        Err(format!("unknown type at column {}", self.i + 1))
    }
}

/// The byte pattern of one argument (or the return value, `slot == u32::MAX`) of signature `sig`:
/// distinct per byte within a value and different between slots; floating-point leaves get their
/// exponent's top bit cleared so no pattern is a NaN or infinity. `size` covers padding too.
pub fn pattern(sig: u64, slot: u32, ty: &Ty, size: u32) -> Vec<u8> {
    let salt = (sig as u32).wrapping_mul(0x17) ^ slot.wrapping_add(1).wrapping_mul(0x3b);
    let mut bytes: Vec<u8> = (0..size).map(|b| ((b + 1).wrapping_mul(0x9d) ^ salt) as u8).collect();
    let mut leaves = Vec::new();
    ty.leaves(0, &mut leaves);
    for l in leaves {
        if let Some(lane) = l.float_lane {
            for lane_start in (l.off..l.off + l.size).step_by(lane as usize) {
                bytes[(lane_start + lane - 1) as usize] &= !0x40;
            }
        }
    }
    bytes
}

#[cfg(test)]
mod tests {
    use super::*;

    fn st(fields: Vec<Ty>, packed: bool) -> Ty {
        Ty::Struct { fields, packed }
    }

    #[test]
    fn layout_matches_c() {
        // struct { char; int; } : 8 bytes, align 4, bytes 1..4 padding.
        let t = st(vec![Ty::I8, Ty::I32], false);
        assert_eq!((t.size(), t.align()), (8, 4));
        assert_eq!(t.data_ranges(), vec![(0, 1), (4, 8)]);
        let p = st(vec![Ty::I8, Ty::I32], true);
        assert_eq!((p.size(), p.align()), (5, 1));
        assert_eq!(p.data_ranges(), vec![(0, 5)]);
        // struct { char; __int128; } : 32 bytes, align 16.
        let w = st(vec![Ty::I8, Ty::I128], false);
        assert_eq!((w.size(), w.align()), (32, 16));
        // Nested array of structs keeps inner padding.
        let a = Ty::Array { elem: Box::new(st(vec![Ty::I16, Ty::I8], false)), len: 3 };
        assert_eq!((a.size(), a.align()), (12, 2));
        assert_eq!(a.data_ranges(), vec![(0, 3), (4, 7), (8, 11)]);
        let over = Param { ty: st(vec![Ty::I8], false), align: Some(32) };
        assert_eq!((over.c_size(), over.c_align()), (32, 32));
    }

    #[test]
    fn text_round_trips() {
        let sig = Sig {
            ret: Some(Ty::Array { elem: Box::new(Ty::F32), len: 3 }),
            params: vec![
                Param { ty: st(vec![Ty::I8, st(vec![Ty::Vec(VecKind::F64x2), Ty::Ptr], true)], false), align: None },
                Param { ty: st(vec![Ty::I128], false), align: Some(32) },
                Param { ty: Ty::I16, align: None },
            ],
            varargs: vec![Ty::F64, st(vec![Ty::F32, Ty::F32, Ty::F32], false)],
        };
        let text = sig.to_text();
        assert_eq!(Sig::from_text(&text), Ok(sig));
        assert!(Sig::from_text("ret: { i8,\n").is_err());
        assert!(Sig::from_text("ret: void\nparam: [0 x i8]\n").is_err());
    }

    #[test]
    fn patterns_are_distinct_and_never_nan() {
        let t = st(vec![Ty::F32, Ty::F64, Ty::Vec(VecKind::F32x4)], false);
        let p = pattern(7, 2, &t, t.size());
        assert_eq!(p.len(), 32);
        assert_eq!(p[3] & 0x40, 0);
        assert_eq!(p[15] & 0x40, 0);
        for lane in 0..4 {
            assert_eq!(p[16 + lane * 4 + 3] & 0x40, 0);
        }
        let q = pattern(7, 2, &Ty::I64, 64);
        let mut seen = q.clone();
        seen.sort();
        seen.dedup();
        assert_eq!(seen.len(), 64);
        assert_ne!(pattern(7, 1, &Ty::I64, 8), pattern(7, 2, &Ty::I64, 8));
    }
}
