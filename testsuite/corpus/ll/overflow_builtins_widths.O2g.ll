; ModuleID = 'programs/overflow_builtins_widths.c'
source_filename = "programs/overflow_builtins_widths.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@sv = internal global [26 x i64] [i64 -9223372036854775808, i64 -9223372036854775807, i64 -2147483648, i64 -2147483649, i64 -32769, i64 -32768, i64 -129, i64 -128, i64 -2, i64 -1, i64 0, i64 1, i64 2, i64 127, i64 128, i64 255, i64 256, i64 32767, i64 65535, i64 65536, i64 2147483647, i64 2147483648, i64 4294967295, i64 4294967296, i64 9223372036854775806, i64 9223372036854775807], align 16, !dbg !0
@.str = private unnamed_addr constant [51 x i8] c"%-4s %-9s %-9s -> %-9s overflows=%3d hash=%016llx\0A\00", align 1, !dbg !31
@.str.1 = private unnamed_addr constant [4 x i8] c"add\00", align 1, !dbg !37
@.str.2 = private unnamed_addr constant [7 x i8] c"int8_t\00", align 1, !dbg !42
@.str.3 = private unnamed_addr constant [4 x i8] c"sub\00", align 1, !dbg !47
@.str.4 = private unnamed_addr constant [4 x i8] c"mul\00", align 1, !dbg !49
@.str.5 = private unnamed_addr constant [8 x i8] c"uint8_t\00", align 1, !dbg !51
@.str.6 = private unnamed_addr constant [9 x i8] c"uint16_t\00", align 1, !dbg !56
@.str.7 = private unnamed_addr constant [8 x i8] c"int16_t\00", align 1, !dbg !61
@.str.8 = private unnamed_addr constant [8 x i8] c"int32_t\00", align 1, !dbg !63
@.str.9 = private unnamed_addr constant [9 x i8] c"uint32_t\00", align 1, !dbg !65
@.str.10 = private unnamed_addr constant [8 x i8] c"int64_t\00", align 1, !dbg !67
@.str.11 = private unnamed_addr constant [9 x i8] c"uint64_t\00", align 1, !dbg !69
@.str.12 = private unnamed_addr constant [12 x i8] c"sadd %d %d\0A\00", align 1, !dbg !71
@.str.13 = private unnamed_addr constant [12 x i8] c"ssub %d %d\0A\00", align 1, !dbg !76
@.str.14 = private unnamed_addr constant [12 x i8] c"smul %d %d\0A\00", align 1, !dbg !78
@.str.15 = private unnamed_addr constant [14 x i8] c"saddl %d %ld\0A\00", align 1, !dbg !80
@.str.16 = private unnamed_addr constant [16 x i8] c"ssubll %d %lld\0A\00", align 1, !dbg !85
@.str.17 = private unnamed_addr constant [16 x i8] c"smulll %d %lld\0A\00", align 1, !dbg !90
@.str.18 = private unnamed_addr constant [12 x i8] c"uadd %d %u\0A\00", align 1, !dbg !92
@.str.19 = private unnamed_addr constant [14 x i8] c"usubl %d %lu\0A\00", align 1, !dbg !94
@.str.20 = private unnamed_addr constant [14 x i8] c"umull %d %lu\0A\00", align 1, !dbg !96
@.str.21 = private unnamed_addr constant [16 x i8] c"umulll %d %llu\0A\00", align 1, !dbg !98
@.str.22 = private unnamed_addr constant [20 x i8] c"total overflows %d\0A\00", align 1, !dbg !100

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -127, 128) i32 @main() local_unnamed_addr #0 !dbg !120 {
  %1 = alloca i8, align 1, !DIAssignID !402
    #dbg_assign(i1 undef, !132, !DIExpression(), !402, ptr %1, !DIExpression(), !403)
  %2 = alloca i8, align 1, !DIAssignID !404
    #dbg_assign(i1 undef, !143, !DIExpression(), !404, ptr %2, !DIExpression(), !405)
  %3 = alloca i8, align 1, !DIAssignID !406
    #dbg_assign(i1 undef, !154, !DIExpression(), !406, ptr %3, !DIExpression(), !407)
  %4 = alloca i8, align 1, !DIAssignID !408
    #dbg_assign(i1 undef, !165, !DIExpression(), !408, ptr %4, !DIExpression(), !409)
  %5 = alloca i16, align 2, !DIAssignID !410
    #dbg_assign(i1 undef, !176, !DIExpression(), !410, ptr %5, !DIExpression(), !411)
  %6 = alloca i16, align 2, !DIAssignID !412
    #dbg_assign(i1 undef, !187, !DIExpression(), !412, ptr %6, !DIExpression(), !413)
  %7 = alloca i32, align 4, !DIAssignID !414
    #dbg_assign(i1 undef, !201, !DIExpression(), !414, ptr %7, !DIExpression(), !415)
  %8 = alloca i32, align 4, !DIAssignID !416
    #dbg_assign(i1 undef, !212, !DIExpression(), !416, ptr %8, !DIExpression(), !417)
  %9 = alloca i32, align 4, !DIAssignID !418
    #dbg_assign(i1 undef, !223, !DIExpression(), !418, ptr %9, !DIExpression(), !419)
  %10 = alloca i32, align 4, !DIAssignID !420
    #dbg_assign(i1 undef, !234, !DIExpression(), !420, ptr %10, !DIExpression(), !421)
  %11 = alloca i64, align 8, !DIAssignID !422
    #dbg_assign(i1 undef, !245, !DIExpression(), !422, ptr %11, !DIExpression(), !423)
  %12 = alloca i64, align 8, !DIAssignID !424
    #dbg_assign(i1 undef, !256, !DIExpression(), !424, ptr %12, !DIExpression(), !425)
  %13 = alloca i64, align 8, !DIAssignID !426
    #dbg_assign(i1 undef, !267, !DIExpression(), !426, ptr %13, !DIExpression(), !427)
  %14 = alloca i64, align 8, !DIAssignID !428
    #dbg_assign(i1 undef, !278, !DIExpression(), !428, ptr %14, !DIExpression(), !429)
  %15 = alloca i64, align 8, !DIAssignID !430
    #dbg_assign(i1 undef, !289, !DIExpression(), !430, ptr %15, !DIExpression(), !431)
  %16 = alloca i64, align 8, !DIAssignID !432
    #dbg_assign(i1 undef, !300, !DIExpression(), !432, ptr %16, !DIExpression(), !433)
  %17 = alloca i32, align 4, !DIAssignID !434
    #dbg_assign(i1 undef, !311, !DIExpression(), !434, ptr %17, !DIExpression(), !435)
  %18 = alloca i64, align 8, !DIAssignID !436
    #dbg_assign(i1 undef, !322, !DIExpression(), !436, ptr %18, !DIExpression(), !437)
  %19 = alloca i8, align 1, !DIAssignID !438
    #dbg_assign(i1 undef, !333, !DIExpression(), !438, ptr %19, !DIExpression(), !439)
  %20 = alloca i64, align 8, !DIAssignID !440
    #dbg_assign(i1 undef, !344, !DIExpression(), !440, ptr %20, !DIExpression(), !441)
  %21 = alloca i8, align 1, !DIAssignID !442
    #dbg_assign(i1 undef, !355, !DIExpression(), !442, ptr %21, !DIExpression(), !443)
  %22 = alloca i64, align 8, !DIAssignID !444
    #dbg_assign(i1 undef, !366, !DIExpression(), !444, ptr %22, !DIExpression(), !445)
  %23 = alloca i32, align 4, !DIAssignID !446
    #dbg_assign(i1 undef, !376, !DIExpression(), !446, ptr %23, !DIExpression(), !447)
  %24 = alloca i32, align 4, !DIAssignID !448
    #dbg_assign(i1 undef, !378, !DIExpression(), !448, ptr %24, !DIExpression(), !447)
  %25 = alloca i64, align 8, !DIAssignID !449
    #dbg_assign(i1 undef, !379, !DIExpression(), !449, ptr %25, !DIExpression(), !447)
  %26 = alloca i64, align 8, !DIAssignID !450
    #dbg_assign(i1 undef, !381, !DIExpression(), !450, ptr %26, !DIExpression(), !447)
    #dbg_value(i32 0, !124, !DIExpression(), !447)
    #dbg_value(i32 0, !125, !DIExpression(), !451)
    #dbg_value(i32 0, !127, !DIExpression(), !452)
  br label %27, !dbg !453

27:                                               ; preds = %0, %34
  %28 = phi i64 [ 0, %0 ], [ %35, %34 ]
  %29 = phi i32 [ 0, %0 ], [ %47, %34 ]
  %30 = phi i64 [ 1469598103934665603, %0 ], [ %54, %34 ]
    #dbg_value(i32 %29, !125, !DIExpression(), !451)
    #dbg_value(i64 %28, !127, !DIExpression(), !452)
  %31 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %28
    #dbg_value(i32 0, !129, !DIExpression(), !454)
  br label %37, !dbg !455

32:                                               ; preds = %34
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.2, i32 noundef %47, i64 noundef %54), !dbg !456
    #dbg_value(i32 %47, !124, !DIExpression(), !447)
    #dbg_value(i32 0, !136, !DIExpression(), !457)
    #dbg_value(i32 0, !138, !DIExpression(), !458)
  br label %57, !dbg !459

34:                                               ; preds = %37
  %35 = add nuw nsw i64 %28, 1, !dbg !460
    #dbg_value(i32 %47, !125, !DIExpression(), !451)
    #dbg_value(i64 %35, !127, !DIExpression(), !452)
  %36 = icmp eq i64 %35, 26, !dbg !460
  br i1 %36, label %32, label %27, !dbg !453, !llvm.loop !461

37:                                               ; preds = %27, %37
  %38 = phi i64 [ 0, %27 ], [ %55, %37 ]
  %39 = phi i32 [ %29, %27 ], [ %47, %37 ]
  %40 = phi i64 [ %30, %27 ], [ %54, %37 ]
    #dbg_value(i32 %39, !125, !DIExpression(), !451)
    #dbg_value(i64 %38, !129, !DIExpression(), !454)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %1) #6, !dbg !463
  store i8 0, ptr %1, align 1, !dbg !463, !tbaa !464, !DIAssignID !467
    #dbg_assign(i8 0, !132, !DIExpression(), !467, ptr %1, !DIExpression(), !403)
  %41 = load volatile i64, ptr %31, align 8, !dbg !463, !tbaa !468
  %42 = trunc i64 %41 to i8, !dbg !463
  %43 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %38, !dbg !463
  %44 = load volatile i64, ptr %43, align 8, !dbg !463, !tbaa !468
  %45 = trunc i64 %44 to i8, !dbg !463
  %46 = call fastcc i32 @add_int8_t_int8_t_int8_t(i8 noundef signext %42, i8 noundef signext %45, ptr noundef nonnull %1), !dbg !463
    #dbg_value(i32 %46, !135, !DIExpression(), !403)
  %47 = add nsw i32 %46, %39, !dbg !463
    #dbg_value(i32 %47, !125, !DIExpression(), !451)
  %48 = load i8, ptr %1, align 1, !dbg !463, !tbaa !464
  %49 = sext i8 %48 to i64, !dbg !463
  %50 = shl nsw i64 %49, 1, !dbg !463
  %51 = zext nneg i32 %46 to i64, !dbg !463
  %52 = or disjoint i64 %50, %51, !dbg !463
    #dbg_value(i64 %52, !470, !DIExpression(), !475)
  %53 = xor i64 %52, %40, !dbg !477
  %54 = mul i64 %53, 1099511628211, !dbg !478
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %1) #6, !dbg !479
  %55 = add nuw nsw i64 %38, 1, !dbg !479
    #dbg_value(i64 %55, !129, !DIExpression(), !454)
  %56 = icmp eq i64 %55, 26, !dbg !479
  br i1 %56, label %34, label %37, !dbg !455, !llvm.loop !480

57:                                               ; preds = %32, %64
  %58 = phi i64 [ 0, %32 ], [ %65, %64 ]
  %59 = phi i32 [ 0, %32 ], [ %77, %64 ]
  %60 = phi i64 [ 1469598103934665603, %32 ], [ %84, %64 ]
    #dbg_value(i32 %59, !136, !DIExpression(), !457)
    #dbg_value(i64 %58, !138, !DIExpression(), !458)
  %61 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %58
    #dbg_value(i32 0, !140, !DIExpression(), !481)
  br label %67, !dbg !482

62:                                               ; preds = %64
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.2, i32 noundef %77, i64 noundef %84), !dbg !483
    #dbg_value(!DIArgList(i32 %47, i32 %77), !124, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !447)
    #dbg_value(i32 0, !147, !DIExpression(), !484)
    #dbg_value(i32 0, !149, !DIExpression(), !485)
  br label %87, !dbg !486

64:                                               ; preds = %67
  %65 = add nuw nsw i64 %58, 1, !dbg !487
    #dbg_value(i32 %77, !136, !DIExpression(), !457)
    #dbg_value(i64 %65, !138, !DIExpression(), !458)
  %66 = icmp eq i64 %65, 26, !dbg !487
  br i1 %66, label %62, label %57, !dbg !459, !llvm.loop !488

67:                                               ; preds = %57, %67
  %68 = phi i64 [ 0, %57 ], [ %85, %67 ]
  %69 = phi i32 [ %59, %57 ], [ %77, %67 ]
  %70 = phi i64 [ %60, %57 ], [ %84, %67 ]
    #dbg_value(i32 %69, !136, !DIExpression(), !457)
    #dbg_value(i64 %68, !140, !DIExpression(), !481)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %2) #6, !dbg !489
  store i8 0, ptr %2, align 1, !dbg !489, !tbaa !464, !DIAssignID !490
    #dbg_assign(i8 0, !143, !DIExpression(), !490, ptr %2, !DIExpression(), !405)
  %71 = load volatile i64, ptr %61, align 8, !dbg !489, !tbaa !468
  %72 = trunc i64 %71 to i8, !dbg !489
  %73 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %68, !dbg !489
  %74 = load volatile i64, ptr %73, align 8, !dbg !489, !tbaa !468
  %75 = trunc i64 %74 to i8, !dbg !489
  %76 = call fastcc i32 @sub_int8_t_int8_t_int8_t(i8 noundef signext %72, i8 noundef signext %75, ptr noundef nonnull %2), !dbg !489
    #dbg_value(i32 %76, !146, !DIExpression(), !405)
  %77 = add nsw i32 %76, %69, !dbg !489
    #dbg_value(i32 %77, !136, !DIExpression(), !457)
  %78 = load i8, ptr %2, align 1, !dbg !489, !tbaa !464
  %79 = sext i8 %78 to i64, !dbg !489
  %80 = shl nsw i64 %79, 1, !dbg !489
  %81 = zext nneg i32 %76 to i64, !dbg !489
  %82 = or disjoint i64 %80, %81, !dbg !489
    #dbg_value(i64 %82, !470, !DIExpression(), !491)
  %83 = xor i64 %82, %70, !dbg !493
  %84 = mul i64 %83, 1099511628211, !dbg !494
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %2) #6, !dbg !495
  %85 = add nuw nsw i64 %68, 1, !dbg !495
    #dbg_value(i64 %85, !140, !DIExpression(), !481)
  %86 = icmp eq i64 %85, 26, !dbg !495
  br i1 %86, label %64, label %67, !dbg !482, !llvm.loop !496

87:                                               ; preds = %62, %94
  %88 = phi i64 [ 0, %62 ], [ %95, %94 ]
  %89 = phi i32 [ 0, %62 ], [ %107, %94 ]
  %90 = phi i64 [ 1469598103934665603, %62 ], [ %114, %94 ]
    #dbg_value(i32 %89, !147, !DIExpression(), !484)
    #dbg_value(i64 %88, !149, !DIExpression(), !485)
  %91 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %88
    #dbg_value(i32 0, !151, !DIExpression(), !497)
  br label %97, !dbg !498

92:                                               ; preds = %94
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.2, i32 noundef %107, i64 noundef %114), !dbg !499
    #dbg_value(!DIArgList(i32 %47, i32 %107, i32 %77), !124, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !447)
    #dbg_value(i32 0, !158, !DIExpression(), !500)
    #dbg_value(i32 0, !160, !DIExpression(), !501)
  br label %117, !dbg !502

94:                                               ; preds = %97
  %95 = add nuw nsw i64 %88, 1, !dbg !503
    #dbg_value(i32 %107, !147, !DIExpression(), !484)
    #dbg_value(i64 %95, !149, !DIExpression(), !485)
  %96 = icmp eq i64 %95, 26, !dbg !503
  br i1 %96, label %92, label %87, !dbg !486, !llvm.loop !504

97:                                               ; preds = %87, %97
  %98 = phi i64 [ 0, %87 ], [ %115, %97 ]
  %99 = phi i32 [ %89, %87 ], [ %107, %97 ]
  %100 = phi i64 [ %90, %87 ], [ %114, %97 ]
    #dbg_value(i32 %99, !147, !DIExpression(), !484)
    #dbg_value(i64 %98, !151, !DIExpression(), !497)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %3) #6, !dbg !505
  store i8 0, ptr %3, align 1, !dbg !505, !tbaa !464, !DIAssignID !506
    #dbg_assign(i8 0, !154, !DIExpression(), !506, ptr %3, !DIExpression(), !407)
  %101 = load volatile i64, ptr %91, align 8, !dbg !505, !tbaa !468
  %102 = trunc i64 %101 to i8, !dbg !505
  %103 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %98, !dbg !505
  %104 = load volatile i64, ptr %103, align 8, !dbg !505, !tbaa !468
  %105 = trunc i64 %104 to i8, !dbg !505
  %106 = call fastcc i32 @mul_int8_t_int8_t_int8_t(i8 noundef signext %102, i8 noundef signext %105, ptr noundef nonnull %3), !dbg !505
    #dbg_value(i32 %106, !157, !DIExpression(), !407)
  %107 = add nsw i32 %106, %99, !dbg !505
    #dbg_value(i32 %107, !147, !DIExpression(), !484)
  %108 = load i8, ptr %3, align 1, !dbg !505, !tbaa !464
  %109 = sext i8 %108 to i64, !dbg !505
  %110 = shl nsw i64 %109, 1, !dbg !505
  %111 = zext nneg i32 %106 to i64, !dbg !505
  %112 = or disjoint i64 %110, %111, !dbg !505
    #dbg_value(i64 %112, !470, !DIExpression(), !507)
  %113 = xor i64 %112, %100, !dbg !509
  %114 = mul i64 %113, 1099511628211, !dbg !510
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %3) #6, !dbg !511
  %115 = add nuw nsw i64 %98, 1, !dbg !511
    #dbg_value(i64 %115, !151, !DIExpression(), !497)
  %116 = icmp eq i64 %115, 26, !dbg !511
  br i1 %116, label %94, label %97, !dbg !498, !llvm.loop !512

117:                                              ; preds = %92, %124
  %118 = phi i64 [ 0, %92 ], [ %125, %124 ]
  %119 = phi i32 [ 0, %92 ], [ %137, %124 ]
  %120 = phi i64 [ 1469598103934665603, %92 ], [ %144, %124 ]
    #dbg_value(i32 %119, !158, !DIExpression(), !500)
    #dbg_value(i64 %118, !160, !DIExpression(), !501)
  %121 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %118
    #dbg_value(i32 0, !162, !DIExpression(), !513)
  br label %127, !dbg !514

122:                                              ; preds = %124
  %123 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.5, i32 noundef %137, i64 noundef %144), !dbg !515
    #dbg_value(!DIArgList(i32 %47, i32 %137, i32 %107, i32 %77), !124, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !447)
    #dbg_value(i32 0, !169, !DIExpression(), !516)
    #dbg_value(i32 0, !171, !DIExpression(), !517)
  br label %147, !dbg !518

124:                                              ; preds = %127
  %125 = add nuw nsw i64 %118, 1, !dbg !519
    #dbg_value(i32 %137, !158, !DIExpression(), !500)
    #dbg_value(i64 %125, !160, !DIExpression(), !501)
  %126 = icmp eq i64 %125, 26, !dbg !519
  br i1 %126, label %122, label %117, !dbg !502, !llvm.loop !520

127:                                              ; preds = %117, %127
  %128 = phi i64 [ 0, %117 ], [ %145, %127 ]
  %129 = phi i32 [ %119, %117 ], [ %137, %127 ]
  %130 = phi i64 [ %120, %117 ], [ %144, %127 ]
    #dbg_value(i32 %129, !158, !DIExpression(), !500)
    #dbg_value(i64 %128, !162, !DIExpression(), !513)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %4) #6, !dbg !521
  store i8 0, ptr %4, align 1, !dbg !521, !tbaa !464, !DIAssignID !522
    #dbg_assign(i8 0, !165, !DIExpression(), !522, ptr %4, !DIExpression(), !409)
  %131 = load volatile i64, ptr %121, align 8, !dbg !521, !tbaa !468
  %132 = trunc i64 %131 to i8, !dbg !521
  %133 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %128, !dbg !521
  %134 = load volatile i64, ptr %133, align 8, !dbg !521, !tbaa !468
  %135 = trunc i64 %134 to i8, !dbg !521
  %136 = call fastcc i32 @add_uint8_t_uint8_t_uint8_t(i8 noundef zeroext %132, i8 noundef zeroext %135, ptr noundef nonnull %4), !dbg !521
    #dbg_value(i32 %136, !168, !DIExpression(), !409)
  %137 = add nsw i32 %136, %129, !dbg !521
    #dbg_value(i32 %137, !158, !DIExpression(), !500)
  %138 = load i8, ptr %4, align 1, !dbg !521, !tbaa !464
  %139 = zext i8 %138 to i64, !dbg !521
  %140 = shl nuw nsw i64 %139, 1, !dbg !521
  %141 = zext nneg i32 %136 to i64, !dbg !521
  %142 = or disjoint i64 %140, %141, !dbg !521
    #dbg_value(i64 %142, !470, !DIExpression(), !523)
  %143 = xor i64 %142, %130, !dbg !525
  %144 = mul i64 %143, 1099511628211, !dbg !526
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %4) #6, !dbg !527
  %145 = add nuw nsw i64 %128, 1, !dbg !527
    #dbg_value(i64 %145, !162, !DIExpression(), !513)
  %146 = icmp eq i64 %145, 26, !dbg !527
  br i1 %146, label %124, label %127, !dbg !514, !llvm.loop !528

147:                                              ; preds = %122, %154
  %148 = phi i64 [ 0, %122 ], [ %155, %154 ]
  %149 = phi i32 [ 0, %122 ], [ %167, %154 ]
  %150 = phi i64 [ 1469598103934665603, %122 ], [ %174, %154 ]
    #dbg_value(i32 %149, !169, !DIExpression(), !516)
    #dbg_value(i64 %148, !171, !DIExpression(), !517)
  %151 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %148
    #dbg_value(i32 0, !173, !DIExpression(), !529)
  br label %157, !dbg !530

152:                                              ; preds = %154
  %153 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.6, i32 noundef %167, i64 noundef %174), !dbg !531
    #dbg_value(!DIArgList(i32 %47, i32 %167, i32 %137, i32 %107, i32 %77), !124, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !447)
    #dbg_value(i32 0, !180, !DIExpression(), !532)
    #dbg_value(i32 0, !182, !DIExpression(), !533)
  br label %177, !dbg !534

154:                                              ; preds = %157
  %155 = add nuw nsw i64 %148, 1, !dbg !535
    #dbg_value(i32 %167, !169, !DIExpression(), !516)
    #dbg_value(i64 %155, !171, !DIExpression(), !517)
  %156 = icmp eq i64 %155, 26, !dbg !535
  br i1 %156, label %152, label %147, !dbg !518, !llvm.loop !536

157:                                              ; preds = %147, %157
  %158 = phi i64 [ 0, %147 ], [ %175, %157 ]
  %159 = phi i32 [ %149, %147 ], [ %167, %157 ]
  %160 = phi i64 [ %150, %147 ], [ %174, %157 ]
    #dbg_value(i32 %159, !169, !DIExpression(), !516)
    #dbg_value(i64 %158, !173, !DIExpression(), !529)
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %5) #6, !dbg !537
  store i16 0, ptr %5, align 2, !dbg !537, !tbaa !538, !DIAssignID !540
    #dbg_assign(i16 0, !176, !DIExpression(), !540, ptr %5, !DIExpression(), !411)
  %161 = load volatile i64, ptr %151, align 8, !dbg !537, !tbaa !468
  %162 = trunc i64 %161 to i16, !dbg !537
  %163 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %158, !dbg !537
  %164 = load volatile i64, ptr %163, align 8, !dbg !537, !tbaa !468
  %165 = trunc i64 %164 to i16, !dbg !537
  %166 = call fastcc i32 @mul_uint16_t_uint16_t_uint16_t(i16 noundef zeroext %162, i16 noundef zeroext %165, ptr noundef nonnull %5), !dbg !537
    #dbg_value(i32 %166, !179, !DIExpression(), !411)
  %167 = add nsw i32 %166, %159, !dbg !537
    #dbg_value(i32 %167, !169, !DIExpression(), !516)
  %168 = load i16, ptr %5, align 2, !dbg !537, !tbaa !538
  %169 = zext i16 %168 to i64, !dbg !537
  %170 = shl nuw nsw i64 %169, 1, !dbg !537
  %171 = zext nneg i32 %166 to i64, !dbg !537
  %172 = or disjoint i64 %170, %171, !dbg !537
    #dbg_value(i64 %172, !470, !DIExpression(), !541)
  %173 = xor i64 %172, %160, !dbg !543
  %174 = mul i64 %173, 1099511628211, !dbg !544
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %5) #6, !dbg !545
  %175 = add nuw nsw i64 %158, 1, !dbg !545
    #dbg_value(i64 %175, !173, !DIExpression(), !529)
  %176 = icmp eq i64 %175, 26, !dbg !545
  br i1 %176, label %154, label %157, !dbg !530, !llvm.loop !546

177:                                              ; preds = %152, %184
  %178 = phi i64 [ 0, %152 ], [ %185, %184 ]
  %179 = phi i32 [ 0, %152 ], [ %197, %184 ]
  %180 = phi i64 [ 1469598103934665603, %152 ], [ %204, %184 ]
    #dbg_value(i32 %179, !180, !DIExpression(), !532)
    #dbg_value(i64 %178, !182, !DIExpression(), !533)
  %181 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %178
    #dbg_value(i32 0, !184, !DIExpression(), !547)
  br label %187, !dbg !548

182:                                              ; preds = %184
  %183 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.7, i32 noundef %197, i64 noundef %204), !dbg !549
    #dbg_value(!DIArgList(i32 %47, i32 %197, i32 %167, i32 %137, i32 %107, i32 %77), !124, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !447)
    #dbg_value(i32 0, !194, !DIExpression(), !550)
    #dbg_value(i32 0, !196, !DIExpression(), !551)
  br label %207, !dbg !552

184:                                              ; preds = %187
  %185 = add nuw nsw i64 %178, 1, !dbg !553
    #dbg_value(i32 %197, !180, !DIExpression(), !532)
    #dbg_value(i64 %185, !182, !DIExpression(), !533)
  %186 = icmp eq i64 %185, 26, !dbg !553
  br i1 %186, label %182, label %177, !dbg !534, !llvm.loop !554

187:                                              ; preds = %177, %187
  %188 = phi i64 [ 0, %177 ], [ %205, %187 ]
  %189 = phi i32 [ %179, %177 ], [ %197, %187 ]
  %190 = phi i64 [ %180, %177 ], [ %204, %187 ]
    #dbg_value(i32 %189, !180, !DIExpression(), !532)
    #dbg_value(i64 %188, !184, !DIExpression(), !547)
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %6) #6, !dbg !555
  store i16 0, ptr %6, align 2, !dbg !555, !tbaa !538, !DIAssignID !556
    #dbg_assign(i16 0, !187, !DIExpression(), !556, ptr %6, !DIExpression(), !413)
  %191 = load volatile i64, ptr %181, align 8, !dbg !555, !tbaa !468
  %192 = trunc i64 %191 to i16, !dbg !555
  %193 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %188, !dbg !555
  %194 = load volatile i64, ptr %193, align 8, !dbg !555, !tbaa !468
  %195 = trunc i64 %194 to i16, !dbg !555
  %196 = call fastcc i32 @sub_uint16_t_uint16_t_int16_t(i16 noundef zeroext %192, i16 noundef zeroext %195, ptr noundef nonnull %6), !dbg !555
    #dbg_value(i32 %196, !193, !DIExpression(), !413)
  %197 = add nsw i32 %196, %189, !dbg !555
    #dbg_value(i32 %197, !180, !DIExpression(), !532)
  %198 = load i16, ptr %6, align 2, !dbg !555, !tbaa !538
  %199 = sext i16 %198 to i64, !dbg !555
  %200 = shl nsw i64 %199, 1, !dbg !555
  %201 = zext nneg i32 %196 to i64, !dbg !555
  %202 = or disjoint i64 %200, %201, !dbg !555
    #dbg_value(i64 %202, !470, !DIExpression(), !557)
  %203 = xor i64 %202, %190, !dbg !559
  %204 = mul i64 %203, 1099511628211, !dbg !560
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %6) #6, !dbg !561
  %205 = add nuw nsw i64 %188, 1, !dbg !561
    #dbg_value(i64 %205, !184, !DIExpression(), !547)
  %206 = icmp eq i64 %205, 26, !dbg !561
  br i1 %206, label %184, label %187, !dbg !548, !llvm.loop !562

207:                                              ; preds = %182, %214
  %208 = phi i64 [ 0, %182 ], [ %215, %214 ]
  %209 = phi i32 [ 0, %182 ], [ %227, %214 ]
  %210 = phi i64 [ 1469598103934665603, %182 ], [ %234, %214 ]
    #dbg_value(i32 %209, !194, !DIExpression(), !550)
    #dbg_value(i64 %208, !196, !DIExpression(), !551)
  %211 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %208
    #dbg_value(i32 0, !198, !DIExpression(), !563)
  br label %217, !dbg !564

212:                                              ; preds = %214
  %213 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.8, i32 noundef %227, i64 noundef %234), !dbg !565
    #dbg_value(!DIArgList(i32 %47, i32 %227, i32 %197, i32 %167, i32 %137, i32 %107, i32 %77), !124, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !447)
    #dbg_value(i32 0, !205, !DIExpression(), !566)
    #dbg_value(i32 0, !207, !DIExpression(), !567)
  br label %237, !dbg !568

214:                                              ; preds = %217
  %215 = add nuw nsw i64 %208, 1, !dbg !569
    #dbg_value(i32 %227, !194, !DIExpression(), !550)
    #dbg_value(i64 %215, !196, !DIExpression(), !551)
  %216 = icmp eq i64 %215, 26, !dbg !569
  br i1 %216, label %212, label %207, !dbg !552, !llvm.loop !570

217:                                              ; preds = %207, %217
  %218 = phi i64 [ 0, %207 ], [ %235, %217 ]
  %219 = phi i32 [ %209, %207 ], [ %227, %217 ]
  %220 = phi i64 [ %210, %207 ], [ %234, %217 ]
    #dbg_value(i32 %219, !194, !DIExpression(), !550)
    #dbg_value(i64 %218, !198, !DIExpression(), !563)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #6, !dbg !571
  store i32 0, ptr %7, align 4, !dbg !571, !tbaa !572, !DIAssignID !574
    #dbg_assign(i32 0, !201, !DIExpression(), !574, ptr %7, !DIExpression(), !415)
  %221 = load volatile i64, ptr %211, align 8, !dbg !571, !tbaa !468
  %222 = trunc i64 %221 to i32, !dbg !571
  %223 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %218, !dbg !571
  %224 = load volatile i64, ptr %223, align 8, !dbg !571, !tbaa !468
  %225 = trunc i64 %224 to i32, !dbg !571
  %226 = call fastcc i32 @add_int32_t_int32_t_int32_t(i32 noundef %222, i32 noundef %225, ptr noundef nonnull %7), !dbg !571
    #dbg_value(i32 %226, !204, !DIExpression(), !415)
  %227 = add nsw i32 %226, %219, !dbg !571
    #dbg_value(i32 %227, !194, !DIExpression(), !550)
  %228 = load i32, ptr %7, align 4, !dbg !571, !tbaa !572
  %229 = sext i32 %228 to i64, !dbg !571
  %230 = shl nsw i64 %229, 1, !dbg !571
  %231 = zext nneg i32 %226 to i64, !dbg !571
  %232 = or disjoint i64 %230, %231, !dbg !571
    #dbg_value(i64 %232, !470, !DIExpression(), !575)
  %233 = xor i64 %232, %220, !dbg !577
  %234 = mul i64 %233, 1099511628211, !dbg !578
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #6, !dbg !579
  %235 = add nuw nsw i64 %218, 1, !dbg !579
    #dbg_value(i64 %235, !198, !DIExpression(), !563)
  %236 = icmp eq i64 %235, 26, !dbg !579
  br i1 %236, label %214, label %217, !dbg !564, !llvm.loop !580

237:                                              ; preds = %212, %244
  %238 = phi i64 [ 0, %212 ], [ %245, %244 ]
  %239 = phi i32 [ 0, %212 ], [ %257, %244 ]
  %240 = phi i64 [ 1469598103934665603, %212 ], [ %264, %244 ]
    #dbg_value(i32 %239, !205, !DIExpression(), !566)
    #dbg_value(i64 %238, !207, !DIExpression(), !567)
  %241 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %238
    #dbg_value(i32 0, !209, !DIExpression(), !581)
  br label %247, !dbg !582

242:                                              ; preds = %244
  %243 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.8, i32 noundef %257, i64 noundef %264), !dbg !583
    #dbg_value(!DIArgList(i32 %47, i32 %257, i32 %227, i32 %197, i32 %167, i32 %137, i32 %107, i32 %77), !124, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !447)
    #dbg_value(i32 0, !216, !DIExpression(), !584)
    #dbg_value(i32 0, !218, !DIExpression(), !585)
  br label %267, !dbg !586

244:                                              ; preds = %247
  %245 = add nuw nsw i64 %238, 1, !dbg !587
    #dbg_value(i32 %257, !205, !DIExpression(), !566)
    #dbg_value(i64 %245, !207, !DIExpression(), !567)
  %246 = icmp eq i64 %245, 26, !dbg !587
  br i1 %246, label %242, label %237, !dbg !568, !llvm.loop !588

247:                                              ; preds = %237, %247
  %248 = phi i64 [ 0, %237 ], [ %265, %247 ]
  %249 = phi i32 [ %239, %237 ], [ %257, %247 ]
  %250 = phi i64 [ %240, %237 ], [ %264, %247 ]
    #dbg_value(i32 %249, !205, !DIExpression(), !566)
    #dbg_value(i64 %248, !209, !DIExpression(), !581)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8) #6, !dbg !589
  store i32 0, ptr %8, align 4, !dbg !589, !tbaa !572, !DIAssignID !590
    #dbg_assign(i32 0, !212, !DIExpression(), !590, ptr %8, !DIExpression(), !417)
  %251 = load volatile i64, ptr %241, align 8, !dbg !589, !tbaa !468
  %252 = trunc i64 %251 to i32, !dbg !589
  %253 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %248, !dbg !589
  %254 = load volatile i64, ptr %253, align 8, !dbg !589, !tbaa !468
  %255 = trunc i64 %254 to i32, !dbg !589
  %256 = call fastcc i32 @sub_int32_t_int32_t_int32_t(i32 noundef %252, i32 noundef %255, ptr noundef nonnull %8), !dbg !589
    #dbg_value(i32 %256, !215, !DIExpression(), !417)
  %257 = add nsw i32 %256, %249, !dbg !589
    #dbg_value(i32 %257, !205, !DIExpression(), !566)
  %258 = load i32, ptr %8, align 4, !dbg !589, !tbaa !572
  %259 = sext i32 %258 to i64, !dbg !589
  %260 = shl nsw i64 %259, 1, !dbg !589
  %261 = zext nneg i32 %256 to i64, !dbg !589
  %262 = or disjoint i64 %260, %261, !dbg !589
    #dbg_value(i64 %262, !470, !DIExpression(), !591)
  %263 = xor i64 %262, %250, !dbg !593
  %264 = mul i64 %263, 1099511628211, !dbg !594
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #6, !dbg !595
  %265 = add nuw nsw i64 %248, 1, !dbg !595
    #dbg_value(i64 %265, !209, !DIExpression(), !581)
  %266 = icmp eq i64 %265, 26, !dbg !595
  br i1 %266, label %244, label %247, !dbg !582, !llvm.loop !596

267:                                              ; preds = %242, %274
  %268 = phi i64 [ 0, %242 ], [ %275, %274 ]
  %269 = phi i32 [ 0, %242 ], [ %287, %274 ]
  %270 = phi i64 [ 1469598103934665603, %242 ], [ %294, %274 ]
    #dbg_value(i32 %269, !216, !DIExpression(), !584)
    #dbg_value(i64 %268, !218, !DIExpression(), !585)
  %271 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %268
    #dbg_value(i32 0, !220, !DIExpression(), !597)
  br label %277, !dbg !598

272:                                              ; preds = %274
  %273 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.8, i32 noundef %287, i64 noundef %294), !dbg !599
    #dbg_value(!DIArgList(i32 %47, i32 %287, i32 %257, i32 %227, i32 %197, i32 %167, i32 %137, i32 %107, i32 %77), !124, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !447)
    #dbg_value(i32 0, !227, !DIExpression(), !600)
    #dbg_value(i32 0, !229, !DIExpression(), !601)
  br label %297, !dbg !602

274:                                              ; preds = %277
  %275 = add nuw nsw i64 %268, 1, !dbg !603
    #dbg_value(i32 %287, !216, !DIExpression(), !584)
    #dbg_value(i64 %275, !218, !DIExpression(), !585)
  %276 = icmp eq i64 %275, 26, !dbg !603
  br i1 %276, label %272, label %267, !dbg !586, !llvm.loop !604

277:                                              ; preds = %267, %277
  %278 = phi i64 [ 0, %267 ], [ %295, %277 ]
  %279 = phi i32 [ %269, %267 ], [ %287, %277 ]
  %280 = phi i64 [ %270, %267 ], [ %294, %277 ]
    #dbg_value(i32 %279, !216, !DIExpression(), !584)
    #dbg_value(i64 %278, !220, !DIExpression(), !597)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9) #6, !dbg !605
  store i32 0, ptr %9, align 4, !dbg !605, !tbaa !572, !DIAssignID !606
    #dbg_assign(i32 0, !223, !DIExpression(), !606, ptr %9, !DIExpression(), !419)
  %281 = load volatile i64, ptr %271, align 8, !dbg !605, !tbaa !468
  %282 = trunc i64 %281 to i32, !dbg !605
  %283 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %278, !dbg !605
  %284 = load volatile i64, ptr %283, align 8, !dbg !605, !tbaa !468
  %285 = trunc i64 %284 to i32, !dbg !605
  %286 = call fastcc i32 @mul_int32_t_int32_t_int32_t(i32 noundef %282, i32 noundef %285, ptr noundef nonnull %9), !dbg !605
    #dbg_value(i32 %286, !226, !DIExpression(), !419)
  %287 = add nsw i32 %286, %279, !dbg !605
    #dbg_value(i32 %287, !216, !DIExpression(), !584)
  %288 = load i32, ptr %9, align 4, !dbg !605, !tbaa !572
  %289 = sext i32 %288 to i64, !dbg !605
  %290 = shl nsw i64 %289, 1, !dbg !605
  %291 = zext nneg i32 %286 to i64, !dbg !605
  %292 = or disjoint i64 %290, %291, !dbg !605
    #dbg_value(i64 %292, !470, !DIExpression(), !607)
  %293 = xor i64 %292, %280, !dbg !609
  %294 = mul i64 %293, 1099511628211, !dbg !610
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9) #6, !dbg !611
  %295 = add nuw nsw i64 %278, 1, !dbg !611
    #dbg_value(i64 %295, !220, !DIExpression(), !597)
  %296 = icmp eq i64 %295, 26, !dbg !611
  br i1 %296, label %274, label %277, !dbg !598, !llvm.loop !612

297:                                              ; preds = %272, %304
  %298 = phi i64 [ 0, %272 ], [ %305, %304 ]
  %299 = phi i32 [ 0, %272 ], [ %317, %304 ]
  %300 = phi i64 [ 1469598103934665603, %272 ], [ %324, %304 ]
    #dbg_value(i64 %298, !229, !DIExpression(), !601)
    #dbg_value(i32 %299, !227, !DIExpression(), !600)
  %301 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %298
    #dbg_value(i32 0, !231, !DIExpression(), !613)
  br label %307, !dbg !614

302:                                              ; preds = %304
  %303 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.9, i32 noundef %317, i64 noundef %324), !dbg !615
    #dbg_value(!DIArgList(i32 %47, i32 %317, i32 %287, i32 %257, i32 %227, i32 %197, i32 %167, i32 %137, i32 %107, i32 %77), !124, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_LLVM_arg, 8, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !447)
    #dbg_value(i32 0, !238, !DIExpression(), !616)
    #dbg_value(i32 0, !240, !DIExpression(), !617)
  br label %327, !dbg !618

304:                                              ; preds = %307
  %305 = add nuw nsw i64 %298, 1, !dbg !619
    #dbg_value(i64 %305, !229, !DIExpression(), !601)
    #dbg_value(i32 %317, !227, !DIExpression(), !600)
  %306 = icmp eq i64 %305, 26, !dbg !619
  br i1 %306, label %302, label %297, !dbg !602, !llvm.loop !620

307:                                              ; preds = %297, %307
  %308 = phi i64 [ 0, %297 ], [ %325, %307 ]
  %309 = phi i32 [ %299, %297 ], [ %317, %307 ]
  %310 = phi i64 [ %300, %297 ], [ %324, %307 ]
    #dbg_value(i64 %308, !231, !DIExpression(), !613)
    #dbg_value(i32 %309, !227, !DIExpression(), !600)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %10) #6, !dbg !621
  store i32 0, ptr %10, align 4, !dbg !621, !tbaa !572, !DIAssignID !622
    #dbg_assign(i32 0, !234, !DIExpression(), !622, ptr %10, !DIExpression(), !421)
  %311 = load volatile i64, ptr %301, align 8, !dbg !621, !tbaa !468
  %312 = trunc i64 %311 to i32, !dbg !621
  %313 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %308, !dbg !621
  %314 = load volatile i64, ptr %313, align 8, !dbg !621, !tbaa !468
  %315 = trunc i64 %314 to i32, !dbg !621
  %316 = call fastcc i32 @mul_uint32_t_uint32_t_uint32_t(i32 noundef %312, i32 noundef %315, ptr noundef nonnull %10), !dbg !621
    #dbg_value(i32 %316, !237, !DIExpression(), !421)
  %317 = add nsw i32 %316, %309, !dbg !621
    #dbg_value(i32 %317, !227, !DIExpression(), !600)
  %318 = load i32, ptr %10, align 4, !dbg !621, !tbaa !572
  %319 = zext i32 %318 to i64, !dbg !621
  %320 = shl nuw nsw i64 %319, 1, !dbg !621
  %321 = zext nneg i32 %316 to i64, !dbg !621
  %322 = or disjoint i64 %320, %321, !dbg !621
    #dbg_value(i64 %322, !470, !DIExpression(), !623)
  %323 = xor i64 %322, %310, !dbg !625
  %324 = mul i64 %323, 1099511628211, !dbg !626
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %10) #6, !dbg !627
  %325 = add nuw nsw i64 %308, 1, !dbg !627
    #dbg_value(i64 %325, !231, !DIExpression(), !613)
  %326 = icmp eq i64 %325, 26, !dbg !627
  br i1 %326, label %304, label %307, !dbg !614, !llvm.loop !628

327:                                              ; preds = %302, %334
  %328 = phi i64 [ 0, %302 ], [ %335, %334 ]
  %329 = phi i32 [ 0, %302 ], [ %345, %334 ]
  %330 = phi i64 [ 1469598103934665603, %302 ], [ %351, %334 ]
    #dbg_value(i64 %328, !240, !DIExpression(), !617)
    #dbg_value(i32 %329, !238, !DIExpression(), !616)
  %331 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %328
    #dbg_value(i32 0, !242, !DIExpression(), !629)
  br label %337, !dbg !630

332:                                              ; preds = %334
  %333 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.10, i32 noundef %345, i64 noundef %351), !dbg !631
    #dbg_value(!DIArgList(i32 %47, i32 %345, i32 %317, i32 %287, i32 %257, i32 %227, i32 %197, i32 %167, i32 %137, i32 %107, i32 %77), !124, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 10, DW_OP_plus, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_LLVM_arg, 8, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !447)
    #dbg_value(i32 0, !249, !DIExpression(), !632)
    #dbg_value(i32 0, !251, !DIExpression(), !633)
  br label %354, !dbg !634

334:                                              ; preds = %337
  %335 = add nuw nsw i64 %328, 1, !dbg !635
    #dbg_value(i64 %335, !240, !DIExpression(), !617)
    #dbg_value(i32 %345, !238, !DIExpression(), !616)
  %336 = icmp eq i64 %335, 26, !dbg !635
  br i1 %336, label %332, label %327, !dbg !618, !llvm.loop !636

337:                                              ; preds = %327, %337
  %338 = phi i64 [ 0, %327 ], [ %352, %337 ]
  %339 = phi i32 [ %329, %327 ], [ %345, %337 ]
  %340 = phi i64 [ %330, %327 ], [ %351, %337 ]
    #dbg_value(i64 %338, !242, !DIExpression(), !629)
    #dbg_value(i32 %339, !238, !DIExpression(), !616)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11) #6, !dbg !637
  store i64 0, ptr %11, align 8, !dbg !637, !tbaa !638, !DIAssignID !640
    #dbg_assign(i64 0, !245, !DIExpression(), !640, ptr %11, !DIExpression(), !423)
  %341 = load volatile i64, ptr %331, align 8, !dbg !637, !tbaa !468
  %342 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %338, !dbg !637
  %343 = load volatile i64, ptr %342, align 8, !dbg !637, !tbaa !468
  %344 = call fastcc i32 @add_int64_t_int64_t_int64_t(i64 noundef %341, i64 noundef %343, ptr noundef nonnull %11), !dbg !637
    #dbg_value(i32 %344, !248, !DIExpression(), !423)
  %345 = add nsw i32 %344, %339, !dbg !637
    #dbg_value(i32 %345, !238, !DIExpression(), !616)
  %346 = load i64, ptr %11, align 8, !dbg !637, !tbaa !638
  %347 = shl i64 %346, 1, !dbg !637
  %348 = zext nneg i32 %344 to i64, !dbg !637
  %349 = or disjoint i64 %347, %348, !dbg !637
    #dbg_value(i64 %349, !470, !DIExpression(), !641)
  %350 = xor i64 %349, %340, !dbg !643
  %351 = mul i64 %350, 1099511628211, !dbg !644
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11) #6, !dbg !645
  %352 = add nuw nsw i64 %338, 1, !dbg !645
    #dbg_value(i64 %352, !242, !DIExpression(), !629)
  %353 = icmp eq i64 %352, 26, !dbg !645
  br i1 %353, label %334, label %337, !dbg !630, !llvm.loop !646

354:                                              ; preds = %332, %361
  %355 = phi i64 [ 0, %332 ], [ %362, %361 ]
  %356 = phi i32 [ 0, %332 ], [ %372, %361 ]
  %357 = phi i64 [ 1469598103934665603, %332 ], [ %378, %361 ]
    #dbg_value(i64 %355, !251, !DIExpression(), !633)
    #dbg_value(i32 %356, !249, !DIExpression(), !632)
  %358 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %355
    #dbg_value(i32 0, !253, !DIExpression(), !647)
  br label %364, !dbg !648

359:                                              ; preds = %361
  %360 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.10, i32 noundef %372, i64 noundef %378), !dbg !649
    #dbg_value(!DIArgList(i32 %47, i32 %372, i32 %345, i32 %317, i32 %287, i32 %257, i32 %227, i32 %197, i32 %167, i32 %137, i32 %107, i32 %77), !124, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 11, DW_OP_plus, DW_OP_LLVM_arg, 10, DW_OP_plus, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_LLVM_arg, 8, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !447)
    #dbg_value(i32 0, !260, !DIExpression(), !650)
    #dbg_value(i32 0, !262, !DIExpression(), !651)
  br label %381, !dbg !652

361:                                              ; preds = %364
  %362 = add nuw nsw i64 %355, 1, !dbg !653
    #dbg_value(i64 %362, !251, !DIExpression(), !633)
    #dbg_value(i32 %372, !249, !DIExpression(), !632)
  %363 = icmp eq i64 %362, 26, !dbg !653
  br i1 %363, label %359, label %354, !dbg !634, !llvm.loop !654

364:                                              ; preds = %354, %364
  %365 = phi i64 [ 0, %354 ], [ %379, %364 ]
  %366 = phi i32 [ %356, %354 ], [ %372, %364 ]
  %367 = phi i64 [ %357, %354 ], [ %378, %364 ]
    #dbg_value(i64 %365, !253, !DIExpression(), !647)
    #dbg_value(i32 %366, !249, !DIExpression(), !632)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12) #6, !dbg !655
  store i64 0, ptr %12, align 8, !dbg !655, !tbaa !638, !DIAssignID !656
    #dbg_assign(i64 0, !256, !DIExpression(), !656, ptr %12, !DIExpression(), !425)
  %368 = load volatile i64, ptr %358, align 8, !dbg !655, !tbaa !468
  %369 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %365, !dbg !655
  %370 = load volatile i64, ptr %369, align 8, !dbg !655, !tbaa !468
  %371 = call fastcc i32 @sub_int64_t_int64_t_int64_t(i64 noundef %368, i64 noundef %370, ptr noundef nonnull %12), !dbg !655
    #dbg_value(i32 %371, !259, !DIExpression(), !425)
  %372 = add nsw i32 %371, %366, !dbg !655
    #dbg_value(i32 %372, !249, !DIExpression(), !632)
  %373 = load i64, ptr %12, align 8, !dbg !655, !tbaa !638
  %374 = shl i64 %373, 1, !dbg !655
  %375 = zext nneg i32 %371 to i64, !dbg !655
  %376 = or disjoint i64 %374, %375, !dbg !655
    #dbg_value(i64 %376, !470, !DIExpression(), !657)
  %377 = xor i64 %376, %367, !dbg !659
  %378 = mul i64 %377, 1099511628211, !dbg !660
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12) #6, !dbg !661
  %379 = add nuw nsw i64 %365, 1, !dbg !661
    #dbg_value(i64 %379, !253, !DIExpression(), !647)
  %380 = icmp eq i64 %379, 26, !dbg !661
  br i1 %380, label %361, label %364, !dbg !648, !llvm.loop !662

381:                                              ; preds = %359, %388
  %382 = phi i64 [ 0, %359 ], [ %389, %388 ]
  %383 = phi i32 [ 0, %359 ], [ %399, %388 ]
  %384 = phi i64 [ 1469598103934665603, %359 ], [ %405, %388 ]
    #dbg_value(i64 %382, !262, !DIExpression(), !651)
    #dbg_value(i32 %383, !260, !DIExpression(), !650)
  %385 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %382
    #dbg_value(i32 0, !264, !DIExpression(), !663)
  br label %391, !dbg !664

386:                                              ; preds = %388
  %387 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.10, i32 noundef %399, i64 noundef %405), !dbg !665
    #dbg_value(!DIArgList(i32 %47, i32 %399, i32 %372, i32 %345, i32 %317, i32 %287, i32 %257, i32 %227, i32 %197, i32 %167, i32 %137, i32 %107, i32 %77), !124, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 12, DW_OP_plus, DW_OP_LLVM_arg, 11, DW_OP_plus, DW_OP_LLVM_arg, 10, DW_OP_plus, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_LLVM_arg, 8, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !447)
    #dbg_value(i32 0, !271, !DIExpression(), !666)
    #dbg_value(i32 0, !273, !DIExpression(), !667)
  br label %408, !dbg !668

388:                                              ; preds = %391
  %389 = add nuw nsw i64 %382, 1, !dbg !669
    #dbg_value(i64 %389, !262, !DIExpression(), !651)
    #dbg_value(i32 %399, !260, !DIExpression(), !650)
  %390 = icmp eq i64 %389, 26, !dbg !669
  br i1 %390, label %386, label %381, !dbg !652, !llvm.loop !670

391:                                              ; preds = %381, %391
  %392 = phi i64 [ 0, %381 ], [ %406, %391 ]
  %393 = phi i32 [ %383, %381 ], [ %399, %391 ]
  %394 = phi i64 [ %384, %381 ], [ %405, %391 ]
    #dbg_value(i64 %392, !264, !DIExpression(), !663)
    #dbg_value(i32 %393, !260, !DIExpression(), !650)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13) #6, !dbg !671
  store i64 0, ptr %13, align 8, !dbg !671, !tbaa !638, !DIAssignID !672
    #dbg_assign(i64 0, !267, !DIExpression(), !672, ptr %13, !DIExpression(), !427)
  %395 = load volatile i64, ptr %385, align 8, !dbg !671, !tbaa !468
  %396 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %392, !dbg !671
  %397 = load volatile i64, ptr %396, align 8, !dbg !671, !tbaa !468
  %398 = call fastcc i32 @mul_int64_t_int64_t_int64_t(i64 noundef %395, i64 noundef %397, ptr noundef nonnull %13), !dbg !671
    #dbg_value(i32 %398, !270, !DIExpression(), !427)
  %399 = add nsw i32 %398, %393, !dbg !671
    #dbg_value(i32 %399, !260, !DIExpression(), !650)
  %400 = load i64, ptr %13, align 8, !dbg !671, !tbaa !638
  %401 = shl i64 %400, 1, !dbg !671
  %402 = zext nneg i32 %398 to i64, !dbg !671
  %403 = or disjoint i64 %401, %402, !dbg !671
    #dbg_value(i64 %403, !470, !DIExpression(), !673)
  %404 = xor i64 %403, %394, !dbg !675
  %405 = mul i64 %404, 1099511628211, !dbg !676
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13) #6, !dbg !677
  %406 = add nuw nsw i64 %392, 1, !dbg !677
    #dbg_value(i64 %406, !264, !DIExpression(), !663)
  %407 = icmp eq i64 %406, 26, !dbg !677
  br i1 %407, label %388, label %391, !dbg !664, !llvm.loop !678

408:                                              ; preds = %386, %415
  %409 = phi i64 [ 0, %386 ], [ %416, %415 ]
  %410 = phi i32 [ 0, %386 ], [ %426, %415 ]
  %411 = phi i64 [ 1469598103934665603, %386 ], [ %432, %415 ]
    #dbg_value(i64 %409, !273, !DIExpression(), !667)
    #dbg_value(i32 %410, !271, !DIExpression(), !666)
  %412 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %409
    #dbg_value(i32 0, !275, !DIExpression(), !679)
  br label %418, !dbg !680

413:                                              ; preds = %415
  %414 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.11, i32 noundef %426, i64 noundef %432), !dbg !681
    #dbg_value(!DIArgList(i32 %47, i32 %426, i32 %399, i32 %372, i32 %345, i32 %317, i32 %287, i32 %257, i32 %227, i32 %197, i32 %167, i32 %137, i32 %107, i32 %77), !124, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 13, DW_OP_plus, DW_OP_LLVM_arg, 12, DW_OP_plus, DW_OP_LLVM_arg, 11, DW_OP_plus, DW_OP_LLVM_arg, 10, DW_OP_plus, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_LLVM_arg, 8, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !447)
    #dbg_value(i32 0, !282, !DIExpression(), !682)
    #dbg_value(i32 0, !284, !DIExpression(), !683)
  br label %435, !dbg !684

415:                                              ; preds = %418
  %416 = add nuw nsw i64 %409, 1, !dbg !685
    #dbg_value(i64 %416, !273, !DIExpression(), !667)
    #dbg_value(i32 %426, !271, !DIExpression(), !666)
  %417 = icmp eq i64 %416, 26, !dbg !685
  br i1 %417, label %413, label %408, !dbg !668, !llvm.loop !686

418:                                              ; preds = %408, %418
  %419 = phi i64 [ 0, %408 ], [ %433, %418 ]
  %420 = phi i32 [ %410, %408 ], [ %426, %418 ]
  %421 = phi i64 [ %411, %408 ], [ %432, %418 ]
    #dbg_value(i64 %419, !275, !DIExpression(), !679)
    #dbg_value(i32 %420, !271, !DIExpression(), !666)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14) #6, !dbg !687
  store i64 0, ptr %14, align 8, !dbg !687, !tbaa !638, !DIAssignID !688
    #dbg_assign(i64 0, !278, !DIExpression(), !688, ptr %14, !DIExpression(), !429)
  %422 = load volatile i64, ptr %412, align 8, !dbg !687, !tbaa !468
  %423 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %419, !dbg !687
  %424 = load volatile i64, ptr %423, align 8, !dbg !687, !tbaa !468
  %425 = call fastcc i32 @add_uint64_t_uint64_t_uint64_t(i64 noundef %422, i64 noundef %424, ptr noundef nonnull %14), !dbg !687
    #dbg_value(i32 %425, !281, !DIExpression(), !429)
  %426 = add nsw i32 %425, %420, !dbg !687
    #dbg_value(i32 %426, !271, !DIExpression(), !666)
  %427 = load i64, ptr %14, align 8, !dbg !687, !tbaa !638
  %428 = shl i64 %427, 1, !dbg !687
  %429 = zext nneg i32 %425 to i64, !dbg !687
  %430 = or disjoint i64 %428, %429, !dbg !687
    #dbg_value(i64 %430, !470, !DIExpression(), !689)
  %431 = xor i64 %430, %421, !dbg !691
  %432 = mul i64 %431, 1099511628211, !dbg !692
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14) #6, !dbg !693
  %433 = add nuw nsw i64 %419, 1, !dbg !693
    #dbg_value(i64 %433, !275, !DIExpression(), !679)
  %434 = icmp eq i64 %433, 26, !dbg !693
  br i1 %434, label %415, label %418, !dbg !680, !llvm.loop !694

435:                                              ; preds = %413, %442
  %436 = phi i64 [ 0, %413 ], [ %443, %442 ]
  %437 = phi i32 [ 0, %413 ], [ %453, %442 ]
  %438 = phi i64 [ 1469598103934665603, %413 ], [ %459, %442 ]
    #dbg_value(i64 %436, !284, !DIExpression(), !683)
    #dbg_value(i32 %437, !282, !DIExpression(), !682)
  %439 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %436
    #dbg_value(i32 0, !286, !DIExpression(), !695)
  br label %445, !dbg !696

440:                                              ; preds = %442
  %441 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.11, i32 noundef %453, i64 noundef %459), !dbg !697
    #dbg_value(!DIArgList(i32 %47, i32 %453, i32 %426, i32 %399, i32 %372, i32 %345, i32 %317, i32 %287, i32 %257, i32 %227, i32 %197, i32 %167, i32 %137, i32 %107, i32 %77), !124, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 14, DW_OP_plus, DW_OP_LLVM_arg, 13, DW_OP_plus, DW_OP_LLVM_arg, 12, DW_OP_plus, DW_OP_LLVM_arg, 11, DW_OP_plus, DW_OP_LLVM_arg, 10, DW_OP_plus, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_LLVM_arg, 8, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !447)
    #dbg_value(i32 0, !293, !DIExpression(), !698)
    #dbg_value(i32 0, !295, !DIExpression(), !699)
  br label %462, !dbg !700

442:                                              ; preds = %445
  %443 = add nuw nsw i64 %436, 1, !dbg !701
    #dbg_value(i64 %443, !284, !DIExpression(), !683)
    #dbg_value(i32 %453, !282, !DIExpression(), !682)
  %444 = icmp eq i64 %443, 26, !dbg !701
  br i1 %444, label %440, label %435, !dbg !684, !llvm.loop !702

445:                                              ; preds = %435, %445
  %446 = phi i64 [ 0, %435 ], [ %460, %445 ]
  %447 = phi i32 [ %437, %435 ], [ %453, %445 ]
  %448 = phi i64 [ %438, %435 ], [ %459, %445 ]
    #dbg_value(i64 %446, !286, !DIExpression(), !695)
    #dbg_value(i32 %447, !282, !DIExpression(), !682)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15) #6, !dbg !703
  store i64 0, ptr %15, align 8, !dbg !703, !tbaa !638, !DIAssignID !704
    #dbg_assign(i64 0, !289, !DIExpression(), !704, ptr %15, !DIExpression(), !431)
  %449 = load volatile i64, ptr %439, align 8, !dbg !703, !tbaa !468
  %450 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %446, !dbg !703
  %451 = load volatile i64, ptr %450, align 8, !dbg !703, !tbaa !468
  %452 = call fastcc i32 @sub_uint64_t_uint64_t_uint64_t(i64 noundef %449, i64 noundef %451, ptr noundef nonnull %15), !dbg !703
    #dbg_value(i32 %452, !292, !DIExpression(), !431)
  %453 = add nsw i32 %452, %447, !dbg !703
    #dbg_value(i32 %453, !282, !DIExpression(), !682)
  %454 = load i64, ptr %15, align 8, !dbg !703, !tbaa !638
  %455 = shl i64 %454, 1, !dbg !703
  %456 = zext nneg i32 %452 to i64, !dbg !703
  %457 = or disjoint i64 %455, %456, !dbg !703
    #dbg_value(i64 %457, !470, !DIExpression(), !705)
  %458 = xor i64 %457, %448, !dbg !707
  %459 = mul i64 %458, 1099511628211, !dbg !708
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15) #6, !dbg !709
  %460 = add nuw nsw i64 %446, 1, !dbg !709
    #dbg_value(i64 %460, !286, !DIExpression(), !695)
  %461 = icmp eq i64 %460, 26, !dbg !709
  br i1 %461, label %442, label %445, !dbg !696, !llvm.loop !710

462:                                              ; preds = %440, %469
  %463 = phi i64 [ 0, %440 ], [ %470, %469 ]
  %464 = phi i32 [ 0, %440 ], [ %480, %469 ]
  %465 = phi i64 [ 1469598103934665603, %440 ], [ %486, %469 ]
    #dbg_value(i64 %463, !295, !DIExpression(), !699)
    #dbg_value(i32 %464, !293, !DIExpression(), !698)
  %466 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %463
    #dbg_value(i32 0, !297, !DIExpression(), !711)
  br label %472, !dbg !712

467:                                              ; preds = %469
  %468 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.11, i32 noundef %480, i64 noundef %486), !dbg !713
    #dbg_value(!DIArgList(i32 %47, i32 %480, i32 %453, i32 %426, i32 %399, i32 %372, i32 %345, i32 %317, i32 %287, i32 %257, i32 %227, i32 %197, i32 %167, i32 %137, i32 %107, i32 %77), !124, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 15, DW_OP_plus, DW_OP_LLVM_arg, 14, DW_OP_plus, DW_OP_LLVM_arg, 13, DW_OP_plus, DW_OP_LLVM_arg, 12, DW_OP_plus, DW_OP_LLVM_arg, 11, DW_OP_plus, DW_OP_LLVM_arg, 10, DW_OP_plus, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_LLVM_arg, 8, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !447)
    #dbg_value(i32 0, !304, !DIExpression(), !714)
    #dbg_value(i32 0, !306, !DIExpression(), !715)
  br label %489, !dbg !716

469:                                              ; preds = %472
  %470 = add nuw nsw i64 %463, 1, !dbg !717
    #dbg_value(i64 %470, !295, !DIExpression(), !699)
    #dbg_value(i32 %480, !293, !DIExpression(), !698)
  %471 = icmp eq i64 %470, 26, !dbg !717
  br i1 %471, label %467, label %462, !dbg !700, !llvm.loop !718

472:                                              ; preds = %462, %472
  %473 = phi i64 [ 0, %462 ], [ %487, %472 ]
  %474 = phi i32 [ %464, %462 ], [ %480, %472 ]
  %475 = phi i64 [ %465, %462 ], [ %486, %472 ]
    #dbg_value(i64 %473, !297, !DIExpression(), !711)
    #dbg_value(i32 %474, !293, !DIExpression(), !698)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16) #6, !dbg !719
  store i64 0, ptr %16, align 8, !dbg !719, !tbaa !638, !DIAssignID !720
    #dbg_assign(i64 0, !300, !DIExpression(), !720, ptr %16, !DIExpression(), !433)
  %476 = load volatile i64, ptr %466, align 8, !dbg !719, !tbaa !468
  %477 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %473, !dbg !719
  %478 = load volatile i64, ptr %477, align 8, !dbg !719, !tbaa !468
  %479 = call fastcc i32 @mul_uint64_t_uint64_t_uint64_t(i64 noundef %476, i64 noundef %478, ptr noundef nonnull %16), !dbg !719
    #dbg_value(i32 %479, !303, !DIExpression(), !433)
  %480 = add nsw i32 %479, %474, !dbg !719
    #dbg_value(i32 %480, !293, !DIExpression(), !698)
  %481 = load i64, ptr %16, align 8, !dbg !719, !tbaa !638
  %482 = shl i64 %481, 1, !dbg !719
  %483 = zext nneg i32 %479 to i64, !dbg !719
  %484 = or disjoint i64 %482, %483, !dbg !719
    #dbg_value(i64 %484, !470, !DIExpression(), !721)
  %485 = xor i64 %484, %475, !dbg !723
  %486 = mul i64 %485, 1099511628211, !dbg !724
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16) #6, !dbg !725
  %487 = add nuw nsw i64 %473, 1, !dbg !725
    #dbg_value(i64 %487, !297, !DIExpression(), !711)
  %488 = icmp eq i64 %487, 26, !dbg !725
  br i1 %488, label %469, label %472, !dbg !712, !llvm.loop !726

489:                                              ; preds = %467, %496
  %490 = phi i64 [ 0, %467 ], [ %497, %496 ]
  %491 = phi i32 [ 0, %467 ], [ %507, %496 ]
  %492 = phi i64 [ 1469598103934665603, %467 ], [ %514, %496 ]
    #dbg_value(i64 %490, !306, !DIExpression(), !715)
    #dbg_value(i32 %491, !304, !DIExpression(), !714)
  %493 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %490
    #dbg_value(i32 0, !308, !DIExpression(), !727)
  br label %499, !dbg !728

494:                                              ; preds = %496
  %495 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.8, i32 noundef %507, i64 noundef %514), !dbg !729
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison), !124, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 15, DW_OP_plus, DW_OP_LLVM_arg, 14, DW_OP_plus, DW_OP_LLVM_arg, 13, DW_OP_plus, DW_OP_LLVM_arg, 12, DW_OP_plus, DW_OP_LLVM_arg, 11, DW_OP_plus, DW_OP_LLVM_arg, 10, DW_OP_plus, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_LLVM_arg, 8, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !447)
    #dbg_value(i32 0, !315, !DIExpression(), !730)
    #dbg_value(i32 0, !317, !DIExpression(), !731)
  br label %517, !dbg !732

496:                                              ; preds = %499
  %497 = add nuw nsw i64 %490, 1, !dbg !733
    #dbg_value(i64 %497, !306, !DIExpression(), !715)
    #dbg_value(i32 %507, !304, !DIExpression(), !714)
  %498 = icmp eq i64 %497, 26, !dbg !733
  br i1 %498, label %494, label %489, !dbg !716, !llvm.loop !734

499:                                              ; preds = %489, %499
  %500 = phi i64 [ 0, %489 ], [ %515, %499 ]
  %501 = phi i32 [ %491, %489 ], [ %507, %499 ]
  %502 = phi i64 [ %492, %489 ], [ %514, %499 ]
    #dbg_value(i64 %500, !308, !DIExpression(), !727)
    #dbg_value(i32 %501, !304, !DIExpression(), !714)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %17) #6, !dbg !735
  store i32 0, ptr %17, align 4, !dbg !735, !tbaa !572, !DIAssignID !736
    #dbg_assign(i32 0, !311, !DIExpression(), !736, ptr %17, !DIExpression(), !435)
  %503 = load volatile i64, ptr %493, align 8, !dbg !735, !tbaa !468
  %504 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %500, !dbg !735
  %505 = load volatile i64, ptr %504, align 8, !dbg !735, !tbaa !468
  %506 = call fastcc i32 @add_int64_t_uint64_t_int32_t(i64 noundef %503, i64 noundef %505, ptr noundef nonnull %17), !dbg !735
    #dbg_value(i32 %506, !314, !DIExpression(), !435)
  %507 = add nsw i32 %506, %501, !dbg !735
    #dbg_value(i32 %507, !304, !DIExpression(), !714)
  %508 = load i32, ptr %17, align 4, !dbg !735, !tbaa !572
  %509 = sext i32 %508 to i64, !dbg !735
  %510 = shl nsw i64 %509, 1, !dbg !735
  %511 = zext nneg i32 %506 to i64, !dbg !735
  %512 = or disjoint i64 %510, %511, !dbg !735
    #dbg_value(i64 %512, !470, !DIExpression(), !737)
  %513 = xor i64 %512, %502, !dbg !739
  %514 = mul i64 %513, 1099511628211, !dbg !740
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %17) #6, !dbg !741
  %515 = add nuw nsw i64 %500, 1, !dbg !741
    #dbg_value(i64 %515, !308, !DIExpression(), !727)
  %516 = icmp eq i64 %515, 26, !dbg !741
  br i1 %516, label %496, label %499, !dbg !728, !llvm.loop !742

517:                                              ; preds = %494, %523
  %518 = phi i64 [ 0, %494 ], [ %524, %523 ]
  %519 = phi i64 [ 1469598103934665603, %494 ], [ %537, %523 ]
    #dbg_value(i64 %518, !317, !DIExpression(), !731)
  %520 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %518
    #dbg_value(i32 0, !319, !DIExpression(), !743)
    #dbg_value(i32 0, !315, !DIExpression(), !730)
  br label %526, !dbg !744

521:                                              ; preds = %523
  %522 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.10, i32 noundef 0, i64 noundef %537), !dbg !745
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison), !124, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 15, DW_OP_plus, DW_OP_LLVM_arg, 14, DW_OP_plus, DW_OP_LLVM_arg, 13, DW_OP_plus, DW_OP_LLVM_arg, 12, DW_OP_plus, DW_OP_LLVM_arg, 11, DW_OP_plus, DW_OP_LLVM_arg, 10, DW_OP_plus, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_LLVM_arg, 8, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !447)
    #dbg_value(i32 0, !326, !DIExpression(), !746)
    #dbg_value(i32 0, !328, !DIExpression(), !747)
  br label %540, !dbg !748

523:                                              ; preds = %526
  %524 = add nuw nsw i64 %518, 1, !dbg !749
    #dbg_value(i64 %524, !317, !DIExpression(), !731)
    #dbg_value(i32 0, !315, !DIExpression(), !730)
  %525 = icmp eq i64 %524, 26, !dbg !749
  br i1 %525, label %521, label %517, !dbg !732, !llvm.loop !750

526:                                              ; preds = %517, %526
  %527 = phi i64 [ 0, %517 ], [ %538, %526 ]
  %528 = phi i64 [ %519, %517 ], [ %537, %526 ]
    #dbg_value(i64 %527, !319, !DIExpression(), !743)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18) #6, !dbg !751
  store i64 0, ptr %18, align 8, !dbg !751, !tbaa !638, !DIAssignID !752
    #dbg_assign(i64 0, !322, !DIExpression(), !752, ptr %18, !DIExpression(), !437)
  %529 = load volatile i64, ptr %520, align 8, !dbg !751, !tbaa !468
  %530 = trunc i64 %529 to i32, !dbg !751
  %531 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %527, !dbg !751
  %532 = load volatile i64, ptr %531, align 8, !dbg !751, !tbaa !468
  %533 = trunc i64 %532 to i32, !dbg !751
  call fastcc void @mul_int32_t_uint32_t_int64_t(i32 noundef %530, i32 noundef %533, ptr noundef nonnull %18), !dbg !751
    #dbg_value(i32 0, !325, !DIExpression(), !437)
    #dbg_value(i32 0, !315, !DIExpression(), !730)
  %534 = load i64, ptr %18, align 8, !dbg !751, !tbaa !638
  %535 = shl i64 %534, 1, !dbg !751
    #dbg_value(i64 %535, !470, !DIExpression(), !753)
  %536 = xor i64 %528, %535, !dbg !755
  %537 = mul i64 %536, 1099511628211, !dbg !756
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18) #6, !dbg !757
  %538 = add nuw nsw i64 %527, 1, !dbg !757
    #dbg_value(i64 %538, !319, !DIExpression(), !743)
  %539 = icmp eq i64 %538, 26, !dbg !757
  br i1 %539, label %523, label %526, !dbg !744, !llvm.loop !758

540:                                              ; preds = %521, %547
  %541 = phi i64 [ 0, %521 ], [ %548, %547 ]
  %542 = phi i32 [ 0, %521 ], [ %559, %547 ]
  %543 = phi i64 [ 1469598103934665603, %521 ], [ %566, %547 ]
    #dbg_value(i64 %541, !328, !DIExpression(), !747)
    #dbg_value(i32 %542, !326, !DIExpression(), !746)
  %544 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %541
    #dbg_value(i32 0, !330, !DIExpression(), !759)
  br label %550, !dbg !760

545:                                              ; preds = %547
  %546 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.5, i32 noundef %559, i64 noundef %566), !dbg !761
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison), !124, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 15, DW_OP_plus, DW_OP_LLVM_arg, 14, DW_OP_plus, DW_OP_LLVM_arg, 13, DW_OP_plus, DW_OP_LLVM_arg, 12, DW_OP_plus, DW_OP_LLVM_arg, 11, DW_OP_plus, DW_OP_LLVM_arg, 10, DW_OP_plus, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_LLVM_arg, 8, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !447)
    #dbg_value(i32 0, !337, !DIExpression(), !762)
    #dbg_value(i32 0, !339, !DIExpression(), !763)
  br label %569, !dbg !764

547:                                              ; preds = %550
  %548 = add nuw nsw i64 %541, 1, !dbg !765
    #dbg_value(i64 %548, !328, !DIExpression(), !747)
    #dbg_value(i32 %559, !326, !DIExpression(), !746)
  %549 = icmp eq i64 %548, 26, !dbg !765
  br i1 %549, label %545, label %540, !dbg !748, !llvm.loop !766

550:                                              ; preds = %540, %550
  %551 = phi i64 [ 0, %540 ], [ %567, %550 ]
  %552 = phi i32 [ %542, %540 ], [ %559, %550 ]
  %553 = phi i64 [ %543, %540 ], [ %566, %550 ]
    #dbg_value(i64 %551, !330, !DIExpression(), !759)
    #dbg_value(i32 %552, !326, !DIExpression(), !746)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %19) #6, !dbg !767
  store i8 0, ptr %19, align 1, !dbg !767, !tbaa !464, !DIAssignID !768
    #dbg_assign(i8 0, !333, !DIExpression(), !768, ptr %19, !DIExpression(), !439)
  %554 = load volatile i64, ptr %544, align 8, !dbg !767, !tbaa !468
  %555 = trunc i64 %554 to i32, !dbg !767
  %556 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %551, !dbg !767
  %557 = load volatile i64, ptr %556, align 8, !dbg !767, !tbaa !468
  %558 = call fastcc i32 @sub_uint32_t_int64_t_uint8_t(i32 noundef %555, i64 noundef %557, ptr noundef nonnull %19), !dbg !767
    #dbg_value(i32 %558, !336, !DIExpression(), !439)
  %559 = add nsw i32 %558, %552, !dbg !767
    #dbg_value(i32 %559, !326, !DIExpression(), !746)
  %560 = load i8, ptr %19, align 1, !dbg !767, !tbaa !464
  %561 = zext i8 %560 to i64, !dbg !767
  %562 = shl nuw nsw i64 %561, 1, !dbg !767
  %563 = zext nneg i32 %558 to i64, !dbg !767
  %564 = or disjoint i64 %562, %563, !dbg !767
    #dbg_value(i64 %564, !470, !DIExpression(), !769)
  %565 = xor i64 %564, %553, !dbg !771
  %566 = mul i64 %565, 1099511628211, !dbg !772
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %19) #6, !dbg !773
  %567 = add nuw nsw i64 %551, 1, !dbg !773
    #dbg_value(i64 %567, !330, !DIExpression(), !759)
  %568 = icmp eq i64 %567, 26, !dbg !773
  br i1 %568, label %547, label %550, !dbg !760, !llvm.loop !774

569:                                              ; preds = %545, %576
  %570 = phi i64 [ 0, %545 ], [ %577, %576 ]
  %571 = phi i32 [ 0, %545 ], [ %587, %576 ]
  %572 = phi i64 [ 1469598103934665603, %545 ], [ %593, %576 ]
    #dbg_value(i64 %570, !339, !DIExpression(), !763)
    #dbg_value(i32 %571, !337, !DIExpression(), !762)
  %573 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %570
    #dbg_value(i32 0, !341, !DIExpression(), !775)
  br label %579, !dbg !776

574:                                              ; preds = %576
  %575 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.11, i32 noundef %587, i64 noundef %593), !dbg !777
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison), !124, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 15, DW_OP_plus, DW_OP_LLVM_arg, 14, DW_OP_plus, DW_OP_LLVM_arg, 13, DW_OP_plus, DW_OP_LLVM_arg, 12, DW_OP_plus, DW_OP_LLVM_arg, 11, DW_OP_plus, DW_OP_LLVM_arg, 10, DW_OP_plus, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_LLVM_arg, 8, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !447)
    #dbg_value(i32 0, !348, !DIExpression(), !778)
    #dbg_value(i32 0, !350, !DIExpression(), !779)
  br label %596, !dbg !780

576:                                              ; preds = %579
  %577 = add nuw nsw i64 %570, 1, !dbg !781
    #dbg_value(i64 %577, !339, !DIExpression(), !763)
    #dbg_value(i32 %587, !337, !DIExpression(), !762)
  %578 = icmp eq i64 %577, 26, !dbg !781
  br i1 %578, label %574, label %569, !dbg !764, !llvm.loop !782

579:                                              ; preds = %569, %579
  %580 = phi i64 [ 0, %569 ], [ %594, %579 ]
  %581 = phi i32 [ %571, %569 ], [ %587, %579 ]
  %582 = phi i64 [ %572, %569 ], [ %593, %579 ]
    #dbg_value(i64 %580, !341, !DIExpression(), !775)
    #dbg_value(i32 %581, !337, !DIExpression(), !762)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20) #6, !dbg !783
  store i64 0, ptr %20, align 8, !dbg !783, !tbaa !638, !DIAssignID !784
    #dbg_assign(i64 0, !344, !DIExpression(), !784, ptr %20, !DIExpression(), !441)
  %583 = load volatile i64, ptr %573, align 8, !dbg !783, !tbaa !468
  %584 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %580, !dbg !783
  %585 = load volatile i64, ptr %584, align 8, !dbg !783, !tbaa !468
  %586 = call fastcc i32 @mul_int64_t_int64_t_uint64_t(i64 noundef %583, i64 noundef %585, ptr noundef nonnull %20), !dbg !783
    #dbg_value(i32 %586, !347, !DIExpression(), !441)
  %587 = add nsw i32 %586, %581, !dbg !783
    #dbg_value(i32 %587, !337, !DIExpression(), !762)
  %588 = load i64, ptr %20, align 8, !dbg !783, !tbaa !638
  %589 = shl i64 %588, 1, !dbg !783
  %590 = zext nneg i32 %586 to i64, !dbg !783
  %591 = or disjoint i64 %589, %590, !dbg !783
    #dbg_value(i64 %591, !470, !DIExpression(), !785)
  %592 = xor i64 %591, %582, !dbg !787
  %593 = mul i64 %592, 1099511628211, !dbg !788
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20) #6, !dbg !789
  %594 = add nuw nsw i64 %580, 1, !dbg !789
    #dbg_value(i64 %594, !341, !DIExpression(), !775)
  %595 = icmp eq i64 %594, 26, !dbg !789
  br i1 %595, label %576, label %579, !dbg !776, !llvm.loop !790

596:                                              ; preds = %574, %603
  %597 = phi i64 [ 0, %574 ], [ %604, %603 ]
  %598 = phi i32 [ 0, %574 ], [ %614, %603 ]
  %599 = phi i64 [ 1469598103934665603, %574 ], [ %621, %603 ]
    #dbg_value(i64 %597, !350, !DIExpression(), !779)
    #dbg_value(i32 %598, !348, !DIExpression(), !778)
  %600 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %597
    #dbg_value(i32 0, !352, !DIExpression(), !791)
  br label %606, !dbg !792

601:                                              ; preds = %603
  %602 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.2, i32 noundef %614, i64 noundef %621), !dbg !793
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison), !124, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 15, DW_OP_plus, DW_OP_LLVM_arg, 14, DW_OP_plus, DW_OP_LLVM_arg, 13, DW_OP_plus, DW_OP_LLVM_arg, 12, DW_OP_plus, DW_OP_LLVM_arg, 11, DW_OP_plus, DW_OP_LLVM_arg, 10, DW_OP_plus, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_LLVM_arg, 8, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !447)
    #dbg_value(i32 0, !359, !DIExpression(), !794)
    #dbg_value(i32 0, !361, !DIExpression(), !795)
  br label %624, !dbg !796

603:                                              ; preds = %606
  %604 = add nuw nsw i64 %597, 1, !dbg !797
    #dbg_value(i64 %604, !350, !DIExpression(), !779)
    #dbg_value(i32 %614, !348, !DIExpression(), !778)
  %605 = icmp eq i64 %604, 26, !dbg !797
  br i1 %605, label %601, label %596, !dbg !780, !llvm.loop !798

606:                                              ; preds = %596, %606
  %607 = phi i64 [ 0, %596 ], [ %622, %606 ]
  %608 = phi i32 [ %598, %596 ], [ %614, %606 ]
  %609 = phi i64 [ %599, %596 ], [ %621, %606 ]
    #dbg_value(i64 %607, !352, !DIExpression(), !791)
    #dbg_value(i32 %608, !348, !DIExpression(), !778)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %21) #6, !dbg !799
  store i8 0, ptr %21, align 1, !dbg !799, !tbaa !464, !DIAssignID !800
    #dbg_assign(i8 0, !355, !DIExpression(), !800, ptr %21, !DIExpression(), !443)
  %610 = load volatile i64, ptr %600, align 8, !dbg !799, !tbaa !468
  %611 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %607, !dbg !799
  %612 = load volatile i64, ptr %611, align 8, !dbg !799, !tbaa !468
  %613 = call fastcc i32 @add_int64_t_int64_t_int8_t(i64 noundef %610, i64 noundef %612, ptr noundef nonnull %21), !dbg !799
    #dbg_value(i32 %613, !358, !DIExpression(), !443)
  %614 = add nsw i32 %613, %608, !dbg !799
    #dbg_value(i32 %614, !348, !DIExpression(), !778)
  %615 = load i8, ptr %21, align 1, !dbg !799, !tbaa !464
  %616 = sext i8 %615 to i64, !dbg !799
  %617 = shl nsw i64 %616, 1, !dbg !799
  %618 = zext nneg i32 %613 to i64, !dbg !799
  %619 = or disjoint i64 %617, %618, !dbg !799
    #dbg_value(i64 %619, !470, !DIExpression(), !801)
  %620 = xor i64 %619, %609, !dbg !803
  %621 = mul i64 %620, 1099511628211, !dbg !804
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %21) #6, !dbg !805
  %622 = add nuw nsw i64 %607, 1, !dbg !805
    #dbg_value(i64 %622, !352, !DIExpression(), !791)
  %623 = icmp eq i64 %622, 26, !dbg !805
  br i1 %623, label %603, label %606, !dbg !792, !llvm.loop !806

624:                                              ; preds = %601, %690
  %625 = phi i64 [ 0, %601 ], [ %691, %690 ]
  %626 = phi i32 [ 0, %601 ], [ %701, %690 ]
  %627 = phi i64 [ 1469598103934665603, %601 ], [ %707, %690 ]
    #dbg_value(i64 %625, !361, !DIExpression(), !795)
    #dbg_value(i32 %626, !359, !DIExpression(), !794)
  %628 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %625
    #dbg_value(i32 0, !363, !DIExpression(), !807)
  br label %693, !dbg !808

629:                                              ; preds = %690
  %630 = add nsw i32 %77, %47, !dbg !483
    #dbg_value(i32 %630, !124, !DIExpression(), !447)
  %631 = add nsw i32 %630, %107, !dbg !499
    #dbg_value(i32 %631, !124, !DIExpression(), !447)
  %632 = add nsw i32 %631, %137, !dbg !515
    #dbg_value(i32 %632, !124, !DIExpression(), !447)
  %633 = add nsw i32 %632, %167, !dbg !531
    #dbg_value(i32 %633, !124, !DIExpression(), !447)
  %634 = add nsw i32 %633, %197, !dbg !549
    #dbg_value(i32 %634, !124, !DIExpression(), !447)
  %635 = add nsw i32 %634, %227, !dbg !565
    #dbg_value(i32 %635, !124, !DIExpression(), !447)
  %636 = add nsw i32 %635, %257, !dbg !583
    #dbg_value(i32 %636, !124, !DIExpression(), !447)
  %637 = add nsw i32 %636, %287, !dbg !599
    #dbg_value(i32 %637, !124, !DIExpression(), !447)
  %638 = add nsw i32 %637, %317, !dbg !615
    #dbg_value(i32 %638, !124, !DIExpression(), !447)
  %639 = add nsw i32 %638, %345, !dbg !631
    #dbg_value(i32 %639, !124, !DIExpression(), !447)
  %640 = add nsw i32 %639, %372, !dbg !649
    #dbg_value(i32 %640, !124, !DIExpression(), !447)
  %641 = add nsw i32 %640, %399, !dbg !665
    #dbg_value(i32 %641, !124, !DIExpression(), !447)
  %642 = add nsw i32 %641, %426, !dbg !681
    #dbg_value(i32 %642, !124, !DIExpression(), !447)
  %643 = add nsw i32 %642, %453, !dbg !697
    #dbg_value(i32 %643, !124, !DIExpression(), !447)
  %644 = add nsw i32 %643, %480, !dbg !713
    #dbg_value(i32 %644, !124, !DIExpression(), !447)
  %645 = add nsw i32 %644, %507, !dbg !729
    #dbg_value(i32 %645, !124, !DIExpression(), !447)
  %646 = add nsw i32 %645, %559, !dbg !761
    #dbg_value(i32 %646, !124, !DIExpression(), !447)
  %647 = add nsw i32 %646, %587, !dbg !777
    #dbg_value(i32 %647, !124, !DIExpression(), !447)
  %648 = add nsw i32 %647, %614, !dbg !793
    #dbg_value(i32 %648, !124, !DIExpression(), !447)
  %649 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.10, i32 noundef %701, i64 noundef %707), !dbg !809
  %650 = add nsw i32 %648, %701, !dbg !809
    #dbg_value(i32 %650, !124, !DIExpression(), !447)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %23), !dbg !810
  store volatile i32 2147483647, ptr %23, align 4, !dbg !811, !tbaa !572, !DIAssignID !812
    #dbg_assign(i32 2147483647, !376, !DIExpression(), !812, ptr %23, !DIExpression(), !447)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %24), !dbg !810
  store volatile i32 -2147483648, ptr %24, align 4, !dbg !813, !tbaa !572, !DIAssignID !814
    #dbg_assign(i32 -2147483648, !378, !DIExpression(), !814, ptr %24, !DIExpression(), !447)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25), !dbg !815
  store volatile i64 -1, ptr %25, align 8, !dbg !816, !tbaa !638, !DIAssignID !817
    #dbg_assign(i64 -1, !379, !DIExpression(), !817, ptr %25, !DIExpression(), !447)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26), !dbg !818
  store volatile i64 -9223372036854775808, ptr %26, align 8, !dbg !819, !tbaa !468, !DIAssignID !820
    #dbg_assign(i64 -9223372036854775808, !381, !DIExpression(), !820, ptr %26, !DIExpression(), !447)
  %651 = load volatile i32, ptr %23, align 4, !dbg !821, !tbaa !572
  %652 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %651, i32 1), !dbg !822
  %653 = extractvalue { i32, i1 } %652, 1, !dbg !822
  %654 = extractvalue { i32, i1 } %652, 0, !dbg !822
    #dbg_value(i32 %654, !370, !DIExpression(), !447)
  %655 = zext i1 %653 to i32, !dbg !822
    #dbg_value(i32 %655, !382, !DIExpression(), !823)
  %656 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %655, i32 noundef %654), !dbg !824
  %657 = load volatile i32, ptr %24, align 4, !dbg !825, !tbaa !572
  %658 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %657, i32 -1), !dbg !826
  %659 = extractvalue { i32, i1 } %658, 1, !dbg !826
  %660 = extractvalue { i32, i1 } %658, 0, !dbg !826
    #dbg_value(i32 %660, !370, !DIExpression(), !447)
  %661 = zext i1 %659 to i32, !dbg !826
    #dbg_value(i32 %661, !384, !DIExpression(), !827)
  %662 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %661, i32 noundef %660), !dbg !828
  %663 = load volatile i32, ptr %24, align 4, !dbg !829, !tbaa !572
  %664 = icmp eq i32 %663, -2147483648, !dbg !830
  %665 = sub i32 0, %663, !dbg !830
    #dbg_value(i32 %665, !370, !DIExpression(), !447)
  %666 = zext i1 %664 to i32, !dbg !830
    #dbg_value(i32 %666, !386, !DIExpression(), !831)
  %667 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %666, i32 noundef %665), !dbg !832
  %668 = load volatile i32, ptr %24, align 4, !dbg !833, !tbaa !572
  %669 = sext i32 %668 to i64, !dbg !834
  %670 = add nsw i64 %669, -1, !dbg !835
    #dbg_value(i64 %670, !371, !DIExpression(), !447)
    #dbg_value(i32 0, !388, !DIExpression(), !836)
  %671 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 0, i64 noundef %670), !dbg !837
  %672 = load volatile i64, ptr %26, align 8, !dbg !838, !tbaa !468
  %673 = tail call { i64, i1 } @llvm.ssub.with.overflow.i64(i64 0, i64 %672), !dbg !839
  %674 = extractvalue { i64, i1 } %673, 1, !dbg !839
  %675 = extractvalue { i64, i1 } %673, 0, !dbg !839
    #dbg_value(i64 %675, !372, !DIExpression(), !447)
  %676 = zext i1 %674 to i32, !dbg !839
    #dbg_value(i32 %676, !390, !DIExpression(), !840)
  %677 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef %676, i64 noundef %675), !dbg !841
  %678 = load volatile i64, ptr %26, align 8, !dbg !842, !tbaa !468
    #dbg_value(i64 %678, !372, !DIExpression(), !447)
    #dbg_value(i32 0, !392, !DIExpression(), !843)
  %679 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 0, i64 noundef %678), !dbg !844
    #dbg_value(i32 105032704, !373, !DIExpression(), !447)
    #dbg_value(i32 1, !394, !DIExpression(), !845)
  %680 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef 1, i32 noundef 105032704), !dbg !846
    #dbg_value(i64 -1, !374, !DIExpression(), !447)
    #dbg_value(i32 1, !396, !DIExpression(), !847)
  %681 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef 1, i64 noundef -1), !dbg !848
  %682 = load volatile i64, ptr %25, align 8, !dbg !849, !tbaa !638
  %683 = shl i64 %682, 1, !dbg !850
    #dbg_value(i64 %683, !374, !DIExpression(), !447)
  %684 = lshr i64 %682, 63, !dbg !850
  %685 = trunc nuw nsw i64 %684 to i32, !dbg !850
    #dbg_value(i32 %685, !398, !DIExpression(), !851)
  %686 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef %685, i64 noundef %683), !dbg !852
    #dbg_value(i64 -4294967296, !375, !DIExpression(), !447)
    #dbg_value(i32 0, !400, !DIExpression(), !853)
  %687 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef 0, i64 noundef -4294967296), !dbg !854
  %688 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i32 noundef %650), !dbg !855
  %689 = srem i32 %650, 128, !dbg !856
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26), !dbg !857
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25), !dbg !857
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %24), !dbg !857
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %23), !dbg !857
  ret i32 %689, !dbg !857

690:                                              ; preds = %693
  %691 = add nuw nsw i64 %625, 1, !dbg !858
    #dbg_value(i64 %691, !361, !DIExpression(), !795)
    #dbg_value(i32 %701, !359, !DIExpression(), !794)
  %692 = icmp eq i64 %691, 26, !dbg !858
  br i1 %692, label %629, label %624, !dbg !796, !llvm.loop !859

693:                                              ; preds = %624, %693
  %694 = phi i64 [ 0, %624 ], [ %708, %693 ]
  %695 = phi i32 [ %626, %624 ], [ %701, %693 ]
  %696 = phi i64 [ %627, %624 ], [ %707, %693 ]
    #dbg_value(i64 %694, !363, !DIExpression(), !807)
    #dbg_value(i32 %695, !359, !DIExpression(), !794)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22) #6, !dbg !860
  store i64 0, ptr %22, align 8, !dbg !860, !tbaa !638, !DIAssignID !861
    #dbg_assign(i64 0, !366, !DIExpression(), !861, ptr %22, !DIExpression(), !445)
  %697 = load volatile i64, ptr %628, align 8, !dbg !860, !tbaa !468
  %698 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %694, !dbg !860
  %699 = load volatile i64, ptr %698, align 8, !dbg !860, !tbaa !468
  %700 = call fastcc i32 @mul_uint64_t_int64_t_int64_t(i64 noundef %697, i64 noundef %699, ptr noundef nonnull %22), !dbg !860
    #dbg_value(i32 %700, !369, !DIExpression(), !445)
  %701 = add nsw i32 %700, %695, !dbg !860
    #dbg_value(i32 %701, !359, !DIExpression(), !794)
  %702 = load i64, ptr %22, align 8, !dbg !860, !tbaa !638
  %703 = shl i64 %702, 1, !dbg !860
  %704 = zext nneg i32 %700 to i64, !dbg !860
  %705 = or disjoint i64 %703, %704, !dbg !860
    #dbg_value(i64 %705, !470, !DIExpression(), !862)
  %706 = xor i64 %705, %696, !dbg !864
  %707 = mul i64 %706, 1099511628211, !dbg !865
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22) #6, !dbg !866
  %708 = add nuw nsw i64 %694, 1, !dbg !866
    #dbg_value(i64 %708, !363, !DIExpression(), !807)
  %709 = icmp eq i64 %708, 26, !dbg !866
  br i1 %709, label %690, label %693, !dbg !808, !llvm.loop !867
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc range(i32 0, 2) i32 @add_int8_t_int8_t_int8_t(i8 noundef signext %0, i8 noundef signext %1, ptr nocapture noundef writeonly %2) unnamed_addr #2 !dbg !868 {
    #dbg_value(i8 %0, !873, !DIExpression(), !876)
    #dbg_value(i8 %1, !874, !DIExpression(), !876)
    #dbg_value(ptr %2, !875, !DIExpression(), !876)
  %4 = tail call { i8, i1 } @llvm.sadd.with.overflow.i8(i8 %0, i8 %1), !dbg !877
  %5 = extractvalue { i8, i1 } %4, 1, !dbg !877
  %6 = extractvalue { i8, i1 } %4, 0, !dbg !877
  store i8 %6, ptr %2, align 1, !dbg !877
  %7 = zext i1 %5 to i32, !dbg !877
  ret i32 %7, !dbg !877
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !878 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc range(i32 0, 2) i32 @sub_int8_t_int8_t_int8_t(i8 noundef signext %0, i8 noundef signext %1, ptr nocapture noundef writeonly %2) unnamed_addr #2 !dbg !885 {
    #dbg_value(i8 %0, !887, !DIExpression(), !890)
    #dbg_value(i8 %1, !888, !DIExpression(), !890)
    #dbg_value(ptr %2, !889, !DIExpression(), !890)
  %4 = tail call { i8, i1 } @llvm.ssub.with.overflow.i8(i8 %0, i8 %1), !dbg !891
  %5 = extractvalue { i8, i1 } %4, 1, !dbg !891
  %6 = extractvalue { i8, i1 } %4, 0, !dbg !891
  store i8 %6, ptr %2, align 1, !dbg !891
  %7 = zext i1 %5 to i32, !dbg !891
  ret i32 %7, !dbg !891
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc range(i32 0, 2) i32 @mul_int8_t_int8_t_int8_t(i8 noundef signext %0, i8 noundef signext %1, ptr nocapture noundef writeonly %2) unnamed_addr #2 !dbg !892 {
    #dbg_value(i8 %0, !894, !DIExpression(), !897)
    #dbg_value(i8 %1, !895, !DIExpression(), !897)
    #dbg_value(ptr %2, !896, !DIExpression(), !897)
  %4 = tail call { i8, i1 } @llvm.smul.with.overflow.i8(i8 %0, i8 %1), !dbg !898
  %5 = extractvalue { i8, i1 } %4, 1, !dbg !898
  %6 = extractvalue { i8, i1 } %4, 0, !dbg !898
  store i8 %6, ptr %2, align 1, !dbg !898
  %7 = zext i1 %5 to i32, !dbg !898
  ret i32 %7, !dbg !898
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc range(i32 0, 2) i32 @add_uint8_t_uint8_t_uint8_t(i8 noundef zeroext %0, i8 noundef zeroext %1, ptr nocapture noundef writeonly %2) unnamed_addr #2 !dbg !899 {
    #dbg_value(i8 %0, !904, !DIExpression(), !907)
    #dbg_value(i8 %1, !905, !DIExpression(), !907)
    #dbg_value(ptr %2, !906, !DIExpression(), !907)
  %4 = tail call { i8, i1 } @llvm.uadd.with.overflow.i8(i8 %0, i8 %1), !dbg !908
  %5 = extractvalue { i8, i1 } %4, 1, !dbg !908
  %6 = extractvalue { i8, i1 } %4, 0, !dbg !908
  store i8 %6, ptr %2, align 1, !dbg !908
  %7 = zext i1 %5 to i32, !dbg !908
  ret i32 %7, !dbg !908
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc range(i32 0, 2) i32 @mul_uint16_t_uint16_t_uint16_t(i16 noundef zeroext %0, i16 noundef zeroext %1, ptr nocapture noundef writeonly %2) unnamed_addr #2 !dbg !909 {
    #dbg_value(i16 %0, !914, !DIExpression(), !917)
    #dbg_value(i16 %1, !915, !DIExpression(), !917)
    #dbg_value(ptr %2, !916, !DIExpression(), !917)
  %4 = tail call { i16, i1 } @llvm.umul.with.overflow.i16(i16 %0, i16 %1), !dbg !918
  %5 = extractvalue { i16, i1 } %4, 1, !dbg !918
  %6 = extractvalue { i16, i1 } %4, 0, !dbg !918
  store i16 %6, ptr %2, align 2, !dbg !918
  %7 = zext i1 %5 to i32, !dbg !918
  ret i32 %7, !dbg !918
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc range(i32 0, 2) i32 @sub_uint16_t_uint16_t_int16_t(i16 noundef zeroext %0, i16 noundef zeroext %1, ptr nocapture noundef writeonly %2) unnamed_addr #2 !dbg !919 {
    #dbg_value(i16 %0, !924, !DIExpression(), !927)
    #dbg_value(i16 %1, !925, !DIExpression(), !927)
    #dbg_value(ptr %2, !926, !DIExpression(), !927)
  %4 = zext i16 %0 to i17, !dbg !928
  %5 = zext i16 %1 to i17, !dbg !928
  %6 = sub nsw i17 %4, %5, !dbg !928
  %7 = trunc i17 %6 to i16, !dbg !928
  %8 = sext i16 %7 to i17, !dbg !928
  %9 = icmp ne i17 %6, %8, !dbg !928
  store i16 %7, ptr %2, align 2, !dbg !928
  %10 = zext i1 %9 to i32, !dbg !928
  ret i32 %10, !dbg !928
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc range(i32 0, 2) i32 @add_int32_t_int32_t_int32_t(i32 noundef %0, i32 noundef %1, ptr nocapture noundef writeonly %2) unnamed_addr #2 !dbg !929 {
    #dbg_value(i32 %0, !934, !DIExpression(), !937)
    #dbg_value(i32 %1, !935, !DIExpression(), !937)
    #dbg_value(ptr %2, !936, !DIExpression(), !937)
  %4 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %0, i32 %1), !dbg !938
  %5 = extractvalue { i32, i1 } %4, 1, !dbg !938
  %6 = extractvalue { i32, i1 } %4, 0, !dbg !938
  store i32 %6, ptr %2, align 4, !dbg !938
  %7 = zext i1 %5 to i32, !dbg !938
  ret i32 %7, !dbg !938
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc range(i32 0, 2) i32 @sub_int32_t_int32_t_int32_t(i32 noundef %0, i32 noundef %1, ptr nocapture noundef writeonly %2) unnamed_addr #2 !dbg !939 {
    #dbg_value(i32 %0, !941, !DIExpression(), !944)
    #dbg_value(i32 %1, !942, !DIExpression(), !944)
    #dbg_value(ptr %2, !943, !DIExpression(), !944)
  %4 = tail call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %0, i32 %1), !dbg !945
  %5 = extractvalue { i32, i1 } %4, 1, !dbg !945
  %6 = extractvalue { i32, i1 } %4, 0, !dbg !945
  store i32 %6, ptr %2, align 4, !dbg !945
  %7 = zext i1 %5 to i32, !dbg !945
  ret i32 %7, !dbg !945
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc range(i32 0, 2) i32 @mul_int32_t_int32_t_int32_t(i32 noundef %0, i32 noundef %1, ptr nocapture noundef writeonly %2) unnamed_addr #2 !dbg !946 {
    #dbg_value(i32 %0, !948, !DIExpression(), !951)
    #dbg_value(i32 %1, !949, !DIExpression(), !951)
    #dbg_value(ptr %2, !950, !DIExpression(), !951)
  %4 = tail call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %0, i32 %1), !dbg !952
  %5 = extractvalue { i32, i1 } %4, 1, !dbg !952
  %6 = extractvalue { i32, i1 } %4, 0, !dbg !952
  store i32 %6, ptr %2, align 4, !dbg !952
  %7 = zext i1 %5 to i32, !dbg !952
  ret i32 %7, !dbg !952
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc range(i32 0, 2) i32 @mul_uint32_t_uint32_t_uint32_t(i32 noundef %0, i32 noundef %1, ptr nocapture noundef writeonly %2) unnamed_addr #2 !dbg !953 {
    #dbg_value(i32 %0, !958, !DIExpression(), !961)
    #dbg_value(i32 %1, !959, !DIExpression(), !961)
    #dbg_value(ptr %2, !960, !DIExpression(), !961)
  %4 = tail call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %0, i32 %1), !dbg !962
  %5 = extractvalue { i32, i1 } %4, 1, !dbg !962
  %6 = extractvalue { i32, i1 } %4, 0, !dbg !962
  store i32 %6, ptr %2, align 4, !dbg !962
  %7 = zext i1 %5 to i32, !dbg !962
  ret i32 %7, !dbg !962
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc range(i32 0, 2) i32 @add_int64_t_int64_t_int64_t(i64 noundef %0, i64 noundef %1, ptr nocapture noundef writeonly %2) unnamed_addr #2 !dbg !963 {
    #dbg_value(i64 %0, !968, !DIExpression(), !971)
    #dbg_value(i64 %1, !969, !DIExpression(), !971)
    #dbg_value(ptr %2, !970, !DIExpression(), !971)
  %4 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %0, i64 %1), !dbg !972
  %5 = extractvalue { i64, i1 } %4, 1, !dbg !972
  %6 = extractvalue { i64, i1 } %4, 0, !dbg !972
  store i64 %6, ptr %2, align 8, !dbg !972
  %7 = zext i1 %5 to i32, !dbg !972
  ret i32 %7, !dbg !972
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc range(i32 0, 2) i32 @sub_int64_t_int64_t_int64_t(i64 noundef %0, i64 noundef %1, ptr nocapture noundef writeonly %2) unnamed_addr #2 !dbg !973 {
    #dbg_value(i64 %0, !975, !DIExpression(), !978)
    #dbg_value(i64 %1, !976, !DIExpression(), !978)
    #dbg_value(ptr %2, !977, !DIExpression(), !978)
  %4 = tail call { i64, i1 } @llvm.ssub.with.overflow.i64(i64 %0, i64 %1), !dbg !979
  %5 = extractvalue { i64, i1 } %4, 1, !dbg !979
  %6 = extractvalue { i64, i1 } %4, 0, !dbg !979
  store i64 %6, ptr %2, align 8, !dbg !979
  %7 = zext i1 %5 to i32, !dbg !979
  ret i32 %7, !dbg !979
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc range(i32 0, 2) i32 @mul_int64_t_int64_t_int64_t(i64 noundef %0, i64 noundef %1, ptr nocapture noundef writeonly %2) unnamed_addr #2 !dbg !980 {
    #dbg_value(i64 %0, !982, !DIExpression(), !985)
    #dbg_value(i64 %1, !983, !DIExpression(), !985)
    #dbg_value(ptr %2, !984, !DIExpression(), !985)
  %4 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %0, i64 %1), !dbg !986
  %5 = extractvalue { i64, i1 } %4, 1, !dbg !986
  %6 = extractvalue { i64, i1 } %4, 0, !dbg !986
  store i64 %6, ptr %2, align 8, !dbg !986
  %7 = zext i1 %5 to i32, !dbg !986
  ret i32 %7, !dbg !986
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc range(i32 0, 2) i32 @add_uint64_t_uint64_t_uint64_t(i64 noundef %0, i64 noundef %1, ptr nocapture noundef writeonly %2) unnamed_addr #2 !dbg !987 {
    #dbg_value(i64 %0, !992, !DIExpression(), !995)
    #dbg_value(i64 %1, !993, !DIExpression(), !995)
    #dbg_value(ptr %2, !994, !DIExpression(), !995)
  %4 = tail call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %0, i64 %1), !dbg !996
  %5 = extractvalue { i64, i1 } %4, 1, !dbg !996
  %6 = extractvalue { i64, i1 } %4, 0, !dbg !996
  store i64 %6, ptr %2, align 8, !dbg !996
  %7 = zext i1 %5 to i32, !dbg !996
  ret i32 %7, !dbg !996
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc range(i32 0, 2) i32 @sub_uint64_t_uint64_t_uint64_t(i64 noundef %0, i64 noundef %1, ptr nocapture noundef writeonly %2) unnamed_addr #2 !dbg !997 {
    #dbg_value(i64 %0, !999, !DIExpression(), !1002)
    #dbg_value(i64 %1, !1000, !DIExpression(), !1002)
    #dbg_value(ptr %2, !1001, !DIExpression(), !1002)
  %4 = tail call { i64, i1 } @llvm.usub.with.overflow.i64(i64 %0, i64 %1), !dbg !1003
  %5 = extractvalue { i64, i1 } %4, 1, !dbg !1003
  %6 = extractvalue { i64, i1 } %4, 0, !dbg !1003
  store i64 %6, ptr %2, align 8, !dbg !1003
  %7 = zext i1 %5 to i32, !dbg !1003
  ret i32 %7, !dbg !1003
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc range(i32 0, 2) i32 @mul_uint64_t_uint64_t_uint64_t(i64 noundef %0, i64 noundef %1, ptr nocapture noundef writeonly %2) unnamed_addr #2 !dbg !1004 {
    #dbg_value(i64 %0, !1006, !DIExpression(), !1009)
    #dbg_value(i64 %1, !1007, !DIExpression(), !1009)
    #dbg_value(ptr %2, !1008, !DIExpression(), !1009)
  %4 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %0, i64 %1), !dbg !1010
  %5 = extractvalue { i64, i1 } %4, 1, !dbg !1010
  %6 = extractvalue { i64, i1 } %4, 0, !dbg !1010
  store i64 %6, ptr %2, align 8, !dbg !1010
  %7 = zext i1 %5 to i32, !dbg !1010
  ret i32 %7, !dbg !1010
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc range(i32 0, 2) i32 @add_int64_t_uint64_t_int32_t(i64 noundef %0, i64 noundef %1, ptr nocapture noundef writeonly %2) unnamed_addr #2 !dbg !1011 {
    #dbg_value(i64 %0, !1015, !DIExpression(), !1018)
    #dbg_value(i64 %1, !1016, !DIExpression(), !1018)
    #dbg_value(ptr %2, !1017, !DIExpression(), !1018)
  %4 = sext i64 %0 to i65, !dbg !1019
  %5 = zext i64 %1 to i65, !dbg !1019
  %6 = tail call { i65, i1 } @llvm.sadd.with.overflow.i65(i65 %4, i65 %5), !dbg !1019
  %7 = extractvalue { i65, i1 } %6, 1, !dbg !1019
  %8 = extractvalue { i65, i1 } %6, 0, !dbg !1019
  %9 = trunc i65 %8 to i32, !dbg !1019
  %10 = sext i32 %9 to i65, !dbg !1019
  %11 = icmp ne i65 %8, %10, !dbg !1019
  %12 = or i1 %7, %11, !dbg !1019
  store i32 %9, ptr %2, align 4, !dbg !1019
  %13 = zext i1 %12 to i32, !dbg !1019
  ret i32 %13, !dbg !1019
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @mul_int32_t_uint32_t_int64_t(i32 noundef %0, i32 noundef %1, ptr nocapture noundef writeonly %2) unnamed_addr #2 !dbg !1020 {
    #dbg_value(i32 %0, !1024, !DIExpression(), !1027)
    #dbg_value(i32 %1, !1025, !DIExpression(), !1027)
    #dbg_value(ptr %2, !1026, !DIExpression(), !1027)
  %4 = sext i32 %0 to i64, !dbg !1028
  %5 = zext i32 %1 to i64, !dbg !1028
  %6 = mul nsw i64 %5, %4, !dbg !1028
  store i64 %6, ptr %2, align 8, !dbg !1028
  ret void, !dbg !1028
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc range(i32 0, 2) i32 @sub_uint32_t_int64_t_uint8_t(i32 noundef %0, i64 noundef %1, ptr nocapture noundef writeonly %2) unnamed_addr #2 !dbg !1029 {
    #dbg_value(i32 %0, !1033, !DIExpression(), !1036)
    #dbg_value(i64 %1, !1034, !DIExpression(), !1036)
    #dbg_value(ptr %2, !1035, !DIExpression(), !1036)
  %4 = zext i32 %0 to i64, !dbg !1037
  %5 = tail call { i64, i1 } @llvm.ssub.with.overflow.i64(i64 %4, i64 %1), !dbg !1037
  %6 = extractvalue { i64, i1 } %5, 1, !dbg !1037
  %7 = extractvalue { i64, i1 } %5, 0, !dbg !1037
  %8 = trunc i64 %7 to i8, !dbg !1037
  %9 = icmp ugt i64 %7, 255, !dbg !1037
  %10 = or i1 %6, %9, !dbg !1037
  store i8 %8, ptr %2, align 1, !dbg !1037
  %11 = zext i1 %10 to i32, !dbg !1037
  ret i32 %11, !dbg !1037
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc range(i32 0, 2) i32 @mul_int64_t_int64_t_uint64_t(i64 noundef %0, i64 noundef %1, ptr nocapture noundef writeonly %2) unnamed_addr #2 !dbg !1038 {
    #dbg_value(i64 %0, !1042, !DIExpression(), !1045)
    #dbg_value(i64 %1, !1043, !DIExpression(), !1045)
    #dbg_value(ptr %2, !1044, !DIExpression(), !1045)
  %4 = sext i64 %0 to i65, !dbg !1046
  %5 = sext i64 %1 to i65, !dbg !1046
  %6 = tail call { i65, i1 } @llvm.smul.with.overflow.i65(i65 %4, i65 %5), !dbg !1046
  %7 = extractvalue { i65, i1 } %6, 1, !dbg !1046
  %8 = extractvalue { i65, i1 } %6, 0, !dbg !1046
  %9 = trunc i65 %8 to i64, !dbg !1046
  %10 = icmp slt i65 %8, 0, !dbg !1046
  %11 = or i1 %7, %10, !dbg !1046
  store i64 %9, ptr %2, align 8, !dbg !1046
  %12 = zext i1 %11 to i32, !dbg !1046
  ret i32 %12, !dbg !1046
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc range(i32 0, 2) i32 @add_int64_t_int64_t_int8_t(i64 noundef %0, i64 noundef %1, ptr nocapture noundef writeonly %2) unnamed_addr #2 !dbg !1047 {
    #dbg_value(i64 %0, !1051, !DIExpression(), !1054)
    #dbg_value(i64 %1, !1052, !DIExpression(), !1054)
    #dbg_value(ptr %2, !1053, !DIExpression(), !1054)
  %4 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %0, i64 %1), !dbg !1055
  %5 = extractvalue { i64, i1 } %4, 1, !dbg !1055
  %6 = extractvalue { i64, i1 } %4, 0, !dbg !1055
  %7 = trunc i64 %6 to i8, !dbg !1055
  %8 = add i64 %6, -128, !dbg !1055
  %9 = icmp ult i64 %8, -256, !dbg !1055
  %10 = or i1 %5, %9, !dbg !1055
  store i8 %7, ptr %2, align 1, !dbg !1055
  %11 = zext i1 %10 to i32, !dbg !1055
  ret i32 %11, !dbg !1055
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc range(i32 0, 2) i32 @mul_uint64_t_int64_t_int64_t(i64 noundef %0, i64 noundef %1, ptr nocapture noundef writeonly %2) unnamed_addr #2 !dbg !1056 {
    #dbg_value(i64 %0, !1060, !DIExpression(), !1063)
    #dbg_value(i64 %1, !1061, !DIExpression(), !1063)
    #dbg_value(ptr %2, !1062, !DIExpression(), !1063)
  %4 = icmp slt i64 %1, 0, !dbg !1064
  %5 = tail call i64 @llvm.abs.i64(i64 %1, i1 false), !dbg !1064
  %6 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %5, i64 %0), !dbg !1064
  %7 = extractvalue { i64, i1 } %6, 1, !dbg !1064
  %8 = extractvalue { i64, i1 } %6, 0, !dbg !1064
  %9 = lshr i64 %1, 63, !dbg !1064
  %10 = add nuw i64 %9, 9223372036854775807, !dbg !1064
  %11 = icmp ugt i64 %8, %10, !dbg !1064
  %12 = or i1 %7, %11, !dbg !1064
  %13 = sub i64 0, %8, !dbg !1064
  %14 = select i1 %4, i64 %13, i64 %8, !dbg !1064
  store i64 %14, ptr %2, align 8, !dbg !1064
  %15 = zext i1 %12 to i32, !dbg !1064
  ret i32 %15, !dbg !1064
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.ssub.with.overflow.i64(i64, i64) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.usub.with.overflow.i64(i64, i64) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i8, i1 } @llvm.sadd.with.overflow.i8(i8, i8) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i8, i1 } @llvm.ssub.with.overflow.i8(i8, i8) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i8, i1 } @llvm.smul.with.overflow.i8(i8, i8) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i8, i1 } @llvm.uadd.with.overflow.i8(i8, i8) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i16, i1 } @llvm.umul.with.overflow.i16(i16, i16) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.uadd.with.overflow.i64(i64, i64) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i65, i1 } @llvm.sadd.with.overflow.i65(i65, i65) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i65, i1 } @llvm.smul.with.overflow.i65(i65, i65) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!112, !113, !114, !115, !116, !117, !118}
!llvm.ident = !{!119}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "sv", scope: !2, file: !3, line: 9, type: !107, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !30, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/overflow_builtins_widths.c", directory: ".", checksumkind: CSK_MD5, checksum: "6d84df39719bf326ddabd390f87ea55f")
!4 = !{!5, !6, !11, !12, !13, !17, !20, !22, !24, !27, !26}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !7, line: 24, baseType: !8)
!7 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!8 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !9, line: 37, baseType: !10)
!9 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!10 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!11 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!12 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!13 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !14, line: 24, baseType: !15)
!14 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !9, line: 38, baseType: !16)
!16 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!17 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !14, line: 25, baseType: !18)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !9, line: 40, baseType: !19)
!19 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !7, line: 26, baseType: !21)
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !9, line: 41, baseType: !5)
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !14, line: 26, baseType: !23)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !9, line: 42, baseType: !12)
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !7, line: 27, baseType: !25)
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !9, line: 44, baseType: !26)
!26 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !14, line: 27, baseType: !28)
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !9, line: 45, baseType: !29)
!29 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!30 = !{!31, !37, !42, !47, !49, !51, !56, !61, !63, !65, !67, !69, !71, !76, !78, !80, !85, !90, !92, !94, !96, !98, !100, !105, !0}
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !3, line: 58, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 408, elements: !35)
!34 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!35 = !{!36}
!36 = !DISubrange(count: 51)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !3, line: 58, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 32, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 4)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !3, line: 58, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 56, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 7)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !3, line: 58, type: !39, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !3, line: 58, type: !39, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !3, line: 59, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 64, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 8)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !3, line: 59, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 72, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 9)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !3, line: 59, type: !53, isLocal: true, isDefinition: true)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !3, line: 60, type: !53, isLocal: true, isDefinition: true)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !58, isLocal: true, isDefinition: true)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !53, isLocal: true, isDefinition: true)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !3, line: 62, type: !58, isLocal: true, isDefinition: true)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !3, line: 69, type: !73, isLocal: true, isDefinition: true)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 96, elements: !74)
!74 = !{!75}
!75 = !DISubrange(count: 12)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(scope: null, file: !3, line: 70, type: !73, isLocal: true, isDefinition: true)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !3, line: 71, type: !73, isLocal: true, isDefinition: true)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !3, line: 72, type: !82, isLocal: true, isDefinition: true)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 112, elements: !83)
!83 = !{!84}
!84 = !DISubrange(count: 14)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(scope: null, file: !3, line: 73, type: !87, isLocal: true, isDefinition: true)
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 128, elements: !88)
!88 = !{!89}
!89 = !DISubrange(count: 16)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(scope: null, file: !3, line: 74, type: !87, isLocal: true, isDefinition: true)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(scope: null, file: !3, line: 75, type: !73, isLocal: true, isDefinition: true)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !3, line: 76, type: !82, isLocal: true, isDefinition: true)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(scope: null, file: !3, line: 77, type: !82, isLocal: true, isDefinition: true)
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(scope: null, file: !3, line: 78, type: !87, isLocal: true, isDefinition: true)
!100 = !DIGlobalVariableExpression(var: !101, expr: !DIExpression())
!101 = distinct !DIGlobalVariable(scope: null, file: !3, line: 79, type: !102, isLocal: true, isDefinition: true)
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 160, elements: !103)
!103 = !{!104}
!104 = !DISubrange(count: 20)
!105 = !DIGlobalVariableExpression(var: !106, expr: !DIExpression())
!106 = distinct !DIGlobalVariable(name: "h", scope: !2, file: !3, line: 12, type: !11, isLocal: true, isDefinition: true)
!107 = !DICompositeType(tag: DW_TAG_array_type, baseType: !108, size: 1664, elements: !110)
!108 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !109)
!109 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!110 = !{!111}
!111 = !DISubrange(count: 26)
!112 = !{i32 7, !"Dwarf Version", i32 5}
!113 = !{i32 2, !"Debug Info Version", i32 3}
!114 = !{i32 1, !"wchar_size", i32 4}
!115 = !{i32 8, !"PIC Level", i32 2}
!116 = !{i32 7, !"PIE Level", i32 2}
!117 = !{i32 7, !"uwtable", i32 2}
!118 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!119 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!120 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 56, type: !121, scopeLine: 56, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !123)
!121 = !DISubroutineType(types: !122)
!122 = !{!5}
!123 = !{!124, !125, !127, !129, !132, !135, !136, !138, !140, !143, !146, !147, !149, !151, !154, !157, !158, !160, !162, !165, !168, !169, !171, !173, !176, !179, !180, !182, !184, !187, !193, !194, !196, !198, !201, !204, !205, !207, !209, !212, !215, !216, !218, !220, !223, !226, !227, !229, !231, !234, !237, !238, !240, !242, !245, !248, !249, !251, !253, !256, !259, !260, !262, !264, !267, !270, !271, !273, !275, !278, !281, !282, !284, !286, !289, !292, !293, !295, !297, !300, !303, !304, !306, !308, !311, !314, !315, !317, !319, !322, !325, !326, !328, !330, !333, !336, !337, !339, !341, !344, !347, !348, !350, !352, !355, !358, !359, !361, !363, !366, !369, !370, !371, !372, !373, !374, !375, !376, !378, !379, !381, !382, !384, !386, !388, !390, !392, !394, !396, !398, !400}
!124 = !DILocalVariable(name: "total", scope: !120, file: !3, line: 57, type: !5)
!125 = !DILocalVariable(name: "cnt", scope: !126, file: !3, line: 58, type: !5)
!126 = distinct !DILexicalBlock(scope: !120, file: !3, line: 58, column: 5)
!127 = !DILocalVariable(name: "i", scope: !128, file: !3, line: 58, type: !5)
!128 = distinct !DILexicalBlock(scope: !126, file: !3, line: 58, column: 5)
!129 = !DILocalVariable(name: "j", scope: !130, file: !3, line: 58, type: !5)
!130 = distinct !DILexicalBlock(scope: !131, file: !3, line: 58, column: 5)
!131 = distinct !DILexicalBlock(scope: !128, file: !3, line: 58, column: 5)
!132 = !DILocalVariable(name: "r", scope: !133, file: !3, line: 58, type: !6)
!133 = distinct !DILexicalBlock(scope: !134, file: !3, line: 58, column: 5)
!134 = distinct !DILexicalBlock(scope: !130, file: !3, line: 58, column: 5)
!135 = !DILocalVariable(name: "o", scope: !133, file: !3, line: 58, type: !5)
!136 = !DILocalVariable(name: "cnt", scope: !137, file: !3, line: 58, type: !5)
!137 = distinct !DILexicalBlock(scope: !120, file: !3, line: 58, column: 39)
!138 = !DILocalVariable(name: "i", scope: !139, file: !3, line: 58, type: !5)
!139 = distinct !DILexicalBlock(scope: !137, file: !3, line: 58, column: 39)
!140 = !DILocalVariable(name: "j", scope: !141, file: !3, line: 58, type: !5)
!141 = distinct !DILexicalBlock(scope: !142, file: !3, line: 58, column: 39)
!142 = distinct !DILexicalBlock(scope: !139, file: !3, line: 58, column: 39)
!143 = !DILocalVariable(name: "r", scope: !144, file: !3, line: 58, type: !6)
!144 = distinct !DILexicalBlock(scope: !145, file: !3, line: 58, column: 39)
!145 = distinct !DILexicalBlock(scope: !141, file: !3, line: 58, column: 39)
!146 = !DILocalVariable(name: "o", scope: !144, file: !3, line: 58, type: !5)
!147 = !DILocalVariable(name: "cnt", scope: !148, file: !3, line: 58, type: !5)
!148 = distinct !DILexicalBlock(scope: !120, file: !3, line: 58, column: 73)
!149 = !DILocalVariable(name: "i", scope: !150, file: !3, line: 58, type: !5)
!150 = distinct !DILexicalBlock(scope: !148, file: !3, line: 58, column: 73)
!151 = !DILocalVariable(name: "j", scope: !152, file: !3, line: 58, type: !5)
!152 = distinct !DILexicalBlock(scope: !153, file: !3, line: 58, column: 73)
!153 = distinct !DILexicalBlock(scope: !150, file: !3, line: 58, column: 73)
!154 = !DILocalVariable(name: "r", scope: !155, file: !3, line: 58, type: !6)
!155 = distinct !DILexicalBlock(scope: !156, file: !3, line: 58, column: 73)
!156 = distinct !DILexicalBlock(scope: !152, file: !3, line: 58, column: 73)
!157 = !DILocalVariable(name: "o", scope: !155, file: !3, line: 58, type: !5)
!158 = !DILocalVariable(name: "cnt", scope: !159, file: !3, line: 59, type: !5)
!159 = distinct !DILexicalBlock(scope: !120, file: !3, line: 59, column: 5)
!160 = !DILocalVariable(name: "i", scope: !161, file: !3, line: 59, type: !5)
!161 = distinct !DILexicalBlock(scope: !159, file: !3, line: 59, column: 5)
!162 = !DILocalVariable(name: "j", scope: !163, file: !3, line: 59, type: !5)
!163 = distinct !DILexicalBlock(scope: !164, file: !3, line: 59, column: 5)
!164 = distinct !DILexicalBlock(scope: !161, file: !3, line: 59, column: 5)
!165 = !DILocalVariable(name: "r", scope: !166, file: !3, line: 59, type: !13)
!166 = distinct !DILexicalBlock(scope: !167, file: !3, line: 59, column: 5)
!167 = distinct !DILexicalBlock(scope: !163, file: !3, line: 59, column: 5)
!168 = !DILocalVariable(name: "o", scope: !166, file: !3, line: 59, type: !5)
!169 = !DILocalVariable(name: "cnt", scope: !170, file: !3, line: 59, type: !5)
!170 = distinct !DILexicalBlock(scope: !120, file: !3, line: 59, column: 42)
!171 = !DILocalVariable(name: "i", scope: !172, file: !3, line: 59, type: !5)
!172 = distinct !DILexicalBlock(scope: !170, file: !3, line: 59, column: 42)
!173 = !DILocalVariable(name: "j", scope: !174, file: !3, line: 59, type: !5)
!174 = distinct !DILexicalBlock(scope: !175, file: !3, line: 59, column: 42)
!175 = distinct !DILexicalBlock(scope: !172, file: !3, line: 59, column: 42)
!176 = !DILocalVariable(name: "r", scope: !177, file: !3, line: 59, type: !17)
!177 = distinct !DILexicalBlock(scope: !178, file: !3, line: 59, column: 42)
!178 = distinct !DILexicalBlock(scope: !174, file: !3, line: 59, column: 42)
!179 = !DILocalVariable(name: "o", scope: !177, file: !3, line: 59, type: !5)
!180 = !DILocalVariable(name: "cnt", scope: !181, file: !3, line: 59, type: !5)
!181 = distinct !DILexicalBlock(scope: !120, file: !3, line: 59, column: 82)
!182 = !DILocalVariable(name: "i", scope: !183, file: !3, line: 59, type: !5)
!183 = distinct !DILexicalBlock(scope: !181, file: !3, line: 59, column: 82)
!184 = !DILocalVariable(name: "j", scope: !185, file: !3, line: 59, type: !5)
!185 = distinct !DILexicalBlock(scope: !186, file: !3, line: 59, column: 82)
!186 = distinct !DILexicalBlock(scope: !183, file: !3, line: 59, column: 82)
!187 = !DILocalVariable(name: "r", scope: !188, file: !3, line: 59, type: !190)
!188 = distinct !DILexicalBlock(scope: !189, file: !3, line: 59, column: 82)
!189 = distinct !DILexicalBlock(scope: !185, file: !3, line: 59, column: 82)
!190 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !7, line: 25, baseType: !191)
!191 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !9, line: 39, baseType: !192)
!192 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!193 = !DILocalVariable(name: "o", scope: !188, file: !3, line: 59, type: !5)
!194 = !DILocalVariable(name: "cnt", scope: !195, file: !3, line: 60, type: !5)
!195 = distinct !DILexicalBlock(scope: !120, file: !3, line: 60, column: 5)
!196 = !DILocalVariable(name: "i", scope: !197, file: !3, line: 60, type: !5)
!197 = distinct !DILexicalBlock(scope: !195, file: !3, line: 60, column: 5)
!198 = !DILocalVariable(name: "j", scope: !199, file: !3, line: 60, type: !5)
!199 = distinct !DILexicalBlock(scope: !200, file: !3, line: 60, column: 5)
!200 = distinct !DILexicalBlock(scope: !197, file: !3, line: 60, column: 5)
!201 = !DILocalVariable(name: "r", scope: !202, file: !3, line: 60, type: !20)
!202 = distinct !DILexicalBlock(scope: !203, file: !3, line: 60, column: 5)
!203 = distinct !DILexicalBlock(scope: !199, file: !3, line: 60, column: 5)
!204 = !DILocalVariable(name: "o", scope: !202, file: !3, line: 60, type: !5)
!205 = !DILocalVariable(name: "cnt", scope: !206, file: !3, line: 60, type: !5)
!206 = distinct !DILexicalBlock(scope: !120, file: !3, line: 60, column: 42)
!207 = !DILocalVariable(name: "i", scope: !208, file: !3, line: 60, type: !5)
!208 = distinct !DILexicalBlock(scope: !206, file: !3, line: 60, column: 42)
!209 = !DILocalVariable(name: "j", scope: !210, file: !3, line: 60, type: !5)
!210 = distinct !DILexicalBlock(scope: !211, file: !3, line: 60, column: 42)
!211 = distinct !DILexicalBlock(scope: !208, file: !3, line: 60, column: 42)
!212 = !DILocalVariable(name: "r", scope: !213, file: !3, line: 60, type: !20)
!213 = distinct !DILexicalBlock(scope: !214, file: !3, line: 60, column: 42)
!214 = distinct !DILexicalBlock(scope: !210, file: !3, line: 60, column: 42)
!215 = !DILocalVariable(name: "o", scope: !213, file: !3, line: 60, type: !5)
!216 = !DILocalVariable(name: "cnt", scope: !217, file: !3, line: 60, type: !5)
!217 = distinct !DILexicalBlock(scope: !120, file: !3, line: 60, column: 79)
!218 = !DILocalVariable(name: "i", scope: !219, file: !3, line: 60, type: !5)
!219 = distinct !DILexicalBlock(scope: !217, file: !3, line: 60, column: 79)
!220 = !DILocalVariable(name: "j", scope: !221, file: !3, line: 60, type: !5)
!221 = distinct !DILexicalBlock(scope: !222, file: !3, line: 60, column: 79)
!222 = distinct !DILexicalBlock(scope: !219, file: !3, line: 60, column: 79)
!223 = !DILocalVariable(name: "r", scope: !224, file: !3, line: 60, type: !20)
!224 = distinct !DILexicalBlock(scope: !225, file: !3, line: 60, column: 79)
!225 = distinct !DILexicalBlock(scope: !221, file: !3, line: 60, column: 79)
!226 = !DILocalVariable(name: "o", scope: !224, file: !3, line: 60, type: !5)
!227 = !DILocalVariable(name: "cnt", scope: !228, file: !3, line: 61, type: !5)
!228 = distinct !DILexicalBlock(scope: !120, file: !3, line: 61, column: 5)
!229 = !DILocalVariable(name: "i", scope: !230, file: !3, line: 61, type: !5)
!230 = distinct !DILexicalBlock(scope: !228, file: !3, line: 61, column: 5)
!231 = !DILocalVariable(name: "j", scope: !232, file: !3, line: 61, type: !5)
!232 = distinct !DILexicalBlock(scope: !233, file: !3, line: 61, column: 5)
!233 = distinct !DILexicalBlock(scope: !230, file: !3, line: 61, column: 5)
!234 = !DILocalVariable(name: "r", scope: !235, file: !3, line: 61, type: !22)
!235 = distinct !DILexicalBlock(scope: !236, file: !3, line: 61, column: 5)
!236 = distinct !DILexicalBlock(scope: !232, file: !3, line: 61, column: 5)
!237 = !DILocalVariable(name: "o", scope: !235, file: !3, line: 61, type: !5)
!238 = !DILocalVariable(name: "cnt", scope: !239, file: !3, line: 61, type: !5)
!239 = distinct !DILexicalBlock(scope: !120, file: !3, line: 61, column: 45)
!240 = !DILocalVariable(name: "i", scope: !241, file: !3, line: 61, type: !5)
!241 = distinct !DILexicalBlock(scope: !239, file: !3, line: 61, column: 45)
!242 = !DILocalVariable(name: "j", scope: !243, file: !3, line: 61, type: !5)
!243 = distinct !DILexicalBlock(scope: !244, file: !3, line: 61, column: 45)
!244 = distinct !DILexicalBlock(scope: !241, file: !3, line: 61, column: 45)
!245 = !DILocalVariable(name: "r", scope: !246, file: !3, line: 61, type: !24)
!246 = distinct !DILexicalBlock(scope: !247, file: !3, line: 61, column: 45)
!247 = distinct !DILexicalBlock(scope: !243, file: !3, line: 61, column: 45)
!248 = !DILocalVariable(name: "o", scope: !246, file: !3, line: 61, type: !5)
!249 = !DILocalVariable(name: "cnt", scope: !250, file: !3, line: 61, type: !5)
!250 = distinct !DILexicalBlock(scope: !120, file: !3, line: 61, column: 82)
!251 = !DILocalVariable(name: "i", scope: !252, file: !3, line: 61, type: !5)
!252 = distinct !DILexicalBlock(scope: !250, file: !3, line: 61, column: 82)
!253 = !DILocalVariable(name: "j", scope: !254, file: !3, line: 61, type: !5)
!254 = distinct !DILexicalBlock(scope: !255, file: !3, line: 61, column: 82)
!255 = distinct !DILexicalBlock(scope: !252, file: !3, line: 61, column: 82)
!256 = !DILocalVariable(name: "r", scope: !257, file: !3, line: 61, type: !24)
!257 = distinct !DILexicalBlock(scope: !258, file: !3, line: 61, column: 82)
!258 = distinct !DILexicalBlock(scope: !254, file: !3, line: 61, column: 82)
!259 = !DILocalVariable(name: "o", scope: !257, file: !3, line: 61, type: !5)
!260 = !DILocalVariable(name: "cnt", scope: !261, file: !3, line: 62, type: !5)
!261 = distinct !DILexicalBlock(scope: !120, file: !3, line: 62, column: 5)
!262 = !DILocalVariable(name: "i", scope: !263, file: !3, line: 62, type: !5)
!263 = distinct !DILexicalBlock(scope: !261, file: !3, line: 62, column: 5)
!264 = !DILocalVariable(name: "j", scope: !265, file: !3, line: 62, type: !5)
!265 = distinct !DILexicalBlock(scope: !266, file: !3, line: 62, column: 5)
!266 = distinct !DILexicalBlock(scope: !263, file: !3, line: 62, column: 5)
!267 = !DILocalVariable(name: "r", scope: !268, file: !3, line: 62, type: !24)
!268 = distinct !DILexicalBlock(scope: !269, file: !3, line: 62, column: 5)
!269 = distinct !DILexicalBlock(scope: !265, file: !3, line: 62, column: 5)
!270 = !DILocalVariable(name: "o", scope: !268, file: !3, line: 62, type: !5)
!271 = !DILocalVariable(name: "cnt", scope: !272, file: !3, line: 62, type: !5)
!272 = distinct !DILexicalBlock(scope: !120, file: !3, line: 62, column: 42)
!273 = !DILocalVariable(name: "i", scope: !274, file: !3, line: 62, type: !5)
!274 = distinct !DILexicalBlock(scope: !272, file: !3, line: 62, column: 42)
!275 = !DILocalVariable(name: "j", scope: !276, file: !3, line: 62, type: !5)
!276 = distinct !DILexicalBlock(scope: !277, file: !3, line: 62, column: 42)
!277 = distinct !DILexicalBlock(scope: !274, file: !3, line: 62, column: 42)
!278 = !DILocalVariable(name: "r", scope: !279, file: !3, line: 62, type: !27)
!279 = distinct !DILexicalBlock(scope: !280, file: !3, line: 62, column: 42)
!280 = distinct !DILexicalBlock(scope: !276, file: !3, line: 62, column: 42)
!281 = !DILocalVariable(name: "o", scope: !279, file: !3, line: 62, type: !5)
!282 = !DILocalVariable(name: "cnt", scope: !283, file: !3, line: 62, type: !5)
!283 = distinct !DILexicalBlock(scope: !120, file: !3, line: 62, column: 82)
!284 = !DILocalVariable(name: "i", scope: !285, file: !3, line: 62, type: !5)
!285 = distinct !DILexicalBlock(scope: !283, file: !3, line: 62, column: 82)
!286 = !DILocalVariable(name: "j", scope: !287, file: !3, line: 62, type: !5)
!287 = distinct !DILexicalBlock(scope: !288, file: !3, line: 62, column: 82)
!288 = distinct !DILexicalBlock(scope: !285, file: !3, line: 62, column: 82)
!289 = !DILocalVariable(name: "r", scope: !290, file: !3, line: 62, type: !27)
!290 = distinct !DILexicalBlock(scope: !291, file: !3, line: 62, column: 82)
!291 = distinct !DILexicalBlock(scope: !287, file: !3, line: 62, column: 82)
!292 = !DILocalVariable(name: "o", scope: !290, file: !3, line: 62, type: !5)
!293 = !DILocalVariable(name: "cnt", scope: !294, file: !3, line: 63, type: !5)
!294 = distinct !DILexicalBlock(scope: !120, file: !3, line: 63, column: 5)
!295 = !DILocalVariable(name: "i", scope: !296, file: !3, line: 63, type: !5)
!296 = distinct !DILexicalBlock(scope: !294, file: !3, line: 63, column: 5)
!297 = !DILocalVariable(name: "j", scope: !298, file: !3, line: 63, type: !5)
!298 = distinct !DILexicalBlock(scope: !299, file: !3, line: 63, column: 5)
!299 = distinct !DILexicalBlock(scope: !296, file: !3, line: 63, column: 5)
!300 = !DILocalVariable(name: "r", scope: !301, file: !3, line: 63, type: !27)
!301 = distinct !DILexicalBlock(scope: !302, file: !3, line: 63, column: 5)
!302 = distinct !DILexicalBlock(scope: !298, file: !3, line: 63, column: 5)
!303 = !DILocalVariable(name: "o", scope: !301, file: !3, line: 63, type: !5)
!304 = !DILocalVariable(name: "cnt", scope: !305, file: !3, line: 63, type: !5)
!305 = distinct !DILexicalBlock(scope: !120, file: !3, line: 63, column: 45)
!306 = !DILocalVariable(name: "i", scope: !307, file: !3, line: 63, type: !5)
!307 = distinct !DILexicalBlock(scope: !305, file: !3, line: 63, column: 45)
!308 = !DILocalVariable(name: "j", scope: !309, file: !3, line: 63, type: !5)
!309 = distinct !DILexicalBlock(scope: !310, file: !3, line: 63, column: 45)
!310 = distinct !DILexicalBlock(scope: !307, file: !3, line: 63, column: 45)
!311 = !DILocalVariable(name: "r", scope: !312, file: !3, line: 63, type: !20)
!312 = distinct !DILexicalBlock(scope: !313, file: !3, line: 63, column: 45)
!313 = distinct !DILexicalBlock(scope: !309, file: !3, line: 63, column: 45)
!314 = !DILocalVariable(name: "o", scope: !312, file: !3, line: 63, type: !5)
!315 = !DILocalVariable(name: "cnt", scope: !316, file: !3, line: 63, type: !5)
!316 = distinct !DILexicalBlock(scope: !120, file: !3, line: 63, column: 83)
!317 = !DILocalVariable(name: "i", scope: !318, file: !3, line: 63, type: !5)
!318 = distinct !DILexicalBlock(scope: !316, file: !3, line: 63, column: 83)
!319 = !DILocalVariable(name: "j", scope: !320, file: !3, line: 63, type: !5)
!320 = distinct !DILexicalBlock(scope: !321, file: !3, line: 63, column: 83)
!321 = distinct !DILexicalBlock(scope: !318, file: !3, line: 63, column: 83)
!322 = !DILocalVariable(name: "r", scope: !323, file: !3, line: 63, type: !24)
!323 = distinct !DILexicalBlock(scope: !324, file: !3, line: 63, column: 83)
!324 = distinct !DILexicalBlock(scope: !320, file: !3, line: 63, column: 83)
!325 = !DILocalVariable(name: "o", scope: !323, file: !3, line: 63, type: !5)
!326 = !DILocalVariable(name: "cnt", scope: !327, file: !3, line: 64, type: !5)
!327 = distinct !DILexicalBlock(scope: !120, file: !3, line: 64, column: 5)
!328 = !DILocalVariable(name: "i", scope: !329, file: !3, line: 64, type: !5)
!329 = distinct !DILexicalBlock(scope: !327, file: !3, line: 64, column: 5)
!330 = !DILocalVariable(name: "j", scope: !331, file: !3, line: 64, type: !5)
!331 = distinct !DILexicalBlock(scope: !332, file: !3, line: 64, column: 5)
!332 = distinct !DILexicalBlock(scope: !329, file: !3, line: 64, column: 5)
!333 = !DILocalVariable(name: "r", scope: !334, file: !3, line: 64, type: !13)
!334 = distinct !DILexicalBlock(scope: !335, file: !3, line: 64, column: 5)
!335 = distinct !DILexicalBlock(scope: !331, file: !3, line: 64, column: 5)
!336 = !DILocalVariable(name: "o", scope: !334, file: !3, line: 64, type: !5)
!337 = !DILocalVariable(name: "cnt", scope: !338, file: !3, line: 64, type: !5)
!338 = distinct !DILexicalBlock(scope: !120, file: !3, line: 64, column: 43)
!339 = !DILocalVariable(name: "i", scope: !340, file: !3, line: 64, type: !5)
!340 = distinct !DILexicalBlock(scope: !338, file: !3, line: 64, column: 43)
!341 = !DILocalVariable(name: "j", scope: !342, file: !3, line: 64, type: !5)
!342 = distinct !DILexicalBlock(scope: !343, file: !3, line: 64, column: 43)
!343 = distinct !DILexicalBlock(scope: !340, file: !3, line: 64, column: 43)
!344 = !DILocalVariable(name: "r", scope: !345, file: !3, line: 64, type: !27)
!345 = distinct !DILexicalBlock(scope: !346, file: !3, line: 64, column: 43)
!346 = distinct !DILexicalBlock(scope: !342, file: !3, line: 64, column: 43)
!347 = !DILocalVariable(name: "o", scope: !345, file: !3, line: 64, type: !5)
!348 = !DILocalVariable(name: "cnt", scope: !349, file: !3, line: 64, type: !5)
!349 = distinct !DILexicalBlock(scope: !120, file: !3, line: 64, column: 81)
!350 = !DILocalVariable(name: "i", scope: !351, file: !3, line: 64, type: !5)
!351 = distinct !DILexicalBlock(scope: !349, file: !3, line: 64, column: 81)
!352 = !DILocalVariable(name: "j", scope: !353, file: !3, line: 64, type: !5)
!353 = distinct !DILexicalBlock(scope: !354, file: !3, line: 64, column: 81)
!354 = distinct !DILexicalBlock(scope: !351, file: !3, line: 64, column: 81)
!355 = !DILocalVariable(name: "r", scope: !356, file: !3, line: 64, type: !6)
!356 = distinct !DILexicalBlock(scope: !357, file: !3, line: 64, column: 81)
!357 = distinct !DILexicalBlock(scope: !353, file: !3, line: 64, column: 81)
!358 = !DILocalVariable(name: "o", scope: !356, file: !3, line: 64, type: !5)
!359 = !DILocalVariable(name: "cnt", scope: !360, file: !3, line: 65, type: !5)
!360 = distinct !DILexicalBlock(scope: !120, file: !3, line: 65, column: 5)
!361 = !DILocalVariable(name: "i", scope: !362, file: !3, line: 65, type: !5)
!362 = distinct !DILexicalBlock(scope: !360, file: !3, line: 65, column: 5)
!363 = !DILocalVariable(name: "j", scope: !364, file: !3, line: 65, type: !5)
!364 = distinct !DILexicalBlock(scope: !365, file: !3, line: 65, column: 5)
!365 = distinct !DILexicalBlock(scope: !362, file: !3, line: 65, column: 5)
!366 = !DILocalVariable(name: "r", scope: !367, file: !3, line: 65, type: !24)
!367 = distinct !DILexicalBlock(scope: !368, file: !3, line: 65, column: 5)
!368 = distinct !DILexicalBlock(scope: !364, file: !3, line: 65, column: 5)
!369 = !DILocalVariable(name: "o", scope: !367, file: !3, line: 65, type: !5)
!370 = !DILocalVariable(name: "ri", scope: !120, file: !3, line: 67, type: !5)
!371 = !DILocalVariable(name: "rl", scope: !120, file: !3, line: 67, type: !26)
!372 = !DILocalVariable(name: "rll", scope: !120, file: !3, line: 67, type: !109)
!373 = !DILocalVariable(name: "ru", scope: !120, file: !3, line: 67, type: !12)
!374 = !DILocalVariable(name: "rul", scope: !120, file: !3, line: 67, type: !29)
!375 = !DILocalVariable(name: "rull", scope: !120, file: !3, line: 67, type: !11)
!376 = !DILocalVariable(name: "imax", scope: !120, file: !3, line: 68, type: !377)
!377 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !5)
!378 = !DILocalVariable(name: "imin", scope: !120, file: !3, line: 68, type: !377)
!379 = !DILocalVariable(name: "umax", scope: !120, file: !3, line: 68, type: !380)
!380 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !29)
!381 = !DILocalVariable(name: "lmin", scope: !120, file: !3, line: 68, type: !108)
!382 = !DILocalVariable(name: "o", scope: !383, file: !3, line: 69, type: !5)
!383 = distinct !DILexicalBlock(scope: !120, file: !3, line: 69, column: 5)
!384 = !DILocalVariable(name: "o", scope: !385, file: !3, line: 70, type: !5)
!385 = distinct !DILexicalBlock(scope: !120, file: !3, line: 70, column: 5)
!386 = !DILocalVariable(name: "o", scope: !387, file: !3, line: 71, type: !5)
!387 = distinct !DILexicalBlock(scope: !120, file: !3, line: 71, column: 5)
!388 = !DILocalVariable(name: "o", scope: !389, file: !3, line: 72, type: !5)
!389 = distinct !DILexicalBlock(scope: !120, file: !3, line: 72, column: 5)
!390 = !DILocalVariable(name: "o", scope: !391, file: !3, line: 73, type: !5)
!391 = distinct !DILexicalBlock(scope: !120, file: !3, line: 73, column: 5)
!392 = !DILocalVariable(name: "o", scope: !393, file: !3, line: 74, type: !5)
!393 = distinct !DILexicalBlock(scope: !120, file: !3, line: 74, column: 5)
!394 = !DILocalVariable(name: "o", scope: !395, file: !3, line: 75, type: !5)
!395 = distinct !DILexicalBlock(scope: !120, file: !3, line: 75, column: 5)
!396 = !DILocalVariable(name: "o", scope: !397, file: !3, line: 76, type: !5)
!397 = distinct !DILexicalBlock(scope: !120, file: !3, line: 76, column: 5)
!398 = !DILocalVariable(name: "o", scope: !399, file: !3, line: 77, type: !5)
!399 = distinct !DILexicalBlock(scope: !120, file: !3, line: 77, column: 5)
!400 = !DILocalVariable(name: "o", scope: !401, file: !3, line: 78, type: !5)
!401 = distinct !DILexicalBlock(scope: !120, file: !3, line: 78, column: 5)
!402 = distinct !DIAssignID()
!403 = !DILocation(line: 0, scope: !133)
!404 = distinct !DIAssignID()
!405 = !DILocation(line: 0, scope: !144)
!406 = distinct !DIAssignID()
!407 = !DILocation(line: 0, scope: !155)
!408 = distinct !DIAssignID()
!409 = !DILocation(line: 0, scope: !166)
!410 = distinct !DIAssignID()
!411 = !DILocation(line: 0, scope: !177)
!412 = distinct !DIAssignID()
!413 = !DILocation(line: 0, scope: !188)
!414 = distinct !DIAssignID()
!415 = !DILocation(line: 0, scope: !202)
!416 = distinct !DIAssignID()
!417 = !DILocation(line: 0, scope: !213)
!418 = distinct !DIAssignID()
!419 = !DILocation(line: 0, scope: !224)
!420 = distinct !DIAssignID()
!421 = !DILocation(line: 0, scope: !235)
!422 = distinct !DIAssignID()
!423 = !DILocation(line: 0, scope: !246)
!424 = distinct !DIAssignID()
!425 = !DILocation(line: 0, scope: !257)
!426 = distinct !DIAssignID()
!427 = !DILocation(line: 0, scope: !268)
!428 = distinct !DIAssignID()
!429 = !DILocation(line: 0, scope: !279)
!430 = distinct !DIAssignID()
!431 = !DILocation(line: 0, scope: !290)
!432 = distinct !DIAssignID()
!433 = !DILocation(line: 0, scope: !301)
!434 = distinct !DIAssignID()
!435 = !DILocation(line: 0, scope: !312)
!436 = distinct !DIAssignID()
!437 = !DILocation(line: 0, scope: !323)
!438 = distinct !DIAssignID()
!439 = !DILocation(line: 0, scope: !334)
!440 = distinct !DIAssignID()
!441 = !DILocation(line: 0, scope: !345)
!442 = distinct !DIAssignID()
!443 = !DILocation(line: 0, scope: !356)
!444 = distinct !DIAssignID()
!445 = !DILocation(line: 0, scope: !367)
!446 = distinct !DIAssignID()
!447 = !DILocation(line: 0, scope: !120)
!448 = distinct !DIAssignID()
!449 = distinct !DIAssignID()
!450 = distinct !DIAssignID()
!451 = !DILocation(line: 0, scope: !126)
!452 = !DILocation(line: 0, scope: !128)
!453 = !DILocation(line: 58, column: 5, scope: !128)
!454 = !DILocation(line: 0, scope: !130)
!455 = !DILocation(line: 58, column: 5, scope: !130)
!456 = !DILocation(line: 58, column: 5, scope: !126)
!457 = !DILocation(line: 0, scope: !137)
!458 = !DILocation(line: 0, scope: !139)
!459 = !DILocation(line: 58, column: 39, scope: !139)
!460 = !DILocation(line: 58, column: 5, scope: !131)
!461 = distinct !{!461, !453, !453, !462}
!462 = !{!"llvm.loop.mustprogress"}
!463 = !DILocation(line: 58, column: 5, scope: !133)
!464 = !{!465, !465, i64 0}
!465 = !{!"omnipotent char", !466, i64 0}
!466 = !{!"Simple C/C++ TBAA"}
!467 = distinct !DIAssignID()
!468 = !{!469, !469, i64 0}
!469 = !{!"long long", !465, i64 0}
!470 = !DILocalVariable(name: "v", arg: 1, scope: !471, file: !3, line: 13, type: !11)
!471 = distinct !DISubprogram(name: "mix", scope: !3, file: !3, line: 13, type: !472, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !474)
!472 = !DISubroutineType(types: !473)
!473 = !{null, !11}
!474 = !{!470}
!475 = !DILocation(line: 0, scope: !471, inlinedAt: !476)
!476 = distinct !DILocation(line: 58, column: 5, scope: !133)
!477 = !DILocation(line: 13, column: 48, scope: !471, inlinedAt: !476)
!478 = !DILocation(line: 13, column: 53, scope: !471, inlinedAt: !476)
!479 = !DILocation(line: 58, column: 5, scope: !134)
!480 = distinct !{!480, !455, !455, !462}
!481 = !DILocation(line: 0, scope: !141)
!482 = !DILocation(line: 58, column: 39, scope: !141)
!483 = !DILocation(line: 58, column: 39, scope: !137)
!484 = !DILocation(line: 0, scope: !148)
!485 = !DILocation(line: 0, scope: !150)
!486 = !DILocation(line: 58, column: 73, scope: !150)
!487 = !DILocation(line: 58, column: 39, scope: !142)
!488 = distinct !{!488, !459, !459, !462}
!489 = !DILocation(line: 58, column: 39, scope: !144)
!490 = distinct !DIAssignID()
!491 = !DILocation(line: 0, scope: !471, inlinedAt: !492)
!492 = distinct !DILocation(line: 58, column: 39, scope: !144)
!493 = !DILocation(line: 13, column: 48, scope: !471, inlinedAt: !492)
!494 = !DILocation(line: 13, column: 53, scope: !471, inlinedAt: !492)
!495 = !DILocation(line: 58, column: 39, scope: !145)
!496 = distinct !{!496, !482, !482, !462}
!497 = !DILocation(line: 0, scope: !152)
!498 = !DILocation(line: 58, column: 73, scope: !152)
!499 = !DILocation(line: 58, column: 73, scope: !148)
!500 = !DILocation(line: 0, scope: !159)
!501 = !DILocation(line: 0, scope: !161)
!502 = !DILocation(line: 59, column: 5, scope: !161)
!503 = !DILocation(line: 58, column: 73, scope: !153)
!504 = distinct !{!504, !486, !486, !462}
!505 = !DILocation(line: 58, column: 73, scope: !155)
!506 = distinct !DIAssignID()
!507 = !DILocation(line: 0, scope: !471, inlinedAt: !508)
!508 = distinct !DILocation(line: 58, column: 73, scope: !155)
!509 = !DILocation(line: 13, column: 48, scope: !471, inlinedAt: !508)
!510 = !DILocation(line: 13, column: 53, scope: !471, inlinedAt: !508)
!511 = !DILocation(line: 58, column: 73, scope: !156)
!512 = distinct !{!512, !498, !498, !462}
!513 = !DILocation(line: 0, scope: !163)
!514 = !DILocation(line: 59, column: 5, scope: !163)
!515 = !DILocation(line: 59, column: 5, scope: !159)
!516 = !DILocation(line: 0, scope: !170)
!517 = !DILocation(line: 0, scope: !172)
!518 = !DILocation(line: 59, column: 42, scope: !172)
!519 = !DILocation(line: 59, column: 5, scope: !164)
!520 = distinct !{!520, !502, !502, !462}
!521 = !DILocation(line: 59, column: 5, scope: !166)
!522 = distinct !DIAssignID()
!523 = !DILocation(line: 0, scope: !471, inlinedAt: !524)
!524 = distinct !DILocation(line: 59, column: 5, scope: !166)
!525 = !DILocation(line: 13, column: 48, scope: !471, inlinedAt: !524)
!526 = !DILocation(line: 13, column: 53, scope: !471, inlinedAt: !524)
!527 = !DILocation(line: 59, column: 5, scope: !167)
!528 = distinct !{!528, !514, !514, !462}
!529 = !DILocation(line: 0, scope: !174)
!530 = !DILocation(line: 59, column: 42, scope: !174)
!531 = !DILocation(line: 59, column: 42, scope: !170)
!532 = !DILocation(line: 0, scope: !181)
!533 = !DILocation(line: 0, scope: !183)
!534 = !DILocation(line: 59, column: 82, scope: !183)
!535 = !DILocation(line: 59, column: 42, scope: !175)
!536 = distinct !{!536, !518, !518, !462}
!537 = !DILocation(line: 59, column: 42, scope: !177)
!538 = !{!539, !539, i64 0}
!539 = !{!"short", !465, i64 0}
!540 = distinct !DIAssignID()
!541 = !DILocation(line: 0, scope: !471, inlinedAt: !542)
!542 = distinct !DILocation(line: 59, column: 42, scope: !177)
!543 = !DILocation(line: 13, column: 48, scope: !471, inlinedAt: !542)
!544 = !DILocation(line: 13, column: 53, scope: !471, inlinedAt: !542)
!545 = !DILocation(line: 59, column: 42, scope: !178)
!546 = distinct !{!546, !530, !530, !462}
!547 = !DILocation(line: 0, scope: !185)
!548 = !DILocation(line: 59, column: 82, scope: !185)
!549 = !DILocation(line: 59, column: 82, scope: !181)
!550 = !DILocation(line: 0, scope: !195)
!551 = !DILocation(line: 0, scope: !197)
!552 = !DILocation(line: 60, column: 5, scope: !197)
!553 = !DILocation(line: 59, column: 82, scope: !186)
!554 = distinct !{!554, !534, !534, !462}
!555 = !DILocation(line: 59, column: 82, scope: !188)
!556 = distinct !DIAssignID()
!557 = !DILocation(line: 0, scope: !471, inlinedAt: !558)
!558 = distinct !DILocation(line: 59, column: 82, scope: !188)
!559 = !DILocation(line: 13, column: 48, scope: !471, inlinedAt: !558)
!560 = !DILocation(line: 13, column: 53, scope: !471, inlinedAt: !558)
!561 = !DILocation(line: 59, column: 82, scope: !189)
!562 = distinct !{!562, !548, !548, !462}
!563 = !DILocation(line: 0, scope: !199)
!564 = !DILocation(line: 60, column: 5, scope: !199)
!565 = !DILocation(line: 60, column: 5, scope: !195)
!566 = !DILocation(line: 0, scope: !206)
!567 = !DILocation(line: 0, scope: !208)
!568 = !DILocation(line: 60, column: 42, scope: !208)
!569 = !DILocation(line: 60, column: 5, scope: !200)
!570 = distinct !{!570, !552, !552, !462}
!571 = !DILocation(line: 60, column: 5, scope: !202)
!572 = !{!573, !573, i64 0}
!573 = !{!"int", !465, i64 0}
!574 = distinct !DIAssignID()
!575 = !DILocation(line: 0, scope: !471, inlinedAt: !576)
!576 = distinct !DILocation(line: 60, column: 5, scope: !202)
!577 = !DILocation(line: 13, column: 48, scope: !471, inlinedAt: !576)
!578 = !DILocation(line: 13, column: 53, scope: !471, inlinedAt: !576)
!579 = !DILocation(line: 60, column: 5, scope: !203)
!580 = distinct !{!580, !564, !564, !462}
!581 = !DILocation(line: 0, scope: !210)
!582 = !DILocation(line: 60, column: 42, scope: !210)
!583 = !DILocation(line: 60, column: 42, scope: !206)
!584 = !DILocation(line: 0, scope: !217)
!585 = !DILocation(line: 0, scope: !219)
!586 = !DILocation(line: 60, column: 79, scope: !219)
!587 = !DILocation(line: 60, column: 42, scope: !211)
!588 = distinct !{!588, !568, !568, !462}
!589 = !DILocation(line: 60, column: 42, scope: !213)
!590 = distinct !DIAssignID()
!591 = !DILocation(line: 0, scope: !471, inlinedAt: !592)
!592 = distinct !DILocation(line: 60, column: 42, scope: !213)
!593 = !DILocation(line: 13, column: 48, scope: !471, inlinedAt: !592)
!594 = !DILocation(line: 13, column: 53, scope: !471, inlinedAt: !592)
!595 = !DILocation(line: 60, column: 42, scope: !214)
!596 = distinct !{!596, !582, !582, !462}
!597 = !DILocation(line: 0, scope: !221)
!598 = !DILocation(line: 60, column: 79, scope: !221)
!599 = !DILocation(line: 60, column: 79, scope: !217)
!600 = !DILocation(line: 0, scope: !228)
!601 = !DILocation(line: 0, scope: !230)
!602 = !DILocation(line: 61, column: 5, scope: !230)
!603 = !DILocation(line: 60, column: 79, scope: !222)
!604 = distinct !{!604, !586, !586, !462}
!605 = !DILocation(line: 60, column: 79, scope: !224)
!606 = distinct !DIAssignID()
!607 = !DILocation(line: 0, scope: !471, inlinedAt: !608)
!608 = distinct !DILocation(line: 60, column: 79, scope: !224)
!609 = !DILocation(line: 13, column: 48, scope: !471, inlinedAt: !608)
!610 = !DILocation(line: 13, column: 53, scope: !471, inlinedAt: !608)
!611 = !DILocation(line: 60, column: 79, scope: !225)
!612 = distinct !{!612, !598, !598, !462}
!613 = !DILocation(line: 0, scope: !232)
!614 = !DILocation(line: 61, column: 5, scope: !232)
!615 = !DILocation(line: 61, column: 5, scope: !228)
!616 = !DILocation(line: 0, scope: !239)
!617 = !DILocation(line: 0, scope: !241)
!618 = !DILocation(line: 61, column: 45, scope: !241)
!619 = !DILocation(line: 61, column: 5, scope: !233)
!620 = distinct !{!620, !602, !602, !462}
!621 = !DILocation(line: 61, column: 5, scope: !235)
!622 = distinct !DIAssignID()
!623 = !DILocation(line: 0, scope: !471, inlinedAt: !624)
!624 = distinct !DILocation(line: 61, column: 5, scope: !235)
!625 = !DILocation(line: 13, column: 48, scope: !471, inlinedAt: !624)
!626 = !DILocation(line: 13, column: 53, scope: !471, inlinedAt: !624)
!627 = !DILocation(line: 61, column: 5, scope: !236)
!628 = distinct !{!628, !614, !614, !462}
!629 = !DILocation(line: 0, scope: !243)
!630 = !DILocation(line: 61, column: 45, scope: !243)
!631 = !DILocation(line: 61, column: 45, scope: !239)
!632 = !DILocation(line: 0, scope: !250)
!633 = !DILocation(line: 0, scope: !252)
!634 = !DILocation(line: 61, column: 82, scope: !252)
!635 = !DILocation(line: 61, column: 45, scope: !244)
!636 = distinct !{!636, !618, !618, !462}
!637 = !DILocation(line: 61, column: 45, scope: !246)
!638 = !{!639, !639, i64 0}
!639 = !{!"long", !465, i64 0}
!640 = distinct !DIAssignID()
!641 = !DILocation(line: 0, scope: !471, inlinedAt: !642)
!642 = distinct !DILocation(line: 61, column: 45, scope: !246)
!643 = !DILocation(line: 13, column: 48, scope: !471, inlinedAt: !642)
!644 = !DILocation(line: 13, column: 53, scope: !471, inlinedAt: !642)
!645 = !DILocation(line: 61, column: 45, scope: !247)
!646 = distinct !{!646, !630, !630, !462}
!647 = !DILocation(line: 0, scope: !254)
!648 = !DILocation(line: 61, column: 82, scope: !254)
!649 = !DILocation(line: 61, column: 82, scope: !250)
!650 = !DILocation(line: 0, scope: !261)
!651 = !DILocation(line: 0, scope: !263)
!652 = !DILocation(line: 62, column: 5, scope: !263)
!653 = !DILocation(line: 61, column: 82, scope: !255)
!654 = distinct !{!654, !634, !634, !462}
!655 = !DILocation(line: 61, column: 82, scope: !257)
!656 = distinct !DIAssignID()
!657 = !DILocation(line: 0, scope: !471, inlinedAt: !658)
!658 = distinct !DILocation(line: 61, column: 82, scope: !257)
!659 = !DILocation(line: 13, column: 48, scope: !471, inlinedAt: !658)
!660 = !DILocation(line: 13, column: 53, scope: !471, inlinedAt: !658)
!661 = !DILocation(line: 61, column: 82, scope: !258)
!662 = distinct !{!662, !648, !648, !462}
!663 = !DILocation(line: 0, scope: !265)
!664 = !DILocation(line: 62, column: 5, scope: !265)
!665 = !DILocation(line: 62, column: 5, scope: !261)
!666 = !DILocation(line: 0, scope: !272)
!667 = !DILocation(line: 0, scope: !274)
!668 = !DILocation(line: 62, column: 42, scope: !274)
!669 = !DILocation(line: 62, column: 5, scope: !266)
!670 = distinct !{!670, !652, !652, !462}
!671 = !DILocation(line: 62, column: 5, scope: !268)
!672 = distinct !DIAssignID()
!673 = !DILocation(line: 0, scope: !471, inlinedAt: !674)
!674 = distinct !DILocation(line: 62, column: 5, scope: !268)
!675 = !DILocation(line: 13, column: 48, scope: !471, inlinedAt: !674)
!676 = !DILocation(line: 13, column: 53, scope: !471, inlinedAt: !674)
!677 = !DILocation(line: 62, column: 5, scope: !269)
!678 = distinct !{!678, !664, !664, !462}
!679 = !DILocation(line: 0, scope: !276)
!680 = !DILocation(line: 62, column: 42, scope: !276)
!681 = !DILocation(line: 62, column: 42, scope: !272)
!682 = !DILocation(line: 0, scope: !283)
!683 = !DILocation(line: 0, scope: !285)
!684 = !DILocation(line: 62, column: 82, scope: !285)
!685 = !DILocation(line: 62, column: 42, scope: !277)
!686 = distinct !{!686, !668, !668, !462}
!687 = !DILocation(line: 62, column: 42, scope: !279)
!688 = distinct !DIAssignID()
!689 = !DILocation(line: 0, scope: !471, inlinedAt: !690)
!690 = distinct !DILocation(line: 62, column: 42, scope: !279)
!691 = !DILocation(line: 13, column: 48, scope: !471, inlinedAt: !690)
!692 = !DILocation(line: 13, column: 53, scope: !471, inlinedAt: !690)
!693 = !DILocation(line: 62, column: 42, scope: !280)
!694 = distinct !{!694, !680, !680, !462}
!695 = !DILocation(line: 0, scope: !287)
!696 = !DILocation(line: 62, column: 82, scope: !287)
!697 = !DILocation(line: 62, column: 82, scope: !283)
!698 = !DILocation(line: 0, scope: !294)
!699 = !DILocation(line: 0, scope: !296)
!700 = !DILocation(line: 63, column: 5, scope: !296)
!701 = !DILocation(line: 62, column: 82, scope: !288)
!702 = distinct !{!702, !684, !684, !462}
!703 = !DILocation(line: 62, column: 82, scope: !290)
!704 = distinct !DIAssignID()
!705 = !DILocation(line: 0, scope: !471, inlinedAt: !706)
!706 = distinct !DILocation(line: 62, column: 82, scope: !290)
!707 = !DILocation(line: 13, column: 48, scope: !471, inlinedAt: !706)
!708 = !DILocation(line: 13, column: 53, scope: !471, inlinedAt: !706)
!709 = !DILocation(line: 62, column: 82, scope: !291)
!710 = distinct !{!710, !696, !696, !462}
!711 = !DILocation(line: 0, scope: !298)
!712 = !DILocation(line: 63, column: 5, scope: !298)
!713 = !DILocation(line: 63, column: 5, scope: !294)
!714 = !DILocation(line: 0, scope: !305)
!715 = !DILocation(line: 0, scope: !307)
!716 = !DILocation(line: 63, column: 45, scope: !307)
!717 = !DILocation(line: 63, column: 5, scope: !299)
!718 = distinct !{!718, !700, !700, !462}
!719 = !DILocation(line: 63, column: 5, scope: !301)
!720 = distinct !DIAssignID()
!721 = !DILocation(line: 0, scope: !471, inlinedAt: !722)
!722 = distinct !DILocation(line: 63, column: 5, scope: !301)
!723 = !DILocation(line: 13, column: 48, scope: !471, inlinedAt: !722)
!724 = !DILocation(line: 13, column: 53, scope: !471, inlinedAt: !722)
!725 = !DILocation(line: 63, column: 5, scope: !302)
!726 = distinct !{!726, !712, !712, !462}
!727 = !DILocation(line: 0, scope: !309)
!728 = !DILocation(line: 63, column: 45, scope: !309)
!729 = !DILocation(line: 63, column: 45, scope: !305)
!730 = !DILocation(line: 0, scope: !316)
!731 = !DILocation(line: 0, scope: !318)
!732 = !DILocation(line: 63, column: 83, scope: !318)
!733 = !DILocation(line: 63, column: 45, scope: !310)
!734 = distinct !{!734, !716, !716, !462}
!735 = !DILocation(line: 63, column: 45, scope: !312)
!736 = distinct !DIAssignID()
!737 = !DILocation(line: 0, scope: !471, inlinedAt: !738)
!738 = distinct !DILocation(line: 63, column: 45, scope: !312)
!739 = !DILocation(line: 13, column: 48, scope: !471, inlinedAt: !738)
!740 = !DILocation(line: 13, column: 53, scope: !471, inlinedAt: !738)
!741 = !DILocation(line: 63, column: 45, scope: !313)
!742 = distinct !{!742, !728, !728, !462}
!743 = !DILocation(line: 0, scope: !320)
!744 = !DILocation(line: 63, column: 83, scope: !320)
!745 = !DILocation(line: 63, column: 83, scope: !316)
!746 = !DILocation(line: 0, scope: !327)
!747 = !DILocation(line: 0, scope: !329)
!748 = !DILocation(line: 64, column: 5, scope: !329)
!749 = !DILocation(line: 63, column: 83, scope: !321)
!750 = distinct !{!750, !732, !732, !462}
!751 = !DILocation(line: 63, column: 83, scope: !323)
!752 = distinct !DIAssignID()
!753 = !DILocation(line: 0, scope: !471, inlinedAt: !754)
!754 = distinct !DILocation(line: 63, column: 83, scope: !323)
!755 = !DILocation(line: 13, column: 48, scope: !471, inlinedAt: !754)
!756 = !DILocation(line: 13, column: 53, scope: !471, inlinedAt: !754)
!757 = !DILocation(line: 63, column: 83, scope: !324)
!758 = distinct !{!758, !744, !744, !462}
!759 = !DILocation(line: 0, scope: !331)
!760 = !DILocation(line: 64, column: 5, scope: !331)
!761 = !DILocation(line: 64, column: 5, scope: !327)
!762 = !DILocation(line: 0, scope: !338)
!763 = !DILocation(line: 0, scope: !340)
!764 = !DILocation(line: 64, column: 43, scope: !340)
!765 = !DILocation(line: 64, column: 5, scope: !332)
!766 = distinct !{!766, !748, !748, !462}
!767 = !DILocation(line: 64, column: 5, scope: !334)
!768 = distinct !DIAssignID()
!769 = !DILocation(line: 0, scope: !471, inlinedAt: !770)
!770 = distinct !DILocation(line: 64, column: 5, scope: !334)
!771 = !DILocation(line: 13, column: 48, scope: !471, inlinedAt: !770)
!772 = !DILocation(line: 13, column: 53, scope: !471, inlinedAt: !770)
!773 = !DILocation(line: 64, column: 5, scope: !335)
!774 = distinct !{!774, !760, !760, !462}
!775 = !DILocation(line: 0, scope: !342)
!776 = !DILocation(line: 64, column: 43, scope: !342)
!777 = !DILocation(line: 64, column: 43, scope: !338)
!778 = !DILocation(line: 0, scope: !349)
!779 = !DILocation(line: 0, scope: !351)
!780 = !DILocation(line: 64, column: 81, scope: !351)
!781 = !DILocation(line: 64, column: 43, scope: !343)
!782 = distinct !{!782, !764, !764, !462}
!783 = !DILocation(line: 64, column: 43, scope: !345)
!784 = distinct !DIAssignID()
!785 = !DILocation(line: 0, scope: !471, inlinedAt: !786)
!786 = distinct !DILocation(line: 64, column: 43, scope: !345)
!787 = !DILocation(line: 13, column: 48, scope: !471, inlinedAt: !786)
!788 = !DILocation(line: 13, column: 53, scope: !471, inlinedAt: !786)
!789 = !DILocation(line: 64, column: 43, scope: !346)
!790 = distinct !{!790, !776, !776, !462}
!791 = !DILocation(line: 0, scope: !353)
!792 = !DILocation(line: 64, column: 81, scope: !353)
!793 = !DILocation(line: 64, column: 81, scope: !349)
!794 = !DILocation(line: 0, scope: !360)
!795 = !DILocation(line: 0, scope: !362)
!796 = !DILocation(line: 65, column: 5, scope: !362)
!797 = !DILocation(line: 64, column: 81, scope: !354)
!798 = distinct !{!798, !780, !780, !462}
!799 = !DILocation(line: 64, column: 81, scope: !356)
!800 = distinct !DIAssignID()
!801 = !DILocation(line: 0, scope: !471, inlinedAt: !802)
!802 = distinct !DILocation(line: 64, column: 81, scope: !356)
!803 = !DILocation(line: 13, column: 48, scope: !471, inlinedAt: !802)
!804 = !DILocation(line: 13, column: 53, scope: !471, inlinedAt: !802)
!805 = !DILocation(line: 64, column: 81, scope: !357)
!806 = distinct !{!806, !792, !792, !462}
!807 = !DILocation(line: 0, scope: !364)
!808 = !DILocation(line: 65, column: 5, scope: !364)
!809 = !DILocation(line: 65, column: 5, scope: !360)
!810 = !DILocation(line: 68, column: 5, scope: !120)
!811 = !DILocation(line: 68, column: 18, scope: !120)
!812 = distinct !DIAssignID()
!813 = !DILocation(line: 68, column: 34, scope: !120)
!814 = distinct !DIAssignID()
!815 = !DILocation(line: 68, column: 50, scope: !120)
!816 = !DILocation(line: 68, column: 73, scope: !120)
!817 = distinct !DIAssignID()
!818 = !DILocation(line: 68, column: 91, scope: !120)
!819 = !DILocation(line: 68, column: 110, scope: !120)
!820 = distinct !DIAssignID()
!821 = !DILocation(line: 69, column: 39, scope: !383)
!822 = !DILocation(line: 69, column: 15, scope: !383)
!823 = !DILocation(line: 0, scope: !383)
!824 = !DILocation(line: 69, column: 54, scope: !383)
!825 = !DILocation(line: 70, column: 39, scope: !385)
!826 = !DILocation(line: 70, column: 15, scope: !385)
!827 = !DILocation(line: 0, scope: !385)
!828 = !DILocation(line: 70, column: 54, scope: !385)
!829 = !DILocation(line: 71, column: 39, scope: !387)
!830 = !DILocation(line: 71, column: 15, scope: !387)
!831 = !DILocation(line: 0, scope: !387)
!832 = !DILocation(line: 71, column: 55, scope: !387)
!833 = !DILocation(line: 72, column: 51, scope: !389)
!834 = !DILocation(line: 72, column: 45, scope: !389)
!835 = !DILocation(line: 72, column: 15, scope: !389)
!836 = !DILocation(line: 0, scope: !389)
!837 = !DILocation(line: 72, column: 63, scope: !389)
!838 = !DILocation(line: 73, column: 44, scope: !391)
!839 = !DILocation(line: 73, column: 15, scope: !391)
!840 = !DILocation(line: 0, scope: !391)
!841 = !DILocation(line: 73, column: 57, scope: !391)
!842 = !DILocation(line: 74, column: 41, scope: !393)
!843 = !DILocation(line: 0, scope: !393)
!844 = !DILocation(line: 74, column: 57, scope: !393)
!845 = !DILocation(line: 0, scope: !395)
!846 = !DILocation(line: 75, column: 70, scope: !395)
!847 = !DILocation(line: 0, scope: !397)
!848 = !DILocation(line: 76, column: 53, scope: !397)
!849 = !DILocation(line: 77, column: 40, scope: !399)
!850 = !DILocation(line: 77, column: 15, scope: !399)
!851 = !DILocation(line: 0, scope: !399)
!852 = !DILocation(line: 77, column: 56, scope: !399)
!853 = !DILocation(line: 0, scope: !401)
!854 = !DILocation(line: 78, column: 79, scope: !401)
!855 = !DILocation(line: 79, column: 5, scope: !120)
!856 = !DILocation(line: 80, column: 18, scope: !120)
!857 = !DILocation(line: 81, column: 1, scope: !120)
!858 = !DILocation(line: 65, column: 5, scope: !365)
!859 = distinct !{!859, !796, !796, !462}
!860 = !DILocation(line: 65, column: 5, scope: !367)
!861 = distinct !DIAssignID()
!862 = !DILocation(line: 0, scope: !471, inlinedAt: !863)
!863 = distinct !DILocation(line: 65, column: 5, scope: !367)
!864 = !DILocation(line: 13, column: 48, scope: !471, inlinedAt: !863)
!865 = !DILocation(line: 13, column: 53, scope: !471, inlinedAt: !863)
!866 = !DILocation(line: 65, column: 5, scope: !368)
!867 = distinct !{!867, !808, !808, !462}
!868 = distinct !DISubprogram(name: "add_int8_t_int8_t_int8_t", scope: !3, file: !3, line: 19, type: !869, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !872)
!869 = !DISubroutineType(types: !870)
!870 = !{!5, !6, !6, !871}
!871 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!872 = !{!873, !874, !875}
!873 = !DILocalVariable(name: "a", arg: 1, scope: !868, file: !3, line: 19, type: !6)
!874 = !DILocalVariable(name: "b", arg: 2, scope: !868, file: !3, line: 19, type: !6)
!875 = !DILocalVariable(name: "r", arg: 3, scope: !868, file: !3, line: 19, type: !871)
!876 = !DILocation(line: 0, scope: !868)
!877 = !DILocation(line: 19, column: 1, scope: !868)
!878 = !DISubprogram(name: "printf", scope: !879, file: !879, line: 356, type: !880, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!879 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!880 = !DISubroutineType(types: !881)
!881 = !{!5, !882, null}
!882 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !883)
!883 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !884, size: 64)
!884 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !34)
!885 = distinct !DISubprogram(name: "sub_int8_t_int8_t_int8_t", scope: !3, file: !3, line: 20, type: !869, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !886)
!886 = !{!887, !888, !889}
!887 = !DILocalVariable(name: "a", arg: 1, scope: !885, file: !3, line: 20, type: !6)
!888 = !DILocalVariable(name: "b", arg: 2, scope: !885, file: !3, line: 20, type: !6)
!889 = !DILocalVariable(name: "r", arg: 3, scope: !885, file: !3, line: 20, type: !871)
!890 = !DILocation(line: 0, scope: !885)
!891 = !DILocation(line: 20, column: 1, scope: !885)
!892 = distinct !DISubprogram(name: "mul_int8_t_int8_t_int8_t", scope: !3, file: !3, line: 21, type: !869, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !893)
!893 = !{!894, !895, !896}
!894 = !DILocalVariable(name: "a", arg: 1, scope: !892, file: !3, line: 21, type: !6)
!895 = !DILocalVariable(name: "b", arg: 2, scope: !892, file: !3, line: 21, type: !6)
!896 = !DILocalVariable(name: "r", arg: 3, scope: !892, file: !3, line: 21, type: !871)
!897 = !DILocation(line: 0, scope: !892)
!898 = !DILocation(line: 21, column: 1, scope: !892)
!899 = distinct !DISubprogram(name: "add_uint8_t_uint8_t_uint8_t", scope: !3, file: !3, line: 22, type: !900, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !903)
!900 = !DISubroutineType(types: !901)
!901 = !{!5, !13, !13, !902}
!902 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!903 = !{!904, !905, !906}
!904 = !DILocalVariable(name: "a", arg: 1, scope: !899, file: !3, line: 22, type: !13)
!905 = !DILocalVariable(name: "b", arg: 2, scope: !899, file: !3, line: 22, type: !13)
!906 = !DILocalVariable(name: "r", arg: 3, scope: !899, file: !3, line: 22, type: !902)
!907 = !DILocation(line: 0, scope: !899)
!908 = !DILocation(line: 22, column: 1, scope: !899)
!909 = distinct !DISubprogram(name: "mul_uint16_t_uint16_t_uint16_t", scope: !3, file: !3, line: 23, type: !910, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !913)
!910 = !DISubroutineType(types: !911)
!911 = !{!5, !17, !17, !912}
!912 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!913 = !{!914, !915, !916}
!914 = !DILocalVariable(name: "a", arg: 1, scope: !909, file: !3, line: 23, type: !17)
!915 = !DILocalVariable(name: "b", arg: 2, scope: !909, file: !3, line: 23, type: !17)
!916 = !DILocalVariable(name: "r", arg: 3, scope: !909, file: !3, line: 23, type: !912)
!917 = !DILocation(line: 0, scope: !909)
!918 = !DILocation(line: 23, column: 1, scope: !909)
!919 = distinct !DISubprogram(name: "sub_uint16_t_uint16_t_int16_t", scope: !3, file: !3, line: 24, type: !920, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !923)
!920 = !DISubroutineType(types: !921)
!921 = !{!5, !17, !17, !922}
!922 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !190, size: 64)
!923 = !{!924, !925, !926}
!924 = !DILocalVariable(name: "a", arg: 1, scope: !919, file: !3, line: 24, type: !17)
!925 = !DILocalVariable(name: "b", arg: 2, scope: !919, file: !3, line: 24, type: !17)
!926 = !DILocalVariable(name: "r", arg: 3, scope: !919, file: !3, line: 24, type: !922)
!927 = !DILocation(line: 0, scope: !919)
!928 = !DILocation(line: 24, column: 1, scope: !919)
!929 = distinct !DISubprogram(name: "add_int32_t_int32_t_int32_t", scope: !3, file: !3, line: 25, type: !930, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !933)
!930 = !DISubroutineType(types: !931)
!931 = !{!5, !20, !20, !932}
!932 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!933 = !{!934, !935, !936}
!934 = !DILocalVariable(name: "a", arg: 1, scope: !929, file: !3, line: 25, type: !20)
!935 = !DILocalVariable(name: "b", arg: 2, scope: !929, file: !3, line: 25, type: !20)
!936 = !DILocalVariable(name: "r", arg: 3, scope: !929, file: !3, line: 25, type: !932)
!937 = !DILocation(line: 0, scope: !929)
!938 = !DILocation(line: 25, column: 1, scope: !929)
!939 = distinct !DISubprogram(name: "sub_int32_t_int32_t_int32_t", scope: !3, file: !3, line: 26, type: !930, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !940)
!940 = !{!941, !942, !943}
!941 = !DILocalVariable(name: "a", arg: 1, scope: !939, file: !3, line: 26, type: !20)
!942 = !DILocalVariable(name: "b", arg: 2, scope: !939, file: !3, line: 26, type: !20)
!943 = !DILocalVariable(name: "r", arg: 3, scope: !939, file: !3, line: 26, type: !932)
!944 = !DILocation(line: 0, scope: !939)
!945 = !DILocation(line: 26, column: 1, scope: !939)
!946 = distinct !DISubprogram(name: "mul_int32_t_int32_t_int32_t", scope: !3, file: !3, line: 27, type: !930, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !947)
!947 = !{!948, !949, !950}
!948 = !DILocalVariable(name: "a", arg: 1, scope: !946, file: !3, line: 27, type: !20)
!949 = !DILocalVariable(name: "b", arg: 2, scope: !946, file: !3, line: 27, type: !20)
!950 = !DILocalVariable(name: "r", arg: 3, scope: !946, file: !3, line: 27, type: !932)
!951 = !DILocation(line: 0, scope: !946)
!952 = !DILocation(line: 27, column: 1, scope: !946)
!953 = distinct !DISubprogram(name: "mul_uint32_t_uint32_t_uint32_t", scope: !3, file: !3, line: 28, type: !954, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !957)
!954 = !DISubroutineType(types: !955)
!955 = !{!5, !22, !22, !956}
!956 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!957 = !{!958, !959, !960}
!958 = !DILocalVariable(name: "a", arg: 1, scope: !953, file: !3, line: 28, type: !22)
!959 = !DILocalVariable(name: "b", arg: 2, scope: !953, file: !3, line: 28, type: !22)
!960 = !DILocalVariable(name: "r", arg: 3, scope: !953, file: !3, line: 28, type: !956)
!961 = !DILocation(line: 0, scope: !953)
!962 = !DILocation(line: 28, column: 1, scope: !953)
!963 = distinct !DISubprogram(name: "add_int64_t_int64_t_int64_t", scope: !3, file: !3, line: 29, type: !964, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !967)
!964 = !DISubroutineType(types: !965)
!965 = !{!5, !24, !24, !966}
!966 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!967 = !{!968, !969, !970}
!968 = !DILocalVariable(name: "a", arg: 1, scope: !963, file: !3, line: 29, type: !24)
!969 = !DILocalVariable(name: "b", arg: 2, scope: !963, file: !3, line: 29, type: !24)
!970 = !DILocalVariable(name: "r", arg: 3, scope: !963, file: !3, line: 29, type: !966)
!971 = !DILocation(line: 0, scope: !963)
!972 = !DILocation(line: 29, column: 1, scope: !963)
!973 = distinct !DISubprogram(name: "sub_int64_t_int64_t_int64_t", scope: !3, file: !3, line: 30, type: !964, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !974)
!974 = !{!975, !976, !977}
!975 = !DILocalVariable(name: "a", arg: 1, scope: !973, file: !3, line: 30, type: !24)
!976 = !DILocalVariable(name: "b", arg: 2, scope: !973, file: !3, line: 30, type: !24)
!977 = !DILocalVariable(name: "r", arg: 3, scope: !973, file: !3, line: 30, type: !966)
!978 = !DILocation(line: 0, scope: !973)
!979 = !DILocation(line: 30, column: 1, scope: !973)
!980 = distinct !DISubprogram(name: "mul_int64_t_int64_t_int64_t", scope: !3, file: !3, line: 31, type: !964, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !981)
!981 = !{!982, !983, !984}
!982 = !DILocalVariable(name: "a", arg: 1, scope: !980, file: !3, line: 31, type: !24)
!983 = !DILocalVariable(name: "b", arg: 2, scope: !980, file: !3, line: 31, type: !24)
!984 = !DILocalVariable(name: "r", arg: 3, scope: !980, file: !3, line: 31, type: !966)
!985 = !DILocation(line: 0, scope: !980)
!986 = !DILocation(line: 31, column: 1, scope: !980)
!987 = distinct !DISubprogram(name: "add_uint64_t_uint64_t_uint64_t", scope: !3, file: !3, line: 32, type: !988, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !991)
!988 = !DISubroutineType(types: !989)
!989 = !{!5, !27, !27, !990}
!990 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!991 = !{!992, !993, !994}
!992 = !DILocalVariable(name: "a", arg: 1, scope: !987, file: !3, line: 32, type: !27)
!993 = !DILocalVariable(name: "b", arg: 2, scope: !987, file: !3, line: 32, type: !27)
!994 = !DILocalVariable(name: "r", arg: 3, scope: !987, file: !3, line: 32, type: !990)
!995 = !DILocation(line: 0, scope: !987)
!996 = !DILocation(line: 32, column: 1, scope: !987)
!997 = distinct !DISubprogram(name: "sub_uint64_t_uint64_t_uint64_t", scope: !3, file: !3, line: 33, type: !988, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !998)
!998 = !{!999, !1000, !1001}
!999 = !DILocalVariable(name: "a", arg: 1, scope: !997, file: !3, line: 33, type: !27)
!1000 = !DILocalVariable(name: "b", arg: 2, scope: !997, file: !3, line: 33, type: !27)
!1001 = !DILocalVariable(name: "r", arg: 3, scope: !997, file: !3, line: 33, type: !990)
!1002 = !DILocation(line: 0, scope: !997)
!1003 = !DILocation(line: 33, column: 1, scope: !997)
!1004 = distinct !DISubprogram(name: "mul_uint64_t_uint64_t_uint64_t", scope: !3, file: !3, line: 34, type: !988, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1005)
!1005 = !{!1006, !1007, !1008}
!1006 = !DILocalVariable(name: "a", arg: 1, scope: !1004, file: !3, line: 34, type: !27)
!1007 = !DILocalVariable(name: "b", arg: 2, scope: !1004, file: !3, line: 34, type: !27)
!1008 = !DILocalVariable(name: "r", arg: 3, scope: !1004, file: !3, line: 34, type: !990)
!1009 = !DILocation(line: 0, scope: !1004)
!1010 = !DILocation(line: 34, column: 1, scope: !1004)
!1011 = distinct !DISubprogram(name: "add_int64_t_uint64_t_int32_t", scope: !3, file: !3, line: 35, type: !1012, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1014)
!1012 = !DISubroutineType(types: !1013)
!1013 = !{!5, !24, !27, !932}
!1014 = !{!1015, !1016, !1017}
!1015 = !DILocalVariable(name: "a", arg: 1, scope: !1011, file: !3, line: 35, type: !24)
!1016 = !DILocalVariable(name: "b", arg: 2, scope: !1011, file: !3, line: 35, type: !27)
!1017 = !DILocalVariable(name: "r", arg: 3, scope: !1011, file: !3, line: 35, type: !932)
!1018 = !DILocation(line: 0, scope: !1011)
!1019 = !DILocation(line: 35, column: 1, scope: !1011)
!1020 = distinct !DISubprogram(name: "mul_int32_t_uint32_t_int64_t", scope: !3, file: !3, line: 36, type: !1021, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1023)
!1021 = !DISubroutineType(cc: DW_CC_nocall, types: !1022)
!1022 = !{!5, !20, !22, !966}
!1023 = !{!1024, !1025, !1026}
!1024 = !DILocalVariable(name: "a", arg: 1, scope: !1020, file: !3, line: 36, type: !20)
!1025 = !DILocalVariable(name: "b", arg: 2, scope: !1020, file: !3, line: 36, type: !22)
!1026 = !DILocalVariable(name: "r", arg: 3, scope: !1020, file: !3, line: 36, type: !966)
!1027 = !DILocation(line: 0, scope: !1020)
!1028 = !DILocation(line: 36, column: 1, scope: !1020)
!1029 = distinct !DISubprogram(name: "sub_uint32_t_int64_t_uint8_t", scope: !3, file: !3, line: 37, type: !1030, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1032)
!1030 = !DISubroutineType(types: !1031)
!1031 = !{!5, !22, !24, !902}
!1032 = !{!1033, !1034, !1035}
!1033 = !DILocalVariable(name: "a", arg: 1, scope: !1029, file: !3, line: 37, type: !22)
!1034 = !DILocalVariable(name: "b", arg: 2, scope: !1029, file: !3, line: 37, type: !24)
!1035 = !DILocalVariable(name: "r", arg: 3, scope: !1029, file: !3, line: 37, type: !902)
!1036 = !DILocation(line: 0, scope: !1029)
!1037 = !DILocation(line: 37, column: 1, scope: !1029)
!1038 = distinct !DISubprogram(name: "mul_int64_t_int64_t_uint64_t", scope: !3, file: !3, line: 38, type: !1039, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1041)
!1039 = !DISubroutineType(types: !1040)
!1040 = !{!5, !24, !24, !990}
!1041 = !{!1042, !1043, !1044}
!1042 = !DILocalVariable(name: "a", arg: 1, scope: !1038, file: !3, line: 38, type: !24)
!1043 = !DILocalVariable(name: "b", arg: 2, scope: !1038, file: !3, line: 38, type: !24)
!1044 = !DILocalVariable(name: "r", arg: 3, scope: !1038, file: !3, line: 38, type: !990)
!1045 = !DILocation(line: 0, scope: !1038)
!1046 = !DILocation(line: 38, column: 1, scope: !1038)
!1047 = distinct !DISubprogram(name: "add_int64_t_int64_t_int8_t", scope: !3, file: !3, line: 39, type: !1048, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1050)
!1048 = !DISubroutineType(types: !1049)
!1049 = !{!5, !24, !24, !871}
!1050 = !{!1051, !1052, !1053}
!1051 = !DILocalVariable(name: "a", arg: 1, scope: !1047, file: !3, line: 39, type: !24)
!1052 = !DILocalVariable(name: "b", arg: 2, scope: !1047, file: !3, line: 39, type: !24)
!1053 = !DILocalVariable(name: "r", arg: 3, scope: !1047, file: !3, line: 39, type: !871)
!1054 = !DILocation(line: 0, scope: !1047)
!1055 = !DILocation(line: 39, column: 1, scope: !1047)
!1056 = distinct !DISubprogram(name: "mul_uint64_t_int64_t_int64_t", scope: !3, file: !3, line: 40, type: !1057, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1059)
!1057 = !DISubroutineType(types: !1058)
!1058 = !{!5, !27, !24, !966}
!1059 = !{!1060, !1061, !1062}
!1060 = !DILocalVariable(name: "a", arg: 1, scope: !1056, file: !3, line: 40, type: !27)
!1061 = !DILocalVariable(name: "b", arg: 2, scope: !1056, file: !3, line: 40, type: !24)
!1062 = !DILocalVariable(name: "r", arg: 3, scope: !1056, file: !3, line: 40, type: !966)
!1063 = !DILocation(line: 0, scope: !1056)
!1064 = !DILocation(line: 40, column: 1, scope: !1056)
