#!/usr/bin/env bash
# Regenerates the IR of the C programs of tests/loops: NAME.ll next to every NAME.c.
#
# The IR is what clang-19's front end writes at -O1 (the loop metadata of the pragmas, mustprogress,
# !tbaa, debug locations), run through LLVM's canonicalisation up to the loop passes: SROA, EarlyCSE,
# SimplifyCFG, InstCombine, LoopSimplify, LCSSA and LoopRotate. Not clang's whole -O1 pipeline: that
# applies the unroll pragmas itself, and its output no longer carries them. The file starts with the
# C file's leading // comment as ; lines (the case header tests/tests/loop_metadata.rs reads).
#
#   clang-19 -O1 -g -S -emit-llvm -Xclang -disable-llvm-passes -fdebug-compilation-dir=. NAME.c -o - |
#   opt-19 -S -passes='function(sroa,early-cse,simplifycfg,instcombine,loop-simplify,lcssa,loop-mssa(loop-rotate))'
#
# Usage: tests/loops/regen.sh [NAME ...]     (from any directory; default: every NAME.c)
set -euo pipefail

CLANG="${CLANG:-clang-19}"
OPT="${OPT:-opt-19}"
PASSES='function(sroa,early-cse,simplifycfg,instcombine,loop-simplify,lcssa,loop-mssa(loop-rotate))'
for tool in "$CLANG" "$OPT"; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "regen.sh: error: $tool not found in PATH (apt-get install clang-19 llvm-19)" >&2
        exit 1
    fi
done

cd "$(dirname "${BASH_SOURCE[0]}")"
if [ "$#" -gt 0 ]; then
    names=("$@")
else
    names=()
    for src in *.c; do names+=("${src%.c}"); done
fi

for name in "${names[@]}"; do
    {
        sed -n '/^\/\//!q; s|^// \{0,1\}|; |p' "$name.c"
        "$CLANG" -O1 -g -S -emit-llvm -Xclang -disable-llvm-passes -fdebug-compilation-dir=. "$name.c" -o - |
            "$OPT" -S -passes="$PASSES"
    } >"$name.ll.tmp"
    mv "$name.ll.tmp" "$name.ll"
    echo "regen.sh: wrote $name.ll"
done
