; ModuleID = 'programs/globals_string_tables.c'
source_filename = "programs/globals_string_tables.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.anon = type { ptr, i32, [3 x ptr] }

@.str = private unnamed_addr constant [7 x i8] c"%d=%s \00", align 1
@color_names = internal constant [3 x ptr] [ptr @.str.9, ptr @.str.10, ptr @.str.11], align 8
@.str.1 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@months = internal constant [12 x [10 x i8]] [[10 x i8] c"January\00\00\00", [10 x i8] c"February\00\00", [10 x i8] c"March\00\00\00\00\00", [10 x i8] c"April\00\00\00\00\00", [10 x i8] c"May\00\00\00\00\00\00\00", [10 x i8] c"June\00\00\00\00\00\00", [10 x i8] c"July\00\00\00\00\00\00", [10 x i8] c"August\00\00\00\00", [10 x i8] c"September\00", [10 x i8] c"October\00\00\00", [10 x i8] c"November\00\00", [10 x i8] c"December\00\00"], align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"%.3s%c\00", align 1
@.str.3 = private unnamed_addr constant [35 x i8] c"month chars=%zu sizeof months=%zu\0A\00", align 1
@.str.4 = private unnamed_addr constant [47 x i8] c"%s len=%u strlen(desc0)=%zu desc1=%s desc2=%s\0A\00", align 1
@entries = internal constant [3 x %struct.anon] [%struct.anon { ptr @.str.12, i32 3, [3 x ptr] [ptr @.str.13, ptr @.str.14, ptr null] }, %struct.anon { ptr @.str.15, i32 3, [3 x ptr] [ptr @.str.16, ptr @.str.17, ptr @.str.18] }, %struct.anon { ptr @.str.19, i32 3, [3 x ptr] [ptr @.str.20, ptr @.str.21, ptr @.str.22] }], align 8
@.str.5 = private unnamed_addr constant [7 x i8] c"(null)\00", align 1
@.str.6 = private unnamed_addr constant [38 x i8] c"embedded sizeof=%zu strlen=%zu parts:\00", align 1
@embedded = internal constant [14 x i8] c"one\00two\00three\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c" %s\00", align 1
@.str.8 = private unnamed_addr constant [15 x i8] c"\0Anested %s %s\0A\00", align 1
@nested = internal global [2 x ptr] [ptr @color_names, ptr getelementptr (i8, ptr @color_names, i64 8)], align 8
@.str.9 = private unnamed_addr constant [4 x i8] c"red\00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"green\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"blue\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"tab\00", align 1
@.str.13 = private unnamed_addr constant [2 x i8] c"\09\00", align 1
@.str.14 = private unnamed_addr constant [15 x i8] c"horizontal tab\00", align 1
@.str.15 = private unnamed_addr constant [4 x i8] c"nul\00", align 1
@.str.16 = private unnamed_addr constant [4 x i8] c"a\00b\00", align 1
@.str.17 = private unnamed_addr constant [13 x i8] c"embedded nul\00", align 1
@.str.18 = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.19 = private unnamed_addr constant [4 x i8] c"hex\00", align 1
@.str.20 = private unnamed_addr constant [4 x i8] c"ABC\00", align 1
@.str.21 = private unnamed_addr constant [12 x i8] c"hex escapes\00", align 1
@.str.22 = private unnamed_addr constant [2 x i8] c"A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %7

7:                                                ; preds = %17, %0
  %8 = load i32, ptr %2, align 4
  %9 = icmp slt i32 %8, 3
  br i1 %9, label %10, label %20

10:                                               ; preds = %7
  %11 = load i32, ptr %2, align 4
  %12 = load i32, ptr %2, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [3 x ptr], ptr @color_names, i64 0, i64 %13
  %15 = load ptr, ptr %14, align 8
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %11, ptr noundef %15)
  br label %17

17:                                               ; preds = %10
  %18 = load i32, ptr %2, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %2, align 4
  br label %7, !llvm.loop !6

20:                                               ; preds = %7
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  store i64 0, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %22

22:                                               ; preds = %42, %20
  %23 = load i32, ptr %4, align 4
  %24 = icmp slt i32 %23, 12
  br i1 %24, label %25, label %45

25:                                               ; preds = %22
  %26 = load i32, ptr %4, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [12 x [10 x i8]], ptr @months, i64 0, i64 %27
  %29 = getelementptr inbounds [10 x i8], ptr %28, i64 0, i64 0
  %30 = call i64 @strlen(ptr noundef %29) #3
  %31 = load i64, ptr %3, align 8
  %32 = add i64 %31, %30
  store i64 %32, ptr %3, align 8
  %33 = load i32, ptr %4, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [12 x [10 x i8]], ptr @months, i64 0, i64 %34
  %36 = getelementptr inbounds [10 x i8], ptr %35, i64 0, i64 0
  %37 = load i32, ptr %4, align 4
  %38 = icmp eq i32 %37, 11
  %39 = zext i1 %38 to i64
  %40 = select i1 %38, i32 10, i32 32
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %36, i32 noundef %40)
  br label %42

42:                                               ; preds = %25
  %43 = load i32, ptr %4, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %4, align 4
  br label %22, !llvm.loop !8

45:                                               ; preds = %22
  %46 = load i64, ptr %3, align 8
  %47 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %46, i64 noundef 120)
  store i64 0, ptr %5, align 8
  br label %48

48:                                               ; preds = %87, %45
  %49 = load i64, ptr %5, align 8
  %50 = icmp ult i64 %49, 3
  br i1 %50, label %51, label %90

51:                                               ; preds = %48
  %52 = load i64, ptr %5, align 8
  %53 = getelementptr inbounds [3 x %struct.anon], ptr @entries, i64 0, i64 %52
  %54 = getelementptr inbounds %struct.anon, ptr %53, i32 0, i32 0
  %55 = load ptr, ptr %54, align 8
  %56 = load i64, ptr %5, align 8
  %57 = getelementptr inbounds [3 x %struct.anon], ptr @entries, i64 0, i64 %56
  %58 = getelementptr inbounds %struct.anon, ptr %57, i32 0, i32 1
  %59 = load i32, ptr %58, align 8
  %60 = load i64, ptr %5, align 8
  %61 = getelementptr inbounds [3 x %struct.anon], ptr @entries, i64 0, i64 %60
  %62 = getelementptr inbounds %struct.anon, ptr %61, i32 0, i32 2
  %63 = getelementptr inbounds [3 x ptr], ptr %62, i64 0, i64 0
  %64 = load ptr, ptr %63, align 8
  %65 = call i64 @strlen(ptr noundef %64) #3
  %66 = load i64, ptr %5, align 8
  %67 = getelementptr inbounds [3 x %struct.anon], ptr @entries, i64 0, i64 %66
  %68 = getelementptr inbounds %struct.anon, ptr %67, i32 0, i32 2
  %69 = getelementptr inbounds [3 x ptr], ptr %68, i64 0, i64 1
  %70 = load ptr, ptr %69, align 8
  %71 = load i64, ptr %5, align 8
  %72 = getelementptr inbounds [3 x %struct.anon], ptr @entries, i64 0, i64 %71
  %73 = getelementptr inbounds %struct.anon, ptr %72, i32 0, i32 2
  %74 = getelementptr inbounds [3 x ptr], ptr %73, i64 0, i64 2
  %75 = load ptr, ptr %74, align 8
  %76 = icmp ne ptr %75, null
  br i1 %76, label %77, label %83

77:                                               ; preds = %51
  %78 = load i64, ptr %5, align 8
  %79 = getelementptr inbounds [3 x %struct.anon], ptr @entries, i64 0, i64 %78
  %80 = getelementptr inbounds %struct.anon, ptr %79, i32 0, i32 2
  %81 = getelementptr inbounds [3 x ptr], ptr %80, i64 0, i64 2
  %82 = load ptr, ptr %81, align 8
  br label %84

83:                                               ; preds = %51
  br label %84

84:                                               ; preds = %83, %77
  %85 = phi ptr [ %82, %77 ], [ @.str.5, %83 ]
  %86 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %55, i32 noundef %59, i64 noundef %65, ptr noundef %70, ptr noundef %85)
  br label %87

87:                                               ; preds = %84
  %88 = load i64, ptr %5, align 8
  %89 = add i64 %88, 1
  store i64 %89, ptr %5, align 8
  br label %48, !llvm.loop !9

90:                                               ; preds = %48
  %91 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef 14, i64 noundef 3)
  store ptr @embedded, ptr %6, align 8
  br label %92

92:                                               ; preds = %98, %90
  %93 = load ptr, ptr %6, align 8
  %94 = icmp ult ptr %93, getelementptr inbounds (i8, ptr @embedded, i64 14)
  br i1 %94, label %95, label %104

95:                                               ; preds = %92
  %96 = load ptr, ptr %6, align 8
  %97 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %96)
  br label %98

98:                                               ; preds = %95
  %99 = load ptr, ptr %6, align 8
  %100 = call i64 @strlen(ptr noundef %99) #3
  %101 = add i64 %100, 1
  %102 = load ptr, ptr %6, align 8
  %103 = getelementptr inbounds i8, ptr %102, i64 %101
  store ptr %103, ptr %6, align 8
  br label %92, !llvm.loop !10

104:                                              ; preds = %92
  %105 = load ptr, ptr @nested, align 8
  %106 = getelementptr inbounds ptr, ptr %105, i64 2
  %107 = load ptr, ptr %106, align 8
  %108 = load ptr, ptr getelementptr inbounds ([2 x ptr], ptr @nested, i64 0, i64 1), align 8
  %109 = getelementptr inbounds ptr, ptr %108, i64 0
  %110 = load ptr, ptr %109, align 8
  %111 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %107, ptr noundef %110)
  %112 = load i64, ptr %3, align 8
  %113 = trunc i64 %112 to i32
  ret i32 %113
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind willreturn memory(read) }

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
