; test error
declare void @g()
@a = alias void (), ptr @
; EXPECTED:
; 3:25: error: expected a name or number after '@'
