//! `llvm.experimental.constrained.*` (C's `#pragma STDC FENV_ACCESS ON`), decoded for the
//! targets, which lower each as the operation itself: the hardware rounds in the current
//! mode and raises its exceptions, and rllc never moves or folds floating-point
//! operations. The trailing metadata operands (rounding mode, exception behaviour) are
//! dropped, except the predicate of a compare.

use rllc_ir::inst::{BinOp, CastOp, FloatPred, Value};
use rllc_ir::metadata::{MdOperand, MdRef};
use rllc_ir::module::{Body, Module};

/// What a constrained intrinsic does.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Constrained {
    /// `fadd`, `fsub`, `fmul`, `fdiv`, `frem`.
    Binary(BinOp),
    /// `fptosi`, `fptoui`, `sitofp`, `uitofp`, `fpext`, `fptrunc`.
    Cast(CastOp),
    /// `fcmp` and `fcmps` with their predicate.
    Compare(FloatPred),
    /// Any other: the ordinary intrinsic of this name (`llvm.ceil.f64`…).
    Plain(String),
}

/// Decodes `llvm.experimental.constrained.<rest>` with operands `args` in `body`: the
/// operation and its value operands (the metadata dropped), or `None` for a compare
/// whose predicate is not one of `fcmp`'s.
pub fn decode(
    m: &Module,
    body: &Body,
    rest: &str,
    args: &[Value],
) -> Option<(Constrained, Vec<Value>)> {
    let values: Vec<Value> = args
        .iter()
        .copied()
        .filter(|a| !matches!(a, Value::Meta(_)))
        .collect();
    let op = rest.split('.').next().unwrap_or("");
    let decoded = match op {
        "fadd" => Constrained::Binary(BinOp::FAdd),
        "fsub" => Constrained::Binary(BinOp::FSub),
        "fmul" => Constrained::Binary(BinOp::FMul),
        "fdiv" => Constrained::Binary(BinOp::FDiv),
        "frem" => Constrained::Binary(BinOp::FRem),
        "fptosi" => Constrained::Cast(CastOp::FpToSi),
        "fptoui" => Constrained::Cast(CastOp::FpToUi),
        "sitofp" => Constrained::Cast(CastOp::SiToFp),
        "uitofp" => Constrained::Cast(CastOp::UiToFp),
        "fpext" => Constrained::Cast(CastOp::FpExt),
        "fptrunc" => Constrained::Cast(CastOp::FpTrunc),
        "fcmp" | "fcmps" => Constrained::Compare(predicate(m, body, *args.get(2)?)?),
        _ => Constrained::Plain(format!("llvm.{rest}")),
    };
    Some((decoded, values))
}

/// The predicate of a constrained compare: its `metadata !"olt"` operand.
fn predicate(m: &Module, body: &Body, v: Value) -> Option<FloatPred> {
    let Value::Meta(k) = v else { return None };
    let MdOperand::Ref(MdRef::Inline(j)) = body.md_operands.get(k as usize)? else {
        return None;
    };
    let text = m.metadata.inline.get(*j as usize);
    let name = text.strip_prefix(b"!\"")?.strip_suffix(b"\"")?;
    use FloatPred::*;
    Some(match name {
        b"oeq" => Oeq,
        b"ogt" => Ogt,
        b"oge" => Oge,
        b"olt" => Olt,
        b"ole" => Ole,
        b"one" => One,
        b"ord" => Ord,
        b"ueq" => Ueq,
        b"ugt" => Ugt,
        b"uge" => Uge,
        b"ult" => Ult,
        b"ule" => Ule,
        b"une" => Une,
        b"uno" => Uno,
        _ => return None,
    })
}
