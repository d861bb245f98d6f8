; ModuleID = 'c_style_callback.cpp'
source_filename = "c_style_callback.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Limit = type { i32, i32 }

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
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #2 personality ptr @__gxx_personality_v0 {
  %1 = alloca %struct.Limit, align 4
  %2 = alloca %struct.Limit, align 4
  %3 = alloca %struct.Limit, align 8
  %4 = getelementptr inbounds i8, ptr %1, i64 4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #9
  store i32 10, ptr %1, align 4, !tbaa !16
  store i32 0, ptr %4, align 4, !tbaa !18
  %5 = invoke fastcc i32 @walk_array.specialized.1(ptr noundef nonnull @__const.main.data, i32 noundef 8, ptr noundef nonnull %1)
          to label %6 unwind label %8

6:                                                ; preds = %0
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 10, i32 noundef %5)
  br label %20

8:                                                ; preds = %0
  %9 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI6TooBig
  %10 = extractvalue { ptr, i32 } %9, 1
  %11 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI6TooBig) #9
  %12 = icmp eq i32 %10, %11
  br i1 %12, label %13, label %75

13:                                               ; preds = %8
  %14 = extractvalue { ptr, i32 } %9, 0
  %15 = tail call ptr @__cxa_begin_catch(ptr %14) #9
  %16 = load i32, ptr %15, align 4, !tbaa !19
  %17 = getelementptr inbounds i8, ptr %15, i64 4
  %18 = load i32, ptr %17, align 4, !tbaa !21
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 10, i32 noundef %16, i32 noundef %18)
  tail call void @__cxa_end_catch()
  br label %20

20:                                               ; preds = %13, %6
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #9
  store i32 7, ptr %1, align 4, !tbaa !16
  store i32 0, ptr %4, align 4, !tbaa !18
  %21 = invoke fastcc i32 @walk_array.specialized.1(ptr noundef nonnull @__const.main.data, i32 noundef 8, ptr noundef nonnull %1)
          to label %34 unwind label %22

22:                                               ; preds = %20
  %23 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI6TooBig
  %24 = extractvalue { ptr, i32 } %23, 1
  %25 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI6TooBig) #9
  %26 = icmp eq i32 %24, %25
  br i1 %26, label %27, label %75

27:                                               ; preds = %22
  %28 = extractvalue { ptr, i32 } %23, 0
  %29 = tail call ptr @__cxa_begin_catch(ptr %28) #9
  %30 = load i32, ptr %29, align 4, !tbaa !19
  %31 = getelementptr inbounds i8, ptr %29, i64 4
  %32 = load i32, ptr %31, align 4, !tbaa !21
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 7, i32 noundef %30, i32 noundef %32)
  tail call void @__cxa_end_catch()
  br label %36

34:                                               ; preds = %20
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 7, i32 noundef %21)
  br label %36

36:                                               ; preds = %34, %27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #9
  store i32 4, ptr %1, align 4, !tbaa !16
  store i32 0, ptr %4, align 4, !tbaa !18
  %37 = invoke fastcc i32 @walk_array.specialized.1(ptr noundef nonnull @__const.main.data, i32 noundef 8, ptr noundef nonnull %1)
          to label %50 unwind label %38

38:                                               ; preds = %36
  %39 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI6TooBig
  %40 = extractvalue { ptr, i32 } %39, 1
  %41 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI6TooBig) #9
  %42 = icmp eq i32 %40, %41
  br i1 %42, label %43, label %75

43:                                               ; preds = %38
  %44 = extractvalue { ptr, i32 } %39, 0
  %45 = tail call ptr @__cxa_begin_catch(ptr %44) #9
  %46 = load i32, ptr %45, align 4, !tbaa !19
  %47 = getelementptr inbounds i8, ptr %45, i64 4
  %48 = load i32, ptr %47, align 4, !tbaa !21
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 4, i32 noundef %46, i32 noundef %48)
  tail call void @__cxa_end_catch()
  br label %52

50:                                               ; preds = %36
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 4, i32 noundef %37)
  br label %52

52:                                               ; preds = %50, %43
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #9
  %53 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #10
  store i32 100, ptr %53, align 8, !tbaa !11
  %54 = getelementptr inbounds i8, ptr %53, i64 8
  store ptr null, ptr %54, align 8, !tbaa !14
  %55 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #10
  store i32 81, ptr %55, align 8, !tbaa !11
  %56 = getelementptr inbounds i8, ptr %55, i64 8
  store ptr %53, ptr %56, align 8, !tbaa !14
  %57 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #10
  store i32 64, ptr %57, align 8, !tbaa !11
  %58 = getelementptr inbounds i8, ptr %57, i64 8
  store ptr %55, ptr %58, align 8, !tbaa !14
  %59 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #10
  store i32 49, ptr %59, align 8, !tbaa !11
  %60 = getelementptr inbounds i8, ptr %59, i64 8
  store ptr %57, ptr %60, align 8, !tbaa !14
  %61 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #10
  store i32 36, ptr %61, align 8, !tbaa !11
  %62 = getelementptr inbounds i8, ptr %61, i64 8
  store ptr %59, ptr %62, align 8, !tbaa !14
  %63 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #10
  store i32 25, ptr %63, align 8, !tbaa !11
  %64 = getelementptr inbounds i8, ptr %63, i64 8
  store ptr %61, ptr %64, align 8, !tbaa !14
  %65 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #10
  store i32 16, ptr %65, align 8, !tbaa !11
  %66 = getelementptr inbounds i8, ptr %65, i64 8
  store ptr %63, ptr %66, align 8, !tbaa !14
  %67 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #10
  store i32 9, ptr %67, align 8, !tbaa !11
  %68 = getelementptr inbounds i8, ptr %67, i64 8
  store ptr %65, ptr %68, align 8, !tbaa !14
  %69 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #10
  store i32 4, ptr %69, align 8, !tbaa !11
  %70 = getelementptr inbounds i8, ptr %69, i64 8
  store ptr %67, ptr %70, align 8, !tbaa !14
  %71 = tail call noalias noundef dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #10
  store i32 1, ptr %71, align 8, !tbaa !11
  %72 = getelementptr inbounds i8, ptr %71, i64 8
  store ptr %69, ptr %72, align 8, !tbaa !14
  %73 = getelementptr inbounds i8, ptr %2, i64 4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9
  store i32 200, ptr %2, align 4, !tbaa !16
  store i32 0, ptr %73, align 4, !tbaa !18
  %74 = invoke fastcc i32 @walk_list.specialized.2(ptr noundef nonnull %71, ptr noundef nonnull %2)
          to label %85 unwind label %87

75:                                               ; preds = %38, %22, %8
  %76 = phi { ptr, i32 } [ %9, %8 ], [ %23, %22 ], [ %39, %38 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #9
  br label %142

77:                                               ; preds = %131, %77
  %78 = phi ptr [ %80, %77 ], [ %71, %131 ]
  %79 = getelementptr inbounds i8, ptr %78, i64 8
  %80 = load ptr, ptr %79, align 8, !tbaa !14
  tail call void @free(ptr noundef nonnull %78) #9
  %81 = icmp eq ptr %80, null
  br i1 %81, label %82, label %77, !llvm.loop !22

82:                                               ; preds = %77
  %83 = tail call noalias dereferenceable_or_null(32) ptr @malloc(i64 noundef 32) #10
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(7) %83, ptr noundef nonnull align 1 dereferenceable(7) @.str.4, i64 7, i1 false) #9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #9
  store i64 0, ptr %3, align 8
  %84 = invoke fastcc i32 @walk_array.specialized.1(ptr noundef nonnull @__const.main.data, i32 noundef 1, ptr noundef nonnull %3)
          to label %134 unwind label %135

85:                                               ; preds = %52
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 200, i32 noundef %74)
  br label %99

87:                                               ; preds = %52
  %88 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI6TooBig
  %89 = extractvalue { ptr, i32 } %88, 1
  %90 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI6TooBig) #9
  %91 = icmp eq i32 %89, %90
  br i1 %91, label %92, label %132

92:                                               ; preds = %87
  %93 = extractvalue { ptr, i32 } %88, 0
  %94 = tail call ptr @__cxa_begin_catch(ptr %93) #9
  %95 = load i32, ptr %94, align 4, !tbaa !19
  %96 = getelementptr inbounds i8, ptr %94, i64 4
  %97 = load i32, ptr %96, align 4, !tbaa !21
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 200, i32 noundef %95, i32 noundef %97)
  tail call void @__cxa_end_catch()
  br label %99

99:                                               ; preds = %92, %85
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9
  store i32 115, ptr %2, align 4, !tbaa !16
  store i32 0, ptr %73, align 4, !tbaa !18
  %100 = invoke fastcc i32 @walk_list.specialized.2(ptr noundef nonnull %71, ptr noundef nonnull %2)
          to label %113 unwind label %101

101:                                              ; preds = %99
  %102 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI6TooBig
  %103 = extractvalue { ptr, i32 } %102, 1
  %104 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI6TooBig) #9
  %105 = icmp eq i32 %103, %104
  br i1 %105, label %106, label %132

106:                                              ; preds = %101
  %107 = extractvalue { ptr, i32 } %102, 0
  %108 = tail call ptr @__cxa_begin_catch(ptr %107) #9
  %109 = load i32, ptr %108, align 4, !tbaa !19
  %110 = getelementptr inbounds i8, ptr %108, i64 4
  %111 = load i32, ptr %110, align 4, !tbaa !21
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 115, i32 noundef %109, i32 noundef %111)
  tail call void @__cxa_end_catch()
  br label %115

113:                                              ; preds = %99
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 115, i32 noundef %100)
  br label %115

115:                                              ; preds = %113, %106
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9
  store i32 30, ptr %2, align 4, !tbaa !16
  store i32 0, ptr %73, align 4, !tbaa !18
  %116 = invoke fastcc i32 @walk_list.specialized.2(ptr noundef nonnull %71, ptr noundef nonnull %2)
          to label %129 unwind label %117

117:                                              ; preds = %115
  %118 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI6TooBig
  %119 = extractvalue { ptr, i32 } %118, 1
  %120 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI6TooBig) #9
  %121 = icmp eq i32 %119, %120
  br i1 %121, label %122, label %132

122:                                              ; preds = %117
  %123 = extractvalue { ptr, i32 } %118, 0
  %124 = tail call ptr @__cxa_begin_catch(ptr %123) #9
  %125 = load i32, ptr %124, align 4, !tbaa !19
  %126 = getelementptr inbounds i8, ptr %124, i64 4
  %127 = load i32, ptr %126, align 4, !tbaa !21
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 30, i32 noundef %125, i32 noundef %127)
  tail call void @__cxa_end_catch()
  br label %131

129:                                              ; preds = %115
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 30, i32 noundef %116)
  br label %131

131:                                              ; preds = %129, %122
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9
  br label %77

132:                                              ; preds = %117, %101, %87
  %133 = phi { ptr, i32 } [ %88, %87 ], [ %102, %101 ], [ %118, %117 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9
  br label %142

134:                                              ; preds = %82
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #9
  br label %140

135:                                              ; preds = %82
  %136 = landingpad { ptr, i32 }
          catch ptr null
  %137 = extractvalue { ptr, i32 } %136, 0
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #9
  %138 = tail call ptr @__cxa_begin_catch(ptr %137) #9
  %139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %83)
  tail call void @free(ptr noundef nonnull %83) #9
  tail call void @__cxa_end_catch()
  br label %140

140:                                              ; preds = %135, %134
  %141 = phi i32 [ 1, %134 ], [ 0, %135 ]
  ret i32 %141

142:                                              ; preds = %132, %75
  %143 = phi { ptr, i32 } [ %76, %75 ], [ %133, %132 ]
  resume { ptr, i32 } %143
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #5

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc i32 @walk_array.specialized.1(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef %2) unnamed_addr #8 {
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
  %21 = tail call ptr @__cxa_allocate_exception(i64 8) #9
  store i32 %17, ptr %21, align 16, !tbaa !19
  %22 = getelementptr inbounds i8, ptr %21, i64 4
  %23 = load i32, ptr %6, align 4, !tbaa !18
  store i32 %23, ptr %22, align 4, !tbaa !21
  tail call void @__cxa_throw(ptr nonnull %21, ptr nonnull @_ZTI6TooBig, ptr null) #11
  unreachable

24:                                               ; preds = %12
  %25 = add nsw i32 %17, %15
  %26 = add nuw nsw i64 %13, 1
  %27 = icmp eq i64 %26, %9
  br i1 %27, label %10, label %12, !llvm.loop !9
}

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc i32 @walk_list.specialized.2(ptr noundef readonly %0, ptr nocapture noundef %1) unnamed_addr #8 {
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
  %16 = tail call ptr @__cxa_allocate_exception(i64 8) #9
  store i32 %12, ptr %16, align 16, !tbaa !19
  %17 = getelementptr inbounds i8, ptr %16, i64 4
  %18 = load i32, ptr %5, align 4, !tbaa !18
  store i32 %18, ptr %17, align 4, !tbaa !21
  tail call void @__cxa_throw(ptr nonnull %16, ptr nonnull @_ZTI6TooBig, ptr null) #11
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
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind memory(none) }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress noinline norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind }
attributes #10 = { nounwind allocsize(0) }
attributes #11 = { noreturn }

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
