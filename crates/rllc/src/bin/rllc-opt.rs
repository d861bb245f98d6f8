//! `rllc-opt`: like LLVM's `opt`. Parses, verifies, runs the pipeline of `-passes=`
//! (`mem2reg,instcombine,…`, `default<O2>`) and prints the module as text IR.

/// mimalloc: the compiler allocates many short-lived vectors per function; it is markedly
/// faster than glibc's allocator for that pattern and returns memory to threads cheaply.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

use clap::Parser;
use rllc::{
    cli, parse_and_verify, read_input, run_main, run_passes, timing::Timer, write_output, Failure,
};

#[derive(Parser, Debug)]
#[command(
    name = "rllc-opt",
    version,
    about = "rllc-opt: parse, verify, transform and print LLVM IR"
)]
struct Args {
    /// Input .ll file (`-` reads standard input).
    #[arg(default_value = "-")]
    input: String,
    /// Output file (`-` is standard output).
    #[arg(short = 'o', default_value = "-")]
    output: String,
    /// Write textual IR (the only output format rllc-opt has).
    #[arg(short = 'S')]
    text: bool,
    /// Comma-separated pass pipeline, as `opt -passes=`.
    #[arg(long = "passes", default_value = "")]
    passes: String,
    /// Run everything but write nothing.
    #[arg(long = "disable-output")]
    disable_output: bool,
    /// Print the time each stage took.
    #[arg(long = "time-passes")]
    time_passes: bool,
}

fn main() -> std::process::ExitCode {
    let argv = cli::normalize_args(std::env::args());
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
    let pipeline = rllc_passes::Pipeline::parse(&args.passes).map_err(Failure::plain)?;
    let _ = args.text;
    let mut timer = Timer::new(args.time_passes);
    let input = read_input(&args.input)?;
    let mut module = parse_and_verify(&input, &mut timer)?;
    run_passes(&pipeline, &mut module, &input, &mut timer)?;
    if !args.disable_output {
        let text = timer.time("print", || rllc_ir::print(&module));
        write_output(&args.output, text.as_bytes())?;
    }
    timer.report();
    // Like LLVM's tools, leave the memory to the OS instead of freeing a large module.
    std::mem::forget(module);
    Ok(())
}
