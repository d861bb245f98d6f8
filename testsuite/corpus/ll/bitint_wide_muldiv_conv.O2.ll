; ModuleID = 'programs/bitint_wide_muldiv_conv.c'
source_filename = "programs/bitint_wide_muldiv_conv.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"mul256\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"udiv256\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"urem256\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"sdiv256\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"srem256\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"smul200\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"sdiv200\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"srem200\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"udiv130\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"smul130\00", align 1
@.str.10 = private unnamed_addr constant [7 x i8] c"mul512\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"udiv512\00", align 1
@.str.12 = private unnamed_addr constant [8 x i8] c"srem512\00", align 1
@.str.13 = private unnamed_addr constant [21 x i8] c"conv %a %a %a %a %a\0A\00", align 1
@.str.14 = private unnamed_addr constant [18 x i8] c"edge %a %a %a %a\0A\00", align 1
@__const.main.ds = private unnamed_addr constant [14 x double] [double 0.000000e+00, double 5.000000e-01, double -7.500000e-01, double 1.000000e+00, double -1.000000e+00, double 0x419D6F3454000000, double 0x43E0000000000000, double 0x43FFFFFFFFFFFFFF, double 0x46323456789ABCDE, double 0xC6323456789ABCDE, double 0x4C78000000000000, double 0x4FDFFFFFFFFFFFFF, double 0xCFE0000000000000, double 1.250000e-01], align 16
@.str.15 = private unnamed_addr constant [4 x i8] c"d2u\00", align 1
@.str.16 = private unnamed_addr constant [4 x i8] c"d2s\00", align 1
@__const.main.fs = private unnamed_addr constant [7 x float] [float 0.000000e+00, float 0x3FEFAE1480000000, float -1.500000e+00, float 0x421BF08EC0000000, float 0xC7EFFFFFE0000000, float 0x4630000000000000, float 0xC3BABCDE00000000], align 16
@.str.17 = private unnamed_addr constant [4 x i8] c"f2s\00", align 1
@.str.18 = private unnamed_addr constant [4 x i8] c"f2u\00", align 1
@state = internal unnamed_addr global i64 -7046029254386353131, align 8
@.str.19 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.20 = private unnamed_addr constant [8 x i8] c"%016llx\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca i256, align 16
  %2 = alloca i256, align 16
  %3 = alloca i256, align 16
  %4 = alloca i256, align 16
  %5 = alloca i256, align 16
  %6 = alloca i256, align 16
  %7 = alloca i256, align 16
  %8 = alloca i256, align 16
  %9 = alloca i256, align 16
  %10 = alloca i256, align 16
  %11 = alloca i256, align 16
  %12 = alloca i256, align 16
  %13 = alloca i256, align 16
  %14 = alloca i256, align 16
  %15 = alloca i256, align 16
  %16 = alloca i256, align 16
  %17 = alloca i256, align 16
  %18 = alloca i256, align 16
  %19 = alloca i256, align 16
  %20 = alloca i256, align 16
  %21 = alloca i256, align 16
  %22 = alloca i256, align 16
  %23 = alloca i256, align 16
  %24 = alloca i256, align 16
  %25 = alloca [24 x i8], align 16
  %26 = alloca [24 x i8], align 16
  %27 = alloca [24 x i8], align 16
  %28 = alloca [24 x i8], align 16
  %29 = alloca [24 x i8], align 16
  %30 = alloca [24 x i8], align 16
  %31 = alloca i512, align 16
  %32 = alloca i512, align 16
  %33 = alloca i512, align 16
  %34 = alloca i512, align 16
  %35 = alloca i512, align 16
  %36 = alloca i512, align 16
  %37 = alloca i512, align 16
  %38 = alloca i512, align 16
  %39 = alloca i512, align 16
  %40 = alloca i256, align 16
  %41 = alloca i256, align 16
  %42 = alloca i256, align 16
  %43 = alloca i256, align 16
  %44 = alloca i512, align 16
  %45 = alloca [13 x i256], align 16
  %46 = alloca i256, align 16
  %47 = alloca i256, align 16
  %48 = alloca i256, align 16
  %49 = alloca i256, align 16
  %50 = alloca i256, align 16
  %51 = alloca i256, align 16
  %52 = alloca i256, align 16
  %53 = alloca [24 x i8], align 16
  br label %67

54:                                               ; preds = %511
  call void @llvm.lifetime.start.p0(i64 416, ptr nonnull %45) #7
  store i256 0, ptr %45, align 16, !tbaa !5
  %55 = getelementptr inbounds i8, ptr %45, i64 32
  store i256 1, ptr %55, align 16, !tbaa !5
  %56 = getelementptr inbounds i8, ptr %45, i64 64
  store i256 9007199254740993, ptr %56, align 16, !tbaa !5
  %57 = getelementptr inbounds i8, ptr %45, i64 96
  store i256 18014398509481986, ptr %57, align 16, !tbaa !5
  %58 = getelementptr inbounds i8, ptr %45, i64 128
  store i256 18014398509481987, ptr %58, align 16, !tbaa !5
  %59 = getelementptr inbounds i8, ptr %45, i64 160
  store i256 1606938044258990453947923680586147734807949174969684883144704, ptr %59, align 16, !tbaa !5
  %60 = getelementptr inbounds i8, ptr %45, i64 192
  store i256 1606938044258990453947923680586147734807949174969684883144705, ptr %60, align 16, !tbaa !5
  %61 = getelementptr inbounds i8, ptr %45, i64 224
  store i256 1606938044258990810759846857076117999379441537343468978831360, ptr %61, align 16, !tbaa !5
  %62 = getelementptr inbounds i8, ptr %45, i64 256
  store i256 -57896044618658097711785492504343953926634992332820282019728792003956564819968, ptr %62, align 16, !tbaa !5
  %63 = getelementptr inbounds i8, ptr %45, i64 288
  store i256 -1, ptr %63, align 16, !tbaa !5
  %64 = getelementptr inbounds i8, ptr %45, i64 320
  store i256 340282366920938463463374607431768211455, ptr %64, align 16, !tbaa !5
  %65 = getelementptr inbounds i8, ptr %45, i64 352
  store i256 16777217, ptr %65, align 16, !tbaa !5
  %66 = getelementptr inbounds i8, ptr %45, i64 384
  store i256 1427247777776551611292901835293146994324799488, ptr %66, align 16, !tbaa !5
  br label %620

67:                                               ; preds = %0, %511
  %68 = phi i32 [ 0, %0 ], [ %618, %511 ]
  %69 = load i64, ptr @state, align 8, !tbaa !9, !noalias !11
  %70 = shl i64 %69, 13
  %71 = xor i64 %70, %69
  %72 = lshr i64 %71, 7
  %73 = xor i64 %72, %71
  %74 = shl i64 %73, 17
  %75 = xor i64 %74, %73
  %76 = zext i64 %75 to i512
  %77 = shl i64 %75, 13
  %78 = xor i64 %77, %75
  %79 = lshr i64 %78, 7
  %80 = xor i64 %79, %78
  %81 = shl i64 %80, 17
  %82 = xor i64 %81, %80
  %83 = zext i64 %82 to i512
  %84 = shl nuw nsw i512 %76, 128
  %85 = shl nuw nsw i512 %83, 64
  %86 = or disjoint i512 %84, %85
  %87 = shl i64 %82, 13
  %88 = xor i64 %87, %82
  %89 = lshr i64 %88, 7
  %90 = xor i64 %89, %88
  %91 = shl i64 %90, 17
  %92 = xor i64 %91, %90
  %93 = zext i64 %92 to i512
  %94 = or disjoint i512 %86, %93
  %95 = shl nuw nsw i512 %94, 64
  %96 = shl i64 %92, 13
  %97 = xor i64 %96, %92
  %98 = lshr i64 %97, 7
  %99 = xor i64 %98, %97
  %100 = shl i64 %99, 17
  %101 = xor i64 %100, %99
  %102 = zext i64 %101 to i512
  %103 = or disjoint i512 %95, %102
  %104 = shl i64 %101, 13
  %105 = xor i64 %104, %101
  %106 = lshr i64 %105, 7
  %107 = xor i64 %106, %105
  %108 = and i64 %107, 63
  %109 = zext nneg i64 %108 to i512
  %110 = lshr i512 %103, %109
  %111 = and i32 %68, 3
  %112 = shl i64 %107, 17
  %113 = xor i64 %112, %107
  %114 = shl i64 %113, 13
  %115 = xor i64 %114, %113
  %116 = lshr i64 %115, 7
  %117 = xor i64 %116, %115
  %118 = shl i64 %117, 17
  %119 = xor i64 %118, %117
  %120 = zext i64 %119 to i512
  %121 = icmp eq i32 %111, 0
  br i1 %121, label %154, label %122, !llvm.loop !14

122:                                              ; preds = %67
  %123 = shl nuw nsw i512 %120, 64
  %124 = shl i64 %119, 13
  %125 = xor i64 %124, %119
  %126 = lshr i64 %125, 7
  %127 = xor i64 %126, %125
  %128 = shl i64 %127, 17
  %129 = xor i64 %128, %127
  %130 = zext i64 %129 to i512
  %131 = or disjoint i512 %123, %130
  %132 = icmp eq i32 %111, 1
  br i1 %132, label %154, label %133, !llvm.loop !14

133:                                              ; preds = %122
  %134 = shl nuw nsw i512 %131, 64
  %135 = shl i64 %129, 13
  %136 = xor i64 %135, %129
  %137 = lshr i64 %136, 7
  %138 = xor i64 %137, %136
  %139 = shl i64 %138, 17
  %140 = xor i64 %139, %138
  %141 = zext i64 %140 to i512
  %142 = or disjoint i512 %134, %141
  %143 = icmp eq i32 %111, 2
  br i1 %143, label %154, label %144, !llvm.loop !14

144:                                              ; preds = %133
  %145 = shl nuw nsw i512 %142, 64
  %146 = shl i64 %140, 13
  %147 = xor i64 %146, %140
  %148 = lshr i64 %147, 7
  %149 = xor i64 %148, %147
  %150 = shl i64 %149, 17
  %151 = xor i64 %150, %149
  %152 = zext i64 %151 to i512
  %153 = or disjoint i512 %145, %152
  br label %154

154:                                              ; preds = %144, %133, %122, %67
  %155 = phi i64 [ %119, %67 ], [ %129, %122 ], [ %140, %133 ], [ %151, %144 ]
  %156 = phi i512 [ %120, %67 ], [ %131, %122 ], [ %142, %133 ], [ %153, %144 ]
  %157 = trunc nuw i512 %110 to i256
  %158 = shl i64 %155, 13
  %159 = xor i64 %158, %155
  %160 = lshr i64 %159, 7
  %161 = xor i64 %160, %159
  %162 = shl i64 %161, 17
  %163 = xor i64 %162, %161
  store i64 %163, ptr @state, align 8, !tbaa !9, !noalias !16
  %164 = and i64 %161, 63
  %165 = zext nneg i64 %164 to i512
  %166 = lshr i512 %156, %165
  %167 = trunc i512 %166 to i256
  %168 = icmp eq i256 %167, 0
  %169 = select i1 %168, i256 7, i256 %167
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #7
  store i256 %157, ptr %2, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #7
  store i256 %169, ptr %3, align 16, !tbaa !5
  call fastcc void @mul256(ptr dead_on_unwind nonnull writable sret(i256) align 8 %1, ptr noundef nonnull byval(i256) align 8 %2, ptr noundef nonnull byval(i256) align 8 %3)
  %170 = load i256, ptr %1, align 16, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #7
  %171 = zext i256 %170 to i512
  %172 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str)
  %173 = lshr i512 %171, 192
  %174 = trunc nuw i512 %173 to i64
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %174)
  %176 = lshr i512 %171, 128
  %177 = trunc i512 %176 to i64
  %178 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %177)
  %179 = lshr i512 %171, 64
  %180 = trunc i512 %179 to i64
  %181 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %180)
  %182 = trunc i256 %170 to i64
  %183 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %182)
  %184 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #7
  store i256 %157, ptr %5, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #7
  store i256 %169, ptr %6, align 16, !tbaa !5
  call fastcc void @udiv256(ptr dead_on_unwind nonnull writable sret(i256) align 8 %4, ptr noundef nonnull byval(i256) align 8 %5, ptr noundef nonnull byval(i256) align 8 %6)
  %185 = load i256, ptr %4, align 16, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #7
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #7
  %186 = zext i256 %185 to i512
  %187 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.1)
  %188 = lshr i512 %186, 192
  %189 = trunc nuw i512 %188 to i64
  %190 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %189)
  %191 = lshr i512 %186, 128
  %192 = trunc i512 %191 to i64
  %193 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %192)
  %194 = lshr i512 %186, 64
  %195 = trunc i512 %194 to i64
  %196 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %195)
  %197 = trunc i256 %185 to i64
  %198 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %197)
  %199 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #7
  store i256 %157, ptr %8, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #7
  store i256 %169, ptr %9, align 16, !tbaa !5
  call fastcc void @urem256(ptr dead_on_unwind nonnull writable sret(i256) align 8 %7, ptr noundef nonnull byval(i256) align 8 %8, ptr noundef nonnull byval(i256) align 8 %9)
  %200 = load i256, ptr %7, align 16, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #7
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #7
  %201 = zext i256 %200 to i512
  %202 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.2)
  %203 = lshr i512 %201, 192
  %204 = trunc nuw i512 %203 to i64
  %205 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %204)
  %206 = lshr i512 %201, 128
  %207 = trunc i512 %206 to i64
  %208 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %207)
  %209 = lshr i512 %201, 64
  %210 = trunc i512 %209 to i64
  %211 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %210)
  %212 = trunc i256 %200 to i64
  %213 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %212)
  %214 = tail call i32 @putchar(i32 10)
  %215 = and i32 %68, 1
  %216 = icmp eq i32 %215, 0
  %217 = sub nsw i256 0, %157
  %218 = select i1 %216, i256 %157, i256 %217
  %219 = and i32 %68, 2
  %220 = icmp eq i32 %219, 0
  %221 = sub nsw i256 0, %169
  %222 = select i1 %220, i256 %169, i256 %221
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #7
  store i256 %218, ptr %11, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #7
  store i256 %222, ptr %12, align 16, !tbaa !5
  call fastcc void @sdiv256(ptr dead_on_unwind nonnull writable sret(i256) align 8 %10, ptr noundef nonnull byval(i256) align 8 %11, ptr noundef nonnull byval(i256) align 8 %12)
  %223 = load i256, ptr %10, align 16, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #7
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #7
  %224 = zext i256 %223 to i512
  %225 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.3)
  %226 = lshr i512 %224, 192
  %227 = trunc nuw i512 %226 to i64
  %228 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %227)
  %229 = lshr i512 %224, 128
  %230 = trunc i512 %229 to i64
  %231 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %230)
  %232 = lshr i512 %224, 64
  %233 = trunc i512 %232 to i64
  %234 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %233)
  %235 = trunc i256 %223 to i64
  %236 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %235)
  %237 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #7
  store i256 %218, ptr %14, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %15) #7
  store i256 %222, ptr %15, align 16, !tbaa !5
  call fastcc void @srem256(ptr dead_on_unwind nonnull writable sret(i256) align 8 %13, ptr noundef nonnull byval(i256) align 8 %14, ptr noundef nonnull byval(i256) align 8 %15)
  %238 = load i256, ptr %13, align 16, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #7
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #7
  %239 = zext i256 %238 to i512
  %240 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.4)
  %241 = lshr i512 %239, 192
  %242 = trunc nuw i512 %241 to i64
  %243 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %242)
  %244 = lshr i512 %239, 128
  %245 = trunc i512 %244 to i64
  %246 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %245)
  %247 = lshr i512 %239, 64
  %248 = trunc i512 %247 to i64
  %249 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %248)
  %250 = trunc i256 %238 to i64
  %251 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %250)
  %252 = tail call i32 @putchar(i32 10)
  %253 = trunc i256 %218 to i200
  %254 = trunc i256 %222 to i200
  %255 = icmp eq i200 %254, 0
  %256 = select i1 %255, i200 -3, i200 %254
  %257 = ashr i200 %253, 100
  %258 = ashr i200 %256, 100
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %17) #7
  %259 = sext i200 %257 to i256
  store i256 %259, ptr %17, align 16, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18) #7
  %260 = sext i200 %258 to i256
  store i256 %260, ptr %18, align 16, !tbaa !19
  call fastcc void @smul200(ptr dead_on_unwind nonnull writable sret(i256) align 8 %16, ptr noundef nonnull byval(i256) align 8 %17, ptr noundef nonnull byval(i256) align 8 %18)
  %261 = load i256, ptr %16, align 16, !tbaa !19
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #7
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #7
  %262 = and i256 %261, 1606938044258990275541962092341162602522202993782792835301375
  %263 = zext nneg i256 %262 to i512
  %264 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.5)
  %265 = lshr i512 %263, 192
  %266 = trunc nuw nsw i512 %265 to i64
  %267 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %266)
  %268 = lshr i512 %263, 128
  %269 = trunc i512 %268 to i64
  %270 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %269)
  %271 = lshr i512 %263, 64
  %272 = trunc i512 %271 to i64
  %273 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %272)
  %274 = trunc i256 %261 to i64
  %275 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %274)
  %276 = sext i200 %253 to i256
  %277 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20) #7
  store i256 %276, ptr %20, align 16, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %21) #7
  %278 = sext i200 %256 to i256
  store i256 %278, ptr %21, align 16, !tbaa !19
  call fastcc void @sdiv200(ptr dead_on_unwind nonnull writable sret(i256) align 8 %19, ptr noundef nonnull byval(i256) align 8 %20, ptr noundef nonnull byval(i256) align 8 %21)
  %279 = load i256, ptr %19, align 16, !tbaa !19
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #7
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21) #7
  %280 = and i256 %279, 1606938044258990275541962092341162602522202993782792835301375
  %281 = zext nneg i256 %280 to i512
  %282 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.6)
  %283 = lshr i512 %281, 192
  %284 = trunc nuw nsw i512 %283 to i64
  %285 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %284)
  %286 = lshr i512 %281, 128
  %287 = trunc i512 %286 to i64
  %288 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %287)
  %289 = lshr i512 %281, 64
  %290 = trunc i512 %289 to i64
  %291 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %290)
  %292 = trunc i256 %279 to i64
  %293 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %292)
  %294 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %23) #7
  store i256 %276, ptr %23, align 16, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24) #7
  store i256 %278, ptr %24, align 16, !tbaa !19
  call fastcc void @srem200(ptr dead_on_unwind nonnull writable sret(i256) align 8 %22, ptr noundef nonnull byval(i256) align 8 %23, ptr noundef nonnull byval(i256) align 8 %24)
  %295 = load i256, ptr %22, align 16, !tbaa !19
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #7
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #7
  %296 = and i256 %295, 1606938044258990275541962092341162602522202993782792835301375
  %297 = zext nneg i256 %296 to i512
  %298 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.7)
  %299 = lshr i512 %297, 192
  %300 = trunc nuw nsw i512 %299 to i64
  %301 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %300)
  %302 = lshr i512 %297, 128
  %303 = trunc i512 %302 to i64
  %304 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %303)
  %305 = lshr i512 %297, 64
  %306 = trunc i512 %305 to i64
  %307 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %306)
  %308 = trunc i256 %295 to i64
  %309 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %308)
  %310 = tail call i32 @putchar(i32 10)
  %311 = trunc i512 %110 to i192
  %312 = and i192 %311, 1361129467683753853853498429727072845823
  %313 = trunc i256 %169 to i130
  %314 = icmp eq i130 %313, 0
  %315 = select i1 %314, i130 5, i130 %313
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %26) #7
  store i192 %312, ptr %26, align 16, !tbaa !21
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %27) #7
  %316 = zext i130 %315 to i192
  store i192 %316, ptr %27, align 16, !tbaa !21
  call fastcc void @udiv130(ptr dead_on_unwind nonnull writable sret([24 x i8]) align 8 %25, ptr noundef nonnull byval([24 x i8]) align 8 %26, ptr noundef nonnull byval([24 x i8]) align 8 %27)
  %317 = load i192, ptr %25, align 16, !tbaa !21
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %26) #7
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %27) #7
  %318 = and i192 %317, 1361129467683753853853498429727072845823
  %319 = zext nneg i192 %318 to i512
  %320 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.8)
  %321 = lshr i512 %319, 128
  %322 = trunc nuw nsw i512 %321 to i64
  %323 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %322)
  %324 = lshr i512 %319, 64
  %325 = trunc i512 %324 to i64
  %326 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %325)
  %327 = trunc i192 %317 to i64
  %328 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %327)
  %329 = trunc i512 %110 to i130
  %330 = tail call i32 @putchar(i32 10)
  %331 = lshr i130 %329, 66
  %332 = lshr i130 %315, 66
  %333 = sub nsw i130 0, %332
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %29) #7
  %334 = zext nneg i130 %331 to i192
  store i192 %334, ptr %29, align 16, !tbaa !21
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %30) #7
  %335 = sext i130 %333 to i192
  store i192 %335, ptr %30, align 16, !tbaa !21
  call fastcc void @smul130(ptr dead_on_unwind nonnull writable sret([24 x i8]) align 8 %28, ptr noundef nonnull byval([24 x i8]) align 8 %29, ptr noundef nonnull byval([24 x i8]) align 8 %30)
  %336 = load i192, ptr %28, align 16, !tbaa !21
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %29) #7
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %30) #7
  %337 = and i192 %336, 1361129467683753853853498429727072845823
  %338 = zext nneg i192 %337 to i512
  %339 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.9)
  %340 = lshr i512 %338, 128
  %341 = trunc nuw nsw i512 %340 to i64
  %342 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %341)
  %343 = lshr i512 %338, 64
  %344 = trunc i512 %343 to i64
  %345 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %344)
  %346 = trunc i192 %336 to i64
  %347 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %346)
  %348 = tail call i32 @putchar(i32 10)
  %349 = load i64, ptr @state, align 8, !tbaa !9, !noalias !23
  %350 = shl i64 %349, 13
  %351 = xor i64 %350, %349
  %352 = lshr i64 %351, 7
  %353 = xor i64 %352, %351
  %354 = shl i64 %353, 17
  %355 = xor i64 %354, %353
  %356 = zext i64 %355 to i512
  %357 = shl i64 %355, 13
  %358 = xor i64 %357, %355
  %359 = lshr i64 %358, 7
  %360 = xor i64 %359, %358
  %361 = shl i64 %360, 17
  %362 = xor i64 %361, %360
  %363 = zext i64 %362 to i512
  %364 = shl nuw nsw i512 %356, 128
  %365 = shl nuw nsw i512 %363, 64
  %366 = or disjoint i512 %364, %365
  %367 = shl i64 %362, 13
  %368 = xor i64 %367, %362
  %369 = lshr i64 %368, 7
  %370 = xor i64 %369, %368
  %371 = shl i64 %370, 17
  %372 = xor i64 %371, %370
  %373 = zext i64 %372 to i512
  %374 = or disjoint i512 %366, %373
  %375 = shl i64 %372, 13
  %376 = xor i64 %375, %372
  %377 = lshr i64 %376, 7
  %378 = xor i64 %377, %376
  %379 = shl i64 %378, 17
  %380 = xor i64 %379, %378
  %381 = zext i64 %380 to i512
  %382 = shl nuw nsw i512 %374, 128
  %383 = shl nuw nsw i512 %381, 64
  %384 = or disjoint i512 %382, %383
  %385 = shl i64 %380, 13
  %386 = xor i64 %385, %380
  %387 = lshr i64 %386, 7
  %388 = xor i64 %387, %386
  %389 = shl i64 %388, 17
  %390 = xor i64 %389, %388
  %391 = zext i64 %390 to i512
  %392 = or disjoint i512 %384, %391
  %393 = shl i64 %390, 13
  %394 = xor i64 %393, %390
  %395 = lshr i64 %394, 7
  %396 = xor i64 %395, %394
  %397 = shl i64 %396, 17
  %398 = xor i64 %397, %396
  %399 = zext i64 %398 to i512
  %400 = shl nuw nsw i512 %392, 128
  %401 = shl nuw nsw i512 %399, 64
  %402 = or disjoint i512 %400, %401
  %403 = shl i64 %398, 13
  %404 = xor i64 %403, %398
  %405 = lshr i64 %404, 7
  %406 = xor i64 %405, %404
  %407 = shl i64 %406, 17
  %408 = xor i64 %407, %406
  %409 = zext i64 %408 to i512
  %410 = or disjoint i512 %402, %409
  %411 = shl i64 %408, 13
  %412 = xor i64 %411, %408
  %413 = lshr i64 %412, 7
  %414 = xor i64 %413, %412
  %415 = shl i64 %414, 17
  %416 = xor i64 %415, %414
  %417 = zext i64 %416 to i512
  %418 = shl i64 %416, 13
  %419 = xor i64 %418, %416
  %420 = lshr i64 %419, 7
  %421 = xor i64 %420, %419
  %422 = and i64 %421, 63
  %423 = zext nneg i64 %422 to i512
  %424 = and i32 %68, 7
  %425 = shl i64 %421, 17
  %426 = xor i64 %425, %421
  %427 = shl i64 %426, 13
  %428 = xor i64 %427, %426
  %429 = lshr i64 %428, 7
  %430 = xor i64 %429, %428
  %431 = shl i64 %430, 17
  %432 = xor i64 %431, %430
  %433 = zext i64 %432 to i512
  %434 = icmp eq i32 %424, 0
  br i1 %434, label %511, label %435, !llvm.loop !14

435:                                              ; preds = %154
  %436 = shl nuw nsw i512 %433, 64
  %437 = shl i64 %432, 13
  %438 = xor i64 %437, %432
  %439 = lshr i64 %438, 7
  %440 = xor i64 %439, %438
  %441 = shl i64 %440, 17
  %442 = xor i64 %441, %440
  %443 = zext i64 %442 to i512
  %444 = or disjoint i512 %436, %443
  %445 = icmp eq i32 %424, 1
  br i1 %445, label %511, label %446, !llvm.loop !14

446:                                              ; preds = %435
  %447 = shl nuw nsw i512 %444, 64
  %448 = shl i64 %442, 13
  %449 = xor i64 %448, %442
  %450 = lshr i64 %449, 7
  %451 = xor i64 %450, %449
  %452 = shl i64 %451, 17
  %453 = xor i64 %452, %451
  %454 = zext i64 %453 to i512
  %455 = or disjoint i512 %447, %454
  %456 = icmp eq i32 %424, 2
  br i1 %456, label %511, label %457, !llvm.loop !14

457:                                              ; preds = %446
  %458 = shl nuw nsw i512 %455, 64
  %459 = shl i64 %453, 13
  %460 = xor i64 %459, %453
  %461 = lshr i64 %460, 7
  %462 = xor i64 %461, %460
  %463 = shl i64 %462, 17
  %464 = xor i64 %463, %462
  %465 = zext i64 %464 to i512
  %466 = or disjoint i512 %458, %465
  %467 = icmp eq i32 %424, 3
  br i1 %467, label %511, label %468, !llvm.loop !14

468:                                              ; preds = %457
  %469 = shl i512 %466, 64
  %470 = shl i64 %464, 13
  %471 = xor i64 %470, %464
  %472 = lshr i64 %471, 7
  %473 = xor i64 %472, %471
  %474 = shl i64 %473, 17
  %475 = xor i64 %474, %473
  %476 = zext i64 %475 to i512
  %477 = or disjoint i512 %469, %476
  %478 = icmp eq i32 %424, 4
  br i1 %478, label %511, label %479, !llvm.loop !14

479:                                              ; preds = %468
  %480 = shl i512 %477, 64
  %481 = shl i64 %475, 13
  %482 = xor i64 %481, %475
  %483 = lshr i64 %482, 7
  %484 = xor i64 %483, %482
  %485 = shl i64 %484, 17
  %486 = xor i64 %485, %484
  %487 = zext i64 %486 to i512
  %488 = or disjoint i512 %480, %487
  %489 = icmp eq i32 %424, 5
  br i1 %489, label %511, label %490, !llvm.loop !14

490:                                              ; preds = %479
  %491 = shl i512 %488, 64
  %492 = shl i64 %486, 13
  %493 = xor i64 %492, %486
  %494 = lshr i64 %493, 7
  %495 = xor i64 %494, %493
  %496 = shl i64 %495, 17
  %497 = xor i64 %496, %495
  %498 = zext i64 %497 to i512
  %499 = or disjoint i512 %491, %498
  %500 = icmp eq i32 %424, 6
  br i1 %500, label %511, label %501, !llvm.loop !14

501:                                              ; preds = %490
  %502 = shl i512 %499, 64
  %503 = shl i64 %497, 13
  %504 = xor i64 %503, %497
  %505 = lshr i64 %504, 7
  %506 = xor i64 %505, %504
  %507 = shl i64 %506, 17
  %508 = xor i64 %507, %506
  %509 = zext i64 %508 to i512
  %510 = or disjoint i512 %502, %509
  br label %511

511:                                              ; preds = %501, %490, %479, %468, %457, %446, %435, %154
  %512 = phi i64 [ %432, %154 ], [ %442, %435 ], [ %453, %446 ], [ %464, %457 ], [ %475, %468 ], [ %486, %479 ], [ %497, %490 ], [ %508, %501 ]
  %513 = phi i512 [ %433, %154 ], [ %444, %435 ], [ %455, %446 ], [ %466, %457 ], [ %477, %468 ], [ %488, %479 ], [ %499, %490 ], [ %510, %501 ]
  %514 = shl nuw i512 %410, 64
  %515 = or disjoint i512 %514, %417
  %516 = lshr i512 %515, %423
  %517 = shl i64 %512, 13
  %518 = xor i64 %517, %512
  %519 = lshr i64 %518, 7
  %520 = xor i64 %519, %518
  %521 = shl i64 %520, 17
  %522 = xor i64 %521, %520
  store i64 %522, ptr @state, align 8, !tbaa !9, !noalias !26
  %523 = and i64 %520, 63
  %524 = zext nneg i64 %523 to i512
  %525 = lshr i512 %513, %524
  %526 = icmp eq i512 %525, 0
  %527 = select i1 %526, i512 11, i512 %525
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %32) #7
  store i512 %516, ptr %32, align 16, !tbaa !29
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %33) #7
  store i512 %527, ptr %33, align 16, !tbaa !29
  call fastcc void @mul512(ptr dead_on_unwind nonnull writable sret(i512) align 8 %31, ptr noundef nonnull byval(i512) align 8 %32, ptr noundef nonnull byval(i512) align 8 %33)
  %528 = load i512, ptr %31, align 16, !tbaa !29
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %32) #7
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %33) #7
  %529 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.10)
  %530 = lshr i512 %528, 448
  %531 = trunc nuw i512 %530 to i64
  %532 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %531)
  %533 = lshr i512 %528, 384
  %534 = trunc i512 %533 to i64
  %535 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %534)
  %536 = lshr i512 %528, 320
  %537 = trunc i512 %536 to i64
  %538 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %537)
  %539 = lshr i512 %528, 256
  %540 = trunc i512 %539 to i64
  %541 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %540)
  %542 = lshr i512 %528, 192
  %543 = trunc i512 %542 to i64
  %544 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %543)
  %545 = lshr i512 %528, 128
  %546 = trunc i512 %545 to i64
  %547 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %546)
  %548 = lshr i512 %528, 64
  %549 = trunc i512 %548 to i64
  %550 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %549)
  %551 = trunc i512 %528 to i64
  %552 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %551)
  %553 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %35) #7
  store i512 %516, ptr %35, align 16, !tbaa !29
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %36) #7
  store i512 %527, ptr %36, align 16, !tbaa !29
  call fastcc void @udiv512(ptr dead_on_unwind nonnull writable sret(i512) align 8 %34, ptr noundef nonnull byval(i512) align 8 %35, ptr noundef nonnull byval(i512) align 8 %36)
  %554 = load i512, ptr %34, align 16, !tbaa !29
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %35) #7
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %36) #7
  %555 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.11)
  %556 = lshr i512 %554, 448
  %557 = trunc nuw i512 %556 to i64
  %558 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %557)
  %559 = lshr i512 %554, 384
  %560 = trunc i512 %559 to i64
  %561 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %560)
  %562 = lshr i512 %554, 320
  %563 = trunc i512 %562 to i64
  %564 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %563)
  %565 = lshr i512 %554, 256
  %566 = trunc i512 %565 to i64
  %567 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %566)
  %568 = lshr i512 %554, 192
  %569 = trunc i512 %568 to i64
  %570 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %569)
  %571 = lshr i512 %554, 128
  %572 = trunc i512 %571 to i64
  %573 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %572)
  %574 = lshr i512 %554, 64
  %575 = trunc i512 %574 to i64
  %576 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %575)
  %577 = trunc i512 %554 to i64
  %578 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %577)
  %579 = tail call i32 @putchar(i32 10)
  %580 = sub nsw i512 0, %516
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %38) #7
  store i512 %580, ptr %38, align 16, !tbaa !29
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %39) #7
  store i512 %527, ptr %39, align 16, !tbaa !29
  call fastcc void @srem512(ptr dead_on_unwind nonnull writable sret(i512) align 8 %37, ptr noundef nonnull byval(i512) align 8 %38, ptr noundef nonnull byval(i512) align 8 %39)
  %581 = load i512, ptr %37, align 16, !tbaa !29
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %38) #7
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %39) #7
  %582 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.12)
  %583 = lshr i512 %581, 448
  %584 = trunc nuw i512 %583 to i64
  %585 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %584)
  %586 = lshr i512 %581, 384
  %587 = trunc i512 %586 to i64
  %588 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %587)
  %589 = lshr i512 %581, 320
  %590 = trunc i512 %589 to i64
  %591 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %590)
  %592 = lshr i512 %581, 256
  %593 = trunc i512 %592 to i64
  %594 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %593)
  %595 = lshr i512 %581, 192
  %596 = trunc i512 %595 to i64
  %597 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %596)
  %598 = lshr i512 %581, 128
  %599 = trunc i512 %598 to i64
  %600 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %599)
  %601 = lshr i512 %581, 64
  %602 = trunc i512 %601 to i64
  %603 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %602)
  %604 = trunc i512 %581 to i64
  %605 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %604)
  %606 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %40) #7
  store i256 %157, ptr %40, align 16, !tbaa !5
  %607 = tail call fastcc double @u256_to_d(ptr noundef nonnull byval(i256) align 8 %40)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %40) #7
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %41) #7
  store i256 %218, ptr %41, align 16, !tbaa !5
  %608 = tail call fastcc double @s256_to_d(ptr noundef nonnull byval(i256) align 8 %41)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %41) #7
  %609 = lshr i256 %157, 130
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %42) #7
  store i256 %609, ptr %42, align 16, !tbaa !5
  %610 = tail call fastcc float @u256_to_f(ptr noundef nonnull byval(i256) align 8 %42)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %42) #7
  %611 = fpext float %610 to double
  %612 = ashr i200 %253, 75
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %43) #7
  %613 = sext i200 %612 to i256
  store i256 %613, ptr %43, align 16, !tbaa !19
  %614 = tail call fastcc float @s200_to_f(ptr noundef nonnull byval(i256) align 8 %43)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %43) #7
  %615 = fpext float %614 to double
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %44) #7
  store i512 %516, ptr %44, align 16, !tbaa !29
  %616 = tail call fastcc double @u512_to_d(ptr noundef nonnull byval(i512) align 8 %44)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %44) #7
  %617 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef %607, double noundef %608, double noundef %611, double noundef %615, double noundef %616)
  %618 = add nuw nsw i32 %68, 1
  %619 = icmp eq i32 %618, 40
  br i1 %619, label %54, label %67, !llvm.loop !31

620:                                              ; preds = %54, %620
  %621 = phi i64 [ 0, %54 ], [ %635, %620 ]
  %622 = getelementptr inbounds [13 x i256], ptr %45, i64 0, i64 %621
  %623 = load i256, ptr %622, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %46) #7
  store i256 %623, ptr %46, align 16, !tbaa !5
  %624 = tail call fastcc double @u256_to_d(ptr noundef nonnull byval(i256) align 8 %46)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %46) #7
  %625 = lshr i256 %623, 1
  %626 = sub nsw i256 0, %625
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %47) #7
  store i256 %626, ptr %47, align 16, !tbaa !5
  %627 = tail call fastcc double @s256_to_d(ptr noundef nonnull byval(i256) align 8 %47)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %47) #7
  %628 = lshr i256 %623, 129
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %48) #7
  store i256 %628, ptr %48, align 16, !tbaa !5
  %629 = tail call fastcc float @u256_to_f(ptr noundef nonnull byval(i256) align 8 %48)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %48) #7
  %630 = fpext float %629 to double
  %631 = and i256 %623, 170141183460469231731687303715884105727
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %49) #7
  store i256 %631, ptr %49, align 16, !tbaa !5
  %632 = tail call fastcc float @u256_to_f(ptr noundef nonnull byval(i256) align 8 %49)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %49) #7
  %633 = fpext float %632 to double
  %634 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, double noundef %624, double noundef %627, double noundef %630, double noundef %633)
  %635 = add nuw nsw i64 %621, 1
  %636 = icmp eq i64 %635, 13
  br i1 %636, label %637, label %620, !llvm.loop !32

637:                                              ; preds = %620, %637
  %638 = phi i64 [ %676, %637 ], [ 0, %620 ]
  %639 = getelementptr inbounds [14 x double], ptr @__const.main.ds, i64 0, i64 %638
  %640 = load double, ptr %639, align 8, !tbaa !33
  %641 = lshr i64 4628, %638
  %642 = and i64 %641, 1
  %643 = icmp eq i64 %642, 0
  %644 = fneg double %640
  %645 = select i1 %643, double %640, double %644
  call fastcc void @d_to_u256(ptr dead_on_unwind nonnull writable sret(i256) align 8 %50, double noundef %645)
  %646 = load i256, ptr %50, align 16, !tbaa !5
  %647 = zext i256 %646 to i512
  %648 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.15)
  %649 = lshr i512 %647, 192
  %650 = trunc nuw i512 %649 to i64
  %651 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %650)
  %652 = lshr i512 %647, 128
  %653 = trunc i512 %652 to i64
  %654 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %653)
  %655 = lshr i512 %647, 64
  %656 = trunc i512 %655 to i64
  %657 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %656)
  %658 = trunc i256 %646 to i64
  %659 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %658)
  %660 = tail call i32 @putchar(i32 10)
  call fastcc void @d_to_s256(ptr dead_on_unwind nonnull writable sret(i256) align 8 %51, double noundef %640)
  %661 = load i256, ptr %51, align 16, !tbaa !5
  %662 = zext i256 %661 to i512
  %663 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.16)
  %664 = lshr i512 %662, 192
  %665 = trunc nuw i512 %664 to i64
  %666 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %665)
  %667 = lshr i512 %662, 128
  %668 = trunc i512 %667 to i64
  %669 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %668)
  %670 = lshr i512 %662, 64
  %671 = trunc i512 %670 to i64
  %672 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %671)
  %673 = trunc i256 %661 to i64
  %674 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %673)
  %675 = tail call i32 @putchar(i32 10)
  %676 = add nuw nsw i64 %638, 1
  %677 = icmp eq i64 %676, 14
  br i1 %677, label %679, label %637, !llvm.loop !35

678:                                              ; preds = %679
  call void @llvm.lifetime.end.p0(i64 416, ptr nonnull %45) #7
  ret i32 0

679:                                              ; preds = %637, %679
  %680 = phi i64 [ %717, %679 ], [ 0, %637 ]
  %681 = getelementptr inbounds [7 x float], ptr @__const.main.fs, i64 0, i64 %680
  %682 = load float, ptr %681, align 4, !tbaa !36
  call fastcc void @f_to_s200(ptr dead_on_unwind nonnull writable sret(i256) align 8 %52, float noundef %682)
  %683 = load i256, ptr %52, align 16, !tbaa !19
  %684 = and i256 %683, 1606938044258990275541962092341162602522202993782792835301375
  %685 = zext nneg i256 %684 to i512
  %686 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.17)
  %687 = lshr i512 %685, 192
  %688 = trunc nuw nsw i512 %687 to i64
  %689 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %688)
  %690 = lshr i512 %685, 128
  %691 = trunc i512 %690 to i64
  %692 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %691)
  %693 = lshr i512 %685, 64
  %694 = trunc i512 %693 to i64
  %695 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %694)
  %696 = trunc i256 %683 to i64
  %697 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %696)
  %698 = tail call i32 @putchar(i32 10)
  %699 = lshr i64 84, %680
  %700 = and i64 %699, 1
  %701 = icmp eq i64 %700, 0
  %702 = fneg float %682
  %703 = select i1 %701, float %682, float %702
  call fastcc void @f_to_u130(ptr dead_on_unwind nonnull writable sret([24 x i8]) align 8 %53, float noundef %703)
  %704 = load i192, ptr %53, align 16, !tbaa !21
  %705 = and i192 %704, 1361129467683753853853498429727072845823
  %706 = zext nneg i192 %705 to i512
  %707 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.18)
  %708 = lshr i512 %706, 128
  %709 = trunc nuw nsw i512 %708 to i64
  %710 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %709)
  %711 = lshr i512 %706, 64
  %712 = trunc i512 %711 to i64
  %713 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %712)
  %714 = trunc i192 %704 to i64
  %715 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %714)
  %716 = tail call i32 @putchar(i32 10)
  %717 = add nuw nsw i64 %680, 1
  %718 = icmp eq i64 %717, 7
  br i1 %718, label %678, label %679, !llvm.loop !38
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @mul256(ptr dead_on_unwind noalias nocapture writable writeonly sret(i256) align 8 %0, ptr nocapture noundef readonly byval(i256) align 8 %1, ptr nocapture noundef readonly byval(i256) align 8 %2) unnamed_addr #2 {
  %4 = load i256, ptr %1, align 8, !tbaa !5
  %5 = load i256, ptr %2, align 8, !tbaa !5
  %6 = mul i256 %5, %4
  store i256 %6, ptr %0, align 8, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @udiv256(ptr dead_on_unwind noalias nocapture writable writeonly sret(i256) align 8 %0, ptr nocapture noundef readonly byval(i256) align 8 %1, ptr nocapture noundef readonly byval(i256) align 8 %2) unnamed_addr #2 {
  %4 = load i256, ptr %1, align 8, !tbaa !5
  %5 = load i256, ptr %2, align 8, !tbaa !5
  %6 = udiv i256 %4, %5
  store i256 %6, ptr %0, align 8, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @urem256(ptr dead_on_unwind noalias nocapture writable writeonly sret(i256) align 8 %0, ptr nocapture noundef readonly byval(i256) align 8 %1, ptr nocapture noundef readonly byval(i256) align 8 %2) unnamed_addr #2 {
  %4 = load i256, ptr %1, align 8, !tbaa !5
  %5 = load i256, ptr %2, align 8, !tbaa !5
  %6 = urem i256 %4, %5
  store i256 %6, ptr %0, align 8, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @sdiv256(ptr dead_on_unwind noalias nocapture writable writeonly sret(i256) align 8 %0, ptr nocapture noundef readonly byval(i256) align 8 %1, ptr nocapture noundef readonly byval(i256) align 8 %2) unnamed_addr #2 {
  %4 = load i256, ptr %1, align 8, !tbaa !5
  %5 = load i256, ptr %2, align 8, !tbaa !5
  %6 = sdiv i256 %4, %5
  store i256 %6, ptr %0, align 8, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @srem256(ptr dead_on_unwind noalias nocapture writable writeonly sret(i256) align 8 %0, ptr nocapture noundef readonly byval(i256) align 8 %1, ptr nocapture noundef readonly byval(i256) align 8 %2) unnamed_addr #2 {
  %4 = load i256, ptr %1, align 8, !tbaa !5
  %5 = load i256, ptr %2, align 8, !tbaa !5
  %6 = srem i256 %4, %5
  store i256 %6, ptr %0, align 8, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @smul200(ptr dead_on_unwind noalias nocapture writable writeonly sret(i256) align 8 %0, ptr nocapture noundef readonly byval(i256) align 8 %1, ptr nocapture noundef readonly byval(i256) align 8 %2) unnamed_addr #2 {
  %4 = load i256, ptr %1, align 8, !tbaa !19
  %5 = trunc i256 %4 to i200
  %6 = load i256, ptr %2, align 8, !tbaa !19
  %7 = trunc i256 %6 to i200
  %8 = mul nsw i200 %7, %5
  %9 = sext i200 %8 to i256
  store i256 %9, ptr %0, align 8, !tbaa !19
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @sdiv200(ptr dead_on_unwind noalias nocapture writable writeonly sret(i256) align 8 %0, ptr nocapture noundef readonly byval(i256) align 8 %1, ptr nocapture noundef readonly byval(i256) align 8 %2) unnamed_addr #2 {
  %4 = load i256, ptr %1, align 8, !tbaa !19
  %5 = trunc i256 %4 to i200
  %6 = load i256, ptr %2, align 8, !tbaa !19
  %7 = trunc i256 %6 to i200
  %8 = sdiv i200 %5, %7
  %9 = sext i200 %8 to i256
  store i256 %9, ptr %0, align 8, !tbaa !19
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @srem200(ptr dead_on_unwind noalias nocapture writable writeonly sret(i256) align 8 %0, ptr nocapture noundef readonly byval(i256) align 8 %1, ptr nocapture noundef readonly byval(i256) align 8 %2) unnamed_addr #2 {
  %4 = load i256, ptr %1, align 8, !tbaa !19
  %5 = trunc i256 %4 to i200
  %6 = load i256, ptr %2, align 8, !tbaa !19
  %7 = trunc i256 %6 to i200
  %8 = srem i200 %5, %7
  %9 = sext i200 %8 to i256
  store i256 %9, ptr %0, align 8, !tbaa !19
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @udiv130(ptr dead_on_unwind noalias nocapture writable writeonly sret([24 x i8]) align 8 %0, ptr nocapture noundef readonly byval([24 x i8]) align 8 %1, ptr nocapture noundef readonly byval([24 x i8]) align 8 %2) unnamed_addr #2 {
  %4 = load i192, ptr %1, align 8, !tbaa !21
  %5 = trunc i192 %4 to i130
  %6 = load i192, ptr %2, align 8, !tbaa !21
  %7 = trunc i192 %6 to i130
  %8 = udiv i130 %5, %7
  %9 = zext i130 %8 to i192
  store i192 %9, ptr %0, align 8, !tbaa !21
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @smul130(ptr dead_on_unwind noalias nocapture writable writeonly sret([24 x i8]) align 8 %0, ptr nocapture noundef readonly byval([24 x i8]) align 8 %1, ptr nocapture noundef readonly byval([24 x i8]) align 8 %2) unnamed_addr #2 {
  %4 = load i192, ptr %1, align 8, !tbaa !21
  %5 = trunc i192 %4 to i130
  %6 = load i192, ptr %2, align 8, !tbaa !21
  %7 = trunc i192 %6 to i130
  %8 = mul nsw i130 %7, %5
  %9 = sext i130 %8 to i192
  store i192 %9, ptr %0, align 8, !tbaa !21
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @mul512(ptr dead_on_unwind noalias nocapture writable writeonly sret(i512) align 8 %0, ptr nocapture noundef readonly byval(i512) align 8 %1, ptr nocapture noundef readonly byval(i512) align 8 %2) unnamed_addr #2 {
  %4 = load i512, ptr %1, align 8, !tbaa !29
  %5 = load i512, ptr %2, align 8, !tbaa !29
  %6 = mul i512 %5, %4
  store i512 %6, ptr %0, align 8, !tbaa !29
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @udiv512(ptr dead_on_unwind noalias nocapture writable writeonly sret(i512) align 8 %0, ptr nocapture noundef readonly byval(i512) align 8 %1, ptr nocapture noundef readonly byval(i512) align 8 %2) unnamed_addr #2 {
  %4 = load i512, ptr %1, align 8, !tbaa !29
  %5 = load i512, ptr %2, align 8, !tbaa !29
  %6 = udiv i512 %4, %5
  store i512 %6, ptr %0, align 8, !tbaa !29
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @srem512(ptr dead_on_unwind noalias nocapture writable writeonly sret(i512) align 8 %0, ptr nocapture noundef readonly byval(i512) align 8 %1, ptr nocapture noundef readonly byval(i512) align 8 %2) unnamed_addr #2 {
  %4 = load i512, ptr %1, align 8, !tbaa !29
  %5 = load i512, ptr %2, align 8, !tbaa !29
  %6 = srem i512 %4, %5
  store i512 %6, ptr %0, align 8, !tbaa !29
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc double @u256_to_d(ptr nocapture noundef readonly byval(i256) align 8 %0) unnamed_addr #4 {
  %2 = load i256, ptr %0, align 8, !tbaa !5
  %3 = uitofp i256 %2 to double
  ret double %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc double @s256_to_d(ptr nocapture noundef readonly byval(i256) align 8 %0) unnamed_addr #4 {
  %2 = load i256, ptr %0, align 8, !tbaa !5
  %3 = sitofp i256 %2 to double
  ret double %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc float @u256_to_f(ptr nocapture noundef readonly byval(i256) align 8 %0) unnamed_addr #4 {
  %2 = load i256, ptr %0, align 8, !tbaa !5
  %3 = uitofp i256 %2 to float
  ret float %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc float @s200_to_f(ptr nocapture noundef readonly byval(i256) align 8 %0) unnamed_addr #4 {
  %2 = load i256, ptr %0, align 8, !tbaa !19
  %3 = trunc i256 %2 to i200
  %4 = sitofp i200 %3 to float
  ret float %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc double @u512_to_d(ptr nocapture noundef readonly byval(i512) align 8 %0) unnamed_addr #4 {
  %2 = load i512, ptr %0, align 8, !tbaa !29
  %3 = uitofp i512 %2 to double
  ret double %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @d_to_u256(ptr dead_on_unwind noalias nocapture writable writeonly sret(i256) align 8 %0, double noundef %1) unnamed_addr #5 {
  %3 = fptoui double %1 to i256
  store i256 %3, ptr %0, align 8, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @d_to_s256(ptr dead_on_unwind noalias nocapture writable writeonly sret(i256) align 8 %0, double noundef %1) unnamed_addr #5 {
  %3 = fptosi double %1 to i256
  store i256 %3, ptr %0, align 8, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @f_to_s200(ptr dead_on_unwind noalias nocapture writable writeonly sret(i256) align 8 %0, float noundef %1) unnamed_addr #5 {
  %3 = fptosi float %1 to i200
  %4 = sext i200 %3 to i256
  store i256 %4, ptr %0, align 8, !tbaa !19
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @f_to_u130(ptr dead_on_unwind noalias nocapture writable writeonly sret([24 x i8]) align 8 %0, float noundef %1) unnamed_addr #5 {
  %3 = fptoui float %1 to i130
  %4 = zext i130 %3 to i192
  store i192 %4, ptr %0, align 8, !tbaa !21
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"_BitInt(256)", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"long", !7, i64 0}
!11 = !{!12}
!12 = distinct !{!12, !13, !"rnd: argument 0"}
!13 = distinct !{!13, !"rnd"}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!17}
!17 = distinct !{!17, !18, !"rnd: argument 0"}
!18 = distinct !{!18, !"rnd"}
!19 = !{!20, !20, i64 0}
!20 = !{!"_BitInt(200)", !7, i64 0}
!21 = !{!22, !22, i64 0}
!22 = !{!"_BitInt(130)", !7, i64 0}
!23 = !{!24}
!24 = distinct !{!24, !25, !"rnd: argument 0"}
!25 = distinct !{!25, !"rnd"}
!26 = !{!27}
!27 = distinct !{!27, !28, !"rnd: argument 0"}
!28 = distinct !{!28, !"rnd"}
!29 = !{!30, !30, i64 0}
!30 = !{!"_BitInt(512)", !7, i64 0}
!31 = distinct !{!31, !15}
!32 = distinct !{!32, !15}
!33 = !{!34, !34, i64 0}
!34 = !{!"double", !7, i64 0}
!35 = distinct !{!35, !15}
!36 = !{!37, !37, i64 0}
!37 = !{!"float", !7, i64 0}
!38 = distinct !{!38, !15}
