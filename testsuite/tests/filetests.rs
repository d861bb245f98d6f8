//! Runs every filetest under `testsuite/filetests` and names each failing file.

#[test]
fn filetests() {
    let dir = rllc_testsuite::testsuite_dir().join("filetests");
    let (n, failures) = rllc_testsuite::run_filetests(&dir);
    assert!(n > 0, "no filetests found in {}", dir.display());
    if !failures.is_empty() {
        panic!(
            "{} of {n} filetests failed:\n{}",
            failures.len(),
            failures.join("\n")
        );
    }
}
