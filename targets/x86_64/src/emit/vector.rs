//! Encoding of the packed vector instructions ([`MInst::VBin`] and friends).

use super::*;
use crate::vinst::{Shape, VOp, XRm, VW};

/// The iced register for vector register `r` at width `w` (ymm for 256 bits).
fn vr(r: Reg, w: VW) -> Register {
    match w {
        VW::V256 => Register::YMM0 + u32::from(preg(r)),
        _ => xr(r),
    }
}

impl Emitter<'_> {
    /// Emits one packed vector instruction.
    pub(super) fn vector_inst(&mut self, mi: &MInst) {
        match *mi {
            MInst::VBin {
                op,
                w,
                lhs,
                ref rhs,
                imm,
                dst,
            } => {
                let info = op.info();
                let code = info.code(w);
                let d = vr(
                    dst,
                    if info.shape == Shape::DstX {
                        VW::V128
                    } else {
                        w
                    },
                );
                let src_w = if info.shape == Shape::SrcX {
                    VW::V128
                } else {
                    w
                };
                let (src, rel) = self.xrm(rhs, src_w);
                let imm = info.imm.then_some(u32::from(imm));
                if w.two_address() {
                    debug_assert_eq!(preg(lhs), preg(dst), "two-address vector op");
                    self.push_v(code, &[d], Some(src), imm, rel);
                } else {
                    self.push_v(code, &[d, vr(lhs, w)], Some(src), imm, rel);
                }
            }
            MInst::VUn {
                op,
                w,
                ref src,
                imm,
                dst,
            } => {
                let info = op.info();
                let code = info.code(w);
                let dst_w = if info.shape == Shape::DstX {
                    VW::V128
                } else {
                    w
                };
                let src_w = if info.shape == Shape::SrcX {
                    VW::V128
                } else {
                    w
                };
                let d = vr(dst, dst_w);
                let imm = info.imm.then_some(u32::from(imm));
                if w.two_address() && op.in_place() {
                    self.push_v(code, &[d], None, imm, None);
                } else {
                    let (s, rel) = self.xrm(src, src_w);
                    self.push_v(code, &[d], Some(s), imm, rel);
                }
            }
            MInst::VStore {
                op,
                w,
                src,
                ref mem,
            } => {
                let code = op.store_codes()[w as usize];
                let (m, rel) = self.mem(mem);
                let i = if op == VOp::Vextracti128 {
                    Instruction::with3(code, m, vr(src, w), 1u32)
                } else {
                    Instruction::with2(code, m, vr(src, w))
                };
                self.push_mem(ins(i), rel);
            }
            MInst::VToGpr {
                op,
                w,
                src,
                imm,
                dst,
            } => {
                let info = op.info();
                let d = if matches!(
                    op,
                    VOp::Pextrq
                        | VOp::Cvtss2si64
                        | VOp::Cvtsd2si64
                        | VOp::Cvttss2si64
                        | VOp::Cvttsd2si64
                ) {
                    gpr_sized(preg(dst), 8)
                } else {
                    gpr_sized(preg(dst), 4)
                };
                let i = if info.imm {
                    Instruction::with3(info.code(w), d, vr(src, w), u32::from(imm))
                } else {
                    Instruction::with2(info.code(w), d, vr(src, w))
                };
                self.push(ins(i));
            }
            MInst::VInsGpr {
                op,
                w,
                vec,
                src,
                imm,
                dst,
            } => {
                let code = op.info().code(w);
                let s = if op == VOp::Pinsrq {
                    gpr_sized(preg(src), 8)
                } else {
                    gpr_sized(preg(src), 4)
                };
                let i = if w.two_address() {
                    Instruction::with3(code, vr(dst, w), s, u32::from(imm))
                } else {
                    Instruction::with4(code, vr(dst, w), vr(vec, w), s, u32::from(imm))
                };
                self.push(ins(i));
            }
            MInst::VBlendv {
                op,
                w,
                lhs,
                rhs,
                mask,
                dst,
            } => {
                let code = op.info().code(w);
                let i = if w.two_address() {
                    Instruction::with2(code, vr(dst, w), vr(rhs, w))
                } else {
                    Instruction::with4(code, vr(dst, w), vr(lhs, w), vr(rhs, w), vr(mask, w))
                };
                self.push(ins(i));
            }
            MInst::VSet { ones, w, dst } => {
                let d = vr(dst, w);
                let code = match (ones, w) {
                    (false, VW::Sse) => Code::Xorps_xmm_xmmm128,
                    (false, _) => Code::VEX_Vxorps_xmm_xmm_xmmm128,
                    (true, VW::Sse) => Code::Pcmpeqd_xmm_xmmm128,
                    (true, VW::V128) => Code::VEX_Vpcmpeqd_xmm_xmm_xmmm128,
                    (true, VW::V256) => Code::VEX_Vpcmpeqd_ymm_ymm_ymmm256,
                };
                // The 128-bit VEX xor clears the upper half too.
                let d = if !ones && w == VW::V256 { xr(dst) } else { d };
                let i = if w == VW::Sse {
                    Instruction::with2(code, d, d)
                } else {
                    Instruction::with3(code, d, d, d)
                };
                self.push(ins(i));
            }
            MInst::VMaskStore {
                op,
                w,
                mask,
                src,
                ref mem,
            } => {
                let code = op.store_codes()[w as usize];
                let (m, rel) = self.mem(mem);
                self.push_mem(
                    ins(Instruction::with3(code, m, vr(mask, w), vr(src, w))),
                    rel,
                );
            }
            MInst::VGather {
                data64,
                index64,
                wide,
                mask,
                index,
                base,
                scale,
                dst,
                ..
            } => {
                use Code::*;
                // (code, data/mask in ymm, index in ymm)
                let (code, dy, iy) = match (data64, index64, wide) {
                    (false, false, false) => (VEX_Vpgatherdd_xmm_vm32x_xmm, false, false),
                    (false, false, true) => (VEX_Vpgatherdd_ymm_vm32y_ymm, true, true),
                    (true, false, false) => (VEX_Vpgatherdq_xmm_vm32x_xmm, false, false),
                    (true, false, true) => (VEX_Vpgatherdq_ymm_vm32x_ymm, true, false),
                    (false, true, false) => (VEX_Vpgatherqd_xmm_vm64x_xmm, false, false),
                    (false, true, true) => (VEX_Vpgatherqd_xmm_vm64y_xmm, false, true),
                    (true, true, false) => (VEX_Vpgatherqq_xmm_vm64x_xmm, false, false),
                    (true, true, true) => (VEX_Vpgatherqq_ymm_vm64y_ymm, true, true),
                };
                let width = |y: bool| if y { VW::V256 } else { VW::V128 };
                let b = base.map_or(Register::None, g64);
                let m = MemoryOperand::new(
                    b,
                    vr(index, width(iy)),
                    u32::from(scale),
                    0,
                    // Without a base, an 8-byte displacement size keeps 64-bit addressing.
                    if b == Register::None { 8 } else { 0 },
                    false,
                    Register::None,
                );
                self.push(ins(Instruction::with3(
                    code,
                    vr(dst, width(dy)),
                    m,
                    vr(mask, width(dy)),
                )));
            }
            MInst::VTest {
                op,
                w,
                a,
                b,
                cc,
                dst,
            } => {
                let code = op.info().code(w);
                self.push(ins(Instruction::with2(code, vr(a, w), vr(b, w))));
                self.setcc_zx(cc, preg(dst));
            }
            _ => unreachable!("not a vector instruction"),
        }
    }

    fn xrm(&mut self, x: &XRm, w: VW) -> (Src, Option<(RelocTarget, i32)>) {
        match x {
            XRm::Reg(r) => (Src::R(vr(*r, w)), None),
            XRm::Mem(a) => {
                let (m, rel) = self.mem(a);
                (Src::M(m), rel)
            }
        }
    }

    /// Pushes `code` with register operands `regs`, then `src` (register or memory), then
    /// the immediate.
    fn push_v(
        &mut self,
        code: Code,
        regs: &[Register],
        src: Option<Src>,
        imm: Option<u32>,
        rel: Option<(RelocTarget, i32)>,
    ) {
        use Instruction as I;
        let i = match (regs, src, imm) {
            (&[a], None, Some(k)) => I::with2(code, a, k),
            (&[a], Some(Src::R(b)), None) => I::with2(code, a, b),
            (&[a], Some(Src::M(m)), None) => I::with2(code, a, m),
            (&[a], Some(Src::R(b)), Some(k)) => I::with3(code, a, b, k),
            (&[a], Some(Src::M(m)), Some(k)) => I::with3(code, a, m, k),
            (&[a, b], Some(Src::R(c)), None) => I::with3(code, a, b, c),
            (&[a, b], Some(Src::M(m)), None) => I::with3(code, a, b, m),
            (&[a, b], Some(Src::R(c)), Some(k)) => I::with4(code, a, b, c, k),
            (&[a, b], Some(Src::M(m)), Some(k)) => I::with4(code, a, b, m, k),
            _ => unreachable!("vector instruction operands"),
        };
        self.push_mem(ins(i), rel);
    }
}

/// The last register-or-memory source of a vector instruction.
#[derive(Clone, Copy)]
enum Src {
    R(Register),
    M(MemoryOperand),
}
