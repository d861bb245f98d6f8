; test error
!0 = !DIBogus(name: "x")
; EXPECTED:
; 2:6: error: invalid metadata kind '!DIBogus'
