//! `"zero-call-used-regs"` (clang's `-fzero-call-used-regs`, the kernel's defence against
//! return-oriented programming): which call-clobbered registers a function zeroes before
//! it returns. Each target picks the registers its convention names.

/// Which registers a `"zero-call-used-regs"` choice zeroes.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct ZeroChoice {
    /// Only registers the function uses.
    pub used: bool,
    /// Only general-purpose registers.
    pub gpr_only: bool,
    /// Only argument registers.
    pub arg_only: bool,
    /// Every candidate register (`all`, no suffix): x86-64 also empties its x87 stack.
    pub all: bool,
}

impl ZeroChoice {
    /// The choice an attribute value names; `None` for `skip` (nothing zeroed) and for
    /// values LLVM does not know.
    pub fn parse(value: &str) -> Option<ZeroChoice> {
        let (used, rest) = match value.strip_prefix("used") {
            Some(rest) => (true, rest),
            None => (false, value.strip_prefix("all")?),
        };
        let (gpr_only, arg_only) = match rest {
            "" => (false, false),
            "-gpr" => (true, false),
            "-arg" => (false, true),
            "-gpr-arg" => (true, true),
            _ => return None,
        };
        Some(ZeroChoice {
            used,
            gpr_only,
            arg_only,
            all: value == "all",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn choices() {
        assert_eq!(ZeroChoice::parse("skip"), None);
        assert_eq!(ZeroChoice::parse("used-gpr-bogus"), None);
        let c = ZeroChoice::parse("used-gpr-arg").unwrap();
        assert!(c.used && c.gpr_only && c.arg_only && !c.all);
        assert!(ZeroChoice::parse("all").unwrap().all);
        assert!(!ZeroChoice::parse("all-arg").unwrap().all);
    }
}
