; ModuleID = 'programs/sign_extension_loads.c'
source_filename = "programs/sign_extension_loads.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.anon = type { i8, i16, i32 }

@sca = internal global [256 x i8] zeroinitializer, align 1
@uca = internal global [256 x i8] zeroinitializer, align 1
@ssa = internal global [300 x i16] zeroinitializer, align 2
@usa = internal global [300 x i16] zeroinitializer, align 2
@.str = private unnamed_addr constant [37 x i8] c"sums: sc=%ld uc=%lu ss=%lld us=%lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [28 x i8] c"index_by_char: %d %d %d %d\0A\00", align 1
@__const.main.text = private unnamed_addr constant [5 x i8] c"a\80\FF\7F\00", align 1
@.str.2 = private unnamed_addr constant [25 x i8] c"plain char: %d %d %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"narrow: %d %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"add_narrow: %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [33 x i8] c"u_of_sc(-1)=%u u_of_sc(-128)=%u\0A\00", align 1
@__const.main.rec = private unnamed_addr constant %struct.anon { i8 -16, i16 -32767, i32 -1 }, align 4
@.str.6 = private unnamed_addr constant [14 x i8] c"rec sum %lld\0A\00", align 1
@.str.7 = private unnamed_addr constant [52 x i8] c"0xff as uc->int %d, as sc->int %d, sc->uint64 %llx\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca [256 x i32], align 4
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca [5 x i8], align 1
  %14 = alloca %struct.anon, align 4
  %15 = alloca i64, align 8
  %16 = alloca i8, align 1
  %17 = alloca i8, align 1
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %18

18:                                               ; preds = %34, %0
  %19 = load i32, ptr %2, align 4
  %20 = icmp slt i32 %19, 256
  br i1 %20, label %21, label %37

21:                                               ; preds = %18
  %22 = load i32, ptr %2, align 4
  %23 = mul nsw i32 %22, 37
  %24 = trunc i32 %23 to i8
  %25 = load i32, ptr %2, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [256 x i8], ptr @sca, i64 0, i64 %26
  store i8 %24, ptr %27, align 1
  %28 = load i32, ptr %2, align 4
  %29 = mul nsw i32 %28, 37
  %30 = trunc i32 %29 to i8
  %31 = load i32, ptr %2, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [256 x i8], ptr @uca, i64 0, i64 %32
  store i8 %30, ptr %33, align 1
  br label %34

34:                                               ; preds = %21
  %35 = load i32, ptr %2, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %2, align 4
  br label %18, !llvm.loop !6

37:                                               ; preds = %18
  store i32 0, ptr %3, align 4
  br label %38

38:                                               ; preds = %54, %37
  %39 = load i32, ptr %3, align 4
  %40 = icmp slt i32 %39, 300
  br i1 %40, label %41, label %57

41:                                               ; preds = %38
  %42 = load i32, ptr %3, align 4
  %43 = mul nsw i32 %42, 1234
  %44 = trunc i32 %43 to i16
  %45 = load i32, ptr %3, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [300 x i16], ptr @ssa, i64 0, i64 %46
  store i16 %44, ptr %47, align 2
  %48 = load i32, ptr %3, align 4
  %49 = mul nsw i32 %48, 1234
  %50 = trunc i32 %49 to i16
  %51 = load i32, ptr %3, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [300 x i16], ptr @usa, i64 0, i64 %52
  store i16 %50, ptr %53, align 2
  br label %54

54:                                               ; preds = %41
  %55 = load i32, ptr %3, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %3, align 4
  br label %38, !llvm.loop !8

57:                                               ; preds = %38
  store i64 0, ptr %4, align 8
  store i64 0, ptr %5, align 8
  store i64 0, ptr %6, align 8
  store i64 0, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %58

58:                                               ; preds = %72, %57
  %59 = load i32, ptr %8, align 4
  %60 = icmp slt i32 %59, 256
  br i1 %60, label %61, label %75

61:                                               ; preds = %58
  %62 = load i32, ptr %8, align 4
  %63 = call i8 @get_sc(i32 noundef %62)
  %64 = call i64 @widen_sc(i8 noundef %63)
  %65 = load i64, ptr %4, align 8
  %66 = add nsw i64 %65, %64
  store i64 %66, ptr %4, align 8
  %67 = load i32, ptr %8, align 4
  %68 = call i8 @get_uc(i32 noundef %67)
  %69 = call i64 @widen_uc(i8 noundef %68)
  %70 = load i64, ptr %5, align 8
  %71 = add i64 %70, %69
  store i64 %71, ptr %5, align 8
  br label %72

72:                                               ; preds = %61
  %73 = load i32, ptr %8, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, ptr %8, align 4
  br label %58, !llvm.loop !9

75:                                               ; preds = %58
  store i32 0, ptr %9, align 4
  br label %76

76:                                               ; preds = %94, %75
  %77 = load i32, ptr %9, align 4
  %78 = icmp slt i32 %77, 300
  br i1 %78, label %79, label %97

79:                                               ; preds = %76
  %80 = load i32, ptr %9, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [300 x i16], ptr @ssa, i64 0, i64 %81
  %83 = load i16, ptr %82, align 2
  %84 = call i64 @widen_short(i16 noundef %83)
  %85 = load i64, ptr %6, align 8
  %86 = add nsw i64 %85, %84
  store i64 %86, ptr %6, align 8
  %87 = load i32, ptr %9, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [300 x i16], ptr @usa, i64 0, i64 %88
  %90 = load i16, ptr %89, align 2
  %91 = zext i16 %90 to i64
  %92 = load i64, ptr %7, align 8
  %93 = add nsw i64 %92, %91
  store i64 %93, ptr %7, align 8
  br label %94

94:                                               ; preds = %79
  %95 = load i32, ptr %9, align 4
  %96 = add nsw i32 %95, 1
  store i32 %96, ptr %9, align 4
  br label %76, !llvm.loop !10

97:                                               ; preds = %76
  %98 = load i64, ptr %4, align 8
  %99 = load i64, ptr %5, align 8
  %100 = load i64, ptr %6, align 8
  %101 = load i64, ptr %7, align 8
  %102 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %98, i64 noundef %99, i64 noundef %100, i64 noundef %101)
  store i32 0, ptr %11, align 4
  br label %103

103:                                              ; preds = %113, %97
  %104 = load i32, ptr %11, align 4
  %105 = icmp slt i32 %104, 256
  br i1 %105, label %106, label %116

106:                                              ; preds = %103
  %107 = load i32, ptr %11, align 4
  %108 = load i32, ptr %11, align 4
  %109 = mul nsw i32 %107, %108
  %110 = load i32, ptr %11, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds [256 x i32], ptr %10, i64 0, i64 %111
  store i32 %109, ptr %112, align 4
  br label %113

113:                                              ; preds = %106
  %114 = load i32, ptr %11, align 4
  %115 = add nsw i32 %114, 1
  store i32 %115, ptr %11, align 4
  br label %103, !llvm.loop !11

116:                                              ; preds = %103
  %117 = getelementptr inbounds [256 x i32], ptr %10, i64 0, i64 0
  %118 = getelementptr inbounds i32, ptr %117, i64 128
  store ptr %118, ptr %12, align 8
  %119 = load ptr, ptr %12, align 8
  %120 = call i32 @index_by_char(ptr noundef %119, i8 noundef -128)
  %121 = load ptr, ptr %12, align 8
  %122 = call i32 @index_by_char(ptr noundef %121, i8 noundef -1)
  %123 = load ptr, ptr %12, align 8
  %124 = call i32 @index_by_char(ptr noundef %123, i8 noundef 0)
  %125 = load ptr, ptr %12, align 8
  %126 = call i32 @index_by_char(ptr noundef %125, i8 noundef 127)
  %127 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %120, i32 noundef %122, i32 noundef %124, i32 noundef %126)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %13, ptr align 1 @__const.main.text, i64 5, i1 false)
  %128 = getelementptr inbounds [5 x i8], ptr %13, i64 0, i64 0
  %129 = load i8, ptr %128, align 1
  %130 = call i32 @plain_char(i8 noundef %129)
  %131 = getelementptr inbounds [5 x i8], ptr %13, i64 0, i64 1
  %132 = load i8, ptr %131, align 1
  %133 = call i32 @plain_char(i8 noundef %132)
  %134 = getelementptr inbounds [5 x i8], ptr %13, i64 0, i64 2
  %135 = load i8, ptr %134, align 1
  %136 = call i32 @plain_char(i8 noundef %135)
  %137 = getelementptr inbounds [5 x i8], ptr %13, i64 0, i64 3
  %138 = load i8, ptr %137, align 1
  %139 = call i32 @plain_char(i8 noundef %138)
  %140 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %130, i32 noundef %133, i32 noundef %136, i32 noundef %139)
  %141 = call i8 @narrow(i32 noundef 200)
  %142 = sext i8 %141 to i32
  %143 = call i8 @narrow(i32 noundef -129)
  %144 = sext i8 %143 to i32
  %145 = call i8 @narrow(i32 noundef 4660)
  %146 = sext i8 %145 to i32
  %147 = call i8 @narrow(i32 noundef -1)
  %148 = sext i8 %147 to i32
  %149 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %142, i32 noundef %144, i32 noundef %146, i32 noundef %148)
  %150 = call i32 @add_narrow(i8 noundef -128, i8 noundef -128)
  %151 = call i32 @add_narrow(i8 noundef 127, i8 noundef 127)
  %152 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %150, i32 noundef %151)
  %153 = call i32 @u_of_sc(i8 noundef -1)
  %154 = call i32 @u_of_sc(i8 noundef -128)
  %155 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %153, i32 noundef %154)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %14, ptr align 4 @__const.main.rec, i64 8, i1 false)
  %156 = getelementptr inbounds %struct.anon, ptr %14, i32 0, i32 0
  %157 = load i8, ptr %156, align 4
  %158 = sext i8 %157 to i64
  %159 = getelementptr inbounds %struct.anon, ptr %14, i32 0, i32 1
  %160 = load i16, ptr %159, align 2
  %161 = sext i16 %160 to i64
  %162 = add nsw i64 %158, %161
  %163 = getelementptr inbounds %struct.anon, ptr %14, i32 0, i32 2
  %164 = load i32, ptr %163, align 4
  %165 = sext i32 %164 to i64
  %166 = add nsw i64 %162, %165
  store i64 %166, ptr %15, align 8
  %167 = load i64, ptr %15, align 8
  %168 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %167)
  store volatile i8 -1, ptr %16, align 1
  store volatile i8 -1, ptr %17, align 1
  %169 = load volatile i8, ptr %16, align 1
  %170 = zext i8 %169 to i32
  %171 = load volatile i8, ptr %17, align 1
  %172 = sext i8 %171 to i32
  %173 = load volatile i8, ptr %17, align 1
  %174 = sext i8 %173 to i64
  %175 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %170, i32 noundef %172, i64 noundef %174)
  %176 = load i64, ptr %4, align 8
  %177 = load i64, ptr %5, align 8
  %178 = add nsw i64 %176, %177
  %179 = load i64, ptr %6, align 8
  %180 = add nsw i64 %178, %179
  %181 = and i64 %180, 127
  %182 = trunc i64 %181 to i32
  ret i32 %182
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @widen_sc(i8 noundef %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = sext i8 %3 to i64
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @get_sc(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = sext i32 %3 to i64
  %5 = getelementptr inbounds [256 x i8], ptr @sca, i64 0, i64 %4
  %6 = load i8, ptr %5, align 1
  ret i8 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @widen_uc(i8 noundef %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = zext i8 %3 to i64
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @get_uc(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = sext i32 %3 to i64
  %5 = getelementptr inbounds [256 x i8], ptr @uca, i64 0, i64 %4
  %6 = load i8, ptr %5, align 1
  ret i8 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @widen_short(i16 noundef %0) #0 {
  %2 = alloca i16, align 2
  store i16 %0, ptr %2, align 2
  %3 = load i16, ptr %2, align 2
  %4 = sext i16 %3 to i64
  ret i64 %4
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @index_by_char(ptr noundef %0, i8 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  store i8 %1, ptr %4, align 1
  %5 = load ptr, ptr %3, align 8
  %6 = load i8, ptr %4, align 1
  %7 = sext i8 %6 to i64
  %8 = getelementptr inbounds i32, ptr %5, i64 %7
  %9 = load i32, ptr %8, align 4
  ret i32 %9
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @plain_char(i8 noundef %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = zext i8 %3 to i32
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @narrow(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = trunc i32 %3 to i8
  ret i8 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @add_narrow(i8 noundef %0, i8 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = sext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = sext i8 %7 to i32
  %9 = add nsw i32 %6, %8
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @u_of_sc(i8 noundef %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = sext i8 %3 to i32
  ret i32 %4
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
!11 = distinct !{!11, !7}
