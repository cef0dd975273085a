"""Generates random straight-line vector IR programs for differential testing of the x86-64
vector lowering against `kiln interp`: each program builds vectors from constants, applies
random vector operations (integer and float arithmetic, compares and selects, shuffles,
insert/extract with constant and variable indices, min/max/abs, reductions, casts, bitcasts,
i1 masks, memory round trips at several alignments) and prints a hash of every result's lanes.
Poison is avoided (shift counts masked, divisors forced non-zero and positive, float-to-int
inputs clamped, NaNs canonicalised before hashing).  usage: gen.py SEED [STEPS]"""
import random, sys

INTS = [8, 16, 32, 64]
SHAPES = [(n, e) for e in ['i8','i16','i32','i64','float','double'] for n in [2,3,4,8,16]
          if n * {'i8':1,'i16':2,'i32':4,'i64':8,'float':4,'double':8}[e] <= 64]
def bits(e): return {'i8':8,'i16':16,'i32':32,'i64':64,'float':32,'double':64}[e]
def isf(e): return e in ('float','double')
def vt(n,e): return f"<{n} x {e}>"
def ity(e): return f"i{bits(e)}"

class G:
    def __init__(s, seed):
        s.r = random.Random(seed); s.lines = []; s.k = 0; s.pool = {}; s.hashes = []
        s.decls = set()
    def new(s): s.k += 1; return f"%v{s.k}"
    def emit(s, l): s.lines.append("  " + l)
    def const_lane(s, e):
        r = s.r
        if isf(e):
            v = r.choice([0.0, -0.0, 1.5, -2.25, 1e6, 3.0, -7.5, 0.1, 100.0, 2.0**31, -1e-3])
            return f"{e} {v!r}" if e == 'double' else f"{e} {float(__import__('struct').unpack('f', __import__('struct').pack('f', v))[0])!r}"
        b = bits(e)
        v = r.choice([0, 1, -1, 2, 7, -128, 127, 255, 1 << (b-1), (1 << (b-1)) - 1, r.randrange(1 << b)])
        v = v % (1 << b)
        if v >= 1 << (b-1): v -= 1 << b
        return f"{e} {v}"
    def constvec(s, n, e):
        return "<" + ", ".join(s.const_lane(e) for _ in range(n)) + ">"
    def splat(s, n, e, v):
        return "<" + ", ".join(f"{e} {v}" for _ in range(n)) + ">"
    def add(s, n, e, v):
        s.pool.setdefault((n, e), []).append(v)
    def pick(s, n, e):
        l = s.pool.get((n, e))
        if not l:
            v = s.new(); s.emit(f"{v} = add {vt(n,e)} zeroinitializer, {s.constvec(n,e)}" if not isf(e) else f"{v} = fadd {vt(n,e)} <{', '.join(['%s -0.0' % e]*n)}>, {s.constvec(n,e)}")
            s.add(n, e, v); return v
        return s.r.choice(l)
    def hash_vec(s, v, n, e):
        # canonicalise NaN, then fold lanes into one i64 printed later
        h = "0"
        for i in range(n):
            x = s.new(); s.emit(f"{x} = extractelement {vt(n,e)} {v}, i32 {i}")
            if isf(e):
                u = s.new(); s.emit(f"{u} = fcmp uno {e} {x}, {x}")
                c = s.new(); s.emit(f"{c} = select i1 {u}, {e} 0.0, {e} {x}")
                bi = s.new(); s.emit(f"{bi} = bitcast {e} {c} to {ity(e)}"); x = bi
            if bits(e) < 64:
                z = s.new(); s.emit(f"{z} = zext {ity(e)} {x} to i64"); x = z
            m = s.new(); s.emit(f"{m} = mul i64 {h}, 1000003")
            h2 = s.new(); s.emit(f"{h2} = xor i64 {m}, {x}"); h = h2
        s.hashes.append(h)
    def step(s):
        r = s.r
        n, e = r.choice(SHAPES); t = vt(n, e)
        kind = r.randrange(16)
        if kind >= 12:
            return s.extra(kind, n, e, t)
        a = s.pick(n, e); b = s.pick(n, e); v = s.new()
        if kind <= 2 and not isf(e):
            op = r.choice(['add','sub','mul','and','or','xor','shl','lshr','ashr','udiv','urem','sdiv','srem'])
            if op in ('shl','lshr','ashr'):
                m = s.new(); s.emit(f"{m} = and {t} {b}, {s.splat(n,e,bits(e)-1)}"); b = m
            if op in ('udiv','urem','sdiv','srem'):
                m = s.new(); s.emit(f"{m} = and {t} {b}, {s.splat(n,e,(1 << (bits(e)-1)) - 1)}")
                m2 = s.new(); s.emit(f"{m2} = or {t} {m}, {s.splat(n,e,1)}"); b = m2
            s.emit(f"{v} = {op} {t} {a}, {b}")
        elif kind <= 2:
            op = r.choice(['fadd','fsub','fmul','fdiv'])
            s.emit(f"{v} = {op} {t} {a}, {b}")
        elif kind == 3:
            if isf(e):
                p = r.choice(['oeq','one','olt','ole','ogt','oge','ord','uno','ueq','une','ult','ule','ugt','uge'])
                c = s.new(); s.emit(f"{c} = fcmp {p} {t} {a}, {b}")
            else:
                p = r.choice(['eq','ne','ugt','uge','ult','ule','sgt','sge','slt','sle'])
                c = s.new(); s.emit(f"{c} = icmp {p} {t} {a}, {b}")
            s.emit(f"{v} = select <{n} x i1> {c}, {t} {a}, {t} {b}")
        elif kind == 4:
            # shuffle from another vector of the same element type, maybe different length
            n2 = r.choice([m for (m, e2) in SHAPES if e2 == e])
            b2 = s.pick(n2, e) if False else None
            src_n = n
            mask = ", ".join(f"i32 {r.randrange(2*src_n)}" for _ in range(n2))
            s.emit(f"{v} = shufflevector {t} {a}, {t} {b}, <{n2} x i32> <{mask}>")
            s.add(n2, e, v); s.hash_vec(v, n2, e); return
        elif kind == 5:
            i = r.randrange(n); j = r.randrange(n)
            x = s.new(); s.emit(f"{x} = extractelement {t} {b}, i64 {i}")
            s.emit(f"{v} = insertelement {t} {a}, {e} {x}, i32 {j}")
        elif kind == 6 and not isf(e):
            f = r.choice(['smax','smin','umax','umin','abs','sadd.sat','uadd.sat','ssub.sat','usub.sat'])
            suf = f"v{n}{ity(e)}"
            if f == 'abs' and r.randrange(3) == 0 and bits(e) > 8:
                f = r.choice(['bswap', 'ctpop'])
                s.decls.add(f"declare {t} @llvm.{f}.{suf}({t})")
                s.emit(f"{v} = call {t} @llvm.{f}.{suf}({t} {a})")
            elif f == 'abs':
                s.decls.add(f"declare {t} @llvm.abs.{suf}({t}, i1)")
                s.emit(f"{v} = call {t} @llvm.abs.{suf}({t} {a}, i1 false)")
            else:
                s.decls.add(f"declare {t} @llvm.{f}.{suf}({t}, {t})")
                s.emit(f"{v} = call {t} @llvm.{f}.{suf}({t} {a}, {t} {b})")
        elif kind == 6:
            f = r.choice(['fabs','minnum','maxnum','sqrt','fmuladd','fneg'])
            suf = f"v{n}{'f32' if e == 'float' else 'f64'}"
            if f == 'fneg':
                s.emit(f"{v} = fneg {t} {a}")
            elif f in ('fabs',):
                s.decls.add(f"declare {t} @llvm.{f}.{suf}({t})"); s.emit(f"{v} = call {t} @llvm.{f}.{suf}({t} {a})")
            elif f == 'sqrt':
                s.decls.add(f"declare {t} @llvm.fabs.{suf}({t})"); s.decls.add(f"declare {t} @llvm.sqrt.{suf}({t})")
                m = s.new(); s.emit(f"{m} = call {t} @llvm.fabs.{suf}({t} {a})")
                s.emit(f"{v} = call {t} @llvm.sqrt.{suf}({t} {m})")
            elif f == 'fmuladd':
                s.decls.add(f"declare {t} @llvm.fmuladd.{suf}({t}, {t}, {t})")
                s.emit(f"{v} = call {t} @llvm.fmuladd.{suf}({t} {a}, {t} {b}, {t} {a})")
            else:
                s.decls.add(f"declare {t} @llvm.{f}.{suf}({t}, {t})"); s.emit(f"{v} = call {t} @llvm.{f}.{suf}({t} {a}, {t} {b})")
        elif kind == 7:
            # reduction
            if isf(e):
                f = r.choice(['fadd','fmul','fmax','fmin'])
                suf = f"v{n}{'f32' if e == 'float' else 'f64'}"
                if f in ('fadd','fmul'):
                    s.decls.add(f"declare {e} @llvm.vector.reduce.{f}.{suf}({e}, {t})")
                    s.emit(f"{v} = call {e} @llvm.vector.reduce.{f}.{suf}({e} 1.0, {t} {a})")
                else:
                    s.decls.add(f"declare {e} @llvm.vector.reduce.{f}.{suf}({t})")
                    s.emit(f"{v} = call {e} @llvm.vector.reduce.{f}.{suf}({t} {a})")
            else:
                f = r.choice(['add','mul','and','or','xor','smax','smin','umax','umin'])
                suf = f"v{n}{ity(e)}"
                s.decls.add(f"declare {e} @llvm.vector.reduce.{f}.{suf}({t})")
                s.emit(f"{v} = call {e} @llvm.vector.reduce.{f}.{suf}({t} {a})")
            w = s.new(); s.emit(f"{w} = insertelement <1 x {e}> poison, {e} {v}, i32 0")
            s.hash_vec(w, 1, e); return
        elif kind == 8 and not isf(e):
            # int casts to another width, same lanes
            e2 = r.choice([x for x in ['i8','i16','i32','i64'] if x != e and (n, x) in SHAPES] or [e])
            if e2 == e: s.emit(f"{v} = xor {t} {a}, {b}")
            else:
                op = 'trunc' if bits(e2) < bits(e) else r.choice(['sext','zext'])
                s.emit(f"{v} = {op} {t} {a} to {vt(n,e2)}"); s.add(n, e2, v); s.hash_vec(v, n, e2); return
        elif kind == 8:
            e2 = 'double' if e == 'float' else 'float'
            if (n, e2) in SHAPES:
                op = 'fpext' if e == 'float' else 'fptrunc'
                s.emit(f"{v} = {op} {t} {a} to {vt(n,e2)}"); s.add(n, e2, v); s.hash_vec(v, n, e2); return
            s.emit(f"{v} = fadd {t} {a}, {b}")
        elif kind == 9:
            # int -> float conversions (and fptosi of small values)
            if not isf(e):
                e2 = r.choice([x for x in ['float','double'] if (n, x) in SHAPES] or ['float'])
                if (n, e2) not in SHAPES: s.emit(f"{v} = add {t} {a}, {b}")
                else:
                    op = r.choice(['sitofp','uitofp'])
                    s.emit(f"{v} = {op} {t} {a} to {vt(n,e2)}"); s.add(n, e2, v); s.hash_vec(v, n, e2); return
            else:
                e2 = r.choice([x for x in ['i8','i16','i32','i64'] if (n, x) in SHAPES])
                # clamp to a safe range first
                suf = f"v{n}{'f32' if e == 'float' else 'f64'}"
                s.decls.add(f"declare {t} @llvm.minnum.{suf}({t}, {t})"); s.decls.add(f"declare {t} @llvm.maxnum.{suf}({t}, {t})")
                lo = s.new(); s.emit(f"{lo} = call {t} @llvm.maxnum.{suf}({t} {a}, {t} {s.splat(n, e, '-100.0')})")
                hi = s.new(); s.emit(f"{hi} = call {t} @llvm.minnum.{suf}({t} {lo}, {t} {s.splat(n, e, '100.0')})")
                op = r.choice(['fptosi','fptoui']) if False else 'fptosi'
                s.emit(f"{v} = {op} {t} {hi} to {vt(n,e2)}"); s.add(n, e2, v); s.hash_vec(v, n, e2); return
        elif kind == 10:
            # bitcast to another shape of the same size
            size = n * bits(e)
            cands = [(m, x) for (m, x) in SHAPES if m * bits(x) == size and (m, x) != (n, e)]
            if cands:
                m, x = r.choice(cands)
                s.emit(f"{v} = bitcast {t} {a} to {vt(m,x)}"); s.add(m, x, v); s.hash_vec(v, m, x); return
            s.emit(f"{v} = {'fadd' if isf(e) else 'add'} {t} {a}, {b}")
        else:
            # memory round trip through an alloca with random alignment
            p = s.new(); al = r.choice([1, 4, 16])
            s.emit(f"{p} = alloca [80 x i8], align 16")
            off = r.choice([0, 4, 16]) if al == 16 else r.choice([0, 1, 3, 4])
            if al == 16: off = 16 if off else 0
            q = s.new(); s.emit(f"{q} = getelementptr i8, ptr {p}, i64 {off}")
            s.emit(f"store {t} {a}, ptr {q}, align {al if off % al == 0 else 1}")
            s.emit(f"{v} = load {t}, ptr {q}, align {al if off % al == 0 else 1}")
        s.add(n, e, v); s.hash_vec(v, n, e)

    def icmp_mask(s, n, e, t, a, b):
        c = s.new()
        if isf(e):
            p = s.r.choice(['oeq','one','olt','ole','ogt','oge','ord','uno','ueq','une','ult','ule','ugt','uge'])
            s.emit(f"{c} = fcmp {p} {t} {a}, {b}")
        else:
            p = s.r.choice(['eq','ne','ugt','uge','ult','ule','sgt','sge','slt','sle'])
            s.emit(f"{c} = icmp {p} {t} {a}, {b}")
        return c
    def extra(s, kind, n, e, t):
        r = s.r
        a = s.pick(n, e); b = s.pick(n, e); c2 = s.pick(n, e)
        mt = f"<{n} x i1>"
        if kind == 12:
            m1 = s.icmp_mask(n, e, t, a, b); m2 = s.icmp_mask(n, e, t, b, c2)
            m = s.new(); s.emit(f"{m} = {r.choice(['and','or','xor'])} {mt} {m1}, {m2}")
            how = r.randrange(4)
            if how == 0:
                x = s.new(); s.emit(f"{x} = bitcast {mt} {m} to i{n}")
                z = s.new(); s.emit(f"{z} = zext i{n} {x} to i64") if n < 64 else None
                w = s.new(); s.emit(f"{w} = insertelement <1 x i64> poison, i64 {z}, i32 0"); s.hash_vec(w, 1, 'i64')
            elif how == 1:
                e2 = r.choice(['i8','i16','i32','i64'])
                if (n, e2) not in SHAPES: e2 = 'i8'
                op = r.choice(['zext','sext'])
                v = s.new(); s.emit(f"{v} = {op} {mt} {m} to {vt(n,e2)}"); s.add(n, e2, v); s.hash_vec(v, n, e2)
            elif how == 2:
                f = r.choice(['or','and','xor'])
                s.decls.add(f"declare i1 @llvm.vector.reduce.{f}.v{n}i1({mt})")
                v = s.new(); s.emit(f"{v} = call i1 @llvm.vector.reduce.{f}.v{n}i1({mt} {m})")
                z = s.new(); s.emit(f"{z} = zext i1 {v} to i64")
                w = s.new(); s.emit(f"{w} = insertelement <1 x i64> poison, i64 {z}, i32 0"); s.hash_vec(w, 1, 'i64')
            else:
                v = s.new(); s.emit(f"{v} = select {mt} {m}, {t} {c2}, {t} {a}"); s.add(n, e, v); s.hash_vec(v, n, e)
        elif kind == 13 and not isf(e):
            # variable index from a lane value
            x = s.new(); s.emit(f"{x} = extractelement {t} {b}, i32 0")
            i = s.new(); s.emit(f"{i} = urem {ity(e)} {x}, {n}") if bits(e) > 8 or n < 128 else None
            y = s.new(); s.emit(f"{y} = extractelement {t} {a}, {ity(e)} {i}")
            v = s.new(); s.emit(f"{v} = insertelement {t} {c2}, {e} {y}, {ity(e)} {i}")
            s.add(n, e, v); s.hash_vec(v, n, e)
        elif kind == 14:
            x = s.new(); s.emit(f"{x} = extractelement {t} {a}, i32 {r.randrange(n)}")
            y = s.new(); s.emit(f"{y} = extractelement {t} {b}, i32 {r.randrange(n)}")
            c = s.new(); s.emit(f"{c} = {'fcmp olt' if isf(e) else 'icmp slt'} {e} {x}, {y}")
            v = s.new(); s.emit(f"{v} = select i1 {c}, {t} {a}, {t} {b}")
            s.add(n, e, v); s.hash_vec(v, n, e)
        else:
            sfx = f"v{n}{'f32' if e == 'float' else 'f64' if e == 'double' else ity(e)}"
            s.decls.add(f"declare {t} @llvm.vector.reverse.{sfx}({t})")
            v = s.new(); s.emit(f"{v} = call {t} @llvm.vector.reverse.{sfx}({t} {a})")
            if isf(e) and (n, 'i32') in SHAPES and r.randrange(2):
                suf = f"v{n}{'f32' if e == 'float' else 'f64'}"
                s.decls.add(f"declare {t} @llvm.minnum.{suf}({t}, {t})"); s.decls.add(f"declare {t} @llvm.maxnum.{suf}({t}, {t})")
                lo = s.new(); s.emit(f"{lo} = call {t} @llvm.maxnum.{suf}({t} {v}, {t} {s.splat(n, e, '0.0')})")
                hi = s.new(); s.emit(f"{hi} = call {t} @llvm.minnum.{suf}({t} {lo}, {t} {s.splat(n, e, '200.0')})")
                w = s.new(); s.emit(f"{w} = fptoui {t} {hi} to {vt(n,'i32')}"); s.add(n, 'i32', w); s.hash_vec(w, n, 'i32'); return
            s.add(n, e, v); s.hash_vec(v, n, e)

def gen(seed, steps=25):
    g = G(seed)
    for _ in range(steps): g.step()
    out = ['@.fmt = private constant [6 x i8] c"%llx\\0A\\00"', 'declare i32 @printf(ptr, ...)']
    out += sorted(g.decls)
    out.append('define i32 @main() {')
    out += g.lines
    for h in g.hashes:
        out.append(f"  call i32 (ptr, ...) @printf(ptr @.fmt, i64 {h})")
    out.append('  ret i32 0\n}')
    return "\n".join(out) + "\n"

if __name__ == '__main__':
    print(gen(int(sys.argv[1]), int(sys.argv[2]) if len(sys.argv) > 2 else 25))
