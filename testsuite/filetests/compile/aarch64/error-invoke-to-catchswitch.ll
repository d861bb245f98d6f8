; test compile -O0 target=aarch64-linux-gnu
; An invoke that unwinds to a catchswitch (MSVC's funclets) is refused with the funclets'
; error, not a panic: found by rllc-fuzz, which reached the invoke (in the entry block)
; before the catchswitch.

declare void @g()
declare i32 @pers(...)

define void @f() personality ptr @pers {
entry:
  invoke void @g()
          to label %done unwind label %cs

cs:
  %s = catchswitch within none [label %h] unwind to caller

h:
  %cp = catchpad within %s [ptr null]
  call void @g() [ "funclet"(token %cp) ]
  catchret from %cp to label %done

done:
  ret void
}
; EXPECTED:
; error: unsupported: exception handling with funclets (catchswitch, catchpad, cleanuppad)
