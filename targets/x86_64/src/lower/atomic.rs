//! Atomic read-modify-write and compare-exchange.

use super::*;

impl Lowerer<'_, '_> {
    pub(super) fn lower_rmw(&mut self, i: Inst, op: RmwOp, args: &[Value]) -> LResult<()> {
        let t = self.value_type(args[1]);
        let bits = self
            .types()
            .int_width(t)
            .or(if self.types().is_ptr(t) {
                Some(64)
            } else {
                None
            })
            .filter(|&b| matches!(b, 8 | 16 | 32 | 64))
            .ok_or_else(|| err(self.pos, "atomicrmw on this type"))?;
        let size = Size::from_bytes(bits / 8);
        let mem = self.amode(args[0])?;
        let v = self.reg(args[1])?;
        let d = self.gpr();
        self.push(MInst::AtomicRmwSeq {
            op,
            size,
            mem,
            src: v,
            dst: d,
        });
        self.define(i, &[d])
    }

    pub(super) fn lower_cmpxchg(&mut self, i: Inst, args: &[Value]) -> LResult<()> {
        let t = self.value_type(args[1]);
        let bits = self
            .types()
            .int_width(t)
            .or(if self.types().is_ptr(t) {
                Some(64)
            } else {
                None
            })
            .filter(|&b| matches!(b, 8 | 16 | 32 | 64))
            .ok_or_else(|| err(self.pos, "cmpxchg on this type"))?;
        let size = Size::from_bytes(bits / 8);
        let mem = self.amode(args[0])?;
        let expected = self.reg(args[1])?;
        let new = self.reg(args[2])?;
        let old = self.gpr();
        let ok = self.gpr();
        self.push(MInst::CmpXchg {
            size,
            mem,
            expected,
            new,
            old,
            ok,
        });
        self.define(i, &[old, ok])
    }
}
