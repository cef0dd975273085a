//! Random valid machine functions: allocation must succeed and the checker must accept it.

use kiln_regalloc::test_func::{TestFunc, TestFuncBuilder};
use kiln_regalloc::{allocate, check, Allocation, Block, MachineEnv, Operand, PReg, PRegSet, RegClass, VReg};
use proptest::prelude::*;

/// A small deterministic generator (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }
}

fn caller_saved(env: &MachineEnv) -> PRegSet {
    PRegSet::of(&env.preferred[0]).union(PRegSet::of(&env.preferred[1]))
}

/// The CFG: successors per block, without critical edges and with every block reachable.
fn random_cfg(rng: &mut Rng) -> Vec<Vec<usize>> {
    let n = 1 + rng.below(10);
    let mut succs: Vec<Vec<usize>> = Vec::new();
    for i in 0..n {
        if i + 1 == n {
            succs.push(Vec::new());
        } else if rng.chance(40) && n > 2 {
            let mut j = 1 + rng.below(n - 1);
            if j == i + 1 {
                j = if j + 1 < n { j + 1 } else { 1 };
            }
            if j == i + 1 {
                succs.push(vec![i + 1]);
            } else {
                succs.push(vec![i + 1, j]);
            }
        } else {
            succs.push(vec![i + 1]);
        }
    }
    // Split critical edges with new blocks at the end of the linear order.
    let mut preds = vec![0usize; succs.len()];
    succs.iter().flatten().for_each(|&s| preds[s] += 1);
    for b in 0..succs.len() {
        if succs[b].len() < 2 {
            continue;
        }
        for k in 0..succs[b].len() {
            let s = succs[b][k];
            if preds[s] > 1 {
                let t = succs.len();
                succs.push(vec![s]);
                succs[b][k] = t;
            }
        }
    }
    succs
}

/// Immediate dominators by the simple iterative algorithm (fine for tiny CFGs).
fn idoms(succs: &[Vec<usize>]) -> (Vec<usize>, Vec<usize>) {
    let n = succs.len();
    let mut order = Vec::new();
    let mut seen = vec![false; n];
    fn dfs(b: usize, succs: &[Vec<usize>], seen: &mut [bool], order: &mut Vec<usize>) {
        seen[b] = true;
        for &s in &succs[b] {
            if !seen[s] {
                dfs(s, succs, seen, order);
            }
        }
        order.push(b);
    }
    dfs(0, succs, &mut seen, &mut order);
    order.reverse();
    let mut rpo_num = vec![usize::MAX; n];
    for (i, &b) in order.iter().enumerate() {
        rpo_num[b] = i;
    }
    let mut preds = vec![Vec::new(); n];
    for (b, ss) in succs.iter().enumerate() {
        ss.iter().for_each(|&s| preds[s].push(b));
    }
    let mut idom = vec![usize::MAX; n];
    idom[0] = 0;
    let mut changed = true;
    while changed {
        changed = false;
        for &b in order.iter().skip(1) {
            let mut new = usize::MAX;
            for &p in &preds[b] {
                if idom[p] == usize::MAX {
                    continue;
                }
                new = if new == usize::MAX {
                    p
                } else {
                    let (mut x, mut y) = (p, new);
                    while x != y {
                        while rpo_num[x] > rpo_num[y] {
                            x = idom[x];
                        }
                        while rpo_num[y] > rpo_num[x] {
                            y = idom[y];
                        }
                    }
                    x
                };
            }
            if idom[b] != new {
                idom[b] = new;
                changed = true;
            }
        }
    }
    (idom, order)
}

struct Gen<'a> {
    rng: &'a mut Rng,
    b: TestFuncBuilder,
    env: MachineEnv,
}

impl Gen<'_> {
    fn pick(&mut self, avail: &[VReg], classes: &[RegClass], class: RegClass) -> Option<VReg> {
        let of: Vec<VReg> = avail.iter().copied().filter(|v| classes[v.index()] == class).collect();
        if of.is_empty() {
            None
        } else {
            Some(of[self.rng.below(of.len())])
        }
    }

    fn new_vreg(&mut self, classes: &mut Vec<RegClass>, class: RegClass) -> VReg {
        classes.push(class);
        self.b.vreg(class)
    }

    /// Appends a random instruction pattern to `blk`, extending `avail` with new values.
    fn body_inst(&mut self, blk: Block, avail: &mut Vec<VReg>, classes: &mut Vec<RegClass>) {
        let class = if self.rng.chance(25) { RegClass::Vec } else { RegClass::Int };
        match self.rng.below(10) {
            0 => {
                // A burst of values that stay live.
                for _ in 0..5 + self.rng.below(14) {
                    let v = self.new_vreg(classes, class);
                    self.b.inst(blk, &[Operand::vreg_def(v)]);
                    avail.push(v);
                }
            }
            1 => {
                if let Some(v) = self.pick(avail, classes, class) {
                    let u = self.pick(avail, classes, class).unwrap_or(v);
                    self.b.inst(blk, &[Operand::vreg_mod(v), Operand::vreg_use(u)]);
                }
            }
            2 => {
                if let Some(u) = self.pick(avail, classes, class) {
                    let v = self.new_vreg(classes, class);
                    self.b.copy(blk, Operand::vreg_def(v), Operand::vreg_use(u));
                    avail.push(v);
                }
            }
            3 => self.call(blk, avail, classes),
            4 => self.div_and_shift(blk, avail, classes),
            5 => {
                if let (Some(x), Some(y)) = (self.pick(avail, classes, class), self.pick(avail, classes, RegClass::Int))
                {
                    let v = self.new_vreg(classes, class);
                    let ops = [Operand::vreg_early_def(v), Operand::vreg_use(x), Operand::vreg_use(y)];
                    self.b.inst(blk, &ops);
                    avail.push(v);
                }
            }
            _ => {
                let mut ops = Vec::new();
                for _ in 0..self.rng.below(4) {
                    let c = if self.rng.chance(50) { class } else { RegClass::Int };
                    if let Some(u) = self.pick(avail, classes, c) {
                        ops.push(Operand::vreg_use(u));
                    }
                }
                let v = self.new_vreg(classes, class);
                ops.insert(0, Operand::vreg_def(v));
                self.b.inst(blk, &ops);
                avail.push(v);
            }
        }
    }

    fn call(&mut self, blk: Block, avail: &mut Vec<VReg>, classes: &mut Vec<RegClass>) {
        let mut ops = Vec::new();
        for (p, class) in [(PReg::RDI, RegClass::Int), (PReg::RSI, RegClass::Int), (PReg::xmm(0), RegClass::Vec)] {
            if let Some(u) = self.pick(avail, classes, class) {
                self.b.copy(blk, Operand::preg_def(p), Operand::vreg_use(u));
                ops.push(Operand::preg_use(p));
            }
        }
        ops.push(Operand::preg_def(PReg::RAX));
        // Some calls are safepoints: values in their slots (rewritten there) and values reported
        // wherever they live.
        if self.rng.chance(50) {
            let mut seen: Vec<VReg> = Vec::new();
            for _ in 0..self.rng.below(6) {
                let class = if self.rng.chance(25) { RegClass::Vec } else { RegClass::Int };
                let Some(v) = self.pick(avail, classes, class) else { continue };
                if seen.contains(&v) {
                    continue;
                }
                seen.push(v);
                ops.push(match self.rng.below(5) {
                    0 | 1 => Operand::vreg_stack_mod(v),
                    2 => Operand::vreg_stack_use(v),
                    _ => Operand::vreg_live(v),
                });
            }
        }
        self.b.call(blk, &ops, caller_saved(&self.env));
        let r = self.new_vreg(classes, RegClass::Int);
        self.b.copy(blk, Operand::vreg_def(r), Operand::preg_use(PReg::RAX));
        avail.push(r);
    }

    /// A call reading some values, with safepoint-style operands sometimes, and no result.
    fn call_without_result(&mut self, blk: Block, avail: &[VReg], classes: &[RegClass]) {
        let mut ops = Vec::new();
        if let Some(u) = self.pick(avail, classes, RegClass::Int) {
            self.b.copy(blk, Operand::preg_def(PReg::RDI), Operand::vreg_use(u));
            ops.push(Operand::preg_use(PReg::RDI));
        }
        let mut seen: Vec<VReg> = Vec::new();
        for _ in 0..self.rng.below(4) {
            let Some(v) = self.pick(avail, classes, RegClass::Int) else { continue };
            if !seen.contains(&v) {
                seen.push(v);
                ops.push(if self.rng.chance(50) { Operand::vreg_stack_mod(v) } else { Operand::vreg_live(v) });
            }
        }
        self.b.call(blk, &ops, caller_saved(&self.env));
    }

    fn div_and_shift(&mut self, blk: Block, avail: &mut Vec<VReg>, classes: &mut Vec<RegClass>) {
        let (Some(a), Some(d)) = (self.pick(avail, classes, RegClass::Int), self.pick(avail, classes, RegClass::Int))
        else {
            return;
        };
        self.b.copy(blk, Operand::preg_def(PReg::RAX), Operand::vreg_use(a));
        self.b.inst(blk, &[Operand::preg_use(PReg::RAX), Operand::preg_def(PReg::RDX)]);
        self.b.inst(blk, &[Operand::vreg_use(d), Operand::preg_mod(PReg::RAX), Operand::preg_mod(PReg::RDX)]);
        let (q, r) = (self.new_vreg(classes, RegClass::Int), self.new_vreg(classes, RegClass::Int));
        self.b.copy(blk, Operand::vreg_def(q), Operand::preg_use(PReg::RAX));
        self.b.copy(blk, Operand::vreg_def(r), Operand::preg_use(PReg::RDX));
        self.b.copy(blk, Operand::preg_def(PReg::RCX), Operand::vreg_use(r));
        self.b.inst(blk, &[Operand::vreg_mod(q), Operand::preg_use(PReg::RCX)]);
        avail.extend([q, r]);
    }
}

/// A random valid function: SSA with block parameters at merges, fixed registers, calls.
fn random_func(seed: u64) -> TestFunc {
    let mut rng = Rng(seed | 1);
    let succs = random_cfg(&mut rng);
    let n = succs.len();
    let (idom, rpo) = idoms(&succs);
    let mut preds = vec![0usize; n];
    succs.iter().flatten().for_each(|&s| preds[s] += 1);
    let mut g = Gen { rng: &mut rng, b: TestFuncBuilder::new(), env: MachineEnv::sysv() };
    let blocks: Vec<Block> = (0..n).map(|_| g.b.block()).collect();
    let mut classes: Vec<RegClass> = Vec::new();
    let mut params: Vec<Vec<VReg>> = vec![Vec::new(); n];
    for b in 1..n {
        if preds[b] > 1 {
            for _ in 0..g.rng.below(4) {
                let class = if g.rng.chance(25) { RegClass::Vec } else { RegClass::Int };
                params[b].push(g.new_vreg(&mut classes, class));
            }
            g.b.params(blocks[b], &params[b]);
        }
    }
    let mut avail_out: Vec<Vec<VReg>> = vec![Vec::new(); n];
    for &b in &rpo {
        let blk = blocks[b];
        let mut avail = if b == 0 { Vec::new() } else { avail_out[idom[b]].clone() };
        avail.extend(&params[b]);
        if b == 0 {
            for p in [PReg::RDI, PReg::RSI] {
                if g.rng.chance(50) {
                    let v = g.new_vreg(&mut classes, RegClass::Int);
                    g.b.copy(blk, Operand::vreg_def(v), Operand::preg_use(p));
                    avail.push(v);
                }
            }
        }
        for _ in 0..g.rng.below(8) {
            g.body_inst(blk, &mut avail, &mut classes);
        }
        match succs[b].len() {
            0 => {
                if let Some(v) = g.pick(&avail, &classes, RegClass::Int) {
                    g.b.copy(blk, Operand::preg_def(PReg::RAX), Operand::vreg_use(v));
                    g.b.ret(blk, &[Operand::preg_use(PReg::RAX)]);
                } else {
                    g.b.ret(blk, &[]);
                }
            }
            1 if preds[succs[b][0]] == 1 && g.rng.chance(30) => {
                // A one-target branch that reads a register: edge moves go to the successor.
                let s = succs[b][0];
                let ops: Vec<Operand> =
                    g.pick(&avail, &classes, RegClass::Int).map(Operand::vreg_use).into_iter().collect();
                g.b.branch(blk, &ops, &[blocks[s]]); // single-predecessor blocks have no params
            }
            1 => {
                let s = succs[b][0];
                let mut args = Vec::new();
                for &p in &params[s] {
                    let class = classes[p.index()];
                    let a = match g.pick(&avail, &classes, class) {
                        Some(a) => a,
                        None => {
                            let a = g.new_vreg(&mut classes, class);
                            g.b.inst(blk, &[Operand::vreg_def(a)]);
                            avail.push(a);
                            a
                        }
                    };
                    args.push(a);
                }
                g.b.jump(blk, blocks[s], &args);
            }
            _ => {
                // Some multi-way blocks end like an invoke: a call whose unwinding goes to the
                // second successor, then more code (whose values stay in the block) and the branch.
                let crossing = if g.rng.chance(40) {
                    g.call_without_result(blk, &avail, &classes);
                    g.b.unwind_from_last(blk, 1);
                    // After the call only copies read the crossing values (so spilled ones are
                    // reloaded there); the rest works on values made after the call.
                    let mut after: Vec<VReg> = Vec::new();
                    for _ in 0..g.rng.below(5) {
                        let class = if g.rng.chance(25) { RegClass::Vec } else { RegClass::Int };
                        if let Some(u) = g.pick(&avail, &classes, class) {
                            let v = g.new_vreg(&mut classes, class);
                            g.b.copy(blk, Operand::vreg_def(v), Operand::vreg_use(u));
                            after.push(v);
                        }
                    }
                    for _ in 0..g.rng.below(6) {
                        g.body_inst(blk, &mut after, &mut classes);
                    }
                    Some(std::mem::replace(&mut avail, after))
                } else {
                    None
                };
                let ops: Vec<Operand> =
                    g.pick(&avail, &classes, RegClass::Int).map(Operand::vreg_use).into_iter().collect();
                let targets: Vec<Block> = succs[b].iter().map(|&s| blocks[s]).collect();
                g.b.branch(blk, &ops, &targets);
                if let Some(c) = crossing {
                    avail = c;
                }
            }
        }
        avail_out[b] = avail;
    }
    g.b.finish()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]
    #[test]
    fn random_functions_allocate_and_check(seed in any::<u64>()) {
        let f = random_func(seed);
        let env = MachineEnv::sysv();
        let out = allocate(&f, &env);
        prop_assert!(out.is_ok(), "seed {seed}: {:?}", out.err());
        let out = out.unwrap_or_default();
        prop_assert!(check(&f, &env, &out).is_ok());
    }
}

#[test]
fn random_functions_exercise_spills_and_moves() {
    // The generator is only useful if it produces the interesting cases.
    let env = MachineEnv::sysv();
    let (mut spills, mut edits, mut blocks, mut cycles, mut stack2) = (0, 0, 0, 0, 0);
    for seed in 1..200u64 {
        let f = random_func(seed);
        let out = allocate(&f, &env).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        spills += (out.num_spill_slots > 0) as usize;
        edits += (!out.edits.is_empty()) as usize;
        blocks += (kiln_regalloc::Function::num_blocks(&f) > 3) as usize;
        let moves = || out.edits.iter().map(|(_, kiln_regalloc::Edit::Move { from, to, .. })| (*from, *to));
        cycles +=
            moves().any(|(_, t)| t == Allocation::Reg(env.scratch[0]) || t == Allocation::Reg(env.scratch[1])) as usize;
        stack2 += moves().any(|(f, t)| matches!((f, t), (Allocation::Stack(_), Allocation::Stack(_)))) as usize;
    }
    eprintln!("spills {spills} edits {edits} blocks {blocks} cycles {cycles} stack-to-stack {stack2}");
    assert!(spills > 20 && edits > 50 && blocks > 50, "spills {spills} edits {edits} blocks {blocks}");
    assert!(cycles > 0, "no parallel-move cycle generated");
}

/// A large function: a chain of diamonds and small loops, values used from a sliding window
/// plus a few long-lived ones, a call every few blocks.
fn big_func(blocks: usize, per_block: usize) -> TestFunc {
    let env = MachineEnv::sysv();
    let mut rng = Rng(12345);
    let mut b = TestFuncBuilder::new();
    let mut recent: Vec<VReg> = Vec::new();
    let long: Vec<VReg> = (0..6).map(|_| b.vreg(RegClass::Int)).collect();
    let mut cur = b.block();
    for &v in &long {
        b.inst(cur, &[Operand::vreg_def(v)]);
    }
    for k in 0..blocks {
        for _ in 0..per_block {
            let v = b.vreg(RegClass::Int);
            let mut ops = vec![Operand::vreg_def(v)];
            for _ in 0..2 {
                if !recent.is_empty() {
                    let n = recent.len().min(12);
                    ops.push(Operand::vreg_use(recent[recent.len() - 1 - rng.below(n)]));
                }
            }
            if rng.chance(5) {
                ops.push(Operand::vreg_use(long[rng.below(long.len())]));
            }
            b.inst(cur, &ops);
            recent.push(v);
        }
        if k % 5 == 0 {
            b.call(cur, &[Operand::preg_def(PReg::RAX)], caller_saved(&env));
        }
        // Diamond: cur -> (l, r) -> join(param).
        let (l, r, j) = (b.block(), b.block(), b.block());
        let c = *recent.last().unwrap_or(&long[0]);
        b.branch(cur, &[Operand::vreg_use(c)], &[l, r]);
        let (x, y, p) = (b.vreg(RegClass::Int), b.vreg(RegClass::Int), b.vreg(RegClass::Int));
        b.inst(l, &[Operand::vreg_def(x), Operand::vreg_use(c)]);
        b.jump(l, j, &[x]);
        b.inst(r, &[Operand::vreg_def(y)]);
        b.jump(r, j, &[y]);
        b.params(j, &[p]);
        recent.push(p);
        cur = j;
    }
    let uses: Vec<Operand> = long.iter().map(|&v| Operand::vreg_use(v)).collect();
    b.inst(cur, &uses);
    b.ret(cur, &[]);
    b.finish()
}

#[test]
fn large_function_allocates_quickly() {
    let f = big_func(2000, 20);
    let n = kiln_regalloc::Function::num_insts(&f);
    let t = std::time::Instant::now();
    let out = kiln_regalloc::allocate_unchecked(&f, &MachineEnv::sysv()).expect("allocate");
    let alloc_time = t.elapsed();
    let t = std::time::Instant::now();
    check(&f, &MachineEnv::sysv(), &out).expect("check");
    eprintln!("{n} insts: allocate {alloc_time:?}, check {:?}, {} edits", t.elapsed(), out.edits.len());
    assert!(alloc_time.as_secs_f64() < 5.0, "allocation of {n} insts took {alloc_time:?}");
}

/// Arbitrary, mostly malformed functions: random CFGs (critical edges, entry targets, missing
/// terminators), random operands naming random vregs and registers, mismatched block arguments.
fn garbage_func(seed: u64) -> TestFunc {
    let mut rng = Rng(seed | 1);
    let mut b = TestFuncBuilder::new();
    let nb = if rng.chance(50) { 1 } else { 1 + rng.below(5) };
    let nv = rng.below(12);
    let mut defined: Vec<VReg> = Vec::new();
    let vregs: Vec<VReg> =
        (0..nv).map(|_| b.vreg(if rng.chance(30) { RegClass::Vec } else { RegClass::Int })).collect();
    let blocks: Vec<Block> = (0..nb).map(|_| b.block()).collect();
    let any_vreg = |rng: &mut Rng| if nv > 0 { VReg::new(rng.below(nv)) } else { VReg(0) };
    for &blk in &blocks {
        if rng.chance(30) && nv > 0 {
            let ps: Vec<VReg> = (0..rng.below(3)).map(|_| vregs[rng.below(nv)]).collect();
            b.params(blk, &ps);
        }
        for _ in 0..rng.below(5) {
            let mut ops = Vec::new();
            for _ in 0..rng.below(4) {
                let kind = rng.below(5);
                let op = if rng.chance(25) {
                    let p = PReg::from_index(rng.below(32));
                    [Operand::preg_use(p), Operand::preg_def(p), Operand::preg_mod(p)][kind % 3]
                } else if rng.chance(85) && nv > 0 {
                    // Mostly well-formed: use what is defined, define what is not.
                    let fresh: Vec<VReg> = vregs.iter().copied().filter(|v| !defined.contains(v)).collect();
                    if matches!(kind, 0 | 2 | 4) && !defined.is_empty() {
                        let v = defined[rng.below(defined.len())];
                        [
                            Operand::vreg_use(v),
                            Operand::vreg_mod(v),
                            Operand::vreg_live(v),
                            Operand::vreg_stack_use(v),
                            Operand::vreg_stack_mod(v),
                        ][rng.below(5)]
                    } else if !fresh.is_empty() {
                        let v = fresh[rng.below(fresh.len())];
                        defined.push(v);
                        [Operand::vreg_def(v), Operand::vreg_early_def(v)][rng.below(2)]
                    } else {
                        continue;
                    }
                } else {
                    let v = any_vreg(&mut rng);
                    [
                        Operand::vreg_use(v),
                        Operand::vreg_def(v),
                        Operand::vreg_mod(v),
                        Operand::vreg_early_def(v),
                        Operand::vreg_stack_mod(v),
                    ][kind]
                };
                ops.push(op);
            }
            if rng.chance(15) {
                b.call(blk, &ops, caller_saved(&MachineEnv::sysv()));
            } else {
                b.inst(blk, &ops);
            }
        }
        match rng.below(4) {
            0 => b.ret(blk, &[]),
            1 => {
                let t = blocks[rng.below(nb)];
                let args: Vec<VReg> = (0..rng.below(3)).map(|_| any_vreg(&mut rng)).collect();
                b.jump(blk, t, &args);
            }
            2 => {
                let ts: Vec<Block> = (0..1 + rng.below(3)).map(|_| blocks[rng.below(nb)]).collect();
                let ops: Vec<Operand> = (0..rng.below(2)).map(|_| Operand::vreg_use(any_vreg(&mut rng))).collect();
                b.branch(blk, &ops, &ts);
            }
            _ => {}
        }
    }
    b.finish()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]
    #[test]
    fn arbitrary_functions_never_panic(seed in any::<u64>()) {
        let f = garbage_func(seed);
        let env = MachineEnv::sysv();
        match allocate(&f, &env) {
            Ok(out) => prop_assert!(check(&f, &env, &out).is_ok()),
            Err(e) => prop_assert!(!matches!(e, kiln_regalloc::RegAllocError::CheckFailed(_)), "seed {seed}: {e}"),
        }
    }
}

#[test]
fn arbitrary_functions_sometimes_allocate() {
    // Keeps `arbitrary_functions_never_panic` honest: some inputs get through validation.
    let env = MachineEnv::sysv();
    let ok = (1..3000u64).filter(|&s| allocate(&garbage_func(s), &env).is_ok()).count();
    assert!(ok > 100, "only {ok} arbitrary functions were valid");
}
