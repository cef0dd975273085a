//! Recognises LLVM's mangled overload suffixes on intrinsic names (`.p0.p0.i64`, `.v4i32`, `.sl_i32i1s`).
//!
//! One token per overloaded type, each introduced by a '.':
//!
//! | token            | type                                   |
//! | ---------------- | -------------------------------------- |
//! | `iN`             | integer of N bits                      |
//! | `f16 f32 f64 f80 f128 bf16 ppcf128` | floating point      |
//! | `pN`             | `ptr addrspace(N)`; legacy typed pointers add the pointee (`p0i8`, `p0f_isVoidf`) at the top level only |
//! | `vN<T>`, `nxvN<T>` | fixed and scalable vectors           |
//! | `aN<T>`          | array                                  |
//! | `sl_<T>...s`     | literal struct                         |
//! | `s_<name>s`      | named struct (the name may contain '.') |
//! | `f_<R><P>...[vararg]f` | function type                    |
//! | `isVoid Metadata token x86mmx x86amx` | the rest          |
//!
//! Nesting is bounded so a hostile name cannot exhaust the stack.

use crate::types::{Type, TypeData, TypeStore};

/// The overload suffix token LLVM writes for type `t` (`i32`, `p1`, `v2p1`, `sl_p1i64s`, `s_Ts`),
/// the inverse of what `is_mangled_suffix` recognises.
pub fn mangle(types: &TypeStore, t: Type) -> String {
    match types.data(t) {
        TypeData::Void => "isVoid".into(),
        TypeData::Int(n) => format!("i{n}"),
        TypeData::Half => "f16".into(),
        TypeData::Float => "f32".into(),
        TypeData::Double => "f64".into(),
        TypeData::X86Fp80 => "f80".into(),
        TypeData::Ptr(a) => format!("p{a}"),
        TypeData::Vector { len, elem } => format!("v{len}{}", mangle(types, *elem)),
        TypeData::Array { len, elem } => format!("a{len}{}", mangle(types, *elem)),
        TypeData::Struct { fields, .. } => {
            format!("sl_{}s", fields.iter().map(|&f| mangle(types, f)).collect::<String>())
        }
        TypeData::Named(_) => format!("s_{}s", types.named_info(t).map_or("", |n| n.name.as_str())),
        TypeData::Label => "label".into(),
        TypeData::Token => "token".into(),
        TypeData::Metadata => "Metadata".into(),
        TypeData::Func { ret, params, varargs } => format!(
            "f_{}{}{}f",
            mangle(types, *ret),
            params.iter().map(|&p| mangle(types, p)).collect::<String>(),
            if *varargs { "vararg" } else { "" }
        ),
    }
}

/// Deepest type nesting accepted inside one token.
const MAX_DEPTH: u32 = 16;

/// True when `suffix` (the text after the base name and its '.') is one or more '.'-separated
/// mangled type tokens.
pub(super) fn is_mangled_suffix(suffix: &str) -> bool {
    let mut rest = suffix;
    loop {
        if let Some(name) = rest.strip_prefix("s_") {
            // A named struct's name may contain '.', so it runs to the end of the name.
            return name.len() >= 2 && name.ends_with('s');
        }
        let Some(after) = top_level_token(rest) else {
            return false;
        };
        if after.is_empty() {
            return true;
        }
        match after.strip_prefix('.') {
            Some(next) => rest = next,
            None => return false,
        }
    }
}

/// Parses one top-level token, where a legacy typed pointer may carry its pointee.
fn top_level_token(s: &str) -> Option<&str> {
    if let Some(digits) = s.strip_prefix('p') {
        let after = skip_digits(digits)?;
        if after.is_empty() || after.starts_with('.') {
            return Some(after);
        }
        return mangled_type(after, 1);
    }
    mangled_type(s, 0)
}

/// Parses one mangled type at the start of `s`, returning what follows it.
fn mangled_type(s: &str, depth: u32) -> Option<&str> {
    if depth > MAX_DEPTH {
        return None;
    }
    const WORDS: &[&str] =
        &["isVoid", "Metadata", "token", "x86amx", "x86mmx", "ppcf128", "bf16", "f128", "f16", "f32", "f64", "f80"];
    for word in WORDS {
        if let Some(rest) = s.strip_prefix(word) {
            return Some(rest);
        }
    }
    if let Some(rest) = s.strip_prefix("sl_") {
        return sequence_until(rest, 's', depth, false);
    }
    if let Some(rest) = s.strip_prefix("f_") {
        return sequence_until(rest, 'f', depth, true);
    }
    if let Some(rest) = s.strip_prefix("nxv").or_else(|| s.strip_prefix('v')) {
        return mangled_type(skip_digits(rest)?, depth + 1);
    }
    if let Some(rest) = s.strip_prefix('a') {
        return mangled_type(skip_digits(rest)?, depth + 1);
    }
    if let Some(rest) = s.strip_prefix('i') {
        return skip_digits(rest);
    }
    if let Some(rest) = s.strip_prefix('p') {
        return skip_digits(rest);
    }
    None
}

/// Parses element types up to the `end` character (struct fields, function return and
/// parameters); a function type may end its parameters with `vararg`.
fn sequence_until(mut s: &str, end: char, depth: u32, allow_vararg: bool) -> Option<&str> {
    loop {
        if allow_vararg {
            if let Some(rest) = s.strip_prefix("vararg") {
                return rest.strip_prefix(end);
            }
        }
        // An element is tried first: `f32` and `sl_` start with the terminators `f` and `s`.
        if let Some(rest) = mangled_type(s, depth + 1) {
            s = rest;
            continue;
        }
        return s.strip_prefix(end);
    }
}

/// Skips one or more ASCII digits.
fn skip_digits(s: &str) -> Option<&str> {
    let rest = s.trim_start_matches(|c: char| c.is_ascii_digit());
    (rest.len() < s.len()).then_some(rest)
}

#[cfg(test)]
mod tests {
    use super::is_mangled_suffix;

    #[test]
    fn accepts_common_suffixes() {
        for s in [
            "p0",
            "p0.p0.i64",
            "i32",
            "v4i32",
            "v2f64",
            "f64",
            "f80",
            "p1",
            "p0f_isVoidf",
            "p1i8",
            "a2i32",
            "sl_i32i1s",
            "sl_p0p0s",
            "s_struct.Foos",
            "i64.p0",
            "nxv4i32",
            "isVoid",
            "f_i32i32varargf",
            "v4p0",
        ] {
            assert!(is_mangled_suffix(s), "{s}");
        }
    }

    #[test]
    fn rejects_junk() {
        for s in ["", "foo", "i", "p", "v4", "i32x", "i32.", ".i32", "sl_i32", "f_i32", "s_", "vi32", "f17"] {
            assert!(!is_mangled_suffix(s), "{s}");
        }
    }

    #[test]
    fn deep_nesting_is_rejected_without_overflow() {
        let deep = format!("{}i32", "v1".repeat(100_000));
        assert!(!is_mangled_suffix(&deep));
        let deep_structs = format!("{}i32{}", "sl_".repeat(50_000), "s".repeat(50_000));
        assert!(!is_mangled_suffix(&deep_structs));
    }
}
