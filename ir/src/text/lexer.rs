//! Tokens of the LLVM-syntax text form: one pass over the bytes, every token borrowing its text.
//!
//! The lexer never allocates and never fails hard: a byte it cannot start a token with, or an
//! unterminated string, becomes a `Tok::Error` token whose message is in `Lexer::error`.
//! Input need not be UTF-8.

/// The kind of a token.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Tok {
    /// End of input.
    Eof,
    /// A byte sequence that starts no token; see `Lexer::error`.
    Error,
    /// `%name` or `%"quoted"` (text: the name).
    LocalName,
    /// `%N` (text: the digits).
    LocalId,
    /// `@name` or `@"quoted"`.
    GlobalName,
    /// `@N`.
    GlobalId,
    /// `$name` (a comdat).
    ComdatName,
    /// `!name` (text: the name, e.g. `llvm.loop`, `DILocation`).
    MetaName,
    /// `!N` (text: the digits).
    MetaId,
    /// `!` not followed by a name (as in `!{` and `!"`).
    Exclaim,
    /// `#N` (text: the digits).
    AttrGroup,
    /// `#dbg_value` and friends (text: the name without `#`).
    DebugRecord,
    /// `name:`, `N:` or `"quoted":` (text: the name).
    Label,
    /// An integer literal, optionally negative (text: as written).
    Int,
    /// A floating-point literal: decimal with `.`, or `0x...` hexadecimal forms.
    Float,
    /// `"..."` (text: the raw contents, escapes not decoded).
    Str,
    /// `c"..."` (text: the raw contents).
    CStr,
    /// A bare word: keywords, types, opcodes.
    Keyword,
    /// `=`
    Equal,
    /// `,`
    Comma,
    /// `(`
    LParen,
    /// `)`
    RParen,
    /// `[`
    LBracket,
    /// `]`
    RBracket,
    /// `{`
    LBrace,
    /// `}`
    RBrace,
    /// `<`
    Less,
    /// `>`
    Greater,
    /// `*`
    Star,
    /// `...`
    Ellipsis,
    /// `:`
    Colon,
    /// `|`
    Bar,
}

/// One token.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Token<'a> {
    /// What it is.
    pub kind: Tok,
    /// True for names and labels written in quotes (their text may hold `\XX` escapes).
    pub quoted: bool,
    /// Byte offset of the first byte of the token.
    pub start: usize,
    /// Byte offset just past the token.
    pub end: usize,
    /// The payload (see `Tok`).
    pub text: &'a [u8],
}

/// A position in the source that produces tokens on demand. Cheap to copy (for lookahead).
#[derive(Copy, Clone, Debug)]
pub struct Lexer<'a> {
    src: &'a [u8],
    pos: usize,
    /// Message for the most recent `Tok::Error` token.
    pub error: &'static str,
}

/// Bytes that may appear in an unquoted name after its first byte: `[A-Za-z0-9_.$-]`.
static NAME_BYTES: [bool; 256] = {
    let mut t = [false; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        t[c] = b.is_ascii_alphanumeric() || b == b'_' || b == b'.' || b == b'$' || b == b'-';
        c += 1;
    }
    t
};

/// Bytes that may appear in an unquoted name after its first byte.
#[inline]
pub fn is_name_byte(c: u8) -> bool {
    NAME_BYTES[c as usize]
}

/// Bytes that may start an unquoted name.
#[inline]
fn is_name_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || matches!(c, b'_' | b'.' | b'$' | b'-')
}

impl<'a> Lexer<'a> {
    /// A lexer at the start of `src`.
    pub fn new(src: &'a [u8]) -> Self {
        Lexer { src, pos: 0, error: "" }
    }

    /// The byte offset of the next unread byte.
    pub fn pos(&self) -> usize {
        self.pos
    }

    /// Moves to byte offset `pos` (clamped to the end of the input).
    pub fn set_pos(&mut self, pos: usize) {
        self.pos = pos.min(self.src.len());
    }

    /// The whole source.
    pub fn src(&self) -> &'a [u8] {
        self.src
    }

    #[inline]
    fn peek_byte(&self, ahead: usize) -> u8 {
        self.src.get(self.pos + ahead).copied().unwrap_or(0)
    }

    /// Skips spaces and `;` comments.
    #[inline]
    fn skip_trivia(&mut self) {
        while let Some(&c) = self.src.get(self.pos) {
            match c {
                b' ' | b'\t' | b'\n' | b'\r' | 0x0c | 0x0b => self.pos += 1,
                b';' => {
                    self.pos +=
                        self.src[self.pos..].iter().position(|&c| c == b'\n').unwrap_or(self.src.len() - self.pos);
                }
                _ => break,
            }
        }
    }

    /// Produces the next token.
    #[inline]
    pub fn next_token(&mut self) -> Token<'a> {
        self.skip_trivia();
        let start = self.pos;
        let Some(&c) = self.src.get(start) else {
            return self.tok(Tok::Eof, start, &[]);
        };
        match c {
            b'%' => self.prefixed(start, Tok::LocalName, Tok::LocalId),
            b'@' => self.prefixed(start, Tok::GlobalName, Tok::GlobalId),
            b'$' => self.prefixed(start, Tok::ComdatName, Tok::ComdatName),
            b'!' => self.metadata(start),
            b'#' => self.hash(start),
            b'"' => self.string(start),
            b'0'..=b'9' | b'-' | b'+' => self.number(start),
            b'c' if self.peek_byte(1) == b'"' => {
                self.pos += 1;
                let t = self.string(start);
                if t.kind == Tok::Str {
                    Token { kind: Tok::CStr, ..t }
                } else {
                    t
                }
            }
            b'.' if self.peek_byte(1) == b'.' && self.peek_byte(2) == b'.' => {
                self.pos += 3;
                self.tok(Tok::Ellipsis, start, &[])
            }
            c if is_name_start(c) => self.word(start),
            _ => {
                self.pos += 1;
                let kind = match c {
                    b'=' => Tok::Equal,
                    b',' => Tok::Comma,
                    b'(' => Tok::LParen,
                    b')' => Tok::RParen,
                    b'[' => Tok::LBracket,
                    b']' => Tok::RBracket,
                    b'{' => Tok::LBrace,
                    b'}' => Tok::RBrace,
                    b'<' => Tok::Less,
                    b'>' => Tok::Greater,
                    b'*' => Tok::Star,
                    b':' => Tok::Colon,
                    b'|' => Tok::Bar,
                    _ => {
                        self.error = "unexpected character";
                        Tok::Error
                    }
                };
                self.tok(kind, start, &[])
            }
        }
    }

    #[inline]
    fn tok(&self, kind: Tok, start: usize, text: &'a [u8]) -> Token<'a> {
        Token { kind, quoted: false, start, end: self.pos, text }
    }

    /// Scans an unquoted name starting at the current position; returns its bytes.
    #[inline]
    fn name_bytes(&mut self) -> &'a [u8] {
        let s = self.pos;
        let len = self.src[s..].iter().position(|&c| !is_name_byte(c)).unwrap_or(self.src.len() - s);
        self.pos = s + len;
        &self.src[s..self.pos]
    }

    /// Scans the body of a `"..."` string whose opening quote is at the current position.
    fn quoted_body(&mut self) -> Option<&'a [u8]> {
        let s = self.pos + 1;
        let len = self.src.get(s..)?.iter().position(|&c| c == b'"')?;
        self.pos = s + len + 1;
        Some(&self.src[s..s + len])
    }

    /// Checks that every `\` in a string body starts `\\` or `\XX` (two hex digits).
    fn escapes_ok(body: &[u8]) -> bool {
        let mut i = 0;
        while let Some(off) = body[i..].iter().position(|&c| c == b'\\') {
            i += off;
            match body.get(i + 1) {
                Some(b'\\') => i += 2,
                Some(h) if h.is_ascii_hexdigit() && body.get(i + 2).is_some_and(u8::is_ascii_hexdigit) => i += 3,
                _ => return false,
            }
        }
        true
    }

    fn bad_escape(&mut self, start: usize) -> Token<'a> {
        self.error = "invalid escape sequence in string (use \\XX with two hex digits, or \\\\)";
        self.tok(Tok::Error, start, &[])
    }

    fn unterminated(&mut self, start: usize) -> Token<'a> {
        self.error = "unterminated string";
        self.pos = self.src.len();
        self.tok(Tok::Error, start, &[])
    }

    /// `%name`, `%N`, `%"q"` and the `@`/`$` equivalents.
    fn prefixed(&mut self, start: usize, named: Tok, numbered: Tok) -> Token<'a> {
        self.pos += 1;
        let c = self.peek_byte(0);
        if c == b'"' {
            let Some(body) = self.quoted_body() else {
                return self.unterminated(start);
            };
            if !Self::escapes_ok(body) {
                return self.bad_escape(start);
            }
            let mut t = self.tok(named, start, body);
            t.quoted = true;
            return t;
        }
        if c.is_ascii_digit() {
            let s = self.pos;
            while self.peek_byte(0).is_ascii_digit() {
                self.pos += 1;
            }
            return self.tok(numbered, start, &self.src[s..self.pos]);
        }
        if is_name_start(c) {
            let name = self.name_bytes();
            return self.tok(named, start, name);
        }
        self.error = "expected a name after the sigil";
        self.tok(Tok::Error, start, &[])
    }

    /// `!name`, `!N`, or a bare `!`.
    fn metadata(&mut self, start: usize) -> Token<'a> {
        self.pos += 1;
        let c = self.peek_byte(0);
        if c.is_ascii_digit() {
            // `!12` is a node number; like LLVM, a metadata name never starts with a digit, so
            // `!12abc` is the number 12 followed by whatever comes next.
            let s = self.pos;
            while self.peek_byte(0).is_ascii_digit() {
                self.pos += 1;
            }
            return self.tok(Tok::MetaId, start, &self.src[s..self.pos]);
        }
        if is_name_byte(c) {
            let name = self.name_bytes();
            return self.tok(Tok::MetaName, start, name);
        }
        self.tok(Tok::Exclaim, start, &[])
    }

    /// `#N` or `#dbg_xxx`.
    fn hash(&mut self, start: usize) -> Token<'a> {
        self.pos += 1;
        let c = self.peek_byte(0);
        if c.is_ascii_digit() {
            let s = self.pos;
            while self.peek_byte(0).is_ascii_digit() {
                self.pos += 1;
            }
            return self.tok(Tok::AttrGroup, start, &self.src[s..self.pos]);
        }
        if is_name_start(c) {
            let name = self.name_bytes();
            return self.tok(Tok::DebugRecord, start, name);
        }
        self.error = "expected an attribute group number after '#'";
        self.tok(Tok::Error, start, &[])
    }

    /// `"..."`, or a quoted label `"..." :`.
    fn string(&mut self, start: usize) -> Token<'a> {
        let Some(body) = self.quoted_body() else {
            return self.unterminated(start);
        };
        if body.contains(&b'\\') && !Self::escapes_ok(body) {
            return self.bad_escape(start);
        }
        if self.peek_byte(0) == b':' && self.src[start] == b'"' {
            self.pos += 1;
            let mut t = self.tok(Tok::Label, start, body);
            t.quoted = true;
            return t;
        }
        self.tok(Tok::Str, start, body)
    }

    /// Integers, floats, hexadecimal floats and numbered labels.
    fn number(&mut self, start: usize) -> Token<'a> {
        let c = self.src[start];
        if c == b'0' && self.peek_byte(1) == b'x' {
            self.pos += 2;
            if matches!(self.peek_byte(0), b'K' | b'L' | b'M' | b'H' | b'R') {
                self.pos += 1;
            }
            while self.peek_byte(0).is_ascii_hexdigit() {
                self.pos += 1;
            }
            return self.tok(Tok::Float, start, &self.src[start..self.pos]);
        }
        if (c == b'-' || c == b'+') && !self.peek_byte(1).is_ascii_digit() {
            if c == b'-' && is_name_start(self.peek_byte(1)) {
                return self.word(start);
            }
            self.pos += 1;
            self.error = "unexpected character";
            return self.tok(Tok::Error, start, &[]);
        }
        self.pos += 1;
        while self.peek_byte(0).is_ascii_digit() {
            self.pos += 1;
        }
        if c.is_ascii_digit() && self.peek_byte(0) == b':' {
            let text = &self.src[start..self.pos];
            self.pos += 1;
            return self.tok(Tok::Label, start, text);
        }
        if self.peek_byte(0) != b'.' {
            return self.tok(Tok::Int, start, &self.src[start..self.pos]);
        }
        self.pos += 1;
        while self.peek_byte(0).is_ascii_digit() {
            self.pos += 1;
        }
        if matches!(self.peek_byte(0), b'e' | b'E') {
            let save = self.pos;
            self.pos += 1;
            if matches!(self.peek_byte(0), b'+' | b'-') {
                self.pos += 1;
            }
            if self.peek_byte(0).is_ascii_digit() {
                while self.peek_byte(0).is_ascii_digit() {
                    self.pos += 1;
                }
            } else {
                self.pos = save;
            }
        }
        self.tok(Tok::Float, start, &self.src[start..self.pos])
    }

    /// A bare word, or a label `name:`.
    fn word(&mut self, start: usize) -> Token<'a> {
        let name = self.name_bytes();
        if self.peek_byte(0) == b':' {
            self.pos += 1;
            return self.tok(Tok::Label, start, name);
        }
        self.tok(Tok::Keyword, start, name)
    }

    /// From an opening `(` at byte `open`, finds the matching `)` (skipping strings and
    /// comments); returns the text between them and moves past the `)`. `None` at end of input.
    pub fn balanced_parens(&mut self, open: usize) -> Option<&'a [u8]> {
        let mut depth = 0usize;
        let mut i = open;
        while i < self.src.len() {
            match self.src[i] {
                b'(' => depth += 1,
                b')' => {
                    depth -= 1;
                    if depth == 0 {
                        self.pos = i + 1;
                        return Some(&self.src[open + 1..i]);
                    }
                }
                b'"' => {
                    i += 1 + self.src[i + 1..].iter().position(|&c| c == b'"')?;
                }
                b';' => {
                    i += self.src[i..].iter().position(|&c| c == b'\n')?;
                }
                _ => {}
            }
            i += 1;
        }
        None
    }

    /// From an opening `{` at byte `open`, finds the matching `}` (skipping strings and
    /// comments) and returns its offset, plus whether the skipped text mentions `blockaddress`.
    /// `None` at end of input. Scans eight bytes at a time for the few bytes that matter.
    pub fn matching_brace(&self, open: usize) -> Option<(usize, bool)> {
        let src = self.src;
        let mut depth = 0usize;
        let mut mentions_blockaddress = false;
        let mut i = open;
        while i < src.len() {
            if i + 8 <= src.len() && !word_has_special(&src[i..i + 8]) {
                i += 8;
                continue;
            }
            match src[i] {
                b'{' => depth += 1,
                b'}' => {
                    depth = depth.saturating_sub(1);
                    if depth == 0 {
                        return Some((i, mentions_blockaddress));
                    }
                }
                b'"' => {
                    i += 1 + src[i + 1..].iter().position(|&c| c == b'"')?;
                }
                b';' => i += src[i..].iter().position(|&c| c == b'\n')?,
                b'k' if i >= 4 && src[i - 4..].starts_with(b"blockaddress") => {
                    mentions_blockaddress = true;
                }
                _ => {}
            }
            i += 1;
        }
        None
    }
}

/// True when any of the eight bytes is `{`, `}`, `"`, `;` or `k` (SWAR zero-byte test).
#[inline]
fn word_has_special(bytes: &[u8]) -> bool {
    let mut w = [0u8; 8];
    w.copy_from_slice(bytes);
    let w = u64::from_le_bytes(w);
    const LO: u64 = 0x0101_0101_0101_0101;
    const HI: u64 = 0x8080_8080_8080_8080;
    let has_zero = |x: u64| x.wrapping_sub(LO) & !x & HI != 0;
    has_zero(w ^ (LO * b'{' as u64))
        || has_zero(w ^ (LO * b'}' as u64))
        || has_zero(w ^ (LO * b'"' as u64))
        || has_zero(w ^ (LO * b';' as u64))
        || has_zero(w ^ (LO * b'k' as u64))
}

/// Decodes `\XX` hex escapes and `\\` in the contents of a quoted string.
pub fn unescape(raw: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(raw.len());
    let mut i = 0;
    while i < raw.len() {
        let c = raw[i];
        if c == b'\\' {
            if raw.get(i + 1) == Some(&b'\\') {
                out.push(b'\\');
                i += 2;
                continue;
            }
            let hex = |c: u8| (c as char).to_digit(16);
            if let (Some(h), Some(l)) = (raw.get(i + 1).and_then(|&c| hex(c)), raw.get(i + 2).and_then(|&c| hex(c))) {
                out.push((h * 16 + l) as u8);
                i += 3;
                continue;
            }
        }
        out.push(c);
        i += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(src: &str) -> Vec<(Tok, String)> {
        let mut lx = Lexer::new(src.as_bytes());
        let mut out = Vec::new();
        loop {
            let t = lx.next_token();
            if t.kind == Tok::Eof {
                return out;
            }
            out.push((t.kind, String::from_utf8_lossy(t.text).into_owned()));
            if t.kind == Tok::Error {
                return out;
            }
        }
    }

    #[test]
    fn lexes_names_numbers_and_labels() {
        let k = kinds("%x = add nsw i32 %0, -12 ; comment\nfor.body: 7: \"q r\": @g @\"a b\" $c");
        assert_eq!(
            k,
            vec![
                (Tok::LocalName, "x".into()),
                (Tok::Equal, "".into()),
                (Tok::Keyword, "add".into()),
                (Tok::Keyword, "nsw".into()),
                (Tok::Keyword, "i32".into()),
                (Tok::LocalId, "0".into()),
                (Tok::Comma, "".into()),
                (Tok::Int, "-12".into()),
                (Tok::Label, "for.body".into()),
                (Tok::Label, "7".into()),
                (Tok::Label, "q r".into()),
                (Tok::GlobalName, "g".into()),
                (Tok::GlobalName, "a b".into()),
                (Tok::ComdatName, "c".into()),
            ]
        );
    }

    #[test]
    fn lexes_floats_metadata_and_strings() {
        let k = kinds("1.5e+3 0xK4000 -2.0 !0 !llvm.loop !{ !\"s\" c\"a\\00\" #0 #dbg_value ...");
        let kinds_only: Vec<Tok> = k.iter().map(|x| x.0).collect();
        assert_eq!(
            kinds_only,
            vec![
                Tok::Float,
                Tok::Float,
                Tok::Float,
                Tok::MetaId,
                Tok::MetaName,
                Tok::Exclaim,
                Tok::LBrace,
                Tok::Exclaim,
                Tok::Str,
                Tok::CStr,
                Tok::AttrGroup,
                Tok::DebugRecord,
                Tok::Ellipsis
            ]
        );
        assert_eq!(k[9].1, "a\\00");
    }

    #[test]
    fn unterminated_string_is_an_error_token() {
        let k = kinds("@x = \"abc");
        assert_eq!(k.last().unwrap().0, Tok::Error);
        let k = kinds("\u{7f}");
        assert_eq!(k[0].0, Tok::Error);
    }

    #[test]
    fn unescape_decodes_hex() {
        assert_eq!(unescape(b"a\\0Ab\\\\c\\zz"), b"a\nb\\c\\zz".to_vec());
        assert_eq!(kinds("c\"\\zz\"")[0].0, Tok::Error);
        assert_eq!(kinds("c\"\\5a\\\\\"")[0].0, Tok::CStr);
    }

    #[test]
    fn balanced_parens_skip_strings() {
        let src = b"(a, \")\", (b)) rest";
        let mut lx = Lexer::new(src);
        assert_eq!(lx.balanced_parens(0), Some(&b"a, \")\", (b)"[..]));
        assert_eq!(lx.next_token().text, b"rest");
        assert_eq!(Lexer::new(b"{ { } \"}\" }x").matching_brace(0), Some((10, false)));
        let long = b"{ %x = add i32 1, 2 ; } comment\n  indirectbr ptr blockaddress(@f, %b), [] \"}\" }";
        assert_eq!(Lexer::new(long).matching_brace(0), Some((long.len() - 1, true)));
    }
}
