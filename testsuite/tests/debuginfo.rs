//! DWARF debug information (issue 20), checked with LLVM's and GNU's tools:
//!
//! - every corpus module compiled from `-g` IR (`corpus/ll/*.O2g.ll` and `*.O0g.ll`), and
//!   C++ programs of `corpus/cxx` compiled to -O0 -g and -O2 -g IR, built by `rllc -O0`
//!   and `rllc -O2`, passes `llvm-dwarfdump-19 --verify`;
//! - the line tables of `rllc -O0` on the `*.O0g.ll` modules have, per function, the same
//!   set of file:line rows as `llc-19 -O0`'s, except for [`KNOWN_LINE_DIFFERENCES`];
//! - gdb sessions (`testsuite/debug/NAME.gdb`) on the programs `testsuite/debug/NAME.c`
//!   (clang-19 -O0 -g IR, built by `rllc -O0` and linked by `cc`) print what they print on
//!   `llc-19 -O0`'s build of the same IR (breakpoint lines, backtraces, arguments, locals,
//!   `finish` values, the lines `next` steps through), and so does a session through a C++
//!   throw and catch (`corpus/cxx/raii_unwind_order.cpp`, linked by `g++`);
//! - `addr2line -f` names the same function and file:line for every function's address.
//!
//! Skipped with a message without LLVM 19 (a failure with `RLLC_REQUIRE_LLVM=1`) or gdb (a
//! failure with `RLLC_REQUIRE_GDB=1`).

use rayon::prelude::*;
use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Functions whose line sets differ from llc-19's (`MODULE FUNCTION:`, the start of the
/// difference line), and why. Rows of line 0 (llc's code without a location, such as a
/// constant materialised for a phi) are left out of the comparison: rllc writes none.
const KNOWN_LINE_DIFFERENCES: &[(&str, &str)] = &[
    (
        "varargs_basic.O0g.ll mixed:",
        "line 32 is `va_end`, a no-op whose address computation llc -O0 emits and rllc \
         drops",
    ),
    (
        "ops_matrix_bitint33.O0g.ll op_cmp:",
        "rllc -O0 lowers the single-use loads, compares, extensions and shifts of the \
         two-line return expression where their user is, all under the location of the \
         `return` (line 45): line 46 has no code of its own (llc locates each instruction)",
    ),
    (
        "ops_matrix_ubitint33.O0g.ll op_cmp:",
        "as ops_matrix_bitint33",
    ),
];

const LLVM_TOOLS: &[&str] = &[
    "llc-19",
    "llvm-dwarfdump-19",
    "llvm-nm-19",
    "clang-19",
    "clang++-19",
];

/// The C++ programs of `corpus/cxx` whose -O0 -g and -O2 -g IR must verify.
const CXX_PROGRAMS: &[&str] = &[
    "raii_unwind_order",
    "std_containers_throw",
    "template_exceptions",
    "indirect_and_virtual_calls",
    "exception_ptr_nested",
    "thread_exceptions",
];

fn have_llvm() -> bool {
    rllc_testsuite::have_tools(
        LLVM_TOOLS,
        "RLLC_REQUIRE_LLVM",
        "note: LLVM 19 not found; debug-info checks skipped",
    )
}

/// A fresh work directory for one test.
fn work_dir(test: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("rllc-debuginfo-{test}-{}", std::process::id()));
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

/// Compiles `ll` to the object `obj` with rllc (`llc == false`) or llc-19, at `level`.
fn compile(ll: &Path, obj: &Path, level: &str, llc: bool) -> Result<(), String> {
    let mut cmd = if llc {
        let mut c = Command::new("llc-19");
        c.args(["-filetype=obj", "-relocation-model=pic"]);
        c
    } else {
        Command::new(rllc())
    };
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

/// Compiles `ll` with rllc at -O0 and -O2 and verifies both objects' debug information.
fn compile_and_verify(ll: &Path, work: &Path) -> Vec<String> {
    let name = ll.file_name().unwrap().to_string_lossy();
    let mut failures = Vec::new();
    for level in ["-O0", "-O2"] {
        let obj = work.join(format!("{name}{level}.o"));
        if let Err(e) = compile(ll, &obj, level, false).and_then(|()| verify(&obj)) {
            failures.push(format!("{name} (rllc {level}): {e}"));
        }
        let _ = fs::remove_file(&obj);
    }
    failures
}

/// The corpus modules `ll/*.EXT` (`O2g.ll`, `O0g.ll`), in name order.
fn corpus_modules(ext: &str) -> Vec<PathBuf> {
    let dir = rllc_testsuite::testsuite_dir().join("corpus/ll");
    let mut v = rllc_testsuite::files_under(&dir, "ll");
    v.retain(|p| p.to_string_lossy().ends_with(ext));
    v
}

/// Verifies each module of `modules` in parallel and fails listing every error.
fn verify_all(modules: &[PathBuf], test: &str) {
    let work = work_dir(test);
    let failures: Vec<String> = modules
        .par_iter()
        .flat_map(|ll| compile_and_verify(ll, &work))
        .collect();
    let _ = fs::remove_dir_all(&work);
    eprintln!(
        "{test}: {} of {} builds verify",
        2 * modules.len() - failures.len(),
        2 * modules.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn o2g_corpus_debug_info_verifies() {
    if !have_llvm() {
        return;
    }
    verify_all(&corpus_modules(".O2g.ll"), "O2g");
}

#[test]
fn o0g_corpus_debug_info_verifies() {
    if have_llvm() {
        verify_all(&corpus_modules(".O0g.ll"), "O0g");
    }
}

/// Per function (found through the symbol table: all code is in `.text` at -O0), the
/// file:line pairs of the line table's rows that cover code.
fn line_sets(obj: &Path) -> Result<BTreeMap<String, BTreeSet<String>>, String> {
    let nm = run(Command::new("llvm-nm-19")
        .args(["--defined-only", "-S"])
        .arg(obj))?;
    let mut functions = Vec::new();
    for l in nm.lines() {
        let f: Vec<&str> = l.split_whitespace().collect();
        if let [addr, size, kind, name] = f[..] {
            if kind.eq_ignore_ascii_case("t") {
                let start = u64::from_str_radix(addr, 16).unwrap();
                functions.push((start, start + u64::from_str_radix(size, 16).unwrap(), name));
            }
        }
    }
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
            .map_or("(no function)", |f| f.2);
        let file = files.get(&file).copied().unwrap_or("?");
        sets.entry(function.to_string())
            .or_default()
            .insert(format!("{file}:{line}"));
    }
    Ok(sets)
}

/// How `ll`'s line sets from rllc -O0 differ from llc-19 -O0's, one line per function.
fn line_differences(ll: &Path, work: &Path) -> Result<Vec<String>, String> {
    let name = ll.file_name().unwrap().to_string_lossy();
    let sets = |llc: bool| {
        let obj = work.join(format!("{name}.{}.o", if llc { "llc" } else { "rllc" }));
        compile(ll, &obj, "-O0", llc)?;
        let s = line_sets(&obj);
        let _ = fs::remove_file(&obj);
        s
    };
    let (llc, rllc) = (sets(true)?, sets(false)?);
    let empty = BTreeSet::new();
    let functions: BTreeSet<&String> = llc.keys().chain(rllc.keys()).collect();
    let mut diffs = Vec::new();
    for f in functions {
        let (a, b) = (llc.get(f).unwrap_or(&empty), rllc.get(f).unwrap_or(&empty));
        let only = |x: &BTreeSet<String>, y: &BTreeSet<String>| {
            x.difference(y).cloned().collect::<Vec<_>>().join(" ")
        };
        if a != b {
            diffs.push(format!(
                "{name} {f}: only llc: [{}] only rllc: [{}]",
                only(a, b),
                only(b, a)
            ));
        }
    }
    Ok(diffs)
}

#[test]
fn o0g_line_tables_match_llc() {
    if !have_llvm() {
        return;
    }
    let work = work_dir("lines");
    let modules = corpus_modules(".O0g.ll");
    let diffs: Vec<String> = modules
        .par_iter()
        .flat_map(|ll| line_differences(ll, &work).unwrap_or_else(|e| vec![e]))
        .collect();
    let _ = fs::remove_dir_all(&work);
    let explained = |d: &String| KNOWN_LINE_DIFFERENCES.iter().any(|(p, _)| d.contains(p));
    let unexplained: Vec<&str> = diffs
        .iter()
        .filter(|d| !explained(d))
        .map(|d| d.as_str())
        .collect();
    let stale: Vec<&str> = KNOWN_LINE_DIFFERENCES
        .iter()
        .filter(|(p, _)| !diffs.iter().any(|d| d.contains(p)))
        .map(|(p, _)| *p)
        .collect();
    eprintln!(
        "line tables: {} modules, {} known differences",
        modules.len(),
        diffs.len() - unexplained.len()
    );
    assert!(
        unexplained.is_empty() && stale.is_empty(),
        "line tables differ from llc-19's:\n{}\nknown differences no longer found \
         (remove them from KNOWN_LINE_DIFFERENCES): {stale:?}",
        unexplained.join("\n")
    );
}

/// A program built twice from the same clang -O0 -g IR: by rllc -O0 and by llc-19 -O0.
struct Builds {
    rllc: PathBuf,
    llc: PathBuf,
}

fn is_cxx(source: &Path) -> bool {
    source.extension().is_some_and(|e| e == "cpp")
}

/// Where and how the debug tests build programs: clang's extra flags, the linker
/// drivers, and the tools that read the platform's executables.
struct Platform {
    /// Names the platform's files in the work directory.
    name: &'static str,
    clang_flags: &'static [&'static str],
    cc: &'static str,
    cxx: &'static str,
    addr2line: &'static str,
}

/// x86-64 Linux, DWARF 5 (clang's default).
const LINUX: Platform = Platform {
    name: "linux",
    clang_flags: &[],
    cc: "cc",
    cxx: "g++",
    addr2line: "addr2line",
};

/// x86-64 Linux with `-gdwarf-4`.
const LINUX_DWARF4: Platform = Platform {
    name: "dwarf4",
    clang_flags: &["-gdwarf-4"],
    ..LINUX
};

/// x86-64 Linux with the `llvm.dbg.*` intrinsic calls of LLVM before 19 instead of
/// debug records.
const LINUX_INTRINSICS: Platform = Platform {
    name: "intrinsics",
    clang_flags: &["-mllvm", "--write-experimental-debuginfo=false"],
    ..LINUX
};

/// MinGW (x86_64-w64-mingw32): DWARF 4 in COFF.
const MINGW: Platform = Platform {
    name: "mingw",
    clang_flags: &["--target=x86_64-w64-mingw32"],
    cc: "x86_64-w64-mingw32-gcc",
    cxx: "x86_64-w64-mingw32-g++",
    addr2line: "x86_64-w64-mingw32-addr2line",
};

/// Compiles `source` (C, or C++ when it ends in `.cpp`) to `level` -g IR for `platform`
/// in `work`, from the source's directory, so that the IR names the file without a
/// directory.
fn emit_ir(
    source: &Path,
    level: &str,
    platform: &Platform,
    work: &Path,
) -> Result<PathBuf, String> {
    let stem = source.file_stem().unwrap().to_string_lossy();
    let ll = work.join(format!("{stem}{level}g.{}.ll", platform.name));
    run(Command::new(if is_cxx(source) {
        "clang++-19"
    } else {
        "clang-19"
    })
    .current_dir(source.parent().unwrap())
    .args([level, "-g", "-S", "-emit-llvm", "-fdebug-compilation-dir=."])
    .args(platform.clang_flags)
    .arg(source.file_name().unwrap())
    .arg("-o")
    .arg(&ll))?;
    Ok(ll)
}

#[test]
fn cxx_debug_info_verifies() {
    if !have_llvm() {
        return;
    }
    let work = work_dir("cxx");
    let dir = rllc_testsuite::testsuite_dir().join("corpus/cxx");
    let mut failures = Vec::new();
    for name in CXX_PROGRAMS {
        for level in ["-O0", "-O2"] {
            match emit_ir(&dir.join(format!("{name}.cpp")), level, &LINUX, &work) {
                Ok(ll) => failures.extend(compile_and_verify(&ll, &work)),
                Err(e) => failures.push(e),
            }
        }
    }
    let _ = fs::remove_dir_all(&work);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Compiles `source` to -O0 -g IR for `platform` in `work`, and builds and links it both
/// ways (with the C++ driver for C++); both objects must pass `--verify`.
fn build(source: &Path, platform: &Platform, work: &Path) -> Result<Builds, String> {
    let cxx = is_cxx(source);
    let stem = source.file_stem().unwrap().to_string_lossy();
    let ll = emit_ir(source, "-O0", platform, work)?;
    let link = |llc: bool| {
        let suffix = if llc { "llc" } else { "rllc" };
        let obj = work.join(format!("{stem}.{}.{suffix}.o", platform.name));
        let exe = work.join(format!("{stem}.{}.{suffix}", platform.name));
        compile(&ll, &obj, "-O0", llc)?;
        verify(&obj)?;
        run(Command::new(if cxx { platform.cxx } else { platform.cc })
            .arg(&obj)
            .arg("-o")
            .arg(&exe))?;
        Ok::<_, String>(exe)
    };
    Ok(Builds {
        rllc: link(false)?,
        llc: link(true)?,
    })
}

/// gdb's output for the commands in `script` on `exe` (run in `dir`, where the sources
/// are), with addresses, process ids and thread-library messages normalised away.
fn gdb(exe: &Path, script: &Path, dir: &Path) -> Result<String, String> {
    let out = Command::new("gdb")
        .current_dir(dir)
        .args(["-batch", "-nx", "-x"])
        .arg(script)
        .arg(exe)
        .output()
        .map_err(|e| format!("gdb: {e}"))?;
    let text =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    let noise = [
        "[Thread debugging",
        "Using host libthread_db",
        "[Inferior ",
        "warning: Error disabling address space randomization",
    ];
    let mut normal = String::new();
    for l in text
        .lines()
        .filter(|l| !noise.iter().any(|n| l.starts_with(n)))
    {
        // Hex numbers are addresses; the stack and the code lie elsewhere in each build.
        let mut rest = l;
        while let Some(i) = rest.find("0x") {
            normal.push_str(&rest[..i]);
            normal.push_str("ADDR");
            rest = rest[i + 2..].trim_start_matches(|c: char| c.is_ascii_hexdigit());
        }
        normal.push_str(rest);
        normal.push('\n');
    }
    Ok(normal)
}

fn have_gdb() -> bool {
    rllc_testsuite::have_tools(
        &["gdb"],
        "RLLC_REQUIRE_GDB",
        "note: gdb not found; gdb sessions skipped",
    )
}

/// An edit of gdb's output.
type Edit = fn(&str) -> String;

/// Where gdb's output on rllc's builds still differs from llc's: the difference, why, and
/// an edit of both outputs that removes it. The sessions must need every one.
const KNOWN_GDB_DIFFERENCES: &[(&str, &str, Edit)] = &[];

/// Runs `script` on both builds of `source`; fails on a difference that
/// [`KNOWN_GDB_DIFFERENCES`] do not explain. Returns which of those it needed.
fn compare_gdb_sessions(
    source: &Path,
    script: &Path,
    platform: &Platform,
    work: &Path,
) -> Result<Vec<bool>, String> {
    let b = build(source, platform, work)?;
    let dir = source.parent().unwrap();
    let (llc, rllc) = (gdb(&b.llc, script, dir)?, gdb(&b.rllc, script, dir)?);
    if llc.contains("Error in sourced command file") {
        return Err(format!(
            "{}: the session fails on llc's build:\n{llc}",
            script.display()
        ));
    }
    let edited = |text: &str, skip: Option<usize>| {
        let mut t = text.to_string();
        for (k, d) in KNOWN_GDB_DIFFERENCES.iter().enumerate() {
            if skip != Some(k) {
                t = (d.2)(&t);
            }
        }
        t
    };
    if edited(&llc, None) != edited(&rllc, None) {
        return Err(format!(
            "{}: gdb on rllc's build differs from llc-19's\n--- llc-19\n{llc}--- rllc\n{rllc}",
            script.display()
        ));
    }
    Ok((0..KNOWN_GDB_DIFFERENCES.len())
        .map(|k| edited(&llc, Some(k)) != edited(&rllc, Some(k)))
        .collect())
}

#[test]
fn gdb_sessions_match_llc() {
    if !have_llvm() || !have_gdb() {
        return;
    }
    let work = work_dir("gdb");
    let dir = rllc_testsuite::testsuite_dir().join("debug");
    let mut sessions: Vec<(PathBuf, PathBuf)> = rllc_testsuite::files_under(&dir, "c")
        .into_iter()
        .map(|c| (c.with_extension("gdb"), c))
        .collect();
    let cxx = rllc_testsuite::testsuite_dir().join("corpus/cxx/raii_unwind_order.cpp");
    sessions.push((dir.join("raii_unwind_order.gdb"), cxx));
    let mut failures = Vec::new();
    let mut needed = vec![false; KNOWN_GDB_DIFFERENCES.len()];
    for (script, source) in &sessions {
        // Also from the IR of LLVM before 19 (variables through `llvm.dbg.declare`).
        for platform in [&LINUX, &LINUX_INTRINSICS] {
            match compare_gdb_sessions(source, script, platform, &work) {
                Ok(n) => needed.iter_mut().zip(n).for_each(|(a, b)| *a |= b),
                Err(e) => failures.push(e),
            }
        }
    }
    let _ = fs::remove_dir_all(&work);
    for (d, needed) in KNOWN_GDB_DIFFERENCES.iter().zip(needed) {
        if !needed && failures.is_empty() {
            failures.push(format!("known difference no longer found: {}", d.0));
        }
    }
    eprintln!(
        "gdb: {} sessions, each from records and from intrinsics, {} failures",
        sessions.len(),
        failures.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// `addr2line -f` (`platform`'s) on the address of every function with debug
/// information.
fn addr2line(exe: &Path, platform: &Platform) -> Result<String, String> {
    let nm = run(Command::new("llvm-nm-19").args(["--defined-only"]).arg(exe))?;
    let mut names = Vec::new();
    let mut addrs = Vec::new();
    for l in nm.lines() {
        if let [addr, "t" | "T", name] = l.split_whitespace().collect::<Vec<_>>()[..] {
            names.push(name.to_string());
            addrs.push(format!("0x{addr}"));
        }
    }
    let out = run(Command::new(platform.addr2line)
        .arg("-f")
        .arg("-e")
        .arg(exe)
        .args(&addrs))?;
    let lines: Vec<&str> = out.lines().collect();
    Ok(names
        .iter()
        .zip(lines.chunks(2))
        // Addresses without a line (MinGW's addr2line names the nearest unit's file).
        .filter(|(_, l)| l[0] != "??" && !l[1].starts_with("??") && !l[1].ends_with(":?"))
        .map(|(n, l)| format!("{n}: {} {}\n", l[0], l[1]))
        .collect())
}

/// Builds each program of `debug/` for `platform` with rllc and llc-19, and compares
/// what `addr2line` says of every function of the two executables.
fn compare_addr2line(platform: &Platform) {
    let work = work_dir(&format!("addr2line-{}", platform.name));
    let dir = rllc_testsuite::testsuite_dir().join("debug");
    for c in rllc_testsuite::files_under(&dir, "c") {
        let b = build(&c, platform, &work).unwrap();
        let llc = addr2line(&b.llc, platform).unwrap();
        let rllc = addr2line(&b.rllc, platform).unwrap();
        assert!(llc.lines().count() >= 2, "too few functions found:\n{llc}");
        assert_eq!(
            llc,
            rllc,
            "addr2line on {} ({})",
            c.display(),
            platform.name
        );
    }
    let _ = fs::remove_dir_all(&work);
}

#[test]
fn addr2line_names_functions_as_for_llc() {
    if have_llvm()
        && rllc_testsuite::have_tools(
            &["addr2line"],
            "RLLC_REQUIRE_GDB",
            "note: addr2line not found; skipped",
        )
    {
        compare_addr2line(&LINUX);
        compare_addr2line(&LINUX_DWARF4);
    }
}

/// MinGW: DWARF 4 in COFF objects, linked by MinGW's gcc, read by its addr2line.
#[test]
fn mingw_addr2line_names_functions_as_for_llc() {
    if have_llvm()
        && rllc_testsuite::have_tools(
            &[MINGW.cc, MINGW.addr2line],
            "RLLC_REQUIRE_MINGW",
            "note: MinGW not found; skipped",
        )
    {
        compare_addr2line(&MINGW);
    }
}

/// CodeView, which clang asks for with `-g` on MSVC triples, is refused rather than
/// dropped, and no object is written.
#[test]
fn codeview_is_refused() {
    let work = work_dir("codeview");
    let ll = work.join("codeview.ll");
    let obj = work.join("codeview.obj");
    fs::write(
        &ll,
        r#"target triple = "x86_64-pc-windows-msvc"
define i32 @f() !dbg !4 {
  ret i32 0, !dbg !7
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang", emissionKind: FullDebug)
!1 = !DIFile(filename: "a.c", directory: "/tmp")
!2 = !{i32 2, !"CodeView", i32 1}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !5, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DILocation(line: 1, column: 1, scope: !4)
"#,
    )
    .unwrap();
    let err = run(Command::new(rllc()).arg(&ll).arg("-o").arg(&obj)).unwrap_err();
    assert!(
        err.contains("error: unsupported: module flag \"CodeView\""),
        "{err}"
    );
    assert!(!obj.exists());
    let _ = fs::remove_dir_all(&work);
}

/// Code that clang -O2 inlined, compiled by rllc -O2: gdb stops in the inlined function
/// and its backtrace shows the inlined frames with their calls' lines
/// (`DW_TAG_inlined_subroutine`).
#[test]
fn inlined_calls_show_in_backtraces() {
    if !have_llvm() || !have_gdb() {
        return;
    }
    let work = work_dir("inlined");
    let dir = rllc_testsuite::testsuite_dir().join("debug");
    let ll = emit_ir(&dir.join("inlined.c"), "-O2", &LINUX, &work).unwrap();
    let (obj, exe) = (work.join("inlined.o"), work.join("inlined"));
    compile(&ll, &obj, "-O2", false).unwrap();
    verify(&obj).unwrap();
    run(Command::new("cc").arg(&obj).arg("-o").arg(&exe)).unwrap();
    let script = work.join("bt.gdb");
    fs::write(&script, "break helper\nrun > /dev/null\nbt\n").unwrap();
    let out = gdb(&exe, &script, &dir).unwrap();
    let frames: Vec<&str> = out.lines().filter(|l| l.starts_with('#')).collect();
    let expected = [
        ("#0", "helper", "inlined.c:8"),
        ("#1", "twice", "inlined.c:18"),
        ("#2", "main", "inlined.c:25"),
    ];
    assert_eq!(frames.len(), expected.len(), "{out}");
    for (frame, (n, function, line)) in frames.iter().zip(expected) {
        assert!(
            frame.starts_with(n) && frame.contains(function) && frame.ends_with(line),
            "{out}"
        );
    }
    let _ = fs::remove_dir_all(&work);
}

/// A frame of a backtrace: the function, its arguments and then its locals (`name`,
/// `value`), and the number of arguments.
type Frame = (String, Vec<(String, String)>, usize);

/// The frames of each stop in the output of gdb's `bt full` (its `#N` lines and the
/// locals listed under them).
fn stops(session: &str) -> Vec<Vec<Frame>> {
    let mut out: Vec<Vec<Frame>> = Vec::new();
    for l in session.lines() {
        let Some(rest) = l.strip_prefix('#') else {
            // A local of the last frame: `        name = value`.
            let local = l.strip_prefix("        ").and_then(|v| v.split_once(" = "));
            if let (Some((name, value)), Some(frame)) =
                (local, out.last_mut().and_then(|s| s.last_mut()))
            {
                if !name.starts_with(' ') {
                    frame.1.push((name.to_string(), value.to_string()));
                }
            }
            continue;
        };
        if rest.starts_with("0 ") {
            out.push(Vec::new());
        }
        // `#1  ADDR in f (a=1, b=<optimized out>) at x.c:3`
        let rest = rest.split_once(" in ").map_or(rest, |(_, r)| r);
        let rest = rest.trim_start_matches(|c: char| c.is_ascii_digit()).trim();
        let Some((function, args)) = rest.split_once(" (") else {
            continue;
        };
        let args = args.rsplit_once(") at ").map_or(args, |(a, _)| a);
        let args: Vec<(String, String)> = args
            .split(", ")
            .filter_map(|a| a.split_once('='))
            .map(|(n, v)| (n.to_string(), v.to_string()))
            .collect();
        if let Some(stop) = out.last_mut() {
            let n = args.len();
            stop.push((function.to_string(), args, n));
        }
    }
    out
}

/// The functions `ir` defines with the `optnone` attribute (in an attribute group).
fn optnone_functions(ir: &str) -> Vec<String> {
    let groups: Vec<&str> = ir
        .lines()
        .filter(|l| l.starts_with("attributes #") && l.contains(" optnone "))
        .filter_map(|l| l.split_whitespace().nth(1))
        .collect();
    ir.lines()
        .filter(|l| l.starts_with("define "))
        .filter(|l| l.split_whitespace().any(|w| groups.contains(&w)))
        .filter_map(|l| l.split('@').nth(1)?.split('(').next().map(str::to_string))
        .collect()
}

/// Builds `ll` (clang -O2 -g IR of a program in `dir`) with rllc -O2 and llc-19 -O2,
/// stops at the first instruction of every function it defines, up to 40 times, and
/// compares the variables of the backtraces (`bt full`): the arguments of every frame and
/// the locals of the callers (which are at their calls, the same point in both builds).
/// Where rllc's build shows a value, it must be llc's (a value gdb cannot find is
/// acceptable, a wrong one is not). Returns the number of values compared, or the
/// differences.
fn compare_o2_arguments(ll: &Path, dir: &Path, work: &Path) -> Result<usize, String> {
    let stem = ll.file_name().unwrap().to_string_lossy().to_string();
    let script = work.join(format!("{stem}.gdb"));
    let ir = fs::read_to_string(ll).map_err(|e| e.to_string())?;
    let mut text = String::from("set pagination off\n");
    for l in ir.lines().filter(|l| l.starts_with("define ")) {
        if let Some(name) = l.split('@').nth(1).and_then(|n| n.split('(').next()) {
            text.push_str(&format!("break *{name}\n"));
        }
    }
    text.push_str("run > /dev/null\n");
    text.push_str(&"bt full\ncontinue\n".repeat(40));
    fs::write(&script, text).unwrap();
    let mut sessions = Vec::new();
    for llc in [true, false] {
        let (obj, exe) = (
            work.join(format!("{stem}.{llc}.o")),
            work.join(format!("{stem}.{llc}")),
        );
        compile(ll, &obj, "-O2", llc)?;
        // Programs that need more than the C library and libm are left out.
        if run(Command::new("cc").arg(&obj).arg("-o").arg(&exe).arg("-lm")).is_err() {
            return Ok(0);
        }
        sessions.push(stops(&gdb(&exe, &script, dir)?));
    }
    let (llc, rllc) = (&sessions[0], &sessions[1]);
    let optnone = optnone_functions(&ir);
    let mut compared = 0;
    let mut wrong = Vec::new();
    // Stops are compared while both builds stop in the same functions (a function whose
    // code llc duplicated has more breakpoint locations there).
    for (n, (a, b)) in llc.iter().zip(rllc).enumerate() {
        let names = |s: &Vec<Frame>| s.iter().map(|f| f.0.clone()).collect::<Vec<_>>();
        if names(a) != names(b) {
            break;
        }
        for (depth, ((function, llc_vars, args), (_, rllc_vars, _))) in a.iter().zip(b).enumerate()
        {
            for (k, ((name, expected), (other, got))) in llc_vars.iter().zip(rllc_vars).enumerate()
            {
                // The innermost frame's locals depend on where each build stops; the
                // callers' are at their calls, the same point in both. Multi-line values
                // (structs, arrays) are left out. An optnone function's arguments live in
                // stack slots its first instructions fill: at its first instruction both
                // builds show whatever the stack held.
                if name != other || (depth == 0 && (k >= *args || optnone.contains(function))) {
                    break;
                }
                let unknown = |v: &str| v == "<optimized out>" || v.starts_with("<error");
                if unknown(got) || unknown(expected) || got.starts_with('{') {
                    continue;
                }
                compared += 1;
                if got != expected {
                    wrong.push(format!(
                        "{stem}: stop {n}, {function}: {name} = {got}, llc-19's build says {expected}"
                    ));
                }
            }
        }
    }
    if wrong.is_empty() {
        Ok(compared)
    } else {
        Err(wrong.join("\n"))
    }
}

/// Variables in registers at -O2 (location lists from `#dbg_value`): the arguments gdb
/// shows in backtraces of rllc -O2 builds of clang -O2 -g IR are llc-19's.
#[test]
fn o2_argument_values_agree_with_llc() {
    if !have_llvm() || !have_gdb() {
        return;
    }
    let work = work_dir("o2-values");
    let debug = rllc_testsuite::testsuite_dir().join("debug");
    let mut programs: Vec<(PathBuf, PathBuf)> = Vec::new();
    for c in rllc_testsuite::files_under(&debug, "c") {
        for platform in [&LINUX, &LINUX_INTRINSICS] {
            let ll = emit_ir(&c, "-O2", platform, &work).unwrap();
            programs.push((ll, debug.clone()));
        }
    }
    // Every 5th corpus program.
    for ll in corpus_modules(".O2g.ll").into_iter().step_by(5) {
        programs.push((ll, work.clone()));
    }
    let results: Vec<Result<usize, String>> = programs
        .par_iter()
        .map(|(ll, dir)| compare_o2_arguments(ll, dir, &work))
        .collect();
    let _ = fs::remove_dir_all(&work);
    let compared: usize = results.iter().filter_map(|r| r.as_ref().ok()).sum();
    let failures: Vec<&String> = results.iter().filter_map(|r| r.as_ref().err()).collect();
    eprintln!(
        "o2 argument values: {} programs, {compared} values compared, {} failures",
        programs.len(),
        failures.len()
    );
    assert!(
        failures.is_empty(),
        "{}",
        failures
            .iter()
            .map(|f| f.as_str())
            .collect::<Vec<_>>()
            .join("\n")
    );
    assert!(compared >= 20, "too few values compared: {compared}");
}
