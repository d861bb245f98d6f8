//! DWARF in Mach-O objects (`x86_64-apple-macosx`, issue 20), checked with LLVM's tools
//! (there is no macOS here):
//!
//! - every corpus module compiled from `-g` IR (`corpus/ll/*.O0g.ll`, `*.O2g.ll`), and the
//!   C++ programs of `testsuite/macho` (exceptions) compiled to -O0 and -O2 -g IR for
//!   Darwin, built by `rllc -O0` and `rllc -O2` for Darwin, passes
//!   `llvm-dwarfdump-19 --verify`;
//! - the line tables of `rllc -O0` on the `*.O0g.ll` modules for Darwin differ from
//!   `llc-19 -O0`'s for Darwin exactly as the two compilers' ELF line tables do (per
//!   function, the file:line rows covering code; tests/debuginfo.rs explains those
//!   differences);
//! - `llvm-symbolizer-19` names the same function and file:line at every function's
//!   address in rllc's and llc's Darwin objects (addresses in `__debug_info` and
//!   `__debug_line` are right);
//! - ld64.lld-19 links a C++ program's -g objects.
//!
//! Skipped with a message without LLVM 19 (a failure with `RLLC_REQUIRE_LLVM=1`).

use rayon::prelude::*;
use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

const DARWIN: &str = "x86_64-apple-macosx";
const LINUX: &str = "x86_64-linux-gnu";

/// Corpus modules that cannot be compiled for Darwin, and why.
const NOT_FOR_DARWIN: &[(&str, &str)] = &[
    (
        "globals_sections_aligned.O2g.ll",
        "ELF section names (`.text.rllc_custom`), refused for Mach-O as by llc",
    ),
    (
        "weak_alias_symbols.O2g.ll",
        "ELF section names (`.data.custom_section`), refused for Mach-O as by llc",
    ),
    (
        "inline_asm_module_asm.O2g.ll",
        "module asm, which rllc assembles for ELF only",
    ),
];

fn have_llvm() -> bool {
    rllc_testsuite::have_tools(
        &[
            "llc-19",
            "clang++-19",
            "llvm-dwarfdump-19",
            "llvm-nm-19",
            "llvm-symbolizer-19",
            "ld64.lld-19",
        ],
        "RLLC_REQUIRE_LLVM",
        "note: LLVM 19 not found; Mach-O debug-info checks skipped",
    )
}

/// A fresh work directory for one test.
fn work_dir(test: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("rllc-macho-dwarf-{test}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&d);
    fs::create_dir_all(&d).expect("creating the work directory");
    d
}

/// Runs `cmd`; its stdout, or an error with the command and its stderr.
fn run(cmd: &mut Command) -> Result<String, String> {
    let out = cmd.output().map_err(|e| format!("{cmd:?}: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "{cmd:?} failed ({}):\n{}{}",
            out.status,
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// The rllc binary under test, built once.
fn rllc() -> &'static Path {
    static RLLC: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();
    RLLC.get_or_init(rllc_testsuite::rllc_binary)
}

/// Compiles `ll` for `triple` to the object `obj` with rllc or llc-19, at `level`.
fn compile(ll: &Path, obj: &Path, triple: &str, level: &str, llc: bool) -> Result<(), String> {
    let mut cmd = if llc {
        let mut c = Command::new("llc-19");
        c.args(["-filetype=obj", "-relocation-model=pic"]);
        c
    } else {
        Command::new(rllc())
    };
    cmd.arg(format!("-mtriple={triple}"));
    run(cmd.arg(level).arg(ll).arg("-o").arg(obj)).map(drop)
}

/// `llvm-dwarfdump-19 --verify` on `obj`.
fn verify(obj: &Path) -> Result<(), String> {
    let out = run(Command::new("llvm-dwarfdump-19").arg("--verify").arg(obj))?;
    if out.contains("No errors.") {
        Ok(())
    } else {
        Err(out)
    }
}

/// The corpus modules `ll/*.EXT` (`O2g.ll`, `O0g.ll`) but those [`NOT_FOR_DARWIN`], in
/// name order.
fn corpus_modules(ext: &str) -> Vec<PathBuf> {
    let dir = rllc_testsuite::testsuite_dir().join("corpus/ll");
    let mut v = rllc_testsuite::files_under(&dir, "ll");
    v.retain(|p| {
        let name = p.file_name().unwrap().to_string_lossy();
        name.ends_with(ext) && !NOT_FOR_DARWIN.iter().any(|(n, _)| *n == name)
    });
    v
}

#[test]
fn macho_corpus_debug_info_verifies() {
    if !have_llvm() {
        return;
    }
    let work = work_dir("verify");
    let mut modules = corpus_modules(".O0g.ll");
    modules.extend(corpus_modules(".O2g.ll"));
    let failures: Vec<String> = modules
        .par_iter()
        .flat_map(|ll| {
            let name = ll.file_name().unwrap().to_string_lossy().into_owned();
            let mut failures = Vec::new();
            for level in ["-O0", "-O2"] {
                let obj = work.join(format!("{name}{level}.o"));
                if let Err(e) = compile(ll, &obj, DARWIN, level, false).and_then(|()| verify(&obj))
                {
                    failures.push(format!("{name} (rllc {level}): {e}"));
                }
                let _ = fs::remove_file(&obj);
            }
            failures
        })
        .collect();
    let _ = fs::remove_dir_all(&work);
    eprintln!(
        "Mach-O: {} of {} builds verify",
        2 * modules.len() - failures.len(),
        2 * modules.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The functions of `obj` (start, end, name without Mach-O's `_`), from its symbol
/// table: a function ends where its ELF size says or, in Mach-O (no sizes), at the next
/// code symbol.
fn functions(obj: &Path) -> Result<Vec<(u64, u64, String)>, String> {
    let nm = run(Command::new("llvm-nm-19")
        .args(["--defined-only", "-n", "-S"])
        .arg(obj))?;
    let mut out: Vec<(u64, u64, String)> = Vec::new();
    for l in nm.lines() {
        let f: Vec<&str> = l.split_whitespace().collect();
        let (addr, size, kind, name) = match f[..] {
            [addr, size, kind, name] => (addr, Some(size), kind, name),
            [addr, kind, name] => (addr, None, kind, name),
            _ => continue,
        };
        if !kind.eq_ignore_ascii_case("t") {
            continue;
        }
        let start = u64::from_str_radix(addr, 16).unwrap();
        let size = size.map_or(0, |s| u64::from_str_radix(s, 16).unwrap());
        if let Some(last) = out.last_mut() {
            if last.1 == u64::MAX {
                last.1 = start;
            }
        }
        let end = if size == 0 { u64::MAX } else { start + size };
        let name = name.strip_prefix('_').filter(|_| size == 0).unwrap_or(name);
        out.push((start, end, name.to_string()));
    }
    Ok(out)
}

/// Per function, the file:line pairs of the line table's rows that cover code (rows of
/// line 0 left out, as in tests/debuginfo.rs).
fn line_sets(obj: &Path) -> Result<BTreeMap<String, BTreeSet<String>>, String> {
    let functions = functions(obj)?;
    let dump = run(Command::new("llvm-dwarfdump-19")
        .arg("--debug-line")
        .arg(obj))?;
    let mut files = BTreeMap::new();
    let mut rows = Vec::new(); // (address, file, line, end_sequence)
    let mut lines = dump.lines().peekable();
    while let Some(l) = lines.next() {
        let l = l.trim();
        if let Some(n) = l.strip_prefix("file_names[") {
            let index: u64 = n.split(']').next().unwrap().trim().parse().unwrap();
            let name = lines.next().unwrap_or("").trim();
            files.insert(index, name.trim_start_matches("name: ").trim_matches('"'));
        } else if l.starts_with("0x") {
            let f: Vec<&str> = l.split_whitespace().collect();
            let addr = u64::from_str_radix(&f[0][2..], 16).unwrap();
            let end = l.contains("end_sequence");
            rows.push((addr, f[3].parse::<u64>().unwrap(), f[1], end));
        }
    }
    let mut sets: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for w in rows.windows(2) {
        let (addr, file, line, end) = w[0];
        if end || line == "0" || w[1].0 <= addr {
            continue;
        }
        let function = functions
            .iter()
            .find(|f| f.0 <= addr && addr < f.1)
            .map_or("(no function)", |f| f.2.as_str());
        let file = files.get(&file).copied().unwrap_or("?");
        sets.entry(function.to_string())
            .or_default()
            .insert(format!("{file}:{line}"));
    }
    Ok(sets)
}

/// Rows only llc-19's line table has, and rows only rllc's has.
type OnlyIn = (Vec<String>, Vec<String>);

/// Per function of `ll` compiled at -O0 for `triple`: the rows only llc-19's line table
/// has, and those only rllc's has.
fn line_differences(
    ll: &Path,
    triple: &str,
    work: &Path,
) -> Result<BTreeMap<String, OnlyIn>, String> {
    let name = ll.file_name().unwrap().to_string_lossy();
    let sets = |llc: bool| {
        let which = if llc { "llc" } else { "rllc" };
        let obj = work.join(format!("{name}.{triple}.{which}.o"));
        compile(ll, &obj, triple, "-O0", llc)?;
        let s = line_sets(&obj);
        let _ = fs::remove_file(&obj);
        s
    };
    let (llc, rllc) = (sets(true)?, sets(false)?);
    if rllc.is_empty() {
        return Err(format!(
            "{name}: no line rows in rllc's object for {triple}"
        ));
    }
    let empty = BTreeSet::new();
    let functions: BTreeSet<&String> = llc.keys().chain(rllc.keys()).collect();
    let mut diffs = BTreeMap::new();
    for f in functions {
        let (a, b) = (llc.get(f).unwrap_or(&empty), rllc.get(f).unwrap_or(&empty));
        if a != b {
            diffs.insert(
                f.clone(),
                (
                    a.difference(b).cloned().collect(),
                    b.difference(a).cloned().collect(),
                ),
            );
        }
    }
    Ok(diffs)
}

#[test]
fn macho_line_tables_differ_from_llc_as_elf_ones_do() {
    if !have_llvm() {
        return;
    }
    let work = work_dir("lines");
    let modules = corpus_modules(".O0g.ll");
    let failures: Vec<String> = modules
        .par_iter()
        .flat_map(|ll| {
            let name = ll.file_name().unwrap().to_string_lossy().into_owned();
            match (
                line_differences(ll, DARWIN, &work),
                line_differences(ll, LINUX, &work),
            ) {
                (Ok(darwin), Ok(linux)) if darwin == linux => Vec::new(),
                (Ok(darwin), Ok(linux)) => vec![format!(
                    "{name}: (only llc, only rllc) per function\n  Darwin: {darwin:?}\n  \
                     Linux:  {linux:?}"
                )],
                (Err(e), _) | (_, Err(e)) => vec![e],
            }
        })
        .collect();
    let _ = fs::remove_dir_all(&work);
    eprintln!("Mach-O line tables: {} modules", modules.len());
    assert!(
        failures.is_empty(),
        "Mach-O line tables differ from llc-19's otherwise than ELF ones:\n{}",
        failures.join("\n")
    );
}

/// What llvm-symbolizer-19 says at each function's address in `obj`: function name and
/// file:line, by the function's symbol.
fn symbolized(obj: &Path) -> Result<BTreeMap<String, String>, String> {
    let functions = functions(obj)?;
    let mut cmd = Command::new("llvm-symbolizer-19");
    cmd.arg(format!("--obj={}", obj.display()));
    for f in &functions {
        cmd.arg(format!("{:#x}", f.0));
    }
    let out = run(&mut cmd)?;
    let answers: Vec<&str> = out.split("\n\n").filter(|a| !a.trim().is_empty()).collect();
    if answers.len() != functions.len() {
        return Err(format!("llvm-symbolizer-19 on {}:\n{out}", obj.display()));
    }
    Ok(functions
        .iter()
        .zip(answers)
        .map(|(f, a)| {
            // `name\nfile:line:column`: the column is left out (llc's is 0 at a
            // function's first row, rllc's too, but not a promise).
            let a = a.trim();
            let a = a.rsplit_once(':').map_or(a, |(head, _)| head);
            (f.2.clone(), a.to_string())
        })
        .collect())
}

#[test]
fn macho_symbolizer_names_functions_as_for_llc() {
    if !have_llvm() {
        return;
    }
    let work = work_dir("symbolizer");
    let modules = corpus_modules(".O0g.ll");
    let failures: Vec<String> = modules
        .par_iter()
        .flat_map(|ll| {
            let name = ll.file_name().unwrap().to_string_lossy().into_owned();
            let at = |llc: bool| {
                let obj = work.join(format!("{name}.{llc}.o"));
                compile(ll, &obj, DARWIN, "-O0", llc)?;
                symbolized(&obj)
            };
            match (at(true), at(false)) {
                (Ok(a), Ok(b)) if a == b => Vec::new(),
                (Ok(a), Ok(b)) => vec![format!("{name}: llc {a:?}\n  rllc {b:?}")],
                (Err(e), _) | (_, Err(e)) => vec![e],
            }
        })
        .collect();
    let _ = fs::remove_dir_all(&work);
    assert!(
        failures.is_empty(),
        "llvm-symbolizer-19 reads rllc's Mach-O debug info otherwise than llc's:\n{}",
        failures.join("\n")
    );
}

/// The C++ programs of `testsuite/macho` (exceptions, language features only) at -O0 -g
/// and -O2 -g for Darwin (DWARF 2, clang's default for this triple), built by rllc -O0
/// and -O2: the debug information verifies, ld64.lld-19 links the objects, and at -O0
/// llvm-symbolizer-19 names every function's address as in llc's object.
#[test]
fn macho_cxx_debug_info_verifies_and_links() {
    if !have_llvm() {
        return;
    }
    let work = work_dir("cxx");
    let mut failures = Vec::new();
    for src in rllc_testsuite::files_under(&rllc_testsuite::testsuite_dir().join("macho"), "cpp") {
        let stem = src.file_stem().unwrap().to_string_lossy().into_owned();
        for ir in ["-O0", "-O2"] {
            let ll = work.join(format!("{stem}{ir}g.ll"));
            let made = run(Command::new("clang++-19")
                .arg(format!("--target={DARWIN}"))
                .args(["-std=c++14", ir, "-g", "-S", "-emit-llvm"])
                .arg(&src)
                .arg("-o")
                .arg(&ll));
            if let Err(e) = made {
                failures.push(e);
                continue;
            }
            for level in ["-O0", "-O2"] {
                let obj = work.join(format!("{stem}{ir}g{level}.o"));
                let checked = compile(&ll, &obj, DARWIN, level, false)
                    .and_then(|()| verify(&obj))
                    .and_then(|()| {
                        let kind = if stem == "exceptions" {
                            "-execute"
                        } else {
                            "-dylib"
                        };
                        run(Command::new("ld64.lld-19")
                            .args(["-arch", "x86_64", "-platform_version", "macos"])
                            .args(["11.0", "11.0", "-undefined", "dynamic_lookup", kind])
                            .arg(&obj)
                            .arg("-o")
                            .arg(work.join(format!("{stem}{ir}g{level}"))))
                        .map(drop)
                    });
                if let Err(e) = checked {
                    failures.push(format!("{stem} ({ir} -g IR, rllc {level}): {e}"));
                }
                if (ir, level) != ("-O0", "-O0") {
                    continue;
                }
                // -O0: llvm-symbolizer-19 finds each function where it finds llc's.
                let theirs = work.join(format!("{stem}{ir}g{level}.llc.o"));
                let same = compile(&ll, &theirs, DARWIN, level, true)
                    .and_then(|()| Ok((symbolized(&theirs)?, symbolized(&obj)?)));
                match same {
                    Ok((a, b)) if a == b => {}
                    Ok((a, b)) => failures.push(format!("{stem}: llc {a:?}\n  rllc {b:?}")),
                    Err(e) => failures.push(e),
                }
            }
        }
    }
    let _ = fs::remove_dir_all(&work);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
