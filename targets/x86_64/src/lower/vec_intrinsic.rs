//! Intrinsics on vectors: reductions, integer min/max/abs/saturation/bit counting, float
//! math, masked loads and stores, gathers and scatters (lane by lane, with conditional
//! moves choosing between the real address and a harmless one), subvector insertion and
//! extraction; and vector `getelementptr`.

use super::float::{libm_name, LibmType};
use super::vector::{Lane, VecLayout};
use super::*;
use crate::features::Feature;
use crate::vinst::{VOp, XRm, VW};

/// The reduction operations of `llvm.vector.reduce.*`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Red {
    Add,
    Mul,
    And,
    Or,
    Xor,
    Smax,
    Smin,
    Umax,
    Umin,
}

impl Lowerer<'_, '_> {
    /// Whether call operands `args` (callee first) call an intrinsic lowered here: one
    /// with vector operands or result (`ty`), or any `llvm.x86.*` one.
    pub(super) fn is_vector_intrinsic(&self, args: &[Value], ty: Type) -> bool {
        let Some(name) = self.callee_intrinsic(args[0]) else {
            return false;
        };
        let types = self.types();
        (name.starts_with(b"llvm.x86.") && !super::intrinsic::is_scalar_x86(name))
            || types.is_vector(ty)
            || args[1..]
                .iter()
                .any(|&a| types.is_vector(self.value_type(a)))
    }

    pub(super) fn lower_vec_intrinsic(&mut self, i: Inst, args: &[Value]) -> LResult<()> {
        let name = String::from_utf8_lossy(self.callee_intrinsic(args[0]).unwrap()).into_owned();
        let ci = match self.body.insts[i].kind {
            InstKind::Call(c) => &self.body.calls[c],
            _ => unreachable!(),
        };
        let a = &args[1..1 + ci.num_args as usize];
        let ty = self.body.insts[i].ty;
        let base: String = name.split('.').take(3).collect::<Vec<_>>().join(".");
        let short: String = name.split('.').take(2).collect::<Vec<_>>().join(".");
        if let Some(rest) = name.strip_prefix("llvm.x86.") {
            return self.lower_x86(i, rest, a);
        }
        let unsupported = || err(self.pos, format!("intrinsic @{name}"));
        if base.starts_with("llvm.vector.reduce") {
            return self.lower_reduce(i, &name, a);
        }
        if short == "llvm.masked" {
            return match base.as_str() {
                "llvm.masked.load" => self.masked_load(i, a[0], a[2], a[3], false),
                "llvm.masked.gather" => self.masked_load(i, a[0], a[2], a[3], true),
                "llvm.masked.store" => self.masked_store(a[0], a[1], a[3], false),
                "llvm.masked.scatter" => self.masked_store(a[0], a[1], a[3], true),
                _ => Err(unsupported()),
            };
        }
        let out = match short.as_str() {
            "llvm.smax" | "llvm.smin" | "llvm.umax" | "llvm.umin" => {
                let l = self.vlayout(ty)?;
                let x = self.value_regs(a[0])?;
                let y = self.value_regs(a[1])?;
                let red = match short.as_str() {
                    "llvm.smax" => Red::Smax,
                    "llvm.smin" => Red::Smin,
                    "llvm.umax" => Red::Umax,
                    _ => Red::Umin,
                };
                self.vec_red_op(red, &l, &x, &y)?
            }
            "llvm.abs" => {
                let l = self.vlayout(ty)?;
                let x = self.value_regs(a[0])?;
                x.iter().map(|&r| self.vec_abs(&l, r)).collect()
            }
            "llvm.uadd" | "llvm.usub" | "llvm.sadd" | "llvm.ssub"
                if name.split('.').nth(2) == Some("sat") =>
            {
                let l = self.vlayout(ty)?;
                let x = self.value_regs(a[0])?;
                let y = self.value_regs(a[1])?;
                self.vec_sat(&short, &l, &x, &y)?
            }
            "llvm.ctpop" | "llvm.ctlz" | "llvm.cttz" | "llvm.bswap" | "llvm.bitreverse" => {
                let l = self.vlayout(ty)?;
                let x = self.value_regs(a[0])?;
                self.vec_bit_op(&short, &l, &x)?
            }
            "llvm.fshl" | "llvm.fshr" => self.vec_funnel(&short, a, ty)?,
            "llvm.fabs" | "llvm.copysign" => {
                let l = self.vlayout(ty)?;
                let w = self.vw(l.wide);
                let sign = if l.lane == Lane::F64 {
                    1 << 63
                } else {
                    1 << 31
                };
                let x = self.value_regs(a[0])?;
                let mag = self.vsplat_const(l.lane, !sign & lane_ones(l.lane), l.wide);
                if short == "llvm.fabs" {
                    x.iter()
                        .map(|&r| self.vbin(VOp::Andps, w, r, mag))
                        .collect()
                } else {
                    let y = self.value_regs(a[1])?;
                    let s = self.vsplat_const(l.lane, sign, l.wide);
                    x.iter()
                        .zip(&y)
                        .map(|(&p, &q)| {
                            let m = self.vbin(VOp::Andps, w, p, mag);
                            let sg = self.vbin(VOp::Andps, w, q, s);
                            self.vbin(VOp::Orps, w, m, sg)
                        })
                        .collect()
                }
            }
            "llvm.sqrt" => {
                let l = self.vlayout(ty)?;
                let w = self.vw(l.wide);
                let op = if l.lane == Lane::F64 {
                    VOp::Sqrtpd
                } else {
                    VOp::Sqrtps
                };
                let x = self.value_regs(a[0])?;
                x.iter().map(|&r| self.vun(op, w, r, 0)).collect()
            }
            "llvm.fmuladd" | "llvm.fma" => {
                let l = self.vlayout(ty)?;
                let x = self.value_regs(a[0])?;
                let y = self.value_regs(a[1])?;
                let z = self.value_regs(a[2])?;
                if short == "llvm.fma" {
                    let f = if l.lane == Lane::F64 { "fma" } else { "fmaf" };
                    self.scalarize_float_libcall(f, &l, &[&x, &y, &z])?
                } else {
                    let w = self.vw(l.wide);
                    let (mul, add) = if l.lane == Lane::F64 {
                        (VOp::Mulpd, VOp::Addpd)
                    } else {
                        (VOp::Mulps, VOp::Addps)
                    };
                    let mut out = Regs::new();
                    for k in 0..x.len() {
                        let p = self.vbin(mul, w, x[k], y[k]);
                        out.push(self.vbin(add, w, p, z[k]));
                    }
                    out
                }
            }
            "llvm.minnum" | "llvm.maxnum" => {
                let l = self.vlayout(ty)?;
                let w = self.vw(l.wide);
                let x = self.value_regs(a[0])?;
                let y = self.value_regs(a[1])?;
                let d = l.lane == Lane::F64;
                let (op, cmp) = match (short.as_str(), d) {
                    ("llvm.minnum", false) => (VOp::Minps, VOp::Cmpps),
                    ("llvm.minnum", true) => (VOp::Minpd, VOp::Cmppd),
                    (_, false) => (VOp::Maxps, VOp::Cmpps),
                    (_, true) => (VOp::Maxpd, VOp::Cmppd),
                };
                let ml = VecLayout {
                    lane: l.lane.as_int(),
                    mask: true,
                    ..l
                };
                let mut out = Regs::new();
                for k in 0..x.len() {
                    // minps(y, x) gives x when either is NaN; then y where x is NaN.
                    let m = self.vbin(op, w, y[k], x[k]);
                    let nan = self.vbini(cmp, w, x[k], x[k], 3);
                    out.extend(self.blend(&ml, &[nan], &[y[k]], &[m]));
                }
                out
            }
            "llvm.floor" | "llvm.ceil" | "llvm.trunc" | "llvm.rint" | "llvm.nearbyint"
            | "llvm.roundeven" | "llvm.round" => self.vec_round(&short, a[0], ty)?,
            "llvm.sin" | "llvm.cos" | "llvm.tan" | "llvm.exp" | "llvm.exp2" | "llvm.exp10"
            | "llvm.log" | "llvm.log2" | "llvm.log10" | "llvm.pow" => {
                let l = self.vlayout(ty)?;
                let f = lane_libm_name(&short, l.lane == Lane::F64);
                let x = self.value_regs(a[0])?;
                if short == "llvm.pow" {
                    let y = self.value_regs(a[1])?;
                    self.scalarize_float_libcall(f, &l, &[&x, &y])?
                } else {
                    self.scalarize_float_libcall(f, &l, &[&x])?
                }
            }
            "llvm.vector" | "llvm.experimental" => match base.as_str() {
                "llvm.vector.extract"
                | "llvm.vector.insert"
                | "llvm.vector.reverse"
                | "llvm.experimental.vector.reverse"
                | "llvm.experimental.vector.extract"
                | "llvm.experimental.vector.insert" => self.vec_subvector(&base, a, ty)?,
                _ => return Err(unsupported()),
            },
            _ => return Err(unsupported()),
        };
        self.define(i, &out)
    }

    /// `llvm.vector.reduce.*`.
    fn lower_reduce(&mut self, i: Inst, name: &str, a: &[Value]) -> LResult<()> {
        let what = name.split('.').nth(3).unwrap_or("");
        let red = match what {
            "add" => Red::Add,
            "mul" => Red::Mul,
            "and" => Red::And,
            "or" => Red::Or,
            "xor" => Red::Xor,
            "smax" => Red::Smax,
            "smin" => Red::Smin,
            "umax" => Red::Umax,
            "umin" => Red::Umin,
            "fadd" | "fmul" => return self.reduce_fadd(i, what == "fadd", a[0], a[1]),
            "fmax" | "fmin" => return self.reduce_fminmax(i, what == "fmax", a[0]),
            _ => return Err(err(self.pos, format!("intrinsic @{name}"))),
        };
        let l = self.vlayout(self.value_type(a[0]))?;
        let regs = self.value_regs(a[0])?;
        let r = if l.mask {
            self.reduce_mask(red, &l, &regs)
        } else {
            self.reduce_int(red, &l, &regs)?
        };
        self.define(i, &[r])
    }

    /// The identity of `red` on lanes `lane`.
    fn red_identity(red: Red, lane: Lane) -> u64 {
        let bits = lane.bits();
        let ones = lane_ones(lane);
        match red {
            Red::Add | Red::Or | Red::Xor | Red::Umax => 0,
            Red::Mul => 1,
            Red::And | Red::Umin => ones,
            Red::Smax => 1 << (bits - 1),
            Red::Smin => ones >> 1,
        }
    }

    /// Lanes past the end of a vector replaced by the identity of `red`, so whole
    /// registers can be combined.
    fn fill_tail(&mut self, red: Red, l: &VecLayout, regs: &mut [Reg]) {
        let k = l.parts - 1;
        let n = l.lanes_in(k);
        if n == l.per {
            return;
        }
        let lb = l.lane.bytes() as usize;
        let rb = l.reg_bytes() as usize;
        let mut keep = vec![0u8; rb];
        keep[..n as usize * lb].fill(0xff);
        let id = Self::red_identity(red, l.lane);
        let mut fill = vec![0u8; rb];
        for j in n as usize..l.per as usize {
            fill[j * lb..(j + 1) * lb].copy_from_slice(&id.to_le_bytes()[..lb]);
        }
        let w = self.vw(l.wide);
        let km = self.vconst(&keep);
        let fm = self.vconst(&fill);
        let t = self.vbin(VOp::Pand, w, regs[k as usize], km);
        regs[k as usize] = self.vbin(VOp::Por, w, t, fm);
    }

    /// `red` of the lanes of an integer vector, as a scalar.
    fn reduce_int(&mut self, red: Red, l: &VecLayout, regs: &[Reg]) -> LResult<Reg> {
        let mut regs = Regs::from_slice(regs);
        self.fill_tail(red, l, &mut regs);
        let (pieces, l128) = self.split128(
            &regs,
            &VecLayout {
                len: l.parts * l.per,
                ..*l
            },
        );
        let mut acc = pieces[0];
        for &p in &pieces[1..] {
            acc = self.vec_red_op(red, &l128, &[acc], &[p])?[0];
        }
        let w = self.vw(false);
        // Halve the live lanes until one is left.
        let mut live = l128.per;
        while live > 1 {
            let t = match (live, l.lane.bits()) {
                (_, 64) | (4, 32) | (8, 16) | (16, 8) => self.pshufd(w, acc, 0xee),
                (2, 32) | (4, 16) | (8, 8) => self.pshufd(w, acc, 0x55),
                (2, 16) | (4, 8) => self.vun(VOp::PsrldI, w, acc, 16),
                _ => self.vun(VOp::PsrlwI, w, acc, 8),
            };
            acc = self.vec_red_op(red, &l128, &[acc], &[t])?[0];
            live /= 2;
        }
        Ok(self.extract_lane(acc, &l128, 0))
    }

    /// `red` lane by lane of two vectors.
    fn vec_red_op(&mut self, red: Red, l: &VecLayout, x: &[Reg], y: &[Reg]) -> LResult<Regs> {
        let op = match red {
            Red::Add => BinOp::Add,
            Red::Mul => BinOp::Mul,
            Red::And => BinOp::And,
            Red::Or => BinOp::Or,
            Red::Xor => BinOp::Xor,
            _ => return Ok(self.vec_minmax(red, l, x, y)),
        };
        self.vec_int_binop(op, l, x, y)
    }

    fn vec_minmax(&mut self, red: Red, l: &VecLayout, x: &[Reg], y: &[Reg]) -> Regs {
        let w = self.vw(l.wide);
        let sse41 = self.has(Feature::Sse41);
        let direct = match (red, l.lane) {
            (Red::Smax, Lane::I16) => Some(VOp::Pmaxsw),
            (Red::Smin, Lane::I16) => Some(VOp::Pminsw),
            (Red::Umax, Lane::I8) => Some(VOp::Pmaxub),
            (Red::Umin, Lane::I8) => Some(VOp::Pminub),
            (Red::Smax, Lane::I8) if sse41 => Some(VOp::Pmaxsb),
            (Red::Smin, Lane::I8) if sse41 => Some(VOp::Pminsb),
            (Red::Umax, Lane::I16) if sse41 => Some(VOp::Pmaxuw),
            (Red::Umin, Lane::I16) if sse41 => Some(VOp::Pminuw),
            (Red::Smax, Lane::I32) if sse41 => Some(VOp::Pmaxsd),
            (Red::Smin, Lane::I32) if sse41 => Some(VOp::Pminsd),
            (Red::Umax, Lane::I32) if sse41 => Some(VOp::Pmaxud),
            (Red::Umin, Lane::I32) if sse41 => Some(VOp::Pminud),
            _ => None,
        };
        if let Some(op) = direct {
            return x
                .iter()
                .zip(y)
                .map(|(&a, &b)| self.vbin(op, w, a, b))
                .collect();
        }
        // Bytes signed and 16-bit unsigned: flip the sign bits around the other kind.
        let flipped = match (red, l.lane) {
            (Red::Smax, Lane::I8) => Some((VOp::Pmaxub, 0x80)),
            (Red::Smin, Lane::I8) => Some((VOp::Pminub, 0x80)),
            (Red::Umax, Lane::I16) => Some((VOp::Pmaxsw, 0x8000)),
            (Red::Umin, Lane::I16) => Some((VOp::Pminsw, 0x8000)),
            _ => None,
        };
        if let Some((op, bit)) = flipped {
            let f = self.vsplat_const(l.lane, bit, l.wide);
            return x
                .iter()
                .zip(y)
                .map(|(&a, &b)| {
                    let a = self.vbin(VOp::Pxor, w, a, f);
                    let b = self.vbin(VOp::Pxor, w, b, f);
                    let m = self.vbin(op, w, a, b);
                    self.vbin(VOp::Pxor, w, m, f)
                })
                .collect();
        }
        let pred = match red {
            Red::Smax => IntPred::Sgt,
            Red::Smin => IntPred::Slt,
            Red::Umax => IntPred::Ugt,
            _ => IntPred::Ult,
        };
        let m = self.vec_icmp(pred, l, x, y);
        self.blend(l, &m, x, y)
    }

    fn vec_abs(&mut self, l: &VecLayout, x: Reg) -> Reg {
        let w = self.vw(l.wide);
        if self.has(Feature::Ssse3) && l.lane != Lane::I64 {
            let op = match l.lane {
                Lane::I8 => VOp::Pabsb,
                Lane::I16 => VOp::Pabsw,
                _ => VOp::Pabsd,
            };
            return self.vun(op, w, x, 0);
        }
        let s = match l.lane {
            Lane::I8 => {
                let z = self.vset(false, w);
                self.vbin(VOp::Pcmpgtb, w, z, x)
            }
            Lane::I16 => self.vun(VOp::PsrawI, w, x, 15),
            Lane::I32 => self.vun(VOp::PsradI, w, x, 31),
            _ => {
                let s = self.vun(VOp::PsradI, w, x, 31);
                self.pshufd(w, s, 0xf5)
            }
        };
        let t = self.vbin(VOp::Pxor, w, x, s);
        let sub = match l.lane {
            Lane::I8 => VOp::Psubb,
            Lane::I16 => VOp::Psubw,
            Lane::I32 => VOp::Psubd,
            _ => VOp::Psubq,
        };
        self.vbin(sub, w, t, s)
    }

    /// Saturating add and subtract.
    fn vec_sat(&mut self, which: &str, l: &VecLayout, x: &[Reg], y: &[Reg]) -> LResult<Regs> {
        let w = self.vw(l.wide);
        let direct = match (which, l.lane) {
            ("llvm.uadd", Lane::I8) => Some(VOp::Paddusb),
            ("llvm.uadd", Lane::I16) => Some(VOp::Paddusw),
            ("llvm.usub", Lane::I8) => Some(VOp::Psubusb),
            ("llvm.usub", Lane::I16) => Some(VOp::Psubusw),
            ("llvm.sadd", Lane::I8) => Some(VOp::Paddsb),
            ("llvm.sadd", Lane::I16) => Some(VOp::Paddsw),
            ("llvm.ssub", Lane::I8) => Some(VOp::Psubsb),
            ("llvm.ssub", Lane::I16) => Some(VOp::Psubsw),
            _ => None,
        };
        if let Some(op) = direct {
            return Ok(x
                .iter()
                .zip(y)
                .map(|(&a, &b)| self.vbin(op, w, a, b))
                .collect());
        }
        let add = which.ends_with("add");
        let op = if add { BinOp::Add } else { BinOp::Sub };
        let r = self.vec_int_binop(op, l, x, y)?;
        Ok(match which {
            "llvm.uadd" => {
                // Wrapped when r < x: all ones then.
                let m = self.vec_icmp(IntPred::Ult, l, &r, x);
                r.iter()
                    .zip(&m)
                    .map(|(&a, &b)| self.vbin(VOp::Por, w, a, b))
                    .collect()
            }
            "llvm.usub" => {
                // Zero unless x >= y.
                let m = self.vec_icmp(IntPred::Uge, l, x, y);
                r.iter()
                    .zip(&m)
                    .map(|(&a, &b)| self.vbin(VOp::Pand, w, a, b))
                    .collect()
            }
            _ => {
                // Overflow when the sign of r differs from x's and (add) y's / (sub) not
                // y's; then MAX or MIN by x's sign.
                let zero: Regs = x.iter().map(|_| self.vset(false, w)).collect();
                let ov: Regs = (0..x.len())
                    .map(|k| {
                        let a = self.vbin(VOp::Pxor, w, x[k], r[k]);
                        let b = self.vbin(VOp::Pxor, w, y[k], r[k]);
                        if add {
                            self.vbin(VOp::Pand, w, a, b)
                        } else {
                            let xy = self.vbin(VOp::Pxor, w, x[k], y[k]);
                            self.vbin(VOp::Pand, w, a, xy)
                        }
                    })
                    .collect();
                let ovm = self.vec_icmp(IntPred::Slt, l, &ov, &zero);
                let neg = self.vec_icmp(IntPred::Slt, l, x, &zero);
                let max = self.vsplat_const(l.lane, lane_ones(l.lane) >> 1, l.wide);
                let sat: Regs = neg
                    .iter()
                    .map(|&n| self.vbin(VOp::Pxor, w, n, max))
                    .collect();
                self.blend(l, &ovm, &sat, &r)
            }
        })
    }

    /// Bit counting and reordering, lane by lane where SSE has no instruction.
    fn vec_bit_op(&mut self, which: &str, l: &VecLayout, x: &[Reg]) -> LResult<Regs> {
        let w = self.vw(l.wide);
        if which == "llvm.ctpop" {
            return Ok(x.iter().map(|&r| self.vec_popcount(l, r)).collect());
        }
        if which == "llvm.bswap" && l.lane != Lane::I8 {
            return Ok(x
                .iter()
                .map(|&r| {
                    // Swap the 16-bit lanes inside each element, then the bytes.
                    let r = match l.lane {
                        Lane::I32 => {
                            let t = self.vun(VOp::Pshuflw, w, r, 0xb1);
                            self.vun(VOp::Pshufhw, w, t, 0xb1)
                        }
                        Lane::I64 => {
                            let t = self.vun(VOp::Pshuflw, w, r, 0x1b);
                            self.vun(VOp::Pshufhw, w, t, 0x1b)
                        }
                        _ => r,
                    };
                    let a = self.vun(VOp::PsllwI, w, r, 8);
                    let b = self.vun(VOp::PsrlwI, w, r, 8);
                    self.vbin(VOp::Por, w, a, b)
                })
                .collect());
        }
        let op = match which {
            "llvm.ctlz" => BitOp::Clz,
            "llvm.cttz" => BitOp::Ctz,
            "llvm.bswap" => return Ok(Regs::from_slice(x)),
            _ => BitOp::Bitreverse,
        };
        let mem = self.spill_to_scratch(x, l);
        let lb = l.lane.bytes() as i32;
        for j in 0..l.len as i32 {
            let v = self.load_lane(l.lane, mem.offset(j * lb), false);
            let (tmp, d) = (self.gpr(), self.gpr());
            self.push(MInst::BitOp {
                op,
                bits: l.lane.bits() as u8,
                src: v,
                tmp,
                dst: d,
            });
            self.store_lane(l.lane, d, mem.offset(j * lb));
        }
        Ok(self.reload_parts(l, mem))
    }

    /// Population count per lane (SWAR on bytes, then summed to the lane width).
    fn vec_popcount(&mut self, l: &VecLayout, x: Reg) -> Reg {
        let w = self.vw(l.wide);
        let c = |this: &mut Self, v: u64| this.vsplat_const(Lane::I8, v, l.wide);
        let m55 = c(self, 0x55);
        let m33 = c(self, 0x33);
        let m0f = c(self, 0x0f);
        let t = self.vun(VOp::PsrlwI, w, x, 1);
        let t = self.vbin(VOp::Pand, w, t, m55);
        let x = self.vbin(VOp::Psubb, w, x, t);
        let a = self.vbin(VOp::Pand, w, x, m33);
        let t = self.vun(VOp::PsrlwI, w, x, 2);
        let t = self.vbin(VOp::Pand, w, t, m33);
        let x = self.vbin(VOp::Paddb, w, a, t);
        let t = self.vun(VOp::PsrlwI, w, x, 4);
        let x = self.vbin(VOp::Paddb, w, x, t);
        let x = self.vbin(VOp::Pand, w, x, m0f);
        match l.lane {
            Lane::I8 => x,
            Lane::I16 => {
                let t = self.vun(VOp::PsrlwI, w, x, 8);
                let x = self.vbin(VOp::Paddb, w, x, t);
                let m = self.vsplat_const(Lane::I16, 0xff, l.wide);
                self.vbin(VOp::Pand, w, x, m)
            }
            Lane::I32 => {
                let t = self.vun(VOp::PsrldI, w, x, 8);
                let x = self.vbin(VOp::Paddb, w, x, t);
                let t = self.vun(VOp::PsrldI, w, x, 16);
                let x = self.vbin(VOp::Paddb, w, x, t);
                let m = self.vsplat_const(Lane::I32, 0xff, l.wide);
                self.vbin(VOp::Pand, w, x, m)
            }
            _ => {
                let z = self.vset(false, w);
                self.vbin(VOp::Psadbw, w, x, z)
            }
        }
    }

    /// `llvm.fshl`/`llvm.fshr`: shifts when the amount is a constant splat, lane by lane
    /// otherwise.
    fn vec_funnel(&mut self, which: &str, a: &[Value], ty: Type) -> LResult<Regs> {
        let l = self.vlayout(ty)?;
        let w = self.vw(l.wide);
        let x = self.value_regs(a[0])?;
        let y = self.value_regs(a[1])?;
        let bits = l.lane.bits();
        let splat = self
            .splat_source(a[2])
            .and_then(|s| match s {
                Value::Const(c) => self.scalar_const_bits(c),
                _ => None,
            })
            .map(|c| (c % u64::from(bits)) as u8);
        if let Some(c) = splat {
            let left = which == "llvm.fshl";
            if c == 0 {
                return Ok(if left { x } else { y });
            }
            let (lc, rc) = if left {
                (c, bits as u8 - c)
            } else {
                (bits as u8 - c, c)
            };
            return Ok((0..x.len())
                .map(|k| {
                    let p = self.shift_lanes_imm(BinOp::Shl, l.lane, w, x[k], lc);
                    let q = self.shift_lanes_imm(BinOp::LShr, l.lane, w, y[k], rc);
                    self.vbin(VOp::Por, w, p, q)
                })
                .collect());
        }
        let z = self.value_regs(a[2])?;
        let mx = self.spill_to_scratch(&x, &l);
        let my = self.spill_to_scratch(&y, &l);
        let mz = self.spill_to_scratch(&z, &l);
        let lb = l.lane.bytes() as i32;
        for j in 0..l.len as i32 {
            let p = self.load_lane(l.lane, mx.offset(j * lb), false);
            let q = self.load_lane(l.lane, my.offset(j * lb), false);
            let c = self.load_lane(l.lane, mz.offset(j * lb), false);
            let c = self.alu_imm(AluOp::And, Size::S32, c, i64::from(bits - 1));
            let d = self.gpr();
            self.push(MInst::Funnel {
                left: which == "llvm.fshl",
                bits: bits as u8,
                a: p,
                b: q,
                amount: c,
                dst: d,
            });
            self.store_lane(l.lane, d, mx.offset(j * lb));
        }
        Ok(self.reload_parts(&l, mx))
    }

    /// Rounding to integral values: roundps/roundpd with SSE4.1, libm lane by lane
    /// otherwise.
    fn vec_round(&mut self, which: &str, a: Value, ty: Type) -> LResult<Regs> {
        let l = self.vlayout(ty)?;
        let x = self.value_regs(a)?;
        let mode = match which {
            "llvm.floor" => Some(9),
            "llvm.ceil" => Some(10),
            "llvm.trunc" => Some(11),
            "llvm.rint" => Some(4),
            "llvm.nearbyint" => Some(12),
            "llvm.roundeven" => Some(8),
            _ => None,
        };
        if let (Some(m), true) = (mode, self.has(Feature::Sse41)) {
            let w = self.vw(l.wide);
            let op = if l.lane == Lane::F64 {
                VOp::Roundpd
            } else {
                VOp::Roundps
            };
            return Ok(x.iter().map(|&r| self.vun(op, w, r, m)).collect());
        }
        let f = lane_libm_name(which, l.lane == Lane::F64);
        self.scalarize_float_libcall(f, &l, &[&x])
    }

    /// Ordered (or, with `reassoc`, tree) `llvm.vector.reduce.fadd`/`fmul`.
    fn reduce_fadd(&mut self, i: Inst, add: bool, start: Value, v: Value) -> LResult<()> {
        let l = self.vlayout(self.value_type(v))?;
        let regs = self.value_regs(v)?;
        let s = self.reg(start)?;
        let double = l.lane == Lane::F64;
        let sop = if add { SseOp::Add } else { SseOp::Mul };
        let mut acc = s;
        for j in 0..l.len {
            let x = self.extract_lane(regs[(j / l.per) as usize], &l, j % l.per);
            let d = self.xreg();
            self.push(MInst::Sse {
                op: sop,
                double,
                lhs: acc,
                rhs: x,
                dst: d,
            });
            acc = d;
        }
        self.define(i, &[acc])
    }

    /// `llvm.vector.reduce.fmax`/`fmin` (maxnum/minnum semantics), lane by lane.
    fn reduce_fminmax(&mut self, i: Inst, max: bool, v: Value) -> LResult<()> {
        let l = self.vlayout(self.value_type(v))?;
        let regs = self.value_regs(v)?;
        let double = l.lane == Lane::F64;
        let mut acc = self.extract_lane(regs[0], &l, 0);
        for j in 1..l.len {
            let x = self.extract_lane(regs[(j / l.per) as usize], &l, j % l.per);
            let d = self.xreg();
            self.push(MInst::MinMaxNum {
                max,
                double,
                a: acc,
                b: x,
                dst: d,
            });
            acc = d;
        }
        self.define(i, &[acc])
    }

    /// Reductions of `<N x i1>` through the lane bits.
    fn reduce_mask(&mut self, red: Red, l: &VecLayout, regs: &[Reg]) -> Reg {
        let bits = self.mask_to_bits(regs, l);
        match red {
            // On i1, -1 < 0: the signed maximum is `and`, the minimum `or`.
            Red::Or | Red::Umax | Red::Smin => {
                let d = self.gpr();
                self.push(MInst::CmpSet {
                    test: false,
                    size: Size::S64,
                    cc: Cc::Ne,
                    lhs: Rmi::Reg(bits),
                    rhs: Rmi::Imm(0),
                    dst: d,
                });
                d
            }
            Red::And | Red::Mul | Red::Umin | Red::Smax => {
                let all = if l.len >= 64 {
                    u64::MAX
                } else {
                    (1u64 << l.len) - 1
                };
                let k = self.materialize(Part::Int(64), ConstVal::Bits(all));
                let d = self.gpr();
                self.push(MInst::CmpSet {
                    test: false,
                    size: Size::S64,
                    cc: Cc::E,
                    lhs: Rmi::Reg(bits),
                    rhs: Rmi::Reg(k),
                    dst: d,
                });
                d
            }
            Red::Xor | Red::Add => {
                let tmp = self.gpr();
                let d = self.gpr();
                self.push(MInst::BitOp {
                    op: BitOp::Popcnt,
                    bits: 64,
                    src: bits,
                    tmp,
                    dst: d,
                });
                d
            }
        }
    }

    /// `llvm.masked.load` (`gather`: `p` is a vector of pointers).
    fn masked_load(
        &mut self,
        i: Inst,
        p: Value,
        mask: Value,
        passthru: Value,
        gather: bool,
    ) -> LResult<()> {
        let ty = self.body.insts[i].ty;
        let l = self.vlayout(ty)?;
        let ml = self.vlayout(self.value_type(mask))?;
        let m = self.value_regs(mask)?;
        let pt = self.value_regs(passthru)?;
        if !gather && self.has(Feature::Avx) && l.lane.bits() >= 32 {
            let masks = self.lane_masks(&m, &ml, &l);
            let base = self.amode(p)?;
            let w = self.vw(l.wide);
            let op = if l.lane.bits() == 64 {
                VOp::Vmaskmovpd
            } else {
                VOp::Vmaskmovps
            };
            let mut loaded = Regs::new();
            for (k, &mk) in masks.iter().enumerate() {
                let mem = base.offset((k as u32 * l.reg_bytes()) as i32);
                loaded.push(self.vbin_x(op, w, mk, XRm::Mem(mem), 0));
            }
            // Disabled lanes are zero: take them from the pass-through value.
            let ml2 = VecLayout {
                mask: true,
                lane: l.lane.as_int(),
                ..l
            };
            let out = if self.is_zero_or_undef(passthru) {
                loaded
            } else {
                self.blend(&ml2, &masks, &loaded, &pt)
            };
            return self.define(i, &out);
        }
        if gather && self.has(Feature::Avx2) && l.lane.bits() >= 32 {
            let masks = self.lane_masks(&m, &ml, &l);
            let pregs = self.value_regs(p)?;
            let pl = self.vlayout(self.value_type(p))?;
            let out = self.hw_gather(&l, &pt, &masks, &pregs, pl.wide, None, 1);
            return self.define(i, &out);
        }
        let bits = self.mask_to_bits(&m, &ml);
        let dst = self.spill_to_scratch(&pt, &l);
        let ptrs = self.lane_pointers(p, l.lane.bytes(), gather)?;
        let out = self.masked_lanes_load(&l, l.len, bits, &ptrs, dst);
        self.define(i, &out)
    }

    /// AVX2 gathers of the elements of layout `l` (32- or 64-bit lanes): `pass` keeps
    /// the disabled lanes, `masks` are lane masks in `l`'s lanes, `index` holds 64-bit
    /// addresses (or indices from `base`, times `scale`), in registers of `index_wide`.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn hw_gather(
        &mut self,
        l: &VecLayout,
        pass: &[Reg],
        masks: &[Reg],
        index: &[Reg],
        index_wide: bool,
        base: Option<Reg>,
        scale: u8,
    ) -> Regs {
        let data64 = l.lane.bits() == 64;
        // 64-bit data: parts match the address parts; 32-bit data: 128-bit pieces do.
        let pass = if data64 {
            Regs::from_slice(pass)
        } else {
            self.split128(pass, l).0
        };
        let mask_l = VecLayout {
            mask: true,
            lane: l.lane.as_int(),
            ..*l
        };
        let masks = if data64 {
            Regs::from_slice(masks)
        } else {
            self.split128(masks, &mask_l).0
        };
        let mut out = Regs::new();
        for k in 0..pass.len() {
            // The instruction needs its data, mask and index in distinct registers.
            let src = pass[k];
            let mask = self.distinct_reg(masks[k], &[src]);
            let idx = self.distinct_reg(index[k], &[src, mask]);
            let dst = self.xreg();
            let mask_out = self.xreg();
            self.push(MInst::VGather {
                data64,
                index64: true,
                wide: if data64 { l.wide } else { index_wide },
                src,
                mask,
                index: idx,
                base,
                scale,
                dst,
                mask_out,
            });
            out.push(dst);
        }
        if data64 {
            out
        } else {
            self.join128(&out, l)
        }
    }

    /// `r`, or a copy of it when it is one of `others` (for instructions whose register
    /// operands must differ).
    pub(super) fn distinct_reg(&mut self, r: Reg, others: &[Reg]) -> Reg {
        if others.contains(&r) {
            let c = self.xreg();
            self.copy(c, r);
            c
        } else {
            r
        }
    }

    /// Whether `v` is a constant of zeros, `undef` or `poison`.
    fn is_zero_or_undef(&self, v: Value) -> bool {
        matches!(v, Value::Const(c) if matches!(
            self.m.consts.get(c).kind,
            ConstKind::Zero | ConstKind::Undef | ConstKind::Poison
        ))
    }

    /// Mask `m` (layout `ml`) as lane masks of `l`'s lanes, with the lanes past the end of
    /// the vector cleared (so that masked instructions never touch their memory).
    fn lane_masks(&mut self, m: &[Reg], ml: &VecLayout, l: &VecLayout) -> Regs {
        let target = VecLayout {
            mask: true,
            lane: l.lane.as_int(),
            ..*l
        };
        let mut masks = self.convert_mask(m, ml, &target);
        let k = l.parts - 1;
        let n = l.lanes_in(k);
        if n < l.per {
            let lb = l.lane.bytes() as usize;
            let mut keep = vec![0u8; l.reg_bytes() as usize];
            keep[..n as usize * lb].fill(0xff);
            let kr = self.vconst(&keep);
            let w = self.vw(l.wide);
            masks[k as usize] = self.vbin(VOp::Pand, w, masks[k as usize], kr);
        }
        masks
    }

    /// Lanes `0..lanes` of layout `l` loaded where bit `j` of `bits` is set, over the
    /// vector spilled at `dst`: each lane loads from its address or, when disabled, from
    /// its own place in `dst`, so disabled lanes never touch memory.
    pub(super) fn masked_lanes_load(
        &mut self,
        l: &VecLayout,
        lanes: u32,
        bits: Reg,
        ptrs: &LanePtrs,
        dst: Amode,
    ) -> Regs {
        let lb = l.lane.bytes() as i32;
        for j in 0..lanes as i32 {
            let fallback = self.gpr();
            self.push(MInst::Lea {
                mem: dst.offset(j * lb),
                dst: fallback,
            });
            let lp = self.lane_ptr(ptrs, j as u32);
            let addr = self.select_lane_addr(bits, j as u32, lp, fallback);
            let x = self.load_lane(l.lane, reg_amode(addr), false);
            self.store_lane(l.lane, x, dst.offset(j * lb));
        }
        self.reload_parts(l, dst)
    }

    /// `llvm.masked.store`/`scatter`.
    fn masked_store(&mut self, v: Value, p: Value, mask: Value, scatter: bool) -> LResult<()> {
        let l = self.vlayout(self.value_type(v))?;
        let ml = self.vlayout(self.value_type(mask))?;
        let m = self.value_regs(mask)?;
        let regs = self.value_regs(v)?;
        if !scatter && self.has(Feature::Avx) && l.lane.bits() >= 32 {
            let masks = self.lane_masks(&m, &ml, &l);
            let base = self.amode(p)?;
            let w = self.vw(l.wide);
            let op = if l.lane.bits() == 64 {
                VOp::Vmaskmovpd
            } else {
                VOp::Vmaskmovps
            };
            for (k, (&mk, &src)) in masks.iter().zip(&regs).enumerate() {
                self.push(MInst::VMaskStore {
                    op,
                    w,
                    mask: mk,
                    src,
                    mem: base.offset((k as u32 * l.reg_bytes()) as i32),
                });
            }
            return Ok(());
        }
        let bits = self.mask_to_bits(&m, &ml);
        let ptrs = self.lane_pointers(p, l.lane.bytes(), scatter)?;
        self.masked_lanes_store(&l, bits, &ptrs, &regs);
        Ok(())
    }

    /// Stores the lanes of `regs` whose bit in `bits` is set; disabled lanes store to a
    /// scratch slot instead.
    pub(super) fn masked_lanes_store(
        &mut self,
        l: &VecLayout,
        bits: Reg,
        ptrs: &LanePtrs,
        regs: &[Reg],
    ) {
        let src = self.spill_to_scratch(regs, l);
        let sink = self.vec_scratch(16);
        let lb = l.lane.bytes() as i32;
        let fallback = self.gpr();
        self.push(MInst::Lea {
            mem: sink,
            dst: fallback,
        });
        for j in 0..l.len as i32 {
            let lp = self.lane_ptr(ptrs, j as u32);
            let addr = self.select_lane_addr(bits, j as u32, lp, fallback);
            let x = self.load_lane(l.lane, src.offset(j * lb), false);
            self.store_lane(l.lane, x, reg_amode(addr));
        }
    }

    /// Where lane addresses come from: `p + j * size`, or lane `j` of the pointer vector
    /// `p` (`vector`).
    fn lane_pointers(&mut self, p: Value, size: u32, vector: bool) -> LResult<LanePtrs> {
        Ok(if vector {
            let pl = self.vlayout(self.value_type(p))?;
            let pr = self.value_regs(p)?;
            LanePtrs::Spilled(self.spill_to_scratch(&pr, &pl))
        } else {
            LanePtrs::Base(self.reg(p)?, size)
        })
    }

    fn lane_ptr(&mut self, p: &LanePtrs, j: u32) -> Reg {
        match *p {
            LanePtrs::Spilled(mem) => self.load_lane(Lane::I64, mem.offset((j * 8) as i32), false),
            LanePtrs::Indexed(base, mem, lane, scale) => {
                let x = self.load_lane(lane, mem.offset((j * lane.bytes()) as i32), true);
                let d = self.gpr();
                self.push(MInst::Lea {
                    mem: Amode::Reg {
                        base,
                        index: Some((x, scale)),
                        disp: 0,
                    },
                    dst: d,
                });
                d
            }
            LanePtrs::Base(base, _) if j == 0 => base,
            LanePtrs::Base(base, size) => self.add_offset(base, i64::from(j * size)),
        }
    }

    /// `bit j of bits ? addr : fallback`.
    fn select_lane_addr(&mut self, bits: Reg, j: u32, addr: Reg, fallback: Reg) -> Reg {
        let cond = if j == 0 {
            bits
        } else {
            self.shift_imm(ShiftOp::Shr, Size::S64, bits, j)
        };
        let d = self.gpr();
        self.push(MInst::Select {
            cond,
            if_true: addr,
            if_false: fallback,
            dst: d,
        });
        d
    }

    /// `llvm.vector.extract`/`insert`/`reverse` as shuffles.
    fn vec_subvector(&mut self, which: &str, a: &[Value], ty: Type) -> LResult<Regs> {
        let lo = self.vlayout(ty)?;
        let src_ty = self.value_type(a[0]);
        let ls = self.vlayout(src_ty)?;
        let x = self.value_regs(a[0])?;
        let idx_of = |this: &Self, v: Value| -> LResult<u32> {
            match v {
                Value::Const(c) => this
                    .m
                    .consts
                    .as_u64(c)
                    .map(|v| v as u32)
                    .ok_or_else(|| err(this.pos, "non-constant subvector index")),
                _ => Err(err(this.pos, "non-constant subvector index")),
            }
        };
        if which.ends_with("reverse") {
            let idx: SmallVec<[Option<u32>; 32]> = (0..ls.len).rev().map(Some).collect();
            return Ok(self.shuffle_regs(&x, &x, &ls, &idx, &lo));
        }
        if which.ends_with("extract") {
            let k = idx_of(self, a[1])?;
            let idx: SmallVec<[Option<u32>; 32]> = (k..k + lo.len).map(Some).collect();
            return Ok(self.shuffle_regs(&x, &x, &ls, &idx, &lo));
        }
        // insert(vec, sub, k): the sub-vector widened to the vector's length first.
        let k = idx_of(self, a[2])?;
        let sub_ty = self.value_type(a[1]);
        let lsub = self.vlayout(sub_ty)?;
        let sub = self.value_regs(a[1])?;
        let wide_idx: SmallVec<[Option<u32>; 32]> =
            (0..ls.len).map(|j| (j < lsub.len).then_some(j)).collect();
        let sub = self.shuffle_regs(&sub, &sub, &lsub, &wide_idx, &ls);
        let idx: SmallVec<[Option<u32>; 32]> = (0..ls.len)
            .map(|j| {
                Some(if j >= k && j < k + lsub.len {
                    ls.len + j - k
                } else {
                    j
                })
            })
            .collect();
        Ok(self.shuffle_regs(&x, &sub, &ls, &idx, &lo))
    }

    /// `getelementptr` with vector operands: 64-bit lane arithmetic.
    pub(super) fn lower_vec_gep(
        &mut self,
        i: Inst,
        source: Type,
        args: &[Value],
        ty: Type,
    ) -> LResult<()> {
        let l = self.vlayout(ty)?;
        let w = self.vw(l.wide);
        let splat = |this: &mut Self, v: Value| -> LResult<Regs> {
            let t = this.value_type(v);
            if this.types().is_vector(t) {
                let vl = this.vlayout(t)?;
                let r = this.value_regs(v)?;
                return Ok(this.int_resize(&r, &vl, &l, true));
            }
            let bits = this.elem_bits(t);
            let r = this.reg(v)?;
            let r = this.extend64(r, bits, true);
            let x = this.xreg();
            this.vc.push(MInst::GprToXmm {
                wide: true,
                src: r,
                dst: x,
            });
            let x = this.pshufd(this.vw(false), x, 0x44);
            let out: Regs = if l.wide {
                let y = this.vbini(VOp::Vinsertf128, VW::V256, x, x, 1);
                (0..l.parts).map(|_| y).collect()
            } else {
                (0..l.parts).map(|_| x).collect()
            };
            Ok(out)
        };
        let mut acc = splat(self, args[0])?;
        let mut ty_cur = source;
        for (k, &ix) in args[1..].iter().enumerate() {
            let size = if k == 0 {
                self.cx.layouts.size(source)
            } else if self.types().struct_fields(ty_cur).is_some() {
                let f = match ix {
                    Value::Const(c) => self.scalar_const_bits(self.splat_elem(c)).unwrap_or(0),
                    _ => return Err(err(self.pos, "non-constant struct index")),
                } as usize;
                let off = self.cx.layouts.field_offset(self.types(), ty_cur, f);
                ty_cur = self.types().aggregate_element(ty_cur, f as u64).unwrap();
                if off != 0 {
                    let c = self.vsplat_const(Lane::I64, off, l.wide);
                    acc = acc
                        .iter()
                        .map(|&r| self.vbin(VOp::Paddq, w, r, c))
                        .collect();
                }
                continue;
            } else {
                ty_cur = self
                    .types()
                    .element_type(ty_cur)
                    .ok_or_else(|| err(self.pos, "GEP into a non-aggregate"))?;
                self.cx.layouts.size(ty_cur)
            };
            let x = splat(self, ix)?;
            let scaled: Regs = if size.is_power_of_two() {
                let sh = size.trailing_zeros() as u8;
                x.iter()
                    .map(|&r| self.shift_lanes_imm(BinOp::Shl, Lane::I64, w, r, sh))
                    .collect()
            } else {
                let c = self.vsplat_const(Lane::I64, size, l.wide);
                x.iter().map(|&r| self.mul64(w, r, c)).collect()
            };
            acc = acc
                .iter()
                .zip(&scaled)
                .map(|(&a, &b)| self.vbin(VOp::Paddq, w, a, b))
                .collect();
        }
        self.define(i, &acc)
    }

    /// The element of a splat or aggregate constant (the first one), or `c` itself.
    fn splat_elem(&self, c: Const) -> Const {
        match &self.m.consts.get(c).kind {
            ConstKind::Splat(e) => *e,
            ConstKind::Aggregate(es) => es[0],
            _ => c,
        }
    }
}

/// Lane addresses of a masked memory operation.
pub(super) enum LanePtrs {
    /// A base pointer and the element size.
    Base(Reg, u32),
    /// A vector of pointers in memory.
    Spilled(Amode),
    /// A base plus a vector of indices in memory (lanes of the given width, sign-extended)
    /// times a scale of 1, 2, 4 or 8.
    Indexed(Reg, Amode, Lane, u8),
}

/// An address in a register.
fn reg_amode(base: Reg) -> Amode {
    Amode::Reg {
        base,
        index: None,
        disp: 0,
    }
}

/// All bits of a lane.
fn lane_ones(lane: Lane) -> u64 {
    if lane.bits() == 64 {
        u64::MAX
    } else {
        (1u64 << lane.bits()) - 1
    }
}

/// The libm function for intrinsic `base` on lanes of `double` or float
/// (`llvm.floor` → `floor`/`floorf`).
fn lane_libm_name(base: &str, double: bool) -> &'static str {
    let t = if double { LibmType::F64 } else { LibmType::F32 };
    libm_name(base, t).expect("known libm intrinsic")
}
