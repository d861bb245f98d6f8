//! Laying out the function ([`Emitter::finish`]): encoding into a [`MachBuffer`], whose
//! layout picks each jump's rel8 or rel32 form ([`LabelUse`]), with inline asm,
//! alignment and jump tables; then the relocations, block offsets and unwind information
//! of the result.

use super::label_use::LabelUse;
use super::*;
use rllc_codegen::buffer::{MachBuffer, MachLabel, MachPos, Padding};
use rllc_codegen::eh::CallSite;
use rllc_codegen::Patchable;

/// Where one instruction's bytes come from when the function is laid out.
#[derive(Copy, Clone)]
enum Layout {
    /// Encoded while emitting: `len` bytes at `at` in [`Emitter::bytes`].
    Bytes { at: u32, len: u8 },
    /// To be encoded (an iced instruction).
    Encode,
    /// Entry `.0` of [`Emitter::branches`].
    Branch(u32),
    /// `lea reg, [rip + table]` of jump table number `.0`.
    Table(u32),
    /// Inline asm code or alignment: entry `.0` of `raw`.
    Raw(u32),
}

impl Emitter<'_> {
    /// Encodes everything emitted so far.
    ///
    /// Non-branch instructions are encoded once with iced's encoder (or were encoded while
    /// emitting). Jumps go into the buffer in their rel32 form; its layout shortens every
    /// jump whose target is within rel8 reach in the long layout (shortening others only
    /// brings targets closer, so the choice stays valid unless alignment padding grows,
    /// which makes the jumps that no longer reach long again), and writes the final
    /// displacements.
    pub fn finish(mut self) -> Result<CompiledFunction, CodegenError> {
        if let Some(e) = self.error.take() {
            return Err(e);
        }
        let n = self.out.len();
        let internal = |e: iced_x86::IcedError| CodegenError {
            pos: None,
            message: format!("internal error: encoding failed: {e}"),
        };
        let mut layout = vec![Layout::Encode; n];
        for &(i, at, len) in &self.direct {
            layout[i as usize] = Layout::Bytes { at, len };
        }
        for (k, &(i, _)) in self.branches.iter().enumerate() {
            layout[i] = Layout::Branch(k as u32);
        }
        for &(i, t) in &self.table_refs {
            layout[i] = Layout::Table(t as u32);
        }
        for (k, &(i, _)) in self.raw.iter().enumerate() {
            layout[i] = Layout::Raw(k as u32);
        }
        self.block_fixups
            .sort_unstable_by_key(|&(i, at, ..)| (i, at));
        let mut enc = iced_x86::Encoder::try_with_capacity(64, 0).map_err(internal)?;
        // The encoder's field offsets of the iced instructions with a relocation.
        let mut consts = Vec::with_capacity(self.relocs.len());
        let mut reloc_at = vec![u32::MAX; n];
        for &(i, ..) in &self.relocs {
            reloc_at[i] = 0;
        }
        let table_entries: usize = self.tables.iter().map(Vec::len).sum();
        let mut buf = MachBuffer::<LabelUse>::with_capacity(
            self.bytes.len() + 8 * (n - self.direct.len()) + 4 * table_entries,
            self.branches.len() + self.raw.len() + self.block_fixups.len() + table_entries + 1,
        );
        buf.reserve_labels_for_blocks(self.block_start.len());
        let block_label = |b: MBlock| MachLabel::from_block(self.resolve(b));
        let table_labels: Vec<MachLabel> = self.tables.iter().map(|_| buf.get_label()).collect();
        // Labels of branches to instructions, and the instruction each is bound to.
        let mut inst_labels = Vec::new();
        let mut fixups = self.block_fixups.iter().peekable();
        // The buffer position of each instruction, and of the end.
        let mut pos = vec![MachPos::default(); n + 1];
        // Instructions encoded while emitting that follow each other in `bytes` are put in
        // one go: the run not put yet (`run_start..run_end`), and its position.
        let (mut run_start, mut run_end) = (0, 0);
        let mut run_pos = buf.cur_pos();
        for ((i, l), at_pos) in layout.iter().enumerate().zip(&mut pos) {
            if let Layout::Bytes { at, len } = *l {
                if run_start == run_end || run_end != at {
                    buf.put(&self.bytes[run_start as usize..run_end as usize]);
                    (run_start, run_pos) = (at, buf.cur_pos());
                }
                *at_pos = run_pos.offset_by(at - run_start);
                run_end = at + u32::from(len);
                continue;
            }
            if run_start != run_end {
                buf.put(&self.bytes[run_start as usize..run_end as usize]);
                run_end = run_start;
            }
            *at_pos = buf.cur_pos();
            match *l {
                Layout::Bytes { .. } => unreachable!("put with its run"),
                Layout::Encode => {
                    let ins = &self.out[i];
                    let data = buf.data_mut();
                    // The frequent forms directly (`fastenc`), the rest by iced.
                    if reloc_at[i] == 0 || !fastenc::encode(ins, data) {
                        enc.set_buffer(std::mem::take(data));
                        let encoded = enc.encode(ins, 0).map_err(internal);
                        *data = enc.take_buffer();
                        encoded?;
                        if reloc_at[i] == 0 {
                            reloc_at[i] = consts.len() as u32;
                            consts.push(enc.get_constant_offsets());
                        }
                    }
                }
                Layout::Branch(k) => {
                    let label = match self.branches[k as usize].1 {
                        Target::Block(b) => block_label(b),
                        Target::Inst(t) => {
                            let label = buf.get_label();
                            inst_labels.push((label, t));
                            label
                        }
                    };
                    match self.out[i].code() {
                        Code::Jmp_rel32_64 => {
                            buf.use_label(label, LabelUse::Jmp32);
                            buf.put(&[0xe9, 0, 0, 0, 0]);
                        }
                        Code::Lea_r64_m => {
                            // lea r11, [rip + label]
                            buf.put(&[0x4c, 0x8d, 0x1d]);
                            buf.use_label(label, LabelUse::Rel32);
                            buf.put(&(-4i32).to_le_bytes());
                        }
                        c => {
                            let cc = JCC.iter().position(|&j| j == c).expect("known branch");
                            buf.use_label(label, LabelUse::Jcc32);
                            buf.put(&[0x0f, 0x80 | cc as u8, 0, 0, 0, 0]);
                        }
                    }
                }
                Layout::Table(t) => {
                    // lea reg, [rip + table]
                    let reg = regs::gpr_number(self.out[i].op0_register());
                    buf.put(&[0x48 | (reg >> 3) << 2, 0x8d, 0x05 | (reg & 7) << 3]);
                    buf.use_label(table_labels[t as usize], LabelUse::Rel32);
                    buf.put(&(-4i32).to_le_bytes());
                }
                Layout::Raw(k) => match &self.raw[k as usize].1 {
                    RawItem::Bytes(b) => {
                        // Its rel32 fields jumping to blocks hold their addends.
                        let mut from = 0;
                        while let Some(&(_, at, block, addend)) = fixups.next_if(|f| f.0 == i) {
                            buf.put(&b[from..at as usize]);
                            buf.use_label(block_label(block), LabelUse::Rel32);
                            buf.put(&(addend as i32).to_le_bytes());
                            from = at as usize + 4;
                        }
                        buf.put(&b[from..]);
                    }
                    &RawItem::Align { pow2, fill, max } => {
                        let padding = match fill {
                            Some(f) => Padding::Byte(f),
                            None => Padding::Code(crate::asm::nops),
                        };
                        buf.align(pow2 as u8, max, padding);
                    }
                },
            }
        }
        buf.put(&self.bytes[run_start as usize..run_end as usize]);
        pos[n] = buf.cur_pos();
        // Jump tables follow the code, 4-byte aligned; an entry is its target's offset
        // from the table.
        if !self.tables.is_empty() {
            buf.align(2, None, Padding::Byte(0xcc));
        }
        for (t, &label) in self.tables.iter().zip(&table_labels) {
            buf.bind_label(label);
            for (k, &b) in t.iter().enumerate() {
                buf.use_label(block_label(b), LabelUse::Rel32);
                buf.put(&(4 * k as u32).to_le_bytes());
            }
        }
        // Branches to a block left out because it only jumped use its target's label.
        for (b, &start) in self.block_start.iter().enumerate() {
            buf.bind_label_at(MachLabel::from_block(b as MBlock), pos[start]);
        }
        for &(label, t) in &inst_labels {
            buf.bind_label_at(label, pos[t]);
        }
        let mut laid_out = buf.finish();
        let mut code = std::mem::take(&mut laid_out.code);
        // The offset of instruction `i` (of the end for `n`).
        let off = |i: usize| laid_out.offset(pos[i]);
        let mut relocs = Vec::with_capacity(self.relocs.len());
        for &(i, field, kind, target, disp) in &self.relocs {
            let start = off(i) as usize;
            let end = off(i + 1) as usize;
            if let Field::Raw(k) = field {
                relocs.push(Reloc {
                    offset: off(i) + k,
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
        // Start offset of each machine block (the next instruction when it emitted none;
        // a block left out because it only jumped starts where its target does).
        let block_offsets = (0..self.block_start.len() as MBlock)
            .map(|b| off(self.block_start[self.resolve(b) as usize].min(n)))
            .collect();
        let unwind = UnwindInfo {
            prologue: self
                .unwind_ops
                .iter()
                .map(|&(i, op)| (off(i + 1), op))
                .collect(),
            epilogues: self
                .epilogues
                .iter()
                .map(|&(popped_end, ret)| Epilogue {
                    frame_popped: off(popped_end),
                    end: off(ret + 1),
                    authenticated: None,
                })
                .collect(),
        };
        let exceptions = self.exceptions.take().map(|mut table| {
            table.call_sites = self
                .invokes
                .iter()
                .map(|&(start, end, landing, action)| CallSite {
                    start: off(start),
                    end: off(end),
                    landing: off(self.block_start[self.resolve(landing) as usize].min(n)),
                    action,
                })
                .collect();
            table
        });
        let lines =
            rllc_codegen::debug_lines::table_rows(self.lines.iter().map(|&(i, row)| LineRow {
                offset: off(i),
                ..row
            }));
        let marks = self.marks.iter().map(|&i| off(i)).collect();
        Ok(CompiledFunction {
            lines,
            variables: Vec::new(),
            value_variables: Vec::new(),
            marks,
            code,
            align: self.code_align,
            relocs,
            constants: Vec::new(),
            block_offsets,
            block_numbers: Vec::new(),
            unwind,
            exceptions,
            patchable: self.frame.patch.map(|p| Patchable {
                // LLVM's `emitNops`: one-byte nops.
                prefix: vec![0x90; p.prefix as usize],
                entry: if self.frame.entry_endbr { 4 } else { 0 },
            }),
            warnings: self.frame.warnings.clone(),
        })
    }
}
