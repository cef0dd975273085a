//! Which machine calling convention an IR calling convention means on a target, and what LLVM's Swift and
//! tail-call conventions add to it.
//!
//! `ccc` and `coldcc` follow the target's C convention; `x86_64_sysvcc` and `win64cc` name one explicitly (as
//! gcc's `sysv_abi`/`ms_abi` do), so a Linux module can call Win64 code and the reverse. `fastcc` is Kiln's
//! own: the SysV register assignment on every target, which gives Windows code six integer and eight SSE
//! argument registers instead of four shared slots, and no shadow space.
//!
//! `tailcc`, `swiftcc` and `swifttailcc` follow LLVM 19 (`X86CallingConv.td`, `X86RegisterInfo.cpp`): the
//! target's C register assignment (`CC_X86_64_C` or `CC_X86_Win64_C`), applied to IR values rather than C types
//! (an aggregate is its scalar members, each placed as an argument of its own; [`Family::Ir`]), with
//!
//! - `swiftcc`, `swifttailcc`: returns in rax, rdx, rcx, r8 and xmm0-xmm3 (`RetCC_X86_64_Swift`), an `sret`
//!   pointer in rax on SysV targets, and no `sret` pointer returned in rax;
//! - `tailcc`, `swifttailcc`: the callee pops its stack arguments (`ret $N`, N = the argument bytes rounded to
//!   16n + 8, LLVM's `GetAlignedArgumentStackSize`), which is what lets every tail call be a jump;
//! - `swifttailcc`: r13 and r14 are not callee-saved (`CSR_64_SwiftTail`, `CSR_Win64_SwiftTail`).
//!
//! The Swift parameter attributes mean the same in every convention (`CCIfSwiftSelf` and friends come before
//! the C rules): a `swiftself` pointer travels in r13, `swifterror` in r12 (and comes back in it), `swiftasync`
//! in r14; a function with a `swifterror` parameter does not preserve r12 (`CSR_64_SwiftError`).

use kiln_abi::{Convention, Target};
use kiln_ir::CallConv;
use kiln_regalloc::{MachineEnv, PReg, PRegSet};

/// Which rules an IR convention places values by.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Family {
    /// C-level: a first-class aggregate is the equivalent C struct, classified as gcc does (`ccc`, `coldcc`,
    /// `fastcc`, `x86_64_sysvcc`, `win64cc`).
    C,
    /// `tailcc`: IR-level, LLVM's C return registers (rax, rdx, rcx; xmm0-xmm2), callee-popped arguments.
    Tail,
    /// `swiftcc`: IR-level, LLVM's Swift return registers.
    Swift,
    /// `swifttailcc`: `swiftcc` with `tailcc`'s popping; r13 and r14 are not callee-saved.
    SwiftTail,
}

impl Family {
    /// The IR keyword of the convention (`C` for the C-level family).
    pub fn name(self) -> &'static str {
        match self {
            Family::C => "C",
            Family::Tail => "tailcc",
            Family::Swift => "swiftcc",
            Family::SwiftTail => "swifttailcc",
        }
    }
}

/// An IR calling convention as the x86-64 back end implements it on one target.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct ConvRules {
    /// The machine convention: argument registers, shadow space, callee-saved registers.
    pub conv: Convention,
    /// What the IR convention changes on top of it.
    pub family: Family,
}

impl ConvRules {
    /// The plain C rules of a machine convention (library calls Kiln makes itself).
    pub fn c(conv: Convention) -> ConvRules {
        ConvRules { conv, family: Family::C }
    }
    /// Whether values are placed as LLVM places IR values (aggregates member by member) rather than as C types.
    pub fn is_ir_level(self) -> bool {
        self.family != Family::C
    }
    /// Whether returns use `RetCC_X86_64_Swift` and an `sret` pointer goes in rax on SysV.
    pub fn is_swift(self) -> bool {
        matches!(self.family, Family::Swift | Family::SwiftTail)
    }
    /// Whether the callee pops its stack arguments, and every tail call in tail position is a jump.
    pub fn callee_pops(self) -> bool {
        matches!(self.family, Family::Tail | Family::SwiftTail)
    }
    /// The bytes a callee with `stack_size` bytes of stack arguments (Win64: with the shadow space) pops when it
    /// returns: none, or for the callee-pop conventions the size rounded to 16n + 8, so the return address and
    /// the arguments together keep the stack 16-aligned (LLVM's `GetAlignedArgumentStackSize`).
    pub fn popped_bytes(self, stack_size: u64) -> u64 {
        if self.callee_pops() {
            (stack_size + 8).div_ceil(16) * 16 - 8
        } else {
            0
        }
    }
    /// Registers callee-saved in the machine convention that a body with these rules need not preserve:
    /// r13 and r14 in `swifttailcc`.
    pub fn not_preserved(self) -> PRegSet {
        match self.family {
            Family::SwiftTail => PRegSet::of(&[PReg::R13, PReg::R14]),
            _ => PRegSet::empty(),
        }
    }
}

/// The rules of a function body or call site with IR convention `cc` on `target`.
pub fn conv_rules(target: Target, cc: CallConv) -> ConvRules {
    let (conv, family) = match cc {
        CallConv::X86_64SysV | CallConv::Fast => (Convention::SysV, Family::C),
        CallConv::Win64 => (Convention::Win64, Family::C),
        CallConv::C | CallConv::Cold => (target.c_convention(), Family::C),
        CallConv::Tail => (target.c_convention(), Family::Tail),
        CallConv::Swift => (target.c_convention(), Family::Swift),
        CallConv::SwiftTail => (target.c_convention(), Family::SwiftTail),
    };
    ConvRules { conv, family }
}

/// The register environment for allocating `func`: its convention's, without rbx when the
/// frame needs rbx as a base pointer ([`MFunction::needs_base_pointer`]).
pub fn machine_env_for(func: &crate::mir::MFunction) -> MachineEnv {
    let mut env = machine_env(func.conv);
    if func.needs_base_pointer() {
        for class in env.preferred.iter_mut().chain(env.non_preferred.iter_mut()) {
            class.retain(|&r| r != kiln_regalloc::PReg::RBX);
        }
    }
    env
}

/// The register environment for allocating a body that follows `conv`.
pub fn machine_env(conv: Convention) -> MachineEnv {
    match conv {
        Convention::SysV => MachineEnv::sysv(),
        Convention::Win64 => MachineEnv::win64(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn c_follows_the_target_and_explicit_conventions_do_not() {
        let conv = |t, cc| conv_rules(t, cc).conv;
        assert_eq!(conv(Target::LINUX, CallConv::C), Convention::SysV);
        assert_eq!(conv(Target::WINDOWS_GNU, CallConv::C), Convention::Win64);
        assert_eq!(conv(Target::WINDOWS_GNU, CallConv::Cold), Convention::Win64);
        assert_eq!(conv(Target::MACOS, CallConv::C), Convention::SysV);
        assert_eq!(conv(Target::LINUX, CallConv::Win64), Convention::Win64);
        assert_eq!(conv(Target::WINDOWS_MSVC, CallConv::X86_64SysV), Convention::SysV);
        assert_eq!(conv(Target::WINDOWS_GNU, CallConv::Fast), Convention::SysV);
    }

    #[test]
    fn tail_and_swift_conventions_use_the_targets_c_registers() {
        for (t, conv) in [(Target::LINUX, Convention::SysV), (Target::WINDOWS_GNU, Convention::Win64)] {
            for cc in [CallConv::Tail, CallConv::Swift, CallConv::SwiftTail] {
                let r = conv_rules(t, cc);
                assert_eq!(r.conv, conv, "{cc:?}");
                assert!(r.is_ir_level());
                assert_eq!(r.callee_pops(), cc != CallConv::Swift, "{cc:?}");
                assert_eq!(r.is_swift(), cc != CallConv::Tail, "{cc:?}");
            }
        }
        assert!(!conv_rules(Target::LINUX, CallConv::C).is_ir_level());
        assert_eq!(
            conv_rules(Target::LINUX, CallConv::SwiftTail).not_preserved(),
            PRegSet::of(&[PReg::R13, PReg::R14])
        );
        assert_eq!(conv_rules(Target::LINUX, CallConv::Swift).not_preserved(), PRegSet::empty());
    }

    #[test]
    fn callee_pop_sizes_are_llvms() {
        // llc-19: `retq $8` with no stack arguments, one or two 8-byte ones give 8 and 24; Win64 counts the
        // 32-byte shadow space (no arguments: 40; three stack arguments: 56).
        let tail = conv_rules(Target::LINUX, CallConv::Tail);
        assert_eq!([0, 8, 16, 24, 32].map(|s| tail.popped_bytes(s)), [8, 8, 24, 24, 40]);
        assert_eq!([32, 56].map(|s| tail.popped_bytes(s)), [40, 56]);
        assert_eq!(conv_rules(Target::LINUX, CallConv::Swift).popped_bytes(24), 0);
    }
}
