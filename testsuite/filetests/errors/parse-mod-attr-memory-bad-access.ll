; test error
declare void @f() memory(argmem: readonly)
; EXPECTED:
; 2:26: error: invalid argument 'argmem: readonly' to 'memory': expected access kinds (none, read, write, readwrite), each optionally after a location such as 'argmem:'
