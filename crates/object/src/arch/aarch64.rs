//! AArch64: `R_AARCH64_*`, `IMAGE_REL_ARM64_*` and `ARM64_RELOC_*` relocations, branch
//! fields, DWARF register numbers and the call-frame conventions of the AAPCS64 (as llc
//! writes them).

use super::{ArchTables, CfProtectionProperty, FrameConvention, MachOAddend, MachOReloc};
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
    // As llc's AArch64AsmPrinter: BTI, PAC and GCS, each from its module flag.
    cf_protection: CfProtectionProperty {
        property: elf::GNU_PROPERTY_AARCH64_FEATURE_1_AND.0,
        flags: &[
            (
                "branch-target-enforcement",
                elf::GNU_PROPERTY_AARCH64_FEATURE_1_BTI,
            ),
            (
                "sign-return-address",
                elf::GNU_PROPERTY_AARCH64_FEATURE_1_PAC,
            ),
            ("guarded-control-stack", GNU_PROPERTY_AARCH64_FEATURE_1_GCS),
        ],
    },
};

/// The guarded-control-stack bit of `GNU_PROPERTY_AARCH64_FEATURE_1_AND` (not in the
/// object crate yet).
const GNU_PROPERTY_AARCH64_FEATURE_1_GCS: u32 = 1 << 2;

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
        Adr21 => elf::R_AARCH64_ADR_PREL_LO21,
        MovwAbs { group: 0 } => elf::R_AARCH64_MOVW_UABS_G0_NC,
        MovwAbs { group: 1 } => elf::R_AARCH64_MOVW_UABS_G1_NC,
        MovwAbs { group: 2 } => elf::R_AARCH64_MOVW_UABS_G2_NC,
        MovwAbs { group: 3 } => elf::R_AARCH64_MOVW_UABS_G3,
        GotPage21 => elf::R_AARCH64_ADR_GOT_PAGE,
        GotLo12 => elf::R_AARCH64_LD64_GOT_LO12_NC,
        GotLoad19 => elf::R_AARCH64_GOT_LD_PREL19,
        GotTpOffLoad19 => elf::R_AARCH64_TLSIE_LD_GOTTPREL_PREL19,
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::arch::tables;
    use object::read::{Object as _, ObjectSection as _};
    use object::write::{Object, Relocation, Symbol, SymbolSection};
    use object::{BinaryFormat, Endianness, RelocationFlags, SectionKind, SymbolFlags};
    use object::{SymbolKind, SymbolScope};

    /// Every kind the AArch64 back end emits, with its ELF relocation type.
    const ELF_KINDS: [(RelocKind, u32); 33] = [
        (RelocKind::Abs64, 257),
        (RelocKind::Abs32, 258),
        (RelocKind::Pc64, 260),
        (RelocKind::Pc32, 261),
        (RelocKind::Page21, 275),
        (RelocKind::Lo12(Lo12Use::Add), 277),
        (RelocKind::Lo12(Lo12Use::Access { log2_size: 0 }), 278),
        (RelocKind::TestBranch14, 279),
        (RelocKind::CondBranch19, 280),
        (RelocKind::Jump26, 282),
        (RelocKind::Call26, 283),
        (RelocKind::Lo12(Lo12Use::Access { log2_size: 1 }), 284),
        (RelocKind::Lo12(Lo12Use::Access { log2_size: 2 }), 285),
        (RelocKind::Lo12(Lo12Use::Access { log2_size: 3 }), 286),
        (RelocKind::Lo12(Lo12Use::Access { log2_size: 4 }), 299),
        (RelocKind::MovwAbs { group: 0 }, 264),
        (RelocKind::MovwAbs { group: 1 }, 266),
        (RelocKind::MovwAbs { group: 2 }, 268),
        (RelocKind::MovwAbs { group: 3 }, 269),
        (RelocKind::Adr21, 274),
        (RelocKind::GotLoad19, 309),
        (RelocKind::GotPage21, 311),
        (RelocKind::GotLo12, 312),
        (RelocKind::GotTpOffPage21, 541),
        (RelocKind::GotTpOffLo12, 542),
        (RelocKind::GotTpOffLoad19, 543),
        (RelocKind::TpOffHi12, 549),
        (RelocKind::TpOffLo12, 551),
        (RelocKind::TlsDescPage21, 562),
        (RelocKind::TlsDescLd64Lo12, 563),
        (RelocKind::TlsDescAddLo12, 564),
        (RelocKind::TlsDescCall, 569),
        (RelocKind::Lo12(Lo12Use::Access { log2_size: 5 }), 0),
    ];

    #[test]
    fn elf_relocations_read_back() {
        let arch = tables(Arch::Aarch64);
        let mut obj = Object::new(BinaryFormat::Elf, arch.object, Endianness::Little);
        let text = obj.add_section(Vec::new(), b".text".to_vec(), SectionKind::Text);
        obj.append_section_data(text, &[0; 8 * ELF_KINDS.len()], 4);
        let symbol = obj.add_symbol(Symbol {
            name: b"x".to_vec(),
            value: 0,
            size: 0,
            kind: SymbolKind::Data,
            scope: SymbolScope::Dynamic,
            weak: false,
            section: SymbolSection::Undefined,
            flags: SymbolFlags::None,
        });
        let mappable = ELF_KINDS.iter().filter(|(_, t)| *t != 0);
        for (k, &(kind, _)) in mappable.clone().enumerate() {
            let r_type = arch.elf_type(kind).unwrap();
            let r = Relocation {
                offset: 8 * k as u64,
                symbol,
                addend: 0,
                flags: RelocationFlags::Elf { r_type },
            };
            obj.add_relocation(text, r).unwrap();
        }
        let bytes = obj.write().unwrap();
        let file = object::read::File::parse(&*bytes).unwrap();
        assert_eq!(file.architecture(), object::Architecture::Aarch64);
        let read: Vec<_> = file
            .section_by_name(".text")
            .unwrap()
            .relocations()
            .map(|(offset, r)| match r.flags() {
                RelocationFlags::Elf { r_type } => (offset, r_type.0),
                other => panic!("{other:?}"),
            })
            .collect();
        let expected: Vec<_> = mappable
            .enumerate()
            .map(|(k, &(_, t))| (8 * k as u64, t))
            .collect();
        assert_eq!(read, expected);
        // An access wider than 128 bits has no relocation.
        assert!(arch.elf_type(ELF_KINDS[ELF_KINDS.len() - 1].0).is_err());
    }

    #[test]
    fn unmappable_kinds_are_errors() {
        let a64 = tables(Arch::Aarch64);
        let x86 = tables(Arch::X86_64);
        assert!(a64.elf_type(RelocKind::Abs32S).is_err());
        assert!(a64.elf_type(RelocKind::PltPc32).is_err());
        assert!(a64
            .elf_type(RelocKind::GotPc32 { relaxable: true })
            .is_err());
        assert!(a64.coff_type(RelocKind::TlsDescPage21).is_err());
        assert!(a64.macho_reloc(RelocKind::CondBranch19, 0).is_err());
        assert!(a64.macho_reloc(RelocKind::TlvPc32, 0).is_err());
        assert!(a64.win64_registers().is_err());
        assert!(x86.elf_type(RelocKind::Call26).is_err());
        assert!(x86.elf_type(RelocKind::TlvPc32).is_err());
        assert!(x86.coff_type(RelocKind::Page21).is_err());
        assert!(x86.macho_reloc(RelocKind::TlsGdPc32, 0).is_err());
    }

    #[test]
    fn coff_and_macho_types() {
        let a64 = tables(Arch::Aarch64);
        let coff = |k| a64.coff_type(k).unwrap();
        assert_eq!(coff(RelocKind::Call26), pe::IMAGE_REL_ARM64_BRANCH26);
        assert_eq!(coff(RelocKind::Page21), pe::IMAGE_REL_ARM64_PAGEBASE_REL21);
        let load = RelocKind::Lo12(Lo12Use::Access { log2_size: 3 });
        assert_eq!(coff(load), pe::IMAGE_REL_ARM64_PAGEOFFSET_12L);
        // COFF's GOT is a pointer of the object's own, reached as an ordinary address.
        assert_eq!(RelocKind::GotLo12.pointer_slot_kind(), Some(load));
        let macho = |k| a64.macho_reloc(k, 0).unwrap();
        assert_eq!(macho(RelocKind::Jump26).r_type, macho::ARM64_RELOC_BRANCH26);
        assert_eq!(macho(load).r_type, macho::ARM64_RELOC_PAGEOFF12);
        assert_eq!(macho(RelocKind::GotPage21).addend, MachOAddend::Zero);
        assert_eq!(
            macho(RelocKind::TlvLo12).r_type,
            macho::ARM64_RELOC_TLVP_LOAD_PAGEOFF12
        );
    }

    #[test]
    fn branches_resolve_in_place() {
        let resolve = |kind, insn: u32, value| {
            let mut field = insn.to_le_bytes();
            resolve_in_place(kind, &mut field, value).then(|| u32::from_le_bytes(field))
        };
        // bl +0x100; cbz x0, -8; tbz w0, #0, +4
        assert_eq!(
            resolve(RelocKind::Call26, 0x9400_0000, 0x100),
            Some(0x9400_0040)
        );
        assert_eq!(
            resolve(RelocKind::CondBranch19, 0xb400_0000, -8),
            Some(0xb4ff_ffc0)
        );
        assert_eq!(
            resolve(RelocKind::TestBranch14, 0x3600_0000, 4),
            Some(0x3600_0020)
        );
        // Out of range or misaligned: the relocation stays.
        assert_eq!(resolve(RelocKind::TestBranch14, 0x3600_0000, 1 << 15), None);
        assert_eq!(resolve(RelocKind::Call26, 0x9400_0000, 2), None);
        assert_eq!(resolve(RelocKind::Page21, 0x9000_0000, 0), None);
    }

    #[test]
    fn dwarf_registers() {
        assert_eq!(dwarf_register(UnwindReg::Gpr(30)), Some(30));
        assert_eq!(dwarf_register(UnwindReg::Gpr(31)), Some(31));
        assert_eq!(dwarf_register(UnwindReg::Vector(8)), Some(72));
        assert_eq!(dwarf_register(UnwindReg::Vector(32)), None);
    }
}
