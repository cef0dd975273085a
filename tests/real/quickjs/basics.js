// Closures, classes, exceptions, generators, destructuring, template strings, JSON.
function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
print(fib(22));
const counter = (() => { let n = 0; return k => (n += k ?? 1); })();
counter(); counter(5);
print(counter(), counter(10));
class Shape { constructor(name) { this.name = name; } area() { return 0; } toString() { return `${this.name}(${this.area().toFixed(3)})`; } }
class Circle extends Shape { constructor(r) { super("circle"); this.r = r; } area() { return Math.PI * this.r ** 2; } }
class Square extends Shape { constructor(s) { super("square"); this.s = s; } area() { return this.s * this.s; } }
const shapes = [new Circle(1.5), new Square(2), new Circle(0.25)];
shapes.sort((a, b) => a.area() - b.area());
print(shapes.map(String).join(" "));
try { null.x; } catch (e) { print(e instanceof TypeError, e.message); }
try { throw new RangeError("bad " + 42); } catch (e) { print(e.name, e.message); } finally { print("finally"); }
function* gen(n) { for (let i = 0; i < n; i++) yield i * i; return "end"; }
print([...gen(6)].join(","), Array.from(gen(3), x => x + 1));
const { a, b: [c, d = 7], ...rest } = { a: 1, b: [2], e: 5, f: 6 };
print(a, c, d, JSON.stringify(rest));
const obj = JSON.parse('{"x":[1,2,{"y":"z"}],"n":-1.5e3,"t":true,"u":null}');
print(JSON.stringify(obj), JSON.stringify(obj, null, 1).length);
print([3, 1, 2].toSorted?.() ?? "no toSorted", [1, [2, [3, [4]]]].flat(Infinity).join("+"));
const m = new Map([[1, "one"], [2, "two"]]); m.set(3, "three");
const s = new Set("mississippi");
print(m.size, [...m.values()].join("|"), [...s].join(""));
print(0.1 + 0.2, (123.456).toFixed(1), (0.000001234).toPrecision(2), (255).toString(16), parseInt("z", 36), 1 / 3);
print(Number.MAX_SAFE_INTEGER, 2 ** 53 + 1, -0 === 0, Object.is(-0, 0), NaN !== NaN, 1e21, 1e-7);
print("abc".padStart(6, "-"), "x".repeat(3), "Hello".split("").reverse().join(""), "äöü".toUpperCase());
print(/(\d+)-(\d+)/.exec("tel 123-4567")[2], "a1b22c333".replace(/\d+/g, m => m.length));
let label = 0;
outer: for (let i = 0; i < 5; i++) { for (let j = 0; j < 5; j++) { if (i * j > 6) break outer; label += i + j; } }
print(label, typeof undefined, typeof null, typeof (() => 1), typeof 1n);
