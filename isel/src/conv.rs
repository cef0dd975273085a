//! Which machine calling convention an IR calling convention means on a target.
//!
//! `ccc` and `coldcc` follow the target's C convention; `x86_64_sysvcc` and `win64cc` name one explicitly (as
//! gcc's `sysv_abi`/`ms_abi` do), so a Linux module can call Win64 code and the reverse. `fastcc` is Kiln's
//! own: the SysV register assignment on every target, which gives Windows code six integer and eight SSE
//! argument registers instead of four shared slots, and no shadow space. `tailcc` and `swiftcc` are not
//! implemented: a body or call site with either is an error, never the C convention in disguise.

use kiln_abi::{Convention, Target};
use kiln_ir::CallConv;
use kiln_regalloc::MachineEnv;

/// The machine convention of a function body or call site with IR convention `cc` on `target`, or
/// the message for a convention Kiln does not implement.
pub fn body_convention(target: Target, cc: CallConv) -> Result<Convention, String> {
    match cc {
        CallConv::X86_64SysV | CallConv::Fast => Ok(Convention::SysV),
        CallConv::Win64 => Ok(Convention::Win64),
        CallConv::C | CallConv::Cold => Ok(target.c_convention()),
        // `tailcc` makes every tail call a real one (the callee pops its stack arguments) and `swiftcc`
        // gives swiftself, swifterror and swiftasync registers of their own: neither is the C convention.
        CallConv::Tail | CallConv::Swift => Err(format!("calling convention {} is not supported yet", cc.name())),
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
        let conv = |t, cc| body_convention(t, cc).unwrap();
        assert_eq!(conv(Target::LINUX, CallConv::C), Convention::SysV);
        assert_eq!(conv(Target::WINDOWS_GNU, CallConv::C), Convention::Win64);
        assert_eq!(conv(Target::WINDOWS_GNU, CallConv::Cold), Convention::Win64);
        assert_eq!(conv(Target::MACOS, CallConv::C), Convention::SysV);
        assert_eq!(conv(Target::LINUX, CallConv::Win64), Convention::Win64);
        assert_eq!(conv(Target::WINDOWS_MSVC, CallConv::X86_64SysV), Convention::SysV);
        assert_eq!(conv(Target::WINDOWS_GNU, CallConv::Fast), Convention::SysV);
    }

    #[test]
    fn tailcc_and_swiftcc_are_not_the_c_convention() {
        for t in [Target::LINUX, Target::WINDOWS_GNU, Target::MACOS] {
            let e = body_convention(t, CallConv::Tail).unwrap_err();
            assert_eq!(e, "calling convention tailcc is not supported yet");
            let e = body_convention(t, CallConv::Swift).unwrap_err();
            assert_eq!(e, "calling convention swiftcc is not supported yet");
        }
    }
}
