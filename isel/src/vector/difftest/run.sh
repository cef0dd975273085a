#!/bin/bash
# Differential test of generated vector programs: `kiln interp` versus the native pipeline.
# usage: run.sh FROM TO   (seeds); needs KILN (the kiln CLI) and BUILD (a command `BUILD FILE.ll EXE`
# that compiles and links FILE.ll to EXE with the x86-64 backend).
K=${KILN:-kiln}; R=${BUILD:?set BUILD to a command that builds FILE.ll into EXE}
dir=$(dirname "$0")
bad=0; ok=0; skip=0
for s in $(seq "$1" "$2"); do
  python3 "$dir/gen.py" "$s" 25 > "p$s.ll"
  if ! $K verify "p$s.ll" >/dev/null 2>&1; then echo "seed $s: invalid IR"; skip=$((skip+1)); continue; fi
  want=$(timeout 60 $K interp "p$s.ll" 2>&1) || { echo "seed $s: interpreter trapped"; skip=$((skip+1)); continue; }
  if ! timeout 120 $R "p$s.ll" "./e$s" 2>"err$s"; then echo "seed $s: BUILD FAIL $(head -c 300 "err$s")"; bad=$((bad+1)); continue; fi
  got=$(timeout 20 "./e$s" 2>&1)
  if [ "$got" == "$want" ]; then ok=$((ok+1)); rm -f "e$s" "e$s.o" "err$s" "p$s.ll"; else echo "seed $s: MISMATCH (kept p$s.ll)"; bad=$((bad+1)); fi
done
echo "ok $ok bad $bad skip $skip"
