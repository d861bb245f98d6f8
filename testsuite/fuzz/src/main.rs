//! `rllc-fuzz`: a coverage-guided fuzzer of rllc's parser and whole pipeline that runs on
//! stable Rust, without libFuzzer or AFL.
//!
//! Coverage comes from LLVM's SanitizerCoverage: built with `-C passes=sancov-module` and
//! `-sanitizer-coverage-inline-8bit-counters` (what `testsuite/scripts/fuzz.sh` does), every
//! edge of the compiled code increments its own byte of the counter section, whose bounds
//! the instrumentation hands to [`__sanitizer_cov_8bit_counters_init`] before `main`
//! (libFuzzer's way: no call per edge). Built without those flags the fuzzer still runs,
//! blind.
//!
//! Each execution takes a corpus entry, mutates it (bytes, IR tokens, lines and chunks of
//! other entries), parses and verifies it, checks that the printed module parses and
//! verifies again, and (unless `--parse-only`) compiles it to an x86-64 object at -O0 or
//! -O2 (see [`too_big`] for the modules it only parses). An input that reaches a new edge or
//! a new hit count (AFL's buckets) joins the corpus. A panic is a finding (saved under
//! `OUT/findings`, one per message); an abort (a stack overflow, or the watchdog's when one
//! execution runs longer than `--timeout`) ends the process, and the input that caused it
//! is in `OUT/current` (a memory-mapped file written before each execution, with the
//! number of runs done), which the script saves. The coverage seen so far is in
//! `OUT/coverage` (see [`Coverage`]), from which the next process goes on.
//!
//! Everything runs on one thread, seeds and inputs are at most `--max-len` bytes (8192),
//! and nothing is written to disk but new corpus entries and findings: on one core of a
//! loaded 2-core machine about 1,000 executions a second with the pipeline and 5,000 with
//! `--parse-only`.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering::Relaxed};
use std::time::{Duration, Instant};

/// The counter arrays the instrumentation registered (start address and length).
static COUNTERS: std::sync::Mutex<Vec<(usize, usize)>> = std::sync::Mutex::new(Vec::new());

/// Registers the edge counters of the instrumented code (called before `main` by every
/// instrumented module, with the bounds of the whole linked counter section).
///
/// # Safety
/// `start..stop` is an array of counters that lives as long as the process.
#[no_mangle]
pub unsafe extern "C" fn __sanitizer_cov_8bit_counters_init(start: *mut u8, stop: *mut u8) {
    let region = (
        start as usize,
        (stop as usize).saturating_sub(start as usize),
    );
    let mut counters = COUNTERS.lock().unwrap_or_else(|e| e.into_inner());
    if region.1 != 0 && !counters.contains(&region) {
        counters.push(region);
    }
}

/// Called by instrumentation that records the program counters of the edges
/// (`-sanitizer-coverage-pc-table`); not needed.
#[no_mangle]
pub extern "C" fn __sanitizer_cov_pcs_init(_start: *const usize, _stop: *const usize) {}

/// Compares the counters of the last execution with those seen before (`seen`: the union
/// of AFL's buckets of each edge's counts so far, one byte per counter) and clears them.
/// Returns whether a counter reached a new bucket and how many edges ran for the first
/// time.
fn take_coverage(regions: &[(usize, usize)], seen: &mut [u8]) -> (bool, usize) {
    let (mut new, mut first) = (false, 0);
    let mut seen = seen.iter_mut();
    for &(start, len) in regions {
        let mut i = 0;
        while i < len {
            let p = (start + i) as *mut u8;
            // Eight counters at once where they are aligned, skipped when all are zero.
            if (p as usize).is_multiple_of(8) && i + 8 <= len {
                // SAFETY: within a registered counter array, aligned.
                let w = unsafe { std::ptr::read_volatile(p.cast::<u64>()) };
                if w == 0 {
                    seen.nth(7);
                    i += 8;
                    continue;
                }
                // SAFETY: as above.
                unsafe { std::ptr::write_volatile(p.cast::<u64>(), 0) };
                for hits in w.to_le_bytes() {
                    let s = seen.next().expect("one byte per counter");
                    note(hits, s, &mut new, &mut first);
                }
                i += 8;
            } else {
                // SAFETY: within a registered counter array.
                let hits = unsafe { std::ptr::read_volatile(p) };
                // SAFETY: as above.
                unsafe { std::ptr::write_volatile(p, 0) };
                let s = seen.next().expect("one byte per counter");
                note(hits, s, &mut new, &mut first);
                i += 1;
            }
        }
    }
    (new, first)
}

/// Adds one counter's bucket to what was seen of it.
fn note(hits: u8, seen: &mut u8, new: &mut bool, first: &mut usize) {
    let b = bucket(hits);
    if b & !*seen != 0 {
        if *seen == 0 {
            *first += 1;
        }
        *seen |= b;
        *new = true;
    }
}

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
        if too_big(&m) {
            return None;
        }
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
            code_model: None,
            cpu: None,
            mattr: None,
            frame_pointer: None,
            sections: rllc_object::SectionSplit {
                functions: false,
                data: false,
                unique_names: true,
            },
            addrsig: false,
            dwarf_version: None,
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

/// The most bits a value of one of the module's types may take for the module to be
/// compiled: 1 MiB.
const BIGGEST: u64 = 1 << 23;

/// Whether `m` has a type, alignment or number of patchable nops too big to compile in a
/// fuzzer's time: an array or vector of billions of elements, a global aligned to 2^31
/// or `"patchable-function-entry"="2147483648"` is valid IR, which llc too would spend
/// minutes and gigabytes on (a global is written to the object byte by byte, padding and
/// nops too; a vector constant is made of its elements).
fn too_big(m: &rllc_ir::Module) -> bool {
    use rllc_ir::types::{Type, TypeData};
    let types = &m.types;
    let mut bits: Vec<u64> = Vec::with_capacity(types.len());
    // Types are interned after their parts, so a pass in order sees the parts first (an
    // identified struct, whose body may come later, counts as 64 bits).
    for i in 0..types.len() as u32 {
        let of = |t: Type, bits: &[u64]| bits.get(t.as_u32() as usize).copied().unwrap_or(64);
        let b = match types.get(Type::from_u32(i)) {
            TypeData::Int(w) => u64::from(*w),
            TypeData::Vector { len, elem, .. } => u64::from(*len).saturating_mul(of(*elem, &bits)),
            TypeData::Array { len, elem } => len.saturating_mul(of(*elem, &bits)),
            TypeData::Struct { fields, .. } => fields
                .iter()
                .fold(0u64, |sum, &f| sum.saturating_add(of(f, &bits))),
            _ => 64,
        };
        bits.push(b);
    }
    // Nops written one by one.
    let many_nops = |key: &[u8]| {
        let Some(key) = m.syms.lookup(key) else {
            return false;
        };
        m.globals.keys().filter_map(|g| m.function(g)).any(|f| {
            let set = m.attrs.list(f.attrs).func;
            m.attrs.str_value(set, key).flatten().is_some_and(|v| {
                std::str::from_utf8(m.syms.get(v))
                    .ok()
                    .and_then(|n| n.parse::<u64>().ok())
                    .is_some_and(|n| n > 1 << 16)
            })
        })
    };
    bits.iter().any(|&b| b > BIGGEST)
        || m.globals.values().any(|g| g.align > Some(1 << 16))
        || many_nops(b"patchable-function-entry")
        || many_nops(b"patchable-function-prefix")
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
    /// The random number generator's seed (default: from the process id).
    seed: u64,
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
        seed: u64::from(std::process::id()),
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
            "--seed" => s.seed = value()?.parse().map_err(|e| format!("--seed: {e}"))?,
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

/// The stack of the thread that runs the executions (as `rllc`'s driver thread has:
/// stages recurse once per nesting level of the input, up to [`rllc_ir::MAX_NESTING`]).
const STACK_SIZE: usize = 64 << 20;

/// The union of the buckets each counter reached so far (see [`take_coverage`]), in a
/// memory-mapped file that outlives an abort, so that the fuzzer started again goes on
/// from it without running the corpus again. The file begins with what it is valid for:
/// the number of counters, the mode and the executable's size and modification time.
struct Coverage(memmap2::MmapMut);

impl Coverage {
    /// The map in `path`, and whether it was left by a run of this executable in this
    /// mode (else it starts empty).
    fn open(path: &Path, counters: usize, pipeline: bool) -> std::io::Result<(Coverage, bool)> {
        let exe = std::fs::metadata(std::env::current_exe()?)?;
        let mtime = exe
            .modified()?
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64);
        let header = [counters as u64, u64::from(pipeline), exe.len(), mtime];
        let file = std::fs::OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(path)?;
        let len = 32 + counters as u64;
        let valid = file.metadata()?.len() == len;
        file.set_len(len)?;
        // SAFETY: the file is this process's own; nobody else writes it while it runs.
        let mut map = unsafe { memmap2::MmapMut::map_mut(&file)? };
        let restored = valid
            && map[..32]
                .chunks_exact(8)
                .zip(header)
                .all(|(b, h)| b == h.to_le_bytes());
        if !restored {
            map.fill(0);
            for (b, h) in map[..32].chunks_exact_mut(8).zip(header) {
                b.copy_from_slice(&h.to_le_bytes());
            }
        }
        Ok((Coverage(map), restored))
    }

    fn seen(&mut self) -> &mut [u8] {
        &mut self.0[32..]
    }
}

fn main() -> Result<(), String> {
    let s = settings()?;
    // Everything runs on the one thread of rayon's pool: the parser's and code generator's
    // parallel loops run inline there, without waking other threads, whose scheduling
    // would show as coverage of rayon's code that changes from run to run.
    rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .stack_size(STACK_SIZE)
        .build()
        .map_err(|e| e.to_string())?
        .install(|| fuzz(s))
}

/// The fuzzing loop.
fn fuzz(s: Settings) -> Result<(), String> {
    let io = |e: std::io::Error| e.to_string();
    let findings_dir = s.out.join("findings");
    let corpus_dir = s.out.join("corpus");
    std::fs::create_dir_all(&findings_dir).map_err(io)?;
    std::fs::create_dir_all(&corpus_dir).map_err(io)?;
    let regions = COUNTERS.lock().map_err(|e| e.to_string())?.clone();
    let total_edges: usize = regions.iter().map(|r| r.1).sum();
    let (mut coverage, restored) =
        Coverage::open(&s.out.join("coverage"), total_edges, s.pipeline).map_err(io)?;
    let mut inputs = Vec::new();
    seeds(&corpus_dir, s.max_len, &mut inputs);
    // Seeds that aborted an earlier run (saved by the script as `crash-N.ll`) are left out.
    let mut aborted = Vec::new();
    seeds(&findings_dir, usize::MAX, &mut aborted);
    let aborted: std::collections::HashSet<u64> = aborted.iter().map(|d| hash(d)).collect();
    inputs.retain(|d| !aborted.contains(&hash(d)));
    let mut corpus: Vec<Vec<u8>> = Vec::new();
    if restored && !inputs.is_empty() {
        // Going on after an abort (or a finished run) with the same binary: the corpus
        // entries' coverage is in the map, and every seed that added to it is among them.
        corpus = std::mem::take(&mut inputs);
    } else {
        for d in &s.seed_dirs {
            seeds(d, s.max_len, &mut inputs);
        }
        inputs.retain(|d| !aborted.contains(&hash(d)));
    }
    if inputs.is_empty() && corpus.is_empty() {
        inputs.push(b"define void @f() {\n  ret void\n}\n".to_vec());
    }
    // Panics are findings, reported below, not printed.
    std::panic::set_hook(Box::new(|_| {}));
    let mut current = Current::new(&s.out.join("current"), s.max_len).map_err(io)?;
    watch(s.timeout);
    let virgin = coverage.seen();
    let mut edges = virgin.iter().filter(|&&b| b != 0).count();
    let mut known_findings = std::collections::HashSet::new();
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15 ^ s.seed);
    let start = Instant::now();
    let mut runs = 0u64;
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
        let (new, first) = take_coverage(&regions, virgin);
        edges += first;
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
        "{runs} runs in {:.0} s, {} in corpus, {edges} of {} edges, {} findings",
        start.elapsed().as_secs_f64(),
        corpus.len(),
        total_edges,
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
