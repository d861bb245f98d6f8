//! The machine-code buffer: code with labels, label uses of target-defined kinds,
//! alignment, and islands of constants and veneers, laid out once the function is
//! complete ([`MachBuffer::finish`]).
//!
//! After Cranelift's `MachBuffer`, but laid out at the end rather than as it is emitted,
//! so that a use may also be *shortened* (x86's rel8 jumps). A target describes its
//! label uses by a [`LabelUse`] kind: how far each form reaches, how to write it, its
//! shorter and longer forms (rel8 and rel32; a conditional branch and the same branch
//! inverted over an unconditional one) and its veneer, a longer-range jump placed in an
//! island for a use no form of which reaches.
//!
//! The emitter appends fixed bytes ([`MachBuffer::put`]), the bytes of each label use in
//! its first form right after announcing it ([`MachBuffer::use_label`]), alignment, and
//! islands where it asks for them ([`MachBuffer::island_needed`]). Layout:
//!
//! 1. offsets with every use in its first form (kept while emitting);
//! 2. each use takes its shortest form that reaches its label at the distance of step 1
//!    as well as at that distance less the bytes shortening saves, whichever side of the
//!    use the label is on (what moves between them can only bring it closer);
//! 3. uses that no longer reach (alignment padding grew, or they never did) take their
//!    next longer form, or a veneer in the first island after them, until all reach
//!    (skipped when nothing can have moved apart: no padding, and every use reached).
//!
//! Every form's range includes distance 0. A veneer's own use must reach its label; a
//! constant is deferred before it is used, and a use of it must reach the island it
//! goes in, which [`MachBuffer::island_needed`] sees to.
//!
//! Positions ([`MachPos`]) count fixed bytes and items (uses, alignments, islands) so
//! that a final offset is the position's bytes plus what the items before it add.

use crate::MBlock;
use std::fmt::Debug;

/// A byte offset in a function's code.
pub type CodeOffset = u32;

/// A place in the code a [`LabelUse`] refers to, bound once with
/// [`MachBuffer::bind_label`] or [`MachBuffer::bind_label_at`], or to a constant
/// ([`MachBuffer::defer_constant`]).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct MachLabel(u32);

impl MachLabel {
    /// The label of block `b` (see [`MachBuffer::reserve_labels_for_blocks`]).
    pub fn from_block(b: MBlock) -> Self {
        MachLabel(b)
    }
}

/// A place in the code while it is emitted: after `bytes` fixed bytes and `items` items.
/// [`MachCode::offset`] gives its offset in the laid-out code.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub struct MachPos {
    bytes: u32,
    items: u32,
}

impl MachPos {
    /// The position `bytes` fixed bytes further on (no item between).
    #[inline]
    pub fn offset_by(self, bytes: u32) -> MachPos {
        MachPos {
            bytes: self.bytes + bytes,
            items: self.items,
        }
    }
}

/// A target's kind of label use: a PC-relative field or instruction whose encoding
/// depends on the distance from the use to its label. Distances are measured from the
/// use's offset (its first byte).
pub trait LabelUse: Copy + Eq + Debug {
    /// Alignment of veneers in an island.
    const ALIGN: CodeOffset;

    /// Bytes this form occupies.
    fn patch_size(self) -> CodeOffset;

    /// How far after the use its label may be.
    fn max_pos_range(self) -> CodeOffset;

    /// How far before the use its label may be.
    fn max_neg_range(self) -> CodeOffset;

    /// A shorter form of the same use, tried by the layout (x86 rel32 → rel8).
    fn shorter(self) -> Option<Self> {
        None
    }

    /// A longer form that reaches farther, taken when this one does not reach.
    fn longer(self) -> Option<Self> {
        None
    }

    /// Writes this form for a label at `label_offset`. `code` is the form's
    /// [`patch_size`](LabelUse::patch_size) bytes at `use_offset`, holding the bytes
    /// emitted for the use in its first form, cut or zero-extended to this form's size.
    fn patch(self, code: &mut [u8], use_offset: CodeOffset, label_offset: CodeOffset);

    /// Whether a use no form of which reaches may go through a veneer.
    fn supports_veneer(self) -> bool {
        false
    }

    /// Bytes of this kind's veneer.
    fn veneer_size(self) -> CodeOffset {
        0
    }

    /// Writes a veneer into `veneer` (its [`veneer_size`](LabelUse::veneer_size) bytes
    /// at `veneer_offset`) and returns where in it the veneer's own use of the label is,
    /// and its kind. Called only for kinds that support veneers.
    fn generate_veneer(self, veneer: &mut [u8], veneer_offset: CodeOffset) -> (CodeOffset, Self) {
        let _ = (veneer, veneer_offset);
        unreachable!("{self:?} has no veneer")
    }
}

/// Whether `kind` reaches a label `distance` bytes from the use.
fn reaches<U: LabelUse>(kind: U, distance: i64) -> bool {
    (-i64::from(kind.max_neg_range())..=i64::from(kind.max_pos_range())).contains(&distance)
}

/// The longest form `kind` relaxes to.
fn longest<U: LabelUse>(mut kind: U) -> U {
    while let Some(l) = kind.longer() {
        kind = l;
    }
    kind
}

/// Bytes of padding that align offset `at` to `1 << pow2`, none when more than `max`.
fn align_pad(at: CodeOffset, pow2: u8, max: CodeOffset) -> CodeOffset {
    let pad = at.next_multiple_of(1 << pow2) - at;
    if pad > max {
        0
    } else {
        pad
    }
}

/// What alignment padding is made of.
#[derive(Copy, Clone, Debug)]
pub enum Padding {
    /// This byte repeated.
    Byte(u8),
    /// Instructions that do nothing, written by this function (`len` bytes onto `out`).
    Code(fn(out: &mut Vec<u8>, len: usize)),
}

/// Where a label is.
#[derive(Copy, Clone, Debug)]
enum LabelAt {
    Unbound,
    Pos(MachPos),
    /// Entry `.0` of [`MachBuffer::constants`].
    Constant(u32),
}

/// A constant waiting for, or placed in, an island.
struct Constant {
    /// Where its bytes are in [`MachBuffer::constant_bytes`].
    bytes: std::ops::Range<u32>,
    align: CodeOffset,
    /// The island item it is in (`u32::MAX` while pending), and its offset from the
    /// island's aligned start.
    island: u32,
    offset: CodeOffset,
}

/// A veneer in an island for the use that goes through it.
struct Veneer {
    island: u32,
    /// The use item that goes through it.
    user: u32,
    /// Offset from the island's aligned start.
    offset: CodeOffset,
}

/// Something in the code whose size is known only at layout.
enum ItemKind<U> {
    /// A label use; its first form's bytes follow in the fixed bytes.
    Use {
        label: MachLabel,
        first: U,
        form: U,
        /// Index of its veneer in [`MachBuffer::veneers`], `u32::MAX` when none.
        veneer: u32,
    },
    Align {
        pow2: u8,
        max: CodeOffset,
        padding: Padding,
    },
    /// Constants (from offset 0 of its start aligned to `1 << pow2`, ending at
    /// `constants_end`) and then veneers (`veneer_bytes`).
    Island {
        pow2: u8,
        constants: std::ops::Range<u32>,
        constants_end: CodeOffset,
        veneer_bytes: CodeOffset,
    },
}

struct Item<U> {
    /// Fixed bytes before it.
    at: CodeOffset,
    kind: ItemKind<U>,
}

impl<U: LabelUse> Item<U> {
    /// The bytes it adds to the fixed bytes (wrapping: a use may take fewer) when it
    /// starts at offset `start`.
    fn size_change(&self, start: CodeOffset) -> CodeOffset {
        match self.kind {
            ItemKind::Use { first, form, .. } => form.patch_size().wrapping_sub(first.patch_size()),
            ItemKind::Align { pow2, max, .. } => align_pad(start, pow2, max),
            ItemKind::Island {
                pow2,
                constants_end,
                veneer_bytes,
                ..
            } => align_pad(start, pow2, CodeOffset::MAX) + constants_end + veneer_bytes,
        }
    }
}

/// Code being emitted, generic over the target's [`LabelUse`] kind.
pub struct MachBuffer<U: LabelUse> {
    /// The fixed bytes, including the first form of each use.
    data: Vec<u8>,
    items: Vec<Item<U>>,
    labels: Vec<LabelAt>,
    constants: Vec<Constant>,
    constant_bytes: Vec<u8>,
    /// The first constant no island holds yet.
    pending_constants: usize,
    veneers: Vec<Veneer>,
    /// What the items so far may add to the fixed bytes at most (used for
    /// [`MachBuffer::island_needed`]).
    growth_bound: CodeOffset,
    /// Bytes the next island may need at most.
    pending_island_bytes: CodeOffset,
    /// The offset bound (fixed bytes plus `growth_bound`) the next island must start by.
    deadline: CodeOffset,
    /// Whether there is alignment padding (in an island too), which moving code can
    /// grow.
    has_padding: bool,
    /// Per item, the bytes the items before it add (`shift[k]`), plus the total; kept
    /// up to date while emitting (every use in its first form).
    shift: Vec<CodeOffset>,
}

impl<U: LabelUse> MachBuffer<U> {
    /// An empty buffer with room for `bytes` bytes of code and `items` items.
    pub fn with_capacity(bytes: usize, items: usize) -> Self {
        MachBuffer {
            data: Vec::with_capacity(bytes),
            items: Vec::with_capacity(items),
            labels: Vec::new(),
            constants: Vec::new(),
            constant_bytes: Vec::new(),
            pending_constants: 0,
            veneers: Vec::new(),
            growth_bound: 0,
            pending_island_bytes: 0,
            deadline: CodeOffset::MAX,
            has_padding: false,
            shift: {
                let mut shift = Vec::with_capacity(items + 1);
                shift.push(0);
                shift
            },
        }
    }

    /// The fixed bytes so far, for encoders that append in place; only append.
    pub fn data_mut(&mut self) -> &mut Vec<u8> {
        &mut self.data
    }

    /// Appends fixed bytes.
    #[inline]
    pub fn put(&mut self, bytes: &[u8]) {
        self.data.extend_from_slice(bytes);
    }

    /// The current position.
    #[inline]
    pub fn cur_pos(&self) -> MachPos {
        MachPos {
            bytes: self.data.len() as u32,
            items: self.items.len() as u32,
        }
    }

    /// Makes the first `blocks` labels those of blocks `0..blocks`
    /// ([`MachLabel::from_block`]); called before any other label is made.
    pub fn reserve_labels_for_blocks(&mut self, blocks: usize) {
        debug_assert!(self.labels.is_empty());
        self.labels.resize(blocks, LabelAt::Unbound);
    }

    /// A new, unbound label.
    pub fn get_label(&mut self) -> MachLabel {
        self.labels.push(LabelAt::Unbound);
        MachLabel(self.labels.len() as u32 - 1)
    }

    /// Binds `label` to the current position.
    pub fn bind_label(&mut self, label: MachLabel) {
        self.bind_label_at(label, self.cur_pos());
    }

    /// Binds `label` to `pos`, a position of this buffer's (current or earlier).
    #[inline]
    pub fn bind_label_at(&mut self, label: MachLabel, pos: MachPos) {
        debug_assert!(matches!(self.labels[label.0 as usize], LabelAt::Unbound));
        self.labels[label.0 as usize] = LabelAt::Pos(pos);
    }

    /// Records a use of `label` of kind `kind` here; the emitter then puts the use's
    /// `kind.patch_size()` bytes.
    #[inline(always)]
    pub fn use_label(&mut self, label: MachLabel, kind: U) {
        let long = longest(kind);
        if kind.supports_veneer() || matches!(self.labels[label.0 as usize], LabelAt::Constant(_)) {
            self.wait_for_island(label, kind, long);
        }
        self.growth_bound += long.patch_size().saturating_sub(kind.patch_size());
        // In its first form, a use adds nothing to the shift.
        self.shift.push(self.shift[self.items.len()]);
        self.items.push(Item {
            at: self.data.len() as CodeOffset,
            kind: ItemKind::Use {
                label,
                first: kind,
                form: kind,
                veneer: u32::MAX,
            },
        });
    }

    /// Makes the next island come soon enough for a use of `label` of kind `kind` (whose
    /// longest form is `long`) about to be recorded, when the label is a constant not
    /// placed yet or the use may need a veneer.
    fn wait_for_island(&mut self, label: MachLabel, kind: U, long: U) {
        let upper = self.data.len() as CodeOffset + self.growth_bound;
        let in_island = match self.labels[label.0 as usize] {
            // A constant not placed yet.
            LabelAt::Constant(c) => self.constants[c as usize].island == u32::MAX,
            LabelAt::Pos(p) => {
                // A label behind: whether the longest form surely reaches it.
                kind.supports_veneer() && !reaches(long, i64::from(p.bytes) - i64::from(upper))
            }
            LabelAt::Unbound => kind.supports_veneer(),
        };
        if in_island {
            // The constant or a veneer goes in the next island, which the use must reach.
            self.deadline = self
                .deadline
                .min(upper.saturating_add(long.max_pos_range()));
            if kind.supports_veneer() {
                self.pending_island_bytes += kind.veneer_size() + U::ALIGN - 1;
            }
        }
    }

    /// Pads to a multiple of `1 << pow2` bytes, unless that takes more than `max` bytes.
    pub fn align(&mut self, pow2: u8, max: Option<CodeOffset>, padding: Padding) {
        let max = max.unwrap_or(CodeOffset::MAX);
        self.growth_bound += ((1 << pow2) - 1).min(max);
        self.has_padding = true;
        self.push_item(ItemKind::Align { pow2, max, padding });
    }

    /// Binds `label` to `bytes`, aligned to `align` (a power of two), placed in the next
    /// island.
    pub fn defer_constant(&mut self, label: MachLabel, align: CodeOffset, bytes: &[u8]) {
        debug_assert!(align.is_power_of_two());
        let start = self.constant_bytes.len() as u32;
        self.constant_bytes.extend_from_slice(bytes);
        self.labels[label.0 as usize] = LabelAt::Constant(self.constants.len() as u32);
        self.constants.push(Constant {
            bytes: start..self.constant_bytes.len() as u32,
            align,
            island: u32::MAX,
            offset: 0,
        });
        self.pending_island_bytes += bytes.len() as CodeOffset + align - 1;
    }

    /// Whether an island must come before `distance` more bytes of code so that every
    /// use waiting for one reaches it.
    pub fn island_needed(&self, distance: CodeOffset) -> bool {
        let end = self.data.len() as CodeOffset + self.growth_bound;
        end.saturating_add(distance + self.pending_island_bytes) > self.deadline
    }

    /// Places an island here: the constants deferred since the last one, and the veneers
    /// the layout finds that uses before it need. Code must not run into it (the emitter
    /// jumps around it when it is not after an unconditional branch).
    pub fn emit_island(&mut self) {
        let island = self.items.len() as u32;
        let first = self.pending_constants;
        // Offsets from the start aligned to the largest alignment.
        let mut end: CodeOffset = 0;
        let mut pow2 = U::ALIGN.trailing_zeros() as u8;
        for c in &mut self.constants[first..] {
            pow2 = pow2.max(c.align.trailing_zeros() as u8);
            c.offset = end.next_multiple_of(c.align);
            c.island = island;
            end = c.offset + c.bytes.len() as CodeOffset;
        }
        self.pending_constants = self.constants.len();
        self.growth_bound += self.pending_island_bytes + (1 << pow2) - 1;
        self.pending_island_bytes = 0;
        self.deadline = CodeOffset::MAX;
        self.has_padding = true;
        self.push_item(ItemKind::Island {
            pow2,
            constants: first as u32..self.constants.len() as u32,
            constants_end: end.next_multiple_of(U::ALIGN),
            veneer_bytes: 0,
        });
    }

    /// Appends an item here, and what it adds to the shift.
    fn push_item(&mut self, kind: ItemKind<U>) {
        let at = self.data.len() as CodeOffset;
        let before = self.shift[self.items.len()];
        let item = Item { at, kind };
        let after = before.wrapping_add(item.size_change(at.wrapping_add(before)));
        self.items.push(item);
        self.shift.push(after);
    }

    /// Computes `shift` for the current forms and veneers.
    fn compute_shift(&mut self) {
        let mut extra: CodeOffset = 0;
        for (item, shift) in self.items.iter().zip(&mut self.shift[1..]) {
            extra = extra.wrapping_add(item.size_change(item.at.wrapping_add(extra)));
            *shift = extra;
        }
    }

    /// The offset of item `k` with the current `shift`.
    #[inline]
    fn item_offset(&self, k: u32) -> CodeOffset {
        self.items[k as usize]
            .at
            .wrapping_add(self.shift[k as usize])
    }

    /// The aligned start of island item `k` with the current `shift`.
    fn island_start(&self, k: u32) -> CodeOffset {
        let ItemKind::Island { pow2, .. } = self.items[k as usize].kind else {
            unreachable!("not an island")
        };
        let start = self.item_offset(k);
        start + align_pad(start, pow2, CodeOffset::MAX)
    }

    /// Where `label` is with the current `shift`.
    #[inline(always)]
    fn label_offset(&self, label: MachLabel) -> CodeOffset {
        match self.labels[label.0 as usize] {
            LabelAt::Pos(p) => p.bytes.wrapping_add(self.shift[p.items as usize]),
            LabelAt::Constant(c) => self.constant_offset(c),
            LabelAt::Unbound => panic!("label {label:?} used but never bound"),
        }
    }

    /// Where constant `c` is with the current `shift`.
    fn constant_offset(&self, c: u32) -> CodeOffset {
        let c = &self.constants[c as usize];
        self.island_start(c.island) + c.offset
    }

    /// Where a use of `label` with veneer `veneer` jumps to with the current `shift`:
    /// its veneer or its label.
    #[inline(always)]
    fn target(&self, label: MachLabel, veneer: u32) -> CodeOffset {
        match self.veneers.get(veneer as usize) {
            Some(v) => self.veneer_offset(v),
            None => self.label_offset(label),
        }
    }

    fn veneer_offset(&self, v: &Veneer) -> CodeOffset {
        let ItemKind::Island { constants_end, .. } = self.items[v.island as usize].kind else {
            unreachable!("veneer outside an island")
        };
        self.island_start(v.island) + constants_end + v.offset
    }

    /// Step 2 of the layout: shortens the uses that reach in a shorter form. Reports
    /// whether any changed, and whether every use reached its label in its first form.
    fn shorten(&mut self) -> (bool, bool) {
        let (mut shortened, mut all_reach) = (false, true);
        for k in 0..self.items.len() as u32 {
            let ItemKind::Use { label, form, .. } = self.items[k as usize].kind else {
                continue;
            };
            // No use has a veneer yet.
            let distance = i64::from(self.label_offset(label)) - i64::from(self.item_offset(k));
            if !reaches(form, distance) {
                all_reach = false;
                continue;
            }
            let mut chosen = form;
            while let Some(short) = chosen.shorter() {
                let saved = i64::from(form.patch_size() - short.patch_size());
                if !(reaches(short, distance) && reaches(short, distance - saved)) {
                    break;
                }
                chosen = short;
            }
            if chosen != form {
                if let ItemKind::Use { form, .. } = &mut self.items[k as usize].kind {
                    *form = chosen;
                }
                shortened = true;
            }
        }
        (shortened, all_reach)
    }

    /// Step 3 of the layout: gives every use that does not reach its next longer form,
    /// or a veneer; reports whether any changed.
    fn lengthen(&mut self) -> bool {
        let mut grew = false;
        for k in 0..self.items.len() as u32 {
            let ItemKind::Use {
                label,
                form,
                veneer,
                ..
            } = self.items[k as usize].kind
            else {
                continue;
            };
            let at = self.item_offset(k);
            if reaches(form, i64::from(self.target(label, veneer)) - i64::from(at)) {
                continue;
            }
            grew = true;
            if let Some(long) = form.longer() {
                if let ItemKind::Use { form, .. } = &mut self.items[k as usize].kind {
                    *form = long;
                }
                continue;
            }
            assert!(
                form.supports_veneer() && veneer == u32::MAX,
                "label use {form:?} at {at} out of range"
            );
            let island = self.items[k as usize..]
                .iter()
                .position(|i| matches!(i.kind, ItemKind::Island { .. }))
                .map(|i| k + i as u32)
                .expect("an island after a use that needs a veneer");
            let index = self.veneers.len() as u32;
            let ItemKind::Island { veneer_bytes, .. } = &mut self.items[island as usize].kind
            else {
                unreachable!("found an island")
            };
            self.veneers.push(Veneer {
                island,
                user: k,
                offset: *veneer_bytes,
            });
            *veneer_bytes += form.veneer_size().next_multiple_of(U::ALIGN);
            if let ItemKind::Use { veneer, .. } = &mut self.items[k as usize].kind {
                *veneer = index;
            }
        }
        grew
    }

    /// Lays the code out (see the module documentation) and writes it.
    pub fn finish(mut self) -> MachCode<U> {
        if self.pending_constants < self.constants.len() || self.pending_island_bytes > 0 {
            self.emit_island();
        }
        let (shortened, all_reach) = self.shorten();
        if shortened {
            self.compute_shift();
        }
        // Without padding, shortening only brings labels closer (every range includes
        // distance 0): uses that reached still do.
        if self.has_padding || !all_reach {
            while self.lengthen() {
                self.compute_shift();
            }
        }
        let len = (self.data.len() as CodeOffset).wrapping_add(self.shift[self.items.len()]);
        let mut code = Vec::with_capacity(len as usize);
        let mut from = 0;
        for (k, item) in self.items.iter().enumerate() {
            let at = item.at as usize;
            debug_assert_eq!(
                (code.len() + at - from) as CodeOffset,
                self.item_offset(k as u32)
            );
            if !matches!(item.kind, ItemKind::Use { .. }) {
                code.extend_from_slice(&self.data[from..at]);
                from = at;
            }
            match item.kind {
                ItemKind::Use {
                    label,
                    first,
                    form,
                    veneer,
                } => {
                    // The fixed bytes before it, and its own bytes.
                    let start = code.len() + at - from;
                    let (first_len, len) =
                        (first.patch_size() as usize, form.patch_size() as usize);
                    code.extend_from_slice(&self.data[from..at + first_len.min(len)]);
                    code.resize(start + len, 0);
                    from = at + first_len;
                    let target = self.target(label, veneer);
                    form.patch(&mut code[start..], start as CodeOffset, target);
                }
                ItemKind::Align { pow2, max, padding } => {
                    let pad = align_pad(code.len() as CodeOffset, pow2, max) as usize;
                    match padding {
                        Padding::Byte(b) => code.resize(code.len() + pad, b),
                        Padding::Code(fill) => fill(&mut code, pad),
                    }
                }
                ItemKind::Island { .. } => self.write_island(k as u32, &mut code),
            }
        }
        code.extend_from_slice(&self.data[from..]);
        MachCode { code, buffer: self }
    }

    /// Writes island item `k` at the end of `code`.
    fn write_island(&self, k: u32, code: &mut Vec<u8>) {
        let ItemKind::Island {
            ref constants,
            constants_end,
            ..
        } = self.items[k as usize].kind
        else {
            unreachable!("not an island")
        };
        let start = self.island_start(k) as usize;
        code.resize(start, 0);
        for c in &self.constants[constants.start as usize..constants.end as usize] {
            code.resize(start + c.offset as usize, 0);
            code.extend_from_slice(
                &self.constant_bytes[c.bytes.start as usize..c.bytes.end as usize],
            );
        }
        code.resize(start + constants_end as usize, 0);
        for v in self.veneers.iter().filter(|v| v.island == k) {
            let ItemKind::Use { label, form, .. } = self.items[v.user as usize].kind else {
                unreachable!("a veneer's user is a use")
            };
            let at = self.veneer_offset(v);
            code.resize((at + form.veneer_size()) as usize, 0);
            let (use_at, kind) = form.generate_veneer(&mut code[at as usize..], at);
            let use_offset = at + use_at;
            let label_offset = self.label_offset(label);
            assert!(
                reaches(kind, i64::from(label_offset) - i64::from(use_offset)),
                "veneer at {at} does not reach its label"
            );
            let field = use_offset as usize..(use_offset + kind.patch_size()) as usize;
            kind.patch(&mut code[field], use_offset, label_offset);
        }
        let end = self.items[k as usize]
            .at
            .wrapping_add(self.shift[k as usize + 1]);
        code.resize(end as usize, 0);
    }
}

/// Laid-out code: the bytes, and where positions and labels ended up.
pub struct MachCode<U: LabelUse> {
    /// The function's code.
    pub code: Vec<u8>,
    buffer: MachBuffer<U>,
}

impl<U: LabelUse> MachCode<U> {
    /// The offset of `pos` in the code.
    #[inline]
    pub fn offset(&self, pos: MachPos) -> CodeOffset {
        pos.bytes
            .wrapping_add(self.buffer.shift[pos.items as usize])
    }

    /// The offset of `label` in the code.
    pub fn label_offset(&self, label: MachLabel) -> CodeOffset {
        self.buffer.label_offset(label)
    }
}

#[cfg(test)]
mod tests;
