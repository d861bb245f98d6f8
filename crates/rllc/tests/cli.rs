//! `rllc`'s command line as build systems drive it, side by side with llc-19 where the
//! machine has it (skipped otherwise, unless `RLLC_REQUIRE_LLVM=1`): repeated options,
//! llc's code-generation options, -mcpu/-mattr, triples, -filetype=null, bitcode input,
//! and output files (symbolic links, concurrent writers, failures, read-only
//! directories).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const RLLC: &str = env!("CARGO_BIN_EXE_rllc");

const IR: &str = r#"
@data = global i32 5
@bss = global i32 0
@ro = constant [3 x i32] [i32 1, i32 2, i32 3]
@rorel = constant ptr @data
@tls = thread_local global i32 1
@str = private unnamed_addr constant [6 x i8] c"hello\00"

declare i32 @puts(ptr)

define i32 @f(i32 %x) {
  %y = add i32 %x, 1
  %c = call i32 @puts(ptr @str)
  %t = load i32, ptr @tls
  %s = add i32 %y, %t
  ret i32 %s
}

define internal i32 @g(i32 %x) #0 {
  ret i32 %x
}

attributes #0 = { "frame-pointer"="none" }
"#;

/// A fresh directory for one test.
fn dir(test: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("rllc-cli-{}-{test}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// `IR` written into `d`.
fn ir(d: &Path) -> PathBuf {
    let p = d.join("in.ll");
    std::fs::write(&p, IR).unwrap();
    p
}

fn rllc(args: &[&str]) -> Output {
    Command::new(RLLC).args(args).output().unwrap()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// Whether LLVM 19 tool `tool` is here (a test that needs it is skipped if not, unless
/// `RLLC_REQUIRE_LLVM=1`).
fn have(tool: &str) -> bool {
    let found = Command::new(tool).arg("--version").output().is_ok();
    if !found && std::env::var_os("RLLC_REQUIRE_LLVM").is_some_and(|v| v == "1") {
        panic!("{tool} is not installed");
    }
    found
}

/// Compiles `IR` with `args` into `out` and returns the object's bytes.
fn compile(d: &Path, args: &[&str], out: &str) -> Vec<u8> {
    compile_file(d, &ir(d), args, out)
}

/// Compiles `input` with `args` into `out` (in `d`) and returns the object's bytes.
fn compile_file(d: &Path, input: &Path, args: &[&str], out: &str) -> Vec<u8> {
    let out = d.join(out);
    let o = Command::new(RLLC)
        .args(args)
        .arg(input)
        .arg("-o")
        .arg(&out)
        .output()
        .unwrap();
    assert!(o.status.success(), "rllc {args:?}: {}", stderr(&o));
    std::fs::read(out).unwrap()
}

#[test]
fn repeated_options_take_the_last_value() {
    let d = dir("repeat");
    let linux = ["-mtriple=x86_64-linux-gnu"];
    let o2 = compile(&d, &[&linux[..], &["-O2"]].concat(), "o2.o");
    let o0 = compile(&d, &[&linux[..], &["-O0"]].concat(), "o0.o");
    assert_ne!(o0, o2);
    assert_eq!(
        compile(&d, &[&linux[..], &["-O0", "-O2"]].concat(), "a.o"),
        o2
    );
    assert_eq!(
        compile(
            &d,
            &[
                "-mtriple=x86_64-apple-macosx",
                "-mtriple=x86_64-linux-gnu",
                "-O2"
            ],
            "b.o"
        ),
        o2
    );
    assert_eq!(
        compile(
            &d,
            &[
                "-filetype=null",
                "--filetype=obj",
                "-O2",
                "-mtriple=x86_64-linux-gnu"
            ],
            "c.o"
        ),
        o2
    );
}

#[test]
fn unknown_single_dash_options_are_named_whole() {
    let o = rllc(&["-function-sectionz", "x.ll"]);
    assert_eq!(o.status.code(), Some(1));
    let e = stderr(&o);
    assert!(e.contains("'--function-sectionz'"), "{e}");
    assert!(!e.contains("'-f'"), "{e}");
}

/// llc's options that change nothing for rllc: accepted, listed in --help, and the object
/// is the same.
#[test]
fn options_without_effect() {
    let d = dir("noeffect");
    let plain = compile(&d, &["-mtriple=x86_64-linux-gnu"], "plain.o");
    let help = String::from_utf8_lossy(&rllc(&["--help"]).stdout).into_owned();
    for opt in [
        "-x86-asm-syntax=intel",
        "-asm-verbose",
        "-emit-call-site-info",
        "-debugger-tune=gdb",
        "-exception-model=dwarf",
        "-float-abi=hard",
        "-enable-unsafe-fp-math",
        "-stats",
        "-verify-machineinstrs",
        "-fast-isel",
        "-fast-isel=false",
        "-pass-remarks=.*",
        "-pass-remarks-missed=.*",
        "-pass-remarks-analysis=.*",
    ] {
        let obj = compile(&d, &["-mtriple=x86_64-linux-gnu", opt], "x.o");
        assert_eq!(obj, plain, "{opt}");
        let name = opt[1..].split('=').next().unwrap();
        assert!(help.contains(&format!("--{name}")), "--help lacks {name}");
    }
    for documented in [
        "--function-sections",
        "--data-sections",
        "--unique-section-names",
        "--frame-pointer",
        "--mcpu",
        "--mattr",
        "llc writes `.s`",
    ] {
        assert!(help.contains(documented), "--help lacks {documented}");
    }
}

/// `-dwarf-version` sets the version of the debug information over the module's
/// `"Dwarf Version"`, as llc's does.
#[test]
fn dwarf_version_overrides_the_module_flag() {
    if !have("llvm-dwarfdump-19") {
        return;
    }
    let d = dir("dwarfversion");
    let input = d.join("debug.ll");
    std::fs::write(
        &input,
        r#"target triple = "x86_64-unknown-linux-gnu"
define i32 @f() !dbg !4 {
  ret i32 0, !dbg !7
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang", emissionKind: FullDebug)
!1 = !DIFile(filename: "a.c", directory: "/tmp")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !5, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DILocation(line: 1, column: 1, scope: !4)
"#,
    )
    .unwrap();
    let version = |args: &[&str]| {
        compile_file(&d, &input, args, "debug.o");
        let o = Command::new("llvm-dwarfdump-19")
            .arg("--debug-info")
            .arg(d.join("debug.o"))
            .output()
            .unwrap();
        let text = String::from_utf8_lossy(&o.stdout).into_owned();
        let v = text.split("version = 0x").nth(1).unwrap_or_default();
        u16::from_str_radix(&v[..4.min(v.len())], 16).unwrap_or(0)
    };
    assert_eq!(version(&[]), 5);
    assert_eq!(version(&["-dwarf-version=4"]), 4);
    assert_eq!(version(&["-dwarf-version=2"]), 2);
    let o = rllc(&["-dwarf-version=6", input.to_str().unwrap()]);
    assert!(!o.status.success());
}

#[test]
fn unsupported_options_are_refused_by_name() {
    let d = dir("refused");
    let input = ir(&d);
    let input = input.to_str().unwrap();
    for opt in [
        "-split-dwarf-file=x.dwo",
        "-emulated-tls",
        "-print-after-all",
        "-stop-after=isel",
        "-pass-remarks-output=r.yaml",
    ] {
        let o = rllc(&[opt, input, "-o", d.join("x.o").to_str().unwrap()]);
        let name = opt[1..].split('=').next().unwrap();
        assert_eq!(o.status.code(), Some(1), "{opt}");
        assert!(
            stderr(&o).contains(&format!("option -{name} is not supported")),
            "{opt}: {}",
            stderr(&o)
        );
    }
    for (opt, msg) in [
        ("-code-model=medium", "unsupported: -code-model=medium"),
        ("-code-model=large", "unsupported: -code-model=large"),
        ("-code-model=kernel", "unsupported: -code-model=kernel"),
        ("-exception-model=sjlj", "--exception-model"),
    ] {
        let o = rllc(&[opt, input, "-o", d.join("x.o").to_str().unwrap()]);
        assert_eq!(o.status.code(), Some(1), "{opt}");
        assert!(stderr(&o).contains(msg), "{opt}: {}", stderr(&o));
    }
    assert!(rllc(&[
        "-code-model=small",
        input,
        "-o",
        d.join("x.o").to_str().unwrap()
    ])
    .status
    .success());
    // AArch64 has the tiny and large models too, as llc (whose large model takes only
    // local-exec thread-locals, so this module has none).
    let plain = d.join("plain.ll");
    std::fs::write(
        &plain,
        "@g = global i32 5\ndefine i32 @f() {\n  %v = load i32, ptr @g\n  ret i32 %v\n}\n",
    )
    .unwrap();
    let out = d.join("x.o");
    let aarch64 = |cm: &str| {
        rllc(&[
            "-mtriple=aarch64-linux-gnu",
            cm,
            plain.to_str().unwrap(),
            "-o",
            out.to_str().unwrap(),
        ])
    };
    for cm in ["-code-model=tiny", "-code-model=small", "-code-model=large"] {
        assert!(
            aarch64(cm).status.success(),
            "{cm}: {}",
            stderr(&aarch64(cm))
        );
    }
    let o = aarch64("-code-model=kernel");
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("unsupported: -code-model=kernel for aarch64"),
        "{}",
        stderr(&o)
    );
}

/// The section names of an ELF object (`llvm-readobj-19 -S`), sorted; without the
/// string tables, which llc and rllc name differently, and the always-empty `.text`.
fn section_names(obj: &Path) -> Vec<String> {
    let out = Command::new("llvm-readobj-19")
        .arg("-S")
        .arg(obj)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    let mut names: Vec<String> = text
        .lines()
        .filter_map(|l| l.trim().strip_prefix("Name: "))
        .map(|n| n.split(' ').next().unwrap().to_string())
        .filter(|n| !matches!(n.as_str(), ".strtab" | ".shstrtab" | ".text" | ""))
        .collect();
    names.sort();
    names
}

#[test]
fn function_and_data_sections_as_llc() {
    if !have("llc-19") || !have("llvm-readobj-19") {
        return;
    }
    let d = dir("sections");
    let input = ir(&d);
    for opts in [
        &["-function-sections"][..],
        &["-data-sections"],
        &["-function-sections", "-data-sections"],
        &[
            "-function-sections",
            "-data-sections",
            "-unique-section-names=false",
        ],
    ] {
        let ours = d.join("rllc.o");
        let theirs = d.join("llc.o");
        let args = [
            &["-mtriple=x86_64-linux-gnu", "-relocation-model=pic"][..],
            opts,
        ]
        .concat();
        assert!(Command::new(RLLC)
            .args(&args)
            .arg(&input)
            .arg("-o")
            .arg(&ours)
            .status()
            .unwrap()
            .success());
        assert!(Command::new("llc-19")
            .args(&args)
            .args(["-filetype=obj"])
            .arg(&input)
            .arg("-o")
            .arg(&theirs)
            .status()
            .unwrap()
            .success());
        assert_eq!(section_names(&ours), section_names(&theirs), "{opts:?}");
    }
    let o = rllc(&[
        "-function-sections",
        "-mtriple=x86_64-pc-windows-msvc",
        input.to_str().unwrap(),
        "-o",
        d.join("w.o").to_str().unwrap(),
    ]);
    assert!(stderr(&o).contains("ELF only"), "{}", stderr(&o));
}

/// `push %rbp; mov %rsp, %rbp` in the object's code.
fn frame_pointer_setups(obj: &[u8]) -> usize {
    obj.windows(4)
        .filter(|w| *w == [0x55, 0x48, 0x89, 0xe5])
        .count()
}

/// -frame-pointer applies to functions without the attribute (`@f`), not to `@g`'s
/// `"frame-pointer"="none"`, as llc.
#[test]
fn frame_pointer_where_the_attribute_is_absent() {
    let d = dir("fp");
    let linux = "-mtriple=x86_64-linux-gnu";
    assert_eq!(frame_pointer_setups(&compile(&d, &[linux], "a.o")), 0);
    assert_eq!(
        frame_pointer_setups(&compile(&d, &[linux, "-frame-pointer=all"], "b.o")),
        1
    );
    assert_eq!(
        frame_pointer_setups(&compile(&d, &[linux, "--frame-pointer=non-leaf"], "c.o")),
        1
    );
    assert_eq!(
        frame_pointer_setups(&compile(&d, &[linux, "-frame-pointer=none"], "d.o")),
        0
    );
}

/// -mattr is appended to clang's `"target-features"`; -mcpu applies only where
/// `"target-cpu"` is absent.
#[test]
fn mattr_and_mcpu_precedence() {
    let d = dir("mattr");
    let body = "define void @v(ptr %p) #0 {\n  %a = load <8 x i32>, ptr %p\n  %b = add <8 x i32> %a, %a\n  store <8 x i32> %b, ptr %p\n  ret void\n}\n";
    let clang = format!(
        "{body}attributes #0 = {{ \"target-cpu\"=\"x86-64\" \"target-features\"=\"+cx8,+sse,+sse2\" }}\n"
    );
    let input = d.join("v.ll");
    std::fs::write(&input, &clang).unwrap();
    let build = |args: &[&str], out: &str| compile_file(&d, &input, args, out);
    let plain = build(&[], "plain.o");
    assert_ne!(build(&["-mattr=+avx2"], "avx2.o"), plain);
    assert_eq!(build(&["-mcpu=haswell"], "haswell.o"), plain);
    // Without the attribute, -mcpu applies.
    std::fs::write(&input, format!("{body}attributes #0 = {{ nounwind }}\n")).unwrap();
    let bare = build(&[], "bare.o");
    assert_ne!(build(&["-mcpu=haswell"], "bare-haswell.o"), bare);
}

/// llc's warnings for a feature or a CPU LLVM does not know, printed once.
#[test]
fn unknown_features_and_cpus_get_llcs_warnings() {
    let d = dir("bogus");
    let input = ir(&d);
    let o = rllc(&[
        "-mattr=+bogus,+avx2,foo",
        "-mcpu=nocpu",
        input.to_str().unwrap(),
        "-o",
        d.join("x.o").to_str().unwrap(),
    ]);
    assert!(o.status.success());
    let ours: Vec<String> = stderr(&o).lines().map(String::from).collect();
    assert_eq!(
        ours,
        [
            "'nocpu' is not a recognized processor for this target (ignoring processor)",
            "'+bogus' is not a recognized feature for this target (ignoring feature)",
            "'+foo' is not a recognized feature for this target (ignoring feature)",
        ]
    );
    if !have("llc-19") {
        return;
    }
    // One option at a time: llc-19 then stops on the unknown CPU ("64-bit code requested
    // on a subtarget that doesn't support it"), after its warning.
    for opt in ["-mattr=+bogus,+avx2,foo", "-mcpu=nocpu"] {
        let o = Command::new("llc-19")
            .args([opt, "-mtriple=x86_64-linux-gnu"])
            .arg(&input)
            .args(["-filetype=obj", "-o", "/dev/null"])
            .output()
            .unwrap();
        let theirs = stderr(&o);
        let warnings: Vec<&str> = theirs.lines().filter(|l| l.starts_with('\'')).collect();
        assert!(!warnings.is_empty(), "{theirs}");
        for line in warnings {
            assert!(ours.iter().any(|l| l == line), "llc says {line}");
        }
    }
}

#[test]
fn cpu_and_feature_help_lists_and_compiles_nothing() {
    let d = dir("help");
    let input = ir(&d);
    for opt in ["-mcpu=help", "-mattr=help"] {
        let out = d.join("x.o");
        let o = rllc(&[opt, input.to_str().unwrap(), "-o", out.to_str().unwrap()]);
        assert!(o.status.success());
        let e = stderr(&o);
        assert!(e.contains("Available CPUs for this target:"), "{e}");
        assert!(e.contains("  haswell\n") && e.contains("  avx2 *\n"), "{e}");
        assert!(!out.exists());
    }
}

/// `-march` for an architecture without a back end is refused by the registry, before
/// anything is written.
#[test]
fn march_without_a_back_end_is_an_unsupported_target() {
    let d = dir("march");
    let input = ir(&d);
    let out = d.join("x.o");
    let o = rllc(&[
        "-mtriple=x86_64-linux-gnu",
        "-march=riscv64",
        input.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(1));
    let e = stderr(&o);
    assert!(
        e.contains("error: unsupported target 'riscv64-unknown-linux-gnu'"),
        "{e}"
    );
    assert!(!out.exists());
}

/// The ELF header's class and OS/ABI bytes, or the COFF/Mach-O magic.
fn format_of(obj: &[u8]) -> String {
    match obj {
        [0x7f, b'E', b'L', b'F', class, _, _, abi, ..] => format!("elf{} abi {abi}", class * 32),
        [0x64, 0x86, ..] => "coff".into(),
        [0xcf, 0xfa, 0xed, 0xfe, ..] => "macho".into(),
        _ => "?".into(),
    }
}

#[test]
fn triples_get_llcs_format_or_an_error() {
    let d = dir("triples");
    let input = ir(&d);
    let no_tls = d.join("notls.ll");
    std::fs::write(&no_tls, "define i32 @f() {\n  ret i32 1\n}\n").unwrap();
    let check_llc = have("llc-19");
    for (triple, expected) in [
        ("x86_64-pc-linux-gnu", "elf64 abi 0"),
        ("x86_64-unknown-linux-musl", "elf64 abi 0"),
        ("x86_64-unknown-freebsd", "elf64 abi 9"),
        ("x86_64-unknown-openbsd", "elf64 abi 12"),
        ("x86_64-unknown-netbsd", "elf64 abi 0"),
        ("x86_64-pc-solaris", "elf64 abi 6"),
        ("x86_64-unknown-hermit", "elf64 abi 255"),
        ("x86_64-unknown-none", "elf64 abi 0"),
        ("x86_64-unknown-fuchsia", "elf64 abi 0"),
        ("x86_64-pc-windows-msvc", "coff"),
        ("x86_64-w64-mingw32", "coff"),
        ("x86_64-apple-macosx", "macho"),
        ("x86_64-pc-linux-gnux32", "error"),
        ("x86_64-unknown-uefi", "error"),
        ("x86_64-pc-cygwin", "error"),
        ("x86_64-apple-ios", "error"),
        ("aarch64-unknown-linux-gnu", "elf64 abi 0"),
        // Architectures without a back end are refused by the registry.
        ("riscv64gc-unknown-linux-gnu", "error"),
    ] {
        let out = d.join("t.o");
        let _ = std::fs::remove_file(&out);
        let o = Command::new(RLLC)
            .arg(format!("-mtriple={triple}"))
            .arg(&no_tls)
            .arg("-o")
            .arg(&out)
            .output()
            .unwrap();
        if expected == "error" {
            assert_eq!(o.status.code(), Some(1), "{triple}");
            assert!(
                stderr(&o).contains(&format!("error: unsupported target '{triple}'")),
                "{triple}: {}",
                stderr(&o)
            );
            assert!(!out.exists());
            continue;
        }
        assert!(o.status.success(), "{triple}: {}", stderr(&o));
        let ours = format_of(&std::fs::read(&out).unwrap());
        assert_eq!(ours, expected, "{triple}");
        if check_llc {
            let theirs = d.join("llc.o");
            assert!(Command::new("llc-19")
                .arg(format!("-mtriple={triple}"))
                .args(["-filetype=obj"])
                .arg(&no_tls)
                .arg("-o")
                .arg(&theirs)
                .status()
                .unwrap()
                .success());
            assert_eq!(
                ours,
                format_of(&std::fs::read(&theirs).unwrap()),
                "{triple}"
            );
        }
    }
    // Thread-locals where LLVM emulates TLS.
    let o = Command::new(RLLC)
        .arg("-mtriple=x86_64-unknown-openbsd")
        .arg(&input)
        .arg("-o")
        .arg(d.join("tls.o"))
        .output()
        .unwrap();
    assert!(stderr(&o).contains("emulated TLS"), "{}", stderr(&o));
}

/// -relocation-model=static: thread-locals by the executable models, constants with
/// addresses in `.rodata`, as llc.
#[test]
fn static_relocation_model() {
    if !have("llvm-readobj-19") {
        return;
    }
    let d = dir("static");
    compile(
        &d,
        &["-mtriple=x86_64-linux-gnu", "-relocation-model=static"],
        "s.o",
    );
    compile(
        &d,
        &["-mtriple=x86_64-linux-gnu", "-relocation-model=pic"],
        "p.o",
    );
    let dump = |f: &str| {
        let o = Command::new("llvm-readobj-19")
            .args(["-r", "-S"])
            .arg(d.join(f))
            .output()
            .unwrap();
        String::from_utf8_lossy(&o.stdout).into_owned()
    };
    let (s, p) = (dump("s.o"), dump("p.o"));
    assert!(
        s.contains("R_X86_64_GOTTPOFF tls") && !s.contains("TLSGD"),
        "{s}"
    );
    assert!(!s.contains(".data.rel.ro"), "{s}");
    assert!(
        p.contains("R_X86_64_TLSGD tls") && p.contains(".data.rel.ro"),
        "{p}"
    );
}

#[test]
fn filetype_null_writes_an_empty_file() {
    let d = dir("null");
    let input = ir(&d);
    let out = d.join("n.o");
    std::fs::write(&out, "old").unwrap();
    let o = rllc(&[
        "-filetype=null",
        input.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
    ]);
    assert!(o.status.success());
    assert_eq!(std::fs::read(&out).unwrap(), b"");
    // Without -o: nothing on standard output, no file.
    let o = rllc(&["-filetype=null", input.to_str().unwrap()]);
    assert!(o.status.success() && o.stdout.is_empty());
    assert!(!d.join("in.o").exists());
}

#[test]
fn bitcode_input_is_refused() {
    let d = dir("bitcode");
    let raw = d.join("raw.bc");
    std::fs::write(&raw, b"BC\xC0\xDE\x35\x14\x00\x00").unwrap();
    let wrapped = d.join("wrapped.bc");
    std::fs::write(&wrapped, [0xDE, 0xC0, 0x17, 0x0B, 0, 0, 0, 0]).unwrap();
    let mut inputs = vec![raw, wrapped];
    if have("llvm-as-19") {
        let made = d.join("made.bc");
        assert!(Command::new("llvm-as-19")
            .arg(ir(&d))
            .arg("-o")
            .arg(&made)
            .status()
            .unwrap()
            .success());
        inputs.push(made);
    }
    for input in inputs {
        let o = rllc(&[
            input.to_str().unwrap(),
            "-o",
            d.join("x.o").to_str().unwrap(),
        ]);
        assert_eq!(o.status.code(), Some(1));
        assert!(
            stderr(&o).contains("bitcode input is not supported yet; convert it with llvm-dis"),
            "{}",
            stderr(&o)
        );
    }
}

#[test]
fn output_through_a_symbolic_link() {
    let d = dir("symlink");
    let input = ir(&d);
    let real = d.join("real.o");
    std::fs::write(&real, "old").unwrap();
    let link = d.join("link.o");
    std::os::unix::fs::symlink("real.o", &link).unwrap();
    let o = rllc(&[input.to_str().unwrap(), "-o", link.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(std::fs::symlink_metadata(&link)
        .unwrap()
        .file_type()
        .is_symlink());
    assert!(std::fs::read(&real).unwrap().starts_with(b"\x7fELF"));
    // Nothing else is left in the directory.
    assert_eq!(std::fs::read_dir(&d).unwrap().count(), 3);
}

#[test]
fn a_failed_run_keeps_the_old_file() {
    let d = dir("failed");
    let bad = d.join("bad.ll");
    std::fs::write(&bad, "define i32 @f() {\n  ret i32 %x\n}\n").unwrap();
    let out = d.join("out.o");
    std::fs::write(&out, "old").unwrap();
    let o = rllc(&[bad.to_str().unwrap(), "-o", out.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(std::fs::read(&out).unwrap(), b"old");
    assert_eq!(std::fs::read_dir(&d).unwrap().count(), 2);
}

/// Runs writing the same output at once each leave a whole object.
#[test]
fn concurrent_writers_do_not_race() {
    let d = dir("concurrent");
    let input = ir(&d);
    let out = d.join("out.o");
    let expected = compile(&d, &[], "expected.o");
    for _ in 0..5 {
        let children: Vec<_> = (0..8)
            .map(|_| {
                Command::new(RLLC)
                    .arg(&input)
                    .arg("-o")
                    .arg(&out)
                    .spawn()
                    .unwrap()
            })
            .collect();
        for mut c in children {
            assert!(c.wait().unwrap().success());
        }
        assert_eq!(std::fs::read(&out).unwrap(), expected);
    }
    assert_eq!(std::fs::read_dir(&d).unwrap().count(), 3);
}

#[test]
fn read_only_directory_is_an_error() {
    use std::os::unix::fs::PermissionsExt;
    let d = dir("readonly");
    let input = ir(&d);
    let ro = d.join("ro");
    std::fs::create_dir(&ro).unwrap();
    std::fs::set_permissions(&ro, std::fs::Permissions::from_mode(0o555)).unwrap();
    let out = ro.join("x.o");
    let o = rllc(&[input.to_str().unwrap(), "-o", out.to_str().unwrap()]);
    // Root writes anywhere: then the run just succeeds.
    if !o.status.success() {
        assert_eq!(o.status.code(), Some(1));
        assert!(stderr(&o).contains(out.to_str().unwrap()), "{}", stderr(&o));
        assert!(!out.exists());
    }
    std::fs::set_permissions(&ro, std::fs::Permissions::from_mode(0o755)).unwrap();
    // A directory that does not exist fails for everyone.
    let out = d.join("missing").join("x.o");
    let o = rllc(&[input.to_str().unwrap(), "-o", out.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains(out.to_str().unwrap()), "{}", stderr(&o));
}

/// `-o /dev/stdout` (a link to a link to the pipe) writes into the pipe; a link to a file
/// that does not exist yet creates the file.
#[test]
fn output_to_dev_stdout_and_through_a_dangling_link() {
    let d = dir("devstdout");
    let input = ir(&d);
    let o = rllc(&[input.to_str().unwrap(), "-o", "/dev/stdout"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(o.stdout.starts_with(b"\x7fELF"));
    let link = d.join("dangling.o");
    std::os::unix::fs::symlink(d.join("new.o"), &link).unwrap();
    let o = rllc(&[input.to_str().unwrap(), "-o", link.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(std::fs::read(d.join("new.o"))
        .unwrap()
        .starts_with(b"\x7fELF"));
    assert!(std::fs::symlink_metadata(&link)
        .unwrap()
        .file_type()
        .is_symlink());
}

/// `"warn-stack-size"`: llc's warning on stderr for a frame above the limit (with rllc's
/// frame size), and exit status 0.
#[test]
fn stack_size_warning_as_llc() {
    let d = dir("warn-stack-size");
    let input = d.join("w.ll");
    std::fs::write(
        &input,
        "declare void @use(ptr)
         define void @big() \"warn-stack-size\"=\"10\" {
           %a = alloca [100 x i8]
           call void @use(ptr %a)
           ret void
         }",
    )
    .unwrap();
    // The warning with the frame size left out.
    let shape = |stderr: &str| -> Vec<String> {
        stderr
            .lines()
            .filter(|l| l.starts_with("warning:"))
            .map(|l| {
                let (head, rest) = l.split_once('(').unwrap_or((l, ""));
                format!("{head}(_){}", rest.split_once(')').map_or("", |r| r.1))
            })
            .collect()
    };
    let o = rllc(&[
        input.to_str().unwrap(),
        "-o",
        d.join("w.o").to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let ours = shape(&stderr(&o));
    assert_eq!(
        ours,
        ["warning: <unknown>:0:0: stack frame size (_) exceeds limit (10) in function 'big'"]
    );
    if !have("llc-19") {
        return;
    }
    let o = Command::new("llc-19")
        .arg(&input)
        .args(["-filetype=obj", "-o", "/dev/null"])
        .output()
        .unwrap();
    assert_eq!(shape(&stderr(&o)), ours);
}

/// `-addrsig` writes `.llvm_addrsig` on ELF and COFF, `__llvm_addrsig` on Mach-O (their
/// contents are compared with llc's in testsuite/tests/objects.rs).
#[test]
fn addrsig_on_elf_coff_and_macho() {
    let d = dir("addrsig");
    let input = ir(&d);
    let out = d.join("a.o");
    let compile = |triple: &str| {
        rllc(&[
            "-addrsig",
            &format!("-mtriple={triple}"),
            input.to_str().unwrap(),
            "-o",
            out.to_str().unwrap(),
        ])
    };
    for (triple, name) in [
        ("x86_64-linux-gnu", ".llvm_addrsig"),
        ("x86_64-pc-windows-msvc", ".llvm_addrsig"),
        ("x86_64-apple-macosx", "__llvm_addrsig"),
    ] {
        let o = compile(triple);
        assert!(o.status.success(), "{}", stderr(&o));
        if have("llvm-readobj-19") {
            assert!(section_names(&out).iter().any(|n| n == name), "{triple}");
        }
    }
}
