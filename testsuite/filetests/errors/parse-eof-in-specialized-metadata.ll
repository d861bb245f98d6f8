; test error
!0 = !DIFile(filename: "a.c",
; EXPECTED:
; 3:1: error: expected field label here, found end of file
