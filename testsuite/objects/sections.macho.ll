; Mach-O only: explicit section specifiers with types and attributes.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

@a = global i32 1, section "__DATA,__mine"
@b = global i32 0, section "__DATA,__zeros,zerofill"
@c = constant [4 x i8] c"abc\00", section "__TEXT,__mystr,cstring_literals"
@d = global i32 2, section "__DATA,__keep,regular,no_dead_strip"
@e = global ptr @f, section "__DATA,__mod_init_func,mod_init_funcs"

define void @f() section "__TEXT,__mytext,regular,pure_instructions" {
  ret void
}

define i32 @g() {
  %x = load i32, ptr @a
  %y = load i32, ptr @b
  %s = add i32 %x, %y
  ret i32 %s
}
