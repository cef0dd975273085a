//! Parser of function bodies: blocks, local names and numbering, and every instruction form.

use super::lexer::{unescape, Tok, Token};
use super::parse_const::MAX_EXPANDED_LANES;
use super::parser::{text_of, PResult, Parser, Slot};
use crate::attributes::{Attr, AttrList};
use crate::constant::ConstData;
use crate::dfg::{Block, Inst, Value};
use crate::diag::Diagnostic;
use crate::instructions::{
    Atomic, AtomicOrdering, Bundle, CallConv, CallData, ClauseKind, FastMath, FloatPredicate, InstFlags, InstKind,
    IntPredicate, InvokeData, LandingPadData, Opcode, RmwOp, SwitchData, SyncScope, TailKind,
};
use crate::intrinsics::Intrinsic;
use crate::metadata::MdOperand;
use crate::module::{Func, Function, SrcLoc, SymbolRef};
use crate::types::{Type, TypeData};

/// How far ahead of the next implicit number an explicit `%N` may jump.
const MAX_NUMBER_GAP: u32 = 1 << 20;

impl<'a> Parser<'a> {
    /// Parses the body of `f` (the current token is its `{`).
    pub(super) fn parse_function_body(
        &mut self,
        f: Func,
        params: &[Option<Token<'a>>],
        body_bytes: usize,
    ) -> PResult<()> {
        let mut placeholder = Function::new("", self.m.funcs[f].ty);
        placeholder.addrspace = self.m.funcs[f].addrspace;
        placeholder.is_definition = true;
        self.func = std::mem::replace(&mut self.m.funcs[f], placeholder);
        self.cur_func = Some(f);
        self.scope.clear();
        self.const_vals.clear();
        // One instruction per line is the norm: reserve that much up front so the arenas do
        // not grow (and over-allocate) while the body is parsed.
        let body = &self.src[self.tok.start.min(self.src.len())..];
        let lines = body[..body_bytes.min(body.len())].iter().filter(|&&c| c == b'\n').count();
        self.func.dfg.reserve(lines, lines + lines / 4);
        if lines > 0 {
            self.func.inst_srclocs[Inst::from_u32(lines as u32 - 1)] = SrcLoc::NONE;
        }
        let r = self.parse_body_inner(f, params);
        let mut func = std::mem::replace(&mut self.func, Function::new("", Type::VOID));
        func.shrink_to_fit();
        self.m.funcs[f] = func;
        self.cur_func = None;
        r?;
        self.body_done.insert(f);
        Ok(())
    }

    fn parse_body_inner(&mut self, f: Func, params: &[Option<Token<'a>>]) -> PResult<()> {
        let param_tys: Vec<Type> = self.m.types.func_info(self.func.ty).map(|i| i.1.to_vec()).unwrap_or_default();
        for (i, &ty) in param_tys.iter().enumerate() {
            let v = self.func.dfg.make_param(i as u32, ty);
            self.func.params.push(v);
            match params.get(i).copied().flatten() {
                Some(t) if t.kind == Tok::LocalId => {
                    let n = self.local_number(&t)?;
                    if n < self.scope.next_num {
                        return Err(Diagnostic::at(
                            t.start,
                            format!("argument expected to be numbered '%{}' or greater", self.scope.next_num),
                        ));
                    }
                    self.claim_number(n, t.start)?;
                    self.scope.numbered.push(Some(v));
                }
                Some(t) => {
                    if self.scope.named.contains_key(t.text) {
                        return Err(Diagnostic::at(t.start, format!("redefinition of value '%{}'", Self::name_of(&t))));
                    }
                    self.scope.named.insert(t.text, Slot { item: v, fwd: usize::MAX });
                    self.func.dfg.value_names.insert(v, Self::name_of(&t).into_owned());
                }
                None => {
                    let n = self.scope.next_num;
                    self.claim_number(n, 0)?;
                    self.scope.numbered.push(Some(v));
                }
            }
        }
        if let Some(list) = self.blockaddr_fwd.remove(&f) {
            for (label, b, at) in list {
                let slot = Slot { item: b, fwd: at };
                let numbered = std::str::from_utf8(label).ok().and_then(|s| s.parse::<u32>().ok());
                match numbered {
                    Some(n) => self.scope.numbered_blocks.insert(n, slot),
                    None => self.scope.named_blocks.insert(label, slot),
                };
                self.scope.num_fwd_blocks += 1;
            }
        }
        self.expect(Tok::LBrace, "'{'")?;
        loop {
            while self.at_kw(b"uselistorder") {
                self.skip_uselistorder()?;
            }
            if self.tok.kind == Tok::RBrace {
                if self.func.layout.num_blocks() == 0 {
                    return Err(self.err_here("function body requires at least one basic block"));
                }
                break;
            }
            self.parse_block()?;
        }
        self.check_forward_refs()?;
        if self.uses_blockaddress {
            let mut labels = super::parser::FastMap::default();
            for (k, s) in &self.scope.named_blocks {
                labels.insert(unescape(k), s.item);
            }
            for (n, s) in &self.scope.numbered_blocks {
                labels.insert(n.to_string().into_bytes(), s.item);
            }
            self.finished_labels.insert(f, labels);
        }
        Ok(())
    }

    /// Reports the earliest value or label that was used but never defined.
    fn check_forward_refs(&self) -> PResult<()> {
        let mut worst: Option<(usize, String)> = None;
        let mut consider = |at: usize, what: String| {
            if worst.as_ref().is_none_or(|w| at < w.0) {
                worst = Some((at, what));
            }
        };
        if self.scope.num_fwd_named > 0 {
            for (k, s) in &self.scope.named {
                if s.fwd != usize::MAX {
                    consider(s.fwd, format!("use of undefined value '%{}'", text_of(k)));
                }
            }
        }
        for (n, s) in &self.scope.fwd_numbered {
            consider(s.fwd, format!("use of undefined value '%{n}'"));
        }
        if self.scope.num_fwd_blocks > 0 {
            for (k, s) in &self.scope.named_blocks {
                if s.fwd != usize::MAX {
                    consider(s.fwd, format!("use of undefined label '%{}'", text_of(k)));
                }
            }
            for (n, s) in &self.scope.numbered_blocks {
                if s.fwd != usize::MAX {
                    consider(s.fwd, format!("use of undefined label '%{n}'"));
                }
            }
        }
        match worst {
            Some((at, msg)) => Err(Diagnostic::at(at, msg)),
            None => Ok(()),
        }
    }

    // ---- names and numbers ---------------------------------------------------------------------

    /// The number of a `%N` token or `N:` label.
    #[inline]
    fn local_number(&self, t: &Token) -> PResult<u32> {
        let mut n: u64 = 0;
        for &c in t.text {
            if !c.is_ascii_digit() || n >= u32::MAX as u64 {
                return Err(Diagnostic::at(t.start, "value number too large"));
            }
            n = n * 10 + (c - b'0') as u64;
        }
        if t.text.is_empty() || n >= u32::MAX as u64 {
            return Err(Diagnostic::at(t.start, "value number too large"));
        }
        Ok(n as u32)
    }

    /// Makes `n` (>= the next number) the latest number, filling skipped numbers with holes.
    fn claim_number(&mut self, n: u32, at: usize) -> PResult<()> {
        let next = self.scope.next_num;
        if n - next > MAX_NUMBER_GAP {
            return Err(Diagnostic::at(at, format!("value number '%{n}' jumps too far ahead of '%{next}'")));
        }
        self.scope.numbered.resize(n as usize, None);
        self.scope.next_num = n + 1;
        Ok(())
    }

    /// "'%x' defined with type 'A' but expected 'B'".
    fn value_type_error(&self, t: &Token, have: Type, want: Type) -> Diagnostic {
        Diagnostic::at(
            t.start,
            format!(
                "'%{}' defined with type '{}' but expected '{}'",
                Self::name_of(t),
                self.type_name(have),
                self.type_name(want)
            ),
        )
    }

    /// The value named by local token `t` (which must be `%x` or `%N`), expected to have type `ty`.
    pub fn local_value(&mut self, t: &Token<'a>, ty: Type) -> PResult<Value> {
        if t.kind == Tok::LocalId {
            let n = self.local_number(t)?;
            if let Some(slot) = self.scope.numbered.get(n as usize) {
                let Some(v) = *slot else {
                    return Err(Diagnostic::at(t.start, format!("use of undefined value '%{n}'")));
                };
                let have = self.func.dfg.value_type(v);
                if have != ty {
                    return Err(self.value_type_error(t, have, ty));
                }
                return Ok(v);
            }
            if let Some(s) = self.scope.fwd_numbered.get(&n) {
                let have = self.func.dfg.value_type(s.item);
                if have != ty {
                    return Err(self.value_type_error(t, have, ty));
                }
                return Ok(s.item);
            }
            self.check_value_type(t, ty)?;
            let v = self.func.dfg.make_forward_value(ty);
            self.scope.fwd_numbered.insert(n, Slot { item: v, fwd: t.start });
            return Ok(v);
        }
        if let Some(s) = self.scope.named.get(t.text) {
            let have = self.func.dfg.value_type(s.item);
            if have != ty {
                return Err(self.value_type_error(t, have, ty));
            }
            return Ok(s.item);
        }
        self.check_value_type(t, ty)?;
        let v = self.func.dfg.make_forward_value(ty);
        self.scope.named.insert(t.text, Slot { item: v, fwd: t.start });
        self.scope.num_fwd_named += 1;
        Ok(v)
    }

    /// Rejects value types no value can have (void, label, metadata, function types).
    fn check_value_type(&self, t: &Token, ty: Type) -> PResult<()> {
        if !self.m.types.is_first_class(ty) {
            return Err(Diagnostic::at(t.start, format!("invalid type '{}' for a value", self.type_name(ty))));
        }
        Ok(())
    }

    /// Parses a value operand of type `ty`: a local or a constant.
    #[inline]
    pub fn parse_value(&mut self, ty: Type) -> PResult<Value> {
        let t = self.tok;
        if matches!(t.kind, Tok::LocalName | Tok::LocalId) {
            let v = self.local_value(&t, ty)?;
            self.bump();
            return Ok(v);
        }
        if !self.m.types.is_first_class(ty) {
            return Err(self.err_here(format!("invalid type '{}' for a value", self.type_name(ty))));
        }
        let c = self.parse_const(ty)?;
        if let Some(&v) = self.const_vals.get(&c) {
            return Ok(v);
        }
        let v = self.func.dfg.const_value(c, ty);
        self.const_vals.insert(c, v);
        Ok(v)
    }

    /// Parses `T v`.
    fn parse_typed_value(&mut self) -> PResult<(Type, Value)> {
        let ty = self.parse_type()?;
        let v = self.parse_value(ty)?;
        Ok((ty, v))
    }

    /// Gives an instruction its result: the name `name` (if any) or the next number.
    fn define_result(&mut self, name: Option<Token<'a>>, kind: InstKind, rty: Option<Type>) -> PResult<Inst> {
        let Some(ty) = rty else {
            if let Some(n) = name {
                return Err(Diagnostic::at(n.start, "instructions returning void cannot have a name"));
            }
            return Ok(self.func.dfg.make_inst(kind, None));
        };
        match name {
            Some(t) if t.kind == Tok::LocalName => self.define_named(&t, kind, ty),
            Some(t) => {
                let n = self.local_number(&t)?;
                if n < self.scope.next_num {
                    return Err(Diagnostic::at(
                        t.start,
                        format!("instruction expected to be numbered '%{}' or greater", self.scope.next_num),
                    ));
                }
                self.define_numbered(n, t.start, kind, ty)
            }
            None => {
                let n = self.scope.next_num;
                self.define_numbered(n, 0, kind, ty)
            }
        }
    }

    fn define_numbered(&mut self, n: u32, at: usize, kind: InstKind, ty: Type) -> PResult<Inst> {
        self.claim_number(n, at)?;
        let fwd = if self.scope.fwd_numbered.is_empty() { None } else { self.scope.fwd_numbered.remove(&n) };
        let inst = match fwd {
            Some(s) => {
                let want = self.func.dfg.value_type(s.item);
                if want != ty {
                    return Err(Diagnostic::at(
                        at,
                        format!(
                            "'%{n}' defined with type '{}' but used earlier as '{}'",
                            self.type_name(ty),
                            self.type_name(want)
                        ),
                    ));
                }
                self.func.dfg.make_inst_with_result(kind, s.item)
            }
            None => self.func.dfg.make_inst(kind, Some(ty)),
        };
        let v = self.func.dfg.inst_result(inst);
        self.scope.numbered.push(v);
        Ok(inst)
    }

    fn define_named(&mut self, t: &Token<'a>, kind: InstKind, ty: Type) -> PResult<Inst> {
        let inst = match self.scope.named.get_mut(t.text) {
            Some(s) if s.fwd == usize::MAX => {
                return Err(Diagnostic::at(t.start, format!("redefinition of value '%{}'", Self::name_of(t))));
            }
            Some(s) => {
                let v = s.item;
                let want = self.func.dfg.value_type(v);
                if want != ty {
                    return Err(Diagnostic::at(
                        t.start,
                        format!(
                            "'%{}' defined with type '{}' but used earlier as '{}'",
                            Self::name_of(t),
                            self.type_name(ty),
                            self.type_name(want)
                        ),
                    ));
                }
                s.fwd = usize::MAX;
                self.scope.num_fwd_named -= 1;
                self.func.dfg.make_inst_with_result(kind, v)
            }
            None => {
                let inst = self.func.dfg.make_inst(kind, Some(ty));
                let v = self.func.dfg.inst_result(inst).expect("typed instruction has a result");
                self.scope.named.insert(t.text, Slot { item: v, fwd: usize::MAX });
                inst
            }
        };
        if let Some(v) = self.func.dfg.inst_result(inst) {
            self.func.dfg.value_names.insert(v, Self::name_of(t).into_owned());
        }
        Ok(inst)
    }

    /// The block named by local token `t` (`%bb` or `%N`), created on first use.
    pub fn block_ref(&mut self, t: &Token<'a>) -> PResult<Block> {
        if t.kind == Tok::LocalId {
            let n = self.local_number(t)?;
            if let Some(s) = self.scope.numbered_blocks.get(&n) {
                return Ok(s.item);
            }
            if n < self.scope.next_num {
                return Err(Diagnostic::at(t.start, format!("use of undefined label '%{n}'")));
            }
            let b = self.func.dfg.make_block();
            self.scope.numbered_blocks.insert(n, Slot { item: b, fwd: t.start });
            self.scope.num_fwd_blocks += 1;
            return Ok(b);
        }
        if t.kind != Tok::LocalName {
            return Err(Diagnostic::at(t.start, "expected a block label"));
        }
        if let Some(s) = self.scope.named_blocks.get(t.text) {
            return Ok(s.item);
        }
        let b = self.func.dfg.make_block();
        self.scope.named_blocks.insert(t.text, Slot { item: b, fwd: t.start });
        self.scope.num_fwd_blocks += 1;
        Ok(b)
    }

    /// `label %bb`.
    fn parse_label_operand(&mut self) -> PResult<Block> {
        self.expect_kw("label")?;
        let t = self.tok;
        if !matches!(t.kind, Tok::LocalName | Tok::LocalId) {
            return Err(self.expected("block label"));
        }
        let b = self.block_ref(&t)?;
        self.bump();
        Ok(b)
    }

    /// Defines the block labelled by `t` (`None`: an unlabelled block, numbered implicitly).
    fn define_block(&mut self, t: Option<&Token<'a>>) -> PResult<Block> {
        let numbered = match t {
            None => Some(self.scope.next_num),
            Some(t) if !t.quoted && t.text.iter().all(u8::is_ascii_digit) => {
                let n = self.local_number(t)?;
                if n < self.scope.next_num {
                    return Err(Diagnostic::at(
                        t.start,
                        format!("label expected to be numbered '{}' or greater", self.scope.next_num),
                    ));
                }
                Some(n)
            }
            Some(_) => None,
        };
        if let Some(n) = numbered {
            self.claim_number(n, t.map_or(0, |t| t.start))?;
            self.scope.numbered.push(None);
            if let Some(s) = self.scope.numbered_blocks.get_mut(&n) {
                s.fwd = usize::MAX;
                self.scope.num_fwd_blocks -= 1;
                return Ok(s.item);
            }
            let b = self.func.dfg.make_block();
            self.scope.numbered_blocks.insert(n, Slot { item: b, fwd: usize::MAX });
            return Ok(b);
        }
        let t = t.expect("named label");
        let b = match self.scope.named_blocks.get_mut(t.text) {
            Some(s) if s.fwd == usize::MAX => {
                return Err(Diagnostic::at(t.start, format!("redefinition of label '%{}'", Self::name_of(t))))
            }
            Some(s) => {
                s.fwd = usize::MAX;
                self.scope.num_fwd_blocks -= 1;
                s.item
            }
            None => {
                let b = self.func.dfg.make_block();
                self.scope.named_blocks.insert(t.text, Slot { item: b, fwd: usize::MAX });
                b
            }
        };
        self.func.dfg.block_names.insert(b, Self::name_of(t).into_owned());
        Ok(b)
    }

    // ---- blocks and instructions ----------------------------------------------------------------

    /// One basic block: an optional label, then instructions up to and including a terminator.
    fn parse_block(&mut self) -> PResult<()> {
        let lt = self.tok;
        let b = if lt.kind == Tok::Label {
            self.bump();
            self.define_block(Some(&lt))?
        } else {
            self.define_block(None)?
        };
        self.func.layout.append_block(b);
        self.func.block_srclocs[b] = SrcLoc::at(lt.start);
        loop {
            let t = self.tok;
            let name = match t.kind {
                Tok::LocalName | Tok::LocalId => {
                    self.bump();
                    self.expect(Tok::Equal, "'=' after the instruction's name")?;
                    Some(t)
                }
                Tok::Keyword => None,
                Tok::DebugRecord => {
                    self.skip_debug_record()?;
                    continue;
                }
                Tok::RBrace | Tok::Label => {
                    return Err(self.err_here(format!(
                        "expected instruction opcode but found '{}' (the block has no terminator)",
                        self.snippet(&t)
                    )))
                }
                _ => return Err(self.expected("instruction opcode")),
            };
            let op = self.tok;
            if op.kind != Tok::Keyword {
                return Err(self.expected("instruction opcode"));
            }
            self.bump();
            let (kind, rty) = self.parse_inst_kind(&op)?;
            if std::mem::take(&mut self.drop_inst) {
                // An old-style debug intrinsic call on a local value: debug info is dropped.
                while self.eat(Tok::Comma) {
                    self.parse_attachment()?;
                }
                continue;
            }
            let keep_attachments = !std::mem::take(&mut self.drop_attachments);
            let is_term = kind.is_terminator();
            let inst = self.define_result(name, kind, rty)?;
            self.func.layout.append_inst(inst, b);
            self.func.inst_srclocs[inst] = SrcLoc::at(t.start);
            while self.eat(Tok::Comma) {
                if let Some(a) = self.parse_attachment()? {
                    if keep_attachments {
                        self.func.inst_metadata.entry(inst).or_default().push(a);
                    }
                }
            }
            if is_term {
                return Ok(());
            }
        }
    }

    /// Skips `#dbg_value(...)` and the other debug records.
    fn skip_debug_record(&mut self) -> PResult<()> {
        self.bump();
        if self.tok.kind != Tok::LParen {
            return Err(self.expected("'(' after debug record"));
        }
        let open = self.tok.start;
        if self.lex.balanced_parens(open).is_none() {
            return Err(Diagnostic::at(open, "unexpected end of file (unclosed '(')"));
        }
        self.bump();
        Ok(())
    }

    /// True when the current token is `,` followed by a metadata attachment.
    #[inline]
    fn at_attachment_comma(&self) -> bool {
        self.tok.kind == Tok::Comma && self.peek().kind == Tok::MetaName
    }

    /// Parses the rest of an instruction after its opcode keyword.
    fn parse_inst_kind(&mut self, op: &Token<'a>) -> PResult<(InstKind, Option<Type>)> {
        let text = op.text;
        let opcode = match text {
            b"tail" | b"musttail" | b"notail" => {
                let tail = match text {
                    b"tail" => TailKind::Tail,
                    b"musttail" => TailKind::MustTail,
                    _ => TailKind::NoTail,
                };
                self.expect_kw("call")?;
                return self.parse_call(tail, false);
            }
            b"call" => return self.parse_call(TailKind::None, false),
            b"cleanuppad" | b"catchpad" | b"catchswitch" | b"catchret" | b"cleanupret" => {
                return Err(Diagnostic::at(
                    op.start,
                    format!(
                        "unsupported instruction '{}' (Windows funclet exception handling is not supported; MinGW uses landing pads)",
                        text_of(text)
                    ),
                ))
            }
            b"callbr" => {
                return Err(Diagnostic::at(
                    op.start,
                    "unsupported instruction 'callbr' (inline assembly is not supported)",
                ))
            }
            _ => match opcode_of(text) {
                Some(o) => o,
                None => {
                    return Err(Diagnostic::at(
                        op.start,
                        format!("expected instruction opcode but found '{}'", text_of(text)),
                    ))
                }
            },
        };
        match opcode {
            o if o.is_binary() => self.parse_binary(o),
            o if o.is_cast() => self.parse_cast(o),
            Opcode::FNeg | Opcode::Freeze => {
                let fmf = if opcode == Opcode::FNeg { self.parse_fmf() } else { FastMath::empty() };
                let (ty, arg) = self.parse_typed_value()?;
                Ok((InstKind::Unary { op: opcode, fmf, arg }, Some(ty)))
            }
            Opcode::ICmp => self.parse_icmp(),
            Opcode::FCmp => self.parse_fcmp(),
            Opcode::Select => self.parse_select(),
            Opcode::Phi => self.parse_phi(),
            Opcode::Alloca => self.parse_alloca(),
            Opcode::Load => self.parse_load(),
            Opcode::Store => self.parse_store(),
            Opcode::Fence => Ok((InstKind::Fence { atomic: self.parse_ordering()? }, None)),
            Opcode::AtomicRmw => self.parse_atomicrmw(),
            Opcode::AtomicCmpXchg => self.parse_cmpxchg(),
            Opcode::GetElementPtr => self.parse_gep(),
            Opcode::ExtractValue => self.parse_extractvalue(),
            Opcode::InsertValue => self.parse_insertvalue(),
            Opcode::ExtractElement => self.parse_extractelement(),
            Opcode::InsertElement => self.parse_insertelement(),
            Opcode::ShuffleVector => self.parse_shufflevector(),
            Opcode::VAArg => {
                let (_, arg) = self.parse_typed_value()?;
                self.expect(Tok::Comma, "','")?;
                let ty = self.parse_type()?;
                Ok((InstKind::VaArg { arg }, Some(ty)))
            }
            Opcode::Ret => self.parse_ret(),
            Opcode::Br => self.parse_br(),
            Opcode::Switch => self.parse_switch(),
            Opcode::IndirectBr => self.parse_indirectbr(),
            Opcode::Unreachable => Ok((InstKind::Unreachable, None)),
            Opcode::Call => self.parse_call(TailKind::None, false),
            Opcode::Invoke => self.parse_invoke(),
            Opcode::LandingPad => self.parse_landingpad(),
            Opcode::Resume => {
                let (_, arg) = self.parse_typed_value()?;
                Ok((InstKind::Resume { arg }, None))
            }
            _ => Err(Diagnostic::at(op.start, "expected instruction opcode")),
        }
    }

    /// Fast-math flags in any order.
    fn parse_fmf(&mut self) -> FastMath {
        let mut fmf = FastMath::empty();
        while self.tok.kind == Tok::Keyword {
            fmf |= match self.tok.text {
                b"fast" => FastMath::FAST,
                b"nnan" => FastMath::NNAN,
                b"ninf" => FastMath::NINF,
                b"nsz" => FastMath::NSZ,
                b"arcp" => FastMath::ARCP,
                b"contract" => FastMath::CONTRACT,
                b"afn" => FastMath::AFN,
                b"reassoc" => FastMath::REASSOC,
                _ => return fmf,
            };
            self.bump();
        }
        fmf
    }

    fn parse_binary(&mut self, op: Opcode) -> PResult<(InstKind, Option<Type>)> {
        let mut fmf = FastMath::empty();
        let flags = match op {
            Opcode::Add | Opcode::Sub | Opcode::Mul | Opcode::Shl => self.parse_int_flags(true, false)?,
            Opcode::UDiv | Opcode::SDiv | Opcode::LShr | Opcode::AShr => self.parse_int_flags(false, true)?,
            Opcode::Or => {
                if self.eat_kw(b"disjoint") {
                    InstFlags::DISJOINT
                } else {
                    InstFlags::empty()
                }
            }
            o if o.is_float_binary() => {
                fmf = self.parse_fmf();
                InstFlags::empty()
            }
            _ => InstFlags::empty(),
        };
        let (ty, a) = self.parse_typed_value()?;
        self.expect(Tok::Comma, "','")?;
        let b = self.parse_value(ty)?;
        Ok((InstKind::Binary { op, flags, fmf, args: [a, b] }, Some(ty)))
    }

    fn parse_cast(&mut self, op: Opcode) -> PResult<(InstKind, Option<Type>)> {
        let flags = match op {
            Opcode::Trunc => self.parse_int_flags(true, false)?,
            Opcode::ZExt | Opcode::UIToFP => {
                if self.eat_kw(b"nneg") {
                    InstFlags::NNEG
                } else {
                    InstFlags::empty()
                }
            }
            _ => InstFlags::empty(),
        };
        let (_, arg) = self.parse_typed_value()?;
        self.expect_kw("to")?;
        let ty = self.parse_type()?;
        Ok((InstKind::Cast { op, flags, arg }, Some(ty)))
    }

    /// `i1`, or `<N x i1>` when `ty` is a vector.
    fn bool_result(&mut self, ty: Type) -> Type {
        match self.m.types.vector_info(ty) {
            Some((len, _)) => self.m.types.vector(len, Type::I1),
            None => Type::I1,
        }
    }

    fn parse_icmp(&mut self) -> PResult<(InstKind, Option<Type>)> {
        self.eat_kw(b"samesign");
        let pred = match IntPredicate::from_name(std::str::from_utf8(self.tok.text).unwrap_or("")) {
            Some(p) if self.tok.kind == Tok::Keyword => p,
            _ => return Err(self.expected("icmp predicate")),
        };
        self.bump();
        let (ty, a) = self.parse_typed_value()?;
        self.expect(Tok::Comma, "','")?;
        let b = self.parse_value(ty)?;
        let rty = self.bool_result(ty);
        Ok((InstKind::ICmp { pred, args: [a, b] }, Some(rty)))
    }

    fn parse_fcmp(&mut self) -> PResult<(InstKind, Option<Type>)> {
        let fmf = self.parse_fmf();
        let pred = match FloatPredicate::from_name(std::str::from_utf8(self.tok.text).unwrap_or("")) {
            Some(p) if self.tok.kind == Tok::Keyword => p,
            _ => return Err(self.expected("fcmp predicate")),
        };
        self.bump();
        let (ty, a) = self.parse_typed_value()?;
        self.expect(Tok::Comma, "','")?;
        let b = self.parse_value(ty)?;
        let rty = self.bool_result(ty);
        Ok((InstKind::FCmp { pred, fmf, args: [a, b] }, Some(rty)))
    }

    fn parse_select(&mut self) -> PResult<(InstKind, Option<Type>)> {
        let fmf = self.parse_fmf();
        let (_, c) = self.parse_typed_value()?;
        self.expect(Tok::Comma, "','")?;
        let (ty, a) = self.parse_typed_value()?;
        self.expect(Tok::Comma, "','")?;
        let at = self.tok.start;
        let (ty2, b) = self.parse_typed_value()?;
        if ty2 != ty {
            return Err(self.type_mismatch(at, ty, ty2));
        }
        Ok((InstKind::Select { fmf, args: [c, a, b] }, Some(ty)))
    }

    fn parse_phi(&mut self) -> PResult<(InstKind, Option<Type>)> {
        let fmf = self.parse_fmf();
        let ty = self.parse_type()?;
        self.scratch_vals.clear();
        self.scratch_blocks.clear();
        loop {
            self.expect(Tok::LBracket, "'[' to start a phi incoming pair")?;
            let v = self.parse_value(ty)?;
            self.expect(Tok::Comma, "','")?;
            let bt = self.tok;
            if !matches!(bt.kind, Tok::LocalName | Tok::LocalId) {
                return Err(self.expected("block label"));
            }
            let b = self.block_ref(&bt)?;
            self.bump();
            self.expect(Tok::RBracket, "']'")?;
            self.scratch_vals.push(v);
            self.scratch_blocks.push(b);
            if !(self.tok.kind == Tok::Comma && self.peek().kind == Tok::LBracket) {
                break;
            }
            self.bump();
        }
        let args = self.func.dfg.make_value_list(&self.scratch_vals);
        let blocks = self.func.dfg.make_block_list(&self.scratch_blocks);
        Ok((InstKind::Phi { fmf, args, blocks }, Some(ty)))
    }

    fn parse_alloca(&mut self) -> PResult<(InstKind, Option<Type>)> {
        if self.at_kw(b"inalloca") {
            return Err(self.err_here("unsupported 'inalloca' (not supported yet)"));
        }
        let ty = self.parse_type()?;
        let mut count = None;
        let mut align = 0;
        let mut addrspace = 0;
        while self.tok.kind == Tok::Comma && !self.at_attachment_comma() {
            self.bump();
            if self.eat_kw(b"align") {
                align = self.parse_align_value()?;
            } else if self.at_kw(b"addrspace") {
                addrspace = self.parse_addrspace()?;
            } else if count.is_none() {
                let (_, v) = self.parse_typed_value()?;
                count = Some(v);
            } else {
                return Err(self.expected("'align' or 'addrspace'"));
            }
        }
        let rty = if addrspace == 0 { Type::PTR } else { self.m.types.ptr(addrspace) };
        Ok((InstKind::Alloca { ty, count, align, addrspace }, Some(rty)))
    }

    /// `, align N` if present (not an attachment).
    fn parse_opt_align(&mut self) -> PResult<u32> {
        if self.tok.kind == Tok::Comma && !self.at_attachment_comma() {
            self.bump();
            self.expect_kw("align")?;
            return self.parse_align_value();
        }
        Ok(0)
    }

    fn parse_load(&mut self) -> PResult<(InstKind, Option<Type>)> {
        let at = self.tok.start;
        let is_atomic = self.eat_kw(b"atomic");
        let flags = if self.eat_kw(b"volatile") { InstFlags::VOLATILE } else { InstFlags::empty() };
        let ty = self.parse_type()?;
        self.expect(Tok::Comma, "','")?;
        let (_, ptr) = self.parse_typed_value()?;
        let atomic = if is_atomic { self.parse_ordering()? } else { Atomic::NONE };
        let align = self.parse_atomic_align(at, is_atomic, "load")?;
        Ok((InstKind::Load { flags, ptr, align, atomic }, Some(ty)))
    }

    fn parse_store(&mut self) -> PResult<(InstKind, Option<Type>)> {
        let at = self.tok.start;
        let is_atomic = self.eat_kw(b"atomic");
        let flags = if self.eat_kw(b"volatile") { InstFlags::VOLATILE } else { InstFlags::empty() };
        let (_, v) = self.parse_typed_value()?;
        self.expect(Tok::Comma, "','")?;
        let (_, p) = self.parse_typed_value()?;
        let atomic = if is_atomic { self.parse_ordering()? } else { Atomic::NONE };
        let align = self.parse_atomic_align(at, is_atomic, "store")?;
        Ok((InstKind::Store { flags, args: [v, p], align, atomic }, None))
    }

    /// `, align N` of a load or store; atomic ones must have it (as in LLVM; the error is at
    /// `atomic`, offset `at`).
    fn parse_atomic_align(&mut self, at: usize, is_atomic: bool, what: &str) -> PResult<u32> {
        let align = self.parse_opt_align()?;
        if is_atomic && align == 0 {
            return Err(Diagnostic::at(at, format!("atomic {what} must have explicit non-zero alignment")));
        }
        Ok(align)
    }

    /// `[syncscope("name")] ordering`.
    fn parse_ordering(&mut self) -> PResult<Atomic> {
        let mut scope = SyncScope::System;
        if self.eat_kw(b"syncscope") {
            self.expect(Tok::LParen, "'('")?;
            let at = self.tok.start;
            let name = self.parse_string("a synchronisation scope name")?;
            scope = match SyncScope::from_name(&name) {
                Some(s) if !name.is_empty() => s,
                _ => {
                    return Err(Diagnostic::at(
                        at,
                        format!("unsupported syncscope(\"{name}\") (only \"singlethread\" and the default system scope are supported)"),
                    ))
                }
            };
            self.expect(Tok::RParen, "')'")?;
        }
        Ok(Atomic { ordering: self.parse_ordering_kw()?, scope })
    }

    /// One ordering keyword (`unordered` ... `seq_cst`).
    fn parse_ordering_kw(&mut self) -> PResult<AtomicOrdering> {
        if self.tok.kind == Tok::Keyword {
            if let Some(o) = AtomicOrdering::from_name(&text_of(self.tok.text)) {
                if o != AtomicOrdering::NotAtomic {
                    self.bump();
                    return Ok(o);
                }
            }
        }
        Err(self.expected("an atomic ordering (unordered, monotonic, acquire, release, acq_rel or seq_cst)"))
    }

    /// `, align N` of `atomicrmw`/`cmpxchg`, defaulting to the store size of `ty` (as LLVM does).
    fn parse_rmw_align(&mut self, ty: Type) -> PResult<u32> {
        let align = self.parse_opt_align()?;
        if align != 0 {
            return Ok(align);
        }
        let size = self.m.types.store_size(ty);
        Ok(if size.is_power_of_two() { size.min(1 << 30) as u32 } else { 0 })
    }

    fn parse_atomicrmw(&mut self) -> PResult<(InstKind, Option<Type>)> {
        let flags = if self.eat_kw(b"volatile") { InstFlags::VOLATILE } else { InstFlags::empty() };
        let op = match self.tok.kind {
            Tok::Keyword => RmwOp::from_name(&text_of(self.tok.text)),
            _ => None,
        };
        let Some(op) = op else {
            return Err(if matches!(self.tok.text, b"usub_cond" | b"usub_sat") {
                self.err_here(format!(
                    "unsupported atomicrmw operation '{}' (LLVM 20; Kiln reads LLVM 19)",
                    text_of(self.tok.text)
                ))
            } else {
                self.expected("an atomicrmw operation")
            });
        };
        self.bump();
        let (_, p) = self.parse_typed_value()?;
        self.expect(Tok::Comma, "','")?;
        let (ty, v) = self.parse_typed_value()?;
        let atomic = self.parse_ordering()?;
        let align = self.parse_rmw_align(ty)?;
        Ok((InstKind::AtomicRmw { op, flags, args: [p, v], align, atomic }, Some(ty)))
    }

    fn parse_cmpxchg(&mut self) -> PResult<(InstKind, Option<Type>)> {
        let mut flags = InstFlags::empty();
        if self.eat_kw(b"weak") {
            flags |= InstFlags::WEAK;
        }
        if self.eat_kw(b"volatile") {
            flags |= InstFlags::VOLATILE;
        }
        let (_, p) = self.parse_typed_value()?;
        self.expect(Tok::Comma, "','")?;
        let (ty, cmp) = self.parse_typed_value()?;
        self.expect(Tok::Comma, "','")?;
        let (_, new) = self.parse_typed_value()?;
        let atomic = self.parse_ordering()?;
        let failure = self.parse_ordering_kw()?;
        let align = self.parse_rmw_align(ty)?;
        let rty = self.m.types.literal_struct(vec![ty, Type::I1], false);
        Ok((InstKind::CmpXchg { flags, args: [p, cmp, new], align, atomic, failure }, Some(rty)))
    }

    fn parse_gep(&mut self) -> PResult<(InstKind, Option<Type>)> {
        let flags = self.parse_gep_flags()?;
        let source_ty = self.parse_type()?;
        self.expect(Tok::Comma, "','")?;
        let (base_ty, base) = self.parse_typed_value()?;
        self.scratch_vals.clear();
        self.scratch_vals.push(base);
        let mut rty = base_ty;
        while self.tok.kind == Tok::Comma && !self.at_attachment_comma() {
            self.bump();
            if self.at_kw(b"inrange") {
                return Err(self.err_here("unsupported 'inrange' (not supported yet)"));
            }
            let (ity, v) = self.parse_typed_value()?;
            if let Some((len, _)) = self.m.types.vector_info(ity) {
                if !self.m.types.is_vector(rty) {
                    rty = self.m.types.vector(len, base_ty);
                }
            }
            self.scratch_vals.push(v);
        }
        let args = self.func.dfg.make_value_list(&self.scratch_vals);
        Ok((InstKind::Gep { flags, source_ty, args }, Some(rty)))
    }

    /// `, i, j, ...` aggregate indices; returns them and the type they lead to inside `agg`.
    fn parse_agg_indices(&mut self, agg: Type, what: &str) -> PResult<(Vec<u32>, Type)> {
        let mut idx = Vec::new();
        let mut ty = agg;
        while self.tok.kind == Tok::Comma && !self.at_attachment_comma() {
            self.bump();
            let at = self.tok.start;
            let i = self.parse_u32(&format!("{what} index"))?;
            let is_agg =
                matches!(self.m.types.data(ty), TypeData::Array { .. } | TypeData::Struct { .. } | TypeData::Named(_));
            ty = match self.m.types.element_at(ty, i as u64) {
                Some(t) if is_agg => t,
                _ => return Err(Diagnostic::at(at, format!("invalid {what} index {i} into '{}'", self.type_name(ty)))),
            };
            idx.push(i);
        }
        if idx.is_empty() {
            return Err(self.expected(&format!("',' and a {what} index")));
        }
        Ok((idx, ty))
    }

    fn parse_extractvalue(&mut self) -> PResult<(InstKind, Option<Type>)> {
        let (agg_ty, arg) = self.parse_typed_value()?;
        let (idx, rty) = self.parse_agg_indices(agg_ty, "extractvalue")?;
        let indices = self.func.dfg.make_imm_list(&idx);
        Ok((InstKind::ExtractValue { arg, indices }, Some(rty)))
    }

    fn parse_insertvalue(&mut self) -> PResult<(InstKind, Option<Type>)> {
        let (agg_ty, agg) = self.parse_typed_value()?;
        self.expect(Tok::Comma, "','")?;
        let at = self.tok.start;
        let (vty, v) = self.parse_typed_value()?;
        let (idx, ety) = self.parse_agg_indices(agg_ty, "insertvalue")?;
        if ety != vty {
            return Err(self.type_mismatch(at, ety, vty));
        }
        let indices = self.func.dfg.make_imm_list(&idx);
        Ok((InstKind::InsertValue { args: [agg, v], indices }, Some(agg_ty)))
    }

    /// The element type of vector type `ty`, or an error at `at`.
    fn vector_elem(&self, at: usize, ty: Type, what: &str) -> PResult<(u32, Type)> {
        self.m.types.vector_info(ty).ok_or_else(|| {
            Diagnostic::at(at, format!("{what} requires a vector operand but found '{}'", self.type_name(ty)))
        })
    }

    fn parse_extractelement(&mut self) -> PResult<(InstKind, Option<Type>)> {
        let at = self.tok.start;
        let (vty, v) = self.parse_typed_value()?;
        let (_, elem) = self.vector_elem(at, vty, "extractelement")?;
        self.expect(Tok::Comma, "','")?;
        let (_, i) = self.parse_typed_value()?;
        Ok((InstKind::ExtractElement { args: [v, i] }, Some(elem)))
    }

    fn parse_insertelement(&mut self) -> PResult<(InstKind, Option<Type>)> {
        let at = self.tok.start;
        let (vty, v) = self.parse_typed_value()?;
        self.vector_elem(at, vty, "insertelement")?;
        self.expect(Tok::Comma, "','")?;
        let (_, e) = self.parse_typed_value()?;
        self.expect(Tok::Comma, "','")?;
        let (_, i) = self.parse_typed_value()?;
        Ok((InstKind::InsertElement { args: [v, e, i] }, Some(vty)))
    }

    fn parse_shufflevector(&mut self) -> PResult<(InstKind, Option<Type>)> {
        let at = self.tok.start;
        let (aty, a) = self.parse_typed_value()?;
        let (_, elem) = self.vector_elem(at, aty, "shufflevector")?;
        self.expect(Tok::Comma, "','")?;
        let (_, b) = self.parse_typed_value()?;
        self.expect(Tok::Comma, "','")?;
        let mat = self.tok.start;
        let mty = self.parse_type()?;
        let (mlen, melem) = self.vector_elem(mat, mty, "shufflevector mask")?;
        if melem != Type::I32 {
            return Err(Diagnostic::at(mat, "shufflevector mask must be a vector of i32"));
        }
        let mut mask: Vec<u32> = Vec::new();
        match (self.tok.kind, self.tok.text) {
            (Tok::Keyword, b"zeroinitializer" | b"undef" | b"poison") => {
                if mlen > MAX_EXPANDED_LANES {
                    return Err(self.err_here(format!("shufflevector mask of {mlen} lanes is too large")));
                }
                let lane = if self.tok.text == b"zeroinitializer" { 0 } else { u32::MAX };
                mask.resize(mlen as usize, lane);
                self.bump();
            }
            (Tok::Less, _) => {
                self.bump();
                while self.tok.kind != Tok::Greater {
                    if !mask.is_empty() {
                        self.expect(Tok::Comma, "',' or '>'")?;
                    }
                    self.expect_kw("i32")?;
                    let t = self.tok;
                    match (t.kind, t.text) {
                        (Tok::Keyword, b"undef" | b"poison") => mask.push(u32::MAX),
                        (Tok::Int, text) => {
                            let v = super::parse_const::int_literal(text, 32)
                                .ok_or_else(|| self.err_here("integer constant too large for i32"))?;
                            mask.push(v as u32);
                        }
                        _ => return Err(self.expected("shufflevector mask element")),
                    }
                    self.bump();
                }
                self.bump();
                if mask.len() != mlen as usize {
                    return Err(Diagnostic::at(
                        mat,
                        format!("shufflevector mask has {} elements but its type has {mlen}", mask.len()),
                    ));
                }
            }
            _ => return Err(self.expected("constant shufflevector mask")),
        }
        let rty = self.m.types.vector(mlen, elem);
        let mask = self.func.dfg.make_imm_list(&mask);
        Ok((InstKind::ShuffleVector { args: [a, b], mask }, Some(rty)))
    }

    fn parse_ret(&mut self) -> PResult<(InstKind, Option<Type>)> {
        if self.eat_kw(b"void") {
            return Ok((InstKind::Ret { arg: None }, None));
        }
        let (_, v) = self.parse_typed_value()?;
        Ok((InstKind::Ret { arg: Some(v) }, None))
    }

    fn parse_br(&mut self) -> PResult<(InstKind, Option<Type>)> {
        if self.at_kw(b"label") {
            let dest = self.parse_label_operand()?;
            return Ok((InstKind::Br { dest }, None));
        }
        let (_, cond) = self.parse_typed_value()?;
        self.expect(Tok::Comma, "','")?;
        let t = self.parse_label_operand()?;
        self.expect(Tok::Comma, "','")?;
        let f = self.parse_label_operand()?;
        Ok((InstKind::CondBr { cond, dests: [t, f] }, None))
    }

    fn parse_switch(&mut self) -> PResult<(InstKind, Option<Type>)> {
        let (ty, arg) = self.parse_typed_value()?;
        self.expect(Tok::Comma, "','")?;
        let default = self.parse_label_operand()?;
        self.expect(Tok::LBracket, "'['")?;
        let mut cases = Vec::new();
        while self.tok.kind != Tok::RBracket {
            let at = self.tok.start;
            let cty = self.parse_type()?;
            if cty != ty {
                return Err(self.type_mismatch(at, ty, cty));
            }
            let c = self.parse_const(cty)?;
            self.expect(Tok::Comma, "','")?;
            let b = self.parse_label_operand()?;
            cases.push((c, b));
        }
        self.bump();
        Ok((InstKind::Switch(Box::new(SwitchData { arg, default, cases })), None))
    }

    fn parse_indirectbr(&mut self) -> PResult<(InstKind, Option<Type>)> {
        let (_, addr) = self.parse_typed_value()?;
        self.expect(Tok::Comma, "','")?;
        self.expect(Tok::LBracket, "'['")?;
        self.scratch_blocks.clear();
        while self.tok.kind != Tok::RBracket {
            if !self.scratch_blocks.is_empty() {
                self.expect(Tok::Comma, "',' or ']'")?;
            }
            let b = self.parse_label_operand()?;
            self.scratch_blocks.push(b);
        }
        self.bump();
        let dests = self.func.dfg.make_block_list(&self.scratch_blocks);
        Ok((InstKind::IndirectBr { addr, dests }, None))
    }

    /// The callee of a call: `@f`, a local pointer, or a constant.
    fn parse_callee(&mut self) -> PResult<Value> {
        let t = self.tok;
        match t.kind {
            Tok::GlobalName | Tok::GlobalId => {
                let c = match self.symbol_ref(&t)? {
                    SymbolRef::Func(f) => self.m.func_addr(f),
                    SymbolRef::Global(g) => self.m.global_addr(g),
                };
                let ty = self.m.const_type(c);
                self.bump();
                Ok(self.func.dfg.const_value(c, ty))
            }
            Tok::Keyword if t.text == b"asm" => Err(self.err_here(super::upgrade::UNSUPPORTED_ASM)),
            _ => self.parse_value(Type::PTR),
        }
    }

    /// At a callee `@llvm.NAME` that no `declare` names but that is a known intrinsic: its
    /// offset, name and intrinsic.
    fn undeclared_intrinsic(&self) -> Option<(usize, String, Intrinsic)> {
        let t = self.tok;
        if t.kind != Tok::GlobalName {
            return None;
        }
        let name = Self::name_of(&t);
        if !name.starts_with("llvm.") || self.m.symbol(&name).is_some() {
            return None;
        }
        Intrinsic::lookup(&name).map(|i| (t.start, name.into_owned(), i))
    }

    /// Declares intrinsic `name` with the type of its first call, checked like a `declare`, and
    /// returns the callee value.
    fn declare_implicit_intrinsic(
        &mut self,
        at: usize,
        name: String,
        intrinsic: Intrinsic,
        fn_ty: Type,
    ) -> PResult<Value> {
        intrinsic
            .check_signature(&self.m.types, fn_ty)
            .map_err(|e| Diagnostic::at(at, format!("invalid call of intrinsic '@{name}': {e}")))?;
        let mut decl = Function::new(&name, fn_ty);
        decl.intrinsic = Some(intrinsic);
        decl.srcloc = SrcLoc::at(at);
        let id = self.m.add_func(decl).map_err(|_| Diagnostic::at(at, format!("redefinition of '@{name}'")))?;
        let c = self.m.func_addr(id);
        let ty = self.m.const_type(c);
        Ok(self.func.dfg.const_value(c, ty))
    }

    /// `call` (or, with `invoke`, the call part of an `invoke`) after its tail-call marker.
    fn parse_call(&mut self, tail: TailKind, invoke: bool) -> PResult<(InstKind, Option<Type>)> {
        let fmf = self.parse_fmf();
        let cc = self.parse_cc()?.unwrap_or_default();
        let ret_attrs = self.parse_param_attrs()?;
        if self.at_kw(b"addrspace") {
            self.parse_addrspace()?;
        }
        let ty = self.parse_type()?;
        if self.at_kw(b"asm") {
            // Only the empty barrier (upgrade.rs), called as `call void` or `call void ()`.
            let void_fn = ty == Type::VOID
                || self.m.types.func_info(ty).is_some_and(|(r, p, va)| r == Type::VOID && p.is_empty() && !va);
            let plain = !invoke && tail != TailKind::MustTail && fmf.is_empty() && cc == CallConv::default();
            return self.parse_barrier_asm(plain && ret_attrs.is_empty() && void_fn);
        }
        let (ret_ty, explicit) = match self.m.types.func_info(ty) {
            Some((r, _, _)) => (r, Some(ty)),
            None => (ty, None),
        };
        // A call of an undeclared intrinsic declares it, with the call's function type, as
        // llvm-as-19 does; the callee value is made once the argument types are known.
        let callee = match self.undeclared_intrinsic() {
            Some(implicit) => {
                self.bump();
                Err(implicit)
            }
            None => Ok(self.parse_callee()?),
        };
        let is_dbg = callee.as_ref().ok().and_then(|&v| self.func.dfg.value_const(v)).is_some_and(|c| {
            matches!(self.m.consts.data(c), ConstData::FuncAddr { func, .. }
                if self.m.funcs[*func].name().starts_with("llvm.dbg."))
        });
        self.expect(Tok::LParen, "'(' to start the argument list")?;
        let mut args = Vec::new();
        let mut arg_tys = Vec::new();
        let mut attrs = AttrList { ret: self.intern_attrs(ret_attrs), ..AttrList::default() };
        while self.tok.kind != Tok::RParen {
            if !args.is_empty() {
                self.expect(Tok::Comma, "',' or ')'")?;
            }
            if self.eat_kw(b"metadata") {
                if is_dbg && self.skip_local_metadata_operand()? {
                    self.drop_inst = true;
                    args.push(self.func.dfg.meta_value(MdOperand::Null));
                    arg_tys.push(Type::METADATA);
                    continue;
                }
                let md = self.parse_md_operand()?;
                args.push(self.func.dfg.meta_value(md));
                arg_tys.push(Type::METADATA);
                continue;
            }
            let ty = self.parse_type()?;
            let pattrs = self.parse_param_attrs()?;
            let v = self.parse_value(ty)?;
            if !pattrs.is_empty() {
                let id = self.intern_attrs(pattrs);
                attrs.set_param(args.len(), id);
            }
            args.push(v);
            arg_tys.push(ty);
        }
        self.bump();
        attrs.func = self.parse_call_fn_attrs()?;
        let bundles = if self.tok.kind == Tok::LBracket { self.parse_bundles()? } else { Vec::new() };
        let implicit = callee.as_ref().err().map(|i| i.2);
        let sig = (ret_ty, explicit);
        let upgraded = self.upgrade_lifetime_call(
            callee.as_ref().ok().copied(),
            implicit,
            sig,
            &mut args,
            &mut arg_tys,
            &mut attrs,
        );
        let explicit = if upgraded { None } else { explicit };
        let fn_ty = match explicit {
            Some(t) => t,
            None => self.m.types.func(ret_ty, arg_tys, false),
        };
        let callee = match callee {
            Ok(v) => v,
            Err((at, name, intrinsic)) => self.declare_implicit_intrinsic(at, name, intrinsic, fn_ty)?,
        };
        let rty = (ret_ty != Type::VOID).then_some(ret_ty);
        Ok((InstKind::Call(Box::new(CallData { callee, fn_ty, args, cc, tail, fmf, attrs, bundles })), rty))
    }

    /// `invoke ... to label %normal unwind label %pad` (the call part as `call` parses it).
    fn parse_invoke(&mut self) -> PResult<(InstKind, Option<Type>)> {
        let (InstKind::Call(call), rty) = self.parse_call(TailKind::None, true)? else {
            unreachable!("parse_call makes a call")
        };
        self.expect_kw("to")?;
        let normal = self.parse_label_operand()?;
        self.expect_kw("unwind")?;
        let unwind = self.parse_label_operand()?;
        Ok((InstKind::Invoke(Box::new(InvokeData { call: *call, normal, unwind })), rty))
    }

    /// `landingpad T [cleanup] (catch T c | filter T c)*`.
    fn parse_landingpad(&mut self) -> PResult<(InstKind, Option<Type>)> {
        let ty = self.parse_type()?;
        let cleanup = self.eat_kw(b"cleanup");
        let mut clauses = Vec::new();
        loop {
            let kind = if self.eat_kw(b"catch") {
                ClauseKind::Catch
            } else if self.eat_kw(b"filter") {
                ClauseKind::Filter
            } else {
                break;
            };
            let (_, v) = self.parse_typed_value()?;
            clauses.push((kind, v));
        }
        Ok((InstKind::LandingPad(Box::new(LandingPadData { cleanup, clauses })), Some(ty)))
    }

    /// In a debug intrinsic call, skips `metadata T %local` (which Kiln cannot represent) and
    /// returns true; returns false, consuming nothing, for other metadata operands.
    fn skip_local_metadata_operand(&mut self) -> PResult<bool> {
        let t = self.tok;
        let starts_type = matches!(t.kind, Tok::Keyword | Tok::LBracket | Tok::LBrace | Tok::Less | Tok::LocalName)
            && t.text != b"null";
        if !starts_type {
            return Ok(false);
        }
        let mut probe = self.lex;
        let mut depth = 0usize;
        let mut next = t;
        // Look past the type (a few tokens; types here are short) for a local name.
        for _ in 0..64 {
            match next.kind {
                Tok::LBracket | Tok::LBrace | Tok::Less | Tok::LParen => depth += 1,
                Tok::RBracket | Tok::RBrace | Tok::Greater | Tok::RParen => depth = depth.saturating_sub(1),
                Tok::Eof | Tok::Error | Tok::Comma => return Ok(false),
                _ => {}
            }
            let after = probe.next_token();
            if depth == 0 && matches!(after.kind, Tok::LocalName | Tok::LocalId) {
                self.parse_type()?;
                self.bump();
                return Ok(true);
            }
            next = after;
        }
        Ok(false)
    }

    /// Call-site function attributes: keywords, strings and `#N` groups.
    pub(super) fn parse_call_fn_attrs(&mut self) -> PResult<crate::attributes::AttrSetId> {
        let mut out: Vec<Attr> = Vec::new();
        loop {
            let t = self.tok;
            match t.kind {
                Tok::AttrGroup => {
                    let n = std::str::from_utf8(t.text).ok().and_then(|s| s.parse::<u32>().ok());
                    let g = n.and_then(|n| self.attr_groups.get(&n)).ok_or_else(|| {
                        Diagnostic::at(t.start, format!("use of undefined attribute group '#{}'", text_of(t.text)))
                    })?;
                    out.extend(g.iter().cloned());
                    self.bump();
                }
                Tok::Str => out.push(self.parse_string_attr()?),
                Tok::Keyword if self.eat_dropped_fn_attr() => {}
                Tok::Keyword => match self.parse_keyword_attr()? {
                    Some(a) => out.push(a),
                    None => break,
                },
                _ => break,
            }
        }
        Ok(self.intern_attrs(out))
    }

    /// `[ "tag"(T v, ...), ... ]`.
    fn parse_bundles(&mut self) -> PResult<Vec<Bundle>> {
        self.bump();
        let mut out = Vec::new();
        while self.tok.kind != Tok::RBracket {
            if !out.is_empty() {
                self.expect(Tok::Comma, "',' or ']'")?;
            }
            let tag = self.parse_string("operand bundle tag")?;
            self.expect(Tok::LParen, "'('")?;
            let mut args = Vec::new();
            while self.tok.kind != Tok::RParen {
                if !args.is_empty() {
                    self.expect(Tok::Comma, "',' or ')'")?;
                }
                let (_, v) = self.parse_typed_value()?;
                args.push(v);
            }
            self.bump();
            out.push(Bundle { tag, args });
        }
        self.bump();
        Ok(out)
    }
}

/// The opcode named by an instruction keyword (a direct byte match: no UTF-8 conversion).
fn opcode_of(text: &[u8]) -> Option<Opcode> {
    Some(match text {
        b"load" => Opcode::Load,
        b"store" => Opcode::Store,
        b"getelementptr" => Opcode::GetElementPtr,
        b"add" => Opcode::Add,
        b"br" => Opcode::Br,
        b"icmp" => Opcode::ICmp,
        b"alloca" => Opcode::Alloca,
        b"phi" => Opcode::Phi,
        b"ret" => Opcode::Ret,
        b"sext" => Opcode::SExt,
        b"zext" => Opcode::ZExt,
        b"mul" => Opcode::Mul,
        b"sub" => Opcode::Sub,
        b"select" => Opcode::Select,
        b"and" => Opcode::And,
        b"or" => Opcode::Or,
        b"xor" => Opcode::Xor,
        b"trunc" => Opcode::Trunc,
        _ => return Opcode::from_name(std::str::from_utf8(text).ok()?),
    })
}
