//! The atomic instructions: the load-exclusive/store-exclusive loops of
//! [`MInst::AtomicRmw`], [`MInst::AtomicCas`], [`MInst::AtomicRmwFp`],
//! [`MInst::AtomicRmw128`] and [`MInst::AtomicCas128`] (the shapes of llc's
//! `CMP_SWAP_*` and `ATOMIC_LOAD_*` expansions), and the single LSE instructions.

use super::{hw, Emitter, LabelUse};
use crate::encode::{self, AdcOp, ShiftOp};
use crate::inst::*;
use crate::regs::SP_OR_ZR;
use rllc_codegen::buffer::MachLabel;

/// `rd = rn op rm` over whole registers (`sf`) or their low words.
fn alu(op: AluOp, sf: bool, rd: u8, rn: u8, rm: u8) -> u32 {
    encode::alu_rrr_shift(op, sf, rd, rn, rm, ShiftOp::Lsl, 0)
}

impl Emitter<'_> {
    /// Emits atomic instruction `mi`.
    pub(super) fn atomic(&mut self, mi: &MInst) {
        match *mi {
            MInst::AtomicRmw {
                op,
                size,
                order,
                ptr,
                val,
                old,
                tmp,
                status,
            } => {
                let again = self.loop_head();
                self.put(encode::ldxr(size, order.acquire, hw(old), hw(ptr)));
                let stored = self.rmw_op(op, size, hw(old), hw(val), hw(tmp));
                self.put(encode::stxr(
                    size,
                    order.release,
                    hw(status),
                    stored,
                    hw(ptr),
                ));
                self.retry(hw(status), again);
            }
            MInst::AtomicCas {
                size,
                order,
                ptr,
                expected,
                desired,
                old,
                success,
                status,
            } => {
                let (ptr, old, status) = (hw(ptr), hw(old), hw(status));
                let again = self.loop_head();
                let done = self.buf.get_label();
                self.put(encode::ldxr(size, order.acquire, old, ptr));
                self.put(alu(AluOp::Subs, size == 3, SP_OR_ZR, old, hw(expected)));
                self.branch_to(encode::b_cond(Cond::Ne, 0), LabelUse::Branch19, done);
                self.put(encode::stxr(size, order.release, status, hw(desired), ptr));
                self.retry(status, again);
                self.buf.bind_label(done);
                self.put_success(hw(success));
            }
            MInst::AtomicRmwFp {
                op,
                ty,
                order,
                ptr,
                val,
                old,
                ftmp,
                tmp,
                status,
            } => {
                let (size, sf) = if ty == FpSize::S {
                    (2, false)
                } else {
                    (3, true)
                };
                let (ptr, old, ftmp, tmp) = (hw(ptr), hw(old), hw(ftmp), hw(tmp));
                let again = self.loop_head();
                self.put(encode::ldxr(size, order.acquire, old, ptr));
                self.put(encode::fmov_from_gpr(sf, ty, ftmp, old));
                self.put(encode::fp2(op, ty, ftmp, ftmp, hw(val)));
                self.put(encode::fmov_to_gpr(sf, ty, tmp, ftmp));
                self.put(encode::stxr(size, order.release, hw(status), tmp, ptr));
                self.retry(hw(status), again);
            }
            MInst::AtomicRmw128 {
                op,
                order,
                ptr,
                val,
                old,
                tmp,
                status,
            } => {
                let (ptr, status) = (hw(ptr), hw(status));
                let (old, val, tmp) = (old.map(hw), val.map(hw), tmp.map(hw));
                let again = self.loop_head();
                self.put(encode::ldxp(true, order.acquire, old[0], old[1], ptr));
                let stored = match op {
                    None => old,
                    Some(op) => self.rmw128_op(op, old, val, tmp),
                };
                self.put(encode::stxp(
                    true,
                    order.release,
                    status,
                    stored[0],
                    stored[1],
                    ptr,
                ));
                self.retry(status, again);
            }
            MInst::AtomicCas128 {
                order,
                ptr,
                expected,
                desired,
                old,
                success,
                status,
            } => {
                let (ptr, status) = (hw(ptr), hw(status));
                let (old, expected, desired) = (old.map(hw), expected.map(hw), desired.map(hw));
                let again = self.loop_head();
                let mismatch = self.buf.get_label();
                let done = self.buf.get_label();
                self.put(encode::ldxp(true, order.acquire, old[0], old[1], ptr));
                self.put(alu(AluOp::Subs, true, SP_OR_ZR, old[0], expected[0]));
                self.put(encode::ccmp(true, old[1], expected[1], 0, Cond::Eq));
                self.branch_to(encode::b_cond(Cond::Ne, 0), LabelUse::Branch19, mismatch);
                let [d0, d1] = desired;
                self.put(encode::stxp(true, order.release, status, d0, d1, ptr));
                self.retry(status, again);
                self.branch_to(encode::b(0), LabelUse::Branch26, done);
                // As llc does: store the value found back, so that the failed exchange
                // read all 128 bits at once.
                self.buf.bind_label(mismatch);
                self.put(encode::stxp(
                    true,
                    order.release,
                    status,
                    old[0],
                    old[1],
                    ptr,
                ));
                self.retry(status, again);
                self.buf.bind_label(done);
                self.put_success(hw(success));
            }
            MInst::AtomicLse {
                op,
                size,
                order,
                rs,
                rt,
                rn,
            } => self.put(encode::atomic_rmw(
                op,
                size,
                order.acquire,
                order.release,
                hw(rs),
                hw(rt),
                hw(rn),
            )),
            MInst::Cas {
                size,
                order,
                desired,
                ptr,
                old,
                ..
            } => self.put(encode::cas(
                size,
                order.acquire,
                order.release,
                hw(old),
                hw(desired),
                hw(ptr),
            )),
            MInst::Casp {
                order, ptr, old, ..
            } => self.put(encode::casp(
                true,
                order.acquire,
                order.release,
                hw(old[0]),
                6,
                hw(ptr),
            )),
            _ => unreachable!("not an atomic instruction: {mi:?}"),
        }
    }

    /// Binds and returns the label a store-exclusive that failed retries from.
    fn loop_head(&mut self) -> MachLabel {
        let again = self.buf.get_label();
        self.buf.bind_label(again);
        again
    }

    /// `cbnz wstatus, again`: retries when the store-exclusive failed.
    fn retry(&mut self, status: u8, again: MachLabel) {
        self.branch_to(encode::cbnz(false, status, 0), LabelUse::Branch19, again);
    }

    /// `cset wsuccess, eq` on the flags of the loop's last compare.
    fn put_success(&mut self, success: u8) {
        self.put(encode::csel(
            CselOp::Csinc,
            false,
            success,
            SP_OR_ZR,
            SP_OR_ZR,
            Cond::Ne,
        ));
    }

    /// `tmp = old op val` of `1 << size` bytes; returns the register to store.
    fn rmw_op(&mut self, op: AtomicOp, size: u8, old: u8, val: u8, tmp: u8) -> u8 {
        let sf = size == 3;
        let simple = match op {
            AtomicOp::Xchg => return val,
            AtomicOp::Add => AluOp::Add,
            AtomicOp::Sub => AluOp::Sub,
            AtomicOp::And | AtomicOp::Nand => AluOp::And,
            AtomicOp::Or => AluOp::Orr,
            AtomicOp::Xor => AluOp::Eor,
            AtomicOp::Max | AtomicOp::Min | AtomicOp::UMax | AtomicOp::UMin => {
                let signed = matches!(op, AtomicOp::Max | AtomicOp::Min);
                // The loaded value is zero-extended: sign-extend it for signed compares.
                let lhs = if signed && size < 3 {
                    let top = (8u8 << size) - 1;
                    self.put(encode::bitfield(BitfieldOp::Sbfm, true, tmp, old, 0, top));
                    tmp
                } else {
                    old
                };
                self.put(alu(AluOp::Subs, true, SP_OR_ZR, lhs, val));
                self.put(encode::csel(
                    CselOp::Csel,
                    true,
                    tmp,
                    old,
                    val,
                    min_max_cond(op),
                ));
                return tmp;
            }
        };
        self.put(alu(simple, sf, tmp, old, val));
        if op == AtomicOp::Nand {
            self.put(alu(AluOp::Orn, sf, tmp, SP_OR_ZR, tmp));
        }
        tmp
    }

    /// `tmp = old op val` of two 64-bit halves; returns the registers to store.
    fn rmw128_op(&mut self, op: AtomicOp, old: [u8; 2], val: [u8; 2], tmp: [u8; 2]) -> [u8; 2] {
        let logic = match op {
            AtomicOp::Xchg => return val,
            AtomicOp::Add => {
                self.put(alu(AluOp::Adds, true, tmp[0], old[0], val[0]));
                self.put(encode::adc(AdcOp::Adc, true, tmp[1], old[1], val[1]));
                return tmp;
            }
            AtomicOp::Sub => {
                self.put(alu(AluOp::Subs, true, tmp[0], old[0], val[0]));
                self.put(encode::adc(AdcOp::Sbc, true, tmp[1], old[1], val[1]));
                return tmp;
            }
            AtomicOp::Max | AtomicOp::Min | AtomicOp::UMax | AtomicOp::UMin => {
                // The flags of the 128-bit `old - val` (N, V and C; Z is the high
                // half's only, which the conditions below do not read).
                self.put(alu(AluOp::Subs, true, SP_OR_ZR, old[0], val[0]));
                self.put(encode::adc(AdcOp::Sbcs, true, SP_OR_ZR, old[1], val[1]));
                let cond = match op {
                    AtomicOp::Max => Cond::Ge,
                    AtomicOp::Min => Cond::Lt,
                    AtomicOp::UMax => Cond::Hs,
                    _ => Cond::Lo,
                };
                for k in 0..2 {
                    self.put(encode::csel(
                        CselOp::Csel,
                        true,
                        tmp[k],
                        old[k],
                        val[k],
                        cond,
                    ));
                }
                return tmp;
            }
            AtomicOp::And | AtomicOp::Nand => AluOp::And,
            AtomicOp::Or => AluOp::Orr,
            AtomicOp::Xor => AluOp::Eor,
        };
        for k in 0..2 {
            self.put(alu(logic, true, tmp[k], old[k], val[k]));
            if op == AtomicOp::Nand {
                self.put(alu(AluOp::Orn, true, tmp[k], SP_OR_ZR, tmp[k]));
            }
        }
        tmp
    }
}

/// The condition under which `old` (compared with `val`) is the result of a minimum or
/// maximum of at most 64 bits.
fn min_max_cond(op: AtomicOp) -> Cond {
    match op {
        AtomicOp::Max => Cond::Gt,
        AtomicOp::Min => Cond::Lt,
        AtomicOp::UMax => Cond::Hi,
        _ => Cond::Lo,
    }
}
