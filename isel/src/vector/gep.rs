//! Vector `getelementptr` (clang's vectorizers make them for pointer induction variables and
//! gathers): lane by lane, each lane's address is its base plus its indices scaled by the sizes
//! the source type gives, exactly like the scalar form. A scalar base or index serves every lane.

use iced_x86::Code;
use kiln_ir::{Inst, Type, TypeData, Value};
use kiln_regalloc::VReg;

use super::emit::*;
use super::fallback::{lanewise, Ext, Src};
use super::layout::VLayout;
use crate::ctx::LowerCtx;

/// Where one operand of the GEP comes from, per lane.
#[derive(Copy, Clone)]
enum Operand {
    /// Lane `k` of source `k` of `lanewise`.
    Lane(usize),
    /// The same register for every lane.
    Scalar(VReg),
}

/// One step of the address computation.
#[derive(Copy, Clone)]
enum Step {
    /// `+ operand * size`.
    Scaled(Operand, i64),
    /// `+ bytes` (a struct field, or a constant index).
    Offset(i64),
}

/// Lowers `getelementptr source_ty, args...` with a vector result.
pub(crate) fn gep(ctx: &mut dyn LowerCtx, inst: Inst, source_ty: Type, args: &[Value]) -> Res<()> {
    let dst = super::result_layout(ctx, inst)?;
    let mut srcs: Vec<Src> = Vec::new();
    let mut operand = |ctx: &mut dyn LowerCtx, v: Value| -> Res<Operand> {
        let ty = ctx.func().dfg.value_type(v);
        if ctx.module().types.is_vector(ty) {
            let layout: VLayout = super::layout_of_value(ctx, inst, v)?;
            let regs = ctx.value_regs(v)?;
            srcs.push(Src { regs, layout, ext: Ext::Sign });
            return Ok(Operand::Lane(srcs.len() - 1));
        }
        let r = ctx.value_regs(v)?.only();
        let bits = ctx.module().types.int_bits(ty).unwrap_or(64);
        if bits >= 64 {
            return Ok(Operand::Scalar(r));
        }
        // A narrower scalar index is sign-extended, as GEP indices are.
        let t = gtmp(ctx);
        let code = match bits {
            32 => Code::Movsxd_r64_rm32,
            16 => Code::Movsx_r64_rm16,
            _ => Code::Movsx_r64_rm8,
        };
        x86(ctx, code, &[d(t), u(r)]);
        Ok(Operand::Scalar(t))
    };
    let (&base, indices) =
        args.split_first().ok_or_else(|| ctx.error_at(inst, "getelementptr without a base".into()))?;
    let base = operand(ctx, base)?;
    let mut steps = Vec::new();
    let mut ty = source_ty;
    for (k, &idx) in indices.iter().enumerate() {
        let types = &ctx.module().types;
        let (size, next) = if k == 0 {
            (types.alloc_size(ty) as i64, ty)
        } else {
            match types.data(ty).clone() {
                TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => (types.alloc_size(elem) as i64, elem),
                TypeData::Struct { .. } | TypeData::Named(_) => {
                    let field = struct_index(ctx, idx).ok_or_else(|| {
                        ctx.error_at(inst, "a struct index of a getelementptr must be a constant".into())
                    })?;
                    let types = &ctx.module().types;
                    let layout = types
                        .struct_layout(ty)
                        .ok_or_else(|| ctx.error_at(inst, "GEP into an opaque struct".into()))?;
                    let fields = types.struct_fields(ty).unwrap_or(&[]).to_vec();
                    let (Some(&off), Some(&fty)) = (layout.offsets.get(field), fields.get(field)) else {
                        return Err(ctx.error_at(inst, "struct index out of range".into()));
                    };
                    steps.push(Step::Offset(off as i64));
                    ty = fty;
                    continue;
                }
                _ => return Err(ctx.error_at(inst, "getelementptr indexes into a scalar type".into())),
            }
        };
        ty = next;
        match const_index(ctx, idx) {
            Some(c) => steps.push(Step::Offset(c.wrapping_mul(size))),
            None => steps.push(Step::Scaled(operand(ctx, idx)?, size)),
        }
    }
    let regs = lanewise(ctx, dst, &srcs, &mut |ctx, lanes| {
        let value = |o: Operand| match o {
            Operand::Lane(k) => lanes[k],
            Operand::Scalar(r) => r,
        };
        let acc = gtmp(ctx);
        copy(ctx, acc, value(base));
        for &s in &steps {
            match s {
                Step::Offset(0) => {}
                Step::Offset(off) if i32::try_from(off).is_ok() => {
                    x86(ctx, Code::Add_rm64_imm32, &[m(acc), imm(off)]);
                }
                Step::Offset(off) => {
                    let t = gtmp(ctx);
                    x86(ctx, Code::Mov_r64_imm64, &[d(t), imm(off)]);
                    x86(ctx, Code::Add_r64_rm64, &[m(acc), u(t)]);
                }
                Step::Scaled(o, size) => {
                    let t = gtmp(ctx);
                    if let Ok(s32) = i32::try_from(size) {
                        x86(ctx, Code::Imul_r64_rm64_imm32, &[d(t), u(value(o)), imm(s32 as i64)]);
                    } else {
                        x86(ctx, Code::Mov_r64_imm64, &[d(t), imm(size)]);
                        x86(ctx, Code::Imul_r64_rm64, &[m(t), u(value(o))]);
                    }
                    x86(ctx, Code::Add_r64_rm64, &[m(acc), u(t)]);
                }
            }
        }
        Ok(acc)
    })?;
    super::set_result(ctx, inst, &regs);
    Ok(())
}

/// The field number of a struct index: an integer constant or a splat of one.
fn struct_index(ctx: &dyn LowerCtx, v: Value) -> Option<usize> {
    const_index(ctx, v).and_then(|c| usize::try_from(c).ok())
}

/// The value of an index that is an integer constant or a splat of one (sign-extended).
fn const_index(ctx: &dyn LowerCtx, v: Value) -> Option<i64> {
    let c = ctx.func().dfg.value_const(v)?;
    constant_int(ctx.module(), c)
}

fn constant_int(m: &kiln_ir::Module, c: kiln_ir::Constant) -> Option<i64> {
    use kiln_ir::ConstData;
    match m.consts.data(c) {
        ConstData::Int { ty, value } => {
            let bits = m.types.int_bits(*ty)?;
            Some(kiln_ir::fold::sext(bits, *value) as i64)
        }
        ConstData::Zero(_) | ConstData::Null(_) => Some(0),
        ConstData::Aggregate { elems, .. } => {
            let first = constant_int(m, *elems.first()?)?;
            elems.iter().all(|&e| constant_int(m, e) == Some(first)).then_some(first)
        }
        _ => None,
    }
}
