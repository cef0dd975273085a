#!/usr/bin/env bash
# Regenerate the Win64 C corpus (tests/c/win) from the portable programs of tests/c.
#
# For every portable tests/c/NAME.c this writes into tests/c/win/:
#   NAME.O0.ll      clang-19 --target=x86_64-w64-windows-gnu -S -emit-llvm -O0 (untouched clang output)
#   NAME.O2.ll      the same at -O2
#   NAME.expected   stdout (CRLF turned into LF) of the x86_64-w64-mingw32-gcc -O0 build run under wine
#   NAME.status     its exit code
# The flags are those of tests/c/regen.sh plus the target; clang finds the mingw-w64 headers in
# /usr/x86_64-w64-mingw32/include. C17 turns on __USE_MINGW_ANSI_STDIO, so printf is mingw's
# C99 printf (%zu, %lld, %Lf, %a work), reached through an inline varargs wrapper in <stdio.h>.
#
# It fails when the gcc -O0 and -O2 builds disagree, when a program crashes, or when clang's IR
# built with llc-19 and linked with mingw gcc prints something else than the gcc build: that
# means the program is not portable (then add it to `excluded` below with the reason).
#
# Usage: scripts/gen-win-corpus.sh [NAME ...]   (default: every tests/c/*.c not excluded)
# Needs: clang-19, llc-19, gcc-mingw-w64-x86-64, wine64. Uses the wine prefix of the tests
# (target/kiln-wine/prefix; override with WINEPREFIX).
set -euo pipefail

# Programs of tests/c that are not portable to Win64 (tests/tests/native_win64_corpus.rs checks that
# every tests/c program is either here or in tests/c/win).
declare -A excluded=(
    [heap]="calls aligned_alloc, which msvcrt does not have (clang rejects the implicit declaration)"
    [bitint]="_BitInt needs gcc 14, and mingw-w64 gcc here is 12 (tests/tests/wide_ints.rs runs wide-integer calls under wine)"
    [bitint_float]="_BitInt needs gcc 14, and mingw-w64 gcc here is 12"
    [attributes]="a weak data definition: mingw gcc's PE/COFF weak symbol reads 0 where clang's reads 42"
    [deep_recursion]="needs more than the 1 MiB default Windows stack at -O0, and overflows a 32-bit long"
    [recursion]="computes 1L << 40, undefined with Windows' 32-bit long (gcc and clang print different gcds)"
    [fpclass]="prints __builtin_signbit's nonzero value, which is 0x80000000 with gcc but 1 with clang"
    [atomics_single]="uses clang's floating-point and min/max __atomic builtins, which gcc lacks (tests/threads runs atomics under wine)"
)

CLANG="${CLANG:-clang-19}"
LLC="${LLC:-llc-19}"
MINGW="${MINGW:-x86_64-w64-mingw32-gcc}"
WINE="${WINE:-/usr/lib/wine/wine64}"
for tool in "$CLANG" "$LLC" "$MINGW" "$WINE"; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "gen-win-corpus.sh: error: $tool not found (apt-get install clang-19 llvm-19 gcc-mingw-w64-x86-64 wine64)" >&2
        exit 1
    fi
done

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export WINEPREFIX="${WINEPREFIX:-$ROOT/target/kiln-wine/prefix}"
export WINEDEBUG=-all
# No debugger on crashes (it would print a register dump to stdout), no Mono/Gecko installers.
export WINEDLLOVERRIDES="winedbg.exe=d;mscoree=d;mshtml=d"
TMP="$(mktemp -d "${TMPDIR:-/tmp}/kiln-gen-win.XXXXXX")"
trap 'rm -rf "$TMP"' EXIT

mkdir -p "$WINEPREFIX"
if [ ! -f "$WINEPREFIX/.kiln-ready" ]; then
    echo "gen-win-corpus.sh: initialising the wine prefix $WINEPREFIX (takes a few seconds)"
    "$WINE" wineboot -i >/dev/null 2>&1
    echo "initialised by kiln-tests" >"$WINEPREFIX/.kiln-ready"
fi

cd "$ROOT/tests/c"
mkdir -p win
if [ "$#" -gt 0 ]; then
    names=("$@")
else
    names=()
    for src in *.c; do
        name="${src%.c}"
        if [ -n "${excluded[$name]+x}" ]; then
            echo "skipping $name: ${excluded[$name]}"
            rm -f "win/$name".*
        else
            names+=("$name")
        fi
    done
fi

# IR constructs the corpus must not contain (as tests/c/regen.sh; dllimport is expected: stdout
# comes from the imported __acrt_iob_func).
forbidden='available_externally|invoke|landingpad|atomicrmw|cmpxchg|fence|asm|thread_local|alias|ifunc|fp128'

# Runs the Windows program $1 under wine; stdout (LF line ends) to $2; prints the exit code.
# Fails when wine reports an unhandled exception.
run_wine() {
    local rc=0
    "$WINE" "$1" >"$TMP/raw" 2>"$TMP/err" </dev/null || rc=$?
    tr -d '\r' <"$TMP/raw" >"$2"
    if grep -q "wine: Unhandled" "$TMP/err"; then
        echo "gen-win-corpus.sh: error: $1 crashed: $(head -n 1 "$TMP/err")" >&2
        return 1
    fi
    echo "$rc"
}

fail=0
for name in "${names[@]}"; do
    name="${name%.c}"
    src="$name.c"
    if [ ! -f "$src" ]; then
        echo "gen-win-corpus.sh: error: tests/c/$src does not exist" >&2
        exit 1
    fi
    if [ -n "${excluded[$name]+x}" ]; then
        echo "gen-win-corpus.sh: error: $name is excluded: ${excluded[$name]}" >&2
        exit 1
    fi
    # Relative source path, so ModuleID and source_filename do not depend on the checkout.
    for opt in 0 2; do
        "$CLANG" --target=x86_64-w64-windows-gnu -w -S -emit-llvm -O$opt -o "win/$name.O$opt.ll" "$src"
        if sed -E 's/![A-Za-z0-9._-]+//g' "win/$name.O$opt.ll" | grep -nwE "$forbidden" >"$TMP/forbidden.txt"; then
            echo "gen-win-corpus.sh: error: win/$name.O$opt.ll contains a forbidden construct:" >&2
            head -n 5 "$TMP/forbidden.txt" >&2
            fail=1
        fi
    done

    "$MINGW" -O0 -w -o "$TMP/$name.gcc0.exe" "$src" -lm
    "$MINGW" -O2 -w -o "$TMP/$name.gcc2.exe" "$src" -lm
    rc0=$(run_wine "$TMP/$name.gcc0.exe" "$TMP/$name.out0") || { fail=1; continue; }
    rc2=$(run_wine "$TMP/$name.gcc2.exe" "$TMP/$name.out2") || { fail=1; continue; }
    if ! cmp -s "$TMP/$name.out0" "$TMP/$name.out2" || [ "$rc0" != "$rc2" ]; then
        echo "gen-win-corpus.sh: error: $name: mingw gcc -O0 and -O2 builds disagree (status $rc0 vs $rc2):" >&2
        diff "$TMP/$name.out0" "$TMP/$name.out2" | head -n 20 >&2 || true
        fail=1
        continue
    fi

    # clang's Windows IR, compiled by LLVM itself, must agree with gcc: the program is portable.
    for opt in 0 2; do
        "$LLC" -mtriple=x86_64-w64-windows-gnu -filetype=obj -o "$TMP/$name.llc$opt.obj" "win/$name.O$opt.ll"
        "$MINGW" -o "$TMP/$name.llc$opt.exe" "$TMP/$name.llc$opt.obj" -lm
        rcl=$(run_wine "$TMP/$name.llc$opt.exe" "$TMP/$name.llc$opt.out") || { fail=1; continue 2; }
        if ! cmp -s "$TMP/$name.out0" "$TMP/$name.llc$opt.out" || [ "$rc0" != "$rcl" ]; then
            echo "gen-win-corpus.sh: error: $name: clang -O$opt IR (via llc) and mingw gcc disagree (status $rcl vs $rc0):" >&2
            diff "$TMP/$name.llc$opt.out" "$TMP/$name.out0" | head -n 20 >&2 || true
            fail=1
            continue 2
        fi
    done

    cp "$TMP/$name.out0" "win/$name.expected"
    echo "$rc0" >"win/$name.status"
    same="differs from tests/c/$name.expected"
    cmp -s "win/$name.expected" "$name.expected" && same="same as Linux"
    printf '%-20s status=%-3s lines=%-4s %s\n' "$name" "$rc0" "$(wc -l <"win/$name.expected")" "$same"
done

if [ "$fail" -ne 0 ]; then
    echo "gen-win-corpus.sh: FAILED" >&2
    exit 1
fi
echo "gen-win-corpus.sh: ${#names[@]} program(s) regenerated in tests/c/win"
