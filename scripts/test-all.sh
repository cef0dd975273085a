#!/usr/bin/env bash
# Runs Kiln's whole test suite. Installs the LLVM 19 oracle (llvm-as-19, clang-19, lld-19) and the
# native toolchain the code-generation tests link and inspect with (cc, g++, readelf, objdump) with
# apt-get when they are missing, so a fresh Debian machine (as root) needs nothing else but Rust.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
for tool in llvm-as-19 llvm-readobj-19 llc-19 clang-19 ld.lld-19 cc g++ readelf objdump; do
  command -v "$tool" >/dev/null 2>&1 || missing+=("$tool")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "test-all: installing test tools (missing: ${missing[*]})"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq llvm-19 clang-19 lld-19 gcc g++ binutils >/dev/null
fi
# Tests that compare against LLVM 19 must not silently skip from here on.
export KILN_REQUIRE_ORACLE=1

cargo fmt --all -- --check
cargo build --workspace --all-targets
cargo test --workspace
