//! Atomics on x86-64's strong memory model: loads of every ordering are plain loads,
//! stores are plain stores except seq_cst (`xchg`), read-modify-write is `xchg`/`lock xadd`,
//! `lock op` when the old value is unused, or a `lock cmpxchg` loop; 16-byte atomics use
//! `cmpxchg16b` when the function may (`cx16`) and libatomic's `__atomic_*_16` otherwise,
//! as llc does; `fence seq_cst` is `mfence` and every other fence only orders the compiler.

use super::*;
use crate::features::Feature;
use rllc_ir::inst::{MaybeAlign, SyncScope};

/// How an atomic access of some type is carried out.
#[derive(Copy, Clone, PartialEq, Eq)]
enum AtomicWidth {
    /// An integer or pointer of 1, 2, 4 or 8 bytes.
    Int(Size),
    /// float or double (bits moved through a general-purpose register).
    Float { double: bool },
    /// 16 bytes: two limbs.
    Pair,
}

/// The C11 memory-order number of an ordering (libatomic's calling convention).
fn c_order(o: Ordering) -> u64 {
    match o {
        Ordering::NotAtomic | Ordering::Unordered | Ordering::Monotonic => 0,
        Ordering::Acquire => 2,
        Ordering::Release => 3,
        Ordering::AcqRel => 4,
        Ordering::SeqCst => 5,
    }
}

impl Lowerer<'_, '_> {
    /// The width class of an atomic access to a value of type `t`, checking the
    /// alignment (an under-aligned access is not atomic on x86).
    fn atomic_width(&self, t: Type, align: MaybeAlign, what: &str) -> LResult<AtomicWidth> {
        let types = self.types();
        let (w, bytes) = match types.get(t) {
            TypeData::Float => (AtomicWidth::Float { double: false }, 4),
            TypeData::Double => (AtomicWidth::Float { double: true }, 8),
            TypeData::Ptr(_) => (AtomicWidth::Int(Size::S64), 8),
            TypeData::Int(b) if matches!(b, 8 | 16 | 32 | 64) => {
                (AtomicWidth::Int(Size::from_bytes(b / 8)), b / 8)
            }
            TypeData::Int(128) => (AtomicWidth::Pair, 16),
            _ => return Err(err(self.pos, format!("{what} of this type"))),
        };
        if align.bytes().is_some_and(|a| a < u64::from(bytes)) {
            return Err(err(self.pos, format!("under-aligned {what}")));
        }
        Ok(w)
    }

    /// Pointer `v` in one register (a folded GEP's address computed).
    fn addr_reg(&mut self, v: Value) -> LResult<Reg> {
        match self.amode(v)? {
            Amode::Reg {
                base,
                index: None,
                disp: 0,
            } => Ok(base),
            mem => {
                let r = self.gpr();
                self.push(MInst::Lea { mem, dst: r });
                Ok(r)
            }
        }
    }

    /// Whether the function may use `cmpxchg16b`.
    fn has_cx16(&self) -> bool {
        self.has(Feature::Cx16)
    }

    /// `load atomic`: a plain load, or `cmpxchg16b` of zero with zero for 16 bytes.
    pub(super) fn lower_atomic_load(
        &mut self,
        i: Inst,
        ptr: Value,
        ordering: Ordering,
        align: MaybeAlign,
    ) -> LResult<()> {
        let t = self.body.insts[i].ty;
        if self.atomic_width(t, align, "atomic load")? != AtomicWidth::Pair {
            let mem = self.amode(ptr)?;
            let parts = self.parts_of(t)?;
            let r = self.vc.new_vreg(parts[0].0.class());
            self.load_part(parts[0].0, mem, r);
            return self.define(i, &[r]);
        }
        let out = if self.has_cx16() {
            let addr = self.addr_reg(ptr)?;
            let zeros: Vec<Reg> = (0..4).map(|_| self.imm64(0)).collect();
            let (lo, hi, _) = self.cmpxchg16(addr, [zeros[0], zeros[1]], [zeros[2], zeros[3]]);
            vec![lo, hi]
        } else {
            let p = self.addr_reg(ptr)?;
            let o = self.imm64(c_order(ordering));
            self.atomic_libcall16("__atomic_load_16", vec![p, o], true)
        };
        self.define(i, &out)
    }

    /// `store atomic`: a plain store, `xchg` for seq_cst, a `cmpxchg16b` loop for 16
    /// bytes.
    pub(super) fn lower_atomic_store(
        &mut self,
        val: Value,
        ptr: Value,
        ordering: Ordering,
        align: MaybeAlign,
    ) -> LResult<()> {
        let t = self.value_type(val);
        match self.atomic_width(t, align, "atomic store")? {
            AtomicWidth::Pair => {
                let v = self.value_regs(val)?;
                if self.has_cx16() {
                    let addr = self.addr_reg(ptr)?;
                    self.rmw16(RmwOp::Xchg, addr, &v);
                } else {
                    let p = self.addr_reg(ptr)?;
                    let o = self.imm64(c_order(ordering));
                    self.atomic_libcall16("__atomic_store_16", vec![p, v[0], v[1], o], false);
                }
            }
            w => {
                let mem = self.amode(ptr)?;
                let parts = self.parts_of(t)?;
                let r = self.reg(val)?;
                if ordering != Ordering::SeqCst {
                    self.store_part(parts[0].0, r, mem);
                    return Ok(());
                }
                let (size, bits) = self.atomic_int_bits(w, r);
                let old = self.gpr();
                self.push(MInst::AtomicRmwSeq {
                    op: RmwOp::Xchg,
                    size,
                    mem,
                    src: bits,
                    dst: old,
                });
            }
        }
        Ok(())
    }

    /// The integer view of a 1–8 byte atomic value: its size and a general-purpose
    /// register with its bits.
    fn atomic_int_bits(&mut self, w: AtomicWidth, r: Reg) -> (Size, Reg) {
        match w {
            AtomicWidth::Int(size) => (size, r),
            AtomicWidth::Float { double } => {
                let g = self.gpr();
                self.push(MInst::XmmToGpr {
                    wide: double,
                    src: r,
                    dst: g,
                });
                (if double { Size::S64 } else { Size::S32 }, g)
            }
            AtomicWidth::Pair => unreachable!("16-byte atomics have two limbs"),
        }
    }

    /// `fence`: `mfence` for seq_cst across threads; other fences (and any fence within
    /// one thread, `atomic_signal_fence`) only constrain the compiler.
    pub(super) fn lower_fence(&mut self, ordering: Ordering, scope: SyncScope) {
        if ordering == Ordering::SeqCst && scope != SyncScope::SingleThread {
            self.push(MInst::MFence);
        }
    }

    pub(super) fn lower_rmw(
        &mut self,
        i: Inst,
        op: RmwOp,
        ordering: Ordering,
        align: MaybeAlign,
        args: &[Value],
    ) -> LResult<()> {
        let t = self.value_type(args[1]);
        let w = self.atomic_width(t, align, "atomicrmw")?;
        let float_op = matches!(
            op,
            RmwOp::FAdd
                | RmwOp::FSub
                | RmwOp::FMax
                | RmwOp::FMin
                | RmwOp::FMaximum
                | RmwOp::FMinimum
        );
        if float_op != matches!(w, AtomicWidth::Float { .. }) && op != RmwOp::Xchg {
            return Err(err(self.pos, "atomicrmw operation on this type"));
        }
        match w {
            AtomicWidth::Pair => {
                let v = self.value_regs(args[1])?;
                let out = if self.has_cx16() {
                    let addr = self.addr_reg(args[0])?;
                    let (lo, hi) = self.rmw16(op, addr, &v);
                    vec![lo, hi]
                } else {
                    let name = match op {
                        RmwOp::Xchg => "__atomic_exchange_16",
                        RmwOp::Add => "__atomic_fetch_add_16",
                        RmwOp::Sub => "__atomic_fetch_sub_16",
                        RmwOp::And => "__atomic_fetch_and_16",
                        RmwOp::Or => "__atomic_fetch_or_16",
                        RmwOp::Xor => "__atomic_fetch_xor_16",
                        RmwOp::Nand => "__atomic_fetch_nand_16",
                        _ => {
                            return Err(err(
                                self.pos,
                                "this 16-byte atomicrmw without cmpxchg16b (cx16)",
                            ))
                        }
                    };
                    let p = self.addr_reg(args[0])?;
                    let o = self.imm64(c_order(ordering));
                    self.atomic_libcall16(name, vec![p, v[0], v[1], o], true)
                };
                self.define(i, &out)
            }
            AtomicWidth::Float { double } if float_op => {
                let mem = self.amode(args[0])?;
                let src = self.reg(args[1])?;
                let old = self.gpr();
                self.push(MInst::AtomicRmwFloat {
                    op,
                    double,
                    mem,
                    src,
                    dst: old,
                });
                let r = self.xreg();
                self.push(MInst::GprToXmm {
                    wide: double,
                    src: old,
                    dst: r,
                });
                self.define(i, &[r])
            }
            w => {
                let mem = self.amode(args[0])?;
                let lock_op = match op {
                    RmwOp::Add => Some(AluOp::Add),
                    RmwOp::Sub => Some(AluOp::Sub),
                    RmwOp::And => Some(AluOp::And),
                    RmwOp::Or => Some(AluOp::Or),
                    RmwOp::Xor => Some(AluOp::Xor),
                    _ => None,
                };
                if let (Some(aop), AtomicWidth::Int(size), 0) =
                    (lock_op, w, self.uses.count[i.index()])
                {
                    // The old value is unused: `lock add [mem], src` and friends.
                    let bits = u32::from(size.bytes()) * 8;
                    let src = self.rmi(args[1], bits)?;
                    let src = match src {
                        Rmi::Mem(_) => Rmi::Reg(self.reg(args[1])?),
                        s => s,
                    };
                    self.push(MInst::MemAlu {
                        lock: true,
                        op: aop,
                        size,
                        mem,
                        src,
                    });
                    return Ok(());
                }
                let v = self.reg(args[1])?;
                let (size, bits) = self.atomic_int_bits(w, v);
                let old = self.gpr();
                self.push(MInst::AtomicRmwSeq {
                    op,
                    size,
                    mem,
                    src: bits,
                    dst: old,
                });
                let r = match w {
                    AtomicWidth::Float { double } => {
                        let x = self.xreg();
                        self.push(MInst::GprToXmm {
                            wide: double,
                            src: old,
                            dst: x,
                        });
                        x
                    }
                    _ => old,
                };
                self.define(i, &[r])
            }
        }
    }

    pub(super) fn lower_cmpxchg(
        &mut self,
        i: Inst,
        success: Ordering,
        failure: Ordering,
        align: MaybeAlign,
        args: &[Value],
    ) -> LResult<()> {
        let t = self.value_type(args[1]);
        let size = match self.atomic_width(t, align, "cmpxchg")? {
            AtomicWidth::Int(size) => size,
            AtomicWidth::Float { .. } => return Err(err(self.pos, "cmpxchg of this type")),
            AtomicWidth::Pair => {
                let e = self.value_regs(args[1])?;
                let n = self.value_regs(args[2])?;
                let out = if self.has_cx16() {
                    let addr = self.addr_reg(args[0])?;
                    let (lo, hi, ok) = self.cmpxchg16(addr, [e[0], e[1]], [n[0], n[1]]);
                    vec![lo, hi, ok]
                } else {
                    // bool __atomic_compare_exchange_16(ptr, expected*, desired, succ, fail):
                    // the expected value goes through memory and comes back updated.
                    let slot = self.slots.add(16, 16);
                    let mem = Amode::Slot { slot, disp: 0 };
                    self.store_part(Part::Int(64), e[0], mem);
                    self.store_part(Part::Int(64), e[1], mem.offset(8));
                    let p = self.addr_reg(args[0])?;
                    let ep = self.gpr();
                    self.push(MInst::Lea { mem, dst: ep });
                    let so = self.imm64(c_order(success));
                    let fo = self.imm64(c_order(failure));
                    let uses = [p, ep, n[0], n[1], so, fo]
                        .into_iter()
                        .zip(regs::SYSV_INT_ARGS)
                        .collect();
                    let ok = self.gpr();
                    self.emit_call(
                        CallTarget::Direct(RelocTarget::Libcall("__atomic_compare_exchange_16")),
                        uses,
                        vec![(ok, g(gpr::RAX))],
                    );
                    let (lo, hi) = (self.gpr(), self.gpr());
                    self.load_part(Part::Int(64), mem, lo);
                    self.load_part(Part::Int(64), mem.offset(8), hi);
                    vec![lo, hi, ok]
                };
                return self.define(i, &out);
            }
        };
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

    /// `lock cmpxchg16b [addr]`: the old value and the success flag.
    fn cmpxchg16(&mut self, addr: Reg, expected: [Reg; 2], new: [Reg; 2]) -> (Reg, Reg, Reg) {
        // Each operand gets its own register (one vreg cannot sit in two fixed registers).
        let mut seen: Vec<Reg> = Vec::with_capacity(5);
        let mut own = |this: &mut Self, r: Reg| {
            let r = if seen.contains(&r) {
                let c = this.gpr();
                this.copy(c, r);
                c
            } else {
                r
            };
            seen.push(r);
            r
        };
        let addr = own(self, addr);
        let exp_lo = own(self, expected[0]);
        let exp_hi = own(self, expected[1]);
        let new_lo = own(self, new[0]);
        let new_hi = own(self, new[1]);
        let (old_lo, old_hi, ok) = (self.gpr(), self.gpr(), self.gpr());
        self.push(MInst::CmpXchg16 {
            addr,
            exp_lo,
            exp_hi,
            new_lo,
            new_hi,
            old_lo,
            old_hi,
            ok,
        });
        (old_lo, old_hi, ok)
    }

    /// A 16-byte read-modify-write as a `cmpxchg16b` loop: the old value.
    fn rmw16(&mut self, op: RmwOp, addr: Reg, v: &[Reg]) -> (Reg, Reg) {
        let (old_lo, old_hi, scratch) = (self.gpr(), self.gpr(), self.gpr());
        self.push(MInst::AtomicRmw16 {
            op,
            addr,
            src_lo: v[0],
            src_hi: v[1],
            old_lo,
            old_hi,
            scratch,
        });
        (old_lo, old_hi)
    }

    /// A call to one of libatomic's 16-byte functions with integer arguments; the old
    /// value (rax:rdx) when `result`.
    fn atomic_libcall16(&mut self, name: &'static str, args: Vec<Reg>, result: bool) -> Vec<Reg> {
        let uses = args.into_iter().zip(regs::SYSV_INT_ARGS).collect();
        let out = if result {
            vec![self.gpr(), self.gpr()]
        } else {
            Vec::new()
        };
        let defs = out
            .iter()
            .copied()
            .zip([g(gpr::RAX), g(gpr::RDX)])
            .collect();
        self.emit_call(CallTarget::Direct(RelocTarget::Libcall(name)), uses, defs);
        out
    }
}
