//! Unwind tables from the prologue and epilogue steps the code generator reports
//! ([`UnwindInfo`]). Unwinders (C++ exceptions, `backtrace`, debuggers and profilers) use
//! them to find each caller's frame.
//!
//! `.eh_frame`: DWARF call-frame information for every function that needs an unwind
//! table entry, written with gimli, in the architecture's register numbers and call-frame
//! conventions ([`crate::arch`]).
//!
//! Windows x64 (`.xdata`, [`win64_unwind_info`]): an `UNWIND_INFO` record, version 1, whose
//! codes undo the prologue in reverse order: `UWOP_PUSH_NONVOL`, `UWOP_ALLOC_SMALL/LARGE`,
//! `UWOP_SAVE_NONVOL[_FAR]`, `UWOP_SAVE_XMM128[_FAR]` and `UWOP_SET_FPREG` (with the frame register and its offset
//! from rsp in the header). Epilogues need no description: the Windows unwinder
//! recognises them by their instructions.

use crate::arch::ArchTables;
use crate::unsupported;
use gimli::write::{
    Address, CallFrameInstruction, CommonInformationEntry, EhFrame, EndianVec,
    FrameDescriptionEntry, FrameTable, RelocateWriter, Relocation, RelocationTarget,
};
use gimli::{constants, Encoding, Format, LittleEndian, Register};
use rllc_codegen::{CodegenError, UnwindInfo, UnwindOp, UnwindReg};
use rllc_ir::attrs::AttrKind;
use rllc_ir::module::{GlobalId, Module};

/// Whether function `g` gets an unwind table entry: LLVM's `needsUnwindTableEntry`
/// (`uwtable`, or it may throw, or it has a personality).
pub fn needs_entry(m: &Module, g: GlobalId) -> bool {
    let Some(f) = m.function(g) else {
        return false;
    };
    let attrs = m.attrs.list(f.attrs).func;
    m.attrs.has(attrs, AttrKind::UwTable)
        || !m.attrs.has(attrs, AttrKind::NoUnwind)
        || f.personality.is_some()
}

/// How a format spells `.eh_frame`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Flavor {
    /// ELF: 4-byte PC-relative function addresses with relocations, epilogues described.
    Elf,
    /// Mach-O: 8-byte PC-relative addresses (functions, LSDAs) resolved in the object's
    /// single address space, no epilogue rules (as LLVM writes it for Darwin).
    MachO,
}

/// A function to describe: where its code starts (a symbol index the caller resolves,
/// or a resolved address), its length and its unwind steps.
pub struct FrameFunction<'a> {
    pub start: Address,
    pub len: u32,
    pub unwind: &'a UnwindInfo,
    /// The function's exception table (LSDA) and its personality routine (an index into
    /// the personalities given to [`eh_frame`]), when it has landing pads.
    pub exceptions: Option<(Address, usize)>,
}

/// Records gimli's relocations while writing.
#[derive(Clone)]
pub(crate) struct Relocs {
    pub bytes: EndianVec<LittleEndian>,
    pub relocs: Vec<Relocation>,
}

impl Relocs {
    /// An empty section.
    pub fn new() -> Relocs {
        Relocs {
            bytes: EndianVec::new(LittleEndian),
            relocs: Vec::new(),
        }
    }
}

impl RelocateWriter for Relocs {
    type Writer = EndianVec<LittleEndian>;
    fn writer(&self) -> &Self::Writer {
        &self.bytes
    }
    fn writer_mut(&mut self) -> &mut Self::Writer {
        &mut self.bytes
    }
    fn relocate(&mut self, relocation: Relocation) {
        self.relocs.push(relocation);
    }
}

/// A PC-relative pointer field of `.eh_frame` that must be relocated: at `offset`,
/// pointing `addend` bytes past the caller's symbol number `symbol`.
pub struct FrameReloc {
    pub offset: u64,
    pub symbol: usize,
    pub addend: i64,
}

/// Writes `.eh_frame` for `funcs` of architecture `arch`, whose landing pads use the
/// personality routines reached through the pointers at `personalities`.
/// `Address::Symbol { symbol: k, .. }` addresses come back as relocations against the
/// caller's symbol `k`; constant addresses are section-relative with the `.eh_frame`
/// section at address 0. Functions with landing pads share a CIE per personality
/// (augmentation `zPLR`: the personality `indirect | pcrel | sdata4`, LSDA pointers
/// `pcrel | sdata4` on ELF, 8-byte `pcrel` on Mach-O).
pub fn eh_frame(
    funcs: &[FrameFunction],
    personalities: &[Address],
    flavor: Flavor,
    arch: &ArchTables,
) -> Result<(Vec<u8>, Vec<FrameReloc>), CodegenError> {
    let encoding = Encoding {
        format: Format::Dwarf32,
        version: 1,
        address_size: 8,
    };
    let conv = &arch.frame;
    let return_address = Register(conv.return_address);
    let mut cie =
        CommonInformationEntry::new(encoding, conv.code_align, conv.data_align, return_address);
    cie.fde_address_encoding = match flavor {
        Flavor::Elf => constants::DW_EH_PE_pcrel | constants::DW_EH_PE_sdata4,
        Flavor::MachO => constants::DW_EH_PE_pcrel,
    };
    cie.add_instruction(CallFrameInstruction::Cfa(
        Register(conv.stack_pointer),
        conv.entry_cfa_offset as i32,
    ));
    if let Some(slot) = conv.return_address_slot {
        cie.add_instruction(CallFrameInstruction::Offset(return_address, slot));
    }
    let mut table = FrameTable::default();
    // Functions that sign their return address with the B key get CIEs of their own,
    // with augmentation "B" (gimli writes the flag as "S", which `mark_b_key_cies`
    // then renames: rllc makes no signal frames).
    let personality_cies: Vec<_> = personalities
        .iter()
        .map(|&p| {
            let mut c = cie.clone();
            c.personality = Some((constants::DwEhPe(0x9b), p));
            // Darwin's LSDA pointers are 8-byte `pcrel` (as llc writes them).
            c.lsda_encoding = Some(match flavor {
                Flavor::Elf => constants::DW_EH_PE_pcrel | constants::DW_EH_PE_sdata4,
                Flavor::MachO => constants::DW_EH_PE_pcrel,
            });
            c
        })
        .collect();
    for f in funcs {
        let mut fde = fde(f, flavor, arch)?;
        let mut c = match f.exceptions {
            Some((lsda, p)) => {
                fde.lsda = Some(lsda);
                personality_cies[p].clone()
            }
            None => cie.clone(),
        };
        c.signal_trampoline = f.unwind.signs_with_b_key();
        let id = table.add_cie(c);
        table.add_fde(id, fde);
    }
    let mut w = EhFrame(Relocs::new());
    table
        .write_eh_frame(&mut w)
        .map_err(|e| unsupported(format!("unwind table: {e}")))?;
    let relocs =
        w.0.relocs
            .iter()
            .map(|r| match r.target {
                RelocationTarget::Symbol(k) => FrameReloc {
                    offset: r.offset as u64,
                    symbol: k,
                    addend: r.addend,
                },
                RelocationTarget::Section(_) => unreachable!("eh_frame has no section offsets"),
            })
            .collect();
    let mut bytes = w.0.bytes.into_vec();
    mark_b_key_cies(&mut bytes);
    Ok((bytes, relocs))
}

/// Renames the augmentation `S` of the CIEs in `eh_frame` to `B` (the B-key flag, which
/// gimli does not know; both have no augmentation data).
fn mark_b_key_cies(eh_frame: &mut [u8]) {
    let mut at = 0;
    while at + 9 <= eh_frame.len() {
        let word = |k: usize| u32::from_le_bytes(eh_frame[k..k + 4].try_into().unwrap());
        let length = word(at) as usize;
        if word(at + 4) == 0 {
            // A CIE: the version byte, then the augmentation string.
            let aug = at + 9;
            let end = aug + eh_frame[aug..].iter().position(|&b| b == 0).unwrap_or(0);
            for b in &mut eh_frame[aug..end] {
                if *b == b'S' {
                    *b = b'B';
                }
            }
        }
        at += 4 + length;
    }
}

/// The frame description of one function: the rules after each prologue step, and for
/// ELF the return to the entry rule after each epilogue pops the frame.
fn fde(
    f: &FrameFunction,
    flavor: Flavor,
    arch: &ArchTables,
) -> Result<FrameDescriptionEntry, CodegenError> {
    use CallFrameInstruction as I;
    let mut fde = FrameDescriptionEntry::new(f.start, f.len);
    let sp = arch.frame.stack_pointer;
    let entry = arch.frame.entry_cfa_offset;
    let dwarf = |reg| arch.dwarf_register(reg).map(Register);
    // The CFA is `cfa_reg + cfa_off`; the stack pointer is `depth` bytes below the CFA.
    let mut cfa_reg = sp;
    let mut cfa_off = entry;
    let mut depth = entry;
    let mut signed = false;
    for &(at, op) in &f.unwind.prologue {
        match op {
            UnwindOp::PushReg { reg } => {
                depth += 8;
                if cfa_reg == sp {
                    cfa_off = depth;
                    fde.add_instruction(at, I::CfaOffset(cfa_off as i32));
                }
                fde.add_instruction(at, I::Offset(dwarf(reg)?, -(depth as i32)));
            }
            UnwindOp::SetFramePointer { reg, offset } => {
                let r = dwarf(reg)?;
                let off = depth - offset;
                cfa_reg = r.0;
                if off == cfa_off {
                    fde.add_instruction(at, I::CfaRegister(r));
                } else {
                    cfa_off = off;
                    fde.add_instruction(at, I::Cfa(r, off as i32));
                }
            }
            UnwindOp::StackAlloc { size } => {
                depth += size;
                if cfa_reg == sp {
                    cfa_off = depth;
                    fde.add_instruction(at, I::CfaOffset(cfa_off as i32));
                }
            }
            UnwindOp::SaveReg { reg, offset } => {
                // The slot is `offset` above the stack pointer, which is `depth` below
                // the CFA.
                fde.add_instruction(at, I::Offset(dwarf(reg)?, offset as i32 - depth as i32));
            }
            UnwindOp::SavePair { reg1, reg2, offset } => {
                let below = offset as i32 - depth as i32;
                fde.add_instruction(at, I::Offset(dwarf(reg1)?, below));
                fde.add_instruction(at, I::Offset(dwarf(reg2)?, below + 8));
            }
            UnwindOp::SignReturnAddress { .. } => {
                fde.add_instruction(at, I::NegateRaState);
                signed = true;
            }
        }
    }
    // Each epilogue's rules, kept from where it starts to its end: the CFA back at the
    // entry rule once the frame is popped, the return address no longer signed once it
    // is authenticated; then the body's rules again for the code after it.
    let framed = (cfa_reg, cfa_off) != (sp, entry);
    if flavor == Flavor::Elf && (framed || signed) {
        for e in &f.unwind.epilogues {
            let authenticated = e.authenticated.filter(|_| signed);
            let Some(start) = [framed.then_some(e.frame_popped), authenticated]
                .into_iter()
                .flatten()
                .min()
            else {
                continue;
            };
            fde.add_instruction(start, I::RememberState);
            if framed {
                fde.add_instruction(e.frame_popped, I::Cfa(Register(sp), entry as i32));
            }
            if let Some(at) = authenticated {
                fde.add_instruction(at, I::NegateRaState);
            }
            if e.end < f.len {
                fde.add_instruction(e.end, I::RestoreState);
            }
        }
    }
    Ok(fde)
}

const UWOP_PUSH_NONVOL: u8 = 0;
const UWOP_ALLOC_LARGE: u8 = 1;
const UWOP_ALLOC_SMALL: u8 = 2;
const UWOP_SET_FPREG: u8 = 3;
const UWOP_SAVE_NONVOL: u8 = 4;
const UWOP_SAVE_NONVOL_FAR: u8 = 5;
const UWOP_SAVE_XMM128: u8 = 8;
const UWOP_SAVE_XMM128_FAR: u8 = 9;

/// The Windows x64 `UNWIND_INFO` bytes describing a function's prologue (padded to 4
/// bytes) on architecture `arch`. The prologue ends with its last step.
pub fn win64_unwind_info(u: &UnwindInfo, arch: &ArchTables) -> Result<Vec<u8>, CodegenError> {
    let numbering = arch.win64_registers()?;
    let number = |r: UnwindReg| {
        numbering(r).ok_or_else(|| unsupported(format!("Windows unwind register {r:?}")))
    };
    let byte = |v: u32, what: &str| {
        u8::try_from(v).map_err(|_| unsupported(format!("Windows unwind info: {what} over 255")))
    };
    let mut frame = 0u8;
    // Unwind codes of each step, in prologue order; the record lists them last-first.
    let mut steps: Vec<Vec<u16>> = Vec::with_capacity(u.prologue.len());
    for &(off, op) in &u.prologue {
        let at = u16::from(byte(off, "prologue offset")?);
        let code = |op: u8, info: u8| at | u16::from(op) << 8 | u16::from(info) << 12;
        // Register `r` stored at rsp + `offset`: general registers' 8 bytes, the low 128
        // bits of vector registers.
        let save = |r: UnwindReg, offset: u32| -> Result<Vec<u16>, CodegenError> {
            let (near, far, scale) = match r {
                UnwindReg::Gpr(_) => (UWOP_SAVE_NONVOL, UWOP_SAVE_NONVOL_FAR, 8),
                UnwindReg::Vector(_) => (UWOP_SAVE_XMM128, UWOP_SAVE_XMM128_FAR, 16),
            };
            let n = number(r)?;
            Ok(if offset / scale <= 0xffff {
                vec![code(near, n), (offset / scale) as u16]
            } else {
                vec![code(far, n), offset as u16, (offset >> 16) as u16]
            })
        };
        let slots = match op {
            UnwindOp::PushReg { reg } => vec![code(UWOP_PUSH_NONVOL, number(reg)?)],
            UnwindOp::StackAlloc { size: 0 } => continue,
            UnwindOp::StackAlloc { size } if size <= 128 => {
                vec![code(UWOP_ALLOC_SMALL, ((size - 8) / 8) as u8)]
            }
            UnwindOp::StackAlloc { size } if size / 8 <= 0xffff => {
                vec![code(UWOP_ALLOC_LARGE, 0), (size / 8) as u16]
            }
            UnwindOp::StackAlloc { size } => {
                vec![code(UWOP_ALLOC_LARGE, 1), size as u16, (size >> 16) as u16]
            }
            UnwindOp::SaveReg { reg, offset } => save(reg, offset)?,
            UnwindOp::SavePair { reg1, reg2, offset } => {
                [save(reg1, offset)?, save(reg2, offset + 8)?].concat()
            }
            UnwindOp::SignReturnAddress { .. } => {
                return Err(unsupported("Windows unwind info: a signed return address"))
            }
            UnwindOp::SetFramePointer { reg, offset } => {
                if offset > 240 || !offset.is_multiple_of(16) {
                    return Err(unsupported("Windows unwind info: frame pointer offset"));
                }
                frame = number(reg)? | ((offset / 16) as u8) << 4;
                vec![code(UWOP_SET_FPREG, 0)]
            }
        };
        steps.push(slots);
    }
    let codes: Vec<u16> = steps.into_iter().rev().flatten().collect();
    let prologue_size = u.prologue.last().map_or(0, |&(off, _)| off);
    let mut out = vec![
        1,
        byte(prologue_size, "prologue size")?,
        byte(codes.len() as u32, "unwind code count")?,
        frame,
    ];
    for c in &codes {
        out.extend_from_slice(&c.to_le_bytes());
    }
    if codes.len() % 2 == 1 {
        out.extend_from_slice(&[0, 0]);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::arch::tables;
    use rllc_codegen::{Arch, Epilogue};

    #[test]
    fn win64_push_alloc_save_frame() {
        let u = UnwindInfo {
            prologue: vec![
                (
                    1,
                    UnwindOp::PushReg {
                        reg: UnwindReg::Gpr(5),
                    },
                ),
                (
                    2,
                    UnwindOp::PushReg {
                        reg: UnwindReg::Gpr(3),
                    },
                ),
                (9, UnwindOp::StackAlloc { size: 0x48 }),
                (
                    14,
                    UnwindOp::SaveReg {
                        reg: UnwindReg::Vector(6),
                        offset: 0x20,
                    },
                ),
                (
                    19,
                    UnwindOp::SetFramePointer {
                        reg: UnwindReg::Gpr(5),
                        offset: 0x50,
                    },
                ),
            ],
            epilogues: Vec::new(),
        };
        let b = win64_unwind_info(&u, tables(Arch::X86_64)).unwrap();
        // Header, then the codes last-first: SET_FPREG, SAVE_XMM128 xmm6 (+2 slots of 16),
        // ALLOC_SMALL(0x48), PUSH rbx, PUSH rbp.
        assert_eq!(
            b,
            [1, 19, 6, 0x55, 19, 0x03, 14, 0x68, 2, 0, 9, 0x82, 2, 0x30, 1, 0x50]
        );
    }

    #[test]
    fn win64_large_allocations() {
        let u = UnwindInfo {
            prologue: vec![
                (4, UnwindOp::StackAlloc { size: 0x1000 }),
                (8, UnwindOp::StackAlloc { size: 0x80000 }),
            ],
            epilogues: Vec::new(),
        };
        let b = win64_unwind_info(&u, tables(Arch::X86_64)).unwrap();
        assert_eq!(
            b,
            [1, 8, 5, 0, 8, 0x11, 0, 0, 8, 0, 4, 0x01, 0x00, 0x02, 0, 0]
        );
    }

    #[test]
    fn aarch64_cie_and_frame_record() {
        let (x29, x30) = (UnwindReg::Gpr(29), UnwindReg::Gpr(30));
        // stp x29, x30, [sp, #-16]!; mov x29, sp
        let u = UnwindInfo {
            prologue: vec![
                (4, UnwindOp::StackAlloc { size: 16 }),
                (
                    4,
                    UnwindOp::SavePair {
                        reg1: x29,
                        reg2: x30,
                        offset: 0,
                    },
                ),
                (
                    8,
                    UnwindOp::SetFramePointer {
                        reg: x29,
                        offset: 0,
                    },
                ),
            ],
            epilogues: Vec::new(),
        };
        let f = FrameFunction {
            start: Address::Symbol {
                symbol: 0,
                addend: 0,
            },
            len: 20,
            unwind: &u,
            exceptions: None,
        };
        let (bytes, relocs) = eh_frame(&[f], &[], Flavor::Elf, tables(Arch::Aarch64)).unwrap();
        // The CIE as llc writes it: code alignment 1, data alignment -4, return address
        // column 30 (x30), CFA = sp + 0 (padded to 8 bytes where llc pads to 4).
        assert_eq!(bytes[..4], [20, 0, 0, 0]);
        assert_eq!(
            bytes[4..20],
            [0, 0, 0, 0, 1, b'z', b'R', 0, 1, 0x7c, 30, 1, 0x1b, 0x0c, 31, 0]
        );
        // At 4: CFA = sp + 16, x29 at CFA - 16, x30 at CFA - 8; at 8: CFA = x29 + 16.
        let rules = [0x44, 0x0e, 0x10, 0x9d, 0x04, 0x9e, 0x02, 0x44, 0x0d, 29];
        assert!(bytes.windows(rules.len()).any(|w| w == rules));
        assert_eq!(relocs.len(), 1);
    }

    #[test]
    fn aarch64_signed_return_address() {
        // pacibsp; add; autibsp; ret; (another block)
        let u = UnwindInfo {
            prologue: vec![(4, UnwindOp::SignReturnAddress { b_key: true })],
            epilogues: vec![Epilogue {
                frame_popped: 8,
                end: 16,
                authenticated: Some(12),
            }],
        };
        let f = FrameFunction {
            start: Address::Symbol {
                symbol: 0,
                addend: 0,
            },
            len: 24,
            unwind: &u,
            exceptions: None,
        };
        let (bytes, _) = eh_frame(&[f], &[], Flavor::Elf, tables(Arch::Aarch64)).unwrap();
        // The B key's CIE augmentation, as llc's `.cfi_b_key_frame`.
        assert_eq!(bytes[8..13], [1, b'z', b'R', b'B', 0]);
        // At 4: negate_ra_state (signed); at 12: remember_state, negate_ra_state
        // (authenticated); at 16: restore_state.
        let rules = [0x44, 0x2d, 0x48, 0x0a, 0x2d, 0x44, 0x0b];
        assert!(bytes.windows(rules.len()).any(|w| w == rules), "{bytes:x?}");
    }

    #[test]
    fn aarch64_has_no_win64_unwind_info() {
        let u = UnwindInfo {
            prologue: vec![(4, UnwindOp::StackAlloc { size: 16 })],
            epilogues: Vec::new(),
        };
        assert!(win64_unwind_info(&u, tables(Arch::Aarch64)).is_err());
    }
}
