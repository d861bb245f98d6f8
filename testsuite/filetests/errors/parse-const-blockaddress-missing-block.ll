; test error
define void @f() {
entry:
  ret void
}
@b = global ptr blockaddress(@f)
; EXPECTED:
; 6:32: error: expected ',', found ')'
