//! Atomic read-modify-write, compare-and-exchange and the `i128` atomic loads and
//! stores, as llc-19 selects them for the function's [`Features`]: the LSE instructions
//! (`casal`, `ldaddal`, `swpal`…) when it has LSE; with `+outline-atomics` (clang's
//! default on Linux) and no LSE, calls to libgcc's `__aarch64_cas4_acq_rel`-style
//! helpers for the operations they exist for; load-exclusive/store-exclusive loops
//! otherwise (and for `nand`, min/max without LSE, floating point and `i128`
//! read-modify-writes), which the emitter expands (`emit/atomic.rs`). The orderings
//! choose the acquire and release forms as llc does ([`AtomicOrder`]).
//!
//! The outline helpers are called as ordinary calls (llc keeps values across them in
//! callee-saved registers too). Unlike llc -O0, which turns what would be a loop into a
//! compare-and-swap loop (calling `__aarch64_cas*` with outline atomics) lest its register
//! allocator spill inside the exclusive section, rllc keeps its loops at every level:
//! they are single pseudo-instructions, allocated before they are expanded.
//!
//! [`Features`]: crate::features::Features

use super::*;
use crate::encode::AtomicOp as LseOp;
use crate::regs;
use regalloc2::PReg;
use rllc_ir::inst::{Ordering, RmwOp};

/// libgcc's outline helpers `__aarch64_{op}{bytes}_{order}`: by operation, then size
/// (log2 bytes), then ordering (relaxed, acquire, release, both).
macro_rules! outline_names {
    ($op:literal: $($bytes:literal)*) => {
        [$([
            concat!("__aarch64_", $op, $bytes, "_relax"),
            concat!("__aarch64_", $op, $bytes, "_acq"),
            concat!("__aarch64_", $op, $bytes, "_rel"),
            concat!("__aarch64_", $op, $bytes, "_acq_rel"),
        ]),*]
    };
}

/// `__aarch64_cas{1,2,4,8,16}_*`.
static OUTLINE_CAS: [[&str; 4]; 5] = outline_names!("cas": "1" "2" "4" "8" "16");
/// The read-modify-write helpers of 1 to 8 bytes: swap, add, clear, exclusive or, set.
static OUTLINE_RMW: [[[&str; 4]; 4]; 5] = [
    outline_names!("swp": "1" "2" "4" "8"),
    outline_names!("ldadd": "1" "2" "4" "8"),
    outline_names!("ldclr": "1" "2" "4" "8"),
    outline_names!("ldeor": "1" "2" "4" "8"),
    outline_names!("ldset": "1" "2" "4" "8"),
];

impl AtomicOrder {
    /// The halves of `o`.
    fn of(o: Ordering) -> AtomicOrder {
        AtomicOrder {
            acquire: matches!(o, Ordering::Acquire | Ordering::AcqRel | Ordering::SeqCst),
            release: matches!(o, Ordering::Release | Ordering::AcqRel | Ordering::SeqCst),
        }
    }

    /// A compare-and-exchange's: its success ordering merged with its failure ordering's
    /// acquire, as llc does.
    fn of_cmpxchg(success: Ordering, failure: Ordering) -> AtomicOrder {
        let s = AtomicOrder::of(success);
        AtomicOrder {
            acquire: s.acquire || AtomicOrder::of(failure).acquire,
            release: s.release,
        }
    }

    /// The index of the ordering's outline helper in [`OUTLINE_CAS`] and [`OUTLINE_RMW`].
    fn outline_index(self) -> usize {
        usize::from(self.acquire) | usize::from(self.release) << 1
    }
}

/// What an atomic's value is held in.
enum Width {
    /// An integer or pointer of `1 << size` bytes.
    Int(u8),
    /// A `float` or `double`.
    Fp(FpSize),
    /// An `i128`, in two registers.
    I128,
}

impl Lowerer<'_, '_> {
    /// How an atomic on type `t` is held, or an error.
    fn atomic_width(&self, t: Type) -> LResult<Width> {
        Ok(match self.types().get(t) {
            TypeData::Int(8) => Width::Int(0),
            TypeData::Int(16) => Width::Int(1),
            TypeData::Int(32) => Width::Int(2),
            TypeData::Int(64) | TypeData::Ptr(_) => Width::Int(3),
            TypeData::Int(128) => Width::I128,
            TypeData::Float => Width::Fp(FpSize::S),
            TypeData::Double => Width::Fp(FpSize::D),
            _ => {
                return Err(err(
                    self.pos,
                    format!(
                        "atomics on {} on AArch64",
                        rllc_ir::printer::type_to_string(self.m, t)
                    ),
                ))
            }
        })
    }

    /// Whether a load or store of type `t` with ordering `o` needs the `i128` loop: a
    /// pair of plain loads or stores would not be single-copy atomic.
    pub(super) fn is_atomic_i128(&self, t: Type, o: Ordering) -> bool {
        o != Ordering::NotAtomic && matches!(self.types().get(t), TypeData::Int(128))
    }

    /// `load atomic i128`: an `ld{a}xp`/`st{l}xp` loop storing the value back, as llc
    /// does without LSE2.
    pub(super) fn lower_atomic_load_i128(
        &mut self,
        i: Inst,
        ptr: Value,
        o: Ordering,
    ) -> LResult<()> {
        let ptr = self.reg(ptr)?;
        // As llc: `ldaxp` for acquire, and `stlxp` too for seq_cst.
        let order = AtomicOrder::of(o);
        // No operand to combine: `val` is a placeholder the loop does not read.
        let old = self.rmw128(None, order, ptr, [ptr, ptr]);
        self.define(i, &old)
    }

    /// `store atomic i128`: an `ldxp`/`st{l}xp` loop.
    pub(super) fn lower_atomic_store_i128(
        &mut self,
        v: Value,
        ptr: Value,
        o: Ordering,
    ) -> LResult<()> {
        let ptr = self.reg(ptr)?;
        let val = self.pair(v)?;
        let order = AtomicOrder {
            acquire: false,
            release: AtomicOrder::of(o).release,
        };
        self.rmw128(Some(AtomicOp::Xchg), order, ptr, val);
        Ok(())
    }

    /// The two registers of `i128` value `v`.
    fn pair(&mut self, v: Value) -> LResult<[Reg; 2]> {
        let r = self.value_regs(v)?;
        Ok([r[0], r[1]])
    }

    /// An [`MInst::AtomicRmw128`] loop; returns the old value's registers.
    fn rmw128(
        &mut self,
        op: Option<AtomicOp>,
        order: AtomicOrder,
        ptr: Reg,
        val: [Reg; 2],
    ) -> [Reg; 2] {
        let old = [self.gpr(), self.gpr()];
        let tmp = [self.gpr(), self.gpr()];
        let status = self.gpr();
        self.push(MInst::AtomicRmw128 {
            op,
            order,
            ptr,
            val,
            old,
            tmp,
            status,
        });
        old
    }

    pub(super) fn lower_atomic_rmw(
        &mut self,
        i: Inst,
        op: RmwOp,
        ordering: Ordering,
        args: &[Value],
    ) -> LResult<()> {
        let ty = self.body.insts[i].ty;
        let order = AtomicOrder::of(ordering);
        let width = self.atomic_width(ty)?;
        let fp_op = match op {
            RmwOp::FAdd => Some(Fp2Op::Fadd),
            RmwOp::FSub => Some(Fp2Op::Fsub),
            RmwOp::FMax => Some(Fp2Op::Fmaxnm),
            RmwOp::FMin => Some(Fp2Op::Fminnm),
            RmwOp::FMaximum => Some(Fp2Op::Fmax),
            RmwOp::FMinimum => Some(Fp2Op::Fmin),
            _ => None,
        };
        if let Some(fp_op) = fp_op {
            let Width::Fp(fty) = width else {
                unreachable!("verified: floating-point atomicrmw on a float")
            };
            return self.lower_atomic_rmw_fp(i, fp_op, fty, order, args);
        }
        let op = match op {
            RmwOp::Xchg => AtomicOp::Xchg,
            RmwOp::Add => AtomicOp::Add,
            RmwOp::Sub => AtomicOp::Sub,
            RmwOp::And => AtomicOp::And,
            RmwOp::Nand => AtomicOp::Nand,
            RmwOp::Or => AtomicOp::Or,
            RmwOp::Xor => AtomicOp::Xor,
            RmwOp::Max => AtomicOp::Max,
            RmwOp::Min => AtomicOp::Min,
            RmwOp::UMax => AtomicOp::UMax,
            RmwOp::UMin => AtomicOp::UMin,
            other => {
                return Err(err(
                    self.pos,
                    format!("atomicrmw {other:?} on AArch64").to_lowercase(),
                ))
            }
        };
        let ptr = self.reg(args[0])?;
        let size = match width {
            Width::Int(size) => size,
            Width::I128 => {
                let val = self.pair(args[1])?;
                let old = self.rmw128(Some(op), order, ptr, val);
                return self.define(i, &old);
            }
            // `atomicrmw xchg` of a float: the bits.
            Width::Fp(fty) => {
                let v = self.reg(args[1])?;
                let bits = self.gpr();
                let sf = fty == FpSize::D;
                self.push(MInst::FMovToGpr {
                    sf,
                    ty: fty,
                    rd: bits,
                    rn: v,
                });
                let old = self.rmw_int(op, 2 + u8::from(sf), order, ptr, bits)?;
                let rd = self.fpr();
                self.push(MInst::FMovFromGpr {
                    sf,
                    ty: fty,
                    rd,
                    rn: old,
                });
                return self.define(i, &[rd]);
            }
        };
        let v = self.reg(args[1])?;
        let old = self.rmw_int(op, size, order, ptr, v)?;
        self.define(i, &[old])
    }

    /// An integer read-modify-write of `1 << size` bytes; returns the old value.
    fn rmw_int(
        &mut self,
        op: AtomicOp,
        size: u8,
        order: AtomicOrder,
        ptr: Reg,
        v: Reg,
    ) -> LResult<Reg> {
        let sf = size == 3;
        // The LSE or outline operation and the operand it takes: `sub` adds the
        // negation, `and` clears the complement.
        let lse = match op {
            AtomicOp::Xchg => Some((LseOp::Swp, v)),
            AtomicOp::Add => Some((LseOp::Ldadd, v)),
            AtomicOp::Sub => Some((LseOp::Ldadd, self.negate_or_not(AluOp::Sub, sf, v))),
            AtomicOp::And => Some((LseOp::Ldclr, self.negate_or_not(AluOp::Orn, sf, v))),
            AtomicOp::Or => Some((LseOp::Ldset, v)),
            AtomicOp::Xor => Some((LseOp::Ldeor, v)),
            AtomicOp::Max if self.features.lse => Some((LseOp::Ldsmax, v)),
            AtomicOp::Min if self.features.lse => Some((LseOp::Ldsmin, v)),
            AtomicOp::UMax if self.features.lse => Some((LseOp::Ldumax, v)),
            AtomicOp::UMin if self.features.lse => Some((LseOp::Ldumin, v)),
            _ => None,
        };
        match lse {
            Some((op, rs)) if self.features.lse => {
                let rt = self.gpr();
                self.push(MInst::AtomicLse {
                    op,
                    size,
                    order,
                    rs,
                    rt,
                    rn: ptr,
                });
                Ok(rt)
            }
            Some((op, rs)) if self.features.outline() => {
                let family = match op {
                    LseOp::Swp => 0,
                    LseOp::Ldadd => 1,
                    LseOp::Ldclr => 2,
                    LseOp::Ldeor => 3,
                    _ => 4,
                };
                let name = OUTLINE_RMW[family][usize::from(size)][order.outline_index()];
                self.libcall(name, &[rs, ptr], Part::Int(8 << size))
            }
            _ => {
                // The loop compares the operand extended as the loaded value is.
                let signed = matches!(op, AtomicOp::Max | AtomicOp::Min);
                let val = self.extend(v, 8 << size, signed);
                let (old, tmp, status) = (self.gpr(), self.gpr(), self.gpr());
                self.push(MInst::AtomicRmw {
                    op,
                    size,
                    order,
                    ptr,
                    val,
                    old,
                    tmp,
                    status,
                });
                Ok(old)
            }
        }
    }

    /// `0 - v` (`op` `Sub`) or `!v` (`op` `Orn`), for the LSE forms of `sub` and `and`
    /// (only computed when they are used).
    fn negate_or_not(&mut self, op: AluOp, sf: bool, v: Reg) -> Reg {
        if !self.features.lse && !self.features.outline() {
            return v;
        }
        let rd = self.gpr();
        self.alu(op, sf, rd, zero_reg(), v);
        rd
    }

    /// `atomicrmw fadd`… of a `float` or `double`: a load-exclusive loop.
    fn lower_atomic_rmw_fp(
        &mut self,
        i: Inst,
        op: Fp2Op,
        ty: FpSize,
        order: AtomicOrder,
        args: &[Value],
    ) -> LResult<()> {
        let ptr = self.reg(args[0])?;
        let val = self.reg(args[1])?;
        let (old, ftmp, tmp, status) = (self.gpr(), self.fpr(), self.gpr(), self.gpr());
        self.push(MInst::AtomicRmwFp {
            op,
            ty,
            order,
            ptr,
            val,
            old,
            ftmp,
            tmp,
            status,
        });
        let rd = self.fpr();
        self.push(MInst::FMovFromGpr {
            sf: ty == FpSize::D,
            ty,
            rd,
            rn: old,
        });
        self.define(i, &[rd])
    }

    pub(super) fn lower_cmpxchg(
        &mut self,
        i: Inst,
        success: Ordering,
        failure: Ordering,
        args: &[Value],
    ) -> LResult<()> {
        let ty = self.value_type(args[1]);
        let order = AtomicOrder::of_cmpxchg(success, failure);
        let size = match self.atomic_width(ty)? {
            Width::Int(size) => size,
            Width::I128 => return self.lower_cmpxchg_i128(i, order, args),
            Width::Fp(_) => unreachable!("verified: cmpxchg of an integer or pointer"),
        };
        let bits = 8u32 << size;
        let ptr = self.reg(args[0])?;
        let e = self.reg(args[1])?;
        // 32-bit compares read the low words only.
        let expected = if size < 2 {
            self.extend(e, bits, false)
        } else {
            e
        };
        let desired = self.reg(args[2])?;
        if !self.features.lse && !self.features.outline() {
            let (old, success, status) = (self.gpr(), self.gpr(), self.gpr());
            self.push(MInst::AtomicCas {
                size,
                order,
                ptr,
                expected,
                desired,
                old,
                success,
                status,
            });
            return self.define(i, &[old, success]);
        }
        let old = if self.features.lse {
            let old = self.gpr();
            self.push(MInst::Cas {
                size,
                order,
                expected,
                desired,
                ptr,
                old,
            });
            old
        } else {
            let name = OUTLINE_CAS[usize::from(size)][order.outline_index()];
            self.libcall(name, &[expected, desired, ptr], Part::Int(bits as u8))?
        };
        // The value found is zero-extended: equal to `expected` (extended) on success.
        self.push(MInst::Cmp {
            op: AluOp::Subs,
            sf: size == 3,
            rn: old,
            rm: expected,
        });
        let success = self.gpr();
        self.push(MInst::CSet {
            rd: success,
            cond: Cond::Eq,
            mask: false,
        });
        self.define(i, &[old, success])
    }

    /// `cmpxchg` of an `i128`: `caspal` with LSE, `__aarch64_cas16_*` with outline
    /// atomics, else a load-exclusive pair loop.
    fn lower_cmpxchg_i128(&mut self, i: Inst, order: AtomicOrder, args: &[Value]) -> LResult<()> {
        let ptr = self.reg(args[0])?;
        let expected = self.pair(args[1])?;
        let desired = self.pair(args[2])?;
        let old = [self.gpr(), self.gpr()];
        if !self.features.lse && !self.features.outline() {
            let (success, status) = (self.gpr(), self.gpr());
            self.push(MInst::AtomicCas128 {
                order,
                ptr,
                expected,
                desired,
                old,
                success,
                status,
            });
            return self.define(i, &[old[0], old[1], success]);
        }
        if self.features.lse {
            self.push(MInst::Casp {
                order,
                ptr,
                expected,
                desired,
                old,
            });
        } else {
            let name = OUTLINE_CAS[4][order.outline_index()];
            let uses = [expected[0], expected[1], desired[0], desired[1], ptr]
                .into_iter()
                .zip(0..)
                .map(|(r, k)| (r, regs::x(k)))
                .collect();
            let defs: Vec<(Reg, PReg)> = vec![(old[0], regs::x(0)), (old[1], regs::x(1))];
            self.emit_call(CallTarget::Direct(RelocTarget::Libcall(name)), uses, defs);
        }
        self.push(MInst::Cmp {
            op: AluOp::Subs,
            sf: true,
            rn: old[0],
            rm: expected[0],
        });
        self.push(MInst::Ccmp {
            sf: true,
            rn: old[1],
            rm: expected[1],
            nzcv: 0,
            cond: Cond::Eq,
        });
        let success = self.gpr();
        self.push(MInst::CSet {
            rd: success,
            cond: Cond::Eq,
            mask: false,
        });
        self.define(i, &[old[0], old[1], success])
    }
}
