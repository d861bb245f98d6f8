//! rllc's output does not depend on the number of threads: objects (and error messages)
//! are byte-identical with `RAYON_NUM_THREADS` = 1, 2 and 3, although function bodies are
//! parsed, verified and compiled in parallel and interned handles (types, constants,
//! names) are numbered in whatever order the threads create them.

use std::path::Path;
use std::process::Command;

/// Compiles `ir` at `opt` with `threads` worker threads: the object, or the error output.
fn compile(
    rllc: &Path,
    ir: &Path,
    opt: &str,
    threads: usize,
    out: &Path,
) -> Result<Vec<u8>, String> {
    let r = Command::new(rllc)
        .env("RAYON_NUM_THREADS", threads.to_string())
        .arg(opt)
        .arg(ir)
        .arg("-o")
        .arg(out)
        .output()
        .expect("running rllc");
    if r.status.success() {
        Ok(std::fs::read(out).expect("reading the object"))
    } else {
        Err(String::from_utf8_lossy(&r.stderr).into_owned())
    }
}

#[test]
fn objects_do_not_depend_on_the_thread_count() {
    let rllc = rllc_testsuite::rllc_binary();
    let dir = rllc_testsuite::testsuite_dir().join("corpus/ll");
    // The libraries at -O0 and -O2 (many functions per file) and every 8th other file,
    // each compiled at the level it was generated for (Lua's -O0 units at -O2 as well).
    let files: Vec<_> = rllc_testsuite::files_under(&dir, "ll")
        .into_iter()
        .enumerate()
        .filter(|(i, f)| {
            let name = f.file_name().unwrap().to_string_lossy();
            let library = ["lua_", "zlib_", "bzip2_", "zstd_"]
                .iter()
                .any(|p| name.starts_with(p));
            (library && !name.ends_with(".O2g.ll")) || i % 8 == 0
        })
        .map(|(_, f)| f)
        .collect();
    assert!(files.len() > 50, "too few corpus files: {}", files.len());
    let tmp = std::env::temp_dir().join(format!("rllc-determinism-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    let mut failures = Vec::new();
    for f in &files {
        let name = f.file_name().unwrap().to_string_lossy().into_owned();
        let opt = if name.contains(".O0.") { "-O0" } else { "-O2" };
        // Lua's -O0 units also go through the optimiser (functions optimised in parallel).
        let levels: &[&str] = if opt == "-O0" && name.starts_with("lua_") {
            &["-O0", "-O2"]
        } else {
            &[opt]
        };
        for &opt in levels {
            let out = |t: usize| tmp.join(format!("{name}{opt}.{t}.o"));
            let one = compile(&rllc, f, opt, 1, &out(1));
            for threads in [2, 3] {
                if compile(&rllc, f, opt, threads, &out(threads)) != one {
                    failures.push(format!("{name} {opt}: 1 vs {threads} threads differ"));
                }
            }
        }
    }
    let _ = std::fs::remove_dir_all(&tmp);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
