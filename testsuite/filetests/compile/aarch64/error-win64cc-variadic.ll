; test compile -O2 target=aarch64-linux-gnu
; A variadic win64cc function passes every argument in general registers: not done.
define win64cc i64 @f(i64 %a, ...) {
  ret i64 %a
}
; EXPECTED:
; error: unsupported: calling convention Win64 on AArch64
