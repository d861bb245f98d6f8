//! `.eh_frame`: DWARF call-frame information for every function that needs an unwind
//! table entry, from the prologue and epilogue steps the code generator reports
//! ([`UnwindInfo`]), written with gimli. Unwinders (C++ exceptions, `backtrace`, debuggers
//! and profilers) use it to find each caller's frame.

use crate::unsupported;
use gimli::write::{
    Address, CallFrameInstruction, CommonInformationEntry, EhFrame, EndianVec,
    FrameDescriptionEntry, FrameTable, RelocateWriter, Relocation, RelocationTarget,
};
use gimli::{constants, Encoding, Format, LittleEndian, Register};
use rllc_codegen::{CodegenError, UnwindInfo, UnwindOp};
use rllc_ir::attrs::AttrKind;
use rllc_ir::module::{GlobalId, Module};

/// DWARF numbers of the x86-64 general registers, by hardware encoding.
const DWARF_GPR: [u16; 16] = [0, 2, 1, 3, 7, 6, 4, 5, 8, 9, 10, 11, 12, 13, 14, 15];
/// DWARF number of the return address (x86-64 `rip`).
const RETURN_ADDRESS: Register = Register(16);
const RSP: u16 = 7;

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
    /// Mach-O: 8-byte PC-relative addresses resolved in the object's single address
    /// space, no epilogue rules (as LLVM writes it for Darwin).
    MachO,
}

/// A function to describe: where its code starts (a symbol index the caller resolves,
/// or a resolved address), its length and its unwind steps.
pub struct FrameFunction<'a> {
    pub start: Address,
    pub len: u32,
    pub unwind: &'a UnwindInfo,
}

/// Records gimli's relocations while writing.
struct Relocs {
    bytes: EndianVec<LittleEndian>,
    relocs: Vec<Relocation>,
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
/// pointing `addend` bytes into function number `function` of the list given.
pub struct FrameReloc {
    pub offset: u64,
    pub function: usize,
    pub addend: i64,
}

/// Writes `.eh_frame` for `funcs`. `Address::Symbol { symbol: k, .. }` starts come back
/// as relocations against function `k`; constant starts are section-relative addresses
/// with the `.eh_frame` section at address 0.
pub fn eh_frame(
    funcs: &[FrameFunction],
    flavor: Flavor,
) -> Result<(Vec<u8>, Vec<FrameReloc>), CodegenError> {
    let encoding = Encoding {
        format: Format::Dwarf32,
        version: 1,
        address_size: 8,
    };
    let mut cie = CommonInformationEntry::new(encoding, 1, -8, RETURN_ADDRESS);
    cie.fde_address_encoding = match flavor {
        Flavor::Elf => constants::DW_EH_PE_pcrel | constants::DW_EH_PE_sdata4,
        Flavor::MachO => constants::DW_EH_PE_pcrel,
    };
    cie.add_instruction(CallFrameInstruction::Cfa(Register(RSP), 8));
    cie.add_instruction(CallFrameInstruction::Offset(RETURN_ADDRESS, -8));
    let mut table = FrameTable::default();
    let cie = table.add_cie(cie);
    for f in funcs {
        table.add_fde(cie, fde(f, flavor));
    }
    let mut w = EhFrame(Relocs {
        bytes: EndianVec::new(LittleEndian),
        relocs: Vec::new(),
    });
    table
        .write_eh_frame(&mut w)
        .map_err(|e| unsupported(format!("unwind table: {e}")))?;
    let relocs =
        w.0.relocs
            .iter()
            .map(|r| match r.target {
                RelocationTarget::Symbol(k) => FrameReloc {
                    offset: r.offset as u64,
                    function: k,
                    addend: r.addend,
                },
                RelocationTarget::Section(_) => unreachable!("eh_frame has no section offsets"),
            })
            .collect();
    Ok((w.0.bytes.into_vec(), relocs))
}

/// The frame description of one function: the rules after each prologue step, and for
/// ELF the return to the entry rule after each epilogue pops the frame.
fn fde(f: &FrameFunction, flavor: Flavor) -> FrameDescriptionEntry {
    use CallFrameInstruction as I;
    let mut fde = FrameDescriptionEntry::new(f.start, f.len);
    // The CFA is `cfa_reg + cfa_off`; the stack pointer is `depth` bytes below the CFA.
    let mut cfa_reg = RSP;
    let mut cfa_off = 8u32;
    let mut depth = 8u32;
    for &(at, op) in &f.unwind.prologue {
        match op {
            UnwindOp::Push { reg } => {
                depth += 8;
                if cfa_reg == RSP {
                    cfa_off = depth;
                    fde.add_instruction(at, I::CfaOffset(cfa_off as i32));
                }
                let r = Register(DWARF_GPR[usize::from(reg & 15)]);
                fde.add_instruction(at, I::Offset(r, -(depth as i32)));
            }
            UnwindOp::SetFramePointer { reg, offset } => {
                let r = DWARF_GPR[usize::from(reg & 15)];
                let off = depth - offset;
                cfa_reg = r;
                if off == cfa_off {
                    fde.add_instruction(at, I::CfaRegister(Register(r)));
                } else {
                    cfa_off = off;
                    fde.add_instruction(at, I::Cfa(Register(r), off as i32));
                }
            }
            UnwindOp::StackAlloc { size } => {
                depth += size;
                if cfa_reg == RSP {
                    cfa_off = depth;
                    fde.add_instruction(at, I::CfaOffset(cfa_off as i32));
                }
            }
        }
    }
    if flavor == Flavor::Elf && (cfa_reg, cfa_off) != (RSP, 8) {
        for e in &f.unwind.epilogues {
            fde.add_instruction(e.frame_popped, I::RememberState);
            fde.add_instruction(e.frame_popped, I::Cfa(Register(RSP), 8));
            if e.end < f.len {
                fde.add_instruction(e.end, I::RestoreState);
            }
        }
    }
    fde
}
