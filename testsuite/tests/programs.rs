//! Differential execution test: every committed program compiled by rllc, from its clang-19
//! -O0 IR and from its -O2 IR, must behave like clang-19's own build of it.
//!
//! For every `testsuite/corpus/ll/NAME.O0.ll` (and `NAME.O2.ll`) that has an expected output
//! (`testsuite/corpus/expected/NAME.{out,status}`, written by `gen-corpus.sh` from the
//! clang-19 native build), and for every csmith regression case kept in
//! `testsuite/csmith/failing/` (`seedS.OPT.{ll,out,status}`, written by `csmith.sh`):
//!
//! ```text
//! rllc -O0 -mtriple=x86_64-linux-gnu -filetype=obj NAME.O0.ll -o NAME.o   (and again -O2)
//! cc NAME.o -o NAME -lm            (app drivers: + their library's units, -ldl)
//! ./NAME                           (10 s limit, stdin /dev/null)
//! ```
//!
//! and compares stdout and the exit status with the expectation (rllc runs with
//! `RLLC_REGALLOC_CHECK=1`: regalloc2's checker verifies every allocation), on two threads, listing
//! every mismatch at the end. Every case runs twice: at `-O0` (no passes, fast register
//! allocation) and at `-O2` (the optimisation pipeline, then the Ion allocator). This is what `testsuite/scripts/run-programs.sh` does from the
//! shell.
//!
//! Hand-written IR programs (`testsuite/irprograms/NAME.{ll,out,status}`, made by
//! `gen-irprograms.sh`, for IR that C cannot make clang emit) run the same way, with the
//! -O0 IR's cases.
//!
//! The same programs built for Windows (`mingw_programs_match_clang`): the MinGW IR in
//! `testsuite/corpus/mingw/ll` (written by `gen-mingw.sh`) is compiled by rllc for
//! `x86_64-w64-mingw32`, linked by `x86_64-w64-mingw32-gcc` and run under `wine`; the
//! expectation is `corpus/mingw/expected/NAME.*` where clang's own MinGW build prints
//! something else than on Linux, else `corpus/expected/NAME.*`. Without wine or MinGW the
//! test says so and passes (`RLLC_REQUIRE_MINGW=1` makes that a failure).
//!
//! The same programs and app drivers built for AArch64 Linux
//! (`aarch64_programs_match_clang`, `aarch64_programs_from_o2_ir_match_clang`): the IR in
//! `testsuite/corpus/aarch64/ll` (written by `gen-aarch64.sh`) is compiled by rllc for
//! `aarch64-linux-gnu`, linked statically by `aarch64-linux-gnu-gcc` and run under
//! `qemu-aarch64` (40 s limit); the expectation is `corpus/aarch64/expected/NAME.*` where clang's own
//! AArch64 build prints something else than on x86-64, else `corpus/expected/NAME.*`.
//! Without the cross tools or qemu the tests say so and pass (`RLLC_REQUIRE_AARCH64=1` makes
//! that a failure). The csmith regressions of `csmith.sh --target aarch64`
//! (`testsuite/csmith/failing-aarch64/`) run with the -O0 IR's cases. The `atomics_*`
//! programs also run compiled with `-mattr=+lse` and `-mattr=-outline-atomics`
//! (`aarch64_atomics_programs_match_clang_with_lse_and_without_outline_atomics`).
//! `RLLC_BIN=$(command -v llc-19)` runs the AArch64 tests with llc instead (it takes the
//! same options), which checks the harness and the corpus.
//!
//! The C++ exception-handling corpus (`cxx_programs_match_clang`,
//! `cxx_programs_from_o2_ir_match_clang`): the IR in `testsuite/corpus/cxx/ll` (written by
//! `gen-cxx.sh` from `corpus/cxx/NAME.cpp`) is compiled by rllc for `x86_64-linux-gnu` and
//! linked by `g++` (libstdc++), together with `corpus/cxx/NAME.gxx.cpp` where there is one:
//! a second translation unit g++ compiles at -O2, so that exceptions cross frames rllc did
//! not compile. The expectation is `corpus/cxx/expected/NAME.*` (clang++-19 -O0's build;
//! status 134 for the programs that end in `std::terminate`).
//! The same programs for MinGW (`cxx_mingw_programs_match_clang`, IR in
//! `corpus/cxx-mingw/ll`, linked `-static` by `x86_64-w64-mingw32-g++-posix`, run under wine)
//! and AArch64 Linux (`aarch64_cxx_programs_match_clang`, `corpus/cxx-aarch64/ll`, linked
//! `-static` by `aarch64-linux-gnu-g++`, run under qemu), each with the -O2 IR too, are
//! written by `gen-cxx.sh --target mingw|aarch64` with their own `expected/` and gated like
//! the C programs of those targets.
//!
//! Programs that need a feature rllc does not support yet are listed in
//! `testsuite/corpus/unsupported.txt` (`corpus/mingw/unsupported.txt` for Windows,
//! `corpus/aarch64/unsupported.txt` for AArch64, `corpus/cxx/unsupported.txt` for C++ and
//! `corpus/cxx-mingw/…`, `corpus/cxx-aarch64/…` for its other targets,
//! `unsupported-O2.txt` beside them for the
//! -O2 IR): for them the test requires a clean
//! `error: unsupported: …` from rllc (never wrong code), and it fails when one of them starts
//! passing so that the list stays honest. Knobs: `RLLC_BIN=/path/to/rllc` uses that binary
//! instead of building one, `RLLC_PROGRAMS=a,b` restricts the run to the named cases.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

const THREADS: usize = 2;

/// How one platform's executables are built and run.
struct Toolchain {
    triple: &'static str,
    cc: &'static str,
    libs: &'static [&'static str],
    exe: &'static str,
    /// The command that runs the executable (`wine`, `qemu-aarch64 …`); empty if native.
    runner: &'static [&'static str],
    /// Environment for the runner.
    runner_env: &'static [(&'static str, &'static str)],
    /// Whether stdout writes "\n" as "\r\n" (msvcrt's text mode), to be read back as "\n".
    crlf: bool,
    /// The time limit of one run.
    timeout: Duration,
}

const LINUX: Toolchain = Toolchain {
    triple: "x86_64-linux-gnu",
    cc: "cc",
    libs: &["-lm"],
    exe: "prog",
    runner: &[],
    runner_env: &[],
    crlf: false,
    timeout: Duration::from_secs(10),
};

/// x86-64 Linux with libstdc++, for the C++ corpus (g++ also compiles its `*.gxx.cpp`).
const LINUX_CXX: Toolchain = Toolchain { cc: "g++", ..LINUX };

const MINGW: Toolchain = Toolchain {
    triple: "x86_64-w64-mingw32",
    cc: "x86_64-w64-mingw32-gcc",
    // Linux's 8 MiB stack, which the expectations assume (deep recursion).
    libs: &["-Wl,--stack,8388608"],
    exe: "prog.exe",
    runner: &["wine"],
    runner_env: &[("WINEDEBUG", "-all")],
    crlf: true,
    timeout: Duration::from_secs(10),
};

/// MinGW with the static libstdc++ of the posix-threads g++, for the C++ corpus.
const MINGW_CXX: Toolchain = Toolchain {
    cc: "x86_64-w64-mingw32-g++-posix",
    libs: &["-static"],
    ..MINGW
};

const AARCH64: Toolchain = Toolchain {
    triple: "aarch64-linux-gnu",
    cc: "aarch64-linux-gnu-gcc",
    // Static, as gen-aarch64.sh links: qemu then has no dynamic loader to emulate.
    libs: &["-static", "-lm"],
    exe: "prog",
    runner: &["qemu-aarch64", "-L", "/usr/aarch64-linux-gnu"],
    runner_env: &[],
    crlf: false,
    // Emulation is several times slower than a native run (float_text_roundtrip: 3 s).
    timeout: Duration::from_secs(40),
};

/// AArch64 Linux with libstdc++, for the C++ corpus.
const AARCH64_CXX: Toolchain = Toolchain {
    cc: "aarch64-linux-gnu-g++",
    ..AARCH64
};

/// One executable to build and run.
struct Case {
    name: String,
    /// IR files to compile and link together (the program first).
    units: Vec<PathBuf>,
    /// Extra libraries for the link (`-ldl` for the Lua app).
    libs: Vec<&'static str>,
    /// C++ sources the link command compiles itself, at -O2 (`corpus/cxx/NAME.gxx.cpp`).
    sources: Vec<PathBuf>,
    expected_out: PathBuf,
    expected_status: PathBuf,
}

/// Library of an app driver, as `gen-corpus.sh` links it.
fn app_library(name: &str) -> Option<&'static str> {
    match name {
        "app_zlib_roundtrip" => Some("zlib"),
        "app_bzip2_roundtrip" => Some("bzip2"),
        "app_lua_script" => Some("lua"),
        "app_zstd_roundtrip" => Some("zstd"),
        _ => None,
    }
}

/// The IR units in `ll` of a library: one per C file of `corpus/src/<lib>` (all of `lib/`
/// for zstd), at `level`, or O2 where that file was too large to commit (`ll/SKIPPED.txt`).
fn library_units(corpus: &Path, ll: &Path, lib: &str, level: &str) -> Result<Vec<PathBuf>, String> {
    let src = if lib == "zstd" {
        rllc_testsuite::files_under(&corpus.join("src/zstd/lib"), "c")
    } else {
        let mut v: Vec<PathBuf> = fs::read_dir(corpus.join("src").join(lib))
            .map_err(|e| format!("{lib}: {e}"))?
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "c"))
            .collect();
        v.sort();
        v
    };
    let mut units = Vec::new();
    for c in src {
        let stem = c.file_stem().unwrap().to_string_lossy().into_owned();
        let wanted = ll.join(format!("{lib}_{stem}.{level}.ll"));
        let o2 = ll.join(format!("{lib}_{stem}.O2.ll"));
        if wanted.exists() {
            units.push(wanted);
        } else if o2.exists() {
            units.push(o2);
        } else {
            return Err(format!("{lib}_{stem}: no committed IR"));
        }
    }
    Ok(units)
}

/// The programs and app drivers of `corpus/<platform>` (`""` for x86-64 Linux) whose IR
/// `ll/NAME.<level>.ll` was made at `level` (`O0` or `O2`), expected to behave as
/// `corpus/<platform>/expected/NAME.*` says, else as `corpus/expected/NAME.*`;
/// for the C++ corpora (`cxx*`), `corpus/cxx/NAME.gxx.cpp`, if there is one, joins the link.
fn corpus_cases(platform: &str, level: &str) -> Vec<Case> {
    let corpus = rllc_testsuite::testsuite_dir().join("corpus");
    let base = corpus.join(platform);
    let mut cases = Vec::new();
    let suffix = format!(".{level}.ll");
    for ll in rllc_testsuite::files_under(&base.join("ll"), "ll") {
        let file = ll.file_name().unwrap().to_string_lossy().into_owned();
        let Some(name) = file.strip_suffix(&suffix) else {
            continue;
        };
        let Some(expected) = [base.join("expected"), corpus.join("expected")]
            .into_iter()
            .find(|d| d.join(format!("{name}.out")).exists())
        else {
            continue; // a library unit
        };
        let mut units = vec![ll.clone()];
        let mut libs = Vec::new();
        if let Some(lib) = app_library(name) {
            match library_units(&corpus, &base.join("ll"), lib, level) {
                Ok(u) => units.extend(u),
                Err(e) => panic!("{name}: {e}"),
            }
            libs.push("-ldl");
        }
        // Every target's C++ corpus is made from the sources in corpus/cxx.
        let gxx = corpus.join("cxx").join(format!("{name}.gxx.cpp"));
        cases.push(Case {
            name: name.to_string(),
            units,
            libs,
            sources: if platform.starts_with("cxx") && gxx.exists() {
                vec![gxx]
            } else {
                Vec::new()
            },
            expected_out: expected.join(format!("{name}.out")),
            expected_status: expected.join(format!("{name}.status")),
        });
    }
    cases
}

/// The x86-64 Linux corpus programs whose IR was made at `level`, plus the kept csmith
/// regressions and the hand-written IR programs when `level` is `O0`.
fn collect_cases(level: &str) -> Vec<Case> {
    let ts = rllc_testsuite::testsuite_dir();
    let mut cases = corpus_cases("", level);
    if level == "O0" {
        cases.extend(csmith_cases("csmith/failing"));
    }
    // Hand-written IR programs: testsuite/irprograms/NAME.{ll,out,status}.
    let irprograms = if level == "O0" {
        rllc_testsuite::files_under(&ts.join("irprograms"), "ll")
    } else {
        Vec::new()
    };
    for ll in irprograms {
        let file = ll.file_name().unwrap().to_string_lossy().into_owned();
        if file.ends_with(".fn.ll") {
            continue; // the hand-written half of a generated NAME.ll
        }
        let stem = ll.file_stem().unwrap().to_string_lossy().into_owned();
        let dir = ll.parent().unwrap();
        cases.push(Case {
            name: format!("ir/{stem}"),
            units: vec![ll.clone()],
            libs: Vec::new(),
            sources: Vec::new(),
            expected_out: dir.join(format!("{stem}.out")),
            expected_status: dir.join(format!("{stem}.status")),
        });
    }
    selected(cases)
}

/// The csmith regressions kept by `csmith.sh` in `testsuite/<dir>`:
/// `seed<S>.<OPT>.{ll,out,status}`.
fn csmith_cases(dir: &str) -> Vec<Case> {
    let dir = rllc_testsuite::testsuite_dir().join(dir);
    rllc_testsuite::files_under(&dir, "ll")
        .into_iter()
        .map(|ll| {
            let stem = ll.file_stem().unwrap().to_string_lossy().into_owned();
            Case {
                name: format!("csmith/{stem}"),
                units: vec![ll.clone()],
                libs: Vec::new(),
                sources: Vec::new(),
                expected_out: dir.join(format!("{stem}.out")),
                expected_status: dir.join(format!("{stem}.status")),
            }
        })
        .collect()
}

/// `cases` restricted to those named in `RLLC_PROGRAMS`, if set.
fn selected(mut cases: Vec<Case>) -> Vec<Case> {
    if let Ok(only) = std::env::var("RLLC_PROGRAMS") {
        let want: Vec<&str> = only.split(',').map(str::trim).collect();
        cases.retain(|c| want.contains(&c.name.as_str()));
    }
    cases
}

fn first_line(bytes: &[u8]) -> String {
    let s = String::from_utf8_lossy(bytes);
    s.lines()
        .find(|l| !l.trim().is_empty())
        .unwrap_or("(no message)")
        .to_string()
}

/// Exit status as the shell reports it: the code, or 128 + signal number.
fn shell_status(st: ExitStatus) -> i32 {
    use std::os::unix::process::ExitStatusExt;
    st.code().unwrap_or_else(|| 128 + st.signal().unwrap_or(0))
}

/// The optimisation levels every case is compiled at.
const LEVELS: [&str; 2] = ["-O0", "-O2"];

/// Builds and runs one case with `tc` at optimisation level `level` (rllc's options,
/// separated by spaces); `Err` describes the mismatch.
fn run_case(tc: &Toolchain, rllc: &Path, work: &Path, c: &Case, level: &str) -> Result<(), String> {
    let dir = work.join(format!(
        "{}{}",
        c.name.replace('/', "_"),
        level.replace([' ', '='], "_")
    ));
    fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let mut objs = Vec::new();
    for u in &c.units {
        let stem = u.file_stem().unwrap().to_string_lossy().into_owned();
        let obj = dir.join(format!("{stem}.o"));
        let out = Command::new(rllc)
            .env("RLLC_REGALLOC_CHECK", "1")
            .args(level.split(' '))
            .arg(format!("-mtriple={}", tc.triple))
            .arg("-filetype=obj")
            .arg(u)
            .arg("-o")
            .arg(&obj)
            .output()
            .map_err(|e| format!("running {}: {e}", rllc.display()))?;
        if !out.status.success() {
            let mut msg = out.stderr.clone();
            msg.extend_from_slice(&out.stdout);
            return Err(format!("compile {stem}.ll: {}", first_line(&msg)));
        }
        objs.push(obj);
    }
    let exe = dir.join(tc.exe);
    let mut link = Command::new(tc.cc);
    link.args(&objs);
    if !c.sources.is_empty() {
        link.args(&c.sources).arg("-O2");
    }
    let out = link
        .arg("-o")
        .arg(&exe)
        .args(tc.libs)
        .args(&c.libs)
        .output()
        .map_err(|e| format!("running {}: {e}", tc.cc))?;
    if !out.status.success() {
        return Err(format!("link: {}", first_line(&out.stderr)));
    }
    let stdout_path = dir.join("stdout");
    // Kept to explain a failure (wine reports why it could not start a program there).
    let stderr_path = dir.join("stderr");
    // Under load wine occasionally exits with status 1 before the program starts (no
    // output at all); such a run (of any runner) is tried once more.
    let mut status = run_once(tc, &exe, &dir, &stdout_path, &stderr_path)?;
    let silent = || {
        fs::metadata(&stdout_path)
            .map(|m| m.len() == 0)
            .unwrap_or(false)
    };
    if !tc.runner.is_empty() && shell_status(status) == 1 && silent() {
        status = run_once(tc, &exe, &dir, &stdout_path, &stderr_path)?;
    }
    let mut got = fs::read(&stdout_path).map_err(|e| e.to_string())?;
    if tc.crlf {
        got.retain(|&b| b != b'\r');
    }
    let want =
        fs::read(&c.expected_out).map_err(|e| format!("{}: {e}", c.expected_out.display()))?;
    let want_status: i32 = fs::read_to_string(&c.expected_status)
        .map_err(|e| format!("{}: {e}", c.expected_status.display()))?
        .trim()
        .parse()
        .map_err(|e| format!("{}: {e}", c.expected_status.display()))?;
    let st = shell_status(status);
    let stderr = match fs::read(&stderr_path) {
        Ok(e) if e.iter().any(|b| !b.is_ascii_whitespace()) => {
            format!(" (stderr: {})", first_line(&e))
        }
        _ => String::new(),
    };
    if got != want {
        let g = String::from_utf8_lossy(&got);
        let w = String::from_utf8_lossy(&want);
        let (n, (wl, gl)) = w
            .lines()
            .chain(std::iter::repeat("<end of output>"))
            .zip(g.lines().chain(std::iter::repeat("<end of output>")))
            .enumerate()
            .find(|(_, (a, b))| a != b)
            .unwrap_or((0, ("(trailing bytes differ)", "")));
        return Err(format!(
            "output differs at line {} (status {st}, expected {want_status}): expected {wl:?}, got {gl:?}{stderr}",
            n + 1
        ));
    }
    if st != want_status {
        return Err(format!("exit status {st}, expected {want_status}{stderr}"));
    }
    let _ = fs::remove_dir_all(&dir);
    Ok(())
}

/// Every program's clang-19 -O0 IR (and the csmith regressions and IR programs) through rllc.
#[test]
fn programs_match_clang() {
    let cases = collect_cases("O0");
    check_programs(&LINUX, cases, "O0 IR", "corpus/unsupported.txt", &LEVELS);
}

/// Every program's clang-19 -O2 IR (vectorised, inlined, …) through rllc.
#[test]
fn programs_from_o2_ir_match_clang() {
    let cases = collect_cases("O2");
    check_programs(&LINUX, cases, "O2 IR", "corpus/unsupported-O2.txt", &LEVELS);
}

/// Every C++ program's clang++-19 -O0 IR through rllc, linked with libstdc++.
#[test]
fn cxx_programs_match_clang() {
    check_cxx(&LINUX_CXX, "cxx", "O0");
}

/// Every C++ program's clang++-19 -O2 IR through rllc, linked with libstdc++.
#[test]
fn cxx_programs_from_o2_ir_match_clang() {
    check_cxx(&LINUX_CXX, "cxx", "O2");
}

/// The C++ programs' clang++-19 -O0 IR for MinGW through rllc, run under wine.
#[test]
fn cxx_mingw_programs_match_clang() {
    if mingw_ready(MINGW_CXX.cc) {
        check_cxx(&MINGW_CXX, "cxx-mingw", "O0");
    }
}

/// The C++ programs' clang++-19 -O2 IR for MinGW through rllc, run under wine.
#[test]
fn cxx_mingw_programs_from_o2_ir_match_clang() {
    if mingw_ready(MINGW_CXX.cc) {
        check_cxx(&MINGW_CXX, "cxx-mingw", "O2");
    }
}

/// Every C++ program's clang++-19 -O0 IR for AArch64 Linux through rllc, run under qemu.
#[test]
fn aarch64_cxx_programs_match_clang() {
    if aarch64_ready(AARCH64_CXX.cc) {
        check_cxx(&AARCH64_CXX, "cxx-aarch64", "O0");
    }
}

/// Every C++ program's clang++-19 -O2 IR for AArch64 Linux through rllc, run under qemu.
#[test]
fn aarch64_cxx_programs_from_o2_ir_match_clang() {
    if aarch64_ready(AARCH64_CXX.cc) {
        check_cxx(&AARCH64_CXX, "cxx-aarch64", "O2");
    }
}

/// The C++ corpus `corpus/<platform>` from the IR made at `level`, built with `tc`.
fn check_cxx(tc: &Toolchain, platform: &str, level: &str) {
    let list = match level {
        "O0" => "unsupported.txt",
        _ => "unsupported-O2.txt",
    };
    check_programs(
        tc,
        selected(corpus_cases(platform, level)),
        &format!("{platform} {level} IR"),
        &format!("corpus/{platform}/{list}"),
        &LEVELS,
    );
}

/// Every program's clang-19 -O0 IR for MinGW through rllc, run under wine.
#[test]
fn mingw_programs_match_clang() {
    if !mingw_ready(MINGW.cc) {
        return;
    }
    let cases = selected(corpus_cases("mingw", "O0"));
    check_programs(
        &MINGW,
        cases,
        "MinGW O0 IR",
        "corpus/mingw/unsupported.txt",
        &LEVELS,
    );
}

/// Every program's clang-19 -O0 IR for AArch64 Linux (and the csmith regressions kept for
/// AArch64) through rllc, run under qemu.
#[test]
fn aarch64_programs_match_clang() {
    check_aarch64("O0", "corpus/aarch64/unsupported.txt");
}

/// Every program's clang-19 -O2 IR for AArch64 Linux through rllc, run under qemu.
#[test]
fn aarch64_programs_from_o2_ir_match_clang() {
    check_aarch64("O2", "corpus/aarch64/unsupported-O2.txt");
}

/// The AArch64 atomics programs (`atomics_*`, -O0 and -O2 IR) compiled with the LSE
/// instructions (`-mattr=+lse`) and with load-exclusive loops (`-mattr=-outline-atomics`),
/// besides the outline helpers of clang's default `+outline-atomics`, which the tests
/// above run; under qemu, whose CPU has LSE.
#[test]
fn aarch64_atomics_programs_match_clang_with_lse_and_without_outline_atomics() {
    if !aarch64_ready(AARCH64.cc) {
        return;
    }
    for (level, list) in [
        ("O0", "corpus/aarch64/unsupported.txt"),
        ("O2", "corpus/aarch64/unsupported-O2.txt"),
    ] {
        let cases: Vec<Case> = corpus_cases("aarch64", level)
            .into_iter()
            .filter(|c| c.name.starts_with("atomics_"))
            .collect();
        check_programs(
            &AARCH64,
            selected(cases),
            &format!("AArch64 {level} IR atomics modes"),
            list,
            &[
                "-O0 -mattr=+lse",
                "-O2 -mattr=+lse",
                "-O0 -mattr=-outline-atomics",
                "-O2 -mattr=-outline-atomics",
            ],
        );
    }
}

/// Whether MinGW's `cc` and wine are installed (see `have_tools`); if so, creates the wine
/// prefix before the clock of the first program starts.
fn mingw_ready(cc: &str) -> bool {
    if !rllc_testsuite::have_tools(
        &[cc, "wine"],
        "RLLC_REQUIRE_MINGW",
        "mingw programs: skipped (install gcc-mingw-w64-x86-64, g++-mingw-w64-x86-64-posix and wine64 to run them under wine)",
    ) {
        return false;
    }
    let _ = Command::new("wineboot")
        .arg("-i")
        .env("WINEDEBUG", "-all")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status();
    true
}

/// Whether the AArch64 cross compiler `cc` and qemu are installed (see `have_tools`).
fn aarch64_ready(cc: &str) -> bool {
    rllc_testsuite::have_tools(
        &[cc, AARCH64.runner[0]],
        "RLLC_REQUIRE_AARCH64",
        "aarch64 programs: skipped (install gcc-aarch64-linux-gnu, g++-aarch64-linux-gnu, libc6-dev-arm64-cross and qemu-user to run them under qemu)",
    )
}

/// The AArch64 cases of IR level `level` with the exclusions in `list`, unless the tools
/// are missing.
fn check_aarch64(level: &str, list: &str) {
    if !aarch64_ready(AARCH64.cc) {
        return;
    }
    let mut cases = corpus_cases("aarch64", level);
    if level == "O0" {
        cases.extend(csmith_cases("csmith/failing-aarch64"));
    }
    let cases = selected(cases);
    check_programs(
        &AARCH64,
        cases,
        &format!("AArch64 {level} IR"),
        list,
        &LEVELS,
    );
}

/// Builds and runs `cases` (`what`, for messages) with `tc` and rllc at each of `levels`;
/// those named in `list` must instead stop with a clean `error: unsupported`.
fn check_programs(tc: &Toolchain, cases: Vec<Case>, what: &str, list: &str, levels: &[&str]) {
    if cases.is_empty() && std::env::var_os("RLLC_PROGRAMS").is_some() {
        eprintln!("programs ({what}): none of RLLC_PROGRAMS here");
        return;
    }
    assert!(!cases.is_empty(), "no program cases found");
    let list_path = Path::new(env!("CARGO_MANIFEST_DIR")).join(list);
    let list = fs::read_to_string(&list_path).unwrap_or_default();
    // One program name per line; `#` starts a comment (the reason).
    let unsupported: Vec<&str> = list
        .lines()
        .map(|l| l.split('#').next().unwrap_or("").trim())
        .filter(|l| !l.is_empty())
        .collect();
    let rllc = rllc_testsuite::rllc_binary();
    let work = std::env::temp_dir().join(format!(
        "rllc-programs-{}-{}",
        what.replace(' ', "-"),
        std::process::id()
    ));
    fs::create_dir_all(&work).expect("creating the work directory");

    let next = AtomicUsize::new(0);
    let failures = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..THREADS {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(c) = cases.get(i / levels.len()) else {
                    break;
                };
                let level = levels[i % levels.len()];
                let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                    run_case(tc, &rllc, &work, c, level)
                }))
                .unwrap_or_else(|_| Err("harness panic".to_string()));
                let listed = unsupported.contains(&c.name.as_str());
                let problem = match (r, listed) {
                    (Ok(()), false) => None,
                    (Ok(()), true) => Some(format!(
                        "passes now: remove it from {}",
                        list_path.display()
                    )),
                    (Err(e), true) if e.contains("error: unsupported") => None,
                    (Err(e), _) => Some(e),
                };
                if let Some(e) = problem {
                    failures
                        .lock()
                        .unwrap()
                        .push(format!("{} ({level}): {e}", c.name));
                }
            });
        }
    });
    let _ = fs::remove_dir_all(&work);
    let mut failures = failures.into_inner().unwrap();
    failures.sort();
    let total = cases.len() * levels.len();
    eprintln!(
        "programs ({what}): {} of {total} builds (rllc {}) behave as expected ({} listed as unsupported)",
        total - failures.len(),
        levels.join(" and "),
        unsupported.len()
    );
    assert!(
        failures.is_empty(),
        "{} of {total} program builds ({what}) do not match clang-19:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// Runs `exe` (through the toolchain's runner, if any) in `dir` with its output in the given
/// files, within the toolchain's time limit.
fn run_once(
    tc: &Toolchain,
    exe: &Path,
    dir: &Path,
    stdout_path: &Path,
    stderr_path: &Path,
) -> Result<ExitStatus, String> {
    let mut cmd = match tc.runner.split_first() {
        Some((r, args)) => {
            let mut cmd = Command::new(r);
            cmd.args(args).arg(exe).envs(tc.runner_env.iter().copied());
            cmd
        }
        None => Command::new(exe),
    };
    let mut child = cmd
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(fs::File::create(stdout_path).map_err(|e| e.to_string())?)
        .stderr(fs::File::create(stderr_path).map_err(|e| e.to_string())?)
        .spawn()
        .map_err(|e| format!("running {}: {e}", exe.display()))?;
    let start = Instant::now();
    let status = loop {
        if let Some(st) = child.try_wait().map_err(|e| e.to_string())? {
            break st;
        }
        if start.elapsed() > tc.timeout {
            let _ = child.kill();
            let _ = child.wait();
            return Err(format!("timeout after {}s", tc.timeout.as_secs()));
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    Ok(status)
}
