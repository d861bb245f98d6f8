; test error
!0 = i32 1
; EXPECTED:
; 2:6: error: expected metadata node, found 'i32'
