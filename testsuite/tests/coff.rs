//! COFF checks: an MSVC-triple program (`testsuite/coff/msvc_program.ll`) and MinGW corpus
//! programs compiled by rllc must carry a `.pdata`/`.xdata` entry for every function that
//! sets up a frame, as llc-19's objects do (`llvm-readobj-19 --unwind`), prologues of
//! each shape the Windows unwinder knows, and the expected `.drectve` directives; the
//! MSVC object must link with `lld-link-19` (against MinGW's msvcrt/kernel32 import
//! libraries and stubs of `__chkstk` and `_fltused`) and run under wine, and so must an
//! MSVC program with stack protectors (with stubs of `__security_cookie` and
//! `__security_check_cookie`), whose overflow must fail the cookie check; a MinGW program
//! calling `x86_64_sysvcc` functions must run under wine as llc-19's build does. Each
//! check is skipped with a message when its tools are missing (`RLLC_REQUIRE_LLVM=1`
//! makes missing LLVM tools a failure).

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// What the MSVC runtime defines and MinGW's import libraries lack: `__chkstk`, which
/// probes each page from rsp down to rsp - rax and preserves every register, and
/// `_fltused`, which objects using floating point refer to.
const MSVC_STUBS: &str = "\t.data\n\t.globl\t_fltused\n_fltused:\n\t.long\t0x9875\n\
\t.text\n\t.globl\t__chkstk\n__chkstk:\n\tpushq\t%rcx\n\tpushq\t%rax\n\
\tleaq\t24(%rsp), %rcx\n1:\tcmpq\t$0x1000, %rax\n\tjb\t2f\n\tsubq\t$0x1000, %rcx\n\
\torq\t$0, (%rcx)\n\tsubq\t$0x1000, %rax\n\tjmp\t1b\n2:\tsubq\t%rax, %rcx\n\
\torq\t$0, (%rcx)\n\tpopq\t%rax\n\tpopq\t%rcx\n\tretq\n";

/// MinGW's import libraries, which lld-link also reads.
const MINGW_LIB: &str = "/usr/x86_64-w64-mingw32/lib";

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

/// Compiles `ll` for `triple` into `out` with rllc and options `opts`.
fn compile(ll: &Path, triple: &str, opts: &[&str], out: &Path) {
    let o = Command::new(rllc_testsuite::rllc_binary())
        .args(opts)
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

/// Number of `.pdata` entries (RUNTIME_FUNCTIONs) of an object.
fn runtime_functions(obj: &Path) -> usize {
    readobj(&["--unwind"], obj).matches("StartAddress:").count()
}

/// The unwind codes `llvm-readobj --unwind` lists for function `name`.
fn unwind_codes(dump: &str, name: &str) -> String {
    let start = dump
        .find(&format!("StartAddress: {name} "))
        .unwrap_or_else(|| panic!("no unwind entry for {name}:\n{dump}"));
    let rest = &dump[start..];
    let end = rest[1..]
        .find("StartAddress:")
        .map_or(rest.len(), |e| e + 1);
    rest[..end].to_string()
}

#[test]
fn unwind_tables_as_llc_writes_them() {
    for tool in ["llvm-readobj-19", "llc-19"] {
        if !rllc_testsuite::have_tool(tool) {
            return skip_llvm(tool);
        }
    }
    let ts = rllc_testsuite::testsuite_dir();
    let msvc = ts.join("coff/msvc_program.ll");
    let mut inputs = vec![(msvc.clone(), "x86_64-pc-windows-msvc")];
    for name in ["aho_corasick_search", "varargs_basic", "struct_byval_sizes"] {
        inputs.push((
            ts.join(format!("corpus/mingw/ll/{name}.O0.ll")),
            "x86_64-w64-mingw32",
        ));
    }
    let work = work_dir("unwind");
    let obj = work.join("t.obj");
    let reference = work.join("llc.obj");
    // At -O0 every function that sets up a frame has an entry, as with llc.
    for (ll, triple) in &inputs {
        compile(ll, triple, &["-O0"], &obj);
        let st = Command::new("llc-19")
            .args(["-O0", "-filetype=obj"])
            .arg(format!("-mtriple={triple}"))
            .arg(ll)
            .arg("-o")
            .arg(&reference)
            .status()
            .unwrap();
        assert!(st.success(), "llc-19 failed on {}", ll.display());
        assert_eq!(
            runtime_functions(&obj),
            runtime_functions(&reference),
            "{}: RUNTIME_FUNCTION entries",
            ll.display()
        );
    }
    // The shapes of the MSVC program's prologues at -O2: a frame pointer set last for
    // the variable-length array, a large allocation, SSE registers saved. The IR is
    // clang -O0's: without `optnone`, so that its functions get the -O2 code.
    let optimisable = work.join("msvc_program.ll");
    let text = std::fs::read_to_string(&msvc).unwrap();
    std::fs::write(&optimisable, text.replace(" optnone", "")).unwrap();
    compile(&optimisable, "x86_64-pc-windows-msvc", &["-O2"], &obj);
    let dump = readobj(&["--unwind"], &obj);
    assert!(
        unwind_codes(&dump, "vla").contains("SET_FPREG reg=RBP"),
        "{dump}"
    );
    assert!(
        unwind_codes(&dump, "big_frame").contains("ALLOC_LARGE"),
        "{dump}"
    );
    assert!(
        unwind_codes(&dump, "poly").contains("SAVE_XMM128 reg=XMM6"),
        "{dump}"
    );
    let directives = readobj(&["--coff-directives"], &obj);
    assert!(
        directives.contains("/EXPORT:exported_counter,DATA"),
        "{directives}"
    );
    let _ = std::fs::remove_dir_all(&work);
}

/// Links the MSVC-triple object `obj` with `MSVC_STUBS` and `extra_stubs` (assembled by
/// llvm-mc-19) and MinGW's msvcrt/kernel32 import libraries into `work/p.exe` with
/// lld-link-19 and runs it under wine; `None` (after saying why) when a tool or the
/// libraries are missing.
fn link_msvc_and_run(work: &Path, obj: &Path, extra_stubs: &str) -> Option<Output> {
    for tool in ["lld-link-19", "llvm-mc-19"] {
        if !rllc_testsuite::have_tool(tool) {
            skip_llvm(tool);
            return None;
        }
    }
    let libs = Path::new(MINGW_LIB);
    if !libs.join("libmsvcrt.a").exists() {
        eprintln!("skipped: no MinGW import libraries in {MINGW_LIB} (install mingw-w64)");
        return None;
    }
    let stub = work.join("stubs.s");
    std::fs::write(&stub, format!("{MSVC_STUBS}{extra_stubs}")).unwrap();
    let stub_obj = work.join("stubs.obj");
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
        .arg(obj)
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
    if !rllc_testsuite::have_tool("wine") {
        eprintln!("linked; not run: wine is not installed");
        return None;
    }
    let run = Command::new("wine")
        .arg(&exe)
        .env("WINEDEBUG", "-all")
        .stdin(Stdio::null())
        .output()
        .unwrap();
    Some(run)
}

#[test]
fn msvc_objects_link_with_lld_link_and_run() {
    let work = work_dir("lld-link");
    let obj = work.join("p.obj");
    compile(
        &rllc_testsuite::testsuite_dir().join("coff/msvc_program.ll"),
        "x86_64-pc-windows-msvc",
        &[],
        &obj,
    );
    let Some(run) = link_msvc_and_run(&work, &obj, "") else {
        return;
    };
    // msvcrt's stdout is in text mode: "\n" comes out as "\r\n".
    assert_eq!(
        String::from_utf8_lossy(&run.stdout),
        "5 6 7 610 42 101 7.0 10003 1996.00\r\n"
    );
    assert_eq!(run.status.code(), Some(3));
    let _ = std::fs::remove_dir_all(&work);
}

/// MSVC's `__security_cookie` and `__security_check_cookie`, as stubs: the check returns
/// when rcx holds the cookie and otherwise exits with status 77.
const SECURITY_COOKIE_STUBS: &str = "\t.data\n\t.globl\t__security_cookie\n\
__security_cookie:\n\t.quad\t0x2b992ddfa232\n\t.text\n\t.globl\t__security_check_cookie\n\
__security_check_cookie:\n\tcmpq\t__security_cookie(%rip), %rcx\n\tjne\t1f\n\tretq\n\
1:\tsubq\t$40, %rsp\n\tmovl\t$77, %ecx\n\tcallq\t*__imp_ExitProcess(%rip)\n";

/// The stack protector on MSVC targets (`testsuite/coff/msvc_stack_protector.c`, clang-19
/// -fstack-protector-strong IR at -O0 and -O2, rllc at -O0 and -O2): the canary is
/// `__security_cookie` XORed with the frame register, values come back unharmed, and the
/// overflow reaches `__security_check_cookie` with a wrong canary (exit status 77).
#[test]
fn msvc_stack_protector_checks_the_security_cookie() {
    let work = work_dir("msvc-ssp");
    let obj = work.join("p.obj");
    for ir in ["O0", "O2"] {
        for level in ["-O0", "-O2"] {
            let ll = format!("coff/msvc_stack_protector.{ir}.ll");
            compile(
                &rllc_testsuite::testsuite_dir().join(ll),
                "x86_64-pc-windows-msvc",
                &[level],
                &obj,
            );
            let Some(run) = link_msvc_and_run(&work, &obj, SECURITY_COOKIE_STUBS) else {
                return;
            };
            assert_eq!(
                String::from_utf8_lossy(&run.stdout),
                "19 3\r\n",
                "{ir} {level}"
            );
            assert_eq!(run.status.code(), Some(77), "{ir} {level}");
        }
    }
    let _ = std::fs::remove_dir_all(&work);
}

/// `x86_64_sysvcc` functions in a MinGW program (`testsuite/coff/sysv_on_windows.ll`:
/// System V registers and stack arguments, a System V `va_list`, values live across the
/// calls in registers only Win64 preserves), built at -O0 and -O2, linked by
/// `x86_64-w64-mingw32-gcc` and run under wine; the output is llc-19's build's.
#[test]
fn sysv_functions_on_windows_run_under_wine() {
    if !rllc_testsuite::have_tool("x86_64-w64-mingw32-gcc") || !rllc_testsuite::have_tool("wine") {
        eprintln!("skipped: x86_64-w64-mingw32-gcc or wine is not installed");
        return;
    }
    let work = work_dir("sysv");
    let ll = rllc_testsuite::testsuite_dir().join("coff/sysv_on_windows.ll");
    for level in ["-O0", "-O2"] {
        let obj = work.join("p.o");
        let exe = work.join("p.exe");
        compile(&ll, "x86_64-w64-mingw32", &[level], &obj);
        let run = link_mingw_and_run(&obj, &exe);
        assert_eq!(
            String::from_utf8_lossy(&run.stdout).replace("\r\n", "\n"),
            "ints 204\nfloats 118\nvarsum 153.75\nlive 441\nflive 410\n",
            "rllc {level}"
        );
        assert_eq!(run.status.code(), Some(0), "rllc {level}");
    }
    let _ = std::fs::remove_dir_all(&work);
}

/// Links `obj` into `exe` with MinGW's gcc and runs it under wine.
fn link_mingw_and_run(obj: &Path, exe: &Path) -> Output {
    let st = Command::new("x86_64-w64-mingw32-gcc")
        .arg(obj)
        .arg("-o")
        .arg(exe)
        .status()
        .unwrap();
    assert!(st.success(), "x86_64-w64-mingw32-gcc failed");
    Command::new("wine")
        .arg(exe)
        .env("WINEDEBUG", "-all")
        .stdin(Stdio::null())
        .output()
        .unwrap()
}

/// Retpolines on MinGW: a program from clang-19 `-mretpoline` IR (-O0 and -O2), built by
/// rllc at -O0 and -O2, calls and tail-calls through `__llvm_retpoline_r11` (its only
/// indirect branches) and runs under wine as clang's build does (prints 807).
#[test]
fn mingw_retpoline_program_runs_under_wine() {
    if !rllc_testsuite::have_tool("x86_64-w64-mingw32-gcc") || !rllc_testsuite::have_tool("wine") {
        eprintln!("skipped: x86_64-w64-mingw32-gcc or wine is not installed");
        return;
    }
    let work = work_dir("retpoline");
    for ir in ["O0", "O2"] {
        let ll = rllc_testsuite::testsuite_dir().join(format!("coff/retpoline_mingw.{ir}.ll"));
        for level in ["-O0", "-O2"] {
            let obj = work.join("p.o");
            let exe = work.join("p.exe");
            compile(&ll, "x86_64-w64-mingw32", &[level], &obj);
            if rllc_testsuite::have_tool("llvm-objdump-19") {
                let dis = Command::new("llvm-objdump-19")
                    .args(["-d", "--no-show-raw-insn"])
                    .arg(&obj)
                    .output()
                    .unwrap();
                let dis = String::from_utf8_lossy(&dis.stdout);
                assert!(dis.contains("<__llvm_retpoline_r11>:"), "{ir} {level}");
                // No indirect call or jump (the thunk's are direct).
                assert!(
                    !dis.contains("callq\t*") && !dis.contains("jmpq\t*"),
                    "{ir} {level}: an indirect branch outside the thunk"
                );
            }
            let run = link_mingw_and_run(&obj, &exe);
            assert_eq!(
                String::from_utf8_lossy(&run.stdout).replace("\r\n", "\n"),
                "807\n",
                "{ir} IR, rllc {level}"
            );
        }
    }
    let _ = std::fs::remove_dir_all(&work);
}

/// Realigned frames on Windows (`testsuite/coff/realign.ll`, MinGW and MSVC): the unwind
/// information of each function, its codes without their prologue offsets (rllc encodes
/// `sub rsp, imm32` where llc takes imm8), is llc-19's: frame register rbp at llc's
/// offset (at most 128), the allocation and the pushes.
#[test]
fn realigned_frames_unwind_as_llc() {
    for tool in ["llvm-readobj-19", "llc-19"] {
        if !rllc_testsuite::have_tool(tool) {
            return skip_llvm(tool);
        }
    }
    let ll = rllc_testsuite::testsuite_dir().join("coff/realign.ll");
    let work = work_dir("realign");
    let obj = work.join("t.obj");
    let reference = work.join("llc.obj");
    // The unwind entries as `(function, codes)`, without code offsets and addresses.
    let entries = |obj: &Path| {
        let dump = readobj(&["--unwind"], obj);
        ["realign", "as64", "big", "as32_big"]
            .iter()
            .map(|f| {
                let codes = unwind_codes(&dump, f)
                    .lines()
                    .filter(|l| {
                        l.contains("Frame") || l.contains("UWOP") || l.trim().starts_with("0x")
                    })
                    .filter(|l| !l.contains("Address"))
                    .map(|l| l.trim().split_once(": ").map_or(l, |(_, c)| c).to_string())
                    .collect::<Vec<_>>();
                (f.to_string(), codes)
            })
            .collect::<Vec<_>>()
    };
    for triple in ["x86_64-w64-mingw32", "x86_64-pc-windows-msvc"] {
        for level in ["-O0", "-O2"] {
            compile(&ll, triple, &[level], &obj);
            let st = Command::new("llc-19")
                .args([level, "-filetype=obj"])
                .arg(format!("-mtriple={triple}"))
                .arg(&ll)
                .arg("-o")
                .arg(&reference)
                .status()
                .unwrap();
            assert!(st.success(), "llc-19 failed");
            let ours = entries(&obj);
            assert!(
                ours.iter()
                    .all(|(_, c)| c.iter().any(|l| l.contains("SET_FPREG reg=RBP"))),
                "{ours:#?}"
            );
            assert_eq!(ours, entries(&reference), "{triple} {level}");
        }
    }
    let _ = std::fs::remove_dir_all(&work);
}

/// Stack realignment on MinGW: a program from clang-19 `-mstackrealign` IR (-O0 and -O2:
/// stack arguments, a 32-byte aligned array, SSE registers saved before the realignment),
/// built by rllc at -O0 and -O2, runs under wine as clang's build does (prints 1379).
#[test]
fn mingw_realigned_program_runs_under_wine() {
    if !rllc_testsuite::have_tool("x86_64-w64-mingw32-gcc") || !rllc_testsuite::have_tool("wine") {
        eprintln!("skipped: x86_64-w64-mingw32-gcc or wine is not installed");
        return;
    }
    let work = work_dir("realign-run");
    for ir in ["O0", "O2"] {
        let ll = rllc_testsuite::testsuite_dir().join(format!("coff/realign_mingw.{ir}.ll"));
        for level in ["-O0", "-O2"] {
            let obj = work.join("p.o");
            let exe = work.join("p.exe");
            compile(&ll, "x86_64-w64-mingw32", &[level], &obj);
            let run = link_mingw_and_run(&obj, &exe);
            assert_eq!(
                String::from_utf8_lossy(&run.stdout).replace("\r\n", "\n"),
                "1379\n",
                "{ir} IR, rllc {level}"
            );
        }
    }
    let _ = std::fs::remove_dir_all(&work);
}
