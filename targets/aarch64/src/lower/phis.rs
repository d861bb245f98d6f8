//! Phis known to be zero-extended.
//!
//! Every 32-bit operation on AArch64 clears the upper half of its register, and byte and
//! halfword loads clear all but their width, so the integer values of up to 32 bits that
//! loops carry are mostly zero-extended already; a phi, whose register is a block
//! parameter, would not be known to be, and its `zext`s and unsigned compares would extend
//! it again in every iteration. [`Lowerer::plan_zero_extended_phis`] picks the phis whose
//! incoming values all come out of lowering zero-extended from the phi's width (constants,
//! loads of that width, 32-bit operations for an i32, other such phis); their registers
//! are then known to be zero from that width, and [`Lowerer::phi_args`] extends any value
//! an edge passes them that lowering did not leave so (a guess that failed), which keeps
//! the promise on every edge.

use super::Lowerer;
use rllc_ir::constant::ConstKind;
use rllc_ir::inst::{CastOp, Inst, InstKind, Value};

impl Lowerer<'_, '_> {
    /// Fills `zero_extended_phis`: for each phi of an integer of at most 32 bits whose
    /// incoming values all come out zero-extended from its width, that width (the largest
    /// set of such phis: a phi's incoming phis are assumed to qualify until shown not to).
    pub(super) fn plan_zero_extended_phis(&mut self) {
        let body = self.body;
        let mut width = vec![0u8; body.insts.len()];
        let mut phis = Vec::new();
        for (i, d) in body.insts.iter() {
            if matches!(d.kind, InstKind::Phi) {
                if let Some(w @ 1..=32) = self.types().int_width(d.ty) {
                    width[i.as_u32() as usize] = w as u8;
                    phis.push(i);
                }
            }
        }
        let mut changed = !phis.is_empty();
        while changed {
            changed = false;
            for &p in &phis {
                let w = width[p.as_u32() as usize];
                if w != 0
                    && !body
                        .args(p)
                        .chunks(2)
                        .all(|a| self.comes_zero_extended(a[0], w, &width))
                {
                    width[p.as_u32() as usize] = 0;
                    changed = true;
                }
            }
        }
        self.zero_extended_phis = width;
    }

    /// Whether lowering leaves value `v` (of `w` bits) zero from bit `w`, with `phis` the
    /// widths assumed of the phis so far.
    fn comes_zero_extended(&self, v: Value, w: u8, phis: &[u8]) -> bool {
        match v {
            Value::Const(c) => match self.m.consts.get(c).kind {
                // Constants are held zero-extended from their width; undefined values
                // are materialised as zero.
                ConstKind::Int(_)
                | ConstKind::Null
                | ConstKind::Zero
                | ConstKind::Undef
                | ConstKind::Poison => true,
                _ => false,
            },
            Value::Inst(i) => self.lowered_zero_extended(i, w, phis),
            _ => false,
        }
    }

    /// Whether instruction `i`'s result (of `w` bits) is lowered zero from bit `w`.
    fn lowered_zero_extended(&self, i: Inst, w: u8, phis: &[u8]) -> bool {
        let d = &self.body.insts[i];
        match d.kind {
            InstKind::Phi => phis[i.as_u32() as usize] == w,
            InstKind::Load { .. } => matches!(w, 8 | 16 | 32),
            InstKind::ICmp(_) => w == 1,
            // i32 operations write `w` registers.
            InstKind::Binary(_)
            | InstKind::Select
            | InstKind::Cast(CastOp::ZExt | CastOp::SExt) => w == 32,
            _ => false,
        }
    }
}
