//! Memory: loads, stores, address arithmetic (`getelementptr`) and dynamic allocas.

use super::*;
use crate::encode::ShiftOp;
use rllc_ir::inst::Ordering;

/// The variable `(index, element size)` terms of a GEP.
pub(super) type GepTerms = SmallVec<[(Value, u64); 2]>;

impl Lowerer<'_, '_> {
    /// The access that loads (`load`) or stores part `p`.
    pub(super) fn access(&self, p: Part, load: bool) -> LResult<LdSt> {
        Ok(match (p, load) {
            (Part::Int(b), true) if b <= 8 => LdSt::Ldrb,
            (Part::Int(b), true) if b <= 16 => LdSt::Ldrh,
            (Part::Int(b), true) if b <= 32 => LdSt::LdrW,
            (Part::Int(_), true) => LdSt::LdrX,
            (Part::Int(b), false) if b <= 8 => LdSt::Strb,
            (Part::Int(b), false) if b <= 16 => LdSt::Strh,
            (Part::Int(b), false) if b <= 32 => LdSt::StrW,
            (Part::Int(_), false) => LdSt::StrX,
            (Part::F16, true) => LdSt::LdrH,
            (Part::F16, false) => LdSt::StrH,
            (Part::F32, true) => LdSt::LdrS,
            (Part::F64, true) => LdSt::LdrD,
            (Part::F32, false) => LdSt::StrS,
            (Part::F64, false) => LdSt::StrD,
            (Part::F128 | Part::Vec(_), true) => LdSt::LdrQ,
            (Part::F128 | Part::Vec(_), false) => LdSt::StrQ,
        })
    }

    /// The pieces (byte offset, log2 size) an integer part of `bits` bits is accessed
    /// in: one access when its store size is a power of two, else the largest
    /// power-of-two pieces first (`i24`: 2 + 1 bytes, `i48`: 4 + 2).
    fn pieces(bits: u8) -> SmallVec<[(u32, u8); 3]> {
        let mut bytes = u32::from(bits).div_ceil(8);
        let mut out = SmallVec::new();
        let mut at = 0;
        while bytes > 0 {
            let size: u32 = 1 << (31 - bytes.leading_zeros());
            out.push((at, size.trailing_zeros() as u8));
            at += size;
            bytes -= size;
        }
        out
    }

    /// Loads an integer part of `bits` bits whose store size is not a power of two,
    /// piece by piece, into a new register.
    fn load_pieces(&mut self, bits: u8, mem: Amode) -> Reg {
        let mut acc: Option<Reg> = None;
        for (at, log2) in Self::pieces(bits) {
            let r = self.gpr();
            let op = [LdSt::Ldrb, LdSt::Ldrh, LdSt::LdrW, LdSt::LdrX][log2 as usize];
            self.push(MInst::Load {
                op,
                rt: r,
                mem: Self::offset(mem, i64::from(at)),
            });
            acc = Some(match acc {
                None => r,
                Some(a) => {
                    let rd = self.gpr();
                    self.push(MInst::AluRRR {
                        op: AluOp::Orr,
                        sf: true,
                        rd,
                        rn: a,
                        rm: r,
                        shift: ShiftOp::Lsl,
                        amount: (8 * at) as u8,
                    });
                    rd
                }
            });
        }
        acc.expect("at least one piece")
    }

    /// Stores the `bits`-bit integer in `rt` piece by piece.
    fn store_pieces(&mut self, bits: u8, rt: Reg, mem: Amode) {
        for (at, log2) in Self::pieces(bits) {
            let piece = if at == 0 {
                rt
            } else {
                let rd = self.gpr();
                self.push(MInst::Bitfield {
                    op: BitfieldOp::Ubfm,
                    sf: true,
                    rd,
                    rn: rt,
                    immr: (8 * at) as u8,
                    imms: 63,
                });
                rd
            };
            let op = [LdSt::Strb, LdSt::Strh, LdSt::StrW, LdSt::StrX][log2 as usize];
            self.push(MInst::Store {
                op,
                rt: piece,
                mem: Self::offset(mem, i64::from(at)),
            });
        }
    }

    /// Whether part `p` is an integer whose store size is not a power of two.
    fn in_pieces(p: Part) -> Option<u8> {
        match p {
            Part::Int(b) if !u32::from(b).div_ceil(8).is_power_of_two() => Some(b),
            _ => None,
        }
    }

    /// The address operand for pointer `v`.
    pub(super) fn amode(&mut self, v: Value) -> LResult<Amode> {
        if let Value::Inst(i) = v {
            if let Some(&slot) = self.allocas.slots.get(&i) {
                return Ok(Amode::Slot { slot, off: 0 });
            }
            if self.folded[i.as_u32() as usize] {
                return self.gep_amode(i);
            }
        }
        let base = self.reg(v)?;
        Ok(Amode::RegOff { base, off: 0 })
    }

    /// A new register holding the address `mem` plus `by`.
    pub(super) fn amode_address(&mut self, mem: Amode, by: i64) -> Reg {
        match Self::offset(mem, by) {
            Amode::RegOff { base, off } => self.add_imm(base, off),
            other => {
                let rd = self.gpr();
                self.push(MInst::LoadAddr { rd, mem: other });
                rd
            }
        }
    }

    /// `mem` moved `by` bytes on.
    pub(super) fn offset(mem: Amode, by: i64) -> Amode {
        match mem {
            Amode::RegOff { base, off } => Amode::RegOff {
                base,
                off: off + by,
            },
            Amode::Slot { slot, off } => Amode::Slot {
                slot,
                off: off + by,
            },
            other => {
                debug_assert_eq!(by, 0, "offset of a register-indexed address");
                other
            }
        }
    }

    /// Rejects memory accesses of `<N x i1>`, whose memory image is bits, not the byte
    /// masks registers hold.
    fn check_bool_vector(&self, t: Type) -> LResult<()> {
        if self.types().is_vector(t) && matches!(self.shape(t), Ok((vector::Elem::Bool, _))) {
            return Err(err(self.pos, "loads and stores of <N x i1> on AArch64"));
        }
        Ok(())
    }

    /// Whether type `t` holds vectors of promoted integers ([`vector::Elem::Promoted`]),
    /// whose memory image packs the elements: for such a vector (of byte-sized
    /// elements, or of at most 64 bits), its element and length; such vectors inside
    /// aggregates are an error.
    pub(super) fn promoted_access(&self, t: Type) -> LResult<Option<(vector::Elem, u32)>> {
        if self.types().is_vector(t) {
            return match self.shape(t)? {
                (e @ vector::Elem::Promoted { bits, .. }, len)
                    if bits % 8 == 0 || u32::from(bits) * len <= 64 =>
                {
                    Ok(Some((e, len)))
                }
                (vector::Elem::Promoted { .. }, _) => Err(err(
                    self.pos,
                    format!(
                        "loads and stores of {} on AArch64",
                        rllc_ir::printer::type_to_string(self.m, t)
                    ),
                )),
                _ => Ok(None),
            };
        }
        if self.has_promoted_vector(t) {
            return Err(err(
                self.pos,
                "loads and stores of aggregates holding vectors of odd-width integers on AArch64",
            ));
        }
        Ok(None)
    }

    /// Whether `t` is or holds a vector of promoted integers.
    pub(super) fn has_promoted_vector(&self, t: Type) -> bool {
        match self.types().get(t) {
            TypeData::Vector { .. } => {
                matches!(self.shape(t), Ok((vector::Elem::Promoted { .. }, _)))
            }
            TypeData::Array { elem, .. } => self.has_promoted_vector(*elem),
            TypeData::Struct { .. } | TypeData::Named(_) => self
                .types()
                .struct_fields(t)
                .is_some_and(|f| f.iter().any(|&x| self.has_promoted_vector(x))),
            _ => false,
        }
    }

    /// The lanes of a vector of `len` promoted integers `e` loaded from `mem`, each in a
    /// general-purpose register (its bits above the element undefined): byte-sized
    /// elements one by one, packed ones as one integer, shifted.
    fn load_promoted(&mut self, e: vector::Elem, len: u32, mem: Amode) -> LResult<Vec<Reg>> {
        let vector::Elem::Promoted { bits, .. } = e else {
            unreachable!("promoted element")
        };
        if bits % 8 == 0 {
            let bytes = i64::from(bits / 8);
            return Ok((0..len)
                .map(|k| self.load_pieces(bits, Self::offset(mem, bytes * i64::from(k))))
                .collect());
        }
        let total = (u32::from(bits) * len) as u8;
        let packed = self.load_int(total, mem)?;
        Ok((0..len)
            .map(|k| {
                if k == 0 {
                    return packed;
                }
                let rd = self.gpr();
                self.push(MInst::Bitfield {
                    op: BitfieldOp::Ubfm,
                    sf: true,
                    rd,
                    rn: packed,
                    immr: (k * u32::from(bits)) as u8,
                    imms: 63,
                });
                rd
            })
            .collect())
    }

    /// Stores the vector of `len` promoted integers `e` in `regs` at `mem`: byte-sized
    /// elements one by one, others packed into one integer.
    fn store_promoted(
        &mut self,
        e: vector::Elem,
        len: u32,
        regs: &[Reg],
        mem: Amode,
    ) -> LResult<()> {
        let vector::Elem::Promoted { bits, lane } = e else {
            unreachable!("promoted element")
        };
        let lanes: Vec<Reg> = (0..len)
            .map(|k| self.lane_scalar(regs, vector::Elem::Int(lane), k, false))
            .collect();
        if bits % 8 == 0 {
            let bytes = i64::from(bits / 8);
            for (k, &r) in lanes.iter().enumerate() {
                self.store_pieces(bits, r, Self::offset(mem, bytes * k as i64));
            }
            return Ok(());
        }
        let mut acc: Option<Reg> = None;
        for (k, &r) in lanes.iter().enumerate() {
            let masked = self.gpr();
            self.push(MInst::LogicImm {
                op: AluOp::And,
                sf: true,
                rd: masked,
                rn: r,
                imm: (1u64 << bits) - 1,
            });
            acc = Some(match acc {
                None => masked,
                Some(a) => {
                    let rd = self.gpr();
                    self.push(MInst::AluRRR {
                        op: AluOp::Orr,
                        sf: true,
                        rd,
                        rn: a,
                        rm: masked,
                        shift: ShiftOp::Lsl,
                        amount: (k as u32 * u32::from(bits)) as u8,
                    });
                    rd
                }
            });
        }
        let total = (u32::from(bits) * len) as u8;
        self.store_int(total, acc.expect("a vector has lanes"), mem)
    }

    /// Loads an integer of `bits` (at most 64) bits at `mem` into a new register.
    fn load_int(&mut self, bits: u8, mem: Amode) -> LResult<Reg> {
        if Self::in_pieces(Part::Int(bits)).is_some() {
            return Ok(self.load_pieces(bits, mem));
        }
        let rt = self.gpr();
        let op = self.access(Part::Int(bits), true)?;
        self.push(MInst::Load { op, rt, mem });
        Ok(rt)
    }

    /// Stores the integer of `bits` (at most 64) bits in `rt` at `mem`.
    fn store_int(&mut self, bits: u8, rt: Reg, mem: Amode) -> LResult<()> {
        if Self::in_pieces(Part::Int(bits)).is_some() {
            self.store_pieces(bits, rt, mem);
            return Ok(());
        }
        let op = self.access(Part::Int(bits), false)?;
        self.push(MInst::Store { op, rt, mem });
        Ok(())
    }

    pub(super) fn lower_load(&mut self, i: Inst, ptr: Value, ordering: Ordering) -> LResult<()> {
        let ty = self.body.insts[i].ty;
        if self.is_atomic_i128(ty, ordering) {
            return self.lower_atomic_load_i128(i, ptr, ordering);
        }
        self.check_bool_vector(ty)?;
        if let Some((e, len)) = self.promoted_access(ty)? {
            let mem = self.amode(ptr)?;
            let lanes = self.load_promoted(e, len, mem)?;
            let out = self.lanes_vector(e, &lanes);
            return self.define(i, &out);
        }
        let parts = self.parts_of(ty)?;
        if let (Some(acquire), [(p, 0)]) = (Self::acquire_release(ordering, false), &parts[..]) {
            if let Some(rt) = self.load_acquire(*p, ptr, acquire)? {
                return self.define(i, &[rt]);
            }
        }
        let mem = self.amode(ptr)?;
        let mut out = Regs::new();
        for &(p, off) in parts.iter() {
            let at = Self::offset(mem, i64::from(off));
            if let Some(bits) = Self::in_pieces(p) {
                let rt = self.load_pieces(bits, at);
                out.push(rt);
                continue;
            }
            if let Part::Vec(bytes) = p {
                out.push(self.load_chunk(bytes, at));
                continue;
            }
            let rt = self.vc.new_vreg(p.class());
            let op = self.access(p, true)?;
            self.push(MInst::Load { op, rt, mem: at });
            out.push(rt);
        }
        if matches!(
            ordering,
            Ordering::Acquire | Ordering::AcqRel | Ordering::SeqCst
        ) {
            self.push(MInst::Dmb { option: 0b1011 });
        }
        self.define(i, &out)
    }

    pub(super) fn lower_store(&mut self, v: Value, ptr: Value, ordering: Ordering) -> LResult<()> {
        let ty = self.value_type(v);
        if self.is_atomic_i128(ty, ordering) {
            return self.lower_atomic_store_i128(v, ptr, ordering);
        }
        self.check_bool_vector(ty)?;
        if let Some((e, len)) = self.promoted_access(ty)? {
            let regs = self.value_regs(v)?;
            let mem = self.amode(ptr)?;
            return self.store_promoted(e, len, &regs, mem);
        }
        let parts = self.parts_of(ty)?;
        let regs = self.operand_regs(v)?;
        if let (Some(true), [(p, 0)]) = (Self::acquire_release(ordering, true), &parts[..]) {
            if self.store_release(*p, regs[0], ptr)? {
                return Ok(());
            }
        }
        let mem = self.amode(ptr)?;
        let fenced = matches!(
            ordering,
            Ordering::Release | Ordering::AcqRel | Ordering::SeqCst
        );
        if fenced {
            self.push(MInst::Dmb { option: 0b1011 });
        }
        for (&(p, off), &rt) in parts.iter().zip(&regs) {
            if let Some(bits) = Self::in_pieces(p) {
                self.store_pieces(bits, rt, Self::offset(mem, i64::from(off)));
                continue;
            }
            if let Part::Vec(bytes) = p {
                self.store_chunk(bytes, rt, Self::offset(mem, i64::from(off)));
                continue;
            }
            let op = self.access(p, false)?;
            self.push(MInst::Store {
                op,
                rt,
                mem: Self::offset(mem, i64::from(off)),
            });
        }
        if ordering == Ordering::SeqCst {
            self.push(MInst::Dmb { option: 0b1011 });
        }
        Ok(())
    }

    /// For an atomic access with `ordering`: whether it needs `ldar`/`stlr` (`true`) or
    /// is a plain access (`false`), as llc maps orderings; `None` when not atomic.
    fn acquire_release(ordering: Ordering, store: bool) -> Option<bool> {
        match ordering {
            Ordering::NotAtomic => None,
            Ordering::Unordered | Ordering::Monotonic => Some(false),
            Ordering::Acquire => Some(!store),
            Ordering::Release => Some(store),
            Ordering::AcqRel | Ordering::SeqCst => Some(true),
        }
    }

    /// The size (log2 bytes) `ldar`/`stlr` access for part `p`, and for floating point
    /// the `fmov` between the general register and the FP register (a half moves as
    /// single precision's bits: `fmov h, w` needs FP16); `None` for parts with no single
    /// register access.
    fn ordered_access_size(p: Part) -> Option<(u8, Option<FpSize>)> {
        Some(match p {
            Part::Int(b) if Self::in_pieces(p).is_some() || b > 64 => return None,
            Part::Int(b) => ((u32::from(b).div_ceil(8)).trailing_zeros() as u8, None),
            Part::F16 => (1, Some(FpSize::S)),
            Part::F32 => (2, Some(FpSize::S)),
            Part::F64 => (3, Some(FpSize::D)),
            _ => return None,
        })
    }

    /// An acquire (`acquire`) or plain atomic load of part `p` from `ptr`: `ldar` into a
    /// general register (then `fmov` for floating point) as llc; `None` for a plain
    /// load or a part `ldar` cannot load, which the caller loads as usual.
    fn load_acquire(&mut self, p: Part, ptr: Value, acquire: bool) -> LResult<Option<Reg>> {
        let (true, Some((size_log2, fp))) = (acquire, Self::ordered_access_size(p)) else {
            return Ok(None);
        };
        let mem = self.amode(ptr)?;
        let rn = self.amode_address(mem, 0);
        let rt = self.gpr();
        self.push(MInst::LoadAcquire { size_log2, rt, rn });
        let Some(ty) = fp else {
            return Ok(Some(rt));
        };
        let rd = self.fpr();
        self.push(MInst::FMovFromGpr {
            sf: ty == FpSize::D,
            ty,
            rd,
            rn: rt,
        });
        Ok(Some(rd))
    }

    /// A release store of part `p` (in `rt`) to `ptr` with `stlr` (after `fmov` to a
    /// general register for floating point); `false` when `stlr` cannot store the part.
    fn store_release(&mut self, p: Part, rt: Reg, ptr: Value) -> LResult<bool> {
        let Some((size_log2, fp)) = Self::ordered_access_size(p) else {
            return Ok(false);
        };
        let mem = self.amode(ptr)?;
        let rn = self.amode_address(mem, 0);
        let rt = match fp {
            None => rt,
            Some(ty) => {
                let rd = self.gpr();
                self.push(MInst::FMovToGpr {
                    sf: ty == FpSize::D,
                    ty,
                    rd,
                    rn: rt,
                });
                rd
            }
        };
        self.push(MInst::StoreRelease { size_log2, rt, rn });
        Ok(true)
    }

    /// The constant offset and the variable `(index, element size)` terms of a GEP with
    /// source type `source` and operands `args`.
    pub(super) fn gep_terms(&self, source: Type, args: &[Value]) -> LResult<(i64, GepTerms)> {
        let mut off: i64 = 0;
        let mut ty = source;
        let mut terms = GepTerms::new();
        for (k, &ix) in args[1..].iter().enumerate() {
            let elem_size = if k == 0 {
                self.cx.layouts.size(source)
            } else if self.types().struct_fields(ty).is_some() {
                let f = self.int_const_index(ix)? as usize;
                off += self.cx.layouts.field_offset(self.types(), ty, f) as i64;
                ty = self.types().aggregate_element(ty, f as u64).expect("field");
                continue;
            } else {
                ty = self
                    .types()
                    .element_type(ty)
                    .ok_or_else(|| err(self.pos, "GEP into a non-aggregate"))?;
                self.cx.layouts.size(ty)
            };
            let iw = self.types().int_width(self.value_type(ix)).unwrap_or(64);
            if let Value::Const(c) = ix {
                if let Some(v) = self.m.consts.as_u64(c) {
                    off = off.wrapping_add(sign_extend(v, iw).wrapping_mul(elem_size as i64));
                    continue;
                }
            }
            if iw > 64 {
                return Err(err(self.pos, "GEP index wider than 64 bits"));
            }
            terms.push((ix, elem_size));
        }
        Ok((off, terms))
    }

    /// The address a GEP folded into its loads and stores computes: its base's
    /// address plus the constant offset, or base plus one index scaled by the access
    /// size (`[x0, x1, lsl #3]`, `[x0, w1, sxtw #2]`).
    fn gep_amode(&mut self, i: Inst) -> LResult<Amode> {
        let InstKind::GetElementPtr { source } = self.body.insts[i].kind else {
            unreachable!("gep_amode of a non-GEP")
        };
        let args = self.body.args(i);
        let (off, terms) = self.gep_terms(source, args)?;
        let base = self.amode(args[0])?;
        let Some(&(ix, _)) = terms.first() else {
            return Ok(Self::offset(base, off));
        };
        let base = self.amode_address(base, off);
        let (index, iw, signed) = self.gep_index(ix)?;
        Ok(Amode::RegReg {
            base,
            index,
            ext: match (iw, signed) {
                (32, true) => RegExtend::Sxtw,
                (32, false) => RegExtend::Uxtw,
                _ => RegExtend::Lsl,
            },
            scaled: true,
        })
    }

    /// The register of GEP index `ix`, its width and whether the GEP sign-extends it:
    /// the i32 source of a folded `sext`/`zext` (see `plan_folded_geps`), else `ix`
    /// itself, which GEPs sign-extend.
    fn gep_index(&mut self, ix: Value) -> LResult<(Reg, u32, bool)> {
        if let Value::Inst(x) = ix {
            if self.folded[x.as_u32() as usize] {
                let signed = matches!(self.body.insts[x].kind, InstKind::Cast(CastOp::SExt));
                return Ok((self.reg(self.body.args(x)[0])?, 32, signed));
            }
        }
        let iw = self.types().int_width(self.value_type(ix)).unwrap_or(64);
        Ok((self.reg(ix)?, iw, true))
    }

    /// `getelementptr`: the base plus constant offsets plus each variable index times
    /// its element size.
    pub(super) fn lower_gep(&mut self, i: Inst, source: Type, args: &[Value]) -> LResult<()> {
        let (off, terms) = self.gep_terms(source, args)?;
        let start = self.reg(args[0])?;
        let mut base = start;
        for (ix, size) in terms {
            let (r, iw, signed) = self.gep_index(ix)?;
            let nb = self.gpr();
            if size.is_power_of_two() && size <= 16 {
                let amount = size.trailing_zeros() as u8;
                if iw == 32 || iw == 64 {
                    let ext = match (iw, signed) {
                        (32, true) => ExtendOp::Sxtw,
                        (32, false) => ExtendOp::Uxtw,
                        _ => ExtendOp::Sxtx,
                    };
                    self.push(MInst::AluRRRExt {
                        op: AluOp::Add,
                        sf: true,
                        rd: nb,
                        rn: base,
                        rm: r,
                        ext,
                        amount,
                    });
                } else {
                    let x = self.extend(r, iw, signed);
                    self.push(MInst::AluRRR {
                        op: AluOp::Add,
                        sf: true,
                        rd: nb,
                        rn: base,
                        rm: x,
                        shift: ShiftOp::Lsl,
                        amount,
                    });
                }
            } else {
                let x = self.extend(r, iw, signed);
                let k = self.iconst(size);
                // base + x * size
                self.push(MInst::Dp3 {
                    op: Dp3Op::Madd,
                    sf: true,
                    rd: nb,
                    rn: x,
                    rm: k,
                    ra: base,
                });
            }
            base = nb;
        }
        let rd = if off != 0 {
            self.add_imm(base, off)
        } else if base == start {
            // A GEP that only names its base: a copy, so that the result is a value of
            // its own.
            let rd = self.gpr();
            self.push(MInst::Mov { rd, rn: base });
            rd
        } else {
            base
        };
        self.define(i, &[rd])
    }

    /// A struct field index.
    fn int_const_index(&self, v: Value) -> LResult<u64> {
        match v {
            Value::Const(c) => self
                .m
                .consts
                .as_u64(c)
                .ok_or_else(|| err(self.pos, "non-constant struct index")),
            _ => Err(err(self.pos, "non-constant struct index")),
        }
    }

    /// An `alloca` outside the entry block or of a variable size: the stack pointer
    /// moves down by the size rounded up to 16 bytes.
    pub(super) fn lower_alloca(&mut self, i: Inst, args: &[Value]) -> LResult<()> {
        if self.allocas.slots.contains_key(&i) {
            // Addressed in the frame at each use.
            return Ok(());
        }
        if let Some(&(slot, align)) = self.allocas.overaligned.get(&i) {
            let base = self.slot_addr(slot, 0);
            let rd = self.align_up(base, align);
            return self.define(i, &[rd]);
        }
        let InstKind::Alloca {
            allocated, align, ..
        } = self.body.insts[i].kind
        else {
            unreachable!("lower_alloca of a non-alloca")
        };
        let elem = self.cx.layouts.size(allocated);
        let count = self.reg(args[0])?;
        let cw = self
            .types()
            .int_width(self.value_type(args[0]))
            .unwrap_or(64);
        let count = self.extend(count, cw, false);
        let k = self.iconst(elem);
        let size = self.gpr();
        self.push(MInst::Mul {
            sf: true,
            rd: size,
            rn: count,
            rm: k,
        });
        let align = align.bytes().map_or(16, |a| a as u32).max(16);
        let rounded = self.align_up(size, 16);
        let rd = self.gpr();
        if align > 16 {
            let padded = self.add_imm(rounded, i64::from(align));
            self.push(MInst::DynAlloca { size: padded, rd });
            let aligned = self.align_up(rd, align);
            return self.define(i, &[aligned]);
        }
        self.push(MInst::DynAlloca { size: rounded, rd });
        self.define(i, &[rd])
    }

    /// `(r + align - 1) & -align` in a new register.
    fn align_up(&mut self, r: Reg, align: u32) -> Reg {
        let t = self.add_imm(r, i64::from(align) - 1);
        let rd = self.gpr();
        self.push(MInst::LogicImm {
            op: AluOp::And,
            sf: true,
            rd,
            rn: t,
            imm: !(u64::from(align) - 1),
        });
        rd
    }
}
