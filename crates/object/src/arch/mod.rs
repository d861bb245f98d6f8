//! What the object writers need to know about each architecture, as one table per
//! architecture ([`tables`]): the relocation type of each [`RelocKind`] in every format,
//! the PC-relative fields an assembler resolves itself, the DWARF and Windows numbers of
//! unwind registers, and the call-frame conventions of `.eh_frame`. A combination a table
//! has no entry for is an error, never a guess.

mod aarch64;
mod x86_64;

use crate::unsupported;
use object::{elf, macho, pe};
use rllc_codegen::{Arch, CodegenError, RelocKind, UnwindReg};

/// One architecture's tables.
pub struct ArchTables {
    /// The architecture the tables describe.
    pub arch: Arch,
    /// The object crate's name for it (the header's machine field).
    pub object: object::Architecture,
    /// The ELF relocation type of a kind.
    elf: fn(RelocKind) -> Option<elf::RelocationType>,
    /// `sh_type` of ELF's `.eh_frame`.
    pub elf_eh_frame_type: elf::SectionType,
    /// The COFF relocation type of a kind.
    coff: fn(RelocKind) -> Option<pe::RelocationType>,
    /// The Mach-O relocation of a kind with the given addend.
    macho: fn(RelocKind, i64) -> Option<MachOReloc>,
    /// Stores `value`, the target's distance from the field, into a 4-byte field of a kind
    /// that assemblers resolve when the target is in the same section; false (leaving the
    /// field alone) for the other kinds and out-of-range values.
    pub resolve_in_place: fn(RelocKind, &mut [u8; 4], i64) -> bool,
    /// The DWARF number of an unwind register.
    dwarf_register: fn(UnwindReg) -> Option<u16>,
    /// The register number of Windows x64 `UNWIND_CODE`s, for architectures whose
    /// Windows unwind data has that format.
    win64_register: Option<fn(UnwindReg) -> Option<u8>>,
    /// The call-frame conventions of `.eh_frame`.
    pub frame: FrameConvention,
    /// How the module flags that ask for control-flow protection are recorded in ELF's
    /// `.note.gnu.property`.
    pub cf_protection: CfProtectionProperty,
}

/// The GNU property that records control-flow protection (x86's IBT and shadow stack,
/// AArch64's BTI, PAC and GCS): its type and the bit each module flag sets when it is
/// non-zero.
pub struct CfProtectionProperty {
    /// `pr_type`.
    pub property: u32,
    /// The module flags and their bits.
    pub flags: &'static [(&'static str, u32)],
}

/// The DWARF call-frame conventions of an architecture: the CIE's fields and the rule
/// at a function's entry.
pub struct FrameConvention {
    /// The CIE's code alignment factor.
    pub code_align: u8,
    /// The CIE's data alignment factor.
    pub data_align: i8,
    /// DWARF number of the return-address column.
    pub return_address: u16,
    /// DWARF number of the stack pointer.
    pub stack_pointer: u16,
    /// At entry the CFA is the stack pointer plus this.
    pub entry_cfa_offset: u32,
    /// Where the return address is at entry, relative to the CFA, when the call stored it
    /// in memory (x86-64); `None` when it stays in its register (AArch64's x30).
    pub return_address_slot: Option<i32>,
}

/// A Mach-O relocation: type, PC-relative flag, log2 of the field size, and how the
/// addend is written.
#[derive(Copy, Clone, Debug)]
pub struct MachOReloc {
    /// `r_type`.
    pub r_type: macho::RelocationType,
    /// `r_pcrel`.
    pub pcrel: bool,
    /// `r_length`: log2 of the field's size in bytes.
    pub length: u8,
    /// Where the addend goes.
    pub addend: MachOAddend,
}

/// Where a Mach-O relocation's addend goes.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum MachOAddend {
    /// In the field, as a little-endian integer (data and x86-64 displacements): the
    /// field may also hold a resolved address.
    Stored,
    /// In an `ARM64_RELOC_ADDEND` record before the relocation (instruction fields).
    Paired,
    /// Nowhere: the addend must be zero.
    Zero,
}

/// The tables of `arch`.
pub fn tables(arch: Arch) -> &'static ArchTables {
    match arch {
        Arch::X86_64 => &x86_64::TABLES,
        Arch::Aarch64 => &aarch64::TABLES,
    }
}

impl ArchTables {
    /// The ELF relocation type of `kind`.
    pub fn elf_type(&self, kind: RelocKind) -> Result<elf::RelocationType, CodegenError> {
        (self.elf)(kind).ok_or_else(|| self.unmappable(kind, "ELF"))
    }

    /// The COFF relocation type of `kind`.
    pub fn coff_type(&self, kind: RelocKind) -> Result<pe::RelocationType, CodegenError> {
        (self.coff)(kind).ok_or_else(|| self.unmappable(kind, "COFF"))
    }

    /// The Mach-O relocation of `kind` with `addend`.
    pub fn macho_reloc(&self, kind: RelocKind, addend: i64) -> Result<MachOReloc, CodegenError> {
        (self.macho)(kind, addend).ok_or_else(|| self.unmappable(kind, "Mach-O"))
    }

    /// The DWARF number of `reg`.
    pub fn dwarf_register(&self, reg: UnwindReg) -> Result<u16, CodegenError> {
        (self.dwarf_register)(reg)
            .ok_or_else(|| unsupported(format!("unwind register {reg:?} on {:?}", self.arch)))
    }

    /// The register numbering of Windows x64 `UNWIND_CODE`s; an error for architectures
    /// whose Windows unwind data has another format.
    pub fn win64_registers(&self) -> Result<fn(UnwindReg) -> Option<u8>, CodegenError> {
        self.win64_register
            .ok_or_else(|| unsupported(format!("Windows unwind information for {:?}", self.arch)))
    }

    fn unmappable(&self, kind: RelocKind, format: &str) -> CodegenError {
        unsupported(format!(
            "{kind:?} relocations in {format} for {:?}",
            self.arch
        ))
    }
}
