//! Interned constants: scalars, aggregates, global addresses and constant expressions.
//!
//! Interning works through `&self` from any number of threads (see [`crate::intern`]).

use crate::inst::{CastOp, FloatPred, IntPred};
use crate::intern::{fx_hash, InternTable, Sym};
use crate::module::GlobalId;
use crate::types::Type;
use cranelift_entity::entity_impl;

/// A handle to an interned constant.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Const(u32);
entity_impl!(Const, "const");

/// A constant: its type and what it is.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct ConstData {
    pub ty: Type,
    pub kind: ConstKind,
}

/// How a `blockaddress` names its block: by name or by implicit number.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum BlockRef {
    Named(Sym),
    Numbered(u32),
}

/// What a constant is.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum ConstKind {
    /// An integer of at most 64 bits, zero-extended from its width.
    Int(u64),
    /// A wider integer: little-endian 64-bit limbs, zero-extended from its width.
    BigInt(Box<[u64]>),
    /// A floating-point value as its IEEE (or x87/ppc) bit pattern, in the low bits.
    Float(u128),
    /// `null` (pointers) or `none` (tokens).
    Null,
    Undef,
    Poison,
    /// `zeroinitializer`.
    Zero,
    /// Elements of an array, struct or vector (`[...]`, `{...}`, `<...>`).
    Aggregate(Box<[Const]>),
    /// A `c"..."` byte string (an array of `i8`).
    Bytes(Box<[u8]>),
    /// `splat (T v)`: a vector with every element `v`.
    Splat(Const),
    /// The address of a global value.
    Global(GlobalId),
    /// `blockaddress(@f, %bb)`.
    BlockAddress(GlobalId, BlockRef),
    /// `dso_local_equivalent @f`.
    DsoLocalEquivalent(GlobalId),
    /// `no_cfi @f`.
    NoCfi(GlobalId),
    /// `ptrauth (ptr @g, i32 key[, i64 disc[, ptr addrdisc[, ptr deactivation]]])`.
    PtrAuth(Box<[Const]>),
    /// A constant expression.
    Expr(Box<ConstExpr>),
}

/// Operators of constant expressions.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ExprOp {
    Cast(CastOp),
    Add,
    Sub,
    Mul,
    Shl,
    LShr,
    AShr,
    And,
    Or,
    Xor,
    UDiv,
    SDiv,
    URem,
    SRem,
    FAdd,
    FSub,
    FMul,
    FDiv,
    FRem,
    FNeg,
    ICmp(IntPred),
    FCmp(FloatPred),
    Select,
    GetElementPtr,
    ExtractElement,
    InsertElement,
    ShuffleVector,
    ExtractValue,
    InsertValue,
}

/// A constant expression: operator, flags and operands. `source_ty` is the GEP source
/// element type; `indices` holds extractvalue/insertvalue indices; `inrange` is the GEP
/// `inrange(a, b)` range of LLVM 19+ or the old index form.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct ConstExpr {
    pub op: ExprOp,
    /// [`crate::inst::Flags`] bits (nuw, nsw, exact, inbounds, …).
    pub flags: u16,
    pub source_ty: Option<Type>,
    pub operands: Box<[Const]>,
    pub indices: Box<[u32]>,
    pub inrange: Option<InRange>,
}

/// The `inrange` annotation of a GEP constant expression.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum InRange {
    /// LLVM 19+: `inrange(start, end)`, a byte range.
    Range(i64, i64),
    /// LLVM ≤ 18: `inrange` before the index with this operand number.
    Index(u32),
}

/// The constant table of a module.
#[derive(Debug)]
pub struct Constants {
    table: InternTable<Const, ConstData>,
    /// Identifies this table in the per-thread cache of small integers (unique per
    /// table, clones included).
    id: u64,
}

/// Source of [`Constants::id`].
static NEXT_TABLE_ID: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);

fn next_table_id() -> u64 {
    NEXT_TABLE_ID.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
}

impl Default for Constants {
    fn default() -> Self {
        Constants {
            table: InternTable::with_hasher(fx_hash),
            id: next_table_id(),
        }
    }
}

impl Clone for Constants {
    fn clone(&self) -> Self {
        Constants {
            table: self.table.clone(),
            id: next_table_id(),
        }
    }
}

/// Slots of [`SMALL_INTS`] (a power of two).
const SMALL_INT_SLOTS: usize = 512;

/// A slot of [`SMALL_INTS`]: table id, type, value and the interned constant.
type SmallIntSlot = (u64, Type, u64, Const);

thread_local! {
    /// Integer constants of up to 64 bits interned recently on this thread, by table id,
    /// type and value (direct-mapped): the parser and the back end ask for the same few
    /// (`i32 0`, `i64 1` …) over and over, and a table lookup takes a lock.
    static SMALL_INTS: std::cell::RefCell<Box<[SmallIntSlot; SMALL_INT_SLOTS]>> =
        std::cell::RefCell::new(Box::new(
            [(0, Type::from_u32(0), 0, Const::from_u32(0)); SMALL_INT_SLOTS],
        ));
}

impl Constants {
    /// Interns `d`.
    pub fn intern(&self, d: ConstData) -> Const {
        self.table.intern(d)
    }

    /// An integer constant of width `bits` (value truncated to the width).
    pub fn int(&self, ty: Type, bits: u32, value: u64) -> Const {
        let v = if bits >= 64 {
            value
        } else {
            value & ((1u64 << bits) - 1)
        };
        if bits > 64 {
            let mut limbs = vec![0u64; bits.div_ceil(64) as usize];
            limbs[0] = v;
            return self.intern(ConstData {
                ty,
                kind: ConstKind::BigInt(limbs.into()),
            });
        }
        let slot = (v.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ u64::from(ty.as_u32()))
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            >> 55;
        let slot = slot as usize % SMALL_INT_SLOTS;
        SMALL_INTS.with(|cache| {
            let mut cache = cache.borrow_mut();
            let e = &mut cache[slot];
            if e.0 == self.id && e.1 == ty && e.2 == v {
                return e.3;
            }
            let c = self.intern(ConstData {
                ty,
                kind: ConstKind::Int(v),
            });
            *e = (self.id, ty, v, c);
            c
        })
    }

    /// The data of `c`.
    #[inline]
    pub fn get(&self, c: Const) -> &ConstData {
        self.table.get(c)
    }

    /// The type of `c`.
    #[inline]
    pub fn ty(&self, c: Const) -> Type {
        self.table.get(c).ty
    }

    /// Number of constants.
    pub fn len(&self) -> usize {
        self.table.len()
    }

    /// Whether there are no constants.
    pub fn is_empty(&self) -> bool {
        self.table.is_empty()
    }

    /// The integer value of `c` if it is an integer of at most 64 bits.
    pub fn as_u64(&self, c: Const) -> Option<u64> {
        match self.table.get(c).kind {
            ConstKind::Int(v) => Some(v),
            _ => None,
        }
    }
}
