//! Vectors of elements NEON does not compute on natively, legalized as llc-19 does
//! without the FP16 extension:
//!
//! * integers of other widths than 8, 16, 32 and 64 bits ([`Elem::Promoted`], `i7`,
//!   `i40`) in lanes of the next of those widths, their high bits undefined; operations
//!   that read them extend first ([`extend_lanes`](Lowerer::extend_lanes));
//! * `half` ([`Elem::F16`]) in 16-bit lanes, computed in single precision: `fcvtl` and
//!   `fcvtl2` widen four lanes each, `fcvtn` and `fcvtn2` round back (exact for `+ - * /`
//!   and the compares: single precision has more than twice half's precision);
//! * `fp128` ([`Elem::F128`]) with one lane per register, computed lane by lane through
//!   libgcc's soft-float routines, as the scalar `fp128` (`fp128.rs`).

use super::vector::{arr_of, Elem};
use super::*;
use rllc_ir::inst::BinOp;

impl Lowerer<'_, '_> {
    /// The chunks of a vector of promoted integer lanes ([`Elem::Promoted`]) with each
    /// lane extended (`signed` or not) from its element's width to the lane's; other
    /// vectors unchanged.
    pub(super) fn extend_lanes(&mut self, regs: &[Reg], e: Elem, signed: bool) -> Regs {
        let Elem::Promoted { bits, lane } = e else {
            return Regs::from_slice(regs);
        };
        let k = lane - bits;
        let arr = arr_of(u32::from(lane));
        regs.iter()
            .map(|&r| {
                let up = self.fpr();
                self.push(MInst::VecShiftImm {
                    op: VecShiftImm::Shl,
                    arr,
                    rd: up,
                    rn: r,
                    amount: k,
                });
                let rd = self.fpr();
                self.push(MInst::VecShiftImm {
                    op: if signed {
                        VecShiftImm::Sshr
                    } else {
                        VecShiftImm::Ushr
                    },
                    arr,
                    rd,
                    rn: up,
                    amount: k,
                });
                rd
            })
            .collect()
    }

    /// The single-precision chunks of a vector of `len` halves (`fcvtl`, `fcvtl2`).
    pub(super) fn half_widen(&mut self, chunks: &[Reg], len: u32) -> Regs {
        self.widen_float(chunks, len, VecArr::H4, 2)
    }

    /// Chunks of `len` floats of `bytes` bytes widened to the next precision, with
    /// `arr` the narrow arrangement (`fcvtl` and, for chunks holding more than 8 bytes
    /// of lanes, `fcvtl2`).
    pub(super) fn widen_float(
        &mut self,
        chunks: &[Reg],
        len: u32,
        arr: VecArr,
        bytes: u32,
    ) -> Regs {
        let total = bytes * len;
        let mut out = Regs::new();
        for (k, &c) in chunks.iter().enumerate() {
            let rd = self.fpr();
            self.push(MInst::VecRR {
                op: VecOp2::Fcvtl,
                arr,
                rd,
                rn: c,
            });
            out.push(rd);
            if total - 16 * k as u32 > 8 {
                let rd = self.fpr();
                self.push(MInst::VecWidenHigh {
                    op: VecOp2::Fcvtl,
                    arr,
                    rd,
                    rn: c,
                });
                out.push(rd);
            }
        }
        out
    }

    /// Chunks of floats narrowed to the next lower precision, `arr` the narrow
    /// arrangement (`fcvtn`, `fcvtn2` for the second of each pair of chunks).
    pub(super) fn narrow_float(&mut self, chunks: &[Reg], arr: VecArr) -> Regs {
        let mut out = Regs::new();
        for pair in chunks.chunks(2) {
            let low = self.vec2(VecOp2::Fcvtn, arr, pair[0]);
            match pair.get(1) {
                Some(&hi) => {
                    let rd = self.fpr();
                    self.push(MInst::VecNarrowHigh {
                        op: VecOp2::Fcvtn,
                        arr,
                        rd,
                        low,
                        rn: hi,
                    });
                    out.push(rd);
                }
                None => out.push(low),
            }
        }
        out
    }

    /// Lane `lane` of a vector of `e` (`chunks`) as a scalar register: integers in a
    /// general-purpose register extended (`signed` or not) to 64 bits from the lane's
    /// width (`i1` to 0/1 or 0/-1), floating point in a SIMD register.
    pub(super) fn lane_scalar(&mut self, chunks: &[Reg], e: Elem, lane: u32, signed: bool) -> Reg {
        let bits = e.bits();
        if e == Elem::F128 {
            return chunks[lane as usize];
        }
        let per_chunk = 128 / bits;
        let (chunk, idx) = (
            chunks[(lane / per_chunk) as usize],
            (lane % per_chunk) as u8,
        );
        let size = (bits / 8).trailing_zeros() as u8;
        match e {
            Elem::F16 | Elem::F32 | Elem::F64 => {
                if idx == 0 {
                    return chunk;
                }
                let rd = self.fpr();
                self.push(MInst::VecDupElement {
                    arr: e.arr(),
                    rd,
                    rn: chunk,
                    index: idx,
                });
                rd
            }
            Elem::Bool if !signed => {
                let r = self.lane_to_gpr(0, false, chunk, idx);
                let rd = self.gpr();
                self.push(MInst::LogicImm {
                    op: AluOp::And,
                    sf: true,
                    rd,
                    rn: r,
                    imm: 1,
                });
                rd
            }
            _ => self.lane_to_gpr(size, signed, chunk, idx),
        }
    }

    /// A vector of `len` lanes of `e` from one scalar register per lane (integers in
    /// general-purpose registers, their bits above the lane ignored).
    pub(super) fn lanes_vector(&mut self, e: Elem, lanes: &[Reg]) -> Regs {
        if e == Elem::F128 {
            return Regs::from_slice(lanes);
        }
        let bits = e.bits();
        let per_chunk = (128 / bits) as usize;
        let size = (bits / 8).trailing_zeros() as u8;
        let mut out = Regs::new();
        for group in lanes.chunks(per_chunk) {
            let mut cur = self.fpr();
            self.push(MInst::VecZero { rd: cur });
            for (l, &r) in group.iter().enumerate() {
                let rd = self.fpr();
                if self.vc.class_of(r) == RegClass::Int {
                    self.push(MInst::VecInsGpr {
                        size,
                        rd,
                        rv: cur,
                        index: l as u8,
                        rn: r,
                    });
                } else {
                    self.push(MInst::VecInsElement {
                        size,
                        rd,
                        rv: cur,
                        dst: l as u8,
                        rn: r,
                        src: 0,
                    });
                }
                cur = rd;
            }
            out.push(cur);
        }
        out
    }

    /// Byte masks (`<N x i1>`) from one 0/1 general-purpose register per lane.
    fn masks_of_bits(&mut self, bits: &[Reg]) -> Regs {
        let ones: Vec<Reg> = bits
            .iter()
            .map(|&b| {
                let rd = self.gpr();
                // sbfx rd, b, #0, #1: 0 or all ones.
                self.push(MInst::Bitfield {
                    op: BitfieldOp::Sbfm,
                    sf: true,
                    rd,
                    rn: b,
                    immr: 0,
                    imms: 0,
                });
                rd
            })
            .collect();
        self.lanes_vector(Elem::Bool, &ones)
    }

    /// The vector instructions on `half` and `fp128` lanes that cannot use the generic
    /// lowering; `false` when `i` is not one of them.
    pub(super) fn lower_lane_vector_inst(&mut self, i: Inst) -> LResult<bool> {
        let body = self.body;
        let d = body.insts[i];
        let args = body.args(i);
        let elem_of = |this: &Self, t: Type| {
            if this.types().is_vector(t) {
                this.shape(t).ok().map(|(e, _)| e)
            } else {
                None
            }
        };
        let re = elem_of(self, d.ty);
        let oe = args
            .first()
            .filter(|a| !matches!(a, Value::Block(_)))
            .and_then(|&a| elem_of(self, self.value_type(a)));
        let has = |e: Elem| re == Some(e) || oe == Some(e);
        let q = has(Elem::F128);
        let h = has(Elem::F16);
        if !q && !h {
            return Ok(false);
        }
        match d.kind {
            InstKind::Binary(op) => {
                let (e, len) = self.shape(d.ty)?;
                let a = self.value_regs(args[0])?;
                let b = self.value_regs(args[1])?;
                let out = if e == Elem::F128 {
                    let name = match op {
                        BinOp::FAdd => "__addtf3",
                        BinOp::FSub => "__subtf3",
                        BinOp::FMul => "__multf3",
                        BinOp::FDiv => "__divtf3",
                        _ => "fmodl",
                    };
                    let mut out = Regs::new();
                    for k in 0..len as usize {
                        out.push(self.libcall(name, &[a[k], b[k]], Part::F128)?);
                    }
                    out
                } else {
                    let op3 = match op {
                        BinOp::FAdd => VecOp3::Fadd,
                        BinOp::FSub => VecOp3::Fsub,
                        BinOp::FMul => VecOp3::Fmul,
                        BinOp::FDiv => VecOp3::Fdiv,
                        _ => {
                            return Err(err(
                                self.pos,
                                format!(
                                    "vector {} of half on AArch64",
                                    format!("{op:?}").to_lowercase()
                                ),
                            ))
                        }
                    };
                    let wa = self.half_widen(&a, len);
                    let wb = self.half_widen(&b, len);
                    let r: Regs = wa
                        .iter()
                        .zip(&wb)
                        .map(|(&x, &y)| {
                            let rd = self.fpr();
                            self.push(MInst::VecRRR {
                                op: op3,
                                arr: VecArr::S4,
                                rd,
                                rn: x,
                                rm: y,
                            });
                            rd
                        })
                        .collect();
                    self.narrow_float(&r, VecArr::H4)
                };
                self.define(i, &out)?;
            }
            InstKind::FNeg => {
                let (e, _) = self.shape(d.ty)?;
                let a = self.value_regs(args[0])?;
                let out = self.sign_lanes(e, &a, AluOp::Eor);
                self.define(i, &out)?;
            }
            InstKind::FCmp(pred) => {
                let (e, len) = self.shape(self.value_type(args[0]))?;
                let a = self.value_regs(args[0])?;
                let b = self.value_regs(args[1])?;
                let out = if e == Elem::F128 {
                    let mut bits = Vec::new();
                    for k in 0..len as usize {
                        bits.push(self.fp128_cmp_regs(pred, a[k], b[k])?);
                    }
                    self.masks_of_bits(&bits)
                } else {
                    let wa = self.half_widen(&a, len);
                    let wb = self.half_widen(&b, len);
                    let masks = self.fcmp_masks(pred, VecArr::S4, &wa, &wb);
                    self.resize_lanes(&masks, 32, 8, len, true)
                };
                self.define(i, &out)?;
            }
            InstKind::Select if q && self.types().is_vector(self.value_type(args[0])) => {
                let (_, len) = self.shape(d.ty)?;
                let m = self.value_regs(args[0])?;
                let a = self.value_regs(args[1])?;
                let b = self.value_regs(args[2])?;
                let mut out = Regs::new();
                for k in 0..len {
                    let ones = self.lane_scalar(&m, Elem::Bool, k, true);
                    let mask = self.fpr();
                    self.push(MInst::VecDupGpr {
                        arr: VecArr::D2,
                        rd: mask,
                        rn: ones,
                    });
                    let rd = self.fpr();
                    self.push(MInst::VecBsl {
                        rd,
                        mask,
                        a: a[k as usize],
                        b: b[k as usize],
                    });
                    out.push(rd);
                }
                self.define(i, &out)?;
            }
            InstKind::Cast(op) if op != CastOp::BitCast && op != CastOp::AddrSpaceCast => {
                self.lane_vector_cast(i, op, args[0])?;
            }
            InstKind::ExtractElement if re.is_none() => {
                let (e, len) = self.shape(self.value_type(args[0]))?;
                let Some(idx) = self.int_const(args[1]).map(|k| k as u32) else {
                    return Ok(false);
                };
                let regs = self.value_regs(args[0])?;
                let rd = self.lane_scalar(&regs, e, if idx < len { idx } else { 0 }, false);
                self.define(i, &[rd])?;
            }
            InstKind::InsertElement if q => {
                let (_, len) = self.shape(d.ty)?;
                let Some(idx) = self.int_const(args[2]).map(|k| k as u32) else {
                    return Ok(false);
                };
                let mut regs = self.value_regs(args[0])?;
                if idx < len {
                    let v = self.reg(args[1])?;
                    let rd = self.fpr();
                    self.copy(rd, v);
                    regs[idx as usize] = rd;
                }
                self.define(i, &regs)?;
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// `fneg` (`op` `eor`) or `fabs` (`op` `and`) of every lane of a vector of `half` or
    /// `fp128`: the sign bits flipped or cleared, NaN payloads kept.
    pub(super) fn sign_lanes(&mut self, e: Elem, regs: &[Reg], op: AluOp) -> Regs {
        if e == Elem::F128 {
            return regs
                .iter()
                .map(|&rn| {
                    let hi = self.gpr();
                    self.push(MInst::FMovFromHigh { rd: hi, rn });
                    let t = self.gpr();
                    self.push(MInst::LogicImm {
                        op,
                        sf: true,
                        rd: t,
                        rn: hi,
                        imm: if op == AluOp::Eor {
                            1 << 63
                        } else {
                            u64::MAX >> 1
                        },
                    });
                    let rd = self.fpr();
                    self.push(MInst::FMovToHigh { rd, rv: rn, rn: t });
                    rd
                })
                .collect();
        }
        let (value, vop) = if op == AluOp::Eor {
            (0x8000, VecOp3::Eor)
        } else {
            (0x7fff, VecOp3::And)
        };
        let g = self.iconst(value);
        let m = self.fpr();
        self.push(MInst::VecDupGpr {
            arr: VecArr::H8,
            rd: m,
            rn: g,
        });
        regs.iter()
            .map(|&r| {
                let rd = self.fpr();
                self.push(MInst::VecRRR {
                    op: vop,
                    arr: VecArr::B16,
                    rd,
                    rn: r,
                    rm: m,
                });
                rd
            })
            .collect()
    }

    /// Conversions to and from vectors of `half` and `fp128`.
    fn lane_vector_cast(&mut self, i: Inst, op: CastOp, v: Value) -> LResult<()> {
        let to = self.body.insts[i].ty;
        let from = self.value_type(v);
        let (fe, len) = self.shape(from)?;
        let (te, _) = self.shape(to)?;
        let regs = self.value_regs(v)?;
        let signed = matches!(op, CastOp::SExt | CastOp::SiToFp);
        let (fe, regs) = match fe {
            Elem::Promoted { lane, .. } => (Elem::Int(lane), self.extend_lanes(&regs, fe, signed)),
            _ => (fe, regs),
        };
        let elem_ty = |t: Type| self.types().element_type(t).expect("vector element");
        let (fs, ts) = (elem_ty(from), elem_ty(to));
        let unsupported = |this: &Self| {
            err(
                this.pos,
                format!(
                    "{} of {} on AArch64",
                    format!("{op:?}").to_lowercase(),
                    rllc_ir::printer::type_to_string(this.m, from)
                ),
            )
        };
        if fe == Elem::F128 || te == Elem::F128 {
            if fe == Elem::Bool || te == Elem::Bool {
                return Err(unsupported(self));
            }
            // Lane by lane through the scalar routines.
            let mut lanes = Vec::with_capacity(len as usize);
            for k in 0..len {
                let x = self.lane_scalar(&regs, fe, k, signed);
                lanes.push(self.fp128_convert(op, x, fs, ts)?);
            }
            let out = self.lanes_vector(te, &lanes);
            return self.define(i, &out);
        }
        let out = match (op, fe, te) {
            (CastOp::FpExt, Elem::F16, Elem::F32) => self.half_widen(&regs, len),
            (CastOp::FpExt, Elem::F16, Elem::F64) => {
                let s = self.half_widen(&regs, len);
                self.widen_float(&s, len, VecArr::S2, 4)
            }
            (CastOp::FpTrunc, Elem::F32, Elem::F16) => self.narrow_float(&regs, VecArr::H4),
            (CastOp::FpTrunc, Elem::F64, Elem::F16) => {
                // Rounding twice (to single, then to half) could differ from rounding
                // once: lane by lane with `fcvt h, d`.
                let mut lanes = Vec::with_capacity(len as usize);
                for k in 0..len {
                    let x = self.lane_scalar(&regs, fe, k, false);
                    let rd = self.fpr();
                    self.push(MInst::FpCvt {
                        from: FpSize::D,
                        to: FpSize::H,
                        rd,
                        rn: x,
                    });
                    lanes.push(rd);
                }
                self.lanes_vector(te, &lanes)
            }
            (CastOp::SiToFp | CastOp::UiToFp, Elem::Int(b), Elem::F16) => {
                // Exact in single (or double) precision below 2^24, and beyond half's
                // range above it.
                let conv = if signed { VecOp2::Scvtf } else { VecOp2::Ucvtf };
                let singles = if b == 64 {
                    let d: Regs = regs
                        .iter()
                        .map(|&r| self.vec_op2(conv, VecArr::D2, r))
                        .collect();
                    self.narrow_float(&d, VecArr::S2)
                } else {
                    let ints = self.resize_lanes(&regs, u32::from(b), 32, len, signed);
                    ints.iter()
                        .map(|&r| self.vec_op2(conv, VecArr::S4, r))
                        .collect()
                };
                self.narrow_float(&singles, VecArr::H4)
            }
            (CastOp::FpToSi | CastOp::FpToUi, Elem::F16, Elem::Int(_) | Elem::Promoted { .. }) => {
                let conv = if op == CastOp::FpToSi {
                    VecOp2::Fcvtzs
                } else {
                    VecOp2::Fcvtzu
                };
                let s = self.half_widen(&regs, len);
                let ints: Regs = s
                    .iter()
                    .map(|&r| self.vec_op2(conv, VecArr::S4, r))
                    .collect();
                self.resize_lanes(&ints, 32, te.bits(), len, op == CastOp::FpToSi)
            }
            _ => return Err(unsupported(self)),
        };
        self.define(i, &out)
    }

    fn vec_op2(&mut self, op: VecOp2, arr: VecArr, rn: Reg) -> Reg {
        let rd = self.fpr();
        self.push(MInst::VecRR { op, arr, rd, rn });
        rd
    }

    /// `llvm.vector.reduce.fadd`/`fmul` of `half` and `fp128` lanes, in order: each step
    /// rounded to the element type, as llc's promoted (or libcall) steps are.
    pub(super) fn lane_vector_reduce(
        &mut self,
        i: Inst,
        op: &str,
        e: Elem,
        len: u32,
        args: &[Value],
    ) -> LResult<()> {
        if !matches!(op, "fadd" | "fmul") {
            return Err(err(self.pos, format!("vector reduction {op} on AArch64")));
        }
        let v = args[1];
        let regs = self.value_regs(v)?;
        let mut acc = self.reg(args[0])?;
        for k in 0..len {
            let x = self.lane_scalar(&regs, e, k, false);
            acc = if e == Elem::F128 {
                let name = if op == "fadd" { "__addtf3" } else { "__multf3" };
                self.libcall(name, &[acc, x], Part::F128)?
            } else {
                let (a32, x32) = (self.fpr(), self.fpr());
                for (rd, rn) in [(a32, acc), (x32, x)] {
                    self.push(MInst::FpCvt {
                        from: FpSize::H,
                        to: FpSize::S,
                        rd,
                        rn,
                    });
                }
                let s = self.fpr();
                self.push(MInst::Fp2 {
                    op: if op == "fadd" {
                        Fp2Op::Fadd
                    } else {
                        Fp2Op::Fmul
                    },
                    ty: FpSize::S,
                    rd: s,
                    rn: a32,
                    rm: x32,
                });
                let h = self.fpr();
                self.push(MInst::FpCvt {
                    from: FpSize::S,
                    to: FpSize::H,
                    rd: h,
                    rn: s,
                });
                h
            };
        }
        self.define(i, &[acc])
    }

    /// Intrinsics on vectors of `half` (single precision, rounded back) and `fp128`
    /// (`fabs`); `false` for the others.
    pub(super) fn lane_vector_intrinsic(
        &mut self,
        i: Inst,
        e: Elem,
        base: &str,
        args: &[Value],
    ) -> LResult<bool> {
        let (_, len) = self.shape(self.body.insts[i].ty)?;
        if base == "llvm.fabs" {
            let a = self.value_regs(args[0])?;
            let out = self.sign_lanes(e, &a, AluOp::And);
            self.define(i, &out)?;
            return Ok(true);
        }
        if e != Elem::F16 {
            return Ok(false);
        }
        let unary = match base {
            "llvm.sqrt" => Some(VecOp2::Fsqrt),
            "llvm.floor" => Some(VecOp2::Frintm),
            "llvm.ceil" => Some(VecOp2::Frintp),
            "llvm.trunc" => Some(VecOp2::Frintz),
            "llvm.round" => Some(VecOp2::Frinta),
            "llvm.rint" => Some(VecOp2::Frintx),
            "llvm.nearbyint" => Some(VecOp2::Frinti),
            "llvm.roundeven" => Some(VecOp2::Frintn),
            _ => None,
        };
        let binary = match base {
            "llvm.minnum" => Some(VecOp3::Fminnm),
            "llvm.maxnum" => Some(VecOp3::Fmaxnm),
            "llvm.minimum" => Some(VecOp3::Fmin),
            "llvm.maximum" => Some(VecOp3::Fmax),
            _ => None,
        };
        let wide = if let Some(op) = unary {
            let a = self.value_regs(args[0])?;
            let wa = self.half_widen(&a, len);
            wa.iter()
                .map(|&r| self.vec_op2(op, VecArr::S4, r))
                .collect::<Regs>()
        } else if let Some(op) = binary {
            let a = self.value_regs(args[0])?;
            let b = self.value_regs(args[1])?;
            let wa = self.half_widen(&a, len);
            let wb = self.half_widen(&b, len);
            wa.iter()
                .zip(&wb)
                .map(|(&x, &y)| {
                    let rd = self.fpr();
                    self.push(MInst::VecRRR {
                        op,
                        arr: VecArr::S4,
                        rd,
                        rn: x,
                        rm: y,
                    });
                    rd
                })
                .collect()
        } else {
            return Ok(false);
        };
        let out = self.narrow_float(&wide, VecArr::H4);
        self.define(i, &out)?;
        Ok(true)
    }
}
