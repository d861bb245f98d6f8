; test error
$c = comdat
; EXPECTED:
; 3:1: error: expected comdat selection kind, found end of file
