//! Property test of Windows frames: random functions (stack objects of every size and alignment,
//! spill slots, outgoing areas, dynamic rsp movement, any mix of non-volatile GPRs and xmm
//! registers, both body conventions) are emitted for a COFF target without panicking, and every
//! accepted one has: unwind codes that replay the prologue exactly (simulated here), save slots
//! inside the allocation, 16-aligned and disjoint from everything else, and epilogues in the
//! canonical form the Windows unwinder recognises (`add rsp, N` / `lea rsp, [rbp + d]`, pops, then `ret`,
//! or for a tail call `jmp rel32` or `rex.W jmp r64` through a legacy register).

mod common;

use common::Rng;
use iced_x86::{Code, Decoder, DecoderOptions, Mnemonic, OpKind, Register};
use kiln_abi::{Convention, Target};
use kiln_emit::{emit_function, fixed_register_output, r64, unwind_info, write_object, UnwindCode};
use kiln_isel::{AmodeBase, Binding, MFunctionBuilder, MModule, MOp, MOperand, SymbolKind};
use kiln_regalloc::{MachineEnv, Operand, Output, PReg, PRegSet};

const GPRS: [PReg; 7] = [PReg::RBX, PReg::RSI, PReg::RDI, PReg::R12, PReg::R13, PReg::R14, PReg::R15];

/// A random module with one function; the allocation claims `spills` spill slots.
fn random(seed: u64) -> (MModule, Output) {
    let mut r = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let mut m = MModule { target: Target::WINDOWS_GNU, ..MModule::default() };
    let f = common::sym(&mut m, "f", SymbolKind::Func, true, Binding::Global);
    let g = common::sym(&mut m, "g", SymbolKind::Func, false, Binding::Global);
    let mut b = MFunctionBuilder::new(f);
    let mut max_align = 1;
    for _ in 0..r.below(4) {
        let size = [1, 12, 40, 300, 5000, 70_000, 1 << 20][r.below(7) as usize];
        let align = 1 << r.below(8);
        max_align = max_align.max(align);
        b.new_stack_slot(size, align);
    }
    b.max_outgoing_args = 8 * r.below(8) as u32;
    b.has_dynamic_alloca = r.below(4) == 0;
    // A realigned frame with dynamic allocas keeps rbx as its base pointer: the allocator (and
    // so this body) leaves it alone.
    let base_pointer = b.has_dynamic_alloca && max_align > 16;
    for &g in &GPRS {
        if base_pointer && g == PReg::RBX {
            continue;
        }
        if r.below(2) == 0 {
            b.push(MOp::X86(Code::Mov_r32_imm32), &[common::def(g), MOperand::Imm(1)]);
        }
    }
    for n in 0..16 {
        if r.below(3) == 0 {
            let x = PReg::xmm(n);
            b.push(MOp::X86(Code::Xorps_xmm_xmmm128), &[common::modr(x), common::use_(x)]);
        }
    }
    if !b.has_dynamic_alloca && r.below(2) == 0 {
        // A body that only reads its frame.
        b.push(MOp::X86(Code::Mov_r64_rm64), &[common::def(PReg::RAX), common::mem(AmodeBase::IncomingArgs, 8)]);
    }
    // Returns, and tail calls (`Ret` with a jump target: a symbol, or rax with an argument in rcx).
    let ret = |b: &mut MFunctionBuilder, r: &mut Rng| match r.below(3) {
        0 => b.push_full(MOp::Ret, &[MOperand::Sym(g, 0)], &[Operand::preg_use(PReg::RCX)], PRegSet::empty(), &[]),
        1 => b.push_full(MOp::Ret, &[common::use_(PReg::RAX)], &[Operand::preg_use(PReg::RCX)], PRegSet::empty(), &[]),
        _ => b.push_full(MOp::Ret, &[], &[Operand::preg_use(PReg::RAX)], PRegSet::empty(), &[]),
    };
    for _ in 0..r.below(3) {
        ret(&mut b, &mut r);
        let next = b.new_block();
        b.switch_to(next);
    }
    ret(&mut b, &mut r);
    let mut func = b.finish(None).expect("valid function");
    func.conv = if r.below(4) == 0 { Convention::SysV } else { Convention::Win64 };
    let mut ra = fixed_register_output(&func).unwrap();
    ra.num_spill_slots = r.below(40) as usize;
    m.functions.push(func);
    (m, ra)
}

/// Simulates the prologue's effect on rsp (relative to the entry rsp) from the unwind codes and
/// returns (rsp after the allocation, rbp, pushed registers with their slots).
fn replay(codes: &[UnwindCode], frame_offset: u32) -> (i64, i64, Vec<(u8, i64)>) {
    let (mut rsp, mut rbp, mut pushes) = (0i64, 0i64, Vec::new());
    for c in codes {
        match *c {
            UnwindCode::PushNonvol { reg, .. } => {
                rsp -= 8;
                pushes.push((reg, rsp));
            }
            UnwindCode::Alloc { size, .. } => rsp -= size as i64,
            UnwindCode::SetFpreg { .. } => rbp = rsp + frame_offset as i64,
            UnwindCode::SaveXmm128 { .. } => {}
        }
    }
    (rsp, rbp, pushes)
}

#[test]
fn random_windows_frames_unwind_and_return_canonically() {
    let (mut accepted, mut based, mut probed, mut xmm_saved, mut tails) = (0, 0, 0, 0, 0);
    for seed in 0..1500u64 {
        let (m, ra) = random(seed);
        let f = &m.functions[0];
        let env = MachineEnv::win64();
        let e = match emit_function(&m, f, &ra, &env) {
            Ok(e) => e,
            Err(err) => panic!("seed {seed}: {err}"),
        };
        accepted += 1;
        let fr = &e.frame;
        based += usize::from(fr.base_pointer);
        let info = unwind_info(&e).unwrap_or_else(|err| panic!("seed {seed}: {err}"));
        info.encode().unwrap();
        write_object(&m, std::slice::from_ref(&e)).unwrap_or_else(|err| panic!("seed {seed}: {err}"));
        // The codes replay the prologue: rbp pushed first, then the saved GPRs, one allocation.
        let (s, rbp, pushes) = replay(&info.codes, fr.frame_reg_offset);
        let regs: Vec<u8> = pushes.iter().map(|p| p.0).collect();
        let mut expect = vec![5u8];
        expect.extend(fr.saved.iter().map(|r| r.hw_enc()));
        assert_eq!(regs, expect, "seed {seed}");
        assert_eq!(s, -8 - 8 * fr.saved.len() as i64 - fr.frame_size as i64, "seed {seed}");
        assert_eq!(rbp - s, fr.frame_reg_offset as i64);
        // Entry rsp is 8 mod 16 (the call pushed the return address): rsp after the allocation
        // and rbp must be 16-aligned.
        assert_eq!((8 + s).rem_euclid(16), 0, "seed {seed}");
        assert_eq!((8 + rbp).rem_euclid(16), 0, "seed {seed}");
        assert_eq!(rbp + fr.incoming_args as i64, 8, "seed {seed}: incoming arguments at entry rsp + 8");
        // xmm saves: described, 16-aligned, inside the allocation, disjoint from spills/objects.
        let saves: Vec<(u8, u32)> = info
            .codes
            .iter()
            .filter_map(|c| match *c {
                UnwindCode::SaveXmm128 { reg, offset, .. } => Some((reg, offset)),
                _ => None,
            })
            .collect();
        assert_eq!(saves.len(), fr.saved_xmm.len());
        for (&(reg, off), &(p, rbp_off)) in saves.iter().zip(&fr.saved_xmm) {
            assert_eq!(reg, p.hw_enc());
            assert_eq!(off as i64, rbp - s + rbp_off as i64, "seed {seed}");
            assert!(off % 16 == 0 && off + 16 <= fr.frame_size, "seed {seed}");
            let spill_lo = rbp - s + fr.spill_base as i64;
            let spill_hi = spill_lo + 8 * ra.num_spill_slots as i64;
            assert!(off as i64 >= spill_hi, "seed {seed}: xmm slot over the spill area");
        }
        xmm_saved += usize::from(!saves.is_empty());
        probed += usize::from(e.relocs.iter().any(|r| r.sym == kiln_emit::stack_probe_sym(&m)));
        tails += check_epilogues(seed, &e);
    }
    eprintln!(
        "accepted {accepted}, with a base pointer {based}, probed {probed}, with xmm saves {xmm_saved}, tail jumps {tails}"
    );
    assert!(accepted == 1500 && based > 50 && probed > 100 && xmm_saved > 500 && tails > 500, "generator too narrow");
}

/// Every `ret` and tail `jmp` (the bodies have no branches) ends `[add rsp, N | lea rsp, [rbp + d]]
/// pop... pop rbp`, with the right amounts; a direct tail jump is `jmp rel32` with its relocation, an
/// indirect one `rex.W jmp` (exactly `48 FF /4`, what the unwinder accepts) through rax.
fn check_epilogues(seed: u64, e: &kiln_emit::EmittedFunction) -> usize {
    let (code, fr) = (&e.code[..e.code_len as usize], &e.frame);
    let mut d = Decoder::with_ip(64, code, 0, DecoderOptions::NONE);
    let ins: Vec<_> = std::iter::from_fn(|| d.can_decode().then(|| d.decode())).collect();
    let pushes = fr.saved.len();
    let (mut rets, mut tails) = (0, 0);
    for (k, i) in ins.iter().enumerate() {
        let at = i.ip() as usize;
        tails += usize::from(i.mnemonic() == Mnemonic::Jmp);
        match i.mnemonic() {
            Mnemonic::Ret => {}
            Mnemonic::Jmp if i.op0_kind() == OpKind::NearBranch64 => {
                assert_eq!((code[at], i.len()), (0xE9, 5), "seed {seed}: tail jump is not `jmp rel32`");
                assert!(e.relocs.iter().any(|r| r.offset as usize == at + 1 && r.addend == -4), "seed {seed}");
            }
            Mnemonic::Jmp => {
                assert_eq!(&code[at..at + 3], &[0x48, 0xFF, 0xE0], "seed {seed}: tail jump is not `rex.W jmp rax`");
            }
            _ => continue,
        }
        rets += 1;
        assert!(k >= pushes + 2, "seed {seed}");
        let pops = &ins[k - 1 - pushes..k];
        assert!(pops.iter().all(|p| p.mnemonic() == Mnemonic::Pop), "seed {seed}: {pops:?}");
        let popped: Vec<Register> = pops.iter().map(|p| p.op0_register()).collect();
        let mut expect: Vec<Register> = fr.saved.iter().rev().map(|&r| r64(r).unwrap()).collect();
        expect.push(Register::RBP);
        assert_eq!(popped, expect, "seed {seed}");
        if fr.frame_size == 0 && !fr.restore_rsp {
            continue;
        }
        let before = &ins[k - 2 - pushes];
        match (before.mnemonic(), before.op0_register()) {
            (Mnemonic::Add, Register::RSP) if !fr.restore_rsp => {
                assert_ne!(before.op1_kind(), OpKind::Register);
                assert_eq!(before.immediate(1) as i64, fr.frame_size as i64, "seed {seed}");
            }
            (Mnemonic::Lea, Register::RSP) if fr.restore_rsp => {
                assert_eq!(before.memory_base(), Register::RBP, "seed {seed}");
                let d = fr.frame_size as i64 - fr.frame_reg_offset as i64;
                assert_eq!(before.memory_displacement64() as i64, d, "seed {seed}");
            }
            other => panic!("seed {seed}: epilogue starts with {other:?}"),
        }
    }
    assert!(rets >= 1, "seed {seed}");
    tails
}
