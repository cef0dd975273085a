#!/usr/bin/env python3
"""Writes intrinsics.expected: what tests/wide/intrinsics.ll prints, computed with Python's
integers (an oracle independent of Kiln and of LLVM, which cannot compile that file)."""
import os

M256 = (1 << 256) - 1
VALS = [0, M256, (1 << 255) - 1, 1 << 255, 12345678901234567890123456789012345678901234567890]


def signed(v, n):
    v &= (1 << n) - 1
    return v - (1 << n) if v >> (n - 1) else v


def main():
    out = []

    def show(v, flag):
        v &= M256
        hi, lo = (v >> 192) & ((1 << 64) - 1), v & ((1 << 64) - 1)
        out.append("%x %x" % (hi ^ (1000000007 if flag else 0), lo))

    for a in VALS:
        for j, b in enumerate(VALS):
            r = a + b
            show(r, r >> 256 != 0)
            r = signed(a, 256) + signed(b, 256)
            show(r, not -(1 << 255) <= r < (1 << 255))
            show(a - b, a < b)
            r = signed(a, 256) - signed(b, 256)
            show(r, not -(1 << 255) <= r < (1 << 255))
            a2, b2 = a & ((1 << 200) - 1), b & ((1 << 200) - 1)
            p = a2 * b2
            show(p & ((1 << 200) - 1), p >> 200 != 0)
            p = signed(a2, 200) * signed(b2, 200)
            show(signed(p, 200), not -(1 << 199) <= p < (1 << 199))
            show(min(a + b, M256), False)
            show(max(-(1 << 255), min((1 << 255) - 1, signed(a, 256) + signed(b, 256))), False)
            show(max(0, a - b), False)
            show(max(-(1 << 255), min((1 << 255) - 1, signed(a, 256) - signed(b, 256))), False)
            k = (j * 77) % 256
            show(((a << k) | (b >> (256 - k))) & M256 if k else a, False)
            k = (j * 77) % 200
            show(((b2 >> k) | (a2 << (200 - k))) & ((1 << 200) - 1) if k else b2, False)
        show(int.from_bytes(a.to_bytes(32, "little"), "big"), False)
        a3 = a & ((1 << 208) - 1)
        show(int.from_bytes(a3.to_bytes(26, "little"), "big"), False)
        a2 = a & ((1 << 200) - 1)
        show(int(bin(a2)[2:].zfill(200)[::-1], 2), True)
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "intrinsics.expected"), "w") as fh:
        fh.write("\n".join(out) + "\n")


main()
