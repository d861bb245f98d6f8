//! The rules of instcombine for one instruction: constant folding, algebraic identities,
//! canonical forms (constants on the right of commutative operations and compares,
//! `sub x, C` as `add x, -C`, multiplications and unsigned divisions by powers of two as
//! shifts) and combinations with the instruction defining an operand (constant
//! reassociation, compares of extended values, casts of casts, selects on negations).
//!
//! Every rule keeps LangRef's semantics: a replacement value may only be more defined
//! than the original (poison may become a value, never the reverse), so a rewrite keeps a
//! `nsw`/`nuw`/`exact`/`disjoint`/`nneg` flag only when it proves the flag still holds, and
//! drops it otherwise. Integer rules that need a constant's value handle scalar integers
//! of every width; vectors only get the rules that need no constant value.

use crate::apint::ApInt;
use crate::cx::Cx;
use crate::instcombine::block_in;
use rllc_ir::constant::{Const, ConstKind};
use rllc_ir::dominators::DomTree;
use rllc_ir::edit::Editor;
use rllc_ir::inst::{
    flags as fl, BinOp, CastOp, FloatPred, Inst, InstData, InstKind, IntPred, Value,
};
use rllc_ir::module::Body;
use rllc_ir::types::{Type, TypeData};
use smallvec::SmallVec;

/// What a rule did to an instruction.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Outcome {
    Unchanged,
    /// Rewritten in place (same result).
    Changed,
    /// Every use may use this value instead.
    Replace(Value),
}

use Outcome::*;

/// The predicate with the operands swapped.
pub fn swap_int_pred(p: IntPred) -> IntPred {
    use IntPred::*;
    match p {
        Eq | Ne => p,
        Ugt => Ult,
        Ult => Ugt,
        Uge => Ule,
        Ule => Uge,
        Sgt => Slt,
        Slt => Sgt,
        Sge => Sle,
        Sle => Sge,
    }
}

/// The negated predicate.
pub fn invert_int_pred(p: IntPred) -> IntPred {
    use IntPred::*;
    match p {
        Eq => Ne,
        Ne => Eq,
        Ugt => Ule,
        Ule => Ugt,
        Uge => Ult,
        Ult => Uge,
        Sgt => Sle,
        Sle => Sgt,
        Sge => Slt,
        Slt => Sge,
    }
}

fn swap_float_pred(p: FloatPred) -> FloatPred {
    use FloatPred::*;
    match p {
        Ogt => Olt,
        Olt => Ogt,
        Oge => Ole,
        Ole => Oge,
        Ugt => Ult,
        Ult => Ugt,
        Uge => Ule,
        Ule => Uge,
        _ => p,
    }
}

fn is_signed_pred(p: IntPred) -> bool {
    matches!(p, IntPred::Sgt | IntPred::Sge | IntPred::Slt | IntPred::Sle)
}

fn to_unsigned(p: IntPred) -> IntPred {
    match p {
        IntPred::Sgt => IntPred::Ugt,
        IntPred::Sge => IntPred::Uge,
        IntPred::Slt => IntPred::Ult,
        IntPred::Sle => IntPred::Ule,
        _ => p,
    }
}

fn is_commutative(op: BinOp) -> bool {
    matches!(
        op,
        BinOp::Add | BinOp::Mul | BinOp::And | BinOp::Or | BinOp::Xor | BinOp::FAdd | BinOp::FMul
    )
}

/// Applies the rules to one instruction.
pub struct Combiner<'a, 'c> {
    pub cx: &'a Cx<'c>,
    pub ed: &'a mut Editor,
    pub dt: &'a DomTree,
    /// Per instruction: its block index (`u32::MAX` when not placed).
    pub block_of: &'a [u32],
}

impl Combiner<'_, '_> {
    /// Simplifies `i` if a rule applies.
    pub fn visit(&mut self, body: &mut Body, i: Inst) -> Outcome {
        let d = body.insts[i];
        if let Some(c) = self.fold_constants(body, i, &d) {
            return Replace(Value::Const(c));
        }
        match d.kind {
            InstKind::Binary(op) if op.is_float() => self.float_binary(body, i, op),
            InstKind::Binary(op) => self.binary(body, i, op),
            InstKind::ICmp(p) => self.icmp(body, i, p),
            InstKind::FCmp(p) => self.fcmp(body, i, p),
            InstKind::Cast(op) => self.cast(body, i, op),
            InstKind::Select => self.select(body, i),
            InstKind::Phi => self.phi(body, i),
            InstKind::GetElementPtr { .. } => self.gep(body, i),
            InstKind::FNeg => match self.def(body, body.args(i)[0]) {
                Some((_, dd)) if dd.kind == InstKind::FNeg => {
                    Replace(body.pool[dd.args_start as usize])
                }
                _ => Unchanged,
            },
            InstKind::Freeze => match self.def(body, body.args(i)[0]) {
                Some((_, dd)) if dd.kind == InstKind::Freeze => Replace(body.args(i)[0]),
                _ => Unchanged,
            },
            InstKind::ExtractValue { start, len } => self.extract_value(body, i, start, len),
            _ => Unchanged,
        }
    }

    /// Constant folding when every operand is a constant.
    fn fold_constants(&mut self, body: &Body, i: Inst, d: &InstData) -> Option<Const> {
        let foldable = matches!(
            d.kind,
            InstKind::Binary(_)
                | InstKind::FNeg
                | InstKind::ICmp(_)
                | InstKind::FCmp(_)
                | InstKind::Cast(_)
                | InstKind::Select
                | InstKind::Freeze
                | InstKind::GetElementPtr { .. }
                | InstKind::ExtractValue { .. }
                | InstKind::InsertValue { .. }
                | InstKind::ExtractElement
                | InstKind::InsertElement
                | InstKind::ShuffleVector { .. }
        );
        if !foldable {
            return None;
        }
        let ops: SmallVec<[Const; 4]> = body
            .args(i)
            .iter()
            .map(|v| match *v {
                Value::Const(c) => Some(c),
                _ => None,
            })
            .collect::<Option<_>>()?;
        self.cx.fold_inst(body, i, &ops)
    }

    // ------------------------------------------------------------------ helpers

    /// The defining instruction of `v`, if it is one.
    fn def(&self, body: &Body, v: Value) -> Option<(Inst, InstData)> {
        match v {
            Value::Inst(x) => Some((x, body.insts[x])),
            _ => None,
        }
    }

    /// The value of a scalar integer constant.
    fn int(&self, v: Value) -> Option<ApInt> {
        match v {
            Value::Const(c) => self.cx.int_of(c),
            _ => None,
        }
    }

    fn is_const(&self, v: Value) -> bool {
        matches!(v, Value::Const(_))
    }

    fn mk_int(&self, ty: Type, v: &ApInt) -> Value {
        Value::Const(self.cx.mk_int(ty, v))
    }

    /// `true`/`false` of type `ty` (`i1` or a vector of `i1`).
    fn bool_value(&self, ty: Type, b: bool) -> Value {
        let i1 = self.cx.bool_const(b);
        match *self.cx.types.get(ty) {
            TypeData::Vector {
                scalable: false,
                len,
                ..
            } => Value::Const(
                self.cx
                    .mk(ty, ConstKind::Aggregate(vec![i1; len as usize].into())),
            ),
            TypeData::Vector { .. } => Value::Const(self.cx.mk(ty, ConstKind::Splat(i1))),
            _ => Value::Const(i1),
        }
    }

    /// Rewrites `i` in place as `kind` with `flags` and operands `args`.
    fn rewrite(
        &mut self,
        body: &mut Body,
        i: Inst,
        kind: InstKind,
        flags: u16,
        args: &[Value],
    ) -> Outcome {
        let d = &mut body.insts[i];
        d.kind = kind;
        d.flags = flags;
        self.ed.set_args(body, i, args);
        Changed
    }

    // ------------------------------------------------------------------ integer ops

    fn binary(&mut self, body: &mut Body, i: Inst, op: BinOp) -> Outcome {
        let d = body.insts[i];
        let (mut a, mut b) = (body.args(i)[0], body.args(i)[1]);
        let ty = d.ty;
        let mut outcome = Unchanged;
        if is_commutative(op) && self.is_const(a) && !self.is_const(b) {
            std::mem::swap(&mut a, &mut b);
            self.ed.set_args(body, i, &[a, b]);
            outcome = Changed;
        }
        if a == b {
            match op {
                BinOp::Sub | BinOp::Xor => return Replace(Value::Const(self.cx.zero(ty))),
                BinOp::And | BinOp::Or => return Replace(a),
                _ => {}
            }
        }
        // A zero left operand: 0 << x, 0 >> x, 0 / x, 0 % x are 0 (or poison, or UB).
        if self.int(a).is_some_and(|c| c.is_zero())
            && matches!(
                op,
                BinOp::Shl
                    | BinOp::LShr
                    | BinOp::AShr
                    | BinOp::UDiv
                    | BinOp::SDiv
                    | BinOp::URem
                    | BinOp::SRem
            )
        {
            return Replace(a);
        }
        let Some(c) = self.int(b) else {
            // zeroinitializer of a vector: the identities of a zero operand.
            if matches!(b, Value::Const(k) if matches!(self.cx.consts.get(k).kind, ConstKind::Zero))
            {
                return match op {
                    BinOp::Add
                    | BinOp::Sub
                    | BinOp::Or
                    | BinOp::Xor
                    | BinOp::Shl
                    | BinOp::LShr
                    | BinOp::AShr => Replace(a),
                    BinOp::Mul | BinOp::And => Replace(b),
                    _ => outcome,
                };
            }
            return outcome;
        };
        let w = c.bits();
        let has = |f: u16| d.flags & f != 0;
        // Identities.
        match op {
            BinOp::Add
            | BinOp::Sub
            | BinOp::Or
            | BinOp::Xor
            | BinOp::Shl
            | BinOp::LShr
            | BinOp::AShr
                if c.is_zero() =>
            {
                return Replace(a)
            }
            BinOp::Mul | BinOp::And if c.is_zero() => return Replace(b),
            BinOp::Mul | BinOp::UDiv | BinOp::SDiv if c.is_one() => return Replace(a),
            BinOp::URem | BinOp::SRem if c.is_one() => {
                return Replace(Value::Const(self.cx.zero(ty)))
            }
            BinOp::And if c.is_all_ones() => return Replace(a),
            BinOp::Or if c.is_all_ones() => return Replace(b),
            BinOp::Shl | BinOp::LShr | BinOp::AShr
                if c.to_u64().is_none_or(|n| n >= u64::from(w)) =>
            {
                return Replace(Value::Const(self.cx.poison(ty)))
            }
            _ => {}
        }
        // Canonical forms.
        match op {
            BinOp::Sub => {
                let nsw = if has(fl::NSW) && !c.is_signed_min() {
                    fl::NSW
                } else {
                    0
                };
                let neg = self.mk_int(ty, &c.neg());
                return self.rewrite(body, i, InstKind::Binary(BinOp::Add), nsw, &[a, neg]);
            }
            BinOp::Mul => {
                if let Some(k) = c.exact_log2() {
                    let mut f = d.flags & fl::NUW;
                    if has(fl::NSW) && k + 1 < w {
                        f |= fl::NSW;
                    }
                    let amt = self.mk_int(ty, &ApInt::from_u64(w, u64::from(k)));
                    return self.rewrite(body, i, InstKind::Binary(BinOp::Shl), f, &[a, amt]);
                }
            }
            BinOp::UDiv => {
                if let Some(k) = c.exact_log2() {
                    let amt = self.mk_int(ty, &ApInt::from_u64(w, u64::from(k)));
                    let f = d.flags & fl::EXACT;
                    return self.rewrite(body, i, InstKind::Binary(BinOp::LShr), f, &[a, amt]);
                }
            }
            BinOp::URem if c.exact_log2().is_some() => {
                let mask = self.mk_int(ty, &c.sub(&ApInt::from_u64(w, 1)));
                return self.rewrite(body, i, InstKind::Binary(BinOp::And), 0, &[a, mask]);
            }
            _ => {}
        }
        // `xor (icmp p x, y), true` is the inverted compare.
        if op == BinOp::Xor && w == 1 && c.is_all_ones() {
            if let Some((x, xd)) = self.def(body, a) {
                if let InstKind::ICmp(p) = xd.kind {
                    if self.ed.has_one_use(x) {
                        let args: [Value; 2] = [body.args(x)[0], body.args(x)[1]];
                        return self.rewrite(body, i, InstKind::ICmp(invert_int_pred(p)), 0, &args);
                    }
                }
            }
        }
        // Constant reassociation: (x op C1) op C2 → x op (C1 op C2).
        if let Some((_, xd)) = self.def(body, a) {
            if xd.kind == InstKind::Binary(op) {
                let (x, c1) = (
                    body.pool[xd.args_start as usize],
                    body.pool[xd.args_start as usize + 1],
                );
                if let Some(c1) = self.int(c1) {
                    let merged = match op {
                        BinOp::Add => Some(c1.add(&c)),
                        BinOp::Mul => Some(c1.mul(&c)),
                        BinOp::And => Some(c1.and(&c)),
                        BinOp::Or => Some(c1.or(&c)),
                        BinOp::Xor => Some(c1.xor(&c)),
                        BinOp::Shl | BinOp::LShr => {
                            let sum = c1
                                .to_u64()
                                .zip(c.to_u64())
                                .map(|(p, q)| p.saturating_add(q));
                            match sum {
                                Some(s) if s < u64::from(w) => Some(ApInt::from_u64(w, s)),
                                _ => None,
                            }
                        }
                        BinOp::AShr => {
                            let sum = c1
                                .to_u64()
                                .zip(c.to_u64())
                                .map(|(p, q)| p.saturating_add(q));
                            sum.map(|s| ApInt::from_u64(w, s.min(u64::from(w) - 1)))
                        }
                        _ => None,
                    };
                    if let Some(m) = merged {
                        let m = self.mk_int(ty, &m);
                        return self.rewrite(body, i, InstKind::Binary(op), 0, &[x, m]);
                    }
                }
            }
        }
        outcome
    }

    // ------------------------------------------------------------------ floating point

    fn float_binary(&mut self, body: &mut Body, i: Inst, op: BinOp) -> Outcome {
        let (mut a, mut b) = (body.args(i)[0], body.args(i)[1]);
        let mut outcome = Unchanged;
        if is_commutative(op) && self.is_const(a) && !self.is_const(b) {
            std::mem::swap(&mut a, &mut b);
            self.ed.set_args(body, i, &[a, b]);
            outcome = Changed;
        }
        let Value::Const(c) = b else { return outcome };
        let bits = match self.cx.consts.get(c).kind {
            ConstKind::Float(x) => x,
            ConstKind::Zero => 0,
            _ => return outcome,
        };
        let (one, neg_zero) = match self.cx.types.get(body.insts[i].ty) {
            TypeData::Float => (0x3f80_0000u128, 0x8000_0000u128),
            TypeData::Double => (0x3ff0_0000_0000_0000, 1 << 63),
            _ => return outcome,
        };
        // x * 1.0, x / 1.0, x + -0.0 and x - 0.0 are x (NaNs included).
        match op {
            BinOp::FMul | BinOp::FDiv if bits == one => Replace(a),
            BinOp::FAdd if bits == neg_zero => Replace(a),
            BinOp::FSub if bits == 0 => Replace(a),
            _ => outcome,
        }
    }

    fn fcmp(&mut self, body: &mut Body, i: Inst, p: FloatPred) -> Outcome {
        let (a, b) = (body.args(i)[0], body.args(i)[1]);
        if self.is_const(a) && !self.is_const(b) {
            body.insts[i].kind = InstKind::FCmp(swap_float_pred(p));
            self.ed.set_args(body, i, &[b, a]);
            return Changed;
        }
        Unchanged
    }

    // ------------------------------------------------------------------ compares

    fn icmp(&mut self, body: &mut Body, i: Inst, p: IntPred) -> Outcome {
        let ty = body.insts[i].ty;
        let (a, b) = (body.args(i)[0], body.args(i)[1]);
        if self.is_const(a) && !self.is_const(b) {
            return self.rewrite(body, i, InstKind::ICmp(swap_int_pred(p)), 0, &[b, a]);
        }
        if a == b {
            let t = matches!(
                p,
                IntPred::Eq | IntPred::Uge | IntPred::Ule | IntPred::Sge | IntPred::Sle
            );
            return Replace(self.bool_value(ty, t));
        }
        if let Some(c) = self.int(b) {
            if let Some(r) = self.icmp_const(body, i, p, a, &c) {
                return r;
            }
        }
        // Both sides extended from the same type.
        if let (Some((_, xa)), Some((_, xb))) = (self.def(body, a), self.def(body, b)) {
            if let (InstKind::Cast(ka @ (CastOp::ZExt | CastOp::SExt)), InstKind::Cast(kb)) =
                (xa.kind, xb.kind)
            {
                let (x, y) = (
                    body.pool[xa.args_start as usize],
                    body.pool[xb.args_start as usize],
                );
                let same = self.cx.value_type(body, x) == self.cx.value_type(body, y);
                if ka == kb && same {
                    let np = if ka == CastOp::ZExt {
                        to_unsigned(p)
                    } else {
                        p
                    };
                    return self.rewrite(body, i, InstKind::ICmp(np), 0, &[x, y]);
                }
            }
        }
        Unchanged
    }

    /// `icmp p a, C`.
    fn icmp_const(
        &mut self,
        body: &mut Body,
        i: Inst,
        p: IntPred,
        a: Value,
        c: &ApInt,
    ) -> Option<Outcome> {
        let ty = body.insts[i].ty;
        let w = c.bits();
        // Always true or false at the ends of the range.
        let known = match p {
            IntPred::Ult if c.is_zero() => Some(false),
            IntPred::Uge if c.is_zero() => Some(true),
            IntPred::Ugt if c.is_all_ones() => Some(false),
            IntPred::Ule if c.is_all_ones() => Some(true),
            IntPred::Sgt if c.is_signed_max() => Some(false),
            IntPred::Sle if c.is_signed_max() => Some(true),
            IntPred::Slt if c.is_signed_min() => Some(false),
            IntPred::Sge if c.is_signed_min() => Some(true),
            _ => None,
        };
        if let Some(k) = known {
            return Some(Replace(self.bool_value(ty, k)));
        }
        if w == 1 {
            match (p, c.is_one()) {
                (IntPred::Ne, false) | (IntPred::Eq, true) => return Some(Replace(a)),
                (IntPred::Eq, false) | (IntPred::Ne, true) => {
                    let t = Value::Const(self.cx.bool_const(true));
                    return Some(self.rewrite(body, i, InstKind::Binary(BinOp::Xor), 0, &[a, t]));
                }
                _ => {}
            }
        }
        let (_, xd) = self.def(body, a)?;
        match xd.kind {
            InstKind::Cast(k @ (CastOp::ZExt | CastOp::SExt)) => {
                let x = body.pool[xd.args_start as usize];
                let xt = self.cx.value_type(body, x);
                let n = self.cx.types.int_width(xt)?;
                Some(self.icmp_ext_const(body, i, p, k, x, xt, n, c))
            }
            InstKind::Binary(op @ (BinOp::Add | BinOp::Xor))
                if matches!(p, IntPred::Eq | IntPred::Ne) =>
            {
                let (x, c1) = (
                    body.pool[xd.args_start as usize],
                    body.pool[xd.args_start as usize + 1],
                );
                let c1 = self.int(c1)?;
                let nc = if op == BinOp::Add {
                    c.sub(&c1)
                } else {
                    c.xor(&c1)
                };
                let nc = self.mk_int(self.cx.value_type(body, a), &nc);
                Some(self.rewrite(body, i, InstKind::ICmp(p), 0, &[x, nc]))
            }
            _ => None,
        }
    }

    /// `icmp p (ext x), C` with `x` of width `n`: a compare of `x` itself, or a constant.
    #[allow(clippy::too_many_arguments)]
    fn icmp_ext_const(
        &mut self,
        body: &mut Body,
        i: Inst,
        p: IntPred,
        k: CastOp,
        x: Value,
        xt: Type,
        n: u32,
        c: &ApInt,
    ) -> Outcome {
        let ty = body.insts[i].ty;
        let w = c.bits();
        let narrow = c.trunc(n);
        let fits = if k == CastOp::ZExt {
            narrow.zext(w) == *c
        } else {
            narrow.sext(w) == *c
        };
        if fits {
            let np = if k == CastOp::ZExt { to_unsigned(p) } else { p };
            let nc = self.mk_int(xt, &narrow);
            return self.rewrite(body, i, InstKind::ICmp(np), 0, &[x, nc]);
        }
        // C lies outside the extended range: every extended value is below C (as
        // unsigned for zext; as signed for zext when C ≥ 0 and for sext when C is above
        // the range), or above it.
        let below = match k {
            CastOp::ZExt if !is_signed_pred(p) => true,
            CastOp::ZExt => !c.is_negative(),
            _ if is_signed_pred(p) || matches!(p, IntPred::Eq | IntPred::Ne) => !c.is_negative(),
            _ => return Unchanged,
        };
        let r = match p {
            IntPred::Eq => false,
            IntPred::Ne => true,
            IntPred::Ult | IntPred::Ule | IntPred::Slt | IntPred::Sle => below,
            IntPred::Ugt | IntPred::Uge | IntPred::Sgt | IntPred::Sge => !below,
        };
        Replace(self.bool_value(ty, r))
    }

    // ------------------------------------------------------------------ casts

    fn cast(&mut self, body: &mut Body, i: Inst, op: CastOp) -> Outcome {
        let ty = body.insts[i].ty;
        let x = body.args(i)[0];
        let xt = self.cx.value_type(body, x);
        if op == CastOp::BitCast && xt == ty {
            return Replace(x);
        }
        let Some((_, xd)) = self.def(body, x) else {
            return Unchanged;
        };
        if let (CastOp::Trunc, InstKind::Binary(bop)) = (op, xd.kind) {
            return self.narrow_binary(body, i, bop, &xd);
        }
        let InstKind::Cast(inner) = xd.kind else {
            return Unchanged;
        };
        let y = body.pool[xd.args_start as usize];
        let yt = self.cx.value_type(body, y);
        let width = |t| self.cx.types.int_width(t);
        match (op, inner) {
            (CastOp::Trunc, CastOp::ZExt | CastOp::SExt) => {
                let (Some(wy), Some(wt)) = (width(yt), width(ty)) else {
                    return Unchanged;
                };
                if wy == wt {
                    Replace(y)
                } else if wy < wt {
                    self.rewrite(body, i, InstKind::Cast(inner), 0, &[y])
                } else {
                    self.rewrite(body, i, InstKind::Cast(CastOp::Trunc), 0, &[y])
                }
            }
            (CastOp::Trunc, CastOp::Trunc)
            | (CastOp::ZExt, CastOp::ZExt)
            | (CastOp::SExt, CastOp::SExt) => {
                if width(yt).is_none() {
                    return Unchanged;
                }
                self.rewrite(body, i, InstKind::Cast(op), 0, &[y])
            }
            // The zext made the sign bit zero.
            (CastOp::SExt, CastOp::ZExt) => {
                if width(yt).is_none() {
                    return Unchanged;
                }
                self.rewrite(body, i, InstKind::Cast(CastOp::ZExt), 0, &[y])
            }
            (CastOp::BitCast, CastOp::BitCast) => {
                if yt == ty {
                    Replace(y)
                } else {
                    self.rewrite(body, i, InstKind::Cast(CastOp::BitCast), 0, &[y])
                }
            }
            // fpext is exact, so truncating back gives the original.
            (CastOp::FpTrunc, CastOp::FpExt) if yt == ty => Replace(y),
            _ => Unchanged,
        }
    }

    /// `trunc (op (ext x), (ext y) or C)` to the type of `x` is `op x, y` in that type
    /// (for operations whose low bits depend only on the operands' low bits).
    fn narrow_binary(&mut self, body: &mut Body, i: Inst, op: BinOp, xd: &InstData) -> Outcome {
        if !matches!(
            op,
            BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::And | BinOp::Or | BinOp::Xor
        ) {
            return Unchanged;
        }
        let ty = body.insts[i].ty;
        let Some(w) = self.cx.types.int_width(ty) else {
            return Unchanged;
        };
        let mut ops = [Value::Arg(0); 2];
        let mut extended = false;
        for (k, slot) in ops.iter_mut().enumerate() {
            let v = body.pool[xd.args_start as usize + k];
            if let Some(c) = self.int(v) {
                *slot = self.mk_int(ty, &c.trunc(w));
                continue;
            }
            match self.def(body, v) {
                Some((_, vd)) if matches!(vd.kind, InstKind::Cast(CastOp::ZExt | CastOp::SExt)) => {
                    let src = body.pool[vd.args_start as usize];
                    if self.cx.value_type(body, src) != ty {
                        return Unchanged;
                    }
                    *slot = src;
                    extended = true;
                }
                _ => return Unchanged,
            }
        }
        if !extended {
            return Unchanged;
        }
        self.rewrite(body, i, InstKind::Binary(op), 0, &ops)
    }

    // ------------------------------------------------------------------ select, phi, gep

    fn select(&mut self, body: &mut Body, i: Inst) -> Outcome {
        let ty = body.insts[i].ty;
        let (c, t, f) = (body.args(i)[0], body.args(i)[1], body.args(i)[2]);
        if t == f {
            return Replace(t);
        }
        if let Value::Const(k) = c {
            match self.cx.consts.get(k).kind {
                ConstKind::Int(1) => return Replace(t),
                ConstKind::Int(0) | ConstKind::Zero | ConstKind::Poison => return Replace(f),
                _ => {}
            }
        }
        if ty == self.cx.types.common().i1 {
            let (bt, bf) = (self.int(t), self.int(f));
            if let (Some(bt), Some(bf)) = (bt, bf) {
                if bt.is_one() && bf.is_zero() {
                    return Replace(c);
                }
                if bt.is_zero() && bf.is_one() {
                    let tv = Value::Const(self.cx.bool_const(true));
                    return self.rewrite(body, i, InstKind::Binary(BinOp::Xor), 0, &[c, tv]);
                }
            }
        }
        // select (xor c, true), t, f → select c, f, t.
        if let Some((_, cd)) = self.def(body, c) {
            if cd.kind == InstKind::Binary(BinOp::Xor)
                && self.cx.value_type(body, c) == self.cx.types.common().i1
                && self
                    .int(body.pool[cd.args_start as usize + 1])
                    .is_some_and(|k| k.is_one())
            {
                let x = body.pool[cd.args_start as usize];
                let fm = body.insts[i].fmf;
                let out = self.rewrite(body, i, InstKind::Select, 0, &[x, f, t]);
                body.insts[i].fmf = fm;
                return out;
            }
        }
        Unchanged
    }

    /// A phi whose incoming values are all one value (ignoring itself and undef) is that
    /// value, when it strictly dominates the phi's block.
    fn phi(&mut self, body: &mut Body, i: Inst) -> Outcome {
        let mut only: Option<Value> = None;
        for e in body.args(i).chunks_exact(2) {
            let v = e[0];
            if v == Value::Inst(i) || self.cx.is_undef_or_poison(v) {
                continue;
            }
            match only {
                None => only = Some(v),
                Some(o) if o == v => {}
                Some(_) => return Unchanged,
            }
        }
        let ty = body.insts[i].ty;
        let Some(v) = only else {
            return Replace(Value::Const(self.cx.mk(ty, ConstKind::Undef)));
        };
        if let Value::Inst(x) = v {
            let (Some(bx), Some(bp)) = (block_in(self.block_of, x), block_in(self.block_of, i))
            else {
                return Unchanged;
            };
            // Strictly: a value of the phi's own block, another phi included, is on the
            // edges into it the value of the previous pass through the block (LLVM's
            // `valueDominatesPHI`).
            let ok = bx != bp && self.dt.dominates(bx, bp) && self.dt.is_reachable(bp);
            if !ok {
                return Unchanged;
            }
        }
        Replace(v)
    }

    fn gep(&mut self, body: &mut Body, i: Inst) -> Outcome {
        let ty = body.insts[i].ty;
        let args = body.args(i);
        let base = args[0];
        if self.cx.value_type(body, base) == ty
            && !self.cx.types.is_vector(ty)
            && args[1..]
                .iter()
                .all(|&x| self.int(x).is_some_and(|c| c.is_zero()))
        {
            return Replace(base);
        }
        Unchanged
    }

    fn extract_value(&mut self, body: &mut Body, i: Inst, start: u32, len: u32) -> Outcome {
        let agg = body.args(i)[0];
        let Some((_, ad)) = self.def(body, agg) else {
            return Unchanged;
        };
        let InstKind::InsertValue { start: s2, len: l2 } = ad.kind else {
            return Unchanged;
        };
        let idx = &body.index_pool[start as usize..(start + len) as usize];
        let idx2 = &body.index_pool[s2 as usize..(s2 + l2) as usize];
        if idx == idx2 {
            return Replace(body.pool[ad.args_start as usize + 1]);
        }
        Unchanged
    }
}
