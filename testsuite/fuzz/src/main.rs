//! `rllc-fuzz`: a coverage-guided fuzzer of rllc's parser and whole pipeline that runs on
//! stable Rust, without libFuzzer or AFL.
//!
//! Coverage comes from LLVM's SanitizerCoverage: built with `-C passes=sancov-module` and
//! `-sanitizer-coverage-trace-pc-guard` (what `testsuite/scripts/fuzz.sh` does), every
//! edge of the compiled code calls [`__sanitizer_cov_trace_pc_guard`], which counts it in
//! [`HITS`]. Built without those flags the fuzzer still runs, blind.
//!
//! Each execution takes a corpus entry, mutates it (bytes, IR tokens, lines and chunks of
//! other entries), parses and verifies it, checks that the printed module parses and
//! verifies again, and (unless `--parse-only`) compiles it to an x86-64 object at -O0 or
//! -O2. An input that
//! reaches a new edge or a new hit count (AFL's buckets) joins the corpus. A panic is a
//! finding (saved under `OUT/findings`, one per message); an abort (a stack overflow, or
//! the watchdog's when one execution runs longer than `--timeout`) ends the process, and the input that caused it is in `OUT/current` (a memory-mapped
//! file written before each execution, with the number of runs done), which the script
//! saves.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, AtomicU64, AtomicU8, Ordering::Relaxed};
use std::time::{Duration, Instant};

/// Size of the edge-counter map.
const MAP: usize = 1 << 18;

/// Hit counts of the edges since the last execution began (edges share a counter when
/// there are more than [`MAP`]).
static HITS: [AtomicU8; MAP] = [const { AtomicU8::new(0) }; MAP];

/// When the running execution started, in milliseconds after [`EPOCH`] plus one (0: none
/// runs); read by the watchdog (see [`watch`]).
static STARTED: AtomicU64 = AtomicU64::new(0);

/// The time [`STARTED`] counts from.
static EPOCH: std::sync::OnceLock<Instant> = std::sync::OnceLock::new();

/// Milliseconds since [`EPOCH`], plus one.
fn now_ms() -> u64 {
    EPOCH.get_or_init(Instant::now).elapsed().as_millis() as u64 + 1
}

/// Aborts the process when one execution runs longer than `limit` (a hang, or an input
/// that makes the compiler write gigabytes: llc too pads a section aligned to 2^32): the
/// script saves the input as it saves a crash's.
fn watch(limit: Duration) {
    std::thread::spawn(move || loop {
        std::thread::sleep(Duration::from_millis(500));
        let started = STARTED.load(Relaxed);
        if started != 0 && now_ms().saturating_sub(started) > limit.as_millis() as u64 {
            eprintln!("hang: an execution ran longer than {} s", limit.as_secs());
            std::process::abort();
        }
    });
}

/// The next edge number to hand out.
static NEXT_EDGE: AtomicU32 = AtomicU32::new(0);

/// Numbers the guards of one instrumented module (called by the instrumentation before
/// `main`).
///
/// # Safety
/// `start..stop` is the module's array of guards, as SanitizerCoverage passes it.
#[no_mangle]
pub unsafe extern "C" fn __sanitizer_cov_trace_pc_guard_init(start: *mut u32, stop: *mut u32) {
    let mut guard = start;
    while guard < stop {
        // SAFETY: `guard` is within the array the instrumentation handed over.
        unsafe {
            if *guard == 0 {
                *guard = NEXT_EDGE.fetch_add(1, Relaxed) % MAP as u32;
            }
            guard = guard.add(1);
        }
    }
}

/// Counts one edge (called by the instrumented code on every edge).
///
/// # Safety
/// `guard` is one of the guards numbered by [`__sanitizer_cov_trace_pc_guard_init`].
#[no_mangle]
pub unsafe extern "C" fn __sanitizer_cov_trace_pc_guard(guard: *mut u32) {
    // SAFETY: the instrumentation passes a guard of an initialised array.
    let edge = unsafe { *guard } as usize;
    let c = &HITS[edge % MAP];
    c.store(c.load(Relaxed).wrapping_add(1), Relaxed);
}

/// AFL's bucket of a hit count (1, 2, 3, 4–7, 8–15, 16–31, 32–127, 128+).
fn bucket(hits: u8) -> u8 {
    match hits {
        0 => 0,
        1 => 1,
        2 => 2,
        3 => 4,
        4..=7 => 8,
        8..=15 => 16,
        16..=31 => 32,
        32..=127 => 64,
        _ => 128,
    }
}

/// Tokens the mutator inserts.
const DICTIONARY: &[&str] = &[
    "define ",
    "declare ",
    "global ",
    "constant ",
    "i1 ",
    "i8 ",
    "i32 ",
    "i64 ",
    "i128 ",
    "ptr ",
    "void ",
    "double ",
    "float ",
    "half ",
    "x86_fp80 ",
    "{ ",
    " }",
    "(",
    ")",
    "[",
    "]",
    "<",
    ">",
    ", ",
    " = ",
    "!",
    "@g",
    "%x",
    "%0",
    "ret ",
    "br ",
    "label %",
    "add ",
    "sub ",
    "mul ",
    "sdiv ",
    "shl ",
    "lshr ",
    "and ",
    "or ",
    "xor ",
    "load ",
    "store ",
    "alloca ",
    "getelementptr ",
    "call ",
    "phi ",
    "select ",
    "icmp eq ",
    "fcmp olt ",
    "zeroinitializer",
    "undef",
    "poison",
    "null",
    "0",
    "1",
    "-1",
    "255",
    "4294967296",
    "<4 x i32> ",
    "{ i32, i64 } ",
    "[2 x i8] ",
    "switch ",
    "unreachable",
    "extractvalue ",
    "insertvalue ",
    "extractelement ",
    "shufflevector ",
    "bitcast ",
    "inttoptr ",
    "ptrtoint ",
    "trunc ",
    "zext ",
    "sext ",
    "fptosi ",
    "type ",
    "opaque",
    "metadata ",
    "!{}",
    "!0",
    "#0",
    "attributes ",
    "align 8",
    "nsw ",
    "nuw ",
    "inbounds ",
    "exact ",
    "thread_local ",
    "alias ",
    "ifunc ",
    "comdat",
    "section \"s\"",
    "c\"a\\00\"",
    "blockaddress(@f, %b)",
    "asm \"\"",
    "...",
    "\n",
    "atomicrmw add ",
    "cmpxchg ",
    "fence seq_cst",
    "va_arg ",
    "freeze ",
    "invoke ",
    "landingpad ",
    "musttail call ",
    "tail call ",
    "vscale ",
    "internal ",
    "private ",
    "weak ",
    "linkonce_odr ",
    "hidden ",
    "dso_local ",
    "noundef ",
    "byval(i32) ",
    "sret(i32) ",
    "nonnull ",
    "readonly ",
    "llvm.memcpy.p0.p0.i64",
    "llvm.ctpop.i32",
    "llvm.fshl.i32",
    "volatile ",
    "atomic ",
];

/// A xorshift random number generator.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A number in `0..n` (`n > 0`).
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// A random range of `data` (empty for empty data).
fn range(rng: &mut Rng, data: &[u8], max: usize) -> std::ops::Range<usize> {
    if data.is_empty() {
        return 0..0;
    }
    let start = rng.below(data.len());
    let len = 1 + rng.below(max.min(data.len() - start));
    start..start + len
}

/// The byte ranges of `data`'s lines.
fn lines(data: &[u8]) -> Vec<std::ops::Range<usize>> {
    let mut out = Vec::new();
    let mut start = 0;
    for (i, &b) in data.iter().enumerate() {
        if b == b'\n' {
            out.push(start..i + 1);
            start = i + 1;
        }
    }
    if start < data.len() {
        out.push(start..data.len());
    }
    out
}

/// Applies one to four random mutations to `data`, taking material from `corpus`.
fn mutate(data: &mut Vec<u8>, corpus: &[Vec<u8>], rng: &mut Rng) {
    for _ in 0..1 + rng.below(4) {
        let at = if data.is_empty() {
            0
        } else {
            rng.below(data.len() + 1)
        };
        match rng.below(9) {
            0 if !data.is_empty() => {
                let i = rng.below(data.len());
                data[i] ^= 1 << rng.below(8);
            }
            1 if !data.is_empty() => {
                let i = rng.below(data.len());
                data[i] = *b"0123456789{}[]()<>,=%@!\"\n x-"
                    .get(rng.below(29))
                    .unwrap_or(&b' ');
            }
            2 => {
                let r = range(rng, data, 16);
                data.drain(r);
            }
            3 => {
                let r = range(rng, data, 64);
                let piece = data[r].to_vec();
                data.splice(at..at, piece);
            }
            4 | 5 => {
                let token = DICTIONARY[rng.below(DICTIONARY.len())].as_bytes();
                data.splice(at..at, token.iter().copied());
            }
            6 => {
                let other = &corpus[rng.below(corpus.len())];
                let r = range(rng, other, 256);
                data.splice(at..at, other[r].iter().copied());
            }
            7 => {
                // A line of another entry in place of one of this one.
                let other = &corpus[rng.below(corpus.len())];
                let (ours, theirs) = (lines(data), lines(other));
                if !ours.is_empty() && !theirs.is_empty() {
                    let line = theirs[rng.below(theirs.len())].clone();
                    let r = ours[rng.below(ours.len())].clone();
                    data.splice(r, other[line].iter().copied());
                }
            }
            _ => {
                // A number replaced by an edge value.
                let numbers: &[&[u8]] = &[b"0", b"1", b"-1", b"64", b"65536", b"2147483648"];
                if let Some(i) = (0..data.len()).find(|&i| i >= at && data[i].is_ascii_digit()) {
                    let end = (i..data.len())
                        .find(|&j| !data[j].is_ascii_digit())
                        .unwrap_or(data.len());
                    data.splice(i..end, numbers[rng.below(numbers.len())].iter().copied());
                }
            }
        }
    }
}

/// What one execution found wrong, if anything: a panic's message, or printed IR that
/// does not parse again. With `opt_level`, valid modules are also compiled.
fn execute(data: &[u8], opt_level: Option<u8>) -> Option<String> {
    let caught = std::panic::catch_unwind(|| {
        let m = rllc_ir::parse(data).ok()?;
        rllc_ir::verify(&m).ok()?;
        let printed = rllc_ir::print(&m);
        if let Err(d) = rllc_ir::parse(printed.as_bytes()).and_then(|m| rllc_ir::verify(&m)) {
            return Some(format!("the printed module is rejected: {}", d.message));
        }
        let opt_level = opt_level?;
        let input = rllc::Input {
            name: "fuzz.ll".into(),
            text: rllc::InputText::Owned(data.to_vec()),
        };
        let opts = rllc::CodegenOptions {
            opt: match opt_level {
                0 => rllc_codegen::OptLevel::O0,
                _ => rllc_codegen::OptLevel::O2,
            },
            reloc_model: rllc_codegen::RelocModel::Pic,
            cpu: None,
            mattr: None,
            frame_pointer: None,
            sections: rllc_object::SectionSplit {
                functions: false,
                data: false,
                unique_names: true,
            },
            addrsig: false,
        };
        let pipeline = rllc_passes::Pipeline::default_for(opt_level);
        let target = |_: &rllc_ir::Module| {
            rllc::TargetChoice::for_triple(target_lexicon::Triple {
                architecture: target_lexicon::Architecture::X86_64,
                vendor: target_lexicon::Vendor::Unknown,
                operating_system: target_lexicon::OperatingSystem::Linux,
                environment: target_lexicon::Environment::Gnu,
                binary_format: target_lexicon::BinaryFormat::Elf,
            })
        };
        let mut timer = rllc::timing::Timer::new(false);
        let _ = rllc::compile(&input, &opts, &pipeline, target, &mut timer);
        None
    });
    match caught {
        Ok(found) => found,
        Err(payload) => Some(format!(
            "panic: {}",
            payload
                .downcast_ref::<String>()
                .map(String::as_str)
                .or_else(|| payload.downcast_ref::<&str>().copied())
                .unwrap_or("(no message)")
        )),
    }
}

/// The `.ll` files under `dir` of at most `max_len` bytes.
fn seeds(dir: &Path, max_len: usize, out: &mut Vec<Vec<u8>>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut paths: Vec<PathBuf> = entries.filter_map(|e| Some(e.ok()?.path())).collect();
    paths.sort();
    for p in paths {
        if p.is_dir() {
            seeds(&p, max_len, out);
        } else if p.extension().is_some_and(|e| e == "ll")
            && std::fs::metadata(&p).is_ok_and(|m| m.len() as usize <= max_len)
        {
            if let Ok(bytes) = std::fs::read(&p) {
                out.push(bytes);
            }
        }
    }
}

/// Command-line settings.
struct Settings {
    runs: u64,
    time: Duration,
    max_len: usize,
    /// Whether valid modules are compiled (else only parsed, verified and printed).
    pipeline: bool,
    /// The longest one execution may run.
    timeout: Duration,
    out: PathBuf,
    seed_dirs: Vec<PathBuf>,
}

fn settings() -> Result<Settings, String> {
    let mut s = Settings {
        runs: u64::MAX,
        time: Duration::MAX,
        max_len: 8192,
        timeout: Duration::from_secs(10),
        pipeline: true,
        out: PathBuf::from("fuzz-out"),
        seed_dirs: Vec::new(),
    };
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let mut value = || args.next().ok_or(format!("{a} needs a value"));
        match a.as_str() {
            "--runs" => s.runs = value()?.parse().map_err(|e| format!("--runs: {e}"))?,
            "--seconds" => {
                s.time =
                    Duration::from_secs(value()?.parse().map_err(|e| format!("--seconds: {e}"))?)
            }
            "--max-len" => s.max_len = value()?.parse().map_err(|e| format!("--max-len: {e}"))?,
            "--timeout" => {
                s.timeout =
                    Duration::from_secs(value()?.parse().map_err(|e| format!("--timeout: {e}"))?)
            }
            "--parse-only" => s.pipeline = false,
            "--out" => s.out = PathBuf::from(value()?),
            _ if a.starts_with('-') => return Err(format!("unknown option {a}")),
            _ => s.seed_dirs.push(PathBuf::from(a)),
        }
    }
    Ok(s)
}

/// The current input, in a memory-mapped file that outlives an abort.
struct Current(memmap2::MmapMut);

impl Current {
    fn new(path: &Path, max_len: usize) -> std::io::Result<Current> {
        let file = std::fs::OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(true)
            .open(path)?;
        file.set_len(16 + max_len as u64)?;
        // SAFETY: the file is this process's own; nobody else writes it while it runs.
        Ok(Current(unsafe { memmap2::MmapMut::map_mut(&file)? }))
    }

    /// Records `data` as the input of execution number `run` (both little-endian
    /// 64-bit numbers: the run, the length; then the bytes).
    fn set(&mut self, run: u64, data: &[u8]) {
        self.0[..8].copy_from_slice(&run.to_le_bytes());
        self.0[8..16].copy_from_slice(&(data.len() as u64).to_le_bytes());
        self.0[16..16 + data.len()].copy_from_slice(data);
    }
}

fn main() -> Result<(), String> {
    let s = settings()?;
    let io = |e: std::io::Error| e.to_string();
    let findings_dir = s.out.join("findings");
    let corpus_dir = s.out.join("corpus");
    std::fs::create_dir_all(&findings_dir).map_err(io)?;
    std::fs::create_dir_all(&corpus_dir).map_err(io)?;
    let mut inputs = Vec::new();
    seeds(&corpus_dir, s.max_len, &mut inputs);
    for d in &s.seed_dirs {
        seeds(d, s.max_len, &mut inputs);
    }
    // Seeds that aborted an earlier run (saved by the script as `crash-N.ll`) are left out.
    let mut aborted = Vec::new();
    seeds(&findings_dir, usize::MAX, &mut aborted);
    let aborted: std::collections::HashSet<u64> = aborted.iter().map(|d| hash(d)).collect();
    inputs.retain(|d| !aborted.contains(&hash(d)));
    if inputs.is_empty() {
        inputs.push(b"define void @f() {\n  ret void\n}\n".to_vec());
    }
    // Panics are findings, reported below, not printed.
    std::panic::set_hook(Box::new(|_| {}));
    let mut current = Current::new(&s.out.join("current"), s.max_len).map_err(io)?;
    watch(s.timeout);
    let mut virgin = vec![0u8; MAP];
    let mut known_findings = std::collections::HashSet::new();
    let mut corpus: Vec<Vec<u8>> = Vec::new();
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15 ^ u64::from(std::process::id()));
    let start = Instant::now();
    let mut runs = 0u64;
    let mut edges = 0usize;
    let mut report = Instant::now();
    let mut pending = inputs.into_iter();
    while runs < s.runs && start.elapsed() < s.time {
        // The seeds first, then mutations of the corpus.
        let data = match pending.next() {
            Some(seed) => seed,
            None if corpus.is_empty() => return Err("no seed gives coverage".into()),
            None => {
                let mut data = corpus[rng.below(corpus.len())].clone();
                mutate(&mut data, &corpus, &mut rng);
                data.truncate(s.max_len);
                data
            }
        };
        current.set(runs, &data);
        STARTED.store(now_ms(), Relaxed);
        let found = execute(
            &data,
            s.pipeline
                .then_some(if runs.is_multiple_of(2) { 0 } else { 2 }),
        );
        STARTED.store(0, Relaxed);
        runs += 1;
        let mut new = false;
        for (hit, seen) in HITS.iter().zip(virgin.iter_mut()) {
            let hits = hit.load(Relaxed);
            if hits == 0 {
                continue;
            }
            hit.store(0, Relaxed);
            let b = bucket(hits);
            if b & !*seen != 0 {
                if *seen == 0 {
                    edges += 1;
                }
                *seen |= b;
                new = true;
            }
        }
        if new || corpus.is_empty() {
            let name = corpus_dir.join(format!("{:016x}.ll", hash(&data)));
            std::fs::write(name, &data).map_err(io)?;
            corpus.push(data.clone());
        }
        if let Some(msg) = found {
            // One finding per message (without its line and column numbers).
            let key: String = msg.chars().filter(|c| !c.is_ascii_digit()).collect();
            if known_findings.insert(key) {
                let name = findings_dir.join(format!("{:016x}.ll", hash(&data)));
                let mut text = format!("; {}\n", msg.replace('\n', "\n; ")).into_bytes();
                text.extend_from_slice(&data);
                std::fs::write(&name, text).map_err(io)?;
                eprintln!("finding: {msg} ({})", name.display());
            }
        }
        if report.elapsed() > Duration::from_secs(10) {
            report = Instant::now();
            eprintln!(
                "{runs} runs, {:.0}/s, {} in corpus, {edges} edges, {} findings",
                runs as f64 / start.elapsed().as_secs_f64(),
                corpus.len(),
                known_findings.len()
            );
        }
    }
    println!(
        "{runs} runs in {:.0} s, {} in corpus, {edges} edges, {} findings",
        start.elapsed().as_secs_f64(),
        corpus.len(),
        known_findings.len()
    );
    Ok(())
}

/// FNV-1a of `data` (file names of corpus entries and findings).
fn hash(data: &[u8]) -> u64 {
    data.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}
