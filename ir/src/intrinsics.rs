//! Intrinsic functions (`@llvm.*`) recognised by name, with stable IDs and signature checks.
//!
//! `Intrinsic` numbers are part of Kiln's schema: never renumber, append in the family's range
//! (1-99 memory, 100-199 integer, 200-299 floating point, 300-399 vector, 400-499 varargs and
//! miscellaneous, 500-599 coroutines, 600-699 GC and deoptimization, 700+ debug info).
//!
//! `lookup` strips LLVM's mangled overload suffixes (`llvm.memcpy.p0.p0.i64` → `Memcpy`).
//! Like LLVM 19, a name that does not resolve (`llvm.foo`, `llvm.trap.foo`) is an ordinary
//! external function, so `lookup` returns `None`. A few pre-19 names that LLVM 19 upgrades on
//! read are accepted as aliases (`llvm.flt.rounds` → `GetRounding`,
//! `llvm.experimental.vector.{reverse,insert,extract}` → the `llvm.vector.*` intrinsics).
//!
//! Signatures follow LLVM 19's `Intrinsics.td` plus the shape checks its verifier adds for calls
//! (`bswap` needs whole 16-bit units, `scmp`/`ucmp` results are at least `i2` and shaped like the
//! operands, `ptrmask`'s mask is as wide as the pointer, `lround`/`llround` take no vectors,
//! `lrint`/`llrint` agree on vector use, `vector.reduce.*` splits integer and floating-point
//! forms, `vector.insert`/`extract` keep the lane type, `gc.relocate` returns pointers).
//!
//! Verification: the test file's `VALID` table (one declaration per intrinsic) was run through
//! `llvm-as-19`, each declaration with a call, and every entry passed LLVM's signature checks
//! (nine then fail LLVM's value-level checks on the dummy operands: element-atomic alignment,
//! noalias scope lists, statepoint/relocate/result ties, gcroot allocas, deoptimize returns; those
//! checks run after the signature check). The `INVALID` table and the negative unit tests were
//! confirmed rejected by `llvm-as-19`, except where Kiln is deliberately stricter than LLVM 19
//! for forms clang never emits: vector lengths for the `mem*` intrinsics, vector results for
//! `objectsize`/`coro.size`/`coro.align`, vector exponents for `powi`, vector offsets for
//! `load.relative`, lane-count mismatches for `ldexp`, `frexp` and `fptosi.sat`/`fptoui.sat`,
//! a `void` `gc.result`, and `metadata` operands to `is.constant`. LLVM 19 also upgrades, on
//! read, a named-struct result of `*.with.overflow` to the literal struct; Kiln rejects it.
//! `coro.outside.frame` and `coro.is_in_ramp` do not exist in LLVM 19 and are not recognised.

#[path = "intrinsics_mangle.rs"]
mod mangle;
pub use mangle::mangle;
#[path = "intrinsics_sig.rs"]
mod sig;
#[cfg(test)]
#[path = "intrinsics_tests.rs"]
mod tests;

use crate::instructions::numbered_enum;
use crate::types::{Type, TypeStore};
use sig::{Rule, Sig, Slot};
use std::collections::HashMap;
use std::sync::OnceLock;

numbered_enum! {
    /// Known intrinsics with stable IDs; `name()` is the base name without overload suffixes.
    pub enum Intrinsic: u16 {
        // ---- memory (1-99) ----
        /// `void @llvm.memcpy(ptr, ptr, iN len, i1 volatile)`
        Memcpy = 1 => "llvm.memcpy",
        /// `void @llvm.memcpy.inline(ptr, ptr, iN len, i1 volatile)`: never becomes a libcall.
        MemcpyInline = 2 => "llvm.memcpy.inline",
        /// `void @llvm.memmove(ptr, ptr, iN len, i1 volatile)`
        Memmove = 3 => "llvm.memmove",
        /// `void @llvm.memset(ptr, i8, iN len, i1 volatile)`
        Memset = 4 => "llvm.memset",
        /// `void @llvm.memset.inline(ptr, i8, iN len, i1 volatile)`: never becomes a libcall.
        MemsetInline = 5 => "llvm.memset.inline",
        /// `void (ptr, ptr, iN len, i32 elemsize)`: element-wise unordered-atomic copy.
        MemcpyElementUnorderedAtomic = 6 => "llvm.memcpy.element.unordered.atomic",
        /// `void (ptr, ptr, iN len, i32 elemsize)`: element-wise unordered-atomic move.
        MemmoveElementUnorderedAtomic = 7 => "llvm.memmove.element.unordered.atomic",
        /// `void (ptr, i8, iN len, i32 elemsize)`: element-wise unordered-atomic set.
        MemsetElementUnorderedAtomic = 8 => "llvm.memset.element.unordered.atomic",
        /// `void (i64 size, ptr)`: the object's lifetime starts.
        LifetimeStart = 10 => "llvm.lifetime.start",
        /// `void (i64 size, ptr)`: the object's lifetime ends.
        LifetimeEnd = 11 => "llvm.lifetime.end",
        /// `ptr (i64 size, ptr)`: memory becomes invariant.
        InvariantStart = 12 => "llvm.invariant.start",
        /// `void (ptr marker, i64 size, ptr)`: end of an invariant region.
        InvariantEnd = 13 => "llvm.invariant.end",
        /// `ptr (ptr)`: barrier for invariant.group assumptions.
        LaunderInvariantGroup = 14 => "llvm.launder.invariant.group",
        /// `ptr (ptr)`: drops invariant.group information.
        StripInvariantGroup = 15 => "llvm.strip.invariant.group",
        /// `ptr ()`: current stack pointer (for VLAs).
        StackSave = 20 => "llvm.stacksave",
        /// `void (ptr)`: restores a saved stack pointer.
        StackRestore = 21 => "llvm.stackrestore",
        /// `iN (ptr, i1 min, i1 nullunknown, i1 dynamic)`: `__builtin_object_size`.
        ObjectSize = 22 => "llvm.objectsize",
        /// `P (P, iN mask)`: masks pointer bits, keeping provenance.
        PtrMask = 23 => "llvm.ptrmask",
        /// `ptr (ptr)`: address of a thread-local global in this thread.
        ThreadLocalAddress = 24 => "llvm.threadlocal.address",
        /// `void (ptr, i32 rw, i32 locality, i32 cache)`
        Prefetch = 25 => "llvm.prefetch",
        /// `ptr (ptr base, iN offset)`: loads a relative pointer.
        LoadRelative = 26 => "llvm.load.relative",
        /// `void (ptr begin, ptr end)`: instruction cache flush.
        ClearCache = 27 => "llvm.clear_cache",
        /// `<N x T> (ptr, i32 align, <N x i1> mask, <N x T> passthru)`
        MaskedLoad = 30 => "llvm.masked.load",
        /// `void (<N x T>, ptr, i32 align, <N x i1> mask)`
        MaskedStore = 31 => "llvm.masked.store",
        /// `<N x T> (<N x ptr>, i32 align, <N x i1> mask, <N x T> passthru)`
        MaskedGather = 32 => "llvm.masked.gather",
        /// `void (<N x T>, <N x ptr>, i32 align, <N x i1> mask)`
        MaskedScatter = 33 => "llvm.masked.scatter",

        // ---- integer arithmetic (100-199) ----
        /// `T (T, T)`: signed minimum.
        Smin = 100 => "llvm.smin",
        /// `T (T, T)`: signed maximum.
        Smax = 101 => "llvm.smax",
        /// `T (T, T)`: unsigned minimum.
        Umin = 102 => "llvm.umin",
        /// `T (T, T)`: unsigned maximum.
        Umax = 103 => "llvm.umax",
        /// `T (T, i1 int_min_is_poison)`: absolute value.
        Abs = 104 => "llvm.abs",
        /// `T (T)`: population count.
        Ctpop = 110 => "llvm.ctpop",
        /// `T (T, i1 zero_is_poison)`: count leading zeros.
        Ctlz = 111 => "llvm.ctlz",
        /// `T (T, i1 zero_is_poison)`: count trailing zeros.
        Cttz = 112 => "llvm.cttz",
        /// `T (T)`: byte swap (width a multiple of 16).
        Bswap = 113 => "llvm.bswap",
        /// `T (T)`: bit reversal.
        Bitreverse = 114 => "llvm.bitreverse",
        /// `T (T, T, T)`: funnel shift left.
        Fshl = 115 => "llvm.fshl",
        /// `T (T, T, T)`: funnel shift right.
        Fshr = 116 => "llvm.fshr",
        /// `{T, i1} (T, T)`: signed add with overflow bit.
        SaddWithOverflow = 120 => "llvm.sadd.with.overflow",
        /// `{T, i1} (T, T)`: unsigned add with overflow bit.
        UaddWithOverflow = 121 => "llvm.uadd.with.overflow",
        /// `{T, i1} (T, T)`: signed subtract with overflow bit.
        SsubWithOverflow = 122 => "llvm.ssub.with.overflow",
        /// `{T, i1} (T, T)`: unsigned subtract with overflow bit.
        UsubWithOverflow = 123 => "llvm.usub.with.overflow",
        /// `{T, i1} (T, T)`: signed multiply with overflow bit.
        SmulWithOverflow = 124 => "llvm.smul.with.overflow",
        /// `{T, i1} (T, T)`: unsigned multiply with overflow bit.
        UmulWithOverflow = 125 => "llvm.umul.with.overflow",
        /// `T (T, T)`: signed saturating add.
        SaddSat = 130 => "llvm.sadd.sat",
        /// `T (T, T)`: unsigned saturating add.
        UaddSat = 131 => "llvm.uadd.sat",
        /// `T (T, T)`: signed saturating subtract.
        SsubSat = 132 => "llvm.ssub.sat",
        /// `T (T, T)`: unsigned saturating subtract.
        UsubSat = 133 => "llvm.usub.sat",
        /// `T (T, T)`: signed saturating shift left.
        SshlSat = 134 => "llvm.sshl.sat",
        /// `T (T, T)`: unsigned saturating shift left.
        UshlSat = 135 => "llvm.ushl.sat",
        /// `R (T, T)`: signed three-way compare (-1, 0, 1); R at least `i2`.
        Scmp = 140 => "llvm.scmp",
        /// `R (T, T)`: unsigned three-way compare (-1, 0, 1); R at least `i2`.
        Ucmp = 141 => "llvm.ucmp",

        // ---- floating point (200-299) ----
        /// `F (F, F, F)`: multiply-add, fused or not at the backend's choice.
        Fmuladd = 200 => "llvm.fmuladd",
        /// `F (F, F, F)`: fused multiply-add.
        Fma = 201 => "llvm.fma",
        /// `F (F)`: square root.
        Sqrt = 202 => "llvm.sqrt",
        /// `F (F)`: absolute value.
        Fabs = 203 => "llvm.fabs",
        /// `F (F)`: round toward negative infinity.
        Floor = 204 => "llvm.floor",
        /// `F (F)`: round toward positive infinity.
        Ceil = 205 => "llvm.ceil",
        /// `F (F)`: round toward zero.
        Trunc = 206 => "llvm.trunc",
        /// `F (F)`: round half away from zero.
        Round = 207 => "llvm.round",
        /// `F (F)`: round half to even.
        Roundeven = 208 => "llvm.roundeven",
        /// `F (F)`: round in the current mode, may raise inexact.
        Rint = 209 => "llvm.rint",
        /// `F (F)`: round in the current mode, never raises inexact.
        Nearbyint = 210 => "llvm.nearbyint",
        /// `F (F mag, F sign)`
        Copysign = 211 => "llvm.copysign",
        /// `F (F, F)`: IEEE minNum (NaN-ignoring).
        Minnum = 212 => "llvm.minnum",
        /// `F (F, F)`: IEEE maxNum (NaN-ignoring).
        Maxnum = 213 => "llvm.maxnum",
        /// `F (F, F)`: IEEE 754-2019 minimum (NaN-propagating).
        Minimum = 214 => "llvm.minimum",
        /// `F (F, F)`: IEEE 754-2019 maximum (NaN-propagating).
        Maximum = 215 => "llvm.maximum",
        /// `F (F, F)`: power.
        Pow = 216 => "llvm.pow",
        /// `F (F, iN)`: power to an integer.
        Powi = 217 => "llvm.powi",
        /// `F (F)`: e^x.
        Exp = 218 => "llvm.exp",
        /// `F (F)`: 2^x.
        Exp2 = 219 => "llvm.exp2",
        /// `F (F)`: 10^x.
        Exp10 = 220 => "llvm.exp10",
        /// `F (F)`: natural logarithm.
        Log = 221 => "llvm.log",
        /// `F (F)`: base-2 logarithm.
        Log2 = 222 => "llvm.log2",
        /// `F (F)`: base-10 logarithm.
        Log10 = 223 => "llvm.log10",
        /// `F (F)`: sine.
        Sin = 224 => "llvm.sin",
        /// `F (F)`: cosine.
        Cos = 225 => "llvm.cos",
        /// `F (F)`: tangent (new in LLVM 19).
        Tan = 226 => "llvm.tan",
        /// `F (F)`: arc sine (new in LLVM 19).
        Asin = 227 => "llvm.asin",
        /// `F (F)`: arc cosine (new in LLVM 19).
        Acos = 228 => "llvm.acos",
        /// `F (F)`: arc tangent (new in LLVM 19).
        Atan = 229 => "llvm.atan",
        /// `F (F)`: hyperbolic sine (new in LLVM 19).
        Sinh = 230 => "llvm.sinh",
        /// `F (F)`: hyperbolic cosine (new in LLVM 19).
        Cosh = 231 => "llvm.cosh",
        /// `F (F)`: hyperbolic tangent (new in LLVM 19).
        Tanh = 232 => "llvm.tanh",
        /// `F (F, iN)`: x * 2^n.
        Ldexp = 233 => "llvm.ldexp",
        /// `{F, iN} (F)`: split into fraction and exponent.
        Frexp = 234 => "llvm.frexp",
        /// `iN (F)`: round half away from zero to integer (scalar only).
        Lround = 235 => "llvm.lround",
        /// `iN (F)`: as `lround`, for `long long`.
        Llround = 236 => "llvm.llround",
        /// `iN (F)`: round in the current mode to integer.
        Lrint = 237 => "llvm.lrint",
        /// `iN (F)`: as `lrint`, for `long long`.
        Llrint = 238 => "llvm.llrint",
        /// `i1 (F, i32 classmask)`: floating-point class test.
        IsFpclass = 239 => "llvm.is.fpclass",
        /// `F (F)`: canonical encoding.
        Canonicalize = 240 => "llvm.canonicalize",
        /// `i32 ()`: current rounding mode (`FLT_ROUNDS`); `llvm.flt.rounds` is an alias.
        GetRounding = 241 => "llvm.get.rounding",
        /// `void (i32)`: sets the rounding mode.
        SetRounding = 242 => "llvm.set.rounding",
        /// `i16 (F)`: converts to IEEE half bits.
        ConvertToFp16 = 243 => "llvm.convert.to.fp16",
        /// `F (i16)`: converts from IEEE half bits.
        ConvertFromFp16 = 244 => "llvm.convert.from.fp16",
        /// `iN (F)`: saturating float to signed integer.
        FptosiSat = 245 => "llvm.fptosi.sat",
        /// `iN (F)`: saturating float to unsigned integer.
        FptouiSat = 246 => "llvm.fptoui.sat",
        /// `F (F)`: blocks reassociation across it.
        ArithmeticFence = 247 => "llvm.arithmetic.fence",

        // ---- vector (300-399) ----
        /// `T (<N x T>)`: integer sum of lanes.
        VectorReduceAdd = 300 => "llvm.vector.reduce.add",
        /// `T (<N x T>)`: integer product of lanes.
        VectorReduceMul = 301 => "llvm.vector.reduce.mul",
        /// `T (<N x T>)`: bitwise and of lanes.
        VectorReduceAnd = 302 => "llvm.vector.reduce.and",
        /// `T (<N x T>)`: bitwise or of lanes.
        VectorReduceOr = 303 => "llvm.vector.reduce.or",
        /// `T (<N x T>)`: bitwise xor of lanes.
        VectorReduceXor = 304 => "llvm.vector.reduce.xor",
        /// `T (<N x T>)`: signed maximum of lanes.
        VectorReduceSmax = 305 => "llvm.vector.reduce.smax",
        /// `T (<N x T>)`: signed minimum of lanes.
        VectorReduceSmin = 306 => "llvm.vector.reduce.smin",
        /// `T (<N x T>)`: unsigned maximum of lanes.
        VectorReduceUmax = 307 => "llvm.vector.reduce.umax",
        /// `T (<N x T>)`: unsigned minimum of lanes.
        VectorReduceUmin = 308 => "llvm.vector.reduce.umin",
        /// `F (F start, <N x F>)`: ordered (or reassociable) float sum.
        VectorReduceFadd = 310 => "llvm.vector.reduce.fadd",
        /// `F (F start, <N x F>)`: ordered (or reassociable) float product.
        VectorReduceFmul = 311 => "llvm.vector.reduce.fmul",
        /// `F (<N x F>)`: maxnum of lanes.
        VectorReduceFmax = 312 => "llvm.vector.reduce.fmax",
        /// `F (<N x F>)`: minnum of lanes.
        VectorReduceFmin = 313 => "llvm.vector.reduce.fmin",
        /// `F (<N x F>)`: IEEE maximum of lanes.
        VectorReduceFmaximum = 314 => "llvm.vector.reduce.fmaximum",
        /// `F (<N x F>)`: IEEE minimum of lanes.
        VectorReduceFminimum = 315 => "llvm.vector.reduce.fminimum",
        /// `V (V)`: reverses lane order (`llvm.experimental.vector.reverse` is an alias).
        VectorReverse = 320 => "llvm.vector.reverse",
        /// `V (V, <M x T> sub, i64 idx)`: inserts a subvector.
        VectorInsert = 321 => "llvm.vector.insert",
        /// `<M x T> (<N x T>, i64 idx)`: extracts a subvector.
        VectorExtract = 322 => "llvm.vector.extract",

        // ---- varargs and miscellaneous (400-499) ----
        /// `void (ptr)`: initialises a `va_list`.
        VaStart = 400 => "llvm.va_start",
        /// `void (ptr)`: destroys a `va_list`.
        VaEnd = 401 => "llvm.va_end",
        /// `void (ptr dst, ptr src)`: copies a `va_list`.
        VaCopy = 402 => "llvm.va_copy",
        /// `T (T val, T expected)`: branch-weight hint.
        Expect = 410 => "llvm.expect",
        /// `T (T val, T expected, double prob)`
        ExpectWithProbability = 411 => "llvm.expect.with.probability",
        /// `void (i1)`: the condition holds.
        Assume = 412 => "llvm.assume",
        /// `i1 (T)`: `__builtin_constant_p`.
        IsConstant = 413 => "llvm.is.constant",
        /// `void ()`: aborts (`ud2`).
        Trap = 420 => "llvm.trap",
        /// `void ()`: debugger breakpoint (`int3`).
        Debugtrap = 421 => "llvm.debugtrap",
        /// `void (i8 kind)`: UBSan trap.
        Ubsantrap = 422 => "llvm.ubsantrap",
        /// `void ()`: no operation.
        Donothing = 423 => "llvm.donothing",
        /// `void ()`: opaque side effect (keeps infinite loops).
        Sideeffect = 424 => "llvm.sideeffect",
        /// `ptr (i32 level)`: `__builtin_return_address`.
        ReturnAddress = 430 => "llvm.returnaddress",
        /// `ptr (i32 level)`: `__builtin_frame_address`.
        FrameAddress = 431 => "llvm.frameaddress",
        /// `ptr ()`: address of the slot holding the return address.
        AddressOfReturnAddress = 432 => "llvm.addressofreturnaddress",
        /// `i64 ()`: cycle counter (`rdtsc`).
        ReadCycleCounter = 433 => "llvm.readcyclecounter",
        /// `void (metadata scope)`: noalias scope declaration.
        NoaliasScopeDecl = 434 => "llvm.experimental.noalias.scope.decl",
        /// `T (T val, ptr str, ptr file, i32 line)`: annotated integer value.
        Annotation = 440 => "llvm.annotation",
        /// `P (P val, ptr str, ptr file, i32 line, ptr args)`: annotated pointer.
        PtrAnnotation = 441 => "llvm.ptr.annotation",
        /// `void (ptr var, ptr str, ptr file, i32 line, ptr args)`: annotated local variable.
        VarAnnotation = 442 => "llvm.var.annotation",

        // ---- coroutines (500-599) ----
        /// `token (i32 align, ptr promise, ptr coroaddr, ptr fnaddrs)`: switched-resume coroutine id.
        CoroId = 500 => "llvm.coro.id",
        /// `token (i32 size, i32 align, ptr buffer, ptr prototype, ptr alloc, ptr dealloc)`
        CoroIdRetcon = 501 => "llvm.coro.id.retcon",
        /// `token (i32 size, i32 align, ptr buffer, ptr prototype, ptr alloc, ptr dealloc)`
        CoroIdRetconOnce = 502 => "llvm.coro.id.retcon.once",
        /// `token (i32 ctxsize, i32 align, i32 ctxarg, ptr asyncfnptr)`
        CoroIdAsync = 503 => "llvm.coro.id.async",
        /// `iN ()`: coroutine frame size.
        CoroSize = 504 => "llvm.coro.size",
        /// `iN ()`: coroutine frame alignment.
        CoroAlign = 505 => "llvm.coro.align",
        /// `i1 (token id)`: whether a frame must be allocated.
        CoroAlloc = 506 => "llvm.coro.alloc",
        /// `ptr (token id, ptr mem)`: the coroutine handle.
        CoroBegin = 507 => "llvm.coro.begin",
        /// `ptr (token id, ptr frame)`: memory to free, or null.
        CoroFree = 508 => "llvm.coro.free",
        /// `i1 (ptr handle, i1 unwind, token results)`: LLVM 19 form (three parameters).
        CoroEnd = 509 => "llvm.coro.end",
        /// `token (...)`: values returned by a retcon.once coroutine.
        CoroEndResults = 510 => "llvm.coro.end.results",
        /// `i1 (ptr handle, i1 unwind, ...)`: end of an async coroutine.
        CoroEndAsync = 511 => "llvm.coro.end.async",
        /// `i8 (token save, i1 final)`: suspend point (0 resume, 1 destroy, -1 suspended).
        CoroSuspend = 512 => "llvm.coro.suspend",
        /// `R (...)`: retcon suspend point yielding values.
        CoroSuspendRetcon = 513 => "llvm.coro.suspend.retcon",
        /// `R (i32 ctxidx, ptr resumefn, ptr projection, ...)`: async suspend point.
        CoroSuspendAsync = 514 => "llvm.coro.suspend.async",
        /// `token (ptr handle)`: marks where a suspend point's state is saved.
        CoroSave = 515 => "llvm.coro.save",
        /// `ptr (ptr fn)`: async function about to be inlined.
        CoroPrepareAsync = 516 => "llvm.coro.prepare.async",
        /// `ptr ()`: the resume function of the current async suspend point.
        CoroAsyncResume = 517 => "llvm.coro.async.resume",
        /// `void (ptr dst, ptr src)`: copies an async function pointer's context size.
        CoroAsyncSizeReplace = 518 => "llvm.coro.async.size.replace",
        /// `ptr (ptr fnptr, ptr ctx)`: allocates an async context.
        CoroAsyncContextAlloc = 519 => "llvm.coro.async.context.alloc",
        /// `void (ptr ctx)`: frees an async context.
        CoroAsyncContextDealloc = 520 => "llvm.coro.async.context.dealloc",
        /// `void (ptr awaiter, ptr handle, ptr fn)`: `void await_suspend`.
        CoroAwaitSuspendVoid = 521 => "llvm.coro.await.suspend.void",
        /// `i1 (ptr awaiter, ptr handle, ptr fn)`: `bool await_suspend`.
        CoroAwaitSuspendBool = 522 => "llvm.coro.await.suspend.bool",
        /// `void (ptr awaiter, ptr handle, ptr fn)`: handle-returning `await_suspend` (symmetric transfer).
        CoroAwaitSuspendHandle = 523 => "llvm.coro.await.suspend.handle",
        /// `ptr (ptr ptr, i32 align, i1 from)`: handle <-> promise address.
        CoroPromise = 524 => "llvm.coro.promise",
        /// `i1 (ptr handle)`: whether the coroutine is at its final suspend.
        CoroDone = 525 => "llvm.coro.done",
        /// `void (ptr handle)`: resumes a suspended coroutine.
        CoroResume = 526 => "llvm.coro.resume",
        /// `void (ptr handle)`: destroys a suspended coroutine.
        CoroDestroy = 527 => "llvm.coro.destroy",
        /// `ptr ()`: a coroutine handle that does nothing.
        CoroNoop = 528 => "llvm.coro.noop",
        /// `ptr ()`: the current coroutine's frame.
        CoroFrame = 529 => "llvm.coro.frame",
        /// `ptr (ptr handle, i8 index)`: resume/destroy function address (lowering-internal).
        CoroSubfnAddr = 530 => "llvm.coro.subfn.addr",
        /// `ptr (ptr fn)`: retcon function about to be inlined.
        CoroPrepareRetcon = 531 => "llvm.coro.prepare.retcon",
        /// `token (iN size, i32 align)`: dynamic alloca in a retcon coroutine.
        CoroAllocaAlloc = 532 => "llvm.coro.alloca.alloc",
        /// `ptr (token)`: address of a `coro.alloca.alloc` allocation.
        CoroAllocaGet = 533 => "llvm.coro.alloca.get",
        /// `void (token)`: frees a `coro.alloca.alloc` allocation.
        CoroAllocaFree = 534 => "llvm.coro.alloca.free",

        // ---- GC, stack maps and deoptimization (600-699) ----
        /// `token (i64 id, i32 patchbytes, ptr target, i32 nargs, i32 flags, ...)`
        GcStatepoint = 600 => "llvm.experimental.gc.statepoint",
        /// `P (token, i32 base, i32 derived)`: relocated pointer (any address space).
        GcRelocate = 601 => "llvm.experimental.gc.relocate",
        /// `T (token)`: the statepoint target's result.
        GcResult = 602 => "llvm.experimental.gc.result",
        /// `P (P)`: base of a derived pointer.
        GcGetPointerBase = 603 => "llvm.experimental.gc.get.pointer.base",
        /// `i64 (P)`: offset of a derived pointer from its base.
        GcGetPointerOffset = 604 => "llvm.experimental.gc.get.pointer.offset",
        /// `void (ptr slot, ptr meta)`: shadow-stack GC root.
        Gcroot = 610 => "llvm.gcroot",
        /// `ptr (ptr obj, ptr field)`: GC read barrier.
        Gcread = 611 => "llvm.gcread",
        /// `void (ptr val, ptr obj, ptr field)`: GC write barrier.
        Gcwrite = 612 => "llvm.gcwrite",
        /// `R (...)`: deoptimize and return R.
        Deoptimize = 620 => "llvm.experimental.deoptimize",
        /// `void (i1 cond, ...)`: deoptimize unless cond.
        Guard = 621 => "llvm.experimental.guard",
        /// `void (i64 id, i32 shadowbytes, ...)`: stack map record.
        Stackmap = 622 => "llvm.experimental.stackmap",
        /// `void (i64 id, i32 bytes, ptr target, i32 nargs, ...)`
        PatchpointVoid = 623 => "llvm.experimental.patchpoint.void",
        /// `R (i64 id, i32 bytes, ptr target, i32 nargs, ...)`: LLVM 19's overloaded patchpoint.
        Patchpoint = 624 => "llvm.experimental.patchpoint",

        // ---- debug info (700+) ----
        /// `void (metadata addr, metadata var, metadata expr)`
        DbgDeclare = 700 => "llvm.dbg.declare",
        /// `void (metadata value, metadata var, metadata expr)`
        DbgValue = 701 => "llvm.dbg.value",
        /// `void (metadata label)`
        DbgLabel = 702 => "llvm.dbg.label",
        /// `void (metadata value, metadata var, metadata expr, metadata id, metadata addr, metadata addrexpr)`
        DbgAssign = 703 => "llvm.dbg.assign",

        // ---- exception handling (800+) ----
        /// `i32 (ptr typeinfo)`: the selector a landing pad gets for a `catch` of this type.
        EhTypeidFor = 800 => "llvm.eh.typeid.for",
    }
}

/// Pre-LLVM-19 names that LLVM 19 upgrades on read, with the intrinsic they become.
const ALIASES: &[(&str, Intrinsic)] = &[
    ("llvm.flt.rounds", Intrinsic::GetRounding),
    ("llvm.experimental.vector.reverse", Intrinsic::VectorReverse),
    ("llvm.experimental.vector.insert", Intrinsic::VectorInsert),
    ("llvm.experimental.vector.extract", Intrinsic::VectorExtract),
];

/// Base names (and aliases) → intrinsic, built once.
struct NameTable {
    by_name: HashMap<&'static str, Intrinsic>,
    /// Length of the longest key: no longer prefix of a name can be a base name.
    max_len: usize,
}

/// The name table.
fn name_table() -> &'static NameTable {
    static TABLE: OnceLock<NameTable> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut by_name: HashMap<&'static str, Intrinsic> = Intrinsic::ALL.iter().map(|&i| (i.name(), i)).collect();
        by_name.extend(ALIASES.iter().copied());
        let max_len = by_name.keys().map(|k| k.len()).max().unwrap_or(0);
        NameTable { by_name, max_len }
    })
}

/// Recognises an intrinsic from a full function name such as `llvm.memcpy.p0.p0.i64`.
///
/// The longest known base name wins that is followed by the end of the name or, for an
/// overloaded intrinsic, by '.'-separated mangled type tokens.
pub fn lookup(full_name: &str) -> Option<Intrinsic> {
    if !full_name.starts_with("llvm.") {
        return None;
    }
    let table = name_table();
    if let Some(&i) = table.by_name.get(full_name) {
        return Some(i);
    }
    // Only prefixes ending at a '.' within the longest base name's length can match.
    let bytes = full_name.as_bytes();
    let scan_end = full_name.len().min(table.max_len + 1);
    for dot in (0..scan_end).rev().filter(|&d| bytes[d] == b'.') {
        let Some(&i) = table.by_name.get(&full_name[..dot]) else {
            continue;
        };
        if i.is_overloaded() && mangle::is_mangled_suffix(&full_name[dot + 1..]) {
            return Some(i);
        }
    }
    None
}

// Short names for the rule tables below.
const R: Slot = Slot::Ret;
const P0: Slot = Slot::Param(0);
const P1: Slot = Slot::Param(1);
const VOID: Rule = Rule::Void;
const I1: Rule = Rule::Is(Type::I1);
const I8: Rule = Rule::Is(Type::I8);
const I16: Rule = Rule::Is(Type::I16);
const I32: Rule = Rule::Is(Type::I32);
const I64: Rule = Rule::Is(Type::I64);
const F64: Rule = Rule::Is(Type::DOUBLE);
const PTR: Rule = Rule::Is(Type::PTR);
const TOKEN: Rule = Rule::Is(Type::TOKEN);
const MD: Rule = Rule::Is(Type::METADATA);
const ANY_INT: Rule = Rule::AnyInt;
const ANY_FLOAT: Rule = Rule::AnyFloat;
const ANY_PTR: Rule = Rule::AnyPtr;

/// A fixed-arity signature.
const fn fixed(ret: Rule, params: &'static [Rule]) -> Sig {
    Sig { ret, params, varargs: false }
}

/// A signature ending in `...`.
const fn variadic(ret: Rule, params: &'static [Rule]) -> Sig {
    Sig { ret, params, varargs: true }
}

impl Intrinsic {
    /// Recognises an intrinsic from a full function name (see the free function `lookup`).
    pub fn lookup(full_name: &str) -> Option<Intrinsic> {
        lookup(full_name)
    }

    /// Every intrinsic, in ID order.
    pub fn all() -> &'static [Intrinsic] {
        Intrinsic::ALL
    }

    /// True when the intrinsic has type parameters, so its full name carries mangled suffixes.
    pub fn is_overloaded(self) -> bool {
        self.sig().is_overloaded()
    }

    /// Checks a declaration's function type against the intrinsic's LLVM 19 signature.
    ///
    /// Parameters are numbered from 0 in messages, as in LLVM's `ArgIndex`:
    /// `expected 4 parameters, found 3`, `parameter 2 must be an integer, found ptr`.
    pub fn check_signature(self, types: &TypeStore, fn_ty: Type) -> Result<(), String> {
        sig::check(&self.sig(), types, fn_ty)
    }

    /// The signature rules (see the module comment for where they come from).
    fn sig(self) -> Sig {
        use Intrinsic as I;
        match self {
            I::Memcpy | I::MemcpyInline | I::Memmove => fixed(VOID, &[ANY_PTR, ANY_PTR, Rule::ScalarInt, I1]),
            I::Memset | I::MemsetInline => fixed(VOID, &[ANY_PTR, I8, Rule::ScalarInt, I1]),
            I::MemcpyElementUnorderedAtomic | I::MemmoveElementUnorderedAtomic => {
                fixed(VOID, &[ANY_PTR, ANY_PTR, Rule::ScalarInt, I32])
            }
            I::MemsetElementUnorderedAtomic => fixed(VOID, &[ANY_PTR, I8, Rule::ScalarInt, I32]),
            I::LifetimeStart | I::LifetimeEnd => fixed(VOID, &[I64, ANY_PTR]),
            I::InvariantStart => fixed(PTR, &[I64, ANY_PTR]),
            I::InvariantEnd => fixed(VOID, &[PTR, I64, ANY_PTR]),
            I::LaunderInvariantGroup | I::StripInvariantGroup | I::ThreadLocalAddress => {
                fixed(ANY_PTR, &[Rule::Same(R)])
            }
            I::StackSave => fixed(ANY_PTR, &[]),
            I::EhTypeidFor => fixed(I32, &[ANY_PTR]),
            I::StackRestore => fixed(VOID, &[ANY_PTR]),
            I::ObjectSize => fixed(Rule::ScalarInt, &[ANY_PTR, I1, I1, I1]),
            I::PtrMask => fixed(Rule::PtrOrPtrVector, &[Rule::Same(R), Rule::PtrIndexLike(R)]),
            I::Prefetch => fixed(VOID, &[ANY_PTR, I32, I32, I32]),
            I::LoadRelative => fixed(PTR, &[PTR, Rule::ScalarInt]),
            I::ClearCache => fixed(VOID, &[PTR, PTR]),
            I::MaskedLoad => fixed(Rule::AnyVector, &[ANY_PTR, I32, Rule::BoolLike(R), Rule::Same(R)]),
            I::MaskedStore => fixed(VOID, &[Rule::AnyVector, ANY_PTR, I32, Rule::BoolLike(P0)]),
            I::MaskedGather => fixed(Rule::AnyVector, &[Rule::PtrVecLike(R), I32, Rule::BoolLike(R), Rule::Same(R)]),
            I::MaskedScatter => fixed(VOID, &[Rule::AnyVector, Rule::PtrVecLike(P0), I32, Rule::BoolLike(P0)]),

            I::Smin
            | I::Smax
            | I::Umin
            | I::Umax
            | I::SaddSat
            | I::UaddSat
            | I::SsubSat
            | I::UsubSat
            | I::SshlSat
            | I::UshlSat
            | I::Expect => fixed(ANY_INT, &[Rule::Same(R), Rule::Same(R)]),
            I::Abs | I::Ctlz | I::Cttz => fixed(ANY_INT, &[Rule::Same(R), I1]),
            I::Ctpop | I::Bitreverse => fixed(ANY_INT, &[Rule::Same(R)]),
            I::Bswap => fixed(Rule::EvenBytesInt, &[Rule::Same(R)]),
            I::Fshl | I::Fshr => fixed(ANY_INT, &[Rule::Same(R), Rule::Same(R), Rule::Same(R)]),
            I::SaddWithOverflow
            | I::UaddWithOverflow
            | I::SsubWithOverflow
            | I::UsubWithOverflow
            | I::SmulWithOverflow
            | I::UmulWithOverflow => fixed(Rule::OverflowPair(P0), &[ANY_INT, Rule::Same(P0)]),
            I::Scmp | I::Ucmp => fixed(Rule::CmpResult(P0), &[ANY_INT, Rule::Same(P0)]),

            I::Fmuladd | I::Fma => fixed(ANY_FLOAT, &[Rule::Same(R), Rule::Same(R), Rule::Same(R)]),
            I::Sqrt
            | I::Fabs
            | I::Floor
            | I::Ceil
            | I::Trunc
            | I::Round
            | I::Roundeven
            | I::Rint
            | I::Nearbyint
            | I::Exp
            | I::Exp2
            | I::Exp10
            | I::Log
            | I::Log2
            | I::Log10
            | I::Sin
            | I::Cos
            | I::Tan
            | I::Asin
            | I::Acos
            | I::Atan
            | I::Sinh
            | I::Cosh
            | I::Tanh
            | I::Canonicalize
            | I::ArithmeticFence => fixed(ANY_FLOAT, &[Rule::Same(R)]),
            I::Copysign | I::Minnum | I::Maxnum | I::Minimum | I::Maximum | I::Pow => {
                fixed(ANY_FLOAT, &[Rule::Same(R), Rule::Same(R)])
            }
            I::Powi => fixed(ANY_FLOAT, &[Rule::Same(R), Rule::ScalarInt]),
            I::Ldexp => fixed(ANY_FLOAT, &[Rule::Same(R), Rule::IntLike(R)]),
            I::Frexp => fixed(Rule::FrexpPair(P0), &[ANY_FLOAT]),
            I::Lround | I::Llround => fixed(Rule::ScalarInt, &[Rule::ScalarFloat]),
            I::Lrint | I::Llrint | I::FptosiSat | I::FptouiSat => fixed(Rule::IntLike(P0), &[ANY_FLOAT]),
            I::IsFpclass => fixed(Rule::BoolLike(P0), &[ANY_FLOAT, I32]),
            I::GetRounding => fixed(I32, &[]),
            I::SetRounding => fixed(VOID, &[I32]),
            I::ConvertToFp16 => fixed(I16, &[ANY_FLOAT]),
            I::ConvertFromFp16 => fixed(ANY_FLOAT, &[I16]),

            I::VectorReduceAdd
            | I::VectorReduceMul
            | I::VectorReduceAnd
            | I::VectorReduceOr
            | I::VectorReduceXor
            | I::VectorReduceSmax
            | I::VectorReduceSmin
            | I::VectorReduceUmax
            | I::VectorReduceUmin => fixed(Rule::ElemOf(P0), &[Rule::IntVector]),
            I::VectorReduceFadd | I::VectorReduceFmul => {
                fixed(Rule::ElemOf(P1), &[Rule::ElemOf(P1), Rule::FloatVector])
            }
            I::VectorReduceFmax | I::VectorReduceFmin | I::VectorReduceFmaximum | I::VectorReduceFminimum => {
                fixed(Rule::ElemOf(P0), &[Rule::FloatVector])
            }
            I::VectorReverse => fixed(Rule::AnyVector, &[Rule::Same(R)]),
            I::VectorInsert => fixed(Rule::AnyVector, &[Rule::Same(R), Rule::SameElemVector(R), I64]),
            I::VectorExtract => fixed(Rule::AnyVector, &[Rule::SameElemVector(R), I64]),

            I::VaStart | I::VaEnd => fixed(VOID, &[ANY_PTR]),
            I::VaCopy => fixed(VOID, &[ANY_PTR, Rule::Same(P0)]),
            I::ExpectWithProbability => fixed(ANY_INT, &[Rule::Same(R), Rule::Same(R), F64]),
            I::Assume => fixed(VOID, &[I1]),
            I::IsConstant => fixed(I1, &[Rule::Any]),
            I::Trap | I::Debugtrap | I::Donothing | I::Sideeffect => fixed(VOID, &[]),
            I::Ubsantrap => fixed(VOID, &[I8]),
            I::ReturnAddress => fixed(PTR, &[I32]),
            I::FrameAddress => fixed(ANY_PTR, &[I32]),
            I::AddressOfReturnAddress => fixed(ANY_PTR, &[]),
            I::ReadCycleCounter => fixed(I64, &[]),
            I::NoaliasScopeDecl => fixed(VOID, &[MD]),
            I::Annotation => fixed(ANY_INT, &[Rule::Same(R), ANY_PTR, Rule::Same(P1), I32]),
            I::PtrAnnotation => fixed(ANY_PTR, &[Rule::Same(R), ANY_PTR, Rule::Same(P1), I32, Rule::Same(P1)]),
            I::VarAnnotation => fixed(VOID, &[ANY_PTR, ANY_PTR, Rule::Same(P1), I32, Rule::Same(P1)]),

            I::CoroId => fixed(TOKEN, &[I32, PTR, PTR, PTR]),
            I::CoroIdRetcon | I::CoroIdRetconOnce => fixed(TOKEN, &[I32, I32, PTR, PTR, PTR, PTR]),
            I::CoroIdAsync => fixed(TOKEN, &[I32, I32, I32, PTR]),
            I::CoroSize | I::CoroAlign => fixed(Rule::ScalarInt, &[]),
            I::CoroAlloc => fixed(I1, &[TOKEN]),
            I::CoroBegin | I::CoroFree => fixed(PTR, &[TOKEN, PTR]),
            I::CoroEnd => fixed(I1, &[PTR, I1, TOKEN]),
            I::CoroEndResults => variadic(TOKEN, &[]),
            I::CoroEndAsync => variadic(I1, &[PTR, I1]),
            I::CoroSuspend => fixed(I8, &[TOKEN, I1]),
            I::CoroSuspendRetcon => variadic(Rule::AnyOrVoid, &[]),
            I::CoroSuspendAsync => variadic(Rule::AnyOrVoid, &[I32, PTR, PTR]),
            I::CoroSave => fixed(TOKEN, &[PTR]),
            I::CoroPrepareAsync | I::CoroPrepareRetcon => fixed(PTR, &[PTR]),
            I::CoroAsyncResume | I::CoroNoop | I::CoroFrame => fixed(PTR, &[]),
            I::CoroAsyncSizeReplace => fixed(VOID, &[PTR, PTR]),
            I::CoroAsyncContextAlloc => fixed(PTR, &[PTR, PTR]),
            I::CoroAsyncContextDealloc | I::CoroResume | I::CoroDestroy => fixed(VOID, &[PTR]),
            I::CoroAwaitSuspendVoid | I::CoroAwaitSuspendHandle => fixed(VOID, &[PTR, PTR, PTR]),
            I::CoroAwaitSuspendBool => fixed(I1, &[PTR, PTR, PTR]),
            I::CoroPromise => fixed(PTR, &[PTR, I32, I1]),
            I::CoroDone => fixed(I1, &[PTR]),
            I::CoroSubfnAddr => fixed(PTR, &[PTR, I8]),
            I::CoroAllocaAlloc => fixed(TOKEN, &[Rule::ScalarInt, I32]),
            I::CoroAllocaGet => fixed(PTR, &[TOKEN]),
            I::CoroAllocaFree => fixed(VOID, &[TOKEN]),

            I::GcStatepoint => variadic(TOKEN, &[I64, I32, ANY_PTR, I32, I32]),
            I::GcRelocate => fixed(Rule::PtrOrPtrVector, &[TOKEN, I32, I32]),
            I::GcResult => fixed(Rule::Any, &[TOKEN]),
            I::GcGetPointerBase => fixed(ANY_PTR, &[ANY_PTR]),
            I::GcGetPointerOffset => fixed(I64, &[ANY_PTR]),
            I::Gcroot => fixed(VOID, &[PTR, PTR]),
            I::Gcread => fixed(PTR, &[PTR, PTR]),
            I::Gcwrite => fixed(VOID, &[PTR, PTR, PTR]),
            I::Deoptimize => variadic(Rule::AnyOrVoid, &[]),
            I::Guard => variadic(VOID, &[I1]),
            I::Stackmap => variadic(VOID, &[I64, I32]),
            I::PatchpointVoid => variadic(VOID, &[I64, I32, PTR, I32]),
            I::Patchpoint => variadic(Rule::AnyOrVoid, &[I64, I32, PTR, I32]),

            I::DbgDeclare | I::DbgValue => fixed(VOID, &[MD, MD, MD]),
            I::DbgLabel => fixed(VOID, &[MD]),
            I::DbgAssign => fixed(VOID, &[MD, MD, MD, MD, MD, MD]),
        }
    }
}
