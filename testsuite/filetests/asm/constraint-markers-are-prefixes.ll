; test asm
; `=`, `~` and `!` mark an entry's role only at its start, as in LLVM and the verifier:
; the `=` inside the clobber entry made it a third output of a two-result asm, read past
; the results (found by rllc-fuzz).
target triple = "x86_64-pc-linux-gnu"

define i64 @f(i64 %a, i64 %b) {
  %r = call { i64, i64 } asm "mulq $3", "={ax},={dx},{ax},rm,~{cc},~{dirflag}0 = x"(i64 %a, i64 %b)
  %hi = extractvalue { i64, i64 } %r, 1
  ret i64 %hi
}
; EXPECTED:
; @f #0
; | mulq %rsi
; = 48 f7 e6
