-- The string library: patterns, gsub, byte/char, rep, utf8, string.pack.
local s = "Hello, World! 123 456"
print(s:upper(), s:lower(), #s, s:sub(8, 12), s:sub(-3))
print(s:find("World"), s:find("%d+"), s:match("(%d+) (%d+)"))
print((s:gsub("%d", function(d) return tostring(9 - tonumber(d)) end)))
print(("abc"):rep(3, "-"), ("x"):byte(), string.char(76, 117, 97))
print(string.format("%-8s|%8s|%08.3f|%+d", "left", "right", math.pi, 42))
local csv = "name,age,city\nann,31,oslo\nbob,27,rome"
for line in csv:gmatch("[^\n]+") do
  local fields = {}
  for f in line:gmatch("[^,]+") do fields[#fields + 1] = f end
  print(#fields, fields[1], fields[3])
end
print(utf8.char(72, 228, 8364, 128512), utf8.len("häll€"), #utf8.char(8364))
for p, c in utf8.codes("aé€") do io.write(p, ":", c, " ") end
print()
local packed = string.pack("<i4 d z", -2, 2.5, "zz")
print(#packed, string.unpack("<i4 d z", packed))
print(("%s=%d"):format("x", 7), tostring(nil), tostring(true))
local parts = {}
for k, v in string.gmatch("a=1, b=22, c=333", "(%w+)=(%w+)") do parts[#parts + 1] = k .. v end
print(table.concat(parts, ";"))
print(string.reverse("stressed"), ("  trim  "):match("^%s*(.-)%s*$") .. "|")
