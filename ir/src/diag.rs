//! Diagnostics: an error message tied to a byte offset in the source text, rendered as
//! `FILE:LINE:COL: error: message`, then the source line and a caret under the column.

use std::fmt;

/// One error with an optional source location.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Byte offset into the source text, when known.
    pub offset: Option<usize>,
    /// The message (no `error:` prefix, no trailing period).
    pub message: String,
}

impl Diagnostic {
    /// An error at byte offset `offset`.
    pub fn at(offset: usize, message: impl Into<String>) -> Self {
        Diagnostic { offset: Some(offset), message: message.into() }
    }
    /// An error with no source location.
    pub fn new(message: impl Into<String>) -> Self {
        Diagnostic { offset: None, message: message.into() }
    }
    /// Renders the diagnostic against the source text it refers to.
    ///
    /// Lines and columns are 1-based; the column counts bytes. Offsets past the end of the text
    /// point just after its last byte.
    pub fn render(&self, file: &str, src: &[u8]) -> String {
        let Some(off) = self.offset else {
            return format!("{file}: error: {}\n", self.message);
        };
        let off = off.min(src.len());
        let line_start = src[..off].iter().rposition(|&c| c == b'\n').map_or(0, |p| p + 1);
        let line_end = src[off..].iter().position(|&c| c == b'\n').map_or(src.len(), |p| off + p);
        let line_no = src[..line_start].iter().filter(|&&c| c == b'\n').count() + 1;
        let col = off - line_start + 1;
        let text = String::from_utf8_lossy(&src[line_start..line_end]);
        let text = text.trim_end_matches('\r');
        let caret_pad: String = src[line_start..off].iter().map(|&c| if c == b'\t' { '\t' } else { ' ' }).collect();
        format!("{file}:{line_no}:{col}: error: {}\n{text}\n{caret_pad}^\n", self.message)
    }
    /// Line and column (1-based) of the offset in `src`.
    pub fn line_col(&self, src: &[u8]) -> Option<(usize, usize)> {
        let off = self.offset?.min(src.len());
        let line_start = src[..off].iter().rposition(|&c| c == b'\n').map_or(0, |p| p + 1);
        Some((src[..line_start].iter().filter(|&&c| c == b'\n').count() + 1, off - line_start + 1))
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "error: {}", self.message)
    }
}

impl std::error::Error for Diagnostic {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_line_column_and_caret() {
        let src = b"define void @f() {\n  ret i33x\n}\n";
        let d = Diagnostic::at(25, "bad type");
        assert_eq!(d.render("a.ll", src), "a.ll:2:7: error: bad type\n  ret i33x\n      ^\n");
        assert_eq!(d.line_col(src), Some((2, 7)));
    }

    #[test]
    fn offset_past_end_points_after_last_byte() {
        let d = Diagnostic::at(99, "unexpected end of file");
        assert_eq!(d.render("a.ll", b"abc"), "a.ll:1:4: error: unexpected end of file\nabc\n   ^\n");
    }
}
