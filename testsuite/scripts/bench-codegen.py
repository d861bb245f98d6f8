#!/usr/bin/env python3
"""Code-generation benchmark: rllc against llc-19 on the same IR, in the same run.

For each input (default: testsuite/bench-ir/lua.O0.ll, produced by gen-bench-ir.sh) it
  1. compiles to an object with `rllc -O<n>` and `llc-19 -O<n> -filetype=obj
     -relocation-model=pic`, best wall time of --runs, and the peak RSS of each;
  2. links both objects with cc and times the program's workload (`prog bench`) both ways;
and prints the compile-time ratio (llc / rllc, higher is better), the memory ratio and the
run-time ratio of the generated code (rllc's program / llc's program, lower is better).

Usage: bench-codegen.py [--opt 0|2] [--runs N] [--rllc PATH] [IR ...]
"""

import argparse
import os
import re
import resource
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))


def run_measured(cmd, **kw):
    """Runs cmd; returns (wall seconds, peak RSS in KiB)."""
    start = time.perf_counter()
    p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, **kw)
    _, status, usage = os.wait4(p.pid, 0)
    wall = time.perf_counter() - start
    if status != 0:
        sys.exit(f"command failed ({status}): {' '.join(cmd)}")
    return wall, usage.ru_maxrss


def best(cmd, runs, **kw):
    results = [run_measured(cmd, **kw) for _ in range(runs)]
    return min(r[0] for r in results), max(r[1] for r in results)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--opt", default="0")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--rllc", default=os.path.join(ROOT, "target", "release", "rllc"))
    ap.add_argument("inputs", nargs="*")
    a = ap.parse_args()
    inputs = a.inputs or [os.path.join(ROOT, "testsuite", "bench-ir", "lua.O0.ll")]
    tmp = tempfile.mkdtemp(prefix="rllc-bench-")
    print(f"{'input':<14} {'size':>7} {'rllc':>8} {'llc-19':>8} {'speedup':>8} "
          f"{'rss rllc':>9} {'rss llc':>8} {'run rllc':>9} {'run llc':>8} {'run ratio':>9}")
    for ir in inputs:
        name = os.path.basename(ir)
        size = os.path.getsize(ir) / 1e6
        ro, lo = os.path.join(tmp, "r.o"), os.path.join(tmp, "l.o")
        rt, rm = best([a.rllc, f"-O{a.opt}", ir, "-o", ro], a.runs)
        lt, lm = best(["llc-19", f"-O{a.opt}", "-filetype=obj", "-relocation-model=pic",
                       ir, "-o", lo], max(1, a.runs // 2))
        run = ""
        rp, lp = os.path.join(tmp, "r"), os.path.join(tmp, "l")
        # Modules built from one app driver (lua.O0.ll, …) define app_<name>_main rather
        # than main: link a one-line shim that calls it.
        extra = []
        with open(ir, errors="replace") as f:
            text = f.read()
        if "@main(" not in text:
            m = re.search(r"define [^@]*@(app_\w+_main)\(", text)
            if m:
                shim = os.path.join(tmp, "shim.c")
                with open(shim, "w") as f:
                    f.write(f"int {m.group(1)}(int, char **);\n"
                            f"int main(int c, char **v) {{ return {m.group(1)}(c, v); }}\n")
                extra = [shim]
        linked = all(subprocess.run(["cc", o, *extra, "-o", p, "-lm", "-ldl"],
                                    capture_output=True).returncode == 0
                     for o, p in ((ro, rp), (lo, lp)))
        if linked:
            r_run, _ = best([rp, "bench"], 3)
            l_run, _ = best([lp, "bench"], 3)
            run = f"{r_run:>8.3f}s {l_run:>7.3f}s {r_run / l_run:>9.2f}"
        print(f"{name:<14} {size:>6.1f}M {rt:>7.3f}s {lt:>7.3f}s {lt / rt:>7.1f}x "
              f"{rm / 1024:>8.0f}M {lm / 1024:>7.0f}M {run}")


if __name__ == "__main__":
    main()
