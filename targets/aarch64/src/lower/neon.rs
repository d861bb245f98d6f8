//! The `llvm.aarch64.neon.*` intrinsics clang emits for `arm_neon.h`: lane-wise and
//! pairwise operations on one Advanced SIMD register each (64-bit vectors in the 64-bit
//! arrangement, the others in the 128-bit one), and their scalar forms on lane 0 (an
//! `i32`/`i64` operand is first duplicated into every lane, a result read back from lane
//! 0); reductions across lanes; table lookups `tbl`/`tbx` of 1 to 4 registers (a list
//! of registers is pinned to v0, v1, …: the instructions need them consecutive);
//! narrowing (`sqxtn`, `rshrn`, `sqshrn`, …) and long (`smull`, `sqdmull`, `uaddlp`, …)
//! operations; the structure loads and stores `ld1x2`…`ld4`, `ld2r`…, `ld2lane`…,
//! `st1x2`…`st4`, `st2lane`… (lists pinned the same way); shift-and-insert `sli`/`sri`.
//! Anything else is a located `unsupported: intrinsic … on AArch64`.

use super::vector::Elem;
use super::*;

/// An intrinsic's operand or result as the instruction sees it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Shape {
    /// Bits of an element.
    bits: u32,
    /// Lanes (1 for a scalar).
    len: u32,
    float: bool,
    vector: bool,
}

/// The 128-bit arrangement of `bits`-bit lanes.
fn full_arr(bits: u32) -> VecArr {
    match bits {
        8 => VecArr::B16,
        16 => VecArr::H8,
        32 => VecArr::S4,
        _ => VecArr::D2,
    }
}

/// The 64-bit arrangement of `bits`-bit lanes.
fn half_arr(bits: u32) -> VecArr {
    match bits {
        8 => VecArr::B8,
        16 => VecArr::H4,
        32 => VecArr::S2,
        _ => VecArr::D1,
    }
}

impl Shape {
    /// The arrangement an operation on this shape uses: a 64-bit vector's own, else the
    /// 128-bit one (scalars use lane 0 of it).
    fn arr(self) -> VecArr {
        if self.vector && self.bits * self.len == 64 {
            half_arr(self.bits)
        } else {
            full_arr(self.bits)
        }
    }

    /// log2 of an element's bytes.
    fn size(self) -> u8 {
        (self.bits / 8).trailing_zeros() as u8
    }
}

/// The three-register operation of a lane-wise intrinsic, and whether it is pairwise.
fn op3(op: &str, float: bool) -> Option<(VecOp3, bool)> {
    use VecOp3::*;
    Some(match (op, float) {
        ("sqadd", false) => (Sqadd, false),
        ("uqadd", false) => (Uqadd, false),
        ("sqsub", false) => (Sqsub, false),
        ("uqsub", false) => (Uqsub, false),
        ("sqdmulh", false) => (Sqdmulh, false),
        ("sqrdmulh", false) => (Sqrdmulh, false),
        ("sabd", false) => (Sabd, false),
        ("uabd", false) => (Uabd, false),
        ("shadd", false) => (Shadd, false),
        ("uhadd", false) => (Uhadd, false),
        ("srhadd", false) => (Srhadd, false),
        ("urhadd", false) => (Urhadd, false),
        ("sshl", false) => (Sshl, false),
        ("ushl", false) => (Ushl, false),
        ("srshl", false) => (Srshl, false),
        ("urshl", false) => (Urshl, false),
        ("sqshl", false) => (Sqshl, false),
        ("uqshl", false) => (Uqshl, false),
        ("smax", false) => (Smax, false),
        ("smin", false) => (Smin, false),
        ("umax", false) => (Umax, false),
        ("umin", false) => (Umin, false),
        ("fmax", true) => (Fmax, false),
        ("fmin", true) => (Fmin, false),
        ("fmaxnm", true) => (Fmaxnm, false),
        ("fminnm", true) => (Fminnm, false),
        ("fmulx", true) => (Fmulx, false),
        ("frecps", true) => (Frecps, false),
        ("frsqrts", true) => (Frsqrts, false),
        ("addp", false) => (Addp, true),
        ("faddp", true) | ("addp", true) => (Faddp, true),
        ("smaxp", false) => (Smaxp, true),
        ("sminp", false) => (Sminp, true),
        ("umaxp", false) => (Umaxp, true),
        ("uminp", false) => (Uminp, true),
        ("fmaxp", true) => (Fmaxp, true),
        ("fminp", true) => (Fminp, true),
        ("fmaxnmp", true) => (Fmaxnmp, true),
        ("fminnmp", true) => (Fminnmp, true),
        _ => return None,
    })
}

/// The two-register operation of a lane-wise unary intrinsic (the conversions keep the
/// element width) and whether its operand is floating point.
fn op2(op: &str) -> Option<(VecOp2, bool)> {
    use VecOp2::*;
    Some(match op {
        "abs" => (Abs, false),
        "sqabs" => (Sqabs, false),
        "sqneg" => (Sqneg, false),
        "frintn" => (Frintn, true),
        "frecpe" => (Frecpe, true),
        "frsqrte" => (Frsqrte, true),
        "fcvtzs" => (Fcvtzs, true),
        "fcvtzu" => (Fcvtzu, true),
        "fcvtns" => (Fcvtns, true),
        "fcvtnu" => (Fcvtnu, true),
        "fcvtms" => (Fcvtms, true),
        "fcvtmu" => (Fcvtmu, true),
        "fcvtas" => (Fcvtas, true),
        "fcvtau" => (Fcvtau, true),
        "fcvtps" => (Fcvtps, true),
        "fcvtpu" => (Fcvtpu, true),
        _ => return None,
    })
}

/// What the NEON intrinsic lowered for its one user goes into (the user's other
/// operand): the accumulating and upper-half forms of the long and narrowing operations.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum NeonAcc {
    /// Added to the register (`smlal`, `uadalp`; `sqdmlal` for a saturating add).
    Add(Reg),
    /// Subtracted from it (`smlsl`; `sqdmlsl` for a saturating subtract).
    Sub(Reg),
    /// Its upper half, above the register's low half (`shrn2`, `sqxtn2`, …).
    High(Reg),
}

/// One of [`NeonAcc`]'s constructors: what a fused user makes of its other operand.
pub(super) type AccOf = fn(Reg) -> NeonAcc;

/// The narrowing shift right by an immediate of an intrinsic.
fn narrow_shift(op: &str) -> Option<VecShiftImm> {
    use VecShiftImm::*;
    Some(match op {
        "rshrn" => Rshrn,
        "sqshrn" => Sqshrn,
        "uqshrn" => Uqshrn,
        "sqrshrn" => Sqrshrn,
        "uqrshrn" => Uqrshrn,
        "sqshrun" => Sqshrun,
        "sqrshrun" => Sqrshrun,
        _ => return None,
    })
}

impl Lowerer<'_, '_> {
    /// What type `t` is to a NEON intrinsic: a 64- or 128-bit vector of integers or
    /// floats, an `i32`/`i64`, a `float` or a `double`.
    fn neon_shape(&self, t: Type) -> Option<Shape> {
        if self.types().is_vector(t) {
            let (e, len) = self.cx.vector_shape(t).ok()?;
            let (bits, float) = match e {
                Elem::Int(b) => (u32::from(b), false),
                Elem::F32 => (32, true),
                Elem::F64 => (64, true),
                Elem::Bool | Elem::F16 | Elem::F128 | Elem::Promoted { .. } => return None,
            };
            return matches!(bits * len, 64 | 128).then_some(Shape {
                bits,
                len,
                float,
                vector: true,
            });
        }
        let (bits, float) = match self.types().get(t) {
            TypeData::Int(b @ (32 | 64)) => (*b, false),
            TypeData::Float => (32, true),
            TypeData::Double => (64, true),
            _ => return None,
        };
        Some(Shape {
            bits,
            len: 1,
            float,
            vector: false,
        })
    }

    /// `v` in a SIMD register: a vector's register, a float's, or an integer duplicated
    /// into every lane.
    fn neon_operand(&mut self, v: Value, sh: Shape) -> LResult<Reg> {
        if sh.vector {
            let regs = self.value_regs(v)?;
            return Ok(regs[0]);
        }
        let rn = self.reg(v)?;
        if sh.float {
            return Ok(rn);
        }
        let rd = self.fpr();
        self.push(MInst::VecDupGpr {
            arr: full_arr(sh.bits),
            rd,
            rn,
        });
        Ok(rd)
    }

    /// Lane 0 of `r` moved to a general-purpose register (`signed`: sign-extended to
    /// `to` bits).
    fn neon_lane0(&mut self, r: Reg, size: u8, signed: bool, to: u32) -> Reg {
        let rd = self.gpr();
        let signed = signed && size < 3 && !(size == 2 && to == 32);
        self.push(MInst::VecMovToGpr {
            size,
            signed,
            sf: to == 64,
            rd,
            rn: r,
            index: 0,
        });
        rd
    }

    /// Defines `i` (of shape `sh`) as the vector or lane 0 of `r`.
    fn neon_result(&mut self, i: Inst, sh: Shape, r: Reg) -> LResult<()> {
        if sh.vector || sh.float {
            return self.define(i, &[r]);
        }
        let rd = self.neon_lane0(r, sh.size(), false, sh.bits);
        self.define(i, &[rd])
    }

    /// The `llvm.aarch64.neon.*` intrinsic `v` calls (the name after that prefix) and
    /// its arguments.
    fn neon_call(&self, v: Value) -> Option<(String, &[Value])> {
        let Value::Inst(c) = v else { return None };
        let InstKind::Call(cid) = self.body.insts[c].kind else {
            return None;
        };
        let args = self.body.args(c);
        let name = std::str::from_utf8(self.callee_intrinsic(args[0])?).ok()?;
        let op = name.strip_prefix("llvm.aarch64.neon.")?;
        let n = self.body.calls[cid].num_args as usize;
        Some((op.to_owned(), &args[1..1 + n]))
    }

    /// For an instruction lowered with a NEON intrinsic operand when that is its only
    /// use (`add` of `smull` as `smlal`, `sqadd` of `sqdmull` as `sqdmlal`, the
    /// concatenation of a low half and `sqxtn` as `sqxtn2`, or a narrowed shift
    /// (`Lowerer::narrowed_shift`) as `shrn2`, …): that operand, the other one and what
    /// is made of it.
    pub(super) fn neon_fusion(&self, i: Inst) -> Option<(Inst, Value, AccOf)> {
        let body = self.body;
        let d = body.insts[i];
        let args = body.args(i);
        let op_of = |v: Value| self.neon_call(v).map(|(name, _)| name);
        let is = |v: Value, ops: &[&str]| {
            op_of(v).is_some_and(|n| ops.contains(&n.split('.').next().unwrap_or("")))
        };
        let inst = |v: Value| match v {
            Value::Inst(x) => Some(x),
            _ => None,
        };
        let long = ["smull", "umull", "uaddlp", "saddlp"];
        match d.kind {
            InstKind::Binary(op) if self.is_vector_inst(i) => {
                let [a, b] = *args else { return None };
                let (x, acc, kind): (_, _, AccOf) = match op {
                    BinOp::Add if is(b, &long) => (b, a, NeonAcc::Add),
                    BinOp::Add if is(a, &long) => (a, b, NeonAcc::Add),
                    BinOp::Sub if is(b, &["smull", "umull"]) => (b, a, NeonAcc::Sub),
                    _ => return None,
                };
                Some((inst(x)?, acc, kind))
            }
            InstKind::Call(_) if self.types().is_vector(d.ty) => {
                let (name, cargs) = self.neon_call(Value::Inst(i))?;
                let [acc, x] = *cargs else { return None };
                let kind: AccOf = match name.split('.').next() {
                    Some("sqadd") => NeonAcc::Add,
                    Some("sqsub") => NeonAcc::Sub,
                    _ => return None,
                };
                is(x, &["sqdmull"]).then_some((inst(x)?, acc, kind))
            }
            InstKind::ShuffleVector { mask } if self.is_vector_inst(i) => {
                let [lo, x] = *args else { return None };
                let (_, len) = self.shape(d.ty).ok()?;
                let (e, half) = self.shape(self.value_type(lo)).ok()?;
                let lanes = self.mask_lanes(mask, len).ok()?;
                let concat = 2 * half == len
                    && e.bits() * half == 64
                    && lanes.len() == len as usize
                    && (0..).zip(&lanes).all(|(k, l)| l.is_none_or(|l| l == k));
                let narrow = [
                    "sqxtn", "uqxtn", "sqxtun", "rshrn", "sqshrn", "uqshrn", "sqrshrn", "uqrshrn",
                    "sqshrun", "sqrshrun",
                ];
                let shrn = inst(x).is_some_and(|x| self.narrowed_shift(x).is_some());
                (concat && (shrn || is(x, &narrow))).then_some((inst(x)?, lo, NeonAcc::High))
            }
            _ => None,
        }
    }

    /// Lowers `i` together with its fused NEON operand (see [`Self::neon_fusion`]) when it
    /// has one; whether it did.
    pub(super) fn lower_neon_fused(&mut self, i: Inst) -> LResult<bool> {
        let Some((x, acc, kind)) = self.neon_fusion(i) else {
            return Ok(false);
        };
        if !self.fused[x.as_u32() as usize] {
            return Ok(false);
        }
        let acc = self.value_regs(acc)?[0];
        if let Some((s, v, amount)) = self.narrowed_shift(x) {
            // `shrn2`, or `xtn2` of a shift computed for its other uses too.
            let to = self.shape(self.body.insts[x].ty)?.0.bits();
            let rd = self.fpr();
            if self.fused[s.as_u32() as usize] {
                let rn = self.value_regs(v)?[0];
                self.push(MInst::VecShiftInsert {
                    op: VecShiftImm::Shrn,
                    arr: full_arr(to),
                    rd,
                    acc,
                    rn,
                    amount,
                });
            } else {
                let rn = self.value_regs(Value::Inst(s))?[0];
                self.push(MInst::VecNarrowHigh {
                    op: VecOp2::Xtn,
                    arr: half_arr(to),
                    rd,
                    low: acc,
                    rn,
                });
            }
            self.define(i, &[rd])?;
            return Ok(true);
        }
        self.neon_acc = Some(kind(acc));
        let call = self.body.args(x);
        let name = std::str::from_utf8(self.callee_intrinsic(call[0]).unwrap_or_default())
            .unwrap_or_default()
            .to_owned();
        let InstKind::Call(cid) = self.body.insts[x].kind else {
            unreachable!("a fused NEON operand is a call")
        };
        let n = self.body.calls[cid].num_args as usize;
        let lowered = self.lower_neon_intrinsic(x, &name, &call[1..1 + n]);
        // An intrinsic that did not take the accumulator is not done.
        if self.neon_acc.take().is_some() {
            return Err(err(self.pos, format!("intrinsic {name} on AArch64")));
        }
        lowered?;
        let regs = self.value_regs(Value::Inst(x))?;
        self.define(i, &regs)?;
        Ok(true)
    }

    /// The `llvm.aarch64.neon.*` intrinsics (see the module's documentation).
    pub(super) fn lower_neon_intrinsic(
        &mut self,
        i: Inst,
        name: &str,
        args: &[Value],
    ) -> LResult<()> {
        if self.lower_neon_fused(i)? {
            return Ok(());
        }
        let op = name
            .strip_prefix("llvm.aarch64.neon.")
            .and_then(|r| r.split('.').next())
            .unwrap_or("");
        let unsupported = || err(self.pos, format!("intrinsic {name} on AArch64"));
        let ty = self.body.insts[i].ty;
        // Lanes NEON does not compute on (promoted integers, fp128) are not arm_neon.h's.
        let odd = |t: Type| {
            self.types().is_vector(t)
                && matches!(
                    self.shape(t),
                    Ok((Elem::Promoted { .. } | Elem::F128, _)) | Err(_)
                )
        };
        if odd(ty) || args.iter().any(|&a| odd(self.value_type(a))) {
            return Err(unsupported());
        }
        let res = self.neon_shape(ty);
        let arg = args
            .first()
            .and_then(|&a| self.neon_shape(self.value_type(a)));
        match op {
            "ld1x2" | "ld1x3" | "ld1x4" | "ld2" | "ld3" | "ld4" | "ld2r" | "ld3r" | "ld4r" => {
                let fields = self.types().struct_fields(ty).ok_or_else(unsupported)?;
                let sh = self.neon_shape(fields[0]).filter(|s| s.vector);
                let (Some(sh), [addr]) = (sh, args) else {
                    return Err(unsupported());
                };
                if fields.iter().any(|&f| self.neon_shape(f) != Some(sh)) {
                    return Err(unsupported());
                }
                let arr = sh.arr();
                let sop = match op.as_bytes() {
                    [.., b'r'] => VecStructOp::LdR,
                    // One-element structures need no de-interleaving (`ld2` has no `1d`).
                    [_, _, b'1', ..] => VecStructOp::Ld1,
                    _ if arr == VecArr::D1 => VecStructOp::Ld1,
                    _ => VecStructOp::Ld,
                };
                let addr = self.reg(*addr)?;
                let regs: Regs = fields.iter().map(|_| self.fpr()).collect();
                self.push(MInst::VecStructs {
                    op: sop,
                    arr,
                    regs: regs[..].into(),
                    addr,
                });
                self.define(i, &regs)
            }
            "st1x2" | "st1x3" | "st1x4" | "st2" | "st3" | "st4" => {
                let Some((addr, vals)) = args.split_last() else {
                    return Err(unsupported());
                };
                let sh = arg.filter(|s| s.vector).ok_or_else(unsupported)?;
                if vals
                    .iter()
                    .any(|&v| self.neon_shape(self.value_type(v)) != Some(sh))
                {
                    return Err(unsupported());
                }
                let arr = sh.arr();
                let sop = if op.starts_with("st1") || arr == VecArr::D1 {
                    VecStructOp::St1
                } else {
                    VecStructOp::St
                };
                let regs = vals
                    .iter()
                    .map(|&v| self.neon_operand(v, sh))
                    .collect::<LResult<Regs>>()?;
                let addr = self.reg(*addr)?;
                self.push(MInst::VecStructs {
                    op: sop,
                    arr,
                    regs: regs[..].into(),
                    addr,
                });
                Ok(())
            }
            "ld2lane" | "ld3lane" | "ld4lane" | "st2lane" | "st3lane" | "st4lane" => {
                // The registers, the lane, the address.
                let n = usize::from(op.as_bytes()[2] - b'0');
                let sh = arg.filter(|s| s.vector).ok_or_else(unsupported)?;
                let ([lane, addr], vals) = (&args[n.min(args.len())..], &args[..n.min(args.len())])
                else {
                    return Err(unsupported());
                };
                let index = self.int_const(*lane).filter(|&l| l < u64::from(sh.len));
                let index = index.ok_or_else(unsupported)? as u8;
                if vals.len() != n
                    || vals
                        .iter()
                        .any(|&v| self.neon_shape(self.value_type(v)) != Some(sh))
                {
                    return Err(unsupported());
                }
                let load = op.starts_with("ld");
                if load {
                    let fields = self.types().struct_fields(ty).ok_or_else(unsupported)?;
                    if fields.len() != n || fields.iter().any(|&f| self.neon_shape(f) != Some(sh)) {
                        return Err(unsupported());
                    }
                }
                let regs = vals
                    .iter()
                    .map(|&v| self.neon_operand(v, sh))
                    .collect::<LResult<Regs>>()?;
                let addr = self.reg(*addr)?;
                let loaded: Option<Regs> = load.then(|| (0..n).map(|_| self.fpr()).collect());
                self.push(MInst::VecStructLane {
                    size: sh.size(),
                    index,
                    regs: regs[..].into(),
                    loaded: loaded.as_ref().map(|l| l[..].into()),
                    addr,
                });
                match loaded {
                    Some(l) => self.define(i, &l),
                    None => Ok(()),
                }
            }
            "vsli" | "vsri" => {
                let (e, _) = self.shape(self.body.insts[i].ty)?;
                let amount = self.int_const(args[2]).ok_or_else(unsupported)? as u8;
                let acc = self.value_regs(args[0])?;
                let src = self.value_regs(args[1])?;
                let shift = if op == "vsli" {
                    VecShiftImm::Sli
                } else {
                    VecShiftImm::Sri
                };
                let out: Regs = acc
                    .iter()
                    .zip(&src)
                    .map(|(&a, &s)| {
                        let rd = self.fpr();
                        self.push(MInst::VecShiftInsert {
                            op: shift,
                            arr: full_arr(e.bits()),
                            rd,
                            acc: a,
                            rn: s,
                            amount,
                        });
                        rd
                    })
                    .collect();
                self.define(i, &out)
            }
            "tbl1" | "tbl2" | "tbl3" | "tbl4" | "tbx1" | "tbx2" | "tbx3" | "tbx4" => {
                // [acc (tbx),] 1..=4 table registers, the indices.
                let tbx = op.starts_with("tbx");
                let (Some(res), Some((&index, rest))) = (res, args.split_last()) else {
                    return Err(unsupported());
                };
                let (acc, tables) = match (tbx, rest) {
                    (true, [acc, t @ ..]) => (Some(*acc), t),
                    (true, []) => return Err(unsupported()),
                    (false, t) => (None, t),
                };
                let table = Shape {
                    bits: 8,
                    len: 16,
                    float: false,
                    vector: true,
                };
                let same = |v: Value, sh: Shape| self.neon_shape(self.value_type(v)) == Some(sh);
                if res.float
                    || res.bits != 8
                    || !res.vector
                    || tables.len() != usize::from(op.as_bytes()[3] - b'0')
                    || !tables.iter().all(|&t| same(t, table))
                    || !same(index, res)
                    || !acc.is_none_or(|a| same(a, res))
                {
                    return Err(unsupported());
                }
                let acc = acc.map(|a| self.neon_operand(a, res)).transpose()?;
                let regs = tables
                    .iter()
                    .map(|&t| self.neon_operand(t, table))
                    .collect::<LResult<Regs>>()?;
                let index = self.neon_operand(index, res)?;
                let rd = self.tbl(res.len == 16, acc, &regs, index);
                self.define(i, &[rd])
            }
            "fcvtzs" | "fcvtzu" | "fcvtns" | "fcvtnu" | "fcvtms" | "fcvtmu" | "fcvtas"
            | "fcvtau" | "fcvtps" | "fcvtpu"
                if res.is_some_and(|r| !r.vector) =>
            {
                // Scalar conversions in general-purpose registers, of any widths.
                let (Some(res), Some(a)) = (res, arg) else {
                    return Err(unsupported());
                };
                if res.float || !a.float || a.vector {
                    return Err(unsupported());
                }
                let round = match op.as_bytes()[4] {
                    b'z' => FpRound::Z,
                    b'n' => FpRound::N,
                    b'm' => FpRound::M,
                    b'a' => FpRound::A,
                    _ => FpRound::P,
                };
                let rn = self.reg(args[0])?;
                let rd = self.gpr();
                self.push(MInst::FpToInt {
                    round,
                    signed: op.ends_with('s'),
                    sf: res.bits == 64,
                    ty: if a.bits == 64 { FpSize::D } else { FpSize::S },
                    rd,
                    rn,
                });
                self.define(i, &[rd])
            }
            "uaddlp" | "saddlp" => {
                let (Some(res), Some(a)) = (res, arg) else {
                    return Err(unsupported());
                };
                if !a.vector
                    || a.float
                    || res.float
                    || a.bits == 64
                    || res.bits != 2 * a.bits
                    || 2 * res.len != a.len
                {
                    return Err(unsupported());
                }
                let (vop, acc_op) = if op == "uaddlp" {
                    (VecOp2::Uaddlp, VecOp2::Uadalp)
                } else {
                    (VecOp2::Saddlp, VecOp2::Sadalp)
                };
                let acc = match self.neon_acc.take() {
                    None => None,
                    Some(NeonAcc::Add(r)) => Some(r),
                    Some(_) => return Err(unsupported()),
                };
                let rn = self.neon_operand(args[0], a)?;
                let rd = match acc {
                    None => self.vec2(vop, a.arr(), rn),
                    Some(acc) => {
                        let rd = self.fpr();
                        self.push(MInst::VecRRAcc {
                            op: acc_op,
                            arr: a.arr(),
                            rd,
                            acc,
                            rn,
                        });
                        rd
                    }
                };
                self.define(i, &[rd])
            }
            "smull" | "umull" | "pmull" | "sqdmull" => {
                let (Some(res), Some(a)) = (res, arg) else {
                    return Err(unsupported());
                };
                let b = self.neon_shape(self.value_type(args[1]));
                if !a.vector
                    || a.float
                    || res.float
                    || b != Some(a)
                    || a.bits * a.len != 64
                    || res.bits != 2 * a.bits
                    || res.len != a.len
                    || (op == "pmull" && a.bits != 8)
                    || (op == "sqdmull" && !matches!(a.bits, 16 | 32))
                {
                    return Err(unsupported());
                }
                let vop = match op {
                    "smull" => VecOp3::Smull,
                    "umull" => VecOp3::Umull,
                    "sqdmull" => VecOp3::Sqdmull,
                    _ => VecOp3::Pmull,
                };
                // The accumulating form, for an add or subtract this is fused into.
                let acc = match (vop, self.neon_acc.take()) {
                    (_, None) => None,
                    (VecOp3::Smull, Some(NeonAcc::Add(r))) => Some((VecOp3::Smlal, r)),
                    (VecOp3::Umull, Some(NeonAcc::Add(r))) => Some((VecOp3::Umlal, r)),
                    (VecOp3::Sqdmull, Some(NeonAcc::Add(r))) => Some((VecOp3::Sqdmlal, r)),
                    (VecOp3::Smull, Some(NeonAcc::Sub(r))) => Some((VecOp3::Smlsl, r)),
                    (VecOp3::Umull, Some(NeonAcc::Sub(r))) => Some((VecOp3::Umlsl, r)),
                    (VecOp3::Sqdmull, Some(NeonAcc::Sub(r))) => Some((VecOp3::Sqdmlsl, r)),
                    _ => return Err(unsupported()),
                };
                let rn = self.neon_operand(args[0], a)?;
                let rm = self.neon_operand(args[1], a)?;
                let rd = match acc {
                    None => self.vec3(vop, a.arr(), rn, rm),
                    Some((op, acc)) => {
                        let rd = self.fpr();
                        self.push(MInst::VecFmla {
                            op,
                            arr: a.arr(),
                            rd,
                            acc,
                            rn,
                            rm,
                        });
                        rd
                    }
                };
                self.define(i, &[rd])
            }
            "sqxtn" | "uqxtn" | "sqxtun" | "rshrn" | "sqshrn" | "uqshrn" | "sqrshrn"
            | "uqrshrn" | "sqshrun" | "sqrshrun" => {
                // Narrowing to half the element width, the shifts right by an immediate
                // first.
                let (Some(res), Some(a)) = (res, arg) else {
                    return Err(unsupported());
                };
                if res.float || a.float || a.bits != 2 * res.bits || a.len != res.len {
                    return Err(unsupported());
                }
                // The shift and its amount (1 to the narrow width), if any.
                let shift = match (narrow_shift(op), args) {
                    (None, [_]) => None,
                    (Some(sop), [_, amount]) => {
                        let amount = self
                            .int_const(*amount)
                            .filter(|&n| (1..=u64::from(res.bits)).contains(&n));
                        Some((sop, amount.ok_or_else(unsupported)? as u8))
                    }
                    _ => return Err(unsupported()),
                };
                // The low half kept below the result, when fused into a concatenation.
                let low = match self.neon_acc.take() {
                    None => None,
                    Some(NeonAcc::High(r)) if res.vector => Some(r),
                    Some(_) => return Err(unsupported()),
                };
                let arr = half_arr(res.bits);
                let rn = self.neon_operand(args[0], a)?;
                let rd = self.fpr();
                let vop = match op {
                    "sqxtn" => VecOp2::Sqxtn,
                    "uqxtn" => VecOp2::Uqxtn,
                    _ => VecOp2::Sqxtun,
                };
                self.push(match (shift, low) {
                    (None, None) => MInst::VecRR {
                        op: vop,
                        arr,
                        rd,
                        rn,
                    },
                    (None, Some(low)) => MInst::VecNarrowHigh {
                        op: vop,
                        arr,
                        rd,
                        low,
                        rn,
                    },
                    (Some((op, amount)), None) => MInst::VecShiftImm {
                        op,
                        arr,
                        rd,
                        rn,
                        amount,
                    },
                    // The `2` form: the 128-bit arrangement.
                    (Some((op, amount)), Some(low)) => MInst::VecShiftInsert {
                        op,
                        arr: full_arr(res.bits),
                        rd,
                        acc: low,
                        rn,
                        amount,
                    },
                });
                self.neon_result(i, res, rd)
            }
            "uaddv" | "saddv" | "umaxv" | "smaxv" | "uminv" | "sminv" | "uaddlv" | "saddlv" => {
                let pos = self.pos;
                self.neon_int_reduce(i, op, args[0], res, arg)
                    .unwrap_or_else(|| Err(err(pos, format!("intrinsic {name} on AArch64"))))
            }
            "fmaxv" | "fminv" | "fmaxnmv" | "fminnmv" | "faddv" => {
                let (Some(res), Some(a)) = (res, arg) else {
                    return Err(unsupported());
                };
                if !a.vector || !a.float || res.vector || !res.float || res.bits != a.bits {
                    return Err(unsupported());
                }
                let rn = self.neon_operand(args[0], a)?;
                let arr = a.arr();
                let rd = if arr == VecArr::S4 && op != "faddv" {
                    let vop = match op {
                        "fmaxv" => VecReduce::Fmaxv,
                        "fminv" => VecReduce::Fminv,
                        "fmaxnmv" => VecReduce::Fmaxnmv,
                        _ => VecReduce::Fminnmv,
                    };
                    self.vec_reduce(vop, arr, rn)
                } else {
                    let vop = match op {
                        "fmaxv" => VecOp3::Fmaxp,
                        "fminv" => VecOp3::Fminp,
                        "fmaxnmv" => VecOp3::Fmaxnmp,
                        "fminnmv" => VecOp3::Fminnmp,
                        _ => VecOp3::Faddp,
                    };
                    // Pairwise with itself until one lane is left.
                    let mut r = self.vec3(vop, arr, rn, rn);
                    if arr == VecArr::S4 {
                        r = self.vec3(vop, arr, r, r);
                    }
                    r
                };
                self.define(i, &[rd])
            }
            _ => {
                if let (Some((vop, pairwise)), Some(res), Some(a)) =
                    (res.and_then(|r| op3(op, r.float)), res, arg)
                {
                    // `faddp`/`addp` of floats name the float form by the operand.
                    let b = self.neon_shape(self.value_type(args[1]));
                    if args.len() != 2 || a != res || b != Some(res) || (pairwise && !res.vector) {
                        return Err(unsupported());
                    }
                    let mut arr = res.arr();
                    if arr == VecArr::D1 {
                        arr = VecArr::D2;
                    }
                    if !vop.allows(arr) {
                        return Err(unsupported());
                    }
                    let rn = self.neon_operand(args[0], a)?;
                    let rm = self.neon_operand(args[1], a)?;
                    let rd = self.vec3(vop, arr, rn, rm);
                    return self.neon_result(i, res, rd);
                }
                if let (Some((vop, float)), Some(res), Some(a)) = (op2(op), res, arg) {
                    if args.len() != 1
                        || a.float != float
                        || a.bits != res.bits
                        || a.len != res.len
                        || a.vector != res.vector
                        || (!float && res.float)
                    {
                        return Err(unsupported());
                    }
                    let mut arr = a.arr();
                    if arr == VecArr::D1 {
                        arr = VecArr::D2;
                    }
                    let rn = self.neon_operand(args[0], a)?;
                    let rd = self.vec2(vop, arr, rn);
                    return self.neon_result(i, res, rd);
                }
                Err(unsupported())
            }
        }
    }

    /// The integer reductions across lanes (`uaddv`, `smaxv`, `uaddlv`, …); `None` for
    /// a form not done.
    fn neon_int_reduce(
        &mut self,
        i: Inst,
        op: &str,
        v: Value,
        res: Option<Shape>,
        arg: Option<Shape>,
    ) -> Option<LResult<()>> {
        let (res, a) = (res?, arg?);
        if !a.vector || a.float || res.vector || res.float {
            return None;
        }
        let long = op.ends_with("lv");
        let signed = op.starts_with('s');
        let arr = a.arr();
        let rn = match self.neon_operand(v, a) {
            Ok(r) => r,
            Err(e) => return Some(Err(e)),
        };
        let across = matches!(
            arr,
            VecArr::B8 | VecArr::B16 | VecArr::H4 | VecArr::H8 | VecArr::S4
        );
        let (rd, size) = if across {
            let vop = match op {
                "uaddv" | "saddv" => VecReduce::Addv,
                "umaxv" => VecReduce::Umaxv,
                "smaxv" => VecReduce::Smaxv,
                "uminv" => VecReduce::Uminv,
                "sminv" => VecReduce::Sminv,
                "uaddlv" => VecReduce::Uaddlv,
                _ => VecReduce::Saddlv,
            };
            (self.vec_reduce(vop, arr, rn), a.size() + u8::from(long))
        } else if long && arr == VecArr::S2 {
            // Two lanes: their long pairwise sum into one.
            let vop = if signed {
                VecOp2::Saddlp
            } else {
                VecOp2::Uaddlp
            };
            (self.vec2(vop, arr, rn), 3)
        } else if !long && (arr == VecArr::S2 || (arr == VecArr::D2 && op.ends_with("addv"))) {
            // Two lanes: the pairwise operation with itself.
            let vop = match op {
                "uaddv" | "saddv" => VecOp3::Addp,
                "umaxv" => VecOp3::Umaxp,
                "smaxv" => VecOp3::Smaxp,
                "uminv" => VecOp3::Uminp,
                _ => VecOp3::Sminp,
            };
            (self.vec3(vop, arr, rn, rn), a.size())
        } else {
            return None;
        };
        if u32::from(8u8 << size) > res.bits {
            return None;
        }
        let r = self.neon_lane0(rd, size, signed, res.bits);
        Some(self.define(i, &[r]))
    }
}
