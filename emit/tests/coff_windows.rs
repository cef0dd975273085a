//! COFF objects for Windows targets from hand-built Win64 machine code: the object is checked with
//! `llvm-readobj-19` (sections, relocations, symbols, unwind codes against the prologue) and
//! `llvm-objdump-19`, then linked with `x86_64-w64-mingw32-gcc` against a C driver and run under
//! wine. The C side walks the stack with `RtlVirtualUnwind` through Kiln frames (big frames probed
//! with `___chkstk_ms`, every non-volatile GPR and xmm6-xmm15 saved, a realigned frame, a frame
//! whose body moves rsp) and checks the registers the unwinder restores.
//!
//! External tools missing: the test says so and passes, unless `KILN_REQUIRE_ORACLE` is set.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

use common::{def, mem, modr, sym, use_};
use iced_x86::Code;
use kiln_abi::{Convention, Target};
use kiln_emit::{emit_function, fixed_register_output, write_object, EmittedFunction, FrameStyle};
use kiln_isel::{
    AmodeBase, Binding, DataObject, DataReloc, DataRelocKind, DataSection, MFunction, MFunctionBuilder, MModule, MOp,
    MOperand, SymId, SymbolKind,
};
use kiln_regalloc::{MachineEnv, Operand, PReg, PRegSet};

/// The non-volatile GPRs of Win64 (besides rbp) and the constants `kiln_outer` keeps in them.
const GPRS: [PReg; 7] = [PReg::RBX, PReg::RSI, PReg::RDI, PReg::R12, PReg::R13, PReg::R14, PReg::R15];

fn gpr_constant(i: usize) -> i64 {
    0x0101_0101_0101_0101 * (i as i64 + 1)
}

fn xmm_constant(n: u8) -> i64 {
    0x7700_0000_0000_1000 + n as i64
}

/// Registers a Win64 call clobbers.
fn win64_clobbers() -> PRegSet {
    let mut s = PRegSet::of(&[PReg::RAX, PReg::RCX, PReg::RDX, PReg::R8, PReg::R9, PReg::R10, PReg::R11]);
    for i in 0..6 {
        s.insert(PReg::xmm(i));
    }
    s
}

fn ret(b: &mut MFunctionBuilder) {
    b.push_full(MOp::Ret, &[], &[Operand::preg_use(PReg::RAX)], PRegSet::empty(), &[]);
}

/// `call target` with the Win64 argument registers `uses`.
fn call(b: &mut MFunctionBuilder, target: SymId, uses: &[PReg]) {
    let mut implicit: Vec<Operand> = uses.iter().map(|&p| Operand::preg_use(p)).collect();
    implicit.push(Operand::preg_def(PReg::RAX));
    b.push_full(MOp::X86(Code::Call_rel32_64), &[MOperand::Sym(target, 0)], &implicit, win64_clobbers(), &[]);
}

fn imm(v: i64) -> MOperand {
    MOperand::Imm(v)
}

/// Overwrites every non-volatile register (so the unwinder must find the caller's values in the frame).
fn clobber_nonvolatiles(b: &mut MFunctionBuilder, gprs: &[PReg], xmms: &[u8]) {
    for &r in gprs {
        b.push(MOp::X86(Code::Mov_r32_imm32), &[def(r), imm(0x5A5A)]);
    }
    for &n in xmms {
        let x = PReg::xmm(n);
        b.push(MOp::X86(Code::Xorps_xmm_xmmm128), &[modr(x), use_(x)]);
    }
}

fn win64(b: MFunctionBuilder) -> MFunction {
    let mut f = b.finish(None).expect("valid function");
    f.conv = Convention::Win64;
    f
}

/// Symbols of the test module.
struct Syms {
    g_a: SymId,
    g_b: SymId,
    g_ptr: SymId,
    g_zero: SymId,
    g_ctor: SymId,
    c_value: SymId,
    c_check: SymId,
}

/// `long long kiln_sum(void)`: g_a + g_b + *g_ptr; also `g_zero[1] += 5` (an immediate after the
/// RIP-relative field) and `g_zero[0] = 0x12345678` (four bytes of immediate after it).
fn kiln_sum(s: &Syms, me: SymId) -> MFunction {
    let mut b = MFunctionBuilder::new(me);
    b.push(MOp::X86(Code::Mov_r64_rm64), &[def(PReg::RAX), mem(AmodeBase::Sym(s.g_a), 0)]);
    b.push(MOp::X86(Code::Add_r64_rm64), &[modr(PReg::RAX), mem(AmodeBase::Sym(s.g_b), 0)]);
    b.push(MOp::X86(Code::Mov_r64_rm64), &[def(PReg::RCX), mem(AmodeBase::Sym(s.g_ptr), 0)]);
    b.push(MOp::X86(Code::Add_r64_rm64), &[modr(PReg::RAX), common::phys_mem(PReg::RCX, 0)]);
    b.push(MOp::X86(Code::Add_rm64_imm8), &[mem(AmodeBase::Sym(s.g_zero), 8), imm(5)]);
    b.push(MOp::X86(Code::Mov_rm32_imm32), &[mem(AmodeBase::Sym(s.g_zero), 0), imm(0x1234_5678)]);
    ret(&mut b);
    win64(b)
}

/// `long long kiln_got(void) { return c_value; }` written as a GOT load (becomes `lea` on COFF).
fn kiln_got(s: &Syms, me: SymId) -> MFunction {
    let mut b = MFunctionBuilder::new(me);
    b.push(MOp::X86(Code::Mov_r64_rm64), &[def(PReg::RAX), mem(AmodeBase::Got(s.c_value), 0)]);
    b.push(MOp::X86(Code::Mov_r64_rm64), &[def(PReg::RAX), common::phys_mem(PReg::RAX, 0)]);
    ret(&mut b);
    win64(b)
}

/// `static void kiln_ctor<k>(void) { g_ctor = g_ctor * 10 + k; }`: the digits record the order.
fn kiln_ctor(s: &Syms, me: SymId, k: i64) -> MFunction {
    let mut b = MFunctionBuilder::new(me);
    b.push(MOp::X86(Code::Imul_r64_rm64_imm32), &[def(PReg::RAX), mem(AmodeBase::Sym(s.g_ctor), 0), imm(10)]);
    b.push(MOp::X86(Code::Add_rm64_imm8), &[modr(PReg::RAX), imm(k)]);
    b.push(MOp::X86(Code::Mov_rm64_r64), &[mem(AmodeBase::Sym(s.g_ctor), 0), use_(PReg::RAX)]);
    ret(&mut b);
    win64(b)
}

/// `static void kiln_dtor<k>(void) { puts(text); }`.
fn kiln_dtor(me: SymId, puts: SymId, text: SymId) -> MFunction {
    let mut b = MFunctionBuilder::new(me);
    b.max_outgoing_args = 32;
    b.push(MOp::X86(Code::Lea_r64_m), &[def(PReg::RCX), mem(AmodeBase::Sym(text), 0)]);
    call(&mut b, puts, &[PReg::RCX]);
    ret(&mut b);
    win64(b)
}

/// A frame of `size` bytes (probed when over a page) whose ends are written, every non-volatile
/// register clobbered, then `c_check(id, 0)`.
fn inner_big(s: &Syms, me: SymId, id: i64, size: u32) -> MFunction {
    let mut b = MFunctionBuilder::new(me);
    b.max_outgoing_args = 32;
    let arr = b.new_stack_slot(size, 16);
    clobber_nonvolatiles(&mut b, &GPRS, &[6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    b.push(MOp::X86(Code::Mov_rm64_r64), &[mem(AmodeBase::Slot(arr), 0), use_(PReg::RBX)]);
    b.push(MOp::X86(Code::Mov_rm64_r64), &[mem(AmodeBase::Slot(arr), size as i32 - 8), use_(PReg::RBX)]);
    b.push(MOp::X86(Code::Mov_r32_imm32), &[def(PReg::RCX), imm(id)]);
    b.push(MOp::X86(Code::Xor_r32_rm32), &[def(PReg::RDX), use_(PReg::RDX)]);
    call(&mut b, s.c_check, &[PReg::RCX, PReg::RDX]);
    b.push(MOp::X86(Code::Add_r64_rm64), &[modr(PReg::RAX), mem(AmodeBase::Slot(arr), size as i32 - 8)]);
    b.push(MOp::X86(Code::Sub_r64_rm64), &[modr(PReg::RAX), mem(AmodeBase::Slot(arr), 0)]);
    ret(&mut b);
    win64(b)
}

/// A 64-aligned object (realigned frame) passed to `c_check(id, p)`, some registers clobbered.
fn inner_realigned(s: &Syms, me: SymId, id: i64) -> MFunction {
    let mut b = MFunctionBuilder::new(me);
    b.max_outgoing_args = 32;
    let small = b.new_stack_slot(8, 8);
    let obj = b.new_stack_slot(64, 64);
    clobber_nonvolatiles(&mut b, &[PReg::RBX, PReg::RSI], &[6, 9]);
    b.push(MOp::X86(Code::Mov_rm64_imm32), &[mem(AmodeBase::Slot(small), 0), imm(0)]);
    b.push(MOp::X86(Code::Lea_r64_m), &[def(PReg::RDX), mem(AmodeBase::Slot(obj), 0)]);
    b.push(MOp::X86(Code::Mov_r32_imm32), &[def(PReg::RCX), imm(id)]);
    call(&mut b, s.c_check, &[PReg::RCX, PReg::RDX]);
    b.push(MOp::X86(Code::Add_r64_rm64), &[modr(PReg::RAX), mem(AmodeBase::Slot(small), 0)]);
    ret(&mut b);
    win64(b)
}

/// The body moves rsp (`sub rsp, 64`, like a dynamic alloca) and passes the new memory on.
fn inner_dynamic(s: &Syms, me: SymId, id: i64) -> MFunction {
    let mut b = MFunctionBuilder::new(me);
    b.max_outgoing_args = 32;
    b.has_dynamic_alloca = true;
    clobber_nonvolatiles(&mut b, &[PReg::R12, PReg::RDI], &[8, 15]);
    b.push(MOp::X86(Code::Sub_rm64_imm8), &[modr(PReg::RSP), imm(64)]);
    b.push(MOp::X86(Code::Lea_r64_m), &[def(PReg::RDX), mem(AmodeBase::OutgoingArgsEnd, 0)]);
    b.push(MOp::X86(Code::Mov_r32_imm32), &[def(PReg::RCX), imm(id)]);
    call(&mut b, s.c_check, &[PReg::RCX, PReg::RDX]);
    ret(&mut b);
    win64(b)
}

/// `long long kiln_pick(long long i)`: a jump table (cases 0..3 give 10 * i + 1, others -1).
fn kiln_pick(me: SymId) -> MFunction {
    let mut b = MFunctionBuilder::new(me);
    let dflt = b.new_block();
    let sw = b.new_block();
    let cases: Vec<_> = (0..4).map(|_| b.new_block()).collect();
    let jt = b.new_jump_table(cases.clone());
    b.push(MOp::X86(Code::Cmp_rm64_imm8), &[use_(PReg::RCX), imm(3)]);
    b.push(MOp::Jcc(kiln_isel::Cond::A), &[MOperand::Block(dflt), MOperand::Block(sw)]);
    b.switch_to(sw);
    let tmp = Operand { pos: kiln_regalloc::OperandPos::Early, ..Operand::preg_def(PReg::RDX) };
    b.push(MOp::JmpTable, &[use_(PReg::RCX), MOperand::Reg(tmp), MOperand::JumpTable(jt)]);
    for (k, &c) in cases.iter().enumerate() {
        b.switch_to(c);
        b.push(MOp::X86(Code::Mov_r32_imm32), &[def(PReg::RAX), imm(10 * k as i64 + 1)]);
        ret(&mut b);
    }
    b.switch_to(dflt);
    b.push(MOp::X86(Code::Mov_rm64_imm32), &[def(PReg::RAX), imm(-1)]);
    ret(&mut b);
    win64(b)
}

/// `long long kiln_arg5(long long a, b, c, d, e) { return 100 * e + d; }` with a stack object and
/// rbx in use, so the incoming-argument area is found through a non-trivial frame.
fn kiln_arg5(me: SymId) -> MFunction {
    let mut b = MFunctionBuilder::new(me);
    let obj = b.new_stack_slot(300, 16);
    b.push(MOp::X86(Code::Mov_r64_rm64), &[def(PReg::RBX), mem(AmodeBase::IncomingArgs, 32)]);
    b.push(MOp::X86(Code::Mov_rm64_r64), &[mem(AmodeBase::Slot(obj), 296), use_(PReg::RBX)]);
    b.push(MOp::X86(Code::Imul_r64_rm64_imm32), &[def(PReg::RAX), mem(AmodeBase::Slot(obj), 296), imm(100)]);
    b.push(MOp::X86(Code::Add_r64_rm64), &[modr(PReg::RAX), use_(PReg::R9)]);
    // The caller's shadow space is ours to use: store and reload the first argument there.
    b.push(MOp::X86(Code::Mov_rm64_r64), &[mem(AmodeBase::IncomingArgs, 0), use_(PReg::RCX)]);
    b.push(MOp::X86(Code::Add_r64_rm64), &[modr(PReg::RAX), mem(AmodeBase::IncomingArgs, 0)]);
    ret(&mut b);
    win64(b)
}

/// A SysV body on Windows with a frame over a page (probed inline, not through `___chkstk_ms`):
/// `long long kiln_sysv_big(void)` writes both ends of a 20000-byte array and returns 2 * 21.
fn kiln_sysv_big(me: SymId) -> MFunction {
    let mut b = MFunctionBuilder::new(me);
    let arr = b.new_stack_slot(20000, 16);
    b.push(MOp::X86(Code::Mov_rm64_imm32), &[mem(AmodeBase::Slot(arr), 0), imm(21)]);
    b.push(MOp::X86(Code::Mov_rm64_imm32), &[mem(AmodeBase::Slot(arr), 19992), imm(21)]);
    b.push(MOp::X86(Code::Mov_r64_rm64), &[def(PReg::RAX), mem(AmodeBase::Slot(arr), 0)]);
    b.push(MOp::X86(Code::Add_r64_rm64), &[modr(PReg::RAX), mem(AmodeBase::Slot(arr), 19992)]);
    ret(&mut b);
    b.finish(None).expect("valid function")
}

/// Loads the constants into every non-volatile register, calls each inner function, ORs their
/// results into a stack slot, and ORs in any register that changed across the calls.
fn kiln_outer(me: SymId, inners: &[SymId]) -> MFunction {
    let mut b = MFunctionBuilder::new(me);
    b.max_outgoing_args = 32;
    let acc = b.new_stack_slot(8, 8);
    b.push(MOp::X86(Code::Mov_rm64_imm32), &[mem(AmodeBase::Slot(acc), 0), imm(0)]);
    for (i, &r) in GPRS.iter().enumerate() {
        b.push(MOp::X86(Code::Mov_r64_imm64), &[def(r), imm(gpr_constant(i))]);
    }
    for n in 6..16u8 {
        b.push(MOp::X86(Code::Mov_r64_imm64), &[def(PReg::RAX), imm(xmm_constant(n))]);
        b.push(MOp::X86(Code::Movq_xmm_rm64), &[def(PReg::xmm(n)), use_(PReg::RAX)]);
    }
    for &f in inners {
        call(&mut b, f, &[]);
        b.push(MOp::X86(Code::Or_rm64_r64), &[mem(AmodeBase::Slot(acc), 0), use_(PReg::RAX)]);
    }
    b.push(MOp::X86(Code::Mov_r64_rm64), &[def(PReg::RAX), mem(AmodeBase::Slot(acc), 0)]);
    let changed = |b: &mut MFunctionBuilder, bit: i64| {
        // rcx = (r10 != r11) << bit, via xor + neg/sbb-free form: any set bit counts.
        b.push(MOp::X86(Code::Xor_r64_rm64), &[modr(PReg::R10), use_(PReg::R11)]);
        b.push(MOp::X86(Code::Mov_r32_imm32), &[def(PReg::RCX), imm(0)]);
        b.push(MOp::X86(Code::Cmp_rm64_imm8), &[use_(PReg::R10), imm(0)]);
        b.push(MOp::X86(Code::Setne_rm8), &[def(PReg::RCX)]);
        b.push(MOp::X86(Code::Shl_rm64_imm8), &[modr(PReg::RCX), imm(bit)]);
        b.push(MOp::X86(Code::Or_r64_rm64), &[modr(PReg::RAX), use_(PReg::RCX)]);
    };
    for (i, &r) in GPRS.iter().enumerate() {
        b.push(MOp::X86(Code::Mov_r64_rm64), &[def(PReg::R10), use_(r)]);
        b.push(MOp::X86(Code::Mov_r64_imm64), &[def(PReg::R11), imm(gpr_constant(i))]);
        changed(&mut b, 32 + i as i64);
    }
    for n in 6..16u8 {
        b.push(MOp::X86(Code::Movq_rm64_xmm), &[def(PReg::R10), use_(PReg::xmm(n))]);
        b.push(MOp::X86(Code::Mov_r64_imm64), &[def(PReg::R11), imm(xmm_constant(n))]);
        changed(&mut b, 40 + n as i64 - 6);
    }
    ret(&mut b);
    win64(b)
}

/// The test module for `target` and the names of its functions in order.
fn module(target: Target) -> MModule {
    let mut m = MModule { target, ..MModule::default() };
    let g = Binding::Global;
    let s = Syms {
        g_a: sym(&mut m, "g_a", SymbolKind::Data, true, g),
        g_b: sym(&mut m, "g_b", SymbolKind::Data, true, Binding::Local),
        g_ptr: sym(&mut m, "g_ptr", SymbolKind::Data, true, g),
        g_zero: sym(&mut m, "g_zero", SymbolKind::Data, true, g),
        g_ctor: sym(&mut m, "g_ctor", SymbolKind::Data, true, g),
        c_value: sym(&mut m, "c_value", SymbolKind::Data, false, g),
        c_check: sym(&mut m, "c_check", SymbolKind::Func, false, g),
    };
    let g_rel = sym(&mut m, "g_rel", SymbolKind::Data, true, g);
    let data =
        |sym, section, size: u64, bytes: Vec<u8>, relocs| DataObject { sym, section, align: 8, size, bytes, relocs };
    m.data.push(data(s.g_a, DataSection::Data, 8, 40u64.to_le_bytes().to_vec(), vec![]));
    m.data.push(data(s.g_b, DataSection::Rodata, 8, 2u64.to_le_bytes().to_vec(), vec![]));
    let abs = DataReloc { offset: 0, sym: s.g_a, addend: 0, kind: DataRelocKind::Abs64 };
    m.data.push(data(s.g_ptr, DataSection::Data, 8, vec![0; 8], vec![abs]));
    m.data.push(data(s.g_zero, DataSection::Bss, 16, vec![], vec![]));
    m.data.push(data(s.g_ctor, DataSection::Data, 8, vec![0; 8], vec![]));
    // g_rel: { int32 off = &g_a + 4 - &g_rel.off; int32 pad }: a PC-relative reference in data.
    let rel = DataReloc { offset: 0, sym: s.g_a, addend: 4, kind: DataRelocKind::Pc32 };
    m.data.push(data(g_rel, DataSection::Rodata, 8, vec![0; 8], vec![rel]));

    let names = ["kiln_sum", "kiln_got", "kiln_inner_big", "kiln_inner_realigned", "kiln_inner_dynamic"];
    let ids: Vec<SymId> = names.iter().map(|n| sym(&mut m, n, SymbolKind::Func, true, g)).collect();
    let outer = sym(&mut m, "kiln_outer", SymbolKind::Func, true, g);
    let small = sym(&mut m, "kiln_inner_small", SymbolKind::Func, true, Binding::Local);
    let ctor = sym(&mut m, "kiln_ctor", SymbolKind::Func, true, Binding::Local);
    m.functions.push(kiln_sum(&s, ids[0]));
    m.functions.push(kiln_got(&s, ids[1]));
    m.functions.push(inner_big(&s, ids[2], 1, 3 * 4096 + 104));
    m.functions.push(inner_realigned(&s, ids[3], 2));
    m.functions.push(inner_dynamic(&s, ids[4], 3));
    m.functions.push(inner_big(&s, small, 4, 200));
    m.functions.push(kiln_outer(outer, &[ids[2], ids[3], ids[4], small]));
    let ctor2 = sym(&mut m, "kiln_ctor2", SymbolKind::Func, true, Binding::Local);
    m.functions.push(kiln_ctor(&s, ctor, 1));
    m.functions.push(kiln_ctor(&s, ctor2, 2));
    // kiln_ctor2 has priority 150, so it must run before the default-priority kiln_ctor (g_ctor = 21);
    // kiln_dtor4 has priority 200, so it must run after the default-priority kiln_dtor3.
    m.ctors.extend([ctor, ctor2]);
    m.ctor_priorities = vec![65535, 150];
    m.dtor_priorities = vec![65535, 200];
    let puts = sym(&mut m, "puts", SymbolKind::Func, false, g);
    for k in [3, 4] {
        let text = sym(&mut m, &format!("dtor_text{k}"), SymbolKind::Data, true, Binding::Local);
        m.data.push(DataObject {
            sym: text,
            section: DataSection::Rodata,
            align: 1,
            size: 3,
            bytes: format!("d{k}\0").into_bytes(),
            relocs: vec![],
        });
        let dtor = sym(&mut m, &format!("kiln_dtor{k}"), SymbolKind::Func, true, Binding::Local);
        m.functions.push(kiln_dtor(dtor, puts, text));
        m.dtors.push(dtor);
    }
    // A weak definition the C side overrides: kiln_call_weak must reach the override. (GNU ld
    // 2.40 leaves a weak definition that nothing overrides undefined when another object refers
    // to it, for GCC's and Clang's objects alike, so that case is not linked here.)
    let wb = sym(&mut m, "kiln_weak_b", SymbolKind::Func, true, Binding::Weak);
    let cw = sym(&mut m, "kiln_call_weak", SymbolKind::Func, true, g);
    let mut b = MFunctionBuilder::new(wb);
    b.push(MOp::X86(Code::Mov_r32_imm32), &[def(PReg::RAX), imm(8)]);
    ret(&mut b);
    m.functions.push(win64(b));
    let mut b = MFunctionBuilder::new(cw);
    b.max_outgoing_args = 32;
    call(&mut b, wb, &[]);
    b.push(MOp::X86(Code::Add_rm64_imm8), &[modr(PReg::RAX), imm(7)]);
    ret(&mut b);
    m.functions.push(win64(b));
    for (name, build) in
        [("kiln_pick", kiln_pick as fn(SymId) -> MFunction), ("kiln_arg5", kiln_arg5), ("kiln_sysv_big", kiln_sysv_big)]
    {
        let id = sym(&mut m, name, SymbolKind::Func, true, g);
        m.functions.push(build(id));
    }
    m
}

fn emit(m: &MModule) -> Vec<EmittedFunction> {
    let env = MachineEnv::win64();
    m.functions
        .iter()
        .map(|f| {
            let ra = fixed_register_output(f).unwrap();
            emit_function(m, f, &ra, &env).unwrap_or_else(|e| panic!("{}: {e}", f.sym))
        })
        .collect()
}

/// Whether an external tool runs; a missing tool fails the test only under `KILN_REQUIRE_ORACLE`.
fn have_tool(name: &str) -> bool {
    let found =
        Command::new(name).arg("--version").output().is_ok_and(|o| o.status.success()) || Path::new(name).is_file();
    if !found {
        assert!(std::env::var_os("KILN_REQUIRE_ORACLE").is_none(), "{name} is required (KILN_REQUIRE_ORACLE is set)");
        eprintln!("SKIPPED: {name} not found");
    }
    found
}

fn run(cmd: &mut Command) -> String {
    let out = cmd.output().unwrap_or_else(|e| panic!("cannot run {cmd:?}: {e}"));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{cmd:?} failed: {stderr}\n{}", String::from_utf8_lossy(&out.stdout));
    assert!(stderr.trim().is_empty(), "{cmd:?} complained: {stderr}");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn write_obj(tag: &str, target: Target) -> (PathBuf, MModule, Vec<EmittedFunction>) {
    let m = module(target);
    let funcs = emit(&m);
    let bytes = write_object(&m, &funcs).unwrap();
    let dir = common::temp_dir(tag);
    let path = dir.join("kiln.o");
    std::fs::write(&path, bytes).unwrap();
    (path, m, funcs)
}

#[test]
fn windows_frames_have_the_unwindable_shape() {
    let m = module(Target::WINDOWS_GNU);
    let funcs = emit(&m);
    for f in &funcs {
        assert_eq!(f.frame.style, FrameStyle::Windows);
    }
    let big = &funcs[2];
    assert_eq!(big.frame.saved, GPRS.to_vec());
    assert_eq!(big.frame.saved_xmm.len(), 10);
    assert!(big.frame.frame_size > 3 * 4096);
    // The probe call names the pseudo-symbol of the target's stack-probe routine.
    let probe = kiln_emit::stack_probe_sym(&m);
    assert_eq!(big.relocs.iter().filter(|r| r.sym == probe).count(), 1);
    assert!(funcs[5].relocs.iter().all(|r| r.sym != probe), "a small frame is not probed");
    // Unwind codes: push rbp, 7 pushes, alloc, set_fpreg, 10 xmm saves.
    let info = kiln_emit::unwind_info(big).unwrap();
    assert_eq!(info.codes.len(), 1 + 7 + 1 + 1 + 10);
    assert_eq!(info.frame_offset, Some(big.frame.frame_reg_offset));
    // The GOT load became a lea.
    let got = &funcs[1];
    assert_eq!(&got.code[4..7], &[0x48, 0x8D, 0x05], "lea rax, [rip+c_value] after push rbp; mov rbp, rsp");
}

#[test]
fn coff_object_passes_llvm_readobj_and_objdump() {
    let readobj = "llvm-readobj-19";
    let objdump = "llvm-objdump-19";
    if !have_tool(readobj) || !have_tool(objdump) {
        return;
    }
    let (path, m, funcs) = write_obj("coff-readobj", Target::WINDOWS_GNU);
    let text = run(Command::new(readobj).args(["--sections", "--relocations", "--symbols", "--unwind"]).arg(&path));
    assert!(text.contains("Format: COFF-x86-64"), "{text}");
    for section in [".text", ".data", ".rdata", ".bss", ".ctors", ".ctors.65385", ".dtors.65335", ".xdata", ".pdata"] {
        assert!(text.contains(&format!("Name: {section} ")), "no {section}:\n{text}");
    }
    for reloc in ["IMAGE_REL_AMD64_REL32 g_a", "IMAGE_REL_AMD64_ADDR64 g_a", "IMAGE_REL_AMD64_ADDR32NB .text"] {
        assert!(text.contains(reloc), "no `{reloc}`:\n{text}");
    }
    assert!(text.contains("IMAGE_REL_AMD64_REL32 ___chkstk_ms"), "{text}");
    assert!(text.contains("IMAGE_REL_AMD64_REL32 c_value"), "GOT reference made direct:\n{text}");
    // Storage classes: g_b and kiln_ctor are static, g_a external, c_check undefined external.
    let symbol_block = |name: &str| -> String {
        let at = text.find(&format!("Name: {name}\n")).unwrap_or_else(|| panic!("no symbol {name}:\n{text}"));
        text[at..].split("}").next().unwrap_or("").to_string()
    };
    assert!(symbol_block("g_b").contains("StorageClass: Static"));
    assert!(symbol_block("kiln_ctor").contains("StorageClass: Static"));
    assert!(symbol_block("g_a").contains("StorageClass: External"));
    let weak = symbol_block("kiln_weak_b");
    assert!(
        weak.contains("StorageClass: WeakExternal") && weak.contains("Linked: .weak.kiln_weak_b.default.g_a"),
        "{weak}"
    );
    assert!(weak.contains("Search: Alias"), "{weak}");
    let c_check = symbol_block("c_check");
    assert!(c_check.contains("StorageClass: External") && c_check.contains("Section: IMAGE_SYM_UNDEFINED"));

    // Unwind codes, per function, against the prologue the emitter wrote.
    let blocks: Vec<&str> = text.split("RuntimeFunction {").skip(1).collect();
    assert_eq!(blocks.len(), funcs.len(), "one RUNTIME_FUNCTION per function");
    for (f, block) in funcs.iter().zip(&blocks) {
        let info = kiln_emit::unwind_info(f).unwrap();
        let listed: Vec<String> = block
            .lines()
            .map(str::trim)
            .filter(|l| l.starts_with("0x") && l.contains(':'))
            .map(|l| l.to_string())
            .collect();
        let expect: Vec<String> = info
            .codes
            .iter()
            .rev()
            .map(|c| match *c {
                kiln_emit::UnwindCode::PushNonvol { at, reg } => {
                    format!("0x{at:02X}: PUSH_NONVOL reg={}", reg_name(reg))
                }
                kiln_emit::UnwindCode::Alloc { at, size } if size <= 128 => {
                    format!("0x{at:02X}: ALLOC_SMALL size={size}")
                }
                kiln_emit::UnwindCode::Alloc { at, size } => format!("0x{at:02X}: ALLOC_LARGE size={size}"),
                kiln_emit::UnwindCode::SetFpreg { at } => {
                    format!("0x{at:02X}: SET_FPREG reg=RBP, offset=0x{:X}", info.frame_offset.unwrap_or(0))
                }
                kiln_emit::UnwindCode::SaveXmm128 { at, reg, offset } => {
                    format!("0x{at:02X}: SAVE_XMM128 reg=XMM{reg}, offset=0x{offset:X}")
                }
            })
            .collect();
        assert_eq!(listed, expect, "{}:\n{block}", m.symbols[f.sym.index()].name);
        assert!(block.contains(&format!("PrologSize: {}", info.prolog_size)), "{block}");
        assert!(block.contains("FrameRegister: RBP"), "{block}");
    }
    // Prologue offsets match the instructions: disassemble and find each code's boundary.
    let dis = run(Command::new(objdump).args(["-d", "-r"]).arg(&path));
    assert!(dis.contains("call") && dis.contains("___chkstk_ms"), "{dis}");
    assert!(dis.contains("movaps\t%xmm6, "), "{dis}");
    assert!(dis.contains("leaq\t(%rip), %rax") && dis.contains("IMAGE_REL_AMD64_REL32\tc_value"), "{dis}");
    for f in &funcs {
        let info = kiln_emit::unwind_info(f).unwrap();
        let boundaries = instruction_ends(&f.code[..f.code_len as usize]);
        for c in &info.codes {
            let at = match *c {
                kiln_emit::UnwindCode::PushNonvol { at, .. }
                | kiln_emit::UnwindCode::Alloc { at, .. }
                | kiln_emit::UnwindCode::SetFpreg { at }
                | kiln_emit::UnwindCode::SaveXmm128 { at, .. } => at,
            };
            assert!(boundaries.contains(&(at as u64)), "code at {at} is not an instruction boundary");
        }
    }
}

fn reg_name(n: u8) -> &'static str {
    ["RAX", "RCX", "RDX", "RBX", "RSP", "RBP", "RSI", "RDI", "R8", "R9", "R10", "R11", "R12", "R13", "R14", "R15"]
        [n as usize & 15]
}

fn instruction_ends(code: &[u8]) -> Vec<u64> {
    let mut d = iced_x86::Decoder::with_ip(64, code, 0, iced_x86::DecoderOptions::NONE);
    let mut ends = Vec::new();
    while d.can_decode() {
        ends.push(d.decode().next_ip());
    }
    ends
}

const DRIVER: &str = r#"
#include <windows.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdint.h>

/* longjmp from c_check back to main: msvcrt's longjmp runs RtlUnwind, which walks every frame in
   between (Kiln's included) with their unwind data until it reaches main's. */
static jmp_buf jump_back;
static volatile int jump_mode;

extern long long kiln_sum(void), kiln_got(void), kiln_outer(void);
extern long long kiln_pick(long long), kiln_arg5(long long, long long, long long, long long, long long);
extern __attribute__((sysv_abi)) long long kiln_sysv_big(void);
extern long long kiln_call_weak(void);
long long kiln_weak_b(void) { return 80; }
extern long long g_a, g_zero[2], g_ctor;
extern int g_rel[2];
long long c_value = 1234;

static const unsigned long long GPR_K[7] = { GPRS };
static const unsigned long long XMM_K[10] = { XMMS };

/* Unwinds c_check's own frame and the Kiln frame that called it, then checks the registers
   the unwinder restored for kiln_outer, the return address, and the alignment of p. */
__attribute__((noinline)) unsigned long long c_check(long long id, void *p) {
    unsigned long long bad = 0;
    CONTEXT ctx;
    RtlCaptureContext(&ctx);
    for (int i = 0; i < 2; i++) {
        DWORD64 base = 0;
        PRUNTIME_FUNCTION fe = RtlLookupFunctionEntry(ctx.Rip, &base, NULL);
        if (!fe) return 1ull << (20 + i);
        void *data; DWORD64 frame;
        RtlVirtualUnwind(UNW_FLAG_NHANDLER, base, ctx.Rip, fe, &ctx, &data, &frame, NULL);
    }
    DWORD64 regs[7] = { ctx.Rbx, ctx.Rsi, ctx.Rdi, ctx.R12, ctx.R13, ctx.R14, ctx.R15 };
    for (int i = 0; i < 7; i++) if (regs[i] != GPR_K[i]) bad |= 1ull << i;
    M128A *x = &ctx.Xmm6;
    for (int i = 0; i < 10; i++) if (x[i].Low != XMM_K[i]) bad |= 1ull << (8 + i);
    if (ctx.Rip <= (DWORD64)kiln_outer || ctx.Rip >= (DWORD64)kiln_outer + 4096) bad |= 1ull << 22;
    if (p && ((uintptr_t)p & 63) && id == 2) bad |= 1ull << 23;
    if (p && ((uintptr_t)p & 15)) bad |= 1ull << 24;
    if (bad) printf("c_check(%lld): bad %llx\n", id, bad);
    if (jump_mode == id) longjmp(jump_back, (int)id);
    return bad;
}

int main(void) {
    int fails = 0;
    long long s = kiln_sum();
    if (s != 82) { printf("kiln_sum = %lld\n", s); fails++; }
    if (g_zero[1] != 5 || g_zero[0] != 0x12345678) { printf("g_zero = %llx %llx\n", g_zero[0], g_zero[1]); fails++; }
    if (kiln_got() != 1234) { printf("kiln_got = %lld\n", kiln_got()); fails++; }
    if (g_ctor != 21) { printf("constructors: %lld\n", g_ctor); fails++; }
    if ((char *)g_rel + g_rel[0] != (char *)&g_a + 4) { printf("g_rel = %d\n", g_rel[0]); fails++; }
    for (long long i = -2; i < 6; i++) {
        long long want = i >= 0 && i < 4 ? 10 * i + 1 : -1;
        if (kiln_pick(i) != want) { printf("kiln_pick(%lld) = %lld\n", i, kiln_pick(i)); fails++; }
    }
    if (kiln_arg5(1000, 2, 3, 4, 5) != 1504) { printf("kiln_arg5 = %lld\n", kiln_arg5(1000, 2, 3, 4, 5)); fails++; }
    if (kiln_sysv_big() != 42) { printf("kiln_sysv_big = %lld\n", kiln_sysv_big()); fails++; }
    if (kiln_call_weak() != 87) {
        printf("weak: %lld\n", kiln_call_weak());
        fails++;
    }
    for (int id = 1; id <= 4; id++) {
        jump_mode = id;
        int got = setjmp(jump_back);
        if (got == 0) {
            kiln_outer();
            printf("no longjmp from c_check(%d)\n", id);
            fails++;
        } else if (got != id) {
            printf("longjmp %d returned %d\n", id, got);
            fails++;
        }
    }
    jump_mode = 0;
    unsigned long long r = kiln_outer();
    if (r) { printf("kiln_outer = %llx\n", r); fails++; }
    printf("fails=%d\n", fails);
    fflush(stdout);
    return fails;
}
"#;

fn driver_source() -> String {
    let gprs: Vec<String> = (0..7).map(|i| format!("0x{:x}ull", gpr_constant(i))).collect();
    let xmms: Vec<String> = (6..16).map(|n| format!("0x{:x}ull", xmm_constant(n))).collect();
    DRIVER.replace("GPRS", &gprs.join(", ")).replace("XMMS", &xmms.join(", "))
}

#[test]
fn mingw_program_runs_under_wine_and_unwinds_through_kiln_frames() {
    let gcc = "x86_64-w64-mingw32-gcc";
    let wine = "/usr/lib/wine/wine64";
    if !have_tool(gcc) || !have_tool(wine) {
        return;
    }
    let (obj, _, _) = write_obj("coff-wine", Target::WINDOWS_GNU);
    let dir = obj.parent().unwrap().to_path_buf();
    let c = dir.join("driver.c");
    std::fs::write(&c, driver_source()).unwrap();
    let exe = dir.join("prog.exe");
    run(Command::new(gcc).arg("-O1").arg("-o").arg(&exe).arg(&c).arg(&obj));
    let prefix = Path::new(env!("CARGO_TARGET_TMPDIR")).join("wineprefix");
    std::fs::create_dir_all(&prefix).unwrap();
    let out =
        Command::new(wine).arg(&exe).env("WINEDEBUG", "-all").env("WINEPREFIX", &prefix).output().expect("wine runs");
    let stdout = String::from_utf8_lossy(&out.stdout).replace('\r', "");
    assert!(
        out.status.success() && stdout.contains("fails=0\nd3\nd4\n"),
        "exit {:?}\nstdout:\n{stdout}\nstderr:\n{}",
        out.status.code(),
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn msvc_objects_use_crt_sections_and_chkstk() {
    let readobj = "llvm-readobj-19";
    if !have_tool(readobj) {
        return;
    }
    let (path, _, _) = write_obj("coff-msvc", Target::WINDOWS_MSVC);
    let text = run(Command::new(readobj).args(["--sections", "--relocations"]).arg(&path));
    assert!(text.contains("Name: .CRT$XCU "), "{text}");
    assert!(text.contains("Name: .CRT$XCT00150 "), "{text}");
    assert!(text.contains("Name: .CRT$XTV65335 "), "{text}");
    assert!(!text.contains("Name: .ctors "), "{text}");
    assert!(text.contains("IMAGE_REL_AMD64_ADDR64 kiln_ctor"), "{text}");
    assert!(text.contains("IMAGE_REL_AMD64_REL32 __chkstk"), "{text}");
    assert!(!text.contains("___chkstk_ms"), "{text}");
}

/// The prologue-describing lines of `llvm-readobj --unwind` output, per function.
fn unwind_summary(text: &str) -> Vec<Vec<String>> {
    text.split("RuntimeFunction {")
        .skip(1)
        .map(|block| {
            block
                .lines()
                .map(str::trim)
                .filter(|l| {
                    l.starts_with("0x")
                        || ["PrologSize", "FrameRegister", "FrameOffset", "UnwindCodeCount"]
                            .iter()
                            .any(|k| l.starts_with(k))
                })
                .map(str::to_string)
                .collect()
        })
        .collect()
}

#[test]
fn coff_listing_assembles_to_the_same_unwind_data() {
    let gas = "x86_64-w64-mingw32-as";
    let readobj = "llvm-readobj-19";
    if !have_tool(gas) || !have_tool(readobj) {
        return;
    }
    let (path, m, funcs) = write_obj("coff-listing", Target::WINDOWS_GNU);
    let dir = path.parent().unwrap();
    let asm = dir.join("kiln.s");
    std::fs::write(&asm, kiln_emit::listing(&m, &funcs)).unwrap();
    let gas_obj = dir.join("gas.o");
    run(Command::new(gas).arg(&asm).arg("-o").arg(&gas_obj));
    let ours = unwind_summary(&run(Command::new(readobj).arg("--unwind").arg(&path)));
    let theirs = unwind_summary(&run(Command::new(readobj).arg("--unwind").arg(&gas_obj)));
    assert_eq!(ours.len(), funcs.len());
    assert_eq!(ours, theirs);
}
