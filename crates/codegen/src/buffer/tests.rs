//! The buffer with the label uses of a toy AArch64: fixed 4-byte instructions whose
//! branch and literal offsets count words from the instruction itself.

use super::*;

const NOP: u32 = 0xd503_201f;
/// `b #0`.
const B: u32 = 0x1400_0000;
/// `b.eq #0`.
const B_EQ: u32 = 0x5400_0000;
/// `tbz x0, #0, #0`.
const TBZ: u32 = 0x3600_0000;
/// `ldr x0, #0` (literal).
const LDR: u32 = 0x5800_0000;

const KIB: u32 = 1 << 10;
const MIB: u32 = 1 << 20;

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Arm64Use {
    /// `tbz`/`tbnz`: imm14 at bit 5, ±32 KiB; a `b` veneer when out of range.
    Branch14,
    /// `b.cond`/`cbz`/`cbnz`: imm19 at bit 5, ±1 MiB; inverted over a `b` when out of
    /// range.
    Branch19,
    /// A [`Arm64Use::Branch19`] inverted to skip the `b` that follows it.
    Branch19Inverted,
    /// `b`/`bl`: imm26 at bit 0, ±128 MiB.
    Branch26,
    /// `ldr` (literal): imm19 at bit 5, ±1 MiB.
    Ldr19,
}

/// ORs the word offset from `from` to `to` into the `bits`-bit field at bit `shift` of the
/// instruction at the start of `code`.
fn set_offset(code: &mut [u8], shift: u32, bits: u32, from: CodeOffset, to: CodeOffset) {
    let words = (i64::from(to) - i64::from(from)) >> 2;
    let word = u32::from_le_bytes(code[..4].try_into().unwrap());
    let field = (words as u32 & ((1 << bits) - 1)) << shift;
    code[..4].copy_from_slice(&(word | field).to_le_bytes());
}

impl LabelUse for Arm64Use {
    const ALIGN: CodeOffset = 4;

    fn patch_size(self) -> CodeOffset {
        match self {
            Arm64Use::Branch19Inverted => 8,
            _ => 4,
        }
    }

    fn max_pos_range(self) -> CodeOffset {
        match self {
            Arm64Use::Branch14 => 32 * KIB - 4,
            Arm64Use::Branch19 | Arm64Use::Ldr19 => MIB - 4,
            // The `b` is one word on.
            Arm64Use::Branch19Inverted => 128 * MIB,
            Arm64Use::Branch26 => 128 * MIB - 4,
        }
    }

    fn max_neg_range(self) -> CodeOffset {
        match self {
            Arm64Use::Branch14 => 32 * KIB,
            Arm64Use::Branch19 | Arm64Use::Ldr19 => MIB,
            Arm64Use::Branch19Inverted => 128 * MIB - 4,
            Arm64Use::Branch26 => 128 * MIB,
        }
    }

    fn longer(self) -> Option<Self> {
        (self == Arm64Use::Branch19).then_some(Arm64Use::Branch19Inverted)
    }

    fn patch(self, code: &mut [u8], use_offset: CodeOffset, label_offset: CodeOffset) {
        match self {
            Arm64Use::Branch14 => set_offset(code, 5, 14, use_offset, label_offset),
            Arm64Use::Branch19 | Arm64Use::Ldr19 => {
                set_offset(code, 5, 19, use_offset, label_offset)
            }
            Arm64Use::Branch26 => set_offset(code, 0, 26, use_offset, label_offset),
            Arm64Use::Branch19Inverted => {
                let word = u32::from_le_bytes(code[..4].try_into().unwrap());
                // b.cond inverts its condition's low bit, cbz/cbnz bit 24.
                let inverted = if word >> 24 == 0x54 {
                    word ^ 1
                } else {
                    word ^ 1 << 24
                };
                code[..4].copy_from_slice(&inverted.to_le_bytes());
                set_offset(code, 5, 19, use_offset, use_offset + 8);
                code[4..].copy_from_slice(&B.to_le_bytes());
                set_offset(&mut code[4..], 0, 26, use_offset + 4, label_offset);
            }
        }
    }

    fn supports_veneer(self) -> bool {
        self == Arm64Use::Branch14
    }

    fn veneer_size(self) -> CodeOffset {
        4
    }

    fn generate_veneer(self, veneer: &mut [u8], _: CodeOffset) -> (CodeOffset, Self) {
        veneer[..4].copy_from_slice(&B.to_le_bytes());
        (0, Arm64Use::Branch26)
    }
}

type Buffer = MachBuffer<Arm64Use>;

fn put_word(buf: &mut Buffer, word: u32) {
    buf.put(&word.to_le_bytes());
}

fn use_word(buf: &mut Buffer, label: MachLabel, kind: Arm64Use, word: u32) {
    buf.use_label(label, kind);
    put_word(buf, word);
}

/// `bytes` of nops, with an island (jumped around) wherever the buffer needs one.
fn code_with_islands(buf: &mut Buffer, bytes: u32) {
    for _ in 0..bytes / 4 {
        if buf.island_needed(4) {
            let after = buf.get_label();
            use_word(buf, after, Arm64Use::Branch26, B);
            buf.emit_island();
            buf.bind_label(after);
        }
        put_word(buf, NOP);
    }
}

fn nops(buf: &mut Buffer, bytes: u32) {
    for _ in 0..bytes / 4 {
        put_word(buf, NOP);
    }
}

fn word(code: &MachCode<Arm64Use>, at: CodeOffset) -> u32 {
    u32::from_le_bytes(code.code[at as usize..at as usize + 4].try_into().unwrap())
}

/// Sign-extends the `bits`-bit field at bit `shift` of `word` and scales words to bytes.
fn offset_in(word: u32, shift: u32, bits: u32) -> i64 {
    let field = (word >> shift) & ((1 << bits) - 1);
    i64::from(((field << (32 - bits)) as i32) >> (32 - bits)) * 4
}

#[test]
fn imm26_forward_and_backward() {
    let mut buf = Buffer::with_capacity(0, 0);
    let (top, end) = (buf.get_label(), buf.get_label());
    buf.bind_label(top);
    use_word(&mut buf, end, Arm64Use::Branch26, B);
    nops(&mut buf, 40);
    use_word(&mut buf, top, Arm64Use::Branch26, B);
    buf.bind_label(end);
    let code = buf.finish();
    assert_eq!(code.code.len(), 48);
    assert_eq!(word(&code, 0), B | 12);
    assert_eq!(offset_in(word(&code, 44), 0, 26), -44);
    assert_eq!(code.label_offset(end), 48);
}

#[test]
fn labels_bound_at_one_offset() {
    let mut buf = Buffer::with_capacity(0, 0);
    let (a, b, c) = (buf.get_label(), buf.get_label(), buf.get_label());
    use_word(&mut buf, a, Arm64Use::Branch19, B_EQ);
    use_word(&mut buf, b, Arm64Use::Branch26, B);
    nops(&mut buf, 8);
    let here = buf.cur_pos();
    buf.bind_label(a);
    buf.bind_label(b);
    put_word(&mut buf, NOP);
    use_word(&mut buf, c, Arm64Use::Branch14, TBZ);
    // A label bound after the fact to a place already emitted.
    buf.bind_label_at(c, here);
    let code = buf.finish();
    assert_eq!(code.offset(here), 16);
    for l in [a, b, c] {
        assert_eq!(code.label_offset(l), 16);
    }
    assert_eq!(offset_in(word(&code, 0), 5, 19), 16);
    assert_eq!(offset_in(word(&code, 4), 0, 26), 12);
    assert_eq!(offset_in(word(&code, 20), 5, 14), -4);
}

#[test]
fn imm19_out_of_range_is_inverted_over_a_branch() {
    let mut buf = Buffer::with_capacity(0, 0);
    let (near, far) = (buf.get_label(), buf.get_label());
    use_word(&mut buf, far, Arm64Use::Branch19, B_EQ);
    use_word(&mut buf, near, Arm64Use::Branch19, B_EQ | 1);
    buf.bind_label(near);
    let after = buf.cur_pos();
    nops(&mut buf, 2 * MIB);
    buf.bind_label(far);
    let code = buf.finish();
    // b.ne #8; b far: one word more, and what follows moves on by it.
    assert_eq!(word(&code, 0), B_EQ | 1 | 2 << 5);
    assert_eq!(word(&code, 4) & !0x3ff_ffff, B);
    assert_eq!(offset_in(word(&code, 4), 0, 26), i64::from(2 * MIB) + 8);
    assert_eq!(code.offset(after), 12);
    assert_eq!(code.label_offset(far), 2 * MIB + 12);
    // The branch in range keeps its single word.
    assert_eq!(word(&code, 8), B_EQ | 1 | 1 << 5);
}

#[test]
fn imm14_out_of_range_goes_through_a_veneer() {
    let mut buf = Buffer::with_capacity(0, 0);
    let far = buf.get_label();
    use_word(&mut buf, far, Arm64Use::Branch14, TBZ);
    code_with_islands(&mut buf, 64 * KIB);
    buf.bind_label(far);
    let code = buf.finish();
    let veneer = offset_in(word(&code, 0), 5, 14);
    assert!((4..32 * i64::from(KIB)).contains(&veneer));
    // The island is jumped around, and its veneer jumps on to the label.
    let veneer = veneer as CodeOffset;
    assert_eq!(offset_in(word(&code, veneer - 4), 0, 26), 8);
    let to_far = offset_in(word(&code, veneer), 0, 26);
    assert_eq!(
        i64::from(veneer) + to_far,
        i64::from(code.label_offset(far))
    );
    assert_eq!(code.code.len() as CodeOffset, code.label_offset(far));
}

#[test]
fn literal_pool_is_placed_before_its_deadline() {
    let mut buf = Buffer::with_capacity(0, 0);
    let values = [0x1111_2222_3333_4444u64, 0x5555_6666_7777_8888];
    let mut loads = Vec::new();
    for (k, v) in values.iter().enumerate() {
        let constant = buf.get_label();
        buf.defer_constant(constant, 8, &v.to_le_bytes());
        loads.push((buf.cur_pos(), constant));
        use_word(&mut buf, constant, Arm64Use::Ldr19, LDR | k as u32);
    }
    code_with_islands(&mut buf, 3 * MIB / 2);
    let code = buf.finish();
    for ((pos, constant), v) in loads.into_iter().zip(values) {
        let load = code.offset(pos);
        let at = code.label_offset(constant);
        assert!(at < MIB && at.is_multiple_of(8), "constant at {at:#x}");
        assert_eq!(
            i64::from(load) + offset_in(word(&code, load), 5, 19),
            i64::from(at)
        );
        assert_eq!(code.code[at as usize..at as usize + 8], v.to_le_bytes());
    }
}
