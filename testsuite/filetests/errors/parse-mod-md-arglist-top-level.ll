; test error
!0 = !DIArgList(i32 1)
; EXPECTED:
; 2:6: error: !DIArgList is only allowed as an argument of a call or debug record
