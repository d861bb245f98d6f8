; ModuleID = 'constructor_throws.cpp'
source_filename = "constructor_throws.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Widget = type { %struct.BaseA, %struct.Part, %struct.Part, %struct.Part }
%struct.BaseA = type { %struct.Part }
%struct.Part = type { ptr }
%struct.Delegating = type { %struct.Part }

$_Z6printfPKcz = comdat any

$_ZN6WidgetC2Ei = comdat any

$_ZN6WidgetD2Ev = comdat any

$_ZN10DelegatingC2Ev = comdat any

$_ZN4PartD2Ev = comdat any

$_ZN5BaseAD2Ev = comdat any

$__clang_call_terminate = comdat any

@.str = private unnamed_addr constant [24 x i8] c"fail at %d, automatic:\0A\00", align 1
@_ZTIPKc = external constant ptr
@.str.1 = private unnamed_addr constant [15 x i8] c"  constructed\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"  caught \22%s\22\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"fail at %d, new:\0A\00", align 1
@.str.4 = private unnamed_addr constant [35 x i8] c"  caught \22%s\22, allocs %d frees %d\0A\00", align 1
@_ZL6allocs = internal unnamed_addr global i32 0, align 4
@_ZL5frees = internal unnamed_addr global i32 0, align 4
@.str.5 = private unnamed_addr constant [13 x i8] c"delegating:\0A\00", align 1
@.str.6 = private unnamed_addr constant [20 x i8] c"allocs %d frees %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"three\00", align 1
@.str.10 = private unnamed_addr constant [15 x i8] c"  Widget body\0A\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"body\00", align 1
@.str.12 = private unnamed_addr constant [13 x i8] c"BaseA member\00", align 1
@.str.13 = private unnamed_addr constant [14 x i8] c"  BaseA body\0A\00", align 1
@.str.14 = private unnamed_addr constant [18 x i8] c"  Part %s throws\0A\00", align 1
@.str.15 = private unnamed_addr constant [11 x i8] c"  Part %s\0A\00", align 1
@.str.16 = private unnamed_addr constant [12 x i8] c"  ~Part %s\0A\00", align 1
@.str.17 = private unnamed_addr constant [10 x i8] c"  ~BaseA\0A\00", align 1
@.str.18 = private unnamed_addr constant [11 x i8] c"  ~Widget\0A\00", align 1
@.str.19 = private unnamed_addr constant [26 x i8] c"  delegating body throws\0A\00", align 1
@.str.20 = private unnamed_addr constant [11 x i8] c"delegating\00", align 1
@.str.21 = private unnamed_addr constant [10 x i8] c"delegated\00", align 1
@.str.22 = private unnamed_addr constant [27 x i8] c"  target constructor done\0A\00", align 1
@.str.23 = private unnamed_addr constant [56 x i8] c"  ~Delegating (runs: the target constructor completed)\0A\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_seh0 {
  %1 = alloca %struct.Widget, align 8
  %2 = alloca %struct.Delegating, align 8
  %3 = tail call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str, i32 noundef 1)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #12
  invoke void @_ZN6WidgetC2Ei(ptr noundef nonnull align 8 dereferenceable(32) %1, i32 noundef 1)
          to label %4 unwind label %7

4:                                                ; preds = %0
  %5 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.1)
          to label %6 unwind label %9

6:                                                ; preds = %4
  call void @_ZN6WidgetD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %1) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #12
  br label %21

7:                                                ; preds = %0
  %8 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIPKc
  br label %11

9:                                                ; preds = %4
  %10 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIPKc
  call void @_ZN6WidgetD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %1) #12
  br label %11

11:                                               ; preds = %9, %7
  %12 = phi { ptr, i32 } [ %10, %9 ], [ %8, %7 ]
  %13 = extractvalue { ptr, i32 } %12, 1
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #12
  %14 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKc) #12
  %15 = icmp eq i32 %13, %14
  br i1 %15, label %16, label %180

16:                                               ; preds = %11
  %17 = extractvalue { ptr, i32 } %12, 0
  %18 = call ptr @__cxa_begin_catch(ptr %17) #12
  %19 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.2, ptr noundef %18)
          to label %20 unwind label %102

20:                                               ; preds = %16
  call void @__cxa_end_catch() #12
  br label %21

21:                                               ; preds = %6, %20
  %22 = call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str, i32 noundef 2)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #12
  invoke void @_ZN6WidgetC2Ei(ptr noundef nonnull align 8 dereferenceable(32) %1, i32 noundef 2)
          to label %25 unwind label %23

23:                                               ; preds = %21
  %24 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIPKc
  br label %29

25:                                               ; preds = %21
  %26 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.1)
          to label %39 unwind label %27

27:                                               ; preds = %25
  %28 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIPKc
  call void @_ZN6WidgetD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %1) #12
  br label %29

29:                                               ; preds = %27, %23
  %30 = phi { ptr, i32 } [ %28, %27 ], [ %24, %23 ]
  %31 = extractvalue { ptr, i32 } %30, 1
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #12
  %32 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKc) #12
  %33 = icmp eq i32 %31, %32
  br i1 %33, label %34, label %180

34:                                               ; preds = %29
  %35 = extractvalue { ptr, i32 } %30, 0
  %36 = call ptr @__cxa_begin_catch(ptr %35) #12
  %37 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.2, ptr noundef %36)
          to label %38 unwind label %102

38:                                               ; preds = %34
  call void @__cxa_end_catch() #12
  br label %40

39:                                               ; preds = %25
  call void @_ZN6WidgetD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %1) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #12
  br label %40

40:                                               ; preds = %39, %38
  %41 = call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str, i32 noundef 3)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #12
  invoke void @_ZN6WidgetC2Ei(ptr noundef nonnull align 8 dereferenceable(32) %1, i32 noundef 3)
          to label %44 unwind label %42

42:                                               ; preds = %40
  %43 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIPKc
  br label %48

44:                                               ; preds = %40
  %45 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.1)
          to label %58 unwind label %46

46:                                               ; preds = %44
  %47 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIPKc
  call void @_ZN6WidgetD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %1) #12
  br label %48

48:                                               ; preds = %46, %42
  %49 = phi { ptr, i32 } [ %47, %46 ], [ %43, %42 ]
  %50 = extractvalue { ptr, i32 } %49, 1
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #12
  %51 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKc) #12
  %52 = icmp eq i32 %50, %51
  br i1 %52, label %53, label %180

53:                                               ; preds = %48
  %54 = extractvalue { ptr, i32 } %49, 0
  %55 = call ptr @__cxa_begin_catch(ptr %54) #12
  %56 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.2, ptr noundef %55)
          to label %57 unwind label %102

57:                                               ; preds = %53
  call void @__cxa_end_catch() #12
  br label %59

58:                                               ; preds = %44
  call void @_ZN6WidgetD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %1) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #12
  br label %59

59:                                               ; preds = %58, %57
  %60 = call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str, i32 noundef 4)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #12
  invoke void @_ZN6WidgetC2Ei(ptr noundef nonnull align 8 dereferenceable(32) %1, i32 noundef 4)
          to label %63 unwind label %61

61:                                               ; preds = %59
  %62 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIPKc
  br label %67

63:                                               ; preds = %59
  %64 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.1)
          to label %77 unwind label %65

65:                                               ; preds = %63
  %66 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIPKc
  call void @_ZN6WidgetD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %1) #12
  br label %67

67:                                               ; preds = %65, %61
  %68 = phi { ptr, i32 } [ %66, %65 ], [ %62, %61 ]
  %69 = extractvalue { ptr, i32 } %68, 1
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #12
  %70 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKc) #12
  %71 = icmp eq i32 %69, %70
  br i1 %71, label %72, label %180

72:                                               ; preds = %67
  %73 = extractvalue { ptr, i32 } %68, 0
  %74 = call ptr @__cxa_begin_catch(ptr %73) #12
  %75 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.2, ptr noundef %74)
          to label %76 unwind label %102

76:                                               ; preds = %72
  call void @__cxa_end_catch() #12
  br label %78

77:                                               ; preds = %63
  call void @_ZN6WidgetD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %1) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #12
  br label %78

78:                                               ; preds = %77, %76
  %79 = call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str, i32 noundef 5)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #12
  invoke void @_ZN6WidgetC2Ei(ptr noundef nonnull align 8 dereferenceable(32) %1, i32 noundef 5)
          to label %82 unwind label %80

80:                                               ; preds = %78
  %81 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIPKc
  br label %86

82:                                               ; preds = %78
  %83 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.1)
          to label %96 unwind label %84

84:                                               ; preds = %82
  %85 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIPKc
  call void @_ZN6WidgetD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %1) #12
  br label %86

86:                                               ; preds = %84, %80
  %87 = phi { ptr, i32 } [ %85, %84 ], [ %81, %80 ]
  %88 = extractvalue { ptr, i32 } %87, 1
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #12
  %89 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKc) #12
  %90 = icmp eq i32 %88, %89
  br i1 %90, label %91, label %180

91:                                               ; preds = %86
  %92 = extractvalue { ptr, i32 } %87, 0
  %93 = call ptr @__cxa_begin_catch(ptr %92) #12
  %94 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.2, ptr noundef %93)
          to label %95 unwind label %102

95:                                               ; preds = %91
  call void @__cxa_end_catch() #12
  br label %97

96:                                               ; preds = %82
  call void @_ZN6WidgetD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %1) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #12
  br label %97

97:                                               ; preds = %96, %95
  %98 = call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.3, i32 noundef 2)
  %99 = load i32, ptr @_ZL6allocs, align 4, !tbaa !5
  %100 = add nsw i32 %99, 1
  store i32 %100, ptr @_ZL6allocs, align 4, !tbaa !5
  %101 = call noundef dereferenceable_or_null(32) ptr @malloc(i64 noundef 32) #13
  invoke void @_ZN6WidgetC2Ei(ptr noundef nonnull align 8 dereferenceable(32) %101, i32 noundef 2)
          to label %104 unwind label %107

102:                                              ; preds = %91, %72, %53, %34, %16
  %103 = landingpad { ptr, i32 }
          cleanup
  br label %178

104:                                              ; preds = %97
  call void @_ZN6WidgetD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %101) #12
  %105 = load i32, ptr @_ZL5frees, align 4, !tbaa !5
  %106 = add nsw i32 %105, 1
  store i32 %106, ptr @_ZL5frees, align 4, !tbaa !5
  call void @free(ptr noundef %101)
  br label %121

107:                                              ; preds = %97
  %108 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIPKc
  %109 = load i32, ptr @_ZL5frees, align 4, !tbaa !5
  %110 = add nsw i32 %109, 1
  store i32 %110, ptr @_ZL5frees, align 4, !tbaa !5
  call void @free(ptr noundef %101)
  %111 = extractvalue { ptr, i32 } %108, 1
  %112 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKc) #12
  %113 = icmp eq i32 %111, %112
  br i1 %113, label %114, label %180

114:                                              ; preds = %107
  %115 = extractvalue { ptr, i32 } %108, 0
  %116 = call ptr @__cxa_begin_catch(ptr %115) #12
  %117 = load i32, ptr @_ZL6allocs, align 4, !tbaa !5
  %118 = load i32, ptr @_ZL5frees, align 4, !tbaa !5
  %119 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.4, ptr noundef %116, i32 noundef %117, i32 noundef %118)
          to label %120 unwind label %145

120:                                              ; preds = %114
  call void @__cxa_end_catch() #12
  br label %121

121:                                              ; preds = %104, %120
  %122 = call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.3, i32 noundef 4)
  %123 = load i32, ptr @_ZL6allocs, align 4, !tbaa !5
  %124 = add nsw i32 %123, 1
  store i32 %124, ptr @_ZL6allocs, align 4, !tbaa !5
  %125 = call noundef dereferenceable_or_null(32) ptr @malloc(i64 noundef 32) #13
  invoke void @_ZN6WidgetC2Ei(ptr noundef nonnull align 8 dereferenceable(32) %125, i32 noundef 4)
          to label %140 unwind label %126

126:                                              ; preds = %121
  %127 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIPKc
  %128 = load i32, ptr @_ZL5frees, align 4, !tbaa !5
  %129 = add nsw i32 %128, 1
  store i32 %129, ptr @_ZL5frees, align 4, !tbaa !5
  call void @free(ptr noundef %125)
  %130 = extractvalue { ptr, i32 } %127, 1
  %131 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKc) #12
  %132 = icmp eq i32 %130, %131
  br i1 %132, label %133, label %180

133:                                              ; preds = %126
  %134 = extractvalue { ptr, i32 } %127, 0
  %135 = call ptr @__cxa_begin_catch(ptr %134) #12
  %136 = load i32, ptr @_ZL6allocs, align 4, !tbaa !5
  %137 = load i32, ptr @_ZL5frees, align 4, !tbaa !5
  %138 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.4, ptr noundef %135, i32 noundef %136, i32 noundef %137)
          to label %139 unwind label %145

139:                                              ; preds = %133
  call void @__cxa_end_catch() #12
  br label %143

140:                                              ; preds = %121
  call void @_ZN6WidgetD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %125) #12
  %141 = load i32, ptr @_ZL5frees, align 4, !tbaa !5
  %142 = add nsw i32 %141, 1
  store i32 %142, ptr @_ZL5frees, align 4, !tbaa !5
  call void @free(ptr noundef %125)
  br label %143

143:                                              ; preds = %140, %139
  %144 = call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.5)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #12
  invoke void @_ZN10DelegatingC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %2)
          to label %147 unwind label %159

145:                                              ; preds = %133, %114
  %146 = landingpad { ptr, i32 }
          cleanup
  br label %178

147:                                              ; preds = %143
  %148 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.23)
          to label %149 unwind label %155

149:                                              ; preds = %147
  %150 = load ptr, ptr %2, align 8, !tbaa !9
  %151 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.16, ptr noundef %150)
          to label %158 unwind label %152

152:                                              ; preds = %149
  %153 = landingpad { ptr, i32 }
          catch ptr null
  %154 = extractvalue { ptr, i32 } %153, 0
  call void @__clang_call_terminate(ptr %154) #14
  unreachable

155:                                              ; preds = %147
  %156 = landingpad { ptr, i32 }
          catch ptr null
  %157 = extractvalue { ptr, i32 } %156, 0
  call void @__clang_call_terminate(ptr %157) #14
  unreachable

158:                                              ; preds = %149
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #12
  br label %169

159:                                              ; preds = %143
  %160 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIPKc
  %161 = extractvalue { ptr, i32 } %160, 1
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #12
  %162 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKc) #12
  %163 = icmp eq i32 %161, %162
  br i1 %163, label %164, label %180

164:                                              ; preds = %159
  %165 = extractvalue { ptr, i32 } %160, 0
  %166 = call ptr @__cxa_begin_catch(ptr %165) #12
  %167 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.2, ptr noundef %166)
          to label %168 unwind label %176

168:                                              ; preds = %164
  call void @__cxa_end_catch() #12
  br label %169

169:                                              ; preds = %168, %158
  %170 = load i32, ptr @_ZL6allocs, align 4, !tbaa !5
  %171 = load i32, ptr @_ZL5frees, align 4, !tbaa !5
  %172 = call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.6, i32 noundef %170, i32 noundef %171)
  %173 = load i32, ptr @_ZL6allocs, align 4, !tbaa !5
  %174 = load i32, ptr @_ZL5frees, align 4, !tbaa !5
  %175 = sub nsw i32 %173, %174
  ret i32 %175

176:                                              ; preds = %164
  %177 = landingpad { ptr, i32 }
          cleanup
  br label %178

178:                                              ; preds = %176, %102, %145
  %179 = phi { ptr, i32 } [ %146, %145 ], [ %103, %102 ], [ %177, %176 ]
  call void @__cxa_end_catch() #12
  br label %180

180:                                              ; preds = %178, %11, %29, %48, %67, %86, %107, %126, %159
  %181 = phi { ptr, i32 } [ %160, %159 ], [ %108, %107 ], [ %127, %126 ], [ %12, %11 ], [ %30, %29 ], [ %49, %48 ], [ %68, %67 ], [ %87, %86 ], [ %179, %178 ]
  resume { ptr, i32 } %181
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_Z6printfPKcz(ptr noundef nonnull %0, ...) local_unnamed_addr #2 comdat {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #12
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1)
  %4 = load ptr, ptr %2, align 8, !tbaa !12
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #12
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #12
  ret i32 %5
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN6WidgetC2Ei(ptr noundef nonnull align 8 dereferenceable(32) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_seh0 {
  store ptr @.str.12, ptr %0, align 8, !tbaa !9
  %3 = tail call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.15, ptr noundef nonnull @.str.12)
  %4 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.13)
          to label %9 unwind label %7

5:                                                ; preds = %58, %7
  %6 = phi { ptr, i32 } [ %8, %7 ], [ %59, %58 ]
  resume { ptr, i32 } %6

7:                                                ; preds = %2
  %8 = landingpad { ptr, i32 }
          cleanup
  tail call void @_ZN4PartD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) #12
  br label %5

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %0, i64 8
  %11 = icmp eq i32 %1, 1
  store ptr @.str.7, ptr %10, align 8, !tbaa !9
  br i1 %11, label %12, label %17

12:                                               ; preds = %9
  %13 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.14, ptr noundef nonnull @.str.7)
          to label %14 unwind label %45

14:                                               ; preds = %12
  %15 = tail call ptr @__cxa_allocate_exception(i64 8) #12
  store ptr @.str.7, ptr %15, align 16, !tbaa !12
  invoke void @__cxa_throw(ptr nonnull %15, ptr nonnull @_ZTIPKc, ptr null) #15
          to label %16 unwind label %45

16:                                               ; preds = %14
  unreachable

17:                                               ; preds = %9
  %18 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.15, ptr noundef nonnull @.str.7)
          to label %19 unwind label %45

19:                                               ; preds = %17
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = icmp eq i32 %1, 2
  store ptr @.str.8, ptr %20, align 8, !tbaa !9
  br i1 %21, label %22, label %27

22:                                               ; preds = %19
  %23 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.14, ptr noundef nonnull @.str.8)
          to label %24 unwind label %47

24:                                               ; preds = %22
  %25 = tail call ptr @__cxa_allocate_exception(i64 8) #12
  store ptr @.str.8, ptr %25, align 16, !tbaa !12
  invoke void @__cxa_throw(ptr nonnull %25, ptr nonnull @_ZTIPKc, ptr null) #15
          to label %26 unwind label %47

26:                                               ; preds = %24
  unreachable

27:                                               ; preds = %19
  %28 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.15, ptr noundef nonnull @.str.8)
          to label %29 unwind label %47

29:                                               ; preds = %27
  %30 = getelementptr inbounds i8, ptr %0, i64 24
  %31 = icmp eq i32 %1, 3
  store ptr @.str.9, ptr %30, align 8, !tbaa !9
  br i1 %31, label %32, label %37

32:                                               ; preds = %29
  %33 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.14, ptr noundef nonnull @.str.9)
          to label %34 unwind label %49

34:                                               ; preds = %32
  %35 = tail call ptr @__cxa_allocate_exception(i64 8) #12
  store ptr @.str.9, ptr %35, align 16, !tbaa !12
  invoke void @__cxa_throw(ptr nonnull %35, ptr nonnull @_ZTIPKc, ptr null) #15
          to label %36 unwind label %49

36:                                               ; preds = %34
  unreachable

37:                                               ; preds = %29
  %38 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.15, ptr noundef nonnull @.str.9)
          to label %39 unwind label %49

39:                                               ; preds = %37
  %40 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.10)
          to label %41 unwind label %51

41:                                               ; preds = %39
  %42 = icmp eq i32 %1, 4
  br i1 %42, label %43, label %53

43:                                               ; preds = %41
  %44 = tail call ptr @__cxa_allocate_exception(i64 8) #12
  store ptr @.str.11, ptr %44, align 16, !tbaa !12
  invoke void @__cxa_throw(ptr nonnull %44, ptr nonnull @_ZTIPKc, ptr null) #15
          to label %60 unwind label %51

45:                                               ; preds = %17, %14, %12
  %46 = landingpad { ptr, i32 }
          cleanup
  br label %58

47:                                               ; preds = %27, %24, %22
  %48 = landingpad { ptr, i32 }
          cleanup
  br label %56

49:                                               ; preds = %37, %34, %32
  %50 = landingpad { ptr, i32 }
          cleanup
  br label %54

51:                                               ; preds = %43, %39
  %52 = landingpad { ptr, i32 }
          cleanup
  tail call void @_ZN4PartD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %30) #12
  br label %54

53:                                               ; preds = %41
  ret void

54:                                               ; preds = %51, %49
  %55 = phi { ptr, i32 } [ %52, %51 ], [ %50, %49 ]
  tail call void @_ZN4PartD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %20) #12
  br label %56

56:                                               ; preds = %54, %47
  %57 = phi { ptr, i32 } [ %55, %54 ], [ %48, %47 ]
  tail call void @_ZN4PartD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %10) #12
  br label %58

58:                                               ; preds = %56, %45
  %59 = phi { ptr, i32 } [ %57, %56 ], [ %46, %45 ]
  tail call void @_ZN5BaseAD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) #12
  br label %5

60:                                               ; preds = %43
  unreachable
}

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN6WidgetD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.18)
          to label %3 unwind label %36

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 24
  %5 = load ptr, ptr %4, align 8, !tbaa !9
  %6 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.16, ptr noundef %5)
          to label %10 unwind label %7

7:                                                ; preds = %3
  %8 = landingpad { ptr, i32 }
          catch ptr null
  %9 = extractvalue { ptr, i32 } %8, 0
  tail call void @__clang_call_terminate(ptr %9) #14
  unreachable

10:                                               ; preds = %3
  %11 = getelementptr inbounds i8, ptr %0, i64 16
  %12 = load ptr, ptr %11, align 8, !tbaa !9
  %13 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.16, ptr noundef %12)
          to label %17 unwind label %14

14:                                               ; preds = %10
  %15 = landingpad { ptr, i32 }
          catch ptr null
  %16 = extractvalue { ptr, i32 } %15, 0
  tail call void @__clang_call_terminate(ptr %16) #14
  unreachable

17:                                               ; preds = %10
  %18 = getelementptr inbounds i8, ptr %0, i64 8
  %19 = load ptr, ptr %18, align 8, !tbaa !9
  %20 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.16, ptr noundef %19)
          to label %24 unwind label %21

21:                                               ; preds = %17
  %22 = landingpad { ptr, i32 }
          catch ptr null
  %23 = extractvalue { ptr, i32 } %22, 0
  tail call void @__clang_call_terminate(ptr %23) #14
  unreachable

24:                                               ; preds = %17
  %25 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.17)
          to label %26 unwind label %32

26:                                               ; preds = %24
  %27 = load ptr, ptr %0, align 8, !tbaa !9
  %28 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.16, ptr noundef %27)
          to label %35 unwind label %29

29:                                               ; preds = %26
  %30 = landingpad { ptr, i32 }
          catch ptr null
  %31 = extractvalue { ptr, i32 } %30, 0
  tail call void @__clang_call_terminate(ptr %31) #14
  unreachable

32:                                               ; preds = %24
  %33 = landingpad { ptr, i32 }
          catch ptr null
  %34 = extractvalue { ptr, i32 } %33, 0
  tail call void @__clang_call_terminate(ptr %34) #14
  unreachable

35:                                               ; preds = %26
  ret void

36:                                               ; preds = %1
  %37 = landingpad { ptr, i32 }
          catch ptr null
  %38 = extractvalue { ptr, i32 } %37, 0
  tail call void @__clang_call_terminate(ptr %38) #14
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #5

declare dso_local ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare dso_local void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN10DelegatingC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_seh0 {
  store ptr @.str.21, ptr %0, align 8, !tbaa !9
  %2 = tail call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.15, ptr noundef nonnull @.str.21)
  %3 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.22)
          to label %8 unwind label %6

4:                                                ; preds = %15, %6
  %5 = phi { ptr, i32 } [ %7, %6 ], [ %13, %15 ]
  resume { ptr, i32 } %5

6:                                                ; preds = %1
  %7 = landingpad { ptr, i32 }
          cleanup
  tail call void @_ZN4PartD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) #12
  br label %4

8:                                                ; preds = %1
  %9 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.19)
          to label %10 unwind label %12

10:                                               ; preds = %8
  %11 = tail call ptr @__cxa_allocate_exception(i64 8) #12
  store ptr @.str.20, ptr %11, align 16, !tbaa !12
  invoke void @__cxa_throw(ptr nonnull %11, ptr nonnull @_ZTIPKc, ptr null) #15
          to label %24 unwind label %12

12:                                               ; preds = %10, %8
  %13 = landingpad { ptr, i32 }
          cleanup
  %14 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.23)
          to label %15 unwind label %21

15:                                               ; preds = %12
  %16 = load ptr, ptr %0, align 8, !tbaa !9
  %17 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.16, ptr noundef %16)
          to label %4 unwind label %18

18:                                               ; preds = %15
  %19 = landingpad { ptr, i32 }
          catch ptr null
  %20 = extractvalue { ptr, i32 } %19, 0
  tail call void @__clang_call_terminate(ptr %20) #14
  unreachable

21:                                               ; preds = %12
  %22 = landingpad { ptr, i32 }
          catch ptr null
  %23 = extractvalue { ptr, i32 } %22, 0
  tail call void @__clang_call_terminate(ptr %23) #14
  unreachable

24:                                               ; preds = %10
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #7

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

declare dso_local ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare dso_local void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4PartD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !9
  %3 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.16, ptr noundef %2)
          to label %4 unwind label %5

4:                                                ; preds = %1
  ret void

5:                                                ; preds = %1
  %6 = landingpad { ptr, i32 }
          catch ptr null
  %7 = extractvalue { ptr, i32 } %6, 0
  tail call void @__clang_call_terminate(ptr %7) #14
  unreachable
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN5BaseAD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.17)
          to label %3 unwind label %10

3:                                                ; preds = %1
  %4 = load ptr, ptr %0, align 8, !tbaa !9
  %5 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.16, ptr noundef %4)
          to label %9 unwind label %6

6:                                                ; preds = %3
  %7 = landingpad { ptr, i32 }
          catch ptr null
  %8 = extractvalue { ptr, i32 } %7, 0
  tail call void @__clang_call_terminate(ptr %8) #14
  unreachable

9:                                                ; preds = %3
  ret void

10:                                               ; preds = %1
  %11 = landingpad { ptr, i32 }
          catch ptr null
  %12 = extractvalue { ptr, i32 } %11, 0
  tail call void @__clang_call_terminate(ptr %12) #14
  unreachable
}

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #9 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #12
  tail call void @_ZSt9terminatev() #14
  unreachable
}

declare dso_local void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare dso_local noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare dso_local void @free(ptr allocptr nocapture noundef) local_unnamed_addr #11

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind memory(none) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nounwind }
attributes #13 = { allocsize(0) }
attributes #14 = { noreturn nounwind }
attributes #15 = { noreturn }

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
!9 = !{!10, !11, i64 0}
!10 = !{!"_ZTS4Part", !11, i64 0}
!11 = !{!"any pointer", !7, i64 0}
!12 = !{!11, !11, i64 0}
