; Patchable function entries in every object format: the entry's nops, and the prefix's
; one-byte nops before the symbol with a local label (.Ltmp<k>, Mach-O ltmp<k>, where it
; starts the prefix's atom); ELF also records the first nop in __patchable_function_entries
; (patchable.elf.ll has the comdat case).
define void @both() "patchable-function-entry"="2" "patchable-function-prefix"="3" {
  ret void
}

define internal void @entry_only() "patchable-function-entry"="5" {
  ret void
}

define void @prefix_only() "patchable-function-prefix"="1" {
  ret void
}

define ptr @plain() {
  ret ptr @entry_only
}
