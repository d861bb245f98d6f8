#!/usr/bin/env bash
# Coverage-guided fuzzing of rllc's parser and whole pipeline (testsuite/fuzz), on stable
# Rust: builds rllc-fuzz with LLVM's SanitizerCoverage (inline 8-bit counters, which
# rustc's `-C passes=sancov-module` inserts; profile `fuzz`: no LTO, 16 codegen units) in
# target/fuzz, then runs it with the IR corpus and the filetests as seeds (those of at
# most --max-len bytes, default 8192) until RUNS executions are done (default 10 million).
# The corpus it grows, its coverage map and its findings (panics, printed IR that does not
# parse again; one file per message, the message in its first line) are kept in OUT
# (default target/fuzz-out). An abort (a stack overflow, memory beyond the 4 GiB limit, or
# an execution longer than --timeout, default 10 s) ends the fuzzer: the input is saved as
# OUT/findings/crash-N.ll and the fuzzer goes on from its coverage map for the remaining
# runs. Exits with status 1 when the run found anything.
#
#   testsuite/scripts/fuzz.sh [RUNS] [OUT] [--parse-only] [--max-len BYTES] [--seed N]
#                             [--timeout SECONDS] [--seconds SECONDS]
#
# On one core of a loaded 2-core machine: about 1,000 executions a second with the whole
# pipeline, 5,000 with --parse-only (parser, verifier, printer). Build from scratch: 4-7
# minutes.
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=${1:-10000000}
out=${2:-target/fuzz-out}
shift $(($# < 2 ? $# : 2))
export RUSTFLAGS="-C passes=sancov-module -C llvm-args=-sanitizer-coverage-level=3 \
-C llvm-args=-sanitizer-coverage-inline-8bit-counters"
export CARGO_TARGET_DIR=target/fuzz
# With an explicit --target, RUSTFLAGS spare build scripts and proc macros (they would
# need the coverage callbacks, which only rllc-fuzz defines).
host=$(rustc -vV | sed -n 's/^host: //p')
cargo build -q --profile fuzz --target "$host" -p rllc-fuzz
fuzzer=target/fuzz/$host/fuzz/rllc-fuzz
mkdir -p "$out/findings"
# A module may ask for gigabytes (a global of 2^40 bytes): an allocation beyond this
# limit aborts, which is a finding like a stack overflow.
ulimit -v $((4 << 20))
before=$(ls "$out/findings" | wc -l)
done_runs=0
crashes=0
# The compiler's warnings (-Wframe-larger-than and the like) are left out of stderr.
while [ "$done_runs" -lt "$runs" ]; do
    log=$(mktemp)
    if "$fuzzer" --runs $((runs - done_runs)) --out "$out" "$@" testsuite/corpus/ll \
        testsuite/filetests > "$log" 2> >(grep --line-buffered -v '^warning: ' >&2); then
        done_runs=$((done_runs + $(cut -d' ' -f1 "$log")))
        cat "$log"
        rm -f "$log"
        break
    fi
    rm -f "$log"
    # The input that aborted the fuzzer: the runs done before it and its length (8 bytes
    # each, little-endian), then its bytes.
    done_runs=$((done_runs + $(od -An -tu8 -N8 "$out/current" | tr -d ' ') + 1))
    len=$(od -An -tu8 -j8 -N8 "$out/current" | tr -d ' ')
    crashes=$((crashes + 1))
    tail -c +17 "$out/current" | head -c "$len" > "$out/findings/crash-$(date +%s)-$crashes.ll"
    echo "crash: the input is saved in $out/findings" >&2
done
echo "total: $done_runs runs, $crashes crashes"
found=$(($(ls "$out/findings" | wc -l) - before))
if [ "$found" -ne 0 ]; then
    echo "$found new findings in $out/findings" >&2
    exit 1
fi
