//! The rllc driver: the pipeline behind the `rllc` and `rllc-opt` binaries, read like a
//! list of stages (read → parse → verify → passes → output).

pub mod cli;
pub mod timing;

use rllc_ir::Module;
use std::io::{Read, Write};
use std::path::Path;

/// A failure the driver reports and turns into exit status 1.
#[derive(Debug)]
pub struct Failure(pub String);

impl Failure {
    /// `error: msg` without a location (command-line and I/O problems).
    pub fn plain(msg: impl std::fmt::Display) -> Failure {
        Failure(format!("error: {msg}"))
    }
}

/// The input text and the name diagnostics use for it.
pub struct Input {
    pub name: String,
    pub text: InputText,
}

/// Input bytes: memory-mapped files (no copy) or bytes read from a pipe.
pub enum InputText {
    Mapped(memmap2::Mmap),
    Owned(Vec<u8>),
}

impl std::ops::Deref for InputText {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        match self {
            InputText::Mapped(m) => m,
            InputText::Owned(v) => v,
        }
    }
}

/// Reads `path` (`-` is standard input).
pub fn read_input(path: &str) -> Result<Input, Failure> {
    if path == "-" {
        let mut text = Vec::new();
        std::io::stdin()
            .read_to_end(&mut text)
            .map_err(|e| Failure::plain(format!("<stdin>: {e}")))?;
        return Ok(Input {
            name: "<stdin>".into(),
            text: InputText::Owned(text),
        });
    }
    let fail = |e: std::io::Error| Failure::plain(format!("{path}: {e}"));
    let file = std::fs::File::open(path).map_err(fail)?;
    let meta = file.metadata().map_err(fail)?;
    if !meta.is_file() || meta.len() == 0 {
        // Pipes, devices and empty files: read normally (mapping an empty file fails).
        let mut text = Vec::new();
        (&file).read_to_end(&mut text).map_err(fail)?;
        return Ok(Input {
            name: path.into(),
            text: InputText::Owned(text),
        });
    }
    // SAFETY: the mapping is read-only and lives as long as `Input`; a file truncated by
    // another process while we read it is outside what a compiler defends against.
    let map = unsafe { memmap2::Mmap::map(&file) }.map_err(fail)?;
    Ok(Input {
        name: path.into(),
        text: InputText::Mapped(map),
    })
}

/// Parses and verifies the input; errors are rendered with their location.
pub fn parse_and_verify(input: &Input, timer: &mut timing::Timer) -> Result<Module, Failure> {
    let m = timer
        .time("parse", || rllc_ir::parse(&input.text))
        .map_err(|d| Failure(d.render(&input.name, &input.text).to_string()))?;
    timer
        .time("verify", || rllc_ir::verify(&m))
        .map_err(|d| Failure(d.render(&input.name, &input.text).to_string()))?;
    Ok(m)
}

/// Writes `bytes` to `path` (`-` is standard output). Called only once everything
/// succeeded, so a failed run never leaves a partial file behind.
pub fn write_output(path: &str, bytes: &[u8]) -> Result<(), Failure> {
    if path == "-" {
        let mut out = std::io::stdout().lock();
        return out
            .write_all(bytes)
            .and_then(|_| out.flush())
            .map_err(|e| Failure::plain(format!("<stdout>: {e}")));
    }
    let tmp = format!("{path}.rllc-tmp");
    std::fs::write(&tmp, bytes)
        .and_then(|_| std::fs::rename(&tmp, path))
        .map_err(|e| {
            let _ = std::fs::remove_file(&tmp);
            Failure::plain(format!("{path}: {e}"))
        })
}

/// The default output name for `input` with extension `ext` (`in.ll` → `in.o`).
pub fn default_output(input: &str, ext: &str) -> String {
    if input == "-" {
        return "-".into();
    }
    Path::new(input)
        .with_extension(ext)
        .to_string_lossy()
        .into_owned()
}

/// Runs `f`, prints a failure to stderr, and returns the process exit code.
pub fn run_main(f: impl FnOnce() -> Result<(), Failure>) -> std::process::ExitCode {
    // A panic is a bug; still report it as an error with exit status 1, never a crash dump.
    std::panic::set_hook(Box::new(|info| {
        eprintln!("error: internal compiler error: {info}");
    }));
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)) {
        Ok(Ok(())) => std::process::ExitCode::SUCCESS,
        Ok(Err(Failure(msg))) => {
            eprintln!("{msg}");
            std::process::ExitCode::from(1)
        }
        Err(_) => std::process::ExitCode::from(1),
    }
}

/// What the code generator needs from the command line.
pub struct CodegenOptions {
    pub opt: rllc_codegen::OptLevel,
    pub reloc_model: rllc_codegen::RelocModel,
    /// `-mcpu` and `-mattr` (functions' own target attributes take precedence).
    pub cpu: Option<String>,
    pub mattr: Option<String>,
}

/// Compiles every function of `m` (in parallel; output order is module order) and writes
/// an object file image. Errors carry the location of the IR that caused them.
pub fn compile_to_object(
    m: &Module,
    input: &Input,
    triple: &target_lexicon::Triple,
    opts: &CodegenOptions,
    timer: &mut timing::Timer,
) -> Result<Vec<u8>, Failure> {
    use rayon::prelude::*;
    use target_lexicon::{Architecture, BinaryFormat};
    let located = |e: rllc_codegen::CodegenError| match e.pos {
        Some(p) => Failure(
            rllc_ir::Diagnostic::new(p as usize, e.message)
                .render(&input.name, &input.text)
                .to_string(),
        ),
        None => Failure::plain(e.message),
    };
    if triple.architecture != Architecture::X86_64 {
        return Err(Failure::plain(format!(
            "unsupported: code generation for {}",
            triple.architecture
        )));
    }
    let format = match triple.binary_format {
        BinaryFormat::Elf | BinaryFormat::Unknown => rllc_object::Format::Elf,
        BinaryFormat::Coff => rllc_object::Format::Coff,
        BinaryFormat::Macho => rllc_object::Format::MachO,
        other => return Err(Failure::plain(format!("unsupported: {other} object files"))),
    };
    if m.module_asm
        .iter()
        .any(|l| !l.iter().all(u8::is_ascii_whitespace))
    {
        return Err(Failure::plain("unsupported: module-level inline asm"));
    }
    let mut cx = rllc_x86_64::ModuleCtx::new(m, opts.reloc_model);
    cx.cpu.clone_from(&opts.cpu);
    cx.mattr.clone_from(&opts.mattr);
    let funcs: Vec<rllc_ir::module::GlobalId> = m
        .order
        .iter()
        .copied()
        .filter(|&g| m.function(g).is_some_and(|f| f.body.is_some()))
        .collect();
    let compiled = timer.time("codegen", || {
        funcs
            .par_iter()
            .map(|&g| rllc_x86_64::compile_function(&cx, g, opts.opt).map(|c| (g, c)))
            .collect::<Result<Vec<_>, _>>()
    });
    let compiled = compiled.map_err(located)?;
    let target = rllc_object::Target {
        format,
        reloc_model: opts.reloc_model,
        os_version: os_version(triple),
    };
    timer
        .time("object", || {
            rllc_object::write_object(m, &cx.layouts, &target, &compiled)
        })
        .map_err(located)
}

/// The minimum OS version a Darwin triple names (`x86_64-apple-macosx11.0` → 11.0.0).
fn os_version(triple: &target_lexicon::Triple) -> Option<(u16, u8, u8)> {
    use target_lexicon::{DeploymentTarget, OperatingSystem};
    match triple.operating_system {
        OperatingSystem::MacOSX(Some(DeploymentTarget {
            major,
            minor,
            patch,
        })) => Some((major, minor, patch)),
        _ => None,
    }
}
