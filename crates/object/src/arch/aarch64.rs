//! AArch64: `R_AARCH64_*`, `IMAGE_REL_ARM64_*` and `ARM64_RELOC_*` relocations, branch
//! fields, DWARF register numbers and the call-frame conventions of the AAPCS64 (as llc
//! writes them).

use super::{ArchTables, FrameConvention, MachOAddend, MachOReloc};
use object::{elf, macho, pe};
use rllc_codegen::{Arch, Lo12Use, RelocKind, UnwindReg};

/// The AArch64 tables.
pub static TABLES: ArchTables = ArchTables {
    arch: Arch::Aarch64,
    object: object::Architecture::Aarch64,
    elf: elf_type,
    elf_eh_frame_type: elf::SHT_PROGBITS,
    coff: coff_type,
    macho: macho_reloc,
    resolve_in_place,
    dwarf_register,
    // Windows on Arm describes frames with its own unwind codes.
    win64_register: None,
    frame: FrameConvention {
        code_align: 1,
        data_align: -4,
        // x30 (lr)
        return_address: 30,
        // sp
        stack_pointer: 31,
        entry_cfa_offset: 0,
        return_address_slot: None,
    },
};

fn elf_type(kind: RelocKind) -> Option<elf::RelocationType> {
    use RelocKind::*;
    Some(match kind {
        Abs64 => elf::R_AARCH64_ABS64,
        Abs32 => elf::R_AARCH64_ABS32,
        Pc32 => elf::R_AARCH64_PREL32,
        Pc64 => elf::R_AARCH64_PREL64,
        Call26 => elf::R_AARCH64_CALL26,
        Jump26 => elf::R_AARCH64_JUMP26,
        CondBranch19 => elf::R_AARCH64_CONDBR19,
        TestBranch14 => elf::R_AARCH64_TSTBR14,
        Page21 => elf::R_AARCH64_ADR_PREL_PG_HI21,
        Lo12(Lo12Use::Add) => elf::R_AARCH64_ADD_ABS_LO12_NC,
        Lo12(Lo12Use::Access { log2_size }) => match log2_size {
            0 => elf::R_AARCH64_LDST8_ABS_LO12_NC,
            1 => elf::R_AARCH64_LDST16_ABS_LO12_NC,
            2 => elf::R_AARCH64_LDST32_ABS_LO12_NC,
            3 => elf::R_AARCH64_LDST64_ABS_LO12_NC,
            4 => elf::R_AARCH64_LDST128_ABS_LO12_NC,
            _ => return None,
        },
        GotPage21 => elf::R_AARCH64_ADR_GOT_PAGE,
        GotLo12 => elf::R_AARCH64_LD64_GOT_LO12_NC,
        GotTpOffPage21 => elf::R_AARCH64_TLSIE_ADR_GOTTPREL_PAGE21,
        GotTpOffLo12 => elf::R_AARCH64_TLSIE_LD64_GOTTPREL_LO12_NC,
        TlsDescPage21 => elf::R_AARCH64_TLSDESC_ADR_PAGE21,
        TlsDescLd64Lo12 => elf::R_AARCH64_TLSDESC_LD64_LO12,
        TlsDescAddLo12 => elf::R_AARCH64_TLSDESC_ADD_LO12,
        TlsDescCall => elf::R_AARCH64_TLSDESC_CALL,
        TpOffHi12 => elf::R_AARCH64_TLSLE_ADD_TPREL_HI12,
        TpOffLo12 => elf::R_AARCH64_TLSLE_ADD_TPREL_LO12_NC,
        _ => return None,
    })
}

/// GOT references reach a pointer of the object's own (the writer substitutes it and the
/// kind of an ordinary address).
fn coff_type(kind: RelocKind) -> Option<pe::RelocationType> {
    use RelocKind::*;
    Some(match kind {
        Abs64 => pe::IMAGE_REL_ARM64_ADDR64,
        Abs32 => pe::IMAGE_REL_ARM64_ADDR32,
        Pc32 => pe::IMAGE_REL_ARM64_REL32,
        Call26 | Jump26 => pe::IMAGE_REL_ARM64_BRANCH26,
        CondBranch19 => pe::IMAGE_REL_ARM64_BRANCH19,
        TestBranch14 => pe::IMAGE_REL_ARM64_BRANCH14,
        Page21 => pe::IMAGE_REL_ARM64_PAGEBASE_REL21,
        Lo12(Lo12Use::Add) => pe::IMAGE_REL_ARM64_PAGEOFFSET_12A,
        Lo12(Lo12Use::Access { .. }) => pe::IMAGE_REL_ARM64_PAGEOFFSET_12L,
        SecRel32 => pe::IMAGE_REL_ARM64_SECREL,
        _ => return None,
    })
}

fn macho_reloc(kind: RelocKind, _addend: i64) -> Option<MachOReloc> {
    use macho::*;
    use MachOAddend::*;
    use RelocKind::*;
    let (r_type, pcrel, length, addend) = match kind {
        Abs64 => (ARM64_RELOC_UNSIGNED, false, 3, Stored),
        Abs32 => (ARM64_RELOC_UNSIGNED, false, 2, Stored),
        Call26 | Jump26 => (ARM64_RELOC_BRANCH26, true, 2, Paired),
        Page21 => (ARM64_RELOC_PAGE21, true, 2, Paired),
        Lo12(_) => (ARM64_RELOC_PAGEOFF12, false, 2, Paired),
        GotPage21 => (ARM64_RELOC_GOT_LOAD_PAGE21, true, 2, Zero),
        GotLo12 => (ARM64_RELOC_GOT_LOAD_PAGEOFF12, false, 2, Zero),
        TlvPage21 => (ARM64_RELOC_TLVP_LOAD_PAGE21, true, 2, Zero),
        TlvLo12 => (ARM64_RELOC_TLVP_LOAD_PAGEOFF12, false, 2, Zero),
        _ => return None,
    };
    Some(MachOReloc {
        r_type,
        pcrel,
        length,
        addend,
    })
}

/// 32-bit PC-relative data and the immediates of branches (`(value >> 2)` in a field of
/// `bits` bits starting at bit `lsb` of the instruction).
fn resolve_in_place(kind: RelocKind, field: &mut [u8; 4], value: i64) -> bool {
    let (bits, lsb) = match kind {
        RelocKind::Pc32 => {
            let Ok(v) = i32::try_from(value) else {
                return false;
            };
            *field = v.to_le_bytes();
            return true;
        }
        RelocKind::Call26 | RelocKind::Jump26 => (26, 0),
        RelocKind::CondBranch19 => (19, 5),
        RelocKind::TestBranch14 => (14, 5),
        _ => return false,
    };
    let imm = value >> 2;
    if value % 4 != 0 || imm < -(1 << (bits - 1)) || imm >= 1 << (bits - 1) {
        return false;
    }
    let mask = ((1u32 << bits) - 1) << lsb;
    let insn = u32::from_le_bytes(*field);
    *field = ((insn & !mask) | ((imm as u32) << lsb & mask)).to_le_bytes();
    true
}

/// x0–x30 are 0–30, sp 31, v0–v31 64–95.
fn dwarf_register(reg: UnwindReg) -> Option<u16> {
    match reg {
        UnwindReg::Gpr(n) if n <= 31 => Some(u16::from(n)),
        UnwindReg::Vector(n) if n < 32 => Some(64 + u16::from(n)),
        _ => None,
    }
}
