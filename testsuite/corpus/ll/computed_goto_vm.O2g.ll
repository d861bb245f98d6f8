; ModuleID = 'programs/computed_goto_vm.c'
source_filename = "programs/computed_goto_vm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"goto:   \00", align 1, !dbg !0
@code = internal unnamed_addr global [256 x i64] zeroinitializer, align 16, !dbg !7
@.str.2 = private unnamed_addr constant [9 x i8] c"switch: \00", align 1, !dbg !58
@.str.3 = private unnamed_addr constant [41 x i8] c"primes=%ld/%ld steps=%ld/%ld (%d words)\0A\00", align 1, !dbg !60
@ncode = internal unnamed_addr global i32 0, align 4, !dbg !75
@.str.4 = private unnamed_addr constant [22 x i8] c"collatz(%ld)=%ld/%ld \00", align 1, !dbg !65
@.str.5 = private unnamed_addr constant [28 x i8] c"\0Aclassify: %d %d %d bad=%d\0A\00", align 1, !dbg !70
@run_goto.tbl = internal unnamed_addr constant [13 x ptr] [ptr blockaddress(@run_goto, %5), ptr blockaddress(@run_goto, %18), ptr blockaddress(@run_goto, %28), ptr blockaddress(@run_goto, %38), ptr blockaddress(@run_goto, %50), ptr blockaddress(@run_goto, %62), ptr blockaddress(@run_goto, %74), ptr blockaddress(@run_goto, %86), ptr blockaddress(@run_goto, %98), ptr blockaddress(@run_goto, %111), ptr blockaddress(@run_goto, %126), ptr blockaddress(@run_goto, %131), ptr blockaddress(@run_goto, %139)], align 16, !dbg !91
@.str.6 = private unnamed_addr constant [5 x i8] c"%ld \00", align 1, !dbg !131
@classify.offs = internal unnamed_addr constant [3 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr blockaddress(@classify, %13) to i64), i64 ptrtoint (ptr blockaddress(@classify, %12) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr blockaddress(@classify, %16) to i64), i64 ptrtoint (ptr blockaddress(@classify, %12) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr blockaddress(@classify, %14) to i64), i64 ptrtoint (ptr blockaddress(@classify, %12) to i64)) to i32)], align 4, !dbg !136

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !163 {
  %1 = alloca i64, align 8, !DIAssignID !173
    #dbg_assign(i1 undef, !166, !DIExpression(), !173, ptr %1, !DIExpression(), !174)
  %2 = alloca i64, align 8, !DIAssignID !175
    #dbg_assign(i1 undef, !167, !DIExpression(), !175, ptr %2, !DIExpression(), !174)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6, !dbg !176
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6, !dbg !176
    #dbg_value(i64 2000, !33, !DIExpression(), !177)
    #dbg_value(i64 0, !179, !DIExpression(), !185)
    #dbg_value(i64 0, !184, !DIExpression(), !185)
    #dbg_value(i64 0, !187, !DIExpression(), !190)
    #dbg_value(i64 0, !187, !DIExpression(), !192)
    #dbg_value(i64 2, !179, !DIExpression(), !194)
    #dbg_value(i64 0, !184, !DIExpression(), !194)
    #dbg_value(i64 2, !187, !DIExpression(), !196)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) @code, i8 0, i64 16, i1 false), !dbg !198
  store i64 2, ptr getelementptr inbounds (i8, ptr @code, i64 16), align 16, !dbg !199, !tbaa !200
    #dbg_value(i64 0, !187, !DIExpression(), !204)
    #dbg_value(i64 0, !179, !DIExpression(), !206)
    #dbg_value(i64 2, !184, !DIExpression(), !206)
    #dbg_value(i64 0, !187, !DIExpression(), !208)
    #dbg_value(i64 2, !187, !DIExpression(), !210)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) getelementptr inbounds (i8, ptr @code, i64 24), i8 0, i64 16, i1 false), !dbg !212
  store i64 2, ptr getelementptr inbounds (i8, ptr @code, i64 40), align 8, !dbg !213, !tbaa !200
    #dbg_value(i64 2, !179, !DIExpression(), !214)
    #dbg_value(i64 1, !184, !DIExpression(), !214)
    #dbg_value(i64 2, !187, !DIExpression(), !216)
  store i64 2, ptr getelementptr inbounds (i8, ptr @code, i64 48), align 16, !dbg !218, !tbaa !200
    #dbg_value(i64 1, !187, !DIExpression(), !219)
  store i64 1, ptr getelementptr inbounds (i8, ptr @code, i64 56), align 8, !dbg !221, !tbaa !200
    #dbg_value(i32 0, !222, !DIExpression(), !227)
    #dbg_value(i64 1, !179, !DIExpression(), !229)
    #dbg_value(i64 1, !184, !DIExpression(), !229)
    #dbg_value(i64 1, !187, !DIExpression(), !231)
  store i64 1, ptr getelementptr inbounds (i8, ptr @code, i64 64), align 16, !dbg !233, !tbaa !200
    #dbg_value(i64 1, !187, !DIExpression(), !234)
  store i64 1, ptr getelementptr inbounds (i8, ptr @code, i64 72), align 8, !dbg !236, !tbaa !200
    #dbg_value(i64 0, !179, !DIExpression(), !237)
    #dbg_value(i64 2000, !184, !DIExpression(), !237)
    #dbg_value(i64 0, !187, !DIExpression(), !239)
  store i64 0, ptr getelementptr inbounds (i8, ptr @code, i64 80), align 16, !dbg !241, !tbaa !200
    #dbg_value(i64 2000, !187, !DIExpression(), !242)
  store i64 2000, ptr getelementptr inbounds (i8, ptr @code, i64 88), align 8, !dbg !244, !tbaa !200
    #dbg_value(i64 8, !187, !DIExpression(), !245)
  store i64 8, ptr getelementptr inbounds (i8, ptr @code, i64 96), align 16, !dbg !247, !tbaa !200
    #dbg_value(i64 9, !248, !DIExpression(), !254)
    #dbg_value(i32 5, !253, !DIExpression(), !254)
    #dbg_value(i64 9, !187, !DIExpression(), !256)
  store i64 9, ptr getelementptr inbounds (i8, ptr @code, i64 104), align 8, !dbg !258, !tbaa !200
    #dbg_value(i64 0, !187, !DIExpression(), !259)
    #dbg_value(i64 0, !179, !DIExpression(), !261)
    #dbg_value(i64 2, !184, !DIExpression(), !261)
    #dbg_value(i64 0, !187, !DIExpression(), !263)
    #dbg_value(i64 2, !187, !DIExpression(), !265)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) getelementptr inbounds (i8, ptr @code, i64 112), i8 0, i64 16, i1 false), !dbg !267
  store i64 2, ptr getelementptr inbounds (i8, ptr @code, i64 128), align 16, !dbg !268, !tbaa !200
    #dbg_value(i64 2, !179, !DIExpression(), !269)
    #dbg_value(i64 2, !184, !DIExpression(), !269)
    #dbg_value(i64 2, !187, !DIExpression(), !271)
  store i64 2, ptr getelementptr inbounds (i8, ptr @code, i64 136), align 8, !dbg !273, !tbaa !200
    #dbg_value(i64 2, !187, !DIExpression(), !274)
  store i64 2, ptr getelementptr inbounds (i8, ptr @code, i64 144), align 16, !dbg !276, !tbaa !200
    #dbg_value(i32 1, !222, !DIExpression(), !277)
    #dbg_value(i64 1, !179, !DIExpression(), !279)
    #dbg_value(i64 1, !184, !DIExpression(), !279)
    #dbg_value(i64 1, !187, !DIExpression(), !281)
  store i64 1, ptr getelementptr inbounds (i8, ptr @code, i64 152), align 8, !dbg !283, !tbaa !200
    #dbg_value(i64 1, !187, !DIExpression(), !284)
  store i64 1, ptr getelementptr inbounds (i8, ptr @code, i64 160), align 16, !dbg !286, !tbaa !200
    #dbg_value(i64 1, !179, !DIExpression(), !287)
    #dbg_value(i64 2, !184, !DIExpression(), !287)
    #dbg_value(i64 1, !187, !DIExpression(), !289)
  store i64 1, ptr getelementptr inbounds (i8, ptr @code, i64 168), align 8, !dbg !291, !tbaa !200
    #dbg_value(i64 2, !187, !DIExpression(), !292)
  store i64 2, ptr getelementptr inbounds (i8, ptr @code, i64 176), align 16, !dbg !294, !tbaa !200
    #dbg_value(i64 1, !179, !DIExpression(), !295)
    #dbg_value(i64 2, !184, !DIExpression(), !295)
    #dbg_value(i64 1, !187, !DIExpression(), !297)
  store i64 1, ptr getelementptr inbounds (i8, ptr @code, i64 184), align 8, !dbg !299, !tbaa !200
    #dbg_value(i64 2, !187, !DIExpression(), !300)
  store i64 2, ptr getelementptr inbounds (i8, ptr @code, i64 192), align 16, !dbg !302, !tbaa !200
    #dbg_value(i64 5, !187, !DIExpression(), !303)
  store i64 5, ptr getelementptr inbounds (i8, ptr @code, i64 200), align 8, !dbg !305, !tbaa !200
    #dbg_value(i64 8, !187, !DIExpression(), !306)
  store i64 8, ptr getelementptr inbounds (i8, ptr @code, i64 208), align 16, !dbg !308, !tbaa !200
    #dbg_value(i64 9, !248, !DIExpression(), !309)
    #dbg_value(i32 2, !253, !DIExpression(), !309)
    #dbg_value(i64 9, !187, !DIExpression(), !311)
  store i64 9, ptr getelementptr inbounds (i8, ptr @code, i64 216), align 8, !dbg !313, !tbaa !200
    #dbg_value(i64 0, !187, !DIExpression(), !314)
    #dbg_value(i64 1, !179, !DIExpression(), !316)
    #dbg_value(i64 0, !184, !DIExpression(), !316)
    #dbg_value(i64 1, !187, !DIExpression(), !318)
  store i64 1, ptr getelementptr inbounds (i8, ptr @code, i64 232), align 8, !dbg !320, !tbaa !200
    #dbg_value(i64 0, !187, !DIExpression(), !321)
    #dbg_value(i64 0, !179, !DIExpression(), !323)
    #dbg_value(i64 1, !184, !DIExpression(), !323)
    #dbg_value(i64 0, !187, !DIExpression(), !325)
    #dbg_value(i64 1, !187, !DIExpression(), !327)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) getelementptr inbounds (i8, ptr @code, i64 240), i8 0, i64 16, i1 false), !dbg !329
  store i64 1, ptr getelementptr inbounds (i8, ptr @code, i64 256), align 16, !dbg !330, !tbaa !200
    #dbg_value(i64 3, !187, !DIExpression(), !331)
  store i64 3, ptr getelementptr inbounds (i8, ptr @code, i64 264), align 8, !dbg !333, !tbaa !200
    #dbg_value(i64 2, !179, !DIExpression(), !334)
    #dbg_value(i64 0, !184, !DIExpression(), !334)
    #dbg_value(i64 2, !187, !DIExpression(), !336)
  store i64 2, ptr getelementptr inbounds (i8, ptr @code, i64 272), align 16, !dbg !338, !tbaa !200
    #dbg_value(i64 0, !187, !DIExpression(), !339)
  store i64 0, ptr getelementptr inbounds (i8, ptr @code, i64 280), align 8, !dbg !341, !tbaa !200
    #dbg_value(i64 1, !179, !DIExpression(), !342)
    #dbg_value(i64 0, !184, !DIExpression(), !342)
    #dbg_value(i64 1, !187, !DIExpression(), !344)
  store i64 1, ptr getelementptr inbounds (i8, ptr @code, i64 288), align 16, !dbg !346, !tbaa !200
    #dbg_value(i64 0, !187, !DIExpression(), !347)
    #dbg_value(i64 0, !179, !DIExpression(), !349)
    #dbg_value(i64 10, !184, !DIExpression(), !349)
    #dbg_value(i64 0, !187, !DIExpression(), !351)
    #dbg_value(i64 10, !187, !DIExpression(), !353)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) getelementptr inbounds (i8, ptr @code, i64 296), i8 0, i64 16, i1 false), !dbg !355
  store i64 10, ptr getelementptr inbounds (i8, ptr @code, i64 312), align 8, !dbg !356, !tbaa !200
    #dbg_value(i64 7, !187, !DIExpression(), !357)
  store i64 7, ptr getelementptr inbounds (i8, ptr @code, i64 320), align 16, !dbg !359, !tbaa !200
    #dbg_value(i64 9, !248, !DIExpression(), !360)
    #dbg_value(i32 3, !253, !DIExpression(), !360)
    #dbg_value(i64 9, !187, !DIExpression(), !362)
  store i64 9, ptr getelementptr inbounds (i8, ptr @code, i64 328), align 8, !dbg !364, !tbaa !200
    #dbg_value(i64 0, !187, !DIExpression(), !365)
    #dbg_value(i64 10, !248, !DIExpression(), !367)
    #dbg_value(i32 4, !253, !DIExpression(), !367)
    #dbg_value(i64 10, !187, !DIExpression(), !369)
  store i64 10, ptr getelementptr inbounds (i8, ptr @code, i64 344), align 8, !dbg !371, !tbaa !200
    #dbg_value(i64 0, !187, !DIExpression(), !372)
    #dbg_value(i32 3, !222, !DIExpression(), !374)
    #dbg_value(i64 1, !179, !DIExpression(), !376)
    #dbg_value(i64 1, !184, !DIExpression(), !376)
    #dbg_value(i64 1, !187, !DIExpression(), !378)
  store i64 1, ptr getelementptr inbounds (i8, ptr @code, i64 360), align 8, !dbg !380, !tbaa !200
    #dbg_value(i64 1, !187, !DIExpression(), !381)
  store i64 1, ptr getelementptr inbounds (i8, ptr @code, i64 368), align 16, !dbg !383, !tbaa !200
    #dbg_value(i64 11, !187, !DIExpression(), !384)
  store i64 11, ptr getelementptr inbounds (i8, ptr @code, i64 376), align 8, !dbg !386, !tbaa !200
    #dbg_value(i64 10, !248, !DIExpression(), !387)
    #dbg_value(i32 4, !253, !DIExpression(), !387)
    #dbg_value(i64 10, !187, !DIExpression(), !389)
  store i64 10, ptr getelementptr inbounds (i8, ptr @code, i64 384), align 16, !dbg !391, !tbaa !200
    #dbg_value(i64 0, !187, !DIExpression(), !392)
    #dbg_value(i32 2, !222, !DIExpression(), !394)
    #dbg_value(i64 1, !179, !DIExpression(), !396)
    #dbg_value(i64 1, !184, !DIExpression(), !396)
    #dbg_value(i64 1, !187, !DIExpression(), !398)
  store i64 1, ptr getelementptr inbounds (i8, ptr @code, i64 400), align 16, !dbg !400, !tbaa !200
    #dbg_value(i64 1, !187, !DIExpression(), !401)
  store i64 1, ptr getelementptr inbounds (i8, ptr @code, i64 408), align 8, !dbg !403, !tbaa !200
    #dbg_value(i64 1, !179, !DIExpression(), !404)
    #dbg_value(i64 2, !184, !DIExpression(), !404)
    #dbg_value(i64 1, !187, !DIExpression(), !406)
  store i64 1, ptr getelementptr inbounds (i8, ptr @code, i64 416), align 16, !dbg !408, !tbaa !200
    #dbg_value(i64 2, !187, !DIExpression(), !409)
  store i64 2, ptr getelementptr inbounds (i8, ptr @code, i64 424), align 8, !dbg !411, !tbaa !200
    #dbg_value(i64 7, !187, !DIExpression(), !412)
  store i64 7, ptr getelementptr inbounds (i8, ptr @code, i64 432), align 16, !dbg !414, !tbaa !200
    #dbg_value(i64 9, !248, !DIExpression(), !415)
    #dbg_value(i32 4, !253, !DIExpression(), !415)
    #dbg_value(i64 9, !187, !DIExpression(), !417)
  store i64 9, ptr getelementptr inbounds (i8, ptr @code, i64 440), align 8, !dbg !419, !tbaa !200
    #dbg_value(i64 0, !187, !DIExpression(), !420)
    #dbg_value(i64 1, !179, !DIExpression(), !422)
    #dbg_value(i64 2, !184, !DIExpression(), !422)
    #dbg_value(i64 1, !187, !DIExpression(), !424)
  store i64 1, ptr getelementptr inbounds (i8, ptr @code, i64 456), align 8, !dbg !426, !tbaa !200
    #dbg_value(i64 2, !187, !DIExpression(), !427)
  store i64 2, ptr getelementptr inbounds (i8, ptr @code, i64 464), align 16, !dbg !429, !tbaa !200
    #dbg_value(i64 0, !179, !DIExpression(), !430)
    #dbg_value(i64 1, !184, !DIExpression(), !430)
    #dbg_value(i64 0, !187, !DIExpression(), !432)
  store i64 0, ptr getelementptr inbounds (i8, ptr @code, i64 472), align 8, !dbg !434, !tbaa !200
    #dbg_value(i64 1, !187, !DIExpression(), !435)
  store i64 1, ptr getelementptr inbounds (i8, ptr @code, i64 480), align 16, !dbg !437, !tbaa !200
    #dbg_value(i64 3, !187, !DIExpression(), !438)
  store i64 3, ptr getelementptr inbounds (i8, ptr @code, i64 488), align 8, !dbg !440, !tbaa !200
    #dbg_value(i64 2, !179, !DIExpression(), !441)
    #dbg_value(i64 2, !184, !DIExpression(), !441)
    #dbg_value(i64 2, !187, !DIExpression(), !443)
  store i64 2, ptr getelementptr inbounds (i8, ptr @code, i64 496), align 16, !dbg !445, !tbaa !200
    #dbg_value(i64 2, !187, !DIExpression(), !446)
  store i64 2, ptr getelementptr inbounds (i8, ptr @code, i64 504), align 8, !dbg !448, !tbaa !200
    #dbg_value(i64 10, !248, !DIExpression(), !449)
    #dbg_value(i32 1, !253, !DIExpression(), !449)
    #dbg_value(i64 10, !187, !DIExpression(), !451)
  store i64 10, ptr getelementptr inbounds (i8, ptr @code, i64 512), align 16, !dbg !453, !tbaa !200
    #dbg_value(i64 0, !187, !DIExpression(), !454)
    #dbg_value(i32 4, !222, !DIExpression(), !456)
    #dbg_value(i64 1, !179, !DIExpression(), !458)
    #dbg_value(i64 1, !184, !DIExpression(), !458)
    #dbg_value(i64 1, !187, !DIExpression(), !460)
  store i64 1, ptr getelementptr inbounds (i8, ptr @code, i64 528), align 16, !dbg !462, !tbaa !200
    #dbg_value(i64 1, !187, !DIExpression(), !463)
  store i64 1, ptr getelementptr inbounds (i8, ptr @code, i64 536), align 8, !dbg !465, !tbaa !200
    #dbg_value(i64 0, !179, !DIExpression(), !466)
    #dbg_value(i64 1, !184, !DIExpression(), !466)
    #dbg_value(i64 0, !187, !DIExpression(), !468)
  store i64 0, ptr getelementptr inbounds (i8, ptr @code, i64 544), align 16, !dbg !470, !tbaa !200
    #dbg_value(i64 1, !187, !DIExpression(), !471)
  store i64 1, ptr getelementptr inbounds (i8, ptr @code, i64 552), align 8, !dbg !473, !tbaa !200
    #dbg_value(i64 3, !187, !DIExpression(), !474)
  store i64 3, ptr getelementptr inbounds (i8, ptr @code, i64 560), align 16, !dbg !476, !tbaa !200
    #dbg_value(i64 2, !179, !DIExpression(), !477)
    #dbg_value(i64 1, !184, !DIExpression(), !477)
    #dbg_value(i64 2, !187, !DIExpression(), !479)
  store i64 2, ptr getelementptr inbounds (i8, ptr @code, i64 568), align 8, !dbg !481, !tbaa !200
    #dbg_value(i64 1, !187, !DIExpression(), !482)
  store i64 1, ptr getelementptr inbounds (i8, ptr @code, i64 576), align 16, !dbg !484, !tbaa !200
    #dbg_value(i64 10, !248, !DIExpression(), !485)
    #dbg_value(i32 0, !253, !DIExpression(), !485)
    #dbg_value(i64 10, !187, !DIExpression(), !487)
  store i64 10, ptr getelementptr inbounds (i8, ptr @code, i64 584), align 8, !dbg !489, !tbaa !200
    #dbg_value(i64 0, !187, !DIExpression(), !490)
    #dbg_value(i32 5, !222, !DIExpression(), !492)
    #dbg_value(i64 1, !179, !DIExpression(), !494)
    #dbg_value(i64 0, !184, !DIExpression(), !494)
    #dbg_value(i64 1, !187, !DIExpression(), !496)
  store i64 1, ptr getelementptr inbounds (i8, ptr @code, i64 600), align 8, !dbg !498, !tbaa !200
    #dbg_value(i64 0, !187, !DIExpression(), !499)
  store i64 0, ptr getelementptr inbounds (i8, ptr @code, i64 608), align 16, !dbg !501, !tbaa !200
    #dbg_value(i64 12, !187, !DIExpression(), !502)
  store i32 78, ptr @ncode, align 4, !dbg !504, !tbaa !505
  store i64 12, ptr getelementptr inbounds (i8, ptr @code, i64 616), align 8, !dbg !507, !tbaa !200
    #dbg_value(i32 0, !508, !DIExpression(), !514)
    #dbg_value(i64 0, !508, !DIExpression(), !514)
  store i64 75, ptr getelementptr inbounds (i8, ptr @code, i64 112), align 16, !dbg !516, !tbaa !200
    #dbg_value(i64 1, !508, !DIExpression(), !514)
  store i64 50, ptr getelementptr inbounds (i8, ptr @code, i64 224), align 16, !dbg !516, !tbaa !200
    #dbg_value(i64 2, !508, !DIExpression(), !514)
  store i64 45, ptr getelementptr inbounds (i8, ptr @code, i64 336), align 16, !dbg !516, !tbaa !200
    #dbg_value(i64 3, !508, !DIExpression(), !514)
  store i64 66, ptr getelementptr inbounds (i8, ptr @code, i64 352), align 16, !dbg !516, !tbaa !200
    #dbg_value(i64 4, !508, !DIExpression(), !514)
  store i64 66, ptr getelementptr inbounds (i8, ptr @code, i64 392), align 8, !dbg !516, !tbaa !200
    #dbg_value(i64 5, !508, !DIExpression(), !514)
  store i64 66, ptr getelementptr inbounds (i8, ptr @code, i64 448), align 16, !dbg !516, !tbaa !200
    #dbg_value(i64 6, !508, !DIExpression(), !514)
  store i64 19, ptr getelementptr inbounds (i8, ptr @code, i64 520), align 8, !dbg !516, !tbaa !200
    #dbg_value(i64 7, !508, !DIExpression(), !514)
  store i64 8, ptr getelementptr inbounds (i8, ptr @code, i64 592), align 16, !dbg !516, !tbaa !200
    #dbg_value(i64 8, !508, !DIExpression(), !514)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str), !dbg !518
  %4 = call fastcc i64 @run_goto(ptr nonnull poison, ptr noundef nonnull %1), !dbg !519
    #dbg_value(i64 %4, !168, !DIExpression(), !174)
  %5 = tail call i32 @putchar(i32 10), !dbg !520
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2), !dbg !521
  %7 = call fastcc i64 @run_switch(ptr noundef nonnull %2), !dbg !522
    #dbg_value(i64 %7, !169, !DIExpression(), !174)
  %8 = tail call i32 @putchar(i32 10), !dbg !523
  %9 = load i64, ptr %1, align 8, !dbg !524
  %10 = load i64, ptr %2, align 8, !dbg !525
  %11 = load i32, ptr @ncode, align 4, !dbg !526, !tbaa !505
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %4, i64 noundef %7, i64 noundef %9, i64 noundef %10, i32 noundef %11), !dbg !527
  %13 = icmp ne i64 %4, %7, !dbg !528
  %14 = icmp ne i64 %9, %10, !dbg !529
  %15 = or i1 %13, %14, !dbg !529
  %16 = zext i1 %15 to i32, !dbg !529
    #dbg_value(i32 %16, !170, !DIExpression(), !174)
    #dbg_value(i64 25, !171, !DIExpression(), !530)
    #dbg_value(i64 %4, !168, !DIExpression(), !174)
  br label %26, !dbg !531

17:                                               ; preds = %26
  %18 = tail call fastcc i32 @classify(i32 noundef -5), !dbg !532
  %19 = tail call fastcc i32 @classify(i32 noundef 0), !dbg !533
  %20 = tail call fastcc i32 @classify(i32 noundef 21), !dbg !534
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %18, i32 noundef %19, i32 noundef %20, i32 noundef %34), !dbg !535
  %22 = icmp eq i32 %34, 0, !dbg !536
  %23 = trunc i64 %29 to i32, !dbg !536
  %24 = and i32 %23, 127, !dbg !536
  %25 = select i1 %22, i32 %24, i32 100, !dbg !536
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6, !dbg !537
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6, !dbg !537
  ret i32 %25, !dbg !538

26:                                               ; preds = %0, %26
  %27 = phi i64 [ 25, %0 ], [ %35, %26 ]
  %28 = phi i32 [ %16, %0 ], [ %34, %26 ]
    #dbg_value(i64 %27, !171, !DIExpression(), !530)
    #dbg_value(i32 %28, !170, !DIExpression(), !174)
    #dbg_value(i64 %27, !44, !DIExpression(), !539)
    #dbg_value(i64 0, !179, !DIExpression(), !543)
    #dbg_value(i64 %27, !184, !DIExpression(), !543)
    #dbg_value(i64 0, !187, !DIExpression(), !545)
  store i64 0, ptr @code, align 16, !dbg !547, !tbaa !200
    #dbg_value(i64 %27, !187, !DIExpression(), !548)
  store i64 %27, ptr getelementptr inbounds (i8, ptr @code, i64 8), align 8, !dbg !550, !tbaa !200
    #dbg_value(i64 2, !179, !DIExpression(), !551)
    #dbg_value(i64 0, !184, !DIExpression(), !551)
    #dbg_value(i64 2, !187, !DIExpression(), !553)
  store i64 2, ptr getelementptr inbounds (i8, ptr @code, i64 16), align 16, !dbg !555, !tbaa !200
    #dbg_value(i64 0, !187, !DIExpression(), !556)
    #dbg_value(i64 0, !179, !DIExpression(), !558)
    #dbg_value(i64 0, !184, !DIExpression(), !558)
    #dbg_value(i64 0, !187, !DIExpression(), !560)
    #dbg_value(i64 0, !187, !DIExpression(), !562)
    #dbg_value(i64 2, !179, !DIExpression(), !564)
    #dbg_value(i64 1, !184, !DIExpression(), !564)
    #dbg_value(i64 2, !187, !DIExpression(), !566)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) getelementptr inbounds (i8, ptr @code, i64 24), i8 0, i64 24, i1 false), !dbg !568
  store i64 2, ptr getelementptr inbounds (i8, ptr @code, i64 48), align 16, !dbg !569, !tbaa !200
    #dbg_value(i64 1, !187, !DIExpression(), !570)
  store i64 1, ptr getelementptr inbounds (i8, ptr @code, i64 56), align 8, !dbg !572, !tbaa !200
    #dbg_value(i32 0, !222, !DIExpression(), !573)
    #dbg_value(i64 0, !179, !DIExpression(), !575)
    #dbg_value(i64 1, !184, !DIExpression(), !575)
    #dbg_value(i64 0, !187, !DIExpression(), !577)
  store i64 0, ptr getelementptr inbounds (i8, ptr @code, i64 64), align 16, !dbg !579, !tbaa !200
    #dbg_value(i64 1, !187, !DIExpression(), !580)
  store i64 1, ptr getelementptr inbounds (i8, ptr @code, i64 72), align 8, !dbg !582, !tbaa !200
    #dbg_value(i64 1, !179, !DIExpression(), !583)
    #dbg_value(i64 0, !184, !DIExpression(), !583)
    #dbg_value(i64 1, !187, !DIExpression(), !585)
  store i64 1, ptr getelementptr inbounds (i8, ptr @code, i64 80), align 16, !dbg !587, !tbaa !200
    #dbg_value(i64 0, !187, !DIExpression(), !588)
  store i64 0, ptr getelementptr inbounds (i8, ptr @code, i64 88), align 8, !dbg !590, !tbaa !200
    #dbg_value(i64 8, !187, !DIExpression(), !591)
  store i64 8, ptr getelementptr inbounds (i8, ptr @code, i64 96), align 16, !dbg !593, !tbaa !200
    #dbg_value(i64 9, !248, !DIExpression(), !594)
    #dbg_value(i32 3, !253, !DIExpression(), !594)
    #dbg_value(i64 9, !187, !DIExpression(), !596)
  store i64 9, ptr getelementptr inbounds (i8, ptr @code, i64 104), align 8, !dbg !598, !tbaa !200
    #dbg_value(i64 0, !187, !DIExpression(), !599)
    #dbg_value(i64 1, !179, !DIExpression(), !601)
    #dbg_value(i64 0, !184, !DIExpression(), !601)
    #dbg_value(i64 1, !187, !DIExpression(), !603)
  store i64 1, ptr getelementptr inbounds (i8, ptr @code, i64 120), align 8, !dbg !605, !tbaa !200
    #dbg_value(i64 0, !187, !DIExpression(), !606)
    #dbg_value(i64 0, !179, !DIExpression(), !608)
    #dbg_value(i64 2, !184, !DIExpression(), !608)
    #dbg_value(i64 0, !187, !DIExpression(), !610)
    #dbg_value(i64 2, !187, !DIExpression(), !612)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) getelementptr inbounds (i8, ptr @code, i64 128), i8 0, i64 16, i1 false), !dbg !614
  store i64 2, ptr getelementptr inbounds (i8, ptr @code, i64 144), align 16, !dbg !615, !tbaa !200
    #dbg_value(i64 7, !187, !DIExpression(), !616)
  store i64 7, ptr getelementptr inbounds (i8, ptr @code, i64 152), align 8, !dbg !618, !tbaa !200
    #dbg_value(i64 9, !248, !DIExpression(), !619)
    #dbg_value(i32 1, !253, !DIExpression(), !619)
    #dbg_value(i64 9, !187, !DIExpression(), !621)
  store i64 9, ptr getelementptr inbounds (i8, ptr @code, i64 160), align 16, !dbg !623, !tbaa !200
    #dbg_value(i64 0, !187, !DIExpression(), !624)
    #dbg_value(i64 1, !179, !DIExpression(), !626)
    #dbg_value(i64 0, !184, !DIExpression(), !626)
    #dbg_value(i64 1, !187, !DIExpression(), !628)
  store i64 1, ptr getelementptr inbounds (i8, ptr @code, i64 176), align 16, !dbg !630, !tbaa !200
    #dbg_value(i64 0, !187, !DIExpression(), !631)
    #dbg_value(i64 0, !179, !DIExpression(), !633)
    #dbg_value(i64 3, !184, !DIExpression(), !633)
    #dbg_value(i64 0, !187, !DIExpression(), !635)
    #dbg_value(i64 3, !187, !DIExpression(), !637)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) getelementptr inbounds (i8, ptr @code, i64 184), i8 0, i64 16, i1 false), !dbg !639
  store i64 3, ptr getelementptr inbounds (i8, ptr @code, i64 200), align 8, !dbg !640, !tbaa !200
    #dbg_value(i64 5, !187, !DIExpression(), !641)
  store i64 5, ptr getelementptr inbounds (i8, ptr @code, i64 208), align 16, !dbg !643, !tbaa !200
    #dbg_value(i64 0, !179, !DIExpression(), !644)
    #dbg_value(i64 1, !184, !DIExpression(), !644)
    #dbg_value(i64 0, !187, !DIExpression(), !646)
  store i64 0, ptr getelementptr inbounds (i8, ptr @code, i64 216), align 8, !dbg !648, !tbaa !200
    #dbg_value(i64 1, !187, !DIExpression(), !649)
  store i64 1, ptr getelementptr inbounds (i8, ptr @code, i64 224), align 16, !dbg !651, !tbaa !200
    #dbg_value(i64 3, !187, !DIExpression(), !652)
  store i64 3, ptr getelementptr inbounds (i8, ptr @code, i64 232), align 8, !dbg !654, !tbaa !200
    #dbg_value(i64 2, !179, !DIExpression(), !655)
    #dbg_value(i64 0, !184, !DIExpression(), !655)
    #dbg_value(i64 2, !187, !DIExpression(), !657)
  store i64 2, ptr getelementptr inbounds (i8, ptr @code, i64 240), align 16, !dbg !659, !tbaa !200
    #dbg_value(i64 0, !187, !DIExpression(), !660)
  store i64 0, ptr getelementptr inbounds (i8, ptr @code, i64 248), align 8, !dbg !662, !tbaa !200
    #dbg_value(i64 10, !248, !DIExpression(), !663)
    #dbg_value(i32 2, !253, !DIExpression(), !663)
    #dbg_value(i64 10, !187, !DIExpression(), !665)
  store i64 10, ptr getelementptr inbounds (i8, ptr @code, i64 256), align 16, !dbg !667, !tbaa !200
    #dbg_value(i64 0, !187, !DIExpression(), !668)
    #dbg_value(i32 1, !222, !DIExpression(), !670)
    #dbg_value(i64 1, !179, !DIExpression(), !672)
    #dbg_value(i64 0, !184, !DIExpression(), !672)
    #dbg_value(i64 1, !187, !DIExpression(), !674)
  store i64 1, ptr getelementptr inbounds (i8, ptr @code, i64 272), align 16, !dbg !676, !tbaa !200
    #dbg_value(i64 0, !187, !DIExpression(), !677)
    #dbg_value(i64 0, !179, !DIExpression(), !679)
    #dbg_value(i64 2, !184, !DIExpression(), !679)
    #dbg_value(i64 0, !187, !DIExpression(), !681)
    #dbg_value(i64 2, !187, !DIExpression(), !683)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) getelementptr inbounds (i8, ptr @code, i64 280), i8 0, i64 16, i1 false), !dbg !685
  store i64 2, ptr getelementptr inbounds (i8, ptr @code, i64 296), align 8, !dbg !686, !tbaa !200
    #dbg_value(i64 6, !187, !DIExpression(), !687)
  store i64 6, ptr getelementptr inbounds (i8, ptr @code, i64 304), align 16, !dbg !689, !tbaa !200
    #dbg_value(i64 2, !179, !DIExpression(), !690)
    #dbg_value(i64 0, !184, !DIExpression(), !690)
    #dbg_value(i64 2, !187, !DIExpression(), !692)
  store i64 2, ptr getelementptr inbounds (i8, ptr @code, i64 312), align 8, !dbg !694, !tbaa !200
    #dbg_value(i64 0, !187, !DIExpression(), !695)
  store i64 0, ptr getelementptr inbounds (i8, ptr @code, i64 320), align 16, !dbg !697, !tbaa !200
    #dbg_value(i32 2, !222, !DIExpression(), !698)
    #dbg_value(i64 1, !179, !DIExpression(), !700)
    #dbg_value(i64 1, !184, !DIExpression(), !700)
    #dbg_value(i64 1, !187, !DIExpression(), !702)
  store i64 1, ptr getelementptr inbounds (i8, ptr @code, i64 328), align 8, !dbg !704, !tbaa !200
    #dbg_value(i64 1, !187, !DIExpression(), !705)
  store i64 1, ptr getelementptr inbounds (i8, ptr @code, i64 336), align 16, !dbg !707, !tbaa !200
    #dbg_value(i64 0, !179, !DIExpression(), !708)
    #dbg_value(i64 1, !184, !DIExpression(), !708)
    #dbg_value(i64 0, !187, !DIExpression(), !710)
  store i64 0, ptr getelementptr inbounds (i8, ptr @code, i64 344), align 8, !dbg !712, !tbaa !200
    #dbg_value(i64 1, !187, !DIExpression(), !713)
  store i64 1, ptr getelementptr inbounds (i8, ptr @code, i64 352), align 16, !dbg !715, !tbaa !200
    #dbg_value(i64 3, !187, !DIExpression(), !716)
  store i64 3, ptr getelementptr inbounds (i8, ptr @code, i64 360), align 8, !dbg !718, !tbaa !200
    #dbg_value(i64 2, !179, !DIExpression(), !719)
    #dbg_value(i64 1, !184, !DIExpression(), !719)
    #dbg_value(i64 2, !187, !DIExpression(), !721)
  store i64 2, ptr getelementptr inbounds (i8, ptr @code, i64 368), align 16, !dbg !723, !tbaa !200
    #dbg_value(i64 1, !187, !DIExpression(), !724)
  store i64 1, ptr getelementptr inbounds (i8, ptr @code, i64 376), align 8, !dbg !726, !tbaa !200
    #dbg_value(i64 10, !248, !DIExpression(), !727)
    #dbg_value(i32 0, !253, !DIExpression(), !727)
    #dbg_value(i64 10, !187, !DIExpression(), !729)
  store i64 10, ptr getelementptr inbounds (i8, ptr @code, i64 384), align 16, !dbg !731, !tbaa !200
    #dbg_value(i64 0, !187, !DIExpression(), !732)
    #dbg_value(i32 3, !222, !DIExpression(), !734)
    #dbg_value(i64 1, !179, !DIExpression(), !736)
    #dbg_value(i64 1, !184, !DIExpression(), !736)
    #dbg_value(i64 1, !187, !DIExpression(), !738)
  store i64 1, ptr getelementptr inbounds (i8, ptr @code, i64 400), align 16, !dbg !740, !tbaa !200
    #dbg_value(i64 1, !187, !DIExpression(), !741)
  store i64 1, ptr getelementptr inbounds (i8, ptr @code, i64 408), align 8, !dbg !743, !tbaa !200
    #dbg_value(i64 12, !187, !DIExpression(), !744)
  store i32 53, ptr @ncode, align 4, !dbg !746, !tbaa !505
  store i64 12, ptr getelementptr inbounds (i8, ptr @code, i64 416), align 16, !dbg !747, !tbaa !200
    #dbg_value(i64 0, !508, !DIExpression(), !748)
  store i64 50, ptr getelementptr inbounds (i8, ptr @code, i64 112), align 16, !dbg !750, !tbaa !200
    #dbg_value(i64 1, !508, !DIExpression(), !748)
  store i64 34, ptr getelementptr inbounds (i8, ptr @code, i64 168), align 8, !dbg !750, !tbaa !200
    #dbg_value(i64 2, !508, !DIExpression(), !748)
  store i64 41, ptr getelementptr inbounds (i8, ptr @code, i64 264), align 8, !dbg !750, !tbaa !200
    #dbg_value(i64 3, !508, !DIExpression(), !748)
  store i64 8, ptr getelementptr inbounds (i8, ptr @code, i64 392), align 8, !dbg !750, !tbaa !200
    #dbg_value(i64 4, !508, !DIExpression(), !748)
  %29 = call fastcc i64 @run_goto(ptr nonnull poison, ptr noundef nonnull %1), !dbg !751
    #dbg_value(i64 %29, !168, !DIExpression(), !174)
  %30 = call fastcc i64 @run_switch(ptr noundef nonnull %2), !dbg !752
    #dbg_value(i64 %30, !169, !DIExpression(), !174)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %27, i64 noundef %29, i64 noundef %30), !dbg !753
  %32 = icmp ne i64 %29, %30, !dbg !754
  %33 = zext i1 %32 to i32, !dbg !754
  %34 = add nuw nsw i32 %28, %33, !dbg !755
    #dbg_value(i32 %34, !170, !DIExpression(), !174)
  %35 = add nuw nsw i64 %27, 1, !dbg !756
    #dbg_value(i64 %35, !171, !DIExpression(), !530)
  %36 = icmp eq i64 %35, 31, !dbg !757
  br i1 %36, label %17, label %26, !dbg !531, !llvm.loop !758
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !761 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind uwtable
define internal fastcc i64 @run_goto(ptr nocapture readnone %0, ptr nocapture noundef writeonly %1) #0 !dbg !93 {
  %3 = alloca [32 x i64], align 16, !DIAssignID !768
    #dbg_assign(i1 undef, !102, !DIExpression(), !768, ptr %3, !DIExpression(), !769)
  %4 = alloca [8 x i64], align 16, !DIAssignID !770
    #dbg_assign(i1 undef, !106, !DIExpression(), !770, ptr %4, !DIExpression(), !769)
    #dbg_value(ptr @code, !100, !DIExpression(), !769)
    #dbg_value(ptr %1, !101, !DIExpression(), !769)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %4, i8 0, i64 64, i1 false), !dbg !771, !DIAssignID !772
    #dbg_assign(i8 0, !106, !DIExpression(), !772, ptr %4, !DIExpression(), !769)
    #dbg_value(i64 0, !110, !DIExpression(), !769)
    #dbg_value(i64 0, !111, !DIExpression(), !769)
    #dbg_value(i32 0, !112, !DIExpression(), !769)
    #dbg_value(i64 1, !111, !DIExpression(), !769)
    #dbg_value(i64 1, !110, !DIExpression(), !769)
  br label %144, !dbg !773

5:                                                ; preds = %144
    #dbg_label(!113, !775)
    #dbg_value(i64 %145, !110, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !769)
  %6 = getelementptr inbounds i64, ptr @code, i64 %145, !dbg !776
  %7 = load i64, ptr %6, align 8, !dbg !776, !tbaa !200
  %8 = add nsw i32 %147, 1, !dbg !777
    #dbg_value(i32 %8, !112, !DIExpression(), !769)
  %9 = sext i32 %147 to i64, !dbg !778
  %10 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %9, !dbg !778
  store i64 %7, ptr %10, align 8, !dbg !779, !tbaa !200
    #dbg_value(i64 %146, !111, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !769)
  %11 = add nsw i64 %145, 2, !dbg !780
    #dbg_value(i64 %11, !110, !DIExpression(), !769)
  %12 = getelementptr i8, ptr %6, i64 8, !dbg !780
  br label %13, !dbg !780

13:                                               ; preds = %5, %18, %28, %38, %50, %62, %74, %86, %98, %122, %126, %131
  %14 = phi ptr [ %12, %5 ], [ %27, %18 ], [ %37, %28 ], [ %49, %38 ], [ %61, %50 ], [ %73, %62 ], [ %85, %74 ], [ %97, %86 ], [ %110, %98 ], [ %125, %122 ], [ %130, %126 ], [ %138, %131 ]
  %15 = phi i64 [ %11, %5 ], [ %26, %18 ], [ %36, %28 ], [ %48, %38 ], [ %60, %50 ], [ %72, %62 ], [ %84, %74 ], [ %96, %86 ], [ %109, %98 ], [ %124, %122 ], [ %129, %126 ], [ %137, %131 ]
  %16 = phi i32 [ %8, %5 ], [ %23, %18 ], [ %29, %28 ], [ %39, %38 ], [ %51, %50 ], [ %63, %62 ], [ %75, %74 ], [ %87, %86 ], [ %99, %98 ], [ %112, %122 ], [ %147, %126 ], [ %132, %131 ]
  %17 = add nuw nsw i64 %146, 1, !dbg !769
  br label %144, !dbg !769

18:                                               ; preds = %144
    #dbg_label(!114, !782)
    #dbg_value(i64 %145, !110, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !769)
  %19 = getelementptr inbounds i64, ptr @code, i64 %145, !dbg !783
  %20 = load i64, ptr %19, align 8, !dbg !783, !tbaa !200
  %21 = getelementptr inbounds [8 x i64], ptr %4, i64 0, i64 %20, !dbg !784
  %22 = load i64, ptr %21, align 8, !dbg !784, !tbaa !200
  %23 = add nsw i32 %147, 1, !dbg !785
    #dbg_value(i32 %23, !112, !DIExpression(), !769)
  %24 = sext i32 %147 to i64, !dbg !786
  %25 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %24, !dbg !786
  store i64 %22, ptr %25, align 8, !dbg !787, !tbaa !200
    #dbg_value(i64 %146, !111, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !769)
  %26 = add nsw i64 %145, 2, !dbg !788
    #dbg_value(i64 %26, !110, !DIExpression(), !769)
  %27 = getelementptr i8, ptr %19, i64 8, !dbg !788
  br label %13, !dbg !788

28:                                               ; preds = %144
    #dbg_label(!115, !790)
  %29 = add nsw i32 %147, -1, !dbg !791
    #dbg_value(i32 %29, !112, !DIExpression(), !769)
  %30 = sext i32 %29 to i64, !dbg !792
  %31 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %30, !dbg !792
  %32 = load i64, ptr %31, align 8, !dbg !792, !tbaa !200
    #dbg_value(i64 %145, !110, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !769)
  %33 = getelementptr inbounds i64, ptr @code, i64 %145, !dbg !793
  %34 = load i64, ptr %33, align 8, !dbg !793, !tbaa !200
  %35 = getelementptr inbounds [8 x i64], ptr %4, i64 0, i64 %34, !dbg !794
  store i64 %32, ptr %35, align 8, !dbg !795, !tbaa !200
    #dbg_value(i64 %146, !111, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !769)
  %36 = add nsw i64 %145, 2, !dbg !796
    #dbg_value(i64 %36, !110, !DIExpression(), !769)
  %37 = getelementptr i8, ptr %33, i64 8, !dbg !796
  br label %13, !dbg !796

38:                                               ; preds = %144
    #dbg_label(!116, !798)
  %39 = add nsw i32 %147, -1, !dbg !799
    #dbg_value(i32 %39, !112, !DIExpression(), !769)
  %40 = sext i32 %39 to i64, !dbg !800
  %41 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %40, !dbg !800
  %42 = load i64, ptr %41, align 8, !dbg !800, !tbaa !200
  %43 = add nsw i32 %147, -2, !dbg !801
  %44 = sext i32 %43 to i64, !dbg !802
  %45 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %44, !dbg !802
  %46 = load i64, ptr %45, align 8, !dbg !803, !tbaa !200
  %47 = add nsw i64 %46, %42, !dbg !803
  store i64 %47, ptr %45, align 8, !dbg !803, !tbaa !200
    #dbg_value(i64 %146, !111, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !769)
  %48 = add nsw i64 %145, 1, !dbg !804
    #dbg_value(i64 %48, !110, !DIExpression(), !769)
  %49 = getelementptr inbounds i64, ptr @code, i64 %145, !dbg !804
  br label %13, !dbg !804

50:                                               ; preds = %144
    #dbg_label(!117, !806)
  %51 = add nsw i32 %147, -1, !dbg !807
    #dbg_value(i32 %51, !112, !DIExpression(), !769)
  %52 = sext i32 %51 to i64, !dbg !808
  %53 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %52, !dbg !808
  %54 = load i64, ptr %53, align 8, !dbg !808, !tbaa !200
  %55 = add nsw i32 %147, -2, !dbg !809
  %56 = sext i32 %55 to i64, !dbg !810
  %57 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %56, !dbg !810
  %58 = load i64, ptr %57, align 8, !dbg !811, !tbaa !200
  %59 = sub nsw i64 %58, %54, !dbg !811
  store i64 %59, ptr %57, align 8, !dbg !811, !tbaa !200
    #dbg_value(i64 %146, !111, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !769)
  %60 = add nsw i64 %145, 1, !dbg !812
    #dbg_value(i64 %60, !110, !DIExpression(), !769)
  %61 = getelementptr inbounds i64, ptr @code, i64 %145, !dbg !812
  br label %13, !dbg !812

62:                                               ; preds = %144
    #dbg_label(!118, !814)
  %63 = add nsw i32 %147, -1, !dbg !815
    #dbg_value(i32 %63, !112, !DIExpression(), !769)
  %64 = sext i32 %63 to i64, !dbg !816
  %65 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %64, !dbg !816
  %66 = load i64, ptr %65, align 8, !dbg !816, !tbaa !200
  %67 = add nsw i32 %147, -2, !dbg !817
  %68 = sext i32 %67 to i64, !dbg !818
  %69 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %68, !dbg !818
  %70 = load i64, ptr %69, align 8, !dbg !819, !tbaa !200
  %71 = mul nsw i64 %70, %66, !dbg !819
  store i64 %71, ptr %69, align 8, !dbg !819, !tbaa !200
    #dbg_value(i64 %146, !111, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !769)
  %72 = add nsw i64 %145, 1, !dbg !820
    #dbg_value(i64 %72, !110, !DIExpression(), !769)
  %73 = getelementptr inbounds i64, ptr @code, i64 %145, !dbg !820
  br label %13, !dbg !820

74:                                               ; preds = %144
    #dbg_label(!119, !822)
  %75 = add nsw i32 %147, -1, !dbg !823
    #dbg_value(i32 %75, !112, !DIExpression(), !769)
  %76 = sext i32 %75 to i64, !dbg !824
  %77 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %76, !dbg !824
  %78 = load i64, ptr %77, align 8, !dbg !824, !tbaa !200
  %79 = add nsw i32 %147, -2, !dbg !825
  %80 = sext i32 %79 to i64, !dbg !826
  %81 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %80, !dbg !826
  %82 = load i64, ptr %81, align 8, !dbg !827, !tbaa !200
  %83 = sdiv i64 %82, %78, !dbg !827
  store i64 %83, ptr %81, align 8, !dbg !827, !tbaa !200
    #dbg_value(i64 %146, !111, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !769)
  %84 = add nsw i64 %145, 1, !dbg !828
    #dbg_value(i64 %84, !110, !DIExpression(), !769)
  %85 = getelementptr inbounds i64, ptr @code, i64 %145, !dbg !828
  br label %13, !dbg !828

86:                                               ; preds = %144
    #dbg_label(!120, !830)
  %87 = add nsw i32 %147, -1, !dbg !831
    #dbg_value(i32 %87, !112, !DIExpression(), !769)
  %88 = sext i32 %87 to i64, !dbg !832
  %89 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %88, !dbg !832
  %90 = load i64, ptr %89, align 8, !dbg !832, !tbaa !200
  %91 = add nsw i32 %147, -2, !dbg !833
  %92 = sext i32 %91 to i64, !dbg !834
  %93 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %92, !dbg !834
  %94 = load i64, ptr %93, align 8, !dbg !835, !tbaa !200
  %95 = srem i64 %94, %90, !dbg !835
  store i64 %95, ptr %93, align 8, !dbg !835, !tbaa !200
    #dbg_value(i64 %146, !111, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !769)
  %96 = add nsw i64 %145, 1, !dbg !836
    #dbg_value(i64 %96, !110, !DIExpression(), !769)
  %97 = getelementptr inbounds i64, ptr @code, i64 %145, !dbg !836
  br label %13, !dbg !836

98:                                               ; preds = %144
    #dbg_label(!121, !838)
  %99 = add nsw i32 %147, -1, !dbg !839
    #dbg_value(i32 %99, !112, !DIExpression(), !769)
  %100 = add nsw i32 %147, -2, !dbg !840
  %101 = sext i32 %100 to i64, !dbg !841
  %102 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %101, !dbg !841
  %103 = load i64, ptr %102, align 8, !dbg !841, !tbaa !200
  %104 = sext i32 %99 to i64, !dbg !842
  %105 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %104, !dbg !842
  %106 = load i64, ptr %105, align 8, !dbg !842, !tbaa !200
  %107 = icmp slt i64 %103, %106, !dbg !843
  %108 = zext i1 %107 to i64, !dbg !841
  store i64 %108, ptr %102, align 8, !dbg !844, !tbaa !200
    #dbg_value(i64 %146, !111, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !769)
  %109 = add nsw i64 %145, 1, !dbg !845
    #dbg_value(i64 %109, !110, !DIExpression(), !769)
  %110 = getelementptr inbounds i64, ptr @code, i64 %145, !dbg !845
  br label %13, !dbg !845

111:                                              ; preds = %144
    #dbg_label(!122, !847)
  %112 = add nsw i32 %147, -1, !dbg !848
    #dbg_value(i32 %112, !112, !DIExpression(), !769)
  %113 = sext i32 %112 to i64, !dbg !850
  %114 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %113, !dbg !850
  %115 = load i64, ptr %114, align 8, !dbg !850, !tbaa !200
  %116 = icmp eq i64 %115, 0, !dbg !851
  br i1 %116, label %117, label %120, !dbg !852

117:                                              ; preds = %111
  %118 = getelementptr inbounds i64, ptr @code, i64 %145, !dbg !853
  %119 = load i64, ptr %118, align 8, !dbg !853, !tbaa !200
    #dbg_value(i64 %119, !110, !DIExpression(), !769)
  br label %122, !dbg !854

120:                                              ; preds = %111
  %121 = add nsw i64 %145, 1, !dbg !855
    #dbg_value(i64 %121, !110, !DIExpression(), !769)
  br label %122

122:                                              ; preds = %117, %120
  %123 = phi i64 [ %119, %117 ], [ %121, %120 ], !dbg !856
    #dbg_value(i64 %123, !110, !DIExpression(), !769)
    #dbg_value(i64 %146, !111, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !769)
  %124 = add nsw i64 %123, 1, !dbg !857
    #dbg_value(i64 %124, !110, !DIExpression(), !769)
  %125 = getelementptr inbounds i64, ptr @code, i64 %123, !dbg !857
  br label %13, !dbg !857

126:                                              ; preds = %144
    #dbg_label(!123, !859)
  %127 = getelementptr inbounds i64, ptr @code, i64 %145, !dbg !860
  %128 = load i64, ptr %127, align 8, !dbg !860, !tbaa !200
    #dbg_value(i64 %128, !110, !DIExpression(), !769)
    #dbg_value(i64 %146, !111, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !769)
  %129 = add nsw i64 %128, 1, !dbg !861
    #dbg_value(i64 %129, !110, !DIExpression(), !769)
  %130 = getelementptr inbounds i64, ptr @code, i64 %128, !dbg !861
  br label %13, !dbg !861

131:                                              ; preds = %144
    #dbg_label(!124, !863)
  %132 = add nsw i32 %147, -1, !dbg !864
    #dbg_value(i32 %132, !112, !DIExpression(), !769)
  %133 = sext i32 %132 to i64, !dbg !865
  %134 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %133, !dbg !865
  %135 = load i64, ptr %134, align 8, !dbg !865, !tbaa !200
  %136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %135), !dbg !866
    #dbg_value(i64 %146, !111, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !769)
  %137 = add nsw i64 %145, 1, !dbg !867
    #dbg_value(i64 %137, !110, !DIExpression(), !769)
  %138 = getelementptr inbounds i64, ptr @code, i64 %145, !dbg !867
  br label %13, !dbg !867

139:                                              ; preds = %144
    #dbg_label(!125, !869)
  store i64 %146, ptr %1, align 8, !dbg !870, !tbaa !200
  %140 = add nsw i32 %147, -1, !dbg !871
  %141 = sext i32 %140 to i64, !dbg !872
  %142 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %141, !dbg !872
  %143 = load i64, ptr %142, align 8, !dbg !872, !tbaa !200
  ret i64 %143, !dbg !873

144:                                              ; preds = %13, %2
  %145 = phi i64 [ 1, %2 ], [ %15, %13 ], !dbg !769
  %146 = phi i64 [ 1, %2 ], [ %17, %13 ], !dbg !769
  %147 = phi i32 [ 0, %2 ], [ %16, %13 ], !dbg !769
  %148 = phi ptr [ @code, %2 ], [ %14, %13 ]
  %149 = load i64, ptr %148, align 8, !dbg !769, !tbaa !200
  %150 = getelementptr inbounds [13 x ptr], ptr @run_goto.tbl, i64 0, i64 %149, !dbg !769
  %151 = load ptr, ptr %150, align 8, !dbg !769, !tbaa !874
    #dbg_value(i32 %147, !112, !DIExpression(), !769)
    #dbg_value(i64 %146, !111, !DIExpression(), !769)
    #dbg_value(i64 %145, !110, !DIExpression(), !769)
  indirectbr ptr %151, [label %5, label %18, label %28, label %38, label %50, label %62, label %74, label %86, label %98, label %111, label %126, label %131, label %139]
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc i64 @run_switch(ptr nocapture noundef writeonly %0) unnamed_addr #0 !dbg !876 {
  %2 = alloca [32 x i64], align 16, !DIAssignID !886
    #dbg_assign(i1 undef, !881, !DIExpression(), !886, ptr %2, !DIExpression(), !887)
  %3 = alloca [8 x i64], align 16, !DIAssignID !888
    #dbg_assign(i1 undef, !882, !DIExpression(), !888, ptr %3, !DIExpression(), !887)
    #dbg_value(ptr @code, !879, !DIExpression(), !887)
    #dbg_value(ptr %0, !880, !DIExpression(), !887)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %2) #6, !dbg !889
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #6, !dbg !889
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %3, i8 0, i64 64, i1 false), !dbg !890, !DIAssignID !891
    #dbg_assign(i8 0, !882, !DIExpression(), !891, ptr %3, !DIExpression(), !887)
    #dbg_value(i64 0, !883, !DIExpression(), !887)
    #dbg_value(i64 0, !884, !DIExpression(), !887)
    #dbg_value(i32 0, !885, !DIExpression(), !887)
  br label %4, !dbg !892

4:                                                ; preds = %107, %1
  %5 = phi i64 [ 0, %1 ], [ %108, %107 ], !dbg !887
  %6 = phi i64 [ 0, %1 ], [ %8, %107 ], !dbg !887
  %7 = phi i32 [ 0, %1 ], [ %109, %107 ], !dbg !893
    #dbg_value(i32 %7, !885, !DIExpression(), !887)
    #dbg_value(i64 %6, !884, !DIExpression(), !887)
    #dbg_value(i64 %5, !883, !DIExpression(), !887)
  %8 = add nuw nsw i64 %6, 1, !dbg !894
    #dbg_value(i64 %8, !884, !DIExpression(), !887)
  %9 = add nsw i64 %5, 1, !dbg !898
    #dbg_value(i64 %9, !883, !DIExpression(), !887)
  %10 = getelementptr inbounds i64, ptr @code, i64 %5, !dbg !899
  %11 = load i64, ptr %10, align 8, !dbg !899, !tbaa !200
  switch i64 %11, label %107 [
    i64 0, label %12
    i64 1, label %19
    i64 2, label %28
    i64 3, label %37
    i64 4, label %47
    i64 5, label %57
    i64 6, label %67
    i64 7, label %77
    i64 8, label %87
    i64 9, label %98
    i64 10, label %112
    i64 11, label %115
    i64 12, label %121
  ], !dbg !900

12:                                               ; preds = %4
  %13 = add nsw i64 %5, 2, !dbg !901
    #dbg_value(i64 %13, !883, !DIExpression(), !887)
  %14 = getelementptr inbounds i64, ptr @code, i64 %9, !dbg !903
  %15 = load i64, ptr %14, align 8, !dbg !903, !tbaa !200
  %16 = add nsw i32 %7, 1, !dbg !904
    #dbg_value(i32 %16, !885, !DIExpression(), !887)
  %17 = sext i32 %7 to i64, !dbg !905
  %18 = getelementptr inbounds [32 x i64], ptr %2, i64 0, i64 %17, !dbg !905
  store i64 %15, ptr %18, align 8, !dbg !906, !tbaa !200
  br label %107, !dbg !907

19:                                               ; preds = %4
  %20 = add nsw i64 %5, 2, !dbg !908
    #dbg_value(i64 %20, !883, !DIExpression(), !887)
  %21 = getelementptr inbounds i64, ptr @code, i64 %9, !dbg !909
  %22 = load i64, ptr %21, align 8, !dbg !909, !tbaa !200
  %23 = getelementptr inbounds [8 x i64], ptr %3, i64 0, i64 %22, !dbg !910
  %24 = load i64, ptr %23, align 8, !dbg !910, !tbaa !200
  %25 = add nsw i32 %7, 1, !dbg !911
    #dbg_value(i32 %25, !885, !DIExpression(), !887)
  %26 = sext i32 %7 to i64, !dbg !912
  %27 = getelementptr inbounds [32 x i64], ptr %2, i64 0, i64 %26, !dbg !912
  store i64 %24, ptr %27, align 8, !dbg !913, !tbaa !200
  br label %107, !dbg !914

28:                                               ; preds = %4
  %29 = add nsw i32 %7, -1, !dbg !915
    #dbg_value(i32 %29, !885, !DIExpression(), !887)
  %30 = sext i32 %29 to i64, !dbg !916
  %31 = getelementptr inbounds [32 x i64], ptr %2, i64 0, i64 %30, !dbg !916
  %32 = load i64, ptr %31, align 8, !dbg !916, !tbaa !200
  %33 = add nsw i64 %5, 2, !dbg !917
    #dbg_value(i64 %33, !883, !DIExpression(), !887)
  %34 = getelementptr inbounds i64, ptr @code, i64 %9, !dbg !918
  %35 = load i64, ptr %34, align 8, !dbg !918, !tbaa !200
  %36 = getelementptr inbounds [8 x i64], ptr %3, i64 0, i64 %35, !dbg !919
  store i64 %32, ptr %36, align 8, !dbg !920, !tbaa !200
  br label %107, !dbg !921

37:                                               ; preds = %4
  %38 = add nsw i32 %7, -1, !dbg !922
    #dbg_value(i32 %38, !885, !DIExpression(), !887)
  %39 = sext i32 %38 to i64, !dbg !923
  %40 = getelementptr inbounds [32 x i64], ptr %2, i64 0, i64 %39, !dbg !923
  %41 = load i64, ptr %40, align 8, !dbg !923, !tbaa !200
  %42 = add nsw i32 %7, -2, !dbg !924
  %43 = sext i32 %42 to i64, !dbg !925
  %44 = getelementptr inbounds [32 x i64], ptr %2, i64 0, i64 %43, !dbg !925
  %45 = load i64, ptr %44, align 8, !dbg !926, !tbaa !200
  %46 = add nsw i64 %45, %41, !dbg !926
  store i64 %46, ptr %44, align 8, !dbg !926, !tbaa !200
  br label %107, !dbg !927

47:                                               ; preds = %4
  %48 = add nsw i32 %7, -1, !dbg !928
    #dbg_value(i32 %48, !885, !DIExpression(), !887)
  %49 = sext i32 %48 to i64, !dbg !929
  %50 = getelementptr inbounds [32 x i64], ptr %2, i64 0, i64 %49, !dbg !929
  %51 = load i64, ptr %50, align 8, !dbg !929, !tbaa !200
  %52 = add nsw i32 %7, -2, !dbg !930
  %53 = sext i32 %52 to i64, !dbg !931
  %54 = getelementptr inbounds [32 x i64], ptr %2, i64 0, i64 %53, !dbg !931
  %55 = load i64, ptr %54, align 8, !dbg !932, !tbaa !200
  %56 = sub nsw i64 %55, %51, !dbg !932
  store i64 %56, ptr %54, align 8, !dbg !932, !tbaa !200
  br label %107, !dbg !933

57:                                               ; preds = %4
  %58 = add nsw i32 %7, -1, !dbg !934
    #dbg_value(i32 %58, !885, !DIExpression(), !887)
  %59 = sext i32 %58 to i64, !dbg !935
  %60 = getelementptr inbounds [32 x i64], ptr %2, i64 0, i64 %59, !dbg !935
  %61 = load i64, ptr %60, align 8, !dbg !935, !tbaa !200
  %62 = add nsw i32 %7, -2, !dbg !936
  %63 = sext i32 %62 to i64, !dbg !937
  %64 = getelementptr inbounds [32 x i64], ptr %2, i64 0, i64 %63, !dbg !937
  %65 = load i64, ptr %64, align 8, !dbg !938, !tbaa !200
  %66 = mul nsw i64 %65, %61, !dbg !938
  store i64 %66, ptr %64, align 8, !dbg !938, !tbaa !200
  br label %107, !dbg !939

67:                                               ; preds = %4
  %68 = add nsw i32 %7, -1, !dbg !940
    #dbg_value(i32 %68, !885, !DIExpression(), !887)
  %69 = sext i32 %68 to i64, !dbg !941
  %70 = getelementptr inbounds [32 x i64], ptr %2, i64 0, i64 %69, !dbg !941
  %71 = load i64, ptr %70, align 8, !dbg !941, !tbaa !200
  %72 = add nsw i32 %7, -2, !dbg !942
  %73 = sext i32 %72 to i64, !dbg !943
  %74 = getelementptr inbounds [32 x i64], ptr %2, i64 0, i64 %73, !dbg !943
  %75 = load i64, ptr %74, align 8, !dbg !944, !tbaa !200
  %76 = sdiv i64 %75, %71, !dbg !944
  store i64 %76, ptr %74, align 8, !dbg !944, !tbaa !200
  br label %107, !dbg !945

77:                                               ; preds = %4
  %78 = add nsw i32 %7, -1, !dbg !946
    #dbg_value(i32 %78, !885, !DIExpression(), !887)
  %79 = sext i32 %78 to i64, !dbg !947
  %80 = getelementptr inbounds [32 x i64], ptr %2, i64 0, i64 %79, !dbg !947
  %81 = load i64, ptr %80, align 8, !dbg !947, !tbaa !200
  %82 = add nsw i32 %7, -2, !dbg !948
  %83 = sext i32 %82 to i64, !dbg !949
  %84 = getelementptr inbounds [32 x i64], ptr %2, i64 0, i64 %83, !dbg !949
  %85 = load i64, ptr %84, align 8, !dbg !950, !tbaa !200
  %86 = srem i64 %85, %81, !dbg !950
  store i64 %86, ptr %84, align 8, !dbg !950, !tbaa !200
  br label %107, !dbg !951

87:                                               ; preds = %4
  %88 = add nsw i32 %7, -1, !dbg !952
    #dbg_value(i32 %88, !885, !DIExpression(), !887)
  %89 = add nsw i32 %7, -2, !dbg !953
  %90 = sext i32 %89 to i64, !dbg !954
  %91 = getelementptr inbounds [32 x i64], ptr %2, i64 0, i64 %90, !dbg !954
  %92 = load i64, ptr %91, align 8, !dbg !954, !tbaa !200
  %93 = sext i32 %88 to i64, !dbg !955
  %94 = getelementptr inbounds [32 x i64], ptr %2, i64 0, i64 %93, !dbg !955
  %95 = load i64, ptr %94, align 8, !dbg !955, !tbaa !200
  %96 = icmp slt i64 %92, %95, !dbg !956
  %97 = zext i1 %96 to i64, !dbg !954
  store i64 %97, ptr %91, align 8, !dbg !957, !tbaa !200
  br label %107, !dbg !958

98:                                               ; preds = %4
  %99 = add nsw i32 %7, -1, !dbg !959
    #dbg_value(i32 %99, !885, !DIExpression(), !887)
  %100 = sext i32 %99 to i64, !dbg !961
  %101 = getelementptr inbounds [32 x i64], ptr %2, i64 0, i64 %100, !dbg !961
  %102 = load i64, ptr %101, align 8, !dbg !961, !tbaa !200
  %103 = icmp eq i64 %102, 0, !dbg !962
  br i1 %103, label %104, label %110, !dbg !963

104:                                              ; preds = %98
  %105 = getelementptr inbounds i64, ptr @code, i64 %9, !dbg !964
  %106 = load i64, ptr %105, align 8, !dbg !964, !tbaa !200
    #dbg_value(i64 %106, !883, !DIExpression(), !887)
  br label %107, !dbg !965

107:                                              ; preds = %104, %110, %4, %115, %112, %87, %77, %67, %57, %47, %37, %28, %19, %12
  %108 = phi i64 [ %9, %4 ], [ %9, %115 ], [ %114, %112 ], [ %106, %104 ], [ %111, %110 ], [ %9, %87 ], [ %9, %77 ], [ %9, %67 ], [ %9, %57 ], [ %9, %47 ], [ %9, %37 ], [ %33, %28 ], [ %20, %19 ], [ %13, %12 ]
  %109 = phi i32 [ %7, %4 ], [ %116, %115 ], [ %7, %112 ], [ %99, %104 ], [ %99, %110 ], [ %88, %87 ], [ %78, %77 ], [ %68, %67 ], [ %58, %57 ], [ %48, %47 ], [ %38, %37 ], [ %29, %28 ], [ %25, %19 ], [ %16, %12 ]
  br label %4, !dbg !894, !llvm.loop !966

110:                                              ; preds = %98
  %111 = add nsw i64 %5, 2, !dbg !969
    #dbg_value(i64 %111, !883, !DIExpression(), !887)
  br label %107

112:                                              ; preds = %4
  %113 = getelementptr inbounds i64, ptr @code, i64 %9, !dbg !970
  %114 = load i64, ptr %113, align 8, !dbg !970, !tbaa !200
    #dbg_value(i64 %114, !883, !DIExpression(), !887)
  br label %107, !dbg !971

115:                                              ; preds = %4
  %116 = add nsw i32 %7, -1, !dbg !972
    #dbg_value(i32 %116, !885, !DIExpression(), !887)
  %117 = sext i32 %116 to i64, !dbg !973
  %118 = getelementptr inbounds [32 x i64], ptr %2, i64 0, i64 %117, !dbg !973
  %119 = load i64, ptr %118, align 8, !dbg !973, !tbaa !200
  %120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %119), !dbg !974
  br label %107, !dbg !975

121:                                              ; preds = %4
  store i64 %8, ptr %0, align 8, !dbg !976, !tbaa !200
  %122 = add nsw i32 %7, -1, !dbg !977
  %123 = sext i32 %122 to i64, !dbg !978
  %124 = getelementptr inbounds [32 x i64], ptr %2, i64 0, i64 %123, !dbg !978
  %125 = load i64, ptr %124, align 8, !dbg !978, !tbaa !200
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #6, !dbg !979
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %2) #6, !dbg !979
  ret i64 %125, !dbg !980
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 -99, 43) i32 @classify(i32 noundef %0) #3 !dbg !138 {
    #dbg_value(i32 %0, !142, !DIExpression(), !981)
    #dbg_value(i32 0, !143, !DIExpression(), !981)
  %2 = ashr i32 %0, 31, !dbg !982
  %3 = icmp ne i32 %0, 0, !dbg !983
  %4 = zext i1 %3 to i32, !dbg !983
  %5 = or i32 %2, %4, !dbg !983
  %6 = add nsw i32 %5, 1, !dbg !984
  %7 = zext nneg i32 %6 to i64, !dbg !985
  %8 = getelementptr inbounds [3 x i32], ptr @classify.offs, i64 0, i64 %7, !dbg !985
  %9 = load i32, ptr %8, align 4, !dbg !985, !tbaa !505
  %10 = sext i32 %9 to i64, !dbg !986
  %11 = getelementptr inbounds i8, ptr blockaddress(@classify, %12), i64 %10, !dbg !986
  indirectbr ptr %11, [label %13, label %12, label %16, label %14]

12:                                               ; preds = %1
    #dbg_label(!144, !987)
    #dbg_value(i32 -100, !143, !DIExpression(), !981)
  br label %16, !dbg !988

13:                                               ; preds = %1
    #dbg_label(!146, !989)
  br label %16, !dbg !990

14:                                               ; preds = %1
    #dbg_label(!147, !991)
  %15 = shl nsw i32 %0, 1, !dbg !992
  br label %16, !dbg !993

16:                                               ; preds = %1, %12, %14, %13
  %17 = phi i32 [ -1, %13 ], [ %15, %14 ], [ 1, %1 ], [ -99, %12 ], !dbg !981
  ret i32 %17, !dbg !994
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!155, !156, !157, !158, !159, !160, !161}
!llvm.ident = !{!162}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 110, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/computed_goto_vm.c", directory: ".", checksumkind: CSK_MD5, checksum: "1e463fb6984604684e637b00abb491f0")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 9)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "code", scope: !9, file: !2, line: 9, type: !152, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !10, retainedTypes: !50, globals: !52, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11, !27, !41}
!11 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !2, line: 8, baseType: !12, size: 32, elements: !13)
!12 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!13 = !{!14, !15, !16, !17, !18, !19, !20, !21, !22, !23, !24, !25, !26}
!14 = !DIEnumerator(name: "PUSH", value: 0)
!15 = !DIEnumerator(name: "LOAD", value: 1)
!16 = !DIEnumerator(name: "STORE", value: 2)
!17 = !DIEnumerator(name: "ADD", value: 3)
!18 = !DIEnumerator(name: "SUB", value: 4)
!19 = !DIEnumerator(name: "MUL", value: 5)
!20 = !DIEnumerator(name: "DIV", value: 6)
!21 = !DIEnumerator(name: "MOD", value: 7)
!22 = !DIEnumerator(name: "LT", value: 8)
!23 = !DIEnumerator(name: "JZ", value: 9)
!24 = !DIEnumerator(name: "JMP", value: 10)
!25 = !DIEnumerator(name: "PRINT", value: 11)
!26 = !DIEnumerator(name: "HALT", value: 12)
!27 = !DICompositeType(tag: DW_TAG_enumeration_type, scope: !28, file: !2, line: 64, baseType: !12, size: 32, elements: !34)
!28 = distinct !DISubprogram(name: "asm_primes", scope: !2, file: !2, line: 63, type: !29, scopeLine: 63, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !32)
!29 = !DISubroutineType(types: !30)
!30 = !{null, !31}
!31 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!32 = !{!33}
!33 = !DILocalVariable(name: "limit", arg: 1, scope: !28, file: !2, line: 63, type: !31)
!34 = !{!35, !36, !37, !38, !39, !40}
!35 = !DIEnumerator(name: "OUTER", value: 0)
!36 = !DIEnumerator(name: "INNER", value: 1)
!37 = !DIEnumerator(name: "CHECK", value: 2)
!38 = !DIEnumerator(name: "PRINT_IT", value: 3)
!39 = !DIEnumerator(name: "NEXTN", value: 4)
!40 = !DIEnumerator(name: "END", value: 5)
!41 = !DICompositeType(tag: DW_TAG_enumeration_type, scope: !42, file: !2, line: 80, baseType: !12, size: 32, elements: !45)
!42 = distinct !DISubprogram(name: "asm_collatz", scope: !2, file: !2, line: 79, type: !29, scopeLine: 79, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !43)
!43 = !{!44}
!44 = !DILocalVariable(name: "n", arg: 1, scope: !42, file: !2, line: 79, type: !31)
!45 = !{!46, !47, !48, !49}
!46 = !DIEnumerator(name: "LOOP", value: 0)
!47 = !DIEnumerator(name: "EVEN", value: 1)
!48 = !DIEnumerator(name: "STEP", value: 2)
!49 = !DIEnumerator(name: "END", value: 3)
!50 = !{!51}
!51 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!52 = !{!0, !53, !58, !60, !65, !70, !7, !75, !77, !79, !84, !89, !91, !131, !136}
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 110, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 2)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 111, type: !3, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 112, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 41)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !2, line: 117, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 22)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 120, type: !72, isLocal: true, isDefinition: true)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 28)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(name: "ncode", scope: !9, file: !2, line: 10, type: !51, isLocal: true, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(name: "nfix", scope: !9, file: !2, line: 10, type: !51, isLocal: true, isDefinition: true)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(name: "labels", scope: !9, file: !2, line: 10, type: !81, isLocal: true, isDefinition: true)
!81 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 512, elements: !82)
!82 = !{!83}
!83 = !DISubrange(count: 16)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(name: "fix_at", scope: !9, file: !2, line: 10, type: !86, isLocal: true, isDefinition: true)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 2048, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 64)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(name: "fix_lab", scope: !9, file: !2, line: 10, type: !86, isLocal: true, isDefinition: true)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(name: "tbl", scope: !93, file: !2, line: 19, type: !126, isLocal: true, isDefinition: true)
!93 = distinct !DISubprogram(name: "run_goto", scope: !2, file: !2, line: 18, type: !94, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !99)
!94 = !DISubroutineType(types: !95)
!95 = !{!31, !96, !98}
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 64)
!97 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !31)
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!99 = !{!100, !101, !102, !106, !110, !111, !112, !113, !114, !115, !116, !117, !118, !119, !120, !121, !122, !123, !124, !125}
!100 = !DILocalVariable(name: "c", arg: 1, scope: !93, file: !2, line: 18, type: !96)
!101 = !DILocalVariable(name: "steps_out", arg: 2, scope: !93, file: !2, line: 18, type: !98)
!102 = !DILocalVariable(name: "st", scope: !93, file: !2, line: 20, type: !103)
!103 = !DICompositeType(tag: DW_TAG_array_type, baseType: !31, size: 2048, elements: !104)
!104 = !{!105}
!105 = !DISubrange(count: 32)
!106 = !DILocalVariable(name: "var", scope: !93, file: !2, line: 20, type: !107)
!107 = !DICompositeType(tag: DW_TAG_array_type, baseType: !31, size: 512, elements: !108)
!108 = !{!109}
!109 = !DISubrange(count: 8)
!110 = !DILocalVariable(name: "pc", scope: !93, file: !2, line: 20, type: !31)
!111 = !DILocalVariable(name: "steps", scope: !93, file: !2, line: 20, type: !31)
!112 = !DILocalVariable(name: "sp", scope: !93, file: !2, line: 21, type: !51)
!113 = !DILabel(scope: !93, name: "L_PUSH", file: !2, line: 24)
!114 = !DILabel(scope: !93, name: "L_LOAD", file: !2, line: 25)
!115 = !DILabel(scope: !93, name: "L_STORE", file: !2, line: 26)
!116 = !DILabel(scope: !93, name: "L_ADD", file: !2, line: 27)
!117 = !DILabel(scope: !93, name: "L_SUB", file: !2, line: 28)
!118 = !DILabel(scope: !93, name: "L_MUL", file: !2, line: 29)
!119 = !DILabel(scope: !93, name: "L_DIV", file: !2, line: 30)
!120 = !DILabel(scope: !93, name: "L_MOD", file: !2, line: 31)
!121 = !DILabel(scope: !93, name: "L_LT", file: !2, line: 32)
!122 = !DILabel(scope: !93, name: "L_JZ", file: !2, line: 33)
!123 = !DILabel(scope: !93, name: "L_JMP", file: !2, line: 34)
!124 = !DILabel(scope: !93, name: "L_PRINT", file: !2, line: 35)
!125 = !DILabel(scope: !93, name: "L_HALT", file: !2, line: 36)
!126 = !DICompositeType(tag: DW_TAG_array_type, baseType: !127, size: 832, elements: !129)
!127 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !128)
!128 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!129 = !{!130}
!130 = !DISubrange(count: 13)
!131 = !DIGlobalVariableExpression(var: !132, expr: !DIExpression())
!132 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !133, isLocal: true, isDefinition: true)
!133 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !134)
!134 = !{!135}
!135 = !DISubrange(count: 5)
!136 = !DIGlobalVariableExpression(var: !137, expr: !DIExpression())
!137 = distinct !DIGlobalVariable(name: "offs", scope: !138, file: !2, line: 93, type: !148, isLocal: true, isDefinition: true)
!138 = distinct !DISubprogram(name: "classify", scope: !2, file: !2, line: 92, type: !139, scopeLine: 92, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !141)
!139 = !DISubroutineType(types: !140)
!140 = !{!51, !51}
!141 = !{!142, !143, !144, !145, !146, !147}
!142 = !DILocalVariable(name: "x", arg: 1, scope: !138, file: !2, line: 92, type: !51)
!143 = !DILocalVariable(name: "r", scope: !138, file: !2, line: 94, type: !51)
!144 = !DILabel(scope: !138, name: "base", file: !2, line: 96)
!145 = !DILabel(scope: !138, name: "zero", file: !2, line: 98)
!146 = !DILabel(scope: !138, name: "neg", file: !2, line: 101)
!147 = !DILabel(scope: !138, name: "pos", file: !2, line: 103)
!148 = !DICompositeType(tag: DW_TAG_array_type, baseType: !149, size: 96, elements: !150)
!149 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !51)
!150 = !{!151}
!151 = !DISubrange(count: 3)
!152 = !DICompositeType(tag: DW_TAG_array_type, baseType: !31, size: 16384, elements: !153)
!153 = !{!154}
!154 = !DISubrange(count: 256)
!155 = !{i32 7, !"Dwarf Version", i32 5}
!156 = !{i32 2, !"Debug Info Version", i32 3}
!157 = !{i32 1, !"wchar_size", i32 4}
!158 = !{i32 8, !"PIC Level", i32 2}
!159 = !{i32 7, !"PIE Level", i32 2}
!160 = !{i32 7, !"uwtable", i32 2}
!161 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!162 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!163 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 107, type: !164, scopeLine: 107, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !165)
!164 = !DISubroutineType(types: !50)
!165 = !{!166, !167, !168, !169, !170, !171}
!166 = !DILocalVariable(name: "s1", scope: !163, file: !2, line: 108, type: !31)
!167 = !DILocalVariable(name: "s2", scope: !163, file: !2, line: 108, type: !31)
!168 = !DILocalVariable(name: "r1", scope: !163, file: !2, line: 108, type: !31)
!169 = !DILocalVariable(name: "r2", scope: !163, file: !2, line: 108, type: !31)
!170 = !DILocalVariable(name: "bad", scope: !163, file: !2, line: 113, type: !51)
!171 = !DILocalVariable(name: "n", scope: !172, file: !2, line: 114, type: !31)
!172 = distinct !DILexicalBlock(scope: !163, file: !2, line: 114, column: 5)
!173 = distinct !DIAssignID()
!174 = !DILocation(line: 0, scope: !163)
!175 = distinct !DIAssignID()
!176 = !DILocation(line: 108, column: 5, scope: !163)
!177 = !DILocation(line: 0, scope: !28, inlinedAt: !178)
!178 = distinct !DILocation(line: 109, column: 5, scope: !163)
!179 = !DILocalVariable(name: "o", arg: 1, scope: !180, file: !2, line: 12, type: !31)
!180 = distinct !DISubprogram(name: "op1", scope: !2, file: !2, line: 12, type: !181, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !183)
!181 = !DISubroutineType(types: !182)
!182 = !{null, !31, !31}
!183 = !{!179, !184}
!184 = !DILocalVariable(name: "a", arg: 2, scope: !180, file: !2, line: 12, type: !31)
!185 = !DILocation(line: 0, scope: !180, inlinedAt: !186)
!186 = distinct !DILocation(line: 66, column: 5, scope: !28, inlinedAt: !178)
!187 = !DILocalVariable(name: "o", arg: 1, scope: !188, file: !2, line: 11, type: !31)
!188 = distinct !DISubprogram(name: "op", scope: !2, file: !2, line: 11, type: !29, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !189)
!189 = !{!187}
!190 = !DILocation(line: 0, scope: !188, inlinedAt: !191)
!191 = distinct !DILocation(line: 12, column: 35, scope: !180, inlinedAt: !186)
!192 = !DILocation(line: 0, scope: !188, inlinedAt: !193)
!193 = distinct !DILocation(line: 12, column: 42, scope: !180, inlinedAt: !186)
!194 = !DILocation(line: 0, scope: !180, inlinedAt: !195)
!195 = distinct !DILocation(line: 66, column: 19, scope: !28, inlinedAt: !178)
!196 = !DILocation(line: 0, scope: !188, inlinedAt: !197)
!197 = distinct !DILocation(line: 12, column: 35, scope: !180, inlinedAt: !195)
!198 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !193)
!199 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !197)
!200 = !{!201, !201, i64 0}
!201 = !{!"long", !202, i64 0}
!202 = !{!"omnipotent char", !203, i64 0}
!203 = !{!"Simple C/C++ TBAA"}
!204 = !DILocation(line: 0, scope: !188, inlinedAt: !205)
!205 = distinct !DILocation(line: 12, column: 42, scope: !180, inlinedAt: !195)
!206 = !DILocation(line: 0, scope: !180, inlinedAt: !207)
!207 = distinct !DILocation(line: 66, column: 34, scope: !28, inlinedAt: !178)
!208 = !DILocation(line: 0, scope: !188, inlinedAt: !209)
!209 = distinct !DILocation(line: 12, column: 35, scope: !180, inlinedAt: !207)
!210 = !DILocation(line: 0, scope: !188, inlinedAt: !211)
!211 = distinct !DILocation(line: 12, column: 42, scope: !180, inlinedAt: !207)
!212 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !209)
!213 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !211)
!214 = !DILocation(line: 0, scope: !180, inlinedAt: !215)
!215 = distinct !DILocation(line: 66, column: 48, scope: !28, inlinedAt: !178)
!216 = !DILocation(line: 0, scope: !188, inlinedAt: !217)
!217 = distinct !DILocation(line: 12, column: 35, scope: !180, inlinedAt: !215)
!218 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !217)
!219 = !DILocation(line: 0, scope: !188, inlinedAt: !220)
!220 = distinct !DILocation(line: 12, column: 42, scope: !180, inlinedAt: !215)
!221 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !220)
!222 = !DILocalVariable(name: "l", arg: 1, scope: !223, file: !2, line: 14, type: !51)
!223 = distinct !DISubprogram(name: "label", scope: !2, file: !2, line: 14, type: !224, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !226)
!224 = !DISubroutineType(types: !225)
!225 = !{null, !51}
!226 = !{!222}
!227 = !DILocation(line: 0, scope: !223, inlinedAt: !228)
!228 = distinct !DILocation(line: 67, column: 5, scope: !28, inlinedAt: !178)
!229 = !DILocation(line: 0, scope: !180, inlinedAt: !230)
!230 = distinct !DILocation(line: 67, column: 19, scope: !28, inlinedAt: !178)
!231 = !DILocation(line: 0, scope: !188, inlinedAt: !232)
!232 = distinct !DILocation(line: 12, column: 35, scope: !180, inlinedAt: !230)
!233 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !232)
!234 = !DILocation(line: 0, scope: !188, inlinedAt: !235)
!235 = distinct !DILocation(line: 12, column: 42, scope: !180, inlinedAt: !230)
!236 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !235)
!237 = !DILocation(line: 0, scope: !180, inlinedAt: !238)
!238 = distinct !DILocation(line: 67, column: 33, scope: !28, inlinedAt: !178)
!239 = !DILocation(line: 0, scope: !188, inlinedAt: !240)
!240 = distinct !DILocation(line: 12, column: 35, scope: !180, inlinedAt: !238)
!241 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !240)
!242 = !DILocation(line: 0, scope: !188, inlinedAt: !243)
!243 = distinct !DILocation(line: 12, column: 42, scope: !180, inlinedAt: !238)
!244 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !243)
!245 = !DILocation(line: 0, scope: !188, inlinedAt: !246)
!246 = distinct !DILocation(line: 67, column: 51, scope: !28, inlinedAt: !178)
!247 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !246)
!248 = !DILocalVariable(name: "o", arg: 1, scope: !249, file: !2, line: 13, type: !31)
!249 = distinct !DISubprogram(name: "jump", scope: !2, file: !2, line: 13, type: !250, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !252)
!250 = !DISubroutineType(types: !251)
!251 = !{null, !31, !51}
!252 = !{!248, !253}
!253 = !DILocalVariable(name: "lab", arg: 2, scope: !249, file: !2, line: 13, type: !51)
!254 = !DILocation(line: 0, scope: !249, inlinedAt: !255)
!255 = distinct !DILocation(line: 67, column: 59, scope: !28, inlinedAt: !178)
!256 = !DILocation(line: 0, scope: !188, inlinedAt: !257)
!257 = distinct !DILocation(line: 13, column: 37, scope: !249, inlinedAt: !255)
!258 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !257)
!259 = !DILocation(line: 0, scope: !188, inlinedAt: !260)
!260 = distinct !DILocation(line: 13, column: 89, scope: !249, inlinedAt: !255)
!261 = !DILocation(line: 0, scope: !180, inlinedAt: !262)
!262 = distinct !DILocation(line: 68, column: 5, scope: !28, inlinedAt: !178)
!263 = !DILocation(line: 0, scope: !188, inlinedAt: !264)
!264 = distinct !DILocation(line: 12, column: 35, scope: !180, inlinedAt: !262)
!265 = !DILocation(line: 0, scope: !188, inlinedAt: !266)
!266 = distinct !DILocation(line: 12, column: 42, scope: !180, inlinedAt: !262)
!267 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !264)
!268 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !266)
!269 = !DILocation(line: 0, scope: !180, inlinedAt: !270)
!270 = distinct !DILocation(line: 68, column: 19, scope: !28, inlinedAt: !178)
!271 = !DILocation(line: 0, scope: !188, inlinedAt: !272)
!272 = distinct !DILocation(line: 12, column: 35, scope: !180, inlinedAt: !270)
!273 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !272)
!274 = !DILocation(line: 0, scope: !188, inlinedAt: !275)
!275 = distinct !DILocation(line: 12, column: 42, scope: !180, inlinedAt: !270)
!276 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !275)
!277 = !DILocation(line: 0, scope: !223, inlinedAt: !278)
!278 = distinct !DILocation(line: 69, column: 5, scope: !28, inlinedAt: !178)
!279 = !DILocation(line: 0, scope: !180, inlinedAt: !280)
!280 = distinct !DILocation(line: 69, column: 19, scope: !28, inlinedAt: !178)
!281 = !DILocation(line: 0, scope: !188, inlinedAt: !282)
!282 = distinct !DILocation(line: 12, column: 35, scope: !180, inlinedAt: !280)
!283 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !282)
!284 = !DILocation(line: 0, scope: !188, inlinedAt: !285)
!285 = distinct !DILocation(line: 12, column: 42, scope: !180, inlinedAt: !280)
!286 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !285)
!287 = !DILocation(line: 0, scope: !180, inlinedAt: !288)
!288 = distinct !DILocation(line: 69, column: 33, scope: !28, inlinedAt: !178)
!289 = !DILocation(line: 0, scope: !188, inlinedAt: !290)
!290 = distinct !DILocation(line: 12, column: 35, scope: !180, inlinedAt: !288)
!291 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !290)
!292 = !DILocation(line: 0, scope: !188, inlinedAt: !293)
!293 = distinct !DILocation(line: 12, column: 42, scope: !180, inlinedAt: !288)
!294 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !293)
!295 = !DILocation(line: 0, scope: !180, inlinedAt: !296)
!296 = distinct !DILocation(line: 69, column: 47, scope: !28, inlinedAt: !178)
!297 = !DILocation(line: 0, scope: !188, inlinedAt: !298)
!298 = distinct !DILocation(line: 12, column: 35, scope: !180, inlinedAt: !296)
!299 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !298)
!300 = !DILocation(line: 0, scope: !188, inlinedAt: !301)
!301 = distinct !DILocation(line: 12, column: 42, scope: !180, inlinedAt: !296)
!302 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !301)
!303 = !DILocation(line: 0, scope: !188, inlinedAt: !304)
!304 = distinct !DILocation(line: 69, column: 61, scope: !28, inlinedAt: !178)
!305 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !304)
!306 = !DILocation(line: 0, scope: !188, inlinedAt: !307)
!307 = distinct !DILocation(line: 69, column: 70, scope: !28, inlinedAt: !178)
!308 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !307)
!309 = !DILocation(line: 0, scope: !249, inlinedAt: !310)
!310 = distinct !DILocation(line: 69, column: 78, scope: !28, inlinedAt: !178)
!311 = !DILocation(line: 0, scope: !188, inlinedAt: !312)
!312 = distinct !DILocation(line: 13, column: 37, scope: !249, inlinedAt: !310)
!313 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !312)
!314 = !DILocation(line: 0, scope: !188, inlinedAt: !315)
!315 = distinct !DILocation(line: 13, column: 89, scope: !249, inlinedAt: !310)
!316 = !DILocation(line: 0, scope: !180, inlinedAt: !317)
!317 = distinct !DILocation(line: 70, column: 5, scope: !28, inlinedAt: !178)
!318 = !DILocation(line: 0, scope: !188, inlinedAt: !319)
!319 = distinct !DILocation(line: 12, column: 35, scope: !180, inlinedAt: !317)
!320 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !319)
!321 = !DILocation(line: 0, scope: !188, inlinedAt: !322)
!322 = distinct !DILocation(line: 12, column: 42, scope: !180, inlinedAt: !317)
!323 = !DILocation(line: 0, scope: !180, inlinedAt: !324)
!324 = distinct !DILocation(line: 70, column: 19, scope: !28, inlinedAt: !178)
!325 = !DILocation(line: 0, scope: !188, inlinedAt: !326)
!326 = distinct !DILocation(line: 12, column: 35, scope: !180, inlinedAt: !324)
!327 = !DILocation(line: 0, scope: !188, inlinedAt: !328)
!328 = distinct !DILocation(line: 12, column: 42, scope: !180, inlinedAt: !324)
!329 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !326)
!330 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !328)
!331 = !DILocation(line: 0, scope: !188, inlinedAt: !332)
!332 = distinct !DILocation(line: 70, column: 33, scope: !28, inlinedAt: !178)
!333 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !332)
!334 = !DILocation(line: 0, scope: !180, inlinedAt: !335)
!335 = distinct !DILocation(line: 70, column: 42, scope: !28, inlinedAt: !178)
!336 = !DILocation(line: 0, scope: !188, inlinedAt: !337)
!337 = distinct !DILocation(line: 12, column: 35, scope: !180, inlinedAt: !335)
!338 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !337)
!339 = !DILocation(line: 0, scope: !188, inlinedAt: !340)
!340 = distinct !DILocation(line: 12, column: 42, scope: !180, inlinedAt: !335)
!341 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !340)
!342 = !DILocation(line: 0, scope: !180, inlinedAt: !343)
!343 = distinct !DILocation(line: 71, column: 5, scope: !28, inlinedAt: !178)
!344 = !DILocation(line: 0, scope: !188, inlinedAt: !345)
!345 = distinct !DILocation(line: 12, column: 35, scope: !180, inlinedAt: !343)
!346 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !345)
!347 = !DILocation(line: 0, scope: !188, inlinedAt: !348)
!348 = distinct !DILocation(line: 12, column: 42, scope: !180, inlinedAt: !343)
!349 = !DILocation(line: 0, scope: !180, inlinedAt: !350)
!350 = distinct !DILocation(line: 71, column: 19, scope: !28, inlinedAt: !178)
!351 = !DILocation(line: 0, scope: !188, inlinedAt: !352)
!352 = distinct !DILocation(line: 12, column: 35, scope: !180, inlinedAt: !350)
!353 = !DILocation(line: 0, scope: !188, inlinedAt: !354)
!354 = distinct !DILocation(line: 12, column: 42, scope: !180, inlinedAt: !350)
!355 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !352)
!356 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !354)
!357 = !DILocation(line: 0, scope: !188, inlinedAt: !358)
!358 = distinct !DILocation(line: 71, column: 34, scope: !28, inlinedAt: !178)
!359 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !358)
!360 = !DILocation(line: 0, scope: !249, inlinedAt: !361)
!361 = distinct !DILocation(line: 71, column: 43, scope: !28, inlinedAt: !178)
!362 = !DILocation(line: 0, scope: !188, inlinedAt: !363)
!363 = distinct !DILocation(line: 13, column: 37, scope: !249, inlinedAt: !361)
!364 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !363)
!365 = !DILocation(line: 0, scope: !188, inlinedAt: !366)
!366 = distinct !DILocation(line: 13, column: 89, scope: !249, inlinedAt: !361)
!367 = !DILocation(line: 0, scope: !249, inlinedAt: !368)
!368 = distinct !DILocation(line: 71, column: 63, scope: !28, inlinedAt: !178)
!369 = !DILocation(line: 0, scope: !188, inlinedAt: !370)
!370 = distinct !DILocation(line: 13, column: 37, scope: !249, inlinedAt: !368)
!371 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !370)
!372 = !DILocation(line: 0, scope: !188, inlinedAt: !373)
!373 = distinct !DILocation(line: 13, column: 89, scope: !249, inlinedAt: !368)
!374 = !DILocation(line: 0, scope: !223, inlinedAt: !375)
!375 = distinct !DILocation(line: 72, column: 5, scope: !28, inlinedAt: !178)
!376 = !DILocation(line: 0, scope: !180, inlinedAt: !377)
!377 = distinct !DILocation(line: 72, column: 22, scope: !28, inlinedAt: !178)
!378 = !DILocation(line: 0, scope: !188, inlinedAt: !379)
!379 = distinct !DILocation(line: 12, column: 35, scope: !180, inlinedAt: !377)
!380 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !379)
!381 = !DILocation(line: 0, scope: !188, inlinedAt: !382)
!382 = distinct !DILocation(line: 12, column: 42, scope: !180, inlinedAt: !377)
!383 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !382)
!384 = !DILocation(line: 0, scope: !188, inlinedAt: !385)
!385 = distinct !DILocation(line: 72, column: 36, scope: !28, inlinedAt: !178)
!386 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !385)
!387 = !DILocation(line: 0, scope: !249, inlinedAt: !388)
!388 = distinct !DILocation(line: 72, column: 47, scope: !28, inlinedAt: !178)
!389 = !DILocation(line: 0, scope: !188, inlinedAt: !390)
!390 = distinct !DILocation(line: 13, column: 37, scope: !249, inlinedAt: !388)
!391 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !390)
!392 = !DILocation(line: 0, scope: !188, inlinedAt: !393)
!393 = distinct !DILocation(line: 13, column: 89, scope: !249, inlinedAt: !388)
!394 = !DILocation(line: 0, scope: !223, inlinedAt: !395)
!395 = distinct !DILocation(line: 73, column: 5, scope: !28, inlinedAt: !178)
!396 = !DILocation(line: 0, scope: !180, inlinedAt: !397)
!397 = distinct !DILocation(line: 73, column: 19, scope: !28, inlinedAt: !178)
!398 = !DILocation(line: 0, scope: !188, inlinedAt: !399)
!399 = distinct !DILocation(line: 12, column: 35, scope: !180, inlinedAt: !397)
!400 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !399)
!401 = !DILocation(line: 0, scope: !188, inlinedAt: !402)
!402 = distinct !DILocation(line: 12, column: 42, scope: !180, inlinedAt: !397)
!403 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !402)
!404 = !DILocation(line: 0, scope: !180, inlinedAt: !405)
!405 = distinct !DILocation(line: 73, column: 33, scope: !28, inlinedAt: !178)
!406 = !DILocation(line: 0, scope: !188, inlinedAt: !407)
!407 = distinct !DILocation(line: 12, column: 35, scope: !180, inlinedAt: !405)
!408 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !407)
!409 = !DILocation(line: 0, scope: !188, inlinedAt: !410)
!410 = distinct !DILocation(line: 12, column: 42, scope: !180, inlinedAt: !405)
!411 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !410)
!412 = !DILocation(line: 0, scope: !188, inlinedAt: !413)
!413 = distinct !DILocation(line: 73, column: 47, scope: !28, inlinedAt: !178)
!414 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !413)
!415 = !DILocation(line: 0, scope: !249, inlinedAt: !416)
!416 = distinct !DILocation(line: 73, column: 56, scope: !28, inlinedAt: !178)
!417 = !DILocation(line: 0, scope: !188, inlinedAt: !418)
!418 = distinct !DILocation(line: 13, column: 37, scope: !249, inlinedAt: !416)
!419 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !418)
!420 = !DILocation(line: 0, scope: !188, inlinedAt: !421)
!421 = distinct !DILocation(line: 13, column: 89, scope: !249, inlinedAt: !416)
!422 = !DILocation(line: 0, scope: !180, inlinedAt: !423)
!423 = distinct !DILocation(line: 74, column: 5, scope: !28, inlinedAt: !178)
!424 = !DILocation(line: 0, scope: !188, inlinedAt: !425)
!425 = distinct !DILocation(line: 12, column: 35, scope: !180, inlinedAt: !423)
!426 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !425)
!427 = !DILocation(line: 0, scope: !188, inlinedAt: !428)
!428 = distinct !DILocation(line: 12, column: 42, scope: !180, inlinedAt: !423)
!429 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !428)
!430 = !DILocation(line: 0, scope: !180, inlinedAt: !431)
!431 = distinct !DILocation(line: 74, column: 19, scope: !28, inlinedAt: !178)
!432 = !DILocation(line: 0, scope: !188, inlinedAt: !433)
!433 = distinct !DILocation(line: 12, column: 35, scope: !180, inlinedAt: !431)
!434 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !433)
!435 = !DILocation(line: 0, scope: !188, inlinedAt: !436)
!436 = distinct !DILocation(line: 12, column: 42, scope: !180, inlinedAt: !431)
!437 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !436)
!438 = !DILocation(line: 0, scope: !188, inlinedAt: !439)
!439 = distinct !DILocation(line: 74, column: 33, scope: !28, inlinedAt: !178)
!440 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !439)
!441 = !DILocation(line: 0, scope: !180, inlinedAt: !442)
!442 = distinct !DILocation(line: 74, column: 42, scope: !28, inlinedAt: !178)
!443 = !DILocation(line: 0, scope: !188, inlinedAt: !444)
!444 = distinct !DILocation(line: 12, column: 35, scope: !180, inlinedAt: !442)
!445 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !444)
!446 = !DILocation(line: 0, scope: !188, inlinedAt: !447)
!447 = distinct !DILocation(line: 12, column: 42, scope: !180, inlinedAt: !442)
!448 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !447)
!449 = !DILocation(line: 0, scope: !249, inlinedAt: !450)
!450 = distinct !DILocation(line: 74, column: 57, scope: !28, inlinedAt: !178)
!451 = !DILocation(line: 0, scope: !188, inlinedAt: !452)
!452 = distinct !DILocation(line: 13, column: 37, scope: !249, inlinedAt: !450)
!453 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !452)
!454 = !DILocation(line: 0, scope: !188, inlinedAt: !455)
!455 = distinct !DILocation(line: 13, column: 89, scope: !249, inlinedAt: !450)
!456 = !DILocation(line: 0, scope: !223, inlinedAt: !457)
!457 = distinct !DILocation(line: 75, column: 5, scope: !28, inlinedAt: !178)
!458 = !DILocation(line: 0, scope: !180, inlinedAt: !459)
!459 = distinct !DILocation(line: 75, column: 19, scope: !28, inlinedAt: !178)
!460 = !DILocation(line: 0, scope: !188, inlinedAt: !461)
!461 = distinct !DILocation(line: 12, column: 35, scope: !180, inlinedAt: !459)
!462 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !461)
!463 = !DILocation(line: 0, scope: !188, inlinedAt: !464)
!464 = distinct !DILocation(line: 12, column: 42, scope: !180, inlinedAt: !459)
!465 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !464)
!466 = !DILocation(line: 0, scope: !180, inlinedAt: !467)
!467 = distinct !DILocation(line: 75, column: 33, scope: !28, inlinedAt: !178)
!468 = !DILocation(line: 0, scope: !188, inlinedAt: !469)
!469 = distinct !DILocation(line: 12, column: 35, scope: !180, inlinedAt: !467)
!470 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !469)
!471 = !DILocation(line: 0, scope: !188, inlinedAt: !472)
!472 = distinct !DILocation(line: 12, column: 42, scope: !180, inlinedAt: !467)
!473 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !472)
!474 = !DILocation(line: 0, scope: !188, inlinedAt: !475)
!475 = distinct !DILocation(line: 75, column: 47, scope: !28, inlinedAt: !178)
!476 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !475)
!477 = !DILocation(line: 0, scope: !180, inlinedAt: !478)
!478 = distinct !DILocation(line: 75, column: 56, scope: !28, inlinedAt: !178)
!479 = !DILocation(line: 0, scope: !188, inlinedAt: !480)
!480 = distinct !DILocation(line: 12, column: 35, scope: !180, inlinedAt: !478)
!481 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !480)
!482 = !DILocation(line: 0, scope: !188, inlinedAt: !483)
!483 = distinct !DILocation(line: 12, column: 42, scope: !180, inlinedAt: !478)
!484 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !483)
!485 = !DILocation(line: 0, scope: !249, inlinedAt: !486)
!486 = distinct !DILocation(line: 75, column: 71, scope: !28, inlinedAt: !178)
!487 = !DILocation(line: 0, scope: !188, inlinedAt: !488)
!488 = distinct !DILocation(line: 13, column: 37, scope: !249, inlinedAt: !486)
!489 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !488)
!490 = !DILocation(line: 0, scope: !188, inlinedAt: !491)
!491 = distinct !DILocation(line: 13, column: 89, scope: !249, inlinedAt: !486)
!492 = !DILocation(line: 0, scope: !223, inlinedAt: !493)
!493 = distinct !DILocation(line: 76, column: 5, scope: !28, inlinedAt: !178)
!494 = !DILocation(line: 0, scope: !180, inlinedAt: !495)
!495 = distinct !DILocation(line: 76, column: 17, scope: !28, inlinedAt: !178)
!496 = !DILocation(line: 0, scope: !188, inlinedAt: !497)
!497 = distinct !DILocation(line: 12, column: 35, scope: !180, inlinedAt: !495)
!498 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !497)
!499 = !DILocation(line: 0, scope: !188, inlinedAt: !500)
!500 = distinct !DILocation(line: 12, column: 42, scope: !180, inlinedAt: !495)
!501 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !500)
!502 = !DILocation(line: 0, scope: !188, inlinedAt: !503)
!503 = distinct !DILocation(line: 76, column: 31, scope: !28, inlinedAt: !178)
!504 = !DILocation(line: 11, column: 36, scope: !188, inlinedAt: !503)
!505 = !{!506, !506, i64 0}
!506 = !{!"int", !202, i64 0}
!507 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !503)
!508 = !DILocalVariable(name: "i", scope: !509, file: !2, line: 16, type: !51)
!509 = distinct !DILexicalBlock(scope: !510, file: !2, line: 16, column: 28)
!510 = distinct !DISubprogram(name: "finish", scope: !2, file: !2, line: 16, type: !511, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !513)
!511 = !DISubroutineType(types: !512)
!512 = !{null}
!513 = !{!508}
!514 = !DILocation(line: 0, scope: !509, inlinedAt: !515)
!515 = distinct !DILocation(line: 77, column: 5, scope: !28, inlinedAt: !178)
!516 = !DILocation(line: 16, column: 75, scope: !517, inlinedAt: !515)
!517 = distinct !DILexicalBlock(scope: !509, file: !2, line: 16, column: 28)
!518 = !DILocation(line: 110, column: 5, scope: !163)
!519 = !DILocation(line: 110, column: 30, scope: !163)
!520 = !DILocation(line: 110, column: 51, scope: !163)
!521 = !DILocation(line: 111, column: 5, scope: !163)
!522 = !DILocation(line: 111, column: 30, scope: !163)
!523 = !DILocation(line: 111, column: 53, scope: !163)
!524 = !DILocation(line: 112, column: 65, scope: !163)
!525 = !DILocation(line: 112, column: 69, scope: !163)
!526 = !DILocation(line: 112, column: 73, scope: !163)
!527 = !DILocation(line: 112, column: 5, scope: !163)
!528 = !DILocation(line: 113, column: 18, scope: !163)
!529 = !DILocation(line: 113, column: 24, scope: !163)
!530 = !DILocation(line: 0, scope: !172)
!531 = !DILocation(line: 114, column: 5, scope: !172)
!532 = !DILocation(line: 120, column: 45, scope: !163)
!533 = !DILocation(line: 120, column: 59, scope: !163)
!534 = !DILocation(line: 120, column: 72, scope: !163)
!535 = !DILocation(line: 120, column: 5, scope: !163)
!536 = !DILocation(line: 121, column: 12, scope: !163)
!537 = !DILocation(line: 122, column: 1, scope: !163)
!538 = !DILocation(line: 121, column: 5, scope: !163)
!539 = !DILocation(line: 0, scope: !42, inlinedAt: !540)
!540 = distinct !DILocation(line: 115, column: 9, scope: !541)
!541 = distinct !DILexicalBlock(scope: !542, file: !2, line: 114, column: 37)
!542 = distinct !DILexicalBlock(scope: !172, file: !2, line: 114, column: 5)
!543 = !DILocation(line: 0, scope: !180, inlinedAt: !544)
!544 = distinct !DILocation(line: 82, column: 5, scope: !42, inlinedAt: !540)
!545 = !DILocation(line: 0, scope: !188, inlinedAt: !546)
!546 = distinct !DILocation(line: 12, column: 35, scope: !180, inlinedAt: !544)
!547 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !546)
!548 = !DILocation(line: 0, scope: !188, inlinedAt: !549)
!549 = distinct !DILocation(line: 12, column: 42, scope: !180, inlinedAt: !544)
!550 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !549)
!551 = !DILocation(line: 0, scope: !180, inlinedAt: !552)
!552 = distinct !DILocation(line: 82, column: 19, scope: !42, inlinedAt: !540)
!553 = !DILocation(line: 0, scope: !188, inlinedAt: !554)
!554 = distinct !DILocation(line: 12, column: 35, scope: !180, inlinedAt: !552)
!555 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !554)
!556 = !DILocation(line: 0, scope: !188, inlinedAt: !557)
!557 = distinct !DILocation(line: 12, column: 42, scope: !180, inlinedAt: !552)
!558 = !DILocation(line: 0, scope: !180, inlinedAt: !559)
!559 = distinct !DILocation(line: 82, column: 34, scope: !42, inlinedAt: !540)
!560 = !DILocation(line: 0, scope: !188, inlinedAt: !561)
!561 = distinct !DILocation(line: 12, column: 35, scope: !180, inlinedAt: !559)
!562 = !DILocation(line: 0, scope: !188, inlinedAt: !563)
!563 = distinct !DILocation(line: 12, column: 42, scope: !180, inlinedAt: !559)
!564 = !DILocation(line: 0, scope: !180, inlinedAt: !565)
!565 = distinct !DILocation(line: 82, column: 48, scope: !42, inlinedAt: !540)
!566 = !DILocation(line: 0, scope: !188, inlinedAt: !567)
!567 = distinct !DILocation(line: 12, column: 35, scope: !180, inlinedAt: !565)
!568 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !563)
!569 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !567)
!570 = !DILocation(line: 0, scope: !188, inlinedAt: !571)
!571 = distinct !DILocation(line: 12, column: 42, scope: !180, inlinedAt: !565)
!572 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !571)
!573 = !DILocation(line: 0, scope: !223, inlinedAt: !574)
!574 = distinct !DILocation(line: 83, column: 5, scope: !42, inlinedAt: !540)
!575 = !DILocation(line: 0, scope: !180, inlinedAt: !576)
!576 = distinct !DILocation(line: 83, column: 18, scope: !42, inlinedAt: !540)
!577 = !DILocation(line: 0, scope: !188, inlinedAt: !578)
!578 = distinct !DILocation(line: 12, column: 35, scope: !180, inlinedAt: !576)
!579 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !578)
!580 = !DILocation(line: 0, scope: !188, inlinedAt: !581)
!581 = distinct !DILocation(line: 12, column: 42, scope: !180, inlinedAt: !576)
!582 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !581)
!583 = !DILocation(line: 0, scope: !180, inlinedAt: !584)
!584 = distinct !DILocation(line: 83, column: 32, scope: !42, inlinedAt: !540)
!585 = !DILocation(line: 0, scope: !188, inlinedAt: !586)
!586 = distinct !DILocation(line: 12, column: 35, scope: !180, inlinedAt: !584)
!587 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !586)
!588 = !DILocation(line: 0, scope: !188, inlinedAt: !589)
!589 = distinct !DILocation(line: 12, column: 42, scope: !180, inlinedAt: !584)
!590 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !589)
!591 = !DILocation(line: 0, scope: !188, inlinedAt: !592)
!592 = distinct !DILocation(line: 83, column: 46, scope: !42, inlinedAt: !540)
!593 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !592)
!594 = !DILocation(line: 0, scope: !249, inlinedAt: !595)
!595 = distinct !DILocation(line: 83, column: 54, scope: !42, inlinedAt: !540)
!596 = !DILocation(line: 0, scope: !188, inlinedAt: !597)
!597 = distinct !DILocation(line: 13, column: 37, scope: !249, inlinedAt: !595)
!598 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !597)
!599 = !DILocation(line: 0, scope: !188, inlinedAt: !600)
!600 = distinct !DILocation(line: 13, column: 89, scope: !249, inlinedAt: !595)
!601 = !DILocation(line: 0, scope: !180, inlinedAt: !602)
!602 = distinct !DILocation(line: 84, column: 5, scope: !42, inlinedAt: !540)
!603 = !DILocation(line: 0, scope: !188, inlinedAt: !604)
!604 = distinct !DILocation(line: 12, column: 35, scope: !180, inlinedAt: !602)
!605 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !604)
!606 = !DILocation(line: 0, scope: !188, inlinedAt: !607)
!607 = distinct !DILocation(line: 12, column: 42, scope: !180, inlinedAt: !602)
!608 = !DILocation(line: 0, scope: !180, inlinedAt: !609)
!609 = distinct !DILocation(line: 84, column: 19, scope: !42, inlinedAt: !540)
!610 = !DILocation(line: 0, scope: !188, inlinedAt: !611)
!611 = distinct !DILocation(line: 12, column: 35, scope: !180, inlinedAt: !609)
!612 = !DILocation(line: 0, scope: !188, inlinedAt: !613)
!613 = distinct !DILocation(line: 12, column: 42, scope: !180, inlinedAt: !609)
!614 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !611)
!615 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !613)
!616 = !DILocation(line: 0, scope: !188, inlinedAt: !617)
!617 = distinct !DILocation(line: 84, column: 33, scope: !42, inlinedAt: !540)
!618 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !617)
!619 = !DILocation(line: 0, scope: !249, inlinedAt: !620)
!620 = distinct !DILocation(line: 84, column: 42, scope: !42, inlinedAt: !540)
!621 = !DILocation(line: 0, scope: !188, inlinedAt: !622)
!622 = distinct !DILocation(line: 13, column: 37, scope: !249, inlinedAt: !620)
!623 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !622)
!624 = !DILocation(line: 0, scope: !188, inlinedAt: !625)
!625 = distinct !DILocation(line: 13, column: 89, scope: !249, inlinedAt: !620)
!626 = !DILocation(line: 0, scope: !180, inlinedAt: !627)
!627 = distinct !DILocation(line: 85, column: 5, scope: !42, inlinedAt: !540)
!628 = !DILocation(line: 0, scope: !188, inlinedAt: !629)
!629 = distinct !DILocation(line: 12, column: 35, scope: !180, inlinedAt: !627)
!630 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !629)
!631 = !DILocation(line: 0, scope: !188, inlinedAt: !632)
!632 = distinct !DILocation(line: 12, column: 42, scope: !180, inlinedAt: !627)
!633 = !DILocation(line: 0, scope: !180, inlinedAt: !634)
!634 = distinct !DILocation(line: 85, column: 19, scope: !42, inlinedAt: !540)
!635 = !DILocation(line: 0, scope: !188, inlinedAt: !636)
!636 = distinct !DILocation(line: 12, column: 35, scope: !180, inlinedAt: !634)
!637 = !DILocation(line: 0, scope: !188, inlinedAt: !638)
!638 = distinct !DILocation(line: 12, column: 42, scope: !180, inlinedAt: !634)
!639 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !636)
!640 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !638)
!641 = !DILocation(line: 0, scope: !188, inlinedAt: !642)
!642 = distinct !DILocation(line: 85, column: 33, scope: !42, inlinedAt: !540)
!643 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !642)
!644 = !DILocation(line: 0, scope: !180, inlinedAt: !645)
!645 = distinct !DILocation(line: 85, column: 42, scope: !42, inlinedAt: !540)
!646 = !DILocation(line: 0, scope: !188, inlinedAt: !647)
!647 = distinct !DILocation(line: 12, column: 35, scope: !180, inlinedAt: !645)
!648 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !647)
!649 = !DILocation(line: 0, scope: !188, inlinedAt: !650)
!650 = distinct !DILocation(line: 12, column: 42, scope: !180, inlinedAt: !645)
!651 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !650)
!652 = !DILocation(line: 0, scope: !188, inlinedAt: !653)
!653 = distinct !DILocation(line: 85, column: 56, scope: !42, inlinedAt: !540)
!654 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !653)
!655 = !DILocation(line: 0, scope: !180, inlinedAt: !656)
!656 = distinct !DILocation(line: 85, column: 65, scope: !42, inlinedAt: !540)
!657 = !DILocation(line: 0, scope: !188, inlinedAt: !658)
!658 = distinct !DILocation(line: 12, column: 35, scope: !180, inlinedAt: !656)
!659 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !658)
!660 = !DILocation(line: 0, scope: !188, inlinedAt: !661)
!661 = distinct !DILocation(line: 12, column: 42, scope: !180, inlinedAt: !656)
!662 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !661)
!663 = !DILocation(line: 0, scope: !249, inlinedAt: !664)
!664 = distinct !DILocation(line: 85, column: 80, scope: !42, inlinedAt: !540)
!665 = !DILocation(line: 0, scope: !188, inlinedAt: !666)
!666 = distinct !DILocation(line: 13, column: 37, scope: !249, inlinedAt: !664)
!667 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !666)
!668 = !DILocation(line: 0, scope: !188, inlinedAt: !669)
!669 = distinct !DILocation(line: 13, column: 89, scope: !249, inlinedAt: !664)
!670 = !DILocation(line: 0, scope: !223, inlinedAt: !671)
!671 = distinct !DILocation(line: 86, column: 5, scope: !42, inlinedAt: !540)
!672 = !DILocation(line: 0, scope: !180, inlinedAt: !673)
!673 = distinct !DILocation(line: 86, column: 18, scope: !42, inlinedAt: !540)
!674 = !DILocation(line: 0, scope: !188, inlinedAt: !675)
!675 = distinct !DILocation(line: 12, column: 35, scope: !180, inlinedAt: !673)
!676 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !675)
!677 = !DILocation(line: 0, scope: !188, inlinedAt: !678)
!678 = distinct !DILocation(line: 12, column: 42, scope: !180, inlinedAt: !673)
!679 = !DILocation(line: 0, scope: !180, inlinedAt: !680)
!680 = distinct !DILocation(line: 86, column: 32, scope: !42, inlinedAt: !540)
!681 = !DILocation(line: 0, scope: !188, inlinedAt: !682)
!682 = distinct !DILocation(line: 12, column: 35, scope: !180, inlinedAt: !680)
!683 = !DILocation(line: 0, scope: !188, inlinedAt: !684)
!684 = distinct !DILocation(line: 12, column: 42, scope: !180, inlinedAt: !680)
!685 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !682)
!686 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !684)
!687 = !DILocation(line: 0, scope: !188, inlinedAt: !688)
!688 = distinct !DILocation(line: 86, column: 46, scope: !42, inlinedAt: !540)
!689 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !688)
!690 = !DILocation(line: 0, scope: !180, inlinedAt: !691)
!691 = distinct !DILocation(line: 86, column: 55, scope: !42, inlinedAt: !540)
!692 = !DILocation(line: 0, scope: !188, inlinedAt: !693)
!693 = distinct !DILocation(line: 12, column: 35, scope: !180, inlinedAt: !691)
!694 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !693)
!695 = !DILocation(line: 0, scope: !188, inlinedAt: !696)
!696 = distinct !DILocation(line: 12, column: 42, scope: !180, inlinedAt: !691)
!697 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !696)
!698 = !DILocation(line: 0, scope: !223, inlinedAt: !699)
!699 = distinct !DILocation(line: 87, column: 5, scope: !42, inlinedAt: !540)
!700 = !DILocation(line: 0, scope: !180, inlinedAt: !701)
!701 = distinct !DILocation(line: 87, column: 18, scope: !42, inlinedAt: !540)
!702 = !DILocation(line: 0, scope: !188, inlinedAt: !703)
!703 = distinct !DILocation(line: 12, column: 35, scope: !180, inlinedAt: !701)
!704 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !703)
!705 = !DILocation(line: 0, scope: !188, inlinedAt: !706)
!706 = distinct !DILocation(line: 12, column: 42, scope: !180, inlinedAt: !701)
!707 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !706)
!708 = !DILocation(line: 0, scope: !180, inlinedAt: !709)
!709 = distinct !DILocation(line: 87, column: 32, scope: !42, inlinedAt: !540)
!710 = !DILocation(line: 0, scope: !188, inlinedAt: !711)
!711 = distinct !DILocation(line: 12, column: 35, scope: !180, inlinedAt: !709)
!712 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !711)
!713 = !DILocation(line: 0, scope: !188, inlinedAt: !714)
!714 = distinct !DILocation(line: 12, column: 42, scope: !180, inlinedAt: !709)
!715 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !714)
!716 = !DILocation(line: 0, scope: !188, inlinedAt: !717)
!717 = distinct !DILocation(line: 87, column: 46, scope: !42, inlinedAt: !540)
!718 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !717)
!719 = !DILocation(line: 0, scope: !180, inlinedAt: !720)
!720 = distinct !DILocation(line: 87, column: 55, scope: !42, inlinedAt: !540)
!721 = !DILocation(line: 0, scope: !188, inlinedAt: !722)
!722 = distinct !DILocation(line: 12, column: 35, scope: !180, inlinedAt: !720)
!723 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !722)
!724 = !DILocation(line: 0, scope: !188, inlinedAt: !725)
!725 = distinct !DILocation(line: 12, column: 42, scope: !180, inlinedAt: !720)
!726 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !725)
!727 = !DILocation(line: 0, scope: !249, inlinedAt: !728)
!728 = distinct !DILocation(line: 87, column: 70, scope: !42, inlinedAt: !540)
!729 = !DILocation(line: 0, scope: !188, inlinedAt: !730)
!730 = distinct !DILocation(line: 13, column: 37, scope: !249, inlinedAt: !728)
!731 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !730)
!732 = !DILocation(line: 0, scope: !188, inlinedAt: !733)
!733 = distinct !DILocation(line: 13, column: 89, scope: !249, inlinedAt: !728)
!734 = !DILocation(line: 0, scope: !223, inlinedAt: !735)
!735 = distinct !DILocation(line: 88, column: 5, scope: !42, inlinedAt: !540)
!736 = !DILocation(line: 0, scope: !180, inlinedAt: !737)
!737 = distinct !DILocation(line: 88, column: 17, scope: !42, inlinedAt: !540)
!738 = !DILocation(line: 0, scope: !188, inlinedAt: !739)
!739 = distinct !DILocation(line: 12, column: 35, scope: !180, inlinedAt: !737)
!740 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !739)
!741 = !DILocation(line: 0, scope: !188, inlinedAt: !742)
!742 = distinct !DILocation(line: 12, column: 42, scope: !180, inlinedAt: !737)
!743 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !742)
!744 = !DILocation(line: 0, scope: !188, inlinedAt: !745)
!745 = distinct !DILocation(line: 88, column: 31, scope: !42, inlinedAt: !540)
!746 = !DILocation(line: 11, column: 36, scope: !188, inlinedAt: !745)
!747 = !DILocation(line: 11, column: 40, scope: !188, inlinedAt: !745)
!748 = !DILocation(line: 0, scope: !509, inlinedAt: !749)
!749 = distinct !DILocation(line: 89, column: 5, scope: !42, inlinedAt: !540)
!750 = !DILocation(line: 16, column: 75, scope: !517, inlinedAt: !749)
!751 = !DILocation(line: 116, column: 14, scope: !541)
!752 = !DILocation(line: 116, column: 40, scope: !541)
!753 = !DILocation(line: 117, column: 9, scope: !541)
!754 = !DILocation(line: 118, column: 19, scope: !541)
!755 = !DILocation(line: 118, column: 13, scope: !541)
!756 = !DILocation(line: 114, column: 33, scope: !542)
!757 = !DILocation(line: 114, column: 25, scope: !542)
!758 = distinct !{!758, !531, !759, !760}
!759 = !DILocation(line: 119, column: 5, scope: !172)
!760 = !{!"llvm.loop.mustprogress"}
!761 = !DISubprogram(name: "printf", scope: !762, file: !762, line: 356, type: !763, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!762 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!763 = !DISubroutineType(types: !764)
!764 = !{!51, !765, null}
!765 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !766)
!766 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !767, size: 64)
!767 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!768 = distinct !DIAssignID()
!769 = !DILocation(line: 0, scope: !93)
!770 = distinct !DIAssignID()
!771 = !DILocation(line: 20, column: 18, scope: !93)
!772 = distinct !DIAssignID()
!773 = !DILocation(line: 23, column: 5, scope: !774)
!774 = distinct !DILexicalBlock(scope: !93, file: !2, line: 23, column: 5)
!775 = !DILocation(line: 24, column: 1, scope: !93)
!776 = !DILocation(line: 24, column: 20, scope: !93)
!777 = !DILocation(line: 24, column: 14, scope: !93)
!778 = !DILocation(line: 24, column: 9, scope: !93)
!779 = !DILocation(line: 24, column: 18, scope: !93)
!780 = !DILocation(line: 24, column: 29, scope: !781)
!781 = distinct !DILexicalBlock(scope: !93, file: !2, line: 24, column: 29)
!782 = !DILocation(line: 25, column: 1, scope: !93)
!783 = !DILocation(line: 25, column: 24, scope: !93)
!784 = !DILocation(line: 25, column: 20, scope: !93)
!785 = !DILocation(line: 25, column: 14, scope: !93)
!786 = !DILocation(line: 25, column: 9, scope: !93)
!787 = !DILocation(line: 25, column: 18, scope: !93)
!788 = !DILocation(line: 25, column: 34, scope: !789)
!789 = distinct !DILexicalBlock(scope: !93, file: !2, line: 25, column: 34)
!790 = !DILocation(line: 26, column: 1, scope: !93)
!791 = !DILocation(line: 26, column: 28, scope: !93)
!792 = !DILocation(line: 26, column: 25, scope: !93)
!793 = !DILocation(line: 26, column: 14, scope: !93)
!794 = !DILocation(line: 26, column: 10, scope: !93)
!795 = !DILocation(line: 26, column: 23, scope: !93)
!796 = !DILocation(line: 26, column: 35, scope: !797)
!797 = distinct !DILexicalBlock(scope: !93, file: !2, line: 26, column: 35)
!798 = !DILocation(line: 27, column: 1, scope: !93)
!799 = !DILocation(line: 27, column: 10, scope: !93)
!800 = !DILocation(line: 27, column: 28, scope: !93)
!801 = !DILocation(line: 27, column: 20, scope: !93)
!802 = !DILocation(line: 27, column: 14, scope: !93)
!803 = !DILocation(line: 27, column: 25, scope: !93)
!804 = !DILocation(line: 27, column: 36, scope: !805)
!805 = distinct !DILexicalBlock(scope: !93, file: !2, line: 27, column: 36)
!806 = !DILocation(line: 28, column: 1, scope: !93)
!807 = !DILocation(line: 28, column: 10, scope: !93)
!808 = !DILocation(line: 28, column: 28, scope: !93)
!809 = !DILocation(line: 28, column: 20, scope: !93)
!810 = !DILocation(line: 28, column: 14, scope: !93)
!811 = !DILocation(line: 28, column: 25, scope: !93)
!812 = !DILocation(line: 28, column: 36, scope: !813)
!813 = distinct !DILexicalBlock(scope: !93, file: !2, line: 28, column: 36)
!814 = !DILocation(line: 29, column: 1, scope: !93)
!815 = !DILocation(line: 29, column: 10, scope: !93)
!816 = !DILocation(line: 29, column: 28, scope: !93)
!817 = !DILocation(line: 29, column: 20, scope: !93)
!818 = !DILocation(line: 29, column: 14, scope: !93)
!819 = !DILocation(line: 29, column: 25, scope: !93)
!820 = !DILocation(line: 29, column: 36, scope: !821)
!821 = distinct !DILexicalBlock(scope: !93, file: !2, line: 29, column: 36)
!822 = !DILocation(line: 30, column: 1, scope: !93)
!823 = !DILocation(line: 30, column: 10, scope: !93)
!824 = !DILocation(line: 30, column: 28, scope: !93)
!825 = !DILocation(line: 30, column: 20, scope: !93)
!826 = !DILocation(line: 30, column: 14, scope: !93)
!827 = !DILocation(line: 30, column: 25, scope: !93)
!828 = !DILocation(line: 30, column: 36, scope: !829)
!829 = distinct !DILexicalBlock(scope: !93, file: !2, line: 30, column: 36)
!830 = !DILocation(line: 31, column: 1, scope: !93)
!831 = !DILocation(line: 31, column: 10, scope: !93)
!832 = !DILocation(line: 31, column: 28, scope: !93)
!833 = !DILocation(line: 31, column: 20, scope: !93)
!834 = !DILocation(line: 31, column: 14, scope: !93)
!835 = !DILocation(line: 31, column: 25, scope: !93)
!836 = !DILocation(line: 31, column: 36, scope: !837)
!837 = distinct !DILexicalBlock(scope: !93, file: !2, line: 31, column: 36)
!838 = !DILocation(line: 32, column: 1, scope: !93)
!839 = !DILocation(line: 32, column: 9, scope: !93)
!840 = !DILocation(line: 32, column: 32, scope: !93)
!841 = !DILocation(line: 32, column: 26, scope: !93)
!842 = !DILocation(line: 32, column: 39, scope: !93)
!843 = !DILocation(line: 32, column: 37, scope: !93)
!844 = !DILocation(line: 32, column: 24, scope: !93)
!845 = !DILocation(line: 32, column: 47, scope: !846)
!846 = distinct !DILexicalBlock(scope: !93, file: !2, line: 32, column: 47)
!847 = !DILocation(line: 33, column: 1, scope: !93)
!848 = !DILocation(line: 33, column: 14, scope: !849)
!849 = distinct !DILexicalBlock(scope: !93, file: !2, line: 33, column: 11)
!850 = !DILocation(line: 33, column: 11, scope: !849)
!851 = !DILocation(line: 33, column: 20, scope: !849)
!852 = !DILocation(line: 33, column: 11, scope: !93)
!853 = !DILocation(line: 33, column: 31, scope: !849)
!854 = !DILocation(line: 33, column: 26, scope: !849)
!855 = !DILocation(line: 33, column: 45, scope: !849)
!856 = !DILocation(line: 33, scope: !849)
!857 = !DILocation(line: 33, column: 49, scope: !858)
!858 = distinct !DILexicalBlock(scope: !93, file: !2, line: 33, column: 49)
!859 = !DILocation(line: 34, column: 1, scope: !93)
!860 = !DILocation(line: 34, column: 13, scope: !93)
!861 = !DILocation(line: 34, column: 20, scope: !862)
!862 = distinct !DILexicalBlock(scope: !93, file: !2, line: 34, column: 20)
!863 = !DILocation(line: 35, column: 1, scope: !93)
!864 = !DILocation(line: 35, column: 28, scope: !93)
!865 = !DILocation(line: 35, column: 25, scope: !93)
!866 = !DILocation(line: 35, column: 10, scope: !93)
!867 = !DILocation(line: 35, column: 36, scope: !868)
!868 = distinct !DILexicalBlock(scope: !93, file: !2, line: 35, column: 36)
!869 = !DILocation(line: 36, column: 1, scope: !93)
!870 = !DILocation(line: 38, column: 16, scope: !93)
!871 = !DILocation(line: 39, column: 18, scope: !93)
!872 = !DILocation(line: 39, column: 12, scope: !93)
!873 = !DILocation(line: 39, column: 5, scope: !93)
!874 = !{!875, !875, i64 0}
!875 = !{!"any pointer", !202, i64 0}
!876 = distinct !DISubprogram(name: "run_switch", scope: !2, file: !2, line: 41, type: !877, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !878)
!877 = !DISubroutineType(cc: DW_CC_nocall, types: !95)
!878 = !{!879, !880, !881, !882, !883, !884, !885}
!879 = !DILocalVariable(name: "c", arg: 1, scope: !876, file: !2, line: 41, type: !96)
!880 = !DILocalVariable(name: "steps_out", arg: 2, scope: !876, file: !2, line: 41, type: !98)
!881 = !DILocalVariable(name: "st", scope: !876, file: !2, line: 42, type: !103)
!882 = !DILocalVariable(name: "var", scope: !876, file: !2, line: 42, type: !107)
!883 = !DILocalVariable(name: "pc", scope: !876, file: !2, line: 42, type: !31)
!884 = !DILocalVariable(name: "steps", scope: !876, file: !2, line: 42, type: !31)
!885 = !DILocalVariable(name: "sp", scope: !876, file: !2, line: 43, type: !51)
!886 = distinct !DIAssignID()
!887 = !DILocation(line: 0, scope: !876)
!888 = distinct !DIAssignID()
!889 = !DILocation(line: 42, column: 5, scope: !876)
!890 = !DILocation(line: 42, column: 18, scope: !876)
!891 = distinct !DIAssignID()
!892 = !DILocation(line: 44, column: 5, scope: !876)
!893 = !DILocation(line: 43, column: 9, scope: !876)
!894 = !DILocation(line: 45, column: 14, scope: !895)
!895 = distinct !DILexicalBlock(scope: !896, file: !2, line: 44, column: 14)
!896 = distinct !DILexicalBlock(scope: !897, file: !2, line: 44, column: 5)
!897 = distinct !DILexicalBlock(scope: !876, file: !2, line: 44, column: 5)
!898 = !DILocation(line: 46, column: 21, scope: !895)
!899 = !DILocation(line: 46, column: 17, scope: !895)
!900 = !DILocation(line: 46, column: 9, scope: !895)
!901 = !DILocation(line: 47, column: 35, scope: !902)
!902 = distinct !DILexicalBlock(scope: !895, file: !2, line: 46, column: 26)
!903 = !DILocation(line: 47, column: 31, scope: !902)
!904 = !DILocation(line: 47, column: 25, scope: !902)
!905 = !DILocation(line: 47, column: 20, scope: !902)
!906 = !DILocation(line: 47, column: 29, scope: !902)
!907 = !DILocation(line: 47, column: 40, scope: !902)
!908 = !DILocation(line: 48, column: 39, scope: !902)
!909 = !DILocation(line: 48, column: 35, scope: !902)
!910 = !DILocation(line: 48, column: 31, scope: !902)
!911 = !DILocation(line: 48, column: 25, scope: !902)
!912 = !DILocation(line: 48, column: 20, scope: !902)
!913 = !DILocation(line: 48, column: 29, scope: !902)
!914 = !DILocation(line: 48, column: 45, scope: !902)
!915 = !DILocation(line: 49, column: 39, scope: !902)
!916 = !DILocation(line: 49, column: 36, scope: !902)
!917 = !DILocation(line: 49, column: 29, scope: !902)
!918 = !DILocation(line: 49, column: 25, scope: !902)
!919 = !DILocation(line: 49, column: 21, scope: !902)
!920 = !DILocation(line: 49, column: 34, scope: !902)
!921 = !DILocation(line: 49, column: 46, scope: !902)
!922 = !DILocation(line: 50, column: 21, scope: !902)
!923 = !DILocation(line: 50, column: 39, scope: !902)
!924 = !DILocation(line: 50, column: 31, scope: !902)
!925 = !DILocation(line: 50, column: 25, scope: !902)
!926 = !DILocation(line: 50, column: 36, scope: !902)
!927 = !DILocation(line: 50, column: 47, scope: !902)
!928 = !DILocation(line: 51, column: 21, scope: !902)
!929 = !DILocation(line: 51, column: 39, scope: !902)
!930 = !DILocation(line: 51, column: 31, scope: !902)
!931 = !DILocation(line: 51, column: 25, scope: !902)
!932 = !DILocation(line: 51, column: 36, scope: !902)
!933 = !DILocation(line: 51, column: 47, scope: !902)
!934 = !DILocation(line: 52, column: 21, scope: !902)
!935 = !DILocation(line: 52, column: 39, scope: !902)
!936 = !DILocation(line: 52, column: 31, scope: !902)
!937 = !DILocation(line: 52, column: 25, scope: !902)
!938 = !DILocation(line: 52, column: 36, scope: !902)
!939 = !DILocation(line: 52, column: 47, scope: !902)
!940 = !DILocation(line: 53, column: 21, scope: !902)
!941 = !DILocation(line: 53, column: 39, scope: !902)
!942 = !DILocation(line: 53, column: 31, scope: !902)
!943 = !DILocation(line: 53, column: 25, scope: !902)
!944 = !DILocation(line: 53, column: 36, scope: !902)
!945 = !DILocation(line: 53, column: 47, scope: !902)
!946 = !DILocation(line: 54, column: 21, scope: !902)
!947 = !DILocation(line: 54, column: 39, scope: !902)
!948 = !DILocation(line: 54, column: 31, scope: !902)
!949 = !DILocation(line: 54, column: 25, scope: !902)
!950 = !DILocation(line: 54, column: 36, scope: !902)
!951 = !DILocation(line: 54, column: 47, scope: !902)
!952 = !DILocation(line: 55, column: 20, scope: !902)
!953 = !DILocation(line: 55, column: 43, scope: !902)
!954 = !DILocation(line: 55, column: 37, scope: !902)
!955 = !DILocation(line: 55, column: 50, scope: !902)
!956 = !DILocation(line: 55, column: 48, scope: !902)
!957 = !DILocation(line: 55, column: 35, scope: !902)
!958 = !DILocation(line: 55, column: 58, scope: !902)
!959 = !DILocation(line: 56, column: 25, scope: !960)
!960 = distinct !DILexicalBlock(scope: !902, file: !2, line: 56, column: 22)
!961 = !DILocation(line: 56, column: 22, scope: !960)
!962 = !DILocation(line: 56, column: 31, scope: !960)
!963 = !DILocation(line: 56, column: 22, scope: !902)
!964 = !DILocation(line: 56, column: 42, scope: !960)
!965 = !DILocation(line: 56, column: 37, scope: !960)
!966 = distinct !{!966, !967, !968}
!967 = !DILocation(line: 44, column: 5, scope: !897)
!968 = !DILocation(line: 61, column: 5, scope: !897)
!969 = !DILocation(line: 56, column: 56, scope: !960)
!970 = !DILocation(line: 57, column: 24, scope: !902)
!971 = !DILocation(line: 57, column: 31, scope: !902)
!972 = !DILocation(line: 58, column: 39, scope: !902)
!973 = !DILocation(line: 58, column: 36, scope: !902)
!974 = !DILocation(line: 58, column: 21, scope: !902)
!975 = !DILocation(line: 58, column: 47, scope: !902)
!976 = !DILocation(line: 59, column: 31, scope: !902)
!977 = !DILocation(line: 59, column: 53, scope: !902)
!978 = !DILocation(line: 59, column: 47, scope: !902)
!979 = !DILocation(line: 62, column: 1, scope: !876)
!980 = !DILocation(line: 59, column: 40, scope: !902)
!981 = !DILocation(line: 0, scope: !138)
!982 = !DILocation(line: 95, column: 39, scope: !138)
!983 = !DILocation(line: 95, column: 34, scope: !138)
!984 = !DILocation(line: 95, column: 44, scope: !138)
!985 = !DILocation(line: 95, column: 21, scope: !138)
!986 = !DILocation(line: 95, column: 19, scope: !138)
!987 = !DILocation(line: 96, column: 1, scope: !138)
!988 = !DILocation(line: 97, column: 5, scope: !138)
!989 = !DILocation(line: 101, column: 1, scope: !138)
!990 = !DILocation(line: 102, column: 5, scope: !138)
!991 = !DILocation(line: 103, column: 1, scope: !138)
!992 = !DILocation(line: 104, column: 14, scope: !138)
!993 = !DILocation(line: 104, column: 5, scope: !138)
!994 = !DILocation(line: 105, column: 1, scope: !138)
