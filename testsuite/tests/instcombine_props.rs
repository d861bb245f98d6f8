//! Property test of instcombine's rules: random small functions of integer operations
//! (arithmetic with `nuw`/`nsw`/`exact`/`disjoint`, shifts, divisions guarded against
//! division by zero, compares, selects, casts with `nneg`/`nuw`/`nsw`, `freeze`; widths
//! i1, i3, i8, i17, i32 and i64; constants near the edges of their range, sometimes
//! `undef` or `poison`), straight-line or with an if/else diamond or a one-block loop
//! whose header phis refer to each other, are folded by rllc's instcombine in-process, and
//! the original and the folded function are run by the testsuite's interpreter
//! ([`rllc_testsuite::interp`]) on many inputs, edge values among them. Wherever the
//! original returns a value, the folded function must return the same value: a result of
//! poison or undefined behaviour in the original allows anything, and `undef` in the
//! original is read as poison (any value), while the folded function gets random values
//! for `undef` and `freeze`.
//!
//! Seeds 0..10000 run by default (about 20 s); `RLLC_INSTCOMBINE_SEEDS=START..END` runs
//! others, and `RLLC_PROPS_PIPELINE=sccp` (any `rllc-opt -passes=` pipeline) tests other
//! passes the same way. A failing seed prints the module and the function that changed:
//! keep it (minimised) in `testsuite/instcombine-props/NAME.ll`, whose every function the
//! regression test checks the same way.

use rllc_ir::module::{GlobalId, GlobalKind, GlobalName, Module};
use rllc_testsuite::interp::{run, Outcome, Val};
use std::fmt::Write;

/// Random inputs each function runs on.
const INPUTS: usize = 64;

/// The widths of generated values.
const WIDTHS: [u32; 6] = [1, 3, 8, 17, 32, 64];

/// splitmix64.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    /// True with probability `percent` %.
    fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }

    fn pick<T: Clone>(&mut self, s: &[T]) -> T {
        s[self.below(s.len() as u64) as usize].clone()
    }

    /// A `w`-bit value, near an edge of the range half of the time.
    fn int(&mut self, w: u32) -> u64 {
        let m = mask(w);
        let smin = 1u64 << (w - 1);
        let v = match self.below(14) {
            0 => 0,
            1 => 1,
            2 => 2,
            3 => m,
            4 => m - 1,
            5 => smin,
            6 => smin - 1,
            7 => smin + 1,
            8 => u64::from(w - 1),
            9 => 1 << self.below(u64::from(w)),
            10 => self.below(16),
            _ => self.next(),
        };
        v & m
    }
}

fn mask(w: u32) -> u64 {
    if w >= 64 {
        u64::MAX
    } else {
        (1u64 << w) - 1
    }
}

/// An integer constant as IR text.
fn constant(w: u32, v: u64) -> String {
    if w == 1 {
        return if v & 1 == 1 { "true" } else { "false" }.into();
    }
    let s = 64 - w;
    (((v << s) as i64) >> s).to_string()
}

/// Builds one random function.
struct Gen<'r> {
    rng: &'r mut Rng,
    lines: Vec<String>,
    /// The values in scope (arguments first), with their widths.
    vals: Vec<(String, u32)>,
    /// Values named so far.
    named: usize,
    /// The label of the current block.
    block: String,
}

impl Gen<'_> {
    fn fresh(&mut self) -> String {
        self.named += 1;
        format!("%v{}", self.named)
    }

    /// Appends `name = text` defining a `w`-bit value.
    fn def(&mut self, w: u32, text: String) -> String {
        let name = self.fresh();
        self.lines.push(format!("  {name} = {text}"));
        self.vals.push((name.clone(), w));
        name
    }

    /// Starts block `label`.
    fn label(&mut self, label: String) {
        self.lines.push(format!("{label}:"));
        self.block = label;
    }

    /// A width of a value in scope, now and then any width.
    fn width(&mut self) -> u32 {
        if self.rng.chance(80) {
            self.rng.pick(&self.vals).1
        } else {
            self.rng.pick(&WIDTHS)
        }
    }

    /// A phi operand of width `w`: a value of `pool`, else a constant (or `undef` and
    /// `poison` when `undef_ok`).
    fn incoming(&mut self, pool: &[(String, u32)], w: u32, undef_ok: bool) -> String {
        let same: Vec<&String> = pool.iter().filter(|v| v.1 == w).map(|v| &v.0).collect();
        match self.rng.below(10) {
            0 if undef_ok => "undef".into(),
            _ if same.is_empty() || self.rng.chance(20) => {
                if undef_ok {
                    self.konst(w)
                } else {
                    constant(w, self.rng.int(w))
                }
            }
            _ => self.rng.pick(&same).clone(),
        }
    }

    /// `n` random instructions.
    fn insts(&mut self, n: u64) {
        for _ in 0..n {
            self.inst();
        }
    }

    /// An if/else diamond (number `k`): each side defines values, phis in the join block
    /// merge some of them.
    fn diamond(&mut self, k: usize) {
        let c = self.operand(1);
        let (t, f, join) = (format!("t{k}"), format!("f{k}"), format!("j{k}"));
        self.lines
            .push(format!("  br i1 {c}, label %{t}, label %{f}"));
        let outer = self.vals.len();
        let mut sides = Vec::new();
        for side in [t, f] {
            self.label(side.clone());
            let n = self.rng.below(4);
            self.insts(n);
            self.lines.push(format!("  br label %{join}"));
            // The side's values do not dominate the join block.
            sides.push((self.block.clone(), self.vals.split_off(outer)));
        }
        self.label(join);
        let before = self.vals.clone();
        for _ in 0..1 + self.rng.below(3) {
            let w = self.width();
            let mut entries = Vec::new();
            for (b, side) in &sides {
                let mut pool = before.clone();
                pool.extend_from_slice(side);
                let v = self.incoming(&pool, w, true);
                entries.push(format!("[ {v}, %{b} ]"));
            }
            self.def(w, format!("phi i{w} {}", entries.join(", ")));
        }
    }

    /// A loop of one block (number `k`) that runs 1 to 4 times, with header phis whose
    /// values from the back edge are values of the body or the phis themselves (so that
    /// phis refer to each other: rotations, the previous iteration's value).
    fn single_block_loop(&mut self, k: usize) {
        let (head, exit, n) = (format!("l{k}"), format!("x{k}"), format!("%n{k}"));
        let pre = self.block.clone();
        self.lines.push(format!("  br label %{head}"));
        self.label(head.clone());
        self.lines.push(format!(
            "  {n} = phi i8 [ 0, %{pre} ], [ {n}.next, %{head} ]"
        ));
        let first = self.lines.len();
        let mut phis = Vec::new();
        for _ in 0..1 + self.rng.below(3) {
            let w = self.width();
            // Header phis start from any value, undef and poison included: a phi of undef
            // and another phi of the same header once folded to that phi (issue 15).
            let pool = self.vals.clone();
            let init = self.incoming(&pool, w, true);
            let name = self.fresh();
            self.lines.push(String::new()); // the phi, once its back-edge value exists
            phis.push((name, w, init));
        }
        for (name, w, _) in &phis {
            self.vals.push((name.clone(), *w));
        }
        let body = 1 + self.rng.below(6);
        self.insts(body);
        let pool = self.vals.clone();
        for (j, (name, w, init)) in phis.iter().enumerate() {
            let back = self.incoming(&pool, *w, true);
            self.lines[first + j] =
                format!("  {name} = phi i{w} [ {init}, %{pre} ], [ {back}, %{head} ]");
        }
        let trips = 1 + self.rng.below(4);
        self.lines.push(format!("  {n}.next = add i8 {n}, 1"));
        self.lines
            .push(format!("  {n}.done = icmp eq i8 {n}.next, {trips}"));
        self.lines
            .push(format!("  br i1 {n}.done, label %{exit}, label %{head}"));
        self.label(exit);
    }

    /// A constant operand of width `w` (rarely `undef` or `poison`).
    fn konst(&mut self, w: u32) -> String {
        match self.rng.below(50) {
            0 => "undef".into(),
            1 => "poison".into(),
            _ => constant(w, self.rng.int(w)),
        }
    }

    /// An operand of width `w`: mostly a recent value, else a constant, an older value or
    /// a cast of a value of another width.
    fn operand(&mut self, w: u32) -> String {
        let same: Vec<String> = self
            .vals
            .iter()
            .filter(|v| v.1 == w)
            .map(|v| v.0.clone())
            .collect();
        let r = self.rng.below(100);
        if !same.is_empty() && r < 60 {
            let recent = &same[same.len().saturating_sub(2)..];
            return self.rng.pick(recent);
        }
        if r < 85 || self.vals.is_empty() {
            return self.konst(w);
        }
        if !same.is_empty() && r < 90 {
            return self.rng.pick(&same);
        }
        let (src, from) = self.rng.pick(&self.vals);
        if from == w {
            return src;
        }
        let op = if from > w {
            "trunc"
        } else {
            self.rng.pick(&["zext", "sext"])
        };
        self.def(w, format!("{op} i{from} {src} to i{w}"))
    }

    /// The first operand of an instruction of width `w`: mostly the last value.
    fn first(&mut self, w: u32) -> String {
        match self.vals.last() {
            Some((v, vw)) if *vw == w && self.rng.chance(70) => v.clone(),
            _ => self.operand(w),
        }
    }

    /// `nuw`/`nsw`-style flags, each present with probability 1/5.
    fn flags(&mut self, names: &[&str]) -> String {
        names
            .iter()
            .filter(|_| self.rng.chance(20))
            .map(|f| format!("{f} "))
            .collect()
    }

    /// One random instruction; returns its width.
    fn inst(&mut self) -> u32 {
        // Mostly the width of the last value, which then becomes the first operand.
        let w = match self.vals.last() {
            Some(&(_, w)) if self.rng.chance(75) => w,
            _ => self.width(),
        };
        match self.rng.below(100) {
            0..=34 => {
                let op = self.rng.pick(&["add", "sub", "mul", "and", "or", "xor"]);
                let f = match op {
                    "add" | "sub" | "mul" => self.flags(&["nuw", "nsw"]),
                    "or" => self.flags(&["disjoint"]),
                    _ => String::new(),
                };
                let (a, b) = (self.first(w), self.operand(w));
                self.def(w, format!("{op} {f}i{w} {a}, {b}"));
                w
            }
            35..=46 => {
                let op = self.rng.pick(&["shl", "lshr", "ashr"]);
                let f = if op == "shl" {
                    self.flags(&["nuw", "nsw"])
                } else {
                    self.flags(&["exact"])
                };
                let a = self.first(w);
                let amount = if self.rng.chance(75) {
                    // Now and then the width itself, which makes poison.
                    let n = if self.rng.chance(10) {
                        w
                    } else {
                        self.rng.below(w.into()) as u32
                    };
                    constant(w, u64::from(n) & mask(w))
                } else {
                    self.operand(w)
                };
                self.def(w, format!("{op} {f}i{w} {a}, {amount}"));
                w
            }
            47..=54 => {
                let op = self.rng.pick(&["udiv", "sdiv", "urem", "srem"]);
                let f = if op.ends_with("div") {
                    self.flags(&["exact"])
                } else {
                    String::new()
                };
                let a = self.first(w);
                let divisor = if self.rng.chance(50) {
                    constant(w, self.rng.int(w).max(1))
                } else {
                    let y = self.operand(w);
                    self.def(w, format!("or i{w} {y}, 1"))
                };
                self.def(w, format!("{op} {f}i{w} {a}, {divisor}"));
                w
            }
            55..=69 => {
                let p = self.rng.pick(&[
                    "eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle",
                ]);
                let (a, b) = (self.first(w), self.operand(w));
                self.def(1, format!("icmp {p} i{w} {a}, {b}"));
                1
            }
            70..=79 => {
                let c = self.operand(1);
                let (a, b) = (self.operand(w), self.operand(w));
                self.def(w, format!("select i1 {c}, i{w} {a}, i{w} {b}"));
                w
            }
            _ => {
                let to = self.rng.pick(&WIDTHS);
                let x = self.first(w);
                let text = if to < w {
                    let f = self.flags(&["nuw", "nsw"]);
                    format!("trunc {f}i{w} {x} to i{to}")
                } else if to > w && self.rng.chance(50) {
                    let f = self.flags(&["nneg"]);
                    format!("zext {f}i{w} {x} to i{to}")
                } else if to > w {
                    format!("sext i{w} {x} to i{to}")
                } else if self.rng.chance(25) {
                    format!("freeze i{w} {x}")
                } else {
                    format!("xor i{w} {x}, {}", constant(w, mask(w)))
                };
                self.def(to, text);
                to
            }
        }
    }
}

/// A module of random functions for `seed`: one body of random instructions (straight
/// line, or with an if/else diamond or a loop in the middle), and one function `@fN` per
/// value in scope at its end that no instruction uses, returning that value.
fn random_module(seed: u64) -> String {
    let mut rng = Rng(seed);
    let nargs = 1 + rng.below(3) as usize;
    let arg_widths: Vec<u32> = (0..nargs).map(|_| rng.pick(&WIDTHS)).collect();
    let mut g = Gen {
        rng: &mut rng,
        lines: Vec::new(),
        vals: Vec::new(),
        named: 0,
        block: String::new(),
    };
    let mut params = Vec::new();
    for (k, &w) in arg_widths.iter().enumerate() {
        g.vals.push((format!("%a{k}"), w));
        params.push(format!("i{w} %a{k}"));
    }
    g.label("entry".into());
    let n = 2 + g.rng.below(10);
    g.insts(n);
    match g.rng.below(3) {
        0 => g.diamond(0),
        1 => g.single_block_loop(0),
        _ => {}
    }
    let n = g.rng.below(4);
    g.insts(n);
    // A value is used when its name appears on the right of a definition or in a branch.
    let used = |name: &str| {
        g.lines.iter().any(|l| {
            let rhs = &l[l.find(" = ").map_or(0, |i| i + 3)..];
            rhs.match_indices(name)
                .any(|(i, _)| !rhs[i + name.len()..].starts_with(|c: char| c.is_ascii_digit()))
        })
    };
    let mut text = String::new();
    for (k, (ret, w)) in g.vals[nargs..].iter().filter(|v| !used(&v.0)).enumerate() {
        let _ = writeln!(text, "define i{w} @f{k}({}) {{", params.join(", "));
        for l in &g.lines {
            text.push_str(l);
            text.push('\n');
        }
        let _ = writeln!(text, "  ret i{w} {ret}\n}}\n");
    }
    text
}

/// The name of global `g` without `@`.
fn global_name(m: &Module, g: GlobalId) -> String {
    match m.globals[g].name {
        GlobalName::Named(s) => m.syms.text(s).into_owned(),
        GlobalName::Numbered(n) => n.to_string(),
    }
}

/// Checks every function of the module `text` against its instcombine output on inputs
/// drawn with `seed`; `Err` describes the first disagreement.
fn check(text: &str, seed: u64) -> Result<(), String> {
    let m = rllc_ir::parse(text.as_bytes()).map_err(|d| format!("parse: {}", d.message))?;
    rllc_ir::verify(&m).map_err(|d| format!("verify: {}\n{text}", d.message))?;
    let mut folded: Module = m.clone();
    let passes = pipeline();
    rllc_passes::Pipeline::parse(&passes)
        .expect("RLLC_PROPS_PIPELINE: a pipeline")
        .run(&mut folded)
        .map_err(|d| format!("{passes}: {}", d.message))?;
    rllc_ir::verify(&folded).map_err(|d| format!("invalid IR after {passes}: {}", d.message))?;
    let mut rng = Rng(seed ^ 0x5EED);
    for &g in &m.order {
        let (GlobalKind::Func(f), GlobalKind::Func(ff)) =
            (&m.globals[g].kind, &folded.globals[g].kind)
        else {
            continue;
        };
        let (Some(body), Some(fbody)) = (&f.body, &ff.body) else {
            continue;
        };
        let widths: Vec<u32> = body
            .arg_types
            .iter()
            .map(|&t| m.types.int_width(t).expect("integer arguments"))
            .collect();
        for _ in 0..INPUTS {
            let args: Vec<u64> = widths.iter().map(|&w| rng.int(w)).collect();
            let want = run(&m, body, &args, &mut |_| Val::Poison)?;
            let Outcome::Returned(Val::Int(want)) = want else {
                continue; // poison or undefined behaviour: anything goes
            };
            let mut undef_rng = Rng(rng.next());
            let got = run(&folded, fbody, &args, &mut |w| {
                Val::Int(undef_rng.next() & mask(w))
            })?;
            if got != Outcome::Returned(Val::Int(want)) {
                let shown: Vec<String> = args
                    .iter()
                    .zip(&widths)
                    .map(|(&v, &w)| format!("i{w} {}", constant(w, v)))
                    .collect();
                return Err(format!(
                    "@{} on ({}) returns {want} but after {passes} {got:?}\n\
                     --- original\n{}--- after {passes}\n{}",
                    global_name(&m, g),
                    shown.join(", "),
                    rllc_ir::print(&m),
                    rllc_ir::print(&folded)
                ));
            }
        }
    }
    Ok(())
}

/// The passes under test: `RLLC_PROPS_PIPELINE` (`rllc-opt -passes=` syntax), else
/// `instcombine`.
fn pipeline() -> String {
    std::env::var("RLLC_PROPS_PIPELINE").unwrap_or_else(|_| "instcombine".into())
}

/// The seeds to run: `RLLC_INSTCOMBINE_SEEDS=START..END`, else 0..10000.
fn seeds() -> std::ops::Range<u64> {
    let Ok(s) = std::env::var("RLLC_INSTCOMBINE_SEEDS") else {
        return 0..10000;
    };
    let (a, b) = s
        .split_once("..")
        .expect("RLLC_INSTCOMBINE_SEEDS=START..END");
    a.trim().parse().expect("start seed")..b.trim().parse().expect("end seed")
}

#[test]
fn instcombine_keeps_the_meaning_of_random_functions() {
    let range = seeds();
    let total = range.end - range.start;
    let mut failures = Vec::new();
    for seed in range {
        let text = random_module(seed);
        if let Err(e) = check(&text, seed) {
            failures.push(format!("seed {seed}: {e}"));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {total} random functions change meaning under {} (keep each, \
         minimised, in testsuite/instcombine-props/):\n{}",
        failures.len(),
        pipeline(),
        failures.join("\n")
    );
}

#[test]
fn instcombine_regressions_keep_their_meaning() {
    let dir = rllc_testsuite::testsuite_dir().join("instcombine-props");
    let mut failures = Vec::new();
    for f in rllc_testsuite::files_under(&dir, "ll") {
        let text = std::fs::read_to_string(&f).expect("reading a regression case");
        if let Err(e) = check(&text, 0) {
            failures.push(format!("{}: {e}", f.display()));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
