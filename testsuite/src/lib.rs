//! rllc's test harness: filetests (IR in, expected output in trailing comments) and helpers
//! for the corpus tests.
//!
//! A filetest is a `.ll` file whose first line names the test kind:
//!
//! - `; test print`: parse, verify and print; the output must equal the expected text
//!   and, when `llvm-as-19` is installed (required with `RLLC_REQUIRE_LLVM=1`), be
//!   accepted by it.
//! - `; test error`: parsing or verifying must fail; the expected text is
//!   `LINE:COL: error: MESSAGE`.
//! - `; test asm`: compiled by rllc at -O0; the output lists each inline asm statement as
//!   rllc substituted and assembled it (see [`asm`]), checked against LLVM 19 when
//!   installed.
//! - `; test opt` with a second line `; RUN-PASSES: <pipeline>` (`rllc-opt -passes=`
//!   syntax): parse, verify, run the pipeline and print; the output must equal the expected
//!   text, and the IR after every pass of the pipeline must be accepted by `llvm-as-19`
//!   (which verifies it) when installed.
//! - `; test compile -O0|-O2 [target=TRIPLE]`: parse, verify, run the level's default
//!   pipeline and compile; the output is every function's machine code (see [`compile`]).
//!
//! The expected text follows the marker line `; EXPECTED:` at the end of the file, each
//! line prefixed with `; `. Running with `RLLC_TEST_BLESS=1` rewrites it from the actual
//! output.

pub mod asm;
pub mod compile;
pub mod interp;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The marker that starts the expected output.
pub const MARKER: &str = "; EXPECTED:";

/// What a filetest checks.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Kind {
    Print,
    Error,
    Opt,
    Asm,
    Compile,
}

/// A parsed filetest.
pub struct FileTest {
    pub kind: Kind,
    /// The pipeline of an `opt` test; the options of a `compile` test.
    pub passes: String,
    /// The IR: everything before the marker.
    pub input: String,
    /// The expected output (without `; ` prefixes), if the file has one.
    pub expected: Option<String>,
}

/// Splits a filetest into header, input and expected output.
pub fn parse_filetest(text: &str) -> Result<FileTest, String> {
    let first = text.lines().next().unwrap_or("");
    let kind = match first.trim() {
        "; test print" => Kind::Print,
        "; test error" => Kind::Error,
        "; test opt" => Kind::Opt,
        "; test asm" => Kind::Asm,
        other if other.starts_with("; test compile") => Kind::Compile,
        other => return Err(format!("unknown test header '{other}'")),
    };
    let passes = match kind {
        Kind::Opt => text
            .lines()
            .nth(1)
            .and_then(|l| l.trim().strip_prefix("; RUN-PASSES:"))
            .map(|p| p.trim().to_string())
            .ok_or("an opt test needs '; RUN-PASSES: <pipeline>' on its second line")?,
        Kind::Compile => first.trim()["; test compile".len()..].trim().to_string(),
        _ => String::new(),
    };
    let (input, expected) = match text.find(&format!("\n{MARKER}\n")) {
        Some(i) => {
            let exp: Vec<&str> = text[i + MARKER.len() + 2..]
                .lines()
                .map(|l| {
                    l.strip_prefix("; ")
                        .unwrap_or(l.strip_prefix(';').unwrap_or(l))
                })
                .collect();
            (text[..i + 1].to_string(), Some(exp.join("\n")))
        }
        None => (text.to_string(), None),
    };
    Ok(FileTest {
        kind,
        passes,
        input,
        expected,
    })
}

/// Runs the test's action and returns the actual output.
pub fn run_filetest(t: &FileTest) -> String {
    run_filetest_stages(t).0
}

/// Runs the test's action; returns the actual output and, for an `opt` test, the IR
/// printed after each pass of the pipeline (for `llvm-as-19`).
pub fn run_filetest_stages(t: &FileTest) -> (String, Vec<String>) {
    let src = t.input.as_bytes();
    let result = rllc_ir::parse(src).and_then(|m| rllc_ir::verify(&m).map(|_| m));
    let located = |d: rllc_ir::Diagnostic| {
        let (l, c) = d.line_col(src);
        format!("{l}:{c}: error: {}", d.message)
    };
    match (t.kind, result) {
        (Kind::Asm, _) => (asm::run_asm_test(&t.input).output, Vec::new()),
        (Kind::Compile, Ok(m)) => match compile::parse_options(&t.passes) {
            Ok(o) => (compile::run_compile_test(m, &o), Vec::new()),
            Err(e) => (format!("BAD OPTIONS: {e}"), Vec::new()),
        },
        (Kind::Print, Ok(m)) => (rllc_ir::print(&m).trim_end().to_string(), Vec::new()),
        (Kind::Opt, Ok(mut m)) => {
            let pipeline = match rllc_passes::Pipeline::parse(&t.passes) {
                Ok(p) => p,
                Err(e) => return (format!("BAD PIPELINE: {e}"), Vec::new()),
            };
            let mut stages = Vec::new();
            for &p in pipeline.passes() {
                if let Err(d) = rllc_passes::Pipeline::from_passes(vec![p]).run(&mut m) {
                    return (format!("UNEXPECTED ERROR {}", located(d)), stages);
                }
                stages.push(rllc_ir::print(&m));
            }
            let out = stages.last().cloned().unwrap_or_else(|| rllc_ir::print(&m));
            (out.trim_end().to_string(), stages)
        }
        (Kind::Print | Kind::Opt | Kind::Compile, Err(d)) => {
            (format!("UNEXPECTED ERROR {}", located(d)), Vec::new())
        }
        (Kind::Error, Ok(_)) => ("UNEXPECTED SUCCESS".to_string(), Vec::new()),
        (Kind::Error, Err(d)) => (located(d), Vec::new()),
    }
}

/// Rewrites the expected section of a filetest.
pub fn bless(input: &str, actual: &str) -> String {
    let mut out = input.to_string();
    if !out.ends_with('\n') {
        out.push('\n');
    }
    out.push_str(MARKER);
    out.push('\n');
    for l in actual.lines() {
        if l.is_empty() {
            out.push_str(";\n");
        } else {
            out.push_str("; ");
            out.push_str(l);
            out.push('\n');
        }
    }
    out
}

/// All files with extension `ext` under `dir`, sorted.
pub fn files_under(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut v = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(rd) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in rd.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == ext) {
                v.push(p);
            }
        }
    }
    v.sort();
    v
}

/// The testsuite directory.
pub fn testsuite_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Runs every filetest under `dir` (only those whose path contains `RLLC_FILETEST` when
/// that is set); returns the failures (file and explanation). With `RLLC_TEST_BLESS=1`
/// set, rewrites expectations instead of failing.
pub fn run_filetests(dir: &Path) -> (usize, Vec<String>) {
    let bless_mode = std::env::var("RLLC_TEST_BLESS").is_ok_and(|v| v == "1");
    let only = std::env::var("RLLC_FILETEST").ok();
    let mut files = files_under(dir, "ll");
    if let Some(only) = &only {
        files.retain(|f| f.to_string_lossy().contains(only.as_str()));
    }
    let mut failures = Vec::new();
    let mut llvm_missing_reported = false;
    for f in &files {
        let text = match std::fs::read_to_string(f) {
            Ok(t) => t,
            Err(e) => {
                failures.push(format!("{}: {e}", f.display()));
                continue;
            }
        };
        let t = match parse_filetest(&text) {
            Ok(t) => t,
            Err(e) => {
                failures.push(format!("{}: {e}", f.display()));
                continue;
            }
        };
        let run = || {
            if t.kind == Kind::Asm {
                let r = asm::run_asm_test(&t.input);
                (r.output, r.llvm_failures)
            } else {
                run_filetest_stages(&t)
            }
        };
        let (actual, stages) = match std::panic::catch_unwind(run) {
            Ok(a) => a,
            Err(_) => ("PANIC".to_string(), Vec::new()),
        };
        if t.kind == Kind::Asm && !bless_mode {
            // For asm tests the second result is the disagreements with LLVM.
            for e in &stages {
                failures.push(format!("{}: {e}", f.display()));
            }
        }
        if bless_mode {
            if t.expected.as_deref() != Some(actual.as_str()) {
                let _ = std::fs::write(f, bless(&t.input, &actual));
            }
            continue;
        }
        if actual == "PANIC" {
            failures.push(format!("{}: the test panicked", f.display()));
        }
        match &t.expected {
            None => failures.push(format!(
                "{}: no expected output (run with RLLC_TEST_BLESS=1)",
                f.display()
            )),
            Some(e) if e.trim_end() != actual.trim_end() => failures.push(format!(
                "{}: output differs\n--- expected\n{e}\n--- actual\n{actual}\n",
                f.display()
            )),
            _ => {}
        }
        // The printed IR (after every pass of an opt test) must be valid LLVM IR: checked
        // with llvm-as-19 when installed (required with RLLC_REQUIRE_LLVM=1, as in the
        // corpus test).
        let mut outputs: Vec<(&str, &str)> = Vec::new();
        match t.kind {
            Kind::Print if !actual.starts_with("UNEXPECTED") && actual != "PANIC" => {
                outputs.push(("", &actual))
            }
            Kind::Opt => {
                let pipeline = rllc_passes::Pipeline::parse(&t.passes).unwrap_or_default();
                for (p, text) in pipeline.passes().iter().zip(&stages) {
                    outputs.push((p.name(), text));
                }
            }
            _ => {}
        }
        for (pass, text) in outputs {
            match llvm_as_accepts(text) {
                Some(Err(e)) if pass.is_empty() => failures.push(format!("{}: {e}", f.display())),
                Some(Err(e)) => failures.push(format!("{}: after {pass}: {e}", f.display())),
                None if require_llvm() && !llvm_missing_reported => {
                    llvm_missing_reported = true;
                    failures.push(
                        "llvm-as-19 is required (RLLC_REQUIRE_LLVM=1) but not installed".into(),
                    );
                }
                _ => {}
            }
        }
    }
    (files.len(), failures)
}

/// Whether `tool --version` runs and succeeds (the tool is installed).
pub fn have_tool(tool: &str) -> bool {
    Command::new(tool)
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// Whether all of `tools` are installed; if not, prints `skipped` and fails when the
/// environment variable `require` is set.
pub fn have_tools(tools: &[&str], require: &str, skipped: &str) -> bool {
    let missing: Vec<&str> = tools.iter().copied().filter(|t| !have_tool(t)).collect();
    if missing.is_empty() {
        return true;
    }
    assert!(
        std::env::var_os(require).is_none(),
        "{require} is set but {} not found",
        missing.join(", ")
    );
    eprintln!("{skipped}");
    false
}

/// Whether `RLLC_REQUIRE_LLVM=1` is set (then missing LLVM 19 tools are a failure).
pub fn require_llvm() -> bool {
    std::env::var("RLLC_REQUIRE_LLVM").is_ok_and(|v| v == "1")
}

/// Pipes `text` to `llvm-as-19 -o /dev/null`; `None` when the tool is not installed.
pub fn llvm_as_accepts(text: &str) -> Option<Result<(), String>> {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new("llvm-as-19")
        .args(["-", "-o", "/dev/null"])
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .ok()?;
    let mut stdin = child.stdin.take().expect("piped stdin");
    // A write error means llvm-as exited early; its status and stderr tell why.
    let _ = stdin.write_all(text.as_bytes());
    drop(stdin);
    let out = match child.wait_with_output() {
        Ok(o) => o,
        Err(e) => return Some(Err(format!("llvm-as-19: {e}"))),
    };
    Some(if out.status.success() {
        Ok(())
    } else {
        Err(format!(
            "llvm-as-19 rejects the printed IR:\n{}",
            String::from_utf8_lossy(&out.stderr)
        ))
    })
}

/// The rllc binary to test: `RLLC_BIN`, else [`release_binary`]`("rllc")`.
pub fn rllc_binary() -> PathBuf {
    match std::env::var_os("RLLC_BIN") {
        Some(p) => PathBuf::from(p),
        None => release_binary("rllc"),
    }
}

/// The release build of the `rllc` package's binary `name` (`rllc` or `rllc-opt`).
///
/// `CARGO_BIN_EXE_rllc` only exists for tests of the package that defines the binary
/// (`crates/rllc`), and guessing `target/{release,debug}/rllc` from `CARGO_MANIFEST_DIR`
/// breaks with `CARGO_TARGET_DIR`/`--target-dir` and can pick up a stale binary. So we ask
/// cargo itself: `cargo build --release -p rllc --bin NAME --message-format=json` (re)builds
/// the binary if its sources changed and reports the executable's exact path. Cargo holds
/// the build-directory lock only while compiling, so the nested build does not block the
/// `cargo test` that runs us. Release, because compiling hundreds of programs (and the Lua
/// and zstd libraries) with an unoptimised compiler would be slow, and because it is the
/// binary `run-programs.sh` uses by default.
pub fn release_binary(name: &str) -> PathBuf {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let workspace = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let out = Command::new(cargo)
        .current_dir(&workspace)
        .args([
            "build",
            "--release",
            "-p",
            "rllc",
            "--bin",
            name,
            "--message-format=json-render-diagnostics",
        ])
        .stderr(Stdio::inherit())
        .output()
        .expect("running cargo build -p rllc");
    assert!(out.status.success(), "cargo build --release -p rllc failed");
    let stdout = String::from_utf8_lossy(&out.stdout);
    // The compiler-artifact message of the binary carries `"executable":"PATH"`.
    let key = "\"executable\":\"";
    for line in stdout.lines() {
        if !line.contains("\"compiler-artifact\"") {
            continue;
        }
        if let Some(i) = line.find(key) {
            let rest = &line[i + key.len()..];
            let path = rest[..rest.find('"').expect("unterminated path")].replace("\\\\", "\\");
            if Path::new(&path).file_name().is_some_and(|f| f == name) {
                return PathBuf::from(path);
            }
        }
    }
    panic!("cargo build did not report the {name} executable");
}
