//! Thread-safe interning through `&self`: the storage behind interned types, constants,
//! attribute sets and names.
//!
//! Function bodies are parsed, checked and compiled on several threads against one shared
//! [`crate::Module`], and every thread creates types, constants and names as it goes. So
//! the tables intern through a shared reference:
//!
//! - [`AppendVec`] stores the values in chunks that never move once allocated (chunk `k`
//!   holds `32 << k` values), so a reference returned by `get` stays valid while other
//!   threads append. Reading takes no lock: a length check, a chunk pointer and an index,
//!   about what indexing a `Vec` costs.
//! - [`InternTable`] finds equal values through hash tables split into shards, each behind
//!   its own mutex, so threads interning different values rarely wait for each other.
//!
//! Handles are dense indices in creation order, so with several threads they depend on
//! timing: nothing observable (printed IR, object files) may depend on handle order.

use cranelift_entity::EntityRef;
use std::hash::{Hash, Hasher};
use std::marker::PhantomData;
use std::mem::MaybeUninit;
use std::sync::atomic::{AtomicPtr, AtomicUsize, Ordering};
use std::sync::{Mutex, MutexGuard, PoisonError};

/// log2 of the number of elements in the first chunk of an [`AppendVec`].
const FIRST_CHUNK_BITS: u32 = 5;
/// Chunks needed for `u32` indices: `32 * (2^28 - 1) > 2^32`.
const CHUNKS: usize = 28;

/// The chunk holding element `i` and the offset inside it.
#[inline]
fn locate(i: usize) -> (usize, usize) {
    let j = i + (1 << FIRST_CHUNK_BITS);
    let k = (usize::BITS - 1 - j.leading_zeros() - FIRST_CHUNK_BITS) as usize;
    (k, j - (1 << (k as u32 + FIRST_CHUNK_BITS)))
}

#[inline]
fn chunk_len(k: usize) -> usize {
    1 << (k as u32 + FIRST_CHUNK_BITS)
}

/// Locks `m`, ignoring poisoning: the tables stay consistent whatever panicked.
#[inline]
fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

/// An append-only vector usable from several threads: `push(&self)` appends (under a lock)
/// and `get(&self)` reads without one; elements never move.
pub struct AppendVec<T> {
    chunks: [AtomicPtr<T>; CHUNKS],
    /// Number of initialised elements; stored (release) after the element is written.
    len: AtomicUsize,
    push_lock: Mutex<()>,
}

// SAFETY: elements are written once, before `len` publishes them, and only shared
// references are handed out afterwards, so sharing needs `T: Sync` and sending `T: Send`.
unsafe impl<T: Send + Sync> Sync for AppendVec<T> {}
// SAFETY: the vector owns its elements.
unsafe impl<T: Send> Send for AppendVec<T> {}

impl<T> Default for AppendVec<T> {
    fn default() -> Self {
        AppendVec {
            chunks: [const { AtomicPtr::new(std::ptr::null_mut()) }; CHUNKS],
            len: AtomicUsize::new(0),
            push_lock: Mutex::new(()),
        }
    }
}

impl<T> AppendVec<T> {
    /// Number of elements.
    #[inline]
    pub fn len(&self) -> usize {
        self.len.load(Ordering::Acquire)
    }

    /// Whether there are no elements.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Element `i`; panics when out of bounds, as slice indexing does.
    #[inline]
    pub fn get(&self, i: usize) -> &T {
        assert!(i < self.len(), "AppendVec index {i} out of bounds");
        let (k, off) = locate(i);
        // SAFETY: `i < len`, and `len` is stored with release ordering after element `i`
        // and its chunk pointer were written, so both are visible and initialised here;
        // chunks are freed only by `drop`, which needs `&mut self`.
        unsafe { &*self.chunks[k].load(Ordering::Acquire).add(off) }
    }

    /// Appends `v` and returns its index.
    pub fn push(&self, v: T) -> usize {
        let _guard = lock(&self.push_lock);
        let i = self.len.load(Ordering::Relaxed);
        let (k, off) = locate(i);
        let mut chunk = self.chunks[k].load(Ordering::Relaxed);
        if chunk.is_null() {
            let fresh: Box<[MaybeUninit<T>]> = Box::new_uninit_slice(chunk_len(k));
            chunk = Box::into_raw(fresh) as *mut T;
            self.chunks[k].store(chunk, Ordering::Release);
        }
        // SAFETY: slot `off` of chunk `k` is allocated and not yet initialised (indices are
        // handed out once, under `push_lock`), and no reader looks at it before `len`
        // covers it.
        unsafe { chunk.add(off).write(v) };
        self.len.store(i + 1, Ordering::Release);
        i
    }

    /// The elements in index order.
    pub fn iter(&self) -> impl Iterator<Item = &T> + '_ {
        (0..self.len()).map(move |i| self.get(i))
    }
}

impl<T> Drop for AppendVec<T> {
    fn drop(&mut self) {
        let len = *self.len.get_mut();
        for (k, chunk) in self.chunks.iter_mut().enumerate() {
            let p = *chunk.get_mut();
            if p.is_null() {
                continue;
            }
            let first = (1 << FIRST_CHUNK_BITS) * ((1 << k) - 1);
            let live = len.saturating_sub(first).min(chunk_len(k));
            // SAFETY: the first `live` slots of this chunk are initialised, and the chunk
            // was allocated as a boxed slice of `chunk_len(k)` elements.
            unsafe {
                std::ptr::drop_in_place(std::ptr::slice_from_raw_parts_mut(p, live));
                drop(Box::from_raw(std::ptr::slice_from_raw_parts_mut(
                    p as *mut MaybeUninit<T>,
                    chunk_len(k),
                )));
            }
        }
    }
}

impl<T: Clone> Clone for AppendVec<T> {
    fn clone(&self) -> Self {
        let v = AppendVec::default();
        for x in self.iter() {
            v.push(x.clone());
        }
        v
    }
}

impl<T: std::fmt::Debug> std::fmt::Debug for AppendVec<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

/// The `FxHasher` hash of `v`.
#[inline]
pub fn fx_hash<T: Hash + ?Sized>(v: &T) -> u64 {
    let mut h = rustc_hash::FxHasher::default();
    v.hash(&mut h);
    h.finish()
}

/// One shard of an [`InternTable`]'s index, padded to its own cache line.
#[repr(align(64))]
struct Shard<K>(Mutex<hashbrown::HashTable<K>>);

/// Interned values of type `T` with handles `K`: equal values get one handle. Interning
/// and reading work through `&self` from any number of threads; the index is split into
/// `SHARDS` independently locked hash tables.
pub struct InternTable<K, T, const SHARDS: usize = 16> {
    items: AppendVec<T>,
    shards: [Shard<K>; SHARDS],
    /// The hash of a stored value; lookups by borrowed parts must hash the same way.
    hash: fn(&T) -> u64,
    _key: PhantomData<K>,
}

impl<K: EntityRef, T, const SHARDS: usize> InternTable<K, T, SHARDS> {
    /// An empty table whose values hash with `hash`.
    pub fn with_hasher(hash: fn(&T) -> u64) -> Self {
        InternTable {
            items: AppendVec::default(),
            shards: std::array::from_fn(|_| Shard(Mutex::new(hashbrown::HashTable::new()))),
            hash,
            _key: PhantomData,
        }
    }

    /// The value of handle `k`.
    #[inline]
    pub fn get(&self, k: K) -> &T {
        self.items.get(k.index())
    }

    /// Number of values (interned or pushed).
    #[inline]
    pub fn len(&self) -> usize {
        self.items.len()
    }

    /// Whether the table is empty.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// All values in handle order.
    pub fn iter(&self) -> impl Iterator<Item = (K, &T)> + '_ {
        self.items.iter().enumerate().map(|(i, v)| (K::new(i), v))
    }

    #[inline]
    fn shard(&self, hash: u64) -> &Mutex<hashbrown::HashTable<K>> {
        // Bits the hash tables use neither for buckets (low bits) nor for tags (top 7).
        &self.shards[(hash >> 32) as usize % SHARDS].0
    }

    /// The handle of the value that `eq` accepts among those with hash `hash`, if any.
    pub fn find(&self, hash: u64, eq: impl Fn(&T) -> bool) -> Option<K> {
        let shard = lock(self.shard(hash));
        shard.find(hash, |&k| eq(self.get(k))).copied()
    }

    /// The handle of the value that `eq` accepts among those with hash `hash` (which must
    /// be the table's hash of that value), creating it with `make` if there is none.
    #[inline]
    pub fn intern_with(&self, hash: u64, eq: impl Fn(&T) -> bool, make: impl FnOnce() -> T) -> K {
        let mut shard = lock(self.shard(hash));
        if let Some(&k) = shard.find(hash, |&k| eq(self.get(k))) {
            return k;
        }
        let k = K::new(self.items.push(make()));
        shard.insert_unique(hash, k, |&k| (self.hash)(self.get(k)));
        k
    }

    /// Appends `v` with a fresh handle, outside the index (values with identity, such as
    /// identified structs, that lookups must never return).
    pub fn push_unique(&self, v: T) -> K {
        K::new(self.items.push(v))
    }
}

impl<K: EntityRef, T: Eq, const SHARDS: usize> InternTable<K, T, SHARDS> {
    /// The handle of `v`, created if needed.
    #[inline]
    pub fn intern(&self, v: T) -> K {
        let hash = (self.hash)(&v);
        let mut shard = lock(self.shard(hash));
        if let Some(&k) = shard.find(hash, |&k| *self.get(k) == v) {
            return k;
        }
        let k = K::new(self.items.push(v));
        shard.insert_unique(hash, k, |&k| (self.hash)(self.get(k)));
        k
    }
}

impl<K: EntityRef, T: Clone, const SHARDS: usize> Clone for InternTable<K, T, SHARDS> {
    fn clone(&self) -> Self {
        let t = InternTable::with_hasher(self.hash);
        for (k, v) in self.iter() {
            let hash = (self.hash)(v);
            let indexed = lock(self.shard(hash)).find(hash, |&x| x == k).is_some();
            let copy = t.push_unique(v.clone());
            if indexed {
                lock(t.shard(hash)).insert_unique(hash, copy, |&x| (t.hash)(t.get(x)));
            }
        }
        t
    }
}

impl<K, T: std::fmt::Debug, const SHARDS: usize> std::fmt::Debug for InternTable<K, T, SHARDS> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.items.fmt(f)
    }
}

/// A handle to an interned byte string.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Sym(u32);
cranelift_entity::entity_impl!(Sym, "sym");

/// Interns byte strings (LLVM names may hold any byte, as in `@"\01foo"`); equal strings
/// share one [`Sym`]. Thread-safe through `&self`.
pub struct Interner<const SHARDS: usize = 16> {
    table: InternTable<Sym, Box<[u8]>, SHARDS>,
}

impl<const SHARDS: usize> Default for Interner<SHARDS> {
    fn default() -> Self {
        Interner {
            table: InternTable::with_hasher(|s| fx_hash(&**s)),
        }
    }
}

impl<const SHARDS: usize> Clone for Interner<SHARDS> {
    fn clone(&self) -> Self {
        Interner {
            table: self.table.clone(),
        }
    }
}

impl<const SHARDS: usize> std::fmt::Debug for Interner<SHARDS> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.table.fmt(f)
    }
}

/// An [`Interner`] that one thread fills (a function's local names): a single shard.
pub type LocalInterner = Interner<1>;

impl<const SHARDS: usize> Interner<SHARDS> {
    /// Returns the symbol for `s`, creating it if needed.
    pub fn intern(&self, s: &[u8]) -> Sym {
        self.table
            .intern_with(fx_hash(s), |x| **x == *s, || s.into())
    }

    /// The symbol for `s` if it was interned.
    pub fn lookup(&self, s: &[u8]) -> Option<Sym> {
        self.table.find(fx_hash(s), |x| **x == *s)
    }

    /// The bytes of `sym`.
    #[inline]
    pub fn get(&self, sym: Sym) -> &[u8] {
        self.table.get(sym)
    }

    /// The bytes of `sym` as text (lossy for non-UTF-8 names).
    pub fn text(&self, sym: Sym) -> std::borrow::Cow<'_, str> {
        String::from_utf8_lossy(self.get(sym))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn append_vec_keeps_elements_in_place_across_chunks() {
        let v = AppendVec::default();
        let first: *const String = {
            v.push("0".to_string());
            v.get(0)
        };
        for i in 1..5000 {
            assert_eq!(v.push(i.to_string()), i);
        }
        assert_eq!(v.len(), 5000);
        assert!(std::ptr::eq(first, v.get(0)));
        assert!((0..5000).all(|i| *v.get(i) == i.to_string()));
        let c = v.clone();
        assert_eq!(c.iter().count(), 5000);
        assert_eq!(c.get(4999), "4999");
    }

    #[test]
    fn locate_covers_indices_without_gaps() {
        assert_eq!(locate(0), (0, 0));
        assert_eq!(locate(31), (0, 31));
        assert_eq!(locate(32), (1, 0));
        assert_eq!(locate(95), (1, 63));
        assert_eq!(locate(96), (2, 0));
        let (k, off) = locate(u32::MAX as usize);
        assert!(k < CHUNKS && off < chunk_len(k));
    }

    #[test]
    fn interning_from_threads_gives_one_handle_per_value() {
        let names: Interner = Interner::default();
        let handles: Vec<Vec<Sym>> = std::thread::scope(|s| {
            let workers: Vec<_> = (0..4)
                .map(|t| {
                    let names = &names;
                    s.spawn(move || {
                        (0..2000)
                            .map(|i| names.intern(format!("n{}", (i * 7 + t) % 1000).as_bytes()))
                            .collect::<Vec<_>>()
                    })
                })
                .collect();
            workers.into_iter().map(|w| w.join().unwrap()).collect()
        });
        assert_eq!(names.table.len(), 1000);
        for (t, hs) in handles.iter().enumerate() {
            for (i, &h) in hs.iter().enumerate() {
                assert_eq!(names.get(h), format!("n{}", (i * 7 + t) % 1000).as_bytes());
            }
        }
        assert_eq!(names.lookup(b"n5"), Some(names.intern(b"n5")));
        assert_eq!(names.lookup(b"absent"), None);
        let copy = names.clone();
        assert_eq!(copy.lookup(b"n999"), names.lookup(b"n999"));
    }
}
