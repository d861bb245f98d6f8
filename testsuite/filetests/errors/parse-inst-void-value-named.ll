; test error
declare void @g()
define void @f() {
  %x = call void @g()
  ret void
}
; EXPECTED:
; 4:3: error: instructions returning void cannot have a name
