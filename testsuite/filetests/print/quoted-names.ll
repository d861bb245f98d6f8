; test print
; Quoted names with escapes: globals, functions, locals, blocks, types, comdats,
; attribute-free names that need quoting (leading digit, spaces, punctuation, non-ASCII,
; control bytes, quotes and backslashes), and quoted names that need no quotes.
%"struct.with space" = type { i32 }
%"class.ns::T<int>" = type { i8 }
$"comdat name" = comdat any

@"global with space" = global i32 0
@"\01mangled" = global i32 1
@"1starts_with_digit" = global i32 2
@"needs_no_quotes" = global i32 3
@"quote\22inside" = global i32 4
@"back\5Cslash" = global i32 5
@"utf8_\C3\A9" = global i32 6
@"tab\09and\0Anewline" = global i32 7
@"in comdat" = global i32 8, comdat($"comdat name")
@"-dash.dot$dollar_under" = global i32 9
@"typed" = global %"struct.with space" zeroinitializer
@"typed2" = global %"class.ns::T<int>" zeroinitializer

define void @"function name"(i32 %"arg one", i32 %"0x") {
"entry block":
  %"local value" = add i32 %"arg one", 1
  %"1" = add i32 %"local value", %"0x"
  %"quote\22d" = add i32 %"1", 1
  %plain = add i32 %"quote\22d", 1
  br label %"next block"

"next block":
  %"\C3\A9" = add i32 %plain, 1
  br label %"3"

"3":
  ret void
}

define void @"\01?f@@YAXXZ"() {
  call void @"function name"(i32 1, i32 2)
  ret void
}
; EXPECTED:
; %"struct.with space" = type { i32 }
; %"class.ns::T<int>" = type { i8 }
;
; $"comdat name" = comdat any
;
; @"global with space" = global i32 0
; @"\01mangled" = global i32 1
; @"1starts_with_digit" = global i32 2
; @needs_no_quotes = global i32 3
; @"quote\22inside" = global i32 4
; @"back\\slash" = global i32 5
; @"utf8_\C3\A9" = global i32 6
; @"tab\09and\0Anewline" = global i32 7
; @"in comdat" = global i32 8, comdat($"comdat name")
; @"-dash.dot$dollar_under" = global i32 9
; @typed = global %"struct.with space" zeroinitializer
; @typed2 = global %"class.ns::T<int>" zeroinitializer
;
; define void @"function name"(i32 %"arg one", i32 %"0x") {
; "entry block":
;   %"local value" = add i32 %"arg one", 1
;   %"1" = add i32 %"local value", %"0x"
;   %"quote\22d" = add i32 %"1", 1
;   %plain = add i32 %"quote\22d", 1
;   br label %"next block"
;
; "next block":
;   %"\C3\A9" = add i32 %plain, 1
;   br label %"3"
;
; "3":
;   ret void
; }
;
; define void @"\01?f@@YAXXZ"() {
;   call void @"function name"(i32 1, i32 2)
;   ret void
; }
