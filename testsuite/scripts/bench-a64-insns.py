#!/usr/bin/env python3
"""Dynamic instruction counts of AArch64 code: rllc against llc-19 on the same IR.

For each workload (the app drivers of testsuite/corpus/apps with their libraries: lua,
zstd, zlib, bzip2) and each level (-O0, -O2) it
  1. compiles every translation unit of testsuite/corpus/aarch64/ll/ (app_<app>.O<n>.ll and
     the library's <lib>_<file>.O<n>.ll, the -O2 IR where gen-aarch64.sh left the -O<n>
     file out, as the program test does) with `rllc -mtriple=aarch64-linux-gnu -O<n>` and
     with `llc-19 -mtriple=aarch64-linux-gnu -O<n> -filetype=obj -relocation-model=pic`;
  2. links each set the same way (`aarch64-linux-gnu-gcc -static`, same object order);
  3. runs both programs on the driver's default (small) input under
     `qemu-aarch64 -L /usr/aarch64-linux-gnu -plugin libcount.so`, checks the output against
     the corpus expectation (corpus/aarch64/expected/, else corpus/expected/), and counts
     the instructions executed.
The plugin (its C source is below; built with cc at start) adds each translation block's
instruction count to a per-block counter inline, so the count is exact: the same number
as counting the lines of `qemu-aarch64 -singlestep -d nochain,exec` (checked: zlib -O2,
120 642 969 against 120 642 968 lines, the last being exit_group's `svc`), about 1000 times
faster. Counts are reported for the whole program (static glibc included: the same code
in both builds) and for the compiled code alone (blocks inside the linked objects' text,
i.e. without the C library), with the ratio rllc / llc (lower is better; issue targets:
-O2 <= 1.15, -O0 <= 1.00) and, per row, the functions where rllc executes the most
instructions more than llc.

Needs rllc (target/release/rllc or --rllc), llc-19, llvm-nm-19, cc, aarch64-linux-gnu-gcc
with the arm64 glibc, and qemu-aarch64 with plugin support (Debian 12's qemu-user has it).

Usage: bench-a64-insns.py [--rllc PATH] [--opt 0,2] [--top N] [--keep DIR] [APP ...]
  e.g. python3 testsuite/scripts/bench-a64-insns.py            (all four apps, -O0 and -O2)
       python3 testsuite/scripts/bench-a64-insns.py --opt 2 lua
"""

import argparse
import bisect
import collections
import concurrent.futures
import glob
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
CORPUS = os.path.join(ROOT, "testsuite", "corpus")
TRIPLE = "aarch64-linux-gnu"
SYSROOT = "/usr/aarch64-linux-gnu"

APPS = {  # app -> (driver, library)
    "lua": ("app_lua_script", "lua"),
    "zstd": ("app_zstd_roundtrip", "zstd"),
    "zlib": ("app_zlib_roundtrip", "zlib"),
    "bzip2": ("app_bzip2_roundtrip", "bzip2"),
}

PLUGIN_C = r"""
/* Counts executed guest instructions per translation block (inline adds, exact).
   Declarations of the QEMU plugin API, version 1 (tested with QEMU 7.2, Debian 12's
   qemu-user; QEMU 9 dropped this inline call for a per-vCPU one). At exit it writes
   "pc n_insns executions" per executed block to out=FILE. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
typedef uint64_t qemu_plugin_id_t;
struct qemu_plugin_tb;
enum qemu_plugin_op { QEMU_PLUGIN_INLINE_ADD_U64 };
typedef struct qemu_info_t qemu_info_t;
extern uint64_t qemu_plugin_tb_vaddr(const struct qemu_plugin_tb *tb);
extern size_t qemu_plugin_tb_n_insns(const struct qemu_plugin_tb *tb);
extern void qemu_plugin_register_vcpu_tb_trans_cb(
    qemu_plugin_id_t id, void (*cb)(qemu_plugin_id_t, struct qemu_plugin_tb *));
extern void qemu_plugin_register_vcpu_tb_exec_inline(
    struct qemu_plugin_tb *tb, enum qemu_plugin_op op, void *ptr, uint64_t imm);
extern void qemu_plugin_register_atexit_cb(
    qemu_plugin_id_t id, void (*cb)(qemu_plugin_id_t, void *), void *userdata);
__attribute__((visibility("default"))) int qemu_plugin_version = 1;
struct tbc { uint64_t count, pc, n; struct tbc *next; };
static struct tbc *blocks;
static const char *outpath = "insns.txt";
static void trans(qemu_plugin_id_t id, struct qemu_plugin_tb *tb) {
    struct tbc *t = calloc(1, sizeof *t);
    t->pc = qemu_plugin_tb_vaddr(tb);
    t->n = qemu_plugin_tb_n_insns(tb);
    t->next = blocks;
    blocks = t;
    qemu_plugin_register_vcpu_tb_exec_inline(tb, QEMU_PLUGIN_INLINE_ADD_U64, &t->count, 1);
}
static void done(qemu_plugin_id_t id, void *p) {
    FILE *f = fopen(outpath, "w");
    if (!f) return;
    for (struct tbc *t = blocks; t; t = t->next)
        if (t->count)
            fprintf(f, "%llx %llu %llu\n", (unsigned long long)t->pc,
                    (unsigned long long)t->n, (unsigned long long)t->count);
    fclose(f);
}
__attribute__((visibility("default")))
int qemu_plugin_install(qemu_plugin_id_t id, const qemu_info_t *info, int argc, char **argv) {
    for (int i = 0; i < argc; i++)
        if (!strncmp(argv[i], "out=", 4)) outpath = argv[i] + 4;
    qemu_plugin_register_vcpu_tb_trans_cb(id, trans);
    qemu_plugin_register_atexit_cb(id, done, NULL);
    return 0;
}
"""


def lib_sources(lib):
    """Source files of a library, as gen-aarch64.sh lists them."""
    if lib == "zstd":
        found = []
        for d, _, files in os.walk(os.path.join(CORPUS, "src", "zstd", "lib")):
            found += [os.path.join(d, f) for f in files if f.endswith(".c")]
    else:
        found = glob.glob(os.path.join(CORPUS, "src", lib, "*.c"))
    return sorted(found)


def units(app, lvl):
    """The IR files of one workload at -O<lvl>: (name, path, level the IR was made at)."""
    driver, lib = APPS[app]
    ll = os.path.join(CORPUS, "aarch64", "ll")
    out = [(driver, os.path.join(ll, f"{driver}.O{lvl}.ll"), lvl)]
    for src in lib_sources(lib):
        n = f"{lib}_{os.path.basename(src)[:-2]}"
        p = os.path.join(ll, f"{n}.O{lvl}.ll")
        out.append((n, p, lvl) if os.path.exists(p) else (n, os.path.join(ll, f"{n}.O2.ll"), "2"))
    return out


def compile_unit(cmd):
    r = subprocess.run(cmd, capture_output=True, text=True, errors="replace")
    return r.returncode, r.stderr


def text_symbols(path):
    """(address, size, name) of the defined code symbols of an object or executable."""
    r = subprocess.run(["llvm-nm-19", "--defined-only", "-n", "-S", path],
                       capture_output=True, text=True, check=True)
    out = []
    for line in r.stdout.splitlines():
        f = line.split()
        if len(f) == 4 and f[2] in "tTwW":
            out.append((int(f[0], 16), int(f[1], 16), f[3]))
        elif len(f) == 3 and f[1] in "tTwW":
            out.append((int(f[0], 16), 0, f[2]))
    return out


def count(exe, objs, plugin, tmp, tag):
    """Runs exe under qemu with the counting plugin. Returns (output, status, total,
    compiled-code total, {function: instructions}, compiled-code bytes)."""
    blocks = os.path.join(tmp, f"{tag}.blocks")
    r = subprocess.run(["qemu-aarch64", "-L", SYSROOT, "-plugin", f"{plugin},out={blocks}", exe], stdin=subprocess.DEVNULL, capture_output=True,
                       timeout=1200)
    # The compiled code: symbols defined by the linked objects (names that occur once in
    # the executable), as one address range (the objects' text is contiguous in the link).
    own = collections.Counter()
    for o in objs:
        own.update({n for _, _, n in text_symbols(o)})
    syms = text_symbols(exe)
    times = collections.Counter(n for _, _, n in syms)
    mine = [(a, s) for a, s, n in syms if n in own and times[n] == 1]
    lo, hi = (min(a for a, _ in mine), max(a + s for a, s in mine)) if mine else (0, 0)
    addrs = [a for a, _, _ in syms]
    total = own_total = 0
    per_fn = collections.Counter()
    with open(blocks) as f:
        for line in f:
            pc, n, k = line.split()
            pc, insns = int(pc, 16), int(n) * int(k)
            total += insns
            if lo <= pc < hi:
                own_total += insns
                i = bisect.bisect_right(addrs, pc) - 1
                per_fn[syms[i][2] if i >= 0 else "?"] += insns
    return r.stdout, r.returncode, total, own_total, per_fn, hi - lo


def expected(driver):
    for d in (os.path.join(CORPUS, "aarch64", "expected"), os.path.join(CORPUS, "expected")):
        if os.path.exists(os.path.join(d, f"{driver}.out")):
            with open(os.path.join(d, f"{driver}.out"), "rb") as f:
                out = f.read()
            with open(os.path.join(d, f"{driver}.status")) as f:
                return out, int(f.read().strip())
    return None, None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rllc", default=os.path.join(ROOT, "target", "release", "rllc"))
    ap.add_argument("--opt", default="0,2", help="comma-separated levels (default 0,2)")
    ap.add_argument("--top", type=int, default=5,
                    help="functions listed per row where rllc executes the most more")
    ap.add_argument("--keep", help="keep objects, programs and block counts in this directory")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--no-fallback", dest="fallback", action="store_false",
                    help="no row for a workload with units rllc cannot compile (by default "
                    "llc-19's objects stand in for those units, and the row is marked *)")
    ap.add_argument("apps", nargs="*", default=list(APPS))
    a = ap.parse_args()
    for tool in ("llc-19", "llvm-nm-19", "cc", "aarch64-linux-gnu-gcc", "qemu-aarch64"):
        if not shutil.which(tool):
            sys.exit(f"error: {tool} not found")
    if not os.path.exists(a.rllc):
        sys.exit(f"error: {a.rllc} not found (cargo build --release -p rllc, or --rllc)")
    tmp = a.keep or tempfile.mkdtemp(prefix="rllc-a64-insns-")
    os.makedirs(tmp, exist_ok=True)
    plugin = os.path.join(tmp, "libcount.so")
    src = os.path.join(tmp, "count.c")
    with open(src, "w") as f:
        f.write(PLUGIN_C)
    subprocess.run(["cc", "-O2", "-shared", "-fPIC", src, "-o", plugin], check=True)

    rows, notes = [], []
    for app in a.apps:
        driver = APPS[app][0]
        exp_out, exp_status = expected(driver)
        for lvl in a.opt.split(","):
            us = units(app, lvl)
            borrowed = [n for n, _, l in us if l != lvl]
            if borrowed:
                notes.append(f"{app} -O{lvl}: -O2 IR for {', '.join(borrowed)} "
                             f"(no -O{lvl} file in corpus/aarch64/ll)")
            res, mixed = {}, []
            for comp in ("llc", "rllc"):
                d = os.path.join(tmp, f"{app}.O{lvl}.{comp}")
                os.makedirs(d, exist_ok=True)
                cmds = []
                for n, p, _ in us:
                    o = os.path.join(d, n + ".o")
                    if comp == "rllc":
                        cmds.append([a.rllc, f"-mtriple={TRIPLE}", f"-O{lvl}", p, "-o", o])
                    else:
                        cmds.append(["llc-19", f"-mtriple={TRIPLE}", f"-O{lvl}", "-filetype=obj",
                                     "-relocation-model=pic", p, "-o", o])
                with concurrent.futures.ThreadPoolExecutor(a.jobs) as ex:
                    done = list(ex.map(compile_unit, cmds))
                fails = [(n, err) for (n, _, _), (rc, err) in zip(us, done) if rc != 0]
                for (n, p, _), (rc, err) in zip(us, done):
                    if rc != 0:
                        msg = (err.strip().splitlines() or ["?"])[0].replace(p, os.path.basename(p))
                        notes.append(f"{app} -O{lvl}: {comp} fails on {msg}")
                if fails and comp == "rllc" and a.fallback and isinstance(res.get("llc"), tuple):
                    # Take llc-19's objects for those units: the rest is still compared.
                    for n, _ in fails:
                        shutil.copy(os.path.join(tmp, f"{app}.O{lvl}.llc", n + ".o"),
                                    os.path.join(d, n + ".o"))
                    mixed = [n for n, _ in fails]
                elif fails:
                    res[comp] = "compile fails (" + ", ".join(n for n, _ in fails) + ")"
                    continue
                objs = [os.path.join(d, n + ".o") for n, _, _ in us]
                exe = os.path.join(d, "prog")
                link = subprocess.run(["aarch64-linux-gnu-gcc", "-static", *objs, "-o", exe,
                                       "-lm", "-ldl"], capture_output=True, text=True)
                if link.returncode != 0:
                    errs = [x for x in link.stderr.splitlines() if "warning" not in x]
                    res[comp] = "link fails: " + (errs or ["?"])[0]
                    continue
                out, status, total, own, per_fn, size = count(exe, objs, plugin, tmp,
                                                              f"{app}.O{lvl}.{comp}")
                if exp_out is not None and (out != exp_out or status != exp_status):
                    res[comp] = f"wrong output (status {status}, expected {exp_status})"
                    continue
                res[comp] = (total, own, per_fn, size)
            if mixed:
                notes.append(f"{app} -O{lvl}*: llc-19's objects in rllc's build for "
                             + ", ".join(mixed))
            rows.append((app + ("*" if mixed else ""), lvl, res))
            r, l = res.get("rllc"), res.get("llc")
            if isinstance(r, tuple) and isinstance(l, tuple):
                print(f"  {app} -O{lvl}: rllc {r[0]:,} / llc {l[0]:,} = {r[0] / l[0]:.3f} "
                      f"(compiled code {r[1] / l[1]:.3f})", file=sys.stderr, flush=True)
            else:
                print(f"  {app} -O{lvl}: rllc: {r if isinstance(r, str) else 'ok'}; "
                      f"llc: {l if isinstance(l, str) else 'ok'}", file=sys.stderr, flush=True)

    print(f"\n{'workload':<9} {'lvl':<4} {'rllc insns':>14} {'llc-19 insns':>14} {'ratio':>6} "
          f"{'rllc own':>14} {'llc-19 own':>14} {'ratio':>6} {'text ratio':>10}")
    for app, lvl, res in rows:
        r, l = res.get("rllc"), res.get("llc")
        if isinstance(r, tuple) and isinstance(l, tuple):
            print(f"{app:<9} -O{lvl:<2} {r[0]:>14,} {l[0]:>14,} {r[0] / l[0]:>6.3f} "
                  f"{r[1]:>14,} {l[1]:>14,} {r[1] / l[1]:>6.3f} {r[3] / l[3]:>10.3f}")
        else:
            for comp, x in (("rllc", r), ("llc-19", l)):
                if isinstance(x, str):
                    print(f"{app:<9} -O{lvl:<2} {comp}: {x}")
                elif x:
                    print(f"{app:<9} -O{lvl:<2} {comp}: {x[0]:,} instructions ({x[1]:,} own)")
    for n in notes:
        print("note:", n)
    if a.top:
        print(f"\nfunctions where rllc executes the most instructions more than llc-19 "
              f"(rllc, llc-19, difference):")
        for app, lvl, res in rows:
            r, l = res.get("rllc"), res.get("llc")
            if not (isinstance(r, tuple) and isinstance(l, tuple)):
                continue
            diff = sorted(set(r[2]) | set(l[2]), key=lambda f: l[2][f] - r[2][f])
            print(f"  {app} -O{lvl}:")
            for f in diff[:a.top]:
                if r[2][f] > l[2][f]:
                    print(f"    {f:<50} {r[2][f]:>13,} {l[2][f]:>13,} {r[2][f] - l[2][f]:>+13,}")
    if not a.keep:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
