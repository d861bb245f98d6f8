//! Laying out the function ([`Emitter::finish`]): encoding, branch relaxation, inline
//! asm and alignment, jump tables, and the relocations, block offsets and unwind
//! information of the result.

use super::*;

/// Where one instruction's bytes come from when the function is laid out.
#[derive(Copy, Clone)]
enum Layout {
    /// Encoded bytes: `len` bytes at `at` in the encoded bytes.
    Bytes { at: u32, len: u8 },
    /// A branch to instruction `target`; `cond` is the opcode (see `cond_of` in
    /// `Emitter::finish`).
    Branch { target: u32, cond: u8 },
    /// `lea reg, [rip + table]` of jump table number `.0`.
    Table(u32),
    /// Inline asm code or alignment: entry `.0` of `raw`.
    Raw(u32),
}

/// Bytes of padding that align offset `o` as `RawItem::Align { pow2, max, .. }` does.
fn align_pad(o: u32, pow2: u32, max: Option<u32>) -> u32 {
    let pad = o.next_multiple_of(1 << pow2) - o;
    if max.is_some_and(|m| pad > m) {
        0
    } else {
        pad
    }
}

impl Emitter<'_> {
    /// Encodes everything emitted so far.
    ///
    /// Non-branch instructions are encoded once with iced's encoder. Branches start out in
    /// their rel32 form; one relaxation pass then shortens every branch whose target is
    /// within rel8 reach in the long layout (shortening others only brings targets
    /// closer, so the choice stays valid), and the final displacements are written.
    pub fn finish(mut self) -> Result<CompiledFunction, CodegenError> {
        if let Some(e) = self.error.take() {
            return Err(e);
        }
        let n = self.out.len();
        let internal = |e: iced_x86::IcedError| CodegenError {
            pos: None,
            message: format!("internal error: encoding failed: {e}"),
        };
        // Branch opcode: 0xff for jmp, 0xfe for `lea r11, [rip + label]`, else the
        // condition nibble of jcc.
        let cond_of = |ins: &Instruction| -> u8 {
            let c = ins.code();
            if c == Code::Jmp_rel32_64 {
                0xff
            } else if c == Code::Lea_r64_m {
                0xfe
            } else {
                JCC.iter().position(|&j| j == c).expect("known branch") as u8
            }
        };
        let long_len = |c: u8| match c {
            0xff => 5u32,
            0xfe => 7,
            _ => 6,
        };
        // What each instruction's bytes are; `Bytes` of length 0 are still to be encoded.
        let mut layout = vec![Layout::Bytes { at: 0, len: 0 }; n];
        for &(i, at, len) in &self.direct {
            layout[i as usize] = Layout::Bytes { at, len };
        }
        for &(i, t) in &self.branches {
            let target = match t {
                Target::Inst(k) => k as u32,
                Target::Block(b) => self.block_start[self.resolve(b) as usize] as u32,
            };
            let cond = cond_of(&self.out[i]);
            layout[i] = Layout::Branch { target, cond };
        }
        for &(i, t) in &self.table_refs {
            layout[i] = Layout::Table(t as u32);
        }
        for (k, &(i, _)) in self.raw.iter().enumerate() {
            layout[i] = Layout::Raw(k as u32);
        }
        let has_align = self
            .raw
            .iter()
            .any(|(_, r)| matches!(r, RawItem::Align { .. }));
        let mut enc = iced_x86::Encoder::try_with_capacity(64, 0).map_err(internal)?;
        // Encoded bytes: those encoded while emitting, then the frequent forms of the iced
        // instructions directly (`fastenc`), the rest by iced.
        let mut bytes = std::mem::take(&mut self.bytes);
        let mut consts = Vec::with_capacity(self.relocs.len());
        let mut reloc_at = vec![u32::MAX; n];
        for &(i, ..) in &self.relocs {
            reloc_at[i] = 0;
        }
        for (i, ins) in self.out.iter().enumerate() {
            let Layout::Bytes { len: 0, .. } = layout[i] else {
                continue;
            };
            let pos = bytes.len() as u32;
            let len = if reloc_at[i] != 0 && fastenc::encode(ins, &mut bytes) {
                bytes.len() - pos as usize
            } else {
                enc.set_buffer(std::mem::take(&mut bytes));
                let len = enc.encode(ins, 0).map_err(internal)?;
                bytes = enc.take_buffer();
                len
            };
            layout[i] = Layout::Bytes {
                at: pos,
                len: len as u8,
            };
            if reloc_at[i] == 0 {
                reloc_at[i] = consts.len() as u32;
                consts.push(enc.get_constant_offsets());
            }
        }
        let mut size: Vec<u32> = layout
            .iter()
            .map(|l| match *l {
                Layout::Bytes { len, .. } => u32::from(len),
                Layout::Branch { cond, .. } => long_len(cond),
                Layout::Table(_) => 7,
                Layout::Raw(k) => match &self.raw[k as usize].1 {
                    RawItem::Bytes(b) => b.len() as u32,
                    RawItem::Align { .. } => 0,
                },
            })
            .collect();
        // Instruction offsets; alignment padding depends on where it falls.
        let offsets = |size: &[u32]| {
            let mut off = Vec::with_capacity(n + 1);
            let mut o = 0u32;
            for (l, &s) in layout.iter().zip(size) {
                off.push(o);
                o += match *l {
                    Layout::Raw(k) => match self.raw[k as usize].1 {
                        RawItem::Align { pow2, max, .. } => align_pad(o, pow2, max),
                        RawItem::Bytes(_) => s,
                    },
                    _ => s,
                };
            }
            off.push(o);
            off
        };
        let long_off = offsets(&size);
        for &(i, _) in &self.branches {
            let Layout::Branch { target, cond } = layout[i] else {
                continue;
            };
            let t = i64::from(long_off[target as usize]);
            let start = i64::from(long_off[i]);
            let fits = |d: i64| (-128..=127).contains(&d);
            if cond != 0xfe && fits(t - (start + i64::from(size[i]))) && fits(t - (start + 2)) {
                size[i] = 2;
            }
        }
        let mut off = offsets(&size);
        // Shortening a jump can add padding before an aligned point between it and its
        // target: jumps that no longer reach are made long again until none is left.
        // Jumps only grow, so this ends.
        if has_align {
            loop {
                let mut grew = false;
                for &(i, _) in &self.branches {
                    let Layout::Branch { target, cond } = layout[i] else {
                        continue;
                    };
                    if size[i] == 2 {
                        let d = i64::from(off[target as usize]) - i64::from(off[i] + 2);
                        if !(-128..=127).contains(&d) {
                            size[i] = long_len(cond);
                            grew = true;
                        }
                    }
                }
                if !grew {
                    break;
                }
                off = offsets(&size);
            }
        }
        let code_len = off[n];
        // Jump tables follow the code, 4-byte aligned.
        let tables_start = if self.tables.is_empty() {
            code_len
        } else {
            code_len.next_multiple_of(4)
        };
        let mut table_off = Vec::with_capacity(self.tables.len());
        let mut t_off = tables_start;
        for t in &self.tables {
            table_off.push(t_off);
            t_off += 4 * t.len() as u32;
        }
        let mut code = Vec::with_capacity(t_off as usize);
        // Pieces that follow each other in `bytes` (instructions encoded while emitting)
        // are copied in one go.
        let mut run = 0..0;
        for (i, l) in layout.iter().enumerate() {
            if let Layout::Bytes { at, len } = *l {
                let (p, e) = (at as usize, at as usize + len as usize);
                if run.end == p {
                    run.end = e;
                } else {
                    code.extend_from_slice(&bytes[std::mem::replace(&mut run, p..e)]);
                }
                continue;
            }
            if !run.is_empty() {
                code.extend_from_slice(&bytes[std::mem::replace(&mut run, 0..0)]);
            }
            match *l {
                Layout::Bytes { .. } => unreachable!("copied above"),
                Layout::Raw(k) => match &self.raw[k as usize].1 {
                    RawItem::Bytes(b) => code.extend_from_slice(b),
                    &RawItem::Align { fill, .. } => {
                        let pad = (off[i + 1] - off[i]) as usize;
                        match fill {
                            Some(f) => code.resize(code.len() + pad, f),
                            None => crate::asm::nops(&mut code, pad),
                        }
                    }
                },
                Layout::Table(t) => {
                    let disp = i64::from(table_off[t as usize]) - i64::from(off[i] + 7);
                    // lea reg, [rip + disp32]
                    let reg = regs::gpr_number(self.out[i].op0_register());
                    code.extend_from_slice(&[0x48 | (reg >> 3) << 2, 0x8d, 0x05 | (reg & 7) << 3]);
                    code.extend_from_slice(&(disp as i32).to_le_bytes());
                }
                Layout::Branch { target, cond } => {
                    let end = i64::from(off[i] + size[i]);
                    let disp = i64::from(off[target as usize]) - end;
                    match (size[i], cond) {
                        (_, 0xfe) => {
                            // lea r11, [rip + disp32]
                            code.extend_from_slice(&[0x4c, 0x8d, 0x1d]);
                            code.extend_from_slice(&(disp as i32).to_le_bytes());
                        }
                        (2, 0xff) => code.extend_from_slice(&[0xeb, disp as i8 as u8]),
                        (2, c) => code.extend_from_slice(&[0x70 | c, disp as i8 as u8]),
                        (_, 0xff) => {
                            code.push(0xe9);
                            code.extend_from_slice(&(disp as i32).to_le_bytes());
                        }
                        (_, c) => {
                            code.extend_from_slice(&[0x0f, 0x80 | c]);
                            code.extend_from_slice(&(disp as i32).to_le_bytes());
                        }
                    }
                }
            }
        }
        code.extend_from_slice(&bytes[run]);
        code.resize(tables_start as usize, 0xcc);
        for (t, &base) in self.tables.iter().zip(&table_off) {
            for &b in t {
                let dest = off[self.block_start[self.resolve(b) as usize].min(n)];
                code.extend_from_slice(&((i64::from(dest) - i64::from(base)) as i32).to_le_bytes());
            }
        }
        let mut relocs = Vec::with_capacity(self.relocs.len());
        for &(i, field, kind, target, disp) in &self.relocs {
            let start = off[i] as usize;
            let end = off[i + 1] as usize;
            if let Field::Raw(k) = field {
                relocs.push(Reloc {
                    offset: off[i] + k,
                    kind,
                    target,
                    addend: disp,
                });
                continue;
            }
            // The encoder's field offsets (of instructions iced encoded).
            let co = || &consts[reloc_at[i] as usize];
            let (field_off, size) = match field {
                Field::Raw(_) => unreachable!("handled above"),
                Field::Disp => (co().displacement_offset(), 4),
                Field::DispAt(k) => (usize::from(k), 4),
                Field::Imm => (co().immediate_offset(), 8),
                Field::CallRel => (1, 4),
                Field::At(k) => (usize::from(k), 4),
            };
            let at = start + field_off;
            code[at..at + size].fill(0);
            let addend = match (kind, field) {
                (
                    RelocKind::Abs64
                    | RelocKind::Abs32
                    | RelocKind::Abs32S
                    | RelocKind::DtpOff32
                    | RelocKind::TpOff32
                    | RelocKind::SecRel32,
                    _,
                ) => disp,
                (_, Field::At(_)) => disp - 4,
                _ => disp - (end - at) as i64,
            };
            relocs.push(Reloc {
                offset: at as u32,
                kind,
                target,
                addend,
            });
        }
        for &(i, at, b, addend) in &self.block_fixups {
            let field = off[i] + at;
            let dest = off[self.block_start[self.resolve(b) as usize].min(n)];
            let v = i64::from(dest) + addend - i64::from(field);
            let f = field as usize;
            code[f..f + 4].copy_from_slice(&(v as i32).to_le_bytes());
        }
        // Start offset of each machine block (the next instruction when it emitted none;
        // a block left out because it only jumped starts where its target does).
        let block_offsets = (0..self.block_start.len() as MBlock)
            .map(|b| off[self.block_start[self.resolve(b) as usize].min(n)])
            .collect();
        let unwind = UnwindInfo {
            prologue: self
                .unwind_ops
                .iter()
                .map(|&(i, op)| (off[i + 1], op))
                .collect(),
            epilogues: self
                .epilogues
                .iter()
                .map(|&(popped_end, ret)| Epilogue {
                    frame_popped: off[popped_end],
                    end: off[ret + 1],
                })
                .collect(),
        };
        Ok(CompiledFunction {
            code,
            align: self.code_align,
            relocs,
            constants: Vec::new(),
            block_offsets,
            unwind,
        })
    }
}
