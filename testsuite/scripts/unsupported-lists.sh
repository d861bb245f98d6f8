#!/usr/bin/env bash
# Rewrites the unsupported lists of a program corpus from what the current rllc does:
# testsuite/corpus/<corpus>/unsupported.txt (-O0 IR) and unsupported-O2.txt (-O2 IR), for
# the AArch64 corpus (`aarch64`, compiled for aarch64-linux-gnu) or a C++ corpus (`cxx`,
# x86_64-linux-gnu; `cxx-mingw`, x86_64-w64-mingw32; `cxx-aarch64`, aarch64-linux-gnu). Every program (or app driver, with its library units) for which
# `rllc -O0` or `rllc -O2` stops with `error: unsupported: …` is listed, with that message
# as a trailing comment; programs rllc compiles are not listed. The comment lines at the
# top of each list are kept. Programs that fail with another error are not listed either
# (the program test then reports them); they are printed on stderr.
#
# Usage: unsupported-lists.sh [-j N] aarch64|cxx|cxx-mingw|cxx-aarch64
# Env: RLLC (default: the release rllc, built with `cargo build --release -p rllc`).
set -euo pipefail

JOBS=2
if [ "${1:-}" = -j ]; then JOBS=$2; shift 2; fi
case "${1:-}" in
  aarch64|cxx-aarch64) TRIPLE=aarch64-linux-gnu ;;
  cxx) TRIPLE=x86_64-linux-gnu ;;
  cxx-mingw) TRIPLE=x86_64-w64-mingw32 ;;
  *) echo "usage: unsupported-lists.sh [-j N] aarch64|cxx|cxx-mingw|cxx-aarch64" >&2; exit 2 ;;
esac
DIR=$1
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
if [ -z "${RLLC:-}" ]; then
  cargo build --release -q -p rllc --bin rllc --manifest-path "$root/Cargo.toml"
  RLLC=${CARGO_TARGET_DIR:-$root/target}/release/rllc
fi
cd "$root/testsuite/corpus"
export RLLC LC_ALL=C TRIPLE DIR

# The library of an app driver, as programs.rs links it.
app_lib() {
  case "$1" in
    app_zlib_roundtrip) echo zlib ;; app_bzip2_roundtrip) echo bzip2 ;;
    app_lua_script) echo lua ;; app_zstd_roundtrip) echo zstd ;;
  esac
}
export -f app_lib

# Prints `NAME  # message` if rllc stops with `error: unsupported: message` on one of the
# units of NAME at IR level $2.
check() {
  local name=$1 lvl=$2 lib u src units=() err tmp
  units=("$DIR/ll/$name.$lvl.ll")
  lib=$(app_lib "$name")
  if [ -n "$lib" ]; then
    if [ "$lib" = zstd ]; then src=$(find src/zstd/lib -name '*.c' | sort); else src=$(find "src/$lib" -maxdepth 1 -name '*.c' | sort); fi
    for u in $src; do
      u=$DIR/ll/${lib}_$(basename "$u" .c)
      if [ -f "$u.$lvl.ll" ]; then units+=("$u.$lvl.ll"); else units+=("$u.O2.ll"); fi
    done
  fi
  tmp=$(mktemp)
  for opt in -O0 -O2; do
    for u in "${units[@]}"; do
      if ! err=$("$RLLC" "$opt" -mtriple="$TRIPLE" -filetype=obj "$u" -o "$tmp" 2>&1); then
        rm -f "$tmp"
        if [[ $err = *"error: unsupported: "* ]]; then
          err=$(grep -m1 'error: unsupported: ' <<<"$err")
          printf '%-30s # %s\n' "$name" "${err#*error: unsupported: }"
        else
          echo "note: $name ($lvl IR, rllc $opt): $(head -n1 <<<"$err")" >&2
        fi
        return
      fi
    done
  done
  rm -f "$tmp"
}
export -f check

for lvl in O0 O2; do
  list=$DIR/unsupported.txt
  [ "$lvl" = O2 ] && list=$DIR/unsupported-O2.txt
  for ll in "$DIR"/ll/*."$lvl".ll; do
    name=$(basename "$ll" ".$lvl.ll")
    # Library units have no expected output.
    if [ -f "$DIR/expected/$name.out" ] || [ -f "expected/$name.out" ]; then echo "$name $lvl"; fi
  done | xargs -P "$JOBS" -L 1 bash -c 'check "$@"' _ | sort >"$list.new"
  { sed '/^#/!Q' "$list"; cat "$list.new"; } >"$list.tmp"
  mv "$list.tmp" "$list"; rm -f "$list.new"
  echo "$list: $(grep -vc '^#' "$list" || true) programs"
done
