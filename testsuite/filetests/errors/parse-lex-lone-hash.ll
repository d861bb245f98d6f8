; test error
declare void @f() #
; EXPECTED:
; 2:19: error: expected an attribute group number or debug record after '#'
