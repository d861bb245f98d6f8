//! The pass manager: pipelines by name (as `opt -passes=`), the default pipelines of
//! `-O1`…`-O3`, and running a pipeline over a module.
//!
//! Function passes run function by function, in parallel: the bodies are taken out of
//! their functions, each runs through the passes on a rayon worker with the module's
//! tables shared ([`Cx`]; constants are interned through `&self`), and they are put back
//! in module order. A pass's result depends only on its function, so the output is the
//! same whatever the number of threads. Debug builds verify each function after every
//! pass and panic, naming the pass, when one produced invalid IR. `verify` checks the whole module at its place
//! in the pipeline and reports a failure as an error. Functions marked `optnone` are not
//! optimised.

use crate::adce::Adce;
use crate::blockaddr;
use crate::cx::Cx;
use crate::dce::Dce;
use crate::instcombine::InstCombine;
use crate::mem2reg::Mem2Reg;
use crate::sccp::Sccp;
use crate::simplifycfg::SimplifyCfg;
use rayon::prelude::*;
use rllc_ir::attrs::AttrKind;
use rllc_ir::module::{Body, GlobalId, GlobalKind, Module};
use rllc_ir::Diagnostic;

/// A pass.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Pass {
    Mem2Reg,
    InstCombine,
    SimplifyCfg,
    Sccp,
    Dce,
    Adce,
    Verify,
}

/// Pipeline names of the passes.
const NAMES: &[(&str, Pass)] = &[
    ("mem2reg", Pass::Mem2Reg),
    ("instcombine", Pass::InstCombine),
    ("simplifycfg", Pass::SimplifyCfg),
    ("sccp", Pass::Sccp),
    ("dce", Pass::Dce),
    ("adce", Pass::Adce),
    ("verify", Pass::Verify),
];

impl Pass {
    /// The pipeline name.
    pub fn name(self) -> &'static str {
        NAMES.iter().find(|e| e.1 == self).map_or("?", |e| e.0)
    }
}

/// A sequence of passes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Pipeline {
    passes: Vec<Pass>,
}

/// Splits `s` at the commas outside parentheses and angle brackets.
fn split_top(s: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let (mut depth, mut start) = (0i32, 0);
    for (i, c) in s.char_indices() {
        match c {
            '(' | '<' => depth += 1,
            ')' | '>' => depth -= 1,
            ',' if depth == 0 => {
                out.push(&s[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(&s[start..]);
    out
}

impl Pipeline {
    /// Parses `opt`'s pipeline syntax: pass names separated by commas, optionally inside
    /// `function(…)`, and `default<O0>`…`default<O3>` for the default pipelines.
    pub fn parse(text: &str) -> Result<Pipeline, String> {
        let mut p = Pipeline::default();
        p.parse_into(text)?;
        Ok(p)
    }

    fn parse_into(&mut self, text: &str) -> Result<(), String> {
        for item in split_top(text) {
            let item = item.trim();
            if item.is_empty() {
                continue;
            }
            if let Some(inner) = item
                .strip_prefix("function(")
                .and_then(|r| r.strip_suffix(')'))
            {
                self.parse_into(inner)?;
            } else if let Some(level) = item
                .strip_prefix("default<O")
                .and_then(|r| r.strip_suffix('>'))
                .and_then(|l| l.parse::<u8>().ok())
                .filter(|&l| l <= 3)
            {
                self.passes.extend(Pipeline::default_for(level).passes);
            } else {
                let pass = NAMES
                    .iter()
                    .find(|e| e.0 == item)
                    .map(|e| e.1)
                    .ok_or_else(|| format!("unknown pass name '{item}'"))?;
                self.passes.push(pass);
            }
        }
        Ok(())
    }

    /// The pipeline `rllc -O<level>` runs before code generation (nothing at -O0).
    pub fn default_for(level: u8) -> Pipeline {
        use Pass::*;
        let passes = match level {
            0 => vec![],
            _ => vec![
                Mem2Reg,
                InstCombine,
                SimplifyCfg,
                Sccp,
                InstCombine,
                Adce,
                SimplifyCfg,
            ],
        };
        Pipeline { passes }
    }

    /// The pipeline of `passes`, in order.
    pub fn from_passes(passes: Vec<Pass>) -> Pipeline {
        Pipeline { passes }
    }

    /// The passes in order.
    pub fn passes(&self) -> &[Pass] {
        &self.passes
    }

    /// Whether the pipeline has no passes.
    pub fn is_empty(&self) -> bool {
        self.passes.is_empty()
    }

    /// Runs the pipeline over every function of `m`.
    pub fn run(&self, m: &mut Module) -> Result<(), Diagnostic> {
        if self.passes.iter().any(|&p| p != Pass::Verify) {
            blockaddr::name_targets(m);
            // Use-list order directives describe the uses the passes change.
            m.uselistorder.clear();
        }
        let taken = blockaddr::address_taken(m);
        // `optnone` functions are left as they are (LangRef: most optimisation passes skip
        // them; none of ours is one LLVM requires to run).
        let funcs: Vec<GlobalId> = m
            .order
            .iter()
            .copied()
            .filter(|&g| {
                m.function(g).is_some_and(|f| {
                    f.body.is_some() && !m.attrs.has(m.attrs.list(f.attrs).func, AttrKind::OptNone)
                })
            })
            .collect();
        let no_blocks = Vec::new();
        let mut segments = self.passes.split(|&p| p == Pass::Verify).peekable();
        while let Some(segment) = segments.next() {
            if !segment.is_empty() {
                let mut bodies: Vec<(GlobalId, Body)> =
                    funcs.iter().map(|&g| (g, take_body(m, g))).collect();
                let shared: &Module = m;
                bodies
                    .par_iter_mut()
                    .for_each_init(Passes::default, |state, (g, body)| {
                        let taken = taken.get(g).unwrap_or(&no_blocks);
                        let cx = Cx::new(shared, taken);
                        for &p in segment {
                            state.run(p, &cx, body);
                            if cfg!(debug_assertions) {
                                check(shared, *g, body, p);
                            }
                        }
                    });
                for (g, body) in bodies {
                    put_body(m, g, body);
                }
            }
            // A `verify` follows every segment but the last.
            if segments.peek().is_some() {
                rllc_ir::verify(m)?;
            }
        }
        Ok(())
    }
}

/// Verifies `body` after pass `p` (debug builds); invalid IR is a bug in the pass.
fn check(m: &Module, g: GlobalId, body: &Body, p: Pass) {
    if let Err(d) = rllc_ir::verifier::verify_function(m, g, body) {
        let name = match m.globals[g].name {
            rllc_ir::module::GlobalName::Named(s) => m.syms.text(s).into_owned(),
            rllc_ir::module::GlobalName::Numbered(n) => n.to_string(),
        };
        panic!(
            "invalid IR after pass {} in @{name}: {}",
            p.name(),
            d.message
        );
    }
}

fn take_body(m: &mut Module, g: GlobalId) -> Body {
    match &mut m.globals[g].kind {
        GlobalKind::Func(f) => f.body.take().expect("function with a body"),
        _ => unreachable!("not a function"),
    }
}

fn put_body(m: &mut Module, g: GlobalId, body: Body) {
    if let GlobalKind::Func(f) = &mut m.globals[g].kind {
        f.body = Some(body);
    }
}

/// One instance of every pass, holding its buffers across functions.
#[derive(Default)]
struct Passes {
    mem2reg: Mem2Reg,
    instcombine: InstCombine,
    simplifycfg: SimplifyCfg,
    sccp: Sccp,
    dce: Dce,
    adce: Adce,
}

impl Passes {
    fn run(&mut self, p: Pass, cx: &Cx, body: &mut Body) -> bool {
        match p {
            Pass::Mem2Reg => self.mem2reg.run(cx, body),
            Pass::InstCombine => self.instcombine.run(cx, body),
            Pass::SimplifyCfg => self.simplifycfg.run(cx, body),
            Pass::Sccp => self.sccp.run(cx, body),
            Pass::Dce => self.dce.run(cx, body),
            Pass::Adce => self.adce.run(cx, body),
            Pass::Verify => false,
        }
    }
}
