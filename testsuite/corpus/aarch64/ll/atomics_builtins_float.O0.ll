; ModuleID = 'programs/atomics_builtins_float.c'
source_filename = "programs/atomics_builtins_float.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.atomic_flag = type { i8 }
%struct.pair = type { i32, i32 }

@.str = private unnamed_addr constant [13 x i8] c"af=%a ad=%a\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"flag %d %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [38 x i8] c"__atomic: %d %d %d %d %d exp=%d x=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [43 x i8] c"__sync: %ld %ld %ld %d %ld y=%ld uc=%d/%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [41 x i8] c"struct pair ok=%d fin=%d,%d lockfree=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"u16 wrap=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca float, align 4
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.atomic_flag, align 1
  %6 = alloca i32, align 4
  %7 = alloca i8, align 1
  %8 = alloca i8, align 1
  %9 = alloca i32, align 4
  %10 = alloca i8, align 1
  %11 = alloca i8, align 1
  %12 = alloca i8, align 1
  %13 = alloca i32, align 4
  %14 = alloca i8, align 1
  %15 = alloca i8, align 1
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i8, align 1
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i8, align 1
  %33 = alloca i32, align 4
  %34 = alloca i64, align 8
  %35 = alloca i64, align 8
  %36 = alloca i64, align 8
  %37 = alloca i64, align 8
  %38 = alloca i32, align 4
  %39 = alloca i64, align 8
  %40 = alloca i8, align 1
  %41 = alloca i8, align 1
  %42 = alloca %struct.pair, align 8
  %43 = alloca %struct.pair, align 4
  %44 = alloca %struct.pair, align 8
  %45 = alloca %struct.pair, align 4
  %46 = alloca i32, align 4
  %47 = alloca %struct.pair, align 4
  %48 = alloca i8, align 1
  %49 = alloca %struct.pair, align 4
  %50 = alloca %struct.pair, align 8
  %51 = alloca i16, align 2
  %52 = alloca i16, align 2
  %53 = alloca i16, align 2
  store i32 0, ptr %1, align 4
  store float 5.000000e-01, ptr %2, align 4
  store double 1.000000e+00, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %54

54:                                               ; preds = %80, %0
  %55 = load i32, ptr %4, align 4
  %56 = icmp slt i32 %55, 10
  br i1 %56, label %57, label %83

57:                                               ; preds = %54
  %58 = load atomic float, ptr %2 seq_cst, align 4
  br label %59

59:                                               ; preds = %59, %57
  %60 = phi float [ %58, %57 ], [ %67, %59 ]
  %61 = fadd float %60, 2.500000e-01
  %62 = bitcast float %60 to i32
  %63 = bitcast float %61 to i32
  %64 = cmpxchg ptr %2, i32 %62, i32 %63 seq_cst seq_cst, align 4
  %65 = extractvalue { i32, i1 } %64, 0
  %66 = extractvalue { i32, i1 } %64, 1
  %67 = bitcast i32 %65 to float
  br i1 %66, label %68, label %59

68:                                               ; preds = %59
  %69 = load atomic double, ptr %3 seq_cst, align 8
  br label %70

70:                                               ; preds = %70, %68
  %71 = phi double [ %69, %68 ], [ %78, %70 ]
  %72 = fmul double %71, 1.500000e+00
  %73 = bitcast double %71 to i64
  %74 = bitcast double %72 to i64
  %75 = cmpxchg ptr %3, i64 %73, i64 %74 seq_cst seq_cst, align 8
  %76 = extractvalue { i64, i1 } %75, 0
  %77 = extractvalue { i64, i1 } %75, 1
  %78 = bitcast i64 %76 to double
  br i1 %77, label %79, label %70

79:                                               ; preds = %70
  br label %80

80:                                               ; preds = %79
  %81 = load i32, ptr %4, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, ptr %4, align 4
  br label %54, !llvm.loop !6

83:                                               ; preds = %54
  %84 = load atomic float, ptr %2 seq_cst, align 4
  br label %85

85:                                               ; preds = %85, %83
  %86 = phi float [ %84, %83 ], [ %93, %85 ]
  %87 = fsub float %86, 1.000000e+00
  %88 = bitcast float %86 to i32
  %89 = bitcast float %87 to i32
  %90 = cmpxchg ptr %2, i32 %88, i32 %89 seq_cst seq_cst, align 4
  %91 = extractvalue { i32, i1 } %90, 0
  %92 = extractvalue { i32, i1 } %90, 1
  %93 = bitcast i32 %91 to float
  br i1 %92, label %94, label %85

94:                                               ; preds = %85
  %95 = load atomic float, ptr %2 seq_cst, align 4
  %96 = fpext float %95 to double
  %97 = load atomic double, ptr %3 seq_cst, align 8
  %98 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %96, double noundef %97)
  call void @llvm.memset.p0.i64(ptr align 1 %5, i8 0, i64 1, i1 false)
  %99 = getelementptr inbounds %struct.atomic_flag, ptr %5, i32 0, i32 0
  store i8 1, ptr %7, align 1
  %100 = load i8, ptr %7, align 1
  %101 = atomicrmw xchg ptr %99, i8 %100 seq_cst, align 1
  store i8 %101, ptr %8, align 1
  %102 = load i8, ptr %8, align 1
  %103 = trunc i8 %102 to i1
  %104 = zext i1 %103 to i32
  store i32 %104, ptr %6, align 4
  %105 = getelementptr inbounds %struct.atomic_flag, ptr %5, i32 0, i32 0
  store i8 1, ptr %10, align 1
  %106 = load i8, ptr %10, align 1
  %107 = atomicrmw xchg ptr %105, i8 %106 seq_cst, align 1
  store i8 %107, ptr %11, align 1
  %108 = load i8, ptr %11, align 1
  %109 = trunc i8 %108 to i1
  %110 = zext i1 %109 to i32
  store i32 %110, ptr %9, align 4
  %111 = getelementptr inbounds %struct.atomic_flag, ptr %5, i32 0, i32 0
  store i8 0, ptr %12, align 1
  %112 = load i8, ptr %12, align 1
  store atomic i8 %112, ptr %111 seq_cst, align 1
  %113 = getelementptr inbounds %struct.atomic_flag, ptr %5, i32 0, i32 0
  store i8 1, ptr %14, align 1
  %114 = load i8, ptr %14, align 1
  %115 = atomicrmw xchg ptr %113, i8 %114 acquire, align 1
  store i8 %115, ptr %15, align 1
  %116 = load i8, ptr %15, align 1
  %117 = trunc i8 %116 to i1
  %118 = zext i1 %117 to i32
  store i32 %118, ptr %13, align 4
  %119 = load i32, ptr %6, align 4
  %120 = load i32, ptr %9, align 4
  %121 = load i32, ptr %13, align 4
  %122 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %119, i32 noundef %120, i32 noundef %121)
  fence seq_cst
  fence syncscope("singlethread") acq_rel
  store i32 10, ptr %16, align 4
  store i32 5, ptr %18, align 4
  %123 = load i32, ptr %18, align 4
  %124 = atomicrmw add ptr %16, i32 %123 seq_cst, align 4
  %125 = add i32 %124, %123
  store i32 %125, ptr %19, align 4
  %126 = load i32, ptr %19, align 4
  store i32 %126, ptr %17, align 4
  store i32 255, ptr %21, align 4
  %127 = load i32, ptr %21, align 4
  %128 = atomicrmw nand ptr %16, i32 %127 monotonic, align 4
  store i32 %128, ptr %22, align 4
  %129 = load i32, ptr %22, align 4
  store i32 %129, ptr %20, align 4
  store i32 77, ptr %24, align 4
  %130 = load i32, ptr %24, align 4
  %131 = atomicrmw xchg ptr %16, i32 %130 acq_rel, align 4
  store i32 %131, ptr %25, align 4
  %132 = load i32, ptr %25, align 4
  store i32 %132, ptr %23, align 4
  store i32 77, ptr %26, align 4
  store i32 88, ptr %28, align 4
  %133 = load i32, ptr %26, align 4
  %134 = load i32, ptr %28, align 4
  %135 = cmpxchg ptr %16, i32 %133, i32 %134 seq_cst seq_cst, align 4
  %136 = extractvalue { i32, i1 } %135, 0
  %137 = extractvalue { i32, i1 } %135, 1
  br i1 %137, label %139, label %138

138:                                              ; preds = %94
  store i32 %136, ptr %26, align 4
  br label %139

139:                                              ; preds = %138, %94
  %140 = zext i1 %137 to i8
  store i8 %140, ptr %29, align 1
  %141 = load i8, ptr %29, align 1
  %142 = trunc i8 %141 to i1
  %143 = zext i1 %142 to i32
  store i32 %143, ptr %27, align 4
  store i32 99, ptr %31, align 4
  %144 = load i32, ptr %26, align 4
  %145 = load i32, ptr %31, align 4
  %146 = cmpxchg weak ptr %16, i32 %144, i32 %145 seq_cst monotonic, align 4
  %147 = extractvalue { i32, i1 } %146, 0
  %148 = extractvalue { i32, i1 } %146, 1
  br i1 %148, label %150, label %149

149:                                              ; preds = %139
  store i32 %147, ptr %26, align 4
  br label %150

150:                                              ; preds = %149, %139
  %151 = zext i1 %148 to i8
  store i8 %151, ptr %32, align 1
  %152 = load i8, ptr %32, align 1
  %153 = trunc i8 %152 to i1
  %154 = zext i1 %153 to i32
  store i32 %154, ptr %30, align 4
  %155 = load i32, ptr %17, align 4
  %156 = load i32, ptr %20, align 4
  %157 = load i32, ptr %23, align 4
  %158 = load i32, ptr %27, align 4
  %159 = load i32, ptr %30, align 4
  %160 = load i32, ptr %26, align 4
  %161 = load atomic i32, ptr %16 acquire, align 4
  store i32 %161, ptr %33, align 4
  %162 = load i32, ptr %33, align 4
  %163 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %155, i32 noundef %156, i32 noundef %157, i32 noundef %158, i32 noundef %159, i32 noundef %160, i32 noundef %162)
  store i64 100, ptr %34, align 8
  %164 = atomicrmw add ptr %34, i64 11 seq_cst, align 8
  store i64 %164, ptr %35, align 8
  %165 = atomicrmw sub ptr %34, i64 1 seq_cst, align 8
  %166 = sub i64 %165, 1
  store i64 %166, ptr %36, align 8
  %167 = cmpxchg ptr %34, i64 110, i64 500 seq_cst seq_cst, align 8
  %168 = extractvalue { i64, i1 } %167, 0
  store i64 %168, ptr %37, align 8
  %169 = cmpxchg ptr %34, i64 1, i64 2 seq_cst seq_cst, align 8
  %170 = extractvalue { i64, i1 } %169, 1
  %171 = zext i1 %170 to i32
  store i32 %171, ptr %38, align 4
  %172 = atomicrmw xchg ptr %34, i64 3 seq_cst, align 8
  store i64 %172, ptr %39, align 8
  store atomic i64 0, ptr %34 release, align 8
  fence seq_cst
  store i8 -16, ptr %40, align 1
  %173 = atomicrmw xor ptr %40, i8 -1 seq_cst, align 1
  store i8 %173, ptr %41, align 1
  %174 = load i64, ptr %35, align 8
  %175 = load i64, ptr %36, align 8
  %176 = load i64, ptr %37, align 8
  %177 = load i32, ptr %38, align 4
  %178 = load i64, ptr %39, align 8
  %179 = load i64, ptr %34, align 8
  %180 = load i8, ptr %41, align 1
  %181 = zext i8 %180 to i32
  %182 = load i8, ptr %40, align 1
  %183 = zext i8 %182 to i32
  %184 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %174, i64 noundef %175, i64 noundef %176, i32 noundef %177, i64 noundef %178, i64 noundef %179, i32 noundef %181, i32 noundef %183)
  %185 = getelementptr inbounds %struct.pair, ptr %42, i32 0, i32 0
  store i32 1, ptr %185, align 8
  %186 = getelementptr inbounds %struct.pair, ptr %42, i32 0, i32 1
  store i32 2, ptr %186, align 4
  %187 = load atomic i64, ptr %42 seq_cst, align 8
  store i64 %187, ptr %44, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %43, ptr align 8 %44, i64 8, i1 false)
  %188 = getelementptr inbounds %struct.pair, ptr %45, i32 0, i32 0
  %189 = getelementptr inbounds %struct.pair, ptr %43, i32 0, i32 0
  %190 = load i32, ptr %189, align 4
  %191 = add nsw i32 %190, 10
  store i32 %191, ptr %188, align 4
  %192 = getelementptr inbounds %struct.pair, ptr %45, i32 0, i32 1
  %193 = getelementptr inbounds %struct.pair, ptr %43, i32 0, i32 1
  %194 = load i32, ptr %193, align 4
  %195 = mul nsw i32 %194, 10
  store i32 %195, ptr %192, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %47, ptr align 4 %45, i64 8, i1 false)
  %196 = load i64, ptr %43, align 4
  %197 = load i64, ptr %47, align 4
  %198 = cmpxchg ptr %42, i64 %196, i64 %197 seq_cst seq_cst, align 8
  %199 = extractvalue { i64, i1 } %198, 0
  %200 = extractvalue { i64, i1 } %198, 1
  br i1 %200, label %202, label %201

201:                                              ; preds = %150
  store i64 %199, ptr %43, align 4
  br label %202

202:                                              ; preds = %201, %150
  %203 = zext i1 %200 to i8
  store i8 %203, ptr %48, align 1
  %204 = load i8, ptr %48, align 1
  %205 = trunc i8 %204 to i1
  %206 = zext i1 %205 to i32
  store i32 %206, ptr %46, align 4
  %207 = load atomic i64, ptr %42 seq_cst, align 8
  store i64 %207, ptr %50, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %49, ptr align 8 %50, i64 8, i1 false)
  %208 = load i32, ptr %46, align 4
  %209 = getelementptr inbounds %struct.pair, ptr %49, i32 0, i32 0
  %210 = load i32, ptr %209, align 4
  %211 = getelementptr inbounds %struct.pair, ptr %49, i32 0, i32 1
  %212 = load i32, ptr %211, align 4
  %213 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %208, i32 noundef %210, i32 noundef %212, i32 noundef 1)
  store i16 -1, ptr %51, align 2
  store i16 2, ptr %52, align 2
  %214 = load i16, ptr %52, align 2
  %215 = atomicrmw add ptr %51, i16 %214 monotonic, align 2
  store i16 %215, ptr %53, align 2
  %216 = load i16, ptr %53, align 2
  %217 = load i16, ptr %51, align 2
  %218 = zext i16 %217 to i32
  %219 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %218)
  %220 = load i64, ptr %34, align 8
  %221 = trunc i64 %220 to i32
  %222 = getelementptr inbounds %struct.pair, ptr %49, i32 0, i32 0
  %223 = load i32, ptr %222, align 4
  %224 = add nsw i32 %221, %223
  ret i32 %224
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
