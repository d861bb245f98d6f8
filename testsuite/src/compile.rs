//! `; test compile -O0|-O2 [target=TRIPLE] [static]` filetests: the module is parsed, verified, run
//! through the default pipeline of the level and compiled function by function; the
//! output is each function's machine code as the target prints it (after register
//! allocation, frame layout and branch relaxation), so that a change in instruction
//! selection shows as a diff, after its patchable prefix and warnings, if any. The target
//! comes from the registry (`rllc_targets::lookup`); `target=x86_64-linux-gnu` is the
//! default; the triple's platform (`rllc_targets::platform`) chooses the calling
//! convention and the like. `static` compiles for the static relocation model instead of
//! PIC.

use rllc_codegen::{ModuleCtx, OptLevel, RelocModel, RelocTarget};
use rllc_ir::module::{GlobalName, Module};
use std::fmt::Write;

/// The options on a compile test's header line.
pub struct CompileOptions {
    pub opt: OptLevel,
    pub target: String,
    pub reloc_model: RelocModel,
}

/// Parses the rest of `; test compile …`: an `-O` level (default -O2), `target=` and
/// `static`.
pub fn parse_options(rest: &str) -> Result<CompileOptions, String> {
    let mut o = CompileOptions {
        opt: OptLevel::O2,
        target: "x86_64-linux-gnu".into(),
        reloc_model: RelocModel::Pic,
    };
    for word in rest.split_whitespace() {
        match word {
            "-O0" => o.opt = OptLevel::O0,
            "-O1" => o.opt = OptLevel::O1,
            "-O2" => o.opt = OptLevel::O2,
            "-O3" => o.opt = OptLevel::O3,
            "static" => o.reloc_model = RelocModel::Static,
            _ => match word.strip_prefix("target=") {
                Some(t) => o.target = t.into(),
                None => return Err(format!("unknown compile test option '{word}'")),
            },
        }
    }
    Ok(o)
}

/// Compiles `m` (parsed and verified) and prints every function's code, or the first
/// code-generation error.
pub fn run_compile_test(mut m: Module, o: &CompileOptions) -> String {
    let level = match o.opt {
        OptLevel::O0 => 0,
        OptLevel::O1 => 1,
        OptLevel::O2 => 2,
        OptLevel::O3 => 3,
    };
    if let Err(d) = rllc_passes::Pipeline::default_for(level).run(&mut m) {
        return format!("UNEXPECTED ERROR {}", d.message);
    }
    let triple = match o.target.parse() {
        Ok(triple) => triple,
        Err(e) => return format!("error: invalid target '{}': {e}", o.target),
    };
    let target = match rllc_targets::lookup(&triple) {
        Ok(t) => t,
        Err(e) => return format!("error: {e}"),
    };
    let platform = rllc_targets::platform(&triple);
    let compiler = target.module_compiler(ModuleCtx::new(&m, o.reloc_model, platform));
    let name = |t: RelocTarget| match t {
        RelocTarget::Global(g) => format!("@{}", global_name(&m, g)),
        RelocTarget::Libcall(s) => s.to_string(),
        RelocTarget::Constant(n) => format!("constant{n}"),
        RelocTarget::Block(g, b) => format!("blockaddress(@{}, {b})", global_name(&m, g)),
        RelocTarget::Symbol(s) => m.syms.text(s).into_owned(),
    };
    let mut out = String::new();
    for &g in &m.order {
        let Some(body) = m.function(g).and_then(|f| f.body.as_ref()) else {
            continue;
        };
        match compiler.compile_function(g, body, o.opt) {
            Ok(f) => {
                let _ = writeln!(out, "function @{}:", global_name(&m, g));
                if let Some(p) = &f.patchable {
                    let _ = writeln!(
                        out,
                        "; patchable: {} prefix bytes {:02x?}, entry nops at {:#x}",
                        p.prefix.len(),
                        p.prefix,
                        p.entry
                    );
                }
                for w in &f.warnings {
                    let _ = writeln!(out, "; {w}");
                }
                let _ = writeln!(out, "{}", target.print_code(&f, &name));
            }
            Err(e) => return format!("error: {}", e.message),
        }
    }
    out.trim_end().to_string()
}

fn global_name(m: &Module, g: rllc_ir::module::GlobalId) -> String {
    match m.globals[g].name {
        GlobalName::Named(s) => m.syms.text(s).into_owned(),
        GlobalName::Numbered(n) => n.to_string(),
    }
}
