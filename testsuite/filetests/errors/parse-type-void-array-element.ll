; test error
@g = external global [4 x void]
; EXPECTED:
; 2:27: error: void type only allowed for function results
