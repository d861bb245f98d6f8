; test compile -O2 target=x86_64-linux-gnu
; Patchable entries longer than 7 bytes tuned for CPUs: the nops are llc-19's (checked with
; llvm-objdump-19 against llc-19 -mtriple=x86_64-linux-gnu; testsuite/objects/patchable_tuned.elf.ll
; is this file, compared structurally). Silvermont 7, Bulldozer 11, Skylake/Zen/x86-64-v3 15,
; Core 2 10; tuning flags in target-features override the CPU's. "native" in the attribute
; is no CPU llc-19 knows (it warns that it ignores the processor): 10, as for unknown names.
define void @silvermont() "patchable-function-entry"="15" "tune-cpu"="silvermont" {
  ret void
}

define void @slm_cpu() "patchable-function-entry"="16" "target-cpu"="slm" {
  ret void
}

define void @bdver2() "patchable-function-entry"="23" "tune-cpu"="bdver2" {
  ret void
}

define void @skylake() "patchable-function-entry"="17" "target-cpu"="skylake" {
  ret void
}

define void @v3() "patchable-function-entry"="12" "target-cpu"="x86-64-v3" "tune-cpu"="x86-64-v3" {
  ret void
}

define void @core2() "patchable-function-entry"="13" "tune-cpu"="core2" {
  ret void
}

define void @znver4() "patchable-function-entry"="30" "tune-cpu"="znver4" {
  ret void
}

define void @no_15() "patchable-function-entry"="15" "target-cpu"="skylake" "target-features"="-fast-15bytenop" {
  ret void
}

define void @plus_7() "patchable-function-entry"="9" "target-cpu"="x86-64" "target-features"="+fast-7bytenop,+fast-15bytenop" {
  ret void
}

define void @plus_11() "patchable-function-entry"="12" "tune-cpu"="core2" "target-features"="+fast-11bytenop" {
  ret void
}
define void @native() "patchable-function-entry"="15" "tune-cpu"="native" {
  ret void
}

; EXPECTED:
; function @silvermont:
; ; patchable: 0 prefix bytes [], entry nops at 0x0
;    0:  nopl 0x200(%rax)
;    7:  nopl 0x200(%rax)
;    e:  nop
;    f:  retq
;
; function @slm_cpu:
; ; patchable: 0 prefix bytes [], entry nops at 0x0
;    0:  nopl 0x200(%rax)
;    7:  nopl 0x200(%rax)
;    e:  xchgw %ax, %ax
;   10:  retq
;
; function @bdver2:
; ; patchable: 0 prefix bytes [], entry nops at 0x0
;    0:  nopw 0x200(%rax,%rax)
;    b:  nopw 0x200(%rax,%rax)
;   16:  nop
;   17:  retq
;
; function @skylake:
; ; patchable: 0 prefix bytes [], entry nops at 0x0
;    0:  nopw 0x200(%rax,%rax)
;    f:  xchgw %ax, %ax
;   11:  retq
;
; function @v3:
; ; patchable: 0 prefix bytes [], entry nops at 0x0
;    0:  nopw 0x200(%rax,%rax)
;    c:  retq
;
; function @core2:
; ; patchable: 0 prefix bytes [], entry nops at 0x0
;    0:  nopw 0x200(%rax,%rax)
;    a:  nopl (%rax)
;    d:  retq
;
; function @znver4:
; ; patchable: 0 prefix bytes [], entry nops at 0x0
;    0:  nopw 0x200(%rax,%rax)
;    f:  nopw 0x200(%rax,%rax)
;   1e:  retq
;
; function @no_15:
; ; patchable: 0 prefix bytes [], entry nops at 0x0
;    0:  nopw 0x200(%rax,%rax)
;    a:  nopl 8(%rax,%rax)
;    f:  retq
;
; function @plus_7:
; ; patchable: 0 prefix bytes [], entry nops at 0x0
;    0:  nopl 0x200(%rax)
;    7:  xchgw %ax, %ax
;    9:  retq
;
; function @plus_11:
; ; patchable: 0 prefix bytes [], entry nops at 0x0
;    0:  nopw 0x200(%rax,%rax)
;    b:  nop
;    c:  retq
;
; function @native:
; ; patchable: 0 prefix bytes [], entry nops at 0x0
;    0:  nopw 0x200(%rax,%rax)
;    a:  nopl 8(%rax,%rax)
;    f:  retq
