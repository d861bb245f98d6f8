; test error
!llvm.ident = !{!5}
; EXPECTED:
; 2:17: error: use of undefined metadata '!5'
