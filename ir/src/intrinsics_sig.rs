//! Declarative intrinsic signatures: a rule per parameter and result, and the checker that
//! matches a declared function type against them.
//!
//! Rules that name another slot (`Same`, `ElemOf`, `BoolLike`, ...) compare against that slot's
//! declared type; the slot's own rule checks its shape. Shape rules are checked first (parameters
//! in order, then the result) so the first error names the root cause.

use crate::types::{Type, TypeData, TypeStore};

/// A position in a signature: the result or a parameter (numbered from 0).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Slot {
    /// The return type.
    Ret,
    /// Parameter `n`, counted from 0 as in LLVM's `ArgIndex<n>`.
    Param(u8),
}

/// What one result or parameter type must be.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Rule {
    /// `void` (results only).
    Void,
    /// Exactly this type (`i1`, `i32`, `ptr`, `token`, `metadata`, ...).
    Is(Type),
    /// `iN` or `<N x iM>` (LLVM `llvm_anyint_ty`).
    AnyInt,
    /// `iN` only (sizes, lengths and exponents, where a vector would be meaningless).
    ScalarInt,
    /// An integer or integer vector whose lane width is a multiple of 16 bits (`bswap`).
    EvenBytesInt,
    /// A floating-point type or vector of one (LLVM `llvm_anyfloat_ty`).
    AnyFloat,
    /// A floating-point scalar (`lround`, `llround`).
    ScalarFloat,
    /// A pointer in any address space (LLVM `llvm_anyptr_ty`).
    AnyPtr,
    /// A pointer or vector of pointers, any address space.
    PtrOrPtrVector,
    /// Any vector (LLVM `llvm_anyvector_ty`).
    AnyVector,
    /// A vector of integers.
    IntVector,
    /// A vector of floating-point values.
    FloatVector,
    /// Any first-class type other than `void` (a value type).
    Any,
    /// Any first-class type or `void` (LLVM `llvm_any_ty` in a result position).
    AnyOrVoid,
    /// The same type as another slot.
    Same(Slot),
    /// The lane type of the vector in another slot.
    ElemOf(Slot),
    /// `i1` when the other slot is scalar, `<N x i1>` when it is an N-lane vector.
    BoolLike(Slot),
    /// An integer (vector) with the same lane count as another slot (any lane width).
    IntLike(Slot),
    /// An integer (vector) of at least 2 bits shaped like another slot (`scmp`/`ucmp` results).
    CmpResult(Slot),
    /// An integer whose width is the pointer size of another slot's pointer (vector) type,
    /// with the same lane count (`ptrmask`).
    PtrIndexLike(Slot),
    /// A vector of pointers (any address space) with the same lane count as another slot.
    PtrVecLike(Slot),
    /// A vector whose lane type is the lane type of another slot.
    SameElemVector(Slot),
    /// `{ T, i1-like }` where T is another slot's type (`*.with.overflow`).
    OverflowPair(Slot),
    /// `{ F, int-like }` where F is another slot's type (`frexp`).
    FrexpPair(Slot),
}

/// The full signature rule of one intrinsic.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Sig {
    /// Rule for the result.
    pub ret: Rule,
    /// Rules for the fixed parameters.
    pub params: &'static [Rule],
    /// True when the declaration must end in `...`.
    pub varargs: bool,
}

impl Rule {
    /// True for rules that make the intrinsic overloaded (a free type variable).
    pub(crate) fn is_overloaded(self) -> bool {
        matches!(
            self,
            Rule::AnyInt
                | Rule::ScalarInt
                | Rule::EvenBytesInt
                | Rule::AnyFloat
                | Rule::ScalarFloat
                | Rule::AnyPtr
                | Rule::PtrOrPtrVector
                | Rule::AnyVector
                | Rule::IntVector
                | Rule::FloatVector
                | Rule::Any
                | Rule::AnyOrVoid
                | Rule::IntLike(_)
                | Rule::CmpResult(_)
                | Rule::PtrVecLike(_)
                | Rule::SameElemVector(_)
                | Rule::FrexpPair(_)
        )
    }

    /// True for rules that refer to another slot (checked after all shape rules).
    fn is_relational(self) -> bool {
        matches!(
            self,
            Rule::Same(_)
                | Rule::ElemOf(_)
                | Rule::BoolLike(_)
                | Rule::IntLike(_)
                | Rule::CmpResult(_)
                | Rule::PtrIndexLike(_)
                | Rule::PtrVecLike(_)
                | Rule::SameElemVector(_)
                | Rule::OverflowPair(_)
                | Rule::FrexpPair(_)
        )
    }
}

impl Sig {
    /// True when any slot is a free type variable (the name carries a mangled suffix).
    pub(crate) fn is_overloaded(&self) -> bool {
        self.ret.is_overloaded() || self.params.iter().any(|r| r.is_overloaded())
    }
}

/// A declared function type being checked: its result and parameter types.
struct Declared<'a> {
    types: &'a TypeStore,
    ret: Type,
    params: &'a [Type],
}

impl Declared<'_> {
    /// The declared type at `slot` (the slot exists: arity was checked first).
    fn at(&self, slot: Slot) -> Type {
        match slot {
            Slot::Ret => self.ret,
            Slot::Param(i) => self.params[usize::from(i)],
        }
    }

    /// A type's text for messages.
    fn name(&self, t: Type) -> String {
        type_name(self.types, t)
    }

    /// Lane count of `t`: `Some(n)` for vectors, `None` for scalars.
    fn lanes(&self, t: Type) -> Option<u32> {
        self.types.vector_info(t).map(|(n, _)| n)
    }

    /// True when `t` is an integer (or integer vector) with the lane count of `like`.
    fn is_int_shaped_like(&self, t: Type, like: Type) -> bool {
        self.types.is_int(self.types.scalar(t)) && self.lanes(t) == self.lanes(like)
    }

    /// `what` with the lanes of `like`: `i1` or `<4 x i1>`.
    fn shaped(&self, what: &str, like: Type) -> String {
        match self.lanes(like) {
            Some(n) => format!("<{n} x {what}>"),
            None => what.to_string(),
        }
    }

    /// Checks `t` against `rule`, returning what was expected when it does not match.
    fn check(&self, rule: Rule, t: Type) -> Result<(), String> {
        let ty = self.types;
        let ok = match rule {
            Rule::Void => matches!(ty.data(t), TypeData::Void),
            Rule::Is(want) => t == want,
            Rule::AnyInt => ty.is_int_or_int_vector(t),
            Rule::ScalarInt => ty.is_int(t),
            Rule::EvenBytesInt => ty.int_bits(ty.scalar(t)).is_some_and(|b| b % 16 == 0),
            Rule::AnyFloat => ty.is_float_or_float_vector(t),
            Rule::ScalarFloat => ty.is_float(t),
            Rule::AnyPtr => ty.is_ptr(t),
            Rule::PtrOrPtrVector => ty.is_ptr_or_ptr_vector(t),
            Rule::AnyVector => ty.is_vector(t),
            Rule::IntVector => ty.is_vector(t) && ty.is_int_or_int_vector(t),
            Rule::FloatVector => ty.is_vector(t) && ty.is_float_or_float_vector(t),
            Rule::Any => ty.is_first_class(t),
            Rule::AnyOrVoid => ty.is_first_class(t) || matches!(ty.data(t), TypeData::Void),
            Rule::Same(s) => t == self.at(s),
            Rule::ElemOf(s) => ty.vector_info(self.at(s)).is_some_and(|(_, e)| e == t),
            Rule::BoolLike(s) => ty.int_bits(ty.scalar(t)) == Some(1) && self.lanes(t) == self.lanes(self.at(s)),
            Rule::IntLike(s) => self.is_int_shaped_like(t, self.at(s)),
            Rule::CmpResult(s) => {
                self.is_int_shaped_like(t, self.at(s)) && ty.int_bits(ty.scalar(t)).is_some_and(|b| b >= 2)
            }
            Rule::PtrIndexLike(s) => {
                let like = self.at(s);
                let want = ty.primitive_bits(ty.scalar(like));
                self.is_int_shaped_like(t, like) && ty.int_bits(ty.scalar(t)).map(u64::from) == want
            }
            Rule::PtrVecLike(s) => {
                ty.is_vector(t) && ty.is_ptr_or_ptr_vector(t) && self.lanes(t) == self.lanes(self.at(s))
            }
            Rule::SameElemVector(s) => ty.is_vector(t) && ty.scalar(t) == ty.scalar(self.at(s)),
            Rule::OverflowPair(s) => {
                self.is_pair(t, |first, second| first == self.at(s) && self.check(Rule::BoolLike(s), second).is_ok())
            }
            Rule::FrexpPair(s) => {
                self.is_pair(t, |first, second| first == self.at(s) && self.is_int_shaped_like(second, self.at(s)))
            }
        };
        if ok {
            Ok(())
        } else {
            Err(self.describe(rule))
        }
    }

    /// True when `t` is a two-field literal struct whose fields satisfy `fields_ok` (LLVM 19
    /// accepts the packed form too; named structs are rejected, as LLVM does).
    fn is_pair(&self, t: Type, fields_ok: impl Fn(Type, Type) -> bool) -> bool {
        match self.types.data(t) {
            TypeData::Struct { fields, .. } if fields.len() == 2 => fields_ok(fields[0], fields[1]),
            _ => false,
        }
    }

    /// What `rule` asks for, in words, for an error message.
    fn describe(&self, rule: Rule) -> String {
        match rule {
            Rule::Void => "void".to_string(),
            Rule::Is(t) => self.name(t),
            Rule::AnyInt => "an integer or vector of integers".to_string(),
            Rule::ScalarInt => "an integer".to_string(),
            Rule::EvenBytesInt => "an integer (or vector of integers) of a multiple of 16 bits".to_string(),
            Rule::AnyFloat => "a floating-point type or vector of floating-point".to_string(),
            Rule::ScalarFloat => "a floating-point type".to_string(),
            Rule::AnyPtr => "a pointer".to_string(),
            Rule::PtrOrPtrVector => "a pointer or vector of pointers".to_string(),
            Rule::AnyVector => "a vector".to_string(),
            Rule::IntVector => "a vector of integers".to_string(),
            Rule::FloatVector => "a vector of floating-point values".to_string(),
            Rule::Any => "a first-class (non-void) type".to_string(),
            Rule::AnyOrVoid => "a first-class type or void".to_string(),
            Rule::Same(s) => format!("{} ({})", slot_phrase(s, "the same type as"), self.name(self.at(s))),
            Rule::ElemOf(s) => match self.types.vector_info(self.at(s)) {
                Some((_, e)) => format!("{} ({})", slot_phrase(s, "the element type of"), self.name(e)),
                None => slot_phrase(s, "the element type of"),
            },
            Rule::BoolLike(s) => self.shaped("i1", self.at(s)),
            Rule::IntLike(s) => self.shaped("iN", self.at(s)),
            Rule::CmpResult(s) => format!("{} with N >= 2", self.shaped("iN", self.at(s))),
            Rule::PtrIndexLike(s) => {
                let like = self.at(s);
                match self.types.primitive_bits(self.types.scalar(like)) {
                    Some(bits) => self.shaped(&format!("i{bits}"), like),
                    None => slot_phrase(s, "an integer as wide as the pointer in"),
                }
            }
            Rule::PtrVecLike(s) => self.shaped("ptr", self.at(s)),
            Rule::SameElemVector(s) => {
                format!("a vector of {}", self.name(self.types.scalar(self.at(s))))
            }
            Rule::OverflowPair(s) => {
                let t = self.at(s);
                format!("{{ {}, {} }}", self.name(t), self.shaped("i1", t))
            }
            Rule::FrexpPair(s) => {
                let t = self.at(s);
                format!("{{ {}, {} }}", self.name(t), self.shaped("iN", t))
            }
        }
    }
}

/// `"<lead> parameter 1"` or `"<lead> the return type"`.
fn slot_phrase(slot: Slot, lead: &str) -> String {
    match slot {
        Slot::Ret => format!("{lead} the return type"),
        Slot::Param(i) => format!("{lead} parameter {i}"),
    }
}

/// Checks the function type `fn_ty` against `sig`; errors read like
/// `expected 4 parameters, found 3` or `parameter 2 must be an integer, found ptr`.
pub(crate) fn check(sig: &Sig, types: &TypeStore, fn_ty: Type) -> Result<(), String> {
    let Some((ret, params, varargs)) = types.func_info(fn_ty) else {
        return Err(format!("expected a function type, found {}", type_name(types, fn_ty)));
    };
    if params.len() != sig.params.len() {
        return Err(format!(
            "expected {} parameter{}, found {}",
            sig.params.len(),
            if sig.params.len() == 1 { "" } else { "s" },
            params.len()
        ));
    }
    if varargs != sig.varargs {
        return Err(if sig.varargs {
            "must be variadic (`...`)".to_string()
        } else {
            "must not be variadic".to_string()
        });
    }
    let decl = Declared { types, ret, params };
    let slots =
        (0..params.len()).map(|i| (Slot::Param(i as u8), sig.params[i])).chain(std::iter::once((Slot::Ret, sig.ret)));
    let (shape, relational): (Vec<_>, Vec<_>) = slots.partition(|(_, r)| !r.is_relational());
    for (slot, rule) in shape.into_iter().chain(relational) {
        let t = decl.at(slot);
        if let Err(want) = decl.check(rule, t) {
            let what = match slot {
                Slot::Ret => "return type".to_string(),
                Slot::Param(i) => format!("parameter {i}"),
            };
            return Err(format!("{what} must be {want}, found {}", decl.name(t)));
        }
    }
    Ok(())
}

/// Deepest nesting `type_name` spells out before eliding.
const MAX_NAME_DEPTH: u32 = 8;

/// A type in LLVM syntax (`i32`, `<4 x float>`, `{ i32, i1 }`, `%struct.S`) for messages.
pub(crate) fn type_name(types: &TypeStore, t: Type) -> String {
    let mut out = String::new();
    write_type(types, t, 0, &mut out);
    out
}

/// Appends `t`'s text to `out`, eliding below `MAX_NAME_DEPTH`.
fn write_type(types: &TypeStore, t: Type, depth: u32, out: &mut String) {
    use std::fmt::Write;
    if depth > MAX_NAME_DEPTH {
        out.push_str("...");
        return;
    }
    let list = |out: &mut String, items: &[Type]| {
        for (i, &f) in items.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            write_type(types, f, depth + 1, out);
        }
    };
    match types.data(t) {
        TypeData::Void => out.push_str("void"),
        TypeData::Int(n) => {
            let _ = write!(out, "i{n}");
        }
        TypeData::Half => out.push_str("half"),
        TypeData::Float => out.push_str("float"),
        TypeData::Double => out.push_str("double"),
        TypeData::X86Fp80 => out.push_str("x86_fp80"),
        TypeData::Ptr(0) => out.push_str("ptr"),
        TypeData::Ptr(a) => {
            let _ = write!(out, "ptr addrspace({a})");
        }
        TypeData::Vector { len, elem } => {
            let _ = write!(out, "<{len} x ");
            write_type(types, *elem, depth + 1, out);
            out.push('>');
        }
        TypeData::Array { len, elem } => {
            let _ = write!(out, "[{len} x ");
            write_type(types, *elem, depth + 1, out);
            out.push(']');
        }
        TypeData::Struct { fields, packed } => {
            let (open, close) = if *packed { ("<{", "}>") } else { ("{", "}") };
            out.push_str(open);
            if !fields.is_empty() {
                out.push(' ');
                list(out, fields);
                out.push(' ');
            }
            out.push_str(close);
        }
        TypeData::Named(_) => {
            let name = types.named_info(t).map_or("?", |n| n.name.as_str());
            let _ = write!(out, "%{name}");
        }
        TypeData::Label => out.push_str("label"),
        TypeData::Token => out.push_str("token"),
        TypeData::Metadata => out.push_str("metadata"),
        TypeData::Func { ret, params, varargs } => {
            write_type(types, *ret, depth + 1, out);
            out.push_str(" (");
            list(out, params);
            if *varargs {
                out.push_str(if params.is_empty() { "..." } else { ", ..." });
            }
            out.push(')');
        }
    }
}
