//! Linking tests: every `testsuite/linking/<case>/run.sh` builds programs from the case's
//! committed IR with rllc and `cc` (several objects, shared libraries, threads) and runs
//! them; its output must equal the case's `expected.out`. Each case runs in a scratch copy
//! of its directory with `RLLC` set to the rllc command line. `RLLC_LINKING=a,b` runs a
//! subset; `RLLC_BIN=path` tests another binary.

use std::fs;
use std::path::Path;
use std::process::Command;

fn copy_dir(from: &Path, to: &Path) {
    fs::create_dir_all(to).unwrap();
    for e in fs::read_dir(from).unwrap().flatten() {
        if e.path().is_file() {
            fs::copy(e.path(), to.join(e.file_name())).unwrap();
        }
    }
}

/// Runs case `dir`; `Err` describes the failure.
fn run_case(rllc: &Path, dir: &Path, work: &Path) -> Result<(), String> {
    let name = dir.file_name().unwrap().to_string_lossy().into_owned();
    let scratch = work.join(&name);
    copy_dir(dir, &scratch);
    let out = Command::new("sh")
        .arg("run.sh")
        .current_dir(&scratch)
        .env(
            "RLLC",
            format!("{} -mtriple=x86_64-linux-gnu", rllc.display()),
        )
        .output()
        .map_err(|e| format!("{name}: running run.sh: {e}"))?;
    let got = String::from_utf8_lossy(&out.stdout);
    let want = fs::read_to_string(dir.join("expected.out")).unwrap_or_default();
    if !out.status.success() {
        return Err(format!(
            "{name}: run.sh failed ({}):\n{got}{}",
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
    let root = rllc_testsuite::testsuite_dir().join("linking");
    let mut cases: Vec<_> = fs::read_dir(&root)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.join("run.sh").exists())
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
    let work = std::env::temp_dir().join(format!("rllc-linking-{}", std::process::id()));
    let failures: Vec<String> = cases
        .iter()
        .filter_map(|c| run_case(&rllc, c, &work).err())
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
