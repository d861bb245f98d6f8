//! Direct encoding of the most frequent instruction forms (moves, loads and stores, ALU
//! operations with a register, memory or immediate operand, pushes), byte for byte what
//! iced-x86's encoder writes for them, without its general machinery: it is the bulk of
//! unoptimised code, and iced's encoder costs several hundred host instructions per
//! instruction. Anything else (prefixes, VEX, RIP-relative operands, `ah`…`bh`) is left to
//! iced ([`encode`] returns false).

use iced_x86::{Code, Instruction, OpKind, Register};

/// How the operands of a [`Form`] map to the ModRM byte and immediates.
#[derive(Copy, Clone)]
enum Shape {
    /// `op reg, r/m`: operand 0 in ModRM.reg, operand 1 in ModRM.rm.
    RegRm,
    /// `op r/m, reg`.
    RmReg,
    /// `op r/m, imm`: ModRM.reg is the opcode extension; immediate of `imm` bytes.
    RmImm { ext: u8, imm: u8 },
    /// `op r/m` with an opcode extension.
    Rm { ext: u8 },
    /// The register in the opcode's low bits, then an immediate of `imm` bytes.
    OpReg { imm: u8 },
    /// No operands.
    Plain,
}

/// An instruction form: operand-size prefix, REX.W, opcode bytes and operand shape.
#[derive(Copy, Clone)]
struct Form {
    p66: bool,
    w: bool,
    op: &'static [u8],
    shape: Shape,
}

const fn f(p66: bool, w: bool, op: &'static [u8], shape: Shape) -> Option<Form> {
    Some(Form { p66, w, op, shape })
}

#[inline(always)]
fn form(code: Code) -> Option<Form> {
    use Code::*;
    use Shape::*;
    const N: bool = false;
    const Y: bool = true;
    match code {
        Mov_r64_rm64 => f(N, Y, &[0x8b], RegRm),
        Mov_r32_rm32 => f(N, N, &[0x8b], RegRm),
        Mov_r16_rm16 => f(Y, N, &[0x8b], RegRm),
        Mov_r8_rm8 => f(N, N, &[0x8a], RegRm),
        Mov_rm64_r64 => f(N, Y, &[0x89], RmReg),
        Mov_rm32_r32 => f(N, N, &[0x89], RmReg),
        Mov_rm16_r16 => f(Y, N, &[0x89], RmReg),
        Mov_rm8_r8 => f(N, N, &[0x88], RmReg),
        Lea_r64_m => f(N, Y, &[0x8d], RegRm),
        Lea_r32_m => f(N, N, &[0x8d], RegRm),
        Movzx_r32_rm8 => f(N, N, &[0x0f, 0xb6], RegRm),
        Movzx_r32_rm16 => f(N, N, &[0x0f, 0xb7], RegRm),
        Movzx_r64_rm8 => f(N, Y, &[0x0f, 0xb6], RegRm),
        Movzx_r64_rm16 => f(N, Y, &[0x0f, 0xb7], RegRm),
        Movsx_r32_rm8 => f(N, N, &[0x0f, 0xbe], RegRm),
        Movsx_r32_rm16 => f(N, N, &[0x0f, 0xbf], RegRm),
        Movsx_r64_rm8 => f(N, Y, &[0x0f, 0xbe], RegRm),
        Movsx_r64_rm16 => f(N, Y, &[0x0f, 0xbf], RegRm),
        Movsxd_r64_rm32 => f(N, Y, &[0x63], RegRm),
        Add_r64_rm64 => f(N, Y, &[0x03], RegRm),
        Add_r32_rm32 => f(N, N, &[0x03], RegRm),
        Or_r64_rm64 => f(N, Y, &[0x0b], RegRm),
        Or_r32_rm32 => f(N, N, &[0x0b], RegRm),
        And_r64_rm64 => f(N, Y, &[0x23], RegRm),
        And_r32_rm32 => f(N, N, &[0x23], RegRm),
        Sub_r64_rm64 => f(N, Y, &[0x2b], RegRm),
        Sub_r32_rm32 => f(N, N, &[0x2b], RegRm),
        Xor_r64_rm64 => f(N, Y, &[0x33], RegRm),
        Xor_r32_rm32 => f(N, N, &[0x33], RegRm),
        Cmp_r64_rm64 => f(N, Y, &[0x3b], RegRm),
        Cmp_r32_rm32 => f(N, N, &[0x3b], RegRm),
        Cmp_r16_rm16 => f(Y, N, &[0x3b], RegRm),
        Cmp_r8_rm8 => f(N, N, &[0x3a], RegRm),
        Imul_r64_rm64 => f(N, Y, &[0x0f, 0xaf], RegRm),
        Imul_r32_rm32 => f(N, N, &[0x0f, 0xaf], RegRm),
        Add_rm64_r64 => f(N, Y, &[0x01], RmReg),
        Add_rm32_r32 => f(N, N, &[0x01], RmReg),
        Or_rm64_r64 => f(N, Y, &[0x09], RmReg),
        Or_rm32_r32 => f(N, N, &[0x09], RmReg),
        And_rm64_r64 => f(N, Y, &[0x21], RmReg),
        And_rm32_r32 => f(N, N, &[0x21], RmReg),
        Sub_rm64_r64 => f(N, Y, &[0x29], RmReg),
        Sub_rm32_r32 => f(N, N, &[0x29], RmReg),
        Xor_rm64_r64 => f(N, Y, &[0x31], RmReg),
        Xor_rm32_r32 => f(N, N, &[0x31], RmReg),
        Cmp_rm64_r64 => f(N, Y, &[0x39], RmReg),
        Cmp_rm32_r32 => f(N, N, &[0x39], RmReg),
        Test_rm64_r64 => f(N, Y, &[0x85], RmReg),
        Test_rm32_r32 => f(N, N, &[0x85], RmReg),
        Test_rm16_r16 => f(Y, N, &[0x85], RmReg),
        Test_rm8_r8 => f(N, N, &[0x84], RmReg),
        Add_rm64_imm8 => f(N, Y, &[0x83], RmImm { ext: 0, imm: 1 }),
        Add_rm32_imm8 => f(N, N, &[0x83], RmImm { ext: 0, imm: 1 }),
        Or_rm64_imm8 => f(N, Y, &[0x83], RmImm { ext: 1, imm: 1 }),
        Or_rm32_imm8 => f(N, N, &[0x83], RmImm { ext: 1, imm: 1 }),
        And_rm64_imm8 => f(N, Y, &[0x83], RmImm { ext: 4, imm: 1 }),
        And_rm32_imm8 => f(N, N, &[0x83], RmImm { ext: 4, imm: 1 }),
        Sub_rm64_imm8 => f(N, Y, &[0x83], RmImm { ext: 5, imm: 1 }),
        Sub_rm32_imm8 => f(N, N, &[0x83], RmImm { ext: 5, imm: 1 }),
        Xor_rm64_imm8 => f(N, Y, &[0x83], RmImm { ext: 6, imm: 1 }),
        Xor_rm32_imm8 => f(N, N, &[0x83], RmImm { ext: 6, imm: 1 }),
        Cmp_rm64_imm8 => f(N, Y, &[0x83], RmImm { ext: 7, imm: 1 }),
        Cmp_rm32_imm8 => f(N, N, &[0x83], RmImm { ext: 7, imm: 1 }),
        Add_rm64_imm32 => f(N, Y, &[0x81], RmImm { ext: 0, imm: 4 }),
        Add_rm32_imm32 => f(N, N, &[0x81], RmImm { ext: 0, imm: 4 }),
        Or_rm64_imm32 => f(N, Y, &[0x81], RmImm { ext: 1, imm: 4 }),
        Or_rm32_imm32 => f(N, N, &[0x81], RmImm { ext: 1, imm: 4 }),
        And_rm64_imm32 => f(N, Y, &[0x81], RmImm { ext: 4, imm: 4 }),
        And_rm32_imm32 => f(N, N, &[0x81], RmImm { ext: 4, imm: 4 }),
        Sub_rm64_imm32 => f(N, Y, &[0x81], RmImm { ext: 5, imm: 4 }),
        Sub_rm32_imm32 => f(N, N, &[0x81], RmImm { ext: 5, imm: 4 }),
        Xor_rm64_imm32 => f(N, Y, &[0x81], RmImm { ext: 6, imm: 4 }),
        Xor_rm32_imm32 => f(N, N, &[0x81], RmImm { ext: 6, imm: 4 }),
        Cmp_rm64_imm32 => f(N, Y, &[0x81], RmImm { ext: 7, imm: 4 }),
        Cmp_rm32_imm32 => f(N, N, &[0x81], RmImm { ext: 7, imm: 4 }),
        Cmp_rm8_imm8 => f(N, N, &[0x80], RmImm { ext: 7, imm: 1 }),
        Mov_rm64_imm32 => f(N, Y, &[0xc7], RmImm { ext: 0, imm: 4 }),
        Mov_rm32_imm32 => f(N, N, &[0xc7], RmImm { ext: 0, imm: 4 }),
        Mov_rm16_imm16 => f(Y, N, &[0xc7], RmImm { ext: 0, imm: 2 }),
        Mov_rm8_imm8 => f(N, N, &[0xc6], RmImm { ext: 0, imm: 1 }),
        Test_rm32_imm32 => f(N, N, &[0xf7], RmImm { ext: 0, imm: 4 }),
        Test_rm64_imm32 => f(N, Y, &[0xf7], RmImm { ext: 0, imm: 4 }),
        Test_rm8_imm8 => f(N, N, &[0xf6], RmImm { ext: 0, imm: 1 }),
        Shl_rm64_imm8 => f(N, Y, &[0xc1], RmImm { ext: 4, imm: 1 }),
        Shl_rm32_imm8 => f(N, N, &[0xc1], RmImm { ext: 4, imm: 1 }),
        Shr_rm64_imm8 => f(N, Y, &[0xc1], RmImm { ext: 5, imm: 1 }),
        Shr_rm32_imm8 => f(N, N, &[0xc1], RmImm { ext: 5, imm: 1 }),
        Sar_rm64_imm8 => f(N, Y, &[0xc1], RmImm { ext: 7, imm: 1 }),
        Sar_rm32_imm8 => f(N, N, &[0xc1], RmImm { ext: 7, imm: 1 }),
        Neg_rm64 => f(N, Y, &[0xf7], Rm { ext: 3 }),
        Neg_rm32 => f(N, N, &[0xf7], Rm { ext: 3 }),
        Not_rm64 => f(N, Y, &[0xf7], Rm { ext: 2 }),
        Not_rm32 => f(N, N, &[0xf7], Rm { ext: 2 }),
        Seto_rm8 => f(N, N, &[0x0f, 0x90], Rm { ext: 0 }),
        Setno_rm8 => f(N, N, &[0x0f, 0x91], Rm { ext: 0 }),
        Sete_rm8 => f(N, N, &[0x0f, 0x94], Rm { ext: 0 }),
        Setne_rm8 => f(N, N, &[0x0f, 0x95], Rm { ext: 0 }),
        Setb_rm8 => f(N, N, &[0x0f, 0x92], Rm { ext: 0 }),
        Setae_rm8 => f(N, N, &[0x0f, 0x93], Rm { ext: 0 }),
        Setbe_rm8 => f(N, N, &[0x0f, 0x96], Rm { ext: 0 }),
        Seta_rm8 => f(N, N, &[0x0f, 0x97], Rm { ext: 0 }),
        Sets_rm8 => f(N, N, &[0x0f, 0x98], Rm { ext: 0 }),
        Setns_rm8 => f(N, N, &[0x0f, 0x99], Rm { ext: 0 }),
        Setp_rm8 => f(N, N, &[0x0f, 0x9a], Rm { ext: 0 }),
        Setnp_rm8 => f(N, N, &[0x0f, 0x9b], Rm { ext: 0 }),
        Setl_rm8 => f(N, N, &[0x0f, 0x9c], Rm { ext: 0 }),
        Setge_rm8 => f(N, N, &[0x0f, 0x9d], Rm { ext: 0 }),
        Setle_rm8 => f(N, N, &[0x0f, 0x9e], Rm { ext: 0 }),
        Setg_rm8 => f(N, N, &[0x0f, 0x9f], Rm { ext: 0 }),
        Mov_r32_imm32 => f(N, N, &[0xb8], OpReg { imm: 4 }),
        Mov_r64_imm64 => f(N, Y, &[0xb8], OpReg { imm: 8 }),
        Push_r64 => f(N, N, &[0x50], OpReg { imm: 0 }),
        Pop_r64 => f(N, N, &[0x58], OpReg { imm: 0 }),
        Retnq => f(N, N, &[0xc3], Plain),
        Leaveq => f(N, N, &[0xc9], Plain),
        _ => None,
    }
}

/// A general-purpose register's number (0–15), and whether it needs a REX prefix to be
/// named at all (`spl`…`dil`); `None` for other registers and `ah`…`bh`.
#[inline]
fn gpr(r: Register) -> Option<Gpr> {
    let n = r as u32;
    let (n, rex) = match n {
        1..=4 => ((n - 1) as u8, false),
        9..=12 => ((n - 5) as u8, true),
        13..=20 => ((n - 5) as u8, false),
        21..=68 => (((n - 21) % 16) as u8, false),
        _ => return None,
    };
    Some(Gpr { n, rex })
}

/// A 64-bit general-purpose register's number (a memory operand's base or index).
#[inline]
fn gpr64(r: Register) -> Option<u8> {
    (53..=68)
        .contains(&(r as u32))
        .then(|| (r as u32 - 53) as u8)
}

/// A general-purpose register operand.
#[derive(Copy, Clone)]
struct Gpr {
    /// The register's number, 0–15.
    n: u8,
    /// Naming it needs a REX prefix (`spl`…`dil`).
    rex: bool,
}

/// What a form does not read (the ModRM.reg operand of forms with an opcode extension).
const UNUSED: Gpr = Gpr { n: 0, rex: false };

/// A memory operand of [`encode_direct`].
#[derive(Copy, Clone)]
pub(super) struct Mem {
    /// Number of the 64-bit base register; `None` for RIP-relative (the displacement is
    /// then a placeholder that a relocation fills).
    pub(super) base: Option<u8>,
    /// Index register number and scale (1, 2, 4 or 8).
    pub(super) index: Option<(u8, u8)>,
    pub(super) disp: i32,
    /// A displacement byte is written even when it is 0 (iced's operands built with a
    /// displacement size, as `MemoryOperand::with_base_displ` makes them).
    pub(super) disp_always: bool,
}

/// The r/m operand of [`encode_direct`]: a general-purpose register or memory.
#[derive(Copy, Clone)]
pub(super) enum Rm {
    Reg(Register),
    Mem(Mem),
}

/// An r/m operand as [`put`] reads it.
enum Loc {
    Reg(Gpr),
    Mem(Mem),
}

/// Encodes `ins` into `out` if it has one of the forms handled here.
pub(super) fn encode(ins: &Instruction, out: &mut Vec<u8>) -> bool {
    let Some(form) = form(ins.code()) else {
        return false;
    };
    if ins.has_segment_prefix()
        || ins.has_lock_prefix()
        || ins.has_rep_prefix()
        || ins.has_repne_prefix()
    {
        return false;
    }
    let (reg, rm_op) = match form.shape {
        Shape::RegRm => (reg_of(ins, 0), 1),
        Shape::RmReg => (reg_of(ins, 1), 0),
        _ => (Some(UNUSED), 0),
    };
    let Some(reg) = reg else {
        return false;
    };
    let rm = match form.shape {
        Shape::Plain => Loc::Reg(UNUSED),
        _ => match ins.op_kind(rm_op) {
            OpKind::Register => match gpr(ins.op_register(rm_op)) {
                Some(r) => Loc::Reg(r),
                None => return false,
            },
            OpKind::Memory => {
                let Some(base) = gpr64(ins.memory_base()) else {
                    return false;
                };
                let index = match ins.memory_index() {
                    Register::None if ins.memory_index_scale() != 1 => return false,
                    Register::None => None,
                    r => match gpr64(r) {
                        Some(4) | None => return false,
                        Some(x) => Some((x, ins.memory_index_scale() as u8)),
                    },
                };
                let Ok(disp) = i32::try_from(ins.memory_displacement64() as i64) else {
                    return false;
                };
                // (Wider displacement sizes, which force 32 bits, are left to iced.)
                let disp_always = match (ins.memory_displ_size(), disp) {
                    (0, 0) => false,
                    (1, _) => true,
                    _ => return false,
                };
                Loc::Mem(Mem {
                    base: Some(base),
                    index,
                    disp,
                    disp_always,
                })
            }
            _ => return false,
        },
    };
    let imm = match form.shape {
        // (push/pop have no immediate operand to read.)
        Shape::RmImm { .. } | Shape::OpReg { imm: 1.. } => ins.immediate(1),
        _ => 0,
    };
    put(form, reg, &rm, imm, out).is_some()
}

/// Encodes `code`, one of the forms handled here, into `out`: `reg` is its register
/// operand (ModRM.reg; ignored by forms with an opcode extension there) and `rm` its r/m
/// operand (for the forms with the register in the opcode, that register), `imm` its
/// immediate if it has one. Returns the offset of the displacement in the instruction, for
/// the relocation of a RIP-relative operand (0 when there is none).
#[inline(always)]
pub(super) fn encode_direct(code: Code, reg: Register, rm: &Rm, imm: u64, out: &mut Vec<u8>) -> u8 {
    let form = form(code).expect("a form encoded directly");
    let reg = match form.shape {
        Shape::RegRm | Shape::RmReg => gpr(reg).expect("a general-purpose register"),
        _ => UNUSED,
    };
    let rm = match *rm {
        Rm::Reg(r) => Loc::Reg(gpr(r).expect("a general-purpose register")),
        Rm::Mem(m) => Loc::Mem(m),
    };
    put(form, reg, &rm, imm, out).expect("operands the direct encoder handles")
}

/// Encodes one instruction of `form` (see [`encode_direct`]); `None` for operands this
/// encoder does not handle.
#[inline(always)]
fn put(form: Form, reg: Gpr, rm: &Loc, imm: u64, out: &mut Vec<u8>) -> Option<u8> {
    let mut rex = if form.w { 0x48u8 } else { 0 };
    let mut buf = Buf::default();
    let reg = match form.shape {
        Shape::RegRm | Shape::RmReg => {
            if reg.n >= 8 {
                rex |= 0x44;
            } else if reg.rex {
                rex |= 0x40;
            }
            reg.n
        }
        Shape::RmImm { ext, .. } | Shape::Rm { ext } => ext,
        Shape::OpReg { imm: size } => {
            let Loc::Reg(r) = *rm else {
                return None;
            };
            if r.n >= 8 {
                rex |= 0x41;
            } else if r.rex {
                rex |= 0x40;
            }
            if rex != 0 {
                buf.byte(rex);
            }
            buf.byte(form.op[0] + (r.n & 7));
            if size != 0 {
                buf.imm(imm, size);
            }
            buf.append_to(out);
            return Some(0);
        }
        Shape::Plain => {
            out.extend_from_slice(form.op);
            return Some(0);
        }
    };
    let mut modrm = (reg & 7) << 3;
    let mut sib = None;
    let mut disp: Option<(i32, bool)> = None;
    match *rm {
        Loc::Reg(r) => {
            modrm |= 0xc0 | (r.n & 7);
            if r.n >= 8 {
                rex |= 0x41;
            } else if r.rex {
                rex |= 0x40;
            }
        }
        Loc::Mem(Mem {
            base: None,
            index: None,
            ..
        }) => {
            // [rip + disp32]
            modrm |= 0x05;
            disp = Some((0, false));
        }
        Loc::Mem(Mem { base: None, .. }) => return None,
        Loc::Mem(Mem {
            base: Some(b),
            index,
            disp: d,
            disp_always,
        }) => {
            let md = if d == 0 && !disp_always && b & 7 != 5 {
                0x00
            } else if (-128..=127).contains(&d) {
                disp = Some((d, true));
                0x40
            } else {
                disp = Some((d, false));
                0x80
            };
            modrm |= md;
            if b >= 8 {
                rex |= 0x41;
            }
            match index {
                None if b & 7 != 4 => modrm |= b & 7,
                _ => {
                    let (x, s) = match index {
                        None => (4, 0),
                        Some((x, scale)) => {
                            if x == 4 {
                                return None;
                            }
                            if x >= 8 {
                                rex |= 0x42;
                            }
                            let s = match scale {
                                1 => 0,
                                2 => 1,
                                4 => 2,
                                8 => 3,
                                _ => return None,
                            };
                            (x & 7, s)
                        }
                    };
                    modrm |= 4;
                    sib = Some((s << 6) | (x << 3) | (b & 7));
                }
            }
        }
    }
    if form.p66 {
        buf.byte(0x66);
    }
    if rex != 0 {
        buf.byte(rex | 0x40);
    }
    for &b in form.op {
        buf.byte(b);
    }
    buf.byte(modrm);
    if let Some(s) = sib {
        buf.byte(s);
    }
    let disp_at = buf.len as u8;
    match disp {
        Some((d, true)) => buf.byte(d as u8),
        Some((d, false)) => buf.imm(d as u64, 4),
        None => {}
    }
    if let Shape::RmImm { imm: size, .. } = form.shape {
        buf.imm(imm, size);
    }
    buf.append_to(out);
    Some(if disp.is_some() { disp_at } else { 0 })
}

/// The bytes of one instruction (at most 15).
#[derive(Default)]
struct Buf {
    bytes: [u8; 24],
    len: usize,
}

impl Buf {
    #[inline(always)]
    fn byte(&mut self, b: u8) {
        self.bytes[self.len & 15] = b;
        self.len += 1;
    }

    /// The low `size` bytes of `v`, little-endian.
    #[inline(always)]
    fn imm(&mut self, v: u64, size: u8) {
        let at = self.len & 15;
        self.bytes[at..at + 8].copy_from_slice(&v.to_le_bytes());
        self.len += size as usize;
    }

    /// Appends the bytes to `out` with one fixed-size copy (a slice of variable length
    /// would cost a `memcpy` call).
    #[inline(always)]
    fn append_to(&self, out: &mut Vec<u8>) {
        let n = self.len.min(15);
        out.reserve(16);
        let at = out.len();
        // SAFETY: `reserve` made room for 16 more bytes; the first `n` of the 16 copied
        // are the instruction, and only those become part of the vector.
        unsafe {
            std::ptr::copy_nonoverlapping(self.bytes.as_ptr(), out.as_mut_ptr().add(at), 16);
            out.set_len(at + n);
        }
    }
}

/// Register operand `op` of `ins`, when it is a general-purpose register this encoder
/// handles.
#[inline]
fn reg_of(ins: &Instruction, op: u32) -> Option<Gpr> {
    if ins.op_kind(op) != OpKind::Register {
        return None;
    }
    gpr(ins.op_register(op))
}

#[cfg(test)]
mod tests {
    use super::*;
    use iced_x86::{Encoder, MemoryOperand};

    fn iced(ins: &Instruction) -> Vec<u8> {
        let mut e = Encoder::new(64);
        e.encode(ins, 0).expect("iced encodes it");
        e.take_buffer()
    }

    /// Every handled form with every register and a spread of addressing modes encodes
    /// exactly as iced-x86 does.
    #[test]
    fn matches_iced() {
        use Code::*;
        let r64 = |n: u32| Register::RAX + n;
        let sized = |n: u32, bytes: u32| match bytes {
            8 => Register::RAX + n,
            4 => Register::EAX + n,
            2 => Register::AX + n,
            _ if n < 4 => Register::AL + n,
            _ => Register::SPL + (n - 4),
        };
        let mut mems = Vec::new();
        for b in 0..16 {
            for disp in [0i64, 8, -8, 127, -128, 128, -129, 0x12345, -0x12345] {
                mems.push(MemoryOperand::with_base_displ(r64(b), disp));
                if disp == 0 {
                    mems.push(MemoryOperand::with_base(r64(b)));
                }
                for (i, s) in [(1, 1), (3, 8), (9, 4), (13, 2)] {
                    mems.push(MemoryOperand::new(
                        r64(b),
                        r64(i),
                        s,
                        disp,
                        if disp == 0 { 0 } else { 1 },
                        false,
                        Register::None,
                    ));
                }
            }
        }
        let mut checked = 0;
        let mut check = |ins: Instruction| {
            let mut out = Vec::new();
            assert!(encode(&ins, &mut out), "{:?} not handled", ins.code());
            assert_eq!(out, iced(&ins), "{ins} ({:?})", ins.code());
            checked += 1;
        };
        let reg_rm: &[(Code, u32, u32)] = &[
            (Mov_r64_rm64, 8, 8),
            (Mov_r32_rm32, 4, 4),
            (Mov_r16_rm16, 2, 2),
            (Mov_r8_rm8, 1, 1),
            (Movzx_r32_rm8, 4, 1),
            (Movzx_r64_rm16, 8, 2),
            (Movsx_r32_rm16, 4, 2),
            (Movsxd_r64_rm32, 8, 4),
            (Add_r64_rm64, 8, 8),
            (Xor_r32_rm32, 4, 4),
            (Cmp_r8_rm8, 1, 1),
            (Imul_r32_rm32, 4, 4),
        ];
        for &(code, rs, ms) in reg_rm {
            for r in 0..16 {
                for m in 0..16 {
                    check(Instruction::with2(code, sized(r, rs), sized(m, ms)).unwrap());
                }
                for mem in &mems {
                    check(Instruction::with2(code, sized(r, rs), *mem).unwrap());
                }
            }
        }
        for mem in &mems {
            check(Instruction::with2(Lea_r64_m, Register::R9, *mem).unwrap());
        }
        let rm_reg: &[(Code, u32)] = &[
            (Mov_rm64_r64, 8),
            (Mov_rm32_r32, 4),
            (Mov_rm16_r16, 2),
            (Mov_rm8_r8, 1),
            (Test_rm8_r8, 1),
            (Sub_rm64_r64, 8),
        ];
        for &(code, size) in rm_reg {
            for r in 0..16 {
                for m in 0..16 {
                    check(Instruction::with2(code, sized(m, size), sized(r, size)).unwrap());
                }
                for mem in &mems {
                    check(Instruction::with2(code, *mem, sized(r, size)).unwrap());
                }
            }
        }
        for m in 0..16 {
            for (code, size, imm) in [
                (Sub_rm64_imm32, 8, -5i64),
                (And_rm32_imm8, 4, 0x7f),
                (Cmp_rm8_imm8, 1, -1),
                (Mov_rm16_imm16, 2, 0x1234),
                (Shl_rm64_imm8, 8, 3),
                (Test_rm8_imm8, 1, 0x40),
                (Mov_rm64_imm32, 8, -2),
            ] {
                check(Instruction::with2(code, sized(m, size), imm as i32).unwrap());
                check(Instruction::with2(code, mems[m as usize * 7], imm as i32).unwrap());
            }
            for code in crate::emit::SETCC {
                check(Instruction::with1(code, sized(m, 1)).unwrap());
            }
            check(Instruction::with1(Neg_rm64, sized(m, 8)).unwrap());
            check(Instruction::with1(Push_r64, r64(m)).unwrap());
            check(Instruction::with2(Mov_r32_imm32, sized(m, 4), 0xdead_beefu32).unwrap());
            check(Instruction::with2(Mov_r64_imm64, r64(m), 0x1234_5678_9abc_def0u64).unwrap());
        }
        check(Instruction::with(Retnq));
        check(Instruction::with(Leaveq));
        assert!(checked > 10_000);
    }

    /// RIP-relative operands (which only the direct encoder takes) encode as iced encodes
    /// them, up to the displacement that a relocation fills.
    #[test]
    fn direct_rip_matches_iced() {
        use Code::*;
        let rip = MemoryOperand::with_base_displ(Register::RIP, 0x1000);
        let mem = Rm::Mem(Mem {
            base: None,
            index: None,
            disp: 0,
            disp_always: true,
        });
        let cases = [
            (
                Instruction::with2(Mov_r64_rm64, Register::R9, rip),
                Register::R9,
                0,
            ),
            (
                Instruction::with2(Lea_r64_m, Register::RAX, rip),
                Register::RAX,
                0,
            ),
            (
                Instruction::with2(Mov_rm8_r8, rip, Register::SIL),
                Register::SIL,
                0,
            ),
            (
                Instruction::with2(Mov_rm32_imm32, rip, 0x1234_5678),
                Register::None,
                0x1234_5678,
            ),
            (
                Instruction::with2(Cmp_rm8_imm8, rip, 0x7f),
                Register::None,
                0x7f,
            ),
        ];
        for (ins, reg, imm) in cases {
            let ins = ins.unwrap();
            let mut out = Vec::new();
            let at = usize::from(encode_direct(ins.code(), reg, &mem, imm, &mut out));
            let mut want = iced(&ins);
            want[at..at + 4].fill(0);
            assert_eq!(out, want, "{ins}");
        }
    }

    /// Forms this encoder leaves to iced.
    #[test]
    fn declines_other_forms() {
        let mut out = Vec::new();
        let rip = MemoryOperand::with_base_displ(Register::RIP, 0x1000);
        let ah = Instruction::with2(Code::Mov_r8_rm8, Register::AH, Register::CL).unwrap();
        let rip_load = Instruction::with2(Code::Mov_r64_rm64, Register::RAX, rip).unwrap();
        let cvt = Instruction::with2(Code::Cvtsi2sd_xmm_rm64, Register::XMM0, Register::RAX);
        assert!(!encode(&ah, &mut out));
        assert!(!encode(&rip_load, &mut out));
        assert!(!encode(&cvt.unwrap(), &mut out));
        assert!(out.is_empty());
    }
}
