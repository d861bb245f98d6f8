; test print
; Every named calling convention of LangRef "Calling Conventions", plus numbered `cc N`,
; on declarations, definitions and call sites.
declare ccc void @c_ccc()
declare fastcc void @c_fastcc()
declare coldcc void @c_coldcc()
declare ghccc void @c_ghccc()
declare cc 11 void @c_cc11()
declare anyregcc void @c_anyregcc()
declare preserve_mostcc void @c_preserve_mostcc()
declare preserve_allcc void @c_preserve_allcc()
declare preserve_nonecc void @c_preserve_nonecc()
declare cxx_fast_tlscc void @c_cxx_fast_tlscc()
declare tailcc void @c_tailcc()
declare swiftcc void @c_swiftcc()
declare swifttailcc void @c_swifttailcc()
declare cfguard_checkcc void @c_cfguard_checkcc(ptr)
declare x86_stdcallcc void @c_x86_stdcallcc()
declare x86_fastcallcc void @c_x86_fastcallcc()
declare x86_thiscallcc void @c_x86_thiscallcc()
declare x86_vectorcallcc void @c_x86_vectorcallcc()
declare x86_regcallcc void @c_x86_regcallcc()
declare x86_intrcc void @c_x86_intrcc(ptr byval(i32))
declare x86_64_sysvcc void @c_x86_64_sysvcc()
declare win64cc void @c_win64cc()
declare arm_apcscc void @c_arm_apcscc()
declare arm_aapcscc void @c_arm_aapcscc()
declare arm_aapcs_vfpcc void @c_arm_aapcs_vfpcc()
declare aarch64_vector_pcs void @c_aarch64_vector_pcs()
declare aarch64_sve_vector_pcs void @c_aarch64_sve_vector_pcs()
declare aarch64_sme_preservemost_from_x0 void @c_aarch64_sme_preservemost_from_x0()
declare aarch64_sme_preservemost_from_x1 void @c_aarch64_sme_preservemost_from_x1()
declare aarch64_sme_preservemost_from_x2 void @c_aarch64_sme_preservemost_from_x2()
declare msp430_intrcc void @c_msp430_intrcc()
declare avr_intrcc void @c_avr_intrcc()
declare avr_signalcc void @c_avr_signalcc()
declare ptx_kernel void @c_ptx_kernel()
declare ptx_device void @c_ptx_device()
declare spir_func void @c_spir_func()
declare spir_kernel void @c_spir_kernel()
declare intel_ocl_bicc void @c_intel_ocl_bicc()
declare hhvmcc void @c_hhvmcc()
declare hhvm_ccc void @c_hhvm_ccc()
declare amdgpu_vs void @c_amdgpu_vs()
declare amdgpu_ls void @c_amdgpu_ls()
declare amdgpu_hs void @c_amdgpu_hs()
declare amdgpu_es void @c_amdgpu_es()
declare amdgpu_gs void @c_amdgpu_gs()
declare amdgpu_ps void @c_amdgpu_ps()
declare amdgpu_cs void @c_amdgpu_cs()
declare amdgpu_cs_chain void @c_amdgpu_cs_chain()
declare amdgpu_cs_chain_preserve void @c_amdgpu_cs_chain_preserve()
declare amdgpu_kernel void @c_amdgpu_kernel()
declare amdgpu_gfx void @c_amdgpu_gfx()
declare riscv_vector_cc void @c_riscv_vector_cc()
declare m68k_rtdcc void @c_m68k_rtdcc()
declare cc 0 void @c_cc0()
declare cc 8 void @c_cc8()
declare cc 64 void @c_cc64()
declare cc 11 void @c_cc11_hipe()
declare cc 101 void @c_cc101()
declare cc 1023 void @c_cc1023()

define fastcc i32 @def_fastcc(i32 %x) {
  ret i32 %x
}

define void @calls() {
  call fastcc void @c_fastcc()
  call coldcc void @c_coldcc()
  call tailcc void @c_tailcc()
  call x86_stdcallcc void @c_x86_stdcallcc()
  call preserve_allcc void @c_preserve_allcc()
  call cc 64 void @c_cc64()
  %r = call fastcc i32 @def_fastcc(i32 1)
  ret void
}
; EXPECTED:
; declare void @c_ccc()
;
; declare fastcc void @c_fastcc()
;
; declare coldcc void @c_coldcc()
;
; declare ghccc void @c_ghccc()
;
; declare cc11 void @c_cc11()
;
; declare anyregcc void @c_anyregcc()
;
; declare preserve_mostcc void @c_preserve_mostcc()
;
; declare preserve_allcc void @c_preserve_allcc()
;
; declare preserve_nonecc void @c_preserve_nonecc()
;
; declare cxx_fast_tlscc void @c_cxx_fast_tlscc()
;
; declare tailcc void @c_tailcc()
;
; declare swiftcc void @c_swiftcc()
;
; declare swifttailcc void @c_swifttailcc()
;
; declare cfguard_checkcc void @c_cfguard_checkcc(ptr)
;
; declare x86_stdcallcc void @c_x86_stdcallcc()
;
; declare x86_fastcallcc void @c_x86_fastcallcc()
;
; declare x86_thiscallcc void @c_x86_thiscallcc()
;
; declare x86_vectorcallcc void @c_x86_vectorcallcc()
;
; declare x86_regcallcc void @c_x86_regcallcc()
;
; declare x86_intrcc void @c_x86_intrcc(ptr byval(i32))
;
; declare x86_64_sysvcc void @c_x86_64_sysvcc()
;
; declare win64cc void @c_win64cc()
;
; declare arm_apcscc void @c_arm_apcscc()
;
; declare arm_aapcscc void @c_arm_aapcscc()
;
; declare arm_aapcs_vfpcc void @c_arm_aapcs_vfpcc()
;
; declare aarch64_vector_pcs void @c_aarch64_vector_pcs()
;
; declare aarch64_sve_vector_pcs void @c_aarch64_sve_vector_pcs()
;
; declare aarch64_sme_preservemost_from_x0 void @c_aarch64_sme_preservemost_from_x0()
;
; declare aarch64_sme_preservemost_from_x1 void @c_aarch64_sme_preservemost_from_x1()
;
; declare aarch64_sme_preservemost_from_x2 void @c_aarch64_sme_preservemost_from_x2()
;
; declare msp430_intrcc void @c_msp430_intrcc()
;
; declare avr_intrcc void @c_avr_intrcc()
;
; declare avr_signalcc void @c_avr_signalcc()
;
; declare ptx_kernel void @c_ptx_kernel()
;
; declare ptx_device void @c_ptx_device()
;
; declare spir_func void @c_spir_func()
;
; declare spir_kernel void @c_spir_kernel()
;
; declare intel_ocl_bicc void @c_intel_ocl_bicc()
;
; declare hhvmcc void @c_hhvmcc()
;
; declare hhvm_ccc void @c_hhvm_ccc()
;
; declare amdgpu_vs void @c_amdgpu_vs()
;
; declare amdgpu_ls void @c_amdgpu_ls()
;
; declare amdgpu_hs void @c_amdgpu_hs()
;
; declare amdgpu_es void @c_amdgpu_es()
;
; declare amdgpu_gs void @c_amdgpu_gs()
;
; declare amdgpu_ps void @c_amdgpu_ps()
;
; declare amdgpu_cs void @c_amdgpu_cs()
;
; declare amdgpu_cs_chain void @c_amdgpu_cs_chain()
;
; declare amdgpu_cs_chain_preserve void @c_amdgpu_cs_chain_preserve()
;
; declare amdgpu_kernel void @c_amdgpu_kernel()
;
; declare amdgpu_gfx void @c_amdgpu_gfx()
;
; declare riscv_vector_cc void @c_riscv_vector_cc()
;
; declare m68k_rtdcc void @c_m68k_rtdcc()
;
; declare void @c_cc0()
;
; declare fastcc void @c_cc8()
;
; declare x86_stdcallcc void @c_cc64()
;
; declare cc11 void @c_cc11_hipe()
;
; declare cc101 void @c_cc101()
;
; declare cc1023 void @c_cc1023()
;
; define fastcc i32 @def_fastcc(i32 %x) {
;   ret i32 %x
; }
;
; define void @calls() {
;   call fastcc void @c_fastcc()
;   call coldcc void @c_coldcc()
;   call tailcc void @c_tailcc()
;   call x86_stdcallcc void @c_x86_stdcallcc()
;   call preserve_allcc void @c_preserve_allcc()
;   call x86_stdcallcc void @c_cc64()
;   %r = call fastcc i32 @def_fastcc(i32 1)
;   ret void
; }
