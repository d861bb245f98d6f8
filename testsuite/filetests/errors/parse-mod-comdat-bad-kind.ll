; test error
$c = comdat sometimes
; EXPECTED:
; 2:13: error: expected comdat selection kind, found 'sometimes'
