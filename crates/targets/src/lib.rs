//! rllc-targets: the registry of targets. [`lookup`] gives the [`Target`] of a triple's
//! architecture; it is the only place that names target crates, so that the driver and
//! the tests reach every instruction set through the same seam.

use rllc_codegen::{Platform, Target};
use target_lexicon::{Architecture, Environment, OperatingSystem, Triple};

/// The target that generates code for `triple`'s architecture, or
/// `unsupported target '…'` for an architecture rllc has no back end for.
pub fn lookup(triple: &Triple) -> Result<&'static dyn Target, String> {
    match triple.architecture {
        Architecture::X86_64 => Ok(&rllc_x86_64::X86_64),
        Architecture::Aarch64(target_lexicon::Aarch64Architecture::Aarch64) => {
            Ok(&rllc_aarch64::Aarch64)
        }
        _ => Err(format!("unsupported target '{triple}'")),
    }
}

/// The operating-system conventions `triple` names: Windows with MinGW's (`-gnu`) or
/// Microsoft's toolchain, Darwin, else System V (Linux and the other ELF systems). The
/// driver checks first that it supports the triple.
pub fn platform(triple: &Triple) -> Platform {
    match (triple.operating_system, triple.environment) {
        (OperatingSystem::Windows, Environment::Gnu | Environment::GnuLlvm) => Platform::WindowsGnu,
        (OperatingSystem::Windows, _) => Platform::WindowsMsvc,
        (OperatingSystem::Darwin(_) | OperatingSystem::MacOSX(_), _) => Platform::Darwin,
        _ => Platform::Linux,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn architectures() {
        let x86: Triple = "x86_64-unknown-linux-gnu".parse().unwrap();
        assert_eq!(lookup(&x86).map(|t| t.name()), Ok("x86_64"));
        let arm: Triple = "aarch64-unknown-linux-gnu".parse().unwrap();
        assert_eq!(lookup(&arm).map(|t| t.name()), Ok("aarch64"));
        let riscv: Triple = "riscv64-unknown-linux-gnu".parse().unwrap();
        assert_eq!(
            lookup(&riscv).err().as_deref(),
            Some("unsupported target 'riscv64-unknown-linux-gnu'")
        );
    }

    #[test]
    fn platforms() {
        for (triple, expected) in [
            ("x86_64-unknown-linux-gnu", Platform::Linux),
            ("x86_64-unknown-freebsd", Platform::Linux),
            ("x86_64-pc-windows-gnu", Platform::WindowsGnu),
            ("x86_64-pc-windows-msvc", Platform::WindowsMsvc),
            ("x86_64-pc-windows", Platform::WindowsMsvc),
            ("x86_64-apple-macosx11.0", Platform::Darwin),
        ] {
            let t: Triple = triple.parse().unwrap();
            assert_eq!(platform(&t), expected, "{triple}");
        }
    }
}
