//! A fixed sample of the pass-level differential test (`testsuite/scripts/pass-diff.sh`):
//! a few corpus programs (loops of unusual shapes, phis with several exits, setjmp, the
//! integer operator matrix), from their -O0 IR without `optnone` and from their -O2 IR,
//! through each of rllc's passes alone and the default pipelines (`rllc-opt`) and then
//! llc-19 -O0, and through opt-19 -O2 and then rllc at -O0 and -O2, must behave as
//! clang-19's build (or, where C does not fix the result, as LLVM's build of the same IR).
//! Skipped with a message when LLVM 19 is not installed (a failure with
//! `RLLC_REQUIRE_LLVM=1`). The script runs the whole corpus.

use std::process::Command;

/// The sample: small programs whose IR gives every pass work.
const SAMPLE: [&str; 4] = [
    "loops_unusual_shapes",
    "phi_multi_exit",
    "setjmp_longjmp",
    "ops_matrix_i32",
];

#[test]
fn passes_alone_and_pipelines_keep_sample_programs_behaving() {
    if !rllc_testsuite::have_tool("llc-19") || !rllc_testsuite::have_tool("opt-19") {
        assert!(
            !rllc_testsuite::require_llvm(),
            "llc-19 and opt-19 are required (RLLC_REQUIRE_LLVM=1) but not installed"
        );
        eprintln!("pass-diff sample: skipped (llc-19 or opt-19 is not installed)");
        return;
    }
    let script = rllc_testsuite::testsuite_dir().join("scripts/pass-diff.sh");
    let out = Command::new(script)
        .args(["-j", "2", "--rllc-opt"])
        .arg(rllc_testsuite::release_binary("rllc-opt"))
        .arg("--rllc")
        .arg(rllc_testsuite::rllc_binary())
        .args(SAMPLE)
        .output()
        .expect("running pass-diff.sh");
    let stdout = String::from_utf8_lossy(&out.stdout);
    eprintln!("{stdout}");
    assert!(
        out.status.success(),
        "pass-diff.sh failed:\n{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
