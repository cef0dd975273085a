#!/usr/bin/env bash
# Runs Kiln's whole test suite. Installs the LLVM 19 oracle (llvm-as-19, clang-19, lld-19) with
# apt-get when it is missing, so a fresh Debian machine (as root) needs nothing else but Rust.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
for tool in llvm-as-19 clang-19 ld.lld-19; do
  command -v "$tool" >/dev/null 2>&1 || missing+=("$tool")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "test-all: installing the LLVM 19 oracle (missing: ${missing[*]})"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq llvm-19 clang-19 lld-19 >/dev/null
fi
# Tests that compare against LLVM 19 must not silently skip from here on.
export KILN_REQUIRE_ORACLE=1

cargo fmt --all -- --check
cargo build --workspace --all-targets
cargo test --workspace
