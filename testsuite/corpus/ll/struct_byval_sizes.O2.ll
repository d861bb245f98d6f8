; ModuleID = 'programs/struct_byval_sizes.c'
source_filename = "programs/struct_byval_sizes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.s100 = type { [100 x i8] }
%struct.s64 = type { [64 x i8] }
%struct.s63 = type { [63 x i8] }
%struct.s48 = type { [48 x i8] }
%struct.s40 = type { [40 x i8] }
%struct.s33 = type { [33 x i8] }
%struct.s32 = type { [32 x i8] }
%struct.s31 = type { [31 x i8] }
%struct.s24 = type { [24 x i8] }
%struct.s23 = type { [23 x i8] }
%struct.s20 = type { [20 x i8] }
%struct.s17 = type { [17 x i8] }
%struct.s16 = type { [16 x i8] }
%struct.s15 = type { [15 x i8] }
%struct.s14 = type { [14 x i8] }
%struct.s13 = type { [13 x i8] }
%struct.s12 = type { [12 x i8] }
%struct.s11 = type { [11 x i8] }
%struct.s10 = type { [10 x i8] }
%struct.s9 = type { [9 x i8] }

@.str = private unnamed_addr constant [12 x i8] c"total=%08x\0A\00", align 1
@total = internal unnamed_addr global i32 0, align 4
@.str.1 = private unnamed_addr constant [53 x i8] c"size %2d sizeof=%2zu sum=%08x bumped=%08x late=%08x\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.s100, align 8
  %2 = alloca %struct.s100, align 8
  %3 = alloca %struct.s64, align 8
  %4 = alloca %struct.s64, align 8
  %5 = alloca %struct.s63, align 8
  %6 = alloca %struct.s63, align 8
  %7 = alloca %struct.s48, align 8
  %8 = alloca %struct.s48, align 8
  %9 = alloca %struct.s40, align 8
  %10 = alloca %struct.s40, align 8
  %11 = alloca %struct.s33, align 8
  %12 = alloca %struct.s33, align 8
  %13 = alloca %struct.s32, align 8
  %14 = alloca %struct.s32, align 8
  %15 = alloca %struct.s31, align 8
  %16 = alloca %struct.s31, align 8
  %17 = alloca %struct.s24, align 8
  %18 = alloca %struct.s24, align 8
  %19 = alloca %struct.s23, align 8
  %20 = alloca %struct.s23, align 8
  %21 = alloca %struct.s20, align 8
  %22 = alloca %struct.s20, align 8
  %23 = alloca %struct.s17, align 8
  %24 = alloca %struct.s17, align 8
  %25 = alloca %struct.s16, align 8
  %26 = alloca %struct.s16, align 8
  %27 = alloca %struct.s15, align 8
  %28 = alloca %struct.s15, align 8
  %29 = alloca %struct.s14, align 8
  %30 = alloca %struct.s14, align 8
  %31 = alloca %struct.s13, align 8
  %32 = alloca %struct.s13, align 8
  %33 = alloca %struct.s12, align 8
  %34 = alloca %struct.s12, align 8
  %35 = alloca %struct.s11, align 8
  %36 = alloca %struct.s11, align 8
  %37 = alloca %struct.s10, align 8
  %38 = alloca %struct.s10, align 8
  %39 = alloca %struct.s9, align 8
  %40 = alloca %struct.s9, align 8
  %41 = tail call fastcc i8 @make1()
  %42 = tail call fastcc i8 @bump1(i8 %41)
  %43 = tail call fastcc i32 @sum1(i8 %41)
  %44 = tail call fastcc i32 @sum1(i8 %42)
  %45 = tail call fastcc i32 @late1(i8 %42, i8 %41)
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1, i64 noundef 1, i32 noundef %43, i32 noundef %44, i32 noundef %45)
  %47 = load i32, ptr @total, align 4, !tbaa !5
  %48 = xor i32 %43, %47
  %49 = xor i32 %48, %44
  %50 = xor i32 %49, %45
  store i32 %50, ptr @total, align 4, !tbaa !5
  %51 = tail call fastcc i16 @make2()
  %52 = tail call fastcc i16 @bump2(i16 %51)
  %53 = tail call fastcc i32 @sum2(i16 %51)
  %54 = tail call fastcc i32 @sum2(i16 %52)
  %55 = tail call fastcc i32 @late2(i16 %52, i16 %51)
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2, i64 noundef 2, i32 noundef %53, i32 noundef %54, i32 noundef %55)
  %57 = load i32, ptr @total, align 4, !tbaa !5
  %58 = xor i32 %53, %57
  %59 = xor i32 %58, %54
  %60 = xor i32 %59, %55
  store i32 %60, ptr @total, align 4, !tbaa !5
  %61 = tail call fastcc i24 @make3()
  %62 = tail call fastcc i24 @bump3(i24 %61)
  %63 = tail call fastcc i32 @sum3(i24 %61)
  %64 = tail call fastcc i32 @sum3(i24 %62)
  %65 = tail call fastcc i32 @late3(i24 %62, i24 %61)
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 3, i64 noundef 3, i32 noundef %63, i32 noundef %64, i32 noundef %65)
  %67 = load i32, ptr @total, align 4, !tbaa !5
  %68 = xor i32 %63, %67
  %69 = xor i32 %68, %64
  %70 = xor i32 %69, %65
  store i32 %70, ptr @total, align 4, !tbaa !5
  %71 = tail call fastcc i32 @make4()
  %72 = tail call fastcc i32 @bump4(i32 %71)
  %73 = tail call fastcc i32 @sum4(i32 %71)
  %74 = tail call fastcc i32 @sum4(i32 %72)
  %75 = tail call fastcc i32 @late4(i32 %72, i32 %71)
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 4, i64 noundef 4, i32 noundef %73, i32 noundef %74, i32 noundef %75)
  %77 = load i32, ptr @total, align 4, !tbaa !5
  %78 = xor i32 %73, %77
  %79 = xor i32 %78, %74
  %80 = xor i32 %79, %75
  store i32 %80, ptr @total, align 4, !tbaa !5
  %81 = tail call fastcc i40 @make5()
  %82 = tail call fastcc i40 @bump5(i40 %81)
  %83 = tail call fastcc i32 @sum5(i40 %81)
  %84 = tail call fastcc i32 @sum5(i40 %82)
  %85 = tail call fastcc i32 @late5(i40 %82, i40 %81)
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 5, i64 noundef 5, i32 noundef %83, i32 noundef %84, i32 noundef %85)
  %87 = load i32, ptr @total, align 4, !tbaa !5
  %88 = xor i32 %83, %87
  %89 = xor i32 %88, %84
  %90 = xor i32 %89, %85
  store i32 %90, ptr @total, align 4, !tbaa !5
  %91 = tail call fastcc i48 @make6()
  %92 = tail call fastcc i48 @bump6(i48 %91)
  %93 = tail call fastcc i32 @sum6(i48 %91)
  %94 = tail call fastcc i32 @sum6(i48 %92)
  %95 = tail call fastcc i32 @late6(i48 %92, i48 %91)
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 6, i64 noundef 6, i32 noundef %93, i32 noundef %94, i32 noundef %95)
  %97 = load i32, ptr @total, align 4, !tbaa !5
  %98 = xor i32 %93, %97
  %99 = xor i32 %98, %94
  %100 = xor i32 %99, %95
  store i32 %100, ptr @total, align 4, !tbaa !5
  %101 = tail call fastcc i56 @make7()
  %102 = tail call fastcc i56 @bump7(i56 %101)
  %103 = tail call fastcc i32 @sum7(i56 %101)
  %104 = tail call fastcc i32 @sum7(i56 %102)
  %105 = tail call fastcc i32 @late7(i56 %102, i56 %101)
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 7, i64 noundef 7, i32 noundef %103, i32 noundef %104, i32 noundef %105)
  %107 = load i32, ptr @total, align 4, !tbaa !5
  %108 = xor i32 %103, %107
  %109 = xor i32 %108, %104
  %110 = xor i32 %109, %105
  store i32 %110, ptr @total, align 4, !tbaa !5
  %111 = tail call fastcc i64 @make8()
  %112 = tail call fastcc i64 @bump8(i64 %111)
  %113 = tail call fastcc i32 @sum8(i64 %111)
  %114 = tail call fastcc i32 @sum8(i64 %112)
  %115 = tail call fastcc i32 @late8(i64 %112, i64 %111)
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 8, i64 noundef 8, i32 noundef %113, i32 noundef %114, i32 noundef %115)
  %117 = load i32, ptr @total, align 4, !tbaa !5
  %118 = xor i32 %113, %117
  %119 = xor i32 %118, %114
  %120 = xor i32 %119, %115
  store i32 %120, ptr @total, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 9, ptr nonnull %39) #12
  %121 = tail call fastcc { i64, i8 } @make9()
  %122 = extractvalue { i64, i8 } %121, 0
  %123 = extractvalue { i64, i8 } %121, 1
  store i64 %122, ptr %39, align 8
  %124 = getelementptr inbounds i8, ptr %39, i64 8
  store i8 %123, ptr %124, align 8
  call void @llvm.lifetime.start.p0(i64 9, ptr nonnull %40) #12
  %125 = tail call fastcc { i64, i8 } @bump9(i64 %122, i8 %123)
  %126 = extractvalue { i64, i8 } %125, 0
  %127 = extractvalue { i64, i8 } %125, 1
  store i64 %126, ptr %40, align 8
  %128 = getelementptr inbounds i8, ptr %40, i64 8
  store i8 %127, ptr %128, align 8
  %129 = tail call fastcc i32 @sum9(i64 %122, i8 %123)
  %130 = tail call fastcc i32 @sum9(i64 %126, i8 %127)
  %131 = tail call fastcc i32 @late9(ptr noundef nonnull byval(%struct.s9) align 8 %40, ptr noundef nonnull byval(%struct.s9) align 8 %39)
  %132 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 9, i64 noundef 9, i32 noundef %129, i32 noundef %130, i32 noundef %131)
  %133 = load i32, ptr @total, align 4, !tbaa !5
  %134 = xor i32 %129, %133
  %135 = xor i32 %134, %130
  %136 = xor i32 %135, %131
  store i32 %136, ptr @total, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 9, ptr nonnull %40) #12
  call void @llvm.lifetime.end.p0(i64 9, ptr nonnull %39) #12
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %37) #12
  %137 = tail call fastcc { i64, i16 } @make10()
  %138 = extractvalue { i64, i16 } %137, 0
  %139 = extractvalue { i64, i16 } %137, 1
  store i64 %138, ptr %37, align 8
  %140 = getelementptr inbounds i8, ptr %37, i64 8
  store i16 %139, ptr %140, align 8
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %38) #12
  %141 = tail call fastcc { i64, i16 } @bump10(i64 %138, i16 %139)
  %142 = extractvalue { i64, i16 } %141, 0
  %143 = extractvalue { i64, i16 } %141, 1
  store i64 %142, ptr %38, align 8
  %144 = getelementptr inbounds i8, ptr %38, i64 8
  store i16 %143, ptr %144, align 8
  %145 = tail call fastcc i32 @sum10(i64 %138, i16 %139)
  %146 = tail call fastcc i32 @sum10(i64 %142, i16 %143)
  %147 = tail call fastcc i32 @late10(ptr noundef nonnull byval(%struct.s10) align 8 %38, ptr noundef nonnull byval(%struct.s10) align 8 %37)
  %148 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 10, i64 noundef 10, i32 noundef %145, i32 noundef %146, i32 noundef %147)
  %149 = load i32, ptr @total, align 4, !tbaa !5
  %150 = xor i32 %145, %149
  %151 = xor i32 %150, %146
  %152 = xor i32 %151, %147
  store i32 %152, ptr @total, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %38) #12
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %37) #12
  call void @llvm.lifetime.start.p0(i64 11, ptr nonnull %35) #12
  %153 = tail call fastcc { i64, i24 } @make11()
  %154 = extractvalue { i64, i24 } %153, 0
  %155 = extractvalue { i64, i24 } %153, 1
  store i64 %154, ptr %35, align 8
  %156 = getelementptr inbounds i8, ptr %35, i64 8
  store i24 %155, ptr %156, align 8
  call void @llvm.lifetime.start.p0(i64 11, ptr nonnull %36) #12
  %157 = tail call fastcc { i64, i24 } @bump11(i64 %154, i24 %155)
  %158 = extractvalue { i64, i24 } %157, 0
  %159 = extractvalue { i64, i24 } %157, 1
  store i64 %158, ptr %36, align 8
  %160 = getelementptr inbounds i8, ptr %36, i64 8
  store i24 %159, ptr %160, align 8
  %161 = tail call fastcc i32 @sum11(i64 %154, i24 %155)
  %162 = tail call fastcc i32 @sum11(i64 %158, i24 %159)
  %163 = tail call fastcc i32 @late11(ptr noundef nonnull byval(%struct.s11) align 8 %36, ptr noundef nonnull byval(%struct.s11) align 8 %35)
  %164 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 11, i64 noundef 11, i32 noundef %161, i32 noundef %162, i32 noundef %163)
  %165 = load i32, ptr @total, align 4, !tbaa !5
  %166 = xor i32 %161, %165
  %167 = xor i32 %166, %162
  %168 = xor i32 %167, %163
  store i32 %168, ptr @total, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 11, ptr nonnull %36) #12
  call void @llvm.lifetime.end.p0(i64 11, ptr nonnull %35) #12
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %33) #12
  %169 = tail call fastcc { i64, i32 } @make12()
  %170 = extractvalue { i64, i32 } %169, 0
  %171 = extractvalue { i64, i32 } %169, 1
  store i64 %170, ptr %33, align 8
  %172 = getelementptr inbounds i8, ptr %33, i64 8
  store i32 %171, ptr %172, align 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %34) #12
  %173 = tail call fastcc { i64, i32 } @bump12(i64 %170, i32 %171)
  %174 = extractvalue { i64, i32 } %173, 0
  %175 = extractvalue { i64, i32 } %173, 1
  store i64 %174, ptr %34, align 8
  %176 = getelementptr inbounds i8, ptr %34, i64 8
  store i32 %175, ptr %176, align 8
  %177 = tail call fastcc i32 @sum12(i64 %170, i32 %171)
  %178 = tail call fastcc i32 @sum12(i64 %174, i32 %175)
  %179 = tail call fastcc i32 @late12(ptr noundef nonnull byval(%struct.s12) align 8 %34, ptr noundef nonnull byval(%struct.s12) align 8 %33)
  %180 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 12, i64 noundef 12, i32 noundef %177, i32 noundef %178, i32 noundef %179)
  %181 = load i32, ptr @total, align 4, !tbaa !5
  %182 = xor i32 %177, %181
  %183 = xor i32 %182, %178
  %184 = xor i32 %183, %179
  store i32 %184, ptr @total, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %34) #12
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %33) #12
  call void @llvm.lifetime.start.p0(i64 13, ptr nonnull %31) #12
  %185 = tail call fastcc { i64, i40 } @make13()
  %186 = extractvalue { i64, i40 } %185, 0
  %187 = extractvalue { i64, i40 } %185, 1
  store i64 %186, ptr %31, align 8
  %188 = getelementptr inbounds i8, ptr %31, i64 8
  store i40 %187, ptr %188, align 8
  call void @llvm.lifetime.start.p0(i64 13, ptr nonnull %32) #12
  %189 = tail call fastcc { i64, i40 } @bump13(i64 %186, i40 %187)
  %190 = extractvalue { i64, i40 } %189, 0
  %191 = extractvalue { i64, i40 } %189, 1
  store i64 %190, ptr %32, align 8
  %192 = getelementptr inbounds i8, ptr %32, i64 8
  store i40 %191, ptr %192, align 8
  %193 = tail call fastcc i32 @sum13(i64 %186, i40 %187)
  %194 = tail call fastcc i32 @sum13(i64 %190, i40 %191)
  %195 = tail call fastcc i32 @late13(ptr noundef nonnull byval(%struct.s13) align 8 %32, ptr noundef nonnull byval(%struct.s13) align 8 %31)
  %196 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 13, i64 noundef 13, i32 noundef %193, i32 noundef %194, i32 noundef %195)
  %197 = load i32, ptr @total, align 4, !tbaa !5
  %198 = xor i32 %193, %197
  %199 = xor i32 %198, %194
  %200 = xor i32 %199, %195
  store i32 %200, ptr @total, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 13, ptr nonnull %32) #12
  call void @llvm.lifetime.end.p0(i64 13, ptr nonnull %31) #12
  call void @llvm.lifetime.start.p0(i64 14, ptr nonnull %29) #12
  %201 = tail call fastcc { i64, i48 } @make14()
  %202 = extractvalue { i64, i48 } %201, 0
  %203 = extractvalue { i64, i48 } %201, 1
  store i64 %202, ptr %29, align 8
  %204 = getelementptr inbounds i8, ptr %29, i64 8
  store i48 %203, ptr %204, align 8
  call void @llvm.lifetime.start.p0(i64 14, ptr nonnull %30) #12
  %205 = tail call fastcc { i64, i48 } @bump14(i64 %202, i48 %203)
  %206 = extractvalue { i64, i48 } %205, 0
  %207 = extractvalue { i64, i48 } %205, 1
  store i64 %206, ptr %30, align 8
  %208 = getelementptr inbounds i8, ptr %30, i64 8
  store i48 %207, ptr %208, align 8
  %209 = tail call fastcc i32 @sum14(i64 %202, i48 %203)
  %210 = tail call fastcc i32 @sum14(i64 %206, i48 %207)
  %211 = tail call fastcc i32 @late14(ptr noundef nonnull byval(%struct.s14) align 8 %30, ptr noundef nonnull byval(%struct.s14) align 8 %29)
  %212 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 14, i64 noundef 14, i32 noundef %209, i32 noundef %210, i32 noundef %211)
  %213 = load i32, ptr @total, align 4, !tbaa !5
  %214 = xor i32 %209, %213
  %215 = xor i32 %214, %210
  %216 = xor i32 %215, %211
  store i32 %216, ptr @total, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 14, ptr nonnull %30) #12
  call void @llvm.lifetime.end.p0(i64 14, ptr nonnull %29) #12
  call void @llvm.lifetime.start.p0(i64 15, ptr nonnull %27) #12
  %217 = tail call fastcc { i64, i56 } @make15()
  %218 = extractvalue { i64, i56 } %217, 0
  %219 = extractvalue { i64, i56 } %217, 1
  store i64 %218, ptr %27, align 8
  %220 = getelementptr inbounds i8, ptr %27, i64 8
  store i56 %219, ptr %220, align 8
  call void @llvm.lifetime.start.p0(i64 15, ptr nonnull %28) #12
  %221 = tail call fastcc { i64, i56 } @bump15(i64 %218, i56 %219)
  %222 = extractvalue { i64, i56 } %221, 0
  %223 = extractvalue { i64, i56 } %221, 1
  store i64 %222, ptr %28, align 8
  %224 = getelementptr inbounds i8, ptr %28, i64 8
  store i56 %223, ptr %224, align 8
  %225 = tail call fastcc i32 @sum15(i64 %218, i56 %219)
  %226 = tail call fastcc i32 @sum15(i64 %222, i56 %223)
  %227 = tail call fastcc i32 @late15(ptr noundef nonnull byval(%struct.s15) align 8 %28, ptr noundef nonnull byval(%struct.s15) align 8 %27)
  %228 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 15, i64 noundef 15, i32 noundef %225, i32 noundef %226, i32 noundef %227)
  %229 = load i32, ptr @total, align 4, !tbaa !5
  %230 = xor i32 %225, %229
  %231 = xor i32 %230, %226
  %232 = xor i32 %231, %227
  store i32 %232, ptr @total, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 15, ptr nonnull %28) #12
  call void @llvm.lifetime.end.p0(i64 15, ptr nonnull %27) #12
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %25) #12
  %233 = tail call fastcc { i64, i64 } @make16()
  %234 = extractvalue { i64, i64 } %233, 0
  store i64 %234, ptr %25, align 8
  %235 = getelementptr inbounds i8, ptr %25, i64 8
  %236 = extractvalue { i64, i64 } %233, 1
  store i64 %236, ptr %235, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %26) #12
  %237 = tail call fastcc { i64, i64 } @bump16(i64 %234, i64 %236)
  %238 = extractvalue { i64, i64 } %237, 0
  store i64 %238, ptr %26, align 8
  %239 = getelementptr inbounds i8, ptr %26, i64 8
  %240 = extractvalue { i64, i64 } %237, 1
  store i64 %240, ptr %239, align 8
  %241 = tail call fastcc i32 @sum16(i64 %234, i64 %236)
  %242 = tail call fastcc i32 @sum16(i64 %238, i64 %240)
  %243 = tail call fastcc i32 @late16(ptr noundef nonnull byval(%struct.s16) align 8 %26, ptr noundef nonnull byval(%struct.s16) align 8 %25)
  %244 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 16, i64 noundef 16, i32 noundef %241, i32 noundef %242, i32 noundef %243)
  %245 = load i32, ptr @total, align 4, !tbaa !5
  %246 = xor i32 %241, %245
  %247 = xor i32 %246, %242
  %248 = xor i32 %247, %243
  store i32 %248, ptr @total, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %26) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %25) #12
  call void @llvm.lifetime.start.p0(i64 17, ptr nonnull %23) #12
  call fastcc void @make17(ptr dead_on_unwind nonnull writable sret(%struct.s17) align 1 %23)
  call void @llvm.lifetime.start.p0(i64 17, ptr nonnull %24) #12
  call fastcc void @bump17(ptr dead_on_unwind nonnull writable sret(%struct.s17) align 1 %24, ptr noundef nonnull byval(%struct.s17) align 8 %23)
  %249 = tail call fastcc i32 @sum17(ptr noundef nonnull byval(%struct.s17) align 8 %23)
  %250 = tail call fastcc i32 @sum17(ptr noundef nonnull byval(%struct.s17) align 8 %24)
  %251 = tail call fastcc i32 @late17(ptr noundef nonnull byval(%struct.s17) align 8 %24, ptr noundef nonnull byval(%struct.s17) align 8 %23)
  %252 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 17, i64 noundef 17, i32 noundef %249, i32 noundef %250, i32 noundef %251)
  %253 = load i32, ptr @total, align 4, !tbaa !5
  %254 = xor i32 %249, %253
  %255 = xor i32 %254, %250
  %256 = xor i32 %255, %251
  store i32 %256, ptr @total, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 17, ptr nonnull %24) #12
  call void @llvm.lifetime.end.p0(i64 17, ptr nonnull %23) #12
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %21) #12
  call fastcc void @make20(ptr dead_on_unwind nonnull writable sret(%struct.s20) align 1 %21)
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %22) #12
  call fastcc void @bump20(ptr dead_on_unwind nonnull writable sret(%struct.s20) align 1 %22, ptr noundef nonnull byval(%struct.s20) align 8 %21)
  %257 = tail call fastcc i32 @sum20(ptr noundef nonnull byval(%struct.s20) align 8 %21)
  %258 = tail call fastcc i32 @sum20(ptr noundef nonnull byval(%struct.s20) align 8 %22)
  %259 = tail call fastcc i32 @late20(ptr noundef nonnull byval(%struct.s20) align 8 %22, ptr noundef nonnull byval(%struct.s20) align 8 %21)
  %260 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 20, i64 noundef 20, i32 noundef %257, i32 noundef %258, i32 noundef %259)
  %261 = load i32, ptr @total, align 4, !tbaa !5
  %262 = xor i32 %257, %261
  %263 = xor i32 %262, %258
  %264 = xor i32 %263, %259
  store i32 %264, ptr @total, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %22) #12
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %21) #12
  call void @llvm.lifetime.start.p0(i64 23, ptr nonnull %19) #12
  call fastcc void @make23(ptr dead_on_unwind nonnull writable sret(%struct.s23) align 1 %19)
  call void @llvm.lifetime.start.p0(i64 23, ptr nonnull %20) #12
  call fastcc void @bump23(ptr dead_on_unwind nonnull writable sret(%struct.s23) align 1 %20, ptr noundef nonnull byval(%struct.s23) align 8 %19)
  %265 = tail call fastcc i32 @sum23(ptr noundef nonnull byval(%struct.s23) align 8 %19)
  %266 = tail call fastcc i32 @sum23(ptr noundef nonnull byval(%struct.s23) align 8 %20)
  %267 = tail call fastcc i32 @late23(ptr noundef nonnull byval(%struct.s23) align 8 %20, ptr noundef nonnull byval(%struct.s23) align 8 %19)
  %268 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 23, i64 noundef 23, i32 noundef %265, i32 noundef %266, i32 noundef %267)
  %269 = load i32, ptr @total, align 4, !tbaa !5
  %270 = xor i32 %265, %269
  %271 = xor i32 %270, %266
  %272 = xor i32 %271, %267
  store i32 %272, ptr @total, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 23, ptr nonnull %20) #12
  call void @llvm.lifetime.end.p0(i64 23, ptr nonnull %19) #12
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %17) #12
  call fastcc void @make24(ptr dead_on_unwind nonnull writable sret(%struct.s24) align 1 %17)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %18) #12
  call fastcc void @bump24(ptr dead_on_unwind nonnull writable sret(%struct.s24) align 1 %18, ptr noundef nonnull byval(%struct.s24) align 8 %17)
  %273 = tail call fastcc i32 @sum24(ptr noundef nonnull byval(%struct.s24) align 8 %17)
  %274 = tail call fastcc i32 @sum24(ptr noundef nonnull byval(%struct.s24) align 8 %18)
  %275 = tail call fastcc i32 @late24(ptr noundef nonnull byval(%struct.s24) align 8 %18, ptr noundef nonnull byval(%struct.s24) align 8 %17)
  %276 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 24, i64 noundef 24, i32 noundef %273, i32 noundef %274, i32 noundef %275)
  %277 = load i32, ptr @total, align 4, !tbaa !5
  %278 = xor i32 %273, %277
  %279 = xor i32 %278, %274
  %280 = xor i32 %279, %275
  store i32 %280, ptr @total, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %18) #12
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %17) #12
  call void @llvm.lifetime.start.p0(i64 31, ptr nonnull %15) #12
  call fastcc void @make31(ptr dead_on_unwind nonnull writable sret(%struct.s31) align 1 %15)
  call void @llvm.lifetime.start.p0(i64 31, ptr nonnull %16) #12
  call fastcc void @bump31(ptr dead_on_unwind nonnull writable sret(%struct.s31) align 1 %16, ptr noundef nonnull byval(%struct.s31) align 8 %15)
  %281 = tail call fastcc i32 @sum31(ptr noundef nonnull byval(%struct.s31) align 8 %15)
  %282 = tail call fastcc i32 @sum31(ptr noundef nonnull byval(%struct.s31) align 8 %16)
  %283 = tail call fastcc i32 @late31(ptr noundef nonnull byval(%struct.s31) align 8 %16, ptr noundef nonnull byval(%struct.s31) align 8 %15)
  %284 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 31, i64 noundef 31, i32 noundef %281, i32 noundef %282, i32 noundef %283)
  %285 = load i32, ptr @total, align 4, !tbaa !5
  %286 = xor i32 %281, %285
  %287 = xor i32 %286, %282
  %288 = xor i32 %287, %283
  store i32 %288, ptr @total, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 31, ptr nonnull %16) #12
  call void @llvm.lifetime.end.p0(i64 31, ptr nonnull %15) #12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #12
  call fastcc void @make32(ptr dead_on_unwind nonnull writable sret(%struct.s32) align 1 %13)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #12
  call fastcc void @bump32(ptr dead_on_unwind nonnull writable sret(%struct.s32) align 1 %14, ptr noundef nonnull byval(%struct.s32) align 8 %13)
  %289 = tail call fastcc i32 @sum32(ptr noundef nonnull byval(%struct.s32) align 8 %13)
  %290 = tail call fastcc i32 @sum32(ptr noundef nonnull byval(%struct.s32) align 8 %14)
  %291 = tail call fastcc i32 @late32(ptr noundef nonnull byval(%struct.s32) align 8 %14, ptr noundef nonnull byval(%struct.s32) align 8 %13)
  %292 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 32, i64 noundef 32, i32 noundef %289, i32 noundef %290, i32 noundef %291)
  %293 = load i32, ptr @total, align 4, !tbaa !5
  %294 = xor i32 %289, %293
  %295 = xor i32 %294, %290
  %296 = xor i32 %295, %291
  store i32 %296, ptr @total, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #12
  call void @llvm.lifetime.start.p0(i64 33, ptr nonnull %11) #12
  call fastcc void @make33(ptr dead_on_unwind nonnull writable sret(%struct.s33) align 1 %11)
  call void @llvm.lifetime.start.p0(i64 33, ptr nonnull %12) #12
  call fastcc void @bump33(ptr dead_on_unwind nonnull writable sret(%struct.s33) align 1 %12, ptr noundef nonnull byval(%struct.s33) align 8 %11)
  %297 = tail call fastcc i32 @sum33(ptr noundef nonnull byval(%struct.s33) align 8 %11)
  %298 = tail call fastcc i32 @sum33(ptr noundef nonnull byval(%struct.s33) align 8 %12)
  %299 = tail call fastcc i32 @late33(ptr noundef nonnull byval(%struct.s33) align 8 %12, ptr noundef nonnull byval(%struct.s33) align 8 %11)
  %300 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 33, i64 noundef 33, i32 noundef %297, i32 noundef %298, i32 noundef %299)
  %301 = load i32, ptr @total, align 4, !tbaa !5
  %302 = xor i32 %297, %301
  %303 = xor i32 %302, %298
  %304 = xor i32 %303, %299
  store i32 %304, ptr @total, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 33, ptr nonnull %12) #12
  call void @llvm.lifetime.end.p0(i64 33, ptr nonnull %11) #12
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %9) #12
  call fastcc void @make40(ptr dead_on_unwind nonnull writable sret(%struct.s40) align 1 %9)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %10) #12
  call fastcc void @bump40(ptr dead_on_unwind nonnull writable sret(%struct.s40) align 1 %10, ptr noundef nonnull byval(%struct.s40) align 8 %9)
  %305 = tail call fastcc i32 @sum40(ptr noundef nonnull byval(%struct.s40) align 8 %9)
  %306 = tail call fastcc i32 @sum40(ptr noundef nonnull byval(%struct.s40) align 8 %10)
  %307 = tail call fastcc i32 @late40(ptr noundef nonnull byval(%struct.s40) align 8 %10, ptr noundef nonnull byval(%struct.s40) align 8 %9)
  %308 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 40, i64 noundef 40, i32 noundef %305, i32 noundef %306, i32 noundef %307)
  %309 = load i32, ptr @total, align 4, !tbaa !5
  %310 = xor i32 %305, %309
  %311 = xor i32 %310, %306
  %312 = xor i32 %311, %307
  store i32 %312, ptr @total, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %10) #12
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %9) #12
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %7) #12
  call fastcc void @make48(ptr dead_on_unwind nonnull writable sret(%struct.s48) align 1 %7)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %8) #12
  call fastcc void @bump48(ptr dead_on_unwind nonnull writable sret(%struct.s48) align 1 %8, ptr noundef nonnull byval(%struct.s48) align 8 %7)
  %313 = tail call fastcc i32 @sum48(ptr noundef nonnull byval(%struct.s48) align 8 %7)
  %314 = tail call fastcc i32 @sum48(ptr noundef nonnull byval(%struct.s48) align 8 %8)
  %315 = tail call fastcc i32 @late48(ptr noundef nonnull byval(%struct.s48) align 8 %8, ptr noundef nonnull byval(%struct.s48) align 8 %7)
  %316 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 48, i64 noundef 48, i32 noundef %313, i32 noundef %314, i32 noundef %315)
  %317 = load i32, ptr @total, align 4, !tbaa !5
  %318 = xor i32 %313, %317
  %319 = xor i32 %318, %314
  %320 = xor i32 %319, %315
  store i32 %320, ptr @total, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %8) #12
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %7) #12
  call void @llvm.lifetime.start.p0(i64 63, ptr nonnull %5) #12
  call fastcc void @make63(ptr dead_on_unwind nonnull writable sret(%struct.s63) align 1 %5)
  call void @llvm.lifetime.start.p0(i64 63, ptr nonnull %6) #12
  call fastcc void @bump63(ptr dead_on_unwind nonnull writable sret(%struct.s63) align 1 %6, ptr noundef nonnull byval(%struct.s63) align 8 %5)
  %321 = tail call fastcc i32 @sum63(ptr noundef nonnull byval(%struct.s63) align 8 %5)
  %322 = tail call fastcc i32 @sum63(ptr noundef nonnull byval(%struct.s63) align 8 %6)
  %323 = tail call fastcc i32 @late63(ptr noundef nonnull byval(%struct.s63) align 8 %6, ptr noundef nonnull byval(%struct.s63) align 8 %5)
  %324 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 63, i64 noundef 63, i32 noundef %321, i32 noundef %322, i32 noundef %323)
  %325 = load i32, ptr @total, align 4, !tbaa !5
  %326 = xor i32 %321, %325
  %327 = xor i32 %326, %322
  %328 = xor i32 %327, %323
  store i32 %328, ptr @total, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 63, ptr nonnull %6) #12
  call void @llvm.lifetime.end.p0(i64 63, ptr nonnull %5) #12
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #12
  call fastcc void @make64(ptr dead_on_unwind nonnull writable sret(%struct.s64) align 1 %3)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #12
  call fastcc void @bump64(ptr dead_on_unwind nonnull writable sret(%struct.s64) align 1 %4, ptr noundef nonnull byval(%struct.s64) align 8 %3)
  %329 = tail call fastcc i32 @sum64(ptr noundef nonnull byval(%struct.s64) align 8 %3)
  %330 = tail call fastcc i32 @sum64(ptr noundef nonnull byval(%struct.s64) align 8 %4)
  %331 = tail call fastcc i32 @late64(ptr noundef nonnull byval(%struct.s64) align 8 %4, ptr noundef nonnull byval(%struct.s64) align 8 %3)
  %332 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 64, i64 noundef 64, i32 noundef %329, i32 noundef %330, i32 noundef %331)
  %333 = load i32, ptr @total, align 4, !tbaa !5
  %334 = xor i32 %329, %333
  %335 = xor i32 %334, %330
  %336 = xor i32 %335, %331
  store i32 %336, ptr @total, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #12
  call void @llvm.lifetime.start.p0(i64 100, ptr nonnull %1) #12
  call fastcc void @make100(ptr dead_on_unwind nonnull writable sret(%struct.s100) align 1 %1)
  call void @llvm.lifetime.start.p0(i64 100, ptr nonnull %2) #12
  call fastcc void @bump100(ptr dead_on_unwind nonnull writable sret(%struct.s100) align 1 %2, ptr noundef nonnull byval(%struct.s100) align 8 %1)
  %337 = tail call fastcc i32 @sum100(ptr noundef nonnull byval(%struct.s100) align 8 %1)
  %338 = tail call fastcc i32 @sum100(ptr noundef nonnull byval(%struct.s100) align 8 %2)
  %339 = tail call fastcc i32 @late100(ptr noundef nonnull byval(%struct.s100) align 8 %2, ptr noundef nonnull byval(%struct.s100) align 8 %1)
  %340 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 100, i64 noundef 100, i32 noundef %337, i32 noundef %338, i32 noundef %339)
  %341 = load i32, ptr @total, align 4, !tbaa !5
  %342 = xor i32 %337, %341
  %343 = xor i32 %342, %338
  %344 = xor i32 %343, %339
  store i32 %344, ptr @total, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 100, ptr nonnull %2) #12
  call void @llvm.lifetime.end.p0(i64 100, ptr nonnull %1) #12
  %345 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %344)
  %346 = load i32, ptr @total, align 4, !tbaa !5
  %347 = and i32 %346, 127
  ret i32 %347
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i8 @make1() unnamed_addr #3 {
  ret i8 31
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i8 @bump1(i8 %0) unnamed_addr #3 {
  %2 = add i8 %0, 3
  ret i8 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @sum1(i8 %0) unnamed_addr #3 {
  %2 = zext i8 %0 to i32
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @late1(i8 %0, i8 %1) unnamed_addr #3 {
  %3 = tail call fastcc i32 @sum1(i8 %0)
  %4 = mul i32 %3, 3
  %5 = add i32 %4, 28
  %6 = tail call fastcc i32 @sum1(i8 %1)
  %7 = add i32 %5, %6
  ret i32 %7
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i16 @make2() unnamed_addr #3 {
  ret i16 17726
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i16 @bump2(i16 %0) unnamed_addr #3 {
  %2 = add i16 %0, 3
  %3 = and i16 %0, -256
  %4 = add i16 %3, 768
  %5 = and i16 %2, 255
  %6 = or disjoint i16 %4, %5
  ret i16 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @sum2(i16 %0) unnamed_addr #3 {
  %2 = lshr i16 %0, 8
  %3 = and i16 %0, 255
  %4 = mul nuw nsw i16 %3, 33
  %5 = add nuw nsw i16 %4, %2
  %6 = zext nneg i16 %5 to i32
  ret i32 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @late2(i16 %0, i16 %1) unnamed_addr #3 {
  %3 = tail call fastcc i32 @sum2(i16 %0)
  %4 = mul i32 %3, 3
  %5 = add i32 %4, 28
  %6 = tail call fastcc i32 @sum2(i16 %1)
  %7 = add i32 %5, %6
  ret i32 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i24 @make3() unnamed_addr #3 {
  ret i24 7038045
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i24 @bump3(i24 %0) unnamed_addr #3 {
  %2 = trunc i24 %0 to i8
  %3 = lshr i24 %0, 8
  %4 = trunc i24 %3 to i8
  %5 = lshr i24 %0, 16
  %6 = trunc nuw i24 %5 to i8
  %7 = add i8 %2, 3
  %8 = add i8 %4, 3
  %9 = add i8 %6, 3
  %10 = zext i8 %9 to i24
  %11 = shl nuw i24 %10, 16
  %12 = zext i8 %8 to i24
  %13 = shl nuw nsw i24 %12, 8
  %14 = or disjoint i24 %11, %13
  %15 = zext i8 %7 to i24
  %16 = or disjoint i24 %14, %15
  ret i24 %16
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @sum3(i24 %0) unnamed_addr #3 {
  %2 = lshr i24 %0, 8
  %3 = lshr i24 %0, 16
  %4 = and i24 %0, 255
  %5 = mul nuw nsw i24 %4, 33
  %6 = and i24 %2, 255
  %7 = add nuw nsw i24 %5, %6
  %8 = mul nuw nsw i24 %7, 33
  %9 = add nuw nsw i24 %8, %3
  %10 = zext nneg i24 %9 to i32
  ret i32 %10
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @late3(i24 %0, i24 %1) unnamed_addr #3 {
  %3 = tail call fastcc i32 @sum3(i24 %0)
  %4 = mul i32 %3, 3
  %5 = add i32 %4, 28
  %6 = tail call fastcc i32 @sum3(i24 %1)
  %7 = add i32 %5, %6
  ret i32 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @make4() unnamed_addr #3 {
  ret i32 -1853193348
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @bump4(i32 %0) unnamed_addr #3 {
  %2 = add i32 %0, 3
  %3 = and i32 %0, -16777216
  %4 = add i32 %3, 50331648
  %5 = add i32 %0, 196608
  %6 = and i32 %5, 16711680
  %7 = or disjoint i32 %4, %6
  %8 = add i32 %0, 768
  %9 = and i32 %8, 65280
  %10 = or disjoint i32 %7, %9
  %11 = and i32 %2, 255
  %12 = or disjoint i32 %10, %11
  ret i32 %12
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @sum4(i32 %0) unnamed_addr #3 {
  %2 = lshr i32 %0, 8
  %3 = lshr i32 %0, 16
  %4 = lshr i32 %0, 24
  %5 = and i32 %0, 255
  %6 = mul nuw nsw i32 %5, 33
  %7 = and i32 %2, 255
  %8 = add nuw nsw i32 %6, %7
  %9 = mul nuw nsw i32 %8, 33
  %10 = and i32 %3, 255
  %11 = add nuw nsw i32 %9, %10
  %12 = mul nuw nsw i32 %11, 33
  %13 = add nuw nsw i32 %12, %4
  ret i32 %13
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @late4(i32 %0, i32 %1) unnamed_addr #3 {
  %3 = tail call fastcc i32 @sum4(i32 %0)
  %4 = mul i32 %3, 3
  %5 = add i32 %4, 28
  %6 = tail call fastcc i32 @sum4(i32 %1)
  %7 = add i32 %5, %6
  ret i32 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i40 @make5() unnamed_addr #3 {
  ret i40 -310568705381
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i40 @bump5(i40 %0) unnamed_addr #3 {
  %2 = trunc i40 %0 to i8
  %3 = lshr i40 %0, 8
  %4 = trunc i40 %3 to i8
  %5 = lshr i40 %0, 16
  %6 = trunc i40 %5 to i8
  %7 = lshr i40 %0, 24
  %8 = trunc i40 %7 to i8
  %9 = lshr i40 %0, 32
  %10 = trunc nuw i40 %9 to i8
  %11 = add i8 %2, 3
  %12 = add i8 %4, 3
  %13 = add i8 %6, 3
  %14 = add i8 %8, 3
  %15 = add i8 %10, 3
  %16 = zext i8 %15 to i40
  %17 = shl nuw i40 %16, 32
  %18 = zext i8 %14 to i40
  %19 = shl nuw nsw i40 %18, 24
  %20 = or disjoint i40 %17, %19
  %21 = zext i8 %13 to i40
  %22 = shl nuw nsw i40 %21, 16
  %23 = or disjoint i40 %20, %22
  %24 = zext i8 %12 to i40
  %25 = shl nuw nsw i40 %24, 8
  %26 = or disjoint i40 %23, %25
  %27 = zext i8 %11 to i40
  %28 = or disjoint i40 %26, %27
  ret i40 %28
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @sum5(i40 %0) unnamed_addr #3 {
  %2 = trunc i40 %0 to i32
  %3 = trunc i40 %0 to i32
  %4 = lshr i32 %3, 8
  %5 = trunc i40 %0 to i32
  %6 = lshr i32 %5, 16
  %7 = trunc i40 %0 to i32
  %8 = lshr i32 %7, 24
  %9 = lshr i40 %0, 32
  %10 = trunc nuw nsw i40 %9 to i32
  %11 = and i32 %2, 255
  %12 = mul nuw nsw i32 %11, 33
  %13 = and i32 %4, 255
  %14 = add nuw nsw i32 %12, %13
  %15 = mul nuw nsw i32 %14, 33
  %16 = and i32 %6, 255
  %17 = add nuw nsw i32 %15, %16
  %18 = mul nuw nsw i32 %17, 33
  %19 = add nuw nsw i32 %18, %8
  %20 = mul nuw nsw i32 %19, 33
  %21 = add nuw nsw i32 %20, %10
  ret i32 %21
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @late5(i40 %0, i40 %1) unnamed_addr #3 {
  %3 = tail call fastcc i32 @sum5(i40 %0)
  %4 = mul i32 %3, 3
  %5 = add i32 %4, 28
  %6 = tail call fastcc i32 @sum5(i40 %1)
  %7 = add i32 %5, %6
  ret i32 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i48 @make6() unnamed_addr #3 {
  ret i48 -37560297930310
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i48 @bump6(i48 %0) unnamed_addr #3 {
  %2 = trunc i48 %0 to i8
  %3 = lshr i48 %0, 8
  %4 = trunc i48 %3 to i8
  %5 = lshr i48 %0, 16
  %6 = trunc i48 %5 to i8
  %7 = lshr i48 %0, 24
  %8 = trunc i48 %7 to i8
  %9 = lshr i48 %0, 32
  %10 = trunc i48 %9 to i8
  %11 = lshr i48 %0, 40
  %12 = trunc nuw i48 %11 to i8
  %13 = add i8 %2, 3
  %14 = add i8 %4, 3
  %15 = add i8 %6, 3
  %16 = add i8 %8, 3
  %17 = add i8 %10, 3
  %18 = add i8 %12, 3
  %19 = zext i8 %18 to i48
  %20 = shl nuw i48 %19, 40
  %21 = zext i8 %17 to i48
  %22 = shl nuw nsw i48 %21, 32
  %23 = or disjoint i48 %20, %22
  %24 = zext i8 %16 to i48
  %25 = shl nuw nsw i48 %24, 24
  %26 = or disjoint i48 %23, %25
  %27 = zext i8 %15 to i48
  %28 = shl nuw nsw i48 %27, 16
  %29 = or disjoint i48 %26, %28
  %30 = zext i8 %14 to i48
  %31 = shl nuw nsw i48 %30, 8
  %32 = or disjoint i48 %29, %31
  %33 = zext i8 %13 to i48
  %34 = or disjoint i48 %32, %33
  ret i48 %34
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @sum6(i48 %0) unnamed_addr #3 {
  %2 = trunc i48 %0 to i32
  %3 = trunc i48 %0 to i32
  %4 = lshr i32 %3, 8
  %5 = trunc i48 %0 to i32
  %6 = lshr i32 %5, 16
  %7 = trunc i48 %0 to i32
  %8 = lshr i32 %7, 24
  %9 = lshr i48 %0, 32
  %10 = trunc nuw nsw i48 %9 to i32
  %11 = lshr i48 %0, 40
  %12 = trunc nuw nsw i48 %11 to i32
  %13 = and i32 %2, 255
  %14 = mul nuw nsw i32 %13, 33
  %15 = and i32 %4, 255
  %16 = add nuw nsw i32 %14, %15
  %17 = mul nuw nsw i32 %16, 33
  %18 = and i32 %6, 255
  %19 = add nuw nsw i32 %17, %18
  %20 = mul nuw nsw i32 %19, 33
  %21 = add nuw nsw i32 %20, %8
  %22 = mul nuw nsw i32 %21, 33
  %23 = and i32 %10, 255
  %24 = add nuw nsw i32 %22, %23
  %25 = mul i32 %24, 33
  %26 = add i32 %25, %12
  ret i32 %26
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @late6(i48 %0, i48 %1) unnamed_addr #3 {
  %3 = tail call fastcc i32 @sum6(i48 %0)
  %4 = mul i32 %3, 3
  %5 = add i32 %4, 28
  %6 = tail call fastcc i32 @sum6(i48 %1)
  %7 = add i32 %5, %6
  ret i32 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i56 @make7() unnamed_addr #3 {
  ret i56 1122558135492825
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i56 @bump7(i56 %0) unnamed_addr #3 {
  %2 = trunc i56 %0 to i8
  %3 = lshr i56 %0, 8
  %4 = trunc i56 %3 to i8
  %5 = lshr i56 %0, 16
  %6 = trunc i56 %5 to i8
  %7 = lshr i56 %0, 24
  %8 = trunc i56 %7 to i8
  %9 = lshr i56 %0, 32
  %10 = trunc i56 %9 to i8
  %11 = lshr i56 %0, 40
  %12 = trunc i56 %11 to i8
  %13 = lshr i56 %0, 48
  %14 = trunc nuw i56 %13 to i8
  %15 = add i8 %2, 3
  %16 = add i8 %4, 3
  %17 = add i8 %6, 3
  %18 = add i8 %8, 3
  %19 = add i8 %10, 3
  %20 = add i8 %12, 3
  %21 = add i8 %14, 3
  %22 = zext i8 %21 to i56
  %23 = shl nuw i56 %22, 48
  %24 = zext i8 %20 to i56
  %25 = shl nuw nsw i56 %24, 40
  %26 = or disjoint i56 %23, %25
  %27 = zext i8 %19 to i56
  %28 = shl nuw nsw i56 %27, 32
  %29 = or disjoint i56 %26, %28
  %30 = zext i8 %18 to i56
  %31 = shl nuw nsw i56 %30, 24
  %32 = or disjoint i56 %29, %31
  %33 = zext i8 %17 to i56
  %34 = shl nuw nsw i56 %33, 16
  %35 = or disjoint i56 %32, %34
  %36 = zext i8 %16 to i56
  %37 = shl nuw nsw i56 %36, 8
  %38 = zext i8 %15 to i56
  %39 = or disjoint i56 %35, %37
  %40 = or i56 %39, %38
  ret i56 %40
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @sum7(i56 %0) unnamed_addr #3 {
  %2 = trunc i56 %0 to i32
  %3 = trunc i56 %0 to i32
  %4 = lshr i32 %3, 8
  %5 = trunc i56 %0 to i32
  %6 = lshr i32 %5, 16
  %7 = trunc i56 %0 to i32
  %8 = lshr i32 %7, 24
  %9 = lshr i56 %0, 32
  %10 = trunc nuw nsw i56 %9 to i32
  %11 = lshr i56 %0, 40
  %12 = trunc nuw nsw i56 %11 to i32
  %13 = lshr i56 %0, 48
  %14 = trunc nuw nsw i56 %13 to i32
  %15 = and i32 %2, 255
  %16 = mul nuw nsw i32 %15, 33
  %17 = and i32 %4, 255
  %18 = add nuw nsw i32 %16, %17
  %19 = mul nuw nsw i32 %18, 33
  %20 = and i32 %6, 255
  %21 = add nuw nsw i32 %19, %20
  %22 = mul nuw nsw i32 %21, 33
  %23 = add nuw nsw i32 %22, %8
  %24 = mul nuw nsw i32 %23, 33
  %25 = and i32 %10, 255
  %26 = add nuw nsw i32 %24, %25
  %27 = mul i32 %26, 33
  %28 = and i32 %12, 255
  %29 = add i32 %27, %28
  %30 = mul i32 %29, 33
  %31 = add i32 %30, %14
  ret i32 %31
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @late7(i56 %0, i56 %1) unnamed_addr #3 {
  %3 = tail call fastcc i32 @sum7(i56 %0)
  %4 = mul i32 %3, 3
  %5 = add i32 %4, 28
  %6 = tail call fastcc i32 @sum7(i56 %1)
  %7 = add i32 %5, %6
  ret i32 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @make8() unnamed_addr #3 {
  ret i64 2963961277695066104
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @bump8(i64 %0) unnamed_addr #3 {
  %2 = add i64 %0, 3
  %3 = and i64 %0, -72057594037927936
  %4 = add i64 %3, 216172782113783808
  %5 = insertelement <4 x i64> poison, i64 %0, i64 0
  %6 = shufflevector <4 x i64> %5, <4 x i64> poison, <4 x i32> zeroinitializer
  %7 = add <4 x i64> %6, <i64 844424930131968, i64 3298534883328, i64 12884901888, i64 50331648>
  %8 = and <4 x i64> %7, <i64 71776119061217280, i64 280375465082880, i64 1095216660480, i64 4278190080>
  %9 = add i64 %0, 196608
  %10 = and i64 %9, 16711680
  %11 = add i64 %0, 768
  %12 = and i64 %11, 65280
  %13 = and i64 %2, 255
  %14 = tail call i64 @llvm.vector.reduce.or.v4i64(<4 x i64> %8)
  %15 = or disjoint i64 %14, %10
  %16 = or disjoint i64 %12, %13
  %17 = or disjoint i64 %15, %16
  %18 = or disjoint i64 %17, %4
  ret i64 %18
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @sum8(i64 %0) unnamed_addr #3 {
  %2 = trunc i64 %0 to i32
  %3 = trunc i64 %0 to i32
  %4 = lshr i32 %3, 8
  %5 = trunc i64 %0 to i32
  %6 = lshr i32 %5, 16
  %7 = trunc i64 %0 to i32
  %8 = lshr i32 %7, 24
  %9 = lshr i64 %0, 32
  %10 = trunc nuw i64 %9 to i32
  %11 = lshr i64 %0, 40
  %12 = trunc nuw nsw i64 %11 to i32
  %13 = lshr i64 %0, 48
  %14 = trunc nuw nsw i64 %13 to i32
  %15 = lshr i64 %0, 56
  %16 = trunc nuw nsw i64 %15 to i32
  %17 = and i32 %2, 255
  %18 = mul nuw nsw i32 %17, 33
  %19 = and i32 %4, 255
  %20 = add nuw nsw i32 %18, %19
  %21 = mul nuw nsw i32 %20, 33
  %22 = and i32 %6, 255
  %23 = add nuw nsw i32 %21, %22
  %24 = mul nuw nsw i32 %23, 33
  %25 = add nuw nsw i32 %24, %8
  %26 = mul nuw nsw i32 %25, 33
  %27 = and i32 %10, 255
  %28 = add nuw nsw i32 %26, %27
  %29 = mul i32 %28, 33
  %30 = and i32 %12, 255
  %31 = add i32 %29, %30
  %32 = mul i32 %31, 33
  %33 = and i32 %14, 255
  %34 = add i32 %32, %33
  %35 = mul i32 %34, 33
  %36 = add i32 %35, %16
  ret i32 %36
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @late8(i64 %0, i64 %1) unnamed_addr #3 {
  %3 = tail call fastcc i32 @sum8(i64 %0)
  %4 = mul i32 %3, 3
  %5 = add i32 %4, 28
  %6 = tail call fastcc i32 @sum8(i64 %1)
  %7 = add i32 %5, %6
  ret i32 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i8 } @make9() unnamed_addr #3 {
  ret { i64, i8 } { i64 5206506635675377175, i8 79 }
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i8 } @bump9(i64 %0, i8 %1) unnamed_addr #3 {
  %3 = add i64 %0, 3
  %4 = add i8 %1, 3
  %5 = and i64 %0, -72057594037927936
  %6 = add i64 %5, 216172782113783808
  %7 = insertelement <4 x i64> poison, i64 %0, i64 0
  %8 = shufflevector <4 x i64> %7, <4 x i64> poison, <4 x i32> zeroinitializer
  %9 = add <4 x i64> %8, <i64 844424930131968, i64 3298534883328, i64 12884901888, i64 50331648>
  %10 = and <4 x i64> %9, <i64 71776119061217280, i64 280375465082880, i64 1095216660480, i64 4278190080>
  %11 = add i64 %0, 196608
  %12 = and i64 %11, 16711680
  %13 = add i64 %0, 768
  %14 = and i64 %13, 65280
  %15 = and i64 %3, 255
  %16 = tail call i64 @llvm.vector.reduce.or.v4i64(<4 x i64> %10)
  %17 = or disjoint i64 %16, %12
  %18 = or disjoint i64 %14, %15
  %19 = or disjoint i64 %17, %18
  %20 = or disjoint i64 %19, %6
  %21 = insertvalue { i64, i8 } poison, i64 %20, 0
  %22 = insertvalue { i64, i8 } %21, i8 %4, 1
  ret { i64, i8 } %22
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @sum9(i64 %0, i8 %1) unnamed_addr #3 {
  %3 = trunc i64 %0 to i32
  %4 = trunc i64 %0 to i32
  %5 = lshr i32 %4, 8
  %6 = trunc i64 %0 to i32
  %7 = lshr i32 %6, 16
  %8 = trunc i64 %0 to i32
  %9 = lshr i32 %8, 24
  %10 = lshr i64 %0, 32
  %11 = trunc nuw i64 %10 to i32
  %12 = lshr i64 %0, 40
  %13 = trunc nuw nsw i64 %12 to i32
  %14 = lshr i64 %0, 48
  %15 = trunc nuw nsw i64 %14 to i32
  %16 = lshr i64 %0, 56
  %17 = trunc nuw nsw i64 %16 to i32
  %18 = and i32 %3, 255
  %19 = mul nuw nsw i32 %18, 33
  %20 = and i32 %5, 255
  %21 = add nuw nsw i32 %19, %20
  %22 = mul nuw nsw i32 %21, 33
  %23 = and i32 %7, 255
  %24 = add nuw nsw i32 %22, %23
  %25 = mul nuw nsw i32 %24, 33
  %26 = add nuw nsw i32 %25, %9
  %27 = mul nuw nsw i32 %26, 33
  %28 = and i32 %11, 255
  %29 = add nuw nsw i32 %27, %28
  %30 = mul i32 %29, 33
  %31 = and i32 %13, 255
  %32 = add i32 %30, %31
  %33 = mul i32 %32, 33
  %34 = and i32 %15, 255
  %35 = add i32 %33, %34
  %36 = mul i32 %35, 33
  %37 = add i32 %36, %17
  %38 = mul i32 %37, 33
  %39 = zext i8 %1 to i32
  %40 = add i32 %38, %39
  ret i32 %40
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @late9(ptr nocapture noundef readonly byval(%struct.s9) align 8 %0, ptr nocapture noundef readonly byval(%struct.s9) align 8 %1) unnamed_addr #5 {
  %3 = load i64, ptr %0, align 8
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load i8, ptr %4, align 8
  %6 = tail call fastcc i32 @sum9(i64 %3, i8 %5)
  %7 = mul i32 %6, 3
  %8 = add i32 %7, 28
  %9 = load i64, ptr %1, align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 8
  %11 = load i8, ptr %10, align 8
  %12 = tail call fastcc i32 @sum9(i64 %9, i8 %11)
  %13 = add i32 %8, %12
  ret i32 %13
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i16 } @make10() unnamed_addr #3 {
  ret { i64, i16 } { i64 7449051993655754038, i16 30062 }
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i16 } @bump10(i64 %0, i16 %1) unnamed_addr #3 {
  %3 = add i64 %0, 3
  %4 = add i16 %1, 3
  %5 = and i64 %0, -72057594037927936
  %6 = add i64 %5, 216172782113783808
  %7 = insertelement <4 x i64> poison, i64 %0, i64 0
  %8 = shufflevector <4 x i64> %7, <4 x i64> poison, <4 x i32> zeroinitializer
  %9 = add <4 x i64> %8, <i64 844424930131968, i64 3298534883328, i64 12884901888, i64 50331648>
  %10 = and <4 x i64> %9, <i64 71776119061217280, i64 280375465082880, i64 1095216660480, i64 4278190080>
  %11 = add i64 %0, 196608
  %12 = and i64 %11, 16711680
  %13 = add i64 %0, 768
  %14 = and i64 %13, 65280
  %15 = and i64 %3, 255
  %16 = tail call i64 @llvm.vector.reduce.or.v4i64(<4 x i64> %10)
  %17 = or disjoint i64 %16, %12
  %18 = or disjoint i64 %14, %15
  %19 = or disjoint i64 %17, %18
  %20 = or disjoint i64 %19, %6
  %21 = and i16 %1, -256
  %22 = add i16 %21, 768
  %23 = and i16 %4, 255
  %24 = or disjoint i16 %22, %23
  %25 = insertvalue { i64, i16 } poison, i64 %20, 0
  %26 = insertvalue { i64, i16 } %25, i16 %24, 1
  ret { i64, i16 } %26
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @sum10(i64 %0, i16 %1) unnamed_addr #3 {
  %3 = trunc i64 %0 to i32
  %4 = trunc i64 %0 to i32
  %5 = lshr i32 %4, 8
  %6 = trunc i64 %0 to i32
  %7 = lshr i32 %6, 16
  %8 = trunc i64 %0 to i32
  %9 = lshr i32 %8, 24
  %10 = lshr i64 %0, 32
  %11 = trunc nuw i64 %10 to i32
  %12 = lshr i64 %0, 40
  %13 = trunc nuw nsw i64 %12 to i32
  %14 = lshr i64 %0, 48
  %15 = trunc nuw nsw i64 %14 to i32
  %16 = lshr i64 %0, 56
  %17 = trunc nuw nsw i64 %16 to i32
  %18 = lshr i16 %1, 8
  %19 = zext nneg i16 %18 to i32
  %20 = and i32 %3, 255
  %21 = mul nuw nsw i32 %20, 33
  %22 = and i32 %5, 255
  %23 = add nuw nsw i32 %21, %22
  %24 = mul nuw nsw i32 %23, 33
  %25 = and i32 %7, 255
  %26 = add nuw nsw i32 %24, %25
  %27 = mul nuw nsw i32 %26, 33
  %28 = add nuw nsw i32 %27, %9
  %29 = mul nuw nsw i32 %28, 33
  %30 = and i32 %11, 255
  %31 = add nuw nsw i32 %29, %30
  %32 = mul i32 %31, 33
  %33 = and i32 %13, 255
  %34 = add i32 %32, %33
  %35 = mul i32 %34, 33
  %36 = and i32 %15, 255
  %37 = add i32 %35, %36
  %38 = mul i32 %37, 33
  %39 = add i32 %38, %17
  %40 = mul i32 %39, 33
  %41 = and i16 %1, 255
  %42 = zext nneg i16 %41 to i32
  %43 = add i32 %40, %42
  %44 = mul i32 %43, 33
  %45 = add i32 %44, %19
  ret i32 %45
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @late10(ptr nocapture noundef readonly byval(%struct.s10) align 8 %0, ptr nocapture noundef readonly byval(%struct.s10) align 8 %1) unnamed_addr #5 {
  %3 = load i64, ptr %0, align 8
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load i16, ptr %4, align 8
  %6 = tail call fastcc i32 @sum10(i64 %3, i16 %5)
  %7 = mul i32 %6, 3
  %8 = add i32 %7, 28
  %9 = load i64, ptr %1, align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 8
  %11 = load i16, ptr %10, align 8
  %12 = tail call fastcc i32 @sum10(i64 %9, i16 %11)
  %13 = add i32 %8, %12
  ret i32 %13
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i24 } @make11() unnamed_addr #3 {
  ret { i64, i24 } { i64 -8755146722073420715, i24 -6581107 }
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i24 } @bump11(i64 %0, i24 %1) unnamed_addr #3 {
  %3 = trunc i24 %1 to i8
  %4 = lshr i24 %1, 8
  %5 = trunc i24 %4 to i8
  %6 = lshr i24 %1, 16
  %7 = trunc nuw i24 %6 to i8
  %8 = add i64 %0, 3
  %9 = add i8 %3, 3
  %10 = add i8 %5, 3
  %11 = add i8 %7, 3
  %12 = and i64 %0, -72057594037927936
  %13 = add i64 %12, 216172782113783808
  %14 = insertelement <4 x i64> poison, i64 %0, i64 0
  %15 = shufflevector <4 x i64> %14, <4 x i64> poison, <4 x i32> zeroinitializer
  %16 = add <4 x i64> %15, <i64 844424930131968, i64 3298534883328, i64 12884901888, i64 50331648>
  %17 = and <4 x i64> %16, <i64 71776119061217280, i64 280375465082880, i64 1095216660480, i64 4278190080>
  %18 = add i64 %0, 196608
  %19 = and i64 %18, 16711680
  %20 = add i64 %0, 768
  %21 = and i64 %20, 65280
  %22 = and i64 %8, 255
  %23 = tail call i64 @llvm.vector.reduce.or.v4i64(<4 x i64> %17)
  %24 = or disjoint i64 %23, %19
  %25 = or disjoint i64 %21, %22
  %26 = or disjoint i64 %24, %25
  %27 = or disjoint i64 %26, %13
  %28 = zext i8 %11 to i24
  %29 = shl nuw i24 %28, 16
  %30 = zext i8 %10 to i24
  %31 = shl nuw nsw i24 %30, 8
  %32 = or disjoint i24 %29, %31
  %33 = zext i8 %9 to i24
  %34 = or disjoint i24 %32, %33
  %35 = insertvalue { i64, i24 } poison, i64 %27, 0
  %36 = insertvalue { i64, i24 } %35, i24 %34, 1
  ret { i64, i24 } %36
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @sum11(i64 %0, i24 %1) unnamed_addr #3 {
  %3 = trunc i64 %0 to i32
  %4 = trunc i64 %0 to i32
  %5 = lshr i32 %4, 8
  %6 = trunc i64 %0 to i32
  %7 = lshr i32 %6, 16
  %8 = trunc i64 %0 to i32
  %9 = lshr i32 %8, 24
  %10 = lshr i64 %0, 32
  %11 = trunc nuw i64 %10 to i32
  %12 = lshr i64 %0, 40
  %13 = trunc nuw nsw i64 %12 to i32
  %14 = lshr i64 %0, 48
  %15 = trunc nuw nsw i64 %14 to i32
  %16 = lshr i64 %0, 56
  %17 = trunc nuw nsw i64 %16 to i32
  %18 = lshr i24 %1, 8
  %19 = lshr i24 %1, 16
  %20 = zext nneg i24 %19 to i32
  %21 = and i32 %3, 255
  %22 = mul nuw nsw i32 %21, 33
  %23 = and i32 %5, 255
  %24 = add nuw nsw i32 %22, %23
  %25 = mul nuw nsw i32 %24, 33
  %26 = and i32 %7, 255
  %27 = add nuw nsw i32 %25, %26
  %28 = mul nuw nsw i32 %27, 33
  %29 = add nuw nsw i32 %28, %9
  %30 = mul nuw nsw i32 %29, 33
  %31 = and i32 %11, 255
  %32 = add nuw nsw i32 %30, %31
  %33 = mul i32 %32, 33
  %34 = and i32 %13, 255
  %35 = add i32 %33, %34
  %36 = mul i32 %35, 33
  %37 = and i32 %15, 255
  %38 = add i32 %36, %37
  %39 = mul i32 %38, 33
  %40 = add i32 %39, %17
  %41 = mul i32 %40, 33
  %42 = and i24 %1, 255
  %43 = zext nneg i24 %42 to i32
  %44 = add i32 %41, %43
  %45 = mul i32 %44, 33
  %46 = and i24 %18, 255
  %47 = zext nneg i24 %46 to i32
  %48 = add i32 %45, %47
  %49 = mul i32 %48, 33
  %50 = add i32 %49, %20
  ret i32 %50
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @late11(ptr nocapture noundef readonly byval(%struct.s11) align 8 %0, ptr nocapture noundef readonly byval(%struct.s11) align 8 %1) unnamed_addr #5 {
  %3 = load i64, ptr %0, align 8
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load i24, ptr %4, align 8
  %6 = tail call fastcc i32 @sum11(i64 %3, i24 %5)
  %7 = mul i32 %6, 3
  %8 = add i32 %7, 28
  %9 = load i64, ptr %1, align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 8
  %11 = load i24, ptr %10, align 8
  %12 = tail call fastcc i32 @sum11(i64 %9, i24 %11)
  %13 = add i32 %8, %12
  ret i32 %13
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i32 } @make12() unnamed_addr #3 {
  ret { i64, i32 } { i64 -6512601364093043852, i32 -1044728916 }
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i32 } @bump12(i64 %0, i32 %1) unnamed_addr #3 {
  %3 = add i64 %0, 3
  %4 = add i32 %1, 3
  %5 = and i64 %0, -72057594037927936
  %6 = add i64 %5, 216172782113783808
  %7 = insertelement <4 x i64> poison, i64 %0, i64 0
  %8 = shufflevector <4 x i64> %7, <4 x i64> poison, <4 x i32> zeroinitializer
  %9 = add <4 x i64> %8, <i64 844424930131968, i64 3298534883328, i64 12884901888, i64 50331648>
  %10 = and <4 x i64> %9, <i64 71776119061217280, i64 280375465082880, i64 1095216660480, i64 4278190080>
  %11 = add i64 %0, 196608
  %12 = and i64 %11, 16711680
  %13 = add i64 %0, 768
  %14 = and i64 %13, 65280
  %15 = and i64 %3, 255
  %16 = tail call i64 @llvm.vector.reduce.or.v4i64(<4 x i64> %10)
  %17 = or disjoint i64 %16, %12
  %18 = or disjoint i64 %14, %15
  %19 = or disjoint i64 %17, %18
  %20 = or disjoint i64 %19, %6
  %21 = and i32 %1, -16777216
  %22 = add i32 %21, 50331648
  %23 = add i32 %1, 196608
  %24 = and i32 %23, 16711680
  %25 = or disjoint i32 %22, %24
  %26 = add i32 %1, 768
  %27 = and i32 %26, 65280
  %28 = or disjoint i32 %25, %27
  %29 = and i32 %4, 255
  %30 = or disjoint i32 %28, %29
  %31 = insertvalue { i64, i32 } poison, i64 %20, 0
  %32 = insertvalue { i64, i32 } %31, i32 %30, 1
  ret { i64, i32 } %32
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @sum12(i64 %0, i32 %1) unnamed_addr #3 {
  %3 = trunc i64 %0 to i32
  %4 = trunc i64 %0 to i32
  %5 = lshr i32 %4, 8
  %6 = trunc i64 %0 to i32
  %7 = lshr i32 %6, 16
  %8 = trunc i64 %0 to i32
  %9 = lshr i32 %8, 24
  %10 = lshr i64 %0, 32
  %11 = trunc nuw i64 %10 to i32
  %12 = lshr i64 %0, 40
  %13 = trunc nuw nsw i64 %12 to i32
  %14 = lshr i64 %0, 48
  %15 = trunc nuw nsw i64 %14 to i32
  %16 = lshr i64 %0, 56
  %17 = trunc nuw nsw i64 %16 to i32
  %18 = lshr i32 %1, 8
  %19 = lshr i32 %1, 16
  %20 = lshr i32 %1, 24
  %21 = and i32 %3, 255
  %22 = mul nuw nsw i32 %21, 33
  %23 = and i32 %5, 255
  %24 = add nuw nsw i32 %22, %23
  %25 = mul nuw nsw i32 %24, 33
  %26 = and i32 %7, 255
  %27 = add nuw nsw i32 %25, %26
  %28 = mul nuw nsw i32 %27, 33
  %29 = add nuw nsw i32 %28, %9
  %30 = mul nuw nsw i32 %29, 33
  %31 = and i32 %11, 255
  %32 = add nuw nsw i32 %30, %31
  %33 = mul i32 %32, 33
  %34 = and i32 %13, 255
  %35 = add i32 %33, %34
  %36 = mul i32 %35, 33
  %37 = and i32 %15, 255
  %38 = add i32 %36, %37
  %39 = mul i32 %38, 33
  %40 = add i32 %39, %17
  %41 = mul i32 %40, 33
  %42 = and i32 %1, 255
  %43 = add i32 %41, %42
  %44 = mul i32 %43, 33
  %45 = and i32 %18, 255
  %46 = add i32 %44, %45
  %47 = mul i32 %46, 33
  %48 = and i32 %19, 255
  %49 = add i32 %47, %48
  %50 = mul i32 %49, 33
  %51 = add i32 %50, %20
  ret i32 %51
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @late12(ptr nocapture noundef readonly byval(%struct.s12) align 8 %0, ptr nocapture noundef readonly byval(%struct.s12) align 8 %1) unnamed_addr #5 {
  %3 = load i64, ptr %0, align 8
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load i32, ptr %4, align 8
  %6 = tail call fastcc i32 @sum12(i64 %3, i32 %5)
  %7 = mul i32 %6, 3
  %8 = add i32 %7, 28
  %9 = load i64, ptr %1, align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 8
  %11 = load i32, ptr %10, align 8
  %12 = tail call fastcc i32 @sum12(i64 %9, i32 %11)
  %13 = add i32 %8, %12
  ret i32 %13
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i40 } @make13() unnamed_addr #3 {
  ret { i64, i40 } { i64 -4270056006112666989, i40 -103601810741 }
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i40 } @bump13(i64 %0, i40 %1) unnamed_addr #3 {
  %3 = trunc i40 %1 to i8
  %4 = lshr i40 %1, 8
  %5 = trunc i40 %4 to i8
  %6 = lshr i40 %1, 16
  %7 = trunc i40 %6 to i8
  %8 = lshr i40 %1, 24
  %9 = trunc i40 %8 to i8
  %10 = lshr i40 %1, 32
  %11 = trunc nuw i40 %10 to i8
  %12 = add i64 %0, 3
  %13 = add i8 %3, 3
  %14 = add i8 %5, 3
  %15 = add i8 %7, 3
  %16 = add i8 %9, 3
  %17 = add i8 %11, 3
  %18 = and i64 %0, -72057594037927936
  %19 = add i64 %18, 216172782113783808
  %20 = insertelement <4 x i64> poison, i64 %0, i64 0
  %21 = shufflevector <4 x i64> %20, <4 x i64> poison, <4 x i32> zeroinitializer
  %22 = add <4 x i64> %21, <i64 844424930131968, i64 3298534883328, i64 12884901888, i64 50331648>
  %23 = and <4 x i64> %22, <i64 71776119061217280, i64 280375465082880, i64 1095216660480, i64 4278190080>
  %24 = add i64 %0, 196608
  %25 = and i64 %24, 16711680
  %26 = add i64 %0, 768
  %27 = and i64 %26, 65280
  %28 = and i64 %12, 255
  %29 = tail call i64 @llvm.vector.reduce.or.v4i64(<4 x i64> %23)
  %30 = or disjoint i64 %29, %25
  %31 = or disjoint i64 %27, %28
  %32 = or disjoint i64 %30, %31
  %33 = or disjoint i64 %32, %19
  %34 = zext i8 %17 to i40
  %35 = shl nuw i40 %34, 32
  %36 = zext i8 %16 to i40
  %37 = shl nuw nsw i40 %36, 24
  %38 = or disjoint i40 %35, %37
  %39 = zext i8 %15 to i40
  %40 = shl nuw nsw i40 %39, 16
  %41 = or disjoint i40 %38, %40
  %42 = zext i8 %14 to i40
  %43 = shl nuw nsw i40 %42, 8
  %44 = or disjoint i40 %41, %43
  %45 = zext i8 %13 to i40
  %46 = or disjoint i40 %44, %45
  %47 = insertvalue { i64, i40 } poison, i64 %33, 0
  %48 = insertvalue { i64, i40 } %47, i40 %46, 1
  ret { i64, i40 } %48
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @sum13(i64 %0, i40 %1) unnamed_addr #3 {
  %3 = trunc i64 %0 to i32
  %4 = trunc i64 %0 to i32
  %5 = lshr i32 %4, 8
  %6 = trunc i64 %0 to i32
  %7 = lshr i32 %6, 16
  %8 = trunc i64 %0 to i32
  %9 = lshr i32 %8, 24
  %10 = lshr i64 %0, 32
  %11 = trunc nuw i64 %10 to i32
  %12 = lshr i64 %0, 40
  %13 = trunc nuw nsw i64 %12 to i32
  %14 = lshr i64 %0, 48
  %15 = trunc nuw nsw i64 %14 to i32
  %16 = lshr i64 %0, 56
  %17 = trunc nuw nsw i64 %16 to i32
  %18 = trunc i40 %1 to i32
  %19 = trunc i40 %1 to i32
  %20 = lshr i32 %19, 8
  %21 = trunc i40 %1 to i32
  %22 = lshr i32 %21, 16
  %23 = trunc i40 %1 to i32
  %24 = lshr i32 %23, 24
  %25 = lshr i40 %1, 32
  %26 = trunc nuw nsw i40 %25 to i32
  %27 = and i32 %3, 255
  %28 = mul nuw nsw i32 %27, 33
  %29 = and i32 %5, 255
  %30 = add nuw nsw i32 %28, %29
  %31 = mul nuw nsw i32 %30, 33
  %32 = and i32 %7, 255
  %33 = add nuw nsw i32 %31, %32
  %34 = mul nuw nsw i32 %33, 33
  %35 = add nuw nsw i32 %34, %9
  %36 = mul nuw nsw i32 %35, 33
  %37 = and i32 %11, 255
  %38 = add nuw nsw i32 %36, %37
  %39 = mul i32 %38, 33
  %40 = and i32 %13, 255
  %41 = add i32 %39, %40
  %42 = mul i32 %41, 33
  %43 = and i32 %15, 255
  %44 = add i32 %42, %43
  %45 = mul i32 %44, 33
  %46 = add i32 %45, %17
  %47 = mul i32 %46, 33
  %48 = and i32 %18, 255
  %49 = add i32 %47, %48
  %50 = mul i32 %49, 33
  %51 = and i32 %20, 255
  %52 = add i32 %50, %51
  %53 = mul i32 %52, 33
  %54 = and i32 %22, 255
  %55 = add i32 %53, %54
  %56 = mul i32 %55, 33
  %57 = add i32 %56, %24
  %58 = mul i32 %57, 33
  %59 = add i32 %58, %26
  ret i32 %59
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @late13(ptr nocapture noundef readonly byval(%struct.s13) align 8 %0, ptr nocapture noundef readonly byval(%struct.s13) align 8 %1) unnamed_addr #5 {
  %3 = load i64, ptr %0, align 8
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load i40, ptr %4, align 8
  %6 = tail call fastcc i32 @sum13(i64 %3, i40 %5)
  %7 = mul i32 %6, 3
  %8 = add i32 %7, 28
  %9 = load i64, ptr %1, align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 8
  %11 = load i40, ptr %10, align 8
  %12 = tail call fastcc i32 @sum13(i64 %9, i40 %11)
  %13 = add i32 %8, %12
  ret i32 %13
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i48 } @make14() unnamed_addr #3 {
  ret { i64, i48 } { i64 -2027510648132290126, i48 14323715469802 }
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i48 } @bump14(i64 %0, i48 %1) unnamed_addr #3 {
  %3 = trunc i48 %1 to i8
  %4 = lshr i48 %1, 8
  %5 = trunc i48 %4 to i8
  %6 = lshr i48 %1, 16
  %7 = trunc i48 %6 to i8
  %8 = lshr i48 %1, 24
  %9 = trunc i48 %8 to i8
  %10 = lshr i48 %1, 32
  %11 = trunc i48 %10 to i8
  %12 = lshr i48 %1, 40
  %13 = trunc nuw i48 %12 to i8
  %14 = add i64 %0, 3
  %15 = add i8 %3, 3
  %16 = add i8 %5, 3
  %17 = add i8 %7, 3
  %18 = add i8 %9, 3
  %19 = add i8 %11, 3
  %20 = add i8 %13, 3
  %21 = and i64 %0, -72057594037927936
  %22 = add i64 %21, 216172782113783808
  %23 = insertelement <4 x i64> poison, i64 %0, i64 0
  %24 = shufflevector <4 x i64> %23, <4 x i64> poison, <4 x i32> zeroinitializer
  %25 = add <4 x i64> %24, <i64 844424930131968, i64 3298534883328, i64 12884901888, i64 50331648>
  %26 = and <4 x i64> %25, <i64 71776119061217280, i64 280375465082880, i64 1095216660480, i64 4278190080>
  %27 = add i64 %0, 196608
  %28 = and i64 %27, 16711680
  %29 = add i64 %0, 768
  %30 = and i64 %29, 65280
  %31 = and i64 %14, 255
  %32 = tail call i64 @llvm.vector.reduce.or.v4i64(<4 x i64> %26)
  %33 = or disjoint i64 %32, %28
  %34 = or disjoint i64 %30, %31
  %35 = or disjoint i64 %33, %34
  %36 = or disjoint i64 %35, %22
  %37 = zext i8 %20 to i48
  %38 = shl nuw i48 %37, 40
  %39 = zext i8 %19 to i48
  %40 = shl nuw nsw i48 %39, 32
  %41 = or disjoint i48 %38, %40
  %42 = zext i8 %18 to i48
  %43 = shl nuw nsw i48 %42, 24
  %44 = or disjoint i48 %41, %43
  %45 = zext i8 %17 to i48
  %46 = shl nuw nsw i48 %45, 16
  %47 = or disjoint i48 %44, %46
  %48 = zext i8 %16 to i48
  %49 = shl nuw nsw i48 %48, 8
  %50 = or disjoint i48 %47, %49
  %51 = zext i8 %15 to i48
  %52 = or disjoint i48 %50, %51
  %53 = insertvalue { i64, i48 } poison, i64 %36, 0
  %54 = insertvalue { i64, i48 } %53, i48 %52, 1
  ret { i64, i48 } %54
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @sum14(i64 %0, i48 %1) unnamed_addr #3 {
  %3 = trunc i64 %0 to i32
  %4 = trunc i64 %0 to i32
  %5 = lshr i32 %4, 8
  %6 = trunc i64 %0 to i32
  %7 = lshr i32 %6, 16
  %8 = trunc i64 %0 to i32
  %9 = lshr i32 %8, 24
  %10 = lshr i64 %0, 32
  %11 = trunc nuw i64 %10 to i32
  %12 = lshr i64 %0, 40
  %13 = trunc nuw nsw i64 %12 to i32
  %14 = lshr i64 %0, 48
  %15 = trunc nuw nsw i64 %14 to i32
  %16 = lshr i64 %0, 56
  %17 = trunc nuw nsw i64 %16 to i32
  %18 = trunc i48 %1 to i32
  %19 = trunc i48 %1 to i32
  %20 = lshr i32 %19, 8
  %21 = trunc i48 %1 to i32
  %22 = lshr i32 %21, 16
  %23 = trunc i48 %1 to i32
  %24 = lshr i32 %23, 24
  %25 = lshr i48 %1, 32
  %26 = trunc nuw nsw i48 %25 to i32
  %27 = lshr i48 %1, 40
  %28 = trunc nuw nsw i48 %27 to i32
  %29 = and i32 %3, 255
  %30 = mul nuw nsw i32 %29, 33
  %31 = and i32 %5, 255
  %32 = add nuw nsw i32 %30, %31
  %33 = mul nuw nsw i32 %32, 33
  %34 = and i32 %7, 255
  %35 = add nuw nsw i32 %33, %34
  %36 = mul nuw nsw i32 %35, 33
  %37 = add nuw nsw i32 %36, %9
  %38 = mul nuw nsw i32 %37, 33
  %39 = and i32 %11, 255
  %40 = add nuw nsw i32 %38, %39
  %41 = mul i32 %40, 33
  %42 = and i32 %13, 255
  %43 = add i32 %41, %42
  %44 = mul i32 %43, 33
  %45 = and i32 %15, 255
  %46 = add i32 %44, %45
  %47 = mul i32 %46, 33
  %48 = add i32 %47, %17
  %49 = mul i32 %48, 33
  %50 = and i32 %18, 255
  %51 = add i32 %49, %50
  %52 = mul i32 %51, 33
  %53 = and i32 %20, 255
  %54 = add i32 %52, %53
  %55 = mul i32 %54, 33
  %56 = and i32 %22, 255
  %57 = add i32 %55, %56
  %58 = mul i32 %57, 33
  %59 = add i32 %58, %24
  %60 = mul i32 %59, 33
  %61 = and i32 %26, 255
  %62 = add i32 %60, %61
  %63 = mul i32 %62, 33
  %64 = add i32 %63, %28
  ret i32 %64
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @late14(ptr nocapture noundef readonly byval(%struct.s14) align 8 %0, ptr nocapture noundef readonly byval(%struct.s14) align 8 %1) unnamed_addr #5 {
  %3 = load i64, ptr %0, align 8
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load i48, ptr %4, align 8
  %6 = tail call fastcc i32 @sum14(i64 %3, i48 %5)
  %7 = mul i32 %6, 3
  %8 = add i32 %7, 28
  %9 = load i64, ptr %1, align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 8
  %11 = load i48, ptr %10, align 8
  %12 = tail call fastcc i32 @sum14(i64 %9, i48 %11)
  %13 = add i32 %8, %12
  ret i32 %13
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i56 } @make15() unnamed_addr #3 {
  ret { i64, i56 } { i64 215034709848086737, i56 14403761742483465 }
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i56 } @bump15(i64 %0, i56 %1) unnamed_addr #3 {
  %3 = trunc i56 %1 to i8
  %4 = lshr i56 %1, 8
  %5 = trunc i56 %4 to i8
  %6 = lshr i56 %1, 16
  %7 = trunc i56 %6 to i8
  %8 = lshr i56 %1, 24
  %9 = trunc i56 %8 to i8
  %10 = lshr i56 %1, 32
  %11 = trunc i56 %10 to i8
  %12 = lshr i56 %1, 40
  %13 = trunc i56 %12 to i8
  %14 = lshr i56 %1, 48
  %15 = trunc nuw i56 %14 to i8
  %16 = add i64 %0, 3
  %17 = add i8 %3, 3
  %18 = add i8 %5, 3
  %19 = add i8 %7, 3
  %20 = add i8 %9, 3
  %21 = add i8 %11, 3
  %22 = add i8 %13, 3
  %23 = add i8 %15, 3
  %24 = and i64 %0, -72057594037927936
  %25 = add i64 %24, 216172782113783808
  %26 = insertelement <4 x i64> poison, i64 %0, i64 0
  %27 = shufflevector <4 x i64> %26, <4 x i64> poison, <4 x i32> zeroinitializer
  %28 = add <4 x i64> %27, <i64 844424930131968, i64 3298534883328, i64 12884901888, i64 50331648>
  %29 = and <4 x i64> %28, <i64 71776119061217280, i64 280375465082880, i64 1095216660480, i64 4278190080>
  %30 = add i64 %0, 196608
  %31 = and i64 %30, 16711680
  %32 = add i64 %0, 768
  %33 = and i64 %32, 65280
  %34 = and i64 %16, 255
  %35 = tail call i64 @llvm.vector.reduce.or.v4i64(<4 x i64> %29)
  %36 = or disjoint i64 %35, %31
  %37 = or disjoint i64 %33, %34
  %38 = or disjoint i64 %36, %37
  %39 = or disjoint i64 %38, %25
  %40 = zext i8 %23 to i56
  %41 = shl nuw i56 %40, 48
  %42 = zext i8 %22 to i56
  %43 = shl nuw nsw i56 %42, 40
  %44 = or disjoint i56 %41, %43
  %45 = zext i8 %21 to i56
  %46 = shl nuw nsw i56 %45, 32
  %47 = or disjoint i56 %44, %46
  %48 = zext i8 %20 to i56
  %49 = shl nuw nsw i56 %48, 24
  %50 = or disjoint i56 %47, %49
  %51 = zext i8 %19 to i56
  %52 = shl nuw nsw i56 %51, 16
  %53 = or disjoint i56 %50, %52
  %54 = zext i8 %18 to i56
  %55 = shl nuw nsw i56 %54, 8
  %56 = zext i8 %17 to i56
  %57 = or disjoint i56 %53, %55
  %58 = or i56 %57, %56
  %59 = insertvalue { i64, i56 } poison, i64 %39, 0
  %60 = insertvalue { i64, i56 } %59, i56 %58, 1
  ret { i64, i56 } %60
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @sum15(i64 %0, i56 %1) unnamed_addr #3 {
  %3 = trunc i64 %0 to i32
  %4 = trunc i64 %0 to i32
  %5 = lshr i32 %4, 8
  %6 = trunc i64 %0 to i32
  %7 = lshr i32 %6, 16
  %8 = trunc i64 %0 to i32
  %9 = lshr i32 %8, 24
  %10 = lshr i64 %0, 32
  %11 = trunc nuw i64 %10 to i32
  %12 = lshr i64 %0, 40
  %13 = trunc nuw nsw i64 %12 to i32
  %14 = lshr i64 %0, 48
  %15 = trunc nuw nsw i64 %14 to i32
  %16 = lshr i64 %0, 56
  %17 = trunc nuw nsw i64 %16 to i32
  %18 = trunc i56 %1 to i32
  %19 = trunc i56 %1 to i32
  %20 = lshr i32 %19, 8
  %21 = trunc i56 %1 to i32
  %22 = lshr i32 %21, 16
  %23 = trunc i56 %1 to i32
  %24 = lshr i32 %23, 24
  %25 = lshr i56 %1, 32
  %26 = trunc nuw nsw i56 %25 to i32
  %27 = lshr i56 %1, 40
  %28 = trunc nuw nsw i56 %27 to i32
  %29 = lshr i56 %1, 48
  %30 = trunc nuw nsw i56 %29 to i32
  %31 = and i32 %3, 255
  %32 = mul nuw nsw i32 %31, 33
  %33 = and i32 %5, 255
  %34 = add nuw nsw i32 %32, %33
  %35 = mul nuw nsw i32 %34, 33
  %36 = and i32 %7, 255
  %37 = add nuw nsw i32 %35, %36
  %38 = mul nuw nsw i32 %37, 33
  %39 = add nuw nsw i32 %38, %9
  %40 = mul nuw nsw i32 %39, 33
  %41 = and i32 %11, 255
  %42 = add nuw nsw i32 %40, %41
  %43 = mul i32 %42, 33
  %44 = and i32 %13, 255
  %45 = add i32 %43, %44
  %46 = mul i32 %45, 33
  %47 = and i32 %15, 255
  %48 = add i32 %46, %47
  %49 = mul i32 %48, 33
  %50 = add i32 %49, %17
  %51 = mul i32 %50, 33
  %52 = and i32 %18, 255
  %53 = add i32 %51, %52
  %54 = mul i32 %53, 33
  %55 = and i32 %20, 255
  %56 = add i32 %54, %55
  %57 = mul i32 %56, 33
  %58 = and i32 %22, 255
  %59 = add i32 %57, %58
  %60 = mul i32 %59, 33
  %61 = add i32 %60, %24
  %62 = mul i32 %61, 33
  %63 = and i32 %26, 255
  %64 = add i32 %62, %63
  %65 = mul i32 %64, 33
  %66 = and i32 %28, 255
  %67 = add i32 %65, %66
  %68 = mul i32 %67, 33
  %69 = add i32 %68, %30
  ret i32 %69
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @late15(ptr nocapture noundef readonly byval(%struct.s15) align 8 %0, ptr nocapture noundef readonly byval(%struct.s15) align 8 %1) unnamed_addr #5 {
  %3 = load i64, ptr %0, align 8
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load i56, ptr %4, align 8
  %6 = tail call fastcc i32 @sum15(i64 %3, i56 %5)
  %7 = mul i32 %6, 3
  %8 = add i32 %7, 28
  %9 = load i64, ptr %1, align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 8
  %11 = load i56, ptr %10, align 8
  %12 = tail call fastcc i32 @sum15(i64 %9, i56 %11)
  %13 = add i32 %8, %12
  ret i32 %13
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @make16() unnamed_addr #3 {
  ret { i64, i64 } { i64 2385239895007229936, i64 6436289573922680616 }
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @bump16(i64 %0, i64 %1) unnamed_addr #3 {
  %3 = add i64 %0, 3
  %4 = add i64 %1, 3
  %5 = and i64 %0, -72057594037927936
  %6 = add i64 %5, 216172782113783808
  %7 = insertelement <4 x i64> poison, i64 %0, i64 0
  %8 = shufflevector <4 x i64> %7, <4 x i64> poison, <4 x i32> zeroinitializer
  %9 = add <4 x i64> %8, <i64 844424930131968, i64 3298534883328, i64 12884901888, i64 50331648>
  %10 = and <4 x i64> %9, <i64 71776119061217280, i64 280375465082880, i64 1095216660480, i64 4278190080>
  %11 = add i64 %0, 196608
  %12 = and i64 %11, 16711680
  %13 = add i64 %0, 768
  %14 = and i64 %13, 65280
  %15 = and i64 %3, 255
  %16 = tail call i64 @llvm.vector.reduce.or.v4i64(<4 x i64> %10)
  %17 = or disjoint i64 %16, %12
  %18 = or disjoint i64 %14, %15
  %19 = or disjoint i64 %17, %18
  %20 = or disjoint i64 %19, %6
  %21 = and i64 %1, -72057594037927936
  %22 = add i64 %21, 216172782113783808
  %23 = insertelement <4 x i64> poison, i64 %1, i64 0
  %24 = shufflevector <4 x i64> %23, <4 x i64> poison, <4 x i32> zeroinitializer
  %25 = add <4 x i64> %24, <i64 844424930131968, i64 3298534883328, i64 12884901888, i64 50331648>
  %26 = and <4 x i64> %25, <i64 71776119061217280, i64 280375465082880, i64 1095216660480, i64 4278190080>
  %27 = add i64 %1, 196608
  %28 = and i64 %27, 16711680
  %29 = add i64 %1, 768
  %30 = and i64 %29, 65280
  %31 = and i64 %4, 255
  %32 = tail call i64 @llvm.vector.reduce.or.v4i64(<4 x i64> %26)
  %33 = or disjoint i64 %32, %28
  %34 = or disjoint i64 %30, %31
  %35 = or disjoint i64 %33, %34
  %36 = or disjoint i64 %35, %22
  %37 = insertvalue { i64, i64 } poison, i64 %20, 0
  %38 = insertvalue { i64, i64 } %37, i64 %36, 1
  ret { i64, i64 } %38
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @sum16(i64 %0, i64 %1) unnamed_addr #3 {
  %3 = trunc i64 %0 to i32
  %4 = trunc i64 %0 to i32
  %5 = lshr i32 %4, 8
  %6 = trunc i64 %0 to i32
  %7 = lshr i32 %6, 16
  %8 = trunc i64 %0 to i32
  %9 = lshr i32 %8, 24
  %10 = lshr i64 %0, 32
  %11 = trunc nuw i64 %10 to i32
  %12 = lshr i64 %0, 40
  %13 = trunc nuw nsw i64 %12 to i32
  %14 = lshr i64 %0, 48
  %15 = trunc nuw nsw i64 %14 to i32
  %16 = lshr i64 %0, 56
  %17 = trunc nuw nsw i64 %16 to i32
  %18 = trunc i64 %1 to i32
  %19 = trunc i64 %1 to i32
  %20 = lshr i32 %19, 8
  %21 = trunc i64 %1 to i32
  %22 = lshr i32 %21, 16
  %23 = trunc i64 %1 to i32
  %24 = lshr i32 %23, 24
  %25 = lshr i64 %1, 32
  %26 = trunc nuw i64 %25 to i32
  %27 = lshr i64 %1, 40
  %28 = trunc nuw nsw i64 %27 to i32
  %29 = lshr i64 %1, 48
  %30 = trunc nuw nsw i64 %29 to i32
  %31 = lshr i64 %1, 56
  %32 = trunc nuw nsw i64 %31 to i32
  %33 = and i32 %3, 255
  %34 = mul nuw nsw i32 %33, 33
  %35 = and i32 %5, 255
  %36 = add nuw nsw i32 %34, %35
  %37 = mul nuw nsw i32 %36, 33
  %38 = and i32 %7, 255
  %39 = add nuw nsw i32 %37, %38
  %40 = mul nuw nsw i32 %39, 33
  %41 = add nuw nsw i32 %40, %9
  %42 = mul nuw nsw i32 %41, 33
  %43 = and i32 %11, 255
  %44 = add nuw nsw i32 %42, %43
  %45 = mul i32 %44, 33
  %46 = and i32 %13, 255
  %47 = add i32 %45, %46
  %48 = mul i32 %47, 33
  %49 = and i32 %15, 255
  %50 = add i32 %48, %49
  %51 = mul i32 %50, 33
  %52 = add i32 %51, %17
  %53 = mul i32 %52, 33
  %54 = and i32 %18, 255
  %55 = add i32 %53, %54
  %56 = mul i32 %55, 33
  %57 = and i32 %20, 255
  %58 = add i32 %56, %57
  %59 = mul i32 %58, 33
  %60 = and i32 %22, 255
  %61 = add i32 %59, %60
  %62 = mul i32 %61, 33
  %63 = add i32 %62, %24
  %64 = mul i32 %63, 33
  %65 = and i32 %26, 255
  %66 = add i32 %64, %65
  %67 = mul i32 %66, 33
  %68 = and i32 %28, 255
  %69 = add i32 %67, %68
  %70 = mul i32 %69, 33
  %71 = and i32 %30, 255
  %72 = add i32 %70, %71
  %73 = mul i32 %72, 33
  %74 = add i32 %73, %32
  ret i32 %74
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @late16(ptr nocapture noundef readonly byval(%struct.s16) align 8 %0, ptr nocapture noundef readonly byval(%struct.s16) align 8 %1) unnamed_addr #5 {
  %3 = load i64, ptr %0, align 8
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load i64, ptr %4, align 8
  %6 = tail call fastcc i32 @sum16(i64 %3, i64 %5)
  %7 = mul i32 %6, 3
  %8 = add i32 %7, 28
  %9 = load i64, ptr %1, align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 8
  %11 = load i64, ptr %10, align 8
  %12 = tail call fastcc i32 @sum16(i64 %9, i64 %11)
  %13 = add i32 %8, %12
  ret i32 %13
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @make17(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s17) align 1 %0) unnamed_addr #6 {
  store <16 x i8> <i8 15, i8 22, i8 29, i8 36, i8 43, i8 50, i8 57, i8 64, i8 71, i8 78, i8 85, i8 92, i8 99, i8 106, i8 113, i8 120>, ptr %0, align 1, !tbaa !9
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  store i8 127, ptr %2, align 1, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @bump17(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s17) align 1 %0, ptr nocapture noundef byval(%struct.s17) align 8 %1) unnamed_addr #7 {
  %3 = load <16 x i8>, ptr %1, align 8, !tbaa !9
  %4 = add <16 x i8> %3, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  store <16 x i8> %4, ptr %1, align 8, !tbaa !9
  %5 = getelementptr inbounds i8, ptr %1, i64 16
  %6 = load i8, ptr %5, align 8, !tbaa !9
  %7 = add i8 %6, 3
  store i8 %7, ptr %5, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(17) %0, ptr noundef nonnull align 8 dereferenceable(17) %1, i64 17, i1 false), !tbaa.struct !10
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @sum17(ptr nocapture noundef readonly byval(%struct.s17) align 8 %0) unnamed_addr #5 {
  %2 = load i8, ptr %0, align 8, !tbaa !9
  %3 = zext i8 %2 to i32
  %4 = mul nuw nsw i32 %3, 33
  %5 = getelementptr inbounds i8, ptr %0, i64 1
  %6 = load i8, ptr %5, align 1, !tbaa !9
  %7 = zext i8 %6 to i32
  %8 = add nuw nsw i32 %4, %7
  %9 = mul nuw nsw i32 %8, 33
  %10 = getelementptr inbounds i8, ptr %0, i64 2
  %11 = load i8, ptr %10, align 2, !tbaa !9
  %12 = zext i8 %11 to i32
  %13 = add nuw nsw i32 %9, %12
  %14 = mul nuw nsw i32 %13, 33
  %15 = getelementptr inbounds i8, ptr %0, i64 3
  %16 = load i8, ptr %15, align 1, !tbaa !9
  %17 = zext i8 %16 to i32
  %18 = add nuw nsw i32 %14, %17
  %19 = mul nuw nsw i32 %18, 33
  %20 = getelementptr inbounds i8, ptr %0, i64 4
  %21 = load i8, ptr %20, align 4, !tbaa !9
  %22 = zext i8 %21 to i32
  %23 = add nuw nsw i32 %19, %22
  %24 = mul i32 %23, 33
  %25 = getelementptr inbounds i8, ptr %0, i64 5
  %26 = load i8, ptr %25, align 1, !tbaa !9
  %27 = zext i8 %26 to i32
  %28 = add i32 %24, %27
  %29 = mul i32 %28, 33
  %30 = getelementptr inbounds i8, ptr %0, i64 6
  %31 = load i8, ptr %30, align 2, !tbaa !9
  %32 = zext i8 %31 to i32
  %33 = add i32 %29, %32
  %34 = mul i32 %33, 33
  %35 = getelementptr inbounds i8, ptr %0, i64 7
  %36 = load i8, ptr %35, align 1, !tbaa !9
  %37 = zext i8 %36 to i32
  %38 = add i32 %34, %37
  %39 = mul i32 %38, 33
  %40 = getelementptr inbounds i8, ptr %0, i64 8
  %41 = load i8, ptr %40, align 8, !tbaa !9
  %42 = zext i8 %41 to i32
  %43 = add i32 %39, %42
  %44 = mul i32 %43, 33
  %45 = getelementptr inbounds i8, ptr %0, i64 9
  %46 = load i8, ptr %45, align 1, !tbaa !9
  %47 = zext i8 %46 to i32
  %48 = add i32 %44, %47
  %49 = mul i32 %48, 33
  %50 = getelementptr inbounds i8, ptr %0, i64 10
  %51 = load i8, ptr %50, align 2, !tbaa !9
  %52 = zext i8 %51 to i32
  %53 = add i32 %49, %52
  %54 = mul i32 %53, 33
  %55 = getelementptr inbounds i8, ptr %0, i64 11
  %56 = load i8, ptr %55, align 1, !tbaa !9
  %57 = zext i8 %56 to i32
  %58 = add i32 %54, %57
  %59 = mul i32 %58, 33
  %60 = getelementptr inbounds i8, ptr %0, i64 12
  %61 = load i8, ptr %60, align 4, !tbaa !9
  %62 = zext i8 %61 to i32
  %63 = add i32 %59, %62
  %64 = mul i32 %63, 33
  %65 = getelementptr inbounds i8, ptr %0, i64 13
  %66 = load i8, ptr %65, align 1, !tbaa !9
  %67 = zext i8 %66 to i32
  %68 = add i32 %64, %67
  %69 = mul i32 %68, 33
  %70 = getelementptr inbounds i8, ptr %0, i64 14
  %71 = load i8, ptr %70, align 2, !tbaa !9
  %72 = zext i8 %71 to i32
  %73 = add i32 %69, %72
  %74 = mul i32 %73, 33
  %75 = getelementptr inbounds i8, ptr %0, i64 15
  %76 = load i8, ptr %75, align 1, !tbaa !9
  %77 = zext i8 %76 to i32
  %78 = add i32 %74, %77
  %79 = mul i32 %78, 33
  %80 = getelementptr inbounds i8, ptr %0, i64 16
  %81 = load i8, ptr %80, align 8, !tbaa !9
  %82 = zext i8 %81 to i32
  %83 = add i32 %79, %82
  ret i32 %83
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @late17(ptr nocapture noundef readonly byval(%struct.s17) align 8 %0, ptr nocapture noundef readonly byval(%struct.s17) align 8 %1) unnamed_addr #5 {
  %3 = tail call fastcc i32 @sum17(ptr noundef nonnull byval(%struct.s17) align 8 %0)
  %4 = mul i32 %3, 3
  %5 = add i32 %4, 28
  %6 = tail call fastcc i32 @sum17(ptr noundef nonnull byval(%struct.s17) align 8 %1)
  %7 = add i32 %5, %6
  ret i32 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @make20(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s20) align 1 %0) unnamed_addr #6 {
  store <16 x i8> <i8 108, i8 115, i8 122, i8 -127, i8 -120, i8 -113, i8 -106, i8 -99, i8 -92, i8 -85, i8 -78, i8 -71, i8 -64, i8 -57, i8 -50, i8 -43>, ptr %0, align 1, !tbaa !9
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  store <4 x i8> <i8 -36, i8 -29, i8 -22, i8 -15>, ptr %2, align 1, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @bump20(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s20) align 1 %0, ptr nocapture noundef byval(%struct.s20) align 8 %1) unnamed_addr #7 {
  %3 = load <16 x i8>, ptr %1, align 8, !tbaa !9
  %4 = add <16 x i8> %3, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  store <16 x i8> %4, ptr %1, align 8, !tbaa !9
  %5 = getelementptr inbounds i8, ptr %1, i64 16
  %6 = load <4 x i8>, ptr %5, align 8, !tbaa !9
  %7 = add <4 x i8> %6, <i8 3, i8 3, i8 3, i8 3>
  store <4 x i8> %7, ptr %5, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(20) %0, ptr noundef nonnull align 8 dereferenceable(20) %1, i64 20, i1 false), !tbaa.struct !11
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @sum20(ptr nocapture noundef readonly byval(%struct.s20) align 8 %0) unnamed_addr #5 {
  %2 = load i8, ptr %0, align 8, !tbaa !9
  %3 = zext i8 %2 to i32
  %4 = mul nuw nsw i32 %3, 33
  %5 = getelementptr inbounds i8, ptr %0, i64 1
  %6 = load i8, ptr %5, align 1, !tbaa !9
  %7 = zext i8 %6 to i32
  %8 = add nuw nsw i32 %4, %7
  %9 = mul nuw nsw i32 %8, 33
  %10 = getelementptr inbounds i8, ptr %0, i64 2
  %11 = load i8, ptr %10, align 2, !tbaa !9
  %12 = zext i8 %11 to i32
  %13 = add nuw nsw i32 %9, %12
  %14 = mul nuw nsw i32 %13, 33
  %15 = getelementptr inbounds i8, ptr %0, i64 3
  %16 = load i8, ptr %15, align 1, !tbaa !9
  %17 = zext i8 %16 to i32
  %18 = add nuw nsw i32 %14, %17
  %19 = mul nuw nsw i32 %18, 33
  %20 = getelementptr inbounds i8, ptr %0, i64 4
  %21 = load i8, ptr %20, align 4, !tbaa !9
  %22 = zext i8 %21 to i32
  %23 = add nuw nsw i32 %19, %22
  %24 = mul i32 %23, 33
  %25 = getelementptr inbounds i8, ptr %0, i64 5
  %26 = load i8, ptr %25, align 1, !tbaa !9
  %27 = zext i8 %26 to i32
  %28 = add i32 %24, %27
  %29 = mul i32 %28, 33
  %30 = getelementptr inbounds i8, ptr %0, i64 6
  %31 = load i8, ptr %30, align 2, !tbaa !9
  %32 = zext i8 %31 to i32
  %33 = add i32 %29, %32
  %34 = mul i32 %33, 33
  %35 = getelementptr inbounds i8, ptr %0, i64 7
  %36 = load i8, ptr %35, align 1, !tbaa !9
  %37 = zext i8 %36 to i32
  %38 = add i32 %34, %37
  %39 = mul i32 %38, 33
  %40 = getelementptr inbounds i8, ptr %0, i64 8
  %41 = load i8, ptr %40, align 8, !tbaa !9
  %42 = zext i8 %41 to i32
  %43 = add i32 %39, %42
  %44 = mul i32 %43, 33
  %45 = getelementptr inbounds i8, ptr %0, i64 9
  %46 = load i8, ptr %45, align 1, !tbaa !9
  %47 = zext i8 %46 to i32
  %48 = add i32 %44, %47
  %49 = mul i32 %48, 33
  %50 = getelementptr inbounds i8, ptr %0, i64 10
  %51 = load i8, ptr %50, align 2, !tbaa !9
  %52 = zext i8 %51 to i32
  %53 = add i32 %49, %52
  %54 = mul i32 %53, 33
  %55 = getelementptr inbounds i8, ptr %0, i64 11
  %56 = load i8, ptr %55, align 1, !tbaa !9
  %57 = zext i8 %56 to i32
  %58 = add i32 %54, %57
  %59 = mul i32 %58, 33
  %60 = getelementptr inbounds i8, ptr %0, i64 12
  %61 = load i8, ptr %60, align 4, !tbaa !9
  %62 = zext i8 %61 to i32
  %63 = add i32 %59, %62
  %64 = mul i32 %63, 33
  %65 = getelementptr inbounds i8, ptr %0, i64 13
  %66 = load i8, ptr %65, align 1, !tbaa !9
  %67 = zext i8 %66 to i32
  %68 = add i32 %64, %67
  %69 = mul i32 %68, 33
  %70 = getelementptr inbounds i8, ptr %0, i64 14
  %71 = load i8, ptr %70, align 2, !tbaa !9
  %72 = zext i8 %71 to i32
  %73 = add i32 %69, %72
  %74 = mul i32 %73, 33
  %75 = getelementptr inbounds i8, ptr %0, i64 15
  %76 = load i8, ptr %75, align 1, !tbaa !9
  %77 = zext i8 %76 to i32
  %78 = add i32 %74, %77
  %79 = mul i32 %78, 33
  %80 = getelementptr inbounds i8, ptr %0, i64 16
  %81 = load i8, ptr %80, align 8, !tbaa !9
  %82 = zext i8 %81 to i32
  %83 = add i32 %79, %82
  %84 = mul i32 %83, 33
  %85 = getelementptr inbounds i8, ptr %0, i64 17
  %86 = load i8, ptr %85, align 1, !tbaa !9
  %87 = zext i8 %86 to i32
  %88 = add i32 %84, %87
  %89 = mul i32 %88, 33
  %90 = getelementptr inbounds i8, ptr %0, i64 18
  %91 = load i8, ptr %90, align 2, !tbaa !9
  %92 = zext i8 %91 to i32
  %93 = add i32 %89, %92
  %94 = mul i32 %93, 33
  %95 = getelementptr inbounds i8, ptr %0, i64 19
  %96 = load i8, ptr %95, align 1, !tbaa !9
  %97 = zext i8 %96 to i32
  %98 = add i32 %94, %97
  ret i32 %98
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @late20(ptr nocapture noundef readonly byval(%struct.s20) align 8 %0, ptr nocapture noundef readonly byval(%struct.s20) align 8 %1) unnamed_addr #5 {
  %3 = tail call fastcc i32 @sum20(ptr noundef nonnull byval(%struct.s20) align 8 %0)
  %4 = mul i32 %3, 3
  %5 = add i32 %4, 28
  %6 = tail call fastcc i32 @sum20(ptr noundef nonnull byval(%struct.s20) align 8 %1)
  %7 = add i32 %5, %6
  ret i32 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @make23(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s23) align 1 %0) unnamed_addr #6 {
  store <16 x i8> <i8 -55, i8 -48, i8 -41, i8 -34, i8 -27, i8 -20, i8 -13, i8 -6, i8 1, i8 8, i8 15, i8 22, i8 29, i8 36, i8 43, i8 50>, ptr %0, align 1, !tbaa !9
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  store <4 x i8> <i8 57, i8 64, i8 71, i8 78>, ptr %2, align 1, !tbaa !9
  %3 = getelementptr inbounds i8, ptr %0, i64 20
  store i8 85, ptr %3, align 1, !tbaa !9
  %4 = getelementptr inbounds i8, ptr %0, i64 21
  store i8 92, ptr %4, align 1, !tbaa !9
  %5 = getelementptr inbounds i8, ptr %0, i64 22
  store i8 99, ptr %5, align 1, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @bump23(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s23) align 1 %0, ptr nocapture noundef byval(%struct.s23) align 8 %1) unnamed_addr #7 {
  %3 = load <16 x i8>, ptr %1, align 8, !tbaa !9
  %4 = add <16 x i8> %3, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  store <16 x i8> %4, ptr %1, align 8, !tbaa !9
  %5 = getelementptr inbounds i8, ptr %1, i64 16
  %6 = load <4 x i8>, ptr %5, align 8, !tbaa !9
  %7 = add <4 x i8> %6, <i8 3, i8 3, i8 3, i8 3>
  store <4 x i8> %7, ptr %5, align 8, !tbaa !9
  %8 = getelementptr inbounds i8, ptr %1, i64 20
  %9 = load i8, ptr %8, align 4, !tbaa !9
  %10 = add i8 %9, 3
  store i8 %10, ptr %8, align 4, !tbaa !9
  %11 = getelementptr inbounds i8, ptr %1, i64 21
  %12 = load i8, ptr %11, align 1, !tbaa !9
  %13 = add i8 %12, 3
  store i8 %13, ptr %11, align 1, !tbaa !9
  %14 = getelementptr inbounds i8, ptr %1, i64 22
  %15 = load i8, ptr %14, align 2, !tbaa !9
  %16 = add i8 %15, 3
  store i8 %16, ptr %14, align 2, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(23) %0, ptr noundef nonnull align 8 dereferenceable(23) %1, i64 23, i1 false), !tbaa.struct !12
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @sum23(ptr nocapture noundef readonly byval(%struct.s23) align 8 %0) unnamed_addr #5 {
  %2 = load i8, ptr %0, align 8, !tbaa !9
  %3 = zext i8 %2 to i32
  %4 = mul nuw nsw i32 %3, 33
  %5 = getelementptr inbounds i8, ptr %0, i64 1
  %6 = load i8, ptr %5, align 1, !tbaa !9
  %7 = zext i8 %6 to i32
  %8 = add nuw nsw i32 %4, %7
  %9 = mul nuw nsw i32 %8, 33
  %10 = getelementptr inbounds i8, ptr %0, i64 2
  %11 = load i8, ptr %10, align 2, !tbaa !9
  %12 = zext i8 %11 to i32
  %13 = add nuw nsw i32 %9, %12
  %14 = mul nuw nsw i32 %13, 33
  %15 = getelementptr inbounds i8, ptr %0, i64 3
  %16 = load i8, ptr %15, align 1, !tbaa !9
  %17 = zext i8 %16 to i32
  %18 = add nuw nsw i32 %14, %17
  %19 = mul nuw nsw i32 %18, 33
  %20 = getelementptr inbounds i8, ptr %0, i64 4
  %21 = load i8, ptr %20, align 4, !tbaa !9
  %22 = zext i8 %21 to i32
  %23 = add nuw nsw i32 %19, %22
  %24 = mul i32 %23, 33
  %25 = getelementptr inbounds i8, ptr %0, i64 5
  %26 = load i8, ptr %25, align 1, !tbaa !9
  %27 = zext i8 %26 to i32
  %28 = add i32 %24, %27
  %29 = mul i32 %28, 33
  %30 = getelementptr inbounds i8, ptr %0, i64 6
  %31 = load i8, ptr %30, align 2, !tbaa !9
  %32 = zext i8 %31 to i32
  %33 = add i32 %29, %32
  %34 = mul i32 %33, 33
  %35 = getelementptr inbounds i8, ptr %0, i64 7
  %36 = load i8, ptr %35, align 1, !tbaa !9
  %37 = zext i8 %36 to i32
  %38 = add i32 %34, %37
  %39 = mul i32 %38, 33
  %40 = getelementptr inbounds i8, ptr %0, i64 8
  %41 = load i8, ptr %40, align 8, !tbaa !9
  %42 = zext i8 %41 to i32
  %43 = add i32 %39, %42
  %44 = mul i32 %43, 33
  %45 = getelementptr inbounds i8, ptr %0, i64 9
  %46 = load i8, ptr %45, align 1, !tbaa !9
  %47 = zext i8 %46 to i32
  %48 = add i32 %44, %47
  %49 = mul i32 %48, 33
  %50 = getelementptr inbounds i8, ptr %0, i64 10
  %51 = load i8, ptr %50, align 2, !tbaa !9
  %52 = zext i8 %51 to i32
  %53 = add i32 %49, %52
  %54 = mul i32 %53, 33
  %55 = getelementptr inbounds i8, ptr %0, i64 11
  %56 = load i8, ptr %55, align 1, !tbaa !9
  %57 = zext i8 %56 to i32
  %58 = add i32 %54, %57
  %59 = mul i32 %58, 33
  %60 = getelementptr inbounds i8, ptr %0, i64 12
  %61 = load i8, ptr %60, align 4, !tbaa !9
  %62 = zext i8 %61 to i32
  %63 = add i32 %59, %62
  %64 = mul i32 %63, 33
  %65 = getelementptr inbounds i8, ptr %0, i64 13
  %66 = load i8, ptr %65, align 1, !tbaa !9
  %67 = zext i8 %66 to i32
  %68 = add i32 %64, %67
  %69 = mul i32 %68, 33
  %70 = getelementptr inbounds i8, ptr %0, i64 14
  %71 = load i8, ptr %70, align 2, !tbaa !9
  %72 = zext i8 %71 to i32
  %73 = add i32 %69, %72
  %74 = mul i32 %73, 33
  %75 = getelementptr inbounds i8, ptr %0, i64 15
  %76 = load i8, ptr %75, align 1, !tbaa !9
  %77 = zext i8 %76 to i32
  %78 = add i32 %74, %77
  %79 = mul i32 %78, 33
  %80 = getelementptr inbounds i8, ptr %0, i64 16
  %81 = load i8, ptr %80, align 8, !tbaa !9
  %82 = zext i8 %81 to i32
  %83 = add i32 %79, %82
  %84 = mul i32 %83, 33
  %85 = getelementptr inbounds i8, ptr %0, i64 17
  %86 = load i8, ptr %85, align 1, !tbaa !9
  %87 = zext i8 %86 to i32
  %88 = add i32 %84, %87
  %89 = mul i32 %88, 33
  %90 = getelementptr inbounds i8, ptr %0, i64 18
  %91 = load i8, ptr %90, align 2, !tbaa !9
  %92 = zext i8 %91 to i32
  %93 = add i32 %89, %92
  %94 = mul i32 %93, 33
  %95 = getelementptr inbounds i8, ptr %0, i64 19
  %96 = load i8, ptr %95, align 1, !tbaa !9
  %97 = zext i8 %96 to i32
  %98 = add i32 %94, %97
  %99 = mul i32 %98, 33
  %100 = getelementptr inbounds i8, ptr %0, i64 20
  %101 = load i8, ptr %100, align 4, !tbaa !9
  %102 = zext i8 %101 to i32
  %103 = add i32 %99, %102
  %104 = mul i32 %103, 33
  %105 = getelementptr inbounds i8, ptr %0, i64 21
  %106 = load i8, ptr %105, align 1, !tbaa !9
  %107 = zext i8 %106 to i32
  %108 = add i32 %104, %107
  %109 = mul i32 %108, 33
  %110 = getelementptr inbounds i8, ptr %0, i64 22
  %111 = load i8, ptr %110, align 2, !tbaa !9
  %112 = zext i8 %111 to i32
  %113 = add i32 %109, %112
  ret i32 %113
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @late23(ptr nocapture noundef readonly byval(%struct.s23) align 8 %0, ptr nocapture noundef readonly byval(%struct.s23) align 8 %1) unnamed_addr #5 {
  %3 = tail call fastcc i32 @sum23(ptr noundef nonnull byval(%struct.s23) align 8 %0)
  %4 = mul i32 %3, 3
  %5 = add i32 %4, 28
  %6 = tail call fastcc i32 @sum23(ptr noundef nonnull byval(%struct.s23) align 8 %1)
  %7 = add i32 %5, %6
  ret i32 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @make24(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s24) align 1 %0) unnamed_addr #6 {
  store <16 x i8> <i8 -24, i8 -17, i8 -10, i8 -3, i8 4, i8 11, i8 18, i8 25, i8 32, i8 39, i8 46, i8 53, i8 60, i8 67, i8 74, i8 81>, ptr %0, align 1, !tbaa !9
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  store <8 x i8> <i8 88, i8 95, i8 102, i8 109, i8 116, i8 123, i8 -126, i8 -119>, ptr %2, align 1, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @bump24(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s24) align 1 %0, ptr nocapture noundef byval(%struct.s24) align 8 %1) unnamed_addr #7 {
  %3 = load <16 x i8>, ptr %1, align 8, !tbaa !9
  %4 = add <16 x i8> %3, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  store <16 x i8> %4, ptr %1, align 8, !tbaa !9
  %5 = getelementptr inbounds i8, ptr %1, i64 16
  %6 = load <8 x i8>, ptr %5, align 8, !tbaa !9
  %7 = add <8 x i8> %6, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  store <8 x i8> %7, ptr %5, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(24) %0, ptr noundef nonnull align 8 dereferenceable(24) %1, i64 24, i1 false), !tbaa.struct !13
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @sum24(ptr nocapture noundef readonly byval(%struct.s24) align 8 %0) unnamed_addr #5 {
  %2 = load i8, ptr %0, align 8, !tbaa !9
  %3 = zext i8 %2 to i32
  %4 = mul nuw nsw i32 %3, 33
  %5 = getelementptr inbounds i8, ptr %0, i64 1
  %6 = load i8, ptr %5, align 1, !tbaa !9
  %7 = zext i8 %6 to i32
  %8 = add nuw nsw i32 %4, %7
  %9 = mul nuw nsw i32 %8, 33
  %10 = getelementptr inbounds i8, ptr %0, i64 2
  %11 = load i8, ptr %10, align 2, !tbaa !9
  %12 = zext i8 %11 to i32
  %13 = add nuw nsw i32 %9, %12
  %14 = mul nuw nsw i32 %13, 33
  %15 = getelementptr inbounds i8, ptr %0, i64 3
  %16 = load i8, ptr %15, align 1, !tbaa !9
  %17 = zext i8 %16 to i32
  %18 = add nuw nsw i32 %14, %17
  %19 = mul nuw nsw i32 %18, 33
  %20 = getelementptr inbounds i8, ptr %0, i64 4
  %21 = load i8, ptr %20, align 4, !tbaa !9
  %22 = zext i8 %21 to i32
  %23 = add nuw nsw i32 %19, %22
  %24 = mul i32 %23, 33
  %25 = getelementptr inbounds i8, ptr %0, i64 5
  %26 = load i8, ptr %25, align 1, !tbaa !9
  %27 = zext i8 %26 to i32
  %28 = add i32 %24, %27
  %29 = mul i32 %28, 33
  %30 = getelementptr inbounds i8, ptr %0, i64 6
  %31 = load i8, ptr %30, align 2, !tbaa !9
  %32 = zext i8 %31 to i32
  %33 = add i32 %29, %32
  %34 = mul i32 %33, 33
  %35 = getelementptr inbounds i8, ptr %0, i64 7
  %36 = load i8, ptr %35, align 1, !tbaa !9
  %37 = zext i8 %36 to i32
  %38 = add i32 %34, %37
  %39 = mul i32 %38, 33
  %40 = getelementptr inbounds i8, ptr %0, i64 8
  %41 = load i8, ptr %40, align 8, !tbaa !9
  %42 = zext i8 %41 to i32
  %43 = add i32 %39, %42
  %44 = mul i32 %43, 33
  %45 = getelementptr inbounds i8, ptr %0, i64 9
  %46 = load i8, ptr %45, align 1, !tbaa !9
  %47 = zext i8 %46 to i32
  %48 = add i32 %44, %47
  %49 = mul i32 %48, 33
  %50 = getelementptr inbounds i8, ptr %0, i64 10
  %51 = load i8, ptr %50, align 2, !tbaa !9
  %52 = zext i8 %51 to i32
  %53 = add i32 %49, %52
  %54 = mul i32 %53, 33
  %55 = getelementptr inbounds i8, ptr %0, i64 11
  %56 = load i8, ptr %55, align 1, !tbaa !9
  %57 = zext i8 %56 to i32
  %58 = add i32 %54, %57
  %59 = mul i32 %58, 33
  %60 = getelementptr inbounds i8, ptr %0, i64 12
  %61 = load i8, ptr %60, align 4, !tbaa !9
  %62 = zext i8 %61 to i32
  %63 = add i32 %59, %62
  %64 = mul i32 %63, 33
  %65 = getelementptr inbounds i8, ptr %0, i64 13
  %66 = load i8, ptr %65, align 1, !tbaa !9
  %67 = zext i8 %66 to i32
  %68 = add i32 %64, %67
  %69 = mul i32 %68, 33
  %70 = getelementptr inbounds i8, ptr %0, i64 14
  %71 = load i8, ptr %70, align 2, !tbaa !9
  %72 = zext i8 %71 to i32
  %73 = add i32 %69, %72
  %74 = mul i32 %73, 33
  %75 = getelementptr inbounds i8, ptr %0, i64 15
  %76 = load i8, ptr %75, align 1, !tbaa !9
  %77 = zext i8 %76 to i32
  %78 = add i32 %74, %77
  %79 = mul i32 %78, 33
  %80 = getelementptr inbounds i8, ptr %0, i64 16
  %81 = load i8, ptr %80, align 8, !tbaa !9
  %82 = zext i8 %81 to i32
  %83 = add i32 %79, %82
  %84 = mul i32 %83, 33
  %85 = getelementptr inbounds i8, ptr %0, i64 17
  %86 = load i8, ptr %85, align 1, !tbaa !9
  %87 = zext i8 %86 to i32
  %88 = add i32 %84, %87
  %89 = mul i32 %88, 33
  %90 = getelementptr inbounds i8, ptr %0, i64 18
  %91 = load i8, ptr %90, align 2, !tbaa !9
  %92 = zext i8 %91 to i32
  %93 = add i32 %89, %92
  %94 = mul i32 %93, 33
  %95 = getelementptr inbounds i8, ptr %0, i64 19
  %96 = load i8, ptr %95, align 1, !tbaa !9
  %97 = zext i8 %96 to i32
  %98 = add i32 %94, %97
  %99 = mul i32 %98, 33
  %100 = getelementptr inbounds i8, ptr %0, i64 20
  %101 = load i8, ptr %100, align 4, !tbaa !9
  %102 = zext i8 %101 to i32
  %103 = add i32 %99, %102
  %104 = mul i32 %103, 33
  %105 = getelementptr inbounds i8, ptr %0, i64 21
  %106 = load i8, ptr %105, align 1, !tbaa !9
  %107 = zext i8 %106 to i32
  %108 = add i32 %104, %107
  %109 = mul i32 %108, 33
  %110 = getelementptr inbounds i8, ptr %0, i64 22
  %111 = load i8, ptr %110, align 2, !tbaa !9
  %112 = zext i8 %111 to i32
  %113 = add i32 %109, %112
  %114 = mul i32 %113, 33
  %115 = getelementptr inbounds i8, ptr %0, i64 23
  %116 = load i8, ptr %115, align 1, !tbaa !9
  %117 = zext i8 %116 to i32
  %118 = add i32 %114, %117
  ret i32 %118
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @late24(ptr nocapture noundef readonly byval(%struct.s24) align 8 %0, ptr nocapture noundef readonly byval(%struct.s24) align 8 %1) unnamed_addr #5 {
  %3 = tail call fastcc i32 @sum24(ptr noundef nonnull byval(%struct.s24) align 8 %0)
  %4 = mul i32 %3, 3
  %5 = add i32 %4, 28
  %6 = tail call fastcc i32 @sum24(ptr noundef nonnull byval(%struct.s24) align 8 %1)
  %7 = add i32 %5, %6
  ret i32 %7
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write) uwtable
define internal fastcc void @make31(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s31) align 1 %0) unnamed_addr #8 {
  store <8 x i8> <i8 -63, i8 -56, i8 -49, i8 -42, i8 -35, i8 -28, i8 -21, i8 -14>, ptr %0, align 1, !tbaa !9
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  store <8 x i8> <i8 -7, i8 0, i8 7, i8 14, i8 21, i8 28, i8 35, i8 42>, ptr %2, align 1, !tbaa !9
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  store <8 x i8> <i8 49, i8 56, i8 63, i8 70, i8 77, i8 84, i8 91, i8 98>, ptr %3, align 1, !tbaa !9
  %4 = getelementptr inbounds i8, ptr %0, i64 24
  store i8 105, ptr %4, align 1, !tbaa !9
  %5 = getelementptr inbounds i8, ptr %0, i64 25
  store i8 112, ptr %5, align 1, !tbaa !9
  %6 = getelementptr inbounds i8, ptr %0, i64 26
  store i8 119, ptr %6, align 1, !tbaa !9
  %7 = getelementptr inbounds i8, ptr %0, i64 27
  store i8 126, ptr %7, align 1, !tbaa !9
  %8 = getelementptr inbounds i8, ptr %0, i64 28
  store i8 -123, ptr %8, align 1, !tbaa !9
  %9 = getelementptr inbounds i8, ptr %0, i64 29
  store i8 -116, ptr %9, align 1, !tbaa !9
  %10 = getelementptr inbounds i8, ptr %0, i64 30
  store i8 -109, ptr %10, align 1, !tbaa !9
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @bump31(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s31) align 1 %0, ptr nocapture noundef byval(%struct.s31) align 8 %1) unnamed_addr #9 {
  %3 = getelementptr inbounds i8, ptr %1, i64 4
  %4 = load <4 x i8>, ptr %1, align 8, !tbaa !9
  %5 = load <4 x i8>, ptr %3, align 4, !tbaa !9
  %6 = add <4 x i8> %4, <i8 3, i8 3, i8 3, i8 3>
  %7 = add <4 x i8> %5, <i8 3, i8 3, i8 3, i8 3>
  store <4 x i8> %6, ptr %1, align 8, !tbaa !9
  store <4 x i8> %7, ptr %3, align 4, !tbaa !9
  %8 = getelementptr inbounds i8, ptr %1, i64 8
  %9 = getelementptr inbounds i8, ptr %1, i64 12
  %10 = load <4 x i8>, ptr %8, align 8, !tbaa !9
  %11 = load <4 x i8>, ptr %9, align 4, !tbaa !9
  %12 = add <4 x i8> %10, <i8 3, i8 3, i8 3, i8 3>
  %13 = add <4 x i8> %11, <i8 3, i8 3, i8 3, i8 3>
  store <4 x i8> %12, ptr %8, align 8, !tbaa !9
  store <4 x i8> %13, ptr %9, align 4, !tbaa !9
  %14 = getelementptr inbounds i8, ptr %1, i64 16
  %15 = getelementptr inbounds i8, ptr %1, i64 20
  %16 = load <4 x i8>, ptr %14, align 8, !tbaa !9
  %17 = load <4 x i8>, ptr %15, align 4, !tbaa !9
  %18 = add <4 x i8> %16, <i8 3, i8 3, i8 3, i8 3>
  %19 = add <4 x i8> %17, <i8 3, i8 3, i8 3, i8 3>
  store <4 x i8> %18, ptr %14, align 8, !tbaa !9
  store <4 x i8> %19, ptr %15, align 4, !tbaa !9
  %20 = getelementptr inbounds i8, ptr %1, i64 24
  %21 = load i8, ptr %20, align 8, !tbaa !9
  %22 = add i8 %21, 3
  store i8 %22, ptr %20, align 8, !tbaa !9
  %23 = getelementptr inbounds i8, ptr %1, i64 25
  %24 = load i8, ptr %23, align 1, !tbaa !9
  %25 = add i8 %24, 3
  store i8 %25, ptr %23, align 1, !tbaa !9
  %26 = getelementptr inbounds i8, ptr %1, i64 26
  %27 = load i8, ptr %26, align 2, !tbaa !9
  %28 = add i8 %27, 3
  store i8 %28, ptr %26, align 2, !tbaa !9
  %29 = getelementptr inbounds i8, ptr %1, i64 27
  %30 = load i8, ptr %29, align 1, !tbaa !9
  %31 = add i8 %30, 3
  store i8 %31, ptr %29, align 1, !tbaa !9
  %32 = getelementptr inbounds i8, ptr %1, i64 28
  %33 = load i8, ptr %32, align 4, !tbaa !9
  %34 = add i8 %33, 3
  store i8 %34, ptr %32, align 4, !tbaa !9
  %35 = getelementptr inbounds i8, ptr %1, i64 29
  %36 = load i8, ptr %35, align 1, !tbaa !9
  %37 = add i8 %36, 3
  store i8 %37, ptr %35, align 1, !tbaa !9
  %38 = getelementptr inbounds i8, ptr %1, i64 30
  %39 = load i8, ptr %38, align 2, !tbaa !9
  %40 = add i8 %39, 3
  store i8 %40, ptr %38, align 2, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(31) %0, ptr noundef nonnull align 8 dereferenceable(31) %1, i64 31, i1 false), !tbaa.struct !14
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @sum31(ptr nocapture noundef readonly byval(%struct.s31) align 8 %0) unnamed_addr #5 {
  %2 = load i8, ptr %0, align 8, !tbaa !9
  %3 = zext i8 %2 to i32
  %4 = mul nuw nsw i32 %3, 33
  %5 = getelementptr inbounds i8, ptr %0, i64 1
  %6 = load i8, ptr %5, align 1, !tbaa !9
  %7 = zext i8 %6 to i32
  %8 = add nuw nsw i32 %4, %7
  %9 = mul nuw nsw i32 %8, 33
  %10 = getelementptr inbounds i8, ptr %0, i64 2
  %11 = load i8, ptr %10, align 2, !tbaa !9
  %12 = zext i8 %11 to i32
  %13 = add nuw nsw i32 %9, %12
  %14 = mul nuw nsw i32 %13, 33
  %15 = getelementptr inbounds i8, ptr %0, i64 3
  %16 = load i8, ptr %15, align 1, !tbaa !9
  %17 = zext i8 %16 to i32
  %18 = add nuw nsw i32 %14, %17
  %19 = mul nuw nsw i32 %18, 33
  %20 = getelementptr inbounds i8, ptr %0, i64 4
  %21 = load i8, ptr %20, align 4, !tbaa !9
  %22 = zext i8 %21 to i32
  %23 = add nuw nsw i32 %19, %22
  %24 = mul i32 %23, 33
  %25 = getelementptr inbounds i8, ptr %0, i64 5
  %26 = load i8, ptr %25, align 1, !tbaa !9
  %27 = zext i8 %26 to i32
  %28 = add i32 %24, %27
  %29 = mul i32 %28, 33
  %30 = getelementptr inbounds i8, ptr %0, i64 6
  %31 = load i8, ptr %30, align 2, !tbaa !9
  %32 = zext i8 %31 to i32
  %33 = add i32 %29, %32
  %34 = mul i32 %33, 33
  %35 = getelementptr inbounds i8, ptr %0, i64 7
  %36 = load i8, ptr %35, align 1, !tbaa !9
  %37 = zext i8 %36 to i32
  %38 = add i32 %34, %37
  %39 = mul i32 %38, 33
  %40 = getelementptr inbounds i8, ptr %0, i64 8
  %41 = load i8, ptr %40, align 8, !tbaa !9
  %42 = zext i8 %41 to i32
  %43 = add i32 %39, %42
  %44 = mul i32 %43, 33
  %45 = getelementptr inbounds i8, ptr %0, i64 9
  %46 = load i8, ptr %45, align 1, !tbaa !9
  %47 = zext i8 %46 to i32
  %48 = add i32 %44, %47
  %49 = mul i32 %48, 33
  %50 = getelementptr inbounds i8, ptr %0, i64 10
  %51 = load i8, ptr %50, align 2, !tbaa !9
  %52 = zext i8 %51 to i32
  %53 = add i32 %49, %52
  %54 = mul i32 %53, 33
  %55 = getelementptr inbounds i8, ptr %0, i64 11
  %56 = load i8, ptr %55, align 1, !tbaa !9
  %57 = zext i8 %56 to i32
  %58 = add i32 %54, %57
  %59 = mul i32 %58, 33
  %60 = getelementptr inbounds i8, ptr %0, i64 12
  %61 = load i8, ptr %60, align 4, !tbaa !9
  %62 = zext i8 %61 to i32
  %63 = add i32 %59, %62
  %64 = mul i32 %63, 33
  %65 = getelementptr inbounds i8, ptr %0, i64 13
  %66 = load i8, ptr %65, align 1, !tbaa !9
  %67 = zext i8 %66 to i32
  %68 = add i32 %64, %67
  %69 = mul i32 %68, 33
  %70 = getelementptr inbounds i8, ptr %0, i64 14
  %71 = load i8, ptr %70, align 2, !tbaa !9
  %72 = zext i8 %71 to i32
  %73 = add i32 %69, %72
  %74 = mul i32 %73, 33
  %75 = getelementptr inbounds i8, ptr %0, i64 15
  %76 = load i8, ptr %75, align 1, !tbaa !9
  %77 = zext i8 %76 to i32
  %78 = add i32 %74, %77
  %79 = mul i32 %78, 33
  %80 = getelementptr inbounds i8, ptr %0, i64 16
  %81 = load i8, ptr %80, align 8, !tbaa !9
  %82 = zext i8 %81 to i32
  %83 = add i32 %79, %82
  %84 = mul i32 %83, 33
  %85 = getelementptr inbounds i8, ptr %0, i64 17
  %86 = load i8, ptr %85, align 1, !tbaa !9
  %87 = zext i8 %86 to i32
  %88 = add i32 %84, %87
  %89 = mul i32 %88, 33
  %90 = getelementptr inbounds i8, ptr %0, i64 18
  %91 = load i8, ptr %90, align 2, !tbaa !9
  %92 = zext i8 %91 to i32
  %93 = add i32 %89, %92
  %94 = mul i32 %93, 33
  %95 = getelementptr inbounds i8, ptr %0, i64 19
  %96 = load i8, ptr %95, align 1, !tbaa !9
  %97 = zext i8 %96 to i32
  %98 = add i32 %94, %97
  %99 = mul i32 %98, 33
  %100 = getelementptr inbounds i8, ptr %0, i64 20
  %101 = load i8, ptr %100, align 4, !tbaa !9
  %102 = zext i8 %101 to i32
  %103 = add i32 %99, %102
  %104 = mul i32 %103, 33
  %105 = getelementptr inbounds i8, ptr %0, i64 21
  %106 = load i8, ptr %105, align 1, !tbaa !9
  %107 = zext i8 %106 to i32
  %108 = add i32 %104, %107
  %109 = mul i32 %108, 33
  %110 = getelementptr inbounds i8, ptr %0, i64 22
  %111 = load i8, ptr %110, align 2, !tbaa !9
  %112 = zext i8 %111 to i32
  %113 = add i32 %109, %112
  %114 = mul i32 %113, 33
  %115 = getelementptr inbounds i8, ptr %0, i64 23
  %116 = load i8, ptr %115, align 1, !tbaa !9
  %117 = zext i8 %116 to i32
  %118 = add i32 %114, %117
  %119 = mul i32 %118, 33
  %120 = getelementptr inbounds i8, ptr %0, i64 24
  %121 = load i8, ptr %120, align 8, !tbaa !9
  %122 = zext i8 %121 to i32
  %123 = add i32 %119, %122
  %124 = mul i32 %123, 33
  %125 = getelementptr inbounds i8, ptr %0, i64 25
  %126 = load i8, ptr %125, align 1, !tbaa !9
  %127 = zext i8 %126 to i32
  %128 = add i32 %124, %127
  %129 = mul i32 %128, 33
  %130 = getelementptr inbounds i8, ptr %0, i64 26
  %131 = load i8, ptr %130, align 2, !tbaa !9
  %132 = zext i8 %131 to i32
  %133 = add i32 %129, %132
  %134 = mul i32 %133, 33
  %135 = getelementptr inbounds i8, ptr %0, i64 27
  %136 = load i8, ptr %135, align 1, !tbaa !9
  %137 = zext i8 %136 to i32
  %138 = add i32 %134, %137
  %139 = mul i32 %138, 33
  %140 = getelementptr inbounds i8, ptr %0, i64 28
  %141 = load i8, ptr %140, align 4, !tbaa !9
  %142 = zext i8 %141 to i32
  %143 = add i32 %139, %142
  %144 = mul i32 %143, 33
  %145 = getelementptr inbounds i8, ptr %0, i64 29
  %146 = load i8, ptr %145, align 1, !tbaa !9
  %147 = zext i8 %146 to i32
  %148 = add i32 %144, %147
  %149 = mul i32 %148, 33
  %150 = getelementptr inbounds i8, ptr %0, i64 30
  %151 = load i8, ptr %150, align 2, !tbaa !9
  %152 = zext i8 %151 to i32
  %153 = add i32 %149, %152
  ret i32 %153
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @late31(ptr nocapture noundef readonly byval(%struct.s31) align 8 %0, ptr nocapture noundef readonly byval(%struct.s31) align 8 %1) unnamed_addr #5 {
  %3 = tail call fastcc i32 @sum31(ptr noundef nonnull byval(%struct.s31) align 8 %0)
  %4 = mul i32 %3, 3
  %5 = add i32 %4, 28
  %6 = tail call fastcc i32 @sum31(ptr noundef nonnull byval(%struct.s31) align 8 %1)
  %7 = add i32 %5, %6
  ret i32 %7
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write) uwtable
define internal fastcc void @make32(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s32) align 1 %0) unnamed_addr #8 {
  store <16 x i8> <i8 -32, i8 -25, i8 -18, i8 -11, i8 -4, i8 3, i8 10, i8 17, i8 24, i8 31, i8 38, i8 45, i8 52, i8 59, i8 66, i8 73>, ptr %0, align 1, !tbaa !9
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  store <16 x i8> <i8 80, i8 87, i8 94, i8 101, i8 108, i8 115, i8 122, i8 -127, i8 -120, i8 -113, i8 -106, i8 -99, i8 -92, i8 -85, i8 -78, i8 -71>, ptr %2, align 1, !tbaa !9
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @bump32(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s32) align 1 %0, ptr nocapture noundef byval(%struct.s32) align 8 %1) unnamed_addr #9 {
  %3 = getelementptr inbounds i8, ptr %1, i64 16
  %4 = load <16 x i8>, ptr %1, align 8, !tbaa !9
  %5 = load <16 x i8>, ptr %3, align 8, !tbaa !9
  %6 = add <16 x i8> %4, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  %7 = add <16 x i8> %5, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  store <16 x i8> %6, ptr %1, align 8, !tbaa !9
  store <16 x i8> %7, ptr %3, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(32) %1, i64 32, i1 false), !tbaa.struct !15
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @sum32(ptr nocapture noundef readonly byval(%struct.s32) align 8 %0) unnamed_addr #5 {
  %2 = load i8, ptr %0, align 8, !tbaa !9
  %3 = zext i8 %2 to i32
  %4 = mul nuw nsw i32 %3, 33
  %5 = getelementptr inbounds i8, ptr %0, i64 1
  %6 = load i8, ptr %5, align 1, !tbaa !9
  %7 = zext i8 %6 to i32
  %8 = add nuw nsw i32 %4, %7
  %9 = mul nuw nsw i32 %8, 33
  %10 = getelementptr inbounds i8, ptr %0, i64 2
  %11 = load i8, ptr %10, align 2, !tbaa !9
  %12 = zext i8 %11 to i32
  %13 = add nuw nsw i32 %9, %12
  %14 = mul nuw nsw i32 %13, 33
  %15 = getelementptr inbounds i8, ptr %0, i64 3
  %16 = load i8, ptr %15, align 1, !tbaa !9
  %17 = zext i8 %16 to i32
  %18 = add nuw nsw i32 %14, %17
  %19 = mul nuw nsw i32 %18, 33
  %20 = getelementptr inbounds i8, ptr %0, i64 4
  %21 = load i8, ptr %20, align 4, !tbaa !9
  %22 = zext i8 %21 to i32
  %23 = add nuw nsw i32 %19, %22
  %24 = mul i32 %23, 33
  %25 = getelementptr inbounds i8, ptr %0, i64 5
  %26 = load i8, ptr %25, align 1, !tbaa !9
  %27 = zext i8 %26 to i32
  %28 = add i32 %24, %27
  %29 = mul i32 %28, 33
  %30 = getelementptr inbounds i8, ptr %0, i64 6
  %31 = load i8, ptr %30, align 2, !tbaa !9
  %32 = zext i8 %31 to i32
  %33 = add i32 %29, %32
  %34 = mul i32 %33, 33
  %35 = getelementptr inbounds i8, ptr %0, i64 7
  %36 = load i8, ptr %35, align 1, !tbaa !9
  %37 = zext i8 %36 to i32
  %38 = add i32 %34, %37
  %39 = mul i32 %38, 33
  %40 = getelementptr inbounds i8, ptr %0, i64 8
  %41 = load i8, ptr %40, align 8, !tbaa !9
  %42 = zext i8 %41 to i32
  %43 = add i32 %39, %42
  %44 = mul i32 %43, 33
  %45 = getelementptr inbounds i8, ptr %0, i64 9
  %46 = load i8, ptr %45, align 1, !tbaa !9
  %47 = zext i8 %46 to i32
  %48 = add i32 %44, %47
  %49 = mul i32 %48, 33
  %50 = getelementptr inbounds i8, ptr %0, i64 10
  %51 = load i8, ptr %50, align 2, !tbaa !9
  %52 = zext i8 %51 to i32
  %53 = add i32 %49, %52
  %54 = mul i32 %53, 33
  %55 = getelementptr inbounds i8, ptr %0, i64 11
  %56 = load i8, ptr %55, align 1, !tbaa !9
  %57 = zext i8 %56 to i32
  %58 = add i32 %54, %57
  %59 = mul i32 %58, 33
  %60 = getelementptr inbounds i8, ptr %0, i64 12
  %61 = load i8, ptr %60, align 4, !tbaa !9
  %62 = zext i8 %61 to i32
  %63 = add i32 %59, %62
  %64 = mul i32 %63, 33
  %65 = getelementptr inbounds i8, ptr %0, i64 13
  %66 = load i8, ptr %65, align 1, !tbaa !9
  %67 = zext i8 %66 to i32
  %68 = add i32 %64, %67
  %69 = mul i32 %68, 33
  %70 = getelementptr inbounds i8, ptr %0, i64 14
  %71 = load i8, ptr %70, align 2, !tbaa !9
  %72 = zext i8 %71 to i32
  %73 = add i32 %69, %72
  %74 = mul i32 %73, 33
  %75 = getelementptr inbounds i8, ptr %0, i64 15
  %76 = load i8, ptr %75, align 1, !tbaa !9
  %77 = zext i8 %76 to i32
  %78 = add i32 %74, %77
  %79 = mul i32 %78, 33
  %80 = getelementptr inbounds i8, ptr %0, i64 16
  %81 = load i8, ptr %80, align 8, !tbaa !9
  %82 = zext i8 %81 to i32
  %83 = add i32 %79, %82
  %84 = mul i32 %83, 33
  %85 = getelementptr inbounds i8, ptr %0, i64 17
  %86 = load i8, ptr %85, align 1, !tbaa !9
  %87 = zext i8 %86 to i32
  %88 = add i32 %84, %87
  %89 = mul i32 %88, 33
  %90 = getelementptr inbounds i8, ptr %0, i64 18
  %91 = load i8, ptr %90, align 2, !tbaa !9
  %92 = zext i8 %91 to i32
  %93 = add i32 %89, %92
  %94 = mul i32 %93, 33
  %95 = getelementptr inbounds i8, ptr %0, i64 19
  %96 = load i8, ptr %95, align 1, !tbaa !9
  %97 = zext i8 %96 to i32
  %98 = add i32 %94, %97
  %99 = mul i32 %98, 33
  %100 = getelementptr inbounds i8, ptr %0, i64 20
  %101 = load i8, ptr %100, align 4, !tbaa !9
  %102 = zext i8 %101 to i32
  %103 = add i32 %99, %102
  %104 = mul i32 %103, 33
  %105 = getelementptr inbounds i8, ptr %0, i64 21
  %106 = load i8, ptr %105, align 1, !tbaa !9
  %107 = zext i8 %106 to i32
  %108 = add i32 %104, %107
  %109 = mul i32 %108, 33
  %110 = getelementptr inbounds i8, ptr %0, i64 22
  %111 = load i8, ptr %110, align 2, !tbaa !9
  %112 = zext i8 %111 to i32
  %113 = add i32 %109, %112
  %114 = mul i32 %113, 33
  %115 = getelementptr inbounds i8, ptr %0, i64 23
  %116 = load i8, ptr %115, align 1, !tbaa !9
  %117 = zext i8 %116 to i32
  %118 = add i32 %114, %117
  %119 = mul i32 %118, 33
  %120 = getelementptr inbounds i8, ptr %0, i64 24
  %121 = load i8, ptr %120, align 8, !tbaa !9
  %122 = zext i8 %121 to i32
  %123 = add i32 %119, %122
  %124 = mul i32 %123, 33
  %125 = getelementptr inbounds i8, ptr %0, i64 25
  %126 = load i8, ptr %125, align 1, !tbaa !9
  %127 = zext i8 %126 to i32
  %128 = add i32 %124, %127
  %129 = mul i32 %128, 33
  %130 = getelementptr inbounds i8, ptr %0, i64 26
  %131 = load i8, ptr %130, align 2, !tbaa !9
  %132 = zext i8 %131 to i32
  %133 = add i32 %129, %132
  %134 = mul i32 %133, 33
  %135 = getelementptr inbounds i8, ptr %0, i64 27
  %136 = load i8, ptr %135, align 1, !tbaa !9
  %137 = zext i8 %136 to i32
  %138 = add i32 %134, %137
  %139 = mul i32 %138, 33
  %140 = getelementptr inbounds i8, ptr %0, i64 28
  %141 = load i8, ptr %140, align 4, !tbaa !9
  %142 = zext i8 %141 to i32
  %143 = add i32 %139, %142
  %144 = mul i32 %143, 33
  %145 = getelementptr inbounds i8, ptr %0, i64 29
  %146 = load i8, ptr %145, align 1, !tbaa !9
  %147 = zext i8 %146 to i32
  %148 = add i32 %144, %147
  %149 = mul i32 %148, 33
  %150 = getelementptr inbounds i8, ptr %0, i64 30
  %151 = load i8, ptr %150, align 2, !tbaa !9
  %152 = zext i8 %151 to i32
  %153 = add i32 %149, %152
  %154 = mul i32 %153, 33
  %155 = getelementptr inbounds i8, ptr %0, i64 31
  %156 = load i8, ptr %155, align 1, !tbaa !9
  %157 = zext i8 %156 to i32
  %158 = add i32 %154, %157
  ret i32 %158
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @late32(ptr nocapture noundef readonly byval(%struct.s32) align 8 %0, ptr nocapture noundef readonly byval(%struct.s32) align 8 %1) unnamed_addr #5 {
  %3 = tail call fastcc i32 @sum32(ptr noundef nonnull byval(%struct.s32) align 8 %0)
  %4 = mul i32 %3, 3
  %5 = add i32 %4, 28
  %6 = tail call fastcc i32 @sum32(ptr noundef nonnull byval(%struct.s32) align 8 %1)
  %7 = add i32 %5, %6
  ret i32 %7
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write) uwtable
define internal fastcc void @make33(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s33) align 1 %0) unnamed_addr #8 {
  store <16 x i8> <i8 -1, i8 6, i8 13, i8 20, i8 27, i8 34, i8 41, i8 48, i8 55, i8 62, i8 69, i8 76, i8 83, i8 90, i8 97, i8 104>, ptr %0, align 1, !tbaa !9
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  store <16 x i8> <i8 111, i8 118, i8 125, i8 -124, i8 -117, i8 -110, i8 -103, i8 -96, i8 -89, i8 -82, i8 -75, i8 -68, i8 -61, i8 -54, i8 -47, i8 -40>, ptr %2, align 1, !tbaa !9
  %3 = getelementptr inbounds i8, ptr %0, i64 32
  store i8 -33, ptr %3, align 1, !tbaa !9
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @bump33(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s33) align 1 %0, ptr nocapture noundef byval(%struct.s33) align 8 %1) unnamed_addr #9 {
  %3 = getelementptr inbounds i8, ptr %1, i64 16
  %4 = load <16 x i8>, ptr %1, align 8, !tbaa !9
  %5 = load <16 x i8>, ptr %3, align 8, !tbaa !9
  %6 = add <16 x i8> %4, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  %7 = add <16 x i8> %5, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  store <16 x i8> %6, ptr %1, align 8, !tbaa !9
  store <16 x i8> %7, ptr %3, align 8, !tbaa !9
  %8 = getelementptr inbounds i8, ptr %1, i64 32
  %9 = load i8, ptr %8, align 8, !tbaa !9
  %10 = add i8 %9, 3
  store i8 %10, ptr %8, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(33) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, i64 33, i1 false), !tbaa.struct !16
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @sum33(ptr nocapture noundef readonly byval(%struct.s33) align 8 %0) unnamed_addr #5 {
  %2 = load i8, ptr %0, align 8, !tbaa !9
  %3 = zext i8 %2 to i32
  %4 = mul nuw nsw i32 %3, 33
  %5 = getelementptr inbounds i8, ptr %0, i64 1
  %6 = load i8, ptr %5, align 1, !tbaa !9
  %7 = zext i8 %6 to i32
  %8 = add nuw nsw i32 %4, %7
  %9 = mul nuw nsw i32 %8, 33
  %10 = getelementptr inbounds i8, ptr %0, i64 2
  %11 = load i8, ptr %10, align 2, !tbaa !9
  %12 = zext i8 %11 to i32
  %13 = add nuw nsw i32 %9, %12
  %14 = mul nuw nsw i32 %13, 33
  %15 = getelementptr inbounds i8, ptr %0, i64 3
  %16 = load i8, ptr %15, align 1, !tbaa !9
  %17 = zext i8 %16 to i32
  %18 = add nuw nsw i32 %14, %17
  %19 = mul nuw nsw i32 %18, 33
  %20 = getelementptr inbounds i8, ptr %0, i64 4
  %21 = load i8, ptr %20, align 4, !tbaa !9
  %22 = zext i8 %21 to i32
  %23 = add nuw nsw i32 %19, %22
  %24 = mul i32 %23, 33
  %25 = getelementptr inbounds i8, ptr %0, i64 5
  %26 = load i8, ptr %25, align 1, !tbaa !9
  %27 = zext i8 %26 to i32
  %28 = add i32 %24, %27
  %29 = mul i32 %28, 33
  %30 = getelementptr inbounds i8, ptr %0, i64 6
  %31 = load i8, ptr %30, align 2, !tbaa !9
  %32 = zext i8 %31 to i32
  %33 = add i32 %29, %32
  %34 = mul i32 %33, 33
  %35 = getelementptr inbounds i8, ptr %0, i64 7
  %36 = load i8, ptr %35, align 1, !tbaa !9
  %37 = zext i8 %36 to i32
  %38 = add i32 %34, %37
  %39 = mul i32 %38, 33
  %40 = getelementptr inbounds i8, ptr %0, i64 8
  %41 = load i8, ptr %40, align 8, !tbaa !9
  %42 = zext i8 %41 to i32
  %43 = add i32 %39, %42
  %44 = mul i32 %43, 33
  %45 = getelementptr inbounds i8, ptr %0, i64 9
  %46 = load i8, ptr %45, align 1, !tbaa !9
  %47 = zext i8 %46 to i32
  %48 = add i32 %44, %47
  %49 = mul i32 %48, 33
  %50 = getelementptr inbounds i8, ptr %0, i64 10
  %51 = load i8, ptr %50, align 2, !tbaa !9
  %52 = zext i8 %51 to i32
  %53 = add i32 %49, %52
  %54 = mul i32 %53, 33
  %55 = getelementptr inbounds i8, ptr %0, i64 11
  %56 = load i8, ptr %55, align 1, !tbaa !9
  %57 = zext i8 %56 to i32
  %58 = add i32 %54, %57
  %59 = mul i32 %58, 33
  %60 = getelementptr inbounds i8, ptr %0, i64 12
  %61 = load i8, ptr %60, align 4, !tbaa !9
  %62 = zext i8 %61 to i32
  %63 = add i32 %59, %62
  %64 = mul i32 %63, 33
  %65 = getelementptr inbounds i8, ptr %0, i64 13
  %66 = load i8, ptr %65, align 1, !tbaa !9
  %67 = zext i8 %66 to i32
  %68 = add i32 %64, %67
  %69 = mul i32 %68, 33
  %70 = getelementptr inbounds i8, ptr %0, i64 14
  %71 = load i8, ptr %70, align 2, !tbaa !9
  %72 = zext i8 %71 to i32
  %73 = add i32 %69, %72
  %74 = mul i32 %73, 33
  %75 = getelementptr inbounds i8, ptr %0, i64 15
  %76 = load i8, ptr %75, align 1, !tbaa !9
  %77 = zext i8 %76 to i32
  %78 = add i32 %74, %77
  %79 = mul i32 %78, 33
  %80 = getelementptr inbounds i8, ptr %0, i64 16
  %81 = load i8, ptr %80, align 8, !tbaa !9
  %82 = zext i8 %81 to i32
  %83 = add i32 %79, %82
  %84 = mul i32 %83, 33
  %85 = getelementptr inbounds i8, ptr %0, i64 17
  %86 = load i8, ptr %85, align 1, !tbaa !9
  %87 = zext i8 %86 to i32
  %88 = add i32 %84, %87
  %89 = mul i32 %88, 33
  %90 = getelementptr inbounds i8, ptr %0, i64 18
  %91 = load i8, ptr %90, align 2, !tbaa !9
  %92 = zext i8 %91 to i32
  %93 = add i32 %89, %92
  %94 = mul i32 %93, 33
  %95 = getelementptr inbounds i8, ptr %0, i64 19
  %96 = load i8, ptr %95, align 1, !tbaa !9
  %97 = zext i8 %96 to i32
  %98 = add i32 %94, %97
  %99 = mul i32 %98, 33
  %100 = getelementptr inbounds i8, ptr %0, i64 20
  %101 = load i8, ptr %100, align 4, !tbaa !9
  %102 = zext i8 %101 to i32
  %103 = add i32 %99, %102
  %104 = mul i32 %103, 33
  %105 = getelementptr inbounds i8, ptr %0, i64 21
  %106 = load i8, ptr %105, align 1, !tbaa !9
  %107 = zext i8 %106 to i32
  %108 = add i32 %104, %107
  %109 = mul i32 %108, 33
  %110 = getelementptr inbounds i8, ptr %0, i64 22
  %111 = load i8, ptr %110, align 2, !tbaa !9
  %112 = zext i8 %111 to i32
  %113 = add i32 %109, %112
  %114 = mul i32 %113, 33
  %115 = getelementptr inbounds i8, ptr %0, i64 23
  %116 = load i8, ptr %115, align 1, !tbaa !9
  %117 = zext i8 %116 to i32
  %118 = add i32 %114, %117
  %119 = mul i32 %118, 33
  %120 = getelementptr inbounds i8, ptr %0, i64 24
  %121 = load i8, ptr %120, align 8, !tbaa !9
  %122 = zext i8 %121 to i32
  %123 = add i32 %119, %122
  %124 = mul i32 %123, 33
  %125 = getelementptr inbounds i8, ptr %0, i64 25
  %126 = load i8, ptr %125, align 1, !tbaa !9
  %127 = zext i8 %126 to i32
  %128 = add i32 %124, %127
  %129 = mul i32 %128, 33
  %130 = getelementptr inbounds i8, ptr %0, i64 26
  %131 = load i8, ptr %130, align 2, !tbaa !9
  %132 = zext i8 %131 to i32
  %133 = add i32 %129, %132
  %134 = mul i32 %133, 33
  %135 = getelementptr inbounds i8, ptr %0, i64 27
  %136 = load i8, ptr %135, align 1, !tbaa !9
  %137 = zext i8 %136 to i32
  %138 = add i32 %134, %137
  %139 = mul i32 %138, 33
  %140 = getelementptr inbounds i8, ptr %0, i64 28
  %141 = load i8, ptr %140, align 4, !tbaa !9
  %142 = zext i8 %141 to i32
  %143 = add i32 %139, %142
  %144 = mul i32 %143, 33
  %145 = getelementptr inbounds i8, ptr %0, i64 29
  %146 = load i8, ptr %145, align 1, !tbaa !9
  %147 = zext i8 %146 to i32
  %148 = add i32 %144, %147
  %149 = mul i32 %148, 33
  %150 = getelementptr inbounds i8, ptr %0, i64 30
  %151 = load i8, ptr %150, align 2, !tbaa !9
  %152 = zext i8 %151 to i32
  %153 = add i32 %149, %152
  %154 = mul i32 %153, 33
  %155 = getelementptr inbounds i8, ptr %0, i64 31
  %156 = load i8, ptr %155, align 1, !tbaa !9
  %157 = zext i8 %156 to i32
  %158 = add i32 %154, %157
  %159 = mul i32 %158, 33
  %160 = getelementptr inbounds i8, ptr %0, i64 32
  %161 = load i8, ptr %160, align 8, !tbaa !9
  %162 = zext i8 %161 to i32
  %163 = add i32 %159, %162
  ret i32 %163
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @late33(ptr nocapture noundef readonly byval(%struct.s33) align 8 %0, ptr nocapture noundef readonly byval(%struct.s33) align 8 %1) unnamed_addr #5 {
  %3 = tail call fastcc i32 @sum33(ptr noundef nonnull byval(%struct.s33) align 8 %0)
  %4 = mul i32 %3, 3
  %5 = add i32 %4, 28
  %6 = tail call fastcc i32 @sum33(ptr noundef nonnull byval(%struct.s33) align 8 %1)
  %7 = add i32 %5, %6
  ret i32 %7
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write) uwtable
define internal fastcc void @make40(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s40) align 1 %0) unnamed_addr #8 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  store <8 x i8> <i8 -40, i8 -33, i8 -26, i8 -19, i8 -12, i8 -5, i8 2, i8 9>, ptr %0, align 1, !tbaa !9
  store <8 x i8> <i8 16, i8 23, i8 30, i8 37, i8 44, i8 51, i8 58, i8 65>, ptr %2, align 1, !tbaa !9
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = getelementptr inbounds i8, ptr %0, i64 24
  store <8 x i8> <i8 72, i8 79, i8 86, i8 93, i8 100, i8 107, i8 114, i8 121>, ptr %3, align 1, !tbaa !9
  store <8 x i8> <i8 -128, i8 -121, i8 -114, i8 -107, i8 -100, i8 -93, i8 -86, i8 -79>, ptr %4, align 1, !tbaa !9
  %5 = getelementptr inbounds i8, ptr %0, i64 32
  store i8 -72, ptr %5, align 1, !tbaa !9
  %6 = getelementptr inbounds i8, ptr %0, i64 33
  store i8 -65, ptr %6, align 1, !tbaa !9
  %7 = getelementptr inbounds i8, ptr %0, i64 34
  store i8 -58, ptr %7, align 1, !tbaa !9
  %8 = getelementptr inbounds i8, ptr %0, i64 35
  store i8 -51, ptr %8, align 1, !tbaa !9
  %9 = getelementptr inbounds i8, ptr %0, i64 36
  store i8 -44, ptr %9, align 1, !tbaa !9
  %10 = getelementptr inbounds i8, ptr %0, i64 37
  store i8 -37, ptr %10, align 1, !tbaa !9
  %11 = getelementptr inbounds i8, ptr %0, i64 38
  store i8 -30, ptr %11, align 1, !tbaa !9
  %12 = getelementptr inbounds i8, ptr %0, i64 39
  store i8 -23, ptr %12, align 1, !tbaa !9
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @bump40(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s40) align 1 %0, ptr nocapture noundef byval(%struct.s40) align 8 %1) unnamed_addr #9 {
  %3 = getelementptr inbounds i8, ptr %1, i64 8
  %4 = load <8 x i8>, ptr %1, align 8, !tbaa !9
  %5 = load <8 x i8>, ptr %3, align 8, !tbaa !9
  %6 = add <8 x i8> %4, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  %7 = add <8 x i8> %5, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  store <8 x i8> %6, ptr %1, align 8, !tbaa !9
  store <8 x i8> %7, ptr %3, align 8, !tbaa !9
  %8 = getelementptr inbounds i8, ptr %1, i64 16
  %9 = getelementptr inbounds i8, ptr %1, i64 24
  %10 = load <8 x i8>, ptr %8, align 8, !tbaa !9
  %11 = load <8 x i8>, ptr %9, align 8, !tbaa !9
  %12 = add <8 x i8> %10, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  %13 = add <8 x i8> %11, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  store <8 x i8> %12, ptr %8, align 8, !tbaa !9
  store <8 x i8> %13, ptr %9, align 8, !tbaa !9
  %14 = getelementptr inbounds i8, ptr %1, i64 32
  %15 = load i8, ptr %14, align 8, !tbaa !9
  %16 = add i8 %15, 3
  store i8 %16, ptr %14, align 8, !tbaa !9
  %17 = getelementptr inbounds i8, ptr %1, i64 33
  %18 = load i8, ptr %17, align 1, !tbaa !9
  %19 = add i8 %18, 3
  store i8 %19, ptr %17, align 1, !tbaa !9
  %20 = getelementptr inbounds i8, ptr %1, i64 34
  %21 = load i8, ptr %20, align 2, !tbaa !9
  %22 = add i8 %21, 3
  store i8 %22, ptr %20, align 2, !tbaa !9
  %23 = getelementptr inbounds i8, ptr %1, i64 35
  %24 = load i8, ptr %23, align 1, !tbaa !9
  %25 = add i8 %24, 3
  store i8 %25, ptr %23, align 1, !tbaa !9
  %26 = getelementptr inbounds i8, ptr %1, i64 36
  %27 = load i8, ptr %26, align 4, !tbaa !9
  %28 = add i8 %27, 3
  store i8 %28, ptr %26, align 4, !tbaa !9
  %29 = getelementptr inbounds i8, ptr %1, i64 37
  %30 = load i8, ptr %29, align 1, !tbaa !9
  %31 = add i8 %30, 3
  store i8 %31, ptr %29, align 1, !tbaa !9
  %32 = getelementptr inbounds i8, ptr %1, i64 38
  %33 = load i8, ptr %32, align 2, !tbaa !9
  %34 = add i8 %33, 3
  store i8 %34, ptr %32, align 2, !tbaa !9
  %35 = getelementptr inbounds i8, ptr %1, i64 39
  %36 = load i8, ptr %35, align 1, !tbaa !9
  %37 = add i8 %36, 3
  store i8 %37, ptr %35, align 1, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(40) %0, ptr noundef nonnull align 8 dereferenceable(40) %1, i64 40, i1 false), !tbaa.struct !17
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @sum40(ptr nocapture noundef readonly byval(%struct.s40) align 8 %0) unnamed_addr #10 {
  br label %3

2:                                                ; preds = %3
  ret i32 %34

3:                                                ; preds = %3, %1
  %4 = phi i64 [ 0, %1 ], [ %35, %3 ]
  %5 = phi i32 [ 0, %1 ], [ %34, %3 ]
  %6 = mul i32 %5, 33
  %7 = getelementptr inbounds [40 x i8], ptr %0, i64 0, i64 %4
  %8 = load i8, ptr %7, align 1, !tbaa !9
  %9 = zext i8 %8 to i32
  %10 = add i32 %6, %9
  %11 = add nuw nsw i64 %4, 1
  %12 = mul i32 %10, 33
  %13 = getelementptr inbounds [40 x i8], ptr %0, i64 0, i64 %11
  %14 = load i8, ptr %13, align 1, !tbaa !9
  %15 = zext i8 %14 to i32
  %16 = add i32 %12, %15
  %17 = add nuw nsw i64 %4, 2
  %18 = mul i32 %16, 33
  %19 = getelementptr inbounds [40 x i8], ptr %0, i64 0, i64 %17
  %20 = load i8, ptr %19, align 1, !tbaa !9
  %21 = zext i8 %20 to i32
  %22 = add i32 %18, %21
  %23 = add nuw nsw i64 %4, 3
  %24 = mul i32 %22, 33
  %25 = getelementptr inbounds [40 x i8], ptr %0, i64 0, i64 %23
  %26 = load i8, ptr %25, align 1, !tbaa !9
  %27 = zext i8 %26 to i32
  %28 = add i32 %24, %27
  %29 = add nuw nsw i64 %4, 4
  %30 = mul i32 %28, 33
  %31 = getelementptr inbounds [40 x i8], ptr %0, i64 0, i64 %29
  %32 = load i8, ptr %31, align 1, !tbaa !9
  %33 = zext i8 %32 to i32
  %34 = add i32 %30, %33
  %35 = add nuw nsw i64 %4, 5
  %36 = icmp eq i64 %35, 40
  br i1 %36, label %2, label %3, !llvm.loop !18
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @late40(ptr nocapture noundef readonly byval(%struct.s40) align 8 %0, ptr nocapture noundef readonly byval(%struct.s40) align 8 %1) unnamed_addr #10 {
  %3 = tail call fastcc i32 @sum40(ptr noundef nonnull byval(%struct.s40) align 8 %0)
  %4 = mul i32 %3, 3
  %5 = add i32 %4, 28
  %6 = tail call fastcc i32 @sum40(ptr noundef nonnull byval(%struct.s40) align 8 %1)
  %7 = add i32 %5, %6
  ret i32 %7
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write) uwtable
define internal fastcc void @make48(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s48) align 1 %0) unnamed_addr #8 {
  store <16 x i8> <i8 -48, i8 -41, i8 -34, i8 -27, i8 -20, i8 -13, i8 -6, i8 1, i8 8, i8 15, i8 22, i8 29, i8 36, i8 43, i8 50, i8 57>, ptr %0, align 1, !tbaa !9
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  store <16 x i8> <i8 64, i8 71, i8 78, i8 85, i8 92, i8 99, i8 106, i8 113, i8 120, i8 127, i8 -122, i8 -115, i8 -108, i8 -101, i8 -94, i8 -87>, ptr %2, align 1, !tbaa !9
  %3 = getelementptr inbounds i8, ptr %0, i64 32
  store <16 x i8> <i8 -80, i8 -73, i8 -66, i8 -59, i8 -52, i8 -45, i8 -38, i8 -31, i8 -24, i8 -17, i8 -10, i8 -3, i8 4, i8 11, i8 18, i8 25>, ptr %3, align 1, !tbaa !9
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @bump48(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s48) align 1 %0, ptr nocapture noundef byval(%struct.s48) align 8 %1) unnamed_addr #9 {
  %3 = load <16 x i8>, ptr %1, align 8, !tbaa !9
  %4 = add <16 x i8> %3, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  store <16 x i8> %4, ptr %1, align 8, !tbaa !9
  %5 = getelementptr inbounds i8, ptr %1, i64 16
  %6 = load <16 x i8>, ptr %5, align 8, !tbaa !9
  %7 = add <16 x i8> %6, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  store <16 x i8> %7, ptr %5, align 8, !tbaa !9
  %8 = getelementptr inbounds i8, ptr %1, i64 32
  %9 = load <16 x i8>, ptr %8, align 8, !tbaa !9
  %10 = add <16 x i8> %9, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  store <16 x i8> %10, ptr %8, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(48) %1, i64 48, i1 false), !tbaa.struct !20
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @sum48(ptr nocapture noundef readonly byval(%struct.s48) align 8 %0) unnamed_addr #10 {
  br label %3

2:                                                ; preds = %3
  ret i32 %40

3:                                                ; preds = %3, %1
  %4 = phi i64 [ 0, %1 ], [ %41, %3 ]
  %5 = phi i32 [ 0, %1 ], [ %40, %3 ]
  %6 = mul i32 %5, 33
  %7 = getelementptr inbounds [48 x i8], ptr %0, i64 0, i64 %4
  %8 = load i8, ptr %7, align 2, !tbaa !9
  %9 = zext i8 %8 to i32
  %10 = add i32 %6, %9
  %11 = or disjoint i64 %4, 1
  %12 = mul i32 %10, 33
  %13 = getelementptr inbounds [48 x i8], ptr %0, i64 0, i64 %11
  %14 = load i8, ptr %13, align 1, !tbaa !9
  %15 = zext i8 %14 to i32
  %16 = add i32 %12, %15
  %17 = add nuw nsw i64 %4, 2
  %18 = mul i32 %16, 33
  %19 = getelementptr inbounds [48 x i8], ptr %0, i64 0, i64 %17
  %20 = load i8, ptr %19, align 2, !tbaa !9
  %21 = zext i8 %20 to i32
  %22 = add i32 %18, %21
  %23 = add nuw nsw i64 %4, 3
  %24 = mul i32 %22, 33
  %25 = getelementptr inbounds [48 x i8], ptr %0, i64 0, i64 %23
  %26 = load i8, ptr %25, align 1, !tbaa !9
  %27 = zext i8 %26 to i32
  %28 = add i32 %24, %27
  %29 = add nuw nsw i64 %4, 4
  %30 = mul i32 %28, 33
  %31 = getelementptr inbounds [48 x i8], ptr %0, i64 0, i64 %29
  %32 = load i8, ptr %31, align 2, !tbaa !9
  %33 = zext i8 %32 to i32
  %34 = add i32 %30, %33
  %35 = add nuw nsw i64 %4, 5
  %36 = mul i32 %34, 33
  %37 = getelementptr inbounds [48 x i8], ptr %0, i64 0, i64 %35
  %38 = load i8, ptr %37, align 1, !tbaa !9
  %39 = zext i8 %38 to i32
  %40 = add i32 %36, %39
  %41 = add nuw nsw i64 %4, 6
  %42 = icmp eq i64 %41, 48
  br i1 %42, label %2, label %3, !llvm.loop !21
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @late48(ptr nocapture noundef readonly byval(%struct.s48) align 8 %0, ptr nocapture noundef readonly byval(%struct.s48) align 8 %1) unnamed_addr #10 {
  %3 = tail call fastcc i32 @sum48(ptr noundef nonnull byval(%struct.s48) align 8 %0)
  %4 = mul i32 %3, 3
  %5 = add i32 %4, 28
  %6 = tail call fastcc i32 @sum48(ptr noundef nonnull byval(%struct.s48) align 8 %1)
  %7 = add i32 %5, %6
  ret i32 %7
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write) uwtable
define internal fastcc void @make63(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s63) align 1 %0) unnamed_addr #8 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  store <8 x i8> <i8 -95, i8 -88, i8 -81, i8 -74, i8 -67, i8 -60, i8 -53, i8 -46>, ptr %0, align 1, !tbaa !9
  store <8 x i8> <i8 -39, i8 -32, i8 -25, i8 -18, i8 -11, i8 -4, i8 3, i8 10>, ptr %2, align 1, !tbaa !9
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = getelementptr inbounds i8, ptr %0, i64 24
  store <8 x i8> <i8 17, i8 24, i8 31, i8 38, i8 45, i8 52, i8 59, i8 66>, ptr %3, align 1, !tbaa !9
  store <8 x i8> <i8 73, i8 80, i8 87, i8 94, i8 101, i8 108, i8 115, i8 122>, ptr %4, align 1, !tbaa !9
  %5 = getelementptr inbounds i8, ptr %0, i64 32
  %6 = getelementptr inbounds i8, ptr %0, i64 40
  store <8 x i8> <i8 -127, i8 -120, i8 -113, i8 -106, i8 -99, i8 -92, i8 -85, i8 -78>, ptr %5, align 1, !tbaa !9
  store <8 x i8> <i8 -71, i8 -64, i8 -57, i8 -50, i8 -43, i8 -36, i8 -29, i8 -22>, ptr %6, align 1, !tbaa !9
  %7 = getelementptr inbounds i8, ptr %0, i64 48
  store i8 -15, ptr %7, align 1, !tbaa !9
  %8 = getelementptr inbounds i8, ptr %0, i64 49
  store i8 -8, ptr %8, align 1, !tbaa !9
  %9 = getelementptr inbounds i8, ptr %0, i64 50
  store i8 -1, ptr %9, align 1, !tbaa !9
  %10 = getelementptr inbounds i8, ptr %0, i64 51
  store i8 6, ptr %10, align 1, !tbaa !9
  %11 = getelementptr inbounds i8, ptr %0, i64 52
  store i8 13, ptr %11, align 1, !tbaa !9
  %12 = getelementptr inbounds i8, ptr %0, i64 53
  store i8 20, ptr %12, align 1, !tbaa !9
  %13 = getelementptr inbounds i8, ptr %0, i64 54
  store i8 27, ptr %13, align 1, !tbaa !9
  %14 = getelementptr inbounds i8, ptr %0, i64 55
  store i8 34, ptr %14, align 1, !tbaa !9
  %15 = getelementptr inbounds i8, ptr %0, i64 56
  store i8 41, ptr %15, align 1, !tbaa !9
  %16 = getelementptr inbounds i8, ptr %0, i64 57
  store i8 48, ptr %16, align 1, !tbaa !9
  %17 = getelementptr inbounds i8, ptr %0, i64 58
  store i8 55, ptr %17, align 1, !tbaa !9
  %18 = getelementptr inbounds i8, ptr %0, i64 59
  store i8 62, ptr %18, align 1, !tbaa !9
  %19 = getelementptr inbounds i8, ptr %0, i64 60
  store i8 69, ptr %19, align 1, !tbaa !9
  %20 = getelementptr inbounds i8, ptr %0, i64 61
  store i8 76, ptr %20, align 1, !tbaa !9
  %21 = getelementptr inbounds i8, ptr %0, i64 62
  store i8 83, ptr %21, align 1, !tbaa !9
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @bump63(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s63) align 1 %0, ptr nocapture noundef byval(%struct.s63) align 8 %1) unnamed_addr #9 {
  %3 = getelementptr inbounds i8, ptr %1, i64 8
  %4 = load <8 x i8>, ptr %1, align 8, !tbaa !9
  %5 = load <8 x i8>, ptr %3, align 8, !tbaa !9
  %6 = add <8 x i8> %4, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  %7 = add <8 x i8> %5, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  store <8 x i8> %6, ptr %1, align 8, !tbaa !9
  store <8 x i8> %7, ptr %3, align 8, !tbaa !9
  %8 = getelementptr inbounds i8, ptr %1, i64 16
  %9 = getelementptr inbounds i8, ptr %1, i64 24
  %10 = load <8 x i8>, ptr %8, align 8, !tbaa !9
  %11 = load <8 x i8>, ptr %9, align 8, !tbaa !9
  %12 = add <8 x i8> %10, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  %13 = add <8 x i8> %11, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  store <8 x i8> %12, ptr %8, align 8, !tbaa !9
  store <8 x i8> %13, ptr %9, align 8, !tbaa !9
  %14 = getelementptr inbounds i8, ptr %1, i64 32
  %15 = getelementptr inbounds i8, ptr %1, i64 40
  %16 = load <8 x i8>, ptr %14, align 8, !tbaa !9
  %17 = load <8 x i8>, ptr %15, align 8, !tbaa !9
  %18 = add <8 x i8> %16, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  %19 = add <8 x i8> %17, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  store <8 x i8> %18, ptr %14, align 8, !tbaa !9
  store <8 x i8> %19, ptr %15, align 8, !tbaa !9
  %20 = getelementptr inbounds i8, ptr %1, i64 48
  %21 = load i8, ptr %20, align 8, !tbaa !9
  %22 = add i8 %21, 3
  store i8 %22, ptr %20, align 8, !tbaa !9
  %23 = getelementptr inbounds i8, ptr %1, i64 49
  %24 = load i8, ptr %23, align 1, !tbaa !9
  %25 = add i8 %24, 3
  store i8 %25, ptr %23, align 1, !tbaa !9
  %26 = getelementptr inbounds i8, ptr %1, i64 50
  %27 = load i8, ptr %26, align 2, !tbaa !9
  %28 = add i8 %27, 3
  store i8 %28, ptr %26, align 2, !tbaa !9
  %29 = getelementptr inbounds i8, ptr %1, i64 51
  %30 = load i8, ptr %29, align 1, !tbaa !9
  %31 = add i8 %30, 3
  store i8 %31, ptr %29, align 1, !tbaa !9
  %32 = getelementptr inbounds i8, ptr %1, i64 52
  %33 = load i8, ptr %32, align 4, !tbaa !9
  %34 = add i8 %33, 3
  store i8 %34, ptr %32, align 4, !tbaa !9
  %35 = getelementptr inbounds i8, ptr %1, i64 53
  %36 = load i8, ptr %35, align 1, !tbaa !9
  %37 = add i8 %36, 3
  store i8 %37, ptr %35, align 1, !tbaa !9
  %38 = getelementptr inbounds i8, ptr %1, i64 54
  %39 = load i8, ptr %38, align 2, !tbaa !9
  %40 = add i8 %39, 3
  store i8 %40, ptr %38, align 2, !tbaa !9
  %41 = getelementptr inbounds i8, ptr %1, i64 55
  %42 = load i8, ptr %41, align 1, !tbaa !9
  %43 = add i8 %42, 3
  store i8 %43, ptr %41, align 1, !tbaa !9
  %44 = getelementptr inbounds i8, ptr %1, i64 56
  %45 = load i8, ptr %44, align 8, !tbaa !9
  %46 = add i8 %45, 3
  store i8 %46, ptr %44, align 8, !tbaa !9
  %47 = getelementptr inbounds i8, ptr %1, i64 57
  %48 = load i8, ptr %47, align 1, !tbaa !9
  %49 = add i8 %48, 3
  store i8 %49, ptr %47, align 1, !tbaa !9
  %50 = getelementptr inbounds i8, ptr %1, i64 58
  %51 = load i8, ptr %50, align 2, !tbaa !9
  %52 = add i8 %51, 3
  store i8 %52, ptr %50, align 2, !tbaa !9
  %53 = getelementptr inbounds i8, ptr %1, i64 59
  %54 = load i8, ptr %53, align 1, !tbaa !9
  %55 = add i8 %54, 3
  store i8 %55, ptr %53, align 1, !tbaa !9
  %56 = getelementptr inbounds i8, ptr %1, i64 60
  %57 = load i8, ptr %56, align 4, !tbaa !9
  %58 = add i8 %57, 3
  store i8 %58, ptr %56, align 4, !tbaa !9
  %59 = getelementptr inbounds i8, ptr %1, i64 61
  %60 = load i8, ptr %59, align 1, !tbaa !9
  %61 = add i8 %60, 3
  store i8 %61, ptr %59, align 1, !tbaa !9
  %62 = getelementptr inbounds i8, ptr %1, i64 62
  %63 = load i8, ptr %62, align 2, !tbaa !9
  %64 = add i8 %63, 3
  store i8 %64, ptr %62, align 2, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(63) %0, ptr noundef nonnull align 8 dereferenceable(63) %1, i64 63, i1 false), !tbaa.struct !22
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @sum63(ptr nocapture noundef readonly byval(%struct.s63) align 8 %0) unnamed_addr #10 {
  br label %3

2:                                                ; preds = %3
  ret i32 %22

3:                                                ; preds = %3, %1
  %4 = phi i64 [ 0, %1 ], [ %23, %3 ]
  %5 = phi i32 [ 0, %1 ], [ %22, %3 ]
  %6 = mul i32 %5, 33
  %7 = getelementptr inbounds [63 x i8], ptr %0, i64 0, i64 %4
  %8 = load i8, ptr %7, align 1, !tbaa !9
  %9 = zext i8 %8 to i32
  %10 = add i32 %6, %9
  %11 = add nuw nsw i64 %4, 1
  %12 = mul i32 %10, 33
  %13 = getelementptr inbounds [63 x i8], ptr %0, i64 0, i64 %11
  %14 = load i8, ptr %13, align 1, !tbaa !9
  %15 = zext i8 %14 to i32
  %16 = add i32 %12, %15
  %17 = add nuw nsw i64 %4, 2
  %18 = mul i32 %16, 33
  %19 = getelementptr inbounds [63 x i8], ptr %0, i64 0, i64 %17
  %20 = load i8, ptr %19, align 1, !tbaa !9
  %21 = zext i8 %20 to i32
  %22 = add i32 %18, %21
  %23 = add nuw nsw i64 %4, 3
  %24 = icmp eq i64 %23, 63
  br i1 %24, label %2, label %3, !llvm.loop !23
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @late63(ptr nocapture noundef readonly byval(%struct.s63) align 8 %0, ptr nocapture noundef readonly byval(%struct.s63) align 8 %1) unnamed_addr #10 {
  %3 = tail call fastcc i32 @sum63(ptr noundef nonnull byval(%struct.s63) align 8 %0)
  %4 = mul i32 %3, 3
  %5 = add i32 %4, 28
  %6 = tail call fastcc i32 @sum63(ptr noundef nonnull byval(%struct.s63) align 8 %1)
  %7 = add i32 %5, %6
  ret i32 %7
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write) uwtable
define internal fastcc void @make64(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s64) align 1 %0) unnamed_addr #8 {
  store <16 x i8> <i8 -64, i8 -57, i8 -50, i8 -43, i8 -36, i8 -29, i8 -22, i8 -15, i8 -8, i8 -1, i8 6, i8 13, i8 20, i8 27, i8 34, i8 41>, ptr %0, align 1, !tbaa !9
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  store <16 x i8> <i8 48, i8 55, i8 62, i8 69, i8 76, i8 83, i8 90, i8 97, i8 104, i8 111, i8 118, i8 125, i8 -124, i8 -117, i8 -110, i8 -103>, ptr %2, align 1, !tbaa !9
  %3 = getelementptr inbounds i8, ptr %0, i64 32
  store <16 x i8> <i8 -96, i8 -89, i8 -82, i8 -75, i8 -68, i8 -61, i8 -54, i8 -47, i8 -40, i8 -33, i8 -26, i8 -19, i8 -12, i8 -5, i8 2, i8 9>, ptr %3, align 1, !tbaa !9
  %4 = getelementptr inbounds i8, ptr %0, i64 48
  store <16 x i8> <i8 16, i8 23, i8 30, i8 37, i8 44, i8 51, i8 58, i8 65, i8 72, i8 79, i8 86, i8 93, i8 100, i8 107, i8 114, i8 121>, ptr %4, align 1, !tbaa !9
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @bump64(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s64) align 1 %0, ptr nocapture noundef byval(%struct.s64) align 8 %1) unnamed_addr #9 {
  %3 = getelementptr inbounds i8, ptr %1, i64 16
  %4 = load <16 x i8>, ptr %1, align 8, !tbaa !9
  %5 = load <16 x i8>, ptr %3, align 8, !tbaa !9
  %6 = add <16 x i8> %4, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  %7 = add <16 x i8> %5, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  store <16 x i8> %6, ptr %1, align 8, !tbaa !9
  store <16 x i8> %7, ptr %3, align 8, !tbaa !9
  %8 = getelementptr inbounds i8, ptr %1, i64 32
  %9 = getelementptr inbounds i8, ptr %1, i64 48
  %10 = load <16 x i8>, ptr %8, align 8, !tbaa !9
  %11 = load <16 x i8>, ptr %9, align 8, !tbaa !9
  %12 = add <16 x i8> %10, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  %13 = add <16 x i8> %11, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  store <16 x i8> %12, ptr %8, align 8, !tbaa !9
  store <16 x i8> %13, ptr %9, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) %0, ptr noundef nonnull align 8 dereferenceable(64) %1, i64 64, i1 false), !tbaa.struct !24
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @sum64(ptr nocapture noundef readonly byval(%struct.s64) align 8 %0) unnamed_addr #10 {
  br label %3

2:                                                ; preds = %3
  ret i32 %28

3:                                                ; preds = %3, %1
  %4 = phi i64 [ 0, %1 ], [ %29, %3 ]
  %5 = phi i32 [ 0, %1 ], [ %28, %3 ]
  %6 = mul i32 %5, 33
  %7 = getelementptr inbounds [64 x i8], ptr %0, i64 0, i64 %4
  %8 = load i8, ptr %7, align 4, !tbaa !9
  %9 = zext i8 %8 to i32
  %10 = add i32 %6, %9
  %11 = or disjoint i64 %4, 1
  %12 = mul i32 %10, 33
  %13 = getelementptr inbounds [64 x i8], ptr %0, i64 0, i64 %11
  %14 = load i8, ptr %13, align 1, !tbaa !9
  %15 = zext i8 %14 to i32
  %16 = add i32 %12, %15
  %17 = or disjoint i64 %4, 2
  %18 = mul i32 %16, 33
  %19 = getelementptr inbounds [64 x i8], ptr %0, i64 0, i64 %17
  %20 = load i8, ptr %19, align 2, !tbaa !9
  %21 = zext i8 %20 to i32
  %22 = add i32 %18, %21
  %23 = or disjoint i64 %4, 3
  %24 = mul i32 %22, 33
  %25 = getelementptr inbounds [64 x i8], ptr %0, i64 0, i64 %23
  %26 = load i8, ptr %25, align 1, !tbaa !9
  %27 = zext i8 %26 to i32
  %28 = add i32 %24, %27
  %29 = add nuw nsw i64 %4, 4
  %30 = icmp eq i64 %29, 64
  br i1 %30, label %2, label %3, !llvm.loop !25
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @late64(ptr nocapture noundef readonly byval(%struct.s64) align 8 %0, ptr nocapture noundef readonly byval(%struct.s64) align 8 %1) unnamed_addr #10 {
  %3 = tail call fastcc i32 @sum64(ptr noundef nonnull byval(%struct.s64) align 8 %0)
  %4 = mul i32 %3, 3
  %5 = add i32 %4, 28
  %6 = tail call fastcc i32 @sum64(ptr noundef nonnull byval(%struct.s64) align 8 %1)
  %7 = add i32 %5, %6
  ret i32 %7
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write) uwtable
define internal fastcc void @make100(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s100) align 1 %0) unnamed_addr #8 {
  store <16 x i8> <i8 28, i8 35, i8 42, i8 49, i8 56, i8 63, i8 70, i8 77, i8 84, i8 91, i8 98, i8 105, i8 112, i8 119, i8 126, i8 -123>, ptr %0, align 1, !tbaa !9
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  store <16 x i8> <i8 -116, i8 -109, i8 -102, i8 -95, i8 -88, i8 -81, i8 -74, i8 -67, i8 -60, i8 -53, i8 -46, i8 -39, i8 -32, i8 -25, i8 -18, i8 -11>, ptr %2, align 1, !tbaa !9
  %3 = getelementptr inbounds i8, ptr %0, i64 32
  store <16 x i8> <i8 -4, i8 3, i8 10, i8 17, i8 24, i8 31, i8 38, i8 45, i8 52, i8 59, i8 66, i8 73, i8 80, i8 87, i8 94, i8 101>, ptr %3, align 1, !tbaa !9
  %4 = getelementptr inbounds i8, ptr %0, i64 48
  store <16 x i8> <i8 108, i8 115, i8 122, i8 -127, i8 -120, i8 -113, i8 -106, i8 -99, i8 -92, i8 -85, i8 -78, i8 -71, i8 -64, i8 -57, i8 -50, i8 -43>, ptr %4, align 1, !tbaa !9
  %5 = getelementptr inbounds i8, ptr %0, i64 64
  store <16 x i8> <i8 -36, i8 -29, i8 -22, i8 -15, i8 -8, i8 -1, i8 6, i8 13, i8 20, i8 27, i8 34, i8 41, i8 48, i8 55, i8 62, i8 69>, ptr %5, align 1, !tbaa !9
  %6 = getelementptr inbounds i8, ptr %0, i64 80
  store <16 x i8> <i8 76, i8 83, i8 90, i8 97, i8 104, i8 111, i8 118, i8 125, i8 -124, i8 -117, i8 -110, i8 -103, i8 -96, i8 -89, i8 -82, i8 -75>, ptr %6, align 1, !tbaa !9
  %7 = getelementptr inbounds i8, ptr %0, i64 96
  store <4 x i8> <i8 -68, i8 -61, i8 -54, i8 -47>, ptr %7, align 1, !tbaa !9
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @bump100(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s100) align 1 %0, ptr nocapture noundef byval(%struct.s100) align 8 %1) unnamed_addr #9 {
  %3 = getelementptr inbounds i8, ptr %1, i64 16
  %4 = load <16 x i8>, ptr %1, align 8, !tbaa !9
  %5 = load <16 x i8>, ptr %3, align 8, !tbaa !9
  %6 = add <16 x i8> %4, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  %7 = add <16 x i8> %5, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  store <16 x i8> %6, ptr %1, align 8, !tbaa !9
  store <16 x i8> %7, ptr %3, align 8, !tbaa !9
  %8 = getelementptr inbounds i8, ptr %1, i64 32
  %9 = getelementptr inbounds i8, ptr %1, i64 48
  %10 = load <16 x i8>, ptr %8, align 8, !tbaa !9
  %11 = load <16 x i8>, ptr %9, align 8, !tbaa !9
  %12 = add <16 x i8> %10, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  %13 = add <16 x i8> %11, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  store <16 x i8> %12, ptr %8, align 8, !tbaa !9
  store <16 x i8> %13, ptr %9, align 8, !tbaa !9
  %14 = getelementptr inbounds i8, ptr %1, i64 64
  %15 = getelementptr inbounds i8, ptr %1, i64 80
  %16 = load <16 x i8>, ptr %14, align 8, !tbaa !9
  %17 = load <16 x i8>, ptr %15, align 8, !tbaa !9
  %18 = add <16 x i8> %16, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  %19 = add <16 x i8> %17, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  store <16 x i8> %18, ptr %14, align 8, !tbaa !9
  store <16 x i8> %19, ptr %15, align 8, !tbaa !9
  %20 = getelementptr inbounds i8, ptr %1, i64 96
  %21 = load <4 x i8>, ptr %20, align 8, !tbaa !9
  %22 = add <4 x i8> %21, <i8 3, i8 3, i8 3, i8 3>
  store <4 x i8> %22, ptr %20, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(100) %0, ptr noundef nonnull align 8 dereferenceable(100) %1, i64 100, i1 false), !tbaa.struct !26
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @sum100(ptr nocapture noundef readonly byval(%struct.s100) align 8 %0) unnamed_addr #10 {
  br label %3

2:                                                ; preds = %3
  ret i32 %34

3:                                                ; preds = %3, %1
  %4 = phi i64 [ 0, %1 ], [ %35, %3 ]
  %5 = phi i32 [ 0, %1 ], [ %34, %3 ]
  %6 = mul i32 %5, 33
  %7 = getelementptr inbounds [100 x i8], ptr %0, i64 0, i64 %4
  %8 = load i8, ptr %7, align 1, !tbaa !9
  %9 = zext i8 %8 to i32
  %10 = add i32 %6, %9
  %11 = add nuw nsw i64 %4, 1
  %12 = mul i32 %10, 33
  %13 = getelementptr inbounds [100 x i8], ptr %0, i64 0, i64 %11
  %14 = load i8, ptr %13, align 1, !tbaa !9
  %15 = zext i8 %14 to i32
  %16 = add i32 %12, %15
  %17 = add nuw nsw i64 %4, 2
  %18 = mul i32 %16, 33
  %19 = getelementptr inbounds [100 x i8], ptr %0, i64 0, i64 %17
  %20 = load i8, ptr %19, align 1, !tbaa !9
  %21 = zext i8 %20 to i32
  %22 = add i32 %18, %21
  %23 = add nuw nsw i64 %4, 3
  %24 = mul i32 %22, 33
  %25 = getelementptr inbounds [100 x i8], ptr %0, i64 0, i64 %23
  %26 = load i8, ptr %25, align 1, !tbaa !9
  %27 = zext i8 %26 to i32
  %28 = add i32 %24, %27
  %29 = add nuw nsw i64 %4, 4
  %30 = mul i32 %28, 33
  %31 = getelementptr inbounds [100 x i8], ptr %0, i64 0, i64 %29
  %32 = load i8, ptr %31, align 1, !tbaa !9
  %33 = zext i8 %32 to i32
  %34 = add i32 %30, %33
  %35 = add nuw nsw i64 %4, 5
  %36 = icmp eq i64 %35, 100
  br i1 %36, label %2, label %3, !llvm.loop !27
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @late100(ptr nocapture noundef readonly byval(%struct.s100) align 8 %0, ptr nocapture noundef readonly byval(%struct.s100) align 8 %1) unnamed_addr #10 {
  %3 = tail call fastcc i32 @sum100(ptr noundef nonnull byval(%struct.s100) align 8 %0)
  %4 = mul i32 %3, 3
  %5 = add i32 %4, 28
  %6 = tail call fastcc i32 @sum100(ptr noundef nonnull byval(%struct.s100) align 8 %1)
  %7 = add i32 %5, %6
  ret i32 %7
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.or.v4i64(<4 x i64>) #11

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree noinline norecurse nosync nounwind memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = !{i64 0, i64 17, !9}
!11 = !{i64 0, i64 20, !9}
!12 = !{i64 0, i64 23, !9}
!13 = !{i64 0, i64 24, !9}
!14 = !{i64 0, i64 31, !9}
!15 = !{i64 0, i64 32, !9}
!16 = !{i64 0, i64 33, !9}
!17 = !{i64 0, i64 40, !9}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
!20 = !{i64 0, i64 48, !9}
!21 = distinct !{!21, !19}
!22 = !{i64 0, i64 63, !9}
!23 = distinct !{!23, !19}
!24 = !{i64 0, i64 64, !9}
!25 = distinct !{!25, !19}
!26 = !{i64 0, i64 100, !9}
!27 = distinct !{!27, !19}
