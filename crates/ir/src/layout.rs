//! Sizes, alignments and field offsets of types under a module's data layout.
//!
//! [`TypeLayouts`] computes every type's allocation size, ABI alignment and struct field
//! offsets once, so that code generation asks in O(1). Types created after the table was
//! built (function bodies parsed in parallel intern new array or struct types) are
//! computed on demand from their parts.

use crate::datalayout::DataLayout;
use crate::types::{Type, TypeData, Types};
use cranelift_entity::EntityRef;

/// Allocation size (bytes) and ABI alignment (bytes) of every type of a module.
#[derive(Clone, Debug)]
pub struct TypeLayouts<'m> {
    types: &'m Types,
    dl: &'m DataLayout,
    size: Vec<u64>,
    align: Vec<u32>,
    /// Per type in the table: where its field offsets start in `offsets`, and how many
    /// fields it has (none for types other than structs).
    fields_at: Vec<(u32, u32)>,
    offsets: Vec<u64>,
}

const UNKNOWN: u32 = 0;

/// Deepest nesting of aggregates followed (recursion through pointers is impossible, so
/// this only bounds pathological input).
const MAX_DEPTH: u32 = 64;

/// Size and alignment of `t`, given those of the types it is made of (`part`).
fn layout_of(
    types: &Types,
    dl: &DataLayout,
    t: Type,
    mut part: impl FnMut(Type) -> (u64, u32),
) -> (u64, u32) {
    let (size, align) = match types.get(t) {
        TypeData::Int(bits) => {
            let align = dl.int_abi_align_bits(*bits) / 8;
            let store = u64::from(bits.div_ceil(8));
            (store.next_multiple_of(u64::from(align.max(1))), align)
        }
        TypeData::Ptr(a) => (
            u64::from(dl.pointer_size_bytes(*a)),
            dl.pointer_abi_align_bits(*a) / 8,
        ),
        TypeData::Half | TypeData::BFloat => (2, dl.float_abi_align_bits(16) / 8),
        TypeData::Float => (4, dl.float_abi_align_bits(32) / 8),
        TypeData::Double => (8, dl.float_abi_align_bits(64) / 8),
        TypeData::X86Fp80 => {
            let a = dl.float_abi_align_bits(80) / 8;
            (10u64.next_multiple_of(u64::from(a.max(1))), a)
        }
        TypeData::Fp128 | TypeData::PpcFp128 => (16, dl.float_abi_align_bits(128) / 8),
        TypeData::Array { len, elem } => {
            let (es, ea) = part(*elem);
            (es.saturating_mul(*len), ea)
        }
        TypeData::Vector { len, elem, .. } => {
            let bits = u64::from(types.primitive_bits(*elem).max(if types.is_ptr(*elem) {
                64
            } else {
                1
            })) * u64::from(*len);
            let align = dl.vector_abi_align_bits(bits) / 8;
            let store = bits.div_ceil(8);
            (store.next_multiple_of(u64::from(align.max(1))), align)
        }
        TypeData::Struct { .. } | TypeData::Named(_) => {
            match (types.struct_fields(t), types.struct_is_packed(t)) {
                (Some(fields), packed) => {
                    let mut off = 0u64;
                    let mut max_align = 1u32;
                    for &f in fields {
                        let (fs, fa) = part(f);
                        let fa = if packed { 1 } else { fa.max(1) };
                        off = off.next_multiple_of(u64::from(fa)) + fs;
                        max_align = max_align.max(fa);
                    }
                    if !packed {
                        max_align = max_align.max(dl.aggregate_abi_align_bits() / 8);
                    }
                    (off.next_multiple_of(u64::from(max_align)), max_align)
                }
                (None, _) => (0, 1),
            }
        }
        _ => (0, 1),
    };
    (size, align.max(1))
}

impl<'m> TypeLayouts<'m> {
    /// Computes the layout of every type in `types` so far.
    pub fn new(types: &'m Types, dl: &'m DataLayout) -> Self {
        let n = types.len();
        let mut l = TypeLayouts {
            types,
            dl,
            size: vec![0; n],
            align: vec![UNKNOWN; n],
            fields_at: vec![(0, 0); n],
            offsets: Vec::new(),
        };
        for i in 0..n {
            l.fill(Type::new(i), 0);
        }
        let mut offsets = Vec::new();
        for i in 0..n {
            let at = offsets.len() as u32;
            l.for_each_field_offset(types, Type::new(i), |off| offsets.push(off));
            l.fields_at[i] = (at, offsets.len() as u32 - at - 1);
        }
        l.offsets = offsets;
        l
    }

    /// Computes and records the layout of a type in the table.
    fn fill(&mut self, t: Type, depth: u32) -> (u64, u32) {
        let i = t.index();
        if i >= self.size.len() {
            return self.layout(t, depth);
        }
        if self.align[i] != UNKNOWN || depth > MAX_DEPTH {
            return (self.size[i], self.align[i].max(1));
        }
        let (types, dl) = (self.types, self.dl);
        let (size, align) = layout_of(types, dl, t, |p| self.fill(p, depth + 1));
        self.size[i] = size;
        self.align[i] = align;
        (size, align)
    }

    /// The layout of `t`: from the table, or computed for types created after it.
    fn layout(&self, t: Type, depth: u32) -> (u64, u32) {
        let i = t.index();
        if i < self.size.len() {
            return (self.size[i], self.align[i]);
        }
        if depth > MAX_DEPTH {
            return (0, 1);
        }
        layout_of(self.types, self.dl, t, |p| self.layout(p, depth + 1))
    }

    /// Allocation size in bytes (`getTypeAllocSize`: the store size rounded up to the
    /// alignment).
    #[inline]
    pub fn size(&self, t: Type) -> u64 {
        match self.size.get(t.index()) {
            Some(&s) => s,
            None => self.layout(t, 0).0,
        }
    }

    /// ABI alignment in bytes.
    #[inline]
    pub fn align(&self, t: Type) -> u32 {
        match self.align.get(t.index()) {
            Some(&a) => a,
            None => self.layout(t, 0).1,
        }
    }

    /// Offset in bytes of field `idx` of struct type `t` (past the last field for a
    /// larger `idx`; 0 for other types).
    pub fn field_offset(&self, types: &Types, t: Type, idx: usize) -> u64 {
        if let Some(&(at, n)) = self.fields_at.get(t.index()) {
            return self.offsets[at as usize + idx.min(n as usize)];
        }
        let (mut k, mut found) = (0, 0);
        self.for_each_field_offset(types, t, |off| {
            if k <= idx {
                found = off;
            }
            k += 1;
        });
        found
    }

    /// Calls `f` with the offset of each field of struct type `t` (none for other types),
    /// then with the offset just past the last field.
    fn for_each_field_offset(&self, types: &Types, t: Type, mut f: impl FnMut(u64)) {
        let mut off = 0u64;
        if let Some(fields) = types.struct_fields(t) {
            let packed = types.struct_is_packed(t);
            for &field in fields {
                let fa = if packed {
                    1
                } else {
                    u64::from(self.align(field))
                };
                off = off.next_multiple_of(fa);
                f(off);
                off += self.size(field);
            }
        }
        f(off);
    }

    /// Number of bytes a value of type `t` occupies when stored (`getTypeStoreSize`).
    pub fn store_size(&self, types: &Types, t: Type) -> u64 {
        match types.get(t) {
            TypeData::Int(bits) => u64::from(bits.div_ceil(8)),
            TypeData::X86Fp80 => 10,
            _ => self.size(t),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn struct_layout_follows_alignment() {
        let m = crate::parse(
            b"target datalayout = \"e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128\"\n%s = type { i8, i32, i64, [3 x i16] }\n%p = type <{ i8, i32 }>\n@a = global %s zeroinitializer\n@b = global %p zeroinitializer\n@c = global x86_fp80 0xK0\n",
        )
        .unwrap();
        let l = TypeLayouts::new(&m.types, &m.datalayout);
        let ty = |name: &[u8]| m.globals[m.global_by_name(name).unwrap()].value_type;
        let s = ty(b"a");
        assert_eq!((l.size(s), l.align(s)), (24, 8));
        assert_eq!(l.field_offset(&m.types, s, 1), 4);
        assert_eq!(l.field_offset(&m.types, s, 2), 8);
        assert_eq!(l.field_offset(&m.types, s, 3), 16);
        let p = ty(b"b");
        assert_eq!((l.size(p), l.align(p)), (5, 1));
        let f = ty(b"c");
        assert_eq!((l.size(f), l.align(f)), (16, 16));
        // Types interned after the table was built.
        let arr = m.types.array(4, s);
        let st = m.types.literal_struct(false, &[m.types.common().i8, arr]);
        assert_eq!((l.size(arr), l.align(arr)), (96, 8));
        assert_eq!((l.size(st), l.align(st)), (104, 8));
        assert_eq!(l.field_offset(&m.types, st, 1), 8);
    }
}
