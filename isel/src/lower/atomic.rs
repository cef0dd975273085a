//! Atomics on x86-64 (x86-TSO): every aligned access of 1, 2, 4 or 8 bytes is atomic, loads are
//! not reordered with loads nor stores with stores, and a locked instruction or `xchg` with
//! memory is a full barrier. So:
//!
//! | IR | x86-64 |
//! |---|---|
//! | `load atomic` (any ordering) | `mov` (`movzx`, `movss`, `movsd`), never folded into an ALU operand |
//! | `store atomic` unordered, monotonic, release; any singlethread-scope store | `mov` |
//! | `store atomic seq_cst` | `xchg [m], r` |
//! | `fence seq_cst` | `mfence` |
//! | other fences, singlethread-scope fences | no code (a compiler barrier: nothing moves memory accesses across) |
//! | `atomicrmw xchg` | `xchg [m], r` |
//! | `atomicrmw add` / `sub` | `lock xadd [m], r` (`neg` first for `sub`); `lock add/sub [m], r/imm` when the old value is unused |
//! | `atomicrmw and` / `or` / `xor`, old value unused | `lock and/or/xor [m], r/imm` |
//! | `cmpxchg` (strong or weak) | `mov rax, cmp; lock cmpxchg [m], new; sete ok` |
//!
//! Every other `atomicrmw`, floating-point exchanges and stores, and 16-byte atomics were
//! rewritten by `crate::atomic_expand` (run by `lower_module`) into these forms or libatomic calls before
//! instruction selection.

use iced_x86::Code;
use kiln_ir::instructions::{Atomic, AtomicOrdering, RmwOp, SyncScope};
use kiln_ir::{Inst, Type, Value};
use kiln_regalloc::{Operand, PReg, PRegSet, RegClass};

use super::build::{imm, m, mem, u};
use super::FuncLower;
use crate::ctx::{LowerCtx, LowerError};
use crate::mir::{Cond, MOp};

/// The four widths of an x86 instruction: 1, 2, 4 and 8 bytes.
fn by_size(size: u64, codes: [Code; 4]) -> Code {
    codes[size.trailing_zeros() as usize]
}

impl FuncLower<'_> {
    /// The size of an atomic access of type `ty` with alignment `align`, checked to be one x86
    /// can do in one instruction.
    fn atomic_size(&self, ty: Type, align: u32, what: &str) -> Result<u64, LowerError> {
        let size = self.module.types.store_size(ty);
        if !matches!(size, 1 | 2 | 4 | 8) {
            return Err(self.err(format!(
                "{what} of {} is not supported by the x86-64 backend (16-byte atomics are libatomic calls made by atomic-expand)",
                super::type_name(self.module, ty)
            )));
        }
        if (align as u64) < size {
            return Err(self.err(format!(
                "misaligned atomic access: {what} of {size} bytes with align {align} is not supported (LLVM would call libatomic's generic __atomic functions)"
            )));
        }
        Ok(size)
    }

    /// `load atomic`: an ordinary load, which is a single access on x86.
    pub(crate) fn lower_atomic_load(&mut self, i: Inst, ptr: Value, align: u32) -> Result<(), LowerError> {
        let res = self.func.dfg.inst_result(i).ok_or_else(|| self.err("load without result".into()))?;
        self.atomic_size(self.func.dfg.value_type(res), align, "load atomic")?;
        self.lower_load(i, ptr)
    }

    /// `store atomic`: `mov`, or `xchg` for a sequentially consistent store.
    pub(crate) fn lower_atomic_store(
        &mut self,
        val: Value,
        ptr: Value,
        align: u32,
        atomic: Atomic,
    ) -> Result<(), LowerError> {
        let ty = self.func.dfg.value_type(val);
        let size = self.atomic_size(ty, align, "store atomic")?;
        if atomic.ordering != AtomicOrdering::SeqCst || atomic.scope == SyncScope::SingleThread {
            return self.lower_store(val, ptr);
        }
        if !self.module.types.is_int(ty) && !self.module.types.is_ptr(ty) {
            return Err(
                self.err("a floating-point seq_cst store must be made an integer store by atomic-expand".into())
            );
        }
        let v = self.value_regs(val)?.only();
        let t = self.copy_new(v, RegClass::Int);
        let a = self.address_of(ptr)?;
        let code = by_size(size, [Code::Xchg_rm8_r8, Code::Xchg_rm16_r16, Code::Xchg_rm32_r32, Code::Xchg_rm64_r64]);
        self.ins(code, &[mem(a), m(t)]);
        Ok(())
    }

    /// `fence`: `mfence` for a sequentially consistent one between threads, otherwise nothing.
    pub(crate) fn lower_fence(&mut self, atomic: Atomic) {
        if atomic.ordering == AtomicOrdering::SeqCst && atomic.scope == SyncScope::System {
            self.ins(Code::Mfence, &[]);
        }
    }

    /// `atomicrmw xchg add sub`, and `and or xor` whose old value is unused.
    pub(crate) fn lower_atomicrmw(
        &mut self,
        i: Inst,
        op: RmwOp,
        args: [Value; 2],
        align: u32,
    ) -> Result<(), LowerError> {
        let [ptr, v] = args;
        let ty = self.func.dfg.value_type(v);
        let what = format!("atomicrmw {}", op.name());
        let size = self.atomic_size(ty, align, &what)?;
        let bits = (size * 8) as u32;
        let unused = self.unused_rmw.contains(&i);
        let alu = match op {
            RmwOp::Add => [Code::Add_rm8_r8, Code::Add_rm16_r16, Code::Add_rm32_r32, Code::Add_rm64_r64],
            RmwOp::Sub => [Code::Sub_rm8_r8, Code::Sub_rm16_r16, Code::Sub_rm32_r32, Code::Sub_rm64_r64],
            RmwOp::And => [Code::And_rm8_r8, Code::And_rm16_r16, Code::And_rm32_r32, Code::And_rm64_r64],
            RmwOp::Or => [Code::Or_rm8_r8, Code::Or_rm16_r16, Code::Or_rm32_r32, Code::Or_rm64_r64],
            RmwOp::Xor => [Code::Xor_rm8_r8, Code::Xor_rm16_r16, Code::Xor_rm32_r32, Code::Xor_rm64_r64],
            _ => [Code::INVALID; 4],
        };
        if unused && alu[0] != Code::INVALID {
            // `lock op [m], r/imm`: no old value.
            let a = self.address_of(ptr)?;
            if let Some(k) = self.imm_operand(v, bits).filter(|_| self.module.types.is_int(ty)) {
                let code = match op {
                    RmwOp::Add => {
                        [Code::Add_rm8_imm8, Code::Add_rm16_imm16, Code::Add_rm32_imm32, Code::Add_rm64_imm32]
                    }
                    RmwOp::Sub => {
                        [Code::Sub_rm8_imm8, Code::Sub_rm16_imm16, Code::Sub_rm32_imm32, Code::Sub_rm64_imm32]
                    }
                    RmwOp::And => {
                        [Code::And_rm8_imm8, Code::And_rm16_imm16, Code::And_rm32_imm32, Code::And_rm64_imm32]
                    }
                    RmwOp::Or => [Code::Or_rm8_imm8, Code::Or_rm16_imm16, Code::Or_rm32_imm32, Code::Or_rm64_imm32],
                    _ => [Code::Xor_rm8_imm8, Code::Xor_rm16_imm16, Code::Xor_rm32_imm32, Code::Xor_rm64_imm32],
                };
                let k = match size {
                    1 => k as i8 as i64,
                    2 => k as i16 as i64,
                    _ => k,
                };
                self.b.push(MOp::Locked(by_size(size, code)), &[mem(a), imm(k)]);
            } else {
                let r = self.value_regs(v)?.only();
                self.b.push(MOp::Locked(by_size(size, alu)), &[mem(a), u(r)]);
            }
            return Ok(());
        }
        let vr = self.value_regs(v)?.only();
        let t = self.copy_new(vr, RegClass::Int);
        let a = self.address_of(ptr)?;
        match op {
            RmwOp::Xchg => {
                let code =
                    by_size(size, [Code::Xchg_rm8_r8, Code::Xchg_rm16_r16, Code::Xchg_rm32_r32, Code::Xchg_rm64_r64]);
                self.ins(code, &[mem(a), m(t)]);
            }
            RmwOp::Add | RmwOp::Sub => {
                if op == RmwOp::Sub {
                    self.ins(by_size(size, [Code::Neg_rm8, Code::Neg_rm16, Code::Neg_rm32, Code::Neg_rm64]), &[m(t)]);
                }
                let code =
                    by_size(size, [Code::Xadd_rm8_r8, Code::Xadd_rm16_r16, Code::Xadd_rm32_r32, Code::Xadd_rm64_r64]);
                self.b.push(MOp::Locked(code), &[mem(a), m(t)]);
            }
            _ => {
                return Err(self.err(format!(
                "{what} with a used result must be made a cmpxchg loop by atomic-expand before instruction selection"
            )))
            }
        }
        let dst = self.result_regs(i).only();
        self.copy(dst, t);
        Ok(())
    }

    /// `cmpxchg ptr p, T cmp, T new`: `{ old, ok }` from `lock cmpxchg` and `sete`.
    pub(crate) fn lower_cmpxchg(&mut self, i: Inst, args: [Value; 3], align: u32) -> Result<(), LowerError> {
        let [ptr, cmp, new] = args;
        let ty = self.func.dfg.value_type(cmp);
        let size = self.atomic_size(ty, align, "cmpxchg")?;
        let c = self.value_regs(cmp)?.only();
        let n = self.value_regs(new)?.only();
        let a = self.address_of(ptr)?;
        let dst = self.result_regs(i);
        let [old, ok] = dst.regs() else {
            return Err(self.err("cmpxchg result does not match its type".into()));
        };
        let (old, ok) = (*old, *ok);
        self.copy_to_preg(PReg::RAX, c);
        let code = by_size(
            size,
            [Code::Cmpxchg_rm8_r8, Code::Cmpxchg_rm16_r16, Code::Cmpxchg_rm32_r32, Code::Cmpxchg_rm64_r64],
        );
        self.b.push_full(MOp::Locked(code), &[mem(a), u(n)], &[Operand::preg_mod(PReg::RAX)], PRegSet::empty(), &[]);
        // The flags are not modelled: the `sete` comes right after (allocator moves keep them).
        self.setcc(Cond::E, ok);
        self.copy_from_preg(old, PReg::RAX);
        Ok(())
    }
}
