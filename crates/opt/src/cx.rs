//! What a pass reads and interns while it edits one function body.
//!
//! The body is taken out of its function while a pass runs, so a pass holds `&mut Body`
//! next to this context, which borrows the module's tables: types, constants (new
//! constants are interned here), globals, symbols and attributes.

use cranelift_entity::PrimaryMap;
use rllc_ir::attrs::{AttrKind, Attributes};
use rllc_ir::constant::{Const, ConstData, ConstKind, Constants};
use rllc_ir::inst::{Inst, InstKind, Value};
use rllc_ir::intern::Interner;
use rllc_ir::module::{Body, GlobalId, GlobalKind, GlobalName, GlobalValue, Module};
use rllc_ir::types::{Type, TypeData, Types};

/// The module tables a pass may use while the function it edits is taken out.
pub struct Cx<'a> {
    pub types: &'a Types,
    pub consts: &'a Constants,
    pub globals: &'a PrimaryMap<GlobalId, GlobalValue>,
    pub syms: &'a Interner,
    pub attrs: &'a Attributes,
    /// Per block of the body (arena index): its address is taken by a `blockaddress`,
    /// so it must stay (empty when no block is).
    pub address_taken: &'a [bool],
}

impl<'a> Cx<'a> {
    /// Borrows the tables of `m` (whose function bodies the caller has taken out);
    /// `address_taken` marks the blocks of the body being edited that must stay.
    pub fn new(m: &'a Module, address_taken: &'a [bool]) -> Self {
        Cx {
            types: &m.types,
            consts: &m.consts,
            globals: &m.globals,
            syms: &m.syms,
            attrs: &m.attrs,
            address_taken,
        }
    }

    /// Whether `b`'s address is taken.
    pub fn is_address_taken(&self, b: rllc_ir::inst::Block) -> bool {
        use cranelift_entity::EntityRef;
        self.address_taken.get(b.index()).copied().unwrap_or(false)
    }

    /// The type of a value used in `body`.
    pub fn value_type(&self, body: &Body, v: Value) -> Type {
        let c = self.types.common();
        match v {
            Value::Inst(i) => body.insts[i].ty,
            Value::Arg(n) => body.arg_types[n as usize],
            Value::Const(k) => self.consts.ty(k),
            Value::Block(_) => c.label,
            Value::Meta(_) => c.metadata,
            Value::Asm(_) => c.ptr,
        }
    }

    /// Interns a constant.
    pub fn mk(&self, ty: Type, kind: ConstKind) -> Const {
        self.consts.intern(ConstData { ty, kind })
    }

    /// `poison` of type `ty`.
    pub fn poison(&self, ty: Type) -> Const {
        self.mk(ty, ConstKind::Poison)
    }

    /// `i1 true` / `i1 false`.
    pub fn bool_const(&self, b: bool) -> Const {
        let i1 = self.types.common().i1;
        self.consts.int(i1, 1, b as u64)
    }

    /// The all-zero value of `ty`: `0`, `+0.0`, `null`, or `zeroinitializer`.
    pub fn zero(&self, ty: Type) -> Const {
        let kind = match self.types.get(ty) {
            TypeData::Int(bits) if *bits <= 64 => ConstKind::Int(0),
            TypeData::Int(bits) => ConstKind::BigInt(vec![0; bits.div_ceil(64) as usize].into()),
            TypeData::Ptr(_) => ConstKind::Null,
            TypeData::Half
            | TypeData::BFloat
            | TypeData::Float
            | TypeData::Double
            | TypeData::X86Fp80
            | TypeData::Fp128
            | TypeData::PpcFp128 => ConstKind::Float(0),
            _ => ConstKind::Zero,
        };
        self.mk(ty, kind)
    }

    /// The constant kind of `v`, if it is a constant.
    pub fn kind(&self, v: Value) -> Option<&ConstKind> {
        match v {
            Value::Const(c) => Some(&self.consts.get(c).kind),
            _ => None,
        }
    }

    /// Whether `v` is `undef` or `poison` (a whole value, not an element).
    pub fn is_undef_or_poison(&self, v: Value) -> bool {
        matches!(self.kind(v), Some(ConstKind::Undef | ConstKind::Poison))
    }

    /// The name of the function a call instruction calls directly, if any.
    pub fn callee_name(&self, body: &Body, call: Inst) -> Option<&[u8]> {
        match body.args(call).first() {
            Some(&Value::Const(c)) => match self.consts.get(c).kind {
                ConstKind::Global(g) => match self.globals[g].name {
                    GlobalName::Named(s) => Some(self.syms.get(s)),
                    GlobalName::Numbered(_) => None,
                },
                _ => None,
            },
            _ => None,
        }
    }

    /// The function global a call instruction calls directly, if any.
    pub fn callee(&self, body: &Body, call: Inst) -> Option<GlobalId> {
        match body.args(call).first() {
            Some(&Value::Const(c)) => match self.consts.get(c).kind {
                ConstKind::Global(g) if matches!(self.globals[g].kind, GlobalKind::Func(_)) => {
                    Some(g)
                }
                _ => None,
            },
            _ => None,
        }
    }

    /// Whether the call site or its direct callee carries function attribute `k`.
    pub fn call_has_fn_attr(&self, body: &Body, call: Inst, k: AttrKind) -> bool {
        let id = match body.insts[call].kind {
            InstKind::Call(id) | InstKind::Invoke(id) | InstKind::CallBr(id) => id,
            _ => return false,
        };
        let site = self.attrs.list(body.calls[id].attrs).func;
        if self.attrs.has(site, k) {
            return true;
        }
        match self.callee(body, call).map(|g| &self.globals[g].kind) {
            Some(GlobalKind::Func(f)) => self.attrs.has(self.attrs.list(f.attrs).func, k),
            _ => false,
        }
    }
}
