; ModuleID = 'src/zstd/lib/compress/zstd_opt.c'
source_filename = "src/zstd/lib/compress/zstd_opt.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local void @ZSTD_updateTree(ptr nocapture noundef %0, ptr noundef %1, ptr noundef readnone %2) local_unnamed_addr #0 {
  %4 = alloca i32, align 4
  %5 = getelementptr inbounds i8, ptr %0, i64 272
  %6 = load i32, ptr %5, align 8, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !15
  %9 = ptrtoint ptr %1 to i64
  %10 = ptrtoint ptr %8 to i64
  %11 = sub i64 %9, %10
  %12 = trunc i64 %11 to i32
  %13 = getelementptr inbounds i8, ptr %0, i64 44
  %14 = load i32, ptr %13, align 4, !tbaa !16
  %15 = icmp ult i32 %14, %12
  br i1 %15, label %16, label %231

16:                                               ; preds = %3
  %17 = getelementptr inbounds i8, ptr %0, i64 256
  %18 = getelementptr inbounds i8, ptr %0, i64 112
  %19 = load ptr, ptr %18, align 8, !tbaa !17
  %20 = getelementptr inbounds i8, ptr %0, i64 264
  %21 = getelementptr inbounds i8, ptr %0, i64 128
  %22 = load ptr, ptr %21, align 8, !tbaa !18
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
  %34 = load i32, ptr %20, align 4, !tbaa !19
  switch i32 %6, label %35 [
    i32 8, label %59
    i32 5, label %41
    i32 6, label %47
    i32 7, label %53
  ]

35:                                               ; preds = %30
  %36 = load i32, ptr %33, align 1, !tbaa !20
  %37 = mul i32 %36, -1640531535
  %38 = sub i32 32, %34
  %39 = lshr i32 %37, %38
  %40 = zext i32 %39 to i64
  br label %65

41:                                               ; preds = %30
  %42 = load i64, ptr %33, align 1, !tbaa !21
  %43 = mul i64 %42, -3523014627271114752
  %44 = sub i32 64, %34
  %45 = zext nneg i32 %44 to i64
  %46 = lshr i64 %43, %45
  br label %65

47:                                               ; preds = %30
  %48 = load i64, ptr %33, align 1, !tbaa !21
  %49 = mul i64 %48, -3523014627193847808
  %50 = sub i32 64, %34
  %51 = zext nneg i32 %50 to i64
  %52 = lshr i64 %49, %51
  br label %65

53:                                               ; preds = %30
  %54 = load i64, ptr %33, align 1, !tbaa !21
  %55 = mul i64 %54, -3523014627193167104
  %56 = sub i32 64, %34
  %57 = zext nneg i32 %56 to i64
  %58 = lshr i64 %55, %57
  br label %65

59:                                               ; preds = %30
  %60 = load i64, ptr %33, align 1, !tbaa !21
  %61 = mul i64 %60, -3523014627327384477
  %62 = sub i32 64, %34
  %63 = zext nneg i32 %62 to i64
  %64 = lshr i64 %61, %63
  br label %65

65:                                               ; preds = %59, %53, %47, %41, %35
  %66 = phi i64 [ %40, %35 ], [ %58, %53 ], [ %52, %47 ], [ %46, %41 ], [ %64, %59 ]
  %67 = load i32, ptr %23, align 4, !tbaa !22
  %68 = add i32 %67, -1
  %69 = shl nsw i32 -1, %68
  %70 = xor i32 %69, -1
  %71 = getelementptr inbounds i32, ptr %19, i64 %66
  %72 = load i32, ptr %71, align 4, !tbaa !20
  %73 = tail call i32 @llvm.usub.sat.i32(i32 %31, i32 %70)
  %74 = and i32 %31, %70
  %75 = shl nuw i32 %74, 1
  %76 = zext i32 %75 to i64
  %77 = getelementptr inbounds i32, ptr %22, i64 %76
  %78 = getelementptr inbounds i8, ptr %77, i64 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4)
  %79 = load i32, ptr %17, align 4, !tbaa !23
  %80 = shl nuw i32 1, %79
  %81 = load i32, ptr %24, align 4, !tbaa !24
  %82 = sub i32 %12, %81
  %83 = icmp ugt i32 %82, %80
  %84 = sub i32 %12, %80
  %85 = load i32, ptr %25, align 8, !tbaa !25
  %86 = icmp eq i32 %85, 0
  %87 = select i1 %86, i1 %83, i1 false
  %88 = select i1 %87, i32 %84, i32 %81
  %89 = add i32 %31, 9
  %90 = load i32, ptr %26, align 4, !tbaa !26
  store i32 %31, ptr %71, align 4, !tbaa !20
  %91 = icmp ult i32 %72, %88
  br i1 %91, label %92, label %93

92:                                               ; preds = %65
  store i32 0, ptr %78, align 4, !tbaa !20
  store i32 0, ptr %77, align 4, !tbaa !20
  br label %223

93:                                               ; preds = %65
  %94 = shl nuw i32 1, %90
  br label %95

95:                                               ; preds = %204, %93
  %96 = phi i32 [ %72, %93 ], [ %210, %204 ]
  %97 = phi i32 [ %94, %93 ], [ %211, %204 ]
  %98 = phi i64 [ 8, %93 ], [ %191, %204 ]
  %99 = phi i32 [ %89, %93 ], [ %189, %204 ]
  %100 = phi i64 [ 0, %93 ], [ %208, %204 ]
  %101 = phi ptr [ %78, %93 ], [ %207, %204 ]
  %102 = phi ptr [ %77, %93 ], [ %206, %204 ]
  %103 = phi i64 [ 0, %93 ], [ %205, %204 ]
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
  %115 = load i64, ptr %112, align 1, !tbaa !21
  %116 = load i64, ptr %111, align 1, !tbaa !21
  %117 = icmp eq i64 %115, %116
  br i1 %117, label %122, label %118

118:                                              ; preds = %114
  %119 = xor i64 %116, %115
  %120 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %119, i1 true)
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
  %129 = load i64, ptr %126, align 1, !tbaa !21
  %130 = load i64, ptr %125, align 1, !tbaa !21
  %131 = icmp eq i64 %129, %130
  br i1 %131, label %122, label %132

132:                                              ; preds = %128
  %133 = xor i64 %130, %129
  %134 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %133, i1 true)
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
  %145 = load i32, ptr %141, align 1, !tbaa !20
  %146 = load i32, ptr %142, align 1, !tbaa !20
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
  %156 = load i16, ptr %152, align 1, !tbaa !27
  %157 = load i16, ptr %153, align 1, !tbaa !27
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
  %167 = load i8, ptr %163, align 1, !tbaa !29
  %168 = load i8, ptr %164, align 1, !tbaa !29
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
  %196 = load i8, ptr %195, align 1, !tbaa !29
  %197 = load i8, ptr %192, align 1, !tbaa !29
  %198 = icmp ult i8 %196, %197
  %199 = icmp ugt i32 %96, %73
  br i1 %198, label %200, label %203

200:                                              ; preds = %194
  store i32 %96, ptr %102, align 4, !tbaa !20
  br i1 %199, label %201, label %215

201:                                              ; preds = %200
  %202 = getelementptr inbounds i8, ptr %107, i64 4
  br label %204

203:                                              ; preds = %194
  store i32 %96, ptr %101, align 4, !tbaa !20
  br i1 %199, label %204, label %215

204:                                              ; preds = %203, %201
  %205 = phi i64 [ %103, %201 ], [ %179, %203 ]
  %206 = phi ptr [ %202, %201 ], [ %102, %203 ]
  %207 = phi ptr [ %101, %201 ], [ %107, %203 ]
  %208 = phi i64 [ %179, %201 ], [ %100, %203 ]
  %209 = phi ptr [ %202, %201 ], [ %107, %203 ]
  %210 = load i32, ptr %209, align 4, !tbaa !20
  %211 = add i32 %97, -1
  %212 = icmp ne i32 %211, 0
  %213 = icmp uge i32 %210, %88
  %214 = select i1 %212, i1 %213, i1 false
  br i1 %214, label %95, label %215, !llvm.loop !30

215:                                              ; preds = %204, %203, %200, %188
  %216 = phi ptr [ %206, %204 ], [ %102, %188 ], [ %4, %200 ], [ %102, %203 ]
  %217 = phi ptr [ %207, %204 ], [ %101, %188 ], [ %101, %200 ], [ %4, %203 ]
  store i32 0, ptr %217, align 4, !tbaa !20
  store i32 0, ptr %216, align 4, !tbaa !20
  %218 = icmp ugt i64 %191, 384
  %219 = trunc i64 %191 to i32
  %220 = add i32 %219, -384
  %221 = tail call i32 @llvm.umin.i32(i32 %220, i32 192)
  %222 = select i1 %218, i32 %221, i32 0
  br label %223

223:                                              ; preds = %92, %215
  %224 = phi i32 [ %89, %92 ], [ %189, %215 ]
  %225 = phi i32 [ 0, %92 ], [ %222, %215 ]
  %226 = sub i32 %224, %31
  %227 = add i32 %226, -8
  %228 = tail call i32 @llvm.umax.i32(i32 %225, i32 %227)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4)
  %229 = add i32 %228, %31
  %230 = icmp ult i32 %229, %12
  br i1 %230, label %30, label %231, !llvm.loop !32

231:                                              ; preds = %223, %3
  store i32 %12, ptr %13, align 4, !tbaa !16
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

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !11, i64 272}
!6 = !{!"ZSTD_MatchState_t", !7, i64 0, !11, i64 40, !11, i64 44, !11, i64 48, !11, i64 52, !8, i64 56, !9, i64 64, !12, i64 96, !11, i64 104, !8, i64 112, !8, i64 120, !8, i64 128, !11, i64 136, !11, i64 140, !13, i64 144, !8, i64 248, !14, i64 256, !8, i64 288, !11, i64 296, !11, i64 300}
!7 = !{!"", !8, i64 0, !8, i64 8, !8, i64 16, !11, i64 24, !11, i64 28, !11, i64 32}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"int", !9, i64 0}
!12 = !{!"long", !9, i64 0}
!13 = !{!"", !8, i64 0, !8, i64 8, !8, i64 16, !8, i64 24, !8, i64 32, !8, i64 40, !11, i64 48, !11, i64 52, !11, i64 56, !11, i64 60, !11, i64 64, !11, i64 68, !11, i64 72, !11, i64 76, !11, i64 80, !8, i64 88, !11, i64 96}
!14 = !{!"", !11, i64 0, !11, i64 4, !11, i64 8, !11, i64 12, !11, i64 16, !11, i64 20, !11, i64 24}
!15 = !{!6, !8, i64 8}
!16 = !{!6, !11, i64 44}
!17 = !{!6, !8, i64 112}
!18 = !{!6, !8, i64 128}
!19 = !{!14, !11, i64 8}
!20 = !{!11, !11, i64 0}
!21 = !{!12, !12, i64 0}
!22 = !{!14, !11, i64 4}
!23 = !{!14, !11, i64 0}
!24 = !{!6, !11, i64 28}
!25 = !{!6, !11, i64 40}
!26 = !{!14, !11, i64 12}
!27 = !{!28, !28, i64 0}
!28 = !{!"short", !9, i64 0}
!29 = !{!9, !9, i64 0}
!30 = distinct !{!30, !31}
!31 = !{!"llvm.loop.mustprogress"}
!32 = distinct !{!32, !31}
