; test error
!0 = !DIFile(filename "a.c", directory: "/")
; EXPECTED:
; 2:14: error: expected field label here, found 'filename'
