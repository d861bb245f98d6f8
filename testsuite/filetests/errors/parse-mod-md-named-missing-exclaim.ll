; test error
!llvm.ident = {!0}
!0 = !{}
; EXPECTED:
; 2:15: error: expected '!', found '{'
