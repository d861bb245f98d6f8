; test print
; Named metadata and generic metadata nodes: tuples, distinct nodes, empty nodes, strings
; with escapes, constant values of several types, null, nested and self-referencing nodes,
; forward references, quoted and dotted names, escaped names, and !llvm.module.flags / !llvm.ident.
@g = global i32 0

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}
!named = !{!4, !5, !6}
!empty.named = !{}
!esc\41ped = !{!7}
!with.dots-and_$ = !{!8, !9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 8, !"PIE Level", i32 2}
!3 = !{!"clang version 19.1.7"}
!4 = !{}
!5 = distinct !{}
!6 = !{!"string with \22quotes\22 and \5C backslash and \0A newline"}
!7 = !{i1 true, i8 -1, i64 123456789012, float 1.5, double 0x7FF8000000000000, ptr @g, ptr null, null}
!8 = distinct !{!8, !10}
!9 = !{!4, !{!"inline", i32 1}, !10}
!10 = !{!"forward", i128 170141183460469231731687303715884105727}
!11 = !{!12}
!12 = distinct !{!11, i32 0}
!13 = !{half 0xH3C00, <2 x i32> <i32 1, i32 2>, [2 x i8] c"ab", { i32 } { i32 7 }, ptr getelementptr (i8, ptr @g, i64 4)}
; EXPECTED:
; @g = global i32 0
;
; !llvm.module.flags = !{!0, !1, !2}
; !llvm.ident = !{!3}
; !named = !{!4, !5, !6}
; !empty.named = !{}
; !escAped = !{!7}
; !with.dots-and_$ = !{!8, !9}
;
; !0 = !{i32 1, !"wchar_size", i32 4}
; !1 = !{i32 8, !"PIC Level", i32 2}
; !2 = !{i32 8, !"PIE Level", i32 2}
; !3 = !{!"clang version 19.1.7"}
; !4 = !{}
; !5 = distinct !{}
; !6 = !{!"string with \22quotes\22 and \5C backslash and \0A newline"}
; !7 = !{i1 true, i8 -1, i64 123456789012, float 1.5, double 0x7FF8000000000000, ptr @g, ptr null, null}
; !8 = distinct !{!8, !10}
; !9 = !{!4, !{!"inline", i32 1}, !10}
; !10 = !{!"forward", i128 170141183460469231731687303715884105727}
; !11 = !{!12}
; !12 = distinct !{!11, i32 0}
; !13 = !{half 0xH3C00, <2 x i32> <i32 1, i32 2>, [2 x i8] c"ab", { i32 } { i32 7 }, ptr getelementptr (i8, ptr @g, i64 4)}
