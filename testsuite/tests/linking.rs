//! Linking tests: every `testsuite/linking/<case>/run.sh` builds programs from the case's
//! committed IR with rllc and `cc` (several objects, shared libraries, threads) and runs
//! them; its output must equal the case's `expected.out`. Each case runs in a scratch copy
//! of its directory with `RLLC` set to the rllc command line. `RLLC_LINKING=a,b` runs a
//! subset; `RLLC_BIN=path` tests another binary.
//!
//! Cases with a `run-mingw.sh` also run for Windows: `RLLC` targets
//! `x86_64-w64-mingw32`, `CC` is `x86_64-w64-mingw32-gcc` and `RUN` is `wine`; the output
//! (with msvcrt's "\r\n" read as "\n") must equal `expected-mingw.out`. Skipped with a
//! message without MinGW and wine (`RLLC_REQUIRE_MINGW=1` makes that a failure).
//!
//! Cases with a `run-aarch64.sh` also run for AArch64 Linux: `RLLC` targets
//! `aarch64-linux-gnu`, `CC`/`CXX` are `aarch64-linux-gnu-gcc`/`-g++` and `RUN` is
//! `qemu-aarch64`; the output must equal `expected-aarch64.out`. Skipped with a message
//! without them (`RLLC_REQUIRE_AARCH64=1` makes that a failure).

use std::fs;
use std::path::Path;
use std::process::Command;

/// How a case is built and run on one platform.
struct Platform {
    script: &'static str,
    expected: &'static str,
    triple: &'static str,
    /// Further environment of the script.
    env: &'static [(&'static str, &'static str)],
}

const LINUX: Platform = Platform {
    script: "run.sh",
    expected: "expected.out",
    triple: "x86_64-linux-gnu",
    env: &[],
};

const MINGW: Platform = Platform {
    script: "run-mingw.sh",
    expected: "expected-mingw.out",
    triple: "x86_64-w64-mingw32",
    env: &[
        ("CC", "x86_64-w64-mingw32-gcc"),
        ("RUN", "wine"),
        ("WINEDEBUG", "-all"),
    ],
};

const AARCH64: Platform = Platform {
    script: "run-aarch64.sh",
    expected: "expected-aarch64.out",
    triple: "aarch64-linux-gnu",
    env: &[
        ("CC", "aarch64-linux-gnu-gcc"),
        ("CXX", "aarch64-linux-gnu-g++"),
        ("RUN", "qemu-aarch64"),
    ],
};

fn copy_dir(from: &Path, to: &Path) {
    fs::create_dir_all(to).unwrap();
    for e in fs::read_dir(from).unwrap().flatten() {
        if e.path().is_file() {
            fs::copy(e.path(), to.join(e.file_name())).unwrap();
        }
    }
}

/// Runs case `dir` for platform `p`; `Err` describes the failure.
fn run_case(p: &Platform, rllc: &Path, dir: &Path, work: &Path) -> Result<(), String> {
    let name = dir.file_name().unwrap().to_string_lossy().into_owned();
    let scratch = work.join(&name);
    copy_dir(dir, &scratch);
    let out = Command::new("sh")
        .arg(p.script)
        .current_dir(&scratch)
        .env("RLLC", format!("{} -mtriple={}", rllc.display(), p.triple))
        .envs(p.env.iter().copied())
        .output()
        .map_err(|e| format!("{name}: running {}: {e}", p.script))?;
    let got = String::from_utf8_lossy(&out.stdout).replace('\r', "");
    let want = fs::read_to_string(dir.join(p.expected)).unwrap_or_default();
    if !out.status.success() {
        return Err(format!(
            "{name}: {} failed ({}):\n{got}{}",
            p.script,
            out.status,
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    if got != want {
        return Err(format!(
            "{name}: output differs\n--- expected\n{want}--- got\n{got}"
        ));
    }
    Ok(())
}

#[test]
fn linked_programs_behave_as_expected() {
    check_cases(&LINUX);
}

#[test]
fn mingw_linked_programs_behave_as_expected() {
    let have = rllc_testsuite::have_tool;
    if !have("x86_64-w64-mingw32-gcc") || !have("wine") {
        assert!(
            std::env::var_os("RLLC_REQUIRE_MINGW").is_none(),
            "RLLC_REQUIRE_MINGW is set but x86_64-w64-mingw32-gcc or wine is missing"
        );
        eprintln!("mingw linking cases: skipped (install mingw-w64 and wine64)");
        return;
    }
    check_cases(&MINGW);
}

#[test]
fn aarch64_linked_programs_behave_as_expected() {
    if rllc_testsuite::have_tools(
        &["aarch64-linux-gnu-g++", "qemu-aarch64"],
        "RLLC_REQUIRE_AARCH64",
        "aarch64 linking cases: skipped (install g++-aarch64-linux-gnu and qemu-user)",
    ) {
        check_cases(&AARCH64);
    }
}

/// Runs every case that has a script for `p`.
fn check_cases(p: &Platform) {
    let root = rllc_testsuite::testsuite_dir().join("linking");
    let mut cases: Vec<_> = fs::read_dir(&root)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|c| c.join(p.script).exists())
        .collect();
    cases.sort();
    assert!(
        !cases.is_empty(),
        "no linking cases under {}",
        root.display()
    );
    if let Ok(only) = std::env::var("RLLC_LINKING") {
        let want: Vec<&str> = only.split(',').map(str::trim).collect();
        cases.retain(|c| want.contains(&c.file_name().unwrap().to_str().unwrap()));
    }
    let rllc = rllc_testsuite::rllc_binary();
    let work =
        std::env::temp_dir().join(format!("rllc-linking-{}-{}", p.triple, std::process::id()));
    let failures: Vec<String> = cases
        .iter()
        .filter_map(|c| run_case(p, &rllc, c, &work).err())
        .collect();
    let _ = fs::remove_dir_all(&work);
    assert!(
        failures.is_empty(),
        "{} of {} linking cases failed:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
}
