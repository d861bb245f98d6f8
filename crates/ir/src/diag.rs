//! Located error messages: `file:line:col: error: message`, the source line and a caret.

use crate::lexer::line_col;
use std::fmt;

/// An error at a byte offset of the source.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Byte offset of the error in the source.
    pub pos: usize,
    pub message: String,
}

impl Diagnostic {
    /// An error at `pos`.
    pub fn new(pos: usize, message: impl Into<String>) -> Self {
        Diagnostic {
            pos,
            message: message.into(),
        }
    }

    /// Line and column (1-based) of the error in `src`.
    pub fn line_col(&self, src: &[u8]) -> (usize, usize) {
        line_col(src, self.pos)
    }

    /// Renders the error the way llc and llvm-as do, for the file `file` holding `src`.
    pub fn render(&self, file: &str, src: &[u8]) -> Rendered {
        let (line, col) = self.line_col(src);
        let pos = self.pos.min(src.len());
        let start = src[..pos]
            .iter()
            .rposition(|&c| c == b'\n')
            .map_or(0, |i| i + 1);
        let end = src[pos..]
            .iter()
            .position(|&c| c == b'\n')
            .map_or(src.len(), |i| pos + i);
        let text = String::from_utf8_lossy(&src[start..end]).replace('\t', " ");
        Rendered {
            file: file.to_string(),
            line,
            col,
            message: self.message.clone(),
            source_line: text,
        }
    }
}

/// A diagnostic with its location resolved, ready to print.
#[derive(Clone, Debug)]
pub struct Rendered {
    pub file: String,
    pub line: usize,
    pub col: usize,
    pub message: String,
    pub source_line: String,
}

impl fmt::Display for Rendered {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "{}:{}:{}: error: {}",
            self.file, self.line, self.col, self.message
        )?;
        writeln!(f, "{}", self.source_line)?;
        write!(f, "{}^", " ".repeat(self.col.saturating_sub(1)))
    }
}
