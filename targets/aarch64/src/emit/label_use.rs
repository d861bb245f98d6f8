//! AArch64's kinds of label use for [`rllc_codegen::buffer`]: branches to blocks, which
//! the layout lengthens into the inverted branch over a `b` when the target is out of
//! their range.

use crate::encode;
use rllc_codegen::buffer::{self, CodeOffset};

const KIB: CodeOffset = 1024;
const MIB: CodeOffset = 1024 * KIB;

/// How an instruction refers to a label. Every branch is emitted as one word whose
/// offset field is zero.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(super) enum LabelUse {
    /// `b`: imm26, ±128 MiB.
    Branch26,
    /// `b.cond`, `cbz`, `cbnz`: imm19, ±1 MiB.
    Branch19,
    /// `tbz`, `tbnz`: imm14, ±32 KiB.
    Branch14,
    /// A `Branch19` or `Branch14` inverted to skip the `b` after it, which goes to the
    /// label (8 bytes).
    Inverted,
    /// `adr`: imm21 (split into immlo and immhi), ±1 MiB.
    Adr21,
    /// A 32-bit word that becomes the distance from itself to the label plus the value
    /// it holds (jump-table entries).
    Rel32,
}

/// Writes `distance / 4` into the `bits`-bit field at bit `lsb` of the word in `code`.
fn set_offset(code: &mut [u8], lsb: u32, bits: u32, distance: CodeOffset) {
    let word = u32::from_le_bytes([code[0], code[1], code[2], code[3]]);
    let mask = ((1u32 << bits) - 1) << lsb;
    let field = ((distance as i32 >> 2) as u32) << lsb & mask;
    code[..4].copy_from_slice(&(word & !mask | field).to_le_bytes());
}

/// The word of a conditional branch with its test inverted: the condition's low bit of
/// `b.cond`, bit 24 of `cbz`/`cbnz` and `tbz`/`tbnz`.
fn invert(word: u32) -> u32 {
    if word >> 24 == 0x54 {
        word ^ 1
    } else {
        word ^ 1 << 24
    }
}

impl buffer::LabelUse for LabelUse {
    const ALIGN: CodeOffset = 4;

    fn patch_size(self) -> CodeOffset {
        match self {
            LabelUse::Inverted => 8,
            _ => 4,
        }
    }

    fn max_pos_range(self) -> CodeOffset {
        match self {
            LabelUse::Branch26 => 128 * MIB - 4,
            LabelUse::Branch19 | LabelUse::Adr21 => MIB - 4,
            LabelUse::Branch14 => 32 * KIB - 4,
            // The `b` is one word on.
            LabelUse::Inverted => 128 * MIB,
            LabelUse::Rel32 => i32::MAX as CodeOffset,
        }
    }

    fn max_neg_range(self) -> CodeOffset {
        match self {
            LabelUse::Branch26 => 128 * MIB,
            LabelUse::Branch19 | LabelUse::Adr21 => MIB,
            LabelUse::Branch14 => 32 * KIB,
            LabelUse::Inverted => 128 * MIB - 4,
            LabelUse::Rel32 => i32::MAX as CodeOffset,
        }
    }

    fn longer(self) -> Option<Self> {
        matches!(self, LabelUse::Branch19 | LabelUse::Branch14).then_some(LabelUse::Inverted)
    }

    fn patch(self, code: &mut [u8], use_offset: CodeOffset, label_offset: CodeOffset) {
        let distance = label_offset.wrapping_sub(use_offset);
        match self {
            LabelUse::Branch26 => set_offset(code, 0, 26, distance),
            LabelUse::Branch19 => set_offset(code, 5, 19, distance),
            LabelUse::Branch14 => set_offset(code, 5, 14, distance),
            LabelUse::Adr21 => {
                let word = u32::from_le_bytes([code[0], code[1], code[2], code[3]]);
                let imm = distance & 0x1f_ffff;
                let word = word & !(3 << 29 | 0x7_ffff << 5) | (imm & 3) << 29 | (imm >> 2) << 5;
                code.copy_from_slice(&word.to_le_bytes());
            }
            LabelUse::Rel32 => {
                let held = u32::from_le_bytes([code[0], code[1], code[2], code[3]]);
                code.copy_from_slice(&held.wrapping_add(distance).to_le_bytes());
            }
            LabelUse::Inverted => {
                let word = u32::from_le_bytes([code[0], code[1], code[2], code[3]]);
                let is_tbz = word >> 25 & 0x3f == 0b011011;
                code[..4].copy_from_slice(&invert(word).to_le_bytes());
                if is_tbz {
                    set_offset(code, 5, 14, 8);
                } else {
                    set_offset(code, 5, 19, 8);
                }
                code[4..8].copy_from_slice(&encode::b(0).to_le_bytes());
                set_offset(&mut code[4..], 0, 26, distance.wrapping_sub(4));
            }
        }
    }
}
