; test print
; Operand bundles on call, invoke and callbr: deopt, funclet, gc-transition, cfguardtarget,
; ptrauth, kcfi, preallocated, gc-live, clang.arc.attachedcall, convergencectrl, align
; assumptions, multiple bundles, empty bundles and quoted tags.
declare void @f(...)
declare void @g()
declare i32 @pers(...)
declare token @llvm.experimental.convergence.entry()
declare void @llvm.assume(i1)
declare ptr @objc_retainAutoreleasedReturnValue(ptr)
declare ptr @make()

define void @bundles(ptr %p, i32 %x) personality ptr @pers {
entry:
  call void @g() [ "deopt"(i32 1, i64 2, ptr %p) ]
  call void @g() [ "deopt"() ]
  call void @g() [ "gc-transition"(i32 0) ]
  call void @g() [ "cfguardtarget"(ptr %p) ]
  call void @g() [ "kcfi"(i32 12345) ]
  call void %p() [ "ptrauth"(i32 0, i64 42) ]
  call void @g() [ "gc-live"(ptr %p, ptr %p) ]
  call void @g() [ "unknown-tag"(i32 %x), "another"(ptr null), "deopt"(i32 3) ]
  call void @llvm.assume(i1 true) [ "align"(ptr %p, i64 16), "nonnull"(ptr %p), "dereferenceable"(ptr %p, i64 8) ]
  %r = call ptr @make() [ "clang.arc.attachedcall"(ptr @objc_retainAutoreleasedReturnValue) ]
  invoke void @g() [ "deopt"(i32 5) ]
          to label %ok unwind label %lp

ok:
  ret void

lp:
  %e = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %e
}

define void @conv() convergent {
  %t = call token @llvm.experimental.convergence.entry()
  call void @g() convergent [ "convergencectrl"(token %t) ]
  ret void
}

define void @fn_bundle() personality ptr @pers {
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
; declare void @f(...)
;
; declare void @g()
;
; declare i32 @pers(...)
;
; declare token @llvm.experimental.convergence.entry()
;
; declare void @llvm.assume(i1)
;
; declare ptr @objc_retainAutoreleasedReturnValue(ptr)
;
; declare ptr @make()
;
; define void @bundles(ptr %p, i32 %x) personality ptr @pers {
; entry:
;   call void @g() [ "deopt"(i32 1, i64 2, ptr %p) ]
;   call void @g() [ "deopt"() ]
;   call void @g() [ "gc-transition"(i32 0) ]
;   call void @g() [ "cfguardtarget"(ptr %p) ]
;   call void @g() [ "kcfi"(i32 12345) ]
;   call void %p() [ "ptrauth"(i32 0, i64 42) ]
;   call void @g() [ "gc-live"(ptr %p, ptr %p) ]
;   call void @g() [ "unknown-tag"(i32 %x), "another"(ptr null), "deopt"(i32 3) ]
;   call void @llvm.assume(i1 true) [ "align"(ptr %p, i64 16), "nonnull"(ptr %p), "dereferenceable"(ptr %p, i64 8) ]
;   %r = call ptr @make() [ "clang.arc.attachedcall"(ptr @objc_retainAutoreleasedReturnValue) ]
;   invoke void @g() [ "deopt"(i32 5) ]
;           to label %ok unwind label %lp
;
; ok:
;   ret void
;
; lp:
;   %e = landingpad { ptr, i32 }
;           cleanup
;   resume { ptr, i32 } %e
; }
;
; define void @conv() #0 {
;   %t = call token @llvm.experimental.convergence.entry()
;   call void @g() #0 [ "convergencectrl"(token %t) ]
;   ret void
; }
;
; define void @fn_bundle() personality ptr @pers {
; entry:
;   invoke void @g()
;           to label %done unwind label %cs
;
; cs:
;   %s = catchswitch within none [label %h] unwind to caller
;
; h:
;   %cp = catchpad within %s [ptr null]
;   call void @g() [ "funclet"(token %cp) ]
;   catchret from %cp to label %done
;
; done:
;   ret void
; }
;
; attributes #0 = { convergent }
