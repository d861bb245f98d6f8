; test error
%O = type opaque
@h = external global %O
@g = global ptr getelementptr (%O, ptr @h, i64 1)
; EXPECTED:
; 4:17: error: base element of getelementptr must be sized
