//! Newer LLVM syntax (LLVM 20-22, as rustc 1.95 writes it) upgraded on input to its LLVM 19
//! meaning, the way LLVM's own AutoUpgrade reads older IR, so that what Kiln prints stays LLVM 19:
//!
//! - `captures(...)` (LLVM 20): `captures(none)` is `nocapture`; every other form allows some
//!   capture, which LLVM 19 can only say by omitting the attribute, so it is dropped;
//! - `nocreateundeforpoison` (LLVM 22), an optimisation hint on functions: dropped;
//! - `dead_on_return` (LLVM 21), an optimisation hint on pointer parameters: dropped (in `parser.rs`);
//! - one-argument `llvm.lifetime.start/end(ptr)` (LLVM 22 removed the size): given the size
//!   `i64 -1` ("unknown", LLVM 19's own spelling), in declarations and calls;
//! - exactly `call void asm sideeffect "", "~{memory}"()`, the empty asm whose only effect is a
//!   compiler barrier (rustc's `black_box(())`, as in std's `__rust_begin_short_backtrace`), or
//!   `"r,~{memory}"(T %x)` with integer or pointer inputs (rustc's `black_box(x)`, which passes
//!   `&x`; the inputs are read by nothing, so they are dropped, and the program does the same): a
//!   `fence syncscope("singlethread") seq_cst`, which orders memory for the compiler and emits no
//!   code on x86-64. Any other inline asm stays a located error.
//!
//! An upgrade never makes a promise the source did not make: unknown or weaker forms are errors
//! or are dropped, never strengthened.

use super::lexer::Tok;
use super::parser::{PResult, Parser};
use crate::attributes::{Attr, AttrKind, AttrList, AttrSetId};
use crate::constant::ConstData;
use crate::dfg::Value;
use crate::diag::Diagnostic;
use crate::instructions::{Atomic, AtomicOrdering, InstKind, SyncScope};
use crate::intrinsics::Intrinsic;
use crate::types::Type;

/// The message for inline asm Kiln cannot compile (every form but the empty barrier).
pub(super) const UNSUPPORTED_ASM: &str = "unsupported inline 'asm' callee (inline assembly is not supported)";

/// Capture components of `captures(...)` as LLVM's `CaptureComponents` bits: `address` includes
/// `address_is_null`, `provenance` includes `read_provenance`; `none` is 0.
fn capture_component(word: &[u8]) -> Option<u8> {
    Some(match word {
        b"none" => 0,
        b"address_is_null" => 0b0001,
        b"address" => 0b0011,
        b"read_provenance" => 0b0100,
        b"provenance" => 0b1100,
        _ => return None,
    })
}

/// True for `llvm.lifetime.start.*` and `llvm.lifetime.end.*`.
fn is_lifetime(intrinsic: Option<Intrinsic>) -> bool {
    matches!(intrinsic, Some(Intrinsic::LifetimeStart | Intrinsic::LifetimeEnd))
}

impl<'a> Parser<'a> {
    /// At `captures`: parses `captures(...)` with LLVM's grammar (`none`, or components
    /// `address address_is_null provenance read_provenance`, optionally split by one `ret:`
    /// into the components captured elsewhere and those captured through the return value).
    /// Returns `nocapture` when nothing is captured in either location, else `None`: the
    /// attribute is dropped, as LLVM 19 has no way to say "captured only partly".
    pub(super) fn parse_captures_attr(&mut self) -> PResult<Option<Attr>> {
        self.bump();
        self.expect(Tok::LParen, "'(' after 'captures'")?;
        // Components captured elsewhere [0] and through the return value [1]; whether the
        // location was written as `none`.
        let mut bits = [0u8; 2];
        let mut none = [false; 2];
        let mut loc = 0;
        loop {
            // `ret:` lexes as a label, `ret :` as a keyword and a colon.
            let ret_label = self.tok.kind == Tok::Label && !self.tok.quoted && self.tok.text == b"ret";
            let ret_kw = self.at_kw(b"ret") && self.peek().kind == Tok::Colon;
            if ret_label || ret_kw {
                if loc == 1 {
                    return Err(self.err_here("duplicate 'ret' location"));
                }
                loc = 1;
                self.bump();
                if ret_kw {
                    self.bump();
                }
            }
            if self.at_kw(b"ret") {
                self.bump();
                return Err(self.expected("':' after 'ret'"));
            }
            let component = if self.tok.kind == Tok::Keyword { capture_component(self.tok.text) } else { None };
            let Some(c) = component else {
                return Err(
                    self.expected("one of 'none', 'address', 'address_is_null', 'provenance' or 'read_provenance'")
                );
            };
            let is_none = self.tok.text == b"none";
            if none[loc] || (is_none && bits[loc] != 0) {
                return Err(self.err_here("cannot use 'none' with other component"));
            }
            none[loc] |= is_none;
            bits[loc] |= c;
            self.bump();
            if self.eat(Tok::RParen) {
                break;
            }
            self.expect(Tok::Comma, "',' or ')'")?;
        }
        // Without `ret:`, the return value captures what the other locations do.
        let ret = if loc == 1 { bits[1] } else { bits[0] };
        Ok((bits[0] == 0 && ret == 0).then_some(Attr::Flag(AttrKind::NoCapture)))
    }

    /// Consumes a function attribute that is an optimisation hint newer than LLVM 19 and is
    /// dropped (`nocreateundeforpoison`, LLVM 22); false, consuming nothing, otherwise.
    pub(super) fn eat_dropped_fn_attr(&mut self) -> bool {
        self.eat_kw(b"nocreateundeforpoison")
    }

    /// Upgrades the declaration `declare void @llvm.lifetime.start.p0(ptr)` (or `.end`) to LLVM
    /// 19's `(i64 immarg, ptr)`: prepends the size parameter to `params` and its attributes.
    /// `names` are the parameter name tokens, kept aligned. Other declarations are unchanged.
    pub(super) fn upgrade_lifetime_decl<T>(
        &self,
        name: &str,
        sig: (Type, bool),
        params: &mut Vec<Type>,
        attrs: &mut Vec<Vec<Attr>>,
        names: &mut Vec<Option<T>>,
    ) {
        let (ret, varargs) = sig;
        let one_ptr = params.len() == 1 && self.m.types.is_ptr(params[0]);
        if !name.starts_with("llvm.")
            || !is_lifetime(Intrinsic::lookup(name))
            || ret != Type::VOID
            || varargs
            || !one_ptr
        {
            return;
        }
        params.insert(0, Type::I64);
        attrs.insert(0, vec![Attr::Flag(AttrKind::ImmArg)]);
        names.insert(0, None);
    }

    /// Upgrades LLVM 22's one-argument call `call void @llvm.lifetime.start.p0(ptr %p)` (or
    /// `.end`; `callee` is the callee value, `None` for an intrinsic not declared yet, which is
    /// `implicit`) to LLVM 19's `(i64 -1, ptr %p)`: prepends the size to `args`, `arg_tys` and
    /// the parameter attributes. Returns true when it did; the call's own function type (an
    /// explicit `void (ptr)`) is then to be rebuilt from `arg_tys`.
    pub(super) fn upgrade_lifetime_call(
        &mut self,
        callee: Option<Value>,
        implicit: Option<Intrinsic>,
        sig: (Type, Option<Type>),
        args: &mut Vec<Value>,
        arg_tys: &mut Vec<Type>,
        attrs: &mut AttrList,
    ) -> bool {
        let (ret, explicit) = sig;
        let intrinsic = match callee.and_then(|v| self.func.dfg.value_const(v)).map(|c| self.m.consts.data(c)) {
            Some(ConstData::FuncAddr { func, .. }) => self.m.funcs[*func].intrinsic,
            _ => implicit,
        };
        let one_ptr = arg_tys.len() == 1 && self.m.types.is_ptr(arg_tys[0]);
        let typed_as_written =
            explicit.is_none_or(|t| self.m.types.func_info(t).is_some_and(|(_, p, va)| p == &arg_tys[..] && !va));
        if !is_lifetime(intrinsic) || ret != Type::VOID || !one_ptr || !typed_as_written {
            return false;
        }
        let c = self.m.consts.int(Type::I64, 64, u64::MAX as u128);
        let size = match self.const_vals.get(&c) {
            Some(&v) => v,
            None => {
                let v = self.func.dfg.const_value(c, Type::I64);
                self.const_vals.insert(c, v);
                v
            }
        };
        args.insert(0, size);
        arg_tys.insert(0, Type::I64);
        if !attrs.params.is_empty() {
            attrs.params.insert(0, AttrSetId::EMPTY);
        }
        true
    }

    /// At `asm` in a call whose prefix is `call void` (`plain`: no flags, convention, return
    /// attributes or `musttail`; not an invoke): accepts exactly `asm sideeffect "", "~{memory}"()`
    /// or the same with `r` inputs of integer or pointer type (`"r,~{memory}"(ptr %x)`)
    /// (with any call-site function attributes, which are dropped) and returns the
    /// `fence syncscope("singlethread") seq_cst` it means. The call's metadata attachments
    /// (`!srcloc`) are dropped with it. Every other inline asm is the located error it always was.
    pub(super) fn parse_barrier_asm(&mut self, plain: bool) -> PResult<(InstKind, Option<Type>)> {
        let at = self.tok.start;
        let unsupported = || Diagnostic::at(at, UNSUPPORTED_ASM);
        self.bump();
        if !plain || !self.eat_kw(b"sideeffect") {
            return Err(unsupported());
        }
        if self.tok.kind != Tok::Str || !self.tok.text.is_empty() {
            return Err(unsupported());
        }
        self.bump();
        if !self.eat(Tok::Comma) || self.tok.kind != Tok::Str {
            return Err(unsupported());
        }
        // `~{memory}` after any number of `r` inputs (`black_box(x)` passes one).
        let constraints = self.tok.text;
        let Some(inputs) = constraints.strip_suffix(b"~{memory}") else { return Err(unsupported()) };
        if inputs.len() % 2 != 0 || inputs.chunks(2).any(|c| c != b"r,") {
            return Err(unsupported());
        }
        let operands = inputs.len() / 2;
        self.bump();
        if !self.eat(Tok::LParen) {
            return Err(unsupported());
        }
        for k in 0..operands {
            if (k > 0 && !self.eat(Tok::Comma)) || self.tok.kind == Tok::RParen {
                return Err(unsupported());
            }
            // The asm only reads its inputs, and does nothing with them (nor with their attributes).
            let ty = self.parse_type()?;
            self.parse_param_attrs()?;
            self.parse_value(ty)?;
            if !(self.m.types.is_int(ty) || self.m.types.is_ptr(ty)) {
                return Err(unsupported());
            }
        }
        if !self.eat(Tok::RParen) {
            return Err(unsupported());
        }
        self.parse_call_fn_attrs()?;
        if self.tok.kind == Tok::LBracket {
            return Err(unsupported());
        }
        self.drop_attachments = true;
        let atomic = Atomic { ordering: AtomicOrdering::SeqCst, scope: SyncScope::SingleThread };
        Ok((InstKind::Fence { atomic }, None))
    }
}
