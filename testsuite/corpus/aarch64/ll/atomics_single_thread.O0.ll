; ModuleID = 'programs/atomics_single_thread.c'
source_filename = "programs/atomics_single_thread.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@a8 = internal global i8 0, align 1
@a16 = internal global i16 0, align 2
@a32 = internal global i32 0, align 4
@a64 = internal global i64 0, align 8
@.str = private unnamed_addr constant [26 x i8] c"after add: %u %u %u %llu\0A\00", align 1
@.str.1 = private unnamed_addr constant [37 x i8] c"or/and/xor: %08x %08x %08x now=%08x\0A\00", align 1
@.str.2 = private unnamed_addr constant [28 x i8] c"exchange old=%llu new=%llu\0A\00", align 1
@.str.3 = private unnamed_addr constant [43 x i8] c"cas fail ok=%d expected now=%llu val=%llu\0A\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"cas ok=%d val=%llu\0A\00", align 1
@.str.5 = private unnamed_addr constant [22 x i8] c"weak cas loop a16=%u\0A\00", align 1
@lock = internal global i32 0, align 4
@.str.6 = private unnamed_addr constant [16 x i8] c"sync: %d %d %u\0A\00", align 1
@.str.7 = private unnamed_addr constant [19 x i8] c"bool cas %d a8=%u\0A\00", align 1
@.str.8 = private unnamed_addr constant [26 x i8] c"counter=%ld lockfree8=%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [20 x i8] c"test_and_set %d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = alloca i16, align 2
  %6 = alloca i16, align 2
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i64, align 8
  %22 = alloca i64, align 8
  %23 = alloca i64, align 8
  %24 = alloca i64, align 8
  %25 = alloca i32, align 4
  %26 = alloca i64, align 8
  %27 = alloca i8, align 1
  %28 = alloca i32, align 4
  %29 = alloca i64, align 8
  %30 = alloca i8, align 1
  %31 = alloca i16, align 2
  %32 = alloca i16, align 2
  %33 = alloca i8, align 1
  %34 = alloca i32, align 4
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca i64, align 8
  %39 = alloca i32, align 4
  %40 = alloca i8, align 1
  %41 = alloca i32, align 4
  %42 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %43

43:                                               ; preds = %60, %0
  %44 = load i32, ptr %2, align 4
  %45 = icmp slt i32 %44, 300
  br i1 %45, label %46, label %63

46:                                               ; preds = %43
  store i8 3, ptr %3, align 1
  %47 = load i8, ptr %3, align 1
  %48 = atomicrmw add ptr @a8, i8 %47 monotonic, align 1
  store i8 %48, ptr %4, align 1
  %49 = load i8, ptr %4, align 1
  store i16 257, ptr %5, align 2
  %50 = load i16, ptr %5, align 2
  %51 = atomicrmw add ptr @a16, i16 %50 seq_cst, align 2
  store i16 %51, ptr %6, align 2
  %52 = load i16, ptr %6, align 2
  store i32 7, ptr %7, align 4
  %53 = load i32, ptr %7, align 4
  %54 = atomicrmw sub ptr @a32, i32 %53 acq_rel, align 4
  store i32 %54, ptr %8, align 4
  %55 = load i32, ptr %8, align 4
  store i64 4294967297, ptr %9, align 8
  %56 = load i64, ptr %9, align 8
  %57 = atomicrmw add ptr @a64, i64 %56 seq_cst, align 8
  %58 = add i64 %57, %56
  store i64 %58, ptr %10, align 8
  %59 = load i64, ptr %10, align 8
  br label %60

60:                                               ; preds = %46
  %61 = load i32, ptr %2, align 4
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr %2, align 4
  br label %43, !llvm.loop !6

63:                                               ; preds = %43
  %64 = load i8, ptr @a8, align 1
  %65 = zext i8 %64 to i32
  %66 = load i16, ptr @a16, align 2
  %67 = zext i16 %66 to i32
  %68 = load i32, ptr @a32, align 4
  %69 = load i64, ptr @a64, align 8
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %65, i32 noundef %67, i32 noundef %68, i64 noundef %69)
  store i32 255, ptr %12, align 4
  %71 = load i32, ptr %12, align 4
  %72 = atomicrmw or ptr @a32, i32 %71 seq_cst, align 4
  store i32 %72, ptr %13, align 4
  %73 = load i32, ptr %13, align 4
  store i32 %73, ptr %11, align 4
  store i32 -252645136, ptr %15, align 4
  %74 = load i32, ptr %15, align 4
  %75 = atomicrmw and ptr @a32, i32 %74 seq_cst, align 4
  store i32 %75, ptr %16, align 4
  %76 = load i32, ptr %16, align 4
  store i32 %76, ptr %14, align 4
  store i32 305419896, ptr %18, align 4
  %77 = load i32, ptr %18, align 4
  %78 = atomicrmw xor ptr @a32, i32 %77 seq_cst, align 4
  %79 = xor i32 %78, %77
  store i32 %79, ptr %19, align 4
  %80 = load i32, ptr %19, align 4
  store i32 %80, ptr %17, align 4
  %81 = load i32, ptr %11, align 4
  %82 = load i32, ptr %14, align 4
  %83 = load i32, ptr %17, align 4
  %84 = load atomic i32, ptr @a32 acquire, align 4
  store i32 %84, ptr %20, align 4
  %85 = load i32, ptr %20, align 4
  %86 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %81, i32 noundef %82, i32 noundef %83, i32 noundef %85)
  store i64 42, ptr %22, align 8
  %87 = load i64, ptr %22, align 8
  %88 = atomicrmw xchg ptr @a64, i64 %87 seq_cst, align 8
  store i64 %88, ptr %23, align 8
  %89 = load i64, ptr %23, align 8
  store i64 %89, ptr %21, align 8
  %90 = load i64, ptr %21, align 8
  %91 = load i64, ptr @a64, align 8
  %92 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %90, i64 noundef %91)
  store i64 41, ptr %24, align 8
  store i64 100, ptr %26, align 8
  %93 = load i64, ptr %24, align 8
  %94 = load i64, ptr %26, align 8
  %95 = cmpxchg ptr @a64, i64 %93, i64 %94 seq_cst seq_cst, align 8
  %96 = extractvalue { i64, i1 } %95, 0
  %97 = extractvalue { i64, i1 } %95, 1
  br i1 %97, label %99, label %98

98:                                               ; preds = %63
  store i64 %96, ptr %24, align 8
  br label %99

99:                                               ; preds = %98, %63
  %100 = zext i1 %97 to i8
  store i8 %100, ptr %27, align 1
  %101 = load i8, ptr %27, align 1
  %102 = trunc i8 %101 to i1
  %103 = zext i1 %102 to i32
  store i32 %103, ptr %25, align 4
  %104 = load i32, ptr %25, align 4
  %105 = load i64, ptr %24, align 8
  %106 = load i64, ptr @a64, align 8
  %107 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %104, i64 noundef %105, i64 noundef %106)
  store i64 100, ptr %29, align 8
  %108 = load i64, ptr %24, align 8
  %109 = load i64, ptr %29, align 8
  %110 = cmpxchg ptr @a64, i64 %108, i64 %109 seq_cst monotonic, align 8
  %111 = extractvalue { i64, i1 } %110, 0
  %112 = extractvalue { i64, i1 } %110, 1
  br i1 %112, label %114, label %113

113:                                              ; preds = %99
  store i64 %111, ptr %24, align 8
  br label %114

114:                                              ; preds = %113, %99
  %115 = zext i1 %112 to i8
  store i8 %115, ptr %30, align 1
  %116 = load i8, ptr %30, align 1
  %117 = trunc i8 %116 to i1
  %118 = zext i1 %117 to i32
  store i32 %118, ptr %28, align 4
  %119 = load i32, ptr %28, align 4
  %120 = load i64, ptr @a64, align 8
  %121 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %119, i64 noundef %120)
  %122 = load i16, ptr @a16, align 2
  store i16 %122, ptr %31, align 2
  br label %123

123:                                              ; preds = %139, %114
  %124 = load i16, ptr %31, align 2
  %125 = zext i16 %124 to i32
  %126 = mul nsw i32 %125, 3
  %127 = trunc i32 %126 to i16
  store i16 %127, ptr %32, align 2
  %128 = load i16, ptr %31, align 2
  %129 = load i16, ptr %32, align 2
  %130 = cmpxchg weak ptr @a16, i16 %128, i16 %129 acq_rel acquire, align 2
  %131 = extractvalue { i16, i1 } %130, 0
  %132 = extractvalue { i16, i1 } %130, 1
  br i1 %132, label %134, label %133

133:                                              ; preds = %123
  store i16 %131, ptr %31, align 2
  br label %134

134:                                              ; preds = %133, %123
  %135 = zext i1 %132 to i8
  store i8 %135, ptr %33, align 1
  %136 = load i8, ptr %33, align 1
  %137 = trunc i8 %136 to i1
  %138 = xor i1 %137, true
  br i1 %138, label %139, label %140

139:                                              ; preds = %134
  br label %123, !llvm.loop !8

140:                                              ; preds = %134
  %141 = load i16, ptr @a16, align 2
  %142 = zext i16 %141 to i32
  %143 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %142)
  %144 = atomicrmw add ptr @lock, i32 5 seq_cst, align 4
  store i32 %144, ptr %34, align 4
  %145 = atomicrmw add ptr @lock, i32 5 seq_cst, align 4
  %146 = add i32 %145, 5
  store i32 %146, ptr %35, align 4
  %147 = load i8, ptr @a8, align 1
  %148 = cmpxchg ptr @a8, i8 %147, i8 7 seq_cst seq_cst, align 1
  %149 = extractvalue { i8, i1 } %148, 0
  %150 = zext i8 %149 to i32
  store i32 %150, ptr %36, align 4
  %151 = load i32, ptr %34, align 4
  %152 = load i32, ptr %35, align 4
  %153 = load i32, ptr %36, align 4
  %154 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %151, i32 noundef %152, i32 noundef %153)
  store i32 0, ptr @lock, align 4
  %155 = cmpxchg ptr @a8, i8 7, i8 9 seq_cst seq_cst, align 1
  %156 = extractvalue { i8, i1 } %155, 1
  %157 = zext i1 %156 to i32
  store i32 %157, ptr %37, align 4
  %158 = load i32, ptr %37, align 4
  %159 = load i8, ptr @a8, align 1
  %160 = zext i8 %159 to i32
  %161 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %158, i32 noundef %160)
  store i64 0, ptr %38, align 8
  store i32 0, ptr %39, align 4
  br label %162

162:                                              ; preds = %170, %140
  %163 = load i32, ptr %39, align 4
  %164 = icmp slt i32 %163, 1000
  br i1 %164, label %165, label %173

165:                                              ; preds = %162
  call void @spin_lock(ptr noundef @lock)
  %166 = load i32, ptr %39, align 4
  %167 = sext i32 %166 to i64
  %168 = load i64, ptr %38, align 8
  %169 = add nsw i64 %168, %167
  store i64 %169, ptr %38, align 8
  call void @spin_unlock(ptr noundef @lock)
  br label %170

170:                                              ; preds = %165
  %171 = load i32, ptr %39, align 4
  %172 = add nsw i32 %171, 1
  store i32 %172, ptr %39, align 4
  br label %162, !llvm.loop !9

173:                                              ; preds = %162
  fence seq_cst
  fence seq_cst
  %174 = load i64, ptr %38, align 8
  %175 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i64 noundef %174, i32 noundef 1)
  store i8 0, ptr %40, align 1
  %176 = atomicrmw xchg ptr %40, i8 1 seq_cst, align 1
  %177 = icmp ne i8 %176, 0
  %178 = zext i1 %177 to i32
  store i32 %178, ptr %41, align 4
  %179 = atomicrmw xchg ptr %40, i8 1 seq_cst, align 1
  %180 = icmp ne i8 %179, 0
  %181 = zext i1 %180 to i32
  store i32 %181, ptr %42, align 4
  %182 = load i32, ptr %41, align 4
  %183 = load i32, ptr %42, align 4
  %184 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %182, i32 noundef %183)
  %185 = load i64, ptr %38, align 8
  %186 = srem i64 %185, 256
  %187 = trunc i64 %186 to i32
  ret i32 %187
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @spin_lock(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  br label %5

5:                                                ; preds = %11, %1
  %6 = load ptr, ptr %2, align 8
  store i32 1, ptr %3, align 4
  %7 = load i32, ptr %3, align 4
  %8 = atomicrmw xchg ptr %6, i32 %7 acquire, align 4
  store i32 %8, ptr %4, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %11, label %12

11:                                               ; preds = %5
  br label %5, !llvm.loop !10

12:                                               ; preds = %5
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @spin_unlock(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  store i32 0, ptr %3, align 4
  %5 = load i32, ptr %3, align 4
  store atomic i32 %5, ptr %4 release, align 4
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
