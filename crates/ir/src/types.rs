//! Interned IR types.
//!
//! Every type is a [`Type`] handle into a [`Types`] table; structurally equal types get the
//! same handle, so type equality is a `u32` compare. Identified (named) structs are the one
//! exception: each has its own identity and a body that may be set after creation (opaque
//! structs and forward references).
//!
//! Interning works through `&self` from any number of threads (see [`crate::intern`]), so
//! function bodies can be parsed and transformed in parallel against one shared table;
//! only identified structs (created and given bodies at the top level) need `&mut self`.

use crate::intern::{fx_hash, InternTable};
use cranelift_entity::{entity_impl, EntityRef, PrimaryMap};

/// A handle to an interned type.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Type(u32);
entity_impl!(Type, "type");

/// Index of an identified struct in [`Types::structs`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct StructId(u32);
entity_impl!(StructId, "struct");

/// The structure of one type.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum TypeData {
    Void,
    Label,
    Metadata,
    Token,
    X86Amx,
    Half,
    BFloat,
    Float,
    Double,
    X86Fp80,
    Fp128,
    PpcFp128,
    /// `iN`, 1 ≤ N ≤ 2^23.
    Int(u32),
    /// `ptr addrspace(N)`.
    Ptr(u32),
    /// `<N x T>` or `<vscale x N x T>`.
    Vector {
        scalable: bool,
        len: u32,
        elem: Type,
    },
    /// `[N x T]`.
    Array {
        len: u64,
        elem: Type,
    },
    /// A literal struct `{ T, … }` or `<{ T, … }>`.
    Struct {
        packed: bool,
        fields: Box<[Type]>,
    },
    /// An identified struct `%name`.
    Named(StructId),
    /// A function type `R (P, …[, ...])`.
    Function {
        ret: Type,
        params: Box<[Type]>,
        vararg: bool,
    },
    /// `target("name", types…, ints…)`.
    TargetExt {
        name: Box<str>,
        types: Box<[Type]>,
        ints: Box<[u32]>,
    },
}

/// The name of an identified struct.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum StructName {
    /// `%name` or `%"quoted name"`.
    Named(Box<str>),
    /// `%N` (numbered); printed with a fresh number in definition order.
    Numbered(u32),
}

/// An identified struct: its name and (unless opaque) its body.
#[derive(Clone, Debug)]
pub struct NamedStruct {
    pub name: StructName,
    /// The type handle of this struct.
    pub ty: Type,
    /// `None` while opaque (`%T = type opaque`) or not yet defined.
    pub body: Option<StructBody>,
    /// Set once a `%T = type …` definition has been seen (to reject redefinition).
    pub defined: bool,
}

/// The body of an identified struct.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StructBody {
    pub packed: bool,
    pub fields: Box<[Type]>,
}

/// The type table of a module.
#[derive(Clone, Debug)]
pub struct Types {
    table: InternTable<Type, TypeData>,
    /// Identified structs in creation order.
    pub structs: PrimaryMap<StructId, NamedStruct>,
    /// Identified structs in the order their bodies were defined; the printer follows it so
    /// that printing is idempotent whatever order the structs were first referenced in.
    pub definition_order: Vec<StructId>,
    common: CommonTypes,
}

/// Handles of the types every pass needs, created up front.
#[derive(Clone, Copy, Debug)]
pub struct CommonTypes {
    pub void: Type,
    pub label: Type,
    pub metadata: Type,
    pub token: Type,
    pub i1: Type,
    pub i8: Type,
    pub i16: Type,
    pub i32: Type,
    pub i64: Type,
    pub i128: Type,
    pub float: Type,
    pub double: Type,
    pub ptr: Type,
}

impl Default for Types {
    fn default() -> Self {
        Self::new()
    }
}

/// The hash of a function type's parts; [`hash_type`] hashes function types this way so
/// that [`Types::function`] can look one up without building a `TypeData`.
fn hash_function_type(ret: Type, params: &[Type], vararg: bool) -> u64 {
    fx_hash(&(ret, params, vararg))
}

/// The hash of a literal struct's parts (see [`hash_function_type`]).
fn hash_struct_type(packed: bool, fields: &[Type]) -> u64 {
    fx_hash(&(packed, fields))
}

fn hash_type(d: &TypeData) -> u64 {
    match d {
        TypeData::Function {
            ret,
            params,
            vararg,
        } => hash_function_type(*ret, params, *vararg),
        TypeData::Struct { packed, fields } => hash_struct_type(*packed, fields),
        _ => fx_hash(d),
    }
}

/// The common types by handle: [`Types::new`] creates them first, in this order (that of
/// [`CommonTypes`]), so in every module their handles are these indices and
/// [`Types::get`] finds them here.
static COMMON_DATA: [TypeData; 13] = [
    TypeData::Void,
    TypeData::Label,
    TypeData::Metadata,
    TypeData::Token,
    TypeData::Int(1),
    TypeData::Int(8),
    TypeData::Int(16),
    TypeData::Int(32),
    TypeData::Int(64),
    TypeData::Int(128),
    TypeData::Float,
    TypeData::Double,
    TypeData::Ptr(0),
];

impl Types {
    /// An empty table holding just the common types.
    pub fn new() -> Self {
        let table = InternTable::with_hasher(hash_type);
        let mk = |d: TypeData| {
            let t: Type = table.intern(d);
            assert!(
                COMMON_DATA.get(t.index()) == Some(table.get(t)),
                "common types are created first, in the order of COMMON_DATA"
            );
            t
        };
        let common = CommonTypes {
            void: mk(TypeData::Void),
            label: mk(TypeData::Label),
            metadata: mk(TypeData::Metadata),
            token: mk(TypeData::Token),
            i1: mk(TypeData::Int(1)),
            i8: mk(TypeData::Int(8)),
            i16: mk(TypeData::Int(16)),
            i32: mk(TypeData::Int(32)),
            i64: mk(TypeData::Int(64)),
            i128: mk(TypeData::Int(128)),
            float: mk(TypeData::Float),
            double: mk(TypeData::Double),
            ptr: mk(TypeData::Ptr(0)),
        };
        Types {
            table,
            structs: PrimaryMap::new(),
            definition_order: Vec::new(),
            common,
        }
    }

    /// The pre-created common types.
    #[inline]
    pub fn common(&self) -> &CommonTypes {
        &self.common
    }

    /// Interns `d` and returns its handle.
    pub fn intern(&self, d: TypeData) -> Type {
        self.table.intern(d)
    }

    /// The structure of `t`.
    #[inline]
    pub fn get(&self, t: Type) -> &TypeData {
        // The common types (most of what code asks about) without a look into the table.
        match COMMON_DATA.get(t.index()) {
            Some(d) => d,
            None => self.table.get(t),
        }
    }

    /// Number of types created so far.
    pub fn len(&self) -> usize {
        self.table.len()
    }

    /// Whether the table is empty (never true: common types always exist).
    pub fn is_empty(&self) -> bool {
        self.table.is_empty()
    }

    /// `iN`.
    pub fn int(&self, bits: u32) -> Type {
        match bits {
            1 => self.common.i1,
            8 => self.common.i8,
            16 => self.common.i16,
            32 => self.common.i32,
            64 => self.common.i64,
            128 => self.common.i128,
            _ => self.intern(TypeData::Int(bits)),
        }
    }

    /// `ptr addrspace(n)`.
    pub fn ptr(&self, addrspace: u32) -> Type {
        if addrspace == 0 {
            return self.common.ptr;
        }
        self.intern(TypeData::Ptr(addrspace))
    }

    /// `[len x elem]`.
    pub fn array(&self, len: u64, elem: Type) -> Type {
        self.intern(TypeData::Array { len, elem })
    }

    /// `<len x elem>`.
    pub fn vector(&self, scalable: bool, len: u32, elem: Type) -> Type {
        self.intern(TypeData::Vector {
            scalable,
            len,
            elem,
        })
    }

    /// A literal struct (looked up without allocating).
    pub fn literal_struct(&self, packed: bool, fields: &[Type]) -> Type {
        self.table.intern_with(
            hash_struct_type(packed, fields),
            |d| matches!(d, TypeData::Struct { packed: p, fields: f } if *p == packed && **f == *fields),
            || TypeData::Struct {
                packed,
                fields: fields.into(),
            },
        )
    }

    /// A function type (looked up without allocating).
    pub fn function(&self, ret: Type, params: &[Type], vararg: bool) -> Type {
        self.table.intern_with(
            hash_function_type(ret, params, vararg),
            |d| {
                matches!(d, TypeData::Function { ret: r, params: p, vararg: v }
                    if *r == ret && **p == *params && *v == vararg)
            },
            || TypeData::Function {
                ret,
                params: params.into(),
                vararg,
            },
        )
    }

    /// Creates a new identified struct without a body.
    pub fn new_named_struct(&mut self, name: StructName) -> Type {
        let id = self.structs.next_key();
        let ty = self.table.push_unique(TypeData::Named(id));
        self.structs.push(NamedStruct {
            name,
            ty,
            body: None,
            defined: false,
        });
        ty
    }

    /// Sets the body of an identified struct.
    pub fn set_struct_body(&mut self, id: StructId, body: Option<StructBody>) {
        self.structs[id].body = body;
        if !self.structs[id].defined {
            self.structs[id].defined = true;
            self.definition_order.push(id);
        }
    }

    /// True for `iN`.
    #[inline]
    pub fn is_int(&self, t: Type) -> bool {
        matches!(*self.get(t), TypeData::Int(_))
    }

    /// Bit width of `iN`, else `None`.
    #[inline]
    pub fn int_width(&self, t: Type) -> Option<u32> {
        match *self.get(t) {
            TypeData::Int(n) => Some(n),
            _ => None,
        }
    }

    /// True for every floating-point type.
    #[inline]
    pub fn is_float(&self, t: Type) -> bool {
        matches!(
            *self.get(t),
            TypeData::Half
                | TypeData::BFloat
                | TypeData::Float
                | TypeData::Double
                | TypeData::X86Fp80
                | TypeData::Fp128
                | TypeData::PpcFp128
        )
    }

    /// True for `ptr` in any address space.
    #[inline]
    pub fn is_ptr(&self, t: Type) -> bool {
        matches!(*self.get(t), TypeData::Ptr(_))
    }

    /// True for vector types.
    #[inline]
    pub fn is_vector(&self, t: Type) -> bool {
        matches!(*self.get(t), TypeData::Vector { .. })
    }

    /// The element type of a vector, or `t` itself for scalars.
    #[inline]
    pub fn scalar(&self, t: Type) -> Type {
        match *self.get(t) {
            TypeData::Vector { elem, .. } => elem,
            _ => t,
        }
    }

    /// True for struct (literal or identified) and array types.
    pub fn is_aggregate(&self, t: Type) -> bool {
        matches!(
            *self.get(t),
            TypeData::Struct { .. } | TypeData::Named(_) | TypeData::Array { .. }
        )
    }

    /// True for types a value can have in a register ("first class"): not void, label,
    /// function or an opaque struct.
    pub fn is_first_class(&self, t: Type) -> bool {
        !matches!(*self.get(t), TypeData::Void | TypeData::Function { .. })
    }

    /// True when a value of type `t` can be stored to memory (sized).
    pub fn is_sized(&self, t: Type) -> bool {
        match *self.get(t) {
            TypeData::Int(_) | TypeData::Ptr(_) | TypeData::Float | TypeData::Double => {
                return true
            }
            _ => {}
        }
        let mut visiting = Vec::new();
        self.is_sized_rec(t, &mut visiting)
    }

    /// The types whose layout `t` contains: elements, fields, an identified struct's body.
    fn contained(&self, t: Type) -> &[Type] {
        match self.get(t) {
            TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => {
                std::slice::from_ref(elem)
            }
            TypeData::Struct { fields, .. } => fields,
            TypeData::Named(id) => self.structs[*id].body.as_ref().map_or(&[], |b| &b.fields),
            _ => &[],
        }
    }

    /// How deeply `t` nests: 0 for a scalar, one more than its deepest element for an
    /// aggregate; `depths` remembers the types measured. Iterative, as identified structs
    /// can chain without limit (a struct that contains itself counts once).
    pub fn nesting_depth(&self, t: Type, depths: &mut rustc_hash::FxHashMap<Type, u32>) -> u32 {
        let mut on_stack = rustc_hash::FxHashSet::default();
        let mut stack = vec![(t, 0usize)];
        on_stack.insert(t);
        while let Some((cur, next)) = stack.last_mut() {
            let (cur, inner) = (*cur, self.contained(*cur));
            if let Some(&child) = inner.get(*next) {
                *next += 1;
                if !depths.contains_key(&child) && on_stack.insert(child) {
                    stack.push((child, 0));
                }
                continue;
            }
            let deepest = inner
                .iter()
                .map(|c| depths.get(c).map_or(0, |d| d + 1))
                .max();
            depths.insert(cur, deepest.unwrap_or(0));
            on_stack.remove(&cur);
            stack.pop();
        }
        depths[&t]
    }

    fn is_sized_rec(&self, t: Type, visiting: &mut Vec<Type>) -> bool {
        match self.get(t) {
            TypeData::Void
            | TypeData::Label
            | TypeData::Metadata
            | TypeData::Token
            | TypeData::Function { .. } => false,
            TypeData::X86Amx => true,
            TypeData::TargetExt { .. } => false,
            TypeData::Vector { .. } => true,
            TypeData::Array { elem, .. } => self.is_sized_rec(*elem, visiting),
            TypeData::Struct { fields, .. } => {
                fields.iter().all(|&f| self.is_sized_rec(f, visiting))
            }
            TypeData::Named(id) => {
                if visiting.contains(&t) {
                    return false;
                }
                match &self.structs[*id].body {
                    None => false,
                    Some(b) => {
                        visiting.push(t);
                        let r = b.fields.iter().all(|&f| self.is_sized_rec(f, visiting));
                        visiting.pop();
                        r
                    }
                }
            }
            _ => true,
        }
    }

    /// Fields of a struct type (literal or identified with a body).
    pub fn struct_fields(&self, t: Type) -> Option<&[Type]> {
        match self.get(t) {
            TypeData::Struct { fields, .. } => Some(fields),
            TypeData::Named(id) => self.structs[*id].body.as_ref().map(|b| &*b.fields),
            _ => None,
        }
    }

    /// Whether a struct type is packed.
    pub fn struct_is_packed(&self, t: Type) -> bool {
        match self.get(t) {
            TypeData::Struct { packed, .. } => *packed,
            TypeData::Named(id) => self.structs[*id].body.as_ref().is_some_and(|b| b.packed),
            _ => false,
        }
    }

    /// The type reached by indexing aggregate `t` with constant index `idx`
    /// (extractvalue/insertvalue/GEP into structs).
    pub fn aggregate_element(&self, t: Type, idx: u64) -> Option<Type> {
        match self.get(t) {
            TypeData::Array { len, elem } => (idx < *len).then_some(*elem),
            TypeData::Vector { len, elem, .. } => (idx < *len as u64).then_some(*elem),
            _ => self
                .struct_fields(t)
                .and_then(|f| f.get(idx as usize).copied()),
        }
    }

    /// Element type of an array or vector type (whatever its length, so `[0 x T]` works).
    pub fn element_type(&self, t: Type) -> Option<Type> {
        match self.get(t) {
            TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => Some(*elem),
            _ => None,
        }
    }

    /// Return type, parameter types and varargs flag of a function type.
    pub fn function_parts(&self, t: Type) -> Option<(Type, &[Type], bool)> {
        match self.get(t) {
            TypeData::Function {
                ret,
                params,
                vararg,
            } => Some((*ret, params, *vararg)),
            _ => None,
        }
    }

    /// Number of bits of a primitive (int/float) scalar type; 0 for others.
    pub fn primitive_bits(&self, t: Type) -> u32 {
        match *self.get(t) {
            TypeData::Int(n) => n,
            TypeData::Half | TypeData::BFloat => 16,
            TypeData::Float => 32,
            TypeData::Double => 64,
            TypeData::X86Fp80 => 80,
            TypeData::Fp128 | TypeData::PpcFp128 => 128,
            TypeData::X86Amx => 8192,
            _ => 0,
        }
    }

    /// Returns the vector type with the same shape as `shape` but elements `elem`, or
    /// `elem` when `shape` is scalar (used for compare results and casts).
    pub fn with_elem_of(&self, shape: Type, elem: Type) -> Type {
        match *self.get(shape) {
            TypeData::Vector { scalable, len, .. } => self.vector(scalable, len, elem),
            _ => elem,
        }
    }
}
