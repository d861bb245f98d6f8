//! Emission: allocated machine instructions to bytes and relocations.
//!
//! Each [`MInst`] becomes one or more iced-x86 [`Instruction`]s, except the most frequent
//! forms (moves, loads and stores, ALU operations, compares), which are encoded as they are
//! emitted (`fastenc`). Branches are kept symbolic (target block or instruction) until
//! [`Emitter::finish`] puts everything into an `rllc_codegen::buffer::MachBuffer`, whose
//! layout picks short or near forms (branch relaxation, `emit/label_use.rs`). Symbol
//! references are encoded with placeholder targets and turned into relocations from the
//! encoder's constant offsets.

use crate::inst::*;
use crate::regs::{self, gpr_sized, xmm};
use fastenc::{Mem, Rm};
use iced_x86::{Code, Instruction, MemoryOperand, Register};
use regalloc2::{Allocation, Edit, RegClass};
use rllc_codegen::debug_lines::LineRow;
use rllc_codegen::frame::StackSlot;
use rllc_codegen::{
    CodegenError, CompiledFunction, Epilogue, MBlock, Reg, Reloc, RelocKind, RelocTarget,
    UnwindInfo, UnwindOp,
};

mod atomics;
mod fastenc;
mod float;
mod frame;
mod inline_asm;
mod label_use;
mod layout;
mod switch;
mod vector;
mod wide;
mod x87;

pub use frame::{Canary, Frame, Guard, RetpolineCall};

/// Placeholder address for symbol references; far from instruction addresses so the block
/// encoder never mistakes it for a branch target inside the function.
const SYMBOL_PLACEHOLDER: u64 = 0x4000_0000;

#[derive(Copy, Clone)]
enum Field {
    Disp,
    /// The displacement at this byte offset of an instruction encoded directly.
    DispAt(u8),
    Imm,
    /// The rel32 of a `call`.
    CallRel,
    /// A 32-bit field at this byte offset of a fixed byte sequence, PC-relative fields
    /// relative to the field's end.
    At(u8),
    /// A field at this byte offset of assembled inline asm, whose addend is final.
    Raw(u32),
}

#[derive(Copy, Clone)]
enum Target {
    Block(MBlock),
    Inst(usize),
}

/// Builds the instruction list of one function.
pub struct Emitter<'f> {
    frame: &'f Frame,
    /// The instructions; those encoded directly have a placeholder here.
    out: Vec<Instruction>,
    /// Encoded bytes of the instructions encoded directly (see [`Emitter::direct`]).
    bytes: Vec<u8>,
    /// Per instruction encoded directly, in order: its index in `out`, where its bytes
    /// start in `bytes` and their length.
    direct: Vec<(u32, u32, u8)>,
    branches: Vec<(usize, Target)>,
    relocs: Vec<(usize, Field, RelocKind, RelocTarget, i64)>,
    block_start: Vec<usize>,
    /// Jump tables (target blocks), placed after the code.
    tables: Vec<Vec<MBlock>>,
    /// Per block, where branches to it go (see [`Emitter::thread_jumps`]).
    redirect: Vec<MBlock>,
    /// `lea rax, [rip + table]` instructions and the table each refers to.
    table_refs: Vec<(usize, usize)>,
    /// Prologue steps, by the instruction that performs each.
    unwind_ops: Vec<(usize, UnwindOp)>,
    /// Per epilogue: the index of the first instruction after the frame teardown, and the
    /// index of the return.
    epilogues: Vec<(usize, usize)>,
    /// Inline asm code and alignment, each in place of a placeholder in `out`.
    raw: Vec<(usize, RawItem)>,
    /// rel32 fields of inline asm jumping to a block: placeholder index, offset in its
    /// code, block, addend.
    block_fixups: Vec<(usize, u32, MBlock, i64)>,
    /// Alignment the code needs (from inline asm), 0 when none.
    code_align: u32,
    /// The function's exception table, whose call sites the emitter fills in.
    pub exceptions: Option<Box<rllc_codegen::eh::ExceptionTable>>,
    /// Per `invoke`: the index of its call's first instruction, the index after the
    /// call, its landing block and action.
    invokes: Vec<(usize, usize, MBlock, u32)>,
    /// Line-table rows, each with the index of the first instruction it covers.
    lines: Vec<(usize, LineRow)>,
    /// The pipeline's marks ([`rllc_codegen::Emit::mark`]): instruction indexes.
    marks: Vec<usize>,
    /// The first error found while emitting (inline asm that does not assemble).
    error: Option<CodegenError>,
    /// What names written in inline asm refer to.
    symbols: Option<&'f rllc_codegen::ModuleCtx<'f>>,
    /// Report each inline asm statement on stderr under this function name
    /// (`RLLC_DUMP_ASM`, for the asm filetests).
    dump_asm: Option<String>,
}

/// Code that is not an iced instruction.
enum RawItem {
    /// Assembled inline asm.
    Bytes(Vec<u8>),
    /// Padding to `1 << pow2` bytes with `fill` (nops when `None`), skipped when it would
    /// exceed `max`.
    Align {
        pow2: u32,
        fill: Option<u8>,
        max: Option<u32>,
    },
}

fn preg(r: Reg) -> u8 {
    r.as_phys().expect("allocated register").hw_enc() as u8
}

fn gr(r: Reg, size: Size) -> Register {
    gpr_sized(preg(r), size.bytes())
}

/// `test rm, r` by operand size (8, 16, 32, 64 bits).
const TEST_RR: [Code; 4] = [
    Code::Test_rm8_r8,
    Code::Test_rm16_r16,
    Code::Test_rm32_r32,
    Code::Test_rm64_r64,
];

fn g64(r: Reg) -> Register {
    gpr_sized(preg(r), 8)
}

fn xr(r: Reg) -> Register {
    xmm(preg(r))
}

fn ins(r: Result<Instruction, iced_x86::IcedError>) -> Instruction {
    r.expect("valid x86 instruction")
}

const JCC: [Code; 16] = [
    Code::Jo_rel32_64,
    Code::Jno_rel32_64,
    Code::Jb_rel32_64,
    Code::Jae_rel32_64,
    Code::Je_rel32_64,
    Code::Jne_rel32_64,
    Code::Jbe_rel32_64,
    Code::Ja_rel32_64,
    Code::Js_rel32_64,
    Code::Jns_rel32_64,
    Code::Jp_rel32_64,
    Code::Jnp_rel32_64,
    Code::Jl_rel32_64,
    Code::Jge_rel32_64,
    Code::Jle_rel32_64,
    Code::Jg_rel32_64,
];
const CMOVCC: [Code; 16] = [
    Code::Cmovo_r64_rm64,
    Code::Cmovno_r64_rm64,
    Code::Cmovb_r64_rm64,
    Code::Cmovae_r64_rm64,
    Code::Cmove_r64_rm64,
    Code::Cmovne_r64_rm64,
    Code::Cmovbe_r64_rm64,
    Code::Cmova_r64_rm64,
    Code::Cmovs_r64_rm64,
    Code::Cmovns_r64_rm64,
    Code::Cmovp_r64_rm64,
    Code::Cmovnp_r64_rm64,
    Code::Cmovl_r64_rm64,
    Code::Cmovge_r64_rm64,
    Code::Cmovle_r64_rm64,
    Code::Cmovg_r64_rm64,
];
const SETCC: [Code; 16] = [
    Code::Seto_rm8,
    Code::Setno_rm8,
    Code::Setb_rm8,
    Code::Setae_rm8,
    Code::Sete_rm8,
    Code::Setne_rm8,
    Code::Setbe_rm8,
    Code::Seta_rm8,
    Code::Sets_rm8,
    Code::Setns_rm8,
    Code::Setp_rm8,
    Code::Setnp_rm8,
    Code::Setl_rm8,
    Code::Setge_rm8,
    Code::Setle_rm8,
    Code::Setg_rm8,
];

fn alu_codes(op: AluOp) -> [Code; 12] {
    // [rm,r x4][r,rm x4][rm,imm32 x4] for sizes 8,16,32,64.
    use Code::*;
    match op {
        AluOp::Add => [
            Add_rm8_r8,
            Add_rm16_r16,
            Add_rm32_r32,
            Add_rm64_r64,
            Add_r8_rm8,
            Add_r16_rm16,
            Add_r32_rm32,
            Add_r64_rm64,
            Add_rm8_imm8,
            Add_rm16_imm16,
            Add_rm32_imm32,
            Add_rm64_imm32,
        ],
        AluOp::Sub => [
            Sub_rm8_r8,
            Sub_rm16_r16,
            Sub_rm32_r32,
            Sub_rm64_r64,
            Sub_r8_rm8,
            Sub_r16_rm16,
            Sub_r32_rm32,
            Sub_r64_rm64,
            Sub_rm8_imm8,
            Sub_rm16_imm16,
            Sub_rm32_imm32,
            Sub_rm64_imm32,
        ],
        AluOp::And => [
            And_rm8_r8,
            And_rm16_r16,
            And_rm32_r32,
            And_rm64_r64,
            And_r8_rm8,
            And_r16_rm16,
            And_r32_rm32,
            And_r64_rm64,
            And_rm8_imm8,
            And_rm16_imm16,
            And_rm32_imm32,
            And_rm64_imm32,
        ],
        AluOp::Or => [
            Or_rm8_r8,
            Or_rm16_r16,
            Or_rm32_r32,
            Or_rm64_r64,
            Or_r8_rm8,
            Or_r16_rm16,
            Or_r32_rm32,
            Or_r64_rm64,
            Or_rm8_imm8,
            Or_rm16_imm16,
            Or_rm32_imm32,
            Or_rm64_imm32,
        ],
        AluOp::Xor => [
            Xor_rm8_r8,
            Xor_rm16_r16,
            Xor_rm32_r32,
            Xor_rm64_r64,
            Xor_r8_rm8,
            Xor_r16_rm16,
            Xor_r32_rm32,
            Xor_r64_rm64,
            Xor_rm8_imm8,
            Xor_rm16_imm16,
            Xor_rm32_imm32,
            Xor_rm64_imm32,
        ],
        AluOp::Imul => [
            INVALID,
            INVALID,
            INVALID,
            INVALID,
            INVALID,
            Imul_r16_rm16,
            Imul_r32_rm32,
            Imul_r64_rm64,
            INVALID,
            Imul_r16_rm16_imm16,
            Imul_r32_rm32_imm32,
            Imul_r64_rm64_imm32,
        ],
    }
}

const CMP_CODES: [Code; 12] = [
    Code::Cmp_rm8_r8,
    Code::Cmp_rm16_r16,
    Code::Cmp_rm32_r32,
    Code::Cmp_rm64_r64,
    Code::Cmp_r8_rm8,
    Code::Cmp_r16_rm16,
    Code::Cmp_r32_rm32,
    Code::Cmp_r64_rm64,
    Code::Cmp_rm8_imm8,
    Code::Cmp_rm16_imm16,
    Code::Cmp_rm32_imm32,
    Code::Cmp_rm64_imm32,
];

/// The sign-extended 8-bit immediate form of a 32/64-bit `op r/m, imm32` code.
fn imm8_form(code: Code) -> Option<Code> {
    use Code::*;
    Some(match code {
        Add_rm32_imm32 => Add_rm32_imm8,
        Add_rm64_imm32 => Add_rm64_imm8,
        Sub_rm32_imm32 => Sub_rm32_imm8,
        Sub_rm64_imm32 => Sub_rm64_imm8,
        And_rm32_imm32 => And_rm32_imm8,
        And_rm64_imm32 => And_rm64_imm8,
        Or_rm32_imm32 => Or_rm32_imm8,
        Or_rm64_imm32 => Or_rm64_imm8,
        Xor_rm32_imm32 => Xor_rm32_imm8,
        Xor_rm64_imm32 => Xor_rm64_imm8,
        Cmp_rm32_imm32 => Cmp_rm32_imm8,
        Cmp_rm64_imm32 => Cmp_rm64_imm8,
        Cmp_rm16_imm16 => Cmp_rm16_imm8,
        _ => return None,
    })
}

fn fits32(v: i64) -> bool {
    i32::try_from(v).is_ok()
}

fn size_idx(s: Size) -> usize {
    match s {
        Size::S8 => 0,
        Size::S16 => 1,
        Size::S32 => 2,
        Size::S64 => 3,
    }
}

impl<'f> Emitter<'f> {
    /// A new emitter for a function with the given frame.
    pub fn new(frame: &'f Frame, num_blocks: usize, num_insts: usize) -> Self {
        Emitter {
            frame,
            out: Vec::with_capacity(num_insts * 2 + 16),
            bytes: Vec::with_capacity(num_insts * 8 + 64),
            direct: Vec::with_capacity(num_insts * 2 + 16),
            branches: Vec::with_capacity(num_blocks * 2),
            relocs: Vec::new(),
            block_start: vec![0; num_blocks],
            tables: Vec::new(),
            redirect: Vec::new(),
            table_refs: Vec::new(),
            unwind_ops: Vec::new(),
            epilogues: Vec::new(),
            raw: Vec::new(),
            block_fixups: Vec::new(),
            code_align: 0,
            exceptions: None,
            invokes: Vec::new(),
            lines: Vec::new(),
            marks: Vec::new(),
            error: None,
            symbols: None,
            dump_asm: None,
        }
    }

    /// Makes branches to a block that only jumps on go straight to its final target
    /// (`redirect[b]` is that target, or `b`); the caller then leaves such blocks out.
    pub fn thread_jumps(&mut self, redirect: &[MBlock]) {
        self.redirect = redirect.to_vec();
    }

    /// Where a branch to block `b` goes.
    fn resolve(&self, b: MBlock) -> MBlock {
        self.redirect.get(b as usize).copied().unwrap_or(b)
    }

    fn push(&mut self, i: Instruction) -> usize {
        self.out.push(i);
        self.out.len() - 1
    }

    fn mem(&mut self, a: &Amode) -> (MemoryOperand, Option<(RelocTarget, i32)>) {
        let (m, rel) = self.loc(a);
        (iced_mem(m), rel)
    }

    /// The memory operand of `a` for the direct encoder, and the relocation of a
    /// RIP-relative one.
    fn loc(&self, a: &Amode) -> (Mem, Option<(RelocTarget, i32)>) {
        // A zero displacement needs no displacement byte (iced adds one for rbp/r13).
        let m = |base: u8, disp: i32| Mem {
            base: Some(base),
            index: None,
            disp,
            disp_always: disp != 0,
        };
        match *a {
            Amode::Reg { base, index, disp } => (
                Mem {
                    index: index.map(|(i, scale)| (preg(i), scale)),
                    ..m(preg(base), disp)
                },
                None,
            ),
            Amode::Slot { slot, disp } => (self.slot_loc(slot, disp), None),
            Amode::SlotIndexed {
                slot,
                index: (i, scale),
                disp,
            } => (
                Mem {
                    index: Some((preg(i), scale)),
                    ..self.slot_loc(slot, disp)
                },
                None,
            ),
            Amode::Rip { target, disp } => (
                Mem {
                    base: None,
                    index: None,
                    disp: 0,
                    disp_always: true,
                },
                Some((target, disp)),
            ),
            Amode::IncomingArg { off } => (self.frame_loc(16 + i64::from(off)), None),
            Amode::OutgoingArg { off } => (m(regs::gpr::RSP, off), None),
        }
    }

    /// Emits `code`, a form `fastenc` handles, with register operand `reg`, r/m operand
    /// `rm` and immediate `imm`, encoding it now (the frequent forms skip iced-x86); `rel`:
    /// the relocation of a RIP-relative `rm`.
    #[inline(always)]
    fn direct(
        &mut self,
        code: Code,
        reg: Register,
        rm: Rm,
        imm: u64,
        rel: Option<(RelocTarget, i32)>,
    ) -> usize {
        let i = self.push(Instruction::default());
        let at = self.bytes.len();
        let disp_at = fastenc::encode_direct(code, reg, &rm, imm, &mut self.bytes);
        self.direct
            .push((i as u32, at as u32, (self.bytes.len() - at) as u8));
        if let Some((t, disp)) = rel {
            self.relocs.push((
                i,
                Field::DispAt(disp_at),
                RelocKind::Pc32,
                t,
                i64::from(disp),
            ));
        }
        i
    }

    /// Pushes an instruction with a memory operand, recording its relocation if any.
    fn push_mem(&mut self, i: Instruction, reloc: Option<(RelocTarget, i32)>) {
        let idx = self.push(i);
        if let Some((t, disp)) = reloc {
            self.relocs
                .push((idx, Field::Disp, RelocKind::Pc32, t, i64::from(disp)));
        }
    }

    fn mov_rr(&mut self, dst: Register, src: Register) {
        if dst != src {
            self.direct(Code::Mov_rm64_r64, src, Rm::Reg(dst), 0, None);
        }
    }

    fn mov_imm(&mut self, dst: u8, imm: u64) {
        let (code, r) = if imm <= u64::from(u32::MAX) {
            (Code::Mov_r32_imm32, gpr_sized(dst, 4))
        } else if imm as i64 >= i64::from(i32::MIN) && (imm as i64) < 0 {
            (Code::Mov_rm64_imm32, gpr_sized(dst, 8))
        } else {
            (Code::Mov_r64_imm64, gpr_sized(dst, 8))
        };
        self.direct(code, Register::None, Rm::Reg(r), imm, None);
    }

    fn branch(&mut self, code: Code, t: Target) {
        let i = self.push(ins(Instruction::with_branch(code, 0)));
        self.branches.push((i, t));
    }

    fn jmp_unless_next(&mut self, target: MBlock, next: Option<MBlock>) {
        if next != Some(self.resolve(target)) {
            self.branch(Code::Jmp_rel32_64, Target::Block(target));
        }
    }

    fn alu(&mut self, op: AluOp, size: Size, dst: Register, rhs: &Rmi, dst_reg: Reg) {
        let codes = alu_codes(op);
        let si = size_idx(size);
        // The 32- and 64-bit forms are encoded directly.
        let direct = matches!(size, Size::S32 | Size::S64);
        match rhs {
            Rmi::Reg(r) => {
                let src = gr(*r, size);
                if op == AluOp::Imul {
                    if direct {
                        self.direct(codes[4 + si], dst, Rm::Reg(src), 0, None);
                    } else {
                        self.push(ins(Instruction::with2(codes[4 + si], dst, src)));
                    }
                } else if direct {
                    self.direct(codes[si], src, Rm::Reg(dst), 0, None);
                } else {
                    self.push(ins(Instruction::with2(codes[si], dst, src)));
                }
            }
            Rmi::Mem(a) if direct => {
                let (m, rel) = self.loc(a);
                self.direct(codes[4 + si], dst, Rm::Mem(m), 0, rel);
            }
            Rmi::Mem(a) => {
                let (m, rel) = self.mem(a);
                self.push_mem(ins(Instruction::with2(codes[4 + si], dst, m)), rel);
            }
            Rmi::Imm(v) => {
                let i = if op == AluOp::Imul {
                    let code = match size {
                        Size::S32 if i8::try_from(*v).is_ok() => Code::Imul_r32_rm32_imm8,
                        Size::S64 if i8::try_from(*v).is_ok() => Code::Imul_r64_rm64_imm8,
                        _ => codes[8 + si],
                    };
                    Instruction::with3(code, dst, gr(dst_reg, size), *v)
                } else if let Some(code) =
                    imm8_form(codes[8 + si]).filter(|_| i8::try_from(*v).is_ok())
                {
                    if direct {
                        self.direct(code, Register::None, Rm::Reg(dst), *v as u64, None);
                        return;
                    }
                    Instruction::with2(code, dst, *v)
                } else if size == Size::S8 {
                    Instruction::with2(codes[8], dst, *v)
                } else if size == Size::S16 {
                    Instruction::with2(codes[9], dst, *v)
                } else {
                    self.direct(codes[8 + si], Register::None, Rm::Reg(dst), *v as u64, None);
                    return;
                };
                self.push(ins(i));
            }
        }
    }

    fn cmp(&mut self, size: Size, lhs: Reg, rhs: &Rmi) {
        self.cmp_rm(size, &Rmi::Reg(lhs), rhs);
    }

    /// `cmp lhs, rhs` where `lhs` is a register or memory (then `rhs` is not memory).
    fn cmp_rm(&mut self, size: Size, lhs: &Rmi, rhs: &Rmi) {
        let si = size_idx(size);
        // The forms `fastenc` handles are encoded directly (not `cmp r/m, r` of 8 or 16
        // bits, nor 16-bit compares with an immediate).
        let wide = matches!(size, Size::S32 | Size::S64);
        let imm_code = |v: i32| {
            imm8_form(CMP_CODES[8 + si])
                .filter(|_| i8::try_from(v).is_ok())
                .unwrap_or(CMP_CODES[8 + si])
        };
        let l = match lhs {
            Rmi::Mem(a) => {
                let (m, rel) = self.loc(a);
                match rhs {
                    Rmi::Reg(r) if wide => {
                        self.direct(CMP_CODES[si], gr(*r, size), Rm::Mem(m), 0, rel);
                    }
                    Rmi::Imm(v) if wide || size == Size::S8 => {
                        let code = imm_code(*v);
                        self.direct(code, Register::None, Rm::Mem(m), *v as u64, rel);
                    }
                    Rmi::Reg(r) => {
                        let i = Instruction::with2(CMP_CODES[si], iced_mem(m), gr(*r, size));
                        self.push_mem(ins(i), rel);
                    }
                    Rmi::Imm(v) => {
                        let i = Instruction::with2(imm_code(*v), iced_mem(m), *v);
                        self.push_mem(ins(i), rel);
                    }
                    Rmi::Mem(_) => unreachable!("compare of two memory operands"),
                }
                return;
            }
            Rmi::Reg(r) => gr(*r, size),
            Rmi::Imm(_) => unreachable!("compare with an immediate on the left"),
        };
        match rhs {
            Rmi::Reg(r) if wide => {
                self.direct(CMP_CODES[si], gr(*r, size), Rm::Reg(l), 0, None);
            }
            Rmi::Reg(r) => {
                self.push(ins(Instruction::with2(CMP_CODES[si], l, gr(*r, size))));
            }
            Rmi::Mem(a) => {
                let (m, rel) = self.loc(a);
                self.direct(CMP_CODES[4 + si], l, Rm::Mem(m), 0, rel);
            }
            // `test r, r` sets the flags exactly as `cmp r, 0` does, one byte shorter.
            Rmi::Imm(0) => {
                self.direct(TEST_RR[si], l, Rm::Reg(l), 0, None);
            }
            Rmi::Imm(v) if wide || size == Size::S8 => {
                self.direct(imm_code(*v), Register::None, Rm::Reg(l), *v as u64, None);
            }
            Rmi::Imm(v) => {
                self.push(ins(Instruction::with2(imm_code(*v), l, *v)));
            }
        }
    }

    /// `test lhs, rhs` (`lhs` a register or memory, `rhs` a register or an immediate).
    fn test_rm(&mut self, size: Size, lhs: &Rmi, rhs: &Rmi) {
        let si = size_idx(size);
        const TEST_RI: [Code; 4] = [
            Code::Test_rm8_imm8,
            Code::Test_rm16_imm16,
            Code::Test_rm32_imm32,
            Code::Test_rm64_imm32,
        ];
        let (i, rel) = match (lhs, rhs) {
            (Rmi::Reg(l), Rmi::Reg(r)) => (
                Instruction::with2(TEST_RR[si], gr(*l, size), gr(*r, size)),
                None,
            ),
            (Rmi::Reg(l), Rmi::Imm(v)) => (Instruction::with2(TEST_RI[si], gr(*l, size), *v), None),
            (Rmi::Mem(a), Rmi::Reg(r)) => {
                let (m, rel) = self.mem(a);
                (Instruction::with2(TEST_RR[si], m, gr(*r, size)), rel)
            }
            (Rmi::Mem(a), Rmi::Imm(v)) => {
                let (m, rel) = self.mem(a);
                (Instruction::with2(TEST_RI[si], m, *v), rel)
            }
            _ => unreachable!("test operands"),
        };
        self.push_mem(ins(i), rel);
    }

    fn setcc_zx(&mut self, cc: Cc, dst: u8) {
        let b = Rm::Reg(gpr_sized(dst, 1));
        self.direct(SETCC[cc as usize], Register::None, b, 0, None);
        self.direct(Code::Movzx_r32_rm8, gpr_sized(dst, 4), b, 0, None);
    }

    /// Moves between allocations (register allocator edits).
    /// The code from here on comes from `row`'s source location.
    pub fn source_location(&mut self, row: LineRow) {
        self.lines.push((self.out.len(), row));
    }

    pub fn mark(&mut self) {
        self.marks.push(self.out.len());
    }

    pub fn edit(&mut self, e: &Edit) {
        let Edit::Move { from, to } = e;
        self.move_alloc(*from, *to);
    }

    fn move_alloc(&mut self, from: Allocation, to: Allocation) {
        match (from.as_reg(), to.as_reg()) {
            (Some(f), Some(t)) => match f.class() {
                RegClass::Int => self.mov_rr(
                    gpr_sized(t.hw_enc() as u8, 8),
                    gpr_sized(f.hw_enc() as u8, 8),
                ),
                _ => {
                    if f != t {
                        self.xmm_copy(t.hw_enc() as u8, f.hw_enc() as u8);
                    }
                }
            },
            (Some(f), None) => {
                let loc = self.spill_loc(to.as_stack().expect("stack slot").index());
                let m = iced_mem(loc);
                let i = match f.class() {
                    RegClass::Int => {
                        let src = gpr_sized(f.hw_enc() as u8, 8);
                        self.direct(Code::Mov_rm64_r64, src, Rm::Mem(loc), 0, None);
                        return;
                    }
                    _ if self.frame.ymm => Instruction::with2(
                        Code::VEX_Vmovups_ymmm256_ymm,
                        m,
                        Register::YMM0 + f.hw_enc() as u32,
                    ),
                    _ => Instruction::with2(Code::Movups_xmmm128_xmm, m, xmm(f.hw_enc() as u8)),
                };
                self.push(ins(i));
            }
            (None, Some(t)) => {
                let loc = self.spill_loc(from.as_stack().expect("stack slot").index());
                let m = iced_mem(loc);
                let i = match t.class() {
                    RegClass::Int => {
                        let dst = gpr_sized(t.hw_enc() as u8, 8);
                        self.direct(Code::Mov_r64_rm64, dst, Rm::Mem(loc), 0, None);
                        return;
                    }
                    _ if self.frame.ymm => Instruction::with2(
                        Code::VEX_Vmovups_ymm_ymmm256,
                        Register::YMM0 + t.hw_enc() as u32,
                        m,
                    ),
                    _ => Instruction::with2(Code::Movups_xmm_xmmm128, xmm(t.hw_enc() as u8), m),
                };
                self.push(ins(i));
            }
            (None, None) => unreachable!("regalloc2 never moves stack to stack"),
        }
    }

    /// Copies SSE register `src` to `dst`: the whole ymm register in functions that keep
    /// 256-bit values.
    fn xmm_copy(&mut self, dst: u8, src: u8) {
        let i = if self.frame.ymm {
            Instruction::with2(
                Code::VEX_Vmovaps_ymm_ymmm256,
                Register::YMM0 + u32::from(dst),
                Register::YMM0 + u32::from(src),
            )
        } else {
            Instruction::with2(Code::Movaps_xmm_xmmm128, xmm(dst), xmm(src))
        };
        self.push(ins(i));
    }

    /// `__tls_get_addr(&index)` in the exact byte sequence of the x86-64 TLS ABI, which
    /// linkers rewrite into cheaper models: general-dynamic
    /// `data16 lea rdi, [rip + var@TLSGD]; data16 data16 rex.W call __tls_get_addr@PLT`,
    /// local-dynamic `lea rdi, [rip + var@TLSLD]; call __tls_get_addr@PLT`.
    fn tls_get_addr(&mut self, var: RelocTarget, local_dynamic: bool) {
        const GD: [u8; 16] = [
            0x66, 0x48, 0x8d, 0x3d, 0, 0, 0, 0, 0x66, 0x66, 0x48, 0xe8, 0, 0, 0, 0,
        ];
        const LD: [u8; 12] = [0x48, 0x8d, 0x3d, 0, 0, 0, 0, 0xe8, 0, 0, 0, 0];
        let (bytes, index_at, call_at, kind): (&[u8], u8, u8, _) = if local_dynamic {
            (&LD, 3, 8, RelocKind::TlsLdPc32)
        } else {
            (&GD, 4, 12, RelocKind::TlsGdPc32)
        };
        let i = self.push(ins(Instruction::with_declare_byte(bytes)));
        self.relocs.push((i, Field::At(index_at), kind, var, 0));
        self.relocs.push((
            i,
            Field::At(call_at),
            RelocKind::PltPc32,
            RelocTarget::Libcall("__tls_get_addr"),
            0,
        ));
    }

    /// Marks the start of block `b`.
    pub fn start_block(&mut self, b: MBlock) {
        self.block_start[b as usize] = self.out.len();
    }

    /// `call` to retpoline thunk `rc.thunk` (the target in r11), or with `tail` the
    /// epilogue and `jmp` to it; `cs` first where the module asks.
    fn retpoline_branch(&mut self, rc: RetpolineCall, tail: bool) {
        let bytes = [0x2e, if tail { 0xe9 } else { 0xe8 }, 0, 0, 0, 0];
        let bytes = &bytes[usize::from(!rc.cs_prefix)..];
        let branch = ins(Instruction::with_declare_byte(bytes));
        let i = if tail {
            self.leave(branch)
        } else {
            self.push(branch)
        };
        self.relocs.push((
            i,
            Field::At(bytes.len() as u8 - 4),
            RelocKind::PltPc32,
            RelocTarget::Libcall(rc.thunk),
            0,
        ));
    }

    /// `call` to `target`.
    fn call(&mut self, target: &CallTarget) {
        match target {
            CallTarget::Direct(t) => {
                let i = self.push(ins(Instruction::with_branch(
                    Code::Call_rel32_64,
                    SYMBOL_PLACEHOLDER,
                )));
                self.relocs
                    .push((i, Field::CallRel, RelocKind::PltPc32, *t, 0));
            }
            CallTarget::Indirect(r) => match self.frame.retpoline {
                Some(rc) => {
                    // r11 is free here: calls clobber it and pass no argument in it.
                    self.mov_rr(Register::R11, g64(*r));
                    self.retpoline_branch(rc, false);
                }
                None => {
                    self.push(ins(Instruction::with1(Code::Call_rm64, g64(*r))));
                }
            },
            CallTarget::TlsGetAddr { var, local_dynamic } => {
                self.tls_get_addr(*var, *local_dynamic)
            }
            CallTarget::Tlv(var) => {
                let m = MemoryOperand::with_base_displ(Register::RIP, SYMBOL_PLACEHOLDER as i64);
                let i = self.push(ins(Instruction::with2(
                    Code::Mov_r64_rm64,
                    Register::RDI,
                    m,
                )));
                self.relocs
                    .push((i, Field::Disp, RelocKind::TlvPc32, *var, 0));
                let m = MemoryOperand::with_base(Register::RDI);
                self.push(ins(Instruction::with1(Code::Call_rm64, m)));
            }
        }
    }

    /// Emits one allocated instruction; `next` is the block laid out after this one.
    pub fn inst(&mut self, mi: &MInst, next: Option<MBlock>) {
        use MInst::*;
        match mi {
            Args { .. } => {}
            MovRR { dst, src } => self.mov_rr(g64(*dst), g64(*src)),
            // `xor r32, r32` is the shortest zero; flags never live across instructions.
            MovImm { dst, imm: 0 } => {
                let r = gpr_sized(preg(*dst), 4);
                self.direct(Code::Xor_r32_rm32, r, Rm::Reg(r), 0, None);
            }
            MovImm { dst, imm } => self.mov_imm(preg(*dst), *imm),
            Alu {
                op, size, rhs, dst, ..
            } => {
                // 8- and 16-bit multiplies use the 32-bit form; the low bits agree.
                let size = if *op == AluOp::Imul && *size == Size::S8 {
                    Size::S32
                } else {
                    *size
                };
                self.alu(*op, size, gr(*dst, size), rhs, *dst);
            }
            Unary { neg, size, dst, .. } => {
                let s = size_idx(*size);
                let code = if *neg {
                    [
                        Code::Neg_rm8,
                        Code::Neg_rm16,
                        Code::Neg_rm32,
                        Code::Neg_rm64,
                    ][s]
                } else {
                    [
                        Code::Not_rm8,
                        Code::Not_rm16,
                        Code::Not_rm32,
                        Code::Not_rm64,
                    ][s]
                };
                self.push(ins(Instruction::with1(code, gr(*dst, *size))));
            }
            Shift {
                op,
                size,
                amount,
                imm,
                dst,
                ..
            } => {
                use Code::*;
                let s = size_idx(*size);
                let (cl, im) = match op {
                    ShiftOp::Shl => (
                        [Shl_rm8_CL, Shl_rm16_CL, Shl_rm32_CL, Shl_rm64_CL],
                        [Shl_rm8_imm8, Shl_rm16_imm8, Shl_rm32_imm8, Shl_rm64_imm8],
                    ),
                    ShiftOp::Shr => (
                        [Shr_rm8_CL, Shr_rm16_CL, Shr_rm32_CL, Shr_rm64_CL],
                        [Shr_rm8_imm8, Shr_rm16_imm8, Shr_rm32_imm8, Shr_rm64_imm8],
                    ),
                    ShiftOp::Sar => (
                        [Sar_rm8_CL, Sar_rm16_CL, Sar_rm32_CL, Sar_rm64_CL],
                        [Sar_rm8_imm8, Sar_rm16_imm8, Sar_rm32_imm8, Sar_rm64_imm8],
                    ),
                    ShiftOp::Rol => (
                        [Rol_rm8_CL, Rol_rm16_CL, Rol_rm32_CL, Rol_rm64_CL],
                        [Rol_rm8_imm8, Rol_rm16_imm8, Rol_rm32_imm8, Rol_rm64_imm8],
                    ),
                    ShiftOp::Ror => (
                        [Ror_rm8_CL, Ror_rm16_CL, Ror_rm32_CL, Ror_rm64_CL],
                        [Ror_rm8_imm8, Ror_rm16_imm8, Ror_rm32_imm8, Ror_rm64_imm8],
                    ),
                };
                let i = if amount.is_some() {
                    Instruction::with2(cl[s], gr(*dst, *size), Register::CL)
                } else {
                    Instruction::with2(im[s], gr(*dst, *size), u32::from(*imm))
                };
                self.push(ins(i));
            }
            SignExtendRax { size, .. } => {
                self.push(Instruction::with(if *size == Size::S64 {
                    Code::Cqo
                } else {
                    Code::Cdq
                }));
            }
            Div {
                signed,
                size,
                divisor,
                ..
            } => {
                let code = match (signed, size) {
                    (true, Size::S64) => Code::Idiv_rm64,
                    (true, _) => Code::Idiv_rm32,
                    (false, Size::S64) => Code::Div_rm64,
                    (false, _) => Code::Div_rm32,
                };
                let sz = if *size == Size::S64 {
                    Size::S64
                } else {
                    Size::S32
                };
                self.push(ins(Instruction::with1(code, gr(*divisor, sz))));
            }
            MulWide { signed, src, .. } => {
                let code = if *signed {
                    Code::Imul_rm64
                } else {
                    Code::Mul_rm64
                };
                self.push(ins(Instruction::with1(code, g64(*src))));
            }
            Ext { kind, src, dst } => {
                let (code, d, s) = match kind {
                    ExtKind::Zx8 => (Code::Movzx_r32_rm8, 4, 1),
                    ExtKind::Zx16 => (Code::Movzx_r32_rm16, 4, 2),
                    ExtKind::Zx32 => (Code::Mov_r32_rm32, 4, 4),
                    ExtKind::Sx8 => (Code::Movsx_r64_rm8, 8, 1),
                    ExtKind::Sx16 => (Code::Movsx_r64_rm16, 8, 2),
                    ExtKind::Sx32 => (Code::Movsxd_r64_rm32, 8, 4),
                };
                let src = Rm::Reg(gpr_sized(preg(*src), s));
                self.direct(code, gpr_sized(preg(*dst), d), src, 0, None);
            }
            Load { kind, mem, dst } => {
                let (m, rel) = self.loc(mem);
                let (code, d) = match kind {
                    LoadKind::Zx(Size::S8) => (Code::Movzx_r32_rm8, 4),
                    LoadKind::Zx(Size::S16) => (Code::Movzx_r32_rm16, 4),
                    LoadKind::Zx(Size::S32) => (Code::Mov_r32_rm32, 4),
                    LoadKind::Zx(Size::S64) => (Code::Mov_r64_rm64, 8),
                    LoadKind::Sx(Size::S8) => (Code::Movsx_r64_rm8, 8),
                    LoadKind::Sx(Size::S16) => (Code::Movsx_r64_rm16, 8),
                    LoadKind::Sx(_) => (Code::Movsxd_r64_rm32, 8),
                };
                self.direct(code, gpr_sized(preg(*dst), d), Rm::Mem(m), 0, rel);
            }
            Store { size, src, mem } => {
                let (m, rel) = self.loc(mem);
                let code = [
                    Code::Mov_rm8_r8,
                    Code::Mov_rm16_r16,
                    Code::Mov_rm32_r32,
                    Code::Mov_rm64_r64,
                ][size_idx(*size)];
                self.direct(code, gr(*src, *size), Rm::Mem(m), 0, rel);
            }
            StoreImm { size, imm, mem } => {
                let (m, rel) = self.loc(mem);
                let code = [
                    Code::Mov_rm8_imm8,
                    Code::Mov_rm16_imm16,
                    Code::Mov_rm32_imm32,
                    Code::Mov_rm64_imm32,
                ][size_idx(*size)];
                self.direct(code, Register::None, Rm::Mem(m), *imm as u64, rel);
            }
            Lea { mem, dst } => {
                let (m, rel) = self.loc(mem);
                self.direct(Code::Lea_r64_m, g64(*dst), Rm::Mem(m), 0, rel);
            }
            ImulImm {
                size,
                src,
                imm,
                dst,
            } => {
                // 8-bit products use the 32-bit form; the low bits agree.
                let wide = *size == Size::S64;
                let short = i8::try_from(*imm).is_ok();
                let code = match (wide, short) {
                    (false, true) => Code::Imul_r32_rm32_imm8,
                    (false, false) => Code::Imul_r32_rm32_imm32,
                    (true, true) => Code::Imul_r64_rm64_imm8,
                    (true, false) => Code::Imul_r64_rm64_imm32,
                };
                let s = if wide { 8 } else { 4 };
                self.push(ins(Instruction::with3(
                    code,
                    gpr_sized(preg(*dst), s),
                    gpr_sized(preg(*src), s),
                    *imm,
                )));
            }
            SymbolAddr {
                target,
                access,
                dst,
            } => match access {
                SymbolAccess::PcRel => {
                    let m =
                        MemoryOperand::with_base_displ(Register::RIP, SYMBOL_PLACEHOLDER as i64);
                    let i = self.push(ins(Instruction::with2(Code::Lea_r64_m, g64(*dst), m)));
                    self.relocs
                        .push((i, Field::Disp, RelocKind::Pc32, *target, 0));
                }
                SymbolAccess::Got => {
                    let m =
                        MemoryOperand::with_base_displ(Register::RIP, SYMBOL_PLACEHOLDER as i64);
                    let i = self.push(ins(Instruction::with2(Code::Mov_r64_rm64, g64(*dst), m)));
                    self.relocs.push((
                        i,
                        Field::Disp,
                        RelocKind::GotPc32 { relaxable: true },
                        *target,
                        0,
                    ));
                }
                SymbolAccess::Abs64 => {
                    let i = self.push(ins(Instruction::with2(
                        Code::Mov_r64_imm64,
                        g64(*dst),
                        0u64,
                    )));
                    self.relocs
                        .push((i, Field::Imm, RelocKind::Abs64, *target, 0));
                }
            },
            TlsAddr {
                target,
                access: TlsAccess::Windows,
                dst,
            } => {
                // This module's TLS block: the thread's array of blocks (gs:[0x58]) indexed
                // by `_tls_index`, plus the variable's offset in the `.tls` section.
                let r11 = self.scratch_gpr();
                let m = MemoryOperand::with_base_displ(Register::RIP, SYMBOL_PLACEHOLDER as i64);
                let i = self.push(ins(Instruction::with2(
                    Code::Mov_r32_rm32,
                    gpr_sized(r11, 4),
                    m,
                )));
                self.relocs.push((
                    i,
                    Field::Disp,
                    RelocKind::Pc32,
                    RelocTarget::Libcall("_tls_index"),
                    0,
                ));
                let gs58 = MemoryOperand::new(
                    Register::None,
                    Register::None,
                    1,
                    0x58,
                    4,
                    false,
                    Register::GS,
                );
                self.push(ins(Instruction::with2(Code::Mov_r64_rm64, g64(*dst), gs58)));
                let slot = MemoryOperand::with_base_index_scale(g64(*dst), gpr_sized(r11, 8), 8);
                self.push(ins(Instruction::with2(Code::Mov_r64_rm64, g64(*dst), slot)));
                let m = MemoryOperand::with_base_displ(g64(*dst), SYMBOL_PLACEHOLDER as i64);
                let i = self.push(ins(Instruction::with2(Code::Lea_r64_m, g64(*dst), m)));
                self.relocs
                    .push((i, Field::Disp, RelocKind::SecRel32, *target, 0));
            }
            TlsAddr {
                target,
                access,
                dst,
            } => {
                // `fs:[0]` with 64-bit addressing (displacement size 8), no 0x67 prefix.
                let fs0 = MemoryOperand::new(
                    Register::None,
                    Register::None,
                    1,
                    0,
                    8,
                    false,
                    Register::FS,
                );
                self.push(ins(Instruction::with2(Code::Mov_r64_rm64, g64(*dst), fs0)));
                let (i, kind) = match access {
                    TlsAccess::InitialExec => {
                        let m = MemoryOperand::with_base_displ(
                            Register::RIP,
                            SYMBOL_PLACEHOLDER as i64,
                        );
                        let i =
                            self.push(ins(Instruction::with2(Code::Add_r64_rm64, g64(*dst), m)));
                        (i, RelocKind::GotTpOffPc32)
                    }
                    TlsAccess::LocalExec => {
                        let m =
                            MemoryOperand::with_base_displ(g64(*dst), SYMBOL_PLACEHOLDER as i64);
                        let i = self.push(ins(Instruction::with2(Code::Lea_r64_m, g64(*dst), m)));
                        (i, RelocKind::TpOff32)
                    }
                    TlsAccess::Windows => unreachable!("handled above"),
                };
                self.relocs.push((i, Field::Disp, kind, *target, 0));
            }
            TlsDtpOff { target, base, dst } => {
                let m = MemoryOperand::with_base_displ(g64(*base), SYMBOL_PLACEHOLDER as i64);
                let i = self.push(ins(Instruction::with2(Code::Lea_r64_m, g64(*dst), m)));
                self.relocs
                    .push((i, Field::Disp, RelocKind::DtpOff32, *target, 0));
            }
            CmpSet {
                size,
                test,
                cc,
                lhs,
                rhs,
                dst,
            } => {
                if *test {
                    self.test_rm(*size, lhs, rhs);
                } else {
                    self.cmp_rm(*size, lhs, rhs);
                }
                self.setcc_zx(*cc, preg(*dst));
            }
            Select {
                cond, if_true, dst, ..
            } => {
                self.push(ins(Instruction::with2(
                    Code::Test_rm8_imm8,
                    gr(*cond, Size::S8),
                    1u32,
                )));
                self.push(ins(Instruction::with2(
                    Code::Cmovne_r64_rm64,
                    g64(*dst),
                    g64(*if_true),
                )));
            }
            CmpSelect {
                size,
                cc,
                lhs,
                rhs,
                if_true,
                dst,
                ..
            } => {
                self.cmp_rm(*size, lhs, rhs);
                self.push(ins(Instruction::with2(
                    CMOVCC[*cc as usize],
                    g64(*dst),
                    g64(*if_true),
                )));
            }
            XmmSelect {
                cond, if_true, dst, ..
            } => {
                self.push(ins(Instruction::with2(
                    Code::Test_rm8_imm8,
                    gr(*cond, Size::S8),
                    1u32,
                )));
                let skip = self.out.len() + 2;
                self.branch(Code::Je_rel32_64, Target::Inst(skip));
                self.xmm_copy(preg(*dst), preg(*if_true));
            }
            Jmp { target } => self.jmp_unless_next(*target, next),
            JmpIf {
                cond,
                taken,
                not_taken,
            } => {
                self.push(ins(Instruction::with2(
                    Code::Test_rm8_imm8,
                    gr(*cond, Size::S8),
                    1u32,
                )));
                self.cond_jump(Cc::Ne, *taken, *not_taken, next);
            }
            CmpJmp {
                size,
                test,
                cc,
                lhs,
                rhs,
                taken,
                not_taken,
            } => {
                if *test {
                    self.test_rm(*size, lhs, rhs);
                } else {
                    self.cmp_rm(*size, lhs, rhs);
                }
                self.cond_jump(*cc, *taken, *not_taken, next);
            }
            Switch {
                size,
                index,
                tmp,
                cases,
                default,
            } => self.switch(*size, *index, g64(*tmp), cases, *default, next),
            JmpIndirect { target, .. } => match target {
                Rmi::Reg(r) => {
                    self.push(ins(Instruction::with1(Code::Jmp_rm64, g64(*r))));
                }
                Rmi::Mem(a) => {
                    let (m, rel) = self.mem(a);
                    self.push_mem(ins(Instruction::with1(Code::Jmp_rm64, m)), rel);
                }
                Rmi::Imm(_) => unreachable!("indirect jump to an immediate"),
            },
            Ret { .. } => self.epilogue(),
            TailCall { target, .. } => match target {
                CallTarget::Direct(t) => {
                    let i = self.leave(ins(Instruction::with_branch(
                        Code::Jmp_rel32_64,
                        SYMBOL_PLACEHOLDER,
                    )));
                    self.relocs
                        .push((i, Field::CallRel, RelocKind::PltPc32, *t, 0));
                }
                CallTarget::Indirect(r) => {
                    // r11 survives the epilogue's restores.
                    let r11 = gpr_sized(self.scratch_gpr(), 8);
                    self.mov_rr(r11, g64(*r));
                    if let Some(rc) = self.frame.retpoline {
                        self.retpoline_branch(rc, true);
                    } else if self.frame.probe.is_some() {
                        // `rex.W jmp r11`: the Windows unwinder takes an indirect jump
                        // for the end of an epilogue only with REX.W, as llc writes it.
                        self.leave(ins(Instruction::with_declare_byte(&[0x49, 0xff, 0xe3])));
                    } else {
                        self.leave(ins(Instruction::with1(Code::Jmp_rm64, r11)));
                    }
                }
                CallTarget::TlsGetAddr { .. } | CallTarget::Tlv(_) => {
                    unreachable!("tail call to a TLS helper")
                }
            },
            Call {
                target,
                pops,
                endbr,
                notrack,
                unwind,
                ..
            } => {
                let start = self.out.len();
                if *notrack {
                    self.push(ins(Instruction::with_declare_byte(&[0x3e])));
                }
                self.call(target);
                if let Some(u) = unwind {
                    self.invokes
                        .push((start, self.out.len(), u.landing, u.action));
                }
                if *endbr {
                    self.push(Instruction::with(Code::Endbr64));
                }
                if *pops > 0 {
                    self.push(ins(Instruction::with2(
                        Code::Sub_rm64_imm32,
                        Register::RSP,
                        *pops as i32,
                    )));
                }
                if let Some(u) = unwind {
                    self.jmp_unless_next(u.normal, next);
                }
            }
            Ud2 if self.frame.naked => {}
            Ud2 | Trap => {
                self.push(Instruction::with(Code::Ud2));
            }
            Fld { .. }
            | Fstp { .. }
            | FArith { .. }
            | FUnary { .. }
            | X87Cmp { .. }
            | FildU64 { .. }
            | X87ToInt { .. } => self.x87_inst(mi),
            SjljSetjmp { buf, .. } => {
                let r11 = gpr_sized(self.scratch_gpr(), 8);
                // lea r11, [rip + resume]; mov [buf+8], r11; xor eax, eax; jmp done
                let lea = self.out.len();
                let m = MemoryOperand::with_base_displ(Register::RIP, 0);
                self.push(ins(Instruction::with2(Code::Lea_r64_m, r11, m)));
                self.branches.push((lea, Target::Inst(0)));
                let slot = MemoryOperand::with_base_displ(g64(*buf), 8);
                self.push(ins(Instruction::with2(Code::Mov_rm64_r64, slot, r11)));
                self.push(ins(Instruction::with2(
                    Code::Xor_r32_rm32,
                    Register::EAX,
                    Register::EAX,
                )));
                let jmp = self.out.len();
                self.branch(Code::Jmp_rel32_64, Target::Inst(0));
                let resume = self.out.len();
                if self.frame.ibt {
                    // longjmp comes back with an indirect jump.
                    self.push(Instruction::with(Code::Endbr64));
                }
                self.push(ins(Instruction::with2(
                    Code::Mov_r32_imm32,
                    Register::EAX,
                    1u32,
                )));
                let done = self.out.len();
                self.fixup_to(lea, resume);
                self.fixup_to(jmp, done);
            }
            SjljLongjmp { buf } => {
                let r11 = gpr_sized(self.scratch_gpr(), 8);
                let b = g64(*buf);
                let at = |d: i64| MemoryOperand::with_base_displ(b, d);
                self.push(ins(Instruction::with2(Code::Mov_r64_rm64, r11, at(8))));
                self.push(ins(Instruction::with2(
                    Code::Mov_r64_rm64,
                    Register::RSP,
                    at(16),
                )));
                self.push(ins(Instruction::with2(
                    Code::Mov_r64_rm64,
                    Register::RBP,
                    at(0),
                )));
                self.push(ins(Instruction::with1(Code::Jmp_rm64, r11)));
            }
            MFence => {
                self.push(Instruction::with(Code::Mfence));
            }
            EndBr => {
                self.push(Instruction::with(Code::Endbr64));
            }
            AddSubWide {
                sub,
                a,
                b,
                out,
                flag,
            } => {
                for (o, x) in out.iter().zip(a.iter()) {
                    self.mov_rr(g64(*o), g64(*x));
                }
                for (k, (o, y)) in out.iter().zip(b.iter()).enumerate() {
                    let code = match (sub, k) {
                        (false, 0) => Code::Add_rm64_r64,
                        (false, _) => Code::Adc_rm64_r64,
                        (true, 0) => Code::Sub_rm64_r64,
                        (true, _) => Code::Sbb_rm64_r64,
                    };
                    self.push(ins(Instruction::with2(code, g64(*o), g64(*y))));
                }
                if let Some((cc, f)) = flag {
                    self.setcc_zx(*cc, preg(*f));
                }
            }
            AddSubCarry {
                sub,
                b,
                carry_in,
                dst,
                cc,
                flag,
                ..
            } => {
                if let Some(c) = carry_in {
                    self.push(ins(Instruction::with2(Code::Bt_rm64_imm8, g64(*c), 0i32)));
                }
                let code = match (sub, carry_in.is_some()) {
                    (false, false) => Code::Add_rm64_r64,
                    (false, true) => Code::Adc_rm64_r64,
                    (true, false) => Code::Sub_rm64_r64,
                    (true, true) => Code::Sbb_rm64_r64,
                };
                self.push(ins(Instruction::with2(code, g64(*dst), g64(*b))));
                self.setcc_zx(*cc, preg(*flag));
            }
            CmpWide { cc, a, b, dst } => {
                let s = gpr_sized(self.scratch_gpr(), 8);
                self.push(ins(Instruction::with2(
                    Code::Cmp_rm64_r64,
                    g64(a[0]),
                    g64(b[0]),
                )));
                for k in 1..a.len() {
                    self.mov_rr(s, g64(a[k]));
                    self.push(ins(Instruction::with2(Code::Sbb_rm64_r64, s, g64(b[k]))));
                }
                self.setcc_zx(*cc, preg(*dst));
            }
            AluFlags {
                op,
                size,
                rhs,
                dst,
                cc,
                flag,
                ..
            } => {
                self.alu(*op, *size, gr(*dst, *size), &Rmi::Reg(*rhs), *dst);
                self.setcc_zx(*cc, preg(*flag));
            }
            BitOp {
                op,
                bits,
                src,
                tmp,
                dst,
            } => self.bit_op(*op, *bits, g64(*src), g64(*tmp), preg(*dst)),
            BitScan { op, size, src, dst } => {
                let code = match (op, size) {
                    (ScanOp::Tzcnt, Size::S64) => Code::Tzcnt_r64_rm64,
                    (ScanOp::Tzcnt, _) => Code::Tzcnt_r32_rm32,
                    (ScanOp::Bsr, Size::S64) => Code::Bsr_r64_rm64,
                    (ScanOp::Bsr, _) => Code::Bsr_r32_rm32,
                };
                let size = if *size == Size::S64 {
                    Size::S64
                } else {
                    Size::S32
                };
                self.push(ins(Instruction::with2(
                    code,
                    gr(*dst, size),
                    gr(*src, size),
                )));
            }
            Bmi2 {
                op,
                size,
                src,
                amount,
                dst,
            } => {
                let wide = *size == Size::S64;
                let code = match (op, wide) {
                    (Bmi2Op::Shlx, true) => Code::VEX_Shlx_r64_rm64_r64,
                    (Bmi2Op::Shlx, false) => Code::VEX_Shlx_r32_rm32_r32,
                    (Bmi2Op::Shrx, true) => Code::VEX_Shrx_r64_rm64_r64,
                    (Bmi2Op::Shrx, false) => Code::VEX_Shrx_r32_rm32_r32,
                    (Bmi2Op::Sarx, true) => Code::VEX_Sarx_r64_rm64_r64,
                    (Bmi2Op::Sarx, false) => Code::VEX_Sarx_r32_rm32_r32,
                    (Bmi2Op::Bzhi, true) => Code::VEX_Bzhi_r64_rm64_r64,
                    (Bmi2Op::Bzhi, false) => Code::VEX_Bzhi_r32_rm32_r32,
                };
                let size = if wide { Size::S64 } else { Size::S32 };
                self.push(ins(Instruction::with3(
                    code,
                    gr(*dst, size),
                    gr(*src, size),
                    gr(*amount, size),
                )));
            }
            Funnel {
                left,
                bits,
                a,
                b,
                dst,
                ..
            } => {
                let d = g64(*dst);
                if *bits == 64 {
                    if *left {
                        self.mov_rr(d, g64(*a));
                        self.push(ins(Instruction::with3(
                            Code::Shld_rm64_r64_CL,
                            d,
                            g64(*b),
                            Register::CL,
                        )));
                    } else {
                        self.mov_rr(d, g64(*b));
                        self.push(ins(Instruction::with3(
                            Code::Shrd_rm64_r64_CL,
                            d,
                            g64(*a),
                            Register::CL,
                        )));
                    }
                } else {
                    self.mov_rr(d, g64(*a));
                    self.push(ins(Instruction::with2(
                        Code::Shl_rm64_imm8,
                        d,
                        u32::from(*bits),
                    )));
                    self.push(ins(Instruction::with2(Code::Or_rm64_r64, d, g64(*b))));
                    if *left {
                        self.push(ins(Instruction::with2(Code::Shl_rm64_CL, d, Register::CL)));
                        self.push(ins(Instruction::with2(
                            Code::Shr_rm64_imm8,
                            d,
                            u32::from(*bits),
                        )));
                    } else {
                        self.push(ins(Instruction::with2(Code::Shr_rm64_CL, d, Register::CL)));
                    }
                }
            }
            AtomicRmwSeq {
                op, size, mem, src, ..
            } => self.atomic_rmw(*op, *size, mem, *src),
            AtomicRmwFloat {
                op,
                double,
                mem,
                src,
                ..
            } => self.atomic_rmw_float(*op, *double, mem, *src),
            MemAlu {
                lock,
                op,
                size,
                mem,
                src,
            } => self.mem_alu(*lock, *op, *size, mem, src),
            RepString { fill, .. } => {
                let i = if *fill {
                    Instruction::with_rep_stosb(64)
                } else {
                    Instruction::with_rep_movsb(64)
                };
                self.push(ins(i));
            }
            CmpXchg16 {
                addr, new_lo, ok, ..
            } => self.cmpxchg16(*addr, *new_lo, *ok),
            AtomicRmw16 {
                op,
                addr,
                src_lo,
                src_hi,
                ..
            } => self.atomic_rmw16(*op, *addr, *src_lo, *src_hi),
            Hint { op } => {
                let code = match op {
                    HintOp::Pause => Code::Pause,
                    HintOp::Lfence => Code::Lfence,
                    HintOp::Sfence => Code::Sfence,
                };
                self.push(Instruction::with(code));
            }
            MemOp { op, mem } => {
                let (m, rel) = self.mem(mem);
                let code = match op {
                    MemOpKind::Fnstcw => Code::Fnstcw_m2byte,
                    MemOpKind::Fldcw => Code::Fldcw_m2byte,
                    MemOpKind::Stmxcsr => Code::Stmxcsr_m32,
                    MemOpKind::Ldmxcsr => Code::Ldmxcsr_m32,
                    MemOpKind::Clflush => Code::Clflush_m8,
                    MemOpKind::Prefetch(3) => Code::Prefetcht0_m8,
                    MemOpKind::Prefetch(2) => Code::Prefetcht1_m8,
                    MemOpKind::Prefetch(1) => Code::Prefetcht2_m8,
                    MemOpKind::Prefetch(_) => Code::Prefetchnta_m8,
                };
                self.push_mem(ins(Instruction::with1(code, m)), rel);
            }
            Rdtsc { .. } => {
                self.push(Instruction::with(Code::Rdtsc));
            }
            WideMul { limbs, a, b, out } => self.wide_mul(*limbs, *a, *b, *out),
            WideUDivRem {
                limbs,
                quot,
                den,
                rem,
            } => self.wide_udivrem(*limbs, *quot, *den, *rem),
            CmpXchg {
                size, mem, new, ok, ..
            } => {
                let (m, rel) = self.mem(mem);
                let code = [
                    Code::Cmpxchg_rm8_r8,
                    Code::Cmpxchg_rm16_r16,
                    Code::Cmpxchg_rm32_r32,
                    Code::Cmpxchg_rm64_r64,
                ][size_idx(*size)];
                let mut i = ins(Instruction::with2(code, m, gr(*new, *size)));
                i.set_has_lock_prefix(true);
                self.push_mem(i, rel);
                self.setcc_zx(Cc::E, preg(*ok));
            }
            Int3 => {
                self.push(Instruction::with(Code::Int3));
            }
            DynAlloca { size, dst, probe } => {
                match *probe {
                    Some(page) => self.probed_dynamic_allocation(g64(*size), page),
                    None => {
                        self.push(ins(Instruction::with2(
                            Code::Sub_rm64_r64,
                            Register::RSP,
                            g64(*size),
                        )));
                    }
                }
                let m =
                    MemoryOperand::with_base_displ(Register::RSP, i64::from(self.frame.outgoing));
                self.push(ins(Instruction::with2(Code::Lea_r64_m, g64(*dst), m)));
            }
            ReadSp { dst } => self.mov_rr(g64(*dst), Register::RSP),
            WriteSp { src } => self.mov_rr(Register::RSP, g64(*src)),
            ReadFp { dst } => self.mov_rr(g64(*dst), Register::RBP),
            XorFrame { dst, .. } => {
                let frame = self.canary_xor_reg();
                self.push(ins(Instruction::with2(
                    Code::Xor_r64_rm64,
                    g64(*dst),
                    frame,
                )));
            }
            VaStart {
                list,
                gp_used,
                fp_used,
                save_area,
                stack_args,
            } => {
                let l = g64(*list);
                let at = |d: i64| MemoryOperand::with_base_displ(l, d);
                self.push(ins(Instruction::with2(
                    Code::Mov_rm32_imm32,
                    at(0),
                    gp_used * 8,
                )));
                self.push(ins(Instruction::with2(
                    Code::Mov_rm32_imm32,
                    at(4),
                    48 + fp_used * 16,
                )));
                let s = self.scratch_gpr();
                let overflow = self.frame_mem(16 + i64::from(*stack_args));
                self.push(ins(Instruction::with2(
                    Code::Lea_r64_m,
                    gpr_sized(s, 8),
                    overflow,
                )));
                self.push(ins(Instruction::with2(
                    Code::Mov_rm64_r64,
                    at(8),
                    gpr_sized(s, 8),
                )));
                let (area, _) = self.mem(&Amode::Slot {
                    slot: *save_area,
                    disp: 0,
                });
                self.push(ins(Instruction::with2(
                    Code::Lea_r64_m,
                    gpr_sized(s, 8),
                    area,
                )));
                self.push(ins(Instruction::with2(
                    Code::Mov_rm64_r64,
                    at(16),
                    gpr_sized(s, 8),
                )));
            }
            SaveVarargRegs { save_area } => self.save_vararg_regs(*save_area),
            SaveHomeRegs => {
                for (k, r) in crate::abi::win64::INT_ARGS.iter().enumerate() {
                    let m = self.frame_mem(16 + 8 * k as i64);
                    let src = gpr_sized(r.hw_enc() as u8, 8);
                    self.push(ins(Instruction::with2(Code::Mov_rm64_r64, m, src)));
                }
            }
            XmmMov { dst, src } => {
                if preg(*dst) != preg(*src) {
                    self.xmm_copy(preg(*dst), preg(*src));
                }
            }
            XmmLoad { double, mem, dst } => {
                let (m, rel) = self.mem(mem);
                let code = if *double {
                    Code::Movsd_xmm_xmmm64
                } else {
                    Code::Movss_xmm_xmmm32
                };
                self.push_mem(ins(Instruction::with2(code, xr(*dst), m)), rel);
            }
            XmmStore { double, src, mem } => {
                let (m, rel) = self.mem(mem);
                let code = if *double {
                    Code::Movsd_xmmm64_xmm
                } else {
                    Code::Movss_xmmm32_xmm
                };
                self.push_mem(ins(Instruction::with2(code, m, xr(*src))), rel);
            }
            Sse {
                op,
                double,
                rhs,
                dst,
                ..
            } => {
                use Code::*;
                let code = match (op, double) {
                    (SseOp::Add, false) => Addss_xmm_xmmm32,
                    (SseOp::Add, true) => Addsd_xmm_xmmm64,
                    (SseOp::Sub, false) => Subss_xmm_xmmm32,
                    (SseOp::Sub, true) => Subsd_xmm_xmmm64,
                    (SseOp::Mul, false) => Mulss_xmm_xmmm32,
                    (SseOp::Mul, true) => Mulsd_xmm_xmmm64,
                    (SseOp::Div, false) => Divss_xmm_xmmm32,
                    (SseOp::Div, true) => Divsd_xmm_xmmm64,
                    (SseOp::Min, false) => Minss_xmm_xmmm32,
                    (SseOp::Min, true) => Minsd_xmm_xmmm64,
                    (SseOp::Max, false) => Maxss_xmm_xmmm32,
                    (SseOp::Max, true) => Maxsd_xmm_xmmm64,
                    (SseOp::Sqrt, false) => Sqrtss_xmm_xmmm32,
                    (SseOp::Sqrt, true) => Sqrtsd_xmm_xmmm64,
                    (SseOp::And, _) => Andps_xmm_xmmm128,
                    (SseOp::Or, _) => Orps_xmm_xmmm128,
                    (SseOp::Xor, _) => Xorps_xmm_xmmm128,
                    (SseOp::AndN, _) => Andnps_xmm_xmmm128,
                };
                self.push(ins(Instruction::with2(code, xr(*dst), xr(*rhs))));
            }
            MinMaxNum {
                max,
                double,
                a,
                b,
                dst,
            } => {
                let x15 = xmm(regs::SCRATCH_XMM.hw_enc() as u8);
                let (op, cmp) = match (max, double) {
                    (false, false) => (Code::Minss_xmm_xmmm32, Code::Cmpss_xmm_xmmm32_imm8),
                    (false, true) => (Code::Minsd_xmm_xmmm64, Code::Cmpsd_xmm_xmmm64_imm8),
                    (true, false) => (Code::Maxss_xmm_xmmm32, Code::Cmpss_xmm_xmmm32_imm8),
                    (true, true) => (Code::Maxsd_xmm_xmmm64, Code::Cmpsd_xmm_xmmm64_imm8),
                };
                let (d, a, b) = (xr(*dst), xr(*a), xr(*b));
                // x15 = ~isnan(a) & op(b, a); dst = isnan(a) & b; dst |= x15.
                self.push(ins(Instruction::with2(Code::Movaps_xmm_xmmm128, x15, b)));
                self.push(ins(Instruction::with2(op, x15, a)));
                self.push(ins(Instruction::with2(Code::Movaps_xmm_xmmm128, d, a)));
                self.push(ins(Instruction::with3(cmp, d, d, 3u32)));
                self.push(ins(Instruction::with2(Code::Andnps_xmm_xmmm128, d, x15)));
                self.push(ins(Instruction::with2(Code::Movaps_xmm_xmmm128, x15, d)));
                self.push(ins(Instruction::with2(Code::Movaps_xmm_xmmm128, d, a)));
                self.push(ins(Instruction::with3(cmp, d, d, 3u32)));
                self.push(ins(Instruction::with2(Code::Andps_xmm_xmmm128, d, b)));
                self.push(ins(Instruction::with2(Code::Orps_xmm_xmmm128, d, x15)));
            }
            GprToXmm { wide, src, dst } => {
                let i = if *wide {
                    Instruction::with2(Code::Movq_xmm_rm64, xr(*dst), g64(*src))
                } else {
                    Instruction::with2(Code::Movd_xmm_rm32, xr(*dst), gr(*src, Size::S32))
                };
                self.push(ins(i));
            }
            XmmToGpr { wide, src, dst } => {
                let i = if *wide {
                    Instruction::with2(Code::Movq_rm64_xmm, g64(*dst), xr(*src))
                } else {
                    Instruction::with2(Code::Movd_rm32_xmm, gr(*dst, Size::S32), xr(*src))
                };
                self.push(ins(i));
            }
            IntToFloat {
                wide,
                double,
                src,
                dst,
            } => self.cvt_int_to_float(*wide, *double, g_sized(*src, *wide), xr(*dst)),
            U64ToFloat { double, src, dst } => self.u64_to_float(*double, preg(*src), xr(*dst)),
            FloatToInt {
                wide,
                double,
                src,
                dst,
            } => {
                let code = match (wide, double) {
                    (false, false) => Code::Cvttss2si_r32_xmmm32,
                    (true, false) => Code::Cvttss2si_r64_xmmm32,
                    (false, true) => Code::Cvttsd2si_r32_xmmm64,
                    (true, true) => Code::Cvttsd2si_r64_xmmm64,
                };
                self.push(ins(Instruction::with2(
                    code,
                    g_sized(*dst, *wide),
                    xr(*src),
                )));
            }
            FloatToU64 { double, src, dst } => self.float_to_u64(*double, xr(*src), preg(*dst)),
            FloatToFloat {
                to_double,
                src,
                dst,
            } => {
                let code = if *to_double {
                    Code::Cvtss2sd_xmm_xmmm32
                } else {
                    Code::Cvtsd2ss_xmm_xmmm64
                };
                self.push(ins(Instruction::with2(code, xr(*dst), xr(*src))));
            }
            FCmpSet {
                double,
                cond,
                lhs,
                rhs,
                dst,
            } => self.fcmp_set(*double, *cond, xr(*lhs), xr(*rhs), preg(*dst)),
            VBin { .. }
            | VUn { .. }
            | VStore { .. }
            | VToGpr { .. }
            | VInsGpr { .. }
            | VBlendv { .. }
            | VSet { .. }
            | VMaskStore { .. }
            | VGather { .. }
            | VTest { .. } => self.vector_inst(mi),
            InlineAsm(a) => self.inline_asm(a, next),
        }
    }

    fn bit_op(&mut self, op: BitOp, bits: u8, src: Register, tmp: Register, dst: u8) {
        let d = gpr_sized(dst, 8);
        let s11 = gpr_sized(self.scratch_gpr(), 8);
        match op {
            BitOp::Bswap => {
                self.mov_rr(d, src);
                match bits {
                    16 => {
                        self.push(ins(Instruction::with2(
                            Code::Rol_rm16_imm8,
                            gpr_sized(dst, 2),
                            8u32,
                        )));
                    }
                    32 => {
                        self.push(ins(Instruction::with1(Code::Bswap_r32, gpr_sized(dst, 4))));
                    }
                    64 => {
                        self.push(ins(Instruction::with1(Code::Bswap_r64, d)));
                    }
                    _ => {}
                }
            }
            BitOp::Popcnt => {
                // Classic SWAR count on the zero-extended 64-bit value.
                self.mov_rr(d, src);
                self.mov_rr(tmp, d);
                self.push(ins(Instruction::with2(Code::Shr_rm64_imm8, tmp, 1u32)));
                self.mov_imm(self.scratch_gpr(), 0x5555_5555_5555_5555);
                self.push(ins(Instruction::with2(Code::And_rm64_r64, tmp, s11)));
                self.push(ins(Instruction::with2(Code::Sub_rm64_r64, d, tmp)));
                self.mov_imm(self.scratch_gpr(), 0x3333_3333_3333_3333);
                self.mov_rr(tmp, d);
                self.push(ins(Instruction::with2(Code::And_rm64_r64, tmp, s11)));
                self.push(ins(Instruction::with2(Code::Shr_rm64_imm8, d, 2u32)));
                self.push(ins(Instruction::with2(Code::And_rm64_r64, d, s11)));
                self.push(ins(Instruction::with2(Code::Add_rm64_r64, d, tmp)));
                self.mov_rr(tmp, d);
                self.push(ins(Instruction::with2(Code::Shr_rm64_imm8, tmp, 4u32)));
                self.push(ins(Instruction::with2(Code::Add_rm64_r64, d, tmp)));
                self.mov_imm(self.scratch_gpr(), 0x0f0f_0f0f_0f0f_0f0f);
                self.push(ins(Instruction::with2(Code::And_rm64_r64, d, s11)));
                self.mov_imm(self.scratch_gpr(), 0x0101_0101_0101_0101);
                self.push(ins(Instruction::with2(Code::Imul_r64_rm64, d, s11)));
                self.push(ins(Instruction::with2(Code::Shr_rm64_imm8, d, 56u32)));
            }
            BitOp::Clz => {
                // bits - 1 - bsr(x), with bsr(0) taken as -1.
                self.push(ins(Instruction::with2(Code::Mov_rm64_imm32, s11, -1i32)));
                self.push(ins(Instruction::with2(Code::Bsr_r64_rm64, d, src)));
                self.push(ins(Instruction::with2(Code::Cmove_r64_rm64, d, s11)));
                self.push(ins(Instruction::with1(Code::Neg_rm64, d)));
                self.push(ins(Instruction::with2(
                    Code::Add_rm64_imm32,
                    d,
                    i32::from(bits) - 1,
                )));
            }
            BitOp::Ctz => {
                self.push(ins(Instruction::with2(
                    Code::Mov_rm64_imm32,
                    s11,
                    i32::from(bits),
                )));
                self.push(ins(Instruction::with2(Code::Bsf_r64_rm64, d, src)));
                self.push(ins(Instruction::with2(Code::Cmove_r64_rm64, d, s11)));
            }
            BitOp::Bitreverse => {
                self.mov_rr(d, src);
                self.push(ins(Instruction::with1(Code::Bswap_r64, d)));
                for (shift, mask) in [
                    (4u32, 0x0f0f_0f0f_0f0f_0f0fu64),
                    (2, 0x3333_3333_3333_3333),
                    (1, 0x5555_5555_5555_5555),
                ] {
                    // d = ((d >> s) & m) | ((d & m) << s)
                    self.mov_imm(self.scratch_gpr(), mask);
                    self.mov_rr(tmp, d);
                    self.push(ins(Instruction::with2(Code::Shr_rm64_imm8, tmp, shift)));
                    self.push(ins(Instruction::with2(Code::And_rm64_r64, tmp, s11)));
                    self.push(ins(Instruction::with2(Code::And_rm64_r64, d, s11)));
                    self.push(ins(Instruction::with2(Code::Shl_rm64_imm8, d, shift)));
                    self.push(ins(Instruction::with2(Code::Or_rm64_r64, d, tmp)));
                }
                if bits < 64 {
                    self.push(ins(Instruction::with2(
                        Code::Shr_rm64_imm8,
                        d,
                        64 - u32::from(bits),
                    )));
                }
            }
        }
    }

    fn cond_jump(&mut self, cc: Cc, taken: MBlock, not_taken: MBlock, next: Option<MBlock>) {
        if next == Some(self.resolve(taken)) {
            self.branch(JCC[cc.invert() as usize], Target::Block(not_taken));
        } else {
            self.branch(JCC[cc as usize], Target::Block(taken));
            self.jmp_unless_next(not_taken, next);
        }
    }

    fn fixup_to(&mut self, branch_idx: usize, target: usize) {
        for b in self.branches.iter_mut().rev() {
            if b.0 == branch_idx {
                b.1 = Target::Inst(target);
                return;
            }
        }
    }
}

/// `m` as an iced-x86 memory operand.
fn iced_mem(m: Mem) -> MemoryOperand {
    let Some(base) = m.base else {
        return MemoryOperand::with_base_displ(Register::RIP, SYMBOL_PLACEHOLDER as i64);
    };
    let (index, scale) = m.index.map_or((Register::None, 1), |(i, s)| {
        (gpr_sized(i, 8), u32::from(s))
    });
    MemoryOperand::new(
        gpr_sized(base, 8),
        index,
        scale,
        i64::from(m.disp),
        u32::from(m.disp_always),
        false,
        Register::None,
    )
}

fn g_sized(r: Reg, wide: bool) -> Register {
    gpr_sized(preg(r), if wide { 8 } else { 4 })
}
