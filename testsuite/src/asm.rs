//! `; test asm` filetests: the module is compiled by rllc at -O0 (for x86-64 Linux, or
//! AArch64 Linux when its `target triple` says so) with `RLLC_DUMP_ASM=1`,
//! which reports every inline asm statement as rllc substituted and assembled it; the
//! output is those reports (sorted by function and statement), or rllc's error.
//!
//! With LLVM 19 installed, two checks against LLVM run as well:
//! - every statement's text, assembled by `llvm-mc-19`, must give the bytes rllc gave it;
//! - the functions listed on a `; COMPARE-LLC: name …` line (naked functions, functions
//!   module asm defines) must disassemble identically from rllc's and `llc-19 -O0`'s
//!   objects (`llvm-objdump-19`).

use std::path::Path;
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};

/// One inline asm statement as rllc reports it.
struct Statement {
    function: String,
    number: u32,
    intel: bool,
    text: Vec<String>,
    bytes: String,
}

/// The result of an asm test: rllc's reports (or error), and disagreements with LLVM.
pub struct AsmRun {
    pub output: String,
    pub llvm_failures: Vec<String>,
}

/// The names on the test's `; COMPARE-LLC:` line.
pub fn compare_llc_names(input: &str) -> Vec<String> {
    input
        .lines()
        .filter_map(|l| l.trim().strip_prefix("; COMPARE-LLC:"))
        .flat_map(|l| l.split_whitespace().map(str::to_string))
        .collect()
}

/// Parses rllc's `RLLC_DUMP_ASM` reports.
fn parse_reports(stderr: &str) -> Vec<Statement> {
    let mut out: Vec<Statement> = Vec::new();
    for line in stderr.lines() {
        if let Some(rest) = line.strip_prefix("inline asm in @") {
            let (head, intel) = match rest.strip_suffix(" (intel)") {
                Some(h) => (h, true),
                None => (rest, false),
            };
            let (function, number) = head.rsplit_once(" #").unwrap_or((head, "0"));
            out.push(Statement {
                function: function.to_string(),
                number: number.parse().unwrap_or(0),
                intel,
                text: Vec::new(),
                bytes: String::new(),
            });
        } else if let (Some(s), Some(t)) = (out.last_mut(), line.strip_prefix("| ")) {
            s.text.push(t.to_string());
        } else if let (Some(s), Some(b)) = (out.last_mut(), line.strip_prefix("= ")) {
            s.bytes = b.to_string();
        }
    }
    out.sort_by(|a, b| (&a.function, a.number).cmp(&(&b.function, b.number)));
    out
}

fn tool_exists(tool: &str) -> bool {
    Command::new(tool).arg("--version").output().is_ok()
}

/// The triple of an asm test: AArch64 Linux when its IR says so, else x86-64 Linux.
fn test_triple(input: &str) -> &'static str {
    if input.contains("target triple = \"aarch64") {
        "aarch64-linux-gnu"
    } else {
        "x86_64-linux-gnu"
    }
}

/// Runs the asm test on `input` (IR).
pub fn run_asm_test(input: &str) -> AsmRun {
    let triple = test_triple(input);
    static N: AtomicUsize = AtomicUsize::new(0);
    let dir = std::env::temp_dir().join(format!(
        "rllc-asmtest-{}-{}",
        std::process::id(),
        N.fetch_add(1, Ordering::Relaxed)
    ));
    let _ = std::fs::create_dir_all(&dir);
    let ll = dir.join("in.ll");
    std::fs::write(&ll, input).expect("writing the test input");
    let out = Command::new(crate::rllc_binary())
        .args(["-O0", &format!("-mtriple={triple}")])
        .arg(&ll)
        .arg("-o")
        .arg(dir.join("rllc.o"))
        .env("RLLC_DUMP_ASM", "1")
        .output()
        .expect("running rllc");
    let stderr = String::from_utf8_lossy(&out.stderr);
    let mut run = AsmRun {
        output: String::new(),
        llvm_failures: Vec::new(),
    };
    if !out.status.success() {
        // The error without the temporary file's path.
        let prefix = format!("{}:", ll.display());
        run.output = stderr
            .lines()
            .filter(|l| l.contains("error:"))
            .map(|l| l.strip_prefix(&prefix).unwrap_or(l).to_string())
            .collect::<Vec<_>>()
            .join("\n");
        let _ = std::fs::remove_dir_all(&dir);
        return run;
    }
    let statements = parse_reports(&stderr);
    for s in &statements {
        run.output.push_str(&format!(
            "@{} #{}{}\n",
            s.function,
            s.number,
            if s.intel { " (intel)" } else { "" }
        ));
        for t in &s.text {
            run.output.push_str(&format!("| {t}\n"));
        }
        run.output.push_str(&format!("= {}\n", s.bytes));
    }
    if tool_exists("llvm-mc-19") && tool_exists("llvm-objcopy-19") {
        for s in &statements {
            match llvm_mc_bytes(&dir, s, triple) {
                Ok(b) if b == s.bytes => {}
                Ok(b) => run.llvm_failures.push(format!(
                    "@{} #{}: rllc assembled {:?} as [{}], llvm-mc-19 as [{b}]",
                    s.function,
                    s.number,
                    s.text.join("\\n"),
                    s.bytes
                )),
                Err(e) => run
                    .llvm_failures
                    .push(format!("@{} #{}: {e}", s.function, s.number)),
            }
        }
    }
    let names = compare_llc_names(input);
    if !names.is_empty() && tool_exists("llc-19") && tool_exists("llvm-objdump-19") {
        let llc = Command::new("llc-19")
            .args(["-O0", "-filetype=obj", &format!("-mtriple={triple}")])
            .arg(&ll)
            .arg("-o")
            .arg(dir.join("llc.o"))
            .output()
            .expect("running llc-19");
        if !llc.status.success() {
            run.llvm_failures.push(format!(
                "llc-19 fails: {}",
                String::from_utf8_lossy(&llc.stderr)
            ));
        } else {
            let a = disassemble(&dir.join("rllc.o"), &names);
            let b = disassemble(&dir.join("llc.o"), &names);
            if a != b {
                run.llvm_failures.push(format!(
                    "disassembly of {} differs from llc-19's:\n--- rllc\n{a}\n--- llc-19\n{b}",
                    names.join(", ")
                ));
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    run
}

/// The bytes `llvm-mc-19` assembles statement `s` into for `triple`, as hex.
fn llvm_mc_bytes(dir: &Path, s: &Statement, triple: &str) -> Result<String, String> {
    let src = dir.join("stmt.s");
    let obj = dir.join("stmt.o");
    let bin = dir.join("stmt.bin");
    let mut text = String::new();
    if s.intel {
        text.push_str(".intel_syntax noprefix\n");
    }
    for t in &s.text {
        text.push_str(t);
        text.push('\n');
    }
    std::fs::write(&src, text).map_err(|e| e.to_string())?;
    let cpu = if triple.starts_with("aarch64") {
        "-mattr=+lse"
    } else {
        "-mcpu=x86-64"
    };
    let mc = Command::new("llvm-mc-19")
        .args([&format!("-triple={triple}"), cpu, "-filetype=obj", "-o"])
        .arg(&obj)
        .arg(&src)
        .output()
        .map_err(|e| e.to_string())?;
    if !mc.status.success() {
        return Err(format!(
            "llvm-mc-19 rejects it: {}",
            String::from_utf8_lossy(&mc.stderr)
        ));
    }
    let cp = Command::new("llvm-objcopy-19")
        .args(["-O", "binary", "--only-section=.text"])
        .arg(&obj)
        .arg(&bin)
        .output()
        .map_err(|e| e.to_string())?;
    if !cp.status.success() {
        return Err(String::from_utf8_lossy(&cp.stderr).into_owned());
    }
    let bytes = std::fs::read(&bin).map_err(|e| e.to_string())?;
    Ok(hex(&bytes))
}

/// Bytes as space-separated hex pairs.
pub fn hex(bytes: &[u8]) -> String {
    bytes
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect::<Vec<_>>()
        .join(" ")
}

/// `llvm-objdump-19`'s disassembly of the functions `names` in `obj`, without the
/// header lines that name the file.
fn disassemble(obj: &Path, names: &[String]) -> String {
    let out = Command::new("llvm-objdump-19")
        .args(["-d", "-r", "--no-leading-addr", "--symbolize-operands"])
        .arg(format!("--disassemble-symbols={}", names.join(",")))
        .arg(obj)
        .output()
        .expect("running llvm-objdump-19");
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .skip_while(|l| !l.starts_with("Disassembly"))
        .collect::<Vec<_>>()
        .join("\n")
}
