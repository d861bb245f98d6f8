//! Instruction selection: one IR function into a [`VCode`] of [`MInst`]s.
//!
//! Every IR value becomes one or more *parts* (an integer of up to 64 bits, a float or a
//! double), each in its own virtual register: `i128` and first-class aggregates are
//! several parts. Integers narrower than their register keep undefined high bits;
//! operations that read those bits (compares, division, right shifts, widening) extend
//! first. Phis become block parameters; critical edges get their own blocks.

use crate::abi::{return_regs, ArgAssigner, PartClass, PartLoc};
use crate::inst::*;
use crate::regs::{self, g, gpr, x};
use cranelift_entity::{EntityRef, SecondaryMap};
use regalloc2::{PReg, RegClass};
use rllc_codegen::frame::{StackSlot, StackSlots};
use rllc_codegen::{CodegenError, MBlock, Reg, RelocModel, RelocTarget, VCode};
use rllc_ir::attrs::AttrKind;
use rllc_ir::constant::{Const, ConstKind, ExprOp};
use rllc_ir::inst::{
    BinOp, Block, CastOp, FloatPred, Inst, InstKind, IntPred, Ordering, RmwOp, TailKind, Value,
};
use rllc_ir::layout::TypeLayouts;
use rllc_ir::module::{Body, Function, GlobalId, GlobalKind, Linkage, Module, Visibility};
use rllc_ir::types::{Type, TypeData};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

mod x87;

/// One register-sized piece of a value.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Part {
    /// An integer (or pointer) of this many bits, at most 64.
    Int(u8),
    /// `half`: the 16-bit pattern in the low bits of an SSE register (as the ABI passes it).
    F16,
    F32,
    F64,
}

impl Part {
    fn class(self) -> RegClass {
        match self {
            Part::Int(_) => RegClass::Int,
            _ => RegClass::Float,
        }
    }

    fn abi_class(self) -> PartClass {
        match self {
            Part::Int(_) => PartClass::Int,
            _ => PartClass::Sse,
        }
    }
}

/// Module-wide facts every function's lowering needs.
pub struct ModuleCtx<'m> {
    pub m: &'m Module,
    pub layouts: TypeLayouts,
    pub reloc_model: RelocModel,
}

/// The parts of a value (most values have one or two).
pub type Parts = SmallVec<[(Part, u32); 2]>;

/// The variable `(index, element size)` terms of a GEP.
type GepTerms = SmallVec<[(Value, u64); 2]>;

/// Registers of a value's parts.
pub type Regs = SmallVec<[Reg; 2]>;

impl<'m> ModuleCtx<'m> {
    /// Prepares the shared tables of module `m`.
    pub fn new(m: &'m Module, reloc_model: RelocModel) -> Self {
        ModuleCtx {
            m,
            layouts: TypeLayouts::new(&m.types, &m.datalayout),
            reloc_model,
        }
    }

    /// The parts of type `t` with their byte offsets, or an error naming what the backend
    /// cannot hold in registers yet.
    pub fn parts(&self, t: Type) -> Result<Parts, String> {
        let mut v = Parts::new();
        self.flatten(t, 0, &mut v)?;
        Ok(v)
    }

    fn flatten(&self, t: Type, off: u32, out: &mut Parts) -> Result<(), String> {
        let types = &self.m.types;
        match types.get(t) {
            TypeData::Int(bits) => {
                let mut rest = *bits;
                let mut o = off;
                while rest > 64 {
                    out.push((Part::Int(64), o));
                    rest -= 64;
                    o += 8;
                }
                out.push((Part::Int(rest as u8), o));
            }
            TypeData::Ptr(_) => out.push((Part::Int(64), off)),
            TypeData::Float => out.push((Part::F32, off)),
            TypeData::Double => out.push((Part::F64, off)),
            TypeData::Struct { .. } | TypeData::Named(_) => {
                let fields = types.struct_fields(t).unwrap_or(&[]);
                for (i, &f) in fields.iter().enumerate() {
                    let fo = self.layouts.field_offset(types, t, i) as u32;
                    self.flatten(f, off + fo, out)?;
                }
            }
            TypeData::Array { len, elem } => {
                if *len > 64 {
                    return Err("large array values in registers".into());
                }
                let es = self.layouts.size(*elem) as u32;
                for i in 0..*len as u32 {
                    self.flatten(*elem, off + i * es, out)?;
                }
            }
            TypeData::Void => {}
            TypeData::X86Fp80 => return Err("x86_fp80 values".into()),
            // `<2 x float>` is how clang passes two-float aggregates (complex float,
            // small structs): one 8-byte SSE part that is only loaded, stored and passed.
            TypeData::Vector {
                scalable: false,
                len: 2,
                elem,
            } if types.get(*elem) == &TypeData::Float => out.push((Part::F64, off)),
            TypeData::Vector { .. } => return Err("vector values".into()),
            TypeData::Half => out.push((Part::F16, off)),
            TypeData::BFloat => return Err("bfloat values".into()),
            TypeData::Fp128 | TypeData::PpcFp128 => return Err("128-bit float values".into()),
            _ => return Err("values of this type".into()),
        }
        Ok(())
    }

    /// Whether code may reach global `g` directly (PC-relative) rather than via the GOT.
    pub fn is_local(&self, g: GlobalId) -> bool {
        let gv = &self.m.globals[g];
        if gv.linkage == Linkage::ExternWeak {
            // An undefined weak symbol is 0: only a GOT load gets that right.
            return false;
        }
        gv.dso_local
            || gv.linkage.is_local()
            || gv.visibility != Visibility::Default
            || self.reloc_model != RelocModel::Pic
    }
}

/// The result of lowering one function.
pub struct Lowered {
    pub vcode: VCode<MInst>,
    pub slots: StackSlots,
    pub outgoing: u32,
    /// Alignment the stack pointer needs at calls (above 16 for over-aligned byval).
    pub outgoing_align: u32,
    /// The machine block of each IR block, by IR block index (unreachable blocks map to
    /// the entry).
    pub ir_blocks: Vec<MBlock>,
    /// Whether an `indirectbr` left critical edges that only Fastalloc accepts.
    pub has_indirect_branch: bool,
}

type PartRange = (u32, u32);

struct Lowerer<'a, 'm> {
    cx: &'a ModuleCtx<'m>,
    m: &'m Module,
    f: &'m Function,
    body: &'m Body,
    vc: VCode<MInst>,
    slots: StackSlots,
    regs: Vec<Reg>,
    inst_regs: SecondaryMap<Inst, Option<PartRange>>,
    arg_regs: Vec<PartRange>,
    static_allocas: FxHashMap<Inst, StackSlot>,
    /// Entry-block allocas aligned beyond the frame's 16 bytes: slot and alignment.
    overaligned: FxHashMap<Inst, (StackSlot, u32)>,
    /// GEPs folded into the addressing mode of their only user.
    folded_geps: rustc_hash::FxHashSet<Inst>,
    /// Loads folded into the memory operand of their only user.
    folded_loads: rustc_hash::FxHashSet<Inst>,
    /// Stack slots of fp80 values (which never live in registers).
    fp80_slots: FxHashMap<Inst, StackSlot>,
    /// Incoming fp80 arguments (passed in memory).
    fp80_args: FxHashMap<u32, Amode>,
    block_map: SecondaryMap<Block, MBlock>,
    num_preds: SecondaryMap<Block, u32>,
    use_count: SecondaryMap<Inst, u32>,
    /// Edge blocks to emit after the IR blocks: target block and the arguments.
    pending_edges: Vec<(Block, Vec<Value>, Block)>,
    next_mblock: u32,
    /// The reachable IR blocks in layout order (the machine blocks' order).
    layout: Vec<Block>,
    /// Whether the function has an `indirectbr` (whose edges cannot be split).
    has_indirect_branch: bool,
    outgoing: u32,
    outgoing_align: u32,
    va_area: Option<StackSlot>,
    va_gp: u32,
    va_fp: u32,
    va_stack: u32,
    pos: u32,
}

fn err(pos: u32, what: impl std::fmt::Display) -> CodegenError {
    CodegenError::unsupported(Some(pos), what)
}

type LResult<T> = Result<T, CodegenError>;

/// Lowers function `gid` (which has a body).
pub fn lower_function(cx: &ModuleCtx<'_>, gid: GlobalId) -> LResult<Lowered> {
    let m = cx.m;
    let GlobalKind::Func(f) = &m.globals[gid].kind else {
        unreachable!("lower_function on a non-function")
    };
    let body = f.body.as_ref().expect("function body");
    let mut l = Lowerer {
        cx,
        m,
        f,
        body,
        vc: VCode::with_capacity(body.insts.len() * 2),
        slots: StackSlots::default(),
        regs: Vec::new(),
        inst_regs: SecondaryMap::with_capacity(body.insts.len()),
        arg_regs: Vec::new(),
        static_allocas: FxHashMap::default(),
        overaligned: FxHashMap::default(),
        fp80_slots: FxHashMap::default(),
        folded_geps: Default::default(),
        folded_loads: Default::default(),
        fp80_args: FxHashMap::default(),
        block_map: SecondaryMap::with_capacity(body.blocks.len()),
        num_preds: SecondaryMap::with_capacity(body.blocks.len()),
        use_count: SecondaryMap::with_capacity(body.insts.len()),
        pending_edges: Vec::new(),
        next_mblock: 0,
        layout: Vec::new(),
        has_indirect_branch: false,
        outgoing: 0,
        outgoing_align: 16,
        va_area: None,
        va_gp: 0,
        va_fp: 0,
        va_stack: 0,
        pos: 0,
    };
    l.run(gid)?;
    Ok(Lowered {
        vcode: l.vc,
        slots: l.slots,
        outgoing: l.outgoing.next_multiple_of(16),
        outgoing_align: l.outgoing_align,
        ir_blocks: body.blocks.keys().map(|b| l.block_map[b]).collect(),
        has_indirect_branch: l.has_indirect_branch,
    })
}

fn int_size(bits: u32) -> Size {
    if bits <= 32 {
        Size::S32
    } else {
        Size::S64
    }
}

fn fits_i32(v: i64) -> bool {
    v >= i64::from(i32::MIN) && v <= i64::from(i32::MAX)
}

fn sign_extend(v: u64, bits: u32) -> i64 {
    if bits >= 64 {
        v as i64
    } else {
        ((v << (64 - bits)) as i64) >> (64 - bits)
    }
}

/// A floating-point operand: an SSE register, or memory for x86_fp80.
#[derive(Copy, Clone)]
enum FloatOperand {
    Reg(Reg),
    Mem(Amode),
}

/// A scalar constant: raw bits, or a symbol address plus offset.
enum ConstVal {
    Bits(u64),
    Sym(RelocTarget, i64),
    StaticSlot(StackSlot),
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
    /// result yet, otherwise copies into the registers already handed out.
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

    fn copy(&mut self, dst: Reg, src: Reg) {
        if self.vc.class_of(dst) == RegClass::Int {
            self.vc.push(MInst::MovRR { dst, src });
        } else {
            self.vc.push(MInst::XmmMov { dst, src });
        }
    }

    fn gpr(&mut self) -> Reg {
        self.vc.new_vreg(RegClass::Int)
    }

    fn xreg(&mut self) -> Reg {
        self.vc.new_vreg(RegClass::Float)
    }

    fn value_type(&self, v: Value) -> Type {
        self.m.value_type(self.body, v)
    }

    // ---------------------------------------------------------------- constants

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
                let block = self
                    .m
                    .block_address_target(*f, *b)
                    .ok_or_else(|| err(self.pos, "blockaddress of an unknown block"))?;
                ConstVal::Sym(RelocTarget::Block(*f, block.index() as u32), 0)
            }
            ConstKind::Expr(e) => match e.op {
                ExprOp::Cast(
                    CastOp::BitCast
                    | CastOp::PtrToInt
                    | CastOp::IntToPtr
                    | CastOp::AddrSpaceCast
                    | CastOp::PtrToAddr,
                ) => match self.const_val(e.operands[0])? {
                    ConstVal::Bits(b) => {
                        let bits = self.types().int_width(d.ty).unwrap_or(64);
                        ConstVal::Bits(if bits >= 64 { b } else { b & ((1 << bits) - 1) })
                    }
                    other => other,
                },
                ExprOp::GetElementPtr => {
                    let src = e.source_ty.expect("gep source type");
                    let mut off = 0i64;
                    let mut ty = src;
                    for (k, &ix) in e.operands[1..].iter().enumerate() {
                        let ConstVal::Bits(iv) = self.const_val(ix)? else {
                            return Err(err(self.pos, "symbolic GEP index in a constant"));
                        };
                        let iw = self.types().int_width(self.m.consts.ty(ix)).unwrap_or(64);
                        let iv = sign_extend(iv, iw);
                        if k == 0 {
                            off += iv * self.cx.layouts.size(src) as i64;
                        } else if let Some(_f) = self.types().struct_fields(ty) {
                            off +=
                                self.cx.layouts.field_offset(self.types(), ty, iv as usize) as i64;
                            ty = self.types().aggregate_element(ty, iv as u64).unwrap();
                        } else {
                            let el = self
                                .types()
                                .element_type(ty)
                                .ok_or_else(|| err(self.pos, "GEP into a non-aggregate"))?;
                            off += iv * self.cx.layouts.size(el) as i64;
                            ty = el;
                        }
                    }
                    match self.const_val(e.operands[0])? {
                        ConstVal::Sym(t, o) => ConstVal::Sym(t, o + off),
                        ConstVal::Bits(b) => ConstVal::Bits(b.wrapping_add(off as u64)),
                        ConstVal::StaticSlot(_) => unreachable!(),
                    }
                }
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

    /// Materialises a scalar constant into a new register of the part's class.
    fn materialize(&mut self, part: Part, cv: ConstVal) -> Reg {
        match cv {
            ConstVal::Bits(b) => match part {
                Part::Int(_) => {
                    let r = self.gpr();
                    self.vc.push(MInst::MovImm { dst: r, imm: b });
                    r
                }
                Part::F16 | Part::F32 | Part::F64 => {
                    let t = self.gpr();
                    self.vc.push(MInst::MovImm { dst: t, imm: b });
                    let r = self.xreg();
                    self.vc.push(MInst::GprToXmm {
                        wide: part == Part::F64,
                        src: t,
                        dst: r,
                    });
                    r
                }
            },
            ConstVal::Sym(t, off) => {
                let r = self.symbol_addr(t);
                if off == 0 {
                    r
                } else {
                    self.add_offset(r, off)
                }
            }
            ConstVal::StaticSlot(slot) => {
                let r = self.gpr();
                self.vc.push(MInst::Lea {
                    mem: Amode::Slot { slot, disp: 0 },
                    dst: r,
                });
                r
            }
        }
    }

    fn add_offset(&mut self, r: Reg, off: i64) -> Reg {
        let d = self.gpr();
        if fits_i32(off) {
            self.vc.push(MInst::Lea {
                mem: Amode::Reg {
                    base: r,
                    index: None,
                    disp: off as i32,
                },
                dst: d,
            });
        } else {
            let k = self.gpr();
            self.vc.push(MInst::MovImm {
                dst: k,
                imm: off as u64,
            });
            self.vc.push(MInst::Alu {
                op: AluOp::Add,
                size: Size::S64,
                lhs: r,
                rhs: Rmi::Reg(k),
                dst: d,
            });
        }
        d
    }

    fn symbol_addr(&mut self, t: RelocTarget) -> Reg {
        if let RelocTarget::Global(g) = t {
            if self.m.globals[g].thread_local.is_some() {
                let r = self.gpr();
                self.vc.push(MInst::TlsAddr { target: t, dst: r });
                return r;
            }
        }
        let access = match t {
            RelocTarget::Global(g) if !self.cx.is_local(g) => SymbolAccess::Got,
            _ => SymbolAccess::PcRel,
        };
        let r = self.gpr();
        self.vc.push(MInst::SymbolAddr {
            target: t,
            access,
            dst: r,
        });
        r
    }

    /// All parts of the constant `c` of type `t`, materialised.
    fn const_parts(&mut self, c: Const, out: &mut Regs) -> LResult<()> {
        let t = self.m.consts.ty(c);
        let parts = self.parts_of(t)?;
        let d = self.m.consts.get(c);
        match &d.kind {
            ConstKind::Aggregate(elems) => {
                for &e in elems.iter() {
                    self.const_parts(e, out)?;
                }
            }
            ConstKind::BigInt(limbs) => {
                for (i, (p, _)) in parts.iter().enumerate() {
                    let r = self.materialize(*p, ConstVal::Bits(limbs[i]));
                    out.push(r);
                }
            }
            ConstKind::Int(v) if parts.len() > 1 => {
                for (i, (p, _)) in parts.iter().enumerate() {
                    let b = if i == 0 { *v } else { 0 };
                    let r = self.materialize(*p, ConstVal::Bits(b));
                    out.push(r);
                }
            }
            ConstKind::Null | ConstKind::Undef | ConstKind::Poison | ConstKind::Zero => {
                for (p, _) in parts.iter() {
                    let r = self.materialize(*p, ConstVal::Bits(0));
                    out.push(r);
                }
            }
            ConstKind::Bytes(bytes) => {
                for (i, (p, _)) in parts.iter().enumerate() {
                    let r = self.materialize(*p, ConstVal::Bits(u64::from(bytes[i])));
                    out.push(r);
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
                let mut ops = Regs::new();
                self.const_parts(e.operands[0], &mut ops)?;
                let mut rhs = Regs::new();
                self.const_parts(e.operands[1], &mut rhs)?;
                let op = match e.op {
                    ExprOp::Add => AluOp::Add,
                    ExprOp::Sub => AluOp::Sub,
                    ExprOp::Mul => AluOp::Imul,
                    ExprOp::And => AluOp::And,
                    ExprOp::Or => AluOp::Or,
                    _ => AluOp::Xor,
                };
                let d = self.gpr();
                self.vc.push(MInst::Alu {
                    op,
                    size: Size::S64,
                    lhs: ops[0],
                    rhs: Rmi::Reg(rhs[0]),
                    dst: d,
                });
                out.push(d);
            }
            _ => {
                if parts.len() != 1 {
                    return Err(err(self.pos, "multi-part constant of this kind"));
                }
                let cv = self.const_val(c)?;
                let r = self.materialize(parts[0].0, cv);
                out.push(r);
            }
        }
        Ok(())
    }

    // ---------------------------------------------------------------- values

    /// The registers holding value `v` (materialising constants).
    fn value_regs(&mut self, v: Value) -> LResult<Regs> {
        match v {
            Value::Inst(i) => {
                if let Some(&slot) = self.static_allocas.get(&i) {
                    let r = self.materialize(Part::Int(64), ConstVal::StaticSlot(slot));
                    return Ok(smallvec::smallvec![r]);
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

    /// The single register of a scalar value.
    fn reg(&mut self, v: Value) -> LResult<Reg> {
        let r = self.value_regs(v)?;
        if r.len() != 1 {
            return Err(err(self.pos, "multi-part value in a scalar position"));
        }
        Ok(r[0])
    }

    /// A register or, for a small integer constant, an immediate.
    fn rmi(&mut self, v: Value, bits: u32) -> LResult<Rmi> {
        if let Value::Inst(i) = v {
            if self.folded_loads.contains(&i) {
                let ptr = self.body.args(i)[0];
                return Ok(Rmi::Mem(self.amode(ptr)?));
            }
        }
        if let Value::Const(c) = v {
            if let ConstKind::Int(b) = self.m.consts.get(c).kind {
                let s = sign_extend(b, bits);
                if fits_i32(s) {
                    return Ok(Rmi::Imm(s as i32));
                }
            }
            if matches!(
                self.m.consts.get(c).kind,
                ConstKind::Null | ConstKind::Zero | ConstKind::Undef | ConstKind::Poison
            ) && self
                .types()
                .int_width(self.m.consts.ty(c))
                .is_some_and(|w| w <= 64)
            {
                return Ok(Rmi::Imm(0));
            }
        }
        Ok(Rmi::Reg(self.reg(v)?))
    }

    /// The address operand for pointer `v`.
    fn amode(&mut self, v: Value) -> LResult<Amode> {
        match v {
            Value::Inst(i) => {
                if let Some(&slot) = self.static_allocas.get(&i) {
                    return Ok(Amode::Slot { slot, disp: 0 });
                }
                if self.folded_geps.contains(&i) {
                    return self.gep_amode(i);
                }
            }
            Value::Const(c) => {
                if let Ok(ConstVal::Sym(RelocTarget::Global(g), off)) = self.const_val(c) {
                    if self.cx.is_local(g)
                        && fits_i32(off)
                        && self.m.globals[g].thread_local.is_none()
                    {
                        return Ok(Amode::Rip {
                            target: RelocTarget::Global(g),
                            disp: off as i32,
                        });
                    }
                }
            }
            _ => {}
        }
        let base = self.reg(v)?;
        Ok(Amode::Reg {
            base,
            index: None,
            disp: 0,
        })
    }

    /// Extends the low `bits` of `r` to its operation width (32 or 64).
    fn extend(&mut self, r: Reg, bits: u32, signed: bool) -> Reg {
        if bits == 32 || bits == 64 {
            return r;
        }
        let d = self.gpr();
        match (bits, signed) {
            (8, false) => self.vc.push(MInst::Ext {
                kind: ExtKind::Zx8,
                src: r,
                dst: d,
            }),
            (16, false) => self.vc.push(MInst::Ext {
                kind: ExtKind::Zx16,
                src: r,
                dst: d,
            }),
            (8, true) => self.vc.push(MInst::Ext {
                kind: ExtKind::Sx8,
                src: r,
                dst: d,
            }),
            (16, true) => self.vc.push(MInst::Ext {
                kind: ExtKind::Sx16,
                src: r,
                dst: d,
            }),
            (_, false) if bits < 32 => self.vc.push(MInst::Alu {
                op: AluOp::And,
                size: Size::S32,
                lhs: r,
                rhs: Rmi::Imm(((1u64 << bits) - 1) as i32),
                dst: d,
            }),
            (_, false) => {
                let k = self.gpr();
                self.vc.push(MInst::MovImm {
                    dst: k,
                    imm: (1u64 << bits) - 1,
                });
                self.vc.push(MInst::Alu {
                    op: AluOp::And,
                    size: Size::S64,
                    lhs: r,
                    rhs: Rmi::Reg(k),
                    dst: d,
                });
            }
            (_, true) => {
                let t = self.gpr();
                let sh = (64 - bits) as u8;
                self.vc.push(MInst::Shift {
                    op: ShiftOp::Shl,
                    size: Size::S64,
                    src: r,
                    amount: None,
                    imm: sh,
                    dst: t,
                });
                self.vc.push(MInst::Shift {
                    op: ShiftOp::Sar,
                    size: Size::S64,
                    src: t,
                    amount: None,
                    imm: sh,
                    dst: d,
                });
            }
        }
        d
    }

    /// Like `extend` but always to 64 bits (for address arithmetic and 64-bit ops).
    fn extend64(&mut self, r: Reg, bits: u32, signed: bool) -> Reg {
        if bits == 64 {
            return r;
        }
        if bits == 32 {
            let d = self.gpr();
            self.vc.push(MInst::Ext {
                kind: if signed { ExtKind::Sx32 } else { ExtKind::Zx32 },
                src: r,
                dst: d,
            });
            return d;
        }
        let e = self.extend(r, bits, signed);
        if signed && bits < 32 && !matches!(bits, 8 | 16) {
            // `extend` of odd widths below 32 zero-extends with a 32-bit `and`; the signed
            // form already shifted in 64 bits.
            return e;
        }
        e
    }

    // ---------------------------------------------------------------- driver

    fn run(&mut self, gid: GlobalId) -> LResult<()> {
        let body = self.body;
        // Use counts (for compare/branch fusion) and predecessor counts.
        for d in body.insts.values() {
            for a in &body.pool[d.args_start as usize..(d.args_start + d.args_len) as usize] {
                if let Value::Inst(u) = a {
                    self.use_count[*u] += 1;
                }
            }
        }
        // Blocks unreachable from the entry are not lowered (regalloc2's Ion allocator
        // requires every block to be reachable).
        let mut reachable: SecondaryMap<Block, bool> =
            SecondaryMap::with_capacity(body.blocks.len());
        let mut stack = vec![body.layout[0]];
        reachable[body.layout[0]] = true;
        while let Some(b) = stack.pop() {
            for s in body.successors(b) {
                if !reachable[s] {
                    reachable[s] = true;
                    stack.push(s);
                }
            }
        }
        self.layout = body
            .layout
            .iter()
            .copied()
            .filter(|&b| reachable[b])
            .collect();
        for &b in &self.layout {
            let mut seen: smallset::Seen = Default::default();
            for s in body.successors(b) {
                if seen.insert(s) {
                    self.num_preds[s] += 1;
                }
            }
        }
        for (k, &b) in self.layout.iter().enumerate() {
            self.block_map[b] = k as MBlock;
        }
        self.next_mblock = self.layout.len() as MBlock;

        // Static allocas of the entry block become frame slots.
        let entry = body.layout[0];
        for &i in &body.blocks[entry].insts {
            let d = &body.insts[i];
            if let InstKind::Alloca {
                allocated, align, ..
            } = d.kind
            {
                let count = match body.args(i)[0] {
                    Value::Const(c) => self.m.consts.as_u64(c),
                    _ => None,
                };
                if let Some(n) = count {
                    let size = self.cx.layouts.size(allocated).saturating_mul(n);
                    let al = align
                        .bytes()
                        .map(|a| a as u32)
                        .unwrap_or(self.cx.layouts.align(allocated));
                    if size > u64::from(u32::MAX / 2) {
                        self.pos = body.positions[i];
                        return Err(err(self.pos, "stack object larger than 2 GiB"));
                    }
                    if al > 16 {
                        // The frame is only 16-byte aligned: over-allocate and align the
                        // address at run time.
                        let slot = self.slots.add(size as u32 + al, 16);
                        self.overaligned.insert(i, (slot, al));
                    } else {
                        let slot = self.slots.add(size as u32, al);
                        self.static_allocas.insert(i, slot);
                    }
                }
            }
        }

        // Block parameters for phis.
        let mut block_params: SecondaryMap<Block, Vec<Reg>> = SecondaryMap::new();
        let layout = std::mem::take(&mut self.layout);
        for &b in &layout {
            let mut ps = Vec::new();
            for &i in &body.blocks[b].insts {
                if !matches!(body.insts[i].kind, InstKind::Phi) {
                    break;
                }
                self.pos = body.positions[i];
                if self.is_fp80(body.insts[i].ty) {
                    // fp80 phis live in their stack slot; predecessors store into it.
                    continue;
                }
                let r = self.inst_range(i)?;
                ps.extend(self.range(r));
            }
            block_params[b] = ps;
        }

        for (k, &b) in layout.iter().enumerate() {
            self.vc.start_block(&block_params[b]);
            if k == 0 {
                // Errors about parameters point at the first instruction.
                if let Some(&first) = body.blocks[b].insts.first() {
                    self.pos = body.positions[first];
                }
                self.lower_entry(gid)?;
            }
            let insts = &body.blocks[b].insts;
            let mut skip_next = false;
            for (n, &i) in insts.iter().enumerate() {
                if skip_next {
                    skip_next = false;
                    continue;
                }
                self.pos = body.positions[i];
                let next = insts.get(n + 1).copied();
                skip_next = self.lower_inst(b, i, next)?;
            }
        }
        // Edge blocks for critical edges and edges carrying phi arguments.
        let edges = std::mem::take(&mut self.pending_edges);
        for (from, _, to) in edges {
            self.vc.start_block(&[]);
            let args = self.phi_args(from, to)?;
            self.vc.push(MInst::Jmp {
                target: self.block_map[to],
            });
            self.vc.end_block(&[(self.block_map[to], &args)]);
        }
        self.vc.finish();
        Ok(())
    }

    fn lower_entry(&mut self, gid: GlobalId) -> LResult<()> {
        let (_, params, vararg) = self
            .types()
            .function_parts(self.m.globals[gid].value_type)
            .expect("function type");
        let mut asg = ArgAssigner::default();
        let mut defs = Vec::new();
        let mut stack_loads = Vec::new();
        let attrs = self.f.attrs;
        // An sret pointer comes first in rdi like any pointer; nothing special to do.
        for (n, &pt) in params.iter().enumerate() {
            let set = self.m.attrs.param(attrs, n);
            if let Some(bt) = self.m.attrs.type_arg(set, AttrKind::ByVal) {
                let size = self.cx.layouts.size(bt) as u32;
                let al = self
                    .cx
                    .layouts
                    .align(bt)
                    .max(self.m.attrs.int_arg(set, AttrKind::Align).unwrap_or(8) as u32)
                    .max(8);
                let PartLoc::Stack(off) = asg.stack_slot(size, al) else {
                    unreachable!()
                };
                let r = self.gpr();
                stack_loads.push((r, off, true, Part::Int(64)));
                let s = self.regs.len() as u32;
                self.regs.push(r);
                self.arg_regs.push((s, s + 1));
                continue;
            }
            if self.is_fp80(pt) {
                let size = self.cx.layouts.size(pt) as u32;
                let PartLoc::Stack(off) = asg.stack_slot(size, 16) else {
                    unreachable!()
                };
                self.fp80_args
                    .insert(n as u32, Amode::IncomingArg { off: off as i32 });
                let s = self.regs.len() as u32;
                self.arg_regs.push((s, s));
                continue;
            }
            let parts = self.parts_of(pt)?;
            let start = self.regs.len() as u32;
            let locs: Vec<PartLoc> = if parts.len() == 2
                && matches!(self.types().get(pt), TypeData::Int(b) if *b > 64)
            {
                asg.pair().to_vec()
            } else {
                parts.iter().map(|(p, _)| asg.next(p.abi_class())).collect()
            };
            for ((p, _), loc) in parts.iter().zip(locs) {
                let r = self.vc.new_vreg(p.class());
                self.regs.push(r);
                match loc {
                    PartLoc::Reg(preg) => defs.push((r, preg)),
                    PartLoc::Stack(off) => stack_loads.push((r, off, false, *p)),
                }
            }
            self.arg_regs.push((start, self.regs.len() as u32));
        }
        if vararg {
            let slot = self.slots.add(176, 16);
            self.va_area = Some(slot);
            self.va_gp = asg.gp_used;
            self.va_fp = asg.fp_used;
            self.va_stack = asg.stack;
            self.vc.push(MInst::SaveVarargRegs { save_area: slot });
        }
        self.vc.push(MInst::Args { defs: defs.into() });
        for (r, off, addr, p) in stack_loads {
            let mem = Amode::IncomingArg { off: off as i32 };
            if addr {
                self.vc.push(MInst::Lea { mem, dst: r });
            } else {
                self.load_part(p, mem, r);
            }
        }
        Ok(())
    }

    // ---------------------------------------------------------------- memory

    fn load_part(&mut self, p: Part, mem: Amode, dst: Reg) {
        match p {
            Part::F16 => {
                let t = self.gpr();
                self.vc.push(MInst::Load {
                    kind: LoadKind::Zx(Size::S16),
                    mem,
                    dst: t,
                });
                self.vc.push(MInst::GprToXmm {
                    wide: false,
                    src: t,
                    dst,
                });
            }
            Part::F32 | Part::F64 => self.vc.push(MInst::XmmLoad {
                double: p == Part::F64,
                mem,
                dst,
            }),
            Part::Int(bits) => {
                let bytes = u32::from(bits).div_ceil(8);
                match bytes {
                    1 | 2 | 4 | 8 => self.vc.push(MInst::Load {
                        kind: LoadKind::Zx(Size::from_bytes(bytes)),
                        mem,
                        dst,
                    }),
                    _ => {
                        // Assemble 3, 5, 6 or 7 bytes from power-of-two pieces.
                        let mut acc: Option<Reg> = None;
                        let mut off = 0;
                        for piece in [4u32, 2, 1] {
                            if bytes - off >= piece {
                                let t = self.gpr();
                                self.vc.push(MInst::Load {
                                    kind: LoadKind::Zx(Size::from_bytes(piece)),
                                    mem: mem.offset(off as i32),
                                    dst: t,
                                });
                                let t = if off > 0 {
                                    let s = self.gpr();
                                    self.vc.push(MInst::Shift {
                                        op: ShiftOp::Shl,
                                        size: Size::S64,
                                        src: t,
                                        amount: None,
                                        imm: (off * 8) as u8,
                                        dst: s,
                                    });
                                    s
                                } else {
                                    t
                                };
                                acc = Some(match acc {
                                    None => t,
                                    Some(a) => {
                                        let o = self.gpr();
                                        self.vc.push(MInst::Alu {
                                            op: AluOp::Or,
                                            size: Size::S64,
                                            lhs: a,
                                            rhs: Rmi::Reg(t),
                                            dst: o,
                                        });
                                        o
                                    }
                                });
                                off += piece;
                            }
                        }
                        self.copy(dst, acc.expect("bytes"));
                    }
                }
            }
        }
    }

    fn store_part(&mut self, p: Part, src: Reg, mem: Amode) {
        match p {
            Part::F16 => {
                let t = self.gpr();
                self.vc.push(MInst::XmmToGpr {
                    wide: false,
                    src,
                    dst: t,
                });
                self.vc.push(MInst::Store {
                    size: Size::S16,
                    src: t,
                    mem,
                });
            }
            Part::F32 | Part::F64 => self.vc.push(MInst::XmmStore {
                double: p == Part::F64,
                src,
                mem,
            }),
            Part::Int(bits) => {
                let bytes = u32::from(bits).div_ceil(8);
                // Bits above the width are undefined in registers; memory holds them zero.
                let src = if bits % 8 != 0 {
                    self.extend(src, u32::from(bits), false)
                } else {
                    src
                };
                match bytes {
                    1 | 2 | 4 | 8 => self.vc.push(MInst::Store {
                        size: Size::from_bytes(bytes),
                        src,
                        mem,
                    }),
                    _ => {
                        let mut off = 0;
                        let mut cur = src;
                        for piece in [4u32, 2, 1] {
                            if bytes - off >= piece {
                                self.vc.push(MInst::Store {
                                    size: Size::from_bytes(piece),
                                    src: cur,
                                    mem: mem.offset(off as i32),
                                });
                                off += piece;
                                if off < bytes {
                                    let s = self.gpr();
                                    self.vc.push(MInst::Shift {
                                        op: ShiftOp::Shr,
                                        size: Size::S64,
                                        src: cur,
                                        amount: None,
                                        imm: (piece * 8) as u8,
                                        dst: s,
                                    });
                                    cur = s;
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    // ---------------------------------------------------------------- instructions

    /// Lowers one instruction; returns true when it also consumed `next`.
    fn lower_inst(&mut self, b: Block, i: Inst, next: Option<Inst>) -> LResult<bool> {
        let body = self.body;
        let d = body.insts[i];
        let args = body.args(i);
        if self.lower_fp80(i)? {
            return Ok(false);
        }
        match d.kind {
            InstKind::Phi => {}
            InstKind::Binary(op) => self.lower_binary(i, op, args[0], args[1], d.ty)?,
            InstKind::FNeg => {
                let a = self.reg(args[0])?;
                let double = self.types().get(d.ty) == &TypeData::Double;
                let mask = if double { 1u64 << 63 } else { 1u64 << 31 };
                let m = self.materialize(
                    if double { Part::F64 } else { Part::F32 },
                    ConstVal::Bits(mask),
                );
                let r = self.xreg();
                self.vc.push(MInst::Sse {
                    op: SseOp::Xor,
                    double,
                    lhs: a,
                    rhs: m,
                    dst: r,
                });
                self.define(i, &[r])?;
            }
            InstKind::ICmp(pred) => {
                let fuse = next.is_some_and(|n| {
                    matches!(body.insts[n].kind, InstKind::CondBr)
                        && body.args(n)[0] == Value::Inst(i)
                        && self.use_count[i] == 1
                });
                let (size, cc, lhs, rhs) = self.icmp_operands(pred, args[0], args[1])?;
                if fuse {
                    let n = next.unwrap();
                    let nargs = body.args(n);
                    let (Value::Block(t), Value::Block(f)) = (nargs[1], nargs[2]) else {
                        unreachable!()
                    };
                    let (tb, fb, succs) = self.cond_targets(b, t, f)?;
                    self.vc.push(MInst::CmpJmp {
                        size,
                        cc,
                        lhs,
                        rhs,
                        taken: tb,
                        not_taken: fb,
                    });
                    let refs: Vec<(MBlock, &[Reg])> = succs.iter().map(|&s| (s, &[][..])).collect();
                    self.vc.end_block(&refs);
                    return Ok(true);
                }
                let r = self.gpr();
                self.vc.push(MInst::CmpSet {
                    size,
                    cc,
                    lhs,
                    rhs,
                    dst: r,
                });
                self.define(i, &[r])?;
            }
            InstKind::FCmp(pred) => {
                let r = self.lower_fcmp(pred, args[0], args[1])?;
                self.define(i, &[r])?;
            }
            InstKind::Cast(op) => self.lower_cast(i, op, args[0], d.ty)?,
            InstKind::Select => {
                let c = self.reg(args[0])?;
                let t = self.value_regs(args[1])?;
                let f = self.value_regs(args[2])?;
                let mut out = Vec::with_capacity(t.len());
                for (tr, fr) in t.into_iter().zip(f) {
                    let r = self.vc.new_vreg(self.vc.class_of(tr));
                    let inst = if self.vc.class_of(tr) == RegClass::Int {
                        MInst::Select {
                            cond: c,
                            if_true: tr,
                            if_false: fr,
                            dst: r,
                        }
                    } else {
                        MInst::XmmSelect {
                            cond: c,
                            if_true: tr,
                            if_false: fr,
                            dst: r,
                        }
                    };
                    self.vc.push(inst);
                    out.push(r);
                }
                self.define(i, &out)?;
            }
            InstKind::Freeze => {
                let r = self.value_regs(args[0])?;
                self.define(i, &r)?;
            }
            InstKind::Alloca {
                allocated, align, ..
            } => {
                if self.static_allocas.contains_key(&i) {
                    return Ok(false);
                }
                if let Some(&(slot, al)) = self.overaligned.get(&i) {
                    let base = self.materialize(Part::Int(64), ConstVal::StaticSlot(slot));
                    let r = self.align_up(base, al);
                    return self.define(i, &[r]).map(|_| false);
                }
                let al = align.bytes().unwrap_or(16).max(16);
                let n = self.reg(args[0])?;
                let nbits = self
                    .types()
                    .int_width(self.value_type(args[0]))
                    .unwrap_or(64);
                let n = self.extend64(n, nbits, false);
                let es = self.cx.layouts.size(allocated);
                let bytes = self.gpr();
                self.vc.push(MInst::Alu {
                    op: AluOp::Imul,
                    size: Size::S64,
                    lhs: n,
                    rhs: Rmi::Imm(es as i32),
                    dst: bytes,
                });
                let t = self.gpr();
                self.vc.push(MInst::Alu {
                    op: AluOp::Add,
                    size: Size::S64,
                    lhs: bytes,
                    rhs: Rmi::Imm(15 + al as i32 - 16),
                    dst: t,
                });
                let rounded = self.gpr();
                self.vc.push(MInst::Alu {
                    op: AluOp::And,
                    size: Size::S64,
                    lhs: t,
                    rhs: Rmi::Imm(-16),
                    dst: rounded,
                });
                let r = self.gpr();
                self.vc.push(MInst::DynAlloca {
                    size: rounded,
                    dst: r,
                });
                let r = if al > 16 {
                    self.align_up(r, al as u32)
                } else {
                    r
                };
                self.define(i, &[r])?;
            }
            InstKind::Load { ordering, .. } => {
                // A 32/64-bit load used only as the right operand of the next ALU op or
                // compare becomes that instruction's memory operand.
                let me = Value::Inst(i);
                let bits = self.types().int_width(d.ty);
                let folds = matches!(bits, Some(32 | 64))
                    && d.flags & rllc_ir::inst::flags::VOLATILE == 0
                    && ordering == Ordering::NotAtomic
                    && self.use_count[i] == 1
                    && self.inst_regs[i].is_none()
                    && next.is_some_and(|n| {
                        let na = body.args(n);
                        let alu = matches!(
                            body.insts[n].kind,
                            InstKind::Binary(
                                BinOp::Add
                                    | BinOp::Sub
                                    | BinOp::And
                                    | BinOp::Or
                                    | BinOp::Xor
                                    | BinOp::Mul
                            ) | InstKind::ICmp(_)
                        );
                        alu && na.len() == 2 && na[1] == me && na[0] != me
                    });
                if folds {
                    self.folded_loads.insert(i);
                    return Ok(false);
                }
                let mem = self.amode(args[0])?;
                let parts = self.parts_of(d.ty)?;
                let mut out = Vec::with_capacity(parts.len());
                for &(p, off) in parts.iter() {
                    let r = self.vc.new_vreg(p.class());
                    self.load_part(p, mem.offset(off as i32), r);
                    out.push(r);
                }
                self.define(i, &out)?;
            }
            InstKind::Store { ordering, .. } => {
                let vt = self.value_type(args[0]);
                let parts = self.parts_of(vt)?;
                let mem = self.amode(args[1])?;
                if ordering == Ordering::SeqCst {
                    if parts.len() != 1 || !matches!(parts[0].0, Part::Int(_)) {
                        return Err(err(self.pos, "seq_cst store of this type"));
                    }
                    let Part::Int(bits) = parts[0].0 else {
                        unreachable!()
                    };
                    let v = self.reg(args[0])?;
                    let size = Size::from_bytes(u32::from(bits).div_ceil(8).next_power_of_two());
                    let old = self.gpr();
                    self.vc.push(MInst::AtomicRmwSeq {
                        op: RmwOp::Xchg,
                        size,
                        mem,
                        src: v,
                        dst: old,
                    });
                    return Ok(false);
                }
                // Small integer constants store as immediates.
                if parts.len() == 1 {
                    if let (Part::Int(bits), Value::Const(c)) = (parts[0].0, args[0]) {
                        if let Ok(ConstVal::Bits(v)) = self.const_val(c) {
                            let bytes = u32::from(bits).div_ceil(8);
                            let s = sign_extend(v, u32::from(bits).min(64));
                            if matches!(bytes, 1 | 2 | 4 | 8) && fits_i32(s) {
                                let imm = if bits % 8 != 0 { v as i32 } else { s as i32 };
                                self.vc.push(MInst::StoreImm {
                                    size: Size::from_bytes(bytes),
                                    imm,
                                    mem,
                                });
                                return Ok(false);
                            }
                        }
                    }
                }
                let regs = self.value_regs(args[0])?;
                for (&(p, off), r) in parts.iter().zip(regs) {
                    self.store_part(p, r, mem.offset(off as i32));
                }
            }
            InstKind::GetElementPtr { source } => {
                // A GEP used only by the next load/store becomes its addressing mode.
                let me = Value::Inst(i);
                let folds = self.use_count[i] == 1
                    && next.is_some_and(|n| {
                        let na = body.args(n);
                        match body.insts[n].kind {
                            InstKind::Load { .. } => na[0] == me,
                            InstKind::Store { .. } => na[1] == me && na[0] != me,
                            _ => false,
                        }
                    })
                    && self.inst_regs[i].is_none();
                if folds {
                    self.folded_geps.insert(i);
                } else {
                    let r = self.lower_gep(source, args)?;
                    self.define(i, &[r])?;
                }
            }
            InstKind::Call(cid) => self.lower_call(i, cid, args)?,
            InstKind::ExtractValue { start, len } => {
                let agg_ty = self.value_type(args[0]);
                let idx = &body.index_pool[start as usize..(start + len) as usize];
                let (s, e) = self.subparts(agg_ty, idx)?;
                let regs = self.value_regs(args[0])?;
                self.define(i, &regs[s..e])?;
            }
            InstKind::InsertValue { start, len } => {
                let agg_ty = self.value_type(args[0]);
                let idx = &body.index_pool[start as usize..(start + len) as usize];
                let (s, e) = self.subparts(agg_ty, idx)?;
                let mut regs = self.value_regs(args[0])?;
                let v = self.value_regs(args[1])?;
                regs.drain(s..e);
                regs.insert_many(s, v);
                self.define(i, &regs)?;
            }
            InstKind::Fence { ordering, .. } => {
                if ordering == Ordering::SeqCst {
                    self.vc.push(MInst::MFence);
                }
            }
            InstKind::AtomicRmw { op, .. } => self.lower_rmw(i, op, args)?,
            InstKind::CmpXchg { .. } => self.lower_cmpxchg(i, args)?,
            InstKind::Ret => {
                let mut uses = Vec::new();
                if let Some(&v) = args.first() {
                    let vt = self.value_type(v);
                    let parts = self.parts_of(vt)?;
                    let classes: Vec<PartClass> =
                        parts.iter().map(|(p, _)| p.abi_class()).collect();
                    let pregs = return_regs(&classes)
                        .ok_or_else(|| err(self.pos, "returning this many values in registers"))?;
                    let regs = self.value_regs(v)?;
                    for (r, p) in regs.into_iter().zip(pregs) {
                        uses.push((r, p));
                    }
                }
                self.vc.push(MInst::Ret { uses: uses.into() });
                self.vc.end_block(&[]);
            }
            InstKind::Br => {
                let Value::Block(t) = args[0] else {
                    unreachable!()
                };
                let a = self.phi_args(b, t)?;
                let tb = self.block_map[t];
                self.vc.push(MInst::Jmp { target: tb });
                self.vc.end_block(&[(tb, &a)]);
            }
            InstKind::CondBr => {
                let c = self.reg(args[0])?;
                let (Value::Block(t), Value::Block(f)) = (args[1], args[2]) else {
                    unreachable!()
                };
                if t == f {
                    let a = self.phi_args(b, t)?;
                    let tb = self.block_map[t];
                    self.vc.push(MInst::Jmp { target: tb });
                    self.vc.end_block(&[(tb, &a)]);
                } else {
                    let (tb, fb, succs) = self.cond_targets(b, t, f)?;
                    self.vc.push(MInst::JmpIf {
                        cond: c,
                        taken: tb,
                        not_taken: fb,
                    });
                    let refs: Vec<(MBlock, &[Reg])> = succs.iter().map(|&s| (s, &[][..])).collect();
                    self.vc.end_block(&refs);
                }
            }
            InstKind::Switch => self.lower_switch(b, args)?,
            InstKind::IndirectBr => {
                self.has_indirect_branch = true;
                let t = self.reg(args[0])?;
                let mut targets = Vec::new();
                for a in &args[1..] {
                    if let Value::Block(s) = a {
                        if !targets.contains(s) {
                            targets.push(*s);
                        }
                    }
                }
                let mut succs = Vec::new();
                for s in targets {
                    if self.has_phis(s) {
                        return Err(err(self.pos, "indirectbr to a block with phis"));
                    }
                    succs.push(self.block_map[s]);
                }
                self.vc.push(MInst::JmpIndirect {
                    target: t,
                    succs: succs.clone().into(),
                });
                let refs: Vec<(MBlock, &[Reg])> = succs.iter().map(|&s| (s, &[][..])).collect();
                self.vc.end_block(&refs);
            }
            InstKind::Unreachable => {
                self.vc.push(MInst::Ud2);
                self.vc.end_block(&[]);
            }
            InstKind::VaArg => return Err(err(self.pos, "va_arg instruction")),
            InstKind::ExtractElement | InstKind::InsertElement | InstKind::ShuffleVector { .. } => {
                return Err(err(self.pos, "vector operations"))
            }
            InstKind::Invoke(_)
            | InstKind::CallBr(_)
            | InstKind::LandingPad { .. }
            | InstKind::CatchPad
            | InstKind::CleanupPad
            | InstKind::CatchSwitch { .. }
            | InstKind::CatchRet
            | InstKind::CleanupRet { .. }
            | InstKind::Resume => return Err(err(self.pos, "exception handling")),
        }
        Ok(false)
    }

    /// `(r + align - 1) & -align`.
    fn align_up(&mut self, r: Reg, align: u32) -> Reg {
        let t = self.gpr();
        self.vc.push(MInst::Alu {
            op: AluOp::Add,
            size: Size::S64,
            lhs: r,
            rhs: Rmi::Imm(align as i32 - 1),
            dst: t,
        });
        let d = self.gpr();
        self.vc.push(MInst::Alu {
            op: AluOp::And,
            size: Size::S64,
            lhs: t,
            rhs: Rmi::Imm(-(align as i32)),
            dst: d,
        });
        d
    }

    fn has_phis(&self, b: Block) -> bool {
        self.body.blocks[b]
            .insts
            .first()
            .is_some_and(|&i| matches!(self.body.insts[i].kind, InstKind::Phi))
    }

    /// The values block `from` passes to the phis of `to`, materialised as registers.
    fn phi_args(&mut self, from: Block, to: Block) -> LResult<Regs> {
        let body = self.body;
        let mut out = Regs::new();
        let mut fp80_staged: Vec<(Inst, Amode)> = Vec::new();
        for &i in &body.blocks[to].insts {
            if !matches!(body.insts[i].kind, InstKind::Phi) {
                break;
            }
            let a = body.args(i);
            let v = a
                .chunks(2)
                .find(|p| p[1] == Value::Block(from))
                .map(|p| p[0])
                .ok_or_else(|| err(self.pos, "phi without an entry for a predecessor"))?;
            if self.is_fp80(body.insts[i].ty) {
                // Phis copy in parallel: stage through a temporary so that one phi's
                // incoming value may be another phi of the same block.
                let tmp = Amode::Slot {
                    slot: self.slots.add(32, 16),
                    disp: 0,
                };
                self.fp80_copy_to(tmp, v)?;
                fp80_staged.push((i, tmp));
                continue;
            }
            let regs = self.value_regs(v)?;
            out.extend(regs);
        }
        for (phi, tmp) in fp80_staged {
            let dst = self.fp80_loc(Value::Inst(phi))?;
            let bytes = self.cx.layouts.size(body.insts[phi].ty);
            self.copy_memory(dst, tmp, bytes.min(32))?;
        }
        Ok(out)
    }

    /// The machine target for edge `from → to` out of a block with several successors:
    /// the block itself, or a new edge block when the edge is critical or carries phi
    /// arguments.
    fn edge_target(&mut self, from: Block, to: Block) -> MBlock {
        if self.num_preds[to] > 1 || self.has_phis(to) {
            let mb = self.next_mblock;
            self.next_mblock += 1;
            self.pending_edges.push((from, Vec::new(), to));
            mb
        } else {
            self.block_map[to]
        }
    }

    fn cond_targets(
        &mut self,
        b: Block,
        t: Block,
        f: Block,
    ) -> LResult<(MBlock, MBlock, Vec<MBlock>)> {
        let tb = self.edge_target(b, t);
        let fb = self.edge_target(b, f);
        Ok((tb, fb, vec![tb, fb]))
    }

    fn lower_switch(&mut self, b: Block, args: &[Value]) -> LResult<()> {
        let vt = self.value_type(args[0]);
        let bits = self
            .types()
            .int_width(vt)
            .filter(|&w| w <= 64)
            .ok_or_else(|| err(self.pos, "switch on this type"))?;
        let idx = self.reg(args[0])?;
        let (idx, size) = match bits {
            8 => (idx, Size::S8),
            16 => (idx, Size::S16),
            32 => (idx, Size::S32),
            64 => (idx, Size::S64),
            _ => (self.extend(idx, bits, false), int_size(bits)),
        };
        let Value::Block(def) = args[1] else {
            unreachable!()
        };
        let mut targets: Vec<(Block, MBlock)> = Vec::new();
        let mut target_of = |this: &mut Self, s: Block| -> MBlock {
            if let Some(&(_, m)) = targets.iter().find(|(x, _)| *x == s) {
                return m;
            }
            let m = this.edge_target(b, s);
            targets.push((s, m));
            m
        };
        let dm = target_of(self, def);
        let mut cases = Vec::with_capacity(args.len() / 2);
        for p in args[2..].chunks(2) {
            let (Value::Const(c), Value::Block(s)) = (p[0], p[1]) else {
                unreachable!()
            };
            let v = self.m.consts.as_u64(c).unwrap_or(0);
            let v = match size {
                Size::S8 => v as i8 as i64,
                Size::S16 => v as i16 as i64,
                Size::S32 => v as i32 as i64,
                Size::S64 => v as i64,
            };
            let m = target_of(self, s);
            cases.push((v, m));
        }
        let succs: Vec<MBlock> = {
            let mut s = vec![dm];
            for &(_, m) in &cases {
                if !s.contains(&m) {
                    s.push(m);
                }
            }
            s
        };
        self.vc.push(MInst::Switch {
            size,
            index: idx,
            cases: cases.into(),
            default: dm,
        });
        let refs: Vec<(MBlock, &[Reg])> = succs.iter().map(|&s| (s, &[][..])).collect();
        self.vc.end_block(&refs);
        Ok(())
    }

    fn icmp_operands(
        &mut self,
        pred: IntPred,
        a: Value,
        b: Value,
    ) -> LResult<(Size, Cc, Reg, Rmi)> {
        use IntPred::*;
        let cc = match pred {
            Eq => Cc::E,
            Ne => Cc::Ne,
            Ugt => Cc::A,
            Uge => Cc::Ae,
            Ult => Cc::B,
            Ule => Cc::Be,
            Sgt => Cc::G,
            Sge => Cc::Ge,
            Slt => Cc::L,
            Sle => Cc::Le,
        };
        let t = self.value_type(a);
        let bits = if self.types().is_ptr(t) {
            64
        } else {
            self.types()
                .int_width(t)
                .ok_or_else(|| err(self.pos, "icmp on this type"))?
        };
        if bits > 64 {
            return self.icmp_wide(pred, a, b, bits);
        }
        let signed = matches!(pred, Sgt | Sge | Slt | Sle);
        let l = self.reg(a)?;
        match bits {
            8 | 16 | 32 | 64 => {
                let size = match bits {
                    8 => Size::S8,
                    16 => Size::S16,
                    32 => Size::S32,
                    _ => Size::S64,
                };
                let r = self.rmi(b, bits)?;
                Ok((size, cc, l, r))
            }
            _ => {
                let l = self.extend(l, bits, signed);
                let r = match self.rmi(b, bits)? {
                    Rmi::Imm(v) if signed => Rmi::Imm(v),
                    Rmi::Imm(v) => {
                        let u = (v as i64 as u64) & ((1u64 << bits) - 1);
                        if fits_i32(u as i64) {
                            Rmi::Imm(u as i32)
                        } else {
                            let k = self.materialize(Part::Int(64), ConstVal::Bits(u));
                            Rmi::Reg(k)
                        }
                    }
                    Rmi::Reg(r) => Rmi::Reg(self.extend(r, bits, signed)),
                    m => m,
                };
                Ok((int_size(bits), cc, l, r))
            }
        }
    }

    /// `icmp` of 128-bit integers, as a flag value compared with zero.
    /// `icmp` of integers wider than 64 bits, as a flag value compared with zero.
    fn icmp_wide(
        &mut self,
        pred: IntPred,
        a: Value,
        b: Value,
        bits: u32,
    ) -> LResult<(Size, Cc, Reg, Rmi)> {
        use IntPred::*;
        let signed = matches!(pred, Sgt | Sge | Slt | Sle);
        let la = self.wide_operand(a, bits, signed)?;
        let lb = self.wide_operand(b, bits, signed)?;
        if matches!(pred, Eq | Ne) {
            let mut acc: Option<Reg> = None;
            for (x, y) in la.iter().zip(&lb) {
                let d = self.gpr();
                self.vc.push(MInst::Alu {
                    op: AluOp::Xor,
                    size: Size::S64,
                    lhs: *x,
                    rhs: Rmi::Reg(*y),
                    dst: d,
                });
                acc = Some(match acc {
                    None => d,
                    Some(p) => {
                        let o = self.gpr();
                        self.vc.push(MInst::Alu {
                            op: AluOp::Or,
                            size: Size::S64,
                            lhs: p,
                            rhs: Rmi::Reg(d),
                            dst: o,
                        });
                        o
                    }
                });
            }
            let cc = if pred == Eq { Cc::E } else { Cc::Ne };
            return Ok((Size::S64, cc, acc.expect("limbs"), Rmi::Imm(0)));
        }
        let (swap, cc) = match pred {
            Ult => (false, Cc::B),
            Uge => (false, Cc::Ae),
            Ugt => (true, Cc::B),
            Ule => (true, Cc::Ae),
            Slt => (false, Cc::L),
            Sge => (false, Cc::Ge),
            Sgt => (true, Cc::L),
            _ => (true, Cc::Ge),
        };
        let (x, y) = if swap { (lb, la) } else { (la, lb) };
        let flag = self.gpr();
        self.vc.push(MInst::CmpWide {
            cc,
            a: x.to_vec().into(),
            b: y.to_vec().into(),
            dst: flag,
        });
        Ok((Size::S32, Cc::Ne, flag, Rmi::Imm(0)))
    }

    /// The limbs of a wide integer with the top limb extended from its defined bits.
    fn wide_operand(&mut self, v: Value, bits: u32, signed: bool) -> LResult<Regs> {
        let mut l = self.value_regs(v)?;
        let top = bits % 64;
        if top != 0 {
            let last = l.len() - 1;
            l[last] = self.extend64(l[last], top, signed);
        }
        Ok(l)
    }

    fn lower_fcmp(&mut self, pred: FloatPred, a: Value, b: Value) -> LResult<Reg> {
        use FloatPred::*;
        let t = self.value_type(a);
        let half = self.types().get(t) == &TypeData::Half;
        let double = match self.types().get(t) {
            TypeData::Double => true,
            TypeData::Float | TypeData::Half => false,
            _ => return Err(err(self.pos, "fcmp on this type")),
        };
        let dst = self.gpr();
        let Some(cond) = fcond(pred) else {
            self.vc.push(MInst::MovImm {
                dst,
                imm: u64::from(pred == True),
            });
            return Ok(dst);
        };
        let mut l = self.reg(a)?;
        let mut r = self.reg(b)?;
        if half {
            // Comparing the exact float extensions gives the half comparison.
            l = self.half_libcall("__extendhfsf2", l);
            r = self.half_libcall("__extendhfsf2", r);
        }
        self.vc.push(MInst::FCmpSet {
            double,
            cond,
            lhs: l,
            rhs: r,
            dst,
        });
        Ok(dst)
    }

    fn lower_binary(&mut self, i: Inst, op: BinOp, a: Value, b: Value, ty: Type) -> LResult<()> {
        use BinOp::*;
        if op.is_float() {
            let double = match self.types().get(ty) {
                TypeData::Double => true,
                TypeData::Float => false,
                _ => return Err(err(self.pos, "floating-point arithmetic on this type")),
            };
            if op == FRem {
                let r = self.libcall_float(if double { "fmod" } else { "fmodf" }, &[a, b])?;
                return self.define(i, &[r]);
            }
            let sop = match op {
                FAdd => SseOp::Add,
                FSub => SseOp::Sub,
                FMul => SseOp::Mul,
                _ => SseOp::Div,
            };
            let l = self.reg(a)?;
            let r = self.reg(b)?;
            let d = self.xreg();
            self.vc.push(MInst::Sse {
                op: sop,
                double,
                lhs: l,
                rhs: r,
                dst: d,
            });
            return self.define(i, &[d]);
        }
        let bits = self
            .types()
            .int_width(ty)
            .ok_or_else(|| err(self.pos, "integer arithmetic on this type"))?;
        if bits > 64 {
            return self.lower_wide_binary(i, op, a, b, bits);
        }
        let size = int_size(bits);
        match op {
            Add | Sub | And | Or | Xor | Mul => {
                let aop = match op {
                    Add => AluOp::Add,
                    Sub => AluOp::Sub,
                    And => AluOp::And,
                    Or => AluOp::Or,
                    Xor => AluOp::Xor,
                    _ => AluOp::Imul,
                };
                let l = self.reg(a)?;
                let r = self.rmi(b, bits)?;
                let d = self.gpr();
                self.vc.push(MInst::Alu {
                    op: aop,
                    size,
                    lhs: l,
                    rhs: r,
                    dst: d,
                });
                self.define(i, &[d])
            }
            UDiv | SDiv | URem | SRem => {
                let signed = matches!(op, SDiv | SRem);
                let l = self.reg(a)?;
                let l = self.extend(l, bits, signed);
                let r = self.reg(b)?;
                let r = self.extend(r, bits, signed);
                let hi = self.gpr();
                if signed {
                    self.vc.push(MInst::SignExtendRax {
                        size,
                        src: l,
                        dst: hi,
                    });
                } else {
                    self.vc.push(MInst::MovImm { dst: hi, imm: 0 });
                }
                let q = self.gpr();
                let rem = self.gpr();
                self.vc.push(MInst::Div {
                    signed,
                    size,
                    lo: l,
                    hi,
                    divisor: r,
                    quot: q,
                    rem,
                });
                let res = if matches!(op, UDiv | SDiv) { q } else { rem };
                self.define(i, &[res])
            }
            Shl | LShr | AShr => {
                let sop = match op {
                    Shl => ShiftOp::Shl,
                    LShr => ShiftOp::Shr,
                    _ => ShiftOp::Sar,
                };
                let l = self.reg(a)?;
                let l = if op == Shl {
                    l
                } else {
                    self.extend(l, bits, op == AShr)
                };
                let d = self.gpr();
                match b {
                    Value::Const(c) if self.m.consts.as_u64(c).is_some() => {
                        let amt = self.m.consts.as_u64(c).unwrap();
                        self.vc.push(MInst::Shift {
                            op: sop,
                            size,
                            src: l,
                            amount: None,
                            imm: (amt & 63) as u8,
                            dst: d,
                        });
                    }
                    _ => {
                        let amt = self.reg(b)?;
                        self.vc.push(MInst::Shift {
                            op: sop,
                            size,
                            src: l,
                            amount: Some(amt),
                            imm: 0,
                            dst: d,
                        });
                    }
                }
                self.define(i, &[d])
            }
            _ => unreachable!(),
        }
    }

    fn lower_wide_binary(
        &mut self,
        i: Inst,
        op: BinOp,
        a: Value,
        b: Value,
        bits: u32,
    ) -> LResult<()> {
        use BinOp::*;
        if bits > 128 && !matches!(op, And | Or | Xor | Add | Sub | Shl | LShr | AShr) {
            return Err(err(self.pos, format!("{} on i{bits}", op.name())));
        }
        if matches!(op, Shl | LShr | AShr) {
            if let Value::Const(c) = b {
                if let Some(amount) = self.m.consts.as_u64(c) {
                    let out = self.wide_shift(op, a, bits, amount as u32)?;
                    return self.define(i, &out);
                }
            }
            if bits != 128 {
                let out = self.wide_shift_var(op, a, b, bits)?;
                return self.define(i, &out);
            }
        }
        // i65…i127 are computed as i128 from operands extended to the full two limbs.
        let signed_op = matches!(op, SDiv | SRem | AShr);
        let la = self.wide_operand(a, bits, signed_op)?;
        let lb = self.wide_operand(b, bits, signed_op)?;
        let out = match op {
            And | Or | Xor => {
                let aop = match op {
                    And => AluOp::And,
                    Or => AluOp::Or,
                    _ => AluOp::Xor,
                };
                let mut out = Vec::new();
                for k in 0..la.len() {
                    let d = self.gpr();
                    self.vc.push(MInst::Alu {
                        op: aop,
                        size: Size::S64,
                        lhs: la[k],
                        rhs: Rmi::Reg(lb[k]),
                        dst: d,
                    });
                    out.push(d);
                }
                out
            }
            Add | Sub => {
                let out: Vec<Reg> = la.iter().map(|_| self.vc.new_vreg(RegClass::Int)).collect();
                self.vc.push(MInst::AddSubWide {
                    sub: op == Sub,
                    a: la.to_vec().into(),
                    b: lb.to_vec().into(),
                    out: out.clone().into(),
                    flag: None,
                });
                out
            }
            Mul => {
                // lo*lo (wide) + (lo_a*hi_b + hi_a*lo_b) << 64.
                let plo = self.gpr();
                let phi = self.gpr();
                self.vc.push(MInst::MulWide {
                    signed: false,
                    lo_in: la[0],
                    src: lb[0],
                    lo: plo,
                    hi: phi,
                });
                let c1 = self.gpr();
                self.vc.push(MInst::Alu {
                    op: AluOp::Imul,
                    size: Size::S64,
                    lhs: la[0],
                    rhs: Rmi::Reg(lb[1]),
                    dst: c1,
                });
                let c2 = self.gpr();
                self.vc.push(MInst::Alu {
                    op: AluOp::Imul,
                    size: Size::S64,
                    lhs: la[1],
                    rhs: Rmi::Reg(lb[0]),
                    dst: c2,
                });
                let s1 = self.gpr();
                self.vc.push(MInst::Alu {
                    op: AluOp::Add,
                    size: Size::S64,
                    lhs: phi,
                    rhs: Rmi::Reg(c1),
                    dst: s1,
                });
                let s2 = self.gpr();
                self.vc.push(MInst::Alu {
                    op: AluOp::Add,
                    size: Size::S64,
                    lhs: s1,
                    rhs: Rmi::Reg(c2),
                    dst: s2,
                });
                vec![plo, s2]
            }
            UDiv | SDiv | URem | SRem | Shl | LShr | AShr => {
                let name = match op {
                    UDiv => "__udivti3",
                    SDiv => "__divti3",
                    URem => "__umodti3",
                    SRem => "__modti3",
                    Shl => "__ashlti3",
                    LShr => "__lshrti3",
                    _ => "__ashrti3",
                };
                let args: Vec<(Reg, PReg)> = if matches!(op, Shl | LShr | AShr) {
                    vec![
                        (la[0], regs::SYSV_INT_ARGS[0]),
                        (la[1], regs::SYSV_INT_ARGS[1]),
                        (lb[0], regs::SYSV_INT_ARGS[2]),
                    ]
                } else {
                    vec![
                        (la[0], regs::SYSV_INT_ARGS[0]),
                        (la[1], regs::SYSV_INT_ARGS[1]),
                        (lb[0], regs::SYSV_INT_ARGS[2]),
                        (lb[1], regs::SYSV_INT_ARGS[3]),
                    ]
                };
                let lo = self.gpr();
                let hi = self.gpr();
                self.emit_call(
                    CallTarget::Direct(RelocTarget::Libcall(name)),
                    args,
                    vec![(lo, g(gpr::RAX)), (hi, g(gpr::RDX))],
                );
                vec![lo, hi]
            }
            _ => unreachable!(),
        };
        self.define(i, &out)
    }

    /// A shift of a wide integer by a constant amount, limb by limb.
    fn wide_shift(&mut self, op: BinOp, a: Value, bits: u32, amount: u32) -> LResult<Vec<Reg>> {
        let signed = op == BinOp::AShr;
        let src = if op == BinOp::Shl {
            self.value_regs(a)?
        } else {
            self.wide_operand(a, bits, signed)?
        };
        let n = src.len();
        let amount = amount.min(bits);
        let (ls, bs) = ((amount / 64) as usize, (amount % 64) as u8);
        // Fill limb for positions shifted in from outside.
        let fill = if signed {
            let f = self.gpr();
            self.vc.push(MInst::Shift {
                op: ShiftOp::Sar,
                size: Size::S64,
                src: src[n - 1],
                amount: None,
                imm: 63,
                dst: f,
            });
            f
        } else {
            self.materialize(Part::Int(64), ConstVal::Bits(0))
        };
        // Limbs shifted in from outside the value: zero, or copies of the sign.
        let limb = |k: isize| -> Reg {
            if k < 0 || k >= n as isize {
                fill
            } else {
                src[k as usize]
            }
        };
        let mut out = Vec::with_capacity(n);
        for k in 0..n as isize {
            // shl: out[k] = src[k-ls] << bs | src[k-ls-1] >> (64-bs)
            // shr: out[k] = src[k+ls] >> bs | src[k+ls+1] << (64-bs)
            let ls = ls as isize;
            let (main, other) = if op == BinOp::Shl {
                (limb(k - ls), limb(k - ls - 1))
            } else {
                (limb(k + ls), limb(k + ls + 1))
            };
            if bs == 0 {
                out.push(main);
                continue;
            }
            let (op_main, op_other) = if op == BinOp::Shl {
                (ShiftOp::Shl, ShiftOp::Shr)
            } else {
                (ShiftOp::Shr, ShiftOp::Shl)
            };
            let m = self.gpr();
            self.vc.push(MInst::Shift {
                op: op_main,
                size: Size::S64,
                src: main,
                amount: None,
                imm: bs,
                dst: m,
            });
            let o = self.gpr();
            self.vc.push(MInst::Shift {
                op: op_other,
                size: Size::S64,
                src: other,
                amount: None,
                imm: 64 - bs,
                dst: o,
            });
            let d = self.gpr();
            self.vc.push(MInst::Alu {
                op: AluOp::Or,
                size: Size::S64,
                lhs: m,
                rhs: Rmi::Reg(o),
                dst: d,
            });
            out.push(d);
        }
        Ok(out)
    }

    /// A shift of a wide integer by a variable amount: whole limbs by selects, then the
    /// remaining bits with funnel shifts.
    fn wide_shift_var(&mut self, op: BinOp, a: Value, b: Value, bits: u32) -> LResult<Vec<Reg>> {
        let signed = op == BinOp::AShr;
        let src = if op == BinOp::Shl {
            self.value_regs(a)?
        } else {
            self.wide_operand(a, bits, signed)?
        };
        let amount = self.value_regs(b)?[0];
        let n = src.len();
        let fill = if signed {
            let f = self.gpr();
            self.vc.push(MInst::Shift {
                op: ShiftOp::Sar,
                size: Size::S64,
                src: src[n - 1],
                amount: None,
                imm: 63,
                dst: f,
            });
            f
        } else {
            self.materialize(Part::Int(64), ConstVal::Bits(0))
        };
        let q = self.gpr();
        self.vc.push(MInst::Shift {
            op: ShiftOp::Shr,
            size: Size::S64,
            src: amount,
            amount: None,
            imm: 6,
            dst: q,
        });
        let r = self.gpr();
        self.vc.push(MInst::Alu {
            op: AluOp::And,
            size: Size::S32,
            lhs: amount,
            rhs: Rmi::Imm(63),
            dst: r,
        });
        let limb = |k: isize| {
            if k < 0 || k >= n as isize {
                fill
            } else {
                src[k as usize]
            }
        };
        // moved[k] for k in -1..=n: the value limb-shifted by q (one extra limb each side
        // feeds the bit shift).
        let mut moved = Vec::with_capacity(n + 2);
        for k in -1..=n as isize {
            let mut acc = limb(k);
            for qv in 1..n as isize {
                let cand = if op == BinOp::Shl {
                    limb(k - qv)
                } else {
                    limb(k + qv)
                };
                let c = self.gpr();
                self.vc.push(MInst::CmpSet {
                    size: Size::S64,
                    cc: Cc::E,
                    lhs: q,
                    rhs: Rmi::Imm(qv as i32),
                    dst: c,
                });
                let d = self.gpr();
                self.vc.push(MInst::Select {
                    cond: c,
                    if_true: cand,
                    if_false: acc,
                    dst: d,
                });
                acc = d;
            }
            moved.push(acc);
        }
        let mut out = Vec::with_capacity(n);
        for k in 0..n {
            let d = self.gpr();
            let (a, b, left) = if op == BinOp::Shl {
                // (moved[k] << r) | (moved[k-1] >> (64 - r))
                (moved[k + 1], moved[k], true)
            } else {
                // (moved[k] >> r) | (moved[k+1] << (64 - r))
                (moved[k + 2], moved[k + 1], false)
            };
            self.vc.push(MInst::Funnel {
                left,
                bits: 64,
                a,
                b,
                amount: r,
                dst: d,
            });
            out.push(d);
        }
        Ok(out)
    }

    fn lower_cast(&mut self, i: Inst, op: CastOp, v: Value, to: Type) -> LResult<()> {
        let from = self.value_type(v);
        let types = self.types();
        let fbits = if types.is_ptr(from) {
            64
        } else {
            types.primitive_bits(from)
        };
        let tbits = if types.is_ptr(to) {
            64
        } else {
            types.primitive_bits(to)
        };
        if types.is_vector(from) || types.is_vector(to) {
            return Err(err(self.pos, "vector casts"));
        }
        let is_double = |t: Type| types.get(t) == &TypeData::Double;
        if types.get(from) == &TypeData::Half || types.get(to) == &TypeData::Half {
            return self.half_cast(i, op, v, from, to);
        }
        let check_fp = |t: Type| -> LResult<()> {
            match types.get(t) {
                TypeData::Float | TypeData::Double => Ok(()),
                _ => Err(err(self.pos, "conversions of this floating-point type")),
            }
        };
        match op {
            CastOp::Trunc => {
                let r = self.value_regs(v)?;
                let n = tbits.div_ceil(64) as usize;
                self.define(i, &r[..n])?;
            }
            CastOp::ZExt | CastOp::SExt => {
                let signed = op == CastOp::SExt;
                let mut limbs = if fbits > 64 {
                    self.wide_operand(v, fbits, signed)?
                } else {
                    let r = self.reg(v)?;
                    smallvec::smallvec![self.extend64(r, fbits, signed)]
                };
                let n = tbits.div_ceil(64) as usize;
                if limbs.len() < n {
                    let top = *limbs.last().unwrap();
                    let fill = self.gpr();
                    if signed {
                        self.vc.push(MInst::Shift {
                            op: ShiftOp::Sar,
                            size: Size::S64,
                            src: top,
                            amount: None,
                            imm: 63,
                            dst: fill,
                        });
                    } else {
                        self.vc.push(MInst::MovImm { dst: fill, imm: 0 });
                    }
                    limbs.resize(n, fill);
                }
                self.define(i, &limbs)?;
            }
            CastOp::PtrToInt | CastOp::PtrToAddr | CastOp::AddrSpaceCast => {
                let r = self.reg(v)?;
                self.define(i, &[r])?;
            }
            CastOp::IntToPtr => {
                let r = self.value_regs(v)?;
                let lo = self.extend64(r[0], fbits.min(64), false);
                self.define(i, &[lo])?;
            }
            CastOp::BitCast => {
                let r = self.value_regs(v)?;
                let fc = self.parts_of(from)?;
                let tc = self.parts_of(to)?;
                if fc.len() != 1 || tc.len() != 1 {
                    if fc == tc {
                        return self.define(i, &r);
                    }
                    return Err(err(self.pos, "bitcast of this type"));
                }
                let out = match (fc[0].0.class(), tc[0].0.class()) {
                    (RegClass::Int, RegClass::Float) => {
                        let d = self.xreg();
                        self.vc.push(MInst::GprToXmm {
                            wide: tbits == 64,
                            src: r[0],
                            dst: d,
                        });
                        d
                    }
                    (RegClass::Float, RegClass::Int) => {
                        let d = self.gpr();
                        self.vc.push(MInst::XmmToGpr {
                            wide: fbits == 64,
                            src: r[0],
                            dst: d,
                        });
                        d
                    }
                    _ => r[0],
                };
                self.define(i, &[out])?;
            }
            CastOp::FpTrunc | CastOp::FpExt => {
                check_fp(from)?;
                check_fp(to)?;
                let r = self.reg(v)?;
                if is_double(from) == is_double(to) {
                    return self.define(i, &[r]);
                }
                let d = self.xreg();
                self.vc.push(MInst::FloatToFloat {
                    to_double: is_double(to),
                    src: r,
                    dst: d,
                });
                self.define(i, &[d])?;
            }
            CastOp::FpToSi | CastOp::FpToUi => {
                check_fp(from)?;
                let double = is_double(from);
                if tbits > 64 && tbits <= 128 {
                    let name = match (op == CastOp::FpToSi, double) {
                        (true, true) => "__fixdfti",
                        (true, false) => "__fixsfti",
                        (false, true) => "__fixunsdfti",
                        (false, false) => "__fixunssfti",
                    };
                    let r = self.reg(v)?;
                    let (lo, hi) = (self.gpr(), self.gpr());
                    self.emit_call(
                        CallTarget::Direct(RelocTarget::Libcall(name)),
                        vec![(r, x(0))],
                        vec![(lo, g(gpr::RAX)), (hi, g(gpr::RDX))],
                    );
                    return self.define(i, &[lo, hi]);
                }
                if tbits > 64 {
                    return Err(err(self.pos, format!("conversion to i{tbits}")));
                }
                let r = self.reg(v)?;
                let d = self.gpr();
                if op == CastOp::FpToUi && tbits == 64 {
                    self.vc.push(MInst::FloatToU64 {
                        double,
                        src: r,
                        dst: d,
                    });
                } else {
                    let wide = tbits > 32 || (op == CastOp::FpToUi && tbits == 32);
                    self.vc.push(MInst::FloatToInt {
                        wide,
                        double,
                        src: r,
                        dst: d,
                    });
                }
                self.define(i, &[d])?;
            }
            CastOp::SiToFp | CastOp::UiToFp => {
                check_fp(to)?;
                let double = is_double(to);
                if fbits > 64 && fbits <= 128 {
                    let name = match (op == CastOp::SiToFp, double) {
                        (true, true) => "__floattidf",
                        (true, false) => "__floattisf",
                        (false, true) => "__floatuntidf",
                        (false, false) => "__floatuntisf",
                    };
                    let l = self.wide_operand(v, fbits, op == CastOp::SiToFp)?;
                    let d = self.xreg();
                    self.emit_call(
                        CallTarget::Direct(RelocTarget::Libcall(name)),
                        vec![
                            (l[0], regs::SYSV_INT_ARGS[0]),
                            (l[1], regs::SYSV_INT_ARGS[1]),
                        ],
                        vec![(d, x(0))],
                    );
                    return self.define(i, &[d]);
                }
                if fbits > 64 {
                    return Err(err(self.pos, format!("conversion from i{fbits}")));
                }
                let r = self.reg(v)?;
                let d = self.xreg();
                if op == CastOp::UiToFp && fbits == 64 {
                    self.vc.push(MInst::U64ToFloat {
                        double,
                        src: r,
                        dst: d,
                    });
                } else {
                    let signed = op == CastOp::SiToFp;
                    let e = self.extend64(r, fbits, signed);
                    self.vc.push(MInst::IntToFloat {
                        wide: true,
                        double,
                        src: e,
                        dst: d,
                    });
                }
                self.define(i, &[d])?;
            }
        }
        Ok(())
    }

    /// The constant byte offset and the variable `(index, element size)` terms of a GEP.
    fn gep_terms(&self, source: Type, args: &[Value]) -> LResult<(i64, GepTerms)> {
        if self.types().is_vector(self.value_type(args[0])) {
            return Err(err(self.pos, "vector getelementptr"));
        }
        let mut off: i64 = 0;
        let mut terms = SmallVec::new();
        let mut ty = source;
        for (k, &ix) in args[1..].iter().enumerate() {
            let elem_size = if k == 0 {
                self.cx.layouts.size(source)
            } else if self.types().struct_fields(ty).is_some() {
                let Value::Const(c) = ix else {
                    return Err(err(self.pos, "non-constant struct index"));
                };
                let f = self.m.consts.as_u64(c).unwrap_or(0) as usize;
                off += self.cx.layouts.field_offset(self.types(), ty, f) as i64;
                ty = self.types().aggregate_element(ty, f as u64).unwrap();
                continue;
            } else {
                ty = self
                    .types()
                    .element_type(ty)
                    .ok_or_else(|| err(self.pos, "GEP into a non-aggregate"))?;
                self.cx.layouts.size(ty)
            };
            let iw = self.types().int_width(self.value_type(ix)).unwrap_or(64);
            if let Value::Const(c) = ix {
                if let Some(v) = self.m.consts.as_u64(c) {
                    off = off.wrapping_add(sign_extend(v, iw).wrapping_mul(elem_size as i64));
                    continue;
                }
            }
            if iw > 64 {
                return Err(err(self.pos, "GEP index wider than 64 bits"));
            }
            terms.push((ix, elem_size));
        }
        Ok((off, terms))
    }

    /// A GEP index sign-extended to 64 bits.
    fn gep_index(&mut self, ix: Value) -> LResult<Reg> {
        let iw = self.types().int_width(self.value_type(ix)).unwrap_or(64);
        let r = self.reg(ix)?;
        Ok(self.extend64(r, iw, true))
    }

    /// A one-argument SSE libcall (half conversions).
    fn half_libcall(&mut self, name: &'static str, arg: Reg) -> Reg {
        let d = self.xreg();
        self.emit_call(
            CallTarget::Direct(RelocTarget::Libcall(name)),
            vec![(arg, x(0))],
            vec![(d, x(0))],
        );
        d
    }

    /// Casts to and from `half`, through float with libgcc's conversion helpers (exact
    /// except for the final rounding to half, like LLVM's soft-half lowering).
    fn half_cast(&mut self, i: Inst, op: CastOp, v: Value, from: Type, to: Type) -> LResult<()> {
        let types = self.types();
        let is_half = |t: Type| types.get(t) == &TypeData::Half;
        let r = self.reg(v)?;
        let d = match op {
            CastOp::FpExt | CastOp::FpToSi | CastOp::FpToUi if is_half(from) => {
                let f = self.half_libcall("__extendhfsf2", r);
                match (op, types.get(to)) {
                    (CastOp::FpExt, TypeData::Float) => f,
                    (CastOp::FpExt, TypeData::Double) => {
                        let dd = self.xreg();
                        self.vc.push(MInst::FloatToFloat {
                            to_double: true,
                            src: f,
                            dst: dd,
                        });
                        dd
                    }
                    (CastOp::FpToSi | CastOp::FpToUi, _)
                        if types.int_width(to).is_some_and(|w| w <= 32) =>
                    {
                        let g = self.gpr();
                        self.vc.push(MInst::FloatToInt {
                            wide: true,
                            double: false,
                            src: f,
                            dst: g,
                        });
                        g
                    }
                    _ => return Err(err(self.pos, "this conversion of half")),
                }
            }
            CastOp::FpTrunc if is_half(to) => match types.get(from) {
                TypeData::Float => self.half_libcall("__truncsfhf2", r),
                TypeData::Double => self.half_libcall("__truncdfhf2", r),
                _ => return Err(err(self.pos, "this conversion to half")),
            },
            CastOp::SiToFp | CastOp::UiToFp if is_half(to) => {
                let bits = types.int_width(from).unwrap_or(64);
                if bits > 32 {
                    return Err(err(self.pos, "conversion of wide integers to half"));
                }
                // Integers of up to 32 bits convert to float exactly below 2^24, and
                // anything larger overflows half anyway.
                let e = self.extend64(r, bits, op == CastOp::SiToFp);
                let f = self.xreg();
                self.vc.push(MInst::IntToFloat {
                    wide: true,
                    double: false,
                    src: e,
                    dst: f,
                });
                self.half_libcall("__truncsfhf2", f)
            }
            CastOp::BitCast => {
                if is_half(from) && is_half(to) {
                    r
                } else if is_half(from) {
                    let g = self.gpr();
                    self.vc.push(MInst::XmmToGpr {
                        wide: false,
                        src: r,
                        dst: g,
                    });
                    g
                } else {
                    let h = self.xreg();
                    self.vc.push(MInst::GprToXmm {
                        wide: false,
                        src: r,
                        dst: h,
                    });
                    h
                }
            }
            _ => return Err(err(self.pos, "this conversion of half")),
        };
        self.define(i, &[d])
    }

    fn lower_gep(&mut self, source: Type, args: &[Value]) -> LResult<Reg> {
        let (off, terms) = self.gep_terms(source, args)?;
        let mut base = self.reg(args[0])?;
        for (ix, elem_size) in terms {
            let r = self.gep_index(ix)?;
            let nb = self.gpr();
            if matches!(elem_size, 1 | 2 | 4 | 8) {
                self.vc.push(MInst::Lea {
                    mem: Amode::Reg {
                        base,
                        index: Some((r, elem_size as u8)),
                        disp: 0,
                    },
                    dst: nb,
                });
            } else {
                let scaled = self.gpr();
                let rhs = if fits_i32(elem_size as i64) {
                    Rmi::Imm(elem_size as i32)
                } else {
                    Rmi::Reg(self.materialize(Part::Int(64), ConstVal::Bits(elem_size)))
                };
                self.vc.push(MInst::Alu {
                    op: AluOp::Imul,
                    size: Size::S64,
                    lhs: r,
                    rhs,
                    dst: scaled,
                });
                self.vc.push(MInst::Alu {
                    op: AluOp::Add,
                    size: Size::S64,
                    lhs: base,
                    rhs: Rmi::Reg(scaled),
                    dst: nb,
                });
            }
            base = nb;
        }
        if off != 0 {
            base = self.add_offset(base, off);
        }
        Ok(base)
    }

    /// The address computed by GEP `i` as an addressing mode of the load or store that is
    /// its only user (folded GEPs emit no instruction of their own).
    fn gep_amode(&mut self, i: Inst) -> LResult<Amode> {
        let InstKind::GetElementPtr { source } = self.body.insts[i].kind else {
            unreachable!("folded GEP")
        };
        let args = self.body.args(i);
        let (off, terms) = self.gep_terms(source, args)?;
        if fits_i32(off) && terms.len() <= 1 {
            let base = self.amode(args[0])?;
            let base_disp = match base {
                Amode::Reg { disp, .. } | Amode::Slot { disp, .. } | Amode::Rip { disp, .. } => {
                    i64::from(disp)
                }
                Amode::IncomingArg { off } | Amode::OutgoingArg { off } => i64::from(off),
            };
            if fits_i32(base_disp + off) {
                match (terms.first(), base) {
                    (None, am) => return Ok(am.offset(off as i32)),
                    (
                        Some(&(ix, size)),
                        Amode::Reg {
                            base,
                            index: None,
                            disp,
                        },
                    ) if matches!(size, 1 | 2 | 4 | 8) => {
                        let r = self.gep_index(ix)?;
                        return Ok(Amode::Reg {
                            base,
                            index: Some((r, size as u8)),
                            disp: disp + off as i32,
                        });
                    }
                    _ => {}
                }
            }
        }
        let r = self.lower_gep(source, args)?;
        Ok(Amode::Reg {
            base: r,
            index: None,
            disp: 0,
        })
    }

    /// Part index range of the sub-aggregate at `idx` inside `ty`.
    fn subparts(&self, ty: Type, idx: &[u32]) -> LResult<(usize, usize)> {
        let mut start = 0usize;
        let mut t = ty;
        for &k in idx {
            let types = self.types();
            let n_before: usize = if let Some(fields) = types.struct_fields(t) {
                let mut n = 0;
                for &f in &fields[..k as usize] {
                    n += self.parts_of(f)?.len();
                }
                n
            } else {
                let el = types.element_type(t).unwrap();
                self.parts_of(el)?.len() * k as usize
            };
            start += n_before;
            t = types.aggregate_element(t, u64::from(k)).unwrap();
        }
        Ok((start, start + self.parts_of(t)?.len()))
    }

    // ---------------------------------------------------------------- calls

    fn emit_call(&mut self, target: CallTarget, uses: Vec<(Reg, PReg)>, defs: Vec<(Reg, PReg)>) {
        let mut clobbers = regs::sysv_call_clobbers();
        for (_, p) in &defs {
            clobbers.remove(*p);
        }
        // A value passed in two registers gets a copy for the second one (regalloc2
        // cannot put one vreg in two fixed registers at the same instruction).
        let mut uses = uses;
        let callee = match target {
            CallTarget::Indirect(r) => Some(r),
            CallTarget::Direct(_) => None,
        };
        for k in 0..uses.len() {
            if uses[..k].iter().any(|u| u.0 == uses[k].0) || callee == Some(uses[k].0) {
                let r = uses[k].0;
                let c = self.vc.new_vreg(self.vc.class_of(r));
                self.copy(c, r);
                uses[k].0 = c;
            }
        }
        self.vc.push(MInst::Call {
            target,
            regs: Box::new(FixedRegs { uses, defs }),
            clobbers,
        });
    }

    fn libcall_float(&mut self, name: &'static str, args: &[Value]) -> LResult<Reg> {
        let mut uses = Vec::new();
        for (k, &a) in args.iter().enumerate() {
            let r = self.reg(a)?;
            uses.push((r, x(k as u8)));
        }
        let d = self.xreg();
        self.emit_call(
            CallTarget::Direct(RelocTarget::Libcall(name)),
            uses,
            vec![(d, x(0))],
        );
        Ok(d)
    }

    fn lower_call(&mut self, i: Inst, cid: rllc_ir::inst::CallId, args: &[Value]) -> LResult<()> {
        let body = self.body;
        let ci = &body.calls[cid];
        let callee = args[0];
        let call_args = &args[1..1 + ci.num_args as usize];
        if let Value::Asm(k) = callee {
            return self.lower_inline_asm(i, k, call_args);
        }
        if let Value::Const(c) = callee {
            if let ConstKind::Global(g) = self.m.consts.get(c).kind {
                if let rllc_ir::module::GlobalName::Named(s) = self.m.globals[g].name {
                    let name = self.m.syms.get(s);
                    if name.starts_with(b"llvm.") {
                        return self.lower_intrinsic(i, name, call_args);
                    }
                }
            }
        }
        if ci.tail == TailKind::MustTail {
            return Err(err(self.pos, "musttail calls"));
        }
        let (ret_ty, params, vararg) = self
            .types()
            .function_parts(ci.fn_ty)
            .ok_or_else(|| err(self.pos, "call through a non-function type"))?;
        let params = params.to_vec();
        let mut asg = ArgAssigner::default();
        let mut uses: Vec<(Reg, PReg)> = Vec::new();
        let mut stores: Vec<(Part, Reg, u32)> = Vec::new();
        let mut byval_copies: Vec<(Reg, u32, u64)> = Vec::new();
        let mut fp80_args: Vec<(Value, u32)> = Vec::new();
        for (n, &a) in call_args.iter().enumerate() {
            let set = self.m.attrs.param(ci.attrs, n);
            let at = if n < params.len() {
                params[n]
            } else {
                self.value_type(a)
            };
            if let Some(bt) = self.m.attrs.type_arg(set, AttrKind::ByVal) {
                let size = self.cx.layouts.size(bt);
                let al = self
                    .cx
                    .layouts
                    .align(bt)
                    .max(self.m.attrs.int_arg(set, AttrKind::Align).unwrap_or(8) as u32)
                    .max(8);
                self.outgoing_align = self.outgoing_align.max(al);
                let PartLoc::Stack(off) = asg.stack_slot(size as u32, al) else {
                    unreachable!()
                };
                let p = self.reg(a)?;
                byval_copies.push((p, off, size));
                continue;
            }
            if self.is_fp80(at) {
                let size = self.cx.layouts.size(at) as u32;
                let PartLoc::Stack(off) = asg.stack_slot(size, 16) else {
                    unreachable!()
                };
                fp80_args.push((a, off));
                continue;
            }
            let parts = self.parts_of(at)?;
            let regs = self.value_regs(a)?;
            let ext = if self.m.attrs.has(set, AttrKind::SignExt) {
                Some(true)
            } else if self.m.attrs.has(set, AttrKind::ZeroExt) {
                Some(false)
            } else {
                None
            };
            let locs: Vec<PartLoc> = if parts.len() == 2
                && matches!(self.types().get(at), TypeData::Int(b) if *b > 64)
            {
                asg.pair().to_vec()
            } else {
                parts.iter().map(|(p, _)| asg.next(p.abi_class())).collect()
            };
            for ((&(p, _), r), loc) in parts.iter().zip(regs).zip(locs) {
                let r = match (p, ext) {
                    (Part::Int(b), Some(signed)) if b < 32 => {
                        self.extend64(r, u32::from(b), signed)
                    }
                    _ => r,
                };
                match loc {
                    PartLoc::Reg(preg) => uses.push((r, preg)),
                    PartLoc::Stack(off) => stores.push((p, r, off)),
                }
            }
        }
        self.outgoing = self.outgoing.max(asg.stack);
        for (p, r, off) in stores {
            let mem = Amode::OutgoingArg { off: off as i32 };
            match p {
                Part::Int(_) => self.vc.push(MInst::Store {
                    size: Size::S64,
                    src: r,
                    mem,
                }),
                _ => self.store_part(p, r, mem),
            }
        }
        for (src, off, size) in byval_copies {
            self.copy_memory(
                Amode::OutgoingArg { off: off as i32 },
                Amode::Reg {
                    base: src,
                    index: None,
                    disp: 0,
                },
                size,
            )?;
        }
        for (v, off) in fp80_args {
            self.fp80_copy_to(Amode::OutgoingArg { off: off as i32 }, v)?;
        }
        if vararg {
            let al = self.materialize(Part::Int(64), ConstVal::Bits(u64::from(asg.fp_used)));
            uses.push((al, g(gpr::RAX)));
        }
        // Results.
        let ret_fp80 = self.is_fp80(ret_ty);
        let ret_parts = if ret_fp80 {
            self.parts_of(self.types().common().void)?
        } else {
            self.parts_of(ret_ty)?
        };
        let mut defs = Vec::new();
        let mut out = Vec::new();
        if !ret_parts.is_empty() {
            let classes: Vec<PartClass> = ret_parts.iter().map(|(p, _)| p.abi_class()).collect();
            let pregs = return_regs(&classes)
                .ok_or_else(|| err(self.pos, "calls returning this many values in registers"))?;
            for (&(p, _), preg) in ret_parts.iter().zip(pregs) {
                let r = self.vc.new_vreg(p.class());
                defs.push((r, preg));
                out.push(r);
            }
        }
        let target = match callee {
            Value::Const(c) => match self.const_val(c)? {
                ConstVal::Sym(t, 0) => CallTarget::Direct(t),
                cv => CallTarget::Indirect(self.materialize(Part::Int(64), cv)),
            },
            v => CallTarget::Indirect(self.reg(v)?),
        };
        self.emit_call(target, uses, defs);
        if ret_fp80 {
            self.fp80_call_result(i);
        }
        if !out.is_empty() {
            self.define(i, &out)?;
        }
        Ok(())
    }

    fn copy_memory(&mut self, dst: Amode, src: Amode, size: u64) -> LResult<()> {
        let mut off = 0u64;
        while off < size {
            let chunk = match size - off {
                n if n >= 8 => 8,
                n if n >= 4 => 4,
                n if n >= 2 => 2,
                _ => 1,
            };
            let t = self.gpr();
            let s = Size::from_bytes(chunk as u32);
            self.vc.push(MInst::Load {
                kind: LoadKind::Zx(s),
                mem: src.offset(off as i32),
                dst: t,
            });
            self.vc.push(MInst::Store {
                size: s,
                src: t,
                mem: dst.offset(off as i32),
            });
            off += chunk;
        }
        Ok(())
    }

    fn lower_inline_asm(&mut self, i: Inst, k: u32, args: &[Value]) -> LResult<()> {
        let asm = &self.body.asms[k as usize];
        if !asm.template.iter().all(|c| c.is_ascii_whitespace()) {
            return Err(err(self.pos, "inline asm template"));
        }
        // An empty template only constrains the optimiser: outputs tied to inputs take
        // the input values; other outputs are undefined.
        let constraints = String::from_utf8_lossy(&asm.constraints).to_string();
        let mut outputs = Vec::new();
        let mut inputs = Vec::new();
        for c in constraints.split(',') {
            if c.starts_with('~') {
                continue;
            }
            if let Some(rest) = c.strip_prefix('=') {
                if rest.starts_with('*') {
                    inputs.push(c.to_string());
                } else {
                    outputs.push(rest.to_string());
                }
            } else {
                inputs.push(c.to_string());
            }
        }
        let rt = self.body.insts[i].ty;
        if outputs.is_empty() {
            return Ok(());
        }
        let parts = self.parts_of(rt)?;
        let mut out = Vec::new();
        for (n, (p, _)) in parts.iter().enumerate() {
            // A matching input ("0", "1", …) provides the output value.
            let tied = inputs
                .iter()
                .position(|c| c.trim_start_matches(['*', '&']).parse::<usize>() == Ok(n));
            let r = match tied {
                Some(k) if k < args.len() => {
                    let regs = self.value_regs(args[k])?;
                    regs[0]
                }
                _ => self.materialize(*p, ConstVal::Bits(0)),
            };
            out.push(r);
        }
        self.define(i, &out)
    }

    fn lower_intrinsic(&mut self, i: Inst, name: &[u8], args: &[Value]) -> LResult<()> {
        let name_str = String::from_utf8_lossy(name).to_string();
        let base = name_str.split('.').take(2).collect::<Vec<_>>().join(".");
        let ty = self.body.insts[i].ty;
        match base.as_str() {
            "llvm.dbg" | "llvm.lifetime" | "llvm.assume" | "llvm.prefetch" | "llvm.donothing"
            | "llvm.va_end" | "llvm.sideeffect" | "llvm.experimental" | "llvm.invariant"
            | "llvm.var" | "llvm.pseudoprobe" => {
                if base == "llvm.experimental" && !name_str.starts_with("llvm.experimental.noalias")
                {
                    return Err(err(self.pos, format!("intrinsic @{name_str}")));
                }
                Ok(())
            }
            "llvm.memcpy" | "llvm.memmove" | "llvm.memset" => {
                let func = match base.as_str() {
                    "llvm.memcpy" => "memcpy",
                    "llvm.memmove" => "memmove",
                    _ => "memset",
                };
                let mut uses = Vec::new();
                for (k, &arg) in args[..3].iter().enumerate() {
                    let r = self.reg(arg)?;
                    let bits = self.types().int_width(self.value_type(arg)).unwrap_or(64);
                    // The byte value and the length are integers of any width.
                    let r = if k > 0 {
                        self.extend64(r, bits, false)
                    } else {
                        r
                    };
                    uses.push((r, regs::SYSV_INT_ARGS[k]));
                }
                let d = self.gpr();
                self.emit_call(
                    CallTarget::Direct(RelocTarget::Libcall(func)),
                    uses,
                    vec![(d, g(gpr::RAX))],
                );
                Ok(())
            }
            "llvm.stacksave" => {
                let r = self.gpr();
                self.vc.push(MInst::ReadSp { dst: r });
                self.define(i, &[r])
            }
            "llvm.stackrestore" => {
                let r = self.reg(args[0])?;
                self.vc.push(MInst::WriteSp { src: r });
                Ok(())
            }
            "llvm.va_start" => {
                let slot = self
                    .va_area
                    .ok_or_else(|| err(self.pos, "va_start in a non-variadic function"))?;
                let l = self.reg(args[0])?;
                self.vc.push(MInst::VaStart {
                    list: l,
                    gp_used: self.va_gp,
                    fp_used: self.va_fp,
                    save_area: slot,
                    stack_args: self.va_stack,
                });
                Ok(())
            }
            "llvm.va_copy" => {
                let d = self.reg(args[0])?;
                let s = self.reg(args[1])?;
                self.copy_memory(
                    Amode::Reg {
                        base: d,
                        index: None,
                        disp: 0,
                    },
                    Amode::Reg {
                        base: s,
                        index: None,
                        disp: 0,
                    },
                    24,
                )
            }
            "llvm.trap" => {
                self.vc.push(MInst::Trap);
                Ok(())
            }
            "llvm.debugtrap" => {
                self.vc.push(MInst::Int3);
                Ok(())
            }
            "llvm.eh" if name_str == "llvm.eh.sjlj.setjmp" => {
                let buf = self.reg(args[0])?;
                let d = self.gpr();
                let mut clobbers = regs::sysv_call_clobbers();
                for r in regs::SYSV_CALLEE_SAVED {
                    clobbers.add(g(r));
                }
                clobbers.remove(g(gpr::RAX));
                self.vc.push(MInst::SjljSetjmp {
                    buf,
                    dst: d,
                    clobbers,
                });
                self.define(i, &[d])
            }
            "llvm.eh" if name_str == "llvm.eh.sjlj.longjmp" => {
                let buf = self.reg(args[0])?;
                self.vc.push(MInst::SjljLongjmp { buf });
                Ok(())
            }
            "llvm.threadlocal" => {
                let r = self.value_regs(args[0])?;
                self.define(i, &r)
            }
            "llvm.expect" => {
                let r = self.value_regs(args[0])?;
                self.define(i, &r)
            }
            "llvm.is" if name_str.starts_with("llvm.is.fpclass") => self.lower_is_fpclass(i, args),
            "llvm.is" if name_str.starts_with("llvm.is.constant") => {
                let r = self.materialize(Part::Int(8), ConstVal::Bits(0));
                self.define(i, &[r])
            }
            "llvm.objectsize" => {
                let min = matches!(args.get(1), Some(Value::Const(c)) if self.m.consts.as_u64(*c) == Some(1));
                let r = self.materialize(
                    Part::Int(64),
                    ConstVal::Bits(if min { 0 } else { u64::MAX }),
                );
                self.define(i, &[r])
            }
            "llvm.frameaddress" => {
                let r = self.gpr();
                self.vc.push(MInst::ReadFp { dst: r });
                self.define(i, &[r])
            }
            "llvm.returnaddress" => {
                let fp = self.gpr();
                self.vc.push(MInst::ReadFp { dst: fp });
                let r = self.gpr();
                self.vc.push(MInst::Load {
                    kind: LoadKind::Zx(Size::S64),
                    mem: Amode::Reg {
                        base: fp,
                        index: None,
                        disp: 8,
                    },
                    dst: r,
                });
                self.define(i, &[r])
            }
            "llvm.fabs" | "llvm.copysign" | "llvm.sqrt" | "llvm.fmuladd" | "llvm.fma"
            | "llvm.floor" | "llvm.ceil" | "llvm.trunc" | "llvm.rint" | "llvm.nearbyint"
            | "llvm.round" | "llvm.minnum" | "llvm.maxnum" | "llvm.pow" | "llvm.sin"
            | "llvm.cos" | "llvm.exp" | "llvm.log" | "llvm.exp2" | "llvm.log2" | "llvm.log10"
            | "llvm.roundeven" => self.lower_float_intrinsic(i, &base, args, ty),
            "llvm.smax" | "llvm.smin" | "llvm.umax" | "llvm.umin" => {
                let pred = match base.as_str() {
                    "llvm.smax" => IntPred::Sgt,
                    "llvm.smin" => IntPred::Slt,
                    "llvm.umax" => IntPred::Ugt,
                    _ => IntPred::Ult,
                };
                let (size, cc, l, r) = self.icmp_operands(pred, args[0], args[1])?;
                let c = self.gpr();
                self.vc.push(MInst::CmpSet {
                    size,
                    cc,
                    lhs: l,
                    rhs: r,
                    dst: c,
                });
                let a = self.reg(args[0])?;
                let b = self.reg(args[1])?;
                let d = self.gpr();
                self.vc.push(MInst::Select {
                    cond: c,
                    if_true: a,
                    if_false: b,
                    dst: d,
                });
                self.define(i, &[d])
            }
            "llvm.abs" => {
                let bits = self.types().int_width(ty).unwrap_or(64);
                if bits > 64 {
                    return Err(err(self.pos, "llvm.abs on wide integers"));
                }
                let a = self.reg(args[0])?;
                let a = self.extend(a, bits, true);
                let size = int_size(bits);
                let n = self.gpr();
                self.vc.push(MInst::Unary {
                    neg: true,
                    size,
                    src: a,
                    dst: n,
                });
                let c = self.gpr();
                self.vc.push(MInst::CmpSet {
                    size,
                    cc: Cc::L,
                    lhs: a,
                    rhs: Rmi::Imm(0),
                    dst: c,
                });
                let d = self.gpr();
                self.vc.push(MInst::Select {
                    cond: c,
                    if_true: n,
                    if_false: a,
                    dst: d,
                });
                self.define(i, &[d])
            }
            "llvm.sadd" | "llvm.uadd" | "llvm.ssub" | "llvm.usub" | "llvm.smul" | "llvm.umul"
                if name_str.contains("with.overflow") =>
            {
                self.lower_overflow(i, &base, args)
            }
            "llvm.bswap" | "llvm.ctpop" | "llvm.ctlz" | "llvm.cttz" | "llvm.bitreverse"
            | "llvm.fshl" | "llvm.fshr" => self.lower_bit_intrinsic(i, &base, args, ty),
            "llvm.ptrmask" => {
                let p = self.reg(args[0])?;
                let m = self.rmi(args[1], 64)?;
                let d = self.gpr();
                self.vc.push(MInst::Alu {
                    op: AluOp::And,
                    size: Size::S64,
                    lhs: p,
                    rhs: m,
                    dst: d,
                });
                self.define(i, &[d])
            }
            _ => Err(CodegenError {
                pos: Some(self.pos),
                message: format!("unsupported intrinsic @{name_str}"),
            }),
        }
    }

    /// `llvm.is.fpclass` for the class sets C's classification macros use (nan, inf,
    /// finite, zero, normal, subnormal and their complements).
    fn lower_is_fpclass(&mut self, i: Inst, args: &[Value]) -> LResult<()> {
        let mask = match args[1] {
            Value::Const(c) => self.m.consts.as_u64(c).unwrap_or(0) & 1023,
            _ => return Err(err(self.pos, "non-constant llvm.is.fpclass mask")),
        };
        const KNOWN: [u64; 6] = [3, 516, 504, 96, 264, 144];
        let (invert, m) = if KNOWN.contains(&mask) || mask == 0 {
            (false, mask)
        } else {
            (true, !mask & 1023)
        };
        let t = self.value_type(args[0]);
        let (inf, min_normal): (u128, u128) = match self.types().get(t) {
            TypeData::Float => (0x7f80_0000, 0x0080_0000),
            TypeData::Double => (0x7ff0_0000_0000_0000, 0x0010_0000_0000_0000),
            TypeData::X86Fp80 => (0x7fff_8000_0000_0000_0000, 0x0001_8000_0000_0000_0000),
            _ => return Err(err(self.pos, "llvm.is.fpclass on this type")),
        };
        let x = self.float_operand(args[0], false)?;
        use FloatPred::*;
        let r = match m {
            0 => self.materialize(Part::Int(8), ConstVal::Bits(0)),
            3 => self.fcmp_operands(t, Uno, x, x),
            516 | 504 | 264 | 144 => {
                let ax = self.float_operand(args[0], true)?;
                let inf = self.float_const(t, inf);
                match m {
                    516 => self.fcmp_operands(t, Oeq, ax, inf),
                    504 => self.fcmp_operands(t, One, ax, inf),
                    _ => {
                        let min = self.float_const(t, min_normal);
                        let (a, b) = if m == 264 {
                            (
                                self.fcmp_operands(t, Oge, ax, min),
                                self.fcmp_operands(t, One, ax, inf),
                            )
                        } else {
                            let zero = self.float_const(t, 0);
                            (
                                self.fcmp_operands(t, Olt, ax, min),
                                self.fcmp_operands(t, One, ax, zero),
                            )
                        };
                        let d = self.gpr();
                        self.vc.push(MInst::Alu {
                            op: AluOp::And,
                            size: Size::S32,
                            lhs: a,
                            rhs: Rmi::Reg(b),
                            dst: d,
                        });
                        d
                    }
                }
            }
            96 => {
                let zero = self.float_const(t, 0);
                self.fcmp_operands(t, Oeq, x, zero)
            }
            _ => return Err(err(self.pos, format!("llvm.is.fpclass with mask {mask}"))),
        };
        let r = if invert {
            let d = self.gpr();
            self.vc.push(MInst::Alu {
                op: AluOp::Xor,
                size: Size::S32,
                lhs: r,
                rhs: Rmi::Imm(1),
                dst: d,
            });
            d
        } else {
            r
        };
        self.define(i, &[r])
    }

    /// A float operand (or its absolute value) as a register, or memory for fp80.
    fn float_operand(&mut self, v: Value, abs: bool) -> LResult<FloatOperand> {
        let t = self.value_type(v);
        if self.is_fp80(t) {
            return Ok(FloatOperand::Mem(if abs {
                self.fp80_abs_temp(v)?
            } else {
                self.fp80_loc(v)?
            }));
        }
        let r = self.reg(v)?;
        if !abs {
            return Ok(FloatOperand::Reg(r));
        }
        let double = self.types().get(t) == &TypeData::Double;
        let mask = if double { !(1u64 << 63) } else { 0x7fff_ffff };
        let m = self.materialize(
            if double { Part::F64 } else { Part::F32 },
            ConstVal::Bits(mask),
        );
        let d = self.xreg();
        self.vc.push(MInst::Sse {
            op: SseOp::And,
            double,
            lhs: r,
            rhs: m,
            dst: d,
        });
        Ok(FloatOperand::Reg(d))
    }

    fn float_const(&mut self, t: Type, bits: u128) -> FloatOperand {
        match self.types().get(t) {
            TypeData::X86Fp80 => FloatOperand::Mem(self.fp80_const(bits)),
            TypeData::Double => {
                FloatOperand::Reg(self.materialize(Part::F64, ConstVal::Bits(bits as u64)))
            }
            _ => FloatOperand::Reg(self.materialize(Part::F32, ConstVal::Bits(bits as u64))),
        }
    }

    /// `fcmp pred a, b` of operands of float type `t`, as a 0/1 register.
    fn fcmp_operands(&mut self, t: Type, pred: FloatPred, a: FloatOperand, b: FloatOperand) -> Reg {
        let dst = self.gpr();
        let cond = fcond(pred).expect("non-constant predicate");
        match (a, b) {
            (FloatOperand::Reg(l), FloatOperand::Reg(r)) => self.vc.push(MInst::FCmpSet {
                double: self.types().get(t) == &TypeData::Double,
                cond,
                lhs: l,
                rhs: r,
                dst,
            }),
            (FloatOperand::Mem(a), FloatOperand::Mem(b)) => {
                self.vc.push(MInst::X87Cmp { cond, a, b, dst })
            }
            _ => unreachable!("mixed float operands"),
        }
        dst
    }

    fn lower_float_intrinsic(
        &mut self,
        i: Inst,
        base: &str,
        args: &[Value],
        ty: Type,
    ) -> LResult<()> {
        if self.is_fp80(ty) {
            return match base {
                "llvm.fabs" => self.fp80_fabs(i, args[0]),
                "llvm.fmuladd" => self.fp80_fmuladd(i, args),
                _ => {
                    let name = match base {
                        "llvm.floor" => "floorl",
                        "llvm.ceil" => "ceill",
                        "llvm.trunc" => "truncl",
                        "llvm.rint" => "rintl",
                        "llvm.nearbyint" => "nearbyintl",
                        "llvm.round" => "roundl",
                        "llvm.sqrt" => "sqrtl",
                        "llvm.fma" => "fmal",
                        "llvm.copysign" => "copysignl",
                        "llvm.minnum" => "fminl",
                        "llvm.maxnum" => "fmaxl",
                        "llvm.pow" => "powl",
                        "llvm.sin" => "sinl",
                        "llvm.cos" => "cosl",
                        "llvm.exp" => "expl",
                        "llvm.log" => "logl",
                        "llvm.exp2" => "exp2l",
                        "llvm.log2" => "log2l",
                        "llvm.log10" => "log10l",
                        _ => return Err(err(self.pos, format!("{base} on x86_fp80"))),
                    };
                    self.fp80_libcall(i, name, args)
                }
            };
        }
        let double = match self.types().get(ty) {
            TypeData::Double => true,
            TypeData::Float => false,
            _ => return Err(err(self.pos, format!("{base} on this type"))),
        };
        let part = if double { Part::F64 } else { Part::F32 };
        let sign = if double { 1u64 << 63 } else { 1u64 << 31 };
        let d = match base {
            "llvm.fabs" => {
                let a = self.reg(args[0])?;
                let m = self.materialize(
                    part,
                    ConstVal::Bits(!sign & if double { u64::MAX } else { 0xffff_ffff }),
                );
                let d = self.xreg();
                self.vc.push(MInst::Sse {
                    op: SseOp::And,
                    double,
                    lhs: a,
                    rhs: m,
                    dst: d,
                });
                d
            }
            "llvm.copysign" => {
                let a = self.reg(args[0])?;
                let b = self.reg(args[1])?;
                let mag = self.materialize(
                    part,
                    ConstVal::Bits(!sign & if double { u64::MAX } else { 0xffff_ffff }),
                );
                let sg = self.materialize(part, ConstVal::Bits(sign));
                let t1 = self.xreg();
                self.vc.push(MInst::Sse {
                    op: SseOp::And,
                    double,
                    lhs: a,
                    rhs: mag,
                    dst: t1,
                });
                let t2 = self.xreg();
                self.vc.push(MInst::Sse {
                    op: SseOp::And,
                    double,
                    lhs: b,
                    rhs: sg,
                    dst: t2,
                });
                let d = self.xreg();
                self.vc.push(MInst::Sse {
                    op: SseOp::Or,
                    double,
                    lhs: t1,
                    rhs: t2,
                    dst: d,
                });
                d
            }
            "llvm.sqrt" => {
                let a = self.reg(args[0])?;
                let d = self.xreg();
                // sqrtsd writes only the low lane of dst: start from a copy of `a`.
                self.vc.push(MInst::Sse {
                    op: SseOp::Sqrt,
                    double,
                    lhs: a,
                    rhs: a,
                    dst: d,
                });
                d
            }
            "llvm.minnum" | "llvm.maxnum" => {
                let max = base == "llvm.maxnum";
                if let (Value::Const(x), Value::Const(y)) = (args[0], args[1]) {
                    // Fold like LLVM does (its folding decides the sign of a zero result).
                    if let (ConstKind::Float(x), ConstKind::Float(y)) =
                        (&self.m.consts.get(x).kind, &self.m.consts.get(y).kind)
                    {
                        let bits = fold_min_max(*x as u64, *y as u64, double, max);
                        let r = self.materialize(part, ConstVal::Bits(bits));
                        return self.define(i, &[r]);
                    }
                }
                let a = self.reg(args[0])?;
                let b = self.reg(args[1])?;
                let d = self.xreg();
                self.vc.push(MInst::MinMaxNum {
                    max,
                    double,
                    a,
                    b,
                    dst: d,
                });
                d
            }
            "llvm.fmuladd" => {
                let a = self.reg(args[0])?;
                let b = self.reg(args[1])?;
                let c = self.reg(args[2])?;
                let t = self.xreg();
                self.vc.push(MInst::Sse {
                    op: SseOp::Mul,
                    double,
                    lhs: a,
                    rhs: b,
                    dst: t,
                });
                let d = self.xreg();
                self.vc.push(MInst::Sse {
                    op: SseOp::Add,
                    double,
                    lhs: t,
                    rhs: c,
                    dst: d,
                });
                d
            }
            _ => {
                let f = match base {
                    "llvm.fma" => "fma",
                    "llvm.floor" => "floor",
                    "llvm.ceil" => "ceil",
                    "llvm.trunc" => "trunc",
                    "llvm.rint" => "rint",
                    "llvm.nearbyint" => "nearbyint",
                    "llvm.round" => "round",
                    "llvm.roundeven" => "roundeven",
                    "llvm.pow" => "pow",
                    "llvm.sin" => "sin",
                    "llvm.cos" => "cos",
                    "llvm.exp" => "exp",
                    "llvm.log" => "log",
                    "llvm.exp2" => "exp2",
                    "llvm.log2" => "log2",
                    _ => "log10",
                };
                let name: &'static str = if double {
                    f
                } else {
                    Box::leak(format!("{f}f").into_boxed_str())
                };
                self.libcall_float(name, args)?
            }
        };
        self.define(i, &[d])
    }

    fn lower_overflow(&mut self, i: Inst, base: &str, args: &[Value]) -> LResult<()> {
        let t = self.value_type(args[0]);
        let bits = self
            .types()
            .int_width(t)
            .ok_or_else(|| err(self.pos, format!("{base}.with.overflow on this type")))?;
        let wide = bits > 64;
        let signed = base.starts_with("llvm.s");
        let is_mul = base.ends_with("mul");
        if bits > 64 || wide {
            if is_mul && bits <= 128 {
                let a = self.wide_operand(args[0], bits, signed)?;
                let b = self.wide_operand(args[1], bits, signed)?;
                let (lo, hi, flag) = if signed {
                    self.smul_overflow_128(&a, &b)
                } else {
                    self.umul_overflow_128(&a, &b)
                };
                // Below 128 bits the product must also fit the narrower width.
                let flag = if bits < 128 {
                    let back = self.extend64(hi, bits - 64, signed);
                    let f = self.gpr();
                    self.vc.push(MInst::CmpSet {
                        size: Size::S64,
                        cc: Cc::Ne,
                        lhs: back,
                        rhs: Rmi::Reg(hi),
                        dst: f,
                    });
                    self.or_flags(flag, f)
                } else {
                    flag
                };
                return self.define(i, &[lo, hi, flag]);
            }
            if is_mul {
                return Err(err(self.pos, format!("{base}.with.overflow on i{bits}")));
            }
            let la = self.wide_operand(args[0], bits, signed)?;
            let lb = self.wide_operand(args[1], bits, signed)?;
            let out: Vec<Reg> = la.iter().map(|_| self.vc.new_vreg(RegClass::Int)).collect();
            let top = bits % 64;
            let flag = self.gpr();
            // Whole limbs: the carry or overflow flag of the chain. Otherwise the operands
            // were extended, the chain cannot overflow, and the result overflowed when its
            // top limb differs from its own extension from the value's width.
            self.vc.push(MInst::AddSubWide {
                sub: base.ends_with("sub"),
                a: la.to_vec().into(),
                b: lb.to_vec().into(),
                out: out.clone().into(),
                flag: (top == 0).then_some((if signed { Cc::O } else { Cc::B }, flag)),
            });
            if top != 0 {
                let last = *out.last().unwrap();
                let back = self.extend64(last, top, signed);
                self.vc.push(MInst::CmpSet {
                    size: Size::S64,
                    cc: Cc::Ne,
                    lhs: back,
                    rhs: Rmi::Reg(last),
                    dst: flag,
                });
            }
            let mut res = out;
            res.push(flag);
            return self.define(i, &res);
        }
        let a = self.reg(args[0])?;
        let b = self.reg(args[1])?;
        let flag = self.gpr();
        if !matches!(bits, 8 | 16 | 32 | 64) {
            // Odd widths: compute in 64 bits from extended operands; the result
            // overflowed when it differs from its own extension from `bits`.
            if is_mul && bits > 32 {
                // 33..63 bits: the 128-bit product of the extended operands must be the
                // extension of its low `bits`.
                let ea = self.extend64(a, bits, signed);
                let eb = self.extend64(b, bits, signed);
                let (lo, hi) = (self.gpr(), self.gpr());
                self.vc.push(MInst::MulWide {
                    signed,
                    lo_in: ea,
                    src: eb,
                    lo,
                    hi,
                });
                let back = self.extend64(lo, bits, signed);
                let f1 = self.gpr();
                self.vc.push(MInst::CmpSet {
                    size: Size::S64,
                    cc: Cc::Ne,
                    lhs: back,
                    rhs: Rmi::Reg(lo),
                    dst: f1,
                });
                // The high half must be the sign (or zero) extension of the low half.
                let ext = self.gpr();
                if signed {
                    self.vc.push(MInst::Shift {
                        op: ShiftOp::Sar,
                        size: Size::S64,
                        src: lo,
                        amount: None,
                        imm: 63,
                        dst: ext,
                    });
                } else {
                    self.vc.push(MInst::MovImm { dst: ext, imm: 0 });
                }
                let f2 = self.gpr();
                self.vc.push(MInst::CmpSet {
                    size: Size::S64,
                    cc: Cc::Ne,
                    lhs: hi,
                    rhs: Rmi::Reg(ext),
                    dst: f2,
                });
                self.vc.push(MInst::Alu {
                    op: AluOp::Or,
                    size: Size::S32,
                    lhs: f1,
                    rhs: Rmi::Reg(f2),
                    dst: flag,
                });
                return self.define(i, &[lo, flag]);
            }
            let ea = self.extend64(a, bits, signed);
            let eb = self.extend64(b, bits, signed);
            let op = match &base[6..] {
                "add" => AluOp::Add,
                "sub" => AluOp::Sub,
                _ => AluOp::Imul,
            };
            let r = self.gpr();
            self.vc.push(MInst::Alu {
                op,
                size: Size::S64,
                lhs: ea,
                rhs: Rmi::Reg(eb),
                dst: r,
            });
            let back = self.extend64(r, bits, signed);
            self.vc.push(MInst::CmpSet {
                size: Size::S64,
                cc: Cc::Ne,
                lhs: back,
                rhs: Rmi::Reg(r),
                dst: flag,
            });
            return self.define(i, &[r, flag]);
        }
        let size = Size::from_bytes(bits / 8);
        if is_mul && (!signed || bits == 8) {
            // Multiply the extended operands at double width (or via rdx:rax for 64 bits)
            // and compare the product with its truncation.
            if bits == 64 {
                let lo = self.gpr();
                let hi = self.gpr();
                self.vc.push(MInst::MulWide {
                    signed: false,
                    lo_in: a,
                    src: b,
                    lo,
                    hi,
                });
                self.vc.push(MInst::CmpSet {
                    size: Size::S64,
                    cc: Cc::Ne,
                    lhs: hi,
                    rhs: Rmi::Imm(0),
                    dst: flag,
                });
                return self.define(i, &[lo, flag]);
            }
            let ea = self.extend64(a, bits, signed);
            let eb = self.extend64(b, bits, signed);
            let p = self.gpr();
            self.vc.push(MInst::Alu {
                op: AluOp::Imul,
                size: Size::S64,
                lhs: ea,
                rhs: Rmi::Reg(eb),
                dst: p,
            });
            let back = self.extend64(p, bits, signed);
            self.vc.push(MInst::CmpSet {
                size: Size::S64,
                cc: Cc::Ne,
                lhs: back,
                rhs: Rmi::Reg(p),
                dst: flag,
            });
            return self.define(i, &[p, flag]);
        }
        let op = match &base[6..] {
            "add" => AluOp::Add,
            "sub" => AluOp::Sub,
            _ => AluOp::Imul,
        };
        let d = self.gpr();
        self.vc.push(MInst::AluFlags {
            op,
            size,
            lhs: a,
            rhs: b,
            dst: d,
            cc: if signed { Cc::O } else { Cc::B },
            flag,
        });
        self.define(i, &[d, flag])
    }

    fn or_flags(&mut self, x: Reg, y: Reg) -> Reg {
        let d = self.gpr();
        self.vc.push(MInst::Alu {
            op: AluOp::Or,
            size: Size::S32,
            lhs: x,
            rhs: Rmi::Reg(y),
            dst: d,
        });
        d
    }

    fn nonzero_flag(&mut self, r: Reg) -> Reg {
        let f = self.gpr();
        self.vc.push(MInst::CmpSet {
            size: Size::S64,
            cc: Cc::Ne,
            lhs: r,
            rhs: Rmi::Imm(0),
            dst: f,
        });
        f
    }

    /// Unsigned 128×128 multiply: low and high limb of the product and an overflow flag
    /// (both high limbs non-zero, a cross product above 64 bits, or a carry out of the high
    /// limb).
    fn umul_overflow_128(&mut self, a: &[Reg], b: &[Reg]) -> (Reg, Reg, Reg) {
        let mul = |this: &mut Self, x: Reg, y: Reg| {
            let (lo, hi) = (this.gpr(), this.gpr());
            this.vc.push(MInst::MulWide {
                signed: false,
                lo_in: x,
                src: y,
                lo,
                hi,
            });
            (lo, hi)
        };
        let add_carry = |this: &mut Self, x: Reg, y: Reg| {
            let (sum, carry) = (this.gpr(), this.gpr());
            this.vc.push(MInst::AddSubWide {
                sub: false,
                a: vec![x].into(),
                b: vec![y].into(),
                out: vec![sum].into(),
                flag: Some((Cc::B, carry)),
            });
            (sum, carry)
        };
        let (lo, hi0) = mul(self, a[0], b[0]);
        let (t1, t1hi) = mul(self, a[1], b[0]);
        let (t2, t2hi) = mul(self, a[0], b[1]);
        let na = self.nonzero_flag(a[1]);
        let nb = self.nonzero_flag(b[1]);
        let both = self.gpr();
        self.vc.push(MInst::Alu {
            op: AluOp::And,
            size: Size::S32,
            lhs: na,
            rhs: Rmi::Reg(nb),
            dst: both,
        });
        let mut flag = both;
        for r in [t1hi, t2hi] {
            let f = self.nonzero_flag(r);
            flag = self.or_flags(flag, f);
        }
        let (s1, c1) = add_carry(self, hi0, t1);
        let (hi, c2) = add_carry(self, s1, t2);
        flag = self.or_flags(flag, c1);
        flag = self.or_flags(flag, c2);
        (lo, hi, flag)
    }

    /// Signed 128×128 multiply with overflow, through the unsigned product of the
    /// magnitudes: the magnitude must stay below 2^127 (or equal it for a negative result).
    fn smul_overflow_128(&mut self, a: &[Reg], b: &[Reg]) -> (Reg, Reg, Reg) {
        let zero = self.materialize(Part::Int(64), ConstVal::Bits(0));
        let neg = |this: &mut Self, x: &[Reg]| -> Vec<Reg> {
            let out = vec![this.gpr(), this.gpr()];
            this.vc.push(MInst::AddSubWide {
                sub: true,
                a: vec![zero, zero].into(),
                b: x.to_vec().into(),
                out: out.clone().into(),
                flag: None,
            });
            out
        };
        let sign = |this: &mut Self, x: Reg| {
            let s = this.gpr();
            this.vc.push(MInst::Shift {
                op: ShiftOp::Shr,
                size: Size::S64,
                src: x,
                amount: None,
                imm: 63,
                dst: s,
            });
            s
        };
        let select2 = |this: &mut Self, c: Reg, t: &[Reg], f: &[Reg]| -> Vec<Reg> {
            (0..2)
                .map(|k| {
                    let d = this.gpr();
                    this.vc.push(MInst::Select {
                        cond: c,
                        if_true: t[k],
                        if_false: f[k],
                        dst: d,
                    });
                    d
                })
                .collect()
        };
        let sa = sign(self, a[1]);
        let sb = sign(self, b[1]);
        let na = neg(self, a);
        let nb = neg(self, b);
        let ma = select2(self, sa, &na, a);
        let mb = select2(self, sb, &nb, b);
        let (plo, phi, uflag) = self.umul_overflow_128(&ma, &mb);
        let negative = self.gpr();
        self.vc.push(MInst::Alu {
            op: AluOp::Xor,
            size: Size::S32,
            lhs: sa,
            rhs: Rmi::Reg(sb),
            dst: negative,
        });
        // Magnitude limit: below 2^127 when positive; up to 2^127 when negative, i.e.
        // (magnitude - negative) must stay below 2^127.
        let adj = vec![self.gpr(), self.gpr()];
        self.vc.push(MInst::AddSubWide {
            sub: true,
            a: vec![plo, phi].into(),
            b: vec![negative, zero].into(),
            out: adj.clone().into(),
            flag: None,
        });
        let top = sign(self, adj[1]);
        // A zero magnitude minus one wraps; it only happens when the product is 0 and the
        // sign says negative, which cannot overflow.
        let pz_lo = self.nonzero_flag(plo);
        let pz_hi = self.nonzero_flag(phi);
        let nonzero_product = self.or_flags(pz_lo, pz_hi);
        let top = {
            let d = self.gpr();
            self.vc.push(MInst::Alu {
                op: AluOp::And,
                size: Size::S32,
                lhs: top,
                rhs: Rmi::Reg(nonzero_product),
                dst: d,
            });
            d
        };
        let flag = self.or_flags(uflag, top);
        let np = neg(self, &[plo, phi]);
        let r = select2(self, negative, &np, &[plo, phi]);
        (r[0], r[1], flag)
    }

    fn lower_bit_intrinsic(
        &mut self,
        i: Inst,
        base: &str,
        args: &[Value],
        ty: Type,
    ) -> LResult<()> {
        let bits = self
            .types()
            .int_width(ty)
            .ok_or_else(|| err(self.pos, format!("{base} on this type")))?;
        if bits == 128 && matches!(base, "llvm.ctlz" | "llvm.cttz" | "llvm.ctpop") {
            return self.bit_intrinsic_128(i, base, args[0]);
        }
        // Odd widths work on the zero-extended value, except byte swaps and funnel shifts.
        let odd_ok = matches!(
            base,
            "llvm.ctlz" | "llvm.cttz" | "llvm.ctpop" | "llvm.bitreverse"
        );
        if bits > 64 || (!matches!(bits, 8 | 16 | 32 | 64) && !odd_ok) {
            return Err(err(self.pos, format!("{base} on i{bits}")));
        }
        let a = self.reg(args[0])?;
        let d = self.gpr();
        match base {
            "llvm.bswap" | "llvm.ctpop" | "llvm.ctlz" | "llvm.cttz" | "llvm.bitreverse" => {
                let kind = match base {
                    "llvm.bswap" => BitOp::Bswap,
                    "llvm.ctpop" => BitOp::Popcnt,
                    "llvm.ctlz" => BitOp::Clz,
                    "llvm.cttz" => BitOp::Ctz,
                    _ => BitOp::Bitreverse,
                };
                let a = self.extend64(a, bits, false);
                let tmp = self.gpr();
                self.vc.push(MInst::BitOp {
                    op: kind,
                    bits: bits as u8,
                    src: a,
                    tmp,
                    dst: d,
                });
            }
            _ => {
                // fshl(a, b, c) = (a << c) | (b >> (w - c)), c mod w.
                let b = self.reg(args[1])?;
                let c = self.reg(args[2])?;
                let a = self.extend64(a, bits, false);
                let b = self.extend64(b, bits, false);
                let c_masked = self.gpr();
                self.vc.push(MInst::Alu {
                    op: AluOp::And,
                    size: Size::S32,
                    lhs: c,
                    rhs: Rmi::Imm(bits as i32 - 1),
                    dst: c_masked,
                });
                let c = c_masked;
                self.vc.push(MInst::Funnel {
                    left: base == "llvm.fshl",
                    bits: bits as u8,
                    a,
                    b,
                    amount: c,
                    dst: d,
                });
            }
        }
        self.define(i, &[d])
    }

    /// ctlz/cttz/ctpop of an i128 from the two 64-bit halves; the result is an i128.
    fn bit_intrinsic_128(&mut self, i: Inst, base: &str, v: Value) -> LResult<()> {
        let l = self.value_regs(v)?;
        let one = |this: &mut Self, op: BitOp, src: Reg| {
            let (tmp, d) = (this.gpr(), this.gpr());
            this.vc.push(MInst::BitOp {
                op,
                bits: 64,
                src,
                tmp,
                dst: d,
            });
            d
        };
        let add = |this: &mut Self, a: Reg, b: Rmi| {
            let d = this.gpr();
            this.vc.push(MInst::Alu {
                op: AluOp::Add,
                size: Size::S64,
                lhs: a,
                rhs: b,
                dst: d,
            });
            d
        };
        let lo = match base {
            "llvm.ctpop" => {
                let a = one(self, BitOp::Popcnt, l[0]);
                let b = one(self, BitOp::Popcnt, l[1]);
                add(self, a, Rmi::Reg(b))
            }
            _ => {
                // ctlz: hi != 0 ? clz(hi) : 64 + clz(lo); cttz mirrored.
                let (first, second, op) = if base == "llvm.ctlz" {
                    (l[1], l[0], BitOp::Clz)
                } else {
                    (l[0], l[1], BitOp::Ctz)
                };
                let a = one(self, op, first);
                let b = one(self, op, second);
                let b64 = add(self, b, Rmi::Imm(64));
                let c = self.gpr();
                self.vc.push(MInst::CmpSet {
                    size: Size::S64,
                    cc: Cc::Ne,
                    lhs: first,
                    rhs: Rmi::Imm(0),
                    dst: c,
                });
                let d = self.gpr();
                self.vc.push(MInst::Select {
                    cond: c,
                    if_true: a,
                    if_false: b64,
                    dst: d,
                });
                d
            }
        };
        let hi = self.materialize(Part::Int(64), ConstVal::Bits(0));
        self.define(i, &[lo, hi])
    }

    fn lower_rmw(&mut self, i: Inst, op: RmwOp, args: &[Value]) -> LResult<()> {
        let t = self.value_type(args[1]);
        let bits = self
            .types()
            .int_width(t)
            .or(if self.types().is_ptr(t) {
                Some(64)
            } else {
                None
            })
            .filter(|&b| matches!(b, 8 | 16 | 32 | 64))
            .ok_or_else(|| err(self.pos, "atomicrmw on this type"))?;
        let size = Size::from_bytes(bits / 8);
        let mem = self.amode(args[0])?;
        let v = self.reg(args[1])?;
        let d = self.gpr();
        self.vc.push(MInst::AtomicRmwSeq {
            op,
            size,
            mem,
            src: v,
            dst: d,
        });
        self.define(i, &[d])
    }

    fn lower_cmpxchg(&mut self, i: Inst, args: &[Value]) -> LResult<()> {
        let t = self.value_type(args[1]);
        let bits = self
            .types()
            .int_width(t)
            .or(if self.types().is_ptr(t) {
                Some(64)
            } else {
                None
            })
            .filter(|&b| matches!(b, 8 | 16 | 32 | 64))
            .ok_or_else(|| err(self.pos, "cmpxchg on this type"))?;
        let size = Size::from_bytes(bits / 8);
        let mem = self.amode(args[0])?;
        let expected = self.reg(args[1])?;
        let new = self.reg(args[2])?;
        let old = self.gpr();
        let ok = self.gpr();
        self.vc.push(MInst::CmpXchg {
            size,
            mem,
            expected,
            new,
            old,
            ok,
        });
        self.define(i, &[old, ok])
    }
}

/// How a floating-point predicate reads the flags of an unordered compare; `None` for
/// the constant predicates `false` and `true`.
pub(crate) fn fcond(pred: FloatPred) -> Option<FCond> {
    use FloatPred::*;
    Some(match pred {
        False | True => return None,
        Oeq => FCond::Oeq,
        Une => FCond::Une,
        Ogt => FCond::Simple(Cc::A, false),
        Oge => FCond::Simple(Cc::Ae, false),
        Olt => FCond::Simple(Cc::A, true),
        Ole => FCond::Simple(Cc::Ae, true),
        One => FCond::Simple(Cc::Ne, false),
        Ueq => FCond::Simple(Cc::E, false),
        Ult => FCond::Simple(Cc::B, false),
        Ule => FCond::Simple(Cc::Be, false),
        Ugt => FCond::Simple(Cc::B, true),
        Uge => FCond::Simple(Cc::Be, true),
        Ord => FCond::Simple(Cc::Np, false),
        Uno => FCond::Simple(Cc::P, false),
    })
}

/// IEEE minNum/maxNum of two constants given as bits: a NaN yields the other operand and
/// `-0 < +0`.
fn fold_min_max(x: u64, y: u64, double: bool, max: bool) -> u64 {
    let val = |b: u64| {
        if double {
            f64::from_bits(b)
        } else {
            f64::from(f32::from_bits(b as u32))
        }
    };
    let (a, b) = (val(x), val(y));
    if a.is_nan() {
        return y;
    }
    if b.is_nan() {
        return x;
    }
    let a_wins = if a == b {
        // Zeros of different signs: min picks the negative one, max the positive one.
        a.is_sign_negative() != max
    } else {
        (a < b) != max
    };
    if a_wins {
        x
    } else {
        y
    }
}

/// A tiny set for de-duplicating successors.
mod smallset {
    use rllc_ir::inst::Block;

    #[derive(Default)]
    pub struct Seen(Vec<Block>);

    impl Seen {
        pub fn insert(&mut self, b: Block) -> bool {
            if self.0.contains(&b) {
                false
            } else {
                self.0.push(b);
                true
            }
        }
    }
}
