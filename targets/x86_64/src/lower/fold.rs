//! Operand folding. Some instructions are not computed where they are defined but at their
//! only use, so that the user can absorb them: an address computation becomes the memory
//! operand of a load or store, a load the memory operand of an ALU instruction or compare,
//! a compare the flags of a branch or `cmov`. When the user needs the value in a register
//! after all, the deferred instruction is lowered right there.
//!
//! Integer compares whose uses are all branches and `select`s are recomputed at each use
//! instead (`remat`, like addresses that fit an addressing mode).
//!
//! Which instructions are deferred is planned by `rllc_codegen::deferral` (one use, in the
//! same block, no memory write in between for loads); x86's rules are what may be
//! deferred (integer and pointer instructions without side effects, plain scalar loads)
//! and which addresses and compares are recomputed.

use super::*;
use rllc_codegen::deferral::{FoldRules, Uses};

impl FoldRules for Lowerer<'_, '_> {
    fn selects_on_flags(&self, ty: Type) -> bool {
        self.is_gpr_scalar(ty)
    }

    fn deferrable(&self, i: Inst) -> bool {
        match self.body.insts[i].kind {
            InstKind::Load { .. } => self.is_plain_scalar_load(i),
            _ => self.is_pure_scalar(i),
        }
    }
}

impl Lowerer<'_, '_> {
    /// Counts uses and marks the instructions that are lowered at their use; notes
    /// whether the function has `x86_fp80` values at all (`has_fp80`).
    pub(super) fn plan_deferral(&mut self) {
        let body = self.body;
        let n = body.insts.len();
        let layout = &self.blocks.layout;
        let mut uses = Uses::analyse(body, layout, self);
        // fp80 values come from arguments, instructions and constants.
        self.has_fp80 = body.arg_types.iter().any(|&t| self.is_fp80(t))
            || body.insts.iter().any(|(i, d)| {
                self.is_fp80(d.ty)
                    || body.args(i).iter().any(|a| match *a {
                        Value::Const(c) => self.is_fp80(self.m.consts.ty(c)),
                        _ => false,
                    })
            });
        self.remat.clear();
        self.remat.resize(n, false);
        self.addr_once.clear();
        self.addr_once.resize(n, false);
        self.gep_slot.clear();
        self.gep_slot.resize(n, u32::MAX);
        self.gep_plans.clear();
        // Users before definitions, so that a GEP knows its users' kinds.
        for &b in layout.iter().rev() {
            for &i in body.blocks[b].insts.iter().rev() {
                if let InstKind::ICmp(_) = body.insts[i].kind {
                    // A compare whose uses are all branches and selects, several or in
                    // other blocks, is recomputed at each, where it sets the flags they
                    // test: one `cmp` per use instead of `setcc` + `movzbl` once and a
                    // `test` per use, and no register for the truth value (LLVM's
                    // CodeGenPrepare sinks such compares into their users' blocks).
                    self.remat[i.index()] = !uses.non_flag_use[i.index()]
                        && (uses.count[i.index()] > 1 || !uses.local_use[i.index()])
                        && self.is_pure_scalar(i);
                    continue;
                }
                let InstKind::GetElementPtr { source } = body.insts[i].kind else {
                    continue;
                };
                let terms = self.gep_terms(source, body.args(i));
                let offset_only = terms.as_ref().is_ok_and(|(_, t)| t.is_empty());
                if let Ok(t) = terms {
                    self.gep_slot[i.index()] = self.gep_plans.len() as u32;
                    self.gep_plans.push(t);
                }
                let kind = self.gep_kind(i, uses.value_use[i.index()], uses.local_use[i.index()]);
                self.remat[i.index()] = kind == GepKind::Remat;
                self.addr_once[i.index()] = kind == GepKind::AddressOnce;
                // The base is an address only to a GEP whose users' addressing modes add
                // a constant offset to it; it is used where those users are.
                if let Value::Inst(base) = body.args(i)[0] {
                    if kind == GepKind::Remat && offset_only {
                        uses.local_use[base.index()] &= uses.local_use[i.index()];
                    } else {
                        uses.value_use[base.index()] = true;
                    }
                }
            }
        }
        let mut deferred = std::mem::take(&mut self.deferred);
        uses.plan_deferral(body, layout, &self.remat, self, &mut deferred);
        self.deferred = deferred;
        self.uses = uses;
    }

    /// Whether `t` is held in one general-purpose register (integers up to 64 bits and
    /// pointers).
    pub(super) fn is_gpr_scalar(&self, t: Type) -> bool {
        matches!(self.cx.scalar_part(t), Some(Part::Int(_)))
    }

    /// A non-volatile, non-atomic load of one integer, pointer, float or double.
    fn is_plain_scalar_load(&self, i: Inst) -> bool {
        let d = &self.body.insts[i];
        let InstKind::Load { ordering, .. } = d.kind else {
            return false;
        };
        ordering == Ordering::NotAtomic
            && d.flags & rllc_ir::inst::flags::VOLATILE == 0
            && (self.is_gpr_scalar(d.ty)
                || matches!(self.types().get(d.ty), TypeData::Float | TypeData::Double))
    }

    /// Side-effect-free integer and pointer instructions that users may absorb.
    fn is_pure_scalar(&self, i: Inst) -> bool {
        let body = self.body;
        let d = &body.insts[i];
        match d.kind {
            InstKind::GetElementPtr { .. } => self.types().is_ptr(d.ty),
            InstKind::Binary(op) => {
                !op.is_float()
                    && !matches!(op, BinOp::UDiv | BinOp::SDiv | BinOp::URem | BinOp::SRem)
                    && self.is_gpr_scalar(d.ty)
            }
            InstKind::ICmp(_) => self.is_gpr_scalar(self.value_type(body.args(i)[0])),
            InstKind::Call(_) => self.nonzero_ctlz_operand(i).is_some(),
            // `a && b` / `a || b` as clang writes them, so that a branch on one can split.
            InstKind::Select => self.types().int_width(d.ty) == Some(1),
            InstKind::Cast(
                CastOp::ZExt | CastOp::SExt | CastOp::Trunc | CastOp::PtrToInt | CastOp::IntToPtr,
            ) => self.is_gpr_scalar(d.ty) && self.is_gpr_scalar(self.value_type(body.args(i)[0])),
            _ => false,
        }
    }

    /// How GEP `i` reaches its users; `value_use`: whether some use needs its value (any
    /// use but the address of a load or store and the base of a GEP folded into its users);
    /// `local_use`: whether all uses are in its block.
    ///
    /// [`GepKind::Remat`]: the address fits an x86 addressing mode by itself, a fixed offset
    /// from its base or (without value uses) that plus one 64-bit index scaled by 1, 2, 4
    /// or 8. Every memory user folds it into its own addressing mode, so it is recomputed
    /// at each use rather than kept in a register (as LLVM's CodeGenPrepare sinks such
    /// addresses into their users). [`GepKind::AddressOnce`]: without value uses, one
    /// variable index that needs an instruction (extension, scaling), all uses in its
    /// block: the index is computed once at the definition, and the users fold base +
    /// index into their addressing modes (`mov (%rsi,%rax), …; movb …, 8(%rsi,%rax)`).
    /// Farther away, where the base may be spilled, one register holding the address is
    /// cheaper.
    fn gep_kind(&self, i: Inst, value_use: bool, local_use: bool) -> GepKind {
        let body = self.body;
        let d = &body.insts[i];
        let InstKind::GetElementPtr { source } = d.kind else {
            return GepKind::Register;
        };
        let args = body.args(i);
        if !self.types().is_ptr(d.ty) || self.types().is_vector(self.value_type(args[0])) {
            return GepKind::Register;
        }
        let Ok((off, terms)) = self.gep_terms_of(i, source) else {
            return GepKind::Register;
        };
        if !fits_i32(off) {
            return GepKind::Register;
        }
        match terms.as_slice() {
            [] => GepKind::Remat,
            [(ix, size)]
                if !value_use
                    && matches!(size, 1 | 2 | 4 | 8)
                    && self.types().int_width(self.value_type(*ix)) == Some(64) =>
            {
                GepKind::Remat
            }
            [_] if !value_use && local_use => GepKind::AddressOnce,
            _ => GepKind::Register,
        }
    }

    /// Whether `i` is recomputed at every use (see `gep_kind`).
    pub(super) fn is_remat(&self, i: Inst) -> bool {
        self.remat.get(i.index()).copied().unwrap_or(false)
    }

    /// Whether GEP `i` is computed once into an addressing mode that its users fold in
    /// (see `gep_kind`).
    pub(super) fn is_addr_once(&self, i: Inst) -> bool {
        self.addr_once.get(i.index()).copied().unwrap_or(false)
    }

    /// Whether `i` has no uses and no effect, so that nothing needs to be emitted for it
    /// (as clang -O0 leaves loads whose values are unused).
    pub(super) fn is_dead(&self, i: Inst) -> bool {
        if self.uses.count[i.index()] != 0 {
            return false;
        }
        let d = &self.body.insts[i];
        match d.kind {
            InstKind::Load { ordering, .. } => {
                ordering == Ordering::NotAtomic && d.flags & rllc_ir::inst::flags::VOLATILE == 0
            }
            InstKind::Binary(_)
            | InstKind::FNeg
            | InstKind::ICmp(_)
            | InstKind::FCmp(_)
            | InstKind::Cast(_)
            | InstKind::Select
            | InstKind::GetElementPtr { .. }
            | InstKind::ExtractValue { .. }
            | InstKind::InsertValue { .. }
            | InstKind::Freeze => true,
            _ => false,
        }
    }

    /// Whether `i` is lowered at its use rather than where it is defined.
    pub(super) fn is_deferred(&self, i: Inst) -> bool {
        self.deferred.get(i.index()).copied().unwrap_or(false)
    }

    /// If `v` is a deferred instruction whose value is not in registers yet, returns it so
    /// that the caller folds it into its own instruction. Folding computes nothing: should
    /// the caller need the value in registers as well, `value_regs` still lowers it there
    /// (the same point in the block, so recomputing is sound).
    pub(super) fn take_deferred(&self, v: Value) -> Option<Inst> {
        let Value::Inst(i) = v else { return None };
        (self.is_deferred(i) && self.inst_regs[i].is_none()).then_some(i)
    }

    /// Like [`take_deferred`](Self::take_deferred), for instructions of kind `pred` only;
    /// a compare recomputed at each use (`remat`) is taken every time.
    pub(super) fn take_deferred_if(
        &mut self,
        v: Value,
        pred: impl Fn(&InstKind) -> bool,
    ) -> Option<Inst> {
        let Value::Inst(i) = v else { return None };
        let kind = &self.body.insts[i].kind;
        if !pred(kind) {
            None
        } else if self.is_remat(i) && matches!(kind, InstKind::ICmp(_)) {
            Some(i)
        } else {
            self.take_deferred(v)
        }
    }

    /// Lowers deferred instruction `i` where its value is first needed in registers.
    pub(super) fn lower_deferred(&mut self, i: Inst) -> LResult<()> {
        let saved = self.pos;
        self.pos = self.body.positions[i];
        let b = self.current_block;
        self.lower_inst(b, i)?;
        self.pos = saved;
        Ok(())
    }

    /// If `v` is a deferred load of a `bits`-wide integer or pointer, claims it and returns
    /// its address, for use as a memory operand of that width.
    pub(super) fn fold_load(&mut self, v: Value, bits: u32) -> LResult<Option<Amode>> {
        let Value::Inst(i) = v else { return Ok(None) };
        let body = self.body;
        if !matches!(body.insts[i].kind, InstKind::Load { .. }) {
            return Ok(None);
        }
        let ty = body.insts[i].ty;
        let width = if self.types().is_ptr(ty) {
            Some(64)
        } else {
            self.types().int_width(ty)
        };
        if width != Some(bits) || self.take_deferred(v).is_none() {
            return Ok(None);
        }
        let saved = self.pos;
        self.pos = body.positions[i];
        let mem = self.amode(body.args(i)[0]);
        self.pos = saved;
        mem.map(Some)
    }

    /// `select` of integer values whose condition is a deferred integer compare: the
    /// compare sets the flags a `cmov` tests. Returns false when the pattern does not apply.
    pub(super) fn lower_cmp_select(&mut self, i: Inst, args: &[Value]) -> LResult<bool> {
        let body = self.body;
        let ty = body.insts[i].ty;
        if !self.is_gpr_scalar(ty) {
            return Ok(false);
        }
        let Some(c) = self.take_deferred_if(args[0], |k| matches!(k, InstKind::ICmp(_))) else {
            return Ok(false);
        };
        let InstKind::ICmp(pred) = body.insts[c].kind else {
            unreachable!()
        };
        let ca = body.args(c);
        let (size, cc, lhs, rhs) = self.icmp_operands(pred, ca[0], ca[1])?;
        let if_true = self.reg(args[1])?;
        let if_false = self.reg(args[2])?;
        let dst = self.cmp_select(size, cc, lhs, rhs, if_true, if_false);
        self.define(i, &[dst])?;
        Ok(true)
    }

    /// `store (op (load p), v), p` as one `op [p], v` (`add`, `sub`, `and`, `or`, `xor` on
    /// 8 to 64 bits; a GEP adding a constant to a pointer, `L->top++`, as `add`) when the
    /// operation and the load were left for the store (single uses, no memory write
    /// between the load and the store; neither volatile).
    pub(super) fn lower_read_modify_write(&mut self, store: Inst) -> LResult<bool> {
        let body = self.body;
        let (value, ptr) = (body.args(store)[0], body.args(store)[1]);
        if body.insts[store].flags & rllc_ir::inst::flags::VOLATILE != 0 {
            return Ok(false);
        }
        let loads_ptr = |this: &Self, v: Value| match v {
            Value::Inst(l) => {
                matches!(body.insts[l].kind, InstKind::Load { .. })
                    && body.args(l)[0] == ptr
                    && this.take_deferred(v).is_some()
            }
            _ => false,
        };
        if let Some(gep) =
            self.take_deferred_if(value, |k| matches!(k, InstKind::GetElementPtr { .. }))
        {
            let InstKind::GetElementPtr { source } = body.insts[gep].kind else {
                unreachable!()
            };
            let Ok((off, terms)) = self.gep_terms_of(gep, source) else {
                return Ok(false);
            };
            if !terms.is_empty() || !fits_i32(off) || !loads_ptr(self, body.args(gep)[0]) {
                return Ok(false);
            }
            let mem = self.amode(ptr)?;
            self.push(MInst::MemAlu {
                lock: false,
                op: AluOp::Add,
                size: Size::S64,
                mem,
                src: Rmi::Imm(off as i32),
            });
            return Ok(true);
        }
        let Some(op_inst) = self.take_deferred_if(value, |k| {
            matches!(
                k,
                InstKind::Binary(BinOp::Add | BinOp::Sub | BinOp::And | BinOp::Or | BinOp::Xor)
            )
        }) else {
            return Ok(false);
        };
        let Some(bits @ (8 | 16 | 32 | 64)) = self.types().int_width(body.insts[op_inst].ty) else {
            return Ok(false);
        };
        let InstKind::Binary(bop) = body.insts[op_inst].kind else {
            unreachable!()
        };
        let oa = body.args(op_inst);
        let other = if loads_ptr(self, oa[0]) {
            oa[1]
        } else if bop != BinOp::Sub && loads_ptr(self, oa[1]) {
            oa[0]
        } else {
            return Ok(false);
        };
        let op = super::int::alu_op(bop).expect("an ALU operation");
        let src = match self.rmi(other, bits)? {
            Rmi::Mem(_) => Rmi::Reg(self.reg(other)?),
            s => s,
        };
        let mem = self.amode(ptr)?;
        self.push(MInst::MemAlu {
            lock: false,
            op,
            size: Size::from_bytes(bits / 8),
            mem,
            src,
        });
        Ok(true)
    }
}

/// How a GEP's address reaches its users (see `Lowerer::gep_kind`).
#[derive(Copy, Clone, PartialEq, Eq)]
enum GepKind {
    /// Computed into a register at the definition.
    Register,
    /// Recomputed in each user's addressing mode.
    Remat,
    /// An addressing mode computed at the definition, folded into each user.
    AddressOnce,
}
