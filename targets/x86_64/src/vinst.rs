//! Packed SSE/AVX operations: the opcodes of the vector machine instructions
//! ([`crate::inst::MInst::VBin`] and friends) and their encodings.
//!
//! One table lists every operation with its legacy SSE, VEX.128 and VEX.256 opcodes
//! (`INVALID` where a form does not exist), whether an 8-bit immediate follows, and
//! which operands are narrower than the others in the 256-bit form.

use iced_x86::Code;
use rllc_codegen::{OperandUse, OperandVisitor, Reg};

use crate::inst::Amode;

/// Encoding and register width of a packed instruction.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum VW {
    /// Legacy SSE encoding, 128 bits, two-address (`dst` is the first source).
    Sse,
    /// VEX encoding, 128 bits, three-address.
    V128,
    /// VEX encoding, 256 bits, three-address.
    V256,
}

impl VW {
    /// Whether the destination must be the first source (legacy encoding).
    pub fn two_address(self) -> bool {
        self == VW::Sse
    }

    fn index(self) -> usize {
        self as usize
    }
}

/// A vector register or a memory operand.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum XRm {
    Reg(Reg),
    Mem(Amode),
}

impl XRm {
    pub(crate) fn visit(&mut self, v: &mut dyn OperandVisitor) {
        match self {
            XRm::Reg(r) => v.operand(r, OperandUse::Use),
            XRm::Mem(a) => a.visit(v),
        }
    }
}

/// Which operands of the 256-bit form are xmm registers.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Shape {
    /// Every vector operand has the instruction's width.
    Same,
    /// The last source is an xmm register (shift counts, 128-bit inserts, widening
    /// conversions and extensions, broadcasts).
    SrcX,
    /// The destination is an xmm register (128-bit extracts, narrowing conversions).
    DstX,
}

/// Encoding facts of one operation.
#[derive(Copy, Clone, Debug)]
pub struct VInfo {
    /// Legacy, VEX.128 and VEX.256 opcodes.
    pub codes: [Code; 3],
    /// Whether an 8-bit immediate follows the register operands.
    pub imm: bool,
    pub shape: Shape,
}

impl VInfo {
    /// The opcode for encoding `w`.
    pub fn code(&self, w: VW) -> Code {
        self.codes[w.index()]
    }
}

macro_rules! vops {
    ($($(#[$doc:meta])* $op:ident = $leg:ident, $v128:ident, $v256:ident, $imm:literal, $shape:ident;)*) => {
        /// Packed operations (names follow the SSE mnemonics; `…I` are shifts by an
        /// immediate).
        #[derive(Copy, Clone, PartialEq, Eq, Debug)]
        pub enum VOp { $($(#[$doc])* $op,)* }

        impl VOp {
            /// Opcodes, immediate and operand shape.
            pub fn info(self) -> VInfo {
                match self {
                    $(VOp::$op => VInfo {
                        codes: [Code::$leg, Code::$v128, Code::$v256],
                        imm: $imm,
                        shape: Shape::$shape,
                    },)*
                }
            }
        }
    };
}

vops! {
    // Integer arithmetic.
    Paddb = Paddb_xmm_xmmm128, VEX_Vpaddb_xmm_xmm_xmmm128, VEX_Vpaddb_ymm_ymm_ymmm256, false, Same;
    Paddw = Paddw_xmm_xmmm128, VEX_Vpaddw_xmm_xmm_xmmm128, VEX_Vpaddw_ymm_ymm_ymmm256, false, Same;
    Paddd = Paddd_xmm_xmmm128, VEX_Vpaddd_xmm_xmm_xmmm128, VEX_Vpaddd_ymm_ymm_ymmm256, false, Same;
    Paddq = Paddq_xmm_xmmm128, VEX_Vpaddq_xmm_xmm_xmmm128, VEX_Vpaddq_ymm_ymm_ymmm256, false, Same;
    Psubb = Psubb_xmm_xmmm128, VEX_Vpsubb_xmm_xmm_xmmm128, VEX_Vpsubb_ymm_ymm_ymmm256, false, Same;
    Psubw = Psubw_xmm_xmmm128, VEX_Vpsubw_xmm_xmm_xmmm128, VEX_Vpsubw_ymm_ymm_ymmm256, false, Same;
    Psubd = Psubd_xmm_xmmm128, VEX_Vpsubd_xmm_xmm_xmmm128, VEX_Vpsubd_ymm_ymm_ymmm256, false, Same;
    Psubq = Psubq_xmm_xmmm128, VEX_Vpsubq_xmm_xmm_xmmm128, VEX_Vpsubq_ymm_ymm_ymmm256, false, Same;
    Paddsb = Paddsb_xmm_xmmm128, VEX_Vpaddsb_xmm_xmm_xmmm128, VEX_Vpaddsb_ymm_ymm_ymmm256, false, Same;
    Paddsw = Paddsw_xmm_xmmm128, VEX_Vpaddsw_xmm_xmm_xmmm128, VEX_Vpaddsw_ymm_ymm_ymmm256, false, Same;
    Paddusb = Paddusb_xmm_xmmm128, VEX_Vpaddusb_xmm_xmm_xmmm128, VEX_Vpaddusb_ymm_ymm_ymmm256, false, Same;
    Paddusw = Paddusw_xmm_xmmm128, VEX_Vpaddusw_xmm_xmm_xmmm128, VEX_Vpaddusw_ymm_ymm_ymmm256, false, Same;
    Psubsb = Psubsb_xmm_xmmm128, VEX_Vpsubsb_xmm_xmm_xmmm128, VEX_Vpsubsb_ymm_ymm_ymmm256, false, Same;
    Psubsw = Psubsw_xmm_xmmm128, VEX_Vpsubsw_xmm_xmm_xmmm128, VEX_Vpsubsw_ymm_ymm_ymmm256, false, Same;
    Psubusb = Psubusb_xmm_xmmm128, VEX_Vpsubusb_xmm_xmm_xmmm128, VEX_Vpsubusb_ymm_ymm_ymmm256, false, Same;
    Psubusw = Psubusw_xmm_xmmm128, VEX_Vpsubusw_xmm_xmm_xmmm128, VEX_Vpsubusw_ymm_ymm_ymmm256, false, Same;
    Pmullw = Pmullw_xmm_xmmm128, VEX_Vpmullw_xmm_xmm_xmmm128, VEX_Vpmullw_ymm_ymm_ymmm256, false, Same;
    Pmulhw = Pmulhw_xmm_xmmm128, VEX_Vpmulhw_xmm_xmm_xmmm128, VEX_Vpmulhw_ymm_ymm_ymmm256, false, Same;
    Pmulhuw = Pmulhuw_xmm_xmmm128, VEX_Vpmulhuw_xmm_xmm_xmmm128, VEX_Vpmulhuw_ymm_ymm_ymmm256, false, Same;
    Pmuludq = Pmuludq_xmm_xmmm128, VEX_Vpmuludq_xmm_xmm_xmmm128, VEX_Vpmuludq_ymm_ymm_ymmm256, false, Same;
    /// SSE4.1.
    Pmulld = Pmulld_xmm_xmmm128, VEX_Vpmulld_xmm_xmm_xmmm128, VEX_Vpmulld_ymm_ymm_ymmm256, false, Same;
    /// SSE4.1.
    Pmuldq = Pmuldq_xmm_xmmm128, VEX_Vpmuldq_xmm_xmm_xmmm128, VEX_Vpmuldq_ymm_ymm_ymmm256, false, Same;
    Pmaddwd = Pmaddwd_xmm_xmmm128, VEX_Vpmaddwd_xmm_xmm_xmmm128, VEX_Vpmaddwd_ymm_ymm_ymmm256, false, Same;
    Psadbw = Psadbw_xmm_xmmm128, VEX_Vpsadbw_xmm_xmm_xmmm128, VEX_Vpsadbw_ymm_ymm_ymmm256, false, Same;
    Pavgb = Pavgb_xmm_xmmm128, VEX_Vpavgb_xmm_xmm_xmmm128, VEX_Vpavgb_ymm_ymm_ymmm256, false, Same;
    Pavgw = Pavgw_xmm_xmmm128, VEX_Vpavgw_xmm_xmm_xmmm128, VEX_Vpavgw_ymm_ymm_ymmm256, false, Same;
    // Bitwise.
    Pand = Pand_xmm_xmmm128, VEX_Vpand_xmm_xmm_xmmm128, VEX_Vpand_ymm_ymm_ymmm256, false, Same;
    Pandn = Pandn_xmm_xmmm128, VEX_Vpandn_xmm_xmm_xmmm128, VEX_Vpandn_ymm_ymm_ymmm256, false, Same;
    Por = Por_xmm_xmmm128, VEX_Vpor_xmm_xmm_xmmm128, VEX_Vpor_ymm_ymm_ymmm256, false, Same;
    Pxor = Pxor_xmm_xmmm128, VEX_Vpxor_xmm_xmm_xmmm128, VEX_Vpxor_ymm_ymm_ymmm256, false, Same;
    // Compares.
    Pcmpeqb = Pcmpeqb_xmm_xmmm128, VEX_Vpcmpeqb_xmm_xmm_xmmm128, VEX_Vpcmpeqb_ymm_ymm_ymmm256, false, Same;
    Pcmpeqw = Pcmpeqw_xmm_xmmm128, VEX_Vpcmpeqw_xmm_xmm_xmmm128, VEX_Vpcmpeqw_ymm_ymm_ymmm256, false, Same;
    Pcmpeqd = Pcmpeqd_xmm_xmmm128, VEX_Vpcmpeqd_xmm_xmm_xmmm128, VEX_Vpcmpeqd_ymm_ymm_ymmm256, false, Same;
    /// SSE4.1.
    Pcmpeqq = Pcmpeqq_xmm_xmmm128, VEX_Vpcmpeqq_xmm_xmm_xmmm128, VEX_Vpcmpeqq_ymm_ymm_ymmm256, false, Same;
    Pcmpgtb = Pcmpgtb_xmm_xmmm128, VEX_Vpcmpgtb_xmm_xmm_xmmm128, VEX_Vpcmpgtb_ymm_ymm_ymmm256, false, Same;
    Pcmpgtw = Pcmpgtw_xmm_xmmm128, VEX_Vpcmpgtw_xmm_xmm_xmmm128, VEX_Vpcmpgtw_ymm_ymm_ymmm256, false, Same;
    Pcmpgtd = Pcmpgtd_xmm_xmmm128, VEX_Vpcmpgtd_xmm_xmm_xmmm128, VEX_Vpcmpgtd_ymm_ymm_ymmm256, false, Same;
    /// SSE4.2.
    Pcmpgtq = Pcmpgtq_xmm_xmmm128, VEX_Vpcmpgtq_xmm_xmm_xmmm128, VEX_Vpcmpgtq_ymm_ymm_ymmm256, false, Same;
    // Minimum and maximum (SSE2: pmaxsw, pmaxub, pminsw, pminub; the rest SSE4.1).
    Pmaxsb = Pmaxsb_xmm_xmmm128, VEX_Vpmaxsb_xmm_xmm_xmmm128, VEX_Vpmaxsb_ymm_ymm_ymmm256, false, Same;
    Pmaxsw = Pmaxsw_xmm_xmmm128, VEX_Vpmaxsw_xmm_xmm_xmmm128, VEX_Vpmaxsw_ymm_ymm_ymmm256, false, Same;
    Pmaxsd = Pmaxsd_xmm_xmmm128, VEX_Vpmaxsd_xmm_xmm_xmmm128, VEX_Vpmaxsd_ymm_ymm_ymmm256, false, Same;
    Pmaxub = Pmaxub_xmm_xmmm128, VEX_Vpmaxub_xmm_xmm_xmmm128, VEX_Vpmaxub_ymm_ymm_ymmm256, false, Same;
    Pmaxuw = Pmaxuw_xmm_xmmm128, VEX_Vpmaxuw_xmm_xmm_xmmm128, VEX_Vpmaxuw_ymm_ymm_ymmm256, false, Same;
    Pmaxud = Pmaxud_xmm_xmmm128, VEX_Vpmaxud_xmm_xmm_xmmm128, VEX_Vpmaxud_ymm_ymm_ymmm256, false, Same;
    Pminsb = Pminsb_xmm_xmmm128, VEX_Vpminsb_xmm_xmm_xmmm128, VEX_Vpminsb_ymm_ymm_ymmm256, false, Same;
    Pminsw = Pminsw_xmm_xmmm128, VEX_Vpminsw_xmm_xmm_xmmm128, VEX_Vpminsw_ymm_ymm_ymmm256, false, Same;
    Pminsd = Pminsd_xmm_xmmm128, VEX_Vpminsd_xmm_xmm_xmmm128, VEX_Vpminsd_ymm_ymm_ymmm256, false, Same;
    Pminub = Pminub_xmm_xmmm128, VEX_Vpminub_xmm_xmm_xmmm128, VEX_Vpminub_ymm_ymm_ymmm256, false, Same;
    Pminuw = Pminuw_xmm_xmmm128, VEX_Vpminuw_xmm_xmm_xmmm128, VEX_Vpminuw_ymm_ymm_ymmm256, false, Same;
    Pminud = Pminud_xmm_xmmm128, VEX_Vpminud_xmm_xmm_xmmm128, VEX_Vpminud_ymm_ymm_ymmm256, false, Same;
    // Shifts by the count in the low quadword of an xmm register.
    Psllw = Psllw_xmm_xmmm128, VEX_Vpsllw_xmm_xmm_xmmm128, VEX_Vpsllw_ymm_ymm_xmmm128, false, SrcX;
    Pslld = Pslld_xmm_xmmm128, VEX_Vpslld_xmm_xmm_xmmm128, VEX_Vpslld_ymm_ymm_xmmm128, false, SrcX;
    Psllq = Psllq_xmm_xmmm128, VEX_Vpsllq_xmm_xmm_xmmm128, VEX_Vpsllq_ymm_ymm_xmmm128, false, SrcX;
    Psrlw = Psrlw_xmm_xmmm128, VEX_Vpsrlw_xmm_xmm_xmmm128, VEX_Vpsrlw_ymm_ymm_xmmm128, false, SrcX;
    Psrld = Psrld_xmm_xmmm128, VEX_Vpsrld_xmm_xmm_xmmm128, VEX_Vpsrld_ymm_ymm_xmmm128, false, SrcX;
    Psrlq = Psrlq_xmm_xmmm128, VEX_Vpsrlq_xmm_xmm_xmmm128, VEX_Vpsrlq_ymm_ymm_xmmm128, false, SrcX;
    Psraw = Psraw_xmm_xmmm128, VEX_Vpsraw_xmm_xmm_xmmm128, VEX_Vpsraw_ymm_ymm_xmmm128, false, SrcX;
    Psrad = Psrad_xmm_xmmm128, VEX_Vpsrad_xmm_xmm_xmmm128, VEX_Vpsrad_ymm_ymm_xmmm128, false, SrcX;
    /// AVX2 per-lane shift counts.
    Vpsllvd = INVALID, VEX_Vpsllvd_xmm_xmm_xmmm128, VEX_Vpsllvd_ymm_ymm_ymmm256, false, Same;
    Vpsllvq = INVALID, VEX_Vpsllvq_xmm_xmm_xmmm128, VEX_Vpsllvq_ymm_ymm_ymmm256, false, Same;
    Vpsrlvd = INVALID, VEX_Vpsrlvd_xmm_xmm_xmmm128, VEX_Vpsrlvd_ymm_ymm_ymmm256, false, Same;
    Vpsrlvq = INVALID, VEX_Vpsrlvq_xmm_xmm_xmmm128, VEX_Vpsrlvq_ymm_ymm_ymmm256, false, Same;
    Vpsravd = INVALID, VEX_Vpsravd_xmm_xmm_xmmm128, VEX_Vpsravd_ymm_ymm_ymmm256, false, Same;
    // Shifts by an immediate (unary; the legacy form shifts its destination).
    PsllwI = Psllw_xmm_imm8, VEX_Vpsllw_xmm_xmm_imm8, VEX_Vpsllw_ymm_ymm_imm8, true, Same;
    PslldI = Pslld_xmm_imm8, VEX_Vpslld_xmm_xmm_imm8, VEX_Vpslld_ymm_ymm_imm8, true, Same;
    PsllqI = Psllq_xmm_imm8, VEX_Vpsllq_xmm_xmm_imm8, VEX_Vpsllq_ymm_ymm_imm8, true, Same;
    PsrlwI = Psrlw_xmm_imm8, VEX_Vpsrlw_xmm_xmm_imm8, VEX_Vpsrlw_ymm_ymm_imm8, true, Same;
    PsrldI = Psrld_xmm_imm8, VEX_Vpsrld_xmm_xmm_imm8, VEX_Vpsrld_ymm_ymm_imm8, true, Same;
    PsrlqI = Psrlq_xmm_imm8, VEX_Vpsrlq_xmm_xmm_imm8, VEX_Vpsrlq_ymm_ymm_imm8, true, Same;
    PsrawI = Psraw_xmm_imm8, VEX_Vpsraw_xmm_xmm_imm8, VEX_Vpsraw_ymm_ymm_imm8, true, Same;
    PsradI = Psrad_xmm_imm8, VEX_Vpsrad_xmm_xmm_imm8, VEX_Vpsrad_ymm_ymm_imm8, true, Same;
    /// Byte shifts of the whole register (per 128-bit half in the 256-bit form).
    PslldqI = Pslldq_xmm_imm8, VEX_Vpslldq_xmm_xmm_imm8, VEX_Vpslldq_ymm_ymm_imm8, true, Same;
    PsrldqI = Psrldq_xmm_imm8, VEX_Vpsrldq_xmm_xmm_imm8, VEX_Vpsrldq_ymm_ymm_imm8, true, Same;
    // Interleaves and packs.
    Punpcklbw = Punpcklbw_xmm_xmmm128, VEX_Vpunpcklbw_xmm_xmm_xmmm128, VEX_Vpunpcklbw_ymm_ymm_ymmm256, false, Same;
    Punpcklwd = Punpcklwd_xmm_xmmm128, VEX_Vpunpcklwd_xmm_xmm_xmmm128, VEX_Vpunpcklwd_ymm_ymm_ymmm256, false, Same;
    Punpckldq = Punpckldq_xmm_xmmm128, VEX_Vpunpckldq_xmm_xmm_xmmm128, VEX_Vpunpckldq_ymm_ymm_ymmm256, false, Same;
    Punpcklqdq = Punpcklqdq_xmm_xmmm128, VEX_Vpunpcklqdq_xmm_xmm_xmmm128, VEX_Vpunpcklqdq_ymm_ymm_ymmm256, false, Same;
    Punpckhbw = Punpckhbw_xmm_xmmm128, VEX_Vpunpckhbw_xmm_xmm_xmmm128, VEX_Vpunpckhbw_ymm_ymm_ymmm256, false, Same;
    Punpckhwd = Punpckhwd_xmm_xmmm128, VEX_Vpunpckhwd_xmm_xmm_xmmm128, VEX_Vpunpckhwd_ymm_ymm_ymmm256, false, Same;
    Punpckhdq = Punpckhdq_xmm_xmmm128, VEX_Vpunpckhdq_xmm_xmm_xmmm128, VEX_Vpunpckhdq_ymm_ymm_ymmm256, false, Same;
    Punpckhqdq = Punpckhqdq_xmm_xmmm128, VEX_Vpunpckhqdq_xmm_xmm_xmmm128, VEX_Vpunpckhqdq_ymm_ymm_ymmm256, false, Same;
    Packsswb = Packsswb_xmm_xmmm128, VEX_Vpacksswb_xmm_xmm_xmmm128, VEX_Vpacksswb_ymm_ymm_ymmm256, false, Same;
    Packssdw = Packssdw_xmm_xmmm128, VEX_Vpackssdw_xmm_xmm_xmmm128, VEX_Vpackssdw_ymm_ymm_ymmm256, false, Same;
    Packuswb = Packuswb_xmm_xmmm128, VEX_Vpackuswb_xmm_xmm_xmmm128, VEX_Vpackuswb_ymm_ymm_ymmm256, false, Same;
    /// SSE4.1.
    Packusdw = Packusdw_xmm_xmmm128, VEX_Vpackusdw_xmm_xmm_xmmm128, VEX_Vpackusdw_ymm_ymm_ymmm256, false, Same;
    // Shuffles.
    /// SSSE3.
    Pshufb = Pshufb_xmm_xmmm128, VEX_Vpshufb_xmm_xmm_xmmm128, VEX_Vpshufb_ymm_ymm_ymmm256, false, Same;
    /// SSSE3.
    Palignr = Palignr_xmm_xmmm128_imm8, VEX_Vpalignr_xmm_xmm_xmmm128_imm8, VEX_Vpalignr_ymm_ymm_ymmm256_imm8, true, Same;
    Shufps = Shufps_xmm_xmmm128_imm8, VEX_Vshufps_xmm_xmm_xmmm128_imm8, VEX_Vshufps_ymm_ymm_ymmm256_imm8, true, Same;
    Shufpd = Shufpd_xmm_xmmm128_imm8, VEX_Vshufpd_xmm_xmm_xmmm128_imm8, VEX_Vshufpd_ymm_ymm_ymmm256_imm8, true, Same;
    /// SSE4.1.
    Pblendw = Pblendw_xmm_xmmm128_imm8, VEX_Vpblendw_xmm_xmm_xmmm128_imm8, VEX_Vpblendw_ymm_ymm_ymmm256_imm8, true, Same;
    /// SSE4.1.
    Blendps = Blendps_xmm_xmmm128_imm8, VEX_Vblendps_xmm_xmm_xmmm128_imm8, VEX_Vblendps_ymm_ymm_ymmm256_imm8, true, Same;
    /// SSE4.1.
    Blendpd = Blendpd_xmm_xmmm128_imm8, VEX_Vblendpd_xmm_xmm_xmmm128_imm8, VEX_Vblendpd_ymm_ymm_ymmm256_imm8, true, Same;
    /// SSE4.1: `dst = lhs` with one float lane replaced (imm: source lane, target lane, zero mask).
    Insertps = Insertps_xmm_xmmm32_imm8, VEX_Vinsertps_xmm_xmm_xmmm32_imm8, INVALID, true, Same;
    /// AVX2: 128-bit halves picked from two registers.
    Vperm2i128 = INVALID, INVALID, VEX_Vperm2i128_ymm_ymm_ymmm256_imm8, true, Same;
    /// AVX2: an xmm register into the half `imm` of a ymm register.
    Vinserti128 = INVALID, INVALID, VEX_Vinserti128_ymm_ymm_xmmm128_imm8, true, SrcX;
    /// AVX2: lanes of 32 bits permuted across the whole register (`lhs` holds the indices).
    Vpermd = INVALID, INVALID, VEX_Vpermd_ymm_ymm_ymmm256, false, Same;
    Pshufd = Pshufd_xmm_xmmm128_imm8, VEX_Vpshufd_xmm_xmmm128_imm8, VEX_Vpshufd_ymm_ymmm256_imm8, true, Same;
    Pshuflw = Pshuflw_xmm_xmmm128_imm8, VEX_Vpshuflw_xmm_xmmm128_imm8, VEX_Vpshuflw_ymm_ymmm256_imm8, true, Same;
    Pshufhw = Pshufhw_xmm_xmmm128_imm8, VEX_Vpshufhw_xmm_xmmm128_imm8, VEX_Vpshufhw_ymm_ymmm256_imm8, true, Same;
    /// AVX2: 64-bit lanes permuted across the register.
    Vpermq = INVALID, INVALID, VEX_Vpermq_ymm_ymmm256_imm8, true, Same;
    /// AVX2: the high (imm 1) or low 128 bits.
    Vextracti128 = INVALID, INVALID, VEX_Vextracti128_xmmm128_ymm_imm8, true, DstX;
    /// AVX2: lane 0 of an xmm register into every lane.
    Vpbroadcastb = INVALID, VEX_Vpbroadcastb_xmm_xmmm8, VEX_Vpbroadcastb_ymm_xmmm8, false, SrcX;
    Vpbroadcastw = INVALID, VEX_Vpbroadcastw_xmm_xmmm16, VEX_Vpbroadcastw_ymm_xmmm16, false, SrcX;
    Vpbroadcastd = INVALID, VEX_Vpbroadcastd_xmm_xmmm32, VEX_Vpbroadcastd_ymm_xmmm32, false, SrcX;
    Vpbroadcastq = INVALID, VEX_Vpbroadcastq_xmm_xmmm64, VEX_Vpbroadcastq_ymm_xmmm64, false, SrcX;
    // Floating point.
    Addps = Addps_xmm_xmmm128, VEX_Vaddps_xmm_xmm_xmmm128, VEX_Vaddps_ymm_ymm_ymmm256, false, Same;
    Addpd = Addpd_xmm_xmmm128, VEX_Vaddpd_xmm_xmm_xmmm128, VEX_Vaddpd_ymm_ymm_ymmm256, false, Same;
    Subps = Subps_xmm_xmmm128, VEX_Vsubps_xmm_xmm_xmmm128, VEX_Vsubps_ymm_ymm_ymmm256, false, Same;
    Subpd = Subpd_xmm_xmmm128, VEX_Vsubpd_xmm_xmm_xmmm128, VEX_Vsubpd_ymm_ymm_ymmm256, false, Same;
    Mulps = Mulps_xmm_xmmm128, VEX_Vmulps_xmm_xmm_xmmm128, VEX_Vmulps_ymm_ymm_ymmm256, false, Same;
    Mulpd = Mulpd_xmm_xmmm128, VEX_Vmulpd_xmm_xmm_xmmm128, VEX_Vmulpd_ymm_ymm_ymmm256, false, Same;
    Divps = Divps_xmm_xmmm128, VEX_Vdivps_xmm_xmm_xmmm128, VEX_Vdivps_ymm_ymm_ymmm256, false, Same;
    Divpd = Divpd_xmm_xmmm128, VEX_Vdivpd_xmm_xmm_xmmm128, VEX_Vdivpd_ymm_ymm_ymmm256, false, Same;
    Minps = Minps_xmm_xmmm128, VEX_Vminps_xmm_xmm_xmmm128, VEX_Vminps_ymm_ymm_ymmm256, false, Same;
    Minpd = Minpd_xmm_xmmm128, VEX_Vminpd_xmm_xmm_xmmm128, VEX_Vminpd_ymm_ymm_ymmm256, false, Same;
    Maxps = Maxps_xmm_xmmm128, VEX_Vmaxps_xmm_xmm_xmmm128, VEX_Vmaxps_ymm_ymm_ymmm256, false, Same;
    Maxpd = Maxpd_xmm_xmmm128, VEX_Vmaxpd_xmm_xmm_xmmm128, VEX_Vmaxpd_ymm_ymm_ymmm256, false, Same;
    Andps = Andps_xmm_xmmm128, VEX_Vandps_xmm_xmm_xmmm128, VEX_Vandps_ymm_ymm_ymmm256, false, Same;
    Andnps = Andnps_xmm_xmmm128, VEX_Vandnps_xmm_xmm_xmmm128, VEX_Vandnps_ymm_ymm_ymmm256, false, Same;
    Orps = Orps_xmm_xmmm128, VEX_Vorps_xmm_xmm_xmmm128, VEX_Vorps_ymm_ymm_ymmm256, false, Same;
    Xorps = Xorps_xmm_xmmm128, VEX_Vxorps_xmm_xmm_xmmm128, VEX_Vxorps_ymm_ymm_ymmm256, false, Same;
    /// Compare with predicate `imm` (0 eq, 1 lt, 2 le, 3 unord, 4 neq, 5 nlt, 6 nle, 7 ord).
    Cmpps = Cmpps_xmm_xmmm128_imm8, VEX_Vcmpps_xmm_xmm_xmmm128_imm8, VEX_Vcmpps_ymm_ymm_ymmm256_imm8, true, Same;
    Cmppd = Cmppd_xmm_xmmm128_imm8, VEX_Vcmppd_xmm_xmm_xmmm128_imm8, VEX_Vcmppd_ymm_ymm_ymmm256_imm8, true, Same;
    Unpcklps = Unpcklps_xmm_xmmm128, VEX_Vunpcklps_xmm_xmm_xmmm128, VEX_Vunpcklps_ymm_ymm_ymmm256, false, Same;
    Unpckhps = Unpckhps_xmm_xmmm128, VEX_Vunpckhps_xmm_xmm_xmmm128, VEX_Vunpckhps_ymm_ymm_ymmm256, false, Same;
    Movlhps = Movlhps_xmm_xmm, VEX_Vmovlhps_xmm_xmm_xmm, INVALID, false, Same;
    Movhlps = Movhlps_xmm_xmm, VEX_Vmovhlps_xmm_xmm_xmm, INVALID, false, Same;
    /// The low 32 bits of the second source over the first (register form).
    Movss = Movss_xmm_xmmm32, VEX_Vmovss_xmm_xmm_xmm, INVALID, false, Same;
    /// The low 64 bits of the second source over the first (register form).
    Movsd = Movsd_xmm_xmmm64, VEX_Vmovsd_xmm_xmm_xmm, INVALID, false, Same;
    Sqrtps = Sqrtps_xmm_xmmm128, VEX_Vsqrtps_xmm_xmmm128, VEX_Vsqrtps_ymm_ymmm256, false, Same;
    Sqrtpd = Sqrtpd_xmm_xmmm128, VEX_Vsqrtpd_xmm_xmmm128, VEX_Vsqrtpd_ymm_ymmm256, false, Same;
    /// SSE4.1 rounding with mode `imm`.
    Roundps = Roundps_xmm_xmmm128_imm8, VEX_Vroundps_xmm_xmmm128_imm8, VEX_Vroundps_ymm_ymmm256_imm8, true, Same;
    Roundpd = Roundpd_xmm_xmmm128_imm8, VEX_Vroundpd_xmm_xmmm128_imm8, VEX_Vroundpd_ymm_ymmm256_imm8, true, Same;
    /// AVX: a 32-bit float into every lane.
    Vbroadcastss = INVALID, VEX_Vbroadcastss_xmm_xmm, VEX_Vbroadcastss_ymm_xmm, false, SrcX;
    /// AVX: a 64-bit float into every lane.
    Vbroadcastsd = INVALID, INVALID, VEX_Vbroadcastsd_ymm_xmm, false, SrcX;
    /// AVX: an xmm register into the half `imm` of a ymm register.
    Vinsertf128 = INVALID, INVALID, VEX_Vinsertf128_ymm_ymm_xmmm128_imm8, true, SrcX;
    /// AVX: the high (imm 1) or low 128 bits.
    Vextractf128 = INVALID, INVALID, VEX_Vextractf128_xmmm128_ymm_imm8, true, DstX;
    // Conversions.
    Cvtdq2ps = Cvtdq2ps_xmm_xmmm128, VEX_Vcvtdq2ps_xmm_xmmm128, VEX_Vcvtdq2ps_ymm_ymmm256, false, Same;
    Cvttps2dq = Cvttps2dq_xmm_xmmm128, VEX_Vcvttps2dq_xmm_xmmm128, VEX_Vcvttps2dq_ymm_ymmm256, false, Same;
    Cvtps2pd = Cvtps2pd_xmm_xmmm64, VEX_Vcvtps2pd_xmm_xmmm64, VEX_Vcvtps2pd_ymm_xmmm128, false, SrcX;
    Cvtpd2ps = Cvtpd2ps_xmm_xmmm128, VEX_Vcvtpd2ps_xmm_xmmm128, VEX_Vcvtpd2ps_xmm_ymmm256, false, DstX;
    Cvtdq2pd = Cvtdq2pd_xmm_xmmm64, VEX_Vcvtdq2pd_xmm_xmmm64, VEX_Vcvtdq2pd_ymm_xmmm128, false, SrcX;
    Cvttpd2dq = Cvttpd2dq_xmm_xmmm128, VEX_Vcvttpd2dq_xmm_xmmm128, VEX_Vcvttpd2dq_xmm_ymmm256, false, DstX;
    // Sign and zero extension of the low lanes (SSE4.1).
    Pmovsxbw = Pmovsxbw_xmm_xmmm64, VEX_Vpmovsxbw_xmm_xmmm64, VEX_Vpmovsxbw_ymm_xmmm128, false, SrcX;
    Pmovsxbd = Pmovsxbd_xmm_xmmm32, VEX_Vpmovsxbd_xmm_xmmm32, VEX_Vpmovsxbd_ymm_xmmm64, false, SrcX;
    Pmovsxbq = Pmovsxbq_xmm_xmmm16, VEX_Vpmovsxbq_xmm_xmmm16, VEX_Vpmovsxbq_ymm_xmmm32, false, SrcX;
    Pmovsxwd = Pmovsxwd_xmm_xmmm64, VEX_Vpmovsxwd_xmm_xmmm64, VEX_Vpmovsxwd_ymm_xmmm128, false, SrcX;
    Pmovsxwq = Pmovsxwq_xmm_xmmm32, VEX_Vpmovsxwq_xmm_xmmm32, VEX_Vpmovsxwq_ymm_xmmm64, false, SrcX;
    Pmovsxdq = Pmovsxdq_xmm_xmmm64, VEX_Vpmovsxdq_xmm_xmmm64, VEX_Vpmovsxdq_ymm_xmmm128, false, SrcX;
    Pmovzxbw = Pmovzxbw_xmm_xmmm64, VEX_Vpmovzxbw_xmm_xmmm64, VEX_Vpmovzxbw_ymm_xmmm128, false, SrcX;
    Pmovzxbd = Pmovzxbd_xmm_xmmm32, VEX_Vpmovzxbd_xmm_xmmm32, VEX_Vpmovzxbd_ymm_xmmm64, false, SrcX;
    Pmovzxbq = Pmovzxbq_xmm_xmmm16, VEX_Vpmovzxbq_xmm_xmmm16, VEX_Vpmovzxbq_ymm_xmmm32, false, SrcX;
    Pmovzxwd = Pmovzxwd_xmm_xmmm64, VEX_Vpmovzxwd_xmm_xmmm64, VEX_Vpmovzxwd_ymm_xmmm128, false, SrcX;
    Pmovzxwq = Pmovzxwq_xmm_xmmm32, VEX_Vpmovzxwq_xmm_xmmm32, VEX_Vpmovzxwq_ymm_xmmm64, false, SrcX;
    Pmovzxdq = Pmovzxdq_xmm_xmmm64, VEX_Vpmovzxdq_xmm_xmmm64, VEX_Vpmovzxdq_ymm_xmmm128, false, SrcX;
    /// SSSE3 absolute values.
    Pabsb = Pabsb_xmm_xmmm128, VEX_Vpabsb_xmm_xmmm128, VEX_Vpabsb_ymm_ymmm256, false, Same;
    Pabsw = Pabsw_xmm_xmmm128, VEX_Vpabsw_xmm_xmmm128, VEX_Vpabsw_ymm_ymmm256, false, Same;
    Pabsd = Pabsd_xmm_xmmm128, VEX_Vpabsd_xmm_xmmm128, VEX_Vpabsd_ymm_ymmm256, false, Same;
    // Moves and loads (one source).
    Movups = Movups_xmm_xmmm128, VEX_Vmovups_xmm_xmmm128, VEX_Vmovups_ymm_ymmm256, false, Same;
    Movaps = Movaps_xmm_xmmm128, VEX_Vmovaps_xmm_xmmm128, VEX_Vmovaps_ymm_ymmm256, false, Same;
    /// The low 64 bits, upper bits cleared.
    Movq = Movq_xmm_xmmm64, VEX_Vmovq_xmm_xmmm64, INVALID, false, Same;
    /// A 32-bit load, upper bits cleared (memory source only).
    Movd = Movd_xmm_rm32, VEX_Vmovd_xmm_rm32, INVALID, false, Same;
    // Variable blends: `dst = mask ? rhs : lhs` by the mask's sign bits (SSE4.1).
    Pblendvb = Pblendvb_xmm_xmmm128, VEX_Vpblendvb_xmm_xmm_xmmm128_xmm, VEX_Vpblendvb_ymm_ymm_ymmm256_ymm, false, Same;
    Blendvps = Blendvps_xmm_xmmm128, VEX_Vblendvps_xmm_xmm_xmmm128_xmm, VEX_Vblendvps_ymm_ymm_ymmm256_ymm, false, Same;
    Blendvpd = Blendvpd_xmm_xmmm128, VEX_Vblendvpd_xmm_xmm_xmmm128_xmm, VEX_Vblendvpd_ymm_ymm_ymmm256_ymm, false, Same;
    // Vector to general-purpose register.
    Pmovmskb = Pmovmskb_r32_xmm, VEX_Vpmovmskb_r32_xmm, VEX_Vpmovmskb_r32_ymm, false, Same;
    Movmskps = Movmskps_r32_xmm, VEX_Vmovmskps_r32_xmm, VEX_Vmovmskps_r32_ymm, false, Same;
    Movmskpd = Movmskpd_r32_xmm, VEX_Vmovmskpd_r32_xmm, VEX_Vmovmskpd_r32_ymm, false, Same;
    Pextrw = Pextrw_r32_xmm_imm8, VEX_Vpextrw_r32_xmm_imm8, INVALID, true, Same;
    /// SSE4.1.
    Pextrb = Pextrb_r32m8_xmm_imm8, VEX_Vpextrb_r32m8_xmm_imm8, INVALID, true, Same;
    Pextrd = Pextrd_rm32_xmm_imm8, VEX_Vpextrd_rm32_xmm_imm8, INVALID, true, Same;
    Pextrq = Pextrq_rm64_xmm_imm8, VEX_Vpextrq_rm64_xmm_imm8, INVALID, true, Same;
    // General-purpose register into a lane.
    Pinsrw = Pinsrw_xmm_r32m16_imm8, VEX_Vpinsrw_xmm_xmm_r32m16_imm8, INVALID, true, Same;
    /// SSE4.1.
    Pinsrb = Pinsrb_xmm_r32m8_imm8, VEX_Vpinsrb_xmm_xmm_r32m8_imm8, INVALID, true, Same;
    Pinsrd = Pinsrd_xmm_rm32_imm8, VEX_Vpinsrd_xmm_xmm_rm32_imm8, INVALID, true, Same;
    Pinsrq = Pinsrq_xmm_rm64_imm8, VEX_Vpinsrq_xmm_xmm_rm64_imm8, INVALID, true, Same;
    /// AVX: loads the lanes whose mask (`lhs`) sign bit is set, zeroes the others, never
    /// touching their memory (`rhs` is the memory operand).
    Vmaskmovps = INVALID, VEX_Vmaskmovps_xmm_xmm_m128, VEX_Vmaskmovps_ymm_ymm_m256, false, Same;
    Vmaskmovpd = INVALID, VEX_Vmaskmovpd_xmm_xmm_m128, VEX_Vmaskmovpd_ymm_ymm_m256, false, Same;
    // Operations reached through x86 intrinsics (immintrin.h).
    Cvtps2dq = Cvtps2dq_xmm_xmmm128, VEX_Vcvtps2dq_xmm_xmmm128, VEX_Vcvtps2dq_ymm_ymmm256, false, Same;
    Cvtpd2dq = Cvtpd2dq_xmm_xmmm128, VEX_Vcvtpd2dq_xmm_xmmm128, VEX_Vcvtpd2dq_xmm_ymmm256, false, DstX;
    Rcpps = Rcpps_xmm_xmmm128, VEX_Vrcpps_xmm_xmmm128, VEX_Vrcpps_ymm_ymmm256, false, Same;
    Rsqrtps = Rsqrtps_xmm_xmmm128, VEX_Vrsqrtps_xmm_xmmm128, VEX_Vrsqrtps_ymm_ymmm256, false, Same;
    Rcpss = Rcpss_xmm_xmmm32, VEX_Vrcpss_xmm_xmm_xmmm32, INVALID, false, Same;
    Rsqrtss = Rsqrtss_xmm_xmmm32, VEX_Vrsqrtss_xmm_xmm_xmmm32, INVALID, false, Same;
    Minss = Minss_xmm_xmmm32, VEX_Vminss_xmm_xmm_xmmm32, INVALID, false, Same;
    Maxss = Maxss_xmm_xmmm32, VEX_Vmaxss_xmm_xmm_xmmm32, INVALID, false, Same;
    Minsd = Minsd_xmm_xmmm64, VEX_Vminsd_xmm_xmm_xmmm64, INVALID, false, Same;
    Maxsd = Maxsd_xmm_xmmm64, VEX_Vmaxsd_xmm_xmm_xmmm64, INVALID, false, Same;
    Roundss = Roundss_xmm_xmmm32_imm8, VEX_Vroundss_xmm_xmm_xmmm32_imm8, INVALID, true, Same;
    Roundsd = Roundsd_xmm_xmmm64_imm8, VEX_Vroundsd_xmm_xmm_xmmm64_imm8, INVALID, true, Same;
    Pmaddubsw = Pmaddubsw_xmm_xmmm128, VEX_Vpmaddubsw_xmm_xmm_xmmm128, VEX_Vpmaddubsw_ymm_ymm_ymmm256, false, Same;
    Pmulhrsw = Pmulhrsw_xmm_xmmm128, VEX_Vpmulhrsw_xmm_xmm_xmmm128, VEX_Vpmulhrsw_ymm_ymm_ymmm256, false, Same;
    Psignb = Psignb_xmm_xmmm128, VEX_Vpsignb_xmm_xmm_xmmm128, VEX_Vpsignb_ymm_ymm_ymmm256, false, Same;
    Psignw = Psignw_xmm_xmmm128, VEX_Vpsignw_xmm_xmm_xmmm128, VEX_Vpsignw_ymm_ymm_ymmm256, false, Same;
    Psignd = Psignd_xmm_xmmm128, VEX_Vpsignd_xmm_xmm_xmmm128, VEX_Vpsignd_ymm_ymm_ymmm256, false, Same;
    Phaddw = Phaddw_xmm_xmmm128, VEX_Vphaddw_xmm_xmm_xmmm128, VEX_Vphaddw_ymm_ymm_ymmm256, false, Same;
    Phaddd = Phaddd_xmm_xmmm128, VEX_Vphaddd_xmm_xmm_xmmm128, VEX_Vphaddd_ymm_ymm_ymmm256, false, Same;
    Phaddsw = Phaddsw_xmm_xmmm128, VEX_Vphaddsw_xmm_xmm_xmmm128, VEX_Vphaddsw_ymm_ymm_ymmm256, false, Same;
    Phsubw = Phsubw_xmm_xmmm128, VEX_Vphsubw_xmm_xmm_xmmm128, VEX_Vphsubw_ymm_ymm_ymmm256, false, Same;
    Phsubd = Phsubd_xmm_xmmm128, VEX_Vphsubd_xmm_xmm_xmmm128, VEX_Vphsubd_ymm_ymm_ymmm256, false, Same;
    Phsubsw = Phsubsw_xmm_xmmm128, VEX_Vphsubsw_xmm_xmm_xmmm128, VEX_Vphsubsw_ymm_ymm_ymmm256, false, Same;
    Haddps = Haddps_xmm_xmmm128, VEX_Vhaddps_xmm_xmm_xmmm128, VEX_Vhaddps_ymm_ymm_ymmm256, false, Same;
    Haddpd = Haddpd_xmm_xmmm128, VEX_Vhaddpd_xmm_xmm_xmmm128, VEX_Vhaddpd_ymm_ymm_ymmm256, false, Same;
    Hsubps = Hsubps_xmm_xmmm128, VEX_Vhsubps_xmm_xmm_xmmm128, VEX_Vhsubps_ymm_ymm_ymmm256, false, Same;
    Hsubpd = Hsubpd_xmm_xmmm128, VEX_Vhsubpd_xmm_xmm_xmmm128, VEX_Vhsubpd_ymm_ymm_ymmm256, false, Same;
    Addsubps = Addsubps_xmm_xmmm128, VEX_Vaddsubps_xmm_xmm_xmmm128, VEX_Vaddsubps_ymm_ymm_ymmm256, false, Same;
    Addsubpd = Addsubpd_xmm_xmmm128, VEX_Vaddsubpd_xmm_xmm_xmmm128, VEX_Vaddsubpd_ymm_ymm_ymmm256, false, Same;
    Dpps = Dpps_xmm_xmmm128_imm8, VEX_Vdpps_xmm_xmm_xmmm128_imm8, VEX_Vdpps_ymm_ymm_ymmm256_imm8, true, Same;
    Dppd = Dppd_xmm_xmmm128_imm8, VEX_Vdppd_xmm_xmm_xmmm128_imm8, INVALID, true, Same;
    Mpsadbw = Mpsadbw_xmm_xmmm128_imm8, VEX_Vmpsadbw_xmm_xmm_xmmm128_imm8, VEX_Vmpsadbw_ymm_ymm_ymmm256_imm8, true, Same;
    Phminposuw = Phminposuw_xmm_xmmm128, VEX_Vphminposuw_xmm_xmmm128, INVALID, false, Same;
    /// AVX: floats permuted within 128-bit halves by the second source's lane indices.
    Vpermilps = INVALID, VEX_Vpermilps_xmm_xmm_xmmm128, VEX_Vpermilps_ymm_ymm_ymmm256, false, Same;
    Vpermilpd = INVALID, VEX_Vpermilpd_xmm_xmm_xmmm128, VEX_Vpermilpd_ymm_ymm_ymmm256, false, Same;
    /// AVX2: floats permuted across the register (`lhs` holds the indices).
    Vpermps = INVALID, INVALID, VEX_Vpermps_ymm_ymm_ymmm256, false, Same;
    /// AVX: 128-bit halves picked from two registers.
    Vperm2f128 = INVALID, INVALID, VEX_Vperm2f128_ymm_ymm_ymmm256_imm8, true, Same;
    Aesenc = Aesenc_xmm_xmmm128, VEX_Vaesenc_xmm_xmm_xmmm128, VEX_Vaesenc_ymm_ymm_ymmm256, false, Same;
    Aesenclast = Aesenclast_xmm_xmmm128, VEX_Vaesenclast_xmm_xmm_xmmm128, VEX_Vaesenclast_ymm_ymm_ymmm256, false, Same;
    Aesdec = Aesdec_xmm_xmmm128, VEX_Vaesdec_xmm_xmm_xmmm128, VEX_Vaesdec_ymm_ymm_ymmm256, false, Same;
    Aesdeclast = Aesdeclast_xmm_xmmm128, VEX_Vaesdeclast_xmm_xmm_xmmm128, VEX_Vaesdeclast_ymm_ymm_ymmm256, false, Same;
    Aesimc = Aesimc_xmm_xmmm128, VEX_Vaesimc_xmm_xmmm128, INVALID, false, Same;
    Aeskeygenassist = Aeskeygenassist_xmm_xmmm128_imm8, VEX_Vaeskeygenassist_xmm_xmmm128_imm8, INVALID, true, Same;
    Pclmulqdq = Pclmulqdq_xmm_xmmm128_imm8, VEX_Vpclmulqdq_xmm_xmm_xmmm128_imm8, VEX_Vpclmulqdq_ymm_ymm_ymmm256_imm8, true, Same;
    /// Flag-setting tests (see `MInst::VTest`).
    Ptest = Ptest_xmm_xmmm128, VEX_Vptest_xmm_xmmm128, VEX_Vptest_ymm_ymmm256, false, Same;
    Vtestps = INVALID, VEX_Vtestps_xmm_xmmm128, VEX_Vtestps_ymm_ymmm256, false, Same;
    Vtestpd = INVALID, VEX_Vtestpd_xmm_xmmm128, VEX_Vtestpd_ymm_ymmm256, false, Same;
    /// Scalar float to integer with the current rounding mode (`VToGpr`; 64-bit forms
    /// write a 64-bit register).
    Cvtss2si = Cvtss2si_r32_xmmm32, VEX_Vcvtss2si_r32_xmmm32, INVALID, false, Same;
    Cvtss2si64 = Cvtss2si_r64_xmmm32, VEX_Vcvtss2si_r64_xmmm32, INVALID, false, Same;
    Cvtsd2si = Cvtsd2si_r32_xmmm64, VEX_Vcvtsd2si_r32_xmmm64, INVALID, false, Same;
    Cvtsd2si64 = Cvtsd2si_r64_xmmm64, VEX_Vcvtsd2si_r64_xmmm64, INVALID, false, Same;
    /// The same, truncating.
    Cvttss2si = Cvttss2si_r32_xmmm32, VEX_Vcvttss2si_r32_xmmm32, INVALID, false, Same;
    Cvttss2si64 = Cvttss2si_r64_xmmm32, VEX_Vcvttss2si_r64_xmmm32, INVALID, false, Same;
    Cvttsd2si = Cvttsd2si_r32_xmmm64, VEX_Vcvttsd2si_r32_xmmm64, INVALID, false, Same;
    Cvttsd2si64 = Cvttsd2si_r64_xmmm64, VEX_Vcvttsd2si_r64_xmmm64, INVALID, false, Same;
}

impl VOp {
    /// Whether the legacy form of this one-source operation shifts its destination in
    /// place (`psllw xmm, imm8`): the source must then be the destination.
    pub fn in_place(self) -> bool {
        use VOp::*;
        matches!(
            self,
            PsllwI
                | PslldI
                | PsllqI
                | PsrlwI
                | PsrldI
                | PsrlqI
                | PsrawI
                | PsradI
                | PslldqI
                | PsrldqI
        )
    }

    /// The store opcodes of a move ([legacy, VEX.128, VEX.256]).
    pub fn store_codes(self) -> [Code; 3] {
        use Code::*;
        match self {
            VOp::Movups => [
                Movups_xmmm128_xmm,
                VEX_Vmovups_xmmm128_xmm,
                VEX_Vmovups_ymmm256_ymm,
            ],
            VOp::Movaps => [
                Movaps_xmmm128_xmm,
                VEX_Vmovaps_xmmm128_xmm,
                VEX_Vmovaps_ymmm256_ymm,
            ],
            VOp::Movq => [Movq_xmmm64_xmm, VEX_Vmovq_xmmm64_xmm, INVALID],
            VOp::Movd => [Movd_rm32_xmm, VEX_Vmovd_rm32_xmm, INVALID],
            VOp::Vextracti128 => [INVALID, INVALID, VEX_Vextracti128_xmmm128_ymm_imm8],
            VOp::Vmaskmovps => [
                INVALID,
                VEX_Vmaskmovps_m128_xmm_xmm,
                VEX_Vmaskmovps_m256_ymm_ymm,
            ],
            VOp::Vmaskmovpd => [
                INVALID,
                VEX_Vmaskmovpd_m128_xmm_xmm,
                VEX_Vmaskmovpd_m256_ymm_ymm,
            ],
            _ => [INVALID; 3],
        }
    }
}
