//! Statepoint code run natively under the test tree's moving collector (`tests/gc_native/runtime.c`:
//! a semispace copier that finds roots through the executable's StackMap section), and the
//! `llvm-readobj-19 --stackmap` view of an object's records.

use crate::native::{c_compiler, scratch_stem};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

/// The collector's source.
pub fn runtime_source() -> PathBuf {
    crate::repo_root().join("tests/gc_native/runtime.c")
}

/// The collector compiled once per process (with frame pointers: the collector walks the rbp chain
/// through its own frames and any C frames between managed ones).
pub fn runtime_object() -> Result<PathBuf, String> {
    static OBJ: OnceLock<Result<PathBuf, String>> = OnceLock::new();
    OBJ.get_or_init(|| {
        let obj = scratch_stem("gc-runtime").with_extension("o");
        let out = Command::new(c_compiler())
            .args(["-c", "-O1", "-fno-omit-frame-pointer", "-mno-omit-leaf-frame-pointer", "-Wall", "-Werror", "-o"])
            .arg(&obj)
            .arg(runtime_source())
            .output()
            .map_err(|e| format!("cannot run the C compiler: {e}"))?;
        if !out.status.success() {
            return Err(format!("the collector does not compile:\n{}", String::from_utf8_lossy(&out.stderr)));
        }
        Ok(obj)
    })
    .clone()
}

/// What a native run did.
#[derive(Debug, Clone)]
pub struct NativeRun {
    /// Exit status (`None`: killed by a signal, e.g. a stale reference faulting).
    pub status: Option<i32>,
    /// Its stdout.
    pub stdout: Vec<u8>,
    /// Its stderr (the collector's report and any abort message).
    pub stderr: String,
    /// Collections the collector reported at exit (0 when it printed no report).
    pub collections: u64,
}

impl NativeRun {
    /// Exit status and stdout, for messages.
    pub fn describe(&self) -> String {
        format!("status {:?}:\n{}\n--- stderr:\n{}", self.status, String::from_utf8_lossy(&self.stdout), self.stderr)
    }
}

/// Links `objects` (with `c_sources`) against the collector and runs the program (time limit 60 s).
pub fn run_native(objects: &[&[u8]], c_sources: &[&Path], prefix: &str) -> Result<NativeRun, String> {
    let rt = runtime_object()?;
    let stem = scratch_stem(prefix);
    let exe = stem.with_extension("exe");
    let mut paths = Vec::new();
    for (k, o) in objects.iter().enumerate() {
        let p = stem.with_extension(format!("{k}.o"));
        std::fs::write(&p, o).map_err(|e| e.to_string())?;
        paths.push(p);
    }
    let link = Command::new(c_compiler())
        .arg("-o")
        .arg(&exe)
        .args(&paths)
        .args(c_sources)
        .arg(&rt)
        // libstdc++ for the programs that throw (`__cxa_throw`, `__gxx_personality_v0`).
        .args(["-fno-omit-frame-pointer", "-O1", "-lm", "-lstdc++"])
        .output()
        .map_err(|e| format!("cannot run the C compiler: {e}"));
    paths.iter().for_each(|p| drop(std::fs::remove_file(p)));
    let link = link?;
    if !link.status.success() {
        return Err(format!("linking failed:\n{}", String::from_utf8_lossy(&link.stderr)));
    }
    let out = Command::new("timeout").arg("60").arg(&exe).output().map_err(|e| e.to_string());
    let _ = std::fs::remove_file(&exe);
    let out = out?;
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    let collections = stderr.lines().find_map(|l| l.strip_prefix("gc: ")?.split(' ').next()?.parse().ok()).unwrap_or(0);
    Ok(NativeRun { status: out.status.code(), stdout: out.stdout, stderr, collections })
}

/// `llc-19 -O{opt}` of `ir` into an ELF object, with frame pointers everywhere (the collector
/// walks the rbp chain).
pub fn llc_object(llc: &Path, ir: &str, opt: u8) -> Result<Vec<u8>, String> {
    let stem = scratch_stem("gc-llc");
    let (src, obj) = (stem.with_extension("ll"), stem.with_extension("o"));
    std::fs::write(&src, ir).map_err(|e| e.to_string())?;
    let out = Command::new(llc)
        .arg(format!("-O{opt}"))
        .args(["-frame-pointer=all", "-relocation-model=pic", "-filetype=obj", "-o"])
        .arg(&obj)
        .arg(&src)
        .output()
        .map_err(|e| e.to_string());
    let _ = std::fs::remove_file(&src);
    let out = out?;
    if !out.status.success() {
        return Err(format!("llc-19 -O{opt} fails:\n{}", String::from_utf8_lossy(&out.stderr)));
    }
    let bytes = std::fs::read(&obj).map_err(|e| e.to_string());
    let _ = std::fs::remove_file(&obj);
    bytes
}

/// What `llvm-readobj-19 --stackmap` prints for `object`, per function in order: its records as
/// `ID: kind/size ...`, sorted (two compilers may order a function's calls differently).
pub fn readobj_records(readobj: &Path, object: &[u8]) -> Result<Vec<Vec<String>>, String> {
    let path = scratch_stem("gc-readobj").with_extension("o");
    std::fs::write(&path, object).map_err(|e| e.to_string())?;
    let out = Command::new(readobj).arg("--stackmap").arg(&path).output().map_err(|e| e.to_string());
    let _ = std::fs::remove_file(&path);
    let out = out?;
    if !out.status.success() {
        return Err(format!("llvm-readobj-19 fails:\n{}", String::from_utf8_lossy(&out.stderr)));
    }
    let text = String::from_utf8_lossy(&out.stdout);
    let mut counts = Vec::new();
    let mut records: Vec<String> = Vec::new();
    for line in text.lines().map(str::trim) {
        if let Some(rest) = line.strip_prefix("Function address: ") {
            let n = rest.rsplit(' ').next().and_then(|n| n.parse::<usize>().ok());
            counts.push(n.ok_or_else(|| format!("unreadable function line: {line}"))?);
        } else if let Some(rest) = line.strip_prefix("Record ID: ") {
            records.push(rest.split(',').next().unwrap_or("").to_string() + ":");
        } else if line.starts_with('#') && line.contains(", size: ") {
            // `#3: Constant 5`, `#7: ConstantIndex #0 (1099511627776)`, `#4: Indirect [R#7 + 52]`:
            // constants with their values, other kinds alone (registers and offsets may differ).
            let (loc, size) = line.split_once(", size: ").unwrap_or_default();
            let words: Vec<&str> = loc.split(' ').collect();
            let kind = match words.get(1).copied().unwrap_or("") {
                "Constant" => format!("Constant({})", words.get(2).copied().unwrap_or("")),
                "ConstantIndex" => format!("Constant{}", words.last().copied().unwrap_or("")),
                other => other.to_string(),
            };
            if let Some(r) = records.last_mut() {
                r.push_str(&format!(" {kind}/{size}"));
            }
        }
    }
    // A statepoint record is [cc, flags, deopt count, deopt values..., (base, derived) pairs...]:
    // the pairs are a set (compilers list them in different orders).
    let records: Vec<String> = records
        .into_iter()
        .map(|r| {
            let mut words = r.split(' ');
            let id = words.next().unwrap_or("").to_string();
            let locs: Vec<&str> = words.collect();
            let ndeopt = locs
                .get(2)
                .and_then(|l| l.strip_prefix("Constant(")?.split(')').next()?.parse::<usize>().ok())
                .filter(|n| 3 + n <= locs.len() && (locs.len() - 3 - n).is_multiple_of(2));
            let Some(n) = ndeopt else { return r };
            let mut pairs: Vec<String> = locs[3 + n..].chunks(2).map(|p| p.join(" ")).collect();
            pairs.sort();
            format!("{id} {} | {}", locs[..3 + n].join(" "), pairs.join(", "))
        })
        .collect();
    let mut per_function = Vec::new();
    let mut it = records.into_iter();
    for n in counts {
        let mut v: Vec<String> = it.by_ref().take(n).collect();
        v.sort();
        per_function.push(v);
    }
    Ok(per_function)
}
