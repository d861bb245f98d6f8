//! Instruction selection: one IR function into a [`VCode`] of [`MInst`]s.
//!
//! Every IR value becomes one or more *parts* (an integer of up to 64 bits in a
//! general-purpose register, a `float` or a `double` in a SIMD register), each in its own
//! virtual register: `i128` and first-class aggregates are several parts. Integers
//! narrower than their register keep undefined high bits; operations that read those bits
//! (compares, division, right shifts, widening) extend first. Phis become block
//! parameters; critical edges get their own blocks ([`MachineBlocks`]).

use crate::inst::*;
use cranelift_entity::SecondaryMap;
use regalloc2::RegClass;
use rllc_codegen::debug_lines::DebugValues;
use rllc_codegen::eh::{InvokeEdges, LandingPads};
use rllc_codegen::frame::{StackSlot, StackSlots, StaticAllocas};
use rllc_codegen::machine_blocks::{split_condition, MachineBlocks, SplitCondition};
use rllc_codegen::pipeline::LoweredFunction;
use rllc_codegen::{CodegenError, MBlock, ModuleCtx, OptLevel, Reg, RelocTarget, VCode};
use rllc_ir::constant::{Const, ConstExpr, ConstKind, ExprOp};
use rllc_ir::inst::{BinOp, CastOp, Inst, InstKind, Ordering, SyncScope, Value};
use rllc_ir::module::{Body, Function, GlobalId, GlobalKind, Module};
use rllc_ir::types::{Type, TypeData};
use smallvec::SmallVec;

mod atomic;
mod bits;
mod call;
mod fp128;
mod fpclass;
mod hoist;
mod inline_asm;
mod int;
mod memory;
mod neon;
mod phis;
mod tls;
mod vector;
mod vector_lanes;
mod wide;

/// One register-sized piece of a value.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Part {
    /// An integer (or pointer) of this many bits, at most 64.
    Int(u8),
    /// `half`, in the low 16 bits of a SIMD register. Without the FP16 extension its
    /// arithmetic is done in single precision and rounded back, as llc does.
    F16,
    F32,
    F64,
    /// `fp128` (Linux AArch64's `long double`) in a whole SIMD register; its arithmetic
    /// goes through libgcc's soft-float routines (`fp128.rs`).
    F128,
    /// A chunk of a vector's memory image in a SIMD register: this many bytes (1–16) of
    /// it (`vector.rs`).
    Vec(u8),
}

impl Part {
    fn class(self) -> RegClass {
        match self {
            Part::Int(_) => RegClass::Int,
            _ => RegClass::Float,
        }
    }

    fn fp_size(self) -> FpSize {
        match self {
            Part::F16 => FpSize::H,
            Part::F32 => FpSize::S,
            _ => FpSize::D,
        }
    }
}

/// The parts of a value with their byte offsets in its memory image.
pub type Parts = SmallVec<[(Part, u32); 2]>;

/// Registers of a value's parts.
pub type Regs = SmallVec<[Reg; 2]>;

/// The AArch64 target's view of a module: the target-neutral [`ModuleCtx`], which it
/// dereferences to.
pub struct A64Module<'m> {
    pub cx: ModuleCtx<'m>,
}

impl<'m> std::ops::Deref for A64Module<'m> {
    type Target = ModuleCtx<'m>;

    fn deref(&self) -> &ModuleCtx<'m> {
        &self.cx
    }
}

impl A64Module<'_> {
    /// The parts of type `t`, or an error naming what the back end cannot hold in
    /// registers yet.
    pub fn parts(&self, t: Type) -> Result<Parts, String> {
        let mut out = Parts::new();
        self.flatten(t, 0, &mut out)?;
        Ok(out)
    }

    fn flatten(&self, t: Type, off: u32, out: &mut Parts) -> Result<(), String> {
        let types = &self.m.types;
        match types.get(t) {
            TypeData::Int(bits) if *bits <= 64 => out.push((Part::Int(*bits as u8), off)),
            TypeData::Int(bits) => {
                let mut o = off;
                for k in (0..*bits).step_by(64) {
                    out.push((Part::Int((bits - k).min(64) as u8), o));
                    o += 8;
                }
            }
            TypeData::Ptr(_) => out.push((Part::Int(64), off)),
            TypeData::Float => out.push((Part::F32, off)),
            TypeData::Double => out.push((Part::F64, off)),
            TypeData::Void => {}
            TypeData::Array { len, elem } => {
                let size = self.layouts.size(*elem) as u32;
                for k in 0..*len as u32 {
                    self.flatten(*elem, off + k * size, out)?;
                }
            }
            TypeData::Struct { .. } | TypeData::Named(_) => {
                let fields = types.struct_fields(t).ok_or("opaque struct value")?;
                for (k, &f) in fields.iter().enumerate() {
                    let o = self.layouts.field_offset(types, t, k) as u32;
                    self.flatten(f, off + o, out)?;
                }
            }
            TypeData::Half => out.push((Part::F16, off)),
            TypeData::BFloat => return Err("bfloat values".into()),
            TypeData::Fp128 => out.push((Part::F128, off)),
            TypeData::Vector { .. } => {
                let (e, len) = self.vector_shape(t)?;
                self.vector_parts(e, len, off, out);
            }
            _ => {
                return Err(format!(
                    "values of type {}",
                    rllc_ir::printer::type_to_string(self.m, t)
                ))
            }
        }
        if out.len() > 64 {
            return Err("aggregates of more than 64 parts in registers".into());
        }
        Ok(())
    }
}

/// The register save areas of a variadic function, for `va_start`.
#[derive(Copy, Clone)]
struct VaArea {
    /// The saved general-purpose argument registers the named arguments left, and their
    /// bytes.
    gr: StackSlot,
    gr_size: u32,
    /// The saved SIMD argument registers (16 bytes each).
    vr: StackSlot,
    vr_size: u32,
    /// Bytes of the named arguments on the stack (the unnamed ones follow).
    stack: u32,
}

/// What lowering tells the frame layout.
pub struct Lowered {
    pub slots: StackSlots,
    /// Bytes of the outgoing-argument area (a multiple of 16).
    pub outgoing: u32,
    /// The stack protector's canary slot, when the function has one.
    pub canary: Option<StackSlot>,
    /// The function's exception table without its call sites (the emitter finds them),
    /// when it has landing pads.
    pub exceptions: Option<Box<rllc_codegen::eh::ExceptionTable>>,
    /// Number of inline asm statements.
    pub asm_statements: u32,
}

type PartRange = (u32, u32);

/// A scalar constant's value: bits, or a symbol's address plus an offset.
#[derive(Copy, Clone, Debug)]
enum ConstVal {
    Bits(u64),
    Sym(RelocTarget, i64),
}

fn err(pos: u32, what: impl std::fmt::Display) -> CodegenError {
    CodegenError::unsupported(Some(pos), what)
}

type LResult<T> = Result<T, CodegenError>;

struct Lowerer<'a, 'm> {
    cx: &'a A64Module<'m>,
    m: &'m Module,
    gid: GlobalId,
    f: &'m Function,
    body: &'a Body,
    vc: VCode<MInst>,
    slots: StackSlots,
    /// The registers of every value's parts, ranges of which `inst_regs` and `arg_regs`
    /// hold.
    regs: Vec<Reg>,
    inst_regs: SecondaryMap<Inst, Option<PartRange>>,
    arg_regs: Vec<PartRange>,
    /// The `#dbg_value` records, with debug info.
    debug_values: Option<DebugValues>,
    allocas: StaticAllocas,
    blocks: MachineBlocks,
    /// By instruction index: uses of the instruction's result.
    uses: Vec<u32>,
    /// Instructions lowered at their uses: integer compares whose flags branches, `select`s
    /// or a split branch condition read, split branch conditions, and shifts whose field
    /// an `and` extracts (`ubfx`) or another instruction shifts as its operand.
    fused: Vec<bool>,
    /// GEPs whose every use is the address of a load or store, which fold them into
    /// their addressing modes, and 32-to-64-bit extensions whose every use is a GEP
    /// index, which the GEPs extend as they add them (`memory.rs`).
    folded: Vec<bool>,
    /// What the NEON intrinsic being lowered for its one user accumulates into (see
    /// `neon.rs`).
    neon_acc: Option<neon::NeonAcc>,
    outgoing: u32,
    /// The constant pool: bytes and alignment of each entry.
    constants: Vec<(Vec<u8>, u32)>,
    /// By virtual register: the bit from which it is known to hold zeros (a byte load's
    /// result from bit 8, a 32-bit operation's from bit 32), so that zero extensions of
    /// it cost nothing.
    zero_from: Vec<u8>,
    /// By instruction index: for the phis whose registers are kept zero-extended
    /// (`phis.rs`), the width they are zero from; 0 for other instructions.
    zero_extended_phis: Vec<u8>,
    /// Integer constants materialised in the entry block for the loops (`hoist.rs`).
    hoisted: Vec<(u64, Reg)>,
    /// The optimisation level.
    opt: OptLevel,
    /// The compare whose flags the last pushed instruction left, where that was, and the
    /// condition they give: a `select` right after another of the same compare reads
    /// them again.
    flags: Option<(Inst, usize, Cond)>,
    /// A variadic function's register save areas.
    va_area: Option<VaArea>,
    /// The block ended in a `musttail` call: its `ret` is already done.
    tail_called: bool,
    /// The function's landing pads, when it has any.
    pads: Option<LandingPads>,
    /// The `invoke` ending the block being lowered, for its edge blocks.
    pending_invoke: Option<InvokeEdges>,
    /// The function has 128-bit values (`fp128`) that may live in SIMD registers across
    /// calls, which preserve only the low halves of v8–v15.
    wide_fp: bool,
    /// The function's subtarget features (what its atomics compile to).
    features: crate::features::Features,
    /// Inline asm statements lowered so far (their `${:uid}`).
    asm_count: u32,
    pos: u32,
    /// An unsupported construct met where lowering cannot fail (address materialisation),
    /// reported when the function is done.
    refused: Option<CodegenError>,
    /// The IR block being lowered.
    block: Block,
}

/// Lowers `body`, the body of function `gid`.
pub fn lower_function(
    cx: &A64Module<'_>,
    gid: GlobalId,
    body: &Body,
    opt: OptLevel,
) -> LResult<LoweredFunction<MInst, Lowered>> {
    let m = cx.m;
    let GlobalKind::Func(f) = &m.globals[gid].kind else {
        unreachable!("lower_function on a non-function")
    };
    let mut l = Lowerer {
        cx,
        m,
        gid,
        f,
        body,
        vc: VCode::with_capacity(body.insts.len() * 2),
        slots: StackSlots::default(),
        regs: Vec::with_capacity(body.insts.len() + 16),
        inst_regs: rllc_codegen::full_map(body.insts.len()),
        arg_regs: Vec::new(),
        debug_values: None,
        allocas: StaticAllocas::default(),
        blocks: MachineBlocks::new(body),
        uses: Vec::new(),
        fused: Vec::new(),
        folded: Vec::new(),
        neon_acc: None,
        outgoing: 0,
        constants: Vec::new(),
        zero_from: Vec::new(),
        zero_extended_phis: Vec::new(),
        hoisted: Vec::new(),
        opt,
        flags: None,
        va_area: None,
        tail_called: false,
        pads: None,
        pending_invoke: None,
        wide_fp: false,
        features: crate::features::Features::of(cx, m.attrs.list(f.attrs).func),
        asm_count: 0,
        block: Block::from_u32(0),
        pos: m.globals[gid].pos,
        refused: None,
    };
    l.run()?;
    if let Some(e) = l.refused {
        return Err(e);
    }
    let alloca_slots = if l.vc.tracks_source_locations() {
        l.allocas.slots.iter().map(|(&i, &s)| (i, s)).collect()
    } else {
        Vec::new()
    };
    Ok(LoweredFunction {
        vcode: l.vc,
        ir_blocks: l.blocks.ir_blocks(body),
        block_numbers: Vec::new(),
        constants: l.constants,
        info: Lowered {
            slots: l.slots,
            outgoing: l.outgoing.next_multiple_of(16),
            canary: l.allocas.canary,
            exceptions: l.pads.map(|p| Box::new(p.into_table(Vec::new()))),
            asm_statements: l.asm_count,
        },
        alloca_slots,
        debug_values: l.debug_values,
    })
}

/// The register an instruction defines and the bit from which its result is known to be
/// zero, for the instructions whose result is zero-extended.
fn zero_extended_result(mi: &MInst) -> Option<(Reg, u8)> {
    use MInst::*;
    Some(match *mi {
        Load { op, rt, .. } => match op {
            LdSt::Ldrb => (rt, 8),
            LdSt::Ldrh => (rt, 16),
            LdSt::LdrW => (rt, 32),
            _ => return None,
        },
        LoadAcquire { size_log2, rt, .. } if size_log2 < 3 => (rt, 8 << size_log2),
        CSet {
            rd, mask: false, ..
        } => (rd, 1),
        LogicImm {
            op: AluOp::And,
            rd,
            imm,
            ..
        } if imm < 1 << 32 => (rd, (64 - imm.leading_zeros()) as u8),
        Bitfield {
            op: BitfieldOp::Ubfm,
            rd,
            immr,
            imms,
            ..
        } if immr <= imms => (rd, imms - immr + 1),
        AluRRR { sf: false, rd, .. }
        | AluRRImm12 { sf: false, rd, .. }
        | LogicImm { sf: false, rd, .. }
        | Dp2 { sf: false, rd, .. }
        | Dp1 { sf: false, rd, .. }
        | Dp3 { sf: false, rd, .. }
        | Mul { sf: false, rd, .. }
        | Bitfield { sf: false, rd, .. }
        | Csel { sf: false, rd, .. }
        | FMovToGpr { sf: false, rd, .. }
        | FpToInt { sf: false, rd, .. } => (rd, 32),
        MovLogicImm { rd, imm, .. } => (rd, (64 - imm.leading_zeros()) as u8),
        MovWide {
            op: MoveWideOp::Movz,
            rd,
            imm16,
            hw,
            ..
        } => (rd, 16 * hw + (16 - imm16.leading_zeros()) as u8),
        MovWide { sf: false, rd, .. } => (rd, 32),
        _ => return None,
    })
}

/// How `iconst` builds a 64-bit constant.
#[derive(Copy, Clone)]
enum ConstBuild {
    /// One `orr` with a logical immediate.
    Logic { sf: bool },
    /// `movz` (or `movn`, for more all-ones half-words than zero ones) of the first
    /// half-word that is not all zeros (ones), then a `movk` of each later one.
    Wide { sf: bool, op: MoveWideOp },
}

impl ConstBuild {
    fn of(bits: u64) -> ConstBuild {
        let sf = bits >> 32 != 0;
        let halves = if sf { 4 } else { 2 };
        let half = |k: u32| (bits >> (16 * k)) as u16;
        let zeros = (0..halves).filter(|&k| half(k) == 0).count();
        let ones = (0..halves).filter(|&k| half(k) == 0xffff).count();
        if zeros < halves as usize - 1
            && ones < halves as usize - 1
            && crate::encode::bitmask_imm(bits, sf).is_some()
        {
            return ConstBuild::Logic { sf };
        }
        let op = if ones > zeros {
            MoveWideOp::Movn
        } else {
            MoveWideOp::Movz
        };
        ConstBuild::Wide { sf, op }
    }

    /// The half-words of `bits` a `movz`/`movn` and `movk`s set, with their positions:
    /// those that are not all zeros (all ones for `movn`), the first at least.
    fn halves(bits: u64, sf: bool, op: MoveWideOp) -> impl Iterator<Item = (u8, u16)> {
        let skip = if op == MoveWideOp::Movn { 0xffff } else { 0 };
        let n = if sf { 4 } else { 2 };
        let all = (0..n).map(move |k| (k, (bits >> (16 * k)) as u16));
        let first = all.clone().find(|&(_, h)| h != skip).map_or(0, |(k, _)| k);
        all.filter(move |&(k, h)| k == first || (k > first && h != skip))
    }

    /// The number of instructions `iconst` takes for `bits`.
    fn len(bits: u64) -> usize {
        match ConstBuild::of(bits) {
            ConstBuild::Logic { .. } => 1,
            ConstBuild::Wide { sf, op } => ConstBuild::halves(bits, sf, op).count(),
        }
    }
}

/// The zero register (`xzr`/`wzr`), register 31 where an operand field reads zero.
pub(super) fn zero_reg() -> Reg {
    Reg::phys(crate::regs::x(crate::regs::SP_OR_ZR))
}

/// `v`'s low `bits` bits, sign-extended.
fn sign_extend(v: u64, bits: u32) -> i64 {
    if bits >= 64 {
        v as i64
    } else {
        ((v << (64 - bits)) as i64) >> (64 - bits)
    }
}

impl<'a, 'm> Lowerer<'a, 'm> {
    fn types(&self) -> &'m rllc_ir::types::Types {
        &self.m.types
    }

    fn parts_of(&self, t: Type) -> LResult<Parts> {
        self.cx.parts(t).map_err(|e| err(self.pos, e))
    }

    fn new_parts(&mut self, t: Type) -> LResult<PartRange> {
        let parts = self.parts_of(t)?;
        let start = self.regs.len() as u32;
        for (p, _) in parts.iter() {
            let r = self.vc.new_vreg(p.class());
            self.regs.push(r);
        }
        Ok((start, self.regs.len() as u32))
    }

    fn range(&self, r: PartRange) -> Regs {
        Regs::from_slice(&self.regs[r.0 as usize..r.1 as usize])
    }

    /// Registers of an instruction result, created on first reference.
    fn inst_range(&mut self, i: Inst) -> LResult<PartRange> {
        if let Some(r) = self.inst_regs[i] {
            return Ok(r);
        }
        let r = self.new_parts(self.body.insts[i].ty)?;
        self.inst_regs[i] = Some(r);
        Ok(r)
    }

    /// Binds an instruction's result to `regs`: aliases them when nothing referred to the
    /// result yet, otherwise copies into the registers already handed out (phis of loops).
    fn define(&mut self, i: Inst, regs: &[Reg]) -> LResult<()> {
        match self.inst_regs[i] {
            None => {
                let start = self.regs.len() as u32;
                self.regs.extend_from_slice(regs);
                self.inst_regs[i] = Some((start, self.regs.len() as u32));
            }
            Some(r) => {
                let dsts = self.range(r);
                for (d, s) in dsts.into_iter().zip(regs) {
                    self.copy(d, *s);
                }
            }
        }
        Ok(())
    }

    fn copy(&mut self, rd: Reg, rn: Reg) {
        self.push(MInst::Mov { rd, rn });
    }

    fn push(&mut self, mi: MInst) {
        if let Some((rd, bits)) = zero_extended_result(&mi) {
            self.set_zero_from(rd, bits);
        }
        self.vc.push(mi);
    }

    /// Records that virtual register `r` holds zeros from bit `bits` up.
    fn set_zero_from(&mut self, r: Reg, bits: u8) {
        if let Some(n) = r.as_virt() {
            let n = n as usize;
            if self.zero_from.len() <= n {
                self.zero_from.resize(2 * n + 1, 64);
            }
            self.zero_from[n] = bits;
        }
    }

    /// The bit from which general-purpose register `r` is known to hold zeros (64 when
    /// nothing is known).
    fn known_zero_from(&self, r: Reg) -> u8 {
        if r == zero_reg() {
            return 0;
        }
        r.as_virt()
            .and_then(|n| self.zero_from.get(n as usize).copied())
            .unwrap_or(64)
    }

    fn gpr(&mut self) -> Reg {
        self.vc.new_vreg(RegClass::Int)
    }

    fn fpr(&mut self) -> Reg {
        self.vc.new_vreg(RegClass::Float)
    }

    fn value_type(&self, v: Value) -> Type {
        match v {
            Value::Inst(i) => self.body.insts[i].ty,
            Value::Arg(n) => self
                .types()
                .function_parts(self.m.globals[self.gid].value_type)
                .map(|(_, p, _)| p[n as usize])
                .expect("function type"),
            Value::Const(c) => self.m.consts.ty(c),
            _ => self.types().common().void,
        }
    }

    fn const_val(&self, c: Const) -> LResult<ConstVal> {
        let d = self.m.consts.get(c);
        Ok(match &d.kind {
            ConstKind::Int(v) => ConstVal::Bits(*v),
            ConstKind::Float(v) => ConstVal::Bits(*v as u64),
            ConstKind::Null | ConstKind::Undef | ConstKind::Poison | ConstKind::Zero => {
                ConstVal::Bits(0)
            }
            ConstKind::Global(g) | ConstKind::DsoLocalEquivalent(g) | ConstKind::NoCfi(g) => {
                ConstVal::Sym(RelocTarget::Global(*g), 0)
            }
            ConstKind::BlockAddress(f, b) => {
                let block = if *f == self.gid {
                    self.m.block_address_in(self.f, self.body, *b)
                } else {
                    self.m.block_address_target(*f, *b)
                }
                .ok_or_else(|| err(self.pos, "blockaddress of an unknown block"))?;
                ConstVal::Sym(RelocTarget::Block(*f, block.as_u32()), 0)
            }
            ConstKind::Expr(e) => match e.op {
                ExprOp::Cast(
                    CastOp::BitCast
                    | CastOp::PtrToInt
                    | CastOp::IntToPtr
                    | CastOp::AddrSpaceCast
                    | CastOp::PtrToAddr,
                ) if !self.types().is_vector(self.m.consts.ty(e.operands[0])) => {
                    match self.const_val(e.operands[0])? {
                        ConstVal::Bits(b) => {
                            let bits = self.types().int_width(d.ty).unwrap_or(64);
                            ConstVal::Bits(if bits >= 64 { b } else { b & ((1 << bits) - 1) })
                        }
                        other => other,
                    }
                }
                ExprOp::GetElementPtr => self.gep_const(e)?,
                _ => {
                    return Err(err(
                        self.pos,
                        format!("constant expression '{:?}' in code", e.op),
                    ))
                }
            },
            _ => return Err(err(self.pos, "this kind of constant in code")),
        })
    }

    /// The address a GEP constant expression computes.
    fn gep_const(&self, e: &ConstExpr) -> LResult<ConstVal> {
        let src = e.source_ty.expect("gep source type");
        let mut off = 0i64;
        let mut ty = src;
        for k in 1..e.operands.len() {
            let ix = e.operands[k];
            let ConstVal::Bits(iv) = self.const_val(ix)? else {
                return Err(err(self.pos, "symbolic GEP index in a constant"));
            };
            let iw = self.types().int_width(self.m.consts.ty(ix)).unwrap_or(64);
            let iv = sign_extend(iv, iw);
            if k == 1 {
                off += iv * self.cx.layouts.size(src) as i64;
            } else if self.types().struct_fields(ty).is_some() {
                off += self.cx.layouts.field_offset(self.types(), ty, iv as usize) as i64;
                ty = self
                    .types()
                    .aggregate_element(ty, iv as u64)
                    .expect("field");
            } else {
                let el = self
                    .types()
                    .element_type(ty)
                    .ok_or_else(|| err(self.pos, "GEP into a non-aggregate"))?;
                off += iv * self.cx.layouts.size(el) as i64;
                ty = el;
            }
        }
        Ok(match self.const_val(e.operands[0])? {
            ConstVal::Sym(t, o) => ConstVal::Sym(t, o + off),
            ConstVal::Bits(b) => ConstVal::Bits(b.wrapping_add(off as u64)),
        })
    }

    /// A register holding the 64-bit constant `bits`: the one materialised at entry for
    /// the loops (`hoist.rs`), else a new one set by one `orr` with a logical immediate, or
    /// `movz`/`movn` and `movk`s (32-bit forms for 32-bit values).
    fn iconst(&mut self, bits: u64) -> Reg {
        if let Some(&(_, r)) = self.hoisted.iter().find(|&&(b, _)| b == bits) {
            return r;
        }
        let rd = self.gpr();
        let (sf, op) = match ConstBuild::of(bits) {
            ConstBuild::Logic { sf } => {
                self.push(MInst::MovLogicImm { sf, rd, imm: bits });
                return rd;
            }
            ConstBuild::Wide { sf, op } => (sf, op),
        };
        let mut halves = ConstBuild::halves(bits, sf, op);
        let (first, imm16) = halves.next().unwrap_or((0, 0));
        self.push(MInst::MovWide {
            op,
            sf,
            rd,
            imm16: if op == MoveWideOp::Movn {
                !imm16
            } else {
                imm16
            },
            hw: first,
        });
        let mut cur = rd;
        for (k, imm16) in halves {
            let next = self.gpr();
            self.push(MInst::MovK {
                rd: next,
                rn: cur,
                imm16,
                hw: k,
            });
            cur = next;
        }
        cur
    }

    /// Materialises a scalar constant into a new register of the part's class.
    fn materialize(&mut self, part: Part, cv: ConstVal) -> Reg {
        match (cv, part) {
            (ConstVal::Bits(b), Part::Int(_)) => self.iconst(b),
            // The bits through a general register (`fmov s, w`), as a bitcast from i16.
            (ConstVal::Bits(b), Part::F16) => {
                let bits = self.iconst(b & 0xffff);
                let rd = self.fpr();
                self.push(MInst::FMovFromGpr {
                    sf: false,
                    ty: FpSize::S,
                    rd,
                    rn: bits,
                });
                rd
            }
            (ConstVal::Bits(b), Part::F32 | Part::F64) => {
                let ty = part.fp_size();
                let value = if part == Part::F32 {
                    f64::from(f32::from_bits(b as u32))
                } else {
                    f64::from_bits(b)
                };
                if b != 0 {
                    if let Some(imm8) = crate::encode::fp_imm8(value) {
                        let rd = self.fpr();
                        self.push(MInst::FMovImm { ty, rd, imm8 });
                        return rd;
                    }
                    let (bytes, op) = if part == Part::F32 {
                        ((b as u32).to_le_bytes().to_vec(), LdSt::LdrS)
                    } else {
                        (b.to_le_bytes().to_vec(), LdSt::LdrD)
                    };
                    return self.pool_load(op, bytes);
                }
                let z = self.iconst(0);
                let rd = self.fpr();
                self.push(MInst::FMovFromGpr {
                    sf: part == Part::F64,
                    ty,
                    rd,
                    rn: z,
                });
                rd
            }
            (ConstVal::Bits(0), Part::Vec(_)) => {
                // A zero (undef, poison) vector field of an aggregate.
                let rd = self.fpr();
                self.push(MInst::VecZero { rd });
                rd
            }
            (ConstVal::Bits(_), Part::F128 | Part::Vec(_)) => {
                unreachable!("fp128 and vector constants are pooled")
            }
            (ConstVal::Sym(t, off), _) => {
                let rd = self.symbol_addr(t, off);
                match part {
                    Part::Int(_) => rd,
                    _ => {
                        let f = self.fpr();
                        self.push(MInst::FMovFromGpr {
                            sf: true,
                            ty: FpSize::D,
                            rd: f,
                            rn: rd,
                        });
                        f
                    }
                }
            }
        }
    }

    /// A new register loaded (`op`) from a constant-pool entry holding `bytes`.
    fn pool_load(&mut self, op: LdSt, bytes: Vec<u8>) -> Reg {
        let align = bytes.len() as u32;
        let index = match self.constants.iter().position(|(b, _)| *b == bytes) {
            Some(k) => k,
            None => {
                self.constants.push((bytes, align));
                self.constants.len() - 1
            }
        };
        let rt = self.fpr();
        self.push(MInst::LoadConst {
            op,
            rt,
            index: index as u32,
        });
        rt
    }

    /// A new register holding the address of `t` plus `off`.
    fn symbol_addr(&mut self, t: RelocTarget, off: i64) -> Reg {
        if let RelocTarget::Global(g) = t {
            if self.m.globals[g].thread_local.is_some() {
                let a = self.tls_addr(g);
                return self.add_imm(a, off);
            }
        }
        let access = match t {
            RelocTarget::Global(g) if !self.cx.is_local(g) => SymbolAccess::Got,
            _ => SymbolAccess::Direct,
        };
        let rd = self.gpr();
        match access {
            SymbolAccess::Direct => {
                self.push(MInst::SymbolAddr {
                    rd,
                    target: t,
                    addend: off,
                    access,
                });
                rd
            }
            SymbolAccess::Got => {
                self.push(MInst::SymbolAddr {
                    rd,
                    target: t,
                    addend: 0,
                    access,
                });
                self.add_imm(rd, off)
            }
        }
    }

    fn const_parts(&mut self, c: Const, out: &mut Regs) -> LResult<()> {
        let t = self.m.consts.ty(c);
        if self.types().is_vector(t) {
            return self.vector_const(c, out);
        }
        let parts = self.parts_of(t)?;
        let d = self.m.consts.get(c);
        match &d.kind {
            ConstKind::Aggregate(elems) => {
                for &e in elems.iter() {
                    self.const_parts(e, out)?;
                }
            }
            ConstKind::BigInt(limbs) => {
                for (k, (p, _)) in parts.iter().enumerate() {
                    out.push(self.materialize(*p, ConstVal::Bits(limbs[k])));
                }
            }
            ConstKind::Int(v) if parts.len() > 1 => {
                for (k, (p, _)) in parts.iter().enumerate() {
                    let b = if k == 0 { *v } else { 0 };
                    out.push(self.materialize(*p, ConstVal::Bits(b)));
                }
            }
            ConstKind::Null | ConstKind::Undef | ConstKind::Poison | ConstKind::Zero => {
                for (p, _) in parts.iter() {
                    let r = if *p == Part::F128 {
                        self.pool_load(LdSt::LdrQ, vec![0; 16])
                    } else {
                        self.materialize(*p, ConstVal::Bits(0))
                    };
                    out.push(r);
                }
            }
            ConstKind::Bytes(bytes) => {
                for (k, (p, _)) in parts.iter().enumerate() {
                    out.push(self.materialize(*p, ConstVal::Bits(u64::from(bytes[k]))));
                }
            }
            ConstKind::Expr(e)
                if parts.len() == 1
                    && matches!(
                        e.op,
                        ExprOp::Add
                            | ExprOp::Sub
                            | ExprOp::Mul
                            | ExprOp::And
                            | ExprOp::Or
                            | ExprOp::Xor
                    )
                    && self.const_val(c).is_err() =>
            {
                // Link-time values the object file cannot express (differences of symbol
                // addresses and the like) are computed at run time.
                let mut lhs = Regs::new();
                self.const_parts(e.operands[0], &mut lhs)?;
                let mut rhs = Regs::new();
                self.const_parts(e.operands[1], &mut rhs)?;
                let rd = self.gpr();
                match e.op {
                    ExprOp::Mul => self.push(MInst::Mul {
                        sf: true,
                        rd,
                        rn: lhs[0],
                        rm: rhs[0],
                    }),
                    op => {
                        let alu = match op {
                            ExprOp::Add => AluOp::Add,
                            ExprOp::Sub => AluOp::Sub,
                            ExprOp::And => AluOp::And,
                            ExprOp::Or => AluOp::Orr,
                            _ => AluOp::Eor,
                        };
                        self.alu(alu, true, rd, lhs[0], rhs[0]);
                    }
                }
                out.push(rd);
            }
            ConstKind::Float(bits) if parts[0].0 == Part::F128 => {
                out.push(self.pool_load(LdSt::LdrQ, bits.to_le_bytes().to_vec()));
            }
            _ => {
                if parts.len() != 1 {
                    return Err(err(self.pos, "multi-part constant of this kind"));
                }
                let cv = self.const_val(c)?;
                out.push(self.materialize(parts[0].0, cv));
            }
        }
        Ok(())
    }

    /// The registers holding value `v` (materialising constants).
    fn value_regs(&mut self, v: Value) -> LResult<Regs> {
        match v {
            Value::Inst(i) => {
                if let Some(&slot) = self.allocas.slots.get(&i) {
                    let rd = self.slot_addr(slot, 0);
                    return Ok(smallvec::smallvec![rd]);
                }
                let r = self.inst_range(i)?;
                Ok(self.range(r))
            }
            Value::Arg(n) => Ok(self.range(self.arg_regs[n as usize])),
            Value::Const(c) => {
                let mut out = Regs::new();
                self.const_parts(c, &mut out)?;
                Ok(out)
            }
            _ => Err(err(self.pos, "this operand kind")),
        }
    }

    /// Whether `v` is a constant zero of 8, 16, 32 or 64 bits.
    fn is_int_zero(&self, v: Value) -> bool {
        self.int_const(v) == Some(0)
            && matches!(
                self.types().int_width(self.value_type(v)),
                Some(8 | 16 | 32 | 64)
            )
    }

    /// The register of scalar integer operand `v` in a field where register 31 reads
    /// zero (the first source of shifted-register arithmetic, `csel`'s sources, the value
    /// of a store): the zero register for a constant zero, which needs no `mov`.
    fn int_operand(&mut self, v: Value) -> LResult<Reg> {
        if self.is_int_zero(v) {
            return Ok(zero_reg());
        }
        self.reg(v)
    }

    /// The registers of value `v` as operands in such fields (see `int_operand`).
    fn operand_regs(&mut self, v: Value) -> LResult<Regs> {
        if self.is_int_zero(v) {
            return Ok(smallvec::smallvec![zero_reg()]);
        }
        self.value_regs(v)
    }

    /// The single register of a scalar value.
    fn reg(&mut self, v: Value) -> LResult<Reg> {
        let r = self.value_regs(v)?;
        if r.len() != 1 {
            return Err(err(self.pos, "multi-part value in a scalar position"));
        }
        Ok(r[0])
    }

    /// A new register holding the address of frame slot `slot` plus `off`.
    fn slot_addr(&mut self, slot: StackSlot, off: i64) -> Reg {
        let rd = self.gpr();
        self.push(MInst::LoadAddr {
            rd,
            mem: Amode::Slot { slot, off },
        });
        rd
    }

    /// `r + off` in a new register (`r` itself when `off` is 0).
    fn add_imm(&mut self, r: Reg, off: i64) -> Reg {
        if off == 0 {
            return r;
        }
        let rd = self.gpr();
        let (op, mag) = if off < 0 {
            (AluOp::Sub, off.unsigned_abs())
        } else {
            (AluOp::Add, off as u64)
        };
        if mag < 4096 {
            self.push(MInst::AluRRImm12 {
                op,
                sf: true,
                rd,
                rn: r,
                imm12: mag as u16,
                lsl12: false,
            });
        } else if mag & 0xfff == 0 && mag < 1 << 24 {
            self.push(MInst::AluRRImm12 {
                op,
                sf: true,
                rd,
                rn: r,
                imm12: (mag >> 12) as u16,
                lsl12: true,
            });
        } else {
            let k = self.iconst(mag);
            self.push(MInst::AluRRR {
                op,
                sf: true,
                rd,
                rn: r,
                rm: k,
                shift: crate::encode::ShiftOp::Lsl,
                amount: 0,
            });
        }
        rd
    }

    fn run(&mut self) -> LResult<()> {
        let body = self.body;
        let params = self
            .types()
            .function_parts(self.m.globals[self.gid].value_type)
            .map_or(&[][..], |(_, p, _)| p);
        self.wide_fp = params.iter().any(|&t| self.has_wide_fp(t))
            || body.insts.iter().any(|(_, d)| self.has_wide_fp(d.ty));
        self.count_uses();
        self.plan_folded_geps();
        self.plan_zero_extended_phis();
        let mut blocks = std::mem::take(&mut self.blocks);
        blocks.number(body, |b| self.split_condition(b).map(|split| split.shared));
        self.blocks = blocks;
        if let Some(ib) = &self.blocks.indirect {
            // Landing blocks pass the phi arguments of the one site; several sites would
            // need the phis of their targets in memory.
            let phis_at_target = ib.landing.keys().any(|&t| {
                matches!(
                    body.blocks[t].insts.first().map(|&i| body.insts[i].kind),
                    Some(InstKind::Phi)
                )
            });
            if ib.only_site.is_none() && phis_at_target {
                return Err(err(
                    self.pos,
                    "indirectbr targets with phis reached from several indirectbr on AArch64",
                ));
            }
        }
        let first_indirect = self.blocks.indirect.as_ref().map(|ib| ib.after);
        self.allocas = rllc_codegen::frame::static_allocas(
            self.cx,
            self.gid,
            self.f,
            body,
            16,
            &mut self.slots,
        )?;
        self.pads = LandingPads::of(self.m, self.f.personality, body)?;
        if rllc_codegen::debug_lines::subprogram(self.m, self.gid).is_some() {
            self.vc.track_source_locations();
            self.debug_values = DebugValues::of(self.m, body);
        }
        // Block parameters for phis, and for the values of landing pads.
        let mut block_params: SecondaryMap<Block, Vec<Reg>> = SecondaryMap::new();
        let layout = std::mem::take(&mut self.blocks.layout);
        for &b in &layout {
            let mut ps = Vec::new();
            for &i in &body.blocks[b].insts {
                if !matches!(body.insts[i].kind, InstKind::Phi) {
                    break;
                }
                self.pos = body.positions[i];
                let r = self.inst_range(i)?;
                let bits = self.zero_extended_phis[i.as_u32() as usize];
                if bits != 0 {
                    self.set_zero_from(self.regs[r.0 as usize], bits);
                }
                ps.extend(self.range(r));
            }
            if let Some(pad) = rllc_codegen::eh::landing_pad(body, b) {
                self.pos = body.positions[pad];
                let parts = self.parts_of(body.insts[pad].ty)?;
                if !matches!(parts[..], [(Part::Int(64), _), (Part::Int(32), _)]) {
                    return Err(err(self.pos, "a landingpad whose type is not { ptr, i32 }"));
                }
                let r = self.inst_range(pad)?;
                ps.extend(self.range(r));
            }
            block_params[b] = ps;
        }
        for (k, &b) in layout.iter().enumerate() {
            self.vc.start_block(&block_params[b]);
            self.block = b;
            if k == 0 {
                if let Some(&first) = body.blocks[b].insts.first() {
                    self.pos = body.positions[first];
                }
                self.lower_entry()?;
                if self.opt != OptLevel::O0 {
                    self.hoist_loop_constants(&layout);
                }
            }
            for &i in &body.blocks[b].insts {
                if let Some(values) = &self.debug_values {
                    let (inst_regs, arg_regs) = (&self.inst_regs, &self.arg_regs);
                    values.label_records(i, &mut self.vc, inst_regs, arg_regs, &self.regs);
                }
                let k = i.as_u32() as usize;
                if self.fused[k] || self.folded[k] || self.is_dead(i) {
                    continue;
                }
                self.pos = body.positions[i];
                self.vc.set_source_location(i.as_u32());
                self.lower_inst(b, i)?;
                if let Some(values) = &mut self.debug_values {
                    values.lowered(i);
                }
            }
            let (first_edge, end) = self.blocks.edge_range[b];
            let invoke = self.pending_invoke.take();
            for e in first_edge..end {
                let to = self.blocks.edge_blocks[e as usize].0;
                self.vc.start_block(&[]);
                if let Some(p) = invoke.as_ref().filter(|p| p.normal == to) {
                    self.define(p.inst, &p.results)?;
                }
                let mut args = self.phi_args(b, to)?;
                if let Some(p) = invoke.as_ref().filter(|p| p.unwind == to) {
                    args.extend(p.landing);
                }
                let target = self.blocks.block_map[to];
                self.push(MInst::Jump { target });
                self.vc.end_block(&[(target, &args)]);
            }
            if first_indirect == Some(k) {
                self.indirect_blocks(&layout)?;
            }
        }
        self.blocks.layout = layout;
        self.vc.finish();
        Ok(())
    }

    /// The dispatch block of `indirectbr` (`br` to the address it receives) and a landing
    /// block per possible target, which jumps there with the only site's phi arguments.
    fn indirect_blocks(&mut self, layout: &[Block]) -> LResult<()> {
        let ib = self.blocks.indirect.as_ref().expect("indirect branches");
        let mut succs: Vec<MBlock> = ib.landing.values().copied().collect();
        succs.sort_unstable();
        let site = ib.only_site;
        let addr = self.gpr();
        self.vc.start_block(&[addr]);
        self.push(MInst::JumpIndirect {
            rn: addr,
            succs: succs.clone().into(),
        });
        let refs: Vec<(MBlock, &[Reg])> = succs.iter().map(|&s| (s, &[][..])).collect();
        self.vc.end_block(&refs);
        for &t in layout {
            if self.blocks.is_indirect_target(t) {
                self.vc.start_block(&[]);
                let args = match site {
                    Some(s) => self.phi_args(s, t)?,
                    None => Regs::new(),
                };
                let target = self.blocks.block_map[t];
                self.push(MInst::Jump { target });
                self.vc.end_block(&[(target, &args)]);
            }
        }
        Ok(())
    }

    /// Counts the uses of every instruction's result, and marks the instructions lowered
    /// at their uses (`fused`): a branch's `&&`/`||` condition that the branch splits
    /// in two, the integer compares whose every use (or only use, for such a condition)
    /// reads them from the flags, as the condition of a branch or `select` of the same
    /// block, and the shifts of fields an `and` extracts or of operands an arithmetic or
    /// logical instruction shifts.
    fn count_uses(&mut self) {
        let body = self.body;
        let n = body.insts.len();
        self.uses = vec![0; n];
        let mut user = vec![u32::MAX; n];
        for (i, d) in body.insts.iter() {
            for a in &body.pool[d.args_start as usize..(d.args_start + d.args_len) as usize] {
                if let Value::Inst(j) = *a {
                    self.uses[j.as_u32() as usize] += 1;
                    user[j.as_u32() as usize] = i.as_u32();
                }
            }
        }
        let mut block_of = vec![u32::MAX; n];
        for (b, blk) in body.blocks.iter() {
            for &i in &blk.insts {
                block_of[i.as_u32() as usize] = b.as_u32();
            }
        }
        self.fused = vec![false; n];
        for (b, _) in body.blocks.iter() {
            let one_use_here = |c: Inst| {
                self.uses[c.as_u32() as usize] == 1 && block_of[c.as_u32() as usize] == b.as_u32()
            };
            if split_condition(self.m, body, b, one_use_here).is_some() {
                let Some(Value::Inst(c)) = body.terminator(b).map(|t| body.args(t)[0]) else {
                    unreachable!("a split branch on an instruction")
                };
                self.fused[c.as_u32() as usize] = true;
            }
        }
        // Uses as the condition of a branch or select of the same block.
        let mut flag_uses = vec![0u32; n];
        for (u, d) in body.insts.iter() {
            let args = body.args(u);
            let Some(&Value::Inst(c)) = args.first() else {
                continue;
            };
            let reads_flags = match d.kind {
                InstKind::CondBr => true,
                InstKind::Select => args[1] != args[0] && args[2] != args[0],
                _ => false,
            };
            if reads_flags && block_of[c.as_u32() as usize] == block_of[u.as_u32() as usize] {
                flag_uses[c.as_u32() as usize] += 1;
            }
        }
        for (c, d) in body.insts.iter() {
            let k = c.as_u32() as usize;
            // A long multiply or pairwise add accumulated, a narrowing into a high half, a
            // shift right narrowed (`shrn`).
            let fusion = self.neon_fusion(c).map(|(x, _, _)| x);
            if let Some(x) = fusion.or_else(|| self.narrowed_shift(c).map(|(s, _, _)| s)) {
                let j = x.as_u32() as usize;
                if self.uses[j] == 1 && block_of[j] == block_of[k] {
                    self.fused[j] = true;
                }
                continue;
            }
            // The shift a shifted-register operand applies.
            if let Some((_, s, _, _)) = self.shifted_operand(c) {
                if self.uses[s.as_u32() as usize] == 1 {
                    self.fused[s.as_u32() as usize] = true;
                }
                continue;
            }
            if let Some((_, Value::Inst(s))) =
                self.extracted_field(c).zip(body.args(c).first().copied())
            {
                if self.uses[s.as_u32() as usize] == 1 {
                    self.fused[s.as_u32() as usize] = true;
                }
                continue;
            }
            if !matches!(d.kind, InstKind::ICmp(_))
                || self.uses[k] == 0
                || self.types().is_vector(d.ty)
            {
                continue;
            }
            let u = user[k] as usize;
            // A split condition's operands are the two conditions it tests.
            let split_operand = self.uses[k] == 1
                && self.fused[u]
                && block_of[u] == block_of[k]
                && matches!(
                    body.insts[Inst::from_u32(user[k])].kind,
                    InstKind::Binary(BinOp::And | BinOp::Or) | InstKind::Select
                );
            self.fused[k] = split_operand || flag_uses[k] == self.uses[k];
        }
    }

    /// Marks the GEPs that fold into the addresses of the loads and stores using them:
    /// every use is such an address, and the GEP is a constant offset from its base, or
    /// one index scaled by the size every user accesses (a scalar of 1, 2, 4, 8 or 16
    /// bytes). Then marks the `sext`/`zext` of i32 to i64 whose every use is a GEP index
    /// scaled by 1, 2, 4, 8 or 16, which the GEP's `add` or address extends itself
    /// (`[x0, w1, uxtw #2]`).
    fn plan_folded_geps(&mut self) {
        let body = self.body;
        let n = body.insts.len();
        // Per GEP: still foldable, and the access size its users agree on (0: none yet).
        let mut ok = vec![true; n];
        let mut size = vec![0u64; n];
        let is_gep = |j: Inst| matches!(body.insts[j].kind, InstKind::GetElementPtr { .. });
        for (user, d) in body.insts.iter() {
            let args = body.args(user);
            for (pos, a) in args.iter().enumerate() {
                let Value::Inst(j) = *a else { continue };
                if !is_gep(j) {
                    continue;
                }
                let accessed = match d.kind {
                    InstKind::Load { .. } if pos == 0 => Some(d.ty),
                    InstKind::Store { .. } if pos == 1 => Some(self.value_type(args[0])),
                    _ => None,
                };
                let k = j.as_u32() as usize;
                match accessed.and_then(|t| self.scalar_access_size(t)) {
                    Some(s) if size[k] == 0 || size[k] == s => size[k] = s,
                    _ => ok[k] = false,
                }
            }
        }
        self.folded = vec![false; n];
        let mut index_uses = vec![0u32; n];
        for (j, d) in body.insts.iter() {
            let k = j.as_u32() as usize;
            let InstKind::GetElementPtr { source } = d.kind else {
                continue;
            };
            let args = body.args(j);
            // Instructions the passes deleted stay in the arena without operands (found
            // by csmith seed 744074).
            let Some(&base) = args.first() else {
                continue;
            };
            if self.types().is_vector(d.ty) || self.types().is_vector(self.value_type(base)) {
                continue;
            }
            let Ok((_, terms)) = self.gep_terms(source, args) else {
                continue;
            };
            for &(ix, elem) in &terms {
                if let Value::Inst(x) = ix {
                    if elem.is_power_of_two() && elem <= 16 && self.is_index_extension(x) {
                        index_uses[x.as_u32() as usize] += 1;
                    }
                }
            }
            self.folded[k] = ok[k]
                && size[k] != 0
                && match terms.as_slice() {
                    [] => true,
                    [(ix, elem)] => {
                        *elem == size[k]
                            && matches!(self.types().int_width(self.value_type(*ix)), Some(32 | 64))
                    }
                    _ => false,
                };
        }
        for (k, &u) in index_uses.iter().enumerate() {
            if u > 0 && u == self.uses[k] {
                self.folded[k] = true;
            }
        }
    }

    /// Whether `x` is a `sext` or `zext` of an i32 to i64.
    fn is_index_extension(&self, x: Inst) -> bool {
        let d = &self.body.insts[x];
        matches!(d.kind, InstKind::Cast(CastOp::SExt | CastOp::ZExt))
            && self.types().int_width(d.ty) == Some(64)
            && self
                .types()
                .int_width(self.value_type(self.body.args(x)[0]))
                == Some(32)
    }

    /// The bytes a load or store of scalar type `t` accesses in one instruction, if it
    /// is one such access.
    fn scalar_access_size(&self, t: Type) -> Option<u64> {
        if self.has_promoted_vector(t) {
            // Accessed lane by lane (`memory.rs`).
            return None;
        }
        let parts = self.cx.parts(t).ok()?;
        match parts.as_slice() {
            [(Part::Int(b), _)] if matches!(b, 8 | 16 | 32 | 64) => Some(u64::from(*b) / 8),
            [(Part::F16, _)] => Some(2),
            [(Part::F32, _)] => Some(4),
            [(Part::F64, _)] => Some(8),
            [(Part::F128, _)] | [(Part::Vec(16), _)] => Some(16),
            _ => None,
        }
    }

    /// Whether `i` is an instruction without effects whose result nobody uses.
    fn is_dead(&self, i: Inst) -> bool {
        self.uses[i.as_u32() as usize] == 0
            && matches!(
                self.body.insts[i].kind,
                InstKind::Binary(_)
                    | InstKind::ICmp(_)
                    | InstKind::FCmp(_)
                    | InstKind::Cast(_)
                    | InstKind::Select
                    | InstKind::GetElementPtr { .. }
                    | InstKind::ExtractValue { .. }
                    | InstKind::InsertValue { .. }
                    | InstKind::Freeze
                    | InstKind::FNeg
            )
    }

    /// The values block `from` passes to the phis of `to`, extended for the phis kept
    /// zero-extended (`phis.rs`) where not known to be.
    fn phi_args(&mut self, from: Block, to: Block) -> LResult<Regs> {
        let body = self.body;
        let mut out = Regs::new();
        for &i in &body.blocks[to].insts {
            if !matches!(body.insts[i].kind, InstKind::Phi) {
                break;
            }
            let v = body
                .args(i)
                .chunks(2)
                .find(|p| p[1] == Value::Block(from))
                .map(|p| p[0])
                .ok_or_else(|| err(self.pos, "phi without an entry for a predecessor"))?;
            let regs = self.value_regs(v)?;
            match self.zero_extended_phis[i.as_u32() as usize] {
                0 => out.extend(regs),
                bits => out.push(self.extend(regs[0], u32::from(bits), false)),
            }
        }
        Ok(out)
    }

    fn lower_inst(&mut self, b: Block, i: Inst) -> LResult<()> {
        let body = self.body;
        let d = body.insts[i];
        let args = body.args(i);
        if matches!(
            d.kind,
            InstKind::Binary(_)
                | InstKind::FNeg
                | InstKind::ICmp(_)
                | InstKind::FCmp(_)
                | InstKind::Select
                | InstKind::Cast(_)
                | InstKind::ExtractElement
                | InstKind::InsertElement
                | InstKind::ShuffleVector { .. }
                | InstKind::GetElementPtr { .. }
        ) && self.is_vector_inst(i)
        {
            return self.lower_vector_inst(i);
        }
        match d.kind {
            InstKind::Phi => {}
            InstKind::Binary(op) => self.lower_binary(i, op, args)?,
            InstKind::FNeg if self.is_fp128(d.ty) => self.fp128_neg(i, args[0])?,
            InstKind::FNeg if self.is_half(d.ty) => {
                self.half_sign_op(i, AluOp::Eor, 0x8000, args[0])?
            }
            InstKind::FNeg => {
                let ty = self.fp_part(d.ty)?.fp_size();
                let rn = self.reg(args[0])?;
                let rd = self.fpr();
                self.push(MInst::Fp1 {
                    op: Fp1Op::Fneg,
                    ty,
                    rd,
                    rn,
                });
                self.define(i, &[rd])?;
            }
            InstKind::ICmp(pred) => {
                let cond = self.icmp(pred, args[0], args[1])?;
                let rd = self.gpr();
                self.push(MInst::CSet {
                    rd,
                    cond,
                    mask: false,
                });
                self.define(i, &[rd])?;
            }
            InstKind::FCmp(pred) => {
                let rd = self.fcmp_value(pred, args[0], args[1])?;
                self.define(i, &[rd])?;
            }
            InstKind::Cast(op) => self.lower_cast(i, op, args[0])?,
            InstKind::Select => self.lower_select(i, args)?,
            InstKind::Freeze => {
                let regs = self.value_regs(args[0])?;
                let copies: Regs = regs
                    .iter()
                    .map(|&r| {
                        let rd = self.vc.new_vreg(self.vc.class_of(r));
                        self.copy(rd, r);
                        rd
                    })
                    .collect();
                self.define(i, &copies)?;
            }
            InstKind::Alloca { .. } => self.lower_alloca(i, args)?,
            InstKind::Load { ordering, .. } => self.lower_load(i, args[0], ordering)?,
            InstKind::Store { ordering, .. } => self.lower_store(args[0], args[1], ordering)?,
            InstKind::GetElementPtr { source } => self.lower_gep(i, source, args)?,
            InstKind::ExtractValue { start, len } => {
                let (first, n) = self.aggregate_range(
                    self.value_type(args[0]),
                    &body.index_pool[start as usize..(start + len) as usize],
                )?;
                let regs = self.value_regs(args[0])?;
                let part: Regs = regs[first..first + n]
                    .iter()
                    .map(|&r| {
                        let rd = self.vc.new_vreg(self.vc.class_of(r));
                        self.copy(rd, r);
                        rd
                    })
                    .collect();
                self.define(i, &part)?;
            }
            InstKind::InsertValue { start, len } => {
                let (first, n) = self.aggregate_range(
                    d.ty,
                    &body.index_pool[start as usize..(start + len) as usize],
                )?;
                let mut regs = self.value_regs(args[0])?;
                let new = self.value_regs(args[1])?;
                regs[first..first + n].copy_from_slice(&new);
                let copies: Regs = regs
                    .iter()
                    .map(|&r| {
                        let rd = self.vc.new_vreg(self.vc.class_of(r));
                        self.copy(rd, r);
                        rd
                    })
                    .collect();
                self.define(i, &copies)?;
            }
            InstKind::AtomicRmw { op, ordering, .. } => {
                self.lower_atomic_rmw(i, op, ordering, args)?
            }
            InstKind::CmpXchg {
                success, failure, ..
            } => self.lower_cmpxchg(i, success, failure, args)?,
            // As llc: nothing within one thread, `dmb ishld` for acquire, else `dmb ish`.
            InstKind::Fence {
                scope: SyncScope::SingleThread,
                ..
            } => {}
            InstKind::Fence { ordering, .. } => self.push(MInst::Dmb {
                option: if ordering == Ordering::Acquire {
                    0b1001
                } else {
                    0b1011
                },
            }),
            InstKind::Call(cid) => self.lower_call(i, cid, args)?,
            InstKind::Ret => self.lower_ret(args)?,
            InstKind::Br => {
                let Value::Block(t) = args[0] else {
                    unreachable!("br to a non-block")
                };
                let a = self.phi_args(b, t)?;
                let target = self.blocks.block_map[t];
                self.push(MInst::Jump { target });
                self.vc.end_block(&[(target, &a)]);
            }
            InstKind::CondBr => {
                let (Value::Block(t), Value::Block(f)) = (args[1], args[2]) else {
                    unreachable!("condbr to a non-block")
                };
                if t == f {
                    let a = self.phi_args(b, t)?;
                    let target = self.blocks.block_map[t];
                    self.push(MInst::Jump { target });
                    self.vc.end_block(&[(target, &a)]);
                } else if self.blocks.split_blocks.contains_key(&b) {
                    self.lower_split_branch(b, t, f)?;
                } else {
                    let taken = self.blocks.edge_target(b, t);
                    let not_taken = self.blocks.edge_target(b, f);
                    self.branch_on(args[0], taken, not_taken)?;
                }
            }
            InstKind::Switch => self.lower_switch(b, args)?,
            InstKind::IndirectBr => {
                // Without targets in the function there is no dispatch block, and the
                // jump cannot go anywhere defined.
                let Some(ib) = self.blocks.indirect.as_ref() else {
                    self.push(MInst::Unreachable);
                    self.vc.end_block(&[]);
                    return Ok(());
                };
                let dispatch = ib.dispatch;
                let addr = self.reg(args[0])?;
                self.push(MInst::Jump { target: dispatch });
                self.vc.end_block(&[(dispatch, &[addr])]);
            }
            InstKind::Unreachable => {
                self.push(MInst::Unreachable);
                self.vc.end_block(&[]);
            }
            InstKind::Invoke(cid) => self.lower_invoke(b, i, cid, args)?,
            InstKind::CallBr(cid) => self.lower_callbr(b, i, cid, args)?,
            // Its registers are the block's parameters, which the unwind edges pass.
            InstKind::LandingPad { .. } => {}
            InstKind::Resume => self.lower_resume(args[0])?,
            _ => {
                return Err(err(
                    self.pos,
                    format!("{:?} instructions on AArch64", d.kind).to_lowercase(),
                ))
            }
        }
        Ok(())
    }

    /// Ends the block with a branch on i1 `cond` to `taken` or `not_taken`.
    fn branch_on(&mut self, cond: Value, taken: MBlock, not_taken: MBlock) -> LResult<()> {
        let cond = self.condition(cond)?;
        self.push(MInst::CondBr {
            cond,
            taken,
            not_taken,
        });
        self.vc.end_block(&[(taken, &[]), (not_taken, &[])]);
        Ok(())
    }

    /// The split of `b`'s branch on `a && b` or `a || b` into two branches, when its
    /// condition is lowered at the branch.
    fn split_condition(&self, b: Block) -> Option<SplitCondition> {
        split_condition(self.m, self.body, b, |c| self.fused[c.as_u32() as usize])
    }

    /// Lowers the split branch of `b` (see [`split_condition`](Self::split_condition)) into
    /// `b` and the three machine blocks reserved after it: `b` tests the first condition,
    /// the next block the second, and the last two are the edges from each to the target
    /// both can reach (separate, so that no edge is critical).
    fn lower_split_branch(&mut self, b: Block, t: Block, f: Block) -> LResult<()> {
        let split = self.split_condition(b).expect("split branch");
        let (second_block, _) = self.blocks.split_blocks[&b];
        let (shared_from_first, shared_from_second) = (second_block + 1, second_block + 2);
        let other = self.blocks.edge_target(b, if split.all { t } else { f });
        if split.all {
            self.branch_on(split.first, second_block, shared_from_first)?;
            self.vc.start_block(&[]);
            self.branch_on(split.second, other, shared_from_second)?;
        } else {
            self.branch_on(split.first, shared_from_first, second_block)?;
            self.vc.start_block(&[]);
            self.branch_on(split.second, shared_from_second, other)?;
        }
        for _ in 0..2 {
            self.vc.start_block(&[]);
            let args = self.phi_args(b, split.shared)?;
            let target = self.blocks.block_map[split.shared];
            self.push(MInst::Jump { target });
            self.vc.end_block(&[(target, &args)]);
        }
        Ok(())
    }

    /// The first part index and the number of parts of the element of aggregate type `t`
    /// at `indices`.
    fn aggregate_range(&self, t: Type, indices: &[u32]) -> LResult<(usize, usize)> {
        let types = self.types();
        let count = |t: Type| self.parts_of(t).map(|p| p.len());
        let mut first = 0;
        let mut ty = t;
        for &ix in indices {
            match types.get(ty) {
                TypeData::Array { elem, .. } => {
                    first += ix as usize * count(*elem)?;
                    ty = *elem;
                }
                _ => {
                    let fields = types
                        .struct_fields(ty)
                        .ok_or_else(|| err(self.pos, "index into a non-aggregate"))?;
                    for &f in &fields[..ix as usize] {
                        first += count(f)?;
                    }
                    ty = fields[ix as usize];
                }
            }
        }
        Ok((first, count(ty)?))
    }

    /// Whether values of type `t` have 128-bit parts in SIMD registers.
    fn has_wide_fp(&self, t: Type) -> bool {
        match self.types().get(t) {
            TypeData::Fp128 | TypeData::Vector { .. } => true,
            TypeData::Array { elem, .. } => self.has_wide_fp(*elem),
            TypeData::Struct { .. } | TypeData::Named(_) => self
                .types()
                .struct_fields(t)
                .is_some_and(|f| f.iter().any(|&x| self.has_wide_fp(x))),
            _ => false,
        }
    }

    /// Whether `t` is `half`.
    fn is_half(&self, t: Type) -> bool {
        self.types().get(t) == &TypeData::Half
    }

    /// The precision arithmetic on scalar type `t` is done in: `half` in single
    /// precision (without the FP16 extension), the others in their own.
    fn fp_compute_part(&self, t: Type) -> LResult<Part> {
        if self.is_half(t) {
            Ok(Part::F32)
        } else {
            self.fp_part(t)
        }
    }

    /// The register of floating-point operand `v` in the precision of
    /// [`fp_compute_part`](Self::fp_compute_part): a `half` widened to single (exact).
    fn fp_operand(&mut self, v: Value) -> LResult<Reg> {
        let r = self.reg(v)?;
        if !self.is_half(self.value_type(v)) {
            return Ok(r);
        }
        let rd = self.fpr();
        self.push(MInst::FpCvt {
            from: FpSize::H,
            to: FpSize::S,
            rd,
            rn: r,
        });
        Ok(rd)
    }

    /// Defines `i`, of floating-point type `t`, as `rd` computed in the precision of
    /// [`fp_compute_part`](Self::fp_compute_part): rounded to `half` for a `half`.
    fn define_fp(&mut self, i: Inst, t: Type, rd: Reg) -> LResult<()> {
        if !self.is_half(t) {
            return self.define(i, &[rd]);
        }
        let h = self.fpr();
        self.push(MInst::FpCvt {
            from: FpSize::S,
            to: FpSize::H,
            rd: h,
            rn: rd,
        });
        self.define(i, &[h])
    }

    /// The part of scalar floating-point type `t` as stored, `half` included.
    fn fp_storage_part(&self, t: Type) -> LResult<Part> {
        if self.is_half(t) {
            Ok(Part::F16)
        } else {
            self.fp_part(t)
        }
    }

    /// `half` `fneg` or `fabs`: the sign bit flipped or cleared in a general register
    /// (`eor`/`and`), as llc does, which keeps NaN payloads.
    fn half_sign_op(&mut self, i: Inst, op: AluOp, imm: u64, v: Value) -> LResult<()> {
        let r = self.reg(v)?;
        let bits = self.gpr();
        self.push(MInst::FMovToGpr {
            sf: false,
            ty: FpSize::S,
            rd: bits,
            rn: r,
        });
        let t = self.gpr();
        self.push(MInst::LogicImm {
            op,
            sf: false,
            rd: t,
            rn: bits,
            imm,
        });
        let rd = self.fpr();
        self.push(MInst::FMovFromGpr {
            sf: false,
            ty: FpSize::S,
            rd,
            rn: t,
        });
        self.define(i, &[rd])
    }

    /// The floating-point part of scalar type `t`.
    fn fp_part(&self, t: Type) -> LResult<Part> {
        match self.types().get(t) {
            TypeData::Float => Ok(Part::F32),
            TypeData::Double => Ok(Part::F64),
            _ => Err(err(
                self.pos,
                format!(
                    "floating-point type {}",
                    rllc_ir::printer::type_to_string(self.m, t)
                ),
            )),
        }
    }

    /// `switch`: one pseudo-instruction with every target as a successor, which the
    /// emitter expands into compares and branches (or a jump table).
    fn lower_switch(&mut self, b: Block, args: &[Value]) -> LResult<()> {
        let ty = self.value_type(args[0]);
        if self.wide_bits(ty).is_some_and(|w| w <= 128) {
            return self.lower_wide_switch(b, args);
        }
        let bits = self
            .types()
            .int_width(ty)
            .filter(|&w| w <= 64)
            .ok_or_else(|| err(self.pos, "switch on an integer wider than 128 bits"))?;
        let v = self.reg(args[0])?;
        let value = self.extend(v, bits, false);
        let (default, cases, succs) =
            self.switch_targets(b, args, |this, c| this.m.consts.as_u64(c).unwrap_or(0));
        self.push(MInst::Switch {
            value,
            sf: bits > 32,
            cases: cases.into(),
            default,
        });
        self.end_switch_block(&succs);
        Ok(())
    }

    /// The machine targets of `switch` operands `args` in block `b`: the default's, each
    /// case's (with its value, as `value` reads it) and every distinct target.
    fn switch_targets<V>(
        &self,
        b: Block,
        args: &[Value],
        value: impl Fn(&Self, Const) -> V,
    ) -> (MBlock, Vec<(V, MBlock)>, Vec<MBlock>) {
        let Value::Block(default) = args[1] else {
            unreachable!("switch default is a block")
        };
        let default = self.blocks.edge_target(b, default);
        let mut succs = vec![default];
        let mut cases = Vec::with_capacity(args.len() / 2);
        for case in args[2..].chunks(2) {
            let (Value::Const(c), Value::Block(t)) = (case[0], case[1]) else {
                unreachable!("switch case")
            };
            let target = self.blocks.edge_target(b, t);
            cases.push((value(self, c), target));
            if !succs.contains(&target) {
                succs.push(target);
            }
        }
        (default, cases, succs)
    }

    /// Ends a block whose switch branches to `succs` (none takes arguments: their edges
    /// have blocks of their own).
    fn end_switch_block(&mut self, succs: &[MBlock]) {
        let refs: Vec<(MBlock, &[Reg])> = succs.iter().map(|&s| (s, &[][..])).collect();
        self.vc.end_block(&refs);
    }

    /// `switch` on an integer of 65 to 128 bits ([`MInst::WideSwitch`]).
    fn lower_wide_switch(&mut self, b: Block, args: &[Value]) -> LResult<()> {
        let bits = self.wide_bits(self.value_type(args[0])).expect("wide");
        let regs = self.value_regs(args[0])?;
        let hi = self.extend(regs[1], bits - 64, false);
        let (default, cases, succs) =
            self.switch_targets(b, args, |this, c| match &this.m.consts.get(c).kind {
                ConstKind::Int(v) => u128::from(*v),
                ConstKind::BigInt(limbs) => {
                    u128::from(limbs[0]) | u128::from(limbs.get(1).copied().unwrap_or(0)) << 64
                }
                _ => 0,
            });
        self.push(MInst::WideSwitch {
            lo: regs[0],
            hi,
            cases: cases.into(),
            default,
        });
        self.end_switch_block(&succs);
        Ok(())
    }
}

use rllc_ir::inst::Block;
