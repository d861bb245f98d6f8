#!/usr/bin/env bash
# Regenerates targets/aarch64/src/asm/testdata/encodings.txt: each line is an AArch64
# assembler statement and the bytes llvm-mc-19 encodes it as ("text => 1f 20 03 d5").
# The statements are the left sides of the existing file, or the lines of the file given
# as $1. The assembler's unit test (asm::tests) compares rllc's bytes with these.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=targets/aarch64/src/asm/testdata/encodings.txt
src=${1:-$out}
mc=(llvm-mc-19 -triple=aarch64 -mattr=+lse -show-encoding)
tmp=$(mktemp)
sed 's/ => .*//' "$src" | while IFS= read -r line; do
    [ -z "$line" ] && continue
    if enc=$(printf '%s\n' "$line" | "${mc[@]}" 2>/dev/null); then
        bytes=$(printf '%s\n' "$enc" | grep -o 'encoding: \[[^]]*\]' | sed 's/encoding: \[//; s/\]//; s/0x//g; s/,/ /g' | tr '\n' ' ' | sed 's/ *$//')
        [ -n "$bytes" ] && printf '%s => %s\n' "$line" "$bytes" >>"$tmp"
    else
        echo "llvm-mc rejects: $line" >&2
    fi
done
mv "$tmp" "$out"
echo "$(wc -l <"$out") encodings in $out"
