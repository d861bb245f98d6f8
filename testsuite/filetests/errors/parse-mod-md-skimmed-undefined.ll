; test error
; Plain definitions after the first are read without lexing (parser/md_skim.rs):
; a reference to an undefined node among them is still reported where it is.
!0 = !{}
!1 = !DILocation(line: 1, column: 2, scope: !0)
!2 = !DILocation(line: 3, column: 4, scope: !7)
!3 = !{!1, null, !2}
; EXPECTED:
; 6:45: error: use of undefined metadata '!7'
