; test error
$c = comdat any
$c = comdat largest
; EXPECTED:
; 3:1: error: redefinition of comdat '$c'
