; test error
@g = common constant i32 0
; EXPECTED:
; 1:1: error: 'common' global may not be marked constant: @g
