; ModuleID = 'c_style_callback.cpp'
source_filename = "c_style_callback.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Limit = type { i32, i32 }

$_Z6printfPKcz = comdat any

$__clang_call_terminate = comdat any

$_ZTS6TooBig = comdat any

$_ZTI6TooBig = comdat any

@__const.main.data = private unnamed_addr constant [8 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6], align 16
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS6TooBig = linkonce_odr dso_local constant [8 x i8] c"6TooBig\00", comdat, align 1
@_ZTI6TooBig = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS6TooBig }, comdat, align 8
@.str = private unnamed_addr constant [18 x i8] c"limit %d: sum %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [29 x i8] c"limit %d: %d at position %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [25 x i8] c"list limit %d: %d nodes\0A\00", align 1
@.str.3 = private unnamed_addr constant [34 x i8] c"list limit %d: %d at position %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"buffer\00", align 1
@.str.5 = private unnamed_addr constant [24 x i8] c"catch-all frees the %s\0A\00", align 1

; Function Attrs: mustprogress noinline uwtable
define dso_local i32 @walk_array(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef readonly %2, ptr noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %4
  %7 = zext nneg i32 %1 to i64
  br label %10

8:                                                ; preds = %10, %4
  %9 = phi i32 [ 0, %4 ], [ %16, %10 ]
  ret i32 %9

10:                                               ; preds = %6, %10
  %11 = phi i64 [ 0, %6 ], [ %17, %10 ]
  %12 = phi i32 [ 0, %6 ], [ %16, %10 ]
  %13 = getelementptr inbounds i32, ptr %0, i64 %11
  %14 = load i32, ptr %13, align 4, !tbaa !5
  %15 = tail call noundef i32 %2(i32 noundef %14, ptr noundef %3)
  %16 = add nsw i32 %15, %12
  %17 = add nuw nsw i64 %11, 1
  %18 = icmp eq i64 %17, %7
  br i1 %18, label %8, label %10, !llvm.loop !9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress noinline uwtable
define dso_local i32 @walk_list(ptr noundef readonly %0, ptr nocapture noundef readonly %1, ptr noundef %2) local_unnamed_addr #0 {
  %4 = icmp eq ptr %0, null
  br i1 %4, label %16, label %5

5:                                                ; preds = %3, %11
  %6 = phi i32 [ %12, %11 ], [ 0, %3 ]
  %7 = phi ptr [ %14, %11 ], [ %0, %3 ]
  %8 = load i32, ptr %7, align 8, !tbaa !11
  %9 = tail call noundef i32 %1(i32 noundef %8, ptr noundef %2)
  %10 = icmp slt i32 %9, 0
  br i1 %10, label %16, label %11

11:                                               ; preds = %5
  %12 = add nuw nsw i32 %6, 1
  %13 = getelementptr inbounds i8, ptr %7, i64 8
  %14 = load ptr, ptr %13, align 8, !tbaa !14
  %15 = icmp eq ptr %14, null
  br i1 %15, label %16, label %5, !llvm.loop !15

16:                                               ; preds = %11, %5, %3
  %17 = phi i32 [ 0, %3 ], [ %6, %5 ], [ %12, %11 ]
  ret i32 %17
}

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #2 personality ptr @__gxx_personality_seh0 {
  %1 = alloca %struct.Limit, align 4
  %2 = alloca %struct.Limit, align 4
  %3 = alloca %struct.Limit, align 8
  %4 = getelementptr inbounds i8, ptr %1, i64 4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #13
  store i32 10, ptr %1, align 4, !tbaa !16
  store i32 0, ptr %4, align 4, !tbaa !18
  %5 = invoke fastcc i32 @walk_array.specialized.1(ptr noundef nonnull @__const.main.data, i32 noundef 8, ptr noundef nonnull %1)
          to label %6 unwind label %8

6:                                                ; preds = %0
  %7 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str, i32 noundef 10, i32 noundef %5)
          to label %21 unwind label %8

8:                                                ; preds = %0, %6
  %9 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI6TooBig
  %10 = extractvalue { ptr, i32 } %9, 0
  %11 = extractvalue { ptr, i32 } %9, 1
  %12 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI6TooBig) #13
  %13 = icmp eq i32 %11, %12
  br i1 %13, label %14, label %83

14:                                               ; preds = %8
  %15 = tail call ptr @__cxa_begin_catch(ptr %10) #13
  %16 = load i32, ptr %15, align 4, !tbaa !19
  %17 = getelementptr inbounds i8, ptr %15, i64 4
  %18 = load i32, ptr %17, align 4, !tbaa !21
  %19 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.1, i32 noundef 10, i32 noundef %16, i32 noundef %18)
          to label %20 unwind label %78

20:                                               ; preds = %14
  tail call void @__cxa_end_catch()
  br label %21

21:                                               ; preds = %6, %20
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #13
  store i32 7, ptr %1, align 4, !tbaa !16
  store i32 0, ptr %4, align 4, !tbaa !18
  %22 = invoke fastcc i32 @walk_array.specialized.1(ptr noundef nonnull @__const.main.data, i32 noundef 8, ptr noundef nonnull %1)
          to label %23 unwind label %25

23:                                               ; preds = %21
  %24 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str, i32 noundef 7, i32 noundef %22)
          to label %38 unwind label %25

25:                                               ; preds = %21, %23
  %26 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI6TooBig
  %27 = extractvalue { ptr, i32 } %26, 0
  %28 = extractvalue { ptr, i32 } %26, 1
  %29 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI6TooBig) #13
  %30 = icmp eq i32 %28, %29
  br i1 %30, label %31, label %83

31:                                               ; preds = %25
  %32 = tail call ptr @__cxa_begin_catch(ptr %27) #13
  %33 = load i32, ptr %32, align 4, !tbaa !19
  %34 = getelementptr inbounds i8, ptr %32, i64 4
  %35 = load i32, ptr %34, align 4, !tbaa !21
  %36 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.1, i32 noundef 7, i32 noundef %33, i32 noundef %35)
          to label %37 unwind label %78

37:                                               ; preds = %31
  tail call void @__cxa_end_catch()
  br label %38

38:                                               ; preds = %37, %23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #13
  store i32 4, ptr %1, align 4, !tbaa !16
  store i32 0, ptr %4, align 4, !tbaa !18
  %39 = invoke fastcc i32 @walk_array.specialized.1(ptr noundef nonnull @__const.main.data, i32 noundef 8, ptr noundef nonnull %1)
          to label %40 unwind label %42

40:                                               ; preds = %38
  %41 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str, i32 noundef 4, i32 noundef %39)
          to label %55 unwind label %42

42:                                               ; preds = %38, %40
  %43 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI6TooBig
  %44 = extractvalue { ptr, i32 } %43, 0
  %45 = extractvalue { ptr, i32 } %43, 1
  %46 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI6TooBig) #13
  %47 = icmp eq i32 %45, %46
  br i1 %47, label %48, label %83

48:                                               ; preds = %42
  %49 = tail call ptr @__cxa_begin_catch(ptr %44) #13
  %50 = load i32, ptr %49, align 4, !tbaa !19
  %51 = getelementptr inbounds i8, ptr %49, i64 4
  %52 = load i32, ptr %51, align 4, !tbaa !21
  %53 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.1, i32 noundef 4, i32 noundef %50, i32 noundef %52)
          to label %54 unwind label %78

54:                                               ; preds = %48
  tail call void @__cxa_end_catch()
  br label %55

55:                                               ; preds = %54, %40
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #13
  %56 = tail call dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #14
  store i32 100, ptr %56, align 8, !tbaa !11
  %57 = getelementptr inbounds i8, ptr %56, i64 8
  store ptr null, ptr %57, align 8, !tbaa !14
  %58 = tail call dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #14
  store i32 81, ptr %58, align 8, !tbaa !11
  %59 = getelementptr inbounds i8, ptr %58, i64 8
  store ptr %56, ptr %59, align 8, !tbaa !14
  %60 = tail call dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #14
  store i32 64, ptr %60, align 8, !tbaa !11
  %61 = getelementptr inbounds i8, ptr %60, i64 8
  store ptr %58, ptr %61, align 8, !tbaa !14
  %62 = tail call dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #14
  store i32 49, ptr %62, align 8, !tbaa !11
  %63 = getelementptr inbounds i8, ptr %62, i64 8
  store ptr %60, ptr %63, align 8, !tbaa !14
  %64 = tail call dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #14
  store i32 36, ptr %64, align 8, !tbaa !11
  %65 = getelementptr inbounds i8, ptr %64, i64 8
  store ptr %62, ptr %65, align 8, !tbaa !14
  %66 = tail call dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #14
  store i32 25, ptr %66, align 8, !tbaa !11
  %67 = getelementptr inbounds i8, ptr %66, i64 8
  store ptr %64, ptr %67, align 8, !tbaa !14
  %68 = tail call dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #14
  store i32 16, ptr %68, align 8, !tbaa !11
  %69 = getelementptr inbounds i8, ptr %68, i64 8
  store ptr %66, ptr %69, align 8, !tbaa !14
  %70 = tail call dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #14
  store i32 9, ptr %70, align 8, !tbaa !11
  %71 = getelementptr inbounds i8, ptr %70, i64 8
  store ptr %68, ptr %71, align 8, !tbaa !14
  %72 = tail call dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #14
  store i32 4, ptr %72, align 8, !tbaa !11
  %73 = getelementptr inbounds i8, ptr %72, i64 8
  store ptr %70, ptr %73, align 8, !tbaa !14
  %74 = tail call noalias noundef dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #14
  store i32 1, ptr %74, align 8, !tbaa !11
  %75 = getelementptr inbounds i8, ptr %74, i64 8
  store ptr %72, ptr %75, align 8, !tbaa !14
  %76 = getelementptr inbounds i8, ptr %2, i64 4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #13
  store i32 200, ptr %2, align 4, !tbaa !16
  store i32 0, ptr %76, align 4, !tbaa !18
  %77 = invoke fastcc i32 @walk_list.specialized.2(ptr noundef nonnull %74, ptr noundef nonnull %2)
          to label %94 unwind label %96

78:                                               ; preds = %48, %31, %14
  %79 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %80 unwind label %171

80:                                               ; preds = %78
  %81 = extractvalue { ptr, i32 } %79, 1
  %82 = extractvalue { ptr, i32 } %79, 0
  br label %83

83:                                               ; preds = %8, %25, %42, %80
  %84 = phi i32 [ %81, %80 ], [ %11, %8 ], [ %28, %25 ], [ %45, %42 ]
  %85 = phi ptr [ %82, %80 ], [ %10, %8 ], [ %27, %25 ], [ %44, %42 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #13
  br label %166

86:                                               ; preds = %143, %86
  %87 = phi ptr [ %89, %86 ], [ %74, %143 ]
  %88 = getelementptr inbounds i8, ptr %87, i64 8
  %89 = load ptr, ptr %88, align 8, !tbaa !14
  tail call void @free(ptr noundef nonnull %87)
  %90 = icmp eq ptr %89, null
  br i1 %90, label %91, label %86, !llvm.loop !22

91:                                               ; preds = %86
  %92 = tail call dereferenceable_or_null(32) ptr @malloc(i64 noundef 32) #14
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(7) %92, ptr noundef nonnull align 1 dereferenceable(7) @.str.4, i64 7, i1 false) #13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #13
  store i64 0, ptr %3, align 8
  %93 = invoke fastcc i32 @walk_array.specialized.1(ptr noundef nonnull @__const.main.data, i32 noundef 1, ptr noundef nonnull %3)
          to label %152 unwind label %153

94:                                               ; preds = %55
  %95 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.2, i32 noundef 200, i32 noundef %77)
          to label %109 unwind label %96

96:                                               ; preds = %55, %94
  %97 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI6TooBig
  %98 = extractvalue { ptr, i32 } %97, 0
  %99 = extractvalue { ptr, i32 } %97, 1
  %100 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI6TooBig) #13
  %101 = icmp eq i32 %99, %100
  br i1 %101, label %102, label %149

102:                                              ; preds = %96
  %103 = tail call ptr @__cxa_begin_catch(ptr %98) #13
  %104 = load i32, ptr %103, align 4, !tbaa !19
  %105 = getelementptr inbounds i8, ptr %103, i64 4
  %106 = load i32, ptr %105, align 4, !tbaa !21
  %107 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.3, i32 noundef 200, i32 noundef %104, i32 noundef %106)
          to label %108 unwind label %144

108:                                              ; preds = %102
  tail call void @__cxa_end_catch()
  br label %109

109:                                              ; preds = %94, %108
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #13
  store i32 115, ptr %2, align 4, !tbaa !16
  store i32 0, ptr %76, align 4, !tbaa !18
  %110 = invoke fastcc i32 @walk_list.specialized.2(ptr noundef nonnull %74, ptr noundef nonnull %2)
          to label %111 unwind label %113

111:                                              ; preds = %109
  %112 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.2, i32 noundef 115, i32 noundef %110)
          to label %126 unwind label %113

113:                                              ; preds = %109, %111
  %114 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI6TooBig
  %115 = extractvalue { ptr, i32 } %114, 0
  %116 = extractvalue { ptr, i32 } %114, 1
  %117 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI6TooBig) #13
  %118 = icmp eq i32 %116, %117
  br i1 %118, label %119, label %149

119:                                              ; preds = %113
  %120 = tail call ptr @__cxa_begin_catch(ptr %115) #13
  %121 = load i32, ptr %120, align 4, !tbaa !19
  %122 = getelementptr inbounds i8, ptr %120, i64 4
  %123 = load i32, ptr %122, align 4, !tbaa !21
  %124 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.3, i32 noundef 115, i32 noundef %121, i32 noundef %123)
          to label %125 unwind label %144

125:                                              ; preds = %119
  tail call void @__cxa_end_catch()
  br label %126

126:                                              ; preds = %125, %111
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #13
  store i32 30, ptr %2, align 4, !tbaa !16
  store i32 0, ptr %76, align 4, !tbaa !18
  %127 = invoke fastcc i32 @walk_list.specialized.2(ptr noundef nonnull %74, ptr noundef nonnull %2)
          to label %128 unwind label %130

128:                                              ; preds = %126
  %129 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.2, i32 noundef 30, i32 noundef %127)
          to label %143 unwind label %130

130:                                              ; preds = %126, %128
  %131 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI6TooBig
  %132 = extractvalue { ptr, i32 } %131, 0
  %133 = extractvalue { ptr, i32 } %131, 1
  %134 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI6TooBig) #13
  %135 = icmp eq i32 %133, %134
  br i1 %135, label %136, label %149

136:                                              ; preds = %130
  %137 = tail call ptr @__cxa_begin_catch(ptr %132) #13
  %138 = load i32, ptr %137, align 4, !tbaa !19
  %139 = getelementptr inbounds i8, ptr %137, i64 4
  %140 = load i32, ptr %139, align 4, !tbaa !21
  %141 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.3, i32 noundef 30, i32 noundef %138, i32 noundef %140)
          to label %142 unwind label %144

142:                                              ; preds = %136
  tail call void @__cxa_end_catch()
  br label %143

143:                                              ; preds = %142, %128
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #13
  br label %86

144:                                              ; preds = %136, %119, %102
  %145 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %146 unwind label %171

146:                                              ; preds = %144
  %147 = extractvalue { ptr, i32 } %145, 1
  %148 = extractvalue { ptr, i32 } %145, 0
  br label %149

149:                                              ; preds = %96, %113, %130, %146
  %150 = phi i32 [ %147, %146 ], [ %99, %96 ], [ %116, %113 ], [ %133, %130 ]
  %151 = phi ptr [ %148, %146 ], [ %98, %96 ], [ %115, %113 ], [ %132, %130 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #13
  br label %166

152:                                              ; preds = %91
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #13
  br label %159

153:                                              ; preds = %91
  %154 = landingpad { ptr, i32 }
          catch ptr null
  %155 = extractvalue { ptr, i32 } %154, 0
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #13
  %156 = tail call ptr @__cxa_begin_catch(ptr %155) #13
  %157 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.5, ptr noundef nonnull %92)
          to label %158 unwind label %161

158:                                              ; preds = %153
  tail call void @free(ptr noundef nonnull %92)
  tail call void @__cxa_end_catch()
  br label %159

159:                                              ; preds = %158, %152
  %160 = phi i32 [ 1, %152 ], [ 0, %158 ]
  ret i32 %160

161:                                              ; preds = %153
  %162 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %163 unwind label %171

163:                                              ; preds = %161
  %164 = extractvalue { ptr, i32 } %162, 1
  %165 = extractvalue { ptr, i32 } %162, 0
  br label %166

166:                                              ; preds = %149, %163, %83
  %167 = phi i32 [ %84, %83 ], [ %150, %149 ], [ %164, %163 ]
  %168 = phi ptr [ %85, %83 ], [ %151, %149 ], [ %165, %163 ]
  %169 = insertvalue { ptr, i32 } poison, ptr %168, 0
  %170 = insertvalue { ptr, i32 } %169, i32 %167, 1
  resume { ptr, i32 } %170

171:                                              ; preds = %161, %144, %78
  %172 = landingpad { ptr, i32 }
          catch ptr null
  %173 = extractvalue { ptr, i32 } %172, 0
  tail call void @__clang_call_terminate(ptr %173) #15
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_Z6printfPKcz(ptr noundef nonnull %0, ...) local_unnamed_addr #4 comdat {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #13
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1)
  %4 = load ptr, ptr %2, align 8, !tbaa !23
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #13
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #13
  ret i32 %5
}

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #5

declare dso_local ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare dso_local void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #6 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #13
  tail call void @_ZSt9terminatev() #15
  unreachable
}

declare dso_local void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare dso_local noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare dso_local void @free(ptr allocptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #9

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #10

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #9

declare dso_local ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare dso_local void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc i32 @walk_array.specialized.1(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef %2) unnamed_addr #12 {
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %10

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %2, i64 4
  %7 = load i32, ptr %2, align 4, !tbaa !16
  %8 = load i32, ptr %6, align 4, !tbaa !18
  %9 = zext nneg i32 %1 to i64
  br label %12

10:                                               ; preds = %24, %3
  %11 = phi i32 [ 0, %3 ], [ %25, %24 ]
  ret i32 %11

12:                                               ; preds = %5, %24
  %13 = phi i64 [ 0, %5 ], [ %26, %24 ]
  %14 = phi i32 [ %8, %5 ], [ %18, %24 ]
  %15 = phi i32 [ 0, %5 ], [ %25, %24 ]
  %16 = getelementptr inbounds i32, ptr %0, i64 %13
  %17 = load i32, ptr %16, align 4, !tbaa !5
  %18 = add nsw i32 %14, 1
  store i32 %18, ptr %6, align 4, !tbaa !18
  %19 = icmp slt i32 %7, %17
  br i1 %19, label %20, label %24

20:                                               ; preds = %12
  %21 = tail call ptr @__cxa_allocate_exception(i64 8) #13
  store i32 %17, ptr %21, align 16, !tbaa !19
  %22 = getelementptr inbounds i8, ptr %21, i64 4
  %23 = load i32, ptr %6, align 4, !tbaa !18
  store i32 %23, ptr %22, align 4, !tbaa !21
  tail call void @__cxa_throw(ptr nonnull %21, ptr nonnull @_ZTI6TooBig, ptr null) #16
  unreachable

24:                                               ; preds = %12
  %25 = add nsw i32 %17, %15
  %26 = add nuw nsw i64 %13, 1
  %27 = icmp eq i64 %26, %9
  br i1 %27, label %10, label %12, !llvm.loop !9
}

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc i32 @walk_list.specialized.2(ptr noundef readonly %0, ptr nocapture noundef %1) unnamed_addr #12 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %28, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 4
  %6 = load i32, ptr %1, align 4, !tbaa !16
  %7 = load i32, ptr %5, align 4, !tbaa !18
  br label %8

8:                                                ; preds = %4, %21
  %9 = phi i32 [ %7, %4 ], [ %13, %21 ]
  %10 = phi i32 [ 0, %4 ], [ %22, %21 ]
  %11 = phi ptr [ %0, %4 ], [ %24, %21 ]
  %12 = load i32, ptr %11, align 8, !tbaa !11
  %13 = add nsw i32 %9, 1
  %14 = icmp slt i32 %6, %12
  br i1 %14, label %15, label %19

15:                                               ; preds = %8
  store i32 %13, ptr %5, align 4, !tbaa !18
  %16 = tail call ptr @__cxa_allocate_exception(i64 8) #13
  store i32 %12, ptr %16, align 16, !tbaa !19
  %17 = getelementptr inbounds i8, ptr %16, i64 4
  %18 = load i32, ptr %5, align 4, !tbaa !18
  store i32 %18, ptr %17, align 4, !tbaa !21
  tail call void @__cxa_throw(ptr nonnull %16, ptr nonnull @_ZTI6TooBig, ptr null) #16
  unreachable

19:                                               ; preds = %8
  %20 = icmp slt i32 %12, 0
  br i1 %20, label %26, label %21

21:                                               ; preds = %19
  %22 = add nuw nsw i32 %10, 1
  %23 = getelementptr inbounds i8, ptr %11, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !14
  %25 = icmp eq ptr %24, null
  br i1 %25, label %26, label %8, !llvm.loop !15

26:                                               ; preds = %21, %19
  %27 = phi i32 [ %10, %19 ], [ %22, %21 ]
  store i32 %13, ptr %5, align 4, !tbaa !18
  br label %28

28:                                               ; preds = %26, %2
  %29 = phi i32 [ 0, %2 ], [ %27, %26 ]
  ret i32 %29
}

attributes #0 = { mustprogress noinline uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { inlinehint mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind memory(none) }
attributes #6 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #10 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress noinline norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nounwind }
attributes #14 = { allocsize(0) }
attributes #15 = { noreturn nounwind }
attributes #16 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !6, i64 0}
!12 = !{!"_ZTS4node", !6, i64 0, !13, i64 8}
!13 = !{!"any pointer", !7, i64 0}
!14 = !{!12, !13, i64 8}
!15 = distinct !{!15, !10}
!16 = !{!17, !6, i64 0}
!17 = !{!"_ZTS5Limit", !6, i64 0, !6, i64 4}
!18 = !{!17, !6, i64 4}
!19 = !{!20, !6, i64 0}
!20 = !{!"_ZTS6TooBig", !6, i64 0, !6, i64 4}
!21 = !{!20, !6, i64 4}
!22 = distinct !{!22, !10}
!23 = !{!13, !13, i64 0}
