//! Parser of the LLVM-syntax text form into a `Module`: entry point, token helpers, and the
//! module-level constructs (globals, function headers, attributes, metadata, comdats).
//!
//! Two passes over the top level. The pre-pass defines every named type, attribute group,
//! comdat, global and function (headers only), skipping function bodies with a byte scan and
//! initializers with a token scan, so that anything may be referenced before its definition.
//! The main pass then parses global initializers, metadata and function bodies (see
//! `parse_inst.rs`); types and constants live in `parse_const.rs`.

use super::lexer::{unescape, Lexer, Tok, Token};
use crate::attributes::{Attr, AttrArgForm, AttrKind, AttrList, AttrSetId};
use crate::constant::Constant;
use crate::dfg::{Block, Value};
use crate::diag::Diagnostic;
use crate::instructions::CallConv;
use crate::intrinsics::Intrinsic;
use crate::metadata::{MdAttachment, MdBody, MdNode, MdNodeData, MdOperand};
use crate::module::{
    Comdat, DllStorage, Func, Function, GlobalVar, GlobalVarData, Linkage, Module, SrcLoc, Symbol, SymbolRef,
    ThreadLocal, UnnamedAddr, Visibility,
};
use crate::types::Type;
use std::borrow::Cow;
use std::collections::HashSet;

/// Parses a whole module.
pub fn parse(src: &[u8]) -> Result<Module, Diagnostic> {
    let mut p = Parser::new(src);
    p.prepass()?;
    p.resolve_function_attr_groups()?;
    p.main_pass()?;
    p.finish()?;
    Ok(p.m)
}

/// Result of a parse step.
pub(super) type PResult<T> = Result<T, Diagnostic>;

/// Deepest nesting of types, constants and metadata the parser follows.
pub(super) const MAX_DEPTH: u32 = 256;

pub(super) use crate::fasthash::FastMap;

/// Work left for the main pass, in source order.
enum Pending<'a> {
    /// A global's initializer and trailing attributes start at `pos`.
    Global { g: GlobalVar, pos: usize, has_init: bool },
    /// A function body's `{` is at `pos`; `params` are the parameter name tokens.
    Body { f: Func, pos: usize, end: usize, params: Vec<Option<Token<'a>>> },
    /// A metadata definition starts at `pos`.
    Meta { pos: usize },
    /// A function's `personality` constant (`T c`) starts at `pos` (parsed once every symbol
    /// is declared, so it may name a later function).
    Personality { f: Func, pos: usize },
}

/// A local value slot: the value and, while only forward-referenced, the offset of its first use.
#[derive(Copy, Clone)]
pub(super) struct Slot<T> {
    /// The value or block.
    pub item: T,
    /// Offset of the first use while undefined; `usize::MAX` once defined.
    pub fwd: usize,
}

/// Names of the function being parsed; cleared (keeping capacity) for each function.
#[derive(Default)]
pub(super) struct FuncScope<'a> {
    /// `%name` values.
    pub named: FastMap<&'a [u8], Slot<Value>>,
    /// `%N` values by number (`None` where the number is a block).
    pub numbered: Vec<Option<Value>>,
    /// `%N` values used before their definition.
    pub fwd_numbered: FastMap<u32, Slot<Value>>,
    /// `%name` blocks.
    pub named_blocks: FastMap<&'a [u8], Slot<Block>>,
    /// `%N` blocks.
    pub numbered_blocks: FastMap<u32, Slot<Block>>,
    /// The next implicit number.
    pub next_num: u32,
    /// Named values still only forward-referenced.
    pub num_fwd_named: usize,
    /// Blocks still only forward-referenced.
    pub num_fwd_blocks: usize,
}

impl FuncScope<'_> {
    pub fn clear(&mut self) {
        self.named.clear();
        self.numbered.clear();
        self.fwd_numbered.clear();
        self.named_blocks.clear();
        self.numbered_blocks.clear();
        self.next_num = 0;
        self.num_fwd_named = 0;
        self.num_fwd_blocks = 0;
    }
}

/// A label named by `blockaddress` before its function was parsed: name, block, first use.
pub(super) type ForwardLabel<'a> = (&'a [u8], Block, usize);

/// Function attributes written in a header, resolved once all attribute groups are known.
struct FnAttrFixup {
    f: Func,
    inline: Vec<Attr>,
    groups: Vec<(u32, usize)>,
}

/// The parser state.
pub(super) struct Parser<'a> {
    /// The source text.
    pub src: &'a [u8],
    /// The lexer, positioned after `tok`.
    pub lex: Lexer<'a>,
    /// The current token.
    pub tok: Token<'a>,
    /// The module being built.
    pub m: Module,
    /// Current nesting depth of types, constants and metadata.
    pub depth: u32,
    /// `attributes #N = { ... }` contents.
    pub attr_groups: FastMap<u32, Vec<Attr>>,
    /// `!N` nodes by number, with the offset of the first reference while undefined.
    pub md_nums: FastMap<u32, Slot<MdNode>>,
    /// The number the next anonymous metadata node gets.
    pub next_anon_md: u32,
    /// Named structs given a body or declared `opaque`.
    pub defined_types: HashSet<Type>,
    /// First use of each named struct (to report undefined ones).
    pub type_first_use: FastMap<Type, usize>,
    pending: Vec<Pending<'a>>,
    fixups: Vec<FnAttrFixup>,
    /// The function whose body is being parsed (swapped out of the module meanwhile).
    pub func: Function,
    /// Its id.
    pub cur_func: Option<Func>,
    /// Its names.
    pub scope: FuncScope<'a>,
    /// Blocks referenced by `blockaddress` before their function's body was parsed.
    pub blockaddr_fwd: FastMap<Func, Vec<ForwardLabel<'a>>>,
    /// Label tables of finished functions (kept only when the source uses `blockaddress`).
    pub finished_labels: FastMap<Func, FastMap<Vec<u8>, Block>>,
    /// True once that function's body has been parsed.
    pub body_done: HashSet<Func>,
    /// True when the source mentions `blockaddress`.
    pub uses_blockaddress: bool,
    /// Integer constants already interned, by type and bits (skips the pool's slower hash).
    pub int_consts: FastMap<(Type, u128), Constant>,
    /// Constant operands of the current function already given a value.
    pub const_vals: FastMap<Constant, Value>,
    /// Set while parsing an instruction that is to be dropped (old-style debug intrinsics).
    pub drop_inst: bool,
    /// Set while parsing an instruction whose metadata attachments are to be dropped (the
    /// upgraded barrier `asm`, whose `!srcloc` means nothing on the fence it becomes).
    pub drop_attachments: bool,
    /// Scratch list of values (phi, getelementptr).
    pub scratch_vals: Vec<Value>,
    /// Scratch list of blocks (phi, indirectbr).
    pub scratch_blocks: Vec<Block>,
}

/// True for keywords that begin a top-level entity.
fn is_top_level_keyword(text: &[u8]) -> bool {
    matches!(
        text,
        b"define"
            | b"declare"
            | b"attributes"
            | b"source_filename"
            | b"target"
            | b"module"
            | b"uselistorder"
            | b"uselistorder_bb"
    )
}

/// Interprets bytes as text (lossily for invalid UTF-8).
pub(super) fn text_of(bytes: &[u8]) -> Cow<'_, str> {
    String::from_utf8_lossy(bytes)
}

impl<'a> Parser<'a> {
    fn new(src: &'a [u8]) -> Self {
        let mut lex = Lexer::new(src);
        let tok = lex.next_token();
        Parser {
            src,
            lex,
            tok,
            m: Module::new(),
            depth: 0,
            attr_groups: FastMap::default(),
            md_nums: FastMap::default(),
            next_anon_md: 0,
            defined_types: HashSet::new(),
            type_first_use: FastMap::default(),
            pending: Vec::new(),
            fixups: Vec::new(),
            func: Function::new("", Type::VOID),
            cur_func: None,
            scope: FuncScope::default(),
            blockaddr_fwd: FastMap::default(),
            finished_labels: FastMap::default(),
            body_done: HashSet::new(),
            uses_blockaddress: false,
            int_consts: FastMap::default(),
            const_vals: FastMap::default(),
            drop_inst: false,
            drop_attachments: false,
            scratch_vals: Vec::new(),
            scratch_blocks: Vec::new(),
        }
    }

    // ---- token helpers -------------------------------------------------------------------------

    /// Advances to the next token.
    #[inline]
    pub fn bump(&mut self) {
        self.tok = self.lex.next_token();
    }

    /// The token after the current one.
    #[inline]
    pub fn peek(&self) -> Token<'a> {
        let mut l = self.lex;
        l.next_token()
    }

    /// Restarts lexing at byte offset `pos`.
    pub fn seek(&mut self, pos: usize) {
        self.lex.set_pos(pos);
        self.bump();
    }

    /// True when the current token is keyword `kw`.
    #[inline]
    pub fn at_kw(&self, kw: &[u8]) -> bool {
        self.tok.kind == Tok::Keyword && self.tok.text == kw
    }

    /// Consumes keyword `kw` if present.
    #[inline]
    pub fn eat_kw(&mut self, kw: &[u8]) -> bool {
        if self.at_kw(kw) {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Consumes a token of kind `k` if present.
    #[inline]
    pub fn eat(&mut self, k: Tok) -> bool {
        if self.tok.kind == k {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Consumes a token of kind `k` or fails with "expected `what`".
    #[inline]
    pub fn expect(&mut self, k: Tok, what: &str) -> PResult<()> {
        if self.tok.kind == k {
            self.bump();
            Ok(())
        } else {
            Err(self.expected(what))
        }
    }

    /// Consumes keyword `kw` or fails.
    pub fn expect_kw(&mut self, kw: &str) -> PResult<()> {
        if self.eat_kw(kw.as_bytes()) {
            Ok(())
        } else {
            Err(self.expected(&format!("'{kw}'")))
        }
    }

    /// The source text of a token, shortened for messages.
    pub fn snippet(&self, t: &Token) -> String {
        let end = t.end.min(self.src.len());
        let bytes = &self.src[t.start.min(end)..end];
        let s = text_of(bytes);
        if s.chars().count() > 40 {
            let cut: String = s.chars().take(40).collect();
            format!("{cut}...")
        } else {
            s.into_owned()
        }
    }

    /// "expected `what` but found '...'" at the current token (or the lexer's own error).
    pub fn expected(&self, what: &str) -> Diagnostic {
        let t = self.tok;
        match t.kind {
            Tok::Eof => Diagnostic::at(t.start, format!("unexpected end of file (expected {what})")),
            Tok::Error => Diagnostic::at(t.start, self.lex.error.to_string()),
            _ => Diagnostic::at(t.start, format!("expected {what} but found '{}'", self.snippet(&t))),
        }
    }

    /// An error at the current token.
    pub fn err_here(&self, msg: impl Into<String>) -> Diagnostic {
        if self.tok.kind == Tok::Error {
            return Diagnostic::at(self.tok.start, self.lex.error.to_string());
        }
        Diagnostic::at(self.tok.start, msg)
    }

    /// Enters one level of nesting, failing past `MAX_DEPTH`.
    #[inline]
    pub fn enter(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(self.err_here(format!("nesting too deep (more than {MAX_DEPTH} levels)")));
        }
        Ok(())
    }

    /// Leaves one level of nesting.
    #[inline]
    pub fn leave(&mut self) {
        self.depth -= 1;
    }

    /// Parses an unsigned decimal integer token into a `u64`.
    pub fn parse_u64(&mut self, what: &str) -> PResult<u64> {
        if self.tok.kind != Tok::Int || self.tok.text.first() == Some(&b'-') {
            return Err(self.expected(what));
        }
        let mut v: u64 = 0;
        for &c in self.tok.text {
            if c == b'+' {
                continue;
            }
            v = v
                .checked_mul(10)
                .and_then(|v| v.checked_add((c - b'0') as u64))
                .ok_or_else(|| self.err_here(format!("{what} too large")))?;
        }
        self.bump();
        Ok(v)
    }

    /// Parses an unsigned integer that must fit `u32`.
    pub fn parse_u32(&mut self, what: &str) -> PResult<u32> {
        let at = self.tok.start;
        let v = self.parse_u64(what)?;
        u32::try_from(v).map_err(|_| Diagnostic::at(at, format!("{what} too large: {v}")))
    }

    /// Parses a `"..."` string and decodes its escapes.
    pub fn parse_string(&mut self, what: &str) -> PResult<String> {
        if self.tok.kind != Tok::Str {
            return Err(self.expected(what));
        }
        let s = String::from_utf8_lossy(&unescape(self.tok.text)).into_owned();
        self.bump();
        Ok(s)
    }

    /// Parses an alignment value (after `align`), checking it is a power of two and not too big.
    pub fn parse_align_value(&mut self) -> PResult<u32> {
        let at = self.tok.start;
        let v = self.parse_u64("alignment")?;
        check_align(at, v)
    }

    /// The name of a `%`/`@`/`$` token as text.
    pub fn name_of<'t>(t: &Token<'t>) -> Cow<'t, str> {
        if t.quoted {
            Cow::Owned(String::from_utf8_lossy(&unescape(t.text)).into_owned())
        } else {
            text_of(t.text)
        }
    }

    // ---- passes --------------------------------------------------------------------------------

    /// Defines everything at the top level except initializers, metadata and bodies.
    fn prepass(&mut self) -> PResult<()> {
        loop {
            let t = self.tok;
            match t.kind {
                Tok::Eof => return Ok(()),
                Tok::Keyword => match t.text {
                    b"source_filename" => {
                        self.bump();
                        self.expect(Tok::Equal, "'='")?;
                        self.m.source_filename = Some(self.parse_string("string")?);
                    }
                    b"target" => self.parse_target()?,
                    b"define" | b"declare" => self.parse_function_header()?,
                    b"attributes" => self.parse_attr_group()?,
                    b"module" => {
                        return Err(self.err_here("unsupported 'module asm' (inline assembly is not supported)"))
                    }
                    b"uselistorder" | b"uselistorder_bb" => self.skip_uselistorder()?,
                    _ => return Err(self.expected("top-level entity")),
                },
                Tok::LocalName | Tok::LocalId => self.parse_type_def()?,
                Tok::GlobalName | Tok::GlobalId => self.parse_global_header()?,
                Tok::ComdatName => self.parse_comdat_def()?,
                Tok::MetaId => {
                    if let Ok(n) = std::str::from_utf8(t.text).unwrap_or("").parse::<u32>() {
                        self.next_anon_md = self.next_anon_md.max(n.saturating_add(1));
                    }
                    self.pending.push(Pending::Meta { pos: t.start });
                    self.bump();
                    self.skip_entity()?;
                }
                Tok::MetaName => {
                    self.pending.push(Pending::Meta { pos: t.start });
                    self.bump();
                    self.skip_entity()?;
                }
                _ => return Err(self.expected("top-level entity")),
            }
        }
    }

    /// Skips tokens up to the start of the next top-level entity.
    fn skip_entity(&mut self) -> PResult<()> {
        loop {
            match self.tok.kind {
                Tok::Eof => return Ok(()),
                Tok::Error => return Err(self.err_here("")),
                Tok::Keyword if is_top_level_keyword(self.tok.text) => return Ok(()),
                Tok::Keyword if self.tok.text == b"blockaddress" => {
                    self.uses_blockaddress = true;
                    self.bump();
                }
                Tok::GlobalName
                | Tok::GlobalId
                | Tok::LocalName
                | Tok::LocalId
                | Tok::ComdatName
                | Tok::MetaName
                | Tok::MetaId => {
                    if self.peek().kind == Tok::Equal {
                        return Ok(());
                    }
                    self.bump();
                }
                _ => self.bump(),
            }
        }
    }

    /// Skips a `uselistorder` / `uselistorder_bb` directive (`... { 1, 0 }`).
    pub fn skip_uselistorder(&mut self) -> PResult<()> {
        self.bump();
        while self.tok.kind != Tok::LBrace {
            if matches!(self.tok.kind, Tok::Eof | Tok::Error | Tok::RBrace) {
                return Err(self.expected("'{' in uselistorder directive"));
            }
            self.bump();
        }
        while self.tok.kind != Tok::RBrace {
            if matches!(self.tok.kind, Tok::Eof | Tok::Error) {
                return Err(self.expected("'}' in uselistorder directive"));
            }
            self.bump();
        }
        self.bump();
        Ok(())
    }

    /// Parses global initializers, metadata and function bodies.
    fn main_pass(&mut self) -> PResult<()> {
        let pending = std::mem::take(&mut self.pending);
        for p in &pending {
            if let Pending::Global { g, pos, has_init } = p {
                self.seek(*pos);
                self.parse_global_rest(*g, *has_init)?;
            }
        }
        for p in &pending {
            if let Pending::Personality { f, pos } = p {
                self.seek(*pos);
                let at = self.tok.start;
                let ty = self.parse_type()?;
                if !self.m.types.is_ptr(ty) {
                    return Err(Diagnostic::at(at, "the personality must be a pointer to a function"));
                }
                let c = self.parse_const(ty)?;
                self.m.funcs[*f].personality = Some(c);
            }
        }
        for p in &pending {
            if let Pending::Meta { pos } = p {
                self.seek(*pos);
                self.parse_metadata_def()?;
            }
        }
        for p in pending {
            if let Pending::Body { f, pos, end, params } = p {
                self.seek(pos);
                self.parse_function_body(f, &params, end - pos)?;
            }
        }
        Ok(())
    }

    /// Final checks: every referenced metadata node and named type is defined.
    fn finish(&mut self) -> PResult<()> {
        let undefined_md = self.md_nums.iter().filter(|(_, s)| s.fwd != usize::MAX).min_by_key(|(_, s)| s.fwd);
        if let Some((n, s)) = undefined_md {
            return Err(Diagnostic::at(s.fwd, format!("use of undefined metadata '!{n}'")));
        }
        let undefined_ty = self
            .m
            .types
            .named_structs()
            .filter(|(t, _)| !self.defined_types.contains(t))
            .filter_map(|(t, n)| Some((self.type_first_use.get(&t).copied()?, n.name.clone())))
            .min_by_key(|x| x.0);
        if let Some((off, name)) = undefined_ty {
            return Err(Diagnostic::at(off, format!("use of undefined type named '%{name}'")));
        }
        Ok(())
    }

    // ---- module-level entities ------------------------------------------------------------------

    /// `target triple = "..."` / `target datalayout = "..."`.
    fn parse_target(&mut self) -> PResult<()> {
        self.bump();
        let which = self.tok;
        if !(self.at_kw(b"triple") || self.at_kw(b"datalayout")) {
            return Err(self.expected("'triple' or 'datalayout'"));
        }
        self.bump();
        self.expect(Tok::Equal, "'='")?;
        let s = self.parse_string("string")?;
        if which.text == b"triple" {
            self.m.target_triple = Some(s);
        } else {
            self.m.datalayout = Some(s);
        }
        Ok(())
    }

    /// `%T = type { ... }` / `type opaque`.
    fn parse_type_def(&mut self) -> PResult<()> {
        let name_tok = self.tok;
        let name = Self::name_of(&name_tok);
        self.bump();
        self.expect(Tok::Equal, "'='")?;
        self.expect_kw("type")?;
        let t = self.m.types.named_struct(&name);
        if !self.defined_types.insert(t) {
            return Err(Diagnostic::at(name_tok.start, format!("redefinition of type named '%{name}'")));
        }
        if self.eat_kw(b"opaque") {
            return Ok(());
        }
        let packed = self.tok.kind == Tok::Less;
        if packed {
            self.bump();
        }
        if self.tok.kind != Tok::LBrace {
            return Err(self.expected("'{' or 'opaque' (Kiln supports named struct types only)"));
        }
        let fields = self.parse_struct_body()?;
        if packed {
            self.expect(Tok::Greater, "'>'")?;
        }
        self.m.types.set_struct_body(t, fields, packed);
        Ok(())
    }

    /// `$name = comdat any`.
    fn parse_comdat_def(&mut self) -> PResult<()> {
        let name = Self::name_of(&self.tok).into_owned();
        self.bump();
        self.expect(Tok::Equal, "'='")?;
        self.expect_kw("comdat")?;
        let kind = match self.tok.text {
            b"any" | b"exactmatch" | b"largest" | b"nodeduplicate" | b"samesize" if self.tok.kind == Tok::Keyword => {
                text_of(self.tok.text).into_owned()
            }
            _ => return Err(self.expected("comdat selection kind")),
        };
        self.bump();
        self.m.comdats.push(Comdat { name, kind });
        Ok(())
    }

    /// Linkage, preemption, visibility and DLL storage keywords shared by globals and functions.
    /// Returns whether a linkage keyword was written.
    fn parse_symbol_prefix(&mut self, sym: &mut Symbol) -> bool {
        let mut linkage_written = false;
        loop {
            if self.tok.kind != Tok::Keyword {
                return linkage_written;
            }
            let text = self.tok.text;
            if let Some(l) = std::str::from_utf8(text).ok().and_then(Linkage::from_name) {
                sym.linkage = l;
                linkage_written = true;
            } else {
                match text {
                    b"dso_local" => sym.dso_local = true,
                    b"dso_preemptable" => sym.dso_local = false,
                    b"default" => sym.visibility = Visibility::Default,
                    b"hidden" => sym.visibility = Visibility::Hidden,
                    b"protected" => sym.visibility = Visibility::Protected,
                    b"dllimport" => sym.dll_storage = DllStorage::Import,
                    b"dllexport" => sym.dll_storage = DllStorage::Export,
                    _ => return linkage_written,
                }
            }
            self.bump();
        }
    }

    /// `addrspace(N)`.
    pub fn parse_addrspace(&mut self) -> PResult<u32> {
        self.bump();
        self.expect(Tok::LParen, "'(' after 'addrspace'")?;
        let n = self.parse_u32("address space")?;
        if n >= 1 << 24 {
            return Err(Diagnostic::at(self.tok.start, format!("invalid address space: {n}")));
        }
        self.expect(Tok::RParen, "')'")?;
        Ok(n)
    }

    /// `@g = ... global|constant T`, up to the initializer.
    fn parse_global_header(&mut self) -> PResult<()> {
        let name_tok = self.tok;
        let name = Self::name_of(&name_tok).into_owned();
        self.bump();
        self.expect(Tok::Equal, "'='")?;
        let mut sym = Symbol { name, ..Symbol::default() };
        let linkage_written = self.parse_symbol_prefix(&mut sym);
        let mut thread_local = None;
        let mut addrspace = 0;
        let mut externally_initialized = false;
        loop {
            match self.tok.text {
                b"thread_local" if self.tok.kind == Tok::Keyword => {
                    self.bump();
                    thread_local = Some(ThreadLocal::GeneralDynamic);
                    if self.eat(Tok::LParen) {
                        thread_local = Some(match self.tok.text {
                            b"localdynamic" => ThreadLocal::LocalDynamic,
                            b"initialexec" => ThreadLocal::InitialExec,
                            b"localexec" => ThreadLocal::LocalExec,
                            b"generaldynamic" => ThreadLocal::GeneralDynamic,
                            _ => return Err(self.expected("thread-local storage model")),
                        });
                        self.bump();
                        self.expect(Tok::RParen, "')'")?;
                    }
                }
                b"unnamed_addr" if self.tok.kind == Tok::Keyword => {
                    sym.unnamed_addr = UnnamedAddr::Global;
                    self.bump();
                }
                b"local_unnamed_addr" if self.tok.kind == Tok::Keyword => {
                    sym.unnamed_addr = UnnamedAddr::Local;
                    self.bump();
                }
                b"addrspace" if self.tok.kind == Tok::Keyword => {
                    addrspace = self.parse_addrspace()?;
                }
                b"externally_initialized" if self.tok.kind == Tok::Keyword => {
                    externally_initialized = true;
                    self.bump();
                }
                _ => break,
            }
        }
        let is_constant = match self.tok.text {
            b"global" if self.tok.kind == Tok::Keyword => false,
            b"constant" if self.tok.kind == Tok::Keyword => true,
            b"alias" | b"ifunc" if self.tok.kind == Tok::Keyword => {
                return Err(self.err_here(format!(
                    "unsupported '{}' (aliases and ifuncs are not supported yet)",
                    text_of(self.tok.text)
                )))
            }
            _ => return Err(self.expected("'global' or 'constant'")),
        };
        self.bump();
        let value_ty = self.parse_type()?;
        if !self.m.types.is_first_class(value_ty) || value_ty == Type::TOKEN {
            return Err(Diagnostic::at(
                self.tok.start,
                format!("invalid type for global variable: '{}'", self.type_name(value_ty)),
            ));
        }
        let has_init = !(linkage_written && matches!(sym.linkage, Linkage::External | Linkage::ExternWeak));
        let data = GlobalVarData {
            sym,
            is_constant,
            thread_local,
            externally_initialized,
            addrspace,
            value_ty,
            init: None,
            srcloc: SrcLoc::at(name_tok.start),
        };
        let g = self
            .m
            .add_global(data)
            .map_err(|d| Diagnostic::at(name_tok.start, format!("redefinition of global '@{}'", d.sym.name)))?;
        self.pending.push(Pending::Global { g, pos: self.tok.start, has_init });
        self.skip_entity()
    }

    /// A global's initializer and `, section/align/comdat/!md` suffixes.
    fn parse_global_rest(&mut self, g: GlobalVar, has_init: bool) -> PResult<()> {
        if has_init {
            let ty = self.m.globals[g].value_ty;
            let c = self.parse_const(ty)?;
            self.m.globals[g].init = Some(c);
        }
        while self.eat(Tok::Comma) {
            let t = self.tok;
            match (t.kind, t.text) {
                (Tok::Keyword, b"section") => {
                    self.bump();
                    self.m.globals[g].sym.section = Some(self.parse_string("section name")?);
                }
                (Tok::Keyword, b"partition") => {
                    self.bump();
                    self.parse_string("partition name")?;
                }
                (Tok::Keyword, b"align") => {
                    self.bump();
                    self.m.globals[g].sym.align = self.parse_align_value()?;
                }
                (Tok::Keyword, b"comdat") => {
                    let c = self.parse_comdat_ref(&self.m.globals[g].sym.name.clone())?;
                    self.m.globals[g].sym.comdat = Some(c);
                }
                (
                    Tok::Keyword,
                    b"no_sanitize_address"
                    | b"no_sanitize_hwaddress"
                    | b"sanitize_memtag"
                    | b"sanitize_address_dyninit",
                ) => self.bump(),
                (Tok::MetaName, _) => {
                    if let Some(a) = self.parse_attachment()? {
                        self.m.globals[g].sym.metadata.push(a);
                    }
                }
                _ => return Err(self.expected("global attribute")),
            }
        }
        Ok(())
    }

    /// `comdat` or `comdat($name)`; `own` is the symbol's own name.
    fn parse_comdat_ref(&mut self, own: &str) -> PResult<String> {
        self.bump();
        if self.eat(Tok::LParen) {
            if self.tok.kind != Tok::ComdatName {
                return Err(self.expected("comdat name"));
            }
            let n = Self::name_of(&self.tok).into_owned();
            self.bump();
            self.expect(Tok::RParen, "')'")?;
            return Ok(n);
        }
        Ok(own.to_string())
    }

    /// A calling convention keyword, if present.
    pub fn parse_cc(&mut self) -> PResult<Option<CallConv>> {
        if self.tok.kind != Tok::Keyword {
            return Ok(None);
        }
        let text = self.tok.text;
        if text == b"cc" {
            self.bump();
            let at = self.tok.start;
            let n = self.parse_u64("calling convention number")?;
            return u16::try_from(n)
                .ok()
                .and_then(CallConv::from_id)
                .map(Some)
                .ok_or_else(|| Diagnostic::at(at, format!("unsupported calling convention 'cc {n}'")));
        }
        if let Some(cc) = std::str::from_utf8(text).ok().and_then(CallConv::from_name) {
            self.bump();
            return Ok(Some(cc));
        }
        let other_target_cc =
            [&b"amdgpu_"[..], b"spir_", b"ptx_", b"aarch64_", b"arm_", b"riscv_"].iter().any(|p| text.starts_with(p));
        if text.ends_with(b"cc") || other_target_cc {
            return Err(self.err_here(format!("unsupported calling convention '{}'", text_of(text))));
        }
        Ok(None)
    }

    /// `define`/`declare` up to the body.
    fn parse_function_header(&mut self) -> PResult<()> {
        let kw = self.tok;
        let is_definition = kw.text == b"define";
        self.bump();
        let mut sym = Symbol::default();
        // `declare !dbg !5 ...`: declarations carry their attachments up front.
        while self.tok.kind == Tok::MetaName {
            if let Some(a) = self.parse_attachment()? {
                sym.metadata.push(a);
            }
        }
        self.parse_symbol_prefix(&mut sym);
        let cc = self.parse_cc()?.unwrap_or_default();
        let ret_attrs = self.parse_param_attrs()?;
        let ret_ty = self.parse_type()?;
        let name_tok = self.tok;
        if !matches!(name_tok.kind, Tok::GlobalName | Tok::GlobalId) {
            return Err(self.expected("function name"));
        }
        sym.name = Self::name_of(&name_tok).into_owned();
        self.bump();
        self.expect(Tok::LParen, "'('")?;
        let mut params = Vec::new();
        let mut param_names = Vec::new();
        let mut param_attrs = Vec::new();
        let mut varargs = false;
        while self.tok.kind != Tok::RParen {
            if !params.is_empty() {
                self.expect(Tok::Comma, "',' or ')'")?;
            }
            if self.eat(Tok::Ellipsis) {
                varargs = true;
                break;
            }
            let at = self.tok.start;
            let ty = self.parse_type()?;
            if !self.m.types.is_first_class(ty) && ty != Type::METADATA {
                return Err(Diagnostic::at(
                    at,
                    format!("invalid type for function parameter: '{}'", self.type_name(ty)),
                ));
            }
            params.push(ty);
            param_attrs.push(self.parse_param_attrs()?);
            if matches!(self.tok.kind, Tok::LocalName | Tok::LocalId) {
                param_names.push(Some(self.tok));
                self.bump();
            } else {
                param_names.push(None);
            }
        }
        self.expect(Tok::RParen, "')'")?;
        self.upgrade_lifetime_decl(&sym.name, (ret_ty, varargs), &mut params, &mut param_attrs, &mut param_names);
        let fn_ty = self.m.types.func(ret_ty, params.clone(), varargs);
        let mut f = Function::new(&sym.name, fn_ty);
        f.cc = cc;
        f.srcloc = SrcLoc::at(kw.start);
        f.is_definition = is_definition;
        let mut attrs = AttrList { ret: self.intern_attrs(ret_attrs), ..AttrList::default() };
        for (i, a) in param_attrs.into_iter().enumerate() {
            if !a.is_empty() {
                let id = self.intern_attrs(a);
                attrs.set_param(i, id);
            }
        }
        f.attrs = attrs;
        let mut inline = Vec::new();
        let mut groups = Vec::new();
        let mut personality = None;
        loop {
            let t = self.tok;
            match t.kind {
                Tok::AttrGroup => {
                    let n = std::str::from_utf8(t.text)
                        .ok()
                        .and_then(|s| s.parse::<u32>().ok())
                        .ok_or_else(|| self.err_here("attribute group number too large"))?;
                    groups.push((n, t.start));
                    self.bump();
                }
                Tok::Str => inline.push(self.parse_string_attr()?),
                Tok::MetaName if self.peek().kind != Tok::Equal => {
                    if let Some(a) = self.parse_attachment()? {
                        sym.metadata.push(a);
                    }
                }
                Tok::Keyword => match t.text {
                    b"unnamed_addr" => {
                        sym.unnamed_addr = UnnamedAddr::Global;
                        self.bump();
                    }
                    b"local_unnamed_addr" => {
                        sym.unnamed_addr = UnnamedAddr::Local;
                        self.bump();
                    }
                    b"addrspace" => f.addrspace = self.parse_addrspace()?,
                    b"section" => {
                        self.bump();
                        sym.section = Some(self.parse_string("section name")?);
                    }
                    b"partition" => {
                        self.bump();
                        self.parse_string("partition name")?;
                    }
                    b"comdat" => {
                        let own = sym.name.clone();
                        sym.comdat = Some(self.parse_comdat_ref(&own)?);
                    }
                    b"align" => {
                        self.bump();
                        sym.align = self.parse_align_value()?;
                    }
                    b"gc" => {
                        self.bump();
                        f.gc = Some(self.parse_string("garbage collector name")?);
                    }
                    b"personality" => {
                        self.bump();
                        personality = Some(self.tok.start);
                        self.skip_personality()?;
                    }
                    b"prefix" | b"prologue" => {
                        return Err(self
                            .err_here(format!("unsupported function '{}' data (not supported yet)", text_of(t.text))))
                    }
                    _ if is_top_level_keyword(t.text) => break,
                    _ if self.eat_dropped_fn_attr() => {}
                    _ => match self.parse_keyword_attr()? {
                        Some(a) => inline.push(a),
                        None => return Err(self.err_here(format!("unknown function attribute '{}'", text_of(t.text)))),
                    },
                },
                _ => break,
            }
        }
        f.sym = sym;
        if f.sym.name.starts_with("llvm.") {
            let Some(intrinsic) = Intrinsic::lookup(&f.sym.name) else {
                return Err(Diagnostic::at(name_tok.start, format!("unknown intrinsic '@{}'", f.sym.name)));
            };
            intrinsic.check_signature(&self.m.types, fn_ty).map_err(|e| {
                Diagnostic::at(name_tok.start, format!("invalid declaration of intrinsic '@{}': {e}", f.sym.name))
            })?;
            if is_definition {
                return Err(Diagnostic::at(name_tok.start, format!("intrinsic '@{}' cannot have a body", f.sym.name)));
            }
        }
        let addrspace = f.addrspace;
        let id = self
            .m
            .add_func(f)
            .map_err(|f| Diagnostic::at(name_tok.start, format!("redefinition of function '@{}'", f.sym.name)))?;
        let _ = addrspace;
        if let Some(pos) = personality {
            self.pending.push(Pending::Personality { f: id, pos });
        }
        if !inline.is_empty() || !groups.is_empty() {
            self.fixups.push(FnAttrFixup { f: id, inline, groups });
        }
        if is_definition {
            if self.tok.kind != Tok::LBrace {
                return Err(self.expected("'{' to start the function body"));
            }
            let open = self.tok.start;
            let Some((close, mentions_blockaddress)) = self.lex.matching_brace(open) else {
                return Err(Diagnostic::at(
                    self.src.len(),
                    "unexpected end of file (function body is not closed with '}')",
                ));
            };
            self.uses_blockaddress |= mentions_blockaddress;
            self.pending.push(Pending::Body { f: id, pos: open, end: close, params: param_names });
            self.seek(close + 1);
        }
        Ok(())
    }

    /// Skips a `personality` constant in the pre-pass: its type, then one token, or a constant
    /// expression's keyword and its parenthesised operands.
    fn skip_personality(&mut self) -> PResult<()> {
        self.parse_type()?;
        let is_expr = self.tok.kind == Tok::Keyword && self.peek().kind == Tok::LParen;
        self.bump();
        if is_expr {
            let mut depth = 0usize;
            loop {
                match self.tok.kind {
                    Tok::LParen => depth += 1,
                    Tok::RParen => {
                        depth -= 1;
                        if depth == 0 {
                            self.bump();
                            break;
                        }
                    }
                    Tok::Eof | Tok::Error => return Err(self.expected("')' ending the personality constant")),
                    _ => {}
                }
                self.bump();
            }
        }
        Ok(())
    }

    /// Merges attribute groups into the function attributes collected by the pre-pass.
    fn resolve_function_attr_groups(&mut self) -> PResult<()> {
        for fx in std::mem::take(&mut self.fixups) {
            let mut attrs = fx.inline;
            for (n, at) in fx.groups {
                let g = self
                    .attr_groups
                    .get(&n)
                    .ok_or_else(|| Diagnostic::at(at, format!("use of undefined attribute group '#{n}'")))?;
                attrs.extend(g.iter().cloned());
            }
            let id = self.intern_attrs(attrs);
            self.m.funcs[fx.f].attrs.func = id;
        }
        Ok(())
    }

    /// Interns a set (the empty set without hashing).
    pub fn intern_attrs(&mut self, attrs: Vec<Attr>) -> AttrSetId {
        if attrs.is_empty() {
            AttrSetId::EMPTY
        } else {
            self.m.attr_sets.intern(attrs)
        }
    }

    // ---- attributes -----------------------------------------------------------------------------

    /// `attributes #N = { ... }`.
    fn parse_attr_group(&mut self) -> PResult<()> {
        self.bump();
        let t = self.tok;
        if t.kind != Tok::AttrGroup {
            return Err(self.expected("attribute group number"));
        }
        let n = std::str::from_utf8(t.text)
            .ok()
            .and_then(|s| s.parse::<u32>().ok())
            .ok_or_else(|| self.err_here("attribute group number too large"))?;
        self.bump();
        self.expect(Tok::Equal, "'='")?;
        self.expect(Tok::LBrace, "'{'")?;
        let mut attrs = Vec::new();
        while self.tok.kind != Tok::RBrace {
            if self.tok.kind == Tok::Str {
                attrs.push(self.parse_string_attr()?);
                continue;
            }
            if self.tok.kind != Tok::Keyword {
                return Err(self.expected("attribute"));
            }
            if self.eat_dropped_fn_attr() {
                continue;
            }
            let kw = self.tok;
            match self.parse_keyword_attr()? {
                Some(a) => attrs.push(a),
                None => return Err(Diagnostic::at(kw.start, format!("unknown attribute '{}'", text_of(kw.text)))),
            }
        }
        self.bump();
        if self.attr_groups.insert(n, attrs).is_some() {
            return Err(Diagnostic::at(t.start, format!("redefinition of attribute group '#{n}'")));
        }
        Ok(())
    }

    /// `"key"` or `"key"="value"`.
    pub fn parse_string_attr(&mut self) -> PResult<Attr> {
        let k = self.parse_string("attribute name")?;
        if self.eat(Tok::Equal) {
            let v = self.parse_string("attribute value")?;
            return Ok(Attr::Str(k, Some(v)));
        }
        Ok(Attr::Str(k, None))
    }

    /// Parameter or return attributes (keywords and strings) up to the first non-attribute.
    pub fn parse_param_attrs(&mut self) -> PResult<Vec<Attr>> {
        let mut out = Vec::new();
        loop {
            match self.tok.kind {
                Tok::Str => {
                    // A string here is an attribute only when followed by a value or another
                    // attribute; callers never expect a bare string after a type otherwise.
                    out.push(self.parse_string_attr()?);
                }
                Tok::Keyword if self.tok.text == b"captures" => {
                    // LLVM 20's `captures(...)`: `nocapture` or nothing (see upgrade.rs).
                    if let Some(a) = self.parse_captures_attr()? {
                        out.push(a);
                    }
                }
                Tok::Keyword if self.tok.text == b"initializes" => self.skip_initializes_attr()?,
                // LLVM 21's `dead_on_return`, an optimisation hint (see upgrade.rs): dropped.
                Tok::Keyword if self.tok.text == b"dead_on_return" => {
                    self.eat_kw(b"dead_on_return");
                }
                Tok::Keyword => match self.parse_keyword_attr()? {
                    Some(a) => out.push(a),
                    None => return Ok(out),
                },
                _ => return Ok(out),
            }
        }
    }

    /// `initializes((lo, hi), ...)` (LLVM 19; rustc writes it on `sret` pointers), checked as LLVM
    /// checks it (ranges of i64 offsets, each non-empty, ascending, neither overlapping nor
    /// touching) and dropped: it only promises that the callee writes those bytes, which Kiln
    /// does not use, and leaving a promise out is always correct.
    fn skip_initializes_attr(&mut self) -> PResult<()> {
        self.bump();
        self.expect(Tok::LParen, "'(' after 'initializes'")?;
        let mut prev_hi: Option<i64> = None;
        loop {
            let at = self.tok.start;
            self.expect(Tok::LParen, "'(' starting a range")?;
            let lo = self.parse_i64_offset()?;
            self.expect(Tok::Comma, "','")?;
            let hi = self.parse_i64_offset()?;
            self.expect(Tok::RParen, "')' ending a range")?;
            if lo == hi {
                return Err(Diagnostic::at(at, "the range should not represent the full or empty set"));
            }
            if lo > hi || prev_hi.is_some_and(|p| lo <= p) {
                return Err(Diagnostic::at(at, "invalid (unordered or overlapping) range list"));
            }
            prev_hi = Some(hi);
            if self.eat(Tok::RParen) {
                return Ok(());
            }
            self.expect(Tok::Comma, "',' or ')'")?;
        }
    }

    /// A signed 64-bit integer literal.
    fn parse_i64_offset(&mut self) -> PResult<i64> {
        let t = self.tok;
        let v = (t.kind == Tok::Int).then(|| super::parse_const::int_literal(t.text, 64)).flatten();
        let v = v.ok_or_else(|| self.expected("a 64-bit integer offset"))?;
        self.bump();
        Ok(v as u64 as i64)
    }

    /// One keyword attribute with its argument, or `None` (consuming nothing) when the current
    /// keyword is not an attribute.
    pub fn parse_keyword_attr(&mut self) -> PResult<Option<Attr>> {
        let t = self.tok;
        let Some(kind) = std::str::from_utf8(t.text).ok().and_then(AttrKind::from_name) else {
            return Ok(None);
        };
        self.bump();
        let attr = match kind.arg_form() {
            AttrArgForm::None => Attr::Flag(kind),
            AttrArgForm::Int => self.parse_int_attr_arg(kind)?,
            AttrArgForm::Type => {
                if kind == AttrKind::InAlloca {
                    return Err(Diagnostic::at(t.start, "unsupported attribute 'inalloca' (not supported yet)"));
                }
                self.expect(Tok::LParen, "'(' and a type")?;
                let ty = self.parse_type()?;
                self.expect(Tok::RParen, "')'")?;
                Attr::Type(kind, ty)
            }
            AttrArgForm::Raw => {
                if self.tok.kind != Tok::LParen {
                    return Err(self.expected(&format!("'(' after '{}'", kind.name())));
                }
                let open = self.tok.start;
                let Some(body) = self.lex.balanced_parens(open) else {
                    return Err(Diagnostic::at(open, "unexpected end of file (unclosed '(')"));
                };
                let text = text_of(body).into_owned();
                self.bump();
                Attr::Raw(kind, text)
            }
        };
        Ok(Some(attr))
    }

    /// The argument of an integer attribute: `align N`, `align(N)`, `alignstack=N`,
    /// `dereferenceable(N)`, `uwtable[(sync|async)]`.
    fn parse_int_attr_arg(&mut self, kind: AttrKind) -> PResult<Attr> {
        if kind == AttrKind::UWTable {
            if self.eat(Tok::LParen) {
                let v = match self.tok.text {
                    b"sync" => 1,
                    b"async" => 2,
                    _ => return Err(self.expected("'sync' or 'async'")),
                };
                self.bump();
                self.expect(Tok::RParen, "')'")?;
                return Ok(Attr::Int(kind, v));
            }
            return Ok(Attr::Int(kind, 2));
        }
        let paren = self.eat(Tok::LParen);
        if !paren {
            self.eat(Tok::Equal);
        }
        let at = self.tok.start;
        let v = self.parse_u64(&format!("'{}' value", kind.name()))?;
        if matches!(kind, AttrKind::Align | AttrKind::StackAlignment) {
            check_align(at, v)?;
        }
        if paren {
            self.expect(Tok::RParen, "')'")?;
        }
        Ok(Attr::Int(kind, v))
    }

    // ---- metadata -------------------------------------------------------------------------------

    /// The node `!N`, created as a placeholder when not defined yet.
    pub fn md_ref(&mut self, n: u32, at: usize) -> MdNode {
        if let Some(s) = self.md_nums.get(&n) {
            return s.item;
        }
        let node = self.m.metadata.nodes.push(MdNodeData { number: n, distinct: false, body: None });
        self.md_nums.insert(n, Slot { item: node, fwd: at });
        node
    }

    /// Adds an anonymous node (an inline `!{...}` or `!DIxxx(...)`).
    pub fn md_anon(&mut self, body: MdBody) -> MdNode {
        let number = self.next_anon_md;
        self.next_anon_md = self.next_anon_md.saturating_add(1);
        self.m.metadata.nodes.push(MdNodeData { number, distinct: false, body: Some(body) })
    }

    /// The number of a `!N` token.
    fn md_number(&self, t: &Token) -> PResult<u32> {
        std::str::from_utf8(t.text)
            .ok()
            .and_then(|s| s.parse::<u32>().ok())
            .ok_or_else(|| Diagnostic::at(t.start, "metadata number too large"))
    }

    /// `!N = [distinct] !{...}` / `!DIxxx(...)`, or `!name = !{!0, ...}`.
    fn parse_metadata_def(&mut self) -> PResult<()> {
        let t = self.tok;
        self.bump();
        self.expect(Tok::Equal, "'='")?;
        if t.kind == Tok::MetaName {
            self.expect(Tok::Exclaim, "'!{'")?;
            self.expect(Tok::LBrace, "'{'")?;
            let mut nodes = Vec::new();
            while self.tok.kind != Tok::RBrace {
                if !nodes.is_empty() {
                    self.expect(Tok::Comma, "',' or '}'")?;
                }
                let r = self.tok;
                if r.kind != Tok::MetaId {
                    return Err(self.expected("metadata node reference '!N'"));
                }
                let n = self.md_number(&r)?;
                nodes.push(self.md_ref(n, r.start));
                self.bump();
            }
            self.bump();
            let name = text_of(t.text).into_owned();
            self.m.metadata.named.push((name, nodes));
            return Ok(());
        }
        let n = self.md_number(&t)?;
        let distinct = self.eat_kw(b"distinct");
        let body = self.parse_md_body()?;
        let node = self.md_ref(n, t.start);
        let slot = self.md_nums.get_mut(&n).expect("md_ref inserted it");
        if slot.fwd == usize::MAX {
            return Err(Diagnostic::at(t.start, format!("redefinition of metadata '!{n}'")));
        }
        slot.fwd = usize::MAX;
        let data = &mut self.m.metadata.nodes[node];
        data.distinct = distinct;
        data.body = Some(body);
        Ok(())
    }

    /// `!{...}` or `!Name(...)`.
    fn parse_md_body(&mut self) -> PResult<MdBody> {
        match self.tok.kind {
            Tok::Exclaim => {
                self.bump();
                self.expect(Tok::LBrace, "'{'")?;
                self.enter()?;
                let mut ops = Vec::new();
                while self.tok.kind != Tok::RBrace {
                    if !ops.is_empty() {
                        self.expect(Tok::Comma, "',' or '}'")?;
                    }
                    ops.push(self.parse_md_operand()?);
                }
                self.bump();
                self.leave();
                Ok(MdBody::Tuple(ops))
            }
            Tok::MetaName => {
                let name = text_of(self.tok.text).into_owned();
                self.bump();
                if self.tok.kind != Tok::LParen {
                    return Err(self.expected("'('"));
                }
                let open = self.tok.start;
                let Some(body) = self.lex.balanced_parens(open) else {
                    return Err(Diagnostic::at(open, "unexpected end of file (unclosed '(')"));
                };
                let fields = text_of(body).into_owned();
                self.bump();
                Ok(MdBody::Specialized { name, fields })
            }
            _ => Err(self.expected("metadata node")),
        }
    }

    /// One operand of a metadata tuple (also the operand of a `metadata` call argument).
    pub fn parse_md_operand(&mut self) -> PResult<MdOperand> {
        let t = self.tok;
        match t.kind {
            Tok::Keyword if t.text == b"null" => {
                self.bump();
                Ok(MdOperand::Null)
            }
            Tok::MetaId => {
                let n = self.md_number(&t)?;
                self.bump();
                Ok(MdOperand::Node(self.md_ref(n, t.start)))
            }
            Tok::Exclaim if self.peek().kind == Tok::Str => {
                self.bump();
                let s = unescape(self.tok.text);
                self.bump();
                Ok(MdOperand::Str(s))
            }
            Tok::Exclaim | Tok::MetaName => {
                let body = self.parse_md_body()?;
                Ok(MdOperand::Node(self.md_anon(body)))
            }
            _ => {
                let ty = self.parse_type()?;
                if matches!(self.tok.kind, Tok::LocalName | Tok::LocalId) {
                    return Err(self.err_here("metadata operands referring to local values are not supported"));
                }
                let c: Constant = self.parse_const(ty)?;
                Ok(MdOperand::Const(c))
            }
        }
    }

    /// `!kind !N` (or an inline node); returns `None` for `!dbg`, which is dropped.
    pub fn parse_attachment(&mut self) -> PResult<Option<MdAttachment>> {
        let k = self.tok;
        if k.kind != Tok::MetaName {
            return Err(self.expected("metadata attachment kind"));
        }
        self.bump();
        let node = match self.parse_md_operand()? {
            MdOperand::Node(n) => n,
            _ => return Err(Diagnostic::at(k.end, "expected metadata node after attachment kind")),
        };
        if k.text == b"dbg" {
            return Ok(None);
        }
        Ok(Some(MdAttachment { kind: text_of(k.text).into_owned(), node }))
    }

    /// Resolves `@name` to a symbol.
    pub fn symbol_ref(&self, t: &Token) -> PResult<SymbolRef> {
        let name = Self::name_of(t);
        self.m.symbol(&name).ok_or_else(|| Diagnostic::at(t.start, format!("use of undefined value '@{name}'")))
    }
}

/// Checks an alignment: a power of two no larger than 2^32 (Kiln stores up to 2^31).
pub(super) fn check_align(at: usize, v: u64) -> PResult<u32> {
    if v == 0 || !v.is_power_of_two() {
        return Err(Diagnostic::at(at, format!("alignment is not a power of two: {v}")));
    }
    if v > 1 << 31 {
        return Err(Diagnostic::at(at, format!("alignment too large: {v} (maximum is 2147483648)")));
    }
    Ok(v as u32)
}
