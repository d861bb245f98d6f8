//! COFF checks: an MSVC-triple program (`testsuite/coff/msvc_program.ll`) and MinGW corpus
//! programs compiled by rllc must carry a `.pdata`/`.xdata` entry for every function
//! (`llvm-readobj-19 --unwind`) and the expected `.drectve` directives; the MSVC object
//! must link with `lld-link-19` (against MinGW's msvcrt/kernel32 import libraries and a
//! `__chkstk` stub) and run under wine. Each check is skipped with a message when its
//! tools are missing (`RLLC_REQUIRE_LLVM=1` makes missing LLVM tools a failure).

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// `__chkstk` as the MSVC runtime defines it: probes each page from rsp down to
/// rsp - rax, preserves every register.
const CHKSTK: &str = "\t.text\n\t.globl\t__chkstk\n__chkstk:\n\tpushq\t%rcx\n\tpushq\t%rax\n\
\tleaq\t24(%rsp), %rcx\n1:\tcmpq\t$0x1000, %rax\n\tjb\t2f\n\tsubq\t$0x1000, %rcx\n\
\torq\t$0, (%rcx)\n\tsubq\t$0x1000, %rax\n\tjmp\t1b\n2:\tsubq\t%rax, %rcx\n\
\torq\t$0, (%rcx)\n\tpopq\t%rax\n\tpopq\t%rcx\n\tretq\n";

/// MinGW's import libraries, which lld-link also reads.
const MINGW_LIB: &str = "/usr/x86_64-w64-mingw32/lib";

fn have(tool: &str) -> bool {
    Command::new(tool)
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

fn skip_llvm(what: &str) {
    assert!(
        std::env::var_os("RLLC_REQUIRE_LLVM").is_none(),
        "RLLC_REQUIRE_LLVM is set but {what} is missing"
    );
    eprintln!("skipped: {what} is not installed");
}

fn work_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("rllc-coff-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Compiles `ll` for `triple` into `out` with rllc.
fn compile(ll: &Path, triple: &str, out: &Path) {
    let o = Command::new(rllc_testsuite::rllc_binary())
        .arg(format!("-mtriple={triple}"))
        .arg(ll)
        .arg("-o")
        .arg(out)
        .output()
        .unwrap();
    assert!(
        o.status.success(),
        "rllc {}: {}",
        ll.display(),
        String::from_utf8_lossy(&o.stderr)
    );
}

fn readobj(args: &[&str], obj: &Path) -> String {
    let o = Command::new("llvm-readobj-19")
        .args(args)
        .arg(obj)
        .output()
        .unwrap();
    assert!(
        o.status.success(),
        "llvm-readobj-19 failed on {}",
        obj.display()
    );
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// Number of function definitions in an IR file.
fn defined_functions(ll: &Path) -> usize {
    std::fs::read_to_string(ll)
        .unwrap()
        .lines()
        .filter(|l| l.starts_with("define "))
        .count()
}

#[test]
fn unwind_tables_cover_every_function() {
    if !have("llvm-readobj-19") {
        return skip_llvm("llvm-readobj-19");
    }
    let ts = rllc_testsuite::testsuite_dir();
    let mut inputs = vec![(ts.join("coff/msvc_program.ll"), "x86_64-pc-windows-msvc")];
    for name in ["aho_corasick_search", "float_printf_formats", "varargs_sum"] {
        let ll = ts.join(format!("corpus/mingw/ll/{name}.O0.ll"));
        if ll.exists() {
            inputs.push((ll, "x86_64-w64-mingw32"));
        }
    }
    let work = work_dir("unwind");
    for (ll, triple) in &inputs {
        let obj = work.join("t.obj");
        compile(ll, triple, &obj);
        let dump = readobj(&["--unwind"], &obj);
        let entries = dump.matches("StartAddress:").count();
        assert_eq!(
            entries,
            defined_functions(ll),
            "{}: RUNTIME_FUNCTION entries:\n{dump}",
            ll.display()
        );
        // Every prologue establishes rbp as the frame register after its pushes.
        assert_eq!(
            dump.matches("SET_FPREG reg=RBP").count(),
            entries,
            "{}:\n{dump}",
            ll.display()
        );
    }
    let obj = work.join("t.obj");
    compile(&inputs[0].0, inputs[0].1, &obj);
    let directives = readobj(&["--coff-directives"], &obj);
    assert!(
        directives.contains("/EXPORT:exported_counter,DATA"),
        "{directives}"
    );
    let _ = std::fs::remove_dir_all(&work);
}

#[test]
fn msvc_objects_link_with_lld_link_and_run() {
    for tool in ["lld-link-19", "llvm-mc-19"] {
        if !have(tool) {
            return skip_llvm(tool);
        }
    }
    let libs = Path::new(MINGW_LIB);
    if !libs.join("libmsvcrt.a").exists() {
        eprintln!("skipped: no MinGW import libraries in {MINGW_LIB} (install mingw-w64)");
        return;
    }
    let work = work_dir("lld-link");
    let obj = work.join("p.obj");
    compile(
        &rllc_testsuite::testsuite_dir().join("coff/msvc_program.ll"),
        "x86_64-pc-windows-msvc",
        &obj,
    );
    let stub = work.join("chkstk.s");
    std::fs::write(&stub, CHKSTK).unwrap();
    let stub_obj = work.join("chkstk.obj");
    let st = Command::new("llvm-mc-19")
        .args(["-triple=x86_64-pc-windows-msvc", "-filetype=obj"])
        .arg(&stub)
        .arg("-o")
        .arg(&stub_obj)
        .status()
        .unwrap();
    assert!(st.success(), "llvm-mc-19 failed");
    let exe = work.join("p.exe");
    let o = Command::new("lld-link-19")
        .args(["/entry:mainCRTStartup", "/subsystem:console"])
        .arg(format!("/out:{}", exe.display()))
        .arg(&obj)
        .arg(&stub_obj)
        .arg(libs.join("libmsvcrt.a"))
        .arg(libs.join("libkernel32.a"))
        .output()
        .unwrap();
    assert!(
        o.status.success(),
        "lld-link-19: {}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    );
    if !have("wine") {
        eprintln!("linked; not run: wine is not installed");
        return;
    }
    let run = Command::new("wine")
        .arg(&exe)
        .env("WINEDEBUG", "-all")
        .stdin(Stdio::null())
        .output()
        .unwrap();
    // msvcrt's stdout is in text mode: "\n" comes out as "\r\n".
    assert_eq!(
        String::from_utf8_lossy(&run.stdout),
        "5 6 7 610 42 101 7.0\r\n"
    );
    assert_eq!(run.status.code(), Some(3));
    let _ = std::fs::remove_dir_all(&work);
}
