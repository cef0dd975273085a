//! Shared fixtures: a sample machine module with hand-written functions (physical registers, plus
//! one function over virtual registers with a hand-made allocation that spills), and helpers.
#![allow(dead_code)]

use iced_x86::Code;
use kiln_emit::{emit_function, fixed_register_output, EmittedFunction};
use kiln_isel::{
    Amode, AmodeBase, Binding, Cond, DataObject, DataReloc, DataRelocKind, DataSection, MFunction, MFunctionBuilder,
    MModule, MOp, MOperand, SymId, SymbolDecl, SymbolKind, Visibility,
};
use kiln_regalloc::{
    Allocation, Edit, Inst, MachineEnv, Operand, Output, PReg, PRegSet, ProgPoint, RegClass, RegRef, SpillSlot,
};

/// Register operand shorthands.
pub fn def(p: PReg) -> MOperand {
    MOperand::Reg(Operand::preg_def(p))
}
pub fn use_(p: PReg) -> MOperand {
    MOperand::Reg(Operand::preg_use(p))
}
pub fn modr(p: PReg) -> MOperand {
    MOperand::Reg(Operand::preg_mod(p))
}
pub fn mem(base: AmodeBase, disp: i32) -> MOperand {
    MOperand::Mem(Amode { base, index: None, disp })
}
pub fn phys_mem(p: PReg, disp: i32) -> MOperand {
    MOperand::Mem(Amode { base: AmodeBase::Reg(RegRef::Phys(p)), index: None, disp })
}

/// Caller-saved registers a call clobbers.
pub fn call_clobbers() -> PRegSet {
    let mut s =
        PRegSet::of(&[PReg::RAX, PReg::RCX, PReg::RDX, PReg::RSI, PReg::RDI, PReg::R8, PReg::R9, PReg::R10, PReg::R11]);
    for i in 0..16 {
        s.insert(PReg::xmm(i));
    }
    s
}

/// Adds a symbol.
pub fn sym(m: &mut MModule, name: &str, kind: SymbolKind, defined: bool, binding: Binding) -> SymId {
    m.add_symbol(SymbolDecl { name: name.into(), kind, defined, binding, visibility: Visibility::Default })
}

fn ret(b: &mut MFunctionBuilder) {
    b.push_full(MOp::Ret, &[], &[Operand::preg_use(PReg::RAX)], PRegSet::empty(), &[]);
}

fn call(b: &mut MFunctionBuilder, target: MOperand, uses: &[PReg]) {
    let mut implicit: Vec<Operand> = uses.iter().map(|&p| Operand::preg_use(p)).collect();
    implicit.push(Operand::preg_def(PReg::RAX));
    let code = if matches!(target, MOperand::Sym(..)) { Code::Call_rel32_64 } else { Code::Call_rm64 };
    b.push_full(MOp::X86(code), &[target], &implicit, call_clobbers(), &[]);
}

/// The sample module and the allocation of each function.
pub struct Sample {
    pub module: MModule,
    pub outputs: Vec<Output>,
}

/// Builds the sample module used by the encoder, listing and end-to-end tests.
pub fn sample() -> Sample {
    let mut m = MModule::default();
    let g = Binding::Global;
    let add3 = sym(&mut m, "add3", SymbolKind::Func, true, g);
    let hello = sym(&mut m, "hello", SymbolKind::Func, true, g);
    let puts = sym(&mut m, "puts", SymbolKind::Func, false, g);
    let s = sym(&mut m, ".L.str", SymbolKind::Data, true, Binding::Local);
    let pick = sym(&mut m, "pick", SymbolKind::Func, true, g);
    let spilly = sym(&mut m, "spilly", SymbolKind::Func, true, g);
    let kiln_frame = sym(&mut m, "kiln_frame", SymbolKind::Func, true, g);
    let c_probe = sym(&mut m, "c_probe", SymbolKind::Func, false, g);
    let aligned_probe = sym(&mut m, "aligned_probe", SymbolKind::Func, true, g);
    let counter = sym(&mut m, "counter", SymbolKind::Data, true, g);
    let ext_var = sym(&mut m, "ext_var", SymbolKind::Data, false, g);
    let table_ptr = sym(&mut m, "table_ptr", SymbolKind::Data, true, g);
    let kiln_ctor = sym(&mut m, "kiln_ctor", SymbolKind::Func, true, Binding::Local);
    let read_ext = sym(&mut m, "read_ext", SymbolKind::Func, true, g);
    m.symbols[read_ext.index()].visibility = Visibility::Hidden;
    let weak_fn = sym(&mut m, "weak_fn", SymbolKind::Func, true, Binding::Weak);
    let arg7 = sym(&mut m, "arg7", SymbolKind::Func, true, g);
    let call_arg7 = sym(&mut m, "call_arg7", SymbolKind::Func, true, g);
    let zeros = sym(&mut m, "zeros", SymbolKind::Data, true, g);
    let big_frame = sym(&mut m, "big_frame", SymbolKind::Func, true, g);
    let ro_ptr = sym(&mut m, "ro_ptr", SymbolKind::Data, true, g);

    m.data.push(DataObject {
        sym: s,
        section: DataSection::Rodata,
        align: 1,
        size: 16,
        bytes: b"hello from kiln\0".to_vec(),
        relocs: vec![],
    });
    m.data.push(DataObject {
        sym: counter,
        section: DataSection::Data,
        align: 8,
        size: 8,
        bytes: 5u64.to_le_bytes().to_vec(),
        relocs: vec![],
    });
    m.data.push(DataObject {
        sym: table_ptr,
        section: DataSection::Data,
        align: 8,
        size: 8,
        bytes: vec![0; 8],
        relocs: vec![DataReloc { offset: 0, sym: counter, addend: 0, kind: DataRelocKind::Abs64 }],
    });
    m.data.push(DataObject {
        sym: zeros,
        section: DataSection::Bss,
        align: 16,
        size: 64,
        bytes: vec![],
        relocs: vec![],
    });
    // const char *const ro_ptr = ".L.str" + 6: read-only, but holds an absolute address.
    m.data.push(DataObject {
        sym: ro_ptr,
        section: DataSection::Rodata,
        align: 8,
        size: 8,
        bytes: vec![0; 8],
        relocs: vec![DataReloc { offset: 0, sym: s, addend: 6, kind: DataRelocKind::Abs64 }],
    });
    m.ctors.push(kiln_ctor);

    let mut fixed = Vec::new();

    // long add3(long a, long b, long c) { return a + b + c; }
    let mut b = MFunctionBuilder::new(add3);
    b.push(MOp::Copy, &[def(PReg::RAX), use_(PReg::RDI)]);
    b.push(MOp::X86(Code::Add_r64_rm64), &[modr(PReg::RAX), use_(PReg::RSI)]);
    b.push(MOp::X86(Code::Add_r64_rm64), &[modr(PReg::RAX), use_(PReg::RDX)]);
    ret(&mut b);
    fixed.push(b.finish(None).unwrap());

    // void hello(void) { puts(s); counter += 1; return 0; }
    let mut b = MFunctionBuilder::new(hello);
    b.push(MOp::X86(Code::Lea_r64_m), &[def(PReg::RDI), mem(AmodeBase::Sym(s), 0)]);
    call(&mut b, MOperand::Sym(puts, 0), &[PReg::RDI]);
    b.push(MOp::X86(Code::Add_rm64_imm8), &[mem(AmodeBase::Sym(counter), 0), MOperand::Imm(1)]);
    b.push(MOp::X86(Code::Xor_r32_rm32), &[def(PReg::RAX), use_(PReg::RAX)]);
    ret(&mut b);
    fixed.push(b.finish(None).unwrap());

    // long pick(long i) { switch (i) { case 0..3: return 10*i+1; default: return -1; } }
    let mut b = MFunctionBuilder::new(pick);
    let dflt = b.new_block();
    let sw = b.new_block();
    let cases: Vec<_> = (0..4).map(|_| b.new_block()).collect();
    let jt = b.new_jump_table(cases.clone());
    b.push(MOp::X86(Code::Cmp_rm64_imm8), &[use_(PReg::RDI), MOperand::Imm(3)]);
    b.push(MOp::Jcc(Cond::A), &[MOperand::Block(dflt), MOperand::Block(sw)]);
    b.switch_to(sw);
    b.push(
        MOp::JmpTable,
        &[
            use_(PReg::RDI),
            MOperand::Reg(Operand { pos: kiln_regalloc::OperandPos::Early, ..Operand::preg_def(PReg::RCX) }),
            MOperand::JumpTable(jt),
        ],
    );
    for (k, &c) in cases.iter().enumerate() {
        b.switch_to(c);
        b.push(MOp::X86(Code::Mov_r32_imm32), &[def(PReg::RAX), MOperand::Imm(10 * k as i64 + 1)]);
        ret(&mut b);
    }
    b.switch_to(dflt);
    b.push(MOp::X86(Code::Mov_rm64_imm32), &[def(PReg::RAX), MOperand::Imm(-1)]);
    ret(&mut b);
    fixed.push(b.finish(None).unwrap());

    // spilly: vregs with a hand-made allocation (see spilly_output).
    let spilly_fn = spilly_function(spilly);

    // long kiln_frame(long x) { return c_probe(x) + x; } keeping x in rbx across the call.
    let mut b = MFunctionBuilder::new(kiln_frame);
    b.push(MOp::Copy, &[def(PReg::RBX), use_(PReg::RDI)]);
    call(&mut b, MOperand::Sym(c_probe, 0), &[PReg::RDI]);
    b.push(MOp::X86(Code::Add_r64_rm64), &[modr(PReg::RAX), use_(PReg::RBX)]);
    ret(&mut b);
    fixed.push(b.finish(None).unwrap());

    // long aligned_probe(void (*cb)(void *)) { char buf[64] __attribute__((aligned(32))); cb(buf); return 3; }
    // (realigned frame with a callee-saved register pushed: cb lives in rbx across the call)
    let mut b = MFunctionBuilder::new(aligned_probe);
    let small = b.new_stack_slot(8, 8);
    let big = b.new_stack_slot(64, 32);
    b.push(MOp::X86(Code::Mov_rm64_imm32), &[mem(AmodeBase::Slot(small), 0), MOperand::Imm(3)]);
    b.push(MOp::Copy, &[def(PReg::RBX), use_(PReg::RDI)]);
    b.push(MOp::X86(Code::Lea_r64_m), &[def(PReg::RDI), mem(AmodeBase::Slot(big), 0)]);
    call(&mut b, use_(PReg::RBX), &[PReg::RDI]);
    b.push(MOp::X86(Code::Mov_r64_rm64), &[def(PReg::RAX), mem(AmodeBase::Slot(small), 0)]);
    ret(&mut b);
    fixed.push(b.finish(None).unwrap());

    // static void kiln_ctor(void) { counter += 10; }
    let mut b = MFunctionBuilder::new(kiln_ctor);
    b.push(MOp::X86(Code::Add_rm64_imm8), &[mem(AmodeBase::Sym(counter), 0), MOperand::Imm(10)]);
    ret(&mut b);
    fixed.push(b.finish(None).unwrap());

    // long read_ext(void) { return ext_var; } through the GOT.
    let mut b = MFunctionBuilder::new(read_ext);
    b.push(MOp::X86(Code::Mov_r64_rm64), &[def(PReg::RAX), mem(AmodeBase::Got(ext_var), 0)]);
    b.push(MOp::X86(Code::Mov_r64_rm64), &[def(PReg::RAX), phys_mem(PReg::RAX, 0)]);
    ret(&mut b);
    fixed.push(b.finish(None).unwrap());

    // __attribute__((weak)) long weak_fn(void) { return 7; }
    let mut b = MFunctionBuilder::new(weak_fn);
    b.push(MOp::X86(Code::Mov_r32_imm32), &[def(PReg::RAX), MOperand::Imm(7)]);
    ret(&mut b);
    fixed.push(b.finish(None).unwrap());

    // long arg7(long, long, long, long, long, long, long g) { return g; }
    let mut b = MFunctionBuilder::new(arg7);
    b.push(MOp::X86(Code::Mov_r64_rm64), &[def(PReg::RAX), mem(AmodeBase::IncomingArgs, 0)]);
    ret(&mut b);
    fixed.push(b.finish(None).unwrap());

    // long call_arg7(long x) { return arg7(0, 1, 2, 3, 4, 5, x); }
    let mut b = MFunctionBuilder::new(call_arg7);
    b.max_outgoing_args = 8;
    b.push(MOp::X86(Code::Mov_rm64_r64), &[mem(AmodeBase::OutgoingArgs, 0), use_(PReg::RDI)]);
    let args = [PReg::RDI, PReg::RSI, PReg::RDX, PReg::RCX, PReg::R8, PReg::R9];
    for (k, &r) in args.iter().enumerate() {
        b.push(MOp::X86(Code::Mov_r32_imm32), &[def(r), MOperand::Imm(k as i64)]);
    }
    call(&mut b, MOperand::Sym(arg7, 0), &args);
    ret(&mut b);
    fixed.push(b.finish(None).unwrap());

    // long big_frame(long x) { long a[131072]; a[0] = x; a[131071] = x; return a[0] + a[131071]; }
    // (a 1 MiB frame: probed page by page in a loop)
    let mut b = MFunctionBuilder::new(big_frame);
    let arr = b.new_stack_slot(1 << 20, 16);
    let last = (1 << 20) - 8;
    b.push(MOp::X86(Code::Mov_rm64_r64), &[mem(AmodeBase::Slot(arr), 0), use_(PReg::RDI)]);
    b.push(MOp::X86(Code::Mov_rm64_r64), &[mem(AmodeBase::Slot(arr), last), use_(PReg::RDI)]);
    b.push(MOp::X86(Code::Mov_r64_rm64), &[def(PReg::RAX), mem(AmodeBase::Slot(arr), 0)]);
    b.push(MOp::X86(Code::Add_r64_rm64), &[modr(PReg::RAX), mem(AmodeBase::Slot(arr), last)]);
    ret(&mut b);
    fixed.push(b.finish(None).unwrap());

    // Module order: add3 hello pick spilly kiln_frame aligned_probe kiln_ctor read_ext weak_fn arg7 call_arg7
    // big_frame
    let mut outputs = Vec::new();
    for (i, f) in fixed.into_iter().enumerate() {
        if i == 3 {
            outputs.push(spilly_output());
            m.functions.push(spilly_fn.clone());
        }
        outputs.push(fixed_register_output(&f).unwrap());
        m.functions.push(f);
    }
    Sample { module: m, outputs }
}

/// `long spilly(long a, long b) { return a + b; }` over virtual registers.
pub fn spilly_function(sym: SymId) -> MFunction {
    let mut b = MFunctionBuilder::new(sym);
    let v0 = b.new_vreg(RegClass::Int);
    let v1 = b.new_vreg(RegClass::Int);
    let v2 = b.new_vreg(RegClass::Int);
    b.push(MOp::Copy, &[MOperand::Reg(Operand::vreg_def(v0)), use_(PReg::RDI)]);
    b.push(MOp::Copy, &[MOperand::Reg(Operand::vreg_def(v1)), use_(PReg::RSI)]);
    b.push(MOp::Copy, &[MOperand::Reg(Operand::vreg_def(v2)), MOperand::Reg(Operand::vreg_use(v0))]);
    b.push(MOp::X86(Code::Add_r64_rm64), &[MOperand::Reg(Operand::vreg_mod(v2)), MOperand::Reg(Operand::vreg_use(v1))]);
    b.push(MOp::Copy, &[def(PReg::RAX), MOperand::Reg(Operand::vreg_use(v2))]);
    ret(&mut b);
    b.finish(None).unwrap()
}

/// A hand-made allocation for [`spilly_function`]: v0 in rbx, v1 in r12, both spilled; a
/// stack-to-stack move; reloads into rcx/rdx; a vector spill round trip; the final copy coalesced.
pub fn spilly_output() -> Output {
    use Allocation::{Reg, Stack};
    let allocs = vec![
        Reg(PReg::RBX),
        Reg(PReg::RDI), // i0: copy v0 <- rdi
        Reg(PReg::R12),
        Reg(PReg::RSI), // i1: copy v1 <- rsi
        Reg(PReg::RAX),
        Reg(PReg::RCX), // i2: copy v2 <- v0
        Reg(PReg::RAX),
        Reg(PReg::RDX), // i3: add v2, v1
        Reg(PReg::RAX),
        Reg(PReg::RAX), // i4: copy rax <- v2 (same register: dropped)
        Reg(PReg::RAX), // i5: ret
    ];
    let mv = |from, to, class| Edit::Move { from, to, class };
    let int = RegClass::Int;
    let vec = RegClass::Vec;
    let edits = vec![
        (ProgPoint::after(Inst(1)), mv(Reg(PReg::RBX), Stack(SpillSlot(0)), int)),
        (ProgPoint::after(Inst(1)), mv(Stack(SpillSlot(0)), Stack(SpillSlot(2)), int)),
        (ProgPoint::after(Inst(1)), mv(Reg(PReg::R12), Stack(SpillSlot(1)), int)),
        (ProgPoint::after(Inst(1)), mv(Reg(PReg::xmm(0)), Stack(SpillSlot(4)), vec)),
        (ProgPoint::after(Inst(1)), mv(Stack(SpillSlot(4)), Reg(PReg::xmm(1)), vec)),
        (ProgPoint::before(Inst(2)), mv(Stack(SpillSlot(2)), Reg(PReg::RCX), int)),
        (ProgPoint::before(Inst(3)), mv(Stack(SpillSlot(1)), Reg(PReg::RDX), int)),
    ];
    Output { allocs, inst_alloc_offsets: vec![0, 2, 4, 6, 8, 10, 11], edits, num_spill_slots: 6 }
}

/// Emits every function of the sample.
pub fn emit_all(s: &Sample) -> Vec<EmittedFunction> {
    let env = MachineEnv::sysv();
    s.module
        .functions
        .iter()
        .zip(&s.outputs)
        .map(|(f, o)| emit_function(&s.module, f, o, &env).unwrap_or_else(|e| panic!("{}: {e}", f.sym)))
        .collect()
}

/// A fresh, unique temporary directory.
pub fn temp_dir(tag: &str) -> std::path::PathBuf {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static N: AtomicUsize = AtomicUsize::new(0);
    let n = N.fetch_add(1, Ordering::SeqCst);
    let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos());
    let dir = std::env::temp_dir().join(format!("kiln-emit-{tag}-{}-{n}-{nanos}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// xorshift64*: a small deterministic generator for the random-input tests.
pub struct Rng(pub u64);

impl Rng {
    /// The next 64 random bits.
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    /// A number below `n`.
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
    /// An index below `n`.
    pub fn index(&mut self, n: usize) -> usize {
        self.below(n as u64) as usize
    }
}
