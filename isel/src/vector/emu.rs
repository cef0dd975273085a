//! A test-only emulator of the MIR subset vector lowering emits (straight-line code over
//! virtual registers, stack slots and read-only data), so lowering can be checked for the
//! values it computes before the allocator and emitter exist.

use std::collections::HashMap;

use iced_x86::Code;
use kiln_regalloc::{Inst, PReg, RegRef};

use crate::mir::{Amode, AmodeBase, MFunction, MOp, MOperand};

/// Base address of stack slots in emulated memory.
const SLOT_BASE: u64 = 0x4000;
/// Base address of read-only data.
const SYM_BASE: u64 = 0x8000;

/// Emulated machine state.
pub(super) struct Emu {
    /// Register contents (GPRs use the low 8 bytes).
    pub regs: HashMap<RegRef, [u8; 16]>,
    /// Flat memory.
    pub mem: Vec<u8>,
    slot_addr: Vec<u64>,
    flags: Flags,
}

#[derive(Default, Clone, Copy)]
struct Flags {
    zf: bool,
    sf: bool,
    cf: bool,
    of: bool,
}

fn g(b: &[u8; 16]) -> u64 {
    u64::from_le_bytes(b[..8].try_into().unwrap())
}
fn gx(v: u64) -> [u8; 16] {
    let mut b = [0u8; 16];
    b[..8].copy_from_slice(&v.to_le_bytes());
    b
}
fn lanes(b: &[u8; 16], w: usize) -> Vec<u64> {
    b.chunks(w).map(|c| c.iter().rev().fold(0u64, |a, &x| a << 8 | x as u64)).collect()
}
fn from_lanes(v: &[u64], w: usize) -> [u8; 16] {
    let mut b = [0u8; 16];
    for (i, &x) in v.iter().enumerate().take(16 / w) {
        b[i * w..i * w + w].copy_from_slice(&x.to_le_bytes()[..w]);
    }
    b
}
fn sx(v: u64, w: usize) -> i64 {
    let s = 64 - 8 * w as u32;
    ((v << s) as i64) >> s
}
fn lw(a: &[u8; 16], b: &[u8; 16], w: usize, f: impl Fn(u64, u64) -> u64) -> [u8; 16] {
    let (x, y) = (lanes(a, w), lanes(b, w));
    from_lanes(&x.iter().zip(&y).map(|(&p, &q)| f(p, q)).collect::<Vec<_>>(), w)
}
fn f32s(a: &[u8; 16]) -> Vec<f32> {
    lanes(a, 4).iter().map(|&x| f32::from_bits(x as u32)).collect()
}
fn f64s(a: &[u8; 16]) -> Vec<f64> {
    lanes(a, 8).iter().map(|&x| f64::from_bits(x)).collect()
}
fn from_f32s(v: &[f32]) -> [u8; 16] {
    from_lanes(&v.iter().map(|x| x.to_bits() as u64).collect::<Vec<_>>(), 4)
}
fn from_f64s(v: &[f64]) -> [u8; 16] {
    from_lanes(&v.iter().map(|x| x.to_bits()).collect::<Vec<_>>(), 8)
}
#[allow(clippy::neg_cmp_op_on_partial_ord)]
fn fcmp(p: i64, a: f64, b: f64) -> bool {
    match p & 7 {
        0 => a == b,
        1 => a < b,
        2 => a <= b,
        3 => a.is_nan() || b.is_nan(),
        4 => a != b,
        5 => !(a < b),
        6 => !(a <= b),
        _ => !(a.is_nan() || b.is_nan()),
    }
}
fn interleave(a: &[u8; 16], b: &[u8; 16], w: usize, high: bool) -> [u8; 16] {
    let (x, y) = (lanes(a, w), lanes(b, w));
    let n = 16 / w / 2;
    let off = if high { n } else { 0 };
    let v: Vec<u64> = (0..n).flat_map(|i| [x[off + i], y[off + i]]).collect();
    from_lanes(&v, w)
}
fn pack(a: &[u8; 16], b: &[u8; 16], w: usize, sat: impl Fn(i64) -> u64) -> [u8; 16] {
    let v: Vec<u64> = lanes(a, w).into_iter().chain(lanes(b, w)).map(|x| sat(sx(x, w))).collect();
    from_lanes(&v, w / 2)
}

impl Emu {
    /// Memory of 64 KiB with `f`'s slots laid out and `rodata` placed at its symbols.
    pub fn new(f: &MFunction, rodata: &[Vec<u8>]) -> Emu {
        let mut mem = vec![0u8; 0x10000];
        for (k, r) in rodata.iter().enumerate() {
            let a = SYM_BASE as usize + 64 * k;
            mem[a..a + r.len()].copy_from_slice(r);
        }
        let mut slot_addr = Vec::new();
        let mut next = SLOT_BASE;
        for s in &f.stack_slots {
            next = next.div_ceil(s.align as u64) * s.align as u64;
            slot_addr.push(next);
            next += s.size as u64 + 16;
        }
        Emu { regs: HashMap::new(), mem, slot_addr, flags: Flags::default() }
    }

    fn reg(&self, r: RegRef) -> [u8; 16] {
        *self.regs.get(&r).unwrap_or_else(|| panic!("read of undefined register {r:?}"))
    }
    fn addr(&self, a: &Amode) -> u64 {
        let base = match a.base {
            AmodeBase::Reg(r) => g(&self.reg(r)),
            AmodeBase::Slot(s) => self.slot_addr[s.index()],
            AmodeBase::Sym(s) => SYM_BASE + 64 * s.0 as u64,
            AmodeBase::None => 0,
            other => panic!("unsupported base {other:?}"),
        };
        let idx = a.index.map_or(0, |(r, s)| g(&self.reg(r)).wrapping_mul(s as u64));
        base.wrapping_add(idx).wrapping_add(a.disp as i64 as u64)
    }
    fn load(&self, a: u64, n: usize) -> [u8; 16] {
        let mut b = [0u8; 16];
        b[..n].copy_from_slice(&self.mem[a as usize..a as usize + n]);
        b
    }
    fn store(&mut self, a: u64, b: &[u8; 16], n: usize) {
        self.mem[a as usize..a as usize + n].copy_from_slice(&b[..n]);
    }
    /// Reads operand `o` (`n` bytes for memory).
    fn rd(&self, o: &MOperand, n: usize) -> [u8; 16] {
        match o {
            MOperand::Reg(op) => self.reg(op.reg),
            MOperand::Mem(a) => self.load(self.addr(a), n),
            MOperand::Imm(i) => gx(*i as u64),
            other => panic!("unsupported operand {other:?}"),
        }
    }
    fn wr(&mut self, o: &MOperand, b: [u8; 16], n: usize) {
        match o {
            MOperand::Reg(op) => {
                self.regs.insert(op.reg, b);
            }
            MOperand::Mem(a) => {
                let a = self.addr(a);
                self.store(a, &b, n);
            }
            other => panic!("unsupported destination {other:?}"),
        }
    }
    fn cond(&self, code: Code) -> bool {
        let f = self.flags;
        let name = format!("{code:?}");
        let cc = name.trim_start_matches("Cmov").trim_start_matches("Set");
        match cc.split('_').next().unwrap_or("") {
            "e" => f.zf,
            "ne" => !f.zf,
            "a" => !f.cf && !f.zf,
            "ae" => !f.cf,
            "b" => f.cf,
            "be" => f.cf || f.zf,
            "g" => !f.zf && f.sf == f.of,
            "ge" => f.sf == f.of,
            "l" => f.sf != f.of,
            "le" => f.zf || f.sf != f.of,
            "s" => f.sf,
            "o" => f.of,
            other => panic!("condition {other}"),
        }
    }

    /// Runs every instruction of `f` up to its `ret`.
    pub fn run(&mut self, f: &MFunction) {
        for i in 0..f.insts.len() {
            let inst = f.insts[i];
            let ops = f.inst_ops(Inst::new(i)).to_vec();
            match inst.op {
                MOp::Copy => {
                    let v = self.rd(&ops[1], 16);
                    self.wr(&ops[0], v, 16);
                }
                MOp::Ret => return,
                MOp::X86(code) => self.exec(code, &ops),
                other => panic!("unsupported op {other:?}"),
            }
        }
    }

    fn exec(&mut self, code: Code, o: &[MOperand]) {
        use Code::*;
        let name = format!("{code:?}");
        let w = |s: &str| -> usize {
            match s.chars().last() {
                Some('b') => 1,
                Some('w') => 2,
                Some('d') => 4,
                _ => 8,
            }
        };
        match code {
            Movdqa_xmm_xmmm128 | Movaps_xmm_xmmm128 | Movdqa_xmmm128_xmm | Movaps_xmmm128_xmm => {
                for op in o {
                    if let MOperand::Mem(a) = op {
                        assert_eq!(self.addr(a) % 16, 0, "aligned access to unaligned address");
                    }
                }
                let v = self.rd(&o[1], 16);
                self.wr(&o[0], v, 16);
            }
            Movdqu_xmm_xmmm128 | Movups_xmm_xmmm128 | Movdqu_xmmm128_xmm | Movups_xmmm128_xmm => {
                let v = self.rd(&o[1], 16);
                self.wr(&o[0], v, 16);
            }
            Movq_xmm_xmmm64 | Movq_xmm_rm64 | Movq_rm64_xmm | Movq_xmmm64_xmm | Mov_r64_rm64 | Mov_rm64_r64 => {
                let mut v = self.rd(&o[1], 8);
                v[8..].fill(0);
                self.wr(&o[0], v, 8);
            }
            Movd_xmm_rm32 | Movd_rm32_xmm | Mov_r32_rm32 | Mov_rm32_r32 => {
                let mut v = self.rd(&o[1], 4);
                v[4..].fill(0);
                self.wr(&o[0], v, 4);
            }
            Mov_rm16_r16 => {
                let v = self.rd(&o[1], 2);
                self.wr(&o[0], v, 2);
            }
            Mov_rm8_r8 => {
                let v = self.rd(&o[1], 1);
                self.wr(&o[0], v, 1);
            }
            Mov_r32_imm32 => {
                self.wr(&o[0], gx(self.rd(&o[1], 8)[..4].iter().rev().fold(0, |a, &x| a << 8 | x as u64)), 8)
            }
            Movzx_r32_rm8 | Movzx_r32_rm16 | Movsx_r64_rm8 | Movsx_r64_rm16 | Movsxd_r64_rm32 => {
                let n = match code {
                    Movzx_r32_rm8 | Movsx_r64_rm8 => 1,
                    Movsxd_r64_rm32 => 4,
                    _ => 2,
                };
                let v = lanes(&self.rd(&o[1], n), n)[0];
                let v = if name.starts_with("Movzx") { v } else { sx(v, n) as u64 };
                self.wr(&o[0], gx(v), 8);
            }
            Movss_xmm_xmmm32 | Movsd_xmm_xmmm64 => {
                let n = if code == Movss_xmm_xmmm32 { 4 } else { 8 };
                let src = self.rd(&o[1], n);
                let mut v = match o[1] {
                    MOperand::Mem(_) => [0u8; 16],
                    _ => self.regs.get(&reg_of(&o[0])).copied().unwrap_or([0; 16]),
                };
                v[..n].copy_from_slice(&src[..n]);
                self.wr(&o[0], v, 16);
            }
            Movss_xmmm32_xmm | Movsd_xmmm64_xmm => {
                let n = if code == Movss_xmmm32_xmm { 4 } else { 8 };
                let v = self.rd(&o[1], n);
                self.wr(&o[0], v, n);
            }
            Add_r64_rm64 | Sub_r64_rm64 | Imul_r64_rm64 | And_r64_rm64 | Or_r64_rm64 | Xor_r64_rm64 => {
                let (a, b) = (g(&self.rd(&o[0], 8)), g(&self.rd(&o[1], 8)));
                match code {
                    Add_r64_rm64 => {
                        let (r, c) = a.overflowing_add(b);
                        let o = (a as i64).overflowing_add(b as i64).1;
                        self.flags = Flags { zf: r == 0, sf: (r as i64) < 0, cf: c, of: o };
                    }
                    Sub_r64_rm64 => {
                        let r = a.wrapping_sub(b);
                        let o = (a as i64).overflowing_sub(b as i64).1;
                        self.flags = Flags { zf: r == 0, sf: (r as i64) < 0, cf: a < b, of: o };
                    }
                    _ => {}
                }
                let r = match code {
                    Add_r64_rm64 => a.wrapping_add(b),
                    Sub_r64_rm64 => a.wrapping_sub(b),
                    Imul_r64_rm64 => a.wrapping_mul(b),
                    And_r64_rm64 => a & b,
                    Or_r64_rm64 => a | b,
                    _ => a ^ b,
                };
                self.wr(&o[0], gx(r), 8);
            }
            And_rm32_imm32 | And_rm32_imm8 => {
                let r = (g(&self.rd(&o[0], 8)) as u32 & g(&self.rd(&o[1], 8)) as u32) as u64;
                self.wr(&o[0], gx(r), 8);
            }
            And_rm64_imm8 => {
                let r = g(&self.rd(&o[0], 8)) & g(&self.rd(&o[1], 8));
                self.wr(&o[0], gx(r), 8);
            }
            Shl_rm64_imm8 | Shr_rm64_imm8 | Shr_rm32_imm8 | Shl_rm64_CL | Shr_rm64_CL | Sar_rm64_CL => {
                let a = g(&self.rd(&o[0], 8));
                let k =
                    if name.ends_with("CL") { g(&self.reg(RegRef::Phys(PReg::RCX))) } else { g(&self.rd(&o[1], 8)) };
                let r = match code {
                    Shl_rm64_imm8 | Shl_rm64_CL => a << (k & 63),
                    Shr_rm64_imm8 | Shr_rm64_CL => a >> (k & 63),
                    Shr_rm32_imm8 => ((a as u32) >> (k & 31)) as u64,
                    _ => ((a as i64) >> (k & 63)) as u64,
                };
                self.wr(&o[0], gx(r), 8);
            }
            Not_rm64 => {
                let a = g(&self.rd(&o[0], 8));
                self.wr(&o[0], gx(!a), 8);
            }
            Mov_r64_imm64 => {
                let v = self.rd(&o[1], 8);
                self.wr(&o[0], v, 8);
            }
            Sar_rm64_imm8 => {
                let a = g(&self.rd(&o[0], 8)) as i64;
                let k = g(&self.rd(&o[1], 8)) & 63;
                self.wr(&o[0], gx((a >> k) as u64), 8);
            }
            Test_rm64_r64 => {
                let r = g(&self.rd(&o[0], 8)) & g(&self.rd(&o[1], 8));
                self.flags = Flags { zf: r == 0, sf: (r as i64) < 0, cf: false, of: false };
            }
            Neg_rm64 => {
                let a = g(&self.rd(&o[0], 8));
                let r = a.wrapping_neg();
                self.flags = Flags { zf: r == 0, sf: (r as i64) < 0, cf: a != 0, of: a == 1 << 63 };
                self.wr(&o[0], gx(r), 8);
            }
            Cmp_r64_rm64 => {
                let (a, b) = (g(&self.rd(&o[0], 8)), g(&self.rd(&o[1], 8)));
                let (r, of) = (a as i64).overflowing_sub(b as i64);
                self.flags = Flags { zf: a == b, sf: r < 0, cf: a < b, of };
            }
            _ if name.starts_with("Cmov") => {
                if self.cond(code) {
                    let v = self.rd(&o[1], 8);
                    self.wr(&o[0], v, 8);
                }
            }
            _ if name.starts_with("Set") => {
                let mut v = self.regs.get(&reg_of(&o[0])).copied().unwrap_or([0; 16]);
                v[0] = self.cond(code) as u8;
                self.wr(&o[0], v, 1);
            }
            Cqo => {
                let a = g(&self.reg(RegRef::Phys(PReg::RAX)));
                self.regs.insert(RegRef::Phys(PReg::RDX), gx(((a as i64) >> 63) as u64));
            }
            Div_rm64 | Idiv_rm64 => {
                let lo = g(&self.reg(RegRef::Phys(PReg::RAX))) as u128;
                let hi = g(&self.reg(RegRef::Phys(PReg::RDX))) as u128;
                let b = g(&self.rd(&o[0], 8));
                let (q, r) = if code == Div_rm64 {
                    let n = hi << 64 | lo;
                    ((n / b as u128) as u64, (n % b as u128) as u64)
                } else {
                    let n = (hi << 64 | lo) as i128;
                    ((n / b as i64 as i128) as u64, (n % b as i64 as i128) as u64)
                };
                self.regs.insert(RegRef::Phys(PReg::RAX), gx(q));
                self.regs.insert(RegRef::Phys(PReg::RDX), gx(r));
            }
            Cvtsi2ss_xmm_rm64 => self.wr(&o[0], from_f32s(&[g(&self.rd(&o[1], 8)) as i64 as f32]), 16),
            Cvtsi2sd_xmm_rm64 => self.wr(&o[0], from_f64s(&[g(&self.rd(&o[1], 8)) as i64 as f64]), 16),
            Cvttss2si_r64_xmmm32 => self.wr(&o[0], gx(f32s(&self.rd(&o[1], 4))[0] as i64 as u64), 8),
            Cvttsd2si_r64_xmmm64 => self.wr(&o[0], gx(f64s(&self.rd(&o[1], 8))[0] as i64 as u64), 8),
            Cvtss2sd_xmm_xmmm32 => self.wr(&o[0], from_f64s(&[f32s(&self.rd(&o[1], 4))[0] as f64]), 16),
            Cvtsd2ss_xmm_xmmm64 => self.wr(&o[0], from_f32s(&[f64s(&self.rd(&o[1], 8))[0] as f32]), 16),
            _ => self.exec_sse(code, &name, o, w),
        }
    }

    fn exec_sse(&mut self, code: Code, name: &str, o: &[MOperand], w: impl Fn(&str) -> usize) {
        use Code::*;
        let a = match &o[0] {
            MOperand::Reg(op) if op.kind == kiln_regalloc::OperandKind::Def => [0; 16],
            other => self.rd(other, 16),
        };
        let b = if o.len() > 1 { self.rd(&o[1], 16) } else { [0; 16] };
        let i = match o.last() {
            Some(MOperand::Imm(i)) => *i,
            _ => 0,
        };
        let op = name.split('_').next().unwrap_or("");
        let r: [u8; 16] = match code {
            Paddb_xmm_xmmm128 | Paddw_xmm_xmmm128 | Paddd_xmm_xmmm128 | Paddq_xmm_xmmm128 => {
                lw(&a, &b, w(op), |x, y| x.wrapping_add(y))
            }
            Psubb_xmm_xmmm128 | Psubw_xmm_xmmm128 | Psubd_xmm_xmmm128 | Psubq_xmm_xmmm128 => {
                lw(&a, &b, w(op), |x, y| x.wrapping_sub(y))
            }
            Pand_xmm_xmmm128 | Andps_xmm_xmmm128 => lw(&a, &b, 8, |x, y| x & y),
            Pandn_xmm_xmmm128 | Andnps_xmm_xmmm128 => lw(&a, &b, 8, |x, y| !x & y),
            Por_xmm_xmmm128 | Orps_xmm_xmmm128 => lw(&a, &b, 8, |x, y| x | y),
            Pxor_xmm_xmmm128 | Xorps_xmm_xmmm128 => lw(&a, &b, 8, |x, y| x ^ y),
            Pcmpeqb_xmm_xmmm128 | Pcmpeqw_xmm_xmmm128 | Pcmpeqd_xmm_xmmm128 => {
                lw(&a, &b, w(op), |x, y| if x == y { u64::MAX } else { 0 })
            }
            Pcmpgtb_xmm_xmmm128 | Pcmpgtw_xmm_xmmm128 | Pcmpgtd_xmm_xmmm128 => {
                let n = w(op);
                lw(&a, &b, n, |x, y| if sx(x, n) > sx(y, n) { u64::MAX } else { 0 })
            }
            Pmuludq_xmm_xmmm128 => lw(&a, &b, 8, |x, y| (x & 0xFFFF_FFFF) * (y & 0xFFFF_FFFF)),
            Pmullw_xmm_xmmm128 => lw(&a, &b, 2, |x, y| x.wrapping_mul(y)),
            Pmaxsw_xmm_xmmm128 => lw(&a, &b, 2, |x, y| if sx(x, 2) > sx(y, 2) { x } else { y }),
            Pminsw_xmm_xmmm128 => lw(&a, &b, 2, |x, y| if sx(x, 2) < sx(y, 2) { x } else { y }),
            Paddsb_xmm_xmmm128 => lw(&a, &b, 1, |x, y| (sx(x, 1) + sx(y, 1)).clamp(-128, 127) as u64),
            Paddsw_xmm_xmmm128 => lw(&a, &b, 2, |x, y| (sx(x, 2) + sx(y, 2)).clamp(-32768, 32767) as u64),
            Psubsb_xmm_xmmm128 => lw(&a, &b, 1, |x, y| (sx(x, 1) - sx(y, 1)).clamp(-128, 127) as u64),
            Psubsw_xmm_xmmm128 => lw(&a, &b, 2, |x, y| (sx(x, 2) - sx(y, 2)).clamp(-32768, 32767) as u64),
            Paddusb_xmm_xmmm128 => lw(&a, &b, 1, |x, y| (x + y).min(255)),
            Paddusw_xmm_xmmm128 => lw(&a, &b, 2, |x, y| (x + y).min(65535)),
            Psubusb_xmm_xmmm128 | Psubusw_xmm_xmmm128 => lw(&a, &b, w(op), |x, y| x.saturating_sub(y)),
            Psadbw_xmm_xmmm128 => {
                let (x, y) = (lanes(&a, 1), lanes(&b, 1));
                let s = |k: usize| (0..8).map(|i| x[k + i].abs_diff(y[k + i])).sum::<u64>();
                from_lanes(&[s(0), s(8)], 8)
            }
            Pmaxub_xmm_xmmm128 => lw(&a, &b, 1, |x, y| x.max(y)),
            Pminub_xmm_xmmm128 => lw(&a, &b, 1, |x, y| x.min(y)),
            Psllw_xmm_imm8 | Pslld_xmm_imm8 | Psllq_xmm_imm8 => {
                let n = w(op);
                from_lanes(
                    &lanes(&a, n).iter().map(|&x| if i as usize >= 8 * n { 0 } else { x << i }).collect::<Vec<_>>(),
                    n,
                )
            }
            Psrlw_xmm_imm8 | Psrld_xmm_imm8 | Psrlq_xmm_imm8 => {
                let n = w(op);
                from_lanes(
                    &lanes(&a, n).iter().map(|&x| if i as usize >= 8 * n { 0 } else { x >> i }).collect::<Vec<_>>(),
                    n,
                )
            }
            Psraw_xmm_imm8 | Psrad_xmm_imm8 => {
                let n = w(op);
                let k = (i as u32).min(8 * n as u32 - 1);
                from_lanes(&lanes(&a, n).iter().map(|&x| (sx(x, n) >> k) as u64).collect::<Vec<_>>(), n)
            }
            Psrldq_xmm_imm8 => {
                let mut r = [0u8; 16];
                for (k, x) in r.iter_mut().enumerate() {
                    *x = *a.get(k + i as usize).unwrap_or(&0);
                }
                r
            }
            Punpcklbw_xmm_xmmm128 | Punpcklwd_xmm_xmmm128 | Punpckldq_xmm_xmmm128 | Punpcklqdq_xmm_xmmm128 => {
                let n = match code {
                    Punpcklqdq_xmm_xmmm128 => 8,
                    Punpckldq_xmm_xmmm128 => 4,
                    Punpcklwd_xmm_xmmm128 => 2,
                    _ => 1,
                };
                interleave(&a, &b, n, false)
            }
            Punpckhbw_xmm_xmmm128 | Punpckhwd_xmm_xmmm128 | Punpckhdq_xmm_xmmm128 => {
                let n = match code {
                    Punpckhdq_xmm_xmmm128 => 4,
                    Punpckhwd_xmm_xmmm128 => 2,
                    _ => 1,
                };
                interleave(&a, &b, n, true)
            }
            Packssdw_xmm_xmmm128 => pack(&a, &b, 4, |x| x.clamp(-32768, 32767) as u64),
            Packsswb_xmm_xmmm128 => pack(&a, &b, 2, |x| x.clamp(-128, 127) as u64),
            Packuswb_xmm_xmmm128 => pack(&a, &b, 2, |x| x.clamp(0, 255) as u64),
            Pshufd_xmm_xmmm128_imm8 => {
                let x = lanes(&b, 4);
                from_lanes(&(0..4).map(|k| x[(i as usize >> (2 * k)) & 3]).collect::<Vec<_>>(), 4)
            }
            Pshufhw_xmm_xmmm128_imm8 => {
                let x = lanes(&b, 2);
                from_lanes(
                    &(0..8)
                        .map(|k| if k >= 4 { x[4 + ((i as usize >> (2 * (k - 4))) & 3)] } else { x[k] })
                        .collect::<Vec<_>>(),
                    2,
                )
            }
            Pslldq_xmm_imm8 => {
                let mut r = [0u8; 16];
                for k in (i as usize).min(16)..16 {
                    r[k] = a[k - i as usize];
                }
                r
            }
            Pshuflw_xmm_xmmm128_imm8 => {
                let x = lanes(&b, 2);
                from_lanes(
                    &(0..8).map(|k| if k < 4 { x[(i as usize >> (2 * k)) & 3] } else { x[k] }).collect::<Vec<_>>(),
                    2,
                )
            }
            Shufps_xmm_xmmm128_imm8 => {
                let (x, y) = (lanes(&a, 4), lanes(&b, 4));
                let s = |k: usize| (i as usize >> (2 * k)) & 3;
                from_lanes(&[x[s(0)], x[s(1)], y[s(2)], y[s(3)]], 4)
            }
            Shufpd_xmm_xmmm128_imm8 => {
                let (x, y) = (lanes(&a, 8), lanes(&b, 8));
                from_lanes(&[x[i as usize & 1], y[(i as usize >> 1) & 1]], 8)
            }
            Pextrw_r32_xmm_imm8 => gx(lanes(&b, 2)[i as usize & 7]),
            Pinsrw_xmm_r32m16_imm8 => {
                let mut x = lanes(&a, 2);
                x[i as usize & 7] = g(&b) & 0xFFFF;
                from_lanes(&x, 2)
            }
            Pmovmskb_r32_xmm => gx(b.iter().enumerate().fold(0, |m, (k, &x)| m | ((x >> 7) as u64) << k)),
            Movmskps_r32_xmm => gx(lanes(&b, 4).iter().enumerate().fold(0, |m, (k, &x)| m | (x >> 31) << k)),
            Movmskpd_r32_xmm => gx(lanes(&b, 8).iter().enumerate().fold(0, |m, (k, &x)| m | (x >> 63) << k)),
            Cmpps_xmm_xmmm128_imm8 => {
                let m = f32s(&a)
                    .iter()
                    .zip(f32s(&b))
                    .map(|(&x, y)| if fcmp(i, x as f64, y as f64) { u32::MAX as u64 } else { 0 })
                    .collect::<Vec<_>>();
                from_lanes(&m, 4)
            }
            Cmppd_xmm_xmmm128_imm8 => {
                let m = f64s(&a)
                    .iter()
                    .zip(f64s(&b))
                    .map(|(&x, y)| if fcmp(i, x, y) { u64::MAX } else { 0 })
                    .collect::<Vec<_>>();
                from_lanes(&m, 8)
            }
            Addps_xmm_xmmm128 | Subps_xmm_xmmm128 | Mulps_xmm_xmmm128 | Divps_xmm_xmmm128 | Maxps_xmm_xmmm128
            | Minps_xmm_xmmm128 => {
                let v = f32s(&a).iter().zip(f32s(&b)).map(|(&x, y)| f32op(op, x, y)).collect::<Vec<_>>();
                from_f32s(&v)
            }
            Addpd_xmm_xmmm128 | Subpd_xmm_xmmm128 | Mulpd_xmm_xmmm128 | Divpd_xmm_xmmm128 | Maxpd_xmm_xmmm128
            | Minpd_xmm_xmmm128 => {
                let v = f64s(&a).iter().zip(f64s(&b)).map(|(&x, y)| f64op(op, x, y)).collect::<Vec<_>>();
                from_f64s(&v)
            }
            Cmpss_xmm_xmmm32_imm8 => {
                let mut v = lanes(&a, 4);
                v[0] = if fcmp(i, f32s(&a)[0] as f64, f32s(&b)[0] as f64) { u32::MAX as u64 } else { 0 };
                from_lanes(&v, 4)
            }
            Cmpsd_xmm_xmmm64_imm8 => {
                let mut v = lanes(&a, 8);
                v[0] = if fcmp(i, f64s(&a)[0], f64s(&b)[0]) { u64::MAX } else { 0 };
                from_lanes(&v, 8)
            }
            Addss_xmm_xmmm32 | Mulss_xmm_xmmm32 | Subss_xmm_xmmm32 => {
                let mut v = f32s(&a);
                v[0] = f32op(op, v[0], f32s(&b)[0]);
                from_f32s(&v)
            }
            Addsd_xmm_xmmm64 | Mulsd_xmm_xmmm64 | Subsd_xmm_xmmm64 => {
                let mut v = f64s(&a);
                v[0] = f64op(op, v[0], f64s(&b)[0]);
                from_f64s(&v)
            }
            Sqrtps_xmm_xmmm128 => from_f32s(&f32s(&b).iter().map(|x| x.sqrt()).collect::<Vec<_>>()),
            Sqrtpd_xmm_xmmm128 => from_f64s(&f64s(&b).iter().map(|x| x.sqrt()).collect::<Vec<_>>()),
            Cvtdq2ps_xmm_xmmm128 => {
                from_f32s(&lanes(&b, 4).iter().map(|&x| x as u32 as i32 as f32).collect::<Vec<_>>())
            }
            Cvttps2dq_xmm_xmmm128 => from_lanes(&f32s(&b).iter().map(|&x| cvtt32(x as f64)).collect::<Vec<_>>(), 4),
            Cvtdq2pd_xmm_xmmm64 => {
                from_f64s(&lanes(&b, 4)[..2].iter().map(|&x| x as u32 as i32 as f64).collect::<Vec<_>>())
            }
            Cvttpd2dq_xmm_xmmm128 => {
                from_lanes(&f64s(&b).iter().map(|&x| cvtt32(x)).chain([0, 0]).collect::<Vec<_>>(), 4)
            }
            Cvtps2pd_xmm_xmmm64 => from_f64s(&f32s(&b)[..2].iter().map(|&x| x as f64).collect::<Vec<_>>()),
            Cvtpd2ps_xmm_xmmm128 => {
                from_f32s(&f64s(&b).iter().map(|&x| x as f32).chain([0.0, 0.0]).collect::<Vec<_>>())
            }
            other => panic!("emulator: unsupported instruction {other:?}"),
        };
        self.wr(&o[0], r, 16);
    }
}

fn cvtt32(x: f64) -> u64 {
    if x.is_nan() || !(-2147483648.0..2147483648.0).contains(&x) {
        0x8000_0000
    } else {
        x as i32 as u32 as u64
    }
}
fn f32op(op: &str, x: f32, y: f32) -> f32 {
    match op {
        "Addps" | "Addss" => x + y,
        "Subps" | "Subss" => x - y,
        "Mulps" | "Mulss" => x * y,
        "Divps" => x / y,
        "Maxps" => {
            if x > y {
                x
            } else {
                y
            }
        }
        _ => {
            if x < y {
                x
            } else {
                y
            }
        }
    }
}
fn f64op(op: &str, x: f64, y: f64) -> f64 {
    match op {
        "Addpd" | "Addsd" => x + y,
        "Subpd" | "Subsd" => x - y,
        "Mulpd" | "Mulsd" => x * y,
        "Divpd" => x / y,
        "Maxpd" => {
            if x > y {
                x
            } else {
                y
            }
        }
        _ => {
            if x < y {
                x
            } else {
                y
            }
        }
    }
}
fn reg_of(o: &MOperand) -> RegRef {
    match o {
        MOperand::Reg(op) => op.reg,
        other => panic!("not a register: {other:?}"),
    }
}
