//! rllc-ir: the in-memory form of LLVM IR and its textual syntax.
//!
//! [`parse`] reads `.ll` text into a [`Module`]; [`verify`] checks the rules LangRef
//! states; [`print`] writes the module back as text that `llvm-as` accepts.

pub mod attrs;
pub mod constant;
pub mod datalayout;
pub mod debuginfo;
pub mod diag;
pub mod dominators;
pub mod edit;
pub mod float;
pub mod inst;
pub mod intern;
pub mod keywords;
pub mod layout;
pub mod lexer;
pub mod metadata;
pub mod module;
mod parser;
pub mod printer;
pub mod types;
pub mod verifier;

pub use diag::Diagnostic;
pub use module::Module;
pub use parser::{ParsedBody, ScannedModule, MAX_NESTING};

/// Parses `.ll` text into a module: the top level first, then the function bodies in
/// parallel (rayon), falling back to [`parse_sequential`] whenever that fails, so the
/// diagnostic is always that of the first error in the file.
pub fn parse(src: &[u8]) -> Result<Module, Diagnostic> {
    parser::parse_module(src)
}

/// Parses `.ll` text into a module in one sequential pass.
pub fn parse_sequential(src: &[u8]) -> Result<Module, Diagnostic> {
    parser::parse_module_sequential(src)
}

/// Parses the top level of `.ll` text, leaving the function bodies to be parsed one by one
/// (by any number of threads) with [`ScannedModule::parse_body`]. Errors here or there need
/// not be the file's first: report those of [`parse_sequential`].
pub fn scan(src: &[u8]) -> Result<ScannedModule<'_>, Diagnostic> {
    parser::scan_module(src)
}

/// Checks a parsed module against LangRef's rules.
pub fn verify(m: &Module) -> Result<(), Diagnostic> {
    verifier::verify_module(m)
}

/// Prints a module as LLVM textual IR.
pub fn print(m: &Module) -> String {
    printer::print_module(m)
}

#[cfg(test)]
mod tests {
    /// Function bodies are parsed and compiled on several threads against one module.
    #[test]
    fn module_can_be_shared_between_threads() {
        fn shareable<T: Send + Sync>() {}
        shareable::<crate::Module>();
    }

    /// Findings of the fuzzer (testsuite/fuzz): what the printer writes parses again.
    #[test]
    fn printed_modules_parse_again() {
        for src in [
            "declare cc 2147483648 void @f()\n",
            "declare cc4294967295 void @f()\n",
            "define void @f() {\n  %a = alloca i8\n  store i8 0, ptr %a\n  ret void\n}\n\
             target datalayout = \"A5\"\n",
        ] {
            let m = crate::parse(src.as_bytes()).unwrap();
            let printed = crate::print(&m);
            crate::parse(printed.as_bytes())
                .and_then(|m| crate::verify(&m))
                .unwrap_or_else(|d| panic!("{printed}: {}", d.message));
        }
        // A raw null byte in a quoted name is refused, as its `\00` escape is.
        let d = crate::parse(b"@\"a\0b\" = global i32 0\n").unwrap_err();
        assert_eq!(d.message, "null bytes are not allowed in names");
    }
}
