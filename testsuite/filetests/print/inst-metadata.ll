; test print
; Metadata attachments on instructions and functions: !dbg, !tbaa, !tbaa.struct, !prof,
; !range, !noalias, !alias.scope, !llvm.loop, !srcloc, !annotation, !heapallocsite,
; !callees, !callback (on a declaration), !nosanitize, !pcsections, !irr_loop, !make.implicit,
; !unpredictable, !fpmath, !llvm.access.group, !prof on a function, custom kinds, several
; attachments on one instruction, and function-local metadata as call arguments.
declare void @g(ptr)
declare !callback !30 void @h(ptr)
declare void @llvm.foo(metadata)
declare void @llvm.dbg.value(metadata, metadata, metadata)

define i32 @f(ptr %p, i1 %c, float %x) !prof !20 !custom.fn !1 {
entry:
  %v = load i32, ptr %p, align 4, !tbaa !2, !noalias !7, !alias.scope !9
  call void @g(ptr %p), !srcloc !11, !annotation !12, !heapallocsite !13, !callees !14
  %l = load i32, ptr %p, align 4, !range !15, !nosanitize !1, !pcsections !16, !llvm.access.group !17
  store i32 %l, ptr %p, align 4, !tbaa.struct !18, !make.implicit !1
  %d = fdiv float %x, 3.0, !fpmath !19
  br i1 %c, label %a, label %b, !prof !21, !unpredictable !1

a:
  br label %b, !llvm.loop !22, !irr_loop !24

b:
  call void @llvm.foo(metadata !"string")
  call void @llvm.foo(metadata i32 %v)
  call void @llvm.foo(metadata ptr %p)
  call void @llvm.foo(metadata !{})
  call void @llvm.foo(metadata !1)
  ret i32 %v, !custom !25, !another.custom !1
}

!0 = !{!"Simple C/C++ TBAA"}
!1 = !{}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !0, i64 0}
!5 = distinct !{!5, !"domain"}
!6 = distinct !{!6, !5, !"scope"}
!7 = !{!6}
!8 = distinct !{!8, !5, !"scope2"}
!9 = !{!8}
!11 = !{i64 12345}
!12 = !{!"auto-init"}
!13 = !{i32 0}
!14 = !{ptr @g, ptr @h}
!15 = !{i32 0, i32 100}
!16 = !{!"section", i32 1}
!17 = distinct !{}
!18 = !{i64 0, i64 4, !2}
!19 = !{float 2.5}
!20 = !{!"function_entry_count", i64 100}
!21 = !{!"branch_weights", i32 10, i32 90}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.unroll.disable"}
!24 = !{!"loop_header_weight", i64 50}
!25 = !{!"custom", i32 1}
!30 = !{!31}
!31 = !{i64 0, i1 false}
; EXPECTED:
; declare void @g(ptr)
;
; declare !callback !30 void @h(ptr)
;
; declare void @llvm.foo(metadata)
;
; declare void @llvm.dbg.value(metadata, metadata, metadata)
;
; define i32 @f(ptr %p, i1 %c, float %x) !prof !20 !custom.fn !1 {
; entry:
;   %v = load i32, ptr %p, align 4, !tbaa !2, !noalias !7, !alias.scope !9
;   call void @g(ptr %p), !srcloc !11, !annotation !12, !heapallocsite !13, !callees !14
;   %l = load i32, ptr %p, align 4, !range !15, !nosanitize !1, !pcsections !16, !llvm.access.group !17
;   store i32 %l, ptr %p, align 4, !tbaa.struct !18, !make.implicit !1
;   %d = fdiv float %x, 3.000000e+00, !fpmath !19
;   br i1 %c, label %a, label %b, !prof !21, !unpredictable !1
;
; a:
;   br label %b, !llvm.loop !22, !irr_loop !24
;
; b:
;   call void @llvm.foo(metadata !"string")
;   call void @llvm.foo(metadata i32 %v)
;   call void @llvm.foo(metadata ptr %p)
;   call void @llvm.foo(metadata !{})
;   call void @llvm.foo(metadata !1)
;   ret i32 %v, !custom !25, !another.custom !1
; }
;
; !0 = !{!"Simple C/C++ TBAA"}
; !1 = !{}
; !2 = !{!3, !3, i64 0}
; !3 = !{!"int", !4, i64 0}
; !4 = !{!"omnipotent char", !0, i64 0}
; !5 = distinct !{!5, !"domain"}
; !6 = distinct !{!6, !5, !"scope"}
; !7 = !{!6}
; !8 = distinct !{!8, !5, !"scope2"}
; !9 = !{!8}
; !11 = !{i64 12345}
; !12 = !{!"auto-init"}
; !13 = !{i32 0}
; !14 = !{ptr @g, ptr @h}
; !15 = !{i32 0, i32 100}
; !16 = !{!"section", i32 1}
; !17 = distinct !{}
; !18 = !{i64 0, i64 4, !2}
; !19 = !{float 2.5}
; !20 = !{!"function_entry_count", i64 100}
; !21 = !{!"branch_weights", i32 10, i32 90}
; !22 = distinct !{!22, !23}
; !23 = !{!"llvm.loop.unroll.disable"}
; !24 = !{!"loop_header_weight", i64 50}
; !25 = !{!"custom", i32 1}
; !30 = !{!31}
; !31 = !{i64 0, i1 false}
