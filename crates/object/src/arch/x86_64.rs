//! x86-64: `R_X86_64_*`, `IMAGE_REL_AMD64_*` and `X86_64_RELOC_*` relocations, rel32
//! fields, DWARF register numbers and the call-frame conventions of the System V psABI.

use super::{ArchTables, CfProtectionProperty, FrameConvention, MachOAddend, MachOReloc};
use object::{elf, macho, pe};
use rllc_codegen::{Arch, RelocKind, UnwindReg};

/// The x86-64 tables.
pub static TABLES: ArchTables = ArchTables {
    arch: Arch::X86_64,
    object: object::Architecture::X86_64,
    elf: elf_type,
    elf_eh_frame_type: elf::SHT_X86_64_UNWIND,
    coff: coff_type,
    macho: macho_reloc,
    resolve_in_place,
    dwarf_register,
    win64_register: Some(win64_register),
    frame: FrameConvention {
        code_align: 1,
        data_align: -8,
        // rip
        return_address: 16,
        // rsp
        stack_pointer: 7,
        // The call pushed the return address.
        entry_cfa_offset: 8,
        return_address_slot: Some(-8),
    },
    cf_protection: CfProtectionProperty {
        property: elf::GNU_PROPERTY_X86_FEATURE_1_AND.0,
        flags: &[
            ("cf-protection-branch", elf::GNU_PROPERTY_X86_FEATURE_1_IBT),
            (
                "cf-protection-return",
                elf::GNU_PROPERTY_X86_FEATURE_1_SHSTK,
            ),
        ],
    },
};

fn elf_type(kind: RelocKind) -> Option<elf::RelocationType> {
    use RelocKind::*;
    Some(match kind {
        Abs64 => elf::R_X86_64_64,
        Abs32 => elf::R_X86_64_32,
        Abs32S => elf::R_X86_64_32S,
        Pc32 => elf::R_X86_64_PC32,
        Pc64 => elf::R_X86_64_PC64,
        PltPc32 => elf::R_X86_64_PLT32,
        GotPc32 { relaxable: false } => elf::R_X86_64_GOTPCREL,
        GotPc32 { relaxable: true } => elf::R_X86_64_REX_GOTPCRELX,
        GotTpOffPc32 => elf::R_X86_64_GOTTPOFF,
        TlsGdPc32 => elf::R_X86_64_TLSGD,
        TlsLdPc32 => elf::R_X86_64_TLSLD,
        DtpOff32 => elf::R_X86_64_DTPOFF32,
        TpOff32 => elf::R_X86_64_TPOFF32,
        _ => return None,
    })
}

/// PC-relative fields are `IMAGE_REL_AMD64_REL32` with the distance from the end of the
/// field to the end of the instruction in the field, as LLVM writes them (never
/// `REL32_1`…`5`). GOT references reach a pointer of the object's own (the writer
/// substitutes it), so they are plain `REL32`s too.
fn coff_type(kind: RelocKind) -> Option<pe::RelocationType> {
    use RelocKind::*;
    Some(match kind {
        Abs64 => pe::IMAGE_REL_AMD64_ADDR64,
        Abs32 | Abs32S => pe::IMAGE_REL_AMD64_ADDR32,
        Pc32 | PltPc32 => pe::IMAGE_REL_AMD64_REL32,
        SecRel32 => pe::IMAGE_REL_AMD64_SECREL,
        _ => return None,
    })
}

fn macho_reloc(kind: RelocKind, addend: i64) -> Option<MachOReloc> {
    use macho::*;
    use RelocKind::*;
    let (r_type, pcrel, length) = match kind {
        Abs64 => (X86_64_RELOC_UNSIGNED, false, 3),
        Abs32 | Abs32S => (X86_64_RELOC_UNSIGNED, false, 2),
        // The distance from the field's end to the instruction's end (an immediate after
        // the displacement) selects SIGNED_1/2/4; the value is the same.
        Pc32 => match addend {
            -5 => (X86_64_RELOC_SIGNED_1, true, 2),
            -6 => (X86_64_RELOC_SIGNED_2, true, 2),
            -8 => (X86_64_RELOC_SIGNED_4, true, 2),
            _ => (X86_64_RELOC_SIGNED, true, 2),
        },
        PltPc32 => (X86_64_RELOC_BRANCH, true, 2),
        GotPc32 { .. } => (X86_64_RELOC_GOT_LOAD, true, 2),
        TlvPc32 => (X86_64_RELOC_TLV, true, 2),
        _ => return None,
    };
    Some(MachOReloc {
        r_type,
        pcrel,
        length,
        addend: MachOAddend::Stored,
    })
}

/// rel32 fields of `call`, `jmp` and RIP-relative operands.
fn resolve_in_place(kind: RelocKind, field: &mut [u8; 4], value: i64) -> bool {
    if !matches!(kind, RelocKind::Pc32 | RelocKind::PltPc32) {
        return false;
    }
    *field = (value as i32).to_le_bytes();
    true
}

/// DWARF numbers of the general registers, by hardware encoding.
const DWARF_GPR: [u16; 16] = [0, 2, 1, 3, 7, 6, 4, 5, 8, 9, 10, 11, 12, 13, 14, 15];
/// DWARF number of xmm0 (xmm1–xmm15 follow).
const DWARF_XMM0: u16 = 17;

fn dwarf_register(reg: UnwindReg) -> Option<u16> {
    match reg {
        UnwindReg::Gpr(n) => DWARF_GPR.get(usize::from(n)).copied(),
        UnwindReg::Vector(n) if n < 16 => Some(DWARF_XMM0 + u16::from(n)),
        UnwindReg::Vector(_) => None,
    }
}

/// `UNWIND_CODE`s number registers by hardware encoding.
fn win64_register(reg: UnwindReg) -> Option<u8> {
    match reg {
        UnwindReg::Gpr(n) | UnwindReg::Vector(n) => (n < 16).then_some(n),
    }
}
