; test error
!llvm.ident = !{i32 1}
; EXPECTED:
; 2:17: error: expected metadata node reference, found 'i32'
