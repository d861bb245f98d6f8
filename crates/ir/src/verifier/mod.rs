//! The verifier: LangRef's rules for the in-memory IR, whoever built it (the parser
//! enforces some of them while reading; passes may break any of them).
//!
//! **Functions.** Every block ends in exactly one terminator and has none in the middle;
//! the entry block has no predecessors; phis are grouped at the top of their block and
//! have exactly one entry per predecessor edge (duplicate edges from one block carry the
//! same value); EH pads are the first non-phi instruction of their block; every operand
//! that is an instruction is defined by an instruction that dominates the use (a phi
//! uses its operand at the end of the incoming block; an `invoke` result is only
//! available on the edge to its normal destination, while a `callbr` result is available
//! in all its destinations, as in LLVM 16+); uses in unreachable blocks are
//! not checked, as in LLVM, and only phis may use their own value in reachable code.
//! Operand and result types are checked per opcode: arithmetic, compares, select, casts
//! ([`cast_is_valid`]), memory (sizes, atomic orderings, alignment), getelementptr,
//! aggregates and vectors, branches, switch cases, returns, calls against the function
//! type (varargs, intrinsics, `musttail`), EH instructions, `va_arg`, `freeze`, flags.
//!
//! **Globals.** Initializer types, declaration linkage, visibility and DLL storage with
//! local linkage, comdats on declarations, `common` and `appending` linkage, intrinsic
//! functions and the `llvm.global_ctors`/`llvm.used` family, aliases (pointer aliasee
//! that is a global or constant expression, pointing at a definition, no cycles, no
//! interposable alias in between) and ifunc resolvers.
//!
//! Messages follow LLVM's verifier wording, lower-case and without the final `!`; they
//! point at the offending instruction (globals carry no source position, so their errors
//! are reported at offset 0 and name the global).
//!
//! Where LLVM versions differ, the verifier accepts what any of LLVM 15–21 accepts:
//! atomic loads and stores of fixed vectors (LLVM 20+), fast-math flags on
//! `fptrunc`/`fpext` and on calls, phis and selects of homogeneous floating-point structs.
//!
//! **Not checked:** attributes (their compatibility with types and with each other),
//! metadata and debug records, intrinsic signatures against LLVM's intrinsic tables (only
//! that every call uses the declaration's type), constant expressions beyond what the
//! parser checks, funclet nesting beyond the parent kinds, `swifterror`/`inalloca`/GC
//! statepoint rules, the members of `llvm.used`, calling-convention restrictions.
//!
//! Cost: one linear pass per function. The CFG and the dominator tree
//! (Cooper–Harvey–Kennedy, [`crate::dominators`]) are built only when a function needs
//! them: uses of values defined earlier in the same block, or by non-terminators of the
//! entry block (allocas), are settled without them. All tables are scratch buffers reused
//! across functions; the checks allocate nothing unless they fail.

use crate::constant::{Const, ConstKind, ExprOp};
use crate::diag::Diagnostic;
use crate::dominators::{Cfg, DomTree};
use crate::inst::{
    flags, BinOp, Block, CallConv, CastOp, Clause, Inst, InstKind, Ordering, RmwOp, SyncScope,
    TailKind, Value,
};
use crate::module::{
    Body, DllStorage, Function, GlobalId, GlobalKind, GlobalName, Linkage, Module, Visibility,
};
use crate::types::{Type, TypeData, Types};
use cranelift_entity::EntityRef;

mod aggregates;
mod calls;
mod eh;
mod function;
mod globals;
mod instructions;
mod types;

pub use types::cast_is_valid;
use types::{addrspace_of, elem_count};

/// The result of a check. The diagnostic is boxed, so that the result fits a register.
type VResult = Result<(), Box<Diagnostic>>;

/// A boxed diagnostic at `pos`.
fn diag(pos: usize, msg: impl Into<String>) -> Box<Diagnostic> {
    Box::new(Diagnostic::new(pos, msg))
}

const NONE: u32 = u32::MAX;
/// LLVM's `Value::MaximumAlignment`.
const MAX_ALIGN: u64 = 1 << 32;

/// Checks `m`; the first violation is returned, located at the offending instruction.
pub fn verify_module(m: &Module) -> Result<(), Diagnostic> {
    verify_module_with(m, |_| None)
}

/// Checks `m` like [`verify_module`], but takes the result for a function's body from
/// `checked` when it has one (a body checked on its own with a [`FunctionVerifier`],
/// before it was put in the module); the violation returned is the one `verify_module`
/// would return.
pub fn verify_module_with(
    m: &Module,
    mut checked: impl FnMut(GlobalId) -> Option<Result<(), Diagnostic>>,
) -> Result<(), Diagnostic> {
    let mut v = Verifier::new(m);
    for &g in &m.order {
        v.global(g).map_err(|e| *e)?;
        if let GlobalKind::Func(f) = &m.globals[g].kind {
            if let Some(body) = &f.body {
                match checked(g) {
                    Some(result) => result?,
                    None => v.function(g, f, body).map_err(|e| *e)?,
                }
            }
        }
    }
    Ok(())
}

/// Checks function bodies one at a time, with scratch tables reused across them: for
/// bodies checked before they are in the module (one per thread of a parallel pipeline).
pub struct FunctionVerifier<'m>(Verifier<'m>);

impl<'m> FunctionVerifier<'m> {
    /// A verifier for bodies of functions of `m`.
    pub fn new(m: &'m Module) -> Self {
        FunctionVerifier(Verifier::new(m))
    }

    /// Checks `body` as the body of function `g` (whatever body `g` has in the module).
    pub fn verify(&mut self, g: GlobalId, body: &Body) -> Result<(), Diagnostic> {
        let m = self.0.m;
        match &m.globals[g].kind {
            GlobalKind::Func(f) => self.0.function(g, f, body).map_err(|e| *e),
            _ => Ok(()),
        }
    }
}

/// Checks the body of function `g` against LangRef's rules; `body` may be outside the
/// module while a pass edits it (the function's declaration is not re-checked). The
/// passes check their output with it in debug builds.
pub fn verify_function<'m>(m: &'m Module, g: GlobalId, body: &'m Body) -> Result<(), Diagnostic> {
    match &m.globals[g].kind {
        GlobalKind::Func(f) => Verifier::new(m).function(g, f, body).map_err(|e| *e),
        _ => Ok(()),
    }
}

/// Where an instruction sits: its block (arena index) and its index in the block.
#[derive(Copy, Clone)]
struct Loc {
    block: u32,
    idx: u32,
}

const NOWHERE: Loc = Loc {
    block: NONE,
    idx: NONE,
};

/// What one function's checks need besides the scratch tables.
struct FnCx<'a> {
    g: GlobalId,
    f: &'a Function,
    body: &'a Body,
    ret: Type,
    params: &'a [Type],
    vararg: bool,
    /// The result type of the first `landingpad` or `resume` seen.
    lp_ty: Option<Type>,
}

/// Scratch state reused across functions.
struct Verifier<'m> {
    m: &'m Module,
    t: &'m Types,
    cfg: Cfg,
    dom: DomTree,
    /// Per instruction (arena index): where it is placed.
    loc: Vec<Loc>,
    /// Per block (arena index): its index in the layout, or `NONE`.
    block_pos: Vec<u32>,
    /// Per type: 0 unknown, 1 sized, 2 unsized.
    sized: Vec<u8>,
    blocks: Vec<Block>,
    pairs: Vec<(Block, Value)>,
    consts: Vec<Const>,
    /// Aliases visited while walking an aliasee, and the current walk path.
    alias_seen: Vec<GlobalId>,
    alias_path: Vec<GlobalId>,
    /// Whether the alias being checked is available_externally.
    alias_avail: bool,
    /// Per global: whether its name starts with `llvm.`.
    intrinsic: Vec<bool>,
    /// Whether `cfg` / `dom` describe the current function.
    cfg_ready: bool,
    dom_ready: bool,
}

/// An error at instruction `i`.
fn err(body: &Body, i: Inst, msg: impl Into<String>) -> Box<Diagnostic> {
    diag(body.positions[i] as usize, msg)
}

/// `name` with `sigil`, quoted when LLVM would quote it.
fn fmt_name(sigil: char, name: &[u8]) -> String {
    let bare = !name.is_empty()
        && !name[0].is_ascii_digit()
        && name
            .iter()
            .all(|&c| c.is_ascii_alphanumeric() || matches!(c, b'-' | b'$' | b'.' | b'_'));
    let mut s = String::new();
    s.push(sigil);
    if bare {
        s.push_str(std::str::from_utf8(name).unwrap_or("?"));
    } else {
        s.push('"');
        for &c in name {
            if (0x20..0x7f).contains(&c) && c != b'"' && c != b'\\' {
                s.push(c as char);
            } else {
                s.push_str(&format!("\\{c:02X}"));
            }
        }
        s.push('"');
    }
    s
}

fn opcode(kind: &InstKind) -> &'static str {
    match kind {
        InstKind::Binary(op) => op.name(),
        InstKind::FNeg => "fneg",
        InstKind::ICmp(_) => "icmp",
        InstKind::FCmp(_) => "fcmp",
        InstKind::Cast(op) => op.name(),
        InstKind::Select => "select",
        InstKind::Phi => "phi",
        InstKind::Freeze => "freeze",
        InstKind::Alloca { .. } => "alloca",
        InstKind::Load { .. } => "load",
        InstKind::Store { .. } => "store",
        InstKind::GetElementPtr { .. } => "getelementptr",
        InstKind::Call(_) => "call",
        InstKind::Invoke(_) => "invoke",
        InstKind::CallBr(_) => "callbr",
        InstKind::ExtractValue { .. } => "extractvalue",
        InstKind::InsertValue { .. } => "insertvalue",
        InstKind::ExtractElement => "extractelement",
        InstKind::InsertElement => "insertelement",
        InstKind::ShuffleVector { .. } => "shufflevector",
        InstKind::Fence { .. } => "fence",
        InstKind::CmpXchg { .. } => "cmpxchg",
        InstKind::AtomicRmw { .. } => "atomicrmw",
        InstKind::VaArg => "va_arg",
        InstKind::LandingPad { .. } => "landingpad",
        InstKind::CatchPad => "catchpad",
        InstKind::CleanupPad => "cleanuppad",
        InstKind::CatchSwitch { .. } => "catchswitch",
        InstKind::CatchRet => "catchret",
        InstKind::CleanupRet { .. } => "cleanupret",
        InstKind::Resume => "resume",
        InstKind::Ret => "ret",
        InstKind::Br | InstKind::CondBr => "br",
        InstKind::Switch => "switch",
        InstKind::IndirectBr => "indirectbr",
        InstKind::Unreachable => "unreachable",
    }
}

fn is_eh_pad(kind: &InstKind) -> bool {
    matches!(
        kind,
        InstKind::LandingPad { .. }
            | InstKind::CatchPad
            | InstKind::CleanupPad
            | InstKind::CatchSwitch { .. }
    )
}

/// The flag bits `kind` may carry.
fn allowed_flags(kind: &InstKind) -> u16 {
    match kind {
        InstKind::Binary(BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Shl) => {
            flags::NUW | flags::NSW
        }
        InstKind::Binary(BinOp::UDiv | BinOp::SDiv | BinOp::LShr | BinOp::AShr) => flags::EXACT,
        InstKind::Binary(BinOp::Or) => flags::DISJOINT,
        InstKind::ICmp(_) => flags::SAMESIGN,
        InstKind::Cast(CastOp::Trunc) => flags::NUW | flags::NSW,
        InstKind::Cast(CastOp::ZExt | CastOp::UiToFp) => flags::NNEG,
        InstKind::GetElementPtr { .. } => flags::INBOUNDS | flags::NUSW | flags::NUW,
        InstKind::Load { .. } | InstKind::Store { .. } | InstKind::AtomicRmw { .. } => {
            flags::VOLATILE
        }
        InstKind::CmpXchg { .. } => flags::VOLATILE | flags::WEAK,
        InstKind::Alloca { .. } => flags::INALLOCA | flags::SWIFTERROR | flags::HAS_COUNT,
        InstKind::LandingPad { .. } => flags::CLEANUP,
        _ => 0,
    }
}

impl<'m> Verifier<'m> {
    fn new(m: &'m Module) -> Self {
        let intrinsic = m
            .globals
            .values()
            .map(|gv| match gv.name {
                GlobalName::Named(s) => m.syms.get(s).starts_with(b"llvm."),
                GlobalName::Numbered(_) => false,
            })
            .collect();
        Verifier {
            intrinsic,
            m,
            t: &m.types,
            cfg: Cfg::new(),
            dom: DomTree::new(),
            loc: Vec::new(),
            block_pos: Vec::new(),
            sized: Vec::new(),
            blocks: Vec::new(),
            pairs: Vec::new(),
            consts: Vec::new(),
            alias_seen: Vec::new(),
            alias_path: Vec::new(),
            alias_avail: false,
            cfg_ready: false,
            dom_ready: false,
        }
    }

    fn type_str(&self, t: Type) -> String {
        crate::printer::type_to_string(self.m, t)
    }

    fn global_name(&self, g: GlobalId) -> String {
        match self.m.globals[g].name {
            GlobalName::Named(s) => fmt_name('@', self.m.syms.get(s)),
            GlobalName::Numbered(n) => format!("@{n}"),
        }
    }

    /// `v` as the printer would spell it (computed only for messages).
    fn value_name(&self, cx: &FnCx, v: Value) -> String {
        let body = cx.body;
        let named = match v {
            Value::Inst(i) => body.inst_names[i].sym(),
            Value::Arg(n) => cx.f.param_names.get(n as usize).and_then(|p| p.sym()),
            Value::Block(b) => body.blocks[b].name.sym(),
            Value::Const(c) => {
                return match self.m.consts.get(c).kind {
                    ConstKind::Global(g) => self.global_name(g),
                    _ => format!(
                        "a constant of type '{}'",
                        self.type_str(self.m.consts.ty(c))
                    ),
                }
            }
            Value::Meta(_) => return "metadata".to_string(),
            Value::Asm(_) => return "inline asm".to_string(),
        };
        if let Some(s) = named {
            return fmt_name('%', body.names.get(s));
        }
        // Unnamed: the implicit number, counted as the printer counts.
        let mut n = 0u32;
        for k in 0..body.arg_types.len() {
            if cx.f.param_names.get(k).is_none_or(|p| p.sym().is_none()) {
                if v == Value::Arg(k as u32) {
                    return format!("%{n}");
                }
                n += 1;
            }
        }
        let void = self.t.common().void;
        for &b in &body.layout {
            if body.blocks[b].name.sym().is_none() {
                if v == Value::Block(b) {
                    return format!("%{n}");
                }
                n += 1;
            }
            for &i in &body.blocks[b].insts {
                if body.insts[i].ty != void && body.inst_names[i].sym().is_none() {
                    if v == Value::Inst(i) {
                        return format!("%{n}");
                    }
                    n += 1;
                }
            }
        }
        "%<unplaced>".to_string()
    }

    /// The type of an operand (as `Module::value_type`, inlined: it is on the hot path).
    #[inline(always)]
    fn ty(&self, body: &Body, v: Value) -> Type {
        match v {
            Value::Inst(i) => body.insts[i].ty,
            Value::Arg(n) => body.arg_types[n as usize],
            Value::Const(k) => self.m.consts.ty(k),
            Value::Block(_) => self.t.common().label,
            Value::Meta(_) => self.t.common().metadata,
            Value::Asm(_) => self.t.common().ptr,
        }
    }

    /// The direct callee of a call, if it is a function.
    fn direct_callee(&self, v: Value) -> Option<GlobalId> {
        let Value::Const(c) = v else { return None };
        match self.m.consts.get(c).kind {
            ConstKind::Global(g) if matches!(self.m.globals[g].kind, GlobalKind::Func(_)) => {
                Some(g)
            }
            _ => None,
        }
    }

    #[inline]
    fn is_intrinsic_name(&self, g: GlobalId) -> bool {
        self.intrinsic[g.index()]
    }

    fn is_null_value(&self, c: Const) -> bool {
        match &self.m.consts.get(c).kind {
            ConstKind::Zero | ConstKind::Null => true,
            ConstKind::Int(v) => *v == 0,
            ConstKind::BigInt(l) => l.iter().all(|&x| x == 0),
            ConstKind::Float(b) => *b == 0,
            ConstKind::Bytes(b) => b.iter().all(|&x| x == 0),
            ConstKind::Aggregate(es) => es.iter().all(|&e| self.is_null_value(e)),
            ConstKind::Splat(e) => self.is_null_value(*e),
            _ => false,
        }
    }

    /// The integer value of a constant of at most 64 bits, sign-extended (for messages).
    fn int_text(&self, c: Const) -> String {
        let d = self.m.consts.get(c);
        match (&d.kind, self.t.int_width(d.ty)) {
            (&ConstKind::Int(v), Some(w)) if w < 64 && w > 0 && (v >> (w - 1)) & 1 == 1 => {
                format!("{}", (v | (!0u64 << w)) as i64)
            }
            (&ConstKind::Int(v), Some(64)) => format!("{}", v as i64),
            (ConstKind::Int(v), _) => format!("{v}"),
            _ => "a wide integer".to_string(),
        }
    }
}

#[cfg(test)]
mod tests;
