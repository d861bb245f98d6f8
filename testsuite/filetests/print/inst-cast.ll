; test print
; Every conversion instruction: trunc (nuw, nsw), zext (nneg), sext, fptrunc, fpext,
; fptoui, fptosi, uitofp (nneg), sitofp, ptrtoint, inttoptr, bitcast, addrspacecast, with
; on scalars and vectors.
define void @casts(i64 %i, i32 %s, double %d, float %f, ptr %p, ptr addrspace(1) %q, <4 x i32> %v, <2 x double> %vd, <2 x ptr> %vp) {
  %t0 = trunc i64 %i to i32
  %t1 = trunc nuw i64 %i to i32
  %t2 = trunc nsw i64 %i to i8
  %t3 = trunc nuw nsw i64 %i to i1
  %t4 = trunc <4 x i32> %v to <4 x i8>
  %z0 = zext i32 %s to i64
  %z1 = zext nneg i32 %s to i64
  %z2 = zext <4 x i32> %v to <4 x i64>
  %s0 = sext i32 %s to i64
  %s1 = sext i1 %t3 to i32
  %ft0 = fptrunc double %d to float
  %ft1 = fptrunc double %d to half
  %ft2 = fptrunc <2 x double> %vd to <2 x float>
  %fe0 = fpext float %f to double
  %fe1 = fpext float %f to fp128
  %fe2 = fpext half %ft1 to x86_fp80
  %fu0 = fptoui double %d to i32
  %fu1 = fptoui <2 x double> %vd to <2 x i8>
  %fs0 = fptosi float %f to i64
  %fs1 = fptosi double %d to i1
  %uf0 = uitofp i32 %s to double
  %uf1 = uitofp nneg i32 %s to float
  %uf2 = uitofp <4 x i32> %v to <4 x float>
  %sf0 = sitofp i64 %i to half
  %sf1 = sitofp i8 %t2 to bfloat
  %pi0 = ptrtoint ptr %p to i64
  %pi1 = ptrtoint ptr addrspace(1) %q to i32
  %pi2 = ptrtoint <2 x ptr> %vp to <2 x i64>
  %ip0 = inttoptr i64 %i to ptr
  %ip1 = inttoptr i32 %s to ptr addrspace(1)
  %ip2 = inttoptr <2 x i64> %pi2 to <2 x ptr>
  %bc0 = bitcast i32 %s to float
  %bc1 = bitcast <4 x i32> %v to <2 x i64>
  %bc2 = bitcast ptr %p to ptr
  %bc3 = bitcast double %d to <2 x float>
  %bc4 = bitcast <2 x ptr> %vp to <2 x ptr>
  %as0 = addrspacecast ptr %p to ptr addrspace(1)
  %as1 = addrspacecast ptr addrspace(1) %q to ptr
  %as2 = addrspacecast <2 x ptr> %vp to <2 x ptr addrspace(3)>
  ret void
}
; EXPECTED:
; define void @casts(i64 %i, i32 %s, double %d, float %f, ptr %p, ptr addrspace(1) %q, <4 x i32> %v, <2 x double> %vd, <2 x ptr> %vp) {
;   %t0 = trunc i64 %i to i32
;   %t1 = trunc nuw i64 %i to i32
;   %t2 = trunc nsw i64 %i to i8
;   %t3 = trunc nuw nsw i64 %i to i1
;   %t4 = trunc <4 x i32> %v to <4 x i8>
;   %z0 = zext i32 %s to i64
;   %z1 = zext nneg i32 %s to i64
;   %z2 = zext <4 x i32> %v to <4 x i64>
;   %s0 = sext i32 %s to i64
;   %s1 = sext i1 %t3 to i32
;   %ft0 = fptrunc double %d to float
;   %ft1 = fptrunc double %d to half
;   %ft2 = fptrunc <2 x double> %vd to <2 x float>
;   %fe0 = fpext float %f to double
;   %fe1 = fpext float %f to fp128
;   %fe2 = fpext half %ft1 to x86_fp80
;   %fu0 = fptoui double %d to i32
;   %fu1 = fptoui <2 x double> %vd to <2 x i8>
;   %fs0 = fptosi float %f to i64
;   %fs1 = fptosi double %d to i1
;   %uf0 = uitofp i32 %s to double
;   %uf1 = uitofp nneg i32 %s to float
;   %uf2 = uitofp <4 x i32> %v to <4 x float>
;   %sf0 = sitofp i64 %i to half
;   %sf1 = sitofp i8 %t2 to bfloat
;   %pi0 = ptrtoint ptr %p to i64
;   %pi1 = ptrtoint ptr addrspace(1) %q to i32
;   %pi2 = ptrtoint <2 x ptr> %vp to <2 x i64>
;   %ip0 = inttoptr i64 %i to ptr
;   %ip1 = inttoptr i32 %s to ptr addrspace(1)
;   %ip2 = inttoptr <2 x i64> %pi2 to <2 x ptr>
;   %bc0 = bitcast i32 %s to float
;   %bc1 = bitcast <4 x i32> %v to <2 x i64>
;   %bc2 = bitcast ptr %p to ptr
;   %bc3 = bitcast double %d to <2 x float>
;   %bc4 = bitcast <2 x ptr> %vp to <2 x ptr>
;   %as0 = addrspacecast ptr %p to ptr addrspace(1)
;   %as1 = addrspacecast ptr addrspace(1) %q to ptr
;   %as2 = addrspacecast <2 x ptr> %vp to <2 x ptr addrspace(3)>
;   ret void
; }
