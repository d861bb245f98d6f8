; test print
; Runtime preemption specifiers: dso_preemptable (the default) and dso_local, on variables,
; functions, aliases and ifuncs.
@g_local = dso_local global i32 0
@g_preemptable = dso_preemptable global i32 0
@g_ext_local = external dso_local global i32
@a_local = dso_local alias i32, ptr @g_local
@a_preemptable = dso_preemptable alias i32, ptr @g_local
@i_local = dso_local ifunc void (), ptr @resolver
@g_hidden_local = dso_local hidden global i32 0

define dso_local void @f_local() {
  ret void
}

define dso_preemptable void @f_preemptable() {
  ret void
}

declare dso_local void @d_local()

define internal ptr @resolver() {
  ret ptr @f_local
}
; EXPECTED:
; @g_local = dso_local global i32 0
; @g_preemptable = global i32 0
; @g_ext_local = external dso_local global i32
; @g_hidden_local = hidden global i32 0
;
; @a_local = dso_local alias i32, ptr @g_local
; @a_preemptable = alias i32, ptr @g_local
;
; @i_local = dso_local ifunc void (), ptr @resolver
;
; define dso_local void @f_local() {
;   ret void
; }
;
; define void @f_preemptable() {
;   ret void
; }
;
; declare dso_local void @d_local()
;
; define internal ptr @resolver() {
;   ret ptr @f_local
; }
