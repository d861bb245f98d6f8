//! x86-64's kinds of label use for [`rllc_codegen::buffer`]: jumps, whose rel32 form
//! the layout shortens to rel8 where that reaches, and 32-bit PC-relative fields.

use rllc_codegen::buffer::{self, CodeOffset};

/// How an instruction or field refers to a label. Jumps are emitted in their rel32 form
/// (`e9`, `0f 80+cc` and a zero displacement).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(super) enum LabelUse {
    /// `jmp rel8` (`eb`).
    Jmp8,
    /// `jmp rel32` (`e9`).
    Jmp32,
    /// `jcc rel8` (`70+cc`).
    Jcc8,
    /// `jcc rel32` (`0f 80+cc`).
    Jcc32,
    /// A 32-bit field that becomes the distance from itself to the label plus the value
    /// it holds (-4 in a RIP-relative displacement; an entry's offset in its jump table).
    Rel32,
}

/// `i32::MAX` as a distance bound.
const MAX_REL32: CodeOffset = i32::MAX as CodeOffset;

impl buffer::LabelUse for LabelUse {
    const ALIGN: CodeOffset = 1;

    fn patch_size(self) -> CodeOffset {
        match self {
            LabelUse::Jmp8 | LabelUse::Jcc8 => 2,
            LabelUse::Jmp32 => 5,
            LabelUse::Jcc32 => 6,
            LabelUse::Rel32 => 4,
        }
    }

    /// Displacements count from the instruction's end.
    fn max_pos_range(self) -> CodeOffset {
        match self {
            LabelUse::Jmp8 | LabelUse::Jcc8 => 127 + 2,
            LabelUse::Jmp32 | LabelUse::Jcc32 => MAX_REL32 + self.patch_size(),
            LabelUse::Rel32 => MAX_REL32,
        }
    }

    fn max_neg_range(self) -> CodeOffset {
        match self {
            LabelUse::Jmp8 | LabelUse::Jcc8 => 128 - 2,
            LabelUse::Jmp32 | LabelUse::Jcc32 => MAX_REL32 + 1 - self.patch_size(),
            LabelUse::Rel32 => MAX_REL32 + 1,
        }
    }

    fn shorter(self) -> Option<Self> {
        match self {
            LabelUse::Jmp32 => Some(LabelUse::Jmp8),
            LabelUse::Jcc32 => Some(LabelUse::Jcc8),
            _ => None,
        }
    }

    fn longer(self) -> Option<Self> {
        match self {
            LabelUse::Jmp8 => Some(LabelUse::Jmp32),
            LabelUse::Jcc8 => Some(LabelUse::Jcc32),
            _ => None,
        }
    }

    fn patch(self, code: &mut [u8], use_offset: CodeOffset, label_offset: CodeOffset) {
        let distance = label_offset.wrapping_sub(use_offset);
        let disp = distance.wrapping_sub(self.patch_size());
        match self {
            LabelUse::Jmp8 => code.copy_from_slice(&[0xeb, disp as u8]),
            LabelUse::Jcc8 => {
                // The condition, from `0f 80+cc` or `70+cc`.
                let cc = if code[0] == 0x0f { code[1] } else { code[0] } & 0xf;
                code.copy_from_slice(&[0x70 | cc, disp as u8]);
            }
            LabelUse::Jmp32 => code[1..].copy_from_slice(&disp.to_le_bytes()),
            LabelUse::Jcc32 => code[2..].copy_from_slice(&disp.to_le_bytes()),
            LabelUse::Rel32 => {
                let held = u32::from_le_bytes([code[0], code[1], code[2], code[3]]);
                code.copy_from_slice(&held.wrapping_add(distance).to_le_bytes());
            }
        }
    }
}
