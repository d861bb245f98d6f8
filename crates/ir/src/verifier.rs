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

/// The element count of a vector type as LLVM's `ElementCount` (`(0, false)` for scalars).
fn elem_count(t: &Types, ty: Type) -> (u32, bool) {
    match *t.get(ty) {
        TypeData::Vector { len, scalable, .. } => (len, scalable),
        _ => (0, false),
    }
}

/// LLVM's `getPrimitiveSizeInBits`: scalars' widths, vectors' total width; 0 otherwise.
fn primitive_size(t: &Types, ty: Type) -> (u64, bool) {
    match *t.get(ty) {
        TypeData::Vector {
            len,
            scalable,
            elem,
        } => (len as u64 * t.primitive_bits(elem) as u64, scalable),
        _ => (t.primitive_bits(ty) as u64, false),
    }
}

fn addrspace_of(t: &Types, ty: Type) -> Option<u32> {
    match *t.get(ty) {
        TypeData::Ptr(a) => Some(a),
        _ => None,
    }
}

/// Whether `op` may convert a value of type `from` to type `to`: LLVM's
/// `CastInst::castIsValid` (vectors must keep their element count; `bitcast` keeps the
/// bit width, never mixes pointers and non-pointers, and keeps the address space).
pub fn cast_is_valid(t: &Types, op: CastOp, from: Type, to: Type) -> bool {
    let plain = |ty: Type| {
        !matches!(
            t.get(ty),
            TypeData::Void
                | TypeData::Function { .. }
                | TypeData::Struct { .. }
                | TypeData::Named(_)
                | TypeData::Array { .. }
        )
    };
    if !plain(from) || !plain(to) {
        return false;
    }
    let (sec, dec) = (elem_count(t, from), elem_count(t, to));
    let (ss, ds) = (t.scalar(from), t.scalar(to));
    let (sb, db) = (t.primitive_bits(ss), t.primitive_bits(ds));
    let int = |x| t.is_int(x);
    let fp = |x| t.is_float(x);
    let ptr = |x| t.is_ptr(x);
    match op {
        CastOp::Trunc => int(ss) && int(ds) && sec == dec && sb > db,
        CastOp::ZExt | CastOp::SExt => int(ss) && int(ds) && sec == dec && sb < db,
        CastOp::FpTrunc => fp(ss) && fp(ds) && sec == dec && sb > db,
        CastOp::FpExt => fp(ss) && fp(ds) && sec == dec && sb < db,
        CastOp::UiToFp | CastOp::SiToFp => int(ss) && fp(ds) && sec == dec,
        CastOp::FpToUi | CastOp::FpToSi => fp(ss) && int(ds) && sec == dec,
        CastOp::PtrToInt | CastOp::PtrToAddr => sec == dec && ptr(ss) && int(ds),
        CastOp::IntToPtr => sec == dec && int(ss) && ptr(ds),
        CastOp::BitCast => {
            let (sa, da) = (addrspace_of(t, ss), addrspace_of(t, ds));
            match (sa, da) {
                (None, None) => primitive_size(t, from) == primitive_size(t, to),
                (Some(a), Some(b)) if a == b => match (sec.0 != 0, dec.0 != 0) {
                    (true, true) => sec == dec,
                    (true, false) => sec == (1, false),
                    (false, true) => dec == (1, false),
                    (false, false) => true,
                },
                _ => false,
            }
        }
        CastOp::AddrSpaceCast => match (addrspace_of(t, ss), addrspace_of(t, ds)) {
            (Some(a), Some(b)) => a != b && sec == dec,
            _ => false,
        },
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

    // ----- helpers -----

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

    #[inline]
    fn int_like(&self, t: Type) -> bool {
        self.t.is_int(self.t.scalar(t))
    }

    #[inline]
    fn fp_like(&self, t: Type) -> bool {
        self.t.is_float(self.t.scalar(t))
    }

    #[inline]
    fn ptr_like(&self, t: Type) -> bool {
        self.t.is_ptr(self.t.scalar(t))
    }

    fn is_token(&self, t: Type) -> bool {
        matches!(self.t.get(t), TypeData::Token)
    }

    /// Sizedness, memoised per type (struct sizedness walks the fields).
    #[inline]
    fn is_sized(&mut self, ty: Type) -> bool {
        let i = ty.index();
        if i >= self.sized.len() {
            self.sized.resize(self.t.len().max(i + 1), 0);
        }
        match self.sized[i] {
            1 => true,
            2 => false,
            _ => {
                let s = self.t.is_sized(ty);
                self.sized[i] = if s { 1 } else { 2 };
                s
            }
        }
    }

    /// Whether `t` may carry fast-math flags on a call, phi or select: floating-point
    /// scalars and vectors, arrays of them, and (LLVM 20+) structs of one such type.
    fn fp_math_type(&self, mut t: Type) -> bool {
        while let TypeData::Array { elem, .. } = *self.t.get(t) {
            t = elem;
        }
        if self.fp_like(t) {
            return true;
        }
        match self.t.struct_fields(t) {
            Some(fields) if !fields.is_empty() => {
                let f0 = fields[0];
                self.fp_like(f0) && fields.iter().all(|&f| f == f0)
            }
            _ => false,
        }
    }

    /// Checks the size of an atomic access of type `t` (a power of two of at least 8 bits).
    fn atomic_size(&self, t: Type) -> Option<&'static str> {
        let dl = &self.m.datalayout;
        let scalar_bits = |s: Type| match *self.t.get(s) {
            TypeData::Ptr(a) => dl.pointer_size_bits(a) as u64,
            _ => self.t.primitive_bits(s) as u64,
        };
        let bits = match *self.t.get(t) {
            TypeData::Vector { len, elem, .. } => len as u64 * scalar_bits(elem),
            _ => scalar_bits(t),
        };
        if bits < 8 {
            Some("atomic memory access' size must be byte-sized")
        } else if !bits.is_power_of_two() {
            Some("atomic memory access' operand must have a power-of-two size")
        } else {
            None
        }
    }

    /// Types an atomic load or store may access: integers, pointers, floating-point
    /// values and (accepted by LLVM 20+) fixed vectors of them.
    fn atomic_type_ok(&self, t: Type) -> bool {
        let scalar_ok = |s: Type| self.t.is_int(s) || self.t.is_ptr(s) || self.t.is_float(s);
        match *self.t.get(t) {
            TypeData::Vector {
                scalable: false,
                elem,
                ..
            } => scalar_ok(elem),
            _ => scalar_ok(t),
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

    // ----- globals -----

    /// An error about global `g` (globals carry no source position).
    fn gfail(&self, g: GlobalId, msg: &str) -> VResult {
        Err(diag(0, format!("{msg}: {}", self.global_name(g))))
    }

    fn global(&mut self, g: GlobalId) -> VResult {
        let m = self.m;
        let gv = &m.globals[g];
        let local = gv.linkage.is_local();
        if local && gv.visibility != Visibility::Default {
            return self.gfail(
                g,
                "global value with local linkage must have default visibility",
            );
        }
        if local && gv.dll_storage != DllStorage::Default {
            return self.gfail(
                g,
                "global value with local linkage cannot have a DLL storage class",
            );
        }
        let implicit_dso_local =
            local || (gv.visibility != Visibility::Default && gv.linkage != Linkage::ExternWeak);
        if implicit_dso_local && !gv.dso_local {
            return self.gfail(
                g,
                "global value with local linkage or non-default visibility must be dso_local",
            );
        }
        let is_decl = match &gv.kind {
            GlobalKind::Var(v) => v.init.is_none(),
            GlobalKind::Func(f) => f.body.is_none(),
            GlobalKind::Alias(_) | GlobalKind::IFunc(_) => false,
        };
        match gv.dll_storage {
            DllStorage::Export if gv.visibility == Visibility::Hidden => {
                return self.gfail(
                    g,
                    "dllexport global value must have default or protected visibility",
                )
            }
            DllStorage::Import => {
                if gv.visibility != Visibility::Default {
                    return self.gfail(g, "dllimport global value must have default visibility");
                }
                if gv.dso_local {
                    return self.gfail(g, "global value with dllimport storage is dso_local");
                }
                let external = (is_decl
                    && matches!(gv.linkage, Linkage::External | Linkage::ExternWeak))
                    || gv.linkage == Linkage::AvailableExternally;
                if !external {
                    return self.gfail(g, "global is marked as dllimport, but not external");
                }
            }
            _ => {}
        }
        if (is_decl || gv.linkage == Linkage::AvailableExternally) && gv.comdat.is_some() {
            return self.gfail(g, "declaration may not be in a comdat");
        }
        if gv.linkage == Linkage::Appending
            && !(matches!(gv.kind, GlobalKind::Var(_))
                && matches!(self.t.get(gv.value_type), TypeData::Array { .. }))
        {
            return self.gfail(g, "only global arrays can have appending linkage");
        }
        match &gv.kind {
            GlobalKind::Var(v) => {
                if matches!(
                    self.t.get(gv.value_type),
                    TypeData::Void
                        | TypeData::Function { .. }
                        | TypeData::Label
                        | TypeData::Metadata
                        | TypeData::Token
                ) {
                    return self.gfail(g, "invalid type for global variable");
                }
                match v.init {
                    None if !matches!(gv.linkage, Linkage::External | Linkage::ExternWeak) => {
                        return self.gfail(
                            g,
                            "global is external, but doesn't have external or weak linkage",
                        )
                    }
                    Some(init) if m.consts.ty(init) != gv.value_type => {
                        return self.gfail(
                            g,
                            "global variable initializer type does not match global variable type",
                        )
                    }
                    _ => {}
                }
                if gv.linkage == Linkage::Common {
                    if !v.init.is_some_and(|c| self.is_null_value(c)) {
                        return self.gfail(g, "'common' global must have a zero initializer");
                    }
                    if v.is_constant {
                        return self.gfail(g, "'common' global may not be marked constant");
                    }
                    if gv.comdat.is_some() {
                        return self.gfail(g, "'common' global may not be in a comdat");
                    }
                }
                self.intrinsic_global(g)?;
            }
            GlobalKind::Func(f) => {
                let Some((ret, params, _)) = self.t.function_parts(gv.value_type) else {
                    return self.gfail(g, "function does not have a function type");
                };
                if gv.linkage == Linkage::Common {
                    return self.gfail(g, "functions may not have common linkage");
                }
                if f.body.is_some() && gv.linkage == Linkage::ExternWeak {
                    return self.gfail(g, "invalid linkage for function definition");
                }
                if is_decl && !matches!(gv.linkage, Linkage::External | Linkage::ExternWeak) {
                    return self.gfail(g, "invalid linkage for function declaration");
                }
                if self.is_intrinsic_name(g) {
                    if f.body.is_some() {
                        return self.gfail(g, "intrinsic functions should never be defined");
                    }
                } else {
                    for &p in params {
                        match self.t.get(p) {
                            TypeData::Metadata => {
                                return self
                                    .gfail(g, "function takes metadata but isn't an intrinsic")
                            }
                            TypeData::Token => {
                                return self.gfail(g, "function takes token but isn't an intrinsic")
                            }
                            TypeData::X86Amx => {
                                return self
                                    .gfail(g, "function takes x86_amx but isn't an intrinsic")
                            }
                            _ => {}
                        }
                    }
                    match self.t.get(ret) {
                        TypeData::Token => {
                            return self.gfail(g, "function returns a token but isn't an intrinsic")
                        }
                        TypeData::X86Amx => {
                            return self
                                .gfail(g, "function returns a x86_amx but isn't an intrinsic")
                        }
                        _ => {}
                    }
                }
                if let Some(body) = &f.body {
                    if *body.arg_types != *params {
                        return self
                            .gfail(g, "argument value does not match function argument type");
                    }
                }
            }
            GlobalKind::Alias(c) => {
                if !matches!(
                    gv.linkage,
                    Linkage::External
                        | Linkage::Private
                        | Linkage::Internal
                        | Linkage::LinkOnce
                        | Linkage::LinkOnceOdr
                        | Linkage::Weak
                        | Linkage::WeakOdr
                        | Linkage::AvailableExternally
                ) {
                    return self.gfail(g, "alias should have private, internal, linkonce, weak, linkonce_odr, weak_odr, external, or available_externally linkage");
                }
                if addrspace_of(self.t, m.consts.ty(*c)) != Some(gv.addrspace) {
                    return self.gfail(g, "alias and aliasee types should match");
                }
                if !matches!(
                    m.consts.get(*c).kind,
                    ConstKind::Global(_) | ConstKind::Expr(_)
                ) {
                    return self.gfail(
                        g,
                        "aliasee should be either a global value or a constant expression",
                    );
                }
                self.alias_avail = gv.linkage == Linkage::AvailableExternally;
                if self.alias_avail
                    && !matches!(m.consts.get(*c).kind,
                        ConstKind::Global(t) if m.globals[t].linkage == Linkage::AvailableExternally)
                {
                    return self.gfail(
                        g,
                        "available_externally alias must point to available_externally global value",
                    );
                }
                self.alias_seen.clear();
                self.alias_path.clear();
                self.alias_seen.push(g);
                self.alias_path.push(g);
                if let Err(msg) = self.aliasee(*c) {
                    return self.gfail(g, msg);
                }
            }
            GlobalKind::IFunc(c) => {
                if !matches!(
                    gv.linkage,
                    Linkage::External
                        | Linkage::Private
                        | Linkage::Internal
                        | Linkage::LinkOnce
                        | Linkage::LinkOnceOdr
                        | Linkage::Weak
                        | Linkage::WeakOdr
                ) {
                    return self.gfail(g, "ifunc should have private, internal, linkonce, weak, linkonce_odr, weak_odr, or external linkage");
                }
                if !self.t.is_ptr(m.consts.ty(*c)) {
                    return self.gfail(g, "ifunc resolver must have pointer type");
                }
                let Some(r) = self.base_function(*c) else {
                    return self.gfail(g, "ifunc must have a function resolver");
                };
                let rv = &m.globals[r];
                let GlobalKind::Func(rf) = &rv.kind else {
                    return self.gfail(g, "ifunc must have a function resolver");
                };
                if rf.body.is_none() || rv.linkage == Linkage::AvailableExternally {
                    return self.gfail(g, "ifunc resolver must be a definition");
                }
                if !self
                    .t
                    .function_parts(rv.value_type)
                    .is_some_and(|(r, _, _)| self.t.is_ptr(r))
                {
                    return self.gfail(g, "ifunc resolver must return a pointer");
                }
            }
        }
        Ok(())
    }

    /// `llvm.global_ctors`, `llvm.global_dtors`, `llvm.used`, `llvm.compiler.used`.
    fn intrinsic_global(&self, g: GlobalId) -> VResult {
        let m = self.m;
        let gv = &m.globals[g];
        let GlobalName::Named(s) = gv.name else {
            return Ok(());
        };
        let name = m.syms.get(s);
        let ctors = name == b"llvm.global_ctors" || name == b"llvm.global_dtors";
        let used = name == b"llvm.used" || name == b"llvm.compiler.used";
        if !ctors && !used {
            return Ok(());
        }
        let fail = |msg: &str| Err(diag(0, format!("{msg}: {}", self.global_name(g))));
        let has_init = matches!(&gv.kind, GlobalKind::Var(v) if v.init.is_some());
        if has_init && gv.linkage != Linkage::Appending {
            return fail("invalid linkage for intrinsic global variable");
        }
        let TypeData::Array { elem, .. } = *self.t.get(gv.value_type) else {
            return Ok(());
        };
        if used {
            if !self.t.is_ptr(elem) {
                return fail("wrong type for intrinsic global variable");
            }
            return Ok(());
        }
        let fn_ptr = m.datalayout.program_addrspace();
        let ok = match self.t.struct_fields(elem) {
            Some(f) => {
                (f.len() == 2 || f.len() == 3)
                    && self.t.int_width(f[0]) == Some(32)
                    && addrspace_of(self.t, f[1]) == Some(fn_ptr)
            }
            None => false,
        };
        if !ok {
            return fail("wrong type for intrinsic global variable");
        }
        let f = self.t.struct_fields(elem).unwrap_or(&[]);
        if f.len() == 2 {
            return fail("the third field of the element type is mandatory, specify ptr null to migrate from the obsoleted 2-field form");
        }
        if !self.t.is_ptr(f[2]) {
            return fail("wrong type for intrinsic global variable");
        }
        Ok(())
    }

    /// LLVM's `visitAliaseeSubExpr` for the constant `c` of an aliasee.
    fn aliasee(&mut self, c: Const) -> Result<(), &'static str> {
        if self.alias_path.len() > 4096 {
            return Err("aliases cannot form a cycle");
        }
        let m = self.m;
        match &m.consts.get(c).kind {
            ConstKind::Global(g) => {
                let g = *g;
                let gv = &m.globals[g];
                let decl = match &gv.kind {
                    GlobalKind::Var(v) => v.init.is_none(),
                    GlobalKind::Func(f) => f.body.is_none(),
                    _ => false,
                };
                // An available_externally alias may point at available_externally values.
                let avail = gv.linkage == Linkage::AvailableExternally;
                if decl || (avail && !self.alias_avail) {
                    return Err("alias must point to a definition");
                }
                let GlobalKind::Alias(a2) = gv.kind else {
                    return Ok(());
                };
                if self.alias_seen.contains(&g) {
                    return Err("aliases cannot form a cycle");
                }
                self.alias_seen.push(g);
                if matches!(
                    gv.linkage,
                    Linkage::Weak | Linkage::LinkOnce | Linkage::Common | Linkage::ExternWeak
                ) {
                    return Err("alias cannot point to an interposable alias");
                }
                self.alias_path.push(g);
                let r = self.aliasee_operand(a2);
                self.alias_path.pop();
                r
            }
            ConstKind::Expr(e) => {
                for &op in e.operands.iter() {
                    self.aliasee_operand(op)?;
                }
                Ok(())
            }
            ConstKind::Aggregate(ops) | ConstKind::PtrAuth(ops) => {
                for &op in ops.iter() {
                    self.aliasee_operand(op)?;
                }
                Ok(())
            }
            ConstKind::Splat(op) => self.aliasee_operand(*op),
            _ => Ok(()),
        }
    }

    /// An operand of an aliasee constant: an alias is looked through to its aliasee.
    fn aliasee_operand(&mut self, op: Const) -> Result<(), &'static str> {
        let m = self.m;
        if let ConstKind::Global(g) = m.consts.get(op).kind {
            if let GlobalKind::Alias(a) = m.globals[g].kind {
                if self.alias_path.contains(&g) {
                    return Err("aliases cannot form a cycle");
                }
                self.alias_path.push(g);
                let r = self.aliasee(a);
                self.alias_path.pop();
                return r;
            }
        }
        self.aliasee(op)
    }

    /// The function a constant names after looking through pointer casts, zero-index
    /// GEPs and aliases (LLVM's `stripPointerCastsAndAliases`).
    fn base_function(&self, mut c: Const) -> Option<GlobalId> {
        let m = self.m;
        for _ in 0..256 {
            match &m.consts.get(c).kind {
                ConstKind::Global(g) => match &m.globals[*g].kind {
                    GlobalKind::Func(_) => return Some(*g),
                    GlobalKind::Alias(a) => c = *a,
                    _ => return None,
                },
                ConstKind::Expr(e) => match e.op {
                    ExprOp::Cast(CastOp::BitCast | CastOp::AddrSpaceCast)
                        if !e.operands.is_empty() =>
                    {
                        c = e.operands[0]
                    }
                    ExprOp::GetElementPtr
                        if !e.operands.is_empty()
                            && e.operands[1..].iter().all(|&i| self.is_null_value(i)) =>
                    {
                        c = e.operands[0]
                    }
                    _ => return None,
                },
                _ => return None,
            }
        }
        None
    }

    // ----- functions -----

    fn function(&mut self, g: GlobalId, f: &Function, body: &Body) -> VResult {
        let Some((ret, params, vararg)) = self.t.function_parts(self.m.globals[g].value_type)
        else {
            return Ok(()); // reported by `global`
        };
        let mut cx = FnCx {
            g,
            f,
            body,
            ret,
            params,
            vararg,
            lp_ty: None,
        };
        if body.layout.is_empty() {
            return Err(diag(
                0,
                format!("function has no basic blocks: {}", self.global_name(g)),
            ));
        }
        self.structure(&cx)?;
        // The CFG and the dominator tree are built on first need: many -O0 functions
        // have no phi and no use across blocks, and need neither.
        self.cfg_ready = false;
        self.dom_ready = false;
        for &b in &body.layout {
            let insts = &body.blocks[b].insts;
            if matches!(body.insts[insts[0]].kind, InstKind::Phi) {
                self.phis_vs_preds(&cx, b)?;
            }
            let mut seen_non_phi = false;
            for (k, &i) in insts.iter().enumerate() {
                let kind = &body.insts[i].kind;
                if kind.is_terminator() && k + 1 != insts.len() {
                    return Err(err(
                        body,
                        i,
                        "terminator found in the middle of a basic block",
                    ));
                }
                if matches!(kind, InstKind::Phi) {
                    if seen_non_phi {
                        return Err(err(body, i, "phi nodes not grouped at top of basic block"));
                    }
                } else {
                    if is_eh_pad(kind) && seen_non_phi {
                        return Err(err(
                            body,
                            i,
                            format!(
                                "{} is not the first non-phi instruction in the block",
                                opcode(kind)
                            ),
                        ));
                    }
                    seen_non_phi = true;
                }
                let args = body.args(i);
                self.operands(&cx, b, i, kind, args)?;
                self.inst(&mut cx, b, i, args)?;
            }
        }
        Ok(())
    }

    /// Blocks end in exactly one terminator; every instruction is placed once; the block
    /// and instruction tables are filled.
    fn structure(&mut self, cx: &FnCx) -> VResult {
        let body = cx.body;
        self.loc.clear();
        self.loc.resize(body.insts.len(), NOWHERE);
        self.block_pos.clear();
        self.block_pos.resize(body.blocks.len(), NONE);
        let mut last_pos = 0usize;
        for (bi, &b) in body.layout.iter().enumerate() {
            if b.index() >= body.blocks.len() || self.block_pos[b.index()] != NONE {
                return Err(diag(
                    last_pos,
                    "basic block appears twice in the function's layout",
                ));
            }
            self.block_pos[b.index()] = bi as u32;
            let insts = &body.blocks[b].insts;
            let Some(&last) = insts.last() else {
                return Err(diag(
                    last_pos,
                    format!(
                        "basic block in function {} does not have terminator: {}",
                        self.global_name(cx.g),
                        self.value_name(cx, Value::Block(b))
                    ),
                ));
            };
            for (k, &i) in insts.iter().enumerate() {
                if i.index() >= body.insts.len() {
                    return Err(diag(last_pos, "instruction does not exist"));
                }
                if self.loc[i.index()].block != NONE {
                    return Err(err(body, i, "instruction is placed twice in the function"));
                }
                self.loc[i.index()] = Loc {
                    block: b.index() as u32,
                    idx: k as u32,
                };
            }
            last_pos = body.positions[last] as usize;
            if !body.insts[last].kind.is_terminator() {
                return Err(err(
                    body,
                    last,
                    format!(
                        "basic block does not have terminator: {}",
                        self.value_name(cx, Value::Block(b))
                    ),
                ));
            }
        }
        Ok(())
    }

    /// The phis at the top of `b` have one entry per predecessor edge.
    fn phis_vs_preds(&mut self, cx: &FnCx, b: Block) -> VResult {
        let body = cx.body;
        self.need_cfg(body);
        self.blocks.clear();
        self.blocks.extend_from_slice(self.cfg.preds(b));
        self.blocks.sort_unstable();
        for &i in &body.blocks[b].insts {
            if !matches!(body.insts[i].kind, InstKind::Phi) {
                break;
            }
            let args = body.args(i);
            if !args.len().is_multiple_of(2)
                || args
                    .iter()
                    .skip(1)
                    .step_by(2)
                    .any(|v| !matches!(v, Value::Block(_)))
            {
                return Err(err(
                    body,
                    i,
                    "malformed phi node: incoming values and blocks must alternate",
                ));
            }
            if args.is_empty() {
                return Err(err(body, i, "phi nodes must have at least one entry"));
            }
            if args.len() / 2 != self.blocks.len() {
                return Err(err(
                    body,
                    i,
                    format!(
                        "PHINode should have one entry for each predecessor of its parent basic block (predecessor edges: {}, entries: {})",
                        self.blocks.len(),
                        args.len() / 2
                    ),
                ));
            }
            self.pairs.clear();
            for p in args.chunks_exact(2) {
                let Value::Block(from) = p[1] else {
                    unreachable!("checked above")
                };
                if self.block_pos.get(from.index()).is_none_or(|&x| x == NONE) {
                    return Err(err(
                        body,
                        i,
                        "referring to a basic block that is not in the function",
                    ));
                }
                self.pairs.push((from, p[0]));
            }
            self.pairs.sort_unstable();
            for k in 0..self.pairs.len() {
                let (from, v) = self.pairs[k];
                if k > 0 && self.pairs[k - 1].0 == from && self.pairs[k - 1].1 != v {
                    return Err(err(
                        body,
                        i,
                        format!(
                            "PHI node has multiple entries for the same basic block with different incoming values: {}",
                            self.value_name(cx, Value::Block(from))
                        ),
                    ));
                }
                if from != self.blocks[k] {
                    let detail = if self.blocks.binary_search(&from).is_err() {
                        format!(
                            "{} is not a predecessor",
                            self.value_name(cx, Value::Block(from))
                        )
                    } else {
                        format!(
                            "no entry for the edge from {}",
                            self.value_name(cx, Value::Block(self.blocks[k]))
                        )
                    };
                    return Err(err(
                        body,
                        i,
                        format!("PHI node entries do not match predecessors: {detail}"),
                    ));
                }
            }
        }
        Ok(())
    }

    fn need_cfg(&mut self, body: &Body) {
        if !self.cfg_ready {
            self.cfg.compute(body);
            self.cfg_ready = true;
        }
    }

    fn need_dom(&mut self, body: &Body) {
        if !self.dom_ready {
            self.need_cfg(body);
            self.dom.compute(&self.cfg);
            self.dom_ready = true;
        }
    }

    /// Operand validity and SSA dominance.
    fn operands(
        &mut self,
        cx: &FnCx,
        b: Block,
        i: Inst,
        kind: &InstKind,
        args: &[Value],
    ) -> VResult {
        let body = cx.body;
        let is_term = kind.is_terminator();
        let is_phi = matches!(kind, InstKind::Phi);
        let call_like = matches!(
            kind,
            InstKind::Call(_) | InstKind::Invoke(_) | InstKind::CallBr(_)
        );
        let b_idx = b.index() as u32;
        let entry = body.layout[0];
        let (entry_idx, entry_len) = (entry.index() as u32, body.blocks[entry].insts.len() as u32);
        for (k, &a) in args.iter().enumerate() {
            match a {
                Value::Inst(def) => {
                    if def.index() >= body.insts.len() {
                        return Err(err(
                            body,
                            i,
                            "operand refers to an instruction that does not exist",
                        ));
                    }
                    let dl = self.loc[def.index()];
                    // Fast paths: defined earlier in the same block; or defined in the entry
                    // block by a non-terminator (not an invoke: allocas, mostly) and used in
                    // another block (the entry dominates every reachable block).
                    if !is_phi && dl.block == b_idx && dl.idx < self.loc[i.index()].idx {
                        continue;
                    }
                    if dl.block == entry_idx
                        && dl.idx + 1 < entry_len
                        && (is_phi || b_idx != entry_idx)
                    {
                        continue;
                    }
                    if dl.block == NONE {
                        return Err(err(
                            body,
                            i,
                            "instruction referencing instruction not embedded in a basic block",
                        ));
                    }
                    self.need_dom(body);
                    if def == i && !is_phi {
                        if self.dom.is_reachable(b) {
                            return Err(err(
                                body,
                                i,
                                format!(
                                    "only PHI nodes may reference their own value: {}",
                                    self.value_name(cx, a)
                                ),
                            ));
                        }
                        continue;
                    }
                    let use_block = match (is_phi, args.get(k + 1)) {
                        (true, Some(&Value::Block(from))) if k % 2 == 0 => from,
                        _ => b,
                    };
                    if !self.dominates_use(body, def, dl, i, b, is_phi, use_block) {
                        return Err(err(
                            body,
                            i,
                            format!(
                                "instruction does not dominate all uses: {}",
                                self.value_name(cx, a)
                            ),
                        ));
                    }
                }
                Value::Arg(n) => {
                    if n as usize >= body.arg_types.len() {
                        return Err(err(
                            body,
                            i,
                            "operand refers to an argument that does not exist",
                        ));
                    }
                }
                Value::Block(bb) => {
                    if self.block_pos.get(bb.index()).is_none_or(|&p| p == NONE) {
                        return Err(err(
                            body,
                            i,
                            "referring to a basic block that is not in the function",
                        ));
                    }
                    if is_term && bb == body.layout[0] {
                        return Err(err(
                            body,
                            i,
                            format!(
                                "entry block to function must not have predecessors: {}",
                                self.value_name(cx, a)
                            ),
                        ));
                    }
                }
                Value::Asm(n) => {
                    if !(call_like && k == 0) {
                        return Err(err(body, i, "cannot take the address of an inline asm"));
                    }
                    if n as usize >= body.asms.len() {
                        return Err(err(
                            body,
                            i,
                            "operand refers to an inline asm that does not exist",
                        ));
                    }
                }
                Value::Meta(n) => {
                    if n as usize >= body.md_operands.len() {
                        return Err(err(
                            body,
                            i,
                            "operand refers to metadata that does not exist",
                        ));
                    }
                }
                Value::Const(c) => {
                    if c.index() >= self.m.consts.len() {
                        return Err(err(
                            body,
                            i,
                            "operand refers to a constant that does not exist",
                        ));
                    }
                }
            }
        }
        Ok(())
    }

    /// LLVM's `DominatorTree::dominates(Def, Use)`.
    #[allow(clippy::too_many_arguments)]
    fn dominates_use(
        &self,
        body: &Body,
        def: Inst,
        dl: Loc,
        user: Inst,
        user_block: Block,
        is_phi: bool,
        use_block: Block,
    ) -> bool {
        if !self.dom.is_reachable(use_block) {
            return true;
        }
        let def_block = Block::new(dl.block as usize);
        if !self.dom.is_reachable(def_block) {
            return false;
        }
        let normal = match body.insts[def].kind {
            InstKind::Invoke(_) => {
                let a = body.args(def);
                match a {
                    [.., Value::Block(n), Value::Block(u)] if n != u => Some(*n),
                    // Malformed or normal == unwind: LLVM does not compute dominance.
                    _ => return true,
                }
            }
            _ => None,
        };
        if let Some(n) = normal {
            if is_phi && user_block == n && use_block == def_block {
                return true;
            }
            return self.dom.edge_dominates(&self.cfg, def_block, n, use_block);
        }
        if def_block != use_block {
            return self.dom.dominates(def_block, use_block);
        }
        if is_phi {
            return true;
        }
        dl.idx < self.loc[user.index()].idx
    }

    fn first_non_phi(&self, body: &Body, b: Block) -> Option<Inst> {
        body.blocks[b]
            .insts
            .iter()
            .copied()
            .find(|&i| !matches!(body.insts[i].kind, InstKind::Phi))
    }

    #[inline(always)]
    fn want_args(&self, body: &Body, i: Inst, n: usize) -> VResult {
        if body.insts[i].args_len as usize != n {
            return Err(self.bad_arg_count(body, i, n));
        }
        Ok(())
    }

    #[cold]
    fn bad_arg_count(&self, body: &Body, i: Inst, n: usize) -> Box<Diagnostic> {
        err(
            body,
            i,
            format!(
                "{} takes {n} operands, found {}",
                opcode(&body.insts[i].kind),
                body.args(i).len()
            ),
        )
    }

    /// Per-opcode operand and result types.
    fn inst(&mut self, cx: &mut FnCx, b: Block, i: Inst, args: &[Value]) -> VResult {
        let body = cx.body;
        let t = self.t;
        let c = t.common();
        let d = &body.insts[i];
        let e = |msg: &str| Err(err(body, i, msg));
        if d.flags & !allowed_flags(&d.kind) != 0 {
            return e(&format!("invalid flags for {}", opcode(&d.kind)));
        }
        if d.fmf != 0 {
            let ok = match d.kind {
                InstKind::FNeg | InstKind::FCmp(_) => true,
                InstKind::Binary(op) => op.is_float(),
                InstKind::Cast(CastOp::FpTrunc | CastOp::FpExt) => true,
                InstKind::Call(_) | InstKind::Phi | InstKind::Select => self.fp_math_type(d.ty),
                _ => false,
            };
            if !ok {
                return e(&format!(
                    "fast-math flags specified for {} without floating-point scalar or vector type",
                    opcode(&d.kind)
                ));
            }
        }
        match d.kind {
            InstKind::Binary(op) => {
                self.want_args(body, i, 2)?;
                let (a, bt) = (self.ty(body, args[0]), self.ty(body, args[1]));
                if a != bt {
                    return e("both operands to a binary operator are not of the same type");
                }
                let (ok, what) = match op {
                    BinOp::Add
                    | BinOp::Sub
                    | BinOp::Mul
                    | BinOp::UDiv
                    | BinOp::SDiv
                    | BinOp::URem
                    | BinOp::SRem => (self.int_like(a), "integer arithmetic operators"),
                    BinOp::And | BinOp::Or | BinOp::Xor => (self.int_like(a), "logical operators"),
                    BinOp::Shl | BinOp::LShr | BinOp::AShr => (self.int_like(a), "shifts"),
                    _ => (self.fp_like(a), "floating-point arithmetic operators"),
                };
                if !ok {
                    let kind = if op.is_float() {
                        "floating-point"
                    } else {
                        "integral"
                    };
                    return e(&format!(
                        "{what} only work with {kind} types: '{}' is '{}'",
                        op.name(),
                        self.type_str(a)
                    ));
                }
                if d.ty != a {
                    return e(&format!(
                        "{what} must have same type for operands and result"
                    ));
                }
            }
            InstKind::FNeg => {
                self.want_args(body, i, 1)?;
                let a = self.ty(body, args[0]);
                if !self.fp_like(a) {
                    return e(&format!(
                        "fneg operator only works with float types, not '{}'",
                        self.type_str(a)
                    ));
                }
                if d.ty != a {
                    return e("unary operators must have same type for operands and result");
                }
            }
            InstKind::ICmp(_) | InstKind::FCmp(_) => {
                self.want_args(body, i, 2)?;
                let is_int = matches!(d.kind, InstKind::ICmp(_));
                let name = if is_int { "ICmp" } else { "FCmp" };
                let (a, bt) = (self.ty(body, args[0]), self.ty(body, args[1]));
                if a != bt {
                    return e(&format!(
                        "both operands to {name} instruction are not of the same type"
                    ));
                }
                let ok = if is_int {
                    self.int_like(a) || self.ptr_like(a)
                } else {
                    self.fp_like(a)
                };
                if !ok {
                    return e(&format!(
                        "invalid operand types for {name} instruction: '{}'",
                        self.type_str(a)
                    ));
                }
                let want_ok = match (t.get(a), t.get(d.ty)) {
                    (
                        &TypeData::Vector { len, scalable, .. },
                        &TypeData::Vector {
                            len: l2,
                            scalable: s2,
                            elem,
                        },
                    ) => len == l2 && scalable == s2 && elem == c.i1,
                    (TypeData::Vector { .. }, _) => false,
                    _ => d.ty == c.i1,
                };
                if !want_ok {
                    return e(&format!(
                        "{name} result must be i1 or a vector of i1 with the operands' length"
                    ));
                }
            }
            InstKind::Cast(op) => {
                self.want_args(body, i, 1)?;
                let from = self.ty(body, args[0]);
                if !cast_is_valid(t, op, from, d.ty) {
                    return e(&format!(
                        "invalid cast opcode for cast from '{}' to '{}'",
                        self.type_str(from),
                        self.type_str(d.ty)
                    ));
                }
                if op == CastOp::PtrToAddr {
                    let asp = addrspace_of(t, t.scalar(from)).unwrap_or(0);
                    let w = self.m.datalayout.pointer_index_size_bits(asp);
                    if t.int_width(t.scalar(d.ty)) != Some(w) {
                        return e(&format!(
                            "ptrtoaddr result must be the address width (i{w})"
                        ));
                    }
                }
            }
            InstKind::Select => {
                self.want_args(body, i, 3)?;
                let cond = self.ty(body, args[0]);
                let (a, bt) = (self.ty(body, args[1]), self.ty(body, args[2]));
                if a != bt {
                    return e("both values to select must have same type");
                }
                if self.is_token(a) {
                    return e("select values cannot have token type");
                }
                match *t.get(cond) {
                    TypeData::Vector {
                        len,
                        scalable,
                        elem,
                    } => {
                        if elem != c.i1 {
                            return e("vector select condition element type must be i1");
                        }
                        match *t.get(a) {
                            TypeData::Vector {
                                len: l2,
                                scalable: s2,
                                ..
                            } => {
                                if (len, scalable) != (l2, s2) {
                                    return e("vector select requires selected vectors to have the same vector length as select condition");
                                }
                            }
                            _ => return e("selected values for vector select must be vectors"),
                        }
                    }
                    _ if cond != c.i1 => {
                        return e(&format!(
                            "select condition must be i1 or <n x i1>, not '{}'",
                            self.type_str(cond)
                        ))
                    }
                    _ => {}
                }
                if d.ty != a {
                    return e("select result type does not match its operands");
                }
            }
            InstKind::Phi => {
                if self.is_token(d.ty) {
                    return e("PHI nodes cannot have token type");
                }
                for p in args.chunks_exact(2) {
                    if self.ty(body, p[0]) != d.ty {
                        return e(&format!(
                            "PHI node operands are not the same type as the result: '{}' instead of '{}'",
                            self.type_str(self.ty(body, p[0])),
                            self.type_str(d.ty)
                        ));
                    }
                }
            }
            InstKind::Freeze => {
                self.want_args(body, i, 1)?;
                if self.ty(body, args[0]) != d.ty {
                    return e("freeze result type must match its operand");
                }
            }
            InstKind::Alloca {
                allocated,
                align,
                addrspace,
            } => {
                self.want_args(body, i, 1)?;
                if !self.is_sized(allocated)
                    && !matches!(t.get(allocated), TypeData::TargetExt { .. })
                {
                    return e(&format!(
                        "cannot allocate unsized type '{}'",
                        self.type_str(allocated)
                    ));
                }
                if !t.is_int(self.ty(body, args[0])) {
                    return e("alloca array size must have integer type");
                }
                if align.bytes().is_some_and(|a| a > MAX_ALIGN) {
                    return e("huge alignment values are unsupported");
                }
                if addrspace_of(t, d.ty) != Some(addrspace) {
                    return e("alloca result must be a pointer in its address space");
                }
            }
            InstKind::Load {
                align,
                ordering,
                scope,
            } => {
                self.want_args(body, i, 1)?;
                if !t.is_ptr(self.ty(body, args[0])) {
                    return e("load operand must be a pointer");
                }
                if align.bytes().is_some_and(|a| a > MAX_ALIGN) {
                    return e("huge alignment values are unsupported");
                }
                if !self.is_sized(d.ty) {
                    return e("loading unsized types is not allowed");
                }
                if ordering == Ordering::NotAtomic {
                    if scope != SyncScope::System {
                        return e("non-atomic load cannot have synchronization scope specified");
                    }
                } else {
                    if matches!(ordering, Ordering::Release | Ordering::AcqRel) {
                        return e("load cannot have release ordering");
                    }
                    if align.bytes().is_none() {
                        return e("atomic load must specify explicit alignment");
                    }
                    if !self.atomic_type_ok(d.ty) {
                        return e(&format!(
                            "atomic load operand must have integer, pointer, or floating point type: '{}'",
                            self.type_str(d.ty)
                        ));
                    }
                    if let Some(msg) = self.atomic_size(d.ty) {
                        return e(msg);
                    }
                }
            }
            InstKind::Store {
                align,
                ordering,
                scope,
            } => {
                self.want_args(body, i, 2)?;
                if d.ty != c.void {
                    return e("store must not produce a value");
                }
                let vt = self.ty(body, args[0]);
                if !t.is_ptr(self.ty(body, args[1])) {
                    return e("store operand must be a pointer");
                }
                if align.bytes().is_some_and(|a| a > MAX_ALIGN) {
                    return e("huge alignment values are unsupported");
                }
                if !self.is_sized(vt) {
                    return e("storing unsized types is not allowed");
                }
                if ordering == Ordering::NotAtomic {
                    if scope != SyncScope::System {
                        return e("non-atomic store cannot have synchronization scope specified");
                    }
                } else {
                    if matches!(ordering, Ordering::Acquire | Ordering::AcqRel) {
                        return e("store cannot have acquire ordering");
                    }
                    if align.bytes().is_none() {
                        return e("atomic store must specify explicit alignment");
                    }
                    if !self.atomic_type_ok(vt) {
                        return e(&format!(
                            "atomic store operand must have integer, pointer, or floating point type: '{}'",
                            self.type_str(vt)
                        ));
                    }
                    if let Some(msg) = self.atomic_size(vt) {
                        return e(msg);
                    }
                }
            }
            InstKind::Fence { ordering, .. } => {
                self.want_args(body, i, 0)?;
                if !matches!(
                    ordering,
                    Ordering::Acquire | Ordering::Release | Ordering::AcqRel | Ordering::SeqCst
                ) {
                    return e("fence instructions may only have acquire, release, acq_rel, or seq_cst ordering");
                }
            }
            InstKind::CmpXchg {
                success,
                failure,
                align,
                ..
            } => {
                self.want_args(body, i, 3)?;
                if success == Ordering::NotAtomic || failure == Ordering::NotAtomic {
                    return e("cmpxchg instructions must be atomic");
                }
                if success == Ordering::Unordered || failure == Ordering::Unordered {
                    return e("cmpxchg instructions cannot be unordered");
                }
                if matches!(failure, Ordering::Release | Ordering::AcqRel) {
                    return e("cmpxchg failure ordering cannot include release semantics");
                }
                if align.bytes().is_some_and(|a| a > MAX_ALIGN) {
                    return e("huge alignment values are unsupported");
                }
                if !t.is_ptr(self.ty(body, args[0])) {
                    return e("first cmpxchg operand must be a pointer");
                }
                let vt = self.ty(body, args[1]);
                if !(t.is_int(vt) || t.is_ptr(vt)) {
                    return e(&format!(
                        "cmpxchg operand must have integer or pointer type, not '{}'",
                        self.type_str(vt)
                    ));
                }
                if let Some(msg) = self.atomic_size(vt) {
                    return e(msg);
                }
                if self.ty(body, args[2]) != vt {
                    return e("compare value and new value type do not match");
                }
                let res_ok = matches!(t.get(d.ty),
                    TypeData::Struct { packed: false, fields } if **fields == [vt, c.i1]);
                if !res_ok {
                    return e("cmpxchg result must be { T, i1 }");
                }
            }
            InstKind::AtomicRmw {
                op,
                ordering,
                align,
                ..
            } => {
                self.want_args(body, i, 2)?;
                if ordering == Ordering::NotAtomic {
                    return e("atomicrmw instructions must be atomic");
                }
                if ordering == Ordering::Unordered {
                    return e("atomicrmw instructions cannot be unordered");
                }
                if align.bytes().is_some_and(|a| a > MAX_ALIGN) {
                    return e("huge alignment values are unsupported");
                }
                if !t.is_ptr(self.ty(body, args[0])) {
                    return e("first atomicrmw operand must be a pointer");
                }
                let vt = self.ty(body, args[1]);
                let (ok, what) = if op == RmwOp::Xchg {
                    (
                        t.is_int(vt) || t.is_float(vt) || t.is_ptr(vt),
                        "integer, floating point, or pointer type",
                    )
                } else if op.is_float() {
                    let fixed_fp_vec = matches!(*t.get(vt),
                        TypeData::Vector { scalable: false, elem, .. } if t.is_float(elem));
                    (
                        t.is_float(vt) || fixed_fp_vec,
                        "floating-point or fixed vector of floating-point type",
                    )
                } else {
                    (t.is_int(vt), "integer type")
                };
                if !ok {
                    return e(&format!(
                        "atomicrmw {} operand must have {what}, not '{}'",
                        op.name(),
                        self.type_str(vt)
                    ));
                }
                if let Some(msg) = self.atomic_size(vt) {
                    return e(msg);
                }
                if d.ty != vt {
                    return e("atomicrmw result type must match its operand");
                }
            }
            InstKind::GetElementPtr { source } => self.gep(body, i, source)?,
            InstKind::Call(id) | InstKind::Invoke(id) | InstKind::CallBr(id) => {
                self.call(cx, b, i, id)?
            }
            InstKind::ExtractValue { start, len } | InstKind::InsertValue { start, len } => {
                let insert = matches!(d.kind, InstKind::InsertValue { .. });
                let name = if insert {
                    "insertvalue"
                } else {
                    "extractvalue"
                };
                self.want_args(body, i, if insert { 2 } else { 1 })?;
                let Some(idx) = body
                    .index_pool
                    .get(start as usize..(start as usize).saturating_add(len as usize))
                else {
                    return e(&format!("{name} indices are out of range"));
                };
                let agg = self.ty(body, args[0]);
                let mut cur = if idx.is_empty() { None } else { Some(agg) };
                for &k in idx {
                    cur = cur.and_then(|ty| match t.get(ty) {
                        TypeData::Array { len, elem } => (u64::from(k) < *len).then_some(*elem),
                        TypeData::Struct { .. } | TypeData::Named(_) => {
                            t.struct_fields(ty).and_then(|f| f.get(k as usize).copied())
                        }
                        _ => None,
                    });
                }
                let ok = match cur {
                    None => false,
                    Some(elem) if insert => self.ty(body, args[1]) == elem && d.ty == agg,
                    Some(elem) => d.ty == elem,
                };
                if !ok {
                    return e(&format!("invalid {name} operands"));
                }
            }
            InstKind::ExtractElement => {
                self.want_args(body, i, 2)?;
                let ok = match *t.get(self.ty(body, args[0])) {
                    TypeData::Vector { elem, .. } => {
                        t.is_int(self.ty(body, args[1])) && d.ty == elem
                    }
                    _ => false,
                };
                if !ok {
                    return e("invalid extractelement operands");
                }
            }
            InstKind::InsertElement => {
                self.want_args(body, i, 3)?;
                let vt = self.ty(body, args[0]);
                let ok = match *t.get(vt) {
                    TypeData::Vector { elem, .. } => {
                        self.ty(body, args[1]) == elem
                            && t.is_int(self.ty(body, args[2]))
                            && d.ty == vt
                    }
                    _ => false,
                };
                if !ok {
                    return e("invalid insertelement operands");
                }
            }
            InstKind::ShuffleVector { mask } => {
                self.want_args(body, i, 2)?;
                if !self.shuffle_ok(body, args, mask, d.ty) {
                    return e("invalid shufflevector operands");
                }
            }
            InstKind::VaArg => {
                self.want_args(body, i, 1)?;
                if !t.is_first_class(d.ty) {
                    return e("va_arg requires operand with first class type");
                }
            }
            InstKind::LandingPad { start } => self.landingpad(cx, b, i, start)?,
            InstKind::CatchPad | InstKind::CleanupPad | InstKind::CatchSwitch { .. } => {
                self.funclet_pad(cx, i)?
            }
            InstKind::CatchRet => {
                self.want_args(body, i, 2)?;
                if cx.f.personality.is_none() {
                    return e("catchret needs to be in a function with a personality");
                }
                if !matches!(args[0], Value::Inst(p) if matches!(body.insts[p].kind, InstKind::CatchPad))
                {
                    return e("catchret needs to be provided a catchpad");
                }
            }
            InstKind::CleanupRet { has_unwind } => {
                self.want_args(body, i, 1 + has_unwind as usize)?;
                if !matches!(args[0], Value::Inst(p) if matches!(body.insts[p].kind, InstKind::CleanupPad))
                {
                    return e("cleanupret needs to be provided a cleanuppad");
                }
                if has_unwind {
                    let Value::Block(u) = args[1] else {
                        return e("cleanupret unwind destination must be a basic block");
                    };
                    match self.first_non_phi(body, u).map(|p| body.insts[p].kind) {
                        Some(k) if is_eh_pad(&k) && !matches!(k, InstKind::LandingPad { .. }) => {}
                        _ => {
                            return e(
                                "cleanupret must unwind to an EH block which is not a landingpad",
                            )
                        }
                    }
                }
            }
            InstKind::Resume => {
                self.want_args(body, i, 1)?;
                if cx.f.personality.is_none() {
                    return e("resume needs to be in a function with a personality");
                }
                let vt = self.ty(body, args[0]);
                match cx.lp_ty {
                    None => cx.lp_ty = Some(vt),
                    Some(lt) if lt != vt => {
                        return e("the resume instruction should have a consistent result type inside a function")
                    }
                    _ => {}
                }
            }
            InstKind::Ret => {
                if cx.ret == c.void {
                    if !args.is_empty() {
                        return e("found return instr that returns non-void in function of void return type");
                    }
                } else {
                    match args {
                        [v] if self.ty(body, *v) == cx.ret => {}
                        [v] => {
                            return e(&format!(
                                "function return type does not match operand type of return inst: '{}' instead of '{}'",
                                self.type_str(self.ty(body, *v)),
                                self.type_str(cx.ret)
                            ))
                        }
                        _ => {
                            return e(&format!(
                                "function return type does not match operand type of return inst: the function returns '{}'",
                                self.type_str(cx.ret)
                            ))
                        }
                    }
                }
            }
            InstKind::Br => {
                self.want_args(body, i, 1)?;
                if !matches!(args[0], Value::Block(_)) {
                    return e("branch destination must be a basic block");
                }
            }
            InstKind::CondBr => {
                self.want_args(body, i, 3)?;
                let ct = self.ty(body, args[0]);
                if ct != c.i1 {
                    return e(&format!(
                        "branch condition is not 'i1' type: '{}'",
                        self.type_str(ct)
                    ));
                }
                if !matches!((args[1], args[2]), (Value::Block(_), Value::Block(_))) {
                    return e("branch destination must be a basic block");
                }
            }
            InstKind::Switch => self.switch(body, i)?,
            InstKind::IndirectBr => {
                if args.is_empty() || !t.is_ptr(self.ty(body, args[0])) {
                    return e("indirectbr operand must have pointer type");
                }
                if args[1..].iter().any(|v| !matches!(v, Value::Block(_))) {
                    return e("indirectbr destinations must be basic blocks");
                }
            }
            InstKind::Unreachable => self.want_args(body, i, 0)?,
        }
        Ok(())
    }

    fn shuffle_ok(&self, body: &Body, args: &[Value], mask: Const, res: Type) -> bool {
        let t = self.t;
        let vt = self.ty(body, args[0]);
        if self.ty(body, args[1]) != vt {
            return false;
        }
        let TypeData::Vector {
            len,
            scalable,
            elem,
        } = *t.get(vt)
        else {
            return false;
        };
        let TypeData::Vector {
            len: ml,
            scalable: ms,
            elem: me,
        } = *t.get(self.m.consts.ty(mask))
        else {
            return false;
        };
        if t.int_width(me) != Some(32) || ms != scalable {
            return false;
        }
        let limit = 2 * len as u64;
        let elem_ok = |x: Const| match self.m.consts.get(x).kind {
            ConstKind::Int(v) => v < limit,
            ConstKind::Undef | ConstKind::Poison => true,
            _ => false,
        };
        let mask_ok = match &self.m.consts.get(mask).kind {
            ConstKind::Undef | ConstKind::Poison | ConstKind::Zero => true,
            ConstKind::Aggregate(es) => !scalable && es.iter().all(|&x| elem_ok(x)),
            ConstKind::Splat(x) => {
                if scalable {
                    matches!(
                        self.m.consts.get(*x).kind,
                        ConstKind::Int(0) | ConstKind::Undef | ConstKind::Poison
                    )
                } else {
                    elem_ok(*x)
                }
            }
            _ => false,
        };
        if !mask_ok {
            return false;
        }
        matches!(*t.get(res), TypeData::Vector { len: rl, scalable: rs, elem: re }
            if rl == ml && rs == ms && re == elem)
    }

    fn switch(&mut self, body: &Body, i: Inst) -> VResult {
        let t = self.t;
        let args = body.args(i);
        let e = |msg: &str| Err(err(body, i, msg));
        if args.len() < 2 || !args.len().is_multiple_of(2) {
            return e("malformed switch operand list");
        }
        let ct = self.ty(body, args[0]);
        if !t.is_int(ct) {
            return e(&format!(
                "switch condition must have integer type, not '{}'",
                self.type_str(ct)
            ));
        }
        self.consts.clear();
        for p in args[1..].chunks_exact(2) {
            if !matches!(p[0], Value::Block(_)) {
                return e("switch destination must be a basic block");
            }
        }
        for p in args[2..].chunks_exact(2) {
            let Value::Const(k) = p[0] else {
                return e("case value is not a constant integer");
            };
            let kd = self.m.consts.get(k);
            if !matches!(kd.kind, ConstKind::Int(_) | ConstKind::BigInt(_)) {
                return e("case value is not a constant integer");
            }
            if kd.ty != ct {
                return e("switch constants must all be same type as switch value");
            }
            self.consts.push(k);
        }
        self.consts.sort_unstable();
        if let Some(w) = self.consts.windows(2).find(|w| w[0] == w[1]) {
            return e(&format!(
                "duplicate integer as switch case: {}",
                self.int_text(w[0])
            ));
        }
        Ok(())
    }

    fn gep(&mut self, body: &Body, i: Inst, source: Type) -> VResult {
        let t = self.t;
        let args = body.args(i);
        let d = &body.insts[i];
        let e = |msg: &str| Err(err(body, i, msg));
        let Some(&base) = args.first() else {
            return e("getelementptr requires a pointer operand");
        };
        let bt = self.ty(body, base);
        if !self.ptr_like(bt) {
            return e("GEP base pointer is not a vector or a vector of pointers");
        }
        if !self.is_sized(source) {
            return e("GEP into unsized type");
        }
        let mut width = t.is_vector(bt).then(|| elem_count(t, bt));
        for &idx in &args[1..] {
            let it = self.ty(body, idx);
            if !self.int_like(it) {
                return e("GEP indexes must be integers");
            }
            if t.is_vector(it) {
                let w = elem_count(t, it);
                match width {
                    Some(x) if x != w => return e("invalid GEP index vector width"),
                    _ => width = Some(w),
                }
            }
        }
        let mut cur = source;
        for &idx in args.iter().skip(2) {
            cur = match t.get(cur) {
                TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => *elem,
                TypeData::Struct { .. } | TypeData::Named(_) => {
                    let fields = t.struct_fields(cur).unwrap_or(&[]);
                    match self.struct_index(idx) {
                        Some(k) if (k as usize) < fields.len() => fields[k as usize],
                        _ => return e("invalid getelementptr indices"),
                    }
                }
                _ => return e("invalid getelementptr indices"),
            };
        }
        let scalar_ptr = t.scalar(bt);
        let ok = match width {
            Some((n, s)) => matches!(*t.get(d.ty), TypeData::Vector { len, scalable, elem }
                if len == n && scalable == s && elem == scalar_ptr),
            None => d.ty == bt,
        };
        if !ok {
            return e("GEP is not of right type for indices");
        }
        Ok(())
    }

    /// The value of a struct index: a constant `i32` (or a splat of one), else `None`.
    fn struct_index(&self, v: Value) -> Option<u64> {
        let t = self.t;
        let Value::Const(k) = v else { return None };
        let kd = self.m.consts.get(k);
        if t.int_width(t.scalar(kd.ty)) != Some(32) {
            return None;
        }
        match &kd.kind {
            ConstKind::Int(x) if !t.is_vector(kd.ty) => Some(*x),
            _ if elem_count(t, kd.ty).1 => None,
            ConstKind::Zero => Some(0),
            ConstKind::Splat(x) => self.m.consts.as_u64(*x),
            ConstKind::Aggregate(es) => {
                let first = self.m.consts.as_u64(*es.first()?)?;
                es.iter()
                    .all(|&x| self.m.consts.as_u64(x) == Some(first))
                    .then_some(first)
            }
            _ => None,
        }
    }

    fn call(&mut self, cx: &FnCx, b: Block, i: Inst, id: crate::inst::CallId) -> VResult {
        let body = cx.body;
        let t = self.t;
        let d = &body.insts[i];
        let args = body.args(i);
        let e = |msg: &str| Err(err(body, i, msg));
        let Some(info) = body.calls.get(id) else {
            return e("call refers to call-site details that do not exist");
        };
        let n = info.num_args as usize;
        let nb: usize = info.bundles.iter().map(|x| x.1 as usize).sum();
        let ndest = match d.kind {
            InstKind::Invoke(_) => 2,
            InstKind::CallBr(_) => 1 + info.num_indirect as usize,
            _ => 0,
        };
        if args.len() != 1 + n + nb + ndest {
            return e("malformed call operand list");
        }
        let dests = &args[1 + n + nb..];
        if dests.iter().any(|v| !matches!(v, Value::Block(_))) {
            return e(&format!(
                "{} destination must be a basic block",
                opcode(&d.kind)
            ));
        }
        let callee = args[0];
        let Some((ret, params, vararg)) = t.function_parts(info.fn_ty) else {
            return e("callee type is not a function type");
        };
        match callee {
            Value::Asm(k) => {
                if body.asms[k as usize].fn_ty != info.fn_ty {
                    return e("inline asm type does not match the call's function type");
                }
            }
            _ => {
                if !t.is_ptr(self.ty(body, callee)) {
                    return e("called function must be a pointer");
                }
            }
        }
        if n < params.len() || (!vararg && n != params.len()) {
            return e(&format!(
                "incorrect number of arguments passed to called function: {n} instead of {}{}",
                if vararg { "at least " } else { "" },
                params.len()
            ));
        }
        for (k, (&a, &p)) in args[1..1 + n].iter().zip(params).enumerate() {
            let at = self.ty(body, a);
            if at != p {
                return e(&format!(
                    "call parameter type does not match function signature: argument {} is '{}' but the function takes '{}'",
                    k + 1,
                    self.type_str(at),
                    self.type_str(p)
                ));
            }
        }
        if d.ty != ret {
            return e("call result type does not match the callee's return type");
        }
        let direct = self.direct_callee(callee);
        let intrinsic = direct.is_some_and(|g| self.is_intrinsic_name(g));
        if let Some(g) = direct.filter(|_| intrinsic) {
            if self.m.globals[g].value_type != info.fn_ty {
                return e(&format!(
                    "invalid user of intrinsic instruction: {} is called with a different function type",
                    self.global_name(g)
                ));
            }
        }
        if !intrinsic {
            for &p in params {
                if matches!(t.get(p), TypeData::Metadata) {
                    return e("function has metadata parameter but isn't an intrinsic");
                }
                if self.is_token(p) {
                    return e("function has token parameter but isn't an intrinsic");
                }
            }
        }
        if direct.is_none() {
            if self.is_token(ret) {
                return e("return type cannot be token for indirect call");
            }
            if matches!(t.get(ret), TypeData::X86Amx) {
                return e("return type cannot be x86_amx for indirect call");
            }
        }
        match d.kind {
            InstKind::Call(_) if info.tail == TailKind::MustTail => {
                self.musttail(cx, b, i, info.fn_ty, info.cc, callee, intrinsic)?
            }
            InstKind::Invoke(_) => {
                let Value::Block(unwind) = dests[1] else {
                    unreachable!("checked above")
                };
                let pad = self.first_non_phi(body, unwind);
                if !pad.is_some_and(|p| is_eh_pad(&body.insts[p].kind)) {
                    return e(
                        "the unwind destination does not have an exception handling instruction",
                    );
                }
            }
            InstKind::CallBr(_) if !matches!(callee, Value::Asm(_)) && !intrinsic => {
                return e("callbr is currently only used for asm-goto");
            }
            _ => {}
        }
        Ok(())
    }

    #[allow(clippy::too_many_arguments)]
    fn musttail(
        &self,
        cx: &FnCx,
        b: Block,
        i: Inst,
        fn_ty: Type,
        cc: CallConv,
        callee: Value,
        intrinsic: bool,
    ) -> VResult {
        let body = cx.body;
        let t = self.t;
        let e = |msg: &str| Err(err(body, i, msg));
        if matches!(callee, Value::Asm(_)) {
            return e("cannot use musttail call with inline asm");
        }
        let (cret, cparams, cvararg) = t.function_parts(fn_ty).expect("checked by caller");
        if cx.vararg != cvararg {
            return e("cannot guarantee tail call due to mismatched varargs");
        }
        if cx.ret != cret {
            return e("cannot guarantee tail call due to mismatched return types");
        }
        let caller = match &self.m.globals[cx.g].kind {
            GlobalKind::Func(f) => f.cc,
            _ => CallConv::C,
        };
        if caller != cc {
            return e("cannot guarantee tail call due to mismatched calling conv");
        }
        // The call must be followed by `ret` (optionally through a bitcast) of its value.
        let insts = &body.blocks[b].insts;
        let k = self.loc[i.index()].idx as usize;
        let mut ret_val = Value::Inst(i);
        let mut next = insts.get(k + 1).copied();
        if let Some(n) = next {
            if matches!(body.insts[n].kind, InstKind::Cast(CastOp::BitCast)) {
                if body.args(n).first() != Some(&ret_val) {
                    return Err(err(
                        body,
                        n,
                        "bitcast following musttail call must use the call",
                    ));
                }
                ret_val = Value::Inst(n);
                next = insts.get(k + 2).copied();
            }
        }
        let Some(r) = next.filter(|&n| matches!(body.insts[n].kind, InstKind::Ret)) else {
            return e("musttail call must precede a ret with an optional bitcast");
        };
        match body.args(r).first() {
            None => {}
            Some(&v) if v == ret_val => {}
            Some(&Value::Const(c))
                if matches!(
                    self.m.consts.get(c).kind,
                    ConstKind::Undef | ConstKind::Poison
                ) => {}
            Some(_) => return Err(err(body, r, "musttail call result must be returned")),
        }
        if matches!(cc, CallConv::Tail | CallConv::SwiftTail) || intrinsic {
            return Ok(());
        }
        if cx.params.len() != cparams.len() {
            return e("cannot guarantee tail call due to mismatched parameter counts");
        }
        if cx.params != cparams {
            return e("cannot guarantee tail call due to mismatched parameter types");
        }
        Ok(())
    }

    fn landingpad(&mut self, cx: &mut FnCx, b: Block, i: Inst, start: u32) -> VResult {
        let body = cx.body;
        self.need_cfg(body);
        let t = self.t;
        let d = &body.insts[i];
        let args = body.args(i);
        let e = |msg: &str| Err(err(body, i, msg));
        if cx.f.personality.is_none() {
            return e("landingpad needs to be in a function with a personality");
        }
        match cx.lp_ty {
            None => cx.lp_ty = Some(d.ty),
            Some(lt) if lt != d.ty => return e(
                "the landingpad instruction should have a consistent result type inside a function",
            ),
            _ => {}
        }
        if args.is_empty() && d.flags & flags::CLEANUP == 0 {
            return e("landingpad needs at least one clause or to be a cleanup");
        }
        let Some(kinds) = body
            .clause_pool
            .get(start as usize..(start as usize).saturating_add(args.len()))
        else {
            return e("landingpad clauses are out of range");
        };
        for (&k, &v) in kinds.iter().zip(args) {
            let vt = self.ty(body, v);
            match k {
                Clause::Catch if !t.is_ptr(vt) => {
                    return e("catch operand does not have pointer type")
                }
                Clause::Filter
                    if !(matches!(v, Value::Const(_))
                        && matches!(t.get(vt), TypeData::Array { .. })) =>
                {
                    return e("filter operand is not an array of constants")
                }
                _ => {}
            }
        }
        for &p in self.cfg.preds(b) {
            let term = *body.blocks[p].insts.last().expect("checked non-empty");
            let ok = matches!(body.insts[term].kind, InstKind::Invoke(_))
                && matches!(body.args(term), [.., Value::Block(n), Value::Block(u)] if *u == b && *n != b);
            if !ok {
                return e("block containing landingpad must be jumped to only by the unwind edge of an invoke");
            }
        }
        Ok(())
    }

    fn funclet_pad(&self, cx: &FnCx, i: Inst) -> VResult {
        let body = cx.body;
        let d = &body.insts[i];
        let args = body.args(i);
        let e = |msg: &str| Err(err(body, i, msg));
        let name = opcode(&d.kind);
        if cx.f.personality.is_none() {
            return e(&format!(
                "{name} needs to be in a function with a personality"
            ));
        }
        let Some(&parent) = args.first() else {
            return e(&format!("{name} needs a parent"));
        };
        let parent_is = |f: fn(&InstKind) -> bool| match parent {
            Value::Inst(p) => f(&body.insts[p].kind),
            _ => false,
        };
        let none_token = matches!(parent, Value::Const(k)
            if matches!(self.m.consts.get(k).kind, ConstKind::Null)
                && self.is_token(self.m.consts.ty(k)));
        let parent_ok = match d.kind {
            InstKind::CatchPad => parent_is(|k| matches!(k, InstKind::CatchSwitch { .. })),
            _ => {
                none_token || parent_is(|k| matches!(k, InstKind::CatchPad | InstKind::CleanupPad))
            }
        };
        if !parent_ok {
            return e(&if matches!(d.kind, InstKind::CatchPad) {
                "catchpad needs to be directly nested in a catchswitch".to_string()
            } else {
                format!("{name} has an invalid parent")
            });
        }
        if let InstKind::CatchSwitch { has_unwind } = d.kind {
            let handlers_end = args.len() - has_unwind as usize;
            if handlers_end < 2 {
                return e("catchswitch must have at least one handler");
            }
            for &h in &args[1..handlers_end] {
                let Value::Block(hb) = h else {
                    return e("catchswitch handlers must be basic blocks");
                };
                if !self
                    .first_non_phi(body, hb)
                    .is_some_and(|p| matches!(body.insts[p].kind, InstKind::CatchPad))
                {
                    return e("catchswitch handlers must be catchpads");
                }
            }
            if has_unwind {
                let Value::Block(u) = args[handlers_end] else {
                    return e("catchswitch unwind destination must be a basic block");
                };
                match self.first_non_phi(body, u).map(|p| body.insts[p].kind) {
                    Some(k) if is_eh_pad(&k) && !matches!(k, InstKind::LandingPad { .. }) => {}
                    _ => {
                        return e(
                            "catchswitch must unwind to an EH block which is not a landingpad",
                        )
                    }
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Parses and verifies `src`; the error message with its line and column.
    fn check(src: &str) -> Result<(), String> {
        let m = crate::parse(src.as_bytes()).map_err(|d| format!("parse: {}", d.message))?;
        crate::verify(&m).map_err(|d| {
            let (l, c) = d.line_col(src.as_bytes());
            format!("{l}:{c}: {}", d.message)
        })
    }

    fn ok(src: &str) {
        if let Err(e) = check(src) {
            panic!("unexpected error {e} in\n{src}");
        }
    }

    fn fails(src: &str, want: &str) {
        match check(src) {
            Ok(()) => panic!("no error (expected '{want}') in\n{src}"),
            Err(e) => assert!(e.contains(want), "got '{e}', expected '{want}' in\n{src}"),
        }
    }

    #[test]
    fn loops_phis_and_dominance() {
        ok("define i32 @f(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %j, %loop ]
  %j = add i32 %i, 1
  %c = icmp slt i32 %j, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %j
}");
        fails(
            "define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  %x = add i32 1, 2
  br label %b
b:
  ret i32 %x
}",
            "8:3: instruction does not dominate all uses: %x",
        );
        fails(
            "define i32 @f() {
  %a = add i32 %b, 1
  %b = add i32 1, 2
  ret i32 %a
}",
            "2:8: instruction does not dominate all uses: %b",
        );
    }

    #[test]
    fn unreachable_code_may_break_dominance() {
        ok("define i32 @f() {
entry:
  ret i32 0
dead:
  %x = add i32 %x, 1
  %y = add i32 %z, 1
  %z = add i32 1, 1
  br label %dead
}");
        fails(
            "define i32 @f() {
entry:
  %x = add i32 %x, 1
  ret i32 0
}",
            "only PHI nodes may reference their own value: %x",
        );
        // A definition in unreachable code does not dominate a reachable use.
        fails(
            "define i32 @f() {
entry:
  br label %b
dead:
  %x = add i32 1, 1
  br label %b
b:
  %p = phi i32 [ 0, %entry ], [ %x, %dead ]
  ret i32 %x
}",
            "9:3: instruction does not dominate all uses: %x",
        );
    }

    #[test]
    fn phi_rules() {
        // Duplicate edges need one entry each, with the same value.
        ok("define i32 @f(i1 %c) {
e:
  br i1 %c, label %a, label %a
a:
  %p = phi i32 [ 1, %e ], [ 1, %e ]
  ret i32 %p
}");
        fails(
            "define i32 @f(i1 %c) {
e:
  br i1 %c, label %a, label %a
a:
  %p = phi i32 [ 1, %e ]
  ret i32 %p
}",
            "one entry for each predecessor",
        );
        fails(
            "define i32 @f(i1 %c) {
e:
  br i1 %c, label %a, label %a
a:
  %p = phi i32 [ 1, %e ], [ 2, %e ]
  ret i32 %p
}",
            "different incoming values: %e",
        );
        fails(
            "define i32 @f(i1 %c) {
e:
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  %p = phi i32 [ 1, %e ], [ 2, %b ]
  ret i32 %p
}",
            "entries do not match predecessors: %b is not a predecessor",
        );
        // An incoming value must dominate the end of its incoming block, not the phi.
        ok("define i32 @f(i1 %c) {
e:
  br i1 %c, label %a, label %b
a:
  %x = add i32 1, 2
  br label %b
b:
  %p = phi i32 [ 0, %e ], [ %x, %a ]
  ret i32 %p
}");
        fails(
            "define i32 @f(i1 %c) {
e:
  br i1 %c, label %a, label %b
a:
  %x = add i32 1, 2
  br label %b
b:
  %p = phi i32 [ %x, %e ], [ %x, %a ]
  ret i32 %p
}",
            "8:8: instruction does not dominate all uses: %x",
        );
        fails(
            "define i32 @f() {
e:
  br label %b
b:
  %x = add i32 1, 2
  %p = phi i32 [ 0, %e ]
  ret i32 %p
}",
            "6:8: phi nodes not grouped at top of basic block",
        );
    }

    #[test]
    fn unnamed_values_are_named_by_number() {
        fails(
            "define i32 @f(i32) {
  %2 = add i32 %3, 1
  %3 = add i32 %0, 1
  ret i32 %2
}",
            "dominate all uses: %3",
        );
    }

    #[test]
    fn entry_block_has_no_predecessors() {
        fails(
            "define void @f() {
entry:
  br label %next
next:
  br label %entry
}",
            "5:3: entry block to function must not have predecessors: %entry",
        );
    }

    #[test]
    fn invoke_results_are_defined_on_the_normal_edge() {
        let head = "declare i32 @g()
declare i32 @p(...)
define i32 @f() personality ptr @p {
e:
  %x = invoke i32 @g() to label %ok unwind label %lp
ok:
  ret i32 %x
lp:
  %l = landingpad { ptr, i32 } cleanup
";
        ok(&format!("{head}  ret i32 0\n}}"));
        fails(
            &format!("{head}  ret i32 %x\n}}"),
            "10:3: instruction does not dominate all uses: %x",
        );
        fails(
            "declare i32 @g()
declare i32 @p(...)
define i32 @f() personality ptr @p {
e:
  %x = invoke i32 @g() to label %ok unwind label %ok
ok:
  ret i32 0
}",
            "unwind destination does not have an exception handling instruction",
        );
        fails(
            "declare i32 @g()
define i32 @f() {
e:
  br label %lp
lp:
  %l = landingpad { ptr, i32 } cleanup
  ret i32 0
}",
            "landingpad needs to be in a function with a personality",
        );
    }

    #[test]
    fn operand_types() {
        fails(
            "define float @f(float %a) {\n  %x = add float %a, %a\n  ret float %x\n}",
            "2:8: integer arithmetic operators only work with integral types",
        );
        fails(
            "define i32 @f(i32 %a) {\n  %x = fadd i32 %a, %a\n  ret i32 %x\n}",
            "floating-point arithmetic operators only work with floating-point types",
        );
        fails(
            "define i1 @f(float %a) {\n  %x = icmp eq float %a, %a\n  ret i1 %x\n}",
            "invalid operand types for ICmp instruction",
        );
        ok("define <2 x i1> @f(<2 x ptr> %a) {\n  %x = icmp eq <2 x ptr> %a, %a\n  ret <2 x i1> %x\n}");
        fails(
            "define i32 @f(i32 %c) {\n  %x = select i32 %c, i32 1, i32 2\n  ret i32 %x\n}",
            "select condition must be i1 or <n x i1>",
        );
        ok("define <2 x i32> @f(<2 x i1> %c) {\n  %x = select <2 x i1> %c, <2 x i32> zeroinitializer, <2 x i32> splat (i32 1)\n  ret <2 x i32> %x\n}");
        fails(
            "define i32 @f() {\n  ret i64 0\n}",
            "function return type does not match operand type of return inst",
        );
        fails(
            "define void @f() {\n  ret i32 0\n}",
            "returns non-void in function of void return type",
        );
    }

    #[test]
    fn memory_and_atomics() {
        fails(
            "define void @f(ptr %p) {\n  %v = load atomic i32, ptr %p monotonic\n  ret void\n}",
            "alignment",
        );
        fails(
            "define void @f(ptr %p) {\n  %v = load atomic i24, ptr %p monotonic, align 4\n  ret void\n}",
            "power-of-two size",
        );
        fails(
            "define void @f(ptr %p) {\n  fence monotonic\n  ret void\n}",
            "fence instructions may only have",
        );
        fails(
            "define void @f(ptr %p) {\n  %v = atomicrmw add ptr %p, float 1.0 seq_cst\n  ret void\n}",
            "atomicrmw add operand must have integer type",
        );
        ok("define void @f(ptr %p) {\n  %v = atomicrmw fadd ptr %p, <2 x float> zeroinitializer seq_cst\n  %w = cmpxchg ptr %p, ptr null, ptr %p monotonic seq_cst\n  ret void\n}");
    }

    #[test]
    fn getelementptr() {
        ok("%s = type { i32, [4 x i8] }
define ptr @f(ptr %p, i64 %i) {
  %a = getelementptr inbounds %s, ptr %p, i64 %i, i32 1, i64 %i
  %v = getelementptr i32, <2 x ptr> zeroinitializer, <2 x i64> zeroinitializer
  %w = getelementptr %s, ptr %p, <2 x i64> zeroinitializer, <2 x i32> zeroinitializer
  ret ptr %a
}");
        fails(
            "%s = type { i32, i32 }
define ptr @f(ptr %p, i32 %i) {
  %a = getelementptr %s, ptr %p, i64 0, i32 %i
  ret ptr %a
}",
            "3:8: invalid getelementptr indices",
        );
        fails(
            "%s = type { i32, i32 }
define ptr @f(ptr %p) {
  %a = getelementptr %s, ptr %p, i64 0, i32 2
  ret ptr %a
}",
            "invalid getelementptr indices",
        );
    }

    #[test]
    fn calls() {
        ok("declare i32 @printf(ptr, ...)
declare void @llvm.dbg.value(metadata, metadata, metadata)
define void @f(ptr %s) {
  %r = call i32 (ptr, ...) @printf(ptr %s, i32 1, double 2.0)
  ret void
}");
        // With opaque pointers a call may use another type than the callee's declaration.
        ok("declare i32 @g(i32, i32)
define i32 @f() {
  %r = call i32 (i32) @g(i32 1)
  ret i32 %r
}");
        fails(
            "define i32 @f(i32 %x) {
  %r = musttail call i32 @f(i32 %x)
  %s = add i32 %r, 1
  ret i32 %s
}",
            "musttail call must precede a ret",
        );
        ok("define i32 @f(i32 %x) {
  %r = musttail call i32 @f(i32 %x)
  ret i32 %r
}");
        fails(
            "define i32 @f(i32 %x) {
  %r = musttail call i32 @g(i64 0)
  ret i32 %r
}
declare i32 @g(i64)",
            "mismatched parameter types",
        );
    }

    #[test]
    fn switch_cases() {
        fails(
            "define void @f(i8 %x) {
e:
  switch i8 %x, label %e2 [ i8 1, label %e2
                            i8 -1, label %e2
                            i8 255, label %e2 ]
e2:
  ret void
}",
            "duplicate case value in switch",
        );
    }

    #[test]
    fn globals() {
        fails(
            "@g = internal hidden global i32 0",
            "must have default visibility",
        );
        fails(
            "define available_externally void @f() comdat {\n  ret void\n}\n$f = comdat any",
            "declaration may not be in a comdat: @f",
        );
        fails(
            "define void @llvm.foo() {\n  ret void\n}",
            "intrinsic functions should never be defined: @llvm.foo",
        );
        fails(
            "@a = alias i32, ptr @b\n@b = alias i32, ptr @a",
            "aliases cannot form a cycle",
        );
        fails(
            "@a = alias i32, ptr @x\n@x = external global i32",
            "alias must point to a definition: @a",
        );
        ok("@x = global i32 0\n@a = alias i32, ptr @x\n@b = alias i32, getelementptr (i8, ptr @a, i64 4)");
        fails(
            "@llvm.global_ctors = appending global [1 x { i32, ptr }] [{ i32, ptr } { i32 1, ptr null }]",
            "the third field of the element type is mandatory",
        );
        ok("@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @c, ptr null }]\ndefine internal void @c() {\n  ret void\n}");
    }

    /// Parses `src`, lets `edit` change the body of `@f`, and verifies.
    fn edited(src: &str, edit: impl FnOnce(&mut Module, &mut Body)) -> Result<(), String> {
        let mut m = crate::parse(src.as_bytes()).expect("valid input");
        let g = m.global_by_name(b"f").unwrap();
        let GlobalKind::Func(f) = &mut m.globals[g].kind else {
            panic!("@f is not a function")
        };
        let mut body = f.body.take().unwrap();
        edit(&mut m, &mut body);
        if let GlobalKind::Func(f) = &mut m.globals[g].kind {
            f.body = Some(body);
        }
        crate::verify(&m).map_err(|d| d.message)
    }

    fn block(body: &Body, name: &str) -> Block {
        *body
            .layout
            .iter()
            .find(|&&b| {
                body.blocks[b].name.sym().map(|s| body.names.get(s)) == Some(name.as_bytes())
            })
            .unwrap()
    }

    const TWO_BLOCKS: &str = "define i32 @f(i32 %a, i32 %b) {
first:
  %x = add i32 %a, %b
  br label %second
second:
  %y = mul i32 %x, 3
  ret i32 %y
}";

    fn expect_err(r: Result<(), String>, want: &str) {
        match r {
            Ok(()) => panic!("no error, expected '{want}'"),
            Err(e) => assert!(e.contains(want), "got '{e}', expected '{want}'"),
        }
    }

    #[test]
    fn in_memory_block_structure() {
        expect_err(
            edited(TWO_BLOCKS, |_, body| {
                let b = block(body, "first");
                let br = body.blocks[b].insts.pop().unwrap();
                let _ = br;
            }),
            "basic block does not have terminator: %first",
        );
        expect_err(
            edited(TWO_BLOCKS, |_, body| {
                let b = block(body, "second");
                body.blocks[b].insts.clear();
            }),
            "basic block in function @f does not have terminator: %second",
        );
        expect_err(
            edited(TWO_BLOCKS, |_, body| {
                let b = block(body, "first");
                let ret = *body.blocks[block(body, "second")].insts.last().unwrap();
                let mut d = body.insts[ret];
                d.kind = InstKind::Unreachable;
                let u = body.push_inst(d, &[]);
                body.blocks[b].insts.insert(0, u);
            }),
            "terminator found in the middle of a basic block",
        );
        expect_err(
            edited(TWO_BLOCKS, |_, body| {
                let x = body.blocks[block(body, "first")].insts[0];
                let b = block(body, "second");
                body.blocks[b].insts.insert(0, x);
            }),
            "instruction is placed twice in the function",
        );
        expect_err(
            edited(TWO_BLOCKS, |_, body| {
                let b = block(body, "second");
                body.layout.retain(|&x| x != b);
            }),
            "referring to a basic block that is not in the function",
        );
        expect_err(
            edited(TWO_BLOCKS, |_, body| {
                let b = block(body, "second");
                body.layout.push(b);
            }),
            "basic block appears twice",
        );
    }

    #[test]
    fn in_memory_operands() {
        // A use of an instruction that is in no block.
        expect_err(
            edited(TWO_BLOCKS, |_, body| {
                let x = body.blocks[block(body, "first")].insts[0];
                let d = body.insts[x];
                let loose = body.push_inst(d, &[Value::Arg(0), Value::Arg(1)]);
                let y = body.blocks[block(body, "second")].insts[0];
                let start = body.insts[y].args_start as usize;
                body.pool[start] = Value::Inst(loose);
            }),
            "instruction referencing instruction not embedded in a basic block",
        );
        expect_err(
            edited(TWO_BLOCKS, |m, body| {
                let c = m.types.common().i64;
                let k = m.consts.int(c, 64, 7);
                let x = body.blocks[block(body, "first")].insts[0];
                let start = body.insts[x].args_start as usize;
                body.pool[start + 1] = Value::Const(k);
            }),
            "both operands to a binary operator are not of the same type",
        );
        expect_err(
            edited(TWO_BLOCKS, |_, body| {
                let x = body.blocks[block(body, "first")].insts[0];
                body.insts[x].args_len = 1;
            }),
            "add takes 2 operands, found 1",
        );
        expect_err(
            edited(TWO_BLOCKS, |_, body| {
                let x = body.blocks[block(body, "first")].insts[0];
                body.insts[x].flags = flags::EXACT;
            }),
            "invalid flags for add",
        );
        expect_err(
            edited(TWO_BLOCKS, |_, body| {
                let x = body.blocks[block(body, "first")].insts[0];
                let start = body.insts[x].args_start as usize;
                body.pool[start] = Value::Arg(9);
            }),
            "argument that does not exist",
        );
        expect_err(
            edited(TWO_BLOCKS, |m, body| {
                let y = body.blocks[block(body, "second")].insts[0];
                body.insts[y].ty = m.types.common().i64;
            }),
            "integer arithmetic operators must have same type for operands and result",
        );
    }

    #[test]
    fn in_memory_switch_and_call() {
        let sw = "define void @f(i32 %x) {
entry:
  switch i32 %x, label %done [ i32 1, label %done
                               i32 2, label %done ]
done:
  ret void
}";
        expect_err(
            edited(sw, |_, body| {
                let s = body.blocks[block(body, "entry")].insts[0];
                let start = body.insts[s].args_start as usize;
                body.pool[start + 4] = body.pool[start + 2];
            }),
            "duplicate integer as switch case: 1",
        );
        let call = "declare void @g(i32)
define void @f() {
  call void @g(i32 1)
  ret void
}";
        expect_err(
            edited(call, |m, body| {
                let i64t = m.types.common().i64;
                let k = m.consts.int(i64t, 64, 1);
                let c = body.blocks[body.layout[0]].insts[0];
                let start = body.insts[c].args_start as usize;
                body.pool[start + 1] = Value::Const(k);
            }),
            "call parameter type does not match function signature: argument 1 is 'i64' but the function takes 'i32'",
        );
        expect_err(
            edited(call, |m, body| {
                let i32t = m.types.common().i32;
                let k = m.consts.int(i32t, 32, 1);
                let c = body.blocks[body.layout[0]].insts[0];
                let start = body.insts[c].args_start as usize;
                body.pool[start] = Value::Const(k);
            }),
            "called function must be a pointer",
        );
    }

    #[test]
    fn in_memory_globals() {
        let mut m = crate::parse(b"@g = global i32 0\n").unwrap();
        let g = m.global_by_name(b"g").unwrap();
        let i64t = m.types.common().i64;
        let k = m.consts.int(i64t, 64, 0);
        if let GlobalKind::Var(v) = &mut m.globals[g].kind {
            v.init = Some(k);
        }
        let e = crate::verify(&m).unwrap_err();
        assert_eq!(
            e.message,
            "global variable initializer type does not match global variable type: @g"
        );
        m.globals[g].linkage = Linkage::Internal;
        m.globals[g].visibility = Visibility::Hidden;
        let e = crate::verify(&m).unwrap_err();
        assert!(
            e.message.contains("must have default visibility"),
            "{}",
            e.message
        );
        if let GlobalKind::Var(v) = &mut m.globals[g].kind {
            v.init = None;
        }
        m.globals[g].visibility = Visibility::Default;
        let e = crate::verify(&m).unwrap_err();
        assert!(e.message.contains("must be dso_local"), "{}", e.message);
        m.globals[g].linkage = Linkage::Weak;
        let e = crate::verify(&m).unwrap_err();
        assert!(
            e.message.contains("doesn't have external or weak linkage"),
            "{}",
            e.message
        );
    }

    #[test]
    fn casts() {
        use crate::inst::CastOp::*;
        let m = crate::parse(b"").unwrap();
        let c = *m.types.common();
        let v2i32 = m.types.vector(false, 2, c.i32);
        let v2i64 = m.types.vector(false, 2, c.i64);
        let v4i32 = m.types.vector(false, 4, c.i32);
        let v1ptr = m.types.vector(false, 1, c.ptr);
        let v2ptr = m.types.vector(false, 2, c.ptr);
        let nxv2i32 = m.types.vector(true, 2, c.i32);
        let nxv2i64 = m.types.vector(true, 2, c.i64);
        let p1 = m.types.ptr(1);
        let half = m.types.intern(TypeData::Half);
        let arr = m.types.array(2, c.i32);
        let v2f = m.types.vector(false, 2, c.float);
        let t = &m.types;
        assert!(cast_is_valid(t, Trunc, c.i64, c.i32));
        assert!(!cast_is_valid(t, Trunc, c.i32, c.i64));
        assert!(!cast_is_valid(t, Trunc, c.i32, c.i32));
        assert!(cast_is_valid(t, Trunc, v2i64, v2i32));
        assert!(!cast_is_valid(t, Trunc, v2i64, c.i32));
        assert!(cast_is_valid(t, ZExt, c.i1, c.i8));
        assert!(cast_is_valid(t, SExt, nxv2i32, nxv2i64));
        assert!(!cast_is_valid(t, SExt, nxv2i32, v2i64));
        assert!(cast_is_valid(t, FpExt, half, c.float));
        assert!(!cast_is_valid(t, FpExt, c.double, c.float));
        assert!(cast_is_valid(t, FpTrunc, c.double, c.float));
        assert!(cast_is_valid(t, SiToFp, v2i32, v2f));
        assert!(!cast_is_valid(t, SiToFp, c.float, c.float));
        assert!(cast_is_valid(t, FpToUi, c.double, c.i1));
        assert!(cast_is_valid(t, PtrToInt, c.ptr, c.i8));
        assert!(cast_is_valid(t, PtrToInt, v2ptr, v2i64));
        assert!(!cast_is_valid(t, PtrToInt, c.i64, c.i64));
        assert!(cast_is_valid(t, IntToPtr, c.i32, p1));
        assert!(!cast_is_valid(t, IntToPtr, c.i32, c.i64));
        assert!(cast_is_valid(t, BitCast, c.i64, c.double));
        assert!(cast_is_valid(t, BitCast, v2i32, c.i64));
        assert!(cast_is_valid(t, BitCast, v4i32, c.i128));
        assert!(!cast_is_valid(t, BitCast, c.i32, c.double));
        assert!(!cast_is_valid(t, BitCast, c.ptr, c.i64));
        assert!(cast_is_valid(t, BitCast, c.ptr, c.ptr));
        assert!(!cast_is_valid(t, BitCast, c.ptr, p1));
        assert!(cast_is_valid(t, BitCast, v1ptr, c.ptr));
        assert!(!cast_is_valid(t, BitCast, v2ptr, c.ptr));
        assert!(!cast_is_valid(t, BitCast, nxv2i32, c.i64));
        assert!(!cast_is_valid(t, BitCast, arr, c.i64));
        assert!(cast_is_valid(t, AddrSpaceCast, c.ptr, p1));
        assert!(!cast_is_valid(t, AddrSpaceCast, c.ptr, c.ptr));
        assert!(!cast_is_valid(t, AddrSpaceCast, c.i64, p1));
    }
}
