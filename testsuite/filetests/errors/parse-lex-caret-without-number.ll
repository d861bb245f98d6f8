; test error
^ = module: (path: "a.o", hash: (0, 0, 0, 0, 0))
; EXPECTED:
; 2:1: error: expected a summary entry number after '^'
