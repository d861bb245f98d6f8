; test error
@b = global ptr blockaddress(@f, %5)
define void @f() {
  ret void
}
; EXPECTED:
; 2:34: error: use of undefined value '%5'
