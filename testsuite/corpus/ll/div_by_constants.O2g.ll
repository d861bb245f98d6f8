; ModuleID = 'programs/div_by_constants.c'
source_filename = "programs/div_by_constants.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@main.vals = internal unnamed_addr constant [31 x i64] [i64 0, i64 1, i64 -1, i64 2, i64 -2, i64 3, i64 7, i64 -7, i64 9, i64 10, i64 99, i64 100, i64 -100, i64 127, i64 -128, i64 255, i64 1000, i64 -1000, i64 12345, i64 -12345, i64 32767, i64 -32768, i64 65535, i64 2147483647, i64 -2147483648, i64 4294967295, i64 123456789012, i64 -123456789012, i64 9223372036854775807, i64 -9223372036854775808, i64 -9223372036854775807], align 16, !dbg !0
@.str = private unnamed_addr constant [18 x i8] c"%2u %lld %016llx\0A\00", align 1, !dbg !38
@hash = internal unnamed_addr global i64 0, align 8, !dbg !44

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !2 {
  %1 = alloca i64, align 8, !DIAssignID !86
    #dbg_assign(i1 undef, !49, !DIExpression(), !86, ptr %1, !DIExpression(), !87)
    #dbg_value(i32 0, !47, !DIExpression(), !88)
  br label %6, !dbg !89

2:                                                ; preds = %807
  %3 = load i64, ptr @hash, align 8, !dbg !90, !tbaa !91
  %4 = trunc i64 %3 to i32, !dbg !95
  %5 = and i32 %4, 127, !dbg !95
  ret i32 %5, !dbg !96

6:                                                ; preds = %0, %807
  %7 = phi i64 [ 0, %0 ], [ %811, %807 ]
    #dbg_value(i64 %7, !47, !DIExpression(), !88)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1), !dbg !97
  %8 = getelementptr inbounds [31 x i64], ptr @main.vals, i64 0, i64 %7, !dbg !98
  %9 = load i64, ptr %8, align 8, !dbg !98, !tbaa !91
  store volatile i64 %9, ptr %1, align 8, !dbg !99, !tbaa !91, !DIAssignID !100
    #dbg_assign(i64 %9, !49, !DIExpression(), !100, ptr %1, !DIExpression(), !87)
  %10 = load volatile i64, ptr %1, align 8, !dbg !101, !tbaa !91
    #dbg_value(i64 %10, !53, !DIExpression(), !87)
  %11 = freeze i64 %10, !dbg !102
  %12 = trunc i64 %11 to i32, !dbg !103
    #dbg_value(i64 %11, !54, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !104)
  %13 = and i32 %12, 255, !dbg !103
  %14 = lshr i32 %13, 1, !dbg !103
  %15 = zext nneg i32 %14 to i64, !dbg !103
    #dbg_value(i64 %15, !105, !DIExpression(), !110)
  %16 = load i64, ptr @hash, align 8, !dbg !112, !tbaa !91
  %17 = xor i64 %16, %15, !dbg !113
  %18 = mul i64 %17, 1099511628211, !dbg !114
  %19 = trunc i64 %11 to i8, !dbg !103
  %20 = udiv i8 %19, 3, !dbg !103
  %21 = zext nneg i8 %20 to i64, !dbg !103
    #dbg_value(i64 %21, !105, !DIExpression(), !115)
  %22 = xor i64 %18, %21, !dbg !117
  %23 = mul i64 %22, 1099511628211, !dbg !118
  %24 = udiv i8 %19, 5, !dbg !103
  %25 = zext nneg i8 %24 to i64, !dbg !103
    #dbg_value(i64 %25, !105, !DIExpression(), !119)
  %26 = xor i64 %23, %25, !dbg !121
  %27 = mul i64 %26, 1099511628211, !dbg !122
  %28 = udiv i8 %19, 6, !dbg !103
  %29 = zext nneg i8 %28 to i64, !dbg !103
    #dbg_value(i64 %29, !105, !DIExpression(), !123)
  %30 = xor i64 %27, %29, !dbg !125
  %31 = mul i64 %30, 1099511628211, !dbg !126
  %32 = udiv i8 %19, 7, !dbg !103
  %33 = zext nneg i8 %32 to i64, !dbg !103
    #dbg_value(i64 %33, !105, !DIExpression(), !127)
  %34 = xor i64 %31, %33, !dbg !129
  %35 = mul i64 %34, 1099511628211, !dbg !130
  %36 = udiv i8 %19, 10, !dbg !103
  %37 = zext nneg i8 %36 to i64, !dbg !103
    #dbg_value(i64 %37, !105, !DIExpression(), !131)
  %38 = xor i64 %35, %37, !dbg !133
  %39 = mul i64 %38, 1099511628211, !dbg !134
  %40 = udiv i8 %19, 12, !dbg !103
  %41 = zext nneg i8 %40 to i64, !dbg !103
    #dbg_value(i64 %41, !105, !DIExpression(), !135)
  %42 = xor i64 %39, %41, !dbg !137
  %43 = mul i64 %42, 1099511628211, !dbg !138
  %44 = udiv i8 %19, 14, !dbg !103
  %45 = zext nneg i8 %44 to i64, !dbg !103
    #dbg_value(i64 %45, !105, !DIExpression(), !139)
  %46 = xor i64 %43, %45, !dbg !141
  %47 = mul i64 %46, 1099511628211, !dbg !142
  %48 = udiv i8 %19, 25, !dbg !103
  %49 = zext nneg i8 %48 to i64, !dbg !103
    #dbg_value(i64 %49, !105, !DIExpression(), !143)
  %50 = xor i64 %47, %49, !dbg !145
  %51 = mul i64 %50, 1099511628211, !dbg !146
  %52 = udiv i8 %19, 100, !dbg !103
  %53 = zext nneg i8 %52 to i64, !dbg !103
    #dbg_value(i64 %53, !105, !DIExpression(), !147)
  %54 = xor i64 %51, %53, !dbg !149
    #dbg_value(i64 0, !105, !DIExpression(), !150)
    #dbg_value(i64 0, !105, !DIExpression(), !152)
    #dbg_value(i64 0, !105, !DIExpression(), !154)
  %55 = mul i64 %54, -6919028725695267695, !dbg !156
  %56 = udiv i8 %19, 127, !dbg !103
  %57 = zext nneg i8 %56 to i64, !dbg !103
    #dbg_value(i64 %57, !105, !DIExpression(), !157)
  %58 = xor i64 %55, %57, !dbg !159
  %59 = mul i64 %58, 1099511628211, !dbg !160
  %60 = icmp ugt i32 %13, 252, !dbg !103
  %61 = zext i1 %60 to i64, !dbg !103
    #dbg_value(i64 %61, !105, !DIExpression(), !161)
  %62 = xor i64 %59, %61, !dbg !163
  %63 = mul i64 %62, 1099511628211, !dbg !164
  %64 = icmp eq i32 %13, 255, !dbg !103
  %65 = zext i1 %64 to i64, !dbg !103
    #dbg_value(i64 %65, !105, !DIExpression(), !165)
  %66 = xor i64 %63, %65, !dbg !167
  %67 = mul i64 %66, 1099511628211, !dbg !168
  %68 = and i64 %11, 1, !dbg !103
    #dbg_value(i64 %68, !105, !DIExpression(), !169)
  %69 = xor i64 %67, %68, !dbg !171
  %70 = mul i64 %69, 1099511628211, !dbg !172
  %71 = urem i8 %19, 3, !dbg !103
  %72 = zext nneg i8 %71 to i64, !dbg !103
    #dbg_value(i64 %72, !105, !DIExpression(), !173)
  %73 = xor i64 %70, %72, !dbg !175
  %74 = mul i64 %73, 1099511628211, !dbg !176
  %75 = urem i8 %19, 7, !dbg !103
  %76 = zext nneg i8 %75 to i64, !dbg !103
    #dbg_value(i64 %76, !105, !DIExpression(), !177)
  %77 = xor i64 %74, %76, !dbg !179
  %78 = mul i64 %77, 1099511628211, !dbg !180
  %79 = urem i8 %19, 10, !dbg !103
  %80 = zext nneg i8 %79 to i64, !dbg !103
    #dbg_value(i64 %80, !105, !DIExpression(), !181)
  %81 = xor i64 %78, %80, !dbg !183
  %82 = mul i64 %81, 1099511628211, !dbg !184
  %83 = and i64 %11, 15, !dbg !103
    #dbg_value(i64 %83, !105, !DIExpression(), !185)
  %84 = xor i64 %82, %83, !dbg !187
  %85 = mul i64 %84, 1099511628211, !dbg !188
  %86 = and i64 %11, 255, !dbg !103
    #dbg_value(i64 %86, !105, !DIExpression(), !189)
  %87 = xor i64 %85, %86, !dbg !191
  %88 = mul i64 %87, 1099511628211, !dbg !192
  %89 = add nsw i32 %13, -251, !dbg !103
  %90 = icmp ult i32 %13, 251, !dbg !103
  %91 = select i1 %90, i32 %13, i32 %89, !dbg !103
  %92 = zext nneg i32 %91 to i64, !dbg !103
    #dbg_value(i64 %92, !105, !DIExpression(), !193)
  %93 = xor i64 %88, %92, !dbg !195
  %94 = mul i64 %93, 1099511628211, !dbg !196
  %95 = mul i8 %19, 3, !dbg !103
  %96 = zext i8 %95 to i64, !dbg !103
    #dbg_value(i64 %96, !105, !DIExpression(), !197)
  %97 = xor i64 %94, %96, !dbg !199
  %98 = mul i64 %97, 1099511628211, !dbg !200
  %99 = mul i64 %11, 5, !dbg !103
  %100 = and i64 %99, 255, !dbg !103
    #dbg_value(i64 %100, !105, !DIExpression(), !201)
  %101 = xor i64 %98, %100, !dbg !203
  %102 = mul i64 %101, 1099511628211, !dbg !204
  %103 = mul i64 %11, 9, !dbg !103
  %104 = and i64 %103, 255, !dbg !103
    #dbg_value(i64 %104, !105, !DIExpression(), !205)
  %105 = xor i64 %102, %104, !dbg !207
  %106 = mul i64 %105, 1099511628211, !dbg !208
  %107 = shl i64 %11, 3, !dbg !103
  %108 = and i64 %107, 248, !dbg !103
    #dbg_value(i64 %108, !105, !DIExpression(), !209)
  %109 = xor i64 %106, %108, !dbg !211
  %110 = mul i64 %109, 1099511628211, !dbg !212
  %111 = sub i64 0, %11, !dbg !103
  %112 = and i64 %111, 255, !dbg !103
    #dbg_value(i64 %112, !105, !DIExpression(), !213)
  %113 = xor i64 %110, %112, !dbg !215
  %114 = mul i64 %113, 1099511628211, !dbg !216
  %115 = mul i64 %11, 10, !dbg !103
  %116 = and i64 %115, 254, !dbg !103
    #dbg_value(i64 %116, !105, !DIExpression(), !217)
  %117 = xor i64 %114, %116, !dbg !219
  %118 = mul i64 %117, 1099511628211, !dbg !220
  %119 = mul i64 %11, 67, !dbg !103
  %120 = and i64 %119, 255, !dbg !103
    #dbg_value(i64 %120, !105, !DIExpression(), !221)
  %121 = xor i64 %118, %120, !dbg !223
  %122 = mul i64 %121, 1099511628211, !dbg !224
    #dbg_value(i64 %11, !56, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !225)
  %123 = and i32 %12, 65535, !dbg !226
  %124 = lshr i32 %123, 1, !dbg !226
  %125 = zext nneg i32 %124 to i64, !dbg !226
    #dbg_value(i64 %125, !105, !DIExpression(), !227)
  %126 = xor i64 %122, %125, !dbg !229
  %127 = mul i64 %126, 1099511628211, !dbg !230
  %128 = trunc i64 %11 to i16, !dbg !226
  %129 = udiv i16 %128, 3, !dbg !226
  %130 = zext nneg i16 %129 to i64, !dbg !226
    #dbg_value(i64 %130, !105, !DIExpression(), !231)
  %131 = xor i64 %127, %130, !dbg !233
  %132 = mul i64 %131, 1099511628211, !dbg !234
  %133 = udiv i16 %128, 5, !dbg !226
  %134 = zext nneg i16 %133 to i64, !dbg !226
    #dbg_value(i64 %134, !105, !DIExpression(), !235)
  %135 = xor i64 %132, %134, !dbg !237
  %136 = mul i64 %135, 1099511628211, !dbg !238
  %137 = udiv i16 %128, 6, !dbg !226
  %138 = zext nneg i16 %137 to i64, !dbg !226
    #dbg_value(i64 %138, !105, !DIExpression(), !239)
  %139 = xor i64 %136, %138, !dbg !241
  %140 = mul i64 %139, 1099511628211, !dbg !242
  %141 = udiv i16 %128, 7, !dbg !226
  %142 = zext nneg i16 %141 to i64, !dbg !226
    #dbg_value(i64 %142, !105, !DIExpression(), !243)
  %143 = xor i64 %140, %142, !dbg !245
  %144 = mul i64 %143, 1099511628211, !dbg !246
  %145 = udiv i16 %128, 10, !dbg !226
  %146 = zext nneg i16 %145 to i64, !dbg !226
    #dbg_value(i64 %146, !105, !DIExpression(), !247)
  %147 = xor i64 %144, %146, !dbg !249
  %148 = mul i64 %147, 1099511628211, !dbg !250
  %149 = udiv i16 %128, 12, !dbg !226
  %150 = zext nneg i16 %149 to i64, !dbg !226
    #dbg_value(i64 %150, !105, !DIExpression(), !251)
  %151 = xor i64 %148, %150, !dbg !253
  %152 = mul i64 %151, 1099511628211, !dbg !254
  %153 = udiv i16 %128, 14, !dbg !226
  %154 = zext nneg i16 %153 to i64, !dbg !226
    #dbg_value(i64 %154, !105, !DIExpression(), !255)
  %155 = xor i64 %152, %154, !dbg !257
  %156 = mul i64 %155, 1099511628211, !dbg !258
  %157 = udiv i16 %128, 25, !dbg !226
  %158 = zext nneg i16 %157 to i64, !dbg !226
    #dbg_value(i64 %158, !105, !DIExpression(), !259)
  %159 = xor i64 %156, %158, !dbg !261
  %160 = mul i64 %159, 1099511628211, !dbg !262
  %161 = udiv i16 %128, 100, !dbg !226
  %162 = zext nneg i16 %161 to i64, !dbg !226
    #dbg_value(i64 %162, !105, !DIExpression(), !263)
  %163 = xor i64 %160, %162, !dbg !265
  %164 = mul i64 %163, 1099511628211, !dbg !266
  %165 = udiv i16 %128, 641, !dbg !226
  %166 = zext nneg i16 %165 to i64, !dbg !226
    #dbg_value(i64 %166, !105, !DIExpression(), !267)
  %167 = xor i64 %164, %166, !dbg !269
  %168 = mul i64 %167, 1099511628211, !dbg !270
  %169 = udiv i16 %128, 1000, !dbg !226
  %170 = zext nneg i16 %169 to i64, !dbg !226
    #dbg_value(i64 %170, !105, !DIExpression(), !271)
  %171 = xor i64 %168, %170, !dbg !273
  %172 = mul i64 %171, 1099511628211, !dbg !274
  %173 = lshr i32 %123, 12, !dbg !226
  %174 = zext nneg i32 %173 to i64, !dbg !226
    #dbg_value(i64 %174, !105, !DIExpression(), !275)
  %175 = xor i64 %172, %174, !dbg !277
  %176 = mul i64 %175, 1099511628211, !dbg !278
  %177 = udiv i16 %128, 127, !dbg !226
  %178 = zext nneg i16 %177 to i64, !dbg !226
    #dbg_value(i64 %178, !105, !DIExpression(), !279)
  %179 = xor i64 %176, %178, !dbg !281
  %180 = mul i64 %179, 1099511628211, !dbg !282
  %181 = icmp ugt i32 %123, 65532, !dbg !226
  %182 = zext i1 %181 to i64, !dbg !226
    #dbg_value(i64 %182, !105, !DIExpression(), !283)
  %183 = xor i64 %180, %182, !dbg !285
  %184 = mul i64 %183, 1099511628211, !dbg !286
  %185 = icmp eq i32 %123, 65535, !dbg !226
  %186 = zext i1 %185 to i64, !dbg !226
    #dbg_value(i64 %186, !105, !DIExpression(), !287)
  %187 = xor i64 %184, %186, !dbg !289
  %188 = mul i64 %187, 1099511628211, !dbg !290
    #dbg_value(i64 %68, !105, !DIExpression(), !291)
  %189 = xor i64 %188, %68, !dbg !293
  %190 = mul i64 %189, 1099511628211, !dbg !294
  %191 = urem i16 %128, 3, !dbg !226
  %192 = zext nneg i16 %191 to i64, !dbg !226
    #dbg_value(i64 %192, !105, !DIExpression(), !295)
  %193 = xor i64 %190, %192, !dbg !297
  %194 = mul i64 %193, 1099511628211, !dbg !298
  %195 = urem i16 %128, 7, !dbg !226
  %196 = zext nneg i16 %195 to i64, !dbg !226
    #dbg_value(i64 %196, !105, !DIExpression(), !299)
  %197 = xor i64 %194, %196, !dbg !301
  %198 = mul i64 %197, 1099511628211, !dbg !302
  %199 = urem i16 %128, 10, !dbg !226
  %200 = zext nneg i16 %199 to i64, !dbg !226
    #dbg_value(i64 %200, !105, !DIExpression(), !303)
  %201 = xor i64 %198, %200, !dbg !305
  %202 = mul i64 %201, 1099511628211, !dbg !306
    #dbg_value(i64 %83, !105, !DIExpression(), !307)
  %203 = xor i64 %202, %83, !dbg !309
  %204 = mul i64 %203, 1099511628211, !dbg !310
  %205 = urem i16 %128, 1000, !dbg !226
  %206 = zext nneg i16 %205 to i64, !dbg !226
    #dbg_value(i64 %206, !105, !DIExpression(), !311)
  %207 = xor i64 %204, %206, !dbg !313
  %208 = mul i64 %207, 1099511628211, !dbg !314
  %209 = add nsw i32 %123, -65531, !dbg !226
  %210 = icmp ult i32 %123, 65531, !dbg !226
  %211 = select i1 %210, i32 %123, i32 %209, !dbg !226
  %212 = zext nneg i32 %211 to i64, !dbg !226
    #dbg_value(i64 %212, !105, !DIExpression(), !315)
  %213 = xor i64 %208, %212, !dbg !317
  %214 = mul i64 %213, 1099511628211, !dbg !318
  %215 = mul i16 %128, 3, !dbg !226
  %216 = zext i16 %215 to i64, !dbg !226
    #dbg_value(i64 %216, !105, !DIExpression(), !319)
  %217 = xor i64 %214, %216, !dbg !321
  %218 = mul i64 %217, 1099511628211, !dbg !322
  %219 = and i64 %99, 65535, !dbg !226
    #dbg_value(i64 %219, !105, !DIExpression(), !323)
  %220 = xor i64 %218, %219, !dbg !325
  %221 = mul i64 %220, 1099511628211, !dbg !326
  %222 = and i64 %103, 65535, !dbg !226
    #dbg_value(i64 %222, !105, !DIExpression(), !327)
  %223 = xor i64 %221, %222, !dbg !329
  %224 = mul i64 %223, 1099511628211, !dbg !330
  %225 = and i64 %107, 65528, !dbg !226
    #dbg_value(i64 %225, !105, !DIExpression(), !331)
  %226 = xor i64 %224, %225, !dbg !333
  %227 = mul i64 %226, 1099511628211, !dbg !334
  %228 = and i64 %111, 65535, !dbg !226
    #dbg_value(i64 %228, !105, !DIExpression(), !335)
  %229 = xor i64 %227, %228, !dbg !337
  %230 = mul i64 %229, 1099511628211, !dbg !338
  %231 = and i64 %115, 65534, !dbg !226
    #dbg_value(i64 %231, !105, !DIExpression(), !339)
  %232 = xor i64 %230, %231, !dbg !341
  %233 = mul i64 %232, 1099511628211, !dbg !342
  %234 = mul i64 %11, 16963, !dbg !226
  %235 = and i64 %234, 65535, !dbg !226
    #dbg_value(i64 %235, !105, !DIExpression(), !343)
  %236 = xor i64 %233, %235, !dbg !345
  %237 = mul i64 %236, 1099511628211, !dbg !346
    #dbg_value(i32 %12, !58, !DIExpression(), !347)
  %238 = lshr i64 %11, 1, !dbg !102
  %239 = and i64 %238, 2147483647, !dbg !102
    #dbg_value(i64 %239, !105, !DIExpression(), !348)
  %240 = xor i64 %237, %239, !dbg !350
  %241 = mul i64 %240, 1099511628211, !dbg !351
  %242 = udiv i32 %12, 3, !dbg !102
  %243 = zext nneg i32 %242 to i64, !dbg !102
    #dbg_value(i64 %243, !105, !DIExpression(), !352)
  %244 = xor i64 %241, %243, !dbg !354
  %245 = mul i64 %244, 1099511628211, !dbg !355
  %246 = udiv i32 %12, 5, !dbg !102
  %247 = zext nneg i32 %246 to i64, !dbg !102
    #dbg_value(i64 %247, !105, !DIExpression(), !356)
  %248 = xor i64 %245, %247, !dbg !358
  %249 = mul i64 %248, 1099511628211, !dbg !359
  %250 = udiv i32 %12, 6, !dbg !102
  %251 = zext nneg i32 %250 to i64, !dbg !102
    #dbg_value(i64 %251, !105, !DIExpression(), !360)
  %252 = xor i64 %249, %251, !dbg !362
  %253 = mul i64 %252, 1099511628211, !dbg !363
  %254 = udiv i32 %12, 7, !dbg !102
  %255 = zext nneg i32 %254 to i64, !dbg !102
    #dbg_value(i64 %255, !105, !DIExpression(), !364)
  %256 = xor i64 %253, %255, !dbg !366
  %257 = mul i64 %256, 1099511628211, !dbg !367
  %258 = udiv i32 %12, 10, !dbg !102
  %259 = zext nneg i32 %258 to i64, !dbg !102
    #dbg_value(i64 %259, !105, !DIExpression(), !368)
  %260 = xor i64 %257, %259, !dbg !370
  %261 = mul i64 %260, 1099511628211, !dbg !371
  %262 = udiv i32 %12, 12, !dbg !102
  %263 = zext nneg i32 %262 to i64, !dbg !102
    #dbg_value(i64 %263, !105, !DIExpression(), !372)
  %264 = xor i64 %261, %263, !dbg !374
  %265 = mul i64 %264, 1099511628211, !dbg !375
  %266 = udiv i32 %12, 14, !dbg !102
  %267 = zext nneg i32 %266 to i64, !dbg !102
    #dbg_value(i64 %267, !105, !DIExpression(), !376)
  %268 = xor i64 %265, %267, !dbg !378
  %269 = mul i64 %268, 1099511628211, !dbg !379
  %270 = udiv i32 %12, 25, !dbg !102
  %271 = zext nneg i32 %270 to i64, !dbg !102
    #dbg_value(i64 %271, !105, !DIExpression(), !380)
  %272 = xor i64 %269, %271, !dbg !382
  %273 = mul i64 %272, 1099511628211, !dbg !383
  %274 = udiv i32 %12, 100, !dbg !102
  %275 = zext nneg i32 %274 to i64, !dbg !102
    #dbg_value(i64 %275, !105, !DIExpression(), !384)
  %276 = xor i64 %273, %275, !dbg !386
  %277 = mul i64 %276, 1099511628211, !dbg !387
  %278 = udiv i32 %12, 641, !dbg !102
  %279 = zext nneg i32 %278 to i64, !dbg !102
    #dbg_value(i64 %279, !105, !DIExpression(), !388)
  %280 = xor i64 %277, %279, !dbg !390
  %281 = mul i64 %280, 1099511628211, !dbg !391
  %282 = udiv i32 %12, 1000, !dbg !102
  %283 = zext nneg i32 %282 to i64, !dbg !102
    #dbg_value(i64 %283, !105, !DIExpression(), !392)
  %284 = xor i64 %281, %283, !dbg !394
  %285 = mul i64 %284, 1099511628211, !dbg !395
  %286 = lshr i64 %11, 12, !dbg !102
  %287 = and i64 %286, 1048575, !dbg !102
    #dbg_value(i64 %287, !105, !DIExpression(), !396)
  %288 = xor i64 %285, %287, !dbg !398
  %289 = mul i64 %288, 1099511628211, !dbg !399
  %290 = udiv i32 %12, 127, !dbg !102
  %291 = zext nneg i32 %290 to i64, !dbg !102
    #dbg_value(i64 %291, !105, !DIExpression(), !400)
  %292 = xor i64 %289, %291, !dbg !402
  %293 = mul i64 %292, 1099511628211, !dbg !403
  %294 = icmp ugt i32 %12, -4, !dbg !102
  %295 = zext i1 %294 to i64, !dbg !102
    #dbg_value(i64 %295, !105, !DIExpression(), !404)
  %296 = xor i64 %293, %295, !dbg !406
  %297 = mul i64 %296, 1099511628211, !dbg !407
  %298 = icmp eq i32 %12, -1, !dbg !102
  %299 = zext i1 %298 to i64, !dbg !102
    #dbg_value(i64 %299, !105, !DIExpression(), !408)
  %300 = xor i64 %297, %299, !dbg !410
  %301 = mul i64 %300, 1099511628211, !dbg !411
    #dbg_value(i64 %68, !105, !DIExpression(), !412)
  %302 = xor i64 %301, %68, !dbg !414
  %303 = mul i64 %302, 1099511628211, !dbg !415
  %304 = urem i32 %12, 3, !dbg !102
  %305 = zext nneg i32 %304 to i64, !dbg !102
    #dbg_value(i64 %305, !105, !DIExpression(), !416)
  %306 = xor i64 %303, %305, !dbg !418
  %307 = mul i64 %306, 1099511628211, !dbg !419
  %308 = urem i32 %12, 7, !dbg !102
  %309 = zext nneg i32 %308 to i64, !dbg !102
    #dbg_value(i64 %309, !105, !DIExpression(), !420)
  %310 = xor i64 %307, %309, !dbg !422
  %311 = mul i64 %310, 1099511628211, !dbg !423
  %312 = urem i32 %12, 10, !dbg !102
  %313 = zext nneg i32 %312 to i64, !dbg !102
    #dbg_value(i64 %313, !105, !DIExpression(), !424)
  %314 = xor i64 %311, %313, !dbg !426
  %315 = mul i64 %314, 1099511628211, !dbg !427
    #dbg_value(i64 %83, !105, !DIExpression(), !428)
  %316 = xor i64 %315, %83, !dbg !430
  %317 = mul i64 %316, 1099511628211, !dbg !431
  %318 = urem i32 %12, 1000, !dbg !102
  %319 = zext nneg i32 %318 to i64, !dbg !102
    #dbg_value(i64 %319, !105, !DIExpression(), !432)
  %320 = xor i64 %317, %319, !dbg !434
  %321 = mul i64 %320, 1099511628211, !dbg !435
  %322 = icmp ult i32 %12, -5, !dbg !102
  %323 = add i64 %11, 5, !dbg !102
  %324 = select i1 %322, i64 %11, i64 %323, !dbg !102
  %325 = and i64 %324, 4294967295, !dbg !102
    #dbg_value(i64 %325, !105, !DIExpression(), !436)
  %326 = xor i64 %321, %325, !dbg !438
  %327 = mul i64 %326, 1099511628211, !dbg !439
  %328 = mul i32 %12, 3, !dbg !102
  %329 = zext i32 %328 to i64, !dbg !102
    #dbg_value(i64 %329, !105, !DIExpression(), !440)
  %330 = xor i64 %327, %329, !dbg !442
  %331 = mul i64 %330, 1099511628211, !dbg !443
  %332 = and i64 %99, 4294967295, !dbg !102
    #dbg_value(i64 %332, !105, !DIExpression(), !444)
  %333 = xor i64 %331, %332, !dbg !446
  %334 = mul i64 %333, 1099511628211, !dbg !447
  %335 = and i64 %103, 4294967295, !dbg !102
    #dbg_value(i64 %335, !105, !DIExpression(), !448)
  %336 = xor i64 %334, %335, !dbg !450
  %337 = mul i64 %336, 1099511628211, !dbg !451
  %338 = and i64 %107, 4294967288, !dbg !102
    #dbg_value(i64 %338, !105, !DIExpression(), !452)
  %339 = xor i64 %337, %338, !dbg !454
  %340 = mul i64 %339, 1099511628211, !dbg !455
  %341 = and i64 %111, 4294967295, !dbg !102
    #dbg_value(i64 %341, !105, !DIExpression(), !456)
  %342 = xor i64 %340, %341, !dbg !458
  %343 = mul i64 %342, 1099511628211, !dbg !459
  %344 = and i64 %115, 4294967294, !dbg !102
    #dbg_value(i64 %344, !105, !DIExpression(), !460)
  %345 = xor i64 %343, %344, !dbg !462
  %346 = mul i64 %345, 1099511628211, !dbg !463
  %347 = mul i64 %11, 1000003, !dbg !102
  %348 = and i64 %347, 4294967295, !dbg !102
    #dbg_value(i64 %348, !105, !DIExpression(), !464)
  %349 = xor i64 %346, %348, !dbg !466
  %350 = mul i64 %349, 1099511628211, !dbg !467
    #dbg_value(i64 %10, !60, !DIExpression(), !468)
    #dbg_value(i64 %238, !105, !DIExpression(), !469)
  %351 = xor i64 %350, %238, !dbg !471
  %352 = mul i64 %351, 1099511628211, !dbg !472
  %353 = udiv i64 %11, 3, !dbg !473
    #dbg_value(i64 %353, !105, !DIExpression(), !474)
  %354 = xor i64 %352, %353, !dbg !476
  %355 = mul i64 %354, 1099511628211, !dbg !477
  %356 = udiv i64 %11, 5, !dbg !473
    #dbg_value(i64 %356, !105, !DIExpression(), !478)
  %357 = xor i64 %355, %356, !dbg !480
  %358 = mul i64 %357, 1099511628211, !dbg !481
  %359 = udiv i64 %11, 6, !dbg !473
    #dbg_value(i64 %359, !105, !DIExpression(), !482)
  %360 = xor i64 %358, %359, !dbg !484
  %361 = mul i64 %360, 1099511628211, !dbg !485
  %362 = udiv i64 %11, 7, !dbg !473
    #dbg_value(i64 %362, !105, !DIExpression(), !486)
  %363 = xor i64 %361, %362, !dbg !488
  %364 = mul i64 %363, 1099511628211, !dbg !489
  %365 = udiv i64 %11, 10, !dbg !473
    #dbg_value(i64 %365, !105, !DIExpression(), !490)
  %366 = xor i64 %364, %365, !dbg !492
  %367 = mul i64 %366, 1099511628211, !dbg !493
  %368 = udiv i64 %11, 12, !dbg !473
    #dbg_value(i64 %368, !105, !DIExpression(), !494)
  %369 = xor i64 %367, %368, !dbg !496
  %370 = mul i64 %369, 1099511628211, !dbg !497
  %371 = udiv i64 %11, 14, !dbg !473
    #dbg_value(i64 %371, !105, !DIExpression(), !498)
  %372 = xor i64 %370, %371, !dbg !500
  %373 = mul i64 %372, 1099511628211, !dbg !501
  %374 = udiv i64 %11, 25, !dbg !473
    #dbg_value(i64 %374, !105, !DIExpression(), !502)
  %375 = xor i64 %373, %374, !dbg !504
  %376 = mul i64 %375, 1099511628211, !dbg !505
  %377 = udiv i64 %11, 100, !dbg !473
    #dbg_value(i64 %377, !105, !DIExpression(), !506)
  %378 = xor i64 %376, %377, !dbg !508
  %379 = mul i64 %378, 1099511628211, !dbg !509
  %380 = udiv i64 %11, 641, !dbg !473
    #dbg_value(i64 %380, !105, !DIExpression(), !510)
  %381 = xor i64 %379, %380, !dbg !512
  %382 = mul i64 %381, 1099511628211, !dbg !513
  %383 = udiv i64 %11, 1000, !dbg !473
    #dbg_value(i64 %383, !105, !DIExpression(), !514)
  %384 = xor i64 %382, %383, !dbg !516
  %385 = mul i64 %384, 1099511628211, !dbg !517
    #dbg_value(i64 %286, !105, !DIExpression(), !518)
  %386 = xor i64 %385, %286, !dbg !520
  %387 = mul i64 %386, 1099511628211, !dbg !521
  %388 = udiv i64 %11, 127, !dbg !473
    #dbg_value(i64 %388, !105, !DIExpression(), !522)
  %389 = xor i64 %387, %388, !dbg !524
  %390 = mul i64 %389, 1099511628211, !dbg !525
  %391 = icmp ugt i64 %11, -4, !dbg !473
  %392 = zext i1 %391 to i64, !dbg !473
    #dbg_value(i64 %392, !105, !DIExpression(), !526)
  %393 = xor i64 %390, %392, !dbg !528
  %394 = mul i64 %393, 1099511628211, !dbg !529
  %395 = icmp eq i64 %11, -1, !dbg !473
  %396 = zext i1 %395 to i64, !dbg !473
    #dbg_value(i64 %396, !105, !DIExpression(), !530)
  %397 = xor i64 %394, %396, !dbg !532
  %398 = mul i64 %397, 1099511628211, !dbg !533
    #dbg_value(i64 %68, !105, !DIExpression(), !534)
  %399 = xor i64 %398, %68, !dbg !536
  %400 = mul i64 %399, 1099511628211, !dbg !537
  %401 = urem i64 %11, 3, !dbg !473
    #dbg_value(i64 %401, !105, !DIExpression(), !538)
  %402 = xor i64 %400, %401, !dbg !540
  %403 = mul i64 %402, 1099511628211, !dbg !541
  %404 = urem i64 %11, 7, !dbg !473
    #dbg_value(i64 %404, !105, !DIExpression(), !542)
  %405 = xor i64 %403, %404, !dbg !544
  %406 = mul i64 %405, 1099511628211, !dbg !545
  %407 = urem i64 %11, 10, !dbg !473
    #dbg_value(i64 %407, !105, !DIExpression(), !546)
  %408 = xor i64 %406, %407, !dbg !548
  %409 = mul i64 %408, 1099511628211, !dbg !549
    #dbg_value(i64 %83, !105, !DIExpression(), !550)
  %410 = xor i64 %409, %83, !dbg !552
  %411 = mul i64 %410, 1099511628211, !dbg !553
  %412 = urem i64 %11, 1000, !dbg !473
    #dbg_value(i64 %412, !105, !DIExpression(), !554)
  %413 = xor i64 %411, %412, !dbg !556
  %414 = mul i64 %413, 1099511628211, !dbg !557
  %415 = icmp ult i64 %11, -5, !dbg !473
  %416 = select i1 %415, i64 %11, i64 %323, !dbg !473
    #dbg_value(i64 %416, !105, !DIExpression(), !558)
  %417 = xor i64 %414, %416, !dbg !560
  %418 = mul i64 %417, 1099511628211, !dbg !561
  %419 = mul i64 %11, 3, !dbg !473
    #dbg_value(i64 %419, !105, !DIExpression(), !562)
  %420 = xor i64 %418, %419, !dbg !564
  %421 = mul i64 %420, 1099511628211, !dbg !565
    #dbg_value(i64 %99, !105, !DIExpression(), !566)
  %422 = xor i64 %421, %99, !dbg !568
  %423 = mul i64 %422, 1099511628211, !dbg !569
    #dbg_value(i64 %103, !105, !DIExpression(), !570)
  %424 = xor i64 %423, %103, !dbg !572
  %425 = mul i64 %424, 1099511628211, !dbg !573
    #dbg_value(i64 %107, !105, !DIExpression(), !574)
  %426 = xor i64 %425, %107, !dbg !576
  %427 = mul i64 %426, 1099511628211, !dbg !577
    #dbg_value(i64 %111, !105, !DIExpression(), !578)
  %428 = xor i64 %427, %111, !dbg !580
  %429 = mul i64 %428, 1099511628211, !dbg !581
    #dbg_value(i64 %115, !105, !DIExpression(), !582)
  %430 = xor i64 %429, %115, !dbg !584
  %431 = mul i64 %430, 1099511628211, !dbg !585
    #dbg_value(i64 %347, !105, !DIExpression(), !586)
  %432 = xor i64 %431, %347, !dbg !588
  %433 = mul i64 %432, 1099511628211, !dbg !589
  %434 = shl i32 %12, 24, !dbg !590
  %435 = icmp eq i32 %434, -2147483648, !dbg !591
  br i1 %435, label %533, label %436, !dbg !592

436:                                              ; preds = %6
  %437 = ashr exact i32 %434, 24, !dbg !590
    #dbg_value(i64 %11, !62, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !593)
  %438 = sdiv i8 %19, 2, !dbg !594
  %439 = sext i8 %438 to i64, !dbg !594
    #dbg_value(i64 %439, !105, !DIExpression(), !595)
  %440 = xor i64 %433, %439, !dbg !597
  %441 = mul i64 %440, 1099511628211, !dbg !598
  %442 = sdiv i8 %19, 3, !dbg !594
  %443 = sext i8 %442 to i64, !dbg !594
    #dbg_value(i64 %443, !105, !DIExpression(), !599)
  %444 = xor i64 %441, %443, !dbg !601
  %445 = mul i64 %444, 1099511628211, !dbg !602
  %446 = sdiv i8 %19, 5, !dbg !594
  %447 = sext i8 %446 to i64, !dbg !594
    #dbg_value(i64 %447, !105, !DIExpression(), !603)
  %448 = xor i64 %445, %447, !dbg !605
  %449 = mul i64 %448, 1099511628211, !dbg !606
  %450 = sdiv i8 %19, 6, !dbg !594
  %451 = sext i8 %450 to i64, !dbg !594
    #dbg_value(i64 %451, !105, !DIExpression(), !607)
  %452 = xor i64 %449, %451, !dbg !609
  %453 = mul i64 %452, 1099511628211, !dbg !610
  %454 = sdiv i8 %19, 7, !dbg !594
  %455 = sext i8 %454 to i64, !dbg !594
    #dbg_value(i64 %455, !105, !DIExpression(), !611)
  %456 = xor i64 %453, %455, !dbg !613
  %457 = mul i64 %456, 1099511628211, !dbg !614
  %458 = sdiv i8 %19, 10, !dbg !594
  %459 = sext i8 %458 to i64, !dbg !594
    #dbg_value(i64 %459, !105, !DIExpression(), !615)
  %460 = xor i64 %457, %459, !dbg !617
  %461 = mul i64 %460, 1099511628211, !dbg !618
  %462 = sdiv i8 %19, 16, !dbg !594
  %463 = sext i8 %462 to i64, !dbg !594
    #dbg_value(i64 %463, !105, !DIExpression(), !619)
  %464 = xor i64 %461, %463, !dbg !621
  %465 = mul i64 %464, 1099511628211, !dbg !622
  %466 = sdiv i8 %19, 100, !dbg !594
  %467 = sext i8 %466 to i64, !dbg !594
    #dbg_value(i64 %467, !105, !DIExpression(), !623)
  %468 = xor i64 %465, %467, !dbg !625
  %469 = mul i64 %468, 1099511628211, !dbg !626
  %470 = sub nsw i32 0, %437, !dbg !594
  %471 = sext i32 %470 to i64, !dbg !594
    #dbg_value(i64 %471, !105, !DIExpression(), !627)
  %472 = xor i64 %469, %471, !dbg !629
  %473 = mul i64 %472, 1099511628211, !dbg !630
  %474 = sdiv i8 %19, -2, !dbg !594
  %475 = sext i8 %474 to i64, !dbg !594
    #dbg_value(i64 %475, !105, !DIExpression(), !631)
  %476 = xor i64 %473, %475, !dbg !633
  %477 = mul i64 %476, 1099511628211, !dbg !634
  %478 = sdiv i8 %19, -3, !dbg !594
  %479 = sext i8 %478 to i64, !dbg !594
    #dbg_value(i64 %479, !105, !DIExpression(), !635)
  %480 = xor i64 %477, %479, !dbg !637
  %481 = mul i64 %480, 1099511628211, !dbg !638
  %482 = sdiv i8 %19, -7, !dbg !594
  %483 = sext i8 %482 to i64, !dbg !594
    #dbg_value(i64 %483, !105, !DIExpression(), !639)
  %484 = xor i64 %481, %483, !dbg !641
  %485 = mul i64 %484, 1099511628211, !dbg !642
  %486 = sdiv i8 %19, -16, !dbg !594
  %487 = sext i8 %486 to i64, !dbg !594
    #dbg_value(i64 %487, !105, !DIExpression(), !643)
  %488 = xor i64 %485, %487, !dbg !645
  %489 = mul i64 %488, 1099511628211, !dbg !646
  %490 = shl i64 %11, 56, !dbg !594
  %491 = ashr exact i64 %490, 56, !dbg !594
    #dbg_value(i64 %491, !105, !DIExpression(), !647)
  %492 = xor i64 %489, %491, !dbg !649
  %493 = mul i64 %492, 1099511628211, !dbg !650
  %494 = sdiv i8 %19, 125, !dbg !594
  %495 = sext i8 %494 to i64, !dbg !594
    #dbg_value(i64 %495, !105, !DIExpression(), !651)
  %496 = xor i64 %493, %495, !dbg !653
  %497 = mul i64 %496, 1099511628211, !dbg !654
  %498 = srem i8 %19, 2, !dbg !594
  %499 = sext i8 %498 to i64, !dbg !594
    #dbg_value(i64 %499, !105, !DIExpression(), !655)
  %500 = xor i64 %497, %499, !dbg !657
  %501 = mul i64 %500, 1099511628211, !dbg !658
  %502 = srem i8 %19, 3, !dbg !594
  %503 = sext i8 %502 to i64, !dbg !594
    #dbg_value(i64 %503, !105, !DIExpression(), !659)
  %504 = xor i64 %501, %503, !dbg !661
  %505 = mul i64 %504, 1099511628211, !dbg !662
  %506 = srem i8 %19, 7, !dbg !594
  %507 = sext i8 %506 to i64, !dbg !594
    #dbg_value(i64 %507, !105, !DIExpression(), !663)
  %508 = xor i64 %505, %507, !dbg !665
  %509 = mul i64 %508, 1099511628211, !dbg !666
  %510 = srem i8 %19, 10, !dbg !594
  %511 = sext i8 %510 to i64, !dbg !594
    #dbg_value(i64 %511, !105, !DIExpression(), !667)
  %512 = xor i64 %509, %511, !dbg !669
  %513 = mul i64 %512, 1099511628211, !dbg !670
  %514 = srem i8 %19, 16, !dbg !594
  %515 = sext i8 %514 to i64, !dbg !594
    #dbg_value(i64 %515, !105, !DIExpression(), !671)
  %516 = xor i64 %513, %515, !dbg !673
  %517 = mul i64 %516, 1099511628211, !dbg !674
    #dbg_value(i64 %515, !105, !DIExpression(), !675)
  %518 = xor i64 %517, %515, !dbg !677
  %519 = mul i64 %518, 1099511628211, !dbg !678
    #dbg_value(i64 %503, !105, !DIExpression(), !679)
  %520 = xor i64 %519, %503, !dbg !681
    #dbg_value(i64 0, !105, !DIExpression(), !682)
  %521 = mul i64 %520, 956575116354345, !dbg !684
  %522 = sext i8 %95 to i64, !dbg !594
    #dbg_value(i64 %522, !105, !DIExpression(), !685)
  %523 = xor i64 %521, %522, !dbg !687
  %524 = mul i64 %523, 1099511628211, !dbg !688
  %525 = mul i64 %11, -648518346341351424, !dbg !594
  %526 = ashr exact i64 %525, 56, !dbg !594
    #dbg_value(i64 %526, !105, !DIExpression(), !689)
  %527 = xor i64 %524, %526, !dbg !691
  %528 = mul i64 %527, 1099511628211, !dbg !692
  %529 = shl i8 %19, 6, !dbg !594
  %530 = sext i8 %529 to i64, !dbg !594
    #dbg_value(i64 %530, !105, !DIExpression(), !693)
  %531 = xor i64 %528, %530, !dbg !695
  %532 = mul i64 %531, 1099511628211, !dbg !696
  br label %533, !dbg !594

533:                                              ; preds = %436, %6
  %534 = phi i64 [ %532, %436 ], [ %433, %6 ], !dbg !697
  %535 = shl i32 %12, 16, !dbg !698
  %536 = icmp eq i32 %535, -2147483648, !dbg !699
  br i1 %536, label %634, label %537, !dbg !700

537:                                              ; preds = %533
  %538 = ashr exact i32 %535, 16, !dbg !698
    #dbg_value(i64 %11, !65, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !701)
  %539 = sdiv i16 %128, 2, !dbg !702
  %540 = sext i16 %539 to i64, !dbg !702
    #dbg_value(i64 %540, !105, !DIExpression(), !703)
  %541 = xor i64 %534, %540, !dbg !705
  %542 = mul i64 %541, 1099511628211, !dbg !706
  %543 = sdiv i16 %128, 3, !dbg !702
  %544 = sext i16 %543 to i64, !dbg !702
    #dbg_value(i64 %544, !105, !DIExpression(), !707)
  %545 = xor i64 %542, %544, !dbg !709
  %546 = mul i64 %545, 1099511628211, !dbg !710
  %547 = sdiv i16 %128, 5, !dbg !702
  %548 = sext i16 %547 to i64, !dbg !702
    #dbg_value(i64 %548, !105, !DIExpression(), !711)
  %549 = xor i64 %546, %548, !dbg !713
  %550 = mul i64 %549, 1099511628211, !dbg !714
  %551 = sdiv i16 %128, 6, !dbg !702
  %552 = sext i16 %551 to i64, !dbg !702
    #dbg_value(i64 %552, !105, !DIExpression(), !715)
  %553 = xor i64 %550, %552, !dbg !717
  %554 = mul i64 %553, 1099511628211, !dbg !718
  %555 = sdiv i16 %128, 7, !dbg !702
  %556 = sext i16 %555 to i64, !dbg !702
    #dbg_value(i64 %556, !105, !DIExpression(), !719)
  %557 = xor i64 %554, %556, !dbg !721
  %558 = mul i64 %557, 1099511628211, !dbg !722
  %559 = sdiv i16 %128, 10, !dbg !702
  %560 = sext i16 %559 to i64, !dbg !702
    #dbg_value(i64 %560, !105, !DIExpression(), !723)
  %561 = xor i64 %558, %560, !dbg !725
  %562 = mul i64 %561, 1099511628211, !dbg !726
  %563 = sdiv i16 %128, 16, !dbg !702
  %564 = sext i16 %563 to i64, !dbg !702
    #dbg_value(i64 %564, !105, !DIExpression(), !727)
  %565 = xor i64 %562, %564, !dbg !729
  %566 = mul i64 %565, 1099511628211, !dbg !730
  %567 = sdiv i16 %128, 100, !dbg !702
  %568 = sext i16 %567 to i64, !dbg !702
    #dbg_value(i64 %568, !105, !DIExpression(), !731)
  %569 = xor i64 %566, %568, !dbg !733
  %570 = mul i64 %569, 1099511628211, !dbg !734
  %571 = sub nsw i32 0, %538, !dbg !702
  %572 = sext i32 %571 to i64, !dbg !702
    #dbg_value(i64 %572, !105, !DIExpression(), !735)
  %573 = xor i64 %570, %572, !dbg !737
  %574 = mul i64 %573, 1099511628211, !dbg !738
  %575 = sdiv i16 %128, -2, !dbg !702
  %576 = sext i16 %575 to i64, !dbg !702
    #dbg_value(i64 %576, !105, !DIExpression(), !739)
  %577 = xor i64 %574, %576, !dbg !741
  %578 = mul i64 %577, 1099511628211, !dbg !742
  %579 = sdiv i16 %128, -3, !dbg !702
  %580 = sext i16 %579 to i64, !dbg !702
    #dbg_value(i64 %580, !105, !DIExpression(), !743)
  %581 = xor i64 %578, %580, !dbg !745
  %582 = mul i64 %581, 1099511628211, !dbg !746
  %583 = sdiv i16 %128, -7, !dbg !702
  %584 = sext i16 %583 to i64, !dbg !702
    #dbg_value(i64 %584, !105, !DIExpression(), !747)
  %585 = xor i64 %582, %584, !dbg !749
  %586 = mul i64 %585, 1099511628211, !dbg !750
  %587 = sdiv i16 %128, -16, !dbg !702
  %588 = sext i16 %587 to i64, !dbg !702
    #dbg_value(i64 %588, !105, !DIExpression(), !751)
  %589 = xor i64 %586, %588, !dbg !753
  %590 = mul i64 %589, 1099511628211, !dbg !754
  %591 = shl i64 %11, 48, !dbg !702
  %592 = ashr exact i64 %591, 48, !dbg !702
    #dbg_value(i64 %592, !105, !DIExpression(), !755)
  %593 = xor i64 %590, %592, !dbg !757
  %594 = mul i64 %593, 1099511628211, !dbg !758
  %595 = sdiv i16 %128, 125, !dbg !702
  %596 = sext i16 %595 to i64, !dbg !702
    #dbg_value(i64 %596, !105, !DIExpression(), !759)
  %597 = xor i64 %594, %596, !dbg !761
  %598 = mul i64 %597, 1099511628211, !dbg !762
  %599 = srem i16 %128, 2, !dbg !702
  %600 = sext i16 %599 to i64, !dbg !702
    #dbg_value(i64 %600, !105, !DIExpression(), !763)
  %601 = xor i64 %598, %600, !dbg !765
  %602 = mul i64 %601, 1099511628211, !dbg !766
  %603 = srem i16 %128, 3, !dbg !702
  %604 = sext i16 %603 to i64, !dbg !702
    #dbg_value(i64 %604, !105, !DIExpression(), !767)
  %605 = xor i64 %602, %604, !dbg !769
  %606 = mul i64 %605, 1099511628211, !dbg !770
  %607 = srem i16 %128, 7, !dbg !702
  %608 = sext i16 %607 to i64, !dbg !702
    #dbg_value(i64 %608, !105, !DIExpression(), !771)
  %609 = xor i64 %606, %608, !dbg !773
  %610 = mul i64 %609, 1099511628211, !dbg !774
  %611 = srem i16 %128, 10, !dbg !702
  %612 = sext i16 %611 to i64, !dbg !702
    #dbg_value(i64 %612, !105, !DIExpression(), !775)
  %613 = xor i64 %610, %612, !dbg !777
  %614 = mul i64 %613, 1099511628211, !dbg !778
  %615 = srem i16 %128, 16, !dbg !702
  %616 = sext i16 %615 to i64, !dbg !702
    #dbg_value(i64 %616, !105, !DIExpression(), !779)
  %617 = xor i64 %614, %616, !dbg !781
  %618 = mul i64 %617, 1099511628211, !dbg !782
    #dbg_value(i64 %616, !105, !DIExpression(), !783)
  %619 = xor i64 %618, %616, !dbg !785
  %620 = mul i64 %619, 1099511628211, !dbg !786
    #dbg_value(i64 %604, !105, !DIExpression(), !787)
  %621 = xor i64 %620, %604, !dbg !789
    #dbg_value(i64 0, !105, !DIExpression(), !790)
  %622 = mul i64 %621, 956575116354345, !dbg !792
  %623 = sext i16 %215 to i64, !dbg !702
    #dbg_value(i64 %623, !105, !DIExpression(), !793)
  %624 = xor i64 %622, %623, !dbg !795
  %625 = mul i64 %624, 1099511628211, !dbg !796
  %626 = mul i64 %11, -2533274790395904, !dbg !702
  %627 = ashr exact i64 %626, 48, !dbg !702
    #dbg_value(i64 %627, !105, !DIExpression(), !797)
  %628 = xor i64 %625, %627, !dbg !799
  %629 = mul i64 %628, 1099511628211, !dbg !800
  %630 = shl i16 %128, 6, !dbg !702
  %631 = sext i16 %630 to i64, !dbg !702
    #dbg_value(i64 %631, !105, !DIExpression(), !801)
  %632 = xor i64 %629, %631, !dbg !803
  %633 = mul i64 %632, 1099511628211, !dbg !804
  br label %634, !dbg !702

634:                                              ; preds = %537, %533
  %635 = phi i64 [ %633, %537 ], [ %534, %533 ]
  %636 = icmp eq i32 %12, -2147483648, !dbg !805
  br i1 %636, label %733, label %637, !dbg !806

637:                                              ; preds = %634
    #dbg_value(i32 %12, !68, !DIExpression(), !807)
  %638 = sdiv i32 %12, 2, !dbg !808
  %639 = sext i32 %638 to i64, !dbg !808
    #dbg_value(i64 %639, !105, !DIExpression(), !809)
  %640 = xor i64 %635, %639, !dbg !811
  %641 = mul i64 %640, 1099511628211, !dbg !812
  %642 = sdiv i32 %12, 3, !dbg !808
  %643 = sext i32 %642 to i64, !dbg !808
    #dbg_value(i64 %643, !105, !DIExpression(), !813)
  %644 = xor i64 %641, %643, !dbg !815
  %645 = mul i64 %644, 1099511628211, !dbg !816
  %646 = sdiv i32 %12, 5, !dbg !808
  %647 = sext i32 %646 to i64, !dbg !808
    #dbg_value(i64 %647, !105, !DIExpression(), !817)
  %648 = xor i64 %645, %647, !dbg !819
  %649 = mul i64 %648, 1099511628211, !dbg !820
  %650 = sdiv i32 %12, 6, !dbg !808
  %651 = sext i32 %650 to i64, !dbg !808
    #dbg_value(i64 %651, !105, !DIExpression(), !821)
  %652 = xor i64 %649, %651, !dbg !823
  %653 = mul i64 %652, 1099511628211, !dbg !824
  %654 = sdiv i32 %12, 7, !dbg !808
  %655 = sext i32 %654 to i64, !dbg !808
    #dbg_value(i64 %655, !105, !DIExpression(), !825)
  %656 = xor i64 %653, %655, !dbg !827
  %657 = mul i64 %656, 1099511628211, !dbg !828
  %658 = sdiv i32 %12, 10, !dbg !808
  %659 = sext i32 %658 to i64, !dbg !808
    #dbg_value(i64 %659, !105, !DIExpression(), !829)
  %660 = xor i64 %657, %659, !dbg !831
  %661 = mul i64 %660, 1099511628211, !dbg !832
  %662 = sdiv i32 %12, 16, !dbg !808
  %663 = sext i32 %662 to i64, !dbg !808
    #dbg_value(i64 %663, !105, !DIExpression(), !833)
  %664 = xor i64 %661, %663, !dbg !835
  %665 = mul i64 %664, 1099511628211, !dbg !836
  %666 = sdiv i32 %12, 100, !dbg !808
  %667 = sext i32 %666 to i64, !dbg !808
    #dbg_value(i64 %667, !105, !DIExpression(), !837)
  %668 = xor i64 %665, %667, !dbg !839
  %669 = mul i64 %668, 1099511628211, !dbg !840
  %670 = mul i64 %11, -4294967296, !dbg !808
  %671 = ashr exact i64 %670, 32, !dbg !808
    #dbg_value(i64 %671, !105, !DIExpression(), !841)
  %672 = xor i64 %669, %671, !dbg !843
  %673 = mul i64 %672, 1099511628211, !dbg !844
  %674 = sdiv i32 %12, -2, !dbg !808
  %675 = sext i32 %674 to i64, !dbg !808
    #dbg_value(i64 %675, !105, !DIExpression(), !845)
  %676 = xor i64 %673, %675, !dbg !847
  %677 = mul i64 %676, 1099511628211, !dbg !848
  %678 = sdiv i32 %12, -3, !dbg !808
  %679 = sext i32 %678 to i64, !dbg !808
    #dbg_value(i64 %679, !105, !DIExpression(), !849)
  %680 = xor i64 %677, %679, !dbg !851
  %681 = mul i64 %680, 1099511628211, !dbg !852
  %682 = sdiv i32 %12, -7, !dbg !808
  %683 = sext i32 %682 to i64, !dbg !808
    #dbg_value(i64 %683, !105, !DIExpression(), !853)
  %684 = xor i64 %681, %683, !dbg !855
  %685 = mul i64 %684, 1099511628211, !dbg !856
  %686 = sdiv i32 %12, -16, !dbg !808
  %687 = sext i32 %686 to i64, !dbg !808
    #dbg_value(i64 %687, !105, !DIExpression(), !857)
  %688 = xor i64 %685, %687, !dbg !859
  %689 = mul i64 %688, 1099511628211, !dbg !860
  %690 = shl i64 %11, 32, !dbg !808
  %691 = ashr exact i64 %690, 32, !dbg !808
    #dbg_value(i64 %691, !105, !DIExpression(), !861)
  %692 = xor i64 %689, %691, !dbg !863
  %693 = mul i64 %692, 1099511628211, !dbg !864
  %694 = sdiv i32 %12, 125, !dbg !808
  %695 = sext i32 %694 to i64, !dbg !808
    #dbg_value(i64 %695, !105, !DIExpression(), !865)
  %696 = xor i64 %693, %695, !dbg !867
  %697 = mul i64 %696, 1099511628211, !dbg !868
  %698 = srem i32 %12, 2, !dbg !808
  %699 = sext i32 %698 to i64, !dbg !808
    #dbg_value(i64 %699, !105, !DIExpression(), !869)
  %700 = xor i64 %697, %699, !dbg !871
  %701 = mul i64 %700, 1099511628211, !dbg !872
  %702 = srem i32 %12, 3, !dbg !808
  %703 = sext i32 %702 to i64, !dbg !808
    #dbg_value(i64 %703, !105, !DIExpression(), !873)
  %704 = xor i64 %701, %703, !dbg !875
  %705 = mul i64 %704, 1099511628211, !dbg !876
  %706 = srem i32 %12, 7, !dbg !808
  %707 = sext i32 %706 to i64, !dbg !808
    #dbg_value(i64 %707, !105, !DIExpression(), !877)
  %708 = xor i64 %705, %707, !dbg !879
  %709 = mul i64 %708, 1099511628211, !dbg !880
  %710 = srem i32 %12, 10, !dbg !808
  %711 = sext i32 %710 to i64, !dbg !808
    #dbg_value(i64 %711, !105, !DIExpression(), !881)
  %712 = xor i64 %709, %711, !dbg !883
  %713 = mul i64 %712, 1099511628211, !dbg !884
  %714 = srem i32 %12, 16, !dbg !808
  %715 = sext i32 %714 to i64, !dbg !808
    #dbg_value(i64 %715, !105, !DIExpression(), !885)
  %716 = xor i64 %713, %715, !dbg !887
  %717 = mul i64 %716, 1099511628211, !dbg !888
    #dbg_value(i64 %715, !105, !DIExpression(), !889)
  %718 = xor i64 %717, %715, !dbg !891
  %719 = mul i64 %718, 1099511628211, !dbg !892
    #dbg_value(i64 %703, !105, !DIExpression(), !893)
  %720 = xor i64 %719, %703, !dbg !895
    #dbg_value(i64 0, !105, !DIExpression(), !896)
  %721 = mul i64 %720, 956575116354345, !dbg !898
  %722 = sext i32 %328 to i64, !dbg !808
    #dbg_value(i64 %722, !105, !DIExpression(), !899)
  %723 = xor i64 %721, %722, !dbg !901
  %724 = mul i64 %723, 1099511628211, !dbg !902
  %725 = mul i64 %11, -38654705664, !dbg !808
  %726 = ashr exact i64 %725, 32, !dbg !808
    #dbg_value(i64 %726, !105, !DIExpression(), !903)
  %727 = xor i64 %724, %726, !dbg !905
  %728 = mul i64 %727, 1099511628211, !dbg !906
  %729 = shl i32 %12, 6, !dbg !808
  %730 = sext i32 %729 to i64, !dbg !808
    #dbg_value(i64 %730, !105, !DIExpression(), !907)
  %731 = xor i64 %728, %730, !dbg !909
  %732 = mul i64 %731, 1099511628211, !dbg !910
  br label %733, !dbg !808

733:                                              ; preds = %637, %634
  %734 = phi i64 [ %732, %637 ], [ %635, %634 ]
  %735 = icmp eq i64 %11, -9223372036854775808, !dbg !911
  br i1 %735, label %807, label %736, !dbg !912

736:                                              ; preds = %733
    #dbg_value(i64 %10, !71, !DIExpression(), !913)
  %737 = sdiv i64 %11, 2, !dbg !914
    #dbg_value(i64 %737, !105, !DIExpression(), !915)
  %738 = xor i64 %734, %737, !dbg !917
  %739 = mul i64 %738, 1099511628211, !dbg !918
  %740 = sdiv i64 %11, 3, !dbg !914
    #dbg_value(i64 %740, !105, !DIExpression(), !919)
  %741 = xor i64 %739, %740, !dbg !921
  %742 = mul i64 %741, 1099511628211, !dbg !922
  %743 = sdiv i64 %11, 5, !dbg !914
    #dbg_value(i64 %743, !105, !DIExpression(), !923)
  %744 = xor i64 %742, %743, !dbg !925
  %745 = mul i64 %744, 1099511628211, !dbg !926
  %746 = sdiv i64 %11, 6, !dbg !914
    #dbg_value(i64 %746, !105, !DIExpression(), !927)
  %747 = xor i64 %745, %746, !dbg !929
  %748 = mul i64 %747, 1099511628211, !dbg !930
  %749 = sdiv i64 %11, 7, !dbg !914
    #dbg_value(i64 %749, !105, !DIExpression(), !931)
  %750 = xor i64 %748, %749, !dbg !933
  %751 = mul i64 %750, 1099511628211, !dbg !934
  %752 = sdiv i64 %11, 10, !dbg !914
    #dbg_value(i64 %752, !105, !DIExpression(), !935)
  %753 = xor i64 %751, %752, !dbg !937
  %754 = mul i64 %753, 1099511628211, !dbg !938
  %755 = sdiv i64 %11, 16, !dbg !914
    #dbg_value(i64 %755, !105, !DIExpression(), !939)
  %756 = xor i64 %754, %755, !dbg !941
  %757 = mul i64 %756, 1099511628211, !dbg !942
  %758 = sdiv i64 %11, 100, !dbg !914
    #dbg_value(i64 %758, !105, !DIExpression(), !943)
  %759 = xor i64 %757, %758, !dbg !945
  %760 = mul i64 %759, 1099511628211, !dbg !946
    #dbg_value(i64 %111, !105, !DIExpression(), !947)
  %761 = xor i64 %760, %111, !dbg !949
  %762 = mul i64 %761, 1099511628211, !dbg !950
  %763 = sdiv i64 %11, -2, !dbg !914
    #dbg_value(i64 %763, !105, !DIExpression(), !951)
  %764 = xor i64 %762, %763, !dbg !953
  %765 = mul i64 %764, 1099511628211, !dbg !954
  %766 = sdiv i64 %11, -3, !dbg !914
    #dbg_value(i64 %766, !105, !DIExpression(), !955)
  %767 = xor i64 %765, %766, !dbg !957
  %768 = mul i64 %767, 1099511628211, !dbg !958
  %769 = sdiv i64 %11, -7, !dbg !914
    #dbg_value(i64 %769, !105, !DIExpression(), !959)
  %770 = xor i64 %768, %769, !dbg !961
  %771 = mul i64 %770, 1099511628211, !dbg !962
  %772 = sdiv i64 %11, -16, !dbg !914
    #dbg_value(i64 %772, !105, !DIExpression(), !963)
  %773 = xor i64 %771, %772, !dbg !965
  %774 = mul i64 %773, 1099511628211, !dbg !966
    #dbg_value(i64 %11, !105, !DIExpression(), !967)
  %775 = xor i64 %774, %11, !dbg !969
  %776 = mul i64 %775, 1099511628211, !dbg !970
  %777 = sdiv i64 %11, 125, !dbg !914
    #dbg_value(i64 %777, !105, !DIExpression(), !971)
  %778 = xor i64 %776, %777, !dbg !973
  %779 = mul i64 %778, 1099511628211, !dbg !974
  %780 = srem i64 %11, 2, !dbg !914
    #dbg_value(i64 %780, !105, !DIExpression(), !975)
  %781 = xor i64 %779, %780, !dbg !977
  %782 = mul i64 %781, 1099511628211, !dbg !978
  %783 = srem i64 %11, 3, !dbg !914
    #dbg_value(i64 %783, !105, !DIExpression(), !979)
  %784 = xor i64 %782, %783, !dbg !981
  %785 = mul i64 %784, 1099511628211, !dbg !982
  %786 = srem i64 %11, 7, !dbg !914
    #dbg_value(i64 %786, !105, !DIExpression(), !983)
  %787 = xor i64 %785, %786, !dbg !985
  %788 = mul i64 %787, 1099511628211, !dbg !986
  %789 = srem i64 %11, 10, !dbg !914
    #dbg_value(i64 %789, !105, !DIExpression(), !987)
  %790 = xor i64 %788, %789, !dbg !989
  %791 = mul i64 %790, 1099511628211, !dbg !990
  %792 = srem i64 %11, 16, !dbg !914
    #dbg_value(i64 %792, !105, !DIExpression(), !991)
  %793 = xor i64 %791, %792, !dbg !993
  %794 = mul i64 %793, 1099511628211, !dbg !994
    #dbg_value(i64 %792, !105, !DIExpression(), !995)
  %795 = xor i64 %794, %792, !dbg !997
  %796 = mul i64 %795, 1099511628211, !dbg !998
    #dbg_value(i64 %783, !105, !DIExpression(), !999)
  %797 = xor i64 %796, %783, !dbg !1001
    #dbg_value(i64 0, !105, !DIExpression(), !1002)
  %798 = mul i64 %797, 956575116354345, !dbg !1004
    #dbg_value(i64 %419, !105, !DIExpression(), !1005)
  %799 = xor i64 %798, %419, !dbg !1007
  %800 = mul i64 %799, 1099511628211, !dbg !1008
  %801 = mul i64 %11, -9, !dbg !914
    #dbg_value(i64 %801, !105, !DIExpression(), !1009)
  %802 = xor i64 %800, %801, !dbg !1011
  %803 = mul i64 %802, 1099511628211, !dbg !1012
  %804 = shl i64 %11, 6, !dbg !914
    #dbg_value(i64 %804, !105, !DIExpression(), !1013)
  %805 = xor i64 %803, %804, !dbg !1015
  %806 = mul i64 %805, 1099511628211, !dbg !1016
  br label %807, !dbg !914

807:                                              ; preds = %736, %733
  %808 = phi i64 [ %806, %736 ], [ %734, %733 ], !dbg !1017
  store i64 %808, ptr @hash, align 8, !dbg !697, !tbaa !91
  %809 = trunc nuw nsw i64 %7 to i32, !dbg !1018
  %810 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %809, i64 noundef %11, i64 noundef %808), !dbg !1018
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1), !dbg !1019
  %811 = add nuw nsw i64 %7, 1, !dbg !1020
    #dbg_value(i64 %811, !47, !DIExpression(), !88)
  %812 = icmp eq i64 %811, 31, !dbg !1021
  br i1 %812, label %2, label %6, !dbg !89, !llvm.loop !1022
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !1025 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!78, !79, !80, !81, !82, !83, !84}
!llvm.ident = !{!85}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "vals", scope: !2, file: !3, line: 32, type: !74, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 31, type: !4, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !46)
!3 = !DIFile(filename: "programs/div_by_constants.c", directory: ".", checksumkind: CSK_MD5, checksum: "bd0a525be72f2a8f2f8b7f988b810b18")
!4 = !DISubroutineType(types: !5)
!5 = !{!6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !37, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9, !14, !17, !20, !23, !27, !30, !32, !35, !36, !6}
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !10, line: 24, baseType: !11)
!10 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!11 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !12, line: 38, baseType: !13)
!12 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!13 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !10, line: 25, baseType: !15)
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !12, line: 40, baseType: !16)
!16 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!17 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !10, line: 26, baseType: !18)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !12, line: 42, baseType: !19)
!19 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !10, line: 27, baseType: !21)
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !12, line: 45, baseType: !22)
!22 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !24, line: 24, baseType: !25)
!24 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !12, line: 37, baseType: !26)
!26 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !24, line: 25, baseType: !28)
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !12, line: 39, baseType: !29)
!29 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!30 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !24, line: 26, baseType: !31)
!31 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !12, line: 41, baseType: !6)
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !24, line: 27, baseType: !33)
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !12, line: 44, baseType: !34)
!34 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!35 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!36 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!37 = !{!0, !38, !44}
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !3, line: 48, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 144, elements: !42)
!41 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!42 = !{!43}
!43 = !DISubrange(count: 18)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(name: "hash", scope: !7, file: !3, line: 7, type: !20, isLocal: true, isDefinition: true)
!46 = !{!47, !49, !53, !54, !56, !58, !60, !62, !65, !68, !71}
!47 = !DILocalVariable(name: "i", scope: !48, file: !3, line: 36, type: !19)
!48 = distinct !DILexicalBlock(scope: !2, file: !3, line: 36, column: 3)
!49 = !DILocalVariable(name: "v", scope: !50, file: !3, line: 37, type: !52)
!50 = distinct !DILexicalBlock(scope: !51, file: !3, line: 36, column: 63)
!51 = distinct !DILexicalBlock(scope: !48, file: !3, line: 36, column: 3)
!52 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !32)
!53 = !DILocalVariable(name: "s", scope: !50, file: !3, line: 39, type: !32)
!54 = !DILocalVariable(name: "x", scope: !55, file: !3, line: 40, type: !9)
!55 = distinct !DILexicalBlock(scope: !50, file: !3, line: 40, column: 5)
!56 = !DILocalVariable(name: "x", scope: !57, file: !3, line: 41, type: !14)
!57 = distinct !DILexicalBlock(scope: !50, file: !3, line: 41, column: 5)
!58 = !DILocalVariable(name: "x", scope: !59, file: !3, line: 42, type: !17)
!59 = distinct !DILexicalBlock(scope: !50, file: !3, line: 42, column: 5)
!60 = !DILocalVariable(name: "x", scope: !61, file: !3, line: 43, type: !20)
!61 = distinct !DILexicalBlock(scope: !50, file: !3, line: 43, column: 5)
!62 = !DILocalVariable(name: "x", scope: !63, file: !3, line: 44, type: !23)
!63 = distinct !DILexicalBlock(scope: !64, file: !3, line: 44, column: 32)
!64 = distinct !DILexicalBlock(scope: !50, file: !3, line: 44, column: 9)
!65 = !DILocalVariable(name: "x", scope: !66, file: !3, line: 45, type: !27)
!66 = distinct !DILexicalBlock(scope: !67, file: !3, line: 45, column: 34)
!67 = distinct !DILexicalBlock(scope: !50, file: !3, line: 45, column: 9)
!68 = !DILocalVariable(name: "x", scope: !69, file: !3, line: 46, type: !30)
!69 = distinct !DILexicalBlock(scope: !70, file: !3, line: 46, column: 34)
!70 = distinct !DILexicalBlock(scope: !50, file: !3, line: 46, column: 9)
!71 = !DILocalVariable(name: "x", scope: !72, file: !3, line: 47, type: !32)
!72 = distinct !DILexicalBlock(scope: !73, file: !3, line: 47, column: 25)
!73 = distinct !DILexicalBlock(scope: !50, file: !3, line: 47, column: 9)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !75, size: 1984, elements: !76)
!75 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !32)
!76 = !{!77}
!77 = !DISubrange(count: 31)
!78 = !{i32 7, !"Dwarf Version", i32 5}
!79 = !{i32 2, !"Debug Info Version", i32 3}
!80 = !{i32 1, !"wchar_size", i32 4}
!81 = !{i32 8, !"PIC Level", i32 2}
!82 = !{i32 7, !"PIE Level", i32 2}
!83 = !{i32 7, !"uwtable", i32 2}
!84 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!85 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!86 = distinct !DIAssignID()
!87 = !DILocation(line: 0, scope: !50)
!88 = !DILocation(line: 0, scope: !48)
!89 = !DILocation(line: 36, column: 3, scope: !48)
!90 = !DILocation(line: 50, column: 16, scope: !2)
!91 = !{!92, !92, i64 0}
!92 = !{!"long", !93, i64 0}
!93 = !{!"omnipotent char", !94, i64 0}
!94 = !{!"Simple C/C++ TBAA"}
!95 = !DILocation(line: 50, column: 10, scope: !2)
!96 = !DILocation(line: 50, column: 3, scope: !2)
!97 = !DILocation(line: 37, column: 5, scope: !50)
!98 = !DILocation(line: 37, column: 26, scope: !50)
!99 = !DILocation(line: 37, column: 22, scope: !50)
!100 = distinct !DIAssignID()
!101 = !DILocation(line: 39, column: 17, scope: !50)
!102 = !DILocation(line: 42, column: 5, scope: !59)
!103 = !DILocation(line: 40, column: 5, scope: !55)
!104 = !DILocation(line: 0, scope: !55)
!105 = !DILocalVariable(name: "v", arg: 1, scope: !106, file: !3, line: 8, type: !20)
!106 = distinct !DISubprogram(name: "mix", scope: !3, file: !3, line: 8, type: !107, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !109)
!107 = !DISubroutineType(types: !108)
!108 = !{null, !20}
!109 = !{!105}
!110 = !DILocation(line: 0, scope: !106, inlinedAt: !111)
!111 = distinct !DILocation(line: 40, column: 5, scope: !55)
!112 = !DILocation(line: 8, column: 39, scope: !106, inlinedAt: !111)
!113 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !111)
!114 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !111)
!115 = !DILocation(line: 0, scope: !106, inlinedAt: !116)
!116 = distinct !DILocation(line: 40, column: 5, scope: !55)
!117 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !116)
!118 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !116)
!119 = !DILocation(line: 0, scope: !106, inlinedAt: !120)
!120 = distinct !DILocation(line: 40, column: 5, scope: !55)
!121 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !120)
!122 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !120)
!123 = !DILocation(line: 0, scope: !106, inlinedAt: !124)
!124 = distinct !DILocation(line: 40, column: 5, scope: !55)
!125 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !124)
!126 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !124)
!127 = !DILocation(line: 0, scope: !106, inlinedAt: !128)
!128 = distinct !DILocation(line: 40, column: 5, scope: !55)
!129 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !128)
!130 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !128)
!131 = !DILocation(line: 0, scope: !106, inlinedAt: !132)
!132 = distinct !DILocation(line: 40, column: 5, scope: !55)
!133 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !132)
!134 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !132)
!135 = !DILocation(line: 0, scope: !106, inlinedAt: !136)
!136 = distinct !DILocation(line: 40, column: 5, scope: !55)
!137 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !136)
!138 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !136)
!139 = !DILocation(line: 0, scope: !106, inlinedAt: !140)
!140 = distinct !DILocation(line: 40, column: 5, scope: !55)
!141 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !140)
!142 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !140)
!143 = !DILocation(line: 0, scope: !106, inlinedAt: !144)
!144 = distinct !DILocation(line: 40, column: 5, scope: !55)
!145 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !144)
!146 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !144)
!147 = !DILocation(line: 0, scope: !106, inlinedAt: !148)
!148 = distinct !DILocation(line: 40, column: 5, scope: !55)
!149 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !148)
!150 = !DILocation(line: 0, scope: !106, inlinedAt: !151)
!151 = distinct !DILocation(line: 40, column: 5, scope: !55)
!152 = !DILocation(line: 0, scope: !106, inlinedAt: !153)
!153 = distinct !DILocation(line: 40, column: 5, scope: !55)
!154 = !DILocation(line: 0, scope: !106, inlinedAt: !155)
!155 = distinct !DILocation(line: 40, column: 5, scope: !55)
!156 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !155)
!157 = !DILocation(line: 0, scope: !106, inlinedAt: !158)
!158 = distinct !DILocation(line: 40, column: 5, scope: !55)
!159 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !158)
!160 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !158)
!161 = !DILocation(line: 0, scope: !106, inlinedAt: !162)
!162 = distinct !DILocation(line: 40, column: 5, scope: !55)
!163 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !162)
!164 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !162)
!165 = !DILocation(line: 0, scope: !106, inlinedAt: !166)
!166 = distinct !DILocation(line: 40, column: 5, scope: !55)
!167 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !166)
!168 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !166)
!169 = !DILocation(line: 0, scope: !106, inlinedAt: !170)
!170 = distinct !DILocation(line: 40, column: 5, scope: !55)
!171 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !170)
!172 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !170)
!173 = !DILocation(line: 0, scope: !106, inlinedAt: !174)
!174 = distinct !DILocation(line: 40, column: 5, scope: !55)
!175 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !174)
!176 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !174)
!177 = !DILocation(line: 0, scope: !106, inlinedAt: !178)
!178 = distinct !DILocation(line: 40, column: 5, scope: !55)
!179 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !178)
!180 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !178)
!181 = !DILocation(line: 0, scope: !106, inlinedAt: !182)
!182 = distinct !DILocation(line: 40, column: 5, scope: !55)
!183 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !182)
!184 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !182)
!185 = !DILocation(line: 0, scope: !106, inlinedAt: !186)
!186 = distinct !DILocation(line: 40, column: 5, scope: !55)
!187 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !186)
!188 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !186)
!189 = !DILocation(line: 0, scope: !106, inlinedAt: !190)
!190 = distinct !DILocation(line: 40, column: 5, scope: !55)
!191 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !190)
!192 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !190)
!193 = !DILocation(line: 0, scope: !106, inlinedAt: !194)
!194 = distinct !DILocation(line: 40, column: 5, scope: !55)
!195 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !194)
!196 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !194)
!197 = !DILocation(line: 0, scope: !106, inlinedAt: !198)
!198 = distinct !DILocation(line: 40, column: 5, scope: !55)
!199 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !198)
!200 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !198)
!201 = !DILocation(line: 0, scope: !106, inlinedAt: !202)
!202 = distinct !DILocation(line: 40, column: 5, scope: !55)
!203 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !202)
!204 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !202)
!205 = !DILocation(line: 0, scope: !106, inlinedAt: !206)
!206 = distinct !DILocation(line: 40, column: 5, scope: !55)
!207 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !206)
!208 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !206)
!209 = !DILocation(line: 0, scope: !106, inlinedAt: !210)
!210 = distinct !DILocation(line: 40, column: 5, scope: !55)
!211 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !210)
!212 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !210)
!213 = !DILocation(line: 0, scope: !106, inlinedAt: !214)
!214 = distinct !DILocation(line: 40, column: 5, scope: !55)
!215 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !214)
!216 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !214)
!217 = !DILocation(line: 0, scope: !106, inlinedAt: !218)
!218 = distinct !DILocation(line: 40, column: 5, scope: !55)
!219 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !218)
!220 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !218)
!221 = !DILocation(line: 0, scope: !106, inlinedAt: !222)
!222 = distinct !DILocation(line: 40, column: 5, scope: !55)
!223 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !222)
!224 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !222)
!225 = !DILocation(line: 0, scope: !57)
!226 = !DILocation(line: 41, column: 5, scope: !57)
!227 = !DILocation(line: 0, scope: !106, inlinedAt: !228)
!228 = distinct !DILocation(line: 41, column: 5, scope: !57)
!229 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !228)
!230 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !228)
!231 = !DILocation(line: 0, scope: !106, inlinedAt: !232)
!232 = distinct !DILocation(line: 41, column: 5, scope: !57)
!233 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !232)
!234 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !232)
!235 = !DILocation(line: 0, scope: !106, inlinedAt: !236)
!236 = distinct !DILocation(line: 41, column: 5, scope: !57)
!237 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !236)
!238 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !236)
!239 = !DILocation(line: 0, scope: !106, inlinedAt: !240)
!240 = distinct !DILocation(line: 41, column: 5, scope: !57)
!241 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !240)
!242 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !240)
!243 = !DILocation(line: 0, scope: !106, inlinedAt: !244)
!244 = distinct !DILocation(line: 41, column: 5, scope: !57)
!245 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !244)
!246 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !244)
!247 = !DILocation(line: 0, scope: !106, inlinedAt: !248)
!248 = distinct !DILocation(line: 41, column: 5, scope: !57)
!249 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !248)
!250 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !248)
!251 = !DILocation(line: 0, scope: !106, inlinedAt: !252)
!252 = distinct !DILocation(line: 41, column: 5, scope: !57)
!253 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !252)
!254 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !252)
!255 = !DILocation(line: 0, scope: !106, inlinedAt: !256)
!256 = distinct !DILocation(line: 41, column: 5, scope: !57)
!257 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !256)
!258 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !256)
!259 = !DILocation(line: 0, scope: !106, inlinedAt: !260)
!260 = distinct !DILocation(line: 41, column: 5, scope: !57)
!261 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !260)
!262 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !260)
!263 = !DILocation(line: 0, scope: !106, inlinedAt: !264)
!264 = distinct !DILocation(line: 41, column: 5, scope: !57)
!265 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !264)
!266 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !264)
!267 = !DILocation(line: 0, scope: !106, inlinedAt: !268)
!268 = distinct !DILocation(line: 41, column: 5, scope: !57)
!269 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !268)
!270 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !268)
!271 = !DILocation(line: 0, scope: !106, inlinedAt: !272)
!272 = distinct !DILocation(line: 41, column: 5, scope: !57)
!273 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !272)
!274 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !272)
!275 = !DILocation(line: 0, scope: !106, inlinedAt: !276)
!276 = distinct !DILocation(line: 41, column: 5, scope: !57)
!277 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !276)
!278 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !276)
!279 = !DILocation(line: 0, scope: !106, inlinedAt: !280)
!280 = distinct !DILocation(line: 41, column: 5, scope: !57)
!281 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !280)
!282 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !280)
!283 = !DILocation(line: 0, scope: !106, inlinedAt: !284)
!284 = distinct !DILocation(line: 41, column: 5, scope: !57)
!285 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !284)
!286 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !284)
!287 = !DILocation(line: 0, scope: !106, inlinedAt: !288)
!288 = distinct !DILocation(line: 41, column: 5, scope: !57)
!289 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !288)
!290 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !288)
!291 = !DILocation(line: 0, scope: !106, inlinedAt: !292)
!292 = distinct !DILocation(line: 41, column: 5, scope: !57)
!293 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !292)
!294 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !292)
!295 = !DILocation(line: 0, scope: !106, inlinedAt: !296)
!296 = distinct !DILocation(line: 41, column: 5, scope: !57)
!297 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !296)
!298 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !296)
!299 = !DILocation(line: 0, scope: !106, inlinedAt: !300)
!300 = distinct !DILocation(line: 41, column: 5, scope: !57)
!301 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !300)
!302 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !300)
!303 = !DILocation(line: 0, scope: !106, inlinedAt: !304)
!304 = distinct !DILocation(line: 41, column: 5, scope: !57)
!305 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !304)
!306 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !304)
!307 = !DILocation(line: 0, scope: !106, inlinedAt: !308)
!308 = distinct !DILocation(line: 41, column: 5, scope: !57)
!309 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !308)
!310 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !308)
!311 = !DILocation(line: 0, scope: !106, inlinedAt: !312)
!312 = distinct !DILocation(line: 41, column: 5, scope: !57)
!313 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !312)
!314 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !312)
!315 = !DILocation(line: 0, scope: !106, inlinedAt: !316)
!316 = distinct !DILocation(line: 41, column: 5, scope: !57)
!317 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !316)
!318 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !316)
!319 = !DILocation(line: 0, scope: !106, inlinedAt: !320)
!320 = distinct !DILocation(line: 41, column: 5, scope: !57)
!321 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !320)
!322 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !320)
!323 = !DILocation(line: 0, scope: !106, inlinedAt: !324)
!324 = distinct !DILocation(line: 41, column: 5, scope: !57)
!325 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !324)
!326 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !324)
!327 = !DILocation(line: 0, scope: !106, inlinedAt: !328)
!328 = distinct !DILocation(line: 41, column: 5, scope: !57)
!329 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !328)
!330 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !328)
!331 = !DILocation(line: 0, scope: !106, inlinedAt: !332)
!332 = distinct !DILocation(line: 41, column: 5, scope: !57)
!333 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !332)
!334 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !332)
!335 = !DILocation(line: 0, scope: !106, inlinedAt: !336)
!336 = distinct !DILocation(line: 41, column: 5, scope: !57)
!337 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !336)
!338 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !336)
!339 = !DILocation(line: 0, scope: !106, inlinedAt: !340)
!340 = distinct !DILocation(line: 41, column: 5, scope: !57)
!341 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !340)
!342 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !340)
!343 = !DILocation(line: 0, scope: !106, inlinedAt: !344)
!344 = distinct !DILocation(line: 41, column: 5, scope: !57)
!345 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !344)
!346 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !344)
!347 = !DILocation(line: 0, scope: !59)
!348 = !DILocation(line: 0, scope: !106, inlinedAt: !349)
!349 = distinct !DILocation(line: 42, column: 5, scope: !59)
!350 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !349)
!351 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !349)
!352 = !DILocation(line: 0, scope: !106, inlinedAt: !353)
!353 = distinct !DILocation(line: 42, column: 5, scope: !59)
!354 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !353)
!355 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !353)
!356 = !DILocation(line: 0, scope: !106, inlinedAt: !357)
!357 = distinct !DILocation(line: 42, column: 5, scope: !59)
!358 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !357)
!359 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !357)
!360 = !DILocation(line: 0, scope: !106, inlinedAt: !361)
!361 = distinct !DILocation(line: 42, column: 5, scope: !59)
!362 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !361)
!363 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !361)
!364 = !DILocation(line: 0, scope: !106, inlinedAt: !365)
!365 = distinct !DILocation(line: 42, column: 5, scope: !59)
!366 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !365)
!367 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !365)
!368 = !DILocation(line: 0, scope: !106, inlinedAt: !369)
!369 = distinct !DILocation(line: 42, column: 5, scope: !59)
!370 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !369)
!371 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !369)
!372 = !DILocation(line: 0, scope: !106, inlinedAt: !373)
!373 = distinct !DILocation(line: 42, column: 5, scope: !59)
!374 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !373)
!375 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !373)
!376 = !DILocation(line: 0, scope: !106, inlinedAt: !377)
!377 = distinct !DILocation(line: 42, column: 5, scope: !59)
!378 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !377)
!379 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !377)
!380 = !DILocation(line: 0, scope: !106, inlinedAt: !381)
!381 = distinct !DILocation(line: 42, column: 5, scope: !59)
!382 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !381)
!383 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !381)
!384 = !DILocation(line: 0, scope: !106, inlinedAt: !385)
!385 = distinct !DILocation(line: 42, column: 5, scope: !59)
!386 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !385)
!387 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !385)
!388 = !DILocation(line: 0, scope: !106, inlinedAt: !389)
!389 = distinct !DILocation(line: 42, column: 5, scope: !59)
!390 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !389)
!391 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !389)
!392 = !DILocation(line: 0, scope: !106, inlinedAt: !393)
!393 = distinct !DILocation(line: 42, column: 5, scope: !59)
!394 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !393)
!395 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !393)
!396 = !DILocation(line: 0, scope: !106, inlinedAt: !397)
!397 = distinct !DILocation(line: 42, column: 5, scope: !59)
!398 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !397)
!399 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !397)
!400 = !DILocation(line: 0, scope: !106, inlinedAt: !401)
!401 = distinct !DILocation(line: 42, column: 5, scope: !59)
!402 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !401)
!403 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !401)
!404 = !DILocation(line: 0, scope: !106, inlinedAt: !405)
!405 = distinct !DILocation(line: 42, column: 5, scope: !59)
!406 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !405)
!407 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !405)
!408 = !DILocation(line: 0, scope: !106, inlinedAt: !409)
!409 = distinct !DILocation(line: 42, column: 5, scope: !59)
!410 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !409)
!411 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !409)
!412 = !DILocation(line: 0, scope: !106, inlinedAt: !413)
!413 = distinct !DILocation(line: 42, column: 5, scope: !59)
!414 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !413)
!415 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !413)
!416 = !DILocation(line: 0, scope: !106, inlinedAt: !417)
!417 = distinct !DILocation(line: 42, column: 5, scope: !59)
!418 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !417)
!419 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !417)
!420 = !DILocation(line: 0, scope: !106, inlinedAt: !421)
!421 = distinct !DILocation(line: 42, column: 5, scope: !59)
!422 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !421)
!423 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !421)
!424 = !DILocation(line: 0, scope: !106, inlinedAt: !425)
!425 = distinct !DILocation(line: 42, column: 5, scope: !59)
!426 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !425)
!427 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !425)
!428 = !DILocation(line: 0, scope: !106, inlinedAt: !429)
!429 = distinct !DILocation(line: 42, column: 5, scope: !59)
!430 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !429)
!431 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !429)
!432 = !DILocation(line: 0, scope: !106, inlinedAt: !433)
!433 = distinct !DILocation(line: 42, column: 5, scope: !59)
!434 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !433)
!435 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !433)
!436 = !DILocation(line: 0, scope: !106, inlinedAt: !437)
!437 = distinct !DILocation(line: 42, column: 5, scope: !59)
!438 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !437)
!439 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !437)
!440 = !DILocation(line: 0, scope: !106, inlinedAt: !441)
!441 = distinct !DILocation(line: 42, column: 5, scope: !59)
!442 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !441)
!443 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !441)
!444 = !DILocation(line: 0, scope: !106, inlinedAt: !445)
!445 = distinct !DILocation(line: 42, column: 5, scope: !59)
!446 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !445)
!447 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !445)
!448 = !DILocation(line: 0, scope: !106, inlinedAt: !449)
!449 = distinct !DILocation(line: 42, column: 5, scope: !59)
!450 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !449)
!451 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !449)
!452 = !DILocation(line: 0, scope: !106, inlinedAt: !453)
!453 = distinct !DILocation(line: 42, column: 5, scope: !59)
!454 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !453)
!455 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !453)
!456 = !DILocation(line: 0, scope: !106, inlinedAt: !457)
!457 = distinct !DILocation(line: 42, column: 5, scope: !59)
!458 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !457)
!459 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !457)
!460 = !DILocation(line: 0, scope: !106, inlinedAt: !461)
!461 = distinct !DILocation(line: 42, column: 5, scope: !59)
!462 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !461)
!463 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !461)
!464 = !DILocation(line: 0, scope: !106, inlinedAt: !465)
!465 = distinct !DILocation(line: 42, column: 5, scope: !59)
!466 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !465)
!467 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !465)
!468 = !DILocation(line: 0, scope: !61)
!469 = !DILocation(line: 0, scope: !106, inlinedAt: !470)
!470 = distinct !DILocation(line: 43, column: 5, scope: !61)
!471 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !470)
!472 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !470)
!473 = !DILocation(line: 43, column: 5, scope: !61)
!474 = !DILocation(line: 0, scope: !106, inlinedAt: !475)
!475 = distinct !DILocation(line: 43, column: 5, scope: !61)
!476 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !475)
!477 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !475)
!478 = !DILocation(line: 0, scope: !106, inlinedAt: !479)
!479 = distinct !DILocation(line: 43, column: 5, scope: !61)
!480 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !479)
!481 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !479)
!482 = !DILocation(line: 0, scope: !106, inlinedAt: !483)
!483 = distinct !DILocation(line: 43, column: 5, scope: !61)
!484 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !483)
!485 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !483)
!486 = !DILocation(line: 0, scope: !106, inlinedAt: !487)
!487 = distinct !DILocation(line: 43, column: 5, scope: !61)
!488 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !487)
!489 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !487)
!490 = !DILocation(line: 0, scope: !106, inlinedAt: !491)
!491 = distinct !DILocation(line: 43, column: 5, scope: !61)
!492 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !491)
!493 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !491)
!494 = !DILocation(line: 0, scope: !106, inlinedAt: !495)
!495 = distinct !DILocation(line: 43, column: 5, scope: !61)
!496 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !495)
!497 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !495)
!498 = !DILocation(line: 0, scope: !106, inlinedAt: !499)
!499 = distinct !DILocation(line: 43, column: 5, scope: !61)
!500 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !499)
!501 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !499)
!502 = !DILocation(line: 0, scope: !106, inlinedAt: !503)
!503 = distinct !DILocation(line: 43, column: 5, scope: !61)
!504 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !503)
!505 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !503)
!506 = !DILocation(line: 0, scope: !106, inlinedAt: !507)
!507 = distinct !DILocation(line: 43, column: 5, scope: !61)
!508 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !507)
!509 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !507)
!510 = !DILocation(line: 0, scope: !106, inlinedAt: !511)
!511 = distinct !DILocation(line: 43, column: 5, scope: !61)
!512 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !511)
!513 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !511)
!514 = !DILocation(line: 0, scope: !106, inlinedAt: !515)
!515 = distinct !DILocation(line: 43, column: 5, scope: !61)
!516 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !515)
!517 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !515)
!518 = !DILocation(line: 0, scope: !106, inlinedAt: !519)
!519 = distinct !DILocation(line: 43, column: 5, scope: !61)
!520 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !519)
!521 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !519)
!522 = !DILocation(line: 0, scope: !106, inlinedAt: !523)
!523 = distinct !DILocation(line: 43, column: 5, scope: !61)
!524 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !523)
!525 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !523)
!526 = !DILocation(line: 0, scope: !106, inlinedAt: !527)
!527 = distinct !DILocation(line: 43, column: 5, scope: !61)
!528 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !527)
!529 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !527)
!530 = !DILocation(line: 0, scope: !106, inlinedAt: !531)
!531 = distinct !DILocation(line: 43, column: 5, scope: !61)
!532 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !531)
!533 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !531)
!534 = !DILocation(line: 0, scope: !106, inlinedAt: !535)
!535 = distinct !DILocation(line: 43, column: 5, scope: !61)
!536 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !535)
!537 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !535)
!538 = !DILocation(line: 0, scope: !106, inlinedAt: !539)
!539 = distinct !DILocation(line: 43, column: 5, scope: !61)
!540 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !539)
!541 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !539)
!542 = !DILocation(line: 0, scope: !106, inlinedAt: !543)
!543 = distinct !DILocation(line: 43, column: 5, scope: !61)
!544 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !543)
!545 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !543)
!546 = !DILocation(line: 0, scope: !106, inlinedAt: !547)
!547 = distinct !DILocation(line: 43, column: 5, scope: !61)
!548 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !547)
!549 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !547)
!550 = !DILocation(line: 0, scope: !106, inlinedAt: !551)
!551 = distinct !DILocation(line: 43, column: 5, scope: !61)
!552 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !551)
!553 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !551)
!554 = !DILocation(line: 0, scope: !106, inlinedAt: !555)
!555 = distinct !DILocation(line: 43, column: 5, scope: !61)
!556 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !555)
!557 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !555)
!558 = !DILocation(line: 0, scope: !106, inlinedAt: !559)
!559 = distinct !DILocation(line: 43, column: 5, scope: !61)
!560 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !559)
!561 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !559)
!562 = !DILocation(line: 0, scope: !106, inlinedAt: !563)
!563 = distinct !DILocation(line: 43, column: 5, scope: !61)
!564 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !563)
!565 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !563)
!566 = !DILocation(line: 0, scope: !106, inlinedAt: !567)
!567 = distinct !DILocation(line: 43, column: 5, scope: !61)
!568 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !567)
!569 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !567)
!570 = !DILocation(line: 0, scope: !106, inlinedAt: !571)
!571 = distinct !DILocation(line: 43, column: 5, scope: !61)
!572 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !571)
!573 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !571)
!574 = !DILocation(line: 0, scope: !106, inlinedAt: !575)
!575 = distinct !DILocation(line: 43, column: 5, scope: !61)
!576 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !575)
!577 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !575)
!578 = !DILocation(line: 0, scope: !106, inlinedAt: !579)
!579 = distinct !DILocation(line: 43, column: 5, scope: !61)
!580 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !579)
!581 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !579)
!582 = !DILocation(line: 0, scope: !106, inlinedAt: !583)
!583 = distinct !DILocation(line: 43, column: 5, scope: !61)
!584 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !583)
!585 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !583)
!586 = !DILocation(line: 0, scope: !106, inlinedAt: !587)
!587 = distinct !DILocation(line: 43, column: 5, scope: !61)
!588 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !587)
!589 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !587)
!590 = !DILocation(line: 44, column: 9, scope: !64)
!591 = !DILocation(line: 44, column: 19, scope: !64)
!592 = !DILocation(line: 44, column: 9, scope: !50)
!593 = !DILocation(line: 0, scope: !63)
!594 = !DILocation(line: 44, column: 32, scope: !63)
!595 = !DILocation(line: 0, scope: !106, inlinedAt: !596)
!596 = distinct !DILocation(line: 44, column: 32, scope: !63)
!597 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !596)
!598 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !596)
!599 = !DILocation(line: 0, scope: !106, inlinedAt: !600)
!600 = distinct !DILocation(line: 44, column: 32, scope: !63)
!601 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !600)
!602 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !600)
!603 = !DILocation(line: 0, scope: !106, inlinedAt: !604)
!604 = distinct !DILocation(line: 44, column: 32, scope: !63)
!605 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !604)
!606 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !604)
!607 = !DILocation(line: 0, scope: !106, inlinedAt: !608)
!608 = distinct !DILocation(line: 44, column: 32, scope: !63)
!609 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !608)
!610 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !608)
!611 = !DILocation(line: 0, scope: !106, inlinedAt: !612)
!612 = distinct !DILocation(line: 44, column: 32, scope: !63)
!613 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !612)
!614 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !612)
!615 = !DILocation(line: 0, scope: !106, inlinedAt: !616)
!616 = distinct !DILocation(line: 44, column: 32, scope: !63)
!617 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !616)
!618 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !616)
!619 = !DILocation(line: 0, scope: !106, inlinedAt: !620)
!620 = distinct !DILocation(line: 44, column: 32, scope: !63)
!621 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !620)
!622 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !620)
!623 = !DILocation(line: 0, scope: !106, inlinedAt: !624)
!624 = distinct !DILocation(line: 44, column: 32, scope: !63)
!625 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !624)
!626 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !624)
!627 = !DILocation(line: 0, scope: !106, inlinedAt: !628)
!628 = distinct !DILocation(line: 44, column: 32, scope: !63)
!629 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !628)
!630 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !628)
!631 = !DILocation(line: 0, scope: !106, inlinedAt: !632)
!632 = distinct !DILocation(line: 44, column: 32, scope: !63)
!633 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !632)
!634 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !632)
!635 = !DILocation(line: 0, scope: !106, inlinedAt: !636)
!636 = distinct !DILocation(line: 44, column: 32, scope: !63)
!637 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !636)
!638 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !636)
!639 = !DILocation(line: 0, scope: !106, inlinedAt: !640)
!640 = distinct !DILocation(line: 44, column: 32, scope: !63)
!641 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !640)
!642 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !640)
!643 = !DILocation(line: 0, scope: !106, inlinedAt: !644)
!644 = distinct !DILocation(line: 44, column: 32, scope: !63)
!645 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !644)
!646 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !644)
!647 = !DILocation(line: 0, scope: !106, inlinedAt: !648)
!648 = distinct !DILocation(line: 44, column: 32, scope: !63)
!649 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !648)
!650 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !648)
!651 = !DILocation(line: 0, scope: !106, inlinedAt: !652)
!652 = distinct !DILocation(line: 44, column: 32, scope: !63)
!653 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !652)
!654 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !652)
!655 = !DILocation(line: 0, scope: !106, inlinedAt: !656)
!656 = distinct !DILocation(line: 44, column: 32, scope: !63)
!657 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !656)
!658 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !656)
!659 = !DILocation(line: 0, scope: !106, inlinedAt: !660)
!660 = distinct !DILocation(line: 44, column: 32, scope: !63)
!661 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !660)
!662 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !660)
!663 = !DILocation(line: 0, scope: !106, inlinedAt: !664)
!664 = distinct !DILocation(line: 44, column: 32, scope: !63)
!665 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !664)
!666 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !664)
!667 = !DILocation(line: 0, scope: !106, inlinedAt: !668)
!668 = distinct !DILocation(line: 44, column: 32, scope: !63)
!669 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !668)
!670 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !668)
!671 = !DILocation(line: 0, scope: !106, inlinedAt: !672)
!672 = distinct !DILocation(line: 44, column: 32, scope: !63)
!673 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !672)
!674 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !672)
!675 = !DILocation(line: 0, scope: !106, inlinedAt: !676)
!676 = distinct !DILocation(line: 44, column: 32, scope: !63)
!677 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !676)
!678 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !676)
!679 = !DILocation(line: 0, scope: !106, inlinedAt: !680)
!680 = distinct !DILocation(line: 44, column: 32, scope: !63)
!681 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !680)
!682 = !DILocation(line: 0, scope: !106, inlinedAt: !683)
!683 = distinct !DILocation(line: 44, column: 32, scope: !63)
!684 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !683)
!685 = !DILocation(line: 0, scope: !106, inlinedAt: !686)
!686 = distinct !DILocation(line: 44, column: 32, scope: !63)
!687 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !686)
!688 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !686)
!689 = !DILocation(line: 0, scope: !106, inlinedAt: !690)
!690 = distinct !DILocation(line: 44, column: 32, scope: !63)
!691 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !690)
!692 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !690)
!693 = !DILocation(line: 0, scope: !106, inlinedAt: !694)
!694 = distinct !DILocation(line: 44, column: 32, scope: !63)
!695 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !694)
!696 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !694)
!697 = !DILocation(line: 8, column: 36, scope: !106, inlinedAt: !87)
!698 = !DILocation(line: 45, column: 9, scope: !67)
!699 = !DILocation(line: 45, column: 20, scope: !67)
!700 = !DILocation(line: 45, column: 9, scope: !50)
!701 = !DILocation(line: 0, scope: !66)
!702 = !DILocation(line: 45, column: 34, scope: !66)
!703 = !DILocation(line: 0, scope: !106, inlinedAt: !704)
!704 = distinct !DILocation(line: 45, column: 34, scope: !66)
!705 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !704)
!706 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !704)
!707 = !DILocation(line: 0, scope: !106, inlinedAt: !708)
!708 = distinct !DILocation(line: 45, column: 34, scope: !66)
!709 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !708)
!710 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !708)
!711 = !DILocation(line: 0, scope: !106, inlinedAt: !712)
!712 = distinct !DILocation(line: 45, column: 34, scope: !66)
!713 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !712)
!714 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !712)
!715 = !DILocation(line: 0, scope: !106, inlinedAt: !716)
!716 = distinct !DILocation(line: 45, column: 34, scope: !66)
!717 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !716)
!718 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !716)
!719 = !DILocation(line: 0, scope: !106, inlinedAt: !720)
!720 = distinct !DILocation(line: 45, column: 34, scope: !66)
!721 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !720)
!722 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !720)
!723 = !DILocation(line: 0, scope: !106, inlinedAt: !724)
!724 = distinct !DILocation(line: 45, column: 34, scope: !66)
!725 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !724)
!726 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !724)
!727 = !DILocation(line: 0, scope: !106, inlinedAt: !728)
!728 = distinct !DILocation(line: 45, column: 34, scope: !66)
!729 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !728)
!730 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !728)
!731 = !DILocation(line: 0, scope: !106, inlinedAt: !732)
!732 = distinct !DILocation(line: 45, column: 34, scope: !66)
!733 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !732)
!734 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !732)
!735 = !DILocation(line: 0, scope: !106, inlinedAt: !736)
!736 = distinct !DILocation(line: 45, column: 34, scope: !66)
!737 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !736)
!738 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !736)
!739 = !DILocation(line: 0, scope: !106, inlinedAt: !740)
!740 = distinct !DILocation(line: 45, column: 34, scope: !66)
!741 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !740)
!742 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !740)
!743 = !DILocation(line: 0, scope: !106, inlinedAt: !744)
!744 = distinct !DILocation(line: 45, column: 34, scope: !66)
!745 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !744)
!746 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !744)
!747 = !DILocation(line: 0, scope: !106, inlinedAt: !748)
!748 = distinct !DILocation(line: 45, column: 34, scope: !66)
!749 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !748)
!750 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !748)
!751 = !DILocation(line: 0, scope: !106, inlinedAt: !752)
!752 = distinct !DILocation(line: 45, column: 34, scope: !66)
!753 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !752)
!754 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !752)
!755 = !DILocation(line: 0, scope: !106, inlinedAt: !756)
!756 = distinct !DILocation(line: 45, column: 34, scope: !66)
!757 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !756)
!758 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !756)
!759 = !DILocation(line: 0, scope: !106, inlinedAt: !760)
!760 = distinct !DILocation(line: 45, column: 34, scope: !66)
!761 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !760)
!762 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !760)
!763 = !DILocation(line: 0, scope: !106, inlinedAt: !764)
!764 = distinct !DILocation(line: 45, column: 34, scope: !66)
!765 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !764)
!766 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !764)
!767 = !DILocation(line: 0, scope: !106, inlinedAt: !768)
!768 = distinct !DILocation(line: 45, column: 34, scope: !66)
!769 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !768)
!770 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !768)
!771 = !DILocation(line: 0, scope: !106, inlinedAt: !772)
!772 = distinct !DILocation(line: 45, column: 34, scope: !66)
!773 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !772)
!774 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !772)
!775 = !DILocation(line: 0, scope: !106, inlinedAt: !776)
!776 = distinct !DILocation(line: 45, column: 34, scope: !66)
!777 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !776)
!778 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !776)
!779 = !DILocation(line: 0, scope: !106, inlinedAt: !780)
!780 = distinct !DILocation(line: 45, column: 34, scope: !66)
!781 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !780)
!782 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !780)
!783 = !DILocation(line: 0, scope: !106, inlinedAt: !784)
!784 = distinct !DILocation(line: 45, column: 34, scope: !66)
!785 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !784)
!786 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !784)
!787 = !DILocation(line: 0, scope: !106, inlinedAt: !788)
!788 = distinct !DILocation(line: 45, column: 34, scope: !66)
!789 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !788)
!790 = !DILocation(line: 0, scope: !106, inlinedAt: !791)
!791 = distinct !DILocation(line: 45, column: 34, scope: !66)
!792 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !791)
!793 = !DILocation(line: 0, scope: !106, inlinedAt: !794)
!794 = distinct !DILocation(line: 45, column: 34, scope: !66)
!795 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !794)
!796 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !794)
!797 = !DILocation(line: 0, scope: !106, inlinedAt: !798)
!798 = distinct !DILocation(line: 45, column: 34, scope: !66)
!799 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !798)
!800 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !798)
!801 = !DILocation(line: 0, scope: !106, inlinedAt: !802)
!802 = distinct !DILocation(line: 45, column: 34, scope: !66)
!803 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !802)
!804 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !802)
!805 = !DILocation(line: 46, column: 20, scope: !70)
!806 = !DILocation(line: 46, column: 9, scope: !50)
!807 = !DILocation(line: 0, scope: !69)
!808 = !DILocation(line: 46, column: 34, scope: !69)
!809 = !DILocation(line: 0, scope: !106, inlinedAt: !810)
!810 = distinct !DILocation(line: 46, column: 34, scope: !69)
!811 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !810)
!812 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !810)
!813 = !DILocation(line: 0, scope: !106, inlinedAt: !814)
!814 = distinct !DILocation(line: 46, column: 34, scope: !69)
!815 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !814)
!816 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !814)
!817 = !DILocation(line: 0, scope: !106, inlinedAt: !818)
!818 = distinct !DILocation(line: 46, column: 34, scope: !69)
!819 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !818)
!820 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !818)
!821 = !DILocation(line: 0, scope: !106, inlinedAt: !822)
!822 = distinct !DILocation(line: 46, column: 34, scope: !69)
!823 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !822)
!824 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !822)
!825 = !DILocation(line: 0, scope: !106, inlinedAt: !826)
!826 = distinct !DILocation(line: 46, column: 34, scope: !69)
!827 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !826)
!828 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !826)
!829 = !DILocation(line: 0, scope: !106, inlinedAt: !830)
!830 = distinct !DILocation(line: 46, column: 34, scope: !69)
!831 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !830)
!832 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !830)
!833 = !DILocation(line: 0, scope: !106, inlinedAt: !834)
!834 = distinct !DILocation(line: 46, column: 34, scope: !69)
!835 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !834)
!836 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !834)
!837 = !DILocation(line: 0, scope: !106, inlinedAt: !838)
!838 = distinct !DILocation(line: 46, column: 34, scope: !69)
!839 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !838)
!840 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !838)
!841 = !DILocation(line: 0, scope: !106, inlinedAt: !842)
!842 = distinct !DILocation(line: 46, column: 34, scope: !69)
!843 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !842)
!844 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !842)
!845 = !DILocation(line: 0, scope: !106, inlinedAt: !846)
!846 = distinct !DILocation(line: 46, column: 34, scope: !69)
!847 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !846)
!848 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !846)
!849 = !DILocation(line: 0, scope: !106, inlinedAt: !850)
!850 = distinct !DILocation(line: 46, column: 34, scope: !69)
!851 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !850)
!852 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !850)
!853 = !DILocation(line: 0, scope: !106, inlinedAt: !854)
!854 = distinct !DILocation(line: 46, column: 34, scope: !69)
!855 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !854)
!856 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !854)
!857 = !DILocation(line: 0, scope: !106, inlinedAt: !858)
!858 = distinct !DILocation(line: 46, column: 34, scope: !69)
!859 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !858)
!860 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !858)
!861 = !DILocation(line: 0, scope: !106, inlinedAt: !862)
!862 = distinct !DILocation(line: 46, column: 34, scope: !69)
!863 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !862)
!864 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !862)
!865 = !DILocation(line: 0, scope: !106, inlinedAt: !866)
!866 = distinct !DILocation(line: 46, column: 34, scope: !69)
!867 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !866)
!868 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !866)
!869 = !DILocation(line: 0, scope: !106, inlinedAt: !870)
!870 = distinct !DILocation(line: 46, column: 34, scope: !69)
!871 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !870)
!872 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !870)
!873 = !DILocation(line: 0, scope: !106, inlinedAt: !874)
!874 = distinct !DILocation(line: 46, column: 34, scope: !69)
!875 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !874)
!876 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !874)
!877 = !DILocation(line: 0, scope: !106, inlinedAt: !878)
!878 = distinct !DILocation(line: 46, column: 34, scope: !69)
!879 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !878)
!880 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !878)
!881 = !DILocation(line: 0, scope: !106, inlinedAt: !882)
!882 = distinct !DILocation(line: 46, column: 34, scope: !69)
!883 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !882)
!884 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !882)
!885 = !DILocation(line: 0, scope: !106, inlinedAt: !886)
!886 = distinct !DILocation(line: 46, column: 34, scope: !69)
!887 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !886)
!888 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !886)
!889 = !DILocation(line: 0, scope: !106, inlinedAt: !890)
!890 = distinct !DILocation(line: 46, column: 34, scope: !69)
!891 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !890)
!892 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !890)
!893 = !DILocation(line: 0, scope: !106, inlinedAt: !894)
!894 = distinct !DILocation(line: 46, column: 34, scope: !69)
!895 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !894)
!896 = !DILocation(line: 0, scope: !106, inlinedAt: !897)
!897 = distinct !DILocation(line: 46, column: 34, scope: !69)
!898 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !897)
!899 = !DILocation(line: 0, scope: !106, inlinedAt: !900)
!900 = distinct !DILocation(line: 46, column: 34, scope: !69)
!901 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !900)
!902 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !900)
!903 = !DILocation(line: 0, scope: !106, inlinedAt: !904)
!904 = distinct !DILocation(line: 46, column: 34, scope: !69)
!905 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !904)
!906 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !904)
!907 = !DILocation(line: 0, scope: !106, inlinedAt: !908)
!908 = distinct !DILocation(line: 46, column: 34, scope: !69)
!909 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !908)
!910 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !908)
!911 = !DILocation(line: 47, column: 11, scope: !73)
!912 = !DILocation(line: 47, column: 9, scope: !50)
!913 = !DILocation(line: 0, scope: !72)
!914 = !DILocation(line: 47, column: 25, scope: !72)
!915 = !DILocation(line: 0, scope: !106, inlinedAt: !916)
!916 = distinct !DILocation(line: 47, column: 25, scope: !72)
!917 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !916)
!918 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !916)
!919 = !DILocation(line: 0, scope: !106, inlinedAt: !920)
!920 = distinct !DILocation(line: 47, column: 25, scope: !72)
!921 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !920)
!922 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !920)
!923 = !DILocation(line: 0, scope: !106, inlinedAt: !924)
!924 = distinct !DILocation(line: 47, column: 25, scope: !72)
!925 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !924)
!926 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !924)
!927 = !DILocation(line: 0, scope: !106, inlinedAt: !928)
!928 = distinct !DILocation(line: 47, column: 25, scope: !72)
!929 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !928)
!930 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !928)
!931 = !DILocation(line: 0, scope: !106, inlinedAt: !932)
!932 = distinct !DILocation(line: 47, column: 25, scope: !72)
!933 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !932)
!934 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !932)
!935 = !DILocation(line: 0, scope: !106, inlinedAt: !936)
!936 = distinct !DILocation(line: 47, column: 25, scope: !72)
!937 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !936)
!938 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !936)
!939 = !DILocation(line: 0, scope: !106, inlinedAt: !940)
!940 = distinct !DILocation(line: 47, column: 25, scope: !72)
!941 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !940)
!942 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !940)
!943 = !DILocation(line: 0, scope: !106, inlinedAt: !944)
!944 = distinct !DILocation(line: 47, column: 25, scope: !72)
!945 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !944)
!946 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !944)
!947 = !DILocation(line: 0, scope: !106, inlinedAt: !948)
!948 = distinct !DILocation(line: 47, column: 25, scope: !72)
!949 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !948)
!950 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !948)
!951 = !DILocation(line: 0, scope: !106, inlinedAt: !952)
!952 = distinct !DILocation(line: 47, column: 25, scope: !72)
!953 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !952)
!954 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !952)
!955 = !DILocation(line: 0, scope: !106, inlinedAt: !956)
!956 = distinct !DILocation(line: 47, column: 25, scope: !72)
!957 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !956)
!958 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !956)
!959 = !DILocation(line: 0, scope: !106, inlinedAt: !960)
!960 = distinct !DILocation(line: 47, column: 25, scope: !72)
!961 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !960)
!962 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !960)
!963 = !DILocation(line: 0, scope: !106, inlinedAt: !964)
!964 = distinct !DILocation(line: 47, column: 25, scope: !72)
!965 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !964)
!966 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !964)
!967 = !DILocation(line: 0, scope: !106, inlinedAt: !968)
!968 = distinct !DILocation(line: 47, column: 25, scope: !72)
!969 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !968)
!970 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !968)
!971 = !DILocation(line: 0, scope: !106, inlinedAt: !972)
!972 = distinct !DILocation(line: 47, column: 25, scope: !72)
!973 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !972)
!974 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !972)
!975 = !DILocation(line: 0, scope: !106, inlinedAt: !976)
!976 = distinct !DILocation(line: 47, column: 25, scope: !72)
!977 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !976)
!978 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !976)
!979 = !DILocation(line: 0, scope: !106, inlinedAt: !980)
!980 = distinct !DILocation(line: 47, column: 25, scope: !72)
!981 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !980)
!982 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !980)
!983 = !DILocation(line: 0, scope: !106, inlinedAt: !984)
!984 = distinct !DILocation(line: 47, column: 25, scope: !72)
!985 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !984)
!986 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !984)
!987 = !DILocation(line: 0, scope: !106, inlinedAt: !988)
!988 = distinct !DILocation(line: 47, column: 25, scope: !72)
!989 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !988)
!990 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !988)
!991 = !DILocation(line: 0, scope: !106, inlinedAt: !992)
!992 = distinct !DILocation(line: 47, column: 25, scope: !72)
!993 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !992)
!994 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !992)
!995 = !DILocation(line: 0, scope: !106, inlinedAt: !996)
!996 = distinct !DILocation(line: 47, column: 25, scope: !72)
!997 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !996)
!998 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !996)
!999 = !DILocation(line: 0, scope: !106, inlinedAt: !1000)
!1000 = distinct !DILocation(line: 47, column: 25, scope: !72)
!1001 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !1000)
!1002 = !DILocation(line: 0, scope: !106, inlinedAt: !1003)
!1003 = distinct !DILocation(line: 47, column: 25, scope: !72)
!1004 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !1003)
!1005 = !DILocation(line: 0, scope: !106, inlinedAt: !1006)
!1006 = distinct !DILocation(line: 47, column: 25, scope: !72)
!1007 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !1006)
!1008 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !1006)
!1009 = !DILocation(line: 0, scope: !106, inlinedAt: !1010)
!1010 = distinct !DILocation(line: 47, column: 25, scope: !72)
!1011 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !1010)
!1012 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !1010)
!1013 = !DILocation(line: 0, scope: !106, inlinedAt: !1014)
!1014 = distinct !DILocation(line: 47, column: 25, scope: !72)
!1015 = !DILocation(line: 8, column: 44, scope: !106, inlinedAt: !1014)
!1016 = !DILocation(line: 8, column: 49, scope: !106, inlinedAt: !1014)
!1017 = !DILocation(line: 48, column: 71, scope: !50)
!1018 = !DILocation(line: 48, column: 5, scope: !50)
!1019 = !DILocation(line: 49, column: 3, scope: !51)
!1020 = !DILocation(line: 36, column: 59, scope: !51)
!1021 = !DILocation(line: 36, column: 26, scope: !51)
!1022 = distinct !{!1022, !89, !1023, !1024}
!1023 = !DILocation(line: 49, column: 3, scope: !48)
!1024 = !{!"llvm.loop.mustprogress"}
!1025 = !DISubprogram(name: "printf", scope: !1026, file: !1026, line: 356, type: !1027, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1026 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!1027 = !DISubroutineType(types: !1028)
!1028 = !{!6, !1029, null}
!1029 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1030)
!1030 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1031, size: 64)
!1031 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !41)
