; test error
define i1 @f(double %a) {
  %x = icmp eq double %a, %a
  ret i1 %x
}
; EXPECTED:
; 3:8: error: invalid operand types for ICmp instruction: 'double'
