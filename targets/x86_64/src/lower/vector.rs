//! Vector values in SSE/AVX registers: how a vector type maps to registers, loads and
//! stores, constants, element access and bitcasts, and the dispatch of vector
//! instructions (arithmetic in `vec_arith`, conversions in `vec_cast`, shuffles in
//! `shuffle`, intrinsics in `vec_intrinsic`).
//!
//! A vector is one or more *parts*, each an xmm register (a ymm register for vectors
//! wider than 128 bits when AVX is enabled) holding consecutive elements in lanes of the
//! element's width: `<8 x i32>` is two `<4 x i32>` parts without AVX, `<2 x i32>` is one
//! part whose upper lanes are undefined (illegal widths are widened, as in LLVM). A part's
//! register image is the vector's memory image, so loads and stores move bytes and never
//! touch memory beyond the vector's store size. `<N x i1>` masks are the exception: lanes
//! of `128 / N` bits (at least 8, at most 64) that are all zeros or all ones, as LLVM
//! promotes them; in memory they are packed bits.

use super::*;
use crate::features::{Feature, Features};
use crate::vinst::{VOp, XRm, VW};
use rllc_ir::types::Types;

/// What one register lane holds.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(super) enum Lane {
    I8,
    I16,
    I32,
    I64,
    F32,
    F64,
}

impl Lane {
    pub(super) fn bits(self) -> u32 {
        match self {
            Lane::I8 => 8,
            Lane::I16 => 16,
            Lane::I32 | Lane::F32 => 32,
            Lane::I64 | Lane::F64 => 64,
        }
    }

    pub(super) fn bytes(self) -> u32 {
        self.bits() / 8
    }

    pub(super) fn is_float(self) -> bool {
        matches!(self, Lane::F32 | Lane::F64)
    }

    /// The integer lane of `bits` (8, 16, 32 or 64).
    pub(super) fn int(bits: u32) -> Lane {
        match bits {
            8 => Lane::I8,
            16 => Lane::I16,
            32 => Lane::I32,
            _ => Lane::I64,
        }
    }

    /// The integer lane of the same width.
    pub(super) fn as_int(self) -> Lane {
        Lane::int(self.bits())
    }

    /// The scalar part of one element.
    pub(super) fn part(self) -> Part {
        match self {
            Lane::F32 => Part::F32,
            Lane::F64 => Part::F64,
            l => Part::Int(l.bits() as u8),
        }
    }
}

/// How a vector type lives in registers.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(super) struct VecLayout {
    pub lane: Lane,
    /// Number of IR elements.
    pub len: u32,
    /// `<N x i1>`: every lane is all zeros or all ones.
    pub mask: bool,
    /// Lanes per register.
    pub per: u32,
    /// Number of registers.
    pub parts: u32,
    /// 256-bit registers.
    pub wide: bool,
    /// `<N x half>`: 16-bit lanes that only move (arithmetic on them is not supported).
    pub half: bool,
}

impl VecLayout {
    /// `len` elements in lanes `lane`; 256-bit registers when `avx` and the vector is
    /// wider than 128 bits.
    pub(super) fn new(lane: Lane, len: u32, mask: bool, avx: bool) -> VecLayout {
        let wide = avx && len * lane.bits() > 128;
        let per = if wide { 256 } else { 128 } / lane.bits();
        VecLayout {
            lane,
            len,
            mask,
            per,
            parts: len.div_ceil(per),
            wide,
            half: false,
        }
    }

    /// The layout of `<len x i1>`.
    pub(super) fn of_mask(len: u32, avx: bool) -> VecLayout {
        let bits = if len > 16 {
            8
        } else {
            (128 / len.next_power_of_two()).clamp(8, 64)
        };
        VecLayout::new(Lane::int(bits), len, true, avx)
    }

    /// Bytes of one register.
    pub(super) fn reg_bytes(&self) -> u32 {
        if self.wide {
            32
        } else {
            16
        }
    }

    /// Number of elements in part `k`.
    pub(super) fn lanes_in(&self, k: u32) -> u32 {
        (self.len - k * self.per).min(self.per)
    }

    /// Bytes of part `k`'s memory image.
    pub(super) fn bytes_in(&self, k: u32) -> u32 {
        self.lanes_in(k) * self.lane.bytes()
    }

    /// Bytes of all registers (the size of a scratch copy).
    pub(super) fn reg_image(&self) -> u32 {
        self.parts * self.reg_bytes()
    }
}

/// The layout of vector type `t`, or why rllc cannot hold it in registers.
pub(super) fn vec_layout(types: &Types, t: Type, avx: bool) -> Result<VecLayout, String> {
    let TypeData::Vector {
        scalable,
        len,
        elem,
    } = *types.get(t)
    else {
        unreachable!("vec_layout of a non-vector type")
    };
    if scalable {
        return Err("scalable vectors".into());
    }
    let lane = match types.get(elem) {
        TypeData::Int(1) => return Ok(VecLayout::of_mask(len, avx)),
        TypeData::Int(8) => Lane::I8,
        TypeData::Int(16) => Lane::I16,
        TypeData::Int(32) => Lane::I32,
        TypeData::Int(64) | TypeData::Ptr(_) => Lane::I64,
        TypeData::Float => Lane::F32,
        TypeData::Double => Lane::F64,
        TypeData::Int(b) => return Err(format!("vectors of i{b}")),
        TypeData::Half => {
            return Ok(VecLayout {
                half: true,
                ..VecLayout::new(Lane::I16, len, false, avx)
            })
        }
        _ => return Err("vectors of this element type".into()),
    };
    Ok(VecLayout::new(lane, len, false, avx))
}

/// The parts of vector type `t` at byte offset `off` (`nested`: inside an aggregate).
pub(super) fn flatten_vector(
    types: &Types,
    t: Type,
    off: u32,
    out: &mut Parts,
    avx: bool,
    nested: bool,
) -> Result<(), String> {
    let l = vec_layout(types, t, avx)?;
    if l.mask && nested {
        return Err("vectors of i1 inside aggregates".into());
    }
    for k in 0..l.parts {
        let bytes = if l.mask { l.reg_bytes() } else { l.bytes_in(k) };
        out.push((
            Part::Vec {
                bytes: bytes as u8,
                wide: l.wide,
            },
            off + k * l.reg_bytes(),
        ));
    }
    Ok(())
}

/// Per-function state of vector lowering.
#[derive(Default)]
pub(super) struct VecState {
    /// The instruction-set extensions the function may use.
    pub feat: Features,
    /// Literal data (bytes, alignment) referred to as `RelocTarget::Constant(n)`.
    pub constants: Vec<(Vec<u8>, u32)>,
    pool: FxHashMap<Box<[u8]>, u32>,
    /// Scratch stack areas (slot, size) for going through memory; reused by the next
    /// instruction (see `vec_scratch`).
    scratch: Vec<(StackSlot, u32)>,
    scratch_next: usize,
    /// `insertelement`s left to the next instruction, which inserts into them.
    pub skipped_inserts: rustc_hash::FxHashSet<Inst>,
    /// Position of every instruction in its block (computed when first needed).
    pub positions: Vec<u32>,
}

impl VecState {
    /// State for function `f` of module `cx.m`.
    pub(super) fn new(cx: &X86Module<'_>, f: &Function) -> VecState {
        VecState {
            feat: cx.function_features(f),
            ..VecState::default()
        }
    }
}

/// The extensions a function with attribute set `set` may use, as llc decides them: its
/// `"target-cpu"` attribute (`native` there as an unknown CPU), else the command line's
/// `cpu` (`native`: the host's); its `"target-features"` with
/// the command line's `mattr` appended (later entries win).
pub(super) fn resolve_features(
    m: &Module,
    set: AttrSet,
    cpu: Option<&str>,
    mattr: Option<&str>,
) -> Features {
    let attr = |key: &[u8]| -> Option<String> {
        let k = m.syms.lookup(key)?;
        let v = m.attrs.str_value(set, k)??;
        Some(m.syms.text(v).into_owned())
    };
    let cpu = match attr(b"target-cpu") {
        // No CPU LLVM knows (only the command line's `native` is the host's): llc-19 warns
        // that it ignores the processor.
        Some(c) if c == "native" => None,
        Some(c) => Some(c),
        None => cpu.map(str::to_owned),
    };
    let features = match (attr(b"target-features"), mattr) {
        (Some(own), Some(extra)) => Some(format!("{own},{extra}")),
        (own, extra) => own.or_else(|| extra.map(str::to_owned)),
    };
    Features::resolve(cpu.as_deref(), features.as_deref())
        .or_else(|| Features::resolve(None, features.as_deref()))
        .unwrap_or_default()
}

impl Lowerer<'_, '_> {
    pub(super) fn has(&self, f: Feature) -> bool {
        self.vec.feat.has(f)
    }

    /// Whether 256-bit vectors live in ymm registers: with AVX2, which has the integer
    /// operations too. (With AVX alone, vectors stay in xmm registers with VEX
    /// encodings, so 256-bit vector arguments travel in two xmm registers, unlike LLVM.)
    pub(super) fn avx(&self) -> bool {
        self.has(Feature::Avx2)
    }

    pub(super) fn vlayout(&self, t: Type) -> LResult<VecLayout> {
        vec_layout(self.types(), t, self.avx()).map_err(|e| err(self.pos, e))
    }

    /// The encoding for registers of 256 bits (`wide`) or 128 bits.
    pub(super) fn vw(&self, wide: bool) -> VW {
        if wide {
            VW::V256
        } else if self.has(Feature::Avx) {
            VW::V128
        } else {
            VW::Sse
        }
    }

    /// `dst = a op b`.
    pub(super) fn vbin(&mut self, op: VOp, w: VW, a: Reg, b: Reg) -> Reg {
        self.vbin_x(op, w, a, XRm::Reg(b), 0)
    }

    /// `dst = a op b` with an immediate.
    pub(super) fn vbini(&mut self, op: VOp, w: VW, a: Reg, b: Reg, imm: u8) -> Reg {
        self.vbin_x(op, w, a, XRm::Reg(b), imm)
    }

    pub(super) fn vbin_x(&mut self, op: VOp, w: VW, a: Reg, b: XRm, imm: u8) -> Reg {
        let dst = self.xreg();
        self.push(MInst::VBin {
            op,
            w,
            lhs: a,
            rhs: b,
            imm,
            dst,
        });
        dst
    }

    /// `dst = op(src)` with an immediate (ignored when `op` takes none).
    pub(super) fn vun(&mut self, op: VOp, w: VW, src: Reg, imm: u8) -> Reg {
        self.vun_x(op, w, XRm::Reg(src), imm)
    }

    pub(super) fn vun_x(&mut self, op: VOp, w: VW, src: XRm, imm: u8) -> Reg {
        let dst = self.xreg();
        self.push(MInst::VUn {
            op,
            w,
            src,
            imm,
            dst,
        });
        dst
    }

    /// A register of all zero (or all one) bits.
    pub(super) fn vset(&mut self, ones: bool, w: VW) -> Reg {
        let dst = self.xreg();
        self.push(MInst::VSet { ones, w, dst });
        dst
    }

    /// `pshufd` (32-bit lanes picked by `imm`).
    pub(super) fn pshufd(&mut self, w: VW, src: Reg, imm: u8) -> Reg {
        self.vun(VOp::Pshufd, w, src, imm)
    }

    /// The address of a pool constant (aligned to its size).
    pub(super) fn pool(&mut self, bytes: &[u8]) -> Amode {
        let n = match self.vec.pool.get(bytes) {
            Some(&n) => n,
            None => {
                let n = self.vec.constants.len() as u32;
                self.vec
                    .constants
                    .push((bytes.to_vec(), bytes.len().max(16) as u32));
                self.vec.pool.insert(bytes.into(), n);
                n
            }
        };
        Amode::Rip {
            target: RelocTarget::Constant(n),
            disp: 0,
        }
    }

    /// A register holding `bytes` (16 or 32 of them).
    pub(super) fn vconst(&mut self, bytes: &[u8]) -> Reg {
        let wide = bytes.len() > 16;
        let w = self.vw(wide);
        if bytes.iter().all(|&b| b == 0) {
            return self.vset(false, w);
        }
        if bytes.iter().all(|&b| b == 0xff) {
            return self.vset(true, w);
        }
        let mem = self.pool(bytes);
        self.vun_x(VOp::Movaps, w, XRm::Mem(mem), 0)
    }

    /// A register with `bits` in every lane of `lane`'s width.
    pub(super) fn vsplat_const(&mut self, lane: Lane, bits: u64, wide: bool) -> Reg {
        let n = if wide { 32 } else { 16 };
        let lb = lane.bytes() as usize;
        let mut bytes = [0u8; 32];
        for k in 0..n / lb {
            bytes[k * lb..(k + 1) * lb].copy_from_slice(&bits.to_le_bytes()[..lb]);
        }
        self.vconst(&bytes[..n])
    }

    /// A scratch stack area of `bytes`, valid until the next vector instruction.
    pub(super) fn vec_scratch(&mut self, bytes: u32) -> Amode {
        let k = self.vec.scratch_next;
        self.vec.scratch_next += 1;
        let bytes = bytes.next_multiple_of(16);
        let slot = match self.vec.scratch.get(k) {
            Some(&(s, size)) if size >= bytes => s,
            _ => {
                let s = self.slots.add(bytes, 16);
                if k < self.vec.scratch.len() {
                    self.vec.scratch[k] = (s, bytes);
                } else {
                    self.vec.scratch.push((s, bytes));
                }
                s
            }
        };
        Amode::Slot { slot, disp: 0 }
    }

    /// Stores whole registers `regs` of layout `l` at `mem`.
    pub(super) fn spill_parts(&mut self, regs: &[Reg], l: &VecLayout, mem: Amode) {
        let w = self.vw(l.wide);
        for (k, &r) in regs.iter().enumerate() {
            self.push(MInst::VStore {
                op: VOp::Movups,
                w,
                src: r,
                mem: mem.offset(k as i32 * l.reg_bytes() as i32),
            });
        }
    }

    /// Loads whole registers of layout `l` from `mem`.
    pub(super) fn reload_parts(&mut self, l: &VecLayout, mem: Amode) -> Regs {
        let w = self.vw(l.wide);
        (0..l.parts)
            .map(|k| {
                self.vun_x(
                    VOp::Movups,
                    w,
                    XRm::Mem(mem.offset((k * l.reg_bytes()) as i32)),
                    0,
                )
            })
            .collect()
    }

    /// Copies `regs` to a scratch area (lane `j` at `j * lane bytes`).
    pub(super) fn spill_to_scratch(&mut self, regs: &[Reg], l: &VecLayout) -> Amode {
        let mem = self.vec_scratch(l.reg_image());
        self.spill_parts(regs, l, mem);
        mem
    }

    /// Loads one lane from memory: an integer zero- or sign-extended to 64 bits, or a float.
    pub(super) fn load_lane(&mut self, lane: Lane, mem: Amode, signed: bool) -> Reg {
        match lane {
            Lane::F32 | Lane::F64 => {
                let d = self.xreg();
                self.push(MInst::XmmLoad {
                    double: lane == Lane::F64,
                    mem,
                    dst: d,
                });
                d
            }
            _ => {
                let size = Size::from_bytes(lane.bytes());
                let kind = if signed && lane != Lane::I64 {
                    LoadKind::Sx(size)
                } else {
                    LoadKind::Zx(size)
                };
                let d = self.gpr();
                self.push(MInst::Load { kind, mem, dst: d });
                d
            }
        }
    }

    /// Stores one lane (an integer register's low bits or a float) to memory.
    pub(super) fn store_lane(&mut self, lane: Lane, r: Reg, mem: Amode) {
        match lane {
            Lane::F32 | Lane::F64 => self.push(MInst::XmmStore {
                double: lane == Lane::F64,
                src: r,
                mem,
            }),
            _ => self.push(MInst::Store {
                size: Size::from_bytes(lane.bytes()),
                src: r,
                mem,
            }),
        }
    }

    /// Loads the `bytes`-byte memory image of a vector part into `dst` (never reading
    /// beyond it).
    pub(super) fn vload(&mut self, mem: Amode, bytes: u8, wide: bool, dst: Reg) {
        let w = self.vw(false);
        let (op, src) = match bytes {
            32 => (VOp::Movups, XRm::Mem(mem)),
            16 => (VOp::Movups, XRm::Mem(mem)),
            8 => (VOp::Movq, XRm::Mem(mem)),
            4 => (VOp::Movd, XRm::Mem(mem)),
            n if n > 16 => {
                let lo = self.xreg();
                self.vload(mem, 16, false, lo);
                let hi = self.xreg();
                self.vload(mem.offset(16), n - 16, false, hi);
                self.push(MInst::VBin {
                    op: VOp::Vinsertf128,
                    w: VW::V256,
                    lhs: lo,
                    rhs: XRm::Reg(hi),
                    imm: 1,
                    dst,
                });
                return;
            }
            n if n > 8 => {
                let lo = self.xreg();
                self.vload(mem, 8, false, lo);
                let hi = self.xreg();
                self.vload(mem.offset(8), n - 8, false, hi);
                self.push(MInst::VBin {
                    op: VOp::Punpcklqdq,
                    w,
                    lhs: lo,
                    rhs: XRm::Reg(hi),
                    imm: 0,
                    dst,
                });
                return;
            }
            n => {
                let g = self.gpr();
                self.load_part(Part::Int(n * 8), mem, g);
                self.push(MInst::GprToXmm {
                    wide: true,
                    src: g,
                    dst,
                });
                return;
            }
        };
        let w = if bytes == 32 || wide && bytes > 16 {
            VW::V256
        } else {
            w
        };
        self.push(MInst::VUn {
            op,
            w,
            src,
            imm: 0,
            dst,
        });
    }

    /// Stores the first `bytes` bytes of vector register `src` (never writing beyond them).
    pub(super) fn vstore(&mut self, src: Reg, mem: Amode, bytes: u8) {
        let w = self.vw(false);
        match bytes {
            32 => self.push(MInst::VStore {
                op: VOp::Movups,
                w: VW::V256,
                src,
                mem,
            }),
            16 => self.push(MInst::VStore {
                op: VOp::Movups,
                w,
                src,
                mem,
            }),
            8 => self.push(MInst::VStore {
                op: VOp::Movq,
                w,
                src,
                mem,
            }),
            4 => self.push(MInst::VStore {
                op: VOp::Movd,
                w,
                src,
                mem,
            }),
            n if n > 16 => {
                self.vstore(src, mem, 16);
                let hi = self.vun(VOp::Vextractf128, VW::V256, src, 1);
                self.vstore(hi, mem.offset(16), n - 16);
            }
            n if n > 8 => {
                self.vstore(src, mem, 8);
                let hi = self.pshufd(w, src, 0xee);
                self.vstore(hi, mem.offset(8), n - 8);
            }
            n => {
                let g = self.gpr();
                self.push(MInst::XmmToGpr {
                    wide: true,
                    src,
                    dst: g,
                });
                self.store_part(Part::Int(n * 8), g, mem);
            }
        }
    }

    /// The parts of vector constant `c`.
    pub(super) fn vec_const_parts(&mut self, c: Const, out: &mut Regs) -> LResult<()> {
        let t = self.m.consts.ty(c);
        let l = self.vlayout(t)?;
        let mut elems: SmallVec<[Option<u64>; 16]> = SmallVec::new();
        self.const_elems(c, l.len, &mut elems)?;
        if elems.iter().all(Option::is_some) {
            let rb = l.reg_bytes() as usize;
            let lb = l.lane.bytes() as usize;
            let mut bytes = vec![0u8; rb * l.parts as usize];
            for (j, e) in elems.iter().enumerate() {
                let mut v = e.unwrap();
                if l.mask {
                    v = if v & 1 != 0 { u64::MAX } else { 0 };
                }
                bytes[j * lb..(j + 1) * lb].copy_from_slice(&v.to_le_bytes()[..lb]);
            }
            for k in 0..l.parts as usize {
                let r = self.vconst(&bytes[k * rb..(k + 1) * rb]);
                out.push(r);
            }
            return Ok(());
        }
        // Addresses of globals: built in memory.
        let mem = self.vec_scratch(l.reg_image());
        for j in 0..l.len {
            let r = match self.vector_const_lane(c, j)? {
                Some(cv) => self.materialize(Part::Int(64), cv),
                None => {
                    let mut regs = Regs::new();
                    self.const_parts(self.const_element(c, j), &mut regs)?;
                    regs[0]
                }
            };
            self.store_lane(l.lane, r, mem.offset((j * l.lane.bytes()) as i32));
        }
        out.extend(self.reload_parts(&l, mem));
        Ok(())
    }

    /// Lane `j` of a vector GEP constant expression `c` as an address (`None` for other
    /// constants: their elements are constants of their own).
    fn vector_const_lane(&self, c: Const, j: u32) -> LResult<Option<ConstVal>> {
        match &self.m.consts.get(c).kind {
            ConstKind::Expr(e) if e.op == ExprOp::GetElementPtr => {
                self.gep_const(e, Some(j)).map(Some)
            }
            _ => Ok(None),
        }
    }

    /// Element `j` of vector constant `c`.
    pub(super) fn const_element(&self, c: Const, j: u32) -> Const {
        match &self.m.consts.get(c).kind {
            ConstKind::Aggregate(es) => es[j as usize],
            ConstKind::Splat(e) => *e,
            _ => c,
        }
    }

    /// The bits of each element of vector constant `c` (`None` for symbolic ones).
    fn const_elems(
        &self,
        c: Const,
        len: u32,
        out: &mut SmallVec<[Option<u64>; 16]>,
    ) -> LResult<()> {
        match &self.m.consts.get(c).kind {
            ConstKind::Aggregate(es) => {
                for &e in es.iter() {
                    out.push(self.scalar_const_bits(e));
                }
            }
            ConstKind::Splat(e) => {
                let v = self.scalar_const_bits(*e);
                out.extend(std::iter::repeat_n(v, len as usize));
            }
            ConstKind::Zero | ConstKind::Null | ConstKind::Undef | ConstKind::Poison => {
                out.extend(std::iter::repeat_n(Some(0), len as usize));
            }
            ConstKind::Expr(e) if e.op == ExprOp::GetElementPtr => {
                for j in 0..len {
                    out.push(match self.gep_const(e, Some(j))? {
                        ConstVal::Bits(b) => Some(b),
                        _ => None,
                    });
                }
            }
            ConstKind::Expr(e) if e.op == ExprOp::Cast(CastOp::BitCast) => {
                // Reinterpret the source vector's bytes.
                let src = e.operands[0];
                let st = self.m.consts.ty(src);
                let dst_bits = self.elem_bits(self.m.consts.ty(c));
                let bytes = self.const_bytes(src, st)?;
                for j in 0..len as usize {
                    let mut v = 0u64;
                    for b in 0..(dst_bits / 8) as usize {
                        v |= u64::from(bytes[j * (dst_bits / 8) as usize + b]) << (8 * b);
                    }
                    out.push(Some(v));
                }
            }
            _ => return Err(err(self.pos, "this vector constant expression")),
        }
        Ok(())
    }

    /// Bits of the element type of vector type `t` (1 for `i1`, 64 for pointers).
    pub(super) fn elem_bits(&self, t: Type) -> u32 {
        let e = self.types().scalar(t);
        if self.types().is_ptr(e) {
            64
        } else {
            self.types().primitive_bits(e)
        }
    }

    /// The memory image of a numeric constant of type `t` (vector or scalar).
    pub(super) fn const_bytes(&self, c: Const, t: Type) -> LResult<Vec<u8>> {
        let bad = || err(self.pos, "this vector constant expression");
        if self.types().is_vector(t) {
            let TypeData::Vector { len, .. } = *self.types().get(t) else {
                unreachable!()
            };
            let eb = self.elem_bits(t);
            if !eb.is_multiple_of(8) {
                return Err(bad());
            }
            let mut elems: SmallVec<[Option<u64>; 16]> = SmallVec::new();
            self.const_elems(c, len, &mut elems)?;
            let mut out = Vec::new();
            for e in elems {
                out.extend_from_slice(&e.ok_or_else(bad)?.to_le_bytes()[..(eb / 8) as usize]);
            }
            Ok(out)
        } else {
            let b = self.scalar_const_bits(c).ok_or_else(bad)?;
            let n = self.types().primitive_bits(t).div_ceil(8).min(8);
            Ok(b.to_le_bytes()[..n as usize].to_vec())
        }
    }

    /// The bits of scalar constant `e`, or `None` for a symbolic value.
    pub(super) fn scalar_const_bits(&self, e: Const) -> Option<u64> {
        match &self.m.consts.get(e).kind {
            ConstKind::Int(v) => Some(*v),
            ConstKind::Float(v) => Some(*v as u64),
            ConstKind::Zero | ConstKind::Null | ConstKind::Undef | ConstKind::Poison => Some(0),
            _ => match self.const_val(e) {
                Ok(ConstVal::Bits(b)) => Some(b),
                _ => None,
            },
        }
    }

    /// Whether instruction `i` is lowered here, and if so lowers it. Phis, calls of
    /// ordinary functions, returns and aggregates with vector members go through the
    /// generic code, which handles them part by part.
    pub(super) fn lower_vector(&mut self, b: Block, i: Inst) -> LResult<bool> {
        let body = self.body;
        let d = body.insts[i];
        let args = body.args(i);
        let types = self.types();
        let vec = |t: Type| types.is_vector(t);
        let mine = match d.kind {
            InstKind::Phi
            | InstKind::Freeze
            | InstKind::Ret
            | InstKind::ExtractValue { .. }
            | InstKind::InsertValue { .. } => false,
            InstKind::Call(_) => self.is_vector_intrinsic(args, d.ty),
            InstKind::Store { .. } => vec(self.value_type(args[0])),
            InstKind::ExtractElement => true,
            InstKind::Cast(_) => vec(d.ty) || vec(self.value_type(args[0])),
            InstKind::Select => vec(self.value_type(args[0])),
            _ => vec(d.ty),
        };
        if !mine {
            return Ok(false);
        }
        // Vectors of half only move.
        let is_half = |t: Type| types.is_vector(t) && types.get(types.scalar(t)) == &TypeData::Half;
        let moves = matches!(
            d.kind,
            InstKind::Load { .. }
                | InstKind::Store { .. }
                | InstKind::ExtractElement
                | InstKind::InsertElement
                | InstKind::ShuffleVector { .. }
                | InstKind::Select
                | InstKind::Cast(CastOp::BitCast)
        );
        if !moves && (is_half(d.ty) || args.iter().any(|&a| is_half(self.value_type(a)))) {
            return Err(err(self.pos, "arithmetic on vectors of half"));
        }
        self.vec.scratch_next = 0;
        match d.kind {
            InstKind::Binary(op) => self.lower_vec_binary(i, op, args[0], args[1], d.ty)?,
            InstKind::FNeg => self.lower_vec_fneg(i, args[0], d.ty)?,
            InstKind::ICmp(pred) => self.lower_vec_icmp(i, pred, args[0], args[1])?,
            InstKind::FCmp(pred) => self.lower_vec_fcmp(i, pred, args[0], args[1])?,
            InstKind::Select => self.lower_vec_select(i, args, d.ty)?,
            InstKind::Cast(op) => self.lower_vec_cast(i, op, args[0], d.ty)?,
            InstKind::Load { ordering, .. } => {
                if ordering != Ordering::NotAtomic {
                    return Err(err(self.pos, "atomic vector loads"));
                }
                let mem = self.amode(args[0])?;
                let r = self.vec_load(d.ty, mem)?;
                self.define(i, &r)?;
            }
            InstKind::Store { ordering, .. } => {
                if ordering != Ordering::NotAtomic {
                    return Err(err(self.pos, "atomic vector stores"));
                }
                let vt = self.value_type(args[0]);
                let regs = self.value_regs(args[0])?;
                let mem = self.amode(args[1])?;
                self.vec_store(vt, &regs, mem)?;
            }
            InstKind::ExtractElement => self.lower_extract_element(i, args[0], args[1])?,
            InstKind::InsertElement => {
                if !self.skips_insert(b, i) {
                    self.lower_insert_element(i, d.ty)?
                }
            }
            InstKind::ShuffleVector { mask } => {
                self.lower_shuffle(i, args[0], args[1], mask, d.ty)?
            }
            InstKind::GetElementPtr { source } => self.lower_vec_gep(i, source, args, d.ty)?,
            InstKind::Call(_) => self.lower_vec_intrinsic(i, args)?,
            _ => return Err(err(self.pos, "this operation on vectors")),
        }
        Ok(true)
    }

    /// Loads a vector of type `t` from `mem`.
    pub(super) fn vec_load(&mut self, t: Type, mem: Amode) -> LResult<Regs> {
        let l = self.vlayout(t)?;
        if l.mask {
            return Ok(self.mask_from_mem(mem, &l));
        }
        let mut out = Regs::new();
        for k in 0..l.parts {
            let r = self.xreg();
            self.vload(
                mem.offset((k * l.reg_bytes()) as i32),
                l.bytes_in(k) as u8,
                l.wide,
                r,
            );
            out.push(r);
        }
        Ok(out)
    }

    /// Stores vector `regs` of type `t` to `mem`.
    pub(super) fn vec_store(&mut self, t: Type, regs: &[Reg], mem: Amode) -> LResult<()> {
        let l = self.vlayout(t)?;
        if l.mask {
            self.mask_to_mem(regs, &l, mem);
            return Ok(());
        }
        for (k, &r) in regs.iter().enumerate() {
            let k = k as u32;
            self.vstore(
                r,
                mem.offset((k * l.reg_bytes()) as i32),
                l.bytes_in(k) as u8,
            );
        }
        Ok(())
    }

    /// Stores mask `regs` as packed bits (bit `j` = element `j`, padding bits zero).
    pub(super) fn mask_to_mem(&mut self, regs: &[Reg], l: &VecLayout, mem: Amode) {
        if l.len <= 64 {
            let g = self.mask_to_bits(regs, l);
            self.store_part(Part::Int(l.len as u8), g, mem);
            return;
        }
        // More than 64 elements: byte lanes, so every register fills whole bytes.
        for (k, &r) in regs.iter().enumerate() {
            let k = k as u32;
            let sub = self.mask_part(l, k);
            let g = self.mask_to_bits(&[r], &sub);
            self.store_part(
                Part::Int(sub.len as u8),
                g,
                mem.offset((k * l.per / 8) as i32),
            );
        }
    }

    /// Loads a mask stored as packed bits.
    pub(super) fn mask_from_mem(&mut self, mem: Amode, l: &VecLayout) -> Regs {
        if l.len <= 64 {
            let g = self.gpr();
            self.load_part(Part::Int(l.len as u8), mem, g);
            return self.bits_to_mask(g, l);
        }
        let mut out = Regs::new();
        for k in 0..l.parts {
            let sub = self.mask_part(l, k);
            let g = self.gpr();
            self.load_part(
                Part::Int(sub.len as u8),
                mem.offset((k * l.per / 8) as i32),
                g,
            );
            out.extend(self.bits_to_mask(g, &sub));
        }
        out
    }

    /// Register `k` of a mask of more than 64 elements as a mask of its own.
    fn mask_part(&self, l: &VecLayout, k: u32) -> VecLayout {
        VecLayout {
            len: l.lanes_in(k),
            parts: 1,
            ..*l
        }
    }

    /// The lane bits of mask `regs` as an integer (bit `j` = element `j`; at most 64).
    pub(super) fn mask_to_bits(&mut self, regs: &[Reg], l: &VecLayout) -> Reg {
        let w = self.vw(l.wide);
        let mut acc: Option<Reg> = None;
        for (k, &r) in regs.iter().enumerate() {
            let (op, src) = match l.lane {
                Lane::I8 => (VOp::Pmovmskb, r),
                Lane::I16 => (VOp::Pmovmskb, self.vbin(VOp::Packsswb, w, r, r)),
                Lane::I32 => (VOp::Movmskps, r),
                _ => (VOp::Movmskpd, r),
            };
            // In a 256-bit register, packsswb works per 128-bit half: the 16-bit mask
            // bytes of the low half land in bytes 0..8, those of the high half in 16..24.
            let g = self.gpr();
            self.push(MInst::VToGpr {
                op,
                w,
                src,
                imm: 0,
                dst: g,
            });
            let g = if l.lane == Lane::I16 && !l.wide {
                // The pack duplicated the lanes into the high byte.
                self.alu_imm(AluOp::And, Size::S32, g, 0xff)
            } else if l.lane == Lane::I16 {
                // bits 0..8 and 16..24 → 0..16
                let hi = self.shift_imm(ShiftOp::Shr, Size::S32, g, 8);
                let hi = self.alu_imm(AluOp::And, Size::S32, hi, 0xff00);
                let lo = self.alu_imm(AluOp::And, Size::S32, g, 0xff);
                self.alu(AluOp::Or, Size::S32, lo, Rmi::Reg(hi))
            } else {
                g
            };
            let shifted = if k == 0 {
                g
            } else {
                self.shift_imm(ShiftOp::Shl, Size::S64, g, k as u32 * l.per)
            };
            acc = Some(match acc {
                None => shifted,
                Some(a) => self.alu(AluOp::Or, Size::S64, a, Rmi::Reg(shifted)),
            });
        }
        let g = acc.expect("mask parts");
        if l.len < l.parts * l.per && l.len < 64 {
            // Undefined lanes past the end may be set.
            self.alu_imm(AluOp::And, Size::S64, g, ((1u64 << l.len) - 1) as i64)
        } else {
            g
        }
    }

    /// The mask of layout `l` whose element `j` is bit `j` of integer `g`.
    pub(super) fn bits_to_mask(&mut self, g: Reg, l: &VecLayout) -> Regs {
        if l.wide && l.lane == Lane::I8 {
            return self.bits_to_mask_split(g, l);
        }
        let w = self.vw(l.wide);
        let lb = l.lane.bits();
        let mut out = Regs::new();
        for k in 0..l.parts {
            // Bring this part's bits to the bottom, broadcast them to every lane, keep
            // lane j's own bit and compare.
            let part_bits = if k == 0 {
                g
            } else {
                self.shift_imm(ShiftOp::Shr, Size::S64, g, k * l.per)
            };
            let x = self.xreg();
            self.push(MInst::GprToXmm {
                wide: true,
                src: part_bits,
                dst: x,
            });
            let wb = if l.wide { 32 } else { 16 };
            let mut sel = [0u8; 32];
            let b = match l.lane {
                Lane::I8 => {
                    // Bytes j get bits byte j / 8: spread the two (four) bytes.
                    let x = self.vbin(VOp::Punpcklbw, w, x, x);
                    let x = self.vun(VOp::Pshuflw, w, x, 0x50);
                    let b = self.pshufd(w, x, 0x50);
                    for (j, s) in sel[..wb].iter_mut().enumerate() {
                        *s = 1 << (j % 8);
                    }
                    b
                }
                _ => {
                    // Every lane gets the part's bits (at most 16 of them).
                    let b = match (l.lane, l.wide) {
                        (Lane::I16, false) => {
                            let x = self.vun(VOp::Pshuflw, w, x, 0);
                            self.pshufd(w, x, 0)
                        }
                        (Lane::I16, true) => self.vun(VOp::Vpbroadcastw, w, x, 0),
                        (_, false) => self.pshufd(w, x, 0),
                        (_, true) => self.vun(VOp::Vpbroadcastd, w, x, 0),
                    };
                    let lbytes = (lb / 8) as usize;
                    for j in 0..wb / lbytes {
                        let bit: u64 = 1 << j;
                        // Both halves of a 64-bit lane test the same bit (compared as
                        // 32-bit lanes).
                        let v = if lb == 64 { bit | bit << 32 } else { bit };
                        sel[j * lbytes..(j + 1) * lbytes]
                            .copy_from_slice(&v.to_le_bytes()[..lbytes]);
                    }
                    b
                }
            };
            let selr = self.vconst(&sel[..wb]);
            let masked = self.vbin(VOp::Pand, w, b, selr);
            let eq = match l.lane {
                Lane::I8 => VOp::Pcmpeqb,
                Lane::I16 => VOp::Pcmpeqw,
                _ => VOp::Pcmpeqd,
            };
            out.push(self.vbin(eq, w, masked, selr));
        }
        out
    }

    /// `bits_to_mask` for 256-bit byte masks: two 128-bit halves.
    fn bits_to_mask_split(&mut self, g: Reg, l: &VecLayout) -> Regs {
        let half = VecLayout::new(l.lane, l.parts * l.per, true, false);
        let halves = self.bits_to_mask(g, &half);
        let mut out = Regs::new();
        for pair in halves.chunks(2) {
            let hi = pair.get(1).copied().unwrap_or(pair[0]);
            out.push(self.vbini(VOp::Vinsertf128, VW::V256, pair[0], hi, 1));
        }
        out
    }

    /// `a op imm` (an immediate when it fits 32 bits, else through a register).
    pub(super) fn alu_imm(&mut self, op: AluOp, size: Size, a: Reg, imm: i64) -> Reg {
        let rhs = if fits_i32(imm) {
            Rmi::Imm(imm as i32)
        } else {
            Rmi::Reg(self.materialize(Part::Int(64), ConstVal::Bits(imm as u64)))
        };
        let d = self.gpr();
        self.push(MInst::Alu {
            op,
            size,
            lhs: a,
            rhs,
            dst: d,
        });
        d
    }
}
