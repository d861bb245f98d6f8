; test error
define void @f() {
  ret void, !dbg
}
; EXPECTED:
; 4:1: error: expected metadata, found '}'
