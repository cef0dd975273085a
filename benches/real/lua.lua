-- A heavier Lua workload for `cargo bench --bench real`.
local function fib(n) if n < 2 then return n end return fib(n - 1) + fib(n - 2) end
local acc = fib(29)
local t = {}
for i = 1, 300000 do t[i] = (i * 7919) % 100003 end
table.sort(t)
acc = acc + t[1000]
local parts = {}
for i = 1, 100000 do parts[#parts + 1] = string.format("%d:%x", i, i * 3) end
local s = table.concat(parts, ",")
acc = acc + #s
local n = 0
for w in s:gmatch("%d+:") do n = n + 1 end
acc = acc + n
local x = 0.0
for i = 1, 2000000 do x = x + math.sin(i) * 0.001 end
print(acc, string.format("%.6f", x))
