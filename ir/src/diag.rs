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

/// A remark about an optimisation: a missed forced transformation (printed as a warning) or an
/// analysis note, located in the user's source (a `!DILocation`) or in the IR text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Remark {
    /// What kind of remark (`!Failure` in LLVM's YAML for a warning).
    pub kind: RemarkKind,
    /// The pass that emits it, as LLVM names it (`transform-warning`).
    pub pass: String,
    /// The remark's identifier (`FailedRequestedUnrolling`).
    pub name: String,
    /// The function it is about.
    pub function: String,
    /// Where it points.
    pub loc: RemarkLoc,
    /// The message (for a warning: what was not done and why).
    pub message: String,
}

/// The kind of a remark.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RemarkKind {
    /// A transformation the user forced could not be applied: a warning.
    Failure,
}

/// Where a remark points.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RemarkLoc {
    /// Nowhere known.
    None,
    /// A byte offset of the IR text being compiled.
    Offset(usize),
    /// A source position from debug information.
    Source {
        /// The file name as the debug information gives it.
        file: String,
        /// 1-based line.
        line: u32,
        /// 1-based column (0: unknown).
        column: u32,
    },
}

impl Remark {
    /// `(file, line, column)` of the remark, the IR file's own position for an offset.
    pub fn position(&self, file: &str, src: &[u8]) -> Option<(String, usize, usize)> {
        match &self.loc {
            RemarkLoc::None => None,
            RemarkLoc::Offset(off) => {
                let (l, c) = Diagnostic::at(*off, "").line_col(src)?;
                Some((file.to_string(), l, c))
            }
            RemarkLoc::Source { file, line, column } => Some((file.clone(), *line as usize, *column as usize)),
        }
    }

    /// `FILE:LINE:COL: warning: message` (a line of its own; no caret, since the position may be
    /// in a file Kiln did not read).
    pub fn render(&self, file: &str, src: &[u8]) -> String {
        match self.position(file, src) {
            Some((f, l, 0)) => format!("{f}:{l}: warning: {}\n", self.message),
            Some((f, l, c)) => format!("{f}:{l}:{c}: warning: {}\n", self.message),
            None => format!("{file}: warning: {} (in function '{}')\n", self.message, self.function),
        }
    }

    /// The remark as one YAML document in the format of LLVM's `-pass-remarks-output`.
    pub fn to_yaml(&self, file: &str, src: &[u8]) -> String {
        let tag = match self.kind {
            RemarkKind::Failure => "Failure",
        };
        let mut out = format!("--- !{tag}\nPass:            {}\nName:            {}\n", self.pass, self.name);
        if let Some((f, l, c)) = self.position(file, src) {
            out.push_str(&format!("DebugLoc:        {{ File: {}, Line: {l}, Column: {c} }}\n", yaml_str(&f)));
        }
        out.push_str(&format!("Function:        {}\n", yaml_str(&self.function)));
        out.push_str(&format!("Args:\n  - String:          {}\n...\n", yaml_str(&self.message)));
        out
    }
}

/// A YAML scalar: plain when that reads back as the same string, single-quoted otherwise.
fn yaml_str(s: &str) -> String {
    let plain = !s.is_empty()
        && s.bytes().all(|b| b.is_ascii_alphanumeric() || b"_./-".contains(&b))
        && !s.starts_with(['-', '.'])
        && !matches!(s, "true" | "false" | "null" | "yes" | "no" | "on" | "off" | "~")
        && s.parse::<f64>().is_err();
    if plain {
        s.to_string()
    } else {
        format!("'{}'", s.replace('\'', "''"))
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
