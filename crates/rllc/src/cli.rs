//! Command lines in LLVM's style: single-dash long options (`-mtriple=x`, `-O2`,
//! `-filetype=obj`) are accepted as well as the double-dash forms clap knows.

/// Rewrites every single-dash option longer than one letter (`-name[=v]`) into
/// `--name[=v]`, so clap parses LLVM-style command lines and names an unknown option
/// whole (`-function-sectionz` is not read as `-f -u -n …`). `-O2` (LLVM's one prefix
/// option), one-letter options (`-o x`, `-S`) and `-` pass through unchanged.
pub fn normalize_args(args: impl IntoIterator<Item = String>) -> Vec<String> {
    args.into_iter()
        .enumerate()
        .map(|(i, a)| {
            if i == 0 || !a.starts_with('-') || a.starts_with("--") || a.len() <= 2 {
                return a;
            }
            if a.starts_with("-O") {
                a
            } else {
                format!("-{a}")
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn single_dash_long_options() {
        let v = normalize_args(
            [
                "rllc",
                "-mtriple=x86_64",
                "-O2",
                "-o",
                "x.o",
                "-",
                "-filetype",
                "obj",
                "-function-sections",
                "--data-sections",
            ]
            .map(String::from),
        );
        assert_eq!(
            v,
            [
                "rllc",
                "--mtriple=x86_64",
                "-O2",
                "-o",
                "x.o",
                "-",
                "--filetype",
                "obj",
                "--function-sections",
                "--data-sections",
            ]
        );
    }
}
