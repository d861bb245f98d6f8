#!/usr/bin/env python3
"""Differential testing of vector code generation against llc-19.

Generates a module of small random vector functions (arithmetic, shifts, division,
compares, selects, casts, bitcasts, shuffles, element access, reductions, intrinsics,
masks, masked memory operations, loads and stores of odd sizes), each of the form

    define void @tN(ptr %in0, ptr %in1, ptr %in2, ptr %out)

and a `main` that runs every function on several pseudo-random inputs and prints a hash
of the whole 256-byte output buffer (so writes beyond a store's size are caught). The
module is compiled by llc-19 (the reference) and by rllc with the same -mattr, both are
linked with cc and run; differing lines name the failing functions, whose IR is printed.

Inputs avoid undefined behaviour: divisors are made non-zero and positive, shift
amounts are reduced below the width, float inputs are small exact values (no NaN except
where a test puts NaNs on purpose and only compares them), float-to-int conversions stay
in range, variable element indices are reduced below the length.

Usage: vector-fuzz.py [--seed S] [--count N] [--mattr ATTRS] [--rllc CMD] [--keep DIR]
                      [--only GENERATOR]
Exit status 0 when every function agrees, 1 otherwise.
"""
import argparse
import os
import random
import re
import shlex
import subprocess
import sys
import tempfile

INT_BITS = [8, 16, 32, 64]
LENS = {8: [2, 3, 4, 8, 16, 32], 16: [2, 3, 4, 8, 16], 32: [2, 3, 4, 5, 8, 16], 64: [2, 3, 4, 8]}
FLENS = {"float": [2, 3, 4, 8, 16], "double": [2, 3, 4, 8]}
FBITS = {"float": 32, "double": 64}


def vt(n, e):
    return f"<{n} x {e}>"


def splat(n, e, v):
    return "<" + ", ".join(f"{e} {v}" for _ in range(n)) + ">"


class Fn:
    """One test function under construction."""

    def __init__(self, name):
        self.name = name
        self.lines = []
        self.k = 0

    def tmp(self):
        self.k += 1
        return f"%v{self.k}"

    def emit(self, text):
        r = self.tmp()
        self.lines.append(f"  {r} = {text}")
        return r

    def raw(self, text):
        self.lines.append(f"  {text}")

    def text(self):
        body = "\n".join(self.lines)
        return (f"define void @{self.name}(ptr %in0, ptr %in1, ptr %in2, ptr %out) {{\n"
                f"{body}\n  ret void\n}}\n")

    # Inputs -------------------------------------------------------------------------
    def load(self, t, src, off=0):
        p = src
        if off:
            p = self.emit(f"getelementptr i8, ptr {src}, i64 {off}")
        return self.emit(f"load {t}, ptr {p}, align 1")

    def int_vec(self, n, bits, src="%in0", off=0):
        return self.load(vt(n, f"i{bits}"), src, off)

    def float_vec(self, n, e, src="%in0", off=0, nan=False):
        """Small exact floats: (int >> s) * 0.5 + 0.25 (never zero)."""
        ib = 32 if e == "float" else 64
        x = self.int_vec(n, ib, src, off)
        x = self.emit(f"ashr {vt(n, f'i{ib}')} {x}, {splat(n, f'i{ib}', ib - 12)}")
        f = self.emit(f"sitofp {vt(n, f'i{ib}')} {x} to {vt(n, e)}")
        f = self.emit(f"fmul {vt(n, e)} {f}, {splat(n, e, '0.5')}")
        f = self.emit(f"fadd {vt(n, e)} {f}, {splat(n, e, '0.25')}")
        if nan:
            m = self.int_vec(n, ib, "%in2", off)
            m = self.emit(f"and {vt(n, f'i{ib}')} {m}, {splat(n, f'i{ib}', 3)}")
            c = self.emit(f"icmp eq {vt(n, f'i{ib}')} {m}, zeroinitializer")
            nanv = "0x7FF8000000000000"
            f = self.emit(f"select {vt(n, 'i1')} {c}, {vt(n, e)} {splat(n, e, nanv)}, {vt(n, e)} {f}")
        return f

    def store(self, t, v, off=0):
        p = "%out"
        if off:
            p = self.emit(f"getelementptr i8, ptr %out, i64 {off}")
        self.raw(f"store {t} {v}, ptr {p}, align 1")


def rand_int_type(r):
    bits = r.choice(INT_BITS)
    return r.choice(LENS[bits]), bits


def rand_float_type(r):
    e = r.choice(["float", "double"])
    return r.choice(FLENS[e]), e


def gen_int_binop(f, r):
    n, b = rand_int_type(r)
    t = vt(n, f"i{b}")
    x, y = f.int_vec(n, b, "%in0"), f.int_vec(n, b, "%in1")
    op = r.choice(["add", "sub", "mul", "and", "or", "xor"])
    f.store(t, f.emit(f"{op} {t} {x}, {y}"))


def gen_shift(f, r):
    n, b = rand_int_type(r)
    t = vt(n, f"i{b}")
    x = f.int_vec(n, b)
    op = r.choice(["shl", "lshr", "ashr"])
    kind = r.choice(["vec", "const", "constvec", "splatvar"])
    if kind == "vec":
        y = f.int_vec(n, b, "%in1")
        amt = f.emit(f"and {t} {y}, {splat(n, f'i{b}', b - 1)}")
    elif kind == "const":
        amt = splat(n, f"i{b}", r.randrange(b))
    elif kind == "constvec":
        amt = "<" + ", ".join(f"i{b} {r.randrange(b)}" for _ in range(n)) + ">"
    else:
        s = f.load(f"i{b}", "%in1")
        s = f.emit(f"and i{b} {s}, {b - 1}")
        ins = f.emit(f"insertelement {t} poison, i{b} {s}, i64 0")
        amt = f.emit(f"shufflevector {t} {ins}, {t} poison, {vt(n, 'i32')} zeroinitializer")
    f.store(t, f.emit(f"{op} {t} {x}, {amt}"))


def gen_div(f, r):
    n, b = rand_int_type(r)
    t = vt(n, f"i{b}")
    x, y = f.int_vec(n, b), f.int_vec(n, b, "%in1")
    op = r.choice(["udiv", "sdiv", "urem", "srem"])
    if r.random() < 0.5:
        # A constant splat divisor (never 0, and never -1 for signed division).
        d = r.choice([2, 3, 5, 6, 7, 10, 16, 25, 100, 255, 641, -2, -3, -7, -16, -100,
                      1 << (b - 2), (1 << (b - 1)) - 1, -(1 << (b - 2)) + 3])
        if op.startswith("u") and d < 0:
            d = d & ((1 << b) - 1)
        if op.startswith("s") and d >= (1 << (b - 1)):
            d = 7
        f.store(t, f.emit(f"{op} {t} {x}, {splat(n, f'i{b}', d)}"))
        return
    mx = (1 << (b - 1)) - 1
    y = f.emit(f"and {t} {y}, {splat(n, f'i{b}', mx)}")
    y = f.emit(f"or {t} {y}, {splat(n, f'i{b}', 1)}")
    f.store(t, f.emit(f"{op} {t} {x}, {y}"))


def gen_icmp(f, r):
    n, b = rand_int_type(r)
    t = vt(n, f"i{b}")
    x, y = f.int_vec(n, b), f.int_vec(n, b, "%in1")
    if r.random() < 0.3:  # make equal lanes likely
        y = f.emit(f"shufflevector {t} {x}, {t} {y}, <{n} x i32> <" +
                   ", ".join(f"i32 {j if r.random() < 0.5 else j + n}" for j in range(n)) + ">")
    pred = r.choice(["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"])
    c = f.emit(f"icmp {pred} {t} {x}, {y}")
    how = r.choice(["sext", "zext", "select", "sext8"])
    if how == "select":
        f.store(t, f.emit(f"select {vt(n, 'i1')} {c}, {t} {x}, {t} {y}"))
    elif how == "sext8":
        f.store(vt(n, "i8"), f.emit(f"sext {vt(n, 'i1')} {c} to {vt(n, 'i8')}"))
    else:
        f.store(t, f.emit(f"{how} {vt(n, 'i1')} {c} to {t}"))


def gen_fcmp(f, r):
    n, e = rand_float_type(r)
    t = vt(n, e)
    x = f.float_vec(n, e, nan=True)
    y = f.float_vec(n, e, "%in1", nan=r.random() < 0.5)
    if r.random() < 0.3:
        y = f.emit(f"shufflevector {t} {x}, {t} {y}, <{n} x i32> <" +
                   ", ".join(f"i32 {j if r.random() < 0.5 else j + n}" for j in range(n)) + ">")
    pred = r.choice(["oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge",
                     "ult", "ule", "une", "uno", "true", "false"])
    c = f.emit(f"fcmp {pred} {t} {x}, {y}")
    it = vt(n, f"i{FBITS[e]}")
    f.store(it, f.emit(f"sext {vt(n, 'i1')} {c} to {it}"))


def gen_float_arith(f, r):
    n, e = rand_float_type(r)
    t = vt(n, e)
    x, y = f.float_vec(n, e), f.float_vec(n, e, "%in1")
    op = r.choice(["fadd", "fsub", "fmul", "fdiv", "frem", "fneg"])
    if op == "fneg":
        f.store(t, f.emit(f"fneg {t} {x}"))
    else:
        f.store(t, f.emit(f"{op} {t} {x}, {y}"))


def gen_int_cast(f, r):
    n = r.choice([2, 3, 4, 8, 16])
    a, b = r.sample(INT_BITS, 2)
    x = f.int_vec(n, a)
    op = "trunc" if a > b else r.choice(["zext", "sext"])
    f.store(vt(n, f"i{b}"), f.emit(f"{op} {vt(n, f'i{a}')} {x} to {vt(n, f'i{b}')}"))


def gen_fp_cast(f, r):
    n = r.choice([2, 3, 4, 8])
    kind = r.choice(["itof", "ftoi", "fext", "ftrunc"])
    if kind == "itof":
        b = r.choice(INT_BITS)
        e = r.choice(["float", "double"])
        x = f.int_vec(n, b)
        op = r.choice(["sitofp", "uitofp"])
        f.store(vt(n, e), f.emit(f"{op} {vt(n, f'i{b}')} {x} to {vt(n, e)}"))
    elif kind == "ftoi":
        b = r.choice(INT_BITS)
        e = r.choice(["float", "double"])
        signed = r.random() < 0.5
        # In range: small ints scaled to the target range.
        ib = 32 if e == "float" else 64
        x = f.int_vec(n, ib)
        keep = min(b, 24 if e == "float" else 53) - (1 if signed else 0)
        sh = ib - keep
        x = f.emit(f"{'ashr' if signed else 'lshr'} {vt(n, f'i{ib}')} {x}, {splat(n, f'i{ib}', sh)}")
        fx = f.emit(f"{'sitofp' if signed else 'uitofp'} {vt(n, f'i{ib}')} {x} to {vt(n, e)}")
        if keep > 2:
            fx = f.emit(f"fmul {vt(n, e)} {fx}, {splat(n, e, '0.75')}")
        op = "fptosi" if signed else "fptoui"
        f.store(vt(n, f"i{b}"), f.emit(f"{op} {vt(n, e)} {fx} to {vt(n, f'i{b}')}"))
    elif kind == "fext":
        x = f.float_vec(n, "float")
        f.store(vt(n, "double"), f.emit(f"fpext {vt(n, 'float')} {x} to {vt(n, 'double')}"))
    else:
        x = f.float_vec(n, "double")
        x = f.emit(f"fdiv {vt(n, 'double')} {x}, {splat(n, 'double', '3.0')}")
        f.store(vt(n, "float"), f.emit(f"fptrunc {vt(n, 'double')} {x} to {vt(n, 'float')}"))


def gen_bitcast(f, r):
    shapes = [(2, "i8"), (4, "i8"), (8, "i8"), (16, "i8"), (32, "i8"), (2, "i16"), (4, "i16"),
              (8, "i16"), (16, "i16"), (2, "i32"), (4, "i32"), (8, "i32"), (2, "i64"), (4, "i64"),
              (2, "float"), (4, "float"), (8, "float"), (2, "double"), (4, "double"),
              (1, "i64"), (1, "double")]
    size = {"i8": 8, "i16": 16, "i32": 32, "i64": 64, "float": 32, "double": 64}
    a = r.choice(shapes)
    bits = a[0] * size[a[1]]
    cands = [s for s in shapes if s[0] * size[s[1]] == bits and s != a]
    scalars = {16: ["i16"], 32: ["i32", "float"], 64: ["i64", "double"], 128: ["i128"]}
    cands = [vt(*s) for s in cands] + scalars.get(bits, [])
    if not cands:
        return gen_int_binop(f, r)
    ta = vt(*a)
    tb = r.choice(cands)
    x = f.load(ta, "%in0")
    y = f.emit(f"bitcast {ta} {x} to {tb}")
    z = f.emit(f"bitcast {tb} {y} to {ta}") if r.random() < 0.3 else None
    if z:
        f.store(ta, z)
    else:
        f.store(tb, y)


def gen_shuffle(f, r):
    if r.random() < 0.5:
        n, b = rand_int_type(r)
        e = f"i{b}"
        x, y = f.int_vec(n, b), f.int_vec(n, b, "%in1")
    else:
        n, e = rand_float_type(r)
        x, y = f.float_vec(n, e), f.float_vec(n, e, "%in1")
    t = vt(n, e)
    m = r.choice([n, n, n // 2 or 1, 2 * n, max(2, n - 1), r.randrange(1, 2 * n + 1)])
    style = r.choice(["random", "one", "splat", "reverse", "interleave", "concat", "rotate",
                      "rotate1", "even", "odd", "pairswap", "blend"])
    k = r.randrange(1, max(2, n))
    idx = []
    for j in range(m):
        if style == "random":
            v = r.randrange(2 * n)
        elif style == "one":
            v = r.randrange(n)
        elif style == "splat":
            v = 0
        elif style == "reverse":
            v = (n - 1 - j) % n
        elif style == "interleave":
            v = (j // 2) % n + (n if j % 2 else 0)
        elif style == "rotate":
            v = (j + k) % (2 * n)
        elif style == "rotate1":
            v = (j + k) % n
        elif style == "even":
            v = (2 * j) % (2 * n)
        elif style == "odd":
            v = (2 * j + 1) % (2 * n)
        elif style == "pairswap":
            v = (j ^ 1) % n
        elif style == "blend":
            v = j % n + (n if r.random() < 0.5 else 0)
        else:
            v = j % (2 * n)
        idx.append("undef" if r.random() < 0.05 else str(v))
    mask = "<" + ", ".join(f"i32 {v}" for v in idx) + ">"
    s = f.emit(f"shufflevector {t} {x}, {t} {y}, <{m} x i32> {mask}")
    # Undefined lanes are replaced before storing.
    defined = "<" + ", ".join(f"i1 {'false' if v == 'undef' else 'true'}" for v in idx) + ">"
    s = f.emit(f"select <{m} x i1> {defined}, <{m} x {e}> {s}, <{m} x {e}> zeroinitializer")
    f.store(vt(m, e), s)


def gen_elements(f, r):
    if r.random() < 0.6:
        n, b = rand_int_type(r)
        e = f"i{b}"
        x = f.int_vec(n, b)
        s = f.load(e, "%in1")
    else:
        n, e = rand_float_type(r)
        x = f.float_vec(n, e)
        s = f.emit(f"sitofp i32 {f.load('i32', '%in1', 8)} to {e}")
    t = vt(n, e)
    var = r.random() < 0.4
    if var:
        i = f.load("i32", "%in2")
        i = f.emit(f"urem i32 {i}, {n}")
    else:
        i = str(r.randrange(n))
    if r.random() < 0.5:
        f.store(e, f.emit(f"extractelement {t} {x}, i32 {i}"))
    else:
        f.store(t, f.emit(f"insertelement {t} {x}, {e} {s}, i32 {i}"))


def gen_reduce(f, r):
    if r.random() < 0.7:
        n, b = rand_int_type(r)
        e = f"i{b}"
        x = f.int_vec(n, b)
        op = r.choice(["add", "mul", "and", "or", "xor", "smax", "smin", "umax", "umin"])
        f.store(e, f.emit(f"call {e} @llvm.vector.reduce.{op}.v{n}{e}({vt(n, e)} {x})"))
    else:
        n, e = rand_float_type(r)
        x = f.float_vec(n, e)
        sfx = f"v{n}f{FBITS[e]}"
        op = r.choice(["fadd", "fmul", "fmax", "fmin"])
        if op in ("fadd", "fmul"):
            f.store(e, f.emit(f"call {e} @llvm.vector.reduce.{op}.{sfx}({e} 1.5, {vt(n, e)} {x})"))
        else:
            f.store(e, f.emit(f"call {e} @llvm.vector.reduce.{op}.{sfx}({vt(n, e)} {x})"))


def gen_int_intrinsic(f, r):
    n, b = rand_int_type(r)
    e = f"i{b}"
    t = vt(n, e)
    sfx = f"v{n}{e}"
    x, y = f.int_vec(n, b), f.int_vec(n, b, "%in1")
    op = r.choice(["smax", "smin", "umax", "umin", "abs", "uadd.sat", "usub.sat", "sadd.sat",
                   "ssub.sat", "ctpop", "ctlz", "cttz", "bswap", "bitreverse", "fshl", "fshr"])
    if op == "abs":
        c = f.emit(f"call {t} @llvm.abs.{sfx}({t} {x}, i1 false)")
    elif op in ("ctlz", "cttz"):
        c = f.emit(f"call {t} @llvm.{op}.{sfx}({t} {x}, i1 false)")
    elif op in ("ctpop", "bitreverse") or (op == "bswap" and b > 8):
        c = f.emit(f"call {t} @llvm.{op}.{sfx}({t} {x})")
    elif op in ("fshl", "fshr"):
        z = f.int_vec(n, b, "%in2") if r.random() < 0.5 else splat(n, e, r.randrange(2 * b))
        c = f.emit(f"call {t} @llvm.{op}.{sfx}({t} {x}, {t} {y}, {t} {z})")
    elif op == "bswap":
        c = f.emit(f"call {t} @llvm.umax.{sfx}({t} {x}, {t} {y})")
    else:
        c = f.emit(f"call {t} @llvm.{op}.{sfx}({t} {x}, {t} {y})")
    f.store(t, c)


def gen_float_intrinsic(f, r):
    n, e = rand_float_type(r)
    t = vt(n, e)
    sfx = f"v{n}f{FBITS[e]}"
    x, y, z = f.float_vec(n, e), f.float_vec(n, e, "%in1"), f.float_vec(n, e, "%in2")
    op = r.choice(["fabs", "sqrt", "minnum", "maxnum", "floor", "ceil", "trunc", "rint",
                   "nearbyint", "round", "copysign", "fma", "fmuladd", "minnan", "maxnan"])
    if op in ("fabs", "floor", "ceil", "trunc", "rint", "nearbyint", "round"):
        x = f.emit(f"fmul {t} {x}, {splat(n, e, '-1.75')}")
        c = f.emit(f"call {t} @llvm.{op}.{sfx}({t} {x})")
    elif op == "sqrt":
        x = f.emit(f"call {t} @llvm.fabs.{sfx}({t} {x})")
        c = f.emit(f"call {t} @llvm.sqrt.{sfx}({t} {x})")
    elif op in ("minnan", "maxnan"):
        x = f.float_vec(n, e, "%in0", nan=True)
        c = f.emit(f"call {t} @llvm.{op[:3]}num.{sfx}({t} {x}, {t} {y})")
    elif op in ("fma", "fmuladd"):
        c = f.emit(f"call {t} @llvm.{op}.{sfx}({t} {x}, {t} {y}, {t} {z})")
    else:
        c = f.emit(f"call {t} @llvm.{op}.{sfx}({t} {x}, {t} {y})")
    f.store(t, c)


def gen_masks(f, r):
    n = r.choice([2, 4, 8, 16, 32, 3, 5])
    b1, b2 = r.choice(INT_BITS), r.choice(INT_BITS)
    if n * b1 > 2048 or n * b2 > 2048:
        n = 4
    x, y = f.int_vec(n, b1), f.int_vec(n, b1, "%in1")
    p, q = f.int_vec(n, b2, "%in2"), f.int_vec(n, b2, "%in1", 64)
    c1 = f.emit(f"icmp {r.choice(['slt', 'ugt', 'eq', 'ne'])} {vt(n, f'i{b1}')} {x}, {y}")
    c2 = f.emit(f"icmp {r.choice(['sgt', 'ult', 'eq'])} {vt(n, f'i{b2}')} {p}, {q}")
    op = r.choice(["and", "or", "xor", "add"])
    m = f.emit(f"{op} {vt(n, 'i1')} {c1}, {c2}")
    how = r.choice(["select", "bitcast", "store", "reduce", "zext", "shuffle"])
    if how == "select":
        f.store(vt(n, f"i{b2}"), f.emit(f"select {vt(n, 'i1')} {m}, {vt(n, f'i{b2}')} {p}, {vt(n, f'i{b2}')} {q}"))
    elif how == "bitcast":
        f.store(f"i{n}", f.emit(f"bitcast {vt(n, 'i1')} {m} to i{n}"))
    elif how == "store":
        f.store(vt(n, "i1"), m)
    elif how == "reduce":
        ro = r.choice(["and", "or", "xor"])
        f.store("i1", f.emit(f"call i1 @llvm.vector.reduce.{ro}.v{n}i1({vt(n, 'i1')} {m})"))
    elif how == "zext":
        f.store(vt(n, "i8"), f.emit(f"zext {vt(n, 'i1')} {m} to {vt(n, 'i8')}"))
    else:
        m2 = f.emit(f"shufflevector {vt(n, 'i1')} {m}, {vt(n, 'i1')} {c1}, <{2 * n} x i32> <" +
                    ", ".join(f"i32 {r.randrange(2 * n)}" for _ in range(2 * n)) + ">")
        f.store(vt(2 * n, "i16"), f.emit(f"sext {vt(2 * n, 'i1')} {m2} to {vt(2 * n, 'i16')}"))


def gen_mask_load(f, r):
    n = r.choice([2, 3, 4, 8])
    b = r.choice([16, 32, 64])
    e = f"i{b}"
    t = vt(n, e)
    x = f.int_vec(n, b, "%in2")
    c = f.emit(f"icmp slt {t} {x}, zeroinitializer")
    pt = f.int_vec(n, b, "%in1")
    kind = r.choice(["load", "store", "gather", "bitload"])
    sfx = f"v{n}{e}"
    if kind == "load":
        f.store(t, f.emit(f"call {t} @llvm.masked.load.{sfx}.p0(ptr %in0, i32 1, {vt(n, 'i1')} {c}, {t} {pt})"))
    elif kind == "store":
        v = f.int_vec(n, b, "%in0")
        f.raw(f"call void @llvm.masked.store.{sfx}.p0({t} {v}, ptr %out, i32 1, {vt(n, 'i1')} {c})")
    elif kind == "gather":
        idx = f.int_vec(n, b, "%in0", 128)
        idx = f.emit(f"and {t} {idx}, {splat(n, e, 15)}")
        ptrs = f.emit(f"getelementptr {e}, ptr %in1, {t} {idx}")
        f.store(t, f.emit(f"call {t} @llvm.masked.gather.{sfx}.v{n}p0({vt(n, 'ptr')} {ptrs}, i32 1, {vt(n, 'i1')} {c}, {t} {pt})"))
    else:
        # A <N x i1> in memory must have been stored as one: clear the padding bits.
        bits = f.load("i8", "%in0")
        if n < 8:
            bits = f.emit(f"trunc i8 {bits} to i{n}")
        tmp = f.emit(f"alloca i{n}")
        f.raw(f"store i{n} {bits}, ptr {tmp}")
        m = f.load(vt(n, "i1"), tmp)
        f.store(t, f.emit(f"select {vt(n, 'i1')} {m}, {t} {x}, {t} {pt}"))


def gen_bool_cast(f, r):
    """Truncation to <N x i1> (bit 0 of each lane), extensions from it, masks of more than
    64 elements reinterpreted from and to other vectors."""
    kind = r.choice(["trunc", "trunc_store", "bigmask", "vecmask"])
    if kind in ("trunc", "trunc_store"):
        n, b = rand_int_type(r)
        t = vt(n, f"i{b}")
        x, y = f.int_vec(n, b), f.int_vec(n, b, "%in1")
        m = f.emit(f"trunc {t} {x} to {vt(n, 'i1')}")
        if kind == "trunc":
            how = r.choice(["select", "sext", "zext"])
            if how == "select":
                f.store(t, f.emit(f"select {vt(n, 'i1')} {m}, {t} {x}, {t} {y}"))
            else:
                b2 = r.choice(INT_BITS)
                f.store(vt(n, f"i{b2}"), f.emit(f"{how} {vt(n, 'i1')} {m} to {vt(n, f'i{b2}')}"))
        else:
            sfx = f"v{n}i{b}"
            f.raw(f"call void @llvm.masked.store.{sfx}.p0({t} {y}, ptr %out, i32 1, {vt(n, 'i1')} {m})")
    elif kind == "bigmask":
        src = r.choice([(8, 16), (16, 8), (4, 32), (2, 64), (4, 64), (8, 32), (32, 8)])
        n = src[0] * src[1]
        x = f.int_vec(*src)
        m = f.emit(f"bitcast {vt(src[0], f'i{src[1]}')} {x} to {vt(n, 'i1')}")
        how = r.choice(["extract", "store", "back", "select"])
        if how == "extract":
            f.store("i1", f.emit(f"extractelement {vt(n, 'i1')} {m}, i64 {r.randrange(n)}"))
        elif how == "store":
            f.store(vt(n, "i1"), m)
        elif how == "back":
            m2 = f.emit(f"xor {vt(n, 'i1')} {m}, {splat(n, 'i1', 'true')}")
            f.store(vt(src[0], f"i{src[1]}"), f.emit(f"bitcast {vt(n, 'i1')} {m2} to {vt(src[0], f'i{src[1]}')}"))
        else:
            y, z = f.int_vec(n, 8, "%in1"), f.int_vec(n, 8, "%in2")
            f.store(vt(n, "i8"), f.emit(f"select {vt(n, 'i1')} {m}, {vt(n, 'i8')} {y}, {vt(n, 'i8')} {z}"))
    else:
        n = r.choice([8, 16, 32, 64])
        x = f.int_vec(n // 8, 8)
        m = f.emit(f"bitcast {vt(n // 8, 'i8')} {x} to {vt(n, 'i1')}")
        y, z = f.int_vec(n, 16, "%in1"), f.int_vec(n, 16, "%in2")
        f.store(vt(n, "i16"), f.emit(f"select {vt(n, 'i1')} {m}, {vt(n, 'i16')} {y}, {vt(n, 'i16')} {z}"))


def gen_build(f, r):
    """Vectors built by chains of insertelement (full or partial, in any order, sometimes
    with a variable index or on top of an existing vector)."""
    if r.random() < 0.6:
        n, b = rand_int_type(r)
        e = f"i{b}"
    else:
        n, e = rand_float_type(r)
    t = vt(n, e)
    base = "poison" if r.random() < 0.7 else f.load(t, "%in2")
    order = list(range(n))
    r.shuffle(order)
    if r.random() < 0.2:
        order = order[: r.randrange(1, n + 1)]
    cur = base
    for k, j in enumerate(order):
        if e in ("float", "double"):
            x = f.emit(f"sitofp i32 {f.load('i32', '%in0', 4 * k)} to {e}")
        else:
            x = f.load(e, "%in0", k * (int(e[1:]) // 8))
        if base != "poison" and r.random() < 0.1:
            iv = f.load("i32", "%in1", 4 * k)
            iv = f.emit(f"urem i32 {iv}, {n}")
            cur = f.emit(f"insertelement {t} {cur}, {e} {x}, i32 {iv}")
        else:
            cur = f.emit(f"insertelement {t} {cur}, {e} {x}, i32 {j}")
    if base == "poison" and sorted(order) != list(range(n)):
        # Undefined lanes are replaced before storing.
        cur = f.emit(f"shufflevector {t} {cur}, {t} zeroinitializer, <{n} x i32> <" +
                     ", ".join(f"i32 {j if j in order else n + j}" for j in range(n)) + ">")
    f.store(t, cur)


GENS = [gen_int_binop, gen_shift, gen_div, gen_div, gen_icmp, gen_fcmp, gen_float_arith, gen_int_cast,
        gen_fp_cast, gen_bitcast, gen_shuffle, gen_elements, gen_reduce, gen_int_intrinsic,
        gen_float_intrinsic, gen_masks, gen_mask_load, gen_bool_cast, gen_build]

MAIN = r"""
@fmt = private constant [12 x i8] c"%s %016llx\0A\00"
declare i32 @printf(ptr, ...)

define internal void @fill(ptr %p, i64 %seed) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i64 [ %seed, %entry ], [ %s1, %loop ]
  %s1 = add i64 %s, 7046029254386353131
  %z = mul i64 %s1, 6364136223846793005
  %z1 = lshr i64 %z, 29
  %z2 = xor i64 %z, %z1
  %kind = and i64 %z2, 31
  %small = and i64 %z2, 15
  %isbig = icmp ult i64 %kind, 22
  %v = select i1 %isbig, i64 %z2, i64 %small
  %p8 = getelementptr i64, ptr %p, i64 %i
  store i64 %v, ptr %p8, align 1
  %i1 = add i64 %i, 1
  %done = icmp eq i64 %i1, 32
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

define internal i64 @hash(ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %h = phi i64 [ 1469598103934665603, %entry ], [ %h2, %loop ]
  %q = getelementptr i8, ptr %p, i64 %i
  %b = load i8, ptr %q
  %bz = zext i8 %b to i64
  %h1 = xor i64 %h, %bz
  %h2 = mul i64 %h1, 1099511628211
  %i1 = add i64 %i, 1
  %done = icmp eq i64 %i1, 256
  br i1 %done, label %exit, label %loop
exit:
  ret i64 %h2
}

define internal void @run(ptr %f, ptr %name) {
entry:
  %in0 = alloca [256 x i8], align 16
  %in1 = alloca [256 x i8], align 16
  %in2 = alloca [256 x i8], align 16
  %out = alloca [256 x i8], align 16
  br label %loop
loop:
  %k = phi i64 [ 0, %entry ], [ %k1, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc2, %loop ]
  %s0 = mul i64 %k, 3
  call void @fill(ptr %in0, i64 %s0)
  %s1 = add i64 %s0, 1
  call void @fill(ptr %in1, i64 %s1)
  %s2 = add i64 %s0, 2
  call void @fill(ptr %in2, i64 %s2)
  call void @llvm.memset.p0.i64(ptr %out, i8 -86, i64 256, i1 false)
  call void %f(ptr %in0, ptr %in1, ptr %in2, ptr %out)
  %h = call i64 @hash(ptr %out)
  %acc1 = mul i64 %acc, 31
  %acc2 = xor i64 %acc1, %h
  %k1 = add i64 %k, 1
  %done = icmp eq i64 %k1, 6
  br i1 %done, label %exit, label %loop
exit:
  %x = call i32 (ptr, ...) @printf(ptr @fmt, ptr %name, i64 %acc2)
  ret void
}
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
"""


def split_args(text):
    """Top-level comma-separated pieces of `text`."""
    out, depth, cur = [], 0, ""
    for ch in text:
        if ch in "<[{(":
            depth += 1
        elif ch in ">]})":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


def declarations(text):
    """`declare` lines for the intrinsics called in `text`."""
    decls = {}
    for line in text.splitlines():
        m = re.search(r"call (.+?) @(llvm\.[\w.]+)\((.*)\)$", line.strip())
        if m and m.group(2) not in decls:
            args = [a[:a.index(">") + 1] if a.startswith("<") else a.split()[0]
                    for a in split_args(m.group(3))]
            decls[m.group(2)] = f"declare {m.group(1)} @{m.group(2)}({', '.join(args)})"
    return "\n".join(decls.values())


def generate(seed, count, only=None):
    r = random.Random(seed)
    gens = [g for g in GENS if only is None or g.__name__ == "gen_" + only]
    fns = []
    for k in range(count):
        f = Fn(f"t{k}")
        r.choice(gens)(f, r)
        fns.append(f)
    out = [MAIN]
    names = []
    for f in fns:
        out.append(f.text())
        names.append(f.name)
    for nm in names:
        out.append(f'@name.{nm} = private constant [{len(nm) + 1} x i8] c"{nm}\\00"')
    out.append("define i32 @main() {")
    for nm in names:
        out.append(f"  call void @run(ptr @{nm}, ptr @name.{nm})")
    out.append("  ret i32 0\n}")
    text = "\n".join(out) + "\n"
    return text + declarations("\n".join(f.text() for f in fns)) + "\n", {
        f.name: f.text() for f in fns}


def build(cmd, ll, obj, exe):
    subprocess.run(cmd + ["-mtriple=x86_64-linux-gnu", "-filetype=obj", ll, "-o", obj],
                   check=True, capture_output=True, text=True)
    subprocess.run(["cc", obj, "-o", exe, "-lm"], check=True, capture_output=True, text=True)
    return subprocess.run([exe], capture_output=True, text=True, timeout=60).stdout


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=200)
    ap.add_argument("--mattr", default="")
    ap.add_argument("--rllc", default=None)
    ap.add_argument("--keep", default=None)
    ap.add_argument("--only", default=None, help="one generator, e.g. shuffle, div, masks")
    a = ap.parse_args()
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    rllc = shlex.split(a.rllc) if a.rllc else [os.path.join(root, "target/release/rllc")]
    extra = [f"-mattr={a.mattr}"] if a.mattr else []
    text, fns = generate(a.seed, a.count, a.only)
    d = a.keep or tempfile.mkdtemp(prefix="vecfuzz.")
    os.makedirs(d, exist_ok=True)
    ll = os.path.join(d, "t.ll")
    with open(ll, "w") as fh:
        fh.write(text)
    try:
        ref = build(["llc-19", "-relocation-model=pic"] + extra, ll, os.path.join(d, "ref.o"),
                    os.path.join(d, "ref"))
    except subprocess.CalledProcessError as e:
        print(f"seed {a.seed}: reference build failed (a generator bug): {e.stderr.strip()[:2000]}")
        return 2
    try:
        got = build(rllc + extra, ll, os.path.join(d, "got.o"), os.path.join(d, "got"))
    except subprocess.CalledProcessError as e:
        print(f"seed {a.seed}: rllc failed: {e.stderr.strip()[:2000]}")
        return 1
    ref_l, got_l = ref.splitlines(), got.splitlines()
    bad = 0
    for k, rl in enumerate(ref_l):
        gl = got_l[k] if k < len(got_l) else "<missing>"
        if rl != gl:
            bad += 1
            name = rl.split()[0]
            print(f"seed {a.seed} MISMATCH {name}: expected {rl.split()[-1]} got {gl.split()[-1]}")
            print(fns[name])
    print(f"seed {a.seed} mattr '{a.mattr}': {len(ref_l) - bad} / {len(ref_l)} agree")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
