//! Vectors (Advanced SIMD). A vector value is its memory image in 16-byte chunks, one
//! SIMD register each ([`Part::Vec`]); the last chunk may hold fewer bytes (`<2 x i32>`,
//! `<3 x float>`), the rest of its register undefined. Lane-wise operations work on
//! whole registers with the element's 128-bit arrangement, so the undefined lanes
//! compute undefined values. `<N x i1>` values are masks with one byte per lane (0 or
//! all ones): compares narrow their lane-wide masks to bytes, and `select` widens them
//! back.
//!
//! What has no lane-wise instruction (division, 64-bit multiplication) goes lane by
//! lane through general-purpose registers.

use super::*;
use rllc_ir::inst::{BinOp, FloatPred, IntPred};

/// The element of a vector type as lowering sees it.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(super) enum Elem {
    /// An integer (or pointer) of 8, 16, 32 or 64 bits.
    Int(u8),
    /// An integer of another width (`i7`, `i40`) in lanes of the next of 8, 16, 32 or 64
    /// bits, as llc's type legalization promotes it: the bits above `bits` are
    /// undefined, as in narrow scalars, and operations that read them extend first
    /// (`vector_lanes.rs`).
    Promoted {
        bits: u8,
        lane: u8,
    },
    /// `i1`: a byte mask.
    Bool,
    /// `half` in 16-bit lanes; without the FP16 extension its arithmetic is done in
    /// single precision, converted each way with `fcvtl`/`fcvtn` (`vector_lanes.rs`).
    F16,
    F32,
    F64,
    /// `fp128`: one lane per register, its arithmetic lane by lane through libgcc
    /// (`vector_lanes.rs`).
    F128,
}

impl Elem {
    /// Bits a lane takes in a register.
    pub(super) fn bits(self) -> u32 {
        match self {
            Elem::Int(b) | Elem::Promoted { lane: b, .. } => u32::from(b),
            Elem::Bool => 8,
            Elem::F16 => 16,
            Elem::F32 => 32,
            Elem::F64 => 64,
            Elem::F128 => 128,
        }
    }

    /// The part of one element in a scalar register (a promoted integer's lane).
    pub(super) fn scalar_part(self) -> Part {
        match self {
            Elem::F16 => Part::F16,
            Elem::F32 => Part::F32,
            Elem::F64 => Part::F64,
            Elem::F128 => Part::F128,
            other => Part::Int(other.bits() as u8),
        }
    }

    /// The 128-bit arrangement of lanes this wide.
    pub(super) fn arr(self) -> VecArr {
        arr_of(self.bits())
    }
}

/// The 128-bit arrangement of `bits`-bit lanes.
pub(super) fn arr_of(bits: u32) -> VecArr {
    match bits {
        8 => VecArr::B16,
        16 => VecArr::H8,
        32 => VecArr::S4,
        _ => VecArr::D2,
    }
}

/// The 64-bit arrangement of `bits`-bit lanes (the narrow side of widening and
/// narrowing operations).
fn half_arr_of(bits: u32) -> VecArr {
    match bits {
        8 => VecArr::B8,
        16 => VecArr::H4,
        32 => VecArr::S2,
        _ => VecArr::D1,
    }
}

impl A64Module<'_> {
    /// The element and lane count of vector type `t`, or an error naming what is not
    /// supported.
    pub(super) fn vector_shape(&self, t: Type) -> Result<(Elem, u32), String> {
        let TypeData::Vector {
            scalable,
            len,
            elem,
        } = *self.m.types.get(t)
        else {
            return Err("not a vector".into());
        };
        if scalable {
            return Err("scalable vectors".into());
        }
        let e = match self.m.types.get(elem) {
            TypeData::Int(1) => Elem::Bool,
            TypeData::Int(b @ (8 | 16 | 32 | 64)) => Elem::Int(*b as u8),
            TypeData::Int(b) if *b < 64 => Elem::Promoted {
                bits: *b as u8,
                lane: b.next_power_of_two().max(8) as u8,
            },
            TypeData::Ptr(_) => Elem::Int(64),
            TypeData::Half => Elem::F16,
            TypeData::Float => Elem::F32,
            TypeData::Double => Elem::F64,
            TypeData::Fp128 => Elem::F128,
            _ => {
                return Err(format!(
                    "vectors of {}",
                    rllc_ir::printer::type_to_string(self.m, elem)
                ))
            }
        };
        Ok((e, len))
    }

    /// The chunks of a vector of `len` lanes of `e`: bytes each holds, at their offsets.
    pub(super) fn vector_parts(&self, e: Elem, len: u32, off: u32, out: &mut Parts) {
        let total = e.bits() / 8 * len;
        let mut at = 0;
        while at < total {
            let bytes = (total - at).min(16);
            out.push((Part::Vec(bytes as u8), off + at));
            at += 16;
        }
    }
}

impl Lowerer<'_, '_> {
    /// The shape of vector type `t`.
    pub(super) fn shape(&self, t: Type) -> LResult<(Elem, u32)> {
        self.cx.vector_shape(t).map_err(|e| err(self.pos, e))
    }

    /// Whether `v`'s type is a vector.
    fn is_vector(&self, v: Value) -> bool {
        self.types().is_vector(self.value_type(v))
    }

    /// Whether instruction `i` works on vectors (its result or first operand is one).
    pub(super) fn is_vector_inst(&self, i: Inst) -> bool {
        let body = self.body;
        self.types().is_vector(body.insts[i].ty)
            || body
                .args(i)
                .first()
                .is_some_and(|&a| !matches!(a, Value::Block(_)) && self.is_vector(a))
    }

    fn vreg(&mut self) -> Reg {
        self.fpr()
    }

    /// A new register = `op` of `rn` and `rm` lane-wise in arrangement `arr`.
    pub(super) fn vec3(&mut self, op: VecOp3, arr: VecArr, rn: Reg, rm: Reg) -> Reg {
        let rd = self.vreg();
        self.push(MInst::VecRRR {
            op,
            arr,
            rd,
            rn,
            rm,
        });
        rd
    }

    /// A new register = `op` of `rn` lane-wise in arrangement `arr`.
    pub(super) fn vec2(&mut self, op: VecOp2, arr: VecArr, rn: Reg) -> Reg {
        let rd = self.vreg();
        self.push(MInst::VecRR { op, arr, rd, rn });
        rd
    }

    /// A new register = the reduction `op` across the lanes of `rn` (arrangement `arr`).
    pub(super) fn vec_reduce(&mut self, op: VecReduce, arr: VecArr, rn: Reg) -> Reg {
        let rd = self.vreg();
        self.push(MInst::VecReduce { op, arr, rd, rn });
        rd
    }

    /// A new register = `tbl` (`tbx` into `acc`) of `tables` by `index`, in the 128-bit
    /// arrangement when `q` (else the 64-bit one).
    pub(super) fn tbl(&mut self, q: bool, acc: Option<Reg>, tables: &[Reg], index: Reg) -> Reg {
        let rd = self.vreg();
        self.push(MInst::VecTbl {
            q,
            rd,
            acc,
            tables: tables.into(),
            index,
        });
        rd
    }

    /// A new register with the low 64 bits of `lo` and then 64-bit half `half` of `hi`.
    pub(super) fn concat_halves(&mut self, lo: Reg, hi: Reg, half: u8) -> Reg {
        let rd = self.vreg();
        self.push(MInst::VecInsElement {
            size: 3,
            rd,
            rv: lo,
            dst: 1,
            rn: hi,
            src: half,
        });
        rd
    }

    /// Lowers a vector instruction.
    pub(super) fn lower_vector_inst(&mut self, i: Inst) -> LResult<()> {
        if self.lower_neon_fused(i)? {
            return Ok(());
        }
        if self.lower_lane_vector_inst(i)? {
            return Ok(());
        }
        let body = self.body;
        let d = body.insts[i];
        let args = body.args(i);
        match d.kind {
            InstKind::Binary(op) => self.vector_binary(i, op, args),
            InstKind::FNeg => {
                let (e, _) = self.shape(d.ty)?;
                let a = self.value_regs(args[0])?;
                let out: Regs = a
                    .iter()
                    .map(|&r| self.vec2(VecOp2::Fneg, e.arr(), r))
                    .collect();
                self.define(i, &out)
            }
            InstKind::ICmp(pred) => {
                let mask = self.vector_icmp(pred, args[0], args[1])?;
                self.define(i, &mask)
            }
            InstKind::FCmp(pred) => {
                let mask = self.vector_fcmp(pred, args[0], args[1])?;
                self.define(i, &mask)
            }
            InstKind::Select => self.vector_select(i, args),
            InstKind::Cast(op) => self.vector_cast(i, op, args[0]),
            InstKind::ExtractElement => self.extract_element(i, args),
            InstKind::InsertElement => self.insert_element(i, args),
            InstKind::ShuffleVector { mask } => self.shuffle(i, args, mask),
            InstKind::GetElementPtr { source } => self.vector_gep(i, source, args),
            InstKind::Load { .. } | InstKind::Store { .. } | InstKind::Phi | InstKind::Freeze => {
                unreachable!("handled as parts")
            }
            _ => Err(err(
                self.pos,
                format!("vector {:?} on AArch64", d.kind).to_lowercase(),
            )),
        }
    }

    fn vector_binary(&mut self, i: Inst, op: BinOp, args: &[Value]) -> LResult<()> {
        let ty = self.body.insts[i].ty;
        let (e, len) = self.shape(ty)?;
        let arr = e.arr();
        let a = self.value_regs(args[0])?;
        // Promoted lanes: right shifts and divisions read the extended value, shift
        // amounts are extended too (`ushl` reads the low byte, signed).
        let promoted = e;
        let signed = matches!(op, BinOp::AShr | BinOp::SDiv | BinOp::SRem);
        let reads_high = matches!(
            op,
            BinOp::LShr | BinOp::AShr | BinOp::UDiv | BinOp::SDiv | BinOp::URem | BinOp::SRem
        );
        let (e, a) = match e {
            Elem::Promoted { lane, .. } if reads_high => {
                (Elem::Int(lane), self.extend_lanes(&a, e, signed))
            }
            Elem::Promoted { lane, .. } => (Elem::Int(lane), a),
            _ => (e, a),
        };
        // Shifts by a splat constant use the immediate forms.
        if let (BinOp::Shl | BinOp::LShr | BinOp::AShr, Some(k)) = (op, self.splat_const(args[1])) {
            if k < u64::from(e.bits()) {
                let shift = match op {
                    BinOp::Shl => VecShiftImm::Shl,
                    BinOp::LShr => VecShiftImm::Ushr,
                    _ => VecShiftImm::Sshr,
                };
                let out: Regs = a
                    .iter()
                    .map(|&rn| {
                        if k == 0 {
                            return rn;
                        }
                        let rd = self.vreg();
                        self.push(MInst::VecShiftImm {
                            op: shift,
                            arr,
                            rd,
                            rn,
                            amount: k as u8,
                        });
                        rd
                    })
                    .collect();
                return self.define(i, &out);
            }
        }
        let b = self.value_regs(args[1])?;
        let b = if reads_high || op == BinOp::Shl {
            self.extend_lanes(&b, promoted, signed && reads_high && op != BinOp::AShr)
        } else {
            b
        };
        let lanewise = |this: &mut Self, op3| -> Regs {
            // The bitwise operations have only byte arrangements.
            let arr = if matches!(op3, VecOp3::And | VecOp3::Orr | VecOp3::Eor) {
                VecArr::B16
            } else {
                arr
            };
            a.iter()
                .zip(&b)
                .map(|(&x, &y)| this.vec3(op3, arr, x, y))
                .collect()
        };
        let out: Regs = match op {
            BinOp::Add => lanewise(self, VecOp3::Add),
            BinOp::Sub => lanewise(self, VecOp3::Sub),
            BinOp::Mul if e.bits() < 64 => lanewise(self, VecOp3::Mul),
            BinOp::And => lanewise(self, VecOp3::And),
            BinOp::Or => lanewise(self, VecOp3::Orr),
            BinOp::Xor => lanewise(self, VecOp3::Eor),
            BinOp::FAdd => lanewise(self, VecOp3::Fadd),
            BinOp::FSub => lanewise(self, VecOp3::Fsub),
            BinOp::FMul => lanewise(self, VecOp3::Fmul),
            BinOp::FDiv => lanewise(self, VecOp3::Fdiv),
            BinOp::Shl => lanewise(self, VecOp3::Ushl),
            BinOp::LShr | BinOp::AShr => {
                // Shifts right are shifts left by the negated amount.
                let shl = if op == BinOp::LShr {
                    VecOp3::Ushl
                } else {
                    VecOp3::Sshl
                };
                a.iter()
                    .zip(&b)
                    .map(|(&x, &y)| {
                        let neg = self.vec2(VecOp2::Neg, arr, y);
                        self.vec3(shl, arr, x, neg)
                    })
                    .collect()
            }
            _ => return self.scalarize_binary(i, op, e, len, a, b),
        };
        self.define(i, &out)
    }

    /// The element value of a splat integer constant vector.
    fn splat_const(&self, v: Value) -> Option<u64> {
        let Value::Const(c) = v else { return None };
        match &self.m.consts.get(c).kind {
            ConstKind::Splat(x) => self.m.consts.as_u64(*x),
            ConstKind::Zero => Some(0),
            ConstKind::Aggregate(elems) => {
                let first = self.m.consts.as_u64(elems[0])?;
                elems
                    .iter()
                    .all(|&x| self.m.consts.as_u64(x) == Some(first))
                    .then_some(first)
            }
            _ => None,
        }
    }

    /// A binary operation lane by lane through general-purpose registers (division,
    /// remainder, 64-bit multiplication).
    fn scalarize_binary(
        &mut self,
        i: Inst,
        op: BinOp,
        e: Elem,
        len: u32,
        a: Regs,
        b: Regs,
    ) -> LResult<()> {
        let Elem::Int(bits) = e else {
            return Err(err(
                self.pos,
                format!("vector {op:?} on AArch64").to_lowercase(),
            ));
        };
        let per_chunk = 128 / u32::from(bits);
        let size = (bits / 8).trailing_zeros() as u8;
        let sf = bits == 64;
        let signed = matches!(op, BinOp::SDiv | BinOp::SRem);
        let mut cur: Regs = a.clone();
        for lane in 0..len {
            let (k, idx) = ((lane / per_chunk) as usize, (lane % per_chunk) as u8);
            let x = self.lane_to_gpr(size, signed, a[k], idx);
            let y = self.lane_to_gpr(size, signed, b[k], idx);
            let rd = self.gpr();
            match op {
                BinOp::Mul => self.push(MInst::Mul {
                    sf,
                    rd,
                    rn: x,
                    rm: y,
                }),
                BinOp::UDiv | BinOp::SDiv => self.push(MInst::Dp2 {
                    op: if signed { Dp2Op::Sdiv } else { Dp2Op::Udiv },
                    sf: true,
                    rd,
                    rn: x,
                    rm: y,
                }),
                BinOp::URem | BinOp::SRem => {
                    let q = self.gpr();
                    self.push(MInst::Dp2 {
                        op: if signed { Dp2Op::Sdiv } else { Dp2Op::Udiv },
                        sf: true,
                        rd: q,
                        rn: x,
                        rm: y,
                    });
                    self.push(MInst::Dp3 {
                        op: Dp3Op::Msub,
                        sf: true,
                        rd,
                        rn: q,
                        rm: y,
                        ra: x,
                    });
                }
                _ => {
                    return Err(err(
                        self.pos,
                        format!("vector {op:?} on AArch64").to_lowercase(),
                    ))
                }
            }
            let next = self.vreg();
            self.push(MInst::VecInsGpr {
                size,
                rd: next,
                rv: cur[k],
                index: idx,
                rn: rd,
            });
            cur[k] = next;
        }
        self.define(i, &cur)
    }

    /// Lane `idx` of `v` (lanes of `1 << size` bytes) in a new general-purpose register,
    /// extended to 64 bits (`signed` or not).
    pub(super) fn lane_to_gpr(&mut self, size: u8, signed: bool, v: Reg, idx: u8) -> Reg {
        let rd = self.gpr();
        self.push(MInst::VecMovToGpr {
            size,
            signed: signed && size < 3,
            sf: true,
            rd,
            rn: v,
            index: idx,
        });
        rd
    }

    /// Integer vector compare: a byte mask per lane.
    fn vector_icmp(&mut self, pred: IntPred, a: Value, b: Value) -> LResult<Regs> {
        let (e, len) = self.shape(self.value_type(a))?;
        let arr = e.arr();
        let x = self.value_regs(a)?;
        let y = self.value_regs(b)?;
        let signed = matches!(
            pred,
            IntPred::Sgt | IntPred::Sge | IntPred::Slt | IntPred::Sle
        );
        let x = self.extend_lanes(&x, e, signed);
        let y = self.extend_lanes(&y, e, signed);
        let (op, swap, invert) = match pred {
            IntPred::Eq => (VecOp3::Cmeq, false, false),
            IntPred::Ne => (VecOp3::Cmeq, false, true),
            IntPred::Sgt => (VecOp3::Cmgt, false, false),
            IntPred::Sge => (VecOp3::Cmge, false, false),
            IntPred::Slt => (VecOp3::Cmgt, true, false),
            IntPred::Sle => (VecOp3::Cmge, true, false),
            IntPred::Ugt => (VecOp3::Cmhi, false, false),
            IntPred::Uge => (VecOp3::Cmhs, false, false),
            IntPred::Ult => (VecOp3::Cmhi, true, false),
            IntPred::Ule => (VecOp3::Cmhs, true, false),
        };
        let masks: Regs = x
            .iter()
            .zip(&y)
            .map(|(&p, &q)| {
                let (l, r) = if swap { (q, p) } else { (p, q) };
                let m = self.vec3(op, arr, l, r);
                if invert {
                    self.vec2(VecOp2::Not, VecArr::B16, m)
                } else {
                    m
                }
            })
            .collect();
        Ok(self.resize_lanes(&masks, e.bits(), 8, len, true))
    }

    /// Floating-point vector compare: a byte mask per lane.
    fn vector_fcmp(&mut self, pred: FloatPred, a: Value, b: Value) -> LResult<Regs> {
        let (e, len) = self.shape(self.value_type(a))?;
        let x = self.value_regs(a)?;
        let y = self.value_regs(b)?;
        let masks = self.fcmp_masks(pred, e.arr(), &x, &y);
        Ok(self.resize_lanes(&masks, e.bits(), 8, len, true))
    }

    /// Lane-wide masks of a floating-point compare of chunks `x` and `y` (lanes of
    /// arrangement `arr`).
    pub(super) fn fcmp_masks(
        &mut self,
        pred: FloatPred,
        arr: VecArr,
        x: &[Reg],
        y: &[Reg],
    ) -> Regs {
        let mut masks = Regs::new();
        for (&p, &q) in x.iter().zip(y) {
            let gt = |this: &mut Self, l, r| this.vec3(VecOp3::Fcmgt, arr, l, r);
            let ge = |this: &mut Self, l, r| this.vec3(VecOp3::Fcmge, arr, l, r);
            let eq = |this: &mut Self, l, r| this.vec3(VecOp3::Fcmeq, arr, l, r);
            let not = |this: &mut Self, m| this.vec2(VecOp2::Not, VecArr::B16, m);
            let or = |this: &mut Self, m, n| this.vec3(VecOp3::Orr, VecArr::B16, m, n);
            // Ordered predicates: the compares are false for NaNs; an unordered one is
            // the negation of the ordered predicate it is the inverse of.
            let (ordered, negate) = match pred {
                FloatPred::Ueq => (FloatPred::One, true),
                FloatPred::Ugt => (FloatPred::Ole, true),
                FloatPred::Uge => (FloatPred::Olt, true),
                FloatPred::Ult => (FloatPred::Oge, true),
                FloatPred::Ule => (FloatPred::Ogt, true),
                FloatPred::Une => (FloatPred::Oeq, true),
                FloatPred::Uno => (FloatPred::Ord, true),
                FloatPred::True => (FloatPred::False, true),
                other => (other, false),
            };
            let m = match ordered {
                FloatPred::Oeq => eq(self, p, q),
                FloatPred::Ogt => gt(self, p, q),
                FloatPred::Oge => ge(self, p, q),
                FloatPred::Olt => gt(self, q, p),
                FloatPred::Ole => ge(self, q, p),
                FloatPred::One => {
                    let (l, r) = (gt(self, p, q), gt(self, q, p));
                    or(self, l, r)
                }
                FloatPred::Ord => {
                    let (l, r) = (ge(self, p, q), gt(self, q, p));
                    or(self, l, r)
                }
                _ => {
                    let rd = self.vreg();
                    self.push(MInst::VecZero { rd });
                    rd
                }
            };
            let m = if negate { not(self, m) } else { m };
            masks.push(m);
        }
        masks
    }

    /// The chunks of a vector of `len` lanes of `from` bits made `to` bits wide
    /// (extended, `signed` or not, or truncated), one halving or doubling at a time.
    pub(super) fn resize_lanes(
        &mut self,
        chunks: &[Reg],
        from: u32,
        to: u32,
        len: u32,
        signed: bool,
    ) -> Regs {
        let mut cur = Regs::from_slice(chunks);
        let mut bits = from;
        while bits < to {
            // Each chunk's lanes double: its low half into one chunk, its high half (when
            // it holds lanes) into the next.
            let bytes = bits / 8 * len;
            let op = if signed { VecOp2::Sxtl } else { VecOp2::Uxtl };
            let narrow = half_arr_of(bits);
            let mut next = Regs::new();
            for (k, &c) in cur.iter().enumerate() {
                let held = (bytes - 16 * k as u32).min(16);
                next.push(self.vec2(op, narrow, c));
                if held > 8 {
                    let rd = self.vreg();
                    self.push(MInst::VecWidenHigh {
                        op,
                        arr: narrow,
                        rd,
                        rn: c,
                    });
                    next.push(rd);
                }
            }
            cur = next;
            bits *= 2;
        }
        while bits > to {
            // Pairs of chunks narrow into one.
            let narrow = half_arr_of(bits / 2);
            let mut next = Regs::new();
            for pair in cur.chunks(2) {
                let low = self.vec2(VecOp2::Xtn, narrow, pair[0]);
                match pair.get(1) {
                    Some(&hi) => {
                        let rd = self.vreg();
                        self.push(MInst::VecNarrowHigh {
                            op: VecOp2::Xtn,
                            arr: narrow,
                            rd,
                            low,
                            rn: hi,
                        });
                        next.push(rd);
                    }
                    None => next.push(low),
                }
            }
            cur = next;
            bits /= 2;
        }
        cur
    }

    fn vector_select(&mut self, i: Inst, args: &[Value]) -> LResult<()> {
        let ty = self.body.insts[i].ty;
        let (e, len) = self.shape(ty)?;
        let a = self.value_regs(args[1])?;
        let b = self.value_regs(args[2])?;
        let masks = if self.is_vector(args[0]) {
            let m = self.value_regs(args[0])?;
            self.resize_lanes(&m, 8, e.bits(), len, true)
        } else {
            // A scalar condition (maybe a compare fused into this select): all ones or
            // all zeros in every lane.
            let cond = self.flags_of(args[0])?;
            let ones = self.gpr();
            self.push(MInst::CSet {
                rd: ones,
                cond,
                mask: true,
            });
            let m = self.vreg();
            self.push(MInst::VecDupGpr {
                arr: VecArr::D2,
                rd: m,
                rn: ones,
            });
            a.iter().map(|_| m).collect()
        };
        let out: Regs = masks
            .iter()
            .zip(a.iter().zip(&b))
            .map(|(&mask, (&x, &y))| {
                let rd = self.vreg();
                self.push(MInst::VecBsl {
                    rd,
                    mask,
                    a: x,
                    b: y,
                });
                rd
            })
            .collect();
        self.define(i, &out)
    }

    /// For a `trunc` of one register's lanes to half their width (`<8 x i16>` to
    /// `<8 x i8>`, …) of an `lshr` by a splat constant up to the narrow width (clang's
    /// `vshrn_n`): the shift, its operand and the amount, for `shrn`.
    pub(super) fn narrowed_shift(&self, i: Inst) -> Option<(Inst, Value, u8)> {
        let body = self.body;
        let d = body.insts[i];
        let (InstKind::Cast(CastOp::Trunc), [Value::Inst(s)]) = (d.kind, body.args(i)) else {
            return None;
        };
        let (InstKind::Binary(BinOp::LShr), [x, k]) = (body.insts[*s].kind, body.args(*s)) else {
            return None;
        };
        let (Elem::Int(to), len) = self.shape(d.ty).ok()? else {
            return None;
        };
        let (Elem::Int(from), _) = self.shape(body.insts[*s].ty).ok()? else {
            return None;
        };
        let amount = self.splat_const(*k)?;
        (u32::from(from) == 2 * u32::from(to)
            && u32::from(from) * len == 128
            && (1..=u64::from(to)).contains(&amount))
        .then_some((*s, *x, amount as u8))
    }

    fn vector_cast(&mut self, i: Inst, op: CastOp, v: Value) -> LResult<()> {
        let to = self.body.insts[i].ty;
        if let Some((s, x, amount)) = self.narrowed_shift(i) {
            if self.fused[s.as_u32() as usize] {
                let rn = self.value_regs(x)?[0];
                let rd = self.vreg();
                self.push(MInst::VecShiftImm {
                    op: VecShiftImm::Shrn,
                    arr: half_arr_of(self.shape(to)?.0.bits()),
                    rd,
                    rn,
                    amount,
                });
                return self.define(i, &[rd]);
            }
        }
        let from = self.value_type(v);
        let regs = self.value_regs(v)?;
        if op == CastOp::BitCast || op == CastOp::AddrSpaceCast {
            return self.vector_bitcast(i, from, to, regs);
        }
        let (fe, len) = self.shape(from)?;
        let (te, _) = self.shape(to)?;
        // Promoted lanes are extended where the operation reads their high bits.
        let (fe, regs) = match (fe, op) {
            (
                Elem::Promoted { lane, .. },
                CastOp::ZExt | CastOp::SExt | CastOp::SiToFp | CastOp::UiToFp | CastOp::IntToPtr,
            ) => {
                let signed = matches!(op, CastOp::SExt | CastOp::SiToFp);
                (Elem::Int(lane), self.extend_lanes(&regs, fe, signed))
            }
            _ => (fe, regs),
        };
        let out = match op {
            CastOp::Trunc if te == Elem::Bool => {
                let bytes = self.resize_lanes(&regs, fe.bits(), 8, len, false);
                self.bit0_masks(&bytes)
            }
            CastOp::Trunc | CastOp::PtrToInt | CastOp::IntToPtr => {
                self.resize_lanes(&regs, fe.bits(), te.bits(), len, false)
            }
            CastOp::ZExt | CastOp::SExt => {
                let signed = op == CastOp::SExt;
                if fe == Elem::Bool && !signed {
                    // Masks are all ones: zext keeps one bit of each.
                    let wide = self.resize_lanes(&regs, 8, te.bits(), len, true);
                    let one = self.splat_reg(te.bits(), 1);
                    wide.iter()
                        .map(|&m| self.vec3(VecOp3::And, VecArr::B16, m, one))
                        .collect()
                } else {
                    self.resize_lanes(&regs, fe.bits(), te.bits(), len, signed)
                }
            }
            CastOp::SiToFp | CastOp::UiToFp => {
                let signed = op == CastOp::SiToFp;
                let conv = if signed { VecOp2::Scvtf } else { VecOp2::Ucvtf };
                if fe.bits() == 64 && te.bits() == 32 {
                    // As llc: to double at the integers' width, then narrowed (truncating
                    // the integers to 32 bits first lost their high bits).
                    let doubles: Regs = regs
                        .iter()
                        .map(|&r| self.vec2(conv, VecArr::D2, r))
                        .collect();
                    self.narrow_float(&doubles, VecArr::S2)
                } else {
                    let ints = self.resize_lanes(&regs, fe.bits(), te.bits(), len, signed);
                    ints.iter().map(|&r| self.vec2(conv, te.arr(), r)).collect()
                }
            }
            CastOp::FpToSi | CastOp::FpToUi => {
                let signed = op == CastOp::FpToSi;
                let conv = if signed {
                    VecOp2::Fcvtzs
                } else {
                    VecOp2::Fcvtzu
                };
                let ints: Regs = regs.iter().map(|&r| self.vec2(conv, fe.arr(), r)).collect();
                if te == Elem::Bool {
                    // 0 or 1 (-1 when signed) in each lane: the mask of its bit 0.
                    let bytes = self.resize_lanes(&ints, fe.bits(), 8, len, false);
                    self.bit0_masks(&bytes)
                } else {
                    self.resize_lanes(&ints, fe.bits(), te.bits(), len, signed)
                }
            }
            CastOp::FpExt => {
                let mut out = Regs::new();
                let bytes = 4 * len;
                for (k, &c) in regs.iter().enumerate() {
                    out.push(self.vec2(VecOp2::Fcvtl, VecArr::S2, c));
                    if bytes - 16 * k as u32 > 8 {
                        let rd = self.vreg();
                        self.push(MInst::VecWidenHigh {
                            op: VecOp2::Fcvtl,
                            arr: VecArr::S2,
                            rd,
                            rn: c,
                        });
                        out.push(rd);
                    }
                }
                out
            }
            CastOp::FpTrunc => self.narrow_float(&regs, VecArr::S2),
            _ => return Err(err(self.pos, format!("vector {op:?} on AArch64"))),
        };
        self.define(i, &out)
    }

    /// Byte lanes made masks of their bit 0: shifted to the top, then back arithmetically.
    pub(super) fn bit0_masks(&mut self, bytes: &[Reg]) -> Regs {
        bytes
            .iter()
            .map(|&r| {
                let up = self.vreg();
                self.push(MInst::VecShiftImm {
                    op: VecShiftImm::Shl,
                    arr: VecArr::B16,
                    rd: up,
                    rn: r,
                    amount: 7,
                });
                let rd = self.vreg();
                self.push(MInst::VecShiftImm {
                    op: VecShiftImm::Sshr,
                    arr: VecArr::B16,
                    rd,
                    rn: up,
                    amount: 7,
                });
                rd
            })
            .collect()
    }

    /// The population count of each `bits`-bit lane of `x`: `cnt` counts bytes, then
    /// neighbouring counts are summed lane width by lane width.
    pub(super) fn popcount_lanes(&mut self, x: Reg, bits: u32) -> Reg {
        let mut r = self.vec2(VecOp2::Cnt, VecArr::B16, x);
        let mut width = 16;
        while width <= bits {
            let arr = arr_of(width);
            let high = self.vreg();
            self.push(MInst::VecShiftImm {
                op: VecShiftImm::Ushr,
                arr,
                rd: high,
                rn: r,
                amount: (width / 2) as u8,
            });
            let mask = self.splat_reg(width, (1u64 << (width / 2)) - 1);
            let low = self.vec3(VecOp3::And, VecArr::B16, r, mask);
            r = self.vec3(VecOp3::Add, arr, low, high);
            width *= 2;
        }
        r
    }

    /// A register with every `bits`-bit lane `value` (a small constant).
    fn splat_reg(&mut self, bits: u32, value: u64) -> Reg {
        let g = self.iconst(value);
        let rd = self.vreg();
        self.push(MInst::VecDupGpr {
            arr: arr_of(bits),
            rd,
            rn: g,
        });
        rd
    }

    /// Bitcasts to, from and between vectors: the memory image stays, only its registers
    /// change (general-purpose registers for scalars, SIMD chunks for vectors).
    fn vector_bitcast(&mut self, i: Inst, from: Type, to: Type, regs: Regs) -> LResult<()> {
        let (fv, tv) = (self.types().is_vector(from), self.types().is_vector(to));
        let bool_vec = |this: &Self, t: Type| {
            this.types().is_vector(t) && matches!(this.shape(t), Ok((Elem::Bool, _)))
        };
        let promoted = |this: &Self, t: Type| {
            this.types().is_vector(t) && matches!(this.shape(t), Ok((Elem::Promoted { .. }, _)))
        };
        if promoted(self, from) || promoted(self, to) {
            // The memory image packs the elements; registers hold them in wider lanes.
            let t = if promoted(self, from) { from } else { to };
            return Err(err(
                self.pos,
                format!(
                    "bitcasts of {} on AArch64",
                    rllc_ir::printer::type_to_string(self.m, t)
                ),
            ));
        }
        if bool_vec(self, from) {
            return self.mask_to_bits(i, from, to, &regs);
        }
        if bool_vec(self, to) {
            return self.bits_to_mask(i, to, from, &regs);
        }
        if fv && tv {
            return self.define(i, &regs);
        }
        let parts = if fv {
            self.parts_of(to)?
        } else {
            self.parts_of(from)?
        };
        if fv {
            // Vector to scalar parts: each 8 bytes of the image into one part.
            let mut out = Regs::new();
            for (k, &(p, off)) in parts.iter().enumerate() {
                let _ = k;
                let chunk = regs[(off / 16) as usize];
                let lane = ((off % 16) / 8) as u8;
                let r = match p {
                    Part::Int(_) => {
                        let rd = self.gpr();
                        self.push(MInst::VecMovToGpr {
                            size: 3,
                            signed: false,
                            sf: true,
                            rd,
                            rn: chunk,
                            index: lane,
                        });
                        rd
                    }
                    Part::F32 | Part::F64 if lane == 0 => chunk,
                    Part::F128 if lane == 0 => chunk,
                    _ => return Err(err(self.pos, "this bitcast from a vector on AArch64")),
                };
                out.push(r);
            }
            return self.define(i, &out);
        }
        // Scalar parts to a vector.
        let (te, tlen) = self.shape(to)?;
        let mut chunks = Parts::new();
        self.cx.vector_parts(te, tlen, 0, &mut chunks);
        let mut out: Vec<Option<Reg>> = vec![None; chunks.len()];
        for (&(p, off), &r) in parts.iter().zip(&regs) {
            let k = (off / 16) as usize;
            let lane = ((off % 16) / 8) as u8;
            out[k] = Some(match (p, out[k]) {
                (Part::F32 | Part::F64 | Part::F128, None) if lane == 0 => r,
                (Part::Int(_), None) if lane == 0 => {
                    let rd = self.vreg();
                    self.push(MInst::FMovFromGpr {
                        sf: true,
                        ty: FpSize::D,
                        rd,
                        rn: r,
                    });
                    rd
                }
                (Part::Int(_), Some(rv)) => {
                    let rd = self.vreg();
                    self.push(MInst::VecInsGpr {
                        size: 3,
                        rd,
                        rv,
                        index: lane,
                        rn: r,
                    });
                    rd
                }
                _ => return Err(err(self.pos, "this bitcast to a vector on AArch64")),
            });
        }
        let out: Option<Regs> = out.into_iter().collect();
        let out = out.ok_or_else(|| err(self.pos, "this bitcast to a vector on AArch64"))?;
        self.define(i, &out)
    }

    /// The weights of the bits of each byte lane: 1, 2, 4, …, 128, repeated, zero from
    /// lane `len` on.
    fn bit_weights(&mut self, len: u32) -> Reg {
        let weights: Vec<u8> = (0..16)
            .map(|k| if k < len { 1u8 << (k % 8) } else { 0 })
            .collect();
        self.pool_load(LdSt::LdrQ, weights)
    }

    /// `bitcast <N x i1> to iN` (or to another type of N bits): each mask byte's bit
    /// gathered into the integer, or into the bytes of a vector image.
    fn mask_to_bits(&mut self, i: Inst, from: Type, to: Type, masks: &[Reg]) -> LResult<()> {
        let (_, len) = self.shape(from)?;
        let small_int = len <= 64 && self.types().int_width(to).is_some();
        let mut acc: Option<Reg> = None;
        let mut bytes = Vec::new();
        for byte in 0..len.div_ceil(8) {
            let chunk = masks[(byte / 2) as usize];
            // Lanes past the last are undefined: their weights are zero.
            let weights = self.bit_weights(len - 16 * (byte / 2));
            let weighed = self.vec3(VecOp3::And, VecArr::B16, chunk, weights);
            let half = if byte % 2 == 0 {
                weighed
            } else {
                let rd = self.vreg();
                self.push(MInst::VecExt {
                    rd,
                    rn: weighed,
                    rm: weighed,
                    index: 8,
                });
                rd
            };
            let sum = self.vec_reduce(VecReduce::Addv, VecArr::B8, half);
            let g = self.lane_to_gpr(0, false, sum, 0);
            if !small_int {
                bytes.push(g);
                continue;
            }
            acc = Some(match acc {
                None => g,
                Some(a) => {
                    let rd = self.gpr();
                    self.push(MInst::AluRRR {
                        op: AluOp::Orr,
                        sf: true,
                        rd,
                        rn: a,
                        rm: g,
                        shift: crate::encode::ShiftOp::Lsl,
                        amount: (8 * byte) as u8,
                    });
                    rd
                }
            });
        }
        if small_int {
            let rd = acc.expect("at least one byte");
            return self.define(i, &[rd]);
        }
        // The image in 16-byte chunks, then in the destination's registers.
        let chunks = self.lanes_vector(Elem::Int(8), &bytes);
        if self.types().is_vector(to) {
            return self.define(i, &chunks);
        }
        let parts = self.parts_of(to)?;
        let mut out = Regs::new();
        for &(p, off) in parts.iter() {
            let chunk = chunks[(off / 16) as usize];
            let r = match p {
                Part::Int(_) => {
                    let rd = self.gpr();
                    self.push(MInst::VecMovToGpr {
                        size: 3,
                        signed: false,
                        sf: true,
                        rd,
                        rn: chunk,
                        index: ((off % 16) / 8) as u8,
                    });
                    rd
                }
                _ if off % 16 == 0 => chunk,
                _ => return Err(err(self.pos, "this bitcast of <N x i1> on AArch64")),
            };
            out.push(r);
        }
        self.define(i, &out)
    }

    /// `bitcast iN to <N x i1>` (or from a vector of N bits): byte k of the mask tests
    /// bit k of the source's image, which `tbl` spreads from its 16-byte chunks.
    fn bits_to_mask(&mut self, i: Inst, to: Type, from: Type, regs: &[Reg]) -> LResult<()> {
        let (_, len) = self.shape(to)?;
        let image: Regs = if self.types().is_vector(from) {
            Regs::from_slice(regs)
        } else {
            // The integer's 64-bit parts, two per SIMD register.
            regs.chunks(2)
                .map(|pair| {
                    if self.vc.class_of(pair[0]) == RegClass::Float {
                        // A floating-point scalar in the low bits of its register.
                        return pair[0];
                    }
                    let lo = self.vreg();
                    self.push(MInst::FMovFromGpr {
                        sf: true,
                        ty: FpSize::D,
                        rd: lo,
                        rn: pair[0],
                    });
                    match pair.get(1) {
                        Some(&hi) => {
                            let rd = self.vreg();
                            self.push(MInst::FMovToHigh { rd, rv: lo, rn: hi });
                            rd
                        }
                        None => lo,
                    }
                })
                .collect()
        };
        let weights = self.bit_weights(16);
        let out: Regs = (0..len.div_ceil(16))
            .map(|k| {
                // Byte j of mask chunk k holds image byte (16k + j) / 8, in image chunk
                // k / 8.
                let index: Vec<u8> = (0..16).map(|j| (((16 * k + j) / 8) % 16) as u8).collect();
                let index = self.pool_load(LdSt::LdrQ, index);
                let spread = self.tbl(true, None, &[image[(k / 8) as usize]], index);
                self.vec3(VecOp3::Cmtst, VecArr::B16, spread, weights)
            })
            .collect();
        self.define(i, &out)
    }

    /// A constant lane index.
    fn lane_index(&self, v: Value) -> Option<u32> {
        self.int_const(v).map(|k| k as u32)
    }

    fn extract_element(&mut self, i: Inst, args: &[Value]) -> LResult<()> {
        let (e, len) = self.shape(self.value_type(args[0]))?;
        let regs = self.value_regs(args[0])?;
        let bits = e.bits();
        let per_chunk = 128 / bits;
        let size = (bits / 8).trailing_zeros() as u8;
        let idx = match self.lane_index(args[1]) {
            Some(k) if k < len => k,
            Some(_) => 0,
            None => return self.extract_variable(i, (e, len), &regs, args[1]),
        };
        let (chunk, lane) = (regs[(idx / per_chunk) as usize], (idx % per_chunk) as u8);
        let rd = match e {
            Elem::F32 | Elem::F64 => {
                if lane == 0 {
                    chunk
                } else {
                    let rd = self.vreg();
                    self.push(MInst::VecDupElement {
                        arr: e.arr(),
                        rd,
                        rn: chunk,
                        index: lane,
                    });
                    rd
                }
            }
            _ => self.lane_to_gpr(size, false, chunk, lane),
        };
        self.define(i, &[rd])
    }

    /// `extractelement` at a variable index: through a stack slot holding the vector.
    fn extract_variable(
        &mut self,
        i: Inst,
        (e, len): (Elem, u32),
        regs: &[Reg],
        index: Value,
    ) -> LResult<()> {
        let slot = self.spill_vector(regs, e, len);
        let addr = self.slot_addr(slot, 0);
        let at = self.lane_address(addr, e, len, index)?;
        let part = e.scalar_part();
        let op = self.access(part, true)?;
        let rt = self.vc.new_vreg(part.class());
        self.push(MInst::Load {
            op,
            rt,
            mem: Amode::RegOff { base: at, off: 0 },
        });
        self.define(i, &[rt])
    }

    /// Stores the chunks of a vector of `len` lanes of `e` to a new stack slot, large
    /// enough for any lane index [`Self::lane_address`] computes.
    fn spill_vector(&mut self, regs: &[Reg], e: Elem, len: u32) -> StackSlot {
        let reach = len.next_power_of_two() * e.bits() / 8;
        let slot = self.slots.add((16 * regs.len() as u32).max(reach), 16);
        for (k, &r) in regs.iter().enumerate() {
            self.push(MInst::Store {
                op: LdSt::StrQ,
                rt: r,
                mem: Amode::Slot {
                    slot,
                    off: 16 * k as i64,
                },
            });
        }
        slot
    }

    /// `base + (index mod lanes) * lane bytes` in a new register, `lanes` being the
    /// vector's lane count rounded up to a power of two (an index out of range gives
    /// poison, but must stay inside the vector's slot, as llc's `and` keeps it).
    fn lane_address(&mut self, base: Reg, e: Elem, len: u32, index: Value) -> LResult<Reg> {
        let r = self.reg(index)?;
        let x = self.gpr();
        self.push(MInst::LogicImm {
            op: AluOp::And,
            sf: true,
            rd: x,
            rn: r,
            imm: u64::from(len.next_power_of_two() - 1),
        });
        let rd = self.gpr();
        self.push(MInst::AluRRR {
            op: AluOp::Add,
            sf: true,
            rd,
            rn: base,
            rm: x,
            shift: crate::encode::ShiftOp::Lsl,
            amount: (e.bits() / 8).trailing_zeros() as u8,
        });
        Ok(rd)
    }

    fn insert_element(&mut self, i: Inst, args: &[Value]) -> LResult<()> {
        let ty = self.body.insts[i].ty;
        let (e, len) = self.shape(ty)?;
        let mut regs = self.value_regs(args[0])?;
        let bits = e.bits();
        let per_chunk = 128 / bits;
        let size = (bits / 8).trailing_zeros() as u8;
        let value = self.reg(args[1])?;
        let Some(idx) = self.lane_index(args[2]).filter(|&k| k < len) else {
            // A variable index: through a stack slot.
            let slot = self.spill_vector(&regs, e, len);
            let addr = self.slot_addr(slot, 0);
            let at = self.lane_address(addr, e, len, args[2])?;
            let part = e.scalar_part();
            let op = self.access(part, false)?;
            self.push(MInst::Store {
                op,
                rt: value,
                mem: Amode::RegOff { base: at, off: 0 },
            });
            let out: Regs = (0..regs.len())
                .map(|k| {
                    let rt = self.vreg();
                    self.push(MInst::Load {
                        op: LdSt::LdrQ,
                        rt,
                        mem: Amode::Slot {
                            slot,
                            off: 16 * k as i64,
                        },
                    });
                    rt
                })
                .collect();
            return self.define(i, &out);
        };
        let (k, lane) = ((idx / per_chunk) as usize, (idx % per_chunk) as u8);
        let rd = self.vreg();
        if self.vc.class_of(value) == RegClass::Int {
            self.push(MInst::VecInsGpr {
                size,
                rd,
                rv: regs[k],
                index: lane,
                rn: value,
            });
        } else {
            self.push(MInst::VecInsElement {
                size,
                rd,
                rv: regs[k],
                dst: lane,
                rn: value,
                src: 0,
            });
        }
        regs[k] = rd;
        self.define(i, &regs)
    }

    /// `shufflevector` with a constant mask: each result chunk gathers its bytes from the
    /// source chunks with `tbl` (an index of 16 or more gives zero) and ors them
    /// together; a splat of one lane is a `dup`.
    fn shuffle(&mut self, i: Inst, args: &[Value], mask: Const) -> LResult<()> {
        let ty = self.body.insts[i].ty;
        let (e, len) = self.shape(ty)?;
        let (_, src_len) = self.shape(self.value_type(args[0]))?;
        let lanes = self.mask_lanes(mask, len)?;
        let a = self.value_regs(args[0])?;
        // An undefined second operand gives undefined lanes: any register will do.
        let undef = matches!(args[1], Value::Const(c)
            if matches!(self.m.consts.get(c).kind, ConstKind::Undef | ConstKind::Poison));
        let b = if undef {
            a.clone()
        } else {
            self.value_regs(args[1])?
        };
        let sources: Regs = a.iter().chain(b.iter()).copied().collect();
        let lane_bytes = e.bits() / 8;
        let src_bytes = lane_bytes * src_len;
        let mut chunks = Parts::new();
        self.cx.vector_parts(e, len, 0, &mut chunks);
        // A splat of one lane.
        if let Some(Some(first)) = lanes.first() {
            if lanes.iter().all(|l| l.is_none_or(|x| x == *first)) {
                let from = if *first < src_len {
                    *first
                } else {
                    *first - src_len
                };
                let regs = if *first < src_len { &a } else { &b };
                let per_chunk = 128 / e.bits();
                let chunk = regs[(from / per_chunk) as usize];
                let rd = self.vreg();
                if e == Elem::F128 {
                    // One lane per register: copies of it.
                    self.copy(rd, chunk);
                } else {
                    self.push(MInst::VecDupElement {
                        arr: e.arr(),
                        rd,
                        rn: chunk,
                        index: (from % per_chunk) as u8,
                    });
                }
                let out: Regs = chunks.iter().map(|_| rd).collect();
                return self.define(i, &out);
            }
        }
        let mut out = Regs::new();
        for (k, _) in chunks.iter().enumerate() {
            // Byte j of result chunk k comes from source byte src[j] of the concatenated
            // image (a's chunks, then b's, each padded to 16-byte chunks).
            let mut from_chunk: Vec<Option<(usize, u8)>> = vec![None; 16];
            for (j, slot) in from_chunk.iter_mut().enumerate() {
                let byte = 16 * k as u32 + j as u32;
                let lane = byte / lane_bytes;
                if lane >= len {
                    continue;
                }
                if let Some(src_lane) = lanes[lane as usize] {
                    let (base, l) = if src_lane < src_len {
                        (0, src_lane)
                    } else {
                        (a.len(), src_lane - src_len)
                    };
                    let sbyte = l * lane_bytes + byte % lane_bytes;
                    if sbyte < src_bytes {
                        *slot = Some((base + (sbyte / 16) as usize, (sbyte % 16) as u8));
                    }
                }
            }
            // Halves that are each one half of a source chunk (or unused): the low one
            // moved down when it is a high half (`ext #8`), the high one moved in (`mov
            // rd.d[1], hi.d[k]`).
            let half_of = |h: usize| {
                let bytes = &from_chunk[8 * h..8 * h + 8];
                let first = bytes
                    .iter()
                    .enumerate()
                    .find_map(|(j, s)| Some((s.as_ref()?, j)));
                let Some((&(c, b), j)) = first else {
                    return Some(None);
                };
                let off = (b as usize).checked_sub(j).filter(|o| o % 8 == 0)?;
                bytes
                    .iter()
                    .enumerate()
                    .all(|(j, s)| s.is_none_or(|(cc, b)| cc == c && usize::from(b) == off + j))
                    .then_some(Some((c, off as u8)))
            };
            if let (Some(Some((lo, lo_off))), Some(hi)) = (half_of(0), half_of(1)) {
                let mut r = sources[lo];
                if lo_off == 8 {
                    let rd = self.vreg();
                    self.push(MInst::VecExt {
                        rd,
                        rn: r,
                        rm: r,
                        index: 8,
                    });
                    r = rd;
                }
                if let Some((hi, hi_off)) = hi {
                    r = self.concat_halves(r, sources[hi], hi_off / 8);
                }
                out.push(r);
                continue;
            }
            let mut used: Vec<usize> = from_chunk.iter().flatten().map(|&(c, _)| c).collect();
            used.sort_unstable();
            used.dedup();
            let mut acc: Option<Reg> = None;
            for c in used {
                let index: Vec<u8> = from_chunk
                    .iter()
                    .map(|s| match s {
                        Some((cc, byte)) if *cc == c => *byte,
                        _ => 0xff,
                    })
                    .collect();
                let idx = self.pool_load(LdSt::LdrQ, index);
                let rd = self.tbl(true, None, &[sources[c]], idx);
                acc = Some(match acc {
                    None => rd,
                    Some(p) => self.vec3(VecOp3::Orr, VecArr::B16, p, rd),
                });
            }
            let r = match acc {
                Some(r) => r,
                None => {
                    let rd = self.vreg();
                    self.push(MInst::VecZero { rd });
                    rd
                }
            };
            out.push(r);
        }
        self.define(i, &out)
    }

    /// The source lane of each result lane of a shuffle mask (`None`: undefined).
    pub(super) fn mask_lanes(&self, mask: Const, len: u32) -> LResult<Vec<Option<u32>>> {
        Ok(match &self.m.consts.get(mask).kind {
            ConstKind::Aggregate(elems) => elems
                .iter()
                .map(|&x| self.m.consts.as_u64(x).map(|v| v as u32))
                .collect(),
            ConstKind::Zero => vec![Some(0); len as usize],
            ConstKind::Undef | ConstKind::Poison => vec![None; len as usize],
            ConstKind::Splat(x) => vec![self.m.consts.as_u64(*x).map(|v| v as u32); len as usize],
            _ => return Err(err(self.pos, "this shuffle mask")),
        })
    }

    /// Loads a vector chunk of `bytes` bytes at `mem` into a new register: one `ldr` of
    /// the largest power of two, then lanes.
    pub(super) fn load_chunk(&mut self, bytes: u8, mem: Amode) -> Reg {
        let first = 1u8 << (7 - bytes.leading_zeros());
        let op = [LdSt::LdrB, LdSt::LdrH, LdSt::LdrS, LdSt::LdrD, LdSt::LdrQ]
            [first.trailing_zeros() as usize];
        let mut cur = self.vreg();
        self.push(MInst::Load { op, rt: cur, mem });
        let mut at = first;
        while at < bytes {
            let piece = 1u8 << (7 - (bytes - at).leading_zeros());
            let addr = self.amode_address(mem, i64::from(at));
            let rd = self.vreg();
            let size = piece.trailing_zeros() as u8;
            self.push(MInst::VecLoadLane {
                size,
                rd,
                rv: cur,
                index: at >> size,
                addr,
            });
            cur = rd;
            at += piece;
        }
        cur
    }

    /// Stores a vector chunk of `bytes` bytes from `rt` at `mem`.
    pub(super) fn store_chunk(&mut self, bytes: u8, rt: Reg, mem: Amode) {
        let first = 1u8 << (7 - bytes.leading_zeros());
        let op = [LdSt::StrB, LdSt::StrH, LdSt::StrS, LdSt::StrD, LdSt::StrQ]
            [first.trailing_zeros() as usize];
        self.push(MInst::Store { op, rt, mem });
        let mut at = first;
        while at < bytes {
            let piece = 1u8 << (7 - (bytes - at).leading_zeros());
            let addr = self.amode_address(mem, i64::from(at));
            let size = piece.trailing_zeros() as u8;
            self.push(MInst::VecStoreLane {
                size,
                rt,
                index: at >> size,
                addr,
            });
            at += piece;
        }
    }

    /// A GEP on vectors of pointers or with vector indices, lane by lane through
    /// general-purpose registers: each lane's base plus its indices times their element
    /// sizes (scalar operands count for every lane).
    fn vector_gep(&mut self, i: Inst, source: Type, args: &[Value]) -> LResult<()> {
        let (_, len) = self.shape(self.body.insts[i].ty)?;
        // The element size of each index operand, and the constant offset of struct
        // fields.
        let mut sizes = Vec::with_capacity(args.len() - 1);
        let mut field_off = 0i64;
        let mut ty = source;
        for (k, &ix) in args[1..].iter().enumerate() {
            if k == 0 {
                sizes.push(Some(self.cx.layouts.size(source)));
            } else if self.types().struct_fields(ty).is_some() {
                let f = if self.is_vector(ix) {
                    self.splat_const(ix)
                } else {
                    self.int_const(ix)
                }
                .ok_or_else(|| err(self.pos, "non-constant struct index"))?;
                field_off += self.cx.layouts.field_offset(self.types(), ty, f as usize) as i64;
                ty = self.types().aggregate_element(ty, f).expect("field");
                sizes.push(None);
            } else {
                ty = self
                    .types()
                    .element_type(ty)
                    .ok_or_else(|| err(self.pos, "GEP into a non-aggregate"))?;
                sizes.push(Some(self.cx.layouts.size(ty)));
            }
        }
        // Each operand as per-lane registers (or one scalar for all lanes).
        let lanes_of = |this: &mut Self, v: Value| -> LResult<Vec<Reg>> {
            if !this.is_vector(v) {
                let bits = this.int_bits(this.value_type(v))?;
                let r = this.reg(v)?;
                return Ok(vec![this.extend(r, bits, true); len as usize]);
            }
            let (e, _) = this.shape(this.value_type(v))?;
            if !matches!(e, Elem::Int(_)) {
                return Err(err(this.pos, "GEP indices of this vector type on AArch64"));
            }
            let chunks = this.value_regs(v)?;
            let per_chunk = 128 / e.bits();
            let size = (e.bits() / 8).trailing_zeros() as u8;
            Ok((0..len)
                .map(|l| {
                    let chunk = chunks[(l / per_chunk) as usize];
                    this.lane_to_gpr(size, true, chunk, (l % per_chunk) as u8)
                })
                .collect())
        };
        let mut acc = lanes_of(self, args[0])?;
        for (&ix, size) in args[1..].iter().zip(sizes) {
            let Some(size) = size else { continue };
            let idx = lanes_of(self, ix)?;
            let k = self.iconst(size);
            for (a, x) in acc.iter_mut().zip(idx) {
                let rd = self.gpr();
                self.push(MInst::Dp3 {
                    op: Dp3Op::Madd,
                    sf: true,
                    rd,
                    rn: x,
                    rm: k,
                    ra: *a,
                });
                *a = rd;
            }
        }
        let mut chunks = Parts::new();
        self.cx.vector_parts(Elem::Int(64), len, 0, &mut chunks);
        let mut out = Regs::new();
        for lanes in acc.chunks(2) {
            let mut cur = self.vreg();
            self.push(MInst::VecZero { rd: cur });
            for (l, &lane) in lanes.iter().enumerate() {
                let lane = self.add_imm(lane, field_off);
                let rd = self.vreg();
                self.push(MInst::VecInsGpr {
                    size: 3,
                    rd,
                    rv: cur,
                    index: l as u8,
                    rn: lane,
                });
                cur = rd;
            }
            out.push(cur);
        }
        debug_assert_eq!(out.len(), chunks.len());
        self.define(i, &out)
    }

    /// Vector reductions (`llvm.vector.reduce.*`).
    pub(super) fn lower_vector_reduce(
        &mut self,
        i: Inst,
        name: &str,
        args: &[Value],
    ) -> LResult<()> {
        let op = name
            .strip_prefix("llvm.vector.reduce.")
            .and_then(|r| r.split('.').next())
            .unwrap_or("");
        let v = *args.last().expect("reduced vector");
        let (e, len) = self.shape(self.value_type(v))?;
        if matches!(e, Elem::F16 | Elem::F128) {
            return self.lane_vector_reduce(i, op, e, len, args);
        }
        let regs = self.value_regs(v)?;
        // Promoted lanes: min and max compare the extended values.
        let regs = match op {
            "smax" | "smin" => self.extend_lanes(&regs, e, true),
            "umax" | "umin" => self.extend_lanes(&regs, e, false),
            _ => regs,
        };
        // Lane by lane through general-purpose registers or scalar floating point: exact
        // for every operation and width (ordered fadd/fmul included).
        let bits = e.bits();
        let per_chunk = 128 / bits;
        let size = (bits / 8).trailing_zeros() as u8;
        let float = matches!(e, Elem::F32 | Elem::F64);
        let mut acc: Option<Reg> = if float && matches!(op, "fadd" | "fmul") {
            Some(self.reg(args[0])?)
        } else {
            None
        };
        let fty = if e == Elem::F32 { FpSize::S } else { FpSize::D };
        for lane in 0..len {
            let chunk = regs[(lane / per_chunk) as usize];
            let idx = (lane % per_chunk) as u8;
            let x = if float {
                if idx == 0 {
                    chunk
                } else {
                    let rd = self.vreg();
                    self.push(MInst::VecDupElement {
                        arr: e.arr(),
                        rd,
                        rn: chunk,
                        index: idx,
                    });
                    rd
                }
            } else {
                let signed = matches!(op, "smax" | "smin");
                self.lane_to_gpr(size, signed, chunk, idx)
            };
            acc = Some(match acc {
                None => x,
                Some(a) => self.reduce_step(op, float, fty, bits, a, x)?,
            });
        }
        let rd = acc.expect("a vector has lanes");
        self.define(i, &[rd])
    }

    /// One step of a reduction: `a op x`.
    fn reduce_step(
        &mut self,
        op: &str,
        float: bool,
        fty: FpSize,
        bits: u32,
        a: Reg,
        x: Reg,
    ) -> LResult<Reg> {
        if float {
            let fop = match op {
                "fadd" => Fp2Op::Fadd,
                "fmul" => Fp2Op::Fmul,
                "fmax" => Fp2Op::Fmaxnm,
                "fmin" => Fp2Op::Fminnm,
                "fmaximum" => Fp2Op::Fmax,
                "fminimum" => Fp2Op::Fmin,
                _ => return Err(err(self.pos, format!("vector reduction {op} on AArch64"))),
            };
            let rd = self.fpr();
            self.push(MInst::Fp2 {
                op: fop,
                ty: fty,
                rd,
                rn: a,
                rm: x,
            });
            return Ok(rd);
        }
        let sf = bits > 32;
        let rd = self.gpr();
        match op {
            "add" => self.alu(AluOp::Add, true, rd, a, x),
            "mul" => self.push(MInst::Mul {
                sf: true,
                rd,
                rn: a,
                rm: x,
            }),
            "and" => self.alu(AluOp::And, true, rd, a, x),
            "or" => self.alu(AluOp::Orr, true, rd, a, x),
            "xor" => self.alu(AluOp::Eor, true, rd, a, x),
            "smax" | "smin" | "umax" | "umin" => {
                self.push(MInst::Cmp {
                    op: AluOp::Subs,
                    sf: true,
                    rn: a,
                    rm: x,
                });
                let cond = match op {
                    "smax" => Cond::Gt,
                    "smin" => Cond::Lt,
                    "umax" => Cond::Hi,
                    _ => Cond::Lo,
                };
                let _ = sf;
                self.push(MInst::Csel {
                    op: CselOp::Csel,
                    sf: true,
                    rd,
                    rn: a,
                    rm: x,
                    cond,
                });
            }
            _ => return Err(err(self.pos, format!("vector reduction {op} on AArch64"))),
        }
        Ok(rd)
    }
}

impl Lowerer<'_, '_> {
    /// A vector constant: its memory image from the constant pool, chunk by chunk (or
    /// `movi #0` for zero chunks).
    pub(super) fn vector_const(&mut self, c: Const, out: &mut Regs) -> LResult<()> {
        let t = self.m.consts.ty(c);
        let (e, len) = self.shape(t)?;
        let lane_bytes = (e.bits() / 8) as usize;
        let value = |this: &Self, x: Const| -> LResult<u64> {
            match this.m.consts.get(x).kind {
                ConstKind::Int(v) if e == Elem::Bool => Ok(if v & 1 != 0 { 0xff } else { 0 }),
                ConstKind::Int(v) => Ok(v),
                ConstKind::Float(v) => Ok(v as u64),
                ConstKind::Null | ConstKind::Zero | ConstKind::Undef | ConstKind::Poison => Ok(0),
                _ => Err(err(this.pos, "vector constants of addresses on AArch64")),
            }
        };
        let consts: Vec<Const> = match &self.m.consts.get(c).kind {
            ConstKind::Aggregate(xs) => xs.to_vec(),
            ConstKind::Splat(x) => vec![*x; len as usize],
            _ => Vec::new(),
        };
        if e == Elem::F128 {
            for k in 0..len as usize {
                let bits = match consts.get(k).map(|&x| &self.m.consts.get(x).kind) {
                    Some(ConstKind::Float(v)) => *v,
                    _ => 0,
                };
                if bits == 0 {
                    let rd = self.vreg();
                    self.push(MInst::VecZero { rd });
                    out.push(rd);
                } else {
                    out.push(self.pool_load(LdSt::LdrQ, bits.to_le_bytes().to_vec()));
                }
            }
            return Ok(());
        }
        if e == Elem::Int(64) && consts.iter().any(|&x| value(self, x).is_err()) {
            // Addresses (`<2 x ptr> <ptr @a, ptr @b>`): lane by lane.
            for pair in consts.chunks(2) {
                let mut cur = self.vreg();
                self.push(MInst::VecZero { rd: cur });
                for (l, &x) in pair.iter().enumerate() {
                    let cv = self.const_val(x)?;
                    let g = self.materialize(Part::Int(64), cv);
                    let rd = self.vreg();
                    self.push(MInst::VecInsGpr {
                        size: 3,
                        rd,
                        rv: cur,
                        index: l as u8,
                        rn: g,
                    });
                    cur = rd;
                }
                out.push(cur);
            }
            return Ok(());
        }
        let elems: Vec<u64> = if consts.is_empty() {
            vec![0; len as usize]
        } else {
            consts
                .iter()
                .map(|&x| value(self, x))
                .collect::<LResult<_>>()?
        };
        let mut image: Vec<u8> = elems
            .iter()
            .flat_map(|v| v.to_le_bytes()[..lane_bytes].to_vec())
            .collect();
        image.resize(image.len().next_multiple_of(16), 0);
        for chunk in image.chunks(16) {
            if chunk.iter().all(|&b| b == 0) {
                let rd = self.vreg();
                self.push(MInst::VecZero { rd });
                out.push(rd);
            } else {
                out.push(self.pool_load(LdSt::LdrQ, chunk.to_vec()));
            }
        }
        Ok(())
    }

    /// `llvm.smax`/`smin`/`umax`/`umin` (`base`) of integer lanes `e` in `a` and `b`:
    /// lane-wise, or with 64-bit lanes (which have no min/max) a compare and a bitwise
    /// select.
    fn lane_min_max(&mut self, i: Inst, base: &str, e: Elem, a: Regs, b: Regs) -> LResult<()> {
        let arr = e.arr();
        let (op, cmp, swap) = match base {
            "llvm.smax" => (VecOp3::Smax, VecOp3::Cmgt, false),
            "llvm.smin" => (VecOp3::Smin, VecOp3::Cmgt, true),
            "llvm.umax" => (VecOp3::Umax, VecOp3::Cmhi, false),
            _ => (VecOp3::Umin, VecOp3::Cmhi, true),
        };
        let out: Regs = a
            .iter()
            .zip(&b)
            .map(|(&x, &y)| {
                if e.bits() < 64 {
                    return self.vec3(op, arr, x, y);
                }
                let (l, r) = if swap { (y, x) } else { (x, y) };
                let mask = self.vec3(cmp, arr, l, r);
                let rd = self.vreg();
                self.push(MInst::VecBsl {
                    rd,
                    mask,
                    a: x,
                    b: y,
                });
                rd
            })
            .collect();
        self.define(i, &out)
    }

    /// Intrinsics on vectors: lane-wise integer min/max, `abs`, saturating arithmetic,
    /// floating-point rounding and `fabs`/`sqrt`, byte population counts.
    pub(super) fn lower_vector_intrinsic(
        &mut self,
        i: Inst,
        name: &str,
        args: &[Value],
    ) -> LResult<()> {
        let ty = self.body.insts[i].ty;
        let (e, _) = self.shape(ty)?;
        let base = name.split('.').take(2).collect::<Vec<_>>().join(".");
        let unsupported = |this: &Self| err(this.pos, format!("intrinsic {name} on AArch64"));
        let e = match e {
            Elem::F16 | Elem::F128 => {
                if self.lane_vector_intrinsic(i, e, &base, args)? {
                    return Ok(());
                }
                return Err(unsupported(self));
            }
            // Promoted lanes: min, max and abs of the extended values.
            Elem::Promoted { lane, .. } => {
                let signed = match base.as_str() {
                    "llvm.smax" | "llvm.smin" | "llvm.abs" => true,
                    "llvm.umax" | "llvm.umin" => false,
                    _ => return Err(unsupported(self)),
                };
                let a = self.value_regs(args[0])?;
                let a = self.extend_lanes(&a, e, signed);
                if base == "llvm.abs" {
                    let out: Regs = a
                        .iter()
                        .map(|&x| self.vec2(VecOp2::Abs, arr_of(u32::from(lane)), x))
                        .collect();
                    return self.define(i, &out);
                }
                let b = self.value_regs(args[1])?;
                let b = self.extend_lanes(&b, e, signed);
                return self.lane_min_max(i, &base, Elem::Int(lane), a, b);
            }
            _ => e,
        };
        let arr = e.arr();
        let binary = match base.as_str() {
            "llvm.smax" => Some(VecOp3::Smax),
            "llvm.smin" => Some(VecOp3::Smin),
            "llvm.umax" => Some(VecOp3::Umax),
            "llvm.umin" => Some(VecOp3::Umin),
            "llvm.sadd" if name.starts_with("llvm.sadd.sat") => Some(VecOp3::Sqadd),
            "llvm.uadd" if name.starts_with("llvm.uadd.sat") => Some(VecOp3::Uqadd),
            "llvm.ssub" if name.starts_with("llvm.ssub.sat") => Some(VecOp3::Sqsub),
            "llvm.usub" if name.starts_with("llvm.usub.sat") => Some(VecOp3::Uqsub),
            "llvm.minnum" => Some(VecOp3::Fminnm),
            "llvm.maxnum" => Some(VecOp3::Fmaxnm),
            "llvm.minimum" => Some(VecOp3::Fmin),
            "llvm.maximum" => Some(VecOp3::Fmax),
            _ => None,
        };
        let wide_minmax = e.bits() == 64
            && matches!(
                binary,
                Some(VecOp3::Smax | VecOp3::Smin | VecOp3::Umax | VecOp3::Umin)
            );
        if let (Some(op), false) = (binary, wide_minmax) {
            let a = self.value_regs(args[0])?;
            let b = self.value_regs(args[1])?;
            let out: Regs = a
                .iter()
                .zip(&b)
                .map(|(&x, &y)| self.vec3(op, arr, x, y))
                .collect();
            return self.define(i, &out);
        }
        if matches!(base.as_str(), "llvm.fma" | "llvm.fmuladd") {
            let a = self.value_regs(args[0])?;
            let b = self.value_regs(args[1])?;
            let c = self.value_regs(args[2])?;
            let out: Regs = (0..a.len())
                .map(|k| {
                    let rd = self.vreg();
                    self.push(MInst::VecFmla {
                        op: VecOp3::Fmla,
                        arr,
                        rd,
                        acc: c[k],
                        rn: a[k],
                        rm: b[k],
                    });
                    rd
                })
                .collect();
            return self.define(i, &out);
        }
        if wide_minmax {
            // No 64-bit lane min/max: a compare and a bitwise select.
            let a = self.value_regs(args[0])?;
            let b = self.value_regs(args[1])?;
            let (cmp, swap) = match binary {
                Some(VecOp3::Smax) => (VecOp3::Cmgt, false),
                Some(VecOp3::Smin) => (VecOp3::Cmgt, true),
                Some(VecOp3::Umax) => (VecOp3::Cmhi, false),
                _ => (VecOp3::Cmhi, true),
            };
            let out: Regs = a
                .iter()
                .zip(&b)
                .map(|(&x, &y)| {
                    let (l, r) = if swap { (y, x) } else { (x, y) };
                    let mask = self.vec3(cmp, arr, l, r);
                    let rd = self.vreg();
                    self.push(MInst::VecBsl {
                        rd,
                        mask,
                        a: x,
                        b: y,
                    });
                    rd
                })
                .collect();
            return self.define(i, &out);
        }
        let amount = args.get(2).and_then(|&a| self.splat_const(a));
        if let ("llvm.fshl" | "llvm.fshr", Some(k)) = (base.as_str(), amount) {
            // Funnel shifts by a splat constant: two immediate shifts and an or.
            let bits = u64::from(e.bits());
            let k = (k % bits) as u8;
            let left = base == "llvm.fshl";
            let a = self.value_regs(args[0])?;
            let b = self.value_regs(args[1])?;
            if k == 0 {
                let same = if left { a } else { b };
                return self.define(i, &same);
            }
            let (up, down) = if left {
                (k, bits as u8 - k)
            } else {
                (bits as u8 - k, k)
            };
            let out: Regs = a
                .iter()
                .zip(&b)
                .map(|(&x, &y)| {
                    let (hi, lo) = (self.vreg(), self.vreg());
                    self.push(MInst::VecShiftImm {
                        op: VecShiftImm::Shl,
                        arr,
                        rd: hi,
                        rn: x,
                        amount: up,
                    });
                    self.push(MInst::VecShiftImm {
                        op: VecShiftImm::Ushr,
                        arr,
                        rd: lo,
                        rn: y,
                        amount: down,
                    });
                    self.vec3(VecOp3::Orr, VecArr::B16, hi, lo)
                })
                .collect();
            return self.define(i, &out);
        }
        if base == "llvm.ctpop" {
            let a = self.value_regs(args[0])?;
            let out: Regs = a
                .iter()
                .map(|&x| self.popcount_lanes(x, e.bits()))
                .collect();
            return self.define(i, &out);
        }
        let unary = match base.as_str() {
            "llvm.abs" => Some(VecOp2::Abs),
            "llvm.fabs" => Some(VecOp2::Fabs),
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
        if let Some(op) = unary {
            let a = self.value_regs(args[0])?;
            let out: Regs = a.iter().map(|&x| self.vec2(op, arr, x)).collect();
            return self.define(i, &out);
        }
        Err(err(self.pos, format!("intrinsic {name} on AArch64")))
    }
}
