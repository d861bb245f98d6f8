; test print
; Every linkage type of LangRef "Linkage Types", on variables and functions.
@private_var = private global i32 1
@internal_var = internal global i32 2
@available_externally_var = available_externally global i32 3
@linkonce_var = linkonce global i32 4
@weak_var = weak global i32 5
@common_var = common global i32 0
@appending_var = appending global [1 x i32] [i32 7]
@extern_weak_var = extern_weak global i32
@linkonce_odr_var = linkonce_odr global i32 8
@weak_odr_var = weak_odr global i32 9
@external_var = external global i32
@default_var = global i32 10

define private void @private_fn() {
  ret void
}

define internal void @internal_fn() {
  ret void
}

define available_externally void @available_externally_fn() {
  ret void
}

define linkonce void @linkonce_fn() {
  ret void
}

define weak void @weak_fn() {
  ret void
}

define linkonce_odr void @linkonce_odr_fn() {
  ret void
}

define weak_odr void @weak_odr_fn() {
  ret void
}

define external void @external_fn() {
  ret void
}

declare extern_weak void @extern_weak_fn()

declare external void @external_decl()
; EXPECTED:
; @private_var = private global i32 1
; @internal_var = internal global i32 2
; @available_externally_var = available_externally global i32 3
; @linkonce_var = linkonce global i32 4
; @weak_var = weak global i32 5
; @common_var = common global i32 0
; @appending_var = appending global [1 x i32] [i32 7]
; @extern_weak_var = extern_weak global i32
; @linkonce_odr_var = linkonce_odr global i32 8
; @weak_odr_var = weak_odr global i32 9
; @external_var = external global i32
; @default_var = global i32 10
;
; define private void @private_fn() {
;   ret void
; }
;
; define internal void @internal_fn() {
;   ret void
; }
;
; define available_externally void @available_externally_fn() {
;   ret void
; }
;
; define linkonce void @linkonce_fn() {
;   ret void
; }
;
; define weak void @weak_fn() {
;   ret void
; }
;
; define linkonce_odr void @linkonce_odr_fn() {
;   ret void
; }
;
; define weak_odr void @weak_odr_fn() {
;   ret void
; }
;
; define void @external_fn() {
;   ret void
; }
;
; declare extern_weak void @extern_weak_fn()
;
; declare void @external_decl()
