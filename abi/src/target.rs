//! Targets Kiln generates code for: the operating system, the object format it implies, and the machine-level
//! calling conventions a function body or call site can follow.

/// The operating system of a target (what decides the default convention and the object format).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Os {
    /// Linux (and other ELF systems using the SysV psABI).
    Linux,
    /// Windows, with the MinGW-w64 (`-gnu`) or the Microsoft (`-msvc`) runtime.
    Windows(WindowsEnv),
    /// macOS.
    MacOs,
}

/// Which Windows toolchain an object is meant for (it names the stack-probe routine).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum WindowsEnv {
    /// MinGW-w64: `___chkstk_ms`.
    Gnu,
    /// Microsoft: `__chkstk`.
    Msvc,
}

/// The relocatable object format of a target.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum ObjectFormat {
    /// ELF (Linux).
    Elf,
    /// PE/COFF (Windows).
    Coff,
    /// Mach-O (macOS).
    MachO,
}

/// A machine-level calling convention: how arguments and results travel and which registers survive a call.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub enum Convention {
    /// The System V AMD64 psABI (Linux and macOS C, `x86_64_sysvcc`).
    #[default]
    SysV,
    /// The Microsoft x64 convention (Windows C, `win64cc`).
    Win64,
}

/// An x86-64 target.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Target {
    /// The operating system.
    pub os: Os,
}

impl Default for Target {
    fn default() -> Self {
        Target::LINUX
    }
}

impl Target {
    /// x86-64 Linux (ELF, SysV).
    pub const LINUX: Target = Target { os: Os::Linux };
    /// x86-64 Windows with MinGW-w64 (COFF, Win64).
    pub const WINDOWS_GNU: Target = Target { os: Os::Windows(WindowsEnv::Gnu) };
    /// x86-64 Windows with the Microsoft toolchain (COFF, Win64).
    pub const WINDOWS_MSVC: Target = Target { os: Os::Windows(WindowsEnv::Msvc) };
    /// x86-64 macOS (Mach-O, SysV).
    pub const MACOS: Target = Target { os: Os::MacOs };

    /// Parses a target triple; `None` when the triple is not an x86-64 target Kiln supports.
    /// Follows LLVM's reading: `amd64` is x86-64, `win32` is Windows, and Windows without a `gnu`
    /// environment (or `mingw32`) means the Microsoft toolchain.
    pub fn from_triple(triple: &str) -> Option<Target> {
        let mut parts = triple.split('-');
        if !matches!(parts.next()?, "x86_64" | "amd64" | "x86_64h") {
            return None;
        }
        let rest: Vec<&str> = parts.collect();
        let has = |s: &str| rest.iter().any(|p| p.starts_with(s));
        if has("linux") {
            Some(Target::LINUX)
        } else if has("cygwin") || has("cygnus") {
            // Cygwin has its own runtime and `long` is 64 bits there; not a target Kiln knows.
            None
        } else if has("mingw") {
            Some(Target::WINDOWS_GNU)
        } else if has("windows") || has("win32") {
            Some(if has("gnu") { Target::WINDOWS_GNU } else { Target::WINDOWS_MSVC })
        } else if has("darwin") || has("macos") {
            Some(Target::MACOS)
        } else {
            None
        }
    }

    /// The canonical triple (what `target triple = "..."` of a printed module would say).
    pub fn triple(self) -> &'static str {
        match self.os {
            Os::Linux => "x86_64-unknown-linux-gnu",
            Os::Windows(WindowsEnv::Gnu) => "x86_64-pc-windows-gnu",
            Os::Windows(WindowsEnv::Msvc) => "x86_64-pc-windows-msvc",
            Os::MacOs => "x86_64-apple-macosx11.0.0",
        }
    }

    /// The object format objects for this target use.
    pub fn object_format(self) -> ObjectFormat {
        match self.os {
            Os::Linux => ObjectFormat::Elf,
            Os::Windows(_) => ObjectFormat::Coff,
            Os::MacOs => ObjectFormat::MachO,
        }
    }

    /// The convention of `ccc` (C) functions on this target.
    pub fn c_convention(self) -> Convention {
        match self.os {
            Os::Windows(_) => Convention::Win64,
            Os::Linux | Os::MacOs => Convention::SysV,
        }
    }

    /// Whether this is a Windows target.
    pub fn is_windows(self) -> bool {
        matches!(self.os, Os::Windows(_))
    }

    /// The stack-probe routine frames over a page must call (Windows only).
    pub fn stack_probe_symbol(self) -> Option<&'static str> {
        match self.os {
            Os::Windows(WindowsEnv::Gnu) => Some("___chkstk_ms"),
            Os::Windows(WindowsEnv::Msvc) => Some("__chkstk"),
            Os::Linux | Os::MacOs => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn triples_map_to_os_format_and_convention() {
        let cases = [
            ("x86_64-unknown-linux-gnu", ObjectFormat::Elf, Convention::SysV),
            ("x86_64-linux-gnu", ObjectFormat::Elf, Convention::SysV),
            ("x86_64-pc-windows-gnu", ObjectFormat::Coff, Convention::Win64),
            ("x86_64-w64-mingw32", ObjectFormat::Coff, Convention::Win64),
            ("x86_64-pc-windows-msvc", ObjectFormat::Coff, Convention::Win64),
            ("x86_64-apple-darwin", ObjectFormat::MachO, Convention::SysV),
            ("x86_64-apple-macosx11.0.0", ObjectFormat::MachO, Convention::SysV),
            ("amd64-unknown-linux", ObjectFormat::Elf, Convention::SysV),
            ("x86_64h-apple-darwin23.1.0", ObjectFormat::MachO, Convention::SysV),
            ("x86_64-pc-win32", ObjectFormat::Coff, Convention::Win64),
        ];
        for (triple, format, conv) in cases {
            let t = Target::from_triple(triple).unwrap_or_else(|| panic!("{triple} rejected"));
            assert_eq!(t.object_format(), format, "{triple}");
            assert_eq!(t.c_convention(), conv, "{triple}");
            assert_eq!(Target::from_triple(t.triple()), Some(t), "canonical triple of {triple} round-trips");
        }
        assert_eq!(Target::from_triple("x86_64-pc-windows-msvc").unwrap().stack_probe_symbol(), Some("__chkstk"));
        assert_eq!(Target::from_triple("x86_64-w64-mingw32").unwrap().stack_probe_symbol(), Some("___chkstk_ms"));
        // As in LLVM, Windows without an environment is MSVC; `-gnu` and mingw32 are MinGW.
        assert_eq!(Target::from_triple("x86_64-pc-windows"), Some(Target::WINDOWS_MSVC));
        assert_eq!(Target::from_triple("x86_64-pc-win32"), Some(Target::WINDOWS_MSVC));
        assert_eq!(Target::from_triple("x86_64-w64-windows-gnu"), Some(Target::WINDOWS_GNU));
        assert_eq!(Target::from_triple("x86_64-pc-windows-gnu"), Some(Target::WINDOWS_GNU));
    }

    #[test]
    fn other_architectures_and_systems_are_rejected() {
        for t in [
            "aarch64-unknown-linux-gnu",
            "i686-pc-windows-msvc",
            "x86_64-unknown-freebsd",
            "x86_64-pc-cygwin",
            "x86_64-pc-windows-cygnus",
            "x86_64",
            "",
        ] {
            assert_eq!(Target::from_triple(t), None, "{t}");
        }
    }
}
