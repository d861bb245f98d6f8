; test error
declare ptr @resolve()
@f = ifunc void (), ptr @resolve
; EXPECTED:
; 1:1: error: ifunc resolver must be a definition: @f
