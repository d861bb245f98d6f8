; test error
declare void @f() memory()
; EXPECTED:
; 2:26: error: missing argument to 'memory': expected access kinds (none, read, write, readwrite), each optionally after a location such as 'argmem:'
