#!/usr/bin/env bash
# Runs Kiln's whole test suite. Installs the LLVM 19 oracle (llvm-as-19, clang-19, lld-19), the
# native toolchain the code-generation tests link and inspect with (cc, g++, readelf, objdump) and
# the Win64 toolchain (x86_64-w64-mingw32-gcc, wine64) with apt-get when they are missing, so a
# fresh Debian machine (as root) needs nothing else but Rust.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
packages=()
for tool in llvm-as-19 llvm-readobj-19 llvm-objdump-19 llc-19 clang-19 ld.lld-19 ld64.lld-19 cc g++ readelf objdump; do
  command -v "$tool" >/dev/null 2>&1 || missing+=("$tool")
done
[ ${#missing[@]} -eq 0 ] || packages+=(llvm-19 clang-19 lld-19 gcc g++ binutils)
# The Win64 tests link with mingw-w64 gcc and run the programs under wine (about 40 s to install).
if ! command -v x86_64-w64-mingw32-gcc >/dev/null 2>&1; then
  missing+=(x86_64-w64-mingw32-gcc)
  packages+=(gcc-mingw-w64-x86-64)
fi
# The Win64 C++ exception tests need mingw-w64's libstdc++ (headers for clang++, the static library).
if ! command -v x86_64-w64-mingw32-g++ >/dev/null 2>&1; then
  missing+=(x86_64-w64-mingw32-g++)
  packages+=(g++-mingw-w64-x86-64)
fi
if [ ! -x /usr/lib/wine/wine64 ]; then
  missing+=(/usr/lib/wine/wine64)
  packages+=(wine64)
fi
if [ ${#packages[@]} -gt 0 ]; then
  echo "test-all: installing test tools (missing: ${missing[*]})"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${packages[@]}" >/dev/null
fi
# Tests that compare against LLVM 19 must not silently skip from here on.
export KILN_REQUIRE_ORACLE=1

cargo fmt --all -- --check
cargo build --workspace --all-targets
cargo test --workspace
