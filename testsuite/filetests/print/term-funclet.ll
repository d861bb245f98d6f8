; test print
; Funclet-based exception handling: catchswitch (within none / a parent pad, unwind to
; caller / a block, several handlers), catchpad with arguments, catchret, cleanuppad,
; cleanupret (unwind to caller / a block), nested funclets.
%rtti = type { ptr, ptr, [8 x i8] }

@"??_R0H@8" = linkonce_odr global %rtti { ptr null, ptr null, [8 x i8] c".H\00\00\00\00\00\00" }

declare i32 @__CxxFrameHandler3(...)
declare void @may_throw()

define void @f() personality ptr @__CxxFrameHandler3 {
entry:
  %obj = alloca i32, align 4
  invoke void @may_throw()
          to label %cont unwind label %dispatch

cont:
  invoke void @may_throw()
          to label %exit unwind label %cleanup

dispatch:
  %cs = catchswitch within none [label %catch.int, label %catch.all] unwind label %cleanup

catch.int:
  %cp = catchpad within %cs [ptr @"??_R0H@8", i32 0, ptr %obj]
  invoke void @may_throw() [ "funclet"(token %cp) ]
          to label %catch.done unwind label %inner.dispatch

inner.dispatch:
  %ics = catchswitch within %cp [label %inner.catch] unwind label %cleanup

inner.catch:
  %icp = catchpad within %ics [ptr null, i32 64, ptr null]
  catchret from %icp to label %catch.done

catch.done:
  catchret from %cp to label %exit

catch.all:
  %cp2 = catchpad within %cs [ptr null, i32 64, ptr null]
  catchret from %cp2 to label %exit

cleanup:
  %cl = cleanuppad within none []
  call void @may_throw() [ "funclet"(token %cl) ]
  cleanupret from %cl unwind to caller

exit:
  ret void
}

define void @g() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @may_throw()
          to label %exit unwind label %c1

c1:
  %p1 = cleanuppad within none [i32 1, ptr null]
  invoke void @may_throw() [ "funclet"(token %p1) ]
          to label %c1.done unwind label %c2

c1.done:
  cleanupret from %p1 unwind label %c2

c2:
  %p2 = cleanuppad within none []
  cleanupret from %p2 unwind to caller

exit:
  ret void
}
; EXPECTED:
; %rtti = type { ptr, ptr, [8 x i8] }
;
; @"??_R0H@8" = linkonce_odr global %rtti { ptr null, ptr null, [8 x i8] c".H\00\00\00\00\00\00" }
;
; declare i32 @__CxxFrameHandler3(...)
;
; declare void @may_throw()
;
; define void @f() personality ptr @__CxxFrameHandler3 {
; entry:
;   %obj = alloca i32, align 4
;   invoke void @may_throw()
;           to label %cont unwind label %dispatch
;
; cont:
;   invoke void @may_throw()
;           to label %exit unwind label %cleanup
;
; dispatch:
;   %cs = catchswitch within none [label %catch.int, label %catch.all] unwind label %cleanup
;
; catch.int:
;   %cp = catchpad within %cs [ptr @"??_R0H@8", i32 0, ptr %obj]
;   invoke void @may_throw() [ "funclet"(token %cp) ]
;           to label %catch.done unwind label %inner.dispatch
;
; inner.dispatch:
;   %ics = catchswitch within %cp [label %inner.catch] unwind label %cleanup
;
; inner.catch:
;   %icp = catchpad within %ics [ptr null, i32 64, ptr null]
;   catchret from %icp to label %catch.done
;
; catch.done:
;   catchret from %cp to label %exit
;
; catch.all:
;   %cp2 = catchpad within %cs [ptr null, i32 64, ptr null]
;   catchret from %cp2 to label %exit
;
; cleanup:
;   %cl = cleanuppad within none []
;   call void @may_throw() [ "funclet"(token %cl) ]
;   cleanupret from %cl unwind to caller
;
; exit:
;   ret void
; }
;
; define void @g() personality ptr @__CxxFrameHandler3 {
; entry:
;   invoke void @may_throw()
;           to label %exit unwind label %c1
;
; c1:
;   %p1 = cleanuppad within none [i32 1, ptr null]
;   invoke void @may_throw() [ "funclet"(token %p1) ]
;           to label %c1.done unwind label %c2
;
; c1.done:
;   cleanupret from %p1 unwind label %c2
;
; c2:
;   %p2 = cleanuppad within none []
;   cleanupret from %p2 unwind to caller
;
; exit:
;   ret void
; }
