// A heavier QuickJS workload for `cargo bench --bench real`.
function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
let acc = fib(27);
const objs = [];
for (let i = 0; i < 200000; i++) objs.push({ i, s: "k" + (i % 1000), v: i * 1.5 });
objs.sort((a, b) => (a.s < b.s ? -1 : a.s > b.s ? 1 : a.i - b.i));
acc += objs[12345].i;
const m = new Map();
for (const o of objs) m.set(o.s, (m.get(o.s) || 0) + o.v);
acc += m.size;
let s = "";
for (let i = 0; i < 50000; i++) s += String.fromCharCode(97 + (i % 26));
acc += s.split("a").length;
const f = new Float64Array(1 << 18);
for (let k = 0; k < 10; k++) for (let i = 0; i < f.length; i++) f[i] = Math.sqrt(i + k) * 0.5 + f[i];
acc += Math.round(f[1000]);
acc += Number((3n ** 5000n) % 1000003n);
print(acc, JSON.stringify(objs.slice(0, 2)).length);
