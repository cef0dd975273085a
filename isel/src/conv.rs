//! Which machine calling convention an IR calling convention means on a target.
//!
//! `ccc` and `coldcc` follow the target's C convention; `x86_64_sysvcc` and `win64cc` name one explicitly (as
//! gcc's `sysv_abi`/`ms_abi` do), so a Linux module can call Win64 code and the reverse. `fastcc` is Kiln's
//! own: the SysV register assignment on every target, which gives Windows code six integer and eight SSE
//! argument registers instead of four shared slots, and no shadow space.

use kiln_abi::{Convention, Target};
use kiln_ir::CallConv;
use kiln_regalloc::MachineEnv;

/// The machine convention of a function body or call site with IR convention `cc` on `target`.
pub fn body_convention(target: Target, cc: CallConv) -> Convention {
    match cc {
        CallConv::X86_64SysV | CallConv::Fast => Convention::SysV,
        CallConv::Win64 => Convention::Win64,
        CallConv::C | CallConv::Cold | CallConv::Swift | CallConv::Tail => target.c_convention(),
    }
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
        assert_eq!(body_convention(Target::LINUX, CallConv::C), Convention::SysV);
        assert_eq!(body_convention(Target::WINDOWS_GNU, CallConv::C), Convention::Win64);
        assert_eq!(body_convention(Target::WINDOWS_GNU, CallConv::Cold), Convention::Win64);
        assert_eq!(body_convention(Target::MACOS, CallConv::C), Convention::SysV);
        assert_eq!(body_convention(Target::LINUX, CallConv::Win64), Convention::Win64);
        assert_eq!(body_convention(Target::WINDOWS_MSVC, CallConv::X86_64SysV), Convention::SysV);
        assert_eq!(body_convention(Target::WINDOWS_GNU, CallConv::Fast), Convention::SysV);
    }
}
