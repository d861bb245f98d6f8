; test print
; source_filename with escapes; it is printed as written, before the data layout.
source_filename = "dir/some \22quoted\22 file\5Cname.c"
target triple = "x86_64-unknown-linux-gnu"

@g = global i32 1
; EXPECTED:
; source_filename = "dir/some \22quoted\22 file\\name.c"
; target triple = "x86_64-unknown-linux-gnu"
;
; @g = global i32 1
