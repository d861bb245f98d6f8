; Patchable function entries (clang -fpatchable-function-entry=N,M gives
; "patchable-function-entry"="N-M" and "patchable-function-prefix"="M"): the entry's nops
; in one multi-byte nop, the prefix as one-byte nops before the symbol with a local
; .Ltmp label, and a __patchable_function_entries section per function (SHF_LINK_ORDER,
; linked to the function's section, in its comdat's group) holding the address of the
; first nop, as llc-19 writes them; also compared with -function-sections.
$inl = comdat any

define void @both() "patchable-function-entry"="2" "patchable-function-prefix"="3" {
  ret void
}

define internal void @entry_only() "patchable-function-entry"="5" {
  ret void
}

define void @prefix_only() "patchable-function-prefix"="1" {
  ret void
}

define linkonce_odr void @inl() "patchable-function-entry"="1" comdat {
  ret void
}

define ptr @plain() {
  ret ptr @entry_only
}
