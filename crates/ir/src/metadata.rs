//! Metadata, kept cheap: node definitions and inline nodes are stored as their source text
//! (checked for syntax and for references to undefined nodes when parsed) and only
//! interpreted when a pass asks. Function-local metadata that names SSA values (call
//! arguments, `#dbg_*` record operands, `!DIArgList`) is parsed into [`MdOperand`]s.

use crate::inst::Value;
use crate::intern::{AppendVec, Sym};
use rustc_hash::FxHashMap;

/// A reference to a metadata node.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum MdRef {
    /// `!N`.
    Node(u32),
    /// An inline node (`!{}`, `!"str"`, `!DIExpression()`…), index into
    /// [`Metadata::inline`].
    Inline(u32),
}

/// A function-local metadata operand.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum MdOperand {
    /// A value wrapped as metadata (`metadata i32 %x`, `ptr %p` in a record).
    Value(Value),
    /// A metadata node.
    Ref(MdRef),
    /// `!DIArgList(i32 %a, i32 %b)`.
    ArgList(Box<[Value]>),
}

/// A numbered node definition: `!N = [distinct] <text>`.
#[derive(Clone, Debug)]
pub struct MdNodeDef {
    pub num: u32,
    pub distinct: bool,
    /// The node's text (from `!` to its end) in [`Metadata::text`].
    pub text: (u32, u32),
    /// Byte position of the definition (`!N`) in the source.
    pub pos: u32,
}

/// A named metadata node: `!name = !{!0, !1}`.
#[derive(Clone, Debug)]
pub struct NamedMd {
    pub name: Sym,
    pub nodes: Vec<MdRef>,
}

/// All metadata of a module.
#[derive(Clone, Debug, Default)]
pub struct Metadata {
    /// Text of node definitions and inline nodes.
    pub text: Vec<u8>,
    /// Numbered node definitions in source order.
    pub nodes: Vec<MdNodeDef>,
    /// Node number → index in `nodes`.
    pub node_index: NodeIndex,
    /// Inline nodes' text. Added through `&self`, so that function bodies (which hold most
    /// inline nodes) can be parsed in parallel.
    pub inline: AppendVec<Box<[u8]>>,
    /// Named metadata in source order.
    pub named: Vec<NamedMd>,
    /// The debug-info summaries of the numbered nodes, made as they are asked for.
    pub summaries: crate::debuginfo::Summaries,
}

impl Metadata {
    /// Stores `bytes` as text and returns its range.
    pub fn add_text(&mut self, bytes: &[u8]) -> (u32, u32) {
        let start = self.text.len() as u32;
        self.text.extend_from_slice(bytes);
        (start, bytes.len() as u32)
    }

    /// The text of a stored range.
    pub fn text_of(&self, r: (u32, u32)) -> &[u8] {
        &self.text[r.0 as usize..(r.0 + r.1) as usize]
    }

    /// Adds an inline node holding `bytes`.
    pub fn add_inline(&self, bytes: &[u8]) -> MdRef {
        MdRef::Inline(self.inline.push(bytes.into()) as u32)
    }

    /// The definition of node `!num`.
    pub fn node(&self, num: u32) -> Option<&MdNodeDef> {
        self.node_index.get(num).map(|i| &self.nodes[i as usize])
    }

    /// The text of a reference: the node's defining text, or the inline text.
    pub fn ref_text(&self, r: MdRef) -> Option<&[u8]> {
        match r {
            MdRef::Node(n) => self.node(n).map(|d| self.text_of(d.text)),
            MdRef::Inline(i) => {
                let i = i as usize;
                (i < self.inline.len()).then(|| &**self.inline.get(i))
            }
        }
    }
}

/// Where each numbered node is in [`Metadata::nodes`]. LLVM numbers nodes densely from 0,
/// so numbers are looked up in a vector; a number far beyond the count of nodes (which
/// would make the vector huge) goes to a map instead.
#[derive(Clone, Debug, Default)]
pub struct NodeIndex {
    /// Index by number, [`NodeIndex::ABSENT`] where no node is (or where the node is in
    /// `sparse`).
    dense: Vec<u32>,
    sparse: FxHashMap<u32, u32>,
    /// How many nodes are defined.
    len: usize,
}

impl NodeIndex {
    const ABSENT: u32 = u32::MAX;

    /// The index of node `num`, if it is defined.
    #[inline]
    pub fn get(&self, num: u32) -> Option<u32> {
        match self.dense.get(num as usize) {
            Some(&i) if i != Self::ABSENT => Some(i),
            _ if self.sparse.is_empty() => None,
            _ => self.sparse.get(&num).copied(),
        }
    }

    /// Whether node `num` is defined.
    pub fn contains(&self, num: u32) -> bool {
        self.get(num).is_some()
    }

    /// Records that node `num` (not yet defined) is at `index`.
    pub fn insert(&mut self, num: u32, index: u32) {
        self.len += 1;
        let n = num as usize;
        if n >= self.dense.len() && n < 2 * self.len + 4096 {
            let grown = (2 * self.dense.len()).clamp(n + 1, 2 * self.len + 4096);
            self.dense.resize(grown, Self::ABSENT);
        }
        match self.dense.get_mut(n) {
            Some(slot) => *slot = index,
            None => {
                self.sparse.insert(num, index);
            }
        }
    }
}
