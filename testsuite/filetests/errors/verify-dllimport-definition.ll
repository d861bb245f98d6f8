; test error
@g = dllimport global i32 0
; EXPECTED:
; 1:1: error: global is marked as dllimport, but not external: @g
