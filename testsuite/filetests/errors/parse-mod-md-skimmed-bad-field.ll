; test error
; A bad field among definitions read without lexing (parser/md_skim.rs): the
; token-based path reads the line and reports it.
!0 = !{}
!1 = !DILocation(line: 1, column: 2, scope: !0)
!2 = !DILocation(line: 3, column 4, scope: !0)
; EXPECTED:
; 6:27: error: expected field label here, found 'column'
