#!/usr/bin/env bash
# Check the hand-written seed IR files in tests/seeds/.
#
# Every tests/seeds/*.ll must be accepted by `llvm-as-19 -o /dev/null` (parser +
# verifier). In addition each file must start with a "; " comment naming its
# seed section, keep the x86_64 Linux target triple, declare every @llvm.*
# intrinsic it uses, and avoid constructs the corpus excludes (invoke,
# landingpad, atomics, inline asm, thread_local, aliases, ifuncs, x86_fp80,
# fp128).
#
# Usage: tests/seeds/regen-check.sh     (from any directory)
set -euo pipefail

LLVM_AS="${LLVM_AS:-llvm-as-19}"
if ! command -v "$LLVM_AS" >/dev/null 2>&1; then
    echo "regen-check.sh: error: $LLVM_AS not found in PATH (install llvm-19)" >&2
    exit 1
fi

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$HERE"

shopt -s nullglob
files=(*.ll)
if [ "${#files[@]}" -eq 0 ]; then
    echo "regen-check.sh: error: no .ll files in $HERE" >&2
    exit 1
fi

forbidden='invoke|landingpad|atomicrmw|cmpxchg|fence|asm|thread_local|alias|ifunc|x86_fp80|fp128'
fail=0
for f in "${files[@]}"; do
    ok=1
    if ! "$LLVM_AS" -o /dev/null "$f"; then
        echo "regen-check.sh: error: $f is rejected by $LLVM_AS" >&2
        ok=0
    fi
    if [ "$(head -c 2 "$f")" != "; " ]; then
        echo "regen-check.sh: error: $f does not start with a '; ' comment" >&2
        ok=0
    fi
    if ! grep -qx 'target triple = "x86_64-unknown-linux-gnu"' "$f"; then
        echo "regen-check.sh: error: $f lacks target triple = \"x86_64-unknown-linux-gnu\"" >&2
        ok=0
    fi
    # Strip comments before looking for forbidden keywords and intrinsic uses.
    body="$(sed -e 's/;.*$//' "$f")"
    if grep -nwE "$forbidden" <<<"$body" >&2; then
        echo "regen-check.sh: error: $f uses a forbidden construct (see above)" >&2
        ok=0
    fi
    used="$(grep -oE '@llvm\.[A-Za-z0-9_.]+' <<<"$body" | sort -u || true)"
    declared="$(sed -nE 's/^declare [^@]*(@llvm\.[A-Za-z0-9_.]+)\(.*/\1/p' <<<"$body" | sort -u || true)"
    missing="$(comm -23 <(printf '%s\n' "$used") <(printf '%s\n' "$declared") | sed '/^$/d')"
    if [ -n "$missing" ]; then
        echo "regen-check.sh: error: $f uses undeclared intrinsics: $(echo $missing)" >&2
        ok=0
    fi
    if [ "$ok" -eq 1 ]; then
        echo "ok   $f"
    else
        echo "FAIL $f"
        fail=1
    fi
done

if [ "$fail" -ne 0 ]; then
    echo "regen-check.sh: FAILED" >&2
    exit 1
fi
echo "regen-check.sh: all ${#files[@]} seed file(s) accepted"
