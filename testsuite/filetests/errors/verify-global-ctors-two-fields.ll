; test error
@llvm.global_ctors = appending global [1 x { i32, ptr }] [{ i32, ptr } { i32 65535, ptr @init }]
define internal void @init() {
  ret void
}
; EXPECTED:
; 1:1: error: the third field of the element type is mandatory, specify ptr null to migrate from the obsoleted 2-field form: @llvm.global_ctors
