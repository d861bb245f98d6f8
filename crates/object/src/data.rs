//! Global initialisers as bytes plus the relocations they need.

use rllc_codegen::{CodegenError, RelocTarget};
use rllc_ir::constant::{Const, ConstKind, ExprOp};
use rllc_ir::inst::CastOp;
use rllc_ir::layout::TypeLayouts;
use rllc_ir::module::Module;
use rllc_ir::types::{Type, TypeData};

/// A pointer-sized slot in data that the linker fills with `target + addend`.
#[derive(Copy, Clone, Debug)]
pub struct DataReloc {
    pub offset: u64,
    pub target: RelocTarget,
    pub addend: i64,
    /// Width of the field in bytes (8 for pointers, 4 for truncated addresses).
    pub size: u8,
    /// The field holds `target + addend - (address of the field)` (relative lookup
    /// tables: `@x - @table` written into `@table`).
    pub pc_relative: bool,
}

/// Serialises constants of one module.
pub struct DataWriter<'a> {
    pub m: &'a Module,
    pub layouts: &'a TypeLayouts<'a>,
    /// Code offsets of IR blocks per compiled function, so that differences of block
    /// addresses (`&&a - &&b`) fold to constants.
    pub block_offsets: &'a rustc_hash::FxHashMap<rllc_ir::module::GlobalId, &'a [u32]>,
    /// The numbers that stand for the `blockaddress`es of functions whose `indirectbr`s
    /// became `switch`es, by IR block index (0: the block's address).
    pub block_numbers: &'a rustc_hash::FxHashMap<rllc_ir::module::GlobalId, &'a [u32]>,
    /// `blockaddress` targets, resolved once per function.
    pub block_addresses: &'a rllc_ir::module::BlockAddresses,
    /// The global whose initialiser is being written: `@x - @this` is PC-relative.
    pub this: rllc_ir::module::GlobalId,
}

enum Scalar {
    Bits(u128),
    Sym(RelocTarget, i64),
    /// `target + addend - (this global + base)`.
    SelfRelative(RelocTarget, i64, i64),
}

impl DataWriter<'_> {
    /// Appends the bytes of `c` to `out` (which must start at offset 0 of the object) and
    /// records relocations.
    pub fn write(
        &self,
        c: Const,
        out: &mut Vec<u8>,
        relocs: &mut Vec<DataReloc>,
    ) -> Result<(), CodegenError> {
        let m = self.m;
        let d = m.consts.get(c);
        let ty = d.ty;
        let size = self.layouts.size(ty) as usize;
        let start = out.len();
        match &d.kind {
            ConstKind::Zero | ConstKind::Undef | ConstKind::Poison | ConstKind::Null => {
                out.resize(start + size, 0);
            }
            ConstKind::Bytes(b) => {
                out.extend_from_slice(b);
                out.resize(start + size, 0);
            }
            ConstKind::BigInt(limbs) => {
                for l in limbs.iter() {
                    out.extend_from_slice(&l.to_le_bytes());
                }
                out.resize(start + size, 0);
            }
            ConstKind::Aggregate(elems) => {
                let types = &m.types;
                if types.struct_fields(ty).is_some() {
                    for (i, &e) in elems.iter().enumerate() {
                        let off = self.layouts.field_offset(types, ty, i) as usize;
                        out.resize(start + off, 0);
                        self.write(e, out, relocs)?;
                    }
                } else if let TypeData::Vector { elem, .. } = types.get(ty) {
                    let bits = types.primitive_bits(*elem);
                    if !bits.is_multiple_of(8) {
                        return Err(CodegenError::unsupported(
                            None,
                            "vectors of sub-byte elements in data",
                        ));
                    }
                    for &e in elems.iter() {
                        self.write(e, out, relocs)?;
                    }
                } else {
                    let elem = types.element_type(ty).expect("array element");
                    let es = self.layouts.size(elem) as usize;
                    for (i, &e) in elems.iter().enumerate() {
                        out.resize(start + i * es, 0);
                        self.write(e, out, relocs)?;
                    }
                }
                out.resize(start + size, 0);
            }
            ConstKind::Splat(e) => {
                let n = match m.types.get(ty) {
                    TypeData::Vector { len, .. } => *len as usize,
                    _ => 1,
                };
                for _ in 0..n {
                    self.write(*e, out, relocs)?;
                }
                out.resize(start + size, 0);
            }
            _ => {
                let store = self.layouts.store_size(&m.types, ty) as usize;
                match self.scalar(c)? {
                    Scalar::Bits(b) => {
                        let bytes = b.to_le_bytes();
                        out.extend_from_slice(&bytes[..store.min(16)]);
                    }
                    Scalar::Sym(target, addend) => {
                        if store != 8 && store != 4 {
                            return Err(CodegenError::unsupported(
                                None,
                                format!("a {store}-byte symbol address in data"),
                            ));
                        }
                        relocs.push(DataReloc {
                            offset: start as u64,
                            target,
                            addend,
                            size: store as u8,
                            pc_relative: false,
                        });
                        out.resize(start + store, 0);
                    }
                    Scalar::SelfRelative(target, addend, base) => {
                        if store != 8 && store != 4 {
                            return Err(CodegenError::unsupported(
                                None,
                                format!("a {store}-byte address difference in data"),
                            ));
                        }
                        // S + A - P with P = this + start: A = addend - base + start.
                        relocs.push(DataReloc {
                            offset: start as u64,
                            target,
                            addend: addend - base + start as i64,
                            size: store as u8,
                            pc_relative: true,
                        });
                        out.resize(start + store, 0);
                    }
                }
                out.resize(start + size, 0);
            }
        }
        Ok(())
    }

    fn scalar(&self, c: Const) -> Result<Scalar, CodegenError> {
        let m = self.m;
        let d = m.consts.get(c);
        Ok(match &d.kind {
            ConstKind::Int(v) => Scalar::Bits(u128::from(*v)),
            ConstKind::Float(v) => Scalar::Bits(*v),
            ConstKind::Null | ConstKind::Zero | ConstKind::Undef | ConstKind::Poison => {
                Scalar::Bits(0)
            }
            ConstKind::Global(g) | ConstKind::DsoLocalEquivalent(g) | ConstKind::NoCfi(g) => {
                Scalar::Sym(RelocTarget::Global(*g), 0)
            }
            ConstKind::Expr(e) => match e.op {
                ExprOp::Cast(
                    CastOp::BitCast
                    | CastOp::PtrToInt
                    | CastOp::IntToPtr
                    | CastOp::AddrSpaceCast
                    | CastOp::PtrToAddr,
                ) => match self.scalar(e.operands[0])? {
                    Scalar::Bits(b) => {
                        let bits = m.types.int_width(d.ty).unwrap_or(64);
                        Scalar::Bits(if bits >= 128 {
                            b
                        } else {
                            b & ((1u128 << bits) - 1)
                        })
                    }
                    s => s,
                },
                ExprOp::Cast(CastOp::Trunc) => match self.scalar(e.operands[0])? {
                    Scalar::Bits(b) => {
                        let bits = m.types.int_width(d.ty).unwrap_or(64);
                        Scalar::Bits(b & ((1u128 << bits) - 1))
                    }
                    s => s,
                },
                ExprOp::GetElementPtr => {
                    let src = e.source_ty.expect("gep source");
                    let mut indices = Vec::with_capacity(e.operands.len() - 1);
                    for &ix in &e.operands[1..] {
                        let Scalar::Bits(iv) = self.scalar(ix)? else {
                            return Err(CodegenError::unsupported(
                                None,
                                "symbolic GEP index in data",
                            ));
                        };
                        let iw = m.types.int_width(m.consts.ty(ix)).unwrap_or(64);
                        indices.push(sext(iv as u64, iw));
                    }
                    let off = index_offset(m, self.layouts, src, &indices).ok_or_else(|| {
                        CodegenError::unsupported(None, "GEP into a non-aggregate")
                    })?;
                    match self.scalar(e.operands[0])? {
                        Scalar::Sym(t, o) => Scalar::Sym(t, o + off),
                        Scalar::SelfRelative(t, o, b) => Scalar::SelfRelative(t, o + off, b),
                        Scalar::Bits(b) => Scalar::Bits((b as u64).wrapping_add(off as u64).into()),
                    }
                }
                ExprOp::Add | ExprOp::Sub => {
                    let a = self.scalar(e.operands[0])?;
                    let b = self.scalar(e.operands[1])?;
                    let neg = e.op == ExprOp::Sub;
                    match (a, b) {
                        (Scalar::Bits(x), Scalar::Bits(y)) => Scalar::Bits(if neg {
                            x.wrapping_sub(y)
                        } else {
                            x.wrapping_add(y)
                        }),
                        (Scalar::Sym(t, o), Scalar::Bits(y)) => {
                            Scalar::Sym(t, if neg { o - y as i64 } else { o + y as i64 })
                        }
                        (
                            Scalar::Sym(RelocTarget::Block(f, a), oa),
                            Scalar::Sym(RelocTarget::Block(g, b), ob),
                        ) if neg && f == g => {
                            let offs = self.block_offsets.get(&f).ok_or_else(|| {
                                CodegenError::unsupported(
                                    None,
                                    "blockaddress of a function without code",
                                )
                            })?;
                            let at = |k: u32| i64::from(offs[k as usize]);
                            Scalar::Bits(((at(a) + oa) - (at(b) + ob)) as u64 as u128)
                        }
                        (Scalar::Sym(t, oa), Scalar::Sym(RelocTarget::Global(g), ob))
                            if neg && g == self.this =>
                        {
                            Scalar::SelfRelative(t, oa, ob)
                        }
                        _ => {
                            return Err(CodegenError::unsupported(
                                None,
                                "difference of symbol addresses in data",
                            ))
                        }
                    }
                }
                op => {
                    return Err(CodegenError::unsupported(
                        None,
                        format!("constant expression {op:?} in data"),
                    ))
                }
            },
            ConstKind::BlockAddress(f, b) => {
                use cranelift_entity::EntityRef;
                let block = self.block_addresses.target(m, *f, *b).ok_or_else(|| {
                    CodegenError::unsupported(None, "blockaddress of an unknown block")
                })?;
                let number = self.block_numbers.get(f).and_then(|n| n.get(block.index()));
                match number {
                    Some(&n) if n != 0 => Scalar::Bits(n.into()),
                    _ => Scalar::Sym(RelocTarget::Block(*f, block.index() as u32), 0),
                }
            }
            _ => return Err(CodegenError::unsupported(None, "this constant in data")),
        })
    }
}

/// The byte offset a GEP over `src` with constant `indices` adds to its base.
fn index_offset(m: &Module, layouts: &TypeLayouts, src: Type, indices: &[i64]) -> Option<i64> {
    let types = &m.types;
    let mut off = 0i64;
    let mut ty = src;
    for (k, &iv) in indices.iter().enumerate() {
        if k == 0 {
            off += iv * layouts.size(src) as i64;
        } else if types.struct_fields(ty).is_some() {
            off += layouts.field_offset(types, ty, iv as usize) as i64;
            ty = types.aggregate_element(ty, iv as u64)?;
        } else {
            let el = types.element_type(ty)?;
            off += iv * layouts.size(el) as i64;
            ty = el;
        }
    }
    Some(off)
}

/// The byte offset of a constant GEP whose indices are all integer constants.
pub fn gep_offset(m: &Module, layouts: &TypeLayouts, src: Type, indices: &[Const]) -> Option<i64> {
    let idx = indices
        .iter()
        .map(|&ix| {
            let w = m.types.int_width(m.consts.ty(ix))?;
            Some(sext(m.consts.as_u64(ix)?, w))
        })
        .collect::<Option<Vec<_>>>()?;
    index_offset(m, layouts, src, &idx)
}

fn sext(v: u64, bits: u32) -> i64 {
    if bits >= 64 {
        v as i64
    } else {
        ((v << (64 - bits)) as i64) >> (64 - bits)
    }
}

/// True when every byte of `c` is zero and it needs no relocation (goes to `.bss`).
pub fn is_zero(m: &Module, c: Const) -> bool {
    match &m.consts.get(c).kind {
        ConstKind::Zero | ConstKind::Null | ConstKind::Undef | ConstKind::Poison => true,
        ConstKind::Int(v) => *v == 0,
        ConstKind::Float(v) => *v == 0,
        ConstKind::BigInt(l) => l.iter().all(|&x| x == 0),
        ConstKind::Bytes(b) => b.iter().all(|&x| x == 0),
        ConstKind::Aggregate(e) => e.iter().all(|&x| is_zero(m, x)),
        ConstKind::Splat(e) => is_zero(m, *e),
        _ => false,
    }
}
