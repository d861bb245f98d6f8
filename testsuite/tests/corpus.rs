//! The IR corpus: every committed `.ll` under `testsuite/corpus/ll` and
//! `testsuite/corpus/cxx/ll` (C++: invoke, landingpad, personalities) parses (with function
//! bodies in parallel, no fallback to the sequential parser), verifies, prints text that
//! `llvm-as-19` accepts (checked when it is installed; required when `RLLC_REQUIRE_LLVM=1`,
//! as CI sets), and prints idempotently (the printed text is parsed again sequentially, so
//! this also checks that both parsers build the same module).

use std::io::Write;
use std::process::{Command, Stdio};

/// The minimum corpus size the project promises.
const MIN_FILES: usize = 200;

fn llvm_as_available() -> bool {
    Command::new("llvm-as-19")
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// Parses `src` the parallel way (scan, then each body on its own), without the sequential
/// fallback that `rllc_ir::parse` would take.
fn parse_in_parallel(src: &[u8]) -> Result<rllc_ir::Module, rllc_ir::Diagnostic> {
    use rayon::prelude::*;
    let scanned = rllc_ir::scan(src)?;
    let bodies = (0..scanned.num_bodies())
        .into_par_iter()
        .map(|i| scanned.parse_body(i))
        .collect::<Result<Vec<_>, _>>()?;
    scanned.finish(bodies)
}

/// Parses, verifies and prints `src`, then checks that printing is idempotent.
fn roundtrip(name: &str, src: &[u8]) -> Result<String, String> {
    let m = parse_in_parallel(src).map_err(|d| d.render(name, src).to_string())?;
    rllc_ir::verify(&m).map_err(|d| d.render(name, src).to_string())?;
    let printed = rllc_ir::print(&m);
    let m2 = rllc_ir::parse_sequential(printed.as_bytes()).map_err(|d| {
        format!(
            "re-parse of printed {name}:\n{}",
            d.render("<printed>", printed.as_bytes())
        )
    })?;
    let printed2 = rllc_ir::print(&m2);
    if printed != printed2 {
        let line = printed
            .lines()
            .zip(printed2.lines())
            .position(|(a, b)| a != b)
            .unwrap_or(0);
        return Err(format!(
            "{name}: printing is not idempotent (first difference at printed line {})",
            line + 1
        ));
    }
    Ok(printed)
}

fn llvm_as_accepts(name: &str, text: &str) -> Result<(), String> {
    let mut child = Command::new("llvm-as-19")
        .args(["-", "-o", "/dev/null"])
        .stdin(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("llvm-as-19: {e}"))?;
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(text.as_bytes())
        .map_err(|e| e.to_string())?;
    let out = child.wait_with_output().map_err(|e| e.to_string())?;
    if out.status.success() {
        Ok(())
    } else {
        Err(format!(
            "{name}: llvm-as-19 rejects the printed IR:\n{}",
            String::from_utf8_lossy(&out.stderr)
        ))
    }
}

#[test]
fn corpus_roundtrips() {
    let dir = rllc_testsuite::testsuite_dir().join("corpus/ll");
    let mut files = rllc_testsuite::files_under(&dir, "ll");
    assert!(
        files.len() >= MIN_FILES,
        "expected at least {MIN_FILES} corpus files in {}, found {}",
        dir.display(),
        files.len()
    );
    let cxx = rllc_testsuite::testsuite_dir().join("corpus/cxx/ll");
    files.extend(rllc_testsuite::files_under(&cxx, "ll"));
    let require = std::env::var("RLLC_REQUIRE_LLVM").is_ok_and(|v| v == "1");
    let check_llvm = llvm_as_available();
    assert!(
        check_llvm || !require,
        "llvm-as-19 is required (RLLC_REQUIRE_LLVM=1) but not installed"
    );
    if !check_llvm {
        eprintln!("note: llvm-as-19 not found; skipping the llvm-as acceptance check");
    }
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get());
    let chunks: Vec<Vec<std::path::PathBuf>> = (0..workers)
        .map(|w| files.iter().skip(w).step_by(workers).cloned().collect())
        .collect();
    let failures: Vec<String> = std::thread::scope(|s| {
        let handles: Vec<_> = chunks
            .iter()
            .map(|chunk| {
                s.spawn(move || {
                    let mut fails = Vec::new();
                    for f in chunk {
                        let name = f.display().to_string();
                        let src = std::fs::read(f).expect("read corpus file");
                        let r = std::panic::catch_unwind(|| roundtrip(&name, &src))
                            .unwrap_or_else(|_| Err(format!("{name}: panic")));
                        match r {
                            Ok(printed) if check_llvm => {
                                if let Err(e) = llvm_as_accepts(&name, &printed) {
                                    fails.push(e);
                                }
                            }
                            Ok(_) => {}
                            Err(e) => fails.push(e),
                        }
                    }
                    fails
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("worker"))
            .collect()
    });
    if !failures.is_empty() {
        panic!(
            "{} of {} corpus files failed:\n{}",
            failures.len(),
            files.len(),
            failures.join("\n")
        );
    }
}
