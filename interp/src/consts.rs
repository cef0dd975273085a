//! Constants and start-up: laying out globals and functions, evaluating constants and constant
//! expressions, and writing global initializers (with relocations) into memory.

use crate::machine::{Machine, Output, MEMORY_BUDGET};
use crate::memory::{AllocKind, Memory};
use crate::ops;
use crate::trap::{Trap, TrapKind};
use crate::value::{poison_of, zero_of, Val};
use kiln_ir::constant::ConstData;
use kiln_ir::fasthash::FastMap;
use kiln_ir::EntityRef;
use kiln_ir::{Constant, Module, Opcode, Type, TypeData};

impl<'m> Machine<'m> {
    /// Lays out every function and global and runs the global initializers.
    pub fn new(m: &'m Module, capture: bool, fuel: Option<u64>) -> Result<Self, Trap> {
        let mut mc = Machine {
            m,
            mem: Memory::new(MEMORY_BUDGET),
            frames: Vec::new(),
            infos: Vec::new(),
            const_cache: vec![None; m.consts.len()],
            global_addrs: Vec::new(),
            func_addrs: Vec::new(),
            block_addrs: FastMap::default(),
            files: [0; 3],
            steps: 0,
            fuel,
            out: Output { capture, ..Output::default() },
            reg_pool: Vec::new(),
            coro: Default::default(),
            gc: Default::default(),
            eh: Default::default(),
        };
        for (i, slot) in mc.files.iter_mut().enumerate() {
            *slot = mc.mem.allocate(0, AllocKind::File(i as u8), true)?;
        }
        for (f, _) in m.funcs.iter() {
            let a = mc.mem.allocate_static(0, 1, AllocKind::Function(f), true)?;
            mc.func_addrs.push(a);
        }
        for (_, g) in m.globals.iter() {
            let name = g.sym.name.clone();
            let addr = match (&g.init, name.as_str()) {
                (None, "stdin" | "stdout" | "stderr") => {
                    mc.mem.allocate_static(8, 8, AllocKind::Global(name), false)?
                }
                (None, _) => mc.mem.allocate(0, AllocKind::UnknownExternal(name), true)?,
                (Some(_), _) => {
                    let size = if m.types.is_sized(g.value_ty) { m.types.alloc_size(g.value_ty) } else { 0 };
                    let align = if g.sym.align != 0 {
                        g.sym.align as u64
                    } else if m.types.is_sized(g.value_ty) {
                        m.types.abi_align(g.value_ty)
                    } else {
                        1
                    };
                    mc.mem.allocate_static(size, align, AllocKind::Global(name), false)?
                }
            };
            mc.global_addrs.push(addr);
        }
        for (gv, g) in m.globals.iter() {
            let addr = mc.global_addrs[gv.index()];
            match (g.init, g.sym.name.as_str()) {
                (Some(c), _) => mc.write_const(c, g.value_ty, addr)?,
                (None, n @ ("stdin" | "stdout" | "stderr")) => {
                    let file = mc.files[match n {
                        "stdin" => 0,
                        "stdout" => 1,
                        _ => 2,
                    }];
                    mc.mem.write(addr, &file.to_le_bytes())?;
                }
                _ => {}
            }
        }
        // Constant globals become read-only once initialized.
        for (gv, g) in m.globals.iter() {
            if g.is_constant && g.init.is_some() {
                mc.mem.set_readonly(mc.global_addrs[gv.index()]);
            }
        }
        Ok(mc)
    }

    /// Writes constant `c` of type `ty` at `addr`, without building large register values for
    /// zero, undef and byte-string initializers.
    fn write_const(&mut self, c: Constant, ty: Type, addr: u64) -> Result<(), Trap> {
        let m = self.m;
        match m.consts.data(c) {
            ConstData::Zero(_) | ConstData::Undef(_) => Ok(()),
            ConstData::Bytes { bytes, .. } => self.mem.write(addr, bytes),
            ConstData::Aggregate { elems, .. } if !m.types.is_vector(ty) => {
                let offsets: Vec<u64> = match m.types.data(ty) {
                    TypeData::Array { elem, .. } => {
                        let s = m.types.alloc_size(*elem);
                        (0..elems.len() as u64).map(|i| i * s).collect()
                    }
                    _ => m.types.struct_layout(ty).map(|l| l.offsets).unwrap_or_default(),
                };
                for (i, (&e, off)) in elems.iter().zip(offsets).enumerate() {
                    let ety = m.types.element_at(ty, i as u64).unwrap_or(ty);
                    self.write_const(e, ety, addr + off)?;
                }
                Ok(())
            }
            _ => {
                let v = self.eval_const(c)?;
                self.mem.store(&m.types, ty, addr, &v)
            }
        }
    }

    /// The value of constant `c` (cached).
    pub fn eval_const(&mut self, c: Constant) -> Result<Val, Trap> {
        if let Some(Some(v)) = self.const_cache.get(c.index()) {
            return Ok(v.clone());
        }
        let v = self.eval_const_uncached(c)?;
        if let Some(slot) = self.const_cache.get_mut(c.index()) {
            *slot = Some(v.clone());
        }
        Ok(v)
    }

    fn eval_const_uncached(&mut self, c: Constant) -> Result<Val, Trap> {
        let m = self.m;
        let types = &m.types;
        Ok(match m.consts.data(c) {
            ConstData::Int { value, .. } => Val::Bits(*value),
            ConstData::WideInt { words, .. } => Val::Wide(words.clone()),
            ConstData::Float { ty, bits } => {
                Val::Bits(if *ty == Type::X86_FP80 { bits & kiln_ir::fold::mask(80) } else { *bits })
            }
            ConstData::Null(_) => Val::Bits(0),
            ConstData::Undef(t) | ConstData::Zero(t) => zero_of(types, *t)?,
            ConstData::Poison(t) => poison_of(types, *t)?,
            ConstData::NoneToken => Val::Bits(0),
            ConstData::Aggregate { elems, .. } => {
                Val::Agg(elems.iter().map(|&e| self.eval_const(e)).collect::<Result<_, _>>()?)
            }
            ConstData::Bytes { bytes, .. } => Val::Agg(bytes.iter().map(|&b| Val::Bits(b as u128)).collect()),
            ConstData::GlobalAddr { global, .. } => Val::Bits(self.global_addrs[global.index()] as u128),
            ConstData::FuncAddr { func, .. } => Val::Bits(self.func_addrs[func.index()] as u128),
            ConstData::BlockAddr { func, block } => {
                let f = &m.funcs[*func];
                let base = match self.block_addrs.get(func) {
                    Some(&a) => a,
                    None => {
                        let size = f.layout.blocks().len() as u64 + 1;
                        let a = self.mem.allocate_static(size, 1, AllocKind::BlockAddr(*func), true)?;
                        self.block_addrs.insert(*func, a);
                        a
                    }
                };
                let Some(k) = f.layout.blocks().iter().position(|b| b == block) else {
                    return Err(Trap::ub("blockaddress of a block that is not in its function"));
                };
                Val::Bits((base + k as u64 + 1) as u128)
            }
            ConstData::Expr(e) => {
                let ops: Vec<Val> = e.operands.iter().map(|&o| self.eval_const(o)).collect::<Result<_, _>>()?;
                let op_ty = |i: usize| e.operands.get(i).map(|&o| m.const_type(o)).unwrap_or(Type::VOID);
                let arg = |i: usize| ops.get(i).cloned().unwrap_or(Val::Poison);
                match e.opcode {
                    Opcode::GetElementPtr => {
                        let idx: Vec<(Val, Type)> = (1..ops.len()).map(|i| (arg(i), op_ty(i))).collect();
                        ops::gep(types, e.flags, e.source_ty.unwrap_or(Type::I8), &arg(0), &idx, &self.mem)?
                    }
                    op if op.is_cast() => ops::cast(types, op, e.flags, op_ty(0), e.ty, &arg(0))?,
                    op if op.is_binary() => ops::binary(types, op, e.flags, e.ty, &arg(0), &arg(1))?,
                    op => return Err(Trap::new(TrapKind::Unsupported, format!("constant expression {}", op.name()))),
                }
            }
        })
    }
}
