#!/usr/bin/env bash
# Regenerate the C++ exception-handling test corpus artefacts.
#
# For every tests/cxx/NAME.cpp this writes, next to the source:
#   NAME.O0.ll      clang++-19 -std=c++17 -S -emit-llvm -O0 (untouched clang output)
#   NAME.O2.ll      clang++-19 -std=c++17 -S -emit-llvm -O2 (untouched clang output)
#   NAME.expected   stdout of the natively built program (clang++-19 -O0)
#   NAME.status     its exit code (a single number)
# It fails if the native clang++ -O0, clang++ -O2 and g++ -O2 builds disagree
# on stdout or exit code, or if the generated IR uses constructs Kiln does not
# accept.
#
# A program normally exits with a status below 128. One that is meant to die
# (e.g. std::terminate on an uncaught exception: SIGABRT, status 134 as bash
# reports it) says so with a line of its own in its source:
#   // regen: expect-status 134
#
# Usage: tests/cxx/regen.sh [NAME ...]   (from any directory; default: all)
set -euo pipefail

CLANGXX="${CLANGXX:-clang++-19}"
GXX="${GXX:-g++}"
for tool in "$CLANGXX" "$GXX"; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "regen.sh: error: $tool not found in PATH (install clang-19 and g++)" >&2
        exit 1
    fi
done
STD=-std=c++17

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
TMP="$(mktemp -d "${TMPDIR:-/tmp}/kiln-regen.XXXXXX")"
trap 'rm -rf "$TMP"' EXIT

cd "$HERE"
if [ "$#" -gt 0 ]; then
    names=("$@")
else
    names=()
    for src in *.cpp; do names+=("${src%.cpp}"); done
fi
if [ "${#names[@]}" -eq 0 ] || [ "${names[0]}" = '*' ]; then
    echo "regen.sh: error: no .cpp files in $HERE" >&2
    exit 1
fi

# IR constructs the corpus must not contain (matched as whole words).
# invoke, landingpad and resume (Itanium EH) are allowed; the funclet-based
# Windows EH instructions are not.
forbidden='available_externally|asm|thread_local|alias|ifunc|x86_fp80|fp128|catchswitch|catchpad|cleanuppad|catchret|cleanupret'

# The only external functions the programs may reference (Kiln's built-in
# libc and C++ runtime); @llvm.* intrinsics are always allowed.
allowed_funcs=' printf puts putchar fflush malloc free memcpy memset strlen strcmp qsort abort exit '
allowed_funcs+='__cxa_allocate_exception __cxa_free_exception __cxa_throw __cxa_begin_catch __cxa_end_catch __cxa_rethrow __cxa_get_exception_ptr __cxa_call_unexpected _Unwind_Resume _ZSt9terminatev __gxx_personality_v0 _Znwm _ZdlPv _ZdlPvm _Znam _ZdaPv _ZdaPvm '
# The only external globals they may reference: the C streams, the runtime's
# type_info vtables, and the type infos of fundamental types (T, T*, const T*).
allowed_globals=' stdout stderr _ZTVN10__cxxabiv117__class_type_infoE _ZTVN10__cxxabiv120__si_class_type_infoE _ZTVN10__cxxabiv121__vmi_class_type_infoE _ZTVN10__cxxabiv119__pointer_type_infoE '
fundamental_typeinfo='^_ZTI(P|PK)?([vbcahstijlmxyfd]|Dn)$'

fail=0
for name in "${names[@]}"; do
    name="${name%.cpp}"
    src="$name.cpp"
    if [ ! -f "$src" ]; then
        echo "regen.sh: error: $HERE/$src does not exist" >&2
        exit 1
    fi
    # Compile from inside tests/cxx with a relative path so that the ModuleID
    # and source_filename in the .ll files do not depend on the checkout location.
    "$CLANGXX" $STD -S -emit-llvm -O0 -o "$name.O0.ll" "$src"
    "$CLANGXX" $STD -S -emit-llvm -O2 -o "$name.O2.ll" "$src"

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
                echo "regen.sh: error: $ll calls $f, which is not in Kiln's libc or C++ runtime" >&2
                fail=1
            fi
        done
        for g in $(sed -nE 's/^@([A-Za-z_][A-Za-z0-9_.]*) = external .*/\1/p' "$ll"); do
            if [[ "$allowed_globals" != *" $g "* ]] && ! [[ "$g" =~ $fundamental_typeinfo ]]; then
                echo "regen.sh: error: $ll references external global @$g" >&2
                fail=1
            fi
        done
    done

    "$CLANGXX" $STD -O0 -w -o "$TMP/$name.O0" "$src"
    "$CLANGXX" $STD -O2 -w -o "$TMP/$name.O2" "$src"
    "$GXX" $STD -O2 -w -o "$TMP/$name.gcc" "$src"

    # Run each build in a subshell with core dumps off; the subshell's stderr
    # is discarded too, so bash's "Aborted" notice does not clutter the log.
    set +e
    (ulimit -c 0; "$TMP/$name.O0" >"$TMP/$name.out0" </dev/null) 2>/dev/null
    rc0=$?
    (ulimit -c 0; "$TMP/$name.O2" >"$TMP/$name.out2" </dev/null) 2>/dev/null
    rc2=$?
    (ulimit -c 0; "$TMP/$name.gcc" >"$TMP/$name.outg" </dev/null) 2>/dev/null
    rcg=$?
    set -e

    expect="$(sed -nE 's|^// regen: expect-status ([0-9]+)$|\1|p' "$src" | head -n 1)"
    if [ -n "$expect" ]; then
        if [ "$rc0" -ne "$expect" ]; then
            echo "regen.sh: error: $name (-O0) exited with status $rc0, but its source expects $expect" >&2
            fail=1
            continue
        fi
    elif [ "$rc0" -ge 128 ]; then
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
    if ! cmp -s "$TMP/$name.out0" "$TMP/$name.outg"; then
        echo "regen.sh: error: $name prints different output built with clang++ -O0 and $GXX -O2:" >&2
        diff "$TMP/$name.out0" "$TMP/$name.outg" | head -n 20 >&2 || true
        fail=1
        continue
    fi
    if [ "$rc0" -ne "$rcg" ]; then
        echo "regen.sh: error: $name exits with $rc0 built with clang++ -O0 but $rcg with $GXX -O2" >&2
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
