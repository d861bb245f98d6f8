//! Command lines in LLVM's style: single-dash long options (`-mtriple=x`, `-O2`,
//! `-filetype=obj`) are accepted as well as the double-dash forms clap knows.

/// Rewrites `-name[=v]` into `--name[=v]` for every long option in `long_names`, so clap
/// can parse LLVM-style command lines. `-O2`, `-o x` and `-` pass through unchanged.
pub fn normalize_args(args: impl IntoIterator<Item = String>, long_names: &[&str]) -> Vec<String> {
    args.into_iter()
        .enumerate()
        .map(|(i, a)| {
            if i == 0 || !a.starts_with('-') || a.starts_with("--") || a.len() <= 2 {
                return a;
            }
            let name = a[1..].split('=').next().unwrap_or("");
            if long_names.contains(&name) {
                format!("-{a}")
            } else {
                a
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
            ]
            .map(String::from),
            &["mtriple", "filetype"],
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
                "obj"
            ]
        );
    }
}
