#!/usr/bin/env bash
# Regenerates targets/aarch64/src/encode/testdata/encodings.txt: each line is an AArch64
# instruction, the bytes llvm-mc-19 encodes it as, and the text llvm-objdump-19 prints
# for those bytes at offset 0 ("text => 1f 20 03 d5 => nop"; whitespace collapsed, the
# symbolizer's "<.text+0x8>" dropped). The instructions are the left sides of the
# existing file, or the lines of the file given as $1. The encoder's unit test
# (encode::tests) compares rllc's words and disassembly with these.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=targets/aarch64/src/encode/testdata/encodings.txt
src=${1:-$out}
mc=(llvm-mc-19 -triple=aarch64 -mattr=+neon,+lse,+v8.5a,+fullfp16)
tmp=$(mktemp)
obj=$(mktemp)
sed 's/ => .*//' "$src" | while IFS= read -r line; do
    [ -z "$line" ] && continue
    if enc=$(printf '%s\n' "$line" | "${mc[@]}" -show-encoding 2>/dev/null) &&
        printf '%s\n' "$line" | "${mc[@]}" -filetype=obj -o "$obj" 2>/dev/null; then
        bytes=$(printf '%s\n' "$enc" | grep -o 'encoding: \[[^]]*\]' | sed 's/encoding: \[//; s/\]//; s/0x//g; s/,/ /g' | tr '\n' ' ' | sed 's/ *$//')
        text=$(llvm-objdump-19 -d --no-show-raw-insn "$obj" | grep -E '^ +0:' | sed -E 's/^ +0:[[:space:]]*//; s/ <[^>]*>//; s/[[:space:]]+/ /g; s/ $//')
        [ -n "$bytes" ] && printf '%s => %s => %s\n' "$line" "$bytes" "$text" >>"$tmp"
    else
        echo "llvm-mc rejects: $line" >&2
    fi
done
rm -f "$obj"
mv "$tmp" "$out"
echo "$(wc -l <"$out") encodings in $out"
