//! The real programs of tests/tests/real_programs.rs (and `cargo bench --bench real`): the C sources
//! crates ship, fetched by `cargo fetch --manifest-path tests/real/Cargo.toml`, with the flags their
//! build scripts pass, and how to build, link and run them.

use crate::gen_program::harness::{run_with_limit, RunResult, RUN_TIME_LIMIT};
use crate::native::{c_compiler, scratch_stem};
use crate::repo_root;
use crate::windows::target_dir;
use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::process::Command;

/// A C program shipped in a crate.
pub struct Program {
    /// Short name (directory under tests/real and target/kiln-real).
    pub name: &'static str,
    /// The crate's directory name in the registry (`NAME-VERSION`).
    pub krate: &'static str,
    /// The sources' directory inside the crate.
    pub dir: &'static str,
    /// The files to build (`None`: every `.c` of the directory, as the build script does).
    pub files: Option<&'static [&'static str]>,
    /// The build script's compiler flags (besides the optimisation level and `-I dir`).
    pub flags: &'static [&'static str],
    /// Extra link flags.
    pub libs: &'static [&'static str],
    /// Script file extension in tests/real/NAME.
    pub script_ext: &'static str,
    /// Whether the driver takes a scratch file after the script (the SQLite database).
    pub scratch_arg: bool,
    /// The (clang, Kiln) optimisation levels CI checks; `KILN_REAL_ALL=1` checks -O0 and -O2 for
    /// every program (the longer local run).
    pub levels: &'static [(&'static str, u8)],
}

pub const BOTH: &[(&str, u8)] = &[("O0", 0), ("O2", 2)];

pub const PROGRAMS: &[Program] = &[
    Program {
        name: "lua",
        krate: "lua-src-547.1.0",
        dir: "lua-5.4.7",
        files: None,
        flags: &["-DLUA_USE_LINUX", "-DLUA_COMPAT_5_3", "-w", "-fno-common"],
        libs: &["-lm"],
        script_ext: "lua",
        scratch_arg: false,
        levels: BOTH,
    },
    // rquickjs-sys's build.rs: `_GNU_SOURCE` and these five files, through the `cc` crate (whose
    // defaults add `-ffunction-sections -fdata-sections -fPIC`); `-w` only silences warnings.
    Program {
        name: "quickjs",
        krate: "rquickjs-sys-0.9.0",
        dir: "quickjs",
        files: Some(&["libregexp.c", "libunicode.c", "cutils.c", "quickjs.c", "libbf.c"]),
        flags: &["-D_GNU_SOURCE", "-ffunction-sections", "-fdata-sections", "-fPIC", "-w"],
        libs: &["-lm"],
        script_ext: "js",
        scratch_arg: false,
        levels: BOTH,
    },
    // libsqlite3-sys's build.rs with the `bundled` feature, for a Linux target (the amalgamation
    // and its flags, through `cc`). CI builds it at -O2 only; `KILN_REAL_ALL=1` adds -O0.
    Program {
        name: "sqlite",
        krate: "libsqlite3-sys-0.30.1",
        dir: "sqlite3",
        files: Some(&["sqlite3.c"]),
        flags: &[
            "-DSQLITE_CORE",
            "-DSQLITE_DEFAULT_FOREIGN_KEYS=1",
            "-DSQLITE_ENABLE_API_ARMOR",
            "-DSQLITE_ENABLE_COLUMN_METADATA",
            "-DSQLITE_ENABLE_DBSTAT_VTAB",
            "-DSQLITE_ENABLE_FTS3",
            "-DSQLITE_ENABLE_FTS3_PARENTHESIS",
            "-DSQLITE_ENABLE_FTS5",
            "-DSQLITE_ENABLE_JSON1",
            "-DSQLITE_ENABLE_LOAD_EXTENSION=1",
            "-DSQLITE_ENABLE_MEMORY_MANAGEMENT",
            "-DSQLITE_ENABLE_RTREE",
            "-DSQLITE_ENABLE_STAT4",
            "-DSQLITE_SOUNDEX",
            "-DSQLITE_THREADSAFE=1",
            "-DSQLITE_USE_URI",
            "-DHAVE_USLEEP=1",
            "-DHAVE_ISNAN",
            "-D_POSIX_THREAD_SAFE_FUNCTIONS",
            "-DHAVE_LOCALTIME_R",
            "-ffunction-sections",
            "-fdata-sections",
            "-fPIC",
            "-w",
        ],
        libs: &["-lm", "-lpthread", "-ldl"],
        script_ext: "sql",
        scratch_arg: true,
        levels: &[("O2", 2)],
    },
];

/// Fetches the manifest's crates and returns the registry's source directory of `krate`.
pub fn crate_dir(krate: &str) -> PathBuf {
    let manifest = repo_root().join("tests/real/Cargo.toml");
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let out = Command::new(&cargo)
        .args(["fetch", "--locked", "--manifest-path"])
        .arg(&manifest)
        .output()
        .unwrap_or_else(|e| panic!("cannot run cargo fetch: {e}"));
    assert!(
        out.status.success(),
        "cargo fetch --manifest-path tests/real/Cargo.toml failed (the real programs come from crates.io):\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let home = std::env::var_os("CARGO_HOME")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(std::env::var_os("HOME").expect("HOME")).join(".cargo"));
    let registry = home.join("registry/src");
    let found = std::fs::read_dir(&registry)
        .unwrap_or_else(|e| panic!("{}: {e}", registry.display()))
        .filter_map(|e| e.ok())
        .map(|e| e.path().join(krate))
        .find(|p| p.is_dir());
    found.unwrap_or_else(|| panic!("{krate} is not in {} after cargo fetch", registry.display()))
}

/// The files of `p` to build, sorted.
pub fn sources(p: &Program, dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = match p.files {
        Some(list) => list.iter().map(|f| dir.join(f)).collect(),
        None => std::fs::read_dir(dir)
            .unwrap()
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|f| f.extension().is_some_and(|x| x == "c"))
            .collect(),
    };
    files.sort();
    files
}

/// A hash of every file of `dir` and of `flags`: the key of cached IR.
pub fn tree_key(dir: &Path, flags: &[&str]) -> u64 {
    let mut h = DefaultHasher::new();
    flags.hash(&mut h);
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir).unwrap().filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    for e in entries.iter().filter(|e| e.is_file()) {
        e.file_name().hash(&mut h);
        std::fs::read(e).unwrap_or_default().hash(&mut h);
    }
    h.finish()
}

/// clang-19's IR of `src` at `level` (cached).
pub fn clang_ir(clang: &Path, p: &Program, dir: &Path, src: &Path, level: &str, key: u64) -> Result<Vec<u8>, String> {
    let cache = target_dir().join("kiln-real").join(p.name).join(format!("{key:016x}")).join(level);
    std::fs::create_dir_all(&cache).map_err(|e| e.to_string())?;
    let ll = cache.join(src.file_name().unwrap()).with_extension("ll");
    if let Ok(bytes) = std::fs::read(&ll) {
        return Ok(bytes);
    }
    let tmp = ll.with_extension(format!("tmp{}", std::process::id()));
    let out = Command::new(clang)
        .args(p.flags)
        .arg(format!("-{level}"))
        .arg("-I")
        .arg(dir)
        .args(["-S", "-emit-llvm", "-o"])
        .arg(&tmp)
        .arg(src)
        .output()
        .map_err(|e| format!("cannot run clang-19: {e}"))?;
    if !out.status.success() {
        return Err(format!("clang-19 -{level} {}:\n{}", src.display(), String::from_utf8_lossy(&out.stderr)));
    }
    std::fs::rename(&tmp, &ll).map_err(|e| e.to_string())?;
    std::fs::read(&ll).map_err(|e| e.to_string())
}

/// Links `objects` (written to scratch files) or `sources` with the driver into an executable.
pub fn link(p: &Program, dir: &Path, objects: &[Vec<u8>], sources: &[PathBuf], what: &str) -> Result<PathBuf, String> {
    let stem = scratch_stem(&format!("real-{}", p.name));
    let exe = stem.with_extension("exe");
    let mut paths = Vec::new();
    for (k, o) in objects.iter().enumerate() {
        let path = stem.with_extension(format!("{k}.o"));
        std::fs::write(&path, o).map_err(|e| e.to_string())?;
        paths.push(path);
    }
    let driver = repo_root().join(format!("tests/real/{}/driver.c", p.name));
    let mut cmd = Command::new(c_compiler());
    cmd.arg("-O2").arg("-I").arg(dir).args(p.flags).arg("-o").arg(&exe).arg(&driver).args(&paths).args(sources);
    let out = cmd.args(p.libs).output().map_err(|e| format!("cannot run the C compiler: {e}"));
    for path in &paths {
        let _ = std::fs::remove_file(path);
    }
    let out = out?;
    if !out.status.success() {
        return Err(format!("linking {what} failed:\n{}", String::from_utf8_lossy(&out.stderr)));
    }
    Ok(exe)
}

/// The scripts of `p`, sorted.
pub fn scripts(p: &Program) -> Vec<PathBuf> {
    let dir = repo_root().join("tests/real").join(p.name);
    let mut v: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|f| f.extension().is_some_and(|x| x == p.script_ext))
        .collect();
    v.sort();
    v
}

pub fn run(p: &Program, exe: &Path, script: &Path) -> Result<RunResult, String> {
    let mut cmd = Command::new(exe);
    cmd.arg(script);
    if p.scratch_arg {
        cmd.arg(scratch_stem(&format!("real-{}", p.name)).with_extension("db"));
    }
    run_with_limit(&mut cmd, RUN_TIME_LIMIT)
}
