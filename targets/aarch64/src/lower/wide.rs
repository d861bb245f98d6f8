//! Integers of 65 to 128 bits in two general-purpose registers (low limb, high limb;
//! the high limb's bits above the type's width undefined): carries through the flags,
//! shifts by constants with `extr`, and libgcc's `__multi3`-family routines where llc
//! calls them (division, variable shifts).

use super::*;
use crate::encode::AdcOp;
use crate::regs;
use rllc_ir::inst::{BinOp, IntPred};

/// The libgcc routine converting between a 128-bit integer (`signed` or not) and the
/// floating-point format of `suffix` (`sf`, `df`, `tf`), in the direction `to_float`.
fn conversion_routine(to_float: bool, signed: bool, suffix: &str) -> &'static str {
    match (to_float, signed, suffix) {
        (true, true, "sf") => "__floattisf",
        (true, true, "df") => "__floattidf",
        (true, true, _) => "__floattitf",
        (true, false, "sf") => "__floatuntisf",
        (true, false, "df") => "__floatuntidf",
        (true, false, _) => "__floatuntitf",
        (false, true, "sf") => "__fixsfti",
        (false, true, "df") => "__fixdfti",
        (false, true, _) => "__fixtfti",
        (false, false, "sf") => "__fixunssfti",
        (false, false, "df") => "__fixunsdfti",
        (false, false, _) => "__fixunstfti",
    }
}

impl Lowerer<'_, '_> {
    /// The width of a wide integer type (65–128 bits), or `None` for other types.
    pub(super) fn wide_bits(&self, t: Type) -> Option<u32> {
        match self.types().get(t) {
            TypeData::Int(b) if *b > 64 => Some(*b),
            _ => None,
        }
    }

    /// The two limbs of wide value `v`, the high one extended from the type's top bit
    /// when `extend` says how (`Some(signed)`).
    fn limbs(&mut self, v: Value, extend: Option<bool>) -> LResult<(Reg, Reg)> {
        let bits = self.wide_bits(self.value_type(v)).expect("wide integer");
        if bits > 128 {
            return Err(err(
                self.pos,
                format!("arithmetic on i{bits} (wider than 128 bits) on AArch64"),
            ));
        }
        let regs = self.value_regs(v)?;
        let hi = match extend {
            Some(signed) => self.extend(regs[1], bits - 64, signed),
            None => regs[1],
        };
        Ok((regs[0], hi))
    }

    /// The value of a wide integer constant that fits 64 bits.
    fn wide_const(&self, v: Value) -> Option<u64> {
        let Value::Const(c) = v else { return None };
        match &self.m.consts.get(c).kind {
            ConstKind::Int(k) => Some(*k),
            ConstKind::BigInt(limbs) if limbs[1..].iter().all(|&l| l == 0) => Some(limbs[0]),
            _ => None,
        }
    }

    fn adc(&mut self, op: AdcOp, rn: Reg, rm: Reg) -> Reg {
        let rd = self.gpr();
        self.push(MInst::Adc {
            op,
            sf: true,
            rd,
            rn,
            rm,
        });
        rd
    }

    /// The 128-bit sum (`add`) or difference of limb pairs `a` and `b` (low, high), and
    /// the condition that holds when it overflowed: V when `signed`, else the carry of
    /// an addition or the borrow of a subtraction.
    fn add_sub_128(
        &mut self,
        add: bool,
        signed: bool,
        (a0, a1): (Reg, Reg),
        (b0, b1): (Reg, Reg),
    ) -> (Reg, Reg, Cond) {
        let lo = self.gpr();
        let op = if add { AluOp::Adds } else { AluOp::Subs };
        self.alu(op, true, lo, a0, b0);
        let hi = self.adc(if add { AdcOp::Adcs } else { AdcOp::Sbcs }, a1, b1);
        let overflow = match (signed, add) {
            (true, _) => Cond::Vs,
            (false, true) => Cond::Hs,
            (false, false) => Cond::Lo,
        };
        (lo, hi, overflow)
    }

    /// Binary operations on wide integers.
    pub(super) fn wide_binary(&mut self, i: Inst, op: BinOp, args: &[Value]) -> LResult<()> {
        let bits = self.wide_bits(self.body.insts[i].ty).expect("wide integer");
        let shift_amount = match op {
            BinOp::Shl | BinOp::LShr | BinOp::AShr => self.wide_const(args[1]),
            _ => None,
        };
        let (lo, hi) = match op {
            BinOp::Add | BinOp::Sub => {
                let (a0, a1) = self.limbs(args[0], None)?;
                let (b0, b1) = self.limbs(args[1], None)?;
                let (low, high) = if op == BinOp::Add {
                    (AluOp::Adds, AdcOp::Adc)
                } else {
                    (AluOp::Subs, AdcOp::Sbc)
                };
                let lo = self.gpr();
                self.alu(low, true, lo, a0, b0);
                (lo, self.adc(high, a1, b1))
            }
            BinOp::And | BinOp::Or | BinOp::Xor => {
                let alu = match op {
                    BinOp::And => AluOp::And,
                    BinOp::Or => AluOp::Orr,
                    _ => AluOp::Eor,
                };
                let a = self.value_regs(args[0])?;
                let b = self.value_regs(args[1])?;
                let out: Regs = a
                    .iter()
                    .zip(&b)
                    .map(|(&x, &y)| {
                        let rd = self.gpr();
                        self.alu(alu, true, rd, x, y);
                        rd
                    })
                    .collect();
                return self.define(i, &out);
            }
            BinOp::Mul => {
                let (a0, a1) = self.limbs(args[0], None)?;
                let (b0, b1) = self.limbs(args[1], None)?;
                let lo = self.gpr();
                self.push(MInst::Mul {
                    sf: true,
                    rd: lo,
                    rn: a0,
                    rm: b0,
                });
                let carry = self.gpr();
                self.push(MInst::MulHigh {
                    signed: false,
                    rd: carry,
                    rn: a0,
                    rm: b0,
                });
                let t = self.gpr();
                self.push(MInst::Dp3 {
                    op: Dp3Op::Madd,
                    sf: true,
                    rd: t,
                    rn: a0,
                    rm: b1,
                    ra: carry,
                });
                let hi = self.gpr();
                self.push(MInst::Dp3 {
                    op: Dp3Op::Madd,
                    sf: true,
                    rd: hi,
                    rn: a1,
                    rm: b0,
                    ra: t,
                });
                (lo, hi)
            }
            BinOp::Shl | BinOp::LShr | BinOp::AShr if shift_amount.is_some() => {
                // An amount of `bits` or more is poison: any value will do.
                let k = (shift_amount.expect("constant amount") as u32).min(bits - 1);
                let out = self.wide_shift_const(op, args[0], bits, k)?;
                return self.define(i, &out);
            }
            _ => return self.wide_libcall(i, op, args, bits),
        };
        self.define(i, &[lo, hi])
    }

    /// Shifts of a `bits`-bit integer of any number of limbs by the constant `k`
    /// (below `bits`): each result limb is two neighbouring source limbs joined by
    /// `extr`, the limbs shifted in zero (or the sign for `ashr`).
    fn wide_shift_const(&mut self, op: BinOp, v: Value, bits: u32, k: u32) -> LResult<Regs> {
        let mut a = self.value_regs(v)?;
        let n = a.len();
        let top_bits = bits - 64 * (n as u32 - 1);
        let signed = op == BinOp::AShr;
        if op != BinOp::Shl {
            a[n - 1] = self.extend(a[n - 1], top_bits, signed);
        }
        let (q, r) = ((k / 64) as usize, k % 64);
        let fill = if signed {
            let rd = self.gpr();
            self.push(MInst::Bitfield {
                op: BitfieldOp::Sbfm,
                sf: true,
                rd,
                rn: a[n - 1],
                immr: 63,
                imms: 63,
            });
            rd
        } else {
            self.iconst(0)
        };
        // Source limb `j`, or the fill beyond the value.
        let limb = |j: isize| -> Reg {
            if j < 0 {
                fill
            } else {
                a.get(j as usize).copied().unwrap_or(fill)
            }
        };
        let zero_below = if op == BinOp::Shl {
            Some(self.iconst(0))
        } else {
            None
        };
        let mut out = Regs::new();
        for j in 0..n as isize {
            let rd = match op {
                BinOp::Shl => {
                    let src = j - q as isize;
                    if src < 0 {
                        zero_below.expect("zero")
                    } else if r == 0 {
                        limb(src)
                    } else if src == 0 {
                        self.shift_limb(BitfieldOp::Ubfm, limb(0), 64 - r, 63 - r)
                    } else {
                        self.extr(limb(src), limb(src - 1), (64 - r) as u8)
                    }
                }
                _ => {
                    let src = j + q as isize;
                    if r == 0 {
                        limb(src)
                    } else if src as usize >= n - 1 {
                        let bf = if signed {
                            BitfieldOp::Sbfm
                        } else {
                            BitfieldOp::Ubfm
                        };
                        if src as usize >= n {
                            fill
                        } else {
                            self.shift_limb(bf, limb(src), r, 63)
                        }
                    } else {
                        self.extr(limb(src + 1), limb(src), r as u8)
                    }
                }
            };
            out.push(rd);
        }
        Ok(out)
    }

    /// `sbfm`/`ubfm` of a 64-bit limb into a new register.
    fn shift_limb(&mut self, op: BitfieldOp, rn: Reg, immr: u32, imms: u32) -> Reg {
        let rd = self.gpr();
        self.push(MInst::Bitfield {
            op,
            sf: true,
            rd,
            rn,
            immr: immr as u8,
            imms: imms as u8,
        });
        rd
    }

    /// `extr rd, hi, lo, #lsb`: the 64 bits of `hi:lo` from bit `lsb`.
    fn extr(&mut self, hi: Reg, lo: Reg, lsb: u8) -> Reg {
        let rd = self.gpr();
        self.push(MInst::Extr {
            sf: true,
            rd,
            rn: hi,
            rm: lo,
            lsb,
        });
        rd
    }

    /// Division, remainder and variable shifts through libgcc (`__divti3`, `__ashlti3`,
    /// …): the operands in x0/x1 and x2/x3 (the shift amount in w2), the result in x0/x1.
    fn wide_libcall(&mut self, i: Inst, op: BinOp, args: &[Value], bits: u32) -> LResult<()> {
        let (name, extend) = match op {
            BinOp::UDiv => ("__udivti3", Some(false)),
            BinOp::SDiv => ("__divti3", Some(true)),
            BinOp::URem => ("__umodti3", Some(false)),
            BinOp::SRem => ("__modti3", Some(true)),
            BinOp::Shl => ("__ashlti3", None),
            BinOp::LShr => ("__lshrti3", Some(false)),
            BinOp::AShr => ("__ashrti3", Some(true)),
            _ => return Err(err(self.pos, format!("{op:?} on i{bits}"))),
        };
        let (a0, a1) = self.limbs(args[0], extend)?;
        let mut uses = vec![(a0, regs::x(0)), (a1, regs::x(1))];
        if matches!(op, BinOp::Shl | BinOp::LShr | BinOp::AShr) {
            let (b0, _) = self.limbs(args[1], None)?;
            uses.push((b0, regs::x(2)));
        } else {
            let (b0, b1) = self.limbs(args[1], extend)?;
            uses.push((b0, regs::x(2)));
            uses.push((b1, regs::x(3)));
        }
        let (lo, hi) = (self.gpr(), self.gpr());
        self.emit_call(
            CallTarget::Direct(RelocTarget::Libcall(name)),
            uses,
            vec![(lo, regs::x(0)), (hi, regs::x(1))],
        );
        self.define(i, &[lo, hi])
    }

    /// Conversions between wide integers and floating point (`__floattidf`,
    /// `__fixunsdfti`, …), or `None` when neither side is a wide integer.
    pub(super) fn wide_float_cast(
        &mut self,
        op: CastOp,
        v: Value,
        to: Type,
    ) -> LResult<Option<Regs>> {
        let from = self.value_type(v);
        let (wide_from, wide_to) = (self.wide_bits(from), self.wide_bits(to));
        let float_name = |this: &Self, t: Type| -> LResult<(&'static str, Part)> {
            Ok(match this.types().get(t) {
                // `half` through single precision, as llc does.
                TypeData::Float | TypeData::Half => ("sf", Part::F32),
                TypeData::Double => ("df", Part::F64),
                TypeData::Fp128 => ("tf", Part::F128),
                _ => return Err(err(this.pos, "conversion of a wide integer")),
            })
        };
        match (op, wide_from, wide_to) {
            (CastOp::SiToFp | CastOp::UiToFp, Some(_), _) => {
                let (suffix, part) = float_name(self, to)?;
                let signed = op == CastOp::SiToFp;
                let (lo, hi) = self.limbs(v, Some(signed))?;
                let name = conversion_routine(true, signed, suffix);
                let mut rd = self.libcall(name, &[lo, hi], part)?;
                if self.is_half(to) {
                    let h = self.fpr();
                    self.push(MInst::FpCvt {
                        from: FpSize::S,
                        to: FpSize::H,
                        rd: h,
                        rn: rd,
                    });
                    rd = h;
                }
                Ok(Some(smallvec::smallvec![rd]))
            }
            (CastOp::FpToSi | CastOp::FpToUi, _, Some(_)) => {
                let (suffix, _) = float_name(self, from)?;
                let signed = op == CastOp::FpToSi;
                let name = conversion_routine(false, signed, suffix);
                let r = self.fp_operand(v)?;
                let uses = vec![(
                    r,
                    if self.vc.class_of(r) == RegClass::Int {
                        regs::x(0)
                    } else {
                        regs::v(0)
                    },
                )];
                let (lo, hi) = (self.gpr(), self.gpr());
                self.emit_call(
                    CallTarget::Direct(RelocTarget::Libcall(name)),
                    uses,
                    vec![(lo, regs::x(0)), (hi, regs::x(1))],
                );
                Ok(Some(smallvec::smallvec![lo, hi]))
            }
            _ => Ok(None),
        }
    }

    /// Intrinsics on wide integers: bit counts, byte swaps, arithmetic with overflow.
    pub(super) fn wide_intrinsic(
        &mut self,
        i: Inst,
        name: &str,
        base: &str,
        args: &[Value],
    ) -> LResult<()> {
        let bits = self.wide_bits(self.value_type(args[0])).expect("wide");
        if bits != 128 && !name.contains(".with.overflow.") {
            return Err(err(self.pos, format!("intrinsic {name} on AArch64")));
        }
        match base {
            "llvm.ctlz" | "llvm.cttz" => {
                let (lo, hi) = self.limbs(args[0], None)?;
                let leading = base == "llvm.ctlz";
                // The count in the limb that decides, else 64 plus the other's.
                let (first, second) = if leading { (hi, lo) } else { (lo, hi) };
                let count = |this: &mut Self, r: Reg| {
                    let x = if leading {
                        r
                    } else {
                        let rev = this.gpr();
                        this.push(MInst::Dp1 {
                            op: Dp1Op::Rbit,
                            sf: true,
                            rd: rev,
                            rn: r,
                        });
                        rev
                    };
                    let rd = this.gpr();
                    this.push(MInst::Dp1 {
                        op: Dp1Op::Clz,
                        sf: true,
                        rd,
                        rn: x,
                    });
                    rd
                };
                let c1 = count(self, first);
                let c2 = count(self, second);
                let c2 = self.add_imm(c2, 64);
                self.compare_imm(true, first, 0);
                let rd = self.gpr();
                self.push(MInst::Csel {
                    op: CselOp::Csel,
                    sf: true,
                    rd,
                    rn: c1,
                    rm: c2,
                    cond: Cond::Ne,
                });
                let zero = self.iconst(0);
                self.define(i, &[rd, zero])
            }
            "llvm.ctpop" => {
                let (lo, hi) = self.limbs(args[0], None)?;
                let v = self.fpr();
                self.push(MInst::FMovFromGpr {
                    sf: true,
                    ty: FpSize::D,
                    rd: v,
                    rn: lo,
                });
                let both = self.fpr();
                self.push(MInst::FMovToHigh {
                    rd: both,
                    rv: v,
                    rn: hi,
                });
                let rd = self.simd_popcount(both, VecArr::B16);
                let zero = self.iconst(0);
                self.define(i, &[rd, zero])
            }
            "llvm.smax" | "llvm.smin" | "llvm.umax" | "llvm.umin" => {
                let pred = match base {
                    "llvm.smax" => IntPred::Sgt,
                    "llvm.smin" => IntPred::Slt,
                    "llvm.umax" => IntPred::Ugt,
                    _ => IntPred::Ult,
                };
                let a = self.value_regs(args[0])?;
                let b = self.value_regs(args[1])?;
                let cond = self.wide_icmp(pred, args[0], args[1])?;
                let out: Regs = a
                    .iter()
                    .zip(&b)
                    .map(|(&x, &y)| {
                        let rd = self.gpr();
                        self.push(MInst::Csel {
                            op: CselOp::Csel,
                            sf: true,
                            rd,
                            rn: x,
                            rm: y,
                            cond,
                        });
                        rd
                    })
                    .collect();
                self.define(i, &out)
            }
            "llvm.abs" => {
                let (lo, hi) = self.limbs(args[0], None)?;
                let sign = self.shift_limb(BitfieldOp::Sbfm, hi, 63, 63);
                let (rl, rh) = self.negate_if(lo, hi, sign);
                self.define(i, &[rl, rh])
            }
            "llvm.bswap" | "llvm.bitreverse" => {
                let (lo, hi) = self.limbs(args[0], None)?;
                let op = if base == "llvm.bswap" {
                    Dp1Op::Rev
                } else {
                    Dp1Op::Rbit
                };
                let (a, b) = (self.gpr(), self.gpr());
                self.push(MInst::Dp1 {
                    op,
                    sf: true,
                    rd: a,
                    rn: hi,
                });
                self.push(MInst::Dp1 {
                    op,
                    sf: true,
                    rd: b,
                    rn: lo,
                });
                self.define(i, &[a, b])
            }
            "llvm.sadd" | "llvm.uadd" | "llvm.ssub" | "llvm.usub" if name.contains(".sat.") => {
                // The 128-bit sum or difference, replaced on overflow: by all ones (uadd),
                // zero (usub), or the bound on the first operand's side (signed).
                let signed = base.starts_with("llvm.s");
                let add = base.ends_with("add");
                let (a0, a1) = self.limbs(args[0], None)?;
                let (b0, b1) = self.limbs(args[1], None)?;
                let (bound_lo, bound_hi) = if signed {
                    let s = self.shift_limb(BitfieldOp::Sbfm, a1, 63, 63);
                    let zero = self.iconst(0);
                    let lo = self.gpr();
                    self.alu(AluOp::Orn, true, lo, zero, s);
                    let hi = self.gpr();
                    self.push(MInst::LogicImm {
                        op: AluOp::Eor,
                        sf: true,
                        rd: hi,
                        rn: s,
                        imm: u64::MAX >> 1,
                    });
                    (lo, hi)
                } else {
                    let b = self.iconst(if add { u64::MAX } else { 0 });
                    (b, b)
                };
                let (lo, hi, overflow) = self.add_sub_128(add, signed, (a0, a1), (b0, b1));
                let out: Regs = [(bound_lo, lo), (bound_hi, hi)]
                    .into_iter()
                    .map(|(bound, r)| {
                        let rd = self.gpr();
                        self.push(MInst::Csel {
                            op: CselOp::Csel,
                            sf: true,
                            rd,
                            rn: bound,
                            rm: r,
                            cond: overflow,
                        });
                        rd
                    })
                    .collect();
                self.define(i, &out)
            }
            "llvm.sadd" | "llvm.uadd" | "llvm.ssub" | "llvm.usub" if bits == 128 => {
                let signed = base.starts_with("llvm.s");
                let add = base.ends_with("add");
                let (a0, a1) = self.limbs(args[0], None)?;
                let (b0, b1) = self.limbs(args[1], None)?;
                let (lo, hi, cond) = self.add_sub_128(add, signed, (a0, a1), (b0, b1));
                let flag = self.gpr();
                self.push(MInst::CSet {
                    rd: flag,
                    cond,
                    mask: false,
                });
                self.define(i, &[lo, hi, flag])
            }
            "llvm.sadd" | "llvm.uadd" | "llvm.ssub" | "llvm.usub" => {
                // Below 128 bits: exact in 128 bits, overflow when the result does not
                // fit `bits` (its high limb differs from itself extended from there).
                let signed = base.starts_with("llvm.s");
                let add = base.ends_with("add");
                let (a0, a1) = self.limbs(args[0], Some(signed))?;
                let (b0, b1) = self.limbs(args[1], Some(signed))?;
                let lo = self.gpr();
                self.alu(
                    if add { AluOp::Adds } else { AluOp::Subs },
                    true,
                    lo,
                    a0,
                    b0,
                );
                let hi = self.adc(if add { AdcOp::Adc } else { AdcOp::Sbc }, a1, b1);
                let fitted = self.extend(hi, bits - 64, signed);
                self.push(MInst::Cmp {
                    op: AluOp::Subs,
                    sf: true,
                    rn: hi,
                    rm: fitted,
                });
                let flag = self.gpr();
                self.push(MInst::CSet {
                    rd: flag,
                    cond: Cond::Ne,
                    mask: false,
                });
                self.define(i, &[lo, hi, flag])
            }
            "llvm.fshl" | "llvm.fshr" => self.funnel_shift_i128(i, base == "llvm.fshl", args),
            "llvm.umul" => {
                // Both operands below 2^bits; below 128 bits the product overflows when
                // its bits above `bits` are nonzero too.
                let a = self.limbs(args[0], Some(false))?;
                let b = self.limbs(args[1], Some(false))?;
                let (lo, hi, mut acc) = self.umul_limbs(a, b);
                if bits < 128 {
                    // Product bits at and above `bits`.
                    let top = self.gpr();
                    self.push(MInst::Bitfield {
                        op: BitfieldOp::Ubfm,
                        sf: true,
                        rd: top,
                        rn: hi,
                        immr: (bits - 64) as u8,
                        imms: 63,
                    });
                    let next = self.gpr();
                    self.alu(AluOp::Orr, true, next, acc, top);
                    acc = next;
                }
                let flag = self.nonzero_flag(acc);
                self.define(i, &[lo, hi, flag])
            }
            "llvm.smul" => {
                // The unsigned product of the magnitudes, negated when the signs differ;
                // it overflows when that product does not fit 128 bits, when the result
                // is not zero and its sign is not the product's, or (below 128 bits)
                // when the result does not fit `bits`.
                let (a0, a1) = self.limbs(args[0], Some(true))?;
                let (b0, b1) = self.limbs(args[1], Some(true))?;
                let sa = self.shift_limb(BitfieldOp::Sbfm, a1, 63, 63);
                let sb = self.shift_limb(BitfieldOp::Sbfm, b1, 63, 63);
                let ma = self.negate_if(a0, a1, sa);
                let mb = self.negate_if(b0, b1, sb);
                let (p0, p1, over) = self.umul_limbs(ma, mb);
                let sign = self.gpr();
                self.alu(AluOp::Eor, true, sign, sa, sb);
                let (lo, hi) = self.negate_if(p0, p1, sign);
                let any = self.gpr();
                self.alu(AluOp::Orr, true, any, p0, p1);
                let nonzero = self.nonzero_flag(any);
                let flipped = self.gpr();
                self.alu(AluOp::Eor, true, flipped, hi, sign);
                let flipped = self.shift_limb(BitfieldOp::Ubfm, flipped, 63, 63);
                let wrong_sign = self.gpr();
                self.alu(AluOp::And, true, wrong_sign, nonzero, flipped);
                let mut acc = self.gpr();
                self.alu(AluOp::Orr, true, acc, over, wrong_sign);
                if bits < 128 {
                    let fitted = self.extend(hi, bits - 64, true);
                    let diff = self.gpr();
                    self.alu(AluOp::Eor, true, diff, hi, fitted);
                    let next = self.gpr();
                    self.alu(AluOp::Orr, true, next, acc, diff);
                    acc = next;
                }
                let flag = self.nonzero_flag(acc);
                self.define(i, &[lo, hi, flag])
            }
            _ => Err(err(self.pos, format!("intrinsic {name} on AArch64"))),
        }
    }

    /// `llvm.fshl` (`left`) and `llvm.fshr` of `i128`: the 256-bit `a:b` shifted by the
    /// amount modulo 128, of which the high (`fshl`) or low 128 bits are the result. Bit 6
    /// of the amount picks three neighbouring limbs of `a:b`; each result limb is a
    /// 64-bit funnel shift of two of them by the amount modulo 64.
    fn funnel_shift_i128(&mut self, i: Inst, left: bool, args: &[Value]) -> LResult<()> {
        let (a0, a1) = self.limbs(args[0], None)?;
        let (b0, b1) = self.limbs(args[1], None)?;
        let (c, _) = self.limbs(args[2], None)?;
        // The limbs from the top (fshl) or from the bottom (fshr), without and with a
        // 64-bit step.
        let (plain, stepped) = if left {
            ([a1, a0, b1], [a0, b1, b0])
        } else {
            ([b0, b1, a0], [b1, a0, a1])
        };
        self.push(MInst::TstImm {
            sf: true,
            rn: c,
            imm: 64,
        });
        let limbs: Vec<Reg> = plain
            .iter()
            .zip(&stepped)
            .map(|(&p, &q)| {
                let rd = self.gpr();
                self.push(MInst::Csel {
                    op: CselOp::Csel,
                    sf: true,
                    rd,
                    rn: q,
                    rm: p,
                    cond: Cond::Ne,
                });
                rd
            })
            .collect();
        let (amount, inverse) = self.funnel_amounts(c, true, 64);
        let first = self.funnel(left, true, limbs[0], limbs[1], amount, inverse);
        let second = self.funnel(left, true, limbs[1], limbs[2], amount, inverse);
        let out = if left {
            [second, first]
        } else {
            [first, second]
        };
        self.define(i, &out)
    }

    /// `(x ^ s) - s` of the 128-bit `lo`, `hi` with `s` 0 or all ones: `x` or its
    /// negation.
    fn negate_if(&mut self, lo: Reg, hi: Reg, s: Reg) -> (Reg, Reg) {
        let (xl, xh) = (self.gpr(), self.gpr());
        self.alu(AluOp::Eor, true, xl, lo, s);
        self.alu(AluOp::Eor, true, xh, hi, s);
        let rl = self.gpr();
        self.alu(AluOp::Subs, true, rl, xl, s);
        (rl, self.adc(AdcOp::Sbc, xh, s))
    }

    /// 0/1: whether `r` is not zero.
    fn nonzero_flag(&mut self, r: Reg) -> Reg {
        self.compare_imm(true, r, 0);
        let rd = self.gpr();
        self.push(MInst::CSet {
            rd,
            cond: Cond::Ne,
            mask: false,
        });
        rd
    }

    /// The unsigned product of 128-bit `(a0, a1)` and `(b0, b1)`: its low 128 bits and a
    /// register that is not zero when it does not fit 128 bits (a high-by-high term, a
    /// high half of a cross term or a carry is nonzero).
    fn umul_limbs(&mut self, (a0, a1): (Reg, Reg), (b0, b1): (Reg, Reg)) -> (Reg, Reg, Reg) {
        let mulh = |this: &mut Self, x, y| {
            let rd = this.gpr();
            this.push(MInst::MulHigh {
                signed: false,
                rd,
                rn: x,
                rm: y,
            });
            rd
        };
        let mul = |this: &mut Self, x, y| {
            let rd = this.gpr();
            this.push(MInst::Mul {
                sf: true,
                rd,
                rn: x,
                rm: y,
            });
            rd
        };
        let lo = mul(self, a0, b0);
        let carry_in = mulh(self, a0, b0);
        let cross1 = mul(self, a1, b0);
        let cross2 = mul(self, a0, b1);
        let over1 = mulh(self, a1, b0);
        let over2 = mulh(self, a0, b1);
        // both high limbs nonzero: (a1 != 0) & (b1 != 0)
        let a1nz = self.nonzero_flag(a1);
        let b1nz = self.nonzero_flag(b1);
        let both = self.gpr();
        self.alu(AluOp::And, true, both, a1nz, b1nz);
        let over = self.gpr();
        self.alu(AluOp::Orr, true, over, over1, over2);
        // cross = cross1 + cross2, carry out; hi = carry_in + cross, carry out.
        let cross = self.gpr();
        self.alu(AluOp::Adds, true, cross, cross1, cross2);
        let c1 = self.gpr();
        self.push(MInst::CSet {
            rd: c1,
            cond: Cond::Hs,
            mask: false,
        });
        let hi = self.gpr();
        self.alu(AluOp::Adds, true, hi, carry_in, cross);
        let c2 = self.gpr();
        self.push(MInst::CSet {
            rd: c2,
            cond: Cond::Hs,
            mask: false,
        });
        let mut acc = self.gpr();
        self.alu(AluOp::Orr, true, acc, over, both);
        for c in [c1, c2] {
            let next = self.gpr();
            self.alu(AluOp::Orr, true, next, acc, c);
            acc = next;
        }
        (lo, hi, acc)
    }

    /// Compares wide integers; returns the condition that holds when `a pred b`.
    pub(super) fn wide_icmp(&mut self, pred: IntPred, a: Value, b: Value) -> LResult<Cond> {
        let signed = matches!(
            pred,
            IntPred::Sgt | IntPred::Sge | IntPred::Slt | IntPred::Sle
        );
        let (a0, a1) = self.limbs(a, Some(signed))?;
        let (b0, b1) = self.limbs(b, Some(signed))?;
        if matches!(pred, IntPred::Eq | IntPred::Ne) {
            let (x0, x1, any) = (self.gpr(), self.gpr(), self.gpr());
            self.alu(AluOp::Eor, true, x0, a0, b0);
            self.alu(AluOp::Eor, true, x1, a1, b1);
            self.alu(AluOp::Orr, true, any, x0, x1);
            self.compare_imm(true, any, 0);
            return Ok(if pred == IntPred::Eq {
                Cond::Eq
            } else {
                Cond::Ne
            });
        }
        // `a - b` through the flags answers lt/ge; gt/le swap the operands.
        let swap = matches!(
            pred,
            IntPred::Ugt | IntPred::Ule | IntPred::Sgt | IntPred::Sle
        );
        let ((l0, l1), (r0, r1)) = if swap {
            ((b0, b1), (a0, a1))
        } else {
            ((a0, a1), (b0, b1))
        };
        self.push(MInst::Cmp {
            op: AluOp::Subs,
            sf: true,
            rn: l0,
            rm: r0,
        });
        self.push(MInst::SbcsFlags { rn: l1, rm: r1 });
        Ok(match pred {
            IntPred::Ult | IntPred::Ugt => Cond::Lo,
            IntPred::Uge | IntPred::Ule => Cond::Hs,
            IntPred::Slt | IntPred::Sgt => Cond::Lt,
            _ => Cond::Ge,
        })
    }
}
