//! Type predicates of the checks: LLVM's cast rules ([`cast_is_valid`]), vector element
//! counts and primitive sizes, the integer, floating-point and pointer classes of scalars
//! and vectors, sizedness (memoised per type), the types that may carry fast-math flags,
//! and the sizes and types an atomic access may have.

use super::*;

/// The element count of a vector type as LLVM's `ElementCount` (`(0, false)` for scalars).
pub(super) fn elem_count(t: &Types, ty: Type) -> (u32, bool) {
    match *t.get(ty) {
        TypeData::Vector { len, scalable, .. } => (len, scalable),
        _ => (0, false),
    }
}

/// LLVM's `getPrimitiveSizeInBits`: scalars' widths, vectors' total width; 0 otherwise.
fn primitive_size(t: &Types, ty: Type) -> (u64, bool) {
    match *t.get(ty) {
        TypeData::Vector {
            len,
            scalable,
            elem,
        } => (len as u64 * t.primitive_bits(elem) as u64, scalable),
        _ => (t.primitive_bits(ty) as u64, false),
    }
}

pub(super) fn addrspace_of(t: &Types, ty: Type) -> Option<u32> {
    match *t.get(ty) {
        TypeData::Ptr(a) => Some(a),
        _ => None,
    }
}

/// Whether `op` may convert a value of type `from` to type `to`: LLVM's
/// `CastInst::castIsValid` (vectors must keep their element count; `bitcast` keeps the
/// bit width, never mixes pointers and non-pointers, and keeps the address space).
pub fn cast_is_valid(t: &Types, op: CastOp, from: Type, to: Type) -> bool {
    let plain = |ty: Type| {
        !matches!(
            t.get(ty),
            TypeData::Void
                | TypeData::Function { .. }
                | TypeData::Struct { .. }
                | TypeData::Named(_)
                | TypeData::Array { .. }
        )
    };
    if !plain(from) || !plain(to) {
        return false;
    }
    let (sec, dec) = (elem_count(t, from), elem_count(t, to));
    let (ss, ds) = (t.scalar(from), t.scalar(to));
    let (sb, db) = (t.primitive_bits(ss), t.primitive_bits(ds));
    let int = |x| t.is_int(x);
    let fp = |x| t.is_float(x);
    let ptr = |x| t.is_ptr(x);
    match op {
        CastOp::Trunc => int(ss) && int(ds) && sec == dec && sb > db,
        CastOp::ZExt | CastOp::SExt => int(ss) && int(ds) && sec == dec && sb < db,
        CastOp::FpTrunc => fp(ss) && fp(ds) && sec == dec && sb > db,
        CastOp::FpExt => fp(ss) && fp(ds) && sec == dec && sb < db,
        CastOp::UiToFp | CastOp::SiToFp => int(ss) && fp(ds) && sec == dec,
        CastOp::FpToUi | CastOp::FpToSi => fp(ss) && int(ds) && sec == dec,
        CastOp::PtrToInt | CastOp::PtrToAddr => sec == dec && ptr(ss) && int(ds),
        CastOp::IntToPtr => sec == dec && int(ss) && ptr(ds),
        CastOp::BitCast => {
            let (sa, da) = (addrspace_of(t, ss), addrspace_of(t, ds));
            match (sa, da) {
                (None, None) => primitive_size(t, from) == primitive_size(t, to),
                (Some(a), Some(b)) if a == b => match (sec.0 != 0, dec.0 != 0) {
                    (true, true) => sec == dec,
                    (true, false) => sec == (1, false),
                    (false, true) => dec == (1, false),
                    (false, false) => true,
                },
                _ => false,
            }
        }
        CastOp::AddrSpaceCast => match (addrspace_of(t, ss), addrspace_of(t, ds)) {
            (Some(a), Some(b)) => a != b && sec == dec,
            _ => false,
        },
    }
}

impl Verifier<'_> {
    #[inline]
    pub(super) fn int_like(&self, t: Type) -> bool {
        self.t.is_int(self.t.scalar(t))
    }

    #[inline]
    pub(super) fn fp_like(&self, t: Type) -> bool {
        self.t.is_float(self.t.scalar(t))
    }

    #[inline]
    pub(super) fn ptr_like(&self, t: Type) -> bool {
        self.t.is_ptr(self.t.scalar(t))
    }

    pub(super) fn is_token(&self, t: Type) -> bool {
        matches!(self.t.get(t), TypeData::Token)
    }

    /// Sizedness, memoised per type (struct sizedness walks the fields).
    #[inline]
    pub(super) fn is_sized(&mut self, ty: Type) -> bool {
        let i = ty.index();
        if i >= self.sized.len() {
            self.sized.resize(self.t.len().max(i + 1), 0);
        }
        match self.sized[i] {
            1 => true,
            2 => false,
            _ => {
                let s = self.t.is_sized(ty);
                self.sized[i] = if s { 1 } else { 2 };
                s
            }
        }
    }

    /// Whether `t` may carry fast-math flags on a call, phi or select: floating-point
    /// scalars and vectors, arrays of them, and (LLVM 20+) structs of one such type.
    pub(super) fn fp_math_type(&self, mut t: Type) -> bool {
        while let TypeData::Array { elem, .. } = *self.t.get(t) {
            t = elem;
        }
        if self.fp_like(t) {
            return true;
        }
        match self.t.struct_fields(t) {
            Some(fields) if !fields.is_empty() => {
                let f0 = fields[0];
                self.fp_like(f0) && fields.iter().all(|&f| f == f0)
            }
            _ => false,
        }
    }

    /// Checks the size of an atomic access of type `t` (a power of two of at least 8 bits).
    pub(super) fn atomic_size(&self, t: Type) -> Option<&'static str> {
        let dl = &self.m.datalayout;
        let scalar_bits = |s: Type| match *self.t.get(s) {
            TypeData::Ptr(a) => dl.pointer_size_bits(a) as u64,
            _ => self.t.primitive_bits(s) as u64,
        };
        let bits = match *self.t.get(t) {
            TypeData::Vector { len, elem, .. } => len as u64 * scalar_bits(elem),
            _ => scalar_bits(t),
        };
        if bits < 8 {
            Some("atomic memory access' size must be byte-sized")
        } else if !bits.is_power_of_two() {
            Some("atomic memory access' operand must have a power-of-two size")
        } else {
            None
        }
    }

    /// Types an atomic load or store may access: integers, pointers, floating-point
    /// values and (accepted by LLVM 20+) fixed vectors of them.
    pub(super) fn atomic_type_ok(&self, t: Type) -> bool {
        let scalar_ok = |s: Type| self.t.is_int(s) || self.t.is_ptr(s) || self.t.is_float(s);
        match *self.t.get(t) {
            TypeData::Vector {
                scalable: false,
                elem,
                ..
            } => scalar_ok(elem),
            _ => scalar_ok(t),
        }
    }
}
