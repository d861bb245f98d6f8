; test error
@g = global i32 0, align 8589934592
; EXPECTED:
; 2:26: error: huge alignments are not supported yet
