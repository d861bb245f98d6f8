//! Byte-string interning. LLVM names may hold any byte (`@"\01foo"`), so names are bytes.

use cranelift_entity::{entity_impl, PrimaryMap};
use rustc_hash::FxHashMap;

/// A handle to an interned byte string.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Sym(u32);
entity_impl!(Sym, "sym");

/// Interns byte strings; equal strings share one [`Sym`].
#[derive(Clone, Debug, Default)]
pub struct Interner {
    map: FxHashMap<Box<[u8]>, Sym>,
    strs: PrimaryMap<Sym, Box<[u8]>>,
}

impl Interner {
    /// Returns the symbol for `s`, creating it if needed.
    pub fn intern(&mut self, s: &[u8]) -> Sym {
        if let Some(&sym) = self.map.get(s) {
            return sym;
        }
        let sym = self.strs.push(s.into());
        self.map.insert(s.into(), sym);
        sym
    }

    /// The symbol for `s` if it was interned.
    pub fn lookup(&self, s: &[u8]) -> Option<Sym> {
        self.map.get(s).copied()
    }

    /// The bytes of `sym`.
    #[inline]
    pub fn get(&self, sym: Sym) -> &[u8] {
        &self.strs[sym]
    }

    /// The bytes of `sym` as text (lossy for non-UTF-8 names).
    pub fn text(&self, sym: Sym) -> std::borrow::Cow<'_, str> {
        String::from_utf8_lossy(&self.strs[sym])
    }
}
