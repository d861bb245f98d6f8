//! Loads, stores and addresses: register parts to and from memory, `getelementptr` arithmetic
//! and addressing modes, and block copies.

use super::*;

impl Lowerer<'_, '_> {
    pub(super) fn load_part(&mut self, p: Part, mem: Amode, dst: Reg) {
        match p {
            Part::Vec { bytes, wide } => self.vload(mem, bytes, wide, dst),
            Part::F16 => {
                let t = self.gpr();
                self.push(MInst::Load {
                    kind: LoadKind::Zx(Size::S16),
                    mem,
                    dst: t,
                });
                self.push(MInst::GprToXmm {
                    wide: false,
                    src: t,
                    dst,
                });
            }
            Part::F32 | Part::F64 => self.push(MInst::XmmLoad {
                double: p == Part::F64,
                mem,
                dst,
            }),
            Part::Int(bits) => {
                let bytes = u32::from(bits).div_ceil(8);
                match bytes {
                    1 | 2 | 4 | 8 => self.push(MInst::Load {
                        kind: LoadKind::Zx(Size::from_bytes(bytes)),
                        mem,
                        dst,
                    }),
                    _ => {
                        // Assemble 3, 5, 6 or 7 bytes from power-of-two pieces.
                        let mut acc: Option<Reg> = None;
                        let mut off = 0;
                        for piece in [4u32, 2, 1] {
                            if bytes - off >= piece {
                                let t = self.gpr();
                                self.push(MInst::Load {
                                    kind: LoadKind::Zx(Size::from_bytes(piece)),
                                    mem: mem.offset(off as i32),
                                    dst: t,
                                });
                                let t = if off > 0 {
                                    let s = self.gpr();
                                    self.push(MInst::Shift {
                                        op: ShiftOp::Shl,
                                        size: Size::S64,
                                        src: t,
                                        amount: None,
                                        imm: (off * 8) as u8,
                                        dst: s,
                                    });
                                    s
                                } else {
                                    t
                                };
                                acc = Some(match acc {
                                    None => t,
                                    Some(a) => {
                                        let o = self.gpr();
                                        self.push(MInst::Alu {
                                            op: AluOp::Or,
                                            size: Size::S64,
                                            lhs: a,
                                            rhs: Rmi::Reg(t),
                                            dst: o,
                                        });
                                        o
                                    }
                                });
                                off += piece;
                            }
                        }
                        self.copy(dst, acc.expect("bytes"));
                    }
                }
            }
        }
    }

    pub(super) fn store_part(&mut self, p: Part, src: Reg, mem: Amode) {
        match p {
            Part::Vec { bytes, .. } => self.vstore(src, mem, bytes),
            Part::F16 => {
                let t = self.gpr();
                self.push(MInst::XmmToGpr {
                    wide: false,
                    src,
                    dst: t,
                });
                self.push(MInst::Store {
                    size: Size::S16,
                    src: t,
                    mem,
                });
            }
            Part::F32 | Part::F64 => self.push(MInst::XmmStore {
                double: p == Part::F64,
                src,
                mem,
            }),
            Part::Int(bits) => {
                let bytes = u32::from(bits).div_ceil(8);
                // Bits above the width are undefined in registers; memory holds them zero.
                let src = if bits % 8 != 0 {
                    self.extend(src, u32::from(bits), false)
                } else {
                    src
                };
                match bytes {
                    1 | 2 | 4 | 8 => self.push(MInst::Store {
                        size: Size::from_bytes(bytes),
                        src,
                        mem,
                    }),
                    _ => {
                        let mut off = 0;
                        let mut cur = src;
                        for piece in [4u32, 2, 1] {
                            if bytes - off >= piece {
                                self.push(MInst::Store {
                                    size: Size::from_bytes(piece),
                                    src: cur,
                                    mem: mem.offset(off as i32),
                                });
                                off += piece;
                                if off < bytes {
                                    let s = self.gpr();
                                    self.push(MInst::Shift {
                                        op: ShiftOp::Shr,
                                        size: Size::S64,
                                        src: cur,
                                        amount: None,
                                        imm: (piece * 8) as u8,
                                        dst: s,
                                    });
                                    cur = s;
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// The constant byte offset and the variable `(index, element size)` terms of a GEP.
    pub(super) fn gep_terms(&self, source: Type, args: &[Value]) -> LResult<(i64, GepTerms)> {
        if self.types().is_vector(self.value_type(args[0])) {
            return Err(err(self.pos, "vector getelementptr"));
        }
        let mut off: i64 = 0;
        let mut terms = SmallVec::new();
        let mut ty = source;
        for (k, &ix) in args[1..].iter().enumerate() {
            let elem_size = if k == 0 {
                self.cx.layouts.size(source)
            } else if self.types().struct_fields(ty).is_some() {
                let Value::Const(c) = ix else {
                    return Err(err(self.pos, "non-constant struct index"));
                };
                let f = self.m.consts.as_u64(c).unwrap_or(0) as usize;
                off += self.cx.layouts.field_offset(self.types(), ty, f) as i64;
                ty = self.types().aggregate_element(ty, f as u64).unwrap();
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

    /// [`Lowerer::gep_terms`] of GEP `i`, computed once while planning (`plan_deferral`).
    pub(super) fn gep_terms_of(&self, i: Inst, source: Type) -> LResult<(i64, GepTerms)> {
        match self.gep_slot.get(i.index()) {
            Some(&k) if k != u32::MAX => Ok(self.gep_plans[k as usize].clone()),
            _ => self.gep_terms(source, self.body.args(i)),
        }
    }

    /// A GEP index sign-extended to 64 bits.
    pub(super) fn gep_index(&mut self, ix: Value) -> LResult<Reg> {
        let iw = self.types().int_width(self.value_type(ix)).unwrap_or(64);
        let r = self.reg(ix)?;
        Ok(self.extend64(r, iw, true))
    }

    /// `ix * size` for a power-of-two `size` above 8 when `ix` is a bit field,
    /// `zext? ((x >> c) & m)` with `size <= 2^c`, whose parts nothing else uses: the scale
    /// folds into the field's shift and mask, `(x >> (c - log2 size)) & (m << log2 size)`,
    /// as LLVM's DAG combiner does (interpreters decode operand fields this way).
    fn scaled_field(&mut self, ix: Value, size: u64) -> LResult<Option<Reg>> {
        if size <= 8 || !size.is_power_of_two() {
            return Ok(None);
        }
        let k = size.trailing_zeros();
        let body = self.body;
        let single = |v: Value| match v {
            Value::Inst(i) => self.uses.count[i.index()] == 1 && self.take_deferred(v).is_some(),
            _ => false,
        };
        let mut v = ix;
        if let Value::Inst(z) = v {
            if matches!(body.insts[z].kind, InstKind::Cast(CastOp::ZExt)) && single(v) {
                v = body.args(z)[0];
            }
        }
        let Value::Inst(and) = v else { return Ok(None) };
        if !matches!(body.insts[and].kind, InstKind::Binary(BinOp::And)) || !single(v) {
            return Ok(None);
        }
        let (Value::Inst(shr), Value::Const(m)) = (body.args(and)[0], body.args(and)[1]) else {
            return Ok(None);
        };
        let InstKind::Binary(BinOp::LShr) = body.insts[shr].kind else {
            return Ok(None);
        };
        let (x, Value::Const(c)) = (body.args(shr)[0], body.args(shr)[1]) else {
            return Ok(None);
        };
        let width = self.types().int_width(self.value_type(x));
        let (Some(m), Some(c), Some(w @ (32 | 64))) =
            (self.m.consts.as_u64(m), self.m.consts.as_u64(c), width)
        else {
            return Ok(None);
        };
        let mask = m << k;
        if c < u64::from(k) || c >= u64::from(w) || mask >> k != m || mask > i32::MAX as u64 {
            return Ok(None);
        }
        let size = int_size(w);
        let mut r = self.reg(x)?;
        if c > u64::from(k) {
            r = self.shift_imm(ShiftOp::Shr, size, r, (c - u64::from(k)) as u32);
        }
        // A 32-bit `and` clears the upper half, so the result is the zero-extended index.
        Ok(Some(self.alu(AluOp::And, size, r, Rmi::Imm(mask as i32))))
    }

    /// The address GEP `i` computes, in a register.
    pub(super) fn lower_gep(&mut self, i: Inst, source: Type) -> LResult<Reg> {
        let (off, terms) = self.gep_terms_of(i, source)?;
        let base = self.reg(self.body.args(i)[0])?;
        self.gep_from(base, off, terms)
    }

    /// `base + off + Σ index * size` in a register.
    fn gep_from(&mut self, mut base: Reg, off: i64, terms: GepTerms) -> LResult<Reg> {
        for (ix, elem_size) in terms {
            if let Some(scaled) = self.scaled_field(ix, elem_size)? {
                let nb = self.gpr();
                self.push(MInst::Lea {
                    mem: Amode::Reg {
                        base,
                        index: Some((scaled, 1)),
                        disp: 0,
                    },
                    dst: nb,
                });
                base = nb;
                continue;
            }
            let r = self.gep_index(ix)?;
            let nb = self.gpr();
            if matches!(elem_size, 1 | 2 | 4 | 8) {
                self.push(MInst::Lea {
                    mem: Amode::Reg {
                        base,
                        index: Some((r, elem_size as u8)),
                        disp: 0,
                    },
                    dst: nb,
                });
            } else {
                let scaled = match self.mul_by_const(r, elem_size, 64) {
                    Some(s) => s,
                    None => {
                        let rhs = if fits_i32(elem_size as i64) {
                            Rmi::Imm(elem_size as i32)
                        } else {
                            Rmi::Reg(self.materialize(Part::Int(64), ConstVal::Bits(elem_size)))
                        };
                        self.alu(AluOp::Imul, Size::S64, r, rhs)
                    }
                };
                // `lea`, which leaves the base (often live on) in its register.
                self.push(MInst::Lea {
                    mem: Amode::Reg {
                        base,
                        index: Some((scaled, 1)),
                        disp: 0,
                    },
                    dst: nb,
                });
            }
            base = nb;
        }
        if off != 0 {
            base = self.add_offset(base, off);
        }
        Ok(base)
    }

    /// The address an addressing mode denotes, in a register.
    pub(super) fn amode_reg(&mut self, mem: Amode) -> Reg {
        if let Amode::Reg {
            base,
            index: None,
            disp: 0,
        } = mem
        {
            return base;
        }
        // A global's address is computed once per machine block (tables indexed several
        // times in a row: `lea BIT_mask(%rip), r` once).
        let block = self.vc.num_blocks();
        if let Amode::Rip { target, disp } = mem {
            if self.rip_regs.first().is_some_and(|e| e.0 != block) {
                self.rip_regs.clear();
            }
            if let Some(e) = self.rip_regs.iter().find(|e| e.1 == target && e.2 == disp) {
                return e.3;
            }
        }
        let dst = self.gpr();
        self.push(MInst::Lea { mem, dst });
        if let Amode::Rip { target, disp } = mem {
            self.rip_regs.push((block, target, disp, dst));
        }
        dst
    }

    /// The address computed by GEP `i` as an addressing mode of the memory access that is
    /// its only user (deferred GEPs emit no instruction of their own).
    pub(super) fn gep_amode(&mut self, i: Inst) -> LResult<Amode> {
        let InstKind::GetElementPtr { source } = self.body.insts[i].kind else {
            unreachable!("folded GEP")
        };
        let (off, terms) = self.gep_terms_of(i, source)?;
        let base = self.amode(self.body.args(i)[0])?;
        if fits_i32(off) && terms.len() <= 1 {
            let base_disp = match base {
                Amode::Reg { disp, .. }
                | Amode::Slot { disp, .. }
                | Amode::SlotIndexed { disp, .. }
                | Amode::Rip { disp, .. } => i64::from(disp),
                Amode::IncomingArg { off } | Amode::OutgoingArg { off } => i64::from(off),
            };
            if fits_i32(base_disp + off) {
                match (terms.first(), base) {
                    (None, am) => return Ok(am.offset(off as i32)),
                    (
                        Some(&(ix, size)),
                        Amode::Reg {
                            base,
                            index: None,
                            disp,
                        },
                    ) => {
                        let disp = i64::from(disp) + off;
                        let (ix, disp) = self.split_index(ix, size, disp);
                        let index = if matches!(size, 1 | 2 | 4 | 8) {
                            Some((self.gep_index(ix)?, size as u8))
                        } else {
                            self.scaled_field(ix, size)?.map(|r| (r, 1))
                        };
                        if index.is_some() {
                            return Ok(Amode::Reg {
                                base,
                                index,
                                disp: disp as i32,
                            });
                        }
                    }
                    // An element of a stack array: the index scaled in the addressing
                    // mode of the frame object (`mov 16(%rsp,%rax,4), …`).
                    (Some(&(ix, size)), Amode::Slot { slot, .. })
                        if matches!(size, 1 | 2 | 4 | 8) =>
                    {
                        let (ix, disp) = self.split_index(ix, size, base_disp + off);
                        let index = (self.gep_index(ix)?, size as u8);
                        return Ok(Amode::SlotIndexed {
                            slot,
                            index,
                            disp: disp as i32,
                        });
                    }
                    // Other bases (a global array, an address with an index of its own,
                    // a stack argument): the base in a register, the index scaled in the
                    // addressing mode (`lea table(%rip), r; mov (r,i,8), …`).
                    (Some(&(ix, size)), am) if matches!(size, 1 | 2 | 4 | 8) => {
                        let base = self.amode_reg(am.offset(-(base_disp as i32)));
                        let (ix, disp) = self.split_index(ix, size, base_disp + off);
                        let index = Some((self.gep_index(ix)?, size as u8));
                        return Ok(Amode::Reg {
                            base,
                            index,
                            disp: disp as i32,
                        });
                    }
                    _ => {}
                }
            }
        }
        let b = self.amode_reg(base);
        let r = self.gep_from(b, off, terms)?;
        Ok(Amode::Reg {
            base: r,
            index: None,
            disp: 0,
        })
    }

    /// GEP index `ix` scaled by `size` and the displacement `disp` of its address, with a
    /// constant term of the index moved into the displacement when the index is `x + c`
    /// (`add` or `or disjoint` of 64 bits, left for this address): `(x, disp + c * size)`,
    /// as `movzbl 1(%r12,%rdx)` for `p[i | 1]` instead of `or $1` into a register.
    fn split_index(&mut self, ix: Value, size: u64, disp: i64) -> (Value, i64) {
        let body = self.body;
        let Some(op) = self.take_deferred_if(ix, |k| {
            matches!(k, InstKind::Binary(BinOp::Add | BinOp::Or))
        }) else {
            return (ix, disp);
        };
        let d = &body.insts[op];
        let plain_add = matches!(d.kind, InstKind::Binary(BinOp::Add))
            || d.flags & rllc_ir::inst::flags::DISJOINT != 0;
        let (x, Value::Const(c)) = (body.args(op)[0], body.args(op)[1]) else {
            return (ix, disp);
        };
        let term = self
            .m
            .consts
            .as_u64(c)
            .and_then(|c| (c as i64).checked_mul(size as i64))
            .and_then(|t| t.checked_add(disp));
        match term {
            Some(t) if plain_add && fits_i32(t) && self.types().int_width(d.ty) == Some(64) => {
                (x, t)
            }
            _ => (ix, disp),
        }
    }

    /// Part index range of the sub-aggregate at `idx` inside `ty`.
    pub(super) fn subparts(&self, ty: Type, idx: &[u32]) -> LResult<(usize, usize)> {
        let mut start = 0usize;
        let mut t = ty;
        for &k in idx {
            let types = self.types();
            let n_before: usize = if let Some(fields) = types.struct_fields(t) {
                let mut n = 0;
                for &f in &fields[..k as usize] {
                    n += self.parts_of(f)?.len();
                }
                n
            } else {
                let el = types.element_type(t).unwrap();
                self.parts_of(el)?.len() * k as usize
            };
            start += n_before;
            t = types.aggregate_element(t, u64::from(k)).unwrap();
        }
        Ok((start, start + self.parts_of(t)?.len()))
    }

    /// Copies `size` bytes from `src` to `dst` (the ranges must not overlap), chunk by
    /// chunk: 16-byte SSE moves, then 8, 4, 2 and 1 bytes.
    pub(super) fn copy_memory(&mut self, dst: Amode, src: Amode, size: u64) -> LResult<()> {
        for (off, part) in copy_chunks(size) {
            let t = self.vc.new_vreg(part.class());
            self.load_part(part, src.offset(off), t);
            self.store_part(part, t, dst.offset(off));
        }
        Ok(())
    }

    /// Copies `size` bytes from `src` to `dst` where the ranges may overlap (`memmove`):
    /// every chunk is loaded before any is stored.
    pub(super) fn move_memory(&mut self, dst: Amode, src: Amode, size: u64) {
        let loaded: SmallVec<[(i32, Part, Reg); 8]> = copy_chunks(size)
            .map(|(off, part)| {
                let t = self.vc.new_vreg(part.class());
                self.load_part(part, src.offset(off), t);
                (off, part, t)
            })
            .collect();
        for (off, part, t) in loaded {
            self.store_part(part, t, dst.offset(off));
        }
    }

    /// Sets `size` bytes at `dst` to the byte `value` (8, 4, 2 and 1-byte stores).
    pub(super) fn fill_memory(&mut self, dst: Amode, value: Value, size: u64) -> LResult<()> {
        let byte = match value {
            Value::Const(c) => self.m.consts.as_u64(c).map(|v| v & 0xff),
            _ => None,
        };
        // The byte repeated in all eight bytes of a register (or an immediate for zero).
        let pattern = match byte {
            Some(0) => None,
            Some(b) => {
                Some(self.materialize(Part::Int(64), ConstVal::Bits(b * 0x0101_0101_0101_0101)))
            }
            None => {
                let r = self.reg(value)?;
                let r = self.extend64(r, 8, false);
                let ones = self.materialize(Part::Int(64), ConstVal::Bits(0x0101_0101_0101_0101));
                Some(self.alu(AluOp::Imul, Size::S64, r, Rmi::Reg(ones)))
            }
        };
        let mut off = 0u64;
        while off < size {
            let chunk = [8u64, 4, 2, 1]
                .into_iter()
                .find(|&c| size - off >= c)
                .expect("a chunk fits");
            let s = Size::from_bytes(chunk as u32);
            let mem = dst.offset(off as i32);
            match pattern {
                None => self.push(MInst::StoreImm {
                    size: s,
                    imm: 0,
                    mem,
                }),
                Some(src) => self.push(MInst::Store { size: s, src, mem }),
            }
            off += chunk;
        }
        Ok(())
    }
}

/// The pieces that copy `size` bytes: offset and part, 16-byte SSE pieces first.
fn copy_chunks(size: u64) -> impl Iterator<Item = (i32, Part)> {
    let mut off = 0u64;
    std::iter::from_fn(move || {
        let left = size - off;
        let part = match left {
            0 => return None,
            16.. => Part::Vec {
                bytes: 16,
                wide: false,
            },
            8.. => Part::Int(64),
            4.. => Part::Int(32),
            2.. => Part::Int(16),
            _ => Part::Int(8),
        };
        let at = off as i32;
        off += match part {
            Part::Vec { bytes, .. } => u64::from(bytes),
            Part::Int(bits) => u64::from(bits) / 8,
            _ => unreachable!(),
        };
        Some((at, part))
    })
}
