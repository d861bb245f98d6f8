//! `rllc`: llc's command line. Reads `.ll`, verifies it and (once the back ends land)
//! writes an object file or assembly.

/// mimalloc: the compiler allocates many short-lived vectors per function; it is markedly
/// faster than glibc's allocator for that pattern and returns memory to threads cheaply.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

use clap::{CommandFactory, FromArgMatches, Parser, ValueEnum};
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

/// Frame-pointer policies of `-frame-pointer`.
#[derive(Copy, Clone, PartialEq, Eq, Debug, ValueEnum)]
enum FramePointer {
    All,
    NonLeaf,
    None,
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
    about = "rllc: an LLVM IR static compiler (llc-compatible)",
    after_help = "Options take one dash or two (-mtriple=x, --mtriple=x); when an option is \
                  given twice, the last one wins. The options marked \"no effect\" are \
                  accepted for llc's command lines and change nothing in rllc's output.",
    args_override_self = true
)]
struct Args {
    /// Input .ll file (`-` reads standard input).
    #[arg(default_value = "-")]
    input: String,
    /// Output file (`-` is standard output). Default: the input's name with `.o` (llc
    /// writes `.s` by default), or `.s` with -filetype=asm; standard output for input `-`
    /// and for -filetype=null.
    #[arg(short = 'o')]
    output: Option<String>,
    /// Target triple, e.g. x86_64-linux-gnu.
    #[arg(long = "mtriple")]
    mtriple: Option<String>,
    /// Target architecture (x86-64, aarch64).
    #[arg(long = "march")]
    march: Option<String>,
    /// Target CPU, for functions without a "target-cpu" attribute (`native`: this machine;
    /// `help`: list CPUs and features).
    #[arg(long = "mcpu")]
    mcpu: Option<String>,
    /// Target features, e.g. +avx2,-sse4.1, appended to each function's
    /// "target-features" (`help`: list CPUs and features).
    #[arg(long = "mattr")]
    mattr: Option<String>,
    /// Optimisation level 0-3 (as `-O2`).
    #[arg(short = 'O', default_value = "2", value_parser = clap::value_parser!(u8).range(0..=3))]
    opt_level: u8,
    /// Output kind; without it, `-o x.s` means asm and anything else an object.
    #[arg(long = "filetype", value_enum)]
    filetype: Option<FileType>,
    /// Relocation model (default: pic).
    #[arg(long = "relocation-model", value_enum)]
    relocation_model: Option<RelocModel>,
    /// Code model (over the module's `Code Model` flag).
    #[arg(long = "code-model", value_enum)]
    code_model: Option<CodeModel>,
    /// Frame pointers for functions without a "frame-pointer" attribute.
    #[arg(long = "frame-pointer", value_enum)]
    frame_pointer: Option<FramePointer>,
    /// ELF: each function in a section of its own (`.text.NAME`).
    #[arg(long = "function-sections", num_args = 0..=1, require_equals = true, default_missing_value = "true", value_parser = clap::builder::BoolishValueParser::new())]
    function_sections: Option<bool>,
    /// ELF: each global variable in a section of its own (`.data.NAME`, `.bss.NAME`, …).
    #[arg(long = "data-sections", num_args = 0..=1, require_equals = true, default_missing_value = "true", value_parser = clap::builder::BoolishValueParser::new())]
    data_sections: Option<bool>,
    /// Name the sections of -function-sections and -data-sections after their global
    /// (default: true; false names them all `.text`, `.data`, …).
    #[arg(long = "unique-section-names", num_args = 0..=1, require_equals = true, default_missing_value = "true", value_parser = clap::builder::BoolishValueParser::new())]
    unique_section_names: Option<bool>,
    /// List the symbols whose address is significant in `.llvm_addrsig` (ELF, COFF) or
    /// `__DATA,__llvm_addrsig` (Mach-O), for the linker's safe identical code folding
    /// (`--icf=safe`), as clang asks by default.
    #[arg(long = "addrsig", num_args = 0..=1, require_equals = true, default_missing_value = "true", value_parser = clap::builder::BoolishValueParser::new())]
    addrsig: Option<bool>,
    /// The DWARF version of the debug information (2-5), over the module's "Dwarf
    /// Version" flag.
    #[arg(long = "dwarf-version", value_parser = clap::value_parser!(u16).range(2..=5))]
    dwarf_version: Option<u16>,
    /// Print the time each stage took.
    #[arg(long = "time-passes")]
    time_passes: bool,
}

/// The values an option of [`NO_EFFECT`] or [`REJECTED`] takes.
enum Value {
    /// `-name`, `-name=true`, `-name=false` (LLVM's boolean options).
    Flag,
    /// One of these words.
    OneOf(&'static [&'static str]),
    /// Any text.
    Text,
}

/// llc's options that rllc accepts and that change nothing in what it writes, with why.
const NO_EFFECT: &[(&str, Value, &str)] = &[
    (
        "x86-asm-syntax",
        Value::OneOf(&["att", "intel"]),
        "rllc writes no assembly",
    ),
    ("asm-verbose", Value::Flag, "rllc writes no assembly"),
    (
        "emit-call-site-info",
        Value::Flag,
        "rllc writes no call-site entries in its debug information",
    ),
    (
        "debugger-tune",
        Value::OneOf(&["gdb", "lldb", "dbx", "sce"]),
        "rllc writes the same debug information for every debugger",
    ),
    (
        "exception-model",
        Value::OneOf(&["default", "dwarf"]),
        "rllc writes DWARF unwind tables and compiles no exception handling",
    ),
    (
        "float-abi",
        Value::OneOf(&["default", "soft", "hard"]),
        "an ARM option",
    ),
    (
        "enable-unsafe-fp-math",
        Value::Flag,
        "rllc does not use the permission",
    ),
    ("stats", Value::Flag, "rllc keeps no statistics"),
    (
        "verify-machineinstrs",
        Value::Flag,
        "rllc has no machine-code verifier to turn on",
    ),
    (
        "fast-isel",
        Value::Flag,
        "rllc has one instruction selector",
    ),
    (
        "pass-remarks",
        Value::Text,
        "rllc emits no optimisation remarks",
    ),
    (
        "pass-remarks-missed",
        Value::Text,
        "rllc emits no optimisation remarks",
    ),
    (
        "pass-remarks-analysis",
        Value::Text,
        "rllc emits no optimisation remarks",
    ),
];

/// llc's options that rllc rejects, with why.
const REJECTED: &[(&str, Value, &str)] = &[
    (
        "split-dwarf-file",
        Value::Text,
        "rllc writes no split DWARF",
    ),
    (
        "emulated-tls",
        Value::Flag,
        "rllc compiles thread-locals with the native TLS model only",
    ),
    (
        "print-after-all",
        Value::Flag,
        "rllc does not print IR between passes",
    ),
    (
        "print-before-all",
        Value::Flag,
        "rllc does not print IR between passes",
    ),
    (
        "stop-after",
        Value::Text,
        "rllc has no machine passes to stop after",
    ),
    (
        "stop-before",
        Value::Text,
        "rllc has no machine passes to stop before",
    ),
    (
        "start-after",
        Value::Text,
        "rllc has no machine passes to start after",
    ),
    (
        "start-before",
        Value::Text,
        "rllc has no machine passes to start before",
    ),
    (
        "pass-remarks-output",
        Value::Text,
        "rllc writes no optimisation remarks",
    ),
    (
        "pass-remarks-filter",
        Value::Text,
        "rllc writes no optimisation remarks",
    ),
    (
        "pass-remarks-format",
        Value::Text,
        "rllc writes no optimisation remarks",
    ),
];

/// The clap argument for option `name` taking `value`.
fn llc_option(name: &'static str, value: &Value) -> clap::Arg {
    use clap::builder::{BoolishValueParser, PossibleValuesParser};
    let arg = clap::Arg::new(name).long(name);
    match value {
        Value::Flag => arg
            .num_args(0..=1)
            .require_equals(true)
            .default_missing_value("true")
            .value_parser(BoolishValueParser::new()),
        Value::OneOf(words) => arg.value_parser(PossibleValuesParser::new(*words)),
        Value::Text => arg,
    }
}

/// rllc's command: [`Args`] and llc's options of [`NO_EFFECT`] (documented) and
/// [`REJECTED`] (hidden, refused by [`check_rejected`]).
fn command() -> clap::Command {
    let cmd = NO_EFFECT
        .iter()
        .fold(Args::command(), |cmd, (name, value, why)| {
            cmd.arg(llc_option(name, value).help(format!("No effect: {why}.")))
        });
    REJECTED.iter().fold(cmd, |cmd, (name, value, _)| {
        cmd.arg(llc_option(name, value).hide(true))
    })
}

/// An error for the first option of [`REJECTED`] on the command line.
fn check_rejected(matches: &clap::ArgMatches) -> Result<(), Failure> {
    match REJECTED.iter().find(|(name, ..)| {
        matches.value_source(name) == Some(clap::parser::ValueSource::CommandLine)
    }) {
        Some((name, _, why)) => Err(Failure::plain(format!(
            "option -{name} is not supported: {why}"
        ))),
        None => Ok(()),
    }
}

fn main() -> std::process::ExitCode {
    let argv = cli::normalize_args(std::env::args());
    let args = command()
        .try_get_matches_from(argv)
        .and_then(|m| Ok((Args::from_arg_matches(&m)?, m)));
    let (args, matches) = match args {
        Ok(a) => a,
        Err(e) => {
            let code = if e.use_stderr() { 1 } else { 0 };
            let _ = e.print();
            return std::process::ExitCode::from(code);
        }
    };
    exit_now(run_main(|| {
        check_rejected(&matches)?;
        run(args)
    }))
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
    if args.mcpu.as_deref() == Some("help") || args.mattr.as_deref() == Some("help") {
        // As llc: the list (of the `-mtriple` target, else the host's) goes to standard
        // error and nothing is compiled.
        let target = rllc_targets::lookup(&triple(&args, None)?).map_err(Failure::plain)?;
        eprint!("{}", target.features_help());
        return Ok(());
    }
    let mut timer = Timer::new(args.time_passes);
    let input = read_input(&args.input)?;
    let output = args.output.clone().unwrap_or_else(|| match filetype {
        // llc writes nothing then, to standard output.
        FileType::Null => "-".into(),
        FileType::Asm => default_output(&args.input, "s"),
        FileType::Obj => default_output(&args.input, "o"),
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
        code_model: code_model(&args),
        cpu: args.mcpu.clone(),
        mattr: args.mattr.clone(),
        sections: rllc_object::SectionSplit {
            functions: args.function_sections.unwrap_or(false),
            data: args.data_sections.unwrap_or(false),
            unique_names: args.unique_section_names.unwrap_or(true),
        },
        addrsig: args.addrsig.unwrap_or(false),
        dwarf_version: args.dwarf_version,
        frame_pointer: args.frame_pointer.map(|fp| match fp {
            FramePointer::All => rllc_codegen::FramePointer::All,
            FramePointer::NonLeaf => rllc_codegen::FramePointer::NonLeaf,
            FramePointer::None => rllc_codegen::FramePointer::None,
        }),
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
    // -filetype=null writes an empty file, as llc does.
    let bytes: &[u8] = if filetype == FileType::Obj {
        &bytes
    } else {
        &[]
    };
    timer.time("write", || write_output(&output, bytes))?;
    timer.report();
    Ok(())
}

/// The target triple: `-mtriple`, else the module's (when there is one), else the host's;
/// with `-march`'s architecture.
fn triple(args: &Args, module: Option<&Module>) -> Result<Triple, Failure> {
    let triple_text = args
        .mtriple
        .clone()
        .or_else(|| {
            module?
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
            // Other architectures reach the registry, which names the triple it refuses.
            other => other
                .parse()
                .map_err(|_| Failure::plain(format!("unsupported: -march={other}")))?,
        };
    }
    Ok(triple)
}

/// The code model of `-code-model`, if given.
fn code_model(args: &Args) -> Option<rllc_ir::module::CodeModel> {
    use rllc_ir::module::CodeModel as Model;
    args.code_model.map(|cm| match cm {
        CodeModel::Tiny => Model::Tiny,
        CodeModel::Small => Model::Small,
        CodeModel::Kernel => Model::Kernel,
        CodeModel::Medium => Model::Medium,
        CodeModel::Large => Model::Large,
    })
}

/// The target from the command line and the module, with the options that only make
/// sense once the module is known to be valid (reported after its errors).
fn target(args: &Args, filetype: FileType, module: &Module) -> Result<TargetChoice, Failure> {
    let mut choice = TargetChoice::for_triple(triple(args, Some(module))?)?;
    if let Some(cm) = code_model(args) {
        if !choice.target.supports_code_model(cm) {
            return Err(Failure::plain(format!(
                "unsupported: -code-model={} for {}",
                cm.name(),
                choice.target.name()
            )));
        }
    }
    choice.warnings = choice
        .target
        .command_line_warnings(args.mcpu.as_deref(), args.mattr.as_deref());
    if filetype == FileType::Asm {
        return Err(Failure::plain(
            "unsupported: assembly output (-filetype=asm)",
        ));
    }
    Ok(choice)
}
