-- Tables, sorting, metatables, inheritance, varargs, coroutines, errors.
local t = {}
for i = 1, 2000 do t[i] = (i * 7919) % 2003 end
table.sort(t)
print(#t, t[1], t[1000], t[2000])
table.sort(t, function(a, b) return a > b end)
print(t[1], t[2000], table.concat(t, ",", 1, 8))
local words = {}
for w in ("the quick brown fox jumps over the lazy dog again and again"):gmatch("%a+") do
  words[w] = (words[w] or 0) + 1
end
local keys = {}
for k in pairs(words) do keys[#keys + 1] = k end
table.sort(keys)
for _, k in ipairs(keys) do io.write(k, "=", words[k], " ") end
print()
local Vec = {}
Vec.__index = Vec
function Vec.new(x, y) return setmetatable({x = x, y = y}, Vec) end
function Vec.__add(a, b) return Vec.new(a.x + b.x, a.y + b.y) end
function Vec.__tostring(v) return "(" .. v.x .. "," .. v.y .. ")" end
function Vec:len2() return self.x * self.x + self.y * self.y end
local v = Vec.new(3, 4) + Vec.new(1, 2)
print(tostring(v), v:len2())
local Animal = {}
Animal.__index = Animal
function Animal:speak() return self.name .. " makes " .. self:sound() end
function Animal:sound() return "a noise" end
local Dog = setmetatable({}, {__index = Animal})
Dog.__index = Dog
function Dog:sound() return "woof" end
print(setmetatable({name = "rex"}, Dog):speak(), setmetatable({name = "it"}, Animal):speak())
local function varsum(...)
  local s = 0
  for i = 1, select("#", ...) do s = s + (select(i, ...)) end
  return s, ...
end
print(varsum(1, 2, 3, 4.5))
local gen = coroutine.wrap(function(n)
  for i = 1, n do coroutine.yield(i * i) end
  return "done"
end)
print(gen(4), gen(), gen(), gen(), gen())
local co = coroutine.create(function(a) local b = coroutine.yield(a + 1); error({code = b}) end)
print(coroutine.resume(co, 1))
local ok, e = coroutine.resume(co, 42)
print(ok, type(e), e.code, coroutine.status(co))
print(pcall(error, "plain"), pcall(function() local x = nil; return x.field end))
print(select(2, xpcall(function() error("deep") end, function(m) return "handled: " .. m end)))
local weak = setmetatable({}, {__mode = "k"})
weak[{}] = 1
collectgarbage()
local n = 0
for _ in pairs(weak) do n = n + 1 end
print("weak entries after collect", n)
