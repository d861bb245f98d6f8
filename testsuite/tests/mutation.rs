//! Mutation test: corpus files, truncated and corrupted in many small ways, must give a
//! clean located error (or a module that prints, parses again and prints the same), never
//! a panic.
//!
//! A deterministic selection of files from `testsuite/corpus/ll` (small and medium, from
//! each of `-O0`, `-O2` and `-O2 -g`) is mutated by a small seeded PRNG: truncation (at a
//! random byte or just after a token), deleting a token, a line or a byte range,
//! duplicating or swapping lines, inserting a line of another corpus file, replacing or
//! inserting a byte (ASCII, punctuation, non-ASCII, control), and replacing one token or
//! every occurrence of a word by a wrong one (`i32`→`i33`, a number → a huge number,
//! `%x`→`%undefined`, keyword swaps); one to three mutations per mutant. Each mutant goes
//! through `rllc_ir::parse`, `verify` and `print` under `catch_unwind`; an error must
//! render as `name:LINE:COL: error: MESSAGE` on one line, with LINE:COL inside the mutant.
//!
//! Environment: `RLLC_MUTATION_SEED` (decimal or `0x` hex) changes the seed,
//! `RLLC_MUTANTS` the number of mutants per file. A failure prints the mutant's own seed
//! and its mutations, and writes it to `$TMPDIR/rllc-mutant-SEED.ll` to reproduce with
//! `rllc-opt -S`.

use std::cell::RefCell;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// The default seed; every run with it tests the same mutants.
const DEFAULT_SEED: u64 = 0x5EED_0F4C_1C20_2400;
/// Mutants per file by default.
const DEFAULT_MUTANTS: usize = 2500;
/// Files per optimisation level: small and medium.
const SMALL_PER_LEVEL: usize = 4;
const MEDIUM_PER_LEVEL: usize = 3;
/// Size ranges (bytes) of the small and medium files.
const SMALL: std::ops::Range<u64> = 4_000..30_000;
const MEDIUM: std::ops::Range<u64> = 30_000..160_000;
/// A mutant slower than this is reported (a hang or quadratic behaviour).
const SLOW: Duration = Duration::from_secs(10);
/// Distinct failures reported in full.
const MAX_REPORTED: usize = 25;

/// SplitMix64: small, fast and good enough to pick mutations.
struct Rng(u64);

impl Rng {
    fn new(seed: u64) -> Self {
        Rng(seed)
    }

    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n > 0`).
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    /// True with probability `1/n`.
    fn one_in(&mut self, n: usize) -> bool {
        self.below(n) == 0
    }

    fn pick<'a, T>(&mut self, xs: &'a [T]) -> &'a T {
        &xs[self.below(xs.len())]
    }
}

/// The seed of mutant `index` of file `file`.
fn mutant_seed(base: u64, file: usize, index: usize) -> u64 {
    let mixed = Rng::new(base).next();
    Rng::new(mixed ^ ((file as u64) << 32 | index as u64)).next()
}

/// Bytes that make up names, numbers and keywords (plus sigils, so `%x` is one token).
fn is_word_byte(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'-' | b'$' | b'.' | b'_' | b'%' | b'@' | b'!' | b'#')
}

/// The token around `pos`: a word (see [`is_word_byte`]), a quoted string, or one byte of
/// punctuation. Whitespace moves to the next token.
fn token_at(src: &[u8], mut pos: usize) -> (usize, usize) {
    while pos < src.len() && src[pos].is_ascii_whitespace() {
        pos += 1;
    }
    if pos >= src.len() {
        return (src.len(), src.len());
    }
    if src[pos] == b'"' {
        let end = src[pos + 1..]
            .iter()
            .position(|&c| c == b'"' || c == b'\n')
            .map_or(src.len(), |i| pos + 2 + i)
            .min(src.len());
        return (pos, end);
    }
    if !is_word_byte(src[pos]) {
        return (pos, pos + 1);
    }
    let mut s = pos;
    while s > 0 && is_word_byte(src[s - 1]) {
        s -= 1;
    }
    let mut e = pos;
    while e < src.len() && is_word_byte(src[e]) {
        e += 1;
    }
    (s, e)
}

/// Start offsets of the lines of `src` (and `src.len()` as a sentinel end).
fn line_starts(src: &[u8]) -> Vec<usize> {
    let mut v = vec![0];
    v.extend(
        src.iter()
            .enumerate()
            .filter(|(_, &c)| c == b'\n')
            .map(|(i, _)| i + 1),
    );
    if *v.last().unwrap() != src.len() {
        v.push(src.len());
    }
    v
}

/// A random line as a byte range including its newline.
fn random_line(src: &[u8], rng: &mut Rng) -> (usize, usize) {
    let starts = line_starts(src);
    if starts.len() < 2 {
        return (0, src.len());
    }
    let i = rng.below(starts.len() - 1);
    (starts[i], starts[i + 1])
}

const NUMBERS: &[&str] = &[
    "0",
    "-1",
    "1",
    "3",
    "255",
    "256",
    "65536",
    "2147483648",
    "4294967295",
    "4294967296",
    "9223372036854775808",
    "-9223372036854775809",
    "18446744073709551615",
    "18446744073709551616",
    "99999999999999999999999999999999999999",
    "16777216",
    "8388609",
    "1.5",
    "1e400",
    "0x7FF8000000000001",
    "0xK",
    "0x",
    "u0xFFFFFFFFFFFFFFFFFFFF",
    "s0x8",
];

const INT_TYPES: &[&str] = &[
    "i0",
    "i1",
    "i8",
    "i16",
    "i33",
    "i64",
    "i65",
    "i128",
    "i8388608",
    "i8388609",
    "i4294967296",
    "ptr",
    "float",
    "void",
    "label",
];

const KEYWORDS: &[&str] = &[
    "add",
    "fadd",
    "sub",
    "mul",
    "sdiv",
    "shl",
    "and",
    "icmp",
    "fcmp",
    "eq",
    "slt",
    "oeq",
    "br",
    "ret",
    "switch",
    "phi",
    "select",
    "call",
    "tail",
    "invoke",
    "load",
    "store",
    "alloca",
    "getelementptr",
    "inbounds",
    "extractvalue",
    "insertvalue",
    "extractelement",
    "shufflevector",
    "bitcast",
    "ptrtoint",
    "inttoptr",
    "zext",
    "trunc",
    "atomicrmw",
    "cmpxchg",
    "fence",
    "seq_cst",
    "monotonic",
    "acquire",
    "define",
    "declare",
    "global",
    "constant",
    "internal",
    "private",
    "external",
    "linkonce_odr",
    "common",
    "hidden",
    "dllimport",
    "thread_local",
    "unnamed_addr",
    "label",
    "void",
    "ptr",
    "i32",
    "double",
    "half",
    "x86_fp80",
    "fp128",
    "token",
    "metadata",
    "opaque",
    "type",
    "undef",
    "poison",
    "null",
    "none",
    "zeroinitializer",
    "true",
    "false",
    "to",
    "align",
    "addrspace(1)",
    "addrspace(16777216)",
    "distinct",
    "c\"\\00\"",
    "c\"abc",
    "blockaddress",
    "splat",
    "vscale",
    "x",
    "...",
    "<4 x i32>",
    "<0 x i8>",
    "[2 x i8]",
    "[4294967296 x i64]",
    "{ i32, ptr }",
    "<{ i8 }>",
    "void ()",
    "i32 (i32, ...)",
    "target(\"x\")",
    "comdat",
    "section",
    "attributes",
    "#0",
    "#dbg_value",
    "#dbg_declare",
    "!0",
    "!{}",
    "!DILocation",
    "!DIExpression(DW_OP_LLVM_fragment, 0)",
    "!dbg",
    "DW_TAG_member",
    "personality",
    "nounwind",
    "memory(none)",
    "align 3",
    "uwtable",
    "\"\\\"",
    "$c",
    "^0",
];

const PUNCT: &[u8] = b"%@!#$^\"\\{}[]()<>,=*:;.-+|~`'?/&";

/// A replacement for the token `tok`.
fn replacement(tok: &[u8], rng: &mut Rng) -> Vec<u8> {
    let s = String::from_utf8_lossy(tok);
    let b = tok.first().copied().unwrap_or(b' ');
    let r: String = match b {
        _ if rng.one_in(5) => rng.pick(KEYWORDS).to_string(),
        b'%' | b'@' => {
            let sig = b as char;
            match rng.below(6) {
                0 => format!("{sig}undefined"),
                1 => format!("{sig}0"),
                2 => format!("{sig}4294967295"),
                3 => format!("{sig}{}", rng.below(200)),
                4 => format!("{sig}\"\\00x\""),
                _ => sig.to_string(),
            }
        }
        b'!' => rng
            .pick(&[
                "!999999",
                "!4294967296",
                "!",
                "!{}",
                "!DIBogus",
                "!0",
                "!\"s\"",
            ])
            .to_string(),
        b'#' => rng
            .pick(&["#99", "#4294967296", "#", "#dbg_bogus"])
            .to_string(),
        b'-' | b'0'..=b'9' => rng.pick(NUMBERS).to_string(),
        b'i' if s.len() > 1 && s[1..].bytes().all(|c| c.is_ascii_digit()) => {
            rng.pick(INT_TYPES).to_string()
        }
        _ => rng.pick(KEYWORDS).to_string(),
    };
    r.into_bytes()
}

/// Applies one random mutation (`donor` is another corpus file, for lines from
/// elsewhere); returns a description.
fn mutate_once(src: &mut Vec<u8>, donor: &[u8], rng: &mut Rng) -> String {
    if src.is_empty() {
        src.extend_from_slice(rng.pick(KEYWORDS).as_bytes());
        return "insert into empty".into();
    }
    let len = src.len();
    match rng.below(15) {
        0 => {
            let at = rng.below(len + 1);
            src.truncate(at);
            format!("truncate at {at}")
        }
        1 => {
            // Truncate just after a token, where end-of-file errors happen.
            let (_, e) = token_at(src, rng.below(len));
            src.truncate(e);
            format!("truncate after token at {e}")
        }
        2 | 3 => {
            let (s, e) = token_at(src, rng.below(len));
            src.drain(s..e);
            format!("delete token at {s}..{e}")
        }
        4 => {
            let (s, e) = random_line(src, rng);
            src.drain(s..e);
            format!("delete line at {s}")
        }
        5 => {
            let (s, e) = random_line(src, rng);
            let line = src[s..e].to_vec();
            let at = if rng.one_in(2) {
                e
            } else {
                random_line(src, rng).0
            };
            src.splice(at..at, line);
            format!("duplicate line at {s} to {at}")
        }
        6 => {
            let (a0, a1) = random_line(src, rng);
            let (b0, b1) = random_line(src, rng);
            let ((a0, a1), (b0, b1)) = if a0 <= b0 {
                ((a0, a1), (b0, b1))
            } else {
                ((b0, b1), (a0, a1))
            };
            if a1 <= b0 {
                let a = src[a0..a1].to_vec();
                let b = src[b0..b1].to_vec();
                src.splice(b0..b1, a);
                src.splice(a0..a1, b);
            }
            format!("swap lines at {a0} and {b0}")
        }
        7 => {
            let at = rng.below(len);
            let byte = match rng.below(5) {
                0 => 0x20 + rng.below(0x5f) as u8,
                1 | 2 => *rng.pick(PUNCT),
                3 => 0x80 + rng.below(0x80) as u8,
                _ => *rng.pick(&[0u8, b'\n', b'\t', 0x0b, 0x7f, 0x01]),
            };
            src[at] = byte;
            format!("replace byte at {at} with 0x{byte:02X}")
        }
        8 => {
            let at = rng.below(len + 1);
            let byte = *rng.pick(PUNCT);
            src.insert(at, byte);
            format!("insert 0x{byte:02X} at {at}")
        }
        9 => {
            let s = rng.below(len);
            let e = (s + 1 + rng.below(64)).min(len);
            src.drain(s..e);
            format!("delete bytes {s}..{e}")
        }
        10 => {
            // A line of another file, inserted at a line start.
            let (d0, d1) = random_line(donor, rng);
            let at = random_line(src, rng).0;
            src.splice(at..at, donor[d0..d1].iter().copied());
            format!("insert donor line {d0}..{d1} at {at}")
        }
        11 => {
            // Replace every whole-word occurrence of a token (`i32`→`i33` everywhere), so
            // that the module often still parses and reaches the verifier and printer.
            let (s, e) = token_at(src, rng.below(len));
            let word = src[s..e].to_vec();
            if word.is_empty() || !word.iter().all(|&c| is_word_byte(c)) {
                return "no-op".into();
            }
            let r = replacement(&word, rng);
            let mut out = Vec::with_capacity(src.len());
            let mut i = 0;
            let mut n = 0;
            while i < src.len() {
                if src[i..].starts_with(&word)
                    && (i == 0 || !is_word_byte(src[i - 1]))
                    && src.get(i + word.len()).is_none_or(|&c| !is_word_byte(c))
                {
                    out.extend_from_slice(&r);
                    i += word.len();
                    n += 1;
                } else {
                    out.push(src[i]);
                    i += 1;
                }
            }
            *src = out;
            format!(
                "replace all {n} '{}' with '{}'",
                String::from_utf8_lossy(&word),
                String::from_utf8_lossy(&r)
            )
        }
        _ => {
            let (s, e) = token_at(src, rng.below(len));
            let r = replacement(&src[s..e], rng);
            let desc = format!(
                "replace '{}' at {s} with '{}'",
                String::from_utf8_lossy(&src[s..e]),
                String::from_utf8_lossy(&r)
            );
            src.splice(s..e, r);
            desc
        }
    }
}

/// A mutant of `src` from `seed`, with the list of mutations applied.
fn mutant(src: &[u8], donor: &[u8], seed: u64) -> (Vec<u8>, String) {
    let mut rng = Rng::new(seed);
    let mut m = src.to_vec();
    let n = match rng.below(8) {
        0 => 3,
        1 | 2 => 2,
        _ => 1,
    };
    let descs: Vec<String> = (0..n)
        .map(|_| mutate_once(&mut m, donor, &mut rng))
        .collect();
    (m, descs.join("; "))
}

thread_local! {
    /// The message and location of the last panic on this thread.
    static LAST_PANIC: RefCell<String> = const { RefCell::new(String::new()) };
}

fn install_panic_hook() {
    std::panic::set_hook(Box::new(|info| {
        let payload = info.payload();
        let msg = payload
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "(non-string panic)".into());
        let loc = info
            .location()
            .map_or(String::new(), |l| format!("{}:{}", l.file(), l.line()));
        LAST_PANIC.with(|p| *p.borrow_mut() = format!("{msg} (at {loc})"));
    }));
}

fn last_panic() -> String {
    LAST_PANIC.with(|p| p.borrow().clone())
}

/// Checks that a rendered diagnostic reads `name:LINE:COL: error: MESSAGE` with a location
/// inside `src`.
fn check_diagnostic(name: &str, src: &[u8], d: &rllc_ir::Diagnostic) -> Result<(), String> {
    if d.pos > src.len() {
        return Err(format!(
            "diagnostic offset {} is past the end ({} bytes): {}",
            d.pos,
            src.len(),
            d.message
        ));
    }
    let rendered = d.render(name, src).to_string();
    let first = rendered.lines().next().unwrap_or("");
    let bad = |why: &str| Err(format!("{why}: {first:?}"));
    let Some(rest) = first.strip_prefix(name).and_then(|r| r.strip_prefix(':')) else {
        return bad("diagnostic does not start with the file name");
    };
    let mut parts = rest.splitn(3, ':');
    let (Some(l), Some(c), Some(msg)) = (parts.next(), parts.next(), parts.next()) else {
        return bad("diagnostic is not 'name:LINE:COL: error: MESSAGE'");
    };
    let (Ok(line), Ok(col)) = (l.parse::<usize>(), c.parse::<usize>()) else {
        return bad("diagnostic line or column is not a number");
    };
    let Some(message) = msg.strip_prefix(" error: ") else {
        return bad("diagnostic has no ' error: '");
    };
    if message.trim().is_empty() || d.message.contains('\n') {
        return bad("diagnostic message is empty or spans lines");
    }
    let text = String::from_utf8_lossy(src);
    let lines: Vec<&str> = text.split('\n').collect();
    if line == 0 || line > lines.len() {
        return bad(&format!(
            "line {line} is outside the text ({} lines)",
            lines.len()
        ));
    }
    let width = lines[line - 1].chars().count();
    if col == 0 || col > width + 1 {
        return bad(&format!(
            "column {col} is outside line {line} ({width} characters)"
        ));
    }
    Ok(())
}

/// How a mutant fared.
#[derive(Copy, Clone)]
enum Outcome {
    ParseError,
    VerifyError,
    Printed,
}

/// Parses, verifies and prints `src`; a printed module must parse again.
fn check_mutant(name: &str, src: &[u8]) -> Result<Outcome, String> {
    let r = catch_unwind(AssertUnwindSafe(|| {
        let m = rllc_ir::parse(src).map_err(|d| (d, Outcome::ParseError))?;
        rllc_ir::verify(&m).map_err(|d| (d, Outcome::VerifyError))?;
        Ok(rllc_ir::print(&m))
    }));
    let printed = match r {
        Err(_) => return Err(format!("panic: {}", last_panic())),
        Ok(Err((d, outcome))) => return check_diagnostic(name, src, &d).map(|_| outcome),
        Ok(Ok(p)) => p,
    };
    let r = catch_unwind(AssertUnwindSafe(|| {
        rllc_ir::parse(printed.as_bytes()).map(|m| rllc_ir::print(&m))
    }));
    match r {
        Err(_) => Err(format!(
            "panic re-parsing the printed module: {}",
            last_panic()
        )),
        Ok(Err(d)) => Err(format!(
            "the printed module does not parse again: {}",
            d.render("<printed>", printed.as_bytes())
        )),
        Ok(Ok(again)) if again != printed => {
            let line = printed
                .lines()
                .zip(again.lines())
                .position(|(a, b)| a != b)
                .map_or(0, |l| l + 1);
            Err(format!(
                "printing is not idempotent: first difference at printed line {line}: {:?}",
                printed.lines().nth(line.saturating_sub(1)).unwrap_or("")
            ))
        }
        Ok(Ok(_)) => Ok(Outcome::Printed),
    }
}

/// The corpus files to mutate: per optimisation level, evenly spaced small and medium
/// files (sorted by name, so the choice only changes when the corpus does).
fn select_files(dir: &Path) -> Vec<PathBuf> {
    let files = rllc_testsuite::files_under(dir, "ll");
    let mut chosen = Vec::new();
    for level in [".O0.ll", ".O2.ll", ".O2g.ll"] {
        for (range, count) in [(SMALL, SMALL_PER_LEVEL), (MEDIUM, MEDIUM_PER_LEVEL)] {
            let pool: Vec<&PathBuf> = files
                .iter()
                .filter(|f| f.to_string_lossy().ends_with(level))
                .filter(|f| std::fs::metadata(f).is_ok_and(|m| range.contains(&m.len())))
                .collect();
            for i in 0..count.min(pool.len()) {
                chosen.push(pool[i * pool.len() / count + pool.len() / (2 * count)].clone());
            }
        }
    }
    chosen
}

fn env_number(name: &str) -> Option<u64> {
    let v = std::env::var(name).ok()?;
    let v = v.trim();
    match v.strip_prefix("0x") {
        Some(h) => u64::from_str_radix(h, 16).ok(),
        None => v.parse().ok(),
    }
}

/// One failing mutant.
struct Failure {
    file: String,
    seed: u64,
    mutation: String,
    error: String,
    mutant: Vec<u8>,
}

#[test]
fn mutants_give_clean_errors() {
    let base = env_number("RLLC_MUTATION_SEED").unwrap_or(DEFAULT_SEED);
    let per_file = env_number("RLLC_MUTANTS").map_or(DEFAULT_MUTANTS, |n| n as usize);
    let dir = rllc_testsuite::testsuite_dir().join("corpus/ll");
    let files = select_files(&dir);
    assert!(
        files.len() >= 12,
        "too few corpus files to mutate in {} ({} found)",
        dir.display(),
        files.len()
    );
    install_panic_hook();
    let start = Instant::now();
    let workers = 2;
    let results: Vec<([usize; 3], Vec<Failure>)> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..workers)
            .map(|w| {
                let files = &files;
                s.spawn(move || {
                    let mut failures = Vec::new();
                    let mut counts = [0usize; 3];
                    for (fi, f) in files.iter().enumerate().skip(w).step_by(workers) {
                        let src = std::fs::read(f).expect("read corpus file");
                        let donor = std::fs::read(&files[(fi + 1) % files.len()])
                            .expect("read corpus file");
                        let name = f.file_name().unwrap().to_string_lossy().into_owned();
                        for i in 0..per_file {
                            let seed = mutant_seed(base, fi, i);
                            let (m, mutation) = mutant(&src, &donor, seed);
                            let t = Instant::now();
                            let mut r = check_mutant(&name, &m);
                            if r.is_ok() && t.elapsed() > SLOW {
                                r = Err(format!("took {:?}", t.elapsed()));
                            }
                            if let Ok(o) = r {
                                counts[o as usize] += 1;
                            }
                            if let Err(error) = r {
                                failures.push(Failure {
                                    file: name.clone(),
                                    seed,
                                    mutation,
                                    error,
                                    mutant: m,
                                });
                            }
                        }
                    }
                    (counts, failures)
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("worker"))
            .collect()
    });
    let _ = std::panic::take_hook();
    let mut counts = [0usize; 3];
    for r in &results {
        for (c, n) in counts.iter_mut().zip(r.0) {
            *c += n;
        }
    }
    let failures: Vec<Failure> = results.into_iter().flat_map(|r| r.1).collect();
    let total = counts.iter().sum::<usize>() + failures.len();
    eprintln!(
        "mutation test: {} files, {total} mutants ({} parse errors, {} verifier errors, {} \
         printed), seed 0x{base:X}, {:.1?}",
        files.len(),
        counts[0],
        counts[1],
        counts[2],
        start.elapsed()
    );
    if failures.is_empty() {
        return;
    }
    // Group by error (panics by message and location) and report each kind once.
    let mut kinds: Vec<(String, usize, &Failure)> = Vec::new();
    for f in &failures {
        // Digits vary between mutants hitting the same bug (offsets, numbers).
        let key: String = f
            .error
            .lines()
            .next()
            .unwrap_or("")
            .chars()
            .filter(|c| !c.is_ascii_digit())
            .take(160)
            .collect();
        match kinds.iter_mut().find(|k| k.0 == key) {
            Some(k) => k.1 += 1,
            None => kinds.push((key, 1, f)),
        }
    }
    let mut report = String::new();
    for (_, n, f) in kinds.iter().take(MAX_REPORTED) {
        let path = std::env::temp_dir().join(format!("rllc-mutant-{:016x}.ll", f.seed));
        let _ = std::fs::write(&path, &f.mutant);
        report.push_str(&format!(
            "\n{} mutant(s) like this one:\n  file: {}\n  seed: 0x{:016x} (RLLC_MUTATION_SEED=0x{base:X})\n  \
             mutation: {}\n  error: {}\n  reproducer: {} (cargo run --release --bin rllc-opt -- -S {})\n",
            n,
            f.file,
            f.seed,
            f.mutation,
            f.error,
            path.display(),
            path.display()
        ));
    }
    panic!(
        "{} of {total} mutants failed ({} distinct errors):{report}",
        failures.len(),
        kinds.len()
    );
}

/// Huge value and block numbers (LLVM allows gaps in the numbering) once made the parser
/// allocate a table entry per number: `%4294967295` aborted the process and `%400000000`
/// took seconds and gigabytes.
#[test]
fn huge_local_numbers_parse_quickly() {
    for n in ["4294967295", "400000000", "4294967294"] {
        let src = format!(
            "define i32 @f(i32 %{n}) {{\n  br label %bb\nbb:\n  %x = add i32 %{n}, 1\n  ret i32 %x\n}}\n\
             define void @g() {{\n  %{n} = add i32 1, 2\n  br label %b\nb:\n  ret void\n}}\n"
        );
        let t = Instant::now();
        let r = catch_unwind(|| rllc_ir::parse(src.as_bytes()).map(|m| rllc_ir::print(&m)));
        assert!(matches!(r, Ok(Ok(_))), "%{n}: {:?}", r.map(|x| x.err()));
        assert!(
            t.elapsed() < Duration::from_secs(1),
            "%{n}: took {:?}",
            t.elapsed()
        );
    }
}
