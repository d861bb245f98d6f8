; test error
define void @f() {
}
; EXPECTED:
; 3:1: error: function body requires at least one basic block
