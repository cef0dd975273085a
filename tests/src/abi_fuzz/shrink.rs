//! Shrinking failing ABI fuzz cases and keeping them as regression files.
//!
//! A failure is first re-run alone; then, round by round, every one-step simplification (drop the
//! return value, drop an argument, drop a struct member, unpack, drop `alignstack`, shorten an
//! array, unwrap a one-member struct) is tried in one batch, and the first that still fails the
//! same way becomes the new case. The result is written as `tests/regressions/abi/ABI-HASH.sig`
//! (the text form of `Sig`, plus an `abi:` line) with the generated `.c` driver and `.ll` module.

use super::emit_c::main_file;
use super::emit_ir::module_text;
use super::run::{run_batch, CaseFailure, Failure, KilnSide};
use super::ty::{Param, Sig, Ty};
use super::{Abi, Case};
use std::path::{Path, PathBuf};

/// One-step simplifications of a type, simplest first.
fn simpler(ty: &Ty) -> Vec<Ty> {
    let mut out = Vec::new();
    match ty {
        Ty::Struct { fields, packed } => {
            if fields.len() == 1 {
                out.push(fields[0].clone());
            }
            if *packed {
                out.push(Ty::Struct { fields: fields.clone(), packed: false });
            }
            if fields.len() > 1 {
                for i in 0..fields.len() {
                    let mut f = fields.clone();
                    f.remove(i);
                    out.push(Ty::Struct { fields: f, packed: *packed });
                }
            }
            for (i, field) in fields.iter().enumerate() {
                for s in simpler(field) {
                    let mut f = fields.clone();
                    f[i] = s;
                    out.push(Ty::Struct { fields: f, packed: *packed });
                }
            }
        }
        Ty::Array { elem, len } => {
            if *len > 1 {
                out.push(Ty::Array { elem: elem.clone(), len: 1 });
                out.push(Ty::Array { elem: elem.clone(), len: len - 1 });
            }
            for s in simpler(elem) {
                out.push(Ty::Array { elem: Box::new(s), len: *len });
            }
        }
        Ty::I128 => out.push(Ty::I64),
        _ => {}
    }
    out.retain(|t| !t.is_aggregate() || (1..=64).contains(&t.size()));
    out
}

/// A type C's default argument promotions leave alone (allowed as a variadic argument).
fn vararg_ok(ty: &Ty) -> bool {
    !matches!(ty, Ty::I8 | Ty::I16 | Ty::F32)
}

/// Every one-step simplification of `sig`, biggest steps first, without duplicates.
pub fn candidates(sig: &Sig) -> Vec<Sig> {
    let mut out: Vec<Sig> = Vec::new();
    if sig.ret.is_some() {
        out.push(Sig { ret: None, ..sig.clone() });
    }
    if sig.params.len() > 1 {
        for i in 0..sig.params.len() {
            let mut s = sig.clone();
            s.params.remove(i);
            out.push(s);
        }
    }
    for i in 0..sig.varargs.len() {
        let mut s = sig.clone();
        s.varargs.remove(i);
        out.push(s);
    }
    for (i, p) in sig.params.iter().enumerate() {
        if p.align.is_some() {
            let mut s = sig.clone();
            s.params[i].align = None;
            out.push(s);
        }
        for t in simpler(&p.ty) {
            let mut s = sig.clone();
            let align = if t.is_aggregate() { p.align } else { None };
            s.params[i] = Param { ty: t, align };
            out.push(s);
        }
    }
    for (i, v) in sig.varargs.iter().enumerate() {
        for t in simpler(v).into_iter().filter(vararg_ok) {
            let mut s = sig.clone();
            s.varargs[i] = t;
            out.push(s);
        }
    }
    if let Some(r) = &sig.ret {
        for t in simpler(r) {
            out.push(Sig { ret: Some(t), ..sig.clone() });
        }
    }
    let mut seen = std::collections::HashSet::new();
    out.retain(|s| seen.insert(s.clone()));
    out
}

/// The part of a failure that must stay the same while shrinking (for rejections, the message
/// without its location).
fn failure_key(f: &Failure) -> String {
    match f {
        Failure::Rejected(e) => {
            let first = e.lines().next().unwrap_or("");
            let msg = first.rsplit_once("error: ").map_or(first, |(_, m)| m);
            format!("rejected: {}", without_symbols(msg))
        }
        Failure::Crashed(_) => "crashed".into(),
        Failure::Mismatch(_) => "mismatch".into(),
    }
}

/// `msg` with every `@name` replaced by `@_` and repeated `in @_: ` prefixes dropped.
fn without_symbols(msg: &str) -> String {
    let mut out = String::new();
    let mut chars = msg.chars().peekable();
    while let Some(c) = chars.next() {
        out.push(c);
        if c == '@' {
            out.push('_');
            while chars.peek().is_some_and(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '.') {
                chars.next();
            }
        }
    }
    while let Some(rest) = out.strip_prefix("in @_: ") {
        out = rest.to_string();
    }
    out
}

/// The grouping key of a failure in summaries (rejections by message, others by kind).
pub fn group_key(f: &Failure) -> String {
    failure_key(f)
}

/// Shrinks `failure`. `Ok(None)` when the case passes when run alone (it depends on its batch).
pub fn shrink(
    abi: Abi,
    side: KilnSide<'_>,
    failure: &CaseFailure,
    max_rounds: usize,
) -> Result<Option<CaseFailure>, String> {
    let alone = run_batch(abi, std::slice::from_ref(&failure.case), side)?;
    let Some(mut current) = alone.failures.into_iter().next() else { return Ok(None) };
    let key = failure_key(&current.failure);
    for _ in 0..max_rounds {
        let cases: Vec<Case> =
            candidates(&current.case.sig).into_iter().take(80).map(|sig| Case { id: current.case.id, sig }).collect();
        if cases.is_empty() {
            break;
        }
        let report = run_batch(abi, &cases, side)?;
        let still: Option<CaseFailure> = cases.iter().find_map(|c| {
            report.failures.iter().find(|f| f.case.sig == c.sig && failure_key(&f.failure) == key).cloned()
        });
        match still {
            Some(f) => current = f,
            None => break,
        }
    }
    Ok(Some(current))
}

/// FNV-1a hash of `text` (stable across runs and platforms).
pub fn fnv64(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3))
}

/// The directory of ABI regression files.
pub fn regression_dir() -> PathBuf {
    crate::repo_root().join("tests").join("regressions").join("abi")
}

/// Writes `failure` as `DIR/ABI-HASH.{sig,c,ll}` unless that file exists; returns the `.sig` path.
pub fn save(abi: Abi, failure: &CaseFailure, origin: &str, dir: &Path) -> std::io::Result<PathBuf> {
    std::fs::create_dir_all(dir)?;
    let sig_text = failure.case.sig.to_text();
    let stem = dir.join(format!("{}-{:016x}", abi.name(), fnv64(&sig_text)));
    if stem.with_extension("sig").exists() {
        return Ok(stem.with_extension("sig")); // Already kept (its comments say where it came from).
    }
    let headline = failure.failure.headline().replace('\n', " ");
    let text =
        format!("# Kiln ABI fuzz regression ({origin})\n# failed with: {headline}\nabi: {}\n{sig_text}", abi.name());
    let case = Case { id: 0, sig: failure.case.sig.clone() };
    std::fs::write(stem.with_extension("c"), main_file(abi, std::slice::from_ref(&case)))?;
    std::fs::write(stem.with_extension("ll"), module_text(abi, std::slice::from_ref(&case)))?;
    // Written under another name and renamed, so a concurrent reader never sees half a file.
    std::fs::write(stem.with_extension("sig.tmp"), text)?;
    std::fs::rename(stem.with_extension("sig.tmp"), stem.with_extension("sig"))?;
    Ok(stem.with_extension("sig"))
}

/// Reads every `.sig` file of `dir`: its path, ABI and signature.
pub fn load_dir(dir: &Path) -> Result<Vec<(PathBuf, Abi, Sig)>, String> {
    let mut paths: Vec<PathBuf> =
        std::fs::read_dir(dir).map(|rd| rd.filter_map(|e| e.ok().map(|e| e.path())).collect()).unwrap_or_default();
    paths.retain(|p| p.extension().is_some_and(|e| e == "sig"));
    paths.sort();
    let mut out = Vec::new();
    for path in paths {
        let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        let abi_name = text
            .lines()
            .find_map(|l| l.trim().strip_prefix("abi:"))
            .ok_or_else(|| format!("{}: no `abi:` line", path.display()))?;
        let abi =
            Abi::from_name(abi_name.trim()).ok_or_else(|| format!("{}: unknown ABI {abi_name}", path.display()))?;
        let sig = Sig::from_text(&text).map_err(|e| format!("{}: {e}", path.display()))?;
        out.push((path, abi, sig));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn candidates_are_strictly_simpler() {
        let sig = Sig::from_text(
            "ret: <{ i8, [2 x { i16, float }] }>\nparam: { i128, double } alignstack(32)\nparam: i32\nvararg: { i64 }\n",
        )
        .expect("parses");
        let c = candidates(&sig);
        assert!(c.len() > 8);
        for s in &c {
            assert_ne!(s, &sig);
            assert!(!s.params.is_empty());
            assert!(s.varargs.iter().all(vararg_ok));
            assert!(s.weight() < sig.weight(), "{}", s.to_text());
        }
        assert!(c.iter().any(|s| s.ret.is_none()));
        assert!(c.iter().any(|s| s.params[0].align.is_none() && s.params[0].ty == sig.params[0].ty));
    }

    #[test]
    fn regression_files_round_trip() {
        let dir = crate::native::scratch_stem("abi-regress");
        let sig = Sig::from_text("ret: void\nparam: { float, float, float }\n").expect("parses");
        let f = CaseFailure { case: Case { id: 3, sig: sig.clone() }, failure: Failure::Crashed("boom".into()) };
        let path = save(Abi::MsAbi, &f, "unit test", &dir).expect("writes");
        assert!(path.with_extension("c").is_file() && path.with_extension("ll").is_file());
        let loaded = load_dir(&dir).expect("loads");
        assert_eq!(loaded, vec![(path, Abi::MsAbi, sig)]);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
