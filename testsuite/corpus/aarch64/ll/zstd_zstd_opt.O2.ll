; ModuleID = 'src/zstd/lib/compress/zstd_opt.c'
source_filename = "src/zstd/lib/compress/zstd_opt.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local void @ZSTD_updateTree(ptr nocapture noundef %0, ptr noundef %1, ptr noundef readnone %2) local_unnamed_addr #0 {
  %4 = alloca i32, align 4
  %5 = getelementptr inbounds i8, ptr %0, i64 272
  %6 = load i32, ptr %5, align 8, !tbaa !6
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !16
  %9 = ptrtoint ptr %1 to i64
  %10 = ptrtoint ptr %8 to i64
  %11 = sub i64 %9, %10
  %12 = trunc i64 %11 to i32
  %13 = getelementptr inbounds i8, ptr %0, i64 44
  %14 = load i32, ptr %13, align 4, !tbaa !17
  %15 = icmp ult i32 %14, %12
  br i1 %15, label %16, label %231

16:                                               ; preds = %3
  %17 = getelementptr inbounds i8, ptr %0, i64 256
  %18 = getelementptr inbounds i8, ptr %0, i64 112
  %19 = load ptr, ptr %18, align 8, !tbaa !18
  %20 = getelementptr inbounds i8, ptr %0, i64 264
  %21 = getelementptr inbounds i8, ptr %0, i64 128
  %22 = load ptr, ptr %21, align 8, !tbaa !19
  %23 = getelementptr inbounds i8, ptr %0, i64 260
  %24 = getelementptr inbounds i8, ptr %0, i64 28
  %25 = getelementptr inbounds i8, ptr %0, i64 40
  %26 = getelementptr inbounds i8, ptr %0, i64 268
  %27 = getelementptr inbounds i8, ptr %2, i64 -7
  %28 = getelementptr inbounds i8, ptr %2, i64 -3
  %29 = getelementptr inbounds i8, ptr %2, i64 -1
  br label %30

30:                                               ; preds = %16, %223
  %31 = phi i32 [ %14, %16 ], [ %229, %223 ]
  %32 = zext i32 %31 to i64
  %33 = getelementptr inbounds i8, ptr %8, i64 %32
  %34 = load i32, ptr %20, align 4, !tbaa !20
  switch i32 %6, label %35 [
    i32 8, label %59
    i32 5, label %41
    i32 6, label %47
    i32 7, label %53
  ]

35:                                               ; preds = %30
  %36 = load i32, ptr %33, align 1, !tbaa !21
  %37 = mul i32 %36, -1640531535
  %38 = sub i32 32, %34
  %39 = lshr i32 %37, %38
  %40 = zext i32 %39 to i64
  br label %65

41:                                               ; preds = %30
  %42 = load i64, ptr %33, align 1, !tbaa !22
  %43 = mul i64 %42, -3523014627271114752
  %44 = sub i32 64, %34
  %45 = zext nneg i32 %44 to i64
  %46 = lshr i64 %43, %45
  br label %65

47:                                               ; preds = %30
  %48 = load i64, ptr %33, align 1, !tbaa !22
  %49 = mul i64 %48, -3523014627193847808
  %50 = sub i32 64, %34
  %51 = zext nneg i32 %50 to i64
  %52 = lshr i64 %49, %51
  br label %65

53:                                               ; preds = %30
  %54 = load i64, ptr %33, align 1, !tbaa !22
  %55 = mul i64 %54, -3523014627193167104
  %56 = sub i32 64, %34
  %57 = zext nneg i32 %56 to i64
  %58 = lshr i64 %55, %57
  br label %65

59:                                               ; preds = %30
  %60 = load i64, ptr %33, align 1, !tbaa !22
  %61 = mul i64 %60, -3523014627327384477
  %62 = sub i32 64, %34
  %63 = zext nneg i32 %62 to i64
  %64 = lshr i64 %61, %63
  br label %65

65:                                               ; preds = %59, %53, %47, %41, %35
  %66 = phi i64 [ %40, %35 ], [ %58, %53 ], [ %52, %47 ], [ %46, %41 ], [ %64, %59 ]
  %67 = load i32, ptr %23, align 4, !tbaa !23
  %68 = add i32 %67, -1
  %69 = shl nsw i32 -1, %68
  %70 = xor i32 %69, -1
  %71 = getelementptr inbounds i32, ptr %19, i64 %66
  %72 = load i32, ptr %71, align 4, !tbaa !21
  %73 = tail call i32 @llvm.usub.sat.i32(i32 %31, i32 %70)
  %74 = and i32 %31, %70
  %75 = shl nuw i32 %74, 1
  %76 = zext i32 %75 to i64
  %77 = getelementptr inbounds i32, ptr %22, i64 %76
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4)
  %78 = load i32, ptr %17, align 4, !tbaa !24
  %79 = shl nuw i32 1, %78
  %80 = load i32, ptr %24, align 4, !tbaa !25
  %81 = sub i32 %12, %80
  %82 = icmp ugt i32 %81, %79
  %83 = sub i32 %12, %79
  %84 = load i32, ptr %25, align 8, !tbaa !26
  %85 = icmp eq i32 %84, 0
  %86 = select i1 %85, i1 %82, i1 false
  %87 = select i1 %86, i32 %83, i32 %80
  %88 = add i32 %31, 9
  %89 = load i32, ptr %26, align 4, !tbaa !27
  store i32 %31, ptr %71, align 4, !tbaa !21
  %90 = icmp ult i32 %72, %87
  br i1 %90, label %91, label %92

91:                                               ; preds = %65
  store <2 x i32> zeroinitializer, ptr %77, align 4, !tbaa !21
  br label %223

92:                                               ; preds = %65
  %93 = getelementptr inbounds i8, ptr %77, i64 4
  %94 = shl nuw i32 1, %89
  br label %95

95:                                               ; preds = %204, %92
  %96 = phi i32 [ %72, %92 ], [ %210, %204 ]
  %97 = phi i32 [ %94, %92 ], [ %211, %204 ]
  %98 = phi i64 [ 8, %92 ], [ %191, %204 ]
  %99 = phi i32 [ %88, %92 ], [ %189, %204 ]
  %100 = phi i64 [ 0, %92 ], [ %208, %204 ]
  %101 = phi ptr [ %93, %92 ], [ %207, %204 ]
  %102 = phi ptr [ %77, %92 ], [ %206, %204 ]
  %103 = phi i64 [ 0, %92 ], [ %205, %204 ]
  %104 = and i32 %96, %70
  %105 = shl nuw i32 %104, 1
  %106 = zext i32 %105 to i64
  %107 = getelementptr inbounds i32, ptr %22, i64 %106
  %108 = tail call i64 @llvm.umin.i64(i64 %100, i64 %103)
  %109 = zext i32 %96 to i64
  %110 = getelementptr inbounds i8, ptr %8, i64 %109
  %111 = getelementptr inbounds i8, ptr %33, i64 %108
  %112 = getelementptr inbounds i8, ptr %110, i64 %108
  %113 = icmp ugt ptr %27, %111
  br i1 %113, label %114, label %140

114:                                              ; preds = %95
  %115 = load i64, ptr %112, align 1, !tbaa !22
  %116 = load i64, ptr %111, align 1, !tbaa !22
  %117 = icmp eq i64 %115, %116
  br i1 %117, label %122, label %118

118:                                              ; preds = %114
  %119 = xor i64 %116, %115
  %120 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %119, i1 false)
  %121 = lshr i64 %120, 3
  br label %177

122:                                              ; preds = %114, %128
  %123 = phi ptr [ %126, %128 ], [ %112, %114 ]
  %124 = phi ptr [ %125, %128 ], [ %111, %114 ]
  %125 = getelementptr inbounds i8, ptr %124, i64 8
  %126 = getelementptr inbounds i8, ptr %123, i64 8
  %127 = icmp ult ptr %125, %27
  br i1 %127, label %128, label %140

128:                                              ; preds = %122
  %129 = load i64, ptr %126, align 1, !tbaa !22
  %130 = load i64, ptr %125, align 1, !tbaa !22
  %131 = icmp eq i64 %129, %130
  br i1 %131, label %122, label %132

132:                                              ; preds = %128
  %133 = xor i64 %130, %129
  %134 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %133, i1 false)
  %135 = lshr i64 %134, 3
  %136 = getelementptr inbounds i8, ptr %125, i64 %135
  %137 = ptrtoint ptr %136 to i64
  %138 = ptrtoint ptr %111 to i64
  %139 = sub i64 %137, %138
  br label %177

140:                                              ; preds = %122, %95
  %141 = phi ptr [ %112, %95 ], [ %126, %122 ]
  %142 = phi ptr [ %111, %95 ], [ %125, %122 ]
  %143 = icmp ult ptr %142, %28
  br i1 %143, label %144, label %151

144:                                              ; preds = %140
  %145 = load i32, ptr %141, align 1, !tbaa !21
  %146 = load i32, ptr %142, align 1, !tbaa !21
  %147 = icmp eq i32 %145, %146
  br i1 %147, label %148, label %151

148:                                              ; preds = %144
  %149 = getelementptr inbounds i8, ptr %142, i64 4
  %150 = getelementptr inbounds i8, ptr %141, i64 4
  br label %151

151:                                              ; preds = %148, %144, %140
  %152 = phi ptr [ %150, %148 ], [ %141, %144 ], [ %141, %140 ]
  %153 = phi ptr [ %149, %148 ], [ %142, %144 ], [ %142, %140 ]
  %154 = icmp ult ptr %153, %29
  br i1 %154, label %155, label %162

155:                                              ; preds = %151
  %156 = load i16, ptr %152, align 1, !tbaa !28
  %157 = load i16, ptr %153, align 1, !tbaa !28
  %158 = icmp eq i16 %156, %157
  br i1 %158, label %159, label %162

159:                                              ; preds = %155
  %160 = getelementptr inbounds i8, ptr %153, i64 2
  %161 = getelementptr inbounds i8, ptr %152, i64 2
  br label %162

162:                                              ; preds = %159, %155, %151
  %163 = phi ptr [ %161, %159 ], [ %152, %155 ], [ %152, %151 ]
  %164 = phi ptr [ %160, %159 ], [ %153, %155 ], [ %153, %151 ]
  %165 = icmp ult ptr %164, %2
  br i1 %165, label %166, label %172

166:                                              ; preds = %162
  %167 = load i8, ptr %163, align 1, !tbaa !30
  %168 = load i8, ptr %164, align 1, !tbaa !30
  %169 = icmp eq i8 %167, %168
  %170 = zext i1 %169 to i64
  %171 = getelementptr inbounds i8, ptr %164, i64 %170
  br label %172

172:                                              ; preds = %166, %162
  %173 = phi ptr [ %164, %162 ], [ %171, %166 ]
  %174 = ptrtoint ptr %173 to i64
  %175 = ptrtoint ptr %111 to i64
  %176 = sub i64 %174, %175
  br label %177

177:                                              ; preds = %172, %132, %118
  %178 = phi i64 [ %176, %172 ], [ %121, %118 ], [ %139, %132 ]
  %179 = add i64 %178, %108
  %180 = icmp ugt i64 %179, %98
  br i1 %180, label %181, label %188

181:                                              ; preds = %177
  %182 = sub i32 %99, %96
  %183 = zext i32 %182 to i64
  %184 = icmp ugt i64 %179, %183
  br i1 %184, label %185, label %188

185:                                              ; preds = %181
  %186 = trunc i64 %179 to i32
  %187 = add i32 %96, %186
  br label %188

188:                                              ; preds = %185, %181, %177
  %189 = phi i32 [ %187, %185 ], [ %99, %181 ], [ %99, %177 ]
  %190 = phi i64 [ %179, %185 ], [ %179, %181 ], [ %98, %177 ]
  %191 = freeze i64 %190
  %192 = getelementptr inbounds i8, ptr %33, i64 %179
  %193 = icmp eq ptr %192, %2
  br i1 %193, label %215, label %194

194:                                              ; preds = %188
  %195 = getelementptr inbounds i8, ptr %110, i64 %179
  %196 = load i8, ptr %195, align 1, !tbaa !30
  %197 = load i8, ptr %192, align 1, !tbaa !30
  %198 = icmp ult i8 %196, %197
  %199 = icmp ugt i32 %96, %73
  br i1 %198, label %200, label %203

200:                                              ; preds = %194
  store i32 %96, ptr %102, align 4, !tbaa !21
  br i1 %199, label %201, label %215

201:                                              ; preds = %200
  %202 = getelementptr inbounds i8, ptr %107, i64 4
  br label %204

203:                                              ; preds = %194
  store i32 %96, ptr %101, align 4, !tbaa !21
  br i1 %199, label %204, label %215

204:                                              ; preds = %203, %201
  %205 = phi i64 [ %103, %201 ], [ %179, %203 ]
  %206 = phi ptr [ %202, %201 ], [ %102, %203 ]
  %207 = phi ptr [ %101, %201 ], [ %107, %203 ]
  %208 = phi i64 [ %179, %201 ], [ %100, %203 ]
  %209 = phi ptr [ %202, %201 ], [ %107, %203 ]
  %210 = load i32, ptr %209, align 4, !tbaa !21
  %211 = add i32 %97, -1
  %212 = icmp ne i32 %211, 0
  %213 = icmp uge i32 %210, %87
  %214 = select i1 %212, i1 %213, i1 false
  br i1 %214, label %95, label %215, !llvm.loop !31

215:                                              ; preds = %204, %203, %200, %188
  %216 = phi ptr [ %206, %204 ], [ %102, %188 ], [ %4, %200 ], [ %102, %203 ]
  %217 = phi ptr [ %207, %204 ], [ %101, %188 ], [ %101, %200 ], [ %4, %203 ]
  store i32 0, ptr %217, align 4, !tbaa !21
  store i32 0, ptr %216, align 4, !tbaa !21
  %218 = icmp ugt i64 %191, 384
  %219 = trunc i64 %191 to i32
  %220 = add i32 %219, -384
  %221 = tail call i32 @llvm.umin.i32(i32 %220, i32 192)
  %222 = select i1 %218, i32 %221, i32 0
  br label %223

223:                                              ; preds = %91, %215
  %224 = phi i32 [ %88, %91 ], [ %189, %215 ]
  %225 = phi i32 [ 0, %91 ], [ %222, %215 ]
  %226 = sub i32 %224, %31
  %227 = add i32 %226, -8
  %228 = tail call i32 @llvm.umax.i32(i32 %225, i32 %227)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4)
  %229 = add i32 %228, %31
  %230 = icmp ult i32 %229, %12
  br i1 %230, label %30, label %231, !llvm.loop !33

231:                                              ; preds = %223, %3
  store i32 %12, ptr %13, align 4, !tbaa !17
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.usub.sat.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #3

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !12, i64 272}
!7 = !{!"ZSTD_MatchState_t", !8, i64 0, !12, i64 40, !12, i64 44, !12, i64 48, !12, i64 52, !9, i64 56, !10, i64 64, !13, i64 96, !12, i64 104, !9, i64 112, !9, i64 120, !9, i64 128, !12, i64 136, !12, i64 140, !14, i64 144, !9, i64 248, !15, i64 256, !9, i64 288, !12, i64 296, !12, i64 300}
!8 = !{!"", !9, i64 0, !9, i64 8, !9, i64 16, !12, i64 24, !12, i64 28, !12, i64 32}
!9 = !{!"any pointer", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!"int", !10, i64 0}
!13 = !{!"long", !10, i64 0}
!14 = !{!"", !9, i64 0, !9, i64 8, !9, i64 16, !9, i64 24, !9, i64 32, !9, i64 40, !12, i64 48, !12, i64 52, !12, i64 56, !12, i64 60, !12, i64 64, !12, i64 68, !12, i64 72, !12, i64 76, !12, i64 80, !9, i64 88, !12, i64 96}
!15 = !{!"", !12, i64 0, !12, i64 4, !12, i64 8, !12, i64 12, !12, i64 16, !12, i64 20, !12, i64 24}
!16 = !{!7, !9, i64 8}
!17 = !{!7, !12, i64 44}
!18 = !{!7, !9, i64 112}
!19 = !{!7, !9, i64 128}
!20 = !{!15, !12, i64 8}
!21 = !{!12, !12, i64 0}
!22 = !{!13, !13, i64 0}
!23 = !{!15, !12, i64 4}
!24 = !{!15, !12, i64 0}
!25 = !{!7, !12, i64 28}
!26 = !{!7, !12, i64 40}
!27 = !{!15, !12, i64 12}
!28 = !{!29, !29, i64 0}
!29 = !{!"short", !10, i64 0}
!30 = !{!10, !10, i64 0}
!31 = distinct !{!31, !32}
!32 = !{!"llvm.loop.mustprogress"}
!33 = distinct !{!33, !32}
