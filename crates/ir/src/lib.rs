//! rllc-ir: the in-memory form of LLVM IR and its textual syntax.
//!
//! [`parse`] reads `.ll` text into a [`Module`]; [`verify`] checks the rules LangRef
//! states; [`print`] writes the module back as text that `llvm-as` accepts.

pub mod attrs;
pub mod constant;
pub mod datalayout;
pub mod diag;
pub mod dominators;
pub mod float;
pub mod inst;
pub mod intern;
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

/// Parses `.ll` text into a module.
pub fn parse(src: &[u8]) -> Result<Module, Diagnostic> {
    parser::parse_module(src)
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
}
