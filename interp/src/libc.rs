//! The built-in C library: output (`printf` family, `puts`, `putchar`, `fputc`, `fputs`,
//! `fwrite` to stdout/stderr), the heap (`malloc calloc realloc free aligned_alloc`), memory and
//! string functions, `abs`, `qsort`/`bsearch` calling back into the program, `exit`, `abort`;
//! the exactly computable long double functions of libm (`fabsl copysignl sqrtl floorl ceill
//! truncl roundl rintl nearbyintl fmodl ldexpl scalbnl scalblnl frexpl modfl fmaxl fminl fmal`,
//! with glibc's results; see `crate::f80`); and the GC runtime of `crate::gc` (`gc_alloc`, the `__llvm_mem{cpy,move}_element_unordered_atomic*`
//! functions RewriteStatepointsForGC lowers element-atomic copies to).
//! Any other external function stops the run with an `UnknownExternal` trap naming it.

use crate::f80::{self, Mode};
use crate::machine::{Machine, Stop, R};
use crate::memory::AllocKind;
use crate::printf::{self, FormatArgs};
use crate::trap::{Trap, TrapKind};
use crate::value::{int_width, scalar_of, Scalar, Val};
use kiln_ir::fold;
use kiln_ir::{Func, Type, Value};

/// Printf arguments taken from a call's variadic operands.
struct CallArgs<'a, 'm> {
    mc: &'a Machine<'m>,
    name: &'a str,
    vals: &'a [Val],
    tys: Vec<Type>,
    next: usize,
}

impl CallArgs<'_, '_> {
    fn take(&mut self, want: &str) -> Result<(u128, Type), Trap> {
        let i = self.next;
        self.next += 1;
        match (self.vals.get(i), self.tys.get(i)) {
            (Some(Val::Bits(b)), Some(&t)) => Ok((*b, t)),
            (Some(_), _) => Err(Trap::ub(format!("{}: argument {} (for {want}) is poison", self.name, i + 1))),
            _ => Err(Trap::ub(format!("{}: too few arguments: no argument {} for {want}", self.name, i + 1))),
        }
    }
}

impl FormatArgs for CallArgs<'_, '_> {
    fn int(&mut self) -> Result<u128, Trap> {
        let (b, t) = self.take("an integer conversion")?;
        match scalar_of(&self.mc.m.types, t) {
            Scalar::Int(_) | Scalar::Ptr(_) => Ok(b),
            _ => Err(Trap::ub(format!(
                "{}: argument {} is floating point but the format expects an integer",
                self.name, self.next
            ))),
        }
    }
    fn float(&mut self) -> Result<f64, Trap> {
        let (b, t) = self.take("a floating-point conversion")?;
        match scalar_of(&self.mc.m.types, t) {
            Scalar::Float(ft) => Ok(fold::to_f64(ft, b as u64)),
            Scalar::X86Fp80 => Err(Trap::ub(format!(
                "{}: argument {} is a long double but the format expects a double (use L)",
                self.name, self.next
            ))),
            _ => Err(Trap::ub(format!(
                "{}: argument {} is an integer but the format expects a double",
                self.name, self.next
            ))),
        }
    }
    fn long_double(&mut self) -> Result<u128, Trap> {
        let (b, t) = self.take("a long double conversion")?;
        match scalar_of(&self.mc.m.types, t) {
            Scalar::X86Fp80 => Ok(b),
            _ => Err(Trap::ub(format!(
                "{}: argument {} is not a long double but the format expects one (L, ll or q)",
                self.name, self.next
            ))),
        }
    }
    fn string(&mut self, addr: u64, max: Option<usize>) -> Result<Vec<u8>, Trap> {
        self.mc.mem.read_cstr(addr, max)
    }
}

/// Makes a return value of type `rty` from `v` (truncated to its width).
fn ret(types: &kiln_ir::TypeStore, rty: Type, v: i128) -> Option<Val> {
    Some(Val::Bits(v as u128 & fold::mask(int_width(types, rty))))
}

impl<'m> Machine<'m> {
    fn int_arg(&self, name: &str, args: &[Val], i: usize) -> Result<u128, Trap> {
        match args.get(i) {
            Some(Val::Bits(b)) => Ok(*b),
            Some(_) => Err(Trap::ub(format!("{name}: argument {} is poison", i + 1))),
            None => Err(Trap::ub(format!("{name}: missing argument {}", i + 1))),
        }
    }

    fn ptr_arg(&self, name: &str, args: &[Val], i: usize) -> Result<u64, Trap> {
        self.int_arg(name, args, i).map(|b| b as u64)
    }

    /// The stream number (1 stdout, 2 stderr) of a `FILE *`.
    fn stream(&self, name: &str, file: u64) -> Result<u8, Trap> {
        if file == self.files[1] {
            Ok(1)
        } else if file == self.files[2] {
            Ok(2)
        } else if file == self.files[0] {
            Err(Trap::ub(format!("{name}: writing to stdin")))
        } else {
            Err(Trap::unsupported(format!("{name}: stream {file:#x} is not stdout or stderr")))
        }
    }

    fn format_call(&self, name: &str, arg_values: &[Value], args: &[Val], fmt_index: usize) -> Result<Vec<u8>, Trap> {
        let fmt_addr = self.ptr_arg(name, args, fmt_index)?;
        let fmt = self.mem.read_cstr(fmt_addr, None)?;
        let tys: Vec<Type> = arg_values.iter().map(|&v| self.ty(v)).collect();
        let mut ca = CallArgs { mc: self, name, vals: args, tys, next: fmt_index + 1 };
        printf::format(&fmt, &mut ca)
    }

    pub(crate) fn heap_alloc(&mut self, size: u64) -> Result<u64, Trap> {
        if !self.mem.can_allocate(size) {
            return Ok(0);
        }
        self.mem.allocate(size, AllocKind::Heap, false)
    }

    /// Calls the built-in C function `name` with `args`, the values of operands `arg_values` of
    /// the innermost frame (which give their types; `printf` needs them).
    pub fn libc(&mut self, name: &str, arg_values: &[Value], args: &[Val], rty: Type) -> R<Option<Val>> {
        let m = self.m;
        let types = &m.types;
        if let Some(r) = self.eh_builtin(name, args) {
            return r;
        }
        let int = |i: usize| self.int_arg(name, args, i);
        let ptr = |i: usize| self.ptr_arg(name, args, i);
        let v = match name {
            "printf" => {
                let s = self.format_call(name, arg_values, args, 0)?;
                self.out.write(1, &s);
                ret(types, rty, s.len() as i128)
            }
            "fprintf" => {
                let stream = self.stream(name, ptr(0)?)?;
                let s = self.format_call(name, arg_values, args, 1)?;
                self.out.write(stream, &s);
                ret(types, rty, s.len() as i128)
            }
            "sprintf" => {
                let buf = ptr(0)?;
                let mut s = self.format_call(name, arg_values, args, 1)?;
                let n = s.len();
                s.push(0);
                self.mem.write(buf, &s)?;
                ret(types, rty, n as i128)
            }
            "snprintf" => {
                let buf = ptr(0)?;
                let cap = int(1)? as u64;
                let s = self.format_call(name, arg_values, args, 2)?;
                if cap > 0 {
                    let k = (s.len() as u64).min(cap - 1) as usize;
                    let mut w = s[..k].to_vec();
                    w.push(0);
                    self.mem.write(buf, &w)?;
                }
                ret(types, rty, s.len() as i128)
            }
            "puts" => {
                let mut s = self.mem.read_cstr(ptr(0)?, None)?;
                s.push(b'\n');
                self.out.write(1, &s);
                ret(types, rty, s.len().min(i32::MAX as usize) as i128)
            }
            "putchar" => {
                let c = int(0)? as u8;
                self.out.write(1, &[c]);
                ret(types, rty, c as i128)
            }
            "putc" | "fputc" => {
                let c = int(0)? as u8;
                let stream = self.stream(name, ptr(1)?)?;
                self.out.write(stream, &[c]);
                ret(types, rty, c as i128)
            }
            "fputs" => {
                let s = self.mem.read_cstr(ptr(0)?, None)?;
                let stream = self.stream(name, ptr(1)?)?;
                self.out.write(stream, &s);
                ret(types, rty, 1)
            }
            "fwrite" => {
                let (p, size, n) = (ptr(0)?, int(1)? as u64, int(2)? as u64);
                let stream = self.stream(name, ptr(3)?)?;
                let total = size.checked_mul(n).ok_or_else(|| Trap::ub("fwrite: size overflows"))?;
                let bytes = self.mem.read(p, total)?.to_vec();
                self.out.write(stream, &bytes);
                ret(types, rty, if size == 0 { 0 } else { n as i128 })
            }
            "fflush" => ret(types, rty, 0),
            // C++'s `operator new(size_t)` (the non-throwing and throwing forms alike: the
            // interpreter never runs out of memory short of its limit, which traps).
            "malloc" | "_Znwm" | "_Znam" => {
                let a = self.heap_alloc(int(0)? as u64)?;
                ret(types, rty, a as i128)
            }
            "aligned_alloc" => {
                let align = int(0)? as u64;
                if !align.is_power_of_two() {
                    ret(types, rty, 0)
                } else {
                    let a = self.heap_alloc(int(1)? as u64)?;
                    ret(types, rty, a as i128)
                }
            }
            "calloc" => {
                let total = (int(0)? as u64).checked_mul(int(1)? as u64);
                let a = match total {
                    Some(t) => self.heap_alloc(t)?,
                    None => 0,
                };
                ret(types, rty, a as i128)
            }
            "realloc" => {
                let (old, size) = (ptr(0)?, int(1)? as u64);
                if old == 0 {
                    let a = self.heap_alloc(size)?;
                    ret(types, rty, a as i128)
                } else if size == 0 {
                    self.mem.free(old, true, "realloc")?;
                    self.coro_memory_freed(old);
                    ret(types, rty, 0)
                } else {
                    let old_size = match self.mem.alloc_at(old) {
                        Some(a) if a.kind == AllocKind::Heap => a.bytes.len() as u64,
                        _ => return Err(Trap::ub(format!("realloc: {old:#x} is not a live heap block")).into()),
                    };
                    let new = self.heap_alloc(size)?;
                    if new != 0 {
                        self.mem.copy(new, old, old_size.min(size))?;
                        self.mem.free(old, true, "realloc")?;
                        self.coro_memory_freed(old);
                    }
                    ret(types, rty, new as i128)
                }
            }
            // C++'s `operator delete(void *)` and `operator delete(void *, size_t)`.
            "free" | "_ZdlPv" | "_ZdlPvm" | "_ZdaPv" | "_ZdaPvm" => {
                let p = ptr(0)?;
                if p != 0 {
                    self.mem.free(p, true, "free")?;
                    self.coro_memory_freed(p);
                }
                None
            }
            "memcpy" | "memmove" => {
                let (d, s, n) = (ptr(0)?, ptr(1)?, int(2)? as u64);
                if name == "memcpy" && n > 0 && d != s && d < s.wrapping_add(n) && s < d.wrapping_add(n) {
                    return Err(Trap::ub("memcpy with overlapping source and destination").into());
                }
                self.mem.copy(d, s, n)?;
                ret(types, rty, d as i128)
            }
            "memset" => {
                let (d, c, n) = (ptr(0)?, int(1)? as u8, int(2)? as u64);
                self.mem.fill(d, c, n)?;
                ret(types, rty, d as i128)
            }
            "memcmp" | "bcmp" => {
                let n = int(2)? as u64;
                let a = self.mem.read(ptr(0)?, n)?;
                let b = self.mem.read(ptr(1)?, n)?;
                let r = a.iter().zip(b).find(|(x, y)| x != y).map_or(0, |(x, y)| *x as i128 - *y as i128);
                ret(types, rty, r)
            }
            "strlen" => {
                let s = self.mem.read_cstr(ptr(0)?, None)?;
                ret(types, rty, s.len() as i128)
            }
            "strcmp" | "strncmp" => {
                let max = if name == "strncmp" { Some(int(2)? as usize) } else { None };
                let a = self.mem.read_cstr(ptr(0)?, max)?;
                let b = self.mem.read_cstr(ptr(1)?, max)?;
                let n = a.len().max(b.len());
                let at = |s: &[u8], i: usize| s.get(i).copied().unwrap_or(0) as i128;
                let r = (0..n).map(|i| at(&a, i) - at(&b, i)).find(|&d| d != 0).unwrap_or(0);
                ret(types, rty, r)
            }
            "strcpy" => {
                let (d, s) = (ptr(0)?, ptr(1)?);
                let mut bytes = self.mem.read_cstr(s, None)?;
                bytes.push(0);
                self.mem.write(d, &bytes)?;
                ret(types, rty, d as i128)
            }
            "strncpy" => {
                let (d, s, n) = (ptr(0)?, ptr(1)?, int(2)? as u64);
                self.mem.check_read(d, n)?;
                let n = n as usize;
                let mut bytes = self.mem.read_cstr(s, Some(n))?;
                bytes.resize(n, 0);
                self.mem.write(d, &bytes)?;
                ret(types, rty, d as i128)
            }
            "strcat" => {
                let (d, s) = (ptr(0)?, ptr(1)?);
                let dlen = self.mem.read_cstr(d, None)?.len() as u64;
                let mut bytes = self.mem.read_cstr(s, None)?;
                bytes.push(0);
                self.mem.write(d + dlen, &bytes)?;
                ret(types, rty, d as i128)
            }
            "strchr" => {
                let (s, c) = (ptr(0)?, int(1)? as u8);
                let bytes = self.mem.read_cstr(s, None)?;
                let r = if c == 0 {
                    s + bytes.len() as u64
                } else {
                    bytes.iter().position(|&b| b == c).map_or(0, |i| s + i as u64)
                };
                ret(types, rty, r as i128)
            }
            "fabsl" => Some(Val::Bits(f80::abs(int(0)?))),
            "copysignl" => Some(Val::Bits(f80::copysign(int(0)?, int(1)?))),
            "sqrtl" => Some(Val::Bits(f80::sqrt(int(0)?))),
            "floorl" => Some(Val::Bits(f80::round_integral(int(0)?, Mode::Down))),
            "ceill" => Some(Val::Bits(f80::round_integral(int(0)?, Mode::Up))),
            "truncl" => Some(Val::Bits(f80::round_integral(int(0)?, Mode::TowardZero))),
            "roundl" => Some(Val::Bits(f80::roundl(int(0)?))),
            "rintl" | "nearbyintl" => Some(Val::Bits(f80::round_integral(int(0)?, Mode::NearestEven))),
            "fmodl" => Some(Val::Bits(f80::rem(int(0)?, int(1)?))),
            "fmaxl" => Some(Val::Bits(f80::min_max(true, int(0)?, int(1)?))),
            "fminl" => Some(Val::Bits(f80::min_max(false, int(0)?, int(1)?))),
            "fmal" => Some(Val::Bits(f80::fma(true, int(0)?, int(1)?, int(2)?))),
            "ldexpl" | "scalbnl" => Some(Val::Bits(f80::ldexp(int(0)?, int(1)? as u32 as i32 as i64))),
            "scalblnl" => Some(Val::Bits(f80::ldexp(int(0)?, int(1)? as u64 as i64))),
            "frexpl" => {
                let (m, e) = f80::frexp(int(0)?);
                self.mem.store(types, Type::I32, ptr(1)?, &Val::Bits(e as u32 as u128))?;
                Some(Val::Bits(m))
            }
            "modfl" => {
                let (frac, whole) = f80::modf(int(0)?);
                self.mem.store(types, Type::X86_FP80, ptr(1)?, &Val::Bits(whole))?;
                Some(Val::Bits(frac))
            }
            "abs" | "labs" | "llabs" => {
                let bits = int_width(types, rty);
                let v = fold::sext(bits, int(0)?);
                ret(types, rty, v.wrapping_abs())
            }
            "qsort" => {
                let (base, n, size, cmp) = (ptr(0)?, int(1)? as u64, int(2)? as u64, ptr(3)?);
                self.qsort(base, n, size, cmp)?;
                None
            }
            "bsearch" => {
                let (key, base, n, size, cmp) = (ptr(0)?, ptr(1)?, int(2)? as u64, int(3)? as u64, ptr(4)?);
                let r = self.bsearch(key, base, n, size, cmp)?;
                ret(types, rty, r as i128)
            }
            "gc_alloc" => {
                let a = self.gc_alloc(int(0)? as u64, int(1)? as u64)?;
                ret(types, rty, a as i128)
            }
            // The runtime's poll: native runtimes collect here; under stress the interpreter has
            // collected at the statepoint that led here already.
            "gc_safepoint" => None,
            n if n.starts_with("__llvm_mem") && crate::gc::element_atomic_runtime(n).is_some() => {
                self.element_atomic_runtime(n, args)?;
                None
            }
            "exit" => return Err(Stop::Exit(int(0)? as u32 as i32)),
            "abort" => return Err(Trap::new(TrapKind::Abort, "abort() called").into()),
            _ => {
                return Err(Trap::new(
                    TrapKind::UnknownExternal,
                    format!("call to external function @{name}, which the interpreter does not provide"),
                )
                .into())
            }
        };
        Ok(v)
    }

    fn comparator(&self, cmp: u64) -> Result<Func, Trap> {
        self.func_at(cmp).ok_or_else(|| Trap::ub(format!("comparison function {cmp:#x} is not a function")))
    }

    fn compare(&mut self, f: Func, a: u64, b: u64) -> R<i32> {
        let r = self.call_function(f, vec![Val::Bits(a as u128), Val::Bits(b as u128)], vec![Type::PTR, Type::PTR])?;
        match r {
            Some(Val::Bits(v)) => Ok(v as u32 as i32),
            _ => Err(Trap::ub("comparison function returned poison or nothing").into()),
        }
    }

    /// `qsort`: a stable merge sort of element indices (deterministic; the comparator always
    /// sees the elements in their original places), then one permutation of the bytes.
    fn qsort(&mut self, base: u64, n: u64, size: u64, cmp: u64) -> R<()> {
        if n <= 1 || size == 0 {
            return Ok(());
        }
        let f = self.comparator(cmp)?;
        if n > 1 << 24 {
            return Err(Trap::limit("qsort of more than 2^24 elements").into());
        }
        let total = n.checked_mul(size).ok_or_else(|| Trap::ub("qsort: array size overflows"))?;
        self.mem.check_read(base, total)?;
        let mut idx: Vec<u64> = (0..n).collect();
        let mut tmp = idx.clone();
        let mut width = 1usize;
        let len = n as usize;
        while width < len {
            let mut start = 0;
            while start < len {
                let mid = (start + width).min(len);
                let end = (start + 2 * width).min(len);
                let (mut i, mut j, mut k) = (start, mid, start);
                while i < mid && j < end {
                    let c = self.compare(f, base + idx[j] * size, base + idx[i] * size)?;
                    if c < 0 {
                        tmp[k] = idx[j];
                        j += 1;
                    } else {
                        tmp[k] = idx[i];
                        i += 1;
                    }
                    k += 1;
                }
                tmp[k..k + (mid - i)].copy_from_slice(&idx[i..mid]);
                k += mid - i;
                tmp[k..k + (end - j)].copy_from_slice(&idx[j..end]);
                start = end;
            }
            std::mem::swap(&mut idx, &mut tmp);
            width *= 2;
        }
        let old = self.mem.read(base, total)?.to_vec();
        let mut sorted = Vec::with_capacity(old.len());
        for &i in &idx {
            sorted.extend_from_slice(&old[(i * size) as usize..((i + 1) * size) as usize]);
        }
        self.mem.write(base, &sorted)?;
        Ok(())
    }

    /// `bsearch`, probing like glibc (midpoint of the remaining range).
    fn bsearch(&mut self, key: u64, base: u64, n: u64, size: u64, cmp: u64) -> R<u64> {
        if n == 0 {
            return Ok(0);
        }
        let f = self.comparator(cmp)?;
        let (mut lo, mut hi) = (0u64, n);
        while lo < hi {
            let mid = (lo + hi) / 2;
            let p = base + mid * size;
            let c = self.compare(f, key, p)?;
            if c < 0 {
                hi = mid;
            } else if c > 0 {
                lo = mid + 1;
            } else {
                return Ok(p);
            }
        }
        Ok(0)
    }
}
