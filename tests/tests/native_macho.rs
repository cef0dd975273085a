//! Mach-O objects (`x86_64-apple-darwin`) for the C corpus: every tests/c/NAME.O2.ll (and a few O0 files)
//! built for macOS must (a) link with `ld64.lld-19 -undefined dynamic_lookup` without a word of complaint,
//! with every RIP-relative reference and call, every data pointer and PC-relative data offset, and the
//! `__mod_init_func` / destructor-registration lists of the linked image matching the ELF relocations of
//! the same module; (b) disassemble to the same instructions as the ELF build, with the relocations
//! mapped type for type (PLT32 → BRANCH, PC32 → SIGNED[_N], REX_GOTPCRELX → GOT_LOAD, GOTPCREL → GOT);
//! (c) carry one compact-unwind entry per function whose RBP-frame encoding matches the registers the
//! prologue pushes, and a linked `__unwind_info` that gives every function that encoding; symbols are the
//! ELF names with one leading `_`; two builds are byte-identical.

use kiln::codegen::{build, BuildOptions, EmitKind, Target};
use kiln_tests::llvm_tool;
use kiln_tests::native::scratch_stem;
use std::collections::{BTreeSet, HashMap};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;

/// O0 files checked in addition to every O2 file (a spread of features: jump tables, globals with
/// pointers, ctors/dtors, varargs, i128, structs).
const O0_FILES: [&str; 6] = ["ctors_dtors", "globals", "switch_tables", "varargs", "int128", "struct_small"];

/// Symbols only the Mach-O object has: the destructor-registration helper and what it calls.
const MACHO_ONLY: [&str; 3] = ["___kiln_register_dtors", "___cxa_atexit", "___dso_handle"];

/// The registers compact unwind can restore, numbered from 1 (`UNWIND_X86_64_REG_*`).
const CALLEE_SAVED: [&str; 5] = ["%rbx", "%r12", "%r13", "%r14", "%r15"];

/// The external tools the checks need.
struct Tools {
    ld: PathBuf,
    objdump: PathBuf,
    readobj: PathBuf,
    nm: PathBuf,
}

fn tools() -> Option<Tools> {
    let ld = llvm_tool("ld64.lld-19", "linking Mach-O objects");
    let objdump = llvm_tool("llvm-objdump-19", "Mach-O disassembly and unwind info");
    let readobj = llvm_tool("llvm-readobj-19", "Mach-O object acceptance");
    let nm = llvm_tool("llvm-nm-19", "Mach-O symbol names");
    Some(Tools { ld: ld?, objdump: objdump?, readobj: readobj?, nm: nm? })
}

/// The corpus files to check with the optimisation level to build them at.
fn corpus() -> Vec<(PathBuf, u8)> {
    let mut v = Vec::new();
    for p in kiln_tests::ll_files("tests/c") {
        let name = p.file_name().unwrap().to_string_lossy().into_owned();
        let stem = name.split('.').next().unwrap().to_string();
        if name.ends_with(".O2.ll") {
            v.push((p, 2));
        } else if name.ends_with(".O0.ll") && O0_FILES.contains(&stem.as_str()) {
            v.push((p, 0));
        }
    }
    assert!(v.len() >= 40, "corpus not found: {} files", v.len());
    v
}

/// Builds `path` for `target` at `opt_level`.
fn object_for(path: &Path, target: Target, opt_level: u8) -> Result<Vec<u8>, String> {
    let src = std::fs::read(path).map_err(|e| e.to_string())?;
    let name = path.display().to_string();
    let mut module = kiln::load_module(&src).map_err(|d| kiln::render_diagnostics(&name, &src, &d))?;
    build(&mut module, &BuildOptions { opt_level, target, emit: EmitKind::Object })
        .map_err(|d| kiln::render_diagnostics(&name, &src, &d))
}

/// Runs `tool args...`; its stdout, or an error when it fails or prints anything on stderr.
fn run(tool: &Path, args: &[&std::ffi::OsStr]) -> Result<String, String> {
    let out = Command::new(tool).args(args).output().map_err(|e| format!("{}: {e}", tool.display()))?;
    let stderr = String::from_utf8_lossy(&out.stderr);
    if !out.status.success() || !stderr.trim().is_empty() {
        return Err(format!("{} {args:?} failed or complained:\n{stderr}", tool.display()));
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// One disassembled instruction.
#[derive(Clone, Debug)]
struct Insn {
    addr: u64,
    len: u64,
    /// Mnemonic and operands, without comments.
    text: String,
    /// The address in a `## 0x... <sym>` / `# 0x... <sym>` comment or a branch operand `0x... <sym>`.
    target: Option<u64>,
}

/// One relocation as `llvm-objdump -r` prints it.
#[derive(Clone, Debug)]
struct Reloc {
    offset: u64,
    kind: String,
    sym: String,
    addend: i64,
}

/// A parsed `llvm-objdump -d -r` of one section.
#[derive(Default, Debug)]
struct Disasm {
    labels: Vec<(u64, String)>,
    insns: Vec<Insn>,
    relocs: Vec<Reloc>,
}

fn hex(s: &str) -> Option<u64> {
    u64::from_str_radix(s.trim_start_matches("0x"), 16).ok()
}

/// `sym`, `sym+0x10`, `sym-4`, `sym@GOTPCREL` → (sym, addend).
fn split_target(t: &str) -> (String, i64) {
    let t = t.split('@').next().unwrap_or(t);
    let cut = t.char_indices().skip(1).find(|&(_, c)| c == '+' || c == '-').map(|(i, _)| i);
    match cut {
        Some(i) => {
            let (sym, rest) = t.split_at(i);
            let mag = rest[1..].trim_start_matches("0x");
            let radix = if rest[1..].starts_with("0x") { 16 } else { 10 };
            let v = i64::from_str_radix(mag, radix).unwrap_or(0);
            (sym.to_string(), if rest.starts_with('-') { -v } else { v })
        }
        None => (t.to_string(), 0),
    }
}

/// Parses `llvm-objdump -d -r` output (raw bytes shown).
fn parse_disasm(text: &str) -> Disasm {
    let mut d = Disasm::default();
    for line in text.lines() {
        if let Some(label) = line.strip_suffix(">:") {
            if let Some((addr, name)) = label.split_once(" <") {
                if let Some(a) = hex(addr) {
                    d.labels.push((a, name.to_string()));
                }
            }
            continue;
        }
        let trimmed = line.trim_start();
        if let Some(comment) = trimmed.strip_prefix('#') {
            // A continuation comment ("## 0x12 <_set+0x12>" after "## imm = ...") names the target.
            let value = comment.trim_start_matches('#').split_whitespace().next().and_then(hex);
            if let (Some(v), Some(last)) = (value, d.insns.last_mut()) {
                last.target = Some(v);
            }
            continue;
        }
        let Some((addr, rest)) = trimmed.split_once(':') else { continue };
        let Some(addr) = hex(addr) else { continue };
        if line.starts_with("\t\t") {
            // Relocation: "\t\t0000000000000010:  R_X86_64_PC32\tb-0x2".
            let mut parts = rest.split_whitespace();
            let (Some(kind), Some(target)) = (parts.next(), parts.next()) else { continue };
            let (sym, addend) = split_target(target);
            d.relocs.push(Reloc { offset: addr, kind: kind.to_string(), sym, addend });
            continue;
        }
        let mut fields = rest.trim_start().splitn(2, '\t');
        let bytes = fields.next().unwrap_or("");
        let len = bytes.split_whitespace().count() as u64;
        let asm = fields.next().unwrap_or("").trim();
        let (code, comment) = match asm.find('#') {
            Some(i) => (asm[..i].trim(), Some(asm[i..].trim_start_matches('#').trim())),
            None => (asm, None),
        };
        let mut target = comment.and_then(|c| c.split_whitespace().next()).and_then(hex);
        let mut norm = code.to_string();
        if let Some(i) = norm.find(" <") {
            // Branch with a symbolised target: "callq\t0x39 <_main+0x9>".
            target = norm[..i].rsplit(['\t', ' ']).next().and_then(hex);
            norm.truncate(i);
        }
        d.insns.push(Insn { addr, len, text: normalize_rip(&norm), target });
    }
    d
}

/// Replaces every RIP-relative displacement (which holds the relocation's addend in Mach-O) by `D`.
fn normalize_rip(s: &str) -> String {
    let mut out = s.to_string();
    while let Some(i) = out.find("(%rip)") {
        let start = out[..i].rfind(|c: char| !(c.is_ascii_hexdigit() || c == 'x' || c == '-')).map_or(0, |j| j + 1);
        out.replace_range(start..i + 6, "D(%RIP)");
    }
    out
}

fn disassemble(tools: &Tools, obj: &Path, section: &str) -> Result<Disasm, String> {
    let out = run(&tools.objdump, &["-d".as_ref(), "-r".as_ref(), "-j".as_ref(), section.as_ref(), obj.as_os_str()])?;
    Ok(parse_disasm(&out))
}

/// Symbol names (`llvm-nm -j`).
fn symbol_names(tools: &Tools, obj: &Path) -> Result<BTreeSet<String>, String> {
    Ok(run(&tools.nm, &["-j".as_ref(), obj.as_os_str()])?.lines().map(str::to_string).collect())
}

/// Defined symbol addresses (`llvm-nm`).
fn symbol_addresses(tools: &Tools, obj: &Path) -> Result<HashMap<String, u64>, String> {
    let mut m = HashMap::new();
    for line in run(&tools.nm, &[obj.as_os_str()])?.lines() {
        let f: Vec<&str> = line.split_whitespace().collect();
        if let [addr, _, name] = f[..] {
            if let Some(a) = hex(addr) {
                m.insert(name.to_string(), a);
            }
        }
    }
    Ok(m)
}

/// The Mach-O relocation types an ELF relocation type may become (the first when nothing follows the field).
fn macho_kinds(elf: &str, after_field: u64) -> Option<&'static str> {
    Some(match (elf, after_field) {
        ("R_X86_64_PLT32", 0) => "X86_64_RELOC_BRANCH",
        ("R_X86_64_PC32", 0) => "X86_64_RELOC_SIGNED",
        ("R_X86_64_PC32", 1) => "X86_64_RELOC_SIGNED_1",
        ("R_X86_64_PC32", 2) => "X86_64_RELOC_SIGNED_2",
        ("R_X86_64_PC32", 4) => "X86_64_RELOC_SIGNED_4",
        ("R_X86_64_REX_GOTPCRELX", 0) => "X86_64_RELOC_GOT_LOAD",
        ("R_X86_64_GOTPCREL", 0) => "X86_64_RELOC_GOT",
        _ => return None,
    })
}

/// The instruction containing the 4-byte field at `field`.
fn insn_at(insns: &[Insn], field: u64) -> Option<&Insn> {
    insns.iter().find(|i| i.addr <= field && field + 4 <= i.addr + i.len)
}

/// (b): same instructions, labels and relocations (type for type) as the ELF build.
fn compare_with_elf(elf: &Disasm, macho: &Disasm) -> Result<(), String> {
    let want: Vec<(u64, String)> = elf.labels.iter().map(|(a, n)| (*a, format!("_{n}"))).collect();
    if want != macho.labels {
        return Err(format!("function labels differ:\n  ELF:    {want:?}\n  Mach-O: {:?}", macho.labels));
    }
    if elf.insns.len() != macho.insns.len() {
        return Err(format!("{} instructions in ELF, {} in Mach-O", elf.insns.len(), macho.insns.len()));
    }
    for (e, m) in elf.insns.iter().zip(&macho.insns) {
        if (e.addr, e.len, &e.text) != (m.addr, m.len, &m.text) {
            return Err(format!(
                "instruction differs: ELF {:#x} `{}`, Mach-O {:#x} `{}`",
                e.addr, e.text, m.addr, m.text
            ));
        }
    }
    if elf.relocs.len() != macho.relocs.len() {
        return Err(format!("{} relocations in ELF, {} in Mach-O", elf.relocs.len(), macho.relocs.len()));
    }
    let mut mrel: Vec<&Reloc> = macho.relocs.iter().collect();
    mrel.sort_by_key(|r| r.offset);
    let mut erel: Vec<&Reloc> = elf.relocs.iter().collect();
    erel.sort_by_key(|r| r.offset);
    for (e, m) in erel.iter().zip(&mrel) {
        let insn = insn_at(&elf.insns, e.offset).ok_or(format!("ELF relocation at {:#x} outside code", e.offset))?;
        let after = insn.addr + insn.len - e.offset - 4;
        let want = macho_kinds(&e.kind, after);
        if e.offset != m.offset || want != Some(m.kind.as_str()) || format!("_{}", e.sym) != m.sym {
            return Err(format!("relocation mismatch: ELF {e:?} (+{after} bytes), Mach-O {m:?}"));
        }
    }
    Ok(())
}

/// (a): in the linked image, every PC32 reference and every call to a defined function reaches the
/// address the ELF relocation names (symbol + addend + distance from the field to the instruction end).
fn check_linked_targets(elf: &Disasm, exe: &Disasm, exe_syms: &HashMap<String, u64>) -> Result<usize, String> {
    let (Some((first_off, first)), Some((exe_first, _))) = (elf.labels.first(), exe.labels.first()) else {
        return Ok(0);
    };
    let Some(&base) = exe_syms.get(&format!("_{first}")) else {
        return Err(format!("_{first} missing from the linked image"));
    };
    let delta = base - first_off;
    if *exe_first != base {
        return Err(format!("linked __text starts at {exe_first:#x}, _{first} at {base:#x}"));
    }
    let mut checked = 0;
    for r in &elf.relocs {
        if r.kind != "R_X86_64_PC32" && r.kind != "R_X86_64_PLT32" {
            continue;
        }
        let Some(&sym) = exe_syms.get(&format!("_{}", r.sym)) else { continue };
        let field = r.offset + delta;
        let insn = insn_at(&exe.insns, field).ok_or(format!("no linked instruction at {field:#x}"))?;
        let want = (sym as i64 + r.addend + (insn.addr + insn.len - field) as i64) as u64;
        if insn.target != Some(want) {
            return Err(format!(
                "linked `{}` at {:#x} reaches {:?}, want {want:#x} ({} {}{:+})",
                insn.text, insn.addr, insn.target, r.kind, r.sym, r.addend
            ));
        }
        checked += 1;
    }
    Ok(checked)
}

/// ELF symbols: name → (section, value), from `llvm-objdump -t`.
fn elf_symbols(tools: &Tools, obj: &Path) -> Result<HashMap<String, (String, u64)>, String> {
    let mut m = HashMap::new();
    for line in run(&tools.objdump, &["-t".as_ref(), obj.as_os_str()])?.lines() {
        let Some((left, right)) = line.split_once('\t') else { continue };
        let (Some(value), Some(section)) =
            (left.split_whitespace().next().and_then(hex), left.split_whitespace().last())
        else {
            continue;
        };
        if let Some(name) = right.split_whitespace().nth(1) {
            m.insert(name.to_string(), (section.to_string(), value));
        }
    }
    Ok(m)
}

/// The ELF sections whose relocations `check_linked_data` verifies.
const DATA_SECTIONS: [&str; 3] = [".rodata", ".data.rel.ro", ".data"];

/// Relocations of the ELF sections named in `wanted`: (section, relocation).
fn elf_section_relocs(tools: &Tools, obj: &Path, wanted: &[&str]) -> Result<Vec<(String, Reloc)>, String> {
    let mut v = Vec::new();
    let mut section = String::new();
    for line in run(&tools.objdump, &["-r".as_ref(), obj.as_os_str()])?.lines() {
        if let Some(rest) = line.strip_prefix("RELOCATION RECORDS FOR [") {
            section = rest.trim_end_matches("]:").to_string();
            continue;
        }
        let f: Vec<&str> = line.split_whitespace().collect();
        let matches = |w: &&str| match w.strip_suffix('*') {
            Some(prefix) => section.starts_with(prefix),
            None => section == **w,
        };
        if !wanted.iter().any(matches) {
            continue;
        }
        if let [offset, kind, target] = f[..] {
            let Some(offset) = hex(offset) else { continue };
            let (sym, addend) = split_target(target);
            v.push((section.clone(), Reloc { offset, kind: kind.to_string(), sym, addend }));
        }
    }
    Ok(v)
}

/// The bytes of the linked image's `sections` by address (`llvm-objdump -s`).
fn data_bytes(tools: &Tools, exe: &Path, sections: &[&str]) -> Result<HashMap<u64, u8>, String> {
    let mut a: Vec<&std::ffi::OsStr> = vec!["-s".as_ref()];
    for s in sections {
        a.extend::<[&std::ffi::OsStr; 2]>(["-j".as_ref(), s.as_ref()]);
    }
    a.push(exe.as_os_str());
    let mut m = HashMap::new();
    for line in run(&tools.objdump, &a)?.lines() {
        let Some(rest) = line.strip_prefix(' ') else { continue };
        let Some((addr, groups)) = rest.split_once(' ') else { continue };
        let Some(mut addr) = hex(addr) else { continue };
        for group in groups.split("  ").next().unwrap_or("").split_whitespace() {
            for k in (0..group.len()).step_by(2) {
                let byte = u8::from_str_radix(group.get(k..k + 2).unwrap_or("zz"), 16).map_err(|e| e.to_string())?;
                m.insert(addr, byte);
                addr += 1;
            }
        }
    }
    Ok(m)
}

/// (a) for data: every absolute pointer and every PC-relative offset stored in the linked image's data
/// holds what the ELF relocation of the same module says (for symbols the image defines).
fn check_linked_data(tools: &Tools, eobj: &Path, exe: &Path, exe_syms: &HashMap<String, u64>) -> Result<usize, String> {
    let relocs = elf_section_relocs(tools, eobj, &DATA_SECTIONS)?;
    if relocs.is_empty() {
        return Ok(0);
    }
    let esyms = elf_symbols(tools, eobj)?;
    let bytes = data_bytes(tools, exe, &["__const", "__data"])?;
    let read = |addr: u64, n: u64| -> Result<u64, String> {
        (0..n).rev().try_fold(0u64, |acc, k| {
            bytes
                .get(&(addr + k))
                .map(|&b| acc << 8 | b as u64)
                .ok_or(format!("no linked data byte at {:#x}", addr + k))
        })
    };
    let mut checked = 0;
    for (section, r) in &relocs {
        let Some(&target) = exe_syms.get(&format!("_{}", r.sym)) else { continue };
        // The data object holding the field: the last ELF symbol of the section at or before it.
        let holder = esyms
            .iter()
            .filter(|(_, (s, v))| s == section && *v <= r.offset)
            .max_by_key(|(n, (_, v))| (*v, n.as_str()))
            .ok_or(format!("no symbol before {section}+{:#x}", r.offset))?;
        let place = exe_syms.get(&format!("_{}", holder.0)).ok_or(format!("_{} not in the image", holder.0))?
            + (r.offset - holder.1 .1);
        let (got, want) = match r.kind.as_str() {
            "R_X86_64_64" => (read(place, 8)?, (target as i64 + r.addend) as u64),
            "R_X86_64_PC32" => (read(place, 4)?, (target as i64 + r.addend - place as i64) as i32 as u32 as u64),
            other => return Err(format!("unexpected data relocation {other}")),
        };
        if got != want {
            return Err(format!("linked data at {place:#x} holds {got:#x}, want {want:#x} ({section} {r:?})"));
        }
        checked += 1;
    }
    Ok(checked)
}

/// (a) for constructors and destructors: the linked `__mod_init_func` lists the destructor-registration
/// helper (when there are destructors) and then the ELF `.init_array` entries in order, and the helper
/// passes the `.fini_array` entries to `__cxa_atexit` in order.
fn check_linked_ctors_dtors(
    tools: &Tools,
    eobj: &Path,
    exe: &Path,
    exe_text: &Disasm,
    exe_syms: &HashMap<String, u64>,
) -> Result<usize, String> {
    let relocs = elf_section_relocs(tools, eobj, &[".init_array*", ".fini_array*"])?;
    let addr = |r: &Reloc| exe_syms.get(&format!("_{}", r.sym)).copied().ok_or(format!("_{} not in the image", r.sym));
    // The ELF linker places the prioritised `.init_array.PPPPP` sections (sorted by name) before the
    // plain section; the key orders entries as they end up in the linked array.
    let key = |section: &str, offset: u64| (section.len() == ".init_array".len(), section.to_string(), offset);
    let mut init: Vec<((bool, String, u64), u64)> = Vec::new();
    let mut fini: Vec<((bool, String, u64), u64)> = Vec::new();
    for (section, r) in &relocs {
        let list = if section.starts_with(".init_array") { &mut init } else { &mut fini };
        list.push((key(section, r.offset), addr(r)?));
    }
    init.sort();
    fini.sort();
    let mut want_init: Vec<u64> = Vec::new();
    if !fini.is_empty() {
        want_init.push(*exe_syms.get("___kiln_register_dtors").ok_or("no destructor helper in the image")?);
        // lld merges `__TEXT,__StaticInit` into `__text`: the helper runs up to the next label.
        let start = *exe_syms.get("___kiln_register_dtors").ok_or("no destructor helper in the image")?;
        let end = exe_text.labels.iter().map(|l| l.0).filter(|&a| a > start).min().unwrap_or(u64::MAX);
        let registered: Vec<u64> = exe_text
            .insns
            .iter()
            .filter(|i| (start..end).contains(&i.addr) && i.text.starts_with("leaq") && i.text.ends_with("%rdi"))
            .filter_map(|i| i.target)
            .collect();
        let want: Vec<u64> = fini.iter().map(|e| e.1).collect();
        if registered != want {
            return Err(format!("destructors registered {registered:x?}, want {want:x?}"));
        }
    }
    want_init.extend(init.iter().map(|e| e.1));
    if want_init.is_empty() {
        return Ok(0);
    }
    let bytes = data_bytes(tools, exe, &["__mod_init_func"])?;
    let mut starts: Vec<u64> = bytes.keys().copied().collect();
    starts.sort();
    let base = *starts.first().ok_or("no __mod_init_func in the image")?;
    let got: Vec<u64> = (0..starts.len() as u64 / 8)
        .map(|i| (0..8).rev().fold(0u64, |acc, k| acc << 8 | bytes[&(base + 8 * i + k)] as u64))
        .collect();
    if got != want_init {
        return Err(format!("__mod_init_func holds {got:x?}, want {want_init:x?}"));
    }
    Ok(want_init.len() + fini.len())
}

/// The compact-unwind encoding of an RBP frame pushing `saved` (in push order) below rbp.
/// `UNWIND_X86_64_MODE_DWARF`: the function's unwind rules are its `__eh_frame` FDE. In an object
/// the low 24 bits are 0; in a linked image they hold the FDE's offset, so only the mode is compared.
const UNWIND_MODE_DWARF: u32 = 0x0400_0000;

/// Whether compact encoding `got` is what `want` asks for (any DWARF-mode entry for DWARF mode).
fn encoding_matches(want: u32, got: u32) -> bool {
    if want == UNWIND_MODE_DWARF {
        got & 0x0F00_0000 == UNWIND_MODE_DWARF
    } else {
        got == want
    }
}

/// The Mach-O names of the functions `path` defines with the Win64 convention (`win64cc`): their
/// callee-saved rsi, rdi and xmm6-15 have no compact encoding, so Kiln gives them DWARF mode.
fn win64_bodies(path: &Path) -> Result<BTreeSet<String>, String> {
    let text = std::fs::read(path).map_err(|e| e.to_string())?;
    let module = kiln::load_module(&text).map_err(|d| kiln::render_diagnostics("corpus", &text, &d))?;
    Ok(module
        .funcs
        .iter()
        .filter(|(_, f)| f.is_definition && f.cc == kiln_ir::CallConv::Win64)
        .map(|(_, f)| format!("_{}", f.name()))
        .collect())
}

fn rbp_frame_encoding(saved: &[&str]) -> Option<u32> {
    let mut regs = 0;
    for (i, r) in saved.iter().rev().enumerate() {
        let n = CALLEE_SAVED.iter().position(|x| x == r)? as u32 + 1;
        regs |= n << (3 * i);
    }
    Some(0x0100_0000 | (saved.len() as u32) << 16 | regs)
}

/// The expected encoding of every function, from its prologue in the disassembly.
fn expected_encodings(d: &Disasm, dwarf_mode: &BTreeSet<String>) -> Result<Vec<(u64, String, u32)>, String> {
    let mut v = Vec::new();
    for (addr, name) in &d.labels {
        if dwarf_mode.contains(name) {
            v.push((*addr, name.clone(), UNWIND_MODE_DWARF));
            continue;
        }
        let start = d.insns.iter().position(|i| i.addr == *addr).ok_or(format!("no code at {name}"))?;
        let body = &d.insns[start..];
        if body.len() < 2 || body[0].text != "pushq\t%rbp" || body[1].text != "movq\t%rsp, %rbp" {
            return Err(format!("{name} does not start with an RBP frame"));
        }
        let saved: Vec<&str> = body[2..]
            .iter()
            .map_while(|i| i.text.strip_prefix("pushq\t"))
            .take_while(|r| CALLEE_SAVED.contains(r))
            .collect();
        let enc = rbp_frame_encoding(&saved).ok_or(format!("{name} pushes {saved:?}"))?;
        v.push((*addr, name.clone(), enc));
    }
    Ok(v)
}

/// (c) in the object: one `__compact_unwind` entry per function with the prologue's encoding and a
/// length reaching to (at most 15 bytes before) the next function.
fn check_object_unwind(tools: &Tools, obj: &Path, expected: &[(u64, String, u32)]) -> Result<(), String> {
    let out = run(&tools.objdump, &["--macho".as_ref(), "--unwind-info".as_ref(), obj.as_os_str()])?;
    let mut entries: Vec<(String, u64, u32)> = Vec::new();
    let mut cur: Option<String> = None;
    let mut len = 0;
    for line in out.lines().map(str::trim) {
        if let Some(rest) = line.strip_prefix("start:") {
            cur = rest.split_whitespace().nth(1).map(str::to_string);
        } else if let Some(rest) = line.strip_prefix("length:") {
            len = hex(rest.trim()).unwrap_or(0);
        } else if let Some(rest) = line.strip_prefix("compact encoding:") {
            let name = cur.take().ok_or("compact unwind entry without a function symbol")?;
            entries.push((name, len, hex(rest.trim()).unwrap_or(0) as u32));
        }
    }
    let ours: Vec<&(String, u64, u32)> = entries.iter().filter(|e| e.0 != "___kiln_register_dtors").collect();
    if ours.len() != expected.len() {
        return Err(format!("{} compact unwind entries for {} functions", ours.len(), expected.len()));
    }
    for (i, ((addr, name, enc), (ename, elen, eenc))) in expected.iter().zip(ours).enumerate() {
        if name != ename || !encoding_matches(*enc, *eenc) {
            return Err(format!("unwind entry {i}: {ename} {eenc:#010x}, want {name} {enc:#010x}"));
        }
        if let Some((next, _, _)) = expected.get(i + 1) {
            if *elen > next - addr || *elen + 16 <= next - addr || *elen == 0 {
                return Err(format!("unwind entry of {name}: length {elen:#x}, next function at +{:#x}", next - addr));
            }
        }
    }
    Ok(())
}

/// (c) in the linked image: `__unwind_info` gives every function its encoding (the linker merges runs of
/// equal encodings, so the entry in force at a function's address is the one that counts).
fn check_linked_unwind(
    tools: &Tools,
    exe: &Path,
    expected: &[(u64, String, u32)],
    syms: &HashMap<String, u64>,
) -> Result<(), String> {
    let out = run(&tools.objdump, &["--macho".as_ref(), "--unwind-info".as_ref(), exe.as_os_str()])?;
    let mut table: Vec<(u64, u32)> = Vec::new();
    let mut in_second_level = false;
    for line in out.lines().map(str::trim) {
        in_second_level |= line.starts_with("Second level indices");
        if !in_second_level {
            continue;
        }
        if let Some(rest) = line.split_once("function offset=").map(|(_, r)| r) {
            let off = hex(rest.split(',').next().unwrap_or("")).ok_or(format!("bad line `{line}`"))?;
            if let Some(enc) = rest.rsplit_once("=0x").map(|(_, e)| e) {
                table.push((0x1_0000_0000 + off, hex(enc).ok_or(format!("bad line `{line}`"))? as u32));
            }
        }
    }
    table.sort();
    for (_, name, enc) in expected {
        let addr = syms.get(name).ok_or(format!("{name} missing from the linked image"))?;
        let in_force = table.iter().rev().find(|(a, _)| a <= addr).map(|e| e.1);
        if !in_force.is_some_and(|got| encoding_matches(*enc, got)) {
            return Err(format!("linked unwind info gives {name} {in_force:?}, want {enc:#010x}"));
        }
    }
    Ok(())
}

/// All checks for one corpus file; returns how many linked references were verified.
/// Links the Mach-O object `obj` into `exe` with ld64.lld as the tests do everywhere: macOS 11,
/// undefined symbols left to the dynamic loader (there is no SDK here).
fn link_macho(tools: &Tools, exe: &Path, obj: &Path) -> Result<String, String> {
    let mut args: Vec<&std::ffi::OsStr> = kiln_tests::native::LD64_FLAGS.iter().map(|a| a.as_ref()).collect();
    args.push("-o".as_ref());
    args.extend([exe.as_os_str(), obj.as_os_str()]);
    run(&tools.ld, &args)
}

fn check_one(tools: &Tools, path: &Path, opt_level: u8) -> Result<usize, String> {
    let macho = object_for(path, Target::MACOS, opt_level)?;
    if object_for(path, Target::MACOS, opt_level)? != macho {
        return Err("two builds differ".into());
    }
    let elf = object_for(path, Target::LINUX, opt_level)?;
    let stem = scratch_stem("macho");
    let (mobj, eobj, exe) = (stem.with_extension("o"), stem.with_extension("elf.o"), stem.with_extension("out"));
    std::fs::write(&mobj, &macho).map_err(|e| e.to_string())?;
    std::fs::write(&eobj, &elf).map_err(|e| e.to_string())?;
    let result = (|| {
        let readobj_args = [
            "--sections",
            "--relocations",
            "--symbols",
            "--macho-version-min",
            "--macho-dysymtab",
            "--macho-segment",
            "--macho-indirect-symbols",
            "--macho-data-in-code",
        ];
        let mut args: Vec<&std::ffi::OsStr> = readobj_args.iter().map(|a| a.as_ref()).collect();
        args.push(mobj.as_os_str());
        let readobj = run(&tools.readobj, &args)?;
        if !readobj.contains("Format: Mach-O 64-bit x86-64") {
            return Err("llvm-readobj does not see a 64-bit x86-64 Mach-O object".into());
        }
        // Symbols: the ELF names with one `_` (plus the destructor helper's).
        let esyms = symbol_names(tools, &eobj)?;
        let msyms = symbol_names(tools, &mobj)?;
        let mut want: BTreeSet<String> = esyms.iter().map(|s| format!("_{s}")).collect();
        want.extend(msyms.iter().filter(|s| MACHO_ONLY.contains(&s.as_str())).cloned());
        if msyms != want {
            let extra: Vec<_> = msyms.difference(&want).collect();
            let missing: Vec<_> = want.difference(&msyms).collect();
            return Err(format!("symbols differ: extra {extra:?}, missing {missing:?}"));
        }
        let ed = disassemble(tools, &eobj, ".text")?;
        let md = disassemble(tools, &mobj, "__text")?;
        compare_with_elf(&ed, &md)?;
        let expected = expected_encodings(&md, &win64_bodies(path)?)?;
        check_object_unwind(tools, &mobj, &expected)?;
        link_macho(tools, &exe, &mobj).map_err(|e| format!("link: {e}"))?;
        let exe_syms = symbol_addresses(tools, &exe)?;
        let xd = disassemble(tools, &exe, "__text")?;
        let checked = check_linked_targets(&ed, &xd, &exe_syms)?
            + check_linked_data(tools, &eobj, &exe, &exe_syms)?
            + check_linked_ctors_dtors(tools, &eobj, &exe, &xd, &exe_syms)?;
        check_linked_unwind(tools, &exe, &expected, &exe_syms)?;
        Ok(checked)
    })();
    for p in [&mobj, &eobj, &exe] {
        let _ = std::fs::remove_file(p);
    }
    result
}

#[test]
fn corpus_links_disassembles_like_elf_and_unwinds_on_macos() {
    let Some(tools) = tools() else {
        eprintln!("!!! SKIPPED: Mach-O corpus checks need ld64.lld-19, llvm-objdump-19, llvm-readobj-19, llvm-nm-19");
        return;
    };
    let jobs = corpus();
    let failures = Mutex::new(Vec::new());
    let checked = std::sync::atomic::AtomicUsize::new(0);
    let next = std::sync::atomic::AtomicUsize::new(0);
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some((path, opt)) = jobs.get(i) else { break };
                match check_one(&tools, path, *opt) {
                    Ok(n) => {
                        checked.fetch_add(n, std::sync::atomic::Ordering::Relaxed);
                    }
                    Err(e) => failures.lock().unwrap().push(format!("{} at -O{opt}: {e}", path.display())),
                }
            });
        }
    });
    let failures = failures.into_inner().unwrap();
    eprintln!(
        "Mach-O corpus: {} of {} objects pass; {} linked references verified",
        jobs.len() - failures.len(),
        jobs.len(),
        checked.into_inner()
    );
    assert!(failures.is_empty(), "{} Mach-O objects failed:\n{}", failures.len(), failures.join("\n"));
}

#[test]
fn immediates_after_the_displacement_use_signed_n_and_link_to_the_right_bytes() {
    let Some(tools) = tools() else {
        eprintln!("!!! SKIPPED: Mach-O relocation checks need the LLVM 19 tools");
        return;
    };
    let ir = r#"
@g = global [4 x i32] zeroinitializer
@b = internal global [8 x i8] zeroinitializer
@ext = external global i32

define void @set() noinline {
  store i32 305419896, ptr getelementptr (i8, ptr @g, i64 8)
  store i8 1, ptr getelementptr (i8, ptr @b, i64 3)
  store i16 2, ptr getelementptr (i8, ptr @b, i64 6)
  store i32 7, ptr @ext
  ret void
}

define i32 @main() {
  call void @set()
  %v = load i32, ptr getelementptr (i8, ptr @g, i64 12)
  ret i32 %v
}
"#;
    let path = scratch_stem("signed-n").with_extension("ll");
    std::fs::write(&path, ir).unwrap();
    let obj = object_for(&path, Target::MACOS, 2).unwrap();
    let mobj = path.with_extension("o");
    std::fs::write(&mobj, &obj).unwrap();
    let d = disassemble(&tools, &mobj, "__text").unwrap();
    let kinds: Vec<(&str, &str)> = d.relocs.iter().map(|r| (r.kind.as_str(), r.sym.as_str())).collect();
    for want in [
        ("X86_64_RELOC_SIGNED_4", "_g"),
        ("X86_64_RELOC_SIGNED_1", "_b"),
        ("X86_64_RELOC_SIGNED_2", "_b"),
        ("X86_64_RELOC_GOT_LOAD", "_ext"),
        ("X86_64_RELOC_BRANCH", "_set"),
        ("X86_64_RELOC_SIGNED", "_g"),
    ] {
        assert!(kinds.contains(&want), "{want:?} missing from {kinds:?}");
    }
    let exe = path.with_extension("out");
    link_macho(&tools, &exe, &mobj).unwrap();
    let syms = symbol_addresses(&tools, &exe).unwrap();
    let x = disassemble(&tools, &exe, "__text").unwrap();
    let targets: Vec<u64> = x.insns.iter().filter(|i| i.text.contains("%RIP")).filter_map(|i| i.target).collect();
    let (g, b) = (syms["_g"], syms["_b"]);
    for want in [g + 8, b + 3, b + 6, g + 12] {
        assert!(targets.contains(&want), "no reference to {want:#x} in {targets:x?}");
    }
    for p in [&path, &mobj, &exe] {
        let _ = std::fs::remove_file(p);
    }
}

#[test]
fn win64_bodies_are_unwound_through_dwarf_fdes() {
    let Some(tools) = tools() else {
        eprintln!("!!! SKIPPED: Mach-O unwind checks need the LLVM 19 tools");
        return;
    };
    let ir = r#"
declare void @callee()

define win64cc double @w(i32 %x, double %d) {
  call void @callee()
  %c = sitofp i32 %x to double
  %r = fadd double %c, %d
  ret double %r
}

define i32 @main() {
  %r = call win64cc double @w(i32 3, double 1.5)
  %i = fptosi double %r to i32
  ret i32 %i
}
"#;
    let path = scratch_stem("win64-dwarf").with_extension("ll");
    std::fs::write(&path, ir).unwrap();
    let obj = object_for(&path, Target::MACOS, 2).unwrap();
    let (mobj, exe) = (path.with_extension("o"), path.with_extension("out"));
    std::fs::write(&mobj, &obj).unwrap();
    let d = disassemble(&tools, &mobj, "__text").unwrap();
    let names: Vec<&str> = d.labels.iter().map(|l| l.1.as_str()).collect();
    assert_eq!(names, ["_w", "_main"]);
    let unwind = run(&tools.objdump, &["--macho".as_ref(), "--unwind-info".as_ref(), mobj.as_os_str()]).unwrap();
    let encodings: Vec<&str> =
        unwind.lines().filter_map(|l| l.trim().strip_prefix("compact encoding:")).map(str::trim).collect();
    assert_eq!(encodings, ["0x04000000", "0x01000000"], "{unwind}");
    link_macho(&tools, &exe, &mobj).unwrap();
    let syms = symbol_addresses(&tools, &exe).unwrap();
    // The linked FDE covers exactly `_w`, and __unwind_info sends `_w` to it (DWARF mode).
    let frames = run(&tools.objdump, &["--dwarf=frames".as_ref(), exe.as_os_str()]).unwrap();
    let fde = frames.lines().find(|l| l.contains(" FDE ")).expect("no FDE in the linked image");
    let range = fde.split("pc=").nth(1).unwrap();
    let (lo, _) = range.split_once("...").unwrap();
    assert_eq!(hex(lo), Some(syms["_w"]), "{fde}");
    let info = run(&tools.objdump, &["--macho".as_ref(), "--unwind-info".as_ref(), exe.as_os_str()]).unwrap();
    let w_off = format!("function offset={:#010x}", syms["_w"] - 0x1_0000_0000);
    let w_line = info.lines().rev().find(|l| l.contains(&w_off)).unwrap_or_else(|| panic!("{w_off} missing:\n{info}"));
    let enc = hex(w_line.rsplit_once("=0x").unwrap().1).unwrap();
    assert_eq!(enc & 0x0F00_0000, 0x0400_0000, "{w_line}");
    for p in [&path, &mobj, &exe] {
        let _ = std::fs::remove_file(p);
    }
}

/// Functions with landing pads (the tests/cxx programs, built for macOS): each one's compact-unwind
/// entry names `___gxx_personality_v0` and its `GCC_except_tableN` LSDA in `__TEXT,__gcc_except_tab`
/// (encoding with `UNWIND_HAS_LSDA`), whose type-table entries are GOT references; ld64.lld links
/// them into an `__unwind_info` with that personality and an LSDA descriptor per such function.
#[test]
fn landing_pads_get_a_personality_and_an_lsda_in_compact_unwind() {
    let Some(tools) = tools() else {
        return;
    };
    for file in ["basics.O2.ll", "cleanup.O0.ll", "hierarchy.O2.ll"] {
        let path = kiln_tests::repo_root().join("tests/cxx").join(file);
        let obj_bytes = object_for(&path, Target::MACOS, 2).unwrap_or_else(|e| panic!("{file}: {e}"));
        let stem = scratch_stem("macho-eh");
        let (obj, exe) = (stem.with_extension("o"), stem.with_extension("out"));
        std::fs::write(&obj, &obj_bytes).unwrap();
        let unwind = run(&tools.objdump, &["--macho".as_ref(), "--unwind-info".as_ref(), obj.as_os_str()])
            .unwrap_or_else(|e| panic!("{file}: {e}"));
        let with_lsda = unwind.matches("LSDA:").count();
        assert!(with_lsda >= 1, "{file}: no entry has an LSDA:\n{unwind}");
        assert_eq!(unwind.matches("personality function: 0x0 ___gxx_personality_v0").count(), with_lsda, "{unwind}");
        assert_eq!(unwind.matches("GCC_except_table").count(), with_lsda, "{unwind}");
        for entry in unwind.split("Entry at offset").filter(|e| e.contains("LSDA:")) {
            let enc = entry.lines().find_map(|l| l.trim().strip_prefix("compact encoding:")).unwrap().trim();
            let enc = u32::from_str_radix(enc.trim_start_matches("0x"), 16).unwrap();
            assert_eq!(enc & 0x4000_0000, 0x4000_0000, "UNWIND_HAS_LSDA in {entry}");
        }
        let relocs = run(&tools.objdump, &["--macho".as_ref(), "-r".as_ref(), obj.as_os_str()]).unwrap();
        let table = relocs.split("Relocation information").find(|s| s.contains("(__TEXT,__gcc_except_tab)"));
        let table = table.unwrap_or_else(|| panic!("{file}: no __gcc_except_tab relocations:\n{relocs}"));
        assert!(table.lines().skip(2).filter(|l| !l.trim().is_empty()).all(|l| l.contains(" GOT ")), "{table}");
        link_macho(&tools, &exe, &obj).unwrap_or_else(|e| panic!("{file}: {e}"));
        let linked = run(&tools.objdump, &["--macho".as_ref(), "--unwind-info".as_ref(), exe.as_os_str()]).unwrap();
        assert!(linked.contains("Number of personality functions in array:  0x1"), "{file}:\n{linked}");
        let descriptors = linked.split("LSDA descriptors:").nth(1).unwrap_or("");
        let n = descriptors
            .lines()
            .take_while(|l| !l.contains("Second level"))
            .filter(|l| l.contains("LSDA offset"))
            .count();
        assert_eq!(n, with_lsda, "{file}: LSDA descriptors:\n{linked}");
        let _ = std::fs::remove_file(&obj);
        let _ = std::fs::remove_file(&exe);
    }
}
