; test error
!llvm.ident = !{
; EXPECTED:
; 3:1: error: expected metadata node reference, found end of file
