; test print
; invoke (with calling conventions, attributes, return attributes, bundles, indirect
; callees, varargs), landingpad with cleanup/catch/filter clauses, and resume.
@typeinfo = external constant ptr
@typeinfo2 = external constant ptr

declare i32 @__gxx_personality_v0(...)
declare i32 @may_throw(i32)
declare void @vthrow(i32, ...)
declare fastcc noalias ptr @alloc(i64)

define i32 @f(ptr %fp) personality ptr @__gxx_personality_v0 {
entry:
  %r = invoke i32 @may_throw(i32 1)
          to label %cont unwind label %lpad

cont:
  %q = invoke fastcc noalias ptr @alloc(i64 8) #0
          to label %cont2 unwind label %lpad2

cont2:
  invoke void (i32, ...) @vthrow(i32 1, i32 2, double 3.0)
          to label %cont3 unwind label %lpad3

cont3:
  %z = invoke i32 %fp(i32 noundef %r) [ "deopt"() ]
          to label %done unwind label %lpad3

done:
  ret i32 %z

lpad:
  %lp = landingpad { ptr, i32 }
          cleanup
  resume { ptr, i32 } %lp

lpad2:
  %lp2 = landingpad { ptr, i32 }
          catch ptr @typeinfo
          catch ptr null
          filter [1 x ptr] [ptr @typeinfo2]
  br label %lpad3.merge

lpad3:
  %lp3 = landingpad { ptr, i32 }
          cleanup
          catch ptr @typeinfo
          filter [0 x ptr] zeroinitializer
  br label %lpad3.merge

lpad3.merge:
  %m = phi { ptr, i32 } [ %lp2, %lpad2 ], [ %lp3, %lpad3 ]
  resume { ptr, i32 } %m
}

define void @token_lp() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @vthrow(i32 0)
          to label %ok unwind label %lp

ok:
  ret void

lp:
  %t = landingpad token cleanup
  unreachable
}

attributes #0 = { nounwind }
; EXPECTED:
; @typeinfo = external constant ptr
; @typeinfo2 = external constant ptr
;
; declare i32 @__gxx_personality_v0(...)
;
; declare i32 @may_throw(i32)
;
; declare void @vthrow(i32, ...)
;
; declare fastcc noalias ptr @alloc(i64)
;
; define i32 @f(ptr %fp) personality ptr @__gxx_personality_v0 {
; entry:
;   %r = invoke i32 @may_throw(i32 1)
;           to label %cont unwind label %lpad
;
; cont:
;   %q = invoke fastcc noalias ptr @alloc(i64 8) #0
;           to label %cont2 unwind label %lpad2
;
; cont2:
;   invoke void (i32, ...) @vthrow(i32 1, i32 2, double 3.000000e+00)
;           to label %cont3 unwind label %lpad3
;
; cont3:
;   %z = invoke i32 %fp(i32 noundef %r) [ "deopt"() ]
;           to label %done unwind label %lpad3
;
; done:
;   ret i32 %z
;
; lpad:
;   %lp = landingpad { ptr, i32 }
;           cleanup
;   resume { ptr, i32 } %lp
;
; lpad2:
;   %lp2 = landingpad { ptr, i32 }
;           catch ptr @typeinfo
;           catch ptr null
;           filter [1 x ptr] [ptr @typeinfo2]
;   br label %lpad3.merge
;
; lpad3:
;   %lp3 = landingpad { ptr, i32 }
;           cleanup
;           catch ptr @typeinfo
;           filter [0 x ptr] zeroinitializer
;   br label %lpad3.merge
;
; lpad3.merge:
;   %m = phi { ptr, i32 } [ %lp2, %lpad2 ], [ %lp3, %lpad3 ]
;   resume { ptr, i32 } %m
; }
;
; define void @token_lp() personality ptr @__gxx_personality_v0 {
; entry:
;   invoke void @vthrow(i32 0)
;           to label %ok unwind label %lp
;
; ok:
;   ret void
;
; lp:
;   %t = landingpad token
;           cleanup
;   unreachable
; }
;
; attributes #0 = { nounwind }
