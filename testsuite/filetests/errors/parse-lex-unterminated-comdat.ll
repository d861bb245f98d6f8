; test error
$"c = comdat any
; EXPECTED:
; 2:1: error: unterminated quoted name (end of file before the closing '"')
