//! Object-file checks with `llvm-readobj-19`: sections, symbols and relocations that rllc
//! writes for module-level constructs (linkage, visibility, TLS, constructors, aliases,
//! relocated constants, PIC accesses). Skipped when llvm-readobj-19 is not installed,
//! unless `RLLC_REQUIRE_LLVM=1`.

use std::process::Command;

const IR: &str = r#"
@counter = global i32 7
@zeroed = global [16 x i64] zeroinitializer
@message = private unnamed_addr constant [6 x i8] c"hello\00"
@table = constant [2 x ptr] [ptr @counter, ptr @message]
@tls = thread_local global i32 1
@weakvar = weak global i32 3
@hiddenvar = hidden global i32 4
@protvar = protected global i32 5
@ext = external global i32
@alias = alias i32, ptr @counter
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 101, ptr @init, ptr null }]

declare i32 @puts(ptr)

define internal void @init() {
  ret void
}

define i32 @main() {
  %t = load i32, ptr @tls
  %e = load i32, ptr @ext
  %c = call i32 @puts(ptr @message)
  %s = add i32 %t, %e
  ret i32 %s
}
"#;

fn readobj(obj: &std::path::Path) -> Option<String> {
    let out = Command::new("llvm-readobj-19")
        .args(["--sections", "--symbols", "--relocations"])
        .arg(obj)
        .output()
        .ok()?;
    assert!(
        out.status.success(),
        "llvm-readobj-19 failed on {}",
        obj.display()
    );
    Some(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// The block of `readobj` output describing symbol `name`.
fn symbol<'a>(dump: &'a str, name: &str) -> &'a str {
    let key = format!("Name: {name} ");
    let start = dump
        .find(&key)
        .unwrap_or_else(|| panic!("no symbol {name} in:\n{dump}"));
    let end = dump[start..].find('}').map_or(dump.len(), |e| start + e);
    &dump[start..end]
}

#[test]
fn elf_object_has_expected_sections_symbols_and_relocations() {
    let dir = std::env::temp_dir().join(format!("rllc-objects-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let ll = dir.join("m.ll");
    let obj = dir.join("m.o");
    std::fs::write(&ll, IR).unwrap();
    let rllc = rllc_testsuite::rllc_binary();
    let st = Command::new(&rllc)
        .args(["-mtriple=x86_64-linux-gnu", "-O0"])
        .arg(&ll)
        .arg("-o")
        .arg(&obj)
        .status()
        .unwrap();
    assert!(st.success(), "rllc failed");
    let Some(dump) = readobj(&obj) else {
        assert!(
            std::env::var("RLLC_REQUIRE_LLVM").is_err(),
            "llvm-readobj-19 is required"
        );
        eprintln!("note: llvm-readobj-19 not found; object checks skipped");
        return;
    };
    for section in [
        ".text",
        ".data",
        ".bss",
        ".tdata",
        ".rodata.str1.1",
        ".data.rel.ro",
        ".init_array.101",
        ".note.GNU-stack",
    ] {
        assert!(
            dump.contains(&format!("Name: {section} ")),
            "missing section {section}:\n{dump}"
        );
    }
    assert!(symbol(&dump, "main").contains("Binding: Global"));
    assert!(symbol(&dump, "main").contains("Type: Function"));
    assert!(symbol(&dump, "init").contains("Binding: Local"));
    assert!(symbol(&dump, "weakvar").contains("Binding: Weak"));
    assert!(symbol(&dump, "hiddenvar").contains("STV_HIDDEN"));
    assert!(symbol(&dump, "protvar").contains("STV_PROTECTED"));
    assert!(symbol(&dump, "tls").contains("Type: TLS"));
    assert!(symbol(&dump, "alias").contains("Section: .data"));
    assert!(symbol(&dump, "ext").contains("Section: Undefined"));
    for reloc in [
        "R_X86_64_PLT32 puts",
        "R_X86_64_REX_GOTPCRELX ext",
        "R_X86_64_TLSGD tls",
        "R_X86_64_64 counter",
        "R_X86_64_64 init",
    ] {
        assert!(dump.contains(reloc), "missing relocation {reloc}:\n{dump}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
