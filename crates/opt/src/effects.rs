//! Which instructions may be deleted when their result is unused: no memory writes, no
//! synchronisation, no unwinding, no possibility of not returning. Loads qualify when
//! neither volatile nor atomic (a load that would trap is undefined behaviour, which a
//! correct program does not execute).

use crate::cx::Cx;
use rllc_ir::attrs::{Attr, AttrKind};
use rllc_ir::inst::{flags, Inst, InstKind, Ordering};
use rllc_ir::module::Body;

/// Intrinsics without side effects (name prefixes, each ending at an overload suffix).
/// Debug and lifetime intrinsics are not here: they have no result to be unused, and the
/// passes that make them pointless (mem2reg) remove them.
const PURE_INTRINSICS: &[&str] = &[
    "llvm.abs.",
    "llvm.smax.",
    "llvm.smin.",
    "llvm.umax.",
    "llvm.umin.",
    "llvm.scmp.",
    "llvm.ucmp.",
    "llvm.ctpop.",
    "llvm.ctlz.",
    "llvm.cttz.",
    "llvm.bswap.",
    "llvm.bitreverse.",
    "llvm.fshl.",
    "llvm.fshr.",
    "llvm.sadd.with.overflow.",
    "llvm.uadd.with.overflow.",
    "llvm.ssub.with.overflow.",
    "llvm.usub.with.overflow.",
    "llvm.smul.with.overflow.",
    "llvm.umul.with.overflow.",
    "llvm.sadd.sat.",
    "llvm.uadd.sat.",
    "llvm.ssub.sat.",
    "llvm.usub.sat.",
    "llvm.sshl.sat.",
    "llvm.ushl.sat.",
    "llvm.fabs.",
    "llvm.copysign.",
    "llvm.sqrt.",
    "llvm.floor.",
    "llvm.ceil.",
    "llvm.trunc.",
    "llvm.rint.",
    "llvm.nearbyint.",
    "llvm.round.",
    "llvm.roundeven.",
    "llvm.lround.",
    "llvm.llround.",
    "llvm.lrint.",
    "llvm.llrint.",
    "llvm.fma.",
    "llvm.fmuladd.",
    "llvm.minnum.",
    "llvm.maxnum.",
    "llvm.minimum.",
    "llvm.maximum.",
    "llvm.sin.",
    "llvm.cos.",
    "llvm.tan.",
    "llvm.exp.",
    "llvm.exp2.",
    "llvm.exp10.",
    "llvm.log.",
    "llvm.log2.",
    "llvm.log10.",
    "llvm.pow.",
    "llvm.powi.",
    "llvm.ldexp.",
    "llvm.fptosi.sat.",
    "llvm.fptoui.sat.",
    "llvm.is.fpclass.",
    "llvm.ptrmask.",
    "llvm.expect.",
    "llvm.vector.reduce.",
];

/// Whether `inst` can be deleted when nothing uses its result.
pub fn is_removable(cx: &Cx, body: &Body, inst: Inst) -> bool {
    let d = &body.insts[inst];
    match d.kind {
        InstKind::Binary(_)
        | InstKind::FNeg
        | InstKind::ICmp(_)
        | InstKind::FCmp(_)
        | InstKind::Cast(_)
        | InstKind::Select
        | InstKind::Phi
        | InstKind::Freeze
        | InstKind::GetElementPtr { .. }
        | InstKind::ExtractValue { .. }
        | InstKind::InsertValue { .. }
        | InstKind::ExtractElement
        | InstKind::InsertElement
        | InstKind::ShuffleVector { .. } => true,
        InstKind::Alloca { .. } => d.flags & (flags::INALLOCA | flags::SWIFTERROR) == 0,
        InstKind::Load { ordering, .. } => {
            ordering == Ordering::NotAtomic && d.flags & flags::VOLATILE == 0
        }
        InstKind::Call(_) => is_removable_call(cx, body, inst),
        _ => false,
    }
}

/// Whether a `call` has no effect besides its result: a pure intrinsic, or a callee
/// declared (or called) `memory(none)`/`readnone`, `nounwind` and `willreturn`.
fn is_removable_call(cx: &Cx, body: &Body, inst: Inst) -> bool {
    if !matches!(
        body.args(inst).first(),
        Some(rllc_ir::inst::Value::Const(_))
    ) {
        return false;
    }
    if let Some(name) = cx.callee_name(body, inst) {
        if name.starts_with(b"llvm.") {
            return PURE_INTRINSICS
                .iter()
                .any(|p| name.starts_with(p.as_bytes()));
        }
    }
    cx.call_has_fn_attr(body, inst, AttrKind::NoUnwind)
        && cx.call_has_fn_attr(body, inst, AttrKind::WillReturn)
        && (cx.call_has_fn_attr(body, inst, AttrKind::ReadNone) || memory_none(cx, body, inst))
}

/// Whether the call site or callee says `memory(none)`.
fn memory_none(cx: &Cx, body: &Body, inst: Inst) -> bool {
    let InstKind::Call(id) = body.insts[inst].kind else {
        return false;
    };
    let is_none = |set| {
        cx.attrs.set(set).iter().any(|a| match *a {
            Attr::Raw(AttrKind::Memory, s) => cx.syms.get(s) == b"none",
            _ => false,
        })
    };
    if is_none(cx.attrs.list(body.calls[id].attrs).func) {
        return true;
    }
    match cx.callee(body, inst).map(|g| &cx.globals[g].kind) {
        Some(rllc_ir::module::GlobalKind::Func(f)) => is_none(cx.attrs.list(f.attrs).func),
        _ => false,
    }
}
