//! Encodings checked against llvm-mc-19: `testdata/encodings.txt` holds one instruction a
//! line as `text => bytes => disassembly`, the bytes llvm-mc gives the text and the text
//! llvm-objdump-19 prints for them (`testsuite/scripts/gen-a64-encodings.sh` regenerates
//! it), so the test needs no LLVM.

use super::*;
use crate::disasm;
use AluOp::*;
use Cond::*;
use FpSize::{D, H, S};

/// The encoder's words with the assembler text llvm-mc encodes the same way.
fn table() -> Vec<(u32, &'static str)> {
    let x = true;
    let w = false;
    let ldst = |op, rt, rn, off| ldst_uimm(op, rt, rn, off).unwrap();
    let simm9 = |op, rt, rn, off, mode| ldst_simm9(op, rt, rn, off, mode).unwrap();
    let pair = |op, rt, rt2, rn, off, mode| ldst_pair(op, rt, rt2, rn, off, mode).unwrap();
    let logic = |op, sf, rd, rn, v| logic_imm(op, sf, rd, rn, v).unwrap();
    vec![
        // Cache maintenance (`sys`).
        (sys(3, 7, 14, 1, 0), "dc civac, x0"),
        (sys(3, 7, 4, 1, 1), "dc zva, x1"),
        (sys(3, 7, 11, 1, 2), "dc cvau, x2"),
        (sys(3, 7, 5, 1, 3), "ic ivau, x3"),
        (sys(0, 7, 5, 0, 31), "ic iallu"),
        // Add/sub and logical, shifted register.
        (
            alu_rrr_shift(Add, x, 0, 1, 2, ShiftOp::Lsl, 0),
            "add x0, x1, x2",
        ),
        (
            alu_rrr_shift(Add, w, 3, 4, 5, ShiftOp::Lsl, 31),
            "add w3, w4, w5, lsl #31",
        ),
        (
            alu_rrr_shift(Add, x, 0, 1, 2, ShiftOp::Lsr, 63),
            "add x0, x1, x2, lsr #63",
        ),
        (
            alu_rrr_shift(Adds, x, 7, 8, 9, ShiftOp::Asr, 4),
            "adds x7, x8, x9, asr #4",
        ),
        (
            alu_rrr_shift(Sub, x, 0, 1, 2, ShiftOp::Lsl, 3),
            "sub x0, x1, x2, lsl #3",
        ),
        (
            alu_rrr_shift(Sub, w, 0, 31, 2, ShiftOp::Lsl, 0),
            "neg w0, w2",
        ),
        (
            alu_rrr_shift(Sub, x, 0, 31, 2, ShiftOp::Asr, 1),
            "neg x0, x2, asr #1",
        ),
        (
            alu_rrr_shift(Subs, x, 0, 31, 2, ShiftOp::Lsl, 0),
            "negs x0, x2",
        ),
        (
            alu_rrr_shift(Subs, x, 31, 1, 2, ShiftOp::Lsl, 0),
            "cmp x1, x2",
        ),
        (
            alu_rrr_shift(Subs, w, 31, 1, 2, ShiftOp::Lsr, 5),
            "cmp w1, w2, lsr #5",
        ),
        (
            alu_rrr_shift(Adds, x, 31, 1, 2, ShiftOp::Lsl, 0),
            "cmn x1, x2",
        ),
        (
            alu_rrr_shift(Subs, w, 30, 29, 28, ShiftOp::Lsl, 0),
            "subs w30, w29, w28",
        ),
        (
            alu_rrr_shift(And, x, 0, 1, 2, ShiftOp::Lsl, 0),
            "and x0, x1, x2",
        ),
        (
            alu_rrr_shift(And, w, 0, 1, 2, ShiftOp::Ror, 7),
            "and w0, w1, w2, ror #7",
        ),
        (
            alu_rrr_shift(Ands, x, 0, 1, 2, ShiftOp::Lsl, 0),
            "ands x0, x1, x2",
        ),
        (
            alu_rrr_shift(Ands, x, 31, 1, 2, ShiftOp::Lsl, 0),
            "tst x1, x2",
        ),
        (
            alu_rrr_shift(Ands, w, 31, 1, 2, ShiftOp::Lsr, 2),
            "tst w1, w2, lsr #2",
        ),
        (
            alu_rrr_shift(Orr, x, 0, 1, 2, ShiftOp::Lsl, 0),
            "orr x0, x1, x2",
        ),
        (
            alu_rrr_shift(Orr, x, 0, 31, 2, ShiftOp::Lsl, 0),
            "mov x0, x2",
        ),
        (
            alu_rrr_shift(Orr, w, 5, 31, 6, ShiftOp::Lsl, 0),
            "mov w5, w6",
        ),
        (
            alu_rrr_shift(Orr, x, 0, 31, 2, ShiftOp::Lsl, 4),
            "orr x0, xzr, x2, lsl #4",
        ),
        (
            alu_rrr_shift(Orr, x, 0, 31, 31, ShiftOp::Lsl, 0),
            "mov x0, xzr",
        ),
        (
            alu_rrr_shift(Orn, x, 0, 1, 2, ShiftOp::Lsl, 0),
            "orn x0, x1, x2",
        ),
        (
            alu_rrr_shift(Orn, x, 0, 31, 2, ShiftOp::Lsl, 0),
            "mvn x0, x2",
        ),
        (
            alu_rrr_shift(Orn, w, 0, 31, 2, ShiftOp::Asr, 3),
            "mvn w0, w2, asr #3",
        ),
        (
            alu_rrr_shift(Eor, x, 0, 1, 2, ShiftOp::Ror, 63),
            "eor x0, x1, x2, ror #63",
        ),
        (
            alu_rrr_shift(Eor, w, 0, 1, 2, ShiftOp::Lsl, 0),
            "eor w0, w1, w2",
        ),
        (
            alu_rrr_shift(Eon, x, 0, 1, 2, ShiftOp::Lsl, 0),
            "eon x0, x1, x2",
        ),
        (
            alu_rrr_shift(Bic, x, 0, 1, 2, ShiftOp::Lsl, 0),
            "bic x0, x1, x2",
        ),
        (
            alu_rrr_shift(Bic, w, 0, 1, 2, ShiftOp::Lsr, 1),
            "bic w0, w1, w2, lsr #1",
        ),
        (
            alu_rrr_shift(Bics, x, 0, 1, 2, ShiftOp::Lsl, 0),
            "bics x0, x1, x2",
        ),
        (
            alu_rrr_shift(Bics, w, 31, 1, 2, ShiftOp::Lsl, 0),
            "bics wzr, w1, w2",
        ),
        // Add/sub, extended register.
        (
            alu_rrr_ext(Add, x, 0, 1, 2, ExtendOp::Uxtb, 0),
            "add x0, x1, w2, uxtb",
        ),
        (
            alu_rrr_ext(Add, x, 0, 1, 2, ExtendOp::Uxth, 1),
            "add x0, x1, w2, uxth #1",
        ),
        (
            alu_rrr_ext(Add, x, 0, 1, 2, ExtendOp::Uxtw, 2),
            "add x0, x1, w2, uxtw #2",
        ),
        (
            alu_rrr_ext(Add, x, 0, 1, 2, ExtendOp::Uxtx, 3),
            "add x0, x1, x2, uxtx #3",
        ),
        (
            alu_rrr_ext(Add, x, 0, 1, 2, ExtendOp::Sxtb, 4),
            "add x0, x1, w2, sxtb #4",
        ),
        (
            alu_rrr_ext(Sub, x, 0, 1, 2, ExtendOp::Sxth, 0),
            "sub x0, x1, w2, sxth",
        ),
        (
            alu_rrr_ext(Sub, x, 0, 1, 2, ExtendOp::Sxtw, 0),
            "sub x0, x1, w2, sxtw",
        ),
        (
            alu_rrr_ext(Sub, x, 0, 1, 2, ExtendOp::Sxtx, 2),
            "sub x0, x1, x2, sxtx #2",
        ),
        (
            alu_rrr_ext(Add, x, 31, 31, 2, ExtendOp::Uxtx, 0),
            "add sp, sp, x2",
        ),
        (
            alu_rrr_ext(Sub, x, 31, 31, 2, ExtendOp::Uxtx, 4),
            "sub sp, sp, x2, lsl #4",
        ),
        (
            alu_rrr_ext(Add, x, 0, 31, 2, ExtendOp::Sxtw, 0),
            "add x0, sp, w2, sxtw",
        ),
        (
            alu_rrr_ext(Add, w, 31, 3, 2, ExtendOp::Uxtw, 0),
            "add wsp, w3, w2",
        ),
        (
            alu_rrr_ext(Add, w, 0, 1, 2, ExtendOp::Uxtb, 0),
            "add w0, w1, w2, uxtb",
        ),
        (
            alu_rrr_ext(Adds, x, 0, 31, 2, ExtendOp::Uxtx, 0),
            "adds x0, sp, x2",
        ),
        (
            alu_rrr_ext(Subs, x, 31, 31, 2, ExtendOp::Uxtx, 0),
            "cmp sp, x2",
        ),
        (
            alu_rrr_ext(Subs, x, 31, 1, 2, ExtendOp::Sxtw, 0),
            "cmp x1, w2, sxtw",
        ),
        (
            alu_rrr_ext(Adds, w, 31, 1, 2, ExtendOp::Uxth, 2),
            "cmn w1, w2, uxth #2",
        ),
        // Add/sub, immediate.
        (alu_rr_imm12(Add, x, 0, 1, 1, false), "add x0, x1, #1"),
        (alu_rr_imm12(Add, w, 0, 1, 4095, false), "add w0, w1, #4095"),
        (
            alu_rr_imm12(Add, x, 0, 1, 1, true),
            "add x0, x1, #1, lsl #12",
        ),
        (alu_rr_imm12(Add, x, 31, 31, 16, false), "add sp, sp, #16"),
        (
            alu_rr_imm12(Sub, x, 31, 31, 4095, true),
            "sub sp, sp, #4095, lsl #12",
        ),
        (alu_rr_imm12(Add, x, 29, 31, 0, false), "mov x29, sp"),
        (alu_rr_imm12(Add, x, 31, 0, 0, false), "mov sp, x0"),
        (alu_rr_imm12(Add, w, 31, 0, 0, false), "mov wsp, w0"),
        (alu_rr_imm12(Add, x, 0, 1, 0, false), "add x0, x1, #0"),
        (
            alu_rr_imm12(Add, x, 0, 31, 0, true),
            "add x0, sp, #0, lsl #12",
        ),
        (alu_rr_imm12(Adds, x, 0, 1, 7, false), "adds x0, x1, #7"),
        (alu_rr_imm12(Subs, x, 0, 1, 7, false), "subs x0, x1, #7"),
        (alu_rr_imm12(Subs, x, 31, 1, 7, false), "cmp x1, #7"),
        (alu_rr_imm12(Subs, w, 31, 31, 0, false), "cmp wsp, #0"),
        (alu_rr_imm12(Adds, x, 31, 1, 2, true), "cmn x1, #2, lsl #12"),
        (alu_rr_imm12(Sub, w, 5, 6, 100, false), "sub w5, w6, #100"),
        // Logical immediates.
        (logic(And, x, 0, 1, 0xff), "and x0, x1, #0xff"),
        (logic(And, w, 0, 1, 0xffff_0000), "and w0, w1, #0xffff0000"),
        (logic(And, x, 31, 1, 0xff), "and sp, x1, #0xff"),
        (logic(Ands, x, 0, 1, 1), "ands x0, x1, #0x1"),
        (
            logic(Ands, x, 31, 1, 0x8000_0000_0000_0000),
            "tst x1, #0x8000000000000000",
        ),
        (logic(Ands, w, 31, 1, 0x8000_0000), "tst w1, #0x80000000"),
        (
            logic(Orr, x, 0, 1, 0x5555_5555_5555_5555),
            "orr x0, x1, #0x5555555555555555",
        ),
        (logic(Orr, w, 0, 31, 0x0f0f_0f0f), "mov w0, #0xf0f0f0f"),
        (
            logic(Orr, x, 0, 31, 0xaaaa_aaaa_aaaa_aaaa),
            "mov x0, #0xaaaaaaaaaaaaaaaa",
        ),
        (logic(Orr, x, 0, 31, 0xffff), "orr x0, xzr, #0xffff"),
        (
            logic(Eor, x, 0, 1, 0xffff_ffff_ffff_fffe),
            "eor x0, x1, #0xfffffffffffffffe",
        ),
        (logic(Eor, w, 0, 1, 0x7fff_ffff), "eor w0, w1, #0x7fffffff"),
        (
            logic(Eor, x, 0, 1, 0x0000_ffff_0000_ffff),
            "eor x0, x1, #0xffff0000ffff",
        ),
        (logic(And, x, 0, 1, 0x3c), "and x0, x1, #0x3c"),
        (logic(And, w, 0, 1, 0x8000_0001), "and w0, w1, #0x80000001"),
        // Two-source.
        (dp2(Dp2Op::Lslv, x, 0, 1, 2), "lsl x0, x1, x2"),
        (dp2(Dp2Op::Lsrv, w, 0, 1, 2), "lsr w0, w1, w2"),
        (dp2(Dp2Op::Asrv, x, 0, 1, 2), "asr x0, x1, x2"),
        (dp2(Dp2Op::Rorv, w, 0, 1, 2), "ror w0, w1, w2"),
        (dp2(Dp2Op::Udiv, x, 0, 1, 2), "udiv x0, x1, x2"),
        (dp2(Dp2Op::Sdiv, w, 30, 29, 28), "sdiv w30, w29, w28"),
        // One-source.
        (dp1(Dp1Op::Rbit, x, 0, 1), "rbit x0, x1"),
        (dp1(Dp1Op::Rbit, w, 0, 1), "rbit w0, w1"),
        (dp1(Dp1Op::Rev16, x, 0, 1), "rev16 x0, x1"),
        (dp1(Dp1Op::Rev16, w, 0, 1), "rev16 w0, w1"),
        (dp1(Dp1Op::Rev32, x, 0, 1), "rev32 x0, x1"),
        (dp1(Dp1Op::Rev, x, 0, 1), "rev x0, x1"),
        (dp1(Dp1Op::Rev, w, 0, 1), "rev w0, w1"),
        (dp1(Dp1Op::Clz, x, 0, 1), "clz x0, x1"),
        (dp1(Dp1Op::Clz, w, 3, 30), "clz w3, w30"),
        (dp1(Dp1Op::Cls, x, 0, 1), "cls x0, x1"),
        // Three-source.
        (dp3(Dp3Op::Madd, x, 0, 1, 2, 3), "madd x0, x1, x2, x3"),
        (dp3(Dp3Op::Madd, w, 0, 1, 2, 31), "mul w0, w1, w2"),
        (dp3(Dp3Op::Msub, x, 0, 1, 2, 3), "msub x0, x1, x2, x3"),
        (dp3(Dp3Op::Msub, x, 0, 1, 2, 31), "mneg x0, x1, x2"),
        (dp3(Dp3Op::Smaddl, x, 0, 1, 2, 3), "smaddl x0, w1, w2, x3"),
        (dp3(Dp3Op::Smaddl, x, 0, 1, 2, 31), "smull x0, w1, w2"),
        (dp3(Dp3Op::Umaddl, x, 0, 1, 2, 3), "umaddl x0, w1, w2, x3"),
        (dp3(Dp3Op::Umaddl, x, 0, 1, 2, 31), "umull x0, w1, w2"),
        (dp3(Dp3Op::Smulh, x, 0, 1, 2, 0), "smulh x0, x1, x2"),
        (dp3(Dp3Op::Umulh, x, 0, 1, 2, 0), "umulh x0, x1, x2"),
        // Move wide.
        (move_wide(MoveWideOp::Movz, x, 0, 1, 0), "mov x0, #1"),
        (
            move_wide(MoveWideOp::Movz, x, 0, 0xffff, 3),
            "mov x0, #-281474976710656",
        ),
        (
            move_wide(MoveWideOp::Movz, x, 0, 0x1234, 1),
            "mov x0, #0x12340000",
        ),
        (
            move_wide(MoveWideOp::Movz, w, 0, 0x1234, 1),
            "mov w0, #0x12340000",
        ),
        (move_wide(MoveWideOp::Movz, x, 0, 0, 0), "mov x0, #0"),
        (
            move_wide(MoveWideOp::Movz, x, 0, 0, 2),
            "movz x0, #0, lsl #32",
        ),
        (move_wide(MoveWideOp::Movn, x, 0, 0, 0), "mov x0, #-1"),
        (move_wide(MoveWideOp::Movn, w, 0, 0, 0), "mov w0, #-1"),
        (
            move_wide(MoveWideOp::Movn, w, 0, 0xffff, 0),
            "movn w0, #0xffff",
        ),
        (
            move_wide(MoveWideOp::Movn, x, 0, 0x1234, 2),
            "mov x0, #-0x123400000001",
        ),
        (move_wide(MoveWideOp::Movn, w, 0, 1, 1), "mov w0, #-65537"),
        (
            move_wide(MoveWideOp::Movk, x, 0, 0xbeef, 0),
            "movk x0, #0xbeef",
        ),
        (
            move_wide(MoveWideOp::Movk, x, 0, 0xdead, 3),
            "movk x0, #0xdead, lsl #48",
        ),
        (
            move_wide(MoveWideOp::Movk, w, 30, 1, 1),
            "movk w30, #1, lsl #16",
        ),
        // Bitfield.
        (bitfield(BitfieldOp::Sbfm, x, 0, 1, 3, 63), "asr x0, x1, #3"),
        (
            bitfield(BitfieldOp::Sbfm, w, 0, 1, 31, 31),
            "asr w0, w1, #31",
        ),
        (bitfield(BitfieldOp::Sbfm, x, 0, 1, 0, 7), "sxtb x0, w1"),
        (bitfield(BitfieldOp::Sbfm, x, 0, 1, 0, 15), "sxth x0, w1"),
        (bitfield(BitfieldOp::Sbfm, x, 0, 1, 0, 31), "sxtw x0, w1"),
        (bitfield(BitfieldOp::Sbfm, w, 0, 1, 0, 7), "sxtb w0, w1"),
        (bitfield(BitfieldOp::Sbfm, w, 0, 1, 0, 15), "sxth w0, w1"),
        (
            bitfield(BitfieldOp::Sbfm, x, 0, 1, 4, 11),
            "sbfx x0, x1, #4, #8",
        ),
        (
            bitfield(BitfieldOp::Sbfm, x, 0, 1, 60, 3),
            "sbfiz x0, x1, #4, #4",
        ),
        (
            bitfield(BitfieldOp::Sbfm, w, 0, 1, 0, 0),
            "sbfx w0, w1, #0, #1",
        ),
        (bitfield(BitfieldOp::Ubfm, x, 0, 1, 3, 63), "lsr x0, x1, #3"),
        (bitfield(BitfieldOp::Ubfm, w, 0, 1, 1, 31), "lsr w0, w1, #1"),
        (
            bitfield(BitfieldOp::Ubfm, x, 0, 1, 61, 60),
            "lsl x0, x1, #3",
        ),
        (bitfield(BitfieldOp::Ubfm, w, 0, 1, 1, 0), "lsl w0, w1, #31"),
        (bitfield(BitfieldOp::Ubfm, w, 0, 1, 0, 7), "uxtb w0, w1"),
        (bitfield(BitfieldOp::Ubfm, w, 0, 1, 0, 15), "uxth w0, w1"),
        (
            bitfield(BitfieldOp::Ubfm, x, 0, 1, 0, 7),
            "ubfx x0, x1, #0, #8",
        ),
        (
            bitfield(BitfieldOp::Ubfm, x, 0, 1, 8, 15),
            "ubfx x0, x1, #8, #8",
        ),
        (
            bitfield(BitfieldOp::Ubfm, x, 0, 1, 56, 3),
            "ubfiz x0, x1, #8, #4",
        ),
        (bitfield(BitfieldOp::Ubfm, w, 0, 1, 0, 31), "lsr w0, w1, #0"),
        (
            bitfield(BitfieldOp::Bfm, x, 0, 1, 56, 7),
            "bfi x0, x1, #8, #8",
        ),
        (
            bitfield(BitfieldOp::Bfm, w, 0, 1, 8, 15),
            "bfxil w0, w1, #8, #8",
        ),
        (bitfield(BitfieldOp::Bfm, x, 0, 31, 56, 7), "bfc x0, #8, #8"),
        (
            bitfield(BitfieldOp::Bfm, w, 0, 1, 0, 31),
            "bfxil w0, w1, #0, #32",
        ),
        // Extract.
        (extr(x, 0, 1, 2, 5), "extr x0, x1, x2, #5"),
        (extr(w, 0, 1, 2, 31), "extr w0, w1, w2, #31"),
        (extr(x, 0, 1, 1, 63), "ror x0, x1, #63"),
        (extr(w, 0, 1, 1, 1), "ror w0, w1, #1"),
        // Conditional select and compare.
        (csel(CselOp::Csel, x, 0, 1, 2, Eq), "csel x0, x1, x2, eq"),
        (csel(CselOp::Csel, w, 0, 1, 2, Al), "csel w0, w1, w2, al"),
        (csel(CselOp::Csinc, x, 0, 1, 2, Ne), "csinc x0, x1, x2, ne"),
        (csel(CselOp::Csinc, w, 0, 31, 31, Ne), "cset w0, eq"),
        (csel(CselOp::Csinc, x, 0, 31, 31, Lt), "cset x0, ge"),
        (csel(CselOp::Csinc, x, 0, 1, 1, Hs), "cinc x0, x1, lo"),
        (
            csel(CselOp::Csinc, x, 0, 31, 31, Al),
            "csinc x0, xzr, xzr, al",
        ),
        (csel(CselOp::Csinv, x, 0, 1, 2, Hi), "csinv x0, x1, x2, hi"),
        (csel(CselOp::Csinv, x, 0, 31, 31, Ls), "csetm x0, hi"),
        (csel(CselOp::Csinv, w, 0, 1, 1, Gt), "cinv w0, w1, le"),
        (csel(CselOp::Csneg, x, 0, 1, 2, Mi), "csneg x0, x1, x2, mi"),
        (csel(CselOp::Csneg, w, 0, 1, 1, Pl), "cneg w0, w1, mi"),
        (csel(CselOp::Csel, x, 0, 31, 2, Vs), "csel x0, xzr, x2, vs"),
        (csel(CselOp::Csel, x, 0, 1, 2, Vc), "csel x0, x1, x2, vc"),
        (csel(CselOp::Csel, x, 0, 1, 2, Le), "csel x0, x1, x2, le"),
        (ccmp(x, 0, 1, 0, Eq), "ccmp x0, x1, #0, eq"),
        (ccmp(w, 0, 1, 15, Ge), "ccmp w0, w1, #15, ge"),
        (ccmp_imm(x, 0, 31, 4, Ne), "ccmp x0, #31, #4, ne"),
        (ccmp_imm(w, 3, 0, 2, Gt), "ccmp w3, #0, #2, gt"),
        // PC-relative addresses.
        (adr(0, 0), "adr x0, #0"),
        (adr(1, -4), "adr x1, #-4"),
        (adr(2, 1_048_575), "adr x2, #1048575"),
        (adr(3, -1_048_576), "adr x3, #-1048576"),
        (adrp(0, 1), "adrp x0, #4096"),
        (adrp(1, -1), "adrp x1, #-4096"),
        (adrp(2, 0), "adrp x2, #0"),
        // Loads and stores, unsigned offset.
        (ldst(LdSt::Strb, 0, 1, 0), "strb w0, [x1]"),
        (ldst(LdSt::Strb, 0, 31, 4095), "strb w0, [sp, #4095]"),
        (ldst(LdSt::Strh, 0, 1, 8190), "strh w0, [x1, #8190]"),
        (ldst(LdSt::StrW, 0, 1, 16380), "str w0, [x1, #16380]"),
        (ldst(LdSt::StrX, 0, 1, 32760), "str x0, [x1, #32760]"),
        (ldst(LdSt::StrX, 31, 31, 8), "str xzr, [sp, #8]"),
        (ldst(LdSt::Ldrb, 0, 1, 1), "ldrb w0, [x1, #1]"),
        (ldst(LdSt::Ldrh, 0, 1, 2), "ldrh w0, [x1, #2]"),
        (ldst(LdSt::LdrW, 0, 1, 4), "ldr w0, [x1, #4]"),
        (ldst(LdSt::LdrX, 0, 1, 8), "ldr x0, [x1, #8]"),
        (ldst(LdSt::LdrX, 30, 31, 0), "ldr x30, [sp]"),
        (ldst(LdSt::LdrsbW, 0, 1, 3), "ldrsb w0, [x1, #3]"),
        (ldst(LdSt::LdrshW, 0, 1, 6), "ldrsh w0, [x1, #6]"),
        (ldst(LdSt::LdrsbX, 0, 1, 0), "ldrsb x0, [x1]"),
        (ldst(LdSt::LdrshX, 0, 1, 0), "ldrsh x0, [x1]"),
        (ldst(LdSt::Ldrsw, 0, 1, 12), "ldrsw x0, [x1, #12]"),
        (ldst(LdSt::StrB, 0, 1, 1), "str b0, [x1, #1]"),
        (ldst(LdSt::StrH, 0, 1, 2), "str h0, [x1, #2]"),
        (ldst(LdSt::StrS, 0, 1, 4), "str s0, [x1, #4]"),
        (ldst(LdSt::StrD, 31, 31, 8), "str d31, [sp, #8]"),
        (ldst(LdSt::StrQ, 0, 1, 65520), "str q0, [x1, #65520]"),
        (ldst(LdSt::LdrB, 0, 1, 0), "ldr b0, [x1]"),
        (ldst(LdSt::LdrH, 0, 1, 0), "ldr h0, [x1]"),
        (ldst(LdSt::LdrS, 0, 1, 0), "ldr s0, [x1]"),
        (ldst(LdSt::LdrD, 8, 29, 16), "ldr d8, [x29, #16]"),
        (ldst(LdSt::LdrQ, 0, 1, 16), "ldr q0, [x1, #16]"),
        // Loads and stores, 9-bit signed offset.
        (
            simm9(LdSt::StrX, 0, 1, -8, IndexMode::Unscaled),
            "stur x0, [x1, #-8]",
        ),
        (
            simm9(LdSt::StrW, 0, 1, 255, IndexMode::Unscaled),
            "stur w0, [x1, #255]",
        ),
        (
            simm9(LdSt::LdrX, 0, 1, -256, IndexMode::Unscaled),
            "ldur x0, [x1, #-256]",
        ),
        (
            simm9(LdSt::LdrW, 0, 31, 0, IndexMode::Unscaled),
            "ldur w0, [sp]",
        ),
        (
            simm9(LdSt::Ldrb, 0, 1, -1, IndexMode::Unscaled),
            "ldurb w0, [x1, #-1]",
        ),
        (
            simm9(LdSt::Strb, 0, 1, 1, IndexMode::Unscaled),
            "sturb w0, [x1, #1]",
        ),
        (
            simm9(LdSt::Strh, 0, 1, 1, IndexMode::Unscaled),
            "sturh w0, [x1, #1]",
        ),
        (
            simm9(LdSt::Ldrh, 0, 1, 3, IndexMode::Unscaled),
            "ldurh w0, [x1, #3]",
        ),
        (
            simm9(LdSt::LdrsbW, 0, 1, -3, IndexMode::Unscaled),
            "ldursb w0, [x1, #-3]",
        ),
        (
            simm9(LdSt::LdrshX, 0, 1, -3, IndexMode::Unscaled),
            "ldursh x0, [x1, #-3]",
        ),
        (
            simm9(LdSt::Ldrsw, 0, 1, 1, IndexMode::Unscaled),
            "ldursw x0, [x1, #1]",
        ),
        (
            simm9(LdSt::LdrQ, 0, 1, -16, IndexMode::Unscaled),
            "ldur q0, [x1, #-16]",
        ),
        (
            simm9(LdSt::StrD, 0, 1, 3, IndexMode::Unscaled),
            "stur d0, [x1, #3]",
        ),
        (
            simm9(LdSt::StrX, 30, 31, -16, IndexMode::PreIndex),
            "str x30, [sp, #-16]!",
        ),
        (
            simm9(LdSt::LdrX, 30, 31, 16, IndexMode::PostIndex),
            "ldr x30, [sp], #16",
        ),
        (
            simm9(LdSt::LdrW, 0, 1, -256, IndexMode::PostIndex),
            "ldr w0, [x1], #-256",
        ),
        (
            simm9(LdSt::Ldrb, 0, 1, 1, IndexMode::PreIndex),
            "ldrb w0, [x1, #1]!",
        ),
        (
            simm9(LdSt::StrQ, 0, 1, 0, IndexMode::PreIndex),
            "str q0, [x1, #0]!",
        ),
        (
            simm9(LdSt::LdrS, 0, 1, 4, IndexMode::PostIndex),
            "ldr s0, [x1], #4",
        ),
        (
            simm9(LdSt::LdrsbX, 0, 1, 255, IndexMode::PreIndex),
            "ldrsb x0, [x1, #255]!",
        ),
        // Loads and stores, register offset.
        (
            ldst_reg(LdSt::LdrX, 0, 1, 2, RegExtend::Lsl, false),
            "ldr x0, [x1, x2]",
        ),
        (
            ldst_reg(LdSt::LdrX, 0, 1, 2, RegExtend::Lsl, true),
            "ldr x0, [x1, x2, lsl #3]",
        ),
        (
            ldst_reg(LdSt::LdrW, 0, 1, 2, RegExtend::Uxtw, false),
            "ldr w0, [x1, w2, uxtw]",
        ),
        (
            ldst_reg(LdSt::LdrW, 0, 1, 2, RegExtend::Uxtw, true),
            "ldr w0, [x1, w2, uxtw #2]",
        ),
        (
            ldst_reg(LdSt::StrX, 0, 1, 2, RegExtend::Sxtw, true),
            "str x0, [x1, w2, sxtw #3]",
        ),
        (
            ldst_reg(LdSt::StrX, 0, 1, 2, RegExtend::Sxtx, false),
            "str x0, [x1, x2, sxtx]",
        ),
        (
            ldst_reg(LdSt::StrW, 0, 1, 2, RegExtend::Sxtx, true),
            "str w0, [x1, x2, sxtx #2]",
        ),
        (
            ldst_reg(LdSt::Ldrb, 0, 1, 2, RegExtend::Lsl, false),
            "ldrb w0, [x1, x2]",
        ),
        (
            ldst_reg(LdSt::Ldrb, 0, 1, 2, RegExtend::Lsl, true),
            "ldrb w0, [x1, x2, lsl #0]",
        ),
        (
            ldst_reg(LdSt::Strb, 0, 1, 2, RegExtend::Sxtw, false),
            "strb w0, [x1, w2, sxtw]",
        ),
        (
            ldst_reg(LdSt::Ldrh, 0, 1, 2, RegExtend::Lsl, true),
            "ldrh w0, [x1, x2, lsl #1]",
        ),
        (
            ldst_reg(LdSt::LdrshX, 0, 1, 2, RegExtend::Uxtw, true),
            "ldrsh x0, [x1, w2, uxtw #1]",
        ),
        (
            ldst_reg(LdSt::Ldrsw, 0, 31, 2, RegExtend::Lsl, true),
            "ldrsw x0, [sp, x2, lsl #2]",
        ),
        (
            ldst_reg(LdSt::LdrD, 0, 1, 2, RegExtend::Lsl, true),
            "ldr d0, [x1, x2, lsl #3]",
        ),
        (
            ldst_reg(LdSt::StrQ, 0, 1, 2, RegExtend::Lsl, true),
            "str q0, [x1, x2, lsl #4]",
        ),
        (
            ldst_reg(LdSt::StrS, 0, 1, 2, RegExtend::Uxtw, false),
            "str s0, [x1, w2, uxtw]",
        ),
        (
            ldst_reg(LdSt::LdrB, 0, 1, 2, RegExtend::Lsl, false),
            "ldr b0, [x1, x2]",
        ),
        (
            ldst_reg(LdSt::StrX, 31, 1, 2, RegExtend::Lsl, false),
            "str xzr, [x1, x2]",
        ),
        // Pairs.
        (
            pair(PairOp::StpX, 29, 30, 31, -16, PairMode::PreIndex),
            "stp x29, x30, [sp, #-16]!",
        ),
        (
            pair(PairOp::LdpX, 29, 30, 31, 16, PairMode::PostIndex),
            "ldp x29, x30, [sp], #16",
        ),
        (
            pair(PairOp::StpX, 19, 20, 31, 16, PairMode::Offset),
            "stp x19, x20, [sp, #16]",
        ),
        (
            pair(PairOp::LdpX, 0, 1, 2, 0, PairMode::Offset),
            "ldp x0, x1, [x2]",
        ),
        (
            pair(PairOp::StpX, 0, 1, 2, -512, PairMode::Offset),
            "stp x0, x1, [x2, #-512]",
        ),
        (
            pair(PairOp::LdpX, 0, 1, 2, 504, PairMode::Offset),
            "ldp x0, x1, [x2, #504]",
        ),
        (
            pair(PairOp::StpW, 0, 1, 2, 252, PairMode::Offset),
            "stp w0, w1, [x2, #252]",
        ),
        (
            pair(PairOp::LdpW, 0, 1, 2, -256, PairMode::PreIndex),
            "ldp w0, w1, [x2, #-256]!",
        ),
        (
            pair(PairOp::StpS, 0, 1, 2, 4, PairMode::Offset),
            "stp s0, s1, [x2, #4]",
        ),
        (
            pair(PairOp::LdpS, 0, 1, 2, 4, PairMode::PostIndex),
            "ldp s0, s1, [x2], #4",
        ),
        (
            pair(PairOp::StpD, 8, 9, 31, -32, PairMode::PreIndex),
            "stp d8, d9, [sp, #-32]!",
        ),
        (
            pair(PairOp::LdpD, 8, 9, 31, 32, PairMode::Offset),
            "ldp d8, d9, [sp, #32]",
        ),
        (
            pair(PairOp::StpQ, 0, 1, 2, 1008, PairMode::Offset),
            "stp q0, q1, [x2, #1008]",
        ),
        (
            pair(PairOp::LdpQ, 0, 1, 2, -1024, PairMode::PostIndex),
            "ldp q0, q1, [x2], #-1024",
        ),
        (
            pair(PairOp::Ldpsw, 0, 1, 2, 8, PairMode::Offset),
            "ldpsw x0, x1, [x2, #8]",
        ),
        (
            pair(PairOp::StpX, 31, 31, 31, 0, PairMode::Offset),
            "stp xzr, xzr, [sp]",
        ),
        // Literal loads.
        (ldr_literal(LdSt::LdrW, 0, 8), "ldr w0, #8"),
        (ldr_literal(LdSt::LdrX, 1, -4), "ldr x1, #-4"),
        (ldr_literal(LdSt::Ldrsw, 2, 1_048_572), "ldrsw x2, #1048572"),
        (ldr_literal(LdSt::LdrS, 3, 0), "ldr s3, #0"),
        (ldr_literal(LdSt::LdrD, 4, -1_048_576), "ldr d4, #-1048576"),
        (ldr_literal(LdSt::LdrQ, 5, 16), "ldr q5, #16"),
        // Exclusives and acquire/release.
        (ldxr(0, false, 0, 1), "ldxrb w0, [x1]"),
        (ldxr(1, false, 0, 1), "ldxrh w0, [x1]"),
        (ldxr(2, false, 0, 1), "ldxr w0, [x1]"),
        (ldxr(3, false, 0, 31), "ldxr x0, [sp]"),
        (ldxr(3, true, 0, 1), "ldaxr x0, [x1]"),
        (ldxr(0, true, 0, 1), "ldaxrb w0, [x1]"),
        (stxr(0, false, 2, 0, 1), "stxrb w2, w0, [x1]"),
        (stxr(1, true, 2, 0, 1), "stlxrh w2, w0, [x1]"),
        (stxr(2, false, 2, 0, 1), "stxr w2, w0, [x1]"),
        (stxr(3, true, 2, 0, 1), "stlxr w2, x0, [x1]"),
        (ldxp(true, false, 0, 1, 2), "ldxp x0, x1, [x2]"),
        (ldxp(false, true, 0, 1, 2), "ldaxp w0, w1, [x2]"),
        (stxp(true, true, 3, 0, 1, 2), "stlxp w3, x0, x1, [x2]"),
        (stxp(false, false, 3, 0, 1, 2), "stxp w3, w0, w1, [x2]"),
        (ldar(0, 0, 1), "ldarb w0, [x1]"),
        (ldar(1, 0, 1), "ldarh w0, [x1]"),
        (ldar(2, 0, 1), "ldar w0, [x1]"),
        (ldar(3, 0, 31), "ldar x0, [sp]"),
        (stlr(0, 0, 1), "stlrb w0, [x1]"),
        (stlr(1, 0, 1), "stlrh w0, [x1]"),
        (stlr(2, 0, 1), "stlr w0, [x1]"),
        (stlr(3, 0, 1), "stlr x0, [x1]"),
        // LSE.
        (cas(3, false, false, 0, 1, 2), "cas x0, x1, [x2]"),
        (cas(2, true, false, 0, 1, 2), "casa w0, w1, [x2]"),
        (cas(2, false, true, 0, 1, 2), "casl w0, w1, [x2]"),
        (cas(3, true, true, 0, 1, 31), "casal x0, x1, [sp]"),
        (cas(0, true, true, 0, 1, 2), "casalb w0, w1, [x2]"),
        (cas(1, false, false, 0, 1, 2), "cash w0, w1, [x2]"),
        (cas(0, true, false, 0, 1, 2), "casab w0, w1, [x2]"),
        (
            casp(true, false, false, 0, 2, 4),
            "casp x0, x1, x2, x3, [x4]",
        ),
        (
            casp(false, true, true, 4, 6, 8),
            "caspal w4, w5, w6, w7, [x8]",
        ),
        (
            casp(true, true, false, 0, 2, 4),
            "caspa x0, x1, x2, x3, [x4]",
        ),
        (
            atomic_rmw(AtomicOp::Ldadd, 3, false, false, 0, 1, 2),
            "ldadd x0, x1, [x2]",
        ),
        (
            atomic_rmw(AtomicOp::Ldadd, 2, true, true, 0, 1, 2),
            "ldaddal w0, w1, [x2]",
        ),
        (
            atomic_rmw(AtomicOp::Ldadd, 0, true, false, 0, 1, 2),
            "ldaddab w0, w1, [x2]",
        ),
        (
            atomic_rmw(AtomicOp::Ldadd, 1, false, true, 0, 1, 2),
            "ldaddlh w0, w1, [x2]",
        ),
        (
            atomic_rmw(AtomicOp::Ldadd, 3, false, false, 0, 31, 2),
            "stadd x0, [x2]",
        ),
        (
            atomic_rmw(AtomicOp::Ldadd, 2, false, true, 0, 31, 2),
            "staddl w0, [x2]",
        ),
        (
            atomic_rmw(AtomicOp::Ldadd, 2, true, false, 0, 31, 2),
            "ldadda w0, wzr, [x2]",
        ),
        (
            atomic_rmw(AtomicOp::Ldclr, 3, true, true, 0, 1, 2),
            "ldclral x0, x1, [x2]",
        ),
        (
            atomic_rmw(AtomicOp::Ldeor, 2, false, false, 0, 1, 2),
            "ldeor w0, w1, [x2]",
        ),
        (
            atomic_rmw(AtomicOp::Ldset, 0, false, true, 0, 1, 2),
            "ldsetlb w0, w1, [x2]",
        ),
        (
            atomic_rmw(AtomicOp::Ldsmax, 3, true, false, 0, 1, 2),
            "ldsmaxa x0, x1, [x2]",
        ),
        (
            atomic_rmw(AtomicOp::Ldsmin, 1, false, false, 0, 1, 2),
            "ldsminh w0, w1, [x2]",
        ),
        (
            atomic_rmw(AtomicOp::Ldumax, 2, true, true, 0, 1, 2),
            "ldumaxal w0, w1, [x2]",
        ),
        (
            atomic_rmw(AtomicOp::Ldumin, 3, false, false, 0, 1, 31),
            "ldumin x0, x1, [sp]",
        ),
        (
            atomic_rmw(AtomicOp::Swp, 3, false, false, 0, 1, 2),
            "swp x0, x1, [x2]",
        ),
        (
            atomic_rmw(AtomicOp::Swp, 2, true, true, 0, 1, 2),
            "swpal w0, w1, [x2]",
        ),
        // The forms the atomics lowering picks (llc's orderings: none, a, l, al).
        (
            atomic_rmw(AtomicOp::Ldadd, 0, true, true, 5, 0, 8),
            "ldaddalb w5, w0, [x8]",
        ),
        (
            atomic_rmw(AtomicOp::Swp, 1, false, true, 1, 0, 0),
            "swplh w1, w0, [x0]",
        ),
        (
            atomic_rmw(AtomicOp::Ldclr, 1, false, true, 5, 0, 0),
            "ldclrlh w5, w0, [x0]",
        ),
        (
            atomic_rmw(AtomicOp::Ldeor, 3, true, true, 1, 0, 0),
            "ldeoral x1, x0, [x0]",
        ),
        (
            atomic_rmw(AtomicOp::Ldset, 2, true, false, 1, 0, 0),
            "ldseta w1, w0, [x0]",
        ),
        (
            atomic_rmw(AtomicOp::Ldsmin, 0, true, true, 1, 0, 0),
            "ldsminalb w1, w0, [x0]",
        ),
        (
            atomic_rmw(AtomicOp::Ldumin, 0, true, true, 1, 0, 0),
            "lduminalb w1, w0, [x0]",
        ),
        (
            atomic_rmw(AtomicOp::Ldumax, 3, false, true, 1, 0, 0),
            "ldumaxl x1, x0, [x0]",
        ),
        (cas(1, true, true, 0, 2, 8), "casalh w0, w2, [x8]"),
        (cas(2, false, true, 0, 2, 8), "casl w0, w2, [x8]"),
        (
            casp(true, true, true, 4, 6, 0),
            "caspal x4, x5, x6, x7, [x0]",
        ),
        (
            casp(true, false, true, 4, 6, 9),
            "caspl x4, x5, x6, x7, [x9]",
        ),
        (ldxp(true, true, 0, 1, 9), "ldaxp x0, x1, [x9]"),
        (stxp(true, false, 6, 2, 1, 0), "stxp w6, x2, x1, [x0]"),
        (
            atomic_rmw(AtomicOp::Swp, 0, false, true, 0, 1, 2),
            "swplb w0, w1, [x2]",
        ),
        (
            atomic_rmw(AtomicOp::Swp, 2, false, false, 0, 31, 2),
            "swp w0, wzr, [x2]",
        ),
        (
            atomic_rmw(AtomicOp::Swp, 2, true, false, 0, 31, 2),
            "swpa w0, wzr, [x2]",
        ),
        (
            atomic_rmw(AtomicOp::Ldclr, 3, true, true, 1, 31, 2),
            "ldclral x1, xzr, [x2]",
        ),
        (
            atomic_rmw(AtomicOp::Ldset, 1, false, false, 1, 31, 2),
            "stseth w1, [x2]",
        ),
        (
            atomic_rmw(AtomicOp::Ldumin, 0, false, true, 1, 31, 2),
            "stuminlb w1, [x2]",
        ),
        (
            atomic_rmw(AtomicOp::Ldsmax, 3, false, false, 31, 31, 31),
            "stsmax xzr, [sp]",
        ),
        // Branches.
        (b(8), "b #8"),
        (b(-16), "b #-16"),
        (b(0), "b #0"),
        (b(134_217_724), "b #134217724"),
        (b(-134_217_728), "b #-134217728"),
        (bl(4), "bl #4"),
        (bl(-4), "bl #-4"),
        (b_cond(Eq, 8), "b.eq #8"),
        (b_cond(Ne, -16), "b.ne #-16"),
        (b_cond(Hs, 4), "b.hs #4"),
        (b_cond(Lo, 4), "b.lo #4"),
        (b_cond(Mi, 4), "b.mi #4"),
        (b_cond(Pl, 4), "b.pl #4"),
        (b_cond(Vs, 4), "b.vs #4"),
        (b_cond(Vc, 4), "b.vc #4"),
        (b_cond(Hi, 4), "b.hi #4"),
        (b_cond(Ls, 4), "b.ls #4"),
        (b_cond(Ge, 4), "b.ge #4"),
        (b_cond(Lt, 1_048_572), "b.lt #1048572"),
        (b_cond(Gt, -1_048_576), "b.gt #-1048576"),
        (b_cond(Le, 4), "b.le #4"),
        (b_cond(Al, 4), "b.al #4"),
        (cbz(x, 0, 12), "cbz x0, #12"),
        (cbz(w, 31, -8), "cbz wzr, #-8"),
        (cbnz(x, 3, 1_048_572), "cbnz x3, #1048572"),
        (cbnz(w, 4, -1_048_576), "cbnz w4, #-1048576"),
        (tbz(3, 5, -8), "tbz w3, #5, #-8"),
        (tbz(3, 31, 8), "tbz w3, #31, #8"),
        (tbz(3, 32, 8), "tbz x3, #32, #8"),
        (tbnz(0, 63, 32764), "tbnz x0, #63, #32764"),
        (tbnz(0, 0, -32768), "tbnz w0, #0, #-32768"),
        (br(16), "br x16"),
        (blr(8), "blr x8"),
        (ret(30), "ret"),
        (ret(1), "ret x1"),
        (ret_auth(false), "retaa"),
        (ret_auth(true), "retab"),
        // System.
        (brk(0), "brk #0"),
        (brk(0xf000), "brk #0xf000"),
        (udf(0), "udf #0"),
        (udf(0xffff), "udf #65535"),
        (nop(), "nop"),
        (bti(true, false), "bti c"),
        (bti(false, true), "bti j"),
        (bti(true, true), "bti jc"),
        (hint(32), "bti"),
        (pac_sp(false), "paciasp"),
        (aut_sp(false), "autiasp"),
        (pac_sp(true), "pacibsp"),
        (aut_sp(true), "autibsp"),
        (hint(1), "yield"),
        (hint(7), "xpaclri"),
        (hint(100), "hint #100"),
        (dmb(0b1011), "dmb ish"),
        (dmb(0b1001), "dmb ishld"),
        (dmb(0b1111), "dmb sy"),
        (dmb(0b1010), "dmb ishst"),
        (dmb(0), "dmb #0"),
        (dsb(0b1011), "dsb ish"),
        (dsb(0b1111), "dsb sy"),
        (isb(), "isb"),
        (clrex(), "clrex"),
        (mrs(0, TPIDR_EL0), "mrs x0, TPIDR_EL0"),
        (mrs(8, SP_EL0), "mrs x8, SP_EL0"),
        (mrs(1, NZCV), "mrs x1, NZCV"),
        (mrs(2, FPCR), "mrs x2, FPCR"),
        (mrs(3, FPSR), "mrs x3, FPSR"),
        (msr(TPIDR_EL0, 0), "msr TPIDR_EL0, x0"),
        (msr(NZCV, 1), "msr NZCV, x1"),
        (msr(FPCR, 2), "msr FPCR, x2"),
        (msr(FPSR, 30), "msr FPSR, x30"),
        (mrs(4, TPIDRRO_EL0), "mrs x4, TPIDRRO_EL0"),
        (mrs(5, CNTVCT_EL0), "mrs x5, CNTVCT_EL0"),
        (mrs(6, CNTFRQ_EL0), "mrs x6, CNTFRQ_EL0"),
        (mrs(7, CTR_EL0), "mrs x7, CTR_EL0"),
        (mrs(8, DCZID_EL0), "mrs x8, DCZID_EL0"),
        (mrs(9, 0x67ff), "mrs x9, S3_4_C15_C15_7"),
        (msr(0x5f90, 31), "msr S3_3_C15_C2_0, xzr"),
        (hint(2), "wfe"),
        (hint(20), "csdb"),
        (hint(24), "paciaz"),
        (dsb(0), "ssbb"),
        (dsb(4), "pssbb"),
        (dmb(0b1101), "dmb ld"),
        (dmb(0b0011), "dmb osh"),
        // Floating point.
        (fp2(Fp2Op::Fadd, S, 0, 1, 2), "fadd s0, s1, s2"),
        (fp2(Fp2Op::Fadd, D, 0, 1, 2), "fadd d0, d1, d2"),
        (fp2(Fp2Op::Fadd, H, 0, 1, 2), "fadd h0, h1, h2"),
        (fp2(Fp2Op::Fsub, D, 31, 30, 29), "fsub d31, d30, d29"),
        (fp2(Fp2Op::Fmul, S, 0, 1, 2), "fmul s0, s1, s2"),
        (fp2(Fp2Op::Fdiv, D, 0, 1, 2), "fdiv d0, d1, d2"),
        (fp2(Fp2Op::Fmax, S, 0, 1, 2), "fmax s0, s1, s2"),
        (fp2(Fp2Op::Fmin, D, 0, 1, 2), "fmin d0, d1, d2"),
        (fp2(Fp2Op::Fmaxnm, D, 0, 1, 2), "fmaxnm d0, d1, d2"),
        (fp2(Fp2Op::Fminnm, H, 0, 1, 2), "fminnm h0, h1, h2"),
        (fp2(Fp2Op::Fnmul, S, 0, 1, 2), "fnmul s0, s1, s2"),
        (fp1(Fp1Op::Fmov, S, 0, 1), "fmov s0, s1"),
        (fp1(Fp1Op::Fmov, D, 0, 1), "fmov d0, d1"),
        (fp1(Fp1Op::Fmov, H, 0, 1), "fmov h0, h1"),
        (fp1(Fp1Op::Fabs, D, 0, 1), "fabs d0, d1"),
        (fp1(Fp1Op::Fneg, S, 0, 1), "fneg s0, s1"),
        (fp1(Fp1Op::Fsqrt, D, 0, 1), "fsqrt d0, d1"),
        (fp1(Fp1Op::Frintn, D, 0, 1), "frintn d0, d1"),
        (fp1(Fp1Op::Frintp, S, 0, 1), "frintp s0, s1"),
        (fp1(Fp1Op::Frintm, D, 0, 1), "frintm d0, d1"),
        (fp1(Fp1Op::Frintz, H, 0, 1), "frintz h0, h1"),
        (fp1(Fp1Op::Frinta, D, 0, 1), "frinta d0, d1"),
        (fp1(Fp1Op::Frintx, S, 0, 1), "frintx s0, s1"),
        (fp1(Fp1Op::Frinti, D, 0, 1), "frinti d0, d1"),
        (fcvt(S, D, 0, 1), "fcvt d0, s1"),
        (fcvt(D, S, 0, 1), "fcvt s0, d1"),
        (fcvt(H, S, 0, 1), "fcvt s0, h1"),
        (fcvt(S, H, 0, 1), "fcvt h0, s1"),
        (fcvt(D, H, 0, 1), "fcvt h0, d1"),
        (fcvt(H, D, 0, 1), "fcvt d0, h1"),
        (fp3(Fp3Op::Fmadd, D, 0, 1, 2, 3), "fmadd d0, d1, d2, d3"),
        (fp3(Fp3Op::Fmsub, S, 0, 1, 2, 3), "fmsub s0, s1, s2, s3"),
        (fp3(Fp3Op::Fnmadd, D, 0, 1, 2, 3), "fnmadd d0, d1, d2, d3"),
        (fp3(Fp3Op::Fnmsub, H, 0, 1, 2, 3), "fnmsub h0, h1, h2, h3"),
        (fcmp(S, 0, 1), "fcmp s0, s1"),
        (fcmp(D, 30, 31), "fcmp d30, d31"),
        (fcmp(H, 0, 1), "fcmp h0, h1"),
        (fcmp_zero(D, 0), "fcmp d0, #0.0"),
        (fcmp_zero(S, 5), "fcmp s5, #0.0"),
        (fcsel(D, 0, 1, 2, Eq), "fcsel d0, d1, d2, eq"),
        (fcsel(S, 0, 1, 2, Lt), "fcsel s0, s1, s2, lt"),
        (fcsel(H, 0, 1, 2, Gt), "fcsel h0, h1, h2, gt"),
        (fmov_imm(D, 0, fp_imm8(1.0).unwrap()), "fmov d0, #1.0"),
        (fmov_imm(S, 0, fp_imm8(-2.0).unwrap()), "fmov s0, #-2.0"),
        (fmov_imm(D, 0, fp_imm8(0.125).unwrap()), "fmov d0, #0.125"),
        (fmov_imm(S, 0, fp_imm8(31.0).unwrap()), "fmov s0, #31.0"),
        (fmov_imm(H, 0, fp_imm8(0.5).unwrap()), "fmov h0, #0.5"),
        (
            fmov_imm(D, 0, fp_imm8(-1.9375).unwrap()),
            "fmov d0, #-1.9375",
        ),
        (fmov_to_gpr(w, S, 0, 1), "fmov w0, s1"),
        (fmov_to_gpr(x, D, 0, 1), "fmov x0, d1"),
        (fmov_to_gpr(w, H, 0, 1), "fmov w0, h1"),
        (fmov_to_gpr(x, H, 0, 1), "fmov x0, h1"),
        (fmov_from_gpr(w, S, 0, 1), "fmov s0, w1"),
        (fmov_from_gpr(x, D, 0, 31), "fmov d0, xzr"),
        (fmov_from_gpr(w, H, 0, 1), "fmov h0, w1"),
        (fmov_from_gpr(x, H, 0, 1), "fmov h0, x1"),
        (int_to_fp(true, w, S, 0, 1), "scvtf s0, w1"),
        (int_to_fp(true, x, D, 0, 1), "scvtf d0, x1"),
        (int_to_fp(false, w, D, 0, 1), "ucvtf d0, w1"),
        (int_to_fp(false, x, S, 0, 1), "ucvtf s0, x1"),
        (int_to_fp(true, x, H, 0, 1), "scvtf h0, x1"),
        (fp_to_int(FpRound::Z, true, w, S, 0, 1), "fcvtzs w0, s1"),
        (fp_to_int(FpRound::Z, true, x, D, 0, 1), "fcvtzs x0, d1"),
        (fp_to_int(FpRound::Z, false, w, D, 0, 1), "fcvtzu w0, d1"),
        (fp_to_int(FpRound::Z, false, x, H, 0, 1), "fcvtzu x0, h1"),
        (fp_to_int(FpRound::N, true, x, D, 0, 1), "fcvtns x0, d1"),
        (fp_to_int(FpRound::N, false, w, S, 0, 1), "fcvtnu w0, s1"),
        (fp_to_int(FpRound::P, true, x, D, 0, 1), "fcvtps x0, d1"),
        (fp_to_int(FpRound::P, false, x, D, 0, 1), "fcvtpu x0, d1"),
        (fp_to_int(FpRound::M, true, w, D, 0, 1), "fcvtms w0, d1"),
        (fp_to_int(FpRound::M, false, x, S, 0, 1), "fcvtmu x0, s1"),
        (fp_to_int(FpRound::A, true, x, D, 0, 1), "fcvtas x0, d1"),
        (fp_to_int(FpRound::A, false, w, S, 0, 1), "fcvtau w0, s1"),
        // SIMD.
        (mov_v16(0, 1), "mov v0.16b, v1.16b"),
        (mov_v16(31, 30), "mov v31.16b, v30.16b"),
        (fmov_x_to_d_hi(0, 1), "fmov v0.d[1], x1"),
        (fmov_x_to_d_hi(2, 31), "fmov v2.d[1], xzr"),
        (fmov_d_hi_to_x(0, 1), "fmov x0, v1.d[1]"),
        (fmov_d_hi_to_x(30, 31), "fmov x30, v31.d[1]"),
    ]
}

/// The Advanced SIMD encodings (and the scalar extras that came with them).
fn neon_table() -> Vec<(u32, &'static str)> {
    use VecArr::*;
    use VecOp2 as V2;
    use VecOp3 as V3;
    let x = true;
    let w = false;
    let prfm = |op, rn, off| prfm_uimm(op, rn, off).unwrap();
    let fimm = |v| fp_imm8(v).unwrap();
    vec![
        // Add/subtract with carry.
        (adc(AdcOp::Adc, x, 0, 1, 2), "adc x0, x1, x2"),
        (adc(AdcOp::Adcs, w, 0, 1, 2), "adcs w0, w1, w2"),
        (adc(AdcOp::Sbc, x, 0, 1, 2), "sbc x0, x1, x2"),
        (adc(AdcOp::Sbcs, w, 30, 29, 28), "sbcs w30, w29, w28"),
        (adc(AdcOp::Sbc, w, 0, 31, 2), "ngc w0, w2"),
        (adc(AdcOp::Sbcs, x, 0, 31, 2), "ngcs x0, x2"),
        (adc(AdcOp::Adc, x, 31, 31, 31), "adc xzr, xzr, xzr"),
        // Prefetch.
        (prfm(0, 0, 0), "prfm pldl1keep, [x0]"),
        (prfm(3, 1, 8), "prfm pldl2strm, [x1, #8]"),
        (prfm(16, 31, 32760), "prfm pstl1keep, [sp, #32760]"),
        (prfm(13, 2, 16), "prfm plil3strm, [x2, #16]"),
        (prfm(6, 0, 0), "prfm #6, [x0]"),
        (prfm(24, 3, 64), "prfm #24, [x3, #64]"),
        // Three same.
        (vec_rrr(V3::Add, B8, 0, 1, 2), "add v0.8b, v1.8b, v2.8b"),
        (vec_rrr(V3::Add, B16, 0, 1, 2), "add v0.16b, v1.16b, v2.16b"),
        (vec_rrr(V3::Add, H4, 0, 1, 2), "add v0.4h, v1.4h, v2.4h"),
        (vec_rrr(V3::Add, H8, 0, 1, 2), "add v0.8h, v1.8h, v2.8h"),
        (vec_rrr(V3::Add, S2, 0, 1, 2), "add v0.2s, v1.2s, v2.2s"),
        (vec_rrr(V3::Add, S4, 0, 1, 2), "add v0.4s, v1.4s, v2.4s"),
        (
            vec_rrr(V3::Add, D2, 31, 30, 29),
            "add v31.2d, v30.2d, v29.2d",
        ),
        (vec_rrr(V3::Sub, S4, 0, 1, 2), "sub v0.4s, v1.4s, v2.4s"),
        (vec_rrr(V3::Sub, D2, 0, 1, 2), "sub v0.2d, v1.2d, v2.2d"),
        (vec_rrr(V3::Sub, B16, 0, 1, 2), "sub v0.16b, v1.16b, v2.16b"),
        (vec_rrr(V3::Mul, B8, 0, 1, 2), "mul v0.8b, v1.8b, v2.8b"),
        (vec_rrr(V3::Mul, H8, 0, 1, 2), "mul v0.8h, v1.8h, v2.8h"),
        (vec_rrr(V3::Mul, S4, 0, 1, 2), "mul v0.4s, v1.4s, v2.4s"),
        (vec_rrr(V3::Mul, S2, 0, 1, 2), "mul v0.2s, v1.2s, v2.2s"),
        (vec_rrr(V3::Mla, S4, 0, 1, 2), "mla v0.4s, v1.4s, v2.4s"),
        (vec_rrr(V3::Mls, H8, 0, 1, 2), "mls v0.8h, v1.8h, v2.8h"),
        (vec_rrr(V3::And, B16, 0, 1, 2), "and v0.16b, v1.16b, v2.16b"),
        (vec_rrr(V3::And, B8, 0, 1, 2), "and v0.8b, v1.8b, v2.8b"),
        (vec_rrr(V3::Bic, B16, 0, 1, 2), "bic v0.16b, v1.16b, v2.16b"),
        (vec_rrr(V3::Orr, B16, 0, 1, 2), "orr v0.16b, v1.16b, v2.16b"),
        (vec_rrr(V3::Orr, B8, 0, 1, 2), "orr v0.8b, v1.8b, v2.8b"),
        (vec_rrr(V3::Orr, B8, 3, 4, 4), "mov v3.8b, v4.8b"),
        (vec_rrr(V3::Orr, B16, 5, 6, 6), "mov v5.16b, v6.16b"),
        (vec_rrr(V3::Orn, B16, 0, 1, 2), "orn v0.16b, v1.16b, v2.16b"),
        (vec_rrr(V3::Eor, B16, 0, 1, 2), "eor v0.16b, v1.16b, v2.16b"),
        (vec_rrr(V3::Eor, B8, 0, 0, 0), "eor v0.8b, v0.8b, v0.8b"),
        (vec_rrr(V3::Bsl, B16, 0, 1, 2), "bsl v0.16b, v1.16b, v2.16b"),
        (vec_rrr(V3::Bit, B8, 0, 1, 2), "bit v0.8b, v1.8b, v2.8b"),
        (vec_rrr(V3::Bif, B16, 0, 1, 2), "bif v0.16b, v1.16b, v2.16b"),
        (vec_rrr(V3::Cmeq, S4, 0, 1, 2), "cmeq v0.4s, v1.4s, v2.4s"),
        (vec_rrr(V3::Cmeq, D2, 0, 1, 2), "cmeq v0.2d, v1.2d, v2.2d"),
        (
            vec_rrr(V3::Cmeq, B16, 0, 1, 2),
            "cmeq v0.16b, v1.16b, v2.16b",
        ),
        (vec_rrr(V3::Cmge, H8, 0, 1, 2), "cmge v0.8h, v1.8h, v2.8h"),
        (vec_rrr(V3::Cmgt, S2, 0, 1, 2), "cmgt v0.2s, v1.2s, v2.2s"),
        (vec_rrr(V3::Cmgt, D2, 0, 1, 2), "cmgt v0.2d, v1.2d, v2.2d"),
        (vec_rrr(V3::Cmhi, D2, 0, 1, 2), "cmhi v0.2d, v1.2d, v2.2d"),
        (
            vec_rrr(V3::Cmhs, B16, 0, 1, 2),
            "cmhs v0.16b, v1.16b, v2.16b",
        ),
        (vec_rrr(V3::Cmtst, S4, 0, 1, 2), "cmtst v0.4s, v1.4s, v2.4s"),
        (vec_rrr(V3::Smax, S4, 0, 1, 2), "smax v0.4s, v1.4s, v2.4s"),
        (vec_rrr(V3::Smin, B8, 0, 1, 2), "smin v0.8b, v1.8b, v2.8b"),
        (vec_rrr(V3::Umax, H8, 0, 1, 2), "umax v0.8h, v1.8h, v2.8h"),
        (
            vec_rrr(V3::Umin, B16, 0, 1, 2),
            "umin v0.16b, v1.16b, v2.16b",
        ),
        (vec_rrr(V3::Sshl, D2, 0, 1, 2), "sshl v0.2d, v1.2d, v2.2d"),
        (vec_rrr(V3::Ushl, S4, 0, 1, 2), "ushl v0.4s, v1.4s, v2.4s"),
        (
            vec_rrr(V3::Sqadd, B16, 0, 1, 2),
            "sqadd v0.16b, v1.16b, v2.16b",
        ),
        (vec_rrr(V3::Uqadd, H8, 0, 1, 2), "uqadd v0.8h, v1.8h, v2.8h"),
        (vec_rrr(V3::Sqsub, S4, 0, 1, 2), "sqsub v0.4s, v1.4s, v2.4s"),
        (vec_rrr(V3::Uqsub, D2, 0, 1, 2), "uqsub v0.2d, v1.2d, v2.2d"),
        (vec_rrr(V3::Addp, S4, 0, 1, 2), "addp v0.4s, v1.4s, v2.4s"),
        (vec_rrr(V3::Addp, D2, 0, 1, 2), "addp v0.2d, v1.2d, v2.2d"),
        (vec_rrr(V3::Addp, B8, 0, 1, 2), "addp v0.8b, v1.8b, v2.8b"),
        (vec_rrr(V3::Smaxp, H4, 0, 1, 2), "smaxp v0.4h, v1.4h, v2.4h"),
        (vec_rrr(V3::Sminp, S2, 0, 1, 2), "sminp v0.2s, v1.2s, v2.2s"),
        (
            vec_rrr(V3::Umaxp, B16, 0, 1, 2),
            "umaxp v0.16b, v1.16b, v2.16b",
        ),
        (vec_rrr(V3::Uminp, H8, 0, 1, 2), "uminp v0.8h, v1.8h, v2.8h"),
        (vec_rrr(V3::Uzp1, S4, 0, 1, 2), "uzp1 v0.4s, v1.4s, v2.4s"),
        (vec_rrr(V3::Uzp2, B8, 0, 1, 2), "uzp2 v0.8b, v1.8b, v2.8b"),
        (vec_rrr(V3::Zip1, D2, 0, 1, 2), "zip1 v0.2d, v1.2d, v2.2d"),
        (
            vec_rrr(V3::Zip2, B16, 0, 1, 2),
            "zip2 v0.16b, v1.16b, v2.16b",
        ),
        (vec_rrr(V3::Trn1, H4, 0, 1, 2), "trn1 v0.4h, v1.4h, v2.4h"),
        (vec_rrr(V3::Trn2, S2, 0, 1, 2), "trn2 v0.2s, v1.2s, v2.2s"),
        (vec_rrr(V3::Zip1, H8, 0, 1, 2), "zip1 v0.8h, v1.8h, v2.8h"),
        (vec_rrr(V3::Fadd, S4, 0, 1, 2), "fadd v0.4s, v1.4s, v2.4s"),
        (vec_rrr(V3::Fadd, S2, 0, 1, 2), "fadd v0.2s, v1.2s, v2.2s"),
        (vec_rrr(V3::Fadd, D2, 0, 1, 2), "fadd v0.2d, v1.2d, v2.2d"),
        (vec_rrr(V3::Fsub, D2, 0, 1, 2), "fsub v0.2d, v1.2d, v2.2d"),
        (vec_rrr(V3::Fsub, S4, 0, 1, 2), "fsub v0.4s, v1.4s, v2.4s"),
        (vec_rrr(V3::Fmul, S4, 0, 1, 2), "fmul v0.4s, v1.4s, v2.4s"),
        (vec_rrr(V3::Fmul, D2, 0, 1, 2), "fmul v0.2d, v1.2d, v2.2d"),
        (vec_rrr(V3::Fdiv, D2, 0, 1, 2), "fdiv v0.2d, v1.2d, v2.2d"),
        (vec_rrr(V3::Fdiv, S2, 0, 1, 2), "fdiv v0.2s, v1.2s, v2.2s"),
        (vec_rrr(V3::Fmax, S4, 0, 1, 2), "fmax v0.4s, v1.4s, v2.4s"),
        (vec_rrr(V3::Fmin, S2, 0, 1, 2), "fmin v0.2s, v1.2s, v2.2s"),
        (
            vec_rrr(V3::Fmaxnm, D2, 0, 1, 2),
            "fmaxnm v0.2d, v1.2d, v2.2d",
        ),
        (
            vec_rrr(V3::Fminnm, S4, 0, 1, 2),
            "fminnm v0.4s, v1.4s, v2.4s",
        ),
        (vec_rrr(V3::Fcmeq, S4, 0, 1, 2), "fcmeq v0.4s, v1.4s, v2.4s"),
        (vec_rrr(V3::Fcmge, D2, 0, 1, 2), "fcmge v0.2d, v1.2d, v2.2d"),
        (vec_rrr(V3::Fcmgt, S2, 0, 1, 2), "fcmgt v0.2s, v1.2s, v2.2s"),
        (vec_rrr(V3::Faddp, S4, 0, 1, 2), "faddp v0.4s, v1.4s, v2.4s"),
        (vec_rrr(V3::Faddp, D2, 0, 1, 2), "faddp v0.2d, v1.2d, v2.2d"),
        (vec_rrr(V3::Fmla, D2, 0, 1, 2), "fmla v0.2d, v1.2d, v2.2d"),
        (vec_rrr(V3::Fmls, S4, 0, 1, 2), "fmls v0.4s, v1.4s, v2.4s"),
        (vec_rrr(V3::Fadd, H8, 0, 1, 2), "fadd v0.8h, v1.8h, v2.8h"),
        (vec_rrr(V3::Fadd, H4, 0, 1, 2), "fadd v0.4h, v1.4h, v2.4h"),
        (vec_rrr(V3::Fsub, H8, 0, 1, 2), "fsub v0.8h, v1.8h, v2.8h"),
        (vec_rrr(V3::Fmul, H8, 0, 1, 2), "fmul v0.8h, v1.8h, v2.8h"),
        (vec_rrr(V3::Fdiv, H4, 0, 1, 2), "fdiv v0.4h, v1.4h, v2.4h"),
        (
            vec_rrr(V3::Fmaxnm, H8, 0, 1, 2),
            "fmaxnm v0.8h, v1.8h, v2.8h",
        ),
        (vec_rrr(V3::Fmin, H4, 0, 1, 2), "fmin v0.4h, v1.4h, v2.4h"),
        (vec_rrr(V3::Fcmgt, H4, 0, 1, 2), "fcmgt v0.4h, v1.4h, v2.4h"),
        (vec_rrr(V3::Fcmge, H8, 0, 1, 2), "fcmge v0.8h, v1.8h, v2.8h"),
        (vec_rrr(V3::Fmla, H8, 0, 1, 2), "fmla v0.8h, v1.8h, v2.8h"),
        (vec_rrr(V3::Faddp, H8, 0, 1, 2), "faddp v0.8h, v1.8h, v2.8h"),
        // Two-register misc.
        (
            vec_rrr(V3::Sabd, B16, 0, 1, 2),
            "sabd v0.16b, v1.16b, v2.16b",
        ),
        (vec_rrr(V3::Uabd, H8, 0, 1, 2), "uabd v0.8h, v1.8h, v2.8h"),
        (vec_rrr(V3::Shadd, S4, 0, 1, 2), "shadd v0.4s, v1.4s, v2.4s"),
        (vec_rrr(V3::Uhadd, B8, 0, 1, 2), "uhadd v0.8b, v1.8b, v2.8b"),
        (
            vec_rrr(V3::Srhadd, H4, 0, 1, 2),
            "srhadd v0.4h, v1.4h, v2.4h",
        ),
        (
            vec_rrr(V3::Urhadd, B16, 0, 1, 2),
            "urhadd v0.16b, v1.16b, v2.16b",
        ),
        (vec_rrr(V3::Srshl, D2, 0, 1, 2), "srshl v0.2d, v1.2d, v2.2d"),
        (vec_rrr(V3::Urshl, S4, 0, 1, 2), "urshl v0.4s, v1.4s, v2.4s"),
        (
            vec_rrr(V3::Sqshl, B16, 0, 1, 2),
            "sqshl v0.16b, v1.16b, v2.16b",
        ),
        (vec_rrr(V3::Uqshl, D2, 0, 1, 2), "uqshl v0.2d, v1.2d, v2.2d"),
        (
            vec_rrr(V3::Sqdmulh, H8, 0, 1, 2),
            "sqdmulh v0.8h, v1.8h, v2.8h",
        ),
        (
            vec_rrr(V3::Sqrdmulh, S4, 0, 1, 2),
            "sqrdmulh v0.4s, v1.4s, v2.4s",
        ),
        (
            vec_rrr(V3::Sqrdmulh, H4, 0, 1, 2),
            "sqrdmulh v0.4h, v1.4h, v2.4h",
        ),
        (vec_rrr(V3::Fmaxp, S4, 0, 1, 2), "fmaxp v0.4s, v1.4s, v2.4s"),
        (vec_rrr(V3::Fminp, D2, 0, 1, 2), "fminp v0.2d, v1.2d, v2.2d"),
        (
            vec_rrr(V3::Fmaxnmp, S2, 0, 1, 2),
            "fmaxnmp v0.2s, v1.2s, v2.2s",
        ),
        (
            vec_rrr(V3::Fminnmp, S4, 0, 1, 2),
            "fminnmp v0.4s, v1.4s, v2.4s",
        ),
        (vec_rrr(V3::Fmulx, D2, 0, 1, 2), "fmulx v0.2d, v1.2d, v2.2d"),
        (
            vec_rrr(V3::Frecps, S4, 0, 1, 2),
            "frecps v0.4s, v1.4s, v2.4s",
        ),
        (
            vec_rrr(V3::Frsqrts, S2, 0, 1, 2),
            "frsqrts v0.2s, v1.2s, v2.2s",
        ),
        (vec_rr(V2::Sqabs, B16, 0, 1), "sqabs v0.16b, v1.16b"),
        (vec_rr(V2::Sqneg, D2, 0, 1), "sqneg v0.2d, v1.2d"),
        (vec_rr(V2::Sqabs, S2, 0, 1), "sqabs v0.2s, v1.2s"),
        (vec_rr(V2::Sqxtun, B8, 0, 1), "sqxtun v0.8b, v1.8h"),
        (vec_rr(V2::Sqxtun, S2, 0, 1), "sqxtun v0.2s, v1.2d"),
        (vec_rr(V2::Saddlp, B8, 0, 1), "saddlp v0.4h, v1.8b"),
        (vec_rr(V2::Saddlp, H8, 0, 1), "saddlp v0.4s, v1.8h"),
        (vec_rr(V2::Uaddlp, B16, 0, 1), "uaddlp v0.8h, v1.16b"),
        (vec_rr(V2::Uaddlp, H4, 0, 1), "uaddlp v0.2s, v1.4h"),
        (vec_rr(V2::Uaddlp, S2, 0, 1), "uaddlp v0.1d, v1.2s"),
        (vec_rr(V2::Saddlp, S4, 0, 1), "saddlp v0.2d, v1.4s"),
        (
            vec_rrr(V3::Sqdmull, H4, 0, 1, 2),
            "sqdmull v0.4s, v1.4h, v2.4h",
        ),
        (
            vec_rrr(V3::Sqdmull, S2, 0, 1, 2),
            "sqdmull v0.2d, v1.2s, v2.2s",
        ),
        (
            vec_rrr(V3::Sqdmull, H8, 0, 1, 2),
            "sqdmull2 v0.4s, v1.8h, v2.8h",
        ),
        (vec_rr(V2::Fcvtns, S4, 0, 1), "fcvtns v0.4s, v1.4s"),
        (vec_rr(V2::Fcvtnu, D2, 0, 1), "fcvtnu v0.2d, v1.2d"),
        (vec_rr(V2::Fcvtms, S4, 0, 1), "fcvtms v0.4s, v1.4s"),
        (vec_rr(V2::Fcvtmu, S2, 0, 1), "fcvtmu v0.2s, v1.2s"),
        (vec_rr(V2::Fcvtas, S4, 0, 1), "fcvtas v0.4s, v1.4s"),
        (vec_rr(V2::Fcvtau, D2, 0, 1), "fcvtau v0.2d, v1.2d"),
        (vec_rr(V2::Fcvtps, S4, 0, 1), "fcvtps v0.4s, v1.4s"),
        (vec_rr(V2::Fcvtpu, S4, 0, 1), "fcvtpu v0.4s, v1.4s"),
        (vec_rr(V2::Frecpe, S4, 0, 1), "frecpe v0.4s, v1.4s"),
        (vec_rr(V2::Frsqrte, D2, 0, 1), "frsqrte v0.2d, v1.2d"),
        (vec_rrr(V3::Smull, B8, 0, 1, 2), "smull v0.8h, v1.8b, v2.8b"),
        (vec_rrr(V3::Umull, S2, 0, 1, 2), "umull v0.2d, v1.2s, v2.2s"),
        (
            vec_rrr(V3::Smull, H8, 0, 1, 2),
            "smull2 v0.4s, v1.8h, v2.8h",
        ),
        (vec_rrr(V3::Pmull, B8, 0, 1, 2), "pmull v0.8h, v1.8b, v2.8b"),
        (vec_rrr(V3::Umull, H4, 0, 1, 2), "umull v0.4s, v1.4h, v2.4h"),
        (vec_rr(V2::Neg, S4, 0, 1), "neg v0.4s, v1.4s"),
        (vec_rr(V2::Neg, D2, 0, 1), "neg v0.2d, v1.2d"),
        (vec_rr(V2::Neg, B8, 0, 1), "neg v0.8b, v1.8b"),
        (vec_rr(V2::Abs, B16, 0, 1), "abs v0.16b, v1.16b"),
        (vec_rr(V2::Abs, D2, 0, 1), "abs v0.2d, v1.2d"),
        (vec_rr(V2::Abs, H4, 0, 1), "abs v0.4h, v1.4h"),
        (vec_rr(V2::Not, B16, 0, 1), "mvn v0.16b, v1.16b"),
        (vec_rr(V2::Not, B8, 2, 3), "mvn v2.8b, v3.8b"),
        (vec_rr(V2::Cnt, B8, 0, 1), "cnt v0.8b, v1.8b"),
        (vec_rr(V2::Cnt, B16, 0, 1), "cnt v0.16b, v1.16b"),
        (vec_rr(V2::Rev16, B16, 0, 1), "rev16 v0.16b, v1.16b"),
        (vec_rr(V2::Rev32, H8, 0, 1), "rev32 v0.8h, v1.8h"),
        (vec_rr(V2::Rev32, B16, 0, 1), "rev32 v0.16b, v1.16b"),
        (vec_rr(V2::Rev64, S4, 0, 1), "rev64 v0.4s, v1.4s"),
        (vec_rr(V2::Rev64, B8, 0, 1), "rev64 v0.8b, v1.8b"),
        (vec_rr(V2::Cmeq0, S4, 0, 1), "cmeq v0.4s, v1.4s, #0"),
        (vec_rr(V2::Cmeq0, B16, 0, 1), "cmeq v0.16b, v1.16b, #0"),
        (vec_rr(V2::Cmge0, D2, 0, 1), "cmge v0.2d, v1.2d, #0"),
        (vec_rr(V2::Cmgt0, B16, 0, 1), "cmgt v0.16b, v1.16b, #0"),
        (vec_rr(V2::Cmle0, H8, 0, 1), "cmle v0.8h, v1.8h, #0"),
        (vec_rr(V2::Cmlt0, S2, 0, 1), "cmlt v0.2s, v1.2s, #0"),
        (vec_rr(V2::Fneg, S4, 0, 1), "fneg v0.4s, v1.4s"),
        (vec_rr(V2::Fneg, D2, 0, 1), "fneg v0.2d, v1.2d"),
        (vec_rr(V2::Fabs, S2, 0, 1), "fabs v0.2s, v1.2s"),
        (vec_rr(V2::Fabs, D2, 0, 1), "fabs v0.2d, v1.2d"),
        (vec_rr(V2::Fsqrt, D2, 0, 1), "fsqrt v0.2d, v1.2d"),
        (vec_rr(V2::Fsqrt, S4, 0, 1), "fsqrt v0.4s, v1.4s"),
        (vec_rr(V2::Frintn, S4, 0, 1), "frintn v0.4s, v1.4s"),
        (vec_rr(V2::Frintp, D2, 0, 1), "frintp v0.2d, v1.2d"),
        (vec_rr(V2::Frintm, S2, 0, 1), "frintm v0.2s, v1.2s"),
        (vec_rr(V2::Frintz, S4, 0, 1), "frintz v0.4s, v1.4s"),
        (vec_rr(V2::Frinta, D2, 0, 1), "frinta v0.2d, v1.2d"),
        (vec_rr(V2::Frintx, S4, 0, 1), "frintx v0.4s, v1.4s"),
        (vec_rr(V2::Frinti, D2, 0, 1), "frinti v0.2d, v1.2d"),
        (vec_rr(V2::Fcmeq0, S4, 0, 1), "fcmeq v0.4s, v1.4s, #0.0"),
        (vec_rr(V2::Fcmge0, D2, 0, 1), "fcmge v0.2d, v1.2d, #0.0"),
        (vec_rr(V2::Fcmgt0, S2, 0, 1), "fcmgt v0.2s, v1.2s, #0.0"),
        (vec_rr(V2::Fcmle0, S4, 0, 1), "fcmle v0.4s, v1.4s, #0.0"),
        (vec_rr(V2::Fcmlt0, D2, 0, 1), "fcmlt v0.2d, v1.2d, #0.0"),
        (vec_rr(V2::Fneg, H8, 0, 1), "fneg v0.8h, v1.8h"),
        (vec_rr(V2::Fabs, H4, 0, 1), "fabs v0.4h, v1.4h"),
        (vec_rr(V2::Fsqrt, H4, 0, 1), "fsqrt v0.4h, v1.4h"),
        (vec_rr(V2::Frintz, H8, 0, 1), "frintz v0.8h, v1.8h"),
        (vec_rr(V2::Frintn, H4, 0, 1), "frintn v0.4h, v1.4h"),
        (vec_rr(V2::Fcvtzs, H8, 0, 1), "fcvtzs v0.8h, v1.8h"),
        (vec_rr(V2::Ucvtf, H4, 0, 1), "ucvtf v0.4h, v1.4h"),
        (vec_rr(V2::Fcmeq0, H8, 0, 1), "fcmeq v0.8h, v1.8h, #0.0"),
        (vec_rr(V2::Fcmlt0, H4, 0, 1), "fcmlt v0.4h, v1.4h, #0.0"),
        (vec_rr(V2::Scvtf, S4, 0, 1), "scvtf v0.4s, v1.4s"),
        (vec_rr(V2::Scvtf, D2, 0, 1), "scvtf v0.2d, v1.2d"),
        (vec_rr(V2::Ucvtf, S2, 0, 1), "ucvtf v0.2s, v1.2s"),
        (vec_rr(V2::Ucvtf, D2, 0, 1), "ucvtf v0.2d, v1.2d"),
        (vec_rr(V2::Fcvtzs, S4, 0, 1), "fcvtzs v0.4s, v1.4s"),
        (vec_rr(V2::Fcvtzs, D2, 0, 1), "fcvtzs v0.2d, v1.2d"),
        (vec_rr(V2::Fcvtzu, D2, 0, 1), "fcvtzu v0.2d, v1.2d"),
        (vec_rr(V2::Fcvtzu, S2, 0, 1), "fcvtzu v0.2s, v1.2s"),
        (vec_rr(V2::Xtn, B8, 0, 1), "xtn v0.8b, v1.8h"),
        (vec_rr(V2::Xtn, H4, 0, 1), "xtn v0.4h, v1.4s"),
        (vec_rr(V2::Xtn, S2, 0, 1), "xtn v0.2s, v1.2d"),
        (vec_rr(V2::Sqxtn, B8, 0, 1), "sqxtn v0.8b, v1.8h"),
        (vec_rr(V2::Sqxtn, S2, 0, 1), "sqxtn v0.2s, v1.2d"),
        (vec_rr(V2::Uqxtn, H4, 0, 1), "uqxtn v0.4h, v1.4s"),
        (vec_rr(V2::Fcvtn, H4, 0, 1), "fcvtn v0.4h, v1.4s"),
        (vec_rr(V2::Fcvtn, S2, 0, 1), "fcvtn v0.2s, v1.2d"),
        (vec_rr(V2::Fcvtl, H4, 0, 1), "fcvtl v0.4s, v1.4h"),
        (vec_rr(V2::Fcvtl, S2, 0, 1), "fcvtl v0.2d, v1.2s"),
        (vec_rr(V2::Sxtl, B8, 0, 1), "sxtl v0.8h, v1.8b"),
        (vec_rr(V2::Sxtl, H4, 0, 1), "sxtl v0.4s, v1.4h"),
        (vec_rr(V2::Sxtl, S2, 0, 1), "sxtl v0.2d, v1.2s"),
        (vec_rr(V2::Uxtl, B8, 0, 1), "uxtl v0.8h, v1.8b"),
        (vec_rr(V2::Uxtl, H4, 0, 1), "uxtl v0.4s, v1.4h"),
        (vec_rr(V2::Uxtl, S2, 0, 1), "uxtl v0.2d, v1.2s"),
        (vec_rr_high(V2::Xtn, B8, 0, 1), "xtn2 v0.16b, v1.8h"),
        (vec_rr_high(V2::Xtn, S4, 0, 1), "xtn2 v0.4s, v1.2d"),
        (vec_rr_high(V2::Sqxtn, H4, 0, 1), "sqxtn2 v0.8h, v1.4s"),
        (vec_rr_high(V2::Uqxtn, B16, 0, 1), "uqxtn2 v0.16b, v1.8h"),
        (vec_rr_high(V2::Fcvtn, H4, 0, 1), "fcvtn2 v0.8h, v1.4s"),
        (vec_rr_high(V2::Fcvtn, S2, 0, 1), "fcvtn2 v0.4s, v1.2d"),
        (vec_rr_high(V2::Fcvtl, H4, 0, 1), "fcvtl2 v0.4s, v1.8h"),
        (vec_rr_high(V2::Fcvtl, S2, 0, 1), "fcvtl2 v0.2d, v1.4s"),
        (vec_rr_high(V2::Sxtl, B8, 0, 1), "sxtl2 v0.8h, v1.16b"),
        (vec_rr_high(V2::Sxtl, H8, 0, 1), "sxtl2 v0.4s, v1.8h"),
        (vec_rr_high(V2::Uxtl, S2, 0, 1), "uxtl2 v0.2d, v1.4s"),
        (vec_rr_high(V2::Uxtl, B16, 0, 1), "uxtl2 v0.8h, v1.16b"),
        // Across lanes and scalar pairwise.
        (vec_reduce(VecReduce::Addv, B8, 0, 1), "addv b0, v1.8b"),
        (vec_reduce(VecReduce::Addv, B16, 0, 1), "addv b0, v1.16b"),
        (vec_reduce(VecReduce::Addv, H4, 0, 1), "addv h0, v1.4h"),
        (vec_reduce(VecReduce::Addv, H8, 0, 1), "addv h0, v1.8h"),
        (vec_reduce(VecReduce::Addv, S4, 0, 1), "addv s0, v1.4s"),
        (vec_reduce(VecReduce::Smaxv, S4, 0, 1), "smaxv s0, v1.4s"),
        (vec_reduce(VecReduce::Smaxv, B16, 0, 1), "smaxv b0, v1.16b"),
        (vec_reduce(VecReduce::Sminv, H8, 0, 1), "sminv h0, v1.8h"),
        (vec_reduce(VecReduce::Umaxv, B8, 0, 1), "umaxv b0, v1.8b"),
        (vec_reduce(VecReduce::Uminv, S4, 0, 1), "uminv s0, v1.4s"),
        (vec_reduce(VecReduce::Uminv, H4, 0, 1), "uminv h0, v1.4h"),
        (
            vec_reduce(VecReduce::Uaddlv, B16, 0, 1),
            "uaddlv h0, v1.16b",
        ),
        (vec_reduce(VecReduce::Uaddlv, H8, 0, 1), "uaddlv s0, v1.8h"),
        (vec_reduce(VecReduce::Uaddlv, S4, 0, 1), "uaddlv d0, v1.4s"),
        (vec_reduce(VecReduce::Saddlv, B8, 0, 1), "saddlv h0, v1.8b"),
        (vec_reduce(VecReduce::Saddlv, H4, 0, 1), "saddlv s0, v1.4h"),
        (
            vec_reduce(VecReduce::Fmaxnmv, S4, 0, 1),
            "fmaxnmv s0, v1.4s",
        ),
        (
            vec_reduce(VecReduce::Fminnmv, S4, 0, 1),
            "fminnmv s0, v1.4s",
        ),
        (vec_reduce(VecReduce::Fmaxv, S4, 0, 1), "fmaxv s0, v1.4s"),
        (vec_reduce(VecReduce::Fminv, S4, 0, 1), "fminv s0, v1.4s"),
        (
            vec_reduce(VecReduce::Fmaxnmv, H8, 0, 1),
            "fmaxnmv h0, v1.8h",
        ),
        (vec_reduce(VecReduce::Fminv, H4, 0, 1), "fminv h0, v1.4h"),
        (vec_reduce(VecReduce::Fmaxv, H8, 0, 1), "fmaxv h0, v1.8h"),
        (faddp_scalar(false, 0, 1), "faddp s0, v1.2s"),
        (faddp_scalar(true, 0, 1), "faddp d0, v1.2d"),
        (addp_scalar(0, 1), "addp d0, v1.2d"),
        (addp_scalar(31, 30), "addp d31, v30.2d"),
        // Shifts by immediate.
        (
            vec_shift_imm(VecShiftImm::Shl, B16, 0, 1, 7),
            "shl v0.16b, v1.16b, #7",
        ),
        (
            vec_shift_imm(VecShiftImm::Shl, S4, 0, 1, 3),
            "shl v0.4s, v1.4s, #3",
        ),
        (
            vec_shift_imm(VecShiftImm::Shl, D2, 0, 1, 63),
            "shl v0.2d, v1.2d, #63",
        ),
        (
            vec_shift_imm(VecShiftImm::Shl, H8, 0, 1, 0),
            "shl v0.8h, v1.8h, #0",
        ),
        (
            vec_shift_imm(VecShiftImm::Shl, H4, 0, 1, 15),
            "shl v0.4h, v1.4h, #15",
        ),
        (
            vec_shift_imm(VecShiftImm::Sshr, S4, 0, 1, 32),
            "sshr v0.4s, v1.4s, #32",
        ),
        (
            vec_shift_imm(VecShiftImm::Sshr, B8, 0, 1, 1),
            "sshr v0.8b, v1.8b, #1",
        ),
        (
            vec_shift_imm(VecShiftImm::Sshr, D2, 0, 1, 64),
            "sshr v0.2d, v1.2d, #64",
        ),
        (
            vec_shift_imm(VecShiftImm::Ushr, H8, 0, 1, 15),
            "ushr v0.8h, v1.8h, #15",
        ),
        (
            vec_shift_imm(VecShiftImm::Ushr, D2, 0, 1, 1),
            "ushr v0.2d, v1.2d, #1",
        ),
        (
            vec_shift_imm(VecShiftImm::Ushr, S2, 0, 1, 7),
            "ushr v0.2s, v1.2s, #7",
        ),
        (
            vec_shift_imm(VecShiftImm::Sshll, B8, 0, 1, 3),
            "sshll v0.8h, v1.8b, #3",
        ),
        (
            vec_shift_imm(VecShiftImm::Sshll, H4, 0, 1, 15),
            "sshll v0.4s, v1.4h, #15",
        ),
        (
            vec_shift_imm(VecShiftImm::Sshll, S4, 0, 1, 1),
            "sshll2 v0.2d, v1.4s, #1",
        ),
        (
            vec_shift_imm(VecShiftImm::Ushll, S2, 0, 1, 31),
            "ushll v0.2d, v1.2s, #31",
        ),
        (
            vec_shift_imm(VecShiftImm::Ushll, B16, 0, 1, 7),
            "ushll2 v0.8h, v1.16b, #7",
        ),
        (
            vec_shift_imm(VecShiftImm::Shrn, B8, 0, 1, 8),
            "shrn v0.8b, v1.8h, #8",
        ),
        (
            vec_shift_imm(VecShiftImm::Shrn, S2, 0, 1, 1),
            "shrn v0.2s, v1.2d, #1",
        ),
        (
            vec_shift_imm(VecShiftImm::Shrn, H8, 0, 1, 4),
            "shrn2 v0.8h, v1.4s, #4",
        ),
        (
            vec_shift_imm(VecShiftImm::Sli, S4, 0, 1, 5),
            "sli v0.4s, v1.4s, #5",
        ),
        (
            vec_shift_imm(VecShiftImm::Sri, D2, 0, 1, 64),
            "sri v0.2d, v1.2d, #64",
        ),
        (
            vec_shift_imm(VecShiftImm::Ssra, H8, 0, 1, 3),
            "ssra v0.8h, v1.8h, #3",
        ),
        (
            vec_shift_imm(VecShiftImm::Usra, B16, 0, 1, 8),
            "usra v0.16b, v1.16b, #8",
        ),
        // Widening three-register.
        (
            vec_widen3(VecWiden::Smull, B8, false, 0, 1, 2),
            "smull v0.8h, v1.8b, v2.8b",
        ),
        (
            vec_widen3(VecWiden::Smull, H4, true, 0, 1, 2),
            "smull2 v0.4s, v1.8h, v2.8h",
        ),
        (
            vec_widen3(VecWiden::Umull, S2, false, 0, 1, 2),
            "umull v0.2d, v1.2s, v2.2s",
        ),
        (
            vec_widen3(VecWiden::Umull, B16, true, 0, 1, 2),
            "umull2 v0.8h, v1.16b, v2.16b",
        ),
        (
            vec_widen3(VecWiden::Saddl, H4, false, 0, 1, 2),
            "saddl v0.4s, v1.4h, v2.4h",
        ),
        (
            vec_widen3(VecWiden::Uaddl, S2, true, 0, 1, 2),
            "uaddl2 v0.2d, v1.4s, v2.4s",
        ),
        (
            vec_widen3(VecWiden::Ssubl, B8, false, 0, 1, 2),
            "ssubl v0.8h, v1.8b, v2.8b",
        ),
        (
            vec_widen3(VecWiden::Usubl, H4, false, 0, 1, 2),
            "usubl v0.4s, v1.4h, v2.4h",
        ),
        (
            vec_widen3(VecWiden::Smlal, S2, false, 0, 1, 2),
            "smlal v0.2d, v1.2s, v2.2s",
        ),
        (
            vec_widen3(VecWiden::Umlal, H4, true, 0, 1, 2),
            "umlal2 v0.4s, v1.8h, v2.8h",
        ),
        // Extract and table lookup.
        (ext(true, 0, 1, 2, 8), "ext v0.16b, v1.16b, v2.16b, #8"),
        (ext(true, 0, 1, 2, 15), "ext v0.16b, v1.16b, v2.16b, #15"),
        (ext(false, 0, 1, 2, 3), "ext v0.8b, v1.8b, v2.8b, #3"),
        (ext(false, 0, 1, 2, 0), "ext v0.8b, v1.8b, v2.8b, #0"),
        (tbl(true, 0, 1, 1, 2), "tbl v0.16b, {v1.16b}, v2.16b"),
        (tbl(false, 0, 1, 1, 2), "tbl v0.8b, {v1.16b}, v2.8b"),
        (
            tbl(true, 0, 1, 2, 3),
            "tbl v0.16b, {v1.16b, v2.16b}, v3.16b",
        ),
        (
            tbl(true, 0, 4, 3, 3),
            "tbl v0.16b, {v4.16b, v5.16b, v6.16b}, v3.16b",
        ),
        (
            tbl(false, 0, 30, 4, 3),
            "tbl v0.8b, {v30.16b, v31.16b, v0.16b, v1.16b}, v3.8b",
        ),
        // Element moves.
        (dup_element(S4, 0, 1, 1), "dup v0.4s, v1.s[1]"),
        (dup_element(B16, 0, 1, 15), "dup v0.16b, v1.b[15]"),
        (dup_element(D2, 0, 1, 1), "dup v0.2d, v1.d[1]"),
        (dup_element(H4, 0, 1, 7), "dup v0.4h, v1.h[7]"),
        (dup_element(B8, 0, 1, 0), "dup v0.8b, v1.b[0]"),
        (dup_element(S2, 0, 1, 3), "dup v0.2s, v1.s[3]"),
        (dup_element(H8, 0, 1, 2), "dup v0.8h, v1.h[2]"),
        (dup_gpr(S4, 0, 1), "dup v0.4s, w1"),
        (dup_gpr(D2, 0, 1), "dup v0.2d, x1"),
        (dup_gpr(B16, 0, 2), "dup v0.16b, w2"),
        (dup_gpr(H4, 0, 3), "dup v0.4h, w3"),
        (dup_gpr(S2, 0, 31), "dup v0.2s, wzr"),
        (dup_gpr(H8, 0, 3), "dup v0.8h, w3"),
        (dup_gpr(B8, 0, 3), "dup v0.8b, w3"),
        (ins_gpr(2, 0, 1, 1), "mov v0.s[1], w1"),
        (ins_gpr(3, 0, 1, 1), "mov v0.d[1], x1"),
        (ins_gpr(0, 0, 15, 2), "mov v0.b[15], w2"),
        (ins_gpr(1, 0, 3, 31), "mov v0.h[3], wzr"),
        (ins_element(2, 0, 1, 1, 0), "mov v0.s[1], v1.s[0]"),
        (ins_element(3, 0, 0, 1, 1), "mov v0.d[0], v1.d[1]"),
        (ins_element(0, 0, 3, 1, 15), "mov v0.b[3], v1.b[15]"),
        (ins_element(1, 0, 7, 1, 2), "mov v0.h[7], v1.h[2]"),
        (umov(0, 0, 1, 15), "umov w0, v1.b[15]"),
        (umov(1, 0, 1, 3), "umov w0, v1.h[3]"),
        (umov(2, 0, 1, 1), "mov w0, v1.s[1]"),
        (umov(3, 0, 1, 1), "mov x0, v1.d[1]"),
        (umov(3, 31, 1, 0), "mov xzr, v1.d[0]"),
        (smov(0, w, 0, 1, 1), "smov w0, v1.b[1]"),
        (smov(1, x, 0, 1, 7), "smov x0, v1.h[7]"),
        (smov(2, x, 0, 1, 3), "smov x0, v1.s[3]"),
        (smov(1, w, 0, 1, 0), "smov w0, v1.h[0]"),
        (smov(0, x, 0, 1, 15), "smov x0, v1.b[15]"),
        // Modified immediates.
        (movi(B16, 0, 0xff, 0), "movi v0.16b, #255"),
        (movi(B8, 0, 0x12, 0), "movi v0.8b, #0x12"),
        (movi(S4, 0, 1, 0), "movi v0.4s, #1"),
        (movi(S4, 0, 0x12, 8), "movi v0.4s, #0x12, lsl #8"),
        (movi(S2, 0, 0xff, 24), "movi v0.2s, #0xff, lsl #24"),
        (movi(S4, 0, 0x40, 16), "movi v0.4s, #0x40, lsl #16"),
        (movi(H8, 0, 0x80, 8), "movi v0.8h, #0x80, lsl #8"),
        (movi(H4, 0, 3, 0), "movi v0.4h, #3"),
        (mvni(S4, 0, 0, 0), "mvni v0.4s, #0"),
        (mvni(H8, 0, 0x7f, 8), "mvni v0.8h, #0x7f, lsl #8"),
        (mvni(S2, 0, 1, 16), "mvni v0.2s, #1, lsl #16"),
        (mvni(H4, 0, 0xfe, 0), "mvni v0.4h, #0xfe"),
        (movi_d2_bytemask(0, 0), "movi v0.2d, #0"),
        (movi_d2_bytemask(0, 0xff), "movi v0.2d, #0xffffffffffffffff"),
        (movi_d2_bytemask(1, 0xaa), "movi v1.2d, #0xff00ff00ff00ff00"),
        (movi_d2_bytemask(2, 0x0f), "movi v2.2d, #0x00000000ffffffff"),
        (movi_d_zero(0), "movi d0, #0"),
        (movi_d_zero(31), "movi d31, #0"),
        (fmov_vec_imm(S4, 0, fimm(1.0)), "fmov v0.4s, #1.0"),
        (fmov_vec_imm(S2, 0, fimm(-2.5)), "fmov v0.2s, #-2.5"),
        (fmov_vec_imm(D2, 0, fimm(0.5)), "fmov v0.2d, #0.5"),
        (fmov_vec_imm(H8, 0, fimm(1.0)), "fmov v0.8h, #1.0"),
        (fmov_vec_imm(H4, 0, fimm(31.0)), "fmov v0.4h, #31.0"),
        // Single-structure loads and stores.
        (ld_replicate(1, S4, 0, 1), "ld1r {v0.4s}, [x1]"),
        (ld_replicate(1, B16, 0, 31), "ld1r {v0.16b}, [sp]"),
        (ld_replicate(1, D2, 0, 2), "ld1r {v0.2d}, [x2]"),
        (ld_replicate(1, B8, 0, 0), "ld1r {v0.8b}, [x0]"),
        (ld_replicate(1, H4, 0, 3), "ld1r {v0.4h}, [x3]"),
        (ld_replicate(1, H8, 5, 3), "ld1r {v5.8h}, [x3]"),
        (ld_replicate(1, S2, 0, 3), "ld1r {v0.2s}, [x3]"),
        (ld_replicate(1, D1, 0, 3), "ld1r {v0.1d}, [x3]"),
        (ld_lane(1, 2, 0, 1, 1), "ld1 {v0.s}[1], [x1]"),
        (ld_lane(1, 2, 0, 3, 1), "ld1 {v0.s}[3], [x1]"),
        (ld_lane(1, 0, 0, 15, 1), "ld1 {v0.b}[15], [x1]"),
        (ld_lane(1, 0, 0, 6, 1), "ld1 {v0.b}[6], [x1]"),
        (ld_lane(1, 1, 0, 5, 2), "ld1 {v0.h}[5], [x2]"),
        (ld_lane(1, 3, 0, 1, 31), "ld1 {v0.d}[1], [sp]"),
        (ld_lane(1, 3, 7, 0, 3), "ld1 {v7.d}[0], [x3]"),
        (st_lane(1, 2, 0, 2, 1), "st1 {v0.s}[2], [x1]"),
        (st_lane(1, 0, 0, 9, 1), "st1 {v0.b}[9], [x1]"),
        (st_lane(1, 1, 0, 3, 2), "st1 {v0.h}[3], [x2]"),
        (st_lane(1, 3, 0, 1, 31), "st1 {v0.d}[1], [sp]"),
        // Structures of several registers.
        (tbx(true, 0, 1, 1, 2), "tbx v0.16b, {v1.16b}, v2.16b"),
        (tbx(false, 0, 1, 2, 3), "tbx v0.8b, {v1.16b, v2.16b}, v3.8b"),
        (
            tbx(true, 5, 0, 3, 3),
            "tbx v5.16b, {v0.16b, v1.16b, v2.16b}, v3.16b",
        ),
        (
            tbx(false, 0, 30, 4, 3),
            "tbx v0.8b, {v30.16b, v31.16b, v0.16b, v1.16b}, v3.8b",
        ),
        (
            tbl(true, 0, 0, 4, 4),
            "tbl v0.16b, {v0.16b, v1.16b, v2.16b, v3.16b}, v4.16b",
        ),
        (
            vec_shift_imm(VecShiftImm::Rshrn, B8, 0, 1, 3),
            "rshrn v0.8b, v1.8h, #3",
        ),
        (
            vec_shift_imm(VecShiftImm::Rshrn, B16, 0, 1, 8),
            "rshrn2 v0.16b, v1.8h, #8",
        ),
        (
            vec_shift_imm(VecShiftImm::Sqshrn, H4, 0, 1, 5),
            "sqshrn v0.4h, v1.4s, #5",
        ),
        (
            vec_shift_imm(VecShiftImm::Sqshrn, H8, 0, 1, 16),
            "sqshrn2 v0.8h, v1.4s, #16",
        ),
        (
            vec_shift_imm(VecShiftImm::Uqshrn, S2, 0, 1, 32),
            "uqshrn v0.2s, v1.2d, #32",
        ),
        (
            vec_shift_imm(VecShiftImm::Uqshrn, S4, 0, 1, 1),
            "uqshrn2 v0.4s, v1.2d, #1",
        ),
        (
            vec_shift_imm(VecShiftImm::Sqrshrn, B8, 0, 1, 1),
            "sqrshrn v0.8b, v1.8h, #1",
        ),
        (
            vec_shift_imm(VecShiftImm::Sqrshrn, B16, 0, 1, 7),
            "sqrshrn2 v0.16b, v1.8h, #7",
        ),
        (
            vec_shift_imm(VecShiftImm::Uqrshrn, S2, 0, 1, 7),
            "uqrshrn v0.2s, v1.2d, #7",
        ),
        (
            vec_shift_imm(VecShiftImm::Uqrshrn, H8, 0, 1, 9),
            "uqrshrn2 v0.8h, v1.4s, #9",
        ),
        (
            vec_shift_imm(VecShiftImm::Sqshrun, B8, 0, 1, 2),
            "sqshrun v0.8b, v1.8h, #2",
        ),
        (
            vec_shift_imm(VecShiftImm::Sqshrun, S4, 0, 1, 20),
            "sqshrun2 v0.4s, v1.2d, #20",
        ),
        (
            vec_shift_imm(VecShiftImm::Sqrshrun, H4, 0, 1, 2),
            "sqrshrun v0.4h, v1.4s, #2",
        ),
        (
            vec_shift_imm(VecShiftImm::Sqrshrun, B16, 0, 1, 5),
            "sqrshrun2 v0.16b, v1.8h, #5",
        ),
        (
            ldst_multiple(true, false, 1, B16, 0, 0),
            "ld1 {v0.16b}, [x0]",
        ),
        (
            ldst_multiple(true, false, 2, B16, 0, 0),
            "ld1 {v0.16b, v1.16b}, [x0]",
        ),
        (
            ldst_multiple(true, false, 3, S2, 0, 1),
            "ld1 {v0.2s, v1.2s, v2.2s}, [x1]",
        ),
        (
            ldst_multiple(true, false, 4, D2, 0, 31),
            "ld1 {v0.2d, v1.2d, v2.2d, v3.2d}, [sp]",
        ),
        (
            ldst_multiple(true, false, 2, D1, 0, 2),
            "ld1 {v0.1d, v1.1d}, [x2]",
        ),
        (
            ldst_multiple(true, false, 2, H8, 31, 2),
            "ld1 {v31.8h, v0.8h}, [x2]",
        ),
        (
            ldst_multiple(true, true, 2, B16, 0, 0),
            "ld2 {v0.16b, v1.16b}, [x0]",
        ),
        (
            ldst_multiple(true, true, 2, H4, 0, 3),
            "ld2 {v0.4h, v1.4h}, [x3]",
        ),
        (
            ldst_multiple(true, true, 3, H4, 0, 0),
            "ld3 {v0.4h, v1.4h, v2.4h}, [x0]",
        ),
        (
            ldst_multiple(true, true, 3, D2, 0, 0),
            "ld3 {v0.2d, v1.2d, v2.2d}, [x0]",
        ),
        (
            ldst_multiple(true, true, 4, S4, 0, 0),
            "ld4 {v0.4s, v1.4s, v2.4s, v3.4s}, [x0]",
        ),
        (
            ldst_multiple(true, true, 4, B8, 0, 5),
            "ld4 {v0.8b, v1.8b, v2.8b, v3.8b}, [x5]",
        ),
        (
            ldst_multiple(false, false, 1, B16, 0, 0),
            "st1 {v0.16b}, [x0]",
        ),
        (
            ldst_multiple(false, false, 2, B16, 0, 0),
            "st1 {v0.16b, v1.16b}, [x0]",
        ),
        (
            ldst_multiple(false, false, 3, H4, 0, 1),
            "st1 {v0.4h, v1.4h, v2.4h}, [x1]",
        ),
        (
            ldst_multiple(false, false, 4, S4, 0, 1),
            "st1 {v0.4s, v1.4s, v2.4s, v3.4s}, [x1]",
        ),
        (
            ldst_multiple(false, false, 4, D1, 0, 1),
            "st1 {v0.1d, v1.1d, v2.1d, v3.1d}, [x1]",
        ),
        (
            ldst_multiple(false, true, 2, B16, 0, 0),
            "st2 {v0.16b, v1.16b}, [x0]",
        ),
        (
            ldst_multiple(false, true, 2, S2, 0, 31),
            "st2 {v0.2s, v1.2s}, [sp]",
        ),
        (
            ldst_multiple(false, true, 3, H8, 0, 0),
            "st3 {v0.8h, v1.8h, v2.8h}, [x0]",
        ),
        (
            ldst_multiple(false, true, 4, D2, 0, 0),
            "st4 {v0.2d, v1.2d, v2.2d, v3.2d}, [x0]",
        ),
        (
            ldst_multiple(false, true, 4, B8, 0, 0),
            "st4 {v0.8b, v1.8b, v2.8b, v3.8b}, [x0]",
        ),
        (ld_replicate(2, S4, 0, 0), "ld2r {v0.4s, v1.4s}, [x0]"),
        (ld_replicate(2, D1, 0, 0), "ld2r {v0.1d, v1.1d}, [x0]"),
        (
            ld_replicate(3, B16, 0, 0),
            "ld3r {v0.16b, v1.16b, v2.16b}, [x0]",
        ),
        (
            ld_replicate(4, H4, 0, 31),
            "ld4r {v0.4h, v1.4h, v2.4h, v3.4h}, [sp]",
        ),
        (ld_lane(2, 0, 0, 3, 0), "ld2 {v0.b, v1.b}[3], [x0]"),
        (ld_lane(2, 1, 0, 7, 0), "ld2 {v0.h, v1.h}[7], [x0]"),
        (ld_lane(3, 2, 0, 1, 0), "ld3 {v0.s, v1.s, v2.s}[1], [x0]"),
        (
            ld_lane(4, 3, 0, 1, 0),
            "ld4 {v0.d, v1.d, v2.d, v3.d}[1], [x0]",
        ),
        (st_lane(2, 0, 0, 5, 0), "st2 {v0.b, v1.b}[5], [x0]"),
        (st_lane(3, 1, 0, 2, 0), "st3 {v0.h, v1.h, v2.h}[2], [x0]"),
        (
            st_lane(4, 2, 0, 3, 0),
            "st4 {v0.s, v1.s, v2.s, v3.s}[3], [x0]",
        ),
    ]
}

#[test]
fn encodings_match_llvm() {
    let data = include_str!("testdata/encodings.txt");
    let reference: std::collections::HashMap<&str, (&str, &str)> = data
        .lines()
        .filter_map(|line| {
            let (text, rest) = line.split_once(" => ")?;
            Some((text, rest.split_once(" => ")?))
        })
        .collect();
    let mut table = table();
    table.extend(neon_table());
    assert!(table.len() >= 550, "table too small");
    let mut bad = Vec::new();
    for (word, text) in table {
        let Some(&(hex, printed)) = reference.get(text) else {
            bad.push(format!("{text}: not in testdata/encodings.txt"));
            continue;
        };
        let bytes: Vec<u8> = hex
            .split_whitespace()
            .map(|b| u8::from_str_radix(b, 16).expect("hex byte"))
            .collect();
        let want = u32::from_le_bytes(bytes.try_into().expect("four bytes"));
        if word != want {
            bad.push(format!("{text}: encoder {word:08x}, llvm-mc {want:08x}"));
        }
        let got = disasm::print(want, 0);
        if got != printed {
            bad.push(format!("{text}: disasm {got:?}, llvm-objdump {printed:?}"));
        }
    }
    assert!(bad.is_empty(), "{} differ:\n{}", bad.len(), bad.join("\n"));
}

/// The value of `N:immr:imms` as a logical immediate of `size` bits (DecodeBitMasks),
/// or `None` when the fields are reserved or not the canonical spelling.
fn decode_bitmask(enc: u16, size: u32) -> Option<u64> {
    let n = u32::from(enc >> 12) & 1;
    let immr = u32::from(enc >> 6) & 63;
    let imms = u32::from(enc) & 63;
    let len = ((n << 6) | (!imms & 63)).checked_ilog2()?;
    if len < 1 || (len == 6 && size == 32) || len > 6 {
        return None;
    }
    let esize = 1u32 << len;
    let levels = esize - 1;
    let s = imms & levels;
    let r = immr & levels;
    // Reserved, or a rotation with bits beyond the element (another spelling).
    if s == levels || r != immr {
        return None;
    }
    let mask = u64::MAX >> (64 - esize);
    let welem = (1u64 << (s + 1)) - 1;
    let elem = ((welem >> r) | (welem << ((esize - r) % esize))) & mask;
    let mut value = 0;
    let mut i = 0;
    while i < size {
        value |= elem << i;
        i += esize;
    }
    Some(value)
}

#[test]
fn bitmask_imm_matches_decoding() {
    for (sf, size, count) in [(true, 64, 5334), (false, 32, 1302)] {
        let mut seen = 0;
        for enc in 0..1u16 << 13 {
            let Some(value) = decode_bitmask(enc, size) else {
                continue;
            };
            seen += 1;
            assert_eq!(bitmask_imm(value, sf), Some(enc), "{value:#x} sf={sf}");
        }
        assert_eq!(seen, count);
    }
    for v in [0, u64::MAX, 0x1234, 0x5] {
        assert_eq!(bitmask_imm(v, true), None, "{v:#x}");
    }
    for v in [0, 0xffff_ffff, 0x1234, 0xffff_ffff_0000_0000] {
        assert_eq!(bitmask_imm(v, false), None, "{v:#x}");
    }
    // The 32-bit form only looks at the low half.
    assert_eq!(
        bitmask_imm(0x1234_5678_0000_00ff, false),
        bitmask_imm(0xff, false)
    );
}

#[test]
fn fp_imm8_round_trips() {
    for imm8 in 0..=255u8 {
        // VFPExpandImm for 64 bits.
        let a = u64::from(imm8 >> 7);
        let b = u64::from(imm8 >> 6) & 1;
        let cd = u64::from(imm8 >> 4) & 3;
        let efgh = u64::from(imm8) & 15;
        let exp = ((b ^ 1) << 10) | (if b == 1 { 0xff } else { 0 } << 2) | cd;
        let value = f64::from_bits((a << 63) | (exp << 52) | (efgh << 48));
        assert_eq!(fp_imm8(value), Some(imm8), "{value}");
    }
    for v in [
        0.0,
        -0.0,
        0.1,
        32.0,
        0.0625 * 0.5,
        f64::INFINITY,
        f64::NAN,
        1.0 + 1.0 / 32.0,
    ] {
        assert_eq!(fp_imm8(v), None, "{v}");
    }
}

#[test]
fn nop_fill_pads() {
    let mut out = vec![1];
    nop_fill(&mut out, 10);
    assert_eq!(
        out,
        [1, 0, 0, 0x1f, 0x20, 0x03, 0xd5, 0x1f, 0x20, 0x03, 0xd5]
    );
}
