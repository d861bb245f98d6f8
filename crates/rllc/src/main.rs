//! `rllc`: llc's command line. Reads `.ll`, verifies it and (once the back ends land)
//! writes an object file or assembly.

/// mimalloc: the compiler allocates many short-lived vectors per function; it is markedly
/// faster than glibc's allocator for that pattern and returns memory to threads cheaply.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

use clap::{Parser, ValueEnum};
use rllc::{
    cli, compile, default_output, read_input, run_main, timing::Timer, write_output,
    CodegenOptions, Failure, TargetChoice,
};
use rllc_codegen::OptLevel;
use rllc_ir::Module;
use target_lexicon::Triple;

/// Output kinds of `-filetype`.
#[derive(Copy, Clone, PartialEq, Eq, Debug, ValueEnum)]
enum FileType {
    Obj,
    Asm,
    Null,
}

/// Relocation models of `-relocation-model`.
#[derive(Copy, Clone, PartialEq, Eq, Debug, ValueEnum)]
enum RelocModel {
    Static,
    Pic,
    DynamicNoPic,
}

/// Code models of `-code-model`.
#[derive(Copy, Clone, PartialEq, Eq, Debug, ValueEnum)]
enum CodeModel {
    Tiny,
    Small,
    Kernel,
    Medium,
    Large,
}

#[derive(Parser, Debug)]
#[command(
    name = "rllc",
    version,
    about = "rllc: an LLVM IR static compiler (llc-compatible)"
)]
struct Args {
    /// Input .ll file (`-` reads standard input).
    #[arg(default_value = "-")]
    input: String,
    /// Output file (`-` is standard output). Default: the input name with .o or .s.
    #[arg(short = 'o')]
    output: Option<String>,
    /// Target triple, e.g. x86_64-linux-gnu.
    #[arg(long = "mtriple")]
    mtriple: Option<String>,
    /// Target architecture (x86-64, aarch64).
    #[arg(long = "march")]
    march: Option<String>,
    /// Target CPU.
    #[arg(long = "mcpu")]
    mcpu: Option<String>,
    /// Target features, e.g. +avx2,-sse4.1.
    #[arg(long = "mattr")]
    mattr: Option<String>,
    /// Optimisation level 0-3 (as `-O2`).
    #[arg(short = 'O', default_value = "2", value_parser = clap::value_parser!(u8).range(0..=3))]
    opt_level: u8,
    /// Output kind; without it, `-o x.s` means asm and anything else an object.
    #[arg(long = "filetype", value_enum)]
    filetype: Option<FileType>,
    /// Relocation model.
    #[arg(long = "relocation-model", value_enum)]
    relocation_model: Option<RelocModel>,
    /// Code model.
    #[arg(long = "code-model", value_enum)]
    code_model: Option<CodeModel>,
    /// Print the time each stage took.
    #[arg(long = "time-passes")]
    time_passes: bool,
}

const LONG_OPTIONS: &[&str] = &[
    "mtriple",
    "march",
    "mcpu",
    "mattr",
    "filetype",
    "relocation-model",
    "code-model",
    "time-passes",
    "version",
    "help",
];

fn main() -> std::process::ExitCode {
    let argv = cli::normalize_args(std::env::args(), LONG_OPTIONS);
    let args = match Args::try_parse_from(argv) {
        Ok(a) => a,
        Err(e) => {
            let code = if e.use_stderr() { 1 } else { 0 };
            let _ = e.print();
            return std::process::ExitCode::from(code);
        }
    };
    exit_now(run_main(|| run(args)))
}

/// Ends a successful run at once: at exit mimalloc would hand its memory back to the
/// system page range by page range, which the system does anyway for the whole process.
fn exit_now(code: std::process::ExitCode) -> std::process::ExitCode {
    #[cfg(unix)]
    if code == std::process::ExitCode::SUCCESS {
        use std::io::Write;
        let _ = std::io::stdout().flush();
        // SAFETY: nothing is left to run: the output is written and flushed.
        unsafe { libc::_exit(0) }
    }
    code
}

fn run(args: Args) -> Result<(), Failure> {
    let filetype = args.filetype.unwrap_or(match &args.output {
        Some(o) if o.ends_with(".s") => FileType::Asm,
        _ => FileType::Obj,
    });
    let mut timer = Timer::new(args.time_passes);
    let input = read_input(&args.input)?;
    let output = args.output.clone().unwrap_or_else(|| {
        default_output(
            &args.input,
            if filetype == FileType::Asm { "s" } else { "o" },
        )
    });
    let opts = CodegenOptions {
        opt: match args.opt_level {
            0 => OptLevel::O0,
            1 => OptLevel::O1,
            2 => OptLevel::O2,
            _ => OptLevel::O3,
        },
        reloc_model: match args.relocation_model {
            Some(RelocModel::Static) => rllc_codegen::RelocModel::Static,
            Some(RelocModel::DynamicNoPic) => rllc_codegen::RelocModel::DynamicNoPic,
            // The default follows Linux toolchains: position independent, so objects link
            // with a PIE-by-default `cc`.
            Some(RelocModel::Pic) | None => rllc_codegen::RelocModel::Pic,
        },
        cpu: args.mcpu.clone(),
        mattr: args.mattr.clone(),
    };
    let pipeline = rllc_passes::Pipeline::default_for(args.opt_level);
    let bytes = compile(
        &input,
        &opts,
        &pipeline,
        |m| target(&args, filetype, m),
        &mut timer,
    )?
    .keep_sources();
    if filetype == FileType::Obj {
        timer.time("write", || write_output(&output, &bytes))?;
    }
    timer.report();
    Ok(())
}

/// The target triple from the command line and the module, with the options that only
/// make sense once the module is known to be valid (reported after its errors).
fn target(args: &Args, filetype: FileType, module: &Module) -> Result<TargetChoice, Failure> {
    let triple_text = args
        .mtriple
        .clone()
        .or_else(|| {
            module
                .triple
                .as_deref()
                .map(|t| String::from_utf8_lossy(t).into_owned())
        })
        .unwrap_or_else(|| target_lexicon::HOST.to_string());
    // LLVM spells MinGW both `*-mingw32` and `*-windows-gnu`, and clang writes MSVC
    // triples with a version (`*-windows-msvc19.33.0`); target-lexicon knows neither.
    let normalized = match triple_text.rsplit_once('-') {
        Some((head, "mingw32")) => format!("{head}-windows-gnu"),
        Some((head, env)) if env.starts_with("msvc") => format!("{head}-msvc"),
        _ => triple_text.clone(),
    };
    let mut triple: Triple = normalized
        .parse()
        .map_err(|e| Failure::plain(format!("invalid target triple '{triple_text}': {e}")))?;
    if let Some(a) = args.march.as_deref() {
        triple.architecture = match a {
            "x86-64" | "x86_64" => target_lexicon::Architecture::X86_64,
            "aarch64" | "arm64" => {
                target_lexicon::Architecture::Aarch64(target_lexicon::Aarch64Architecture::Aarch64)
            }
            other => return Err(Failure::plain(format!("unsupported: -march={other}"))),
        };
    }
    if let Some(cm) = args.code_model {
        if !matches!(cm, CodeModel::Small) {
            return Err(Failure::plain(format!(
                "unsupported: -code-model={}",
                format!("{cm:?}").to_lowercase()
            )));
        }
    }
    let mut warnings = Vec::new();
    if let Some(cpu) = args.mcpu.as_deref() {
        if cpu != "help" && rllc_x86_64::features::Features::of_cpu(cpu).is_none() {
            warnings.push(format!(
                "'{cpu}' is not a recognized processor for this target (ignoring processor)"
            ));
        }
    }
    if filetype == FileType::Asm {
        return Err(Failure::plain(
            "unsupported: assembly output (-filetype=asm)",
        ));
    }
    Ok(TargetChoice { triple, warnings })
}
