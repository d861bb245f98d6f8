//! Integers wider than 64 bits, as little-endian 64-bit limbs: bitwise operations,
//! add/sub chains, shifts, multiplication and division (inline up to 128 bits or through
//! libgcc's `__*ti3` helpers, loops over limbs in stack slots beyond, as llc's
//! `ExpandLargeDivRem` does without a runtime library), conversions to and from floating
//! point beyond 128 bits, and the bit intrinsics on several limbs.

use super::*;

impl Lowerer<'_, '_> {
    /// `cond ? if_true : if_false` on general-purpose registers (`cond` is 0 or 1).
    pub(super) fn select_gpr(&mut self, cond: Reg, if_true: Reg, if_false: Reg) -> Reg {
        let dst = self.gpr();
        self.push(MInst::Select {
            cond,
            if_true,
            if_false,
            dst,
        });
        dst
    }

    /// `lhs cc rhs ? if_true : if_false`: a compare and a conditional move.
    pub(super) fn cmp_select(
        &mut self,
        size: Size,
        cc: Cc,
        lhs: impl Into<Rmi>,
        rhs: Rmi,
        if_true: Reg,
        if_false: Reg,
    ) -> Reg {
        let dst = self.gpr();
        self.push(MInst::CmpSelect {
            size,
            cc,
            lhs: lhs.into(),
            rhs,
            if_true,
            if_false,
            dst,
        });
        dst
    }

    /// `lhs cc rhs` as 0 or 1.
    pub(super) fn cmp_set(&mut self, size: Size, cc: Cc, lhs: impl Into<Rmi>, rhs: Rmi) -> Reg {
        let dst = self.gpr();
        self.push(MInst::CmpSet {
            test: false,
            size,
            cc,
            lhs: lhs.into(),
            rhs,
            dst,
        });
        dst
    }

    /// A register holding the constant `v`.
    pub(super) fn imm64(&mut self, v: u64) -> Reg {
        self.materialize(Part::Int(64), ConstVal::Bits(v))
    }

    /// All ones when the top bit of `r` is set, else zero.
    pub(super) fn sign_mask(&mut self, r: Reg) -> Reg {
        self.shift_imm(ShiftOp::Sar, Size::S64, r, 63)
    }

    /// Limb-wise `cond ? t : f`.
    pub(super) fn select_limbs(&mut self, cond: Reg, t: &[Reg], f: &[Reg]) -> Regs {
        t.iter()
            .zip(f)
            .map(|(&a, &b)| self.select_gpr(cond, a, b))
            .collect()
    }

    /// `a + b` or `a - b` over limbs (with carries).
    pub(super) fn add_sub_limbs(&mut self, sub: bool, a: &[Reg], b: &[Reg]) -> Regs {
        self.add_sub_chain(sub, a, b, None).0
    }

    /// `a ± b` over limbs and, when asked, condition `cc` after the top limb (`b` the
    /// carry or borrow out, `o` signed overflow, `l` signed less-than, …). Up to two
    /// limbs in one instruction; longer chains limb by limb, the carry passed in a
    /// register, so that no instruction needs more than a handful of registers.
    pub(super) fn add_sub_chain(
        &mut self,
        sub: bool,
        a: &[Reg],
        b: &[Reg],
        cc: Option<Cc>,
    ) -> (Regs, Option<Reg>) {
        if a.len() <= 2 {
            let out: Regs = a.iter().map(|_| self.gpr()).collect();
            let flag = cc.map(|c| (c, self.gpr()));
            self.push(MInst::AddSubWide {
                sub,
                a: a.into(),
                b: b.into(),
                out: out.to_vec().into(),
                flag,
            });
            return (out, flag.map(|f| f.1));
        }
        let mut out = Regs::with_capacity(a.len());
        let mut carry = None;
        for (k, (&x, &y)) in a.iter().zip(b).enumerate() {
            let (dst, flag) = (self.gpr(), self.gpr());
            let last = k + 1 == a.len();
            self.push(MInst::AddSubCarry {
                sub,
                a: x,
                b: y,
                carry_in: carry,
                dst,
                cc: if last { cc.unwrap_or(Cc::B) } else { Cc::B },
                flag,
            });
            out.push(dst);
            carry = Some(flag);
        }
        (out, if cc.is_some() { carry } else { None })
    }

    /// `(x ^ mask) - mask` over limbs: `x` negated when `mask` is all ones, unchanged when
    /// it is zero.
    pub(super) fn negate_if(&mut self, x: &[Reg], mask: Reg) -> Regs {
        let flipped: Regs = x
            .iter()
            .map(|&l| self.alu(AluOp::Xor, Size::S64, l, Rmi::Reg(mask)))
            .collect();
        let masks: Regs = x.iter().map(|_| mask).collect();
        self.add_sub_limbs(true, &flipped, &masks)
    }

    pub(super) fn lower_wide_binary(
        &mut self,
        i: Inst,
        op: BinOp,
        a: Value,
        b: Value,
        bits: u32,
    ) -> LResult<()> {
        use BinOp::*;
        if matches!(op, Shl | LShr | AShr) {
            let src = if op == Shl {
                self.value_regs(a)?
            } else {
                self.wide_operand(a, bits, op == AShr)?
            };
            if let Value::Const(c) = b {
                if let Some(amount) = self.m.consts.as_u64(c) {
                    let out = self.shift_limbs(op, &src, amount.min(u64::from(bits)) as u32);
                    return self.define(i, &out);
                }
            }
            if bits != 128 {
                let amount = self.value_regs(b)?[0];
                let out = self.shift_limbs_var(op, &src, amount);
                return self.define(i, &out);
            }
        }
        // i65…i127 are computed as i128 from operands extended to the full two limbs.
        let signed_op = matches!(op, SDiv | SRem | AShr);
        let la = self.wide_operand(a, bits, signed_op)?;
        let lb = self.wide_operand(b, bits, signed_op)?;
        let out: Regs = match op {
            And | Or | Xor => {
                let aop = match op {
                    And => AluOp::And,
                    Or => AluOp::Or,
                    _ => AluOp::Xor,
                };
                la.iter()
                    .zip(&lb)
                    .map(|(&x, &y)| self.alu(aop, Size::S64, x, Rmi::Reg(y)))
                    .collect()
            }
            Add | Sub => self.add_sub_limbs(op == Sub, &la, &lb),
            Mul if la.len() == 2 => {
                // lo*lo (wide) + (lo_a*hi_b + hi_a*lo_b) << 64.
                let plo = self.gpr();
                let phi = self.gpr();
                self.push(MInst::MulWide {
                    signed: false,
                    lo_in: la[0],
                    src: lb[0],
                    lo: plo,
                    hi: phi,
                });
                let c1 = self.alu(AluOp::Imul, Size::S64, la[0], Rmi::Reg(lb[1]));
                let c2 = self.alu(AluOp::Imul, Size::S64, la[1], Rmi::Reg(lb[0]));
                let s1 = self.alu(AluOp::Add, Size::S64, phi, Rmi::Reg(c1));
                let s2 = self.alu(AluOp::Add, Size::S64, s1, Rmi::Reg(c2));
                smallvec::smallvec![plo, s2]
            }
            Mul => self.mul_limbs(&la, &lb),
            UDiv | SDiv | URem | SRem if la.len() > 2 => {
                self.divrem_limbs(matches!(op, UDiv | SDiv), signed_op, &la, &lb)
            }
            UDiv | SDiv | URem | SRem | Shl | LShr | AShr => {
                let name = match op {
                    UDiv => "__udivti3",
                    SDiv => "__divti3",
                    URem => "__umodti3",
                    SRem => "__modti3",
                    Shl => "__ashlti3",
                    LShr => "__lshrti3",
                    _ => "__ashrti3",
                };
                // Shifts take the amount as an `int`.
                let b = if matches!(op, Shl | LShr | AShr) {
                    RtArg::Int(lb[0])
                } else {
                    RtArg::I128([lb[0], lb[1]])
                };
                self.runtime_call(name, &[RtArg::I128([la[0], la[1]]), b], RtRet::I128)?
            }
            _ => unreachable!("float op on integers"),
        };
        self.define(i, &out)
    }

    /// A shift of limbs by a constant amount (at most the width); `src` is extended
    /// (zero for `lshr`, sign for `ashr`) to whole limbs.
    pub(super) fn shift_limbs(&mut self, op: BinOp, src: &[Reg], amount: u32) -> Regs {
        let n = src.len();
        let (ls, bs) = ((amount / 64) as usize, amount % 64);
        // Limbs shifted in from outside the value: zero, or copies of the sign.
        let fill = if op == BinOp::AShr {
            self.sign_mask(src[n - 1])
        } else {
            self.imm64(0)
        };
        let limb = |k: isize| -> Reg {
            if k < 0 || k >= n as isize {
                fill
            } else {
                src[k as usize]
            }
        };
        let mut out = Regs::with_capacity(n);
        for k in 0..n as isize {
            // shl: out[k] = src[k-ls] << bs | src[k-ls-1] >> (64-bs)
            // shr: out[k] = src[k+ls] >> bs | src[k+ls+1] << (64-bs)
            let ls = ls as isize;
            let (main, other, op_main, op_other) = if op == BinOp::Shl {
                (limb(k - ls), limb(k - ls - 1), ShiftOp::Shl, ShiftOp::Shr)
            } else {
                (limb(k + ls), limb(k + ls + 1), ShiftOp::Shr, ShiftOp::Shl)
            };
            if bs == 0 {
                out.push(main);
                continue;
            }
            let m = self.shift_imm(op_main, Size::S64, main, bs);
            let o = self.shift_imm(op_other, Size::S64, other, 64 - bs);
            out.push(self.alu(AluOp::Or, Size::S64, m, Rmi::Reg(o)));
        }
        out
    }

    /// A shift of limbs by a variable amount below the width: whole limbs by selects,
    /// then the remaining bits with funnel shifts.
    pub(super) fn shift_limbs_var(&mut self, op: BinOp, src: &[Reg], amount: Reg) -> Regs {
        let n = src.len();
        let fill = if op == BinOp::AShr {
            self.sign_mask(src[n - 1])
        } else {
            self.imm64(0)
        };
        let q = self.shift_imm(ShiftOp::Shr, Size::S64, amount, 6);
        let r = self.alu(AluOp::And, Size::S32, amount, Rmi::Imm(63));
        let limb = |k: isize| {
            if k < 0 || k >= n as isize {
                fill
            } else {
                src[k as usize]
            }
        };
        // moved[k] for k in -1..=n: the value limb-shifted by q (one extra limb each side
        // feeds the bit shift).
        let mut moved = Vec::with_capacity(n + 2);
        for k in -1..=n as isize {
            let mut acc = limb(k);
            for qv in 1..n as isize {
                let cand = if op == BinOp::Shl {
                    limb(k - qv)
                } else {
                    limb(k + qv)
                };
                let c = self.cmp_set(Size::S64, Cc::E, q, Rmi::Imm(qv as i32));
                acc = self.select_gpr(c, cand, acc);
            }
            moved.push(acc);
        }
        let mut out = Regs::with_capacity(n);
        for k in 0..n {
            let d = self.gpr();
            let (a, b, left) = if op == BinOp::Shl {
                // (moved[k] << r) | (moved[k-1] >> (64 - r))
                (moved[k + 1], moved[k], true)
            } else {
                // (moved[k] >> r) | (moved[k+1] << (64 - r))
                (moved[k + 2], moved[k + 1], false)
            };
            self.push(MInst::Funnel {
                left,
                bits: 64,
                a,
                b,
                amount: r,
                dst: d,
            });
            out.push(d);
        }
        out
    }

    /// A stack slot holding `limbs` (and `extra` zero limbs above them).
    fn limbs_to_slot(&mut self, limbs: &[Reg], extra: usize) -> StackSlot {
        let slot = self.slots.add(8 * (limbs.len() + extra) as u32, 8);
        for (k, &r) in limbs.iter().enumerate() {
            self.push(MInst::Store {
                size: Size::S64,
                src: r,
                mem: Amode::Slot {
                    slot,
                    disp: 8 * k as i32,
                },
            });
        }
        for k in limbs.len()..limbs.len() + extra {
            self.push(MInst::StoreImm {
                size: Size::S64,
                imm: 0,
                mem: Amode::Slot {
                    slot,
                    disp: 8 * k as i32,
                },
            });
        }
        slot
    }

    /// The first `n` limbs of a stack slot.
    fn slot_to_limbs(&mut self, slot: StackSlot, n: usize) -> Regs {
        (0..n)
            .map(|k| {
                let r = self.gpr();
                self.push(MInst::Load {
                    kind: LoadKind::Zx(Size::S64),
                    mem: Amode::Slot {
                        slot,
                        disp: 8 * k as i32,
                    },
                    dst: r,
                });
                r
            })
            .collect()
    }

    /// The truncated product of two integers of three or more limbs.
    fn mul_limbs(&mut self, a: &[Reg], b: &[Reg]) -> Regs {
        let n = a.len();
        let sa = self.limbs_to_slot(a, 0);
        let sb = self.limbs_to_slot(b, 0);
        let out = self.slots.add(8 * n as u32, 8);
        self.push(MInst::WideMul {
            limbs: n as u32,
            a: sa,
            b: sb,
            out,
        });
        self.slot_to_limbs(out, n)
    }

    /// `llvm.{s,u}mul.with.overflow` on integers of more than 128 bits (`a`, `b`: the
    /// operands extended from `bits` to whole limbs): the product of the operands extended
    /// to twice as many limbs, whose low limbs are the result; it overflowed unless the
    /// whole product is the result extended from `bits`.
    pub(super) fn mul_overflow_limbs(
        &mut self,
        signed: bool,
        bits: u32,
        a: &[Reg],
        b: &[Reg],
    ) -> (Regs, Reg) {
        let n = a.len();
        let zero = (!signed).then(|| self.imm64(0));
        let mut double = |x: &[Reg]| -> Regs {
            let ext = zero.unwrap_or_else(|| self.sign_mask(x[n - 1]));
            x.iter().copied().chain((0..n).map(|_| ext)).collect()
        };
        let (da, db) = (double(a), double(b));
        let product = self.mul_limbs(&da, &db);
        let top = product[n - 1];
        let extended = self.extend64(top, bits - 64 * (n as u32 - 1), signed);
        let high = zero.unwrap_or_else(|| self.sign_mask(extended));
        let mut diff = self.alu(AluOp::Xor, Size::S64, top, Rmi::Reg(extended));
        for &limb in &product[n..] {
            let d = self.alu(AluOp::Xor, Size::S64, limb, Rmi::Reg(high));
            diff = self.alu(AluOp::Or, Size::S64, diff, Rmi::Reg(d));
        }
        let flag = self.cmp_set(Size::S64, Cc::Ne, diff, Rmi::Imm(0));
        (product[..n].iter().copied().collect(), flag)
    }

    /// Quotient (`quotient`) or remainder of integers of three or more limbs, extended to
    /// whole limbs (signed: by magnitudes, then the C signs: the quotient is negative when
    /// the signs differ, the remainder takes the dividend's sign).
    fn divrem_limbs(&mut self, quotient: bool, signed: bool, a: &[Reg], b: &[Reg]) -> Regs {
        let n = a.len();
        let (sa, sb) = if signed {
            (
                Some(self.sign_mask(a[n - 1])),
                Some(self.sign_mask(b[n - 1])),
            )
        } else {
            (None, None)
        };
        let ma = match sa {
            Some(s) => self.negate_if(a, s),
            None => Regs::from_slice(a),
        };
        let mb = match sb {
            Some(s) => self.negate_if(b, s),
            None => Regs::from_slice(b),
        };
        let quot = self.limbs_to_slot(&ma, 0);
        let den = self.limbs_to_slot(&mb, 1);
        let rem = self.slots.add(8 * (n as u32 + 1), 8);
        self.push(MInst::WideUDivRem {
            limbs: n as u32,
            quot,
            den,
            rem,
        });
        let out = self.slot_to_limbs(if quotient { quot } else { rem }, n);
        match (sa, sb) {
            (Some(sa), Some(sb)) if quotient => {
                let s = self.alu(AluOp::Xor, Size::S64, sa, Rmi::Reg(sb));
                self.negate_if(&out, s)
            }
            (Some(sa), _) => self.negate_if(&out, sa),
            _ => out,
        }
    }

    /// Leading zeros of the limbs (the top limb zero-extended), as a 64-bit count.
    fn clz_limbs(&mut self, l: &[Reg]) -> Reg {
        let n = l.len();
        let mut acc = self.imm64(64 * n as u64);
        for (k, &limb) in l.iter().enumerate() {
            let c = self.bit_op64(BitOp::Clz, limb);
            let c = self.alu(AluOp::Add, Size::S64, c, Rmi::Imm(64 * (n - 1 - k) as i32));
            let nz = self.cmp_set(Size::S64, Cc::Ne, limb, Rmi::Imm(0));
            acc = self.select_gpr(nz, c, acc);
        }
        acc
    }

    /// Trailing zeros of the limbs, or `none` when all are zero.
    fn ctz_limbs(&mut self, l: &[Reg], none: u64) -> Reg {
        let mut acc = self.imm64(none);
        for (k, &limb) in l.iter().enumerate().rev() {
            let c = self.bit_op64(BitOp::Ctz, limb);
            let c = self.alu(AluOp::Add, Size::S64, c, Rmi::Imm(64 * k as i32));
            let nz = self.cmp_set(Size::S64, Cc::Ne, limb, Rmi::Imm(0));
            acc = self.select_gpr(nz, c, acc);
        }
        acc
    }

    /// A [`BitOp`] on a full 64-bit register.
    fn bit_op64(&mut self, op: BitOp, src: Reg) -> Reg {
        let (tmp, dst) = (self.gpr(), self.gpr());
        self.push(MInst::BitOp {
            op,
            bits: 64,
            src,
            tmp,
            dst,
        });
        dst
    }

    /// `llvm.ctlz`/`cttz`/`ctpop`/`bswap`/`bitreverse`/`fshl`/`fshr` on integers wider
    /// than 64 bits; the counts are integers of the same width.
    pub(super) fn wide_bit_intrinsic(
        &mut self,
        i: Inst,
        base: &str,
        args: &[Value],
        bits: u32,
    ) -> LResult<()> {
        let l = self.wide_operand(args[0], bits, false)?;
        let n = l.len();
        let pad = 64 * n as u32 - bits;
        let out: Regs = match base {
            "llvm.ctpop" | "llvm.ctlz" | "llvm.cttz" => {
                let count = match base {
                    "llvm.ctpop" => {
                        let mut acc = self.bit_op64(BitOp::Popcnt, l[0]);
                        for &limb in &l[1..] {
                            let c = self.bit_op64(BitOp::Popcnt, limb);
                            acc = self.alu(AluOp::Add, Size::S64, acc, Rmi::Reg(c));
                        }
                        acc
                    }
                    "llvm.ctlz" => {
                        let c = self.clz_limbs(&l);
                        self.alu(AluOp::Sub, Size::S64, c, Rmi::Imm(pad as i32))
                    }
                    _ => self.ctz_limbs(&l, u64::from(bits)),
                };
                let zero = self.imm64(0);
                let mut out = Regs::from_slice(&[count]);
                out.resize(n, zero);
                out
            }
            "llvm.bswap" | "llvm.bitreverse" => {
                if base == "llvm.bswap" && !bits.is_multiple_of(16) {
                    return Err(err(self.pos, format!("{base} on i{bits}")));
                }
                let op = if base == "llvm.bswap" {
                    BitOp::Bswap
                } else {
                    BitOp::Bitreverse
                };
                let rev: Regs = l.iter().rev().map(|&r| self.bit_op64(op, r)).collect();
                // The value sat in the low `bits`: after reversing all limbs it sits in
                // the high `bits`.
                self.shift_limbs(BinOp::LShr, &rev, pad)
            }
            _ => {
                // fshl(a, b, c) = a << c | b >> (w - c), fshr(a, b, c) = a << (w - c) |
                // b >> c, c modulo w (a power of two here).
                if !bits.is_power_of_two() {
                    return Err(err(self.pos, format!("{base} on i{bits}")));
                }
                let b = self.wide_operand(args[1], bits, false)?;
                let c = self.value_regs(args[2])?[0];
                let c = self.alu(AluOp::And, Size::S64, c, Rmi::Imm(bits as i32 - 1));
                let w = self.imm64(u64::from(bits));
                let wc = self.alu(AluOp::Sub, Size::S64, w, Rmi::Reg(c));
                // w - c is w when c is 0: shift by w - 1 and once more by one.
                let wc1 = self.alu(AluOp::Sub, Size::S64, wc, Rmi::Imm(1));
                let (left_amt, right_amt) = if base == "llvm.fshl" {
                    (c, wc1)
                } else {
                    (wc1, c)
                };
                let mut hi = self.shift_limbs_var(BinOp::Shl, &l, left_amt);
                let mut lo = self.shift_limbs_var(BinOp::LShr, &b, right_amt);
                if base == "llvm.fshl" {
                    lo = self.shift_limbs(BinOp::LShr, &lo, 1);
                } else {
                    hi = self.shift_limbs(BinOp::Shl, &hi, 1);
                }
                hi.iter()
                    .zip(&lo)
                    .map(|(&x, &y)| self.alu(AluOp::Or, Size::S64, x, Rmi::Reg(y)))
                    .collect()
            }
        };
        self.define(i, &out)
    }

    /// `uitofp`/`sitofp` from integers wider than 128 bits: the top 64 significant bits
    /// (with a sticky bit for the rest) converted exactly rounded, then scaled by a power
    /// of two, as llc's `ExpandLargeFpConvert` does.
    pub(super) fn wide_to_float(
        &mut self,
        v: Value,
        bits: u32,
        signed: bool,
        double: bool,
    ) -> LResult<Reg> {
        let l = self.wide_operand(v, bits, signed)?;
        let n = l.len();
        let sign = signed.then(|| self.sign_mask(l[n - 1]));
        let mag = match sign {
            Some(s) => self.negate_if(&l, s),
            None => l,
        };
        let lz = self.clz_limbs(&mag);
        // A zero value has lz = 64n: shift by 0 instead (the result is 0 either way).
        let full = self.cmp_set(Size::S64, Cc::E, lz, Rmi::Imm(64 * n as i32));
        let zero = self.imm64(0);
        let amount = self.select_gpr(full, zero, lz);
        let norm = self.shift_limbs_var(BinOp::Shl, &mag, amount);
        let mut sticky = zero;
        for &limb in &norm[..n - 1] {
            sticky = self.alu(AluOp::Or, Size::S64, sticky, Rmi::Reg(limb));
        }
        let sticky = self.cmp_set(Size::S64, Cc::Ne, sticky, Rmi::Imm(0));
        let top = self.alu(AluOp::Or, Size::S64, norm[n - 1], Rmi::Reg(sticky));
        let f = self.xreg();
        self.push(MInst::U64ToFloat {
            double,
            src: top,
            dst: f,
        });
        // value = top * 2^(64(n-1) - lz); exponents beyond the format's range overflow to
        // infinity anyway, so the scale is capped at the largest finite power of two.
        let (max_exp, bias, mant) = if double {
            (1023, 1023, 52)
        } else {
            (127, 127, 23)
        };
        let e = self.imm64(64 * (n as u64 - 1));
        let e = self.alu(AluOp::Sub, Size::S64, e, Rmi::Reg(lz));
        let big = self.cmp_set(Size::S64, Cc::G, e, Rmi::Imm(max_exp));
        let cap = self.imm64(max_exp as u64);
        let e = self.select_gpr(big, cap, e);
        let biased = self.alu(AluOp::Add, Size::S64, e, Rmi::Imm(bias));
        let scale_bits = self.shift_imm(ShiftOp::Shl, Size::S64, biased, mant);
        let scale = self.xreg();
        self.push(MInst::GprToXmm {
            wide: double,
            src: scale_bits,
            dst: scale,
        });
        let r = self.xreg();
        self.push(MInst::Sse {
            op: SseOp::Mul,
            double,
            lhs: f,
            rhs: scale,
            dst: r,
        });
        let Some(s) = sign else { return Ok(r) };
        let signbit = self.shift_imm(ShiftOp::Shl, Size::S64, s, if double { 63 } else { 31 });
        let sx = self.xreg();
        self.push(MInst::GprToXmm {
            wide: double,
            src: signbit,
            dst: sx,
        });
        let d = self.xreg();
        self.push(MInst::Sse {
            op: SseOp::Xor,
            double,
            lhs: r,
            rhs: sx,
            dst: d,
        });
        Ok(d)
    }

    /// `fptoui`/`fptosi` to integers wider than 128 bits: the significand shifted by the
    /// unbiased exponent (results out of range are poison).
    pub(super) fn float_to_wide(
        &mut self,
        v: Value,
        bits: u32,
        signed: bool,
        double: bool,
    ) -> LResult<Regs> {
        let x = self.reg(v)?;
        let n = bits.div_ceil(64) as usize;
        let raw = self.gpr();
        self.push(MInst::XmmToGpr {
            wide: double,
            src: x,
            dst: raw,
        });
        let (mant_bits, exp_mask, bias): (u32, i32, i32) = if double {
            (52, 0x7ff, 1075)
        } else {
            (23, 0xff, 150)
        };
        let exp = self.shift_imm(ShiftOp::Shr, Size::S64, raw, mant_bits);
        let exp = self.alu(AluOp::And, Size::S64, exp, Rmi::Imm(exp_mask));
        let frac_mask = self.imm64((1u64 << mant_bits) - 1);
        let frac = self.alu(AluOp::And, Size::S64, raw, Rmi::Reg(frac_mask));
        let one = self.imm64(1u64 << mant_bits);
        let mant = self.alu(AluOp::Or, Size::S64, frac, Rmi::Reg(one));
        // value = mant * 2^sh.
        let sh = self.alu(AluOp::Sub, Size::S64, exp, Rmi::Imm(bias));
        let zero = self.imm64(0);
        // sh < 0: mant >> -sh (nothing left from -64 on).
        let neg = self.alu(AluOp::Sub, Size::S64, zero, Rmi::Reg(sh));
        let small = self.gpr();
        self.push(MInst::Shift {
            op: ShiftOp::Shr,
            size: Size::S64,
            src: mant,
            amount: Some(neg),
            imm: 0,
            dst: small,
        });
        let gone = self.cmp_set(Size::S64, Cc::Ge, neg, Rmi::Imm(64));
        let small = self.select_gpr(gone, zero, small);
        let mut low = Regs::from_slice(&[small]);
        low.resize(n, zero);
        // sh >= 0: [mant, 0, …] << sh (the amount kept below the width).
        let mut wide = Regs::from_slice(&[mant]);
        wide.resize(n, zero);
        let amount = self.alu(
            AluOp::And,
            Size::S64,
            sh,
            Rmi::Imm((64 * n as u32).next_power_of_two() as i32 - 1),
        );
        let shifted = self.shift_limbs_var(BinOp::Shl, &wide, amount);
        let nonneg = self.cmp_set(Size::S64, Cc::Ge, sh, Rmi::Imm(0));
        let mag = self.select_limbs(nonneg, &shifted, &low);
        if !signed {
            return Ok(mag);
        }
        let s = if double {
            self.sign_mask(raw)
        } else {
            let t = self.shift_imm(ShiftOp::Shl, Size::S64, raw, 32);
            self.sign_mask(t)
        };
        Ok(self.negate_if(&mag, s))
    }
}
