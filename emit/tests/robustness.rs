//! Robustness: randomly generated machine functions over physical registers (valid and invalid
//! operand shapes, immediates, addresses of every base kind, branches) never make the emitter
//! panic; whatever it accepts decodes back to valid instructions, lists, and writes an ELF object.

mod common;

use common::Rng;
use iced_x86::{Code, Decoder, DecoderOptions};
use kiln_emit::{emit_function, fixed_register_output, listing, write_elf};
use kiln_isel::{
    Amode, AmodeBase, Binding, Cond, MFunctionBuilder, MModule, MOp, MOperand, StackSlot, SymId, SymbolKind,
};
use kiln_regalloc::{MachineEnv, Operand, PReg, PRegSet, RegRef};

const CODES: [Code; 16] = [
    Code::Add_r64_rm64,
    Code::Mov_r32_rm32,
    Code::Mov_rm64_r64,
    Code::Mov_rm8_r8,
    Code::Add_rm64_imm8,
    Code::Mov_rm64_imm32,
    Code::Lea_r64_m,
    Code::Movzx_r32_rm16,
    Code::Imul_r64_rm64_imm32,
    Code::Addsd_xmm_xmmm64,
    Code::Movups_xmm_xmmm128,
    Code::Sete_rm8,
    Code::Shl_rm64_CL,
    Code::Call_rel32_64,
    Code::Cvtsi2sd_xmm_rm64,
    Code::Cmovl_r64_rm64,
];

fn preg(r: &mut Rng) -> PReg {
    if r.index(4) == 0 {
        PReg::xmm(r.index(16) as u8)
    } else {
        // Never rsp/rbp as general operands: the frame owns them.
        [0u8, 1, 2, 3, 6, 7, 8, 9, 10, 12, 13, 14, 15][r.index(13)].pipe(PReg::gpr)
    }
}

trait Pipe: Sized {
    fn pipe<T>(self, f: impl FnOnce(Self) -> T) -> T {
        f(self)
    }
}
impl<T> Pipe for T {}

fn amode(r: &mut Rng, slots: u32, syms: u32) -> Amode {
    let reg = |r: &mut Rng| RegRef::Phys(PReg::gpr([0u8, 1, 2, 3, 6, 7, 8, 9, 10, 12][r.index(10)]));
    let base = match r.index(8) {
        0 => AmodeBase::Reg(reg(r)),
        1 => AmodeBase::Slot(StackSlot(r.index(slots as usize + 1) as u32)),
        2 => AmodeBase::Sym(SymId(r.index(syms as usize + 1) as u32)),
        3 => AmodeBase::Got(SymId(r.index(syms as usize) as u32)),
        4 => AmodeBase::IncomingArgs,
        5 => AmodeBase::OutgoingArgs,
        6 => AmodeBase::OutgoingArgsEnd,
        _ => AmodeBase::None,
    };
    let index = if r.index(3) == 0 { Some((reg(r), [1u8, 2, 4, 8, 3][r.index(5)])) } else { None };
    let disp = [0, 8, -16, 1 << 20, i32::MAX, -(r.index(4096) as i32)][r.index(6)];
    Amode { base, index, disp }
}

fn operand(r: &mut Rng, slots: u32, syms: u32) -> MOperand {
    match r.index(6) {
        0 | 1 => MOperand::Reg(if r.index(2) == 0 { Operand::preg_use(preg(r)) } else { Operand::preg_def(preg(r)) }),
        2 => MOperand::Mem(amode(r, slots, syms)),
        3 => MOperand::Imm([0, 1, -1, 127, 128, 255, 70000, i64::MAX][r.index(8)]),
        4 => MOperand::Sym(SymId(r.index(syms as usize + 1) as u32), 0),
        _ => MOperand::Reg(Operand::preg_mod(preg(r))),
    }
}

/// An operand that matches operand `k` of `code` (mostly valid; addresses may still be invalid).
fn fitting(r: &mut Rng, code: Code, k: usize, slots: u32, syms: u32) -> MOperand {
    if k >= code.op_code().op_count() as usize {
        return operand(r, slots, syms);
    }
    let kind = format!("{:?}", code.op_code().op_kind(k as u32));
    let gpr = |r: &mut Rng| PReg::gpr([0u8, 1, 2, 3, 6, 7, 8, 9, 10, 12, 13, 14, 15][r.index(13)]);
    let reg =
        |r: &mut Rng, p: PReg| MOperand::Reg(if r.index(2) == 0 { Operand::preg_use(p) } else { Operand::preg_mod(p) });
    if kind == "cl" {
        return reg(r, PReg::RCX);
    }
    if kind.starts_with("imm") {
        return MOperand::Imm([0, 1, -1, 127, 100, 5000, -70000][r.index(7)]);
    }
    if kind.starts_with("br") {
        return MOperand::Sym(SymId(1 + r.index(syms as usize) as u32), 0);
    }
    let is_mem = kind == "mem" || (kind.contains("or_mem") && r.index(2) == 0);
    if is_mem {
        let mut a = amode(r, slots, syms);
        if r.index(4) != 0 {
            a.disp = a.disp.clamp(-4096, 4096);
            a.index = None;
        }
        return MOperand::Mem(a);
    }
    if kind.starts_with("xmm") {
        let p = PReg::xmm(r.index(16) as u8);
        reg(r, p)
    } else {
        let p = gpr(r);
        reg(r, p)
    }
}

/// One random module with one random function; `None` if the builder rejects the shape.
fn random_module(seed: u64) -> Option<MModule> {
    let mut r = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let mut m = MModule::default();
    let f = common::sym(&mut m, "f", SymbolKind::Func, true, Binding::Global);
    let syms = 1 + r.index(3) as u32;
    for k in 0..syms {
        common::sym(&mut m, &format!("s{k}"), SymbolKind::Data, false, Binding::Global);
    }
    let mut b = MFunctionBuilder::new(f);
    let slots = r.index(4) as u32;
    for _ in 0..slots {
        b.new_stack_slot(1 + r.index(64) as u32, 1 << r.index(7));
    }
    b.max_outgoing_args = 8 * r.index(4) as u32;
    b.has_dynamic_alloca = r.index(8) == 0;
    let nblocks = 1 + r.index(5);
    let blocks: Vec<_> = (0..nblocks).map(|i| if i == 0 { b.entry() } else { b.new_block() }).collect();
    for (i, &blk) in blocks.iter().enumerate() {
        b.switch_to(blk);
        for _ in 0..r.index(6) {
            let code = CODES[r.index(CODES.len())];
            let n = code.op_code().op_count() as usize + usize::from(r.index(10) == 0);
            let ops: Vec<MOperand> = (0..n)
                .map(|k| {
                    if r.index(20) == 0 {
                        operand(&mut r, slots, syms)
                    } else {
                        fitting(&mut r, code, k, slots, syms)
                    }
                })
                .collect();
            b.push(MOp::X86(code), &ops);
        }
        // Forward branches only (no critical edges by construction: each target gets one jcc edge
        // at most when it is the last block; keep it simple with jmp/ret).
        if i + 1 < nblocks && r.index(2) == 0 {
            b.push(MOp::Jmp, &[MOperand::Block(blocks[i + 1])]);
        } else if i + 2 < nblocks && r.index(2) == 0 {
            b.push(MOp::Jcc(Cond::L), &[MOperand::Block(blocks[i + 1]), MOperand::Block(blocks[i + 2])]);
        } else {
            b.push_full(MOp::Ret, &[], &[Operand::preg_use(PReg::RAX)], PRegSet::empty(), &[]);
        }
    }
    m.functions.push(b.finish(None).ok()?);
    Some(m)
}

#[test]
fn random_functions_never_panic() {
    let env = MachineEnv::sysv();
    let (mut accepted, mut rejected) = (0, 0);
    for seed in 0..3000u64 {
        let Some(m) = random_module(seed) else { continue };
        let f = &m.functions[0];
        let ra = fixed_register_output(f).unwrap();
        match emit_function(&m, f, &ra, &env) {
            Ok(e) => {
                accepted += 1;
                let mut d = Decoder::with_ip(64, &e.code[..e.code_len as usize], 0, DecoderOptions::NONE);
                while d.can_decode() {
                    let i = d.decode();
                    assert!(!i.is_invalid(), "seed {seed}: invalid bytes at {:#x}", i.ip());
                }
                let funcs = vec![e];
                assert!(!listing(&m, &funcs).is_empty());
                write_elf(&m, &funcs).unwrap_or_else(|err| panic!("seed {seed}: {err}"));
            }
            Err(_) => rejected += 1,
        }
    }
    // Both outcomes must occur, or the generator is not exercising anything.
    eprintln!("accepted {accepted}, rejected {rejected}");
    assert!(accepted > 300 && rejected > 300, "accepted {accepted}, rejected {rejected}");
}
