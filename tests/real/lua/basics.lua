-- Closures, recursion, integer and float arithmetic, string formatting.
local function fib(n) if n < 2 then return n end return fib(n - 1) + fib(n - 2) end
print(fib(22))
local function counter()
  local n = 0
  return function(k) n = n + (k or 1); return n end
end
local c = counter()
c(); c(5)
print(c(), c(10))
print(10 // 3, -10 // 3, 10 % -3, -7 % 3, 7 / 2, 2 ^ 10, 3 | 5, 6 & 3, 1 << 62, ~0)
print(math.maxinteger, math.mininteger, math.maxinteger + 1 == math.mininteger)
print(string.format("%.14g %.3f %5.2e %x %X %o %q", math.pi, -1 / 3, 12345.678, 255, 48879, 8, "a\nb"))
print(string.format("%g %g %g %g", 1e300 * 1e10, -1e300 * 1e10, 0 / 0 ~= 0 / 0 and 1 or 0, 2 ^ 53 + 1))
print(math.floor(-3.5), math.ceil(-3.5), math.fmod(7, -3), math.abs(-2 ^ 63), math.tointeger(3.0))
print(tostring(1e15), tostring(1e16), tostring(-0.0), 0.1 + 0.2, 100 * 1.1)
print(tonumber("0x1p4"), tonumber("  12  "), tonumber("z", 36), tonumber("1e2"), tonumber("10", 2))
local sum = 0
for i = 1, 100000 do sum = sum + i * i % 7 end
print(sum)
goto skip
print("not printed")
::skip::
print(select("#", 1, nil, 3), select(2, "a", "b", "c"))
