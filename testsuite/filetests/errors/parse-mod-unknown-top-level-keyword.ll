; test error
global @g = i32 0
; EXPECTED:
; 2:1: error: expected top-level entity, found 'global'
