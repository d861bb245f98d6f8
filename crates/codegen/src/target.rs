//! The seam between the driver and a target: what the driver asks of an instruction set
//! besides compiling functions (module checks, module asm, padding, `-mcpu`/`-mattr`),
//! and a per-module compiler that compiles functions on any thread. The driver finds a
//! target by triple through the registry (`rllc-targets`), the only crate that names
//! target crates.

use crate::assembly::Assembly;
use crate::object_stubs::{DestructorStubs, Thunk};
use crate::{Arch, CodegenError, CompiledFunction, ModuleCtx, OptLevel, Platform, RelocTarget};
use rllc_ir::module::{Body, CodeModel, GlobalId, Module};

/// An instruction set rllc generates code for.
pub trait Target: Sync {
    /// The architecture's name as triples spell it (`x86_64`).
    fn name(&self) -> &'static str;
    /// The architecture, which chooses the object writers' relocation, register and
    /// unwind tables.
    fn arch(&self) -> Arch;
    /// Rejects module flags and global attributes that change code and that the target
    /// does not honour (`docs/attributes.md`).
    fn check_module(&self, m: &Module, platform: Platform) -> Result<(), CodegenError>;
    /// Whether the target generates code for code model `cm` (`-code-model`).
    fn supports_code_model(&self, cm: CodeModel) -> bool;
    /// Assembles module-level inline asm (GNU as syntax) for the object writer.
    fn assemble_module_asm(&self, text: &str) -> Result<Assembly, String>;
    /// The function that appends `n` bytes of padding that may be executed (nops) to
    /// its vector (for the object writer's alignment of code).
    fn code_fill(&self) -> fn(&mut Vec<u8>, usize);
    /// The list of CPUs and features `-mcpu=help`/`-mattr=help` print.
    fn features_help(&self) -> String;
    /// llc's warnings about `-mcpu` and `-mattr` values the target does not know.
    fn command_line_warnings(&self, cpu: Option<&str>, mattr: Option<&str>) -> Vec<String>;
    /// The function that makes the Mach-O writer's destructor stubs for `n` destructors
    /// (`llvm.global_dtors` registered with `__cxa_atexit`).
    fn destructor_stubs(&self) -> fn(usize) -> DestructorStubs;
    /// The thunks the code of module `m` calls, which the object writer adds (given
    /// `-mattr`, which applies to every function).
    fn thunks(&self, m: &Module, mattr: Option<&str>) -> Vec<Thunk>;
    /// Prepares the compilation of the functions of `cx`'s module.
    fn module_compiler<'m>(&self, cx: ModuleCtx<'m>) -> Box<dyn ModuleCompiler<'m> + 'm>;
    /// The machine code of a compiled function as compile filetests print it: one
    /// instruction a line, relocations named by `name`.
    fn print_code(&self, f: &CompiledFunction, name: &dyn Fn(RelocTarget) -> String) -> String;
}

/// Compiles the functions of one module for one target, on any thread.
pub trait ModuleCompiler<'m>: Sync {
    /// The module and options.
    fn cx(&self) -> &ModuleCtx<'m>;
    /// Compiles function `gid`, whose body is `body`, at level `opt`.
    fn compile_function(
        &self,
        gid: GlobalId,
        body: &Body,
        opt: OptLevel,
    ) -> Result<CompiledFunction, CodegenError>;
}
