; test print
; Function attributes of LangRef "Function Attributes" that LLVM 19 accepts, as inline
; attributes, attribute groups (#N, with references and string attributes), and call-site
; attributes.
declare void @f0() alwaysinline
declare void @f1() cold convergent disable_sanitizer_instrumentation
declare void @f2() unnamed_addr hot inlinehint jumptable minsize naked nobuiltin nocallback
declare void @f3() nocf_check noduplicate nofree noimplicitfloat noinline nomerge
declare void @f4() nonlazybind noprofile norecurse noredzone noreturn nosanitize_bounds
declare void @f5() nosanitize_coverage nosync nounwind null_pointer_is_valid optforfuzzing
declare void @f6() noinline optnone returns_twice safestack sanitize_address sanitize_hwaddress
declare void @f7() optsize sanitize_memory sanitize_memtag sanitize_thread shadowcallstack skipprofile
declare void @f8() speculatable speculative_load_hardening ssp sspreq sspstrong strictfp
declare void @f9() mustprogress willreturn nounwind uwtable
declare void @f10() uwtable(sync) uwtable(async) fn_ret_thunk_extern
declare ptr @f11(i64, i64) alignstack(8) allockind("alloc,uninitialized") allocsize(0)
declare ptr @f12(i64, i64) allocsize(0, 1) vscale_range(1, 16) vscale_range(2) memory(none)
declare void @f13() memory(read) memory(write) memory(readwrite) memory(argmem: read)
declare void @f14() memory(read, argmem: readwrite) memory(none, inaccessiblemem: write)
declare void @f15() memory(argmem: read, inaccessiblemem: write) "no-trapping-math"="true"
declare void @f16() "frame-pointer"="all" "target-cpu"="x86-64" "key"="value with \22quotes\22"
declare void @f17() allockind("free") allockind("realloc,aligned,zeroed")
declare void @f18() presplitcoroutine coro_only_destroy_when_complete
declare void @f19() nosanitize_coverage noinline #0
declare void @f20() #1 #2
declare void @f21() memory(readwrite, argmem: none, inaccessiblemem: none)

define void @calls() #0 {
  call void @f0() #3
  call void @f1() nounwind
  call void @f2() cold noinline "callsite"="x"
  call void @f3() #1
  call void @f4() builtin
  call void @f5() nobuiltin strictfp
  call void @f6() memory(read) convergent
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "empty"="" "novalue" }
attributes #3 = { builtin nounwind }
; EXPECTED:
; declare void @f0() #0
;
; declare void @f1() #1
;
; declare void @f2() unnamed_addr #2
;
; declare void @f3() #3
;
; declare void @f4() #4
;
; declare void @f5() #5
;
; declare void @f6() #6
;
; declare void @f7() #7
;
; declare void @f8() #8
;
; declare void @f9() #9
;
; declare void @f10() #10
;
; declare ptr @f11(i64, i64) #11
;
; declare ptr @f12(i64, i64) #12
;
; declare void @f13() #13
;
; declare void @f14() #14
;
; declare void @f15() #15
;
; declare void @f16() #16
;
; declare void @f17() #17
;
; declare void @f18() #18
;
; declare void @f19() #19
;
; declare void @f20() #20
;
; declare void @f21() #21
;
; define void @calls() #22 {
;   call void @f0() #23
;   call void @f1() #24
;   call void @f2() #25
;   call void @f3() #26
;   call void @f4() #27
;   call void @f5() #28
;   call void @f6() #29
;   ret void
; }
;
; attributes #0 = { alwaysinline }
; attributes #1 = { cold convergent disable_sanitizer_instrumentation }
; attributes #2 = { hot inlinehint jumptable minsize naked nobuiltin nocallback }
; attributes #3 = { nocf_check noduplicate nofree noimplicitfloat noinline nomerge }
; attributes #4 = { noprofile norecurse noredzone noreturn nosanitize_bounds nonlazybind }
; attributes #5 = { nosanitize_coverage nosync nounwind null_pointer_is_valid optforfuzzing }
; attributes #6 = { noinline optnone returns_twice safestack sanitize_address sanitize_hwaddress }
; attributes #7 = { optsize sanitize_memtag sanitize_memory sanitize_thread shadowcallstack skipprofile }
; attributes #8 = { speculatable speculative_load_hardening ssp sspreq sspstrong strictfp }
; attributes #9 = { mustprogress nounwind willreturn uwtable }
; attributes #10 = { fn_ret_thunk_extern uwtable }
; attributes #11 = { allockind("alloc,uninitialized") allocsize(0) alignstack=8 }
; attributes #12 = { allocsize(0,1) memory(none) vscale_range(2,2) }
; attributes #13 = { memory(argmem: read) }
; attributes #14 = { memory(inaccessiblemem: write) }
; attributes #15 = { memory(argmem: read, inaccessiblemem: write) "no-trapping-math"="true" }
; attributes #16 = { "frame-pointer"="all" "key"="value with \22quotes\22" "target-cpu"="x86-64" }
; attributes #17 = { allockind("realloc,zeroed,aligned") }
; attributes #18 = { coro_only_destroy_when_complete presplitcoroutine }
; attributes #19 = { noinline nosanitize_coverage nounwind optnone uwtable "frame-pointer"="all" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
; attributes #20 = { nounwind willreturn memory(argmem: readwrite) "empty" "novalue" }
; attributes #21 = { memory(readwrite, argmem: none, inaccessiblemem: none) }
; attributes #22 = { noinline nounwind optnone uwtable "frame-pointer"="all" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
; attributes #23 = { builtin nounwind }
; attributes #24 = { nounwind }
; attributes #25 = { cold noinline "callsite"="x" }
; attributes #26 = { nounwind willreturn memory(argmem: readwrite) }
; attributes #27 = { builtin }
; attributes #28 = { nobuiltin strictfp }
; attributes #29 = { convergent memory(read) }
