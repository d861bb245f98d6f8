; test error
$f = comdat any
define available_externally void @f() comdat {
  ret void
}
; EXPECTED:
; 1:1: error: declaration may not be in a comdat: @f
