; test print
; Memory instructions: alloca (element counts, alignment, address spaces, inalloca,
; scalable types), load and store (volatile, alignment, address spaces, every LangRef
; metadata: !nontemporal, !invariant.load, !invariant.group, !nonnull, !dereferenceable,
; !dereferenceable_or_null, !align, !noundef, !range, !noalias.addrspace), and
; getelementptr (inbounds, nusw, nuw, struct/array/vector indices, vector of pointers).
%S = type { i32, [4 x i16], <2 x float> }

define void @mem(ptr %p, i32 %n, i64 %i, <2 x ptr> %pv, <2 x i64> %iv) {
  %a0 = alloca i32
  %a1 = alloca i32, align 16
  %a2 = alloca i32, i32 %n, align 4
  %a3 = alloca [8 x i8], i64 4
  %a4 = alloca i64, addrspace(5)
  %a5 = alloca %S, i32 2, align 8, addrspace(5)
  %a6 = alloca inalloca i32, align 4
  %a7 = alloca <vscale x 4 x i32>, align 16
  %a8 = alloca ptr, i8 1, align 8
  %l0 = load i32, ptr %p, align 4
  %l1 = load volatile i32, ptr %p, align 1
  %l2 = load i64, ptr addrspace(5) %a4, align 8
  %l3 = load i32, ptr %p, align 4, !nontemporal !0
  %l4 = load i32, ptr %p, align 4, !invariant.load !1
  %l5 = load ptr, ptr %p, align 8, !invariant.group !1
  %l6 = load ptr, ptr %p, align 8, !nonnull !1, !dereferenceable !2, !align !3
  %l7 = load ptr, ptr %p, align 8, !dereferenceable_or_null !2, !noundef !1
  %l8 = load i32, ptr %p, align 4, !range !4
  %l9 = load i32, ptr %p, align 4, !noalias.addrspace !5
  %l10 = load <2 x float>, ptr %p, align 8
  %l11 = load %S, ptr %p, align 16
  store i32 %n, ptr %p, align 4
  store volatile i32 0, ptr %p, align 2
  store i64 %i, ptr addrspace(5) %a4, align 8
  store i32 %n, ptr %p, align 4, !nontemporal !0
  store ptr null, ptr %p, align 8, !invariant.group !1
  store %S zeroinitializer, ptr %a3, align 4
  store <vscale x 4 x i32> zeroinitializer, ptr %a7, align 16
  %g0 = getelementptr i8, ptr %p, i64 %i
  %g1 = getelementptr inbounds %S, ptr %p, i64 1, i32 1, i64 2
  %g2 = getelementptr nusw i32, ptr %p, i32 %n
  %g3 = getelementptr nuw i32, ptr %p, i64 1
  %g4 = getelementptr nusw nuw i32, ptr %p, i64 1
  %g5 = getelementptr inbounds nuw [4 x i16], ptr %p, i64 0, i64 %i
  %g6 = getelementptr %S, ptr %p, i64 0, i32 2, i32 1
  %g7 = getelementptr i32, <2 x ptr> %pv, <2 x i64> %iv
  %g8 = getelementptr i32, ptr %p, <2 x i64> %iv
  %g9 = getelementptr i32, <2 x ptr> %pv, i64 1
  %g10 = getelementptr i64, ptr addrspace(5) %a4, i64 -1
  %g11 = getelementptr %S, ptr %p
  %g12 = getelementptr <vscale x 4 x i32>, ptr %a7, i64 1
  ret void
}

!0 = !{i32 1}
!1 = !{}
!2 = !{i64 16}
!3 = !{i64 8}
!4 = !{i32 0, i32 10, i32 20, i32 30}
!5 = !{i32 5, i32 6}
; EXPECTED:
; %S = type { i32, [4 x i16], <2 x float> }
;
; define void @mem(ptr %p, i32 %n, i64 %i, <2 x ptr> %pv, <2 x i64> %iv) {
;   %a0 = alloca i32
;   %a1 = alloca i32, align 16
;   %a2 = alloca i32, i32 %n, align 4
;   %a3 = alloca [8 x i8], i64 4
;   %a4 = alloca i64, addrspace(5)
;   %a5 = alloca %S, i32 2, align 8, addrspace(5)
;   %a6 = alloca inalloca i32, align 4
;   %a7 = alloca <vscale x 4 x i32>, align 16
;   %a8 = alloca ptr, i8 1, align 8
;   %l0 = load i32, ptr %p, align 4
;   %l1 = load volatile i32, ptr %p, align 1
;   %l2 = load i64, ptr addrspace(5) %a4, align 8
;   %l3 = load i32, ptr %p, align 4, !nontemporal !0
;   %l4 = load i32, ptr %p, align 4, !invariant.load !1
;   %l5 = load ptr, ptr %p, align 8, !invariant.group !1
;   %l6 = load ptr, ptr %p, align 8, !nonnull !1, !dereferenceable !2, !align !3
;   %l7 = load ptr, ptr %p, align 8, !dereferenceable_or_null !2, !noundef !1
;   %l8 = load i32, ptr %p, align 4, !range !4
;   %l9 = load i32, ptr %p, align 4, !noalias.addrspace !5
;   %l10 = load <2 x float>, ptr %p, align 8
;   %l11 = load %S, ptr %p, align 16
;   store i32 %n, ptr %p, align 4
;   store volatile i32 0, ptr %p, align 2
;   store i64 %i, ptr addrspace(5) %a4, align 8
;   store i32 %n, ptr %p, align 4, !nontemporal !0
;   store ptr null, ptr %p, align 8, !invariant.group !1
;   store %S zeroinitializer, ptr %a3, align 4
;   store <vscale x 4 x i32> zeroinitializer, ptr %a7, align 16
;   %g0 = getelementptr i8, ptr %p, i64 %i
;   %g1 = getelementptr inbounds %S, ptr %p, i64 1, i32 1, i64 2
;   %g2 = getelementptr nusw i32, ptr %p, i32 %n
;   %g3 = getelementptr nuw i32, ptr %p, i64 1
;   %g4 = getelementptr nusw nuw i32, ptr %p, i64 1
;   %g5 = getelementptr inbounds nuw [4 x i16], ptr %p, i64 0, i64 %i
;   %g6 = getelementptr %S, ptr %p, i64 0, i32 2, i32 1
;   %g7 = getelementptr i32, <2 x ptr> %pv, <2 x i64> %iv
;   %g8 = getelementptr i32, ptr %p, <2 x i64> %iv
;   %g9 = getelementptr i32, <2 x ptr> %pv, i64 1
;   %g10 = getelementptr i64, ptr addrspace(5) %a4, i64 -1
;   %g11 = getelementptr %S, ptr %p
;   %g12 = getelementptr <vscale x 4 x i32>, ptr %a7, i64 1
;   ret void
; }
;
; !0 = !{i32 1}
; !1 = !{}
; !2 = !{i64 16}
; !3 = !{i64 8}
; !4 = !{i32 0, i32 10, i32 20, i32 30}
; !5 = !{i32 5, i32 6}
