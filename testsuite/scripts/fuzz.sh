#!/usr/bin/env bash
# Coverage-guided fuzzing of rllc's parser and whole pipeline (testsuite/fuzz), on stable
# Rust: builds rllc-fuzz with LLVM's SanitizerCoverage (trace-pc-guard, which rustc's
# `-C passes=sancov-module` inserts) in target/fuzz, then runs it with the IR corpus and
# the filetests as seeds until RUNS executions are done (default 10 million). The corpus
# it grows and its findings (panics, printed IR that does not parse again; one file per
# message, the message in its first line) are kept in OUT (default target/fuzz-out). An
# abort (a stack overflow) ends the fuzzer: the input is saved as OUT/findings/crash-N.ll
# and the fuzzer starts again for the remaining runs.
#
#   testsuite/scripts/fuzz.sh [RUNS] [OUT] [--parse-only] [--max-len BYTES]
#
# The whole pipeline runs about a hundred executions a second on this corpus;
# --parse-only (parser, verifier, printer) thousands.
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=${1:-10000000}
out=${2:-target/fuzz-out}
shift $(($# < 2 ? $# : 2))
export RUSTFLAGS="-C passes=sancov-module -C llvm-args=-sanitizer-coverage-level=3 \
-C llvm-args=-sanitizer-coverage-trace-pc-guard -C llvm-args=-sanitizer-coverage-prune-blocks=0"
export CARGO_TARGET_DIR=target/fuzz
# With an explicit --target, RUSTFLAGS spare build scripts and proc macros (they would
# need the coverage callbacks, which only rllc-fuzz defines).
host=$(rustc -vV | sed -n 's/^host: //p')
cargo build -q --profile fuzz --target "$host" -p rllc-fuzz
fuzzer=target/fuzz/$host/fuzz/rllc-fuzz
mkdir -p "$out/findings"
done_runs=0
crashes=0
while [ "$done_runs" -lt "$runs" ]; do
    log=$(mktemp)
    if "$fuzzer" --runs $((runs - done_runs)) --out "$out" "$@" testsuite/corpus/ll \
        testsuite/filetests > "$log"; then
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
