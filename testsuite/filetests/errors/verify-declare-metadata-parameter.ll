; test error
declare void @g(metadata)
; EXPECTED:
; 1:1: error: function takes metadata but isn't an intrinsic: @g
