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

@.str = private unnamed_addr constant [12 x i8] c"total=%08x\0A\00", align 1, !dbg !0
@total = internal unnamed_addr global i32 0, align 4, !dbg !7
@.str.1 = private unnamed_addr constant [53 x i8] c"size %2d sizeof=%2zu sum=%08x bumped=%08x late=%08x\0A\00", align 1, !dbg !15

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !28 {
  %1 = alloca %struct.s100, align 8, !DIAssignID !31
    #dbg_assign(i1 undef, !32, !DIExpression(), !31, ptr %1, !DIExpression(), !50)
  %2 = alloca %struct.s100, align 8, !DIAssignID !52
  %3 = alloca %struct.s64, align 8, !DIAssignID !53
    #dbg_assign(i1 undef, !54, !DIExpression(), !53, ptr %3, !DIExpression(), !70)
  %4 = alloca %struct.s64, align 8, !DIAssignID !72
  %5 = alloca %struct.s63, align 8, !DIAssignID !73
    #dbg_assign(i1 undef, !74, !DIExpression(), !73, ptr %5, !DIExpression(), !90)
  %6 = alloca %struct.s63, align 8, !DIAssignID !92
  %7 = alloca %struct.s48, align 8, !DIAssignID !93
    #dbg_assign(i1 undef, !94, !DIExpression(), !93, ptr %7, !DIExpression(), !110)
  %8 = alloca %struct.s48, align 8, !DIAssignID !112
  %9 = alloca %struct.s40, align 8, !DIAssignID !113
    #dbg_assign(i1 undef, !114, !DIExpression(), !113, ptr %9, !DIExpression(), !130)
  %10 = alloca %struct.s40, align 8, !DIAssignID !132
  %11 = alloca %struct.s33, align 8, !DIAssignID !133
    #dbg_assign(i1 undef, !134, !DIExpression(), !133, ptr %11, !DIExpression(), !150)
  %12 = alloca %struct.s33, align 8, !DIAssignID !152
  %13 = alloca %struct.s32, align 8, !DIAssignID !153
    #dbg_assign(i1 undef, !154, !DIExpression(), !153, ptr %13, !DIExpression(), !170)
  %14 = alloca %struct.s32, align 8, !DIAssignID !172
  %15 = alloca %struct.s31, align 8, !DIAssignID !173
    #dbg_assign(i1 undef, !174, !DIExpression(), !173, ptr %15, !DIExpression(), !190)
  %16 = alloca %struct.s31, align 8, !DIAssignID !192
  %17 = alloca %struct.s24, align 8, !DIAssignID !193
    #dbg_assign(i1 undef, !194, !DIExpression(), !193, ptr %17, !DIExpression(), !210)
  %18 = alloca %struct.s24, align 8, !DIAssignID !212
  %19 = alloca %struct.s23, align 8, !DIAssignID !213
    #dbg_assign(i1 undef, !214, !DIExpression(), !213, ptr %19, !DIExpression(), !230)
  %20 = alloca %struct.s23, align 8, !DIAssignID !232
  %21 = alloca %struct.s20, align 8, !DIAssignID !233
    #dbg_assign(i1 undef, !234, !DIExpression(), !233, ptr %21, !DIExpression(), !250)
  %22 = alloca %struct.s20, align 8, !DIAssignID !252
  %23 = alloca %struct.s17, align 8, !DIAssignID !253
    #dbg_assign(i1 undef, !254, !DIExpression(), !253, ptr %23, !DIExpression(), !270)
  %24 = alloca %struct.s17, align 8, !DIAssignID !272
  %25 = alloca %struct.s16, align 8, !DIAssignID !273
    #dbg_assign(i1 undef, !274, !DIExpression(), !273, ptr %25, !DIExpression(), !290)
  %26 = alloca %struct.s16, align 8, !DIAssignID !292
  %27 = alloca %struct.s15, align 8, !DIAssignID !293
    #dbg_assign(i1 undef, !294, !DIExpression(), !293, ptr %27, !DIExpression(), !310)
  %28 = alloca %struct.s15, align 8, !DIAssignID !312
  %29 = alloca %struct.s14, align 8, !DIAssignID !313
    #dbg_assign(i1 undef, !314, !DIExpression(), !313, ptr %29, !DIExpression(), !330)
  %30 = alloca %struct.s14, align 8, !DIAssignID !332
  %31 = alloca %struct.s13, align 8, !DIAssignID !333
    #dbg_assign(i1 undef, !334, !DIExpression(), !333, ptr %31, !DIExpression(), !350)
  %32 = alloca %struct.s13, align 8, !DIAssignID !352
  %33 = alloca %struct.s12, align 8, !DIAssignID !353
    #dbg_assign(i1 undef, !354, !DIExpression(), !353, ptr %33, !DIExpression(), !368)
  %34 = alloca %struct.s12, align 8, !DIAssignID !370
  %35 = alloca %struct.s11, align 8, !DIAssignID !371
    #dbg_assign(i1 undef, !372, !DIExpression(), !371, ptr %35, !DIExpression(), !388)
  %36 = alloca %struct.s11, align 8, !DIAssignID !390
  %37 = alloca %struct.s10, align 8, !DIAssignID !391
    #dbg_assign(i1 undef, !392, !DIExpression(), !391, ptr %37, !DIExpression(), !408)
  %38 = alloca %struct.s10, align 8, !DIAssignID !410
  %39 = alloca %struct.s9, align 8, !DIAssignID !411
    #dbg_assign(i1 undef, !412, !DIExpression(), !411, ptr %39, !DIExpression(), !428)
  %40 = alloca %struct.s9, align 8, !DIAssignID !430
  %41 = tail call fastcc i8 @make1(), !dbg !431
    #dbg_value(i8 %41, !434, !DIExpression(), !449)
  %42 = tail call fastcc i8 @bump1(i8 %41), !dbg !431
    #dbg_value(i8 %42, !442, !DIExpression(), !449)
    #dbg_value(ptr @sum1, !443, !DIExpression(), !449)
  %43 = tail call fastcc i32 @sum1(i8 %41), !dbg !431
  %44 = tail call fastcc i32 @sum1(i8 %42), !dbg !431
  %45 = tail call fastcc i32 @late1(i8 %42, i8 %41), !dbg !431
    #dbg_value(!DIArgList(i32 %43, i32 %45, i32 %44), !447, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !449)
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1, i64 noundef 1, i32 noundef %43, i32 noundef %44, i32 noundef %45), !dbg !431
  %47 = load i32, ptr @total, align 4, !dbg !431, !tbaa !450
  %48 = xor i32 %43, %47, !dbg !431
  %49 = xor i32 %48, %44, !dbg !431
  %50 = xor i32 %49, %45, !dbg !431
  store i32 %50, ptr @total, align 4, !dbg !431, !tbaa !450
  %51 = tail call fastcc i16 @make2(), !dbg !454
    #dbg_value(i16 %51, !457, !DIExpression(), !472)
  %52 = tail call fastcc i16 @bump2(i16 %51), !dbg !454
    #dbg_value(i16 %52, !465, !DIExpression(), !472)
    #dbg_value(ptr @sum2, !466, !DIExpression(), !472)
  %53 = tail call fastcc i32 @sum2(i16 %51), !dbg !454
  %54 = tail call fastcc i32 @sum2(i16 %52), !dbg !454
  %55 = tail call fastcc i32 @late2(i16 %52, i16 %51), !dbg !454
    #dbg_value(!DIArgList(i32 %53, i32 %55, i32 %54), !470, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !472)
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2, i64 noundef 2, i32 noundef %53, i32 noundef %54, i32 noundef %55), !dbg !454
  %57 = load i32, ptr @total, align 4, !dbg !454, !tbaa !450
  %58 = xor i32 %53, %57, !dbg !454
  %59 = xor i32 %58, %54, !dbg !454
  %60 = xor i32 %59, %55, !dbg !454
  store i32 %60, ptr @total, align 4, !dbg !454, !tbaa !450
  %61 = tail call fastcc i24 @make3(), !dbg !473
    #dbg_value(i24 %61, !476, !DIExpression(), !491)
  %62 = tail call fastcc i24 @bump3(i24 %61), !dbg !473
    #dbg_value(i24 %62, !484, !DIExpression(), !491)
    #dbg_value(ptr @sum3, !485, !DIExpression(), !491)
  %63 = tail call fastcc i32 @sum3(i24 %61), !dbg !473
  %64 = tail call fastcc i32 @sum3(i24 %62), !dbg !473
  %65 = tail call fastcc i32 @late3(i24 %62, i24 %61), !dbg !473
    #dbg_value(!DIArgList(i32 %63, i32 %65, i32 %64), !489, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !491)
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 3, i64 noundef 3, i32 noundef %63, i32 noundef %64, i32 noundef %65), !dbg !473
  %67 = load i32, ptr @total, align 4, !dbg !473, !tbaa !450
  %68 = xor i32 %63, %67, !dbg !473
  %69 = xor i32 %68, %64, !dbg !473
  %70 = xor i32 %69, %65, !dbg !473
  store i32 %70, ptr @total, align 4, !dbg !473, !tbaa !450
  %71 = tail call fastcc i32 @make4(), !dbg !492
    #dbg_value(i32 %71, !495, !DIExpression(), !510)
  %72 = tail call fastcc i32 @bump4(i32 %71), !dbg !492
    #dbg_value(i32 %72, !503, !DIExpression(), !510)
    #dbg_value(ptr @sum4, !504, !DIExpression(), !510)
  %73 = tail call fastcc i32 @sum4(i32 %71), !dbg !492
  %74 = tail call fastcc i32 @sum4(i32 %72), !dbg !492
  %75 = tail call fastcc i32 @late4(i32 %72, i32 %71), !dbg !492
    #dbg_value(!DIArgList(i32 %73, i32 %75, i32 %74), !508, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !510)
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 4, i64 noundef 4, i32 noundef %73, i32 noundef %74, i32 noundef %75), !dbg !492
  %77 = load i32, ptr @total, align 4, !dbg !492, !tbaa !450
  %78 = xor i32 %73, %77, !dbg !492
  %79 = xor i32 %78, %74, !dbg !492
  %80 = xor i32 %79, %75, !dbg !492
  store i32 %80, ptr @total, align 4, !dbg !492, !tbaa !450
  %81 = tail call fastcc i40 @make5(), !dbg !511
    #dbg_value(i40 %81, !514, !DIExpression(), !529)
  %82 = tail call fastcc i40 @bump5(i40 %81), !dbg !511
    #dbg_value(i40 %82, !522, !DIExpression(), !529)
    #dbg_value(ptr @sum5, !523, !DIExpression(), !529)
  %83 = tail call fastcc i32 @sum5(i40 %81), !dbg !511
  %84 = tail call fastcc i32 @sum5(i40 %82), !dbg !511
  %85 = tail call fastcc i32 @late5(i40 %82, i40 %81), !dbg !511
    #dbg_value(!DIArgList(i32 %83, i32 %85, i32 %84), !527, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !529)
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 5, i64 noundef 5, i32 noundef %83, i32 noundef %84, i32 noundef %85), !dbg !511
  %87 = load i32, ptr @total, align 4, !dbg !511, !tbaa !450
  %88 = xor i32 %83, %87, !dbg !511
  %89 = xor i32 %88, %84, !dbg !511
  %90 = xor i32 %89, %85, !dbg !511
  store i32 %90, ptr @total, align 4, !dbg !511, !tbaa !450
  %91 = tail call fastcc i48 @make6(), !dbg !530
    #dbg_value(i48 %91, !533, !DIExpression(), !548)
  %92 = tail call fastcc i48 @bump6(i48 %91), !dbg !530
    #dbg_value(i48 %92, !541, !DIExpression(), !548)
    #dbg_value(ptr @sum6, !542, !DIExpression(), !548)
  %93 = tail call fastcc i32 @sum6(i48 %91), !dbg !530
  %94 = tail call fastcc i32 @sum6(i48 %92), !dbg !530
  %95 = tail call fastcc i32 @late6(i48 %92, i48 %91), !dbg !530
    #dbg_value(!DIArgList(i32 %93, i32 %95, i32 %94), !546, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !548)
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 6, i64 noundef 6, i32 noundef %93, i32 noundef %94, i32 noundef %95), !dbg !530
  %97 = load i32, ptr @total, align 4, !dbg !530, !tbaa !450
  %98 = xor i32 %93, %97, !dbg !530
  %99 = xor i32 %98, %94, !dbg !530
  %100 = xor i32 %99, %95, !dbg !530
  store i32 %100, ptr @total, align 4, !dbg !530, !tbaa !450
  %101 = tail call fastcc i56 @make7(), !dbg !549
    #dbg_value(i56 %101, !552, !DIExpression(), !567)
  %102 = tail call fastcc i56 @bump7(i56 %101), !dbg !549
    #dbg_value(i56 %102, !560, !DIExpression(), !567)
    #dbg_value(ptr @sum7, !561, !DIExpression(), !567)
  %103 = tail call fastcc i32 @sum7(i56 %101), !dbg !549
  %104 = tail call fastcc i32 @sum7(i56 %102), !dbg !549
  %105 = tail call fastcc i32 @late7(i56 %102, i56 %101), !dbg !549
    #dbg_value(!DIArgList(i32 %103, i32 %105, i32 %104), !565, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !567)
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 7, i64 noundef 7, i32 noundef %103, i32 noundef %104, i32 noundef %105), !dbg !549
  %107 = load i32, ptr @total, align 4, !dbg !549, !tbaa !450
  %108 = xor i32 %103, %107, !dbg !549
  %109 = xor i32 %108, %104, !dbg !549
  %110 = xor i32 %109, %105, !dbg !549
  store i32 %110, ptr @total, align 4, !dbg !549, !tbaa !450
  %111 = tail call fastcc i64 @make8(), !dbg !568
    #dbg_value(i64 %111, !571, !DIExpression(), !586)
  %112 = tail call fastcc i64 @bump8(i64 %111), !dbg !568
    #dbg_value(i64 %112, !579, !DIExpression(), !586)
    #dbg_value(ptr @sum8, !580, !DIExpression(), !586)
  %113 = tail call fastcc i32 @sum8(i64 %111), !dbg !568
  %114 = tail call fastcc i32 @sum8(i64 %112), !dbg !568
  %115 = tail call fastcc i32 @late8(i64 %112, i64 %111), !dbg !568
    #dbg_value(!DIArgList(i32 %113, i32 %115, i32 %114), !584, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !586)
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 8, i64 noundef 8, i32 noundef %113, i32 noundef %114, i32 noundef %115), !dbg !568
  %117 = load i32, ptr @total, align 4, !dbg !568, !tbaa !450
  %118 = xor i32 %113, %117, !dbg !568
  %119 = xor i32 %118, %114, !dbg !568
  %120 = xor i32 %119, %115, !dbg !568
  store i32 %120, ptr @total, align 4, !dbg !568, !tbaa !450
    #dbg_assign(i1 undef, !415, !DIExpression(), !430, ptr %40, !DIExpression(), !428)
  call void @llvm.lifetime.start.p0(i64 9, ptr nonnull %39) #12, !dbg !587
  %121 = tail call fastcc { i64, i8 } @make9(), !dbg !587
  %122 = extractvalue { i64, i8 } %121, 0, !dbg !587
  %123 = extractvalue { i64, i8 } %121, 1, !dbg !587
  store i64 %122, ptr %39, align 8, !dbg !587, !DIAssignID !588
  %124 = getelementptr inbounds i8, ptr %39, i64 8, !dbg !587
  store i8 %123, ptr %124, align 8, !dbg !587, !DIAssignID !589
    #dbg_assign(i64 %122, !412, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !588, ptr %39, !DIExpression(), !428)
    #dbg_assign(i8 %123, !412, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !589, ptr %124, !DIExpression(), !428)
  call void @llvm.lifetime.start.p0(i64 9, ptr nonnull %40) #12, !dbg !587
  %125 = tail call fastcc { i64, i8 } @bump9(i64 %122, i8 %123), !dbg !587
  %126 = extractvalue { i64, i8 } %125, 0, !dbg !587
  %127 = extractvalue { i64, i8 } %125, 1, !dbg !587
  store i64 %126, ptr %40, align 8, !dbg !587, !DIAssignID !590
  %128 = getelementptr inbounds i8, ptr %40, i64 8, !dbg !587
  store i8 %127, ptr %128, align 8, !dbg !587, !DIAssignID !591
    #dbg_assign(i64 %126, !415, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !590, ptr %40, !DIExpression(), !428)
    #dbg_assign(i8 %127, !415, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !591, ptr %128, !DIExpression(), !428)
    #dbg_value(ptr @sum9, !423, !DIExpression(), !428)
  %129 = tail call fastcc i32 @sum9(i64 %122, i8 %123), !dbg !587
  %130 = tail call fastcc i32 @sum9(i64 %126, i8 %127), !dbg !587
  %131 = tail call fastcc i32 @late9(ptr noundef nonnull byval(%struct.s9) align 8 %40, ptr noundef nonnull byval(%struct.s9) align 8 %39), !dbg !587
    #dbg_value(!DIArgList(i32 %129, i32 %131, i32 %130), !427, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !428)
  %132 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 9, i64 noundef 9, i32 noundef %129, i32 noundef %130, i32 noundef %131), !dbg !587
  %133 = load i32, ptr @total, align 4, !dbg !587, !tbaa !450
  %134 = xor i32 %129, %133, !dbg !587
  %135 = xor i32 %134, %130, !dbg !587
  %136 = xor i32 %135, %131, !dbg !587
  store i32 %136, ptr @total, align 4, !dbg !587, !tbaa !450
  call void @llvm.lifetime.end.p0(i64 9, ptr nonnull %40) #12, !dbg !587
  call void @llvm.lifetime.end.p0(i64 9, ptr nonnull %39) #12, !dbg !587
    #dbg_assign(i1 undef, !395, !DIExpression(), !410, ptr %38, !DIExpression(), !408)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %37) #12, !dbg !592
  %137 = tail call fastcc { i64, i16 } @make10(), !dbg !592
  %138 = extractvalue { i64, i16 } %137, 0, !dbg !592
  %139 = extractvalue { i64, i16 } %137, 1, !dbg !592
  store i64 %138, ptr %37, align 8, !dbg !592, !DIAssignID !593
  %140 = getelementptr inbounds i8, ptr %37, i64 8, !dbg !592
  store i16 %139, ptr %140, align 8, !dbg !592, !DIAssignID !594
    #dbg_assign(i64 %138, !392, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !593, ptr %37, !DIExpression(), !408)
    #dbg_assign(i16 %139, !392, !DIExpression(DW_OP_LLVM_fragment, 64, 16), !594, ptr %140, !DIExpression(), !408)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %38) #12, !dbg !592
  %141 = tail call fastcc { i64, i16 } @bump10(i64 %138, i16 %139), !dbg !592
  %142 = extractvalue { i64, i16 } %141, 0, !dbg !592
  %143 = extractvalue { i64, i16 } %141, 1, !dbg !592
  store i64 %142, ptr %38, align 8, !dbg !592, !DIAssignID !595
  %144 = getelementptr inbounds i8, ptr %38, i64 8, !dbg !592
  store i16 %143, ptr %144, align 8, !dbg !592, !DIAssignID !596
    #dbg_assign(i64 %142, !395, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !595, ptr %38, !DIExpression(), !408)
    #dbg_assign(i16 %143, !395, !DIExpression(DW_OP_LLVM_fragment, 64, 16), !596, ptr %144, !DIExpression(), !408)
    #dbg_value(ptr @sum10, !403, !DIExpression(), !408)
  %145 = tail call fastcc i32 @sum10(i64 %138, i16 %139), !dbg !592
  %146 = tail call fastcc i32 @sum10(i64 %142, i16 %143), !dbg !592
  %147 = tail call fastcc i32 @late10(ptr noundef nonnull byval(%struct.s10) align 8 %38, ptr noundef nonnull byval(%struct.s10) align 8 %37), !dbg !592
    #dbg_value(!DIArgList(i32 %145, i32 %147, i32 %146), !407, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !408)
  %148 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 10, i64 noundef 10, i32 noundef %145, i32 noundef %146, i32 noundef %147), !dbg !592
  %149 = load i32, ptr @total, align 4, !dbg !592, !tbaa !450
  %150 = xor i32 %145, %149, !dbg !592
  %151 = xor i32 %150, %146, !dbg !592
  %152 = xor i32 %151, %147, !dbg !592
  store i32 %152, ptr @total, align 4, !dbg !592, !tbaa !450
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %38) #12, !dbg !592
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %37) #12, !dbg !592
    #dbg_assign(i1 undef, !375, !DIExpression(), !390, ptr %36, !DIExpression(), !388)
  call void @llvm.lifetime.start.p0(i64 11, ptr nonnull %35) #12, !dbg !597
  %153 = tail call fastcc { i64, i24 } @make11(), !dbg !597
  %154 = extractvalue { i64, i24 } %153, 0, !dbg !597
  %155 = extractvalue { i64, i24 } %153, 1, !dbg !597
  store i64 %154, ptr %35, align 8, !dbg !597, !DIAssignID !598
  %156 = getelementptr inbounds i8, ptr %35, i64 8, !dbg !597
  store i24 %155, ptr %156, align 8, !dbg !597, !DIAssignID !599
    #dbg_assign(i64 %154, !372, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !598, ptr %35, !DIExpression(), !388)
    #dbg_assign(i24 %155, !372, !DIExpression(DW_OP_LLVM_fragment, 64, 24), !599, ptr %156, !DIExpression(), !388)
  call void @llvm.lifetime.start.p0(i64 11, ptr nonnull %36) #12, !dbg !597
  %157 = tail call fastcc { i64, i24 } @bump11(i64 %154, i24 %155), !dbg !597
  %158 = extractvalue { i64, i24 } %157, 0, !dbg !597
  %159 = extractvalue { i64, i24 } %157, 1, !dbg !597
  store i64 %158, ptr %36, align 8, !dbg !597, !DIAssignID !600
  %160 = getelementptr inbounds i8, ptr %36, i64 8, !dbg !597
  store i24 %159, ptr %160, align 8, !dbg !597, !DIAssignID !601
    #dbg_assign(i64 %158, !375, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !600, ptr %36, !DIExpression(), !388)
    #dbg_assign(i24 %159, !375, !DIExpression(DW_OP_LLVM_fragment, 64, 24), !601, ptr %160, !DIExpression(), !388)
    #dbg_value(ptr @sum11, !383, !DIExpression(), !388)
  %161 = tail call fastcc i32 @sum11(i64 %154, i24 %155), !dbg !597
  %162 = tail call fastcc i32 @sum11(i64 %158, i24 %159), !dbg !597
  %163 = tail call fastcc i32 @late11(ptr noundef nonnull byval(%struct.s11) align 8 %36, ptr noundef nonnull byval(%struct.s11) align 8 %35), !dbg !597
    #dbg_value(!DIArgList(i32 %161, i32 %163, i32 %162), !387, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !388)
  %164 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 11, i64 noundef 11, i32 noundef %161, i32 noundef %162, i32 noundef %163), !dbg !597
  %165 = load i32, ptr @total, align 4, !dbg !597, !tbaa !450
  %166 = xor i32 %161, %165, !dbg !597
  %167 = xor i32 %166, %162, !dbg !597
  %168 = xor i32 %167, %163, !dbg !597
  store i32 %168, ptr @total, align 4, !dbg !597, !tbaa !450
  call void @llvm.lifetime.end.p0(i64 11, ptr nonnull %36) #12, !dbg !597
  call void @llvm.lifetime.end.p0(i64 11, ptr nonnull %35) #12, !dbg !597
    #dbg_assign(i1 undef, !357, !DIExpression(), !370, ptr %34, !DIExpression(), !368)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %33) #12, !dbg !602
  %169 = tail call fastcc { i64, i32 } @make12(), !dbg !602
  %170 = extractvalue { i64, i32 } %169, 0, !dbg !602
  %171 = extractvalue { i64, i32 } %169, 1, !dbg !602
  store i64 %170, ptr %33, align 8, !dbg !602, !DIAssignID !603
  %172 = getelementptr inbounds i8, ptr %33, i64 8, !dbg !602
  store i32 %171, ptr %172, align 8, !dbg !602, !DIAssignID !604
    #dbg_assign(i64 %170, !354, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !603, ptr %33, !DIExpression(), !368)
    #dbg_assign(i32 %171, !354, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !604, ptr %172, !DIExpression(), !368)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %34) #12, !dbg !602
  %173 = tail call fastcc { i64, i32 } @bump12(i64 %170, i32 %171), !dbg !602
  %174 = extractvalue { i64, i32 } %173, 0, !dbg !602
  %175 = extractvalue { i64, i32 } %173, 1, !dbg !602
  store i64 %174, ptr %34, align 8, !dbg !602, !DIAssignID !605
  %176 = getelementptr inbounds i8, ptr %34, i64 8, !dbg !602
  store i32 %175, ptr %176, align 8, !dbg !602, !DIAssignID !606
    #dbg_assign(i64 %174, !357, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !605, ptr %34, !DIExpression(), !368)
    #dbg_assign(i32 %175, !357, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !606, ptr %176, !DIExpression(), !368)
    #dbg_value(ptr @sum12, !363, !DIExpression(), !368)
  %177 = tail call fastcc i32 @sum12(i64 %170, i32 %171), !dbg !602
  %178 = tail call fastcc i32 @sum12(i64 %174, i32 %175), !dbg !602
  %179 = tail call fastcc i32 @late12(ptr noundef nonnull byval(%struct.s12) align 8 %34, ptr noundef nonnull byval(%struct.s12) align 8 %33), !dbg !602
    #dbg_value(!DIArgList(i32 %177, i32 %179, i32 %178), !367, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !368)
  %180 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 12, i64 noundef 12, i32 noundef %177, i32 noundef %178, i32 noundef %179), !dbg !602
  %181 = load i32, ptr @total, align 4, !dbg !602, !tbaa !450
  %182 = xor i32 %177, %181, !dbg !602
  %183 = xor i32 %182, %178, !dbg !602
  %184 = xor i32 %183, %179, !dbg !602
  store i32 %184, ptr @total, align 4, !dbg !602, !tbaa !450
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %34) #12, !dbg !602
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %33) #12, !dbg !602
    #dbg_assign(i1 undef, !337, !DIExpression(), !352, ptr %32, !DIExpression(), !350)
  call void @llvm.lifetime.start.p0(i64 13, ptr nonnull %31) #12, !dbg !607
  %185 = tail call fastcc { i64, i40 } @make13(), !dbg !607
  %186 = extractvalue { i64, i40 } %185, 0, !dbg !607
  %187 = extractvalue { i64, i40 } %185, 1, !dbg !607
  store i64 %186, ptr %31, align 8, !dbg !607, !DIAssignID !608
  %188 = getelementptr inbounds i8, ptr %31, i64 8, !dbg !607
  store i40 %187, ptr %188, align 8, !dbg !607, !DIAssignID !609
    #dbg_assign(i64 %186, !334, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !608, ptr %31, !DIExpression(), !350)
    #dbg_assign(i40 %187, !334, !DIExpression(DW_OP_LLVM_fragment, 64, 40), !609, ptr %188, !DIExpression(), !350)
  call void @llvm.lifetime.start.p0(i64 13, ptr nonnull %32) #12, !dbg !607
  %189 = tail call fastcc { i64, i40 } @bump13(i64 %186, i40 %187), !dbg !607
  %190 = extractvalue { i64, i40 } %189, 0, !dbg !607
  %191 = extractvalue { i64, i40 } %189, 1, !dbg !607
  store i64 %190, ptr %32, align 8, !dbg !607, !DIAssignID !610
  %192 = getelementptr inbounds i8, ptr %32, i64 8, !dbg !607
  store i40 %191, ptr %192, align 8, !dbg !607, !DIAssignID !611
    #dbg_assign(i64 %190, !337, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !610, ptr %32, !DIExpression(), !350)
    #dbg_assign(i40 %191, !337, !DIExpression(DW_OP_LLVM_fragment, 64, 40), !611, ptr %192, !DIExpression(), !350)
    #dbg_value(ptr @sum13, !345, !DIExpression(), !350)
  %193 = tail call fastcc i32 @sum13(i64 %186, i40 %187), !dbg !607
  %194 = tail call fastcc i32 @sum13(i64 %190, i40 %191), !dbg !607
  %195 = tail call fastcc i32 @late13(ptr noundef nonnull byval(%struct.s13) align 8 %32, ptr noundef nonnull byval(%struct.s13) align 8 %31), !dbg !607
    #dbg_value(!DIArgList(i32 %193, i32 %195, i32 %194), !349, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !350)
  %196 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 13, i64 noundef 13, i32 noundef %193, i32 noundef %194, i32 noundef %195), !dbg !607
  %197 = load i32, ptr @total, align 4, !dbg !607, !tbaa !450
  %198 = xor i32 %193, %197, !dbg !607
  %199 = xor i32 %198, %194, !dbg !607
  %200 = xor i32 %199, %195, !dbg !607
  store i32 %200, ptr @total, align 4, !dbg !607, !tbaa !450
  call void @llvm.lifetime.end.p0(i64 13, ptr nonnull %32) #12, !dbg !607
  call void @llvm.lifetime.end.p0(i64 13, ptr nonnull %31) #12, !dbg !607
    #dbg_assign(i1 undef, !317, !DIExpression(), !332, ptr %30, !DIExpression(), !330)
  call void @llvm.lifetime.start.p0(i64 14, ptr nonnull %29) #12, !dbg !612
  %201 = tail call fastcc { i64, i48 } @make14(), !dbg !612
  %202 = extractvalue { i64, i48 } %201, 0, !dbg !612
  %203 = extractvalue { i64, i48 } %201, 1, !dbg !612
  store i64 %202, ptr %29, align 8, !dbg !612, !DIAssignID !613
  %204 = getelementptr inbounds i8, ptr %29, i64 8, !dbg !612
  store i48 %203, ptr %204, align 8, !dbg !612, !DIAssignID !614
    #dbg_assign(i64 %202, !314, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !613, ptr %29, !DIExpression(), !330)
    #dbg_assign(i48 %203, !314, !DIExpression(DW_OP_LLVM_fragment, 64, 48), !614, ptr %204, !DIExpression(), !330)
  call void @llvm.lifetime.start.p0(i64 14, ptr nonnull %30) #12, !dbg !612
  %205 = tail call fastcc { i64, i48 } @bump14(i64 %202, i48 %203), !dbg !612
  %206 = extractvalue { i64, i48 } %205, 0, !dbg !612
  %207 = extractvalue { i64, i48 } %205, 1, !dbg !612
  store i64 %206, ptr %30, align 8, !dbg !612, !DIAssignID !615
  %208 = getelementptr inbounds i8, ptr %30, i64 8, !dbg !612
  store i48 %207, ptr %208, align 8, !dbg !612, !DIAssignID !616
    #dbg_assign(i64 %206, !317, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !615, ptr %30, !DIExpression(), !330)
    #dbg_assign(i48 %207, !317, !DIExpression(DW_OP_LLVM_fragment, 64, 48), !616, ptr %208, !DIExpression(), !330)
    #dbg_value(ptr @sum14, !325, !DIExpression(), !330)
  %209 = tail call fastcc i32 @sum14(i64 %202, i48 %203), !dbg !612
  %210 = tail call fastcc i32 @sum14(i64 %206, i48 %207), !dbg !612
  %211 = tail call fastcc i32 @late14(ptr noundef nonnull byval(%struct.s14) align 8 %30, ptr noundef nonnull byval(%struct.s14) align 8 %29), !dbg !612
    #dbg_value(!DIArgList(i32 %209, i32 %211, i32 %210), !329, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !330)
  %212 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 14, i64 noundef 14, i32 noundef %209, i32 noundef %210, i32 noundef %211), !dbg !612
  %213 = load i32, ptr @total, align 4, !dbg !612, !tbaa !450
  %214 = xor i32 %209, %213, !dbg !612
  %215 = xor i32 %214, %210, !dbg !612
  %216 = xor i32 %215, %211, !dbg !612
  store i32 %216, ptr @total, align 4, !dbg !612, !tbaa !450
  call void @llvm.lifetime.end.p0(i64 14, ptr nonnull %30) #12, !dbg !612
  call void @llvm.lifetime.end.p0(i64 14, ptr nonnull %29) #12, !dbg !612
    #dbg_assign(i1 undef, !297, !DIExpression(), !312, ptr %28, !DIExpression(), !310)
  call void @llvm.lifetime.start.p0(i64 15, ptr nonnull %27) #12, !dbg !617
  %217 = tail call fastcc { i64, i56 } @make15(), !dbg !617
  %218 = extractvalue { i64, i56 } %217, 0, !dbg !617
  %219 = extractvalue { i64, i56 } %217, 1, !dbg !617
  store i64 %218, ptr %27, align 8, !dbg !617, !DIAssignID !618
  %220 = getelementptr inbounds i8, ptr %27, i64 8, !dbg !617
  store i56 %219, ptr %220, align 8, !dbg !617, !DIAssignID !619
    #dbg_assign(i64 %218, !294, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !618, ptr %27, !DIExpression(), !310)
    #dbg_assign(i56 %219, !294, !DIExpression(DW_OP_LLVM_fragment, 64, 56), !619, ptr %220, !DIExpression(), !310)
  call void @llvm.lifetime.start.p0(i64 15, ptr nonnull %28) #12, !dbg !617
  %221 = tail call fastcc { i64, i56 } @bump15(i64 %218, i56 %219), !dbg !617
  %222 = extractvalue { i64, i56 } %221, 0, !dbg !617
  %223 = extractvalue { i64, i56 } %221, 1, !dbg !617
  store i64 %222, ptr %28, align 8, !dbg !617, !DIAssignID !620
  %224 = getelementptr inbounds i8, ptr %28, i64 8, !dbg !617
  store i56 %223, ptr %224, align 8, !dbg !617, !DIAssignID !621
    #dbg_assign(i64 %222, !297, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !620, ptr %28, !DIExpression(), !310)
    #dbg_assign(i56 %223, !297, !DIExpression(DW_OP_LLVM_fragment, 64, 56), !621, ptr %224, !DIExpression(), !310)
    #dbg_value(ptr @sum15, !305, !DIExpression(), !310)
  %225 = tail call fastcc i32 @sum15(i64 %218, i56 %219), !dbg !617
  %226 = tail call fastcc i32 @sum15(i64 %222, i56 %223), !dbg !617
  %227 = tail call fastcc i32 @late15(ptr noundef nonnull byval(%struct.s15) align 8 %28, ptr noundef nonnull byval(%struct.s15) align 8 %27), !dbg !617
    #dbg_value(!DIArgList(i32 %225, i32 %227, i32 %226), !309, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !310)
  %228 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 15, i64 noundef 15, i32 noundef %225, i32 noundef %226, i32 noundef %227), !dbg !617
  %229 = load i32, ptr @total, align 4, !dbg !617, !tbaa !450
  %230 = xor i32 %225, %229, !dbg !617
  %231 = xor i32 %230, %226, !dbg !617
  %232 = xor i32 %231, %227, !dbg !617
  store i32 %232, ptr @total, align 4, !dbg !617, !tbaa !450
  call void @llvm.lifetime.end.p0(i64 15, ptr nonnull %28) #12, !dbg !617
  call void @llvm.lifetime.end.p0(i64 15, ptr nonnull %27) #12, !dbg !617
    #dbg_assign(i1 undef, !277, !DIExpression(), !292, ptr %26, !DIExpression(), !290)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %25) #12, !dbg !622
  %233 = tail call fastcc { i64, i64 } @make16(), !dbg !622
  %234 = extractvalue { i64, i64 } %233, 0, !dbg !622
  store i64 %234, ptr %25, align 8, !dbg !622, !DIAssignID !623
    #dbg_assign(i64 %234, !274, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !623, ptr %25, !DIExpression(), !290)
  %235 = getelementptr inbounds i8, ptr %25, i64 8, !dbg !622
  %236 = extractvalue { i64, i64 } %233, 1, !dbg !622
  store i64 %236, ptr %235, align 8, !dbg !622, !DIAssignID !624
    #dbg_assign(i64 %236, !274, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !624, ptr %235, !DIExpression(), !290)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %26) #12, !dbg !622
  %237 = tail call fastcc { i64, i64 } @bump16(i64 %234, i64 %236), !dbg !622
  %238 = extractvalue { i64, i64 } %237, 0, !dbg !622
  store i64 %238, ptr %26, align 8, !dbg !622, !DIAssignID !625
    #dbg_assign(i64 %238, !277, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !625, ptr %26, !DIExpression(), !290)
  %239 = getelementptr inbounds i8, ptr %26, i64 8, !dbg !622
  %240 = extractvalue { i64, i64 } %237, 1, !dbg !622
  store i64 %240, ptr %239, align 8, !dbg !622, !DIAssignID !626
    #dbg_assign(i64 %240, !277, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !626, ptr %239, !DIExpression(), !290)
    #dbg_value(ptr @sum16, !285, !DIExpression(), !290)
  %241 = tail call fastcc i32 @sum16(i64 %234, i64 %236), !dbg !622
  %242 = tail call fastcc i32 @sum16(i64 %238, i64 %240), !dbg !622
  %243 = tail call fastcc i32 @late16(ptr noundef nonnull byval(%struct.s16) align 8 %26, ptr noundef nonnull byval(%struct.s16) align 8 %25), !dbg !622
    #dbg_value(!DIArgList(i32 %241, i32 %243, i32 %242), !289, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !290)
  %244 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 16, i64 noundef 16, i32 noundef %241, i32 noundef %242, i32 noundef %243), !dbg !622
  %245 = load i32, ptr @total, align 4, !dbg !622, !tbaa !450
  %246 = xor i32 %241, %245, !dbg !622
  %247 = xor i32 %246, %242, !dbg !622
  %248 = xor i32 %247, %243, !dbg !622
  store i32 %248, ptr @total, align 4, !dbg !622, !tbaa !450
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %26) #12, !dbg !622
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %25) #12, !dbg !622
    #dbg_assign(i1 undef, !257, !DIExpression(), !272, ptr %24, !DIExpression(), !270)
  call void @llvm.lifetime.start.p0(i64 17, ptr nonnull %23) #12, !dbg !627
  call fastcc void @make17(ptr dead_on_unwind nonnull writable sret(%struct.s17) align 1 %23), !dbg !627
  call void @llvm.lifetime.start.p0(i64 17, ptr nonnull %24) #12, !dbg !627
  call fastcc void @bump17(ptr dead_on_unwind nonnull writable sret(%struct.s17) align 1 %24, ptr noundef nonnull byval(%struct.s17) align 8 %23), !dbg !627
    #dbg_value(ptr @sum17, !265, !DIExpression(), !270)
  %249 = tail call fastcc i32 @sum17(ptr noundef nonnull byval(%struct.s17) align 8 %23), !dbg !627
  %250 = tail call fastcc i32 @sum17(ptr noundef nonnull byval(%struct.s17) align 8 %24), !dbg !627
  %251 = tail call fastcc i32 @late17(ptr noundef nonnull byval(%struct.s17) align 8 %24, ptr noundef nonnull byval(%struct.s17) align 8 %23), !dbg !627
    #dbg_value(!DIArgList(i32 %249, i32 %251, i32 %250), !269, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !270)
  %252 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 17, i64 noundef 17, i32 noundef %249, i32 noundef %250, i32 noundef %251), !dbg !627
  %253 = load i32, ptr @total, align 4, !dbg !627, !tbaa !450
  %254 = xor i32 %249, %253, !dbg !627
  %255 = xor i32 %254, %250, !dbg !627
  %256 = xor i32 %255, %251, !dbg !627
  store i32 %256, ptr @total, align 4, !dbg !627, !tbaa !450
  call void @llvm.lifetime.end.p0(i64 17, ptr nonnull %24) #12, !dbg !627
  call void @llvm.lifetime.end.p0(i64 17, ptr nonnull %23) #12, !dbg !627
    #dbg_assign(i1 undef, !237, !DIExpression(), !252, ptr %22, !DIExpression(), !250)
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %21) #12, !dbg !628
  call fastcc void @make20(ptr dead_on_unwind nonnull writable sret(%struct.s20) align 1 %21), !dbg !628
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %22) #12, !dbg !628
  call fastcc void @bump20(ptr dead_on_unwind nonnull writable sret(%struct.s20) align 1 %22, ptr noundef nonnull byval(%struct.s20) align 8 %21), !dbg !628
    #dbg_value(ptr @sum20, !245, !DIExpression(), !250)
  %257 = tail call fastcc i32 @sum20(ptr noundef nonnull byval(%struct.s20) align 8 %21), !dbg !628
  %258 = tail call fastcc i32 @sum20(ptr noundef nonnull byval(%struct.s20) align 8 %22), !dbg !628
  %259 = tail call fastcc i32 @late20(ptr noundef nonnull byval(%struct.s20) align 8 %22, ptr noundef nonnull byval(%struct.s20) align 8 %21), !dbg !628
    #dbg_value(!DIArgList(i32 %257, i32 %259, i32 %258), !249, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !250)
  %260 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 20, i64 noundef 20, i32 noundef %257, i32 noundef %258, i32 noundef %259), !dbg !628
  %261 = load i32, ptr @total, align 4, !dbg !628, !tbaa !450
  %262 = xor i32 %257, %261, !dbg !628
  %263 = xor i32 %262, %258, !dbg !628
  %264 = xor i32 %263, %259, !dbg !628
  store i32 %264, ptr @total, align 4, !dbg !628, !tbaa !450
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %22) #12, !dbg !628
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %21) #12, !dbg !628
    #dbg_assign(i1 undef, !217, !DIExpression(), !232, ptr %20, !DIExpression(), !230)
  call void @llvm.lifetime.start.p0(i64 23, ptr nonnull %19) #12, !dbg !629
  call fastcc void @make23(ptr dead_on_unwind nonnull writable sret(%struct.s23) align 1 %19), !dbg !629
  call void @llvm.lifetime.start.p0(i64 23, ptr nonnull %20) #12, !dbg !629
  call fastcc void @bump23(ptr dead_on_unwind nonnull writable sret(%struct.s23) align 1 %20, ptr noundef nonnull byval(%struct.s23) align 8 %19), !dbg !629
    #dbg_value(ptr @sum23, !225, !DIExpression(), !230)
  %265 = tail call fastcc i32 @sum23(ptr noundef nonnull byval(%struct.s23) align 8 %19), !dbg !629
  %266 = tail call fastcc i32 @sum23(ptr noundef nonnull byval(%struct.s23) align 8 %20), !dbg !629
  %267 = tail call fastcc i32 @late23(ptr noundef nonnull byval(%struct.s23) align 8 %20, ptr noundef nonnull byval(%struct.s23) align 8 %19), !dbg !629
    #dbg_value(!DIArgList(i32 %265, i32 %267, i32 %266), !229, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !230)
  %268 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 23, i64 noundef 23, i32 noundef %265, i32 noundef %266, i32 noundef %267), !dbg !629
  %269 = load i32, ptr @total, align 4, !dbg !629, !tbaa !450
  %270 = xor i32 %265, %269, !dbg !629
  %271 = xor i32 %270, %266, !dbg !629
  %272 = xor i32 %271, %267, !dbg !629
  store i32 %272, ptr @total, align 4, !dbg !629, !tbaa !450
  call void @llvm.lifetime.end.p0(i64 23, ptr nonnull %20) #12, !dbg !629
  call void @llvm.lifetime.end.p0(i64 23, ptr nonnull %19) #12, !dbg !629
    #dbg_assign(i1 undef, !197, !DIExpression(), !212, ptr %18, !DIExpression(), !210)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %17) #12, !dbg !630
  call fastcc void @make24(ptr dead_on_unwind nonnull writable sret(%struct.s24) align 1 %17), !dbg !630
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %18) #12, !dbg !630
  call fastcc void @bump24(ptr dead_on_unwind nonnull writable sret(%struct.s24) align 1 %18, ptr noundef nonnull byval(%struct.s24) align 8 %17), !dbg !630
    #dbg_value(ptr @sum24, !205, !DIExpression(), !210)
  %273 = tail call fastcc i32 @sum24(ptr noundef nonnull byval(%struct.s24) align 8 %17), !dbg !630
  %274 = tail call fastcc i32 @sum24(ptr noundef nonnull byval(%struct.s24) align 8 %18), !dbg !630
  %275 = tail call fastcc i32 @late24(ptr noundef nonnull byval(%struct.s24) align 8 %18, ptr noundef nonnull byval(%struct.s24) align 8 %17), !dbg !630
    #dbg_value(!DIArgList(i32 %273, i32 %275, i32 %274), !209, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !210)
  %276 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 24, i64 noundef 24, i32 noundef %273, i32 noundef %274, i32 noundef %275), !dbg !630
  %277 = load i32, ptr @total, align 4, !dbg !630, !tbaa !450
  %278 = xor i32 %273, %277, !dbg !630
  %279 = xor i32 %278, %274, !dbg !630
  %280 = xor i32 %279, %275, !dbg !630
  store i32 %280, ptr @total, align 4, !dbg !630, !tbaa !450
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %18) #12, !dbg !630
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %17) #12, !dbg !630
    #dbg_assign(i1 undef, !177, !DIExpression(), !192, ptr %16, !DIExpression(), !190)
  call void @llvm.lifetime.start.p0(i64 31, ptr nonnull %15) #12, !dbg !631
  call fastcc void @make31(ptr dead_on_unwind nonnull writable sret(%struct.s31) align 1 %15), !dbg !631
  call void @llvm.lifetime.start.p0(i64 31, ptr nonnull %16) #12, !dbg !631
  call fastcc void @bump31(ptr dead_on_unwind nonnull writable sret(%struct.s31) align 1 %16, ptr noundef nonnull byval(%struct.s31) align 8 %15), !dbg !631
    #dbg_value(ptr @sum31, !185, !DIExpression(), !190)
  %281 = tail call fastcc i32 @sum31(ptr noundef nonnull byval(%struct.s31) align 8 %15), !dbg !631
  %282 = tail call fastcc i32 @sum31(ptr noundef nonnull byval(%struct.s31) align 8 %16), !dbg !631
  %283 = tail call fastcc i32 @late31(ptr noundef nonnull byval(%struct.s31) align 8 %16, ptr noundef nonnull byval(%struct.s31) align 8 %15), !dbg !631
    #dbg_value(!DIArgList(i32 %281, i32 %283, i32 %282), !189, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !190)
  %284 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 31, i64 noundef 31, i32 noundef %281, i32 noundef %282, i32 noundef %283), !dbg !631
  %285 = load i32, ptr @total, align 4, !dbg !631, !tbaa !450
  %286 = xor i32 %281, %285, !dbg !631
  %287 = xor i32 %286, %282, !dbg !631
  %288 = xor i32 %287, %283, !dbg !631
  store i32 %288, ptr @total, align 4, !dbg !631, !tbaa !450
  call void @llvm.lifetime.end.p0(i64 31, ptr nonnull %16) #12, !dbg !631
  call void @llvm.lifetime.end.p0(i64 31, ptr nonnull %15) #12, !dbg !631
    #dbg_assign(i1 undef, !157, !DIExpression(), !172, ptr %14, !DIExpression(), !170)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #12, !dbg !632
  call fastcc void @make32(ptr dead_on_unwind nonnull writable sret(%struct.s32) align 1 %13), !dbg !632
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #12, !dbg !632
  call fastcc void @bump32(ptr dead_on_unwind nonnull writable sret(%struct.s32) align 1 %14, ptr noundef nonnull byval(%struct.s32) align 8 %13), !dbg !632
    #dbg_value(ptr @sum32, !165, !DIExpression(), !170)
  %289 = tail call fastcc i32 @sum32(ptr noundef nonnull byval(%struct.s32) align 8 %13), !dbg !632
  %290 = tail call fastcc i32 @sum32(ptr noundef nonnull byval(%struct.s32) align 8 %14), !dbg !632
  %291 = tail call fastcc i32 @late32(ptr noundef nonnull byval(%struct.s32) align 8 %14, ptr noundef nonnull byval(%struct.s32) align 8 %13), !dbg !632
    #dbg_value(!DIArgList(i32 %289, i32 %291, i32 %290), !169, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !170)
  %292 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 32, i64 noundef 32, i32 noundef %289, i32 noundef %290, i32 noundef %291), !dbg !632
  %293 = load i32, ptr @total, align 4, !dbg !632, !tbaa !450
  %294 = xor i32 %289, %293, !dbg !632
  %295 = xor i32 %294, %290, !dbg !632
  %296 = xor i32 %295, %291, !dbg !632
  store i32 %296, ptr @total, align 4, !dbg !632, !tbaa !450
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #12, !dbg !632
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #12, !dbg !632
    #dbg_assign(i1 undef, !137, !DIExpression(), !152, ptr %12, !DIExpression(), !150)
  call void @llvm.lifetime.start.p0(i64 33, ptr nonnull %11) #12, !dbg !633
  call fastcc void @make33(ptr dead_on_unwind nonnull writable sret(%struct.s33) align 1 %11), !dbg !633
  call void @llvm.lifetime.start.p0(i64 33, ptr nonnull %12) #12, !dbg !633
  call fastcc void @bump33(ptr dead_on_unwind nonnull writable sret(%struct.s33) align 1 %12, ptr noundef nonnull byval(%struct.s33) align 8 %11), !dbg !633
    #dbg_value(ptr @sum33, !145, !DIExpression(), !150)
  %297 = tail call fastcc i32 @sum33(ptr noundef nonnull byval(%struct.s33) align 8 %11), !dbg !633
  %298 = tail call fastcc i32 @sum33(ptr noundef nonnull byval(%struct.s33) align 8 %12), !dbg !633
  %299 = tail call fastcc i32 @late33(ptr noundef nonnull byval(%struct.s33) align 8 %12, ptr noundef nonnull byval(%struct.s33) align 8 %11), !dbg !633
    #dbg_value(!DIArgList(i32 %297, i32 %299, i32 %298), !149, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !150)
  %300 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 33, i64 noundef 33, i32 noundef %297, i32 noundef %298, i32 noundef %299), !dbg !633
  %301 = load i32, ptr @total, align 4, !dbg !633, !tbaa !450
  %302 = xor i32 %297, %301, !dbg !633
  %303 = xor i32 %302, %298, !dbg !633
  %304 = xor i32 %303, %299, !dbg !633
  store i32 %304, ptr @total, align 4, !dbg !633, !tbaa !450
  call void @llvm.lifetime.end.p0(i64 33, ptr nonnull %12) #12, !dbg !633
  call void @llvm.lifetime.end.p0(i64 33, ptr nonnull %11) #12, !dbg !633
    #dbg_assign(i1 undef, !117, !DIExpression(), !132, ptr %10, !DIExpression(), !130)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %9) #12, !dbg !634
  call fastcc void @make40(ptr dead_on_unwind nonnull writable sret(%struct.s40) align 1 %9), !dbg !634
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %10) #12, !dbg !634
  call fastcc void @bump40(ptr dead_on_unwind nonnull writable sret(%struct.s40) align 1 %10, ptr noundef nonnull byval(%struct.s40) align 8 %9), !dbg !634
    #dbg_value(ptr @sum40, !125, !DIExpression(), !130)
  %305 = tail call fastcc i32 @sum40(ptr noundef nonnull byval(%struct.s40) align 8 %9), !dbg !634
  %306 = tail call fastcc i32 @sum40(ptr noundef nonnull byval(%struct.s40) align 8 %10), !dbg !634
  %307 = tail call fastcc i32 @late40(ptr noundef nonnull byval(%struct.s40) align 8 %10, ptr noundef nonnull byval(%struct.s40) align 8 %9), !dbg !634
    #dbg_value(!DIArgList(i32 %305, i32 %307, i32 %306), !129, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !130)
  %308 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 40, i64 noundef 40, i32 noundef %305, i32 noundef %306, i32 noundef %307), !dbg !634
  %309 = load i32, ptr @total, align 4, !dbg !634, !tbaa !450
  %310 = xor i32 %305, %309, !dbg !634
  %311 = xor i32 %310, %306, !dbg !634
  %312 = xor i32 %311, %307, !dbg !634
  store i32 %312, ptr @total, align 4, !dbg !634, !tbaa !450
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %10) #12, !dbg !634
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %9) #12, !dbg !634
    #dbg_assign(i1 undef, !97, !DIExpression(), !112, ptr %8, !DIExpression(), !110)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %7) #12, !dbg !635
  call fastcc void @make48(ptr dead_on_unwind nonnull writable sret(%struct.s48) align 1 %7), !dbg !635
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %8) #12, !dbg !635
  call fastcc void @bump48(ptr dead_on_unwind nonnull writable sret(%struct.s48) align 1 %8, ptr noundef nonnull byval(%struct.s48) align 8 %7), !dbg !635
    #dbg_value(ptr @sum48, !105, !DIExpression(), !110)
  %313 = tail call fastcc i32 @sum48(ptr noundef nonnull byval(%struct.s48) align 8 %7), !dbg !635
  %314 = tail call fastcc i32 @sum48(ptr noundef nonnull byval(%struct.s48) align 8 %8), !dbg !635
  %315 = tail call fastcc i32 @late48(ptr noundef nonnull byval(%struct.s48) align 8 %8, ptr noundef nonnull byval(%struct.s48) align 8 %7), !dbg !635
    #dbg_value(!DIArgList(i32 %313, i32 %315, i32 %314), !109, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !110)
  %316 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 48, i64 noundef 48, i32 noundef %313, i32 noundef %314, i32 noundef %315), !dbg !635
  %317 = load i32, ptr @total, align 4, !dbg !635, !tbaa !450
  %318 = xor i32 %313, %317, !dbg !635
  %319 = xor i32 %318, %314, !dbg !635
  %320 = xor i32 %319, %315, !dbg !635
  store i32 %320, ptr @total, align 4, !dbg !635, !tbaa !450
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %8) #12, !dbg !635
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %7) #12, !dbg !635
    #dbg_assign(i1 undef, !77, !DIExpression(), !92, ptr %6, !DIExpression(), !90)
  call void @llvm.lifetime.start.p0(i64 63, ptr nonnull %5) #12, !dbg !636
  call fastcc void @make63(ptr dead_on_unwind nonnull writable sret(%struct.s63) align 1 %5), !dbg !636
  call void @llvm.lifetime.start.p0(i64 63, ptr nonnull %6) #12, !dbg !636
  call fastcc void @bump63(ptr dead_on_unwind nonnull writable sret(%struct.s63) align 1 %6, ptr noundef nonnull byval(%struct.s63) align 8 %5), !dbg !636
    #dbg_value(ptr @sum63, !85, !DIExpression(), !90)
  %321 = tail call fastcc i32 @sum63(ptr noundef nonnull byval(%struct.s63) align 8 %5), !dbg !636
  %322 = tail call fastcc i32 @sum63(ptr noundef nonnull byval(%struct.s63) align 8 %6), !dbg !636
  %323 = tail call fastcc i32 @late63(ptr noundef nonnull byval(%struct.s63) align 8 %6, ptr noundef nonnull byval(%struct.s63) align 8 %5), !dbg !636
    #dbg_value(!DIArgList(i32 %321, i32 %323, i32 %322), !89, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !90)
  %324 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 63, i64 noundef 63, i32 noundef %321, i32 noundef %322, i32 noundef %323), !dbg !636
  %325 = load i32, ptr @total, align 4, !dbg !636, !tbaa !450
  %326 = xor i32 %321, %325, !dbg !636
  %327 = xor i32 %326, %322, !dbg !636
  %328 = xor i32 %327, %323, !dbg !636
  store i32 %328, ptr @total, align 4, !dbg !636, !tbaa !450
  call void @llvm.lifetime.end.p0(i64 63, ptr nonnull %6) #12, !dbg !636
  call void @llvm.lifetime.end.p0(i64 63, ptr nonnull %5) #12, !dbg !636
    #dbg_assign(i1 undef, !57, !DIExpression(), !72, ptr %4, !DIExpression(), !70)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #12, !dbg !637
  call fastcc void @make64(ptr dead_on_unwind nonnull writable sret(%struct.s64) align 1 %3), !dbg !637
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #12, !dbg !637
  call fastcc void @bump64(ptr dead_on_unwind nonnull writable sret(%struct.s64) align 1 %4, ptr noundef nonnull byval(%struct.s64) align 8 %3), !dbg !637
    #dbg_value(ptr @sum64, !65, !DIExpression(), !70)
  %329 = tail call fastcc i32 @sum64(ptr noundef nonnull byval(%struct.s64) align 8 %3), !dbg !637
  %330 = tail call fastcc i32 @sum64(ptr noundef nonnull byval(%struct.s64) align 8 %4), !dbg !637
  %331 = tail call fastcc i32 @late64(ptr noundef nonnull byval(%struct.s64) align 8 %4, ptr noundef nonnull byval(%struct.s64) align 8 %3), !dbg !637
    #dbg_value(!DIArgList(i32 %329, i32 %331, i32 %330), !69, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !70)
  %332 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 64, i64 noundef 64, i32 noundef %329, i32 noundef %330, i32 noundef %331), !dbg !637
  %333 = load i32, ptr @total, align 4, !dbg !637, !tbaa !450
  %334 = xor i32 %329, %333, !dbg !637
  %335 = xor i32 %334, %330, !dbg !637
  %336 = xor i32 %335, %331, !dbg !637
  store i32 %336, ptr @total, align 4, !dbg !637, !tbaa !450
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #12, !dbg !637
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #12, !dbg !637
    #dbg_assign(i1 undef, !37, !DIExpression(), !52, ptr %2, !DIExpression(), !50)
  call void @llvm.lifetime.start.p0(i64 100, ptr nonnull %1) #12, !dbg !638
  call fastcc void @make100(ptr dead_on_unwind nonnull writable sret(%struct.s100) align 1 %1), !dbg !638
  call void @llvm.lifetime.start.p0(i64 100, ptr nonnull %2) #12, !dbg !638
  call fastcc void @bump100(ptr dead_on_unwind nonnull writable sret(%struct.s100) align 1 %2, ptr noundef nonnull byval(%struct.s100) align 8 %1), !dbg !638
    #dbg_value(ptr @sum100, !45, !DIExpression(), !50)
  %337 = tail call fastcc i32 @sum100(ptr noundef nonnull byval(%struct.s100) align 8 %1), !dbg !638
  %338 = tail call fastcc i32 @sum100(ptr noundef nonnull byval(%struct.s100) align 8 %2), !dbg !638
  %339 = tail call fastcc i32 @late100(ptr noundef nonnull byval(%struct.s100) align 8 %2, ptr noundef nonnull byval(%struct.s100) align 8 %1), !dbg !638
    #dbg_value(!DIArgList(i32 %337, i32 %339, i32 %338), !49, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_xor, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !50)
  %340 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 100, i64 noundef 100, i32 noundef %337, i32 noundef %338, i32 noundef %339), !dbg !638
  %341 = load i32, ptr @total, align 4, !dbg !638, !tbaa !450
  %342 = xor i32 %337, %341, !dbg !638
  %343 = xor i32 %342, %338, !dbg !638
  %344 = xor i32 %343, %339, !dbg !638
  store i32 %344, ptr @total, align 4, !dbg !638, !tbaa !450
  call void @llvm.lifetime.end.p0(i64 100, ptr nonnull %2) #12, !dbg !638
  call void @llvm.lifetime.end.p0(i64 100, ptr nonnull %1) #12, !dbg !638
  %345 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %344), !dbg !639
  %346 = load i32, ptr @total, align 4, !dbg !640, !tbaa !450
  %347 = and i32 %346, 127, !dbg !641
  ret i32 %347, !dbg !642
}

; Function Attrs: nofree nounwind
declare !dbg !643 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i8 @make1() unnamed_addr #3 !dbg !650 {
    #dbg_value(i32 1, !654, !DIExpression(), !658)
    #dbg_value(i8 31, !655, !DIExpression(), !658)
  ret i8 31, !dbg !659
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i8 @bump1(i8 %0) unnamed_addr #3 !dbg !660 {
    #dbg_value(i8 %0, !664, !DIExpression(), !668)
    #dbg_value(i32 3, !665, !DIExpression(), !668)
    #dbg_value(i32 poison, !666, !DIExpression(), !669)
  %2 = add i8 %0, 3, !dbg !670
  ret i8 %2, !dbg !672
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @sum1(i8 %0) unnamed_addr #3 !dbg !673 {
    #dbg_value(i8 %0, !675, !DIExpression(), !679)
    #dbg_value(i32 0, !676, !DIExpression(), !679)
  %2 = zext i8 %0 to i32
    #dbg_value(i32 0, !676, !DIExpression(), !679)
    #dbg_value(i32 %2, !676, !DIExpression(), !679)
  ret i32 %2, !dbg !680
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @late1(i8 %0, i8 %1) unnamed_addr #3 !dbg !681 {
    #dbg_value(i8 %0, !692, !DIExpression(), !695)
    #dbg_value(i8 %1, !694, !DIExpression(), !695)
    #dbg_value(i64 1, !686, !DIExpression(), !695)
    #dbg_value(i64 2, !687, !DIExpression(), !695)
    #dbg_value(i64 3, !688, !DIExpression(), !695)
    #dbg_value(i64 4, !689, !DIExpression(), !695)
    #dbg_value(i64 5, !690, !DIExpression(), !695)
    #dbg_value(i64 6, !691, !DIExpression(), !695)
    #dbg_value(i64 7, !693, !DIExpression(), !695)
  %3 = tail call fastcc i32 @sum1(i8 %0), !dbg !696
  %4 = mul i32 %3, 3, !dbg !696
  %5 = add i32 %4, 28, !dbg !696
  %6 = tail call fastcc i32 @sum1(i8 %1), !dbg !696
  %7 = add i32 %5, %6, !dbg !696
  ret i32 %7, !dbg !696
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i16 @make2() unnamed_addr #3 !dbg !697 {
    #dbg_value(i32 2, !701, !DIExpression(), !705)
    #dbg_value(i8 62, !702, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !705)
    #dbg_value(i8 69, !702, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !705)
  ret i16 17726, !dbg !706
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i16 @bump2(i16 %0) unnamed_addr #3 !dbg !707 {
    #dbg_value(i16 %0, !711, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !715)
    #dbg_value(i16 %0, !711, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !715)
    #dbg_value(i32 3, !712, !DIExpression(), !715)
    #dbg_value(i32 0, !713, !DIExpression(), !716)
    #dbg_value(i64 0, !713, !DIExpression(), !716)
  %2 = add i16 %0, 3, !dbg !717
    #dbg_value(i16 %0, !711, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !715)
    #dbg_value(i64 1, !713, !DIExpression(), !716)
    #dbg_value(i64 2, !713, !DIExpression(), !716)
    #dbg_value(i16 %0, !711, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !715)
  %3 = and i16 %0, -256, !dbg !719
  %4 = add i16 %3, 768, !dbg !719
  %5 = and i16 %2, 255, !dbg !719
  %6 = or disjoint i16 %4, %5, !dbg !719
  ret i16 %6, !dbg !719
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @sum2(i16 %0) unnamed_addr #3 !dbg !720 {
  %2 = lshr i16 %0, 8
    #dbg_value(i16 %0, !722, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !726)
    #dbg_value(i16 %2, !722, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !726)
    #dbg_value(i32 0, !723, !DIExpression(), !726)
    #dbg_value(i32 0, !724, !DIExpression(), !727)
    #dbg_value(i64 0, !724, !DIExpression(), !727)
    #dbg_value(i32 0, !723, !DIExpression(), !726)
  %3 = and i16 %0, 255, !dbg !728
    #dbg_value(i16 %3, !723, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !726)
    #dbg_value(i64 1, !724, !DIExpression(), !727)
  %4 = mul nuw nsw i16 %3, 33, !dbg !728
  %5 = add nuw nsw i16 %4, %2, !dbg !728
  %6 = zext nneg i16 %5 to i32, !dbg !728
    #dbg_value(i32 %6, !723, !DIExpression(), !726)
    #dbg_value(i64 2, !724, !DIExpression(), !727)
  ret i32 %6, !dbg !730
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @late2(i16 %0, i16 %1) unnamed_addr #3 !dbg !731 {
    #dbg_value(i16 %0, !741, !DIExpression(), !744)
    #dbg_value(i16 %1, !743, !DIExpression(), !744)
    #dbg_value(i64 1, !735, !DIExpression(), !744)
    #dbg_value(i64 2, !736, !DIExpression(), !744)
    #dbg_value(i64 3, !737, !DIExpression(), !744)
    #dbg_value(i64 4, !738, !DIExpression(), !744)
    #dbg_value(i64 5, !739, !DIExpression(), !744)
    #dbg_value(i64 6, !740, !DIExpression(), !744)
    #dbg_value(i64 7, !742, !DIExpression(), !744)
  %3 = tail call fastcc i32 @sum2(i16 %0), !dbg !745
  %4 = mul i32 %3, 3, !dbg !745
  %5 = add i32 %4, 28, !dbg !745
  %6 = tail call fastcc i32 @sum2(i16 %1), !dbg !745
  %7 = add i32 %5, %6, !dbg !745
  ret i32 %7, !dbg !745
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i24 @make3() unnamed_addr #3 !dbg !746 {
    #dbg_value(i32 3, !750, !DIExpression(), !754)
    #dbg_value(i8 93, !751, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !754)
    #dbg_value(i8 100, !751, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !754)
    #dbg_value(i8 107, !751, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !754)
  ret i24 7038045, !dbg !755
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i24 @bump3(i24 %0) unnamed_addr #3 !dbg !756 {
  %2 = trunc i24 %0 to i8
  %3 = lshr i24 %0, 8
  %4 = trunc i24 %3 to i8
  %5 = lshr i24 %0, 16
  %6 = trunc nuw i24 %5 to i8
    #dbg_value(i8 %2, !760, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !764)
    #dbg_value(i8 %4, !760, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !764)
    #dbg_value(i8 %6, !760, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !764)
    #dbg_value(i32 3, !761, !DIExpression(), !764)
    #dbg_value(i32 0, !762, !DIExpression(), !765)
    #dbg_value(i64 0, !762, !DIExpression(), !765)
  %7 = add i8 %2, 3, !dbg !766
    #dbg_value(i8 %7, !760, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !764)
    #dbg_value(i64 1, !762, !DIExpression(), !765)
  %8 = add i8 %4, 3, !dbg !766
    #dbg_value(i8 %8, !760, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !764)
    #dbg_value(i64 2, !762, !DIExpression(), !765)
  %9 = add i8 %6, 3, !dbg !766
    #dbg_value(i8 %9, !760, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !764)
    #dbg_value(i64 3, !762, !DIExpression(), !765)
  %10 = zext i8 %9 to i24, !dbg !768
  %11 = shl nuw i24 %10, 16, !dbg !768
  %12 = zext i8 %8 to i24, !dbg !768
  %13 = shl nuw nsw i24 %12, 8, !dbg !768
  %14 = or disjoint i24 %11, %13, !dbg !768
  %15 = zext i8 %7 to i24, !dbg !768
  %16 = or disjoint i24 %14, %15, !dbg !768
  ret i24 %16, !dbg !768
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @sum3(i24 %0) unnamed_addr #3 !dbg !769 {
  %2 = lshr i24 %0, 8
  %3 = lshr i24 %0, 16
    #dbg_value(i24 %0, !771, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !775)
    #dbg_value(i24 %2, !771, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !775)
    #dbg_value(i24 %3, !771, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !775)
    #dbg_value(i32 0, !772, !DIExpression(), !775)
    #dbg_value(i32 0, !773, !DIExpression(), !776)
    #dbg_value(i64 0, !773, !DIExpression(), !776)
    #dbg_value(i32 0, !772, !DIExpression(), !775)
  %4 = and i24 %0, 255, !dbg !777
    #dbg_value(i24 %4, !772, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !775)
    #dbg_value(i64 1, !773, !DIExpression(), !776)
  %5 = mul nuw nsw i24 %4, 33, !dbg !777
  %6 = and i24 %2, 255, !dbg !777
  %7 = add nuw nsw i24 %5, %6, !dbg !777
    #dbg_value(i24 %7, !772, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !775)
    #dbg_value(i64 2, !773, !DIExpression(), !776)
  %8 = mul nuw nsw i24 %7, 33, !dbg !777
  %9 = add nuw nsw i24 %8, %3, !dbg !777
  %10 = zext nneg i24 %9 to i32, !dbg !777
    #dbg_value(i32 %10, !772, !DIExpression(), !775)
    #dbg_value(i64 3, !773, !DIExpression(), !776)
  ret i32 %10, !dbg !779
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @late3(i24 %0, i24 %1) unnamed_addr #3 !dbg !780 {
    #dbg_value(i24 %0, !790, !DIExpression(), !793)
    #dbg_value(i24 %1, !792, !DIExpression(), !793)
    #dbg_value(i64 1, !784, !DIExpression(), !793)
    #dbg_value(i64 2, !785, !DIExpression(), !793)
    #dbg_value(i64 3, !786, !DIExpression(), !793)
    #dbg_value(i64 4, !787, !DIExpression(), !793)
    #dbg_value(i64 5, !788, !DIExpression(), !793)
    #dbg_value(i64 6, !789, !DIExpression(), !793)
    #dbg_value(i64 7, !791, !DIExpression(), !793)
  %3 = tail call fastcc i32 @sum3(i24 %0), !dbg !794
  %4 = mul i32 %3, 3, !dbg !794
  %5 = add i32 %4, 28, !dbg !794
  %6 = tail call fastcc i32 @sum3(i24 %1), !dbg !794
  %7 = add i32 %5, %6, !dbg !794
  ret i32 %7, !dbg !794
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @make4() unnamed_addr #3 !dbg !795 {
    #dbg_value(i32 4, !799, !DIExpression(), !803)
    #dbg_value(i8 124, !800, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !803)
    #dbg_value(i8 -125, !800, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !803)
    #dbg_value(i8 -118, !800, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !803)
    #dbg_value(i8 -111, !800, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !803)
  ret i32 -1853193348, !dbg !804
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @bump4(i32 %0) unnamed_addr #3 !dbg !805 {
    #dbg_value(i32 %0, !809, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !813)
    #dbg_value(i32 %0, !809, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !813)
    #dbg_value(i32 %0, !809, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !813)
    #dbg_value(i32 %0, !809, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !813)
    #dbg_value(i32 3, !810, !DIExpression(), !813)
    #dbg_value(i32 0, !811, !DIExpression(), !814)
    #dbg_value(i64 0, !811, !DIExpression(), !814)
  %2 = add i32 %0, 3, !dbg !815
    #dbg_value(i32 %0, !809, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !813)
    #dbg_value(i64 1, !811, !DIExpression(), !814)
    #dbg_value(i32 %0, !809, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !813)
    #dbg_value(i64 2, !811, !DIExpression(), !814)
    #dbg_value(i32 %0, !809, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !813)
    #dbg_value(i64 3, !811, !DIExpression(), !814)
    #dbg_value(i64 4, !811, !DIExpression(), !814)
    #dbg_value(i32 %0, !809, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !813)
  %3 = and i32 %0, -16777216, !dbg !817
  %4 = add i32 %3, 50331648, !dbg !817
  %5 = add i32 %0, 196608, !dbg !817
  %6 = and i32 %5, 16711680, !dbg !817
  %7 = or disjoint i32 %4, %6, !dbg !817
  %8 = add i32 %0, 768, !dbg !817
  %9 = and i32 %8, 65280, !dbg !817
  %10 = or disjoint i32 %7, %9, !dbg !817
  %11 = and i32 %2, 255, !dbg !817
  %12 = or disjoint i32 %10, %11, !dbg !817
  ret i32 %12, !dbg !817
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @sum4(i32 %0) unnamed_addr #3 !dbg !818 {
  %2 = lshr i32 %0, 8
  %3 = lshr i32 %0, 16
  %4 = lshr i32 %0, 24
    #dbg_value(i32 %0, !820, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !824)
    #dbg_value(i32 %2, !820, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !824)
    #dbg_value(i32 %3, !820, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !824)
    #dbg_value(i32 %4, !820, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !824)
    #dbg_value(i32 0, !821, !DIExpression(), !824)
    #dbg_value(i32 0, !822, !DIExpression(), !825)
    #dbg_value(i64 0, !822, !DIExpression(), !825)
    #dbg_value(i32 0, !821, !DIExpression(), !824)
  %5 = and i32 %0, 255, !dbg !826
    #dbg_value(i32 %5, !821, !DIExpression(), !824)
    #dbg_value(i64 1, !822, !DIExpression(), !825)
  %6 = mul nuw nsw i32 %5, 33, !dbg !826
  %7 = and i32 %2, 255, !dbg !826
  %8 = add nuw nsw i32 %6, %7, !dbg !826
    #dbg_value(i32 %8, !821, !DIExpression(), !824)
    #dbg_value(i64 2, !822, !DIExpression(), !825)
  %9 = mul nuw nsw i32 %8, 33, !dbg !826
  %10 = and i32 %3, 255, !dbg !826
  %11 = add nuw nsw i32 %9, %10, !dbg !826
    #dbg_value(i32 %11, !821, !DIExpression(), !824)
    #dbg_value(i64 3, !822, !DIExpression(), !825)
  %12 = mul nuw nsw i32 %11, 33, !dbg !826
  %13 = add nuw nsw i32 %12, %4, !dbg !826
    #dbg_value(i32 %13, !821, !DIExpression(), !824)
    #dbg_value(i64 4, !822, !DIExpression(), !825)
  ret i32 %13, !dbg !828
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @late4(i32 %0, i32 %1) unnamed_addr #3 !dbg !829 {
    #dbg_value(i32 %0, !839, !DIExpression(), !842)
    #dbg_value(i32 %1, !841, !DIExpression(), !842)
    #dbg_value(i64 1, !833, !DIExpression(), !842)
    #dbg_value(i64 2, !834, !DIExpression(), !842)
    #dbg_value(i64 3, !835, !DIExpression(), !842)
    #dbg_value(i64 4, !836, !DIExpression(), !842)
    #dbg_value(i64 5, !837, !DIExpression(), !842)
    #dbg_value(i64 6, !838, !DIExpression(), !842)
    #dbg_value(i64 7, !840, !DIExpression(), !842)
  %3 = tail call fastcc i32 @sum4(i32 %0), !dbg !843
  %4 = mul i32 %3, 3, !dbg !843
  %5 = add i32 %4, 28, !dbg !843
  %6 = tail call fastcc i32 @sum4(i32 %1), !dbg !843
  %7 = add i32 %5, %6, !dbg !843
  ret i32 %7, !dbg !843
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i40 @make5() unnamed_addr #3 !dbg !844 {
    #dbg_value(i32 5, !848, !DIExpression(), !852)
    #dbg_value(i8 -101, !849, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !852)
    #dbg_value(i8 -94, !849, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !852)
    #dbg_value(i8 -87, !849, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !852)
    #dbg_value(i8 -80, !849, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !852)
    #dbg_value(i8 -73, !849, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !852)
  ret i40 -310568705381, !dbg !853
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i40 @bump5(i40 %0) unnamed_addr #3 !dbg !854 {
  %2 = trunc i40 %0 to i8
  %3 = lshr i40 %0, 8
  %4 = trunc i40 %3 to i8
  %5 = lshr i40 %0, 16
  %6 = trunc i40 %5 to i8
  %7 = lshr i40 %0, 24
  %8 = trunc i40 %7 to i8
  %9 = lshr i40 %0, 32
  %10 = trunc nuw i40 %9 to i8
    #dbg_value(i8 %2, !858, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !862)
    #dbg_value(i8 %4, !858, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !862)
    #dbg_value(i8 %6, !858, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !862)
    #dbg_value(i8 %8, !858, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !862)
    #dbg_value(i8 %10, !858, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !862)
    #dbg_value(i32 3, !859, !DIExpression(), !862)
    #dbg_value(i32 0, !860, !DIExpression(), !863)
    #dbg_value(i64 0, !860, !DIExpression(), !863)
  %11 = add i8 %2, 3, !dbg !864
    #dbg_value(i8 %11, !858, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !862)
    #dbg_value(i64 1, !860, !DIExpression(), !863)
  %12 = add i8 %4, 3, !dbg !864
    #dbg_value(i8 %12, !858, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !862)
    #dbg_value(i64 2, !860, !DIExpression(), !863)
  %13 = add i8 %6, 3, !dbg !864
    #dbg_value(i8 %13, !858, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !862)
    #dbg_value(i64 3, !860, !DIExpression(), !863)
  %14 = add i8 %8, 3, !dbg !864
    #dbg_value(i8 %14, !858, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !862)
    #dbg_value(i64 4, !860, !DIExpression(), !863)
  %15 = add i8 %10, 3, !dbg !864
    #dbg_value(i8 %15, !858, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !862)
    #dbg_value(i64 5, !860, !DIExpression(), !863)
  %16 = zext i8 %15 to i40, !dbg !866
  %17 = shl nuw i40 %16, 32, !dbg !866
  %18 = zext i8 %14 to i40, !dbg !866
  %19 = shl nuw nsw i40 %18, 24, !dbg !866
  %20 = or disjoint i40 %17, %19, !dbg !866
  %21 = zext i8 %13 to i40, !dbg !866
  %22 = shl nuw nsw i40 %21, 16, !dbg !866
  %23 = or disjoint i40 %20, %22, !dbg !866
  %24 = zext i8 %12 to i40, !dbg !866
  %25 = shl nuw nsw i40 %24, 8, !dbg !866
  %26 = or disjoint i40 %23, %25, !dbg !866
  %27 = zext i8 %11 to i40, !dbg !866
  %28 = or disjoint i40 %26, %27, !dbg !866
  ret i40 %28, !dbg !866
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @sum5(i40 %0) unnamed_addr #3 !dbg !867 {
  %2 = trunc i40 %0 to i32
  %3 = trunc i40 %0 to i32
  %4 = lshr i32 %3, 8
  %5 = trunc i40 %0 to i32
  %6 = lshr i32 %5, 16
  %7 = trunc i40 %0 to i32
  %8 = lshr i32 %7, 24
  %9 = lshr i40 %0, 32
  %10 = trunc nuw nsw i40 %9 to i32
    #dbg_value(i40 %0, !869, !DIExpression(DW_OP_LLVM_convert, 40, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !873)
    #dbg_value(i40 %0, !869, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 40, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !873)
    #dbg_value(i40 %0, !869, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 40, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !873)
    #dbg_value(i40 %0, !869, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 40, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !873)
    #dbg_value(i40 %9, !869, !DIExpression(DW_OP_LLVM_convert, 40, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !873)
    #dbg_value(i32 0, !870, !DIExpression(), !873)
    #dbg_value(i32 0, !871, !DIExpression(), !874)
    #dbg_value(i64 0, !871, !DIExpression(), !874)
    #dbg_value(i32 0, !870, !DIExpression(), !873)
  %11 = and i32 %2, 255, !dbg !875
    #dbg_value(i32 %11, !870, !DIExpression(), !873)
    #dbg_value(i64 1, !871, !DIExpression(), !874)
  %12 = mul nuw nsw i32 %11, 33, !dbg !875
  %13 = and i32 %4, 255, !dbg !875
  %14 = add nuw nsw i32 %12, %13, !dbg !875
    #dbg_value(i32 %14, !870, !DIExpression(), !873)
    #dbg_value(i64 2, !871, !DIExpression(), !874)
  %15 = mul nuw nsw i32 %14, 33, !dbg !875
  %16 = and i32 %6, 255, !dbg !875
  %17 = add nuw nsw i32 %15, %16, !dbg !875
    #dbg_value(i32 %17, !870, !DIExpression(), !873)
    #dbg_value(i64 3, !871, !DIExpression(), !874)
  %18 = mul nuw nsw i32 %17, 33, !dbg !875
  %19 = add nuw nsw i32 %18, %8, !dbg !875
    #dbg_value(i32 %19, !870, !DIExpression(), !873)
    #dbg_value(i64 4, !871, !DIExpression(), !874)
  %20 = mul nuw nsw i32 %19, 33, !dbg !875
  %21 = add nuw nsw i32 %20, %10, !dbg !875
    #dbg_value(i32 %21, !870, !DIExpression(), !873)
    #dbg_value(i64 5, !871, !DIExpression(), !874)
  ret i32 %21, !dbg !877
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @late5(i40 %0, i40 %1) unnamed_addr #3 !dbg !878 {
    #dbg_value(i40 %0, !888, !DIExpression(), !891)
    #dbg_value(i40 %1, !890, !DIExpression(), !891)
    #dbg_value(i64 1, !882, !DIExpression(), !891)
    #dbg_value(i64 2, !883, !DIExpression(), !891)
    #dbg_value(i64 3, !884, !DIExpression(), !891)
    #dbg_value(i64 4, !885, !DIExpression(), !891)
    #dbg_value(i64 5, !886, !DIExpression(), !891)
    #dbg_value(i64 6, !887, !DIExpression(), !891)
    #dbg_value(i64 7, !889, !DIExpression(), !891)
  %3 = tail call fastcc i32 @sum5(i40 %0), !dbg !892
  %4 = mul i32 %3, 3, !dbg !892
  %5 = add i32 %4, 28, !dbg !892
  %6 = tail call fastcc i32 @sum5(i40 %1), !dbg !892
  %7 = add i32 %5, %6, !dbg !892
  ret i32 %7, !dbg !892
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i48 @make6() unnamed_addr #3 !dbg !893 {
    #dbg_value(i32 6, !897, !DIExpression(), !901)
    #dbg_value(i8 -70, !898, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !901)
    #dbg_value(i8 -63, !898, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !901)
    #dbg_value(i8 -56, !898, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !901)
    #dbg_value(i8 -49, !898, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !901)
    #dbg_value(i8 -42, !898, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !901)
    #dbg_value(i8 -35, !898, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !901)
  ret i48 -37560297930310, !dbg !902
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i48 @bump6(i48 %0) unnamed_addr #3 !dbg !903 {
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
    #dbg_value(i8 %2, !907, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !911)
    #dbg_value(i8 %4, !907, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !911)
    #dbg_value(i8 %6, !907, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !911)
    #dbg_value(i8 %8, !907, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !911)
    #dbg_value(i8 %10, !907, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !911)
    #dbg_value(i8 %12, !907, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !911)
    #dbg_value(i32 3, !908, !DIExpression(), !911)
    #dbg_value(i32 0, !909, !DIExpression(), !912)
    #dbg_value(i64 0, !909, !DIExpression(), !912)
  %13 = add i8 %2, 3, !dbg !913
    #dbg_value(i8 %13, !907, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !911)
    #dbg_value(i64 1, !909, !DIExpression(), !912)
  %14 = add i8 %4, 3, !dbg !913
    #dbg_value(i8 %14, !907, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !911)
    #dbg_value(i64 2, !909, !DIExpression(), !912)
  %15 = add i8 %6, 3, !dbg !913
    #dbg_value(i8 %15, !907, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !911)
    #dbg_value(i64 3, !909, !DIExpression(), !912)
  %16 = add i8 %8, 3, !dbg !913
    #dbg_value(i8 %16, !907, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !911)
    #dbg_value(i64 4, !909, !DIExpression(), !912)
  %17 = add i8 %10, 3, !dbg !913
    #dbg_value(i8 %17, !907, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !911)
    #dbg_value(i64 5, !909, !DIExpression(), !912)
  %18 = add i8 %12, 3, !dbg !913
    #dbg_value(i8 %18, !907, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !911)
    #dbg_value(i64 6, !909, !DIExpression(), !912)
  %19 = zext i8 %18 to i48, !dbg !915
  %20 = shl nuw i48 %19, 40, !dbg !915
  %21 = zext i8 %17 to i48, !dbg !915
  %22 = shl nuw nsw i48 %21, 32, !dbg !915
  %23 = or disjoint i48 %20, %22, !dbg !915
  %24 = zext i8 %16 to i48, !dbg !915
  %25 = shl nuw nsw i48 %24, 24, !dbg !915
  %26 = or disjoint i48 %23, %25, !dbg !915
  %27 = zext i8 %15 to i48, !dbg !915
  %28 = shl nuw nsw i48 %27, 16, !dbg !915
  %29 = or disjoint i48 %26, %28, !dbg !915
  %30 = zext i8 %14 to i48, !dbg !915
  %31 = shl nuw nsw i48 %30, 8, !dbg !915
  %32 = or disjoint i48 %29, %31, !dbg !915
  %33 = zext i8 %13 to i48, !dbg !915
  %34 = or disjoint i48 %32, %33, !dbg !915
  ret i48 %34, !dbg !915
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @sum6(i48 %0) unnamed_addr #3 !dbg !916 {
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
    #dbg_value(i48 %0, !918, !DIExpression(DW_OP_LLVM_convert, 48, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !922)
    #dbg_value(i48 %0, !918, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 48, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !922)
    #dbg_value(i48 %0, !918, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 48, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !922)
    #dbg_value(i48 %0, !918, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 48, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !922)
    #dbg_value(i48 %9, !918, !DIExpression(DW_OP_LLVM_convert, 48, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !922)
    #dbg_value(i48 %11, !918, !DIExpression(DW_OP_LLVM_convert, 48, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !922)
    #dbg_value(i32 0, !919, !DIExpression(), !922)
    #dbg_value(i32 0, !920, !DIExpression(), !923)
    #dbg_value(i64 0, !920, !DIExpression(), !923)
    #dbg_value(i32 0, !919, !DIExpression(), !922)
  %13 = and i32 %2, 255, !dbg !924
    #dbg_value(i32 %13, !919, !DIExpression(), !922)
    #dbg_value(i64 1, !920, !DIExpression(), !923)
  %14 = mul nuw nsw i32 %13, 33, !dbg !924
  %15 = and i32 %4, 255, !dbg !924
  %16 = add nuw nsw i32 %14, %15, !dbg !924
    #dbg_value(i32 %16, !919, !DIExpression(), !922)
    #dbg_value(i64 2, !920, !DIExpression(), !923)
  %17 = mul nuw nsw i32 %16, 33, !dbg !924
  %18 = and i32 %6, 255, !dbg !924
  %19 = add nuw nsw i32 %17, %18, !dbg !924
    #dbg_value(i32 %19, !919, !DIExpression(), !922)
    #dbg_value(i64 3, !920, !DIExpression(), !923)
  %20 = mul nuw nsw i32 %19, 33, !dbg !924
  %21 = add nuw nsw i32 %20, %8, !dbg !924
    #dbg_value(i32 %21, !919, !DIExpression(), !922)
    #dbg_value(i64 4, !920, !DIExpression(), !923)
  %22 = mul nuw nsw i32 %21, 33, !dbg !924
  %23 = and i32 %10, 255, !dbg !924
  %24 = add nuw nsw i32 %22, %23, !dbg !924
    #dbg_value(i32 %24, !919, !DIExpression(), !922)
    #dbg_value(i64 5, !920, !DIExpression(), !923)
  %25 = mul i32 %24, 33, !dbg !924
  %26 = add i32 %25, %12, !dbg !924
    #dbg_value(i32 %26, !919, !DIExpression(), !922)
    #dbg_value(i64 6, !920, !DIExpression(), !923)
  ret i32 %26, !dbg !926
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @late6(i48 %0, i48 %1) unnamed_addr #3 !dbg !927 {
    #dbg_value(i48 %0, !937, !DIExpression(), !940)
    #dbg_value(i48 %1, !939, !DIExpression(), !940)
    #dbg_value(i64 1, !931, !DIExpression(), !940)
    #dbg_value(i64 2, !932, !DIExpression(), !940)
    #dbg_value(i64 3, !933, !DIExpression(), !940)
    #dbg_value(i64 4, !934, !DIExpression(), !940)
    #dbg_value(i64 5, !935, !DIExpression(), !940)
    #dbg_value(i64 6, !936, !DIExpression(), !940)
    #dbg_value(i64 7, !938, !DIExpression(), !940)
  %3 = tail call fastcc i32 @sum6(i48 %0), !dbg !941
  %4 = mul i32 %3, 3, !dbg !941
  %5 = add i32 %4, 28, !dbg !941
  %6 = tail call fastcc i32 @sum6(i48 %1), !dbg !941
  %7 = add i32 %5, %6, !dbg !941
  ret i32 %7, !dbg !941
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i56 @make7() unnamed_addr #3 !dbg !942 {
    #dbg_value(i32 7, !946, !DIExpression(), !950)
    #dbg_value(i8 -39, !947, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !950)
    #dbg_value(i8 -32, !947, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !950)
    #dbg_value(i8 -25, !947, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !950)
    #dbg_value(i8 -18, !947, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !950)
    #dbg_value(i8 -11, !947, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !950)
    #dbg_value(i8 -4, !947, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !950)
    #dbg_value(i8 3, !947, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !950)
  ret i56 1122558135492825, !dbg !951
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i56 @bump7(i56 %0) unnamed_addr #3 !dbg !952 {
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
    #dbg_value(i8 %2, !956, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !960)
    #dbg_value(i8 %4, !956, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !960)
    #dbg_value(i8 %6, !956, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !960)
    #dbg_value(i8 %8, !956, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !960)
    #dbg_value(i8 %10, !956, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !960)
    #dbg_value(i8 %12, !956, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !960)
    #dbg_value(i8 %14, !956, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !960)
    #dbg_value(i32 3, !957, !DIExpression(), !960)
    #dbg_value(i32 0, !958, !DIExpression(), !961)
    #dbg_value(i64 0, !958, !DIExpression(), !961)
  %15 = add i8 %2, 3, !dbg !962
    #dbg_value(i8 %15, !956, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !960)
    #dbg_value(i64 1, !958, !DIExpression(), !961)
  %16 = add i8 %4, 3, !dbg !962
    #dbg_value(i8 %16, !956, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !960)
    #dbg_value(i64 2, !958, !DIExpression(), !961)
  %17 = add i8 %6, 3, !dbg !962
    #dbg_value(i8 %17, !956, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !960)
    #dbg_value(i64 3, !958, !DIExpression(), !961)
  %18 = add i8 %8, 3, !dbg !962
    #dbg_value(i8 %18, !956, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !960)
    #dbg_value(i64 4, !958, !DIExpression(), !961)
  %19 = add i8 %10, 3, !dbg !962
    #dbg_value(i8 %19, !956, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !960)
    #dbg_value(i64 5, !958, !DIExpression(), !961)
  %20 = add i8 %12, 3, !dbg !962
    #dbg_value(i8 %20, !956, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !960)
    #dbg_value(i64 6, !958, !DIExpression(), !961)
  %21 = add i8 %14, 3, !dbg !962
    #dbg_value(i8 %21, !956, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !960)
    #dbg_value(i64 7, !958, !DIExpression(), !961)
  %22 = zext i8 %21 to i56, !dbg !964
  %23 = shl nuw i56 %22, 48, !dbg !964
  %24 = zext i8 %20 to i56, !dbg !964
  %25 = shl nuw nsw i56 %24, 40, !dbg !964
  %26 = or disjoint i56 %23, %25, !dbg !964
  %27 = zext i8 %19 to i56, !dbg !964
  %28 = shl nuw nsw i56 %27, 32, !dbg !964
  %29 = or disjoint i56 %26, %28, !dbg !964
  %30 = zext i8 %18 to i56, !dbg !964
  %31 = shl nuw nsw i56 %30, 24, !dbg !964
  %32 = or disjoint i56 %29, %31, !dbg !964
  %33 = zext i8 %17 to i56, !dbg !964
  %34 = shl nuw nsw i56 %33, 16, !dbg !964
  %35 = or disjoint i56 %32, %34, !dbg !964
  %36 = zext i8 %16 to i56, !dbg !964
  %37 = shl nuw nsw i56 %36, 8, !dbg !964
  %38 = zext i8 %15 to i56, !dbg !964
  %39 = or disjoint i56 %35, %37, !dbg !964
  %40 = or i56 %39, %38, !dbg !964
  ret i56 %40, !dbg !964
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @sum7(i56 %0) unnamed_addr #3 !dbg !965 {
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
    #dbg_value(i56 %0, !967, !DIExpression(DW_OP_LLVM_convert, 56, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !971)
    #dbg_value(i56 %0, !967, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 56, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !971)
    #dbg_value(i56 %0, !967, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 56, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !971)
    #dbg_value(i56 %0, !967, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 56, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !971)
    #dbg_value(i56 %9, !967, !DIExpression(DW_OP_LLVM_convert, 56, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !971)
    #dbg_value(i56 %11, !967, !DIExpression(DW_OP_LLVM_convert, 56, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !971)
    #dbg_value(i56 %13, !967, !DIExpression(DW_OP_LLVM_convert, 56, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !971)
    #dbg_value(i32 0, !968, !DIExpression(), !971)
    #dbg_value(i32 0, !969, !DIExpression(), !972)
    #dbg_value(i64 0, !969, !DIExpression(), !972)
    #dbg_value(i32 0, !968, !DIExpression(), !971)
  %15 = and i32 %2, 255, !dbg !973
    #dbg_value(i32 %15, !968, !DIExpression(), !971)
    #dbg_value(i64 1, !969, !DIExpression(), !972)
  %16 = mul nuw nsw i32 %15, 33, !dbg !973
  %17 = and i32 %4, 255, !dbg !973
  %18 = add nuw nsw i32 %16, %17, !dbg !973
    #dbg_value(i32 %18, !968, !DIExpression(), !971)
    #dbg_value(i64 2, !969, !DIExpression(), !972)
  %19 = mul nuw nsw i32 %18, 33, !dbg !973
  %20 = and i32 %6, 255, !dbg !973
  %21 = add nuw nsw i32 %19, %20, !dbg !973
    #dbg_value(i32 %21, !968, !DIExpression(), !971)
    #dbg_value(i64 3, !969, !DIExpression(), !972)
  %22 = mul nuw nsw i32 %21, 33, !dbg !973
  %23 = add nuw nsw i32 %22, %8, !dbg !973
    #dbg_value(i32 %23, !968, !DIExpression(), !971)
    #dbg_value(i64 4, !969, !DIExpression(), !972)
  %24 = mul nuw nsw i32 %23, 33, !dbg !973
  %25 = and i32 %10, 255, !dbg !973
  %26 = add nuw nsw i32 %24, %25, !dbg !973
    #dbg_value(i32 %26, !968, !DIExpression(), !971)
    #dbg_value(i64 5, !969, !DIExpression(), !972)
  %27 = mul i32 %26, 33, !dbg !973
  %28 = and i32 %12, 255, !dbg !973
  %29 = add i32 %27, %28, !dbg !973
    #dbg_value(i32 %29, !968, !DIExpression(), !971)
    #dbg_value(i64 6, !969, !DIExpression(), !972)
  %30 = mul i32 %29, 33, !dbg !973
  %31 = add i32 %30, %14, !dbg !973
    #dbg_value(i32 %31, !968, !DIExpression(), !971)
    #dbg_value(i64 7, !969, !DIExpression(), !972)
  ret i32 %31, !dbg !975
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @late7(i56 %0, i56 %1) unnamed_addr #3 !dbg !976 {
    #dbg_value(i56 %0, !986, !DIExpression(), !989)
    #dbg_value(i56 %1, !988, !DIExpression(), !989)
    #dbg_value(i64 1, !980, !DIExpression(), !989)
    #dbg_value(i64 2, !981, !DIExpression(), !989)
    #dbg_value(i64 3, !982, !DIExpression(), !989)
    #dbg_value(i64 4, !983, !DIExpression(), !989)
    #dbg_value(i64 5, !984, !DIExpression(), !989)
    #dbg_value(i64 6, !985, !DIExpression(), !989)
    #dbg_value(i64 7, !987, !DIExpression(), !989)
  %3 = tail call fastcc i32 @sum7(i56 %0), !dbg !990
  %4 = mul i32 %3, 3, !dbg !990
  %5 = add i32 %4, 28, !dbg !990
  %6 = tail call fastcc i32 @sum7(i56 %1), !dbg !990
  %7 = add i32 %5, %6, !dbg !990
  ret i32 %7, !dbg !990
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @make8() unnamed_addr #3 !dbg !991 {
    #dbg_value(i32 8, !995, !DIExpression(), !999)
    #dbg_value(i8 -8, !996, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !999)
    #dbg_value(i8 -1, !996, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !999)
    #dbg_value(i8 6, !996, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !999)
    #dbg_value(i8 13, !996, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !999)
    #dbg_value(i8 20, !996, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !999)
    #dbg_value(i8 27, !996, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !999)
    #dbg_value(i8 34, !996, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !999)
    #dbg_value(i8 41, !996, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !999)
  ret i64 2963961277695066104, !dbg !1000
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @bump8(i64 %0) unnamed_addr #3 !dbg !1001 {
    #dbg_value(i64 %0, !1005, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !1009)
    #dbg_value(i64 %0, !1005, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !1009)
    #dbg_value(i64 %0, !1005, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !1009)
    #dbg_value(i64 %0, !1005, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !1009)
    #dbg_value(i64 %0, !1005, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !1009)
    #dbg_value(i64 %0, !1005, !DIExpression(DW_OP_constu, 40, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !1009)
    #dbg_value(i64 %0, !1005, !DIExpression(DW_OP_constu, 48, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !1009)
    #dbg_value(i64 %0, !1005, !DIExpression(DW_OP_constu, 56, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !1009)
    #dbg_value(i32 3, !1006, !DIExpression(), !1009)
    #dbg_value(i32 0, !1007, !DIExpression(), !1010)
    #dbg_value(i64 0, !1007, !DIExpression(), !1010)
  %2 = add i64 %0, 3, !dbg !1011
    #dbg_value(i64 %0, !1005, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !1009)
    #dbg_value(i64 1, !1007, !DIExpression(), !1010)
    #dbg_value(i64 %0, !1005, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !1009)
    #dbg_value(i64 2, !1007, !DIExpression(), !1010)
    #dbg_value(i64 %0, !1005, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !1009)
    #dbg_value(i64 3, !1007, !DIExpression(), !1010)
    #dbg_value(i64 %0, !1005, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !1009)
    #dbg_value(i64 4, !1007, !DIExpression(), !1010)
    #dbg_value(i64 %0, !1005, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !1009)
    #dbg_value(i64 5, !1007, !DIExpression(), !1010)
    #dbg_value(i64 %0, !1005, !DIExpression(DW_OP_constu, 40, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !1009)
    #dbg_value(i64 6, !1007, !DIExpression(), !1010)
    #dbg_value(i64 %0, !1005, !DIExpression(DW_OP_constu, 48, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !1009)
    #dbg_value(i64 7, !1007, !DIExpression(), !1010)
    #dbg_value(i64 8, !1007, !DIExpression(), !1010)
    #dbg_value(i64 %0, !1005, !DIExpression(DW_OP_constu, 56, DW_OP_shr, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !1009)
  %3 = and i64 %0, -72057594037927936, !dbg !1013
  %4 = add i64 %3, 216172782113783808, !dbg !1013
  %5 = insertelement <4 x i64> poison, i64 %0, i64 0, !dbg !1013
  %6 = shufflevector <4 x i64> %5, <4 x i64> poison, <4 x i32> zeroinitializer, !dbg !1013
  %7 = add <4 x i64> %6, <i64 844424930131968, i64 3298534883328, i64 12884901888, i64 50331648>, !dbg !1013
  %8 = and <4 x i64> %7, <i64 71776119061217280, i64 280375465082880, i64 1095216660480, i64 4278190080>, !dbg !1013
  %9 = add i64 %0, 196608, !dbg !1013
  %10 = and i64 %9, 16711680, !dbg !1013
  %11 = add i64 %0, 768, !dbg !1013
  %12 = and i64 %11, 65280, !dbg !1013
  %13 = and i64 %2, 255, !dbg !1013
  %14 = tail call i64 @llvm.vector.reduce.or.v4i64(<4 x i64> %8), !dbg !1013
  %15 = or disjoint i64 %14, %10, !dbg !1013
  %16 = or disjoint i64 %12, %13, !dbg !1013
  %17 = or disjoint i64 %15, %16, !dbg !1013
  %18 = or disjoint i64 %17, %4, !dbg !1013
  ret i64 %18, !dbg !1013
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @sum8(i64 %0) unnamed_addr #3 !dbg !1014 {
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
    #dbg_value(i64 %0, !1016, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !1020)
    #dbg_value(i64 %0, !1016, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !1020)
    #dbg_value(i64 %0, !1016, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !1020)
    #dbg_value(i64 %0, !1016, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !1020)
    #dbg_value(i64 %9, !1016, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !1020)
    #dbg_value(i64 %11, !1016, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !1020)
    #dbg_value(i64 %13, !1016, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !1020)
    #dbg_value(i64 %15, !1016, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !1020)
    #dbg_value(i32 0, !1017, !DIExpression(), !1020)
    #dbg_value(i32 0, !1018, !DIExpression(), !1021)
    #dbg_value(i64 0, !1018, !DIExpression(), !1021)
    #dbg_value(i32 0, !1017, !DIExpression(), !1020)
  %17 = and i32 %2, 255, !dbg !1022
    #dbg_value(i32 %17, !1017, !DIExpression(), !1020)
    #dbg_value(i64 1, !1018, !DIExpression(), !1021)
  %18 = mul nuw nsw i32 %17, 33, !dbg !1022
  %19 = and i32 %4, 255, !dbg !1022
  %20 = add nuw nsw i32 %18, %19, !dbg !1022
    #dbg_value(i32 %20, !1017, !DIExpression(), !1020)
    #dbg_value(i64 2, !1018, !DIExpression(), !1021)
  %21 = mul nuw nsw i32 %20, 33, !dbg !1022
  %22 = and i32 %6, 255, !dbg !1022
  %23 = add nuw nsw i32 %21, %22, !dbg !1022
    #dbg_value(i32 %23, !1017, !DIExpression(), !1020)
    #dbg_value(i64 3, !1018, !DIExpression(), !1021)
  %24 = mul nuw nsw i32 %23, 33, !dbg !1022
  %25 = add nuw nsw i32 %24, %8, !dbg !1022
    #dbg_value(i32 %25, !1017, !DIExpression(), !1020)
    #dbg_value(i64 4, !1018, !DIExpression(), !1021)
  %26 = mul nuw nsw i32 %25, 33, !dbg !1022
  %27 = and i32 %10, 255, !dbg !1022
  %28 = add nuw nsw i32 %26, %27, !dbg !1022
    #dbg_value(i32 %28, !1017, !DIExpression(), !1020)
    #dbg_value(i64 5, !1018, !DIExpression(), !1021)
  %29 = mul i32 %28, 33, !dbg !1022
  %30 = and i32 %12, 255, !dbg !1022
  %31 = add i32 %29, %30, !dbg !1022
    #dbg_value(i32 %31, !1017, !DIExpression(), !1020)
    #dbg_value(i64 6, !1018, !DIExpression(), !1021)
  %32 = mul i32 %31, 33, !dbg !1022
  %33 = and i32 %14, 255, !dbg !1022
  %34 = add i32 %32, %33, !dbg !1022
    #dbg_value(i32 %34, !1017, !DIExpression(), !1020)
    #dbg_value(i64 7, !1018, !DIExpression(), !1021)
  %35 = mul i32 %34, 33, !dbg !1022
  %36 = add i32 %35, %16, !dbg !1022
    #dbg_value(i32 %36, !1017, !DIExpression(), !1020)
    #dbg_value(i64 8, !1018, !DIExpression(), !1021)
  ret i32 %36, !dbg !1024
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @late8(i64 %0, i64 %1) unnamed_addr #3 !dbg !1025 {
    #dbg_value(i64 %0, !1035, !DIExpression(), !1038)
    #dbg_value(i64 %1, !1037, !DIExpression(), !1038)
    #dbg_value(i64 1, !1029, !DIExpression(), !1038)
    #dbg_value(i64 2, !1030, !DIExpression(), !1038)
    #dbg_value(i64 3, !1031, !DIExpression(), !1038)
    #dbg_value(i64 4, !1032, !DIExpression(), !1038)
    #dbg_value(i64 5, !1033, !DIExpression(), !1038)
    #dbg_value(i64 6, !1034, !DIExpression(), !1038)
    #dbg_value(i64 7, !1036, !DIExpression(), !1038)
  %3 = tail call fastcc i32 @sum8(i64 %0), !dbg !1039
  %4 = mul i32 %3, 3, !dbg !1039
  %5 = add i32 %4, 28, !dbg !1039
  %6 = tail call fastcc i32 @sum8(i64 %1), !dbg !1039
  %7 = add i32 %5, %6, !dbg !1039
  ret i32 %7, !dbg !1039
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i8 } @make9() unnamed_addr #3 !dbg !1040 {
    #dbg_value(i32 9, !1044, !DIExpression(), !1048)
    #dbg_value(i8 23, !1045, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !1048)
    #dbg_value(i8 30, !1045, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !1048)
    #dbg_value(i8 37, !1045, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !1048)
    #dbg_value(i8 44, !1045, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !1048)
    #dbg_value(i8 51, !1045, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !1048)
    #dbg_value(i8 58, !1045, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !1048)
    #dbg_value(i8 65, !1045, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !1048)
    #dbg_value(i8 72, !1045, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !1048)
    #dbg_value(i8 79, !1045, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !1048)
  ret { i64, i8 } { i64 5206506635675377175, i8 79 }, !dbg !1049
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i8 } @bump9(i64 %0, i8 %1) unnamed_addr #3 !dbg !1050 {
    #dbg_value(i64 %0, !1054, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !1058)
    #dbg_value(i64 %0, !1054, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !1058)
    #dbg_value(i64 %0, !1054, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !1058)
    #dbg_value(i64 %0, !1054, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !1058)
    #dbg_value(i64 %0, !1054, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !1058)
    #dbg_value(i64 %0, !1054, !DIExpression(DW_OP_constu, 40, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !1058)
    #dbg_value(i64 %0, !1054, !DIExpression(DW_OP_constu, 48, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !1058)
    #dbg_value(i64 %0, !1054, !DIExpression(DW_OP_constu, 56, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !1058)
    #dbg_value(i8 %1, !1054, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !1058)
    #dbg_value(i32 3, !1055, !DIExpression(), !1058)
    #dbg_value(i32 0, !1056, !DIExpression(), !1059)
    #dbg_value(i64 0, !1056, !DIExpression(), !1059)
  %3 = add i64 %0, 3, !dbg !1060
    #dbg_value(i64 %0, !1054, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !1058)
    #dbg_value(i64 1, !1056, !DIExpression(), !1059)
    #dbg_value(i64 %0, !1054, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !1058)
    #dbg_value(i64 2, !1056, !DIExpression(), !1059)
    #dbg_value(i64 %0, !1054, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !1058)
    #dbg_value(i64 3, !1056, !DIExpression(), !1059)
    #dbg_value(i64 %0, !1054, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !1058)
    #dbg_value(i64 4, !1056, !DIExpression(), !1059)
    #dbg_value(i64 %0, !1054, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !1058)
    #dbg_value(i64 5, !1056, !DIExpression(), !1059)
    #dbg_value(i64 %0, !1054, !DIExpression(DW_OP_constu, 40, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !1058)
    #dbg_value(i64 6, !1056, !DIExpression(), !1059)
    #dbg_value(i64 %0, !1054, !DIExpression(DW_OP_constu, 48, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !1058)
    #dbg_value(i64 7, !1056, !DIExpression(), !1059)
    #dbg_value(i64 %0, !1054, !DIExpression(DW_OP_constu, 56, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !1058)
    #dbg_value(i64 8, !1056, !DIExpression(), !1059)
  %4 = add i8 %1, 3, !dbg !1060
    #dbg_value(i8 %4, !1054, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !1058)
    #dbg_value(i64 9, !1056, !DIExpression(), !1059)
  %5 = and i64 %0, -72057594037927936, !dbg !1062
  %6 = add i64 %5, 216172782113783808, !dbg !1062
  %7 = insertelement <4 x i64> poison, i64 %0, i64 0, !dbg !1062
  %8 = shufflevector <4 x i64> %7, <4 x i64> poison, <4 x i32> zeroinitializer, !dbg !1062
  %9 = add <4 x i64> %8, <i64 844424930131968, i64 3298534883328, i64 12884901888, i64 50331648>, !dbg !1062
  %10 = and <4 x i64> %9, <i64 71776119061217280, i64 280375465082880, i64 1095216660480, i64 4278190080>, !dbg !1062
  %11 = add i64 %0, 196608, !dbg !1062
  %12 = and i64 %11, 16711680, !dbg !1062
  %13 = add i64 %0, 768, !dbg !1062
  %14 = and i64 %13, 65280, !dbg !1062
  %15 = and i64 %3, 255, !dbg !1062
  %16 = tail call i64 @llvm.vector.reduce.or.v4i64(<4 x i64> %10), !dbg !1062
  %17 = or disjoint i64 %16, %12, !dbg !1062
  %18 = or disjoint i64 %14, %15, !dbg !1062
  %19 = or disjoint i64 %17, %18, !dbg !1062
  %20 = or disjoint i64 %19, %6, !dbg !1062
  %21 = insertvalue { i64, i8 } poison, i64 %20, 0, !dbg !1062
  %22 = insertvalue { i64, i8 } %21, i8 %4, 1, !dbg !1062
  ret { i64, i8 } %22, !dbg !1062
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @sum9(i64 %0, i8 %1) unnamed_addr #3 !dbg !1063 {
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
    #dbg_value(i64 %0, !1065, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !1069)
    #dbg_value(i64 %0, !1065, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !1069)
    #dbg_value(i64 %0, !1065, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !1069)
    #dbg_value(i64 %0, !1065, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !1069)
    #dbg_value(i64 %10, !1065, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !1069)
    #dbg_value(i64 %12, !1065, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !1069)
    #dbg_value(i64 %14, !1065, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !1069)
    #dbg_value(i64 %16, !1065, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !1069)
    #dbg_value(i8 %1, !1065, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !1069)
    #dbg_value(i32 0, !1066, !DIExpression(), !1069)
    #dbg_value(i32 0, !1067, !DIExpression(), !1070)
    #dbg_value(i64 0, !1067, !DIExpression(), !1070)
    #dbg_value(i32 0, !1066, !DIExpression(), !1069)
  %18 = and i32 %3, 255, !dbg !1071
    #dbg_value(i32 %18, !1066, !DIExpression(), !1069)
    #dbg_value(i64 1, !1067, !DIExpression(), !1070)
  %19 = mul nuw nsw i32 %18, 33, !dbg !1071
  %20 = and i32 %5, 255, !dbg !1071
  %21 = add nuw nsw i32 %19, %20, !dbg !1071
    #dbg_value(i32 %21, !1066, !DIExpression(), !1069)
    #dbg_value(i64 2, !1067, !DIExpression(), !1070)
  %22 = mul nuw nsw i32 %21, 33, !dbg !1071
  %23 = and i32 %7, 255, !dbg !1071
  %24 = add nuw nsw i32 %22, %23, !dbg !1071
    #dbg_value(i32 %24, !1066, !DIExpression(), !1069)
    #dbg_value(i64 3, !1067, !DIExpression(), !1070)
  %25 = mul nuw nsw i32 %24, 33, !dbg !1071
  %26 = add nuw nsw i32 %25, %9, !dbg !1071
    #dbg_value(i32 %26, !1066, !DIExpression(), !1069)
    #dbg_value(i64 4, !1067, !DIExpression(), !1070)
  %27 = mul nuw nsw i32 %26, 33, !dbg !1071
  %28 = and i32 %11, 255, !dbg !1071
  %29 = add nuw nsw i32 %27, %28, !dbg !1071
    #dbg_value(i32 %29, !1066, !DIExpression(), !1069)
    #dbg_value(i64 5, !1067, !DIExpression(), !1070)
  %30 = mul i32 %29, 33, !dbg !1071
  %31 = and i32 %13, 255, !dbg !1071
  %32 = add i32 %30, %31, !dbg !1071
    #dbg_value(i32 %32, !1066, !DIExpression(), !1069)
    #dbg_value(i64 6, !1067, !DIExpression(), !1070)
  %33 = mul i32 %32, 33, !dbg !1071
  %34 = and i32 %15, 255, !dbg !1071
  %35 = add i32 %33, %34, !dbg !1071
    #dbg_value(i32 %35, !1066, !DIExpression(), !1069)
    #dbg_value(i64 7, !1067, !DIExpression(), !1070)
  %36 = mul i32 %35, 33, !dbg !1071
  %37 = add i32 %36, %17, !dbg !1071
    #dbg_value(i32 %37, !1066, !DIExpression(), !1069)
    #dbg_value(i64 8, !1067, !DIExpression(), !1070)
  %38 = mul i32 %37, 33, !dbg !1071
  %39 = zext i8 %1 to i32, !dbg !1071
  %40 = add i32 %38, %39, !dbg !1071
    #dbg_value(i32 %40, !1066, !DIExpression(), !1069)
    #dbg_value(i64 9, !1067, !DIExpression(), !1070)
  ret i32 %40, !dbg !1073
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @late9(ptr nocapture noundef readonly byval(%struct.s9) align 8 %0, ptr nocapture noundef readonly byval(%struct.s9) align 8 %1) unnamed_addr #5 !dbg !1074 {
    #dbg_value(i64 1, !1078, !DIExpression(), !1087)
    #dbg_value(i64 2, !1079, !DIExpression(), !1087)
    #dbg_value(i64 3, !1080, !DIExpression(), !1087)
    #dbg_value(i64 4, !1081, !DIExpression(), !1087)
    #dbg_value(i64 5, !1082, !DIExpression(), !1087)
    #dbg_value(i64 6, !1083, !DIExpression(), !1087)
    #dbg_declare(ptr %0, !1084, !DIExpression(), !1088)
    #dbg_value(i64 7, !1085, !DIExpression(), !1087)
    #dbg_declare(ptr %1, !1086, !DIExpression(), !1088)
  %3 = load i64, ptr %0, align 8, !dbg !1088
  %4 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1088
  %5 = load i8, ptr %4, align 8, !dbg !1088
  %6 = tail call fastcc i32 @sum9(i64 %3, i8 %5), !dbg !1088
  %7 = mul i32 %6, 3, !dbg !1088
  %8 = add i32 %7, 28, !dbg !1088
  %9 = load i64, ptr %1, align 8, !dbg !1088
  %10 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !1088
  %11 = load i8, ptr %10, align 8, !dbg !1088
  %12 = tail call fastcc i32 @sum9(i64 %9, i8 %11), !dbg !1088
  %13 = add i32 %8, %12, !dbg !1088
  ret i32 %13, !dbg !1088
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i16 } @make10() unnamed_addr #3 !dbg !1089 {
    #dbg_value(i32 10, !1093, !DIExpression(), !1097)
    #dbg_value(i8 54, !1094, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !1097)
    #dbg_value(i8 61, !1094, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !1097)
    #dbg_value(i8 68, !1094, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !1097)
    #dbg_value(i8 75, !1094, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !1097)
    #dbg_value(i8 82, !1094, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !1097)
    #dbg_value(i8 89, !1094, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !1097)
    #dbg_value(i8 96, !1094, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !1097)
    #dbg_value(i8 103, !1094, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !1097)
    #dbg_value(i8 110, !1094, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !1097)
    #dbg_value(i8 117, !1094, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !1097)
  ret { i64, i16 } { i64 7449051993655754038, i16 30062 }, !dbg !1098
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i16 } @bump10(i64 %0, i16 %1) unnamed_addr #3 !dbg !1099 {
    #dbg_value(i64 %0, !1103, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !1107)
    #dbg_value(i64 %0, !1103, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !1107)
    #dbg_value(i64 %0, !1103, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !1107)
    #dbg_value(i64 %0, !1103, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !1107)
    #dbg_value(i64 %0, !1103, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !1107)
    #dbg_value(i64 %0, !1103, !DIExpression(DW_OP_constu, 40, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !1107)
    #dbg_value(i64 %0, !1103, !DIExpression(DW_OP_constu, 48, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !1107)
    #dbg_value(i64 %0, !1103, !DIExpression(DW_OP_constu, 56, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !1107)
    #dbg_value(i16 %1, !1103, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 8), !1107)
    #dbg_value(i16 %1, !1103, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 72, 8), !1107)
    #dbg_value(i32 3, !1104, !DIExpression(), !1107)
    #dbg_value(i32 0, !1105, !DIExpression(), !1108)
    #dbg_value(i64 0, !1105, !DIExpression(), !1108)
  %3 = add i64 %0, 3, !dbg !1109
    #dbg_value(i64 %0, !1103, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !1107)
    #dbg_value(i64 1, !1105, !DIExpression(), !1108)
    #dbg_value(i64 %0, !1103, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !1107)
    #dbg_value(i64 2, !1105, !DIExpression(), !1108)
    #dbg_value(i64 %0, !1103, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !1107)
    #dbg_value(i64 3, !1105, !DIExpression(), !1108)
    #dbg_value(i64 %0, !1103, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !1107)
    #dbg_value(i64 4, !1105, !DIExpression(), !1108)
    #dbg_value(i64 %0, !1103, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !1107)
    #dbg_value(i64 5, !1105, !DIExpression(), !1108)
    #dbg_value(i64 %0, !1103, !DIExpression(DW_OP_constu, 40, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !1107)
    #dbg_value(i64 6, !1105, !DIExpression(), !1108)
    #dbg_value(i64 %0, !1103, !DIExpression(DW_OP_constu, 48, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !1107)
    #dbg_value(i64 7, !1105, !DIExpression(), !1108)
    #dbg_value(i64 %0, !1103, !DIExpression(DW_OP_constu, 56, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !1107)
    #dbg_value(i64 8, !1105, !DIExpression(), !1108)
  %4 = add i16 %1, 3, !dbg !1109
    #dbg_value(i16 %1, !1103, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 8), !1107)
    #dbg_value(i64 9, !1105, !DIExpression(), !1108)
    #dbg_value(i16 %1, !1103, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 72, 8), !1107)
    #dbg_value(i64 10, !1105, !DIExpression(), !1108)
  %5 = and i64 %0, -72057594037927936, !dbg !1111
  %6 = add i64 %5, 216172782113783808, !dbg !1111
  %7 = insertelement <4 x i64> poison, i64 %0, i64 0, !dbg !1111
  %8 = shufflevector <4 x i64> %7, <4 x i64> poison, <4 x i32> zeroinitializer, !dbg !1111
  %9 = add <4 x i64> %8, <i64 844424930131968, i64 3298534883328, i64 12884901888, i64 50331648>, !dbg !1111
  %10 = and <4 x i64> %9, <i64 71776119061217280, i64 280375465082880, i64 1095216660480, i64 4278190080>, !dbg !1111
  %11 = add i64 %0, 196608, !dbg !1111
  %12 = and i64 %11, 16711680, !dbg !1111
  %13 = add i64 %0, 768, !dbg !1111
  %14 = and i64 %13, 65280, !dbg !1111
  %15 = and i64 %3, 255, !dbg !1111
  %16 = tail call i64 @llvm.vector.reduce.or.v4i64(<4 x i64> %10), !dbg !1111
  %17 = or disjoint i64 %16, %12, !dbg !1111
  %18 = or disjoint i64 %14, %15, !dbg !1111
  %19 = or disjoint i64 %17, %18, !dbg !1111
  %20 = or disjoint i64 %19, %6, !dbg !1111
  %21 = and i16 %1, -256, !dbg !1111
  %22 = add i16 %21, 768, !dbg !1111
  %23 = and i16 %4, 255, !dbg !1111
  %24 = or disjoint i16 %22, %23, !dbg !1111
  %25 = insertvalue { i64, i16 } poison, i64 %20, 0, !dbg !1111
  %26 = insertvalue { i64, i16 } %25, i16 %24, 1, !dbg !1111
  ret { i64, i16 } %26, !dbg !1111
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @sum10(i64 %0, i16 %1) unnamed_addr #3 !dbg !1112 {
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
    #dbg_value(i64 %0, !1114, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !1118)
    #dbg_value(i64 %0, !1114, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !1118)
    #dbg_value(i64 %0, !1114, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !1118)
    #dbg_value(i64 %0, !1114, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !1118)
    #dbg_value(i64 %10, !1114, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !1118)
    #dbg_value(i64 %12, !1114, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !1118)
    #dbg_value(i64 %14, !1114, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !1118)
    #dbg_value(i64 %16, !1114, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !1118)
    #dbg_value(i16 %1, !1114, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 8), !1118)
    #dbg_value(i16 %18, !1114, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 72, 8), !1118)
    #dbg_value(i32 0, !1115, !DIExpression(), !1118)
    #dbg_value(i32 0, !1116, !DIExpression(), !1119)
    #dbg_value(i64 0, !1116, !DIExpression(), !1119)
    #dbg_value(i32 0, !1115, !DIExpression(), !1118)
  %20 = and i32 %3, 255, !dbg !1120
    #dbg_value(i32 %20, !1115, !DIExpression(), !1118)
    #dbg_value(i64 1, !1116, !DIExpression(), !1119)
  %21 = mul nuw nsw i32 %20, 33, !dbg !1120
  %22 = and i32 %5, 255, !dbg !1120
  %23 = add nuw nsw i32 %21, %22, !dbg !1120
    #dbg_value(i32 %23, !1115, !DIExpression(), !1118)
    #dbg_value(i64 2, !1116, !DIExpression(), !1119)
  %24 = mul nuw nsw i32 %23, 33, !dbg !1120
  %25 = and i32 %7, 255, !dbg !1120
  %26 = add nuw nsw i32 %24, %25, !dbg !1120
    #dbg_value(i32 %26, !1115, !DIExpression(), !1118)
    #dbg_value(i64 3, !1116, !DIExpression(), !1119)
  %27 = mul nuw nsw i32 %26, 33, !dbg !1120
  %28 = add nuw nsw i32 %27, %9, !dbg !1120
    #dbg_value(i32 %28, !1115, !DIExpression(), !1118)
    #dbg_value(i64 4, !1116, !DIExpression(), !1119)
  %29 = mul nuw nsw i32 %28, 33, !dbg !1120
  %30 = and i32 %11, 255, !dbg !1120
  %31 = add nuw nsw i32 %29, %30, !dbg !1120
    #dbg_value(i32 %31, !1115, !DIExpression(), !1118)
    #dbg_value(i64 5, !1116, !DIExpression(), !1119)
  %32 = mul i32 %31, 33, !dbg !1120
  %33 = and i32 %13, 255, !dbg !1120
  %34 = add i32 %32, %33, !dbg !1120
    #dbg_value(i32 %34, !1115, !DIExpression(), !1118)
    #dbg_value(i64 6, !1116, !DIExpression(), !1119)
  %35 = mul i32 %34, 33, !dbg !1120
  %36 = and i32 %15, 255, !dbg !1120
  %37 = add i32 %35, %36, !dbg !1120
    #dbg_value(i32 %37, !1115, !DIExpression(), !1118)
    #dbg_value(i64 7, !1116, !DIExpression(), !1119)
  %38 = mul i32 %37, 33, !dbg !1120
  %39 = add i32 %38, %17, !dbg !1120
    #dbg_value(i32 %39, !1115, !DIExpression(), !1118)
    #dbg_value(i64 8, !1116, !DIExpression(), !1119)
  %40 = mul i32 %39, 33, !dbg !1120
  %41 = and i16 %1, 255, !dbg !1120
  %42 = zext nneg i16 %41 to i32, !dbg !1120
  %43 = add i32 %40, %42, !dbg !1120
    #dbg_value(i32 %43, !1115, !DIExpression(), !1118)
    #dbg_value(i64 9, !1116, !DIExpression(), !1119)
  %44 = mul i32 %43, 33, !dbg !1120
  %45 = add i32 %44, %19, !dbg !1120
    #dbg_value(i32 %45, !1115, !DIExpression(), !1118)
    #dbg_value(i64 10, !1116, !DIExpression(), !1119)
  ret i32 %45, !dbg !1122
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @late10(ptr nocapture noundef readonly byval(%struct.s10) align 8 %0, ptr nocapture noundef readonly byval(%struct.s10) align 8 %1) unnamed_addr #5 !dbg !1123 {
    #dbg_value(i64 1, !1127, !DIExpression(), !1136)
    #dbg_value(i64 2, !1128, !DIExpression(), !1136)
    #dbg_value(i64 3, !1129, !DIExpression(), !1136)
    #dbg_value(i64 4, !1130, !DIExpression(), !1136)
    #dbg_value(i64 5, !1131, !DIExpression(), !1136)
    #dbg_value(i64 6, !1132, !DIExpression(), !1136)
    #dbg_declare(ptr %0, !1133, !DIExpression(), !1137)
    #dbg_value(i64 7, !1134, !DIExpression(), !1136)
    #dbg_declare(ptr %1, !1135, !DIExpression(), !1137)
  %3 = load i64, ptr %0, align 8, !dbg !1137
  %4 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1137
  %5 = load i16, ptr %4, align 8, !dbg !1137
  %6 = tail call fastcc i32 @sum10(i64 %3, i16 %5), !dbg !1137
  %7 = mul i32 %6, 3, !dbg !1137
  %8 = add i32 %7, 28, !dbg !1137
  %9 = load i64, ptr %1, align 8, !dbg !1137
  %10 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !1137
  %11 = load i16, ptr %10, align 8, !dbg !1137
  %12 = tail call fastcc i32 @sum10(i64 %9, i16 %11), !dbg !1137
  %13 = add i32 %8, %12, !dbg !1137
  ret i32 %13, !dbg !1137
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i24 } @make11() unnamed_addr #3 !dbg !1138 {
    #dbg_value(i32 11, !1142, !DIExpression(), !1146)
    #dbg_value(i8 85, !1143, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !1146)
    #dbg_value(i8 92, !1143, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !1146)
    #dbg_value(i8 99, !1143, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !1146)
    #dbg_value(i8 106, !1143, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !1146)
    #dbg_value(i8 113, !1143, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !1146)
    #dbg_value(i8 120, !1143, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !1146)
    #dbg_value(i8 127, !1143, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !1146)
    #dbg_value(i8 -122, !1143, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !1146)
    #dbg_value(i8 -115, !1143, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !1146)
    #dbg_value(i8 -108, !1143, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !1146)
    #dbg_value(i8 -101, !1143, !DIExpression(DW_OP_LLVM_fragment, 80, 8), !1146)
  ret { i64, i24 } { i64 -8755146722073420715, i24 -6581107 }, !dbg !1147
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i24 } @bump11(i64 %0, i24 %1) unnamed_addr #3 !dbg !1148 {
  %3 = trunc i24 %1 to i8
  %4 = lshr i24 %1, 8
  %5 = trunc i24 %4 to i8
  %6 = lshr i24 %1, 16
  %7 = trunc nuw i24 %6 to i8
    #dbg_value(i64 %0, !1152, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !1156)
    #dbg_value(i64 %0, !1152, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !1156)
    #dbg_value(i64 %0, !1152, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !1156)
    #dbg_value(i64 %0, !1152, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !1156)
    #dbg_value(i64 %0, !1152, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !1156)
    #dbg_value(i64 %0, !1152, !DIExpression(DW_OP_constu, 40, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !1156)
    #dbg_value(i64 %0, !1152, !DIExpression(DW_OP_constu, 48, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !1156)
    #dbg_value(i64 %0, !1152, !DIExpression(DW_OP_constu, 56, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !1156)
    #dbg_value(i8 %3, !1152, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !1156)
    #dbg_value(i8 %5, !1152, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !1156)
    #dbg_value(i8 %7, !1152, !DIExpression(DW_OP_LLVM_fragment, 80, 8), !1156)
    #dbg_value(i32 3, !1153, !DIExpression(), !1156)
    #dbg_value(i32 0, !1154, !DIExpression(), !1157)
    #dbg_value(i64 0, !1154, !DIExpression(), !1157)
  %8 = add i64 %0, 3, !dbg !1158
    #dbg_value(i64 %0, !1152, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !1156)
    #dbg_value(i64 1, !1154, !DIExpression(), !1157)
    #dbg_value(i64 %0, !1152, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !1156)
    #dbg_value(i64 2, !1154, !DIExpression(), !1157)
    #dbg_value(i64 %0, !1152, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !1156)
    #dbg_value(i64 3, !1154, !DIExpression(), !1157)
    #dbg_value(i64 %0, !1152, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !1156)
    #dbg_value(i64 4, !1154, !DIExpression(), !1157)
    #dbg_value(i64 %0, !1152, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !1156)
    #dbg_value(i64 5, !1154, !DIExpression(), !1157)
    #dbg_value(i64 %0, !1152, !DIExpression(DW_OP_constu, 40, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !1156)
    #dbg_value(i64 6, !1154, !DIExpression(), !1157)
    #dbg_value(i64 %0, !1152, !DIExpression(DW_OP_constu, 48, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !1156)
    #dbg_value(i64 7, !1154, !DIExpression(), !1157)
    #dbg_value(i64 %0, !1152, !DIExpression(DW_OP_constu, 56, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !1156)
    #dbg_value(i64 8, !1154, !DIExpression(), !1157)
  %9 = add i8 %3, 3, !dbg !1158
    #dbg_value(i8 %9, !1152, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !1156)
    #dbg_value(i64 9, !1154, !DIExpression(), !1157)
  %10 = add i8 %5, 3, !dbg !1158
    #dbg_value(i8 %10, !1152, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !1156)
    #dbg_value(i64 10, !1154, !DIExpression(), !1157)
  %11 = add i8 %7, 3, !dbg !1158
    #dbg_value(i8 %11, !1152, !DIExpression(DW_OP_LLVM_fragment, 80, 8), !1156)
    #dbg_value(i64 11, !1154, !DIExpression(), !1157)
  %12 = and i64 %0, -72057594037927936, !dbg !1160
  %13 = add i64 %12, 216172782113783808, !dbg !1160
  %14 = insertelement <4 x i64> poison, i64 %0, i64 0, !dbg !1160
  %15 = shufflevector <4 x i64> %14, <4 x i64> poison, <4 x i32> zeroinitializer, !dbg !1160
  %16 = add <4 x i64> %15, <i64 844424930131968, i64 3298534883328, i64 12884901888, i64 50331648>, !dbg !1160
  %17 = and <4 x i64> %16, <i64 71776119061217280, i64 280375465082880, i64 1095216660480, i64 4278190080>, !dbg !1160
  %18 = add i64 %0, 196608, !dbg !1160
  %19 = and i64 %18, 16711680, !dbg !1160
  %20 = add i64 %0, 768, !dbg !1160
  %21 = and i64 %20, 65280, !dbg !1160
  %22 = and i64 %8, 255, !dbg !1160
  %23 = tail call i64 @llvm.vector.reduce.or.v4i64(<4 x i64> %17), !dbg !1160
  %24 = or disjoint i64 %23, %19, !dbg !1160
  %25 = or disjoint i64 %21, %22, !dbg !1160
  %26 = or disjoint i64 %24, %25, !dbg !1160
  %27 = or disjoint i64 %26, %13, !dbg !1160
  %28 = zext i8 %11 to i24, !dbg !1160
  %29 = shl nuw i24 %28, 16, !dbg !1160
  %30 = zext i8 %10 to i24, !dbg !1160
  %31 = shl nuw nsw i24 %30, 8, !dbg !1160
  %32 = or disjoint i24 %29, %31, !dbg !1160
  %33 = zext i8 %9 to i24, !dbg !1160
  %34 = or disjoint i24 %32, %33, !dbg !1160
  %35 = insertvalue { i64, i24 } poison, i64 %27, 0, !dbg !1160
  %36 = insertvalue { i64, i24 } %35, i24 %34, 1, !dbg !1160
  ret { i64, i24 } %36, !dbg !1160
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @sum11(i64 %0, i24 %1) unnamed_addr #3 !dbg !1161 {
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
    #dbg_value(i64 %0, !1163, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !1167)
    #dbg_value(i64 %0, !1163, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !1167)
    #dbg_value(i64 %0, !1163, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !1167)
    #dbg_value(i64 %0, !1163, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !1167)
    #dbg_value(i64 %10, !1163, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !1167)
    #dbg_value(i64 %12, !1163, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !1167)
    #dbg_value(i64 %14, !1163, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !1167)
    #dbg_value(i64 %16, !1163, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !1167)
    #dbg_value(i24 %1, !1163, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 8), !1167)
    #dbg_value(i24 %18, !1163, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 72, 8), !1167)
    #dbg_value(i24 %19, !1163, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 80, 8), !1167)
    #dbg_value(i32 0, !1164, !DIExpression(), !1167)
    #dbg_value(i32 0, !1165, !DIExpression(), !1168)
    #dbg_value(i64 0, !1165, !DIExpression(), !1168)
    #dbg_value(i32 0, !1164, !DIExpression(), !1167)
  %21 = and i32 %3, 255, !dbg !1169
    #dbg_value(i32 %21, !1164, !DIExpression(), !1167)
    #dbg_value(i64 1, !1165, !DIExpression(), !1168)
  %22 = mul nuw nsw i32 %21, 33, !dbg !1169
  %23 = and i32 %5, 255, !dbg !1169
  %24 = add nuw nsw i32 %22, %23, !dbg !1169
    #dbg_value(i32 %24, !1164, !DIExpression(), !1167)
    #dbg_value(i64 2, !1165, !DIExpression(), !1168)
  %25 = mul nuw nsw i32 %24, 33, !dbg !1169
  %26 = and i32 %7, 255, !dbg !1169
  %27 = add nuw nsw i32 %25, %26, !dbg !1169
    #dbg_value(i32 %27, !1164, !DIExpression(), !1167)
    #dbg_value(i64 3, !1165, !DIExpression(), !1168)
  %28 = mul nuw nsw i32 %27, 33, !dbg !1169
  %29 = add nuw nsw i32 %28, %9, !dbg !1169
    #dbg_value(i32 %29, !1164, !DIExpression(), !1167)
    #dbg_value(i64 4, !1165, !DIExpression(), !1168)
  %30 = mul nuw nsw i32 %29, 33, !dbg !1169
  %31 = and i32 %11, 255, !dbg !1169
  %32 = add nuw nsw i32 %30, %31, !dbg !1169
    #dbg_value(i32 %32, !1164, !DIExpression(), !1167)
    #dbg_value(i64 5, !1165, !DIExpression(), !1168)
  %33 = mul i32 %32, 33, !dbg !1169
  %34 = and i32 %13, 255, !dbg !1169
  %35 = add i32 %33, %34, !dbg !1169
    #dbg_value(i32 %35, !1164, !DIExpression(), !1167)
    #dbg_value(i64 6, !1165, !DIExpression(), !1168)
  %36 = mul i32 %35, 33, !dbg !1169
  %37 = and i32 %15, 255, !dbg !1169
  %38 = add i32 %36, %37, !dbg !1169
    #dbg_value(i32 %38, !1164, !DIExpression(), !1167)
    #dbg_value(i64 7, !1165, !DIExpression(), !1168)
  %39 = mul i32 %38, 33, !dbg !1169
  %40 = add i32 %39, %17, !dbg !1169
    #dbg_value(i32 %40, !1164, !DIExpression(), !1167)
    #dbg_value(i64 8, !1165, !DIExpression(), !1168)
  %41 = mul i32 %40, 33, !dbg !1169
  %42 = and i24 %1, 255, !dbg !1169
  %43 = zext nneg i24 %42 to i32, !dbg !1169
  %44 = add i32 %41, %43, !dbg !1169
    #dbg_value(i32 %44, !1164, !DIExpression(), !1167)
    #dbg_value(i64 9, !1165, !DIExpression(), !1168)
  %45 = mul i32 %44, 33, !dbg !1169
  %46 = and i24 %18, 255, !dbg !1169
  %47 = zext nneg i24 %46 to i32, !dbg !1169
  %48 = add i32 %45, %47, !dbg !1169
    #dbg_value(i32 %48, !1164, !DIExpression(), !1167)
    #dbg_value(i64 10, !1165, !DIExpression(), !1168)
  %49 = mul i32 %48, 33, !dbg !1169
  %50 = add i32 %49, %20, !dbg !1169
    #dbg_value(i32 %50, !1164, !DIExpression(), !1167)
    #dbg_value(i64 11, !1165, !DIExpression(), !1168)
  ret i32 %50, !dbg !1171
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @late11(ptr nocapture noundef readonly byval(%struct.s11) align 8 %0, ptr nocapture noundef readonly byval(%struct.s11) align 8 %1) unnamed_addr #5 !dbg !1172 {
    #dbg_value(i64 1, !1176, !DIExpression(), !1185)
    #dbg_value(i64 2, !1177, !DIExpression(), !1185)
    #dbg_value(i64 3, !1178, !DIExpression(), !1185)
    #dbg_value(i64 4, !1179, !DIExpression(), !1185)
    #dbg_value(i64 5, !1180, !DIExpression(), !1185)
    #dbg_value(i64 6, !1181, !DIExpression(), !1185)
    #dbg_declare(ptr %0, !1182, !DIExpression(), !1186)
    #dbg_value(i64 7, !1183, !DIExpression(), !1185)
    #dbg_declare(ptr %1, !1184, !DIExpression(), !1186)
  %3 = load i64, ptr %0, align 8, !dbg !1186
  %4 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1186
  %5 = load i24, ptr %4, align 8, !dbg !1186
  %6 = tail call fastcc i32 @sum11(i64 %3, i24 %5), !dbg !1186
  %7 = mul i32 %6, 3, !dbg !1186
  %8 = add i32 %7, 28, !dbg !1186
  %9 = load i64, ptr %1, align 8, !dbg !1186
  %10 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !1186
  %11 = load i24, ptr %10, align 8, !dbg !1186
  %12 = tail call fastcc i32 @sum11(i64 %9, i24 %11), !dbg !1186
  %13 = add i32 %8, %12, !dbg !1186
  ret i32 %13, !dbg !1186
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i32 } @make12() unnamed_addr #3 !dbg !1187 {
    #dbg_value(i32 12, !1191, !DIExpression(), !1195)
    #dbg_value(i8 116, !1192, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !1195)
    #dbg_value(i8 123, !1192, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !1195)
    #dbg_value(i8 -126, !1192, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !1195)
    #dbg_value(i8 -119, !1192, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !1195)
    #dbg_value(i8 -112, !1192, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !1195)
    #dbg_value(i8 -105, !1192, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !1195)
    #dbg_value(i8 -98, !1192, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !1195)
    #dbg_value(i8 -91, !1192, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !1195)
    #dbg_value(i8 -84, !1192, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !1195)
    #dbg_value(i8 -77, !1192, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !1195)
    #dbg_value(i8 -70, !1192, !DIExpression(DW_OP_LLVM_fragment, 80, 8), !1195)
    #dbg_value(i8 -63, !1192, !DIExpression(DW_OP_LLVM_fragment, 88, 8), !1195)
  ret { i64, i32 } { i64 -6512601364093043852, i32 -1044728916 }, !dbg !1196
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i32 } @bump12(i64 %0, i32 %1) unnamed_addr #3 !dbg !1197 {
    #dbg_value(i64 %0, !1201, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !1205)
    #dbg_value(i64 %0, !1201, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !1205)
    #dbg_value(i64 %0, !1201, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !1205)
    #dbg_value(i64 %0, !1201, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !1205)
    #dbg_value(i64 %0, !1201, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !1205)
    #dbg_value(i64 %0, !1201, !DIExpression(DW_OP_constu, 40, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !1205)
    #dbg_value(i64 %0, !1201, !DIExpression(DW_OP_constu, 48, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !1205)
    #dbg_value(i64 %0, !1201, !DIExpression(DW_OP_constu, 56, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !1205)
    #dbg_value(i32 %1, !1201, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 8), !1205)
    #dbg_value(i32 %1, !1201, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 72, 8), !1205)
    #dbg_value(i32 %1, !1201, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 80, 8), !1205)
    #dbg_value(i32 %1, !1201, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 88, 8), !1205)
    #dbg_value(i32 3, !1202, !DIExpression(), !1205)
    #dbg_value(i32 0, !1203, !DIExpression(), !1206)
    #dbg_value(i64 0, !1203, !DIExpression(), !1206)
  %3 = add i64 %0, 3, !dbg !1207
    #dbg_value(i64 %0, !1201, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !1205)
    #dbg_value(i64 1, !1203, !DIExpression(), !1206)
    #dbg_value(i64 %0, !1201, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !1205)
    #dbg_value(i64 2, !1203, !DIExpression(), !1206)
    #dbg_value(i64 %0, !1201, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !1205)
    #dbg_value(i64 3, !1203, !DIExpression(), !1206)
    #dbg_value(i64 %0, !1201, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !1205)
    #dbg_value(i64 4, !1203, !DIExpression(), !1206)
    #dbg_value(i64 %0, !1201, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !1205)
    #dbg_value(i64 5, !1203, !DIExpression(), !1206)
    #dbg_value(i64 %0, !1201, !DIExpression(DW_OP_constu, 40, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !1205)
    #dbg_value(i64 6, !1203, !DIExpression(), !1206)
    #dbg_value(i64 %0, !1201, !DIExpression(DW_OP_constu, 48, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !1205)
    #dbg_value(i64 7, !1203, !DIExpression(), !1206)
    #dbg_value(i64 %0, !1201, !DIExpression(DW_OP_constu, 56, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !1205)
    #dbg_value(i64 8, !1203, !DIExpression(), !1206)
  %4 = add i32 %1, 3, !dbg !1207
    #dbg_value(i32 %1, !1201, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 8), !1205)
    #dbg_value(i64 9, !1203, !DIExpression(), !1206)
    #dbg_value(i32 %1, !1201, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 72, 8), !1205)
    #dbg_value(i64 10, !1203, !DIExpression(), !1206)
    #dbg_value(i32 %1, !1201, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 80, 8), !1205)
    #dbg_value(i64 11, !1203, !DIExpression(), !1206)
    #dbg_value(i32 %1, !1201, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 88, 8), !1205)
    #dbg_value(i64 12, !1203, !DIExpression(), !1206)
  %5 = and i64 %0, -72057594037927936, !dbg !1209
  %6 = add i64 %5, 216172782113783808, !dbg !1209
  %7 = insertelement <4 x i64> poison, i64 %0, i64 0, !dbg !1209
  %8 = shufflevector <4 x i64> %7, <4 x i64> poison, <4 x i32> zeroinitializer, !dbg !1209
  %9 = add <4 x i64> %8, <i64 844424930131968, i64 3298534883328, i64 12884901888, i64 50331648>, !dbg !1209
  %10 = and <4 x i64> %9, <i64 71776119061217280, i64 280375465082880, i64 1095216660480, i64 4278190080>, !dbg !1209
  %11 = add i64 %0, 196608, !dbg !1209
  %12 = and i64 %11, 16711680, !dbg !1209
  %13 = add i64 %0, 768, !dbg !1209
  %14 = and i64 %13, 65280, !dbg !1209
  %15 = and i64 %3, 255, !dbg !1209
  %16 = tail call i64 @llvm.vector.reduce.or.v4i64(<4 x i64> %10), !dbg !1209
  %17 = or disjoint i64 %16, %12, !dbg !1209
  %18 = or disjoint i64 %14, %15, !dbg !1209
  %19 = or disjoint i64 %17, %18, !dbg !1209
  %20 = or disjoint i64 %19, %6, !dbg !1209
  %21 = and i32 %1, -16777216, !dbg !1209
  %22 = add i32 %21, 50331648, !dbg !1209
  %23 = add i32 %1, 196608, !dbg !1209
  %24 = and i32 %23, 16711680, !dbg !1209
  %25 = or disjoint i32 %22, %24, !dbg !1209
  %26 = add i32 %1, 768, !dbg !1209
  %27 = and i32 %26, 65280, !dbg !1209
  %28 = or disjoint i32 %25, %27, !dbg !1209
  %29 = and i32 %4, 255, !dbg !1209
  %30 = or disjoint i32 %28, %29, !dbg !1209
  %31 = insertvalue { i64, i32 } poison, i64 %20, 0, !dbg !1209
  %32 = insertvalue { i64, i32 } %31, i32 %30, 1, !dbg !1209
  ret { i64, i32 } %32, !dbg !1209
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @sum12(i64 %0, i32 %1) unnamed_addr #3 !dbg !1210 {
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
    #dbg_value(i64 %0, !1212, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !1216)
    #dbg_value(i64 %0, !1212, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !1216)
    #dbg_value(i64 %0, !1212, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !1216)
    #dbg_value(i64 %0, !1212, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !1216)
    #dbg_value(i64 %10, !1212, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !1216)
    #dbg_value(i64 %12, !1212, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !1216)
    #dbg_value(i64 %14, !1212, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !1216)
    #dbg_value(i64 %16, !1212, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !1216)
    #dbg_value(i32 %1, !1212, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !1216)
    #dbg_value(i32 %18, !1212, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 72, 8), !1216)
    #dbg_value(i32 %19, !1212, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 80, 8), !1216)
    #dbg_value(i32 %20, !1212, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 88, 8), !1216)
    #dbg_value(i32 0, !1213, !DIExpression(), !1216)
    #dbg_value(i32 0, !1214, !DIExpression(), !1217)
    #dbg_value(i64 0, !1214, !DIExpression(), !1217)
    #dbg_value(i32 0, !1213, !DIExpression(), !1216)
  %21 = and i32 %3, 255, !dbg !1218
    #dbg_value(i32 %21, !1213, !DIExpression(), !1216)
    #dbg_value(i64 1, !1214, !DIExpression(), !1217)
  %22 = mul nuw nsw i32 %21, 33, !dbg !1218
  %23 = and i32 %5, 255, !dbg !1218
  %24 = add nuw nsw i32 %22, %23, !dbg !1218
    #dbg_value(i32 %24, !1213, !DIExpression(), !1216)
    #dbg_value(i64 2, !1214, !DIExpression(), !1217)
  %25 = mul nuw nsw i32 %24, 33, !dbg !1218
  %26 = and i32 %7, 255, !dbg !1218
  %27 = add nuw nsw i32 %25, %26, !dbg !1218
    #dbg_value(i32 %27, !1213, !DIExpression(), !1216)
    #dbg_value(i64 3, !1214, !DIExpression(), !1217)
  %28 = mul nuw nsw i32 %27, 33, !dbg !1218
  %29 = add nuw nsw i32 %28, %9, !dbg !1218
    #dbg_value(i32 %29, !1213, !DIExpression(), !1216)
    #dbg_value(i64 4, !1214, !DIExpression(), !1217)
  %30 = mul nuw nsw i32 %29, 33, !dbg !1218
  %31 = and i32 %11, 255, !dbg !1218
  %32 = add nuw nsw i32 %30, %31, !dbg !1218
    #dbg_value(i32 %32, !1213, !DIExpression(), !1216)
    #dbg_value(i64 5, !1214, !DIExpression(), !1217)
  %33 = mul i32 %32, 33, !dbg !1218
  %34 = and i32 %13, 255, !dbg !1218
  %35 = add i32 %33, %34, !dbg !1218
    #dbg_value(i32 %35, !1213, !DIExpression(), !1216)
    #dbg_value(i64 6, !1214, !DIExpression(), !1217)
  %36 = mul i32 %35, 33, !dbg !1218
  %37 = and i32 %15, 255, !dbg !1218
  %38 = add i32 %36, %37, !dbg !1218
    #dbg_value(i32 %38, !1213, !DIExpression(), !1216)
    #dbg_value(i64 7, !1214, !DIExpression(), !1217)
  %39 = mul i32 %38, 33, !dbg !1218
  %40 = add i32 %39, %17, !dbg !1218
    #dbg_value(i32 %40, !1213, !DIExpression(), !1216)
    #dbg_value(i64 8, !1214, !DIExpression(), !1217)
  %41 = mul i32 %40, 33, !dbg !1218
  %42 = and i32 %1, 255, !dbg !1218
  %43 = add i32 %41, %42, !dbg !1218
    #dbg_value(i32 %43, !1213, !DIExpression(), !1216)
    #dbg_value(i64 9, !1214, !DIExpression(), !1217)
  %44 = mul i32 %43, 33, !dbg !1218
  %45 = and i32 %18, 255, !dbg !1218
  %46 = add i32 %44, %45, !dbg !1218
    #dbg_value(i32 %46, !1213, !DIExpression(), !1216)
    #dbg_value(i64 10, !1214, !DIExpression(), !1217)
  %47 = mul i32 %46, 33, !dbg !1218
  %48 = and i32 %19, 255, !dbg !1218
  %49 = add i32 %47, %48, !dbg !1218
    #dbg_value(i32 %49, !1213, !DIExpression(), !1216)
    #dbg_value(i64 11, !1214, !DIExpression(), !1217)
  %50 = mul i32 %49, 33, !dbg !1218
  %51 = add i32 %50, %20, !dbg !1218
    #dbg_value(i32 %51, !1213, !DIExpression(), !1216)
    #dbg_value(i64 12, !1214, !DIExpression(), !1217)
  ret i32 %51, !dbg !1220
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @late12(ptr nocapture noundef readonly byval(%struct.s12) align 8 %0, ptr nocapture noundef readonly byval(%struct.s12) align 8 %1) unnamed_addr #5 !dbg !1221 {
    #dbg_value(i64 1, !1225, !DIExpression(), !1234)
    #dbg_value(i64 2, !1226, !DIExpression(), !1234)
    #dbg_value(i64 3, !1227, !DIExpression(), !1234)
    #dbg_value(i64 4, !1228, !DIExpression(), !1234)
    #dbg_value(i64 5, !1229, !DIExpression(), !1234)
    #dbg_value(i64 6, !1230, !DIExpression(), !1234)
    #dbg_declare(ptr %0, !1231, !DIExpression(), !1235)
    #dbg_value(i64 7, !1232, !DIExpression(), !1234)
    #dbg_declare(ptr %1, !1233, !DIExpression(), !1235)
  %3 = load i64, ptr %0, align 8, !dbg !1235
  %4 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1235
  %5 = load i32, ptr %4, align 8, !dbg !1235
  %6 = tail call fastcc i32 @sum12(i64 %3, i32 %5), !dbg !1235
  %7 = mul i32 %6, 3, !dbg !1235
  %8 = add i32 %7, 28, !dbg !1235
  %9 = load i64, ptr %1, align 8, !dbg !1235
  %10 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !1235
  %11 = load i32, ptr %10, align 8, !dbg !1235
  %12 = tail call fastcc i32 @sum12(i64 %9, i32 %11), !dbg !1235
  %13 = add i32 %8, %12, !dbg !1235
  ret i32 %13, !dbg !1235
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i40 } @make13() unnamed_addr #3 !dbg !1236 {
    #dbg_value(i32 13, !1240, !DIExpression(), !1244)
    #dbg_value(i8 -109, !1241, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !1244)
    #dbg_value(i8 -102, !1241, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !1244)
    #dbg_value(i8 -95, !1241, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !1244)
    #dbg_value(i8 -88, !1241, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !1244)
    #dbg_value(i8 -81, !1241, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !1244)
    #dbg_value(i8 -74, !1241, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !1244)
    #dbg_value(i8 -67, !1241, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !1244)
    #dbg_value(i8 -60, !1241, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !1244)
    #dbg_value(i8 -53, !1241, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !1244)
    #dbg_value(i8 -46, !1241, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !1244)
    #dbg_value(i8 -39, !1241, !DIExpression(DW_OP_LLVM_fragment, 80, 8), !1244)
    #dbg_value(i8 -32, !1241, !DIExpression(DW_OP_LLVM_fragment, 88, 8), !1244)
    #dbg_value(i8 -25, !1241, !DIExpression(DW_OP_LLVM_fragment, 96, 8), !1244)
  ret { i64, i40 } { i64 -4270056006112666989, i40 -103601810741 }, !dbg !1245
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i40 } @bump13(i64 %0, i40 %1) unnamed_addr #3 !dbg !1246 {
  %3 = trunc i40 %1 to i8
  %4 = lshr i40 %1, 8
  %5 = trunc i40 %4 to i8
  %6 = lshr i40 %1, 16
  %7 = trunc i40 %6 to i8
  %8 = lshr i40 %1, 24
  %9 = trunc i40 %8 to i8
  %10 = lshr i40 %1, 32
  %11 = trunc nuw i40 %10 to i8
    #dbg_value(i64 %0, !1250, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !1254)
    #dbg_value(i64 %0, !1250, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !1254)
    #dbg_value(i64 %0, !1250, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !1254)
    #dbg_value(i64 %0, !1250, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !1254)
    #dbg_value(i64 %0, !1250, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !1254)
    #dbg_value(i64 %0, !1250, !DIExpression(DW_OP_constu, 40, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !1254)
    #dbg_value(i64 %0, !1250, !DIExpression(DW_OP_constu, 48, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !1254)
    #dbg_value(i64 %0, !1250, !DIExpression(DW_OP_constu, 56, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !1254)
    #dbg_value(i8 %3, !1250, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !1254)
    #dbg_value(i8 %5, !1250, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !1254)
    #dbg_value(i8 %7, !1250, !DIExpression(DW_OP_LLVM_fragment, 80, 8), !1254)
    #dbg_value(i8 %9, !1250, !DIExpression(DW_OP_LLVM_fragment, 88, 8), !1254)
    #dbg_value(i8 %11, !1250, !DIExpression(DW_OP_LLVM_fragment, 96, 8), !1254)
    #dbg_value(i32 3, !1251, !DIExpression(), !1254)
    #dbg_value(i32 0, !1252, !DIExpression(), !1255)
    #dbg_value(i64 0, !1252, !DIExpression(), !1255)
  %12 = add i64 %0, 3, !dbg !1256
    #dbg_value(i64 %0, !1250, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !1254)
    #dbg_value(i64 1, !1252, !DIExpression(), !1255)
    #dbg_value(i64 %0, !1250, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !1254)
    #dbg_value(i64 2, !1252, !DIExpression(), !1255)
    #dbg_value(i64 %0, !1250, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !1254)
    #dbg_value(i64 3, !1252, !DIExpression(), !1255)
    #dbg_value(i64 %0, !1250, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !1254)
    #dbg_value(i64 4, !1252, !DIExpression(), !1255)
    #dbg_value(i64 %0, !1250, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !1254)
    #dbg_value(i64 5, !1252, !DIExpression(), !1255)
    #dbg_value(i64 %0, !1250, !DIExpression(DW_OP_constu, 40, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !1254)
    #dbg_value(i64 6, !1252, !DIExpression(), !1255)
    #dbg_value(i64 %0, !1250, !DIExpression(DW_OP_constu, 48, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !1254)
    #dbg_value(i64 7, !1252, !DIExpression(), !1255)
    #dbg_value(i64 %0, !1250, !DIExpression(DW_OP_constu, 56, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !1254)
    #dbg_value(i64 8, !1252, !DIExpression(), !1255)
  %13 = add i8 %3, 3, !dbg !1256
    #dbg_value(i8 %13, !1250, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !1254)
    #dbg_value(i64 9, !1252, !DIExpression(), !1255)
  %14 = add i8 %5, 3, !dbg !1256
    #dbg_value(i8 %14, !1250, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !1254)
    #dbg_value(i64 10, !1252, !DIExpression(), !1255)
  %15 = add i8 %7, 3, !dbg !1256
    #dbg_value(i8 %15, !1250, !DIExpression(DW_OP_LLVM_fragment, 80, 8), !1254)
    #dbg_value(i64 11, !1252, !DIExpression(), !1255)
  %16 = add i8 %9, 3, !dbg !1256
    #dbg_value(i8 %16, !1250, !DIExpression(DW_OP_LLVM_fragment, 88, 8), !1254)
    #dbg_value(i64 12, !1252, !DIExpression(), !1255)
  %17 = add i8 %11, 3, !dbg !1256
    #dbg_value(i8 %17, !1250, !DIExpression(DW_OP_LLVM_fragment, 96, 8), !1254)
    #dbg_value(i64 13, !1252, !DIExpression(), !1255)
  %18 = and i64 %0, -72057594037927936, !dbg !1258
  %19 = add i64 %18, 216172782113783808, !dbg !1258
  %20 = insertelement <4 x i64> poison, i64 %0, i64 0, !dbg !1258
  %21 = shufflevector <4 x i64> %20, <4 x i64> poison, <4 x i32> zeroinitializer, !dbg !1258
  %22 = add <4 x i64> %21, <i64 844424930131968, i64 3298534883328, i64 12884901888, i64 50331648>, !dbg !1258
  %23 = and <4 x i64> %22, <i64 71776119061217280, i64 280375465082880, i64 1095216660480, i64 4278190080>, !dbg !1258
  %24 = add i64 %0, 196608, !dbg !1258
  %25 = and i64 %24, 16711680, !dbg !1258
  %26 = add i64 %0, 768, !dbg !1258
  %27 = and i64 %26, 65280, !dbg !1258
  %28 = and i64 %12, 255, !dbg !1258
  %29 = tail call i64 @llvm.vector.reduce.or.v4i64(<4 x i64> %23), !dbg !1258
  %30 = or disjoint i64 %29, %25, !dbg !1258
  %31 = or disjoint i64 %27, %28, !dbg !1258
  %32 = or disjoint i64 %30, %31, !dbg !1258
  %33 = or disjoint i64 %32, %19, !dbg !1258
  %34 = zext i8 %17 to i40, !dbg !1258
  %35 = shl nuw i40 %34, 32, !dbg !1258
  %36 = zext i8 %16 to i40, !dbg !1258
  %37 = shl nuw nsw i40 %36, 24, !dbg !1258
  %38 = or disjoint i40 %35, %37, !dbg !1258
  %39 = zext i8 %15 to i40, !dbg !1258
  %40 = shl nuw nsw i40 %39, 16, !dbg !1258
  %41 = or disjoint i40 %38, %40, !dbg !1258
  %42 = zext i8 %14 to i40, !dbg !1258
  %43 = shl nuw nsw i40 %42, 8, !dbg !1258
  %44 = or disjoint i40 %41, %43, !dbg !1258
  %45 = zext i8 %13 to i40, !dbg !1258
  %46 = or disjoint i40 %44, %45, !dbg !1258
  %47 = insertvalue { i64, i40 } poison, i64 %33, 0, !dbg !1258
  %48 = insertvalue { i64, i40 } %47, i40 %46, 1, !dbg !1258
  ret { i64, i40 } %48, !dbg !1258
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @sum13(i64 %0, i40 %1) unnamed_addr #3 !dbg !1259 {
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
    #dbg_value(i64 %0, !1261, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !1265)
    #dbg_value(i64 %0, !1261, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !1265)
    #dbg_value(i64 %0, !1261, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !1265)
    #dbg_value(i64 %0, !1261, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !1265)
    #dbg_value(i64 %10, !1261, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !1265)
    #dbg_value(i64 %12, !1261, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !1265)
    #dbg_value(i64 %14, !1261, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !1265)
    #dbg_value(i64 %16, !1261, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !1265)
    #dbg_value(i40 %1, !1261, !DIExpression(DW_OP_LLVM_convert, 40, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 8), !1265)
    #dbg_value(i40 %1, !1261, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 40, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 72, 8), !1265)
    #dbg_value(i40 %1, !1261, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 40, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 80, 8), !1265)
    #dbg_value(i40 %1, !1261, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 40, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 88, 8), !1265)
    #dbg_value(i40 %25, !1261, !DIExpression(DW_OP_LLVM_convert, 40, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 96, 8), !1265)
    #dbg_value(i32 0, !1262, !DIExpression(), !1265)
    #dbg_value(i32 0, !1263, !DIExpression(), !1266)
    #dbg_value(i64 0, !1263, !DIExpression(), !1266)
    #dbg_value(i32 0, !1262, !DIExpression(), !1265)
  %27 = and i32 %3, 255, !dbg !1267
    #dbg_value(i32 %27, !1262, !DIExpression(), !1265)
    #dbg_value(i64 1, !1263, !DIExpression(), !1266)
  %28 = mul nuw nsw i32 %27, 33, !dbg !1267
  %29 = and i32 %5, 255, !dbg !1267
  %30 = add nuw nsw i32 %28, %29, !dbg !1267
    #dbg_value(i32 %30, !1262, !DIExpression(), !1265)
    #dbg_value(i64 2, !1263, !DIExpression(), !1266)
  %31 = mul nuw nsw i32 %30, 33, !dbg !1267
  %32 = and i32 %7, 255, !dbg !1267
  %33 = add nuw nsw i32 %31, %32, !dbg !1267
    #dbg_value(i32 %33, !1262, !DIExpression(), !1265)
    #dbg_value(i64 3, !1263, !DIExpression(), !1266)
  %34 = mul nuw nsw i32 %33, 33, !dbg !1267
  %35 = add nuw nsw i32 %34, %9, !dbg !1267
    #dbg_value(i32 %35, !1262, !DIExpression(), !1265)
    #dbg_value(i64 4, !1263, !DIExpression(), !1266)
  %36 = mul nuw nsw i32 %35, 33, !dbg !1267
  %37 = and i32 %11, 255, !dbg !1267
  %38 = add nuw nsw i32 %36, %37, !dbg !1267
    #dbg_value(i32 %38, !1262, !DIExpression(), !1265)
    #dbg_value(i64 5, !1263, !DIExpression(), !1266)
  %39 = mul i32 %38, 33, !dbg !1267
  %40 = and i32 %13, 255, !dbg !1267
  %41 = add i32 %39, %40, !dbg !1267
    #dbg_value(i32 %41, !1262, !DIExpression(), !1265)
    #dbg_value(i64 6, !1263, !DIExpression(), !1266)
  %42 = mul i32 %41, 33, !dbg !1267
  %43 = and i32 %15, 255, !dbg !1267
  %44 = add i32 %42, %43, !dbg !1267
    #dbg_value(i32 %44, !1262, !DIExpression(), !1265)
    #dbg_value(i64 7, !1263, !DIExpression(), !1266)
  %45 = mul i32 %44, 33, !dbg !1267
  %46 = add i32 %45, %17, !dbg !1267
    #dbg_value(i32 %46, !1262, !DIExpression(), !1265)
    #dbg_value(i64 8, !1263, !DIExpression(), !1266)
  %47 = mul i32 %46, 33, !dbg !1267
  %48 = and i32 %18, 255, !dbg !1267
  %49 = add i32 %47, %48, !dbg !1267
    #dbg_value(i32 %49, !1262, !DIExpression(), !1265)
    #dbg_value(i64 9, !1263, !DIExpression(), !1266)
  %50 = mul i32 %49, 33, !dbg !1267
  %51 = and i32 %20, 255, !dbg !1267
  %52 = add i32 %50, %51, !dbg !1267
    #dbg_value(i32 %52, !1262, !DIExpression(), !1265)
    #dbg_value(i64 10, !1263, !DIExpression(), !1266)
  %53 = mul i32 %52, 33, !dbg !1267
  %54 = and i32 %22, 255, !dbg !1267
  %55 = add i32 %53, %54, !dbg !1267
    #dbg_value(i32 %55, !1262, !DIExpression(), !1265)
    #dbg_value(i64 11, !1263, !DIExpression(), !1266)
  %56 = mul i32 %55, 33, !dbg !1267
  %57 = add i32 %56, %24, !dbg !1267
    #dbg_value(i32 %57, !1262, !DIExpression(), !1265)
    #dbg_value(i64 12, !1263, !DIExpression(), !1266)
  %58 = mul i32 %57, 33, !dbg !1267
  %59 = add i32 %58, %26, !dbg !1267
    #dbg_value(i32 %59, !1262, !DIExpression(), !1265)
    #dbg_value(i64 13, !1263, !DIExpression(), !1266)
  ret i32 %59, !dbg !1269
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @late13(ptr nocapture noundef readonly byval(%struct.s13) align 8 %0, ptr nocapture noundef readonly byval(%struct.s13) align 8 %1) unnamed_addr #5 !dbg !1270 {
    #dbg_value(i64 1, !1274, !DIExpression(), !1283)
    #dbg_value(i64 2, !1275, !DIExpression(), !1283)
    #dbg_value(i64 3, !1276, !DIExpression(), !1283)
    #dbg_value(i64 4, !1277, !DIExpression(), !1283)
    #dbg_value(i64 5, !1278, !DIExpression(), !1283)
    #dbg_value(i64 6, !1279, !DIExpression(), !1283)
    #dbg_declare(ptr %0, !1280, !DIExpression(), !1284)
    #dbg_value(i64 7, !1281, !DIExpression(), !1283)
    #dbg_declare(ptr %1, !1282, !DIExpression(), !1284)
  %3 = load i64, ptr %0, align 8, !dbg !1284
  %4 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1284
  %5 = load i40, ptr %4, align 8, !dbg !1284
  %6 = tail call fastcc i32 @sum13(i64 %3, i40 %5), !dbg !1284
  %7 = mul i32 %6, 3, !dbg !1284
  %8 = add i32 %7, 28, !dbg !1284
  %9 = load i64, ptr %1, align 8, !dbg !1284
  %10 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !1284
  %11 = load i40, ptr %10, align 8, !dbg !1284
  %12 = tail call fastcc i32 @sum13(i64 %9, i40 %11), !dbg !1284
  %13 = add i32 %8, %12, !dbg !1284
  ret i32 %13, !dbg !1284
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i48 } @make14() unnamed_addr #3 !dbg !1285 {
    #dbg_value(i32 14, !1289, !DIExpression(), !1293)
    #dbg_value(i8 -78, !1290, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !1293)
    #dbg_value(i8 -71, !1290, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !1293)
    #dbg_value(i8 -64, !1290, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !1293)
    #dbg_value(i8 -57, !1290, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !1293)
    #dbg_value(i8 -50, !1290, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !1293)
    #dbg_value(i8 -43, !1290, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !1293)
    #dbg_value(i8 -36, !1290, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !1293)
    #dbg_value(i8 -29, !1290, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !1293)
    #dbg_value(i8 -22, !1290, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !1293)
    #dbg_value(i8 -15, !1290, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !1293)
    #dbg_value(i8 -8, !1290, !DIExpression(DW_OP_LLVM_fragment, 80, 8), !1293)
    #dbg_value(i8 -1, !1290, !DIExpression(DW_OP_LLVM_fragment, 88, 8), !1293)
    #dbg_value(i8 6, !1290, !DIExpression(DW_OP_LLVM_fragment, 96, 8), !1293)
    #dbg_value(i8 13, !1290, !DIExpression(DW_OP_LLVM_fragment, 104, 8), !1293)
  ret { i64, i48 } { i64 -2027510648132290126, i48 14323715469802 }, !dbg !1294
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i48 } @bump14(i64 %0, i48 %1) unnamed_addr #3 !dbg !1295 {
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
    #dbg_value(i64 %0, !1299, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !1303)
    #dbg_value(i64 %0, !1299, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !1303)
    #dbg_value(i64 %0, !1299, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !1303)
    #dbg_value(i64 %0, !1299, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !1303)
    #dbg_value(i64 %0, !1299, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !1303)
    #dbg_value(i64 %0, !1299, !DIExpression(DW_OP_constu, 40, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !1303)
    #dbg_value(i64 %0, !1299, !DIExpression(DW_OP_constu, 48, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !1303)
    #dbg_value(i64 %0, !1299, !DIExpression(DW_OP_constu, 56, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !1303)
    #dbg_value(i8 %3, !1299, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !1303)
    #dbg_value(i8 %5, !1299, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !1303)
    #dbg_value(i8 %7, !1299, !DIExpression(DW_OP_LLVM_fragment, 80, 8), !1303)
    #dbg_value(i8 %9, !1299, !DIExpression(DW_OP_LLVM_fragment, 88, 8), !1303)
    #dbg_value(i8 %11, !1299, !DIExpression(DW_OP_LLVM_fragment, 96, 8), !1303)
    #dbg_value(i8 %13, !1299, !DIExpression(DW_OP_LLVM_fragment, 104, 8), !1303)
    #dbg_value(i32 3, !1300, !DIExpression(), !1303)
    #dbg_value(i32 0, !1301, !DIExpression(), !1304)
    #dbg_value(i64 0, !1301, !DIExpression(), !1304)
  %14 = add i64 %0, 3, !dbg !1305
    #dbg_value(i64 %0, !1299, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !1303)
    #dbg_value(i64 1, !1301, !DIExpression(), !1304)
    #dbg_value(i64 %0, !1299, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !1303)
    #dbg_value(i64 2, !1301, !DIExpression(), !1304)
    #dbg_value(i64 %0, !1299, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !1303)
    #dbg_value(i64 3, !1301, !DIExpression(), !1304)
    #dbg_value(i64 %0, !1299, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !1303)
    #dbg_value(i64 4, !1301, !DIExpression(), !1304)
    #dbg_value(i64 %0, !1299, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !1303)
    #dbg_value(i64 5, !1301, !DIExpression(), !1304)
    #dbg_value(i64 %0, !1299, !DIExpression(DW_OP_constu, 40, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !1303)
    #dbg_value(i64 6, !1301, !DIExpression(), !1304)
    #dbg_value(i64 %0, !1299, !DIExpression(DW_OP_constu, 48, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !1303)
    #dbg_value(i64 7, !1301, !DIExpression(), !1304)
    #dbg_value(i64 %0, !1299, !DIExpression(DW_OP_constu, 56, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !1303)
    #dbg_value(i64 8, !1301, !DIExpression(), !1304)
  %15 = add i8 %3, 3, !dbg !1305
    #dbg_value(i8 %15, !1299, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !1303)
    #dbg_value(i64 9, !1301, !DIExpression(), !1304)
  %16 = add i8 %5, 3, !dbg !1305
    #dbg_value(i8 %16, !1299, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !1303)
    #dbg_value(i64 10, !1301, !DIExpression(), !1304)
  %17 = add i8 %7, 3, !dbg !1305
    #dbg_value(i8 %17, !1299, !DIExpression(DW_OP_LLVM_fragment, 80, 8), !1303)
    #dbg_value(i64 11, !1301, !DIExpression(), !1304)
  %18 = add i8 %9, 3, !dbg !1305
    #dbg_value(i8 %18, !1299, !DIExpression(DW_OP_LLVM_fragment, 88, 8), !1303)
    #dbg_value(i64 12, !1301, !DIExpression(), !1304)
  %19 = add i8 %11, 3, !dbg !1305
    #dbg_value(i8 %19, !1299, !DIExpression(DW_OP_LLVM_fragment, 96, 8), !1303)
    #dbg_value(i64 13, !1301, !DIExpression(), !1304)
  %20 = add i8 %13, 3, !dbg !1305
    #dbg_value(i8 %20, !1299, !DIExpression(DW_OP_LLVM_fragment, 104, 8), !1303)
    #dbg_value(i64 14, !1301, !DIExpression(), !1304)
  %21 = and i64 %0, -72057594037927936, !dbg !1307
  %22 = add i64 %21, 216172782113783808, !dbg !1307
  %23 = insertelement <4 x i64> poison, i64 %0, i64 0, !dbg !1307
  %24 = shufflevector <4 x i64> %23, <4 x i64> poison, <4 x i32> zeroinitializer, !dbg !1307
  %25 = add <4 x i64> %24, <i64 844424930131968, i64 3298534883328, i64 12884901888, i64 50331648>, !dbg !1307
  %26 = and <4 x i64> %25, <i64 71776119061217280, i64 280375465082880, i64 1095216660480, i64 4278190080>, !dbg !1307
  %27 = add i64 %0, 196608, !dbg !1307
  %28 = and i64 %27, 16711680, !dbg !1307
  %29 = add i64 %0, 768, !dbg !1307
  %30 = and i64 %29, 65280, !dbg !1307
  %31 = and i64 %14, 255, !dbg !1307
  %32 = tail call i64 @llvm.vector.reduce.or.v4i64(<4 x i64> %26), !dbg !1307
  %33 = or disjoint i64 %32, %28, !dbg !1307
  %34 = or disjoint i64 %30, %31, !dbg !1307
  %35 = or disjoint i64 %33, %34, !dbg !1307
  %36 = or disjoint i64 %35, %22, !dbg !1307
  %37 = zext i8 %20 to i48, !dbg !1307
  %38 = shl nuw i48 %37, 40, !dbg !1307
  %39 = zext i8 %19 to i48, !dbg !1307
  %40 = shl nuw nsw i48 %39, 32, !dbg !1307
  %41 = or disjoint i48 %38, %40, !dbg !1307
  %42 = zext i8 %18 to i48, !dbg !1307
  %43 = shl nuw nsw i48 %42, 24, !dbg !1307
  %44 = or disjoint i48 %41, %43, !dbg !1307
  %45 = zext i8 %17 to i48, !dbg !1307
  %46 = shl nuw nsw i48 %45, 16, !dbg !1307
  %47 = or disjoint i48 %44, %46, !dbg !1307
  %48 = zext i8 %16 to i48, !dbg !1307
  %49 = shl nuw nsw i48 %48, 8, !dbg !1307
  %50 = or disjoint i48 %47, %49, !dbg !1307
  %51 = zext i8 %15 to i48, !dbg !1307
  %52 = or disjoint i48 %50, %51, !dbg !1307
  %53 = insertvalue { i64, i48 } poison, i64 %36, 0, !dbg !1307
  %54 = insertvalue { i64, i48 } %53, i48 %52, 1, !dbg !1307
  ret { i64, i48 } %54, !dbg !1307
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @sum14(i64 %0, i48 %1) unnamed_addr #3 !dbg !1308 {
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
    #dbg_value(i64 %0, !1310, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !1314)
    #dbg_value(i64 %0, !1310, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !1314)
    #dbg_value(i64 %0, !1310, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !1314)
    #dbg_value(i64 %0, !1310, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !1314)
    #dbg_value(i64 %10, !1310, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !1314)
    #dbg_value(i64 %12, !1310, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !1314)
    #dbg_value(i64 %14, !1310, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !1314)
    #dbg_value(i64 %16, !1310, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !1314)
    #dbg_value(i48 %1, !1310, !DIExpression(DW_OP_LLVM_convert, 48, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 8), !1314)
    #dbg_value(i48 %1, !1310, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 48, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 72, 8), !1314)
    #dbg_value(i48 %1, !1310, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 48, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 80, 8), !1314)
    #dbg_value(i48 %1, !1310, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 48, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 88, 8), !1314)
    #dbg_value(i48 %25, !1310, !DIExpression(DW_OP_LLVM_convert, 48, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 96, 8), !1314)
    #dbg_value(i48 %27, !1310, !DIExpression(DW_OP_LLVM_convert, 48, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 104, 8), !1314)
    #dbg_value(i32 0, !1311, !DIExpression(), !1314)
    #dbg_value(i32 0, !1312, !DIExpression(), !1315)
    #dbg_value(i64 0, !1312, !DIExpression(), !1315)
    #dbg_value(i32 0, !1311, !DIExpression(), !1314)
  %29 = and i32 %3, 255, !dbg !1316
    #dbg_value(i32 %29, !1311, !DIExpression(), !1314)
    #dbg_value(i64 1, !1312, !DIExpression(), !1315)
  %30 = mul nuw nsw i32 %29, 33, !dbg !1316
  %31 = and i32 %5, 255, !dbg !1316
  %32 = add nuw nsw i32 %30, %31, !dbg !1316
    #dbg_value(i32 %32, !1311, !DIExpression(), !1314)
    #dbg_value(i64 2, !1312, !DIExpression(), !1315)
  %33 = mul nuw nsw i32 %32, 33, !dbg !1316
  %34 = and i32 %7, 255, !dbg !1316
  %35 = add nuw nsw i32 %33, %34, !dbg !1316
    #dbg_value(i32 %35, !1311, !DIExpression(), !1314)
    #dbg_value(i64 3, !1312, !DIExpression(), !1315)
  %36 = mul nuw nsw i32 %35, 33, !dbg !1316
  %37 = add nuw nsw i32 %36, %9, !dbg !1316
    #dbg_value(i32 %37, !1311, !DIExpression(), !1314)
    #dbg_value(i64 4, !1312, !DIExpression(), !1315)
  %38 = mul nuw nsw i32 %37, 33, !dbg !1316
  %39 = and i32 %11, 255, !dbg !1316
  %40 = add nuw nsw i32 %38, %39, !dbg !1316
    #dbg_value(i32 %40, !1311, !DIExpression(), !1314)
    #dbg_value(i64 5, !1312, !DIExpression(), !1315)
  %41 = mul i32 %40, 33, !dbg !1316
  %42 = and i32 %13, 255, !dbg !1316
  %43 = add i32 %41, %42, !dbg !1316
    #dbg_value(i32 %43, !1311, !DIExpression(), !1314)
    #dbg_value(i64 6, !1312, !DIExpression(), !1315)
  %44 = mul i32 %43, 33, !dbg !1316
  %45 = and i32 %15, 255, !dbg !1316
  %46 = add i32 %44, %45, !dbg !1316
    #dbg_value(i32 %46, !1311, !DIExpression(), !1314)
    #dbg_value(i64 7, !1312, !DIExpression(), !1315)
  %47 = mul i32 %46, 33, !dbg !1316
  %48 = add i32 %47, %17, !dbg !1316
    #dbg_value(i32 %48, !1311, !DIExpression(), !1314)
    #dbg_value(i64 8, !1312, !DIExpression(), !1315)
  %49 = mul i32 %48, 33, !dbg !1316
  %50 = and i32 %18, 255, !dbg !1316
  %51 = add i32 %49, %50, !dbg !1316
    #dbg_value(i32 %51, !1311, !DIExpression(), !1314)
    #dbg_value(i64 9, !1312, !DIExpression(), !1315)
  %52 = mul i32 %51, 33, !dbg !1316
  %53 = and i32 %20, 255, !dbg !1316
  %54 = add i32 %52, %53, !dbg !1316
    #dbg_value(i32 %54, !1311, !DIExpression(), !1314)
    #dbg_value(i64 10, !1312, !DIExpression(), !1315)
  %55 = mul i32 %54, 33, !dbg !1316
  %56 = and i32 %22, 255, !dbg !1316
  %57 = add i32 %55, %56, !dbg !1316
    #dbg_value(i32 %57, !1311, !DIExpression(), !1314)
    #dbg_value(i64 11, !1312, !DIExpression(), !1315)
  %58 = mul i32 %57, 33, !dbg !1316
  %59 = add i32 %58, %24, !dbg !1316
    #dbg_value(i32 %59, !1311, !DIExpression(), !1314)
    #dbg_value(i64 12, !1312, !DIExpression(), !1315)
  %60 = mul i32 %59, 33, !dbg !1316
  %61 = and i32 %26, 255, !dbg !1316
  %62 = add i32 %60, %61, !dbg !1316
    #dbg_value(i32 %62, !1311, !DIExpression(), !1314)
    #dbg_value(i64 13, !1312, !DIExpression(), !1315)
  %63 = mul i32 %62, 33, !dbg !1316
  %64 = add i32 %63, %28, !dbg !1316
    #dbg_value(i32 %64, !1311, !DIExpression(), !1314)
    #dbg_value(i64 14, !1312, !DIExpression(), !1315)
  ret i32 %64, !dbg !1318
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @late14(ptr nocapture noundef readonly byval(%struct.s14) align 8 %0, ptr nocapture noundef readonly byval(%struct.s14) align 8 %1) unnamed_addr #5 !dbg !1319 {
    #dbg_value(i64 1, !1323, !DIExpression(), !1332)
    #dbg_value(i64 2, !1324, !DIExpression(), !1332)
    #dbg_value(i64 3, !1325, !DIExpression(), !1332)
    #dbg_value(i64 4, !1326, !DIExpression(), !1332)
    #dbg_value(i64 5, !1327, !DIExpression(), !1332)
    #dbg_value(i64 6, !1328, !DIExpression(), !1332)
    #dbg_declare(ptr %0, !1329, !DIExpression(), !1333)
    #dbg_value(i64 7, !1330, !DIExpression(), !1332)
    #dbg_declare(ptr %1, !1331, !DIExpression(), !1333)
  %3 = load i64, ptr %0, align 8, !dbg !1333
  %4 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1333
  %5 = load i48, ptr %4, align 8, !dbg !1333
  %6 = tail call fastcc i32 @sum14(i64 %3, i48 %5), !dbg !1333
  %7 = mul i32 %6, 3, !dbg !1333
  %8 = add i32 %7, 28, !dbg !1333
  %9 = load i64, ptr %1, align 8, !dbg !1333
  %10 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !1333
  %11 = load i48, ptr %10, align 8, !dbg !1333
  %12 = tail call fastcc i32 @sum14(i64 %9, i48 %11), !dbg !1333
  %13 = add i32 %8, %12, !dbg !1333
  ret i32 %13, !dbg !1333
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i56 } @make15() unnamed_addr #3 !dbg !1334 {
    #dbg_value(i32 15, !1338, !DIExpression(), !1342)
    #dbg_value(i8 -47, !1339, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !1342)
    #dbg_value(i8 -40, !1339, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !1342)
    #dbg_value(i8 -33, !1339, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !1342)
    #dbg_value(i8 -26, !1339, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !1342)
    #dbg_value(i8 -19, !1339, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !1342)
    #dbg_value(i8 -12, !1339, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !1342)
    #dbg_value(i8 -5, !1339, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !1342)
    #dbg_value(i8 2, !1339, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !1342)
    #dbg_value(i8 9, !1339, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !1342)
    #dbg_value(i8 16, !1339, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !1342)
    #dbg_value(i8 23, !1339, !DIExpression(DW_OP_LLVM_fragment, 80, 8), !1342)
    #dbg_value(i8 30, !1339, !DIExpression(DW_OP_LLVM_fragment, 88, 8), !1342)
    #dbg_value(i8 37, !1339, !DIExpression(DW_OP_LLVM_fragment, 96, 8), !1342)
    #dbg_value(i8 44, !1339, !DIExpression(DW_OP_LLVM_fragment, 104, 8), !1342)
    #dbg_value(i8 51, !1339, !DIExpression(DW_OP_LLVM_fragment, 112, 8), !1342)
  ret { i64, i56 } { i64 215034709848086737, i56 14403761742483465 }, !dbg !1343
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i56 } @bump15(i64 %0, i56 %1) unnamed_addr #3 !dbg !1344 {
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
    #dbg_value(i64 %0, !1348, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !1352)
    #dbg_value(i64 %0, !1348, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !1352)
    #dbg_value(i64 %0, !1348, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !1352)
    #dbg_value(i64 %0, !1348, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !1352)
    #dbg_value(i64 %0, !1348, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !1352)
    #dbg_value(i64 %0, !1348, !DIExpression(DW_OP_constu, 40, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !1352)
    #dbg_value(i64 %0, !1348, !DIExpression(DW_OP_constu, 48, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !1352)
    #dbg_value(i64 %0, !1348, !DIExpression(DW_OP_constu, 56, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !1352)
    #dbg_value(i8 %3, !1348, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !1352)
    #dbg_value(i8 %5, !1348, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !1352)
    #dbg_value(i8 %7, !1348, !DIExpression(DW_OP_LLVM_fragment, 80, 8), !1352)
    #dbg_value(i8 %9, !1348, !DIExpression(DW_OP_LLVM_fragment, 88, 8), !1352)
    #dbg_value(i8 %11, !1348, !DIExpression(DW_OP_LLVM_fragment, 96, 8), !1352)
    #dbg_value(i8 %13, !1348, !DIExpression(DW_OP_LLVM_fragment, 104, 8), !1352)
    #dbg_value(i8 %15, !1348, !DIExpression(DW_OP_LLVM_fragment, 112, 8), !1352)
    #dbg_value(i32 3, !1349, !DIExpression(), !1352)
    #dbg_value(i32 0, !1350, !DIExpression(), !1353)
    #dbg_value(i64 0, !1350, !DIExpression(), !1353)
  %16 = add i64 %0, 3, !dbg !1354
    #dbg_value(i64 %0, !1348, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !1352)
    #dbg_value(i64 1, !1350, !DIExpression(), !1353)
    #dbg_value(i64 %0, !1348, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !1352)
    #dbg_value(i64 2, !1350, !DIExpression(), !1353)
    #dbg_value(i64 %0, !1348, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !1352)
    #dbg_value(i64 3, !1350, !DIExpression(), !1353)
    #dbg_value(i64 %0, !1348, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !1352)
    #dbg_value(i64 4, !1350, !DIExpression(), !1353)
    #dbg_value(i64 %0, !1348, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !1352)
    #dbg_value(i64 5, !1350, !DIExpression(), !1353)
    #dbg_value(i64 %0, !1348, !DIExpression(DW_OP_constu, 40, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !1352)
    #dbg_value(i64 6, !1350, !DIExpression(), !1353)
    #dbg_value(i64 %0, !1348, !DIExpression(DW_OP_constu, 48, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !1352)
    #dbg_value(i64 7, !1350, !DIExpression(), !1353)
    #dbg_value(i64 %0, !1348, !DIExpression(DW_OP_constu, 56, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !1352)
    #dbg_value(i64 8, !1350, !DIExpression(), !1353)
  %17 = add i8 %3, 3, !dbg !1354
    #dbg_value(i8 %17, !1348, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !1352)
    #dbg_value(i64 9, !1350, !DIExpression(), !1353)
  %18 = add i8 %5, 3, !dbg !1354
    #dbg_value(i8 %18, !1348, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !1352)
    #dbg_value(i64 10, !1350, !DIExpression(), !1353)
  %19 = add i8 %7, 3, !dbg !1354
    #dbg_value(i8 %19, !1348, !DIExpression(DW_OP_LLVM_fragment, 80, 8), !1352)
    #dbg_value(i64 11, !1350, !DIExpression(), !1353)
  %20 = add i8 %9, 3, !dbg !1354
    #dbg_value(i8 %20, !1348, !DIExpression(DW_OP_LLVM_fragment, 88, 8), !1352)
    #dbg_value(i64 12, !1350, !DIExpression(), !1353)
  %21 = add i8 %11, 3, !dbg !1354
    #dbg_value(i8 %21, !1348, !DIExpression(DW_OP_LLVM_fragment, 96, 8), !1352)
    #dbg_value(i64 13, !1350, !DIExpression(), !1353)
  %22 = add i8 %13, 3, !dbg !1354
    #dbg_value(i8 %22, !1348, !DIExpression(DW_OP_LLVM_fragment, 104, 8), !1352)
    #dbg_value(i64 14, !1350, !DIExpression(), !1353)
  %23 = add i8 %15, 3, !dbg !1354
    #dbg_value(i8 %23, !1348, !DIExpression(DW_OP_LLVM_fragment, 112, 8), !1352)
    #dbg_value(i64 15, !1350, !DIExpression(), !1353)
  %24 = and i64 %0, -72057594037927936, !dbg !1356
  %25 = add i64 %24, 216172782113783808, !dbg !1356
  %26 = insertelement <4 x i64> poison, i64 %0, i64 0, !dbg !1356
  %27 = shufflevector <4 x i64> %26, <4 x i64> poison, <4 x i32> zeroinitializer, !dbg !1356
  %28 = add <4 x i64> %27, <i64 844424930131968, i64 3298534883328, i64 12884901888, i64 50331648>, !dbg !1356
  %29 = and <4 x i64> %28, <i64 71776119061217280, i64 280375465082880, i64 1095216660480, i64 4278190080>, !dbg !1356
  %30 = add i64 %0, 196608, !dbg !1356
  %31 = and i64 %30, 16711680, !dbg !1356
  %32 = add i64 %0, 768, !dbg !1356
  %33 = and i64 %32, 65280, !dbg !1356
  %34 = and i64 %16, 255, !dbg !1356
  %35 = tail call i64 @llvm.vector.reduce.or.v4i64(<4 x i64> %29), !dbg !1356
  %36 = or disjoint i64 %35, %31, !dbg !1356
  %37 = or disjoint i64 %33, %34, !dbg !1356
  %38 = or disjoint i64 %36, %37, !dbg !1356
  %39 = or disjoint i64 %38, %25, !dbg !1356
  %40 = zext i8 %23 to i56, !dbg !1356
  %41 = shl nuw i56 %40, 48, !dbg !1356
  %42 = zext i8 %22 to i56, !dbg !1356
  %43 = shl nuw nsw i56 %42, 40, !dbg !1356
  %44 = or disjoint i56 %41, %43, !dbg !1356
  %45 = zext i8 %21 to i56, !dbg !1356
  %46 = shl nuw nsw i56 %45, 32, !dbg !1356
  %47 = or disjoint i56 %44, %46, !dbg !1356
  %48 = zext i8 %20 to i56, !dbg !1356
  %49 = shl nuw nsw i56 %48, 24, !dbg !1356
  %50 = or disjoint i56 %47, %49, !dbg !1356
  %51 = zext i8 %19 to i56, !dbg !1356
  %52 = shl nuw nsw i56 %51, 16, !dbg !1356
  %53 = or disjoint i56 %50, %52, !dbg !1356
  %54 = zext i8 %18 to i56, !dbg !1356
  %55 = shl nuw nsw i56 %54, 8, !dbg !1356
  %56 = zext i8 %17 to i56, !dbg !1356
  %57 = or disjoint i56 %53, %55, !dbg !1356
  %58 = or i56 %57, %56, !dbg !1356
  %59 = insertvalue { i64, i56 } poison, i64 %39, 0, !dbg !1356
  %60 = insertvalue { i64, i56 } %59, i56 %58, 1, !dbg !1356
  ret { i64, i56 } %60, !dbg !1356
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @sum15(i64 %0, i56 %1) unnamed_addr #3 !dbg !1357 {
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
    #dbg_value(i64 %0, !1359, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !1363)
    #dbg_value(i64 %0, !1359, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !1363)
    #dbg_value(i64 %0, !1359, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !1363)
    #dbg_value(i64 %0, !1359, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !1363)
    #dbg_value(i64 %10, !1359, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !1363)
    #dbg_value(i64 %12, !1359, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !1363)
    #dbg_value(i64 %14, !1359, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !1363)
    #dbg_value(i64 %16, !1359, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !1363)
    #dbg_value(i56 %1, !1359, !DIExpression(DW_OP_LLVM_convert, 56, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 8), !1363)
    #dbg_value(i56 %1, !1359, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 56, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 72, 8), !1363)
    #dbg_value(i56 %1, !1359, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 56, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 80, 8), !1363)
    #dbg_value(i56 %1, !1359, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 56, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 88, 8), !1363)
    #dbg_value(i56 %25, !1359, !DIExpression(DW_OP_LLVM_convert, 56, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 96, 8), !1363)
    #dbg_value(i56 %27, !1359, !DIExpression(DW_OP_LLVM_convert, 56, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 104, 8), !1363)
    #dbg_value(i56 %29, !1359, !DIExpression(DW_OP_LLVM_convert, 56, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 112, 8), !1363)
    #dbg_value(i32 0, !1360, !DIExpression(), !1363)
    #dbg_value(i32 0, !1361, !DIExpression(), !1364)
    #dbg_value(i64 0, !1361, !DIExpression(), !1364)
    #dbg_value(i32 0, !1360, !DIExpression(), !1363)
  %31 = and i32 %3, 255, !dbg !1365
    #dbg_value(i32 %31, !1360, !DIExpression(), !1363)
    #dbg_value(i64 1, !1361, !DIExpression(), !1364)
  %32 = mul nuw nsw i32 %31, 33, !dbg !1365
  %33 = and i32 %5, 255, !dbg !1365
  %34 = add nuw nsw i32 %32, %33, !dbg !1365
    #dbg_value(i32 %34, !1360, !DIExpression(), !1363)
    #dbg_value(i64 2, !1361, !DIExpression(), !1364)
  %35 = mul nuw nsw i32 %34, 33, !dbg !1365
  %36 = and i32 %7, 255, !dbg !1365
  %37 = add nuw nsw i32 %35, %36, !dbg !1365
    #dbg_value(i32 %37, !1360, !DIExpression(), !1363)
    #dbg_value(i64 3, !1361, !DIExpression(), !1364)
  %38 = mul nuw nsw i32 %37, 33, !dbg !1365
  %39 = add nuw nsw i32 %38, %9, !dbg !1365
    #dbg_value(i32 %39, !1360, !DIExpression(), !1363)
    #dbg_value(i64 4, !1361, !DIExpression(), !1364)
  %40 = mul nuw nsw i32 %39, 33, !dbg !1365
  %41 = and i32 %11, 255, !dbg !1365
  %42 = add nuw nsw i32 %40, %41, !dbg !1365
    #dbg_value(i32 %42, !1360, !DIExpression(), !1363)
    #dbg_value(i64 5, !1361, !DIExpression(), !1364)
  %43 = mul i32 %42, 33, !dbg !1365
  %44 = and i32 %13, 255, !dbg !1365
  %45 = add i32 %43, %44, !dbg !1365
    #dbg_value(i32 %45, !1360, !DIExpression(), !1363)
    #dbg_value(i64 6, !1361, !DIExpression(), !1364)
  %46 = mul i32 %45, 33, !dbg !1365
  %47 = and i32 %15, 255, !dbg !1365
  %48 = add i32 %46, %47, !dbg !1365
    #dbg_value(i32 %48, !1360, !DIExpression(), !1363)
    #dbg_value(i64 7, !1361, !DIExpression(), !1364)
  %49 = mul i32 %48, 33, !dbg !1365
  %50 = add i32 %49, %17, !dbg !1365
    #dbg_value(i32 %50, !1360, !DIExpression(), !1363)
    #dbg_value(i64 8, !1361, !DIExpression(), !1364)
  %51 = mul i32 %50, 33, !dbg !1365
  %52 = and i32 %18, 255, !dbg !1365
  %53 = add i32 %51, %52, !dbg !1365
    #dbg_value(i32 %53, !1360, !DIExpression(), !1363)
    #dbg_value(i64 9, !1361, !DIExpression(), !1364)
  %54 = mul i32 %53, 33, !dbg !1365
  %55 = and i32 %20, 255, !dbg !1365
  %56 = add i32 %54, %55, !dbg !1365
    #dbg_value(i32 %56, !1360, !DIExpression(), !1363)
    #dbg_value(i64 10, !1361, !DIExpression(), !1364)
  %57 = mul i32 %56, 33, !dbg !1365
  %58 = and i32 %22, 255, !dbg !1365
  %59 = add i32 %57, %58, !dbg !1365
    #dbg_value(i32 %59, !1360, !DIExpression(), !1363)
    #dbg_value(i64 11, !1361, !DIExpression(), !1364)
  %60 = mul i32 %59, 33, !dbg !1365
  %61 = add i32 %60, %24, !dbg !1365
    #dbg_value(i32 %61, !1360, !DIExpression(), !1363)
    #dbg_value(i64 12, !1361, !DIExpression(), !1364)
  %62 = mul i32 %61, 33, !dbg !1365
  %63 = and i32 %26, 255, !dbg !1365
  %64 = add i32 %62, %63, !dbg !1365
    #dbg_value(i32 %64, !1360, !DIExpression(), !1363)
    #dbg_value(i64 13, !1361, !DIExpression(), !1364)
  %65 = mul i32 %64, 33, !dbg !1365
  %66 = and i32 %28, 255, !dbg !1365
  %67 = add i32 %65, %66, !dbg !1365
    #dbg_value(i32 %67, !1360, !DIExpression(), !1363)
    #dbg_value(i64 14, !1361, !DIExpression(), !1364)
  %68 = mul i32 %67, 33, !dbg !1365
  %69 = add i32 %68, %30, !dbg !1365
    #dbg_value(i32 %69, !1360, !DIExpression(), !1363)
    #dbg_value(i64 15, !1361, !DIExpression(), !1364)
  ret i32 %69, !dbg !1367
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @late15(ptr nocapture noundef readonly byval(%struct.s15) align 8 %0, ptr nocapture noundef readonly byval(%struct.s15) align 8 %1) unnamed_addr #5 !dbg !1368 {
    #dbg_value(i64 1, !1372, !DIExpression(), !1381)
    #dbg_value(i64 2, !1373, !DIExpression(), !1381)
    #dbg_value(i64 3, !1374, !DIExpression(), !1381)
    #dbg_value(i64 4, !1375, !DIExpression(), !1381)
    #dbg_value(i64 5, !1376, !DIExpression(), !1381)
    #dbg_value(i64 6, !1377, !DIExpression(), !1381)
    #dbg_declare(ptr %0, !1378, !DIExpression(), !1382)
    #dbg_value(i64 7, !1379, !DIExpression(), !1381)
    #dbg_declare(ptr %1, !1380, !DIExpression(), !1382)
  %3 = load i64, ptr %0, align 8, !dbg !1382
  %4 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1382
  %5 = load i56, ptr %4, align 8, !dbg !1382
  %6 = tail call fastcc i32 @sum15(i64 %3, i56 %5), !dbg !1382
  %7 = mul i32 %6, 3, !dbg !1382
  %8 = add i32 %7, 28, !dbg !1382
  %9 = load i64, ptr %1, align 8, !dbg !1382
  %10 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !1382
  %11 = load i56, ptr %10, align 8, !dbg !1382
  %12 = tail call fastcc i32 @sum15(i64 %9, i56 %11), !dbg !1382
  %13 = add i32 %8, %12, !dbg !1382
  ret i32 %13, !dbg !1382
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @make16() unnamed_addr #3 !dbg !1383 {
    #dbg_value(i32 16, !1387, !DIExpression(), !1391)
    #dbg_value(i8 -16, !1388, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !1391)
    #dbg_value(i8 -9, !1388, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !1391)
    #dbg_value(i8 -2, !1388, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !1391)
    #dbg_value(i8 5, !1388, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !1391)
    #dbg_value(i8 12, !1388, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !1391)
    #dbg_value(i8 19, !1388, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !1391)
    #dbg_value(i8 26, !1388, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !1391)
    #dbg_value(i8 33, !1388, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !1391)
    #dbg_value(i8 40, !1388, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !1391)
    #dbg_value(i8 47, !1388, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !1391)
    #dbg_value(i8 54, !1388, !DIExpression(DW_OP_LLVM_fragment, 80, 8), !1391)
    #dbg_value(i8 61, !1388, !DIExpression(DW_OP_LLVM_fragment, 88, 8), !1391)
    #dbg_value(i8 68, !1388, !DIExpression(DW_OP_LLVM_fragment, 96, 8), !1391)
    #dbg_value(i8 75, !1388, !DIExpression(DW_OP_LLVM_fragment, 104, 8), !1391)
    #dbg_value(i8 82, !1388, !DIExpression(DW_OP_LLVM_fragment, 112, 8), !1391)
    #dbg_value(i8 89, !1388, !DIExpression(DW_OP_LLVM_fragment, 120, 8), !1391)
  ret { i64, i64 } { i64 2385239895007229936, i64 6436289573922680616 }, !dbg !1392
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @bump16(i64 %0, i64 %1) unnamed_addr #3 !dbg !1393 {
    #dbg_value(i64 %0, !1397, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !1401)
    #dbg_value(i64 %0, !1397, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !1401)
    #dbg_value(i64 %0, !1397, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !1401)
    #dbg_value(i64 %0, !1397, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !1401)
    #dbg_value(i64 %0, !1397, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !1401)
    #dbg_value(i64 %0, !1397, !DIExpression(DW_OP_constu, 40, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !1401)
    #dbg_value(i64 %0, !1397, !DIExpression(DW_OP_constu, 48, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !1401)
    #dbg_value(i64 %0, !1397, !DIExpression(DW_OP_constu, 56, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !1401)
    #dbg_value(i64 %1, !1397, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 8), !1401)
    #dbg_value(i64 %1, !1397, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 72, 8), !1401)
    #dbg_value(i64 %1, !1397, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 80, 8), !1401)
    #dbg_value(i64 %1, !1397, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 88, 8), !1401)
    #dbg_value(i64 %1, !1397, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 96, 8), !1401)
    #dbg_value(i64 %1, !1397, !DIExpression(DW_OP_constu, 40, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 104, 8), !1401)
    #dbg_value(i64 %1, !1397, !DIExpression(DW_OP_constu, 48, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 112, 8), !1401)
    #dbg_value(i64 %1, !1397, !DIExpression(DW_OP_constu, 56, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 120, 8), !1401)
    #dbg_value(i32 3, !1398, !DIExpression(), !1401)
    #dbg_value(i32 0, !1399, !DIExpression(), !1402)
    #dbg_value(i64 0, !1399, !DIExpression(), !1402)
  %3 = add i64 %0, 3, !dbg !1403
    #dbg_value(i64 %0, !1397, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !1401)
    #dbg_value(i64 1, !1399, !DIExpression(), !1402)
    #dbg_value(i64 %0, !1397, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !1401)
    #dbg_value(i64 2, !1399, !DIExpression(), !1402)
    #dbg_value(i64 %0, !1397, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !1401)
    #dbg_value(i64 3, !1399, !DIExpression(), !1402)
    #dbg_value(i64 %0, !1397, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !1401)
    #dbg_value(i64 4, !1399, !DIExpression(), !1402)
    #dbg_value(i64 %0, !1397, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !1401)
    #dbg_value(i64 5, !1399, !DIExpression(), !1402)
    #dbg_value(i64 %0, !1397, !DIExpression(DW_OP_constu, 40, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !1401)
    #dbg_value(i64 6, !1399, !DIExpression(), !1402)
    #dbg_value(i64 %0, !1397, !DIExpression(DW_OP_constu, 48, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !1401)
    #dbg_value(i64 7, !1399, !DIExpression(), !1402)
    #dbg_value(i64 %0, !1397, !DIExpression(DW_OP_constu, 56, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !1401)
    #dbg_value(i64 8, !1399, !DIExpression(), !1402)
  %4 = add i64 %1, 3, !dbg !1403
    #dbg_value(i64 %1, !1397, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 8), !1401)
    #dbg_value(i64 9, !1399, !DIExpression(), !1402)
    #dbg_value(i64 %1, !1397, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 72, 8), !1401)
    #dbg_value(i64 10, !1399, !DIExpression(), !1402)
    #dbg_value(i64 %1, !1397, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 80, 8), !1401)
    #dbg_value(i64 11, !1399, !DIExpression(), !1402)
    #dbg_value(i64 %1, !1397, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 88, 8), !1401)
    #dbg_value(i64 12, !1399, !DIExpression(), !1402)
    #dbg_value(i64 %1, !1397, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 96, 8), !1401)
    #dbg_value(i64 13, !1399, !DIExpression(), !1402)
    #dbg_value(i64 %1, !1397, !DIExpression(DW_OP_constu, 40, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 104, 8), !1401)
    #dbg_value(i64 14, !1399, !DIExpression(), !1402)
    #dbg_value(i64 %1, !1397, !DIExpression(DW_OP_constu, 48, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 112, 8), !1401)
    #dbg_value(i64 15, !1399, !DIExpression(), !1402)
    #dbg_value(i64 %1, !1397, !DIExpression(DW_OP_constu, 56, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 120, 8), !1401)
    #dbg_value(i64 16, !1399, !DIExpression(), !1402)
  %5 = and i64 %0, -72057594037927936, !dbg !1405
  %6 = add i64 %5, 216172782113783808, !dbg !1405
  %7 = insertelement <4 x i64> poison, i64 %0, i64 0, !dbg !1405
  %8 = shufflevector <4 x i64> %7, <4 x i64> poison, <4 x i32> zeroinitializer, !dbg !1405
  %9 = add <4 x i64> %8, <i64 844424930131968, i64 3298534883328, i64 12884901888, i64 50331648>, !dbg !1405
  %10 = and <4 x i64> %9, <i64 71776119061217280, i64 280375465082880, i64 1095216660480, i64 4278190080>, !dbg !1405
  %11 = add i64 %0, 196608, !dbg !1405
  %12 = and i64 %11, 16711680, !dbg !1405
  %13 = add i64 %0, 768, !dbg !1405
  %14 = and i64 %13, 65280, !dbg !1405
  %15 = and i64 %3, 255, !dbg !1405
  %16 = tail call i64 @llvm.vector.reduce.or.v4i64(<4 x i64> %10), !dbg !1405
  %17 = or disjoint i64 %16, %12, !dbg !1405
  %18 = or disjoint i64 %14, %15, !dbg !1405
  %19 = or disjoint i64 %17, %18, !dbg !1405
  %20 = or disjoint i64 %19, %6, !dbg !1405
  %21 = and i64 %1, -72057594037927936, !dbg !1405
  %22 = add i64 %21, 216172782113783808, !dbg !1405
  %23 = insertelement <4 x i64> poison, i64 %1, i64 0, !dbg !1405
  %24 = shufflevector <4 x i64> %23, <4 x i64> poison, <4 x i32> zeroinitializer, !dbg !1405
  %25 = add <4 x i64> %24, <i64 844424930131968, i64 3298534883328, i64 12884901888, i64 50331648>, !dbg !1405
  %26 = and <4 x i64> %25, <i64 71776119061217280, i64 280375465082880, i64 1095216660480, i64 4278190080>, !dbg !1405
  %27 = add i64 %1, 196608, !dbg !1405
  %28 = and i64 %27, 16711680, !dbg !1405
  %29 = add i64 %1, 768, !dbg !1405
  %30 = and i64 %29, 65280, !dbg !1405
  %31 = and i64 %4, 255, !dbg !1405
  %32 = tail call i64 @llvm.vector.reduce.or.v4i64(<4 x i64> %26), !dbg !1405
  %33 = or disjoint i64 %32, %28, !dbg !1405
  %34 = or disjoint i64 %30, %31, !dbg !1405
  %35 = or disjoint i64 %33, %34, !dbg !1405
  %36 = or disjoint i64 %35, %22, !dbg !1405
  %37 = insertvalue { i64, i64 } poison, i64 %20, 0, !dbg !1405
  %38 = insertvalue { i64, i64 } %37, i64 %36, 1, !dbg !1405
  ret { i64, i64 } %38, !dbg !1405
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @sum16(i64 %0, i64 %1) unnamed_addr #3 !dbg !1406 {
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
    #dbg_value(i64 %0, !1408, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !1412)
    #dbg_value(i64 %0, !1408, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !1412)
    #dbg_value(i64 %0, !1408, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !1412)
    #dbg_value(i64 %0, !1408, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !1412)
    #dbg_value(i64 %10, !1408, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !1412)
    #dbg_value(i64 %12, !1408, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !1412)
    #dbg_value(i64 %14, !1408, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !1412)
    #dbg_value(i64 %16, !1408, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !1412)
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
    #dbg_value(i64 %1, !1408, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 8), !1412)
    #dbg_value(i64 %1, !1408, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 72, 8), !1412)
    #dbg_value(i64 %1, !1408, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 80, 8), !1412)
    #dbg_value(i64 %1, !1408, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 88, 8), !1412)
    #dbg_value(i64 %25, !1408, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 96, 8), !1412)
    #dbg_value(i64 %27, !1408, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 104, 8), !1412)
    #dbg_value(i64 %29, !1408, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 112, 8), !1412)
    #dbg_value(i64 %31, !1408, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 120, 8), !1412)
    #dbg_value(i32 0, !1409, !DIExpression(), !1412)
    #dbg_value(i32 0, !1410, !DIExpression(), !1413)
    #dbg_value(i64 0, !1410, !DIExpression(), !1413)
    #dbg_value(i32 0, !1409, !DIExpression(), !1412)
  %33 = and i32 %3, 255, !dbg !1414
    #dbg_value(i32 %33, !1409, !DIExpression(), !1412)
    #dbg_value(i64 1, !1410, !DIExpression(), !1413)
  %34 = mul nuw nsw i32 %33, 33, !dbg !1414
  %35 = and i32 %5, 255, !dbg !1414
  %36 = add nuw nsw i32 %34, %35, !dbg !1414
    #dbg_value(i32 %36, !1409, !DIExpression(), !1412)
    #dbg_value(i64 2, !1410, !DIExpression(), !1413)
  %37 = mul nuw nsw i32 %36, 33, !dbg !1414
  %38 = and i32 %7, 255, !dbg !1414
  %39 = add nuw nsw i32 %37, %38, !dbg !1414
    #dbg_value(i32 %39, !1409, !DIExpression(), !1412)
    #dbg_value(i64 3, !1410, !DIExpression(), !1413)
  %40 = mul nuw nsw i32 %39, 33, !dbg !1414
  %41 = add nuw nsw i32 %40, %9, !dbg !1414
    #dbg_value(i32 %41, !1409, !DIExpression(), !1412)
    #dbg_value(i64 4, !1410, !DIExpression(), !1413)
  %42 = mul nuw nsw i32 %41, 33, !dbg !1414
  %43 = and i32 %11, 255, !dbg !1414
  %44 = add nuw nsw i32 %42, %43, !dbg !1414
    #dbg_value(i32 %44, !1409, !DIExpression(), !1412)
    #dbg_value(i64 5, !1410, !DIExpression(), !1413)
  %45 = mul i32 %44, 33, !dbg !1414
  %46 = and i32 %13, 255, !dbg !1414
  %47 = add i32 %45, %46, !dbg !1414
    #dbg_value(i32 %47, !1409, !DIExpression(), !1412)
    #dbg_value(i64 6, !1410, !DIExpression(), !1413)
  %48 = mul i32 %47, 33, !dbg !1414
  %49 = and i32 %15, 255, !dbg !1414
  %50 = add i32 %48, %49, !dbg !1414
    #dbg_value(i32 %50, !1409, !DIExpression(), !1412)
    #dbg_value(i64 7, !1410, !DIExpression(), !1413)
  %51 = mul i32 %50, 33, !dbg !1414
  %52 = add i32 %51, %17, !dbg !1414
    #dbg_value(i32 %52, !1409, !DIExpression(), !1412)
    #dbg_value(i64 8, !1410, !DIExpression(), !1413)
  %53 = mul i32 %52, 33, !dbg !1414
  %54 = and i32 %18, 255, !dbg !1414
  %55 = add i32 %53, %54, !dbg !1414
    #dbg_value(i32 %55, !1409, !DIExpression(), !1412)
    #dbg_value(i64 9, !1410, !DIExpression(), !1413)
  %56 = mul i32 %55, 33, !dbg !1414
  %57 = and i32 %20, 255, !dbg !1414
  %58 = add i32 %56, %57, !dbg !1414
    #dbg_value(i32 %58, !1409, !DIExpression(), !1412)
    #dbg_value(i64 10, !1410, !DIExpression(), !1413)
  %59 = mul i32 %58, 33, !dbg !1414
  %60 = and i32 %22, 255, !dbg !1414
  %61 = add i32 %59, %60, !dbg !1414
    #dbg_value(i32 %61, !1409, !DIExpression(), !1412)
    #dbg_value(i64 11, !1410, !DIExpression(), !1413)
  %62 = mul i32 %61, 33, !dbg !1414
  %63 = add i32 %62, %24, !dbg !1414
    #dbg_value(i32 %63, !1409, !DIExpression(), !1412)
    #dbg_value(i64 12, !1410, !DIExpression(), !1413)
  %64 = mul i32 %63, 33, !dbg !1414
  %65 = and i32 %26, 255, !dbg !1414
  %66 = add i32 %64, %65, !dbg !1414
    #dbg_value(i32 %66, !1409, !DIExpression(), !1412)
    #dbg_value(i64 13, !1410, !DIExpression(), !1413)
  %67 = mul i32 %66, 33, !dbg !1414
  %68 = and i32 %28, 255, !dbg !1414
  %69 = add i32 %67, %68, !dbg !1414
    #dbg_value(i32 %69, !1409, !DIExpression(), !1412)
    #dbg_value(i64 14, !1410, !DIExpression(), !1413)
  %70 = mul i32 %69, 33, !dbg !1414
  %71 = and i32 %30, 255, !dbg !1414
  %72 = add i32 %70, %71, !dbg !1414
    #dbg_value(i32 %72, !1409, !DIExpression(), !1412)
    #dbg_value(i64 15, !1410, !DIExpression(), !1413)
  %73 = mul i32 %72, 33, !dbg !1414
  %74 = add i32 %73, %32, !dbg !1414
    #dbg_value(i32 %74, !1409, !DIExpression(), !1412)
    #dbg_value(i64 16, !1410, !DIExpression(), !1413)
  ret i32 %74, !dbg !1416
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @late16(ptr nocapture noundef readonly byval(%struct.s16) align 8 %0, ptr nocapture noundef readonly byval(%struct.s16) align 8 %1) unnamed_addr #5 !dbg !1417 {
    #dbg_value(i64 1, !1421, !DIExpression(), !1430)
    #dbg_value(i64 2, !1422, !DIExpression(), !1430)
    #dbg_value(i64 3, !1423, !DIExpression(), !1430)
    #dbg_value(i64 4, !1424, !DIExpression(), !1430)
    #dbg_value(i64 5, !1425, !DIExpression(), !1430)
    #dbg_value(i64 6, !1426, !DIExpression(), !1430)
    #dbg_declare(ptr %0, !1427, !DIExpression(), !1431)
    #dbg_value(i64 7, !1428, !DIExpression(), !1430)
    #dbg_declare(ptr %1, !1429, !DIExpression(), !1431)
  %3 = load i64, ptr %0, align 8, !dbg !1431
  %4 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1431
  %5 = load i64, ptr %4, align 8, !dbg !1431
  %6 = tail call fastcc i32 @sum16(i64 %3, i64 %5), !dbg !1431
  %7 = mul i32 %6, 3, !dbg !1431
  %8 = add i32 %7, 28, !dbg !1431
  %9 = load i64, ptr %1, align 8, !dbg !1431
  %10 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !1431
  %11 = load i64, ptr %10, align 8, !dbg !1431
  %12 = tail call fastcc i32 @sum16(i64 %9, i64 %11), !dbg !1431
  %13 = add i32 %8, %12, !dbg !1431
  ret i32 %13, !dbg !1431
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @make17(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s17) align 1 %0) unnamed_addr #6 !dbg !1432 {
    #dbg_value(i32 17, !1436, !DIExpression(), !1440)
    #dbg_declare(ptr %0, !1437, !DIExpression(), !1441)
    #dbg_value(i32 0, !1438, !DIExpression(), !1442)
    #dbg_value(i64 0, !1438, !DIExpression(), !1442)
    #dbg_value(i64 1, !1438, !DIExpression(), !1442)
    #dbg_value(i64 2, !1438, !DIExpression(), !1442)
    #dbg_value(i64 3, !1438, !DIExpression(), !1442)
    #dbg_value(i64 4, !1438, !DIExpression(), !1442)
    #dbg_value(i64 5, !1438, !DIExpression(), !1442)
    #dbg_value(i64 6, !1438, !DIExpression(), !1442)
    #dbg_value(i64 7, !1438, !DIExpression(), !1442)
    #dbg_value(i64 8, !1438, !DIExpression(), !1442)
    #dbg_value(i64 9, !1438, !DIExpression(), !1442)
    #dbg_value(i64 10, !1438, !DIExpression(), !1442)
    #dbg_value(i64 11, !1438, !DIExpression(), !1442)
    #dbg_value(i64 12, !1438, !DIExpression(), !1442)
    #dbg_value(i64 13, !1438, !DIExpression(), !1442)
    #dbg_value(i64 14, !1438, !DIExpression(), !1442)
    #dbg_value(i64 15, !1438, !DIExpression(), !1442)
  store <16 x i8> <i8 15, i8 22, i8 29, i8 36, i8 43, i8 50, i8 57, i8 64, i8 71, i8 78, i8 85, i8 92, i8 99, i8 106, i8 113, i8 120>, ptr %0, align 1, !dbg !1443, !tbaa !1445
    #dbg_value(i64 16, !1438, !DIExpression(), !1442)
  %2 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1443
  store i8 127, ptr %2, align 1, !dbg !1443, !tbaa !1445
    #dbg_value(i64 17, !1438, !DIExpression(), !1442)
  ret void, !dbg !1441
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @bump17(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s17) align 1 %0, ptr nocapture noundef byval(%struct.s17) align 8 %1) unnamed_addr #7 !dbg !1446 {
    #dbg_declare(ptr %1, !1450, !DIExpression(), !1454)
    #dbg_value(i32 3, !1451, !DIExpression(), !1455)
    #dbg_value(i32 0, !1452, !DIExpression(), !1456)
    #dbg_value(i64 0, !1452, !DIExpression(), !1456)
    #dbg_value(i64 1, !1452, !DIExpression(), !1456)
    #dbg_value(i64 2, !1452, !DIExpression(), !1456)
    #dbg_value(i64 3, !1452, !DIExpression(), !1456)
    #dbg_value(i64 4, !1452, !DIExpression(), !1456)
    #dbg_value(i64 5, !1452, !DIExpression(), !1456)
    #dbg_value(i64 6, !1452, !DIExpression(), !1456)
    #dbg_value(i64 7, !1452, !DIExpression(), !1456)
    #dbg_value(i64 8, !1452, !DIExpression(), !1456)
    #dbg_value(i64 9, !1452, !DIExpression(), !1456)
    #dbg_value(i64 10, !1452, !DIExpression(), !1456)
    #dbg_value(i64 11, !1452, !DIExpression(), !1456)
    #dbg_value(i64 12, !1452, !DIExpression(), !1456)
    #dbg_value(i64 13, !1452, !DIExpression(), !1456)
    #dbg_value(i64 14, !1452, !DIExpression(), !1456)
    #dbg_value(i64 15, !1452, !DIExpression(), !1456)
  %3 = load <16 x i8>, ptr %1, align 8, !dbg !1457, !tbaa !1445
  %4 = add <16 x i8> %3, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>, !dbg !1457
  store <16 x i8> %4, ptr %1, align 8, !dbg !1457, !tbaa !1445
    #dbg_value(i64 16, !1452, !DIExpression(), !1456)
  %5 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !1457
  %6 = load i8, ptr %5, align 8, !dbg !1457, !tbaa !1445
  %7 = add i8 %6, 3, !dbg !1457
  store i8 %7, ptr %5, align 8, !dbg !1457, !tbaa !1445
    #dbg_value(i64 17, !1452, !DIExpression(), !1456)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(17) %0, ptr noundef nonnull align 8 dereferenceable(17) %1, i64 17, i1 false), !dbg !1454, !tbaa.struct !1459
  ret void, !dbg !1454
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @sum17(ptr nocapture noundef readonly byval(%struct.s17) align 8 %0) unnamed_addr #5 !dbg !1460 {
    #dbg_declare(ptr %0, !1462, !DIExpression(), !1466)
    #dbg_value(i32 0, !1463, !DIExpression(), !1467)
    #dbg_value(i32 0, !1464, !DIExpression(), !1468)
    #dbg_value(i64 0, !1464, !DIExpression(), !1468)
    #dbg_value(i32 0, !1463, !DIExpression(), !1467)
  %2 = load i8, ptr %0, align 8, !dbg !1469, !tbaa !1445
  %3 = zext i8 %2 to i32, !dbg !1469
    #dbg_value(i32 %3, !1463, !DIExpression(), !1467)
    #dbg_value(i64 1, !1464, !DIExpression(), !1468)
  %4 = mul nuw nsw i32 %3, 33, !dbg !1469
  %5 = getelementptr inbounds i8, ptr %0, i64 1, !dbg !1469
  %6 = load i8, ptr %5, align 1, !dbg !1469, !tbaa !1445
  %7 = zext i8 %6 to i32, !dbg !1469
  %8 = add nuw nsw i32 %4, %7, !dbg !1469
    #dbg_value(i32 %8, !1463, !DIExpression(), !1467)
    #dbg_value(i64 2, !1464, !DIExpression(), !1468)
  %9 = mul nuw nsw i32 %8, 33, !dbg !1469
  %10 = getelementptr inbounds i8, ptr %0, i64 2, !dbg !1469
  %11 = load i8, ptr %10, align 2, !dbg !1469, !tbaa !1445
  %12 = zext i8 %11 to i32, !dbg !1469
  %13 = add nuw nsw i32 %9, %12, !dbg !1469
    #dbg_value(i32 %13, !1463, !DIExpression(), !1467)
    #dbg_value(i64 3, !1464, !DIExpression(), !1468)
  %14 = mul nuw nsw i32 %13, 33, !dbg !1469
  %15 = getelementptr inbounds i8, ptr %0, i64 3, !dbg !1469
  %16 = load i8, ptr %15, align 1, !dbg !1469, !tbaa !1445
  %17 = zext i8 %16 to i32, !dbg !1469
  %18 = add nuw nsw i32 %14, %17, !dbg !1469
    #dbg_value(i32 %18, !1463, !DIExpression(), !1467)
    #dbg_value(i64 4, !1464, !DIExpression(), !1468)
  %19 = mul nuw nsw i32 %18, 33, !dbg !1469
  %20 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !1469
  %21 = load i8, ptr %20, align 4, !dbg !1469, !tbaa !1445
  %22 = zext i8 %21 to i32, !dbg !1469
  %23 = add nuw nsw i32 %19, %22, !dbg !1469
    #dbg_value(i32 %23, !1463, !DIExpression(), !1467)
    #dbg_value(i64 5, !1464, !DIExpression(), !1468)
  %24 = mul i32 %23, 33, !dbg !1469
  %25 = getelementptr inbounds i8, ptr %0, i64 5, !dbg !1469
  %26 = load i8, ptr %25, align 1, !dbg !1469, !tbaa !1445
  %27 = zext i8 %26 to i32, !dbg !1469
  %28 = add i32 %24, %27, !dbg !1469
    #dbg_value(i32 %28, !1463, !DIExpression(), !1467)
    #dbg_value(i64 6, !1464, !DIExpression(), !1468)
  %29 = mul i32 %28, 33, !dbg !1469
  %30 = getelementptr inbounds i8, ptr %0, i64 6, !dbg !1469
  %31 = load i8, ptr %30, align 2, !dbg !1469, !tbaa !1445
  %32 = zext i8 %31 to i32, !dbg !1469
  %33 = add i32 %29, %32, !dbg !1469
    #dbg_value(i32 %33, !1463, !DIExpression(), !1467)
    #dbg_value(i64 7, !1464, !DIExpression(), !1468)
  %34 = mul i32 %33, 33, !dbg !1469
  %35 = getelementptr inbounds i8, ptr %0, i64 7, !dbg !1469
  %36 = load i8, ptr %35, align 1, !dbg !1469, !tbaa !1445
  %37 = zext i8 %36 to i32, !dbg !1469
  %38 = add i32 %34, %37, !dbg !1469
    #dbg_value(i32 %38, !1463, !DIExpression(), !1467)
    #dbg_value(i64 8, !1464, !DIExpression(), !1468)
  %39 = mul i32 %38, 33, !dbg !1469
  %40 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1469
  %41 = load i8, ptr %40, align 8, !dbg !1469, !tbaa !1445
  %42 = zext i8 %41 to i32, !dbg !1469
  %43 = add i32 %39, %42, !dbg !1469
    #dbg_value(i32 %43, !1463, !DIExpression(), !1467)
    #dbg_value(i64 9, !1464, !DIExpression(), !1468)
  %44 = mul i32 %43, 33, !dbg !1469
  %45 = getelementptr inbounds i8, ptr %0, i64 9, !dbg !1469
  %46 = load i8, ptr %45, align 1, !dbg !1469, !tbaa !1445
  %47 = zext i8 %46 to i32, !dbg !1469
  %48 = add i32 %44, %47, !dbg !1469
    #dbg_value(i32 %48, !1463, !DIExpression(), !1467)
    #dbg_value(i64 10, !1464, !DIExpression(), !1468)
  %49 = mul i32 %48, 33, !dbg !1469
  %50 = getelementptr inbounds i8, ptr %0, i64 10, !dbg !1469
  %51 = load i8, ptr %50, align 2, !dbg !1469, !tbaa !1445
  %52 = zext i8 %51 to i32, !dbg !1469
  %53 = add i32 %49, %52, !dbg !1469
    #dbg_value(i32 %53, !1463, !DIExpression(), !1467)
    #dbg_value(i64 11, !1464, !DIExpression(), !1468)
  %54 = mul i32 %53, 33, !dbg !1469
  %55 = getelementptr inbounds i8, ptr %0, i64 11, !dbg !1469
  %56 = load i8, ptr %55, align 1, !dbg !1469, !tbaa !1445
  %57 = zext i8 %56 to i32, !dbg !1469
  %58 = add i32 %54, %57, !dbg !1469
    #dbg_value(i32 %58, !1463, !DIExpression(), !1467)
    #dbg_value(i64 12, !1464, !DIExpression(), !1468)
  %59 = mul i32 %58, 33, !dbg !1469
  %60 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !1469
  %61 = load i8, ptr %60, align 4, !dbg !1469, !tbaa !1445
  %62 = zext i8 %61 to i32, !dbg !1469
  %63 = add i32 %59, %62, !dbg !1469
    #dbg_value(i32 %63, !1463, !DIExpression(), !1467)
    #dbg_value(i64 13, !1464, !DIExpression(), !1468)
  %64 = mul i32 %63, 33, !dbg !1469
  %65 = getelementptr inbounds i8, ptr %0, i64 13, !dbg !1469
  %66 = load i8, ptr %65, align 1, !dbg !1469, !tbaa !1445
  %67 = zext i8 %66 to i32, !dbg !1469
  %68 = add i32 %64, %67, !dbg !1469
    #dbg_value(i32 %68, !1463, !DIExpression(), !1467)
    #dbg_value(i64 14, !1464, !DIExpression(), !1468)
  %69 = mul i32 %68, 33, !dbg !1469
  %70 = getelementptr inbounds i8, ptr %0, i64 14, !dbg !1469
  %71 = load i8, ptr %70, align 2, !dbg !1469, !tbaa !1445
  %72 = zext i8 %71 to i32, !dbg !1469
  %73 = add i32 %69, %72, !dbg !1469
    #dbg_value(i32 %73, !1463, !DIExpression(), !1467)
    #dbg_value(i64 15, !1464, !DIExpression(), !1468)
  %74 = mul i32 %73, 33, !dbg !1469
  %75 = getelementptr inbounds i8, ptr %0, i64 15, !dbg !1469
  %76 = load i8, ptr %75, align 1, !dbg !1469, !tbaa !1445
  %77 = zext i8 %76 to i32, !dbg !1469
  %78 = add i32 %74, %77, !dbg !1469
    #dbg_value(i32 %78, !1463, !DIExpression(), !1467)
    #dbg_value(i64 16, !1464, !DIExpression(), !1468)
  %79 = mul i32 %78, 33, !dbg !1469
  %80 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1469
  %81 = load i8, ptr %80, align 8, !dbg !1469, !tbaa !1445
  %82 = zext i8 %81 to i32, !dbg !1469
  %83 = add i32 %79, %82, !dbg !1469
    #dbg_value(i32 %83, !1463, !DIExpression(), !1467)
    #dbg_value(i64 17, !1464, !DIExpression(), !1468)
  ret i32 %83, !dbg !1466
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @late17(ptr nocapture noundef readonly byval(%struct.s17) align 8 %0, ptr nocapture noundef readonly byval(%struct.s17) align 8 %1) unnamed_addr #5 !dbg !1471 {
    #dbg_value(i64 1, !1475, !DIExpression(), !1484)
    #dbg_value(i64 2, !1476, !DIExpression(), !1484)
    #dbg_value(i64 3, !1477, !DIExpression(), !1484)
    #dbg_value(i64 4, !1478, !DIExpression(), !1484)
    #dbg_value(i64 5, !1479, !DIExpression(), !1484)
    #dbg_value(i64 6, !1480, !DIExpression(), !1484)
    #dbg_declare(ptr %0, !1481, !DIExpression(), !1485)
    #dbg_value(i64 7, !1482, !DIExpression(), !1484)
    #dbg_declare(ptr %1, !1483, !DIExpression(), !1485)
  %3 = tail call fastcc i32 @sum17(ptr noundef nonnull byval(%struct.s17) align 8 %0), !dbg !1485
  %4 = mul i32 %3, 3, !dbg !1485
  %5 = add i32 %4, 28, !dbg !1485
  %6 = tail call fastcc i32 @sum17(ptr noundef nonnull byval(%struct.s17) align 8 %1), !dbg !1485
  %7 = add i32 %5, %6, !dbg !1485
  ret i32 %7, !dbg !1485
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @make20(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s20) align 1 %0) unnamed_addr #6 !dbg !1486 {
    #dbg_value(i32 20, !1490, !DIExpression(), !1494)
    #dbg_declare(ptr %0, !1491, !DIExpression(), !1495)
    #dbg_value(i32 0, !1492, !DIExpression(), !1496)
    #dbg_value(i64 0, !1492, !DIExpression(), !1496)
    #dbg_value(i64 1, !1492, !DIExpression(), !1496)
    #dbg_value(i64 2, !1492, !DIExpression(), !1496)
    #dbg_value(i64 3, !1492, !DIExpression(), !1496)
    #dbg_value(i64 4, !1492, !DIExpression(), !1496)
    #dbg_value(i64 5, !1492, !DIExpression(), !1496)
    #dbg_value(i64 6, !1492, !DIExpression(), !1496)
    #dbg_value(i64 7, !1492, !DIExpression(), !1496)
    #dbg_value(i64 8, !1492, !DIExpression(), !1496)
    #dbg_value(i64 9, !1492, !DIExpression(), !1496)
    #dbg_value(i64 10, !1492, !DIExpression(), !1496)
    #dbg_value(i64 11, !1492, !DIExpression(), !1496)
    #dbg_value(i64 12, !1492, !DIExpression(), !1496)
    #dbg_value(i64 13, !1492, !DIExpression(), !1496)
    #dbg_value(i64 14, !1492, !DIExpression(), !1496)
    #dbg_value(i64 15, !1492, !DIExpression(), !1496)
  store <16 x i8> <i8 108, i8 115, i8 122, i8 -127, i8 -120, i8 -113, i8 -106, i8 -99, i8 -92, i8 -85, i8 -78, i8 -71, i8 -64, i8 -57, i8 -50, i8 -43>, ptr %0, align 1, !dbg !1497, !tbaa !1445
    #dbg_value(i64 16, !1492, !DIExpression(), !1496)
  %2 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1497
    #dbg_value(i64 17, !1492, !DIExpression(), !1496)
    #dbg_value(i64 18, !1492, !DIExpression(), !1496)
    #dbg_value(i64 19, !1492, !DIExpression(), !1496)
  store <4 x i8> <i8 -36, i8 -29, i8 -22, i8 -15>, ptr %2, align 1, !dbg !1497, !tbaa !1445
    #dbg_value(i64 20, !1492, !DIExpression(), !1496)
  ret void, !dbg !1495
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @bump20(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s20) align 1 %0, ptr nocapture noundef byval(%struct.s20) align 8 %1) unnamed_addr #7 !dbg !1499 {
    #dbg_declare(ptr %1, !1503, !DIExpression(), !1507)
    #dbg_value(i32 3, !1504, !DIExpression(), !1508)
    #dbg_value(i32 0, !1505, !DIExpression(), !1509)
    #dbg_value(i64 0, !1505, !DIExpression(), !1509)
    #dbg_value(i64 1, !1505, !DIExpression(), !1509)
    #dbg_value(i64 2, !1505, !DIExpression(), !1509)
    #dbg_value(i64 3, !1505, !DIExpression(), !1509)
    #dbg_value(i64 4, !1505, !DIExpression(), !1509)
    #dbg_value(i64 5, !1505, !DIExpression(), !1509)
    #dbg_value(i64 6, !1505, !DIExpression(), !1509)
    #dbg_value(i64 7, !1505, !DIExpression(), !1509)
    #dbg_value(i64 8, !1505, !DIExpression(), !1509)
    #dbg_value(i64 9, !1505, !DIExpression(), !1509)
    #dbg_value(i64 10, !1505, !DIExpression(), !1509)
    #dbg_value(i64 11, !1505, !DIExpression(), !1509)
    #dbg_value(i64 12, !1505, !DIExpression(), !1509)
    #dbg_value(i64 13, !1505, !DIExpression(), !1509)
    #dbg_value(i64 14, !1505, !DIExpression(), !1509)
    #dbg_value(i64 15, !1505, !DIExpression(), !1509)
  %3 = load <16 x i8>, ptr %1, align 8, !dbg !1510, !tbaa !1445
  %4 = add <16 x i8> %3, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>, !dbg !1510
  store <16 x i8> %4, ptr %1, align 8, !dbg !1510, !tbaa !1445
    #dbg_value(i64 16, !1505, !DIExpression(), !1509)
  %5 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !1510
    #dbg_value(i64 17, !1505, !DIExpression(), !1509)
    #dbg_value(i64 18, !1505, !DIExpression(), !1509)
    #dbg_value(i64 19, !1505, !DIExpression(), !1509)
  %6 = load <4 x i8>, ptr %5, align 8, !dbg !1510, !tbaa !1445
  %7 = add <4 x i8> %6, <i8 3, i8 3, i8 3, i8 3>, !dbg !1510
  store <4 x i8> %7, ptr %5, align 8, !dbg !1510, !tbaa !1445
    #dbg_value(i64 20, !1505, !DIExpression(), !1509)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(20) %0, ptr noundef nonnull align 8 dereferenceable(20) %1, i64 20, i1 false), !dbg !1507, !tbaa.struct !1512
  ret void, !dbg !1507
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @sum20(ptr nocapture noundef readonly byval(%struct.s20) align 8 %0) unnamed_addr #5 !dbg !1513 {
    #dbg_declare(ptr %0, !1515, !DIExpression(), !1519)
    #dbg_value(i32 0, !1516, !DIExpression(), !1520)
    #dbg_value(i32 0, !1517, !DIExpression(), !1521)
    #dbg_value(i64 0, !1517, !DIExpression(), !1521)
    #dbg_value(i32 0, !1516, !DIExpression(), !1520)
  %2 = load i8, ptr %0, align 8, !dbg !1522, !tbaa !1445
  %3 = zext i8 %2 to i32, !dbg !1522
    #dbg_value(i32 %3, !1516, !DIExpression(), !1520)
    #dbg_value(i64 1, !1517, !DIExpression(), !1521)
  %4 = mul nuw nsw i32 %3, 33, !dbg !1522
  %5 = getelementptr inbounds i8, ptr %0, i64 1, !dbg !1522
  %6 = load i8, ptr %5, align 1, !dbg !1522, !tbaa !1445
  %7 = zext i8 %6 to i32, !dbg !1522
  %8 = add nuw nsw i32 %4, %7, !dbg !1522
    #dbg_value(i32 %8, !1516, !DIExpression(), !1520)
    #dbg_value(i64 2, !1517, !DIExpression(), !1521)
  %9 = mul nuw nsw i32 %8, 33, !dbg !1522
  %10 = getelementptr inbounds i8, ptr %0, i64 2, !dbg !1522
  %11 = load i8, ptr %10, align 2, !dbg !1522, !tbaa !1445
  %12 = zext i8 %11 to i32, !dbg !1522
  %13 = add nuw nsw i32 %9, %12, !dbg !1522
    #dbg_value(i32 %13, !1516, !DIExpression(), !1520)
    #dbg_value(i64 3, !1517, !DIExpression(), !1521)
  %14 = mul nuw nsw i32 %13, 33, !dbg !1522
  %15 = getelementptr inbounds i8, ptr %0, i64 3, !dbg !1522
  %16 = load i8, ptr %15, align 1, !dbg !1522, !tbaa !1445
  %17 = zext i8 %16 to i32, !dbg !1522
  %18 = add nuw nsw i32 %14, %17, !dbg !1522
    #dbg_value(i32 %18, !1516, !DIExpression(), !1520)
    #dbg_value(i64 4, !1517, !DIExpression(), !1521)
  %19 = mul nuw nsw i32 %18, 33, !dbg !1522
  %20 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !1522
  %21 = load i8, ptr %20, align 4, !dbg !1522, !tbaa !1445
  %22 = zext i8 %21 to i32, !dbg !1522
  %23 = add nuw nsw i32 %19, %22, !dbg !1522
    #dbg_value(i32 %23, !1516, !DIExpression(), !1520)
    #dbg_value(i64 5, !1517, !DIExpression(), !1521)
  %24 = mul i32 %23, 33, !dbg !1522
  %25 = getelementptr inbounds i8, ptr %0, i64 5, !dbg !1522
  %26 = load i8, ptr %25, align 1, !dbg !1522, !tbaa !1445
  %27 = zext i8 %26 to i32, !dbg !1522
  %28 = add i32 %24, %27, !dbg !1522
    #dbg_value(i32 %28, !1516, !DIExpression(), !1520)
    #dbg_value(i64 6, !1517, !DIExpression(), !1521)
  %29 = mul i32 %28, 33, !dbg !1522
  %30 = getelementptr inbounds i8, ptr %0, i64 6, !dbg !1522
  %31 = load i8, ptr %30, align 2, !dbg !1522, !tbaa !1445
  %32 = zext i8 %31 to i32, !dbg !1522
  %33 = add i32 %29, %32, !dbg !1522
    #dbg_value(i32 %33, !1516, !DIExpression(), !1520)
    #dbg_value(i64 7, !1517, !DIExpression(), !1521)
  %34 = mul i32 %33, 33, !dbg !1522
  %35 = getelementptr inbounds i8, ptr %0, i64 7, !dbg !1522
  %36 = load i8, ptr %35, align 1, !dbg !1522, !tbaa !1445
  %37 = zext i8 %36 to i32, !dbg !1522
  %38 = add i32 %34, %37, !dbg !1522
    #dbg_value(i32 %38, !1516, !DIExpression(), !1520)
    #dbg_value(i64 8, !1517, !DIExpression(), !1521)
  %39 = mul i32 %38, 33, !dbg !1522
  %40 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1522
  %41 = load i8, ptr %40, align 8, !dbg !1522, !tbaa !1445
  %42 = zext i8 %41 to i32, !dbg !1522
  %43 = add i32 %39, %42, !dbg !1522
    #dbg_value(i32 %43, !1516, !DIExpression(), !1520)
    #dbg_value(i64 9, !1517, !DIExpression(), !1521)
  %44 = mul i32 %43, 33, !dbg !1522
  %45 = getelementptr inbounds i8, ptr %0, i64 9, !dbg !1522
  %46 = load i8, ptr %45, align 1, !dbg !1522, !tbaa !1445
  %47 = zext i8 %46 to i32, !dbg !1522
  %48 = add i32 %44, %47, !dbg !1522
    #dbg_value(i32 %48, !1516, !DIExpression(), !1520)
    #dbg_value(i64 10, !1517, !DIExpression(), !1521)
  %49 = mul i32 %48, 33, !dbg !1522
  %50 = getelementptr inbounds i8, ptr %0, i64 10, !dbg !1522
  %51 = load i8, ptr %50, align 2, !dbg !1522, !tbaa !1445
  %52 = zext i8 %51 to i32, !dbg !1522
  %53 = add i32 %49, %52, !dbg !1522
    #dbg_value(i32 %53, !1516, !DIExpression(), !1520)
    #dbg_value(i64 11, !1517, !DIExpression(), !1521)
  %54 = mul i32 %53, 33, !dbg !1522
  %55 = getelementptr inbounds i8, ptr %0, i64 11, !dbg !1522
  %56 = load i8, ptr %55, align 1, !dbg !1522, !tbaa !1445
  %57 = zext i8 %56 to i32, !dbg !1522
  %58 = add i32 %54, %57, !dbg !1522
    #dbg_value(i32 %58, !1516, !DIExpression(), !1520)
    #dbg_value(i64 12, !1517, !DIExpression(), !1521)
  %59 = mul i32 %58, 33, !dbg !1522
  %60 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !1522
  %61 = load i8, ptr %60, align 4, !dbg !1522, !tbaa !1445
  %62 = zext i8 %61 to i32, !dbg !1522
  %63 = add i32 %59, %62, !dbg !1522
    #dbg_value(i32 %63, !1516, !DIExpression(), !1520)
    #dbg_value(i64 13, !1517, !DIExpression(), !1521)
  %64 = mul i32 %63, 33, !dbg !1522
  %65 = getelementptr inbounds i8, ptr %0, i64 13, !dbg !1522
  %66 = load i8, ptr %65, align 1, !dbg !1522, !tbaa !1445
  %67 = zext i8 %66 to i32, !dbg !1522
  %68 = add i32 %64, %67, !dbg !1522
    #dbg_value(i32 %68, !1516, !DIExpression(), !1520)
    #dbg_value(i64 14, !1517, !DIExpression(), !1521)
  %69 = mul i32 %68, 33, !dbg !1522
  %70 = getelementptr inbounds i8, ptr %0, i64 14, !dbg !1522
  %71 = load i8, ptr %70, align 2, !dbg !1522, !tbaa !1445
  %72 = zext i8 %71 to i32, !dbg !1522
  %73 = add i32 %69, %72, !dbg !1522
    #dbg_value(i32 %73, !1516, !DIExpression(), !1520)
    #dbg_value(i64 15, !1517, !DIExpression(), !1521)
  %74 = mul i32 %73, 33, !dbg !1522
  %75 = getelementptr inbounds i8, ptr %0, i64 15, !dbg !1522
  %76 = load i8, ptr %75, align 1, !dbg !1522, !tbaa !1445
  %77 = zext i8 %76 to i32, !dbg !1522
  %78 = add i32 %74, %77, !dbg !1522
    #dbg_value(i32 %78, !1516, !DIExpression(), !1520)
    #dbg_value(i64 16, !1517, !DIExpression(), !1521)
  %79 = mul i32 %78, 33, !dbg !1522
  %80 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1522
  %81 = load i8, ptr %80, align 8, !dbg !1522, !tbaa !1445
  %82 = zext i8 %81 to i32, !dbg !1522
  %83 = add i32 %79, %82, !dbg !1522
    #dbg_value(i32 %83, !1516, !DIExpression(), !1520)
    #dbg_value(i64 17, !1517, !DIExpression(), !1521)
  %84 = mul i32 %83, 33, !dbg !1522
  %85 = getelementptr inbounds i8, ptr %0, i64 17, !dbg !1522
  %86 = load i8, ptr %85, align 1, !dbg !1522, !tbaa !1445
  %87 = zext i8 %86 to i32, !dbg !1522
  %88 = add i32 %84, %87, !dbg !1522
    #dbg_value(i32 %88, !1516, !DIExpression(), !1520)
    #dbg_value(i64 18, !1517, !DIExpression(), !1521)
  %89 = mul i32 %88, 33, !dbg !1522
  %90 = getelementptr inbounds i8, ptr %0, i64 18, !dbg !1522
  %91 = load i8, ptr %90, align 2, !dbg !1522, !tbaa !1445
  %92 = zext i8 %91 to i32, !dbg !1522
  %93 = add i32 %89, %92, !dbg !1522
    #dbg_value(i32 %93, !1516, !DIExpression(), !1520)
    #dbg_value(i64 19, !1517, !DIExpression(), !1521)
  %94 = mul i32 %93, 33, !dbg !1522
  %95 = getelementptr inbounds i8, ptr %0, i64 19, !dbg !1522
  %96 = load i8, ptr %95, align 1, !dbg !1522, !tbaa !1445
  %97 = zext i8 %96 to i32, !dbg !1522
  %98 = add i32 %94, %97, !dbg !1522
    #dbg_value(i32 %98, !1516, !DIExpression(), !1520)
    #dbg_value(i64 20, !1517, !DIExpression(), !1521)
  ret i32 %98, !dbg !1519
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @late20(ptr nocapture noundef readonly byval(%struct.s20) align 8 %0, ptr nocapture noundef readonly byval(%struct.s20) align 8 %1) unnamed_addr #5 !dbg !1524 {
    #dbg_value(i64 1, !1528, !DIExpression(), !1537)
    #dbg_value(i64 2, !1529, !DIExpression(), !1537)
    #dbg_value(i64 3, !1530, !DIExpression(), !1537)
    #dbg_value(i64 4, !1531, !DIExpression(), !1537)
    #dbg_value(i64 5, !1532, !DIExpression(), !1537)
    #dbg_value(i64 6, !1533, !DIExpression(), !1537)
    #dbg_declare(ptr %0, !1534, !DIExpression(), !1538)
    #dbg_value(i64 7, !1535, !DIExpression(), !1537)
    #dbg_declare(ptr %1, !1536, !DIExpression(), !1538)
  %3 = tail call fastcc i32 @sum20(ptr noundef nonnull byval(%struct.s20) align 8 %0), !dbg !1538
  %4 = mul i32 %3, 3, !dbg !1538
  %5 = add i32 %4, 28, !dbg !1538
  %6 = tail call fastcc i32 @sum20(ptr noundef nonnull byval(%struct.s20) align 8 %1), !dbg !1538
  %7 = add i32 %5, %6, !dbg !1538
  ret i32 %7, !dbg !1538
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @make23(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s23) align 1 %0) unnamed_addr #6 !dbg !1539 {
    #dbg_value(i32 23, !1543, !DIExpression(), !1547)
    #dbg_declare(ptr %0, !1544, !DIExpression(), !1548)
    #dbg_value(i32 0, !1545, !DIExpression(), !1549)
    #dbg_value(i64 0, !1545, !DIExpression(), !1549)
    #dbg_value(i64 1, !1545, !DIExpression(), !1549)
    #dbg_value(i64 2, !1545, !DIExpression(), !1549)
    #dbg_value(i64 3, !1545, !DIExpression(), !1549)
    #dbg_value(i64 4, !1545, !DIExpression(), !1549)
    #dbg_value(i64 5, !1545, !DIExpression(), !1549)
    #dbg_value(i64 6, !1545, !DIExpression(), !1549)
    #dbg_value(i64 7, !1545, !DIExpression(), !1549)
    #dbg_value(i64 8, !1545, !DIExpression(), !1549)
    #dbg_value(i64 9, !1545, !DIExpression(), !1549)
    #dbg_value(i64 10, !1545, !DIExpression(), !1549)
    #dbg_value(i64 11, !1545, !DIExpression(), !1549)
    #dbg_value(i64 12, !1545, !DIExpression(), !1549)
    #dbg_value(i64 13, !1545, !DIExpression(), !1549)
    #dbg_value(i64 14, !1545, !DIExpression(), !1549)
    #dbg_value(i64 15, !1545, !DIExpression(), !1549)
  store <16 x i8> <i8 -55, i8 -48, i8 -41, i8 -34, i8 -27, i8 -20, i8 -13, i8 -6, i8 1, i8 8, i8 15, i8 22, i8 29, i8 36, i8 43, i8 50>, ptr %0, align 1, !dbg !1550, !tbaa !1445
    #dbg_value(i64 16, !1545, !DIExpression(), !1549)
  %2 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1550
    #dbg_value(i64 17, !1545, !DIExpression(), !1549)
    #dbg_value(i64 18, !1545, !DIExpression(), !1549)
    #dbg_value(i64 19, !1545, !DIExpression(), !1549)
  store <4 x i8> <i8 57, i8 64, i8 71, i8 78>, ptr %2, align 1, !dbg !1550, !tbaa !1445
    #dbg_value(i64 20, !1545, !DIExpression(), !1549)
  %3 = getelementptr inbounds i8, ptr %0, i64 20, !dbg !1550
  store i8 85, ptr %3, align 1, !dbg !1550, !tbaa !1445
    #dbg_value(i64 21, !1545, !DIExpression(), !1549)
  %4 = getelementptr inbounds i8, ptr %0, i64 21, !dbg !1550
  store i8 92, ptr %4, align 1, !dbg !1550, !tbaa !1445
    #dbg_value(i64 22, !1545, !DIExpression(), !1549)
  %5 = getelementptr inbounds i8, ptr %0, i64 22, !dbg !1550
  store i8 99, ptr %5, align 1, !dbg !1550, !tbaa !1445
    #dbg_value(i64 23, !1545, !DIExpression(), !1549)
  ret void, !dbg !1548
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @bump23(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s23) align 1 %0, ptr nocapture noundef byval(%struct.s23) align 8 %1) unnamed_addr #7 !dbg !1552 {
    #dbg_declare(ptr %1, !1556, !DIExpression(), !1560)
    #dbg_value(i32 3, !1557, !DIExpression(), !1561)
    #dbg_value(i32 0, !1558, !DIExpression(), !1562)
    #dbg_value(i64 0, !1558, !DIExpression(), !1562)
    #dbg_value(i64 1, !1558, !DIExpression(), !1562)
    #dbg_value(i64 2, !1558, !DIExpression(), !1562)
    #dbg_value(i64 3, !1558, !DIExpression(), !1562)
    #dbg_value(i64 4, !1558, !DIExpression(), !1562)
    #dbg_value(i64 5, !1558, !DIExpression(), !1562)
    #dbg_value(i64 6, !1558, !DIExpression(), !1562)
    #dbg_value(i64 7, !1558, !DIExpression(), !1562)
    #dbg_value(i64 8, !1558, !DIExpression(), !1562)
    #dbg_value(i64 9, !1558, !DIExpression(), !1562)
    #dbg_value(i64 10, !1558, !DIExpression(), !1562)
    #dbg_value(i64 11, !1558, !DIExpression(), !1562)
    #dbg_value(i64 12, !1558, !DIExpression(), !1562)
    #dbg_value(i64 13, !1558, !DIExpression(), !1562)
    #dbg_value(i64 14, !1558, !DIExpression(), !1562)
    #dbg_value(i64 15, !1558, !DIExpression(), !1562)
  %3 = load <16 x i8>, ptr %1, align 8, !dbg !1563, !tbaa !1445
  %4 = add <16 x i8> %3, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>, !dbg !1563
  store <16 x i8> %4, ptr %1, align 8, !dbg !1563, !tbaa !1445
    #dbg_value(i64 16, !1558, !DIExpression(), !1562)
  %5 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !1563
    #dbg_value(i64 17, !1558, !DIExpression(), !1562)
    #dbg_value(i64 18, !1558, !DIExpression(), !1562)
    #dbg_value(i64 19, !1558, !DIExpression(), !1562)
  %6 = load <4 x i8>, ptr %5, align 8, !dbg !1563, !tbaa !1445
  %7 = add <4 x i8> %6, <i8 3, i8 3, i8 3, i8 3>, !dbg !1563
  store <4 x i8> %7, ptr %5, align 8, !dbg !1563, !tbaa !1445
    #dbg_value(i64 20, !1558, !DIExpression(), !1562)
  %8 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !1563
  %9 = load i8, ptr %8, align 4, !dbg !1563, !tbaa !1445
  %10 = add i8 %9, 3, !dbg !1563
  store i8 %10, ptr %8, align 4, !dbg !1563, !tbaa !1445
    #dbg_value(i64 21, !1558, !DIExpression(), !1562)
  %11 = getelementptr inbounds i8, ptr %1, i64 21, !dbg !1563
  %12 = load i8, ptr %11, align 1, !dbg !1563, !tbaa !1445
  %13 = add i8 %12, 3, !dbg !1563
  store i8 %13, ptr %11, align 1, !dbg !1563, !tbaa !1445
    #dbg_value(i64 22, !1558, !DIExpression(), !1562)
  %14 = getelementptr inbounds i8, ptr %1, i64 22, !dbg !1563
  %15 = load i8, ptr %14, align 2, !dbg !1563, !tbaa !1445
  %16 = add i8 %15, 3, !dbg !1563
  store i8 %16, ptr %14, align 2, !dbg !1563, !tbaa !1445
    #dbg_value(i64 23, !1558, !DIExpression(), !1562)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(23) %0, ptr noundef nonnull align 8 dereferenceable(23) %1, i64 23, i1 false), !dbg !1560, !tbaa.struct !1565
  ret void, !dbg !1560
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @sum23(ptr nocapture noundef readonly byval(%struct.s23) align 8 %0) unnamed_addr #5 !dbg !1566 {
    #dbg_declare(ptr %0, !1568, !DIExpression(), !1572)
    #dbg_value(i32 0, !1569, !DIExpression(), !1573)
    #dbg_value(i32 0, !1570, !DIExpression(), !1574)
    #dbg_value(i64 0, !1570, !DIExpression(), !1574)
    #dbg_value(i32 0, !1569, !DIExpression(), !1573)
  %2 = load i8, ptr %0, align 8, !dbg !1575, !tbaa !1445
  %3 = zext i8 %2 to i32, !dbg !1575
    #dbg_value(i32 %3, !1569, !DIExpression(), !1573)
    #dbg_value(i64 1, !1570, !DIExpression(), !1574)
  %4 = mul nuw nsw i32 %3, 33, !dbg !1575
  %5 = getelementptr inbounds i8, ptr %0, i64 1, !dbg !1575
  %6 = load i8, ptr %5, align 1, !dbg !1575, !tbaa !1445
  %7 = zext i8 %6 to i32, !dbg !1575
  %8 = add nuw nsw i32 %4, %7, !dbg !1575
    #dbg_value(i32 %8, !1569, !DIExpression(), !1573)
    #dbg_value(i64 2, !1570, !DIExpression(), !1574)
  %9 = mul nuw nsw i32 %8, 33, !dbg !1575
  %10 = getelementptr inbounds i8, ptr %0, i64 2, !dbg !1575
  %11 = load i8, ptr %10, align 2, !dbg !1575, !tbaa !1445
  %12 = zext i8 %11 to i32, !dbg !1575
  %13 = add nuw nsw i32 %9, %12, !dbg !1575
    #dbg_value(i32 %13, !1569, !DIExpression(), !1573)
    #dbg_value(i64 3, !1570, !DIExpression(), !1574)
  %14 = mul nuw nsw i32 %13, 33, !dbg !1575
  %15 = getelementptr inbounds i8, ptr %0, i64 3, !dbg !1575
  %16 = load i8, ptr %15, align 1, !dbg !1575, !tbaa !1445
  %17 = zext i8 %16 to i32, !dbg !1575
  %18 = add nuw nsw i32 %14, %17, !dbg !1575
    #dbg_value(i32 %18, !1569, !DIExpression(), !1573)
    #dbg_value(i64 4, !1570, !DIExpression(), !1574)
  %19 = mul nuw nsw i32 %18, 33, !dbg !1575
  %20 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !1575
  %21 = load i8, ptr %20, align 4, !dbg !1575, !tbaa !1445
  %22 = zext i8 %21 to i32, !dbg !1575
  %23 = add nuw nsw i32 %19, %22, !dbg !1575
    #dbg_value(i32 %23, !1569, !DIExpression(), !1573)
    #dbg_value(i64 5, !1570, !DIExpression(), !1574)
  %24 = mul i32 %23, 33, !dbg !1575
  %25 = getelementptr inbounds i8, ptr %0, i64 5, !dbg !1575
  %26 = load i8, ptr %25, align 1, !dbg !1575, !tbaa !1445
  %27 = zext i8 %26 to i32, !dbg !1575
  %28 = add i32 %24, %27, !dbg !1575
    #dbg_value(i32 %28, !1569, !DIExpression(), !1573)
    #dbg_value(i64 6, !1570, !DIExpression(), !1574)
  %29 = mul i32 %28, 33, !dbg !1575
  %30 = getelementptr inbounds i8, ptr %0, i64 6, !dbg !1575
  %31 = load i8, ptr %30, align 2, !dbg !1575, !tbaa !1445
  %32 = zext i8 %31 to i32, !dbg !1575
  %33 = add i32 %29, %32, !dbg !1575
    #dbg_value(i32 %33, !1569, !DIExpression(), !1573)
    #dbg_value(i64 7, !1570, !DIExpression(), !1574)
  %34 = mul i32 %33, 33, !dbg !1575
  %35 = getelementptr inbounds i8, ptr %0, i64 7, !dbg !1575
  %36 = load i8, ptr %35, align 1, !dbg !1575, !tbaa !1445
  %37 = zext i8 %36 to i32, !dbg !1575
  %38 = add i32 %34, %37, !dbg !1575
    #dbg_value(i32 %38, !1569, !DIExpression(), !1573)
    #dbg_value(i64 8, !1570, !DIExpression(), !1574)
  %39 = mul i32 %38, 33, !dbg !1575
  %40 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1575
  %41 = load i8, ptr %40, align 8, !dbg !1575, !tbaa !1445
  %42 = zext i8 %41 to i32, !dbg !1575
  %43 = add i32 %39, %42, !dbg !1575
    #dbg_value(i32 %43, !1569, !DIExpression(), !1573)
    #dbg_value(i64 9, !1570, !DIExpression(), !1574)
  %44 = mul i32 %43, 33, !dbg !1575
  %45 = getelementptr inbounds i8, ptr %0, i64 9, !dbg !1575
  %46 = load i8, ptr %45, align 1, !dbg !1575, !tbaa !1445
  %47 = zext i8 %46 to i32, !dbg !1575
  %48 = add i32 %44, %47, !dbg !1575
    #dbg_value(i32 %48, !1569, !DIExpression(), !1573)
    #dbg_value(i64 10, !1570, !DIExpression(), !1574)
  %49 = mul i32 %48, 33, !dbg !1575
  %50 = getelementptr inbounds i8, ptr %0, i64 10, !dbg !1575
  %51 = load i8, ptr %50, align 2, !dbg !1575, !tbaa !1445
  %52 = zext i8 %51 to i32, !dbg !1575
  %53 = add i32 %49, %52, !dbg !1575
    #dbg_value(i32 %53, !1569, !DIExpression(), !1573)
    #dbg_value(i64 11, !1570, !DIExpression(), !1574)
  %54 = mul i32 %53, 33, !dbg !1575
  %55 = getelementptr inbounds i8, ptr %0, i64 11, !dbg !1575
  %56 = load i8, ptr %55, align 1, !dbg !1575, !tbaa !1445
  %57 = zext i8 %56 to i32, !dbg !1575
  %58 = add i32 %54, %57, !dbg !1575
    #dbg_value(i32 %58, !1569, !DIExpression(), !1573)
    #dbg_value(i64 12, !1570, !DIExpression(), !1574)
  %59 = mul i32 %58, 33, !dbg !1575
  %60 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !1575
  %61 = load i8, ptr %60, align 4, !dbg !1575, !tbaa !1445
  %62 = zext i8 %61 to i32, !dbg !1575
  %63 = add i32 %59, %62, !dbg !1575
    #dbg_value(i32 %63, !1569, !DIExpression(), !1573)
    #dbg_value(i64 13, !1570, !DIExpression(), !1574)
  %64 = mul i32 %63, 33, !dbg !1575
  %65 = getelementptr inbounds i8, ptr %0, i64 13, !dbg !1575
  %66 = load i8, ptr %65, align 1, !dbg !1575, !tbaa !1445
  %67 = zext i8 %66 to i32, !dbg !1575
  %68 = add i32 %64, %67, !dbg !1575
    #dbg_value(i32 %68, !1569, !DIExpression(), !1573)
    #dbg_value(i64 14, !1570, !DIExpression(), !1574)
  %69 = mul i32 %68, 33, !dbg !1575
  %70 = getelementptr inbounds i8, ptr %0, i64 14, !dbg !1575
  %71 = load i8, ptr %70, align 2, !dbg !1575, !tbaa !1445
  %72 = zext i8 %71 to i32, !dbg !1575
  %73 = add i32 %69, %72, !dbg !1575
    #dbg_value(i32 %73, !1569, !DIExpression(), !1573)
    #dbg_value(i64 15, !1570, !DIExpression(), !1574)
  %74 = mul i32 %73, 33, !dbg !1575
  %75 = getelementptr inbounds i8, ptr %0, i64 15, !dbg !1575
  %76 = load i8, ptr %75, align 1, !dbg !1575, !tbaa !1445
  %77 = zext i8 %76 to i32, !dbg !1575
  %78 = add i32 %74, %77, !dbg !1575
    #dbg_value(i32 %78, !1569, !DIExpression(), !1573)
    #dbg_value(i64 16, !1570, !DIExpression(), !1574)
  %79 = mul i32 %78, 33, !dbg !1575
  %80 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1575
  %81 = load i8, ptr %80, align 8, !dbg !1575, !tbaa !1445
  %82 = zext i8 %81 to i32, !dbg !1575
  %83 = add i32 %79, %82, !dbg !1575
    #dbg_value(i32 %83, !1569, !DIExpression(), !1573)
    #dbg_value(i64 17, !1570, !DIExpression(), !1574)
  %84 = mul i32 %83, 33, !dbg !1575
  %85 = getelementptr inbounds i8, ptr %0, i64 17, !dbg !1575
  %86 = load i8, ptr %85, align 1, !dbg !1575, !tbaa !1445
  %87 = zext i8 %86 to i32, !dbg !1575
  %88 = add i32 %84, %87, !dbg !1575
    #dbg_value(i32 %88, !1569, !DIExpression(), !1573)
    #dbg_value(i64 18, !1570, !DIExpression(), !1574)
  %89 = mul i32 %88, 33, !dbg !1575
  %90 = getelementptr inbounds i8, ptr %0, i64 18, !dbg !1575
  %91 = load i8, ptr %90, align 2, !dbg !1575, !tbaa !1445
  %92 = zext i8 %91 to i32, !dbg !1575
  %93 = add i32 %89, %92, !dbg !1575
    #dbg_value(i32 %93, !1569, !DIExpression(), !1573)
    #dbg_value(i64 19, !1570, !DIExpression(), !1574)
  %94 = mul i32 %93, 33, !dbg !1575
  %95 = getelementptr inbounds i8, ptr %0, i64 19, !dbg !1575
  %96 = load i8, ptr %95, align 1, !dbg !1575, !tbaa !1445
  %97 = zext i8 %96 to i32, !dbg !1575
  %98 = add i32 %94, %97, !dbg !1575
    #dbg_value(i32 %98, !1569, !DIExpression(), !1573)
    #dbg_value(i64 20, !1570, !DIExpression(), !1574)
  %99 = mul i32 %98, 33, !dbg !1575
  %100 = getelementptr inbounds i8, ptr %0, i64 20, !dbg !1575
  %101 = load i8, ptr %100, align 4, !dbg !1575, !tbaa !1445
  %102 = zext i8 %101 to i32, !dbg !1575
  %103 = add i32 %99, %102, !dbg !1575
    #dbg_value(i32 %103, !1569, !DIExpression(), !1573)
    #dbg_value(i64 21, !1570, !DIExpression(), !1574)
  %104 = mul i32 %103, 33, !dbg !1575
  %105 = getelementptr inbounds i8, ptr %0, i64 21, !dbg !1575
  %106 = load i8, ptr %105, align 1, !dbg !1575, !tbaa !1445
  %107 = zext i8 %106 to i32, !dbg !1575
  %108 = add i32 %104, %107, !dbg !1575
    #dbg_value(i32 %108, !1569, !DIExpression(), !1573)
    #dbg_value(i64 22, !1570, !DIExpression(), !1574)
  %109 = mul i32 %108, 33, !dbg !1575
  %110 = getelementptr inbounds i8, ptr %0, i64 22, !dbg !1575
  %111 = load i8, ptr %110, align 2, !dbg !1575, !tbaa !1445
  %112 = zext i8 %111 to i32, !dbg !1575
  %113 = add i32 %109, %112, !dbg !1575
    #dbg_value(i32 %113, !1569, !DIExpression(), !1573)
    #dbg_value(i64 23, !1570, !DIExpression(), !1574)
  ret i32 %113, !dbg !1572
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @late23(ptr nocapture noundef readonly byval(%struct.s23) align 8 %0, ptr nocapture noundef readonly byval(%struct.s23) align 8 %1) unnamed_addr #5 !dbg !1577 {
    #dbg_value(i64 1, !1581, !DIExpression(), !1590)
    #dbg_value(i64 2, !1582, !DIExpression(), !1590)
    #dbg_value(i64 3, !1583, !DIExpression(), !1590)
    #dbg_value(i64 4, !1584, !DIExpression(), !1590)
    #dbg_value(i64 5, !1585, !DIExpression(), !1590)
    #dbg_value(i64 6, !1586, !DIExpression(), !1590)
    #dbg_declare(ptr %0, !1587, !DIExpression(), !1591)
    #dbg_value(i64 7, !1588, !DIExpression(), !1590)
    #dbg_declare(ptr %1, !1589, !DIExpression(), !1591)
  %3 = tail call fastcc i32 @sum23(ptr noundef nonnull byval(%struct.s23) align 8 %0), !dbg !1591
  %4 = mul i32 %3, 3, !dbg !1591
  %5 = add i32 %4, 28, !dbg !1591
  %6 = tail call fastcc i32 @sum23(ptr noundef nonnull byval(%struct.s23) align 8 %1), !dbg !1591
  %7 = add i32 %5, %6, !dbg !1591
  ret i32 %7, !dbg !1591
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @make24(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s24) align 1 %0) unnamed_addr #6 !dbg !1592 {
    #dbg_value(i32 24, !1596, !DIExpression(), !1600)
    #dbg_declare(ptr %0, !1597, !DIExpression(), !1601)
    #dbg_value(i32 0, !1598, !DIExpression(), !1602)
    #dbg_value(i64 0, !1598, !DIExpression(), !1602)
    #dbg_value(i64 1, !1598, !DIExpression(), !1602)
    #dbg_value(i64 2, !1598, !DIExpression(), !1602)
    #dbg_value(i64 3, !1598, !DIExpression(), !1602)
    #dbg_value(i64 4, !1598, !DIExpression(), !1602)
    #dbg_value(i64 5, !1598, !DIExpression(), !1602)
    #dbg_value(i64 6, !1598, !DIExpression(), !1602)
    #dbg_value(i64 7, !1598, !DIExpression(), !1602)
    #dbg_value(i64 8, !1598, !DIExpression(), !1602)
    #dbg_value(i64 9, !1598, !DIExpression(), !1602)
    #dbg_value(i64 10, !1598, !DIExpression(), !1602)
    #dbg_value(i64 11, !1598, !DIExpression(), !1602)
    #dbg_value(i64 12, !1598, !DIExpression(), !1602)
    #dbg_value(i64 13, !1598, !DIExpression(), !1602)
    #dbg_value(i64 14, !1598, !DIExpression(), !1602)
    #dbg_value(i64 15, !1598, !DIExpression(), !1602)
  store <16 x i8> <i8 -24, i8 -17, i8 -10, i8 -3, i8 4, i8 11, i8 18, i8 25, i8 32, i8 39, i8 46, i8 53, i8 60, i8 67, i8 74, i8 81>, ptr %0, align 1, !dbg !1603, !tbaa !1445
    #dbg_value(i64 16, !1598, !DIExpression(), !1602)
  %2 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1603
    #dbg_value(i64 17, !1598, !DIExpression(), !1602)
    #dbg_value(i64 18, !1598, !DIExpression(), !1602)
    #dbg_value(i64 19, !1598, !DIExpression(), !1602)
    #dbg_value(i64 20, !1598, !DIExpression(), !1602)
    #dbg_value(i64 21, !1598, !DIExpression(), !1602)
    #dbg_value(i64 22, !1598, !DIExpression(), !1602)
    #dbg_value(i64 23, !1598, !DIExpression(), !1602)
  store <8 x i8> <i8 88, i8 95, i8 102, i8 109, i8 116, i8 123, i8 -126, i8 -119>, ptr %2, align 1, !dbg !1603, !tbaa !1445
    #dbg_value(i64 24, !1598, !DIExpression(), !1602)
  ret void, !dbg !1601
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @bump24(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s24) align 1 %0, ptr nocapture noundef byval(%struct.s24) align 8 %1) unnamed_addr #7 !dbg !1605 {
    #dbg_declare(ptr %1, !1609, !DIExpression(), !1613)
    #dbg_value(i32 3, !1610, !DIExpression(), !1614)
    #dbg_value(i32 0, !1611, !DIExpression(), !1615)
    #dbg_value(i64 0, !1611, !DIExpression(), !1615)
    #dbg_value(i64 1, !1611, !DIExpression(), !1615)
    #dbg_value(i64 2, !1611, !DIExpression(), !1615)
    #dbg_value(i64 3, !1611, !DIExpression(), !1615)
    #dbg_value(i64 4, !1611, !DIExpression(), !1615)
    #dbg_value(i64 5, !1611, !DIExpression(), !1615)
    #dbg_value(i64 6, !1611, !DIExpression(), !1615)
    #dbg_value(i64 7, !1611, !DIExpression(), !1615)
    #dbg_value(i64 8, !1611, !DIExpression(), !1615)
    #dbg_value(i64 9, !1611, !DIExpression(), !1615)
    #dbg_value(i64 10, !1611, !DIExpression(), !1615)
    #dbg_value(i64 11, !1611, !DIExpression(), !1615)
    #dbg_value(i64 12, !1611, !DIExpression(), !1615)
    #dbg_value(i64 13, !1611, !DIExpression(), !1615)
    #dbg_value(i64 14, !1611, !DIExpression(), !1615)
    #dbg_value(i64 15, !1611, !DIExpression(), !1615)
  %3 = load <16 x i8>, ptr %1, align 8, !dbg !1616, !tbaa !1445
  %4 = add <16 x i8> %3, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>, !dbg !1616
  store <16 x i8> %4, ptr %1, align 8, !dbg !1616, !tbaa !1445
    #dbg_value(i64 16, !1611, !DIExpression(), !1615)
  %5 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !1616
    #dbg_value(i64 17, !1611, !DIExpression(), !1615)
    #dbg_value(i64 18, !1611, !DIExpression(), !1615)
    #dbg_value(i64 19, !1611, !DIExpression(), !1615)
    #dbg_value(i64 20, !1611, !DIExpression(), !1615)
    #dbg_value(i64 21, !1611, !DIExpression(), !1615)
    #dbg_value(i64 22, !1611, !DIExpression(), !1615)
    #dbg_value(i64 23, !1611, !DIExpression(), !1615)
  %6 = load <8 x i8>, ptr %5, align 8, !dbg !1616, !tbaa !1445
  %7 = add <8 x i8> %6, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>, !dbg !1616
  store <8 x i8> %7, ptr %5, align 8, !dbg !1616, !tbaa !1445
    #dbg_value(i64 24, !1611, !DIExpression(), !1615)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(24) %0, ptr noundef nonnull align 8 dereferenceable(24) %1, i64 24, i1 false), !dbg !1613, !tbaa.struct !1618
  ret void, !dbg !1613
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @sum24(ptr nocapture noundef readonly byval(%struct.s24) align 8 %0) unnamed_addr #5 !dbg !1619 {
    #dbg_declare(ptr %0, !1621, !DIExpression(), !1625)
    #dbg_value(i32 0, !1622, !DIExpression(), !1626)
    #dbg_value(i32 0, !1623, !DIExpression(), !1627)
    #dbg_value(i64 0, !1623, !DIExpression(), !1627)
    #dbg_value(i32 0, !1622, !DIExpression(), !1626)
  %2 = load i8, ptr %0, align 8, !dbg !1628, !tbaa !1445
  %3 = zext i8 %2 to i32, !dbg !1628
    #dbg_value(i32 %3, !1622, !DIExpression(), !1626)
    #dbg_value(i64 1, !1623, !DIExpression(), !1627)
  %4 = mul nuw nsw i32 %3, 33, !dbg !1628
  %5 = getelementptr inbounds i8, ptr %0, i64 1, !dbg !1628
  %6 = load i8, ptr %5, align 1, !dbg !1628, !tbaa !1445
  %7 = zext i8 %6 to i32, !dbg !1628
  %8 = add nuw nsw i32 %4, %7, !dbg !1628
    #dbg_value(i32 %8, !1622, !DIExpression(), !1626)
    #dbg_value(i64 2, !1623, !DIExpression(), !1627)
  %9 = mul nuw nsw i32 %8, 33, !dbg !1628
  %10 = getelementptr inbounds i8, ptr %0, i64 2, !dbg !1628
  %11 = load i8, ptr %10, align 2, !dbg !1628, !tbaa !1445
  %12 = zext i8 %11 to i32, !dbg !1628
  %13 = add nuw nsw i32 %9, %12, !dbg !1628
    #dbg_value(i32 %13, !1622, !DIExpression(), !1626)
    #dbg_value(i64 3, !1623, !DIExpression(), !1627)
  %14 = mul nuw nsw i32 %13, 33, !dbg !1628
  %15 = getelementptr inbounds i8, ptr %0, i64 3, !dbg !1628
  %16 = load i8, ptr %15, align 1, !dbg !1628, !tbaa !1445
  %17 = zext i8 %16 to i32, !dbg !1628
  %18 = add nuw nsw i32 %14, %17, !dbg !1628
    #dbg_value(i32 %18, !1622, !DIExpression(), !1626)
    #dbg_value(i64 4, !1623, !DIExpression(), !1627)
  %19 = mul nuw nsw i32 %18, 33, !dbg !1628
  %20 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !1628
  %21 = load i8, ptr %20, align 4, !dbg !1628, !tbaa !1445
  %22 = zext i8 %21 to i32, !dbg !1628
  %23 = add nuw nsw i32 %19, %22, !dbg !1628
    #dbg_value(i32 %23, !1622, !DIExpression(), !1626)
    #dbg_value(i64 5, !1623, !DIExpression(), !1627)
  %24 = mul i32 %23, 33, !dbg !1628
  %25 = getelementptr inbounds i8, ptr %0, i64 5, !dbg !1628
  %26 = load i8, ptr %25, align 1, !dbg !1628, !tbaa !1445
  %27 = zext i8 %26 to i32, !dbg !1628
  %28 = add i32 %24, %27, !dbg !1628
    #dbg_value(i32 %28, !1622, !DIExpression(), !1626)
    #dbg_value(i64 6, !1623, !DIExpression(), !1627)
  %29 = mul i32 %28, 33, !dbg !1628
  %30 = getelementptr inbounds i8, ptr %0, i64 6, !dbg !1628
  %31 = load i8, ptr %30, align 2, !dbg !1628, !tbaa !1445
  %32 = zext i8 %31 to i32, !dbg !1628
  %33 = add i32 %29, %32, !dbg !1628
    #dbg_value(i32 %33, !1622, !DIExpression(), !1626)
    #dbg_value(i64 7, !1623, !DIExpression(), !1627)
  %34 = mul i32 %33, 33, !dbg !1628
  %35 = getelementptr inbounds i8, ptr %0, i64 7, !dbg !1628
  %36 = load i8, ptr %35, align 1, !dbg !1628, !tbaa !1445
  %37 = zext i8 %36 to i32, !dbg !1628
  %38 = add i32 %34, %37, !dbg !1628
    #dbg_value(i32 %38, !1622, !DIExpression(), !1626)
    #dbg_value(i64 8, !1623, !DIExpression(), !1627)
  %39 = mul i32 %38, 33, !dbg !1628
  %40 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1628
  %41 = load i8, ptr %40, align 8, !dbg !1628, !tbaa !1445
  %42 = zext i8 %41 to i32, !dbg !1628
  %43 = add i32 %39, %42, !dbg !1628
    #dbg_value(i32 %43, !1622, !DIExpression(), !1626)
    #dbg_value(i64 9, !1623, !DIExpression(), !1627)
  %44 = mul i32 %43, 33, !dbg !1628
  %45 = getelementptr inbounds i8, ptr %0, i64 9, !dbg !1628
  %46 = load i8, ptr %45, align 1, !dbg !1628, !tbaa !1445
  %47 = zext i8 %46 to i32, !dbg !1628
  %48 = add i32 %44, %47, !dbg !1628
    #dbg_value(i32 %48, !1622, !DIExpression(), !1626)
    #dbg_value(i64 10, !1623, !DIExpression(), !1627)
  %49 = mul i32 %48, 33, !dbg !1628
  %50 = getelementptr inbounds i8, ptr %0, i64 10, !dbg !1628
  %51 = load i8, ptr %50, align 2, !dbg !1628, !tbaa !1445
  %52 = zext i8 %51 to i32, !dbg !1628
  %53 = add i32 %49, %52, !dbg !1628
    #dbg_value(i32 %53, !1622, !DIExpression(), !1626)
    #dbg_value(i64 11, !1623, !DIExpression(), !1627)
  %54 = mul i32 %53, 33, !dbg !1628
  %55 = getelementptr inbounds i8, ptr %0, i64 11, !dbg !1628
  %56 = load i8, ptr %55, align 1, !dbg !1628, !tbaa !1445
  %57 = zext i8 %56 to i32, !dbg !1628
  %58 = add i32 %54, %57, !dbg !1628
    #dbg_value(i32 %58, !1622, !DIExpression(), !1626)
    #dbg_value(i64 12, !1623, !DIExpression(), !1627)
  %59 = mul i32 %58, 33, !dbg !1628
  %60 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !1628
  %61 = load i8, ptr %60, align 4, !dbg !1628, !tbaa !1445
  %62 = zext i8 %61 to i32, !dbg !1628
  %63 = add i32 %59, %62, !dbg !1628
    #dbg_value(i32 %63, !1622, !DIExpression(), !1626)
    #dbg_value(i64 13, !1623, !DIExpression(), !1627)
  %64 = mul i32 %63, 33, !dbg !1628
  %65 = getelementptr inbounds i8, ptr %0, i64 13, !dbg !1628
  %66 = load i8, ptr %65, align 1, !dbg !1628, !tbaa !1445
  %67 = zext i8 %66 to i32, !dbg !1628
  %68 = add i32 %64, %67, !dbg !1628
    #dbg_value(i32 %68, !1622, !DIExpression(), !1626)
    #dbg_value(i64 14, !1623, !DIExpression(), !1627)
  %69 = mul i32 %68, 33, !dbg !1628
  %70 = getelementptr inbounds i8, ptr %0, i64 14, !dbg !1628
  %71 = load i8, ptr %70, align 2, !dbg !1628, !tbaa !1445
  %72 = zext i8 %71 to i32, !dbg !1628
  %73 = add i32 %69, %72, !dbg !1628
    #dbg_value(i32 %73, !1622, !DIExpression(), !1626)
    #dbg_value(i64 15, !1623, !DIExpression(), !1627)
  %74 = mul i32 %73, 33, !dbg !1628
  %75 = getelementptr inbounds i8, ptr %0, i64 15, !dbg !1628
  %76 = load i8, ptr %75, align 1, !dbg !1628, !tbaa !1445
  %77 = zext i8 %76 to i32, !dbg !1628
  %78 = add i32 %74, %77, !dbg !1628
    #dbg_value(i32 %78, !1622, !DIExpression(), !1626)
    #dbg_value(i64 16, !1623, !DIExpression(), !1627)
  %79 = mul i32 %78, 33, !dbg !1628
  %80 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1628
  %81 = load i8, ptr %80, align 8, !dbg !1628, !tbaa !1445
  %82 = zext i8 %81 to i32, !dbg !1628
  %83 = add i32 %79, %82, !dbg !1628
    #dbg_value(i32 %83, !1622, !DIExpression(), !1626)
    #dbg_value(i64 17, !1623, !DIExpression(), !1627)
  %84 = mul i32 %83, 33, !dbg !1628
  %85 = getelementptr inbounds i8, ptr %0, i64 17, !dbg !1628
  %86 = load i8, ptr %85, align 1, !dbg !1628, !tbaa !1445
  %87 = zext i8 %86 to i32, !dbg !1628
  %88 = add i32 %84, %87, !dbg !1628
    #dbg_value(i32 %88, !1622, !DIExpression(), !1626)
    #dbg_value(i64 18, !1623, !DIExpression(), !1627)
  %89 = mul i32 %88, 33, !dbg !1628
  %90 = getelementptr inbounds i8, ptr %0, i64 18, !dbg !1628
  %91 = load i8, ptr %90, align 2, !dbg !1628, !tbaa !1445
  %92 = zext i8 %91 to i32, !dbg !1628
  %93 = add i32 %89, %92, !dbg !1628
    #dbg_value(i32 %93, !1622, !DIExpression(), !1626)
    #dbg_value(i64 19, !1623, !DIExpression(), !1627)
  %94 = mul i32 %93, 33, !dbg !1628
  %95 = getelementptr inbounds i8, ptr %0, i64 19, !dbg !1628
  %96 = load i8, ptr %95, align 1, !dbg !1628, !tbaa !1445
  %97 = zext i8 %96 to i32, !dbg !1628
  %98 = add i32 %94, %97, !dbg !1628
    #dbg_value(i32 %98, !1622, !DIExpression(), !1626)
    #dbg_value(i64 20, !1623, !DIExpression(), !1627)
  %99 = mul i32 %98, 33, !dbg !1628
  %100 = getelementptr inbounds i8, ptr %0, i64 20, !dbg !1628
  %101 = load i8, ptr %100, align 4, !dbg !1628, !tbaa !1445
  %102 = zext i8 %101 to i32, !dbg !1628
  %103 = add i32 %99, %102, !dbg !1628
    #dbg_value(i32 %103, !1622, !DIExpression(), !1626)
    #dbg_value(i64 21, !1623, !DIExpression(), !1627)
  %104 = mul i32 %103, 33, !dbg !1628
  %105 = getelementptr inbounds i8, ptr %0, i64 21, !dbg !1628
  %106 = load i8, ptr %105, align 1, !dbg !1628, !tbaa !1445
  %107 = zext i8 %106 to i32, !dbg !1628
  %108 = add i32 %104, %107, !dbg !1628
    #dbg_value(i32 %108, !1622, !DIExpression(), !1626)
    #dbg_value(i64 22, !1623, !DIExpression(), !1627)
  %109 = mul i32 %108, 33, !dbg !1628
  %110 = getelementptr inbounds i8, ptr %0, i64 22, !dbg !1628
  %111 = load i8, ptr %110, align 2, !dbg !1628, !tbaa !1445
  %112 = zext i8 %111 to i32, !dbg !1628
  %113 = add i32 %109, %112, !dbg !1628
    #dbg_value(i32 %113, !1622, !DIExpression(), !1626)
    #dbg_value(i64 23, !1623, !DIExpression(), !1627)
  %114 = mul i32 %113, 33, !dbg !1628
  %115 = getelementptr inbounds i8, ptr %0, i64 23, !dbg !1628
  %116 = load i8, ptr %115, align 1, !dbg !1628, !tbaa !1445
  %117 = zext i8 %116 to i32, !dbg !1628
  %118 = add i32 %114, %117, !dbg !1628
    #dbg_value(i32 %118, !1622, !DIExpression(), !1626)
    #dbg_value(i64 24, !1623, !DIExpression(), !1627)
  ret i32 %118, !dbg !1625
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @late24(ptr nocapture noundef readonly byval(%struct.s24) align 8 %0, ptr nocapture noundef readonly byval(%struct.s24) align 8 %1) unnamed_addr #5 !dbg !1630 {
    #dbg_value(i64 1, !1634, !DIExpression(), !1643)
    #dbg_value(i64 2, !1635, !DIExpression(), !1643)
    #dbg_value(i64 3, !1636, !DIExpression(), !1643)
    #dbg_value(i64 4, !1637, !DIExpression(), !1643)
    #dbg_value(i64 5, !1638, !DIExpression(), !1643)
    #dbg_value(i64 6, !1639, !DIExpression(), !1643)
    #dbg_declare(ptr %0, !1640, !DIExpression(), !1644)
    #dbg_value(i64 7, !1641, !DIExpression(), !1643)
    #dbg_declare(ptr %1, !1642, !DIExpression(), !1644)
  %3 = tail call fastcc i32 @sum24(ptr noundef nonnull byval(%struct.s24) align 8 %0), !dbg !1644
  %4 = mul i32 %3, 3, !dbg !1644
  %5 = add i32 %4, 28, !dbg !1644
  %6 = tail call fastcc i32 @sum24(ptr noundef nonnull byval(%struct.s24) align 8 %1), !dbg !1644
  %7 = add i32 %5, %6, !dbg !1644
  ret i32 %7, !dbg !1644
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write) uwtable
define internal fastcc void @make31(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s31) align 1 %0) unnamed_addr #8 !dbg !1645 {
    #dbg_value(i32 31, !1649, !DIExpression(), !1653)
    #dbg_declare(ptr %0, !1650, !DIExpression(), !1654)
    #dbg_value(i32 0, !1651, !DIExpression(), !1655)
  store <8 x i8> <i8 -63, i8 -56, i8 -49, i8 -42, i8 -35, i8 -28, i8 -21, i8 -14>, ptr %0, align 1, !dbg !1656, !tbaa !1445
  %2 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1656
  store <8 x i8> <i8 -7, i8 0, i8 7, i8 14, i8 21, i8 28, i8 35, i8 42>, ptr %2, align 1, !dbg !1656, !tbaa !1445
  %3 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1656
  store <8 x i8> <i8 49, i8 56, i8 63, i8 70, i8 77, i8 84, i8 91, i8 98>, ptr %3, align 1, !dbg !1656, !tbaa !1445
    #dbg_value(i64 24, !1651, !DIExpression(), !1655)
  %4 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1656
  store i8 105, ptr %4, align 1, !dbg !1656, !tbaa !1445
    #dbg_value(i64 25, !1651, !DIExpression(), !1655)
  %5 = getelementptr inbounds i8, ptr %0, i64 25, !dbg !1656
  store i8 112, ptr %5, align 1, !dbg !1656, !tbaa !1445
    #dbg_value(i64 26, !1651, !DIExpression(), !1655)
  %6 = getelementptr inbounds i8, ptr %0, i64 26, !dbg !1656
  store i8 119, ptr %6, align 1, !dbg !1656, !tbaa !1445
    #dbg_value(i64 27, !1651, !DIExpression(), !1655)
  %7 = getelementptr inbounds i8, ptr %0, i64 27, !dbg !1656
  store i8 126, ptr %7, align 1, !dbg !1656, !tbaa !1445
    #dbg_value(i64 28, !1651, !DIExpression(), !1655)
  %8 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !1656
  store i8 -123, ptr %8, align 1, !dbg !1656, !tbaa !1445
    #dbg_value(i64 29, !1651, !DIExpression(), !1655)
  %9 = getelementptr inbounds i8, ptr %0, i64 29, !dbg !1656
  store i8 -116, ptr %9, align 1, !dbg !1656, !tbaa !1445
    #dbg_value(i64 30, !1651, !DIExpression(), !1655)
  %10 = getelementptr inbounds i8, ptr %0, i64 30, !dbg !1656
  store i8 -109, ptr %10, align 1, !dbg !1656, !tbaa !1445
    #dbg_value(i64 31, !1651, !DIExpression(), !1655)
  ret void, !dbg !1654
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @bump31(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s31) align 1 %0, ptr nocapture noundef byval(%struct.s31) align 8 %1) unnamed_addr #9 !dbg !1658 {
    #dbg_declare(ptr %1, !1662, !DIExpression(), !1666)
    #dbg_value(i32 3, !1663, !DIExpression(), !1667)
    #dbg_value(i32 0, !1664, !DIExpression(), !1668)
  %3 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !1669
  %4 = load <4 x i8>, ptr %1, align 8, !dbg !1669, !tbaa !1445
  %5 = load <4 x i8>, ptr %3, align 4, !dbg !1669, !tbaa !1445
  %6 = add <4 x i8> %4, <i8 3, i8 3, i8 3, i8 3>, !dbg !1669
  %7 = add <4 x i8> %5, <i8 3, i8 3, i8 3, i8 3>, !dbg !1669
  store <4 x i8> %6, ptr %1, align 8, !dbg !1669, !tbaa !1445
  store <4 x i8> %7, ptr %3, align 4, !dbg !1669, !tbaa !1445
  %8 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !1669
  %9 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !1669
  %10 = load <4 x i8>, ptr %8, align 8, !dbg !1669, !tbaa !1445
  %11 = load <4 x i8>, ptr %9, align 4, !dbg !1669, !tbaa !1445
  %12 = add <4 x i8> %10, <i8 3, i8 3, i8 3, i8 3>, !dbg !1669
  %13 = add <4 x i8> %11, <i8 3, i8 3, i8 3, i8 3>, !dbg !1669
  store <4 x i8> %12, ptr %8, align 8, !dbg !1669, !tbaa !1445
  store <4 x i8> %13, ptr %9, align 4, !dbg !1669, !tbaa !1445
  %14 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !1669
  %15 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !1669
  %16 = load <4 x i8>, ptr %14, align 8, !dbg !1669, !tbaa !1445
  %17 = load <4 x i8>, ptr %15, align 4, !dbg !1669, !tbaa !1445
  %18 = add <4 x i8> %16, <i8 3, i8 3, i8 3, i8 3>, !dbg !1669
  %19 = add <4 x i8> %17, <i8 3, i8 3, i8 3, i8 3>, !dbg !1669
  store <4 x i8> %18, ptr %14, align 8, !dbg !1669, !tbaa !1445
  store <4 x i8> %19, ptr %15, align 4, !dbg !1669, !tbaa !1445
    #dbg_value(i64 24, !1664, !DIExpression(), !1668)
  %20 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !1669
  %21 = load i8, ptr %20, align 8, !dbg !1669, !tbaa !1445
  %22 = add i8 %21, 3, !dbg !1669
  store i8 %22, ptr %20, align 8, !dbg !1669, !tbaa !1445
    #dbg_value(i64 25, !1664, !DIExpression(), !1668)
  %23 = getelementptr inbounds i8, ptr %1, i64 25, !dbg !1669
  %24 = load i8, ptr %23, align 1, !dbg !1669, !tbaa !1445
  %25 = add i8 %24, 3, !dbg !1669
  store i8 %25, ptr %23, align 1, !dbg !1669, !tbaa !1445
    #dbg_value(i64 26, !1664, !DIExpression(), !1668)
  %26 = getelementptr inbounds i8, ptr %1, i64 26, !dbg !1669
  %27 = load i8, ptr %26, align 2, !dbg !1669, !tbaa !1445
  %28 = add i8 %27, 3, !dbg !1669
  store i8 %28, ptr %26, align 2, !dbg !1669, !tbaa !1445
    #dbg_value(i64 27, !1664, !DIExpression(), !1668)
  %29 = getelementptr inbounds i8, ptr %1, i64 27, !dbg !1669
  %30 = load i8, ptr %29, align 1, !dbg !1669, !tbaa !1445
  %31 = add i8 %30, 3, !dbg !1669
  store i8 %31, ptr %29, align 1, !dbg !1669, !tbaa !1445
    #dbg_value(i64 28, !1664, !DIExpression(), !1668)
  %32 = getelementptr inbounds i8, ptr %1, i64 28, !dbg !1669
  %33 = load i8, ptr %32, align 4, !dbg !1669, !tbaa !1445
  %34 = add i8 %33, 3, !dbg !1669
  store i8 %34, ptr %32, align 4, !dbg !1669, !tbaa !1445
    #dbg_value(i64 29, !1664, !DIExpression(), !1668)
  %35 = getelementptr inbounds i8, ptr %1, i64 29, !dbg !1669
  %36 = load i8, ptr %35, align 1, !dbg !1669, !tbaa !1445
  %37 = add i8 %36, 3, !dbg !1669
  store i8 %37, ptr %35, align 1, !dbg !1669, !tbaa !1445
    #dbg_value(i64 30, !1664, !DIExpression(), !1668)
  %38 = getelementptr inbounds i8, ptr %1, i64 30, !dbg !1669
  %39 = load i8, ptr %38, align 2, !dbg !1669, !tbaa !1445
  %40 = add i8 %39, 3, !dbg !1669
  store i8 %40, ptr %38, align 2, !dbg !1669, !tbaa !1445
    #dbg_value(i64 31, !1664, !DIExpression(), !1668)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(31) %0, ptr noundef nonnull align 8 dereferenceable(31) %1, i64 31, i1 false), !dbg !1666, !tbaa.struct !1671
  ret void, !dbg !1666
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @sum31(ptr nocapture noundef readonly byval(%struct.s31) align 8 %0) unnamed_addr #5 !dbg !1672 {
    #dbg_declare(ptr %0, !1674, !DIExpression(), !1678)
    #dbg_value(i32 0, !1675, !DIExpression(), !1679)
    #dbg_value(i32 0, !1676, !DIExpression(), !1680)
    #dbg_value(i64 0, !1676, !DIExpression(), !1680)
    #dbg_value(i32 0, !1675, !DIExpression(), !1679)
  %2 = load i8, ptr %0, align 8, !dbg !1681, !tbaa !1445
  %3 = zext i8 %2 to i32, !dbg !1681
    #dbg_value(i32 %3, !1675, !DIExpression(), !1679)
    #dbg_value(i64 1, !1676, !DIExpression(), !1680)
  %4 = mul nuw nsw i32 %3, 33, !dbg !1681
  %5 = getelementptr inbounds i8, ptr %0, i64 1, !dbg !1681
  %6 = load i8, ptr %5, align 1, !dbg !1681, !tbaa !1445
  %7 = zext i8 %6 to i32, !dbg !1681
  %8 = add nuw nsw i32 %4, %7, !dbg !1681
    #dbg_value(i32 %8, !1675, !DIExpression(), !1679)
    #dbg_value(i64 2, !1676, !DIExpression(), !1680)
  %9 = mul nuw nsw i32 %8, 33, !dbg !1681
  %10 = getelementptr inbounds i8, ptr %0, i64 2, !dbg !1681
  %11 = load i8, ptr %10, align 2, !dbg !1681, !tbaa !1445
  %12 = zext i8 %11 to i32, !dbg !1681
  %13 = add nuw nsw i32 %9, %12, !dbg !1681
    #dbg_value(i32 %13, !1675, !DIExpression(), !1679)
    #dbg_value(i64 3, !1676, !DIExpression(), !1680)
  %14 = mul nuw nsw i32 %13, 33, !dbg !1681
  %15 = getelementptr inbounds i8, ptr %0, i64 3, !dbg !1681
  %16 = load i8, ptr %15, align 1, !dbg !1681, !tbaa !1445
  %17 = zext i8 %16 to i32, !dbg !1681
  %18 = add nuw nsw i32 %14, %17, !dbg !1681
    #dbg_value(i32 %18, !1675, !DIExpression(), !1679)
    #dbg_value(i64 4, !1676, !DIExpression(), !1680)
  %19 = mul nuw nsw i32 %18, 33, !dbg !1681
  %20 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !1681
  %21 = load i8, ptr %20, align 4, !dbg !1681, !tbaa !1445
  %22 = zext i8 %21 to i32, !dbg !1681
  %23 = add nuw nsw i32 %19, %22, !dbg !1681
    #dbg_value(i32 %23, !1675, !DIExpression(), !1679)
    #dbg_value(i64 5, !1676, !DIExpression(), !1680)
  %24 = mul i32 %23, 33, !dbg !1681
  %25 = getelementptr inbounds i8, ptr %0, i64 5, !dbg !1681
  %26 = load i8, ptr %25, align 1, !dbg !1681, !tbaa !1445
  %27 = zext i8 %26 to i32, !dbg !1681
  %28 = add i32 %24, %27, !dbg !1681
    #dbg_value(i32 %28, !1675, !DIExpression(), !1679)
    #dbg_value(i64 6, !1676, !DIExpression(), !1680)
  %29 = mul i32 %28, 33, !dbg !1681
  %30 = getelementptr inbounds i8, ptr %0, i64 6, !dbg !1681
  %31 = load i8, ptr %30, align 2, !dbg !1681, !tbaa !1445
  %32 = zext i8 %31 to i32, !dbg !1681
  %33 = add i32 %29, %32, !dbg !1681
    #dbg_value(i32 %33, !1675, !DIExpression(), !1679)
    #dbg_value(i64 7, !1676, !DIExpression(), !1680)
  %34 = mul i32 %33, 33, !dbg !1681
  %35 = getelementptr inbounds i8, ptr %0, i64 7, !dbg !1681
  %36 = load i8, ptr %35, align 1, !dbg !1681, !tbaa !1445
  %37 = zext i8 %36 to i32, !dbg !1681
  %38 = add i32 %34, %37, !dbg !1681
    #dbg_value(i32 %38, !1675, !DIExpression(), !1679)
    #dbg_value(i64 8, !1676, !DIExpression(), !1680)
  %39 = mul i32 %38, 33, !dbg !1681
  %40 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1681
  %41 = load i8, ptr %40, align 8, !dbg !1681, !tbaa !1445
  %42 = zext i8 %41 to i32, !dbg !1681
  %43 = add i32 %39, %42, !dbg !1681
    #dbg_value(i32 %43, !1675, !DIExpression(), !1679)
    #dbg_value(i64 9, !1676, !DIExpression(), !1680)
  %44 = mul i32 %43, 33, !dbg !1681
  %45 = getelementptr inbounds i8, ptr %0, i64 9, !dbg !1681
  %46 = load i8, ptr %45, align 1, !dbg !1681, !tbaa !1445
  %47 = zext i8 %46 to i32, !dbg !1681
  %48 = add i32 %44, %47, !dbg !1681
    #dbg_value(i32 %48, !1675, !DIExpression(), !1679)
    #dbg_value(i64 10, !1676, !DIExpression(), !1680)
  %49 = mul i32 %48, 33, !dbg !1681
  %50 = getelementptr inbounds i8, ptr %0, i64 10, !dbg !1681
  %51 = load i8, ptr %50, align 2, !dbg !1681, !tbaa !1445
  %52 = zext i8 %51 to i32, !dbg !1681
  %53 = add i32 %49, %52, !dbg !1681
    #dbg_value(i32 %53, !1675, !DIExpression(), !1679)
    #dbg_value(i64 11, !1676, !DIExpression(), !1680)
  %54 = mul i32 %53, 33, !dbg !1681
  %55 = getelementptr inbounds i8, ptr %0, i64 11, !dbg !1681
  %56 = load i8, ptr %55, align 1, !dbg !1681, !tbaa !1445
  %57 = zext i8 %56 to i32, !dbg !1681
  %58 = add i32 %54, %57, !dbg !1681
    #dbg_value(i32 %58, !1675, !DIExpression(), !1679)
    #dbg_value(i64 12, !1676, !DIExpression(), !1680)
  %59 = mul i32 %58, 33, !dbg !1681
  %60 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !1681
  %61 = load i8, ptr %60, align 4, !dbg !1681, !tbaa !1445
  %62 = zext i8 %61 to i32, !dbg !1681
  %63 = add i32 %59, %62, !dbg !1681
    #dbg_value(i32 %63, !1675, !DIExpression(), !1679)
    #dbg_value(i64 13, !1676, !DIExpression(), !1680)
  %64 = mul i32 %63, 33, !dbg !1681
  %65 = getelementptr inbounds i8, ptr %0, i64 13, !dbg !1681
  %66 = load i8, ptr %65, align 1, !dbg !1681, !tbaa !1445
  %67 = zext i8 %66 to i32, !dbg !1681
  %68 = add i32 %64, %67, !dbg !1681
    #dbg_value(i32 %68, !1675, !DIExpression(), !1679)
    #dbg_value(i64 14, !1676, !DIExpression(), !1680)
  %69 = mul i32 %68, 33, !dbg !1681
  %70 = getelementptr inbounds i8, ptr %0, i64 14, !dbg !1681
  %71 = load i8, ptr %70, align 2, !dbg !1681, !tbaa !1445
  %72 = zext i8 %71 to i32, !dbg !1681
  %73 = add i32 %69, %72, !dbg !1681
    #dbg_value(i32 %73, !1675, !DIExpression(), !1679)
    #dbg_value(i64 15, !1676, !DIExpression(), !1680)
  %74 = mul i32 %73, 33, !dbg !1681
  %75 = getelementptr inbounds i8, ptr %0, i64 15, !dbg !1681
  %76 = load i8, ptr %75, align 1, !dbg !1681, !tbaa !1445
  %77 = zext i8 %76 to i32, !dbg !1681
  %78 = add i32 %74, %77, !dbg !1681
    #dbg_value(i32 %78, !1675, !DIExpression(), !1679)
    #dbg_value(i64 16, !1676, !DIExpression(), !1680)
  %79 = mul i32 %78, 33, !dbg !1681
  %80 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1681
  %81 = load i8, ptr %80, align 8, !dbg !1681, !tbaa !1445
  %82 = zext i8 %81 to i32, !dbg !1681
  %83 = add i32 %79, %82, !dbg !1681
    #dbg_value(i32 %83, !1675, !DIExpression(), !1679)
    #dbg_value(i64 17, !1676, !DIExpression(), !1680)
  %84 = mul i32 %83, 33, !dbg !1681
  %85 = getelementptr inbounds i8, ptr %0, i64 17, !dbg !1681
  %86 = load i8, ptr %85, align 1, !dbg !1681, !tbaa !1445
  %87 = zext i8 %86 to i32, !dbg !1681
  %88 = add i32 %84, %87, !dbg !1681
    #dbg_value(i32 %88, !1675, !DIExpression(), !1679)
    #dbg_value(i64 18, !1676, !DIExpression(), !1680)
  %89 = mul i32 %88, 33, !dbg !1681
  %90 = getelementptr inbounds i8, ptr %0, i64 18, !dbg !1681
  %91 = load i8, ptr %90, align 2, !dbg !1681, !tbaa !1445
  %92 = zext i8 %91 to i32, !dbg !1681
  %93 = add i32 %89, %92, !dbg !1681
    #dbg_value(i32 %93, !1675, !DIExpression(), !1679)
    #dbg_value(i64 19, !1676, !DIExpression(), !1680)
  %94 = mul i32 %93, 33, !dbg !1681
  %95 = getelementptr inbounds i8, ptr %0, i64 19, !dbg !1681
  %96 = load i8, ptr %95, align 1, !dbg !1681, !tbaa !1445
  %97 = zext i8 %96 to i32, !dbg !1681
  %98 = add i32 %94, %97, !dbg !1681
    #dbg_value(i32 %98, !1675, !DIExpression(), !1679)
    #dbg_value(i64 20, !1676, !DIExpression(), !1680)
  %99 = mul i32 %98, 33, !dbg !1681
  %100 = getelementptr inbounds i8, ptr %0, i64 20, !dbg !1681
  %101 = load i8, ptr %100, align 4, !dbg !1681, !tbaa !1445
  %102 = zext i8 %101 to i32, !dbg !1681
  %103 = add i32 %99, %102, !dbg !1681
    #dbg_value(i32 %103, !1675, !DIExpression(), !1679)
    #dbg_value(i64 21, !1676, !DIExpression(), !1680)
  %104 = mul i32 %103, 33, !dbg !1681
  %105 = getelementptr inbounds i8, ptr %0, i64 21, !dbg !1681
  %106 = load i8, ptr %105, align 1, !dbg !1681, !tbaa !1445
  %107 = zext i8 %106 to i32, !dbg !1681
  %108 = add i32 %104, %107, !dbg !1681
    #dbg_value(i32 %108, !1675, !DIExpression(), !1679)
    #dbg_value(i64 22, !1676, !DIExpression(), !1680)
  %109 = mul i32 %108, 33, !dbg !1681
  %110 = getelementptr inbounds i8, ptr %0, i64 22, !dbg !1681
  %111 = load i8, ptr %110, align 2, !dbg !1681, !tbaa !1445
  %112 = zext i8 %111 to i32, !dbg !1681
  %113 = add i32 %109, %112, !dbg !1681
    #dbg_value(i32 %113, !1675, !DIExpression(), !1679)
    #dbg_value(i64 23, !1676, !DIExpression(), !1680)
  %114 = mul i32 %113, 33, !dbg !1681
  %115 = getelementptr inbounds i8, ptr %0, i64 23, !dbg !1681
  %116 = load i8, ptr %115, align 1, !dbg !1681, !tbaa !1445
  %117 = zext i8 %116 to i32, !dbg !1681
  %118 = add i32 %114, %117, !dbg !1681
    #dbg_value(i32 %118, !1675, !DIExpression(), !1679)
    #dbg_value(i64 24, !1676, !DIExpression(), !1680)
  %119 = mul i32 %118, 33, !dbg !1681
  %120 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1681
  %121 = load i8, ptr %120, align 8, !dbg !1681, !tbaa !1445
  %122 = zext i8 %121 to i32, !dbg !1681
  %123 = add i32 %119, %122, !dbg !1681
    #dbg_value(i32 %123, !1675, !DIExpression(), !1679)
    #dbg_value(i64 25, !1676, !DIExpression(), !1680)
  %124 = mul i32 %123, 33, !dbg !1681
  %125 = getelementptr inbounds i8, ptr %0, i64 25, !dbg !1681
  %126 = load i8, ptr %125, align 1, !dbg !1681, !tbaa !1445
  %127 = zext i8 %126 to i32, !dbg !1681
  %128 = add i32 %124, %127, !dbg !1681
    #dbg_value(i32 %128, !1675, !DIExpression(), !1679)
    #dbg_value(i64 26, !1676, !DIExpression(), !1680)
  %129 = mul i32 %128, 33, !dbg !1681
  %130 = getelementptr inbounds i8, ptr %0, i64 26, !dbg !1681
  %131 = load i8, ptr %130, align 2, !dbg !1681, !tbaa !1445
  %132 = zext i8 %131 to i32, !dbg !1681
  %133 = add i32 %129, %132, !dbg !1681
    #dbg_value(i32 %133, !1675, !DIExpression(), !1679)
    #dbg_value(i64 27, !1676, !DIExpression(), !1680)
  %134 = mul i32 %133, 33, !dbg !1681
  %135 = getelementptr inbounds i8, ptr %0, i64 27, !dbg !1681
  %136 = load i8, ptr %135, align 1, !dbg !1681, !tbaa !1445
  %137 = zext i8 %136 to i32, !dbg !1681
  %138 = add i32 %134, %137, !dbg !1681
    #dbg_value(i32 %138, !1675, !DIExpression(), !1679)
    #dbg_value(i64 28, !1676, !DIExpression(), !1680)
  %139 = mul i32 %138, 33, !dbg !1681
  %140 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !1681
  %141 = load i8, ptr %140, align 4, !dbg !1681, !tbaa !1445
  %142 = zext i8 %141 to i32, !dbg !1681
  %143 = add i32 %139, %142, !dbg !1681
    #dbg_value(i32 %143, !1675, !DIExpression(), !1679)
    #dbg_value(i64 29, !1676, !DIExpression(), !1680)
  %144 = mul i32 %143, 33, !dbg !1681
  %145 = getelementptr inbounds i8, ptr %0, i64 29, !dbg !1681
  %146 = load i8, ptr %145, align 1, !dbg !1681, !tbaa !1445
  %147 = zext i8 %146 to i32, !dbg !1681
  %148 = add i32 %144, %147, !dbg !1681
    #dbg_value(i32 %148, !1675, !DIExpression(), !1679)
    #dbg_value(i64 30, !1676, !DIExpression(), !1680)
  %149 = mul i32 %148, 33, !dbg !1681
  %150 = getelementptr inbounds i8, ptr %0, i64 30, !dbg !1681
  %151 = load i8, ptr %150, align 2, !dbg !1681, !tbaa !1445
  %152 = zext i8 %151 to i32, !dbg !1681
  %153 = add i32 %149, %152, !dbg !1681
    #dbg_value(i32 %153, !1675, !DIExpression(), !1679)
    #dbg_value(i64 31, !1676, !DIExpression(), !1680)
  ret i32 %153, !dbg !1678
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @late31(ptr nocapture noundef readonly byval(%struct.s31) align 8 %0, ptr nocapture noundef readonly byval(%struct.s31) align 8 %1) unnamed_addr #5 !dbg !1683 {
    #dbg_value(i64 1, !1687, !DIExpression(), !1696)
    #dbg_value(i64 2, !1688, !DIExpression(), !1696)
    #dbg_value(i64 3, !1689, !DIExpression(), !1696)
    #dbg_value(i64 4, !1690, !DIExpression(), !1696)
    #dbg_value(i64 5, !1691, !DIExpression(), !1696)
    #dbg_value(i64 6, !1692, !DIExpression(), !1696)
    #dbg_declare(ptr %0, !1693, !DIExpression(), !1697)
    #dbg_value(i64 7, !1694, !DIExpression(), !1696)
    #dbg_declare(ptr %1, !1695, !DIExpression(), !1697)
  %3 = tail call fastcc i32 @sum31(ptr noundef nonnull byval(%struct.s31) align 8 %0), !dbg !1697
  %4 = mul i32 %3, 3, !dbg !1697
  %5 = add i32 %4, 28, !dbg !1697
  %6 = tail call fastcc i32 @sum31(ptr noundef nonnull byval(%struct.s31) align 8 %1), !dbg !1697
  %7 = add i32 %5, %6, !dbg !1697
  ret i32 %7, !dbg !1697
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write) uwtable
define internal fastcc void @make32(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s32) align 1 %0) unnamed_addr #8 !dbg !1698 {
    #dbg_value(i32 32, !1702, !DIExpression(), !1706)
    #dbg_declare(ptr %0, !1703, !DIExpression(), !1707)
    #dbg_value(i32 0, !1704, !DIExpression(), !1708)
  store <16 x i8> <i8 -32, i8 -25, i8 -18, i8 -11, i8 -4, i8 3, i8 10, i8 17, i8 24, i8 31, i8 38, i8 45, i8 52, i8 59, i8 66, i8 73>, ptr %0, align 1, !dbg !1709, !tbaa !1445
  %2 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1709
  store <16 x i8> <i8 80, i8 87, i8 94, i8 101, i8 108, i8 115, i8 122, i8 -127, i8 -120, i8 -113, i8 -106, i8 -99, i8 -92, i8 -85, i8 -78, i8 -71>, ptr %2, align 1, !dbg !1709, !tbaa !1445
  ret void, !dbg !1707
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @bump32(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s32) align 1 %0, ptr nocapture noundef byval(%struct.s32) align 8 %1) unnamed_addr #9 !dbg !1711 {
    #dbg_declare(ptr %1, !1715, !DIExpression(), !1719)
    #dbg_value(i32 3, !1716, !DIExpression(), !1720)
    #dbg_value(i32 0, !1717, !DIExpression(), !1721)
  %3 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !1722
  %4 = load <16 x i8>, ptr %1, align 8, !dbg !1722, !tbaa !1445
  %5 = load <16 x i8>, ptr %3, align 8, !dbg !1722, !tbaa !1445
  %6 = add <16 x i8> %4, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>, !dbg !1722
  %7 = add <16 x i8> %5, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>, !dbg !1722
  store <16 x i8> %6, ptr %1, align 8, !dbg !1722, !tbaa !1445
  store <16 x i8> %7, ptr %3, align 8, !dbg !1722, !tbaa !1445
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(32) %1, i64 32, i1 false), !dbg !1719, !tbaa.struct !1724
  ret void, !dbg !1719
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @sum32(ptr nocapture noundef readonly byval(%struct.s32) align 8 %0) unnamed_addr #5 !dbg !1725 {
    #dbg_declare(ptr %0, !1727, !DIExpression(), !1731)
    #dbg_value(i32 0, !1728, !DIExpression(), !1732)
    #dbg_value(i32 0, !1729, !DIExpression(), !1733)
    #dbg_value(i64 0, !1729, !DIExpression(), !1733)
    #dbg_value(i32 0, !1728, !DIExpression(), !1732)
  %2 = load i8, ptr %0, align 8, !dbg !1734, !tbaa !1445
  %3 = zext i8 %2 to i32, !dbg !1734
    #dbg_value(i32 %3, !1728, !DIExpression(), !1732)
    #dbg_value(i64 1, !1729, !DIExpression(), !1733)
  %4 = mul nuw nsw i32 %3, 33, !dbg !1734
  %5 = getelementptr inbounds i8, ptr %0, i64 1, !dbg !1734
  %6 = load i8, ptr %5, align 1, !dbg !1734, !tbaa !1445
  %7 = zext i8 %6 to i32, !dbg !1734
  %8 = add nuw nsw i32 %4, %7, !dbg !1734
    #dbg_value(i32 %8, !1728, !DIExpression(), !1732)
    #dbg_value(i64 2, !1729, !DIExpression(), !1733)
  %9 = mul nuw nsw i32 %8, 33, !dbg !1734
  %10 = getelementptr inbounds i8, ptr %0, i64 2, !dbg !1734
  %11 = load i8, ptr %10, align 2, !dbg !1734, !tbaa !1445
  %12 = zext i8 %11 to i32, !dbg !1734
  %13 = add nuw nsw i32 %9, %12, !dbg !1734
    #dbg_value(i32 %13, !1728, !DIExpression(), !1732)
    #dbg_value(i64 3, !1729, !DIExpression(), !1733)
  %14 = mul nuw nsw i32 %13, 33, !dbg !1734
  %15 = getelementptr inbounds i8, ptr %0, i64 3, !dbg !1734
  %16 = load i8, ptr %15, align 1, !dbg !1734, !tbaa !1445
  %17 = zext i8 %16 to i32, !dbg !1734
  %18 = add nuw nsw i32 %14, %17, !dbg !1734
    #dbg_value(i32 %18, !1728, !DIExpression(), !1732)
    #dbg_value(i64 4, !1729, !DIExpression(), !1733)
  %19 = mul nuw nsw i32 %18, 33, !dbg !1734
  %20 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !1734
  %21 = load i8, ptr %20, align 4, !dbg !1734, !tbaa !1445
  %22 = zext i8 %21 to i32, !dbg !1734
  %23 = add nuw nsw i32 %19, %22, !dbg !1734
    #dbg_value(i32 %23, !1728, !DIExpression(), !1732)
    #dbg_value(i64 5, !1729, !DIExpression(), !1733)
  %24 = mul i32 %23, 33, !dbg !1734
  %25 = getelementptr inbounds i8, ptr %0, i64 5, !dbg !1734
  %26 = load i8, ptr %25, align 1, !dbg !1734, !tbaa !1445
  %27 = zext i8 %26 to i32, !dbg !1734
  %28 = add i32 %24, %27, !dbg !1734
    #dbg_value(i32 %28, !1728, !DIExpression(), !1732)
    #dbg_value(i64 6, !1729, !DIExpression(), !1733)
  %29 = mul i32 %28, 33, !dbg !1734
  %30 = getelementptr inbounds i8, ptr %0, i64 6, !dbg !1734
  %31 = load i8, ptr %30, align 2, !dbg !1734, !tbaa !1445
  %32 = zext i8 %31 to i32, !dbg !1734
  %33 = add i32 %29, %32, !dbg !1734
    #dbg_value(i32 %33, !1728, !DIExpression(), !1732)
    #dbg_value(i64 7, !1729, !DIExpression(), !1733)
  %34 = mul i32 %33, 33, !dbg !1734
  %35 = getelementptr inbounds i8, ptr %0, i64 7, !dbg !1734
  %36 = load i8, ptr %35, align 1, !dbg !1734, !tbaa !1445
  %37 = zext i8 %36 to i32, !dbg !1734
  %38 = add i32 %34, %37, !dbg !1734
    #dbg_value(i32 %38, !1728, !DIExpression(), !1732)
    #dbg_value(i64 8, !1729, !DIExpression(), !1733)
  %39 = mul i32 %38, 33, !dbg !1734
  %40 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1734
  %41 = load i8, ptr %40, align 8, !dbg !1734, !tbaa !1445
  %42 = zext i8 %41 to i32, !dbg !1734
  %43 = add i32 %39, %42, !dbg !1734
    #dbg_value(i32 %43, !1728, !DIExpression(), !1732)
    #dbg_value(i64 9, !1729, !DIExpression(), !1733)
  %44 = mul i32 %43, 33, !dbg !1734
  %45 = getelementptr inbounds i8, ptr %0, i64 9, !dbg !1734
  %46 = load i8, ptr %45, align 1, !dbg !1734, !tbaa !1445
  %47 = zext i8 %46 to i32, !dbg !1734
  %48 = add i32 %44, %47, !dbg !1734
    #dbg_value(i32 %48, !1728, !DIExpression(), !1732)
    #dbg_value(i64 10, !1729, !DIExpression(), !1733)
  %49 = mul i32 %48, 33, !dbg !1734
  %50 = getelementptr inbounds i8, ptr %0, i64 10, !dbg !1734
  %51 = load i8, ptr %50, align 2, !dbg !1734, !tbaa !1445
  %52 = zext i8 %51 to i32, !dbg !1734
  %53 = add i32 %49, %52, !dbg !1734
    #dbg_value(i32 %53, !1728, !DIExpression(), !1732)
    #dbg_value(i64 11, !1729, !DIExpression(), !1733)
  %54 = mul i32 %53, 33, !dbg !1734
  %55 = getelementptr inbounds i8, ptr %0, i64 11, !dbg !1734
  %56 = load i8, ptr %55, align 1, !dbg !1734, !tbaa !1445
  %57 = zext i8 %56 to i32, !dbg !1734
  %58 = add i32 %54, %57, !dbg !1734
    #dbg_value(i32 %58, !1728, !DIExpression(), !1732)
    #dbg_value(i64 12, !1729, !DIExpression(), !1733)
  %59 = mul i32 %58, 33, !dbg !1734
  %60 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !1734
  %61 = load i8, ptr %60, align 4, !dbg !1734, !tbaa !1445
  %62 = zext i8 %61 to i32, !dbg !1734
  %63 = add i32 %59, %62, !dbg !1734
    #dbg_value(i32 %63, !1728, !DIExpression(), !1732)
    #dbg_value(i64 13, !1729, !DIExpression(), !1733)
  %64 = mul i32 %63, 33, !dbg !1734
  %65 = getelementptr inbounds i8, ptr %0, i64 13, !dbg !1734
  %66 = load i8, ptr %65, align 1, !dbg !1734, !tbaa !1445
  %67 = zext i8 %66 to i32, !dbg !1734
  %68 = add i32 %64, %67, !dbg !1734
    #dbg_value(i32 %68, !1728, !DIExpression(), !1732)
    #dbg_value(i64 14, !1729, !DIExpression(), !1733)
  %69 = mul i32 %68, 33, !dbg !1734
  %70 = getelementptr inbounds i8, ptr %0, i64 14, !dbg !1734
  %71 = load i8, ptr %70, align 2, !dbg !1734, !tbaa !1445
  %72 = zext i8 %71 to i32, !dbg !1734
  %73 = add i32 %69, %72, !dbg !1734
    #dbg_value(i32 %73, !1728, !DIExpression(), !1732)
    #dbg_value(i64 15, !1729, !DIExpression(), !1733)
  %74 = mul i32 %73, 33, !dbg !1734
  %75 = getelementptr inbounds i8, ptr %0, i64 15, !dbg !1734
  %76 = load i8, ptr %75, align 1, !dbg !1734, !tbaa !1445
  %77 = zext i8 %76 to i32, !dbg !1734
  %78 = add i32 %74, %77, !dbg !1734
    #dbg_value(i32 %78, !1728, !DIExpression(), !1732)
    #dbg_value(i64 16, !1729, !DIExpression(), !1733)
  %79 = mul i32 %78, 33, !dbg !1734
  %80 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1734
  %81 = load i8, ptr %80, align 8, !dbg !1734, !tbaa !1445
  %82 = zext i8 %81 to i32, !dbg !1734
  %83 = add i32 %79, %82, !dbg !1734
    #dbg_value(i32 %83, !1728, !DIExpression(), !1732)
    #dbg_value(i64 17, !1729, !DIExpression(), !1733)
  %84 = mul i32 %83, 33, !dbg !1734
  %85 = getelementptr inbounds i8, ptr %0, i64 17, !dbg !1734
  %86 = load i8, ptr %85, align 1, !dbg !1734, !tbaa !1445
  %87 = zext i8 %86 to i32, !dbg !1734
  %88 = add i32 %84, %87, !dbg !1734
    #dbg_value(i32 %88, !1728, !DIExpression(), !1732)
    #dbg_value(i64 18, !1729, !DIExpression(), !1733)
  %89 = mul i32 %88, 33, !dbg !1734
  %90 = getelementptr inbounds i8, ptr %0, i64 18, !dbg !1734
  %91 = load i8, ptr %90, align 2, !dbg !1734, !tbaa !1445
  %92 = zext i8 %91 to i32, !dbg !1734
  %93 = add i32 %89, %92, !dbg !1734
    #dbg_value(i32 %93, !1728, !DIExpression(), !1732)
    #dbg_value(i64 19, !1729, !DIExpression(), !1733)
  %94 = mul i32 %93, 33, !dbg !1734
  %95 = getelementptr inbounds i8, ptr %0, i64 19, !dbg !1734
  %96 = load i8, ptr %95, align 1, !dbg !1734, !tbaa !1445
  %97 = zext i8 %96 to i32, !dbg !1734
  %98 = add i32 %94, %97, !dbg !1734
    #dbg_value(i32 %98, !1728, !DIExpression(), !1732)
    #dbg_value(i64 20, !1729, !DIExpression(), !1733)
  %99 = mul i32 %98, 33, !dbg !1734
  %100 = getelementptr inbounds i8, ptr %0, i64 20, !dbg !1734
  %101 = load i8, ptr %100, align 4, !dbg !1734, !tbaa !1445
  %102 = zext i8 %101 to i32, !dbg !1734
  %103 = add i32 %99, %102, !dbg !1734
    #dbg_value(i32 %103, !1728, !DIExpression(), !1732)
    #dbg_value(i64 21, !1729, !DIExpression(), !1733)
  %104 = mul i32 %103, 33, !dbg !1734
  %105 = getelementptr inbounds i8, ptr %0, i64 21, !dbg !1734
  %106 = load i8, ptr %105, align 1, !dbg !1734, !tbaa !1445
  %107 = zext i8 %106 to i32, !dbg !1734
  %108 = add i32 %104, %107, !dbg !1734
    #dbg_value(i32 %108, !1728, !DIExpression(), !1732)
    #dbg_value(i64 22, !1729, !DIExpression(), !1733)
  %109 = mul i32 %108, 33, !dbg !1734
  %110 = getelementptr inbounds i8, ptr %0, i64 22, !dbg !1734
  %111 = load i8, ptr %110, align 2, !dbg !1734, !tbaa !1445
  %112 = zext i8 %111 to i32, !dbg !1734
  %113 = add i32 %109, %112, !dbg !1734
    #dbg_value(i32 %113, !1728, !DIExpression(), !1732)
    #dbg_value(i64 23, !1729, !DIExpression(), !1733)
  %114 = mul i32 %113, 33, !dbg !1734
  %115 = getelementptr inbounds i8, ptr %0, i64 23, !dbg !1734
  %116 = load i8, ptr %115, align 1, !dbg !1734, !tbaa !1445
  %117 = zext i8 %116 to i32, !dbg !1734
  %118 = add i32 %114, %117, !dbg !1734
    #dbg_value(i32 %118, !1728, !DIExpression(), !1732)
    #dbg_value(i64 24, !1729, !DIExpression(), !1733)
  %119 = mul i32 %118, 33, !dbg !1734
  %120 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1734
  %121 = load i8, ptr %120, align 8, !dbg !1734, !tbaa !1445
  %122 = zext i8 %121 to i32, !dbg !1734
  %123 = add i32 %119, %122, !dbg !1734
    #dbg_value(i32 %123, !1728, !DIExpression(), !1732)
    #dbg_value(i64 25, !1729, !DIExpression(), !1733)
  %124 = mul i32 %123, 33, !dbg !1734
  %125 = getelementptr inbounds i8, ptr %0, i64 25, !dbg !1734
  %126 = load i8, ptr %125, align 1, !dbg !1734, !tbaa !1445
  %127 = zext i8 %126 to i32, !dbg !1734
  %128 = add i32 %124, %127, !dbg !1734
    #dbg_value(i32 %128, !1728, !DIExpression(), !1732)
    #dbg_value(i64 26, !1729, !DIExpression(), !1733)
  %129 = mul i32 %128, 33, !dbg !1734
  %130 = getelementptr inbounds i8, ptr %0, i64 26, !dbg !1734
  %131 = load i8, ptr %130, align 2, !dbg !1734, !tbaa !1445
  %132 = zext i8 %131 to i32, !dbg !1734
  %133 = add i32 %129, %132, !dbg !1734
    #dbg_value(i32 %133, !1728, !DIExpression(), !1732)
    #dbg_value(i64 27, !1729, !DIExpression(), !1733)
  %134 = mul i32 %133, 33, !dbg !1734
  %135 = getelementptr inbounds i8, ptr %0, i64 27, !dbg !1734
  %136 = load i8, ptr %135, align 1, !dbg !1734, !tbaa !1445
  %137 = zext i8 %136 to i32, !dbg !1734
  %138 = add i32 %134, %137, !dbg !1734
    #dbg_value(i32 %138, !1728, !DIExpression(), !1732)
    #dbg_value(i64 28, !1729, !DIExpression(), !1733)
  %139 = mul i32 %138, 33, !dbg !1734
  %140 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !1734
  %141 = load i8, ptr %140, align 4, !dbg !1734, !tbaa !1445
  %142 = zext i8 %141 to i32, !dbg !1734
  %143 = add i32 %139, %142, !dbg !1734
    #dbg_value(i32 %143, !1728, !DIExpression(), !1732)
    #dbg_value(i64 29, !1729, !DIExpression(), !1733)
  %144 = mul i32 %143, 33, !dbg !1734
  %145 = getelementptr inbounds i8, ptr %0, i64 29, !dbg !1734
  %146 = load i8, ptr %145, align 1, !dbg !1734, !tbaa !1445
  %147 = zext i8 %146 to i32, !dbg !1734
  %148 = add i32 %144, %147, !dbg !1734
    #dbg_value(i32 %148, !1728, !DIExpression(), !1732)
    #dbg_value(i64 30, !1729, !DIExpression(), !1733)
  %149 = mul i32 %148, 33, !dbg !1734
  %150 = getelementptr inbounds i8, ptr %0, i64 30, !dbg !1734
  %151 = load i8, ptr %150, align 2, !dbg !1734, !tbaa !1445
  %152 = zext i8 %151 to i32, !dbg !1734
  %153 = add i32 %149, %152, !dbg !1734
    #dbg_value(i32 %153, !1728, !DIExpression(), !1732)
    #dbg_value(i64 31, !1729, !DIExpression(), !1733)
  %154 = mul i32 %153, 33, !dbg !1734
  %155 = getelementptr inbounds i8, ptr %0, i64 31, !dbg !1734
  %156 = load i8, ptr %155, align 1, !dbg !1734, !tbaa !1445
  %157 = zext i8 %156 to i32, !dbg !1734
  %158 = add i32 %154, %157, !dbg !1734
    #dbg_value(i32 %158, !1728, !DIExpression(), !1732)
    #dbg_value(i64 32, !1729, !DIExpression(), !1733)
  ret i32 %158, !dbg !1731
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @late32(ptr nocapture noundef readonly byval(%struct.s32) align 8 %0, ptr nocapture noundef readonly byval(%struct.s32) align 8 %1) unnamed_addr #5 !dbg !1736 {
    #dbg_value(i64 1, !1740, !DIExpression(), !1749)
    #dbg_value(i64 2, !1741, !DIExpression(), !1749)
    #dbg_value(i64 3, !1742, !DIExpression(), !1749)
    #dbg_value(i64 4, !1743, !DIExpression(), !1749)
    #dbg_value(i64 5, !1744, !DIExpression(), !1749)
    #dbg_value(i64 6, !1745, !DIExpression(), !1749)
    #dbg_declare(ptr %0, !1746, !DIExpression(), !1750)
    #dbg_value(i64 7, !1747, !DIExpression(), !1749)
    #dbg_declare(ptr %1, !1748, !DIExpression(), !1750)
  %3 = tail call fastcc i32 @sum32(ptr noundef nonnull byval(%struct.s32) align 8 %0), !dbg !1750
  %4 = mul i32 %3, 3, !dbg !1750
  %5 = add i32 %4, 28, !dbg !1750
  %6 = tail call fastcc i32 @sum32(ptr noundef nonnull byval(%struct.s32) align 8 %1), !dbg !1750
  %7 = add i32 %5, %6, !dbg !1750
  ret i32 %7, !dbg !1750
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write) uwtable
define internal fastcc void @make33(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s33) align 1 %0) unnamed_addr #8 !dbg !1751 {
    #dbg_value(i32 33, !1755, !DIExpression(), !1759)
    #dbg_declare(ptr %0, !1756, !DIExpression(), !1760)
    #dbg_value(i32 0, !1757, !DIExpression(), !1761)
  store <16 x i8> <i8 -1, i8 6, i8 13, i8 20, i8 27, i8 34, i8 41, i8 48, i8 55, i8 62, i8 69, i8 76, i8 83, i8 90, i8 97, i8 104>, ptr %0, align 1, !dbg !1762, !tbaa !1445
  %2 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1762
  store <16 x i8> <i8 111, i8 118, i8 125, i8 -124, i8 -117, i8 -110, i8 -103, i8 -96, i8 -89, i8 -82, i8 -75, i8 -68, i8 -61, i8 -54, i8 -47, i8 -40>, ptr %2, align 1, !dbg !1762, !tbaa !1445
    #dbg_value(i64 32, !1757, !DIExpression(), !1761)
  %3 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1762
  store i8 -33, ptr %3, align 1, !dbg !1762, !tbaa !1445
    #dbg_value(i64 33, !1757, !DIExpression(), !1761)
  ret void, !dbg !1760
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @bump33(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s33) align 1 %0, ptr nocapture noundef byval(%struct.s33) align 8 %1) unnamed_addr #9 !dbg !1764 {
    #dbg_declare(ptr %1, !1768, !DIExpression(), !1772)
    #dbg_value(i32 3, !1769, !DIExpression(), !1773)
    #dbg_value(i32 0, !1770, !DIExpression(), !1774)
  %3 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !1775
  %4 = load <16 x i8>, ptr %1, align 8, !dbg !1775, !tbaa !1445
  %5 = load <16 x i8>, ptr %3, align 8, !dbg !1775, !tbaa !1445
  %6 = add <16 x i8> %4, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>, !dbg !1775
  %7 = add <16 x i8> %5, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>, !dbg !1775
  store <16 x i8> %6, ptr %1, align 8, !dbg !1775, !tbaa !1445
  store <16 x i8> %7, ptr %3, align 8, !dbg !1775, !tbaa !1445
    #dbg_value(i64 32, !1770, !DIExpression(), !1774)
  %8 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !1775
  %9 = load i8, ptr %8, align 8, !dbg !1775, !tbaa !1445
  %10 = add i8 %9, 3, !dbg !1775
  store i8 %10, ptr %8, align 8, !dbg !1775, !tbaa !1445
    #dbg_value(i64 33, !1770, !DIExpression(), !1774)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(33) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, i64 33, i1 false), !dbg !1772, !tbaa.struct !1777
  ret void, !dbg !1772
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @sum33(ptr nocapture noundef readonly byval(%struct.s33) align 8 %0) unnamed_addr #5 !dbg !1778 {
    #dbg_declare(ptr %0, !1780, !DIExpression(), !1784)
    #dbg_value(i32 0, !1781, !DIExpression(), !1785)
    #dbg_value(i32 0, !1782, !DIExpression(), !1786)
    #dbg_value(i64 0, !1782, !DIExpression(), !1786)
    #dbg_value(i32 0, !1781, !DIExpression(), !1785)
  %2 = load i8, ptr %0, align 8, !dbg !1787, !tbaa !1445
  %3 = zext i8 %2 to i32, !dbg !1787
    #dbg_value(i32 %3, !1781, !DIExpression(), !1785)
    #dbg_value(i64 1, !1782, !DIExpression(), !1786)
  %4 = mul nuw nsw i32 %3, 33, !dbg !1787
  %5 = getelementptr inbounds i8, ptr %0, i64 1, !dbg !1787
  %6 = load i8, ptr %5, align 1, !dbg !1787, !tbaa !1445
  %7 = zext i8 %6 to i32, !dbg !1787
  %8 = add nuw nsw i32 %4, %7, !dbg !1787
    #dbg_value(i32 %8, !1781, !DIExpression(), !1785)
    #dbg_value(i64 2, !1782, !DIExpression(), !1786)
  %9 = mul nuw nsw i32 %8, 33, !dbg !1787
  %10 = getelementptr inbounds i8, ptr %0, i64 2, !dbg !1787
  %11 = load i8, ptr %10, align 2, !dbg !1787, !tbaa !1445
  %12 = zext i8 %11 to i32, !dbg !1787
  %13 = add nuw nsw i32 %9, %12, !dbg !1787
    #dbg_value(i32 %13, !1781, !DIExpression(), !1785)
    #dbg_value(i64 3, !1782, !DIExpression(), !1786)
  %14 = mul nuw nsw i32 %13, 33, !dbg !1787
  %15 = getelementptr inbounds i8, ptr %0, i64 3, !dbg !1787
  %16 = load i8, ptr %15, align 1, !dbg !1787, !tbaa !1445
  %17 = zext i8 %16 to i32, !dbg !1787
  %18 = add nuw nsw i32 %14, %17, !dbg !1787
    #dbg_value(i32 %18, !1781, !DIExpression(), !1785)
    #dbg_value(i64 4, !1782, !DIExpression(), !1786)
  %19 = mul nuw nsw i32 %18, 33, !dbg !1787
  %20 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !1787
  %21 = load i8, ptr %20, align 4, !dbg !1787, !tbaa !1445
  %22 = zext i8 %21 to i32, !dbg !1787
  %23 = add nuw nsw i32 %19, %22, !dbg !1787
    #dbg_value(i32 %23, !1781, !DIExpression(), !1785)
    #dbg_value(i64 5, !1782, !DIExpression(), !1786)
  %24 = mul i32 %23, 33, !dbg !1787
  %25 = getelementptr inbounds i8, ptr %0, i64 5, !dbg !1787
  %26 = load i8, ptr %25, align 1, !dbg !1787, !tbaa !1445
  %27 = zext i8 %26 to i32, !dbg !1787
  %28 = add i32 %24, %27, !dbg !1787
    #dbg_value(i32 %28, !1781, !DIExpression(), !1785)
    #dbg_value(i64 6, !1782, !DIExpression(), !1786)
  %29 = mul i32 %28, 33, !dbg !1787
  %30 = getelementptr inbounds i8, ptr %0, i64 6, !dbg !1787
  %31 = load i8, ptr %30, align 2, !dbg !1787, !tbaa !1445
  %32 = zext i8 %31 to i32, !dbg !1787
  %33 = add i32 %29, %32, !dbg !1787
    #dbg_value(i32 %33, !1781, !DIExpression(), !1785)
    #dbg_value(i64 7, !1782, !DIExpression(), !1786)
  %34 = mul i32 %33, 33, !dbg !1787
  %35 = getelementptr inbounds i8, ptr %0, i64 7, !dbg !1787
  %36 = load i8, ptr %35, align 1, !dbg !1787, !tbaa !1445
  %37 = zext i8 %36 to i32, !dbg !1787
  %38 = add i32 %34, %37, !dbg !1787
    #dbg_value(i32 %38, !1781, !DIExpression(), !1785)
    #dbg_value(i64 8, !1782, !DIExpression(), !1786)
  %39 = mul i32 %38, 33, !dbg !1787
  %40 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1787
  %41 = load i8, ptr %40, align 8, !dbg !1787, !tbaa !1445
  %42 = zext i8 %41 to i32, !dbg !1787
  %43 = add i32 %39, %42, !dbg !1787
    #dbg_value(i32 %43, !1781, !DIExpression(), !1785)
    #dbg_value(i64 9, !1782, !DIExpression(), !1786)
  %44 = mul i32 %43, 33, !dbg !1787
  %45 = getelementptr inbounds i8, ptr %0, i64 9, !dbg !1787
  %46 = load i8, ptr %45, align 1, !dbg !1787, !tbaa !1445
  %47 = zext i8 %46 to i32, !dbg !1787
  %48 = add i32 %44, %47, !dbg !1787
    #dbg_value(i32 %48, !1781, !DIExpression(), !1785)
    #dbg_value(i64 10, !1782, !DIExpression(), !1786)
  %49 = mul i32 %48, 33, !dbg !1787
  %50 = getelementptr inbounds i8, ptr %0, i64 10, !dbg !1787
  %51 = load i8, ptr %50, align 2, !dbg !1787, !tbaa !1445
  %52 = zext i8 %51 to i32, !dbg !1787
  %53 = add i32 %49, %52, !dbg !1787
    #dbg_value(i32 %53, !1781, !DIExpression(), !1785)
    #dbg_value(i64 11, !1782, !DIExpression(), !1786)
  %54 = mul i32 %53, 33, !dbg !1787
  %55 = getelementptr inbounds i8, ptr %0, i64 11, !dbg !1787
  %56 = load i8, ptr %55, align 1, !dbg !1787, !tbaa !1445
  %57 = zext i8 %56 to i32, !dbg !1787
  %58 = add i32 %54, %57, !dbg !1787
    #dbg_value(i32 %58, !1781, !DIExpression(), !1785)
    #dbg_value(i64 12, !1782, !DIExpression(), !1786)
  %59 = mul i32 %58, 33, !dbg !1787
  %60 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !1787
  %61 = load i8, ptr %60, align 4, !dbg !1787, !tbaa !1445
  %62 = zext i8 %61 to i32, !dbg !1787
  %63 = add i32 %59, %62, !dbg !1787
    #dbg_value(i32 %63, !1781, !DIExpression(), !1785)
    #dbg_value(i64 13, !1782, !DIExpression(), !1786)
  %64 = mul i32 %63, 33, !dbg !1787
  %65 = getelementptr inbounds i8, ptr %0, i64 13, !dbg !1787
  %66 = load i8, ptr %65, align 1, !dbg !1787, !tbaa !1445
  %67 = zext i8 %66 to i32, !dbg !1787
  %68 = add i32 %64, %67, !dbg !1787
    #dbg_value(i32 %68, !1781, !DIExpression(), !1785)
    #dbg_value(i64 14, !1782, !DIExpression(), !1786)
  %69 = mul i32 %68, 33, !dbg !1787
  %70 = getelementptr inbounds i8, ptr %0, i64 14, !dbg !1787
  %71 = load i8, ptr %70, align 2, !dbg !1787, !tbaa !1445
  %72 = zext i8 %71 to i32, !dbg !1787
  %73 = add i32 %69, %72, !dbg !1787
    #dbg_value(i32 %73, !1781, !DIExpression(), !1785)
    #dbg_value(i64 15, !1782, !DIExpression(), !1786)
  %74 = mul i32 %73, 33, !dbg !1787
  %75 = getelementptr inbounds i8, ptr %0, i64 15, !dbg !1787
  %76 = load i8, ptr %75, align 1, !dbg !1787, !tbaa !1445
  %77 = zext i8 %76 to i32, !dbg !1787
  %78 = add i32 %74, %77, !dbg !1787
    #dbg_value(i32 %78, !1781, !DIExpression(), !1785)
    #dbg_value(i64 16, !1782, !DIExpression(), !1786)
  %79 = mul i32 %78, 33, !dbg !1787
  %80 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1787
  %81 = load i8, ptr %80, align 8, !dbg !1787, !tbaa !1445
  %82 = zext i8 %81 to i32, !dbg !1787
  %83 = add i32 %79, %82, !dbg !1787
    #dbg_value(i32 %83, !1781, !DIExpression(), !1785)
    #dbg_value(i64 17, !1782, !DIExpression(), !1786)
  %84 = mul i32 %83, 33, !dbg !1787
  %85 = getelementptr inbounds i8, ptr %0, i64 17, !dbg !1787
  %86 = load i8, ptr %85, align 1, !dbg !1787, !tbaa !1445
  %87 = zext i8 %86 to i32, !dbg !1787
  %88 = add i32 %84, %87, !dbg !1787
    #dbg_value(i32 %88, !1781, !DIExpression(), !1785)
    #dbg_value(i64 18, !1782, !DIExpression(), !1786)
  %89 = mul i32 %88, 33, !dbg !1787
  %90 = getelementptr inbounds i8, ptr %0, i64 18, !dbg !1787
  %91 = load i8, ptr %90, align 2, !dbg !1787, !tbaa !1445
  %92 = zext i8 %91 to i32, !dbg !1787
  %93 = add i32 %89, %92, !dbg !1787
    #dbg_value(i32 %93, !1781, !DIExpression(), !1785)
    #dbg_value(i64 19, !1782, !DIExpression(), !1786)
  %94 = mul i32 %93, 33, !dbg !1787
  %95 = getelementptr inbounds i8, ptr %0, i64 19, !dbg !1787
  %96 = load i8, ptr %95, align 1, !dbg !1787, !tbaa !1445
  %97 = zext i8 %96 to i32, !dbg !1787
  %98 = add i32 %94, %97, !dbg !1787
    #dbg_value(i32 %98, !1781, !DIExpression(), !1785)
    #dbg_value(i64 20, !1782, !DIExpression(), !1786)
  %99 = mul i32 %98, 33, !dbg !1787
  %100 = getelementptr inbounds i8, ptr %0, i64 20, !dbg !1787
  %101 = load i8, ptr %100, align 4, !dbg !1787, !tbaa !1445
  %102 = zext i8 %101 to i32, !dbg !1787
  %103 = add i32 %99, %102, !dbg !1787
    #dbg_value(i32 %103, !1781, !DIExpression(), !1785)
    #dbg_value(i64 21, !1782, !DIExpression(), !1786)
  %104 = mul i32 %103, 33, !dbg !1787
  %105 = getelementptr inbounds i8, ptr %0, i64 21, !dbg !1787
  %106 = load i8, ptr %105, align 1, !dbg !1787, !tbaa !1445
  %107 = zext i8 %106 to i32, !dbg !1787
  %108 = add i32 %104, %107, !dbg !1787
    #dbg_value(i32 %108, !1781, !DIExpression(), !1785)
    #dbg_value(i64 22, !1782, !DIExpression(), !1786)
  %109 = mul i32 %108, 33, !dbg !1787
  %110 = getelementptr inbounds i8, ptr %0, i64 22, !dbg !1787
  %111 = load i8, ptr %110, align 2, !dbg !1787, !tbaa !1445
  %112 = zext i8 %111 to i32, !dbg !1787
  %113 = add i32 %109, %112, !dbg !1787
    #dbg_value(i32 %113, !1781, !DIExpression(), !1785)
    #dbg_value(i64 23, !1782, !DIExpression(), !1786)
  %114 = mul i32 %113, 33, !dbg !1787
  %115 = getelementptr inbounds i8, ptr %0, i64 23, !dbg !1787
  %116 = load i8, ptr %115, align 1, !dbg !1787, !tbaa !1445
  %117 = zext i8 %116 to i32, !dbg !1787
  %118 = add i32 %114, %117, !dbg !1787
    #dbg_value(i32 %118, !1781, !DIExpression(), !1785)
    #dbg_value(i64 24, !1782, !DIExpression(), !1786)
  %119 = mul i32 %118, 33, !dbg !1787
  %120 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1787
  %121 = load i8, ptr %120, align 8, !dbg !1787, !tbaa !1445
  %122 = zext i8 %121 to i32, !dbg !1787
  %123 = add i32 %119, %122, !dbg !1787
    #dbg_value(i32 %123, !1781, !DIExpression(), !1785)
    #dbg_value(i64 25, !1782, !DIExpression(), !1786)
  %124 = mul i32 %123, 33, !dbg !1787
  %125 = getelementptr inbounds i8, ptr %0, i64 25, !dbg !1787
  %126 = load i8, ptr %125, align 1, !dbg !1787, !tbaa !1445
  %127 = zext i8 %126 to i32, !dbg !1787
  %128 = add i32 %124, %127, !dbg !1787
    #dbg_value(i32 %128, !1781, !DIExpression(), !1785)
    #dbg_value(i64 26, !1782, !DIExpression(), !1786)
  %129 = mul i32 %128, 33, !dbg !1787
  %130 = getelementptr inbounds i8, ptr %0, i64 26, !dbg !1787
  %131 = load i8, ptr %130, align 2, !dbg !1787, !tbaa !1445
  %132 = zext i8 %131 to i32, !dbg !1787
  %133 = add i32 %129, %132, !dbg !1787
    #dbg_value(i32 %133, !1781, !DIExpression(), !1785)
    #dbg_value(i64 27, !1782, !DIExpression(), !1786)
  %134 = mul i32 %133, 33, !dbg !1787
  %135 = getelementptr inbounds i8, ptr %0, i64 27, !dbg !1787
  %136 = load i8, ptr %135, align 1, !dbg !1787, !tbaa !1445
  %137 = zext i8 %136 to i32, !dbg !1787
  %138 = add i32 %134, %137, !dbg !1787
    #dbg_value(i32 %138, !1781, !DIExpression(), !1785)
    #dbg_value(i64 28, !1782, !DIExpression(), !1786)
  %139 = mul i32 %138, 33, !dbg !1787
  %140 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !1787
  %141 = load i8, ptr %140, align 4, !dbg !1787, !tbaa !1445
  %142 = zext i8 %141 to i32, !dbg !1787
  %143 = add i32 %139, %142, !dbg !1787
    #dbg_value(i32 %143, !1781, !DIExpression(), !1785)
    #dbg_value(i64 29, !1782, !DIExpression(), !1786)
  %144 = mul i32 %143, 33, !dbg !1787
  %145 = getelementptr inbounds i8, ptr %0, i64 29, !dbg !1787
  %146 = load i8, ptr %145, align 1, !dbg !1787, !tbaa !1445
  %147 = zext i8 %146 to i32, !dbg !1787
  %148 = add i32 %144, %147, !dbg !1787
    #dbg_value(i32 %148, !1781, !DIExpression(), !1785)
    #dbg_value(i64 30, !1782, !DIExpression(), !1786)
  %149 = mul i32 %148, 33, !dbg !1787
  %150 = getelementptr inbounds i8, ptr %0, i64 30, !dbg !1787
  %151 = load i8, ptr %150, align 2, !dbg !1787, !tbaa !1445
  %152 = zext i8 %151 to i32, !dbg !1787
  %153 = add i32 %149, %152, !dbg !1787
    #dbg_value(i32 %153, !1781, !DIExpression(), !1785)
    #dbg_value(i64 31, !1782, !DIExpression(), !1786)
  %154 = mul i32 %153, 33, !dbg !1787
  %155 = getelementptr inbounds i8, ptr %0, i64 31, !dbg !1787
  %156 = load i8, ptr %155, align 1, !dbg !1787, !tbaa !1445
  %157 = zext i8 %156 to i32, !dbg !1787
  %158 = add i32 %154, %157, !dbg !1787
    #dbg_value(i32 %158, !1781, !DIExpression(), !1785)
    #dbg_value(i64 32, !1782, !DIExpression(), !1786)
  %159 = mul i32 %158, 33, !dbg !1787
  %160 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1787
  %161 = load i8, ptr %160, align 8, !dbg !1787, !tbaa !1445
  %162 = zext i8 %161 to i32, !dbg !1787
  %163 = add i32 %159, %162, !dbg !1787
    #dbg_value(i32 %163, !1781, !DIExpression(), !1785)
    #dbg_value(i64 33, !1782, !DIExpression(), !1786)
  ret i32 %163, !dbg !1784
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @late33(ptr nocapture noundef readonly byval(%struct.s33) align 8 %0, ptr nocapture noundef readonly byval(%struct.s33) align 8 %1) unnamed_addr #5 !dbg !1789 {
    #dbg_value(i64 1, !1793, !DIExpression(), !1802)
    #dbg_value(i64 2, !1794, !DIExpression(), !1802)
    #dbg_value(i64 3, !1795, !DIExpression(), !1802)
    #dbg_value(i64 4, !1796, !DIExpression(), !1802)
    #dbg_value(i64 5, !1797, !DIExpression(), !1802)
    #dbg_value(i64 6, !1798, !DIExpression(), !1802)
    #dbg_declare(ptr %0, !1799, !DIExpression(), !1803)
    #dbg_value(i64 7, !1800, !DIExpression(), !1802)
    #dbg_declare(ptr %1, !1801, !DIExpression(), !1803)
  %3 = tail call fastcc i32 @sum33(ptr noundef nonnull byval(%struct.s33) align 8 %0), !dbg !1803
  %4 = mul i32 %3, 3, !dbg !1803
  %5 = add i32 %4, 28, !dbg !1803
  %6 = tail call fastcc i32 @sum33(ptr noundef nonnull byval(%struct.s33) align 8 %1), !dbg !1803
  %7 = add i32 %5, %6, !dbg !1803
  ret i32 %7, !dbg !1803
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write) uwtable
define internal fastcc void @make40(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s40) align 1 %0) unnamed_addr #8 !dbg !1804 {
    #dbg_value(i32 40, !1808, !DIExpression(), !1812)
    #dbg_declare(ptr %0, !1809, !DIExpression(), !1813)
    #dbg_value(i32 0, !1810, !DIExpression(), !1814)
  %2 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1815
  store <8 x i8> <i8 -40, i8 -33, i8 -26, i8 -19, i8 -12, i8 -5, i8 2, i8 9>, ptr %0, align 1, !dbg !1815, !tbaa !1445
  store <8 x i8> <i8 16, i8 23, i8 30, i8 37, i8 44, i8 51, i8 58, i8 65>, ptr %2, align 1, !dbg !1815, !tbaa !1445
  %3 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1815
  %4 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1815
  store <8 x i8> <i8 72, i8 79, i8 86, i8 93, i8 100, i8 107, i8 114, i8 121>, ptr %3, align 1, !dbg !1815, !tbaa !1445
  store <8 x i8> <i8 -128, i8 -121, i8 -114, i8 -107, i8 -100, i8 -93, i8 -86, i8 -79>, ptr %4, align 1, !dbg !1815, !tbaa !1445
    #dbg_value(i64 32, !1810, !DIExpression(), !1814)
  %5 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1815
  store i8 -72, ptr %5, align 1, !dbg !1815, !tbaa !1445
    #dbg_value(i64 33, !1810, !DIExpression(), !1814)
  %6 = getelementptr inbounds i8, ptr %0, i64 33, !dbg !1815
  store i8 -65, ptr %6, align 1, !dbg !1815, !tbaa !1445
    #dbg_value(i64 34, !1810, !DIExpression(), !1814)
  %7 = getelementptr inbounds i8, ptr %0, i64 34, !dbg !1815
  store i8 -58, ptr %7, align 1, !dbg !1815, !tbaa !1445
    #dbg_value(i64 35, !1810, !DIExpression(), !1814)
  %8 = getelementptr inbounds i8, ptr %0, i64 35, !dbg !1815
  store i8 -51, ptr %8, align 1, !dbg !1815, !tbaa !1445
    #dbg_value(i64 36, !1810, !DIExpression(), !1814)
  %9 = getelementptr inbounds i8, ptr %0, i64 36, !dbg !1815
  store i8 -44, ptr %9, align 1, !dbg !1815, !tbaa !1445
    #dbg_value(i64 37, !1810, !DIExpression(), !1814)
  %10 = getelementptr inbounds i8, ptr %0, i64 37, !dbg !1815
  store i8 -37, ptr %10, align 1, !dbg !1815, !tbaa !1445
    #dbg_value(i64 38, !1810, !DIExpression(), !1814)
  %11 = getelementptr inbounds i8, ptr %0, i64 38, !dbg !1815
  store i8 -30, ptr %11, align 1, !dbg !1815, !tbaa !1445
    #dbg_value(i64 39, !1810, !DIExpression(), !1814)
  %12 = getelementptr inbounds i8, ptr %0, i64 39, !dbg !1815
  store i8 -23, ptr %12, align 1, !dbg !1815, !tbaa !1445
    #dbg_value(i64 40, !1810, !DIExpression(), !1814)
  ret void, !dbg !1813
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @bump40(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s40) align 1 %0, ptr nocapture noundef byval(%struct.s40) align 8 %1) unnamed_addr #9 !dbg !1817 {
    #dbg_declare(ptr %1, !1821, !DIExpression(), !1825)
    #dbg_value(i32 3, !1822, !DIExpression(), !1826)
    #dbg_value(i32 0, !1823, !DIExpression(), !1827)
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !1828
  %4 = load <8 x i8>, ptr %1, align 8, !dbg !1828, !tbaa !1445
  %5 = load <8 x i8>, ptr %3, align 8, !dbg !1828, !tbaa !1445
  %6 = add <8 x i8> %4, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>, !dbg !1828
  %7 = add <8 x i8> %5, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>, !dbg !1828
  store <8 x i8> %6, ptr %1, align 8, !dbg !1828, !tbaa !1445
  store <8 x i8> %7, ptr %3, align 8, !dbg !1828, !tbaa !1445
  %8 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !1828
  %9 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !1828
  %10 = load <8 x i8>, ptr %8, align 8, !dbg !1828, !tbaa !1445
  %11 = load <8 x i8>, ptr %9, align 8, !dbg !1828, !tbaa !1445
  %12 = add <8 x i8> %10, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>, !dbg !1828
  %13 = add <8 x i8> %11, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>, !dbg !1828
  store <8 x i8> %12, ptr %8, align 8, !dbg !1828, !tbaa !1445
  store <8 x i8> %13, ptr %9, align 8, !dbg !1828, !tbaa !1445
    #dbg_value(i64 32, !1823, !DIExpression(), !1827)
  %14 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !1828
  %15 = load i8, ptr %14, align 8, !dbg !1828, !tbaa !1445
  %16 = add i8 %15, 3, !dbg !1828
  store i8 %16, ptr %14, align 8, !dbg !1828, !tbaa !1445
    #dbg_value(i64 33, !1823, !DIExpression(), !1827)
  %17 = getelementptr inbounds i8, ptr %1, i64 33, !dbg !1828
  %18 = load i8, ptr %17, align 1, !dbg !1828, !tbaa !1445
  %19 = add i8 %18, 3, !dbg !1828
  store i8 %19, ptr %17, align 1, !dbg !1828, !tbaa !1445
    #dbg_value(i64 34, !1823, !DIExpression(), !1827)
  %20 = getelementptr inbounds i8, ptr %1, i64 34, !dbg !1828
  %21 = load i8, ptr %20, align 2, !dbg !1828, !tbaa !1445
  %22 = add i8 %21, 3, !dbg !1828
  store i8 %22, ptr %20, align 2, !dbg !1828, !tbaa !1445
    #dbg_value(i64 35, !1823, !DIExpression(), !1827)
  %23 = getelementptr inbounds i8, ptr %1, i64 35, !dbg !1828
  %24 = load i8, ptr %23, align 1, !dbg !1828, !tbaa !1445
  %25 = add i8 %24, 3, !dbg !1828
  store i8 %25, ptr %23, align 1, !dbg !1828, !tbaa !1445
    #dbg_value(i64 36, !1823, !DIExpression(), !1827)
  %26 = getelementptr inbounds i8, ptr %1, i64 36, !dbg !1828
  %27 = load i8, ptr %26, align 4, !dbg !1828, !tbaa !1445
  %28 = add i8 %27, 3, !dbg !1828
  store i8 %28, ptr %26, align 4, !dbg !1828, !tbaa !1445
    #dbg_value(i64 37, !1823, !DIExpression(), !1827)
  %29 = getelementptr inbounds i8, ptr %1, i64 37, !dbg !1828
  %30 = load i8, ptr %29, align 1, !dbg !1828, !tbaa !1445
  %31 = add i8 %30, 3, !dbg !1828
  store i8 %31, ptr %29, align 1, !dbg !1828, !tbaa !1445
    #dbg_value(i64 38, !1823, !DIExpression(), !1827)
  %32 = getelementptr inbounds i8, ptr %1, i64 38, !dbg !1828
  %33 = load i8, ptr %32, align 2, !dbg !1828, !tbaa !1445
  %34 = add i8 %33, 3, !dbg !1828
  store i8 %34, ptr %32, align 2, !dbg !1828, !tbaa !1445
    #dbg_value(i64 39, !1823, !DIExpression(), !1827)
  %35 = getelementptr inbounds i8, ptr %1, i64 39, !dbg !1828
  %36 = load i8, ptr %35, align 1, !dbg !1828, !tbaa !1445
  %37 = add i8 %36, 3, !dbg !1828
  store i8 %37, ptr %35, align 1, !dbg !1828, !tbaa !1445
    #dbg_value(i64 40, !1823, !DIExpression(), !1827)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(40) %0, ptr noundef nonnull align 8 dereferenceable(40) %1, i64 40, i1 false), !dbg !1825, !tbaa.struct !1830
  ret void, !dbg !1825
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @sum40(ptr nocapture noundef readonly byval(%struct.s40) align 8 %0) unnamed_addr #10 !dbg !1831 {
    #dbg_declare(ptr %0, !1833, !DIExpression(), !1837)
    #dbg_value(i32 0, !1834, !DIExpression(), !1838)
    #dbg_value(i32 0, !1835, !DIExpression(), !1839)
  br label %3, !dbg !1840

2:                                                ; preds = %3
  ret i32 %34, !dbg !1837

3:                                                ; preds = %3, %1
  %4 = phi i64 [ 0, %1 ], [ %35, %3 ]
  %5 = phi i32 [ 0, %1 ], [ %34, %3 ]
    #dbg_value(i64 %4, !1835, !DIExpression(), !1839)
    #dbg_value(i32 %5, !1834, !DIExpression(), !1838)
  %6 = mul i32 %5, 33, !dbg !1841
  %7 = getelementptr inbounds [40 x i8], ptr %0, i64 0, i64 %4, !dbg !1841
  %8 = load i8, ptr %7, align 1, !dbg !1841, !tbaa !1445
  %9 = zext i8 %8 to i32, !dbg !1841
  %10 = add i32 %6, %9, !dbg !1841
    #dbg_value(i32 %10, !1834, !DIExpression(), !1838)
  %11 = add nuw nsw i64 %4, 1, !dbg !1841
    #dbg_value(i64 %11, !1835, !DIExpression(), !1839)
  %12 = mul i32 %10, 33, !dbg !1841
  %13 = getelementptr inbounds [40 x i8], ptr %0, i64 0, i64 %11, !dbg !1841
  %14 = load i8, ptr %13, align 1, !dbg !1841, !tbaa !1445
  %15 = zext i8 %14 to i32, !dbg !1841
  %16 = add i32 %12, %15, !dbg !1841
    #dbg_value(i32 %16, !1834, !DIExpression(), !1838)
  %17 = add nuw nsw i64 %4, 2, !dbg !1841
    #dbg_value(i64 %17, !1835, !DIExpression(), !1839)
  %18 = mul i32 %16, 33, !dbg !1841
  %19 = getelementptr inbounds [40 x i8], ptr %0, i64 0, i64 %17, !dbg !1841
  %20 = load i8, ptr %19, align 1, !dbg !1841, !tbaa !1445
  %21 = zext i8 %20 to i32, !dbg !1841
  %22 = add i32 %18, %21, !dbg !1841
    #dbg_value(i32 %22, !1834, !DIExpression(), !1838)
  %23 = add nuw nsw i64 %4, 3, !dbg !1841
    #dbg_value(i64 %23, !1835, !DIExpression(), !1839)
  %24 = mul i32 %22, 33, !dbg !1841
  %25 = getelementptr inbounds [40 x i8], ptr %0, i64 0, i64 %23, !dbg !1841
  %26 = load i8, ptr %25, align 1, !dbg !1841, !tbaa !1445
  %27 = zext i8 %26 to i32, !dbg !1841
  %28 = add i32 %24, %27, !dbg !1841
    #dbg_value(i32 %28, !1834, !DIExpression(), !1838)
  %29 = add nuw nsw i64 %4, 4, !dbg !1841
    #dbg_value(i64 %29, !1835, !DIExpression(), !1839)
  %30 = mul i32 %28, 33, !dbg !1841
  %31 = getelementptr inbounds [40 x i8], ptr %0, i64 0, i64 %29, !dbg !1841
  %32 = load i8, ptr %31, align 1, !dbg !1841, !tbaa !1445
  %33 = zext i8 %32 to i32, !dbg !1841
  %34 = add i32 %30, %33, !dbg !1841
    #dbg_value(i32 %34, !1834, !DIExpression(), !1838)
  %35 = add nuw nsw i64 %4, 5, !dbg !1841
    #dbg_value(i64 %35, !1835, !DIExpression(), !1839)
  %36 = icmp eq i64 %35, 40, !dbg !1841
  br i1 %36, label %2, label %3, !dbg !1840, !llvm.loop !1843
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @late40(ptr nocapture noundef readonly byval(%struct.s40) align 8 %0, ptr nocapture noundef readonly byval(%struct.s40) align 8 %1) unnamed_addr #10 !dbg !1845 {
    #dbg_value(i64 1, !1849, !DIExpression(), !1858)
    #dbg_value(i64 2, !1850, !DIExpression(), !1858)
    #dbg_value(i64 3, !1851, !DIExpression(), !1858)
    #dbg_value(i64 4, !1852, !DIExpression(), !1858)
    #dbg_value(i64 5, !1853, !DIExpression(), !1858)
    #dbg_value(i64 6, !1854, !DIExpression(), !1858)
    #dbg_declare(ptr %0, !1855, !DIExpression(), !1859)
    #dbg_value(i64 7, !1856, !DIExpression(), !1858)
    #dbg_declare(ptr %1, !1857, !DIExpression(), !1859)
  %3 = tail call fastcc i32 @sum40(ptr noundef nonnull byval(%struct.s40) align 8 %0), !dbg !1859
  %4 = mul i32 %3, 3, !dbg !1859
  %5 = add i32 %4, 28, !dbg !1859
  %6 = tail call fastcc i32 @sum40(ptr noundef nonnull byval(%struct.s40) align 8 %1), !dbg !1859
  %7 = add i32 %5, %6, !dbg !1859
  ret i32 %7, !dbg !1859
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write) uwtable
define internal fastcc void @make48(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s48) align 1 %0) unnamed_addr #8 !dbg !1860 {
    #dbg_value(i32 48, !1864, !DIExpression(), !1868)
    #dbg_declare(ptr %0, !1865, !DIExpression(), !1869)
    #dbg_value(i32 0, !1866, !DIExpression(), !1870)
  store <16 x i8> <i8 -48, i8 -41, i8 -34, i8 -27, i8 -20, i8 -13, i8 -6, i8 1, i8 8, i8 15, i8 22, i8 29, i8 36, i8 43, i8 50, i8 57>, ptr %0, align 1, !dbg !1871, !tbaa !1445
  %2 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1871
  store <16 x i8> <i8 64, i8 71, i8 78, i8 85, i8 92, i8 99, i8 106, i8 113, i8 120, i8 127, i8 -122, i8 -115, i8 -108, i8 -101, i8 -94, i8 -87>, ptr %2, align 1, !dbg !1871, !tbaa !1445
  %3 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1871
  store <16 x i8> <i8 -80, i8 -73, i8 -66, i8 -59, i8 -52, i8 -45, i8 -38, i8 -31, i8 -24, i8 -17, i8 -10, i8 -3, i8 4, i8 11, i8 18, i8 25>, ptr %3, align 1, !dbg !1871, !tbaa !1445
  ret void, !dbg !1869
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @bump48(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s48) align 1 %0, ptr nocapture noundef byval(%struct.s48) align 8 %1) unnamed_addr #9 !dbg !1873 {
    #dbg_declare(ptr %1, !1877, !DIExpression(), !1881)
    #dbg_value(i32 3, !1878, !DIExpression(), !1882)
    #dbg_value(i32 0, !1879, !DIExpression(), !1883)
  %3 = load <16 x i8>, ptr %1, align 8, !dbg !1884, !tbaa !1445
  %4 = add <16 x i8> %3, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>, !dbg !1884
  store <16 x i8> %4, ptr %1, align 8, !dbg !1884, !tbaa !1445
  %5 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !1884
  %6 = load <16 x i8>, ptr %5, align 8, !dbg !1884, !tbaa !1445
  %7 = add <16 x i8> %6, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>, !dbg !1884
  store <16 x i8> %7, ptr %5, align 8, !dbg !1884, !tbaa !1445
  %8 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !1884
  %9 = load <16 x i8>, ptr %8, align 8, !dbg !1884, !tbaa !1445
  %10 = add <16 x i8> %9, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>, !dbg !1884
  store <16 x i8> %10, ptr %8, align 8, !dbg !1884, !tbaa !1445
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(48) %1, i64 48, i1 false), !dbg !1881, !tbaa.struct !1886
  ret void, !dbg !1881
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @sum48(ptr nocapture noundef readonly byval(%struct.s48) align 8 %0) unnamed_addr #10 !dbg !1887 {
    #dbg_declare(ptr %0, !1889, !DIExpression(), !1893)
    #dbg_value(i32 0, !1890, !DIExpression(), !1894)
    #dbg_value(i32 0, !1891, !DIExpression(), !1895)
  br label %3, !dbg !1896

2:                                                ; preds = %3
  ret i32 %40, !dbg !1893

3:                                                ; preds = %3, %1
  %4 = phi i64 [ 0, %1 ], [ %41, %3 ]
  %5 = phi i32 [ 0, %1 ], [ %40, %3 ]
    #dbg_value(i64 %4, !1891, !DIExpression(), !1895)
    #dbg_value(i32 %5, !1890, !DIExpression(), !1894)
  %6 = mul i32 %5, 33, !dbg !1897
  %7 = getelementptr inbounds [48 x i8], ptr %0, i64 0, i64 %4, !dbg !1897
  %8 = load i8, ptr %7, align 2, !dbg !1897, !tbaa !1445
  %9 = zext i8 %8 to i32, !dbg !1897
  %10 = add i32 %6, %9, !dbg !1897
    #dbg_value(i32 %10, !1890, !DIExpression(), !1894)
  %11 = or disjoint i64 %4, 1, !dbg !1897
    #dbg_value(i64 %11, !1891, !DIExpression(), !1895)
  %12 = mul i32 %10, 33, !dbg !1897
  %13 = getelementptr inbounds [48 x i8], ptr %0, i64 0, i64 %11, !dbg !1897
  %14 = load i8, ptr %13, align 1, !dbg !1897, !tbaa !1445
  %15 = zext i8 %14 to i32, !dbg !1897
  %16 = add i32 %12, %15, !dbg !1897
    #dbg_value(i32 %16, !1890, !DIExpression(), !1894)
  %17 = add nuw nsw i64 %4, 2, !dbg !1897
    #dbg_value(i64 %17, !1891, !DIExpression(), !1895)
  %18 = mul i32 %16, 33, !dbg !1897
  %19 = getelementptr inbounds [48 x i8], ptr %0, i64 0, i64 %17, !dbg !1897
  %20 = load i8, ptr %19, align 2, !dbg !1897, !tbaa !1445
  %21 = zext i8 %20 to i32, !dbg !1897
  %22 = add i32 %18, %21, !dbg !1897
    #dbg_value(i32 %22, !1890, !DIExpression(), !1894)
  %23 = add nuw nsw i64 %4, 3, !dbg !1897
    #dbg_value(i64 %23, !1891, !DIExpression(), !1895)
  %24 = mul i32 %22, 33, !dbg !1897
  %25 = getelementptr inbounds [48 x i8], ptr %0, i64 0, i64 %23, !dbg !1897
  %26 = load i8, ptr %25, align 1, !dbg !1897, !tbaa !1445
  %27 = zext i8 %26 to i32, !dbg !1897
  %28 = add i32 %24, %27, !dbg !1897
    #dbg_value(i32 %28, !1890, !DIExpression(), !1894)
  %29 = add nuw nsw i64 %4, 4, !dbg !1897
    #dbg_value(i64 %29, !1891, !DIExpression(), !1895)
  %30 = mul i32 %28, 33, !dbg !1897
  %31 = getelementptr inbounds [48 x i8], ptr %0, i64 0, i64 %29, !dbg !1897
  %32 = load i8, ptr %31, align 2, !dbg !1897, !tbaa !1445
  %33 = zext i8 %32 to i32, !dbg !1897
  %34 = add i32 %30, %33, !dbg !1897
    #dbg_value(i32 %34, !1890, !DIExpression(), !1894)
  %35 = add nuw nsw i64 %4, 5, !dbg !1897
    #dbg_value(i64 %35, !1891, !DIExpression(), !1895)
  %36 = mul i32 %34, 33, !dbg !1897
  %37 = getelementptr inbounds [48 x i8], ptr %0, i64 0, i64 %35, !dbg !1897
  %38 = load i8, ptr %37, align 1, !dbg !1897, !tbaa !1445
  %39 = zext i8 %38 to i32, !dbg !1897
  %40 = add i32 %36, %39, !dbg !1897
    #dbg_value(i32 %40, !1890, !DIExpression(), !1894)
  %41 = add nuw nsw i64 %4, 6, !dbg !1897
    #dbg_value(i64 %41, !1891, !DIExpression(), !1895)
  %42 = icmp eq i64 %41, 48, !dbg !1897
  br i1 %42, label %2, label %3, !dbg !1896, !llvm.loop !1899
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @late48(ptr nocapture noundef readonly byval(%struct.s48) align 8 %0, ptr nocapture noundef readonly byval(%struct.s48) align 8 %1) unnamed_addr #10 !dbg !1900 {
    #dbg_value(i64 1, !1904, !DIExpression(), !1913)
    #dbg_value(i64 2, !1905, !DIExpression(), !1913)
    #dbg_value(i64 3, !1906, !DIExpression(), !1913)
    #dbg_value(i64 4, !1907, !DIExpression(), !1913)
    #dbg_value(i64 5, !1908, !DIExpression(), !1913)
    #dbg_value(i64 6, !1909, !DIExpression(), !1913)
    #dbg_declare(ptr %0, !1910, !DIExpression(), !1914)
    #dbg_value(i64 7, !1911, !DIExpression(), !1913)
    #dbg_declare(ptr %1, !1912, !DIExpression(), !1914)
  %3 = tail call fastcc i32 @sum48(ptr noundef nonnull byval(%struct.s48) align 8 %0), !dbg !1914
  %4 = mul i32 %3, 3, !dbg !1914
  %5 = add i32 %4, 28, !dbg !1914
  %6 = tail call fastcc i32 @sum48(ptr noundef nonnull byval(%struct.s48) align 8 %1), !dbg !1914
  %7 = add i32 %5, %6, !dbg !1914
  ret i32 %7, !dbg !1914
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write) uwtable
define internal fastcc void @make63(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s63) align 1 %0) unnamed_addr #8 !dbg !1915 {
    #dbg_value(i32 63, !1919, !DIExpression(), !1923)
    #dbg_declare(ptr %0, !1920, !DIExpression(), !1924)
    #dbg_value(i32 0, !1921, !DIExpression(), !1925)
  %2 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1926
  store <8 x i8> <i8 -95, i8 -88, i8 -81, i8 -74, i8 -67, i8 -60, i8 -53, i8 -46>, ptr %0, align 1, !dbg !1926, !tbaa !1445
  store <8 x i8> <i8 -39, i8 -32, i8 -25, i8 -18, i8 -11, i8 -4, i8 3, i8 10>, ptr %2, align 1, !dbg !1926, !tbaa !1445
  %3 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1926
  %4 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1926
  store <8 x i8> <i8 17, i8 24, i8 31, i8 38, i8 45, i8 52, i8 59, i8 66>, ptr %3, align 1, !dbg !1926, !tbaa !1445
  store <8 x i8> <i8 73, i8 80, i8 87, i8 94, i8 101, i8 108, i8 115, i8 122>, ptr %4, align 1, !dbg !1926, !tbaa !1445
  %5 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1926
  %6 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !1926
  store <8 x i8> <i8 -127, i8 -120, i8 -113, i8 -106, i8 -99, i8 -92, i8 -85, i8 -78>, ptr %5, align 1, !dbg !1926, !tbaa !1445
  store <8 x i8> <i8 -71, i8 -64, i8 -57, i8 -50, i8 -43, i8 -36, i8 -29, i8 -22>, ptr %6, align 1, !dbg !1926, !tbaa !1445
    #dbg_value(i64 48, !1921, !DIExpression(), !1925)
  %7 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !1926
  store i8 -15, ptr %7, align 1, !dbg !1926, !tbaa !1445
    #dbg_value(i64 49, !1921, !DIExpression(), !1925)
  %8 = getelementptr inbounds i8, ptr %0, i64 49, !dbg !1926
  store i8 -8, ptr %8, align 1, !dbg !1926, !tbaa !1445
    #dbg_value(i64 50, !1921, !DIExpression(), !1925)
  %9 = getelementptr inbounds i8, ptr %0, i64 50, !dbg !1926
  store i8 -1, ptr %9, align 1, !dbg !1926, !tbaa !1445
    #dbg_value(i64 51, !1921, !DIExpression(), !1925)
  %10 = getelementptr inbounds i8, ptr %0, i64 51, !dbg !1926
  store i8 6, ptr %10, align 1, !dbg !1926, !tbaa !1445
    #dbg_value(i64 52, !1921, !DIExpression(), !1925)
  %11 = getelementptr inbounds i8, ptr %0, i64 52, !dbg !1926
  store i8 13, ptr %11, align 1, !dbg !1926, !tbaa !1445
    #dbg_value(i64 53, !1921, !DIExpression(), !1925)
  %12 = getelementptr inbounds i8, ptr %0, i64 53, !dbg !1926
  store i8 20, ptr %12, align 1, !dbg !1926, !tbaa !1445
    #dbg_value(i64 54, !1921, !DIExpression(), !1925)
  %13 = getelementptr inbounds i8, ptr %0, i64 54, !dbg !1926
  store i8 27, ptr %13, align 1, !dbg !1926, !tbaa !1445
    #dbg_value(i64 55, !1921, !DIExpression(), !1925)
  %14 = getelementptr inbounds i8, ptr %0, i64 55, !dbg !1926
  store i8 34, ptr %14, align 1, !dbg !1926, !tbaa !1445
    #dbg_value(i64 56, !1921, !DIExpression(), !1925)
  %15 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !1926
  store i8 41, ptr %15, align 1, !dbg !1926, !tbaa !1445
    #dbg_value(i64 57, !1921, !DIExpression(), !1925)
  %16 = getelementptr inbounds i8, ptr %0, i64 57, !dbg !1926
  store i8 48, ptr %16, align 1, !dbg !1926, !tbaa !1445
    #dbg_value(i64 58, !1921, !DIExpression(), !1925)
  %17 = getelementptr inbounds i8, ptr %0, i64 58, !dbg !1926
  store i8 55, ptr %17, align 1, !dbg !1926, !tbaa !1445
    #dbg_value(i64 59, !1921, !DIExpression(), !1925)
  %18 = getelementptr inbounds i8, ptr %0, i64 59, !dbg !1926
  store i8 62, ptr %18, align 1, !dbg !1926, !tbaa !1445
    #dbg_value(i64 60, !1921, !DIExpression(), !1925)
  %19 = getelementptr inbounds i8, ptr %0, i64 60, !dbg !1926
  store i8 69, ptr %19, align 1, !dbg !1926, !tbaa !1445
    #dbg_value(i64 61, !1921, !DIExpression(), !1925)
  %20 = getelementptr inbounds i8, ptr %0, i64 61, !dbg !1926
  store i8 76, ptr %20, align 1, !dbg !1926, !tbaa !1445
    #dbg_value(i64 62, !1921, !DIExpression(), !1925)
  %21 = getelementptr inbounds i8, ptr %0, i64 62, !dbg !1926
  store i8 83, ptr %21, align 1, !dbg !1926, !tbaa !1445
    #dbg_value(i64 63, !1921, !DIExpression(), !1925)
  ret void, !dbg !1924
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @bump63(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s63) align 1 %0, ptr nocapture noundef byval(%struct.s63) align 8 %1) unnamed_addr #9 !dbg !1928 {
    #dbg_declare(ptr %1, !1932, !DIExpression(), !1936)
    #dbg_value(i32 3, !1933, !DIExpression(), !1937)
    #dbg_value(i32 0, !1934, !DIExpression(), !1938)
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !1939
  %4 = load <8 x i8>, ptr %1, align 8, !dbg !1939, !tbaa !1445
  %5 = load <8 x i8>, ptr %3, align 8, !dbg !1939, !tbaa !1445
  %6 = add <8 x i8> %4, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>, !dbg !1939
  %7 = add <8 x i8> %5, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>, !dbg !1939
  store <8 x i8> %6, ptr %1, align 8, !dbg !1939, !tbaa !1445
  store <8 x i8> %7, ptr %3, align 8, !dbg !1939, !tbaa !1445
  %8 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !1939
  %9 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !1939
  %10 = load <8 x i8>, ptr %8, align 8, !dbg !1939, !tbaa !1445
  %11 = load <8 x i8>, ptr %9, align 8, !dbg !1939, !tbaa !1445
  %12 = add <8 x i8> %10, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>, !dbg !1939
  %13 = add <8 x i8> %11, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>, !dbg !1939
  store <8 x i8> %12, ptr %8, align 8, !dbg !1939, !tbaa !1445
  store <8 x i8> %13, ptr %9, align 8, !dbg !1939, !tbaa !1445
  %14 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !1939
  %15 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !1939
  %16 = load <8 x i8>, ptr %14, align 8, !dbg !1939, !tbaa !1445
  %17 = load <8 x i8>, ptr %15, align 8, !dbg !1939, !tbaa !1445
  %18 = add <8 x i8> %16, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>, !dbg !1939
  %19 = add <8 x i8> %17, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>, !dbg !1939
  store <8 x i8> %18, ptr %14, align 8, !dbg !1939, !tbaa !1445
  store <8 x i8> %19, ptr %15, align 8, !dbg !1939, !tbaa !1445
    #dbg_value(i64 48, !1934, !DIExpression(), !1938)
  %20 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !1939
  %21 = load i8, ptr %20, align 8, !dbg !1939, !tbaa !1445
  %22 = add i8 %21, 3, !dbg !1939
  store i8 %22, ptr %20, align 8, !dbg !1939, !tbaa !1445
    #dbg_value(i64 49, !1934, !DIExpression(), !1938)
  %23 = getelementptr inbounds i8, ptr %1, i64 49, !dbg !1939
  %24 = load i8, ptr %23, align 1, !dbg !1939, !tbaa !1445
  %25 = add i8 %24, 3, !dbg !1939
  store i8 %25, ptr %23, align 1, !dbg !1939, !tbaa !1445
    #dbg_value(i64 50, !1934, !DIExpression(), !1938)
  %26 = getelementptr inbounds i8, ptr %1, i64 50, !dbg !1939
  %27 = load i8, ptr %26, align 2, !dbg !1939, !tbaa !1445
  %28 = add i8 %27, 3, !dbg !1939
  store i8 %28, ptr %26, align 2, !dbg !1939, !tbaa !1445
    #dbg_value(i64 51, !1934, !DIExpression(), !1938)
  %29 = getelementptr inbounds i8, ptr %1, i64 51, !dbg !1939
  %30 = load i8, ptr %29, align 1, !dbg !1939, !tbaa !1445
  %31 = add i8 %30, 3, !dbg !1939
  store i8 %31, ptr %29, align 1, !dbg !1939, !tbaa !1445
    #dbg_value(i64 52, !1934, !DIExpression(), !1938)
  %32 = getelementptr inbounds i8, ptr %1, i64 52, !dbg !1939
  %33 = load i8, ptr %32, align 4, !dbg !1939, !tbaa !1445
  %34 = add i8 %33, 3, !dbg !1939
  store i8 %34, ptr %32, align 4, !dbg !1939, !tbaa !1445
    #dbg_value(i64 53, !1934, !DIExpression(), !1938)
  %35 = getelementptr inbounds i8, ptr %1, i64 53, !dbg !1939
  %36 = load i8, ptr %35, align 1, !dbg !1939, !tbaa !1445
  %37 = add i8 %36, 3, !dbg !1939
  store i8 %37, ptr %35, align 1, !dbg !1939, !tbaa !1445
    #dbg_value(i64 54, !1934, !DIExpression(), !1938)
  %38 = getelementptr inbounds i8, ptr %1, i64 54, !dbg !1939
  %39 = load i8, ptr %38, align 2, !dbg !1939, !tbaa !1445
  %40 = add i8 %39, 3, !dbg !1939
  store i8 %40, ptr %38, align 2, !dbg !1939, !tbaa !1445
    #dbg_value(i64 55, !1934, !DIExpression(), !1938)
  %41 = getelementptr inbounds i8, ptr %1, i64 55, !dbg !1939
  %42 = load i8, ptr %41, align 1, !dbg !1939, !tbaa !1445
  %43 = add i8 %42, 3, !dbg !1939
  store i8 %43, ptr %41, align 1, !dbg !1939, !tbaa !1445
    #dbg_value(i64 56, !1934, !DIExpression(), !1938)
  %44 = getelementptr inbounds i8, ptr %1, i64 56, !dbg !1939
  %45 = load i8, ptr %44, align 8, !dbg !1939, !tbaa !1445
  %46 = add i8 %45, 3, !dbg !1939
  store i8 %46, ptr %44, align 8, !dbg !1939, !tbaa !1445
    #dbg_value(i64 57, !1934, !DIExpression(), !1938)
  %47 = getelementptr inbounds i8, ptr %1, i64 57, !dbg !1939
  %48 = load i8, ptr %47, align 1, !dbg !1939, !tbaa !1445
  %49 = add i8 %48, 3, !dbg !1939
  store i8 %49, ptr %47, align 1, !dbg !1939, !tbaa !1445
    #dbg_value(i64 58, !1934, !DIExpression(), !1938)
  %50 = getelementptr inbounds i8, ptr %1, i64 58, !dbg !1939
  %51 = load i8, ptr %50, align 2, !dbg !1939, !tbaa !1445
  %52 = add i8 %51, 3, !dbg !1939
  store i8 %52, ptr %50, align 2, !dbg !1939, !tbaa !1445
    #dbg_value(i64 59, !1934, !DIExpression(), !1938)
  %53 = getelementptr inbounds i8, ptr %1, i64 59, !dbg !1939
  %54 = load i8, ptr %53, align 1, !dbg !1939, !tbaa !1445
  %55 = add i8 %54, 3, !dbg !1939
  store i8 %55, ptr %53, align 1, !dbg !1939, !tbaa !1445
    #dbg_value(i64 60, !1934, !DIExpression(), !1938)
  %56 = getelementptr inbounds i8, ptr %1, i64 60, !dbg !1939
  %57 = load i8, ptr %56, align 4, !dbg !1939, !tbaa !1445
  %58 = add i8 %57, 3, !dbg !1939
  store i8 %58, ptr %56, align 4, !dbg !1939, !tbaa !1445
    #dbg_value(i64 61, !1934, !DIExpression(), !1938)
  %59 = getelementptr inbounds i8, ptr %1, i64 61, !dbg !1939
  %60 = load i8, ptr %59, align 1, !dbg !1939, !tbaa !1445
  %61 = add i8 %60, 3, !dbg !1939
  store i8 %61, ptr %59, align 1, !dbg !1939, !tbaa !1445
    #dbg_value(i64 62, !1934, !DIExpression(), !1938)
  %62 = getelementptr inbounds i8, ptr %1, i64 62, !dbg !1939
  %63 = load i8, ptr %62, align 2, !dbg !1939, !tbaa !1445
  %64 = add i8 %63, 3, !dbg !1939
  store i8 %64, ptr %62, align 2, !dbg !1939, !tbaa !1445
    #dbg_value(i64 63, !1934, !DIExpression(), !1938)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(63) %0, ptr noundef nonnull align 8 dereferenceable(63) %1, i64 63, i1 false), !dbg !1936, !tbaa.struct !1941
  ret void, !dbg !1936
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @sum63(ptr nocapture noundef readonly byval(%struct.s63) align 8 %0) unnamed_addr #10 !dbg !1942 {
    #dbg_declare(ptr %0, !1944, !DIExpression(), !1948)
    #dbg_value(i32 0, !1945, !DIExpression(), !1949)
    #dbg_value(i32 0, !1946, !DIExpression(), !1950)
  br label %3, !dbg !1951

2:                                                ; preds = %3
  ret i32 %22, !dbg !1948

3:                                                ; preds = %3, %1
  %4 = phi i64 [ 0, %1 ], [ %23, %3 ]
  %5 = phi i32 [ 0, %1 ], [ %22, %3 ]
    #dbg_value(i64 %4, !1946, !DIExpression(), !1950)
    #dbg_value(i32 %5, !1945, !DIExpression(), !1949)
  %6 = mul i32 %5, 33, !dbg !1952
  %7 = getelementptr inbounds [63 x i8], ptr %0, i64 0, i64 %4, !dbg !1952
  %8 = load i8, ptr %7, align 1, !dbg !1952, !tbaa !1445
  %9 = zext i8 %8 to i32, !dbg !1952
  %10 = add i32 %6, %9, !dbg !1952
    #dbg_value(i32 %10, !1945, !DIExpression(), !1949)
  %11 = add nuw nsw i64 %4, 1, !dbg !1952
    #dbg_value(i64 %11, !1946, !DIExpression(), !1950)
  %12 = mul i32 %10, 33, !dbg !1952
  %13 = getelementptr inbounds [63 x i8], ptr %0, i64 0, i64 %11, !dbg !1952
  %14 = load i8, ptr %13, align 1, !dbg !1952, !tbaa !1445
  %15 = zext i8 %14 to i32, !dbg !1952
  %16 = add i32 %12, %15, !dbg !1952
    #dbg_value(i32 %16, !1945, !DIExpression(), !1949)
  %17 = add nuw nsw i64 %4, 2, !dbg !1952
    #dbg_value(i64 %17, !1946, !DIExpression(), !1950)
  %18 = mul i32 %16, 33, !dbg !1952
  %19 = getelementptr inbounds [63 x i8], ptr %0, i64 0, i64 %17, !dbg !1952
  %20 = load i8, ptr %19, align 1, !dbg !1952, !tbaa !1445
  %21 = zext i8 %20 to i32, !dbg !1952
  %22 = add i32 %18, %21, !dbg !1952
    #dbg_value(i32 %22, !1945, !DIExpression(), !1949)
  %23 = add nuw nsw i64 %4, 3, !dbg !1952
    #dbg_value(i64 %23, !1946, !DIExpression(), !1950)
  %24 = icmp eq i64 %23, 63, !dbg !1952
  br i1 %24, label %2, label %3, !dbg !1951, !llvm.loop !1954
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @late63(ptr nocapture noundef readonly byval(%struct.s63) align 8 %0, ptr nocapture noundef readonly byval(%struct.s63) align 8 %1) unnamed_addr #10 !dbg !1955 {
    #dbg_value(i64 1, !1959, !DIExpression(), !1968)
    #dbg_value(i64 2, !1960, !DIExpression(), !1968)
    #dbg_value(i64 3, !1961, !DIExpression(), !1968)
    #dbg_value(i64 4, !1962, !DIExpression(), !1968)
    #dbg_value(i64 5, !1963, !DIExpression(), !1968)
    #dbg_value(i64 6, !1964, !DIExpression(), !1968)
    #dbg_declare(ptr %0, !1965, !DIExpression(), !1969)
    #dbg_value(i64 7, !1966, !DIExpression(), !1968)
    #dbg_declare(ptr %1, !1967, !DIExpression(), !1969)
  %3 = tail call fastcc i32 @sum63(ptr noundef nonnull byval(%struct.s63) align 8 %0), !dbg !1969
  %4 = mul i32 %3, 3, !dbg !1969
  %5 = add i32 %4, 28, !dbg !1969
  %6 = tail call fastcc i32 @sum63(ptr noundef nonnull byval(%struct.s63) align 8 %1), !dbg !1969
  %7 = add i32 %5, %6, !dbg !1969
  ret i32 %7, !dbg !1969
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write) uwtable
define internal fastcc void @make64(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s64) align 1 %0) unnamed_addr #8 !dbg !1970 {
    #dbg_value(i32 64, !1974, !DIExpression(), !1978)
    #dbg_declare(ptr %0, !1975, !DIExpression(), !1979)
    #dbg_value(i32 0, !1976, !DIExpression(), !1980)
  store <16 x i8> <i8 -64, i8 -57, i8 -50, i8 -43, i8 -36, i8 -29, i8 -22, i8 -15, i8 -8, i8 -1, i8 6, i8 13, i8 20, i8 27, i8 34, i8 41>, ptr %0, align 1, !dbg !1981, !tbaa !1445
  %2 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1981
  store <16 x i8> <i8 48, i8 55, i8 62, i8 69, i8 76, i8 83, i8 90, i8 97, i8 104, i8 111, i8 118, i8 125, i8 -124, i8 -117, i8 -110, i8 -103>, ptr %2, align 1, !dbg !1981, !tbaa !1445
  %3 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1981
  store <16 x i8> <i8 -96, i8 -89, i8 -82, i8 -75, i8 -68, i8 -61, i8 -54, i8 -47, i8 -40, i8 -33, i8 -26, i8 -19, i8 -12, i8 -5, i8 2, i8 9>, ptr %3, align 1, !dbg !1981, !tbaa !1445
  %4 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !1981
  store <16 x i8> <i8 16, i8 23, i8 30, i8 37, i8 44, i8 51, i8 58, i8 65, i8 72, i8 79, i8 86, i8 93, i8 100, i8 107, i8 114, i8 121>, ptr %4, align 1, !dbg !1981, !tbaa !1445
  ret void, !dbg !1979
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @bump64(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s64) align 1 %0, ptr nocapture noundef byval(%struct.s64) align 8 %1) unnamed_addr #9 !dbg !1983 {
    #dbg_declare(ptr %1, !1987, !DIExpression(), !1991)
    #dbg_value(i32 3, !1988, !DIExpression(), !1992)
    #dbg_value(i32 0, !1989, !DIExpression(), !1993)
  %3 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !1994
  %4 = load <16 x i8>, ptr %1, align 8, !dbg !1994, !tbaa !1445
  %5 = load <16 x i8>, ptr %3, align 8, !dbg !1994, !tbaa !1445
  %6 = add <16 x i8> %4, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>, !dbg !1994
  %7 = add <16 x i8> %5, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>, !dbg !1994
  store <16 x i8> %6, ptr %1, align 8, !dbg !1994, !tbaa !1445
  store <16 x i8> %7, ptr %3, align 8, !dbg !1994, !tbaa !1445
  %8 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !1994
  %9 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !1994
  %10 = load <16 x i8>, ptr %8, align 8, !dbg !1994, !tbaa !1445
  %11 = load <16 x i8>, ptr %9, align 8, !dbg !1994, !tbaa !1445
  %12 = add <16 x i8> %10, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>, !dbg !1994
  %13 = add <16 x i8> %11, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>, !dbg !1994
  store <16 x i8> %12, ptr %8, align 8, !dbg !1994, !tbaa !1445
  store <16 x i8> %13, ptr %9, align 8, !dbg !1994, !tbaa !1445
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) %0, ptr noundef nonnull align 8 dereferenceable(64) %1, i64 64, i1 false), !dbg !1991, !tbaa.struct !1996
  ret void, !dbg !1991
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @sum64(ptr nocapture noundef readonly byval(%struct.s64) align 8 %0) unnamed_addr #10 !dbg !1997 {
    #dbg_declare(ptr %0, !1999, !DIExpression(), !2003)
    #dbg_value(i32 0, !2000, !DIExpression(), !2004)
    #dbg_value(i32 0, !2001, !DIExpression(), !2005)
  br label %3, !dbg !2006

2:                                                ; preds = %3
  ret i32 %28, !dbg !2003

3:                                                ; preds = %3, %1
  %4 = phi i64 [ 0, %1 ], [ %29, %3 ]
  %5 = phi i32 [ 0, %1 ], [ %28, %3 ]
    #dbg_value(i64 %4, !2001, !DIExpression(), !2005)
    #dbg_value(i32 %5, !2000, !DIExpression(), !2004)
  %6 = mul i32 %5, 33, !dbg !2007
  %7 = getelementptr inbounds [64 x i8], ptr %0, i64 0, i64 %4, !dbg !2007
  %8 = load i8, ptr %7, align 4, !dbg !2007, !tbaa !1445
  %9 = zext i8 %8 to i32, !dbg !2007
  %10 = add i32 %6, %9, !dbg !2007
    #dbg_value(i32 %10, !2000, !DIExpression(), !2004)
  %11 = or disjoint i64 %4, 1, !dbg !2007
    #dbg_value(i64 %11, !2001, !DIExpression(), !2005)
  %12 = mul i32 %10, 33, !dbg !2007
  %13 = getelementptr inbounds [64 x i8], ptr %0, i64 0, i64 %11, !dbg !2007
  %14 = load i8, ptr %13, align 1, !dbg !2007, !tbaa !1445
  %15 = zext i8 %14 to i32, !dbg !2007
  %16 = add i32 %12, %15, !dbg !2007
    #dbg_value(i32 %16, !2000, !DIExpression(), !2004)
  %17 = or disjoint i64 %4, 2, !dbg !2007
    #dbg_value(i64 %17, !2001, !DIExpression(), !2005)
  %18 = mul i32 %16, 33, !dbg !2007
  %19 = getelementptr inbounds [64 x i8], ptr %0, i64 0, i64 %17, !dbg !2007
  %20 = load i8, ptr %19, align 2, !dbg !2007, !tbaa !1445
  %21 = zext i8 %20 to i32, !dbg !2007
  %22 = add i32 %18, %21, !dbg !2007
    #dbg_value(i32 %22, !2000, !DIExpression(), !2004)
  %23 = or disjoint i64 %4, 3, !dbg !2007
    #dbg_value(i64 %23, !2001, !DIExpression(), !2005)
  %24 = mul i32 %22, 33, !dbg !2007
  %25 = getelementptr inbounds [64 x i8], ptr %0, i64 0, i64 %23, !dbg !2007
  %26 = load i8, ptr %25, align 1, !dbg !2007, !tbaa !1445
  %27 = zext i8 %26 to i32, !dbg !2007
  %28 = add i32 %24, %27, !dbg !2007
    #dbg_value(i32 %28, !2000, !DIExpression(), !2004)
  %29 = add nuw nsw i64 %4, 4, !dbg !2007
    #dbg_value(i64 %29, !2001, !DIExpression(), !2005)
  %30 = icmp eq i64 %29, 64, !dbg !2007
  br i1 %30, label %2, label %3, !dbg !2006, !llvm.loop !2009
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @late64(ptr nocapture noundef readonly byval(%struct.s64) align 8 %0, ptr nocapture noundef readonly byval(%struct.s64) align 8 %1) unnamed_addr #10 !dbg !2010 {
    #dbg_value(i64 1, !2014, !DIExpression(), !2023)
    #dbg_value(i64 2, !2015, !DIExpression(), !2023)
    #dbg_value(i64 3, !2016, !DIExpression(), !2023)
    #dbg_value(i64 4, !2017, !DIExpression(), !2023)
    #dbg_value(i64 5, !2018, !DIExpression(), !2023)
    #dbg_value(i64 6, !2019, !DIExpression(), !2023)
    #dbg_declare(ptr %0, !2020, !DIExpression(), !2024)
    #dbg_value(i64 7, !2021, !DIExpression(), !2023)
    #dbg_declare(ptr %1, !2022, !DIExpression(), !2024)
  %3 = tail call fastcc i32 @sum64(ptr noundef nonnull byval(%struct.s64) align 8 %0), !dbg !2024
  %4 = mul i32 %3, 3, !dbg !2024
  %5 = add i32 %4, 28, !dbg !2024
  %6 = tail call fastcc i32 @sum64(ptr noundef nonnull byval(%struct.s64) align 8 %1), !dbg !2024
  %7 = add i32 %5, %6, !dbg !2024
  ret i32 %7, !dbg !2024
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write) uwtable
define internal fastcc void @make100(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s100) align 1 %0) unnamed_addr #8 !dbg !2025 {
    #dbg_value(i32 100, !2029, !DIExpression(), !2033)
    #dbg_declare(ptr %0, !2030, !DIExpression(), !2034)
    #dbg_value(i32 0, !2031, !DIExpression(), !2035)
  store <16 x i8> <i8 28, i8 35, i8 42, i8 49, i8 56, i8 63, i8 70, i8 77, i8 84, i8 91, i8 98, i8 105, i8 112, i8 119, i8 126, i8 -123>, ptr %0, align 1, !dbg !2036, !tbaa !1445
  %2 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2036
  store <16 x i8> <i8 -116, i8 -109, i8 -102, i8 -95, i8 -88, i8 -81, i8 -74, i8 -67, i8 -60, i8 -53, i8 -46, i8 -39, i8 -32, i8 -25, i8 -18, i8 -11>, ptr %2, align 1, !dbg !2036, !tbaa !1445
  %3 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !2036
  store <16 x i8> <i8 -4, i8 3, i8 10, i8 17, i8 24, i8 31, i8 38, i8 45, i8 52, i8 59, i8 66, i8 73, i8 80, i8 87, i8 94, i8 101>, ptr %3, align 1, !dbg !2036, !tbaa !1445
  %4 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !2036
  store <16 x i8> <i8 108, i8 115, i8 122, i8 -127, i8 -120, i8 -113, i8 -106, i8 -99, i8 -92, i8 -85, i8 -78, i8 -71, i8 -64, i8 -57, i8 -50, i8 -43>, ptr %4, align 1, !dbg !2036, !tbaa !1445
  %5 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !2036
  store <16 x i8> <i8 -36, i8 -29, i8 -22, i8 -15, i8 -8, i8 -1, i8 6, i8 13, i8 20, i8 27, i8 34, i8 41, i8 48, i8 55, i8 62, i8 69>, ptr %5, align 1, !dbg !2036, !tbaa !1445
  %6 = getelementptr inbounds i8, ptr %0, i64 80, !dbg !2036
  store <16 x i8> <i8 76, i8 83, i8 90, i8 97, i8 104, i8 111, i8 118, i8 125, i8 -124, i8 -117, i8 -110, i8 -103, i8 -96, i8 -89, i8 -82, i8 -75>, ptr %6, align 1, !dbg !2036, !tbaa !1445
  %7 = getelementptr inbounds i8, ptr %0, i64 96, !dbg !2036
  store <4 x i8> <i8 -68, i8 -61, i8 -54, i8 -47>, ptr %7, align 1, !dbg !2036, !tbaa !1445
  ret void, !dbg !2034
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @bump100(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.s100) align 1 %0, ptr nocapture noundef byval(%struct.s100) align 8 %1) unnamed_addr #9 !dbg !2038 {
    #dbg_declare(ptr %1, !2042, !DIExpression(), !2046)
    #dbg_value(i32 3, !2043, !DIExpression(), !2047)
    #dbg_value(i32 0, !2044, !DIExpression(), !2048)
  %3 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !2049
  %4 = load <16 x i8>, ptr %1, align 8, !dbg !2049, !tbaa !1445
  %5 = load <16 x i8>, ptr %3, align 8, !dbg !2049, !tbaa !1445
  %6 = add <16 x i8> %4, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>, !dbg !2049
  %7 = add <16 x i8> %5, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>, !dbg !2049
  store <16 x i8> %6, ptr %1, align 8, !dbg !2049, !tbaa !1445
  store <16 x i8> %7, ptr %3, align 8, !dbg !2049, !tbaa !1445
  %8 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !2049
  %9 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !2049
  %10 = load <16 x i8>, ptr %8, align 8, !dbg !2049, !tbaa !1445
  %11 = load <16 x i8>, ptr %9, align 8, !dbg !2049, !tbaa !1445
  %12 = add <16 x i8> %10, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>, !dbg !2049
  %13 = add <16 x i8> %11, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>, !dbg !2049
  store <16 x i8> %12, ptr %8, align 8, !dbg !2049, !tbaa !1445
  store <16 x i8> %13, ptr %9, align 8, !dbg !2049, !tbaa !1445
  %14 = getelementptr inbounds i8, ptr %1, i64 64, !dbg !2049
  %15 = getelementptr inbounds i8, ptr %1, i64 80, !dbg !2049
  %16 = load <16 x i8>, ptr %14, align 8, !dbg !2049, !tbaa !1445
  %17 = load <16 x i8>, ptr %15, align 8, !dbg !2049, !tbaa !1445
  %18 = add <16 x i8> %16, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>, !dbg !2049
  %19 = add <16 x i8> %17, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>, !dbg !2049
  store <16 x i8> %18, ptr %14, align 8, !dbg !2049, !tbaa !1445
  store <16 x i8> %19, ptr %15, align 8, !dbg !2049, !tbaa !1445
  %20 = getelementptr inbounds i8, ptr %1, i64 96, !dbg !2049
  %21 = load <4 x i8>, ptr %20, align 8, !dbg !2049, !tbaa !1445
  %22 = add <4 x i8> %21, <i8 3, i8 3, i8 3, i8 3>, !dbg !2049
  store <4 x i8> %22, ptr %20, align 8, !dbg !2049, !tbaa !1445
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(100) %0, ptr noundef nonnull align 8 dereferenceable(100) %1, i64 100, i1 false), !dbg !2046, !tbaa.struct !2051
  ret void, !dbg !2046
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @sum100(ptr nocapture noundef readonly byval(%struct.s100) align 8 %0) unnamed_addr #10 !dbg !2052 {
    #dbg_declare(ptr %0, !2054, !DIExpression(), !2058)
    #dbg_value(i32 0, !2055, !DIExpression(), !2059)
    #dbg_value(i32 0, !2056, !DIExpression(), !2060)
  br label %3, !dbg !2061

2:                                                ; preds = %3
  ret i32 %34, !dbg !2058

3:                                                ; preds = %3, %1
  %4 = phi i64 [ 0, %1 ], [ %35, %3 ]
  %5 = phi i32 [ 0, %1 ], [ %34, %3 ]
    #dbg_value(i64 %4, !2056, !DIExpression(), !2060)
    #dbg_value(i32 %5, !2055, !DIExpression(), !2059)
  %6 = mul i32 %5, 33, !dbg !2062
  %7 = getelementptr inbounds [100 x i8], ptr %0, i64 0, i64 %4, !dbg !2062
  %8 = load i8, ptr %7, align 1, !dbg !2062, !tbaa !1445
  %9 = zext i8 %8 to i32, !dbg !2062
  %10 = add i32 %6, %9, !dbg !2062
    #dbg_value(i32 %10, !2055, !DIExpression(), !2059)
  %11 = add nuw nsw i64 %4, 1, !dbg !2062
    #dbg_value(i64 %11, !2056, !DIExpression(), !2060)
  %12 = mul i32 %10, 33, !dbg !2062
  %13 = getelementptr inbounds [100 x i8], ptr %0, i64 0, i64 %11, !dbg !2062
  %14 = load i8, ptr %13, align 1, !dbg !2062, !tbaa !1445
  %15 = zext i8 %14 to i32, !dbg !2062
  %16 = add i32 %12, %15, !dbg !2062
    #dbg_value(i32 %16, !2055, !DIExpression(), !2059)
  %17 = add nuw nsw i64 %4, 2, !dbg !2062
    #dbg_value(i64 %17, !2056, !DIExpression(), !2060)
  %18 = mul i32 %16, 33, !dbg !2062
  %19 = getelementptr inbounds [100 x i8], ptr %0, i64 0, i64 %17, !dbg !2062
  %20 = load i8, ptr %19, align 1, !dbg !2062, !tbaa !1445
  %21 = zext i8 %20 to i32, !dbg !2062
  %22 = add i32 %18, %21, !dbg !2062
    #dbg_value(i32 %22, !2055, !DIExpression(), !2059)
  %23 = add nuw nsw i64 %4, 3, !dbg !2062
    #dbg_value(i64 %23, !2056, !DIExpression(), !2060)
  %24 = mul i32 %22, 33, !dbg !2062
  %25 = getelementptr inbounds [100 x i8], ptr %0, i64 0, i64 %23, !dbg !2062
  %26 = load i8, ptr %25, align 1, !dbg !2062, !tbaa !1445
  %27 = zext i8 %26 to i32, !dbg !2062
  %28 = add i32 %24, %27, !dbg !2062
    #dbg_value(i32 %28, !2055, !DIExpression(), !2059)
  %29 = add nuw nsw i64 %4, 4, !dbg !2062
    #dbg_value(i64 %29, !2056, !DIExpression(), !2060)
  %30 = mul i32 %28, 33, !dbg !2062
  %31 = getelementptr inbounds [100 x i8], ptr %0, i64 0, i64 %29, !dbg !2062
  %32 = load i8, ptr %31, align 1, !dbg !2062, !tbaa !1445
  %33 = zext i8 %32 to i32, !dbg !2062
  %34 = add i32 %30, %33, !dbg !2062
    #dbg_value(i32 %34, !2055, !DIExpression(), !2059)
  %35 = add nuw nsw i64 %4, 5, !dbg !2062
    #dbg_value(i64 %35, !2056, !DIExpression(), !2060)
  %36 = icmp eq i64 %35, 100, !dbg !2062
  br i1 %36, label %2, label %3, !dbg !2061, !llvm.loop !2064
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @late100(ptr nocapture noundef readonly byval(%struct.s100) align 8 %0, ptr nocapture noundef readonly byval(%struct.s100) align 8 %1) unnamed_addr #10 !dbg !2065 {
    #dbg_value(i64 1, !2069, !DIExpression(), !2078)
    #dbg_value(i64 2, !2070, !DIExpression(), !2078)
    #dbg_value(i64 3, !2071, !DIExpression(), !2078)
    #dbg_value(i64 4, !2072, !DIExpression(), !2078)
    #dbg_value(i64 5, !2073, !DIExpression(), !2078)
    #dbg_value(i64 6, !2074, !DIExpression(), !2078)
    #dbg_declare(ptr %0, !2075, !DIExpression(), !2079)
    #dbg_value(i64 7, !2076, !DIExpression(), !2078)
    #dbg_declare(ptr %1, !2077, !DIExpression(), !2079)
  %3 = tail call fastcc i32 @sum100(ptr noundef nonnull byval(%struct.s100) align 8 %0), !dbg !2079
  %4 = mul i32 %3, 3, !dbg !2079
  %5 = add i32 %4, 28, !dbg !2079
  %6 = tail call fastcc i32 @sum100(ptr noundef nonnull byval(%struct.s100) align 8 %1), !dbg !2079
  %7 = add i32 %5, %6, !dbg !2079
  ret i32 %7, !dbg !2079
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

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!20, !21, !22, !23, !24, !25, !26}
!llvm.ident = !{!27}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/struct_byval_sizes.c", directory: ".", checksumkind: CSK_MD5, checksum: "c3252dc096513cc6a1b314fd80835e1f")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 12)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "total", scope: !9, file: !2, line: 19, type: !13, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !10, globals: !14, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11, !12, !13}
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!13 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!14 = !{!0, !7, !15}
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 424, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 53)
!20 = !{i32 7, !"Dwarf Version", i32 5}
!21 = !{i32 2, !"Debug Info Version", i32 3}
!22 = !{i32 1, !"wchar_size", i32 4}
!23 = !{i32 8, !"PIC Level", i32 2}
!24 = !{i32 7, !"PIE Level", i32 2}
!25 = !{i32 7, !"uwtable", i32 2}
!26 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!27 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!28 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 22, type: !29, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9)
!29 = !DISubroutineType(types: !30)
!30 = !{!11}
!31 = distinct !DIAssignID()
!32 = !DILocalVariable(name: "x", scope: !33, file: !2, line: 20, type: !38)
!33 = distinct !DISubprogram(name: "test100", scope: !2, file: !2, line: 20, type: !34, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !36)
!34 = !DISubroutineType(types: !35)
!35 = !{null}
!36 = !{!32, !37, !45, !49}
!37 = !DILocalVariable(name: "y", scope: !33, file: !2, line: 20, type: !38)
!38 = !DIDerivedType(tag: DW_TAG_typedef, name: "s100", file: !2, line: 20, baseType: !39)
!39 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 20, size: 800, elements: !40)
!40 = !{!41}
!41 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !39, file: !2, line: 20, baseType: !42, size: 800)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 800, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 100)
!45 = !DILocalVariable(name: "fp", scope: !33, file: !2, line: 20, type: !46)
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!47 = !DISubroutineType(types: !48)
!48 = !{!13, !38}
!49 = !DILocalVariable(name: "r", scope: !33, file: !2, line: 20, type: !13)
!50 = !DILocation(line: 0, scope: !33, inlinedAt: !51)
!51 = distinct !DILocation(line: 24, column: 135, scope: !28)
!52 = distinct !DIAssignID()
!53 = distinct !DIAssignID()
!54 = !DILocalVariable(name: "x", scope: !55, file: !2, line: 20, type: !58)
!55 = distinct !DISubprogram(name: "test64", scope: !2, file: !2, line: 20, type: !34, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !56)
!56 = !{!54, !57, !65, !69}
!57 = !DILocalVariable(name: "y", scope: !55, file: !2, line: 20, type: !58)
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "s64", file: !2, line: 20, baseType: !59)
!59 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 20, size: 512, elements: !60)
!60 = !{!61}
!61 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !59, file: !2, line: 20, baseType: !62, size: 512)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 512, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 64)
!65 = !DILocalVariable(name: "fp", scope: !55, file: !2, line: 20, type: !66)
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !67, size: 64)
!67 = !DISubroutineType(types: !68)
!68 = !{!13, !58}
!69 = !DILocalVariable(name: "r", scope: !55, file: !2, line: 20, type: !13)
!70 = !DILocation(line: 0, scope: !55, inlinedAt: !71)
!71 = distinct !DILocation(line: 24, column: 125, scope: !28)
!72 = distinct !DIAssignID()
!73 = distinct !DIAssignID()
!74 = !DILocalVariable(name: "x", scope: !75, file: !2, line: 20, type: !78)
!75 = distinct !DISubprogram(name: "test63", scope: !2, file: !2, line: 20, type: !34, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !76)
!76 = !{!74, !77, !85, !89}
!77 = !DILocalVariable(name: "y", scope: !75, file: !2, line: 20, type: !78)
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "s63", file: !2, line: 20, baseType: !79)
!79 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 20, size: 504, elements: !80)
!80 = !{!81}
!81 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !79, file: !2, line: 20, baseType: !82, size: 504)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 504, elements: !83)
!83 = !{!84}
!84 = !DISubrange(count: 63)
!85 = !DILocalVariable(name: "fp", scope: !75, file: !2, line: 20, type: !86)
!86 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !87, size: 64)
!87 = !DISubroutineType(types: !88)
!88 = !{!13, !78}
!89 = !DILocalVariable(name: "r", scope: !75, file: !2, line: 20, type: !13)
!90 = !DILocation(line: 0, scope: !75, inlinedAt: !91)
!91 = distinct !DILocation(line: 24, column: 115, scope: !28)
!92 = distinct !DIAssignID()
!93 = distinct !DIAssignID()
!94 = !DILocalVariable(name: "x", scope: !95, file: !2, line: 20, type: !98)
!95 = distinct !DISubprogram(name: "test48", scope: !2, file: !2, line: 20, type: !34, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !96)
!96 = !{!94, !97, !105, !109}
!97 = !DILocalVariable(name: "y", scope: !95, file: !2, line: 20, type: !98)
!98 = !DIDerivedType(tag: DW_TAG_typedef, name: "s48", file: !2, line: 20, baseType: !99)
!99 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 20, size: 384, elements: !100)
!100 = !{!101}
!101 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !99, file: !2, line: 20, baseType: !102, size: 384)
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 384, elements: !103)
!103 = !{!104}
!104 = !DISubrange(count: 48)
!105 = !DILocalVariable(name: "fp", scope: !95, file: !2, line: 20, type: !106)
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !107, size: 64)
!107 = !DISubroutineType(types: !108)
!108 = !{!13, !98}
!109 = !DILocalVariable(name: "r", scope: !95, file: !2, line: 20, type: !13)
!110 = !DILocation(line: 0, scope: !95, inlinedAt: !111)
!111 = distinct !DILocation(line: 24, column: 105, scope: !28)
!112 = distinct !DIAssignID()
!113 = distinct !DIAssignID()
!114 = !DILocalVariable(name: "x", scope: !115, file: !2, line: 20, type: !118)
!115 = distinct !DISubprogram(name: "test40", scope: !2, file: !2, line: 20, type: !34, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !116)
!116 = !{!114, !117, !125, !129}
!117 = !DILocalVariable(name: "y", scope: !115, file: !2, line: 20, type: !118)
!118 = !DIDerivedType(tag: DW_TAG_typedef, name: "s40", file: !2, line: 20, baseType: !119)
!119 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 20, size: 320, elements: !120)
!120 = !{!121}
!121 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !119, file: !2, line: 20, baseType: !122, size: 320)
!122 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 320, elements: !123)
!123 = !{!124}
!124 = !DISubrange(count: 40)
!125 = !DILocalVariable(name: "fp", scope: !115, file: !2, line: 20, type: !126)
!126 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !127, size: 64)
!127 = !DISubroutineType(types: !128)
!128 = !{!13, !118}
!129 = !DILocalVariable(name: "r", scope: !115, file: !2, line: 20, type: !13)
!130 = !DILocation(line: 0, scope: !115, inlinedAt: !131)
!131 = distinct !DILocation(line: 24, column: 95, scope: !28)
!132 = distinct !DIAssignID()
!133 = distinct !DIAssignID()
!134 = !DILocalVariable(name: "x", scope: !135, file: !2, line: 20, type: !138)
!135 = distinct !DISubprogram(name: "test33", scope: !2, file: !2, line: 20, type: !34, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !136)
!136 = !{!134, !137, !145, !149}
!137 = !DILocalVariable(name: "y", scope: !135, file: !2, line: 20, type: !138)
!138 = !DIDerivedType(tag: DW_TAG_typedef, name: "s33", file: !2, line: 20, baseType: !139)
!139 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 20, size: 264, elements: !140)
!140 = !{!141}
!141 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !139, file: !2, line: 20, baseType: !142, size: 264)
!142 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 264, elements: !143)
!143 = !{!144}
!144 = !DISubrange(count: 33)
!145 = !DILocalVariable(name: "fp", scope: !135, file: !2, line: 20, type: !146)
!146 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !147, size: 64)
!147 = !DISubroutineType(types: !148)
!148 = !{!13, !138}
!149 = !DILocalVariable(name: "r", scope: !135, file: !2, line: 20, type: !13)
!150 = !DILocation(line: 0, scope: !135, inlinedAt: !151)
!151 = distinct !DILocation(line: 24, column: 85, scope: !28)
!152 = distinct !DIAssignID()
!153 = distinct !DIAssignID()
!154 = !DILocalVariable(name: "x", scope: !155, file: !2, line: 20, type: !158)
!155 = distinct !DISubprogram(name: "test32", scope: !2, file: !2, line: 20, type: !34, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !156)
!156 = !{!154, !157, !165, !169}
!157 = !DILocalVariable(name: "y", scope: !155, file: !2, line: 20, type: !158)
!158 = !DIDerivedType(tag: DW_TAG_typedef, name: "s32", file: !2, line: 20, baseType: !159)
!159 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 20, size: 256, elements: !160)
!160 = !{!161}
!161 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !159, file: !2, line: 20, baseType: !162, size: 256)
!162 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 256, elements: !163)
!163 = !{!164}
!164 = !DISubrange(count: 32)
!165 = !DILocalVariable(name: "fp", scope: !155, file: !2, line: 20, type: !166)
!166 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !167, size: 64)
!167 = !DISubroutineType(types: !168)
!168 = !{!13, !158}
!169 = !DILocalVariable(name: "r", scope: !155, file: !2, line: 20, type: !13)
!170 = !DILocation(line: 0, scope: !155, inlinedAt: !171)
!171 = distinct !DILocation(line: 24, column: 75, scope: !28)
!172 = distinct !DIAssignID()
!173 = distinct !DIAssignID()
!174 = !DILocalVariable(name: "x", scope: !175, file: !2, line: 20, type: !178)
!175 = distinct !DISubprogram(name: "test31", scope: !2, file: !2, line: 20, type: !34, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !176)
!176 = !{!174, !177, !185, !189}
!177 = !DILocalVariable(name: "y", scope: !175, file: !2, line: 20, type: !178)
!178 = !DIDerivedType(tag: DW_TAG_typedef, name: "s31", file: !2, line: 20, baseType: !179)
!179 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 20, size: 248, elements: !180)
!180 = !{!181}
!181 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !179, file: !2, line: 20, baseType: !182, size: 248)
!182 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 248, elements: !183)
!183 = !{!184}
!184 = !DISubrange(count: 31)
!185 = !DILocalVariable(name: "fp", scope: !175, file: !2, line: 20, type: !186)
!186 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !187, size: 64)
!187 = !DISubroutineType(types: !188)
!188 = !{!13, !178}
!189 = !DILocalVariable(name: "r", scope: !175, file: !2, line: 20, type: !13)
!190 = !DILocation(line: 0, scope: !175, inlinedAt: !191)
!191 = distinct !DILocation(line: 24, column: 65, scope: !28)
!192 = distinct !DIAssignID()
!193 = distinct !DIAssignID()
!194 = !DILocalVariable(name: "x", scope: !195, file: !2, line: 20, type: !198)
!195 = distinct !DISubprogram(name: "test24", scope: !2, file: !2, line: 20, type: !34, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !196)
!196 = !{!194, !197, !205, !209}
!197 = !DILocalVariable(name: "y", scope: !195, file: !2, line: 20, type: !198)
!198 = !DIDerivedType(tag: DW_TAG_typedef, name: "s24", file: !2, line: 20, baseType: !199)
!199 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 20, size: 192, elements: !200)
!200 = !{!201}
!201 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !199, file: !2, line: 20, baseType: !202, size: 192)
!202 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 192, elements: !203)
!203 = !{!204}
!204 = !DISubrange(count: 24)
!205 = !DILocalVariable(name: "fp", scope: !195, file: !2, line: 20, type: !206)
!206 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !207, size: 64)
!207 = !DISubroutineType(types: !208)
!208 = !{!13, !198}
!209 = !DILocalVariable(name: "r", scope: !195, file: !2, line: 20, type: !13)
!210 = !DILocation(line: 0, scope: !195, inlinedAt: !211)
!211 = distinct !DILocation(line: 24, column: 55, scope: !28)
!212 = distinct !DIAssignID()
!213 = distinct !DIAssignID()
!214 = !DILocalVariable(name: "x", scope: !215, file: !2, line: 20, type: !218)
!215 = distinct !DISubprogram(name: "test23", scope: !2, file: !2, line: 20, type: !34, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !216)
!216 = !{!214, !217, !225, !229}
!217 = !DILocalVariable(name: "y", scope: !215, file: !2, line: 20, type: !218)
!218 = !DIDerivedType(tag: DW_TAG_typedef, name: "s23", file: !2, line: 20, baseType: !219)
!219 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 20, size: 184, elements: !220)
!220 = !{!221}
!221 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !219, file: !2, line: 20, baseType: !222, size: 184)
!222 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 184, elements: !223)
!223 = !{!224}
!224 = !DISubrange(count: 23)
!225 = !DILocalVariable(name: "fp", scope: !215, file: !2, line: 20, type: !226)
!226 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !227, size: 64)
!227 = !DISubroutineType(types: !228)
!228 = !{!13, !218}
!229 = !DILocalVariable(name: "r", scope: !215, file: !2, line: 20, type: !13)
!230 = !DILocation(line: 0, scope: !215, inlinedAt: !231)
!231 = distinct !DILocation(line: 24, column: 45, scope: !28)
!232 = distinct !DIAssignID()
!233 = distinct !DIAssignID()
!234 = !DILocalVariable(name: "x", scope: !235, file: !2, line: 20, type: !238)
!235 = distinct !DISubprogram(name: "test20", scope: !2, file: !2, line: 20, type: !34, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !236)
!236 = !{!234, !237, !245, !249}
!237 = !DILocalVariable(name: "y", scope: !235, file: !2, line: 20, type: !238)
!238 = !DIDerivedType(tag: DW_TAG_typedef, name: "s20", file: !2, line: 20, baseType: !239)
!239 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 20, size: 160, elements: !240)
!240 = !{!241}
!241 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !239, file: !2, line: 20, baseType: !242, size: 160)
!242 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 160, elements: !243)
!243 = !{!244}
!244 = !DISubrange(count: 20)
!245 = !DILocalVariable(name: "fp", scope: !235, file: !2, line: 20, type: !246)
!246 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !247, size: 64)
!247 = !DISubroutineType(types: !248)
!248 = !{!13, !238}
!249 = !DILocalVariable(name: "r", scope: !235, file: !2, line: 20, type: !13)
!250 = !DILocation(line: 0, scope: !235, inlinedAt: !251)
!251 = distinct !DILocation(line: 24, column: 35, scope: !28)
!252 = distinct !DIAssignID()
!253 = distinct !DIAssignID()
!254 = !DILocalVariable(name: "x", scope: !255, file: !2, line: 20, type: !258)
!255 = distinct !DISubprogram(name: "test17", scope: !2, file: !2, line: 20, type: !34, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !256)
!256 = !{!254, !257, !265, !269}
!257 = !DILocalVariable(name: "y", scope: !255, file: !2, line: 20, type: !258)
!258 = !DIDerivedType(tag: DW_TAG_typedef, name: "s17", file: !2, line: 20, baseType: !259)
!259 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 20, size: 136, elements: !260)
!260 = !{!261}
!261 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !259, file: !2, line: 20, baseType: !262, size: 136)
!262 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 136, elements: !263)
!263 = !{!264}
!264 = !DISubrange(count: 17)
!265 = !DILocalVariable(name: "fp", scope: !255, file: !2, line: 20, type: !266)
!266 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !267, size: 64)
!267 = !DISubroutineType(types: !268)
!268 = !{!13, !258}
!269 = !DILocalVariable(name: "r", scope: !255, file: !2, line: 20, type: !13)
!270 = !DILocation(line: 0, scope: !255, inlinedAt: !271)
!271 = distinct !DILocation(line: 24, column: 25, scope: !28)
!272 = distinct !DIAssignID()
!273 = distinct !DIAssignID()
!274 = !DILocalVariable(name: "x", scope: !275, file: !2, line: 20, type: !278)
!275 = distinct !DISubprogram(name: "test16", scope: !2, file: !2, line: 20, type: !34, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !276)
!276 = !{!274, !277, !285, !289}
!277 = !DILocalVariable(name: "y", scope: !275, file: !2, line: 20, type: !278)
!278 = !DIDerivedType(tag: DW_TAG_typedef, name: "s16", file: !2, line: 20, baseType: !279)
!279 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 20, size: 128, elements: !280)
!280 = !{!281}
!281 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !279, file: !2, line: 20, baseType: !282, size: 128)
!282 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 128, elements: !283)
!283 = !{!284}
!284 = !DISubrange(count: 16)
!285 = !DILocalVariable(name: "fp", scope: !275, file: !2, line: 20, type: !286)
!286 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !287, size: 64)
!287 = !DISubroutineType(types: !288)
!288 = !{!13, !278}
!289 = !DILocalVariable(name: "r", scope: !275, file: !2, line: 20, type: !13)
!290 = !DILocation(line: 0, scope: !275, inlinedAt: !291)
!291 = distinct !DILocation(line: 24, column: 15, scope: !28)
!292 = distinct !DIAssignID()
!293 = distinct !DIAssignID()
!294 = !DILocalVariable(name: "x", scope: !295, file: !2, line: 20, type: !298)
!295 = distinct !DISubprogram(name: "test15", scope: !2, file: !2, line: 20, type: !34, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !296)
!296 = !{!294, !297, !305, !309}
!297 = !DILocalVariable(name: "y", scope: !295, file: !2, line: 20, type: !298)
!298 = !DIDerivedType(tag: DW_TAG_typedef, name: "s15", file: !2, line: 20, baseType: !299)
!299 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 20, size: 120, elements: !300)
!300 = !{!301}
!301 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !299, file: !2, line: 20, baseType: !302, size: 120)
!302 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 120, elements: !303)
!303 = !{!304}
!304 = !DISubrange(count: 15)
!305 = !DILocalVariable(name: "fp", scope: !295, file: !2, line: 20, type: !306)
!306 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !307, size: 64)
!307 = !DISubroutineType(types: !308)
!308 = !{!13, !298}
!309 = !DILocalVariable(name: "r", scope: !295, file: !2, line: 20, type: !13)
!310 = !DILocation(line: 0, scope: !295, inlinedAt: !311)
!311 = distinct !DILocation(line: 24, column: 5, scope: !28)
!312 = distinct !DIAssignID()
!313 = distinct !DIAssignID()
!314 = !DILocalVariable(name: "x", scope: !315, file: !2, line: 20, type: !318)
!315 = distinct !DISubprogram(name: "test14", scope: !2, file: !2, line: 20, type: !34, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !316)
!316 = !{!314, !317, !325, !329}
!317 = !DILocalVariable(name: "y", scope: !315, file: !2, line: 20, type: !318)
!318 = !DIDerivedType(tag: DW_TAG_typedef, name: "s14", file: !2, line: 20, baseType: !319)
!319 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 20, size: 112, elements: !320)
!320 = !{!321}
!321 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !319, file: !2, line: 20, baseType: !322, size: 112)
!322 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 112, elements: !323)
!323 = !{!324}
!324 = !DISubrange(count: 14)
!325 = !DILocalVariable(name: "fp", scope: !315, file: !2, line: 20, type: !326)
!326 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !327, size: 64)
!327 = !DISubroutineType(types: !328)
!328 = !{!13, !318}
!329 = !DILocalVariable(name: "r", scope: !315, file: !2, line: 20, type: !13)
!330 = !DILocation(line: 0, scope: !315, inlinedAt: !331)
!331 = distinct !DILocation(line: 23, column: 126, scope: !28)
!332 = distinct !DIAssignID()
!333 = distinct !DIAssignID()
!334 = !DILocalVariable(name: "x", scope: !335, file: !2, line: 20, type: !338)
!335 = distinct !DISubprogram(name: "test13", scope: !2, file: !2, line: 20, type: !34, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !336)
!336 = !{!334, !337, !345, !349}
!337 = !DILocalVariable(name: "y", scope: !335, file: !2, line: 20, type: !338)
!338 = !DIDerivedType(tag: DW_TAG_typedef, name: "s13", file: !2, line: 20, baseType: !339)
!339 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 20, size: 104, elements: !340)
!340 = !{!341}
!341 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !339, file: !2, line: 20, baseType: !342, size: 104)
!342 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 104, elements: !343)
!343 = !{!344}
!344 = !DISubrange(count: 13)
!345 = !DILocalVariable(name: "fp", scope: !335, file: !2, line: 20, type: !346)
!346 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !347, size: 64)
!347 = !DISubroutineType(types: !348)
!348 = !{!13, !338}
!349 = !DILocalVariable(name: "r", scope: !335, file: !2, line: 20, type: !13)
!350 = !DILocation(line: 0, scope: !335, inlinedAt: !351)
!351 = distinct !DILocation(line: 23, column: 116, scope: !28)
!352 = distinct !DIAssignID()
!353 = distinct !DIAssignID()
!354 = !DILocalVariable(name: "x", scope: !355, file: !2, line: 20, type: !358)
!355 = distinct !DISubprogram(name: "test12", scope: !2, file: !2, line: 20, type: !34, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !356)
!356 = !{!354, !357, !363, !367}
!357 = !DILocalVariable(name: "y", scope: !355, file: !2, line: 20, type: !358)
!358 = !DIDerivedType(tag: DW_TAG_typedef, name: "s12", file: !2, line: 20, baseType: !359)
!359 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 20, size: 96, elements: !360)
!360 = !{!361}
!361 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !359, file: !2, line: 20, baseType: !362, size: 96)
!362 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 96, elements: !5)
!363 = !DILocalVariable(name: "fp", scope: !355, file: !2, line: 20, type: !364)
!364 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !365, size: 64)
!365 = !DISubroutineType(types: !366)
!366 = !{!13, !358}
!367 = !DILocalVariable(name: "r", scope: !355, file: !2, line: 20, type: !13)
!368 = !DILocation(line: 0, scope: !355, inlinedAt: !369)
!369 = distinct !DILocation(line: 23, column: 106, scope: !28)
!370 = distinct !DIAssignID()
!371 = distinct !DIAssignID()
!372 = !DILocalVariable(name: "x", scope: !373, file: !2, line: 20, type: !376)
!373 = distinct !DISubprogram(name: "test11", scope: !2, file: !2, line: 20, type: !34, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !374)
!374 = !{!372, !375, !383, !387}
!375 = !DILocalVariable(name: "y", scope: !373, file: !2, line: 20, type: !376)
!376 = !DIDerivedType(tag: DW_TAG_typedef, name: "s11", file: !2, line: 20, baseType: !377)
!377 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 20, size: 88, elements: !378)
!378 = !{!379}
!379 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !377, file: !2, line: 20, baseType: !380, size: 88)
!380 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 88, elements: !381)
!381 = !{!382}
!382 = !DISubrange(count: 11)
!383 = !DILocalVariable(name: "fp", scope: !373, file: !2, line: 20, type: !384)
!384 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !385, size: 64)
!385 = !DISubroutineType(types: !386)
!386 = !{!13, !376}
!387 = !DILocalVariable(name: "r", scope: !373, file: !2, line: 20, type: !13)
!388 = !DILocation(line: 0, scope: !373, inlinedAt: !389)
!389 = distinct !DILocation(line: 23, column: 96, scope: !28)
!390 = distinct !DIAssignID()
!391 = distinct !DIAssignID()
!392 = !DILocalVariable(name: "x", scope: !393, file: !2, line: 20, type: !396)
!393 = distinct !DISubprogram(name: "test10", scope: !2, file: !2, line: 20, type: !34, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !394)
!394 = !{!392, !395, !403, !407}
!395 = !DILocalVariable(name: "y", scope: !393, file: !2, line: 20, type: !396)
!396 = !DIDerivedType(tag: DW_TAG_typedef, name: "s10", file: !2, line: 20, baseType: !397)
!397 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 20, size: 80, elements: !398)
!398 = !{!399}
!399 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !397, file: !2, line: 20, baseType: !400, size: 80)
!400 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 80, elements: !401)
!401 = !{!402}
!402 = !DISubrange(count: 10)
!403 = !DILocalVariable(name: "fp", scope: !393, file: !2, line: 20, type: !404)
!404 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !405, size: 64)
!405 = !DISubroutineType(types: !406)
!406 = !{!13, !396}
!407 = !DILocalVariable(name: "r", scope: !393, file: !2, line: 20, type: !13)
!408 = !DILocation(line: 0, scope: !393, inlinedAt: !409)
!409 = distinct !DILocation(line: 23, column: 86, scope: !28)
!410 = distinct !DIAssignID()
!411 = distinct !DIAssignID()
!412 = !DILocalVariable(name: "x", scope: !413, file: !2, line: 20, type: !416)
!413 = distinct !DISubprogram(name: "test9", scope: !2, file: !2, line: 20, type: !34, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !414)
!414 = !{!412, !415, !423, !427}
!415 = !DILocalVariable(name: "y", scope: !413, file: !2, line: 20, type: !416)
!416 = !DIDerivedType(tag: DW_TAG_typedef, name: "s9", file: !2, line: 20, baseType: !417)
!417 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 20, size: 72, elements: !418)
!418 = !{!419}
!419 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !417, file: !2, line: 20, baseType: !420, size: 72)
!420 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 72, elements: !421)
!421 = !{!422}
!422 = !DISubrange(count: 9)
!423 = !DILocalVariable(name: "fp", scope: !413, file: !2, line: 20, type: !424)
!424 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !425, size: 64)
!425 = !DISubroutineType(types: !426)
!426 = !{!13, !416}
!427 = !DILocalVariable(name: "r", scope: !413, file: !2, line: 20, type: !13)
!428 = !DILocation(line: 0, scope: !413, inlinedAt: !429)
!429 = distinct !DILocation(line: 23, column: 77, scope: !28)
!430 = distinct !DIAssignID()
!431 = !DILocation(line: 20, column: 1, scope: !432, inlinedAt: !448)
!432 = distinct !DISubprogram(name: "test1", scope: !2, file: !2, line: 20, type: !34, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !433)
!433 = !{!434, !442, !443, !447}
!434 = !DILocalVariable(name: "x", scope: !432, file: !2, line: 20, type: !435)
!435 = !DIDerivedType(tag: DW_TAG_typedef, name: "s1", file: !2, line: 20, baseType: !436)
!436 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 20, size: 8, elements: !437)
!437 = !{!438}
!438 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !436, file: !2, line: 20, baseType: !439, size: 8)
!439 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 8, elements: !440)
!440 = !{!441}
!441 = !DISubrange(count: 1)
!442 = !DILocalVariable(name: "y", scope: !432, file: !2, line: 20, type: !435)
!443 = !DILocalVariable(name: "fp", scope: !432, file: !2, line: 20, type: !444)
!444 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !445, size: 64)
!445 = !DISubroutineType(types: !446)
!446 = !{!13, !435}
!447 = !DILocalVariable(name: "r", scope: !432, file: !2, line: 20, type: !13)
!448 = distinct !DILocation(line: 23, column: 5, scope: !28)
!449 = !DILocation(line: 0, scope: !432, inlinedAt: !448)
!450 = !{!451, !451, i64 0}
!451 = !{!"int", !452, i64 0}
!452 = !{!"omnipotent char", !453, i64 0}
!453 = !{!"Simple C/C++ TBAA"}
!454 = !DILocation(line: 20, column: 6, scope: !455, inlinedAt: !471)
!455 = distinct !DISubprogram(name: "test2", scope: !2, file: !2, line: 20, type: !34, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !456)
!456 = !{!457, !465, !466, !470}
!457 = !DILocalVariable(name: "x", scope: !455, file: !2, line: 20, type: !458)
!458 = !DIDerivedType(tag: DW_TAG_typedef, name: "s2", file: !2, line: 20, baseType: !459)
!459 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 20, size: 16, elements: !460)
!460 = !{!461}
!461 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !459, file: !2, line: 20, baseType: !462, size: 16)
!462 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 16, elements: !463)
!463 = !{!464}
!464 = !DISubrange(count: 2)
!465 = !DILocalVariable(name: "y", scope: !455, file: !2, line: 20, type: !458)
!466 = !DILocalVariable(name: "fp", scope: !455, file: !2, line: 20, type: !467)
!467 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !468, size: 64)
!468 = !DISubroutineType(types: !469)
!469 = !{!13, !458}
!470 = !DILocalVariable(name: "r", scope: !455, file: !2, line: 20, type: !13)
!471 = distinct !DILocation(line: 23, column: 14, scope: !28)
!472 = !DILocation(line: 0, scope: !455, inlinedAt: !471)
!473 = !DILocation(line: 20, column: 11, scope: !474, inlinedAt: !490)
!474 = distinct !DISubprogram(name: "test3", scope: !2, file: !2, line: 20, type: !34, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !475)
!475 = !{!476, !484, !485, !489}
!476 = !DILocalVariable(name: "x", scope: !474, file: !2, line: 20, type: !477)
!477 = !DIDerivedType(tag: DW_TAG_typedef, name: "s3", file: !2, line: 20, baseType: !478)
!478 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 20, size: 24, elements: !479)
!479 = !{!480}
!480 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !478, file: !2, line: 20, baseType: !481, size: 24)
!481 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 24, elements: !482)
!482 = !{!483}
!483 = !DISubrange(count: 3)
!484 = !DILocalVariable(name: "y", scope: !474, file: !2, line: 20, type: !477)
!485 = !DILocalVariable(name: "fp", scope: !474, file: !2, line: 20, type: !486)
!486 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !487, size: 64)
!487 = !DISubroutineType(types: !488)
!488 = !{!13, !477}
!489 = !DILocalVariable(name: "r", scope: !474, file: !2, line: 20, type: !13)
!490 = distinct !DILocation(line: 23, column: 23, scope: !28)
!491 = !DILocation(line: 0, scope: !474, inlinedAt: !490)
!492 = !DILocation(line: 20, column: 16, scope: !493, inlinedAt: !509)
!493 = distinct !DISubprogram(name: "test4", scope: !2, file: !2, line: 20, type: !34, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !494)
!494 = !{!495, !503, !504, !508}
!495 = !DILocalVariable(name: "x", scope: !493, file: !2, line: 20, type: !496)
!496 = !DIDerivedType(tag: DW_TAG_typedef, name: "s4", file: !2, line: 20, baseType: !497)
!497 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 20, size: 32, elements: !498)
!498 = !{!499}
!499 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !497, file: !2, line: 20, baseType: !500, size: 32)
!500 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 32, elements: !501)
!501 = !{!502}
!502 = !DISubrange(count: 4)
!503 = !DILocalVariable(name: "y", scope: !493, file: !2, line: 20, type: !496)
!504 = !DILocalVariable(name: "fp", scope: !493, file: !2, line: 20, type: !505)
!505 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !506, size: 64)
!506 = !DISubroutineType(types: !507)
!507 = !{!13, !496}
!508 = !DILocalVariable(name: "r", scope: !493, file: !2, line: 20, type: !13)
!509 = distinct !DILocation(line: 23, column: 32, scope: !28)
!510 = !DILocation(line: 0, scope: !493, inlinedAt: !509)
!511 = !DILocation(line: 20, column: 21, scope: !512, inlinedAt: !528)
!512 = distinct !DISubprogram(name: "test5", scope: !2, file: !2, line: 20, type: !34, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !513)
!513 = !{!514, !522, !523, !527}
!514 = !DILocalVariable(name: "x", scope: !512, file: !2, line: 20, type: !515)
!515 = !DIDerivedType(tag: DW_TAG_typedef, name: "s5", file: !2, line: 20, baseType: !516)
!516 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 20, size: 40, elements: !517)
!517 = !{!518}
!518 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !516, file: !2, line: 20, baseType: !519, size: 40)
!519 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 40, elements: !520)
!520 = !{!521}
!521 = !DISubrange(count: 5)
!522 = !DILocalVariable(name: "y", scope: !512, file: !2, line: 20, type: !515)
!523 = !DILocalVariable(name: "fp", scope: !512, file: !2, line: 20, type: !524)
!524 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !525, size: 64)
!525 = !DISubroutineType(types: !526)
!526 = !{!13, !515}
!527 = !DILocalVariable(name: "r", scope: !512, file: !2, line: 20, type: !13)
!528 = distinct !DILocation(line: 23, column: 41, scope: !28)
!529 = !DILocation(line: 0, scope: !512, inlinedAt: !528)
!530 = !DILocation(line: 20, column: 26, scope: !531, inlinedAt: !547)
!531 = distinct !DISubprogram(name: "test6", scope: !2, file: !2, line: 20, type: !34, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !532)
!532 = !{!533, !541, !542, !546}
!533 = !DILocalVariable(name: "x", scope: !531, file: !2, line: 20, type: !534)
!534 = !DIDerivedType(tag: DW_TAG_typedef, name: "s6", file: !2, line: 20, baseType: !535)
!535 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 20, size: 48, elements: !536)
!536 = !{!537}
!537 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !535, file: !2, line: 20, baseType: !538, size: 48)
!538 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 48, elements: !539)
!539 = !{!540}
!540 = !DISubrange(count: 6)
!541 = !DILocalVariable(name: "y", scope: !531, file: !2, line: 20, type: !534)
!542 = !DILocalVariable(name: "fp", scope: !531, file: !2, line: 20, type: !543)
!543 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !544, size: 64)
!544 = !DISubroutineType(types: !545)
!545 = !{!13, !534}
!546 = !DILocalVariable(name: "r", scope: !531, file: !2, line: 20, type: !13)
!547 = distinct !DILocation(line: 23, column: 50, scope: !28)
!548 = !DILocation(line: 0, scope: !531, inlinedAt: !547)
!549 = !DILocation(line: 20, column: 31, scope: !550, inlinedAt: !566)
!550 = distinct !DISubprogram(name: "test7", scope: !2, file: !2, line: 20, type: !34, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !551)
!551 = !{!552, !560, !561, !565}
!552 = !DILocalVariable(name: "x", scope: !550, file: !2, line: 20, type: !553)
!553 = !DIDerivedType(tag: DW_TAG_typedef, name: "s7", file: !2, line: 20, baseType: !554)
!554 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 20, size: 56, elements: !555)
!555 = !{!556}
!556 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !554, file: !2, line: 20, baseType: !557, size: 56)
!557 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 56, elements: !558)
!558 = !{!559}
!559 = !DISubrange(count: 7)
!560 = !DILocalVariable(name: "y", scope: !550, file: !2, line: 20, type: !553)
!561 = !DILocalVariable(name: "fp", scope: !550, file: !2, line: 20, type: !562)
!562 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !563, size: 64)
!563 = !DISubroutineType(types: !564)
!564 = !{!13, !553}
!565 = !DILocalVariable(name: "r", scope: !550, file: !2, line: 20, type: !13)
!566 = distinct !DILocation(line: 23, column: 59, scope: !28)
!567 = !DILocation(line: 0, scope: !550, inlinedAt: !566)
!568 = !DILocation(line: 20, column: 36, scope: !569, inlinedAt: !585)
!569 = distinct !DISubprogram(name: "test8", scope: !2, file: !2, line: 20, type: !34, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !570)
!570 = !{!571, !579, !580, !584}
!571 = !DILocalVariable(name: "x", scope: !569, file: !2, line: 20, type: !572)
!572 = !DIDerivedType(tag: DW_TAG_typedef, name: "s8", file: !2, line: 20, baseType: !573)
!573 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 20, size: 64, elements: !574)
!574 = !{!575}
!575 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !573, file: !2, line: 20, baseType: !576, size: 64)
!576 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 64, elements: !577)
!577 = !{!578}
!578 = !DISubrange(count: 8)
!579 = !DILocalVariable(name: "y", scope: !569, file: !2, line: 20, type: !572)
!580 = !DILocalVariable(name: "fp", scope: !569, file: !2, line: 20, type: !581)
!581 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !582, size: 64)
!582 = !DISubroutineType(types: !583)
!583 = !{!13, !572}
!584 = !DILocalVariable(name: "r", scope: !569, file: !2, line: 20, type: !13)
!585 = distinct !DILocation(line: 23, column: 68, scope: !28)
!586 = !DILocation(line: 0, scope: !569, inlinedAt: !585)
!587 = !DILocation(line: 20, column: 41, scope: !413, inlinedAt: !429)
!588 = distinct !DIAssignID()
!589 = distinct !DIAssignID()
!590 = distinct !DIAssignID()
!591 = distinct !DIAssignID()
!592 = !DILocation(line: 20, column: 46, scope: !393, inlinedAt: !409)
!593 = distinct !DIAssignID()
!594 = distinct !DIAssignID()
!595 = distinct !DIAssignID()
!596 = distinct !DIAssignID()
!597 = !DILocation(line: 20, column: 52, scope: !373, inlinedAt: !389)
!598 = distinct !DIAssignID()
!599 = distinct !DIAssignID()
!600 = distinct !DIAssignID()
!601 = distinct !DIAssignID()
!602 = !DILocation(line: 20, column: 58, scope: !355, inlinedAt: !369)
!603 = distinct !DIAssignID()
!604 = distinct !DIAssignID()
!605 = distinct !DIAssignID()
!606 = distinct !DIAssignID()
!607 = !DILocation(line: 20, column: 64, scope: !335, inlinedAt: !351)
!608 = distinct !DIAssignID()
!609 = distinct !DIAssignID()
!610 = distinct !DIAssignID()
!611 = distinct !DIAssignID()
!612 = !DILocation(line: 20, column: 70, scope: !315, inlinedAt: !331)
!613 = distinct !DIAssignID()
!614 = distinct !DIAssignID()
!615 = distinct !DIAssignID()
!616 = distinct !DIAssignID()
!617 = !DILocation(line: 20, column: 76, scope: !295, inlinedAt: !311)
!618 = distinct !DIAssignID()
!619 = distinct !DIAssignID()
!620 = distinct !DIAssignID()
!621 = distinct !DIAssignID()
!622 = !DILocation(line: 20, column: 82, scope: !275, inlinedAt: !291)
!623 = distinct !DIAssignID()
!624 = distinct !DIAssignID()
!625 = distinct !DIAssignID()
!626 = distinct !DIAssignID()
!627 = !DILocation(line: 20, column: 88, scope: !255, inlinedAt: !271)
!628 = !DILocation(line: 20, column: 94, scope: !235, inlinedAt: !251)
!629 = !DILocation(line: 20, column: 100, scope: !215, inlinedAt: !231)
!630 = !DILocation(line: 20, column: 106, scope: !195, inlinedAt: !211)
!631 = !DILocation(line: 20, column: 112, scope: !175, inlinedAt: !191)
!632 = !DILocation(line: 20, column: 118, scope: !155, inlinedAt: !171)
!633 = !DILocation(line: 20, column: 124, scope: !135, inlinedAt: !151)
!634 = !DILocation(line: 20, column: 130, scope: !115, inlinedAt: !131)
!635 = !DILocation(line: 20, column: 136, scope: !95, inlinedAt: !111)
!636 = !DILocation(line: 20, column: 142, scope: !75, inlinedAt: !91)
!637 = !DILocation(line: 20, column: 148, scope: !55, inlinedAt: !71)
!638 = !DILocation(line: 20, column: 154, scope: !33, inlinedAt: !51)
!639 = !DILocation(line: 25, column: 5, scope: !28)
!640 = !DILocation(line: 26, column: 18, scope: !28)
!641 = !DILocation(line: 26, column: 24, scope: !28)
!642 = !DILocation(line: 26, column: 5, scope: !28)
!643 = !DISubprogram(name: "printf", scope: !644, file: !644, line: 356, type: !645, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!644 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!645 = !DISubroutineType(types: !646)
!646 = !{!11, !647, null}
!647 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !648)
!648 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !649, size: 64)
!649 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!650 = distinct !DISubprogram(name: "make1", scope: !2, file: !2, line: 20, type: !651, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !653)
!651 = !DISubroutineType(cc: DW_CC_nocall, types: !652)
!652 = !{!435, !11}
!653 = !{!654, !655, !656}
!654 = !DILocalVariable(name: "seed", arg: 1, scope: !650, file: !2, line: 20, type: !11)
!655 = !DILocalVariable(name: "r", scope: !650, file: !2, line: 20, type: !435)
!656 = !DILocalVariable(name: "i", scope: !657, file: !2, line: 20, type: !11)
!657 = distinct !DILexicalBlock(scope: !650, file: !2, line: 20, column: 1)
!658 = !DILocation(line: 0, scope: !650)
!659 = !DILocation(line: 20, column: 1, scope: !650)
!660 = distinct !DISubprogram(name: "bump1", scope: !2, file: !2, line: 20, type: !661, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !663)
!661 = !DISubroutineType(cc: DW_CC_nocall, types: !662)
!662 = !{!435, !435, !11}
!663 = !{!664, !665, !666}
!664 = !DILocalVariable(name: "v", arg: 1, scope: !660, file: !2, line: 20, type: !435)
!665 = !DILocalVariable(name: "k", arg: 2, scope: !660, file: !2, line: 20, type: !11)
!666 = !DILocalVariable(name: "i", scope: !667, file: !2, line: 20, type: !11)
!667 = distinct !DILexicalBlock(scope: !660, file: !2, line: 20, column: 1)
!668 = !DILocation(line: 0, scope: !660)
!669 = !DILocation(line: 0, scope: !667)
!670 = !DILocation(line: 20, column: 1, scope: !671)
!671 = distinct !DILexicalBlock(scope: !667, file: !2, line: 20, column: 1)
!672 = !DILocation(line: 20, column: 1, scope: !660)
!673 = distinct !DISubprogram(name: "sum1", scope: !2, file: !2, line: 20, type: !445, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !674)
!674 = !{!675, !676, !677}
!675 = !DILocalVariable(name: "v", arg: 1, scope: !673, file: !2, line: 20, type: !435)
!676 = !DILocalVariable(name: "t", scope: !673, file: !2, line: 20, type: !13)
!677 = !DILocalVariable(name: "i", scope: !678, file: !2, line: 20, type: !11)
!678 = distinct !DILexicalBlock(scope: !673, file: !2, line: 20, column: 1)
!679 = !DILocation(line: 0, scope: !673)
!680 = !DILocation(line: 20, column: 1, scope: !673)
!681 = distinct !DISubprogram(name: "late1", scope: !2, file: !2, line: 20, type: !682, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !685)
!682 = !DISubroutineType(cc: DW_CC_nocall, types: !683)
!683 = !{!13, !684, !684, !684, !684, !684, !684, !435, !684, !435}
!684 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!685 = !{!686, !687, !688, !689, !690, !691, !692, !693, !694}
!686 = !DILocalVariable(name: "a", arg: 1, scope: !681, file: !2, line: 20, type: !684)
!687 = !DILocalVariable(name: "b", arg: 2, scope: !681, file: !2, line: 20, type: !684)
!688 = !DILocalVariable(name: "c", arg: 3, scope: !681, file: !2, line: 20, type: !684)
!689 = !DILocalVariable(name: "d", arg: 4, scope: !681, file: !2, line: 20, type: !684)
!690 = !DILocalVariable(name: "e", arg: 5, scope: !681, file: !2, line: 20, type: !684)
!691 = !DILocalVariable(name: "f", arg: 6, scope: !681, file: !2, line: 20, type: !684)
!692 = !DILocalVariable(name: "v", arg: 7, scope: !681, file: !2, line: 20, type: !435)
!693 = !DILocalVariable(name: "g", arg: 8, scope: !681, file: !2, line: 20, type: !684)
!694 = !DILocalVariable(name: "w", arg: 9, scope: !681, file: !2, line: 20, type: !435)
!695 = !DILocation(line: 0, scope: !681)
!696 = !DILocation(line: 20, column: 1, scope: !681)
!697 = distinct !DISubprogram(name: "make2", scope: !2, file: !2, line: 20, type: !698, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !700)
!698 = !DISubroutineType(cc: DW_CC_nocall, types: !699)
!699 = !{!458, !11}
!700 = !{!701, !702, !703}
!701 = !DILocalVariable(name: "seed", arg: 1, scope: !697, file: !2, line: 20, type: !11)
!702 = !DILocalVariable(name: "r", scope: !697, file: !2, line: 20, type: !458)
!703 = !DILocalVariable(name: "i", scope: !704, file: !2, line: 20, type: !11)
!704 = distinct !DILexicalBlock(scope: !697, file: !2, line: 20, column: 6)
!705 = !DILocation(line: 0, scope: !697)
!706 = !DILocation(line: 20, column: 6, scope: !697)
!707 = distinct !DISubprogram(name: "bump2", scope: !2, file: !2, line: 20, type: !708, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !710)
!708 = !DISubroutineType(cc: DW_CC_nocall, types: !709)
!709 = !{!458, !458, !11}
!710 = !{!711, !712, !713}
!711 = !DILocalVariable(name: "v", arg: 1, scope: !707, file: !2, line: 20, type: !458)
!712 = !DILocalVariable(name: "k", arg: 2, scope: !707, file: !2, line: 20, type: !11)
!713 = !DILocalVariable(name: "i", scope: !714, file: !2, line: 20, type: !11)
!714 = distinct !DILexicalBlock(scope: !707, file: !2, line: 20, column: 6)
!715 = !DILocation(line: 0, scope: !707)
!716 = !DILocation(line: 0, scope: !714)
!717 = !DILocation(line: 20, column: 6, scope: !718)
!718 = distinct !DILexicalBlock(scope: !714, file: !2, line: 20, column: 6)
!719 = !DILocation(line: 20, column: 6, scope: !707)
!720 = distinct !DISubprogram(name: "sum2", scope: !2, file: !2, line: 20, type: !468, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !721)
!721 = !{!722, !723, !724}
!722 = !DILocalVariable(name: "v", arg: 1, scope: !720, file: !2, line: 20, type: !458)
!723 = !DILocalVariable(name: "t", scope: !720, file: !2, line: 20, type: !13)
!724 = !DILocalVariable(name: "i", scope: !725, file: !2, line: 20, type: !11)
!725 = distinct !DILexicalBlock(scope: !720, file: !2, line: 20, column: 6)
!726 = !DILocation(line: 0, scope: !720)
!727 = !DILocation(line: 0, scope: !725)
!728 = !DILocation(line: 20, column: 6, scope: !729)
!729 = distinct !DILexicalBlock(scope: !725, file: !2, line: 20, column: 6)
!730 = !DILocation(line: 20, column: 6, scope: !720)
!731 = distinct !DISubprogram(name: "late2", scope: !2, file: !2, line: 20, type: !732, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !734)
!732 = !DISubroutineType(cc: DW_CC_nocall, types: !733)
!733 = !{!13, !684, !684, !684, !684, !684, !684, !458, !684, !458}
!734 = !{!735, !736, !737, !738, !739, !740, !741, !742, !743}
!735 = !DILocalVariable(name: "a", arg: 1, scope: !731, file: !2, line: 20, type: !684)
!736 = !DILocalVariable(name: "b", arg: 2, scope: !731, file: !2, line: 20, type: !684)
!737 = !DILocalVariable(name: "c", arg: 3, scope: !731, file: !2, line: 20, type: !684)
!738 = !DILocalVariable(name: "d", arg: 4, scope: !731, file: !2, line: 20, type: !684)
!739 = !DILocalVariable(name: "e", arg: 5, scope: !731, file: !2, line: 20, type: !684)
!740 = !DILocalVariable(name: "f", arg: 6, scope: !731, file: !2, line: 20, type: !684)
!741 = !DILocalVariable(name: "v", arg: 7, scope: !731, file: !2, line: 20, type: !458)
!742 = !DILocalVariable(name: "g", arg: 8, scope: !731, file: !2, line: 20, type: !684)
!743 = !DILocalVariable(name: "w", arg: 9, scope: !731, file: !2, line: 20, type: !458)
!744 = !DILocation(line: 0, scope: !731)
!745 = !DILocation(line: 20, column: 6, scope: !731)
!746 = distinct !DISubprogram(name: "make3", scope: !2, file: !2, line: 20, type: !747, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !749)
!747 = !DISubroutineType(cc: DW_CC_nocall, types: !748)
!748 = !{!477, !11}
!749 = !{!750, !751, !752}
!750 = !DILocalVariable(name: "seed", arg: 1, scope: !746, file: !2, line: 20, type: !11)
!751 = !DILocalVariable(name: "r", scope: !746, file: !2, line: 20, type: !477)
!752 = !DILocalVariable(name: "i", scope: !753, file: !2, line: 20, type: !11)
!753 = distinct !DILexicalBlock(scope: !746, file: !2, line: 20, column: 11)
!754 = !DILocation(line: 0, scope: !746)
!755 = !DILocation(line: 20, column: 11, scope: !746)
!756 = distinct !DISubprogram(name: "bump3", scope: !2, file: !2, line: 20, type: !757, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !759)
!757 = !DISubroutineType(cc: DW_CC_nocall, types: !758)
!758 = !{!477, !477, !11}
!759 = !{!760, !761, !762}
!760 = !DILocalVariable(name: "v", arg: 1, scope: !756, file: !2, line: 20, type: !477)
!761 = !DILocalVariable(name: "k", arg: 2, scope: !756, file: !2, line: 20, type: !11)
!762 = !DILocalVariable(name: "i", scope: !763, file: !2, line: 20, type: !11)
!763 = distinct !DILexicalBlock(scope: !756, file: !2, line: 20, column: 11)
!764 = !DILocation(line: 0, scope: !756)
!765 = !DILocation(line: 0, scope: !763)
!766 = !DILocation(line: 20, column: 11, scope: !767)
!767 = distinct !DILexicalBlock(scope: !763, file: !2, line: 20, column: 11)
!768 = !DILocation(line: 20, column: 11, scope: !756)
!769 = distinct !DISubprogram(name: "sum3", scope: !2, file: !2, line: 20, type: !487, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !770)
!770 = !{!771, !772, !773}
!771 = !DILocalVariable(name: "v", arg: 1, scope: !769, file: !2, line: 20, type: !477)
!772 = !DILocalVariable(name: "t", scope: !769, file: !2, line: 20, type: !13)
!773 = !DILocalVariable(name: "i", scope: !774, file: !2, line: 20, type: !11)
!774 = distinct !DILexicalBlock(scope: !769, file: !2, line: 20, column: 11)
!775 = !DILocation(line: 0, scope: !769)
!776 = !DILocation(line: 0, scope: !774)
!777 = !DILocation(line: 20, column: 11, scope: !778)
!778 = distinct !DILexicalBlock(scope: !774, file: !2, line: 20, column: 11)
!779 = !DILocation(line: 20, column: 11, scope: !769)
!780 = distinct !DISubprogram(name: "late3", scope: !2, file: !2, line: 20, type: !781, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !783)
!781 = !DISubroutineType(cc: DW_CC_nocall, types: !782)
!782 = !{!13, !684, !684, !684, !684, !684, !684, !477, !684, !477}
!783 = !{!784, !785, !786, !787, !788, !789, !790, !791, !792}
!784 = !DILocalVariable(name: "a", arg: 1, scope: !780, file: !2, line: 20, type: !684)
!785 = !DILocalVariable(name: "b", arg: 2, scope: !780, file: !2, line: 20, type: !684)
!786 = !DILocalVariable(name: "c", arg: 3, scope: !780, file: !2, line: 20, type: !684)
!787 = !DILocalVariable(name: "d", arg: 4, scope: !780, file: !2, line: 20, type: !684)
!788 = !DILocalVariable(name: "e", arg: 5, scope: !780, file: !2, line: 20, type: !684)
!789 = !DILocalVariable(name: "f", arg: 6, scope: !780, file: !2, line: 20, type: !684)
!790 = !DILocalVariable(name: "v", arg: 7, scope: !780, file: !2, line: 20, type: !477)
!791 = !DILocalVariable(name: "g", arg: 8, scope: !780, file: !2, line: 20, type: !684)
!792 = !DILocalVariable(name: "w", arg: 9, scope: !780, file: !2, line: 20, type: !477)
!793 = !DILocation(line: 0, scope: !780)
!794 = !DILocation(line: 20, column: 11, scope: !780)
!795 = distinct !DISubprogram(name: "make4", scope: !2, file: !2, line: 20, type: !796, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !798)
!796 = !DISubroutineType(cc: DW_CC_nocall, types: !797)
!797 = !{!496, !11}
!798 = !{!799, !800, !801}
!799 = !DILocalVariable(name: "seed", arg: 1, scope: !795, file: !2, line: 20, type: !11)
!800 = !DILocalVariable(name: "r", scope: !795, file: !2, line: 20, type: !496)
!801 = !DILocalVariable(name: "i", scope: !802, file: !2, line: 20, type: !11)
!802 = distinct !DILexicalBlock(scope: !795, file: !2, line: 20, column: 16)
!803 = !DILocation(line: 0, scope: !795)
!804 = !DILocation(line: 20, column: 16, scope: !795)
!805 = distinct !DISubprogram(name: "bump4", scope: !2, file: !2, line: 20, type: !806, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !808)
!806 = !DISubroutineType(cc: DW_CC_nocall, types: !807)
!807 = !{!496, !496, !11}
!808 = !{!809, !810, !811}
!809 = !DILocalVariable(name: "v", arg: 1, scope: !805, file: !2, line: 20, type: !496)
!810 = !DILocalVariable(name: "k", arg: 2, scope: !805, file: !2, line: 20, type: !11)
!811 = !DILocalVariable(name: "i", scope: !812, file: !2, line: 20, type: !11)
!812 = distinct !DILexicalBlock(scope: !805, file: !2, line: 20, column: 16)
!813 = !DILocation(line: 0, scope: !805)
!814 = !DILocation(line: 0, scope: !812)
!815 = !DILocation(line: 20, column: 16, scope: !816)
!816 = distinct !DILexicalBlock(scope: !812, file: !2, line: 20, column: 16)
!817 = !DILocation(line: 20, column: 16, scope: !805)
!818 = distinct !DISubprogram(name: "sum4", scope: !2, file: !2, line: 20, type: !506, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !819)
!819 = !{!820, !821, !822}
!820 = !DILocalVariable(name: "v", arg: 1, scope: !818, file: !2, line: 20, type: !496)
!821 = !DILocalVariable(name: "t", scope: !818, file: !2, line: 20, type: !13)
!822 = !DILocalVariable(name: "i", scope: !823, file: !2, line: 20, type: !11)
!823 = distinct !DILexicalBlock(scope: !818, file: !2, line: 20, column: 16)
!824 = !DILocation(line: 0, scope: !818)
!825 = !DILocation(line: 0, scope: !823)
!826 = !DILocation(line: 20, column: 16, scope: !827)
!827 = distinct !DILexicalBlock(scope: !823, file: !2, line: 20, column: 16)
!828 = !DILocation(line: 20, column: 16, scope: !818)
!829 = distinct !DISubprogram(name: "late4", scope: !2, file: !2, line: 20, type: !830, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !832)
!830 = !DISubroutineType(cc: DW_CC_nocall, types: !831)
!831 = !{!13, !684, !684, !684, !684, !684, !684, !496, !684, !496}
!832 = !{!833, !834, !835, !836, !837, !838, !839, !840, !841}
!833 = !DILocalVariable(name: "a", arg: 1, scope: !829, file: !2, line: 20, type: !684)
!834 = !DILocalVariable(name: "b", arg: 2, scope: !829, file: !2, line: 20, type: !684)
!835 = !DILocalVariable(name: "c", arg: 3, scope: !829, file: !2, line: 20, type: !684)
!836 = !DILocalVariable(name: "d", arg: 4, scope: !829, file: !2, line: 20, type: !684)
!837 = !DILocalVariable(name: "e", arg: 5, scope: !829, file: !2, line: 20, type: !684)
!838 = !DILocalVariable(name: "f", arg: 6, scope: !829, file: !2, line: 20, type: !684)
!839 = !DILocalVariable(name: "v", arg: 7, scope: !829, file: !2, line: 20, type: !496)
!840 = !DILocalVariable(name: "g", arg: 8, scope: !829, file: !2, line: 20, type: !684)
!841 = !DILocalVariable(name: "w", arg: 9, scope: !829, file: !2, line: 20, type: !496)
!842 = !DILocation(line: 0, scope: !829)
!843 = !DILocation(line: 20, column: 16, scope: !829)
!844 = distinct !DISubprogram(name: "make5", scope: !2, file: !2, line: 20, type: !845, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !847)
!845 = !DISubroutineType(cc: DW_CC_nocall, types: !846)
!846 = !{!515, !11}
!847 = !{!848, !849, !850}
!848 = !DILocalVariable(name: "seed", arg: 1, scope: !844, file: !2, line: 20, type: !11)
!849 = !DILocalVariable(name: "r", scope: !844, file: !2, line: 20, type: !515)
!850 = !DILocalVariable(name: "i", scope: !851, file: !2, line: 20, type: !11)
!851 = distinct !DILexicalBlock(scope: !844, file: !2, line: 20, column: 21)
!852 = !DILocation(line: 0, scope: !844)
!853 = !DILocation(line: 20, column: 21, scope: !844)
!854 = distinct !DISubprogram(name: "bump5", scope: !2, file: !2, line: 20, type: !855, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !857)
!855 = !DISubroutineType(cc: DW_CC_nocall, types: !856)
!856 = !{!515, !515, !11}
!857 = !{!858, !859, !860}
!858 = !DILocalVariable(name: "v", arg: 1, scope: !854, file: !2, line: 20, type: !515)
!859 = !DILocalVariable(name: "k", arg: 2, scope: !854, file: !2, line: 20, type: !11)
!860 = !DILocalVariable(name: "i", scope: !861, file: !2, line: 20, type: !11)
!861 = distinct !DILexicalBlock(scope: !854, file: !2, line: 20, column: 21)
!862 = !DILocation(line: 0, scope: !854)
!863 = !DILocation(line: 0, scope: !861)
!864 = !DILocation(line: 20, column: 21, scope: !865)
!865 = distinct !DILexicalBlock(scope: !861, file: !2, line: 20, column: 21)
!866 = !DILocation(line: 20, column: 21, scope: !854)
!867 = distinct !DISubprogram(name: "sum5", scope: !2, file: !2, line: 20, type: !525, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !868)
!868 = !{!869, !870, !871}
!869 = !DILocalVariable(name: "v", arg: 1, scope: !867, file: !2, line: 20, type: !515)
!870 = !DILocalVariable(name: "t", scope: !867, file: !2, line: 20, type: !13)
!871 = !DILocalVariable(name: "i", scope: !872, file: !2, line: 20, type: !11)
!872 = distinct !DILexicalBlock(scope: !867, file: !2, line: 20, column: 21)
!873 = !DILocation(line: 0, scope: !867)
!874 = !DILocation(line: 0, scope: !872)
!875 = !DILocation(line: 20, column: 21, scope: !876)
!876 = distinct !DILexicalBlock(scope: !872, file: !2, line: 20, column: 21)
!877 = !DILocation(line: 20, column: 21, scope: !867)
!878 = distinct !DISubprogram(name: "late5", scope: !2, file: !2, line: 20, type: !879, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !881)
!879 = !DISubroutineType(cc: DW_CC_nocall, types: !880)
!880 = !{!13, !684, !684, !684, !684, !684, !684, !515, !684, !515}
!881 = !{!882, !883, !884, !885, !886, !887, !888, !889, !890}
!882 = !DILocalVariable(name: "a", arg: 1, scope: !878, file: !2, line: 20, type: !684)
!883 = !DILocalVariable(name: "b", arg: 2, scope: !878, file: !2, line: 20, type: !684)
!884 = !DILocalVariable(name: "c", arg: 3, scope: !878, file: !2, line: 20, type: !684)
!885 = !DILocalVariable(name: "d", arg: 4, scope: !878, file: !2, line: 20, type: !684)
!886 = !DILocalVariable(name: "e", arg: 5, scope: !878, file: !2, line: 20, type: !684)
!887 = !DILocalVariable(name: "f", arg: 6, scope: !878, file: !2, line: 20, type: !684)
!888 = !DILocalVariable(name: "v", arg: 7, scope: !878, file: !2, line: 20, type: !515)
!889 = !DILocalVariable(name: "g", arg: 8, scope: !878, file: !2, line: 20, type: !684)
!890 = !DILocalVariable(name: "w", arg: 9, scope: !878, file: !2, line: 20, type: !515)
!891 = !DILocation(line: 0, scope: !878)
!892 = !DILocation(line: 20, column: 21, scope: !878)
!893 = distinct !DISubprogram(name: "make6", scope: !2, file: !2, line: 20, type: !894, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !896)
!894 = !DISubroutineType(cc: DW_CC_nocall, types: !895)
!895 = !{!534, !11}
!896 = !{!897, !898, !899}
!897 = !DILocalVariable(name: "seed", arg: 1, scope: !893, file: !2, line: 20, type: !11)
!898 = !DILocalVariable(name: "r", scope: !893, file: !2, line: 20, type: !534)
!899 = !DILocalVariable(name: "i", scope: !900, file: !2, line: 20, type: !11)
!900 = distinct !DILexicalBlock(scope: !893, file: !2, line: 20, column: 26)
!901 = !DILocation(line: 0, scope: !893)
!902 = !DILocation(line: 20, column: 26, scope: !893)
!903 = distinct !DISubprogram(name: "bump6", scope: !2, file: !2, line: 20, type: !904, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !906)
!904 = !DISubroutineType(cc: DW_CC_nocall, types: !905)
!905 = !{!534, !534, !11}
!906 = !{!907, !908, !909}
!907 = !DILocalVariable(name: "v", arg: 1, scope: !903, file: !2, line: 20, type: !534)
!908 = !DILocalVariable(name: "k", arg: 2, scope: !903, file: !2, line: 20, type: !11)
!909 = !DILocalVariable(name: "i", scope: !910, file: !2, line: 20, type: !11)
!910 = distinct !DILexicalBlock(scope: !903, file: !2, line: 20, column: 26)
!911 = !DILocation(line: 0, scope: !903)
!912 = !DILocation(line: 0, scope: !910)
!913 = !DILocation(line: 20, column: 26, scope: !914)
!914 = distinct !DILexicalBlock(scope: !910, file: !2, line: 20, column: 26)
!915 = !DILocation(line: 20, column: 26, scope: !903)
!916 = distinct !DISubprogram(name: "sum6", scope: !2, file: !2, line: 20, type: !544, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !917)
!917 = !{!918, !919, !920}
!918 = !DILocalVariable(name: "v", arg: 1, scope: !916, file: !2, line: 20, type: !534)
!919 = !DILocalVariable(name: "t", scope: !916, file: !2, line: 20, type: !13)
!920 = !DILocalVariable(name: "i", scope: !921, file: !2, line: 20, type: !11)
!921 = distinct !DILexicalBlock(scope: !916, file: !2, line: 20, column: 26)
!922 = !DILocation(line: 0, scope: !916)
!923 = !DILocation(line: 0, scope: !921)
!924 = !DILocation(line: 20, column: 26, scope: !925)
!925 = distinct !DILexicalBlock(scope: !921, file: !2, line: 20, column: 26)
!926 = !DILocation(line: 20, column: 26, scope: !916)
!927 = distinct !DISubprogram(name: "late6", scope: !2, file: !2, line: 20, type: !928, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !930)
!928 = !DISubroutineType(cc: DW_CC_nocall, types: !929)
!929 = !{!13, !684, !684, !684, !684, !684, !684, !534, !684, !534}
!930 = !{!931, !932, !933, !934, !935, !936, !937, !938, !939}
!931 = !DILocalVariable(name: "a", arg: 1, scope: !927, file: !2, line: 20, type: !684)
!932 = !DILocalVariable(name: "b", arg: 2, scope: !927, file: !2, line: 20, type: !684)
!933 = !DILocalVariable(name: "c", arg: 3, scope: !927, file: !2, line: 20, type: !684)
!934 = !DILocalVariable(name: "d", arg: 4, scope: !927, file: !2, line: 20, type: !684)
!935 = !DILocalVariable(name: "e", arg: 5, scope: !927, file: !2, line: 20, type: !684)
!936 = !DILocalVariable(name: "f", arg: 6, scope: !927, file: !2, line: 20, type: !684)
!937 = !DILocalVariable(name: "v", arg: 7, scope: !927, file: !2, line: 20, type: !534)
!938 = !DILocalVariable(name: "g", arg: 8, scope: !927, file: !2, line: 20, type: !684)
!939 = !DILocalVariable(name: "w", arg: 9, scope: !927, file: !2, line: 20, type: !534)
!940 = !DILocation(line: 0, scope: !927)
!941 = !DILocation(line: 20, column: 26, scope: !927)
!942 = distinct !DISubprogram(name: "make7", scope: !2, file: !2, line: 20, type: !943, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !945)
!943 = !DISubroutineType(cc: DW_CC_nocall, types: !944)
!944 = !{!553, !11}
!945 = !{!946, !947, !948}
!946 = !DILocalVariable(name: "seed", arg: 1, scope: !942, file: !2, line: 20, type: !11)
!947 = !DILocalVariable(name: "r", scope: !942, file: !2, line: 20, type: !553)
!948 = !DILocalVariable(name: "i", scope: !949, file: !2, line: 20, type: !11)
!949 = distinct !DILexicalBlock(scope: !942, file: !2, line: 20, column: 31)
!950 = !DILocation(line: 0, scope: !942)
!951 = !DILocation(line: 20, column: 31, scope: !942)
!952 = distinct !DISubprogram(name: "bump7", scope: !2, file: !2, line: 20, type: !953, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !955)
!953 = !DISubroutineType(cc: DW_CC_nocall, types: !954)
!954 = !{!553, !553, !11}
!955 = !{!956, !957, !958}
!956 = !DILocalVariable(name: "v", arg: 1, scope: !952, file: !2, line: 20, type: !553)
!957 = !DILocalVariable(name: "k", arg: 2, scope: !952, file: !2, line: 20, type: !11)
!958 = !DILocalVariable(name: "i", scope: !959, file: !2, line: 20, type: !11)
!959 = distinct !DILexicalBlock(scope: !952, file: !2, line: 20, column: 31)
!960 = !DILocation(line: 0, scope: !952)
!961 = !DILocation(line: 0, scope: !959)
!962 = !DILocation(line: 20, column: 31, scope: !963)
!963 = distinct !DILexicalBlock(scope: !959, file: !2, line: 20, column: 31)
!964 = !DILocation(line: 20, column: 31, scope: !952)
!965 = distinct !DISubprogram(name: "sum7", scope: !2, file: !2, line: 20, type: !563, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !966)
!966 = !{!967, !968, !969}
!967 = !DILocalVariable(name: "v", arg: 1, scope: !965, file: !2, line: 20, type: !553)
!968 = !DILocalVariable(name: "t", scope: !965, file: !2, line: 20, type: !13)
!969 = !DILocalVariable(name: "i", scope: !970, file: !2, line: 20, type: !11)
!970 = distinct !DILexicalBlock(scope: !965, file: !2, line: 20, column: 31)
!971 = !DILocation(line: 0, scope: !965)
!972 = !DILocation(line: 0, scope: !970)
!973 = !DILocation(line: 20, column: 31, scope: !974)
!974 = distinct !DILexicalBlock(scope: !970, file: !2, line: 20, column: 31)
!975 = !DILocation(line: 20, column: 31, scope: !965)
!976 = distinct !DISubprogram(name: "late7", scope: !2, file: !2, line: 20, type: !977, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !979)
!977 = !DISubroutineType(cc: DW_CC_nocall, types: !978)
!978 = !{!13, !684, !684, !684, !684, !684, !684, !553, !684, !553}
!979 = !{!980, !981, !982, !983, !984, !985, !986, !987, !988}
!980 = !DILocalVariable(name: "a", arg: 1, scope: !976, file: !2, line: 20, type: !684)
!981 = !DILocalVariable(name: "b", arg: 2, scope: !976, file: !2, line: 20, type: !684)
!982 = !DILocalVariable(name: "c", arg: 3, scope: !976, file: !2, line: 20, type: !684)
!983 = !DILocalVariable(name: "d", arg: 4, scope: !976, file: !2, line: 20, type: !684)
!984 = !DILocalVariable(name: "e", arg: 5, scope: !976, file: !2, line: 20, type: !684)
!985 = !DILocalVariable(name: "f", arg: 6, scope: !976, file: !2, line: 20, type: !684)
!986 = !DILocalVariable(name: "v", arg: 7, scope: !976, file: !2, line: 20, type: !553)
!987 = !DILocalVariable(name: "g", arg: 8, scope: !976, file: !2, line: 20, type: !684)
!988 = !DILocalVariable(name: "w", arg: 9, scope: !976, file: !2, line: 20, type: !553)
!989 = !DILocation(line: 0, scope: !976)
!990 = !DILocation(line: 20, column: 31, scope: !976)
!991 = distinct !DISubprogram(name: "make8", scope: !2, file: !2, line: 20, type: !992, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !994)
!992 = !DISubroutineType(cc: DW_CC_nocall, types: !993)
!993 = !{!572, !11}
!994 = !{!995, !996, !997}
!995 = !DILocalVariable(name: "seed", arg: 1, scope: !991, file: !2, line: 20, type: !11)
!996 = !DILocalVariable(name: "r", scope: !991, file: !2, line: 20, type: !572)
!997 = !DILocalVariable(name: "i", scope: !998, file: !2, line: 20, type: !11)
!998 = distinct !DILexicalBlock(scope: !991, file: !2, line: 20, column: 36)
!999 = !DILocation(line: 0, scope: !991)
!1000 = !DILocation(line: 20, column: 36, scope: !991)
!1001 = distinct !DISubprogram(name: "bump8", scope: !2, file: !2, line: 20, type: !1002, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1004)
!1002 = !DISubroutineType(cc: DW_CC_nocall, types: !1003)
!1003 = !{!572, !572, !11}
!1004 = !{!1005, !1006, !1007}
!1005 = !DILocalVariable(name: "v", arg: 1, scope: !1001, file: !2, line: 20, type: !572)
!1006 = !DILocalVariable(name: "k", arg: 2, scope: !1001, file: !2, line: 20, type: !11)
!1007 = !DILocalVariable(name: "i", scope: !1008, file: !2, line: 20, type: !11)
!1008 = distinct !DILexicalBlock(scope: !1001, file: !2, line: 20, column: 36)
!1009 = !DILocation(line: 0, scope: !1001)
!1010 = !DILocation(line: 0, scope: !1008)
!1011 = !DILocation(line: 20, column: 36, scope: !1012)
!1012 = distinct !DILexicalBlock(scope: !1008, file: !2, line: 20, column: 36)
!1013 = !DILocation(line: 20, column: 36, scope: !1001)
!1014 = distinct !DISubprogram(name: "sum8", scope: !2, file: !2, line: 20, type: !582, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1015)
!1015 = !{!1016, !1017, !1018}
!1016 = !DILocalVariable(name: "v", arg: 1, scope: !1014, file: !2, line: 20, type: !572)
!1017 = !DILocalVariable(name: "t", scope: !1014, file: !2, line: 20, type: !13)
!1018 = !DILocalVariable(name: "i", scope: !1019, file: !2, line: 20, type: !11)
!1019 = distinct !DILexicalBlock(scope: !1014, file: !2, line: 20, column: 36)
!1020 = !DILocation(line: 0, scope: !1014)
!1021 = !DILocation(line: 0, scope: !1019)
!1022 = !DILocation(line: 20, column: 36, scope: !1023)
!1023 = distinct !DILexicalBlock(scope: !1019, file: !2, line: 20, column: 36)
!1024 = !DILocation(line: 20, column: 36, scope: !1014)
!1025 = distinct !DISubprogram(name: "late8", scope: !2, file: !2, line: 20, type: !1026, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1028)
!1026 = !DISubroutineType(cc: DW_CC_nocall, types: !1027)
!1027 = !{!13, !684, !684, !684, !684, !684, !684, !572, !684, !572}
!1028 = !{!1029, !1030, !1031, !1032, !1033, !1034, !1035, !1036, !1037}
!1029 = !DILocalVariable(name: "a", arg: 1, scope: !1025, file: !2, line: 20, type: !684)
!1030 = !DILocalVariable(name: "b", arg: 2, scope: !1025, file: !2, line: 20, type: !684)
!1031 = !DILocalVariable(name: "c", arg: 3, scope: !1025, file: !2, line: 20, type: !684)
!1032 = !DILocalVariable(name: "d", arg: 4, scope: !1025, file: !2, line: 20, type: !684)
!1033 = !DILocalVariable(name: "e", arg: 5, scope: !1025, file: !2, line: 20, type: !684)
!1034 = !DILocalVariable(name: "f", arg: 6, scope: !1025, file: !2, line: 20, type: !684)
!1035 = !DILocalVariable(name: "v", arg: 7, scope: !1025, file: !2, line: 20, type: !572)
!1036 = !DILocalVariable(name: "g", arg: 8, scope: !1025, file: !2, line: 20, type: !684)
!1037 = !DILocalVariable(name: "w", arg: 9, scope: !1025, file: !2, line: 20, type: !572)
!1038 = !DILocation(line: 0, scope: !1025)
!1039 = !DILocation(line: 20, column: 36, scope: !1025)
!1040 = distinct !DISubprogram(name: "make9", scope: !2, file: !2, line: 20, type: !1041, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1043)
!1041 = !DISubroutineType(cc: DW_CC_nocall, types: !1042)
!1042 = !{!416, !11}
!1043 = !{!1044, !1045, !1046}
!1044 = !DILocalVariable(name: "seed", arg: 1, scope: !1040, file: !2, line: 20, type: !11)
!1045 = !DILocalVariable(name: "r", scope: !1040, file: !2, line: 20, type: !416)
!1046 = !DILocalVariable(name: "i", scope: !1047, file: !2, line: 20, type: !11)
!1047 = distinct !DILexicalBlock(scope: !1040, file: !2, line: 20, column: 41)
!1048 = !DILocation(line: 0, scope: !1040)
!1049 = !DILocation(line: 20, column: 41, scope: !1040)
!1050 = distinct !DISubprogram(name: "bump9", scope: !2, file: !2, line: 20, type: !1051, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1053)
!1051 = !DISubroutineType(cc: DW_CC_nocall, types: !1052)
!1052 = !{!416, !416, !11}
!1053 = !{!1054, !1055, !1056}
!1054 = !DILocalVariable(name: "v", arg: 1, scope: !1050, file: !2, line: 20, type: !416)
!1055 = !DILocalVariable(name: "k", arg: 2, scope: !1050, file: !2, line: 20, type: !11)
!1056 = !DILocalVariable(name: "i", scope: !1057, file: !2, line: 20, type: !11)
!1057 = distinct !DILexicalBlock(scope: !1050, file: !2, line: 20, column: 41)
!1058 = !DILocation(line: 0, scope: !1050)
!1059 = !DILocation(line: 0, scope: !1057)
!1060 = !DILocation(line: 20, column: 41, scope: !1061)
!1061 = distinct !DILexicalBlock(scope: !1057, file: !2, line: 20, column: 41)
!1062 = !DILocation(line: 20, column: 41, scope: !1050)
!1063 = distinct !DISubprogram(name: "sum9", scope: !2, file: !2, line: 20, type: !425, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1064)
!1064 = !{!1065, !1066, !1067}
!1065 = !DILocalVariable(name: "v", arg: 1, scope: !1063, file: !2, line: 20, type: !416)
!1066 = !DILocalVariable(name: "t", scope: !1063, file: !2, line: 20, type: !13)
!1067 = !DILocalVariable(name: "i", scope: !1068, file: !2, line: 20, type: !11)
!1068 = distinct !DILexicalBlock(scope: !1063, file: !2, line: 20, column: 41)
!1069 = !DILocation(line: 0, scope: !1063)
!1070 = !DILocation(line: 0, scope: !1068)
!1071 = !DILocation(line: 20, column: 41, scope: !1072)
!1072 = distinct !DILexicalBlock(scope: !1068, file: !2, line: 20, column: 41)
!1073 = !DILocation(line: 20, column: 41, scope: !1063)
!1074 = distinct !DISubprogram(name: "late9", scope: !2, file: !2, line: 20, type: !1075, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1077)
!1075 = !DISubroutineType(cc: DW_CC_nocall, types: !1076)
!1076 = !{!13, !684, !684, !684, !684, !684, !684, !416, !684, !416}
!1077 = !{!1078, !1079, !1080, !1081, !1082, !1083, !1084, !1085, !1086}
!1078 = !DILocalVariable(name: "a", arg: 1, scope: !1074, file: !2, line: 20, type: !684)
!1079 = !DILocalVariable(name: "b", arg: 2, scope: !1074, file: !2, line: 20, type: !684)
!1080 = !DILocalVariable(name: "c", arg: 3, scope: !1074, file: !2, line: 20, type: !684)
!1081 = !DILocalVariable(name: "d", arg: 4, scope: !1074, file: !2, line: 20, type: !684)
!1082 = !DILocalVariable(name: "e", arg: 5, scope: !1074, file: !2, line: 20, type: !684)
!1083 = !DILocalVariable(name: "f", arg: 6, scope: !1074, file: !2, line: 20, type: !684)
!1084 = !DILocalVariable(name: "v", arg: 7, scope: !1074, file: !2, line: 20, type: !416)
!1085 = !DILocalVariable(name: "g", arg: 8, scope: !1074, file: !2, line: 20, type: !684)
!1086 = !DILocalVariable(name: "w", arg: 9, scope: !1074, file: !2, line: 20, type: !416)
!1087 = !DILocation(line: 0, scope: !1074)
!1088 = !DILocation(line: 20, column: 41, scope: !1074)
!1089 = distinct !DISubprogram(name: "make10", scope: !2, file: !2, line: 20, type: !1090, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1092)
!1090 = !DISubroutineType(cc: DW_CC_nocall, types: !1091)
!1091 = !{!396, !11}
!1092 = !{!1093, !1094, !1095}
!1093 = !DILocalVariable(name: "seed", arg: 1, scope: !1089, file: !2, line: 20, type: !11)
!1094 = !DILocalVariable(name: "r", scope: !1089, file: !2, line: 20, type: !396)
!1095 = !DILocalVariable(name: "i", scope: !1096, file: !2, line: 20, type: !11)
!1096 = distinct !DILexicalBlock(scope: !1089, file: !2, line: 20, column: 46)
!1097 = !DILocation(line: 0, scope: !1089)
!1098 = !DILocation(line: 20, column: 46, scope: !1089)
!1099 = distinct !DISubprogram(name: "bump10", scope: !2, file: !2, line: 20, type: !1100, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1102)
!1100 = !DISubroutineType(cc: DW_CC_nocall, types: !1101)
!1101 = !{!396, !396, !11}
!1102 = !{!1103, !1104, !1105}
!1103 = !DILocalVariable(name: "v", arg: 1, scope: !1099, file: !2, line: 20, type: !396)
!1104 = !DILocalVariable(name: "k", arg: 2, scope: !1099, file: !2, line: 20, type: !11)
!1105 = !DILocalVariable(name: "i", scope: !1106, file: !2, line: 20, type: !11)
!1106 = distinct !DILexicalBlock(scope: !1099, file: !2, line: 20, column: 46)
!1107 = !DILocation(line: 0, scope: !1099)
!1108 = !DILocation(line: 0, scope: !1106)
!1109 = !DILocation(line: 20, column: 46, scope: !1110)
!1110 = distinct !DILexicalBlock(scope: !1106, file: !2, line: 20, column: 46)
!1111 = !DILocation(line: 20, column: 46, scope: !1099)
!1112 = distinct !DISubprogram(name: "sum10", scope: !2, file: !2, line: 20, type: !405, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1113)
!1113 = !{!1114, !1115, !1116}
!1114 = !DILocalVariable(name: "v", arg: 1, scope: !1112, file: !2, line: 20, type: !396)
!1115 = !DILocalVariable(name: "t", scope: !1112, file: !2, line: 20, type: !13)
!1116 = !DILocalVariable(name: "i", scope: !1117, file: !2, line: 20, type: !11)
!1117 = distinct !DILexicalBlock(scope: !1112, file: !2, line: 20, column: 46)
!1118 = !DILocation(line: 0, scope: !1112)
!1119 = !DILocation(line: 0, scope: !1117)
!1120 = !DILocation(line: 20, column: 46, scope: !1121)
!1121 = distinct !DILexicalBlock(scope: !1117, file: !2, line: 20, column: 46)
!1122 = !DILocation(line: 20, column: 46, scope: !1112)
!1123 = distinct !DISubprogram(name: "late10", scope: !2, file: !2, line: 20, type: !1124, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1126)
!1124 = !DISubroutineType(cc: DW_CC_nocall, types: !1125)
!1125 = !{!13, !684, !684, !684, !684, !684, !684, !396, !684, !396}
!1126 = !{!1127, !1128, !1129, !1130, !1131, !1132, !1133, !1134, !1135}
!1127 = !DILocalVariable(name: "a", arg: 1, scope: !1123, file: !2, line: 20, type: !684)
!1128 = !DILocalVariable(name: "b", arg: 2, scope: !1123, file: !2, line: 20, type: !684)
!1129 = !DILocalVariable(name: "c", arg: 3, scope: !1123, file: !2, line: 20, type: !684)
!1130 = !DILocalVariable(name: "d", arg: 4, scope: !1123, file: !2, line: 20, type: !684)
!1131 = !DILocalVariable(name: "e", arg: 5, scope: !1123, file: !2, line: 20, type: !684)
!1132 = !DILocalVariable(name: "f", arg: 6, scope: !1123, file: !2, line: 20, type: !684)
!1133 = !DILocalVariable(name: "v", arg: 7, scope: !1123, file: !2, line: 20, type: !396)
!1134 = !DILocalVariable(name: "g", arg: 8, scope: !1123, file: !2, line: 20, type: !684)
!1135 = !DILocalVariable(name: "w", arg: 9, scope: !1123, file: !2, line: 20, type: !396)
!1136 = !DILocation(line: 0, scope: !1123)
!1137 = !DILocation(line: 20, column: 46, scope: !1123)
!1138 = distinct !DISubprogram(name: "make11", scope: !2, file: !2, line: 20, type: !1139, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1141)
!1139 = !DISubroutineType(cc: DW_CC_nocall, types: !1140)
!1140 = !{!376, !11}
!1141 = !{!1142, !1143, !1144}
!1142 = !DILocalVariable(name: "seed", arg: 1, scope: !1138, file: !2, line: 20, type: !11)
!1143 = !DILocalVariable(name: "r", scope: !1138, file: !2, line: 20, type: !376)
!1144 = !DILocalVariable(name: "i", scope: !1145, file: !2, line: 20, type: !11)
!1145 = distinct !DILexicalBlock(scope: !1138, file: !2, line: 20, column: 52)
!1146 = !DILocation(line: 0, scope: !1138)
!1147 = !DILocation(line: 20, column: 52, scope: !1138)
!1148 = distinct !DISubprogram(name: "bump11", scope: !2, file: !2, line: 20, type: !1149, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1151)
!1149 = !DISubroutineType(cc: DW_CC_nocall, types: !1150)
!1150 = !{!376, !376, !11}
!1151 = !{!1152, !1153, !1154}
!1152 = !DILocalVariable(name: "v", arg: 1, scope: !1148, file: !2, line: 20, type: !376)
!1153 = !DILocalVariable(name: "k", arg: 2, scope: !1148, file: !2, line: 20, type: !11)
!1154 = !DILocalVariable(name: "i", scope: !1155, file: !2, line: 20, type: !11)
!1155 = distinct !DILexicalBlock(scope: !1148, file: !2, line: 20, column: 52)
!1156 = !DILocation(line: 0, scope: !1148)
!1157 = !DILocation(line: 0, scope: !1155)
!1158 = !DILocation(line: 20, column: 52, scope: !1159)
!1159 = distinct !DILexicalBlock(scope: !1155, file: !2, line: 20, column: 52)
!1160 = !DILocation(line: 20, column: 52, scope: !1148)
!1161 = distinct !DISubprogram(name: "sum11", scope: !2, file: !2, line: 20, type: !385, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1162)
!1162 = !{!1163, !1164, !1165}
!1163 = !DILocalVariable(name: "v", arg: 1, scope: !1161, file: !2, line: 20, type: !376)
!1164 = !DILocalVariable(name: "t", scope: !1161, file: !2, line: 20, type: !13)
!1165 = !DILocalVariable(name: "i", scope: !1166, file: !2, line: 20, type: !11)
!1166 = distinct !DILexicalBlock(scope: !1161, file: !2, line: 20, column: 52)
!1167 = !DILocation(line: 0, scope: !1161)
!1168 = !DILocation(line: 0, scope: !1166)
!1169 = !DILocation(line: 20, column: 52, scope: !1170)
!1170 = distinct !DILexicalBlock(scope: !1166, file: !2, line: 20, column: 52)
!1171 = !DILocation(line: 20, column: 52, scope: !1161)
!1172 = distinct !DISubprogram(name: "late11", scope: !2, file: !2, line: 20, type: !1173, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1175)
!1173 = !DISubroutineType(cc: DW_CC_nocall, types: !1174)
!1174 = !{!13, !684, !684, !684, !684, !684, !684, !376, !684, !376}
!1175 = !{!1176, !1177, !1178, !1179, !1180, !1181, !1182, !1183, !1184}
!1176 = !DILocalVariable(name: "a", arg: 1, scope: !1172, file: !2, line: 20, type: !684)
!1177 = !DILocalVariable(name: "b", arg: 2, scope: !1172, file: !2, line: 20, type: !684)
!1178 = !DILocalVariable(name: "c", arg: 3, scope: !1172, file: !2, line: 20, type: !684)
!1179 = !DILocalVariable(name: "d", arg: 4, scope: !1172, file: !2, line: 20, type: !684)
!1180 = !DILocalVariable(name: "e", arg: 5, scope: !1172, file: !2, line: 20, type: !684)
!1181 = !DILocalVariable(name: "f", arg: 6, scope: !1172, file: !2, line: 20, type: !684)
!1182 = !DILocalVariable(name: "v", arg: 7, scope: !1172, file: !2, line: 20, type: !376)
!1183 = !DILocalVariable(name: "g", arg: 8, scope: !1172, file: !2, line: 20, type: !684)
!1184 = !DILocalVariable(name: "w", arg: 9, scope: !1172, file: !2, line: 20, type: !376)
!1185 = !DILocation(line: 0, scope: !1172)
!1186 = !DILocation(line: 20, column: 52, scope: !1172)
!1187 = distinct !DISubprogram(name: "make12", scope: !2, file: !2, line: 20, type: !1188, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1190)
!1188 = !DISubroutineType(cc: DW_CC_nocall, types: !1189)
!1189 = !{!358, !11}
!1190 = !{!1191, !1192, !1193}
!1191 = !DILocalVariable(name: "seed", arg: 1, scope: !1187, file: !2, line: 20, type: !11)
!1192 = !DILocalVariable(name: "r", scope: !1187, file: !2, line: 20, type: !358)
!1193 = !DILocalVariable(name: "i", scope: !1194, file: !2, line: 20, type: !11)
!1194 = distinct !DILexicalBlock(scope: !1187, file: !2, line: 20, column: 58)
!1195 = !DILocation(line: 0, scope: !1187)
!1196 = !DILocation(line: 20, column: 58, scope: !1187)
!1197 = distinct !DISubprogram(name: "bump12", scope: !2, file: !2, line: 20, type: !1198, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1200)
!1198 = !DISubroutineType(cc: DW_CC_nocall, types: !1199)
!1199 = !{!358, !358, !11}
!1200 = !{!1201, !1202, !1203}
!1201 = !DILocalVariable(name: "v", arg: 1, scope: !1197, file: !2, line: 20, type: !358)
!1202 = !DILocalVariable(name: "k", arg: 2, scope: !1197, file: !2, line: 20, type: !11)
!1203 = !DILocalVariable(name: "i", scope: !1204, file: !2, line: 20, type: !11)
!1204 = distinct !DILexicalBlock(scope: !1197, file: !2, line: 20, column: 58)
!1205 = !DILocation(line: 0, scope: !1197)
!1206 = !DILocation(line: 0, scope: !1204)
!1207 = !DILocation(line: 20, column: 58, scope: !1208)
!1208 = distinct !DILexicalBlock(scope: !1204, file: !2, line: 20, column: 58)
!1209 = !DILocation(line: 20, column: 58, scope: !1197)
!1210 = distinct !DISubprogram(name: "sum12", scope: !2, file: !2, line: 20, type: !365, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1211)
!1211 = !{!1212, !1213, !1214}
!1212 = !DILocalVariable(name: "v", arg: 1, scope: !1210, file: !2, line: 20, type: !358)
!1213 = !DILocalVariable(name: "t", scope: !1210, file: !2, line: 20, type: !13)
!1214 = !DILocalVariable(name: "i", scope: !1215, file: !2, line: 20, type: !11)
!1215 = distinct !DILexicalBlock(scope: !1210, file: !2, line: 20, column: 58)
!1216 = !DILocation(line: 0, scope: !1210)
!1217 = !DILocation(line: 0, scope: !1215)
!1218 = !DILocation(line: 20, column: 58, scope: !1219)
!1219 = distinct !DILexicalBlock(scope: !1215, file: !2, line: 20, column: 58)
!1220 = !DILocation(line: 20, column: 58, scope: !1210)
!1221 = distinct !DISubprogram(name: "late12", scope: !2, file: !2, line: 20, type: !1222, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1224)
!1222 = !DISubroutineType(cc: DW_CC_nocall, types: !1223)
!1223 = !{!13, !684, !684, !684, !684, !684, !684, !358, !684, !358}
!1224 = !{!1225, !1226, !1227, !1228, !1229, !1230, !1231, !1232, !1233}
!1225 = !DILocalVariable(name: "a", arg: 1, scope: !1221, file: !2, line: 20, type: !684)
!1226 = !DILocalVariable(name: "b", arg: 2, scope: !1221, file: !2, line: 20, type: !684)
!1227 = !DILocalVariable(name: "c", arg: 3, scope: !1221, file: !2, line: 20, type: !684)
!1228 = !DILocalVariable(name: "d", arg: 4, scope: !1221, file: !2, line: 20, type: !684)
!1229 = !DILocalVariable(name: "e", arg: 5, scope: !1221, file: !2, line: 20, type: !684)
!1230 = !DILocalVariable(name: "f", arg: 6, scope: !1221, file: !2, line: 20, type: !684)
!1231 = !DILocalVariable(name: "v", arg: 7, scope: !1221, file: !2, line: 20, type: !358)
!1232 = !DILocalVariable(name: "g", arg: 8, scope: !1221, file: !2, line: 20, type: !684)
!1233 = !DILocalVariable(name: "w", arg: 9, scope: !1221, file: !2, line: 20, type: !358)
!1234 = !DILocation(line: 0, scope: !1221)
!1235 = !DILocation(line: 20, column: 58, scope: !1221)
!1236 = distinct !DISubprogram(name: "make13", scope: !2, file: !2, line: 20, type: !1237, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1239)
!1237 = !DISubroutineType(cc: DW_CC_nocall, types: !1238)
!1238 = !{!338, !11}
!1239 = !{!1240, !1241, !1242}
!1240 = !DILocalVariable(name: "seed", arg: 1, scope: !1236, file: !2, line: 20, type: !11)
!1241 = !DILocalVariable(name: "r", scope: !1236, file: !2, line: 20, type: !338)
!1242 = !DILocalVariable(name: "i", scope: !1243, file: !2, line: 20, type: !11)
!1243 = distinct !DILexicalBlock(scope: !1236, file: !2, line: 20, column: 64)
!1244 = !DILocation(line: 0, scope: !1236)
!1245 = !DILocation(line: 20, column: 64, scope: !1236)
!1246 = distinct !DISubprogram(name: "bump13", scope: !2, file: !2, line: 20, type: !1247, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1249)
!1247 = !DISubroutineType(cc: DW_CC_nocall, types: !1248)
!1248 = !{!338, !338, !11}
!1249 = !{!1250, !1251, !1252}
!1250 = !DILocalVariable(name: "v", arg: 1, scope: !1246, file: !2, line: 20, type: !338)
!1251 = !DILocalVariable(name: "k", arg: 2, scope: !1246, file: !2, line: 20, type: !11)
!1252 = !DILocalVariable(name: "i", scope: !1253, file: !2, line: 20, type: !11)
!1253 = distinct !DILexicalBlock(scope: !1246, file: !2, line: 20, column: 64)
!1254 = !DILocation(line: 0, scope: !1246)
!1255 = !DILocation(line: 0, scope: !1253)
!1256 = !DILocation(line: 20, column: 64, scope: !1257)
!1257 = distinct !DILexicalBlock(scope: !1253, file: !2, line: 20, column: 64)
!1258 = !DILocation(line: 20, column: 64, scope: !1246)
!1259 = distinct !DISubprogram(name: "sum13", scope: !2, file: !2, line: 20, type: !347, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1260)
!1260 = !{!1261, !1262, !1263}
!1261 = !DILocalVariable(name: "v", arg: 1, scope: !1259, file: !2, line: 20, type: !338)
!1262 = !DILocalVariable(name: "t", scope: !1259, file: !2, line: 20, type: !13)
!1263 = !DILocalVariable(name: "i", scope: !1264, file: !2, line: 20, type: !11)
!1264 = distinct !DILexicalBlock(scope: !1259, file: !2, line: 20, column: 64)
!1265 = !DILocation(line: 0, scope: !1259)
!1266 = !DILocation(line: 0, scope: !1264)
!1267 = !DILocation(line: 20, column: 64, scope: !1268)
!1268 = distinct !DILexicalBlock(scope: !1264, file: !2, line: 20, column: 64)
!1269 = !DILocation(line: 20, column: 64, scope: !1259)
!1270 = distinct !DISubprogram(name: "late13", scope: !2, file: !2, line: 20, type: !1271, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1273)
!1271 = !DISubroutineType(cc: DW_CC_nocall, types: !1272)
!1272 = !{!13, !684, !684, !684, !684, !684, !684, !338, !684, !338}
!1273 = !{!1274, !1275, !1276, !1277, !1278, !1279, !1280, !1281, !1282}
!1274 = !DILocalVariable(name: "a", arg: 1, scope: !1270, file: !2, line: 20, type: !684)
!1275 = !DILocalVariable(name: "b", arg: 2, scope: !1270, file: !2, line: 20, type: !684)
!1276 = !DILocalVariable(name: "c", arg: 3, scope: !1270, file: !2, line: 20, type: !684)
!1277 = !DILocalVariable(name: "d", arg: 4, scope: !1270, file: !2, line: 20, type: !684)
!1278 = !DILocalVariable(name: "e", arg: 5, scope: !1270, file: !2, line: 20, type: !684)
!1279 = !DILocalVariable(name: "f", arg: 6, scope: !1270, file: !2, line: 20, type: !684)
!1280 = !DILocalVariable(name: "v", arg: 7, scope: !1270, file: !2, line: 20, type: !338)
!1281 = !DILocalVariable(name: "g", arg: 8, scope: !1270, file: !2, line: 20, type: !684)
!1282 = !DILocalVariable(name: "w", arg: 9, scope: !1270, file: !2, line: 20, type: !338)
!1283 = !DILocation(line: 0, scope: !1270)
!1284 = !DILocation(line: 20, column: 64, scope: !1270)
!1285 = distinct !DISubprogram(name: "make14", scope: !2, file: !2, line: 20, type: !1286, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1288)
!1286 = !DISubroutineType(cc: DW_CC_nocall, types: !1287)
!1287 = !{!318, !11}
!1288 = !{!1289, !1290, !1291}
!1289 = !DILocalVariable(name: "seed", arg: 1, scope: !1285, file: !2, line: 20, type: !11)
!1290 = !DILocalVariable(name: "r", scope: !1285, file: !2, line: 20, type: !318)
!1291 = !DILocalVariable(name: "i", scope: !1292, file: !2, line: 20, type: !11)
!1292 = distinct !DILexicalBlock(scope: !1285, file: !2, line: 20, column: 70)
!1293 = !DILocation(line: 0, scope: !1285)
!1294 = !DILocation(line: 20, column: 70, scope: !1285)
!1295 = distinct !DISubprogram(name: "bump14", scope: !2, file: !2, line: 20, type: !1296, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1298)
!1296 = !DISubroutineType(cc: DW_CC_nocall, types: !1297)
!1297 = !{!318, !318, !11}
!1298 = !{!1299, !1300, !1301}
!1299 = !DILocalVariable(name: "v", arg: 1, scope: !1295, file: !2, line: 20, type: !318)
!1300 = !DILocalVariable(name: "k", arg: 2, scope: !1295, file: !2, line: 20, type: !11)
!1301 = !DILocalVariable(name: "i", scope: !1302, file: !2, line: 20, type: !11)
!1302 = distinct !DILexicalBlock(scope: !1295, file: !2, line: 20, column: 70)
!1303 = !DILocation(line: 0, scope: !1295)
!1304 = !DILocation(line: 0, scope: !1302)
!1305 = !DILocation(line: 20, column: 70, scope: !1306)
!1306 = distinct !DILexicalBlock(scope: !1302, file: !2, line: 20, column: 70)
!1307 = !DILocation(line: 20, column: 70, scope: !1295)
!1308 = distinct !DISubprogram(name: "sum14", scope: !2, file: !2, line: 20, type: !327, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1309)
!1309 = !{!1310, !1311, !1312}
!1310 = !DILocalVariable(name: "v", arg: 1, scope: !1308, file: !2, line: 20, type: !318)
!1311 = !DILocalVariable(name: "t", scope: !1308, file: !2, line: 20, type: !13)
!1312 = !DILocalVariable(name: "i", scope: !1313, file: !2, line: 20, type: !11)
!1313 = distinct !DILexicalBlock(scope: !1308, file: !2, line: 20, column: 70)
!1314 = !DILocation(line: 0, scope: !1308)
!1315 = !DILocation(line: 0, scope: !1313)
!1316 = !DILocation(line: 20, column: 70, scope: !1317)
!1317 = distinct !DILexicalBlock(scope: !1313, file: !2, line: 20, column: 70)
!1318 = !DILocation(line: 20, column: 70, scope: !1308)
!1319 = distinct !DISubprogram(name: "late14", scope: !2, file: !2, line: 20, type: !1320, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1322)
!1320 = !DISubroutineType(cc: DW_CC_nocall, types: !1321)
!1321 = !{!13, !684, !684, !684, !684, !684, !684, !318, !684, !318}
!1322 = !{!1323, !1324, !1325, !1326, !1327, !1328, !1329, !1330, !1331}
!1323 = !DILocalVariable(name: "a", arg: 1, scope: !1319, file: !2, line: 20, type: !684)
!1324 = !DILocalVariable(name: "b", arg: 2, scope: !1319, file: !2, line: 20, type: !684)
!1325 = !DILocalVariable(name: "c", arg: 3, scope: !1319, file: !2, line: 20, type: !684)
!1326 = !DILocalVariable(name: "d", arg: 4, scope: !1319, file: !2, line: 20, type: !684)
!1327 = !DILocalVariable(name: "e", arg: 5, scope: !1319, file: !2, line: 20, type: !684)
!1328 = !DILocalVariable(name: "f", arg: 6, scope: !1319, file: !2, line: 20, type: !684)
!1329 = !DILocalVariable(name: "v", arg: 7, scope: !1319, file: !2, line: 20, type: !318)
!1330 = !DILocalVariable(name: "g", arg: 8, scope: !1319, file: !2, line: 20, type: !684)
!1331 = !DILocalVariable(name: "w", arg: 9, scope: !1319, file: !2, line: 20, type: !318)
!1332 = !DILocation(line: 0, scope: !1319)
!1333 = !DILocation(line: 20, column: 70, scope: !1319)
!1334 = distinct !DISubprogram(name: "make15", scope: !2, file: !2, line: 20, type: !1335, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1337)
!1335 = !DISubroutineType(cc: DW_CC_nocall, types: !1336)
!1336 = !{!298, !11}
!1337 = !{!1338, !1339, !1340}
!1338 = !DILocalVariable(name: "seed", arg: 1, scope: !1334, file: !2, line: 20, type: !11)
!1339 = !DILocalVariable(name: "r", scope: !1334, file: !2, line: 20, type: !298)
!1340 = !DILocalVariable(name: "i", scope: !1341, file: !2, line: 20, type: !11)
!1341 = distinct !DILexicalBlock(scope: !1334, file: !2, line: 20, column: 76)
!1342 = !DILocation(line: 0, scope: !1334)
!1343 = !DILocation(line: 20, column: 76, scope: !1334)
!1344 = distinct !DISubprogram(name: "bump15", scope: !2, file: !2, line: 20, type: !1345, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1347)
!1345 = !DISubroutineType(cc: DW_CC_nocall, types: !1346)
!1346 = !{!298, !298, !11}
!1347 = !{!1348, !1349, !1350}
!1348 = !DILocalVariable(name: "v", arg: 1, scope: !1344, file: !2, line: 20, type: !298)
!1349 = !DILocalVariable(name: "k", arg: 2, scope: !1344, file: !2, line: 20, type: !11)
!1350 = !DILocalVariable(name: "i", scope: !1351, file: !2, line: 20, type: !11)
!1351 = distinct !DILexicalBlock(scope: !1344, file: !2, line: 20, column: 76)
!1352 = !DILocation(line: 0, scope: !1344)
!1353 = !DILocation(line: 0, scope: !1351)
!1354 = !DILocation(line: 20, column: 76, scope: !1355)
!1355 = distinct !DILexicalBlock(scope: !1351, file: !2, line: 20, column: 76)
!1356 = !DILocation(line: 20, column: 76, scope: !1344)
!1357 = distinct !DISubprogram(name: "sum15", scope: !2, file: !2, line: 20, type: !307, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1358)
!1358 = !{!1359, !1360, !1361}
!1359 = !DILocalVariable(name: "v", arg: 1, scope: !1357, file: !2, line: 20, type: !298)
!1360 = !DILocalVariable(name: "t", scope: !1357, file: !2, line: 20, type: !13)
!1361 = !DILocalVariable(name: "i", scope: !1362, file: !2, line: 20, type: !11)
!1362 = distinct !DILexicalBlock(scope: !1357, file: !2, line: 20, column: 76)
!1363 = !DILocation(line: 0, scope: !1357)
!1364 = !DILocation(line: 0, scope: !1362)
!1365 = !DILocation(line: 20, column: 76, scope: !1366)
!1366 = distinct !DILexicalBlock(scope: !1362, file: !2, line: 20, column: 76)
!1367 = !DILocation(line: 20, column: 76, scope: !1357)
!1368 = distinct !DISubprogram(name: "late15", scope: !2, file: !2, line: 20, type: !1369, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1371)
!1369 = !DISubroutineType(cc: DW_CC_nocall, types: !1370)
!1370 = !{!13, !684, !684, !684, !684, !684, !684, !298, !684, !298}
!1371 = !{!1372, !1373, !1374, !1375, !1376, !1377, !1378, !1379, !1380}
!1372 = !DILocalVariable(name: "a", arg: 1, scope: !1368, file: !2, line: 20, type: !684)
!1373 = !DILocalVariable(name: "b", arg: 2, scope: !1368, file: !2, line: 20, type: !684)
!1374 = !DILocalVariable(name: "c", arg: 3, scope: !1368, file: !2, line: 20, type: !684)
!1375 = !DILocalVariable(name: "d", arg: 4, scope: !1368, file: !2, line: 20, type: !684)
!1376 = !DILocalVariable(name: "e", arg: 5, scope: !1368, file: !2, line: 20, type: !684)
!1377 = !DILocalVariable(name: "f", arg: 6, scope: !1368, file: !2, line: 20, type: !684)
!1378 = !DILocalVariable(name: "v", arg: 7, scope: !1368, file: !2, line: 20, type: !298)
!1379 = !DILocalVariable(name: "g", arg: 8, scope: !1368, file: !2, line: 20, type: !684)
!1380 = !DILocalVariable(name: "w", arg: 9, scope: !1368, file: !2, line: 20, type: !298)
!1381 = !DILocation(line: 0, scope: !1368)
!1382 = !DILocation(line: 20, column: 76, scope: !1368)
!1383 = distinct !DISubprogram(name: "make16", scope: !2, file: !2, line: 20, type: !1384, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1386)
!1384 = !DISubroutineType(cc: DW_CC_nocall, types: !1385)
!1385 = !{!278, !11}
!1386 = !{!1387, !1388, !1389}
!1387 = !DILocalVariable(name: "seed", arg: 1, scope: !1383, file: !2, line: 20, type: !11)
!1388 = !DILocalVariable(name: "r", scope: !1383, file: !2, line: 20, type: !278)
!1389 = !DILocalVariable(name: "i", scope: !1390, file: !2, line: 20, type: !11)
!1390 = distinct !DILexicalBlock(scope: !1383, file: !2, line: 20, column: 82)
!1391 = !DILocation(line: 0, scope: !1383)
!1392 = !DILocation(line: 20, column: 82, scope: !1383)
!1393 = distinct !DISubprogram(name: "bump16", scope: !2, file: !2, line: 20, type: !1394, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1396)
!1394 = !DISubroutineType(cc: DW_CC_nocall, types: !1395)
!1395 = !{!278, !278, !11}
!1396 = !{!1397, !1398, !1399}
!1397 = !DILocalVariable(name: "v", arg: 1, scope: !1393, file: !2, line: 20, type: !278)
!1398 = !DILocalVariable(name: "k", arg: 2, scope: !1393, file: !2, line: 20, type: !11)
!1399 = !DILocalVariable(name: "i", scope: !1400, file: !2, line: 20, type: !11)
!1400 = distinct !DILexicalBlock(scope: !1393, file: !2, line: 20, column: 82)
!1401 = !DILocation(line: 0, scope: !1393)
!1402 = !DILocation(line: 0, scope: !1400)
!1403 = !DILocation(line: 20, column: 82, scope: !1404)
!1404 = distinct !DILexicalBlock(scope: !1400, file: !2, line: 20, column: 82)
!1405 = !DILocation(line: 20, column: 82, scope: !1393)
!1406 = distinct !DISubprogram(name: "sum16", scope: !2, file: !2, line: 20, type: !287, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1407)
!1407 = !{!1408, !1409, !1410}
!1408 = !DILocalVariable(name: "v", arg: 1, scope: !1406, file: !2, line: 20, type: !278)
!1409 = !DILocalVariable(name: "t", scope: !1406, file: !2, line: 20, type: !13)
!1410 = !DILocalVariable(name: "i", scope: !1411, file: !2, line: 20, type: !11)
!1411 = distinct !DILexicalBlock(scope: !1406, file: !2, line: 20, column: 82)
!1412 = !DILocation(line: 0, scope: !1406)
!1413 = !DILocation(line: 0, scope: !1411)
!1414 = !DILocation(line: 20, column: 82, scope: !1415)
!1415 = distinct !DILexicalBlock(scope: !1411, file: !2, line: 20, column: 82)
!1416 = !DILocation(line: 20, column: 82, scope: !1406)
!1417 = distinct !DISubprogram(name: "late16", scope: !2, file: !2, line: 20, type: !1418, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1420)
!1418 = !DISubroutineType(cc: DW_CC_nocall, types: !1419)
!1419 = !{!13, !684, !684, !684, !684, !684, !684, !278, !684, !278}
!1420 = !{!1421, !1422, !1423, !1424, !1425, !1426, !1427, !1428, !1429}
!1421 = !DILocalVariable(name: "a", arg: 1, scope: !1417, file: !2, line: 20, type: !684)
!1422 = !DILocalVariable(name: "b", arg: 2, scope: !1417, file: !2, line: 20, type: !684)
!1423 = !DILocalVariable(name: "c", arg: 3, scope: !1417, file: !2, line: 20, type: !684)
!1424 = !DILocalVariable(name: "d", arg: 4, scope: !1417, file: !2, line: 20, type: !684)
!1425 = !DILocalVariable(name: "e", arg: 5, scope: !1417, file: !2, line: 20, type: !684)
!1426 = !DILocalVariable(name: "f", arg: 6, scope: !1417, file: !2, line: 20, type: !684)
!1427 = !DILocalVariable(name: "v", arg: 7, scope: !1417, file: !2, line: 20, type: !278)
!1428 = !DILocalVariable(name: "g", arg: 8, scope: !1417, file: !2, line: 20, type: !684)
!1429 = !DILocalVariable(name: "w", arg: 9, scope: !1417, file: !2, line: 20, type: !278)
!1430 = !DILocation(line: 0, scope: !1417)
!1431 = !DILocation(line: 20, column: 82, scope: !1417)
!1432 = distinct !DISubprogram(name: "make17", scope: !2, file: !2, line: 20, type: !1433, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1435)
!1433 = !DISubroutineType(cc: DW_CC_nocall, types: !1434)
!1434 = !{!258, !11}
!1435 = !{!1436, !1437, !1438}
!1436 = !DILocalVariable(name: "seed", arg: 1, scope: !1432, file: !2, line: 20, type: !11)
!1437 = !DILocalVariable(name: "r", scope: !1432, file: !2, line: 20, type: !258)
!1438 = !DILocalVariable(name: "i", scope: !1439, file: !2, line: 20, type: !11)
!1439 = distinct !DILexicalBlock(scope: !1432, file: !2, line: 20, column: 88)
!1440 = !DILocation(line: 0, scope: !1432)
!1441 = !DILocation(line: 20, column: 88, scope: !1432)
!1442 = !DILocation(line: 0, scope: !1439)
!1443 = !DILocation(line: 20, column: 88, scope: !1444)
!1444 = distinct !DILexicalBlock(scope: !1439, file: !2, line: 20, column: 88)
!1445 = !{!452, !452, i64 0}
!1446 = distinct !DISubprogram(name: "bump17", scope: !2, file: !2, line: 20, type: !1447, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1449)
!1447 = !DISubroutineType(cc: DW_CC_nocall, types: !1448)
!1448 = !{!258, !258, !11}
!1449 = !{!1450, !1451, !1452}
!1450 = !DILocalVariable(name: "v", arg: 1, scope: !1446, file: !2, line: 20, type: !258)
!1451 = !DILocalVariable(name: "k", arg: 2, scope: !1446, file: !2, line: 20, type: !11)
!1452 = !DILocalVariable(name: "i", scope: !1453, file: !2, line: 20, type: !11)
!1453 = distinct !DILexicalBlock(scope: !1446, file: !2, line: 20, column: 88)
!1454 = !DILocation(line: 20, column: 88, scope: !1446)
!1455 = !DILocation(line: 0, scope: !1446)
!1456 = !DILocation(line: 0, scope: !1453)
!1457 = !DILocation(line: 20, column: 88, scope: !1458)
!1458 = distinct !DILexicalBlock(scope: !1453, file: !2, line: 20, column: 88)
!1459 = !{i64 0, i64 17, !1445}
!1460 = distinct !DISubprogram(name: "sum17", scope: !2, file: !2, line: 20, type: !267, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1461)
!1461 = !{!1462, !1463, !1464}
!1462 = !DILocalVariable(name: "v", arg: 1, scope: !1460, file: !2, line: 20, type: !258)
!1463 = !DILocalVariable(name: "t", scope: !1460, file: !2, line: 20, type: !13)
!1464 = !DILocalVariable(name: "i", scope: !1465, file: !2, line: 20, type: !11)
!1465 = distinct !DILexicalBlock(scope: !1460, file: !2, line: 20, column: 88)
!1466 = !DILocation(line: 20, column: 88, scope: !1460)
!1467 = !DILocation(line: 0, scope: !1460)
!1468 = !DILocation(line: 0, scope: !1465)
!1469 = !DILocation(line: 20, column: 88, scope: !1470)
!1470 = distinct !DILexicalBlock(scope: !1465, file: !2, line: 20, column: 88)
!1471 = distinct !DISubprogram(name: "late17", scope: !2, file: !2, line: 20, type: !1472, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1474)
!1472 = !DISubroutineType(cc: DW_CC_nocall, types: !1473)
!1473 = !{!13, !684, !684, !684, !684, !684, !684, !258, !684, !258}
!1474 = !{!1475, !1476, !1477, !1478, !1479, !1480, !1481, !1482, !1483}
!1475 = !DILocalVariable(name: "a", arg: 1, scope: !1471, file: !2, line: 20, type: !684)
!1476 = !DILocalVariable(name: "b", arg: 2, scope: !1471, file: !2, line: 20, type: !684)
!1477 = !DILocalVariable(name: "c", arg: 3, scope: !1471, file: !2, line: 20, type: !684)
!1478 = !DILocalVariable(name: "d", arg: 4, scope: !1471, file: !2, line: 20, type: !684)
!1479 = !DILocalVariable(name: "e", arg: 5, scope: !1471, file: !2, line: 20, type: !684)
!1480 = !DILocalVariable(name: "f", arg: 6, scope: !1471, file: !2, line: 20, type: !684)
!1481 = !DILocalVariable(name: "v", arg: 7, scope: !1471, file: !2, line: 20, type: !258)
!1482 = !DILocalVariable(name: "g", arg: 8, scope: !1471, file: !2, line: 20, type: !684)
!1483 = !DILocalVariable(name: "w", arg: 9, scope: !1471, file: !2, line: 20, type: !258)
!1484 = !DILocation(line: 0, scope: !1471)
!1485 = !DILocation(line: 20, column: 88, scope: !1471)
!1486 = distinct !DISubprogram(name: "make20", scope: !2, file: !2, line: 20, type: !1487, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1489)
!1487 = !DISubroutineType(cc: DW_CC_nocall, types: !1488)
!1488 = !{!238, !11}
!1489 = !{!1490, !1491, !1492}
!1490 = !DILocalVariable(name: "seed", arg: 1, scope: !1486, file: !2, line: 20, type: !11)
!1491 = !DILocalVariable(name: "r", scope: !1486, file: !2, line: 20, type: !238)
!1492 = !DILocalVariable(name: "i", scope: !1493, file: !2, line: 20, type: !11)
!1493 = distinct !DILexicalBlock(scope: !1486, file: !2, line: 20, column: 94)
!1494 = !DILocation(line: 0, scope: !1486)
!1495 = !DILocation(line: 20, column: 94, scope: !1486)
!1496 = !DILocation(line: 0, scope: !1493)
!1497 = !DILocation(line: 20, column: 94, scope: !1498)
!1498 = distinct !DILexicalBlock(scope: !1493, file: !2, line: 20, column: 94)
!1499 = distinct !DISubprogram(name: "bump20", scope: !2, file: !2, line: 20, type: !1500, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1502)
!1500 = !DISubroutineType(cc: DW_CC_nocall, types: !1501)
!1501 = !{!238, !238, !11}
!1502 = !{!1503, !1504, !1505}
!1503 = !DILocalVariable(name: "v", arg: 1, scope: !1499, file: !2, line: 20, type: !238)
!1504 = !DILocalVariable(name: "k", arg: 2, scope: !1499, file: !2, line: 20, type: !11)
!1505 = !DILocalVariable(name: "i", scope: !1506, file: !2, line: 20, type: !11)
!1506 = distinct !DILexicalBlock(scope: !1499, file: !2, line: 20, column: 94)
!1507 = !DILocation(line: 20, column: 94, scope: !1499)
!1508 = !DILocation(line: 0, scope: !1499)
!1509 = !DILocation(line: 0, scope: !1506)
!1510 = !DILocation(line: 20, column: 94, scope: !1511)
!1511 = distinct !DILexicalBlock(scope: !1506, file: !2, line: 20, column: 94)
!1512 = !{i64 0, i64 20, !1445}
!1513 = distinct !DISubprogram(name: "sum20", scope: !2, file: !2, line: 20, type: !247, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1514)
!1514 = !{!1515, !1516, !1517}
!1515 = !DILocalVariable(name: "v", arg: 1, scope: !1513, file: !2, line: 20, type: !238)
!1516 = !DILocalVariable(name: "t", scope: !1513, file: !2, line: 20, type: !13)
!1517 = !DILocalVariable(name: "i", scope: !1518, file: !2, line: 20, type: !11)
!1518 = distinct !DILexicalBlock(scope: !1513, file: !2, line: 20, column: 94)
!1519 = !DILocation(line: 20, column: 94, scope: !1513)
!1520 = !DILocation(line: 0, scope: !1513)
!1521 = !DILocation(line: 0, scope: !1518)
!1522 = !DILocation(line: 20, column: 94, scope: !1523)
!1523 = distinct !DILexicalBlock(scope: !1518, file: !2, line: 20, column: 94)
!1524 = distinct !DISubprogram(name: "late20", scope: !2, file: !2, line: 20, type: !1525, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1527)
!1525 = !DISubroutineType(cc: DW_CC_nocall, types: !1526)
!1526 = !{!13, !684, !684, !684, !684, !684, !684, !238, !684, !238}
!1527 = !{!1528, !1529, !1530, !1531, !1532, !1533, !1534, !1535, !1536}
!1528 = !DILocalVariable(name: "a", arg: 1, scope: !1524, file: !2, line: 20, type: !684)
!1529 = !DILocalVariable(name: "b", arg: 2, scope: !1524, file: !2, line: 20, type: !684)
!1530 = !DILocalVariable(name: "c", arg: 3, scope: !1524, file: !2, line: 20, type: !684)
!1531 = !DILocalVariable(name: "d", arg: 4, scope: !1524, file: !2, line: 20, type: !684)
!1532 = !DILocalVariable(name: "e", arg: 5, scope: !1524, file: !2, line: 20, type: !684)
!1533 = !DILocalVariable(name: "f", arg: 6, scope: !1524, file: !2, line: 20, type: !684)
!1534 = !DILocalVariable(name: "v", arg: 7, scope: !1524, file: !2, line: 20, type: !238)
!1535 = !DILocalVariable(name: "g", arg: 8, scope: !1524, file: !2, line: 20, type: !684)
!1536 = !DILocalVariable(name: "w", arg: 9, scope: !1524, file: !2, line: 20, type: !238)
!1537 = !DILocation(line: 0, scope: !1524)
!1538 = !DILocation(line: 20, column: 94, scope: !1524)
!1539 = distinct !DISubprogram(name: "make23", scope: !2, file: !2, line: 20, type: !1540, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1542)
!1540 = !DISubroutineType(cc: DW_CC_nocall, types: !1541)
!1541 = !{!218, !11}
!1542 = !{!1543, !1544, !1545}
!1543 = !DILocalVariable(name: "seed", arg: 1, scope: !1539, file: !2, line: 20, type: !11)
!1544 = !DILocalVariable(name: "r", scope: !1539, file: !2, line: 20, type: !218)
!1545 = !DILocalVariable(name: "i", scope: !1546, file: !2, line: 20, type: !11)
!1546 = distinct !DILexicalBlock(scope: !1539, file: !2, line: 20, column: 100)
!1547 = !DILocation(line: 0, scope: !1539)
!1548 = !DILocation(line: 20, column: 100, scope: !1539)
!1549 = !DILocation(line: 0, scope: !1546)
!1550 = !DILocation(line: 20, column: 100, scope: !1551)
!1551 = distinct !DILexicalBlock(scope: !1546, file: !2, line: 20, column: 100)
!1552 = distinct !DISubprogram(name: "bump23", scope: !2, file: !2, line: 20, type: !1553, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1555)
!1553 = !DISubroutineType(cc: DW_CC_nocall, types: !1554)
!1554 = !{!218, !218, !11}
!1555 = !{!1556, !1557, !1558}
!1556 = !DILocalVariable(name: "v", arg: 1, scope: !1552, file: !2, line: 20, type: !218)
!1557 = !DILocalVariable(name: "k", arg: 2, scope: !1552, file: !2, line: 20, type: !11)
!1558 = !DILocalVariable(name: "i", scope: !1559, file: !2, line: 20, type: !11)
!1559 = distinct !DILexicalBlock(scope: !1552, file: !2, line: 20, column: 100)
!1560 = !DILocation(line: 20, column: 100, scope: !1552)
!1561 = !DILocation(line: 0, scope: !1552)
!1562 = !DILocation(line: 0, scope: !1559)
!1563 = !DILocation(line: 20, column: 100, scope: !1564)
!1564 = distinct !DILexicalBlock(scope: !1559, file: !2, line: 20, column: 100)
!1565 = !{i64 0, i64 23, !1445}
!1566 = distinct !DISubprogram(name: "sum23", scope: !2, file: !2, line: 20, type: !227, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1567)
!1567 = !{!1568, !1569, !1570}
!1568 = !DILocalVariable(name: "v", arg: 1, scope: !1566, file: !2, line: 20, type: !218)
!1569 = !DILocalVariable(name: "t", scope: !1566, file: !2, line: 20, type: !13)
!1570 = !DILocalVariable(name: "i", scope: !1571, file: !2, line: 20, type: !11)
!1571 = distinct !DILexicalBlock(scope: !1566, file: !2, line: 20, column: 100)
!1572 = !DILocation(line: 20, column: 100, scope: !1566)
!1573 = !DILocation(line: 0, scope: !1566)
!1574 = !DILocation(line: 0, scope: !1571)
!1575 = !DILocation(line: 20, column: 100, scope: !1576)
!1576 = distinct !DILexicalBlock(scope: !1571, file: !2, line: 20, column: 100)
!1577 = distinct !DISubprogram(name: "late23", scope: !2, file: !2, line: 20, type: !1578, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1580)
!1578 = !DISubroutineType(cc: DW_CC_nocall, types: !1579)
!1579 = !{!13, !684, !684, !684, !684, !684, !684, !218, !684, !218}
!1580 = !{!1581, !1582, !1583, !1584, !1585, !1586, !1587, !1588, !1589}
!1581 = !DILocalVariable(name: "a", arg: 1, scope: !1577, file: !2, line: 20, type: !684)
!1582 = !DILocalVariable(name: "b", arg: 2, scope: !1577, file: !2, line: 20, type: !684)
!1583 = !DILocalVariable(name: "c", arg: 3, scope: !1577, file: !2, line: 20, type: !684)
!1584 = !DILocalVariable(name: "d", arg: 4, scope: !1577, file: !2, line: 20, type: !684)
!1585 = !DILocalVariable(name: "e", arg: 5, scope: !1577, file: !2, line: 20, type: !684)
!1586 = !DILocalVariable(name: "f", arg: 6, scope: !1577, file: !2, line: 20, type: !684)
!1587 = !DILocalVariable(name: "v", arg: 7, scope: !1577, file: !2, line: 20, type: !218)
!1588 = !DILocalVariable(name: "g", arg: 8, scope: !1577, file: !2, line: 20, type: !684)
!1589 = !DILocalVariable(name: "w", arg: 9, scope: !1577, file: !2, line: 20, type: !218)
!1590 = !DILocation(line: 0, scope: !1577)
!1591 = !DILocation(line: 20, column: 100, scope: !1577)
!1592 = distinct !DISubprogram(name: "make24", scope: !2, file: !2, line: 20, type: !1593, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1595)
!1593 = !DISubroutineType(cc: DW_CC_nocall, types: !1594)
!1594 = !{!198, !11}
!1595 = !{!1596, !1597, !1598}
!1596 = !DILocalVariable(name: "seed", arg: 1, scope: !1592, file: !2, line: 20, type: !11)
!1597 = !DILocalVariable(name: "r", scope: !1592, file: !2, line: 20, type: !198)
!1598 = !DILocalVariable(name: "i", scope: !1599, file: !2, line: 20, type: !11)
!1599 = distinct !DILexicalBlock(scope: !1592, file: !2, line: 20, column: 106)
!1600 = !DILocation(line: 0, scope: !1592)
!1601 = !DILocation(line: 20, column: 106, scope: !1592)
!1602 = !DILocation(line: 0, scope: !1599)
!1603 = !DILocation(line: 20, column: 106, scope: !1604)
!1604 = distinct !DILexicalBlock(scope: !1599, file: !2, line: 20, column: 106)
!1605 = distinct !DISubprogram(name: "bump24", scope: !2, file: !2, line: 20, type: !1606, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1608)
!1606 = !DISubroutineType(cc: DW_CC_nocall, types: !1607)
!1607 = !{!198, !198, !11}
!1608 = !{!1609, !1610, !1611}
!1609 = !DILocalVariable(name: "v", arg: 1, scope: !1605, file: !2, line: 20, type: !198)
!1610 = !DILocalVariable(name: "k", arg: 2, scope: !1605, file: !2, line: 20, type: !11)
!1611 = !DILocalVariable(name: "i", scope: !1612, file: !2, line: 20, type: !11)
!1612 = distinct !DILexicalBlock(scope: !1605, file: !2, line: 20, column: 106)
!1613 = !DILocation(line: 20, column: 106, scope: !1605)
!1614 = !DILocation(line: 0, scope: !1605)
!1615 = !DILocation(line: 0, scope: !1612)
!1616 = !DILocation(line: 20, column: 106, scope: !1617)
!1617 = distinct !DILexicalBlock(scope: !1612, file: !2, line: 20, column: 106)
!1618 = !{i64 0, i64 24, !1445}
!1619 = distinct !DISubprogram(name: "sum24", scope: !2, file: !2, line: 20, type: !207, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1620)
!1620 = !{!1621, !1622, !1623}
!1621 = !DILocalVariable(name: "v", arg: 1, scope: !1619, file: !2, line: 20, type: !198)
!1622 = !DILocalVariable(name: "t", scope: !1619, file: !2, line: 20, type: !13)
!1623 = !DILocalVariable(name: "i", scope: !1624, file: !2, line: 20, type: !11)
!1624 = distinct !DILexicalBlock(scope: !1619, file: !2, line: 20, column: 106)
!1625 = !DILocation(line: 20, column: 106, scope: !1619)
!1626 = !DILocation(line: 0, scope: !1619)
!1627 = !DILocation(line: 0, scope: !1624)
!1628 = !DILocation(line: 20, column: 106, scope: !1629)
!1629 = distinct !DILexicalBlock(scope: !1624, file: !2, line: 20, column: 106)
!1630 = distinct !DISubprogram(name: "late24", scope: !2, file: !2, line: 20, type: !1631, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1633)
!1631 = !DISubroutineType(cc: DW_CC_nocall, types: !1632)
!1632 = !{!13, !684, !684, !684, !684, !684, !684, !198, !684, !198}
!1633 = !{!1634, !1635, !1636, !1637, !1638, !1639, !1640, !1641, !1642}
!1634 = !DILocalVariable(name: "a", arg: 1, scope: !1630, file: !2, line: 20, type: !684)
!1635 = !DILocalVariable(name: "b", arg: 2, scope: !1630, file: !2, line: 20, type: !684)
!1636 = !DILocalVariable(name: "c", arg: 3, scope: !1630, file: !2, line: 20, type: !684)
!1637 = !DILocalVariable(name: "d", arg: 4, scope: !1630, file: !2, line: 20, type: !684)
!1638 = !DILocalVariable(name: "e", arg: 5, scope: !1630, file: !2, line: 20, type: !684)
!1639 = !DILocalVariable(name: "f", arg: 6, scope: !1630, file: !2, line: 20, type: !684)
!1640 = !DILocalVariable(name: "v", arg: 7, scope: !1630, file: !2, line: 20, type: !198)
!1641 = !DILocalVariable(name: "g", arg: 8, scope: !1630, file: !2, line: 20, type: !684)
!1642 = !DILocalVariable(name: "w", arg: 9, scope: !1630, file: !2, line: 20, type: !198)
!1643 = !DILocation(line: 0, scope: !1630)
!1644 = !DILocation(line: 20, column: 106, scope: !1630)
!1645 = distinct !DISubprogram(name: "make31", scope: !2, file: !2, line: 20, type: !1646, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1648)
!1646 = !DISubroutineType(cc: DW_CC_nocall, types: !1647)
!1647 = !{!178, !11}
!1648 = !{!1649, !1650, !1651}
!1649 = !DILocalVariable(name: "seed", arg: 1, scope: !1645, file: !2, line: 20, type: !11)
!1650 = !DILocalVariable(name: "r", scope: !1645, file: !2, line: 20, type: !178)
!1651 = !DILocalVariable(name: "i", scope: !1652, file: !2, line: 20, type: !11)
!1652 = distinct !DILexicalBlock(scope: !1645, file: !2, line: 20, column: 112)
!1653 = !DILocation(line: 0, scope: !1645)
!1654 = !DILocation(line: 20, column: 112, scope: !1645)
!1655 = !DILocation(line: 0, scope: !1652)
!1656 = !DILocation(line: 20, column: 112, scope: !1657)
!1657 = distinct !DILexicalBlock(scope: !1652, file: !2, line: 20, column: 112)
!1658 = distinct !DISubprogram(name: "bump31", scope: !2, file: !2, line: 20, type: !1659, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1661)
!1659 = !DISubroutineType(cc: DW_CC_nocall, types: !1660)
!1660 = !{!178, !178, !11}
!1661 = !{!1662, !1663, !1664}
!1662 = !DILocalVariable(name: "v", arg: 1, scope: !1658, file: !2, line: 20, type: !178)
!1663 = !DILocalVariable(name: "k", arg: 2, scope: !1658, file: !2, line: 20, type: !11)
!1664 = !DILocalVariable(name: "i", scope: !1665, file: !2, line: 20, type: !11)
!1665 = distinct !DILexicalBlock(scope: !1658, file: !2, line: 20, column: 112)
!1666 = !DILocation(line: 20, column: 112, scope: !1658)
!1667 = !DILocation(line: 0, scope: !1658)
!1668 = !DILocation(line: 0, scope: !1665)
!1669 = !DILocation(line: 20, column: 112, scope: !1670)
!1670 = distinct !DILexicalBlock(scope: !1665, file: !2, line: 20, column: 112)
!1671 = !{i64 0, i64 31, !1445}
!1672 = distinct !DISubprogram(name: "sum31", scope: !2, file: !2, line: 20, type: !187, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1673)
!1673 = !{!1674, !1675, !1676}
!1674 = !DILocalVariable(name: "v", arg: 1, scope: !1672, file: !2, line: 20, type: !178)
!1675 = !DILocalVariable(name: "t", scope: !1672, file: !2, line: 20, type: !13)
!1676 = !DILocalVariable(name: "i", scope: !1677, file: !2, line: 20, type: !11)
!1677 = distinct !DILexicalBlock(scope: !1672, file: !2, line: 20, column: 112)
!1678 = !DILocation(line: 20, column: 112, scope: !1672)
!1679 = !DILocation(line: 0, scope: !1672)
!1680 = !DILocation(line: 0, scope: !1677)
!1681 = !DILocation(line: 20, column: 112, scope: !1682)
!1682 = distinct !DILexicalBlock(scope: !1677, file: !2, line: 20, column: 112)
!1683 = distinct !DISubprogram(name: "late31", scope: !2, file: !2, line: 20, type: !1684, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1686)
!1684 = !DISubroutineType(cc: DW_CC_nocall, types: !1685)
!1685 = !{!13, !684, !684, !684, !684, !684, !684, !178, !684, !178}
!1686 = !{!1687, !1688, !1689, !1690, !1691, !1692, !1693, !1694, !1695}
!1687 = !DILocalVariable(name: "a", arg: 1, scope: !1683, file: !2, line: 20, type: !684)
!1688 = !DILocalVariable(name: "b", arg: 2, scope: !1683, file: !2, line: 20, type: !684)
!1689 = !DILocalVariable(name: "c", arg: 3, scope: !1683, file: !2, line: 20, type: !684)
!1690 = !DILocalVariable(name: "d", arg: 4, scope: !1683, file: !2, line: 20, type: !684)
!1691 = !DILocalVariable(name: "e", arg: 5, scope: !1683, file: !2, line: 20, type: !684)
!1692 = !DILocalVariable(name: "f", arg: 6, scope: !1683, file: !2, line: 20, type: !684)
!1693 = !DILocalVariable(name: "v", arg: 7, scope: !1683, file: !2, line: 20, type: !178)
!1694 = !DILocalVariable(name: "g", arg: 8, scope: !1683, file: !2, line: 20, type: !684)
!1695 = !DILocalVariable(name: "w", arg: 9, scope: !1683, file: !2, line: 20, type: !178)
!1696 = !DILocation(line: 0, scope: !1683)
!1697 = !DILocation(line: 20, column: 112, scope: !1683)
!1698 = distinct !DISubprogram(name: "make32", scope: !2, file: !2, line: 20, type: !1699, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1701)
!1699 = !DISubroutineType(cc: DW_CC_nocall, types: !1700)
!1700 = !{!158, !11}
!1701 = !{!1702, !1703, !1704}
!1702 = !DILocalVariable(name: "seed", arg: 1, scope: !1698, file: !2, line: 20, type: !11)
!1703 = !DILocalVariable(name: "r", scope: !1698, file: !2, line: 20, type: !158)
!1704 = !DILocalVariable(name: "i", scope: !1705, file: !2, line: 20, type: !11)
!1705 = distinct !DILexicalBlock(scope: !1698, file: !2, line: 20, column: 118)
!1706 = !DILocation(line: 0, scope: !1698)
!1707 = !DILocation(line: 20, column: 118, scope: !1698)
!1708 = !DILocation(line: 0, scope: !1705)
!1709 = !DILocation(line: 20, column: 118, scope: !1710)
!1710 = distinct !DILexicalBlock(scope: !1705, file: !2, line: 20, column: 118)
!1711 = distinct !DISubprogram(name: "bump32", scope: !2, file: !2, line: 20, type: !1712, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1714)
!1712 = !DISubroutineType(cc: DW_CC_nocall, types: !1713)
!1713 = !{!158, !158, !11}
!1714 = !{!1715, !1716, !1717}
!1715 = !DILocalVariable(name: "v", arg: 1, scope: !1711, file: !2, line: 20, type: !158)
!1716 = !DILocalVariable(name: "k", arg: 2, scope: !1711, file: !2, line: 20, type: !11)
!1717 = !DILocalVariable(name: "i", scope: !1718, file: !2, line: 20, type: !11)
!1718 = distinct !DILexicalBlock(scope: !1711, file: !2, line: 20, column: 118)
!1719 = !DILocation(line: 20, column: 118, scope: !1711)
!1720 = !DILocation(line: 0, scope: !1711)
!1721 = !DILocation(line: 0, scope: !1718)
!1722 = !DILocation(line: 20, column: 118, scope: !1723)
!1723 = distinct !DILexicalBlock(scope: !1718, file: !2, line: 20, column: 118)
!1724 = !{i64 0, i64 32, !1445}
!1725 = distinct !DISubprogram(name: "sum32", scope: !2, file: !2, line: 20, type: !167, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1726)
!1726 = !{!1727, !1728, !1729}
!1727 = !DILocalVariable(name: "v", arg: 1, scope: !1725, file: !2, line: 20, type: !158)
!1728 = !DILocalVariable(name: "t", scope: !1725, file: !2, line: 20, type: !13)
!1729 = !DILocalVariable(name: "i", scope: !1730, file: !2, line: 20, type: !11)
!1730 = distinct !DILexicalBlock(scope: !1725, file: !2, line: 20, column: 118)
!1731 = !DILocation(line: 20, column: 118, scope: !1725)
!1732 = !DILocation(line: 0, scope: !1725)
!1733 = !DILocation(line: 0, scope: !1730)
!1734 = !DILocation(line: 20, column: 118, scope: !1735)
!1735 = distinct !DILexicalBlock(scope: !1730, file: !2, line: 20, column: 118)
!1736 = distinct !DISubprogram(name: "late32", scope: !2, file: !2, line: 20, type: !1737, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1739)
!1737 = !DISubroutineType(cc: DW_CC_nocall, types: !1738)
!1738 = !{!13, !684, !684, !684, !684, !684, !684, !158, !684, !158}
!1739 = !{!1740, !1741, !1742, !1743, !1744, !1745, !1746, !1747, !1748}
!1740 = !DILocalVariable(name: "a", arg: 1, scope: !1736, file: !2, line: 20, type: !684)
!1741 = !DILocalVariable(name: "b", arg: 2, scope: !1736, file: !2, line: 20, type: !684)
!1742 = !DILocalVariable(name: "c", arg: 3, scope: !1736, file: !2, line: 20, type: !684)
!1743 = !DILocalVariable(name: "d", arg: 4, scope: !1736, file: !2, line: 20, type: !684)
!1744 = !DILocalVariable(name: "e", arg: 5, scope: !1736, file: !2, line: 20, type: !684)
!1745 = !DILocalVariable(name: "f", arg: 6, scope: !1736, file: !2, line: 20, type: !684)
!1746 = !DILocalVariable(name: "v", arg: 7, scope: !1736, file: !2, line: 20, type: !158)
!1747 = !DILocalVariable(name: "g", arg: 8, scope: !1736, file: !2, line: 20, type: !684)
!1748 = !DILocalVariable(name: "w", arg: 9, scope: !1736, file: !2, line: 20, type: !158)
!1749 = !DILocation(line: 0, scope: !1736)
!1750 = !DILocation(line: 20, column: 118, scope: !1736)
!1751 = distinct !DISubprogram(name: "make33", scope: !2, file: !2, line: 20, type: !1752, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1754)
!1752 = !DISubroutineType(cc: DW_CC_nocall, types: !1753)
!1753 = !{!138, !11}
!1754 = !{!1755, !1756, !1757}
!1755 = !DILocalVariable(name: "seed", arg: 1, scope: !1751, file: !2, line: 20, type: !11)
!1756 = !DILocalVariable(name: "r", scope: !1751, file: !2, line: 20, type: !138)
!1757 = !DILocalVariable(name: "i", scope: !1758, file: !2, line: 20, type: !11)
!1758 = distinct !DILexicalBlock(scope: !1751, file: !2, line: 20, column: 124)
!1759 = !DILocation(line: 0, scope: !1751)
!1760 = !DILocation(line: 20, column: 124, scope: !1751)
!1761 = !DILocation(line: 0, scope: !1758)
!1762 = !DILocation(line: 20, column: 124, scope: !1763)
!1763 = distinct !DILexicalBlock(scope: !1758, file: !2, line: 20, column: 124)
!1764 = distinct !DISubprogram(name: "bump33", scope: !2, file: !2, line: 20, type: !1765, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1767)
!1765 = !DISubroutineType(cc: DW_CC_nocall, types: !1766)
!1766 = !{!138, !138, !11}
!1767 = !{!1768, !1769, !1770}
!1768 = !DILocalVariable(name: "v", arg: 1, scope: !1764, file: !2, line: 20, type: !138)
!1769 = !DILocalVariable(name: "k", arg: 2, scope: !1764, file: !2, line: 20, type: !11)
!1770 = !DILocalVariable(name: "i", scope: !1771, file: !2, line: 20, type: !11)
!1771 = distinct !DILexicalBlock(scope: !1764, file: !2, line: 20, column: 124)
!1772 = !DILocation(line: 20, column: 124, scope: !1764)
!1773 = !DILocation(line: 0, scope: !1764)
!1774 = !DILocation(line: 0, scope: !1771)
!1775 = !DILocation(line: 20, column: 124, scope: !1776)
!1776 = distinct !DILexicalBlock(scope: !1771, file: !2, line: 20, column: 124)
!1777 = !{i64 0, i64 33, !1445}
!1778 = distinct !DISubprogram(name: "sum33", scope: !2, file: !2, line: 20, type: !147, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1779)
!1779 = !{!1780, !1781, !1782}
!1780 = !DILocalVariable(name: "v", arg: 1, scope: !1778, file: !2, line: 20, type: !138)
!1781 = !DILocalVariable(name: "t", scope: !1778, file: !2, line: 20, type: !13)
!1782 = !DILocalVariable(name: "i", scope: !1783, file: !2, line: 20, type: !11)
!1783 = distinct !DILexicalBlock(scope: !1778, file: !2, line: 20, column: 124)
!1784 = !DILocation(line: 20, column: 124, scope: !1778)
!1785 = !DILocation(line: 0, scope: !1778)
!1786 = !DILocation(line: 0, scope: !1783)
!1787 = !DILocation(line: 20, column: 124, scope: !1788)
!1788 = distinct !DILexicalBlock(scope: !1783, file: !2, line: 20, column: 124)
!1789 = distinct !DISubprogram(name: "late33", scope: !2, file: !2, line: 20, type: !1790, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1792)
!1790 = !DISubroutineType(cc: DW_CC_nocall, types: !1791)
!1791 = !{!13, !684, !684, !684, !684, !684, !684, !138, !684, !138}
!1792 = !{!1793, !1794, !1795, !1796, !1797, !1798, !1799, !1800, !1801}
!1793 = !DILocalVariable(name: "a", arg: 1, scope: !1789, file: !2, line: 20, type: !684)
!1794 = !DILocalVariable(name: "b", arg: 2, scope: !1789, file: !2, line: 20, type: !684)
!1795 = !DILocalVariable(name: "c", arg: 3, scope: !1789, file: !2, line: 20, type: !684)
!1796 = !DILocalVariable(name: "d", arg: 4, scope: !1789, file: !2, line: 20, type: !684)
!1797 = !DILocalVariable(name: "e", arg: 5, scope: !1789, file: !2, line: 20, type: !684)
!1798 = !DILocalVariable(name: "f", arg: 6, scope: !1789, file: !2, line: 20, type: !684)
!1799 = !DILocalVariable(name: "v", arg: 7, scope: !1789, file: !2, line: 20, type: !138)
!1800 = !DILocalVariable(name: "g", arg: 8, scope: !1789, file: !2, line: 20, type: !684)
!1801 = !DILocalVariable(name: "w", arg: 9, scope: !1789, file: !2, line: 20, type: !138)
!1802 = !DILocation(line: 0, scope: !1789)
!1803 = !DILocation(line: 20, column: 124, scope: !1789)
!1804 = distinct !DISubprogram(name: "make40", scope: !2, file: !2, line: 20, type: !1805, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1807)
!1805 = !DISubroutineType(cc: DW_CC_nocall, types: !1806)
!1806 = !{!118, !11}
!1807 = !{!1808, !1809, !1810}
!1808 = !DILocalVariable(name: "seed", arg: 1, scope: !1804, file: !2, line: 20, type: !11)
!1809 = !DILocalVariable(name: "r", scope: !1804, file: !2, line: 20, type: !118)
!1810 = !DILocalVariable(name: "i", scope: !1811, file: !2, line: 20, type: !11)
!1811 = distinct !DILexicalBlock(scope: !1804, file: !2, line: 20, column: 130)
!1812 = !DILocation(line: 0, scope: !1804)
!1813 = !DILocation(line: 20, column: 130, scope: !1804)
!1814 = !DILocation(line: 0, scope: !1811)
!1815 = !DILocation(line: 20, column: 130, scope: !1816)
!1816 = distinct !DILexicalBlock(scope: !1811, file: !2, line: 20, column: 130)
!1817 = distinct !DISubprogram(name: "bump40", scope: !2, file: !2, line: 20, type: !1818, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1820)
!1818 = !DISubroutineType(cc: DW_CC_nocall, types: !1819)
!1819 = !{!118, !118, !11}
!1820 = !{!1821, !1822, !1823}
!1821 = !DILocalVariable(name: "v", arg: 1, scope: !1817, file: !2, line: 20, type: !118)
!1822 = !DILocalVariable(name: "k", arg: 2, scope: !1817, file: !2, line: 20, type: !11)
!1823 = !DILocalVariable(name: "i", scope: !1824, file: !2, line: 20, type: !11)
!1824 = distinct !DILexicalBlock(scope: !1817, file: !2, line: 20, column: 130)
!1825 = !DILocation(line: 20, column: 130, scope: !1817)
!1826 = !DILocation(line: 0, scope: !1817)
!1827 = !DILocation(line: 0, scope: !1824)
!1828 = !DILocation(line: 20, column: 130, scope: !1829)
!1829 = distinct !DILexicalBlock(scope: !1824, file: !2, line: 20, column: 130)
!1830 = !{i64 0, i64 40, !1445}
!1831 = distinct !DISubprogram(name: "sum40", scope: !2, file: !2, line: 20, type: !127, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1832)
!1832 = !{!1833, !1834, !1835}
!1833 = !DILocalVariable(name: "v", arg: 1, scope: !1831, file: !2, line: 20, type: !118)
!1834 = !DILocalVariable(name: "t", scope: !1831, file: !2, line: 20, type: !13)
!1835 = !DILocalVariable(name: "i", scope: !1836, file: !2, line: 20, type: !11)
!1836 = distinct !DILexicalBlock(scope: !1831, file: !2, line: 20, column: 130)
!1837 = !DILocation(line: 20, column: 130, scope: !1831)
!1838 = !DILocation(line: 0, scope: !1831)
!1839 = !DILocation(line: 0, scope: !1836)
!1840 = !DILocation(line: 20, column: 130, scope: !1836)
!1841 = !DILocation(line: 20, column: 130, scope: !1842)
!1842 = distinct !DILexicalBlock(scope: !1836, file: !2, line: 20, column: 130)
!1843 = distinct !{!1843, !1840, !1840, !1844}
!1844 = !{!"llvm.loop.mustprogress"}
!1845 = distinct !DISubprogram(name: "late40", scope: !2, file: !2, line: 20, type: !1846, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1848)
!1846 = !DISubroutineType(cc: DW_CC_nocall, types: !1847)
!1847 = !{!13, !684, !684, !684, !684, !684, !684, !118, !684, !118}
!1848 = !{!1849, !1850, !1851, !1852, !1853, !1854, !1855, !1856, !1857}
!1849 = !DILocalVariable(name: "a", arg: 1, scope: !1845, file: !2, line: 20, type: !684)
!1850 = !DILocalVariable(name: "b", arg: 2, scope: !1845, file: !2, line: 20, type: !684)
!1851 = !DILocalVariable(name: "c", arg: 3, scope: !1845, file: !2, line: 20, type: !684)
!1852 = !DILocalVariable(name: "d", arg: 4, scope: !1845, file: !2, line: 20, type: !684)
!1853 = !DILocalVariable(name: "e", arg: 5, scope: !1845, file: !2, line: 20, type: !684)
!1854 = !DILocalVariable(name: "f", arg: 6, scope: !1845, file: !2, line: 20, type: !684)
!1855 = !DILocalVariable(name: "v", arg: 7, scope: !1845, file: !2, line: 20, type: !118)
!1856 = !DILocalVariable(name: "g", arg: 8, scope: !1845, file: !2, line: 20, type: !684)
!1857 = !DILocalVariable(name: "w", arg: 9, scope: !1845, file: !2, line: 20, type: !118)
!1858 = !DILocation(line: 0, scope: !1845)
!1859 = !DILocation(line: 20, column: 130, scope: !1845)
!1860 = distinct !DISubprogram(name: "make48", scope: !2, file: !2, line: 20, type: !1861, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1863)
!1861 = !DISubroutineType(cc: DW_CC_nocall, types: !1862)
!1862 = !{!98, !11}
!1863 = !{!1864, !1865, !1866}
!1864 = !DILocalVariable(name: "seed", arg: 1, scope: !1860, file: !2, line: 20, type: !11)
!1865 = !DILocalVariable(name: "r", scope: !1860, file: !2, line: 20, type: !98)
!1866 = !DILocalVariable(name: "i", scope: !1867, file: !2, line: 20, type: !11)
!1867 = distinct !DILexicalBlock(scope: !1860, file: !2, line: 20, column: 136)
!1868 = !DILocation(line: 0, scope: !1860)
!1869 = !DILocation(line: 20, column: 136, scope: !1860)
!1870 = !DILocation(line: 0, scope: !1867)
!1871 = !DILocation(line: 20, column: 136, scope: !1872)
!1872 = distinct !DILexicalBlock(scope: !1867, file: !2, line: 20, column: 136)
!1873 = distinct !DISubprogram(name: "bump48", scope: !2, file: !2, line: 20, type: !1874, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1876)
!1874 = !DISubroutineType(cc: DW_CC_nocall, types: !1875)
!1875 = !{!98, !98, !11}
!1876 = !{!1877, !1878, !1879}
!1877 = !DILocalVariable(name: "v", arg: 1, scope: !1873, file: !2, line: 20, type: !98)
!1878 = !DILocalVariable(name: "k", arg: 2, scope: !1873, file: !2, line: 20, type: !11)
!1879 = !DILocalVariable(name: "i", scope: !1880, file: !2, line: 20, type: !11)
!1880 = distinct !DILexicalBlock(scope: !1873, file: !2, line: 20, column: 136)
!1881 = !DILocation(line: 20, column: 136, scope: !1873)
!1882 = !DILocation(line: 0, scope: !1873)
!1883 = !DILocation(line: 0, scope: !1880)
!1884 = !DILocation(line: 20, column: 136, scope: !1885)
!1885 = distinct !DILexicalBlock(scope: !1880, file: !2, line: 20, column: 136)
!1886 = !{i64 0, i64 48, !1445}
!1887 = distinct !DISubprogram(name: "sum48", scope: !2, file: !2, line: 20, type: !107, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1888)
!1888 = !{!1889, !1890, !1891}
!1889 = !DILocalVariable(name: "v", arg: 1, scope: !1887, file: !2, line: 20, type: !98)
!1890 = !DILocalVariable(name: "t", scope: !1887, file: !2, line: 20, type: !13)
!1891 = !DILocalVariable(name: "i", scope: !1892, file: !2, line: 20, type: !11)
!1892 = distinct !DILexicalBlock(scope: !1887, file: !2, line: 20, column: 136)
!1893 = !DILocation(line: 20, column: 136, scope: !1887)
!1894 = !DILocation(line: 0, scope: !1887)
!1895 = !DILocation(line: 0, scope: !1892)
!1896 = !DILocation(line: 20, column: 136, scope: !1892)
!1897 = !DILocation(line: 20, column: 136, scope: !1898)
!1898 = distinct !DILexicalBlock(scope: !1892, file: !2, line: 20, column: 136)
!1899 = distinct !{!1899, !1896, !1896, !1844}
!1900 = distinct !DISubprogram(name: "late48", scope: !2, file: !2, line: 20, type: !1901, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1903)
!1901 = !DISubroutineType(cc: DW_CC_nocall, types: !1902)
!1902 = !{!13, !684, !684, !684, !684, !684, !684, !98, !684, !98}
!1903 = !{!1904, !1905, !1906, !1907, !1908, !1909, !1910, !1911, !1912}
!1904 = !DILocalVariable(name: "a", arg: 1, scope: !1900, file: !2, line: 20, type: !684)
!1905 = !DILocalVariable(name: "b", arg: 2, scope: !1900, file: !2, line: 20, type: !684)
!1906 = !DILocalVariable(name: "c", arg: 3, scope: !1900, file: !2, line: 20, type: !684)
!1907 = !DILocalVariable(name: "d", arg: 4, scope: !1900, file: !2, line: 20, type: !684)
!1908 = !DILocalVariable(name: "e", arg: 5, scope: !1900, file: !2, line: 20, type: !684)
!1909 = !DILocalVariable(name: "f", arg: 6, scope: !1900, file: !2, line: 20, type: !684)
!1910 = !DILocalVariable(name: "v", arg: 7, scope: !1900, file: !2, line: 20, type: !98)
!1911 = !DILocalVariable(name: "g", arg: 8, scope: !1900, file: !2, line: 20, type: !684)
!1912 = !DILocalVariable(name: "w", arg: 9, scope: !1900, file: !2, line: 20, type: !98)
!1913 = !DILocation(line: 0, scope: !1900)
!1914 = !DILocation(line: 20, column: 136, scope: !1900)
!1915 = distinct !DISubprogram(name: "make63", scope: !2, file: !2, line: 20, type: !1916, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1918)
!1916 = !DISubroutineType(cc: DW_CC_nocall, types: !1917)
!1917 = !{!78, !11}
!1918 = !{!1919, !1920, !1921}
!1919 = !DILocalVariable(name: "seed", arg: 1, scope: !1915, file: !2, line: 20, type: !11)
!1920 = !DILocalVariable(name: "r", scope: !1915, file: !2, line: 20, type: !78)
!1921 = !DILocalVariable(name: "i", scope: !1922, file: !2, line: 20, type: !11)
!1922 = distinct !DILexicalBlock(scope: !1915, file: !2, line: 20, column: 142)
!1923 = !DILocation(line: 0, scope: !1915)
!1924 = !DILocation(line: 20, column: 142, scope: !1915)
!1925 = !DILocation(line: 0, scope: !1922)
!1926 = !DILocation(line: 20, column: 142, scope: !1927)
!1927 = distinct !DILexicalBlock(scope: !1922, file: !2, line: 20, column: 142)
!1928 = distinct !DISubprogram(name: "bump63", scope: !2, file: !2, line: 20, type: !1929, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1931)
!1929 = !DISubroutineType(cc: DW_CC_nocall, types: !1930)
!1930 = !{!78, !78, !11}
!1931 = !{!1932, !1933, !1934}
!1932 = !DILocalVariable(name: "v", arg: 1, scope: !1928, file: !2, line: 20, type: !78)
!1933 = !DILocalVariable(name: "k", arg: 2, scope: !1928, file: !2, line: 20, type: !11)
!1934 = !DILocalVariable(name: "i", scope: !1935, file: !2, line: 20, type: !11)
!1935 = distinct !DILexicalBlock(scope: !1928, file: !2, line: 20, column: 142)
!1936 = !DILocation(line: 20, column: 142, scope: !1928)
!1937 = !DILocation(line: 0, scope: !1928)
!1938 = !DILocation(line: 0, scope: !1935)
!1939 = !DILocation(line: 20, column: 142, scope: !1940)
!1940 = distinct !DILexicalBlock(scope: !1935, file: !2, line: 20, column: 142)
!1941 = !{i64 0, i64 63, !1445}
!1942 = distinct !DISubprogram(name: "sum63", scope: !2, file: !2, line: 20, type: !87, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1943)
!1943 = !{!1944, !1945, !1946}
!1944 = !DILocalVariable(name: "v", arg: 1, scope: !1942, file: !2, line: 20, type: !78)
!1945 = !DILocalVariable(name: "t", scope: !1942, file: !2, line: 20, type: !13)
!1946 = !DILocalVariable(name: "i", scope: !1947, file: !2, line: 20, type: !11)
!1947 = distinct !DILexicalBlock(scope: !1942, file: !2, line: 20, column: 142)
!1948 = !DILocation(line: 20, column: 142, scope: !1942)
!1949 = !DILocation(line: 0, scope: !1942)
!1950 = !DILocation(line: 0, scope: !1947)
!1951 = !DILocation(line: 20, column: 142, scope: !1947)
!1952 = !DILocation(line: 20, column: 142, scope: !1953)
!1953 = distinct !DILexicalBlock(scope: !1947, file: !2, line: 20, column: 142)
!1954 = distinct !{!1954, !1951, !1951, !1844}
!1955 = distinct !DISubprogram(name: "late63", scope: !2, file: !2, line: 20, type: !1956, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1958)
!1956 = !DISubroutineType(cc: DW_CC_nocall, types: !1957)
!1957 = !{!13, !684, !684, !684, !684, !684, !684, !78, !684, !78}
!1958 = !{!1959, !1960, !1961, !1962, !1963, !1964, !1965, !1966, !1967}
!1959 = !DILocalVariable(name: "a", arg: 1, scope: !1955, file: !2, line: 20, type: !684)
!1960 = !DILocalVariable(name: "b", arg: 2, scope: !1955, file: !2, line: 20, type: !684)
!1961 = !DILocalVariable(name: "c", arg: 3, scope: !1955, file: !2, line: 20, type: !684)
!1962 = !DILocalVariable(name: "d", arg: 4, scope: !1955, file: !2, line: 20, type: !684)
!1963 = !DILocalVariable(name: "e", arg: 5, scope: !1955, file: !2, line: 20, type: !684)
!1964 = !DILocalVariable(name: "f", arg: 6, scope: !1955, file: !2, line: 20, type: !684)
!1965 = !DILocalVariable(name: "v", arg: 7, scope: !1955, file: !2, line: 20, type: !78)
!1966 = !DILocalVariable(name: "g", arg: 8, scope: !1955, file: !2, line: 20, type: !684)
!1967 = !DILocalVariable(name: "w", arg: 9, scope: !1955, file: !2, line: 20, type: !78)
!1968 = !DILocation(line: 0, scope: !1955)
!1969 = !DILocation(line: 20, column: 142, scope: !1955)
!1970 = distinct !DISubprogram(name: "make64", scope: !2, file: !2, line: 20, type: !1971, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1973)
!1971 = !DISubroutineType(cc: DW_CC_nocall, types: !1972)
!1972 = !{!58, !11}
!1973 = !{!1974, !1975, !1976}
!1974 = !DILocalVariable(name: "seed", arg: 1, scope: !1970, file: !2, line: 20, type: !11)
!1975 = !DILocalVariable(name: "r", scope: !1970, file: !2, line: 20, type: !58)
!1976 = !DILocalVariable(name: "i", scope: !1977, file: !2, line: 20, type: !11)
!1977 = distinct !DILexicalBlock(scope: !1970, file: !2, line: 20, column: 148)
!1978 = !DILocation(line: 0, scope: !1970)
!1979 = !DILocation(line: 20, column: 148, scope: !1970)
!1980 = !DILocation(line: 0, scope: !1977)
!1981 = !DILocation(line: 20, column: 148, scope: !1982)
!1982 = distinct !DILexicalBlock(scope: !1977, file: !2, line: 20, column: 148)
!1983 = distinct !DISubprogram(name: "bump64", scope: !2, file: !2, line: 20, type: !1984, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1986)
!1984 = !DISubroutineType(cc: DW_CC_nocall, types: !1985)
!1985 = !{!58, !58, !11}
!1986 = !{!1987, !1988, !1989}
!1987 = !DILocalVariable(name: "v", arg: 1, scope: !1983, file: !2, line: 20, type: !58)
!1988 = !DILocalVariable(name: "k", arg: 2, scope: !1983, file: !2, line: 20, type: !11)
!1989 = !DILocalVariable(name: "i", scope: !1990, file: !2, line: 20, type: !11)
!1990 = distinct !DILexicalBlock(scope: !1983, file: !2, line: 20, column: 148)
!1991 = !DILocation(line: 20, column: 148, scope: !1983)
!1992 = !DILocation(line: 0, scope: !1983)
!1993 = !DILocation(line: 0, scope: !1990)
!1994 = !DILocation(line: 20, column: 148, scope: !1995)
!1995 = distinct !DILexicalBlock(scope: !1990, file: !2, line: 20, column: 148)
!1996 = !{i64 0, i64 64, !1445}
!1997 = distinct !DISubprogram(name: "sum64", scope: !2, file: !2, line: 20, type: !67, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1998)
!1998 = !{!1999, !2000, !2001}
!1999 = !DILocalVariable(name: "v", arg: 1, scope: !1997, file: !2, line: 20, type: !58)
!2000 = !DILocalVariable(name: "t", scope: !1997, file: !2, line: 20, type: !13)
!2001 = !DILocalVariable(name: "i", scope: !2002, file: !2, line: 20, type: !11)
!2002 = distinct !DILexicalBlock(scope: !1997, file: !2, line: 20, column: 148)
!2003 = !DILocation(line: 20, column: 148, scope: !1997)
!2004 = !DILocation(line: 0, scope: !1997)
!2005 = !DILocation(line: 0, scope: !2002)
!2006 = !DILocation(line: 20, column: 148, scope: !2002)
!2007 = !DILocation(line: 20, column: 148, scope: !2008)
!2008 = distinct !DILexicalBlock(scope: !2002, file: !2, line: 20, column: 148)
!2009 = distinct !{!2009, !2006, !2006, !1844}
!2010 = distinct !DISubprogram(name: "late64", scope: !2, file: !2, line: 20, type: !2011, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !2013)
!2011 = !DISubroutineType(cc: DW_CC_nocall, types: !2012)
!2012 = !{!13, !684, !684, !684, !684, !684, !684, !58, !684, !58}
!2013 = !{!2014, !2015, !2016, !2017, !2018, !2019, !2020, !2021, !2022}
!2014 = !DILocalVariable(name: "a", arg: 1, scope: !2010, file: !2, line: 20, type: !684)
!2015 = !DILocalVariable(name: "b", arg: 2, scope: !2010, file: !2, line: 20, type: !684)
!2016 = !DILocalVariable(name: "c", arg: 3, scope: !2010, file: !2, line: 20, type: !684)
!2017 = !DILocalVariable(name: "d", arg: 4, scope: !2010, file: !2, line: 20, type: !684)
!2018 = !DILocalVariable(name: "e", arg: 5, scope: !2010, file: !2, line: 20, type: !684)
!2019 = !DILocalVariable(name: "f", arg: 6, scope: !2010, file: !2, line: 20, type: !684)
!2020 = !DILocalVariable(name: "v", arg: 7, scope: !2010, file: !2, line: 20, type: !58)
!2021 = !DILocalVariable(name: "g", arg: 8, scope: !2010, file: !2, line: 20, type: !684)
!2022 = !DILocalVariable(name: "w", arg: 9, scope: !2010, file: !2, line: 20, type: !58)
!2023 = !DILocation(line: 0, scope: !2010)
!2024 = !DILocation(line: 20, column: 148, scope: !2010)
!2025 = distinct !DISubprogram(name: "make100", scope: !2, file: !2, line: 20, type: !2026, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !2028)
!2026 = !DISubroutineType(cc: DW_CC_nocall, types: !2027)
!2027 = !{!38, !11}
!2028 = !{!2029, !2030, !2031}
!2029 = !DILocalVariable(name: "seed", arg: 1, scope: !2025, file: !2, line: 20, type: !11)
!2030 = !DILocalVariable(name: "r", scope: !2025, file: !2, line: 20, type: !38)
!2031 = !DILocalVariable(name: "i", scope: !2032, file: !2, line: 20, type: !11)
!2032 = distinct !DILexicalBlock(scope: !2025, file: !2, line: 20, column: 154)
!2033 = !DILocation(line: 0, scope: !2025)
!2034 = !DILocation(line: 20, column: 154, scope: !2025)
!2035 = !DILocation(line: 0, scope: !2032)
!2036 = !DILocation(line: 20, column: 154, scope: !2037)
!2037 = distinct !DILexicalBlock(scope: !2032, file: !2, line: 20, column: 154)
!2038 = distinct !DISubprogram(name: "bump100", scope: !2, file: !2, line: 20, type: !2039, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !2041)
!2039 = !DISubroutineType(cc: DW_CC_nocall, types: !2040)
!2040 = !{!38, !38, !11}
!2041 = !{!2042, !2043, !2044}
!2042 = !DILocalVariable(name: "v", arg: 1, scope: !2038, file: !2, line: 20, type: !38)
!2043 = !DILocalVariable(name: "k", arg: 2, scope: !2038, file: !2, line: 20, type: !11)
!2044 = !DILocalVariable(name: "i", scope: !2045, file: !2, line: 20, type: !11)
!2045 = distinct !DILexicalBlock(scope: !2038, file: !2, line: 20, column: 154)
!2046 = !DILocation(line: 20, column: 154, scope: !2038)
!2047 = !DILocation(line: 0, scope: !2038)
!2048 = !DILocation(line: 0, scope: !2045)
!2049 = !DILocation(line: 20, column: 154, scope: !2050)
!2050 = distinct !DILexicalBlock(scope: !2045, file: !2, line: 20, column: 154)
!2051 = !{i64 0, i64 100, !1445}
!2052 = distinct !DISubprogram(name: "sum100", scope: !2, file: !2, line: 20, type: !47, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !2053)
!2053 = !{!2054, !2055, !2056}
!2054 = !DILocalVariable(name: "v", arg: 1, scope: !2052, file: !2, line: 20, type: !38)
!2055 = !DILocalVariable(name: "t", scope: !2052, file: !2, line: 20, type: !13)
!2056 = !DILocalVariable(name: "i", scope: !2057, file: !2, line: 20, type: !11)
!2057 = distinct !DILexicalBlock(scope: !2052, file: !2, line: 20, column: 154)
!2058 = !DILocation(line: 20, column: 154, scope: !2052)
!2059 = !DILocation(line: 0, scope: !2052)
!2060 = !DILocation(line: 0, scope: !2057)
!2061 = !DILocation(line: 20, column: 154, scope: !2057)
!2062 = !DILocation(line: 20, column: 154, scope: !2063)
!2063 = distinct !DILexicalBlock(scope: !2057, file: !2, line: 20, column: 154)
!2064 = distinct !{!2064, !2061, !2061, !1844}
!2065 = distinct !DISubprogram(name: "late100", scope: !2, file: !2, line: 20, type: !2066, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !2068)
!2066 = !DISubroutineType(cc: DW_CC_nocall, types: !2067)
!2067 = !{!13, !684, !684, !684, !684, !684, !684, !38, !684, !38}
!2068 = !{!2069, !2070, !2071, !2072, !2073, !2074, !2075, !2076, !2077}
!2069 = !DILocalVariable(name: "a", arg: 1, scope: !2065, file: !2, line: 20, type: !684)
!2070 = !DILocalVariable(name: "b", arg: 2, scope: !2065, file: !2, line: 20, type: !684)
!2071 = !DILocalVariable(name: "c", arg: 3, scope: !2065, file: !2, line: 20, type: !684)
!2072 = !DILocalVariable(name: "d", arg: 4, scope: !2065, file: !2, line: 20, type: !684)
!2073 = !DILocalVariable(name: "e", arg: 5, scope: !2065, file: !2, line: 20, type: !684)
!2074 = !DILocalVariable(name: "f", arg: 6, scope: !2065, file: !2, line: 20, type: !684)
!2075 = !DILocalVariable(name: "v", arg: 7, scope: !2065, file: !2, line: 20, type: !38)
!2076 = !DILocalVariable(name: "g", arg: 8, scope: !2065, file: !2, line: 20, type: !684)
!2077 = !DILocalVariable(name: "w", arg: 9, scope: !2065, file: !2, line: 20, type: !38)
!2078 = !DILocation(line: 0, scope: !2065)
!2079 = !DILocation(line: 20, column: 154, scope: !2065)
