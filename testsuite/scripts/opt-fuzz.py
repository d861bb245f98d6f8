#!/usr/bin/env python3
"""Differential fuzzing of the optimiser with random integer functions.

For each seed it writes a function `i32 @f(i32 %a, i32 %b)` built from random integer
operations of odd and usual widths (i1, i5, i8, i13, i32, i64: arithmetic, shifts,
divisions, compares, selects, casts), stack slots read and written across if/else
diamonds and counted loops (so mem2reg, sccp, simplifycfg and adce all have work), and a
`main` that calls it on a grid of inputs and prints a hash of the results. The program is
run with `lli-19` before and after `rllc-opt -passes=PIPELINE`; the outputs must agree.
The generated code has no undefined behaviour and no poison (no flags, shift amounts and
divisors masked, every slot initialised), so any difference is an optimiser bug. A
failing case is kept as opt-fuzz-SEED.ll in the current directory.

Usage: opt-fuzz.py [--rllc-opt PATH] [--passes PIPELINE] [--seeds START COUNT]
"""

import argparse
import os
import random
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
WIDTHS = [1, 5, 8, 13, 32, 64]


class Gen:
    def __init__(self, rng):
        self.rng = rng
        self.n = 0
        self.lines = []
        self.scopes = [{w: [] for w in WIDTHS}]
        self.slots = []  # (name, width)
        self.prologue = []  # entry-block allocas

    def fresh(self):
        self.n += 1
        return f"%v{self.n}"

    def emit(self, s):
        self.lines.append("  " + s)

    def values(self, w):
        out = []
        for s in self.scopes:
            out += s[w]
        return out

    def define(self, w, v):
        self.scopes[-1][w].append(v)

    def operand(self, w):
        vals = self.values(w)
        if w == 1 and not vals:
            # A condition that depends on the arguments.
            v = self.fresh()
            pred = self.rng.choice(["slt", "ugt", "eq", "ne"])
            self.emit(f"{v} = icmp {pred} i32 %a, {self.rng.choice(['%b', str(self.const(32))])}")
            self.define(1, v)
            return v
        if vals and self.rng.random() < 0.8:
            return self.rng.choice(vals)
        return str(self.const(w))

    def const(self, w):
        r = self.rng.random()
        if w == 1:
            return self.rng.choice(["true", "false"])
        if r < 0.3:
            return self.rng.choice([0, 1, -1, 2, (1 << (w - 1)) - 1, -(1 << (w - 1))])
        return self.rng.randrange(-(1 << (w - 1)), 1 << (w - 1))

    def value_of(self, w):
        """Some value of width w, made by a cast if there is none."""
        if self.values(w):
            return self.rng.choice(self.values(w))
        return self.operand(w)

    def stmt(self, depth):
        r = self.rng.random()
        w = self.rng.choice(WIDTHS)
        if r < 0.35 and w > 1:
            op = self.rng.choice(["add", "sub", "mul", "and", "or", "xor", "shl", "lshr",
                                  "ashr", "udiv", "urem", "sdiv", "srem"])
            x, y = self.operand(w), self.operand(w)
            if op in ("shl", "lshr", "ashr"):
                m = self.fresh()
                self.emit(f"{m} = urem i{w} {y}, {w}")
                y = m
            if op in ("udiv", "urem", "sdiv", "srem"):
                m = self.fresh()
                self.emit(f"{m} = and i{w} {y}, {(1 << min(w - 1, 6)) - 1}")
                m2 = self.fresh()
                self.emit(f"{m2} = or i{w} {m}, 1")
                y = m2
            v = self.fresh()
            self.emit(f"{v} = {op} i{w} {x}, {y}")
            self.define(w, v)
        elif r < 0.5:
            pred = self.rng.choice(["eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge",
                                    "slt", "sle"])
            v = self.fresh()
            self.emit(f"{v} = icmp {pred} i{w} {self.operand(w)}, {self.operand(w)}")
            self.define(1, v)
        elif r < 0.6:
            v = self.fresh()
            self.emit(f"{v} = select i1 {self.operand(1)}, i{w} {self.operand(w)}, "
                      f"i{w} {self.operand(w)}")
            self.define(w, v)
        elif r < 0.75:
            src = self.rng.choice(WIDTHS)
            if src == w:
                return
            x = self.value_of(src)
            op = "trunc" if src > w else self.rng.choice(["zext", "sext"])
            v = self.fresh()
            self.emit(f"{v} = {op} i{src} {x} to i{w}")
            self.define(w, v)
        elif r < 0.87 and self.slots:
            name, sw = self.rng.choice(self.slots)
            if self.rng.random() < 0.5:
                self.emit(f"store i{sw} {self.operand(sw)}, ptr {name}")
            else:
                v = self.fresh()
                self.emit(f"{v} = load i{sw}, ptr {name}")
                self.define(sw, v)
        elif depth < 3 and r < 0.95:
            self.diamond(depth)
        elif depth < 2:
            self.loop(depth)

    def block(self, depth, count):
        self.scopes.append({w: [] for w in WIDTHS})
        for _ in range(count):
            self.stmt(depth + 1)
        self.scopes.pop()

    def label(self, name):
        self.lines.append(f"{name}:")

    def diamond(self, depth):
        k = self.fresh()[1:]
        c = self.operand(1)
        self.emit(f"br i1 {c}, label %t{k}, label %e{k}")
        self.label(f"t{k}")
        self.block(depth, self.rng.randrange(1, 5))
        self.emit(f"br label %j{k}")
        self.label(f"e{k}")
        self.block(depth, self.rng.randrange(0, 4))
        self.emit(f"br label %j{k}")
        self.label(f"j{k}")

    def loop(self, depth):
        k = self.fresh()[1:]
        ctr = f"%ctr{k}"
        # Counters live in the entry block (promotable), except now and then.
        if self.rng.random() < 0.8:
            self.prologue.append(f"  {ctr} = alloca i32")
        else:
            self.emit(f"{ctr} = alloca i32")
        self.emit(f"store i32 0, ptr {ctr}")
        self.emit(f"br label %h{k}")
        self.label(f"h{k}")
        i = self.fresh()
        self.emit(f"{i} = load i32, ptr {ctr}")
        c = self.fresh()
        self.emit(f"{c} = icmp slt i32 {i}, {self.rng.randrange(0, 4)}")
        self.emit(f"br i1 {c}, label %b{k}, label %x{k}")
        self.label(f"b{k}")
        self.block(depth, self.rng.randrange(1, 4))
        i2 = self.fresh()
        self.emit(f"{i2} = add i32 {i}, 1")
        self.emit(f"store i32 {i2}, ptr {ctr}")
        self.emit(f"br label %h{k}")
        self.label(f"x{k}")

    def function(self):
        self.define(32, "%a")
        self.define(32, "%b")
        for s in range(self.rng.randrange(1, 5)):
            w = self.rng.choice(WIDTHS)
            name = f"%s{s}"
            self.slots.append((name, w))
            self.emit(f"{name} = alloca i{w}")
            self.emit(f"store i{w} {self.operand(w)}, ptr {name}")
        for _ in range(self.rng.randrange(5, 25)):
            self.stmt(0)
        # Fold every value of the outer scope into the result.
        acc = "%a"
        for w in WIDTHS:
            for v in self.scopes[0][w][-4:]:
                x = v
                if w < 32:
                    x = self.fresh()
                    self.emit(f"{x} = zext i{w} {v} to i32")
                elif w > 32:
                    x = self.fresh()
                    self.emit(f"{x} = trunc i{w} {v} to i32")
                m = self.fresh()
                self.emit(f"{m} = mul i32 {acc}, 31")
                acc = self.fresh()
                self.emit(f"{acc} = xor i32 {m}, {x}")
        for name, w in self.slots:
            v = self.fresh()
            self.emit(f"{v} = load i{w}, ptr {name}")
            x = v
            if w < 32:
                x = self.fresh()
                self.emit(f"{x} = zext i{w} {v} to i32")
            elif w > 32:
                x = self.fresh()
                self.emit(f"{x} = trunc i{w} {v} to i32")
            acc2 = self.fresh()
            self.emit(f"{acc2} = add i32 {acc}, {x}")
            acc = acc2
        self.emit(f"ret i32 {acc}")
        body = "\n".join(self.prologue + self.lines)
        return f"define i32 @f(i32 %a, i32 %b) {{\nentry:\n{body}\n}}\n"


MAIN = """
declare i32 @printf(ptr, ...)
@fmt = private constant [4 x i8] c"%u\\0A\\00"

define i32 @main() {
entry:
  br label %outer
outer:
  %a = phi i32 [ -40, %entry ], [ %a2, %outer_next ]
  %h = phi i32 [ 0, %entry ], [ %h3, %outer_next ]
  br label %inner
inner:
  %b = phi i32 [ -40, %outer ], [ %b2, %inner ]
  %hh = phi i32 [ %h, %outer ], [ %h2, %inner ]
  %r = call i32 @f(i32 %a, i32 %b)
  %m = mul i32 %hh, 1000003
  %h2 = xor i32 %m, %r
  %b2 = add i32 %b, 7
  %bc = icmp slt i32 %b2, 300
  br i1 %bc, label %inner, label %outer_next
outer_next:
  %h3 = phi i32 [ %h2, %inner ]
  %a2 = add i32 %a, 9
  %ac = icmp slt i32 %a2, 300
  br i1 %ac, label %outer, label %done
done:
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %h3)
  ret i32 0
}
"""


def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, timeout=60, **kw)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rllc-opt", default=os.path.join(ROOT, "target", "release", "rllc-opt"))
    ap.add_argument("--passes", default="default<O2>")
    ap.add_argument("--seeds", nargs=2, type=int, default=[0, 100])
    a = ap.parse_args()
    tmp = tempfile.mkdtemp(prefix="opt-fuzz-")
    bad = 0
    start, count = a.seeds
    for seed in range(start, start + count):
        src = Gen(random.Random(seed)).function() + MAIN
        orig = os.path.join(tmp, "orig.ll")
        with open(orig, "w") as f:
            f.write(src)
        want = run(["lli-19", orig])
        if want.returncode != 0:
            print(f"seed {seed}: reference failed: {want.stderr.strip()[:200]}")
            bad += 1
            continue
        opt = run([a.rllc_opt, f"-passes={a.passes}", orig, "-o", os.path.join(tmp, "opt.ll")])
        got = opt if opt.returncode != 0 else run(["lli-19", os.path.join(tmp, "opt.ll")])
        if got.returncode != 0 or got.stdout != want.stdout:
            bad += 1
            keep = f"opt-fuzz-{seed}.ll"
            with open(keep, "w") as f:
                f.write(src)
            print(f"seed {seed}: MISMATCH expected {want.stdout.strip()} got "
                  f"{got.stdout.strip()} {got.stderr.strip()[:300]} (kept {keep})")
    print(f"opt-fuzz seeds {start}..{start + count - 1}: {count - bad} / {count} agree")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
