; ModuleID = 'programs/varargs_structs.c'
source_filename = "programs/varargs_structs.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.SL = type { [3 x i64] }
%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }

@__const.main.sl = private unnamed_addr constant %struct.SL { [3 x i64] [i64 1, i64 -2, i64 3] }, align 8
@.str = private unnamed_addr constant [8 x i8] c"idmlLun\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"nfnfnfnfdddddmmmmm\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"liLlimu\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"a=%a b=%a c=%a\0A\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"SI{%d,%d} \00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"SD{%g,%g} \00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"SM{%d,%g} \00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"SL{%ld,%ld,%ld} \00", align 1
@.str.8 = private unnamed_addr constant [10 x i8] c"SLD{%Lg} \00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"UF{%g} \00", align 1
@.str.10 = private unnamed_addr constant [9 x i8] c"int{%d} \00", align 1
@.str.11 = private unnamed_addr constant [9 x i8] c"dbl{%g} \00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.SL, align 8
  %2 = alloca %struct.SL, align 8
  %3 = alloca %struct.SL, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.sl, i64 24, i1 false), !tbaa.struct !6
  %4 = call double (ptr, ...) @walk(ptr noundef nonnull @.str, i64 7929556, [2 x double] alignstack(8) [double 1.500000e+00, double -2.500000e+00], [2 x i64] [i64 7, i64 4598175219545276416], ptr noundef nonnull %1, [1 x fp128] alignstack(16) [fp128 0xLBE76C8B4395810623FF50624DD2F1A9F], i64 1080033280, i32 noundef 99)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #8
  %5 = call double (ptr, ...) @walk(ptr noundef nonnull @.str.1, i32 noundef 1, double noundef 1.500000e+00, i32 noundef 2, double noundef 2.500000e+00, i32 noundef 3, double noundef 3.500000e+00, i32 noundef 4, double noundef 4.500000e+00, [2 x double] alignstack(8) [double 1.500000e+00, double -2.500000e+00], [2 x double] alignstack(8) [double 1.500000e+00, double -2.500000e+00], [2 x double] alignstack(8) [double 1.500000e+00, double -2.500000e+00], [2 x double] alignstack(8) [double 1.500000e+00, double -2.500000e+00], [2 x double] alignstack(8) [double 1.500000e+00, double -2.500000e+00], [2 x i64] [i64 7, i64 4598175219545276416], [2 x i64] [i64 7, i64 4598175219545276416], [2 x i64] [i64 7, i64 4598175219545276416], [2 x i64] [i64 7, i64 4598175219545276416], [2 x i64] [i64 7, i64 4598175219545276416])
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.sl, i64 24, i1 false), !tbaa.struct !6
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.sl, i64 24, i1 false), !tbaa.struct !6
  %6 = call double (ptr, ...) @walk(ptr noundef nonnull @.str.2, ptr noundef nonnull %2, i64 7929556, [1 x fp128] alignstack(16) [fp128 0xLBE76C8B4395810623FF50624DD2F1A9F], ptr noundef nonnull %3, i64 7929556, [2 x i64] [i64 7, i64 4598175219545276416], i64 1080033280)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #8
  %7 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %4, double noundef %5, double noundef %6)
  %8 = fptosi double %4 to i32
  %9 = and i32 %8, 127
  ret i32 %9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree noinline nounwind uwtable
define internal double @walk(ptr nocapture noundef readonly %0, ...) unnamed_addr #3 {
  %2 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = getelementptr inbounds i8, ptr %2, i64 28
  %4 = getelementptr inbounds i8, ptr %2, i64 16
  %5 = getelementptr inbounds i8, ptr %2, i64 24
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  br label %7

7:                                                ; preds = %194, %1
  %8 = phi ptr [ %0, %1 ], [ %196, %194 ]
  %9 = phi double [ 0.000000e+00, %1 ], [ %195, %194 ]
  %10 = load i8, ptr %8, align 1, !tbaa !7
  switch i8 %10, label %194 [
    i8 0, label %11
    i8 105, label %13
    i8 100, label %39
    i8 109, label %63
    i8 108, label %86
    i8 76, label %113
    i8 117, label %135
    i8 110, label %155
    i8 102, label %175
  ]

11:                                               ; preds = %7
  call void @llvm.va_end.p0(ptr nonnull %2)
  %12 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #8
  ret double %9

13:                                               ; preds = %7
  %14 = load i32, ptr %5, align 8
  %15 = icmp sgt i32 %14, -1
  br i1 %15, label %23, label %16

16:                                               ; preds = %13
  %17 = add nsw i32 %14, 8
  store i32 %17, ptr %5, align 8
  %18 = icmp ult i32 %14, -7
  br i1 %18, label %19, label %23

19:                                               ; preds = %16
  %20 = load ptr, ptr %6, align 8
  %21 = sext i32 %14 to i64
  %22 = getelementptr inbounds i8, ptr %20, i64 %21
  br label %26

23:                                               ; preds = %16, %13
  %24 = load ptr, ptr %2, align 8
  %25 = getelementptr inbounds i8, ptr %24, i64 8
  store ptr %25, ptr %2, align 8
  br label %26

26:                                               ; preds = %23, %19
  %27 = phi ptr [ %22, %19 ], [ %24, %23 ]
  %28 = load i16, ptr %27, align 8, !tbaa !10
  %29 = getelementptr inbounds i8, ptr %27, i64 2
  %30 = load i8, ptr %29, align 2, !tbaa !7
  %31 = fmul double %9, 2.000000e+00
  %32 = sext i16 %28 to i32
  %33 = sitofp i16 %28 to double
  %34 = fadd double %31, %33
  %35 = zext i8 %30 to i32
  %36 = uitofp i8 %30 to double
  %37 = fadd double %34, %36
  %38 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %32, i32 noundef %35)
  br label %194

39:                                               ; preds = %7
  %40 = load i32, ptr %3, align 4
  %41 = icmp sgt i32 %40, -1
  br i1 %41, label %50, label %42

42:                                               ; preds = %39
  %43 = add nsw i32 %40, 32
  store i32 %43, ptr %3, align 4
  %44 = icmp ult i32 %40, -31
  br i1 %44, label %45, label %50

45:                                               ; preds = %42
  %46 = load ptr, ptr %4, align 8
  %47 = sext i32 %40 to i64
  %48 = getelementptr inbounds i8, ptr %46, i64 %47
  %49 = getelementptr inbounds i8, ptr %48, i64 16
  br label %54

50:                                               ; preds = %42, %39
  %51 = load ptr, ptr %2, align 8
  %52 = getelementptr inbounds i8, ptr %51, i64 16
  store ptr %52, ptr %2, align 8
  %53 = getelementptr inbounds i8, ptr %51, i64 8
  br label %54

54:                                               ; preds = %50, %45
  %55 = phi ptr [ %49, %45 ], [ %53, %50 ]
  %56 = phi ptr [ %48, %45 ], [ %51, %50 ]
  %57 = load double, ptr %56, align 8
  %58 = load double, ptr %55, align 8
  %59 = fmul double %9, 2.000000e+00
  %60 = fadd double %59, %57
  %61 = fsub double %60, %58
  %62 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %57, double noundef %58)
  br label %194

63:                                               ; preds = %7
  %64 = load i32, ptr %5, align 8
  %65 = icmp sgt i32 %64, -1
  br i1 %65, label %73, label %66

66:                                               ; preds = %63
  %67 = add nsw i32 %64, 16
  store i32 %67, ptr %5, align 8
  %68 = icmp ult i32 %64, -15
  br i1 %68, label %69, label %73

69:                                               ; preds = %66
  %70 = load ptr, ptr %6, align 8
  %71 = sext i32 %64 to i64
  %72 = getelementptr inbounds i8, ptr %70, i64 %71
  br label %76

73:                                               ; preds = %66, %63
  %74 = load ptr, ptr %2, align 8
  %75 = getelementptr inbounds i8, ptr %74, i64 16
  store ptr %75, ptr %2, align 8
  br label %76

76:                                               ; preds = %73, %69
  %77 = phi ptr [ %72, %69 ], [ %74, %73 ]
  %78 = load i32, ptr %77, align 8, !tbaa !12
  %79 = getelementptr inbounds i8, ptr %77, i64 8
  %80 = load double, ptr %79, align 8, !tbaa !14
  %81 = fmul double %9, 2.000000e+00
  %82 = sitofp i32 %78 to double
  %83 = fmul double %80, %82
  %84 = fadd double %81, %83
  %85 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %78, double noundef %80)
  br label %194

86:                                               ; preds = %7
  %87 = load i32, ptr %5, align 8
  %88 = icmp sgt i32 %87, -1
  br i1 %88, label %96, label %89

89:                                               ; preds = %86
  %90 = add nsw i32 %87, 8
  store i32 %90, ptr %5, align 8
  %91 = icmp ult i32 %87, -7
  br i1 %91, label %92, label %96

92:                                               ; preds = %89
  %93 = load ptr, ptr %6, align 8
  %94 = sext i32 %87 to i64
  %95 = getelementptr inbounds i8, ptr %93, i64 %94
  br label %99

96:                                               ; preds = %89, %86
  %97 = load ptr, ptr %2, align 8
  %98 = getelementptr inbounds i8, ptr %97, i64 8
  store ptr %98, ptr %2, align 8
  br label %99

99:                                               ; preds = %96, %92
  %100 = phi ptr [ %95, %92 ], [ %97, %96 ]
  %101 = load ptr, ptr %100, align 8
  %102 = load i64, ptr %101, align 8
  %103 = getelementptr inbounds i8, ptr %101, i64 8
  %104 = load i64, ptr %103, align 8
  %105 = getelementptr inbounds i8, ptr %101, i64 16
  %106 = load i64, ptr %105, align 8, !tbaa !7
  %107 = fmul double %9, 2.000000e+00
  %108 = add nsw i64 %104, %102
  %109 = add nsw i64 %108, %106
  %110 = sitofp i64 %109 to double
  %111 = fadd double %107, %110
  %112 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %102, i64 noundef %104, i64 noundef %106)
  br label %194

113:                                              ; preds = %7
  %114 = load i32, ptr %3, align 4
  %115 = icmp sgt i32 %114, -1
  br i1 %115, label %123, label %116

116:                                              ; preds = %113
  %117 = add nsw i32 %114, 16
  store i32 %117, ptr %3, align 4
  %118 = icmp ult i32 %114, -15
  br i1 %118, label %119, label %123

119:                                              ; preds = %116
  %120 = load ptr, ptr %4, align 8
  %121 = sext i32 %114 to i64
  %122 = getelementptr inbounds i8, ptr %120, i64 %121
  br label %128

123:                                              ; preds = %116, %113
  %124 = load ptr, ptr %2, align 8
  %125 = getelementptr inbounds i8, ptr %124, i64 15
  %126 = call align 16 ptr @llvm.ptrmask.p0.i64(ptr nonnull %125, i64 -16)
  %127 = getelementptr inbounds i8, ptr %126, i64 16
  store ptr %127, ptr %2, align 8
  br label %128

128:                                              ; preds = %123, %119
  %129 = phi ptr [ %122, %119 ], [ %126, %123 ]
  %130 = load fp128, ptr %129, align 16, !tbaa !16
  %131 = fmul double %9, 2.000000e+00
  %132 = fptrunc fp128 %130 to double
  %133 = fadd double %131, %132
  %134 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, fp128 noundef %130)
  br label %194

135:                                              ; preds = %7
  %136 = load i32, ptr %5, align 8
  %137 = icmp sgt i32 %136, -1
  br i1 %137, label %145, label %138

138:                                              ; preds = %135
  %139 = add nsw i32 %136, 8
  store i32 %139, ptr %5, align 8
  %140 = icmp ult i32 %136, -7
  br i1 %140, label %141, label %145

141:                                              ; preds = %138
  %142 = load ptr, ptr %6, align 8
  %143 = sext i32 %136 to i64
  %144 = getelementptr inbounds i8, ptr %142, i64 %143
  br label %148

145:                                              ; preds = %138, %135
  %146 = load ptr, ptr %2, align 8
  %147 = getelementptr inbounds i8, ptr %146, i64 8
  store ptr %147, ptr %2, align 8
  br label %148

148:                                              ; preds = %145, %141
  %149 = phi ptr [ %144, %141 ], [ %146, %145 ]
  %150 = load float, ptr %149, align 8, !tbaa !7
  %151 = fmul double %9, 2.000000e+00
  %152 = fpext float %150 to double
  %153 = fadd double %151, %152
  %154 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef %152)
  br label %194

155:                                              ; preds = %7
  %156 = load i32, ptr %5, align 8
  %157 = icmp sgt i32 %156, -1
  br i1 %157, label %165, label %158

158:                                              ; preds = %155
  %159 = add nsw i32 %156, 8
  store i32 %159, ptr %5, align 8
  %160 = icmp ult i32 %156, -7
  br i1 %160, label %161, label %165

161:                                              ; preds = %158
  %162 = load ptr, ptr %6, align 8
  %163 = sext i32 %156 to i64
  %164 = getelementptr inbounds i8, ptr %162, i64 %163
  br label %168

165:                                              ; preds = %158, %155
  %166 = load ptr, ptr %2, align 8
  %167 = getelementptr inbounds i8, ptr %166, i64 8
  store ptr %167, ptr %2, align 8
  br label %168

168:                                              ; preds = %165, %161
  %169 = phi ptr [ %164, %161 ], [ %166, %165 ]
  %170 = load i32, ptr %169, align 8, !tbaa !12
  %171 = fmul double %9, 2.000000e+00
  %172 = sitofp i32 %170 to double
  %173 = fadd double %171, %172
  %174 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %170)
  br label %194

175:                                              ; preds = %7
  %176 = load i32, ptr %3, align 4
  %177 = icmp sgt i32 %176, -1
  br i1 %177, label %185, label %178

178:                                              ; preds = %175
  %179 = add nsw i32 %176, 16
  store i32 %179, ptr %3, align 4
  %180 = icmp ult i32 %176, -15
  br i1 %180, label %181, label %185

181:                                              ; preds = %178
  %182 = load ptr, ptr %4, align 8
  %183 = sext i32 %176 to i64
  %184 = getelementptr inbounds i8, ptr %182, i64 %183
  br label %188

185:                                              ; preds = %178, %175
  %186 = load ptr, ptr %2, align 8
  %187 = getelementptr inbounds i8, ptr %186, i64 8
  store ptr %187, ptr %2, align 8
  br label %188

188:                                              ; preds = %185, %181
  %189 = phi ptr [ %184, %181 ], [ %186, %185 ]
  %190 = load double, ptr %189, align 8, !tbaa !14
  %191 = fmul double %9, 2.000000e+00
  %192 = fadd double %191, %190
  %193 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef %190)
  br label %194

194:                                              ; preds = %7, %26, %54, %76, %99, %128, %148, %168, %188
  %195 = phi double [ %192, %188 ], [ %173, %168 ], [ %153, %148 ], [ %133, %128 ], [ %111, %99 ], [ %84, %76 ], [ %61, %54 ], [ %37, %26 ], [ %9, %7 ]
  %196 = getelementptr inbounds i8, ptr %8, i64 1
  br label %7, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.ptrmask.p0.i64(ptr, i64) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree noinline nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{i64 0, i64 24, !7}
!7 = !{!8, !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"short", !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !8, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"double", !8, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"long double", !8, i64 0}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
