; test error
define void @f() {
  fence sequential
  ret void
}
; EXPECTED:
; 3:9: error: expected ordering, found 'sequential'
