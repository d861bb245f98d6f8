//! x86-64 machine instructions over virtual registers.
//!
//! Most variants are one machine instruction; a few are short fixed sequences
//! (compare-and-set, conversions) that use the scratch registers inside.
//! [`MInst::visit_operands`] lists register operands in a fixed order: for two-address
//! forms the tied input comes first, so `ReuseDef(0)` names it.

use crate::regs;
pub use crate::vinst::{VOp, XRm, VW};
use regalloc2::{PReg, PRegSet};
use rllc_codegen::frame::StackSlot;
use rllc_codegen::{visit_fixed, MBlock, MachInst, OperandUse, OperandVisitor, Reg, RelocTarget};

/// Operand width of an integer operation.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Size {
    S8,
    S16,
    S32,
    S64,
}

impl Size {
    /// Width in bytes.
    pub fn bytes(self) -> u8 {
        match self {
            Size::S8 => 1,
            Size::S16 => 2,
            Size::S32 => 4,
            Size::S64 => 8,
        }
    }

    /// The width for a store or load of `bytes` (1, 2, 4 or 8).
    pub fn from_bytes(bytes: u32) -> Size {
        match bytes {
            1 => Size::S8,
            2 => Size::S16,
            4 => Size::S32,
            _ => Size::S64,
        }
    }
}

/// A memory address.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Amode {
    /// `[base + index * scale + disp]`.
    Reg {
        base: Reg,
        index: Option<(Reg, u8)>,
        disp: i32,
    },
    /// A fixed stack object (static alloca, byval copy, save area) plus `disp`.
    Slot { slot: StackSlot, disp: i32 },
    /// An element of a fixed stack object: `[slot + index * scale + disp]` (a local
    /// array indexed by a register, without a `lea` of the array first).
    SlotIndexed {
        slot: StackSlot,
        index: (Reg, u8),
        disp: i32,
    },
    /// `[rip + target + disp]`.
    Rip { target: RelocTarget, disp: i32 },
    /// An incoming stack argument: `[rbp + 16 + off]`.
    IncomingArg { off: i32 },
    /// The outgoing-argument area: `[rsp + off]`.
    OutgoingArg { off: i32 },
}

impl Amode {
    pub(crate) fn visit(&mut self, v: &mut dyn OperandVisitor) {
        match self {
            Amode::Reg { base, index, .. } => {
                v.operand(base, OperandUse::Use);
                if let Some((i, _)) = index {
                    v.operand(i, OperandUse::Use);
                }
            }
            Amode::SlotIndexed { index: (i, _), .. } => v.operand(i, OperandUse::Use),
            _ => {}
        }
    }

    /// The same address `off` bytes further.
    pub fn offset(self, off: i32) -> Amode {
        match self {
            Amode::Reg { base, index, disp } => Amode::Reg {
                base,
                index,
                disp: disp + off,
            },
            Amode::Slot { slot, disp } => Amode::Slot {
                slot,
                disp: disp + off,
            },
            Amode::SlotIndexed { slot, index, disp } => Amode::SlotIndexed {
                slot,
                index,
                disp: disp + off,
            },
            Amode::Rip { target, disp } => Amode::Rip {
                target,
                disp: disp + off,
            },
            Amode::IncomingArg { off: o } => Amode::IncomingArg { off: o + off },
            Amode::OutgoingArg { off: o } => Amode::OutgoingArg { off: o + off },
        }
    }
}

/// A register, memory or immediate source operand.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Rmi {
    Reg(Reg),
    Mem(Amode),
    Imm(i32),
}

impl From<Reg> for Rmi {
    fn from(r: Reg) -> Rmi {
        Rmi::Reg(r)
    }
}

impl Rmi {
    fn visit(&mut self, v: &mut dyn OperandVisitor) {
        match self {
            Rmi::Reg(r) => v.operand(r, OperandUse::Use),
            Rmi::Mem(a) => a.visit(v),
            Rmi::Imm(_) => {}
        }
    }
}

/// Two-operand integer ALU operations.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum AluOp {
    Add,
    Sub,
    And,
    Or,
    Xor,
    Imul,
}

/// Shifts and rotates.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ShiftOp {
    Shl,
    Shr,
    Sar,
    Rol,
    Ror,
}

/// Condition codes (the low nibble of `jcc`/`setcc`/`cmovcc`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
#[repr(u8)]
pub enum Cc {
    O = 0,
    No = 1,
    B = 2,
    Ae = 3,
    E = 4,
    Ne = 5,
    Be = 6,
    A = 7,
    S = 8,
    Ns = 9,
    P = 10,
    Np = 11,
    L = 12,
    Ge = 13,
    Le = 14,
    G = 15,
}

impl Cc {
    /// The condition with the compare's operands exchanged (`a < b` is `b > a`).
    pub fn swap(self) -> Cc {
        use Cc::*;
        match self {
            B => A,
            A => B,
            Ae => Be,
            Be => Ae,
            L => G,
            G => L,
            Ge => Le,
            Le => Ge,
            other => other,
        }
    }

    /// The opposite condition.
    pub fn invert(self) -> Cc {
        use Cc::*;
        const ALL: [Cc; 16] = [O, No, B, Ae, E, Ne, Be, A, S, Ns, P, Np, L, Ge, Le, G];
        ALL[(self as usize) ^ 1]
    }
}

/// Integer extensions from a register.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ExtKind {
    Zx8,
    Zx16,
    Zx32,
    Sx8,
    Sx16,
    Sx32,
}

/// Loads into a general-purpose register.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum LoadKind {
    /// `movzx` from 8 or 16 bits, or a plain 32/64-bit `mov`.
    Zx(Size),
    /// `movsx`/`movsxd` from 8, 16 or 32 bits to 64.
    Sx(Size),
}

/// Scalar SSE arithmetic.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum SseOp {
    Add,
    Sub,
    Mul,
    Div,
    Min,
    Max,
    Sqrt,
    And,
    Or,
    Xor,
    AndN,
}

/// Floating-point comparison outcomes computed by [`MInst::FCmpSet`].
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum FCond {
    /// One flag test after `ucomis` with the operands in the given order.
    Simple(Cc, bool),
    /// Ordered and equal: `ZF && !PF`.
    Oeq,
    /// Unordered or not equal: `!ZF || PF`.
    Une,
}

/// Bit-manipulation sequences of [`MInst::BitOp`].
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum BitOp {
    Bswap,
    Popcnt,
    Clz,
    Ctz,
    Bitreverse,
}

/// Single bit-scan instructions of [`MInst::BitScan`].
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ScanOp {
    /// `tzcnt` (`rep bsf`): the index of the lowest set bit. Processors without BMI run
    /// it as `bsf`, which differs only for a zero operand.
    Tzcnt,
    /// `bsr`: the index of the highest set bit.
    Bsr,
}

/// Three-operand BMI2 instructions of [`MInst::Bmi2`].
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Bmi2Op {
    Shlx,
    Shrx,
    Sarx,
    /// `bzhi`: `src` with its bits from position `amount` up cleared.
    Bzhi,
}

/// Memory operand kinds of x87 loads and stores.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum FKind {
    F32,
    F64,
    F80,
    I64,
}

/// Instructions whose only operand is a memory location.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum MemOpKind {
    /// `fnstcw`: store the x87 control word.
    Fnstcw,
    /// `fldcw`: load the x87 control word.
    Fldcw,
    /// `stmxcsr`: store the SSE control and status register.
    Stmxcsr,
    /// `ldmxcsr`: load the SSE control and status register.
    Ldmxcsr,
    /// `clflush`: flush a cache line.
    Clflush,
    /// `prefetcht0`, `prefetcht1`, `prefetcht2`, `prefetchnta`: `llvm.prefetch` of data
    /// with locality 3, 2, 1, 0.
    Prefetch(u8),
}

/// Operand-less hints and barriers.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum HintOp {
    Pause,
    Lfence,
    Sfence,
}

/// Where a call goes.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum CallTarget {
    Direct(RelocTarget),
    Indirect(Reg),
    /// `__tls_get_addr` for thread-local `var` (general-dynamic) or for the module's TLS
    /// block (`local_dynamic`), as the canonical sequence linkers know how to relax.
    TlsGetAddr {
        var: RelocTarget,
        local_dynamic: bool,
    },
    /// Mach-O: the thread-local `var`'s address from its descriptor's accessor
    /// (`mov rdi, [rip + var@TLVP]; call [rdi]`).
    Tlv(RelocTarget),
}

/// How code reaches a thread-local variable without a call.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum TlsAccess {
    /// `mov dst, fs:[0]; add dst, [rip + sym@GOTTPOFF]`.
    InitialExec,
    /// `mov dst, fs:[0]; lea dst, [dst + sym@TPOFF]`.
    LocalExec,
    /// Windows: `mov r11d, [rip + _tls_index]; mov dst, gs:[0x58]` (the thread's array
    /// of TLS blocks), `mov dst, [dst + 8*r11]; lea dst, [dst + sym@SECREL32]`.
    Windows,
}

/// How code gets a symbol's address.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum SymbolAccess {
    /// `lea dst, [rip + sym]`.
    PcRel,
    /// `mov dst, [rip + sym@GOTPCREL]`.
    Got,
    /// `movabs dst, sym` (large code model, static).
    Abs64,
}

/// Fixed-register operands of calls, returns and the function entry.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct FixedRegs {
    pub uses: Vec<(Reg, PReg)>,
    pub defs: Vec<(Reg, PReg)>,
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

/// An x86-64 machine instruction.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum MInst {
    /// Function entry: defines the incoming argument registers.
    Args {
        defs: Box<[(Reg, PReg)]>,
    },
    /// 64-bit register copy.
    MovRR {
        dst: Reg,
        src: Reg,
    },
    /// Materialises an immediate.
    MovImm {
        dst: Reg,
        imm: u64,
    },
    /// `dst = lhs op rhs` (two-address: `dst` reuses `lhs`).
    Alu {
        op: AluOp,
        size: Size,
        lhs: Reg,
        rhs: Rmi,
        dst: Reg,
    },
    /// `neg` or `not`.
    Unary {
        neg: bool,
        size: Size,
        src: Reg,
        dst: Reg,
    },
    /// Shift or rotate by `cl` (when `amount` is a register, fixed in rcx) or an immediate.
    Shift {
        op: ShiftOp,
        size: Size,
        src: Reg,
        amount: Option<Reg>,
        imm: u8,
        dst: Reg,
    },
    /// `rdx:rax` prepared for division: sign extension (`cqo`/`cdq`) of rax into rdx.
    SignExtendRax {
        size: Size,
        src: Reg,
        dst: Reg,
    },
    /// `div`/`idiv`: quotient in rax, remainder in rdx.
    Div {
        signed: bool,
        size: Size,
        lo: Reg,
        hi: Reg,
        divisor: Reg,
        quot: Reg,
        rem: Reg,
    },
    /// Full-width multiply `rdx:rax = rax * src` (`mul`/`imul` one-operand).
    MulWide {
        signed: bool,
        lo_in: Reg,
        src: Reg,
        lo: Reg,
        hi: Reg,
    },
    /// `movzx`/`movsx`/`mov r32` between registers.
    Ext {
        kind: ExtKind,
        src: Reg,
        dst: Reg,
    },
    Load {
        kind: LoadKind,
        mem: Amode,
        dst: Reg,
    },
    Store {
        size: Size,
        src: Reg,
        mem: Amode,
    },
    StoreImm {
        size: Size,
        imm: i32,
        mem: Amode,
    },
    Lea {
        mem: Amode,
        dst: Reg,
    },
    /// `imul dst, src, imm`: a product with a constant that keeps `src`.
    ImulImm {
        size: Size,
        src: Reg,
        imm: i32,
        dst: Reg,
    },
    /// The address of a symbol.
    SymbolAddr {
        target: RelocTarget,
        access: SymbolAccess,
        dst: Reg,
    },
    /// The address of a thread-local variable from the thread pointer.
    TlsAddr {
        target: RelocTarget,
        access: TlsAccess,
        dst: Reg,
    },
    /// `lea dst, [base + sym@DTPOFF]`: a thread-local's address from its module's TLS
    /// block (local-dynamic model).
    TlsDtpOff {
        target: RelocTarget,
        base: Reg,
        dst: Reg,
    },
    /// `cmp lhs, rhs; setcc dst; movzx dst, dst8` (`test lhs, rhs` when `test`).
    CmpSet {
        size: Size,
        test: bool,
        cc: Cc,
        /// A register or memory (never an immediate; never memory when `rhs` is).
        lhs: Rmi,
        rhs: Rmi,
        dst: Reg,
    },
    /// `test cond, 1; cmovne dst, if_true` where `dst` reuses `if_false`.
    Select {
        cond: Reg,
        if_true: Reg,
        if_false: Reg,
        dst: Reg,
    },
    /// `cmp lhs, rhs; cmovcc dst, if_true` where `dst` reuses `if_false`: a select whose
    /// condition is an integer compare.
    CmpSelect {
        size: Size,
        cc: Cc,
        /// A register or memory (never an immediate; never memory when `rhs` is).
        lhs: Rmi,
        rhs: Rmi,
        if_true: Reg,
        if_false: Reg,
        dst: Reg,
    },
    /// As `Select` for SSE registers (with a short branch).
    XmmSelect {
        cond: Reg,
        if_true: Reg,
        if_false: Reg,
        dst: Reg,
    },
    /// Unconditional jump.
    Jmp {
        target: MBlock,
    },
    /// `test cond, 1; jne taken; jmp not_taken`.
    JmpIf {
        cond: Reg,
        taken: MBlock,
        not_taken: MBlock,
    },
    /// `cmp lhs, rhs; jcc taken; jmp not_taken` (`test lhs, rhs` with `test`).
    CmpJmp {
        size: Size,
        test: bool,
        cc: Cc,
        /// A register or memory (never an immediate; never memory when `rhs` is).
        lhs: Rmi,
        rhs: Rmi,
        taken: MBlock,
        not_taken: MBlock,
    },
    /// A compare chain over the cases, then the default; `tmp` holds bit-test masks and
    /// jump-table addresses.
    Switch {
        size: Size,
        index: Reg,
        tmp: Reg,
        cases: Box<[(i64, MBlock)]>,
        default: MBlock,
    },
    /// `jmp reg` or `jmp [mem]` (indirectbr; `target` is never an immediate).
    JmpIndirect {
        target: Rmi,
        succs: Box<[MBlock]>,
    },
    /// Return with the values in their fixed registers.
    Ret {
        uses: Box<[(Reg, PReg)]>,
    },
    /// A call; `clobbers` excludes the result registers. A callee that pops `pops`
    /// bytes of its arguments (tailcc) gets them subtracted from rsp again afterwards.
    Call {
        target: CallTarget,
        regs: Box<FixedRegs>,
        clobbers: PRegSet,
        pops: u32,
        /// `endbr64` right after the call: the callee returns twice (setjmp), the second
        /// time through an indirect jump, under Indirect Branch Tracking.
        endbr: bool,
        /// `notrack call`: an indirect call with `nocf_check` under Indirect Branch
        /// Tracking (its target need not start with `endbr64`).
        notrack: bool,
        /// An `invoke`: the call ends its block, continuing at the normal edge or, when
        /// the callee unwinds, at the landing edge.
        unwind: Option<Box<Unwind>>,
    },
    /// A tail call: the frame is torn down (as for a return) and the callee entered with
    /// `jmp`; the arguments are in their fixed registers.
    TailCall {
        target: CallTarget,
        uses: Box<[(Reg, PReg)]>,
    },
    /// `ud2`.
    Ud2,
    /// `int3`.
    Int3,
    /// `sub rsp, size` for a dynamic alloca; `dst` receives the new object's address.
    /// With `probe` (stack-clash protection) rsp moves down a page of that size at a
    /// time, touching each (a loop ending at r11).
    DynAlloca {
        size: Reg,
        dst: Reg,
        probe: Option<u32>,
    },
    /// `mov dst, rsp` (stacksave).
    ReadSp {
        dst: Reg,
    },
    /// `mov rsp, src` (stackrestore).
    WriteSp {
        src: Reg,
    },
    /// `mov dst, rbp` (frameaddress(0)).
    ReadFp {
        dst: Reg,
    },
    /// `xor dst, rbp` in a function with a frame pointer, else `xor dst, rsp`: Windows'
    /// stack guard XORed with the frame register (LLVM's `XOR64_FP`); `dst` is `src`.
    XorFrame {
        src: Reg,
        dst: Reg,
    },
    /// `va_start`: fills the `va_list` at `list` for a variadic function.
    VaStart {
        list: Reg,
        gp_used: u32,
        fp_used: u32,
        save_area: StackSlot,
        stack_args: u32,
    },
    /// Writes rdi…r9 and (when al says so) xmm0…xmm7 into the register save area;
    /// the first instruction of a variadic function.
    SaveVarargRegs {
        save_area: StackSlot,
    },
    /// Win64 variadic functions: writes rcx, rdx, r8 and r9 to their home slots above the
    /// return address, before anything else.
    SaveHomeRegs,
    /// `ud2` in the middle of a block (`llvm.trap`).
    Trap,
    /// `llvm.eh.sjlj.setjmp`: stores the resume address at `buf+8` and sets `dst` (rax) to
    /// 0, or to 1 when `longjmp` resumes there. Clobbers every register, so nothing stays
    /// live in a register across it (the resume path only restores rbp and rsp).
    SjljSetjmp {
        buf: Reg,
        dst: Reg,
        clobbers: PRegSet,
    },
    /// `llvm.eh.sjlj.longjmp`: restores rbp and rsp from `buf` and jumps to `buf+8`.
    SjljLongjmp {
        buf: Reg,
    },
    /// `mfence`.
    MFence,
    /// `endbr64`: a target of indirect branches under Indirect Branch Tracking
    /// (`cf-protection-branch`): after calls to `returns_twice` functions, at the start
    /// of `indirectbr` landing blocks.
    EndBr,
    /// `pause`, `lfence` or `sfence`.
    Hint {
        op: HintOp,
    },
    /// An instruction on one memory operand (control words, cache lines).
    MemOp {
        op: MemOpKind,
        mem: Amode,
    },
    /// `rdtsc`: the time-stamp counter's low half in `lo` (eax), high half in `hi` (edx).
    Rdtsc {
        lo: Reg,
        hi: Reg,
    },
    /// Multi-limb add or subtract with carry, limbs least significant first.
    AddSubWide {
        sub: bool,
        a: Box<[Reg]>,
        b: Box<[Reg]>,
        out: Box<[Reg]>,
        /// Optionally the overflow condition afterwards (`o` signed, `b` unsigned).
        flag: Option<(Cc, Reg)>,
    },
    /// One limb of a longer add or subtract chain: `dst = a ± b ± carry_in` (`dst`
    /// reuses `a`; the 0/1 `carry_in` enters through CF), then `flag = cc`.
    AddSubCarry {
        sub: bool,
        a: Reg,
        b: Reg,
        carry_in: Option<Reg>,
        dst: Reg,
        cc: Cc,
        flag: Reg,
    },
    /// Multi-limb ordered compare (`cmp`, then `sbb` on scratch copies), `dst = cc`.
    CmpWide {
        cc: Cc,
        a: Box<[Reg]>,
        b: Box<[Reg]>,
        dst: Reg,
    },
    /// `dst = lhs op rhs` and `flag = cc` afterwards (overflow intrinsics).
    AluFlags {
        op: AluOp,
        size: Size,
        lhs: Reg,
        rhs: Reg,
        dst: Reg,
        cc: Cc,
        flag: Reg,
    },
    /// Byte swap, population count, leading/trailing zeros, bit reversal of the low
    /// `bits` of a zero-extended `src`.
    BitOp {
        op: BitOp,
        bits: u8,
        src: Reg,
        tmp: Reg,
        dst: Reg,
    },
    /// One bit scan of the low `size` bits of `src`, which is known not to be zero
    /// (`llvm.cttz`/`llvm.ctlz` with zero as poison).
    BitScan {
        op: ScanOp,
        size: Size,
        src: Reg,
        dst: Reg,
    },
    /// BMI2 `shlx`/`shrx`/`sarx`/`bzhi dst, src, amount` on 32 or 64 bits: a shift by a
    /// count in any register (the processor takes it modulo the width), or the low
    /// `amount` bits of `src` (all of them for `amount` at least the width).
    Bmi2 {
        op: Bmi2Op,
        size: Size,
        src: Reg,
        amount: Reg,
        dst: Reg,
    },
    /// Funnel shift of zero-extended `a:b` by `amount` (already reduced modulo `bits`).
    Funnel {
        left: bool,
        bits: u8,
        a: Reg,
        b: Reg,
        amount: Reg,
        dst: Reg,
    },
    /// `atomicrmw`: the old value lands in `dst` (rax).
    AtomicRmwSeq {
        op: rllc_ir::inst::RmwOp,
        size: Size,
        mem: Amode,
        src: Reg,
        dst: Reg,
    },
    /// `rep movsb` (rdi = `dst`, rsi = `src`, rcx = `count`) or, with `fill`, `rep stosb`
    /// (al = `src`); rdi, rsi and rcx are clobbered.
    RepString {
        fill: bool,
        dst: Reg,
        src: Reg,
        count: Reg,
    },
    /// `op [mem], src`: a read-modify-write of memory (`lock`ed for an atomicrmw whose
    /// old value is unused).
    MemAlu {
        lock: bool,
        op: AluOp,
        size: Size,
        mem: Amode,
        src: Rmi,
    },
    /// Floating-point atomicrmw (`fadd`, `fsub`, `fmax`, `fmin`, `fmaximum`,
    /// `fminimum`) as a `lock cmpxchg` loop on the bits; the old bits land in `dst` (rax).
    AtomicRmwFloat {
        op: rllc_ir::inst::RmwOp,
        double: bool,
        mem: Amode,
        src: Reg,
        dst: Reg,
    },
    /// `lock cmpxchg16b [addr]` with rdx:rax = expected and rcx:`new_lo` = new (moved
    /// into rbx around the instruction); the old value in rdx:rax, `ok` = success.
    CmpXchg16 {
        addr: Reg,
        exp_lo: Reg,
        exp_hi: Reg,
        new_lo: Reg,
        new_hi: Reg,
        old_lo: Reg,
        old_hi: Reg,
        ok: Reg,
    },
    /// A 16-byte atomicrmw as a `cmpxchg16b` loop: the old value in rdx:rax, the new one
    /// computed in rcx:rbx (`scratch` is rcx; rbx is saved in r11 around the loop).
    AtomicRmw16 {
        op: rllc_ir::inst::RmwOp,
        addr: Reg,
        src_lo: Reg,
        src_hi: Reg,
        old_lo: Reg,
        old_hi: Reg,
        scratch: Reg,
    },
    /// `lock cmpxchg`: `old` in rax, `ok` = success flag.
    CmpXchg {
        size: Size,
        mem: Amode,
        expected: Reg,
        new: Reg,
        old: Reg,
        ok: Reg,
    },
    /// `out = a * b` (truncated) on `limbs`-limb integers in stack slots: schoolbook
    /// multiplication in a loop over the limbs. Clobbers [`regs::loop_clobbers`].
    WideMul {
        limbs: u32,
        a: StackSlot,
        b: StackSlot,
        out: StackSlot,
    },
    /// Unsigned division of the `limbs`-limb integer in `quot`, replaced by the quotient,
    /// by the one in `den` (`limbs + 1` limbs, the top one zero); the remainder lands in
    /// `rem` (`limbs + 1` limbs). Restoring shift-subtract division, one bit per round.
    /// Clobbers [`regs::loop_clobbers`].
    WideUDivRem {
        limbs: u32,
        quot: StackSlot,
        den: StackSlot,
        rem: StackSlot,
    },
    /// x87 `fld`/`fild` from memory.
    Fld {
        kind: FKind,
        mem: Amode,
    },
    /// x87 `fstp`/`fistp` to memory.
    Fstp {
        kind: FKind,
        mem: Amode,
    },
    /// `st(1) = st(1) op st(0)` and pop (`op` is Add, Sub, Mul or Div).
    FArith {
        op: SseOp,
    },
    /// `fchs` (neg) or `fabs` on st(0).
    FUnary {
        neg: bool,
    },
    /// Compares two x87 values in memory (`a` against `b`) and sets `dst` to `cond`.
    X87Cmp {
        cond: FCond,
        a: Amode,
        b: Amode,
        dst: Reg,
    },
    /// `fild` of an unsigned 64-bit integer at `mem` (`mem+8..12` is scratch).
    FildU64 {
        mem: Amode,
    },
    /// Truncates the x87 value at `src` to a 64-bit integer at `tmp` (signed, or unsigned
    /// when `unsigned64`); `tmp+8..16` is scratch.
    X87ToInt {
        unsigned64: bool,
        src: Amode,
        tmp: Amode,
    },
    /// SSE register copy.
    XmmMov {
        dst: Reg,
        src: Reg,
    },
    XmmLoad {
        double: bool,
        mem: Amode,
        dst: Reg,
    },
    XmmStore {
        double: bool,
        src: Reg,
        mem: Amode,
    },
    /// Scalar SSE op, two-address.
    Sse {
        op: SseOp,
        double: bool,
        lhs: Reg,
        rhs: Reg,
        dst: Reg,
    },
    /// `llvm.minnum`/`maxnum` as llc lowers them: `minsd/maxsd` with `b` as destination,
    /// then `b` when `a` is NaN.
    MinMaxNum {
        max: bool,
        double: bool,
        a: Reg,
        b: Reg,
        dst: Reg,
    },
    /// `movd`/`movq` from a general-purpose register.
    GprToXmm {
        wide: bool,
        src: Reg,
        dst: Reg,
    },
    /// `movd`/`movq` to a general-purpose register.
    XmmToGpr {
        wide: bool,
        src: Reg,
        dst: Reg,
    },
    /// `cvtsi2ss/sd` from a 32- or 64-bit signed integer.
    IntToFloat {
        wide: bool,
        double: bool,
        src: Reg,
        dst: Reg,
    },
    /// u64 to float/double (exact, with the halving trick for values ≥ 2^63).
    U64ToFloat {
        double: bool,
        src: Reg,
        dst: Reg,
    },
    /// `cvttss/sd2si` to a 32- or 64-bit signed integer.
    FloatToInt {
        wide: bool,
        double: bool,
        src: Reg,
        dst: Reg,
    },
    /// float/double to u64 (values ≥ 2^63 through subtraction).
    FloatToU64 {
        double: bool,
        src: Reg,
        dst: Reg,
    },
    /// `cvtss2sd`/`cvtsd2ss`.
    FloatToFloat {
        to_double: bool,
        src: Reg,
        dst: Reg,
    },
    /// `ucomis lhs, rhs` then the condition into `dst` (0 or 1).
    FCmpSet {
        double: bool,
        cond: FCond,
        lhs: Reg,
        rhs: Reg,
        dst: Reg,
    },
    /// Packed operation with two sources, `dst = lhs op rhs` (an immediate when `op` takes
    /// one). The legacy encoding overwrites `lhs`.
    VBin {
        op: VOp,
        w: VW,
        lhs: Reg,
        rhs: XRm,
        imm: u8,
        dst: Reg,
    },
    /// Packed operation with one source: shuffles by immediate, conversions, shifts by an
    /// immediate, loads.
    VUn {
        op: VOp,
        w: VW,
        src: XRm,
        imm: u8,
        dst: Reg,
    },
    /// Vector store with a move's width (`op` is Movups, Movq, Movd, …).
    VStore {
        op: VOp,
        w: VW,
        src: Reg,
        mem: Amode,
    },
    /// Vector register to a general-purpose register (movmsk, pextr).
    VToGpr {
        op: VOp,
        w: VW,
        src: Reg,
        imm: u8,
        dst: Reg,
    },
    /// `dst = vec` with lane `imm` replaced by general-purpose register `src` (pinsr).
    VInsGpr {
        op: VOp,
        w: VW,
        vec: Reg,
        src: Reg,
        imm: u8,
        dst: Reg,
    },
    /// Variable blend `dst = mask ? rhs : lhs` (legacy encoding: `mask` in xmm0).
    VBlendv {
        op: VOp,
        w: VW,
        lhs: Reg,
        rhs: Reg,
        mask: Reg,
        dst: Reg,
    },
    /// A register of all zero or all one bits.
    VSet {
        ones: bool,
        w: VW,
        dst: Reg,
    },
    /// Masked store (vmaskmovps/pd): the lanes of `src` whose `mask` sign bit is set.
    VMaskStore {
        op: VOp,
        w: VW,
        mask: Reg,
        src: Reg,
        mem: Amode,
    },
    /// AVX2 gather (vpgather{dd,dq,qd,qq}): the lanes whose `mask` sign bit is set load
    /// from `base + index * scale`, the others keep `src`; the instruction clears the mask
    /// register (`mask_out`). `data64`/`index64`: 64-bit data/index lanes; `wide`: the
    /// 256-bit form.
    VGather {
        data64: bool,
        index64: bool,
        wide: bool,
        src: Reg,
        mask: Reg,
        index: Reg,
        base: Option<Reg>,
        scale: u8,
        dst: Reg,
        mask_out: Reg,
    },
    /// `ptest`/`vtestps` of `a` and `b`, then `dst = cc` (0 or 1).
    VTest {
        op: VOp,
        w: VW,
        a: Reg,
        b: Reg,
        cc: Cc,
        dst: Reg,
    },
    /// An inline asm statement; a branch when it is `asm goto`.
    InlineAsm(Box<crate::asm_inst::AsmInst>),
}

impl MInst {
    /// Whether the emitter uses the scratch SSE register inside this instruction (which
    /// Win64 functions must then preserve). Register-allocator moves through it are
    /// visible as allocations.
    pub fn uses_scratch_xmm(&self) -> bool {
        matches!(self, MInst::MinMaxNum { .. } | MInst::FloatToU64 { .. })
    }

    /// Whether the instruction may use [`regs::SCRATCH_GPR`] (r11) behind the allocator's
    /// back, or clobbers it in inline asm, so that r11 cannot be allocated in its
    /// function: true except for the instructions known to leave r11 alone (the emitter
    /// asserts that those never touch it).
    pub fn uses_scratch_gpr(&self) -> bool {
        use MInst::*;
        !matches!(
            self,
            Args { .. }
                | MovRR { .. }
                | MovImm { .. }
                | Alu { .. }
                | Unary { .. }
                | Shift { .. }
                | SignExtendRax { .. }
                | Div { .. }
                | MulWide { .. }
                | Ext { .. }
                | Load { .. }
                | Store { .. }
                | StoreImm { .. }
                | Lea { .. }
                | ImulImm { .. }
                | SymbolAddr { .. }
                | CmpSet { .. }
                | Select { .. }
                | CmpSelect { .. }
                | XmmSelect { .. }
                | Jmp { .. }
                | JmpIf { .. }
                | CmpJmp { .. }
                | Ret { .. }
                | Call { .. }
                | TailCall {
                    target: CallTarget::Direct(_),
                    ..
                }
                | Ud2
                | Int3
                | BitScan { .. }
                | Bmi2 { .. }
                | MemAlu { .. }
                | XmmMov { .. }
                | XmmLoad { .. }
                | XmmStore { .. }
                | Sse { .. }
                | GprToXmm { .. }
                | XmmToGpr { .. }
                | IntToFloat { .. }
                | FloatToInt { .. }
                | FloatToFloat { .. }
                | FCmpSet {
                    cond: FCond::Simple(..),
                    ..
                }
                | VBin { .. }
                | VUn { .. }
                | VStore { .. }
                | VToGpr { .. }
                | VInsGpr { .. }
                | VBlendv { .. }
                | VSet { .. }
                | VMaskStore { .. }
                | VGather { .. }
                | VTest { .. }
                | MinMaxNum { .. }
                | Funnel { .. }
                | AluFlags { .. }
                | AddSubWide { .. }
                | AddSubCarry { .. }
                | JmpIndirect { .. }
                | Hint { .. }
                | MFence
                | EndBr
                | MemOp { .. }
                | ReadSp { .. }
                | ReadFp { .. }
                | XorFrame { .. }
                | Rdtsc { .. }
                | RepString { .. }
                | Fld { .. }
                | Fstp { .. }
                | FArith { .. }
                | FUnary { .. }
                | FildU64 { .. }
        )
    }
}

impl MachInst for MInst {
    fn visit_operands(&mut self, v: &mut dyn OperandVisitor) {
        use MInst::*;
        use OperandUse::*;
        match self {
            Args { defs } => visit_fixed(v, defs, true),
            MovRR { dst, src } | XmmMov { dst, src } => {
                v.operand(src, Use);
                v.operand(dst, Def);
            }
            MovImm { dst, .. } | ReadSp { dst } | ReadFp { dst } => v.operand(dst, Def),
            XorFrame { src, dst } => {
                v.operand(src, Use);
                v.operand(dst, ReuseDef(0));
            }
            Alu { lhs, rhs, dst, .. } => {
                v.operand(lhs, Use);
                rhs.visit(v);
                v.operand(dst, ReuseDef(0));
            }
            Unary { src, dst, .. } => {
                v.operand(src, Use);
                v.operand(dst, ReuseDef(0));
            }
            Shift {
                src, amount, dst, ..
            } => {
                v.operand(src, Use);
                if let Some(a) = amount {
                    v.operand(a, FixedUse(regs::g(regs::gpr::RCX)));
                }
                v.operand(dst, ReuseDef(0));
            }
            SignExtendRax { src, dst, .. } => {
                v.operand(src, FixedUse(regs::g(regs::gpr::RAX)));
                v.operand(dst, FixedDef(regs::g(regs::gpr::RDX)));
            }
            Div {
                lo,
                hi,
                divisor,
                quot,
                rem,
                ..
            } => {
                v.operand(lo, FixedUse(regs::g(regs::gpr::RAX)));
                v.operand(hi, FixedUse(regs::g(regs::gpr::RDX)));
                v.operand(divisor, Use);
                v.operand(quot, FixedDef(regs::g(regs::gpr::RAX)));
                v.operand(rem, FixedDef(regs::g(regs::gpr::RDX)));
            }
            MulWide {
                lo_in, src, lo, hi, ..
            } => {
                v.operand(lo_in, FixedUse(regs::g(regs::gpr::RAX)));
                v.operand(src, Use);
                v.operand(lo, FixedDef(regs::g(regs::gpr::RAX)));
                v.operand(hi, FixedDef(regs::g(regs::gpr::RDX)));
            }
            Ext { src, dst, .. }
            | GprToXmm { src, dst, .. }
            | XmmToGpr { src, dst, .. }
            | IntToFloat { src, dst, .. }
            | FloatToInt { src, dst, .. }
            | FloatToFloat { src, dst, .. } => {
                v.operand(src, Use);
                v.operand(dst, Def);
            }
            U64ToFloat { src, dst, .. } | FloatToU64 { src, dst, .. } => {
                v.operand(src, Use);
                v.operand(dst, EarlyDef);
            }
            Load { mem, dst, .. } | XmmLoad { mem, dst, .. } | Lea { mem, dst } => {
                mem.visit(v);
                v.operand(dst, Def);
            }
            Store { src, mem, .. } | XmmStore { src, mem, .. } => {
                v.operand(src, Use);
                mem.visit(v);
            }
            StoreImm { mem, .. } => mem.visit(v),
            SymbolAddr { dst, .. } | TlsAddr { dst, .. } => v.operand(dst, Def),
            TlsDtpOff { base, dst, .. } => {
                v.operand(base, Use);
                v.operand(dst, Def);
            }
            ImulImm { src, dst, .. } => {
                v.operand(src, Use);
                v.operand(dst, Def);
            }
            CmpSet { lhs, rhs, dst, .. } => {
                lhs.visit(v);
                rhs.visit(v);
                v.operand(dst, Def);
            }
            Select {
                cond,
                if_true,
                if_false,
                dst,
            }
            | XmmSelect {
                cond,
                if_true,
                if_false,
                dst,
            } => {
                v.operand(if_false, Use);
                v.operand(if_true, Use);
                v.operand(cond, Use);
                v.operand(dst, ReuseDef(0));
            }
            CmpSelect {
                lhs,
                rhs,
                if_true,
                if_false,
                dst,
                ..
            } => {
                v.operand(if_false, Use);
                v.operand(if_true, Use);
                lhs.visit(v);
                rhs.visit(v);
                v.operand(dst, ReuseDef(0));
            }
            Jmp { .. }
            | Ud2
            | Int3
            | Trap
            | MFence
            | EndBr
            | Hint { .. }
            | FArith { .. }
            | FUnary { .. }
            | WideMul { .. }
            | WideUDivRem { .. } => {}
            Fld { mem, .. } | Fstp { mem, .. } | FildU64 { mem } | MemOp { mem, .. } => {
                mem.visit(v)
            }
            Rdtsc { lo, hi } => {
                v.operand(lo, FixedDef(regs::g(regs::gpr::RAX)));
                v.operand(hi, FixedDef(regs::g(regs::gpr::RDX)));
            }
            SjljSetjmp { buf, dst, .. } => {
                v.operand(buf, Use);
                v.operand(dst, FixedDef(regs::g(regs::gpr::RAX)));
            }
            SjljLongjmp { buf } => v.operand(buf, Use),
            X87Cmp { a, b, dst, .. } => {
                a.visit(v);
                b.visit(v);
                v.operand(dst, Def);
            }
            X87ToInt { src, tmp, .. } => {
                src.visit(v);
                tmp.visit(v);
            }
            AddSubWide {
                a, b, out, flag, ..
            } => {
                for r in a.iter_mut().chain(b.iter_mut()) {
                    v.operand(r, Use);
                }
                for r in out.iter_mut() {
                    v.operand(r, EarlyDef);
                }
                if let Some((_, f)) = flag {
                    v.operand(f, EarlyDef);
                }
            }
            AddSubCarry {
                a,
                b,
                carry_in,
                dst,
                flag,
                ..
            } => {
                v.operand(a, Use);
                v.operand(b, Use);
                if let Some(c) = carry_in {
                    v.operand(c, Use);
                }
                v.operand(dst, ReuseDef(0));
                v.operand(flag, Def);
            }
            CmpWide { a, b, dst, .. } => {
                for r in a.iter_mut().chain(b.iter_mut()) {
                    v.operand(r, Use);
                }
                v.operand(dst, Def);
            }
            AluFlags {
                lhs,
                rhs,
                dst,
                flag,
                ..
            } => {
                v.operand(lhs, Use);
                v.operand(rhs, Use);
                v.operand(dst, ReuseDef(0));
                v.operand(flag, Def);
            }
            BitOp { src, tmp, dst, .. } => {
                v.operand(src, Use);
                v.operand(tmp, Temp);
                v.operand(dst, EarlyDef);
            }
            BitScan { src, dst, .. } => {
                v.operand(src, Use);
                v.operand(dst, Def);
            }
            Bmi2 {
                src, amount, dst, ..
            } => {
                v.operand(src, Use);
                v.operand(amount, Use);
                v.operand(dst, Def);
            }
            Funnel {
                a, b, amount, dst, ..
            } => {
                v.operand(a, Use);
                v.operand(b, Use);
                v.operand(amount, FixedUse(regs::g(regs::gpr::RCX)));
                v.operand(dst, EarlyDef);
            }
            AtomicRmwSeq { mem, src, dst, .. } => {
                mem.visit(v);
                v.operand(src, Use);
                v.operand(dst, FixedEarlyDef(regs::g(regs::gpr::RAX)));
            }
            RepString {
                fill,
                dst,
                src,
                count,
            } => {
                v.operand(dst, FixedUse(regs::g(regs::gpr::RDI)));
                let s = if *fill {
                    regs::gpr::RAX
                } else {
                    regs::gpr::RSI
                };
                v.operand(src, FixedUse(regs::g(s)));
                v.operand(count, FixedUse(regs::g(regs::gpr::RCX)));
            }
            MemAlu { mem, src, .. } => {
                mem.visit(v);
                src.visit(v);
            }
            AtomicRmwFloat { mem, src, dst, .. } => {
                mem.visit(v);
                v.operand(src, Use);
                v.operand(dst, FixedEarlyDef(regs::g(regs::gpr::RAX)));
            }
            CmpXchg16 {
                addr,
                exp_lo,
                exp_hi,
                new_lo,
                new_hi,
                old_lo,
                old_hi,
                ok,
            } => {
                v.operand(addr, Use);
                v.operand(new_lo, Use);
                v.operand(exp_lo, FixedUse(regs::g(regs::gpr::RAX)));
                v.operand(exp_hi, FixedUse(regs::g(regs::gpr::RDX)));
                v.operand(new_hi, FixedUse(regs::g(regs::gpr::RCX)));
                v.operand(old_lo, FixedDef(regs::g(regs::gpr::RAX)));
                v.operand(old_hi, FixedDef(regs::g(regs::gpr::RDX)));
                v.operand(ok, Def);
            }
            AtomicRmw16 {
                addr,
                src_lo,
                src_hi,
                old_lo,
                old_hi,
                scratch,
                ..
            } => {
                v.operand(addr, Use);
                v.operand(src_lo, Use);
                v.operand(src_hi, Use);
                v.operand(old_lo, FixedEarlyDef(regs::g(regs::gpr::RAX)));
                v.operand(old_hi, FixedEarlyDef(regs::g(regs::gpr::RDX)));
                v.operand(scratch, FixedEarlyDef(regs::g(regs::gpr::RCX)));
            }
            CmpXchg {
                mem,
                expected,
                new,
                old,
                ok,
                ..
            } => {
                mem.visit(v);
                v.operand(expected, FixedUse(regs::g(regs::gpr::RAX)));
                v.operand(new, Use);
                v.operand(old, FixedDef(regs::g(regs::gpr::RAX)));
                v.operand(ok, Def);
            }
            JmpIf { cond, .. } => v.operand(cond, Use),
            CmpJmp { lhs, rhs, .. } => {
                lhs.visit(v);
                rhs.visit(v);
            }
            Switch { index, tmp, .. } => {
                v.operand(index, Use);
                v.operand(tmp, Temp);
            }
            JmpIndirect { target, .. } => target.visit(v),
            Ret { uses } => visit_fixed(v, uses, false),
            TailCall { target, uses } => {
                if let CallTarget::Indirect(r) = target {
                    v.operand(r, Use);
                }
                visit_fixed(v, uses, false);
            }
            Call { target, regs, .. } => {
                if let CallTarget::Indirect(r) = target {
                    v.operand(r, Use);
                }
                visit_fixed(v, &mut regs.uses, false);
                visit_fixed(v, &mut regs.defs, true);
            }
            DynAlloca { size, dst, .. } => {
                v.operand(size, Use);
                v.operand(dst, Def);
            }
            WriteSp { src } => v.operand(src, Use),
            VaStart { list, .. } => v.operand(list, Use),
            SaveVarargRegs { .. } | SaveHomeRegs => {}
            Sse { lhs, rhs, dst, .. } => {
                v.operand(lhs, Use);
                v.operand(rhs, Use);
                v.operand(dst, ReuseDef(0));
            }
            MinMaxNum { a, b, dst, .. } => {
                v.operand(a, Use);
                v.operand(b, Use);
                v.operand(dst, EarlyDef);
            }
            FCmpSet { lhs, rhs, dst, .. } => {
                v.operand(lhs, Use);
                v.operand(rhs, Use);
                v.operand(dst, Def);
            }
            VBin {
                w, lhs, rhs, dst, ..
            } => {
                v.operand(lhs, Use);
                rhs.visit(v);
                v.operand(dst, if w.two_address() { ReuseDef(0) } else { Def });
            }
            VUn {
                op, w, src, dst, ..
            } => {
                src.visit(v);
                let tied = w.two_address() && op.in_place();
                v.operand(dst, if tied { ReuseDef(0) } else { Def });
            }
            VStore { src, mem, .. } => {
                v.operand(src, Use);
                mem.visit(v);
            }
            VToGpr { src, dst, .. } => {
                v.operand(src, Use);
                v.operand(dst, Def);
            }
            VInsGpr {
                w, vec, src, dst, ..
            } => {
                v.operand(vec, Use);
                v.operand(src, Use);
                v.operand(dst, if w.two_address() { ReuseDef(0) } else { Def });
            }
            VBlendv {
                w,
                lhs,
                rhs,
                mask,
                dst,
                ..
            } => {
                v.operand(lhs, Use);
                v.operand(rhs, Use);
                if w.two_address() {
                    v.operand(mask, FixedUse(regs::x(0)));
                    v.operand(dst, ReuseDef(0));
                } else {
                    v.operand(mask, Use);
                    v.operand(dst, Def);
                }
            }
            VSet { dst, .. } => v.operand(dst, Def),
            VMaskStore { mask, src, mem, .. } => {
                v.operand(mask, Use);
                v.operand(src, Use);
                mem.visit(v);
            }
            VGather {
                src,
                mask,
                index,
                base,
                dst,
                mask_out,
                ..
            } => {
                v.operand(src, Use);
                v.operand(mask, Use);
                v.operand(index, Use);
                if let Some(b) = base {
                    v.operand(b, Use);
                }
                v.operand(dst, ReuseDef(0));
                v.operand(mask_out, ReuseDef(1));
            }
            VTest { a, b, dst, .. } => {
                v.operand(a, Use);
                v.operand(b, Use);
                v.operand(dst, Def);
            }
            InlineAsm(a) => a.visit(v),
        }
    }

    fn clobbers(&self) -> PRegSet {
        match self {
            MInst::Call { clobbers, .. } | MInst::SjljSetjmp { clobbers, .. } => *clobbers,
            MInst::InlineAsm(a) => a.clobbers,
            MInst::WideMul { .. } | MInst::WideUDivRem { .. } => regs::loop_clobbers(),
            MInst::RepString { .. } => {
                let mut s = PRegSet::empty();
                for r in [regs::gpr::RDI, regs::gpr::RSI, regs::gpr::RCX] {
                    s.add(regs::g(r));
                }
                s
            }
            _ => PRegSet::empty(),
        }
    }

    fn is_ret(&self) -> bool {
        matches!(
            self,
            MInst::Ret { .. } | MInst::TailCall { .. } | MInst::Ud2
        )
    }

    fn is_branch(&self) -> bool {
        matches!(
            self,
            MInst::Jmp { .. }
                | MInst::JmpIf { .. }
                | MInst::CmpJmp { .. }
                | MInst::Switch { .. }
                | MInst::JmpIndirect { .. }
        ) || matches!(self, MInst::InlineAsm(a) if !a.targets.is_empty())
            || matches!(
                self,
                MInst::Call {
                    unwind: Some(_),
                    ..
                }
            )
    }
}
