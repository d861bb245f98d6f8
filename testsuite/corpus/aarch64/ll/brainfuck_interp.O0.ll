; ModuleID = 'programs/brainfuck_interp.c'
source_filename = "programs/brainfuck_interp.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [107 x i8] c"++++++++[>++++[>++>+++>+++>+<<<<-]>+>+>->>+[<]<-]>>.>---.+++++++..+++.>>.<-.<.+++.------.--------.>>+.>++.\00", align 1
@.str.1 = private unnamed_addr constant [192 x i8] c"++++[>+++++<-]>[<+++++>-]+<+[>[>+>+<<-]++>>[<<+>>-]>>>[-]++>[-]+>>>+[[-]++++++>>>]<<<[[<++++++++<++>>-]+<.<[>----<-]<]<<[>>>>>[>>>[-]+++++++++<[>-<-]+++++++++>[-[<->-]+[<<<]]<[>+<-]>]<<-]<<-]\00", align 1
@.str.2 = private unnamed_addr constant [25 x i8] c",[>++++[<-------->-]<.,]\00", align 1
@.str.3 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@out = internal global [20000 x i8] zeroinitializer, align 1
@outn = internal global i32 0, align 4
@.str.5 = private unnamed_addr constant [6 x i8] c"%.13s\00", align 1
@.str.6 = private unnamed_addr constant [51 x i8] c"output bytes=%d lines=%d hash=%08x steps=%d,%d,%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"tail: %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store ptr @.str, ptr %2, align 8
  store ptr @.str.1, ptr %3, align 8
  store ptr @.str.2, ptr %4, align 8
  %12 = load ptr, ptr %2, align 8
  %13 = call i32 @run(ptr noundef %12, ptr noundef @.str.3)
  store i32 %13, ptr %5, align 4
  %14 = load ptr, ptr %3, align 8
  %15 = call i32 @run(ptr noundef %14, ptr noundef @.str.3)
  store i32 %15, ptr %6, align 4
  %16 = load ptr, ptr %4, align 8
  %17 = call i32 @run(ptr noundef %16, ptr noundef @.str.4)
  store i32 %17, ptr %7, align 4
  %18 = load i32, ptr @outn, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [20000 x i8], ptr @out, i64 0, i64 %19
  store i8 0, ptr %20, align 1
  store i32 0, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %21

21:                                               ; preds = %34, %0
  %22 = load i32, ptr %9, align 4
  %23 = load i32, ptr @outn, align 4
  %24 = icmp slt i32 %22, %23
  br i1 %24, label %25, label %37

25:                                               ; preds = %21
  %26 = load i32, ptr %8, align 4
  %27 = mul i32 %26, 31
  %28 = load i32, ptr %9, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [20000 x i8], ptr @out, i64 0, i64 %29
  %31 = load i8, ptr %30, align 1
  %32 = zext i8 %31 to i32
  %33 = add i32 %27, %32
  store i32 %33, ptr %8, align 4
  br label %34

34:                                               ; preds = %25
  %35 = load i32, ptr %9, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %9, align 4
  br label %21, !llvm.loop !6

37:                                               ; preds = %21
  store i32 0, ptr %10, align 4
  store i32 0, ptr %11, align 4
  br label %38

38:                                               ; preds = %52, %37
  %39 = load i32, ptr %11, align 4
  %40 = load i32, ptr @outn, align 4
  %41 = icmp slt i32 %39, %40
  br i1 %41, label %42, label %55

42:                                               ; preds = %38
  %43 = load i32, ptr %11, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [20000 x i8], ptr @out, i64 0, i64 %44
  %46 = load i8, ptr %45, align 1
  %47 = zext i8 %46 to i32
  %48 = icmp eq i32 %47, 10
  %49 = zext i1 %48 to i32
  %50 = load i32, ptr %10, align 4
  %51 = add nsw i32 %50, %49
  store i32 %51, ptr %10, align 4
  br label %52

52:                                               ; preds = %42
  %53 = load i32, ptr %11, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr %11, align 4
  br label %38, !llvm.loop !8

55:                                               ; preds = %38
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef @out)
  %57 = load i32, ptr @outn, align 4
  %58 = load i32, ptr %10, align 4
  %59 = load i32, ptr %8, align 4
  %60 = load i32, ptr %5, align 4
  %61 = load i32, ptr %6, align 4
  %62 = load i32, ptr %7, align 4
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %57, i32 noundef %58, i32 noundef %59, i32 noundef %60, i32 noundef %61, i32 noundef %62)
  %64 = load i32, ptr @outn, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds i8, ptr @out, i64 %65
  %67 = getelementptr inbounds i8, ptr %66, i64 -25
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %67)
  %69 = load i32, ptr %10, align 4
  %70 = and i32 %69, 127
  ret i32 %70
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @run(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca [4096 x i32], align 4
  %7 = alloca [512 x i32], align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca [30000 x i8], align 1
  %12 = alloca i32, align 4
  %13 = alloca i64, align 8
  %14 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %15 = load ptr, ptr %3, align 8
  %16 = call i64 @strlen(ptr noundef %15) #4
  %17 = trunc i64 %16 to i32
  store i32 %17, ptr %5, align 4
  store i32 0, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %18

18:                                               ; preds = %60, %2
  %19 = load i32, ptr %9, align 4
  %20 = load i32, ptr %5, align 4
  %21 = icmp slt i32 %19, %20
  br i1 %21, label %22, label %63

22:                                               ; preds = %18
  %23 = load ptr, ptr %3, align 8
  %24 = load i32, ptr %9, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i8, ptr %23, i64 %25
  %27 = load i8, ptr %26, align 1
  %28 = zext i8 %27 to i32
  %29 = icmp eq i32 %28, 91
  br i1 %29, label %30, label %36

30:                                               ; preds = %22
  %31 = load i32, ptr %9, align 4
  %32 = load i32, ptr %8, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %8, align 4
  %34 = sext i32 %32 to i64
  %35 = getelementptr inbounds [512 x i32], ptr %7, i64 0, i64 %34
  store i32 %31, ptr %35, align 4
  br label %59

36:                                               ; preds = %22
  %37 = load ptr, ptr %3, align 8
  %38 = load i32, ptr %9, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i8, ptr %37, i64 %39
  %41 = load i8, ptr %40, align 1
  %42 = zext i8 %41 to i32
  %43 = icmp eq i32 %42, 93
  br i1 %43, label %44, label %58

44:                                               ; preds = %36
  %45 = load i32, ptr %8, align 4
  %46 = add nsw i32 %45, -1
  store i32 %46, ptr %8, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [512 x i32], ptr %7, i64 0, i64 %47
  %49 = load i32, ptr %48, align 4
  store i32 %49, ptr %10, align 4
  %50 = load i32, ptr %10, align 4
  %51 = load i32, ptr %9, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [4096 x i32], ptr %6, i64 0, i64 %52
  store i32 %50, ptr %53, align 4
  %54 = load i32, ptr %9, align 4
  %55 = load i32, ptr %10, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [4096 x i32], ptr %6, i64 0, i64 %56
  store i32 %54, ptr %57, align 4
  br label %58

58:                                               ; preds = %44, %36
  br label %59

59:                                               ; preds = %58, %30
  br label %60

60:                                               ; preds = %59
  %61 = load i32, ptr %9, align 4
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr %9, align 4
  br label %18, !llvm.loop !9

63:                                               ; preds = %18
  call void @llvm.memset.p0.i64(ptr align 1 %11, i8 0, i64 30000, i1 false)
  store i32 0, ptr %12, align 4
  store i64 0, ptr %13, align 8
  store i32 0, ptr %14, align 4
  br label %64

64:                                               ; preds = %144, %63
  %65 = load i32, ptr %14, align 4
  %66 = load i32, ptr %5, align 4
  %67 = icmp slt i32 %65, %66
  br i1 %67, label %68, label %149

68:                                               ; preds = %64
  %69 = load ptr, ptr %3, align 8
  %70 = load i32, ptr %14, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds i8, ptr %69, i64 %71
  %73 = load i8, ptr %72, align 1
  %74 = zext i8 %73 to i32
  switch i32 %74, label %143 [
    i32 62, label %75
    i32 60, label %78
    i32 43, label %81
    i32 45, label %87
    i32 46, label %93
    i32 44, label %102
    i32 91, label %119
    i32 93, label %131
  ]

75:                                               ; preds = %68
  %76 = load i32, ptr %12, align 4
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr %12, align 4
  br label %143

78:                                               ; preds = %68
  %79 = load i32, ptr %12, align 4
  %80 = add nsw i32 %79, -1
  store i32 %80, ptr %12, align 4
  br label %143

81:                                               ; preds = %68
  %82 = load i32, ptr %12, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [30000 x i8], ptr %11, i64 0, i64 %83
  %85 = load i8, ptr %84, align 1
  %86 = add i8 %85, 1
  store i8 %86, ptr %84, align 1
  br label %143

87:                                               ; preds = %68
  %88 = load i32, ptr %12, align 4
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds [30000 x i8], ptr %11, i64 0, i64 %89
  %91 = load i8, ptr %90, align 1
  %92 = add i8 %91, -1
  store i8 %92, ptr %90, align 1
  br label %143

93:                                               ; preds = %68
  %94 = load i32, ptr %12, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds [30000 x i8], ptr %11, i64 0, i64 %95
  %97 = load i8, ptr %96, align 1
  %98 = load i32, ptr @outn, align 4
  %99 = add nsw i32 %98, 1
  store i32 %99, ptr @outn, align 4
  %100 = sext i32 %98 to i64
  %101 = getelementptr inbounds [20000 x i8], ptr @out, i64 0, i64 %100
  store i8 %97, ptr %101, align 1
  br label %143

102:                                              ; preds = %68
  %103 = load ptr, ptr %4, align 8
  %104 = load i8, ptr %103, align 1
  %105 = zext i8 %104 to i32
  %106 = icmp ne i32 %105, 0
  br i1 %106, label %107, label %112

107:                                              ; preds = %102
  %108 = load ptr, ptr %4, align 8
  %109 = getelementptr inbounds i8, ptr %108, i32 1
  store ptr %109, ptr %4, align 8
  %110 = load i8, ptr %108, align 1
  %111 = zext i8 %110 to i32
  br label %113

112:                                              ; preds = %102
  br label %113

113:                                              ; preds = %112, %107
  %114 = phi i32 [ %111, %107 ], [ 0, %112 ]
  %115 = trunc i32 %114 to i8
  %116 = load i32, ptr %12, align 4
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds [30000 x i8], ptr %11, i64 0, i64 %117
  store i8 %115, ptr %118, align 1
  br label %143

119:                                              ; preds = %68
  %120 = load i32, ptr %12, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [30000 x i8], ptr %11, i64 0, i64 %121
  %123 = load i8, ptr %122, align 1
  %124 = icmp ne i8 %123, 0
  br i1 %124, label %130, label %125

125:                                              ; preds = %119
  %126 = load i32, ptr %14, align 4
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds [4096 x i32], ptr %6, i64 0, i64 %127
  %129 = load i32, ptr %128, align 4
  store i32 %129, ptr %14, align 4
  br label %130

130:                                              ; preds = %125, %119
  br label %143

131:                                              ; preds = %68
  %132 = load i32, ptr %12, align 4
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds [30000 x i8], ptr %11, i64 0, i64 %133
  %135 = load i8, ptr %134, align 1
  %136 = icmp ne i8 %135, 0
  br i1 %136, label %137, label %142

137:                                              ; preds = %131
  %138 = load i32, ptr %14, align 4
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds [4096 x i32], ptr %6, i64 0, i64 %139
  %141 = load i32, ptr %140, align 4
  store i32 %141, ptr %14, align 4
  br label %142

142:                                              ; preds = %137, %131
  br label %143

143:                                              ; preds = %68, %142, %130, %113, %93, %87, %81, %78, %75
  br label %144

144:                                              ; preds = %143
  %145 = load i32, ptr %14, align 4
  %146 = add nsw i32 %145, 1
  store i32 %146, ptr %14, align 4
  %147 = load i64, ptr %13, align 8
  %148 = add nsw i64 %147, 1
  store i64 %148, ptr %13, align 8
  br label %64, !llvm.loop !10

149:                                              ; preds = %64
  %150 = load i64, ptr %13, align 8
  %151 = srem i64 %150, 100000
  %152 = trunc i64 %151 to i32
  ret i32 %152
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
