#!/usr/bin/env python3
"""Parse+verify speed of rllc against llvm-as-19 on the largest IR we have.

Usage: testsuite/scripts/bench-parse.py [FILE.ll ...]

Without arguments it times the largest files of testsuite/corpus/ll and, if
testsuite/scripts/gen-bench-ir.sh has been run, of testsuite/bench-ir. Each
command runs several times in the same session; the median wall time and the
peak resident memory are printed with the ratio llvm-as-19 / rllc.
"""
import os
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
RLLC_OPT = os.path.join(ROOT, "target", "release", "rllc-opt")
RUNS = 7


def peak_kb(cmd):
    out = subprocess.run(["/usr/bin/time", "-f", "%M"] + cmd, capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit(f"command failed: {' '.join(cmd)}\n{out.stderr}")
    return int(out.stderr.strip().splitlines()[-1])


def median_seconds(cmd):
    times = []
    for _ in range(RUNS):
        t = time.perf_counter()
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def largest(dirname, n):
    d = os.path.join(ROOT, "testsuite", dirname)
    if not os.path.isdir(d):
        return []
    files = [os.path.join(d, f) for f in os.listdir(d) if f.endswith(".ll")]
    return sorted(files, key=os.path.getsize, reverse=True)[:n]


def main():
    subprocess.run(["cargo", "build", "--release", "-q", "--bin", "rllc-opt"], cwd=ROOT, check=True)
    files = sys.argv[1:] or (largest("corpus/ll", 3) + largest("bench-ir", 3))
    print(f"{'file':40} {'MB':>6} {'rllc s':>8} {'llvm-as s':>9} {'speedup':>8} {'rllc MB':>8} {'llvm MB':>8}")
    for f in files:
        ours = [RLLC_OPT, "-disable-output", f]
        theirs = ["llvm-as-19", "--disable-output", f]
        t_ours, t_theirs = median_seconds(ours), median_seconds(theirs)
        m_ours, m_theirs = peak_kb(ours), peak_kb(theirs)
        print(f"{os.path.basename(f)[:40]:40} {os.path.getsize(f) / 1e6:6.1f} {t_ours:8.3f} {t_theirs:9.3f} "
              f"{t_theirs / t_ours:7.2f}x {m_ours / 1024:8.1f} {m_theirs / 1024:8.1f}")


if __name__ == "__main__":
    main()
