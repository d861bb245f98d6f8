//! `rllc`: llc's command line. Reads `.ll`, verifies it and (once the back ends land)
//! writes an object file or assembly.

use clap::{Parser, ValueEnum};
use rllc::{cli, default_output, parse_and_verify, read_input, run_main, timing::Timer, Failure};

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
    run_main(|| run(args))
}

fn run(args: Args) -> Result<(), Failure> {
    let filetype = args.filetype.unwrap_or(match &args.output {
        Some(o) if o.ends_with(".s") => FileType::Asm,
        _ => FileType::Obj,
    });
    if let Some(t) = args.mtriple.as_deref() {
        t.parse::<target_lexicon::Triple>()
            .map_err(|e| Failure::plain(format!("invalid target triple '{t}': {e}")))?;
    }
    let mut timer = Timer::new(args.time_passes);
    let input = read_input(&args.input)?;
    let _module = parse_and_verify(&input, &mut timer)?;
    let _output = args.output.clone().unwrap_or_else(|| {
        default_output(
            &args.input,
            if filetype == FileType::Asm { "s" } else { "o" },
        )
    });
    let _ = (
        args.opt_level,
        &args.march,
        &args.mcpu,
        &args.mattr,
        args.relocation_model,
        args.code_model,
    );
    timer.report();
    Err(Failure::plain(match filetype {
        FileType::Obj => "unsupported: object file output (code generation is not implemented yet)",
        FileType::Asm => "unsupported: assembly output (code generation is not implemented yet)",
        FileType::Null => "unsupported: code generation is not implemented yet",
    }))
}
