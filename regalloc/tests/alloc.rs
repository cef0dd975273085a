//! Allocator and checker tests on hand-written machine functions.

use kiln_regalloc::test_func::{TestFunc, TestFuncBuilder};
use kiln_regalloc::{
    allocate, check, Allocation, Edit, Function, Inst, MachineEnv, Operand, Output, PReg, PRegSet, RegAllocError,
    RegClass, VReg,
};

use RegClass::{Int, Vec as Xmm};

fn env() -> MachineEnv {
    MachineEnv::sysv()
}

/// Allocates and checks; panics with the error otherwise (tests only).
fn alloc_ok(f: &TestFunc) -> Output {
    let out = allocate(f, &env()).unwrap_or_else(|e| panic!("allocate failed: {e}"));
    check(f, &env(), &out).unwrap_or_else(|e| panic!("check failed: {e}"));
    out
}

/// The register of operand `k` of `inst`.
fn reg(out: &Output, inst: usize, k: usize) -> PReg {
    match out.inst_allocs(Inst::new(inst))[k] {
        Allocation::Reg(r) => r,
        a => panic!("operand {k} of i{inst} is {a}"),
    }
}

fn caller_saved() -> PRegSet {
    let e = env();
    PRegSet::of(&e.preferred[0]).union(PRegSet::of(&e.preferred[1])).with(PReg::R11).with(PReg::xmm(15))
}

fn def(v: VReg) -> Operand {
    Operand::vreg_def(v)
}
fn use_(v: VReg) -> Operand {
    Operand::vreg_use(v)
}

fn stack_moves(out: &Output) -> usize {
    out.edits
        .iter()
        .filter(|(_, Edit::Move { from, to, .. })| {
            matches!(from, Allocation::Stack(_)) || matches!(to, Allocation::Stack(_))
        })
        .count()
}

#[test]
fn straight_line_uses_hints_and_no_moves() {
    let mut b = TestFuncBuilder::new();
    let e = b.block();
    let (v0, v1, v2) = (b.vreg(Int), b.vreg(Int), b.vreg(Int));
    b.inst(e, &[def(v0)]);
    b.inst(e, &[def(v1)]);
    b.inst(e, &[def(v2), use_(v0), use_(v1)]);
    b.copy(e, Operand::preg_def(PReg::RAX), use_(v2));
    b.ret(e, &[Operand::preg_use(PReg::RAX)]);
    let f = b.finish();
    let out = alloc_ok(&f);
    assert!(out.edits.is_empty(), "{:?}", out.edits);
    assert_eq!(out.num_spill_slots, 0);
    assert_ne!(reg(&out, 2, 1), reg(&out, 2, 2), "two live uses share a register");
    assert_eq!(reg(&out, 3, 1), PReg::RAX, "copy hint to rax not taken");
    assert_eq!(out.inst_allocs(Inst(4)), &[Allocation::Reg(PReg::RAX)]);
}

/// `n` values defined up front, then summed one by one into an accumulator.
fn pressure(class: RegClass, n: usize) -> TestFunc {
    let mut b = TestFuncBuilder::new();
    let e = b.block();
    let vs: Vec<VReg> = (0..n).map(|_| b.vreg(class)).collect();
    for &v in &vs {
        b.inst(e, &[def(v)]);
    }
    let acc = b.vreg(class);
    b.copy(e, def(acc), use_(vs[0]));
    for &v in &vs[1..] {
        b.inst(e, &[Operand::vreg_mod(acc), use_(v)]);
    }
    let ret = if class == Int { PReg::RAX } else { PReg::xmm(0) };
    b.copy(e, Operand::preg_def(ret), use_(acc));
    b.ret(e, &[Operand::preg_use(ret)]);
    b.finish()
}

#[test]
fn high_pressure_spills_and_reloads() {
    for class in [Int, Xmm] {
        let f = pressure(class, 20);
        let out = alloc_ok(&f);
        assert!(out.num_spill_slots > 0, "{class:?}: nothing spilled");
        assert!(stack_moves(&out) >= 2 * (20 - 15), "{class:?}: too few spill moves: {:?}", out.edits);
        if class == Xmm {
            assert_eq!(out.num_spill_slots % 2, 0);
        }
    }
}

#[test]
fn spill_slots_are_reused_by_disjoint_lifetimes() {
    // Two pressure phases one after the other: the second reuses the first one's slots.
    let mut b = TestFuncBuilder::new();
    let e = b.block();
    let phase = |b: &mut TestFuncBuilder| {
        let vs: Vec<VReg> = (0..18).map(|_| b.vreg(Int)).collect();
        for &v in &vs {
            b.inst(e, &[def(v)]);
        }
        for &v in &vs {
            b.inst(e, &[use_(v)]);
        }
    };
    phase(&mut b);
    phase(&mut b);
    b.ret(e, &[]);
    let f = b.finish();
    let out = alloc_ok(&f);
    assert!(out.num_spill_slots > 0);
    assert!(out.num_spill_slots <= 6, "slots not reused: {}", out.num_spill_slots);
}

/// A loop whose two block parameters swap every iteration.
fn swap_loop() -> TestFunc {
    swap_loop_of(Int)
}

fn swap_loop_of(class: RegClass) -> TestFunc {
    let mut b = TestFuncBuilder::new();
    let (entry, header, body, exit) = (b.block(), b.block(), b.block(), b.block());
    b.depth(header, 1);
    b.depth(body, 1);
    let (a, c0, x, y, cond) = (b.vreg(class), b.vreg(class), b.vreg(class), b.vreg(class), b.vreg(Int));
    b.inst(entry, &[def(a)]);
    b.inst(entry, &[def(c0)]);
    b.jump(entry, header, &[a, c0]);
    b.params(header, &[x, y]);
    b.inst(header, &[def(cond), use_(x), use_(y)]);
    b.branch(header, &[use_(cond)], &[body, exit]);
    b.jump(body, header, &[y, x]);
    let ret = if class == Int { PReg::RAX } else { PReg::xmm(0) };
    b.copy(exit, Operand::preg_def(ret), use_(x));
    b.ret(exit, &[Operand::preg_use(ret)]);
    b.finish()
}

#[test]
fn phi_swap_cycle_is_broken_through_scratch() {
    for class in [Int, Xmm] {
        swap_through_scratch(class);
    }
}

fn swap_through_scratch(class: RegClass) {
    let f = swap_loop_of(class);
    let out = alloc_ok(&f);
    let scratch = Allocation::Reg(env().scratch[class as usize]);
    let body_term = f.block_insts(kiln_regalloc::Block(2)).last();
    let at_body: Vec<_> = out.edits.iter().filter(|(p, _)| p.inst == body_term).collect();
    assert_eq!(at_body.len(), 3, "a swap takes three moves: {at_body:?}");
    assert!(at_body.iter().any(|(_, Edit::Move { to, .. })| *to == scratch), "{at_body:?}");
    assert_eq!(out.num_spill_slots, 0);
    assert!(out.used_regs().contains(env().scratch[class as usize]));
    assert!(!out.used_regs().contains(PReg::RBX), "callee-saved register used without need");
}

#[test]
fn checker_rejects_dropped_or_reordered_edits() {
    let f = swap_loop();
    let out = alloc_ok(&f);
    for k in 0..out.edits.len() {
        let mut bad = out.clone();
        bad.edits.remove(k);
        assert!(check(&f, &env(), &bad).is_err(), "dropping edit {k} went unnoticed");
    }
    let mut bad = out.clone();
    bad.edits.swap(0, 1);
    assert!(check(&f, &env(), &bad).is_err(), "reordered swap went unnoticed");
}

#[test]
fn checker_rejects_swapped_and_wrong_allocations() {
    let f = swap_loop();
    let out = alloc_ok(&f);
    // Instruction 3 is `def cond, use x, use y`: swap the two uses.
    let i = out.inst_alloc_offsets[3] as usize;
    let mut bad = out.clone();
    bad.allocs.swap(i + 1, i + 2);
    assert!(check(&f, &env(), &bad).is_err(), "swapped uses went unnoticed");
    // Define cond into the register of a value still live.
    let mut bad = out.clone();
    bad.allocs[i] = bad.allocs[i + 1];
    assert!(check(&f, &env(), &bad).is_err(), "clobbering a live value went unnoticed");
    // The scratch register is never an allocation.
    let mut bad = out.clone();
    bad.allocs[i] = Allocation::Reg(PReg::R11);
    assert!(check(&f, &env(), &bad).is_err(), "scratch register allocation went unnoticed");
    // Fixed operands keep their register.
    let last = f.num_insts() - 1;
    let mut bad = out.clone();
    let j = bad.inst_alloc_offsets[last] as usize;
    bad.allocs[j] = Allocation::Reg(PReg::RCX);
    assert!(check(&f, &env(), &bad).is_err(), "wrong fixed register went unnoticed");
}

#[test]
fn values_live_across_a_call_avoid_clobbered_registers() {
    let mut b = TestFuncBuilder::new();
    let e = b.block();
    let arg = b.vreg(Int);
    let keep: Vec<VReg> = (0..3).map(|_| b.vreg(Int)).collect();
    let res = b.vreg(Int);
    b.inst(e, &[def(arg)]);
    for &v in &keep {
        b.inst(e, &[def(v)]);
    }
    b.copy(e, Operand::preg_def(PReg::RDI), use_(arg));
    b.call(e, &[Operand::preg_use(PReg::RDI), Operand::preg_def(PReg::RAX)], caller_saved());
    b.copy(e, def(res), Operand::preg_use(PReg::RAX));
    for &v in &keep {
        b.inst(e, &[Operand::vreg_mod(res), use_(v)]);
    }
    b.copy(e, Operand::preg_def(PReg::RAX), use_(res));
    b.ret(e, &[Operand::preg_use(PReg::RAX)]);
    let f = b.finish();
    let out = alloc_ok(&f);
    let callee_saved = &env().non_preferred[0];
    for k in 0..3 {
        let r = reg(&out, 1 + k, 0);
        assert!(callee_saved.contains(&r), "value live across the call got {r}");
    }
    assert_eq!(reg(&out, 0, 0), PReg::RDI, "argument copy hint not taken");
    assert_eq!(reg(&out, 6, 0), PReg::RAX, "result copy hint not taken");
    assert_eq!(out.num_spill_slots, 0);
}

#[test]
fn too_many_values_across_a_call_are_spilled() {
    for (class, n) in [(Int, 8), (Xmm, 3)] {
        let mut b = TestFuncBuilder::new();
        let e = b.block();
        let keep: Vec<VReg> = (0..n).map(|_| b.vreg(class)).collect();
        for &v in &keep {
            b.inst(e, &[def(v)]);
        }
        b.call(e, &[], caller_saved());
        for &v in &keep {
            b.inst(e, &[use_(v)]);
        }
        b.ret(e, &[]);
        let f = b.finish();
        let out = alloc_ok(&f);
        let expect = if class == Int { (n - 5) as usize } else { 2 * n as usize };
        assert!(out.num_spill_slots >= expect, "{class:?}: {} slots", out.num_spill_slots);
    }
}

#[test]
fn fixed_registers_for_args_division_and_shift() {
    let mut b = TestFuncBuilder::new();
    let e = b.block();
    let (a, d, q, r, n, s) = (b.vreg(Int), b.vreg(Int), b.vreg(Int), b.vreg(Int), b.vreg(Int), b.vreg(Int));
    b.copy(e, def(a), Operand::preg_use(PReg::RDI)); // 0
    b.copy(e, def(d), Operand::preg_use(PReg::RSI)); // 1
    b.copy(e, def(n), Operand::preg_use(PReg::RDX)); // 2
    b.copy(e, Operand::preg_def(PReg::RAX), use_(a)); // 3
    b.inst(e, &[Operand::preg_use(PReg::RAX), Operand::preg_def(PReg::RDX)]); // 4 cqo
    b.inst(e, &[use_(d), Operand::preg_mod(PReg::RAX), Operand::preg_mod(PReg::RDX)]); // 5 idiv
    b.copy(e, def(q), Operand::preg_use(PReg::RAX)); // 6
    b.copy(e, def(r), Operand::preg_use(PReg::RDX)); // 7
    b.copy(e, Operand::preg_def(PReg::RCX), use_(n)); // 8
    b.copy(e, def(s), use_(q)); // 9
    b.inst(e, &[Operand::vreg_mod(s), Operand::preg_use(PReg::RCX)]); // 10 shl s, cl
    b.inst(e, &[Operand::vreg_mod(s), use_(r), use_(a)]); // 11
    b.copy(e, Operand::preg_def(PReg::RAX), use_(s)); // 12
    b.ret(e, &[Operand::preg_use(PReg::RAX)]); // 13
    let f = b.finish();
    let out = alloc_ok(&f);
    let dr = reg(&out, 5, 0);
    assert!(dr != PReg::RAX && dr != PReg::RDX, "divisor in {dr}");
    assert_ne!(reg(&out, 10, 0), PReg::RCX, "shifted value in rcx");
    assert_ne!(reg(&out, 0, 0), PReg::RDX, "a value in rdx across the division");
}

#[test]
fn incoming_argument_registers_are_live_from_entry() {
    // v0 is defined before rsi is read: it must not take rsi.
    let mut b = TestFuncBuilder::new();
    let e = b.block();
    let (v0, v1) = (b.vreg(Int), b.vreg(Int));
    b.inst(e, &[def(v0)]);
    b.copy(e, def(v1), Operand::preg_use(PReg::RSI));
    b.inst(e, &[use_(v0), use_(v1)]);
    b.ret(e, &[]);
    let f = b.finish();
    let out = alloc_ok(&f);
    assert_ne!(reg(&out, 0, 0), PReg::RSI);
}

#[test]
fn early_defs_do_not_share_with_uses() {
    let mut b = TestFuncBuilder::new();
    let e = b.block();
    let (v0, v1, v2) = (b.vreg(Int), b.vreg(Int), b.vreg(Int));
    b.inst(e, &[def(v0)]);
    b.inst(e, &[def(v1)]);
    b.inst(e, &[Operand::vreg_early_def(v2), use_(v0), use_(v1)]);
    b.inst(e, &[use_(v2)]);
    b.ret(e, &[]);
    let f = b.finish();
    let out = alloc_ok(&f);
    let (d, u0, u1) = (reg(&out, 2, 0), reg(&out, 2, 1), reg(&out, 2, 2));
    assert!(d != u0 && d != u1, "early def {d} shares with a use ({u0}, {u1})");
}

#[test]
fn mod_operand_keeps_its_register_and_protects_the_source() {
    let mut b = TestFuncBuilder::new();
    let e = b.block();
    let (a, bb, t) = (b.vreg(Xmm), b.vreg(Xmm), b.vreg(Xmm));
    b.inst(e, &[def(a)]);
    b.inst(e, &[def(bb)]);
    b.copy(e, def(t), use_(a));
    b.inst(e, &[Operand::vreg_mod(t), use_(bb)]);
    b.inst(e, &[use_(t), use_(a)]);
    b.ret(e, &[]);
    let f = b.finish();
    let out = alloc_ok(&f);
    assert_eq!(reg(&out, 2, 0), reg(&out, 3, 0), "t moved between its copy and its mod");
    assert_ne!(reg(&out, 3, 0), reg(&out, 4, 1), "a shares t's register while live");
    assert_eq!(reg(&out, 0, 0).class(), Xmm);
}

#[test]
fn too_many_fixed_registers_is_an_error() {
    let mut b = TestFuncBuilder::new();
    let e = b.block();
    let v = b.vreg(Int);
    let all: Vec<PReg> = env().preferred[0].iter().chain(&env().non_preferred[0]).copied().collect();
    let defs: Vec<Operand> = all.iter().map(|&p| Operand::preg_def(p)).collect();
    let uses: Vec<Operand> = all.iter().map(|&p| Operand::preg_use(p)).collect();
    b.inst(e, &defs);
    b.inst(e, &[def(v)]);
    b.inst(e, &[use_(v)]);
    b.inst(e, &uses);
    b.ret(e, &[]);
    let f = b.finish();
    assert!(matches!(allocate(&f, &env()), Err(RegAllocError::TooManyLiveRegs(_))));
}

#[test]
fn malformed_inputs_are_errors() {
    let invalid = |f: &TestFunc| matches!(allocate(f, &env()), Err(RegAllocError::InvalidInput(_)));
    // Used but never defined.
    let mut b = TestFuncBuilder::new();
    let e = b.block();
    let v = b.vreg(Int);
    b.inst(e, &[use_(v)]);
    b.ret(e, &[]);
    assert!(invalid(&b.finish()));
    // Terminator not last.
    let mut b = TestFuncBuilder::new();
    let e = b.block();
    b.ret(e, &[]);
    b.inst(e, &[]);
    assert!(invalid(&b.finish()));
    // No terminator, empty block, dangling successor.
    let mut b = TestFuncBuilder::new();
    let e = b.block();
    b.inst(e, &[]);
    assert!(invalid(&b.finish()));
    let mut b = TestFuncBuilder::new();
    b.block();
    assert!(invalid(&b.finish()));
    // Critical edge: entry branches to x and y, x also jumps to y.
    let mut b = TestFuncBuilder::new();
    let (e, x, y) = (b.block(), b.block(), b.block());
    let c = b.vreg(Int);
    b.inst(e, &[def(c)]);
    b.branch(e, &[use_(c)], &[x, y]);
    b.jump(x, y, &[]);
    b.ret(y, &[]);
    assert!(invalid(&b.finish()));
    // Defined twice; defined only on one path.
    let mut b = TestFuncBuilder::new();
    let e = b.block();
    let v = b.vreg(Int);
    b.inst(e, &[def(v)]);
    b.inst(e, &[def(v)]);
    b.ret(e, &[]);
    assert!(invalid(&b.finish()));
    let mut b = TestFuncBuilder::new();
    let (e, x, y, z) = (b.block(), b.block(), b.block(), b.block());
    let (c, v) = (b.vreg(Int), b.vreg(Int));
    b.inst(e, &[def(c)]);
    b.branch(e, &[use_(c)], &[x, y]);
    b.inst(x, &[def(v)]);
    b.jump(x, z, &[]);
    b.jump(y, z, &[]);
    b.inst(z, &[use_(v)]);
    b.ret(z, &[]);
    assert!(invalid(&b.finish()));
    // Out-of-range vreg; argument count mismatch.
    let mut b = TestFuncBuilder::new();
    let e = b.block();
    b.inst(e, &[def(VReg(7))]);
    b.ret(e, &[]);
    assert!(invalid(&b.finish()));
    let mut b = TestFuncBuilder::new();
    let (e, x) = (b.block(), b.block());
    let v = b.vreg(Int);
    b.params(x, &[v]);
    b.jump(e, x, &[]);
    b.ret(x, &[]);
    assert!(invalid(&b.finish()));
}

#[test]
fn vec_values_through_a_diamond_with_params() {
    let mut b = TestFuncBuilder::new();
    let (e, l, r, j) = (b.block(), b.block(), b.block(), b.block());
    let (c, x, yl, yr, p) = (b.vreg(Int), b.vreg(Xmm), b.vreg(Xmm), b.vreg(Xmm), b.vreg(Xmm));
    b.inst(e, &[def(c)]);
    b.inst(e, &[def(x)]);
    b.branch(e, &[use_(c)], &[l, r]);
    b.inst(l, &[def(yl), use_(x)]);
    b.jump(l, j, &[yl]);
    b.inst(r, &[def(yr)]);
    b.call(r, &[], caller_saved());
    b.jump(r, j, &[yr]);
    b.params(j, &[p]);
    b.inst(j, &[Operand::vreg_mod(p), use_(x)]);
    b.copy(j, Operand::preg_def(PReg::xmm(0)), use_(p));
    b.ret(j, &[Operand::preg_use(PReg::xmm(0))]);
    let f = b.finish();
    let out = alloc_ok(&f);
    assert!(out.num_spill_slots >= 2, "x lives across a call in the Vec class");
}

/// A loop calling a function each iteration while `n` values defined before it stay live.
/// With `two_address`, each kept value is made by `copy t, a` then `op t(mod), a` as isel does.
fn loop_with_call(n: usize, two_address: bool) -> TestFunc {
    let mut b = TestFuncBuilder::new();
    let (entry, header, body, exit) = (b.block(), b.block(), b.block(), b.block());
    b.depth(header, 1);
    b.depth(body, 1);
    let keep: Vec<VReg> = (0..n).map(|_| b.vreg(Int)).collect();
    let (i0, i, c, i1) = (b.vreg(Int), b.vreg(Int), b.vreg(Int), b.vreg(Int));
    for &v in &keep {
        if two_address {
            let a = b.vreg(Int);
            b.inst(entry, &[def(a)]);
            b.copy(entry, def(v), use_(a));
            b.inst(entry, &[Operand::vreg_mod(v), use_(a)]);
        } else {
            b.inst(entry, &[def(v)]);
        }
    }
    b.inst(entry, &[def(i0)]);
    b.jump(entry, header, &[i0]);
    b.params(header, &[i]);
    b.inst(header, &[def(c), use_(i)]);
    b.branch(header, &[use_(c)], &[body, exit]);
    for &v in &keep {
        b.copy(body, Operand::preg_def(PReg::RDI), use_(v));
        b.call(body, &[Operand::preg_use(PReg::RDI), Operand::preg_def(PReg::RAX)], caller_saved());
    }
    b.inst(body, &[def(i1), use_(i)]);
    b.jump(body, header, &[i1]);
    let uses: Vec<Operand> = keep.iter().map(|&v| use_(v)).collect();
    b.inst(exit, &uses);
    b.ret(exit, &[]);
    b.finish()
}

#[test]
fn values_spilled_around_calls_in_a_loop_are_stored_once() {
    for two_address in [false, true] {
        stored_once(two_address);
    }
}

fn stored_once(two_address: bool) {
    let f = loop_with_call(8, two_address);
    let out = alloc_ok(&f);
    let stores: Vec<_> = out
        .edits
        .iter()
        .filter(|(_, Edit::Move { from, to, .. })| {
            matches!(from, Allocation::Reg(_)) && matches!(to, Allocation::Stack(_))
        })
        .collect();
    // Five values fit in callee-saved registers; i lives across calls too. At most the spilled ones
    // (and no more than one store each) are stored, all outside the loop body.
    let body = f.block_insts(kiln_regalloc::Block(2));
    assert!(stores.len() <= 5, "{}", kiln_regalloc::test_func::dump(&f, &out));
    assert!(stores.iter().all(|(p, _)| !(body.first..body.end).contains(&p.inst)), "store inside the loop");
    // Inside the body only the reloads of the four spilled values remain.
    let in_body: Vec<_> = out.edits.iter().filter(|(p, _)| (body.first..body.end).contains(&p.inst)).collect();
    assert_eq!(in_body.len(), 4, "{}", kiln_regalloc::test_func::dump(&f, &out));
    assert!(in_body.iter().all(|(_, Edit::Move { from, .. })| matches!(from, Allocation::Stack(_))));
}

#[test]
fn simple_loop_needs_no_moves_and_coalesces_copies() {
    // sum += a[i] for i < n, in the two-address form isel produces.
    let mut b = TestFuncBuilder::new();
    let (entry, header, body, exit) = (b.block(), b.block(), b.block(), b.block());
    b.depth(header, 1);
    b.depth(body, 1);
    let [p, n, i0, s0, i, s, c, x, s1, i1] = [(); 10].map(|_| b.vreg(Int));
    b.copy(entry, def(p), Operand::preg_use(PReg::RDI));
    b.copy(entry, def(n), Operand::preg_use(PReg::RSI));
    b.inst(entry, &[def(i0)]);
    b.inst(entry, &[def(s0)]);
    b.jump(entry, header, &[i0, s0]);
    b.params(header, &[i, s]);
    b.inst(header, &[def(c), use_(i), use_(n)]);
    b.branch(header, &[use_(c)], &[body, exit]);
    b.inst(body, &[def(x), use_(p), use_(i)]);
    b.copy(body, def(s1), use_(s));
    b.inst(body, &[Operand::vreg_mod(s1), use_(x)]);
    b.copy(body, def(i1), use_(i));
    b.inst(body, &[Operand::vreg_mod(i1)]);
    b.jump(body, header, &[i1, s1]);
    b.copy(exit, Operand::preg_def(PReg::RAX), use_(s));
    b.ret(exit, &[Operand::preg_use(PReg::RAX)]);
    let f = b.finish();
    let out = alloc_ok(&f);
    let loop_insts = f.block_insts(kiln_regalloc::Block(1)).first..f.block_insts(kiln_regalloc::Block(2)).end;
    let in_loop = out.edits.iter().filter(|(pt, _)| loop_insts.contains(&pt.inst)).count();
    assert_eq!(in_loop, 0, "{}", kiln_regalloc::test_func::dump(&f, &out));
    for copy in [8, 10] {
        assert_eq!(
            reg(&out, copy, 0),
            reg(&out, copy, 1),
            "copy i{copy} not coalesced: {}",
            kiln_regalloc::test_func::dump(&f, &out)
        );
    }
    assert_eq!(reg(&out, 0, 0), PReg::RDI);
    assert_eq!(reg(&out, 1, 0), PReg::RSI);
}

#[test]
fn checker_rejects_values_in_clobbered_registers_and_operand_collisions() {
    // v live across a call: moving it (consistently) into a caller-saved register must fail.
    let mut b = TestFuncBuilder::new();
    let e = b.block();
    let (v, w, x) = (b.vreg(Int), b.vreg(Int), b.vreg(Int));
    b.inst(e, &[def(v)]); // 0
    b.call(e, &[], caller_saved()); // 1
    b.inst(e, &[use_(v)]); // 2
    b.inst(e, &[def(w)]); // 3
    b.inst(e, &[Operand::vreg_early_def(x), use_(w)]); // 4
    b.inst(e, &[use_(x)]); // 5
    b.ret(e, &[]);
    let f = b.finish();
    let out = alloc_ok(&f);
    assert!(env().non_preferred[0].contains(&reg(&out, 0, 0)));
    let at = |out: &Output, i: usize| out.inst_alloc_offsets[i] as usize;
    let mut bad = out.clone();
    let (d, u) = (at(&bad, 0), at(&bad, 2));
    bad.allocs[d] = Allocation::Reg(PReg::RCX);
    bad.allocs[u] = Allocation::Reg(PReg::RCX);
    let e1 = check(&f, &env(), &bad).expect_err("value kept in a clobbered register");
    assert!(e1.msg.contains("not in rcx"), "{e1}");
    // The early def may not share the register of the use.
    let mut bad = out.clone();
    let i = at(&bad, 4);
    bad.allocs[i] = bad.allocs[i + 1];
    let k = at(&bad, 5);
    bad.allocs[k] = bad.allocs[i + 1];
    let e2 = check(&f, &env(), &bad).expect_err("early def sharing with a use");
    assert!(e2.msg.contains("early def"), "{e2}");
    // A stack allocation for an operand is rejected.
    let mut bad = out.clone();
    bad.allocs[u] = Allocation::Stack(kiln_regalloc::SpillSlot(0));
    bad.num_spill_slots = 1;
    assert!(check(&f, &env(), &bad).is_err());
}

#[test]
fn one_target_branch_reading_a_register() {
    // Edge moves cannot go before a terminator that reads registers: they go to the successor,
    // which is only possible when it has a single predecessor.
    let build = |shared: bool| {
        let mut b = TestFuncBuilder::new();
        let (e, x, y) = (b.block(), b.block(), b.block());
        let (c, v) = (b.vreg(Int), b.vreg(Int));
        b.inst(e, &[def(c)]);
        b.inst(e, &[def(v)]);
        b.branch(e, &[use_(c)], &[x]);
        b.call(x, &[], caller_saved());
        if shared {
            b.jump(x, y, &[]);
            b.inst(y, &[use_(v)]);
            b.ret(y, &[]);
        } else {
            b.inst(x, &[use_(v)]);
            b.ret(x, &[]);
            b.ret(y, &[]);
        }
        b.finish()
    };
    alloc_ok(&build(false));
    let mut b = TestFuncBuilder::new();
    let (e, x, y) = (b.block(), b.block(), b.block());
    let c = b.vreg(Int);
    b.inst(e, &[def(c)]);
    b.branch(e, &[use_(c)], &[y]);
    b.jump(x, y, &[]);
    b.ret(y, &[]);
    let f = b.finish();
    assert!(matches!(allocate(&f, &env()), Err(RegAllocError::InvalidInput(_))));
    alloc_ok(&build(true));
}

/// A safepoint: `refs` in their slots (`StackMod`), `deopt` reported wherever they are (`Live`),
/// then every value used again.
fn safepoint_func(class: RegClass, refs: usize, deopt: usize) -> (TestFunc, Vec<VReg>, Vec<VReg>) {
    let mut b = TestFuncBuilder::new();
    let e = b.block();
    let r: Vec<VReg> = (0..refs).map(|_| b.vreg(class)).collect();
    let d: Vec<VReg> = (0..deopt).map(|_| b.vreg(Int)).collect();
    for &v in r.iter().chain(&d) {
        b.inst(e, &[def(v)]);
    }
    let mut ops: Vec<Operand> = vec![Operand::preg_def(PReg::RAX)];
    ops.extend(r.iter().map(|&v| Operand::vreg_stack_mod(v)));
    ops.extend(d.iter().map(|&v| Operand::vreg_live(v)));
    b.call(e, &ops, caller_saved());
    for &v in r.iter().chain(&d) {
        b.inst(e, &[use_(v)]);
    }
    b.ret(e, &[]);
    (b.finish(), r, d)
}

#[test]
fn stack_mod_values_are_in_their_slots_at_the_call_and_reloaded_after() {
    for class in [Int, Xmm] {
        let (f, r, _) = safepoint_func(class, 3, 0);
        let out = alloc_ok(&f);
        let call = r.len();
        let allocs = out.inst_allocs(Inst::new(call));
        let slots: Vec<Allocation> = allocs[1..].to_vec();
        for a in &slots {
            assert!(matches!(a, Allocation::Stack(_)), "{class:?}: reference at the safepoint in {a}");
        }
        // Distinct slots; each value read back from its slot after the call, once.
        for (i, a) in slots.iter().enumerate() {
            assert!(!slots[..i].contains(a), "{class:?}: two references share {a}");
            let reloads =
                out.edits.iter().filter(|(p, Edit::Move { from, .. })| p.inst.index() > call && from == a).count();
            assert_eq!(reloads, 1, "{class:?}: {a} reloaded {reloads} times: {:?}", out.edits);
        }
        // Using a register copy made before the call is caught: the slot was rewritten.
        let mut bad = out.clone();
        bad.edits.retain(|(p, Edit::Move { from, .. })| !(p.inst.index() > call && slots.contains(from)));
        let e = check(&f, &env(), &bad).expect_err("stale register copy after a relocating call");
        assert!(e.msg.contains("is not in"), "{e}");
    }
}

#[test]
fn live_values_avoid_clobbered_registers_and_stack_mod_rejects_registers() {
    let (f, _, d) = safepoint_func(Int, 1, 8);
    let out = alloc_ok(&f);
    let call = 9;
    let callee_saved = &env().non_preferred[0];
    let allocs = out.inst_allocs(Inst::new(call)).to_vec();
    let mut in_regs = 0;
    for a in &allocs[2..2 + d.len()] {
        match a {
            Allocation::Reg(r) => {
                in_regs += 1;
                assert!(callee_saved.contains(r), "deopt value in clobbered {r}");
            }
            Allocation::Stack(_) => {}
            Allocation::None => panic!("deopt value unallocated"),
        }
    }
    assert!(in_regs >= 3, "callee-saved registers unused for live values: {allocs:?}");
    // The checker rejects a reference reported in a register and a live value in a wrong place.
    let at = out.inst_alloc_offsets[call] as usize;
    let mut bad = out.clone();
    bad.allocs[at + 1] = Allocation::Reg(PReg::RBX);
    assert!(check(&f, &env(), &bad).is_err(), "a StackMod operand in a register went unnoticed");
    let mut bad = out.clone();
    bad.allocs[at + 2] = Allocation::Reg(PReg::RCX);
    let e = check(&f, &env(), &bad).expect_err("live value in a clobbered register");
    assert!(e.msg.contains("clobbers") || e.msg.contains("not in"), "{e}");
}

#[test]
fn late_point_operands_are_validated() {
    let mut b = TestFuncBuilder::new();
    let e = b.block();
    let v = b.vreg(Int);
    b.inst(e, &[def(v)]);
    b.call(e, &[use_(v), Operand::vreg_stack_mod(v)], caller_saved());
    b.ret(e, &[]);
    let msg = allocate(&b.finish(), &env()).expect_err("vreg in two operands").to_string();
    assert!(msg.contains("another one"), "{msg}");
    let mut b = TestFuncBuilder::new();
    let e = b.block();
    let v = b.vreg(Int);
    b.inst(e, &[def(v)]);
    b.ret(e, &[Operand::vreg_live(v)]);
    let msg = allocate(&b.finish(), &env()).expect_err("live operand on a terminator").to_string();
    assert!(msg.contains("terminator"), "{msg}");
    let mut b = TestFuncBuilder::new();
    let e = b.block();
    let op = Operand { kind: kiln_regalloc::OperandKind::StackMod, ..Operand::preg_use(PReg::RBX) };
    b.call(e, &[op], caller_saved());
    b.ret(e, &[]);
    let msg = allocate(&b.finish(), &env()).expect_err("fixed register").to_string();
    assert!(msg.contains("must name a vreg"), "{msg}");
}

#[test]
fn stack_use_values_are_in_their_slots_and_stay_valid_elsewhere() {
    let mut b = TestFuncBuilder::new();
    let e = b.block();
    let v = b.vreg(Int);
    b.inst(e, &[def(v)]);
    b.call(e, &[Operand::vreg_stack_use(v)], caller_saved());
    b.inst(e, &[use_(v)]);
    b.ret(e, &[]);
    let f = b.finish();
    let out = alloc_ok(&f);
    let Allocation::Stack(s) = out.inst_allocs(Inst::new(1))[0] else { panic!("deopt value not in its slot") };
    // Read-only at the call: a copy kept in a register stays usable, and the checker accepts a
    // register allocation at the use that the slot was stored from before the call.
    let stores = out.edits.iter().filter(|(_, Edit::Move { to, .. })| *to == Allocation::Stack(s)).count();
    assert_eq!(stores, 1, "{:?}", out.edits);
    // It stays in a callee-saved register across the call: no reload.
    let after = reg(&out, 2, 0);
    assert!(env().non_preferred[0].contains(&after), "the use after the call reads {after}");
    assert!(!out.edits.iter().any(|(_, Edit::Move { from, .. })| *from == Allocation::Stack(s)), "{:?}", out.edits);
    let mut bad = out.clone();
    bad.allocs[out.inst_alloc_offsets[1] as usize] = Allocation::Stack(kiln_regalloc::SpillSlot(s.0 + 1));
    bad.num_spill_slots = bad.num_spill_slots.max(s.index() + 2);
    assert!(check(&f, &env(), &bad).is_err(), "deopt value reported in a slot that does not hold it");
}

#[test]
fn a_loop_parameter_shares_its_spill_slot_with_the_back_edge_argument() {
    // b1(p): p kept in its slot at a call, then q = f(p) kept in its slot at another call, and
    // q goes round the loop as p: one slot, no slot-to-slot copy on the back edge.
    let mut b = TestFuncBuilder::new();
    let (b0, b1, b2, b3) = (b.block(), b.block(), b.block(), b.block());
    let (x, p, q, c, y) = (b.vreg(Int), b.vreg(Int), b.vreg(Int), b.vreg(Int), b.vreg(Int));
    b.inst(b0, &[def(x)]);
    b.jump(b0, b1, &[x]);
    b.params(b1, &[p]);
    b.depth(b1, 1);
    b.depth(b2, 1);
    // y's slot is freed after p's and before q needs one: without the pairing q would take it.
    b.call(b1, &[Operand::vreg_stack_mod(p)], caller_saved()); // first inst of b1
    b.inst(b1, &[def(y)]);
    b.call(b1, &[Operand::vreg_stack_mod(y)], caller_saved());
    b.inst(b1, &[use_(p)]);
    b.inst(b1, &[use_(y)]);
    b.inst(b1, &[def(q)]);
    b.call(b1, &[Operand::vreg_stack_mod(q)], caller_saved());
    b.inst(b1, &[def(c), use_(q)]);
    b.branch(b1, &[use_(c)], &[b2, b3]);
    b.jump(b2, b1, &[q]);
    b.inst(b3, &[use_(q)]);
    b.ret(b3, &[]);
    let f = b.finish();
    let out = alloc_ok(&f);
    let first = f.block_insts(kiln_regalloc::Block::new(1)).first.index();
    let (sp, sq) = (out.inst_allocs(Inst::new(first))[0], out.inst_allocs(Inst::new(first + 6))[0]);
    assert!(matches!(sp, Allocation::Stack(_)) && sp == sq, "p in {sp}, q in {sq}");
    let slot_to_slot = out
        .edits
        .iter()
        .filter(|(_, Edit::Move { from, to, .. })| matches!((from, to), (Allocation::Stack(_), Allocation::Stack(_))))
        .count();
    assert_eq!(slot_to_slot, 0, "{:?}", out.edits);
}

/// More values than callee-saved registers live across a call, used right after it (so the
/// allocator reloads them between the call and the branch) and in the call's landing pad, whose
/// edge leaves from the call when `unwind` is set.
fn invoke_pressure(unwind: bool) -> TestFunc {
    let mut b = TestFuncBuilder::new();
    let (e, normal, pad) = (b.block(), b.block(), b.block());
    let vs: Vec<VReg> = (0..12).map(|_| b.vreg(Int)).collect();
    for &v in &vs {
        b.inst(e, &[def(v)]);
    }
    b.call(e, &[], caller_saved());
    if unwind {
        b.unwind_from_last(e, 1);
    }
    let uses: Vec<Operand> = vs.iter().map(|&v| use_(v)).collect();
    b.inst(e, &uses);
    b.branch(e, &[], &[normal, pad]);
    b.inst(normal, &uses[..2]);
    b.ret(normal, &[]);
    b.inst(pad, &uses);
    b.ret(pad, &[]);
    b.finish()
}

#[test]
fn an_unwind_edge_takes_values_where_they_are_during_the_call() {
    let f = invoke_pressure(true);
    let out = alloc_ok(&f);
    // The pad's values come from where they were at the call, which the checker follows: it
    // accepts this output for the function with the unwind edge.
    assert!(stack_moves(&out) > 0, "the pressure spills");
    // Allocated as if the edge left from the branch, the pad would read registers loaded after
    // the call, which the unwinder never runs: the checker rejects that for the real function.
    let wrong = allocate(&invoke_pressure(false), &env()).expect("allocates");
    assert!(check(&invoke_pressure(false), &env(), &wrong).is_ok());
    let e = check(&f, &env(), &wrong).expect_err("reads after-call locations on the unwind edge");
    assert!(e.to_string().contains("v"), "{e}");
}

#[test]
fn unwind_edges_are_validated() {
    // A value defined after the call cannot cross its unwind edge.
    let mut b = TestFuncBuilder::new();
    let (e, normal, pad) = (b.block(), b.block(), b.block());
    let r = b.vreg(Int);
    b.call(e, &[], caller_saved());
    b.unwind_from_last(e, 1);
    b.inst(e, &[def(r)]);
    b.branch(e, &[], &[normal, pad]);
    b.ret(normal, &[]);
    b.inst(pad, &[use_(r)]);
    b.ret(pad, &[]);
    match allocate(&b.finish(), &env()) {
        Err(RegAllocError::InvalidInput(m)) => assert!(m.contains("crosses the edge"), "{m}"),
        other => panic!("expected invalid input, got {other:?}"),
    }
    // The edge must leave from a non-terminator of a block with two successors.
    let mut b = TestFuncBuilder::new();
    let (e, next) = (b.block(), b.block());
    b.call(e, &[], caller_saved());
    b.unwind_from_last(e, 0);
    b.jump(e, next, &[]);
    b.ret(next, &[]);
    assert!(matches!(allocate(&b.finish(), &env()), Err(RegAllocError::InvalidInput(_))));
}
