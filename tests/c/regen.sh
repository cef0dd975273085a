#!/usr/bin/env bash
# Regenerate the C test corpus artefacts.
#
# For every tests/c/NAME.c this writes, next to the source:
#   NAME.O0.ll      clang-19 -S -emit-llvm -O0 (untouched clang output)
#   NAME.O2.ll      clang-19 -S -emit-llvm -O2 (untouched clang output)
#   NAME.expected   stdout of the natively built program (clang-19 -O0)
#   NAME.status     its exit code (a single number)
# It fails if the -O0 and -O2 native builds disagree on stdout or exit code,
# or if the generated IR uses constructs Kiln does not accept.
#
# Usage: tests/c/regen.sh [NAME ...]     (from any directory; default: all)
set -euo pipefail

CLANG="${CLANG:-clang-19}"
if ! command -v "$CLANG" >/dev/null 2>&1; then
    echo "regen.sh: error: $CLANG not found in PATH (install clang-19)" >&2
    exit 1
fi

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
TMP="$(mktemp -d "${TMPDIR:-/tmp}/kiln-regen.XXXXXX")"
trap 'rm -rf "$TMP"' EXIT

cd "$HERE"
if [ "$#" -gt 0 ]; then
    names=("$@")
else
    names=()
    for src in *.c; do names+=("${src%.c}"); done
fi
if [ "${#names[@]}" -eq 0 ]; then
    echo "regen.sh: error: no .c files in $HERE" >&2
    exit 1
fi

# IR constructs the corpus must not contain (matched as whole words).
forbidden='available_externally|invoke|landingpad|asm|thread_local|alias|ifunc|fp128'

# The only external functions the programs may reference (Kiln's built-in
# libc); @llvm.* intrinsics are always allowed.
allowed_funcs=' printf fprintf sprintf snprintf puts putchar malloc calloc realloc free aligned_alloc memcpy memmove memset memcmp strlen strcmp strncmp strcpy strncpy strcat strchr abs labs qsort bsearch exit abort fabsl copysignl sqrtl floorl ceill truncl roundl rintl nearbyintl fmodl ldexpl scalbnl scalblnl frexpl modfl fmaxl fminl fmal '
# The only external globals they may reference.
allowed_globals=' stdout stderr '

fail=0
for name in "${names[@]}"; do
    name="${name%.c}"
    src="$name.c"
    if [ ! -f "$src" ]; then
        echo "regen.sh: error: $HERE/$src does not exist" >&2
        exit 1
    fi
    # Compile from inside tests/c with a relative path so that the ModuleID and
    # source_filename in the .ll files do not depend on the checkout location.
    "$CLANG" -S -emit-llvm -O0 -o "$name.O0.ll" "$src"
    "$CLANG" -S -emit-llvm -O2 -o "$name.O2.ll" "$src"

    for ll in "$name.O0.ll" "$name.O2.ll"; do
        # Metadata names such as !alias.scope are not constructs: strip them before matching.
        if sed -E 's/![A-Za-z0-9._-]+//g' "$ll" | grep -nwE "$forbidden" >"$TMP/forbidden.txt"; then
            echo "regen.sh: error: $ll contains a forbidden construct:" >&2
            head -n 5 "$TMP/forbidden.txt" >&2
            fail=1
        fi
        for f in $(sed -nE 's/^declare .*@([A-Za-z_][A-Za-z0-9_.]*)\(.*/\1/p' "$ll"); do
            case "$f" in llvm.*) continue ;; esac
            if [[ "$allowed_funcs" != *" $f "* ]]; then
                echo "regen.sh: error: $ll calls $f, which is not in Kiln's libc" >&2
                fail=1
            fi
        done
        for g in $(sed -nE 's/^@([A-Za-z_][A-Za-z0-9_.]*) = external .*/\1/p' "$ll"); do
            if [[ "$allowed_globals" != *" $g "* ]]; then
                echo "regen.sh: error: $ll references external global @$g" >&2
                fail=1
            fi
        done
    done

    "$CLANG" -O0 -w -o "$TMP/$name.O0" "$src" -lm
    "$CLANG" -O2 -w -o "$TMP/$name.O2" "$src" -lm

    set +e
    "$TMP/$name.O0" >"$TMP/$name.out0" 2>/dev/null </dev/null
    rc0=$?
    "$TMP/$name.O2" >"$TMP/$name.out2" 2>/dev/null </dev/null
    rc2=$?
    set -e

    if [ "$rc0" -ge 128 ]; then
        echo "regen.sh: error: $name (-O0) died with status $rc0" >&2
        fail=1
        continue
    fi
    if ! cmp -s "$TMP/$name.out0" "$TMP/$name.out2"; then
        echo "regen.sh: error: $name prints different output at -O0 and -O2:" >&2
        diff "$TMP/$name.out0" "$TMP/$name.out2" | head -n 20 >&2 || true
        fail=1
        continue
    fi
    if [ "$rc0" -ne "$rc2" ]; then
        echo "regen.sh: error: $name exits with $rc0 at -O0 but $rc2 at -O2" >&2
        fail=1
        continue
    fi
    cp "$TMP/$name.out0" "$name.expected"
    echo "$rc0" >"$name.status"
    printf '%-20s status=%-3s lines=%s\n' "$name" "$rc0" "$(wc -l <"$name.expected")"
done

if [ "$fail" -ne 0 ]; then
    echo "regen.sh: FAILED" >&2
    exit 1
fi
echo "regen.sh: ${#names[@]} program(s) regenerated"
