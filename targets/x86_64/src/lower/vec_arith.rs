//! Vector arithmetic: integer and floating-point operators, compares, selects and
//! negation, part by part. Operations without an instruction (division, per-lane shifts
//! before AVX2, `frem`) are done lane by lane through memory.

use super::vector::{Lane, VecLayout};
use super::*;
use crate::features::Feature;
use crate::vinst::{VOp, VW};

/// The packed instruction of `op` on lanes `lane`, when one exists (SSE2 unless noted).
fn int_op(op: BinOp, lane: Lane) -> Option<VOp> {
    use BinOp::*;
    use Lane::*;
    Some(match (op, lane) {
        (Add, I8) => VOp::Paddb,
        (Add, I16) => VOp::Paddw,
        (Add, I32) => VOp::Paddd,
        (Add, I64) => VOp::Paddq,
        (Sub, I8) => VOp::Psubb,
        (Sub, I16) => VOp::Psubw,
        (Sub, I32) => VOp::Psubd,
        (Sub, I64) => VOp::Psubq,
        (And, _) => VOp::Pand,
        (Or, _) => VOp::Por,
        (Xor, _) => VOp::Pxor,
        (Mul, I16) => VOp::Pmullw,
        _ => return None,
    })
}

impl Lowerer<'_, '_> {
    pub(super) fn lower_vec_binary(
        &mut self,
        i: Inst,
        op: BinOp,
        a: Value,
        b: Value,
        ty: Type,
    ) -> LResult<()> {
        let l = self.vlayout(ty)?;
        let out = if l.lane.is_float() {
            let ra = self.value_regs(a)?;
            let rb = self.value_regs(b)?;
            self.vec_float_binop(op, &l, &ra, &rb)?
        } else if l.mask {
            let ra = self.value_regs(a)?;
            let rb = self.value_regs(b)?;
            self.vec_mask_binop(op, &l, &ra, &rb)
        } else if matches!(op, BinOp::Shl | BinOp::LShr | BinOp::AShr) {
            self.vec_shift(op, &l, a, b)?
        } else if let Some(out) = self.div_by_splat(op, &l, a, b)? {
            out
        } else {
            let ra = self.value_regs(a)?;
            let rb = self.value_regs(b)?;
            self.vec_int_binop(op, &l, &ra, &rb)?
        };
        self.define(i, &out)
    }

    /// Division or remainder by a constant splat with a multiplication, when possible.
    fn div_by_splat(
        &mut self,
        op: BinOp,
        l: &VecLayout,
        a: Value,
        b: Value,
    ) -> LResult<Option<Regs>> {
        if !matches!(op, BinOp::UDiv | BinOp::SDiv | BinOp::URem | BinOp::SRem) {
            return Ok(None);
        }
        let Some(Value::Const(c)) = self.splat_source(b) else {
            return Ok(None);
        };
        let Some(d) = self.scalar_const_bits(c) else {
            return Ok(None);
        };
        let ra = self.value_regs(a)?;
        Ok(self.vec_div_const(op, l, &ra, d))
    }

    /// Integer `op` on every part (not shifts).
    pub(super) fn vec_int_binop(
        &mut self,
        op: BinOp,
        l: &VecLayout,
        ra: &[Reg],
        rb: &[Reg],
    ) -> LResult<Regs> {
        let w = self.vw(l.wide);
        if let Some(vop) = int_op(op, l.lane) {
            return Ok(ra
                .iter()
                .zip(rb)
                .map(|(&x, &y)| self.vbin(vop, w, x, y))
                .collect());
        }
        if op == BinOp::Mul {
            let mut out = Regs::new();
            for (&x, &y) in ra.iter().zip(rb) {
                let r = match l.lane {
                    Lane::I32 => self.mul32(w, x, y),
                    Lane::I64 => self.mul64(w, x, y),
                    _ => self.mul8(w, x, y),
                };
                out.push(r);
            }
            return Ok(out);
        }
        self.scalarize_int_binop(op, l, ra, rb)
    }

    /// `<4 x i32>` multiply: pmulld, or two pmuludq on the even and odd lanes.
    pub(super) fn mul32(&mut self, w: VW, x: Reg, y: Reg) -> Reg {
        if self.has(Feature::Sse41) {
            return self.vbin(VOp::Pmulld, w, x, y);
        }
        let even = self.vbin(VOp::Pmuludq, w, x, y);
        let xo = self.pshufd(w, x, 0xf5);
        let yo = self.pshufd(w, y, 0xf5);
        let odd = self.vbin(VOp::Pmuludq, w, xo, yo);
        let even = self.pshufd(w, even, 0xe8);
        let odd = self.pshufd(w, odd, 0xe8);
        self.vbin(VOp::Punpckldq, w, even, odd)
    }

    /// `<2 x i64>` multiply: lo·lo + ((hi·lo + lo·hi) << 32).
    pub(super) fn mul64(&mut self, w: VW, x: Reg, y: Reg) -> Reg {
        let ll = self.vbin(VOp::Pmuludq, w, x, y);
        let xh = self.vun(VOp::PsrlqI, w, x, 32);
        let hl = self.vbin(VOp::Pmuludq, w, xh, y);
        let yh = self.vun(VOp::PsrlqI, w, y, 32);
        let lh = self.vbin(VOp::Pmuludq, w, x, yh);
        let cross = self.vbin(VOp::Paddq, w, hl, lh);
        let cross = self.vun(VOp::PsllqI, w, cross, 32);
        self.vbin(VOp::Paddq, w, ll, cross)
    }

    /// `<16 x i8>` multiply: 16-bit products of the even and odd bytes.
    fn mul8(&mut self, w: VW, x: Reg, y: Reg) -> Reg {
        let lo_mask = self.vsplat_const(Lane::I16, 0xff, w == VW::V256);
        // Even bytes: the low byte of each 16-bit product.
        let even = self.vbin(VOp::Pmullw, w, x, y);
        let even = self.vbin(VOp::Pand, w, even, lo_mask);
        // Odd bytes: (x >> 8) * (y & 0xff00), whose low byte of the high half is right.
        let xo = self.vun(VOp::PsrlwI, w, x, 8);
        let yo = self.vun(VOp::PsrlwI, w, y, 8);
        let odd = self.vbin(VOp::Pmullw, w, xo, yo);
        let odd = self.vun(VOp::PsllwI, w, odd, 8);
        self.vbin(VOp::Por, w, even, odd)
    }

    /// Lane-by-lane integer arithmetic through memory (division, remainders, per-lane
    /// shifts).
    pub(super) fn scalarize_int_binop(
        &mut self,
        op: BinOp,
        l: &VecLayout,
        ra: &[Reg],
        rb: &[Reg],
    ) -> LResult<Regs> {
        use BinOp::*;
        let ma = self.spill_to_scratch(ra, l);
        let mb = self.spill_to_scratch(rb, l);
        let signed = matches!(op, SDiv | SRem | AShr);
        let lb = l.lane.bytes() as i32;
        for j in 0..l.len as i32 {
            let x = self.load_lane(l.lane, ma.offset(j * lb), signed);
            let y = self.load_lane(l.lane, mb.offset(j * lb), signed && op != AShr);
            let r = self.scalar_int_op(op, x, y)?;
            self.store_lane(l.lane, r, ma.offset(j * lb));
        }
        Ok(self.reload_parts(l, ma))
    }

    /// `x op y` on 64-bit registers holding extended lanes.
    pub(super) fn scalar_int_op(&mut self, op: BinOp, x: Reg, y: Reg) -> LResult<Reg> {
        use BinOp::*;
        if matches!(op, UDiv | SDiv | URem | SRem) {
            return Ok(self.divide(op, Size::S64, x, y));
        }
        let d = self.gpr();
        match op {
            Add | Sub | Mul | And | Or | Xor => {
                let aop = super::int::alu_op(op).expect("an ALU operation");
                self.push(MInst::Alu {
                    op: aop,
                    size: Size::S64,
                    lhs: x,
                    rhs: Rmi::Reg(y),
                    dst: d,
                });
            }
            Shl | LShr | AShr => {
                let sop = match op {
                    Shl => ShiftOp::Shl,
                    LShr => ShiftOp::Shr,
                    _ => ShiftOp::Sar,
                };
                self.push(MInst::Shift {
                    op: sop,
                    size: Size::S64,
                    src: x,
                    amount: Some(y),
                    imm: 0,
                    dst: d,
                });
            }
            _ => return Err(err(self.pos, "this vector operation")),
        }
        Ok(d)
    }

    /// `op` on `<N x i1>` lanes (0 or all ones): arithmetic modulo 2.
    fn vec_mask_binop(&mut self, op: BinOp, l: &VecLayout, ra: &[Reg], rb: &[Reg]) -> Regs {
        use BinOp::*;
        let w = self.vw(l.wide);
        let vop = match op {
            Add | Sub | Xor => VOp::Pxor,
            And | Mul => VOp::Pand,
            Or => VOp::Por,
            // Shifting an i1 by anything but 0, or dividing by anything but 1, is poison.
            Shl | LShr | AShr | UDiv | SDiv => return Regs::from_slice(ra),
            _ => return ra.iter().map(|_| self.vset(false, w)).collect(),
        };
        ra.iter()
            .zip(rb)
            .map(|(&x, &y)| self.vbin(vop, w, x, y))
            .collect()
    }

    /// The scalar every lane of `v` holds, when `v` is a splat (a constant or an
    /// `insertelement` + zero-mask `shufflevector`).
    pub(super) fn splat_source(&self, v: Value) -> Option<Value> {
        match v {
            Value::Const(c) => match &self.m.consts.get(c).kind {
                ConstKind::Splat(e) => Some(Value::Const(*e)),
                ConstKind::Aggregate(es) if es.iter().all(|&e| e == es[0]) => {
                    Some(Value::Const(es[0]))
                }
                ConstKind::Zero => None,
                _ => None,
            },
            Value::Inst(s) => {
                let InstKind::ShuffleVector { mask } = self.body.insts[s].kind else {
                    return None;
                };
                let mk = &self.m.consts.get(mask).kind;
                let zero_mask = match mk {
                    ConstKind::Zero => true,
                    ConstKind::Aggregate(es) => es
                        .iter()
                        .all(|&e| matches!(self.m.consts.get(e).kind, ConstKind::Int(0))),
                    _ => false,
                };
                if !zero_mask {
                    return None;
                }
                let Value::Inst(ins) = self.body.args(s)[0] else {
                    return None;
                };
                if !matches!(self.body.insts[ins].kind, InstKind::InsertElement) {
                    return None;
                }
                let ia = self.body.args(ins);
                match ia[2] {
                    Value::Const(c) if self.m.consts.as_u64(c) == Some(0) => Some(ia[1]),
                    _ => None,
                }
            }
            _ => None,
        }
    }

    /// Shifts of integer lanes: by an immediate or one count for every lane when the
    /// amount is a splat, per lane otherwise.
    fn vec_shift(&mut self, op: BinOp, l: &VecLayout, a: Value, b: Value) -> LResult<Regs> {
        let ra = self.value_regs(a)?;
        let w = self.vw(l.wide);
        let bits = l.lane.bits();
        if let Some(s) = self.splat_source(b) {
            if let Some(c) = match s {
                Value::Const(c) => self.scalar_const_bits(c),
                _ => None,
            } {
                // Amounts of the width or more are poison: any result will do.
                let c = (c as u32).min(bits - 1) as u8;
                return Ok(ra
                    .iter()
                    .map(|&x| self.shift_lanes_imm(op, l.lane, w, x, c))
                    .collect());
            }
            // One variable count: zero-extended into an xmm register.
            let sbits = self.elem_bits(self.value_type(b));
            let amt = self.reg(s)?;
            let amt = self.extend64(amt, sbits, false);
            let cnt = self.xreg();
            self.push(MInst::GprToXmm {
                wide: true,
                src: amt,
                dst: cnt,
            });
            if l.lane != Lane::I8 && !(l.lane == Lane::I64 && op == BinOp::AShr) {
                let vop = shift_op(op, l.lane);
                return Ok(ra.iter().map(|&x| self.vbin(vop, w, x, cnt)).collect());
            }
            if l.lane == Lane::I64 {
                // ashr = ((x >>> c) ^ m) - m with m = sign bit >>> c.
                let sign = self.vsplat_const(Lane::I64, 1 << 63, l.wide);
                let m = self.vbin(VOp::Psrlq, w, sign, cnt);
                return Ok(ra
                    .iter()
                    .map(|&x| {
                        let t = self.vbin(VOp::Psrlq, w, x, cnt);
                        let t = self.vbin(VOp::Pxor, w, t, m);
                        self.vbin(VOp::Psubq, w, t, m)
                    })
                    .collect());
            }
            // Bytes: shift 16-bit lanes and clear the bits that crossed between bytes.
            let ones = self.vset(true, w);
            let (wop, m) = match op {
                BinOp::Shl => (VOp::Psllw, self.vbin(VOp::Psllw, w, ones, cnt)),
                _ => {
                    let m = self.vbin(VOp::Psrlw, w, ones, cnt);
                    (VOp::Psrlw, self.vun(VOp::PsrlwI, w, m, 8))
                }
            };
            // Broadcast the low byte of the mask to every byte.
            let m = self.vbin(VOp::Punpcklbw, w, m, m);
            let m = self.vun(VOp::Pshuflw, w, m, 0);
            let m = self.pshufd(w, m, 0);
            let sign = if op == BinOp::AShr {
                let s = self.vsplat_const(Lane::I8, 0x80, l.wide);
                let s = self.vbin(VOp::Psrlw, w, s, cnt);
                let s = self.vbin(VOp::Pand, w, s, m);
                Some(s)
            } else {
                None
            };
            return Ok(ra
                .iter()
                .map(|&x| {
                    let t = self.vbin(wop, w, x, cnt);
                    let t = self.vbin(VOp::Pand, w, t, m);
                    match sign {
                        Some(s) => {
                            let t = self.vbin(VOp::Pxor, w, t, s);
                            self.vbin(VOp::Psubb, w, t, s)
                        }
                        None => t,
                    }
                })
                .collect());
        }
        let rb = self.value_regs(b)?;
        // Per-lane counts: AVX2 shifts for 32- and 64-bit lanes.
        if self.has(Feature::Avx2) {
            let vop = match (op, l.lane) {
                (BinOp::Shl, Lane::I32) => Some(VOp::Vpsllvd),
                (BinOp::Shl, Lane::I64) => Some(VOp::Vpsllvq),
                (BinOp::LShr, Lane::I32) => Some(VOp::Vpsrlvd),
                (BinOp::LShr, Lane::I64) => Some(VOp::Vpsrlvq),
                (BinOp::AShr, Lane::I32) => Some(VOp::Vpsravd),
                _ => None,
            };
            if let Some(vop) = vop {
                let w = if l.wide { VW::V256 } else { VW::V128 };
                return Ok(ra
                    .iter()
                    .zip(&rb)
                    .map(|(&x, &y)| self.vbin(vop, w, x, y))
                    .collect());
            }
        }
        // Left shifts by constants: multiplications by powers of two.
        if op == BinOp::Shl && matches!(l.lane, Lane::I16 | Lane::I32) {
            if let Value::Const(c) = b {
                if let Some(pows) = self.shl_multipliers(c, l) {
                    let mut out = Regs::new();
                    for (k, &x) in ra.iter().enumerate() {
                        let m = self.vconst(&pows[k]);
                        out.push(match l.lane {
                            Lane::I16 => self.vbin(VOp::Pmullw, w, x, m),
                            _ => self.mul32(w, x, m),
                        });
                    }
                    return Ok(out);
                }
            }
        }
        self.scalarize_int_binop(op, l, &ra, &rb)
    }

    /// Per part, the lanes `1 << c` for the shift amounts of constant `c`.
    fn shl_multipliers(&self, c: Const, l: &VecLayout) -> Option<Vec<Vec<u8>>> {
        let ConstKind::Aggregate(es) = &self.m.consts.get(c).kind else {
            return None;
        };
        let lb = l.lane.bytes() as usize;
        let rb = l.reg_bytes() as usize;
        let mut bytes = vec![0u8; rb * l.parts as usize];
        for (j, &e) in es.iter().enumerate() {
            let s = self.scalar_const_bits(e)?;
            let v = if s < u64::from(l.lane.bits()) {
                1u64 << s
            } else {
                0
            };
            bytes[j * lb..(j + 1) * lb].copy_from_slice(&v.to_le_bytes()[..lb]);
        }
        Some(bytes.chunks(rb).map(<[u8]>::to_vec).collect())
    }

    /// `x op c` on every lane for a constant `c` below the lane width.
    pub(super) fn shift_lanes_imm(&mut self, op: BinOp, lane: Lane, w: VW, x: Reg, c: u8) -> Reg {
        if c == 0 {
            return x;
        }
        match (op, lane) {
            (BinOp::AShr, Lane::I64) => {
                // 32-bit halves: the low ones logically shifted (or the high ones
                // arithmetically shifted by c - 32), the high ones arithmetically shifted
                // (or the sign).
                let (lo, hi, lo_imm) = if c >= 32 {
                    let lo = self.vun(VOp::PsradI, w, x, c - 32);
                    (lo, self.vun(VOp::PsradI, w, x, 31), 0xed)
                } else {
                    let lo = self.vun(VOp::PsrlqI, w, x, c);
                    (lo, self.vun(VOp::PsradI, w, x, c), 0xe8)
                };
                let lo = self.pshufd(w, lo, lo_imm);
                let hi = self.pshufd(w, hi, 0xed);
                self.vbin(VOp::Punpckldq, w, lo, hi)
            }
            (_, Lane::I8) => {
                let wide = w == VW::V256;
                match op {
                    BinOp::Shl => {
                        let t = self.vun(VOp::PsllwI, w, x, c);
                        let m = self.vsplat_const(Lane::I8, (0xffu64 << c) & 0xff, wide);
                        self.vbin(VOp::Pand, w, t, m)
                    }
                    BinOp::LShr => {
                        let t = self.vun(VOp::PsrlwI, w, x, c);
                        let m = self.vsplat_const(Lane::I8, 0xff >> c, wide);
                        self.vbin(VOp::Pand, w, t, m)
                    }
                    _ => {
                        let t = self.vun(VOp::PsrlwI, w, x, c);
                        let m = self.vsplat_const(Lane::I8, 0xff >> c, wide);
                        let t = self.vbin(VOp::Pand, w, t, m);
                        let s = self.vsplat_const(Lane::I8, 0x80 >> c, wide);
                        let t = self.vbin(VOp::Pxor, w, t, s);
                        self.vbin(VOp::Psubb, w, t, s)
                    }
                }
            }
            _ => {
                let vop = match (op, lane) {
                    (BinOp::Shl, Lane::I16) => VOp::PsllwI,
                    (BinOp::Shl, Lane::I32) => VOp::PslldI,
                    (BinOp::Shl, _) => VOp::PsllqI,
                    (BinOp::LShr, Lane::I16) => VOp::PsrlwI,
                    (BinOp::LShr, Lane::I32) => VOp::PsrldI,
                    (BinOp::LShr, _) => VOp::PsrlqI,
                    (_, Lane::I16) => VOp::PsrawI,
                    _ => VOp::PsradI,
                };
                self.vun(vop, w, x, c)
            }
        }
    }

    /// Float `op` on every part.
    fn vec_float_binop(
        &mut self,
        op: BinOp,
        l: &VecLayout,
        ra: &[Reg],
        rb: &[Reg],
    ) -> LResult<Regs> {
        use BinOp::*;
        let d = l.lane == Lane::F64;
        let w = self.vw(l.wide);
        let vop = match (op, d) {
            (FAdd, false) => VOp::Addps,
            (FAdd, true) => VOp::Addpd,
            (FSub, false) => VOp::Subps,
            (FSub, true) => VOp::Subpd,
            (FMul, false) => VOp::Mulps,
            (FMul, true) => VOp::Mulpd,
            (FDiv, false) => VOp::Divps,
            (FDiv, true) => VOp::Divpd,
            (FRem, _) => {
                let f = if d { "fmod" } else { "fmodf" };
                return self.scalarize_float_libcall(f, l, &[ra, rb]);
            }
            _ => return Err(err(self.pos, "this vector operation")),
        };
        Ok(ra
            .iter()
            .zip(rb)
            .map(|(&x, &y)| self.vbin(vop, w, x, y))
            .collect())
    }

    /// Calls the float function `name` lane by lane on the float vectors `args`.
    pub(super) fn scalarize_float_libcall(
        &mut self,
        name: &'static str,
        l: &VecLayout,
        args: &[&[Reg]],
    ) -> LResult<Regs> {
        let mems: Vec<Amode> = args.iter().map(|r| self.spill_to_scratch(r, l)).collect();
        let lb = l.lane.bytes() as i32;
        for j in 0..l.len as i32 {
            let mut uses = Vec::with_capacity(args.len());
            for (k, m) in mems.iter().enumerate() {
                let x = self.load_lane(l.lane, m.offset(j * lb), false);
                uses.push((x, regs::x(k as u8)));
            }
            let r = self.xreg();
            self.emit_call(
                CallTarget::Direct(RelocTarget::Libcall(name)),
                uses,
                vec![(r, regs::x(0))],
            );
            self.store_lane(l.lane, r, mems[0].offset(j * lb));
        }
        Ok(self.reload_parts(l, mems[0]))
    }

    pub(super) fn lower_vec_fneg(&mut self, i: Inst, a: Value, ty: Type) -> LResult<()> {
        let l = self.vlayout(ty)?;
        let ra = self.value_regs(a)?;
        let w = self.vw(l.wide);
        let sign = if l.lane == Lane::F64 {
            1 << 63
        } else {
            1 << 31
        };
        let m = self.vsplat_const(l.lane, sign, l.wide);
        let out: Regs = ra.iter().map(|&x| self.vbin(VOp::Xorps, w, x, m)).collect();
        self.define(i, &out)
    }

    pub(super) fn lower_vec_icmp(
        &mut self,
        i: Inst,
        pred: IntPred,
        a: Value,
        b: Value,
    ) -> LResult<()> {
        let lt = self.vlayout(self.value_type(a))?;
        let ra = self.value_regs(a)?;
        let rb = self.value_regs(b)?;
        let masks = self.vec_icmp(pred, &lt, &ra, &rb);
        let to = self.vlayout(self.body.insts[i].ty)?;
        let from = VecLayout { mask: true, ..lt };
        let out = self.convert_mask(&masks, &from, &to);
        self.define(i, &out)
    }

    /// Lane masks (in the operands' lanes) of `a pred b`.
    pub(super) fn vec_icmp(
        &mut self,
        pred: IntPred,
        l: &VecLayout,
        ra: &[Reg],
        rb: &[Reg],
    ) -> Regs {
        use IntPred::*;
        let w = self.vw(l.wide);
        let (swap, invert, signed) = match pred {
            Eq => (false, false, true),
            Ne => (false, true, true),
            Sgt => (false, false, true),
            Slt => (true, false, true),
            Sge => (true, true, true),
            Sle => (false, true, true),
            Ugt => (false, false, false),
            Ult => (true, false, false),
            Uge => (true, true, false),
            Ule => (false, true, false),
        };
        let eq = matches!(pred, Eq | Ne);
        let flip = if !eq && !signed {
            let bit = 1u64 << (l.lane.bits() - 1);
            Some(self.vsplat_const(l.lane, bit, l.wide))
        } else {
            None
        };
        let mut out = Regs::new();
        for (&x, &y) in ra.iter().zip(rb) {
            let (x, y) = if swap { (y, x) } else { (x, y) };
            let m = if eq {
                self.cmp_eq(l.lane, w, x, y)
            } else {
                let (x, y) = match flip {
                    Some(f) => (self.vbin(VOp::Pxor, w, x, f), self.vbin(VOp::Pxor, w, y, f)),
                    None => (x, y),
                };
                self.cmp_gt(l.lane, w, x, y)
            };
            out.push(if invert { self.vnot(w, m) } else { m });
        }
        out
    }

    /// `!m`.
    pub(super) fn vnot(&mut self, w: VW, m: Reg) -> Reg {
        let ones = self.vset(true, w);
        self.vbin(VOp::Pxor, w, m, ones)
    }

    fn cmp_eq(&mut self, lane: Lane, w: VW, x: Reg, y: Reg) -> Reg {
        match lane.as_int() {
            Lane::I8 => self.vbin(VOp::Pcmpeqb, w, x, y),
            Lane::I16 => self.vbin(VOp::Pcmpeqw, w, x, y),
            Lane::I32 => self.vbin(VOp::Pcmpeqd, w, x, y),
            _ if self.has(Feature::Sse41) => self.vbin(VOp::Pcmpeqq, w, x, y),
            _ => {
                let e = self.vbin(VOp::Pcmpeqd, w, x, y);
                let s = self.pshufd(w, e, 0xb1);
                self.vbin(VOp::Pand, w, e, s)
            }
        }
    }

    /// Signed `x > y`.
    fn cmp_gt(&mut self, lane: Lane, w: VW, x: Reg, y: Reg) -> Reg {
        match lane.as_int() {
            Lane::I8 => self.vbin(VOp::Pcmpgtb, w, x, y),
            Lane::I16 => self.vbin(VOp::Pcmpgtw, w, x, y),
            Lane::I32 => self.vbin(VOp::Pcmpgtd, w, x, y),
            _ if self.has(Feature::Sse42) => self.vbin(VOp::Pcmpgtq, w, x, y),
            _ => {
                // Compare the low halves unsigned (bit 31 flipped) and the high halves
                // signed: (hi_x > hi_y) | (hi_x == hi_y & lo_x >u lo_y).
                let t = self.vsplat_const(Lane::I64, 0x8000_0000, w == VW::V256);
                let x = self.vbin(VOp::Pxor, w, x, t);
                let y = self.vbin(VOp::Pxor, w, y, t);
                let gt = self.vbin(VOp::Pcmpgtd, w, x, y);
                let eq = self.vbin(VOp::Pcmpeqd, w, x, y);
                let gt_lo = self.pshufd(w, gt, 0xa0);
                let eq_hi = self.pshufd(w, eq, 0xf5);
                let gt_hi = self.pshufd(w, gt, 0xf5);
                let both = self.vbin(VOp::Pand, w, eq_hi, gt_lo);
                self.vbin(VOp::Por, w, both, gt_hi)
            }
        }
    }

    pub(super) fn lower_vec_fcmp(
        &mut self,
        i: Inst,
        pred: FloatPred,
        a: Value,
        b: Value,
    ) -> LResult<()> {
        let lt = self.vlayout(self.value_type(a))?;
        let ra = self.value_regs(a)?;
        let rb = self.value_regs(b)?;
        let to = self.vlayout(self.body.insts[i].ty)?;
        let from = VecLayout {
            mask: true,
            lane: lt.lane.as_int(),
            ..lt
        };
        let w = self.vw(lt.wide);
        let op = if lt.lane == Lane::F64 {
            VOp::Cmppd
        } else {
            VOp::Cmpps
        };
        use FloatPred::*;
        let mut masks = Regs::new();
        for (&x, &y) in ra.iter().zip(&rb) {
            let m = match pred {
                False => self.vset(false, w),
                True => self.vset(true, w),
                Oeq => self.vbini(op, w, x, y, 0),
                Olt => self.vbini(op, w, x, y, 1),
                Ole => self.vbini(op, w, x, y, 2),
                Uno => self.vbini(op, w, x, y, 3),
                Une => self.vbini(op, w, x, y, 4),
                Uge => self.vbini(op, w, x, y, 5),
                Ugt => self.vbini(op, w, x, y, 6),
                Ord => self.vbini(op, w, x, y, 7),
                Ogt => self.vbini(op, w, y, x, 1),
                Oge => self.vbini(op, w, y, x, 2),
                Ult => self.vbini(op, w, y, x, 6),
                Ule => self.vbini(op, w, y, x, 5),
                One => {
                    let o = self.vbini(op, w, x, y, 7);
                    let n = self.vbini(op, w, x, y, 4);
                    self.vbin(VOp::Pand, w, o, n)
                }
                Ueq => {
                    let u = self.vbini(op, w, x, y, 3);
                    let e = self.vbini(op, w, x, y, 0);
                    self.vbin(VOp::Por, w, u, e)
                }
            };
            masks.push(m);
        }
        let out = self.convert_mask(&masks, &from, &to);
        self.define(i, &out)
    }

    /// `select` with a vector condition.
    pub(super) fn lower_vec_select(&mut self, i: Inst, args: &[Value], ty: Type) -> LResult<()> {
        let l = self.vlayout(ty)?;
        let cl = self.vlayout(self.value_type(args[0]))?;
        let c = self.value_regs(args[0])?;
        let t = self.value_regs(args[1])?;
        let f = self.value_regs(args[2])?;
        let target = VecLayout {
            mask: true,
            lane: l.lane.as_int(),
            ..l
        };
        let m = self.convert_mask(&c, &cl, &target);
        let out = self.blend(&l, &m, &t, &f);
        self.define(i, &out)
    }

    /// `m ? t : f` per lane, with masks already in the lanes of `l`.
    pub(super) fn blend(&mut self, l: &VecLayout, m: &[Reg], t: &[Reg], f: &[Reg]) -> Regs {
        let w = self.vw(l.wide);
        let mut out = Regs::new();
        for k in 0..t.len() {
            let r = if self.has(Feature::Sse41) {
                let op = match l.lane {
                    Lane::F32 => VOp::Blendvps,
                    Lane::F64 => VOp::Blendvpd,
                    _ => VOp::Pblendvb,
                };
                let dst = self.xreg();
                self.push(MInst::VBlendv {
                    op,
                    w,
                    lhs: f[k],
                    rhs: t[k],
                    mask: m[k],
                    dst,
                });
                dst
            } else {
                let a = self.vbin(VOp::Pand, w, t[k], m[k]);
                let b = self.vbin(VOp::Pandn, w, m[k], f[k]);
                self.vbin(VOp::Por, w, a, b)
            };
            out.push(r);
        }
        out
    }

    /// Masks of layout `from` (lanes all zeros or all ones) as masks of layout `to` (the
    /// same number of elements).
    pub(super) fn convert_mask(&mut self, regs: &[Reg], from: &VecLayout, to: &VecLayout) -> Regs {
        if from.lane.bits() == to.lane.bits() && from.wide == to.wide {
            return Regs::from_slice(regs);
        }
        let (mut cur, mut lay) = self.split128(regs, from);
        while lay.lane.bits() > to.lane.bits() {
            (cur, lay) = self.narrow_lanes(&cur, &lay, true);
        }
        while lay.lane.bits() < to.lane.bits() {
            (cur, lay) = self.widen_lanes(&cur, &lay, true);
        }
        self.join128(&cur, to)
    }

    /// 128-bit pieces of a vector (the vector itself when it is not in ymm registers).
    pub(super) fn split128(&mut self, regs: &[Reg], l: &VecLayout) -> (Regs, VecLayout) {
        let half = VecLayout::new(l.lane, l.len, l.mask, false);
        if !l.wide {
            return (Regs::from_slice(regs), half);
        }
        let mut out = Regs::new();
        for &r in regs {
            out.push(r);
            out.push(self.vun(VOp::Vextractf128, VW::V256, r, 1));
        }
        out.truncate(half.parts as usize);
        (out, half)
    }

    /// The registers of layout `to` from its 128-bit pieces.
    pub(super) fn join128(&mut self, pieces: &[Reg], to: &VecLayout) -> Regs {
        if !to.wide {
            return Regs::from_slice(pieces);
        }
        let mut out = Regs::new();
        for pair in pieces.chunks(2) {
            let hi = pair.get(1).copied().unwrap_or(pair[0]);
            out.push(self.vbini(VOp::Vinsertf128, VW::V256, pair[0], hi, 1));
        }
        out
    }

    /// Halves the lane width of 128-bit registers: truncation, or (`mask`) packing of lane
    /// masks.
    pub(super) fn narrow_lanes(
        &mut self,
        regs: &[Reg],
        l: &VecLayout,
        mask: bool,
    ) -> (Regs, VecLayout) {
        let w = self.vw(false);
        let nl = VecLayout::new(Lane::int(l.lane.bits() / 2), l.len, l.mask, false);
        let mut out = Regs::new();
        for pair in regs.chunks(2) {
            let a = pair[0];
            let b = pair.get(1).copied().unwrap_or(a);
            let r = match l.lane.bits() {
                64 => self.vbini(VOp::Shufps, w, a, b, 0x88),
                32 if mask => self.vbin(VOp::Packssdw, w, a, b),
                16 if mask => self.vbin(VOp::Packsswb, w, a, b),
                32 if self.has(Feature::Sse41) => {
                    let m = self.vsplat_const(Lane::I32, 0xffff, false);
                    let a = self.vbin(VOp::Pand, w, a, m);
                    let b = self.vbin(VOp::Pand, w, b, m);
                    self.vbin(VOp::Packusdw, w, a, b)
                }
                32 => {
                    let a = self.vun(VOp::PslldI, w, a, 16);
                    let a = self.vun(VOp::PsradI, w, a, 16);
                    let b = self.vun(VOp::PslldI, w, b, 16);
                    let b = self.vun(VOp::PsradI, w, b, 16);
                    self.vbin(VOp::Packssdw, w, a, b)
                }
                _ => {
                    let m = self.vsplat_const(Lane::I16, 0xff, false);
                    let a = self.vbin(VOp::Pand, w, a, m);
                    let b = self.vbin(VOp::Pand, w, b, m);
                    self.vbin(VOp::Packuswb, w, a, b)
                }
            };
            out.push(r);
        }
        out.truncate(nl.parts as usize);
        (out, nl)
    }

    /// Doubles the lane width of 128-bit registers: sign extension (which is also how lane
    /// masks widen) or, with `signed` false, zero extension.
    pub(super) fn widen_lanes(
        &mut self,
        regs: &[Reg],
        l: &VecLayout,
        signed: bool,
    ) -> (Regs, VecLayout) {
        let w = self.vw(false);
        let nl = VecLayout::new(Lane::int(l.lane.bits() * 2), l.len, l.mask, false);
        let (lo_op, hi_op) = match l.lane.bits() {
            8 => (VOp::Punpcklbw, VOp::Punpckhbw),
            16 => (VOp::Punpcklwd, VOp::Punpckhwd),
            _ => (VOp::Punpckldq, VOp::Punpckhdq),
        };
        let mut out = Regs::new();
        for &a in regs {
            let (lo, hi) = if l.mask {
                (self.vbin(lo_op, w, a, a), self.vbin(hi_op, w, a, a))
            } else if !signed {
                let z = self.vset(false, w);
                (self.vbin(lo_op, w, a, z), self.vbin(hi_op, w, a, z))
            } else if l.lane.bits() == 32 {
                let s = self.vun(VOp::PsradI, w, a, 31);
                (self.vbin(lo_op, w, a, s), self.vbin(hi_op, w, a, s))
            } else {
                let sh = l.lane.bits() as u8;
                let sra = if sh == 8 { VOp::PsrawI } else { VOp::PsradI };
                let lo = self.vbin(lo_op, w, a, a);
                let hi = self.vbin(hi_op, w, a, a);
                (self.vun(sra, w, lo, sh), self.vun(sra, w, hi, sh))
            };
            out.push(lo);
            out.push(hi);
        }
        out.truncate(nl.parts as usize);
        (out, nl)
    }
}

/// The shift by an xmm count of `op` on `lane` (not bytes, not arithmetic 64-bit).
fn shift_op(op: BinOp, lane: Lane) -> VOp {
    match (op, lane) {
        (BinOp::Shl, Lane::I16) => VOp::Psllw,
        (BinOp::Shl, Lane::I32) => VOp::Pslld,
        (BinOp::Shl, _) => VOp::Psllq,
        (BinOp::LShr, Lane::I16) => VOp::Psrlw,
        (BinOp::LShr, Lane::I32) => VOp::Psrld,
        (BinOp::LShr, _) => VOp::Psrlq,
        (_, Lane::I16) => VOp::Psraw,
        _ => VOp::Psrad,
    }
}
