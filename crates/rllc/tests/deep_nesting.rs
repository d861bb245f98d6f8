//! Deeply nested input: types, constants, constant expressions and metadata nested
//! 100,000 levels deep get a located error (`rllc_ir::MAX_NESTING`), never a stack
//! overflow; input nested just below the limit goes through every stage (parser,
//! verifier, printer, the -O2 passes with constant folding, code generation of the
//! constants) of `rllc` and `rllc-opt`.

use std::path::PathBuf;
use std::process::{Command, Output};

/// Nesting far beyond the limit.
const DEEP: usize = 100_000;
/// Nesting just below the limit (the constant and its type add up for initialisers).
const SHALLOW: usize = rllc_ir::MAX_NESTING as usize - 8;

/// Writes `text` to a file of the test's own and returns its path.
fn input(name: &str, text: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("rllc-deep-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

fn run(bin: &str, args: &[&str], file: &PathBuf) -> Output {
    Command::new(bin)
        .args(args)
        .arg(file)
        .args(["-o", "/dev/null"])
        .output()
        .unwrap()
}

/// The command lines every input goes through.
fn pipelines() -> [(&'static str, &'static [&'static str]); 3] {
    [
        (env!("CARGO_BIN_EXE_rllc"), &["-O0"]),
        (env!("CARGO_BIN_EXE_rllc"), &["-O2"]),
        (
            env!("CARGO_BIN_EXE_rllc-opt"),
            &["-S", "-passes=default<O2>"],
        ),
    ]
}

/// `make(DEEP)` is refused with a located error at line `line`; `make(SHALLOW)` compiles.
fn check(name: &str, line: usize, make: impl Fn(usize) -> String) {
    let deep = input(&format!("{name}-deep.ll"), &make(DEEP));
    let shallow = input(&format!("{name}-shallow.ll"), &make(SHALLOW));
    for (bin, args) in pipelines() {
        let out = run(bin, args, &deep);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{name} {args:?}: {stderr}");
        let located = format!("{name}-deep.ll:{line}:");
        assert!(
            stderr.contains(&located) && stderr.contains("nested more than"),
            "{name} {args:?}: {stderr}"
        );
        let out = run(bin, args, &shallow);
        assert!(
            out.status.success(),
            "{name} {args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

fn struct_type(n: usize) -> String {
    format!("{}i32{}", "{ ".repeat(n), " }".repeat(n))
}

#[test]
fn nested_struct_types() {
    check("type", 1, |n| {
        format!(
            "%t = type {}\n@g = global %t zeroinitializer\n\
             define void @f() {{\n  %a = alloca %t\n  store %t zeroinitializer, ptr %a\n  ret void\n}}\n",
            struct_type(n)
        )
    });
}

#[test]
fn nested_array_types_in_a_function() {
    check("array", 2, |n| {
        format!(
            "define void @f() {{\n  %a = alloca {}i8{}\n  ret void\n}}\n",
            "[1 x ".repeat(n),
            "]".repeat(n)
        )
    });
}

/// `{ { … { i32 1 } … } }`, each level with its type: quadratic text, so the deep input
/// nests only its type beyond the limit.
#[test]
fn nested_global_initialiser() {
    check("init", 1, |n| {
        if n == DEEP {
            return format!("@g = global {} zeroinitializer\n", struct_type(n));
        }
        let mut value = String::from("1");
        for k in 1..=n / 2 {
            value = format!("{{ {} {value} }}", struct_type(k - 1));
        }
        format!("@g = global {} {value}\n", struct_type(n / 2))
    });
}

#[test]
fn nested_constant_expressions() {
    let geps = |n: usize| {
        format!(
            "{}@x{}",
            "getelementptr (i8, ptr ".repeat(n),
            ", i64 1)".repeat(n)
        )
    };
    check("cexpr", 2, move |n| {
        format!(
            "@x = global [600 x i8] zeroinitializer\n@g = global ptr {}\n",
            geps(n)
        )
    });
    check("fcexpr", 3, move |n| {
        format!(
            "@x = global [600 x i8] zeroinitializer\ndefine ptr @f() {{\n  ret ptr {}\n}}\n",
            geps(n)
        )
    });
}

#[test]
fn nested_metadata() {
    check("md", 2, |n| {
        format!(
            "!named = !{{!0}}\n!0 = {}!\"x\"{}\n",
            "!{".repeat(n),
            "}".repeat(n)
        )
    });
}

#[test]
fn chained_identified_structs() {
    check("chain", 1, |n| {
        let mut text: String = (0..n)
            .map(|i| format!("%t{i} = type {{ %t{} }}\n", i + 1))
            .collect();
        text += &format!(
            "%t{n} = type {{ i32 }}\n@g = global %t0 zeroinitializer\n\
             define void @f() {{\n  %v = load %t0, ptr @g\n  store %t0 %v, ptr @g\n  ret void\n}}\n"
        );
        text
    });
}
