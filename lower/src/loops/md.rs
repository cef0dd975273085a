//! Loop metadata (seed 003, LLVM's "Code Transformation Metadata"): a loop's LoopID is the
//! `!llvm.loop` node on its latch branch, a distinct tuple whose first operand is itself and
//! whose other operands are attributes `!{!"name", value...}` (and `!DILocation`s: the loop's
//! source range). This file reads attributes the way LLVM's `LoopUtils` does, decides each
//! transformation's mode (`hasUnrollTransformation` and its siblings), and builds the LoopIDs
//! of transformed loops: follow-ups (`makeFollowupLoopID`) and "already transformed" IDs
//! (`makePostTransformationMetadata`).
//!
//! Metadata nodes are immutable: changing a loop's attributes means a new LoopID on every latch.
//! The legacy `!llvm.mem.parallel_loop_access` lists on memory instructions name LoopIDs, so they
//! are retargeted to the new ID (`set_loop_id`); `llvm.loop.parallel_accesses` names access
//! groups, which do not change, and is carried like any other attribute.

use kiln_ir::metadata::{MdAttachment, MdBody, MdNode, MdOperand, MetadataStore};
use kiln_ir::{Block, ConstData, Func, Function, Module};

/// The attachment kind of a LoopID.
pub const LOOP_KIND: &str = "llvm.loop";

/// How a transformation is asked for (LLVM's `TransformationMode`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Nothing said: heuristics decide.
    Unspecified,
    /// Enabled by metadata, but not forced (e.g. a vectorize width > 1).
    Enable,
    /// Disabled, but not by the user: `llvm.loop.disable_nonforced`, or already applied.
    Disable,
    /// Forced by the user: it must be applied or a warning given.
    Forced,
    /// Disabled by the user.
    Suppressed,
}

/// The LoopID of the loop whose latches are `latches`: the `llvm.loop` node every latch
/// terminator carries (none when they disagree or one has none, as `Loop::getLoopID`), and which
/// is a well-formed LoopID (a tuple whose first operand is itself).
pub fn loop_id(m: &Module, f: &Function, latches: &[Block]) -> Option<MdNode> {
    let mut id = None;
    for &latch in latches {
        let term = f.terminator(latch)?;
        let node = f.inst_metadata.get(&term)?.iter().find(|a| a.kind == LOOP_KIND)?.node;
        if id.is_some_and(|i| i != node) {
            return None;
        }
        id = Some(node);
    }
    let id = id?;
    match ops(&m.metadata, id) {
        Some([MdOperand::Node(first), ..]) if *first == id => Some(id),
        _ => None,
    }
}

/// Makes `id` the LoopID of the loop with latches `latches` (`None`: no LoopID), and retargets
/// `!llvm.mem.parallel_loop_access` lists naming the old ID in `blocks` (the loop's blocks).
pub fn set_loop_id(m: &mut Module, func: Func, latches: &[Block], blocks: &[Block], id: Option<MdNode>) {
    let old = loop_id(m, &m.funcs[func], latches);
    let Module { metadata, funcs, .. } = m;
    let f = &mut funcs[func];
    for &latch in latches {
        let Some(term) = f.terminator(latch) else { continue };
        let atts = f.inst_metadata.entry(term).or_default();
        atts.retain(|a| a.kind != LOOP_KIND);
        if let Some(id) = id {
            atts.push(MdAttachment { kind: LOOP_KIND.to_string(), node: id });
        }
        if atts.is_empty() {
            f.inst_metadata.remove(&term);
        }
    }
    let (Some(old), Some(new)) = (old, id) else { return };
    if old == new {
        return;
    }
    for &b in blocks {
        for &i in f.layout.block_insts(b) {
            let Some(atts) = f.inst_metadata.get_mut(&i) else { continue };
            for a in atts.iter_mut().filter(|a| a.kind == "llvm.mem.parallel_loop_access") {
                let Some(list) = ops(metadata, a.node) else { continue };
                if !list.contains(&MdOperand::Node(old)) {
                    continue;
                }
                let list: Vec<MdOperand> = list
                    .iter()
                    .map(|o| if *o == MdOperand::Node(old) { MdOperand::Node(new) } else { o.clone() })
                    .collect();
                a.node = intern(metadata, list);
            }
        }
    }
}

/// The operands of a tuple node.
pub fn ops(md: &MetadataStore, n: MdNode) -> Option<&[MdOperand]> {
    match md.nodes[n].body.as_ref()? {
        MdBody::Tuple(ops) => Some(ops),
        MdBody::Specialized { .. } => None,
    }
}

/// The name of an attribute node (its first operand, a string).
fn attr_name(md: &MetadataStore, n: MdNode) -> Option<&[u8]> {
    match ops(md, n)?.first()? {
        MdOperand::Str(s) => Some(s),
        _ => None,
    }
}

/// The attributes of LoopID `id` (operands after the self-reference).
pub fn attributes(md: &MetadataStore, id: MdNode) -> impl Iterator<Item = &MdOperand> + '_ {
    ops(md, id).unwrap_or(&[]).iter().skip(1)
}

/// The first attribute of `id` named `name` (LLVM's `findOptionMDForLoopID`), as the node.
pub fn find_attr(md: &MetadataStore, id: Option<MdNode>, name: &str) -> Option<MdNode> {
    attributes(md, id?).find_map(|o| match o {
        MdOperand::Node(n) if attr_name(md, *n) == Some(name.as_bytes()) => Some(*n),
        _ => None,
    })
}

/// True when some branch of `func` carries a LoopID (the passes that act only on metadata skip
/// other functions without computing anything).
pub fn has_loop_ids(func: &kiln_ir::Function) -> bool {
    func.inst_metadata.values().any(|atts| atts.iter().any(|a| a.kind == LOOP_KIND))
}

/// True when attribute operand `o` is named with one of `prefixes`.
fn named_with_prefix(md: &MetadataStore, o: &MdOperand, prefixes: &[&str]) -> bool {
    match o {
        MdOperand::Node(n) => attr_name(md, *n).is_some_and(|s| prefixes.iter().any(|p| s.starts_with(p.as_bytes()))),
        _ => false,
    }
}

/// True when `id` has an attribute whose name starts with `prefix` (LLVM's `hasAnyUnrollPragma`).
pub fn has_prefixed_attr(m: &Module, id: Option<MdNode>, prefix: &str) -> bool {
    id.is_some_and(|id| attributes(&m.metadata, id).any(|o| named_with_prefix(&m.metadata, o, &[prefix])))
}

/// A boolean attribute (`getOptionalBoolLoopAttribute`): present without a value is true; with
/// an integer value, that value is nonzero.
pub fn bool_attr(m: &Module, id: Option<MdNode>, name: &str) -> Option<bool> {
    let n = find_attr(&m.metadata, id, name)?;
    match ops(&m.metadata, n)? {
        [_] => Some(true),
        [_, v] => Some(const_int(m, v).is_none_or(|x| x != 0)),
        _ => Some(true),
    }
}

/// A boolean attribute that is true (absent: false).
pub fn flag(m: &Module, id: Option<MdNode>, name: &str) -> bool {
    bool_attr(m, id, name).unwrap_or(false)
}

/// An integer attribute (`getOptionalIntLoopAttribute`), sign-extended.
pub fn int_attr(m: &Module, id: Option<MdNode>, name: &str) -> Option<i64> {
    let n = find_attr(&m.metadata, id, name)?;
    match ops(&m.metadata, n)? {
        [_, v] => const_int(m, v),
        _ => None,
    }
}

/// The value of an integer constant operand, sign-extended from its width.
fn const_int(m: &Module, o: &MdOperand) -> Option<i64> {
    let MdOperand::Const(c) = o else { return None };
    match m.consts.data(*c) {
        ConstData::Int { ty, value } => {
            let bits = m.types.int_bits(*ty)?;
            let v = *value as u64;
            Some(if bits >= 64 { v as i64 } else { ((v << (64 - bits)) as i64) >> (64 - bits) })
        }
        ConstData::Zero(_) => Some(0),
        _ => None,
    }
}

/// `llvm.loop.disable_nonforced`: every transformation not forced is off.
pub fn disable_nonforced(m: &Module, id: Option<MdNode>) -> bool {
    flag(m, id, "llvm.loop.disable_nonforced")
}

/// Unrolling's mode (`hasUnrollTransformation`).
pub fn unroll_mode(m: &Module, id: Option<MdNode>) -> Mode {
    if flag(m, id, "llvm.loop.unroll.disable") {
        return Mode::Suppressed;
    }
    if let Some(count) = int_attr(m, id, "llvm.loop.unroll.count") {
        return if count == 1 { Mode::Suppressed } else { Mode::Forced };
    }
    if flag(m, id, "llvm.loop.unroll.enable") || flag(m, id, "llvm.loop.unroll.full") {
        return Mode::Forced;
    }
    if disable_nonforced(m, id) {
        return Mode::Disable;
    }
    Mode::Unspecified
}

/// Unroll-and-jam's mode (`hasUnrollAndJamTransformation`, with the rule of LLVM's pass): a loop
/// with an `llvm.loop.unroll.*` attribute and no `llvm.loop.unroll_and_jam.*` one is left to the
/// unroller (suppressed: `#pragma nounroll` disables unroll-and-jam too, and seed 003's
/// `llvm.loop.unroll.disable` on an unroll-and-jammed loop keeps it from being jammed again),
/// while clang's `#pragma unroll_and_jam`, which writes `llvm.loop.unroll.disable` next to
/// `llvm.loop.unroll_and_jam.enable`/`.count`, forces it.
pub fn unroll_and_jam_mode(m: &Module, id: Option<MdNode>) -> Mode {
    if flag(m, id, "llvm.loop.unroll_and_jam.disable") {
        return Mode::Suppressed;
    }
    if let Some(count) = int_attr(m, id, "llvm.loop.unroll_and_jam.count") {
        return if count == 1 { Mode::Suppressed } else { Mode::Forced };
    }
    if flag(m, id, "llvm.loop.unroll_and_jam.enable") {
        return Mode::Forced;
    }
    if has_prefixed_attr(m, id, "llvm.loop.unroll.") {
        return Mode::Suppressed;
    }
    if disable_nonforced(m, id) {
        return Mode::Disable;
    }
    Mode::Unspecified
}

/// Vectorization's mode (`hasVectorizeTransformation`); `llvm.loop.vectorize.width` is read as a
/// fixed width (a scalable `{i32 N, i1 true}` width is not distinguished).
pub fn vectorize_mode(m: &Module, id: Option<MdNode>) -> Mode {
    let enable = bool_attr(m, id, "llvm.loop.vectorize.enable");
    if enable == Some(false) {
        return Mode::Suppressed;
    }
    let width = int_attr(m, id, "llvm.loop.vectorize.width");
    let interleave = int_attr(m, id, "llvm.loop.interleave.count");
    let scalar = width == Some(1) && interleave == Some(1);
    if enable == Some(true) && scalar {
        return Mode::Suppressed;
    }
    if flag(m, id, "llvm.loop.isvectorized") {
        return Mode::Disable;
    }
    if enable == Some(true) {
        return Mode::Forced;
    }
    if scalar {
        return Mode::Disable;
    }
    if width.is_some_and(|w| w > 1) || interleave.is_some_and(|i| i > 1) {
        return Mode::Enable;
    }
    if disable_nonforced(m, id) {
        return Mode::Disable;
    }
    Mode::Unspecified
}

/// Distribution's mode (`hasDistributeTransformation`).
pub fn distribute_mode(m: &Module, id: Option<MdNode>) -> Mode {
    if flag(m, id, "llvm.loop.distribute.enable") {
        return Mode::Forced;
    }
    if disable_nonforced(m, id) {
        return Mode::Disable;
    }
    Mode::Unspecified
}

/// A tuple node `!{ops...}`: an existing uniqued (non-distinct) node with these operands, or a
/// new one (LLVM uniques such nodes; reusing them keeps printed output small and stable).
pub fn intern(md: &mut MetadataStore, ops: Vec<MdOperand>) -> MdNode {
    let body = MdBody::Tuple(ops);
    if let Some((n, _)) = md.nodes.iter().find(|(_, d)| !d.distinct && d.body.as_ref() == Some(&body)) {
        return n;
    }
    md.add(false, body)
}

/// An attribute node `!{!"name"}`.
pub fn name_attr(md: &mut MetadataStore, name: &str) -> MdNode {
    intern(md, vec![MdOperand::Str(name.as_bytes().to_vec())])
}

/// A new LoopID with attributes `attrs` (`None` when there are none: no LoopID at all).
pub fn new_loop_id(md: &mut MetadataStore, attrs: Vec<MdOperand>) -> Option<MdNode> {
    if attrs.is_empty() {
        return None;
    }
    let id = md.nodes.next_key();
    let mut all = Vec::with_capacity(attrs.len() + 1);
    all.push(MdOperand::Node(id));
    all.extend(attrs);
    Some(md.add(true, MdBody::Tuple(all)))
}

/// What a transformation's follow-up attributes say about one of the loops it produces.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Followup {
    /// No follow-up attribute names this loop: the transformation picks its attributes.
    Unspecified,
    /// The loop's LoopID (`None`: no attributes at all).
    Id(Option<MdNode>),
}

/// The LoopID of a loop produced from the loop with `id` (`makeFollowupLoopID`): the attributes
/// listed in every follow-up attribute named in `options` (e.g. `llvm.loop.unroll.followup_all`
/// and `llvm.loop.unroll.followup_unrolled`), plus, when `inherit_except` is given, the original
/// loop's attributes whose name does not start with it. `Unspecified` when none of the follow-ups
/// is present.
pub fn followup_id(
    md: &mut MetadataStore,
    id: Option<MdNode>,
    options: &[&str],
    inherit_except: Option<&str>,
) -> Followup {
    let Some(id) = id else { return Followup::Unspecified };
    let mut attrs = Vec::new();
    let mut changed = false;
    if let Some(prefix) = inherit_except {
        for a in attributes(md, id) {
            let keep = match a {
                MdOperand::Node(n) => attr_name(md, *n).is_some_and(|s| !s.starts_with(prefix.as_bytes())),
                _ => false,
            };
            if keep {
                attrs.push(a.clone());
            } else {
                changed = true;
            }
        }
    } else {
        changed = attributes(md, id).next().is_some();
    }
    let mut any = false;
    for opt in options {
        let Some(n) = find_attr(md, Some(id), opt) else { continue };
        any = true;
        let listed: Vec<MdOperand> = ops(md, n).unwrap_or(&[]).iter().skip(1).cloned().collect();
        changed |= !listed.is_empty();
        attrs.extend(listed);
    }
    if !any {
        return Followup::Unspecified;
    }
    if !changed {
        return Followup::Id(Some(id));
    }
    Followup::Id(new_loop_id(md, attrs))
}

/// The LoopID of a loop a transformation was applied to when no follow-up says otherwise
/// (`makePostTransformationMetadata`): the original attributes (and source locations) except
/// those whose name starts with one of `remove_prefixes`, plus `add` (attribute names without
/// values, e.g. `llvm.loop.unroll.disable`). Always a new node.
pub fn post_transformation_id(
    md: &mut MetadataStore,
    id: Option<MdNode>,
    remove_prefixes: &[&str],
    add: &[&str],
) -> MdNode {
    let mut attrs: Vec<MdOperand> = match id {
        Some(id) => attributes(md, id).filter(|a| !named_with_prefix(md, a, remove_prefixes)).cloned().collect(),
        None => Vec::new(),
    };
    for name in add {
        attrs.push(MdOperand::Node(name_attr(md, name)));
    }
    let self_id = md.nodes.next_key();
    attrs.insert(0, MdOperand::Node(self_id));
    md.add(true, MdBody::Tuple(attrs))
}

/// The loop's start location from its LoopID: the first `!DILocation` operand, as
/// `(file, line, column)` with the file taken from the location's scope chain.
pub fn start_location(md: &MetadataStore, id: Option<MdNode>) -> Option<(String, u32, u32)> {
    let loc = attributes(md, id?).find_map(|o| match o {
        MdOperand::Node(n) => {
            matches!(&md.nodes[*n].body, Some(MdBody::Specialized { name, .. }) if name == "DILocation").then_some(*n)
        }
        _ => None,
    })?;
    di_location(md, loc)
}

/// `(file, line, column)` of a `!DILocation` node.
pub fn di_location(md: &MetadataStore, loc: MdNode) -> Option<(String, u32, u32)> {
    let Some(MdBody::Specialized { name, fields }) = &md.nodes[loc].body else { return None };
    if name != "DILocation" {
        return None;
    }
    let line = field(fields, "line").and_then(|v| v.parse().ok()).unwrap_or(0);
    let column = field(fields, "column").and_then(|v| v.parse().ok()).unwrap_or(0);
    let file = field(fields, "scope").and_then(|s| file_of_scope(md, s, 0)).unwrap_or_default();
    Some((file, line, column))
}

/// The file name of a debug-info scope (`!N` text), following `file:` and `scope:` links.
fn file_of_scope(md: &MetadataStore, node_ref: &str, depth: u32) -> Option<String> {
    if depth > 16 {
        return None;
    }
    let number: u32 = node_ref.strip_prefix('!')?.parse().ok()?;
    let (_, data) = md.nodes.iter().find(|(_, d)| d.number == number)?;
    let Some(MdBody::Specialized { name, fields }) = &data.body else { return None };
    if name == "DIFile" {
        return field(fields, "filename").map(|f| f.trim_matches('"').to_string());
    }
    field(fields, "file")
        .and_then(|f| file_of_scope(md, f, depth + 1))
        .or_else(|| field(fields, "scope").and_then(|s| file_of_scope(md, s, depth + 1)))
}

/// The text of field `name` in a specialised node's `key: value, ...` list.
fn field<'a>(fields: &'a str, name: &str) -> Option<&'a str> {
    let mut rest = fields;
    loop {
        let (key, after) = rest.split_once(':')?;
        let key = key.trim().trim_start_matches(',').trim();
        let after = after.trim_start();
        // A value runs to the next comma outside a string.
        let mut in_str = false;
        let mut end = after.len();
        let bytes = after.as_bytes();
        let mut i = 0;
        while i < bytes.len() {
            match bytes[i] {
                b'\\' if in_str => i += 1,
                b'"' => in_str = !in_str,
                b',' if !in_str => {
                    end = i;
                    break;
                }
                _ => {}
            }
            i += 1;
        }
        if key == name {
            return Some(after[..end].trim());
        }
        if end >= after.len() {
            return None;
        }
        rest = &after[end + 1..];
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn module(src: &str) -> Module {
        kiln_ir::text::parse(src.as_bytes()).unwrap_or_else(|e| panic!("{e:?}"))
    }

    const SRC: &str = r#"
define void @f(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %next = add nsw i32 %i, 1
  %c = icmp slt i32 %next, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  ret void
}
!0 = distinct !{!0, !1, !2, !3, !4}
!1 = !{!"llvm.loop.unroll.count", i32 4}
!2 = !{!"llvm.loop.mustprogress"}
!3 = !{!"llvm.loop.unroll.followup_unrolled", !5, !6}
!4 = !DILocation(line: 7, column: 3, scope: !7)
!5 = !{!"llvm.loop.unroll.disable"}
!6 = !{!"llvm.loop.vectorize.enable", i1 true}
!7 = distinct !DISubprogram(name: "f", scope: !8, file: !8, line: 1)
!8 = !DIFile(filename: "a dir/f.c", directory: "/tmp")
"#;

    fn id_of(m: &Module) -> Option<MdNode> {
        let f = &m.funcs[m.funcs.keys().next().unwrap()];
        let latch = f.layout.blocks()[1];
        loop_id(m, f, &[latch])
    }

    fn names(m: &Module, id: Option<MdNode>) -> Vec<String> {
        let Some(id) = id else { return vec![] };
        attributes(&m.metadata, id)
            .map(|o| match o {
                MdOperand::Node(n) => match attr_name(&m.metadata, *n) {
                    Some(s) => String::from_utf8_lossy(s).into_owned(),
                    None => "<loc>".into(),
                },
                _ => "<?>".into(),
            })
            .collect()
    }

    #[test]
    fn reads_attributes_and_modes() {
        let m = module(SRC);
        let id = id_of(&m);
        assert!(id.is_some());
        assert_eq!(int_attr(&m, id, "llvm.loop.unroll.count"), Some(4));
        assert_eq!(unroll_mode(&m, id), Mode::Forced);
        // An unroll attribute without an unroll-and-jam one leaves the loop to the unroller.
        assert_eq!(unroll_and_jam_mode(&m, id), Mode::Suppressed);
        assert_eq!(vectorize_mode(&m, id), Mode::Unspecified);
        assert!(flag(&m, id, "llvm.loop.mustprogress"));
        assert!(!disable_nonforced(&m, id));
        assert_eq!(start_location(&m.metadata, id), Some(("a dir/f.c".to_string(), 7, 3)));
        let count1 = SRC.replace("i32 4}", "i32 1}");
        let m1 = module(&count1);
        assert_eq!(unroll_mode(&m1, id_of(&m1)), Mode::Suppressed);
        let dn = SRC.replace("!{!\"llvm.loop.unroll.count\", i32 4}", "!{!\"llvm.loop.disable_nonforced\"}");
        let m2 = module(&dn);
        assert_eq!(unroll_mode(&m2, id_of(&m2)), Mode::Disable);
        assert_eq!(distribute_mode(&m2, id_of(&m2)), Mode::Disable);
    }

    #[test]
    fn followups_and_post_transformation_ids() {
        let mut m = module(SRC);
        let id = id_of(&m);
        let Followup::Id(Some(unrolled)) = followup_id(
            &mut m.metadata,
            id,
            &["llvm.loop.unroll.followup_all", "llvm.loop.unroll.followup_unrolled"],
            None,
        ) else {
            panic!("the unrolled follow-up is given")
        };
        assert_eq!(names(&m, Some(unrolled)), ["llvm.loop.unroll.disable", "llvm.loop.vectorize.enable"]);
        assert_eq!(vectorize_mode(&m, Some(unrolled)), Mode::Forced);
        let rem = followup_id(
            &mut m.metadata,
            id,
            &["llvm.loop.unroll.followup_all", "llvm.loop.unroll.followup_remainder"],
            None,
        );
        assert_eq!(rem, Followup::Unspecified);
        let post = post_transformation_id(&mut m.metadata, id, &["llvm.loop.unroll."], &["llvm.loop.unroll.disable"]);
        assert_eq!(names(&m, Some(post)), ["llvm.loop.mustprogress", "<loc>", "llvm.loop.unroll.disable"]);
        assert_eq!(unroll_mode(&m, Some(post)), Mode::Suppressed);
        // The disable attribute node is shared with the one the source already has.
        assert_eq!(
            find_attr(&m.metadata, Some(post), "llvm.loop.unroll.disable"),
            find_attr(&m.metadata, Some(unrolled), "llvm.loop.unroll.disable")
        );
    }

    #[test]
    fn set_loop_id_retargets_parallel_loop_access() {
        let src = r#"
define void @f(ptr %p, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  store i32 %i, ptr %p, !llvm.mem.parallel_loop_access !1
  %next = add i32 %i, 1
  %c = icmp slt i32 %next, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  ret void
}
!0 = distinct !{!0}
!1 = !{!0}
"#;
        let mut m = module(src);
        let fid = m.funcs.keys().next().unwrap();
        let old = id_of(&m).unwrap();
        let new = post_transformation_id(&mut m.metadata, Some(old), &[], &["llvm.loop.unroll.disable"]);
        let latch = m.funcs[fid].layout.blocks()[1];
        set_loop_id(&mut m, fid, &[latch], &[latch], Some(new));
        assert_eq!(id_of(&m), Some(new));
        let f = &m.funcs[fid];
        let store = f.layout.block_insts(latch)[1];
        let list = f.inst_metadata[&store][0].node;
        assert_eq!(ops(&m.metadata, list), Some(&[MdOperand::Node(new)][..]));
    }
}
