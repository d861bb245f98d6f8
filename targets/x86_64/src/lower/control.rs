//! Control flow: phi arguments on edges, edge blocks for critical edges, and `switch`.

use super::*;
use rllc_codegen::machine_blocks::{split_condition, SplitCondition};

impl Lowerer<'_, '_> {
    /// Loads the phis of `b` that live in memory into their registers (at the top of `b`).
    pub(super) fn load_memory_phis(&mut self, b: Block) -> LResult<()> {
        if !self.blocks.is_indirect_target(b) {
            return Ok(());
        }
        let body = self.body;
        for &i in &body.blocks[b].insts {
            if !matches!(body.insts[i].kind, InstKind::Phi) {
                break;
            }
            let Some(&slot) = self.phi_slots.get(&i) else {
                continue;
            };
            let parts = self.parts_of(body.insts[i].ty)?;
            let r = self.inst_range(i)?;
            let regs = self.range(r);
            for (&(p, off), r) in parts.iter().zip(regs) {
                let mem = Amode::Slot {
                    slot,
                    disp: off as i32,
                };
                self.load_part(p, mem, r);
            }
        }
        Ok(())
    }

    /// The values block `from` passes to the phis of `to`, materialised as registers
    /// (phis that live in memory are stored to their slots instead).
    pub(super) fn phi_args(&mut self, from: Block, to: Block) -> LResult<Regs> {
        let body = self.body;
        let mut out = Regs::new();
        let mut fp80_staged: Vec<(Inst, Amode)> = Vec::new();
        for &i in &body.blocks[to].insts {
            if !matches!(body.insts[i].kind, InstKind::Phi) {
                break;
            }
            let a = body.args(i);
            let mut v = a
                .chunks(2)
                .find(|p| p[1] == Value::Block(from))
                .map(|p| p[0])
                .ok_or_else(|| err(self.pos, "phi without an entry for a predecessor"))?;
            if let Some(x) = self.equal_on_edge(from, to, v) {
                v = x;
            }
            if self.is_fp80(body.insts[i].ty) {
                // Phis copy in parallel: stage through a temporary so that one phi's
                // incoming value may be another phi of the same block.
                let tmp = Amode::Slot {
                    slot: self.slots.add(32, 16),
                    disp: 0,
                };
                self.fp80_copy_to(tmp, v)?;
                fp80_staged.push((i, tmp));
                continue;
            }
            let regs = self.value_regs(v)?;
            if let Some(&slot) = self.phi_slots.get(&i) {
                let parts = self.parts_of(body.insts[i].ty)?;
                for (&(p, off), r) in parts.iter().zip(regs) {
                    let mem = Amode::Slot {
                        slot,
                        disp: off as i32,
                    };
                    self.store_part(p, r, mem);
                }
                continue;
            }
            out.extend(regs);
        }
        for (phi, tmp) in fp80_staged {
            let dst = self.fp80_loc(Value::Inst(phi))?;
            let bytes = self.cx.layouts.size(body.insts[phi].ty);
            self.copy_memory(dst, tmp, bytes.min(32))?;
        }
        Ok(out)
    }

    /// A value in a register equal to constant `c` on the edge `from → to`: `x` when `from`
    /// ends in a branch on `icmp eq x, c` (or `ne`) that takes the edge only when they are
    /// equal. A phi receiving `c` there receives `x` instead, which is in a register
    /// anyway, often the phi's own (an interpreter's `trap` flag, reset to 0 where it was
    /// tested 0), rather than the constant materialised in an edge block of its own.
    fn equal_on_edge(&self, from: Block, to: Block, c: Value) -> Option<Value> {
        let body = self.body;
        if !matches!(c, Value::Const(_)) {
            return None;
        }
        let term = body.terminator(from)?;
        let args = body.args(term);
        if !matches!(body.insts[term].kind, InstKind::CondBr) || args[1] == args[2] {
            return None;
        }
        let Value::Inst(cmp) = args[0] else {
            return None;
        };
        let on_equal = match body.insts[cmp].kind {
            InstKind::ICmp(IntPred::Eq) => args[1],
            InstKind::ICmp(IntPred::Ne) => args[2],
            _ => return None,
        };
        let [x, k] = *body.args(cmp) else {
            return None;
        };
        if k != c || on_equal != Value::Block(to) || !self.is_gpr_scalar(self.value_type(x)) {
            return None;
        }
        let in_register = match x {
            Value::Arg(_) => true,
            Value::Inst(xi) => {
                !self.is_deferred(xi)
                    && !self.is_remat(xi)
                    && !self.is_addr_once(xi)
                    && !self.allocas.slots.contains_key(&xi)
            }
            _ => false,
        };
        in_register.then_some(x)
    }

    /// Ends the block with a branch on i1 `cond` to `taken` or `not_taken`; a compare that
    /// was left for it sets the flags the branch tests.
    pub(super) fn branch_on(
        &mut self,
        cond: Value,
        taken: MBlock,
        not_taken: MBlock,
    ) -> LResult<()> {
        if let Some(c) = self.take_deferred_if(cond, |k| matches!(k, InstKind::ICmp(_))) {
            let InstKind::ICmp(pred) = self.body.insts[c].kind else {
                unreachable!()
            };
            let ca = self.body.args(c);
            if let Some((size, lhs, rhs)) = self.test_operands(pred, ca[0], ca[1])? {
                self.push(MInst::CmpJmp {
                    size,
                    test: true,
                    cc: if pred == IntPred::Eq { Cc::E } else { Cc::Ne },
                    lhs,
                    rhs,
                    taken,
                    not_taken,
                });
                self.vc.end_block(&[(taken, &[]), (not_taken, &[])]);
                return Ok(());
            }
            let (size, cc, lhs, rhs) = self.icmp_operands(pred, ca[0], ca[1])?;
            self.push(MInst::CmpJmp {
                size,
                test: false,
                cc,
                lhs,
                rhs,
                taken,
                not_taken,
            });
        } else {
            let c = self.reg(cond)?;
            self.push(MInst::JmpIf {
                cond: c,
                taken,
                not_taken,
            });
        }
        self.vc.end_block(&[(taken, &[]), (not_taken, &[])]);
        Ok(())
    }

    /// For `icmp eq/ne (and x, y), 0` whose `and` was left for the compare: the operands of
    /// one `test x, y` (size, register or memory, register or immediate).
    pub(super) fn test_operands(
        &mut self,
        pred: IntPred,
        a: Value,
        b: Value,
    ) -> LResult<Option<(Size, Rmi, Rmi)>> {
        let zero = matches!(b, Value::Const(c) if self.m.consts.as_u64(c) == Some(0));
        if !matches!(pred, IntPred::Eq | IntPred::Ne) || !zero {
            return Ok(None);
        }
        let Some(and) = self.take_deferred_if(a, |k| matches!(k, InstKind::Binary(BinOp::And)))
        else {
            return Ok(None);
        };
        let Some(bits @ (8 | 16 | 32 | 64)) = self.types().int_width(self.value_type(a)) else {
            return Ok(None);
        };
        let size = Size::from_bytes(bits / 8);
        let (x, y) = (self.body.args(and)[0], self.body.args(and)[1]);
        let lhs = match self.fold_load(x, bits)? {
            Some(m) => Rmi::Mem(m),
            None => Rmi::Reg(self.reg(x)?),
        };
        let rhs = match (self.rmi(y, bits)?, lhs) {
            // `test` commutes: memory goes left.
            (Rmi::Mem(m), Rmi::Reg(r)) => return Ok(Some((size, Rmi::Mem(m), Rmi::Reg(r)))),
            (Rmi::Mem(_), _) => Rmi::Reg(self.reg(y)?),
            (r, _) => r,
        };
        Ok(Some((size, lhs, rhs)))
    }

    /// The split of `b`'s conditional branch on `a && b` or `a || b` into two branches:
    /// the condition is used only by the branch (so it was deferred to it).
    pub(super) fn split_condition(&self, b: Block) -> Option<SplitCondition> {
        split_condition(self.m, self.body, b, |c| self.is_deferred(c))
    }

    /// Lowers the split branch of `b` (see [`split_condition`](Self::split_condition)) into
    /// `b` and the three machine blocks reserved after it: `b` tests the first condition,
    /// the next block the second, and the last two are the edges from each to the target
    /// both can reach (separate, so that no edge is critical).
    pub(super) fn lower_split_branch(&mut self, b: Block, t: Block, f: Block) -> LResult<()> {
        let split = self.split_condition(b).expect("split branch");
        let (second_block, _) = self.blocks.split_blocks[&b];
        let (shared_from_first, shared_from_second) = (second_block + 1, second_block + 2);
        let other = self.blocks.edge_target(b, if split.all { t } else { f });
        if split.all {
            self.branch_on(split.first, second_block, shared_from_first)?;
            self.vc.start_block(&[]);
            self.branch_on(split.second, other, shared_from_second)?;
        } else {
            self.branch_on(split.first, shared_from_first, second_block)?;
            self.vc.start_block(&[]);
            self.branch_on(split.second, shared_from_second, other)?;
        }
        for _ in 0..2 {
            self.vc.start_block(&[]);
            let args = self.phi_args(b, split.shared)?;
            let target = self.blocks.block_map[split.shared];
            self.push(MInst::Jmp { target });
            self.vc.end_block(&[(target, &args)]);
        }
        Ok(())
    }

    /// For a switch on an integer wider than 64 bits: 1 + the position of the case whose
    /// value the index equals (limb by limb), or 0 when none does.
    fn wide_case_number(&mut self, args: &[Value], bits: u32) -> LResult<Reg> {
        let idx = self.wide_operand(args[0], bits, false)?;
        let mut number = self.imm64(0);
        for (k, p) in args[2..].chunks(2).enumerate() {
            let c = self.wide_operand(p[0], bits, false)?;
            let mut diff: Option<Reg> = None;
            for (&x, &y) in idx.iter().zip(&c) {
                let d = self.alu(AluOp::Xor, Size::S64, x, Rmi::Reg(y));
                diff = Some(match diff {
                    None => d,
                    Some(acc) => self.alu(AluOp::Or, Size::S64, acc, Rmi::Reg(d)),
                });
            }
            let hit = self.cmp_set(Size::S64, Cc::E, diff.expect("limbs"), Rmi::Imm(0));
            let n = self.imm64(k as u64 + 1);
            number = self.select_gpr(hit, n, number);
        }
        Ok(number)
    }

    pub(super) fn lower_switch(&mut self, b: Block, args: &[Value]) -> LResult<()> {
        let vt = self.value_type(args[0]);
        // A pointer where an `indirectbr` became a `switch` (`indirectbr_expand`).
        let bits = self
            .types()
            .int_width(vt)
            .or_else(|| self.types().is_ptr(vt).then_some(64))
            .ok_or_else(|| err(self.pos, "switch on this type"))?;
        let wide = bits > 64;
        let (idx, size) = if wide {
            (self.wide_case_number(args, bits)?, Size::S32)
        } else {
            let idx = self.reg(args[0])?;
            match bits {
                8 => (idx, Size::S8),
                16 => (idx, Size::S16),
                32 => (idx, Size::S32),
                64 => (idx, Size::S64),
                _ => (self.extend(idx, bits, false), int_size(bits)),
            }
        };
        let Value::Block(def) = args[1] else {
            unreachable!()
        };
        let mut targets: Vec<(Block, MBlock)> = Vec::new();
        let mut target_of = |this: &mut Self, s: Block| -> MBlock {
            if let Some(&(_, m)) = targets.iter().find(|(x, _)| *x == s) {
                return m;
            }
            let m = this.blocks.edge_target(b, s);
            targets.push((s, m));
            m
        };
        let dm = target_of(self, def);
        let mut cases = Vec::with_capacity(args.len() / 2);
        for (k, p) in args[2..].chunks(2).enumerate() {
            let (Value::Const(c), Value::Block(s)) = (p[0], p[1]) else {
                unreachable!()
            };
            // Wide switches switch on the number of the matching case.
            let v = if wide {
                k as u64 + 1
            } else {
                self.m.consts.as_u64(c).unwrap_or(0)
            };
            let v = match size {
                Size::S8 => v as i8 as i64,
                Size::S16 => v as i16 as i64,
                Size::S32 => v as i32 as i64,
                Size::S64 => v as i64,
            };
            let m = target_of(self, s);
            cases.push((v, m));
        }
        let succs: Vec<MBlock> = {
            let mut s = vec![dm];
            for &(_, m) in &cases {
                if !s.contains(&m) {
                    s.push(m);
                }
            }
            s
        };
        let tmp = self.gpr();
        self.push(MInst::Switch {
            size,
            index: idx,
            tmp,
            cases: cases.into(),
            default: dm,
        });
        let refs: Vec<(MBlock, &[Reg])> = succs.iter().map(|&s| (s, &[][..])).collect();
        self.vc.end_block(&refs);
        Ok(())
    }
}
