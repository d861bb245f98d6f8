#!/usr/bin/env python3
"""Code-generation benchmark: rllc against llc-19 on the same IR, in the same run.

For each input (default: those of testsuite/bench-ir/{lua,libs}.O0.ll that exist; they
are produced by gen-bench-ir.sh) it
  1. compiles to an object with `rllc -O<n>` and `llc-19 -O<n> -filetype=obj
     -relocation-model=pic`, --runs times each, alternating the two so that both see the
     same machine load; it reports the median wall time, the median CPU time (user + sys,
     less sensitive to other jobs on the machine) and the peak RSS of each;
  2. links both objects with cc and times the program's workload (`prog bench`, or
     `prog APP bench` with --app for the all.*.ll modules) both ways, least CPU time of
     11 runs, alternating the two builds (skipped with --no-run);
and prints the compile-time ratio (llc / rllc, higher is better; wall and CPU), the memory
of both and the run-time ratio of the generated code (rllc's program / llc's program, lower
is better).

With --target aarch64 both compile for aarch64-linux-gnu (`rllc -mtriple=aarch64-linux-gnu`,
`llc-19 -mtriple=aarch64-linux-gnu -filetype=obj -relocation-model=pic`); the default inputs
are then testsuite/bench-ir/aarch64/{lua,libs,zstd,all}.O<opt>.ll (`gen-bench-ir.sh --target
aarch64` makes them) and step 2 is skipped: a run under qemu measures the emulator more
than the code, so the generated code is compared by dynamic instruction counts instead
(bench-a64-insns.py).

Usage: bench-codegen.py [--target x86_64|aarch64] [--opt 0|2] [--runs N] [--no-run]
                        [--app APP]... [--rllc PATH] [IR ...]
  e.g. bench-codegen.py --target aarch64 --opt 2 --runs 3
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


def run_measured(cmd):
    """Runs cmd; returns (wall seconds, CPU seconds, peak RSS in KiB)."""
    start = time.perf_counter()
    p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL)
    _, status, usage = os.wait4(p.pid, 0)
    wall = time.perf_counter() - start
    if status != 0:
        sys.exit(f"command failed ({status}): {' '.join(cmd)}")
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss


def median(xs):
    xs = sorted(xs)
    n = len(xs)
    return xs[n // 2] if n % 2 else (xs[n // 2 - 1] + xs[n // 2]) / 2


def interleaved(cmds, runs):
    """Runs each command `runs` times, alternating them so that slow phases of the machine
    hit all of them alike; per command, the `run_measured` results."""
    results = [[] for _ in cmds]
    for _ in range(runs):
        for r, cmd in zip(results, cmds):
            r.append(run_measured(cmd))
    return results


def measure(cmds, runs):
    """Per command: median wall, median CPU, max RSS of `runs` interleaved runs."""
    return [(median([x[0] for x in r]), median([x[1] for x in r]), max(x[2] for x in r))
            for r in interleaved(cmds, runs)]


def least_cpu(cmds, runs):
    """Per command: the least CPU time of `runs` interleaved runs. CPU time rather than wall
    time: other jobs on the machine inflate wall time far more."""
    return [min(x[1] for x in r) for r in interleaved(cmds, runs)]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--target", default="x86_64", choices=["x86_64", "aarch64"])
    ap.add_argument("--opt", default="0")
    ap.add_argument("--runs", type=int, default=11)
    ap.add_argument("--no-run", action="store_true", help="do not link and run the programs")
    ap.add_argument("--app", action="append", default=[],
                    help="workload of a module with several apps (all.O2.ll): zlib, bzip2, lua, "
                    "zstd; repeatable, each gets its own row")
    ap.add_argument("--rllc", default=os.path.join(ROOT, "target", "release", "rllc"))
    ap.add_argument("inputs", nargs="*")
    a = ap.parse_args()
    bench_ir = os.path.join(ROOT, "testsuite", "bench-ir")
    triple = []
    if a.target == "aarch64":
        triple = ["-mtriple=aarch64-linux-gnu"]
        a.no_run = True
        inputs = a.inputs or [p for p in (os.path.join(bench_ir, "aarch64", f"{n}.O{a.opt}.ll")
                                          for n in ("lua", "libs", "zstd", "all"))
                              if os.path.exists(p)]
    else:
        inputs = a.inputs or [p for p in (os.path.join(bench_ir, f"{n}.O0.ll")
                                          for n in ("lua", "libs")) if os.path.exists(p)]
    if not inputs:
        sys.exit("no inputs: run testsuite/scripts/gen-bench-ir.sh"
                 + (" --target aarch64" if a.target == "aarch64" else ""))
    tmp = tempfile.mkdtemp(prefix="rllc-bench-")
    print(f"{'input':<14} {'size':>7} {'rllc':>8} {'llc-19':>8} {'speedup':>8} "
          f"{'cpu rllc':>9} {'cpu llc':>8} {'cpu x':>6} "
          f"{'rss rllc':>9} {'rss llc':>8} {'run rllc':>9} {'run llc':>8} {'run ratio':>9}")
    for ir in inputs:
        name = os.path.basename(ir)
        size = os.path.getsize(ir) / 1e6
        ro, lo = os.path.join(tmp, "r.o"), os.path.join(tmp, "l.o")
        trial = subprocess.run([a.rllc, *triple, f"-O{a.opt}", ir, "-o", ro], capture_output=True,
                               text=True, errors="replace")
        if trial.returncode != 0:
            print(f"{name:<14} {size:>6.1f}M  rllc fails: {(trial.stderr.splitlines() or ['?'])[0]}")
            continue
        (rt, rc, rm), (lt, lc, lm) = measure(
            [[a.rllc, *triple, f"-O{a.opt}", ir, "-o", ro],
             ["llc-19", f"-O{a.opt}", *triple, "-filetype=obj", "-relocation-model=pic", ir,
              "-o", lo]],
            a.runs)
        rp, lp = os.path.join(tmp, "r"), os.path.join(tmp, "l")
        # Modules built from one app driver (lua.O0.ll, …) define app_<name>_main rather
        # than main: link a one-line shim that calls it.
        extra = []
        # Line by line: holding a 25 MB module in this process would count in the peak
        # RSS of the compilers it starts next (a forked child starts with its parent's).
        has_main, m = False, None
        with open(ir, errors="replace") as f:
            for line in f:
                if line.startswith("define"):
                    has_main = has_main or "@main(" in line
                    m = m or re.search(r"define [^@]*@(app_\w+_main)\(", line)
        if not has_main:
            if m:
                shim = os.path.join(tmp, "shim.c")
                with open(shim, "w") as f:
                    f.write(f"int {m.group(1)}(int, char **);\n"
                            f"int main(int c, char **v) {{ return {m.group(1)}(c, v); }}\n")
                extra = [shim]
        linked = not a.no_run and all(
            subprocess.run(["cc", o, *extra, "-o", p, "-lm", "-ldl"],
                           capture_output=True).returncode == 0
            for o, p in ((ro, rp), (lo, lp)))
        apps = [[x] for x in a.app] or [[]]
        for k, app in enumerate(apps):
            run = ""
            if linked:
                r_run, l_run = least_cpu([[rp, *app, "bench"], [lp, *app, "bench"]], 11)
                run = f"{r_run:>8.3f}s {l_run:>7.3f}s {r_run / l_run:>9.2f}"
                if app:
                    run += f"  ({app[0]})"
            if k == 0:
                print(f"{name:<14} {size:>6.1f}M {rt:>7.3f}s {lt:>7.3f}s {lt / rt:>7.1f}x "
                      f"{rc:>8.3f}s {lc:>7.3f}s {lc / rc:>5.1f}x "
                      f"{rm / 1024:>8.0f}M {lm / 1024:>7.0f}M {run}")
            else:
                print(f"{'':<14} {'':>7} {'':>8} {'':>8} {'':>8} {'':>9} {'':>8} {'':>6} "
                      f"{'':>9} {'':>8} {run}")


if __name__ == "__main__":
    main()
