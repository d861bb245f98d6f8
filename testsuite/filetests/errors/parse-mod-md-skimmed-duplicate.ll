; test error
; A duplicate among definitions read without lexing (parser/md_skim.rs).
!0 = !{}
!1 = !DILocation(line: 1, column: 2, scope: !0)
!2 = !{!1, null}
!1 = !DILocation(line: 3, column: 4, scope: !0)
; EXPECTED:
; 6:1: error: metadata id '!1' is already used
