//! AArch64 machine instructions over virtual registers, as instruction selection makes
//! them and the emitter encodes them after register allocation.
//!
//! Most instructions are one machine instruction of [`crate::encode`]'s forms; a few
//! are short sequences the emitter expands once the frame is known (frame addresses,
//! symbol addresses, calls and returns).

use crate::regs;
use regalloc2::{PReg, PRegSet};
use rllc_codegen::frame::StackSlot;
use rllc_codegen::{
    visit_fixed, MBlock, MachInst, ModuleCtx, OperandUse, OperandVisitor, Reg, RelocModel,
    RelocTarget,
};
use rllc_ir::module::CodeModel;

pub use crate::encode::{
    AluOp, BitfieldOp, Cond, CselOp, Dp1Op, Dp2Op, Dp3Op, ExtendOp, Fp1Op, Fp2Op, Fp3Op, FpRound,
    FpSize, LdSt, MoveWideOp, RegExtend,
};
pub use crate::encode::{VecArr, VecOp2, VecOp3, VecReduce, VecShiftImm};

/// A memory address.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Amode {
    /// `[base + off]` (the emitter picks the scaled, unscaled or register form).
    RegOff { base: Reg, off: i64 },
    /// `[base + index]`, the index extended by `ext` and, when `scaled`, multiplied by
    /// the access size.
    RegReg {
        base: Reg,
        index: Reg,
        ext: RegExtend,
        scaled: bool,
    },
    /// A fixed stack object plus `off`.
    Slot { slot: StackSlot, off: i64 },
    /// The outgoing-argument area: `[sp + off]`.
    Outgoing { off: u32 },
    /// An incoming stack argument, `off` bytes above the stack pointer at entry.
    Incoming { off: u32 },
}

impl Amode {
    fn visit(&mut self, v: &mut dyn OperandVisitor) {
        match self {
            Amode::RegOff { base, .. } => v.operand(base, OperandUse::Use),
            Amode::RegReg { base, index, .. } => {
                v.operand(base, OperandUse::Use);
                v.operand(index, OperandUse::Use);
            }
            Amode::Slot { .. } | Amode::Outgoing { .. } | Amode::Incoming { .. } => {}
        }
    }
}

/// What a conditional branch tests.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum BranchCond {
    /// The flags, as the last compare set them.
    Flags(Cond),
    /// `cbz` (`nonzero`: `cbnz`) on the low 32 bits or (`sf`) all 64 bits of `reg`.
    Zero { reg: Reg, sf: bool, nonzero: bool },
    /// `tbz` (`set`: `tbnz`) on bit `bit` of `reg`.
    Bit { reg: Reg, bit: u8, set: bool },
}

/// The callee of a call.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum CallTarget {
    /// `bl symbol`.
    Direct(RelocTarget),
    /// `blr reg`.
    Indirect(Reg),
}

/// Registers a call or return passes in fixed places.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct FixedRegs {
    pub uses: Vec<(Reg, PReg)>,
    pub defs: Vec<(Reg, PReg)>,
}

/// How a symbol's address is formed.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum SymbolAccess {
    /// The address itself ([`Addressing`]: `adrp` + `add :lo12:`, `adr`, or `movz` and
    /// `movk`).
    Direct,
    /// The address from the GOT (`adrp` + `ldr :got_lo12:`, or a literal `ldr :got:`).
    Got,
}

/// How the code forms symbols' addresses: the code model, as llc applies it.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Addressing {
    /// Small code model, and large when position independent: `adrp` with `:lo12:`.
    Small,
    /// Tiny: code and data within 1 MiB, addresses by `adr`, GOT entries and constants
    /// by literal `ldr`.
    Tiny,
    /// Large, not position independent: absolute addresses by `movz` and three `movk`
    /// (GOT entries as in small).
    Large,
}

impl Addressing {
    /// The addressing of code compiled under `cx`'s code and relocation models.
    pub fn of(cx: &ModuleCtx) -> Addressing {
        match cx.code_model {
            CodeModel::Tiny => Addressing::Tiny,
            CodeModel::Large if cx.reloc_model != RelocModel::Pic => Addressing::Large,
            _ => Addressing::Small,
        }
    }
}

/// The operation of an atomic read-modify-write loop.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum AtomicOp {
    Xchg,
    Add,
    Sub,
    And,
    Nand,
    Or,
    Xor,
    Max,
    Min,
    UMax,
    UMin,
}

/// The acquire and release halves of an atomic's ordering, as llc picks its
/// instructions: `ldaxr`/`stlxr` over `ldxr`/`stxr`, the `a`/`l` suffixes of the LSE
/// instructions, and the `_acq`/`_rel` of the outline helpers.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct AtomicOrder {
    pub acquire: bool,
    pub release: bool,
}

/// How a thread-local variable's offset from the thread pointer is found.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum TlsAccess {
    /// `movz rd, #0`, `add rd, rd, :tprel_hi12:`, `add rd, rd, :tprel_lo12_nc:` (the
    /// offset is a link-time constant).
    LocalExec,
    /// The offset from the GOT (`adrp` + `ldr :gottprel_lo12:`, or a literal `ldr
    /// :gottprel:` in the tiny code model).
    InitialExec,
}

/// An AArch64 machine instruction.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum MInst {
    /// Function entry: defines the incoming argument registers.
    Args { defs: Vec<(Reg, PReg)> },
    /// `mov rd, rn`: a copy of a whole register of either class.
    Mov { rd: Reg, rn: Reg },
    /// `rd = rn op rm` (shifted-register form, `amount` bits of `shift` applied to `rm`).
    AluRRR {
        op: AluOp,
        sf: bool,
        rd: Reg,
        rn: Reg,
        rm: Reg,
        shift: crate::encode::ShiftOp,
        amount: u8,
    },
    /// `rd = rn op rm` with `rm` extended (`add x0, x1, w2, sxtw #2`).
    AluRRRExt {
        op: AluOp,
        sf: bool,
        rd: Reg,
        rn: Reg,
        rm: Reg,
        ext: ExtendOp,
        amount: u8,
    },
    /// `rd = rn op #imm12` (add/sub, `lsl12`: shifted left 12 bits).
    AluRRImm12 {
        op: AluOp,
        sf: bool,
        rd: Reg,
        rn: Reg,
        imm12: u16,
        lsl12: bool,
    },
    /// `rd = rn op #imm` with a logical immediate (encodable, checked when made).
    LogicImm {
        op: AluOp,
        sf: bool,
        rd: Reg,
        rn: Reg,
        imm: u64,
    },
    /// `mov rd, #imm`: `orr rd, zr, #imm` with a logical immediate.
    MovLogicImm { sf: bool, rd: Reg, imm: u64 },
    /// `movz`/`movn rd, #imm16, lsl #16*hw`.
    MovWide {
        op: MoveWideOp,
        sf: bool,
        rd: Reg,
        imm16: u16,
        hw: u8,
    },
    /// `movk rd, #imm16, lsl #16*hw`: `rd` is `rn` with one half-word replaced.
    MovK {
        rd: Reg,
        rn: Reg,
        imm16: u16,
        hw: u8,
    },
    /// Compare-type instruction that only sets flags: `op` is `Subs` (`cmp`), `Adds`
    /// (`cmn`) or `Ands` (`tst`).
    Cmp {
        op: AluOp,
        sf: bool,
        rn: Reg,
        rm: Reg,
    },
    /// `cmp`/`cmn rn, #imm12`.
    CmpImm {
        op: AluOp,
        sf: bool,
        rn: Reg,
        imm12: u16,
    },
    /// `tst rn, #imm` (logical immediate).
    TstImm { sf: bool, rn: Reg, imm: u64 },
    /// Add or subtract with carry.
    Adc {
        op: crate::encode::AdcOp,
        sf: bool,
        rd: Reg,
        rn: Reg,
        rm: Reg,
    },
    /// `sbcs xzr, rn, rm`: the high half of a wide compare.
    SbcsFlags { rn: Reg, rm: Reg },
    /// Two-source data processing (variable shifts, division).
    Dp2 {
        op: Dp2Op,
        sf: bool,
        rd: Reg,
        rn: Reg,
        rm: Reg,
    },
    /// One-source data processing (`clz`, `rbit`, `rev`, …).
    Dp1 {
        op: Dp1Op,
        sf: bool,
        rd: Reg,
        rn: Reg,
    },
    /// Three-source data processing (`madd rd, rn, rm, ra`, `smulh`, …).
    Dp3 {
        op: Dp3Op,
        sf: bool,
        rd: Reg,
        rn: Reg,
        rm: Reg,
        ra: Reg,
    },
    /// `mul rd, rn, rm` (`madd` with the zero register).
    Mul { sf: bool, rd: Reg, rn: Reg, rm: Reg },
    /// `smulh`/`umulh` (`signed`) `rd, rn, rm`.
    MulHigh {
        signed: bool,
        rd: Reg,
        rn: Reg,
        rm: Reg,
    },
    /// `sbfm`/`ubfm rd, rn, #immr, #imms` (shifts by constants, extensions, field
    /// extraction).
    Bitfield {
        op: BitfieldOp,
        sf: bool,
        rd: Reg,
        rn: Reg,
        immr: u8,
        imms: u8,
    },
    /// `extr rd, rn, rm, #lsb` (rotations).
    Extr {
        sf: bool,
        rd: Reg,
        rn: Reg,
        rm: Reg,
        lsb: u8,
    },
    /// `csel`/`csinc`/`csinv`/`csneg rd, rn, rm, cond`.
    Csel {
        op: CselOp,
        sf: bool,
        rd: Reg,
        rn: Reg,
        rm: Reg,
        cond: Cond,
    },
    /// `cset wd, cond` (0 or 1), or with `mask` `csetm xd, cond` (0 or all 64 bits
    /// ones).
    CSet { rd: Reg, cond: Cond, mask: bool },
    /// `ccmp rn, rm, #nzcv, cond`.
    Ccmp {
        sf: bool,
        rn: Reg,
        rm: Reg,
        nzcv: u8,
        cond: Cond,
    },
    /// A load of `op`'s size into `rt`.
    Load { op: LdSt, rt: Reg, mem: Amode },
    /// A store of `op`'s size from `rt`.
    Store { op: LdSt, rt: Reg, mem: Amode },
    /// `rd` = the address of `mem` (frame objects, incoming arguments).
    LoadAddr { rd: Reg, mem: Amode },
    /// `rd` = the address of `target` plus `addend`.
    SymbolAddr {
        rd: Reg,
        target: RelocTarget,
        addend: i64,
        access: SymbolAccess,
    },
    /// `rt` = constant-pool entry `index`, loaded with `op` (`adrp` of the scratch
    /// register, then `ldr rt, [x17, :lo12:]`; other code models form the entry's
    /// whole address in the scratch register).
    LoadConst { op: LdSt, rt: Reg, index: u32 },
    /// `fmov xd, vn.d[1]`: the high 64 bits of a 128-bit register.
    FMovFromHigh { rd: Reg, rn: Reg },
    /// `fmov vd.d[1], xn`: `rd` is `rv` with its high 64 bits replaced by `rn`'s.
    FMovToHigh { rd: Reg, rv: Reg, rn: Reg },
    /// `rd` = a thread-local variable's offset from the thread pointer.
    TlsOffset {
        rd: Reg,
        target: RelocTarget,
        access: TlsAccess,
    },
    /// `rd` (x0) = a thread-local variable's offset, from its TLS descriptor's resolver
    /// (`adrp x0`, `ldr x1`, `add x0`, `blr x1`), which preserves every other register
    /// but x1 and x30.
    TlsDesc { rd: Reg, target: RelocTarget },
    /// `rd` = the stack pointer.
    ReadSp { rd: Reg },
    /// The stack pointer = `rn` (`llvm.stackrestore`).
    WriteSp { rn: Reg },
    /// `rd` = the frame pointer (x29).
    ReadFp { rd: Reg },
    /// `mrs rd, sysreg`.
    ReadSysReg { rd: Reg, sysreg: u16 },
    /// `rd` = the thread pointer (`mrs rd, tpidr_el0`).
    ThreadPointer { rd: Reg },
    /// Floating-point two-source arithmetic.
    Fp2 {
        op: Fp2Op,
        ty: FpSize,
        rd: Reg,
        rn: Reg,
        rm: Reg,
    },
    /// Floating-point one-source operations (`fabs`, `fneg`, `fsqrt`, `frint*`).
    Fp1 {
        op: Fp1Op,
        ty: FpSize,
        rd: Reg,
        rn: Reg,
    },
    /// Floating-point fused multiply-add family.
    Fp3 {
        op: Fp3Op,
        ty: FpSize,
        rd: Reg,
        rn: Reg,
        rm: Reg,
        ra: Reg,
    },
    /// `fcvt` between precisions.
    FpCvt {
        from: FpSize,
        to: FpSize,
        rd: Reg,
        rn: Reg,
    },
    /// `fcmp rn, rm`.
    FCmp { ty: FpSize, rn: Reg, rm: Reg },
    /// `fcsel rd, rn, rm, cond`.
    FCsel {
        ty: FpSize,
        rd: Reg,
        rn: Reg,
        rm: Reg,
        cond: Cond,
    },
    /// `fmov` from a general-purpose register (the bits).
    FMovFromGpr {
        sf: bool,
        ty: FpSize,
        rd: Reg,
        rn: Reg,
    },
    /// `fmov` to a general-purpose register (the bits).
    FMovToGpr {
        sf: bool,
        ty: FpSize,
        rd: Reg,
        rn: Reg,
    },
    /// `fmov rd, #imm8`.
    FMovImm { ty: FpSize, rd: Reg, imm8: u8 },
    /// `scvtf`/`ucvtf`: integer (`sf`: 64-bit) to floating point.
    IntToFp {
        signed: bool,
        sf: bool,
        ty: FpSize,
        rd: Reg,
        rn: Reg,
    },
    /// `fcvt{z,n,…}{s,u}`: floating point to integer.
    FpToInt {
        round: FpRound,
        signed: bool,
        sf: bool,
        ty: FpSize,
        rd: Reg,
        rn: Reg,
    },
    /// A call; `clobbers` are the registers it overwrites besides its results.
    Call {
        target: CallTarget,
        regs: Box<FixedRegs>,
        clobbers: PRegSet,
        /// An `invoke`: the call ends its block, continuing at the normal edge or, when
        /// the callee unwinds, at the landing edge.
        unwind: Option<Box<Unwind>>,
        /// `bti j` right after the call: it returns twice (`setjmp`) under branch target
        /// enforcement, and `longjmp` comes back with a `br`.
        bti_after: bool,
    },
    /// A tail call: the frame is torn down and the callee entered with `b`/`br`.
    TailCall {
        target: CallTarget,
        uses: Box<[(Reg, PReg)]>,
    },
    /// Return, with the result registers.
    Ret { uses: Box<[(Reg, PReg)]> },
    /// Unconditional branch.
    Jump { target: MBlock },
    /// `br rn` to one of `succs` (the `indirectbr` dispatch).
    JumpIndirect { rn: Reg, succs: Box<[MBlock]> },
    /// Conditional branch.
    CondBr {
        cond: BranchCond,
        taken: MBlock,
        not_taken: MBlock,
    },
    /// `switch`: compares `value` (zero-extended; `sf`: 64-bit) with each case and
    /// branches to the first that matches, else to `default`.
    Switch {
        value: Reg,
        sf: bool,
        cases: Box<[(u64, MBlock)]>,
        default: MBlock,
    },
    /// `switch` on an integer of 65 to 128 bits (`lo`, `hi` zero-extended): each case
    /// compared limb by limb (`cmp`, `ccmp`).
    WideSwitch {
        lo: Reg,
        hi: Reg,
        cases: Box<[(u128, MBlock)]>,
        default: MBlock,
    },
    /// `brk #imm` (`llvm.trap`, `llvm.debugtrap`).
    Brk { imm: u16 },
    /// The end of a block that is never reached (`unreachable`): `brk #1`.
    Unreachable,
    /// An inline asm statement.
    InlineAsm(Box<crate::asm_inst::AsmInst>),
    /// `sub sp, sp, size` for a dynamic alloca (`size` a multiple of 16); `rd` receives
    /// the object's address, above the outgoing-argument area.
    DynAlloca { size: Reg, rd: Reg },
    /// An atomic read-modify-write of `1 << size` bytes at `ptr`: a loop of `ld{a}xr old`,
    /// `tmp = old op val`, `st{l}xr status, tmp` until the store succeeds. `val` is
    /// extended as the loaded value is (signed for `Max`/`Min`).
    AtomicRmw {
        op: AtomicOp,
        size: u8,
        order: AtomicOrder,
        ptr: Reg,
        val: Reg,
        old: Reg,
        tmp: Reg,
        status: Reg,
    },
    /// An atomic compare-and-exchange of `1 << size` bytes at `ptr`: `old` is the value
    /// found, `success` whether it was `expected` (zero-extended) and `desired` stored.
    AtomicCas {
        size: u8,
        order: AtomicOrder,
        ptr: Reg,
        expected: Reg,
        desired: Reg,
        old: Reg,
        success: Reg,
        status: Reg,
    },
    /// A floating-point atomic read-modify-write (`atomicrmw fadd`…) of a `ty` at `ptr`:
    /// a loop of `ld{a}xr old` (the bits), `ftmp = fmov(old) op val`, `st{l}xr status,
    /// fmov(ftmp)`.
    AtomicRmwFp {
        op: Fp2Op,
        ty: FpSize,
        order: AtomicOrder,
        ptr: Reg,
        val: Reg,
        old: Reg,
        ftmp: Reg,
        tmp: Reg,
        status: Reg,
    },
    /// An `i128` atomic read-modify-write at `ptr` (low half first): a loop of
    /// `ld{a}xp old`, `tmp = old op val`, `st{l}xp status, tmp`; `op` `None` stores the
    /// loaded value back (an atomic load).
    AtomicRmw128 {
        op: Option<AtomicOp>,
        order: AtomicOrder,
        ptr: Reg,
        val: [Reg; 2],
        old: [Reg; 2],
        tmp: [Reg; 2],
        status: Reg,
    },
    /// An `i128` compare-and-exchange loop (`ld{a}xp`, `st{l}xp` of `desired` or, on a
    /// mismatch, of the value found), then `success`.
    AtomicCas128 {
        order: AtomicOrder,
        ptr: Reg,
        expected: [Reg; 2],
        desired: [Reg; 2],
        old: [Reg; 2],
        success: Reg,
        status: Reg,
    },
    /// An LSE atomic (`ldadd`, `swp`…): `rt` gets the `1 << size` bytes at `rn`, which
    /// become `old op rs`.
    AtomicLse {
        op: crate::encode::AtomicOp,
        size: u8,
        order: AtomicOrder,
        rs: Reg,
        rt: Reg,
        rn: Reg,
    },
    /// LSE `cas`: `old` (allocated to `expected`'s register) gets the `1 << size` bytes
    /// at `ptr`, which become `desired` if they were `expected`.
    Cas {
        size: u8,
        order: AtomicOrder,
        expected: Reg,
        desired: Reg,
        ptr: Reg,
        old: Reg,
    },
    /// LSE `casp` of an `i128` at `ptr`: `expected` in x4:x5, which receive `old`, and
    /// `desired` in x6:x7 (the instruction needs even register pairs).
    Casp {
        order: AtomicOrder,
        ptr: Reg,
        expected: [Reg; 2],
        desired: [Reg; 2],
        old: [Reg; 2],
    },
    /// `dmb` with option `option`.
    Dmb { option: u8 },
    /// `ldar{b,h}` of `1 << size_log2` bytes at `[rn]` (an acquire or seq_cst load).
    LoadAcquire { size_log2: u8, rt: Reg, rn: Reg },
    /// `stlr{b,h}` of `1 << size_log2` bytes to `[rn]` (a release or seq_cst store).
    StoreRelease { size_log2: u8, rt: Reg, rn: Reg },
    /// A three-register vector operation (not the bitwise selects).
    VecRRR {
        op: VecOp3,
        arr: VecArr,
        rd: Reg,
        rn: Reg,
        rm: Reg,
    },
    /// An accumulating three-register operation (`fmla`/`fmls`, `smlal`, `sqdmlal`, …):
    /// `rd` is `acc` plus (minus) the lane-wise product of `rn` and `rm`.
    VecFmla {
        op: VecOp3,
        arr: VecArr,
        rd: Reg,
        acc: Reg,
        rn: Reg,
        rm: Reg,
    },
    /// `ext rd.16b, rn.16b, rm.16b, #index`.
    VecExt {
        rd: Reg,
        rn: Reg,
        rm: Reg,
        index: u8,
    },
    /// `bsl`: `rd` = `mask ? a : b` bit by bit (`rd` is the mask's register).
    VecBsl { rd: Reg, mask: Reg, a: Reg, b: Reg },
    /// A two-register vector operation; widening and narrowing ones name the narrow
    /// side's arrangement.
    VecRR {
        op: VecOp2,
        arr: VecArr,
        rd: Reg,
        rn: Reg,
    },
    /// An accumulating two-register operation (`sadalp`, `uadalp`): `rd` is `acc` plus
    /// the operation of `rn`.
    VecRRAcc {
        op: VecOp2,
        arr: VecArr,
        rd: Reg,
        acc: Reg,
        rn: Reg,
    },
    /// The upper-half form of a widening operation (`sxtl2`, `fcvtl2`).
    VecWidenHigh {
        op: VecOp2,
        arr: VecArr,
        rd: Reg,
        rn: Reg,
    },
    /// The upper-half form of a narrowing operation (`xtn2`, `fcvtn2`): `rd` is `low`
    /// with its upper half from `rn`.
    VecNarrowHigh {
        op: VecOp2,
        arr: VecArr,
        rd: Reg,
        low: Reg,
        rn: Reg,
    },
    /// A vector shift by an immediate.
    VecShiftImm {
        op: VecShiftImm,
        arr: VecArr,
        rd: Reg,
        rn: Reg,
        amount: u8,
    },
    /// `sli`/`sri`: `rd` is `acc` with `rn` shifted by `amount` inserted; or the upper-half
    /// form of a narrowing shift (`shrn2`, `sqshrn2`, …, `arr` the 128-bit narrow
    /// arrangement): `rd` is `acc`'s low half and the narrowed `rn` above it.
    VecShiftInsert {
        op: VecShiftImm,
        arr: VecArr,
        rd: Reg,
        acc: Reg,
        rn: Reg,
        amount: u8,
    },
    /// A reduction of a vector's lanes into lane 0 of `rd`.
    VecReduce {
        op: VecReduce,
        arr: VecArr,
        rd: Reg,
        rn: Reg,
    },
    /// `tbl rd.T, {tables.16b…}, index.T` (`T` is `16b` when `q`, else `8b`): indices
    /// past the table give 0, or with `acc` (`tbx`) keep `acc`'s element. A table of
    /// more than one register is read from v0, v1, … (they must be consecutive).
    VecTbl {
        q: bool,
        rd: Reg,
        acc: Option<Reg>,
        tables: Box<[Reg]>,
        index: Reg,
    },
    /// `ld2`..`ld4` or `st2`..`st4` of lane `index` (of `1 << size` bytes) of each of
    /// `regs` at `[addr]`; a load defines `loaded` as `regs` with that lane replaced.
    /// The registers are v0, v1, … (they must be consecutive).
    VecStructLane {
        size: u8,
        index: u8,
        regs: Box<[Reg]>,
        loaded: Option<Box<[Reg]>>,
        addr: Reg,
    },
    /// A structure load or store of whole registers at `[addr]` (see [`VecStructOp`]);
    /// more than one register are v0, v1, … (they must be consecutive).
    VecStructs {
        op: VecStructOp,
        arr: VecArr,
        regs: Box<[Reg]>,
        addr: Reg,
    },
    /// `dup rd.T, rn.T[index]`.
    VecDupElement {
        arr: VecArr,
        rd: Reg,
        rn: Reg,
        index: u8,
    },
    /// `dup rd.T, wn/xn`.
    VecDupGpr { arr: VecArr, rd: Reg, rn: Reg },
    /// `mov rd.T[index], wn/xn`: `rd` is `rv` with one lane replaced.
    VecInsGpr {
        size: u8,
        rd: Reg,
        rv: Reg,
        index: u8,
        rn: Reg,
    },
    /// `mov rd.T[dst], rn.T[src]`: `rd` is `rv` with one lane replaced.
    VecInsElement {
        size: u8,
        rd: Reg,
        rv: Reg,
        dst: u8,
        rn: Reg,
        src: u8,
    },
    /// `umov`/`smov` (`signed`, `sf`: to a 64-bit register) of lane `index`.
    VecMovToGpr {
        size: u8,
        signed: bool,
        sf: bool,
        rd: Reg,
        rn: Reg,
        index: u8,
    },
    /// `movi rd.2d, #0`.
    VecZero { rd: Reg },
    /// `ld1 {rd.T}[index], [addr]`: `rd` is `rv` with one lane loaded.
    VecLoadLane {
        size: u8,
        rd: Reg,
        rv: Reg,
        index: u8,
        addr: Reg,
    },
    /// `st1 {rt.T}[index], [addr]`.
    VecStoreLane {
        size: u8,
        rt: Reg,
        index: u8,
        addr: Reg,
    },
}

impl MachInst for MInst {
    fn visit_operands(&mut self, v: &mut dyn OperandVisitor) {
        use MInst::*;
        use OperandUse::*;
        match self {
            Args { defs } => visit_fixed(v, defs, true),
            Mov { rd, rn }
            | Dp1 { rd, rn, .. }
            | Bitfield { rd, rn, .. }
            | Fp1 { rd, rn, .. }
            | FpCvt { rd, rn, .. }
            | FMovFromGpr { rd, rn, .. }
            | FMovToGpr { rd, rn, .. }
            | IntToFp { rd, rn, .. }
            | FpToInt { rd, rn, .. }
            | AluRRImm12 { rd, rn, .. }
            | LogicImm { rd, rn, .. } => {
                v.operand(rn, Use);
                v.operand(rd, Def);
            }
            AluRRR { rd, rn, rm, .. }
            | Adc { rd, rn, rm, .. }
            | AluRRRExt { rd, rn, rm, .. }
            | Dp2 { rd, rn, rm, .. }
            | Mul { rd, rn, rm, .. }
            | MulHigh { rd, rn, rm, .. }
            | Extr { rd, rn, rm, .. }
            | Csel { rd, rn, rm, .. }
            | Fp2 { rd, rn, rm, .. }
            | FCsel { rd, rn, rm, .. } => {
                v.operand(rn, Use);
                v.operand(rm, Use);
                v.operand(rd, Def);
            }
            Dp3 { rd, rn, rm, ra, .. } | Fp3 { rd, rn, rm, ra, .. } => {
                v.operand(rn, Use);
                v.operand(rm, Use);
                v.operand(ra, Use);
                v.operand(rd, Def);
            }
            MovLogicImm { rd, .. }
            | MovWide { rd, .. }
            | CSet { rd, .. }
            | SymbolAddr { rd, .. }
            | ThreadPointer { rd }
            | FMovImm { rd, .. } => v.operand(rd, Def),
            FMovFromHigh { rd, rn } => {
                v.operand(rn, Use);
                v.operand(rd, Def);
            }
            FMovToHigh { rd, rv, rn } => {
                v.operand(rv, Use);
                v.operand(rn, Use);
                v.operand(rd, ReuseDef(0));
            }
            LoadConst { rt, .. } => v.operand(rt, Def),
            TlsOffset { rd, .. } | ReadSp { rd } | ReadFp { rd } | ReadSysReg { rd, .. } => {
                v.operand(rd, Def)
            }
            TlsDesc { rd, .. } => v.operand(rd, FixedDef(regs::x(0))),
            WriteSp { rn } => v.operand(rn, Use),
            MovK { rd, rn, .. } => {
                v.operand(rn, Use);
                v.operand(rd, ReuseDef(0));
            }
            Cmp { rn, rm, .. }
            | SbcsFlags { rn, rm }
            | Ccmp { rn, rm, .. }
            | FCmp { rn, rm, .. } => {
                v.operand(rn, Use);
                v.operand(rm, Use);
            }
            CmpImm { rn, .. } | TstImm { rn, .. } => v.operand(rn, Use),
            Load { rt, mem, .. } => {
                mem.visit(v);
                v.operand(rt, Def);
            }
            Store { rt, mem, .. } => {
                v.operand(rt, Use);
                mem.visit(v);
            }
            LoadAddr { rd, mem } => {
                mem.visit(v);
                v.operand(rd, Def);
            }
            Call { target, regs, .. } => {
                if let CallTarget::Indirect(r) = target {
                    v.operand(r, Use);
                }
                visit_fixed(v, &mut regs.uses, false);
                visit_fixed(v, &mut regs.defs, true);
            }
            TailCall { target, uses } => {
                if let CallTarget::Indirect(r) = target {
                    // Not an argument register: x16 or x17 are scratch, so any
                    // allocatable non-argument register will do.
                    v.operand(r, FixedUse(regs::x(9)));
                }
                visit_fixed(v, uses, false);
            }
            Ret { uses } => visit_fixed(v, uses, false),
            CondBr { cond, .. } => match cond {
                BranchCond::Flags(_) => {}
                BranchCond::Zero { reg, .. } | BranchCond::Bit { reg, .. } => v.operand(reg, Use),
            },
            Switch { value, .. } => v.operand(value, Use),
            WideSwitch { lo, hi, .. } => {
                v.operand(lo, Use);
                v.operand(hi, Use);
            }
            JumpIndirect { rn, .. } => v.operand(rn, Use),
            VecRRR { rd, rn, rm, .. } => {
                v.operand(rn, Use);
                v.operand(rm, Use);
                v.operand(rd, Def);
            }
            VecFmla {
                rd, acc, rn, rm, ..
            } => {
                v.operand(acc, Use);
                v.operand(rn, Use);
                v.operand(rm, Use);
                v.operand(rd, ReuseDef(0));
            }
            VecExt { rd, rn, rm, .. } => {
                v.operand(rn, Use);
                v.operand(rm, Use);
                v.operand(rd, Def);
            }
            VecBsl { rd, mask, a, b } => {
                v.operand(mask, Use);
                v.operand(a, Use);
                v.operand(b, Use);
                v.operand(rd, ReuseDef(0));
            }
            VecRR { rd, rn, .. }
            | VecWidenHigh { rd, rn, .. }
            | VecShiftImm { rd, rn, .. }
            | VecReduce { rd, rn, .. }
            | VecDupElement { rd, rn, .. }
            | VecDupGpr { rd, rn, .. }
            | VecMovToGpr { rd, rn, .. } => {
                v.operand(rn, Use);
                v.operand(rd, Def);
            }
            VecShiftInsert { rd, acc, rn, .. } | VecRRAcc { rd, acc, rn, .. } => {
                v.operand(acc, Use);
                v.operand(rn, Use);
                v.operand(rd, ReuseDef(0));
            }
            VecNarrowHigh { rd, low, rn, .. } => {
                v.operand(low, Use);
                v.operand(rn, Use);
                v.operand(rd, ReuseDef(0));
            }
            VecTbl {
                rd,
                acc,
                tables,
                index,
                ..
            } => {
                if let Some(acc) = acc {
                    v.operand(acc, Use);
                }
                visit_tuple(v, tables, Use);
                v.operand(index, Use);
                v.operand(rd, if acc.is_some() { ReuseDef(0) } else { Def });
            }
            VecStructLane {
                regs, loaded, addr, ..
            } => {
                v.operand(addr, Use);
                visit_tuple(v, regs, Use);
                if let Some(loaded) = loaded {
                    visit_tuple(v, loaded, Def);
                }
            }
            VecStructs { op, regs, addr, .. } => {
                v.operand(addr, Use);
                visit_tuple(v, regs, if op.is_load() { Def } else { Use });
            }
            VecInsGpr { rd, rv, rn, .. } | VecInsElement { rd, rv, rn, .. } => {
                v.operand(rv, Use);
                v.operand(rn, Use);
                v.operand(rd, ReuseDef(0));
            }
            VecZero { rd } => v.operand(rd, Def),
            VecLoadLane { rd, rv, addr, .. } => {
                v.operand(rv, Use);
                v.operand(addr, Use);
                v.operand(rd, ReuseDef(0));
            }
            VecStoreLane { rt, addr, .. } => {
                v.operand(rt, Use);
                v.operand(addr, Use);
            }
            AtomicRmw {
                ptr,
                val,
                old,
                tmp,
                status,
                ..
            } => {
                v.operand(ptr, Use);
                v.operand(val, Use);
                v.operand(old, EarlyDef);
                v.operand(tmp, Temp);
                v.operand(status, Temp);
            }
            AtomicCas {
                ptr,
                expected,
                desired,
                old,
                success,
                status,
                ..
            } => {
                v.operand(ptr, Use);
                v.operand(expected, Use);
                v.operand(desired, Use);
                v.operand(old, EarlyDef);
                v.operand(success, Def);
                v.operand(status, Temp);
            }
            AtomicRmwFp {
                ptr,
                val,
                old,
                ftmp,
                tmp,
                status,
                ..
            } => {
                v.operand(ptr, Use);
                v.operand(val, Use);
                v.operand(old, EarlyDef);
                v.operand(ftmp, Temp);
                v.operand(tmp, Temp);
                v.operand(status, Temp);
            }
            AtomicRmw128 {
                ptr,
                val,
                old,
                tmp,
                status,
                ..
            } => {
                v.operand(ptr, Use);
                for r in val {
                    v.operand(r, Use);
                }
                for r in old {
                    v.operand(r, EarlyDef);
                }
                for r in tmp {
                    v.operand(r, Temp);
                }
                v.operand(status, Temp);
            }
            AtomicCas128 {
                ptr,
                expected,
                desired,
                old,
                success,
                status,
                ..
            } => {
                v.operand(ptr, Use);
                for r in expected.iter_mut().chain(desired) {
                    v.operand(r, Use);
                }
                for r in old {
                    v.operand(r, EarlyDef);
                }
                v.operand(success, Def);
                v.operand(status, Temp);
            }
            AtomicLse { rs, rt, rn, .. } => {
                v.operand(rs, Use);
                v.operand(rn, Use);
                v.operand(rt, Def);
            }
            Cas {
                expected,
                desired,
                ptr,
                old,
                ..
            } => {
                v.operand(expected, Use);
                v.operand(desired, Use);
                v.operand(ptr, Use);
                v.operand(old, ReuseDef(0));
            }
            Casp {
                ptr,
                expected,
                desired,
                old,
                ..
            } => {
                v.operand(ptr, Use);
                for (k, r) in expected.iter_mut().enumerate() {
                    v.operand(r, FixedUse(regs::x(4 + k as u8)));
                }
                for (k, r) in desired.iter_mut().enumerate() {
                    v.operand(r, FixedUse(regs::x(6 + k as u8)));
                }
                for (k, r) in old.iter_mut().enumerate() {
                    v.operand(r, FixedDef(regs::x(4 + k as u8)));
                }
            }
            DynAlloca { size, rd } => {
                v.operand(size, Use);
                v.operand(rd, Def);
            }
            LoadAcquire { rt, rn, .. } => {
                v.operand(rn, Use);
                v.operand(rt, Def);
            }
            StoreRelease { rt, rn, .. } => {
                v.operand(rt, Use);
                v.operand(rn, Use);
            }
            Jump { .. } | Brk { .. } | Unreachable | Dmb { .. } => {}
            InlineAsm(a) => a.visit(v),
        }
    }

    fn clobbers(&self) -> PRegSet {
        match self {
            MInst::Call { clobbers, .. } => *clobbers,
            MInst::InlineAsm(a) => a.clobbers,
            MInst::TlsDesc { .. } => {
                let mut s = PRegSet::empty();
                s.add(regs::x(1));
                s.add(regs::x(regs::LR));
                s
            }
            _ => PRegSet::empty(),
        }
    }

    fn is_ret(&self) -> bool {
        matches!(
            self,
            MInst::Ret { .. } | MInst::TailCall { .. } | MInst::Unreachable
        )
    }

    fn is_branch(&self) -> bool {
        matches!(
            self,
            MInst::Jump { .. }
                | MInst::JumpIndirect { .. }
                | MInst::CondBr { .. }
                | MInst::Switch { .. }
                | MInst::WideSwitch { .. }
                | MInst::Call {
                    unwind: Some(_),
                    ..
                }
        ) || matches!(self, MInst::InlineAsm(a) if !a.targets.is_empty())
    }
}

/// Visits a register tuple: one register as `how`, more as fixed uses or defs of
/// consecutive registers from v0 (the instructions taking a list need them in a row).
fn visit_tuple(v: &mut dyn OperandVisitor, regs: &mut [Reg], how: OperandUse) {
    if let [r] = regs {
        return v.operand(r, how);
    }
    for (k, r) in regs.iter_mut().enumerate() {
        let p = regs::v(k as u8);
        v.operand(
            r,
            if how == OperandUse::Use {
                OperandUse::FixedUse(p)
            } else {
                OperandUse::FixedDef(p)
            },
        );
    }
}

/// The kinds of [`MInst::VecStructs`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum VecStructOp {
    /// `ld1` of 1..=4 registers, filled in turn.
    Ld1,
    /// `ld2`..`ld4`: elements de-interleaved across the registers.
    Ld,
    /// `ld1r`..`ld4r`: one structure, each element into every lane of its register.
    LdR,
    /// `st1` of 1..=4 registers, stored in turn.
    St1,
    /// `st2`..`st4`: the registers' elements interleaved.
    St,
}

impl VecStructOp {
    /// Whether the registers are loaded (defined) rather than stored.
    pub fn is_load(self) -> bool {
        matches!(self, Self::Ld1 | Self::Ld | Self::LdR)
    }
}

/// The successors of an `invoke`'s call.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Unwind {
    /// The block returning from the call continues in.
    pub normal: MBlock,
    /// The block the unwinder lands in.
    pub landing: MBlock,
    /// The landing pad's action (`rllc_codegen::eh::CallSite::action`).
    pub action: u32,
}
