; test error
@g = external global %Missing
; EXPECTED:
; 2:22: error: use of undefined type named 'Missing'
