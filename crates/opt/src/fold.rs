//! Constant folding: the value of an instruction or constant expression whose operands
//! are constants, with LangRef's semantics.
//!
//! Integers of every width fold through [`ApInt`]; `float` and `double` through the host's
//! IEEE arithmetic (round to nearest even, as LLVM folds; results match what the program
//! would compute at run time on x86-64). Operations that would be poison (overflow with
//! `nsw`/`nuw`, inexact `exact` division, shift amounts past the width, out-of-range
//! float-to-int conversions) fold to `poison`; immediate undefined behaviour (division by
//! zero, `INT_MIN / -1`) is left for run time. A fold that meets `undef`, a type it does
//! not handle (`half`, `x86_fp80`, scalable vectors…) or a symbolic operand returns
//! `None`, and the caller keeps the instruction. Fixed vectors fold element by element.

use crate::apint::ApInt;
use crate::cx::Cx;
use rllc_ir::constant::{Const, ConstExpr, ConstKind, ExprOp};
use rllc_ir::inst::flags as fl;
use rllc_ir::inst::{fmf, BinOp, CastOp, FloatPred, Inst, InstKind, IntPred};
use rllc_ir::module::Body;
use rllc_ir::types::{Type, TypeData};
use smallvec::SmallVec;

/// A `float` or `double` value.
#[derive(Copy, Clone, Debug)]
enum Fp {
    F32(f32),
    F64(f64),
}

impl Fp {
    fn f64(self) -> f64 {
        match self {
            Fp::F32(x) => x as f64,
            Fp::F64(x) => x,
        }
    }
}

type Elems = SmallVec<[Const; 8]>;

/// Evaluates an integer predicate.
pub fn eval_int_pred(p: IntPred, x: &ApInt, y: &ApInt) -> bool {
    use std::cmp::Ordering::*;
    match p {
        IntPred::Eq => x == y,
        IntPred::Ne => x != y,
        IntPred::Ugt => x.ucmp(y) == Greater,
        IntPred::Uge => x.ucmp(y) != Less,
        IntPred::Ult => x.ucmp(y) == Less,
        IntPred::Ule => x.ucmp(y) != Greater,
        IntPred::Sgt => x.scmp(y) == Greater,
        IntPred::Sge => x.scmp(y) != Less,
        IntPred::Slt => x.scmp(y) == Less,
        IntPred::Sle => x.scmp(y) != Greater,
    }
}

/// Evaluates a floating-point predicate.
pub fn eval_float_pred(p: FloatPred, x: f64, y: f64) -> bool {
    let uno = x.is_nan() || y.is_nan();
    match p {
        FloatPred::False => false,
        FloatPred::True => true,
        FloatPred::Oeq => !uno && x == y,
        FloatPred::Ogt => !uno && x > y,
        FloatPred::Oge => !uno && x >= y,
        FloatPred::Olt => !uno && x < y,
        FloatPred::Ole => !uno && x <= y,
        FloatPred::One => !uno && x != y,
        FloatPred::Ord => !uno,
        FloatPred::Ueq => uno || x == y,
        FloatPred::Ugt => uno || x > y,
        FloatPred::Uge => uno || x >= y,
        FloatPred::Ult => uno || x < y,
        FloatPred::Ule => uno || x <= y,
        FloatPred::Une => uno || x != y,
        FloatPred::Uno => uno,
    }
}

/// The binary operator of a constant-expression operator, if it is one.
fn expr_binop(op: ExprOp) -> Option<BinOp> {
    Some(match op {
        ExprOp::Add => BinOp::Add,
        ExprOp::Sub => BinOp::Sub,
        ExprOp::Mul => BinOp::Mul,
        ExprOp::Shl => BinOp::Shl,
        ExprOp::LShr => BinOp::LShr,
        ExprOp::AShr => BinOp::AShr,
        ExprOp::And => BinOp::And,
        ExprOp::Or => BinOp::Or,
        ExprOp::Xor => BinOp::Xor,
        ExprOp::UDiv => BinOp::UDiv,
        ExprOp::SDiv => BinOp::SDiv,
        ExprOp::URem => BinOp::URem,
        ExprOp::SRem => BinOp::SRem,
        ExprOp::FAdd => BinOp::FAdd,
        ExprOp::FSub => BinOp::FSub,
        ExprOp::FMul => BinOp::FMul,
        ExprOp::FDiv => BinOp::FDiv,
        ExprOp::FRem => BinOp::FRem,
        _ => return None,
    })
}

/// Largest aggregate `insertvalue` folding rebuilds (elements).
const MAX_AGGREGATE: u64 = 64;

impl Cx<'_> {
    /// The integer value of `c` (an `iN` constant), if it is one.
    pub fn int_of(&self, c: Const) -> Option<ApInt> {
        let d = self.consts.get(c);
        let bits = self.types.int_width(d.ty)?;
        match &d.kind {
            ConstKind::Int(v) => Some(ApInt::from_u64(bits, *v)),
            ConstKind::BigInt(l) => Some(ApInt::from_limbs(bits, l)),
            ConstKind::Zero => Some(ApInt::zero(bits)),
            _ => None,
        }
    }

    /// Interns the integer `v` of type `ty`.
    pub fn mk_int(&self, ty: Type, v: &ApInt) -> Const {
        if v.bits() <= 64 {
            self.consts.int(ty, v.bits(), v.low_u64())
        } else {
            self.mk(ty, ConstKind::BigInt(v.limbs().into()))
        }
    }

    fn fp(&self, c: Const) -> Option<Fp> {
        let d = self.consts.get(c);
        let bits = match d.kind {
            ConstKind::Float(b) => b,
            ConstKind::Zero => 0,
            _ => return None,
        };
        match self.types.get(d.ty) {
            TypeData::Float => Some(Fp::F32(f32::from_bits(bits as u32))),
            TypeData::Double => Some(Fp::F64(f64::from_bits(bits as u64))),
            _ => None,
        }
    }

    fn mk_fp(&self, ty: Type, v: Fp) -> Const {
        let bits = match v {
            Fp::F32(x) => x.to_bits() as u128,
            Fp::F64(x) => x.to_bits() as u128,
        };
        self.mk(ty, ConstKind::Float(bits))
    }

    /// Length and element type of a fixed-length vector type.
    fn fixed_vector(&self, ty: Type) -> Option<(u32, Type)> {
        match *self.types.get(ty) {
            TypeData::Vector {
                scalable: false,
                len,
                elem,
            } => Some((len, elem)),
            _ => None,
        }
    }

    /// The elements of a constant of fixed vector type.
    fn elems(&self, c: Const) -> Option<Elems> {
        let ty = self.consts.ty(c);
        let (len, elem) = self.fixed_vector(ty)?;
        let fill = |e: Const| -> Elems { std::iter::repeat_n(e, len as usize).collect() };
        Some(match &self.consts.get(c).kind {
            ConstKind::Aggregate(es) => es.iter().copied().collect(),
            ConstKind::Splat(e) => fill(*e),
            ConstKind::Zero => {
                let z = self.zero(elem);
                fill(z)
            }
            ConstKind::Undef => {
                let u = self.mk(elem, ConstKind::Undef);
                fill(u)
            }
            ConstKind::Poison => {
                let p = self.poison(elem);
                fill(p)
            }
            _ => return None,
        })
    }

    /// Folds element-wise over fixed vectors: `f` gets the element type and the
    /// elements of each operand at one index.
    fn per_element(
        &self,
        ty: Type,
        ops: &[Const],
        mut f: impl FnMut(&Self, Type, &[Const]) -> Option<Const>,
    ) -> Option<Const> {
        let (len, elem) = self.fixed_vector(ty)?;
        let mut cols: SmallVec<[Elems; 3]> = SmallVec::new();
        for &o in ops {
            let e = self.elems(o)?;
            if e.len() != len as usize {
                return None;
            }
            cols.push(e);
        }
        let mut out: Vec<Const> = Vec::with_capacity(len as usize);
        let mut row: SmallVec<[Const; 3]> = SmallVec::new();
        for k in 0..len as usize {
            row.clear();
            row.extend(cols.iter().map(|c| c[k]));
            out.push(f(self, elem, &row)?);
        }
        Some(self.mk(ty, ConstKind::Aggregate(out.into())))
    }

    fn is_poison(&self, c: Const) -> bool {
        matches!(self.consts.get(c).kind, ConstKind::Poison)
    }

    fn is_undef(&self, c: Const) -> bool {
        matches!(self.consts.get(c).kind, ConstKind::Undef)
    }

    /// `a op b` of type `ty`.
    pub fn fold_binary(
        &self,
        op: BinOp,
        flags: u16,
        fm: u8,
        ty: Type,
        a: Const,
        b: Const,
    ) -> Option<Const> {
        if self.is_poison(a) || self.is_poison(b) {
            return Some(self.poison(ty));
        }
        if self.fixed_vector(ty).is_some() {
            return self.per_element(ty, &[a, b], |cx, et, e| {
                cx.fold_binary(op, flags, fm, et, e[0], e[1])
            });
        }
        if self.is_undef(a) || self.is_undef(b) {
            return None;
        }
        if op.is_float() {
            return self.fold_float_binary(op, fm, ty, a, b);
        }
        let x = self.int_of(a)?;
        let y = self.int_of(b)?;
        let w = x.bits();
        let has = |f: u16| flags & f != 0;
        let r = match op {
            BinOp::Add | BinOp::Sub | BinOp::Mul => {
                let (uo, so) = match op {
                    BinOp::Add => x.add_overflows(&y),
                    BinOp::Sub => x.sub_overflows(&y),
                    _ => x.mul_overflows(&y),
                };
                if (has(fl::NUW) && uo) || (has(fl::NSW) && so) {
                    return Some(self.poison(ty));
                }
                match op {
                    BinOp::Add => x.add(&y),
                    BinOp::Sub => x.sub(&y),
                    _ => x.mul(&y),
                }
            }
            BinOp::UDiv | BinOp::URem => {
                if y.is_zero() {
                    return None;
                }
                let (q, r) = x.udiv_rem(&y);
                if op == BinOp::URem {
                    r
                } else if has(fl::EXACT) && !r.is_zero() {
                    return Some(self.poison(ty));
                } else {
                    q
                }
            }
            BinOp::SDiv | BinOp::SRem => {
                if y.is_zero() || (x.is_signed_min() && y.is_all_ones()) {
                    return None;
                }
                let (q, r) = x.sdiv_rem(&y);
                if op == BinOp::SRem {
                    r
                } else if has(fl::EXACT) && !r.is_zero() {
                    return Some(self.poison(ty));
                } else {
                    q
                }
            }
            BinOp::Shl | BinOp::LShr | BinOp::AShr => {
                let n = match y.to_u64() {
                    Some(n) if n < u64::from(w) => n as u32,
                    _ => return Some(self.poison(ty)),
                };
                let r = match op {
                    BinOp::Shl => x.shl(n),
                    BinOp::LShr => x.lshr(n),
                    _ => x.ashr(n),
                };
                let lossy = match op {
                    BinOp::Shl => {
                        (has(fl::NUW) && r.lshr(n) != x) || (has(fl::NSW) && r.ashr(n) != x)
                    }
                    _ => has(fl::EXACT) && r.shl(n) != x,
                };
                if lossy {
                    return Some(self.poison(ty));
                }
                r
            }
            BinOp::And => x.and(&y),
            BinOp::Or => {
                if has(fl::DISJOINT) && !x.and(&y).is_zero() {
                    return Some(self.poison(ty));
                }
                x.or(&y)
            }
            BinOp::Xor => x.xor(&y),
            _ => return None,
        };
        Some(self.mk_int(ty, &r))
    }

    fn fold_float_binary(&self, op: BinOp, fm: u8, ty: Type, a: Const, b: Const) -> Option<Const> {
        let r = match (self.fp(a)?, self.fp(b)?) {
            (Fp::F32(x), Fp::F32(y)) => Fp::F32(match op {
                BinOp::FAdd => x + y,
                BinOp::FSub => x - y,
                BinOp::FMul => x * y,
                BinOp::FDiv => x / y,
                _ => x % y,
            }),
            (Fp::F64(x), Fp::F64(y)) => Fp::F64(match op {
                BinOp::FAdd => x + y,
                BinOp::FSub => x - y,
                BinOp::FMul => x * y,
                BinOp::FDiv => x / y,
                _ => x % y,
            }),
            _ => return None,
        };
        if !self.fmf_allows(fm, &[self.fp(a)?.f64(), self.fp(b)?.f64(), r.f64()]) {
            return None;
        }
        Some(self.mk_fp(ty, r))
    }

    /// False when `nnan`/`ninf` would make one of `vals` poison (left to run time).
    fn fmf_allows(&self, fm: u8, vals: &[f64]) -> bool {
        !(fm & fmf::NNAN != 0 && vals.iter().any(|v| v.is_nan())
            || fm & fmf::NINF != 0 && vals.iter().any(|v| v.is_infinite()))
    }

    /// `fneg a`: flips the sign bit of every IEEE format.
    pub fn fold_fneg(&self, ty: Type, a: Const) -> Option<Const> {
        if self.is_poison(a) {
            return Some(self.poison(ty));
        }
        if self.fixed_vector(ty).is_some() {
            return self.per_element(ty, &[a], |cx, et, e| cx.fold_fneg(et, e[0]));
        }
        let bits = match self.consts.get(a).kind {
            ConstKind::Float(b) => b,
            ConstKind::Zero => 0,
            _ => return None,
        };
        let sign = match self.types.get(ty) {
            TypeData::Half | TypeData::BFloat => 15,
            TypeData::Float => 31,
            TypeData::Double => 63,
            TypeData::X86Fp80 => 79,
            TypeData::Fp128 => 127,
            _ => return None,
        };
        Some(self.mk(ty, ConstKind::Float(bits ^ (1u128 << sign))))
    }

    /// `icmp pred a, b` with result type `ty`.
    pub fn fold_icmp(&self, pred: IntPred, ty: Type, a: Const, b: Const) -> Option<Const> {
        if self.is_poison(a) || self.is_poison(b) {
            return Some(self.poison(ty));
        }
        if self.fixed_vector(ty).is_some() {
            return self.per_element(ty, &[a, b], |cx, et, e| cx.fold_icmp(pred, et, e[0], e[1]));
        }
        if self.is_undef(a) || self.is_undef(b) {
            return None;
        }
        let r = match (self.int_of(a), self.int_of(b)) {
            (Some(x), Some(y)) => eval_int_pred(pred, &x, &y),
            _ => {
                // Pointers: only identical null or global addresses compare as equal.
                let simple = |k: &ConstKind| matches!(k, ConstKind::Null | ConstKind::Global(_));
                if a != b
                    || !simple(&self.consts.get(a).kind)
                    || !self.types.is_ptr(self.consts.ty(a))
                {
                    return None;
                }
                matches!(
                    pred,
                    IntPred::Eq | IntPred::Uge | IntPred::Ule | IntPred::Sge | IntPred::Sle
                )
            }
        };
        Some(self.bool_like(ty, r))
    }

    fn bool_like(&self, ty: Type, v: bool) -> Const {
        self.consts.int(ty, 1, v as u64)
    }

    /// `fcmp pred a, b` with result type `ty`.
    pub fn fold_fcmp(
        &self,
        pred: FloatPred,
        fm: u8,
        ty: Type,
        a: Const,
        b: Const,
    ) -> Option<Const> {
        if self.is_poison(a) || self.is_poison(b) {
            return Some(self.poison(ty));
        }
        if self.fixed_vector(ty).is_some() {
            return self.per_element(ty, &[a, b], |cx, et, e| {
                cx.fold_fcmp(pred, fm, et, e[0], e[1])
            });
        }
        let (x, y) = (self.fp(a)?.f64(), self.fp(b)?.f64());
        if !self.fmf_allows(fm, &[x, y]) {
            return None;
        }
        Some(self.bool_like(ty, eval_float_pred(pred, x, y)))
    }

    /// `op v to ty`.
    pub fn fold_cast(&self, op: CastOp, flags: u16, v: Const, to: Type) -> Option<Const> {
        if self.is_poison(v) {
            return Some(self.poison(to));
        }
        let from = self.consts.ty(v);
        if from == to && matches!(op, CastOp::BitCast) {
            return Some(v);
        }
        if self.fixed_vector(to).is_some() {
            if op == CastOp::BitCast {
                return None;
            }
            return self.per_element(to, &[v], |cx, et, e| cx.fold_cast(op, flags, e[0], et));
        }
        if self.is_undef(v) {
            return None;
        }
        let has = |f: u16| flags & f != 0;
        match op {
            CastOp::Trunc | CastOp::ZExt | CastOp::SExt => {
                let x = self.int_of(v)?;
                let w = self.types.int_width(to)?;
                let r = match op {
                    CastOp::Trunc => {
                        let r = x.trunc(w);
                        if (has(fl::NUW) && r.zext(x.bits()) != x)
                            || (has(fl::NSW) && r.sext(x.bits()) != x)
                        {
                            return Some(self.poison(to));
                        }
                        r
                    }
                    CastOp::ZExt => {
                        if has(fl::NNEG) && x.is_negative() {
                            return Some(self.poison(to));
                        }
                        x.zext(w)
                    }
                    _ => x.sext(w),
                };
                Some(self.mk_int(to, &r))
            }
            CastOp::FpTrunc | CastOp::FpExt => {
                let r = match (self.fp(v)?, self.types.get(to)) {
                    (Fp::F64(x), TypeData::Float) => Fp::F32(x as f32),
                    (Fp::F32(x), TypeData::Double) => Fp::F64(x as f64),
                    _ => return None,
                };
                Some(self.mk_fp(to, r))
            }
            CastOp::FpToUi | CastOp::FpToSi => {
                let x = self.fp(v)?.f64();
                let w = self.types.int_width(to)?;
                if w > 128 {
                    return None;
                }
                Some(match ApInt::from_f64(w, x, op == CastOp::FpToSi) {
                    Some(r) => self.mk_int(to, &r),
                    None => self.poison(to),
                })
            }
            CastOp::UiToFp | CastOp::SiToFp => {
                let x = self.int_of(v)?;
                let signed = op == CastOp::SiToFp;
                if !signed && has(fl::NNEG) && x.is_negative() {
                    return Some(self.poison(to));
                }
                let r = match self.types.get(to) {
                    TypeData::Float => Fp::F32(x.to_f32(signed)?),
                    TypeData::Double => Fp::F64(x.to_f64(signed)?),
                    _ => return None,
                };
                Some(self.mk_fp(to, r))
            }
            CastOp::BitCast => {
                // Between an integer and a float type of the same width.
                let w = self.types.primitive_bits(from);
                if w == 0 || w > 128 || w != self.types.primitive_bits(to) {
                    return None;
                }
                if self.types.is_int(from) && self.types.is_float(to) {
                    let x = self.int_of(v)?;
                    let l = x.limbs();
                    let bits = l[0] as u128 | (l.get(1).copied().unwrap_or(0) as u128) << 64;
                    Some(self.mk(to, ConstKind::Float(bits)))
                } else if self.types.is_float(from) && self.types.is_int(to) {
                    let bits = match self.consts.get(v).kind {
                        ConstKind::Float(b) => b,
                        ConstKind::Zero => 0,
                        _ => return None,
                    };
                    let r = ApInt::from_limbs(w, &[bits as u64, (bits >> 64) as u64]);
                    Some(self.mk_int(to, &r))
                } else {
                    None
                }
            }
            CastOp::PtrToInt | CastOp::PtrToAddr => match self.consts.get(v).kind {
                ConstKind::Null | ConstKind::Zero if self.types.int_width(to).is_some() => {
                    Some(self.zero(to))
                }
                _ => None,
            },
            CastOp::IntToPtr => {
                let x = self.int_of(v)?;
                x.is_zero().then(|| self.mk(to, ConstKind::Null))
            }
            CastOp::AddrSpaceCast => None,
        }
    }

    /// `select c, a, b`.
    pub fn fold_select(&self, c: Const, a: Const, b: Const) -> Option<Const> {
        let ty = self.consts.ty(a);
        if a == b {
            return Some(a);
        }
        match self.consts.get(c).kind {
            ConstKind::Poison => return Some(self.poison(ty)),
            ConstKind::Int(v) => return Some(if v != 0 { a } else { b }),
            ConstKind::Zero => return Some(b),
            _ => {}
        }
        if self.fixed_vector(self.consts.ty(c)).is_some() {
            return self.per_element(ty, &[c, a, b], |cx, _, e| cx.fold_select(e[0], e[1], e[2]));
        }
        None
    }

    /// Whether `c` holds no `undef` or `poison` anywhere and no constant expression
    /// (which could be poison), so `freeze c` is `c`.
    fn well_defined(&self, c: Const) -> bool {
        match &self.consts.get(c).kind {
            ConstKind::Int(_)
            | ConstKind::BigInt(_)
            | ConstKind::Float(_)
            | ConstKind::Null
            | ConstKind::Zero
            | ConstKind::Bytes(_)
            | ConstKind::Global(_) => true,
            ConstKind::Aggregate(es) => es.iter().all(|&e| self.well_defined(e)),
            ConstKind::Splat(e) => self.well_defined(*e),
            _ => false,
        }
    }

    /// `freeze v`: a fixed value; `undef`/`poison` freeze to zero.
    pub fn fold_freeze(&self, v: Const) -> Option<Const> {
        let ty = self.consts.ty(v);
        if self.is_poison(v) || self.is_undef(v) {
            return Some(self.zero(ty));
        }
        self.well_defined(v).then_some(v)
    }

    /// Element `i` of a constant aggregate (struct, array or vector).
    fn element(&self, c: Const, i: u32) -> Option<Const> {
        let ty = self.consts.ty(c);
        let et = self.types.aggregate_element(ty, u64::from(i))?;
        Some(match &self.consts.get(c).kind {
            ConstKind::Aggregate(es) => *es.get(i as usize)?,
            ConstKind::Bytes(bs) => {
                let b = *bs.get(i as usize)?;
                self.consts.int(et, 8, u64::from(b))
            }
            ConstKind::Splat(e) => *e,
            ConstKind::Zero => self.zero(et),
            ConstKind::Undef => self.mk(et, ConstKind::Undef),
            ConstKind::Poison => self.poison(et),
            _ => return None,
        })
    }

    /// `extractvalue agg, idx…`.
    pub fn fold_extract_value(&self, agg: Const, idx: &[u32]) -> Option<Const> {
        let mut cur = agg;
        for &i in idx {
            cur = self.element(cur, i)?;
        }
        Some(cur)
    }

    /// Number of elements of an aggregate type, if small enough to rebuild.
    fn small_aggregate_len(&self, ty: Type) -> Option<u32> {
        let n = match self.types.get(ty) {
            TypeData::Array { len, .. } => *len,
            TypeData::Vector {
                scalable: false,
                len,
                ..
            } => u64::from(*len),
            _ => self.types.struct_fields(ty)?.len() as u64,
        };
        (n <= MAX_AGGREGATE).then_some(n as u32)
    }

    /// `insertvalue agg, v, idx…`.
    pub fn fold_insert_value(&self, agg: Const, v: Const, idx: &[u32]) -> Option<Const> {
        let Some((&first, rest)) = idx.split_first() else {
            return Some(v);
        };
        let ty = self.consts.ty(agg);
        let n = self.small_aggregate_len(ty)?;
        let mut es = Vec::with_capacity(n as usize);
        for i in 0..n {
            let e = self.element(agg, i)?;
            es.push(if i == first {
                self.fold_insert_value(e, v, rest)?
            } else {
                e
            });
        }
        Some(self.mk(ty, ConstKind::Aggregate(es.into())))
    }

    /// `extractelement vec, idx`.
    pub fn fold_extract_element(&self, vec: Const, idx: Const) -> Option<Const> {
        let (len, et) = self.fixed_vector(self.consts.ty(vec))?;
        if self.is_poison(idx) {
            return Some(self.poison(et));
        }
        let i = self.int_of(idx)?.to_u64()?;
        if i >= u64::from(len) {
            return Some(self.poison(et));
        }
        self.elems(vec).map(|e| e[i as usize])
    }

    /// `insertelement vec, elt, idx`.
    pub fn fold_insert_element(&self, vec: Const, elt: Const, idx: Const) -> Option<Const> {
        let ty = self.consts.ty(vec);
        let (len, _) = self.fixed_vector(ty)?;
        if self.is_poison(idx) {
            return Some(self.poison(ty));
        }
        let i = self.int_of(idx)?.to_u64()?;
        if i >= u64::from(len) {
            return Some(self.poison(ty));
        }
        let mut es = self.elems(vec)?;
        es[i as usize] = elt;
        Some(self.mk(ty, ConstKind::Aggregate(es.into_vec().into())))
    }

    /// `shufflevector a, b, mask` with result type `ty`.
    pub fn fold_shuffle(&self, ty: Type, a: Const, b: Const, mask: Const) -> Option<Const> {
        let (_, et) = self.fixed_vector(ty)?;
        let mask_elems = self.elems_of_mask(mask, ty)?;
        let mut src = self.elems(a)?;
        src.extend(self.elems(b)?);
        let mut out = Vec::with_capacity(mask_elems.len());
        for m in mask_elems {
            out.push(match m {
                Some(i) => *src.get(i as usize)?,
                None => self.poison(et),
            });
        }
        Some(self.mk(ty, ConstKind::Aggregate(out.into())))
    }

    /// Mask indices (`None` for an undef/poison element) of a shuffle producing `ty`.
    fn elems_of_mask(&self, mask: Const, ty: Type) -> Option<Vec<Option<u64>>> {
        let (len, _) = self.fixed_vector(ty)?;
        match self.consts.get(mask).kind {
            ConstKind::Undef | ConstKind::Poison => return Some(vec![None; len as usize]),
            ConstKind::Zero => return Some(vec![Some(0); len as usize]),
            _ => {}
        }
        let es = self.elems(mask)?;
        es.iter()
            .map(|&e| match self.consts.get(e).kind {
                ConstKind::Undef | ConstKind::Poison => Some(None),
                _ => self.int_of(e)?.to_u64().map(Some),
            })
            .collect()
    }

    /// `getelementptr` over constants: the base when every index is zero, else a
    /// constant expression (resolved at link time).
    pub fn fold_gep(&self, flags: u16, source: Type, ty: Type, ops: &[Const]) -> Option<Const> {
        if self.types.is_vector(ty) || ops.iter().any(|&o| self.types.is_vector(self.consts.ty(o)))
        {
            return None;
        }
        if ops.iter().any(|&o| self.is_poison(o)) {
            return Some(self.poison(ty));
        }
        let mut all_zero = true;
        for &ix in &ops[1..] {
            all_zero &= self.int_of(ix)?.is_zero();
        }
        if all_zero && self.consts.ty(ops[0]) == ty {
            return Some(ops[0]);
        }
        if !matches!(
            self.consts.get(ops[0]).kind,
            ConstKind::Global(_) | ConstKind::Expr(_)
        ) {
            return None;
        }
        let e = ConstExpr {
            op: ExprOp::GetElementPtr,
            flags: flags & (fl::INBOUNDS | fl::NUSW | fl::NUW),
            source_ty: Some(source),
            operands: ops.into(),
            indices: Box::new([]),
            inrange: None,
        };
        Some(self.mk(ty, ConstKind::Expr(Box::new(e))))
    }

    /// Folds a constant expression (recursively) into a simpler constant where possible;
    /// returns `c` itself when nothing folds.
    pub fn fold_const_expr(&self, c: Const) -> Const {
        let ConstKind::Expr(e) = &self.consts.get(c).kind else {
            return c;
        };
        let e = (**e).clone();
        let ty = self.consts.ty(c);
        let ops: SmallVec<[Const; 4]> = e
            .operands
            .iter()
            .map(|&o| self.fold_const_expr(o))
            .collect();
        let folded = match e.op {
            ExprOp::Cast(op) => self.fold_cast(op, e.flags, ops[0], ty),
            ExprOp::FNeg => self.fold_fneg(ty, ops[0]),
            ExprOp::ICmp(p) => self.fold_icmp(p, ty, ops[0], ops[1]),
            ExprOp::FCmp(p) => self.fold_fcmp(p, 0, ty, ops[0], ops[1]),
            ExprOp::Select => self.fold_select(ops[0], ops[1], ops[2]),
            ExprOp::ExtractElement => self.fold_extract_element(ops[0], ops[1]),
            ExprOp::InsertElement => self.fold_insert_element(ops[0], ops[1], ops[2]),
            ExprOp::ShuffleVector => self.fold_shuffle(ty, ops[0], ops[1], ops[2]),
            ExprOp::ExtractValue => self.fold_extract_value(ops[0], &e.indices),
            ExprOp::InsertValue => self.fold_insert_value(ops[0], ops[1], &e.indices),
            ExprOp::GetElementPtr => None,
            op => expr_binop(op).and_then(|b| self.fold_binary(b, e.flags, 0, ty, ops[0], ops[1])),
        };
        match folded {
            Some(r) => r,
            None if *ops == *e.operands => c,
            None => {
                let e = ConstExpr {
                    operands: ops.into_vec().into(),
                    ..e
                };
                self.mk(ty, ConstKind::Expr(Box::new(e)))
            }
        }
    }

    /// The value of instruction `inst` of `body` when its non-block operands are `ops`
    /// (constants, in operand order), if it folds. Phis, memory operations and calls
    /// do not fold here.
    pub fn fold_inst(&self, body: &Body, inst: Inst, ops: &[Const]) -> Option<Const> {
        let d = &body.insts[inst];
        let ty = d.ty;
        match d.kind {
            InstKind::Binary(op) => self.fold_binary(op, d.flags, d.fmf, ty, ops[0], ops[1]),
            InstKind::FNeg => self.fold_fneg(ty, ops[0]),
            InstKind::ICmp(p) => self.fold_icmp(p, ty, ops[0], ops[1]),
            InstKind::FCmp(p) => self.fold_fcmp(p, d.fmf, ty, ops[0], ops[1]),
            InstKind::Cast(op) => self.fold_cast(op, d.flags, ops[0], ty),
            InstKind::Select => self.fold_select(ops[0], ops[1], ops[2]),
            InstKind::Freeze => self.fold_freeze(ops[0]),
            InstKind::GetElementPtr { source } => self.fold_gep(d.flags, source, ty, ops),
            InstKind::ExtractValue { start, len } => {
                let idx = &body.index_pool[start as usize..(start + len) as usize];
                self.fold_extract_value(ops[0], idx)
            }
            InstKind::InsertValue { start, len } => {
                let idx = &body.index_pool[start as usize..(start + len) as usize];
                self.fold_insert_value(ops[0], ops[1], idx)
            }
            InstKind::ExtractElement => self.fold_extract_element(ops[0], ops[1]),
            InstKind::InsertElement => self.fold_insert_element(ops[0], ops[1], ops[2]),
            InstKind::ShuffleVector { mask } => self.fold_shuffle(ty, ops[0], ops[1], mask),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rllc_ir::module::Module;

    const W: u32 = 5;

    /// What LangRef says `a op b` is on `W`-bit integers: `Some(None)` for poison, `None`
    /// for immediate undefined behaviour.
    fn reference(op: BinOp, flags: u16, a: i64, b: i64) -> Option<Option<i64>> {
        let m = 1i64 << W;
        let (ua, ub) = (a.rem_euclid(m), b.rem_euclid(m));
        let sx = |x: i64| if x >= m / 2 { x - m } else { x };
        let (sa, sb) = (sx(ua), sx(ub));
        let has = |f| flags & f != 0;
        let fits_u = |x: i64| (0..m).contains(&x);
        let fits_s = |x: i64| (-m / 2..m / 2).contains(&x);
        let wrap = |x: i64| x.rem_euclid(m);
        let poison = Some(None);
        Some(Some(match op {
            BinOp::Add | BinOp::Sub | BinOp::Mul => {
                let f = |x: i64, y: i64| match op {
                    BinOp::Add => x + y,
                    BinOp::Sub => x - y,
                    _ => x * y,
                };
                if has(fl::NUW) && !fits_u(f(ua, ub)) || has(fl::NSW) && !fits_s(f(sa, sb)) {
                    return poison;
                }
                wrap(f(ua, ub))
            }
            BinOp::UDiv | BinOp::URem => {
                if ub == 0 {
                    return None;
                }
                if op == BinOp::UDiv && has(fl::EXACT) && ua % ub != 0 {
                    return poison;
                }
                if op == BinOp::UDiv {
                    ua / ub
                } else {
                    ua % ub
                }
            }
            BinOp::SDiv | BinOp::SRem => {
                if sb == 0 || (sa == -m / 2 && sb == -1) {
                    return None;
                }
                if op == BinOp::SDiv && has(fl::EXACT) && sa % sb != 0 {
                    return poison;
                }
                wrap(if op == BinOp::SDiv { sa / sb } else { sa % sb })
            }
            BinOp::Shl | BinOp::LShr | BinOp::AShr => {
                if ub >= i64::from(W) {
                    return poison;
                }
                match op {
                    BinOp::Shl => {
                        let r = ua << ub;
                        if has(fl::NUW) && !fits_u(r) || has(fl::NSW) && !fits_s(sa << ub) {
                            return poison;
                        }
                        wrap(r)
                    }
                    BinOp::LShr => {
                        if has(fl::EXACT) && (ua >> ub) << ub != ua {
                            return poison;
                        }
                        ua >> ub
                    }
                    _ => {
                        if has(fl::EXACT) && (sa >> ub) << ub != sa {
                            return poison;
                        }
                        wrap(sa >> ub)
                    }
                }
            }
            BinOp::And => ua & ub,
            BinOp::Or => {
                if has(fl::DISJOINT) && ua & ub != 0 {
                    return poison;
                }
                ua | ub
            }
            BinOp::Xor => ua ^ ub,
            _ => unreachable!(),
        }))
    }

    #[test]
    fn binary_folding_matches_langref_on_i5() {
        let m = Module::default();
        let cx = Cx::new(&m, &[]);
        let ty = m.types.int(W);
        let ops = [
            BinOp::Add,
            BinOp::Sub,
            BinOp::Mul,
            BinOp::UDiv,
            BinOp::SDiv,
            BinOp::URem,
            BinOp::SRem,
            BinOp::Shl,
            BinOp::LShr,
            BinOp::AShr,
            BinOp::And,
            BinOp::Or,
            BinOp::Xor,
        ];
        let flag_sets = [
            0,
            fl::NUW,
            fl::NSW,
            fl::NUW | fl::NSW,
            fl::EXACT,
            fl::DISJOINT,
        ];
        for op in ops {
            for &flags in &flag_sets {
                for a in 0..32 {
                    for b in 0..32 {
                        let (ca, cb) = (cx.consts.int(ty, W, a), cx.consts.int(ty, W, b));
                        let got = cx.fold_binary(op, flags, 0, ty, ca, cb).map(|c| {
                            match cx.consts.get(c).kind {
                                ConstKind::Poison => None,
                                ConstKind::Int(v) => Some(v as i64),
                                ref k => panic!("unexpected {k:?}"),
                            }
                        });
                        let want = reference(op, flags, a as i64, b as i64);
                        assert_eq!(got, want, "{op:?} flags {flags:#x} {a} {b}");
                    }
                }
            }
        }
    }

    #[test]
    fn compares_and_casts_match_on_i5() {
        let m = Module::default();
        let cx = Cx::new(&m, &[]);
        let (ty, i1) = (m.types.int(W), m.types.common().i1);
        let (i3, i7) = (m.types.int(3), m.types.int(7));
        let sx = |x: u64| if x >= 16 { x as i64 - 32 } else { x as i64 };
        for a in 0..32u64 {
            let ca = cx.consts.int(ty, W, a);
            for b in 0..32u64 {
                let cb = cx.consts.int(ty, W, b);
                for p in IntPred::ALL {
                    let want = match p {
                        IntPred::Eq => a == b,
                        IntPred::Ne => a != b,
                        IntPred::Ugt => a > b,
                        IntPred::Uge => a >= b,
                        IntPred::Ult => a < b,
                        IntPred::Ule => a <= b,
                        IntPred::Sgt => sx(a) > sx(b),
                        IntPred::Sge => sx(a) >= sx(b),
                        IntPred::Slt => sx(a) < sx(b),
                        IntPred::Sle => sx(a) <= sx(b),
                    };
                    let got = cx.fold_icmp(p, i1, ca, cb).unwrap();
                    assert_eq!(cx.consts.as_u64(got), Some(want as u64), "{p:?} {a} {b}");
                }
            }
            let ext = |op, to| cx.consts.as_u64(cx.fold_cast(op, 0, ca, to).unwrap());
            assert_eq!(ext(CastOp::Trunc, i3), Some(a & 7));
            assert_eq!(ext(CastOp::ZExt, i7), Some(a));
            assert_eq!(ext(CastOp::SExt, i7), Some((sx(a) as u64) & 127));
            let trunc_nsw = cx.fold_cast(CastOp::Trunc, fl::NSW, ca, i3).unwrap();
            let fits = (-4..4).contains(&sx(a));
            assert_eq!(cx.consts.as_u64(trunc_nsw).is_some(), fits, "trunc nsw {a}");
        }
    }
}
