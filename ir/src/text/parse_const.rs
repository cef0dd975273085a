//! Parser of types and constants (literals, aggregates, constant expressions) of the text form.

use super::lexer::{unescape, Tok};
use super::parser::{text_of, PResult, Parser};
use crate::constant::{ConstData, ConstExpr, Constant};
use crate::diag::Diagnostic;
use crate::instructions::{InstFlags, Opcode};
use crate::module::SymbolRef;
use crate::types::{Type, TypeData, MAX_INT_BITS};

/// Most lanes a `splat`, `zeroinitializer` shuffle mask or similar may expand to.
pub(super) const MAX_EXPANDED_LANES: u32 = 1 << 16;

impl<'a> Parser<'a> {
    // ---- types ---------------------------------------------------------------------------------

    /// Parses a type, including a trailing function-type parameter list.
    pub fn parse_type(&mut self) -> PResult<Type> {
        self.enter()?;
        let r = self.parse_type_inner();
        self.leave();
        r
    }

    fn parse_type_inner(&mut self) -> PResult<Type> {
        let t = self.tok;
        let ty = match t.kind {
            Tok::Keyword => self.parse_keyword_type()?,
            Tok::LocalName | Tok::LocalId => {
                let name = Self::name_of(&t);
                let ty = self.m.types.named_struct(&name);
                self.type_first_use.entry(ty).or_insert(t.start);
                self.bump();
                ty
            }
            Tok::LBracket => {
                self.bump();
                let len = self.parse_u64("array length")?;
                self.expect_kw("x")?;
                let elem = self.parse_type()?;
                self.check_element_type(elem, t.start, "array")?;
                self.expect(Tok::RBracket, "']'")?;
                self.m.types.array(len, elem)
            }
            Tok::Less => {
                self.bump();
                if self.tok.kind == Tok::LBrace {
                    let fields = self.parse_struct_body()?;
                    self.expect(Tok::Greater, "'>'")?;
                    self.m.types.literal_struct(fields, true)
                } else {
                    if self.at_kw(b"vscale") {
                        return Err(
                            self.err_here("unsupported scalable vector type '<vscale x ...>' (not supported yet)")
                        );
                    }
                    let len = self.parse_u32("vector length")?;
                    if len == 0 {
                        return Err(Diagnostic::at(t.start, "vector length must be at least 1"));
                    }
                    self.expect_kw("x")?;
                    let elem = self.parse_type()?;
                    let d = self.m.types.data(elem);
                    if !matches!(
                        d,
                        TypeData::Int(_)
                            | TypeData::Half
                            | TypeData::Float
                            | TypeData::Double
                            | TypeData::X86Fp80
                            | TypeData::Ptr(_)
                    ) {
                        return Err(Diagnostic::at(
                            t.start,
                            format!(
                                "invalid vector element type '{}' (integer, floating-point or pointer required)",
                                self.type_name(elem)
                            ),
                        ));
                    }
                    self.expect(Tok::Greater, "'>'")?;
                    self.m.types.vector(len, elem)
                }
            }
            Tok::LBrace => {
                let fields = self.parse_struct_body()?;
                self.m.types.literal_struct(fields, false)
            }
            _ => return Err(self.expected("type")),
        };
        match self.tok.kind {
            Tok::LParen => self.parse_function_type(ty),
            Tok::Star => Err(self.err_here("typed pointers are not supported (use 'ptr')")),
            _ => Ok(ty),
        }
    }

    /// Rejects element types that cannot be stored in an array or struct.
    fn check_element_type(&self, elem: Type, at: usize, what: &str) -> PResult<()> {
        if matches!(
            self.m.types.data(elem),
            TypeData::Void | TypeData::Label | TypeData::Metadata | TypeData::Func { .. } | TypeData::Token
        ) {
            return Err(Diagnostic::at(at, format!("invalid {what} element type '{}'", self.type_name(elem))));
        }
        Ok(())
    }

    /// `{ T, T }` (the current token is `{`).
    pub fn parse_struct_body(&mut self) -> PResult<Vec<Type>> {
        let open = self.tok.start;
        self.expect(Tok::LBrace, "'{'")?;
        let mut fields = Vec::new();
        while self.tok.kind != Tok::RBrace {
            if !fields.is_empty() {
                self.expect(Tok::Comma, "',' or '}'")?;
            }
            let f = self.parse_type()?;
            self.check_element_type(f, open, "struct")?;
            fields.push(f);
        }
        self.bump();
        Ok(fields)
    }

    /// `R (A, B, ...)` after the return type.
    fn parse_function_type(&mut self, ret: Type) -> PResult<Type> {
        self.bump();
        let mut params = Vec::new();
        let mut varargs = false;
        while self.tok.kind != Tok::RParen {
            if !params.is_empty() || varargs {
                self.expect(Tok::Comma, "',' or ')'")?;
            }
            if self.eat(Tok::Ellipsis) {
                varargs = true;
                continue;
            }
            if varargs {
                return Err(self.expected("')' after '...'"));
            }
            let at = self.tok.start;
            let p = self.parse_type()?;
            if !self.m.types.is_first_class(p) && p != Type::METADATA {
                return Err(Diagnostic::at(at, format!("invalid function parameter type '{}'", self.type_name(p))));
            }
            params.push(p);
        }
        self.bump();
        Ok(self.m.types.func(ret, params, varargs))
    }

    /// A type named by a keyword (`i32`, `ptr`, `double`, ...).
    fn parse_keyword_type(&mut self) -> PResult<Type> {
        let t = self.tok;
        let ty = match t.text {
            b"ptr" => {
                self.bump();
                if self.at_kw(b"addrspace") {
                    let n = self.parse_addrspace()?;
                    return Ok(self.m.types.ptr(n));
                }
                return Ok(Type::PTR);
            }
            b"i32" => Type::I32,
            b"i64" => Type::I64,
            b"i8" => Type::I8,
            b"i1" => Type::I1,
            b"i16" => Type::I16,
            b"i128" => Type::I128,
            b"void" => Type::VOID,
            b"half" => Type::HALF,
            b"float" => Type::FLOAT,
            b"double" => Type::DOUBLE,
            b"x86_fp80" => Type::X86_FP80,
            b"label" => Type::LABEL,
            b"token" => Type::TOKEN,
            b"metadata" => Type::METADATA,
            b"bfloat" | b"fp128" | b"ppc_fp128" | b"x86_amx" | b"x86_mmx" => {
                return Err(self.err_here(format!("unsupported type '{}' (not supported yet)", text_of(t.text))))
            }
            b"target" => return Err(self.err_here("unsupported target extension type (not supported yet)")),
            b"opaque" => return Err(self.err_here("'opaque' is only allowed in a named type definition")),
            [b'i', digits @ ..] if !digits.is_empty() && digits.iter().all(u8::is_ascii_digit) => {
                let bits = if digits.len() > 9 {
                    u32::MAX
                } else {
                    digits.iter().fold(0u32, |a, &d| a * 10 + (d - b'0') as u32)
                };
                if bits == 0 {
                    return Err(
                        self.err_here(format!("invalid integer type: i0 (Kiln supports i1 to i{MAX_INT_BITS})"))
                    );
                }
                if bits > MAX_INT_BITS {
                    return Err(self.err_here(format!(
                        "integer type too wide: {} (Kiln supports i1 to i{MAX_INT_BITS})",
                        text_of(t.text)
                    )));
                }
                self.m.types.int(bits)
            }
            _ => return Err(self.expected("type")),
        };
        self.bump();
        Ok(ty)
    }

    /// The text form of a type, for messages.
    pub fn type_name(&self, t: Type) -> String {
        crate::text::printer::print_type(&self.m.types, t)
    }

    // ---- constants -----------------------------------------------------------------------------

    /// Parses a constant of type `ty`.
    pub fn parse_const(&mut self, ty: Type) -> PResult<Constant> {
        self.enter()?;
        let r = self.parse_const_inner(ty);
        self.leave();
        r
    }

    /// Parses `T c` (a typed constant) and checks that `T` is `ty`.
    fn parse_typed_const(&mut self, ty: Type) -> PResult<Constant> {
        let at = self.tok.start;
        let t = self.parse_type()?;
        if t != ty {
            return Err(self.type_mismatch(at, ty, t));
        }
        self.parse_const(ty)
    }

    /// "expected 'X' but found 'Y'" for types.
    pub fn type_mismatch(&self, at: usize, expected: Type, found: Type) -> Diagnostic {
        Diagnostic::at(
            at,
            format!("type mismatch: expected '{}' but found '{}'", self.type_name(expected), self.type_name(found)),
        )
    }

    fn parse_const_inner(&mut self, ty: Type) -> PResult<Constant> {
        let t = self.tok;
        match t.kind {
            Tok::Int => {
                let Some(bits) = self.m.types.int_bits(ty) else {
                    return Err(
                        self.err_here(format!("integer constant used with non-integer type '{}'", self.type_name(ty)))
                    );
                };
                if bits > 128 {
                    let words = std::str::from_utf8(t.text)
                        .ok()
                        .and_then(|s| crate::wide::parse_decimal(bits, s.strip_prefix('+').unwrap_or(s)))
                        .ok_or_else(|| self.err_here(format!("integer constant too large for i{bits}")))?;
                    self.bump();
                    return Ok(self.m.consts.int_words(ty, bits, &words));
                }
                let v = int_literal(t.text, bits)
                    .ok_or_else(|| self.err_here(format!("integer constant too large for i{bits}")))?;
                self.bump();
                if let Some(&c) = self.int_consts.get(&(ty, v)) {
                    return Ok(c);
                }
                let c = self.m.consts.intern(ConstData::Int { ty, value: v });
                self.int_consts.insert((ty, v), c);
                Ok(c)
            }
            Tok::Float => {
                let bits = self.float_literal(ty)?;
                self.bump();
                Ok(self.m.consts.intern(ConstData::Float { ty, bits }))
            }
            Tok::GlobalName | Tok::GlobalId => {
                let c = match self.symbol_ref(&t)? {
                    SymbolRef::Func(f) => self.m.func_addr(f),
                    SymbolRef::Global(g) => self.m.global_addr(g),
                };
                let cty = self.m.const_type(c);
                if cty != ty {
                    return Err(Diagnostic::at(
                        t.start,
                        format!(
                            "'@{}' defined with type '{}' but expected '{}'",
                            Self::name_of(&t),
                            self.type_name(cty),
                            self.type_name(ty)
                        ),
                    ));
                }
                self.bump();
                Ok(c)
            }
            Tok::CStr => {
                let bytes = unescape(t.text);
                match *self.m.types.data(ty) {
                    TypeData::Array { len, elem } if elem == Type::I8 => {
                        if len != bytes.len() as u64 {
                            return Err(self.err_here(format!(
                                "string constant has {} bytes but its type '{}' has {len}",
                                bytes.len(),
                                self.type_name(ty)
                            )));
                        }
                    }
                    _ => {
                        return Err(self.err_here(format!(
                            "string constant used with type '{}' (expected '[N x i8]')",
                            self.type_name(ty)
                        )))
                    }
                }
                self.bump();
                Ok(self.m.consts.intern(ConstData::Bytes { ty, bytes: bytes.into_boxed_slice() }))
            }
            Tok::LBracket => self.parse_array_const(ty),
            Tok::LBrace => self.parse_struct_const(ty, false),
            Tok::Less => {
                if self.peek().kind == Tok::LBrace {
                    self.bump();
                    let c = self.parse_struct_const(ty, true)?;
                    self.expect(Tok::Greater, "'>'")?;
                    Ok(c)
                } else {
                    self.parse_vector_const(ty)
                }
            }
            Tok::Keyword => self.parse_keyword_const(ty),
            _ => Err(self.expected(&format!("constant of type '{}'", self.type_name(ty)))),
        }
    }

    /// `null`, `true`, `undef`, constant expressions and other keyword-led constants.
    fn parse_keyword_const(&mut self, ty: Type) -> PResult<Constant> {
        let t = self.tok;
        let types = &self.m.types;
        let data = match t.text {
            b"true" | b"false" => {
                if ty != Type::I1 {
                    return Err(self.err_here(format!(
                        "'{}' used with type '{}' (expected 'i1')",
                        text_of(t.text),
                        self.type_name(ty)
                    )));
                }
                ConstData::Int { ty, value: (t.text == b"true") as u128 }
            }
            b"null" => {
                if !types.is_ptr(ty) {
                    return Err(self.err_here(format!("'null' used with non-pointer type '{}'", self.type_name(ty))));
                }
                ConstData::Null(ty)
            }
            b"none" => {
                if ty != Type::TOKEN {
                    return Err(self.err_here("'none' requires type 'token'"));
                }
                ConstData::NoneToken
            }
            b"undef" | b"poison" | b"zeroinitializer" => {
                if !types.is_first_class(ty) || ty == Type::LABEL {
                    return Err(self.err_here(format!(
                        "'{}' used with invalid type '{}'",
                        text_of(t.text),
                        self.type_name(ty)
                    )));
                }
                match t.text {
                    b"undef" => ConstData::Undef(ty),
                    b"poison" => ConstData::Poison(ty),
                    _ => ConstData::Zero(ty),
                }
            }
            b"splat" => return self.parse_splat(ty),
            b"blockaddress" => return self.parse_blockaddress(ty),
            b"getelementptr" => return self.parse_gep_const(ty),
            b"trunc" | b"ptrtoint" | b"inttoptr" | b"bitcast" | b"addrspacecast" => return self.parse_cast_const(ty),
            b"add" | b"sub" | b"mul" | b"shl" | b"xor" => return self.parse_binary_const(ty),
            b"dso_local_equivalent" | b"no_cfi" | b"asm" => {
                return Err(self.err_here(format!("unsupported constant '{}' (not supported yet)", text_of(t.text))))
            }
            b"zext" | b"sext" | b"fptrunc" | b"fpext" | b"fptoui" | b"fptosi" | b"uitofp" | b"sitofp" | b"icmp"
            | b"fcmp" | b"select" | b"extractelement" | b"insertelement" | b"shufflevector" | b"extractvalue"
            | b"insertvalue" | b"and" | b"or" | b"lshr" | b"ashr" | b"udiv" | b"sdiv" | b"urem" | b"srem" | b"fneg"
            | b"fadd" | b"fsub" | b"fmul" | b"fdiv" | b"frem" => {
                return Err(self.err_here(format!("unsupported constant expression '{}'", text_of(t.text))))
            }
            _ => return Err(self.expected(&format!("constant of type '{}'", self.type_name(ty)))),
        };
        self.bump();
        Ok(self.m.consts.intern(data))
    }

    /// `[T a, T b, ...]`.
    fn parse_array_const(&mut self, ty: Type) -> PResult<Constant> {
        let at = self.tok.start;
        let TypeData::Array { len, elem } = *self.m.types.data(ty) else {
            return Err(self.err_here(format!("array constant used with non-array type '{}'", self.type_name(ty))));
        };
        self.bump();
        let elems = self.parse_const_list(elem, Tok::RBracket, "']'")?;
        if elems.len() as u64 != len {
            return Err(Diagnostic::at(
                at,
                format!("array constant has {} elements but its type '{}' has {len}", elems.len(), self.type_name(ty)),
            ));
        }
        Ok(self.m.consts.intern(ConstData::Aggregate { ty, elems: elems.into_boxed_slice() }))
    }

    /// `T a, T b, ...` up to and including `close`, every element of type `elem`.
    fn parse_const_list(&mut self, elem: Type, close: Tok, what: &str) -> PResult<Vec<Constant>> {
        let mut elems = Vec::new();
        while self.tok.kind != close {
            if !elems.is_empty() {
                self.expect(Tok::Comma, &format!("',' or {what}"))?;
            }
            elems.push(self.parse_typed_const(elem)?);
        }
        self.bump();
        Ok(elems)
    }

    /// `{ T a, U b }` or (with `packed`, the `<` already consumed) `{ ... }` of `<{ ... }>`.
    fn parse_struct_const(&mut self, ty: Type, packed: bool) -> PResult<Constant> {
        let at = self.tok.start;
        let fields: Vec<Type> = match self.m.types.struct_fields(ty) {
            Some(f) if self.m.types.is_packed(ty) == packed => f.to_vec(),
            _ => return Err(self.err_here(format!("struct constant used with type '{}'", self.type_name(ty)))),
        };
        self.bump();
        let mut elems = Vec::with_capacity(fields.len());
        while self.tok.kind != Tok::RBrace {
            if !elems.is_empty() {
                self.expect(Tok::Comma, "',' or '}'")?;
            }
            let Some(&fty) = fields.get(elems.len()) else {
                return Err(self.err_here(format!("too many fields in constant of type '{}'", self.type_name(ty))));
            };
            elems.push(self.parse_typed_const(fty)?);
        }
        self.bump();
        if elems.len() != fields.len() {
            return Err(Diagnostic::at(
                at,
                format!(
                    "struct constant has {} fields but its type '{}' has {}",
                    elems.len(),
                    self.type_name(ty),
                    fields.len()
                ),
            ));
        }
        Ok(self.m.consts.intern(ConstData::Aggregate { ty, elems: elems.into_boxed_slice() }))
    }

    /// `<T a, T b, ...>`.
    fn parse_vector_const(&mut self, ty: Type) -> PResult<Constant> {
        let at = self.tok.start;
        let Some((len, elem)) = self.m.types.vector_info(ty) else {
            return Err(self.err_here(format!("vector constant used with non-vector type '{}'", self.type_name(ty))));
        };
        self.bump();
        let elems = self.parse_const_list(elem, Tok::Greater, "'>'")?;
        if elems.len() as u64 != len as u64 {
            return Err(Diagnostic::at(
                at,
                format!("vector constant has {} elements but its type '{}' has {len}", elems.len(), self.type_name(ty)),
            ));
        }
        Ok(self.m.consts.intern(ConstData::Aggregate { ty, elems: elems.into_boxed_slice() }))
    }

    /// `splat (T v)`.
    fn parse_splat(&mut self, ty: Type) -> PResult<Constant> {
        let Some((len, elem)) = self.m.types.vector_info(ty) else {
            return Err(self.err_here("'splat' requires a vector type"));
        };
        if len > MAX_EXPANDED_LANES {
            return Err(self.err_here(format!("'splat' of {len} lanes is too large")));
        }
        self.bump();
        self.expect(Tok::LParen, "'('")?;
        let c = self.parse_typed_const(elem)?;
        self.expect(Tok::RParen, "')'")?;
        Ok(self.m.consts.intern(ConstData::Aggregate { ty, elems: vec![c; len as usize].into_boxed_slice() }))
    }

    /// `blockaddress(@f, %bb)`.
    fn parse_blockaddress(&mut self, ty: Type) -> PResult<Constant> {
        let at = self.tok.start;
        if !self.m.types.is_ptr(ty) {
            return Err(self.err_here("'blockaddress' requires a pointer type"));
        }
        self.bump();
        self.expect(Tok::LParen, "'('")?;
        let ft = self.tok;
        let SymbolRef::Func(f) = (match ft.kind {
            Tok::GlobalName | Tok::GlobalId => self.symbol_ref(&ft)?,
            _ => return Err(self.expected("function name")),
        }) else {
            return Err(Diagnostic::at(ft.start, "'blockaddress' requires a function"));
        };
        self.bump();
        self.expect(Tok::Comma, "','")?;
        let bt = self.tok;
        if !matches!(bt.kind, Tok::LocalName | Tok::LocalId) {
            return Err(self.expected("block label"));
        }
        let block =
            if self.cur_func == Some(f) {
                self.block_ref(&bt)?
            } else if self.body_done.contains(&f) {
                let key = if bt.quoted { unescape(bt.text) } else { bt.text.to_vec() };
                *self.finished_labels.get(&f).and_then(|m| m.get(&key)).ok_or_else(|| {
                    Diagnostic::at(bt.start, format!("use of undefined label '%{}'", Self::name_of(&bt)))
                })?
            } else if self.m.funcs[f].is_declaration() {
                return Err(Diagnostic::at(ft.start, "'blockaddress' of a function without a body"));
            } else {
                let list = self.blockaddr_fwd.entry(f).or_default();
                match list.iter().find(|e| e.0 == bt.text) {
                    Some(e) => e.1,
                    None => {
                        let b = self.m.funcs[f].dfg.make_block();
                        self.blockaddr_fwd.entry(f).or_default().push((bt.text, b, bt.start));
                        b
                    }
                }
            };
        self.bump();
        self.expect(Tok::RParen, "')'")?;
        let _ = at;
        Ok(self.m.consts.intern(ConstData::BlockAddr { func: f, block }))
    }

    /// Checks the result type of a constant expression against the expected type.
    fn check_expr_type(&self, at: usize, expected: Type, found: Type) -> PResult<()> {
        if expected != found {
            return Err(Diagnostic::at(
                at,
                format!(
                    "constant expression has type '{}' but '{}' was expected",
                    self.type_name(found),
                    self.type_name(expected)
                ),
            ));
        }
        Ok(())
    }

    /// `trunc|ptrtoint|inttoptr|bitcast|addrspacecast (T v to U)`.
    fn parse_cast_const(&mut self, ty: Type) -> PResult<Constant> {
        let at = self.tok.start;
        let op = Opcode::from_name(std::str::from_utf8(self.tok.text).unwrap_or("")).unwrap_or(Opcode::BitCast);
        self.bump();
        let mut flags = InstFlags::empty();
        if op == Opcode::Trunc {
            flags = self.parse_int_flags(true, false)?;
        }
        self.expect(Tok::LParen, "'('")?;
        let src_ty = self.parse_type()?;
        let c = self.parse_const(src_ty)?;
        self.expect_kw("to")?;
        let dst = self.parse_type()?;
        self.expect(Tok::RParen, "')'")?;
        self.check_expr_type(at, ty, dst)?;
        Ok(self.m.consts.intern(ConstData::Expr(ConstExpr {
            opcode: op,
            ty: dst,
            operands: Box::new([c]),
            source_ty: None,
            flags,
        })))
    }

    /// `add|sub|mul|shl|xor [nuw] [nsw] (T a, T b)`.
    fn parse_binary_const(&mut self, ty: Type) -> PResult<Constant> {
        let at = self.tok.start;
        let op = Opcode::from_name(std::str::from_utf8(self.tok.text).unwrap_or("")).unwrap_or(Opcode::Add);
        self.bump();
        let flags = if op == Opcode::Xor { InstFlags::empty() } else { self.parse_int_flags(true, false)? };
        self.expect(Tok::LParen, "'('")?;
        let t = self.parse_type()?;
        let a = self.parse_const(t)?;
        self.expect(Tok::Comma, "','")?;
        let b = self.parse_typed_const(t)?;
        self.expect(Tok::RParen, "')'")?;
        self.check_expr_type(at, ty, t)?;
        Ok(self.m.consts.intern(ConstData::Expr(ConstExpr {
            opcode: op,
            ty: t,
            operands: Box::new([a, b]),
            source_ty: None,
            flags,
        })))
    }

    /// `getelementptr [inbounds] [nusw] [nuw] (T, ptr base, idx...)`.
    fn parse_gep_const(&mut self, ty: Type) -> PResult<Constant> {
        let at = self.tok.start;
        self.bump();
        let flags = self.parse_gep_flags()?;
        self.expect(Tok::LParen, "'('")?;
        let source_ty = self.parse_type()?;
        self.expect(Tok::Comma, "','")?;
        let base_ty = self.parse_type()?;
        let base = self.parse_const(base_ty)?;
        let mut operands = vec![base];
        let mut result = base_ty;
        while self.eat(Tok::Comma) {
            if self.at_kw(b"inrange") {
                return Err(self.err_here("unsupported 'inrange' (not supported yet)"));
            }
            let it = self.parse_type()?;
            if let Some((len, _)) = self.m.types.vector_info(it) {
                if !self.m.types.is_vector(result) {
                    result = self.m.types.vector(len, base_ty);
                }
            }
            operands.push(self.parse_const(it)?);
        }
        self.expect(Tok::RParen, "')'")?;
        self.check_expr_type(at, ty, result)?;
        Ok(self.m.consts.intern(ConstData::Expr(ConstExpr {
            opcode: Opcode::GetElementPtr,
            ty: result,
            operands: operands.into_boxed_slice(),
            source_ty: Some(source_ty),
            flags,
        })))
    }

    /// `inbounds`, `nusw`, `nuw`, and LLVM 19's `inrange(lo, hi)` of constant GEPs (clang's
    /// vtable pointers), which is accepted and dropped: it only makes accesses outside the
    /// range undefined, so the program without it has the same meaning.
    pub fn parse_gep_flags(&mut self) -> PResult<InstFlags> {
        let mut flags = InstFlags::empty();
        loop {
            if self.tok.kind != Tok::Keyword {
                return Ok(flags);
            }
            match self.tok.text {
                b"inbounds" => flags |= InstFlags::INBOUNDS,
                b"nusw" => flags |= InstFlags::NUSW,
                b"nuw" => flags |= InstFlags::NUW,
                b"inrange" if self.peek().kind == Tok::LParen => {
                    self.bump();
                    self.bump();
                    for k in 0..2 {
                        if k == 1 {
                            self.expect(Tok::Comma, "','")?;
                        }
                        if self.tok.kind != Tok::Int {
                            return Err(self.expected("an integer bound of inrange"));
                        }
                        self.bump();
                    }
                    self.expect(Tok::RParen, "')'")?;
                    continue;
                }
                b"inrange" => {
                    return Err(self.err_here("unsupported index-level 'inrange' (LLVM 19 writes inrange(lo, hi))"))
                }
                _ => return Ok(flags),
            }
            self.bump();
        }
    }

    /// `nuw`/`nsw` (when `wrap`) and `exact` (when `exact`) in any order.
    pub fn parse_int_flags(&mut self, wrap: bool, exact: bool) -> PResult<InstFlags> {
        let mut flags = InstFlags::empty();
        while self.tok.kind == Tok::Keyword {
            match self.tok.text {
                b"nuw" if wrap => flags |= InstFlags::NUW,
                b"nsw" if wrap => flags |= InstFlags::NSW,
                b"exact" if exact => flags |= InstFlags::EXACT,
                _ => break,
            }
            self.bump();
        }
        Ok(flags)
    }

    /// The bit pattern of the floating-point literal at the current token for type `ty`.
    fn float_literal(&self, ty: Type) -> PResult<u128> {
        let t = self.tok;
        let text = t.text;
        let invalid =
            || Diagnostic::at(t.start, format!("floating point constant invalid for type '{}'", self.type_name(ty)));
        if !self.m.types.is_float(ty) {
            return Err(Diagnostic::at(
                t.start,
                format!("floating-point constant used with non-floating-point type '{}'", self.type_name(ty)),
            ));
        }
        if let Some(hex) = text.strip_prefix(b"0x") {
            let (kind, digits) = match hex.first() {
                Some(&k @ (b'K' | b'L' | b'M' | b'H' | b'R')) => (k, &hex[1..]),
                _ => (b'D', hex),
            };
            let max_digits = match kind {
                b'K' => 20,
                b'H' | b'R' => 4,
                b'L' | b'M' => 32,
                _ => 16,
            };
            if digits.is_empty() || digits.len() > max_digits {
                return Err(Diagnostic::at(t.start, "malformed hexadecimal floating-point constant"));
            }
            let v = digits.iter().fold(0u128, |a, &d| (a << 4) | (d as char).to_digit(16).unwrap_or(0) as u128);
            return match kind {
                b'K' if ty == Type::X86_FP80 => Ok(v),
                b'H' if ty == Type::HALF => Ok(v),
                b'L' | b'M' | b'R' => Err(Diagnostic::at(
                    t.start,
                    "unsupported floating-point constant form (fp128, ppc_fp128 and bfloat are not supported)",
                )),
                b'D' => convert_double(f64::from_bits(v as u64), ty).ok_or_else(invalid),
                _ => Err(invalid()),
            };
        }
        let d: f64 = std::str::from_utf8(text)
            .ok()
            .and_then(|s| s.parse().ok())
            .ok_or_else(|| Diagnostic::at(t.start, "malformed floating-point constant"))?;
        convert_double(d, ty).ok_or_else(invalid)
    }
}

/// The value of decimal integer literal `text` as an `iN` bit pattern, or `None` when out of range
/// (both signed and unsigned spellings are accepted).
pub(super) fn int_literal(text: &[u8], bits: u32) -> Option<u128> {
    let (neg, digits) = match text.first() {
        Some(b'-') => (true, &text[1..]),
        Some(b'+') => (false, &text[1..]),
        _ => (false, text),
    };
    if digits.is_empty() {
        return None;
    }
    let mut mag: u128 = 0;
    for &d in digits {
        if !d.is_ascii_digit() {
            return None;
        }
        mag = mag.checked_mul(10)?.checked_add((d - b'0') as u128)?;
    }
    let mask = if bits >= 128 { u128::MAX } else { (1u128 << bits) - 1 };
    if neg {
        if mag > 1u128 << (bits - 1) {
            return None;
        }
        Some(mag.wrapping_neg() & mask)
    } else {
        if bits < 128 && mag > mask {
            return None;
        }
        Some(mag)
    }
}

/// Converts a double to the bit pattern of `ty`, or `None` when it is not exactly representable.
fn convert_double(d: f64, ty: Type) -> Option<u128> {
    match ty {
        Type::DOUBLE => Some(d.to_bits() as u128),
        Type::FLOAT => double_to_float(d).map(|b| b as u128),
        Type::HALF => double_to_half(d).map(|b| b as u128),
        Type::X86_FP80 => Some(double_to_fp80(d)),
        _ => None,
    }
}

const F64_MANT: u64 = (1 << 52) - 1;

fn double_to_float(d: f64) -> Option<u32> {
    let b = d.to_bits();
    if d.is_nan() {
        let m = b & F64_MANT;
        if m & ((1 << 29) - 1) != 0 {
            return None;
        }
        let sign = ((b >> 63) as u32) << 31;
        return Some(sign | 0x7f80_0000 | (m >> 29) as u32);
    }
    let f = d as f32;
    (f as f64 == d).then_some(f.to_bits())
}

fn double_to_half(d: f64) -> Option<u16> {
    let b = d.to_bits();
    let sign = ((b >> 63) as u16) << 15;
    let m = b & F64_MANT;
    if d.is_nan() {
        if m & ((1 << 42) - 1) != 0 {
            return None;
        }
        return Some(sign | 0x7c00 | (m >> 42) as u16);
    }
    if d.is_infinite() {
        return Some(sign | 0x7c00);
    }
    if d == 0.0 {
        return Some(sign);
    }
    let exp_field = ((b >> 52) & 0x7ff) as i32;
    if exp_field == 0 {
        return None;
    }
    let e = exp_field - 1023;
    if (-14..=15).contains(&e) {
        if m & ((1 << 42) - 1) != 0 {
            return None;
        }
        return Some(sign | (((e + 15) as u16) << 10) | (m >> 42) as u16);
    }
    if (-24..-14).contains(&e) {
        let full = (1u64 << 52) | m;
        let shift = (52 - (e + 24)) as u32;
        if full & ((1u64 << shift) - 1) != 0 {
            return None;
        }
        return Some(sign | (full >> shift) as u16);
    }
    None
}

fn double_to_fp80(d: f64) -> u128 {
    let b = d.to_bits();
    let sign = ((b >> 63) as u128) << 79;
    let m = b & F64_MANT;
    let exp_field = ((b >> 52) & 0x7ff) as u128;
    if exp_field == 0x7ff {
        let mant = (1u128 << 63) | ((m as u128) << 11);
        return sign | (0x7fff << 64) | mant;
    }
    if exp_field == 0 {
        if m == 0 {
            return sign;
        }
        let p = 63 - m.leading_zeros() as i64;
        let exp = p - 1074 + 16383;
        let mant = (m as u128) << (63 - p);
        return sign | ((exp as u128) << 64) | mant;
    }
    let exp = exp_field - 1023 + 16383;
    sign | (exp << 64) | (1u128 << 63) | ((m as u128) << 11)
}
