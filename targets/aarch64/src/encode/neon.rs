//! Advanced SIMD (NEON) encodings: vector arithmetic, compares, permutes, reductions,
//! shifts by immediate, element moves, modified immediates and single-structure loads.
//! Each operation enum maps to a table row (its fixed bits, the arrangements it allows
//! and where the element size goes); an arrangement it does not allow is caught by
//! `debug_assert!`.

use super::{reg, rrr};

/// A vector arrangement: element size and count (`8b`, `16b`, …, `2d`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VecArr {
    /// Eight bytes (64 bits).
    B8,
    /// Sixteen bytes.
    B16,
    /// Four halfwords (64 bits).
    H4,
    /// Eight halfwords.
    H8,
    /// Two words (64 bits).
    S2,
    /// Four words.
    S4,
    /// One doubleword (64 bits).
    D1,
    /// Two doublewords.
    D2,
}

impl VecArr {
    /// Whether the arrangement fills the 128-bit register (the `Q` bit).
    #[inline]
    pub fn q(self) -> bool {
        self as u8 & 1 == 1
    }

    /// Log2 of the element's bytes (the `size` field, 0..=3).
    #[inline]
    pub fn size(self) -> u8 {
        self as u8 >> 1
    }

    /// The arrangement's bit in an allowed-arrangement set.
    #[inline]
    fn bit(self) -> u8 {
        1 << self as u8
    }

    /// The `Q` bit (30) in place.
    #[inline]
    fn q_bit(self) -> u32 {
        u32::from(self.q()) << 30
    }
}

/// `8b`, `16b` (an allowed-arrangement set: one bit per [`VecArr`], in order).
const B: u8 = 0b0000_0011;
/// `8b`, `16b`, `4h`, `8h`, `2s`, `4s`.
const BHS: u8 = 0b0011_1111;
/// `8b`, `16b`, `4h`, `8h`.
const BH: u8 = 0b0000_1111;
/// Every arrangement but `1d`.
const ALL: u8 = 0b1011_1111;
/// The float arrangements `4h`, `8h` (half precision), `2s`, `4s`, `2d`.
const F: u8 = 0b1011_1100;
/// The narrow halves of a widening or narrowing operation: `8b`, `4h`, `2s` (and `Q`).
const NARROW: u8 = BHS;
/// `4h` and `2s` with their `Q` forms (fcvtn/fcvtl's narrow side).
const NARROW_F: u8 = 0b0011_1100;
/// `4h`, `8h`, `2s`, `4s`.
const HS: u8 = 0b0011_1100;
/// The across-lanes integer arrangements: `8b`, `16b`, `4h`, `8h`, `4s`.
const ACROSS: u8 = 0b0010_1111;
/// The across-lanes float arrangements `4h`, `8h`, `4s`.
const F_ACROSS: u8 = 0b0010_1100;

/// How the arrangement's element size lands in bits 23, 22.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum SizeField {
    /// The whole `size` field.
    Int,
    /// Bit 22 only (`sz`: 0 single, 1 double), bit 23 belonging to the opcode; half
    /// precision flips the given bits of the single-precision word instead.
    Float(u32),
    /// Not at all (the opcode owns both bits).
    None,
    /// Bit 22 set for the `2s` side (fcvtn/fcvtl), from the narrow arrangement.
    Narrow,
}

/// One operation's fixed bits, allowed arrangements and size placement.
type Row = (u32, u8, SizeField);

/// An instruction word from a table row, checking and placing the arrangement.
#[inline]
fn row_word(row: Row, arr: VecArr, what: impl core::fmt::Debug) -> u32 {
    let (bits, allowed, field) = row;
    debug_assert!(allowed & arr.bit() != 0, "{what:?} has no {arr:?} form");
    let size = u32::from(arr.size());
    let (bits, size) = match field {
        SizeField::Int => (bits, size << 22),
        SizeField::Float(half) if size == 1 => (bits ^ half, 0),
        SizeField::Float(_) => (bits, (size & 1) << 22),
        SizeField::None => (bits, 0),
        SizeField::Narrow => (bits, u32::from(size == 2) << 22),
    };
    bits | size | arr.q_bit()
}

/// A three-register same-arrangement vector operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VecOp3 {
    /// Add.
    Add,
    /// Subtract.
    Sub,
    /// Multiply (no `d` elements).
    Mul,
    /// Multiply-accumulate.
    Mla,
    /// Multiply-subtract.
    Mls,
    /// Bitwise and (`8b`/`16b`).
    And,
    /// Bitwise and with the complement.
    Bic,
    /// Bitwise or.
    Orr,
    /// Bitwise or with the complement.
    Orn,
    /// Bitwise exclusive or.
    Eor,
    /// Bitwise select: `rd = (rd & rn) | (!rd & rm)`.
    Bsl,
    /// Insert `rn`'s bits where `rm` is true.
    Bit,
    /// Insert `rn`'s bits where `rm` is false.
    Bif,
    /// Compare equal (all ones where true).
    Cmeq,
    /// Compare signed greater or equal.
    Cmge,
    /// Compare signed greater.
    Cmgt,
    /// Compare unsigned higher.
    Cmhi,
    /// Compare unsigned higher or same.
    Cmhs,
    /// Test bits: all ones where `rn & rm` is nonzero.
    Cmtst,
    /// Signed maximum.
    Smax,
    /// Signed minimum.
    Smin,
    /// Unsigned maximum.
    Umax,
    /// Unsigned minimum.
    Umin,
    /// Signed shift left by a register (negative shifts right).
    Sshl,
    /// Unsigned shift left by a register (negative shifts right).
    Ushl,
    /// Signed saturating add.
    Sqadd,
    /// Unsigned saturating add.
    Uqadd,
    /// Signed saturating subtract.
    Sqsub,
    /// Unsigned saturating subtract.
    Uqsub,
    /// Add pairwise.
    Addp,
    /// Signed maximum pairwise.
    Smaxp,
    /// Signed minimum pairwise.
    Sminp,
    /// Unsigned maximum pairwise.
    Umaxp,
    /// Unsigned minimum pairwise.
    Uminp,
    /// Even elements of the concatenation.
    Uzp1,
    /// Odd elements of the concatenation.
    Uzp2,
    /// Interleave the low halves.
    Zip1,
    /// Interleave the high halves.
    Zip2,
    /// Even elements of each, interleaved.
    Trn1,
    /// Odd elements of each, interleaved.
    Trn2,
    /// Floating-point add.
    Fadd,
    /// Floating-point subtract.
    Fsub,
    /// Floating-point multiply.
    Fmul,
    /// Floating-point divide.
    Fdiv,
    /// Floating-point maximum (NaN-propagating).
    Fmax,
    /// Floating-point minimum (NaN-propagating).
    Fmin,
    /// Floating-point IEEE maxNum.
    Fmaxnm,
    /// Floating-point IEEE minNum.
    Fminnm,
    /// Floating-point compare equal.
    Fcmeq,
    /// Floating-point compare greater or equal.
    Fcmge,
    /// Floating-point compare greater.
    Fcmgt,
    /// Floating-point add pairwise.
    Faddp,
    /// Floating-point fused multiply-add to the destination.
    Fmla,
    /// Floating-point fused multiply-subtract from the destination.
    Fmls,
    /// Signed absolute difference.
    Sabd,
    /// Unsigned absolute difference.
    Uabd,
    /// Signed halving add.
    Shadd,
    /// Unsigned halving add.
    Uhadd,
    /// Signed rounding halving add.
    Srhadd,
    /// Unsigned rounding halving add.
    Urhadd,
    /// Signed rounding shift left by a register.
    Srshl,
    /// Unsigned rounding shift left by a register.
    Urshl,
    /// Signed saturating shift left by a register.
    Sqshl,
    /// Unsigned saturating shift left by a register.
    Uqshl,
    /// Signed saturating doubling multiply returning the high half (`h`/`s` elements).
    Sqdmulh,
    /// Signed saturating rounding doubling multiply returning the high half.
    Sqrdmulh,
    /// Floating-point maximum pairwise.
    Fmaxp,
    /// Floating-point minimum pairwise.
    Fminp,
    /// Floating-point maxNum pairwise.
    Fmaxnmp,
    /// Floating-point minNum pairwise.
    Fminnmp,
    /// Floating-point multiply extended (0 × ∞ is ±2).
    Fmulx,
    /// Floating-point reciprocal step (`2 - a*b`).
    Frecps,
    /// Floating-point reciprocal square root step (`(3 - a*b) / 2`).
    Frsqrts,
    /// Signed multiply long (`arr` the narrow operands'; `Q` the `2` form).
    Smull,
    /// Unsigned multiply long.
    Umull,
    /// Polynomial multiply long (`8b`/`16b` to `8h`).
    Pmull,
    /// Signed saturating doubling multiply long (`4h`, `2s` sources).
    Sqdmull,
    /// Signed multiply-add long (accumulating, like the rest of these).
    Smlal,
    /// Unsigned multiply-add long.
    Umlal,
    /// Signed multiply-subtract long.
    Smlsl,
    /// Unsigned multiply-subtract long.
    Umlsl,
    /// Signed saturating doubling multiply-add long (`4h`, `2s` sources).
    Sqdmlal,
    /// Signed saturating doubling multiply-subtract long (`4h`, `2s` sources).
    Sqdmlsl,
}

/// A three-same word: `U` (bit 29), the 5-bit opcode (15..11) and bits 23, 22.
const fn same(u: u32, opcode: u32, size: u32) -> u32 {
    0x0e20_0400 | (u << 29) | (size << 22) | (opcode << 11)
}

/// A permute word (uzp/trn/zip) with its 3-bit opcode (14..12).
const fn perm(opcode: u32) -> u32 {
    0x0e00_0800 | (opcode << 12)
}

impl VecOp3 {
    /// The operation's table row.
    #[inline]
    /// Whether the operation has an `arr` form.
    pub fn allows(self, arr: VecArr) -> bool {
        self.row().1 & arr.bit() != 0
    }

    fn row(self) -> Row {
        use SizeField::{Int, None as No};
        use VecOp3::*;
        // Half precision: bits 22, 21 become 1, 0 and the opcode's top bits 15, 14 zero.
        let fl = SizeField::Float(0x0060_c000);
        match self {
            Add => (same(0, 0b10000, 0), ALL, Int),
            Sub => (same(1, 0b10000, 0), ALL, Int),
            Mul => (same(0, 0b10011, 0), BHS, Int),
            Mla => (same(0, 0b10010, 0), BHS, Int),
            Mls => (same(1, 0b10010, 0), BHS, Int),
            And => (same(0, 0b00011, 0), B, No),
            Bic => (same(0, 0b00011, 1), B, No),
            Orr => (same(0, 0b00011, 2), B, No),
            Orn => (same(0, 0b00011, 3), B, No),
            Eor => (same(1, 0b00011, 0), B, No),
            Bsl => (same(1, 0b00011, 1), B, No),
            Bit => (same(1, 0b00011, 2), B, No),
            Bif => (same(1, 0b00011, 3), B, No),
            Cmeq => (same(1, 0b10001, 0), ALL, Int),
            Cmge => (same(0, 0b00111, 0), ALL, Int),
            Cmgt => (same(0, 0b00110, 0), ALL, Int),
            Cmhi => (same(1, 0b00110, 0), ALL, Int),
            Cmhs => (same(1, 0b00111, 0), ALL, Int),
            Cmtst => (same(0, 0b10001, 0), ALL, Int),
            Smax => (same(0, 0b01100, 0), BHS, Int),
            Smin => (same(0, 0b01101, 0), BHS, Int),
            Umax => (same(1, 0b01100, 0), BHS, Int),
            Umin => (same(1, 0b01101, 0), BHS, Int),
            Sshl => (same(0, 0b01000, 0), ALL, Int),
            Ushl => (same(1, 0b01000, 0), ALL, Int),
            Sqadd => (same(0, 0b00001, 0), ALL, Int),
            Uqadd => (same(1, 0b00001, 0), ALL, Int),
            Sqsub => (same(0, 0b00101, 0), ALL, Int),
            Uqsub => (same(1, 0b00101, 0), ALL, Int),
            Addp => (same(0, 0b10111, 0), ALL, Int),
            Smaxp => (same(0, 0b10100, 0), BHS, Int),
            Sminp => (same(0, 0b10101, 0), BHS, Int),
            Umaxp => (same(1, 0b10100, 0), BHS, Int),
            Uminp => (same(1, 0b10101, 0), BHS, Int),
            Uzp1 => (perm(0b001), ALL, Int),
            Trn1 => (perm(0b010), ALL, Int),
            Zip1 => (perm(0b011), ALL, Int),
            Uzp2 => (perm(0b101), ALL, Int),
            Trn2 => (perm(0b110), ALL, Int),
            Zip2 => (perm(0b111), ALL, Int),
            Fadd => (same(0, 0b11010, 0), F, fl),
            Fsub => (same(0, 0b11010, 2), F, fl),
            Fmul => (same(1, 0b11011, 0), F, fl),
            Fdiv => (same(1, 0b11111, 0), F, fl),
            Fmax => (same(0, 0b11110, 0), F, fl),
            Fmin => (same(0, 0b11110, 2), F, fl),
            Fmaxnm => (same(0, 0b11000, 0), F, fl),
            Fminnm => (same(0, 0b11000, 2), F, fl),
            Fcmeq => (same(0, 0b11100, 0), F, fl),
            Fcmge => (same(1, 0b11100, 0), F, fl),
            Fcmgt => (same(1, 0b11100, 2), F, fl),
            Faddp => (same(1, 0b11010, 0), F, fl),
            Fmla => (same(0, 0b11001, 0), F, fl),
            Fmls => (same(0, 0b11001, 2), F, fl),
            Shadd => (same(0, 0b00000, 0), BHS, Int),
            Uhadd => (same(1, 0b00000, 0), BHS, Int),
            Srhadd => (same(0, 0b00010, 0), BHS, Int),
            Urhadd => (same(1, 0b00010, 0), BHS, Int),
            Sqshl => (same(0, 0b01001, 0), ALL, Int),
            Uqshl => (same(1, 0b01001, 0), ALL, Int),
            Srshl => (same(0, 0b01010, 0), ALL, Int),
            Urshl => (same(1, 0b01010, 0), ALL, Int),
            Sabd => (same(0, 0b01110, 0), BHS, Int),
            Uabd => (same(1, 0b01110, 0), BHS, Int),
            Sqdmulh => (same(0, 0b10110, 0), HS, Int),
            Sqrdmulh => (same(1, 0b10110, 0), HS, Int),
            Fmaxp => (same(1, 0b11110, 0), F, fl),
            Fminp => (same(1, 0b11110, 2), F, fl),
            Fmaxnmp => (same(1, 0b11000, 0), F, fl),
            Fminnmp => (same(1, 0b11000, 2), F, fl),
            Fmulx => (same(0, 0b11011, 0), F, fl),
            Frecps => (same(0, 0b11111, 0), F, fl),
            Frsqrts => (same(0, 0b11111, 2), F, fl),
            Smull => (0x0e20_c000, NARROW, Int),
            Umull => (0x2e20_c000, NARROW, Int),
            Pmull => (0x0e20_e000, B, Int),
            Sqdmull => (0x0e20_d000, HS, Int),
            Smlal => (0x0e20_8000, NARROW, Int),
            Umlal => (0x2e20_8000, NARROW, Int),
            Smlsl => (0x0e20_a000, NARROW, Int),
            Umlsl => (0x2e20_a000, NARROW, Int),
            Sqdmlal => (0x0e20_9000, HS, Int),
            Sqdmlsl => (0x0e20_b000, HS, Int),
        }
    }
}

/// A three-register vector instruction `op vd.T, vn.T, vm.T`; the logical operations
/// take `8b`/`16b` only, the floating-point ones `2s`/`4s`/`2d` (and half precision's
/// `4h`/`8h`).
#[inline]
pub fn vec_rrr(op: VecOp3, arr: VecArr, rd: u8, rn: u8, rm: u8) -> u32 {
    row_word(op.row(), arr, op) | rrr(rm, rn, rd)
}

/// A two-register vector operation (including the narrowing and widening ones).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VecOp2 {
    /// Negate.
    Neg,
    /// Absolute value.
    Abs,
    /// Bitwise not (`mvn`, `8b`/`16b`).
    Not,
    /// Population count of each byte.
    Cnt,
    /// Reverse the bytes in each halfword.
    Rev16,
    /// Reverse the elements in each word.
    Rev32,
    /// Reverse the elements in each doubleword.
    Rev64,
    /// Compare equal to zero.
    Cmeq0,
    /// Compare signed greater or equal to zero.
    Cmge0,
    /// Compare signed greater than zero.
    Cmgt0,
    /// Compare signed less or equal to zero.
    Cmle0,
    /// Compare signed less than zero.
    Cmlt0,
    /// Floating-point negate.
    Fneg,
    /// Floating-point absolute value.
    Fabs,
    /// Floating-point square root.
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
    /// Floating-point compare equal to zero.
    Fcmeq0,
    /// Floating-point compare greater or equal to zero.
    Fcmge0,
    /// Floating-point compare greater than zero.
    Fcmgt0,
    /// Floating-point compare less or equal to zero.
    Fcmle0,
    /// Floating-point compare less than zero.
    Fcmlt0,
    /// Signed integer to floating point.
    Scvtf,
    /// Unsigned integer to floating point.
    Ucvtf,
    /// Floating point to signed integer, towards zero.
    Fcvtzs,
    /// Floating point to unsigned integer, towards zero.
    Fcvtzu,
    /// Narrow, keeping the low halves.
    Xtn,
    /// Narrow with signed saturation.
    Sqxtn,
    /// Narrow with unsigned saturation.
    Uqxtn,
    /// Narrow floating point (`4s` to `4h`, `2d` to `2s`).
    Fcvtn,
    /// Widen floating point (`4h` to `4s`, `2s` to `2d`).
    Fcvtl,
    /// Signed saturating absolute value.
    Sqabs,
    /// Signed saturating negate.
    Sqneg,
    /// Narrow signed to unsigned with saturation.
    Sqxtun,
    /// Signed add of adjacent pairs into lanes twice as wide (`arr` is the source's).
    Saddlp,
    /// Unsigned add of adjacent pairs into lanes twice as wide (`arr` is the source's).
    Uaddlp,
    /// [`VecOp2::Saddlp`] accumulating into the destination.
    Sadalp,
    /// [`VecOp2::Uaddlp`] accumulating into the destination.
    Uadalp,
    /// Floating point to signed integer, to nearest with ties to even.
    Fcvtns,
    /// Floating point to unsigned integer, to nearest with ties to even.
    Fcvtnu,
    /// Floating point to signed integer, towards minus infinity.
    Fcvtms,
    /// Floating point to unsigned integer, towards minus infinity.
    Fcvtmu,
    /// Floating point to signed integer, to nearest with ties away from zero.
    Fcvtas,
    /// Floating point to unsigned integer, to nearest with ties away from zero.
    Fcvtau,
    /// Floating point to signed integer, towards plus infinity.
    Fcvtps,
    /// Floating point to unsigned integer, towards plus infinity.
    Fcvtpu,
    /// Floating-point reciprocal estimate.
    Frecpe,
    /// Floating-point reciprocal square root estimate.
    Frsqrte,
    /// Sign-extend each element to twice its width (`sshll #0`).
    Sxtl,
    /// Zero-extend each element to twice its width (`ushll #0`).
    Uxtl,
}

/// A two-register-misc word: `U` (bit 29), the 5-bit opcode (16..12) and bits 23, 22.
const fn misc(u: u32, opcode: u32, size: u32) -> u32 {
    0x0e20_0800 | (u << 29) | (size << 22) | (opcode << 12)
}

impl VecOp2 {
    /// The operation's table row (Sxtl/Uxtl are shifts and have none).
    #[inline]
    fn row(self) -> Row {
        use SizeField::{Int, Narrow as Nf, None as No};
        use VecOp2::*;
        // Half precision: bits 22..17 become 111100.
        let fl = SizeField::Float(0x0058_0000);
        match self {
            Rev64 => (misc(0, 0b00000, 0), BHS, Int),
            Rev16 => (misc(0, 0b00001, 0), B, Int),
            Rev32 => (misc(1, 0b00000, 0), BH, Int),
            Cnt => (misc(0, 0b00101, 0), B, No),
            Not => (misc(1, 0b00101, 0), B, No),
            Cmgt0 => (misc(0, 0b01000, 0), ALL, Int),
            Cmeq0 => (misc(0, 0b01001, 0), ALL, Int),
            Cmlt0 => (misc(0, 0b01010, 0), ALL, Int),
            Cmge0 => (misc(1, 0b01000, 0), ALL, Int),
            Cmle0 => (misc(1, 0b01001, 0), ALL, Int),
            Abs => (misc(0, 0b01011, 0), ALL, Int),
            Neg => (misc(1, 0b01011, 0), ALL, Int),
            Xtn => (misc(0, 0b10010, 0), NARROW, Int),
            Sqxtn => (misc(0, 0b10100, 0), NARROW, Int),
            Uqxtn => (misc(1, 0b10100, 0), NARROW, Int),
            Fcvtn => (misc(0, 0b10110, 0), NARROW_F, Nf),
            Fcvtl => (misc(0, 0b10111, 0), NARROW_F, Nf),
            Frintn => (misc(0, 0b11000, 0), F, fl),
            Frintm => (misc(0, 0b11001, 0), F, fl),
            Frintp => (misc(0, 0b11000, 2), F, fl),
            Frintz => (misc(0, 0b11001, 2), F, fl),
            Frinta => (misc(1, 0b11000, 0), F, fl),
            Frintx => (misc(1, 0b11001, 0), F, fl),
            Frinti => (misc(1, 0b11001, 2), F, fl),
            Fcvtzs => (misc(0, 0b11011, 2), F, fl),
            Fcvtzu => (misc(1, 0b11011, 2), F, fl),
            Scvtf => (misc(0, 0b11101, 0), F, fl),
            Ucvtf => (misc(1, 0b11101, 0), F, fl),
            Fabs => (misc(0, 0b01111, 2), F, fl),
            Fneg => (misc(1, 0b01111, 2), F, fl),
            Fsqrt => (misc(1, 0b11111, 2), F, fl),
            Fcmgt0 => (misc(0, 0b01100, 2), F, fl),
            Fcmeq0 => (misc(0, 0b01101, 2), F, fl),
            Fcmlt0 => (misc(0, 0b01110, 2), F, fl),
            Fcmge0 => (misc(1, 0b01100, 2), F, fl),
            Fcmle0 => (misc(1, 0b01101, 2), F, fl),
            Sqabs => (misc(0, 0b00111, 0), ALL, Int),
            Sqneg => (misc(1, 0b00111, 0), ALL, Int),
            Sqxtun => (misc(1, 0b10010, 0), NARROW, Int),
            Saddlp => (misc(0, 0b00010, 0), BHS, Int),
            Uaddlp => (misc(1, 0b00010, 0), BHS, Int),
            Sadalp => (misc(0, 0b00110, 0), BHS, Int),
            Uadalp => (misc(1, 0b00110, 0), BHS, Int),
            Fcvtns => (misc(0, 0b11010, 0), F, fl),
            Fcvtnu => (misc(1, 0b11010, 0), F, fl),
            Fcvtms => (misc(0, 0b11011, 0), F, fl),
            Fcvtmu => (misc(1, 0b11011, 0), F, fl),
            Fcvtas => (misc(0, 0b11100, 0), F, fl),
            Fcvtau => (misc(1, 0b11100, 0), F, fl),
            Fcvtps => (misc(0, 0b11010, 2), F, fl),
            Fcvtpu => (misc(1, 0b11010, 2), F, fl),
            Frecpe => (misc(0, 0b11101, 2), F, fl),
            Frsqrte => (misc(1, 0b11101, 2), F, fl),
            Sxtl | Uxtl => (0, 0, No),
        }
    }
}

/// A two-register vector instruction `op vd.T, vn.T`; for the narrowing and widening
/// operations `arr` is the narrow side's arrangement, whose `Q` selects the `2` form.
#[inline]
pub fn vec_rr(op: VecOp2, arr: VecArr, rd: u8, rn: u8) -> u32 {
    match op {
        VecOp2::Sxtl => vec_shift_imm(VecShiftImm::Sshll, arr, rd, rn, 0),
        VecOp2::Uxtl => vec_shift_imm(VecShiftImm::Ushll, arr, rd, rn, 0),
        _ => row_word(op.row(), arr, op) | (reg(rn) << 5) | reg(rd),
    }
}

/// The `2` (upper-half, `Q` = 1) form of a narrowing or widening [`vec_rr`]
/// (`xtn2`, `sxtl2`, `fcvtl2`, …); `arr` names the narrow side in either width.
#[inline]
pub fn vec_rr_high(op: VecOp2, arr: VecArr, rd: u8, rn: u8) -> u32 {
    debug_assert!(
        matches!(
            op,
            VecOp2::Xtn
                | VecOp2::Sqxtn
                | VecOp2::Uqxtn
                | VecOp2::Sqxtun
                | VecOp2::Fcvtn
                | VecOp2::Fcvtl
                | VecOp2::Sxtl
                | VecOp2::Uxtl
        ),
        "{op:?} has no upper-half form"
    );
    vec_rr(op, arr, rd, rn) | 1 << 30
}

/// A reduction across the lanes of a vector to a scalar.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VecReduce {
    /// Sum.
    Addv,
    /// Signed maximum.
    Smaxv,
    /// Signed minimum.
    Sminv,
    /// Unsigned maximum.
    Umaxv,
    /// Unsigned minimum.
    Uminv,
    /// Unsigned sum into a scalar twice the element width.
    Uaddlv,
    /// Signed sum into a scalar twice the element width.
    Saddlv,
    /// Floating-point IEEE maxNum (`4h`/`8h`/`4s`).
    Fmaxnmv,
    /// Floating-point IEEE minNum (`4h`/`8h`/`4s`).
    Fminnmv,
    /// Floating-point maximum (`4h`/`8h`/`4s`).
    Fmaxv,
    /// Floating-point minimum (`4h`/`8h`/`4s`).
    Fminv,
}

/// An across-lanes word: `U` (bit 29), the 5-bit opcode (16..12) and bits 23, 22.
const fn across(u: u32, opcode: u32, size: u32) -> u32 {
    0x0e30_0800 | (u << 29) | (size << 22) | (opcode << 12)
}

impl VecReduce {
    /// The operation's table row.
    #[inline]
    fn row(self) -> Row {
        use SizeField::Int;
        use VecReduce::*;
        // Half precision: U (bit 29) clear.
        let fl = SizeField::Float(0x2000_0000);
        match self {
            Saddlv => (across(0, 0b00011, 0), ACROSS, Int),
            Uaddlv => (across(1, 0b00011, 0), ACROSS, Int),
            Smaxv => (across(0, 0b01010, 0), ACROSS, Int),
            Umaxv => (across(1, 0b01010, 0), ACROSS, Int),
            Sminv => (across(0, 0b11010, 0), ACROSS, Int),
            Uminv => (across(1, 0b11010, 0), ACROSS, Int),
            Addv => (across(0, 0b11011, 0), ACROSS, Int),
            Fmaxnmv => (across(1, 0b01100, 0), F_ACROSS, fl),
            Fminnmv => (across(1, 0b01100, 2), F_ACROSS, fl),
            Fmaxv => (across(1, 0b01111, 0), F_ACROSS, fl),
            Fminv => (across(1, 0b01111, 2), F_ACROSS, fl),
        }
    }
}

/// `op rd, vn.T`: a reduction to the scalar register `rd` (`b`/`h`/`s`, or twice the
/// element width for the long sums).
#[inline]
pub fn vec_reduce(op: VecReduce, arr: VecArr, rd: u8, rn: u8) -> u32 {
    row_word(op.row(), arr, op) | (reg(rn) << 5) | reg(rd)
}

/// `faddp sd, vn.2s` or (`sz_double`) `faddp dd, vn.2d`: the sum of the two elements.
#[inline]
pub fn faddp_scalar(sz_double: bool, rd: u8, rn: u8) -> u32 {
    0x7e30_d800 | (u32::from(sz_double) << 22) | (reg(rn) << 5) | reg(rd)
}

/// `addp dd, vn.2d`: the sum of the two elements.
#[inline]
pub fn addp_scalar(rd: u8, rn: u8) -> u32 {
    0x5ef1_b800 | (reg(rn) << 5) | reg(rd)
}

/// A vector shift by an immediate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VecShiftImm {
    /// Shift left.
    Shl,
    /// Signed shift right.
    Sshr,
    /// Unsigned shift right.
    Ushr,
    /// Signed shift left long (widening).
    Sshll,
    /// Unsigned shift left long (widening).
    Ushll,
    /// Shift right narrow.
    Shrn,
    /// Rounding shift right narrow.
    Rshrn,
    /// Signed saturating shift right narrow.
    Sqshrn,
    /// Unsigned saturating shift right narrow.
    Uqshrn,
    /// Signed saturating rounding shift right narrow.
    Sqrshrn,
    /// Unsigned saturating rounding shift right narrow.
    Uqrshrn,
    /// Signed saturating shift right unsigned narrow.
    Sqshrun,
    /// Signed saturating rounding shift right unsigned narrow.
    Sqrshrun,
    /// Shift left and insert.
    Sli,
    /// Shift right and insert.
    Sri,
    /// Signed shift right and accumulate.
    Ssra,
    /// Unsigned shift right and accumulate.
    Usra,
}

/// A shift-by-immediate word: `U` (bit 29) and the 5-bit opcode (15..11).
const fn shift(u: u32, opcode: u32) -> u32 {
    0x0f00_0400 | (u << 29) | (opcode << 11)
}

impl VecShiftImm {
    /// The fixed bits, allowed arrangements and whether the shift is to the right.
    #[inline]
    fn row(self) -> (u32, u8, bool) {
        use VecShiftImm::*;
        match self {
            Sshr => (shift(0, 0b00000), ALL, true),
            Ssra => (shift(0, 0b00010), ALL, true),
            Shl => (shift(0, 0b01010), ALL, false),
            Shrn => (shift(0, 0b10000), NARROW, true),
            Rshrn => (shift(0, 0b10001), NARROW, true),
            Sqshrn => (shift(0, 0b10010), NARROW, true),
            Sqrshrn => (shift(0, 0b10011), NARROW, true),
            Sqshrun => (shift(1, 0b10000), NARROW, true),
            Sqrshrun => (shift(1, 0b10001), NARROW, true),
            Uqshrn => (shift(1, 0b10010), NARROW, true),
            Uqrshrn => (shift(1, 0b10011), NARROW, true),
            Sshll => (shift(0, 0b10100), NARROW, false),
            Ushr => (shift(1, 0b00000), ALL, true),
            Usra => (shift(1, 0b00010), ALL, true),
            Sri => (shift(1, 0b01000), ALL, true),
            Sli => (shift(1, 0b01010), ALL, false),
            Ushll => (shift(1, 0b10100), NARROW, false),
        }
    }
}

/// `op vd, vn, #amount`; `arr` is the destination's arrangement, the narrow side's for
/// `sshll`/`ushll` and the narrowing shifts (whose `Q` selects the `2` form). Left shifts take
/// `0..esize`, right shifts `1..=esize`.
#[inline]
pub fn vec_shift_imm(op: VecShiftImm, arr: VecArr, rd: u8, rn: u8, amount: u8) -> u32 {
    let (bits, allowed, right) = op.row();
    debug_assert!(allowed & arr.bit() != 0, "{op:?} has no {arr:?} form");
    let esize = 8u32 << arr.size();
    let amount = u32::from(amount);
    let immhb = if right {
        debug_assert!((1..=esize).contains(&amount), "shift {amount} out of range");
        2 * esize - amount
    } else {
        debug_assert!(amount < esize, "shift {amount} out of range");
        esize + amount
    };
    bits | arr.q_bit() | ((immhb & 0x7f) << 16) | (reg(rn) << 5) | reg(rd)
}

/// A widening three-register operation (`arr` names the narrow sources).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VecWiden {
    /// Signed multiply long.
    Smull,
    /// Unsigned multiply long.
    Umull,
    /// Signed add long.
    Saddl,
    /// Unsigned add long.
    Uaddl,
    /// Signed subtract long.
    Ssubl,
    /// Unsigned subtract long.
    Usubl,
    /// Signed multiply-add long.
    Smlal,
    /// Unsigned multiply-add long.
    Umlal,
}

/// `op vd.Tw, vn.Tn, vm.Tn` with narrow sources `arr`; `high` takes the upper halves
/// (the `2` forms).
#[inline]
pub fn vec_widen3(op: VecWiden, arr: VecArr, high: bool, rd: u8, rn: u8, rm: u8) -> u32 {
    debug_assert!(NARROW & arr.bit() != 0, "{op:?} has no {arr:?} form");
    let (u, opcode) = match op {
        VecWiden::Saddl => (0, 0b0000),
        VecWiden::Uaddl => (1, 0b0000),
        VecWiden::Ssubl => (0, 0b0010),
        VecWiden::Usubl => (1, 0b0010),
        VecWiden::Smlal => (0, 0b1000),
        VecWiden::Umlal => (1, 0b1000),
        VecWiden::Smull => (0, 0b1100),
        VecWiden::Umull => (1, 0b1100),
    };
    0x0e20_0000
        | (u32::from(high || arr.q()) << 30)
        | (u << 29)
        | (u32::from(arr.size()) << 22)
        | (opcode << 12)
        | rrr(rm, rn, rd)
}

/// `ext vd, vn, vm, #index`: bytes `index..` of the pair `vm:vn` (`16b` when `q`).
#[inline]
pub fn ext(q: bool, rd: u8, rn: u8, rm: u8, index: u8) -> u32 {
    debug_assert!(
        index < if q { 16 } else { 8 },
        "ext index {index} out of range"
    );
    0x2e00_0000 | (u32::from(q) << 30) | (u32::from(index & 15) << 11) | rrr(rm, rn, rd)
}

/// `tbl vd.8b/16b, {vn.16b..vn+nregs-1.16b}, vm`: table lookup in 1..=4 registers.
#[inline]
pub fn tbl(q: bool, rd: u8, rn: u8, nregs: u8, rm: u8) -> u32 {
    debug_assert!((1..=4).contains(&nregs), "tbl of {nregs} registers");
    0x0e00_0000
        | (u32::from(q) << 30)
        | (u32::from(nregs.wrapping_sub(1) & 3) << 13)
        | rrr(rm, rn, rd)
}

/// `tbx vd.8b/16b, {vn.16b..vn+nregs-1.16b}, vm`: [`tbl`] keeping `vd`'s element where
/// an index is out of range.
#[inline]
pub fn tbx(q: bool, rd: u8, rn: u8, nregs: u8, rm: u8) -> u32 {
    tbl(q, rd, rn, nregs, rm) | 1 << 12
}

/// `ld1`..`ld4` or `st1`..`st4` (`load`) of the `nregs` consecutive registers from `vt`
/// at `[xn]`: `interleaved` (`ld2`..`ld4`, `nregs` 2..=4) de-interleaves elements
/// across the registers, otherwise (`ld1`, `nregs` 1..=4) they are filled in turn.
#[inline]
pub fn ldst_multiple(load: bool, interleaved: bool, nregs: u8, arr: VecArr, rt: u8, rn: u8) -> u32 {
    debug_assert!((1..=4).contains(&nregs), "{nregs} registers");
    debug_assert!(
        !interleaved || (nregs > 1 && arr != VecArr::D1),
        "no such ld{nregs}"
    );
    let opcode: u32 = match (interleaved, nregs) {
        (true, 2) => 0b1000,
        (true, 3) => 0b0100,
        (true, _) => 0b0000,
        (false, 1) => 0b0111,
        (false, 2) => 0b1010,
        (false, 3) => 0b0110,
        (false, _) => 0b0010,
    };
    0x0c00_0000
        | arr.q_bit()
        | (u32::from(load) << 22)
        | (opcode << 12)
        | (u32::from(arr.size()) << 10)
        | (reg(rn) << 5)
        | reg(rt)
}

/// The `R` (bit 21) and low opcode bit (13) of a single-structure access to `nregs`
/// registers.
#[inline]
fn single_regs(nregs: u8) -> u32 {
    debug_assert!((1..=4).contains(&nregs), "{nregs} registers");
    let n = u32::from(nregs.wrapping_sub(1) & 3);
    ((n & 1) << 21) | ((n >> 1) << 13)
}

/// The `imm5` field (20..16) naming element `index` of size `1 << size` bytes.
#[inline]
fn imm5(size: u8, index: u8) -> u32 {
    debug_assert!(size < 4, "element size {size} out of range");
    debug_assert!(index < 16 >> size, "element index {index} out of range");
    let size = u32::from(size & 3);
    ((u32::from(index) << (size + 1) | 1 << size) & 31) << 16
}

/// `dup vd.T, vn.Ts[index]`: every element from one element.
#[inline]
pub fn dup_element(arr: VecArr, rd: u8, rn: u8, index: u8) -> u32 {
    debug_assert!(arr != VecArr::D1, "dup has no 1d form");
    0x0e00_0400 | arr.q_bit() | imm5(arr.size(), index) | (reg(rn) << 5) | reg(rd)
}

/// `dup vd.T, wn/xn` (`xn` for `2d`): every element from a general register.
#[inline]
pub fn dup_gpr(arr: VecArr, rd: u8, rn: u8) -> u32 {
    debug_assert!(arr != VecArr::D1, "dup has no 1d form");
    0x0e00_0c00 | arr.q_bit() | imm5(arr.size(), 0) | (reg(rn) << 5) | reg(rd)
}

/// `mov vd.Ts[index], wn/xn` (`ins`; `size` 0..=3 is b, h, s, d).
#[inline]
pub fn ins_gpr(size: u8, rd: u8, index: u8, rn: u8) -> u32 {
    0x4e00_1c00 | imm5(size, index) | (reg(rn) << 5) | reg(rd)
}

/// `mov vd.Ts[dst_index], vn.Ts[src_index]` (`ins` from an element).
#[inline]
pub fn ins_element(size: u8, rd: u8, dst_index: u8, rn: u8, src_index: u8) -> u32 {
    debug_assert!(
        src_index < 16 >> size,
        "element index {src_index} out of range"
    );
    let imm4 = (u32::from(src_index) << size) & 15;
    0x6e00_0400 | imm5(size, dst_index) | (imm4 << 11) | (reg(rn) << 5) | reg(rd)
}

/// `umov wd, vn.Ts[index]` (`mov` for s and d, `xd` for d): zero-extended element.
#[inline]
pub fn umov(size: u8, rd: u8, rn: u8, index: u8) -> u32 {
    0x0e00_3c00 | (u32::from(size == 3) << 30) | imm5(size, index) | (reg(rn) << 5) | reg(rd)
}

/// `smov wd/xd, vn.Ts[index]` (`sf` for `xd`; b and h, or s into `xd`): sign-extended.
#[inline]
pub fn smov(size: u8, sf: bool, rd: u8, rn: u8, index: u8) -> u32 {
    debug_assert!(size < 2 || (size == 2 && sf), "no smov of size {size}");
    0x0e00_2c00 | (u32::from(sf) << 30) | imm5(size, index) | (reg(rn) << 5) | reg(rd)
}

/// The modified-immediate layout: `Q`, `op` (bit 29), `cmode`, `o2` and `a:b:c:d:e:f:g:h`.
#[inline]
fn mod_imm(q: bool, op: u32, cmode: u32, o2: u32, rd: u8, imm8: u8) -> u32 {
    let imm8 = u32::from(imm8);
    0x0f00_0400
        | (u32::from(q) << 30)
        | (op << 29)
        | ((imm8 >> 5) << 16)
        | (cmode << 12)
        | (o2 << 11)
        | ((imm8 & 31) << 5)
        | reg(rd)
}

/// The `cmode` of a shifted 8-bit immediate in `arr`'s elements.
#[inline]
fn shifted_cmode(arr: VecArr, shift: u8) -> u32 {
    let s = u32::from(shift / 8);
    debug_assert!(shift.is_multiple_of(8), "shift {shift} not a multiple of 8");
    match arr.size() {
        0 => {
            debug_assert!(shift == 0, "byte immediates are not shifted");
            0b1110
        }
        1 => {
            debug_assert!(s < 2, "halfword shift {shift} out of range");
            0b1000 | (s & 1) << 1
        }
        2 => {
            debug_assert!(s < 4, "word shift {shift} out of range");
            (s & 3) << 1
        }
        _ => {
            debug_assert!(false, "no shifted immediate of {arr:?}");
            0
        }
    }
}

/// `movi vd.T, #imm8, lsl #shift` (shift 0/8/16/24 for words, 0/8 for halfwords, 0
/// for bytes).
#[inline]
pub fn movi(arr: VecArr, rd: u8, imm8: u8, shift: u8) -> u32 {
    mod_imm(arr.q(), 0, shifted_cmode(arr, shift), 0, rd, imm8)
}

/// `mvni vd.T, #imm8, lsl #shift`: the complement of [`movi`] (halfwords and words).
#[inline]
pub fn mvni(arr: VecArr, rd: u8, imm8: u8, shift: u8) -> u32 {
    debug_assert!(matches!(arr.size(), 1 | 2), "no mvni of {arr:?}");
    mod_imm(arr.q(), 1, shifted_cmode(arr, shift), 0, rd, imm8)
}

/// `movi vd.2d, #mask` where byte `i` of each doubleword is all ones when bit `i` of
/// `mask8` is set.
#[inline]
pub fn movi_d2_bytemask(rd: u8, mask8: u8) -> u32 {
    mod_imm(true, 1, 0b1110, 0, rd, mask8)
}

/// `movi dd, #0`: the scalar zero (and the upper half cleared).
#[inline]
pub fn movi_d_zero(rd: u8) -> u32 {
    mod_imm(false, 1, 0b1110, 0, rd, 0)
}

/// `fmov vd.T, #imm` (`4h`/`8h`/`2s`/`4s`/`2d`) with the 8-bit immediate of
/// [`super::fp_imm8`].
#[inline]
pub fn fmov_vec_imm(arr: VecArr, rd: u8, imm8: u8) -> u32 {
    match arr {
        VecArr::H4 | VecArr::H8 => mod_imm(arr.q(), 0, 0b1111, 1, rd, imm8),
        VecArr::S2 | VecArr::S4 => mod_imm(arr.q(), 0, 0b1111, 0, rd, imm8),
        _ => {
            debug_assert!(arr == VecArr::D2, "no fmov of {arr:?}");
            mod_imm(true, 1, 0b1111, 0, rd, imm8)
        }
    }
}

/// `ld1r`..`ld4r {vt.T..}, [xn]` (`nregs` registers from `vt`): one structure of
/// `nregs` elements loaded, each element into every lane of its register.
#[inline]
pub fn ld_replicate(nregs: u8, arr: VecArr, rt: u8, rn: u8) -> u32 {
    0x0d40_c000
        | single_regs(nregs)
        | arr.q_bit()
        | (u32::from(arr.size()) << 10)
        | (reg(rn) << 5)
        | reg(rt)
}

/// The single-structure lane fields `Q:opcode:S:size` of element `index` of
/// `1 << size` bytes.
#[inline]
fn lane(size: u8, index: u8) -> u32 {
    debug_assert!(size < 4, "element size {size} out of range");
    debug_assert!(index < 16 >> size, "lane {index} out of range");
    let i = u32::from(index);
    // Q:S:size holds the index's bits above the element size; d sets size<0>.
    let (opcode, qss) = match size {
        0 => (0b000, i),
        1 => (0b010, i << 1),
        2 => (0b100, i << 2),
        _ => (0b100, (i << 3) | 1),
    };
    ((qss >> 3 & 1) << 30) | (opcode << 13) | ((qss >> 2 & 1) << 12) | ((qss & 3) << 10)
}

/// `ld1`..`ld4 {vt.Ts..}[index], [xn]` (`nregs` registers from `vt`): load one
/// structure into lane `index` of each register, keeping the other lanes.
#[inline]
pub fn ld_lane(nregs: u8, size: u8, rt: u8, index: u8, rn: u8) -> u32 {
    0x0d40_0000 | single_regs(nregs) | lane(size, index) | (reg(rn) << 5) | reg(rt)
}

/// `st1`..`st4 {vt.Ts..}[index], [xn]`: store lane `index` of each of `nregs`
/// registers from `vt` as one structure.
#[inline]
pub fn st_lane(nregs: u8, size: u8, rt: u8, index: u8, rn: u8) -> u32 {
    0x0d00_0000 | single_regs(nregs) | lane(size, index) | (reg(rn) << 5) | reg(rt)
}
