//! The A64 instruction encoder: one function per instruction class, each returning the
//! 32-bit machine word. Register numbers are 0..=31, where 31 is SP or XZR/WZR as the
//! field says in the Arm ARM; branch and ADR offsets are in bytes from the instruction.
//! Field values out of range are caught by `debug_assert!`; nothing here panics or
//! allocates otherwise.

/// A condition code, as the 4-bit `cond` field.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cond {
    /// Equal (Z).
    Eq = 0,
    /// Not equal.
    Ne = 1,
    /// Unsigned higher or same (C).
    Hs = 2,
    /// Unsigned lower.
    Lo = 3,
    /// Negative (N).
    Mi = 4,
    /// Positive or zero.
    Pl = 5,
    /// Overflow (V).
    Vs = 6,
    /// No overflow.
    Vc = 7,
    /// Unsigned higher.
    Hi = 8,
    /// Unsigned lower or same.
    Ls = 9,
    /// Signed greater or equal.
    Ge = 10,
    /// Signed less than.
    Lt = 11,
    /// Signed greater than.
    Gt = 12,
    /// Signed less or equal.
    Le = 13,
    /// Always.
    Al = 14,
}

impl Cond {
    /// The opposite condition (`Al` stays `Al`).
    #[inline]
    pub fn invert(self) -> Cond {
        use Cond::*;
        match self {
            Eq => Ne,
            Ne => Eq,
            Hs => Lo,
            Lo => Hs,
            Mi => Pl,
            Pl => Mi,
            Vs => Vc,
            Vc => Vs,
            Hi => Ls,
            Ls => Hi,
            Ge => Lt,
            Lt => Ge,
            Gt => Le,
            Le => Gt,
            Al => Al,
        }
    }

    /// The condition's 4-bit field value.
    #[inline]
    pub fn bits(self) -> u32 {
        self as u32
    }
}

/// The shift of a shifted-register operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ShiftOp {
    /// Logical shift left.
    Lsl = 0,
    /// Logical shift right.
    Lsr = 1,
    /// Arithmetic shift right.
    Asr = 2,
    /// Rotate right (logical instructions only).
    Ror = 3,
}

/// The extension of an extended-register operand (the `option` field).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ExtendOp {
    /// Zero-extend the low byte.
    Uxtb = 0,
    /// Zero-extend the low halfword.
    Uxth = 1,
    /// Zero-extend the low word.
    Uxtw = 2,
    /// The whole 64-bit register.
    Uxtx = 3,
    /// Sign-extend the low byte.
    Sxtb = 4,
    /// Sign-extend the low halfword.
    Sxth = 5,
    /// Sign-extend the low word.
    Sxtw = 6,
    /// The whole 64-bit register (signed).
    Sxtx = 7,
}

/// A two-operand integer ALU operation (arithmetic or logical).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AluOp {
    /// Add.
    Add,
    /// Add, setting flags.
    Adds,
    /// Subtract.
    Sub,
    /// Subtract, setting flags.
    Subs,
    /// Bitwise and.
    And,
    /// Bitwise and, setting flags.
    Ands,
    /// Bitwise or.
    Orr,
    /// Bitwise or with the complement.
    Orn,
    /// Bitwise exclusive or.
    Eor,
    /// Bitwise exclusive or with the complement.
    Eon,
    /// Bitwise and with the complement.
    Bic,
    /// Bitwise and with the complement, setting flags.
    Bics,
}

impl AluOp {
    /// Whether this is an add or subtract (rather than a logical operation).
    #[inline]
    fn is_add_sub(self) -> bool {
        matches!(self, AluOp::Add | AluOp::Adds | AluOp::Sub | AluOp::Subs)
    }

    /// The `op:S` bits (30, 29) of an add/sub.
    #[inline]
    fn add_sub_bits(self) -> u32 {
        match self {
            AluOp::Add => 0b00,
            AluOp::Adds => 0b01,
            AluOp::Sub => 0b10,
            AluOp::Subs => 0b11,
            _ => {
                debug_assert!(false, "{self:?} is not an add/sub");
                0b00
            }
        }
    }

    /// The `opc` (bits 30, 29) and `N` bits of a logical operation.
    #[inline]
    fn logic_bits(self) -> (u32, u32) {
        match self {
            AluOp::And => (0b00, 0),
            AluOp::Bic => (0b00, 1),
            AluOp::Orr => (0b01, 0),
            AluOp::Orn => (0b01, 1),
            AluOp::Eor => (0b10, 0),
            AluOp::Eon => (0b10, 1),
            AluOp::Ands => (0b11, 0),
            AluOp::Bics => (0b11, 1),
            _ => {
                debug_assert!(false, "{self:?} is not a logical operation");
                (0b00, 0)
            }
        }
    }
}

/// Bit 31 (`sf`) set for the 64-bit form.
#[inline]
fn sf_bit(sf: bool) -> u32 {
    (sf as u32) << 31
}

/// A register number checked to fit its 5-bit field.
#[inline]
fn reg(r: u8) -> u32 {
    debug_assert!(r < 32, "register {r} out of range");
    u32::from(r) & 31
}

/// The common `Rm`/`Rn`/`Rd` field layout (bits 20..16, 9..5, 4..0).
#[inline]
fn rrr(rm: u8, rn: u8, rd: u8) -> u32 {
    (reg(rm) << 16) | (reg(rn) << 5) | reg(rd)
}

/// A signed byte offset as an `bits`-bit field of `scale`-byte units.
#[inline]
fn soff(offset: i32, scale: i32, bits: u32) -> u32 {
    debug_assert!(
        offset % scale == 0,
        "offset {offset} not a multiple of {scale}"
    );
    let v = offset / scale;
    debug_assert!(
        (-(1 << (bits - 1))..(1 << (bits - 1))).contains(&v),
        "offset {offset} out of range"
    );
    (v as u32) & ((1 << bits) - 1)
}

/// An add/sub or logical instruction with a shifted register operand.
#[inline]
pub fn alu_rrr_shift(
    op: AluOp,
    sf: bool,
    rd: u8,
    rn: u8,
    rm: u8,
    shift: ShiftOp,
    amount: u8,
) -> u32 {
    debug_assert!(
        amount < if sf { 64 } else { 32 },
        "shift {amount} out of range"
    );
    let shifted = ((shift as u32) << 22) | (u32::from(amount & 63) << 10) | rrr(rm, rn, rd);
    if op.is_add_sub() {
        debug_assert!(shift != ShiftOp::Ror, "add/sub cannot rotate");
        0x0b00_0000 | sf_bit(sf) | (op.add_sub_bits() << 29) | shifted
    } else {
        let (opc, n) = op.logic_bits();
        0x0a00_0000 | sf_bit(sf) | (opc << 29) | (n << 21) | shifted
    }
}

/// An add/sub with an extended register operand shifted left by `amount` (0..=4).
#[inline]
pub fn alu_rrr_ext(op: AluOp, sf: bool, rd: u8, rn: u8, rm: u8, ext: ExtendOp, amount: u8) -> u32 {
    debug_assert!(amount <= 4, "extend shift {amount} out of range");
    0x0b20_0000
        | sf_bit(sf)
        | (op.add_sub_bits() << 29)
        | ((ext as u32) << 13)
        | (u32::from(amount & 7) << 10)
        | rrr(rm, rn, rd)
}

/// An add/sub with a 12-bit unsigned immediate, optionally shifted left by 12.
#[inline]
pub fn alu_rr_imm12(op: AluOp, sf: bool, rd: u8, rn: u8, imm12: u16, lsl12: bool) -> u32 {
    debug_assert!(imm12 < 4096, "imm12 {imm12} out of range");
    0x1100_0000
        | sf_bit(sf)
        | (op.add_sub_bits() << 29)
        | ((lsl12 as u32) << 22)
        | (u32::from(imm12 & 0xfff) << 10)
        | (reg(rn) << 5)
        | reg(rd)
}

/// The 13-bit `N:immr:imms` of `value` (its low 32 bits when `!sf`) as a logical
/// immediate, if it is one.
pub fn bitmask_imm(value: u64, sf: bool) -> Option<u16> {
    let imm = if sf {
        value
    } else {
        let low = value & 0xffff_ffff;
        low | (low << 32)
    };
    if imm == 0 || imm == u64::MAX {
        return None;
    }
    // The smallest element size the value repeats with.
    let mut size = 64u32;
    while size > 2 {
        let half = size / 2;
        let mask = (1u64 << half) - 1;
        if imm & mask != (imm >> half) & mask {
            break;
        }
        size = half;
    }
    let mask = u64::MAX >> (64 - size);
    let elem = imm & mask;
    let ones = elem.count_ones();
    let run = (1u64 << ones) - 1;
    // The rotation right that takes `0^m 1^n` to the element.
    let rotr = |x: u64, r: u32| ((x >> r) | (x << ((size - r) % size))) & mask;
    let immr = if elem & 1 == 0 {
        let tz = elem.trailing_zeros();
        (rotr(elem, tz) == run).then_some((size - tz) % size)?
    } else {
        let lo = (elem << (64 - size)).leading_ones();
        (rotr(elem, (size - lo) % size) == run).then_some(lo % size)?
    };
    let imms = ((!(size - 1) << 1) | (ones - 1)) & 0x3f;
    let n = (size == 64) as u32;
    Some(((n << 12) | (immr << 6) | imms) as u16)
}

/// A logical operation with a bitmask immediate; `None` when `value` is not one.
#[inline]
pub fn logic_imm(op: AluOp, sf: bool, rd: u8, rn: u8, value: u64) -> Option<u32> {
    let (opc, n) = op.logic_bits();
    debug_assert!(n == 0, "logical immediate: and/ands/orr/eor only");
    let enc = u32::from(bitmask_imm(value, sf)?);
    Some(0x1200_0000 | sf_bit(sf) | (opc << 29) | (enc << 10) | (reg(rn) << 5) | reg(rd))
}

/// A two-source data-processing operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dp2Op {
    /// Shift left by a register.
    Lslv,
    /// Logical shift right by a register.
    Lsrv,
    /// Arithmetic shift right by a register.
    Asrv,
    /// Rotate right by a register.
    Rorv,
    /// Unsigned divide.
    Udiv,
    /// Signed divide.
    Sdiv,
}

/// A two-source data-processing instruction (variable shifts, divides).
#[inline]
pub fn dp2(op: Dp2Op, sf: bool, rd: u8, rn: u8, rm: u8) -> u32 {
    let opcode = match op {
        Dp2Op::Udiv => 0b000010,
        Dp2Op::Sdiv => 0b000011,
        Dp2Op::Lslv => 0b001000,
        Dp2Op::Lsrv => 0b001001,
        Dp2Op::Asrv => 0b001010,
        Dp2Op::Rorv => 0b001011,
    };
    0x1ac0_0000 | sf_bit(sf) | (opcode << 10) | rrr(rm, rn, rd)
}

/// A one-source data-processing operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dp1Op {
    /// Reverse the bits.
    Rbit,
    /// Reverse the bytes in each halfword.
    Rev16,
    /// Reverse the bytes in each word; with `sf` clear, the opcode of `rev wd` (the
    /// assembler writes `rev wd, wn` so).
    Rev32,
    /// Reverse the bytes of the register.
    Rev,
    /// Count leading zeros.
    Clz,
    /// Count leading sign bits.
    Cls,
}

/// A one-source data-processing instruction.
#[inline]
pub fn dp1(op: Dp1Op, sf: bool, rd: u8, rn: u8) -> u32 {
    let opcode = match op {
        Dp1Op::Rbit => 0,
        Dp1Op::Rev16 => 1,
        Dp1Op::Rev32 => 2,
        Dp1Op::Rev => 2 | sf as u32,
        Dp1Op::Clz => 4,
        Dp1Op::Cls => 5,
    };
    0x5ac0_0000 | sf_bit(sf) | (opcode << 10) | (reg(rn) << 5) | reg(rd)
}

/// An add or subtract with carry.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AdcOp {
    /// `rn + rm + C`.
    Adc,
    /// `rn + rm + C`, setting flags.
    Adcs,
    /// `rn - rm - !C`.
    Sbc,
    /// `rn - rm - !C`, setting flags.
    Sbcs,
}

/// An add/subtract with carry instruction.
#[inline]
pub fn adc(op: AdcOp, sf: bool, rd: u8, rn: u8, rm: u8) -> u32 {
    let op_s = match op {
        AdcOp::Adc => 0b00,
        AdcOp::Adcs => 0b01,
        AdcOp::Sbc => 0b10,
        AdcOp::Sbcs => 0b11,
    };
    0x1a00_0000 | sf_bit(sf) | (op_s << 29) | rrr(rm, rn, rd)
}

/// A three-source data-processing operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dp3Op {
    /// `rd = ra + rn * rm`.
    Madd,
    /// `rd = ra - rn * rm`.
    Msub,
    /// `xd = xa + sext(wn) * sext(wm)`.
    Smaddl,
    /// `xd = xa + zext(wn) * zext(wm)`.
    Umaddl,
    /// The high 64 bits of the signed 128-bit product.
    Smulh,
    /// The high 64 bits of the unsigned 128-bit product.
    Umulh,
}

/// A three-source data-processing instruction (multiplies).
#[inline]
pub fn dp3(op: Dp3Op, sf: bool, rd: u8, rn: u8, rm: u8, ra: u8) -> u32 {
    let (op31, o0, ra) = match op {
        Dp3Op::Madd => (0b000, 0, ra),
        Dp3Op::Msub => (0b000, 1, ra),
        Dp3Op::Smaddl => (0b001, 0, ra),
        Dp3Op::Umaddl => (0b101, 0, ra),
        Dp3Op::Smulh => (0b010, 0, 31),
        Dp3Op::Umulh => (0b110, 0, 31),
    };
    debug_assert!(sf || op31 == 0, "the long multiplies are 64-bit only");
    0x1b00_0000 | sf_bit(sf) | (op31 << 21) | (o0 << 15) | (reg(ra) << 10) | rrr(rm, rn, rd)
}

/// A move-wide operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveWideOp {
    /// Move the inverted shifted immediate.
    Movn,
    /// Move the shifted immediate, zeroing the rest.
    Movz,
    /// Insert the immediate, keeping the rest.
    Movk,
}

/// A move-wide instruction: `imm16 << (16 * hw)`.
#[inline]
pub fn move_wide(op: MoveWideOp, sf: bool, rd: u8, imm16: u16, hw: u8) -> u32 {
    debug_assert!(hw < if sf { 4 } else { 2 }, "hw {hw} out of range");
    let opc = match op {
        MoveWideOp::Movn => 0b00,
        MoveWideOp::Movz => 0b10,
        MoveWideOp::Movk => 0b11,
    };
    0x1280_0000
        | sf_bit(sf)
        | (opc << 29)
        | (u32::from(hw & 3) << 21)
        | (u32::from(imm16) << 5)
        | reg(rd)
}

/// A bitfield-move operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BitfieldOp {
    /// Signed bitfield move.
    Sbfm,
    /// Bitfield move (insert).
    Bfm,
    /// Unsigned bitfield move.
    Ubfm,
}

/// A bitfield-move instruction.
#[inline]
pub fn bitfield(op: BitfieldOp, sf: bool, rd: u8, rn: u8, immr: u8, imms: u8) -> u32 {
    let limit = if sf { 64 } else { 32 };
    debug_assert!(
        immr < limit && imms < limit,
        "bitfield {immr}/{imms} out of range"
    );
    let opc = op as u32;
    0x1300_0000
        | sf_bit(sf)
        | (opc << 29)
        | ((sf as u32) << 22)
        | (u32::from(immr & 63) << 16)
        | (u32::from(imms & 63) << 10)
        | (reg(rn) << 5)
        | reg(rd)
}

/// Extract a register from the pair `rn:rm` at bit `lsb`.
#[inline]
pub fn extr(sf: bool, rd: u8, rn: u8, rm: u8, lsb: u8) -> u32 {
    debug_assert!(
        lsb < if sf { 64 } else { 32 },
        "extr lsb {lsb} out of range"
    );
    0x1380_0000 | sf_bit(sf) | ((sf as u32) << 22) | (u32::from(lsb & 63) << 10) | rrr(rm, rn, rd)
}

/// A conditional-select operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CselOp {
    /// `cond ? rn : rm`.
    Csel,
    /// `cond ? rn : rm + 1`.
    Csinc,
    /// `cond ? rn : !rm`.
    Csinv,
    /// `cond ? rn : -rm`.
    Csneg,
}

/// A conditional-select instruction.
#[inline]
pub fn csel(op: CselOp, sf: bool, rd: u8, rn: u8, rm: u8, cond: Cond) -> u32 {
    let (op30, o2) = match op {
        CselOp::Csel => (0, 0),
        CselOp::Csinc => (0, 1),
        CselOp::Csinv => (1, 0),
        CselOp::Csneg => (1, 1),
    };
    0x1a80_0000 | sf_bit(sf) | (op30 << 30) | (cond.bits() << 12) | (o2 << 10) | rrr(rm, rn, rd)
}

/// The shared fields of a conditional compare (`ccmp`).
#[inline]
fn ccmp_fields(sf: bool, rn: u8, nzcv: u8, cond: Cond) -> u32 {
    debug_assert!(nzcv < 16, "nzcv {nzcv} out of range");
    0x7a40_0000 | sf_bit(sf) | (cond.bits() << 12) | (reg(rn) << 5) | u32::from(nzcv & 15)
}

/// Conditional compare with a register: flags of `rn - rm` if `cond`, else `nzcv`.
#[inline]
pub fn ccmp(sf: bool, rn: u8, rm: u8, nzcv: u8, cond: Cond) -> u32 {
    ccmp_fields(sf, rn, nzcv, cond) | (reg(rm) << 16)
}

/// Conditional compare with a 5-bit unsigned immediate.
#[inline]
pub fn ccmp_imm(sf: bool, rn: u8, imm5: u8, nzcv: u8, cond: Cond) -> u32 {
    debug_assert!(imm5 < 32, "ccmp immediate {imm5} out of range");
    ccmp_fields(sf, rn, nzcv, cond) | (1 << 11) | (u32::from(imm5 & 31) << 16)
}

/// The `immlo`/`immhi` fields of ADR/ADRP from a 21-bit value.
#[inline]
fn adr_fields(rd: u8, imm21: u32) -> u32 {
    ((imm21 & 3) << 29) | ((imm21 >> 2) << 5) | reg(rd)
}

/// `adr rd, offset` (±1 MiB).
#[inline]
pub fn adr(rd: u8, offset: i32) -> u32 {
    0x1000_0000 | adr_fields(rd, soff(offset, 1, 21))
}

/// `adrp rd, pages` where `pages` counts 4 KiB pages from the instruction's page.
#[inline]
pub fn adrp(rd: u8, pages: i32) -> u32 {
    0x9000_0000 | adr_fields(rd, soff(pages, 1, 21))
}

/// A single-register load or store: the access's size and kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LdSt {
    /// Store a byte.
    Strb,
    /// Store a halfword.
    Strh,
    /// Store a word.
    StrW,
    /// Store a doubleword.
    StrX,
    /// Load a byte, zero-extended.
    Ldrb,
    /// Load a halfword, zero-extended.
    Ldrh,
    /// Load a word (zero-extended to 64 bits).
    LdrW,
    /// Load a doubleword.
    LdrX,
    /// Load a byte, sign-extended to 32 bits.
    LdrsbW,
    /// Load a halfword, sign-extended to 32 bits.
    LdrshW,
    /// Load a byte, sign-extended to 64 bits.
    LdrsbX,
    /// Load a halfword, sign-extended to 64 bits.
    LdrshX,
    /// Load a word, sign-extended to 64 bits.
    Ldrsw,
    /// Store an 8-bit FP/SIMD register.
    StrB,
    /// Store a 16-bit FP/SIMD register.
    StrH,
    /// Store a 32-bit FP/SIMD register.
    StrS,
    /// Store a 64-bit FP/SIMD register.
    StrD,
    /// Store a 128-bit FP/SIMD register.
    StrQ,
    /// Load an 8-bit FP/SIMD register.
    LdrB,
    /// Load a 16-bit FP/SIMD register.
    LdrH,
    /// Load a 32-bit FP/SIMD register.
    LdrS,
    /// Load a 64-bit FP/SIMD register.
    LdrD,
    /// Load a 128-bit FP/SIMD register.
    LdrQ,
}

impl LdSt {
    /// Log2 of the bytes accessed.
    #[inline]
    pub fn size_log2(self) -> u8 {
        use LdSt::*;
        match self {
            Strb | Ldrb | LdrsbW | LdrsbX | StrB | LdrB => 0,
            Strh | Ldrh | LdrshW | LdrshX | StrH | LdrH => 1,
            StrW | LdrW | Ldrsw | StrS | LdrS => 2,
            StrX | LdrX | StrD | LdrD => 3,
            StrQ | LdrQ => 4,
        }
    }

    /// The `size` (bits 31, 30), `V` (bit 26) and `opc` (bits 23, 22) fields.
    #[inline]
    fn fields(self) -> u32 {
        use LdSt::*;
        let (size, v, opc) = match self {
            Strb => (0, 0, 0),
            Ldrb => (0, 0, 1),
            LdrsbX => (0, 0, 2),
            LdrsbW => (0, 0, 3),
            Strh => (1, 0, 0),
            Ldrh => (1, 0, 1),
            LdrshX => (1, 0, 2),
            LdrshW => (1, 0, 3),
            StrW => (2, 0, 0),
            LdrW => (2, 0, 1),
            Ldrsw => (2, 0, 2),
            StrX => (3, 0, 0),
            LdrX => (3, 0, 1),
            StrB => (0, 1, 0),
            LdrB => (0, 1, 1),
            StrH => (1, 1, 0),
            LdrH => (1, 1, 1),
            StrS => (2, 1, 0),
            LdrS => (2, 1, 1),
            StrD => (3, 1, 0),
            LdrD => (3, 1, 1),
            StrQ => (0, 1, 2),
            LdrQ => (0, 1, 3),
        };
        (size << 30) | (v << 26) | (opc << 22)
    }
}

/// A load or store at `[rn, #offset]`, `offset` a multiple of the size below 4096 units.
#[inline]
pub fn ldst_uimm(op: LdSt, rt: u8, rn: u8, offset: u32) -> Option<u32> {
    let scale = op.size_log2();
    if offset & ((1 << scale) - 1) != 0 || offset >> scale >= 4096 {
        return None;
    }
    Some(0x3900_0000 | op.fields() | ((offset >> scale) << 10) | (reg(rn) << 5) | reg(rt))
}

/// `prfm prfop, [rn, #offset]` (`prfop` 0..=31, e.g. 0 = pldl1keep), `offset` a
/// multiple of 8 below 32 KiB.
#[inline]
pub fn prfm_uimm(prfop: u8, rn: u8, offset: u32) -> Option<u32> {
    debug_assert!(prfop < 32, "prfop {prfop} out of range");
    if !offset.is_multiple_of(8) || offset / 8 >= 4096 {
        return None;
    }
    Some(0xf980_0000 | ((offset / 8) << 10) | (reg(rn) << 5) | reg(prfop))
}

/// The addressing of a load or store with a 9-bit signed byte offset.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IndexMode {
    /// `[rn, #offset]` (ldur/stur).
    Unscaled,
    /// `[rn, #offset]!`: write the address back first.
    PreIndex,
    /// `[rn], #offset`: write the address back after.
    PostIndex,
}

/// A load or store with a 9-bit signed byte offset; `None` outside -256..=255.
#[inline]
pub fn ldst_simm9(op: LdSt, rt: u8, rn: u8, offset: i32, mode: IndexMode) -> Option<u32> {
    if !(-256..=255).contains(&offset) {
        return None;
    }
    let idx = match mode {
        IndexMode::Unscaled => 0b00,
        IndexMode::PostIndex => 0b01,
        IndexMode::PreIndex => 0b11,
    };
    Some(
        0x3800_0000
            | op.fields()
            | (((offset as u32) & 0x1ff) << 12)
            | (idx << 10)
            | (reg(rn) << 5)
            | reg(rt),
    )
}

/// The extension of a load or store's register offset.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RegExtend {
    /// A 64-bit offset `xm`.
    Lsl,
    /// A zero-extended 32-bit offset `wm`.
    Uxtw,
    /// A sign-extended 32-bit offset `wm`.
    Sxtw,
    /// A 64-bit offset `xm`, written `sxtx`.
    Sxtx,
}

/// A load or store at `[rn, rm, ext]`, the offset scaled by the size when `scaled`.
#[inline]
pub fn ldst_reg(op: LdSt, rt: u8, rn: u8, rm: u8, ext: RegExtend, scaled: bool) -> u32 {
    let option = match ext {
        RegExtend::Uxtw => 0b010,
        RegExtend::Lsl => 0b011,
        RegExtend::Sxtw => 0b110,
        RegExtend::Sxtx => 0b111,
    };
    0x3820_0800 | op.fields() | (option << 13) | ((scaled as u32) << 12) | rrr(rm, rn, rt)
}

/// A load or store of a register pair.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PairOp {
    /// Store two words.
    StpW,
    /// Load two words.
    LdpW,
    /// Store two doublewords.
    StpX,
    /// Load two doublewords.
    LdpX,
    /// Store two 32-bit FP registers.
    StpS,
    /// Load two 32-bit FP registers.
    LdpS,
    /// Store two 64-bit FP registers.
    StpD,
    /// Load two 64-bit FP registers.
    LdpD,
    /// Store two 128-bit FP/SIMD registers.
    StpQ,
    /// Load two 128-bit FP/SIMD registers.
    LdpQ,
    /// Load two words, sign-extended to 64 bits.
    Ldpsw,
}

/// The addressing of a pair load or store.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PairMode {
    /// `[rn, #offset]`.
    Offset,
    /// `[rn, #offset]!`.
    PreIndex,
    /// `[rn], #offset`.
    PostIndex,
}

/// A pair load or store; `offset` in bytes, `None` unless a multiple of the size in
/// -64..=63 units.
#[inline]
pub fn ldst_pair(op: PairOp, rt: u8, rt2: u8, rn: u8, offset: i32, mode: PairMode) -> Option<u32> {
    use PairOp::*;
    let (opc, v, load, scale) = match op {
        StpW => (0b00, 0, 0, 2),
        LdpW => (0b00, 0, 1, 2),
        Ldpsw => (0b01, 0, 1, 2),
        StpX => (0b10, 0, 0, 3),
        LdpX => (0b10, 0, 1, 3),
        StpS => (0b00, 1, 0, 2),
        LdpS => (0b00, 1, 1, 2),
        StpD => (0b01, 1, 0, 3),
        LdpD => (0b01, 1, 1, 3),
        StpQ => (0b10, 1, 0, 4),
        LdpQ => (0b10, 1, 1, 4),
    };
    let units = offset >> scale;
    if units << scale != offset || !(-64..=63).contains(&units) {
        return None;
    }
    let idx = match mode {
        PairMode::PostIndex => 0b01,
        PairMode::Offset => 0b10,
        PairMode::PreIndex => 0b11,
    };
    Some(
        0x2800_0000
            | (opc << 30)
            | (v << 26)
            | (idx << 23)
            | (load << 22)
            | (((units as u32) & 0x7f) << 15)
            | (reg(rt2) << 10)
            | (reg(rn) << 5)
            | reg(rt),
    )
}

/// A PC-relative literal load (`LdrW`, `LdrX`, `Ldrsw`, `LdrS`, `LdrD`, `LdrQ`).
#[inline]
pub fn ldr_literal(op: LdSt, rt: u8, offset: i32) -> u32 {
    use LdSt::*;
    debug_assert!(
        matches!(op, LdrW | LdrX | Ldrsw | LdrS | LdrD | LdrQ),
        "no literal {op:?}"
    );
    let (opc, v) = match op {
        LdrX => (0b01, 0),
        Ldrsw => (0b10, 0),
        LdrS => (0b00, 1),
        LdrD => (0b01, 1),
        LdrQ => (0b10, 1),
        _ => (0b00, 0),
    };
    0x1800_0000 | (opc << 30) | (v << 26) | (soff(offset, 4, 19) << 5) | reg(rt)
}

/// The size field (bits 31, 30) of an exclusive or atomic access of `1 << size_log2`.
#[inline]
fn size_field(size_log2: u8) -> u32 {
    debug_assert!(size_log2 < 4, "size_log2 {size_log2} out of range");
    u32::from(size_log2 & 3) << 30
}

/// `ldxr`/`ldaxr` (`b`/`h` forms by size) of `[rn]`.
#[inline]
pub fn ldxr(size_log2: u8, acquire: bool, rt: u8, rn: u8) -> u32 {
    0x085f_7c00 | size_field(size_log2) | ((acquire as u32) << 15) | (reg(rn) << 5) | reg(rt)
}

/// `stxr`/`stlxr ws, rt, [rn]`, `ws` receiving the status.
#[inline]
pub fn stxr(size_log2: u8, release: bool, rs: u8, rt: u8, rn: u8) -> u32 {
    0x0800_7c00 | size_field(size_log2) | ((release as u32) << 15) | rrr(rs, rn, rt)
}

/// `ldxp`/`ldaxp rt, rt2, [rn]`.
#[inline]
pub fn ldxp(sf: bool, acquire: bool, rt: u8, rt2: u8, rn: u8) -> u32 {
    0x887f_0000
        | ((sf as u32) << 30)
        | ((acquire as u32) << 15)
        | (reg(rt2) << 10)
        | (reg(rn) << 5)
        | reg(rt)
}

/// `stxp`/`stlxp ws, rt, rt2, [rn]`.
#[inline]
pub fn stxp(sf: bool, release: bool, rs: u8, rt: u8, rt2: u8, rn: u8) -> u32 {
    0x8820_0000
        | ((sf as u32) << 30)
        | ((release as u32) << 15)
        | (reg(rt2) << 10)
        | rrr(rs, rn, rt)
}

/// `ldar` (load-acquire) of `[rn]`.
#[inline]
pub fn ldar(size_log2: u8, rt: u8, rn: u8) -> u32 {
    0x08df_fc00 | size_field(size_log2) | (reg(rn) << 5) | reg(rt)
}

/// `stlr` (store-release) to `[rn]`.
#[inline]
pub fn stlr(size_log2: u8, rt: u8, rn: u8) -> u32 {
    0x089f_fc00 | size_field(size_log2) | (reg(rn) << 5) | reg(rt)
}

/// The acquire (bit 22) and release (bit 15) bits of a compare-and-swap.
#[inline]
fn cas_order(acquire: bool, release: bool) -> u32 {
    ((acquire as u32) << 22) | ((release as u32) << 15)
}

/// `cas{a}{l}{b,h} rs, rt, [rn]`: compare `rs` with memory, store `rt` if equal.
#[inline]
pub fn cas(size_log2: u8, acquire: bool, release: bool, rs: u8, rt: u8, rn: u8) -> u32 {
    0x08a0_7c00 | size_field(size_log2) | cas_order(acquire, release) | rrr(rs, rn, rt)
}

/// `casp{a}{l} rs, rs+1, rt, rt+1, [rn]` (even register pairs).
#[inline]
pub fn casp(sf: bool, acquire: bool, release: bool, rs: u8, rt: u8, rn: u8) -> u32 {
    debug_assert!(
        rs.is_multiple_of(2) && rt.is_multiple_of(2),
        "casp needs even registers"
    );
    0x0820_7c00 | ((sf as u32) << 30) | cas_order(acquire, release) | rrr(rs, rn, rt)
}

/// An LSE atomic read-modify-write operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AtomicOp {
    /// Add.
    Ldadd,
    /// Bit clear (and with the complement).
    Ldclr,
    /// Exclusive or.
    Ldeor,
    /// Bit set (or).
    Ldset,
    /// Signed maximum.
    Ldsmax,
    /// Signed minimum.
    Ldsmin,
    /// Unsigned maximum.
    Ldumax,
    /// Unsigned minimum.
    Ldumin,
    /// Swap.
    Swp,
}

/// An LSE atomic: `rt` gets the old value of `[rn]`, which becomes `old op rs`.
#[inline]
pub fn atomic_rmw(
    op: AtomicOp,
    size_log2: u8,
    acquire: bool,
    release: bool,
    rs: u8,
    rt: u8,
    rn: u8,
) -> u32 {
    let (o3, opc) = match op {
        AtomicOp::Ldadd => (0, 0),
        AtomicOp::Ldclr => (0, 1),
        AtomicOp::Ldeor => (0, 2),
        AtomicOp::Ldset => (0, 3),
        AtomicOp::Ldsmax => (0, 4),
        AtomicOp::Ldsmin => (0, 5),
        AtomicOp::Ldumax => (0, 6),
        AtomicOp::Ldumin => (0, 7),
        AtomicOp::Swp => (1, 0),
    };
    0x3820_0000
        | size_field(size_log2)
        | ((acquire as u32) << 23)
        | ((release as u32) << 22)
        | (o3 << 15)
        | (opc << 12)
        | rrr(rs, rn, rt)
}

/// `b offset` (±128 MiB).
#[inline]
pub fn b(offset: i32) -> u32 {
    0x1400_0000 | soff(offset, 4, 26)
}

/// `bl offset` (±128 MiB).
#[inline]
pub fn bl(offset: i32) -> u32 {
    0x9400_0000 | soff(offset, 4, 26)
}

/// `b.cond offset` (±1 MiB).
#[inline]
pub fn b_cond(cond: Cond, offset: i32) -> u32 {
    0x5400_0000 | (soff(offset, 4, 19) << 5) | cond.bits()
}

/// `cbz rt, offset` (±1 MiB).
#[inline]
pub fn cbz(sf: bool, rt: u8, offset: i32) -> u32 {
    0x3400_0000 | sf_bit(sf) | (soff(offset, 4, 19) << 5) | reg(rt)
}

/// `cbnz rt, offset` (±1 MiB).
#[inline]
pub fn cbnz(sf: bool, rt: u8, offset: i32) -> u32 {
    cbz(sf, rt, offset) | (1 << 24)
}

/// `tbz rt, #bit, offset` (±32 KiB); `bit >= 32` tests the x register.
#[inline]
pub fn tbz(rt: u8, bit: u8, offset: i32) -> u32 {
    debug_assert!(bit < 64, "bit {bit} out of range");
    let b5 = u32::from(bit >> 5) & 1;
    let b40 = u32::from(bit) & 31;
    0x3600_0000 | (b5 << 31) | (b40 << 19) | (soff(offset, 4, 14) << 5) | reg(rt)
}

/// `tbnz rt, #bit, offset` (±32 KiB); `bit >= 32` tests the x register.
#[inline]
pub fn tbnz(rt: u8, bit: u8, offset: i32) -> u32 {
    tbz(rt, bit, offset) | (1 << 24)
}

/// `br rn`.
#[inline]
pub fn br(rn: u8) -> u32 {
    0xd61f_0000 | (reg(rn) << 5)
}

/// `blr rn`.
#[inline]
pub fn blr(rn: u8) -> u32 {
    0xd63f_0000 | (reg(rn) << 5)
}

/// `ret rn` (normally x30).
#[inline]
pub fn ret(rn: u8) -> u32 {
    0xd65f_0000 | (reg(rn) << 5)
}

/// `retaa` (`b_key`: `retab`): authenticates x30 as [`aut_sp`] does and returns
/// (Armv8.3's pointer authentication).
#[inline]
pub fn ret_auth(b_key: bool) -> u32 {
    0xd65f_0bff | u32::from(b_key) << 10
}

/// `brk #imm16`.
#[inline]
pub fn brk(imm16: u16) -> u32 {
    0xd420_0000 | (u32::from(imm16) << 5)
}

/// `udf #imm16` (permanently undefined).
#[inline]
pub fn udf(imm16: u16) -> u32 {
    u32::from(imm16)
}

/// `nop`.
#[inline]
pub fn nop() -> u32 {
    hint(0)
}

/// `hint #imm7` (BTI, PAC and friends live here).
#[inline]
pub fn hint(imm7: u8) -> u32 {
    debug_assert!(imm7 < 128, "hint {imm7} out of range");
    0xd503_201f | (u32::from(imm7 & 127) << 5)
}

/// `bti c` (`call`: calls land here), `bti j` (`jump`: jumps land here) or `bti jc`.
#[inline]
pub fn bti(call: bool, jump: bool) -> u32 {
    hint(32 | u8::from(call) << 1 | u8::from(jump) << 2)
}

/// `paciasp` (`b_key`: `pacibsp`): signs x30 with sp as the modifier.
#[inline]
pub fn pac_sp(b_key: bool) -> u32 {
    hint(25 | u8::from(b_key) << 1)
}

/// `autiasp` (`b_key`: `autibsp`): authenticates x30 signed by [`pac_sp`].
#[inline]
pub fn aut_sp(b_key: bool) -> u32 {
    hint(29 | u8::from(b_key) << 1)
}

/// A barrier with its 4-bit option in CRm.
#[inline]
fn barrier(op2: u32, option: u8) -> u32 {
    debug_assert!(option < 16, "barrier option {option} out of range");
    0xd503_301f | (u32::from(option & 15) << 8) | (op2 << 5)
}

/// `dmb option` (data memory barrier).
#[inline]
pub fn dmb(option: u8) -> u32 {
    barrier(0b101, option)
}

/// `dsb option` (data synchronization barrier).
#[inline]
pub fn dsb(option: u8) -> u32 {
    barrier(0b100, option)
}

/// `isb` (instruction synchronization barrier).
#[inline]
pub fn isb() -> u32 {
    barrier(0b110, 15)
}

/// `clrex` (clear the exclusive monitor).
#[inline]
pub fn clrex() -> u32 {
    barrier(0b010, 15)
}

/// `sys #op1, Cn, Cm, #op2, xt`: the cache and TLB maintenance instructions (`dc civac,
/// x0` is `sys #3, C7, C14, #1, x0`; `rt` 31 when the operation takes no register).
#[inline]
pub fn sys(op1: u8, crn: u8, crm: u8, op2: u8, rt: u8) -> u32 {
    debug_assert!(
        op1 < 8 && crn < 16 && crm < 16 && op2 < 8,
        "sys operands out of range"
    );
    0xd508_0000
        | (u32::from(op1 & 7) << 16)
        | (u32::from(crn & 15) << 12)
        | (u32::from(crm & 15) << 8)
        | (u32::from(op2 & 7) << 5)
        | reg(rt)
}

/// A data or instruction cache operation: a `sys` instruction by name.
#[derive(Clone, Copy, Debug)]
pub struct CacheOp {
    /// `dc civac`, `ic iallu`, …
    pub name: &'static str,
    /// The `sys` operands `op1, CRn, CRm, op2`.
    pub sys: [u8; 4],
    /// The operation takes an address register.
    pub takes_reg: bool,
}

/// The cache operations the assembler and the disassembler know.
pub const CACHE_OPS: [CacheOp; 9] = [
    CacheOp {
        name: "dc zva",
        sys: [3, 7, 4, 1],
        takes_reg: true,
    },
    CacheOp {
        name: "dc ivac",
        sys: [0, 7, 6, 1],
        takes_reg: true,
    },
    CacheOp {
        name: "dc cvac",
        sys: [3, 7, 10, 1],
        takes_reg: true,
    },
    CacheOp {
        name: "dc cvau",
        sys: [3, 7, 11, 1],
        takes_reg: true,
    },
    CacheOp {
        name: "dc civac",
        sys: [3, 7, 14, 1],
        takes_reg: true,
    },
    CacheOp {
        name: "dc cvap",
        sys: [3, 7, 12, 1],
        takes_reg: true,
    },
    CacheOp {
        name: "ic ivau",
        sys: [3, 7, 5, 1],
        takes_reg: true,
    },
    CacheOp {
        name: "ic iallu",
        sys: [0, 7, 5, 0],
        takes_reg: false,
    },
    CacheOp {
        name: "ic ialluis",
        sys: [0, 7, 1, 0],
        takes_reg: false,
    },
];

/// The system register TPIDR_EL0 (thread pointer).
pub const TPIDR_EL0: u16 = 0x5e82;
/// The system register NZCV (the flags).
pub const NZCV: u16 = 0x5a10;
/// The system register FPCR (floating-point control).
pub const FPCR: u16 = 0x5a20;
/// The system register FPSR (floating-point status).
pub const FPSR: u16 = 0x5a21;
/// The system register TPIDRRO_EL0 (read-only thread pointer).
pub const TPIDRRO_EL0: u16 = 0x5e83;
/// The system register SP_EL0 (the kernel keeps its task pointer there).
pub const SP_EL0: u16 = 0x4208;
/// The system register CNTVCT_EL0 (virtual counter; `llvm.readcyclecounter`, as llc-19
/// reads it: user code may, unlike the PMU's cycle counter).
pub const CNTVCT_EL0: u16 = 0x5f02;
/// The system register CNTFRQ_EL0 (counter frequency).
pub const CNTFRQ_EL0: u16 = 0x5f00;
/// The system register CTR_EL0 (cache type).
pub const CTR_EL0: u16 = 0x5801;
/// The system register DCZID_EL0 (DC ZVA block size).
pub const DCZID_EL0: u16 = 0x5807;

/// The system registers above with their names, as llvm prints them.
pub const SYSREG_NAMES: [(u16, &str); 10] = [
    (TPIDR_EL0, "TPIDR_EL0"),
    (NZCV, "NZCV"),
    (FPCR, "FPCR"),
    (FPSR, "FPSR"),
    (TPIDRRO_EL0, "TPIDRRO_EL0"),
    (CNTVCT_EL0, "CNTVCT_EL0"),
    (CNTFRQ_EL0, "CNTFRQ_EL0"),
    (CTR_EL0, "CTR_EL0"),
    (DCZID_EL0, "DCZID_EL0"),
    (SP_EL0, "SP_EL0"),
];

/// `mrs rt, sysreg`, `sysreg` being `o0:op1:CRn:CRm:op2`.
#[inline]
pub fn mrs(rt: u8, sysreg: u16) -> u32 {
    debug_assert!(sysreg < 1 << 15, "sysreg {sysreg:#x} out of range");
    0xd530_0000 | (u32::from(sysreg & 0x7fff) << 5) | reg(rt)
}

/// `msr sysreg, rt`, `sysreg` being `o0:op1:CRn:CRm:op2`.
#[inline]
pub fn msr(sysreg: u16, rt: u8) -> u32 {
    debug_assert!(sysreg < 1 << 15, "sysreg {sysreg:#x} out of range");
    0xd510_0000 | (u32::from(sysreg & 0x7fff) << 5) | reg(rt)
}

/// A scalar floating-point size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FpSize {
    /// Half precision (16 bits).
    H,
    /// Single precision (32 bits).
    S,
    /// Double precision (64 bits).
    D,
}

impl FpSize {
    /// The `ftype` field (bits 23, 22) in place.
    #[inline]
    fn ftype(self) -> u32 {
        let t = match self {
            FpSize::S => 0b00,
            FpSize::D => 0b01,
            FpSize::H => 0b11,
        };
        t << 22
    }
}

/// A two-source floating-point operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Fp2Op {
    /// Add.
    Fadd,
    /// Subtract.
    Fsub,
    /// Multiply.
    Fmul,
    /// Divide.
    Fdiv,
    /// Maximum (NaN-propagating).
    Fmax,
    /// Minimum (NaN-propagating).
    Fmin,
    /// IEEE maxNum.
    Fmaxnm,
    /// IEEE minNum.
    Fminnm,
    /// Negated multiply.
    Fnmul,
}

/// A two-source scalar floating-point instruction.
#[inline]
pub fn fp2(op: Fp2Op, ty: FpSize, rd: u8, rn: u8, rm: u8) -> u32 {
    let opcode = match op {
        Fp2Op::Fmul => 0b0000,
        Fp2Op::Fdiv => 0b0001,
        Fp2Op::Fadd => 0b0010,
        Fp2Op::Fsub => 0b0011,
        Fp2Op::Fmax => 0b0100,
        Fp2Op::Fmin => 0b0101,
        Fp2Op::Fmaxnm => 0b0110,
        Fp2Op::Fminnm => 0b0111,
        Fp2Op::Fnmul => 0b1000,
    };
    0x1e20_0800 | ty.ftype() | (opcode << 12) | rrr(rm, rn, rd)
}

/// A one-source floating-point operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Fp1Op {
    /// Register move.
    Fmov,
    /// Absolute value.
    Fabs,
    /// Negate.
    Fneg,
    /// Square root.
    Fsqrt,
    /// Round to nearest, ties to even.
    Frintn,
    /// Round towards plus infinity.
    Frintp,
    /// Round towards minus infinity.
    Frintm,
    /// Round towards zero.
    Frintz,
    /// Round to nearest, ties away from zero.
    Frinta,
    /// Round in the current mode, signalling inexact.
    Frintx,
    /// Round in the current mode.
    Frinti,
}

/// The one-source floating-point layout with its 6-bit opcode.
#[inline]
fn fp1_fields(opcode: u32, ty: FpSize, rd: u8, rn: u8) -> u32 {
    0x1e20_4000 | ty.ftype() | (opcode << 15) | (reg(rn) << 5) | reg(rd)
}

/// A one-source scalar floating-point instruction.
#[inline]
pub fn fp1(op: Fp1Op, ty: FpSize, rd: u8, rn: u8) -> u32 {
    let opcode = match op {
        Fp1Op::Fmov => 0b000000,
        Fp1Op::Fabs => 0b000001,
        Fp1Op::Fneg => 0b000010,
        Fp1Op::Fsqrt => 0b000011,
        Fp1Op::Frintn => 0b001000,
        Fp1Op::Frintp => 0b001001,
        Fp1Op::Frintm => 0b001010,
        Fp1Op::Frintz => 0b001011,
        Fp1Op::Frinta => 0b001100,
        Fp1Op::Frintx => 0b001110,
        Fp1Op::Frinti => 0b001111,
    };
    fp1_fields(opcode, ty, rd, rn)
}

/// `fcvt`: convert between floating-point sizes.
#[inline]
pub fn fcvt(from: FpSize, to: FpSize, rd: u8, rn: u8) -> u32 {
    debug_assert!(from != to, "fcvt needs two sizes");
    let opc = match to {
        FpSize::S => 0b00,
        FpSize::D => 0b01,
        FpSize::H => 0b11,
    };
    fp1_fields(0b000100 | opc, from, rd, rn)
}

/// A three-source floating-point (fused multiply-add) operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Fp3Op {
    /// `ra + rn * rm`.
    Fmadd,
    /// `ra - rn * rm`.
    Fmsub,
    /// `-ra - rn * rm`.
    Fnmadd,
    /// `-ra + rn * rm`.
    Fnmsub,
}

/// A three-source scalar floating-point instruction.
#[inline]
pub fn fp3(op: Fp3Op, ty: FpSize, rd: u8, rn: u8, rm: u8, ra: u8) -> u32 {
    let (o1, o0) = match op {
        Fp3Op::Fmadd => (0, 0),
        Fp3Op::Fmsub => (0, 1),
        Fp3Op::Fnmadd => (1, 0),
        Fp3Op::Fnmsub => (1, 1),
    };
    0x1f00_0000 | ty.ftype() | (o1 << 21) | (o0 << 15) | (reg(ra) << 10) | rrr(rm, rn, rd)
}

/// `fcmp rn, rm`.
#[inline]
pub fn fcmp(ty: FpSize, rn: u8, rm: u8) -> u32 {
    0x1e20_2000 | ty.ftype() | (reg(rm) << 16) | (reg(rn) << 5)
}

/// `fcmp rn, #0.0`.
#[inline]
pub fn fcmp_zero(ty: FpSize, rn: u8) -> u32 {
    0x1e20_2008 | ty.ftype() | (reg(rn) << 5)
}

/// `fcsel rd, rn, rm, cond`.
#[inline]
pub fn fcsel(ty: FpSize, rd: u8, rn: u8, rm: u8, cond: Cond) -> u32 {
    0x1e20_0c00 | ty.ftype() | (cond.bits() << 12) | rrr(rm, rn, rd)
}

/// The 8-bit FMOV immediate `a:b:c:d:e:f:g:h` of `value`, if it is exactly
/// `±(16..=31)/16 * 2^(-3..=4)`.
pub fn fp_imm8(value: f64) -> Option<u8> {
    let bits = value.to_bits();
    // Exponent NOT(b):b*8:c:d, fraction e:f:g:h and 48 zero bits.
    if bits & 0xffff_ffff_ffff != 0 {
        return None;
    }
    let b = (bits >> 54) & 1;
    let rep = (bits >> 54) & 0xff;
    let not_b = (bits >> 62) & 1;
    if not_b == b || rep != if b == 1 { 0xff } else { 0 } {
        return None;
    }
    let sign = bits >> 63;
    Some(((sign << 7) | (b << 6) | ((bits >> 48) & 0x3f)) as u8)
}

/// `fmov rd, #imm` with the 8-bit immediate of [`fp_imm8`].
#[inline]
pub fn fmov_imm(ty: FpSize, rd: u8, imm8: u8) -> u32 {
    0x1e20_1000 | ty.ftype() | (u32::from(imm8) << 13) | reg(rd)
}

/// The conversion layout between general and FP registers: `rmode:opcode` (5 bits).
#[inline]
fn fp_int(sf: bool, ty: FpSize, rmode_opcode: u32, rd: u8, rn: u8) -> u32 {
    0x1e20_0000 | sf_bit(sf) | ty.ftype() | (rmode_opcode << 16) | (reg(rn) << 5) | reg(rd)
}

/// `fmov wd, sn` / `fmov xd, dn` (and `wd`/`xd` from `hn`): the raw bits.
#[inline]
pub fn fmov_to_gpr(sf: bool, ty: FpSize, rd: u8, rn: u8) -> u32 {
    fp_int(sf, ty, 0b00110, rd, rn)
}

/// `fmov sd, wn` / `fmov dd, xn` (and `hd` from `wn`/`xn`): the raw bits.
#[inline]
pub fn fmov_from_gpr(sf: bool, ty: FpSize, rd: u8, rn: u8) -> u32 {
    fp_int(sf, ty, 0b00111, rd, rn)
}

/// `scvtf` (`signed`) or `ucvtf`: integer to floating point.
#[inline]
pub fn int_to_fp(signed: bool, sf: bool, ty: FpSize, rd: u8, rn: u8) -> u32 {
    fp_int(sf, ty, 0b00010 | !signed as u32, rd, rn)
}

/// The rounding of a floating-point to integer conversion.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FpRound {
    /// To nearest, ties to even.
    N,
    /// Towards plus infinity.
    P,
    /// Towards minus infinity.
    M,
    /// Towards zero.
    Z,
    /// To nearest, ties away from zero.
    A,
}

/// `fcvt{n,p,m,z,a}{s,u}`: floating point to integer.
#[inline]
pub fn fp_to_int(round: FpRound, signed: bool, sf: bool, ty: FpSize, rd: u8, rn: u8) -> u32 {
    let rmode_opcode = match round {
        FpRound::N => 0b00000,
        FpRound::P => 0b01000,
        FpRound::M => 0b10000,
        FpRound::Z => 0b11000,
        FpRound::A => 0b00100,
    };
    fp_int(sf, ty, rmode_opcode | !signed as u32, rd, rn)
}

/// `mov vd.16b, vn.16b` (`orr vd.16b, vn.16b, vn.16b`).
#[inline]
pub fn mov_v16(rd: u8, rn: u8) -> u32 {
    0x4ea0_1c00 | rrr(rn, rn, rd)
}

/// `fmov vd.d[1], xn`: the upper half of a vector from a general register.
#[inline]
pub fn fmov_x_to_d_hi(rd: u8, rn: u8) -> u32 {
    0x9eaf_0000 | (reg(rn) << 5) | reg(rd)
}

/// `fmov xd, vn.d[1]`: the upper half of a vector to a general register.
#[inline]
pub fn fmov_d_hi_to_x(rd: u8, rn: u8) -> u32 {
    0x9eae_0000 | (reg(rn) << 5) | reg(rd)
}

/// Appends `n` bytes of padding: zero bytes up to a multiple of 4, then nops.
pub fn nop_fill(out: &mut Vec<u8>, n: usize) {
    out.resize(out.len() + n % 4, 0);
    for _ in 0..n / 4 {
        out.extend_from_slice(&nop().to_le_bytes());
    }
}

mod neon;
pub use neon::*;

#[cfg(test)]
mod tests;
