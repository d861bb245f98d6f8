; ModuleID = 'src/lua/linit.c'
source_filename = "src/lua/linit.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [3 x i8] c"_G\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"package\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"coroutine\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"table\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"io\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"os\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"string\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"math\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"utf8\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"debug\00", align 1

; Function Attrs: nounwind uwtable
define dso_local void @luaL_openlibs(ptr noundef %0) local_unnamed_addr #0 {
  tail call void @luaL_requiref(ptr noundef %0, ptr noundef nonnull @.str, ptr noundef nonnull @luaopen_base, i32 noundef 1) #2
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #2
  tail call void @luaL_requiref(ptr noundef %0, ptr noundef nonnull @.str.1, ptr noundef nonnull @luaopen_package, i32 noundef 1) #2
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #2
  tail call void @luaL_requiref(ptr noundef %0, ptr noundef nonnull @.str.2, ptr noundef nonnull @luaopen_coroutine, i32 noundef 1) #2
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #2
  tail call void @luaL_requiref(ptr noundef %0, ptr noundef nonnull @.str.3, ptr noundef nonnull @luaopen_table, i32 noundef 1) #2
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #2
  tail call void @luaL_requiref(ptr noundef %0, ptr noundef nonnull @.str.4, ptr noundef nonnull @luaopen_io, i32 noundef 1) #2
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #2
  tail call void @luaL_requiref(ptr noundef %0, ptr noundef nonnull @.str.5, ptr noundef nonnull @luaopen_os, i32 noundef 1) #2
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #2
  tail call void @luaL_requiref(ptr noundef %0, ptr noundef nonnull @.str.6, ptr noundef nonnull @luaopen_string, i32 noundef 1) #2
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #2
  tail call void @luaL_requiref(ptr noundef %0, ptr noundef nonnull @.str.7, ptr noundef nonnull @luaopen_math, i32 noundef 1) #2
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #2
  tail call void @luaL_requiref(ptr noundef %0, ptr noundef nonnull @.str.8, ptr noundef nonnull @luaopen_utf8, i32 noundef 1) #2
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #2
  tail call void @luaL_requiref(ptr noundef %0, ptr noundef nonnull @.str.9, ptr noundef nonnull @luaopen_debug, i32 noundef 1) #2
  tail call void @lua_settop(ptr noundef %0, i32 noundef -2) #2
  ret void
}

declare void @luaL_requiref(ptr noundef, ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

declare void @lua_settop(ptr noundef, i32 noundef) local_unnamed_addr #1

declare i32 @luaopen_base(ptr noundef) #1

declare i32 @luaopen_package(ptr noundef) #1

declare i32 @luaopen_coroutine(ptr noundef) #1

declare i32 @luaopen_table(ptr noundef) #1

declare i32 @luaopen_io(ptr noundef) #1

declare i32 @luaopen_os(ptr noundef) #1

declare i32 @luaopen_string(ptr noundef) #1

declare i32 @luaopen_math(ptr noundef) #1

declare i32 @luaopen_utf8(ptr noundef) #1

declare i32 @luaopen_debug(ptr noundef) #1

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
