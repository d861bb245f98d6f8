//! Atomic read-modify-write and compare-and-exchange: load-exclusive/store-exclusive
//! loops with acquire and release semantics (correct for every ordering), which the
//! emitter expands ([`MInst::AtomicRmw`], [`MInst::AtomicCas`]).

use super::*;
use rllc_ir::inst::RmwOp;

impl Lowerer<'_, '_> {
    /// The access size (log2 bytes) of an atomic on type `t`, or an error.
    fn atomic_size(&self, t: Type) -> LResult<u8> {
        match self.types().get(t) {
            TypeData::Int(8) => Ok(0),
            TypeData::Int(16) => Ok(1),
            TypeData::Int(32) => Ok(2),
            TypeData::Int(64) | TypeData::Ptr(_) => Ok(3),
            _ => Err(err(
                self.pos,
                format!(
                    "atomics on {} on AArch64",
                    rllc_ir::printer::type_to_string(self.m, t)
                ),
            )),
        }
    }

    pub(super) fn lower_atomic_rmw(&mut self, i: Inst, op: RmwOp, args: &[Value]) -> LResult<()> {
        let ty = self.body.insts[i].ty;
        let size = self.atomic_size(ty)?;
        let bits = 8u32 << size;
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
        let v = self.reg(args[1])?;
        // Compares read the operand extended as the loaded value is.
        let signed = matches!(op, AtomicOp::Max | AtomicOp::Min);
        let val = self.extend(v, bits, signed);
        let (old, tmp, status) = (self.gpr(), self.gpr(), self.gpr());
        self.push(MInst::AtomicRmw {
            op,
            size,
            ptr,
            val,
            old,
            tmp,
            status,
        });
        self.define(i, &[old])
    }

    pub(super) fn lower_cmpxchg(&mut self, i: Inst, args: &[Value]) -> LResult<()> {
        let ty = self.value_type(args[1]);
        let size = self.atomic_size(ty)?;
        let bits = 8u32 << size;
        let ptr = self.reg(args[0])?;
        let e = self.reg(args[1])?;
        let expected = self.extend(e, bits, false);
        let desired = self.reg(args[2])?;
        let (old, success, status) = (self.gpr(), self.gpr(), self.gpr());
        self.push(MInst::AtomicCas {
            size,
            ptr,
            expected,
            desired,
            old,
            success,
            status,
        });
        self.define(i, &[old, success])
    }
}
