; test error
@b = global ptr blockaddress(@f, %nope)
define void @f() {
entry:
  ret void
}
; EXPECTED:
; 2:34: error: use of undefined value '%nope'
