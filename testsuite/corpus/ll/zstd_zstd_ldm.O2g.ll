; ModuleID = 'src/zstd/lib/compress/zstd_ldm.c'
source_filename = "src/zstd/lib/compress/zstd_ldm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.ldmParams_t = type { i32, i32, i32, i32, i32, i32 }
%struct.ldmRollingHashState_t = type { i64, i64 }
%struct.ldmEntry_t = type { i32, i32 }
%struct.ldmMatchCandidate_t = type { ptr, i32, i32, ptr }
%struct.rawSeq = type { i32, i32, i32 }

@ZSTD_ldm_gearTab = internal unnamed_addr constant [256 x i64] [i64 -740570368750160036, i64 -8893660220509993966, i64 -5312086290702594868, i64 -5735972619299081762, i64 3771850993348288464, i64 5663242980927105797, i64 4180421565056919044, i64 -3545172778422107057, i64 8565414132019635614, i64 -7168278193325086006, i64 -8766759121928489687, i64 2955002781598341257, i64 -5786234267245351962, i64 -3591879250321086919, i64 152752410645948062, i64 980088017434152, i64 331732851626658549, i64 -8838640746785046208, i64 357946512872856607, i64 -9034488908246861280, i64 5763983574984628126, i64 -8902527927300804837, i64 5836814799640872626, i64 7626666828866112607, i64 -8314407865459583812, i64 -4338073698025259005, i64 -3427841724570307695, i64 -4735281124383641554, i64 3783546168938607943, i64 -5997679262622952944, i64 7335087386897913548, i64 -8164338418464644131, i64 -4068556904131095362, i64 -7831782995437506261, i64 6793784568496124290, i64 2174722154453825146, i64 2984138818416736892, i64 -7113741742226294226, i64 -2281435508835450325, i64 -7721633399858986080, i64 -3643393691544233469, i64 4998707500772197108, i64 -8746917044558380703, i64 4094234931541430821, i64 -5443419906114852421, i64 -6623610566688024079, i64 8857814660316604090, i64 -3400738594147523822, i64 -8919821665358523128, i64 -6282918144253290562, i64 2432827404989958913, i64 -7394112240096411410, i64 -6121261480113539237, i64 5984878076832140732, i64 3384046157297573234, i64 -4595246024994827002, i64 5291253059634137447, i64 8671685973221512352, i64 2826049182810801527, i64 7403797093788988755, i64 5165094797103512198, i64 3882952073790264921, i64 5144544719191608175, i64 7834774775704163346, i64 -2473432571472174399, i64 8174605543888266482, i64 -2355378437650417609, i64 -8592654940661990135, i64 6401049270349998237, i64 1690663705589720305, i64 -325991306605533225, i64 3162055811205276826, i64 7360403718927882347, i64 4149314189569060432, i64 242631106765699956, i64 4800188873694292702, i64 -4240136128533032951, i64 7695287510285100531, i64 -838191446823566789, i64 -8426618797363772681, i64 4318197351340892641, i64 1149634524221210890, i64 -7114863459094900121, i64 6598639596032476539, i64 -6839639621591231422, i64 -4468079783678231221, i64 7415306797865260392, i64 -8387907088140799907, i64 -1258625276876293193, i64 -8475030331983742166, i64 -4522295019934803305, i64 7907118757495767932, i64 -4069547487456468751, i64 -2916501145698388069, i64 -713064998698898503, i64 3241772581917522649, i64 -8751519476800664287, i64 2730958776012430807, i64 -5042858452473121693, i64 5670495071248203466, i64 -4753026106883975734, i64 8596907927398544058, i64 5161444109349651405, i64 5785732034315264735, i64 -2307004377459233095, i64 5101781436946662964, i64 -959555898603366205, i64 3854890476374695265, i64 2640596163920942051, i64 612531917322106041, i64 2943830675960290284, i64 5689027370104560298, i64 -8631226724040007757, i64 -4511209064617679402, i64 -4894469369141432134, i64 476493605933034202, i64 -4884230169516457813, i64 5170495216195818230, i64 5692683294927132859, i64 8144723081244076501, i64 -8597519866247633570, i64 -880939249453910632, i64 -4429072432866837671, i64 -9094346755688061955, i64 -8586012847855474869, i64 938274653391260135, i64 -1919596203828456659, i64 -4685062728154955610, i64 -7589917696820385588, i64 -4644676758005663535, i64 7411488509093422598, i64 -8990486576947324933, i64 -5153218641461172124, i64 -2632799881851607396, i64 -8546249320962975810, i64 -3973672932846999028, i64 8549157441122500270, i64 -6599514505156005102, i64 -6129339347647600276, i64 5601198583872550840, i64 448237196439497921, i64 4429298985553249414, i64 1710925370934130233, i64 649627535685727708, i64 7473286985276266860, i64 -6451688405355166991, i64 5916903098106068381, i64 4015692238528745986, i64 -8870599050489169071, i64 723755141375996997, i64 585701537146942606, i64 1762095187648923356, i64 -7499075263319252708, i64 -5534672106163518806, i64 2150778153372540978, i64 -6551385365357708843, i64 2851098796233701843, i64 8892087314106251931, i64 8629034505480888229, i64 -2056021433480337670, i64 -5504367576396503223, i64 -7836592892958478552, i64 -5799392812474758156, i64 1034405184557968969, i64 6802162732334632298, i64 2989737911373486958, i64 -8778167736429364826, i64 -1835460623793774935, i64 -7486017181440748174, i64 -429617951838635019, i64 3508842189232906005, i64 8135704789603646339, i64 6514020828226693353, i64 -3613195514473760017, i64 -2970174223312647786, i64 -1563248340095853661, i64 6024843996518658034, i64 718621336730405080, i64 -6679302967219244155, i64 3328034870986208117, i64 1672684744619306689, i64 -5162658619115609223, i64 -8970545856075756829, i64 -5111708603220227731, i64 8965210182149532773, i64 8555535473824159125, i64 4111651333356154152, i64 -4330767061174003086, i64 -4239562835870723191, i64 -2914198924640402128, i64 3999682325075695998, i64 8341500896009323972, i64 297956889220308695, i64 -7099292734868670191, i64 -8152361012580292778, i64 6806741856855634849, i64 5498675928299174173, i64 -5725270285902950948, i64 8841901128597221836, i64 8452800421686628345, i64 8170466794247151429, i64 3418145686321779422, i64 -7629649436654009993, i64 -885980405828750614, i64 -1279615140145250661, i64 -3645584372000451097, i64 -1959380958373714385, i64 -7401854505386743612, i64 2726709086420568843, i64 56600323866146812, i64 2432711764059673306, i64 6875692401370490017, i64 -2525618730407733492, i64 7150469517113480430, i64 -4524184818551573686, i64 6398633964089323354, i64 6824119869706748626, i64 7124491435314367896, i64 -5413128683141149161, i64 1648863654502257127, i64 -8159518228174467393, i64 7114119705011199411, i64 -3748695836744730090, i64 8708228644950752452, i64 -1200969192612019724, i64 -8253548825649809075, i64 -6218007400084108795, i64 4090442791415205777, i64 7208173716382451811, i64 -9156885958826744472, i64 4175721917217417792, i64 -1595983873127263617, i64 -7915925144243690988, i64 -4991676479780784319, i64 3502286560157455023, i64 -6532203062862126574, i64 4777171913562308143, i64 4711368926514029619, i64 -5148279762458990696, i64 -3276523506038921052, i64 -7330618301729952061, i64 8867750111338937128, i64 5817503254400830125, i64 7843308076737921667, i64 -8540058046490989581, i64 2422652698756804679, i64 4252262198383740502, i64 -2659446422212208921, i64 -8298729576016271950, i64 -382681700768530275, i64 4672201502568865753, i64 -5821590899938985698, i64 -1473505948212511144, i64 -4914601613263338112, i64 934305549654010667, i64 3120327478150945012], align 16, !dbg !0

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @ZSTD_ldm_adjustParameters(ptr nocapture noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !207 {
    #dbg_value(ptr %0, !235, !DIExpression(), !237)
    #dbg_value(ptr %1, !236, !DIExpression(), !237)
  %3 = load i32, ptr %1, align 4, !dbg !238, !tbaa !239
  %4 = getelementptr inbounds i8, ptr %0, i64 20, !dbg !244
  store i32 %3, ptr %4, align 4, !dbg !245, !tbaa !246
  %5 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !248
  %6 = load i32, ptr %5, align 4, !dbg !248, !tbaa !250
  %7 = icmp eq i32 %6, 0, !dbg !251
  %8 = getelementptr inbounds i8, ptr %0, i64 4
  %9 = load i32, ptr %8, align 4, !dbg !237, !tbaa !252
  %10 = icmp eq i32 %9, 0, !dbg !237
  br i1 %7, label %11, label %21, !dbg !253

11:                                               ; preds = %2
  br i1 %10, label %16, label %12, !dbg !254

12:                                               ; preds = %11
  %13 = icmp ugt i32 %3, %9, !dbg !256
  br i1 %13, label %14, label %28, !dbg !260

14:                                               ; preds = %12
  %15 = sub i32 %3, %9, !dbg !261
  store i32 %15, ptr %5, align 4, !dbg !263, !tbaa !250
  br label %28, !dbg !264

16:                                               ; preds = %11
  %17 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !265
  %18 = load i32, ptr %17, align 4, !dbg !265, !tbaa !267
  %19 = udiv i32 %18, 3, !dbg !268
  %20 = sub nsw i32 7, %19, !dbg !269
  store i32 %20, ptr %5, align 4, !dbg !270, !tbaa !250
  br label %22, !dbg !271

21:                                               ; preds = %2
  br i1 %10, label %22, label %28, !dbg !271

22:                                               ; preds = %16, %21
  %23 = phi i32 [ %20, %16 ], [ %6, %21 ]
  %24 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !272
  %25 = sub i32 %3, %23, !dbg !274
  %26 = tail call i32 @llvm.umin.i32(i32 %25, i32 30)
  %27 = tail call i32 @llvm.umax.i32(i32 %26, i32 6), !dbg !274
  store i32 %27, ptr %24, align 4, !dbg !276, !tbaa !252
  br label %28, !dbg !277

28:                                               ; preds = %12, %14, %22, %21
  %29 = phi i32 [ %27, %22 ], [ %9, %21 ], [ %9, %14 ], [ %9, %12 ]
  %30 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !278
  %31 = load i32, ptr %30, align 4, !dbg !278, !tbaa !280
  %32 = icmp eq i32 %31, 0, !dbg !281
  br i1 %32, label %33, label %38, !dbg !282

33:                                               ; preds = %28
  %34 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !283
  %35 = load i32, ptr %34, align 4, !dbg !283, !tbaa !267
  %36 = icmp ugt i32 %35, 7, !dbg !286
  %37 = select i1 %36, i32 32, i32 64, !dbg !287
  store i32 %37, ptr %30, align 4, !dbg !288
  br label %38, !dbg !287

38:                                               ; preds = %33, %28
  %39 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !289
  %40 = load i32, ptr %39, align 4, !dbg !289, !tbaa !291
  %41 = icmp eq i32 %40, 0, !dbg !292
  br i1 %41, label %42, label %47, !dbg !293

42:                                               ; preds = %38
  %43 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !294
  %44 = load i32, ptr %43, align 4, !dbg !294, !tbaa !267
  %45 = tail call i32 @llvm.umin.i32(i32 %44, i32 8)
  %46 = tail call i32 @llvm.umax.i32(i32 %45, i32 4), !dbg !294
  br label %47, !dbg !296

47:                                               ; preds = %42, %38
  %48 = phi i32 [ %46, %42 ], [ %40, %38 ], !dbg !297
  %49 = tail call i32 @llvm.umin.i32(i32 %48, i32 %29), !dbg !297
  store i32 %49, ptr %39, align 4, !dbg !298, !tbaa !291
  ret void, !dbg !299
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i64 @ZSTD_ldm_getTableSize(ptr nocapture noundef readonly byval(%struct.ldmParams_t) align 8 %0) local_unnamed_addr #1 !dbg !300 {
    #dbg_declare(ptr %0, !304, !DIExpression(), !310)
  %2 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !311
  %3 = load i32, ptr %2, align 4, !dbg !311
  %4 = zext i32 %3 to i64, !dbg !312
    #dbg_value(!DIArgList(i64 1, i64 %4), !305, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_shl, DW_OP_stack_value), !313)
  %5 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !314
  %6 = load i32, ptr %5, align 8, !dbg !314
  %7 = tail call i32 @llvm.umin.i32(i32 %6, i32 %3), !dbg !314
  %8 = zext i32 %7 to i64, !dbg !314
    #dbg_value(i64 %8, !307, !DIExpression(), !313)
  %9 = sub nsw i64 %4, %8, !dbg !315
  %10 = shl nuw i64 1, %9, !dbg !316
    #dbg_value(i64 %10, !308, !DIExpression(), !313)
  %11 = shl i64 8, %4, !dbg !317
  %12 = add i64 %10, %11, !dbg !318
    #dbg_value(i64 %12, !309, !DIExpression(), !313)
  %13 = load i32, ptr %0, align 8, !dbg !319, !tbaa !320
  %14 = icmp eq i32 %13, 1, !dbg !321
  %15 = select i1 %14, i64 %12, i64 0, !dbg !322
  ret i64 %15, !dbg !323
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i64 @ZSTD_ldm_getMaxNbSeq(ptr nocapture noundef readonly byval(%struct.ldmParams_t) align 8 %0, i64 noundef %1) local_unnamed_addr #1 !dbg !324 {
    #dbg_declare(ptr %0, !328, !DIExpression(), !330)
    #dbg_value(i64 %1, !329, !DIExpression(), !331)
  %3 = load i32, ptr %0, align 8, !dbg !332, !tbaa !320
  %4 = icmp eq i32 %3, 1, !dbg !333
  br i1 %4, label %5, label %10, !dbg !334

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !335
  %7 = load i32, ptr %6, align 4, !dbg !335, !tbaa !280
  %8 = zext i32 %7 to i64, !dbg !336
  %9 = udiv i64 %1, %8, !dbg !337
  br label %10, !dbg !334

10:                                               ; preds = %2, %5
  %11 = phi i64 [ %9, %5 ], [ 0, %2 ], !dbg !334
  ret i64 %11, !dbg !338
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local void @ZSTD_ldm_fillHashTable(ptr nocapture noundef %0, ptr noundef %1, ptr noundef %2, ptr nocapture noundef readonly %3) local_unnamed_addr #3 !dbg !339 {
  %5 = alloca %struct.ldmRollingHashState_t, align 8, !DIAssignID !414
    #dbg_assign(i1 undef, !392, !DIExpression(), !414, ptr %5, !DIExpression(), !415)
  %6 = alloca i32, align 4, !DIAssignID !416
    #dbg_assign(i1 undef, !401, !DIExpression(), !416, ptr %6, !DIExpression(), !415)
    #dbg_value(ptr %0, !381, !DIExpression(), !415)
    #dbg_value(ptr %1, !382, !DIExpression(), !415)
    #dbg_value(ptr %2, !383, !DIExpression(), !415)
    #dbg_value(ptr %3, !384, !DIExpression(), !415)
  %7 = getelementptr inbounds i8, ptr %3, i64 12, !dbg !417
  %8 = load i32, ptr %7, align 4, !dbg !417, !tbaa !280
    #dbg_value(i32 %8, !385, !DIExpression(), !415)
  %9 = freeze i32 %8, !dbg !418
  %10 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !429
  %11 = load i32, ptr %10, align 4, !dbg !429, !tbaa !291
    #dbg_value(i32 %11, !387, !DIExpression(), !415)
  %12 = getelementptr inbounds i8, ptr %3, i64 4, !dbg !430
  %13 = load i32, ptr %12, align 4, !dbg !430, !tbaa !252
    #dbg_value(!DIArgList(i32 %13, i32 %11), !388, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !415)
  %14 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !431
  %15 = load ptr, ptr %14, align 8, !dbg !431, !tbaa !432
    #dbg_value(ptr %15, !389, !DIExpression(), !415)
    #dbg_value(ptr %1, !391, !DIExpression(), !415)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #14, !dbg !436
  %16 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !437
    #dbg_value(ptr %16, !398, !DIExpression(), !415)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #14, !dbg !438
    #dbg_value(ptr %5, !424, !DIExpression(), !439)
    #dbg_value(ptr %3, !425, !DIExpression(), !439)
  %17 = tail call i32 @llvm.umin.i32(i32 %9, i32 64), !dbg !418
    #dbg_value(i32 %17, !426, !DIExpression(), !439)
  %18 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !440
  %19 = load i32, ptr %18, align 4, !dbg !440, !tbaa !250
    #dbg_value(i32 %19, !427, !DIExpression(), !439)
  store i64 4294967295, ptr %5, align 8, !dbg !441, !tbaa !442, !DIAssignID !445
    #dbg_assign(i64 4294967295, !392, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !445, ptr %5, !DIExpression(), !415)
  %20 = add i32 %19, -1, !dbg !446
  %21 = icmp ult i32 %20, %17, !dbg !446
  %22 = zext nneg i32 %19 to i64, !dbg !448
  %23 = shl nsw i64 -1, %22, !dbg !448
  %24 = xor i64 %23, -1, !dbg !448
  %25 = sub nsw i32 %17, %19, !dbg !446
  %26 = select i1 %21, i32 %25, i32 0, !dbg !446
  %27 = zext nneg i32 %26 to i64, !dbg !446
  %28 = shl i64 %24, %27, !dbg !446
  %29 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !448
  store i64 %28, ptr %29, align 8, !dbg !448, !DIAssignID !449
    #dbg_assign(i64 %28, !392, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !449, ptr %29, !DIExpression(), !415)
    #dbg_value(ptr %1, !382, !DIExpression(), !415)
  %30 = icmp ult ptr %1, %2, !dbg !450
  br i1 %30, label %31, label %90, !dbg !451

31:                                               ; preds = %4
  %32 = sub i32 %13, %11, !dbg !452
    #dbg_value(i32 %32, !388, !DIExpression(), !415)
  %33 = ptrtoint ptr %2 to i64
  %34 = zext i32 %9 to i64
  %35 = getelementptr inbounds i8, ptr %1, i64 %34
  %36 = sub nsw i64 0, %34
  %37 = shl nsw i32 -1, %32
  %38 = xor i32 %37, -1
  %39 = ptrtoint ptr %15 to i64
  %40 = getelementptr inbounds i8, ptr %0, i64 56
  %41 = getelementptr inbounds i8, ptr %0, i64 40
  br label %42, !dbg !451

42:                                               ; preds = %31, %87
  %43 = phi ptr [ %1, %31 ], [ %88, %87 ]
    #dbg_value(ptr %43, !382, !DIExpression(), !415)
  store i32 0, ptr %6, align 4, !dbg !453, !tbaa !454, !DIAssignID !455
    #dbg_assign(i32 0, !401, !DIExpression(), !455, ptr %6, !DIExpression(), !415)
  %44 = ptrtoint ptr %43 to i64, !dbg !456
  %45 = sub i64 %33, %44, !dbg !456
  %46 = call fastcc i64 @ZSTD_ldm_gear_feed(ptr noundef nonnull %5, ptr noundef %43, i64 noundef %45, ptr noundef nonnull %16, ptr noundef nonnull %6), !dbg !457
    #dbg_value(i64 %46, !402, !DIExpression(), !458)
    #dbg_value(i32 0, !404, !DIExpression(), !458)
  %47 = load i32, ptr %6, align 4, !tbaa !454
    #dbg_value(i32 0, !404, !DIExpression(), !458)
  %48 = icmp eq i32 %47, 0, !dbg !459
  br i1 %48, label %87, label %49, !dbg !460

49:                                               ; preds = %42
  %50 = zext i32 %47 to i64, !dbg !459
  br label %51, !dbg !460

51:                                               ; preds = %49, %84
  %52 = phi i64 [ 0, %49 ], [ %85, %84 ]
    #dbg_value(i64 %52, !404, !DIExpression(), !458)
  %53 = getelementptr inbounds i64, ptr %16, i64 %52, !dbg !461
  %54 = load i64, ptr %53, align 8, !dbg !461, !tbaa !462
  %55 = getelementptr inbounds i8, ptr %43, i64 %54, !dbg !463
  %56 = icmp ult ptr %55, %35, !dbg !464
  br i1 %56, label %84, label %57, !dbg !465

57:                                               ; preds = %51
  %58 = getelementptr inbounds i8, ptr %55, i64 %36, !dbg !466
    #dbg_value(ptr %58, !405, !DIExpression(), !467)
  %59 = tail call fastcc i64 @XXH_INLINE_XXH64(ptr nocapture noundef %58, i64 noundef %34) #15, !dbg !468
    #dbg_value(i64 %59, !411, !DIExpression(), !467)
  %60 = trunc i64 %59 to i32, !dbg !469
  %61 = and i32 %60, %38, !dbg !469
    #dbg_value(i32 %61, !412, !DIExpression(), !467)
  %62 = ptrtoint ptr %58 to i64, !dbg !470
  %63 = sub i64 %62, %39, !dbg !470
    #dbg_value(i64 %63, !413, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !467)
  %64 = and i64 %59, -4294967296, !dbg !471
    #dbg_value(i64 %59, !413, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !467)
  %65 = zext nneg i32 %61 to i64, !dbg !472
  %66 = load i32, ptr %10, align 4, !dbg !473, !tbaa !291
  %67 = and i64 %63, 4294967295, !dbg !471
  %68 = or disjoint i64 %64, %67, !dbg !471
    #dbg_value(i64 %68, !474, !DIExpression(), !487)
    #dbg_value(ptr %0, !480, !DIExpression(), !487)
    #dbg_value(i64 %65, !481, !DIExpression(), !487)
    #dbg_value(i32 %66, !482, !DIExpression(), !487)
  %69 = load ptr, ptr %40, align 8, !dbg !489, !tbaa !490
  %70 = getelementptr inbounds i8, ptr %69, i64 %65, !dbg !491
    #dbg_value(ptr %70, !483, !DIExpression(), !487)
  %71 = load i8, ptr %70, align 1, !dbg !492, !tbaa !493
  %72 = zext i8 %71 to i32, !dbg !492
    #dbg_value(i32 %72, !485, !DIExpression(), !487)
    #dbg_value(ptr %0, !494, !DIExpression(), !503)
    #dbg_value(i64 %65, !501, !DIExpression(), !503)
    #dbg_value(i32 %66, !502, !DIExpression(), !503)
  %73 = load ptr, ptr %41, align 8, !dbg !505, !tbaa !506
  %74 = zext nneg i32 %66 to i64, !dbg !507
  %75 = shl i64 %65, %74, !dbg !507
  %76 = getelementptr inbounds %struct.ldmEntry_t, ptr %73, i64 %75, !dbg !508
  %77 = zext i8 %71 to i64, !dbg !509
  %78 = getelementptr inbounds %struct.ldmEntry_t, ptr %76, i64 %77, !dbg !509
  store i64 %68, ptr %78, align 4, !dbg !510
  %79 = add nuw nsw i32 %72, 1, !dbg !511
  %80 = shl nsw i32 -1, %66, !dbg !512
  %81 = xor i32 %80, -1, !dbg !512
  %82 = and i32 %79, %81, !dbg !513
  %83 = trunc i32 %82 to i8, !dbg !514
  store i8 %83, ptr %70, align 1, !dbg !515, !tbaa !493
  br label %84, !dbg !516

84:                                               ; preds = %51, %57
  %85 = add nuw nsw i64 %52, 1, !dbg !517
    #dbg_value(i64 %85, !404, !DIExpression(), !458)
  %86 = icmp eq i64 %85, %50, !dbg !459
  br i1 %86, label %87, label %51, !dbg !460, !llvm.loop !518

87:                                               ; preds = %84, %42
  %88 = getelementptr inbounds i8, ptr %43, i64 %46, !dbg !521
    #dbg_value(ptr %88, !382, !DIExpression(), !415)
  %89 = icmp ult ptr %88, %2, !dbg !450
  br i1 %89, label %42, label %90, !dbg !451, !llvm.loop !522

90:                                               ; preds = %87, %4
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #14, !dbg !524
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #14, !dbg !524
  ret void, !dbg !524
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc i64 @ZSTD_ldm_gear_feed(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i64 noundef %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef %4) unnamed_addr #4 !dbg !525 {
    #dbg_value(ptr %0, !530, !DIExpression(), !539)
    #dbg_value(ptr %1, !531, !DIExpression(), !539)
    #dbg_value(i64 %2, !532, !DIExpression(), !539)
    #dbg_value(ptr %3, !533, !DIExpression(), !539)
    #dbg_value(ptr %4, !534, !DIExpression(), !539)
  %6 = load i64, ptr %0, align 8, !dbg !540, !tbaa !442
    #dbg_value(i64 %6, !536, !DIExpression(), !539)
  %7 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !541
  %8 = load i64, ptr %7, align 8, !dbg !541, !tbaa !542
    #dbg_value(i64 %8, !537, !DIExpression(), !539)
    #dbg_value(i64 0, !535, !DIExpression(), !539)
    #dbg_value(i64 %6, !536, !DIExpression(), !539)
  %9 = icmp ugt i64 %2, 3, !dbg !543
  br i1 %9, label %14, label %10, !dbg !544

10:                                               ; preds = %84, %5
  %11 = phi i64 [ %6, %5 ], [ %74, %84 ], !dbg !539
  %12 = phi i64 [ 0, %5 ], [ %75, %84 ], !dbg !539
    #dbg_value(i64 %12, !535, !DIExpression(), !539)
    #dbg_value(i64 %11, !536, !DIExpression(), !539)
  %13 = icmp ult i64 %12, %2, !dbg !545
  br i1 %13, label %87, label %111, !dbg !546

14:                                               ; preds = %5, %84
  %15 = phi i64 [ %75, %84 ], [ 0, %5 ]
  %16 = phi i64 [ %74, %84 ], [ %6, %5 ]
    #dbg_value(i64 %15, !535, !DIExpression(), !539)
    #dbg_value(i64 %16, !536, !DIExpression(), !539)
  %17 = shl i64 %16, 1, !dbg !547
  %18 = getelementptr inbounds i8, ptr %1, i64 %15, !dbg !547
  %19 = load i8, ptr %18, align 1, !dbg !547, !tbaa !493
  %20 = zext i8 %19 to i64, !dbg !547
  %21 = getelementptr inbounds [256 x i64], ptr @ZSTD_ldm_gearTab, i64 0, i64 %20, !dbg !547
  %22 = load i64, ptr %21, align 8, !dbg !547, !tbaa !462
  %23 = add i64 %22, %17, !dbg !547
    #dbg_value(i64 %23, !536, !DIExpression(), !539)
  %24 = or disjoint i64 %15, 1, !dbg !547
    #dbg_value(i64 %24, !535, !DIExpression(), !539)
  %25 = and i64 %23, %8, !dbg !550
  %26 = icmp eq i64 %25, 0, !dbg !550
  br i1 %26, label %27, label %33, !dbg !547, !prof !552

27:                                               ; preds = %14
  %28 = load i32, ptr %4, align 4, !dbg !553, !tbaa !454
  %29 = zext i32 %28 to i64, !dbg !553
  %30 = getelementptr inbounds i64, ptr %3, i64 %29, !dbg !553
  store i64 %24, ptr %30, align 8, !dbg !553, !tbaa !462
  %31 = add i32 %28, 1, !dbg !553
  store i32 %31, ptr %4, align 4, !dbg !553, !tbaa !454
  %32 = icmp eq i32 %31, 64, !dbg !555
  br i1 %32, label %111, label %33, !dbg !553

33:                                               ; preds = %14, %27
  %34 = shl i64 %23, 1, !dbg !557
  %35 = getelementptr inbounds i8, ptr %1, i64 %24, !dbg !557
  %36 = load i8, ptr %35, align 1, !dbg !557, !tbaa !493
  %37 = zext i8 %36 to i64, !dbg !557
  %38 = getelementptr inbounds [256 x i64], ptr @ZSTD_ldm_gearTab, i64 0, i64 %37, !dbg !557
  %39 = load i64, ptr %38, align 8, !dbg !557, !tbaa !462
  %40 = add i64 %39, %34, !dbg !557
    #dbg_value(i64 %40, !536, !DIExpression(), !539)
  %41 = or disjoint i64 %15, 2, !dbg !557
    #dbg_value(i64 %41, !535, !DIExpression(), !539)
  %42 = and i64 %40, %8, !dbg !559
  %43 = icmp eq i64 %42, 0, !dbg !559
  br i1 %43, label %44, label %50, !dbg !557, !prof !552

44:                                               ; preds = %33
  %45 = load i32, ptr %4, align 4, !dbg !561, !tbaa !454
  %46 = zext i32 %45 to i64, !dbg !561
  %47 = getelementptr inbounds i64, ptr %3, i64 %46, !dbg !561
  store i64 %41, ptr %47, align 8, !dbg !561, !tbaa !462
  %48 = add i32 %45, 1, !dbg !561
  store i32 %48, ptr %4, align 4, !dbg !561, !tbaa !454
  %49 = icmp eq i32 %48, 64, !dbg !563
  br i1 %49, label %111, label %50, !dbg !561

50:                                               ; preds = %33, %44
  %51 = shl i64 %40, 1, !dbg !565
  %52 = getelementptr inbounds i8, ptr %1, i64 %41, !dbg !565
  %53 = load i8, ptr %52, align 1, !dbg !565, !tbaa !493
  %54 = zext i8 %53 to i64, !dbg !565
  %55 = getelementptr inbounds [256 x i64], ptr @ZSTD_ldm_gearTab, i64 0, i64 %54, !dbg !565
  %56 = load i64, ptr %55, align 8, !dbg !565, !tbaa !462
  %57 = add i64 %56, %51, !dbg !565
    #dbg_value(i64 %57, !536, !DIExpression(), !539)
  %58 = or disjoint i64 %15, 3, !dbg !565
    #dbg_value(i64 %58, !535, !DIExpression(), !539)
  %59 = and i64 %57, %8, !dbg !567
  %60 = icmp eq i64 %59, 0, !dbg !567
  br i1 %60, label %61, label %67, !dbg !565, !prof !552

61:                                               ; preds = %50
  %62 = load i32, ptr %4, align 4, !dbg !569, !tbaa !454
  %63 = zext i32 %62 to i64, !dbg !569
  %64 = getelementptr inbounds i64, ptr %3, i64 %63, !dbg !569
  store i64 %58, ptr %64, align 8, !dbg !569, !tbaa !462
  %65 = add i32 %62, 1, !dbg !569
  store i32 %65, ptr %4, align 4, !dbg !569, !tbaa !454
  %66 = icmp eq i32 %65, 64, !dbg !571
  br i1 %66, label %111, label %67, !dbg !569

67:                                               ; preds = %50, %61
  %68 = shl i64 %57, 1, !dbg !573
  %69 = getelementptr inbounds i8, ptr %1, i64 %58, !dbg !573
  %70 = load i8, ptr %69, align 1, !dbg !573, !tbaa !493
  %71 = zext i8 %70 to i64, !dbg !573
  %72 = getelementptr inbounds [256 x i64], ptr @ZSTD_ldm_gearTab, i64 0, i64 %71, !dbg !573
  %73 = load i64, ptr %72, align 8, !dbg !573, !tbaa !462
  %74 = add i64 %73, %68, !dbg !573
    #dbg_value(i64 %74, !536, !DIExpression(), !539)
  %75 = add i64 %15, 4, !dbg !573
    #dbg_value(i64 %75, !535, !DIExpression(), !539)
  %76 = and i64 %74, %8, !dbg !575
  %77 = icmp eq i64 %76, 0, !dbg !575
  br i1 %77, label %78, label %84, !dbg !573, !prof !552

78:                                               ; preds = %67
  %79 = load i32, ptr %4, align 4, !dbg !577, !tbaa !454
  %80 = zext i32 %79 to i64, !dbg !577
  %81 = getelementptr inbounds i64, ptr %3, i64 %80, !dbg !577
  store i64 %75, ptr %81, align 8, !dbg !577, !tbaa !462
  %82 = add i32 %79, 1, !dbg !577
  store i32 %82, ptr %4, align 4, !dbg !577, !tbaa !454
  %83 = icmp eq i32 %82, 64, !dbg !579
  br i1 %83, label %111, label %84, !dbg !577

84:                                               ; preds = %78, %67
    #dbg_value(i64 %75, !535, !DIExpression(), !539)
    #dbg_value(i64 %74, !536, !DIExpression(), !539)
  %85 = or disjoint i64 %75, 3, !dbg !581
  %86 = icmp ult i64 %85, %2, !dbg !543
  br i1 %86, label %14, label %10, !dbg !544, !llvm.loop !582

87:                                               ; preds = %10, %110
  %88 = phi i64 [ %97, %110 ], [ %12, %10 ]
  %89 = phi i64 [ %96, %110 ], [ %11, %10 ]
    #dbg_value(i64 %88, !535, !DIExpression(), !539)
    #dbg_value(i64 %89, !536, !DIExpression(), !539)
  %90 = shl i64 %89, 1, !dbg !584
  %91 = getelementptr inbounds i8, ptr %1, i64 %88, !dbg !584
  %92 = load i8, ptr %91, align 1, !dbg !584, !tbaa !493
  %93 = zext i8 %92 to i64, !dbg !584
  %94 = getelementptr inbounds [256 x i64], ptr @ZSTD_ldm_gearTab, i64 0, i64 %93, !dbg !584
  %95 = load i64, ptr %94, align 8, !dbg !584, !tbaa !462
  %96 = add i64 %95, %90, !dbg !584
    #dbg_value(i64 %96, !536, !DIExpression(), !539)
  %97 = add nuw i64 %88, 1, !dbg !584
    #dbg_value(i64 %97, !535, !DIExpression(), !539)
  %98 = and i64 %96, %8, !dbg !587
  %99 = icmp eq i64 %98, 0, !dbg !587
  br i1 %99, label %100, label %108, !dbg !584, !prof !552

100:                                              ; preds = %87
  %101 = load i32, ptr %4, align 4, !dbg !589, !tbaa !454
  %102 = zext i32 %101 to i64, !dbg !589
  %103 = getelementptr inbounds i64, ptr %3, i64 %102, !dbg !589
  store i64 %97, ptr %103, align 8, !dbg !589, !tbaa !462
  %104 = add i32 %101, 1, !dbg !589
  store i32 %104, ptr %4, align 4, !dbg !589, !tbaa !454
  %105 = icmp ne i32 %104, 64, !dbg !591
    #dbg_value(i64 %97, !535, !DIExpression(), !539)
    #dbg_value(i64 %96, !536, !DIExpression(), !539)
  %106 = icmp ult i64 %97, %2
  %107 = select i1 %105, i1 %106, i1 false, !dbg !589
  br i1 %107, label %110, label %111, !dbg !589

108:                                              ; preds = %87
    #dbg_value(i64 %97, !535, !DIExpression(), !539)
    #dbg_value(i64 %96, !536, !DIExpression(), !539)
  %109 = icmp ult i64 %97, %2, !dbg !545
  br i1 %109, label %110, label %111, !dbg !546

110:                                              ; preds = %108, %100
  br label %87, !dbg !584, !llvm.loop !593

111:                                              ; preds = %78, %61, %44, %27, %100, %108, %10
  %112 = phi i64 [ %11, %10 ], [ %96, %108 ], [ %96, %100 ], [ %74, %78 ], [ %57, %61 ], [ %40, %44 ], [ %23, %27 ], !dbg !539
  %113 = phi i64 [ %12, %10 ], [ %97, %108 ], [ %97, %100 ], [ %75, %78 ], [ %58, %61 ], [ %41, %44 ], [ %24, %27 ], !dbg !539
    #dbg_value(i64 %113, !535, !DIExpression(), !539)
    #dbg_value(i64 %112, !536, !DIExpression(), !539)
    #dbg_label(!538, !595)
  store i64 %112, ptr %0, align 8, !dbg !596, !tbaa !442
  ret i64 %113, !dbg !597
}

; Function Attrs: inlinehint mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal fastcc i64 @XXH_INLINE_XXH64(ptr nocapture noundef readonly %0, i64 noundef %1) unnamed_addr #5 !dbg !598 {
    #dbg_value(ptr %0, !602, !DIExpression(), !605)
    #dbg_value(i64 %1, !603, !DIExpression(), !605)
    #dbg_value(i64 0, !604, !DIExpression(), !605)
    #dbg_value(ptr %0, !606, !DIExpression(), !625)
    #dbg_value(i64 %1, !612, !DIExpression(), !625)
    #dbg_value(i64 0, !613, !DIExpression(), !625)
    #dbg_value(i32 1, !614, !DIExpression(), !625)
  %3 = icmp eq ptr %0, null, !dbg !627
  br i1 %3, label %72, label %4, !dbg !629

4:                                                ; preds = %2
  %5 = icmp ugt i64 %1, 31, !dbg !630
  br i1 %5, label %6, label %74, !dbg !631

6:                                                ; preds = %4
  %7 = getelementptr inbounds i8, ptr %0, i64 %1, !dbg !632
    #dbg_value(ptr %7, !616, !DIExpression(), !633)
  %8 = getelementptr inbounds i8, ptr %7, i64 -31, !dbg !634
    #dbg_value(ptr %8, !620, !DIExpression(), !633)
    #dbg_value(i64 6983438078262162902, !621, !DIExpression(), !633)
    #dbg_value(i64 -4417276706812531889, !622, !DIExpression(), !633)
    #dbg_value(i64 0, !623, !DIExpression(), !633)
    #dbg_value(i64 7046029288634856825, !624, !DIExpression(), !633)
  br label %9, !dbg !635

9:                                                ; preds = %9, %6
  %10 = phi ptr [ %0, %6 ], [ %38, %9 ]
  %11 = phi i64 [ 6983438078262162902, %6 ], [ %19, %9 ], !dbg !633
  %12 = phi i64 [ -4417276706812531889, %6 ], [ %25, %9 ], !dbg !633
  %13 = phi i64 [ 0, %6 ], [ %31, %9 ], !dbg !633
  %14 = phi i64 [ 7046029288634856825, %6 ], [ %37, %9 ], !dbg !633
    #dbg_value(i64 %14, !624, !DIExpression(), !633)
    #dbg_value(i64 %13, !623, !DIExpression(), !633)
    #dbg_value(i64 %12, !622, !DIExpression(), !633)
    #dbg_value(i64 %11, !621, !DIExpression(), !633)
    #dbg_value(ptr %10, !606, !DIExpression(), !625)
    #dbg_value(ptr %10, !636, !DIExpression(), !642)
    #dbg_value(i32 1, !641, !DIExpression(), !642)
    #dbg_value(ptr %10, !645, !DIExpression(), !648)
    #dbg_value(ptr %10, !144, !DIExpression(), !651)
  %15 = load i64, ptr %10, align 1, !dbg !653, !tbaa !462
    #dbg_value(i64 %11, !654, !DIExpression(), !660)
    #dbg_value(i64 %15, !659, !DIExpression(), !660)
  %16 = mul i64 %15, -4417276706812531889, !dbg !662
  %17 = add i64 %16, %11, !dbg !663
    #dbg_value(i64 %17, !654, !DIExpression(), !660)
  %18 = tail call i64 @llvm.fshl.i64(i64 %17, i64 %17, i64 31), !dbg !664
    #dbg_value(i64 %18, !654, !DIExpression(), !660)
  %19 = mul i64 %18, -7046029288634856825, !dbg !665
    #dbg_value(i64 %19, !654, !DIExpression(), !660)
    #dbg_value(i64 %19, !621, !DIExpression(), !633)
  %20 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !666
    #dbg_value(ptr %20, !606, !DIExpression(), !625)
    #dbg_value(ptr %20, !636, !DIExpression(), !667)
    #dbg_value(i32 1, !641, !DIExpression(), !667)
    #dbg_value(ptr %20, !645, !DIExpression(), !669)
    #dbg_value(ptr %20, !144, !DIExpression(), !671)
  %21 = load i64, ptr %20, align 1, !dbg !673, !tbaa !462
    #dbg_value(i64 %12, !654, !DIExpression(), !674)
    #dbg_value(i64 %21, !659, !DIExpression(), !674)
  %22 = mul i64 %21, -4417276706812531889, !dbg !676
  %23 = add i64 %22, %12, !dbg !677
    #dbg_value(i64 %23, !654, !DIExpression(), !674)
  %24 = tail call i64 @llvm.fshl.i64(i64 %23, i64 %23, i64 31), !dbg !678
    #dbg_value(i64 %24, !654, !DIExpression(), !674)
  %25 = mul i64 %24, -7046029288634856825, !dbg !679
    #dbg_value(i64 %25, !654, !DIExpression(), !674)
    #dbg_value(i64 %25, !622, !DIExpression(), !633)
  %26 = getelementptr inbounds i8, ptr %10, i64 16, !dbg !680
    #dbg_value(ptr %26, !606, !DIExpression(), !625)
    #dbg_value(ptr %26, !636, !DIExpression(), !681)
    #dbg_value(i32 1, !641, !DIExpression(), !681)
    #dbg_value(ptr %26, !645, !DIExpression(), !683)
    #dbg_value(ptr %26, !144, !DIExpression(), !685)
  %27 = load i64, ptr %26, align 1, !dbg !687, !tbaa !462
    #dbg_value(i64 %13, !654, !DIExpression(), !688)
    #dbg_value(i64 %27, !659, !DIExpression(), !688)
  %28 = mul i64 %27, -4417276706812531889, !dbg !690
  %29 = add i64 %28, %13, !dbg !691
    #dbg_value(i64 %29, !654, !DIExpression(), !688)
  %30 = tail call i64 @llvm.fshl.i64(i64 %29, i64 %29, i64 31), !dbg !692
    #dbg_value(i64 %30, !654, !DIExpression(), !688)
  %31 = mul i64 %30, -7046029288634856825, !dbg !693
    #dbg_value(i64 %31, !654, !DIExpression(), !688)
    #dbg_value(i64 %31, !623, !DIExpression(), !633)
  %32 = getelementptr inbounds i8, ptr %10, i64 24, !dbg !694
    #dbg_value(ptr %32, !606, !DIExpression(), !625)
    #dbg_value(ptr %32, !636, !DIExpression(), !695)
    #dbg_value(i32 1, !641, !DIExpression(), !695)
    #dbg_value(ptr %32, !645, !DIExpression(), !697)
    #dbg_value(ptr %32, !144, !DIExpression(), !699)
  %33 = load i64, ptr %32, align 1, !dbg !701, !tbaa !462
    #dbg_value(i64 %14, !654, !DIExpression(), !702)
    #dbg_value(i64 %33, !659, !DIExpression(), !702)
  %34 = mul i64 %33, -4417276706812531889, !dbg !704
  %35 = add i64 %34, %14, !dbg !705
    #dbg_value(i64 %35, !654, !DIExpression(), !702)
  %36 = tail call i64 @llvm.fshl.i64(i64 %35, i64 %35, i64 31), !dbg !706
    #dbg_value(i64 %36, !654, !DIExpression(), !702)
  %37 = mul i64 %36, -7046029288634856825, !dbg !707
    #dbg_value(i64 %37, !654, !DIExpression(), !702)
    #dbg_value(i64 %37, !624, !DIExpression(), !633)
  %38 = getelementptr inbounds i8, ptr %10, i64 32, !dbg !708
    #dbg_value(ptr %38, !606, !DIExpression(), !625)
  %39 = icmp ult ptr %38, %8, !dbg !709
  br i1 %39, label %9, label %40, !dbg !710, !llvm.loop !711

40:                                               ; preds = %9
  %41 = tail call i64 @llvm.fshl.i64(i64 %19, i64 %19, i64 1), !dbg !713
  %42 = tail call i64 @llvm.fshl.i64(i64 %25, i64 %25, i64 7), !dbg !714
  %43 = add i64 %42, %41, !dbg !715
  %44 = tail call i64 @llvm.fshl.i64(i64 %31, i64 %31, i64 12), !dbg !716
  %45 = add i64 %43, %44, !dbg !717
  %46 = tail call i64 @llvm.fshl.i64(i64 %37, i64 %37, i64 18), !dbg !718
  %47 = add i64 %45, %46, !dbg !719
    #dbg_value(i64 %47, !615, !DIExpression(), !625)
    #dbg_value(i64 %47, !720, !DIExpression(), !724)
    #dbg_value(i64 %19, !723, !DIExpression(), !724)
    #dbg_value(i64 0, !654, !DIExpression(), !726)
    #dbg_value(i64 %19, !659, !DIExpression(), !726)
  %48 = mul i64 %18, -2381459717836149591, !dbg !728
    #dbg_value(i64 %48, !654, !DIExpression(), !726)
  %49 = tail call i64 @llvm.fshl.i64(i64 %48, i64 %48, i64 31), !dbg !729
    #dbg_value(i64 %49, !654, !DIExpression(), !726)
  %50 = mul i64 %49, -7046029288634856825, !dbg !730
    #dbg_value(i64 %50, !654, !DIExpression(), !726)
    #dbg_value(i64 %50, !723, !DIExpression(), !724)
  %51 = xor i64 %47, %50, !dbg !731
    #dbg_value(i64 %51, !720, !DIExpression(), !724)
  %52 = mul i64 %51, -7046029288634856825, !dbg !732
  %53 = add i64 %52, -8796714831421723037, !dbg !733
    #dbg_value(i64 %53, !720, !DIExpression(), !724)
    #dbg_value(i64 %53, !615, !DIExpression(), !625)
    #dbg_value(i64 %53, !720, !DIExpression(), !734)
    #dbg_value(i64 %25, !723, !DIExpression(), !734)
    #dbg_value(i64 0, !654, !DIExpression(), !736)
    #dbg_value(i64 %25, !659, !DIExpression(), !736)
  %54 = mul i64 %24, -2381459717836149591, !dbg !738
    #dbg_value(i64 %54, !654, !DIExpression(), !736)
  %55 = tail call i64 @llvm.fshl.i64(i64 %54, i64 %54, i64 31), !dbg !739
    #dbg_value(i64 %55, !654, !DIExpression(), !736)
  %56 = mul i64 %55, -7046029288634856825, !dbg !740
    #dbg_value(i64 %56, !654, !DIExpression(), !736)
    #dbg_value(i64 %56, !723, !DIExpression(), !734)
  %57 = xor i64 %53, %56, !dbg !741
    #dbg_value(i64 %57, !720, !DIExpression(), !734)
  %58 = mul i64 %57, -7046029288634856825, !dbg !742
  %59 = add i64 %58, -8796714831421723037, !dbg !743
    #dbg_value(i64 %59, !720, !DIExpression(), !734)
    #dbg_value(i64 %59, !615, !DIExpression(), !625)
    #dbg_value(i64 %59, !720, !DIExpression(), !744)
    #dbg_value(i64 %31, !723, !DIExpression(), !744)
    #dbg_value(i64 0, !654, !DIExpression(), !746)
    #dbg_value(i64 %31, !659, !DIExpression(), !746)
  %60 = mul i64 %30, -2381459717836149591, !dbg !748
    #dbg_value(i64 %60, !654, !DIExpression(), !746)
  %61 = tail call i64 @llvm.fshl.i64(i64 %60, i64 %60, i64 31), !dbg !749
    #dbg_value(i64 %61, !654, !DIExpression(), !746)
  %62 = mul i64 %61, -7046029288634856825, !dbg !750
    #dbg_value(i64 %62, !654, !DIExpression(), !746)
    #dbg_value(i64 %62, !723, !DIExpression(), !744)
  %63 = xor i64 %59, %62, !dbg !751
    #dbg_value(i64 %63, !720, !DIExpression(), !744)
  %64 = mul i64 %63, -7046029288634856825, !dbg !752
  %65 = add i64 %64, -8796714831421723037, !dbg !753
    #dbg_value(i64 %65, !720, !DIExpression(), !744)
    #dbg_value(i64 %65, !615, !DIExpression(), !625)
    #dbg_value(i64 %65, !720, !DIExpression(), !754)
    #dbg_value(i64 %37, !723, !DIExpression(), !754)
    #dbg_value(i64 0, !654, !DIExpression(), !756)
    #dbg_value(i64 %37, !659, !DIExpression(), !756)
  %66 = mul i64 %36, -2381459717836149591, !dbg !758
    #dbg_value(i64 %66, !654, !DIExpression(), !756)
  %67 = tail call i64 @llvm.fshl.i64(i64 %66, i64 %66, i64 31), !dbg !759
    #dbg_value(i64 %67, !654, !DIExpression(), !756)
  %68 = mul i64 %67, -7046029288634856825, !dbg !760
    #dbg_value(i64 %68, !654, !DIExpression(), !756)
    #dbg_value(i64 %68, !723, !DIExpression(), !754)
  %69 = xor i64 %65, %68, !dbg !761
    #dbg_value(i64 %69, !720, !DIExpression(), !754)
  %70 = mul i64 %69, -7046029288634856825, !dbg !762
  %71 = add i64 %70, -8796714831421723037, !dbg !763
    #dbg_value(i64 %71, !720, !DIExpression(), !754)
    #dbg_value(i64 %71, !615, !DIExpression(), !625)
  br label %74, !dbg !764

72:                                               ; preds = %2
    #dbg_value(ptr %0, !606, !DIExpression(), !625)
    #dbg_value(i64 2870177450012600261, !615, !DIExpression(), !625)
    #dbg_value(!DIArgList(i64 2870177450012600261, i64 %1), !615, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !625)
    #dbg_value(!DIArgList(i64 2870177450012600261, i64 %1), !765, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !775)
    #dbg_value(ptr %0, !770, !DIExpression(), !775)
    #dbg_value(i64 %1, !771, !DIExpression(), !775)
    #dbg_value(i32 1, !772, !DIExpression(), !775)
  %73 = icmp eq i64 %1, 0, !dbg !777
  tail call void @llvm.assume(i1 %73), !dbg !777
    #dbg_value(ptr poison, !770, !DIExpression(), !775)
    #dbg_value(i64 %1, !771, !DIExpression(DW_OP_constu, 31, DW_OP_and, DW_OP_stack_value), !775)
  br label %205, !dbg !779

74:                                               ; preds = %40, %4
  %75 = phi i64 [ 2870177450012600261, %4 ], [ %71, %40 ]
  %76 = phi ptr [ %0, %4 ], [ %38, %40 ]
    #dbg_value(ptr %76, !606, !DIExpression(), !625)
    #dbg_value(i64 %75, !615, !DIExpression(), !625)
  %77 = add i64 %75, %1, !dbg !780
    #dbg_value(i64 %77, !615, !DIExpression(), !625)
    #dbg_value(i64 %77, !765, !DIExpression(), !775)
    #dbg_value(ptr %76, !770, !DIExpression(), !775)
    #dbg_value(i64 %1, !771, !DIExpression(), !775)
    #dbg_value(i32 1, !772, !DIExpression(), !775)
  %78 = and i64 %1, 31, !dbg !781
    #dbg_value(i64 %78, !771, !DIExpression(), !775)
  %79 = icmp ugt i64 %78, 7, !dbg !782
  br i1 %79, label %80, label %127, !dbg !783

80:                                               ; preds = %74
  %81 = add nsw i64 %78, -8, !dbg !783
  %82 = and i64 %81, 8, !dbg !783
  %83 = icmp eq i64 %82, 0, !dbg !783
  br i1 %83, label %84, label %95, !dbg !783

84:                                               ; preds = %80
    #dbg_value(i64 %77, !765, !DIExpression(), !775)
    #dbg_value(ptr %76, !770, !DIExpression(), !775)
    #dbg_value(i64 %78, !771, !DIExpression(), !775)
    #dbg_value(ptr %76, !636, !DIExpression(), !784)
    #dbg_value(i32 1, !641, !DIExpression(), !784)
    #dbg_value(ptr %76, !645, !DIExpression(), !786)
    #dbg_value(ptr %76, !144, !DIExpression(), !788)
  %85 = load i64, ptr %76, align 1, !dbg !790, !tbaa !462
    #dbg_value(i64 0, !654, !DIExpression(), !791)
    #dbg_value(i64 %85, !659, !DIExpression(), !791)
  %86 = mul i64 %85, -4417276706812531889, !dbg !793
    #dbg_value(i64 %86, !654, !DIExpression(), !791)
  %87 = tail call i64 @llvm.fshl.i64(i64 %86, i64 %86, i64 31), !dbg !794
    #dbg_value(i64 %87, !654, !DIExpression(), !791)
  %88 = mul i64 %87, -7046029288634856825, !dbg !795
    #dbg_value(i64 %88, !654, !DIExpression(), !791)
    #dbg_value(i64 %88, !773, !DIExpression(), !796)
  %89 = getelementptr inbounds i8, ptr %76, i64 8, !dbg !797
    #dbg_value(ptr %89, !770, !DIExpression(), !775)
  %90 = xor i64 %88, %77, !dbg !798
    #dbg_value(i64 %90, !765, !DIExpression(), !775)
  %91 = tail call i64 @llvm.fshl.i64(i64 %90, i64 %90, i64 27), !dbg !799
  %92 = mul i64 %91, -7046029288634856825, !dbg !800
  %93 = add i64 %92, -8796714831421723037, !dbg !801
    #dbg_value(i64 %93, !765, !DIExpression(), !775)
  %94 = add nsw i64 %78, -8, !dbg !802
    #dbg_value(i64 %94, !771, !DIExpression(), !775)
  br label %95, !dbg !783

95:                                               ; preds = %84, %80
  %96 = phi i64 [ %77, %80 ], [ %93, %84 ]
  %97 = phi ptr [ %76, %80 ], [ %89, %84 ]
  %98 = phi i64 [ %78, %80 ], [ %94, %84 ]
  %99 = phi ptr [ poison, %80 ], [ %89, %84 ]
  %100 = phi i64 [ poison, %80 ], [ %93, %84 ]
  %101 = phi i64 [ poison, %80 ], [ %94, %84 ]
  %102 = icmp ult i64 %81, 8, !dbg !783
  br i1 %102, label %127, label %103, !dbg !783

103:                                              ; preds = %95, %103
  %104 = phi i64 [ %124, %103 ], [ %96, %95 ]
  %105 = phi ptr [ %120, %103 ], [ %97, %95 ]
  %106 = phi i64 [ %125, %103 ], [ %98, %95 ]
    #dbg_value(i64 %104, !765, !DIExpression(), !775)
    #dbg_value(ptr %105, !770, !DIExpression(), !775)
    #dbg_value(i64 %106, !771, !DIExpression(), !775)
    #dbg_value(ptr %105, !636, !DIExpression(), !784)
    #dbg_value(i32 1, !641, !DIExpression(), !784)
    #dbg_value(ptr %105, !645, !DIExpression(), !786)
    #dbg_value(ptr %105, !144, !DIExpression(), !788)
  %107 = load i64, ptr %105, align 1, !dbg !790, !tbaa !462
    #dbg_value(i64 0, !654, !DIExpression(), !791)
    #dbg_value(i64 %107, !659, !DIExpression(), !791)
  %108 = mul i64 %107, -4417276706812531889, !dbg !793
    #dbg_value(i64 %108, !654, !DIExpression(), !791)
  %109 = tail call i64 @llvm.fshl.i64(i64 %108, i64 %108, i64 31), !dbg !794
    #dbg_value(i64 %109, !654, !DIExpression(), !791)
  %110 = mul i64 %109, -7046029288634856825, !dbg !795
    #dbg_value(i64 %110, !654, !DIExpression(), !791)
    #dbg_value(i64 %110, !773, !DIExpression(), !796)
  %111 = getelementptr inbounds i8, ptr %105, i64 8, !dbg !797
    #dbg_value(ptr %111, !770, !DIExpression(), !775)
  %112 = xor i64 %110, %104, !dbg !798
    #dbg_value(i64 %112, !765, !DIExpression(), !775)
  %113 = tail call i64 @llvm.fshl.i64(i64 %112, i64 %112, i64 27), !dbg !799
  %114 = mul i64 %113, -7046029288634856825, !dbg !800
  %115 = add i64 %114, -8796714831421723037, !dbg !801
    #dbg_value(i64 %115, !765, !DIExpression(), !775)
    #dbg_value(i64 %106, !771, !DIExpression(DW_OP_constu, 8, DW_OP_minus, DW_OP_stack_value), !775)
    #dbg_value(ptr %111, !636, !DIExpression(), !784)
    #dbg_value(ptr %111, !645, !DIExpression(), !786)
    #dbg_value(ptr %111, !144, !DIExpression(), !788)
  %116 = load i64, ptr %111, align 1, !dbg !790, !tbaa !462
    #dbg_value(i64 0, !654, !DIExpression(), !791)
    #dbg_value(i64 %116, !659, !DIExpression(), !791)
  %117 = mul i64 %116, -4417276706812531889, !dbg !793
    #dbg_value(i64 %117, !654, !DIExpression(), !791)
  %118 = tail call i64 @llvm.fshl.i64(i64 %117, i64 %117, i64 31), !dbg !794
    #dbg_value(i64 %118, !654, !DIExpression(), !791)
  %119 = mul i64 %118, -7046029288634856825, !dbg !795
    #dbg_value(i64 %119, !654, !DIExpression(), !791)
    #dbg_value(i64 %119, !773, !DIExpression(), !796)
  %120 = getelementptr inbounds i8, ptr %105, i64 16, !dbg !797
    #dbg_value(ptr %120, !770, !DIExpression(), !775)
  %121 = xor i64 %119, %115, !dbg !798
    #dbg_value(i64 %121, !765, !DIExpression(), !775)
  %122 = tail call i64 @llvm.fshl.i64(i64 %121, i64 %121, i64 27), !dbg !799
  %123 = mul i64 %122, -7046029288634856825, !dbg !800
  %124 = add i64 %123, -8796714831421723037, !dbg !801
    #dbg_value(i64 %124, !765, !DIExpression(), !775)
  %125 = add nsw i64 %106, -16, !dbg !802
    #dbg_value(i64 %125, !771, !DIExpression(), !775)
  %126 = icmp ugt i64 %125, 7, !dbg !782
  br i1 %126, label %103, label %127, !dbg !783, !llvm.loop !803

127:                                              ; preds = %95, %103, %74
  %128 = phi i64 [ %78, %74 ], [ %101, %95 ], [ %125, %103 ], !dbg !775
  %129 = phi ptr [ %76, %74 ], [ %99, %95 ], [ %120, %103 ]
  %130 = phi i64 [ %77, %74 ], [ %100, %95 ], [ %124, %103 ]
  %131 = icmp ugt i64 %128, 3, !dbg !805
  br i1 %131, label %132, label %142, !dbg !807

132:                                              ; preds = %127
    #dbg_value(ptr %129, !808, !DIExpression(), !814)
    #dbg_value(i32 1, !813, !DIExpression(), !814)
    #dbg_value(ptr %129, !817, !DIExpression(), !820)
    #dbg_value(ptr %129, !156, !DIExpression(), !824)
  %133 = load i32, ptr %129, align 1, !dbg !826, !tbaa !454
  %134 = zext i32 %133 to i64, !dbg !827
  %135 = mul i64 %134, -7046029288634856825, !dbg !828
  %136 = xor i64 %135, %130, !dbg !829
    #dbg_value(i64 %136, !765, !DIExpression(), !775)
  %137 = getelementptr inbounds i8, ptr %129, i64 4, !dbg !830
    #dbg_value(ptr %137, !770, !DIExpression(), !775)
  %138 = tail call i64 @llvm.fshl.i64(i64 %136, i64 %136, i64 23), !dbg !831
  %139 = mul i64 %138, -4417276706812531889, !dbg !832
  %140 = add i64 %139, 1609587929392839161, !dbg !833
    #dbg_value(i64 %140, !765, !DIExpression(), !775)
  %141 = add nsw i64 %128, -4, !dbg !834
    #dbg_value(i64 %141, !771, !DIExpression(), !775)
  br label %142, !dbg !835

142:                                              ; preds = %132, %127
  %143 = phi i64 [ %141, %132 ], [ %128, %127 ], !dbg !775
  %144 = phi ptr [ %137, %132 ], [ %129, %127 ]
  %145 = phi i64 [ %140, %132 ], [ %130, %127 ]
    #dbg_value(i64 %145, !765, !DIExpression(), !775)
    #dbg_value(ptr %144, !770, !DIExpression(), !775)
    #dbg_value(i64 %143, !771, !DIExpression(), !775)
  %146 = icmp eq i64 %143, 0, !dbg !836
  br i1 %146, label %205, label %147, !dbg !779

147:                                              ; preds = %142
  %148 = and i64 %143, 3, !dbg !779
  %149 = icmp eq i64 %148, 0, !dbg !779
  br i1 %149, label %165, label %150, !dbg !779

150:                                              ; preds = %147, %150
  %151 = phi i64 [ %161, %150 ], [ %145, %147 ]
  %152 = phi ptr [ %155, %150 ], [ %144, %147 ]
  %153 = phi i64 [ %162, %150 ], [ %143, %147 ]
  %154 = phi i64 [ %163, %150 ], [ 0, %147 ]
    #dbg_value(i64 %151, !765, !DIExpression(), !775)
    #dbg_value(ptr %152, !770, !DIExpression(), !775)
    #dbg_value(i64 %153, !771, !DIExpression(), !775)
  %155 = getelementptr inbounds i8, ptr %152, i64 1, !dbg !837
    #dbg_value(ptr %155, !770, !DIExpression(), !775)
  %156 = load i8, ptr %152, align 1, !dbg !839, !tbaa !493
  %157 = zext i8 %156 to i64, !dbg !840
  %158 = mul i64 %157, 2870177450012600261, !dbg !841
  %159 = xor i64 %158, %151, !dbg !842
    #dbg_value(i64 %159, !765, !DIExpression(), !775)
  %160 = tail call i64 @llvm.fshl.i64(i64 %159, i64 %159, i64 11), !dbg !843
  %161 = mul i64 %160, -7046029288634856825, !dbg !844
    #dbg_value(i64 %161, !765, !DIExpression(), !775)
  %162 = add nsw i64 %153, -1, !dbg !845
    #dbg_value(i64 %162, !771, !DIExpression(), !775)
  %163 = add i64 %154, 1, !dbg !779
  %164 = icmp eq i64 %163, %148, !dbg !779
  br i1 %164, label %165, label %150, !dbg !779, !llvm.loop !846

165:                                              ; preds = %150, %147
  %166 = phi i64 [ poison, %147 ], [ %161, %150 ]
  %167 = phi i64 [ %145, %147 ], [ %161, %150 ]
  %168 = phi ptr [ %144, %147 ], [ %155, %150 ]
  %169 = phi i64 [ %143, %147 ], [ %162, %150 ]
  %170 = icmp ult i64 %143, 4, !dbg !779
  br i1 %170, label %205, label %171, !dbg !779

171:                                              ; preds = %165, %171
  %172 = phi i64 [ %202, %171 ], [ %167, %165 ]
  %173 = phi ptr [ %196, %171 ], [ %168, %165 ]
  %174 = phi i64 [ %203, %171 ], [ %169, %165 ]
    #dbg_value(i64 %172, !765, !DIExpression(), !775)
    #dbg_value(ptr %173, !770, !DIExpression(), !775)
    #dbg_value(i64 %174, !771, !DIExpression(), !775)
  %175 = getelementptr inbounds i8, ptr %173, i64 1, !dbg !837
    #dbg_value(ptr %175, !770, !DIExpression(), !775)
  %176 = load i8, ptr %173, align 1, !dbg !839, !tbaa !493
  %177 = zext i8 %176 to i64, !dbg !840
  %178 = mul i64 %177, 2870177450012600261, !dbg !841
  %179 = xor i64 %178, %172, !dbg !842
    #dbg_value(i64 %179, !765, !DIExpression(), !775)
  %180 = tail call i64 @llvm.fshl.i64(i64 %179, i64 %179, i64 11), !dbg !843
  %181 = mul i64 %180, -7046029288634856825, !dbg !844
    #dbg_value(i64 %181, !765, !DIExpression(), !775)
    #dbg_value(i64 %174, !771, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !775)
  %182 = getelementptr inbounds i8, ptr %173, i64 2, !dbg !837
    #dbg_value(ptr %182, !770, !DIExpression(), !775)
  %183 = load i8, ptr %175, align 1, !dbg !839, !tbaa !493
  %184 = zext i8 %183 to i64, !dbg !840
  %185 = mul i64 %184, 2870177450012600261, !dbg !841
  %186 = xor i64 %185, %181, !dbg !842
    #dbg_value(i64 %186, !765, !DIExpression(), !775)
  %187 = tail call i64 @llvm.fshl.i64(i64 %186, i64 %186, i64 11), !dbg !843
  %188 = mul i64 %187, -7046029288634856825, !dbg !844
    #dbg_value(i64 %188, !765, !DIExpression(), !775)
    #dbg_value(i64 %174, !771, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !775)
  %189 = getelementptr inbounds i8, ptr %173, i64 3, !dbg !837
    #dbg_value(ptr %189, !770, !DIExpression(), !775)
  %190 = load i8, ptr %182, align 1, !dbg !839, !tbaa !493
  %191 = zext i8 %190 to i64, !dbg !840
  %192 = mul i64 %191, 2870177450012600261, !dbg !841
  %193 = xor i64 %192, %188, !dbg !842
    #dbg_value(i64 %193, !765, !DIExpression(), !775)
  %194 = tail call i64 @llvm.fshl.i64(i64 %193, i64 %193, i64 11), !dbg !843
  %195 = mul i64 %194, -7046029288634856825, !dbg !844
    #dbg_value(i64 %195, !765, !DIExpression(), !775)
    #dbg_value(i64 %174, !771, !DIExpression(DW_OP_constu, 3, DW_OP_minus, DW_OP_stack_value), !775)
  %196 = getelementptr inbounds i8, ptr %173, i64 4, !dbg !837
    #dbg_value(ptr %196, !770, !DIExpression(), !775)
  %197 = load i8, ptr %189, align 1, !dbg !839, !tbaa !493
  %198 = zext i8 %197 to i64, !dbg !840
  %199 = mul i64 %198, 2870177450012600261, !dbg !841
  %200 = xor i64 %199, %195, !dbg !842
    #dbg_value(i64 %200, !765, !DIExpression(), !775)
  %201 = tail call i64 @llvm.fshl.i64(i64 %200, i64 %200, i64 11), !dbg !843
  %202 = mul i64 %201, -7046029288634856825, !dbg !844
    #dbg_value(i64 %202, !765, !DIExpression(), !775)
  %203 = add nsw i64 %174, -4, !dbg !845
    #dbg_value(i64 %203, !771, !DIExpression(), !775)
  %204 = icmp eq i64 %203, 0, !dbg !836
  br i1 %204, label %205, label %171, !dbg !779, !llvm.loop !848

205:                                              ; preds = %165, %171, %72, %142
  %206 = phi i64 [ %145, %142 ], [ 2870177450012600261, %72 ], [ %166, %165 ], [ %202, %171 ], !dbg !775
    #dbg_value(i64 %206, !850, !DIExpression(), !855)
  %207 = lshr i64 %206, 33, !dbg !857
  %208 = xor i64 %207, %206, !dbg !858
    #dbg_value(i64 %208, !850, !DIExpression(), !855)
  %209 = mul i64 %208, -4417276706812531889, !dbg !859
    #dbg_value(i64 %209, !850, !DIExpression(), !855)
  %210 = lshr i64 %209, 29, !dbg !860
  %211 = xor i64 %210, %209, !dbg !861
    #dbg_value(i64 %211, !850, !DIExpression(), !855)
  %212 = mul i64 %211, 1609587929392839161, !dbg !862
    #dbg_value(i64 %212, !850, !DIExpression(), !855)
  %213 = lshr i64 %212, 32, !dbg !863
  %214 = xor i64 %213, %212, !dbg !864
    #dbg_value(i64 %214, !850, !DIExpression(), !855)
  ret i64 %214, !dbg !865
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i64 @ZSTD_ldm_generateSequences(ptr nocapture noundef %0, ptr nocapture noundef %1, ptr nocapture noundef readonly %2, ptr noundef %3, i64 noundef %4) local_unnamed_addr #6 !dbg !866 {
  %6 = alloca %struct.ldmRollingHashState_t, align 8, !DIAssignID !911
    #dbg_assign(i1 undef, !912, !DIExpression(), !911, ptr %6, !DIExpression(), !986)
  %7 = alloca i32, align 4, !DIAssignID !988
    #dbg_value(ptr %0, !886, !DIExpression(), !989)
    #dbg_value(ptr %1, !887, !DIExpression(), !989)
    #dbg_value(ptr %2, !888, !DIExpression(), !989)
    #dbg_value(ptr %3, !889, !DIExpression(), !989)
    #dbg_value(i64 %4, !890, !DIExpression(), !989)
  %8 = getelementptr inbounds i8, ptr %2, i64 20, !dbg !990
  %9 = load i32, ptr %8, align 4, !dbg !990, !tbaa !246
  %10 = shl nuw i32 1, %9, !dbg !991
    #dbg_value(i32 %10, !891, !DIExpression(), !989)
    #dbg_value(ptr %3, !892, !DIExpression(), !989)
  %11 = getelementptr inbounds i8, ptr %3, i64 %4, !dbg !992
    #dbg_value(ptr %11, !893, !DIExpression(), !989)
    #dbg_value(i64 1048576, !894, !DIExpression(), !989)
  %12 = lshr i64 %4, 20, !dbg !993
  %13 = and i64 %4, 1048575, !dbg !994
  %14 = icmp ne i64 %13, 0, !dbg !995
  %15 = zext i1 %14 to i64, !dbg !996
  %16 = add nuw nsw i64 %12, %15, !dbg !997
    #dbg_value(i64 %16, !895, !DIExpression(), !989)
    #dbg_value(i64 0, !897, !DIExpression(), !989)
    #dbg_value(i64 0, !896, !DIExpression(), !989)
  %17 = icmp eq i64 %16, 0, !dbg !998
  br i1 %17, label %652, label %18, !dbg !999

18:                                               ; preds = %5
  %19 = getelementptr inbounds i8, ptr %1, i64 24
  %20 = getelementptr inbounds i8, ptr %1, i64 32
  %21 = getelementptr inbounds i8, ptr %0, i64 48
  %22 = getelementptr inbounds i8, ptr %0, i64 8
  %23 = getelementptr inbounds i8, ptr %0, i64 16
  %24 = getelementptr inbounds i8, ptr %2, i64 4
  %25 = getelementptr inbounds i8, ptr %0, i64 28
  %26 = getelementptr inbounds i8, ptr %0, i64 24
  %27 = getelementptr inbounds i8, ptr %0, i64 32
  %28 = getelementptr inbounds i8, ptr %0, i64 40
  %29 = getelementptr inbounds i8, ptr %2, i64 12
  %30 = getelementptr inbounds i8, ptr %2, i64 8
  %31 = getelementptr inbounds i8, ptr %0, i64 64
  %32 = getelementptr inbounds i8, ptr %0, i64 576
  %33 = getelementptr inbounds i8, ptr %2, i64 16
  %34 = getelementptr inbounds i8, ptr %6, i64 8
  %35 = getelementptr inbounds i8, ptr %0, i64 56
  %36 = load i64, ptr %19, align 8, !dbg !1000, !tbaa !1001
  br label %37, !dbg !999

37:                                               ; preds = %18, %648
  %38 = phi i64 [ %36, %18 ], [ %637, %648 ]
  %39 = phi i64 [ 0, %18 ], [ %650, %648 ]
  %40 = phi i64 [ 0, %18 ], [ %649, %648 ]
    #dbg_value(i64 %39, !896, !DIExpression(), !989)
    #dbg_value(i64 %40, !897, !DIExpression(), !989)
  %41 = load i64, ptr %20, align 8, !dbg !1003, !tbaa !1004
  %42 = icmp ult i64 %38, %41, !dbg !1005
  br i1 %42, label %43, label %652, !dbg !1006

43:                                               ; preds = %37
  %44 = shl nuw i64 %39, 20, !dbg !1007
  %45 = getelementptr inbounds i8, ptr %3, i64 %44, !dbg !1008
    #dbg_value(ptr %45, !898, !DIExpression(), !1009)
  %46 = ptrtoint ptr %45 to i64, !dbg !1010
  %47 = sub nsw i64 %4, %44, !dbg !1010
    #dbg_value(i64 %47, !902, !DIExpression(), !1009)
  %48 = icmp ult i64 %47, 1048576, !dbg !1011
  %49 = getelementptr inbounds i8, ptr %45, i64 1048576, !dbg !1012
  %50 = select i1 %48, ptr %11, ptr %49, !dbg !1012
    #dbg_value(ptr %50, !903, !DIExpression(), !1009)
  %51 = ptrtoint ptr %50 to i64, !dbg !1013
  %52 = sub i64 %51, %46, !dbg !1013
    #dbg_value(i64 %52, !904, !DIExpression(), !1009)
    #dbg_value(i64 %38, !906, !DIExpression(), !1009)
    #dbg_value(ptr poison, !1014, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1026)
  %53 = load ptr, ptr %22, align 1, !dbg !1028
    #dbg_value(ptr %53, !1014, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1026)
    #dbg_value(i32 0, !1020, !DIExpression(), !1026)
    #dbg_value(i32 %10, !1021, !DIExpression(), !1026)
    #dbg_value(i32 poison, !1022, !DIExpression(), !1026)
    #dbg_value(ptr %45, !1023, !DIExpression(), !1026)
    #dbg_value(ptr %50, !1024, !DIExpression(), !1026)
  %54 = ptrtoint ptr %53 to i64, !dbg !1029
  %55 = sub i64 %51, %54, !dbg !1029
  %56 = trunc i64 %55 to i32, !dbg !1030
    #dbg_value(i32 %56, !1025, !DIExpression(), !1026)
  %57 = icmp ult i32 %56, -624951295, !dbg !1031
  br i1 %57, label %58, label %60, !dbg !1032

58:                                               ; preds = %43
  %59 = load i32, ptr %21, align 4, !dbg !1033, !tbaa !454
  br label %112, !dbg !1032

60:                                               ; preds = %43
  %61 = load i32, ptr %24, align 4, !dbg !1158, !tbaa !252
  %62 = shl nuw i32 1, %61, !dbg !1159
    #dbg_value(i32 %62, !907, !DIExpression(), !1160)
    #dbg_value(ptr %0, !1161, !DIExpression(), !1176)
    #dbg_value(i32 0, !1166, !DIExpression(), !1176)
    #dbg_value(i32 %10, !1167, !DIExpression(), !1176)
    #dbg_value(ptr %45, !1168, !DIExpression(), !1176)
    #dbg_value(i32 1, !1169, !DIExpression(), !1176)
    #dbg_value(i32 0, !1170, !DIExpression(), !1176)
  %63 = sub i64 %46, %54, !dbg !1178
  %64 = trunc i64 %63 to i32, !dbg !1179
    #dbg_value(i32 %64, !1171, !DIExpression(), !1176)
    #dbg_value(i32 0, !1172, !DIExpression(), !1176)
    #dbg_value(i32 2, !1173, !DIExpression(), !1176)
    #dbg_value(!DIArgList(i32 -2, i32 %10), !1174, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !1176)
  %65 = sub i32 %64, %10, !dbg !1180
  %66 = add i32 %65, -2, !dbg !1180
    #dbg_value(i32 %66, !1175, !DIExpression(), !1176)
  %67 = zext i32 %66 to i64, !dbg !1181
  %68 = getelementptr inbounds i8, ptr %53, i64 %67, !dbg !1181
  store ptr %68, ptr %22, align 8, !dbg !1181, !tbaa !1182
  %69 = load ptr, ptr %23, align 8, !dbg !1183, !tbaa !1184
  %70 = getelementptr inbounds i8, ptr %69, i64 %67, !dbg !1183
  store ptr %70, ptr %23, align 8, !dbg !1183, !tbaa !1184
  %71 = load i32, ptr %25, align 4, !dbg !1185, !tbaa !1187
  %72 = icmp ult i32 %71, %65, !dbg !1188
  %73 = sub i32 %71, %66, !dbg !1189
  %74 = select i1 %72, i32 2, i32 %73, !dbg !1189
  store i32 %74, ptr %25, align 4, !dbg !1190, !tbaa !1187
  %75 = load i32, ptr %26, align 8, !dbg !1191, !tbaa !1193
  %76 = icmp ult i32 %75, %65, !dbg !1194
  %77 = sub i32 %75, %66, !dbg !1195
  %78 = select i1 %76, i32 2, i32 %77, !dbg !1195
  store i32 %78, ptr %26, align 8, !dbg !1196, !tbaa !1193
  %79 = load i32, ptr %27, align 8, !dbg !1197, !tbaa !1198
  %80 = add i32 %79, 1, !dbg !1197
  store i32 %80, ptr %27, align 8, !dbg !1197, !tbaa !1198
    #dbg_value(i32 %66, !910, !DIExpression(), !1160)
  %81 = load ptr, ptr %28, align 8, !dbg !1199, !tbaa !506
    #dbg_value(ptr %81, !1200, !DIExpression(), !1208)
    #dbg_value(i32 %62, !1205, !DIExpression(), !1208)
    #dbg_value(i32 %66, !1206, !DIExpression(), !1208)
    #dbg_value(i32 0, !1207, !DIExpression(), !1208)
  %82 = zext i32 %62 to i64, !dbg !1210
  %83 = and i64 %82, 1, !dbg !1213
  %84 = icmp eq i32 %61, 0, !dbg !1213
  br i1 %84, label %100, label %85, !dbg !1213

85:                                               ; preds = %60
  %86 = and i64 %82, 4294967294, !dbg !1213
  br label %87, !dbg !1213

87:                                               ; preds = %87, %85
  %88 = phi i64 [ 0, %85 ], [ %97, %87 ]
  %89 = phi i64 [ 0, %85 ], [ %98, %87 ]
    #dbg_value(i64 %88, !1207, !DIExpression(), !1208)
  %90 = getelementptr inbounds %struct.ldmEntry_t, ptr %81, i64 %88, !dbg !1214
  %91 = load i32, ptr %90, align 4, !dbg !1217, !tbaa !1218
  %92 = tail call i32 @llvm.usub.sat.i32(i32 %91, i32 %66), !dbg !1220
  store i32 %92, ptr %90, align 4, !dbg !1221, !tbaa !1218
  %93 = or disjoint i64 %88, 1, !dbg !1222
    #dbg_value(i64 %93, !1207, !DIExpression(), !1208)
  %94 = getelementptr inbounds %struct.ldmEntry_t, ptr %81, i64 %93, !dbg !1214
  %95 = load i32, ptr %94, align 4, !dbg !1217, !tbaa !1218
  %96 = tail call i32 @llvm.usub.sat.i32(i32 %95, i32 %66), !dbg !1220
  store i32 %96, ptr %94, align 4, !dbg !1221, !tbaa !1218
  %97 = add nuw nsw i64 %88, 2, !dbg !1222
    #dbg_value(i64 %97, !1207, !DIExpression(), !1208)
  %98 = add i64 %89, 2, !dbg !1213
  %99 = icmp eq i64 %98, %86, !dbg !1213
  br i1 %99, label %100, label %87, !dbg !1213, !llvm.loop !1223

100:                                              ; preds = %87, %60
  %101 = phi i64 [ 0, %60 ], [ %97, %87 ]
  %102 = icmp eq i64 %83, 0, !dbg !1213
  br i1 %102, label %107, label %103, !dbg !1213

103:                                              ; preds = %100
    #dbg_value(i64 %101, !1207, !DIExpression(), !1208)
  %104 = getelementptr inbounds %struct.ldmEntry_t, ptr %81, i64 %101, !dbg !1214
  %105 = load i32, ptr %104, align 4, !dbg !1217, !tbaa !1218
  %106 = tail call i32 @llvm.usub.sat.i32(i32 %105, i32 %66), !dbg !1220
  store i32 %106, ptr %104, align 4, !dbg !1221, !tbaa !1218
    #dbg_value(i64 %101, !1207, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1208)
  br label %107, !dbg !1225

107:                                              ; preds = %100, %103
  store i32 0, ptr %21, align 8, !dbg !1225, !tbaa !1226
  %108 = load ptr, ptr %22, align 8, !dbg !1227, !tbaa !1182
  %109 = ptrtoint ptr %108 to i64, !dbg !1228
  %110 = sub i64 %51, %109, !dbg !1228
  %111 = trunc i64 %110 to i32, !dbg !1229
  br label %112, !dbg !1230

112:                                              ; preds = %58, %107
  %113 = phi i32 [ %56, %58 ], [ %111, %107 ], !dbg !1229
  %114 = phi i64 [ %54, %58 ], [ %109, %107 ], !dbg !1228
  %115 = phi i32 [ %59, %58 ], [ 0, %107 ], !dbg !1033
  %116 = phi ptr [ %53, %58 ], [ %108, %107 ], !dbg !1227
    #dbg_value(ptr %0, !1147, !DIExpression(), !1231)
    #dbg_value(ptr %50, !1148, !DIExpression(), !1231)
    #dbg_value(i32 %10, !1149, !DIExpression(), !1231)
    #dbg_value(ptr %21, !1150, !DIExpression(), !1231)
    #dbg_value(ptr null, !1151, !DIExpression(), !1231)
    #dbg_value(i32 %113, !1152, !DIExpression(), !1231)
    #dbg_value(i32 %115, !1153, !DIExpression(), !1231)
  %117 = add i32 %115, %10, !dbg !1232
  %118 = icmp ult i32 %117, %113, !dbg !1233
  br i1 %118, label %122, label %119, !dbg !1234

119:                                              ; preds = %112
  %120 = load i32, ptr %26, align 1, !dbg !1235
  %121 = load i32, ptr %25, align 1, !dbg !1235
  br label %134, !dbg !1234

122:                                              ; preds = %112
  %123 = sub i32 %113, %10, !dbg !1242
    #dbg_value(i32 %123, !1154, !DIExpression(), !1243)
  %124 = load i32, ptr %25, align 4, !dbg !1244
  %125 = icmp ult i32 %124, %123, !dbg !1246
  br i1 %125, label %126, label %127, !dbg !1247

126:                                              ; preds = %122
  store i32 %123, ptr %25, align 4, !dbg !1248, !tbaa !1187
  br label %127, !dbg !1249

127:                                              ; preds = %126, %122
  %128 = phi i32 [ %123, %126 ], [ %124, %122 ], !dbg !1250
  %129 = load i32, ptr %26, align 8, !dbg !1252
  %130 = icmp ult i32 %129, %128, !dbg !1253
  br i1 %130, label %131, label %132, !dbg !1254

131:                                              ; preds = %127
  store i32 %128, ptr %26, align 8, !dbg !1255, !tbaa !1193
  br label %132, !dbg !1257

132:                                              ; preds = %131, %127
  %133 = phi i32 [ %128, %131 ], [ %129, %127 ]
  store i32 0, ptr %21, align 4, !dbg !1258, !tbaa !454
  br label %134, !dbg !1260

134:                                              ; preds = %119, %132
  %135 = phi i32 [ %121, %119 ], [ %128, %132 ], !dbg !1235
  %136 = phi i32 [ %120, %119 ], [ %133, %132 ], !dbg !1235
    #dbg_assign(i1 undef, !942, !DIExpression(), !988, ptr %7, !DIExpression(), !986)
    #dbg_value(ptr %0, !915, !DIExpression(), !986)
    #dbg_value(ptr %1, !916, !DIExpression(), !986)
    #dbg_value(ptr %2, !917, !DIExpression(), !986)
    #dbg_value(ptr %45, !918, !DIExpression(), !986)
    #dbg_value(i64 %52, !919, !DIExpression(), !986)
    #dbg_value(i32 %136, !1240, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !1261)
    #dbg_value(i32 %135, !1240, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !1261)
    #dbg_value(i64 poison, !1240, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !1261)
  %137 = icmp ult i32 %135, %136, !dbg !1262
    #dbg_value(i1 %137, !920, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !986)
  %138 = load i32, ptr %29, align 4, !dbg !1263, !tbaa !280
    #dbg_value(i32 %138, !923, !DIExpression(), !986)
  %139 = freeze i32 %138, !dbg !1264
  %140 = load i32, ptr %30, align 4, !dbg !1266, !tbaa !291
  %141 = shl nuw i32 1, %140, !dbg !1267
    #dbg_value(i32 %141, !924, !DIExpression(), !986)
  %142 = load i32, ptr %24, align 4, !dbg !1268, !tbaa !252
  %143 = sub i32 %142, %140, !dbg !1269
    #dbg_value(i32 %143, !925, !DIExpression(), !986)
    #dbg_value(i32 %136, !926, !DIExpression(), !986)
  br i1 %137, label %144, label %146, !dbg !1270

144:                                              ; preds = %134
    #dbg_value(i32 %135, !927, !DIExpression(), !986)
    #dbg_value(ptr poison, !928, !DIExpression(), !986)
  %145 = load ptr, ptr %23, align 8, !dbg !1271, !tbaa !1272
  br label %146, !dbg !1273

146:                                              ; preds = %144, %134
  %147 = phi i32 [ %135, %144 ], [ %136, %134 ]
  %148 = phi ptr [ %145, %144 ], [ null, %134 ], !dbg !1273
    #dbg_value(ptr %148, !929, !DIExpression(), !986)
  %149 = zext i32 %147 to i64, !dbg !1274
  %150 = getelementptr inbounds i8, ptr %148, i64 %149, !dbg !1274
  %151 = select i1 %137, ptr %150, ptr null, !dbg !1274
    #dbg_value(ptr %151, !930, !DIExpression(), !986)
  %152 = zext i32 %136 to i64, !dbg !1275
  %153 = getelementptr inbounds i8, ptr %148, i64 %152, !dbg !1275
  %154 = select i1 %137, ptr %153, ptr null, !dbg !1275
    #dbg_value(ptr %154, !931, !DIExpression(), !986)
  %155 = getelementptr inbounds i8, ptr %116, i64 %152, !dbg !1276
    #dbg_value(ptr %155, !932, !DIExpression(), !986)
    #dbg_value(ptr %45, !933, !DIExpression(), !986)
  %156 = getelementptr inbounds i8, ptr %45, i64 %52, !dbg !1277
    #dbg_value(ptr %156, !934, !DIExpression(), !986)
  %157 = getelementptr inbounds i8, ptr %156, i64 -8, !dbg !1278
    #dbg_value(ptr %157, !935, !DIExpression(), !986)
    #dbg_value(ptr %45, !936, !DIExpression(), !986)
    #dbg_value(ptr %45, !937, !DIExpression(), !986)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #14, !dbg !1279
    #dbg_value(ptr %31, !938, !DIExpression(), !986)
    #dbg_value(ptr %32, !939, !DIExpression(), !986)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #14, !dbg !1280
  %158 = zext i32 %139 to i64, !dbg !1281
  %159 = icmp ult i64 %52, %158, !dbg !1283
  br i1 %159, label %160, label %161, !dbg !1284

160:                                              ; preds = %146
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #14, !dbg !1285
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #14, !dbg !1285
    #dbg_value(i64 %52, !905, !DIExpression(), !1009)
    #dbg_value(i64 %52, !1286, !DIExpression(), !1292)
  br label %636, !dbg !1295

161:                                              ; preds = %146
    #dbg_value(ptr %6, !424, !DIExpression(), !1296)
    #dbg_value(ptr %2, !425, !DIExpression(), !1296)
  %162 = tail call i32 @llvm.umin.i32(i32 %139, i32 64), !dbg !1264
    #dbg_value(i32 %162, !426, !DIExpression(), !1296)
  %163 = load i32, ptr %33, align 4, !dbg !1297, !tbaa !250
    #dbg_value(i32 %163, !427, !DIExpression(), !1296)
  store i64 4294967295, ptr %6, align 8, !dbg !1298, !tbaa !442, !DIAssignID !1299
    #dbg_assign(i64 4294967295, !912, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1299, ptr %6, !DIExpression(), !986)
  %164 = add i32 %163, -1, !dbg !1300
  %165 = icmp ult i32 %164, %162, !dbg !1300
  %166 = zext nneg i32 %163 to i64, !dbg !1301
  %167 = shl nsw i64 -1, %166, !dbg !1301
  %168 = xor i64 %167, -1, !dbg !1301
  %169 = sub nsw i32 %162, %163, !dbg !1300
  %170 = select i1 %165, i32 %169, i32 0, !dbg !1300
  %171 = zext nneg i32 %170 to i64, !dbg !1300
  %172 = shl i64 %168, %171, !dbg !1300
  store i64 %172, ptr %34, align 8, !dbg !1301, !DIAssignID !1302
    #dbg_assign(i64 %172, !912, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1302, ptr %34, !DIExpression(), !986)
  %173 = getelementptr inbounds i8, ptr %45, i64 %158, !dbg !1303
    #dbg_value(ptr %173, !937, !DIExpression(), !986)
    #dbg_value(ptr %45, !936, !DIExpression(), !986)
    #dbg_value(i64 undef, !973, !DIExpression(), !1304)
  %174 = icmp ult ptr %173, %157, !dbg !1305
  br i1 %174, label %175, label %631, !dbg !1306

175:                                              ; preds = %161
  %176 = ptrtoint ptr %157 to i64
  %177 = sub nsw i64 0, %158
  %178 = shl nsw i32 -1, %143
  %179 = xor i32 %178, -1
  %180 = zext i32 %141 to i64
  %181 = getelementptr inbounds i8, ptr %156, i64 -7
  %182 = getelementptr inbounds i8, ptr %156, i64 -3
  %183 = getelementptr inbounds i8, ptr %156, i64 -1
  %184 = icmp ugt ptr %154, %151
  br label %185, !dbg !1306

185:                                              ; preds = %623, %175
  %186 = phi ptr [ %45, %175 ], [ %625, %623 ]
  %187 = phi ptr [ %173, %175 ], [ %626, %623 ]
    #dbg_value(ptr %186, !936, !DIExpression(), !986)
    #dbg_value(ptr %187, !937, !DIExpression(), !986)
    #dbg_value(i64 poison, !973, !DIExpression(), !1304)
  store i32 0, ptr %7, align 4, !dbg !1307, !tbaa !454, !DIAssignID !1308
    #dbg_assign(i32 0, !942, !DIExpression(), !1308, ptr %7, !DIExpression(), !986)
  %188 = ptrtoint ptr %187 to i64, !dbg !1309
  %189 = sub i64 %176, %188, !dbg !1309
  %190 = call fastcc i64 @ZSTD_ldm_gear_feed(ptr noundef nonnull %6, ptr noundef %187, i64 noundef %189, ptr noundef nonnull %31, ptr noundef nonnull %7), !dbg !1310
    #dbg_value(i64 %190, !943, !DIExpression(), !1311)
    #dbg_value(i32 0, !945, !DIExpression(), !1311)
  %191 = load i32, ptr %7, align 4, !tbaa !454
  %192 = icmp eq i32 %191, 0, !dbg !1312
  br i1 %192, label %623, label %193, !dbg !1313

193:                                              ; preds = %185
  %194 = getelementptr i8, ptr %187, i64 %177, !dbg !1313
  %195 = load i32, ptr %30, align 4, !tbaa !291
  %196 = load ptr, ptr %28, align 8, !tbaa !506
  %197 = zext nneg i32 %195 to i64
  %198 = zext i32 %191 to i64, !dbg !1312
  br label %201, !dbg !1313

199:                                              ; preds = %201
    #dbg_value(ptr %186, !936, !DIExpression(), !986)
    #dbg_value(ptr %187, !937, !DIExpression(), !986)
    #dbg_value(i32 0, !945, !DIExpression(), !1311)
    #dbg_value(i64 poison, !973, !DIExpression(), !1304)
  %200 = getelementptr inbounds i8, ptr %187, i64 %190
  br label %220, !dbg !1314

201:                                              ; preds = %201, %193
  %202 = phi i64 [ 0, %193 ], [ %218, %201 ]
    #dbg_value(i64 %202, !945, !DIExpression(), !1311)
  %203 = getelementptr inbounds i64, ptr %31, i64 %202, !dbg !1315
  %204 = load i64, ptr %203, align 8, !dbg !1315, !tbaa !462
  %205 = getelementptr i8, ptr %194, i64 %204, !dbg !1316
    #dbg_value(ptr %205, !946, !DIExpression(), !1317)
  %206 = tail call fastcc i64 @XXH_INLINE_XXH64(ptr nocapture noundef %205, i64 noundef %158) #15, !dbg !1318
    #dbg_value(i64 %206, !950, !DIExpression(), !1317)
  %207 = trunc i64 %206 to i32, !dbg !1319
  %208 = and i32 %207, %179, !dbg !1319
    #dbg_value(i32 %208, !951, !DIExpression(), !1317)
  %209 = getelementptr inbounds %struct.ldmMatchCandidate_t, ptr %32, i64 %202, !dbg !1320
  store ptr %205, ptr %209, align 8, !dbg !1321, !tbaa !1322
  %210 = getelementptr inbounds i8, ptr %209, i64 8, !dbg !1324
  store i32 %208, ptr %210, align 8, !dbg !1325, !tbaa !1326
  %211 = lshr i64 %206, 32, !dbg !1327
  %212 = trunc nuw i64 %211 to i32, !dbg !1328
  %213 = getelementptr inbounds i8, ptr %209, i64 12, !dbg !1329
  store i32 %212, ptr %213, align 4, !dbg !1330, !tbaa !1331
  %214 = zext nneg i32 %208 to i64, !dbg !1332
    #dbg_value(ptr %0, !494, !DIExpression(), !1333)
    #dbg_value(i64 %214, !501, !DIExpression(), !1333)
    #dbg_value(i32 %195, !502, !DIExpression(), !1333)
  %215 = shl i64 %214, %197, !dbg !1335
  %216 = getelementptr inbounds %struct.ldmEntry_t, ptr %196, i64 %215, !dbg !1336
  %217 = getelementptr inbounds i8, ptr %209, i64 16, !dbg !1337
  store ptr %216, ptr %217, align 8, !dbg !1338, !tbaa !1339
  tail call void @llvm.prefetch.p0(ptr %216, i32 0, i32 3, i32 1), !dbg !1340
  %218 = add nuw nsw i64 %202, 1, !dbg !1341
    #dbg_value(i64 %218, !945, !DIExpression(), !1311)
  %219 = icmp eq i64 %218, %198, !dbg !1312
  br i1 %219, label %199, label %201, !dbg !1313, !llvm.loop !1342

220:                                              ; preds = %619, %199
  %221 = phi i64 [ 0, %199 ], [ %621, %619 ]
  %222 = phi ptr [ %186, %199 ], [ %620, %619 ]
    #dbg_value(ptr %222, !936, !DIExpression(), !986)
    #dbg_value(i64 %221, !945, !DIExpression(), !1311)
    #dbg_value(i64 poison, !973, !DIExpression(), !1304)
    #dbg_value(i64 0, !952, !DIExpression(), !1344)
    #dbg_value(i64 0, !956, !DIExpression(), !1344)
    #dbg_value(i64 0, !957, !DIExpression(), !1344)
  %223 = getelementptr inbounds %struct.ldmMatchCandidate_t, ptr %32, i64 %221, !dbg !1345
  %224 = load ptr, ptr %223, align 8, !dbg !1346, !tbaa !1322
    #dbg_value(ptr %224, !960, !DIExpression(), !1344)
  %225 = getelementptr inbounds i8, ptr %223, i64 12, !dbg !1347
  %226 = load i32, ptr %225, align 4, !dbg !1347, !tbaa !1331
    #dbg_value(i32 %226, !961, !DIExpression(), !1344)
  %227 = getelementptr inbounds i8, ptr %223, i64 8, !dbg !1348
  %228 = load i32, ptr %227, align 8, !dbg !1348, !tbaa !1326
    #dbg_value(i32 %228, !962, !DIExpression(), !1344)
    #dbg_value(ptr poison, !963, !DIExpression(), !1344)
    #dbg_value(ptr null, !967, !DIExpression(), !1344)
  %229 = ptrtoint ptr %224 to i64, !dbg !1349
  %230 = sub i64 %229, %114, !dbg !1349
  %231 = trunc i64 %230 to i32, !dbg !1350
    #dbg_value(i32 %231, !968, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1344)
    #dbg_value(i32 %226, !968, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1344)
  %232 = icmp ult ptr %224, %222, !dbg !1351
  br i1 %232, label %597, label %233, !dbg !1353

233:                                              ; preds = %220
  %234 = getelementptr inbounds i8, ptr %223, i64 16, !dbg !1354
  %235 = load ptr, ptr %234, align 8, !dbg !1354, !tbaa !1339
    #dbg_value(ptr %235, !963, !DIExpression(), !1344)
  %236 = getelementptr inbounds %struct.ldmEntry_t, ptr %235, i64 %180
    #dbg_value(i64 0, !952, !DIExpression(), !1344)
    #dbg_value(i64 0, !956, !DIExpression(), !1344)
    #dbg_value(i64 poison, !973, !DIExpression(), !1304)
    #dbg_value(i64 0, !957, !DIExpression(), !1344)
    #dbg_value(ptr %235, !965, !DIExpression(), !1344)
    #dbg_value(ptr null, !967, !DIExpression(), !1344)
  %237 = icmp ugt ptr %181, %224
  %238 = icmp ugt ptr %224, %222
  br label %239, !dbg !1355

239:                                              ; preds = %541, %233
  %240 = phi i64 [ 0, %233 ], [ %545, %541 ]
  %241 = phi i64 [ 0, %233 ], [ %544, %541 ]
  %242 = phi i64 [ 0, %233 ], [ %543, %541 ]
  %243 = phi ptr [ %235, %233 ], [ %546, %541 ]
  %244 = phi ptr [ null, %233 ], [ %542, %541 ]
    #dbg_value(i64 %240, !952, !DIExpression(), !1344)
    #dbg_value(i64 %241, !956, !DIExpression(), !1344)
    #dbg_value(i64 poison, !973, !DIExpression(), !1304)
    #dbg_value(i64 %242, !957, !DIExpression(), !1344)
    #dbg_value(ptr %243, !965, !DIExpression(), !1344)
    #dbg_value(ptr %244, !967, !DIExpression(), !1344)
  %245 = getelementptr inbounds i8, ptr %243, i64 4, !dbg !1356
  %246 = load i32, ptr %245, align 4, !dbg !1356, !tbaa !1358
  %247 = icmp eq i32 %246, %226, !dbg !1359
  br i1 %247, label %248, label %541, !dbg !1360

248:                                              ; preds = %239
  %249 = load i32, ptr %243, align 4, !dbg !1361, !tbaa !1218
  %250 = icmp ugt i32 %249, %147, !dbg !1362
  br i1 %250, label %251, label %541, !dbg !1363

251:                                              ; preds = %248
  br i1 %137, label %252, label %451, !dbg !1364

252:                                              ; preds = %251
  %253 = icmp ult i32 %249, %136, !dbg !1365
  %254 = select i1 %253, ptr %148, ptr %116, !dbg !1366
    #dbg_value(ptr %254, !975, !DIExpression(), !1367)
  %255 = zext i32 %249 to i64, !dbg !1368
  %256 = getelementptr inbounds i8, ptr %254, i64 %255, !dbg !1368
    #dbg_value(ptr %256, !978, !DIExpression(), !1367)
  %257 = select i1 %253, ptr %153, ptr %156, !dbg !1369
    #dbg_value(ptr %257, !979, !DIExpression(), !1367)
    #dbg_value(ptr poison, !980, !DIExpression(), !1367)
    #dbg_value(ptr %224, !1370, !DIExpression(), !1381)
    #dbg_value(ptr %256, !1375, !DIExpression(), !1381)
    #dbg_value(ptr %156, !1376, !DIExpression(), !1381)
    #dbg_value(ptr %257, !1377, !DIExpression(), !1381)
    #dbg_value(ptr %155, !1378, !DIExpression(), !1381)
  %258 = ptrtoint ptr %257 to i64, !dbg !1383
  %259 = ptrtoint ptr %256 to i64, !dbg !1383
  %260 = sub i64 %258, %259, !dbg !1383
  %261 = getelementptr inbounds i8, ptr %224, i64 %260, !dbg !1383
  %262 = icmp ult ptr %261, %50, !dbg !1383
  %263 = select i1 %262, ptr %261, ptr %156, !dbg !1383
    #dbg_value(ptr %263, !1379, !DIExpression(), !1381)
    #dbg_value(ptr %224, !1384, !DIExpression(), !1399)
    #dbg_value(ptr %256, !1389, !DIExpression(), !1399)
    #dbg_value(ptr %263, !1390, !DIExpression(), !1399)
    #dbg_value(ptr %224, !1391, !DIExpression(), !1399)
  %264 = getelementptr inbounds i8, ptr %263, i64 -7, !dbg !1401
    #dbg_value(ptr %264, !1392, !DIExpression(), !1399)
  %265 = icmp ugt ptr %264, %224, !dbg !1402
  br i1 %265, label %266, label %291, !dbg !1403

266:                                              ; preds = %252
    #dbg_value(ptr %256, !1404, !DIExpression(), !1409)
  %267 = load i64, ptr %256, align 1, !dbg !1411, !tbaa !462
    #dbg_value(ptr %224, !1404, !DIExpression(), !1412)
  %268 = load i64, ptr %224, align 1, !dbg !1414, !tbaa !462
    #dbg_value(!DIArgList(i64 %267, i64 %268), !1393, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1415)
  %269 = icmp eq i64 %267, %268, !dbg !1416
  br i1 %269, label %274, label %270, !dbg !1418

270:                                              ; preds = %266
  %271 = xor i64 %268, %267, !dbg !1419
    #dbg_value(i64 %271, !1393, !DIExpression(), !1415)
    #dbg_value(i64 %271, !1420, !DIExpression(), !1424)
    #dbg_value(i64 %271, !1426, !DIExpression(), !1431)
  %272 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %271, i1 true), !dbg !1437
  %273 = lshr i64 %272, 3, !dbg !1438
  br label %329

274:                                              ; preds = %266, %280
  %275 = phi ptr [ %278, %280 ], [ %256, %266 ]
  %276 = phi ptr [ %277, %280 ], [ %224, %266 ]
  %277 = getelementptr inbounds i8, ptr %276, i64 8, !dbg !1439
  %278 = getelementptr inbounds i8, ptr %275, i64 8, !dbg !1440
    #dbg_value(ptr %277, !1384, !DIExpression(), !1399)
    #dbg_value(ptr %278, !1389, !DIExpression(), !1399)
  %279 = icmp ult ptr %277, %264, !dbg !1441
  br i1 %279, label %280, label %291, !dbg !1442

280:                                              ; preds = %274
    #dbg_value(ptr %278, !1404, !DIExpression(), !1443)
  %281 = load i64, ptr %278, align 1, !dbg !1445, !tbaa !462
    #dbg_value(ptr %277, !1404, !DIExpression(), !1446)
  %282 = load i64, ptr %277, align 1, !dbg !1448, !tbaa !462
    #dbg_value(!DIArgList(i64 %281, i64 %282), !1397, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1449)
  %283 = icmp eq i64 %281, %282, !dbg !1450
  br i1 %283, label %274, label %284, !dbg !1452

284:                                              ; preds = %280
  %285 = xor i64 %282, %281, !dbg !1453
    #dbg_value(i64 %285, !1397, !DIExpression(), !1449)
    #dbg_value(i64 %285, !1420, !DIExpression(), !1454)
    #dbg_value(i64 %285, !1426, !DIExpression(), !1456)
  %286 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %285, i1 true), !dbg !1458
  %287 = lshr i64 %286, 3, !dbg !1459
  %288 = getelementptr inbounds i8, ptr %277, i64 %287, !dbg !1460
    #dbg_value(ptr %288, !1384, !DIExpression(), !1399)
  %289 = ptrtoint ptr %288 to i64, !dbg !1461
  %290 = sub i64 %289, %229, !dbg !1461
    #dbg_value(ptr poison, !1384, !DIExpression(), !1399)
    #dbg_value(ptr poison, !1389, !DIExpression(), !1399)
  br label %329

291:                                              ; preds = %274, %252
  %292 = phi ptr [ %256, %252 ], [ %278, %274 ]
  %293 = phi ptr [ %224, %252 ], [ %277, %274 ]
    #dbg_value(ptr %293, !1384, !DIExpression(), !1399)
    #dbg_value(ptr %292, !1389, !DIExpression(), !1399)
  %294 = getelementptr inbounds i8, ptr %263, i64 -3, !dbg !1462
  %295 = icmp ult ptr %293, %294, !dbg !1464
  br i1 %295, label %296, label %303, !dbg !1465

296:                                              ; preds = %291
    #dbg_value(ptr %292, !1466, !DIExpression(), !1471)
  %297 = load i32, ptr %292, align 1, !dbg !1473, !tbaa !454
    #dbg_value(ptr %293, !1466, !DIExpression(), !1474)
  %298 = load i32, ptr %293, align 1, !dbg !1476, !tbaa !454
  %299 = icmp eq i32 %297, %298, !dbg !1477
  br i1 %299, label %300, label %303, !dbg !1478

300:                                              ; preds = %296
  %301 = getelementptr inbounds i8, ptr %293, i64 4, !dbg !1479
    #dbg_value(ptr %301, !1384, !DIExpression(), !1399)
  %302 = getelementptr inbounds i8, ptr %292, i64 4, !dbg !1481
    #dbg_value(ptr %302, !1389, !DIExpression(), !1399)
  br label %303, !dbg !1482

303:                                              ; preds = %300, %296, %291
  %304 = phi ptr [ %302, %300 ], [ %292, %296 ], [ %292, %291 ], !dbg !1399
  %305 = phi ptr [ %301, %300 ], [ %293, %296 ], [ %293, %291 ], !dbg !1399
    #dbg_value(ptr %305, !1384, !DIExpression(), !1399)
    #dbg_value(ptr %304, !1389, !DIExpression(), !1399)
  %306 = getelementptr inbounds i8, ptr %263, i64 -1, !dbg !1483
  %307 = icmp ult ptr %305, %306, !dbg !1485
  br i1 %307, label %308, label %315, !dbg !1486

308:                                              ; preds = %303
    #dbg_value(ptr %304, !1487, !DIExpression(), !1492)
  %309 = load i16, ptr %304, align 1, !dbg !1494, !tbaa !1495
    #dbg_value(ptr %305, !1487, !DIExpression(), !1497)
  %310 = load i16, ptr %305, align 1, !dbg !1499, !tbaa !1495
  %311 = icmp eq i16 %309, %310, !dbg !1500
  br i1 %311, label %312, label %315, !dbg !1501

312:                                              ; preds = %308
  %313 = getelementptr inbounds i8, ptr %305, i64 2, !dbg !1502
    #dbg_value(ptr %313, !1384, !DIExpression(), !1399)
  %314 = getelementptr inbounds i8, ptr %304, i64 2, !dbg !1504
    #dbg_value(ptr %314, !1389, !DIExpression(), !1399)
  br label %315, !dbg !1505

315:                                              ; preds = %312, %308, %303
  %316 = phi ptr [ %314, %312 ], [ %304, %308 ], [ %304, %303 ], !dbg !1399
  %317 = phi ptr [ %313, %312 ], [ %305, %308 ], [ %305, %303 ], !dbg !1399
    #dbg_value(ptr %317, !1384, !DIExpression(), !1399)
    #dbg_value(ptr %316, !1389, !DIExpression(), !1399)
  %318 = icmp ult ptr %317, %263, !dbg !1506
  br i1 %318, label %319, label %325, !dbg !1508

319:                                              ; preds = %315
  %320 = load i8, ptr %316, align 1, !dbg !1509, !tbaa !493
  %321 = load i8, ptr %317, align 1, !dbg !1510, !tbaa !493
  %322 = icmp eq i8 %320, %321, !dbg !1511
  %323 = zext i1 %322 to i64, !dbg !1512
  %324 = getelementptr inbounds i8, ptr %317, i64 %323, !dbg !1512
  br label %325, !dbg !1512

325:                                              ; preds = %319, %315
  %326 = phi ptr [ %317, %315 ], [ %324, %319 ], !dbg !1399
    #dbg_value(ptr %326, !1384, !DIExpression(), !1399)
  %327 = ptrtoint ptr %326 to i64, !dbg !1513
  %328 = sub i64 %327, %229, !dbg !1513
  br label %329, !dbg !1514

329:                                              ; preds = %325, %284, %270
  %330 = phi i64 [ %328, %325 ], [ %273, %270 ], [ %290, %284 ], !dbg !1399
    #dbg_value(i64 %330, !1380, !DIExpression(), !1381)
  %331 = getelementptr inbounds i8, ptr %256, i64 %330, !dbg !1515
  %332 = icmp eq ptr %331, %257, !dbg !1517
  br i1 %332, label %333, label %402, !dbg !1518

333:                                              ; preds = %329
  %334 = getelementptr inbounds i8, ptr %224, i64 %330, !dbg !1519
    #dbg_value(ptr %334, !1384, !DIExpression(), !1520)
    #dbg_value(ptr %155, !1389, !DIExpression(), !1520)
    #dbg_value(ptr %156, !1390, !DIExpression(), !1520)
    #dbg_value(ptr %334, !1391, !DIExpression(), !1520)
    #dbg_value(ptr %181, !1392, !DIExpression(), !1520)
  %335 = icmp ugt ptr %181, %334, !dbg !1522
  br i1 %335, label %336, label %362, !dbg !1523

336:                                              ; preds = %333
    #dbg_value(ptr %155, !1404, !DIExpression(), !1524)
  %337 = load i64, ptr %155, align 1, !dbg !1526, !tbaa !462
    #dbg_value(ptr %334, !1404, !DIExpression(), !1527)
  %338 = load i64, ptr %334, align 1, !dbg !1529, !tbaa !462
    #dbg_value(!DIArgList(i64 %337, i64 %338), !1393, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1530)
  %339 = icmp eq i64 %337, %338, !dbg !1531
  br i1 %339, label %344, label %340, !dbg !1532

340:                                              ; preds = %336
  %341 = xor i64 %338, %337, !dbg !1533
    #dbg_value(i64 %341, !1393, !DIExpression(), !1530)
    #dbg_value(i64 %341, !1420, !DIExpression(), !1534)
    #dbg_value(i64 %341, !1426, !DIExpression(), !1536)
  %342 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %341, i1 true), !dbg !1538
  %343 = lshr i64 %342, 3, !dbg !1539
  br label %399

344:                                              ; preds = %336, %350
  %345 = phi ptr [ %348, %350 ], [ %155, %336 ]
  %346 = phi ptr [ %347, %350 ], [ %334, %336 ]
  %347 = getelementptr inbounds i8, ptr %346, i64 8, !dbg !1540
  %348 = getelementptr inbounds i8, ptr %345, i64 8, !dbg !1541
    #dbg_value(ptr %347, !1384, !DIExpression(), !1520)
    #dbg_value(ptr %348, !1389, !DIExpression(), !1520)
  %349 = icmp ult ptr %347, %181, !dbg !1542
  br i1 %349, label %350, label %362, !dbg !1543

350:                                              ; preds = %344
    #dbg_value(ptr %348, !1404, !DIExpression(), !1544)
  %351 = load i64, ptr %348, align 1, !dbg !1546, !tbaa !462
    #dbg_value(ptr %347, !1404, !DIExpression(), !1547)
  %352 = load i64, ptr %347, align 1, !dbg !1549, !tbaa !462
    #dbg_value(!DIArgList(i64 %351, i64 %352), !1397, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1550)
  %353 = icmp eq i64 %351, %352, !dbg !1551
  br i1 %353, label %344, label %354, !dbg !1552

354:                                              ; preds = %350
  %355 = xor i64 %352, %351, !dbg !1553
    #dbg_value(i64 %355, !1397, !DIExpression(), !1550)
    #dbg_value(i64 %355, !1420, !DIExpression(), !1554)
    #dbg_value(i64 %355, !1426, !DIExpression(), !1556)
  %356 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %355, i1 true), !dbg !1558
  %357 = lshr i64 %356, 3, !dbg !1559
  %358 = getelementptr inbounds i8, ptr %347, i64 %357, !dbg !1560
    #dbg_value(ptr %358, !1384, !DIExpression(), !1520)
  %359 = ptrtoint ptr %358 to i64, !dbg !1561
  %360 = ptrtoint ptr %334 to i64, !dbg !1561
  %361 = sub i64 %359, %360, !dbg !1561
    #dbg_value(ptr poison, !1384, !DIExpression(), !1520)
    #dbg_value(ptr poison, !1389, !DIExpression(), !1520)
  br label %399

362:                                              ; preds = %344, %333
  %363 = phi ptr [ %155, %333 ], [ %348, %344 ]
  %364 = phi ptr [ %334, %333 ], [ %347, %344 ]
    #dbg_value(ptr %364, !1384, !DIExpression(), !1520)
    #dbg_value(ptr %363, !1389, !DIExpression(), !1520)
  %365 = icmp ult ptr %364, %182, !dbg !1562
  br i1 %365, label %366, label %373, !dbg !1563

366:                                              ; preds = %362
    #dbg_value(ptr %363, !1466, !DIExpression(), !1564)
  %367 = load i32, ptr %363, align 1, !dbg !1566, !tbaa !454
    #dbg_value(ptr %364, !1466, !DIExpression(), !1567)
  %368 = load i32, ptr %364, align 1, !dbg !1569, !tbaa !454
  %369 = icmp eq i32 %367, %368, !dbg !1570
  br i1 %369, label %370, label %373, !dbg !1571

370:                                              ; preds = %366
  %371 = getelementptr inbounds i8, ptr %364, i64 4, !dbg !1572
    #dbg_value(ptr %371, !1384, !DIExpression(), !1520)
  %372 = getelementptr inbounds i8, ptr %363, i64 4, !dbg !1573
    #dbg_value(ptr %372, !1389, !DIExpression(), !1520)
  br label %373, !dbg !1574

373:                                              ; preds = %370, %366, %362
  %374 = phi ptr [ %372, %370 ], [ %363, %366 ], [ %363, %362 ], !dbg !1520
  %375 = phi ptr [ %371, %370 ], [ %364, %366 ], [ %364, %362 ], !dbg !1520
    #dbg_value(ptr %375, !1384, !DIExpression(), !1520)
    #dbg_value(ptr %374, !1389, !DIExpression(), !1520)
  %376 = icmp ult ptr %375, %183, !dbg !1575
  br i1 %376, label %377, label %384, !dbg !1576

377:                                              ; preds = %373
    #dbg_value(ptr %374, !1487, !DIExpression(), !1577)
  %378 = load i16, ptr %374, align 1, !dbg !1579, !tbaa !1495
    #dbg_value(ptr %375, !1487, !DIExpression(), !1580)
  %379 = load i16, ptr %375, align 1, !dbg !1582, !tbaa !1495
  %380 = icmp eq i16 %378, %379, !dbg !1583
  br i1 %380, label %381, label %384, !dbg !1584

381:                                              ; preds = %377
  %382 = getelementptr inbounds i8, ptr %375, i64 2, !dbg !1585
    #dbg_value(ptr %382, !1384, !DIExpression(), !1520)
  %383 = getelementptr inbounds i8, ptr %374, i64 2, !dbg !1586
    #dbg_value(ptr %383, !1389, !DIExpression(), !1520)
  br label %384, !dbg !1587

384:                                              ; preds = %381, %377, %373
  %385 = phi ptr [ %383, %381 ], [ %374, %377 ], [ %374, %373 ], !dbg !1520
  %386 = phi ptr [ %382, %381 ], [ %375, %377 ], [ %375, %373 ], !dbg !1520
    #dbg_value(ptr %386, !1384, !DIExpression(), !1520)
    #dbg_value(ptr %385, !1389, !DIExpression(), !1520)
  %387 = icmp ult ptr %386, %50, !dbg !1588
  br i1 %387, label %388, label %394, !dbg !1589

388:                                              ; preds = %384
  %389 = load i8, ptr %385, align 1, !dbg !1590, !tbaa !493
  %390 = load i8, ptr %386, align 1, !dbg !1591, !tbaa !493
  %391 = icmp eq i8 %389, %390, !dbg !1592
  %392 = zext i1 %391 to i64, !dbg !1593
  %393 = getelementptr inbounds i8, ptr %386, i64 %392, !dbg !1593
  br label %394, !dbg !1593

394:                                              ; preds = %388, %384
  %395 = phi ptr [ %386, %384 ], [ %393, %388 ], !dbg !1520
    #dbg_value(ptr %395, !1384, !DIExpression(), !1520)
  %396 = ptrtoint ptr %395 to i64, !dbg !1594
  %397 = ptrtoint ptr %334 to i64, !dbg !1594
  %398 = sub i64 %396, %397, !dbg !1594
  br label %399, !dbg !1595

399:                                              ; preds = %394, %354, %340
  %400 = phi i64 [ %398, %394 ], [ %343, %340 ], [ %361, %354 ], !dbg !1520
  %401 = add i64 %400, %330, !dbg !1596
  br label %402, !dbg !1597

402:                                              ; preds = %399, %329
  %403 = phi i64 [ %401, %399 ], [ %330, %329 ], !dbg !1381
    #dbg_value(i64 %403, !969, !DIExpression(), !1304)
  %404 = icmp ult i64 %403, %158, !dbg !1598
  br i1 %404, label %541, label %405, !dbg !1600

405:                                              ; preds = %402
  %406 = select i1 %253, ptr %151, ptr %155, !dbg !1601
    #dbg_value(ptr %406, !980, !DIExpression(), !1367)
    #dbg_value(ptr %224, !1602, !DIExpression(), !1613)
    #dbg_value(ptr %222, !1607, !DIExpression(), !1613)
    #dbg_value(ptr %256, !1608, !DIExpression(), !1613)
    #dbg_value(ptr %406, !1609, !DIExpression(), !1613)
    #dbg_value(ptr %151, !1610, !DIExpression(), !1613)
    #dbg_value(ptr %154, !1611, !DIExpression(), !1613)
    #dbg_value(ptr %224, !1615, !DIExpression(), !1624)
    #dbg_value(ptr %222, !1620, !DIExpression(), !1624)
    #dbg_value(ptr %256, !1621, !DIExpression(), !1624)
    #dbg_value(ptr %406, !1622, !DIExpression(), !1624)
    #dbg_value(i64 0, !1623, !DIExpression(), !1624)
  %407 = icmp ugt ptr %256, %406
  %408 = and i1 %238, %407, !dbg !1626
  br i1 %408, label %409, label %423, !dbg !1626

409:                                              ; preds = %405, %418
  %410 = phi i64 [ %419, %418 ], [ 0, %405 ]
  %411 = phi ptr [ %413, %418 ], [ %224, %405 ]
  %412 = phi ptr [ %415, %418 ], [ %256, %405 ]
    #dbg_value(i64 %410, !1623, !DIExpression(), !1624)
    #dbg_value(ptr %411, !1615, !DIExpression(), !1624)
    #dbg_value(ptr %412, !1621, !DIExpression(), !1624)
  %413 = getelementptr inbounds i8, ptr %411, i64 -1, !dbg !1627
  %414 = load i8, ptr %413, align 1, !dbg !1627, !tbaa !493
  %415 = getelementptr inbounds i8, ptr %412, i64 -1, !dbg !1628
  %416 = load i8, ptr %415, align 1, !dbg !1628, !tbaa !493
  %417 = icmp eq i8 %414, %416, !dbg !1629
  br i1 %417, label %418, label %423, !dbg !1630

418:                                              ; preds = %409
    #dbg_value(ptr %413, !1615, !DIExpression(), !1624)
    #dbg_value(ptr %415, !1621, !DIExpression(), !1624)
  %419 = add i64 %410, 1, !dbg !1631
    #dbg_value(i64 %419, !1623, !DIExpression(), !1624)
  %420 = icmp ugt ptr %413, %222, !dbg !1633
  %421 = icmp ugt ptr %415, %406
  %422 = and i1 %420, %421, !dbg !1626
  br i1 %422, label %409, label %423, !dbg !1626, !llvm.loop !1634

423:                                              ; preds = %418, %409, %405
  %424 = phi i64 [ 0, %405 ], [ %410, %409 ], [ %419, %418 ], !dbg !1624
    #dbg_value(i64 %424, !1612, !DIExpression(), !1613)
  %425 = sub i64 0, %424, !dbg !1636
  %426 = getelementptr inbounds i8, ptr %256, i64 %425, !dbg !1636
  %427 = icmp ne ptr %426, %406, !dbg !1638
  %428 = icmp eq ptr %406, %151
  %429 = or i1 %428, %427, !dbg !1639
  br i1 %429, label %535, label %430, !dbg !1639

430:                                              ; preds = %423
  %431 = getelementptr inbounds i8, ptr %224, i64 %425, !dbg !1640
    #dbg_value(ptr %431, !1615, !DIExpression(), !1641)
    #dbg_value(ptr %222, !1620, !DIExpression(), !1641)
    #dbg_value(ptr %154, !1621, !DIExpression(), !1641)
    #dbg_value(ptr %151, !1622, !DIExpression(), !1641)
    #dbg_value(i64 0, !1623, !DIExpression(), !1641)
  %432 = icmp ugt ptr %431, %222, !dbg !1643
  %433 = and i1 %184, %432, !dbg !1644
  br i1 %433, label %434, label %448, !dbg !1644

434:                                              ; preds = %430, %443
  %435 = phi i64 [ %444, %443 ], [ 0, %430 ]
  %436 = phi ptr [ %438, %443 ], [ %431, %430 ]
  %437 = phi ptr [ %440, %443 ], [ %154, %430 ]
    #dbg_value(i64 %435, !1623, !DIExpression(), !1641)
    #dbg_value(ptr %436, !1615, !DIExpression(), !1641)
    #dbg_value(ptr %437, !1621, !DIExpression(), !1641)
  %438 = getelementptr inbounds i8, ptr %436, i64 -1, !dbg !1645
  %439 = load i8, ptr %438, align 1, !dbg !1645, !tbaa !493
  %440 = getelementptr inbounds i8, ptr %437, i64 -1, !dbg !1646
  %441 = load i8, ptr %440, align 1, !dbg !1646, !tbaa !493
  %442 = icmp eq i8 %439, %441, !dbg !1647
  br i1 %442, label %443, label %448, !dbg !1648

443:                                              ; preds = %434
    #dbg_value(ptr %438, !1615, !DIExpression(), !1641)
    #dbg_value(ptr %440, !1621, !DIExpression(), !1641)
  %444 = add i64 %435, 1, !dbg !1649
    #dbg_value(i64 %444, !1623, !DIExpression(), !1641)
  %445 = icmp ugt ptr %438, %222, !dbg !1643
  %446 = icmp ugt ptr %440, %151
  %447 = and i1 %445, %446, !dbg !1644
  br i1 %447, label %434, label %448, !dbg !1644, !llvm.loop !1650

448:                                              ; preds = %443, %434, %430
  %449 = phi i64 [ 0, %430 ], [ %435, %434 ], [ %444, %443 ], !dbg !1641
  %450 = add i64 %449, %424, !dbg !1652
    #dbg_value(i64 %450, !1612, !DIExpression(), !1613)
  br label %535, !dbg !1653

451:                                              ; preds = %251
  %452 = zext i32 %249 to i64, !dbg !1654
  %453 = getelementptr inbounds i8, ptr %116, i64 %452, !dbg !1654
    #dbg_value(ptr %453, !981, !DIExpression(), !1655)
    #dbg_value(ptr %224, !1384, !DIExpression(), !1656)
    #dbg_value(ptr %453, !1389, !DIExpression(), !1656)
    #dbg_value(ptr %156, !1390, !DIExpression(), !1656)
    #dbg_value(ptr %224, !1391, !DIExpression(), !1656)
    #dbg_value(ptr %181, !1392, !DIExpression(), !1656)
  br i1 %237, label %454, label %479, !dbg !1658

454:                                              ; preds = %451
    #dbg_value(ptr %453, !1404, !DIExpression(), !1659)
  %455 = load i64, ptr %453, align 1, !dbg !1661, !tbaa !462
    #dbg_value(ptr %224, !1404, !DIExpression(), !1662)
  %456 = load i64, ptr %224, align 1, !dbg !1664, !tbaa !462
    #dbg_value(!DIArgList(i64 %455, i64 %456), !1393, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1665)
  %457 = icmp eq i64 %455, %456, !dbg !1666
  br i1 %457, label %462, label %458, !dbg !1667

458:                                              ; preds = %454
  %459 = xor i64 %456, %455, !dbg !1668
    #dbg_value(i64 %459, !1393, !DIExpression(), !1665)
    #dbg_value(i64 %459, !1420, !DIExpression(), !1669)
    #dbg_value(i64 %459, !1426, !DIExpression(), !1671)
  %460 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %459, i1 true), !dbg !1673
  %461 = lshr i64 %460, 3, !dbg !1674
  br label %515

462:                                              ; preds = %454, %468
  %463 = phi ptr [ %466, %468 ], [ %453, %454 ]
  %464 = phi ptr [ %465, %468 ], [ %224, %454 ]
  %465 = getelementptr inbounds i8, ptr %464, i64 8, !dbg !1675
  %466 = getelementptr inbounds i8, ptr %463, i64 8, !dbg !1676
    #dbg_value(ptr %465, !1384, !DIExpression(), !1656)
    #dbg_value(ptr %466, !1389, !DIExpression(), !1656)
  %467 = icmp ult ptr %465, %181, !dbg !1677
  br i1 %467, label %468, label %479, !dbg !1678

468:                                              ; preds = %462
    #dbg_value(ptr %466, !1404, !DIExpression(), !1679)
  %469 = load i64, ptr %466, align 1, !dbg !1681, !tbaa !462
    #dbg_value(ptr %465, !1404, !DIExpression(), !1682)
  %470 = load i64, ptr %465, align 1, !dbg !1684, !tbaa !462
    #dbg_value(!DIArgList(i64 %469, i64 %470), !1397, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !1685)
  %471 = icmp eq i64 %469, %470, !dbg !1686
  br i1 %471, label %462, label %472, !dbg !1687

472:                                              ; preds = %468
  %473 = xor i64 %470, %469, !dbg !1688
    #dbg_value(i64 %473, !1397, !DIExpression(), !1685)
    #dbg_value(i64 %473, !1420, !DIExpression(), !1689)
    #dbg_value(i64 %473, !1426, !DIExpression(), !1691)
  %474 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %473, i1 true), !dbg !1693
  %475 = lshr i64 %474, 3, !dbg !1694
  %476 = getelementptr inbounds i8, ptr %465, i64 %475, !dbg !1695
    #dbg_value(ptr %476, !1384, !DIExpression(), !1656)
  %477 = ptrtoint ptr %476 to i64, !dbg !1696
  %478 = sub i64 %477, %229, !dbg !1696
    #dbg_value(ptr poison, !1384, !DIExpression(), !1656)
    #dbg_value(ptr poison, !1389, !DIExpression(), !1656)
  br label %515

479:                                              ; preds = %462, %451
  %480 = phi ptr [ %453, %451 ], [ %466, %462 ]
  %481 = phi ptr [ %224, %451 ], [ %465, %462 ]
    #dbg_value(ptr %481, !1384, !DIExpression(), !1656)
    #dbg_value(ptr %480, !1389, !DIExpression(), !1656)
  %482 = icmp ult ptr %481, %182, !dbg !1697
  br i1 %482, label %483, label %490, !dbg !1698

483:                                              ; preds = %479
    #dbg_value(ptr %480, !1466, !DIExpression(), !1699)
  %484 = load i32, ptr %480, align 1, !dbg !1701, !tbaa !454
    #dbg_value(ptr %481, !1466, !DIExpression(), !1702)
  %485 = load i32, ptr %481, align 1, !dbg !1704, !tbaa !454
  %486 = icmp eq i32 %484, %485, !dbg !1705
  br i1 %486, label %487, label %490, !dbg !1706

487:                                              ; preds = %483
  %488 = getelementptr inbounds i8, ptr %481, i64 4, !dbg !1707
    #dbg_value(ptr %488, !1384, !DIExpression(), !1656)
  %489 = getelementptr inbounds i8, ptr %480, i64 4, !dbg !1708
    #dbg_value(ptr %489, !1389, !DIExpression(), !1656)
  br label %490, !dbg !1709

490:                                              ; preds = %487, %483, %479
  %491 = phi ptr [ %489, %487 ], [ %480, %483 ], [ %480, %479 ], !dbg !1656
  %492 = phi ptr [ %488, %487 ], [ %481, %483 ], [ %481, %479 ], !dbg !1656
    #dbg_value(ptr %492, !1384, !DIExpression(), !1656)
    #dbg_value(ptr %491, !1389, !DIExpression(), !1656)
  %493 = icmp ult ptr %492, %183, !dbg !1710
  br i1 %493, label %494, label %501, !dbg !1711

494:                                              ; preds = %490
    #dbg_value(ptr %491, !1487, !DIExpression(), !1712)
  %495 = load i16, ptr %491, align 1, !dbg !1714, !tbaa !1495
    #dbg_value(ptr %492, !1487, !DIExpression(), !1715)
  %496 = load i16, ptr %492, align 1, !dbg !1717, !tbaa !1495
  %497 = icmp eq i16 %495, %496, !dbg !1718
  br i1 %497, label %498, label %501, !dbg !1719

498:                                              ; preds = %494
  %499 = getelementptr inbounds i8, ptr %492, i64 2, !dbg !1720
    #dbg_value(ptr %499, !1384, !DIExpression(), !1656)
  %500 = getelementptr inbounds i8, ptr %491, i64 2, !dbg !1721
    #dbg_value(ptr %500, !1389, !DIExpression(), !1656)
  br label %501, !dbg !1722

501:                                              ; preds = %498, %494, %490
  %502 = phi ptr [ %500, %498 ], [ %491, %494 ], [ %491, %490 ], !dbg !1656
  %503 = phi ptr [ %499, %498 ], [ %492, %494 ], [ %492, %490 ], !dbg !1656
    #dbg_value(ptr %503, !1384, !DIExpression(), !1656)
    #dbg_value(ptr %502, !1389, !DIExpression(), !1656)
  %504 = icmp ult ptr %503, %50, !dbg !1723
  br i1 %504, label %505, label %511, !dbg !1724

505:                                              ; preds = %501
  %506 = load i8, ptr %502, align 1, !dbg !1725, !tbaa !493
  %507 = load i8, ptr %503, align 1, !dbg !1726, !tbaa !493
  %508 = icmp eq i8 %506, %507, !dbg !1727
  %509 = zext i1 %508 to i64, !dbg !1728
  %510 = getelementptr inbounds i8, ptr %503, i64 %509, !dbg !1728
  br label %511, !dbg !1728

511:                                              ; preds = %505, %501
  %512 = phi ptr [ %503, %501 ], [ %510, %505 ], !dbg !1656
    #dbg_value(ptr %512, !1384, !DIExpression(), !1656)
  %513 = ptrtoint ptr %512 to i64, !dbg !1729
  %514 = sub i64 %513, %229, !dbg !1729
  br label %515, !dbg !1730

515:                                              ; preds = %511, %472, %458
  %516 = phi i64 [ %514, %511 ], [ %461, %458 ], [ %478, %472 ], !dbg !1656
    #dbg_value(i64 %516, !969, !DIExpression(), !1304)
  %517 = icmp ult i64 %516, %158, !dbg !1731
  br i1 %517, label %541, label %518, !dbg !1733

518:                                              ; preds = %515
    #dbg_value(ptr %224, !1615, !DIExpression(), !1734)
    #dbg_value(ptr %222, !1620, !DIExpression(), !1734)
    #dbg_value(ptr %453, !1621, !DIExpression(), !1734)
    #dbg_value(ptr %155, !1622, !DIExpression(), !1734)
    #dbg_value(i64 0, !1623, !DIExpression(), !1734)
  %519 = icmp ugt i32 %249, %136
  %520 = and i1 %238, %519, !dbg !1736
  br i1 %520, label %521, label %535, !dbg !1736

521:                                              ; preds = %518, %530
  %522 = phi i64 [ %531, %530 ], [ 0, %518 ]
  %523 = phi ptr [ %525, %530 ], [ %224, %518 ]
  %524 = phi ptr [ %527, %530 ], [ %453, %518 ]
    #dbg_value(i64 %522, !1623, !DIExpression(), !1734)
    #dbg_value(ptr %523, !1615, !DIExpression(), !1734)
    #dbg_value(ptr %524, !1621, !DIExpression(), !1734)
  %525 = getelementptr inbounds i8, ptr %523, i64 -1, !dbg !1737
  %526 = load i8, ptr %525, align 1, !dbg !1737, !tbaa !493
  %527 = getelementptr inbounds i8, ptr %524, i64 -1, !dbg !1738
  %528 = load i8, ptr %527, align 1, !dbg !1738, !tbaa !493
  %529 = icmp eq i8 %526, %528, !dbg !1739
  br i1 %529, label %530, label %535, !dbg !1740

530:                                              ; preds = %521
    #dbg_value(ptr %525, !1615, !DIExpression(), !1734)
    #dbg_value(ptr %527, !1621, !DIExpression(), !1734)
  %531 = add i64 %522, 1, !dbg !1741
    #dbg_value(i64 %531, !1623, !DIExpression(), !1734)
  %532 = icmp ugt ptr %525, %222, !dbg !1742
  %533 = icmp ugt ptr %527, %155
  %534 = and i1 %532, %533, !dbg !1736
  br i1 %534, label %521, label %535, !dbg !1736, !llvm.loop !1743

535:                                              ; preds = %530, %521, %518, %448, %423
  %536 = phi i64 [ %516, %518 ], [ %403, %448 ], [ %403, %423 ], [ %516, %521 ], [ %516, %530 ], !dbg !1745
  %537 = phi i64 [ 0, %518 ], [ %450, %448 ], [ %424, %423 ], [ %531, %530 ], [ %522, %521 ]
    #dbg_value(i64 %537, !973, !DIExpression(), !1304)
    #dbg_value(i64 %536, !969, !DIExpression(), !1304)
  %538 = add i64 %537, %536, !dbg !1746
    #dbg_value(i64 %538, !974, !DIExpression(), !1304)
  %539 = icmp ugt i64 %538, %242, !dbg !1747
  br i1 %539, label %540, label %541, !dbg !1749

540:                                              ; preds = %535
    #dbg_value(i64 %538, !957, !DIExpression(), !1344)
    #dbg_value(i64 %536, !952, !DIExpression(), !1344)
    #dbg_value(i64 %537, !956, !DIExpression(), !1344)
    #dbg_value(ptr %243, !967, !DIExpression(), !1344)
  br label %541, !dbg !1750

541:                                              ; preds = %540, %535, %515, %402, %248, %239
  %542 = phi ptr [ %244, %248 ], [ %244, %239 ], [ %243, %540 ], [ %244, %535 ], [ %244, %402 ], [ %244, %515 ], !dbg !1344
  %543 = phi i64 [ %242, %248 ], [ %242, %239 ], [ %538, %540 ], [ %242, %535 ], [ %242, %402 ], [ %242, %515 ], !dbg !1344
  %544 = phi i64 [ %241, %248 ], [ %241, %239 ], [ %537, %540 ], [ %241, %535 ], [ %241, %402 ], [ %241, %515 ], !dbg !1344
  %545 = phi i64 [ %240, %248 ], [ %240, %239 ], [ %536, %540 ], [ %240, %535 ], [ %240, %402 ], [ %240, %515 ], !dbg !1344
    #dbg_value(i64 %545, !952, !DIExpression(), !1344)
    #dbg_value(i64 %544, !956, !DIExpression(), !1344)
    #dbg_value(i64 poison, !973, !DIExpression(), !1304)
    #dbg_value(i64 %543, !957, !DIExpression(), !1344)
    #dbg_value(ptr %542, !967, !DIExpression(), !1344)
  %546 = getelementptr inbounds i8, ptr %243, i64 8, !dbg !1752
    #dbg_value(ptr %546, !965, !DIExpression(), !1344)
  %547 = icmp ult ptr %546, %236, !dbg !1753
  br i1 %547, label %239, label %548, !dbg !1355, !llvm.loop !1754

548:                                              ; preds = %541
  %549 = icmp eq ptr %542, null, !dbg !1756
  br i1 %549, label %597, label %550, !dbg !1758

550:                                              ; preds = %548
    #dbg_value(!DIArgList(i32 poison, i32 poison), !959, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !1344)
    #dbg_value(!DIArgList(i64 %545, i64 %544), !958, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !1344)
  %551 = load i64, ptr %19, align 8, !dbg !1759, !tbaa !1001
    #dbg_value(!DIArgList(ptr poison, i64 poison), !983, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 12, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !1760)
  %552 = load i64, ptr %20, align 8, !dbg !1761, !tbaa !1004
  %553 = icmp eq i64 %551, %552, !dbg !1763
  br i1 %553, label %554, label %555, !dbg !1764

554:                                              ; preds = %550
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #14, !dbg !1285
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #14, !dbg !1285
    #dbg_value(i64 -70, !905, !DIExpression(), !1009)
    #dbg_value(i64 -70, !1286, !DIExpression(), !1292)
  br label %652, !dbg !1295

555:                                              ; preds = %550
  %556 = load ptr, ptr %1, align 8, !dbg !1765, !tbaa !1766
    #dbg_value(!DIArgList(ptr %556, i64 %551), !983, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 12, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !1760)
  %557 = getelementptr inbounds %struct.rawSeq, ptr %556, i64 %551, !dbg !1767
    #dbg_value(ptr %557, !983, !DIExpression(), !1760)
  %558 = add i64 %545, %544, !dbg !1768
    #dbg_value(i64 %558, !958, !DIExpression(), !1344)
  %559 = load i32, ptr %542, align 4, !dbg !1769, !tbaa !1218
    #dbg_value(!DIArgList(i32 %231, i32 %559), !959, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !1344)
  %560 = sub i32 %231, %559, !dbg !1770
    #dbg_value(i32 %560, !959, !DIExpression(), !1344)
  %561 = sub i64 0, %544, !dbg !1771
  %562 = getelementptr inbounds i8, ptr %224, i64 %561, !dbg !1771
  %563 = ptrtoint ptr %562 to i64, !dbg !1772
  %564 = ptrtoint ptr %222 to i64, !dbg !1772
  %565 = sub i64 %563, %564, !dbg !1772
  %566 = trunc i64 %565 to i32, !dbg !1773
  %567 = getelementptr inbounds i8, ptr %557, i64 4, !dbg !1774
  store i32 %566, ptr %567, align 4, !dbg !1775, !tbaa !1776
  %568 = trunc i64 %558 to i32, !dbg !1778
  %569 = getelementptr inbounds i8, ptr %557, i64 8, !dbg !1779
  store i32 %568, ptr %569, align 4, !dbg !1780, !tbaa !1781
  store i32 %560, ptr %557, align 4, !dbg !1782, !tbaa !1783
  %570 = add i64 %551, 1, !dbg !1784
  store i64 %570, ptr %19, align 8, !dbg !1784, !tbaa !1001
  %571 = zext i32 %228 to i64, !dbg !1785
  %572 = load i32, ptr %30, align 4, !dbg !1786, !tbaa !291
  %573 = zext i32 %226 to i64, !dbg !1787
  %574 = shl nuw i64 %573, 32, !dbg !1787
  %575 = and i64 %230, 4294967295, !dbg !1787
  %576 = or disjoint i64 %574, %575, !dbg !1787
    #dbg_value(i64 %576, !474, !DIExpression(), !1788)
    #dbg_value(ptr %0, !480, !DIExpression(), !1788)
    #dbg_value(i64 %571, !481, !DIExpression(), !1788)
    #dbg_value(i32 %572, !482, !DIExpression(), !1788)
  %577 = load ptr, ptr %35, align 8, !dbg !1790, !tbaa !490
  %578 = getelementptr inbounds i8, ptr %577, i64 %571, !dbg !1791
    #dbg_value(ptr %578, !483, !DIExpression(), !1788)
  %579 = load i8, ptr %578, align 1, !dbg !1792, !tbaa !493
  %580 = zext i8 %579 to i32, !dbg !1792
    #dbg_value(i32 %580, !485, !DIExpression(), !1788)
    #dbg_value(ptr %0, !494, !DIExpression(), !1793)
    #dbg_value(i64 %571, !501, !DIExpression(), !1793)
    #dbg_value(i32 %572, !502, !DIExpression(), !1793)
  %581 = load ptr, ptr %28, align 8, !dbg !1795, !tbaa !506
  %582 = zext nneg i32 %572 to i64, !dbg !1796
  %583 = shl i64 %571, %582, !dbg !1796
  %584 = getelementptr inbounds %struct.ldmEntry_t, ptr %581, i64 %583, !dbg !1797
  %585 = zext i8 %579 to i64, !dbg !1798
  %586 = getelementptr inbounds %struct.ldmEntry_t, ptr %584, i64 %585, !dbg !1798
  store i64 %576, ptr %586, align 4, !dbg !1799
  %587 = add nuw nsw i32 %580, 1, !dbg !1800
  %588 = shl nsw i32 -1, %572, !dbg !1801
  %589 = xor i32 %588, -1, !dbg !1801
  %590 = and i32 %587, %589, !dbg !1802
  %591 = trunc i32 %590 to i8, !dbg !1803
  store i8 %591, ptr %578, align 1, !dbg !1804, !tbaa !493
  %592 = getelementptr inbounds i8, ptr %224, i64 %545, !dbg !1805
    #dbg_value(ptr %592, !936, !DIExpression(), !986)
  %593 = icmp ugt ptr %592, %200, !dbg !1806
  br i1 %593, label %594, label %619, !dbg !1808

594:                                              ; preds = %555
  %595 = sub i64 0, %190, !dbg !1809
  %596 = getelementptr inbounds i8, ptr %592, i64 %595, !dbg !1809
    #dbg_value(ptr %592, !936, !DIExpression(), !986)
    #dbg_value(ptr %596, !937, !DIExpression(), !986)
    #dbg_value(i64 poison, !973, !DIExpression(), !1304)
  br label %623

597:                                              ; preds = %548, %220
  %598 = zext i32 %228 to i64, !dbg !1344
  %599 = load i32, ptr %30, align 4, !dbg !1344, !tbaa !291
  %600 = zext i32 %226 to i64, !dbg !1344
  %601 = shl nuw i64 %600, 32, !dbg !1344
  %602 = and i64 %230, 4294967295, !dbg !1344
  %603 = or disjoint i64 %601, %602, !dbg !1344
  %604 = load ptr, ptr %35, align 8, !dbg !1811, !tbaa !490
  %605 = getelementptr inbounds i8, ptr %604, i64 %598, !dbg !1813
  %606 = load i8, ptr %605, align 1, !dbg !1814, !tbaa !493
  %607 = zext i8 %606 to i32, !dbg !1814
  %608 = load ptr, ptr %28, align 8, !dbg !1815, !tbaa !506
  %609 = zext nneg i32 %599 to i64, !dbg !1817
  %610 = shl i64 %598, %609, !dbg !1817
  %611 = getelementptr inbounds %struct.ldmEntry_t, ptr %608, i64 %610, !dbg !1818
  %612 = zext i8 %606 to i64, !dbg !1819
  %613 = getelementptr inbounds %struct.ldmEntry_t, ptr %611, i64 %612, !dbg !1819
  store i64 %603, ptr %613, align 4, !dbg !1820
  %614 = add nuw nsw i32 %607, 1, !dbg !1821
  %615 = shl nsw i32 -1, %599, !dbg !1822
  %616 = xor i32 %615, -1, !dbg !1822
  %617 = and i32 %614, %616, !dbg !1823
  %618 = trunc i32 %617 to i8, !dbg !1824
  store i8 %618, ptr %605, align 1, !dbg !1825, !tbaa !493
  br label %619, !dbg !1826

619:                                              ; preds = %597, %555
  %620 = phi ptr [ %592, %555 ], [ %222, %597 ]
    #dbg_value(ptr %620, !936, !DIExpression(), !986)
    #dbg_value(ptr %187, !937, !DIExpression(), !986)
    #dbg_value(i64 poison, !973, !DIExpression(), !1304)
  %621 = add nuw nsw i64 %221, 1, !dbg !1826
    #dbg_value(i64 %621, !945, !DIExpression(), !1311)
  %622 = icmp eq i64 %621, %198, !dbg !1827
  br i1 %622, label %623, label %220, !dbg !1314, !llvm.loop !1828

623:                                              ; preds = %619, %594, %185
  %624 = phi ptr [ %596, %594 ], [ %187, %185 ], [ %187, %619 ], !dbg !1303
  %625 = phi ptr [ %592, %594 ], [ %186, %185 ], [ %620, %619 ], !dbg !1830
    #dbg_value(ptr %625, !936, !DIExpression(), !986)
    #dbg_value(ptr %624, !937, !DIExpression(), !986)
    #dbg_value(i64 poison, !973, !DIExpression(), !1304)
  %626 = getelementptr inbounds i8, ptr %624, i64 %190, !dbg !1831
    #dbg_value(ptr %626, !937, !DIExpression(), !986)
  %627 = icmp ult ptr %626, %157, !dbg !1305
  br i1 %627, label %185, label %628, !dbg !1306, !llvm.loop !1832

628:                                              ; preds = %623
  %629 = ptrtoint ptr %625 to i64, !dbg !1834
  %630 = sub i64 %51, %629, !dbg !1834
  br label %631, !dbg !1834

631:                                              ; preds = %628, %161
  %632 = phi i64 [ %630, %628 ], [ %52, %161 ], !dbg !1834
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #14, !dbg !1285
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #14, !dbg !1285
    #dbg_value(i64 %632, !905, !DIExpression(), !1009)
    #dbg_value(i64 %632, !1286, !DIExpression(), !1292)
  %633 = icmp ult i64 %632, -119, !dbg !1835
  br i1 %633, label %634, label %652, !dbg !1295

634:                                              ; preds = %631
  %635 = load i64, ptr %19, align 8, !dbg !1836, !tbaa !1001
  br label %636, !dbg !1295

636:                                              ; preds = %634, %160
  %637 = phi i64 [ %38, %160 ], [ %635, %634 ], !dbg !1836
  %638 = phi i64 [ %52, %160 ], [ %632, %634 ]
  %639 = icmp ult i64 %38, %637, !dbg !1838
  br i1 %639, label %640, label %646, !dbg !1839

640:                                              ; preds = %636
  %641 = trunc i64 %40 to i32, !dbg !1840
  %642 = load ptr, ptr %1, align 8, !dbg !1842, !tbaa !1766
  %643 = getelementptr inbounds %struct.rawSeq, ptr %642, i64 %38, i32 1, !dbg !1843
  %644 = load i32, ptr %643, align 4, !dbg !1844, !tbaa !1776
  %645 = add i32 %644, %641, !dbg !1844
  store i32 %645, ptr %643, align 4, !dbg !1844, !tbaa !1776
    #dbg_value(i64 %638, !897, !DIExpression(), !989)
  br label %648

646:                                              ; preds = %636
  %647 = add i64 %52, %40, !dbg !1845
    #dbg_value(i64 %647, !897, !DIExpression(), !989)
  br label %648

648:                                              ; preds = %640, %646
  %649 = phi i64 [ %638, %640 ], [ %647, %646 ]
  %650 = add nuw nsw i64 %39, 1, !dbg !1847
    #dbg_value(i64 %650, !896, !DIExpression(), !989)
    #dbg_value(i64 %649, !897, !DIExpression(), !989)
  %651 = icmp eq i64 %650, %16, !dbg !998
  br i1 %651, label %652, label %37, !dbg !999, !llvm.loop !1848

652:                                              ; preds = %648, %37, %631, %5, %554
  %653 = phi i64 [ -70, %554 ], [ 0, %5 ], [ 0, %648 ], [ 0, %37 ], [ %632, %631 ], !dbg !989
  ret i64 %653, !dbg !1850
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local void @ZSTD_ldm_skipSequences(ptr nocapture noundef %0, i64 noundef %1, i32 noundef %2) local_unnamed_addr #3 !dbg !1851 {
    #dbg_value(ptr %0, !1855, !DIExpression(), !1860)
    #dbg_value(i64 %1, !1856, !DIExpression(), !1860)
    #dbg_value(i32 %2, !1857, !DIExpression(), !1860)
  %4 = icmp eq i64 %1, 0, !dbg !1861
  br i1 %4, label %46, label %5, !dbg !1862

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 24
  %8 = load i64, ptr %7, align 8, !tbaa !1001
  %9 = load i64, ptr %6, align 8, !tbaa !1863
  br label %10, !dbg !1862

10:                                               ; preds = %5, %42
  %11 = phi i64 [ %9, %5 ], [ %44, %42 ]
  %12 = phi i64 [ %1, %5 ], [ %43, %42 ]
    #dbg_value(i64 %12, !1856, !DIExpression(), !1860)
  %13 = icmp ult i64 %11, %8, !dbg !1864
  br i1 %13, label %14, label %46, !dbg !1865

14:                                               ; preds = %10
  %15 = load ptr, ptr %0, align 8, !dbg !1866, !tbaa !1766
  %16 = getelementptr inbounds %struct.rawSeq, ptr %15, i64 %11, !dbg !1867
    #dbg_value(ptr %16, !1858, !DIExpression(), !1868)
  %17 = getelementptr inbounds i8, ptr %16, i64 4, !dbg !1869
  %18 = load i32, ptr %17, align 4, !dbg !1869, !tbaa !1776
  %19 = zext i32 %18 to i64, !dbg !1871
  %20 = icmp ugt i64 %12, %19, !dbg !1872
  br i1 %20, label %24, label %21, !dbg !1873

21:                                               ; preds = %14
  %22 = trunc nuw i64 %12 to i32, !dbg !1874
  %23 = sub i32 %18, %22, !dbg !1876
  store i32 %23, ptr %17, align 4, !dbg !1876, !tbaa !1776
  br label %46, !dbg !1877

24:                                               ; preds = %14
  %25 = sub i64 %12, %19, !dbg !1878
    #dbg_value(i64 %25, !1856, !DIExpression(), !1860)
  store i32 0, ptr %17, align 4, !dbg !1879, !tbaa !1776
  %26 = getelementptr inbounds i8, ptr %16, i64 8, !dbg !1880
  %27 = load i32, ptr %26, align 4, !dbg !1880, !tbaa !1781
  %28 = zext i32 %27 to i64, !dbg !1882
  %29 = icmp ult i64 %25, %28, !dbg !1883
  br i1 %29, label %30, label %42, !dbg !1884

30:                                               ; preds = %24
  %31 = trunc nuw i64 %25 to i32, !dbg !1885
  %32 = sub i32 %27, %31, !dbg !1887
  store i32 %32, ptr %26, align 4, !dbg !1887, !tbaa !1781
  %33 = icmp ult i32 %32, %2, !dbg !1888
  br i1 %33, label %34, label %46, !dbg !1890

34:                                               ; preds = %30
  %35 = add nuw i64 %11, 1, !dbg !1891
  %36 = icmp ult i64 %35, %8, !dbg !1894
  br i1 %36, label %37, label %41, !dbg !1895

37:                                               ; preds = %34
  %38 = getelementptr inbounds i8, ptr %16, i64 16, !dbg !1896
  %39 = load i32, ptr %38, align 4, !dbg !1898, !tbaa !1776
  %40 = add i32 %39, %32, !dbg !1898
  store i32 %40, ptr %38, align 4, !dbg !1898, !tbaa !1776
  br label %41, !dbg !1899

41:                                               ; preds = %37, %34
  store i64 %35, ptr %6, align 8, !dbg !1900, !tbaa !1863
  br label %46, !dbg !1901

42:                                               ; preds = %24
  %43 = sub i64 %25, %28, !dbg !1902
    #dbg_value(i64 %43, !1856, !DIExpression(), !1860)
  store i32 0, ptr %26, align 4, !dbg !1903, !tbaa !1781
  %44 = add nuw i64 %11, 1, !dbg !1904
  store i64 %44, ptr %6, align 8, !dbg !1904, !tbaa !1863
  %45 = icmp eq i64 %43, 0, !dbg !1861
  br i1 %45, label %46, label %10, !dbg !1862

46:                                               ; preds = %10, %42, %3, %30, %41, %21
  ret void, !dbg !1905
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local void @ZSTD_ldm_skipRawSeqStoreBytes(ptr nocapture noundef %0, i64 noundef %1) local_unnamed_addr #7 !dbg !1906 {
    #dbg_value(ptr %0, !1910, !DIExpression(), !1915)
    #dbg_value(i64 %1, !1911, !DIExpression(), !1915)
  %3 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1916
  %4 = load i64, ptr %3, align 8, !dbg !1916, !tbaa !1917
  %5 = add i64 %4, %1, !dbg !1918
  %6 = trunc i64 %5 to i32, !dbg !1919
    #dbg_value(i32 %6, !1912, !DIExpression(), !1915)
  %7 = icmp eq i32 %6, 0, !dbg !1920
  br i1 %7, label %34, label %8, !dbg !1921

8:                                                ; preds = %2
  %9 = getelementptr inbounds i8, ptr %0, i64 8
  %10 = getelementptr inbounds i8, ptr %0, i64 24
  %11 = load i64, ptr %10, align 8, !tbaa !1001
  %12 = load i64, ptr %9, align 8, !tbaa !1863
  br label %13, !dbg !1921

13:                                               ; preds = %8, %28
  %14 = phi i64 [ %12, %8 ], [ %30, %28 ]
  %15 = phi i32 [ %6, %8 ], [ %29, %28 ]
    #dbg_value(i32 %15, !1912, !DIExpression(), !1915)
  %16 = icmp ult i64 %14, %11, !dbg !1922
  br i1 %16, label %17, label %32, !dbg !1923

17:                                               ; preds = %13
  %18 = load ptr, ptr %0, align 8, !dbg !1924, !tbaa !1766
  %19 = getelementptr inbounds %struct.rawSeq, ptr %18, i64 %14, !dbg !1925
  %20 = getelementptr inbounds i8, ptr %19, i64 4, !dbg !1925
  %21 = load i32, ptr %20, align 4, !dbg !1925, !tbaa !454
  %22 = getelementptr inbounds i8, ptr %19, i64 8, !dbg !1925
  %23 = load i32, ptr %22, align 4, !dbg !1925, !tbaa !454
    #dbg_value(i32 poison, !1913, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1926)
    #dbg_value(i32 %21, !1913, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1926)
    #dbg_value(i32 %23, !1913, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1926)
  %24 = add i32 %23, %21, !dbg !1927
  %25 = icmp ult i32 %15, %24, !dbg !1929
  br i1 %25, label %26, label %28, !dbg !1930

26:                                               ; preds = %17
  %27 = zext i32 %15 to i64, !dbg !1931
  store i64 %27, ptr %3, align 8, !dbg !1933, !tbaa !1917
    #dbg_value(i32 %15, !1912, !DIExpression(), !1915)
  br label %32

28:                                               ; preds = %17
  %29 = sub i32 %15, %24, !dbg !1934
    #dbg_value(i32 %29, !1912, !DIExpression(), !1915)
  %30 = add nuw i64 %14, 1, !dbg !1936
  store i64 %30, ptr %9, align 8, !dbg !1936, !tbaa !1863
  %31 = icmp eq i32 %29, 0, !dbg !1920
  br i1 %31, label %34, label %13, !dbg !1921

32:                                               ; preds = %13, %26
    #dbg_value(i32 poison, !1912, !DIExpression(), !1915)
  %33 = icmp eq i64 %14, %11, !dbg !1937
  br i1 %33, label %34, label %35, !dbg !1939

34:                                               ; preds = %28, %2, %32
  store i64 0, ptr %3, align 8, !dbg !1940, !tbaa !1917
  br label %35, !dbg !1942

35:                                               ; preds = %34, %32
  ret void, !dbg !1943
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_ldm_blockCompress(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, ptr noundef %5, i64 noundef %6) local_unnamed_addr #8 !dbg !1944 {
    #dbg_value(ptr %0, !1972, !DIExpression(), !2000)
    #dbg_value(ptr %1, !1973, !DIExpression(), !2000)
    #dbg_value(ptr %2, !1974, !DIExpression(), !2000)
    #dbg_value(ptr %3, !1975, !DIExpression(), !2000)
    #dbg_value(i32 %4, !1976, !DIExpression(), !2000)
    #dbg_value(ptr %5, !1977, !DIExpression(), !2000)
    #dbg_value(i64 %6, !1978, !DIExpression(), !2000)
    #dbg_value(ptr %1, !1979, !DIExpression(DW_OP_plus_uconst, 256, DW_OP_stack_value), !2000)
  %8 = getelementptr inbounds i8, ptr %1, i64 272, !dbg !2001
  %9 = load i32, ptr %8, align 4, !dbg !2001, !tbaa !2002
    #dbg_value(i32 %9, !1981, !DIExpression(), !2000)
  %10 = getelementptr inbounds i8, ptr %1, i64 280, !dbg !2003
  %11 = load i32, ptr %10, align 4, !dbg !2003, !tbaa !267
    #dbg_value(ptr %1, !2004, !DIExpression(), !2010)
  %12 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !2012
  %13 = load i32, ptr %12, align 1, !dbg !2012
    #dbg_value(i32 %13, !1240, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !2014)
  %14 = getelementptr inbounds i8, ptr %1, i64 28, !dbg !2012
  %15 = load i32, ptr %14, align 1, !dbg !2012
    #dbg_value(i32 %15, !1240, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !2014)
    #dbg_value(i64 poison, !1240, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !2014)
  %16 = icmp ult i32 %15, %13, !dbg !2015
  br i1 %16, label %26, label %17, !dbg !2016

17:                                               ; preds = %7
  %18 = getelementptr inbounds i8, ptr %1, i64 248, !dbg !2017
  %19 = load ptr, ptr %18, align 8, !dbg !2017, !tbaa !2018
  %20 = icmp eq ptr %19, null, !dbg !2021
  br i1 %20, label %26, label %21, !dbg !2022

21:                                               ; preds = %17
  %22 = getelementptr inbounds i8, ptr %19, i64 140, !dbg !2023
  %23 = load i32, ptr %22, align 4, !dbg !2023, !tbaa !2024
  %24 = icmp eq i32 %23, 0, !dbg !2025
  %25 = select i1 %24, i32 2, i32 3, !dbg !2025
  br label %26, !dbg !2022

26:                                               ; preds = %7, %17, %21
  %27 = phi i32 [ 1, %7 ], [ %25, %21 ], [ 0, %17 ], !dbg !2016
  %28 = tail call ptr @ZSTD_selectBlockCompressor(i32 noundef %11, i32 noundef %4, i32 noundef %27) #14, !dbg !2026
    #dbg_value(ptr %28, !1982, !DIExpression(), !2000)
    #dbg_value(ptr %5, !1988, !DIExpression(), !2000)
  %29 = getelementptr inbounds i8, ptr %5, i64 %6, !dbg !2027
    #dbg_value(ptr %29, !1989, !DIExpression(), !2000)
    #dbg_value(ptr %5, !1990, !DIExpression(), !2000)
  %30 = load i32, ptr %10, align 4, !dbg !2028, !tbaa !267
  %31 = icmp ugt i32 %30, 6, !dbg !2029
  br i1 %31, label %51, label %32, !dbg !2030

32:                                               ; preds = %26
  %33 = getelementptr inbounds i8, ptr %0, i64 8
  %34 = getelementptr inbounds i8, ptr %0, i64 24
    #dbg_value(ptr %5, !1990, !DIExpression(), !2000)
  %35 = load i64, ptr %33, align 8, !dbg !2031, !tbaa !1863
  %36 = load i64, ptr %34, align 8, !dbg !2032, !tbaa !1001
  %37 = icmp ult i64 %35, %36, !dbg !2033
  %38 = icmp sgt i64 %6, 0, !dbg !2034
  %39 = and i1 %37, %38, !dbg !2034
  br i1 %39, label %40, label %362, !dbg !2035

40:                                               ; preds = %32
  %41 = ptrtoint ptr %29 to i64
  %42 = getelementptr inbounds i8, ptr %1, i64 8
  %43 = getelementptr inbounds i8, ptr %1, i64 44
  %44 = getelementptr inbounds i8, ptr %29, i64 -32
  %45 = getelementptr inbounds i8, ptr %2, i64 24
  %46 = ptrtoint ptr %44 to i64
  %47 = getelementptr inbounds i8, ptr %2, i64 72
  %48 = getelementptr inbounds i8, ptr %2, i64 8
  %49 = getelementptr inbounds i8, ptr %2, i64 76
  %50 = getelementptr i8, ptr %3, i64 4, !dbg !2035
  br label %86, !dbg !2035

51:                                               ; preds = %26
  %52 = getelementptr inbounds i8, ptr %1, i64 288, !dbg !2036
  store ptr %0, ptr %52, align 8, !dbg !2037, !tbaa !2038
  %53 = tail call i64 %28(ptr noundef nonnull %1, ptr noundef %2, ptr noundef %3, ptr noundef %5, i64 noundef %6) #14, !dbg !2039
    #dbg_value(i64 %53, !1991, !DIExpression(), !2040)
    #dbg_value(ptr %0, !1910, !DIExpression(), !2041)
    #dbg_value(i64 %6, !1911, !DIExpression(), !2041)
  %54 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2043
  %55 = load i64, ptr %54, align 8, !dbg !2043, !tbaa !1917
  %56 = add i64 %55, %6, !dbg !2044
  %57 = trunc i64 %56 to i32, !dbg !2045
    #dbg_value(i32 %57, !1912, !DIExpression(), !2041)
  %58 = icmp eq i32 %57, 0, !dbg !2046
  br i1 %58, label %85, label %59, !dbg !2047

59:                                               ; preds = %51
  %60 = getelementptr inbounds i8, ptr %0, i64 8
  %61 = getelementptr inbounds i8, ptr %0, i64 24
  %62 = load i64, ptr %61, align 8, !tbaa !1001
  %63 = load i64, ptr %60, align 8, !tbaa !1863
  br label %64, !dbg !2047

64:                                               ; preds = %79, %59
  %65 = phi i64 [ %63, %59 ], [ %81, %79 ]
  %66 = phi i32 [ %57, %59 ], [ %80, %79 ]
    #dbg_value(i32 %66, !1912, !DIExpression(), !2041)
  %67 = icmp ult i64 %65, %62, !dbg !2048
  br i1 %67, label %68, label %83, !dbg !2049

68:                                               ; preds = %64
  %69 = load ptr, ptr %0, align 8, !dbg !2050, !tbaa !1766
  %70 = getelementptr inbounds %struct.rawSeq, ptr %69, i64 %65, !dbg !2051
  %71 = getelementptr inbounds i8, ptr %70, i64 4, !dbg !2051
  %72 = load i32, ptr %71, align 4, !dbg !2051, !tbaa !454
  %73 = getelementptr inbounds i8, ptr %70, i64 8, !dbg !2051
  %74 = load i32, ptr %73, align 4, !dbg !2051, !tbaa !454
    #dbg_value(i32 poison, !1913, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !2052)
    #dbg_value(i32 %72, !1913, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !2052)
    #dbg_value(i32 %74, !1913, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !2052)
  %75 = add i32 %74, %72, !dbg !2053
  %76 = icmp ult i32 %66, %75, !dbg !2054
  br i1 %76, label %77, label %79, !dbg !2055

77:                                               ; preds = %68
  %78 = zext i32 %66 to i64, !dbg !2056
  store i64 %78, ptr %54, align 8, !dbg !2057, !tbaa !1917
    #dbg_value(i32 %66, !1912, !DIExpression(), !2041)
  br label %83

79:                                               ; preds = %68
  %80 = sub i32 %66, %75, !dbg !2058
    #dbg_value(i32 %80, !1912, !DIExpression(), !2041)
  %81 = add nuw i64 %65, 1, !dbg !2059
  store i64 %81, ptr %60, align 8, !dbg !2059, !tbaa !1863
  %82 = icmp eq i32 %80, 0, !dbg !2046
  br i1 %82, label %85, label %64, !dbg !2047

83:                                               ; preds = %64, %77
    #dbg_value(i32 poison, !1912, !DIExpression(), !2041)
  %84 = icmp eq i64 %65, %62, !dbg !2060
  br i1 %84, label %85, label %387, !dbg !2061

85:                                               ; preds = %79, %83, %51
  store i64 0, ptr %54, align 8, !dbg !2062, !tbaa !1917
  br label %387, !dbg !2063

86:                                               ; preds = %40, %352
  %87 = phi i64 [ %36, %40 ], [ %358, %352 ]
  %88 = phi i64 [ %35, %40 ], [ %357, %352 ]
  %89 = phi ptr [ %5, %40 ], [ %356, %352 ]
    #dbg_value(ptr %89, !1990, !DIExpression(), !2000)
  %90 = ptrtoint ptr %89 to i64, !dbg !2064
  %91 = sub i64 %41, %90, !dbg !2064
  %92 = trunc i64 %91 to i32, !dbg !2065
    #dbg_value(ptr %0, !2066, !DIExpression(), !2074)
    #dbg_value(i32 %92, !2071, !DIExpression(), !2074)
    #dbg_value(i32 %9, !2072, !DIExpression(), !2074)
  %93 = load ptr, ptr %0, align 8, !dbg !2076, !tbaa !1766
  %94 = getelementptr inbounds %struct.rawSeq, ptr %93, i64 %88, !dbg !2077
  %95 = load i64, ptr %94, align 4, !dbg !2077
  %96 = lshr i64 %95, 32, !dbg !2077
  %97 = trunc nuw i64 %96 to i32, !dbg !2077
  %98 = getelementptr inbounds i8, ptr %94, i64 8, !dbg !2077
  %99 = load i32, ptr %98, align 4, !dbg !2077, !tbaa !454
    #dbg_value(i64 %95, !2073, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !2074)
    #dbg_value(i32 %97, !2073, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !2074)
    #dbg_value(i32 %99, !2073, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !2074)
  %100 = add i32 %99, %97, !dbg !2078
  %101 = icmp ugt i32 %100, %92, !dbg !2080
  br i1 %101, label %104, label %102, !dbg !2081

102:                                              ; preds = %86
  %103 = add nuw i64 %88, 1, !dbg !2082
  store i64 %103, ptr %33, align 8, !dbg !2082, !tbaa !1863
  br label %149, !dbg !2084

104:                                              ; preds = %86
  %105 = icmp ult i32 %97, %92, !dbg !2085
  %106 = sub i32 %92, %97, !dbg !2087
  %107 = icmp ult i32 %106, %9, !dbg !2087
  %108 = select i1 %107, i64 0, i64 %95, !dbg !2087
  %109 = select i1 %105, i32 %106, i32 %99, !dbg !2087
  %110 = select i1 %105, i64 %108, i64 0, !dbg !2087
    #dbg_value(i32 poison, !2073, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !2074)
    #dbg_value(i32 %109, !2073, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !2074)
    #dbg_value(ptr %0, !1855, !DIExpression(), !2088)
    #dbg_value(i32 %92, !1856, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !2088)
    #dbg_value(i32 %9, !1857, !DIExpression(), !2088)
  %111 = icmp eq i32 %92, 0, !dbg !2090
  br i1 %111, label %149, label %112, !dbg !2091

112:                                              ; preds = %104
  %113 = and i64 %91, 4294967295, !dbg !2092
    #dbg_value(i64 %113, !1856, !DIExpression(), !2088)
  br label %114, !dbg !2091

114:                                              ; preds = %145, %112
  %115 = phi i64 [ %88, %112 ], [ %147, %145 ]
  %116 = phi i64 [ %113, %112 ], [ %146, %145 ]
    #dbg_value(i64 %116, !1856, !DIExpression(), !2088)
  %117 = icmp ult i64 %115, %87, !dbg !2093
  br i1 %117, label %118, label %149, !dbg !2094

118:                                              ; preds = %114
  %119 = getelementptr inbounds %struct.rawSeq, ptr %93, i64 %115, !dbg !2095
    #dbg_value(ptr %119, !1858, !DIExpression(), !2096)
  %120 = getelementptr inbounds i8, ptr %119, i64 4, !dbg !2097
  %121 = load i32, ptr %120, align 4, !dbg !2097, !tbaa !1776
  %122 = zext i32 %121 to i64, !dbg !2098
  %123 = icmp ugt i64 %116, %122, !dbg !2099
  br i1 %123, label %127, label %124, !dbg !2100

124:                                              ; preds = %118
  %125 = trunc nuw i64 %116 to i32, !dbg !2101
  %126 = sub i32 %121, %125, !dbg !2102
  store i32 %126, ptr %120, align 4, !dbg !2102, !tbaa !1776
  br label %149, !dbg !2103

127:                                              ; preds = %118
  %128 = sub i64 %116, %122, !dbg !2104
    #dbg_value(i64 %128, !1856, !DIExpression(), !2088)
  store i32 0, ptr %120, align 4, !dbg !2105, !tbaa !1776
  %129 = getelementptr inbounds i8, ptr %119, i64 8, !dbg !2106
  %130 = load i32, ptr %129, align 4, !dbg !2106, !tbaa !1781
  %131 = zext i32 %130 to i64, !dbg !2107
  %132 = icmp ult i64 %128, %131, !dbg !2108
  br i1 %132, label %133, label %145, !dbg !2109

133:                                              ; preds = %127
  %134 = trunc nuw i64 %128 to i32, !dbg !2110
  %135 = sub i32 %130, %134, !dbg !2111
  store i32 %135, ptr %129, align 4, !dbg !2111, !tbaa !1781
  %136 = icmp ult i32 %135, %9, !dbg !2112
  br i1 %136, label %137, label %149, !dbg !2113

137:                                              ; preds = %133
  %138 = add nuw i64 %115, 1, !dbg !2114
  %139 = icmp ult i64 %138, %87, !dbg !2115
  br i1 %139, label %140, label %144, !dbg !2116

140:                                              ; preds = %137
  %141 = getelementptr inbounds i8, ptr %119, i64 16, !dbg !2117
  %142 = load i32, ptr %141, align 4, !dbg !2118, !tbaa !1776
  %143 = add i32 %142, %135, !dbg !2118
  store i32 %143, ptr %141, align 4, !dbg !2118, !tbaa !1776
  br label %144, !dbg !2119

144:                                              ; preds = %140, %137
  store i64 %138, ptr %33, align 8, !dbg !2120, !tbaa !1863
  br label %149, !dbg !2121

145:                                              ; preds = %127
  %146 = sub i64 %128, %131, !dbg !2122
    #dbg_value(i64 %146, !1856, !DIExpression(), !2088)
  store i32 0, ptr %129, align 4, !dbg !2123, !tbaa !1781
  %147 = add nuw i64 %115, 1, !dbg !2124
  store i64 %147, ptr %33, align 8, !dbg !2124, !tbaa !1863
  %148 = icmp eq i64 %146, 0, !dbg !2090
  br i1 %148, label %149, label %114, !dbg !2091

149:                                              ; preds = %114, %145, %102, %104, %124, %133, %144
  %150 = phi i32 [ %99, %102 ], [ %109, %104 ], [ %109, %124 ], [ %109, %133 ], [ %109, %144 ], [ %109, %145 ], [ %109, %114 ], !dbg !2077
  %151 = phi i64 [ %95, %102 ], [ %110, %104 ], [ %110, %124 ], [ %110, %133 ], [ %110, %144 ], [ %110, %145 ], [ %110, %114 ], !dbg !2074
    #dbg_value(i32 poison, !2073, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !2074)
    #dbg_value(i32 %150, !2073, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !2074)
    #dbg_value(!DIArgList(i64 %151, i64 %95), !1994, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 4294967295, DW_OP_and, DW_OP_LLVM_arg, 1, DW_OP_constu, 18446744069414584320, DW_OP_and, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !2125)
    #dbg_value(i32 %150, !1994, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !2125)
  %152 = trunc i64 %151 to i32, !dbg !2126
  %153 = icmp eq i32 %152, 0, !dbg !2128
  br i1 %153, label %362, label %154, !dbg !2129

154:                                              ; preds = %149
    #dbg_value(ptr %1, !2130, !DIExpression(), !2137)
    #dbg_value(ptr %89, !2135, !DIExpression(), !2137)
  %155 = load ptr, ptr %42, align 8, !dbg !2139, !tbaa !2140
  %156 = ptrtoint ptr %155 to i64, !dbg !2141
  %157 = sub i64 %90, %156, !dbg !2141
  %158 = trunc i64 %157 to i32, !dbg !2142
    #dbg_value(i32 %158, !2136, !DIExpression(), !2137)
  %159 = load i32, ptr %43, align 4, !dbg !2143, !tbaa !2145
  %160 = add i32 %159, 1024, !dbg !2146
  %161 = icmp ult i32 %160, %158, !dbg !2147
  br i1 %161, label %162, label %167, !dbg !2148

162:                                              ; preds = %154
  %163 = sub i32 %158, %159, !dbg !2149
  %164 = add i32 %163, -1024, !dbg !2149
  %165 = tail call i32 @llvm.umin.i32(i32 %164, i32 512), !dbg !2149
  %166 = sub i32 %158, %165, !dbg !2151
  store i32 %166, ptr %43, align 4, !dbg !2152, !tbaa !2145
  br label %167, !dbg !2153

167:                                              ; preds = %154, %162
    #dbg_value(ptr %1, !2154, !DIExpression(), !2161)
    #dbg_value(ptr %89, !2159, !DIExpression(), !2161)
    #dbg_value(ptr %89, !2160, !DIExpression(), !2161)
  %168 = load i32, ptr %10, align 8, !dbg !2163, !tbaa !2164
  switch i32 %168, label %171 [
    i32 1, label %169
    i32 2, label %170
  ], !dbg !2165

169:                                              ; preds = %167
  tail call void @ZSTD_fillHashTable(ptr noundef nonnull %1, ptr noundef %89, i32 noundef 0, i32 noundef 0) #14, !dbg !2166
  br label %171, !dbg !2168

170:                                              ; preds = %167
  tail call void @ZSTD_fillDoubleHashTable(ptr noundef nonnull %1, ptr noundef %89, i32 noundef 0, i32 noundef 0) #14, !dbg !2169
  br label %171, !dbg !2170

171:                                              ; preds = %167, %169, %170
  %172 = tail call i64 %28(ptr noundef nonnull %1, ptr noundef %2, ptr noundef %3, ptr noundef %89, i64 noundef %96) #14, !dbg !2171
    #dbg_value(i64 %172, !1999, !DIExpression(), !2172)
    #dbg_value(ptr %174, !1990, !DIExpression(), !2000)
    #dbg_value(i32 2, !1997, !DIExpression(), !2172)
  %173 = load i64, ptr %3, align 4, !dbg !2173, !tbaa !454
  store i64 %173, ptr %50, align 4, !dbg !2173, !tbaa !454
    #dbg_value(i64 poison, !1997, !DIExpression(), !2172)
  %174 = getelementptr inbounds i8, ptr %89, i64 %96, !dbg !2176
  store i32 %152, ptr %3, align 4, !dbg !2177, !tbaa !454
  %175 = sub i64 0, %172, !dbg !2178
  %176 = getelementptr inbounds i8, ptr %174, i64 %175, !dbg !2178
  %177 = add i32 %152, 3, !dbg !2179
  %178 = zext i32 %150 to i64, !dbg !2180
    #dbg_value(ptr %2, !2181, !DIExpression(), !2193)
    #dbg_value(i64 %172, !2186, !DIExpression(), !2193)
    #dbg_value(ptr %176, !2187, !DIExpression(), !2193)
    #dbg_value(ptr %29, !2188, !DIExpression(), !2193)
    #dbg_value(i32 %177, !2189, !DIExpression(), !2193)
    #dbg_value(i64 %178, !2190, !DIExpression(), !2193)
    #dbg_value(ptr %44, !2191, !DIExpression(), !2193)
    #dbg_value(ptr %174, !2192, !DIExpression(), !2193)
  %179 = icmp ugt ptr %174, %44, !dbg !2195
  %180 = load ptr, ptr %45, align 8, !dbg !2197, !tbaa !2198
  br i1 %179, label %206, label %181, !dbg !2200

181:                                              ; preds = %171
    #dbg_value(ptr %180, !2201, !DIExpression(), !2207)
    #dbg_value(ptr %176, !2206, !DIExpression(), !2207)
  %182 = load <2 x i64>, ptr %176, align 1, !dbg !2210, !tbaa !493
  store <2 x i64> %182, ptr %180, align 1, !dbg !2211, !tbaa !493
  %183 = icmp ugt i64 %172, 16, !dbg !2212
  %184 = load ptr, ptr %45, align 8, !dbg !2193, !tbaa !2198
  br i1 %183, label %188, label %185, !dbg !2214

185:                                              ; preds = %181
  %186 = getelementptr inbounds i8, ptr %184, i64 %172, !dbg !2215
  store ptr %186, ptr %45, align 8, !dbg !2215, !tbaa !2198
    #dbg_value(ptr %2, !2216, !DIExpression(), !2226)
    #dbg_value(i64 %172, !2221, !DIExpression(), !2226)
    #dbg_value(i32 %177, !2222, !DIExpression(), !2226)
    #dbg_value(i64 %178, !2223, !DIExpression(), !2226)
  %187 = load ptr, ptr %48, align 8, !dbg !2228, !tbaa !2229
  br label %339, !dbg !2230

188:                                              ; preds = %181
  %189 = getelementptr inbounds i8, ptr %184, i64 16, !dbg !2231
  %190 = getelementptr inbounds i8, ptr %176, i64 16, !dbg !2233
    #dbg_value(ptr %189, !2234, !DIExpression(), !2248)
    #dbg_value(ptr %190, !2241, !DIExpression(), !2248)
    #dbg_value(i64 %172, !2242, !DIExpression(DW_OP_constu, 16, DW_OP_minus, DW_OP_stack_value), !2248)
    #dbg_value(i32 0, !2243, !DIExpression(), !2248)
    #dbg_value(!DIArgList(ptr %189, ptr %190), !2244, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !2248)
    #dbg_value(ptr %190, !2245, !DIExpression(), !2248)
    #dbg_value(ptr %189, !2246, !DIExpression(), !2248)
  %191 = getelementptr i8, ptr %184, i64 %172, !dbg !2250
    #dbg_value(ptr %191, !2247, !DIExpression(), !2248)
    #dbg_value(ptr %189, !2201, !DIExpression(), !2251)
    #dbg_value(ptr %190, !2206, !DIExpression(), !2251)
  %192 = load <2 x i64>, ptr %190, align 1, !dbg !2255, !tbaa !493
  store <2 x i64> %192, ptr %189, align 1, !dbg !2256, !tbaa !493
  %193 = icmp slt i64 %172, 33, !dbg !2257
  br i1 %193, label %327, label %194, !dbg !2259

194:                                              ; preds = %188
  %195 = getelementptr inbounds i8, ptr %184, i64 32, !dbg !2260
    #dbg_value(ptr %195, !2246, !DIExpression(), !2248)
    #dbg_value(ptr %190, !2245, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value), !2248)
  br label %196, !dbg !2261

196:                                              ; preds = %196, %194
  %197 = phi ptr [ %195, %194 ], [ %204, %196 ], !dbg !2262
  %198 = phi ptr [ %190, %194 ], [ %202, %196 ]
  %199 = getelementptr inbounds i8, ptr %198, i64 16, !dbg !2262
    #dbg_value(ptr %199, !2245, !DIExpression(), !2248)
    #dbg_value(ptr %197, !2246, !DIExpression(), !2248)
    #dbg_value(ptr %197, !2201, !DIExpression(), !2263)
    #dbg_value(ptr %199, !2206, !DIExpression(), !2263)
  %200 = load <2 x i64>, ptr %199, align 1, !dbg !2267, !tbaa !493
  store <2 x i64> %200, ptr %197, align 1, !dbg !2268, !tbaa !493
  %201 = getelementptr inbounds i8, ptr %197, i64 16, !dbg !2269
    #dbg_value(ptr %201, !2246, !DIExpression(), !2248)
  %202 = getelementptr inbounds i8, ptr %198, i64 32, !dbg !2269
    #dbg_value(ptr %202, !2245, !DIExpression(), !2248)
    #dbg_value(ptr %201, !2201, !DIExpression(), !2270)
    #dbg_value(ptr %202, !2206, !DIExpression(), !2270)
  %203 = load <2 x i64>, ptr %202, align 1, !dbg !2273, !tbaa !493
  store <2 x i64> %203, ptr %201, align 1, !dbg !2274, !tbaa !493
  %204 = getelementptr inbounds i8, ptr %197, i64 32, !dbg !2275
    #dbg_value(ptr %204, !2246, !DIExpression(), !2248)
    #dbg_value(ptr %202, !2245, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value), !2248)
  %205 = icmp ult ptr %204, %191, !dbg !2276
  br i1 %205, label %196, label %327, !dbg !2277, !llvm.loop !2278

206:                                              ; preds = %171
    #dbg_value(ptr %180, !2280, !DIExpression(), !2288)
    #dbg_value(ptr %176, !2285, !DIExpression(), !2288)
    #dbg_value(ptr %174, !2286, !DIExpression(), !2288)
    #dbg_value(ptr %44, !2287, !DIExpression(), !2288)
  %207 = ptrtoint ptr %174 to i64, !dbg !2291
  %208 = icmp ugt ptr %176, %44, !dbg !2291
  br i1 %208, label %227, label %209, !dbg !2293

209:                                              ; preds = %206
  %210 = ptrtoint ptr %176 to i64, !dbg !2294
  %211 = sub i64 %46, %210, !dbg !2294
    #dbg_value(ptr %180, !2234, !DIExpression(), !2296)
    #dbg_value(ptr %176, !2241, !DIExpression(), !2296)
    #dbg_value(i64 %211, !2242, !DIExpression(), !2296)
    #dbg_value(i32 0, !2243, !DIExpression(), !2296)
    #dbg_value(!DIArgList(ptr %180, ptr %176), !2244, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !2296)
    #dbg_value(ptr %176, !2245, !DIExpression(), !2296)
    #dbg_value(ptr %180, !2246, !DIExpression(), !2296)
  %212 = getelementptr inbounds i8, ptr %180, i64 %211, !dbg !2298
    #dbg_value(ptr %212, !2247, !DIExpression(), !2296)
    #dbg_value(ptr %180, !2201, !DIExpression(), !2299)
    #dbg_value(ptr %176, !2206, !DIExpression(), !2299)
  %213 = load <2 x i64>, ptr %176, align 1, !dbg !2301, !tbaa !493
  store <2 x i64> %213, ptr %180, align 1, !dbg !2302, !tbaa !493
  %214 = icmp slt i64 %211, 17, !dbg !2303
  br i1 %214, label %227, label %215, !dbg !2304

215:                                              ; preds = %209
  %216 = getelementptr inbounds i8, ptr %180, i64 16, !dbg !2305
    #dbg_value(ptr %216, !2246, !DIExpression(), !2296)
    #dbg_value(ptr %176, !2245, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value), !2296)
  br label %217, !dbg !2306

217:                                              ; preds = %217, %215
  %218 = phi ptr [ %216, %215 ], [ %225, %217 ], !dbg !2307
  %219 = phi ptr [ %176, %215 ], [ %223, %217 ]
  %220 = getelementptr inbounds i8, ptr %219, i64 16, !dbg !2307
    #dbg_value(ptr %220, !2245, !DIExpression(), !2296)
    #dbg_value(ptr %218, !2246, !DIExpression(), !2296)
    #dbg_value(ptr %218, !2201, !DIExpression(), !2308)
    #dbg_value(ptr %220, !2206, !DIExpression(), !2308)
  %221 = load <2 x i64>, ptr %220, align 1, !dbg !2310, !tbaa !493
  store <2 x i64> %221, ptr %218, align 1, !dbg !2311, !tbaa !493
  %222 = getelementptr inbounds i8, ptr %218, i64 16, !dbg !2312
    #dbg_value(ptr %222, !2246, !DIExpression(), !2296)
  %223 = getelementptr inbounds i8, ptr %219, i64 32, !dbg !2312
    #dbg_value(ptr %223, !2245, !DIExpression(), !2296)
    #dbg_value(ptr %222, !2201, !DIExpression(), !2313)
    #dbg_value(ptr %223, !2206, !DIExpression(), !2313)
  %224 = load <2 x i64>, ptr %223, align 1, !dbg !2315, !tbaa !493
  store <2 x i64> %224, ptr %222, align 1, !dbg !2316, !tbaa !493
  %225 = getelementptr inbounds i8, ptr %218, i64 32, !dbg !2317
    #dbg_value(ptr %225, !2246, !DIExpression(), !2296)
    #dbg_value(ptr %223, !2245, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value), !2296)
  %226 = icmp ult ptr %225, %212, !dbg !2318
  br i1 %226, label %217, label %227, !dbg !2319, !llvm.loop !2320

227:                                              ; preds = %217, %209, %206
  %228 = phi ptr [ %44, %209 ], [ %176, %206 ], [ %44, %217 ]
  %229 = phi ptr [ %212, %209 ], [ %180, %206 ], [ %212, %217 ]
    #dbg_value(ptr %229, !2280, !DIExpression(), !2288)
    #dbg_value(ptr %228, !2285, !DIExpression(), !2288)
  %230 = icmp ult ptr %228, %174, !dbg !2322
  br i1 %230, label %231, label %327, !dbg !2323

231:                                              ; preds = %227
  %232 = ptrtoint ptr %229 to i64, !dbg !2322
  %233 = ptrtoint ptr %228 to i64, !dbg !2322
  %234 = sub i64 %207, %233, !dbg !2323
  %235 = getelementptr i8, ptr %228, i64 %234, !dbg !2323
  %236 = icmp ult i64 %234, 8, !dbg !2323
  %237 = sub i64 %232, %233, !dbg !2323
  %238 = icmp ult i64 %237, 32, !dbg !2323
  %239 = select i1 %236, i1 true, i1 %238, !dbg !2323
  br i1 %239, label %275, label %240, !dbg !2323

240:                                              ; preds = %231
  %241 = icmp ult i64 %234, 32, !dbg !2323
  br i1 %241, label %261, label %242, !dbg !2323

242:                                              ; preds = %240
  %243 = and i64 %234, -32, !dbg !2323
  br label %244, !dbg !2323

244:                                              ; preds = %244, %242
  %245 = phi i64 [ 0, %242 ], [ %252, %244 ]
  %246 = getelementptr i8, ptr %229, i64 %245
  %247 = getelementptr i8, ptr %228, i64 %245
  %248 = getelementptr i8, ptr %247, i64 16, !dbg !2324
  %249 = load <16 x i8>, ptr %247, align 1, !dbg !2324, !tbaa !493
  %250 = load <16 x i8>, ptr %248, align 1, !dbg !2324, !tbaa !493
  %251 = getelementptr i8, ptr %246, i64 16, !dbg !2325
  store <16 x i8> %249, ptr %246, align 1, !dbg !2325, !tbaa !493
  store <16 x i8> %250, ptr %251, align 1, !dbg !2325, !tbaa !493
  %252 = add nuw i64 %245, 32
  %253 = icmp eq i64 %252, %243
  br i1 %253, label %254, label %244, !llvm.loop !2326

254:                                              ; preds = %244
  %255 = icmp eq i64 %234, %243, !dbg !2323
  br i1 %255, label %327, label %256, !dbg !2323

256:                                              ; preds = %254
  %257 = getelementptr i8, ptr %228, i64 %243, !dbg !2323
  %258 = getelementptr i8, ptr %229, i64 %243, !dbg !2323
  %259 = and i64 %234, 24, !dbg !2323
  %260 = icmp eq i64 %259, 0, !dbg !2323
  br i1 %260, label %275, label %261, !dbg !2323

261:                                              ; preds = %240, %256
  %262 = phi i64 [ %243, %256 ], [ 0, %240 ]
  %263 = and i64 %234, -8, !dbg !2323
  %264 = getelementptr i8, ptr %229, i64 %263, !dbg !2323
  %265 = getelementptr i8, ptr %228, i64 %263, !dbg !2323
  br label %266, !dbg !2323

266:                                              ; preds = %266, %261
  %267 = phi i64 [ %262, %261 ], [ %271, %266 ]
  %268 = getelementptr i8, ptr %229, i64 %267
  %269 = getelementptr i8, ptr %228, i64 %267
  %270 = load <8 x i8>, ptr %269, align 1, !dbg !2324, !tbaa !493
  store <8 x i8> %270, ptr %268, align 1, !dbg !2325, !tbaa !493
  %271 = add nuw i64 %267, 8
  %272 = icmp eq i64 %271, %263
  br i1 %272, label %273, label %266, !llvm.loop !2330

273:                                              ; preds = %266
  %274 = icmp eq i64 %234, %263, !dbg !2323
  br i1 %274, label %327, label %275, !dbg !2323

275:                                              ; preds = %273, %231, %256
  %276 = phi ptr [ %229, %231 ], [ %258, %256 ], [ %264, %273 ]
  %277 = phi ptr [ %228, %231 ], [ %257, %256 ], [ %265, %273 ]
  %278 = add i64 %96, %90, !dbg !2323
  %279 = ptrtoint ptr %277 to i64, !dbg !2323
  %280 = sub i64 %278, %279, !dbg !2323
  %281 = add i64 %90, -1, !dbg !2323
  %282 = add i64 %281, %96, !dbg !2323
  %283 = sub i64 %282, %279, !dbg !2323
  %284 = and i64 %280, 7, !dbg !2323
  %285 = icmp eq i64 %284, 0, !dbg !2323
  br i1 %285, label %295, label %286, !dbg !2323

286:                                              ; preds = %275, %286
  %287 = phi ptr [ %292, %286 ], [ %276, %275 ]
  %288 = phi ptr [ %290, %286 ], [ %277, %275 ]
  %289 = phi i64 [ %293, %286 ], [ 0, %275 ]
    #dbg_value(ptr %287, !2280, !DIExpression(), !2288)
    #dbg_value(ptr %288, !2285, !DIExpression(), !2288)
  %290 = getelementptr inbounds i8, ptr %288, i64 1, !dbg !2327
    #dbg_value(ptr %290, !2285, !DIExpression(), !2288)
  %291 = load i8, ptr %288, align 1, !dbg !2324, !tbaa !493
  %292 = getelementptr inbounds i8, ptr %287, i64 1, !dbg !2331
    #dbg_value(ptr %292, !2280, !DIExpression(), !2288)
  store i8 %291, ptr %287, align 1, !dbg !2325, !tbaa !493
  %293 = add i64 %289, 1, !dbg !2323
  %294 = icmp eq i64 %293, %284, !dbg !2323
  br i1 %294, label %295, label %286, !dbg !2323, !llvm.loop !2332

295:                                              ; preds = %286, %275
  %296 = phi ptr [ %276, %275 ], [ %292, %286 ]
  %297 = phi ptr [ %277, %275 ], [ %290, %286 ]
  %298 = icmp ult i64 %283, 7, !dbg !2323
  br i1 %298, label %327, label %299, !dbg !2323

299:                                              ; preds = %295, %299
  %300 = phi ptr [ %325, %299 ], [ %296, %295 ]
  %301 = phi ptr [ %323, %299 ], [ %297, %295 ]
    #dbg_value(ptr %300, !2280, !DIExpression(), !2288)
    #dbg_value(ptr %301, !2285, !DIExpression(), !2288)
  %302 = getelementptr inbounds i8, ptr %301, i64 1, !dbg !2327
    #dbg_value(ptr %302, !2285, !DIExpression(), !2288)
  %303 = load i8, ptr %301, align 1, !dbg !2324, !tbaa !493
  %304 = getelementptr inbounds i8, ptr %300, i64 1, !dbg !2331
    #dbg_value(ptr %304, !2280, !DIExpression(), !2288)
  store i8 %303, ptr %300, align 1, !dbg !2325, !tbaa !493
  %305 = getelementptr inbounds i8, ptr %301, i64 2, !dbg !2327
    #dbg_value(ptr %305, !2285, !DIExpression(), !2288)
  %306 = load i8, ptr %302, align 1, !dbg !2324, !tbaa !493
  %307 = getelementptr inbounds i8, ptr %300, i64 2, !dbg !2331
    #dbg_value(ptr %307, !2280, !DIExpression(), !2288)
  store i8 %306, ptr %304, align 1, !dbg !2325, !tbaa !493
  %308 = getelementptr inbounds i8, ptr %301, i64 3, !dbg !2327
    #dbg_value(ptr %308, !2285, !DIExpression(), !2288)
  %309 = load i8, ptr %305, align 1, !dbg !2324, !tbaa !493
  %310 = getelementptr inbounds i8, ptr %300, i64 3, !dbg !2331
    #dbg_value(ptr %310, !2280, !DIExpression(), !2288)
  store i8 %309, ptr %307, align 1, !dbg !2325, !tbaa !493
  %311 = getelementptr inbounds i8, ptr %301, i64 4, !dbg !2327
    #dbg_value(ptr %311, !2285, !DIExpression(), !2288)
  %312 = load i8, ptr %308, align 1, !dbg !2324, !tbaa !493
  %313 = getelementptr inbounds i8, ptr %300, i64 4, !dbg !2331
    #dbg_value(ptr %313, !2280, !DIExpression(), !2288)
  store i8 %312, ptr %310, align 1, !dbg !2325, !tbaa !493
  %314 = getelementptr inbounds i8, ptr %301, i64 5, !dbg !2327
    #dbg_value(ptr %314, !2285, !DIExpression(), !2288)
  %315 = load i8, ptr %311, align 1, !dbg !2324, !tbaa !493
  %316 = getelementptr inbounds i8, ptr %300, i64 5, !dbg !2331
    #dbg_value(ptr %316, !2280, !DIExpression(), !2288)
  store i8 %315, ptr %313, align 1, !dbg !2325, !tbaa !493
  %317 = getelementptr inbounds i8, ptr %301, i64 6, !dbg !2327
    #dbg_value(ptr %317, !2285, !DIExpression(), !2288)
  %318 = load i8, ptr %314, align 1, !dbg !2324, !tbaa !493
  %319 = getelementptr inbounds i8, ptr %300, i64 6, !dbg !2331
    #dbg_value(ptr %319, !2280, !DIExpression(), !2288)
  store i8 %318, ptr %316, align 1, !dbg !2325, !tbaa !493
  %320 = getelementptr inbounds i8, ptr %301, i64 7, !dbg !2327
    #dbg_value(ptr %320, !2285, !DIExpression(), !2288)
  %321 = load i8, ptr %317, align 1, !dbg !2324, !tbaa !493
  %322 = getelementptr inbounds i8, ptr %300, i64 7, !dbg !2331
    #dbg_value(ptr %322, !2280, !DIExpression(), !2288)
  store i8 %321, ptr %319, align 1, !dbg !2325, !tbaa !493
  %323 = getelementptr inbounds i8, ptr %301, i64 8, !dbg !2327
    #dbg_value(ptr %323, !2285, !DIExpression(), !2288)
  %324 = load i8, ptr %320, align 1, !dbg !2324, !tbaa !493
  %325 = getelementptr inbounds i8, ptr %300, i64 8, !dbg !2331
    #dbg_value(ptr %325, !2280, !DIExpression(), !2288)
  store i8 %324, ptr %322, align 1, !dbg !2325, !tbaa !493
  %326 = icmp eq ptr %323, %235, !dbg !2322
  br i1 %326, label %327, label %299, !dbg !2323, !llvm.loop !2333

327:                                              ; preds = %196, %295, %299, %254, %273, %227, %188
  %328 = load ptr, ptr %45, align 8, !dbg !2215, !tbaa !2198
  %329 = getelementptr inbounds i8, ptr %328, i64 %172, !dbg !2215
  store ptr %329, ptr %45, align 8, !dbg !2215, !tbaa !2198
    #dbg_value(ptr %2, !2216, !DIExpression(), !2226)
    #dbg_value(i64 %172, !2221, !DIExpression(), !2226)
    #dbg_value(i32 %177, !2222, !DIExpression(), !2226)
    #dbg_value(i64 %178, !2223, !DIExpression(), !2226)
  %330 = icmp ugt i64 %172, 65535, !dbg !2334
  %331 = load ptr, ptr %48, align 8, !dbg !2228, !tbaa !2229
  br i1 %330, label %332, label %339, !dbg !2230, !prof !2336

332:                                              ; preds = %327
  store i32 1, ptr %47, align 8, !dbg !2337, !tbaa !2339
  %333 = load ptr, ptr %2, align 8, !dbg !2340, !tbaa !2341
  %334 = ptrtoint ptr %331 to i64, !dbg !2342
  %335 = ptrtoint ptr %333 to i64, !dbg !2342
  %336 = sub i64 %334, %335, !dbg !2342
  %337 = lshr exact i64 %336, 3, !dbg !2342
  %338 = trunc i64 %337 to i32, !dbg !2343
  store i32 %338, ptr %49, align 4, !dbg !2344, !tbaa !2345
  br label %339, !dbg !2346

339:                                              ; preds = %185, %332, %327
  %340 = phi ptr [ %187, %185 ], [ %331, %332 ], [ %331, %327 ], !dbg !2228
  %341 = trunc i64 %172 to i16, !dbg !2347
  %342 = getelementptr inbounds i8, ptr %340, i64 4, !dbg !2348
  store i16 %341, ptr %342, align 4, !dbg !2349, !tbaa !2350
  store i32 %177, ptr %340, align 4, !dbg !2352, !tbaa !2353
  %343 = add nsw i64 %178, -3, !dbg !2354
    #dbg_value(i64 %343, !2224, !DIExpression(), !2355)
  %344 = icmp ugt i64 %343, 65535, !dbg !2356
  br i1 %344, label %345, label %352, !dbg !2358, !prof !552

345:                                              ; preds = %339
  store i32 2, ptr %47, align 8, !dbg !2359, !tbaa !2339
  %346 = load ptr, ptr %2, align 8, !dbg !2361, !tbaa !2341
  %347 = ptrtoint ptr %340 to i64, !dbg !2362
  %348 = ptrtoint ptr %346 to i64, !dbg !2362
  %349 = sub i64 %347, %348, !dbg !2362
  %350 = lshr exact i64 %349, 3, !dbg !2362
  %351 = trunc i64 %350 to i32, !dbg !2363
  store i32 %351, ptr %49, align 4, !dbg !2364, !tbaa !2345
  br label %352, !dbg !2365

352:                                              ; preds = %345, %339
  %353 = trunc i64 %343 to i16, !dbg !2366
  %354 = getelementptr inbounds i8, ptr %340, i64 6, !dbg !2367
  store i16 %353, ptr %354, align 2, !dbg !2368, !tbaa !2369
  %355 = getelementptr inbounds i8, ptr %340, i64 8, !dbg !2370
  store ptr %355, ptr %48, align 8, !dbg !2370, !tbaa !2229
  %356 = getelementptr inbounds i8, ptr %174, i64 %178, !dbg !2371
    #dbg_value(ptr %356, !1990, !DIExpression(), !2000)
  %357 = load i64, ptr %33, align 8, !dbg !2031, !tbaa !1863
  %358 = load i64, ptr %34, align 8, !dbg !2032, !tbaa !1001
  %359 = icmp ult i64 %357, %358, !dbg !2033
  %360 = icmp ult ptr %356, %29, !dbg !2034
  %361 = select i1 %359, i1 %360, i1 false, !dbg !2034
  br i1 %361, label %86, label %362, !dbg !2035

362:                                              ; preds = %352, %149, %32
  %363 = phi ptr [ %5, %32 ], [ %89, %149 ], [ %356, %352 ], !dbg !2372
    #dbg_value(ptr %363, !1990, !DIExpression(), !2000)
    #dbg_value(ptr %1, !2130, !DIExpression(), !2373)
    #dbg_value(ptr %363, !2135, !DIExpression(), !2373)
  %364 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !2375
  %365 = load ptr, ptr %364, align 8, !dbg !2375, !tbaa !2140
  %366 = ptrtoint ptr %363 to i64, !dbg !2376
  %367 = ptrtoint ptr %365 to i64, !dbg !2376
  %368 = sub i64 %366, %367, !dbg !2376
  %369 = trunc i64 %368 to i32, !dbg !2377
    #dbg_value(i32 %369, !2136, !DIExpression(), !2373)
  %370 = getelementptr inbounds i8, ptr %1, i64 44, !dbg !2378
  %371 = load i32, ptr %370, align 4, !dbg !2378, !tbaa !2145
  %372 = add i32 %371, 1024, !dbg !2379
  %373 = icmp ult i32 %372, %369, !dbg !2380
  br i1 %373, label %374, label %379, !dbg !2381

374:                                              ; preds = %362
  %375 = sub i32 %369, %371, !dbg !2382
  %376 = add i32 %375, -1024, !dbg !2382
  %377 = tail call i32 @llvm.umin.i32(i32 %376, i32 512), !dbg !2382
  %378 = sub i32 %369, %377, !dbg !2383
  store i32 %378, ptr %370, align 4, !dbg !2384, !tbaa !2145
  br label %379, !dbg !2385

379:                                              ; preds = %362, %374
    #dbg_value(ptr %1, !2154, !DIExpression(), !2386)
    #dbg_value(ptr %363, !2159, !DIExpression(), !2386)
    #dbg_value(ptr %363, !2160, !DIExpression(), !2386)
  %380 = load i32, ptr %10, align 8, !dbg !2388, !tbaa !2164
  switch i32 %380, label %383 [
    i32 1, label %381
    i32 2, label %382
  ], !dbg !2389

381:                                              ; preds = %379
  tail call void @ZSTD_fillHashTable(ptr noundef nonnull %1, ptr noundef %363, i32 noundef 0, i32 noundef 0) #14, !dbg !2390
  br label %383, !dbg !2391

382:                                              ; preds = %379
  tail call void @ZSTD_fillDoubleHashTable(ptr noundef nonnull %1, ptr noundef %363, i32 noundef 0, i32 noundef 0) #14, !dbg !2392
  br label %383, !dbg !2393

383:                                              ; preds = %379, %381, %382
  %384 = ptrtoint ptr %29 to i64, !dbg !2394
  %385 = sub i64 %384, %366, !dbg !2394
  %386 = tail call i64 %28(ptr noundef nonnull %1, ptr noundef %2, ptr noundef %3, ptr noundef %363, i64 noundef %385) #14, !dbg !2395
  br label %387, !dbg !2396

387:                                              ; preds = %85, %83, %383
  %388 = phi i64 [ %386, %383 ], [ %53, %83 ], [ %53, %85 ], !dbg !2000
  ret i64 %388, !dbg !2397
}

declare !dbg !2398 ptr @ZSTD_selectBlockCompressor(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #11

declare !dbg !2401 void @ZSTD_fillHashTable(ptr noundef, ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #9

declare !dbg !2407 void @ZSTD_fillDoubleHashTable(ptr noundef, ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.usub.sat.i32(i32, i32) #13

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inlinehint mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree norecurse nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #11 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #13 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { nounwind }
attributes #15 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!199, !200, !201, !202, !203, !204, !205}
!llvm.ident = !{!206}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ZSTD_ldm_gearTab", scope: !2, file: !194, line: 17, type: !195, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !108, globals: !193, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "src/zstd/lib/compress/zstd_ldm.c", directory: ".", checksumkind: CSK_MD5, checksum: "52116b23b3344b22d1509b0939fae1f4")
!4 = !{!5, !12, !23, !28, !34, !40, !45, !51, !56, !95, !99, !103}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !6, line: 1451, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "src/zstd/lib/compress/../common/../zstd.h", directory: ".", checksumkind: CSK_MD5, checksum: "0885616b65e9f8a4ec3d90c27aa9b289")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11}
!9 = !DIEnumerator(name: "ZSTD_ps_auto", value: 0)
!10 = !DIEnumerator(name: "ZSTD_ps_enable", value: 1)
!11 = !DIEnumerator(name: "ZSTD_ps_disable", value: 2)
!12 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !6, line: 336, baseType: !7, size: 32, elements: !13)
!13 = !{!14, !15, !16, !17, !18, !19, !20, !21, !22}
!14 = !DIEnumerator(name: "ZSTD_fast", value: 1)
!15 = !DIEnumerator(name: "ZSTD_dfast", value: 2)
!16 = !DIEnumerator(name: "ZSTD_greedy", value: 3)
!17 = !DIEnumerator(name: "ZSTD_lazy", value: 4)
!18 = !DIEnumerator(name: "ZSTD_lazy2", value: 5)
!19 = !DIEnumerator(name: "ZSTD_btlazy2", value: 6)
!20 = !DIEnumerator(name: "ZSTD_btopt", value: 7)
!21 = !DIEnumerator(name: "ZSTD_btultra", value: 8)
!22 = !DIEnumerator(name: "ZSTD_btultra2", value: 9)
!23 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !24, line: 224, baseType: !7, size: 32, elements: !25)
!24 = !DIFile(filename: "src/zstd/lib/compress/zstd_compress_internal.h", directory: ".", checksumkind: CSK_MD5, checksum: "9f1fb0609d1fab688a18d6d3f34d7662")
!25 = !{!26, !27}
!26 = !DIEnumerator(name: "zop_dynamic", value: 0)
!27 = !DIEnumerator(name: "zop_predef", value: 1)
!28 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !29, line: 139, baseType: !7, size: 32, elements: !30)
!29 = !DIFile(filename: "src/zstd/lib/compress/../common/huf.h", directory: ".", checksumkind: CSK_MD5, checksum: "05b0d64590183c51750c28f7b2051958")
!30 = !{!31, !32, !33}
!31 = !DIEnumerator(name: "HUF_repeat_none", value: 0)
!32 = !DIEnumerator(name: "HUF_repeat_check", value: 1)
!33 = !DIEnumerator(name: "HUF_repeat_valid", value: 2)
!34 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !35, line: 278, baseType: !7, size: 32, elements: !36)
!35 = !DIFile(filename: "src/zstd/lib/compress/../common/fse.h", directory: ".", checksumkind: CSK_MD5, checksum: "b140564be5fe996b57617f6cd8c431d7")
!36 = !{!37, !38, !39}
!37 = !DIEnumerator(name: "FSE_repeat_none", value: 0)
!38 = !DIEnumerator(name: "FSE_repeat_check", value: 1)
!39 = !DIEnumerator(name: "FSE_repeat_valid", value: 2)
!40 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !24, line: 92, baseType: !7, size: 32, elements: !41)
!41 = !{!42, !43, !44}
!42 = !DIEnumerator(name: "ZSTD_llt_none", value: 0)
!43 = !DIEnumerator(name: "ZSTD_llt_literalLength", value: 1)
!44 = !DIEnumerator(name: "ZSTD_llt_matchLength", value: 2)
!45 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !24, line: 551, baseType: !7, size: 32, elements: !46)
!46 = !{!47, !48, !49, !50}
!47 = !DIEnumerator(name: "ZSTD_noDict", value: 0)
!48 = !DIEnumerator(name: "ZSTD_extDict", value: 1)
!49 = !DIEnumerator(name: "ZSTD_dictMatchState", value: 2)
!50 = !DIEnumerator(name: "ZSTD_dedicatedDictSearch", value: 3)
!51 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !52, line: 2769, baseType: !7, size: 32, elements: !53)
!52 = !DIFile(filename: "src/zstd/lib/compress/../common/xxhash.h", directory: ".", checksumkind: CSK_MD5, checksum: "75600583013f35d8800450f351bd22f0")
!53 = !{!54, !55}
!54 = !DIEnumerator(name: "XXH_aligned", value: 0)
!55 = !DIEnumerator(name: "XXH_unaligned", value: 1)
!56 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !57, line: 60, baseType: !7, size: 32, elements: !58)
!57 = !DIFile(filename: "src/zstd/lib/compress/../common/../zstd_errors.h", directory: ".", checksumkind: CSK_MD5, checksum: "c41245e70dc8b3520adab14d208c8b46")
!58 = !{!59, !60, !61, !62, !63, !64, !65, !66, !67, !68, !69, !70, !71, !72, !73, !74, !75, !76, !77, !78, !79, !80, !81, !82, !83, !84, !85, !86, !87, !88, !89, !90, !91, !92, !93, !94}
!59 = !DIEnumerator(name: "ZSTD_error_no_error", value: 0)
!60 = !DIEnumerator(name: "ZSTD_error_GENERIC", value: 1)
!61 = !DIEnumerator(name: "ZSTD_error_prefix_unknown", value: 10)
!62 = !DIEnumerator(name: "ZSTD_error_version_unsupported", value: 12)
!63 = !DIEnumerator(name: "ZSTD_error_frameParameter_unsupported", value: 14)
!64 = !DIEnumerator(name: "ZSTD_error_frameParameter_windowTooLarge", value: 16)
!65 = !DIEnumerator(name: "ZSTD_error_corruption_detected", value: 20)
!66 = !DIEnumerator(name: "ZSTD_error_checksum_wrong", value: 22)
!67 = !DIEnumerator(name: "ZSTD_error_literals_headerWrong", value: 24)
!68 = !DIEnumerator(name: "ZSTD_error_dictionary_corrupted", value: 30)
!69 = !DIEnumerator(name: "ZSTD_error_dictionary_wrong", value: 32)
!70 = !DIEnumerator(name: "ZSTD_error_dictionaryCreation_failed", value: 34)
!71 = !DIEnumerator(name: "ZSTD_error_parameter_unsupported", value: 40)
!72 = !DIEnumerator(name: "ZSTD_error_parameter_combination_unsupported", value: 41)
!73 = !DIEnumerator(name: "ZSTD_error_parameter_outOfBound", value: 42)
!74 = !DIEnumerator(name: "ZSTD_error_tableLog_tooLarge", value: 44)
!75 = !DIEnumerator(name: "ZSTD_error_maxSymbolValue_tooLarge", value: 46)
!76 = !DIEnumerator(name: "ZSTD_error_maxSymbolValue_tooSmall", value: 48)
!77 = !DIEnumerator(name: "ZSTD_error_cannotProduce_uncompressedBlock", value: 49)
!78 = !DIEnumerator(name: "ZSTD_error_stabilityCondition_notRespected", value: 50)
!79 = !DIEnumerator(name: "ZSTD_error_stage_wrong", value: 60)
!80 = !DIEnumerator(name: "ZSTD_error_init_missing", value: 62)
!81 = !DIEnumerator(name: "ZSTD_error_memory_allocation", value: 64)
!82 = !DIEnumerator(name: "ZSTD_error_workSpace_tooSmall", value: 66)
!83 = !DIEnumerator(name: "ZSTD_error_dstSize_tooSmall", value: 70)
!84 = !DIEnumerator(name: "ZSTD_error_srcSize_wrong", value: 72)
!85 = !DIEnumerator(name: "ZSTD_error_dstBuffer_null", value: 74)
!86 = !DIEnumerator(name: "ZSTD_error_noForwardProgress_destFull", value: 80)
!87 = !DIEnumerator(name: "ZSTD_error_noForwardProgress_inputEmpty", value: 82)
!88 = !DIEnumerator(name: "ZSTD_error_frameIndex_tooLarge", value: 100)
!89 = !DIEnumerator(name: "ZSTD_error_seekableIO", value: 102)
!90 = !DIEnumerator(name: "ZSTD_error_dstBuffer_wrong", value: 104)
!91 = !DIEnumerator(name: "ZSTD_error_srcBuffer_wrong", value: 105)
!92 = !DIEnumerator(name: "ZSTD_error_sequenceProducer_failed", value: 106)
!93 = !DIEnumerator(name: "ZSTD_error_externalSequences_invalid", value: 107)
!94 = !DIEnumerator(name: "ZSTD_error_maxCode", value: 120)
!95 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !24, line: 548, baseType: !7, size: 32, elements: !96)
!96 = !{!97, !98}
!97 = !DIEnumerator(name: "ZSTD_dtlm_fast", value: 0)
!98 = !DIEnumerator(name: "ZSTD_dtlm_full", value: 1)
!99 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !24, line: 549, baseType: !7, size: 32, elements: !100)
!100 = !{!101, !102}
!101 = !DIEnumerator(name: "ZSTD_tfp_forCCtx", value: 0)
!102 = !DIEnumerator(name: "ZSTD_tfp_forCDict", value: 1)
!103 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !104, line: 202, baseType: !7, size: 32, elements: !105)
!104 = !DIFile(filename: "src/zstd/lib/compress/../common/zstd_internal.h", directory: ".", checksumkind: CSK_MD5, checksum: "0834319b8e985d5018849be19063d477")
!105 = !{!106, !107}
!106 = !DIEnumerator(name: "ZSTD_no_overlap", value: 0)
!107 = !DIEnumerator(name: "ZSTD_overlap_src_before_dst", value: 1)
!108 = !{!109, !115, !118, !124, !127, !130, !131, !133, !135, !145, !149, !120, !157, !7, !160, !163, !170, !173, !180, !182, !187, !192, !166}
!109 = !DIDerivedType(tag: DW_TAG_typedef, name: "U32", file: !110, line: 47, baseType: !111)
!110 = !DIFile(filename: "src/zstd/lib/compress/../common/mem.h", directory: ".", checksumkind: CSK_MD5, checksum: "d7e97ebaddd3cd6c7a39d96291fed5fd")
!111 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !112, line: 26, baseType: !113)
!112 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!113 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !114, line: 42, baseType: !7)
!114 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!115 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !116, line: 18, baseType: !117)
!116 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!117 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!118 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !119, size: 64)
!119 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !120)
!120 = !DIDerivedType(tag: DW_TAG_typedef, name: "BYTE", file: !110, line: 42, baseType: !121)
!121 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !112, line: 24, baseType: !122)
!122 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !114, line: 38, baseType: !123)
!123 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!124 = !DIDerivedType(tag: DW_TAG_typedef, name: "U64", file: !110, line: 49, baseType: !125)
!125 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !112, line: 27, baseType: !126)
!126 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !114, line: 45, baseType: !117)
!127 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !128, size: 64)
!128 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !129)
!129 = !DIDerivedType(tag: DW_TAG_typedef, name: "xxh_u8", file: !52, line: 2487, baseType: !121)
!130 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!131 = !DIDerivedType(tag: DW_TAG_typedef, name: "xxh_u64", file: !52, line: 3229, baseType: !132)
!132 = !DIDerivedType(tag: DW_TAG_typedef, name: "XXH64_hash_t", file: !52, line: 859, baseType: !125)
!133 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !134, size: 64)
!134 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !131)
!135 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !136, size: 64)
!136 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !137)
!137 = !DIDerivedType(tag: DW_TAG_typedef, name: "xxh_unalign64", scope: !138, file: !52, line: 3262, baseType: !131, align: 8)
!138 = distinct !DISubprogram(name: "XXH_read64", scope: !52, file: !52, line: 3260, type: !139, scopeLine: 3261, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !143)
!139 = !DISubroutineType(types: !140)
!140 = !{!131, !141}
!141 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !142, size: 64)
!142 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!143 = !{!144}
!144 = !DILocalVariable(name: "ptr", arg: 1, scope: !138, file: !52, line: 3260, type: !141)
!145 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !146, size: 64)
!146 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !147)
!147 = !DIDerivedType(tag: DW_TAG_typedef, name: "xxh_u32", file: !52, line: 2491, baseType: !148)
!148 = !DIDerivedType(tag: DW_TAG_typedef, name: "XXH32_hash_t", file: !52, line: 585, baseType: !111)
!149 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !150, size: 64)
!150 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !151)
!151 = !DIDerivedType(tag: DW_TAG_typedef, name: "xxh_unalign32", scope: !152, file: !52, line: 2583, baseType: !147, align: 8)
!152 = distinct !DISubprogram(name: "XXH_read32", scope: !52, file: !52, line: 2581, type: !153, scopeLine: 2582, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !155)
!153 = !DISubroutineType(types: !154)
!154 = !{!147, !141}
!155 = !{!156}
!156 = !DILocalVariable(name: "ptr", arg: 1, scope: !152, file: !52, line: 2581, type: !141)
!157 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !158, size: 64)
!158 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !159)
!159 = !DIDerivedType(tag: DW_TAG_typedef, name: "unalignArch", file: !110, line: 180, baseType: !115, align: 8)
!160 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !161, size: 64)
!161 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !162)
!162 = !DIDerivedType(tag: DW_TAG_typedef, name: "unalign32", file: !110, line: 178, baseType: !109, align: 8)
!163 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !164, size: 64)
!164 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !165)
!165 = !DIDerivedType(tag: DW_TAG_typedef, name: "unalign16", file: !110, line: 177, baseType: !166, align: 8)
!166 = !DIDerivedType(tag: DW_TAG_typedef, name: "U16", file: !110, line: 45, baseType: !167)
!167 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !112, line: 25, baseType: !168)
!168 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !114, line: 40, baseType: !169)
!169 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!170 = !DIDerivedType(tag: DW_TAG_typedef, name: "ptrdiff_t", file: !171, line: 18, baseType: !172)
!171 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_ptrdiff_t.h", directory: "", checksumkind: CSK_MD5, checksum: "21e0c40f3315797d915cc7ea60040a98")
!172 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!173 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !174, size: 64)
!174 = !DIDerivedType(tag: DW_TAG_typedef, name: "__m128i", file: !175, line: 20, baseType: !176, align: 128)
!175 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/emmintrin.h", directory: "", checksumkind: CSK_MD5, checksum: "3b8cc71610900a890b80a5728ae6f65c")
!176 = !DICompositeType(tag: DW_TAG_array_type, baseType: !177, size: 128, flags: DIFlagVector, elements: !178)
!177 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!178 = !{!179}
!179 = !DISubrange(count: 2)
!180 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !181, size: 64)
!181 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !174)
!182 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !183, size: 64)
!183 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__storeu_si128", file: !175, line: 3891, size: 128, elements: !184)
!184 = !{!185}
!185 = !DIDerivedType(tag: DW_TAG_member, name: "__v", scope: !183, file: !175, line: 3892, baseType: !186, size: 128, align: 8)
!186 = !DIDerivedType(tag: DW_TAG_typedef, name: "__m128i_u", file: !175, line: 23, baseType: !176, align: 8)
!187 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !188, size: 64)
!188 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !189)
!189 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__loadu_si128", file: !175, line: 3441, size: 128, elements: !190)
!190 = !{!191}
!191 = !DIDerivedType(tag: DW_TAG_member, name: "__v", scope: !189, file: !175, line: 3442, baseType: !186, size: 128, align: 8)
!192 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !120, size: 64)
!193 = !{!0}
!194 = !DIFile(filename: "src/zstd/lib/compress/zstd_ldm_geartab.h", directory: ".", checksumkind: CSK_MD5, checksum: "3cb9b726dcbe5c13575701ca024b2b5b")
!195 = !DICompositeType(tag: DW_TAG_array_type, baseType: !196, size: 16384, elements: !197)
!196 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !124)
!197 = !{!198}
!198 = !DISubrange(count: 256)
!199 = !{i32 7, !"Dwarf Version", i32 5}
!200 = !{i32 2, !"Debug Info Version", i32 3}
!201 = !{i32 1, !"wchar_size", i32 4}
!202 = !{i32 8, !"PIC Level", i32 2}
!203 = !{i32 7, !"PIE Level", i32 2}
!204 = !{i32 7, !"uwtable", i32 2}
!205 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!206 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!207 = distinct !DISubprogram(name: "ZSTD_ldm_adjustParameters", scope: !3, file: !3, line: 135, type: !208, scopeLine: 137, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !234)
!208 = !DISubroutineType(types: !209)
!209 = !{null, !210, !221}
!210 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !211, size: 64)
!211 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldmParams_t", file: !24, line: 353, baseType: !212)
!212 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !24, line: 346, size: 192, elements: !213)
!213 = !{!214, !216, !217, !218, !219, !220}
!214 = !DIDerivedType(tag: DW_TAG_member, name: "enableLdm", scope: !212, file: !24, line: 347, baseType: !215, size: 32)
!215 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_ParamSwitch_e", file: !6, line: 1459, baseType: !5)
!216 = !DIDerivedType(tag: DW_TAG_member, name: "hashLog", scope: !212, file: !24, line: 348, baseType: !109, size: 32, offset: 32)
!217 = !DIDerivedType(tag: DW_TAG_member, name: "bucketSizeLog", scope: !212, file: !24, line: 349, baseType: !109, size: 32, offset: 64)
!218 = !DIDerivedType(tag: DW_TAG_member, name: "minMatchLength", scope: !212, file: !24, line: 350, baseType: !109, size: 32, offset: 96)
!219 = !DIDerivedType(tag: DW_TAG_member, name: "hashRateLog", scope: !212, file: !24, line: 351, baseType: !109, size: 32, offset: 128)
!220 = !DIDerivedType(tag: DW_TAG_member, name: "windowLog", scope: !212, file: !24, line: 352, baseType: !109, size: 32, offset: 160)
!221 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !222, size: 64)
!222 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !223)
!223 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_compressionParameters", file: !6, line: 1360, baseType: !224)
!224 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !6, line: 1352, size: 224, elements: !225)
!225 = !{!226, !227, !228, !229, !230, !231, !232}
!226 = !DIDerivedType(tag: DW_TAG_member, name: "windowLog", scope: !224, file: !6, line: 1353, baseType: !7, size: 32)
!227 = !DIDerivedType(tag: DW_TAG_member, name: "chainLog", scope: !224, file: !6, line: 1354, baseType: !7, size: 32, offset: 32)
!228 = !DIDerivedType(tag: DW_TAG_member, name: "hashLog", scope: !224, file: !6, line: 1355, baseType: !7, size: 32, offset: 64)
!229 = !DIDerivedType(tag: DW_TAG_member, name: "searchLog", scope: !224, file: !6, line: 1356, baseType: !7, size: 32, offset: 96)
!230 = !DIDerivedType(tag: DW_TAG_member, name: "minMatch", scope: !224, file: !6, line: 1357, baseType: !7, size: 32, offset: 128)
!231 = !DIDerivedType(tag: DW_TAG_member, name: "targetLength", scope: !224, file: !6, line: 1358, baseType: !7, size: 32, offset: 160)
!232 = !DIDerivedType(tag: DW_TAG_member, name: "strategy", scope: !224, file: !6, line: 1359, baseType: !233, size: 32, offset: 192)
!233 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_strategy", file: !6, line: 347, baseType: !12)
!234 = !{!235, !236}
!235 = !DILocalVariable(name: "params", arg: 1, scope: !207, file: !3, line: 135, type: !210)
!236 = !DILocalVariable(name: "cParams", arg: 2, scope: !207, file: !3, line: 136, type: !221)
!237 = !DILocation(line: 0, scope: !207)
!238 = !DILocation(line: 138, column: 34, scope: !207)
!239 = !{!240, !241, i64 0}
!240 = !{!"", !241, i64 0, !241, i64 4, !241, i64 8, !241, i64 12, !241, i64 16, !241, i64 20, !241, i64 24}
!241 = !{!"int", !242, i64 0}
!242 = !{!"omnipotent char", !243, i64 0}
!243 = !{!"Simple C/C++ TBAA"}
!244 = !DILocation(line: 138, column: 13, scope: !207)
!245 = !DILocation(line: 138, column: 23, scope: !207)
!246 = !{!247, !241, i64 20}
!247 = !{!"", !241, i64 0, !241, i64 4, !241, i64 8, !241, i64 12, !241, i64 16, !241, i64 20}
!248 = !DILocation(line: 141, column: 17, scope: !249)
!249 = distinct !DILexicalBlock(scope: !207, file: !3, line: 141, column: 9)
!250 = !{!247, !241, i64 16}
!251 = !DILocation(line: 141, column: 29, scope: !249)
!252 = !{!247, !241, i64 4}
!253 = !DILocation(line: 141, column: 9, scope: !207)
!254 = !DILocation(line: 142, column: 13, scope: !255)
!255 = distinct !DILexicalBlock(scope: !249, file: !3, line: 141, column: 35)
!256 = !DILocation(line: 145, column: 35, scope: !257)
!257 = distinct !DILexicalBlock(scope: !258, file: !3, line: 145, column: 17)
!258 = distinct !DILexicalBlock(scope: !259, file: !3, line: 142, column: 34)
!259 = distinct !DILexicalBlock(scope: !255, file: !3, line: 142, column: 13)
!260 = !DILocation(line: 145, column: 17, scope: !258)
!261 = !DILocation(line: 146, column: 57, scope: !262)
!262 = distinct !DILexicalBlock(scope: !257, file: !3, line: 145, column: 54)
!263 = !DILocation(line: 146, column: 37, scope: !262)
!264 = !DILocation(line: 147, column: 13, scope: !262)
!265 = !DILocation(line: 151, column: 49, scope: !266)
!266 = distinct !DILexicalBlock(scope: !259, file: !3, line: 148, column: 16)
!267 = !{!240, !241, i64 24}
!268 = !DILocation(line: 151, column: 57, scope: !266)
!269 = !DILocation(line: 151, column: 37, scope: !266)
!270 = !DILocation(line: 151, column: 33, scope: !266)
!271 = !DILocation(line: 154, column: 9, scope: !207)
!272 = !DILocation(line: 154, column: 17, scope: !273)
!273 = distinct !DILexicalBlock(scope: !207, file: !3, line: 154, column: 9)
!274 = !DILocation(line: 155, column: 27, scope: !275)
!275 = distinct !DILexicalBlock(scope: !273, file: !3, line: 154, column: 31)
!276 = !DILocation(line: 155, column: 25, scope: !275)
!277 = !DILocation(line: 156, column: 5, scope: !275)
!278 = !DILocation(line: 157, column: 17, scope: !279)
!279 = distinct !DILexicalBlock(scope: !207, file: !3, line: 157, column: 9)
!280 = !{!247, !241, i64 12}
!281 = !DILocation(line: 157, column: 32, scope: !279)
!282 = !DILocation(line: 157, column: 9, scope: !207)
!283 = !DILocation(line: 159, column: 22, scope: !284)
!284 = distinct !DILexicalBlock(scope: !285, file: !3, line: 159, column: 13)
!285 = distinct !DILexicalBlock(scope: !279, file: !3, line: 157, column: 38)
!286 = !DILocation(line: 159, column: 31, scope: !284)
!287 = !DILocation(line: 159, column: 13, scope: !285)
!288 = !DILocation(line: 0, scope: !285)
!289 = !DILocation(line: 162, column: 17, scope: !290)
!290 = distinct !DILexicalBlock(scope: !207, file: !3, line: 162, column: 9)
!291 = !{!247, !241, i64 8}
!292 = !DILocation(line: 162, column: 30, scope: !290)
!293 = !DILocation(line: 162, column: 9, scope: !207)
!294 = !DILocation(line: 164, column: 33, scope: !295)
!295 = distinct !DILexicalBlock(scope: !290, file: !3, line: 162, column: 35)
!296 = !DILocation(line: 165, column: 5, scope: !295)
!297 = !DILocation(line: 166, column: 29, scope: !207)
!298 = !DILocation(line: 166, column: 27, scope: !207)
!299 = !DILocation(line: 167, column: 1, scope: !207)
!300 = distinct !DISubprogram(name: "ZSTD_ldm_getTableSize", scope: !3, file: !3, line: 169, type: !301, scopeLine: 170, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !303)
!301 = !DISubroutineType(types: !302)
!302 = !{!115, !211}
!303 = !{!304, !305, !307, !308, !309}
!304 = !DILocalVariable(name: "params", arg: 1, scope: !300, file: !3, line: 169, type: !211)
!305 = !DILocalVariable(name: "ldmHSize", scope: !300, file: !3, line: 171, type: !306)
!306 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !115)
!307 = !DILocalVariable(name: "ldmBucketSizeLog", scope: !300, file: !3, line: 172, type: !306)
!308 = !DILocalVariable(name: "ldmBucketSize", scope: !300, file: !3, line: 173, type: !306)
!309 = !DILocalVariable(name: "totalSize", scope: !300, file: !3, line: 174, type: !306)
!310 = !DILocation(line: 169, column: 42, scope: !300)
!311 = !DILocation(line: 171, column: 51, scope: !300)
!312 = !DILocation(line: 171, column: 41, scope: !300)
!313 = !DILocation(line: 0, scope: !300)
!314 = !DILocation(line: 172, column: 37, scope: !300)
!315 = !DILocation(line: 173, column: 65, scope: !300)
!316 = !DILocation(line: 173, column: 46, scope: !300)
!317 = !DILocation(line: 175, column: 61, scope: !300)
!318 = !DILocation(line: 175, column: 28, scope: !300)
!319 = !DILocation(line: 176, column: 19, scope: !300)
!320 = !{!247, !241, i64 0}
!321 = !DILocation(line: 176, column: 29, scope: !300)
!322 = !DILocation(line: 176, column: 12, scope: !300)
!323 = !DILocation(line: 176, column: 5, scope: !300)
!324 = distinct !DISubprogram(name: "ZSTD_ldm_getMaxNbSeq", scope: !3, file: !3, line: 179, type: !325, scopeLine: 180, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !327)
!325 = !DISubroutineType(types: !326)
!326 = !{!115, !211, !115}
!327 = !{!328, !329}
!328 = !DILocalVariable(name: "params", arg: 1, scope: !324, file: !3, line: 179, type: !211)
!329 = !DILocalVariable(name: "maxChunkSize", arg: 2, scope: !324, file: !3, line: 179, type: !115)
!330 = !DILocation(line: 179, column: 41, scope: !324)
!331 = !DILocation(line: 0, scope: !324)
!332 = !DILocation(line: 181, column: 19, scope: !324)
!333 = !DILocation(line: 181, column: 29, scope: !324)
!334 = !DILocation(line: 181, column: 12, scope: !324)
!335 = !DILocation(line: 181, column: 72, scope: !324)
!336 = !DILocation(line: 181, column: 65, scope: !324)
!337 = !DILocation(line: 181, column: 63, scope: !324)
!338 = !DILocation(line: 181, column: 5, scope: !324)
!339 = distinct !DISubprogram(name: "ZSTD_ldm_fillHashTable", scope: !3, file: !3, line: 285, type: !340, scopeLine: 288, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !380)
!340 = !DISubroutineType(types: !341)
!341 = !{null, !342, !118, !118, !378}
!342 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !343, size: 64)
!343 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldmState_t", file: !24, line: 344, baseType: !344)
!344 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !24, line: 337, size: 16896, elements: !345)
!345 = !{!346, !356, !363, !364, !365, !369}
!346 = !DIDerivedType(tag: DW_TAG_member, name: "window", scope: !344, file: !24, line: 338, baseType: !347, size: 320)
!347 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_window_t", file: !24, line: 264, baseType: !348)
!348 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !24, line: 254, size: 320, elements: !349)
!349 = !{!350, !351, !352, !353, !354, !355}
!350 = !DIDerivedType(tag: DW_TAG_member, name: "nextSrc", scope: !348, file: !24, line: 255, baseType: !118, size: 64)
!351 = !DIDerivedType(tag: DW_TAG_member, name: "base", scope: !348, file: !24, line: 256, baseType: !118, size: 64, offset: 64)
!352 = !DIDerivedType(tag: DW_TAG_member, name: "dictBase", scope: !348, file: !24, line: 257, baseType: !118, size: 64, offset: 128)
!353 = !DIDerivedType(tag: DW_TAG_member, name: "dictLimit", scope: !348, file: !24, line: 258, baseType: !109, size: 32, offset: 192)
!354 = !DIDerivedType(tag: DW_TAG_member, name: "lowLimit", scope: !348, file: !24, line: 259, baseType: !109, size: 32, offset: 224)
!355 = !DIDerivedType(tag: DW_TAG_member, name: "nbOverflowCorrections", scope: !348, file: !24, line: 260, baseType: !109, size: 32, offset: 256)
!356 = !DIDerivedType(tag: DW_TAG_member, name: "hashTable", scope: !344, file: !24, line: 339, baseType: !357, size: 64, offset: 320)
!357 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !358, size: 64)
!358 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldmEntry_t", file: !24, line: 326, baseType: !359)
!359 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !24, line: 323, size: 64, elements: !360)
!360 = !{!361, !362}
!361 = !DIDerivedType(tag: DW_TAG_member, name: "offset", scope: !359, file: !24, line: 324, baseType: !109, size: 32)
!362 = !DIDerivedType(tag: DW_TAG_member, name: "checksum", scope: !359, file: !24, line: 325, baseType: !109, size: 32, offset: 32)
!363 = !DIDerivedType(tag: DW_TAG_member, name: "loadedDictEnd", scope: !344, file: !24, line: 340, baseType: !109, size: 32, offset: 384)
!364 = !DIDerivedType(tag: DW_TAG_member, name: "bucketOffsets", scope: !344, file: !24, line: 341, baseType: !192, size: 64, offset: 448)
!365 = !DIDerivedType(tag: DW_TAG_member, name: "splitIndices", scope: !344, file: !24, line: 342, baseType: !366, size: 4096, offset: 512)
!366 = !DICompositeType(tag: DW_TAG_array_type, baseType: !115, size: 4096, elements: !367)
!367 = !{!368}
!368 = !DISubrange(count: 64)
!369 = !DIDerivedType(tag: DW_TAG_member, name: "matchCandidates", scope: !344, file: !24, line: 343, baseType: !370, size: 12288, offset: 4608)
!370 = !DICompositeType(tag: DW_TAG_array_type, baseType: !371, size: 12288, elements: !367)
!371 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldmMatchCandidate_t", file: !24, line: 333, baseType: !372)
!372 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !24, line: 328, size: 192, elements: !373)
!373 = !{!374, !375, !376, !377}
!374 = !DIDerivedType(tag: DW_TAG_member, name: "split", scope: !372, file: !24, line: 329, baseType: !118, size: 64)
!375 = !DIDerivedType(tag: DW_TAG_member, name: "hash", scope: !372, file: !24, line: 330, baseType: !109, size: 32, offset: 64)
!376 = !DIDerivedType(tag: DW_TAG_member, name: "checksum", scope: !372, file: !24, line: 331, baseType: !109, size: 32, offset: 96)
!377 = !DIDerivedType(tag: DW_TAG_member, name: "bucket", scope: !372, file: !24, line: 332, baseType: !357, size: 64, offset: 128)
!378 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !379, size: 64)
!379 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !211)
!380 = !{!381, !382, !383, !384, !385, !387, !388, !389, !391, !392, !398, !401, !402, !404, !405, !411, !412, !413}
!381 = !DILocalVariable(name: "ldmState", arg: 1, scope: !339, file: !3, line: 286, type: !342)
!382 = !DILocalVariable(name: "ip", arg: 2, scope: !339, file: !3, line: 286, type: !118)
!383 = !DILocalVariable(name: "iend", arg: 3, scope: !339, file: !3, line: 287, type: !118)
!384 = !DILocalVariable(name: "params", arg: 4, scope: !339, file: !3, line: 287, type: !378)
!385 = !DILocalVariable(name: "minMatchLength", scope: !339, file: !3, line: 289, type: !386)
!386 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !109)
!387 = !DILocalVariable(name: "bucketSizeLog", scope: !339, file: !3, line: 290, type: !386)
!388 = !DILocalVariable(name: "hBits", scope: !339, file: !3, line: 291, type: !386)
!389 = !DILocalVariable(name: "base", scope: !339, file: !3, line: 292, type: !390)
!390 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !118)
!391 = !DILocalVariable(name: "istart", scope: !339, file: !3, line: 293, type: !390)
!392 = !DILocalVariable(name: "hashState", scope: !339, file: !3, line: 294, type: !393)
!393 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldmRollingHashState_t", file: !3, line: 26, baseType: !394)
!394 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 23, size: 128, elements: !395)
!395 = !{!396, !397}
!396 = !DIDerivedType(tag: DW_TAG_member, name: "rolling", scope: !394, file: !3, line: 24, baseType: !124, size: 64)
!397 = !DIDerivedType(tag: DW_TAG_member, name: "stopMask", scope: !394, file: !3, line: 25, baseType: !124, size: 64, offset: 64)
!398 = !DILocalVariable(name: "splits", scope: !339, file: !3, line: 295, type: !399)
!399 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !400)
!400 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !115, size: 64)
!401 = !DILocalVariable(name: "numSplits", scope: !339, file: !3, line: 296, type: !7)
!402 = !DILocalVariable(name: "hashed", scope: !403, file: !3, line: 302, type: !115)
!403 = distinct !DILexicalBlock(scope: !339, file: !3, line: 301, column: 23)
!404 = !DILocalVariable(name: "n", scope: !403, file: !3, line: 303, type: !7)
!405 = !DILocalVariable(name: "split", scope: !406, file: !3, line: 310, type: !390)
!406 = distinct !DILexicalBlock(scope: !407, file: !3, line: 309, column: 60)
!407 = distinct !DILexicalBlock(scope: !408, file: !3, line: 309, column: 17)
!408 = distinct !DILexicalBlock(scope: !409, file: !3, line: 308, column: 41)
!409 = distinct !DILexicalBlock(scope: !410, file: !3, line: 308, column: 9)
!410 = distinct !DILexicalBlock(scope: !403, file: !3, line: 308, column: 9)
!411 = !DILocalVariable(name: "xxhash", scope: !406, file: !3, line: 311, type: !196)
!412 = !DILocalVariable(name: "hash", scope: !406, file: !3, line: 312, type: !386)
!413 = !DILocalVariable(name: "entry", scope: !406, file: !3, line: 313, type: !358)
!414 = distinct !DIAssignID()
!415 = !DILocation(line: 0, scope: !339)
!416 = distinct !DIAssignID()
!417 = !DILocation(line: 289, column: 40, scope: !339)
!418 = !DILocation(line: 34, column: 30, scope: !419, inlinedAt: !428)
!419 = distinct !DISubprogram(name: "ZSTD_ldm_gear_init", scope: !3, file: !3, line: 32, type: !420, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !423)
!420 = !DISubroutineType(types: !421)
!421 = !{null, !422, !378}
!422 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !393, size: 64)
!423 = !{!424, !425, !426, !427}
!424 = !DILocalVariable(name: "state", arg: 1, scope: !419, file: !3, line: 32, type: !422)
!425 = !DILocalVariable(name: "params", arg: 2, scope: !419, file: !3, line: 32, type: !378)
!426 = !DILocalVariable(name: "maxBitsInMask", scope: !419, file: !3, line: 34, type: !7)
!427 = !DILocalVariable(name: "hashRateLog", scope: !419, file: !3, line: 35, type: !7)
!428 = distinct !DILocation(line: 300, column: 5, scope: !339)
!429 = !DILocation(line: 290, column: 39, scope: !339)
!430 = !DILocation(line: 291, column: 31, scope: !339)
!431 = !DILocation(line: 292, column: 47, scope: !339)
!432 = !{!433, !435, i64 8}
!433 = !{!"", !434, i64 0, !435, i64 40, !241, i64 48, !435, i64 56, !242, i64 64, !242, i64 576}
!434 = !{!"", !435, i64 0, !435, i64 8, !435, i64 16, !241, i64 24, !241, i64 28, !241, i64 32}
!435 = !{!"any pointer", !242, i64 0}
!436 = !DILocation(line: 294, column: 5, scope: !339)
!437 = !DILocation(line: 295, column: 38, scope: !339)
!438 = !DILocation(line: 296, column: 5, scope: !339)
!439 = !DILocation(line: 0, scope: !419, inlinedAt: !428)
!440 = !DILocation(line: 35, column: 36, scope: !419, inlinedAt: !428)
!441 = !DILocation(line: 37, column: 20, scope: !419, inlinedAt: !428)
!442 = !{!443, !444, i64 0}
!443 = !{!"", !444, i64 0, !444, i64 8}
!444 = !{!"long", !242, i64 0}
!445 = distinct !DIAssignID()
!446 = !DILocation(line: 52, column: 25, scope: !447, inlinedAt: !428)
!447 = distinct !DILexicalBlock(scope: !419, file: !3, line: 52, column: 9)
!448 = !DILocation(line: 0, scope: !447, inlinedAt: !428)
!449 = distinct !DIAssignID()
!450 = !DILocation(line: 301, column: 15, scope: !339)
!451 = !DILocation(line: 301, column: 5, scope: !339)
!452 = !DILocation(line: 291, column: 39, scope: !339)
!453 = !DILocation(line: 305, column: 19, scope: !403)
!454 = !{!241, !241, i64 0}
!455 = distinct !DIAssignID()
!456 = !DILocation(line: 306, column: 67, scope: !403)
!457 = !DILocation(line: 306, column: 18, scope: !403)
!458 = !DILocation(line: 0, scope: !403)
!459 = !DILocation(line: 308, column: 23, scope: !409)
!460 = !DILocation(line: 308, column: 9, scope: !410)
!461 = !DILocation(line: 309, column: 22, scope: !407)
!462 = !{!444, !444, i64 0}
!463 = !DILocation(line: 309, column: 20, scope: !407)
!464 = !DILocation(line: 309, column: 32, scope: !407)
!465 = !DILocation(line: 309, column: 17, scope: !408)
!466 = !DILocation(line: 310, column: 58, scope: !406)
!467 = !DILocation(line: 0, scope: !406)
!468 = !DILocation(line: 311, column: 36, scope: !406)
!469 = !DILocation(line: 312, column: 34, scope: !406)
!470 = !DILocation(line: 315, column: 44, scope: !406)
!471 = !DILocation(line: 317, column: 17, scope: !406)
!472 = !DILocation(line: 317, column: 48, scope: !406)
!473 = !DILocation(line: 317, column: 69, scope: !406)
!474 = !DILocalVariable(name: "entry", arg: 3, scope: !475, file: !3, line: 195, type: !478)
!475 = distinct !DISubprogram(name: "ZSTD_ldm_insertEntry", scope: !3, file: !3, line: 194, type: !476, scopeLine: 197, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !479)
!476 = !DISubroutineType(types: !477)
!477 = !{null, !342, !306, !478, !386}
!478 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !358)
!479 = !{!480, !481, !474, !482, !483, !485}
!480 = !DILocalVariable(name: "ldmState", arg: 1, scope: !475, file: !3, line: 194, type: !342)
!481 = !DILocalVariable(name: "hash", arg: 2, scope: !475, file: !3, line: 195, type: !306)
!482 = !DILocalVariable(name: "bucketSizeLog", arg: 4, scope: !475, file: !3, line: 196, type: !386)
!483 = !DILocalVariable(name: "pOffset", scope: !475, file: !3, line: 198, type: !484)
!484 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !192)
!485 = !DILocalVariable(name: "offset", scope: !475, file: !3, line: 199, type: !486)
!486 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!487 = !DILocation(line: 0, scope: !475, inlinedAt: !488)
!488 = distinct !DILocation(line: 317, column: 17, scope: !406)
!489 = !DILocation(line: 198, column: 37, scope: !475, inlinedAt: !488)
!490 = !{!433, !435, i64 56}
!491 = !DILocation(line: 198, column: 51, scope: !475, inlinedAt: !488)
!492 = !DILocation(line: 199, column: 29, scope: !475, inlinedAt: !488)
!493 = !{!242, !242, i64 0}
!494 = !DILocalVariable(name: "ldmState", arg: 1, scope: !495, file: !3, line: 187, type: !498)
!495 = distinct !DISubprogram(name: "ZSTD_ldm_getBucket", scope: !3, file: !3, line: 186, type: !496, scopeLine: 188, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !500)
!496 = !DISubroutineType(types: !497)
!497 = !{!357, !498, !115, !386}
!498 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !499, size: 64)
!499 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !343)
!500 = !{!494, !501, !502}
!501 = !DILocalVariable(name: "hash", arg: 2, scope: !495, file: !3, line: 187, type: !115)
!502 = !DILocalVariable(name: "bucketSizeLog", arg: 3, scope: !495, file: !3, line: 187, type: !386)
!503 = !DILocation(line: 0, scope: !495, inlinedAt: !504)
!504 = distinct !DILocation(line: 201, column: 7, scope: !475, inlinedAt: !488)
!505 = !DILocation(line: 189, column: 22, scope: !495, inlinedAt: !504)
!506 = !{!433, !435, i64 40}
!507 = !DILocation(line: 189, column: 40, scope: !495, inlinedAt: !504)
!508 = !DILocation(line: 189, column: 32, scope: !495, inlinedAt: !504)
!509 = !DILocation(line: 201, column: 57, scope: !475, inlinedAt: !488)
!510 = !DILocation(line: 201, column: 69, scope: !475, inlinedAt: !488)
!511 = !DILocation(line: 202, column: 31, scope: !475, inlinedAt: !488)
!512 = !DILocation(line: 202, column: 61, scope: !475, inlinedAt: !488)
!513 = !DILocation(line: 202, column: 36, scope: !475, inlinedAt: !488)
!514 = !DILocation(line: 202, column: 16, scope: !475, inlinedAt: !488)
!515 = !DILocation(line: 202, column: 14, scope: !475, inlinedAt: !488)
!516 = !DILocation(line: 318, column: 13, scope: !406)
!517 = !DILocation(line: 308, column: 37, scope: !409)
!518 = distinct !{!518, !460, !519, !520}
!519 = !DILocation(line: 319, column: 9, scope: !410)
!520 = !{!"llvm.loop.mustprogress"}
!521 = !DILocation(line: 321, column: 12, scope: !403)
!522 = distinct !{!522, !451, !523, !520}
!523 = !DILocation(line: 322, column: 5, scope: !339)
!524 = !DILocation(line: 323, column: 1, scope: !339)
!525 = distinct !DISubprogram(name: "ZSTD_ldm_gear_feed", scope: !3, file: !3, line: 96, type: !526, scopeLine: 99, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !529)
!526 = !DISubroutineType(types: !527)
!527 = !{!115, !422, !118, !115, !400, !528}
!528 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!529 = !{!530, !531, !532, !533, !534, !535, !536, !537, !538}
!530 = !DILocalVariable(name: "state", arg: 1, scope: !525, file: !3, line: 96, type: !422)
!531 = !DILocalVariable(name: "data", arg: 2, scope: !525, file: !3, line: 97, type: !118)
!532 = !DILocalVariable(name: "size", arg: 3, scope: !525, file: !3, line: 97, type: !115)
!533 = !DILocalVariable(name: "splits", arg: 4, scope: !525, file: !3, line: 98, type: !400)
!534 = !DILocalVariable(name: "numSplits", arg: 5, scope: !525, file: !3, line: 98, type: !528)
!535 = !DILocalVariable(name: "n", scope: !525, file: !3, line: 100, type: !115)
!536 = !DILocalVariable(name: "hash", scope: !525, file: !3, line: 101, type: !124)
!537 = !DILocalVariable(name: "mask", scope: !525, file: !3, line: 101, type: !124)
!538 = !DILabel(scope: !525, name: "done", file: !3, line: 130)
!539 = !DILocation(line: 0, scope: !525)
!540 = !DILocation(line: 103, column: 19, scope: !525)
!541 = !DILocation(line: 104, column: 19, scope: !525)
!542 = !{!443, !444, i64 8}
!543 = !DILocation(line: 118, column: 18, scope: !525)
!544 = !DILocation(line: 118, column: 5, scope: !525)
!545 = !DILocation(line: 124, column: 14, scope: !525)
!546 = !DILocation(line: 124, column: 5, scope: !525)
!547 = !DILocation(line: 119, column: 9, scope: !548)
!548 = distinct !DILexicalBlock(scope: !549, file: !3, line: 119, column: 9)
!549 = distinct !DILexicalBlock(scope: !525, file: !3, line: 118, column: 26)
!550 = !DILocation(line: 119, column: 9, scope: !551)
!551 = distinct !DILexicalBlock(scope: !548, file: !3, line: 119, column: 9)
!552 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!553 = !DILocation(line: 119, column: 9, scope: !554)
!554 = distinct !DILexicalBlock(scope: !551, file: !3, line: 119, column: 9)
!555 = !DILocation(line: 119, column: 9, scope: !556)
!556 = distinct !DILexicalBlock(scope: !554, file: !3, line: 119, column: 9)
!557 = !DILocation(line: 120, column: 9, scope: !558)
!558 = distinct !DILexicalBlock(scope: !549, file: !3, line: 120, column: 9)
!559 = !DILocation(line: 120, column: 9, scope: !560)
!560 = distinct !DILexicalBlock(scope: !558, file: !3, line: 120, column: 9)
!561 = !DILocation(line: 120, column: 9, scope: !562)
!562 = distinct !DILexicalBlock(scope: !560, file: !3, line: 120, column: 9)
!563 = !DILocation(line: 120, column: 9, scope: !564)
!564 = distinct !DILexicalBlock(scope: !562, file: !3, line: 120, column: 9)
!565 = !DILocation(line: 121, column: 9, scope: !566)
!566 = distinct !DILexicalBlock(scope: !549, file: !3, line: 121, column: 9)
!567 = !DILocation(line: 121, column: 9, scope: !568)
!568 = distinct !DILexicalBlock(scope: !566, file: !3, line: 121, column: 9)
!569 = !DILocation(line: 121, column: 9, scope: !570)
!570 = distinct !DILexicalBlock(scope: !568, file: !3, line: 121, column: 9)
!571 = !DILocation(line: 121, column: 9, scope: !572)
!572 = distinct !DILexicalBlock(scope: !570, file: !3, line: 121, column: 9)
!573 = !DILocation(line: 122, column: 9, scope: !574)
!574 = distinct !DILexicalBlock(scope: !549, file: !3, line: 122, column: 9)
!575 = !DILocation(line: 122, column: 9, scope: !576)
!576 = distinct !DILexicalBlock(scope: !574, file: !3, line: 122, column: 9)
!577 = !DILocation(line: 122, column: 9, scope: !578)
!578 = distinct !DILexicalBlock(scope: !576, file: !3, line: 122, column: 9)
!579 = !DILocation(line: 122, column: 9, scope: !580)
!580 = distinct !DILexicalBlock(scope: !578, file: !3, line: 122, column: 9)
!581 = !DILocation(line: 118, column: 14, scope: !525)
!582 = distinct !{!582, !544, !583, !520}
!583 = !DILocation(line: 123, column: 5, scope: !525)
!584 = !DILocation(line: 125, column: 9, scope: !585)
!585 = distinct !DILexicalBlock(scope: !586, file: !3, line: 125, column: 9)
!586 = distinct !DILexicalBlock(scope: !525, file: !3, line: 124, column: 22)
!587 = !DILocation(line: 125, column: 9, scope: !588)
!588 = distinct !DILexicalBlock(scope: !585, file: !3, line: 125, column: 9)
!589 = !DILocation(line: 125, column: 9, scope: !590)
!590 = distinct !DILexicalBlock(scope: !588, file: !3, line: 125, column: 9)
!591 = !DILocation(line: 125, column: 9, scope: !592)
!592 = distinct !DILexicalBlock(scope: !590, file: !3, line: 125, column: 9)
!593 = distinct !{!593, !546, !594, !520}
!594 = !DILocation(line: 126, column: 5, scope: !525)
!595 = !DILocation(line: 130, column: 1, scope: !525)
!596 = !DILocation(line: 131, column: 20, scope: !525)
!597 = !DILocation(line: 132, column: 5, scope: !525)
!598 = distinct !DISubprogram(name: "XXH_INLINE_XXH64", scope: !52, file: !52, line: 3520, type: !599, scopeLine: 3521, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !601)
!599 = !DISubroutineType(cc: DW_CC_nocall, types: !600)
!600 = !{!132, !141, !115, !132}
!601 = !{!602, !603, !604}
!602 = !DILocalVariable(name: "input", arg: 1, scope: !598, file: !52, line: 3520, type: !141)
!603 = !DILocalVariable(name: "len", arg: 2, scope: !598, file: !52, line: 3520, type: !115)
!604 = !DILocalVariable(name: "seed", arg: 3, scope: !598, file: !52, line: 3520, type: !132)
!605 = !DILocation(line: 0, scope: !598)
!606 = !DILocalVariable(name: "input", arg: 1, scope: !607, file: !52, line: 3483, type: !127)
!607 = distinct !DISubprogram(name: "XXH64_endian_align", scope: !52, file: !52, line: 3483, type: !608, scopeLine: 3484, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !611)
!608 = !DISubroutineType(types: !609)
!609 = !{!131, !127, !115, !131, !610}
!610 = !DIDerivedType(tag: DW_TAG_typedef, name: "XXH_alignment", file: !52, line: 2772, baseType: !51)
!611 = !{!606, !612, !613, !614, !615, !616, !620, !621, !622, !623, !624}
!612 = !DILocalVariable(name: "len", arg: 2, scope: !607, file: !52, line: 3483, type: !115)
!613 = !DILocalVariable(name: "seed", arg: 3, scope: !607, file: !52, line: 3483, type: !131)
!614 = !DILocalVariable(name: "align", arg: 4, scope: !607, file: !52, line: 3483, type: !610)
!615 = !DILocalVariable(name: "h64", scope: !607, file: !52, line: 3485, type: !131)
!616 = !DILocalVariable(name: "bEnd", scope: !617, file: !52, line: 3489, type: !619)
!617 = distinct !DILexicalBlock(scope: !618, file: !52, line: 3488, column: 18)
!618 = distinct !DILexicalBlock(scope: !607, file: !52, line: 3488, column: 9)
!619 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !127)
!620 = !DILocalVariable(name: "limit", scope: !617, file: !52, line: 3490, type: !619)
!621 = !DILocalVariable(name: "v1", scope: !617, file: !52, line: 3491, type: !131)
!622 = !DILocalVariable(name: "v2", scope: !617, file: !52, line: 3492, type: !131)
!623 = !DILocalVariable(name: "v3", scope: !617, file: !52, line: 3493, type: !131)
!624 = !DILocalVariable(name: "v4", scope: !617, file: !52, line: 3494, type: !131)
!625 = !DILocation(line: 0, scope: !607, inlinedAt: !626)
!626 = distinct !DILocation(line: 3534, column: 12, scope: !598)
!627 = !DILocation(line: 3486, column: 14, scope: !628, inlinedAt: !626)
!628 = distinct !DILexicalBlock(scope: !607, file: !52, line: 3486, column: 9)
!629 = !DILocation(line: 3486, column: 9, scope: !607, inlinedAt: !626)
!630 = !DILocation(line: 3488, column: 12, scope: !618, inlinedAt: !626)
!631 = !DILocation(line: 3488, column: 9, scope: !607, inlinedAt: !626)
!632 = !DILocation(line: 3489, column: 42, scope: !617, inlinedAt: !626)
!633 = !DILocation(line: 0, scope: !617, inlinedAt: !626)
!634 = !DILocation(line: 3490, column: 42, scope: !617, inlinedAt: !626)
!635 = !DILocation(line: 3496, column: 9, scope: !617, inlinedAt: !626)
!636 = !DILocalVariable(name: "ptr", arg: 1, scope: !637, file: !52, line: 3342, type: !141)
!637 = distinct !DISubprogram(name: "XXH_readLE64_align", scope: !52, file: !52, line: 3342, type: !638, scopeLine: 3343, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !640)
!638 = !DISubroutineType(types: !639)
!639 = !{!131, !141, !610}
!640 = !{!636, !641}
!641 = !DILocalVariable(name: "align", arg: 2, scope: !637, file: !52, line: 3342, type: !610)
!642 = !DILocation(line: 0, scope: !637, inlinedAt: !643)
!643 = distinct !DILocation(line: 3497, column: 34, scope: !644, inlinedAt: !626)
!644 = distinct !DILexicalBlock(scope: !617, file: !52, line: 3496, column: 12)
!645 = !DILocalVariable(name: "ptr", arg: 1, scope: !646, file: !52, line: 3330, type: !141)
!646 = distinct !DISubprogram(name: "XXH_readLE64", scope: !52, file: !52, line: 3330, type: !139, scopeLine: 3331, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !647)
!647 = !{!645}
!648 = !DILocation(line: 0, scope: !646, inlinedAt: !649)
!649 = distinct !DILocation(line: 3345, column: 16, scope: !650, inlinedAt: !643)
!650 = distinct !DILexicalBlock(scope: !637, file: !52, line: 3344, column: 9)
!651 = !DILocation(line: 0, scope: !138, inlinedAt: !652)
!652 = distinct !DILocation(line: 3332, column: 36, scope: !646, inlinedAt: !649)
!653 = !DILocation(line: 3263, column: 12, scope: !138, inlinedAt: !652)
!654 = !DILocalVariable(name: "acc", arg: 1, scope: !655, file: !52, line: 3376, type: !131)
!655 = distinct !DISubprogram(name: "XXH64_round", scope: !52, file: !52, line: 3376, type: !656, scopeLine: 3377, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !658)
!656 = !DISubroutineType(types: !657)
!657 = !{!131, !131, !131}
!658 = !{!654, !659}
!659 = !DILocalVariable(name: "input", arg: 2, scope: !655, file: !52, line: 3376, type: !131)
!660 = !DILocation(line: 0, scope: !655, inlinedAt: !661)
!661 = distinct !DILocation(line: 3497, column: 18, scope: !644, inlinedAt: !626)
!662 = !DILocation(line: 3378, column: 18, scope: !655, inlinedAt: !661)
!663 = !DILocation(line: 3378, column: 9, scope: !655, inlinedAt: !661)
!664 = !DILocation(line: 3379, column: 12, scope: !655, inlinedAt: !661)
!665 = !DILocation(line: 3380, column: 9, scope: !655, inlinedAt: !661)
!666 = !DILocation(line: 3497, column: 62, scope: !644, inlinedAt: !626)
!667 = !DILocation(line: 0, scope: !637, inlinedAt: !668)
!668 = distinct !DILocation(line: 3498, column: 34, scope: !644, inlinedAt: !626)
!669 = !DILocation(line: 0, scope: !646, inlinedAt: !670)
!670 = distinct !DILocation(line: 3345, column: 16, scope: !650, inlinedAt: !668)
!671 = !DILocation(line: 0, scope: !138, inlinedAt: !672)
!672 = distinct !DILocation(line: 3332, column: 36, scope: !646, inlinedAt: !670)
!673 = !DILocation(line: 3263, column: 12, scope: !138, inlinedAt: !672)
!674 = !DILocation(line: 0, scope: !655, inlinedAt: !675)
!675 = distinct !DILocation(line: 3498, column: 18, scope: !644, inlinedAt: !626)
!676 = !DILocation(line: 3378, column: 18, scope: !655, inlinedAt: !675)
!677 = !DILocation(line: 3378, column: 9, scope: !655, inlinedAt: !675)
!678 = !DILocation(line: 3379, column: 12, scope: !655, inlinedAt: !675)
!679 = !DILocation(line: 3380, column: 9, scope: !655, inlinedAt: !675)
!680 = !DILocation(line: 3498, column: 62, scope: !644, inlinedAt: !626)
!681 = !DILocation(line: 0, scope: !637, inlinedAt: !682)
!682 = distinct !DILocation(line: 3499, column: 34, scope: !644, inlinedAt: !626)
!683 = !DILocation(line: 0, scope: !646, inlinedAt: !684)
!684 = distinct !DILocation(line: 3345, column: 16, scope: !650, inlinedAt: !682)
!685 = !DILocation(line: 0, scope: !138, inlinedAt: !686)
!686 = distinct !DILocation(line: 3332, column: 36, scope: !646, inlinedAt: !684)
!687 = !DILocation(line: 3263, column: 12, scope: !138, inlinedAt: !686)
!688 = !DILocation(line: 0, scope: !655, inlinedAt: !689)
!689 = distinct !DILocation(line: 3499, column: 18, scope: !644, inlinedAt: !626)
!690 = !DILocation(line: 3378, column: 18, scope: !655, inlinedAt: !689)
!691 = !DILocation(line: 3378, column: 9, scope: !655, inlinedAt: !689)
!692 = !DILocation(line: 3379, column: 12, scope: !655, inlinedAt: !689)
!693 = !DILocation(line: 3380, column: 9, scope: !655, inlinedAt: !689)
!694 = !DILocation(line: 3499, column: 62, scope: !644, inlinedAt: !626)
!695 = !DILocation(line: 0, scope: !637, inlinedAt: !696)
!696 = distinct !DILocation(line: 3500, column: 34, scope: !644, inlinedAt: !626)
!697 = !DILocation(line: 0, scope: !646, inlinedAt: !698)
!698 = distinct !DILocation(line: 3345, column: 16, scope: !650, inlinedAt: !696)
!699 = !DILocation(line: 0, scope: !138, inlinedAt: !700)
!700 = distinct !DILocation(line: 3332, column: 36, scope: !646, inlinedAt: !698)
!701 = !DILocation(line: 3263, column: 12, scope: !138, inlinedAt: !700)
!702 = !DILocation(line: 0, scope: !655, inlinedAt: !703)
!703 = distinct !DILocation(line: 3500, column: 18, scope: !644, inlinedAt: !626)
!704 = !DILocation(line: 3378, column: 18, scope: !655, inlinedAt: !703)
!705 = !DILocation(line: 3378, column: 9, scope: !655, inlinedAt: !703)
!706 = !DILocation(line: 3379, column: 12, scope: !655, inlinedAt: !703)
!707 = !DILocation(line: 3380, column: 9, scope: !655, inlinedAt: !703)
!708 = !DILocation(line: 3500, column: 62, scope: !644, inlinedAt: !626)
!709 = !DILocation(line: 3501, column: 23, scope: !617, inlinedAt: !626)
!710 = !DILocation(line: 3501, column: 9, scope: !644, inlinedAt: !626)
!711 = distinct !{!711, !635, !712, !520}
!712 = !DILocation(line: 3501, column: 29, scope: !617, inlinedAt: !626)
!713 = !DILocation(line: 3503, column: 15, scope: !617, inlinedAt: !626)
!714 = !DILocation(line: 3503, column: 35, scope: !617, inlinedAt: !626)
!715 = !DILocation(line: 3503, column: 33, scope: !617, inlinedAt: !626)
!716 = !DILocation(line: 3503, column: 55, scope: !617, inlinedAt: !626)
!717 = !DILocation(line: 3503, column: 53, scope: !617, inlinedAt: !626)
!718 = !DILocation(line: 3503, column: 76, scope: !617, inlinedAt: !626)
!719 = !DILocation(line: 3503, column: 74, scope: !617, inlinedAt: !626)
!720 = !DILocalVariable(name: "acc", arg: 1, scope: !721, file: !52, line: 3401, type: !131)
!721 = distinct !DISubprogram(name: "XXH64_mergeRound", scope: !52, file: !52, line: 3401, type: !656, scopeLine: 3402, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !722)
!722 = !{!720, !723}
!723 = !DILocalVariable(name: "val", arg: 2, scope: !721, file: !52, line: 3401, type: !131)
!724 = !DILocation(line: 0, scope: !721, inlinedAt: !725)
!725 = distinct !DILocation(line: 3504, column: 15, scope: !617, inlinedAt: !626)
!726 = !DILocation(line: 0, scope: !655, inlinedAt: !727)
!727 = distinct !DILocation(line: 3403, column: 12, scope: !721, inlinedAt: !725)
!728 = !DILocation(line: 3378, column: 18, scope: !655, inlinedAt: !727)
!729 = !DILocation(line: 3379, column: 12, scope: !655, inlinedAt: !727)
!730 = !DILocation(line: 3380, column: 9, scope: !655, inlinedAt: !727)
!731 = !DILocation(line: 3404, column: 9, scope: !721, inlinedAt: !725)
!732 = !DILocation(line: 3405, column: 16, scope: !721, inlinedAt: !725)
!733 = !DILocation(line: 3405, column: 32, scope: !721, inlinedAt: !725)
!734 = !DILocation(line: 0, scope: !721, inlinedAt: !735)
!735 = distinct !DILocation(line: 3505, column: 15, scope: !617, inlinedAt: !626)
!736 = !DILocation(line: 0, scope: !655, inlinedAt: !737)
!737 = distinct !DILocation(line: 3403, column: 12, scope: !721, inlinedAt: !735)
!738 = !DILocation(line: 3378, column: 18, scope: !655, inlinedAt: !737)
!739 = !DILocation(line: 3379, column: 12, scope: !655, inlinedAt: !737)
!740 = !DILocation(line: 3380, column: 9, scope: !655, inlinedAt: !737)
!741 = !DILocation(line: 3404, column: 9, scope: !721, inlinedAt: !735)
!742 = !DILocation(line: 3405, column: 16, scope: !721, inlinedAt: !735)
!743 = !DILocation(line: 3405, column: 32, scope: !721, inlinedAt: !735)
!744 = !DILocation(line: 0, scope: !721, inlinedAt: !745)
!745 = distinct !DILocation(line: 3506, column: 15, scope: !617, inlinedAt: !626)
!746 = !DILocation(line: 0, scope: !655, inlinedAt: !747)
!747 = distinct !DILocation(line: 3403, column: 12, scope: !721, inlinedAt: !745)
!748 = !DILocation(line: 3378, column: 18, scope: !655, inlinedAt: !747)
!749 = !DILocation(line: 3379, column: 12, scope: !655, inlinedAt: !747)
!750 = !DILocation(line: 3380, column: 9, scope: !655, inlinedAt: !747)
!751 = !DILocation(line: 3404, column: 9, scope: !721, inlinedAt: !745)
!752 = !DILocation(line: 3405, column: 16, scope: !721, inlinedAt: !745)
!753 = !DILocation(line: 3405, column: 32, scope: !721, inlinedAt: !745)
!754 = !DILocation(line: 0, scope: !721, inlinedAt: !755)
!755 = distinct !DILocation(line: 3507, column: 15, scope: !617, inlinedAt: !626)
!756 = !DILocation(line: 0, scope: !655, inlinedAt: !757)
!757 = distinct !DILocation(line: 3403, column: 12, scope: !721, inlinedAt: !755)
!758 = !DILocation(line: 3378, column: 18, scope: !655, inlinedAt: !757)
!759 = !DILocation(line: 3379, column: 12, scope: !655, inlinedAt: !757)
!760 = !DILocation(line: 3380, column: 9, scope: !655, inlinedAt: !757)
!761 = !DILocation(line: 3404, column: 9, scope: !721, inlinedAt: !755)
!762 = !DILocation(line: 3405, column: 16, scope: !721, inlinedAt: !755)
!763 = !DILocation(line: 3405, column: 32, scope: !721, inlinedAt: !755)
!764 = !DILocation(line: 3509, column: 5, scope: !617, inlinedAt: !626)
!765 = !DILocalVariable(name: "hash", arg: 1, scope: !766, file: !52, line: 3439, type: !131)
!766 = distinct !DISubprogram(name: "XXH64_finalize", scope: !52, file: !52, line: 3439, type: !767, scopeLine: 3440, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !769)
!767 = !DISubroutineType(types: !768)
!768 = !{!131, !131, !127, !115, !610}
!769 = !{!765, !770, !771, !772, !773}
!770 = !DILocalVariable(name: "ptr", arg: 2, scope: !766, file: !52, line: 3439, type: !127)
!771 = !DILocalVariable(name: "len", arg: 3, scope: !766, file: !52, line: 3439, type: !115)
!772 = !DILocalVariable(name: "align", arg: 4, scope: !766, file: !52, line: 3439, type: !610)
!773 = !DILocalVariable(name: "k1", scope: !774, file: !52, line: 3444, type: !134)
!774 = distinct !DILexicalBlock(scope: !766, file: !52, line: 3443, column: 22)
!775 = !DILocation(line: 0, scope: !766, inlinedAt: !776)
!776 = distinct !DILocation(line: 3515, column: 12, scope: !607, inlinedAt: !626)
!777 = !DILocation(line: 3441, column: 20, scope: !778, inlinedAt: !776)
!778 = distinct !DILexicalBlock(scope: !766, file: !52, line: 3441, column: 9)
!779 = !DILocation(line: 3456, column: 5, scope: !766, inlinedAt: !776)
!780 = !DILocation(line: 3513, column: 9, scope: !607, inlinedAt: !626)
!781 = !DILocation(line: 3442, column: 9, scope: !766, inlinedAt: !776)
!782 = !DILocation(line: 3443, column: 16, scope: !766, inlinedAt: !776)
!783 = !DILocation(line: 3443, column: 5, scope: !766, inlinedAt: !776)
!784 = !DILocation(line: 0, scope: !637, inlinedAt: !785)
!785 = distinct !DILocation(line: 3444, column: 43, scope: !774, inlinedAt: !776)
!786 = !DILocation(line: 0, scope: !646, inlinedAt: !787)
!787 = distinct !DILocation(line: 3345, column: 16, scope: !650, inlinedAt: !785)
!788 = !DILocation(line: 0, scope: !138, inlinedAt: !789)
!789 = distinct !DILocation(line: 3332, column: 36, scope: !646, inlinedAt: !787)
!790 = !DILocation(line: 3263, column: 12, scope: !138, inlinedAt: !789)
!791 = !DILocation(line: 0, scope: !655, inlinedAt: !792)
!792 = distinct !DILocation(line: 3444, column: 28, scope: !774, inlinedAt: !776)
!793 = !DILocation(line: 3378, column: 18, scope: !655, inlinedAt: !792)
!794 = !DILocation(line: 3379, column: 12, scope: !655, inlinedAt: !792)
!795 = !DILocation(line: 3380, column: 9, scope: !655, inlinedAt: !792)
!796 = !DILocation(line: 0, scope: !774, inlinedAt: !776)
!797 = !DILocation(line: 3445, column: 13, scope: !774, inlinedAt: !776)
!798 = !DILocation(line: 3446, column: 14, scope: !774, inlinedAt: !776)
!799 = !DILocation(line: 3447, column: 17, scope: !774, inlinedAt: !776)
!800 = !DILocation(line: 3447, column: 37, scope: !774, inlinedAt: !776)
!801 = !DILocation(line: 3447, column: 53, scope: !774, inlinedAt: !776)
!802 = !DILocation(line: 3448, column: 13, scope: !774, inlinedAt: !776)
!803 = distinct !{!803, !783, !804, !520}
!804 = !DILocation(line: 3449, column: 5, scope: !766, inlinedAt: !776)
!805 = !DILocation(line: 3450, column: 13, scope: !806, inlinedAt: !776)
!806 = distinct !DILexicalBlock(scope: !766, file: !52, line: 3450, column: 9)
!807 = !DILocation(line: 3450, column: 9, scope: !766, inlinedAt: !776)
!808 = !DILocalVariable(name: "ptr", arg: 1, scope: !809, file: !52, line: 2812, type: !141)
!809 = distinct !DISubprogram(name: "XXH_readLE32_align", scope: !52, file: !52, line: 2812, type: !810, scopeLine: 2813, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !812)
!810 = !DISubroutineType(types: !811)
!811 = !{!147, !141, !610}
!812 = !{!808, !813}
!813 = !DILocalVariable(name: "align", arg: 2, scope: !809, file: !52, line: 2812, type: !610)
!814 = !DILocation(line: 0, scope: !809, inlinedAt: !815)
!815 = distinct !DILocation(line: 3451, column: 27, scope: !816, inlinedAt: !776)
!816 = distinct !DILexicalBlock(scope: !806, file: !52, line: 3450, column: 19)
!817 = !DILocalVariable(name: "ptr", arg: 1, scope: !818, file: !52, line: 2800, type: !141)
!818 = distinct !DISubprogram(name: "XXH_readLE32", scope: !52, file: !52, line: 2800, type: !153, scopeLine: 2801, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !819)
!819 = !{!817}
!820 = !DILocation(line: 0, scope: !818, inlinedAt: !821)
!821 = distinct !DILocation(line: 2815, column: 16, scope: !822, inlinedAt: !815)
!822 = distinct !DILexicalBlock(scope: !823, file: !52, line: 2814, column: 31)
!823 = distinct !DILexicalBlock(scope: !809, file: !52, line: 2814, column: 9)
!824 = !DILocation(line: 0, scope: !152, inlinedAt: !825)
!825 = distinct !DILocation(line: 2802, column: 36, scope: !818, inlinedAt: !821)
!826 = !DILocation(line: 2584, column: 12, scope: !152, inlinedAt: !825)
!827 = !DILocation(line: 3451, column: 17, scope: !816, inlinedAt: !776)
!828 = !DILocation(line: 3451, column: 47, scope: !816, inlinedAt: !776)
!829 = !DILocation(line: 3451, column: 14, scope: !816, inlinedAt: !776)
!830 = !DILocation(line: 3452, column: 13, scope: !816, inlinedAt: !776)
!831 = !DILocation(line: 3453, column: 16, scope: !816, inlinedAt: !776)
!832 = !DILocation(line: 3453, column: 37, scope: !816, inlinedAt: !776)
!833 = !DILocation(line: 3453, column: 53, scope: !816, inlinedAt: !776)
!834 = !DILocation(line: 3454, column: 13, scope: !816, inlinedAt: !776)
!835 = !DILocation(line: 3455, column: 5, scope: !816, inlinedAt: !776)
!836 = !DILocation(line: 3456, column: 16, scope: !766, inlinedAt: !776)
!837 = !DILocation(line: 3457, column: 22, scope: !838, inlinedAt: !776)
!838 = distinct !DILexicalBlock(scope: !766, file: !52, line: 3456, column: 21)
!839 = !DILocation(line: 3457, column: 18, scope: !838, inlinedAt: !776)
!840 = !DILocation(line: 3457, column: 17, scope: !838, inlinedAt: !776)
!841 = !DILocation(line: 3457, column: 26, scope: !838, inlinedAt: !776)
!842 = !DILocation(line: 3457, column: 14, scope: !838, inlinedAt: !776)
!843 = !DILocation(line: 3458, column: 16, scope: !838, inlinedAt: !776)
!844 = !DILocation(line: 3458, column: 37, scope: !838, inlinedAt: !776)
!845 = !DILocation(line: 3459, column: 9, scope: !838, inlinedAt: !776)
!846 = distinct !{!846, !847}
!847 = !{!"llvm.loop.unroll.disable"}
!848 = distinct !{!848, !779, !849, !520}
!849 = !DILocation(line: 3460, column: 5, scope: !766, inlinedAt: !776)
!850 = !DILocalVariable(name: "hash", arg: 1, scope: !851, file: !52, line: 3410, type: !131)
!851 = distinct !DISubprogram(name: "XXH64_avalanche", scope: !52, file: !52, line: 3410, type: !852, scopeLine: 3411, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !854)
!852 = !DISubroutineType(types: !853)
!853 = !{!131, !131}
!854 = !{!850}
!855 = !DILocation(line: 0, scope: !851, inlinedAt: !856)
!856 = distinct !DILocation(line: 3461, column: 13, scope: !766, inlinedAt: !776)
!857 = !DILocation(line: 3412, column: 18, scope: !851, inlinedAt: !856)
!858 = !DILocation(line: 3412, column: 10, scope: !851, inlinedAt: !856)
!859 = !DILocation(line: 3413, column: 10, scope: !851, inlinedAt: !856)
!860 = !DILocation(line: 3414, column: 18, scope: !851, inlinedAt: !856)
!861 = !DILocation(line: 3414, column: 10, scope: !851, inlinedAt: !856)
!862 = !DILocation(line: 3415, column: 10, scope: !851, inlinedAt: !856)
!863 = !DILocation(line: 3416, column: 18, scope: !851, inlinedAt: !856)
!864 = !DILocation(line: 3416, column: 10, scope: !851, inlinedAt: !856)
!865 = !DILocation(line: 3534, column: 5, scope: !598)
!866 = distinct !DISubprogram(name: "ZSTD_ldm_generateSequences", scope: !3, file: !3, line: 526, type: !867, scopeLine: 529, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !885)
!867 = !DISubroutineType(types: !868)
!868 = !{!115, !342, !869, !378, !141, !115}
!869 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !870, size: 64)
!870 = !DIDerivedType(tag: DW_TAG_typedef, name: "RawSeqStore_t", file: !24, line: 212, baseType: !871)
!871 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !24, line: 205, size: 320, elements: !872)
!872 = !{!873, !881, !882, !883, !884}
!873 = !DIDerivedType(tag: DW_TAG_member, name: "seq", scope: !871, file: !24, line: 206, baseType: !874, size: 64)
!874 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !875, size: 64)
!875 = !DIDerivedType(tag: DW_TAG_typedef, name: "rawSeq", file: !24, line: 203, baseType: !876)
!876 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !24, line: 199, size: 96, elements: !877)
!877 = !{!878, !879, !880}
!878 = !DIDerivedType(tag: DW_TAG_member, name: "offset", scope: !876, file: !24, line: 200, baseType: !109, size: 32)
!879 = !DIDerivedType(tag: DW_TAG_member, name: "litLength", scope: !876, file: !24, line: 201, baseType: !109, size: 32, offset: 32)
!880 = !DIDerivedType(tag: DW_TAG_member, name: "matchLength", scope: !876, file: !24, line: 202, baseType: !109, size: 32, offset: 64)
!881 = !DIDerivedType(tag: DW_TAG_member, name: "pos", scope: !871, file: !24, line: 207, baseType: !115, size: 64, offset: 64)
!882 = !DIDerivedType(tag: DW_TAG_member, name: "posInSequence", scope: !871, file: !24, line: 208, baseType: !115, size: 64, offset: 128)
!883 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !871, file: !24, line: 210, baseType: !115, size: 64, offset: 192)
!884 = !DIDerivedType(tag: DW_TAG_member, name: "capacity", scope: !871, file: !24, line: 211, baseType: !115, size: 64, offset: 256)
!885 = !{!886, !887, !888, !889, !890, !891, !892, !893, !894, !895, !896, !897, !898, !902, !903, !904, !905, !906, !907, !910}
!886 = !DILocalVariable(name: "ldmState", arg: 1, scope: !866, file: !3, line: 527, type: !342)
!887 = !DILocalVariable(name: "sequences", arg: 2, scope: !866, file: !3, line: 527, type: !869)
!888 = !DILocalVariable(name: "params", arg: 3, scope: !866, file: !3, line: 528, type: !378)
!889 = !DILocalVariable(name: "src", arg: 4, scope: !866, file: !3, line: 528, type: !141)
!890 = !DILocalVariable(name: "srcSize", arg: 5, scope: !866, file: !3, line: 528, type: !115)
!891 = !DILocalVariable(name: "maxDist", scope: !866, file: !3, line: 530, type: !386)
!892 = !DILocalVariable(name: "istart", scope: !866, file: !3, line: 531, type: !390)
!893 = !DILocalVariable(name: "iend", scope: !866, file: !3, line: 532, type: !390)
!894 = !DILocalVariable(name: "kMaxChunkSize", scope: !866, file: !3, line: 533, type: !306)
!895 = !DILocalVariable(name: "nbChunks", scope: !866, file: !3, line: 534, type: !306)
!896 = !DILocalVariable(name: "chunk", scope: !866, file: !3, line: 535, type: !115)
!897 = !DILocalVariable(name: "leftoverSize", scope: !866, file: !3, line: 536, type: !115)
!898 = !DILocalVariable(name: "chunkStart", scope: !899, file: !3, line: 549, type: !390)
!899 = distinct !DILexicalBlock(scope: !900, file: !3, line: 548, column: 89)
!900 = distinct !DILexicalBlock(scope: !901, file: !3, line: 548, column: 5)
!901 = distinct !DILexicalBlock(scope: !866, file: !3, line: 548, column: 5)
!902 = !DILocalVariable(name: "remaining", scope: !899, file: !3, line: 550, type: !306)
!903 = !DILocalVariable(name: "chunkEnd", scope: !899, file: !3, line: 551, type: !390)
!904 = !DILocalVariable(name: "chunkSize", scope: !899, file: !3, line: 553, type: !306)
!905 = !DILocalVariable(name: "newLeftoverSize", scope: !899, file: !3, line: 554, type: !115)
!906 = !DILocalVariable(name: "prevSize", scope: !899, file: !3, line: 555, type: !306)
!907 = !DILocalVariable(name: "ldmHSize", scope: !908, file: !3, line: 560, type: !386)
!908 = distinct !DILexicalBlock(scope: !909, file: !3, line: 559, column: 126)
!909 = distinct !DILexicalBlock(scope: !899, file: !3, line: 559, column: 13)
!910 = !DILocalVariable(name: "correction", scope: !908, file: !3, line: 561, type: !386)
!911 = distinct !DIAssignID()
!912 = !DILocalVariable(name: "hashState", scope: !913, file: !3, line: 367, type: !393)
!913 = distinct !DISubprogram(name: "ZSTD_ldm_generateSequences_internal", scope: !3, file: !3, line: 342, type: !867, scopeLine: 345, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !914)
!914 = !{!915, !916, !917, !918, !919, !920, !923, !924, !925, !926, !927, !928, !929, !930, !931, !932, !933, !934, !935, !936, !937, !912, !938, !939, !942, !943, !945, !946, !950, !951, !952, !956, !957, !958, !959, !960, !961, !962, !963, !965, !967, !968, !969, !973, !974, !975, !978, !979, !980, !981, !983}
!915 = !DILocalVariable(name: "ldmState", arg: 1, scope: !913, file: !3, line: 343, type: !342)
!916 = !DILocalVariable(name: "rawSeqStore", arg: 2, scope: !913, file: !3, line: 343, type: !869)
!917 = !DILocalVariable(name: "params", arg: 3, scope: !913, file: !3, line: 344, type: !378)
!918 = !DILocalVariable(name: "src", arg: 4, scope: !913, file: !3, line: 344, type: !141)
!919 = !DILocalVariable(name: "srcSize", arg: 5, scope: !913, file: !3, line: 344, type: !115)
!920 = !DILocalVariable(name: "extDict", scope: !913, file: !3, line: 347, type: !921)
!921 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !922)
!922 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!923 = !DILocalVariable(name: "minMatchLength", scope: !913, file: !3, line: 348, type: !386)
!924 = !DILocalVariable(name: "entsPerBucket", scope: !913, file: !3, line: 349, type: !386)
!925 = !DILocalVariable(name: "hBits", scope: !913, file: !3, line: 350, type: !386)
!926 = !DILocalVariable(name: "dictLimit", scope: !913, file: !3, line: 352, type: !386)
!927 = !DILocalVariable(name: "lowestIndex", scope: !913, file: !3, line: 353, type: !386)
!928 = !DILocalVariable(name: "base", scope: !913, file: !3, line: 354, type: !390)
!929 = !DILocalVariable(name: "dictBase", scope: !913, file: !3, line: 355, type: !390)
!930 = !DILocalVariable(name: "dictStart", scope: !913, file: !3, line: 356, type: !390)
!931 = !DILocalVariable(name: "dictEnd", scope: !913, file: !3, line: 357, type: !390)
!932 = !DILocalVariable(name: "lowPrefixPtr", scope: !913, file: !3, line: 358, type: !390)
!933 = !DILocalVariable(name: "istart", scope: !913, file: !3, line: 360, type: !390)
!934 = !DILocalVariable(name: "iend", scope: !913, file: !3, line: 361, type: !390)
!935 = !DILocalVariable(name: "ilimit", scope: !913, file: !3, line: 362, type: !390)
!936 = !DILocalVariable(name: "anchor", scope: !913, file: !3, line: 364, type: !118)
!937 = !DILocalVariable(name: "ip", scope: !913, file: !3, line: 365, type: !118)
!938 = !DILocalVariable(name: "splits", scope: !913, file: !3, line: 369, type: !399)
!939 = !DILocalVariable(name: "candidates", scope: !913, file: !3, line: 370, type: !940)
!940 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !941)
!941 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !371, size: 64)
!942 = !DILocalVariable(name: "numSplits", scope: !913, file: !3, line: 371, type: !7)
!943 = !DILocalVariable(name: "hashed", scope: !944, file: !3, line: 382, type: !115)
!944 = distinct !DILexicalBlock(scope: !913, file: !3, line: 381, column: 25)
!945 = !DILocalVariable(name: "n", scope: !944, file: !3, line: 383, type: !7)
!946 = !DILocalVariable(name: "split", scope: !947, file: !3, line: 390, type: !390)
!947 = distinct !DILexicalBlock(scope: !948, file: !3, line: 389, column: 41)
!948 = distinct !DILexicalBlock(scope: !949, file: !3, line: 389, column: 9)
!949 = distinct !DILexicalBlock(scope: !944, file: !3, line: 389, column: 9)
!950 = !DILocalVariable(name: "xxhash", scope: !947, file: !3, line: 391, type: !196)
!951 = !DILocalVariable(name: "hash", scope: !947, file: !3, line: 392, type: !386)
!952 = !DILocalVariable(name: "forwardMatchLength", scope: !953, file: !3, line: 402, type: !115)
!953 = distinct !DILexicalBlock(scope: !954, file: !3, line: 401, column: 41)
!954 = distinct !DILexicalBlock(scope: !955, file: !3, line: 401, column: 9)
!955 = distinct !DILexicalBlock(scope: !944, file: !3, line: 401, column: 9)
!956 = !DILocalVariable(name: "backwardMatchLength", scope: !953, file: !3, line: 402, type: !115)
!957 = !DILocalVariable(name: "bestMatchLength", scope: !953, file: !3, line: 403, type: !115)
!958 = !DILocalVariable(name: "mLength", scope: !953, file: !3, line: 403, type: !115)
!959 = !DILocalVariable(name: "offset", scope: !953, file: !3, line: 404, type: !109)
!960 = !DILocalVariable(name: "split", scope: !953, file: !3, line: 405, type: !390)
!961 = !DILocalVariable(name: "checksum", scope: !953, file: !3, line: 406, type: !386)
!962 = !DILocalVariable(name: "hash", scope: !953, file: !3, line: 407, type: !386)
!963 = !DILocalVariable(name: "bucket", scope: !953, file: !3, line: 408, type: !964)
!964 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !357)
!965 = !DILocalVariable(name: "cur", scope: !953, file: !3, line: 409, type: !966)
!966 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !478, size: 64)
!967 = !DILocalVariable(name: "bestEntry", scope: !953, file: !3, line: 410, type: !966)
!968 = !DILocalVariable(name: "newEntry", scope: !953, file: !3, line: 411, type: !358)
!969 = !DILocalVariable(name: "curForwardMatchLength", scope: !970, file: !3, line: 425, type: !115)
!970 = distinct !DILexicalBlock(scope: !971, file: !3, line: 424, column: 69)
!971 = distinct !DILexicalBlock(scope: !972, file: !3, line: 424, column: 13)
!972 = distinct !DILexicalBlock(scope: !953, file: !3, line: 424, column: 13)
!973 = !DILocalVariable(name: "curBackwardMatchLength", scope: !970, file: !3, line: 425, type: !115)
!974 = !DILocalVariable(name: "curTotalMatchLength", scope: !970, file: !3, line: 426, type: !115)
!975 = !DILocalVariable(name: "curMatchBase", scope: !976, file: !3, line: 431, type: !390)
!976 = distinct !DILexicalBlock(scope: !977, file: !3, line: 430, column: 30)
!977 = distinct !DILexicalBlock(scope: !970, file: !3, line: 430, column: 21)
!978 = !DILocalVariable(name: "pMatch", scope: !976, file: !3, line: 433, type: !390)
!979 = !DILocalVariable(name: "matchEnd", scope: !976, file: !3, line: 434, type: !390)
!980 = !DILocalVariable(name: "lowMatchPtr", scope: !976, file: !3, line: 436, type: !390)
!981 = !DILocalVariable(name: "pMatch", scope: !982, file: !3, line: 446, type: !390)
!982 = distinct !DILexicalBlock(scope: !977, file: !3, line: 445, column: 24)
!983 = !DILocalVariable(name: "seq", scope: !984, file: !3, line: 475, type: !985)
!984 = distinct !DILexicalBlock(scope: !953, file: !3, line: 474, column: 13)
!985 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !874)
!986 = !DILocation(line: 0, scope: !913, inlinedAt: !987)
!987 = distinct !DILocation(line: 583, column: 27, scope: !899)
!988 = distinct !DIAssignID()
!989 = !DILocation(line: 0, scope: !866)
!990 = !DILocation(line: 530, column: 39, scope: !866)
!991 = !DILocation(line: 530, column: 28, scope: !866)
!992 = !DILocation(line: 532, column: 37, scope: !866)
!993 = !DILocation(line: 534, column: 38, scope: !866)
!994 = !DILocation(line: 534, column: 67, scope: !866)
!995 = !DILocation(line: 534, column: 84, scope: !866)
!996 = !DILocation(line: 534, column: 57, scope: !866)
!997 = !DILocation(line: 534, column: 55, scope: !866)
!998 = !DILocation(line: 548, column: 27, scope: !900)
!999 = !DILocation(line: 548, column: 38, scope: !900)
!1000 = !DILocation(line: 548, column: 52, scope: !900)
!1001 = !{!1002, !444, i64 24}
!1002 = !{!"", !435, i64 0, !444, i64 8, !444, i64 16, !444, i64 24, !444, i64 32}
!1003 = !DILocation(line: 548, column: 70, scope: !900)
!1004 = !{!1002, !444, i64 32}
!1005 = !DILocation(line: 548, column: 57, scope: !900)
!1006 = !DILocation(line: 548, column: 5, scope: !901)
!1007 = !DILocation(line: 549, column: 55, scope: !899)
!1008 = !DILocation(line: 549, column: 47, scope: !899)
!1009 = !DILocation(line: 0, scope: !899)
!1010 = !DILocation(line: 550, column: 48, scope: !899)
!1011 = !DILocation(line: 552, column: 24, scope: !899)
!1012 = !DILocation(line: 552, column: 13, scope: !899)
!1013 = !DILocation(line: 553, column: 43, scope: !899)
!1014 = !DILocalVariable(name: "window", arg: 1, scope: !1015, file: !24, line: 1132, type: !1018)
!1015 = distinct !DISubprogram(name: "ZSTD_window_needOverflowCorrection", scope: !24, file: !24, line: 1132, type: !1016, scopeLine: 1138, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1019)
!1016 = !DISubroutineType(types: !1017)
!1017 = !{!109, !1018, !109, !109, !109, !141, !141}
!1018 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !347)
!1019 = !{!1014, !1020, !1021, !1022, !1023, !1024, !1025}
!1020 = !DILocalVariable(name: "cycleLog", arg: 2, scope: !1015, file: !24, line: 1133, type: !109)
!1021 = !DILocalVariable(name: "maxDist", arg: 3, scope: !1015, file: !24, line: 1134, type: !109)
!1022 = !DILocalVariable(name: "loadedDictEnd", arg: 4, scope: !1015, file: !24, line: 1135, type: !109)
!1023 = !DILocalVariable(name: "src", arg: 5, scope: !1015, file: !24, line: 1136, type: !141)
!1024 = !DILocalVariable(name: "srcEnd", arg: 6, scope: !1015, file: !24, line: 1137, type: !141)
!1025 = !DILocalVariable(name: "curr", scope: !1015, file: !24, line: 1139, type: !386)
!1026 = !DILocation(line: 0, scope: !1015, inlinedAt: !1027)
!1027 = distinct !DILocation(line: 559, column: 13, scope: !909)
!1028 = !DILocation(line: 1139, column: 57, scope: !1015, inlinedAt: !1027)
!1029 = !DILocation(line: 1139, column: 48, scope: !1015, inlinedAt: !1027)
!1030 = !DILocation(line: 1139, column: 22, scope: !1015, inlinedAt: !1027)
!1031 = !DILocation(line: 1145, column: 17, scope: !1015, inlinedAt: !1027)
!1032 = !DILocation(line: 559, column: 13, scope: !899)
!1033 = !DILocation(line: 1263, column: 60, scope: !1034, inlinedAt: !1157)
!1034 = distinct !DISubprogram(name: "ZSTD_window_enforceMaxDist", scope: !24, file: !24, line: 1256, type: !1035, scopeLine: 1261, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1146)
!1035 = !DISubroutineType(types: !1036)
!1036 = !{null, !1037, !141, !109, !1038, !1039}
!1037 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !347, size: 64)
!1038 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !109, size: 64)
!1039 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1040, size: 64)
!1040 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1041, size: 64)
!1041 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1042)
!1042 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_MatchState_t", file: !24, line: 268, baseType: !1043)
!1043 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "ZSTD_MatchState_t", file: !24, line: 272, size: 2432, elements: !1044)
!1044 = !{!1045, !1046, !1047, !1048, !1049, !1050, !1051, !1055, !1056, !1057, !1058, !1059, !1060, !1061, !1062, !1139, !1140, !1141, !1144, !1145}
!1045 = !DIDerivedType(tag: DW_TAG_member, name: "window", scope: !1043, file: !24, line: 273, baseType: !347, size: 320)
!1046 = !DIDerivedType(tag: DW_TAG_member, name: "loadedDictEnd", scope: !1043, file: !24, line: 274, baseType: !109, size: 32, offset: 320)
!1047 = !DIDerivedType(tag: DW_TAG_member, name: "nextToUpdate", scope: !1043, file: !24, line: 281, baseType: !109, size: 32, offset: 352)
!1048 = !DIDerivedType(tag: DW_TAG_member, name: "hashLog3", scope: !1043, file: !24, line: 282, baseType: !109, size: 32, offset: 384)
!1049 = !DIDerivedType(tag: DW_TAG_member, name: "rowHashLog", scope: !1043, file: !24, line: 284, baseType: !109, size: 32, offset: 416)
!1050 = !DIDerivedType(tag: DW_TAG_member, name: "tagTable", scope: !1043, file: !24, line: 285, baseType: !192, size: 64, offset: 448)
!1051 = !DIDerivedType(tag: DW_TAG_member, name: "hashCache", scope: !1043, file: !24, line: 286, baseType: !1052, size: 256, offset: 512)
!1052 = !DICompositeType(tag: DW_TAG_array_type, baseType: !109, size: 256, elements: !1053)
!1053 = !{!1054}
!1054 = !DISubrange(count: 8)
!1055 = !DIDerivedType(tag: DW_TAG_member, name: "hashSalt", scope: !1043, file: !24, line: 287, baseType: !124, size: 64, offset: 768)
!1056 = !DIDerivedType(tag: DW_TAG_member, name: "hashSaltEntropy", scope: !1043, file: !24, line: 288, baseType: !109, size: 32, offset: 832)
!1057 = !DIDerivedType(tag: DW_TAG_member, name: "hashTable", scope: !1043, file: !24, line: 290, baseType: !1038, size: 64, offset: 896)
!1058 = !DIDerivedType(tag: DW_TAG_member, name: "hashTable3", scope: !1043, file: !24, line: 291, baseType: !1038, size: 64, offset: 960)
!1059 = !DIDerivedType(tag: DW_TAG_member, name: "chainTable", scope: !1043, file: !24, line: 292, baseType: !1038, size: 64, offset: 1024)
!1060 = !DIDerivedType(tag: DW_TAG_member, name: "forceNonContiguous", scope: !1043, file: !24, line: 294, baseType: !922, size: 32, offset: 1088)
!1061 = !DIDerivedType(tag: DW_TAG_member, name: "dedicatedDictSearch", scope: !1043, file: !24, line: 296, baseType: !922, size: 32, offset: 1120)
!1062 = !DIDerivedType(tag: DW_TAG_member, name: "opt", scope: !1043, file: !24, line: 299, baseType: !1063, size: 832, offset: 1152)
!1063 = !DIDerivedType(tag: DW_TAG_typedef, name: "optState_t", file: !24, line: 247, baseType: !1064)
!1064 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !24, line: 227, size: 832, elements: !1065)
!1065 = !{!1066, !1067, !1068, !1069, !1070, !1077, !1090, !1091, !1092, !1093, !1094, !1095, !1096, !1097, !1098, !1100, !1138}
!1066 = !DIDerivedType(tag: DW_TAG_member, name: "litFreq", scope: !1064, file: !24, line: 229, baseType: !528, size: 64)
!1067 = !DIDerivedType(tag: DW_TAG_member, name: "litLengthFreq", scope: !1064, file: !24, line: 230, baseType: !528, size: 64, offset: 64)
!1068 = !DIDerivedType(tag: DW_TAG_member, name: "matchLengthFreq", scope: !1064, file: !24, line: 231, baseType: !528, size: 64, offset: 128)
!1069 = !DIDerivedType(tag: DW_TAG_member, name: "offCodeFreq", scope: !1064, file: !24, line: 232, baseType: !528, size: 64, offset: 192)
!1070 = !DIDerivedType(tag: DW_TAG_member, name: "matchTable", scope: !1064, file: !24, line: 233, baseType: !1071, size: 64, offset: 256)
!1071 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1072, size: 64)
!1072 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_match_t", file: !24, line: 197, baseType: !1073)
!1073 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !24, line: 194, size: 64, elements: !1074)
!1074 = !{!1075, !1076}
!1075 = !DIDerivedType(tag: DW_TAG_member, name: "off", scope: !1073, file: !24, line: 195, baseType: !109, size: 32)
!1076 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !1073, file: !24, line: 196, baseType: !109, size: 32, offset: 32)
!1077 = !DIDerivedType(tag: DW_TAG_member, name: "priceTable", scope: !1064, file: !24, line: 234, baseType: !1078, size: 64, offset: 320)
!1078 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1079, size: 64)
!1079 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_optimal_t", file: !24, line: 222, baseType: !1080)
!1080 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !24, line: 216, size: 224, elements: !1081)
!1081 = !{!1082, !1083, !1084, !1085, !1086}
!1082 = !DIDerivedType(tag: DW_TAG_member, name: "price", scope: !1080, file: !24, line: 217, baseType: !922, size: 32)
!1083 = !DIDerivedType(tag: DW_TAG_member, name: "off", scope: !1080, file: !24, line: 218, baseType: !109, size: 32, offset: 32)
!1084 = !DIDerivedType(tag: DW_TAG_member, name: "mlen", scope: !1080, file: !24, line: 219, baseType: !109, size: 32, offset: 64)
!1085 = !DIDerivedType(tag: DW_TAG_member, name: "litlen", scope: !1080, file: !24, line: 220, baseType: !109, size: 32, offset: 96)
!1086 = !DIDerivedType(tag: DW_TAG_member, name: "rep", scope: !1080, file: !24, line: 221, baseType: !1087, size: 96, offset: 128)
!1087 = !DICompositeType(tag: DW_TAG_array_type, baseType: !109, size: 96, elements: !1088)
!1088 = !{!1089}
!1089 = !DISubrange(count: 3)
!1090 = !DIDerivedType(tag: DW_TAG_member, name: "litSum", scope: !1064, file: !24, line: 236, baseType: !109, size: 32, offset: 384)
!1091 = !DIDerivedType(tag: DW_TAG_member, name: "litLengthSum", scope: !1064, file: !24, line: 237, baseType: !109, size: 32, offset: 416)
!1092 = !DIDerivedType(tag: DW_TAG_member, name: "matchLengthSum", scope: !1064, file: !24, line: 238, baseType: !109, size: 32, offset: 448)
!1093 = !DIDerivedType(tag: DW_TAG_member, name: "offCodeSum", scope: !1064, file: !24, line: 239, baseType: !109, size: 32, offset: 480)
!1094 = !DIDerivedType(tag: DW_TAG_member, name: "litSumBasePrice", scope: !1064, file: !24, line: 240, baseType: !109, size: 32, offset: 512)
!1095 = !DIDerivedType(tag: DW_TAG_member, name: "litLengthSumBasePrice", scope: !1064, file: !24, line: 241, baseType: !109, size: 32, offset: 544)
!1096 = !DIDerivedType(tag: DW_TAG_member, name: "matchLengthSumBasePrice", scope: !1064, file: !24, line: 242, baseType: !109, size: 32, offset: 576)
!1097 = !DIDerivedType(tag: DW_TAG_member, name: "offCodeSumBasePrice", scope: !1064, file: !24, line: 243, baseType: !109, size: 32, offset: 608)
!1098 = !DIDerivedType(tag: DW_TAG_member, name: "priceType", scope: !1064, file: !24, line: 244, baseType: !1099, size: 32, offset: 640)
!1099 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_OptPrice_e", file: !24, line: 224, baseType: !23)
!1100 = !DIDerivedType(tag: DW_TAG_member, name: "symbolCosts", scope: !1064, file: !24, line: 245, baseType: !1101, size: 64, offset: 704)
!1101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1102, size: 64)
!1102 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1103)
!1103 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_entropyCTables_t", file: !24, line: 80, baseType: !1104)
!1104 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !24, line: 77, size: 44928, elements: !1105)
!1105 = !{!1106, !1117}
!1106 = !DIDerivedType(tag: DW_TAG_member, name: "huf", scope: !1104, file: !24, line: 78, baseType: !1107, size: 16512)
!1107 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_hufCTables_t", file: !24, line: 66, baseType: !1108)
!1108 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !24, line: 63, size: 16512, elements: !1109)
!1109 = !{!1110, !1115}
!1110 = !DIDerivedType(tag: DW_TAG_member, name: "CTable", scope: !1108, file: !24, line: 64, baseType: !1111, size: 16448)
!1111 = !DICompositeType(tag: DW_TAG_array_type, baseType: !1112, size: 16448, elements: !1113)
!1112 = !DIDerivedType(tag: DW_TAG_typedef, name: "HUF_CElt", file: !29, line: 57, baseType: !115)
!1113 = !{!1114}
!1114 = !DISubrange(count: 257)
!1115 = !DIDerivedType(tag: DW_TAG_member, name: "repeatMode", scope: !1108, file: !24, line: 65, baseType: !1116, size: 32, offset: 16448)
!1116 = !DIDerivedType(tag: DW_TAG_typedef, name: "HUF_repeat", file: !29, line: 143, baseType: !28)
!1117 = !DIDerivedType(tag: DW_TAG_member, name: "fse", scope: !1104, file: !24, line: 79, baseType: !1118, size: 28416, offset: 16512)
!1118 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_fseCTables_t", file: !24, line: 75, baseType: !1119)
!1119 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !24, line: 68, size: 28416, elements: !1120)
!1120 = !{!1121, !1126, !1130, !1134, !1136, !1137}
!1121 = !DIDerivedType(tag: DW_TAG_member, name: "offcodeCTable", scope: !1119, file: !24, line: 69, baseType: !1122, size: 6176)
!1122 = !DICompositeType(tag: DW_TAG_array_type, baseType: !1123, size: 6176, elements: !1124)
!1123 = !DIDerivedType(tag: DW_TAG_typedef, name: "FSE_CTable", file: !35, line: 118, baseType: !7)
!1124 = !{!1125}
!1125 = !DISubrange(count: 193)
!1126 = !DIDerivedType(tag: DW_TAG_member, name: "matchlengthCTable", scope: !1119, file: !24, line: 70, baseType: !1127, size: 11616, offset: 6176)
!1127 = !DICompositeType(tag: DW_TAG_array_type, baseType: !1123, size: 11616, elements: !1128)
!1128 = !{!1129}
!1129 = !DISubrange(count: 363)
!1130 = !DIDerivedType(tag: DW_TAG_member, name: "litlengthCTable", scope: !1119, file: !24, line: 71, baseType: !1131, size: 10528, offset: 17792)
!1131 = !DICompositeType(tag: DW_TAG_array_type, baseType: !1123, size: 10528, elements: !1132)
!1132 = !{!1133}
!1133 = !DISubrange(count: 329)
!1134 = !DIDerivedType(tag: DW_TAG_member, name: "offcode_repeatMode", scope: !1119, file: !24, line: 72, baseType: !1135, size: 32, offset: 28320)
!1135 = !DIDerivedType(tag: DW_TAG_typedef, name: "FSE_repeat", file: !35, line: 282, baseType: !34)
!1136 = !DIDerivedType(tag: DW_TAG_member, name: "matchlength_repeatMode", scope: !1119, file: !24, line: 73, baseType: !1135, size: 32, offset: 28352)
!1137 = !DIDerivedType(tag: DW_TAG_member, name: "litlength_repeatMode", scope: !1119, file: !24, line: 74, baseType: !1135, size: 32, offset: 28384)
!1138 = !DIDerivedType(tag: DW_TAG_member, name: "literalCompressionMode", scope: !1064, file: !24, line: 246, baseType: !215, size: 32, offset: 768)
!1139 = !DIDerivedType(tag: DW_TAG_member, name: "dictMatchState", scope: !1043, file: !24, line: 300, baseType: !1040, size: 64, offset: 1984)
!1140 = !DIDerivedType(tag: DW_TAG_member, name: "cParams", scope: !1043, file: !24, line: 301, baseType: !223, size: 224, offset: 2048)
!1141 = !DIDerivedType(tag: DW_TAG_member, name: "ldmSeqStore", scope: !1043, file: !24, line: 302, baseType: !1142, size: 64, offset: 2304)
!1142 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1143, size: 64)
!1143 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !870)
!1144 = !DIDerivedType(tag: DW_TAG_member, name: "prefetchCDictTables", scope: !1043, file: !24, line: 307, baseType: !922, size: 32, offset: 2368)
!1145 = !DIDerivedType(tag: DW_TAG_member, name: "lazySkipping", scope: !1043, file: !24, line: 314, baseType: !922, size: 32, offset: 2400)
!1146 = !{!1147, !1148, !1149, !1150, !1151, !1152, !1153, !1154}
!1147 = !DILocalVariable(name: "window", arg: 1, scope: !1034, file: !24, line: 1256, type: !1037)
!1148 = !DILocalVariable(name: "blockEnd", arg: 2, scope: !1034, file: !24, line: 1257, type: !141)
!1149 = !DILocalVariable(name: "maxDist", arg: 3, scope: !1034, file: !24, line: 1258, type: !109)
!1150 = !DILocalVariable(name: "loadedDictEndPtr", arg: 4, scope: !1034, file: !24, line: 1259, type: !1038)
!1151 = !DILocalVariable(name: "dictMatchStatePtr", arg: 5, scope: !1034, file: !24, line: 1260, type: !1039)
!1152 = !DILocalVariable(name: "blockEndIdx", scope: !1034, file: !24, line: 1262, type: !386)
!1153 = !DILocalVariable(name: "loadedDictEnd", scope: !1034, file: !24, line: 1263, type: !386)
!1154 = !DILocalVariable(name: "newLowLimit", scope: !1155, file: !24, line: 1281, type: !386)
!1155 = distinct !DILexicalBlock(scope: !1156, file: !24, line: 1280, column: 48)
!1156 = distinct !DILexicalBlock(scope: !1034, file: !24, line: 1280, column: 9)
!1157 = distinct !DILocation(line: 581, column: 9, scope: !899)
!1158 = !DILocation(line: 560, column: 48, scope: !908)
!1159 = !DILocation(line: 560, column: 37, scope: !908)
!1160 = !DILocation(line: 0, scope: !908)
!1161 = !DILocalVariable(name: "window", arg: 1, scope: !1162, file: !24, line: 1159, type: !1037)
!1162 = distinct !DISubprogram(name: "ZSTD_window_correctOverflow", scope: !24, file: !24, line: 1159, type: !1163, scopeLine: 1161, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1165)
!1163 = !DISubroutineType(types: !1164)
!1164 = !{!109, !1037, !109, !109, !141}
!1165 = !{!1161, !1166, !1167, !1168, !1169, !1170, !1171, !1172, !1173, !1174, !1175}
!1166 = !DILocalVariable(name: "cycleLog", arg: 2, scope: !1162, file: !24, line: 1159, type: !109)
!1167 = !DILocalVariable(name: "maxDist", arg: 3, scope: !1162, file: !24, line: 1160, type: !109)
!1168 = !DILocalVariable(name: "src", arg: 4, scope: !1162, file: !24, line: 1160, type: !141)
!1169 = !DILocalVariable(name: "cycleSize", scope: !1162, file: !24, line: 1181, type: !386)
!1170 = !DILocalVariable(name: "cycleMask", scope: !1162, file: !24, line: 1182, type: !386)
!1171 = !DILocalVariable(name: "curr", scope: !1162, file: !24, line: 1183, type: !386)
!1172 = !DILocalVariable(name: "currentCycle", scope: !1162, file: !24, line: 1184, type: !386)
!1173 = !DILocalVariable(name: "currentCycleCorrection", scope: !1162, file: !24, line: 1186, type: !386)
!1174 = !DILocalVariable(name: "newCurrent", scope: !1162, file: !24, line: 1189, type: !386)
!1175 = !DILocalVariable(name: "correction", scope: !1162, file: !24, line: 1192, type: !386)
!1176 = !DILocation(line: 0, scope: !1162, inlinedAt: !1177)
!1177 = distinct !DILocation(line: 561, column: 36, scope: !908)
!1178 = !DILocation(line: 1183, column: 45, scope: !1162, inlinedAt: !1177)
!1179 = !DILocation(line: 1183, column: 22, scope: !1162, inlinedAt: !1177)
!1180 = !DILocation(line: 1192, column: 33, scope: !1162, inlinedAt: !1177)
!1181 = !DILocation(line: 1205, column: 18, scope: !1162, inlinedAt: !1177)
!1182 = !{!434, !435, i64 8}
!1183 = !DILocation(line: 1206, column: 22, scope: !1162, inlinedAt: !1177)
!1184 = !{!434, !435, i64 16}
!1185 = !DILocation(line: 1207, column: 17, scope: !1186, inlinedAt: !1177)
!1186 = distinct !DILexicalBlock(scope: !1162, file: !24, line: 1207, column: 9)
!1187 = !{!434, !241, i64 28}
!1188 = !DILocation(line: 1207, column: 26, scope: !1186, inlinedAt: !1177)
!1189 = !DILocation(line: 1207, column: 9, scope: !1162, inlinedAt: !1177)
!1190 = !DILocation(line: 0, scope: !1186, inlinedAt: !1177)
!1191 = !DILocation(line: 1212, column: 17, scope: !1192, inlinedAt: !1177)
!1192 = distinct !DILexicalBlock(scope: !1162, file: !24, line: 1212, column: 9)
!1193 = !{!434, !241, i64 24}
!1194 = !DILocation(line: 1212, column: 27, scope: !1192, inlinedAt: !1177)
!1195 = !DILocation(line: 1212, column: 9, scope: !1162, inlinedAt: !1177)
!1196 = !DILocation(line: 0, scope: !1192, inlinedAt: !1177)
!1197 = !DILocation(line: 1225, column: 5, scope: !1162, inlinedAt: !1177)
!1198 = !{!434, !241, i64 32}
!1199 = !DILocation(line: 563, column: 44, scope: !908)
!1200 = !DILocalVariable(name: "table", arg: 1, scope: !1201, file: !3, line: 516, type: !964)
!1201 = distinct !DISubprogram(name: "ZSTD_ldm_reduceTable", scope: !3, file: !3, line: 516, type: !1202, scopeLine: 518, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1204)
!1202 = !DISubroutineType(types: !1203)
!1203 = !{null, !964, !386, !386}
!1204 = !{!1200, !1205, !1206, !1207}
!1205 = !DILocalVariable(name: "size", arg: 2, scope: !1201, file: !3, line: 516, type: !386)
!1206 = !DILocalVariable(name: "reducerValue", arg: 3, scope: !1201, file: !3, line: 517, type: !386)
!1207 = !DILocalVariable(name: "u", scope: !1201, file: !3, line: 519, type: !109)
!1208 = !DILocation(line: 0, scope: !1201, inlinedAt: !1209)
!1209 = distinct !DILocation(line: 563, column: 13, scope: !908)
!1210 = !DILocation(line: 520, column: 19, scope: !1211, inlinedAt: !1209)
!1211 = distinct !DILexicalBlock(scope: !1212, file: !3, line: 520, column: 5)
!1212 = distinct !DILexicalBlock(scope: !1201, file: !3, line: 520, column: 5)
!1213 = !DILocation(line: 520, column: 5, scope: !1212, inlinedAt: !1209)
!1214 = !DILocation(line: 521, column: 13, scope: !1215, inlinedAt: !1209)
!1215 = distinct !DILexicalBlock(scope: !1216, file: !3, line: 521, column: 13)
!1216 = distinct !DILexicalBlock(scope: !1211, file: !3, line: 520, column: 32)
!1217 = !DILocation(line: 521, column: 22, scope: !1215, inlinedAt: !1209)
!1218 = !{!1219, !241, i64 0}
!1219 = !{!"", !241, i64 0, !241, i64 4}
!1220 = !DILocation(line: 521, column: 13, scope: !1216, inlinedAt: !1209)
!1221 = !DILocation(line: 0, scope: !1215, inlinedAt: !1209)
!1222 = !DILocation(line: 520, column: 28, scope: !1211, inlinedAt: !1209)
!1223 = distinct !{!1223, !1213, !1224, !520}
!1224 = !DILocation(line: 523, column: 5, scope: !1212, inlinedAt: !1209)
!1225 = !DILocation(line: 565, column: 37, scope: !908)
!1226 = !{!433, !241, i64 48}
!1227 = !DILocation(line: 1262, column: 67, scope: !1034, inlinedAt: !1157)
!1228 = !DILocation(line: 1262, column: 57, scope: !1034, inlinedAt: !1157)
!1229 = !DILocation(line: 1262, column: 29, scope: !1034, inlinedAt: !1157)
!1230 = !DILocation(line: 566, column: 9, scope: !908)
!1231 = !DILocation(line: 0, scope: !1034, inlinedAt: !1157)
!1232 = !DILocation(line: 1280, column: 31, scope: !1156, inlinedAt: !1157)
!1233 = !DILocation(line: 1280, column: 21, scope: !1156, inlinedAt: !1157)
!1234 = !DILocation(line: 1280, column: 9, scope: !1034, inlinedAt: !1157)
!1235 = !DILocation(line: 1063, column: 19, scope: !1236, inlinedAt: !1241)
!1236 = distinct !DISubprogram(name: "ZSTD_window_hasExtDict", scope: !24, file: !24, line: 1061, type: !1237, scopeLine: 1062, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1239)
!1237 = !DISubroutineType(types: !1238)
!1238 = !{!109, !1018}
!1239 = !{!1240}
!1240 = !DILocalVariable(name: "window", arg: 1, scope: !1236, file: !24, line: 1061, type: !1018)
!1241 = distinct !DILocation(line: 347, column: 25, scope: !913, inlinedAt: !987)
!1242 = !DILocation(line: 1281, column: 45, scope: !1155, inlinedAt: !1157)
!1243 = !DILocation(line: 0, scope: !1155, inlinedAt: !1157)
!1244 = !DILocation(line: 1282, column: 21, scope: !1245, inlinedAt: !1157)
!1245 = distinct !DILexicalBlock(scope: !1155, file: !24, line: 1282, column: 13)
!1246 = !DILocation(line: 1282, column: 30, scope: !1245, inlinedAt: !1157)
!1247 = !DILocation(line: 1282, column: 13, scope: !1155, inlinedAt: !1157)
!1248 = !DILocation(line: 1282, column: 62, scope: !1245, inlinedAt: !1157)
!1249 = !DILocation(line: 1282, column: 45, scope: !1245, inlinedAt: !1157)
!1250 = !DILocation(line: 1283, column: 41, scope: !1251, inlinedAt: !1157)
!1251 = distinct !DILexicalBlock(scope: !1155, file: !24, line: 1283, column: 13)
!1252 = !DILocation(line: 1283, column: 21, scope: !1251, inlinedAt: !1157)
!1253 = !DILocation(line: 1283, column: 31, scope: !1251, inlinedAt: !1157)
!1254 = !DILocation(line: 1283, column: 13, scope: !1155, inlinedAt: !1157)
!1255 = !DILocation(line: 1286, column: 31, scope: !1256, inlinedAt: !1157)
!1256 = distinct !DILexicalBlock(scope: !1251, file: !24, line: 1283, column: 51)
!1257 = !DILocation(line: 1287, column: 9, scope: !1256, inlinedAt: !1157)
!1258 = !DILocation(line: 1289, column: 49, scope: !1259, inlinedAt: !1157)
!1259 = distinct !DILexicalBlock(scope: !1155, file: !24, line: 1289, column: 13)
!1260 = !DILocation(line: 1289, column: 31, scope: !1259, inlinedAt: !1157)
!1261 = !DILocation(line: 0, scope: !1236, inlinedAt: !1241)
!1262 = !DILocation(line: 1063, column: 28, scope: !1236, inlinedAt: !1241)
!1263 = !DILocation(line: 348, column: 40, scope: !913, inlinedAt: !987)
!1264 = !DILocation(line: 34, column: 30, scope: !419, inlinedAt: !1265)
!1265 = distinct !DILocation(line: 377, column: 5, scope: !913, inlinedAt: !987)
!1266 = !DILocation(line: 349, column: 45, scope: !913, inlinedAt: !987)
!1267 = !DILocation(line: 349, column: 34, scope: !913, inlinedAt: !987)
!1268 = !DILocation(line: 350, column: 31, scope: !913, inlinedAt: !987)
!1269 = !DILocation(line: 350, column: 39, scope: !913, inlinedAt: !987)
!1270 = !DILocation(line: 353, column: 29, scope: !913, inlinedAt: !987)
!1271 = !DILocation(line: 355, column: 61, scope: !913, inlinedAt: !987)
!1272 = !{!433, !435, i64 16}
!1273 = !DILocation(line: 355, column: 34, scope: !913, inlinedAt: !987)
!1274 = !DILocation(line: 356, column: 35, scope: !913, inlinedAt: !987)
!1275 = !DILocation(line: 357, column: 33, scope: !913, inlinedAt: !987)
!1276 = !DILocation(line: 358, column: 43, scope: !913, inlinedAt: !987)
!1277 = !DILocation(line: 361, column: 37, scope: !913, inlinedAt: !987)
!1278 = !DILocation(line: 362, column: 37, scope: !913, inlinedAt: !987)
!1279 = !DILocation(line: 367, column: 5, scope: !913, inlinedAt: !987)
!1280 = !DILocation(line: 371, column: 5, scope: !913, inlinedAt: !987)
!1281 = !DILocation(line: 373, column: 19, scope: !1282, inlinedAt: !987)
!1282 = distinct !DILexicalBlock(scope: !913, file: !3, line: 373, column: 9)
!1283 = !DILocation(line: 373, column: 17, scope: !1282, inlinedAt: !987)
!1284 = !DILocation(line: 373, column: 9, scope: !913, inlinedAt: !987)
!1285 = !DILocation(line: 512, column: 1, scope: !913, inlinedAt: !987)
!1286 = !DILocalVariable(name: "code", arg: 1, scope: !1287, file: !1288, line: 52, type: !115)
!1287 = distinct !DISubprogram(name: "ERR_isError", scope: !1288, file: !1288, line: 52, type: !1289, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1291)
!1288 = !DIFile(filename: "src/zstd/lib/compress/../common/error_private.h", directory: ".", checksumkind: CSK_MD5, checksum: "1d0cef8a5e98eb2b775855dfe9cf1dbf")
!1289 = !DISubroutineType(types: !1290)
!1290 = !{!7, !115}
!1291 = !{!1286}
!1292 = !DILocation(line: 0, scope: !1287, inlinedAt: !1293)
!1293 = distinct !DILocation(line: 585, column: 13, scope: !1294)
!1294 = distinct !DILexicalBlock(scope: !899, file: !3, line: 585, column: 13)
!1295 = !DILocation(line: 585, column: 13, scope: !899)
!1296 = !DILocation(line: 0, scope: !419, inlinedAt: !1265)
!1297 = !DILocation(line: 35, column: 36, scope: !419, inlinedAt: !1265)
!1298 = !DILocation(line: 37, column: 20, scope: !419, inlinedAt: !1265)
!1299 = distinct !DIAssignID()
!1300 = !DILocation(line: 52, column: 25, scope: !447, inlinedAt: !1265)
!1301 = !DILocation(line: 0, scope: !447, inlinedAt: !1265)
!1302 = distinct !DIAssignID()
!1303 = !DILocation(line: 379, column: 8, scope: !913, inlinedAt: !987)
!1304 = !DILocation(line: 0, scope: !970, inlinedAt: !987)
!1305 = !DILocation(line: 381, column: 15, scope: !913, inlinedAt: !987)
!1306 = !DILocation(line: 381, column: 5, scope: !913, inlinedAt: !987)
!1307 = !DILocation(line: 385, column: 19, scope: !944, inlinedAt: !987)
!1308 = distinct !DIAssignID()
!1309 = !DILocation(line: 386, column: 60, scope: !944, inlinedAt: !987)
!1310 = !DILocation(line: 386, column: 18, scope: !944, inlinedAt: !987)
!1311 = !DILocation(line: 0, scope: !944, inlinedAt: !987)
!1312 = !DILocation(line: 389, column: 23, scope: !948, inlinedAt: !987)
!1313 = !DILocation(line: 389, column: 9, scope: !949, inlinedAt: !987)
!1314 = !DILocation(line: 401, column: 9, scope: !955, inlinedAt: !987)
!1315 = !DILocation(line: 390, column: 44, scope: !947, inlinedAt: !987)
!1316 = !DILocation(line: 390, column: 54, scope: !947, inlinedAt: !987)
!1317 = !DILocation(line: 0, scope: !947, inlinedAt: !987)
!1318 = !DILocation(line: 391, column: 32, scope: !947, inlinedAt: !987)
!1319 = !DILocation(line: 392, column: 30, scope: !947, inlinedAt: !987)
!1320 = !DILocation(line: 394, column: 13, scope: !947, inlinedAt: !987)
!1321 = !DILocation(line: 394, column: 33, scope: !947, inlinedAt: !987)
!1322 = !{!1323, !435, i64 0}
!1323 = !{!"", !435, i64 0, !241, i64 8, !241, i64 12, !435, i64 16}
!1324 = !DILocation(line: 395, column: 27, scope: !947, inlinedAt: !987)
!1325 = !DILocation(line: 395, column: 32, scope: !947, inlinedAt: !987)
!1326 = !{!1323, !241, i64 8}
!1327 = !DILocation(line: 396, column: 51, scope: !947, inlinedAt: !987)
!1328 = !DILocation(line: 396, column: 38, scope: !947, inlinedAt: !987)
!1329 = !DILocation(line: 396, column: 27, scope: !947, inlinedAt: !987)
!1330 = !DILocation(line: 396, column: 36, scope: !947, inlinedAt: !987)
!1331 = !{!1323, !241, i64 12}
!1332 = !DILocation(line: 397, column: 65, scope: !947, inlinedAt: !987)
!1333 = !DILocation(line: 0, scope: !495, inlinedAt: !1334)
!1334 = distinct !DILocation(line: 397, column: 36, scope: !947, inlinedAt: !987)
!1335 = !DILocation(line: 189, column: 40, scope: !495, inlinedAt: !1334)
!1336 = !DILocation(line: 189, column: 32, scope: !495, inlinedAt: !1334)
!1337 = !DILocation(line: 397, column: 27, scope: !947, inlinedAt: !987)
!1338 = !DILocation(line: 397, column: 34, scope: !947, inlinedAt: !987)
!1339 = !{!1323, !435, i64 16}
!1340 = !DILocation(line: 398, column: 13, scope: !947, inlinedAt: !987)
!1341 = !DILocation(line: 389, column: 37, scope: !948, inlinedAt: !987)
!1342 = distinct !{!1342, !1313, !1343, !520}
!1343 = !DILocation(line: 399, column: 9, scope: !949, inlinedAt: !987)
!1344 = !DILocation(line: 0, scope: !953, inlinedAt: !987)
!1345 = !DILocation(line: 405, column: 39, scope: !953, inlinedAt: !987)
!1346 = !DILocation(line: 405, column: 53, scope: !953, inlinedAt: !987)
!1347 = !DILocation(line: 406, column: 48, scope: !953, inlinedAt: !987)
!1348 = !DILocation(line: 407, column: 44, scope: !953, inlinedAt: !987)
!1349 = !DILocation(line: 413, column: 43, scope: !953, inlinedAt: !987)
!1350 = !DILocation(line: 413, column: 31, scope: !953, inlinedAt: !987)
!1351 = !DILocation(line: 419, column: 23, scope: !1352, inlinedAt: !987)
!1352 = distinct !DILexicalBlock(scope: !953, file: !3, line: 419, column: 17)
!1353 = !DILocation(line: 419, column: 17, scope: !953, inlinedAt: !987)
!1354 = !DILocation(line: 408, column: 54, scope: !953, inlinedAt: !987)
!1355 = !DILocation(line: 424, column: 13, scope: !972, inlinedAt: !987)
!1356 = !DILocation(line: 427, column: 26, scope: !1357, inlinedAt: !987)
!1357 = distinct !DILexicalBlock(scope: !970, file: !3, line: 427, column: 21)
!1358 = !{!1219, !241, i64 4}
!1359 = !DILocation(line: 427, column: 35, scope: !1357, inlinedAt: !987)
!1360 = !DILocation(line: 427, column: 47, scope: !1357, inlinedAt: !987)
!1361 = !DILocation(line: 427, column: 55, scope: !1357, inlinedAt: !987)
!1362 = !DILocation(line: 427, column: 62, scope: !1357, inlinedAt: !987)
!1363 = !DILocation(line: 427, column: 21, scope: !970, inlinedAt: !987)
!1364 = !DILocation(line: 430, column: 21, scope: !970, inlinedAt: !987)
!1365 = !DILocation(line: 432, column: 37, scope: !976, inlinedAt: !987)
!1366 = !DILocation(line: 432, column: 25, scope: !976, inlinedAt: !987)
!1367 = !DILocation(line: 0, scope: !976, inlinedAt: !987)
!1368 = !DILocation(line: 433, column: 61, scope: !976, inlinedAt: !987)
!1369 = !DILocation(line: 435, column: 25, scope: !976, inlinedAt: !987)
!1370 = !DILocalVariable(name: "ip", arg: 1, scope: !1371, file: !24, line: 880, type: !118)
!1371 = distinct !DISubprogram(name: "ZSTD_count_2segments", scope: !24, file: !24, line: 880, type: !1372, scopeLine: 882, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1374)
!1372 = !DISubroutineType(types: !1373)
!1373 = !{!115, !118, !118, !118, !118, !118}
!1374 = !{!1370, !1375, !1376, !1377, !1378, !1379, !1380}
!1375 = !DILocalVariable(name: "match", arg: 2, scope: !1371, file: !24, line: 880, type: !118)
!1376 = !DILocalVariable(name: "iEnd", arg: 3, scope: !1371, file: !24, line: 881, type: !118)
!1377 = !DILocalVariable(name: "mEnd", arg: 4, scope: !1371, file: !24, line: 881, type: !118)
!1378 = !DILocalVariable(name: "iStart", arg: 5, scope: !1371, file: !24, line: 881, type: !118)
!1379 = !DILocalVariable(name: "vEnd", scope: !1371, file: !24, line: 883, type: !390)
!1380 = !DILocalVariable(name: "matchLength", scope: !1371, file: !24, line: 884, type: !306)
!1381 = !DILocation(line: 0, scope: !1371, inlinedAt: !1382)
!1382 = distinct !DILocation(line: 439, column: 25, scope: !976, inlinedAt: !987)
!1383 = !DILocation(line: 883, column: 30, scope: !1371, inlinedAt: !1382)
!1384 = !DILocalVariable(name: "pIn", arg: 1, scope: !1385, file: !24, line: 854, type: !118)
!1385 = distinct !DISubprogram(name: "ZSTD_count", scope: !24, file: !24, line: 854, type: !1386, scopeLine: 855, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1388)
!1386 = !DISubroutineType(types: !1387)
!1387 = !{!115, !118, !118, !390}
!1388 = !{!1384, !1389, !1390, !1391, !1392, !1393, !1397}
!1389 = !DILocalVariable(name: "pMatch", arg: 2, scope: !1385, file: !24, line: 854, type: !118)
!1390 = !DILocalVariable(name: "pInLimit", arg: 3, scope: !1385, file: !24, line: 854, type: !390)
!1391 = !DILocalVariable(name: "pStart", scope: !1385, file: !24, line: 856, type: !390)
!1392 = !DILocalVariable(name: "pInLoopLimit", scope: !1385, file: !24, line: 857, type: !390)
!1393 = !DILocalVariable(name: "diff", scope: !1394, file: !24, line: 860, type: !306)
!1394 = distinct !DILexicalBlock(scope: !1395, file: !24, line: 860, column: 9)
!1395 = distinct !DILexicalBlock(scope: !1396, file: !24, line: 859, column: 29)
!1396 = distinct !DILexicalBlock(scope: !1385, file: !24, line: 859, column: 9)
!1397 = !DILocalVariable(name: "diff", scope: !1398, file: !24, line: 864, type: !306)
!1398 = distinct !DILexicalBlock(scope: !1395, file: !24, line: 863, column: 36)
!1399 = !DILocation(line: 0, scope: !1385, inlinedAt: !1400)
!1400 = distinct !DILocation(line: 884, column: 32, scope: !1371, inlinedAt: !1382)
!1401 = !DILocation(line: 857, column: 47, scope: !1385, inlinedAt: !1400)
!1402 = !DILocation(line: 859, column: 13, scope: !1396, inlinedAt: !1400)
!1403 = !DILocation(line: 859, column: 9, scope: !1385, inlinedAt: !1400)
!1404 = !DILocalVariable(name: "ptr", arg: 1, scope: !1405, file: !110, line: 185, type: !141)
!1405 = distinct !DISubprogram(name: "MEM_readST", scope: !110, file: !110, line: 185, type: !1406, scopeLine: 185, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1408)
!1406 = !DISubroutineType(types: !1407)
!1407 = !{!115, !141}
!1408 = !{!1404}
!1409 = !DILocation(line: 0, scope: !1405, inlinedAt: !1410)
!1410 = distinct !DILocation(line: 860, column: 31, scope: !1394, inlinedAt: !1400)
!1411 = !DILocation(line: 185, column: 56, scope: !1405, inlinedAt: !1410)
!1412 = !DILocation(line: 0, scope: !1405, inlinedAt: !1413)
!1413 = distinct !DILocation(line: 860, column: 52, scope: !1394, inlinedAt: !1400)
!1414 = !DILocation(line: 185, column: 56, scope: !1405, inlinedAt: !1413)
!1415 = !DILocation(line: 0, scope: !1394, inlinedAt: !1400)
!1416 = !DILocation(line: 861, column: 15, scope: !1417, inlinedAt: !1400)
!1417 = distinct !DILexicalBlock(scope: !1394, file: !24, line: 861, column: 15)
!1418 = !DILocation(line: 861, column: 15, scope: !1394, inlinedAt: !1400)
!1419 = !DILocation(line: 860, column: 50, scope: !1394, inlinedAt: !1400)
!1420 = !DILocalVariable(name: "val", arg: 1, scope: !1421, file: !1422, line: 157, type: !115)
!1421 = distinct !DISubprogram(name: "ZSTD_NbCommonBytes", scope: !1422, file: !1422, line: 157, type: !1289, scopeLine: 158, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1423)
!1422 = !DIFile(filename: "src/zstd/lib/compress/../common/bits.h", directory: ".", checksumkind: CSK_MD5, checksum: "ac38a08587442395196d3b69c6e02e93")
!1423 = !{!1420}
!1424 = !DILocation(line: 0, scope: !1421, inlinedAt: !1425)
!1425 = distinct !DILocation(line: 861, column: 28, scope: !1417, inlinedAt: !1400)
!1426 = !DILocalVariable(name: "val", arg: 1, scope: !1427, file: !1422, line: 93, type: !124)
!1427 = distinct !DISubprogram(name: "ZSTD_countTrailingZeros64", scope: !1422, file: !1422, line: 93, type: !1428, scopeLine: 94, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1430)
!1428 = !DISubroutineType(types: !1429)
!1429 = !{!7, !124}
!1430 = !{!1426}
!1431 = !DILocation(line: 0, scope: !1427, inlinedAt: !1432)
!1432 = distinct !DILocation(line: 161, column: 20, scope: !1433, inlinedAt: !1425)
!1433 = distinct !DILexicalBlock(scope: !1434, file: !1422, line: 160, column: 27)
!1434 = distinct !DILexicalBlock(scope: !1435, file: !1422, line: 160, column: 13)
!1435 = distinct !DILexicalBlock(scope: !1436, file: !1422, line: 159, column: 31)
!1436 = distinct !DILexicalBlock(scope: !1421, file: !1422, line: 159, column: 9)
!1437 = !DILocation(line: 109, column: 22, scope: !1427, inlinedAt: !1432)
!1438 = !DILocation(line: 161, column: 56, scope: !1433, inlinedAt: !1425)
!1439 = !DILocation(line: 0, scope: !1395, inlinedAt: !1400)
!1440 = !DILocation(line: 862, column: 36, scope: !1395, inlinedAt: !1400)
!1441 = !DILocation(line: 863, column: 20, scope: !1395, inlinedAt: !1400)
!1442 = !DILocation(line: 863, column: 9, scope: !1395, inlinedAt: !1400)
!1443 = !DILocation(line: 0, scope: !1405, inlinedAt: !1444)
!1444 = distinct !DILocation(line: 864, column: 33, scope: !1398, inlinedAt: !1400)
!1445 = !DILocation(line: 185, column: 56, scope: !1405, inlinedAt: !1444)
!1446 = !DILocation(line: 0, scope: !1405, inlinedAt: !1447)
!1447 = distinct !DILocation(line: 864, column: 54, scope: !1398, inlinedAt: !1400)
!1448 = !DILocation(line: 185, column: 56, scope: !1405, inlinedAt: !1447)
!1449 = !DILocation(line: 0, scope: !1398, inlinedAt: !1400)
!1450 = !DILocation(line: 865, column: 18, scope: !1451, inlinedAt: !1400)
!1451 = distinct !DILexicalBlock(scope: !1398, file: !24, line: 865, column: 17)
!1452 = !DILocation(line: 865, column: 17, scope: !1398, inlinedAt: !1400)
!1453 = !DILocation(line: 864, column: 52, scope: !1398, inlinedAt: !1400)
!1454 = !DILocation(line: 0, scope: !1421, inlinedAt: !1455)
!1455 = distinct !DILocation(line: 866, column: 20, scope: !1398, inlinedAt: !1400)
!1456 = !DILocation(line: 0, scope: !1427, inlinedAt: !1457)
!1457 = distinct !DILocation(line: 161, column: 20, scope: !1433, inlinedAt: !1455)
!1458 = !DILocation(line: 109, column: 22, scope: !1427, inlinedAt: !1457)
!1459 = !DILocation(line: 161, column: 56, scope: !1433, inlinedAt: !1455)
!1460 = !DILocation(line: 866, column: 17, scope: !1398, inlinedAt: !1400)
!1461 = !DILocation(line: 867, column: 33, scope: !1398, inlinedAt: !1400)
!1462 = !DILocation(line: 869, column: 39, scope: !1463, inlinedAt: !1400)
!1463 = distinct !DILexicalBlock(scope: !1385, file: !24, line: 869, column: 9)
!1464 = !DILocation(line: 869, column: 29, scope: !1463, inlinedAt: !1400)
!1465 = !DILocation(line: 869, column: 44, scope: !1463, inlinedAt: !1400)
!1466 = !DILocalVariable(name: "ptr", arg: 1, scope: !1467, file: !110, line: 183, type: !141)
!1467 = distinct !DISubprogram(name: "MEM_read32", scope: !110, file: !110, line: 183, type: !1468, scopeLine: 183, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1470)
!1468 = !DISubroutineType(types: !1469)
!1469 = !{!109, !141}
!1470 = !{!1466}
!1471 = !DILocation(line: 0, scope: !1467, inlinedAt: !1472)
!1472 = distinct !DILocation(line: 869, column: 48, scope: !1463, inlinedAt: !1400)
!1473 = !DILocation(line: 183, column: 53, scope: !1467, inlinedAt: !1472)
!1474 = !DILocation(line: 0, scope: !1467, inlinedAt: !1475)
!1475 = distinct !DILocation(line: 869, column: 70, scope: !1463, inlinedAt: !1400)
!1476 = !DILocation(line: 183, column: 53, scope: !1467, inlinedAt: !1475)
!1477 = !DILocation(line: 869, column: 67, scope: !1463, inlinedAt: !1400)
!1478 = !DILocation(line: 869, column: 9, scope: !1385, inlinedAt: !1400)
!1479 = !DILocation(line: 869, column: 93, scope: !1480, inlinedAt: !1400)
!1480 = distinct !DILexicalBlock(scope: !1463, file: !24, line: 869, column: 88)
!1481 = !DILocation(line: 869, column: 104, scope: !1480, inlinedAt: !1400)
!1482 = !DILocation(line: 869, column: 109, scope: !1480, inlinedAt: !1400)
!1483 = !DILocation(line: 870, column: 23, scope: !1484, inlinedAt: !1400)
!1484 = distinct !DILexicalBlock(scope: !1385, file: !24, line: 870, column: 9)
!1485 = !DILocation(line: 870, column: 13, scope: !1484, inlinedAt: !1400)
!1486 = !DILocation(line: 870, column: 28, scope: !1484, inlinedAt: !1400)
!1487 = !DILocalVariable(name: "ptr", arg: 1, scope: !1488, file: !110, line: 182, type: !141)
!1488 = distinct !DISubprogram(name: "MEM_read16", scope: !110, file: !110, line: 182, type: !1489, scopeLine: 182, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1491)
!1489 = !DISubroutineType(types: !1490)
!1490 = !{!166, !141}
!1491 = !{!1487}
!1492 = !DILocation(line: 0, scope: !1488, inlinedAt: !1493)
!1493 = distinct !DILocation(line: 870, column: 32, scope: !1484, inlinedAt: !1400)
!1494 = !DILocation(line: 182, column: 53, scope: !1488, inlinedAt: !1493)
!1495 = !{!1496, !1496, i64 0}
!1496 = !{!"short", !242, i64 0}
!1497 = !DILocation(line: 0, scope: !1488, inlinedAt: !1498)
!1498 = distinct !DILocation(line: 870, column: 54, scope: !1484, inlinedAt: !1400)
!1499 = !DILocation(line: 182, column: 53, scope: !1488, inlinedAt: !1498)
!1500 = !DILocation(line: 870, column: 51, scope: !1484, inlinedAt: !1400)
!1501 = !DILocation(line: 870, column: 9, scope: !1385, inlinedAt: !1400)
!1502 = !DILocation(line: 870, column: 77, scope: !1503, inlinedAt: !1400)
!1503 = distinct !DILexicalBlock(scope: !1484, file: !24, line: 870, column: 72)
!1504 = !DILocation(line: 870, column: 88, scope: !1503, inlinedAt: !1400)
!1505 = !DILocation(line: 870, column: 93, scope: !1503, inlinedAt: !1400)
!1506 = !DILocation(line: 871, column: 13, scope: !1507, inlinedAt: !1400)
!1507 = distinct !DILexicalBlock(scope: !1385, file: !24, line: 871, column: 9)
!1508 = !DILocation(line: 871, column: 24, scope: !1507, inlinedAt: !1400)
!1509 = !DILocation(line: 871, column: 28, scope: !1507, inlinedAt: !1400)
!1510 = !DILocation(line: 871, column: 39, scope: !1507, inlinedAt: !1400)
!1511 = !DILocation(line: 871, column: 36, scope: !1507, inlinedAt: !1400)
!1512 = !DILocation(line: 871, column: 9, scope: !1385, inlinedAt: !1400)
!1513 = !DILocation(line: 872, column: 25, scope: !1385, inlinedAt: !1400)
!1514 = !DILocation(line: 872, column: 5, scope: !1385, inlinedAt: !1400)
!1515 = !DILocation(line: 885, column: 15, scope: !1516, inlinedAt: !1382)
!1516 = distinct !DILexicalBlock(scope: !1371, file: !24, line: 885, column: 9)
!1517 = !DILocation(line: 885, column: 29, scope: !1516, inlinedAt: !1382)
!1518 = !DILocation(line: 885, column: 9, scope: !1371, inlinedAt: !1382)
!1519 = !DILocation(line: 891, column: 39, scope: !1371, inlinedAt: !1382)
!1520 = !DILocation(line: 0, scope: !1385, inlinedAt: !1521)
!1521 = distinct !DILocation(line: 891, column: 26, scope: !1371, inlinedAt: !1382)
!1522 = !DILocation(line: 859, column: 13, scope: !1396, inlinedAt: !1521)
!1523 = !DILocation(line: 859, column: 9, scope: !1385, inlinedAt: !1521)
!1524 = !DILocation(line: 0, scope: !1405, inlinedAt: !1525)
!1525 = distinct !DILocation(line: 860, column: 31, scope: !1394, inlinedAt: !1521)
!1526 = !DILocation(line: 185, column: 56, scope: !1405, inlinedAt: !1525)
!1527 = !DILocation(line: 0, scope: !1405, inlinedAt: !1528)
!1528 = distinct !DILocation(line: 860, column: 52, scope: !1394, inlinedAt: !1521)
!1529 = !DILocation(line: 185, column: 56, scope: !1405, inlinedAt: !1528)
!1530 = !DILocation(line: 0, scope: !1394, inlinedAt: !1521)
!1531 = !DILocation(line: 861, column: 15, scope: !1417, inlinedAt: !1521)
!1532 = !DILocation(line: 861, column: 15, scope: !1394, inlinedAt: !1521)
!1533 = !DILocation(line: 860, column: 50, scope: !1394, inlinedAt: !1521)
!1534 = !DILocation(line: 0, scope: !1421, inlinedAt: !1535)
!1535 = distinct !DILocation(line: 861, column: 28, scope: !1417, inlinedAt: !1521)
!1536 = !DILocation(line: 0, scope: !1427, inlinedAt: !1537)
!1537 = distinct !DILocation(line: 161, column: 20, scope: !1433, inlinedAt: !1535)
!1538 = !DILocation(line: 109, column: 22, scope: !1427, inlinedAt: !1537)
!1539 = !DILocation(line: 161, column: 56, scope: !1433, inlinedAt: !1535)
!1540 = !DILocation(line: 0, scope: !1395, inlinedAt: !1521)
!1541 = !DILocation(line: 862, column: 36, scope: !1395, inlinedAt: !1521)
!1542 = !DILocation(line: 863, column: 20, scope: !1395, inlinedAt: !1521)
!1543 = !DILocation(line: 863, column: 9, scope: !1395, inlinedAt: !1521)
!1544 = !DILocation(line: 0, scope: !1405, inlinedAt: !1545)
!1545 = distinct !DILocation(line: 864, column: 33, scope: !1398, inlinedAt: !1521)
!1546 = !DILocation(line: 185, column: 56, scope: !1405, inlinedAt: !1545)
!1547 = !DILocation(line: 0, scope: !1405, inlinedAt: !1548)
!1548 = distinct !DILocation(line: 864, column: 54, scope: !1398, inlinedAt: !1521)
!1549 = !DILocation(line: 185, column: 56, scope: !1405, inlinedAt: !1548)
!1550 = !DILocation(line: 0, scope: !1398, inlinedAt: !1521)
!1551 = !DILocation(line: 865, column: 18, scope: !1451, inlinedAt: !1521)
!1552 = !DILocation(line: 865, column: 17, scope: !1398, inlinedAt: !1521)
!1553 = !DILocation(line: 864, column: 52, scope: !1398, inlinedAt: !1521)
!1554 = !DILocation(line: 0, scope: !1421, inlinedAt: !1555)
!1555 = distinct !DILocation(line: 866, column: 20, scope: !1398, inlinedAt: !1521)
!1556 = !DILocation(line: 0, scope: !1427, inlinedAt: !1557)
!1557 = distinct !DILocation(line: 161, column: 20, scope: !1433, inlinedAt: !1555)
!1558 = !DILocation(line: 109, column: 22, scope: !1427, inlinedAt: !1557)
!1559 = !DILocation(line: 161, column: 56, scope: !1433, inlinedAt: !1555)
!1560 = !DILocation(line: 866, column: 17, scope: !1398, inlinedAt: !1521)
!1561 = !DILocation(line: 867, column: 33, scope: !1398, inlinedAt: !1521)
!1562 = !DILocation(line: 869, column: 29, scope: !1463, inlinedAt: !1521)
!1563 = !DILocation(line: 869, column: 44, scope: !1463, inlinedAt: !1521)
!1564 = !DILocation(line: 0, scope: !1467, inlinedAt: !1565)
!1565 = distinct !DILocation(line: 869, column: 48, scope: !1463, inlinedAt: !1521)
!1566 = !DILocation(line: 183, column: 53, scope: !1467, inlinedAt: !1565)
!1567 = !DILocation(line: 0, scope: !1467, inlinedAt: !1568)
!1568 = distinct !DILocation(line: 869, column: 70, scope: !1463, inlinedAt: !1521)
!1569 = !DILocation(line: 183, column: 53, scope: !1467, inlinedAt: !1568)
!1570 = !DILocation(line: 869, column: 67, scope: !1463, inlinedAt: !1521)
!1571 = !DILocation(line: 869, column: 9, scope: !1385, inlinedAt: !1521)
!1572 = !DILocation(line: 869, column: 93, scope: !1480, inlinedAt: !1521)
!1573 = !DILocation(line: 869, column: 104, scope: !1480, inlinedAt: !1521)
!1574 = !DILocation(line: 869, column: 109, scope: !1480, inlinedAt: !1521)
!1575 = !DILocation(line: 870, column: 13, scope: !1484, inlinedAt: !1521)
!1576 = !DILocation(line: 870, column: 28, scope: !1484, inlinedAt: !1521)
!1577 = !DILocation(line: 0, scope: !1488, inlinedAt: !1578)
!1578 = distinct !DILocation(line: 870, column: 32, scope: !1484, inlinedAt: !1521)
!1579 = !DILocation(line: 182, column: 53, scope: !1488, inlinedAt: !1578)
!1580 = !DILocation(line: 0, scope: !1488, inlinedAt: !1581)
!1581 = distinct !DILocation(line: 870, column: 54, scope: !1484, inlinedAt: !1521)
!1582 = !DILocation(line: 182, column: 53, scope: !1488, inlinedAt: !1581)
!1583 = !DILocation(line: 870, column: 51, scope: !1484, inlinedAt: !1521)
!1584 = !DILocation(line: 870, column: 9, scope: !1385, inlinedAt: !1521)
!1585 = !DILocation(line: 870, column: 77, scope: !1503, inlinedAt: !1521)
!1586 = !DILocation(line: 870, column: 88, scope: !1503, inlinedAt: !1521)
!1587 = !DILocation(line: 870, column: 93, scope: !1503, inlinedAt: !1521)
!1588 = !DILocation(line: 871, column: 13, scope: !1507, inlinedAt: !1521)
!1589 = !DILocation(line: 871, column: 24, scope: !1507, inlinedAt: !1521)
!1590 = !DILocation(line: 871, column: 28, scope: !1507, inlinedAt: !1521)
!1591 = !DILocation(line: 871, column: 39, scope: !1507, inlinedAt: !1521)
!1592 = !DILocation(line: 871, column: 36, scope: !1507, inlinedAt: !1521)
!1593 = !DILocation(line: 871, column: 9, scope: !1385, inlinedAt: !1521)
!1594 = !DILocation(line: 872, column: 25, scope: !1385, inlinedAt: !1521)
!1595 = !DILocation(line: 872, column: 5, scope: !1385, inlinedAt: !1521)
!1596 = !DILocation(line: 891, column: 24, scope: !1371, inlinedAt: !1382)
!1597 = !DILocation(line: 891, column: 5, scope: !1371, inlinedAt: !1382)
!1598 = !DILocation(line: 440, column: 47, scope: !1599, inlinedAt: !987)
!1599 = distinct !DILexicalBlock(scope: !976, file: !3, line: 440, column: 25)
!1600 = !DILocation(line: 440, column: 25, scope: !976, inlinedAt: !987)
!1601 = !DILocation(line: 437, column: 25, scope: !976, inlinedAt: !987)
!1602 = !DILocalVariable(name: "pIn", arg: 1, scope: !1603, file: !3, line: 229, type: !118)
!1603 = distinct !DISubprogram(name: "ZSTD_ldm_countBackwardsMatch_2segments", scope: !3, file: !3, line: 228, type: !1604, scopeLine: 232, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1606)
!1604 = !DISubroutineType(types: !1605)
!1605 = !{!115, !118, !118, !118, !118, !118, !118}
!1606 = !{!1602, !1607, !1608, !1609, !1610, !1611, !1612}
!1607 = !DILocalVariable(name: "pAnchor", arg: 2, scope: !1603, file: !3, line: 229, type: !118)
!1608 = !DILocalVariable(name: "pMatch", arg: 3, scope: !1603, file: !3, line: 230, type: !118)
!1609 = !DILocalVariable(name: "pMatchBase", arg: 4, scope: !1603, file: !3, line: 230, type: !118)
!1610 = !DILocalVariable(name: "pExtDictStart", arg: 5, scope: !1603, file: !3, line: 231, type: !118)
!1611 = !DILocalVariable(name: "pExtDictEnd", arg: 6, scope: !1603, file: !3, line: 231, type: !118)
!1612 = !DILocalVariable(name: "matchLength", scope: !1603, file: !3, line: 233, type: !115)
!1613 = !DILocation(line: 0, scope: !1603, inlinedAt: !1614)
!1614 = distinct !DILocation(line: 443, column: 46, scope: !976, inlinedAt: !987)
!1615 = !DILocalVariable(name: "pIn", arg: 1, scope: !1616, file: !3, line: 211, type: !118)
!1616 = distinct !DISubprogram(name: "ZSTD_ldm_countBackwardsMatch", scope: !3, file: !3, line: 210, type: !1617, scopeLine: 213, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1619)
!1617 = !DISubroutineType(types: !1618)
!1618 = !{!115, !118, !118, !118, !118}
!1619 = !{!1615, !1620, !1621, !1622, !1623}
!1620 = !DILocalVariable(name: "pAnchor", arg: 2, scope: !1616, file: !3, line: 211, type: !118)
!1621 = !DILocalVariable(name: "pMatch", arg: 3, scope: !1616, file: !3, line: 212, type: !118)
!1622 = !DILocalVariable(name: "pMatchBase", arg: 4, scope: !1616, file: !3, line: 212, type: !118)
!1623 = !DILocalVariable(name: "matchLength", scope: !1616, file: !3, line: 214, type: !115)
!1624 = !DILocation(line: 0, scope: !1616, inlinedAt: !1625)
!1625 = distinct !DILocation(line: 233, column: 26, scope: !1603, inlinedAt: !1614)
!1626 = !DILocation(line: 215, column: 26, scope: !1616, inlinedAt: !1625)
!1627 = !DILocation(line: 215, column: 52, scope: !1616, inlinedAt: !1625)
!1628 = !DILocation(line: 215, column: 63, scope: !1616, inlinedAt: !1625)
!1629 = !DILocation(line: 215, column: 60, scope: !1616, inlinedAt: !1625)
!1630 = !DILocation(line: 215, column: 5, scope: !1616, inlinedAt: !1625)
!1631 = !DILocation(line: 218, column: 20, scope: !1632, inlinedAt: !1625)
!1632 = distinct !DILexicalBlock(scope: !1616, file: !3, line: 215, column: 75)
!1633 = !DILocation(line: 215, column: 16, scope: !1616, inlinedAt: !1625)
!1634 = distinct !{!1634, !1630, !1635, !520}
!1635 = !DILocation(line: 219, column: 5, scope: !1616, inlinedAt: !1625)
!1636 = !DILocation(line: 234, column: 16, scope: !1637, inlinedAt: !1614)
!1637 = distinct !DILexicalBlock(scope: !1603, file: !3, line: 234, column: 9)
!1638 = !DILocation(line: 234, column: 30, scope: !1637, inlinedAt: !1614)
!1639 = !DILocation(line: 234, column: 44, scope: !1637, inlinedAt: !1614)
!1640 = !DILocation(line: 239, column: 53, scope: !1603, inlinedAt: !1614)
!1641 = !DILocation(line: 0, scope: !1616, inlinedAt: !1642)
!1642 = distinct !DILocation(line: 239, column: 20, scope: !1603, inlinedAt: !1614)
!1643 = !DILocation(line: 215, column: 16, scope: !1616, inlinedAt: !1642)
!1644 = !DILocation(line: 215, column: 26, scope: !1616, inlinedAt: !1642)
!1645 = !DILocation(line: 215, column: 52, scope: !1616, inlinedAt: !1642)
!1646 = !DILocation(line: 215, column: 63, scope: !1616, inlinedAt: !1642)
!1647 = !DILocation(line: 215, column: 60, scope: !1616, inlinedAt: !1642)
!1648 = !DILocation(line: 215, column: 5, scope: !1616, inlinedAt: !1642)
!1649 = !DILocation(line: 218, column: 20, scope: !1632, inlinedAt: !1642)
!1650 = distinct !{!1650, !1648, !1651, !520}
!1651 = !DILocation(line: 219, column: 5, scope: !1616, inlinedAt: !1642)
!1652 = !DILocation(line: 239, column: 17, scope: !1603, inlinedAt: !1614)
!1653 = !DILocation(line: 241, column: 5, scope: !1603, inlinedAt: !1614)
!1654 = !DILocation(line: 446, column: 53, scope: !982, inlinedAt: !987)
!1655 = !DILocation(line: 0, scope: !982, inlinedAt: !987)
!1656 = !DILocation(line: 0, scope: !1385, inlinedAt: !1657)
!1657 = distinct !DILocation(line: 447, column: 45, scope: !982, inlinedAt: !987)
!1658 = !DILocation(line: 859, column: 9, scope: !1385, inlinedAt: !1657)
!1659 = !DILocation(line: 0, scope: !1405, inlinedAt: !1660)
!1660 = distinct !DILocation(line: 860, column: 31, scope: !1394, inlinedAt: !1657)
!1661 = !DILocation(line: 185, column: 56, scope: !1405, inlinedAt: !1660)
!1662 = !DILocation(line: 0, scope: !1405, inlinedAt: !1663)
!1663 = distinct !DILocation(line: 860, column: 52, scope: !1394, inlinedAt: !1657)
!1664 = !DILocation(line: 185, column: 56, scope: !1405, inlinedAt: !1663)
!1665 = !DILocation(line: 0, scope: !1394, inlinedAt: !1657)
!1666 = !DILocation(line: 861, column: 15, scope: !1417, inlinedAt: !1657)
!1667 = !DILocation(line: 861, column: 15, scope: !1394, inlinedAt: !1657)
!1668 = !DILocation(line: 860, column: 50, scope: !1394, inlinedAt: !1657)
!1669 = !DILocation(line: 0, scope: !1421, inlinedAt: !1670)
!1670 = distinct !DILocation(line: 861, column: 28, scope: !1417, inlinedAt: !1657)
!1671 = !DILocation(line: 0, scope: !1427, inlinedAt: !1672)
!1672 = distinct !DILocation(line: 161, column: 20, scope: !1433, inlinedAt: !1670)
!1673 = !DILocation(line: 109, column: 22, scope: !1427, inlinedAt: !1672)
!1674 = !DILocation(line: 161, column: 56, scope: !1433, inlinedAt: !1670)
!1675 = !DILocation(line: 0, scope: !1395, inlinedAt: !1657)
!1676 = !DILocation(line: 862, column: 36, scope: !1395, inlinedAt: !1657)
!1677 = !DILocation(line: 863, column: 20, scope: !1395, inlinedAt: !1657)
!1678 = !DILocation(line: 863, column: 9, scope: !1395, inlinedAt: !1657)
!1679 = !DILocation(line: 0, scope: !1405, inlinedAt: !1680)
!1680 = distinct !DILocation(line: 864, column: 33, scope: !1398, inlinedAt: !1657)
!1681 = !DILocation(line: 185, column: 56, scope: !1405, inlinedAt: !1680)
!1682 = !DILocation(line: 0, scope: !1405, inlinedAt: !1683)
!1683 = distinct !DILocation(line: 864, column: 54, scope: !1398, inlinedAt: !1657)
!1684 = !DILocation(line: 185, column: 56, scope: !1405, inlinedAt: !1683)
!1685 = !DILocation(line: 0, scope: !1398, inlinedAt: !1657)
!1686 = !DILocation(line: 865, column: 18, scope: !1451, inlinedAt: !1657)
!1687 = !DILocation(line: 865, column: 17, scope: !1398, inlinedAt: !1657)
!1688 = !DILocation(line: 864, column: 52, scope: !1398, inlinedAt: !1657)
!1689 = !DILocation(line: 0, scope: !1421, inlinedAt: !1690)
!1690 = distinct !DILocation(line: 866, column: 20, scope: !1398, inlinedAt: !1657)
!1691 = !DILocation(line: 0, scope: !1427, inlinedAt: !1692)
!1692 = distinct !DILocation(line: 161, column: 20, scope: !1433, inlinedAt: !1690)
!1693 = !DILocation(line: 109, column: 22, scope: !1427, inlinedAt: !1692)
!1694 = !DILocation(line: 161, column: 56, scope: !1433, inlinedAt: !1690)
!1695 = !DILocation(line: 866, column: 17, scope: !1398, inlinedAt: !1657)
!1696 = !DILocation(line: 867, column: 33, scope: !1398, inlinedAt: !1657)
!1697 = !DILocation(line: 869, column: 29, scope: !1463, inlinedAt: !1657)
!1698 = !DILocation(line: 869, column: 44, scope: !1463, inlinedAt: !1657)
!1699 = !DILocation(line: 0, scope: !1467, inlinedAt: !1700)
!1700 = distinct !DILocation(line: 869, column: 48, scope: !1463, inlinedAt: !1657)
!1701 = !DILocation(line: 183, column: 53, scope: !1467, inlinedAt: !1700)
!1702 = !DILocation(line: 0, scope: !1467, inlinedAt: !1703)
!1703 = distinct !DILocation(line: 869, column: 70, scope: !1463, inlinedAt: !1657)
!1704 = !DILocation(line: 183, column: 53, scope: !1467, inlinedAt: !1703)
!1705 = !DILocation(line: 869, column: 67, scope: !1463, inlinedAt: !1657)
!1706 = !DILocation(line: 869, column: 9, scope: !1385, inlinedAt: !1657)
!1707 = !DILocation(line: 869, column: 93, scope: !1480, inlinedAt: !1657)
!1708 = !DILocation(line: 869, column: 104, scope: !1480, inlinedAt: !1657)
!1709 = !DILocation(line: 869, column: 109, scope: !1480, inlinedAt: !1657)
!1710 = !DILocation(line: 870, column: 13, scope: !1484, inlinedAt: !1657)
!1711 = !DILocation(line: 870, column: 28, scope: !1484, inlinedAt: !1657)
!1712 = !DILocation(line: 0, scope: !1488, inlinedAt: !1713)
!1713 = distinct !DILocation(line: 870, column: 32, scope: !1484, inlinedAt: !1657)
!1714 = !DILocation(line: 182, column: 53, scope: !1488, inlinedAt: !1713)
!1715 = !DILocation(line: 0, scope: !1488, inlinedAt: !1716)
!1716 = distinct !DILocation(line: 870, column: 54, scope: !1484, inlinedAt: !1657)
!1717 = !DILocation(line: 182, column: 53, scope: !1488, inlinedAt: !1716)
!1718 = !DILocation(line: 870, column: 51, scope: !1484, inlinedAt: !1657)
!1719 = !DILocation(line: 870, column: 9, scope: !1385, inlinedAt: !1657)
!1720 = !DILocation(line: 870, column: 77, scope: !1503, inlinedAt: !1657)
!1721 = !DILocation(line: 870, column: 88, scope: !1503, inlinedAt: !1657)
!1722 = !DILocation(line: 870, column: 93, scope: !1503, inlinedAt: !1657)
!1723 = !DILocation(line: 871, column: 13, scope: !1507, inlinedAt: !1657)
!1724 = !DILocation(line: 871, column: 24, scope: !1507, inlinedAt: !1657)
!1725 = !DILocation(line: 871, column: 28, scope: !1507, inlinedAt: !1657)
!1726 = !DILocation(line: 871, column: 39, scope: !1507, inlinedAt: !1657)
!1727 = !DILocation(line: 871, column: 36, scope: !1507, inlinedAt: !1657)
!1728 = !DILocation(line: 871, column: 9, scope: !1385, inlinedAt: !1657)
!1729 = !DILocation(line: 872, column: 25, scope: !1385, inlinedAt: !1657)
!1730 = !DILocation(line: 872, column: 5, scope: !1385, inlinedAt: !1657)
!1731 = !DILocation(line: 448, column: 47, scope: !1732, inlinedAt: !987)
!1732 = distinct !DILexicalBlock(scope: !982, file: !3, line: 448, column: 25)
!1733 = !DILocation(line: 448, column: 25, scope: !982, inlinedAt: !987)
!1734 = !DILocation(line: 0, scope: !1616, inlinedAt: !1735)
!1735 = distinct !DILocation(line: 452, column: 25, scope: !982, inlinedAt: !987)
!1736 = !DILocation(line: 215, column: 26, scope: !1616, inlinedAt: !1735)
!1737 = !DILocation(line: 215, column: 52, scope: !1616, inlinedAt: !1735)
!1738 = !DILocation(line: 215, column: 63, scope: !1616, inlinedAt: !1735)
!1739 = !DILocation(line: 215, column: 60, scope: !1616, inlinedAt: !1735)
!1740 = !DILocation(line: 215, column: 5, scope: !1616, inlinedAt: !1735)
!1741 = !DILocation(line: 218, column: 20, scope: !1632, inlinedAt: !1735)
!1742 = !DILocation(line: 215, column: 16, scope: !1616, inlinedAt: !1735)
!1743 = distinct !{!1743, !1740, !1744, !520}
!1744 = !DILocation(line: 219, column: 5, scope: !1616, inlinedAt: !1735)
!1745 = !DILocation(line: 0, scope: !977, inlinedAt: !987)
!1746 = !DILocation(line: 454, column: 61, scope: !970, inlinedAt: !987)
!1747 = !DILocation(line: 456, column: 41, scope: !1748, inlinedAt: !987)
!1748 = distinct !DILexicalBlock(scope: !970, file: !3, line: 456, column: 21)
!1749 = !DILocation(line: 456, column: 21, scope: !970, inlinedAt: !987)
!1750 = !DILocation(line: 461, column: 17, scope: !1751, inlinedAt: !987)
!1751 = distinct !DILexicalBlock(scope: !1748, file: !3, line: 456, column: 60)
!1752 = !DILocation(line: 424, column: 65, scope: !971, inlinedAt: !987)
!1753 = !DILocation(line: 424, column: 36, scope: !971, inlinedAt: !987)
!1754 = distinct !{!1754, !1355, !1755, !520}
!1755 = !DILocation(line: 462, column: 13, scope: !972, inlinedAt: !987)
!1756 = !DILocation(line: 466, column: 27, scope: !1757, inlinedAt: !987)
!1757 = distinct !DILexicalBlock(scope: !953, file: !3, line: 466, column: 17)
!1758 = !DILocation(line: 466, column: 17, scope: !953, inlinedAt: !987)
!1759 = !DILocation(line: 475, column: 69, scope: !984, inlinedAt: !987)
!1760 = !DILocation(line: 0, scope: !984, inlinedAt: !987)
!1761 = !DILocation(line: 478, column: 55, scope: !1762, inlinedAt: !987)
!1762 = distinct !DILexicalBlock(scope: !984, file: !3, line: 478, column: 21)
!1763 = !DILocation(line: 478, column: 39, scope: !1762, inlinedAt: !987)
!1764 = !DILocation(line: 478, column: 21, scope: !984, inlinedAt: !987)
!1765 = !DILocation(line: 475, column: 50, scope: !984, inlinedAt: !987)
!1766 = !{!1002, !435, i64 0}
!1767 = !DILocation(line: 475, column: 54, scope: !984, inlinedAt: !987)
!1768 = !DILocation(line: 473, column: 42, scope: !953, inlinedAt: !987)
!1769 = !DILocation(line: 472, column: 55, scope: !953, inlinedAt: !987)
!1770 = !DILocation(line: 472, column: 42, scope: !953, inlinedAt: !987)
!1771 = !DILocation(line: 480, column: 46, scope: !984, inlinedAt: !987)
!1772 = !DILocation(line: 480, column: 68, scope: !984, inlinedAt: !987)
!1773 = !DILocation(line: 480, column: 34, scope: !984, inlinedAt: !987)
!1774 = !DILocation(line: 480, column: 22, scope: !984, inlinedAt: !987)
!1775 = !DILocation(line: 480, column: 32, scope: !984, inlinedAt: !987)
!1776 = !{!1777, !241, i64 4}
!1777 = !{!"", !241, i64 0, !241, i64 4, !241, i64 8}
!1778 = !DILocation(line: 481, column: 36, scope: !984, inlinedAt: !987)
!1779 = !DILocation(line: 481, column: 22, scope: !984, inlinedAt: !987)
!1780 = !DILocation(line: 481, column: 34, scope: !984, inlinedAt: !987)
!1781 = !{!1777, !241, i64 8}
!1782 = !DILocation(line: 482, column: 29, scope: !984, inlinedAt: !987)
!1783 = !{!1777, !241, i64 0}
!1784 = !DILocation(line: 483, column: 34, scope: !984, inlinedAt: !987)
!1785 = !DILocation(line: 488, column: 44, scope: !953, inlinedAt: !987)
!1786 = !DILocation(line: 488, column: 68, scope: !953, inlinedAt: !987)
!1787 = !DILocation(line: 488, column: 13, scope: !953, inlinedAt: !987)
!1788 = !DILocation(line: 0, scope: !475, inlinedAt: !1789)
!1789 = distinct !DILocation(line: 488, column: 13, scope: !953, inlinedAt: !987)
!1790 = !DILocation(line: 198, column: 37, scope: !475, inlinedAt: !1789)
!1791 = !DILocation(line: 198, column: 51, scope: !475, inlinedAt: !1789)
!1792 = !DILocation(line: 199, column: 29, scope: !475, inlinedAt: !1789)
!1793 = !DILocation(line: 0, scope: !495, inlinedAt: !1794)
!1794 = distinct !DILocation(line: 201, column: 7, scope: !475, inlinedAt: !1789)
!1795 = !DILocation(line: 189, column: 22, scope: !495, inlinedAt: !1794)
!1796 = !DILocation(line: 189, column: 40, scope: !495, inlinedAt: !1794)
!1797 = !DILocation(line: 189, column: 32, scope: !495, inlinedAt: !1794)
!1798 = !DILocation(line: 201, column: 57, scope: !475, inlinedAt: !1789)
!1799 = !DILocation(line: 201, column: 69, scope: !475, inlinedAt: !1789)
!1800 = !DILocation(line: 202, column: 31, scope: !475, inlinedAt: !1789)
!1801 = !DILocation(line: 202, column: 61, scope: !475, inlinedAt: !1789)
!1802 = !DILocation(line: 202, column: 36, scope: !475, inlinedAt: !1789)
!1803 = !DILocation(line: 202, column: 16, scope: !475, inlinedAt: !1789)
!1804 = !DILocation(line: 202, column: 14, scope: !475, inlinedAt: !1789)
!1805 = !DILocation(line: 490, column: 28, scope: !953, inlinedAt: !987)
!1806 = !DILocation(line: 500, column: 24, scope: !1807, inlinedAt: !987)
!1807 = distinct !DILexicalBlock(scope: !953, file: !3, line: 500, column: 17)
!1808 = !DILocation(line: 500, column: 17, scope: !953, inlinedAt: !987)
!1809 = !DILocation(line: 503, column: 29, scope: !1810, inlinedAt: !987)
!1810 = distinct !DILexicalBlock(scope: !1807, file: !3, line: 500, column: 39)
!1811 = !DILocation(line: 198, column: 37, scope: !475, inlinedAt: !1812)
!1812 = distinct !DILocation(line: 0, scope: !953, inlinedAt: !987)
!1813 = !DILocation(line: 198, column: 51, scope: !475, inlinedAt: !1812)
!1814 = !DILocation(line: 199, column: 29, scope: !475, inlinedAt: !1812)
!1815 = !DILocation(line: 189, column: 22, scope: !495, inlinedAt: !1816)
!1816 = distinct !DILocation(line: 201, column: 7, scope: !475, inlinedAt: !1812)
!1817 = !DILocation(line: 189, column: 40, scope: !495, inlinedAt: !1816)
!1818 = !DILocation(line: 189, column: 32, scope: !495, inlinedAt: !1816)
!1819 = !DILocation(line: 201, column: 57, scope: !475, inlinedAt: !1812)
!1820 = !DILocation(line: 201, column: 69, scope: !475, inlinedAt: !1812)
!1821 = !DILocation(line: 202, column: 31, scope: !475, inlinedAt: !1812)
!1822 = !DILocation(line: 202, column: 61, scope: !475, inlinedAt: !1812)
!1823 = !DILocation(line: 202, column: 36, scope: !475, inlinedAt: !1812)
!1824 = !DILocation(line: 202, column: 16, scope: !475, inlinedAt: !1812)
!1825 = !DILocation(line: 202, column: 14, scope: !475, inlinedAt: !1812)
!1826 = !DILocation(line: 401, column: 37, scope: !954, inlinedAt: !987)
!1827 = !DILocation(line: 401, column: 23, scope: !954, inlinedAt: !987)
!1828 = distinct !{!1828, !1314, !1829, !520}
!1829 = !DILocation(line: 506, column: 9, scope: !955, inlinedAt: !987)
!1830 = !DILocation(line: 364, column: 17, scope: !913, inlinedAt: !987)
!1831 = !DILocation(line: 508, column: 12, scope: !944, inlinedAt: !987)
!1832 = distinct !{!1832, !1306, !1833, !520}
!1833 = !DILocation(line: 509, column: 5, scope: !913, inlinedAt: !987)
!1834 = !DILocation(line: 511, column: 17, scope: !913, inlinedAt: !987)
!1835 = !DILocation(line: 52, column: 61, scope: !1287, inlinedAt: !1293)
!1836 = !DILocation(line: 592, column: 35, scope: !1837)
!1837 = distinct !DILexicalBlock(scope: !899, file: !3, line: 592, column: 13)
!1838 = !DILocation(line: 592, column: 22, scope: !1837)
!1839 = !DILocation(line: 592, column: 13, scope: !899)
!1840 = !DILocation(line: 593, column: 51, scope: !1841)
!1841 = distinct !DILexicalBlock(scope: !1837, file: !3, line: 592, column: 41)
!1842 = !DILocation(line: 593, column: 24, scope: !1841)
!1843 = !DILocation(line: 593, column: 38, scope: !1841)
!1844 = !DILocation(line: 593, column: 48, scope: !1841)
!1845 = !DILocation(line: 597, column: 26, scope: !1846)
!1846 = distinct !DILexicalBlock(scope: !1837, file: !3, line: 595, column: 16)
!1847 = !DILocation(line: 548, column: 80, scope: !900)
!1848 = distinct !{!1848, !1006, !1849, !520}
!1849 = !DILocation(line: 599, column: 5, scope: !901)
!1850 = !DILocation(line: 601, column: 1, scope: !866)
!1851 = distinct !DISubprogram(name: "ZSTD_ldm_skipSequences", scope: !3, file: !3, line: 604, type: !1852, scopeLine: 605, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1854)
!1852 = !DISubroutineType(types: !1853)
!1853 = !{null, !869, !115, !386}
!1854 = !{!1855, !1856, !1857, !1858}
!1855 = !DILocalVariable(name: "rawSeqStore", arg: 1, scope: !1851, file: !3, line: 604, type: !869)
!1856 = !DILocalVariable(name: "srcSize", arg: 2, scope: !1851, file: !3, line: 604, type: !115)
!1857 = !DILocalVariable(name: "minMatch", arg: 3, scope: !1851, file: !3, line: 604, type: !386)
!1858 = !DILocalVariable(name: "seq", scope: !1859, file: !3, line: 607, type: !874)
!1859 = distinct !DILexicalBlock(scope: !1851, file: !3, line: 606, column: 65)
!1860 = !DILocation(line: 0, scope: !1851)
!1861 = !DILocation(line: 606, column: 20, scope: !1851)
!1862 = !DILocation(line: 606, column: 24, scope: !1851)
!1863 = !{!1002, !444, i64 8}
!1864 = !DILocation(line: 606, column: 44, scope: !1851)
!1865 = !DILocation(line: 606, column: 5, scope: !1851)
!1866 = !DILocation(line: 607, column: 36, scope: !1859)
!1867 = !DILocation(line: 607, column: 40, scope: !1859)
!1868 = !DILocation(line: 0, scope: !1859)
!1869 = !DILocation(line: 608, column: 29, scope: !1870)
!1870 = distinct !DILexicalBlock(scope: !1859, file: !3, line: 608, column: 13)
!1871 = !DILocation(line: 608, column: 24, scope: !1870)
!1872 = !DILocation(line: 608, column: 21, scope: !1870)
!1873 = !DILocation(line: 608, column: 13, scope: !1859)
!1874 = !DILocation(line: 610, column: 31, scope: !1875)
!1875 = distinct !DILexicalBlock(scope: !1870, file: !3, line: 608, column: 40)
!1876 = !DILocation(line: 610, column: 28, scope: !1875)
!1877 = !DILocation(line: 611, column: 13, scope: !1875)
!1878 = !DILocation(line: 613, column: 17, scope: !1859)
!1879 = !DILocation(line: 614, column: 24, scope: !1859)
!1880 = !DILocation(line: 615, column: 28, scope: !1881)
!1881 = distinct !DILexicalBlock(scope: !1859, file: !3, line: 615, column: 13)
!1882 = !DILocation(line: 615, column: 23, scope: !1881)
!1883 = !DILocation(line: 615, column: 21, scope: !1881)
!1884 = !DILocation(line: 615, column: 13, scope: !1859)
!1885 = !DILocation(line: 617, column: 33, scope: !1886)
!1886 = distinct !DILexicalBlock(scope: !1881, file: !3, line: 615, column: 41)
!1887 = !DILocation(line: 617, column: 30, scope: !1886)
!1888 = !DILocation(line: 618, column: 34, scope: !1889)
!1889 = distinct !DILexicalBlock(scope: !1886, file: !3, line: 618, column: 17)
!1890 = !DILocation(line: 618, column: 17, scope: !1886)
!1891 = !DILocation(line: 620, column: 38, scope: !1892)
!1892 = distinct !DILexicalBlock(scope: !1893, file: !3, line: 620, column: 21)
!1893 = distinct !DILexicalBlock(scope: !1889, file: !3, line: 618, column: 46)
!1894 = !DILocation(line: 620, column: 42, scope: !1892)
!1895 = !DILocation(line: 620, column: 21, scope: !1893)
!1896 = !DILocation(line: 621, column: 28, scope: !1897)
!1897 = distinct !DILexicalBlock(scope: !1892, file: !3, line: 620, column: 63)
!1898 = !DILocation(line: 621, column: 38, scope: !1897)
!1899 = !DILocation(line: 622, column: 17, scope: !1897)
!1900 = !DILocation(line: 623, column: 33, scope: !1893)
!1901 = !DILocation(line: 624, column: 13, scope: !1893)
!1902 = !DILocation(line: 627, column: 17, scope: !1859)
!1903 = !DILocation(line: 628, column: 26, scope: !1859)
!1904 = !DILocation(line: 629, column: 25, scope: !1859)
!1905 = !DILocation(line: 631, column: 1, scope: !1851)
!1906 = distinct !DISubprogram(name: "ZSTD_ldm_skipRawSeqStoreBytes", scope: !3, file: !3, line: 664, type: !1907, scopeLine: 664, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1909)
!1907 = !DISubroutineType(types: !1908)
!1908 = !{null, !869, !115}
!1909 = !{!1910, !1911, !1912, !1913}
!1910 = !DILocalVariable(name: "rawSeqStore", arg: 1, scope: !1906, file: !3, line: 664, type: !869)
!1911 = !DILocalVariable(name: "nbBytes", arg: 2, scope: !1906, file: !3, line: 664, type: !115)
!1912 = !DILocalVariable(name: "currPos", scope: !1906, file: !3, line: 665, type: !109)
!1913 = !DILocalVariable(name: "currSeq", scope: !1914, file: !3, line: 667, type: !875)
!1914 = distinct !DILexicalBlock(scope: !1906, file: !3, line: 666, column: 61)
!1915 = !DILocation(line: 0, scope: !1906)
!1916 = !DILocation(line: 665, column: 38, scope: !1906)
!1917 = !{!1002, !444, i64 16}
!1918 = !DILocation(line: 665, column: 52, scope: !1906)
!1919 = !DILocation(line: 665, column: 19, scope: !1906)
!1920 = !DILocation(line: 666, column: 12, scope: !1906)
!1921 = !DILocation(line: 666, column: 20, scope: !1906)
!1922 = !DILocation(line: 666, column: 40, scope: !1906)
!1923 = !DILocation(line: 666, column: 5, scope: !1906)
!1924 = !DILocation(line: 667, column: 39, scope: !1914)
!1925 = !DILocation(line: 667, column: 26, scope: !1914)
!1926 = !DILocation(line: 0, scope: !1914)
!1927 = !DILocation(line: 668, column: 42, scope: !1928)
!1928 = distinct !DILexicalBlock(scope: !1914, file: !3, line: 668, column: 13)
!1929 = !DILocation(line: 668, column: 21, scope: !1928)
!1930 = !DILocation(line: 668, column: 13, scope: !1914)
!1931 = !DILocation(line: 672, column: 42, scope: !1932)
!1932 = distinct !DILexicalBlock(scope: !1928, file: !3, line: 671, column: 16)
!1933 = !DILocation(line: 672, column: 40, scope: !1932)
!1934 = !DILocation(line: 669, column: 21, scope: !1935)
!1935 = distinct !DILexicalBlock(scope: !1928, file: !3, line: 668, column: 65)
!1936 = !DILocation(line: 670, column: 29, scope: !1935)
!1937 = !DILocation(line: 676, column: 42, scope: !1938)
!1938 = distinct !DILexicalBlock(scope: !1906, file: !3, line: 676, column: 9)
!1939 = !DILocation(line: 676, column: 9, scope: !1906)
!1940 = !DILocation(line: 677, column: 36, scope: !1941)
!1941 = distinct !DILexicalBlock(scope: !1938, file: !3, line: 676, column: 64)
!1942 = !DILocation(line: 678, column: 5, scope: !1941)
!1943 = !DILocation(line: 679, column: 1, scope: !1906)
!1944 = distinct !DISubprogram(name: "ZSTD_ldm_blockCompress", scope: !3, file: !3, line: 681, type: !1945, scopeLine: 685, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1971)
!1945 = !DISubroutineType(types: !1946)
!1946 = !{!115, !869, !1947, !1948, !1038, !215, !141, !115}
!1947 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1042, size: 64)
!1948 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1949, size: 64)
!1949 = !DIDerivedType(tag: DW_TAG_typedef, name: "SeqStore_t", file: !24, line: 115, baseType: !1950)
!1950 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !24, line: 98, size: 640, elements: !1951)
!1951 = !{!1952, !1960, !1961, !1962, !1963, !1964, !1965, !1966, !1967, !1968, !1970}
!1952 = !DIDerivedType(tag: DW_TAG_member, name: "sequencesStart", scope: !1950, file: !24, line: 99, baseType: !1953, size: 64)
!1953 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1954, size: 64)
!1954 = !DIDerivedType(tag: DW_TAG_typedef, name: "SeqDef", file: !24, line: 89, baseType: !1955)
!1955 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "SeqDef_s", file: !24, line: 85, size: 64, elements: !1956)
!1956 = !{!1957, !1958, !1959}
!1957 = !DIDerivedType(tag: DW_TAG_member, name: "offBase", scope: !1955, file: !24, line: 86, baseType: !109, size: 32)
!1958 = !DIDerivedType(tag: DW_TAG_member, name: "litLength", scope: !1955, file: !24, line: 87, baseType: !166, size: 16, offset: 32)
!1959 = !DIDerivedType(tag: DW_TAG_member, name: "mlBase", scope: !1955, file: !24, line: 88, baseType: !166, size: 16, offset: 48)
!1960 = !DIDerivedType(tag: DW_TAG_member, name: "sequences", scope: !1950, file: !24, line: 100, baseType: !1953, size: 64, offset: 64)
!1961 = !DIDerivedType(tag: DW_TAG_member, name: "litStart", scope: !1950, file: !24, line: 101, baseType: !192, size: 64, offset: 128)
!1962 = !DIDerivedType(tag: DW_TAG_member, name: "lit", scope: !1950, file: !24, line: 102, baseType: !192, size: 64, offset: 192)
!1963 = !DIDerivedType(tag: DW_TAG_member, name: "llCode", scope: !1950, file: !24, line: 103, baseType: !192, size: 64, offset: 256)
!1964 = !DIDerivedType(tag: DW_TAG_member, name: "mlCode", scope: !1950, file: !24, line: 104, baseType: !192, size: 64, offset: 320)
!1965 = !DIDerivedType(tag: DW_TAG_member, name: "ofCode", scope: !1950, file: !24, line: 105, baseType: !192, size: 64, offset: 384)
!1966 = !DIDerivedType(tag: DW_TAG_member, name: "maxNbSeq", scope: !1950, file: !24, line: 106, baseType: !115, size: 64, offset: 448)
!1967 = !DIDerivedType(tag: DW_TAG_member, name: "maxNbLit", scope: !1950, file: !24, line: 107, baseType: !115, size: 64, offset: 512)
!1968 = !DIDerivedType(tag: DW_TAG_member, name: "longLengthType", scope: !1950, file: !24, line: 113, baseType: !1969, size: 32, offset: 576)
!1969 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_longLengthType_e", file: !24, line: 96, baseType: !40)
!1970 = !DIDerivedType(tag: DW_TAG_member, name: "longLengthPos", scope: !1950, file: !24, line: 114, baseType: !109, size: 32, offset: 608)
!1971 = !{!1972, !1973, !1974, !1975, !1976, !1977, !1978, !1979, !1981, !1982, !1988, !1989, !1990, !1991, !1994, !1997, !1999}
!1972 = !DILocalVariable(name: "rawSeqStore", arg: 1, scope: !1944, file: !3, line: 681, type: !869)
!1973 = !DILocalVariable(name: "ms", arg: 2, scope: !1944, file: !3, line: 682, type: !1947)
!1974 = !DILocalVariable(name: "seqStore", arg: 3, scope: !1944, file: !3, line: 682, type: !1948)
!1975 = !DILocalVariable(name: "rep", arg: 4, scope: !1944, file: !3, line: 682, type: !1038)
!1976 = !DILocalVariable(name: "useRowMatchFinder", arg: 5, scope: !1944, file: !3, line: 683, type: !215)
!1977 = !DILocalVariable(name: "src", arg: 6, scope: !1944, file: !3, line: 684, type: !141)
!1978 = !DILocalVariable(name: "srcSize", arg: 7, scope: !1944, file: !3, line: 684, type: !115)
!1979 = !DILocalVariable(name: "cParams", scope: !1944, file: !3, line: 686, type: !1980)
!1980 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !221)
!1981 = !DILocalVariable(name: "minMatch", scope: !1944, file: !3, line: 687, type: !486)
!1982 = !DILocalVariable(name: "blockCompressor", scope: !1944, file: !3, line: 688, type: !1983)
!1983 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1984)
!1984 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_BlockCompressor_f", file: !24, line: 578, baseType: !1985)
!1985 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1986, size: 64)
!1986 = !DISubroutineType(types: !1987)
!1987 = !{!115, !1947, !1948, !1038, !141, !115}
!1988 = !DILocalVariable(name: "istart", scope: !1944, file: !3, line: 691, type: !390)
!1989 = !DILocalVariable(name: "iend", scope: !1944, file: !3, line: 692, type: !390)
!1990 = !DILocalVariable(name: "ip", scope: !1944, file: !3, line: 694, type: !118)
!1991 = !DILocalVariable(name: "lastLLSize", scope: !1992, file: !3, line: 699, type: !115)
!1992 = distinct !DILexicalBlock(scope: !1993, file: !3, line: 698, column: 42)
!1993 = distinct !DILexicalBlock(scope: !1944, file: !3, line: 698, column: 9)
!1994 = !DILocalVariable(name: "sequence", scope: !1995, file: !3, line: 711, type: !1996)
!1995 = distinct !DILexicalBlock(scope: !1944, file: !3, line: 709, column: 63)
!1996 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !875)
!1997 = !DILocalVariable(name: "i", scope: !1998, file: !3, line: 725, type: !922)
!1998 = distinct !DILexicalBlock(scope: !1995, file: !3, line: 724, column: 9)
!1999 = !DILocalVariable(name: "newLitLength", scope: !1998, file: !3, line: 726, type: !306)
!2000 = !DILocation(line: 0, scope: !1944)
!2001 = !DILocation(line: 687, column: 40, scope: !1944)
!2002 = !{!240, !241, i64 16}
!2003 = !DILocation(line: 689, column: 45, scope: !1944)
!2004 = !DILocalVariable(name: "ms", arg: 1, scope: !2005, file: !24, line: 1071, type: !1040)
!2005 = distinct !DISubprogram(name: "ZSTD_matchState_dictMode", scope: !24, file: !24, line: 1071, type: !2006, scopeLine: 1072, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2009)
!2006 = !DISubroutineType(types: !2007)
!2007 = !{!2008, !1040}
!2008 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_dictMode_e", file: !24, line: 556, baseType: !45)
!2009 = !{!2004}
!2010 = !DILocation(line: 0, scope: !2005, inlinedAt: !2011)
!2011 = distinct !DILocation(line: 689, column: 74, scope: !1944)
!2012 = !DILocation(line: 1063, column: 19, scope: !1236, inlinedAt: !2013)
!2013 = distinct !DILocation(line: 1073, column: 12, scope: !2005, inlinedAt: !2011)
!2014 = !DILocation(line: 0, scope: !1236, inlinedAt: !2013)
!2015 = !DILocation(line: 1063, column: 28, scope: !1236, inlinedAt: !2013)
!2016 = !DILocation(line: 1073, column: 12, scope: !2005, inlinedAt: !2011)
!2017 = !DILocation(line: 1075, column: 13, scope: !2005, inlinedAt: !2011)
!2018 = !{!2019, !435, i64 248}
!2019 = !{!"ZSTD_MatchState_t", !434, i64 0, !241, i64 40, !241, i64 44, !241, i64 48, !241, i64 52, !435, i64 56, !242, i64 64, !444, i64 96, !241, i64 104, !435, i64 112, !435, i64 120, !435, i64 128, !241, i64 136, !241, i64 140, !2020, i64 144, !435, i64 248, !240, i64 256, !435, i64 288, !241, i64 296, !241, i64 300}
!2020 = !{!"", !435, i64 0, !435, i64 8, !435, i64 16, !435, i64 24, !435, i64 32, !435, i64 40, !241, i64 48, !241, i64 52, !241, i64 56, !241, i64 60, !241, i64 64, !241, i64 68, !241, i64 72, !241, i64 76, !241, i64 80, !435, i64 88, !241, i64 96}
!2021 = !DILocation(line: 1075, column: 28, scope: !2005, inlinedAt: !2011)
!2022 = !DILocation(line: 1075, column: 9, scope: !2005, inlinedAt: !2011)
!2023 = !DILocation(line: 1076, column: 34, scope: !2005, inlinedAt: !2011)
!2024 = !{!2019, !241, i64 140}
!2025 = !DILocation(line: 1076, column: 14, scope: !2005, inlinedAt: !2011)
!2026 = !DILocation(line: 689, column: 9, scope: !1944)
!2027 = !DILocation(line: 692, column: 37, scope: !1944)
!2028 = !DILocation(line: 698, column: 18, scope: !1993)
!2029 = !DILocation(line: 698, column: 27, scope: !1993)
!2030 = !DILocation(line: 698, column: 9, scope: !1944)
!2031 = !DILocation(line: 709, column: 25, scope: !1944)
!2032 = !DILocation(line: 709, column: 44, scope: !1944)
!2033 = !DILocation(line: 709, column: 29, scope: !1944)
!2034 = !DILocation(line: 709, column: 49, scope: !1944)
!2035 = !DILocation(line: 709, column: 5, scope: !1944)
!2036 = !DILocation(line: 700, column: 13, scope: !1992)
!2037 = !DILocation(line: 700, column: 25, scope: !1992)
!2038 = !{!2019, !435, i64 288}
!2039 = !DILocation(line: 701, column: 22, scope: !1992)
!2040 = !DILocation(line: 0, scope: !1992)
!2041 = !DILocation(line: 0, scope: !1906, inlinedAt: !2042)
!2042 = distinct !DILocation(line: 702, column: 9, scope: !1992)
!2043 = !DILocation(line: 665, column: 38, scope: !1906, inlinedAt: !2042)
!2044 = !DILocation(line: 665, column: 52, scope: !1906, inlinedAt: !2042)
!2045 = !DILocation(line: 665, column: 19, scope: !1906, inlinedAt: !2042)
!2046 = !DILocation(line: 666, column: 12, scope: !1906, inlinedAt: !2042)
!2047 = !DILocation(line: 666, column: 20, scope: !1906, inlinedAt: !2042)
!2048 = !DILocation(line: 666, column: 40, scope: !1906, inlinedAt: !2042)
!2049 = !DILocation(line: 666, column: 5, scope: !1906, inlinedAt: !2042)
!2050 = !DILocation(line: 667, column: 39, scope: !1914, inlinedAt: !2042)
!2051 = !DILocation(line: 667, column: 26, scope: !1914, inlinedAt: !2042)
!2052 = !DILocation(line: 0, scope: !1914, inlinedAt: !2042)
!2053 = !DILocation(line: 668, column: 42, scope: !1928, inlinedAt: !2042)
!2054 = !DILocation(line: 668, column: 21, scope: !1928, inlinedAt: !2042)
!2055 = !DILocation(line: 668, column: 13, scope: !1914, inlinedAt: !2042)
!2056 = !DILocation(line: 672, column: 42, scope: !1932, inlinedAt: !2042)
!2057 = !DILocation(line: 672, column: 40, scope: !1932, inlinedAt: !2042)
!2058 = !DILocation(line: 669, column: 21, scope: !1935, inlinedAt: !2042)
!2059 = !DILocation(line: 670, column: 29, scope: !1935, inlinedAt: !2042)
!2060 = !DILocation(line: 676, column: 42, scope: !1938, inlinedAt: !2042)
!2061 = !DILocation(line: 676, column: 9, scope: !1906, inlinedAt: !2042)
!2062 = !DILocation(line: 677, column: 36, scope: !1941, inlinedAt: !2042)
!2063 = !DILocation(line: 678, column: 5, scope: !1941, inlinedAt: !2042)
!2064 = !DILocation(line: 712, column: 63, scope: !1995)
!2065 = !DILocation(line: 712, column: 52, scope: !1995)
!2066 = !DILocalVariable(name: "rawSeqStore", arg: 1, scope: !2067, file: !3, line: 640, type: !869)
!2067 = distinct !DISubprogram(name: "maybeSplitSequence", scope: !3, file: !3, line: 640, type: !2068, scopeLine: 642, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2070)
!2068 = !DISubroutineType(types: !2069)
!2069 = !{!875, !869, !386, !386}
!2070 = !{!2066, !2071, !2072, !2073}
!2071 = !DILocalVariable(name: "remaining", arg: 2, scope: !2067, file: !3, line: 641, type: !386)
!2072 = !DILocalVariable(name: "minMatch", arg: 3, scope: !2067, file: !3, line: 641, type: !386)
!2073 = !DILocalVariable(name: "sequence", scope: !2067, file: !3, line: 643, type: !875)
!2074 = !DILocation(line: 0, scope: !2067, inlinedAt: !2075)
!2075 = distinct !DILocation(line: 711, column: 33, scope: !1995)
!2076 = !DILocation(line: 643, column: 36, scope: !2067, inlinedAt: !2075)
!2077 = !DILocation(line: 643, column: 23, scope: !2067, inlinedAt: !2075)
!2078 = !DILocation(line: 646, column: 41, scope: !2079, inlinedAt: !2075)
!2079 = distinct !DILexicalBlock(scope: !2067, file: !3, line: 646, column: 9)
!2080 = !DILocation(line: 646, column: 19, scope: !2079, inlinedAt: !2075)
!2081 = !DILocation(line: 646, column: 9, scope: !2067, inlinedAt: !2075)
!2082 = !DILocation(line: 647, column: 25, scope: !2083, inlinedAt: !2075)
!2083 = distinct !DILexicalBlock(scope: !2079, file: !3, line: 646, column: 65)
!2084 = !DILocation(line: 648, column: 9, scope: !2083, inlinedAt: !2075)
!2085 = !DILocation(line: 651, column: 19, scope: !2086, inlinedAt: !2075)
!2086 = distinct !DILexicalBlock(scope: !2067, file: !3, line: 651, column: 9)
!2087 = !DILocation(line: 651, column: 9, scope: !2067, inlinedAt: !2075)
!2088 = !DILocation(line: 0, scope: !1851, inlinedAt: !2089)
!2089 = distinct !DILocation(line: 660, column: 5, scope: !2067, inlinedAt: !2075)
!2090 = !DILocation(line: 606, column: 20, scope: !1851, inlinedAt: !2089)
!2091 = !DILocation(line: 606, column: 24, scope: !1851, inlinedAt: !2089)
!2092 = !DILocation(line: 660, column: 41, scope: !2067, inlinedAt: !2075)
!2093 = !DILocation(line: 606, column: 44, scope: !1851, inlinedAt: !2089)
!2094 = !DILocation(line: 606, column: 5, scope: !1851, inlinedAt: !2089)
!2095 = !DILocation(line: 607, column: 40, scope: !1859, inlinedAt: !2089)
!2096 = !DILocation(line: 0, scope: !1859, inlinedAt: !2089)
!2097 = !DILocation(line: 608, column: 29, scope: !1870, inlinedAt: !2089)
!2098 = !DILocation(line: 608, column: 24, scope: !1870, inlinedAt: !2089)
!2099 = !DILocation(line: 608, column: 21, scope: !1870, inlinedAt: !2089)
!2100 = !DILocation(line: 608, column: 13, scope: !1859, inlinedAt: !2089)
!2101 = !DILocation(line: 610, column: 31, scope: !1875, inlinedAt: !2089)
!2102 = !DILocation(line: 610, column: 28, scope: !1875, inlinedAt: !2089)
!2103 = !DILocation(line: 611, column: 13, scope: !1875, inlinedAt: !2089)
!2104 = !DILocation(line: 613, column: 17, scope: !1859, inlinedAt: !2089)
!2105 = !DILocation(line: 614, column: 24, scope: !1859, inlinedAt: !2089)
!2106 = !DILocation(line: 615, column: 28, scope: !1881, inlinedAt: !2089)
!2107 = !DILocation(line: 615, column: 23, scope: !1881, inlinedAt: !2089)
!2108 = !DILocation(line: 615, column: 21, scope: !1881, inlinedAt: !2089)
!2109 = !DILocation(line: 615, column: 13, scope: !1859, inlinedAt: !2089)
!2110 = !DILocation(line: 617, column: 33, scope: !1886, inlinedAt: !2089)
!2111 = !DILocation(line: 617, column: 30, scope: !1886, inlinedAt: !2089)
!2112 = !DILocation(line: 618, column: 34, scope: !1889, inlinedAt: !2089)
!2113 = !DILocation(line: 618, column: 17, scope: !1886, inlinedAt: !2089)
!2114 = !DILocation(line: 620, column: 38, scope: !1892, inlinedAt: !2089)
!2115 = !DILocation(line: 620, column: 42, scope: !1892, inlinedAt: !2089)
!2116 = !DILocation(line: 620, column: 21, scope: !1893, inlinedAt: !2089)
!2117 = !DILocation(line: 621, column: 28, scope: !1897, inlinedAt: !2089)
!2118 = !DILocation(line: 621, column: 38, scope: !1897, inlinedAt: !2089)
!2119 = !DILocation(line: 622, column: 17, scope: !1897, inlinedAt: !2089)
!2120 = !DILocation(line: 623, column: 33, scope: !1893, inlinedAt: !2089)
!2121 = !DILocation(line: 624, column: 13, scope: !1893, inlinedAt: !2089)
!2122 = !DILocation(line: 627, column: 17, scope: !1859, inlinedAt: !2089)
!2123 = !DILocation(line: 628, column: 26, scope: !1859, inlinedAt: !2089)
!2124 = !DILocation(line: 629, column: 25, scope: !1859, inlinedAt: !2089)
!2125 = !DILocation(line: 0, scope: !1995)
!2126 = !DILocation(line: 714, column: 22, scope: !2127)
!2127 = distinct !DILexicalBlock(scope: !1995, file: !3, line: 714, column: 13)
!2128 = !DILocation(line: 714, column: 29, scope: !2127)
!2129 = !DILocation(line: 714, column: 13, scope: !1995)
!2130 = !DILocalVariable(name: "ms", arg: 1, scope: !2131, file: !3, line: 331, type: !1947)
!2131 = distinct !DISubprogram(name: "ZSTD_ldm_limitTableUpdate", scope: !3, file: !3, line: 331, type: !2132, scopeLine: 332, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2134)
!2132 = !DISubroutineType(types: !2133)
!2133 = !{null, !1947, !118}
!2134 = !{!2130, !2135, !2136}
!2135 = !DILocalVariable(name: "anchor", arg: 2, scope: !2131, file: !3, line: 331, type: !118)
!2136 = !DILocalVariable(name: "curr", scope: !2131, file: !3, line: 333, type: !386)
!2137 = !DILocation(line: 0, scope: !2131, inlinedAt: !2138)
!2138 = distinct !DILocation(line: 720, column: 9, scope: !1995)
!2139 = !DILocation(line: 333, column: 48, scope: !2131, inlinedAt: !2138)
!2140 = !{!2019, !435, i64 8}
!2141 = !DILocation(line: 333, column: 35, scope: !2131, inlinedAt: !2138)
!2142 = !DILocation(line: 333, column: 22, scope: !2131, inlinedAt: !2138)
!2143 = !DILocation(line: 334, column: 20, scope: !2144, inlinedAt: !2138)
!2144 = distinct !DILexicalBlock(scope: !2131, file: !3, line: 334, column: 9)
!2145 = !{!2019, !241, i64 44}
!2146 = !DILocation(line: 334, column: 33, scope: !2144, inlinedAt: !2138)
!2147 = !DILocation(line: 334, column: 14, scope: !2144, inlinedAt: !2138)
!2148 = !DILocation(line: 334, column: 9, scope: !2131, inlinedAt: !2138)
!2149 = !DILocation(line: 336, column: 20, scope: !2150, inlinedAt: !2138)
!2150 = distinct !DILexicalBlock(scope: !2144, file: !3, line: 334, column: 41)
!2151 = !DILocation(line: 336, column: 18, scope: !2150, inlinedAt: !2138)
!2152 = !DILocation(line: 335, column: 26, scope: !2150, inlinedAt: !2138)
!2153 = !DILocation(line: 337, column: 5, scope: !2150, inlinedAt: !2138)
!2154 = !DILocalVariable(name: "ms", arg: 1, scope: !2155, file: !3, line: 251, type: !1947)
!2155 = distinct !DISubprogram(name: "ZSTD_ldm_fillFastTables", scope: !3, file: !3, line: 251, type: !2156, scopeLine: 253, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2158)
!2156 = !DISubroutineType(types: !2157)
!2157 = !{!115, !1947, !141}
!2158 = !{!2154, !2159, !2160}
!2159 = !DILocalVariable(name: "end", arg: 2, scope: !2155, file: !3, line: 252, type: !141)
!2160 = !DILocalVariable(name: "iend", scope: !2155, file: !3, line: 254, type: !390)
!2161 = !DILocation(line: 0, scope: !2155, inlinedAt: !2162)
!2162 = distinct !DILocation(line: 721, column: 9, scope: !1995)
!2163 = !DILocation(line: 256, column: 24, scope: !2155, inlinedAt: !2162)
!2164 = !{!2019, !241, i64 280}
!2165 = !DILocation(line: 256, column: 5, scope: !2155, inlinedAt: !2162)
!2166 = !DILocation(line: 259, column: 9, scope: !2167, inlinedAt: !2162)
!2167 = distinct !DILexicalBlock(scope: !2155, file: !3, line: 257, column: 5)
!2168 = !DILocation(line: 260, column: 9, scope: !2167, inlinedAt: !2162)
!2169 = !DILocation(line: 264, column: 9, scope: !2167, inlinedAt: !2162)
!2170 = !DILocation(line: 268, column: 9, scope: !2167, inlinedAt: !2162)
!2171 = !DILocation(line: 727, column: 17, scope: !1998)
!2172 = !DILocation(line: 0, scope: !1998)
!2173 = !DILocation(line: 731, column: 24, scope: !2174)
!2174 = distinct !DILexicalBlock(scope: !2175, file: !3, line: 730, column: 13)
!2175 = distinct !DILexicalBlock(scope: !1998, file: !3, line: 730, column: 13)
!2176 = !DILocation(line: 728, column: 16, scope: !1998)
!2177 = !DILocation(line: 732, column: 20, scope: !1998)
!2178 = !DILocation(line: 734, column: 54, scope: !1998)
!2179 = !DILocation(line: 735, column: 27, scope: !1998)
!2180 = !DILocation(line: 736, column: 27, scope: !1998)
!2181 = !DILocalVariable(name: "seqStorePtr", arg: 1, scope: !2182, file: !24, line: 776, type: !1948)
!2182 = distinct !DISubprogram(name: "ZSTD_storeSeq", scope: !24, file: !24, line: 776, type: !2183, scopeLine: 780, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2185)
!2183 = !DISubroutineType(types: !2184)
!2184 = !{null, !1948, !115, !118, !118, !109, !115}
!2185 = !{!2181, !2186, !2187, !2188, !2189, !2190, !2191, !2192}
!2186 = !DILocalVariable(name: "litLength", arg: 2, scope: !2182, file: !24, line: 777, type: !115)
!2187 = !DILocalVariable(name: "literals", arg: 3, scope: !2182, file: !24, line: 777, type: !118)
!2188 = !DILocalVariable(name: "litLimit", arg: 4, scope: !2182, file: !24, line: 777, type: !118)
!2189 = !DILocalVariable(name: "offBase", arg: 5, scope: !2182, file: !24, line: 778, type: !109)
!2190 = !DILocalVariable(name: "matchLength", arg: 6, scope: !2182, file: !24, line: 779, type: !115)
!2191 = !DILocalVariable(name: "litLimit_w", scope: !2182, file: !24, line: 781, type: !390)
!2192 = !DILocalVariable(name: "litEnd", scope: !2182, file: !24, line: 782, type: !390)
!2193 = !DILocation(line: 0, scope: !2182, inlinedAt: !2194)
!2194 = distinct !DILocation(line: 734, column: 13, scope: !1998)
!2195 = !DILocation(line: 796, column: 16, scope: !2196, inlinedAt: !2194)
!2196 = distinct !DILexicalBlock(scope: !2182, file: !24, line: 796, column: 9)
!2197 = !DILocation(line: 0, scope: !2196, inlinedAt: !2194)
!2198 = !{!2199, !435, i64 24}
!2199 = !{!"", !435, i64 0, !435, i64 8, !435, i64 16, !435, i64 24, !435, i64 32, !435, i64 40, !435, i64 48, !444, i64 56, !444, i64 64, !241, i64 72, !241, i64 76}
!2200 = !DILocation(line: 796, column: 9, scope: !2182, inlinedAt: !2194)
!2201 = !DILocalVariable(name: "dst", arg: 1, scope: !2202, file: !104, line: 183, type: !130)
!2202 = distinct !DISubprogram(name: "ZSTD_copy16", scope: !104, file: !104, line: 183, type: !2203, scopeLine: 183, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2205)
!2203 = !DISubroutineType(types: !2204)
!2204 = !{null, !130, !141}
!2205 = !{!2201, !2206}
!2206 = !DILocalVariable(name: "src", arg: 2, scope: !2202, file: !104, line: 183, type: !141)
!2207 = !DILocation(line: 0, scope: !2202, inlinedAt: !2208)
!2208 = distinct !DILocation(line: 801, column: 9, scope: !2209, inlinedAt: !2194)
!2209 = distinct !DILexicalBlock(scope: !2196, file: !24, line: 796, column: 31)
!2210 = !DILocation(line: 187, column: 37, scope: !2202, inlinedAt: !2208)
!2211 = !DILocation(line: 187, column: 5, scope: !2202, inlinedAt: !2208)
!2212 = !DILocation(line: 802, column: 23, scope: !2213, inlinedAt: !2194)
!2213 = distinct !DILexicalBlock(scope: !2209, file: !24, line: 802, column: 13)
!2214 = !DILocation(line: 802, column: 13, scope: !2209, inlinedAt: !2194)
!2215 = !DILocation(line: 808, column: 22, scope: !2182, inlinedAt: !2194)
!2216 = !DILocalVariable(name: "seqStorePtr", arg: 1, scope: !2217, file: !24, line: 735, type: !1948)
!2217 = distinct !DISubprogram(name: "ZSTD_storeSeqOnly", scope: !24, file: !24, line: 735, type: !2218, scopeLine: 739, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2220)
!2218 = !DISubroutineType(types: !2219)
!2219 = !{null, !1948, !115, !109, !115}
!2220 = !{!2216, !2221, !2222, !2223, !2224}
!2221 = !DILocalVariable(name: "litLength", arg: 2, scope: !2217, file: !24, line: 736, type: !115)
!2222 = !DILocalVariable(name: "offBase", arg: 3, scope: !2217, file: !24, line: 737, type: !109)
!2223 = !DILocalVariable(name: "matchLength", arg: 4, scope: !2217, file: !24, line: 738, type: !115)
!2224 = !DILocalVariable(name: "mlBase", scope: !2225, file: !24, line: 757, type: !306)
!2225 = distinct !DILexicalBlock(scope: !2217, file: !24, line: 757, column: 5)
!2226 = !DILocation(line: 0, scope: !2217, inlinedAt: !2227)
!2227 = distinct !DILocation(line: 810, column: 5, scope: !2182, inlinedAt: !2194)
!2228 = !DILocation(line: 749, column: 18, scope: !2217, inlinedAt: !2227)
!2229 = !{!2199, !435, i64 8}
!2230 = !DILocation(line: 744, column: 9, scope: !2217, inlinedAt: !2227)
!2231 = !DILocation(line: 803, column: 43, scope: !2232, inlinedAt: !2194)
!2232 = distinct !DILexicalBlock(scope: !2213, file: !24, line: 802, column: 29)
!2233 = !DILocation(line: 803, column: 56, scope: !2232, inlinedAt: !2194)
!2234 = !DILocalVariable(name: "dst", arg: 1, scope: !2235, file: !104, line: 216, type: !130)
!2235 = distinct !DISubprogram(name: "ZSTD_wildcopy", scope: !104, file: !104, line: 216, type: !2236, scopeLine: 217, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2240)
!2236 = !DISubroutineType(types: !2237)
!2237 = !{null, !130, !141, !170, !2238}
!2238 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !2239)
!2239 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_overlap_e", file: !104, line: 206, baseType: !103)
!2240 = !{!2234, !2241, !2242, !2243, !2244, !2245, !2246, !2247}
!2241 = !DILocalVariable(name: "src", arg: 2, scope: !2235, file: !104, line: 216, type: !141)
!2242 = !DILocalVariable(name: "length", arg: 3, scope: !2235, file: !104, line: 216, type: !170)
!2243 = !DILocalVariable(name: "ovtype", arg: 4, scope: !2235, file: !104, line: 216, type: !2238)
!2244 = !DILocalVariable(name: "diff", scope: !2235, file: !104, line: 218, type: !170)
!2245 = !DILocalVariable(name: "ip", scope: !2235, file: !104, line: 219, type: !118)
!2246 = !DILocalVariable(name: "op", scope: !2235, file: !104, line: 220, type: !192)
!2247 = !DILocalVariable(name: "oend", scope: !2235, file: !104, line: 221, type: !484)
!2248 = !DILocation(line: 0, scope: !2235, inlinedAt: !2249)
!2249 = distinct !DILocation(line: 803, column: 13, scope: !2232, inlinedAt: !2194)
!2250 = !DILocation(line: 221, column: 27, scope: !2235, inlinedAt: !2249)
!2251 = !DILocation(line: 0, scope: !2202, inlinedAt: !2252)
!2252 = distinct !DILocation(line: 236, column: 9, scope: !2253, inlinedAt: !2249)
!2253 = distinct !DILexicalBlock(scope: !2254, file: !104, line: 228, column: 12)
!2254 = distinct !DILexicalBlock(scope: !2235, file: !104, line: 223, column: 9)
!2255 = !DILocation(line: 187, column: 37, scope: !2202, inlinedAt: !2252)
!2256 = !DILocation(line: 187, column: 5, scope: !2202, inlinedAt: !2252)
!2257 = !DILocation(line: 237, column: 16, scope: !2258, inlinedAt: !2249)
!2258 = distinct !DILexicalBlock(scope: !2253, file: !104, line: 237, column: 13)
!2259 = !DILocation(line: 237, column: 13, scope: !2253, inlinedAt: !2249)
!2260 = !DILocation(line: 238, column: 12, scope: !2253, inlinedAt: !2249)
!2261 = !DILocation(line: 240, column: 9, scope: !2253, inlinedAt: !2249)
!2262 = !DILocation(line: 0, scope: !2253, inlinedAt: !2249)
!2263 = !DILocation(line: 0, scope: !2202, inlinedAt: !2264)
!2264 = distinct !DILocation(line: 241, column: 13, scope: !2265, inlinedAt: !2249)
!2265 = distinct !DILexicalBlock(scope: !2266, file: !104, line: 241, column: 13)
!2266 = distinct !DILexicalBlock(scope: !2253, file: !104, line: 240, column: 12)
!2267 = !DILocation(line: 187, column: 37, scope: !2202, inlinedAt: !2264)
!2268 = !DILocation(line: 187, column: 5, scope: !2202, inlinedAt: !2264)
!2269 = !DILocation(line: 241, column: 13, scope: !2265, inlinedAt: !2249)
!2270 = !DILocation(line: 0, scope: !2202, inlinedAt: !2271)
!2271 = distinct !DILocation(line: 242, column: 13, scope: !2272, inlinedAt: !2249)
!2272 = distinct !DILexicalBlock(scope: !2266, file: !104, line: 242, column: 13)
!2273 = !DILocation(line: 187, column: 37, scope: !2202, inlinedAt: !2271)
!2274 = !DILocation(line: 187, column: 5, scope: !2202, inlinedAt: !2271)
!2275 = !DILocation(line: 242, column: 13, scope: !2272, inlinedAt: !2249)
!2276 = !DILocation(line: 244, column: 19, scope: !2253, inlinedAt: !2249)
!2277 = !DILocation(line: 243, column: 9, scope: !2266, inlinedAt: !2249)
!2278 = distinct !{!2278, !2261, !2279, !520}
!2279 = !DILocation(line: 244, column: 25, scope: !2253, inlinedAt: !2249)
!2280 = !DILocalVariable(name: "op", arg: 1, scope: !2281, file: !24, line: 706, type: !192)
!2281 = distinct !DISubprogram(name: "ZSTD_safecopyLiterals", scope: !24, file: !24, line: 706, type: !2282, scopeLine: 707, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2284)
!2282 = !DISubroutineType(types: !2283)
!2283 = !{null, !192, !118, !390, !118}
!2284 = !{!2280, !2285, !2286, !2287}
!2285 = !DILocalVariable(name: "ip", arg: 2, scope: !2281, file: !24, line: 706, type: !118)
!2286 = !DILocalVariable(name: "iend", arg: 3, scope: !2281, file: !24, line: 706, type: !390)
!2287 = !DILocalVariable(name: "ilimit_w", arg: 4, scope: !2281, file: !24, line: 706, type: !118)
!2288 = !DILocation(line: 0, scope: !2281, inlinedAt: !2289)
!2289 = distinct !DILocation(line: 806, column: 9, scope: !2290, inlinedAt: !2194)
!2290 = distinct !DILexicalBlock(scope: !2196, file: !24, line: 805, column: 12)
!2291 = !DILocation(line: 709, column: 12, scope: !2292, inlinedAt: !2289)
!2292 = distinct !DILexicalBlock(scope: !2281, file: !24, line: 709, column: 9)
!2293 = !DILocation(line: 709, column: 9, scope: !2281, inlinedAt: !2289)
!2294 = !DILocation(line: 710, column: 40, scope: !2295, inlinedAt: !2289)
!2295 = distinct !DILexicalBlock(scope: !2292, file: !24, line: 709, column: 25)
!2296 = !DILocation(line: 0, scope: !2235, inlinedAt: !2297)
!2297 = distinct !DILocation(line: 710, column: 9, scope: !2295, inlinedAt: !2289)
!2298 = !DILocation(line: 221, column: 27, scope: !2235, inlinedAt: !2297)
!2299 = !DILocation(line: 0, scope: !2202, inlinedAt: !2300)
!2300 = distinct !DILocation(line: 236, column: 9, scope: !2253, inlinedAt: !2297)
!2301 = !DILocation(line: 187, column: 37, scope: !2202, inlinedAt: !2300)
!2302 = !DILocation(line: 187, column: 5, scope: !2202, inlinedAt: !2300)
!2303 = !DILocation(line: 237, column: 16, scope: !2258, inlinedAt: !2297)
!2304 = !DILocation(line: 237, column: 13, scope: !2253, inlinedAt: !2297)
!2305 = !DILocation(line: 238, column: 12, scope: !2253, inlinedAt: !2297)
!2306 = !DILocation(line: 240, column: 9, scope: !2253, inlinedAt: !2297)
!2307 = !DILocation(line: 0, scope: !2253, inlinedAt: !2297)
!2308 = !DILocation(line: 0, scope: !2202, inlinedAt: !2309)
!2309 = distinct !DILocation(line: 241, column: 13, scope: !2265, inlinedAt: !2297)
!2310 = !DILocation(line: 187, column: 37, scope: !2202, inlinedAt: !2309)
!2311 = !DILocation(line: 187, column: 5, scope: !2202, inlinedAt: !2309)
!2312 = !DILocation(line: 241, column: 13, scope: !2265, inlinedAt: !2297)
!2313 = !DILocation(line: 0, scope: !2202, inlinedAt: !2314)
!2314 = distinct !DILocation(line: 242, column: 13, scope: !2272, inlinedAt: !2297)
!2315 = !DILocation(line: 187, column: 37, scope: !2202, inlinedAt: !2314)
!2316 = !DILocation(line: 187, column: 5, scope: !2202, inlinedAt: !2314)
!2317 = !DILocation(line: 242, column: 13, scope: !2272, inlinedAt: !2297)
!2318 = !DILocation(line: 244, column: 19, scope: !2253, inlinedAt: !2297)
!2319 = !DILocation(line: 243, column: 9, scope: !2266, inlinedAt: !2297)
!2320 = distinct !{!2320, !2306, !2321, !520}
!2321 = !DILocation(line: 244, column: 25, scope: !2253, inlinedAt: !2297)
!2322 = !DILocation(line: 714, column: 15, scope: !2281, inlinedAt: !2289)
!2323 = !DILocation(line: 714, column: 5, scope: !2281, inlinedAt: !2289)
!2324 = !DILocation(line: 714, column: 31, scope: !2281, inlinedAt: !2289)
!2325 = !DILocation(line: 714, column: 29, scope: !2281, inlinedAt: !2289)
!2326 = distinct !{!2326, !2323, !2327, !520, !2328, !2329}
!2327 = !DILocation(line: 714, column: 34, scope: !2281, inlinedAt: !2289)
!2328 = !{!"llvm.loop.isvectorized", i32 1}
!2329 = !{!"llvm.loop.unroll.runtime.disable"}
!2330 = distinct !{!2330, !2323, !2327, !520, !2328, !2329}
!2331 = !DILocation(line: 714, column: 26, scope: !2281, inlinedAt: !2289)
!2332 = distinct !{!2332, !847}
!2333 = distinct !{!2333, !2323, !2327, !520, !2328}
!2334 = !DILocation(line: 744, column: 9, scope: !2335, inlinedAt: !2227)
!2335 = distinct !DILexicalBlock(scope: !2217, file: !24, line: 744, column: 9)
!2336 = !{!"branch_weights", !"expected", i32 1430940, i32 2146052708}
!2337 = !DILocation(line: 746, column: 37, scope: !2338, inlinedAt: !2227)
!2338 = distinct !DILexicalBlock(scope: !2335, file: !24, line: 744, column: 37)
!2339 = !{!2199, !241, i64 72}
!2340 = !DILocation(line: 747, column: 82, scope: !2338, inlinedAt: !2227)
!2341 = !{!2199, !435, i64 0}
!2342 = !DILocation(line: 747, column: 67, scope: !2338, inlinedAt: !2227)
!2343 = !DILocation(line: 747, column: 38, scope: !2338, inlinedAt: !2227)
!2344 = !DILocation(line: 747, column: 36, scope: !2338, inlinedAt: !2227)
!2345 = !{!2199, !241, i64 76}
!2346 = !DILocation(line: 748, column: 5, scope: !2338, inlinedAt: !2227)
!2347 = !DILocation(line: 749, column: 43, scope: !2217, inlinedAt: !2227)
!2348 = !DILocation(line: 749, column: 31, scope: !2217, inlinedAt: !2227)
!2349 = !DILocation(line: 749, column: 41, scope: !2217, inlinedAt: !2227)
!2350 = !{!2351, !1496, i64 4}
!2351 = !{!"SeqDef_s", !241, i64 0, !1496, i64 4, !1496, i64 6}
!2352 = !DILocation(line: 752, column: 39, scope: !2217, inlinedAt: !2227)
!2353 = !{!2351, !241, i64 0}
!2354 = !DILocation(line: 757, column: 43, scope: !2225, inlinedAt: !2227)
!2355 = !DILocation(line: 0, scope: !2225, inlinedAt: !2227)
!2356 = !DILocation(line: 758, column: 13, scope: !2357, inlinedAt: !2227)
!2357 = distinct !DILexicalBlock(scope: !2225, file: !24, line: 758, column: 13)
!2358 = !DILocation(line: 758, column: 13, scope: !2225, inlinedAt: !2227)
!2359 = !DILocation(line: 760, column: 41, scope: !2360, inlinedAt: !2227)
!2360 = distinct !DILexicalBlock(scope: !2357, file: !24, line: 758, column: 38)
!2361 = !DILocation(line: 761, column: 86, scope: !2360, inlinedAt: !2227)
!2362 = !DILocation(line: 761, column: 71, scope: !2360, inlinedAt: !2227)
!2363 = !DILocation(line: 761, column: 42, scope: !2360, inlinedAt: !2227)
!2364 = !DILocation(line: 761, column: 40, scope: !2360, inlinedAt: !2227)
!2365 = !DILocation(line: 762, column: 9, scope: !2360, inlinedAt: !2227)
!2366 = !DILocation(line: 763, column: 44, scope: !2225, inlinedAt: !2227)
!2367 = !DILocation(line: 763, column: 35, scope: !2225, inlinedAt: !2227)
!2368 = !DILocation(line: 763, column: 42, scope: !2225, inlinedAt: !2227)
!2369 = !{!2351, !1496, i64 6}
!2370 = !DILocation(line: 766, column: 27, scope: !2217, inlinedAt: !2227)
!2371 = !DILocation(line: 737, column: 16, scope: !1998)
!2372 = !DILocation(line: 694, column: 17, scope: !1944)
!2373 = !DILocation(line: 0, scope: !2131, inlinedAt: !2374)
!2374 = distinct !DILocation(line: 741, column: 5, scope: !1944)
!2375 = !DILocation(line: 333, column: 48, scope: !2131, inlinedAt: !2374)
!2376 = !DILocation(line: 333, column: 35, scope: !2131, inlinedAt: !2374)
!2377 = !DILocation(line: 333, column: 22, scope: !2131, inlinedAt: !2374)
!2378 = !DILocation(line: 334, column: 20, scope: !2144, inlinedAt: !2374)
!2379 = !DILocation(line: 334, column: 33, scope: !2144, inlinedAt: !2374)
!2380 = !DILocation(line: 334, column: 14, scope: !2144, inlinedAt: !2374)
!2381 = !DILocation(line: 334, column: 9, scope: !2131, inlinedAt: !2374)
!2382 = !DILocation(line: 336, column: 20, scope: !2150, inlinedAt: !2374)
!2383 = !DILocation(line: 336, column: 18, scope: !2150, inlinedAt: !2374)
!2384 = !DILocation(line: 335, column: 26, scope: !2150, inlinedAt: !2374)
!2385 = !DILocation(line: 337, column: 5, scope: !2150, inlinedAt: !2374)
!2386 = !DILocation(line: 0, scope: !2155, inlinedAt: !2387)
!2387 = distinct !DILocation(line: 742, column: 5, scope: !1944)
!2388 = !DILocation(line: 256, column: 24, scope: !2155, inlinedAt: !2387)
!2389 = !DILocation(line: 256, column: 5, scope: !2155, inlinedAt: !2387)
!2390 = !DILocation(line: 259, column: 9, scope: !2167, inlinedAt: !2387)
!2391 = !DILocation(line: 260, column: 9, scope: !2167, inlinedAt: !2387)
!2392 = !DILocation(line: 264, column: 9, scope: !2167, inlinedAt: !2387)
!2393 = !DILocation(line: 268, column: 9, scope: !2167, inlinedAt: !2387)
!2394 = !DILocation(line: 744, column: 56, scope: !1944)
!2395 = !DILocation(line: 744, column: 12, scope: !1944)
!2396 = !DILocation(line: 744, column: 5, scope: !1944)
!2397 = !DILocation(line: 745, column: 1, scope: !1944)
!2398 = !DISubprogram(name: "ZSTD_selectBlockCompressor", scope: !24, file: !24, line: 581, type: !2399, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2399 = !DISubroutineType(types: !2400)
!2400 = !{!1984, !233, !215, !2008}
!2401 = !DISubprogram(name: "ZSTD_fillHashTable", scope: !2402, file: !2402, line: 17, type: !2403, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2402 = !DIFile(filename: "src/zstd/lib/compress/zstd_fast.h", directory: ".", checksumkind: CSK_MD5, checksum: "7e0ebd56cb664323e38396bf2dece3e6")
!2403 = !DISubroutineType(types: !2404)
!2404 = !{null, !1947, !141, !2405, !2406}
!2405 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_dictTableLoadMethod_e", file: !24, line: 548, baseType: !95)
!2406 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_tableFillPurpose_e", file: !24, line: 549, baseType: !99)
!2407 = !DISubprogram(name: "ZSTD_fillDoubleHashTable", scope: !2408, file: !2408, line: 19, type: !2403, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2408 = !DIFile(filename: "src/zstd/lib/compress/zstd_double_fast.h", directory: ".", checksumkind: CSK_MD5, checksum: "a48f1a2748c266408c56cb42cb4dfb6e")
