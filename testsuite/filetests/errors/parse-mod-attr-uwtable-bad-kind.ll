; test error
define void @f() uwtable(always) {
  ret void
}
; EXPECTED:
; 2:26: error: invalid argument 'always' to 'uwtable': expected an unwind table kind (sync or async)
