; test compile -O2 target=x86_64-linux-gnu
; -fpatchable-function-entry=N,M: N-M bytes of nops at the entry as llc-19's emitX86Nops
; writes them (one nop of up to 15 bytes when tuned generically, 10 for x86-64 tuning,
; 0x66 prefixes on the longest form), M one-byte nops before the symbol (placed by the
; object writer). "0" is nothing.

define i32 @both(i32 %x) "patchable-function-entry"="5" "patchable-function-prefix"="2" {
  %r = add i32 %x, 1
  ret i32 %r
}

define void @long() "patchable-function-entry"="20" "tune-cpu"="generic" {
  ret void
}

define void @long_x86_64() "patchable-function-entry"="14" "tune-cpu"="x86-64" {
  ret void
}

define void @prefix_only() "patchable-function-prefix"="3" {
  ret void
}

define void @zero() "patchable-function-entry"="0" "patchable-function-prefix"="0" {
  ret void
}
; EXPECTED:
; function @both:
; ; patchable: 2 prefix bytes [90, 90], entry nops at 0x0
;    0:  nopl 8(%rax,%rax)
;    5:  leaq 1(%rdi), %rax
;    9:  retq
;
; function @long:
; ; patchable: 0 prefix bytes [], entry nops at 0x0
;    0:  nopw 0x200(%rax,%rax)
;    f:  nopl 8(%rax,%rax)
;   14:  retq
;
; function @long_x86_64:
; ; patchable: 0 prefix bytes [], entry nops at 0x0
;    0:  nopw 0x200(%rax,%rax)
;    a:  nopl 8(%rax)
;    e:  retq
;
; function @prefix_only:
; ; patchable: 3 prefix bytes [90, 90, 90], entry nops at 0x0
;    0:  retq
;
; function @zero:
;    0:  retq
