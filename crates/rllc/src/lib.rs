//! The rllc driver: the pipeline behind the `rllc` and `rllc-opt` binaries, read like a
//! list of stages (read → parse → verify → passes → output). `rllc` fuses parsing,
//! verification and code generation per function ([`compile`]).

pub mod cli;
pub mod timing;

use rllc_ir::module::GlobalId;
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
    /// Shared with the thread that maps the file's pages in (see [`read_input`]).
    Mapped(std::sync::Arc<memmap2::Mmap>),
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

/// Reads `path` (`-` is standard input); bitcode is refused.
pub fn read_input(path: &str) -> Result<Input, Failure> {
    let input = read_bytes(path)?;
    if is_bitcode(&input.text) {
        return Err(Failure::plain(format!(
            "{}: bitcode input is not supported yet; convert it with llvm-dis",
            input.name
        )));
    }
    Ok(input)
}

/// Whether `bytes` start like LLVM bitcode: raw (`BC` 0xC0DE) or in the wrapper
/// (0x0B17C0DE, little-endian) that Darwin toolchains write.
fn is_bitcode(bytes: &[u8]) -> bool {
    bytes.starts_with(b"BC\xC0\xDE") || bytes.starts_with(&[0xDE, 0xC0, 0x17, 0x0B])
}

/// The bytes of `path` (`-` is standard input).
fn read_bytes(path: &str) -> Result<Input, Failure> {
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
    // SAFETY: the mapping is read-only and lives as long as `Input` (and the thread
    // below); a file truncated by another process while we read it is outside what a
    // compiler defends against.
    let map = std::sync::Arc::new(unsafe { memmap2::MmapOptions::new().map(&file) }.map_err(fail)?);
    // The whole file is read: another thread maps its pages in ahead of the sequential
    // scan, on the core the scan leaves idle (mapping them all before the scan took 2 ms
    // of a 25 MB input's 7 ms scan; page faults during the scan cost more). Failure (an
    // old kernel) only leaves the pages to be faulted in.
    let ahead = std::sync::Arc::clone(&map);
    std::thread::spawn(move || ahead.advise(memmap2::Advice::PopulateRead));
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
/// succeeded, so a failed run never leaves a partial file behind: the bytes go to a
/// temporary file of a unique name beside the destination, which is then renamed over it
/// (one atomic step: concurrent runs writing the same output each leave a whole file, and
/// the old file stays until the new one replaces it). A symbolic link is written through,
/// as llc does: the file it leads to is replaced. Anything else that exists at `path`
/// (`/dev/null`, a pipe) is written in place, never replaced.
pub fn write_output(path: &str, bytes: &[u8]) -> Result<(), Failure> {
    if path == "-" {
        let mut out = std::io::stdout().lock();
        return out
            .write_all(bytes)
            .and_then(|_| out.flush())
            .map_err(|e| Failure::plain(format!("<stdout>: {e}")));
    }
    let fail = |e: std::io::Error| Failure::plain(format!("{path}: {e}"));
    // (`/dev/stdout` is a link to a link to a pipe: decided before following links.)
    if std::fs::metadata(path).is_ok_and(|m| !m.is_file()) {
        return std::fs::OpenOptions::new()
            .write(true)
            .open(path)
            .and_then(|mut f| f.write_all(bytes))
            .map_err(fail);
    }
    let dest = follow_links(Path::new(path)).map_err(fail)?;
    let dir = match dest.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let mut prefix = std::ffi::OsString::from(".");
    prefix.push(dest.file_name().unwrap_or_default());
    prefix.push(".");
    let mut builder = tempfile::Builder::new();
    builder.prefix(&prefix).suffix(".rllc-tmp");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        // Read and write for all less the umask, as for any new file (tempfile's
        // default is the owner only).
        builder.permissions(std::fs::Permissions::from_mode(0o666));
    }
    let mut tmp = builder.tempfile_in(dir).map_err(fail)?;
    tmp.write_all(bytes).map_err(fail)?;
    // Dropping an unpersisted temporary file removes it.
    tmp.persist(&dest).map_err(|e| fail(e.error))?;
    Ok(())
}

/// `path` with its symbolic links followed (the last component: the directories are
/// resolved by the system), up to 40 of them as the system does.
fn follow_links(path: &Path) -> std::io::Result<std::path::PathBuf> {
    let mut p = path.to_path_buf();
    for _ in 0..40 {
        match std::fs::read_link(&p) {
            // A relative target is relative to the link's directory.
            Ok(target) => {
                p = p
                    .parent()
                    .map_or_else(|| target.clone(), |d| d.join(&target))
            }
            Err(_) => return Ok(p),
        }
    }
    Err(std::io::Error::other("too many levels of symbolic links"))
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

/// The stack size of the thread that runs the driver and of the rayon workers. The
/// stages recurse once per nesting level of the input's types, constants and metadata,
/// up to [`rllc_ir::MAX_NESTING`] levels: about 10 kB a level in an unoptimised build.
/// Only the pages a thread touches take memory.
const STACK_SIZE: usize = 64 << 20;

/// Runs `f` (on a thread with a [`STACK_SIZE`] stack), prints a failure to stderr, and
/// returns the process exit code.
pub fn run_main(f: impl FnOnce() -> Result<(), Failure> + Send) -> std::process::ExitCode {
    // A panic is a bug; still report it as an error with exit status 1, never a crash dump.
    std::panic::set_hook(Box::new(|info| {
        eprintln!("error: internal compiler error: {info}");
    }));
    // Fails only when the pool was already built (a second call), whose stacks are these.
    let _ = rayon::ThreadPoolBuilder::new()
        .stack_size(STACK_SIZE)
        .build_global();
    let outcome = std::thread::scope(|scope| {
        std::thread::Builder::new()
            .stack_size(STACK_SIZE)
            .spawn_scoped(scope, f)
            .map(|thread| thread.join())
    });
    match outcome {
        Ok(Ok(Ok(()))) => std::process::ExitCode::SUCCESS,
        Ok(Ok(Err(Failure(msg)))) => {
            eprintln!("{msg}");
            std::process::ExitCode::from(1)
        }
        // A panic, reported by the hook.
        Ok(Err(_)) => std::process::ExitCode::from(1),
        Err(e) => {
            eprintln!("error: cannot start the compiler thread: {e}");
            std::process::ExitCode::from(1)
        }
    }
}

/// What the code generator needs from the command line.
pub struct CodegenOptions {
    pub opt: rllc_codegen::OptLevel,
    pub reloc_model: rllc_codegen::RelocModel,
    /// `-code-model` (over the module's `Code Model` flag).
    pub code_model: Option<rllc_ir::module::CodeModel>,
    /// `-mcpu` (for functions without a `"target-cpu"` attribute) and `-mattr` (appended
    /// to functions' `"target-features"`).
    pub cpu: Option<String>,
    pub mattr: Option<String>,
    /// `-function-sections`, `-data-sections`, `-unique-section-names` (ELF).
    pub sections: rllc_object::SectionSplit,
    /// `-frame-pointer` (for functions without a `"frame-pointer"` attribute).
    pub frame_pointer: Option<rllc_codegen::FramePointer>,
    /// `-addrsig`: the `.llvm_addrsig` section (ELF and COFF).
    pub addrsig: bool,
    /// `-dwarf-version`: the version of the debug information, over the module's.
    pub dwarf_version: Option<u16>,
}

/// The target a module is compiled for, chosen from the command line and the module.
pub struct TargetChoice {
    pub triple: target_lexicon::Triple,
    /// The instruction set (from the registry, `rllc_targets::lookup`).
    pub target: &'static dyn rllc_codegen::Target,
    /// Warnings to print once the module is known to be valid (llc prints them when it
    /// creates the target machine, after reading the module).
    pub warnings: Vec<String>,
}

impl TargetChoice {
    /// The target of `triple` from the registry, without warnings, or
    /// `unsupported target '…'`.
    pub fn for_triple(triple: target_lexicon::Triple) -> Result<TargetChoice, Failure> {
        Ok(TargetChoice {
            target: rllc_targets::lookup(&triple).map_err(Failure::plain)?,
            triple,
            warnings: Vec::new(),
        })
    }

    fn warn(&self) {
        for w in &self.warnings {
            eprintln!("{w}");
        }
    }
}

/// The compiler of module `m`'s functions for `target` under `opts`, writing for
/// `object_target`.
fn module_compiler<'m>(
    m: &'m Module,
    opts: &CodegenOptions,
    target: &TargetChoice,
    object_target: &rllc_object::Target,
) -> Box<dyn rllc_codegen::ModuleCompiler<'m> + 'm> {
    let mut cx = rllc_codegen::ModuleCtx::new(m, opts.reloc_model, object_target.platform);
    cx.cpu.clone_from(&opts.cpu);
    cx.mattr.clone_from(&opts.mattr);
    if let Some(cm) = opts.code_model {
        cx.code_model = cm;
    }
    if let Some(fp) = opts.frame_pointer {
        cx.frame_pointer = fp;
    }
    target.target.module_compiler(cx)
}

/// Runs the optimisation pipeline over `m` (nothing for an empty pipeline); a failed
/// `verify` step is reported with its location.
pub fn run_passes(
    pipeline: &rllc_passes::Pipeline,
    m: &mut Module,
    input: &Input,
    timer: &mut timing::Timer,
) -> Result<(), Failure> {
    if pipeline.is_empty() {
        return Ok(());
    }
    timer
        .time("passes", || pipeline.run(m))
        .map_err(|d| Failure(d.render(&input.name, &input.text).to_string()))
}

/// Compiles the input into an object file image, after running `pipeline` (the default
/// pipeline of the `-O` level). The target comes from `target`, given the module (its
/// triple), and `opts`.
///
/// The fused pipeline runs first ([`compile_fused`]): as soon as the top level is parsed,
/// each function body is parsed, verified and compiled by one worker thread. Whenever it
/// cannot tell what the stage-by-stage pipeline would report (a parse error anywhere, an
/// unusual layout, a problem with the target), the stage-by-stage pipeline runs instead:
/// parse, verify, target, code generation, object. Either way the errors and the output
/// bytes are the same, whatever the number of threads. With passes to run, the stages
/// run one after the other (parse, verify, target, passes, code generation, object).
pub fn compile(
    input: &Input,
    opts: &CodegenOptions,
    pipeline: &rllc_passes::Pipeline,
    target: impl Fn(&Module) -> Result<TargetChoice, Failure>,
    timer: &mut timing::Timer,
) -> Result<Compiled, Failure> {
    if pipeline.is_empty() {
        if let Some(result) = compile_fused(input, opts, &target, timer) {
            return result;
        }
    }
    let mut m = parse_and_verify(input, timer)?;
    let target = target(&m)?;
    target.warn();
    run_passes(pipeline, &mut m, input, timer)?;
    let bytes = compile_to_object(&m, input, &target, opts, timer)?;
    Ok(Compiled {
        bytes,
        made_from: Box::new(m),
    })
}

/// An object file image, with the module (and machine code) it was made from. Freeing
/// those takes a few percent of a run, for nothing when the process ends next: the
/// `rllc` binary writes the bytes and leaves the rest to the operating system, as clang
/// does by default (`-disable-free`).
pub struct Compiled {
    /// The object file.
    pub bytes: Vec<u8>,
    /// What the bytes were made from, freed when this is dropped.
    made_from: Box<dyn std::any::Any>,
}

impl Compiled {
    /// Leaves the module and machine code allocated: for a process about to exit.
    pub fn keep_sources(self) -> Vec<u8> {
        std::mem::forget(self.made_from);
        self.bytes
    }
}

/// A code-generation error as the driver reports it, located when it has a position.
/// Whether function `g` gets code: not when it is `available_externally` (its body is
/// only there for the optimiser; llc compiles no such function).
fn is_emitted(m: &Module, g: GlobalId) -> bool {
    m.globals[g].linkage != rllc_ir::module::Linkage::AvailableExternally
}

fn located(input: &Input, e: rllc_codegen::CodegenError) -> Failure {
    match e.pos {
        Some(p) => Failure(
            rllc_ir::Diagnostic::new(p as usize, e.message)
                .render(&input.name, &input.text)
                .to_string(),
        ),
        None => Failure::plain(e.message),
    }
}

/// What the object writer needs to know about the target, once the module is known to be
/// one the code generator handles.
fn object_target(
    m: &Module,
    input: &Input,
    target: &TargetChoice,
    opts: &CodegenOptions,
) -> Result<rllc_object::Target, Failure> {
    use object::elf::{
        ELFOSABI_FREEBSD, ELFOSABI_NONE, ELFOSABI_OPENBSD, ELFOSABI_SOLARIS, ELFOSABI_STANDALONE,
    };
    use rllc_object::Format;
    use target_lexicon::{BinaryFormat, Environment, OperatingSystem};
    let triple = &target.triple;
    let unsupported = || Failure::plain(format!("unsupported target '{triple}'"));
    // llc's object format and ELF OS/ABI byte for each operating system; rllc's code
    // follows the System V ABI (LP64) on the ELF systems, Win64 on Windows
    // (`rllc_targets::platform`).
    let (format, os_abi) = match (triple.operating_system, triple.binary_format) {
        // Windows: MinGW (`-windows-gnu`) or the Microsoft toolchain (the rest).
        (OperatingSystem::Windows, BinaryFormat::Coff | BinaryFormat::Unknown) => {
            match triple.environment {
                Environment::Gnu
                | Environment::GnuLlvm
                | Environment::Msvc
                | Environment::Unknown => (Format::Coff, ELFOSABI_NONE),
                _ => return Err(unsupported()),
            }
        }
        (OperatingSystem::Windows, other) => {
            return Err(Failure::plain(format!(
                "unsupported: {other} object files for Windows"
            )))
        }
        (
            OperatingSystem::Darwin(_) | OperatingSystem::MacOSX(_),
            BinaryFormat::Macho | BinaryFormat::Unknown,
        ) => (Format::MachO, ELFOSABI_NONE),
        (os, BinaryFormat::Elf | BinaryFormat::Unknown) => {
            let os_abi = match os {
                OperatingSystem::Freebsd => ELFOSABI_FREEBSD,
                OperatingSystem::Openbsd => ELFOSABI_OPENBSD,
                OperatingSystem::Solaris => ELFOSABI_SOLARIS,
                OperatingSystem::Hermit => ELFOSABI_STANDALONE,
                OperatingSystem::Linux
                | OperatingSystem::Unknown
                | OperatingSystem::None_
                | OperatingSystem::Netbsd
                | OperatingSystem::Dragonfly
                | OperatingSystem::Illumos
                | OperatingSystem::Haiku
                | OperatingSystem::Fuchsia
                | OperatingSystem::Hurd
                | OperatingSystem::L4re
                | OperatingSystem::Redox
                | OperatingSystem::VxWorks => ELFOSABI_NONE,
                _ => return Err(unsupported()),
            };
            // x32 and ILP32 are 32-bit ABIs; the rest of the ELF environments share LP64.
            if matches!(
                triple.environment,
                Environment::Gnux32 | Environment::GnuIlp32
            ) {
                return Err(unsupported());
            }
            (Format::Elf, os_abi)
        }
        _ => return Err(unsupported()),
    };
    let platform = rllc_targets::platform(triple);
    if format != Format::Elf && (opts.sections.functions || opts.sections.data) {
        return Err(Failure::plain(format!(
            "unsupported: -function-sections and -data-sections for '{triple}' (ELF only)"
        )));
    }
    // Where LLVM's default is emulated TLS (`Triple::hasDefaultEmulatedTLS`), rllc's
    // native thread-locals would be wrong.
    let emulated_tls = triple.operating_system == OperatingSystem::Openbsd
        || matches!(triple.environment, Environment::Android | Environment::Ohos);
    if emulated_tls && m.globals.iter().any(|(_, g)| g.thread_local.is_some()) {
        return Err(Failure::plain(format!(
            "unsupported: thread-local variables for '{triple}' (emulated TLS)"
        )));
    }
    // Module flags and global attributes that change code (docs/attributes.md).
    target
        .target
        .check_module(m, platform)
        .map_err(|e| located(input, e))?;
    let module_asm = if m
        .module_asm
        .iter()
        .all(|l| l.iter().all(u8::is_ascii_whitespace))
    {
        None
    } else {
        let text: Vec<u8> = m.module_asm.join(&b'\n');
        let text = String::from_utf8_lossy(&text);
        let asm = target
            .target
            .assemble_module_asm(&text)
            .map_err(|e| Failure::plain(format!("in module asm: {e}")))?;
        Some(asm)
    };
    Ok(rllc_object::Target {
        format,
        arch: target.target.arch(),
        platform,
        elf_os_abi: os_abi,
        sections: opts.sections,
        addrsig: opts.addrsig,
        reloc_model: opts.reloc_model,
        os_version: os_version(triple),
        dwarf_version: opts.dwarf_version,
        module_asm,
        code_fill: target.target.code_fill(),
        destructor_stubs: target.target.destructor_stubs(),
        thunks: target.target.thunks(m, opts.mattr.as_deref()),
    })
}

/// Prints the warnings about compiled functions (llc's for `"warn-stack-size"`) on stderr,
/// in module order.
fn warn_functions(compiled: &[(GlobalId, rllc_codegen::CompiledFunction)]) {
    for w in compiled.iter().flat_map(|(_, c)| &c.warnings) {
        eprintln!("{w}");
    }
}

/// Compiles every function of `m` (in parallel; output order is module order) and writes
/// an object file image. Errors carry the location of the IR that caused them.
pub fn compile_to_object(
    m: &Module,
    input: &Input,
    target: &TargetChoice,
    opts: &CodegenOptions,
    timer: &mut timing::Timer,
) -> Result<Vec<u8>, Failure> {
    let object_target = object_target(m, input, target, opts)?;
    let compiler = module_compiler(m, opts, target, &object_target);
    let funcs: Vec<(GlobalId, &rllc_ir::module::Body)> = m
        .order
        .iter()
        .filter(|&&g| is_emitted(m, g))
        .filter_map(|&g| Some((g, m.function(g)?.body.as_ref()?)))
        .collect();
    let compiled = timer.time("codegen", || {
        map_largest_first(
            funcs.len(),
            |i| funcs[i].1.insts.len(),
            || (),
            |(), i| {
                let (g, body) = funcs[i];
                Some(compiler.compile_function(g, body, opts.opt))
            },
        )
        .expect("code generation maps every function")
    });
    // The first error in module order, whatever the thread that found it.
    let compiled = funcs
        .iter()
        .zip(compiled)
        .map(|(&(g, _), c)| c.map(|c| (g, c)))
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| located(input, e))?;
    warn_functions(&compiled);
    timer
        .time("object", || {
            rllc_object::write_object(m, &compiler.cx().layouts, &object_target, &compiled)
        })
        .map_err(|e| located(input, e))
}

/// What the fused pipeline did with one function body.
struct FusedFunction {
    parsed: rllc_ir::ParsedBody,
    /// Whether the body's instructions were freed once its code was made (nothing reads
    /// them again).
    freed: bool,
    verified: Result<(), rllc_ir::Diagnostic>,
    /// `None` when the body is invalid (it is not compiled) or refers to blocks of other
    /// functions (it is compiled once all bodies are in the module).
    code: Option<Result<rllc_codegen::CompiledFunction, rllc_codegen::CodegenError>>,
}

/// The fused pipeline: the top level is parsed, then each function body is parsed,
/// verified and compiled by one worker (good cache locality, one pass over each body),
/// and the object is written from the results in module order. `None` when the
/// stage-by-stage pipeline must decide (see [`compile`]).
fn compile_fused(
    input: &Input,
    opts: &CodegenOptions,
    target: &impl Fn(&Module) -> Result<TargetChoice, Failure>,
    timer: &mut timing::Timer,
) -> Option<Result<Compiled, Failure>> {
    let scanned = timer.time("scan", || rllc_ir::scan(&input.text)).ok()?;
    let m = scanned.module();
    let target = target(m).ok()?;
    let object_target = object_target(m, input, &target, opts).ok()?;
    let compiler = module_compiler(m, opts, &target, &object_target);
    // Bodies whose instructions are read after their code is made: all of them when the
    // object writer reads them, else those whose blocks the top level takes the address of.
    let may_free = !rllc_object::reads_function_bodies(&object_target);
    let block_address_targets: rustc_hash::FxHashSet<GlobalId> =
        scanned.block_address_functions().collect();
    let functions = timer.time("functions", || {
        map_largest_first(
            scanned.num_bodies(),
            |i| scanned.body_size(i),
            || rllc_ir::verifier::FunctionVerifier::new(m),
            |verifier, i| {
                let mut parsed = scanned.parse_body(i).ok()?;
                let g = parsed.function();
                let verified = verifier.verify(g, parsed.body());
                let code =
                    (verified.is_ok() && !parsed.refers_to_other_bodies() && is_emitted(m, g))
                        .then(|| compiler.compile_function(g, parsed.body(), opts.opt));
                let freed = may_free
                    && code.is_some()
                    && !block_address_targets.contains(&g)
                    && parsed.block_address_functions().all(|f| f != g);
                if freed {
                    parsed.free_instructions();
                }
                // Boxed: the results move through several vectors (a kilobyte each
                // otherwise, megabytes of fresh memory on large modules).
                Some(Box::new(FusedFunction {
                    parsed,
                    freed,
                    verified,
                    code,
                }))
            },
        )
    });
    let functions = functions?;
    drop(compiler);
    // A body naming a block of another function whose instructions were freed: rare
    // enough to leave to the stage-by-stage pipeline.
    let freed: rustc_hash::FxHashSet<GlobalId> = functions
        .iter()
        .filter(|f| f.freed)
        .map(|f| f.parsed.function())
        .collect();
    if functions.iter().any(|f| {
        f.parsed
            .block_address_functions()
            .any(|t| freed.contains(&t))
    }) {
        return None;
    }
    let mut verdicts: rustc_hash::FxHashMap<GlobalId, _> = Default::default();
    let mut codes = Vec::with_capacity(functions.len());
    let mut bodies = Vec::with_capacity(functions.len());
    for f in functions {
        let g = f.parsed.function();
        verdicts.insert(g, f.verified);
        codes.push((g, f.code));
        bodies.push(f.parsed);
    }
    let m = timer.time("finish", || scanned.finish(bodies)).ok()?;
    let render = |d: rllc_ir::Diagnostic| Failure(d.render(&input.name, &input.text).to_string());
    let verified = timer.time("verify", || {
        rllc_ir::verifier::verify_module_with(&m, |g| verdicts.remove(&g))
    });
    if let Err(d) = verified {
        return Some(Err(render(d)));
    }
    target.warn();
    let compiler = module_compiler(&m, opts, &target, &object_target);
    let compiled = codes
        .into_iter()
        .filter(|&(g, _)| is_emitted(&m, g))
        .map(|(g, code)| {
            let code = code.unwrap_or_else(|| {
                let body = m.function(g).and_then(|f| f.body.as_ref()).expect("body");
                compiler.compile_function(g, body, opts.opt)
            });
            code.map(|c| (g, c))
        })
        .collect::<Result<Vec<_>, _>>();
    let compiled = match compiled {
        Ok(c) => c,
        Err(e) => return Some(Err(located(input, e))),
    };
    warn_functions(&compiled);
    let bytes = timer.time("object", || {
        rllc_object::write_object(&m, &compiler.cx().layouts, &object_target, &compiled)
    });
    drop(compiler);
    Some(match bytes {
        Ok(bytes) => Ok(Compiled {
            bytes,
            made_from: Box::new((m, compiled)),
        }),
        Err(e) => Err(located(input, e)),
    })
}

/// Maps `f` over the items `0..n` on every thread of the rayon pool and returns the results
/// in item order, or `None` as soon as one item gives `None`. Each thread takes the next
/// item when it is done with one, biggest first (by `size`): the work ends with small items
/// on every thread, where rayon's splitting of a sorted range left one thread with a run of
/// big functions at the end (a quarter of the wall time on 2 threads). `new_state` makes each
/// thread's scratch value (created on its first item), passed to `f` for every item the thread maps.
fn map_largest_first<S, R: Send>(
    n: usize,
    size: impl Fn(usize) -> usize,
    new_state: impl Fn() -> S + Sync,
    f: impl Fn(&mut S, usize) -> Option<R> + Sync,
) -> Option<Vec<R>> {
    use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering::Relaxed};
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(size(i)));
    let next = AtomicUsize::new(0);
    let failed = AtomicBool::new(false);
    let per_thread = rayon::broadcast(|_| {
        let mut scratch = None;
        let mut done = Vec::new();
        while !failed.load(Relaxed) {
            let Some(&i) = order.get(next.fetch_add(1, Relaxed)) else {
                break;
            };
            match f(scratch.get_or_insert_with(&new_state), i) {
                Some(r) => done.push((i, r)),
                None => failed.store(true, Relaxed),
            }
        }
        done
    });
    if failed.load(Relaxed) {
        return None;
    }
    let mut results: Vec<Option<R>> = (0..n).map(|_| None).collect();
    for (i, r) in per_thread.into_iter().flatten() {
        results[i] = Some(r);
    }
    Some(
        results
            .into_iter()
            .map(|r| r.expect("every item is mapped"))
            .collect(),
    )
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

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::fs::FileTypeExt;

    /// An output that is not a regular file (`-o /dev/null`, a pipe) is written into, not
    /// replaced by a regular file.
    #[test]
    fn output_to_a_pipe_keeps_the_pipe() {
        let dir = std::env::temp_dir().join(format!("rllc-fifo-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let fifo = dir.join("out.o");
        let made = std::process::Command::new("mkfifo").arg(&fifo).status();
        if !made.is_ok_and(|s| s.success()) {
            return; // no mkfifo here
        }
        let reader = {
            let fifo = fifo.clone();
            std::thread::spawn(move || std::fs::read(fifo).unwrap())
        };
        write_output(fifo.to_str().unwrap(), b"object").unwrap();
        assert_eq!(reader.join().unwrap(), b"object");
        assert!(std::fs::metadata(&fifo).unwrap().file_type().is_fifo());
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
