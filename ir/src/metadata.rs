//! Module metadata: numbered nodes (`!7 = distinct !{...}`), named nodes (`!llvm.module.flags`),
//! and instruction/function attachments.
//!
//! Generic tuples are modelled structurally. Specialised nodes (`!DILocation(...)`, any
//! `!DIxxx(...)`) keep their field text verbatim; Kiln does not interpret debug info yet.
//! Numbered nodes keep the number they had in the source, so verbatim text that refers to
//! `!N` stays valid when printed again.

use crate::constant::Constant;
use crate::entity::PrimaryMap;

crate::entity!(
    /// A metadata node of the module.
    MdNode,
    "!"
);

/// One operand of a metadata tuple.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum MdOperand {
    /// `null`
    Null,
    /// `!N`
    Node(MdNode),
    /// `!"text"` (bytes: escapes are decoded).
    Str(Vec<u8>),
    /// A typed constant such as `i32 4` or `ptr @f`.
    Const(Constant),
}

/// The body of a metadata node.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum MdBody {
    /// `!{a, b, ...}`
    Tuple(Vec<MdOperand>),
    /// `!Name(fields)` kept as text (without the parentheses).
    Specialized {
        /// e.g. `DILocation`.
        name: String,
        /// The text between the parentheses.
        fields: String,
    },
}

/// A metadata node definition.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MdNodeData {
    /// The `!N` number it is printed with.
    pub number: u32,
    /// `distinct`
    pub distinct: bool,
    /// The body; `None` while only forward-referenced.
    pub body: Option<MdBody>,
}

/// An attachment `!kind !N` on an instruction, function or global.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MdAttachment {
    /// The kind name without `!`, e.g. `llvm.loop`, `tbaa`.
    pub kind: String,
    /// The attached node.
    pub node: MdNode,
}

/// All metadata of a module.
#[derive(Clone, Debug, Default)]
pub struct MetadataStore {
    /// Numbered nodes.
    pub nodes: PrimaryMap<MdNode, MdNodeData>,
    /// Named nodes `!name = !{!0, !1}` in source order.
    pub named: Vec<(String, Vec<MdNode>)>,
}

impl MetadataStore {
    /// Adds a node with the next free number.
    pub fn add(&mut self, distinct: bool, body: MdBody) -> MdNode {
        let number = self.nodes.values().map(|d| d.number + 1).max().unwrap_or(0);
        self.nodes.push(MdNodeData { number, distinct, body: Some(body) })
    }
}
