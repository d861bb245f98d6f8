//! The `llvm.aarch64.neon.*` intrinsics clang emits for `arm_neon.h`: lane-wise and
//! pairwise operations on one Advanced SIMD register each (64-bit vectors in the 64-bit
//! arrangement, the others in the 128-bit one), and their scalar forms on lane 0 (an
//! `i32`/`i64` operand is first duplicated into every lane, a result read back from lane
//! 0); reductions across lanes; `tbl` of one register; the de-interleaving loads
//! `ld2`/`ld4` and shift-and-insert `sli`/`sri`. Anything else is a located
//! `unsupported: intrinsic … on AArch64`.

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

    /// The `llvm.aarch64.neon.*` intrinsics (see the module's documentation).
    pub(super) fn lower_neon_intrinsic(
        &mut self,
        i: Inst,
        name: &str,
        args: &[Value],
    ) -> LResult<()> {
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
            "ld2" | "ld4" => {
                let ty = self.body.insts[i].ty;
                let fields = self.types().struct_fields(ty).ok_or_else(unsupported)?;
                let (e, len) = self.shape(fields[0])?;
                if e.bits() * len != 128 {
                    return Err(unsupported());
                }
                let n = fields.len();
                let base = self.amode(args[0])?;
                let loads: Vec<Reg> = (0..n)
                    .map(|k| self.load_chunk(16, Self::offset(base, 16 * k as i64)))
                    .collect();
                let arr = full_arr(e.bits());
                let uzp = |this: &mut Self, a: &[Reg]| -> Vec<Reg> {
                    // Even elements of each pair, then odd ones.
                    let even: Vec<Reg> = a
                        .chunks(2)
                        .map(|p| this.vec3(VecOp3::Uzp1, arr, p[0], p[1]))
                        .collect();
                    let odd: Vec<Reg> = a
                        .chunks(2)
                        .map(|p| this.vec3(VecOp3::Uzp2, arr, p[0], p[1]))
                        .collect();
                    even.into_iter().chain(odd).collect()
                };
                let once = uzp(self, &loads);
                let out: Regs = if n == 2 {
                    once.into_iter().collect()
                } else {
                    // [even of 01, even of 23, odd of 01, odd of 23] → elements 0, 2, 1, 3
                    // mod 4.
                    let evens = uzp(self, &once[..2]);
                    let odds = uzp(self, &once[2..]);
                    [evens[0], odds[0], evens[1], odds[1]].into_iter().collect()
                };
                self.define(i, &out)
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
            "tbl1" => {
                let (Some(res), Some(t)) = (res, arg) else {
                    return Err(unsupported());
                };
                let idx = self.neon_shape(self.value_type(args[1]));
                if res.float || res.bits != 8 || t.bits * t.len != 128 || idx != Some(res) {
                    return Err(unsupported());
                }
                let table = self.neon_operand(args[0], t)?;
                let index = self.neon_operand(args[1], res)?;
                let rd = self.fpr();
                self.push(MInst::VecTbl { rd, table, index });
                self.define(i, &[rd])
            }
            "smull" | "umull" | "pmull" => {
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
                {
                    return Err(unsupported());
                }
                let vop = match op {
                    "smull" => VecOp3::Smull,
                    "umull" => VecOp3::Umull,
                    _ => VecOp3::Pmull,
                };
                let rn = self.neon_operand(args[0], a)?;
                let rm = self.neon_operand(args[1], a)?;
                let rd = self.vec3(vop, a.arr(), rn, rm);
                self.define(i, &[rd])
            }
            "sqxtn" | "uqxtn" | "sqxtun" => {
                let (Some(res), Some(a)) = (res, arg) else {
                    return Err(unsupported());
                };
                if res.float || a.float || a.bits != 2 * res.bits || a.len != res.len {
                    return Err(unsupported());
                }
                let vop = match op {
                    "sqxtn" => VecOp2::Sqxtn,
                    "uqxtn" => VecOp2::Uqxtn,
                    _ => VecOp2::Sqxtun,
                };
                let rn = self.neon_operand(args[0], a)?;
                let rd = self.vec2(vop, half_arr(res.bits), rn);
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
                    let rd = self.fpr();
                    self.push(MInst::VecReduce {
                        op: vop,
                        arr,
                        rd,
                        rn,
                    });
                    rd
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
            let rd = self.fpr();
            self.push(MInst::VecReduce {
                op: vop,
                arr,
                rd,
                rn,
            });
            (rd, a.size() + u8::from(long))
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
