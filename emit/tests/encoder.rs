//! Encoder tests: hand-written machine functions are emitted, decoded back with iced-x86 and the
//! instructions, relocations, branch forms, jump tables and frame code checked.

mod common;

use common::{def, mem, modr, use_};
use iced_x86::{Code, Decoder, DecoderOptions, Instruction, Register};
use kiln_emit::{emit_function, fixed_register_output, CfiStep, CodeRelocKind, EmittedFunction};
use kiln_isel::{AmodeBase, Binding, Cond, MFunction, MFunctionBuilder, MModule, MOp, MOperand, SymId, SymbolKind};
use kiln_regalloc::{Allocation, Block, Inst, MachineEnv, Operand, PReg, PRegSet, ProgPoint, RegClass};

fn decode(code: &[u8]) -> Vec<Instruction> {
    let mut d = Decoder::with_ip(64, code, 0, DecoderOptions::NONE);
    let mut v = Vec::new();
    while d.can_decode() {
        let i = d.decode();
        assert!(!i.is_invalid(), "invalid instruction at {:#x}", i.ip());
        v.push(i);
    }
    v
}

fn codes(f: &EmittedFunction) -> Vec<Code> {
    decode(&f.code[..f.code_len as usize]).iter().map(|i| i.code()).collect()
}

fn module_with(name: &str) -> (MModule, SymId) {
    let mut m = MModule::default();
    let s = common::sym(&mut m, name, SymbolKind::Func, true, Binding::Global);
    (m, s)
}

fn emit_fixed(m: &MModule, f: &MFunction) -> EmittedFunction {
    let ra = fixed_register_output(f).unwrap();
    emit_function(m, f, &ra, &MachineEnv::sysv()).unwrap()
}

fn ret(b: &mut MFunctionBuilder) {
    b.push_full(MOp::Ret, &[], &[Operand::preg_use(PReg::RAX)], PRegSet::empty(), &[]);
}

#[test]
fn add3_decodes_to_prologue_body_epilogue() {
    let s = common::sample();
    let f = &common::emit_all(&s)[0];
    assert_eq!(
        codes(f),
        vec![
            Code::Push_r64,
            Code::Mov_r64_rm64,
            Code::Mov_r64_rm64,
            Code::Add_r64_rm64,
            Code::Add_r64_rm64,
            Code::Pop_r64,
            Code::Retnq
        ]
    );
    let ins = decode(&f.code);
    assert_eq!((ins[1].op0_register(), ins[1].op1_register()), (Register::RBP, Register::RSP));
    assert_eq!((ins[2].op0_register(), ins[2].op1_register()), (Register::RAX, Register::RDI));
    assert_eq!(ins[4].op1_register(), Register::RDX);
    assert_eq!(f.block_offsets, vec![4]);
    assert_eq!(f.cfi, vec![(1, CfiStep::PushedRbp), (4, CfiStep::FramePointerSet), (14, CfiStep::PoppedRbp)]);
}

#[test]
fn register_width_follows_the_operand_kind() {
    let (m, s) = module_with("f");
    let mut b = MFunctionBuilder::new(s);
    b.push(MOp::X86(Cond::E.setcc_code()), &[def(PReg::RSI)]);
    b.push(MOp::X86(Code::Movzx_r32_rm8), &[def(PReg::RAX), use_(PReg::RSI)]);
    b.push(MOp::X86(Code::Mov_rm16_r16), &[common::phys_mem(PReg::R13, 0), use_(PReg::R9)]);
    b.push(MOp::X86(Code::Addsd_xmm_xmmm64), &[modr(PReg::xmm(3)), use_(PReg::xmm(12))]);
    b.push(MOp::X86(Code::Shl_rm32_CL), &[modr(PReg::RDX), use_(PReg::RCX)]);
    b.push(MOp::X86(Code::Imul_r64_rm64_imm8), &[def(PReg::R8), use_(PReg::R10), MOperand::Imm(-3)]);
    b.push(MOp::X86(Code::Shl_rm64_1), &[modr(PReg::RSI), MOperand::Imm(1)]);
    b.push(MOp::X86(Code::Mov_r64_imm64), &[def(PReg::R14), MOperand::Imm(0x1234_5678_9abc_def0)]);
    b.push(MOp::X86(Code::Test_rm8_imm8), &[use_(PReg::RBP), MOperand::Imm(0x80)]);
    b.push(MOp::X86(Code::Cvtsi2sd_xmm_rm64), &[def(PReg::xmm(2)), use_(PReg::R11)]);
    ret(&mut b);
    let f = emit_fixed(&m, &b.finish(None).unwrap());
    let ins = decode(&f.code[..f.code_len as usize]);
    let body = &ins[4..10];
    assert_eq!(ins[4].code(), Cond::E.setcc_code());
    assert_eq!(body[0].op0_register(), Register::SIL);
    assert_eq!((body[1].op0_register(), body[1].op1_register()), (Register::EAX, Register::SIL));
    assert_eq!((body[2].memory_base(), body[2].op1_register()), (Register::R13, Register::R9W));
    assert_eq!((body[3].op0_register(), body[3].op1_register()), (Register::XMM3, Register::XMM12));
    assert_eq!((body[4].op0_register(), body[4].op1_register()), (Register::EDX, Register::CL));
    assert_eq!(body[5].code(), Code::Imul_r64_rm64_imm8);
    assert_eq!(body[5].immediate8to64(), -3);
    let rest = &ins[10..14];
    assert_eq!((rest[0].code(), rest[0].op0_register()), (Code::Shl_rm64_1, Register::RSI));
    assert_eq!((rest[1].op0_register(), rest[1].immediate64()), (Register::R14, 0x1234_5678_9abc_def0));
    assert_eq!((rest[2].op0_register(), rest[2].immediate8()), (Register::BPL, 0x80));
    assert_eq!((rest[3].op0_register(), rest[3].op1_register()), (Register::XMM2, Register::R11));
    // r13 and r14 are callee-saved and used: pushed, so the frame includes them.
    assert_eq!((ins[2].code(), ins[2].op0_register()), (Code::Push_r64, Register::R13));
    assert_eq!((ins[3].code(), ins[3].op0_register()), (Code::Push_r64, Register::R14));
}

#[test]
fn rip_relative_relocations_account_for_trailing_immediates() {
    let mut m = MModule::default();
    let f_sym = common::sym(&mut m, "f", SymbolKind::Func, true, Binding::Global);
    let data = common::sym(&mut m, "data", SymbolKind::Data, false, Binding::Global);
    let callee = common::sym(&mut m, "callee", SymbolKind::Func, false, Binding::Global);
    let mut b = MFunctionBuilder::new(f_sym);
    b.push(MOp::X86(Code::Add_rm64_imm8), &[mem(AmodeBase::Sym(data), 0), MOperand::Imm(1)]);
    b.push(MOp::X86(Code::Mov_rm64_imm32), &[mem(AmodeBase::Sym(data), 8), MOperand::Imm(7)]);
    b.push(MOp::X86(Code::Lea_r64_m), &[def(PReg::RAX), mem(AmodeBase::Sym(data), 16)]);
    b.push(MOp::X86(Code::Mov_r64_rm64), &[def(PReg::RCX), mem(AmodeBase::Got(data), 0)]);
    b.push(MOp::X86(Code::Cmp_rm32_r32), &[mem(AmodeBase::Got(data), 0), use_(PReg::RCX)]);
    b.push(MOp::X86(Code::Call_rel32_64), &[MOperand::Sym(callee, 0)]);
    ret(&mut b);
    let f = emit_fixed(&m, &b.finish(None).unwrap());
    let got: Vec<(CodeRelocKind, i64)> = f.relocs.iter().map(|r| (r.kind, r.addend)).collect();
    assert_eq!(
        got,
        vec![
            (CodeRelocKind::Pc32, -5),
            (CodeRelocKind::Pc32, 8 - 8),
            (CodeRelocKind::Pc32, 16 - 4),
            (CodeRelocKind::GotPcRelX, -4),
            (CodeRelocKind::GotPcRel, -4),
            (CodeRelocKind::Plt32, -4),
        ]
    );
    let ins = decode(&f.code);
    for (r, i) in f.relocs.iter().zip(&ins[2..8]) {
        // The field lies inside its instruction and is zero in the bytes.
        assert!(i.ip() < r.offset as u64 && (r.offset as u64 + 4) <= i.next_ip());
        assert_eq!(&f.code[r.offset as usize..r.offset as usize + 4], &[0, 0, 0, 0]);
    }
}

/// entry: cmp rdi, 0; je big (next) else small; big: `n` 7-byte adds; jmp end; small: jmp end; end: ret.
fn branchy(n: usize) -> EmittedFunction {
    let (m, s) = module_with("f");
    let mut b = MFunctionBuilder::new(s);
    let big = b.new_block();
    let small = b.new_block();
    let end = b.new_block();
    b.push(MOp::X86(Code::Cmp_rm64_imm8), &[use_(PReg::RDI), MOperand::Imm(0)]);
    b.push(MOp::Jcc(Cond::E), &[MOperand::Block(big), MOperand::Block(small)]);
    b.switch_to(big);
    for _ in 0..n {
        b.push(MOp::X86(Code::Add_rm64_imm32), &[modr(PReg::RAX), MOperand::Imm(1000)]);
    }
    b.push(MOp::Jmp, &[MOperand::Block(end)]);
    b.switch_to(small);
    b.push(MOp::X86(Code::Xor_r32_rm32), &[def(PReg::RAX), use_(PReg::RAX)]);
    b.push(MOp::Jmp, &[MOperand::Block(end)]);
    b.switch_to(end);
    ret(&mut b);
    emit_fixed(&m, &b.finish(None).unwrap())
}

#[test]
fn branches_are_short_when_they_fit_and_near_otherwise() {
    let short = codes(&branchy(3));
    assert!(short.contains(&Code::Jne_rel8_64), "{short:?}");
    assert!(short.contains(&Code::Jmp_rel8_64), "{short:?}");
    let long = codes(&branchy(30));
    // jne over 210 bytes of adds is near; the jmp over the 2-byte block stays short.
    assert!(long.contains(&Code::Jne_rel32_64), "{long:?}");
    assert!(long.contains(&Code::Jmp_rel8_64), "{long:?}");
    // The jmp from `small` to the next block `end` is omitted: only one jmp.
    assert_eq!(long.iter().filter(|c| matches!(c, Code::Jmp_rel8_64 | Code::Jmp_rel32_64)).count(), 1);
    // Branch targets land on block starts.
    let f = branchy(30);
    for i in decode(&f.code) {
        if i.is_jcc_short_or_near() || i.is_jmp_short_or_near() {
            assert!(f.block_offsets.contains(&(i.near_branch64() as u32)), "{:#x}", i.near_branch64());
        }
    }
}

#[test]
fn jump_table_entries_point_at_blocks() {
    let s = common::sample();
    let f = &common::emit_all(&s)[2];
    assert_eq!(f.jump_tables.len(), 1);
    let t = &f.jump_tables[0];
    assert_eq!(t.offset % 4, 0);
    assert!(t.offset >= f.code_len);
    for (k, b) in t.targets.iter().enumerate() {
        let at = t.offset as usize + 4 * k;
        let rel = i32::from_le_bytes(f.code[at..at + 4].try_into().unwrap());
        assert_eq!(t.offset as i64 + rel as i64, f.block_offsets[b.index()] as i64);
    }
    let ins = decode(&f.code[..f.code_len as usize]);
    let lea = ins.iter().find(|i| i.code() == Code::Lea_r64_m).unwrap();
    assert_eq!(lea.memory_base(), Register::RIP);
    assert_eq!(lea.ip_rel_memory_address(), t.offset as u64);
    assert!(ins.iter().any(|i| i.code() == Code::Movsxd_r64_rm32 && i.op0_register() == Register::R11));
    // Five returns: the body's CFI state is remembered at each and restored after all but the last.
    let popped = f.cfi.iter().filter(|c| c.1 == CfiStep::PoppedRbp).count();
    let restored = f.cfi.iter().filter(|c| c.1 == CfiStep::AfterRet).count();
    assert_eq!((popped, restored), (5, 4));
}

#[test]
fn spills_and_edits_use_frame_slots_and_the_scratch_register() {
    let s = common::sample();
    let f = &common::emit_all(&s)[3];
    assert_eq!(f.frame.saved, vec![PReg::RBX, PReg::R12]);
    let ins = decode(&f.code[..f.code_len as usize]);
    let text: Vec<String> = ins.iter().map(|i| format!("{i}")).collect();
    let expect = [
        "push %rbp",
        "mov %rsp,%rbp",
        "push %rbx",
        "push %r12",
        "sub $0x30,%rsp",
        "mov %rdi,%rbx",
        "mov %rsi,%r12",
        "mov %rbx,-0x40(%rbp)",
        "mov -0x40(%rbp),%r11",
        "mov %r11,-0x30(%rbp)",
        "mov %r12,-0x38(%rbp)",
        "movaps %xmm0,-0x20(%rbp)",
        "movaps -0x20(%rbp),%xmm1",
        "mov -0x30(%rbp),%rcx",
        "mov %rcx,%rax",
        "mov -0x38(%rbp),%rdx",
        "add %rdx,%rax",
        "lea -0x10(%rbp),%rsp",
        "pop %r12",
        "pop %rbx",
        "pop %rbp",
        "ret",
    ];
    assert_eq!(text, expect);
    // Vector spill slot 4 is 16-aligned relative to rbp (rbp is 16-aligned after the prologue).
    assert_eq!(f.frame.spill_offset(kiln_regalloc::SpillSlot(4)) % 16, 0);
}

#[test]
fn vector_copies_use_movaps_and_same_register_copies_vanish() {
    let (m, s) = module_with("f");
    let mut b = MFunctionBuilder::new(s);
    let v = b.new_vreg(RegClass::Vec);
    b.push(MOp::Copy, &[MOperand::Reg(Operand::vreg_def(v)), use_(PReg::xmm(0))]);
    b.push(MOp::Copy, &[def(PReg::xmm(0)), MOperand::Reg(Operand::vreg_use(v))]);
    ret(&mut b);
    let f = b.finish(None).unwrap();
    let mut ra = kiln_regalloc::Output {
        allocs: vec![
            Allocation::Reg(PReg::xmm(9)),
            Allocation::Reg(PReg::xmm(0)),
            Allocation::Reg(PReg::xmm(0)),
            Allocation::Reg(PReg::xmm(9)),
            Allocation::Reg(PReg::RAX),
        ],
        inst_alloc_offsets: vec![0, 2, 4, 5],
        ..Default::default()
    };
    let e = emit_function(&m, &f, &ra, &MachineEnv::sysv()).unwrap();
    let c = codes(&e);
    assert_eq!(c.iter().filter(|&&c| c == Code::Movaps_xmm_xmmm128).count(), 2, "{c:?}");
    ra.allocs[0] = Allocation::Reg(PReg::xmm(0));
    ra.allocs[3] = Allocation::Reg(PReg::xmm(0));
    let e = emit_function(&m, &f, &ra, &MachineEnv::sysv()).unwrap();
    assert!(!codes(&e).contains(&Code::Movaps_xmm_xmmm128));
}

#[test]
fn malformed_input_is_an_error_not_a_panic() {
    let (m, s) = module_with("f");
    let env = MachineEnv::sysv();
    // Immediate too wide for imm8.
    let mut b = MFunctionBuilder::new(s);
    b.push(MOp::X86(Code::Add_rm64_imm8), &[modr(PReg::RAX), MOperand::Imm(300)]);
    ret(&mut b);
    let f = b.finish(None).unwrap();
    let e = emit_function(&m, &f, &fixed_register_output(&f).unwrap(), &env).unwrap_err();
    assert!(e.0.contains("does not fit"), "{e}");
    // Wrong operand count.
    let mut b = MFunctionBuilder::new(s);
    b.push(MOp::X86(Code::Add_r64_rm64), &[modr(PReg::RAX)]);
    ret(&mut b);
    let f = b.finish(None).unwrap();
    assert!(emit_function(&m, &f, &fixed_register_output(&f).unwrap(), &env).is_err());
    // A vreg operand allocated to a spill slot.
    let mut b = MFunctionBuilder::new(s);
    let v = b.new_vreg(RegClass::Int);
    b.push(MOp::X86(Code::Mov_r64_rm64), &[MOperand::Reg(Operand::vreg_def(v)), use_(PReg::RDI)]);
    ret(&mut b);
    let f = b.finish(None).unwrap();
    let ra = kiln_regalloc::Output {
        allocs: vec![
            Allocation::Stack(kiln_regalloc::SpillSlot(0)),
            Allocation::Reg(PReg::RDI),
            Allocation::Reg(PReg::RAX),
        ],
        inst_alloc_offsets: vec![0, 2, 3],
        num_spill_slots: 1,
        ..Default::default()
    };
    let e = emit_function(&m, &f, &ra, &env).unwrap_err();
    assert!(e.0.contains("registers required"), "{e}");
    // Edits out of order, or after a terminator.
    let mut b = MFunctionBuilder::new(s);
    b.push(MOp::Copy, &[def(PReg::RAX), use_(PReg::RDI)]);
    ret(&mut b);
    let f = b.finish(None).unwrap();
    let mv = kiln_regalloc::Edit::Move {
        from: Allocation::Reg(PReg::RDI),
        to: Allocation::Reg(PReg::RSI),
        class: RegClass::Int,
    };
    let mut ra = fixed_register_output(&f).unwrap();
    ra.edits = vec![(ProgPoint::after(Inst(0)), mv), (ProgPoint::before(Inst(0)), mv)];
    let e = emit_function(&m, &f, &ra, &env).unwrap_err();
    assert!(e.0.contains("not sorted"), "{e}");
    ra.edits = vec![(ProgPoint::after(Inst(1)), mv)];
    let e = emit_function(&m, &f, &ra, &env).unwrap_err();
    assert!(e.0.contains("after the terminator"), "{e}");
    ra.edits = vec![(ProgPoint::before(Inst(1)), mv)];
    assert!(emit_function(&m, &f, &ra, &env).is_ok());
    // Unknown symbol.
    let mut b = MFunctionBuilder::new(s);
    b.push(MOp::X86(Code::Call_rel32_64), &[MOperand::Sym(SymId(99), 0)]);
    ret(&mut b);
    let f = b.finish(None).unwrap();
    assert!(emit_function(&m, &f, &fixed_register_output(&f).unwrap(), &env).is_err());
    // Over-aligned stack object together with dynamic alloca, but rbx (the base pointer such a
    // frame needs) is used by the code.
    let mut b = MFunctionBuilder::new(s);
    b.new_stack_slot(32, 64);
    b.has_dynamic_alloca = true;
    b.push(MOp::Copy, &[MOperand::Reg(Operand::preg_def(PReg::RBX)), MOperand::Reg(Operand::preg_use(PReg::RAX))]);
    ret(&mut b);
    let f = b.finish(None).unwrap();
    let e = emit_function(&m, &f, &fixed_register_output(&f).unwrap(), &env).unwrap_err();
    assert!(e.0.contains("base pointer"), "{e}");
    // Allocation for the wrong number of instructions.
    let e = emit_function(&m, &f, &kiln_regalloc::Output::default(), &env).unwrap_err();
    assert!(e.0.contains("allocation covers"), "{e}");
}

#[test]
fn dynamic_alloca_restores_rsp_from_rbp() {
    let (m, s) = module_with("f");
    let mut b = MFunctionBuilder::new(s);
    b.has_dynamic_alloca = true;
    b.push(MOp::X86(Code::Sub_rm64_r64), &[modr(PReg::RSP), use_(PReg::RDI)]);
    b.push(MOp::X86(Code::Lea_r64_m), &[def(PReg::RAX), mem(AmodeBase::OutgoingArgsEnd, 0)]);
    ret(&mut b);
    let f = emit_fixed(&m, &b.finish(None).unwrap());
    let text: Vec<String> = decode(&f.code).iter().map(|i| format!("{i}")).collect();
    assert_eq!(
        text,
        ["push %rbp", "mov %rsp,%rbp", "sub %rdi,%rsp", "lea (%rsp),%rax", "mov %rbp,%rsp", "pop %rbp", "ret"]
    );
}

#[test]
fn emission_and_objects_are_deterministic() {
    let a = common::sample();
    let b = common::sample();
    let fa = common::emit_all(&a);
    let fb = common::emit_all(&b);
    assert_eq!(fa, fb);
    let oa = kiln_emit::write_elf(&a.module, &fa).unwrap();
    let ob = kiln_emit::write_elf(&b.module, &fb).unwrap();
    assert_eq!(oa, ob);
    assert_eq!(kiln_emit::listing(&a.module, &fa), kiln_emit::listing(&b.module, &fb));
}

/// A function with one stack object of `size` bytes that it stores to and loads from.
fn big_frame(size: u32) -> EmittedFunction {
    let (m, s) = module_with("f");
    let mut b = MFunctionBuilder::new(s);
    let slot = b.new_stack_slot(size, 16);
    b.push(MOp::X86(Code::Mov_rm64_r64), &[mem(AmodeBase::Slot(slot), 0), use_(PReg::RDI)]);
    b.push(MOp::X86(Code::Mov_r64_rm64), &[def(PReg::RAX), mem(AmodeBase::Slot(slot), 0)]);
    ret(&mut b);
    emit_fixed(&m, &b.finish(None).unwrap())
}

#[test]
fn large_frames_touch_every_page() {
    let f = big_frame(3 * 4096 + 100);
    assert_eq!(f.frame.frame_size, 3 * 4096 + 112);
    let text: Vec<String> = decode(&f.code).iter().map(|i| format!("{i}")).collect();
    let probe = ["sub $0x1000,%rsp", "orq $0,(%rsp)"];
    assert_eq!(text[2..8], [probe, probe, probe].concat());
    assert_eq!(text[8], "sub $0x70,%rsp");

    let f = big_frame(100 * 4096);
    let ins = decode(&f.code);
    let text: Vec<String> = ins.iter().map(|i| format!("{i}")).collect();
    assert_eq!(text[2..7], ["mov $0x64,%r11d", "sub $0x1000,%rsp", "orq $0,(%rsp)", "dec %r11", &text[6]]);
    assert_eq!(ins[6].code(), Code::Jne_rel8_64);
    assert_eq!(ins[6].near_branch64(), ins[3].ip());
    // 100 pages exactly: no remainder adjustment, the body follows.
    assert_eq!(ins[7].code(), Code::Mov_rm64_r64);

    // Small frames keep a single adjustment.
    let f = big_frame(4000);
    assert_eq!(codes(&f)[2], Code::Sub_rm64_imm32);
    assert_eq!(codes(&f)[3], Code::Mov_rm64_r64);
}

/// A loop whose latch is a conditional branch to an empty block that only jumps back (a split
/// critical edge): the conditional branch goes straight to the loop header.
#[test]
fn branches_to_jump_only_blocks_go_to_their_target_and_those_blocks_take_no_bytes() {
    let (m, s) = module_with("f");
    let mut b = MFunctionBuilder::new(s);
    let header = b.new_block();
    let latch = b.new_block();
    let exit = b.new_block();
    b.push(MOp::Jmp, &[MOperand::Block(header)]);
    b.switch_to(header);
    b.push(MOp::X86(Code::Add_rm64_imm8), &[modr(PReg::RAX), MOperand::Imm(1)]);
    b.push(MOp::X86(Code::Cmp_rm64_imm8), &[use_(PReg::RAX), MOperand::Imm(10)]);
    b.push(MOp::Jcc(Cond::E), &[MOperand::Block(exit), MOperand::Block(latch)]);
    b.switch_to(latch);
    b.push(MOp::Jmp, &[MOperand::Block(header)]);
    b.switch_to(exit);
    ret(&mut b);
    let f = emit_fixed(&m, &b.finish(None).unwrap());
    let ins = decode(&f.code[..f.code_len as usize]);
    let header_at = f.block_offsets[1] as u64;
    let jcc = ins.iter().find(|i| i.is_jcc_short_or_near()).expect("a conditional branch");
    assert_eq!(jcc.code(), Code::Jne_rel8_64, "the back edge is the conditional branch");
    assert_eq!(jcc.near_branch64(), header_at, "jne goes to the header, not to the jump-only latch");
    // The jump-only latch is not emitted at all: after jne the exit follows directly.
    let after = ins.iter().skip_while(|i| !i.is_jcc_short_or_near()).nth(1).expect("an instruction after jne");
    assert!(!after.is_jmp_short_or_near(), "a jmp after jne: {:?}", after.code());
    assert_eq!(after.ip(), f.block_offsets[3] as u64, "the exit falls through after jne");
    assert_eq!(f.block_offsets[2], f.block_offsets[3], "the latch takes no bytes");
}

/// A function that saves rbx, then in its first block tail-calls `target` (a `Ret` with a jump target)
/// and in its second returns.
fn tail_calling(m: &MModule, f: SymId, target: MOperand) -> Result<EmittedFunction, kiln_emit::EmitError> {
    let mut b = MFunctionBuilder::new(f);
    b.has_dynamic_alloca = true;
    b.push(MOp::X86(Code::Mov_r32_imm32), &[def(PReg::RBX), MOperand::Imm(1)]);
    let other = b.new_block();
    b.push(MOp::Jcc(Cond::E), &[MOperand::Block(Block(1)), MOperand::Block(Block(2))]);
    b.switch_to(other);
    b.push_full(MOp::Ret, &[target], &[Operand::preg_use(PReg::RDI)], PRegSet::empty(), &[]);
    let last = b.new_block();
    b.switch_to(last);
    ret(&mut b);
    let f = b.finish(None).unwrap();
    let ra = fixed_register_output(&f).unwrap();
    emit_function(m, &f, &ra, &MachineEnv::sysv())
}

#[test]
fn tail_calls_share_the_epilogue_and_end_in_a_jump() {
    let (mut m, f) = module_with("f");
    let g = common::sym(&mut m, "g", SymbolKind::Func, false, Binding::Global);
    for target in [MOperand::Sym(g, 0), use_(PReg::RAX)] {
        let e = tail_calling(&m, f, target).unwrap();
        let ins = decode(&e.code[..e.code_len as usize]);
        let jmp = ins.iter().position(|i| i.code() == Code::Jmp_rel32_64 || i.code() == Code::Jmp_rm64).unwrap();
        // The same epilogue as the `ret`: rsp from rbp (dynamic alloca), pop rbx, pop rbp.
        let before: Vec<Code> = ins[jmp - 3..jmp].iter().map(|i| i.code()).collect();
        assert_eq!(before, vec![Code::Lea_r64_m, Code::Pop_r64, Code::Pop_r64]);
        assert_eq!((ins[jmp - 2].op0_register(), ins[jmp - 1].op0_register()), (Register::RBX, Register::RBP));
        let at = ins[jmp].ip() as u32;
        match target {
            MOperand::Sym(..) => {
                let r = e.relocs.iter().find(|r| r.offset == at + 1).expect("a relocation on the jump");
                assert_eq!((r.kind, r.sym, r.addend), (CodeRelocKind::Plt32, g, -4));
            }
            _ => assert_eq!(ins[jmp].op0_register(), Register::RAX),
        }
        // CFA = rsp + 8 at the jump, and the body's rules again after it (the `ret` block follows).
        assert!(e.cfi.contains(&(at, CfiStep::PoppedRbp)), "{:?}", e.cfi);
        assert!(e.cfi.contains(&(at + ins[jmp].len() as u32, CfiStep::AfterRet)), "{:?}", e.cfi);
        assert_eq!(ins.last().unwrap().code(), Code::Retnq);
    }
    // A target the epilogue restores, or a jump through r8 in a Windows epilogue, is an error.
    let e = tail_calling(&m, f, use_(PReg::RBX)).unwrap_err();
    assert!(e.0.contains("cannot jump through rbx"), "{e}");
    let mut win = m.clone();
    win.target = kiln_abi::Target::WINDOWS_GNU;
    assert!(tail_calling(&win, f, use_(PReg::RAX)).is_ok());
    let e = tail_calling(&win, f, use_(PReg::R8)).unwrap_err();
    assert!(e.0.contains("Windows epilogue"), "{e}");
}
