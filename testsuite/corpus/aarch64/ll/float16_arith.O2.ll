; ModuleID = 'programs/float16_arith.c'
source_filename = "programs/float16_arith.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.fs = private unnamed_addr constant [13 x float] [float 0.000000e+00, float 1.000000e+00, float -2.500000e+00, float 0x3FB99999A0000000, float 6.550400e+04, float 6.551900e+04, float 6.552000e+04, float 0x3EE4F8B580000000, float 0x3E701B2B20000000, float 0x3E55798EE0000000, float 0x3E601B2B20000000, float 2.049000e+03, float 2.051000e+03], align 4
@.str = private unnamed_addr constant [22 x i8] c"f %-12g -> %04x (%g)\0A\00", align 1
@.str.1 = private unnamed_addr constant [61 x i8] c"from_d(0.333333) %04x from_i(4097) %04x from_i(-70000) %04x\0A\00", align 1
@.str.2 = private unnamed_addr constant [36 x i8] c"1 + 2^-10 = %04x, 1 + 2^-11 = %04x\0A\00", align 1
@.str.3 = private unnamed_addr constant [48 x i8] c"300*300 = %04x (inf), 1/3 = %04x, -1/0 sign %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"lt %d %d h2i %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [26 x i8] c"sum %04x (%g) sizeof %zu\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca float, align 4
  %2 = alloca float, align 4
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  %10 = alloca float, align 4
  %11 = alloca float, align 4
  %12 = alloca float, align 4
  %13 = alloca float, align 4
  %14 = alloca half, align 2
  %15 = alloca half, align 2
  %16 = alloca [100 x half], align 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %13)
  %17 = load volatile float, ptr @__const.main.fs, align 4
  store volatile float %17, ptr %1, align 4
  %18 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fs, i64 4), align 4
  store volatile float %18, ptr %2, align 4
  %19 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fs, i64 8), align 4
  store volatile float %19, ptr %3, align 4
  %20 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fs, i64 12), align 4
  store volatile float %20, ptr %4, align 4
  %21 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fs, i64 16), align 4
  store volatile float %21, ptr %5, align 4
  %22 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fs, i64 20), align 4
  store volatile float %22, ptr %6, align 4
  %23 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fs, i64 24), align 4
  store volatile float %23, ptr %7, align 4
  %24 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fs, i64 28), align 4
  store volatile float %24, ptr %8, align 4
  %25 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fs, i64 32), align 4
  store volatile float %25, ptr %9, align 4
  %26 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fs, i64 36), align 4
  store volatile float %26, ptr %10, align 4
  %27 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fs, i64 40), align 4
  store volatile float %27, ptr %11, align 4
  %28 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fs, i64 44), align 4
  store volatile float %28, ptr %12, align 4
  %29 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fs, i64 48), align 4
  store volatile float %29, ptr %13, align 4
  %30 = load volatile float, ptr %1, align 4, !tbaa !6
  %31 = tail call fastcc half @from_f(float noundef %30)
  %32 = load volatile float, ptr %1, align 4, !tbaa !6
  %33 = fpext float %32 to double
  %34 = bitcast half %31 to i16
  %35 = zext i16 %34 to i32
  %36 = fpext half %31 to double
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %33, i32 noundef %35, double noundef %36)
  %38 = load volatile float, ptr %2, align 4, !tbaa !6
  %39 = tail call fastcc half @from_f(float noundef %38)
  %40 = load volatile float, ptr %2, align 4, !tbaa !6
  %41 = fpext float %40 to double
  %42 = bitcast half %39 to i16
  %43 = zext i16 %42 to i32
  %44 = fpext half %39 to double
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %41, i32 noundef %43, double noundef %44)
  %46 = load volatile float, ptr %3, align 4, !tbaa !6
  %47 = tail call fastcc half @from_f(float noundef %46)
  %48 = load volatile float, ptr %3, align 4, !tbaa !6
  %49 = fpext float %48 to double
  %50 = bitcast half %47 to i16
  %51 = zext i16 %50 to i32
  %52 = fpext half %47 to double
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %49, i32 noundef %51, double noundef %52)
  %54 = load volatile float, ptr %4, align 4, !tbaa !6
  %55 = tail call fastcc half @from_f(float noundef %54)
  %56 = load volatile float, ptr %4, align 4, !tbaa !6
  %57 = fpext float %56 to double
  %58 = bitcast half %55 to i16
  %59 = zext i16 %58 to i32
  %60 = fpext half %55 to double
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %57, i32 noundef %59, double noundef %60)
  %62 = load volatile float, ptr %5, align 4, !tbaa !6
  %63 = tail call fastcc half @from_f(float noundef %62)
  %64 = load volatile float, ptr %5, align 4, !tbaa !6
  %65 = fpext float %64 to double
  %66 = bitcast half %63 to i16
  %67 = zext i16 %66 to i32
  %68 = fpext half %63 to double
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %65, i32 noundef %67, double noundef %68)
  %70 = load volatile float, ptr %6, align 4, !tbaa !6
  %71 = tail call fastcc half @from_f(float noundef %70)
  %72 = load volatile float, ptr %6, align 4, !tbaa !6
  %73 = fpext float %72 to double
  %74 = bitcast half %71 to i16
  %75 = zext i16 %74 to i32
  %76 = fpext half %71 to double
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %73, i32 noundef %75, double noundef %76)
  %78 = load volatile float, ptr %7, align 4, !tbaa !6
  %79 = tail call fastcc half @from_f(float noundef %78)
  %80 = load volatile float, ptr %7, align 4, !tbaa !6
  %81 = fpext float %80 to double
  %82 = bitcast half %79 to i16
  %83 = zext i16 %82 to i32
  %84 = fpext half %79 to double
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %81, i32 noundef %83, double noundef %84)
  %86 = load volatile float, ptr %8, align 4, !tbaa !6
  %87 = tail call fastcc half @from_f(float noundef %86)
  %88 = load volatile float, ptr %8, align 4, !tbaa !6
  %89 = fpext float %88 to double
  %90 = bitcast half %87 to i16
  %91 = zext i16 %90 to i32
  %92 = fpext half %87 to double
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %89, i32 noundef %91, double noundef %92)
  %94 = load volatile float, ptr %9, align 4, !tbaa !6
  %95 = tail call fastcc half @from_f(float noundef %94)
  %96 = load volatile float, ptr %9, align 4, !tbaa !6
  %97 = fpext float %96 to double
  %98 = bitcast half %95 to i16
  %99 = zext i16 %98 to i32
  %100 = fpext half %95 to double
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %97, i32 noundef %99, double noundef %100)
  %102 = load volatile float, ptr %10, align 4, !tbaa !6
  %103 = tail call fastcc half @from_f(float noundef %102)
  %104 = load volatile float, ptr %10, align 4, !tbaa !6
  %105 = fpext float %104 to double
  %106 = bitcast half %103 to i16
  %107 = zext i16 %106 to i32
  %108 = fpext half %103 to double
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %105, i32 noundef %107, double noundef %108)
  %110 = load volatile float, ptr %11, align 4, !tbaa !6
  %111 = tail call fastcc half @from_f(float noundef %110)
  %112 = load volatile float, ptr %11, align 4, !tbaa !6
  %113 = fpext float %112 to double
  %114 = bitcast half %111 to i16
  %115 = zext i16 %114 to i32
  %116 = fpext half %111 to double
  %117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %113, i32 noundef %115, double noundef %116)
  %118 = load volatile float, ptr %12, align 4, !tbaa !6
  %119 = tail call fastcc half @from_f(float noundef %118)
  %120 = load volatile float, ptr %12, align 4, !tbaa !6
  %121 = fpext float %120 to double
  %122 = bitcast half %119 to i16
  %123 = zext i16 %122 to i32
  %124 = fpext half %119 to double
  %125 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %121, i32 noundef %123, double noundef %124)
  %126 = load volatile float, ptr %13, align 4, !tbaa !6
  %127 = tail call fastcc half @from_f(float noundef %126)
  %128 = load volatile float, ptr %13, align 4, !tbaa !6
  %129 = fpext float %128 to double
  %130 = bitcast half %127 to i16
  %131 = zext i16 %130 to i32
  %132 = fpext half %127 to double
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %129, i32 noundef %131, double noundef %132)
  %134 = tail call fastcc half @from_i(i32 noundef 4097)
  %135 = bitcast half %134 to i16
  %136 = zext i16 %135 to i32
  %137 = tail call fastcc half @from_i(i32 noundef -60000)
  %138 = bitcast half %137 to i16
  %139 = zext i16 %138 to i32
  %140 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 13653, i32 noundef %136, i32 noundef %139)
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %14)
  store volatile half 0xH3C00, ptr %14, align 2, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %15)
  store volatile half 0xH1400, ptr %15, align 2, !tbaa !10
  %141 = load volatile half, ptr %14, align 2, !tbaa !10
  %142 = load volatile half, ptr %15, align 2, !tbaa !10
  %143 = tail call fastcc half @hadd(half noundef %141, half noundef %142)
  %144 = bitcast half %143 to i16
  %145 = zext i16 %144 to i32
  %146 = load volatile half, ptr %14, align 2, !tbaa !10
  %147 = load volatile half, ptr %15, align 2, !tbaa !10
  %148 = tail call fastcc half @hmul(half noundef %147, half noundef 0xH3800)
  %149 = tail call fastcc half @hadd(half noundef %146, half noundef %148)
  %150 = bitcast half %149 to i16
  %151 = zext i16 %150 to i32
  %152 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %145, i32 noundef %151)
  %153 = tail call fastcc half @hmul(half noundef 0xH5CB0, half noundef 0xH5CB0)
  %154 = bitcast half %153 to i16
  %155 = zext i16 %154 to i32
  %156 = load volatile half, ptr %14, align 2, !tbaa !10
  %157 = tail call fastcc half @hdiv(half noundef %156, half noundef 0xH4200)
  %158 = bitcast half %157 to i16
  %159 = zext i16 %158 to i32
  %160 = load volatile half, ptr %14, align 2, !tbaa !10
  %161 = fneg half %160
  %162 = tail call fastcc half @hdiv(half noundef %161, half noundef 0xH0000)
  %163 = bitcast half %162 to i16
  %164 = lshr i16 %163, 15
  %165 = zext nneg i16 %164 to i32
  %166 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %155, i32 noundef %159, i32 noundef %165)
  %167 = load volatile half, ptr %14, align 2, !tbaa !10
  %168 = load volatile half, ptr %15, align 2, !tbaa !10
  %169 = tail call fastcc i32 @hlt(half noundef %167, half noundef %168)
  %170 = load volatile half, ptr %15, align 2, !tbaa !10
  %171 = load volatile half, ptr %14, align 2, !tbaa !10
  %172 = tail call fastcc i32 @hlt(half noundef %170, half noundef %171)
  %173 = tail call fastcc i32 @h2i(half noundef 0xHD7BC)
  %174 = tail call fastcc i32 @h2i(half noundef 0xH6800)
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %169, i32 noundef %172, i32 noundef %173, i32 noundef %174)
  call void @llvm.lifetime.start.p0(i64 200, ptr nonnull %16) #6
  %176 = getelementptr inbounds i8, ptr %16, i64 8
  store <4 x half> <half 0xH0000, half 0xH35EC, half 0xH39EC, half 0xH3C71>, ptr %16, align 8, !tbaa !10
  store <4 x half> <half 0xH3DEC, half 0xH3F66, half 0xH4071, half 0xH412E>, ptr %176, align 8, !tbaa !10
  %177 = getelementptr inbounds i8, ptr %16, i64 16
  %178 = getelementptr inbounds i8, ptr %16, i64 24
  store <4 x half> <half 0xH41EC, half 0xH42A9, half 0xH4366, half 0xH4412>, ptr %177, align 8, !tbaa !10
  store <4 x half> <half 0xH4471, half 0xH44CF, half 0xH452E, half 0xH458D>, ptr %178, align 8, !tbaa !10
  %179 = getelementptr inbounds i8, ptr %16, i64 32
  %180 = getelementptr inbounds i8, ptr %16, i64 40
  store <4 x half> <half 0xH45EC, half 0xH464A, half 0xH46A9, half 0xH4708>, ptr %179, align 8, !tbaa !10
  store <4 x half> <half 0xH4766, half 0xH47C5, half 0xH4812, half 0xH4841>, ptr %180, align 8, !tbaa !10
  %181 = getelementptr inbounds i8, ptr %16, i64 48
  %182 = getelementptr inbounds i8, ptr %16, i64 56
  store <4 x half> <half 0xH4871, half 0xH48A0, half 0xH48CF, half 0xH48FF>, ptr %181, align 8, !tbaa !10
  store <4 x half> <half 0xH492E, half 0xH495D, half 0xH498D, half 0xH49BC>, ptr %182, align 8, !tbaa !10
  %183 = getelementptr inbounds i8, ptr %16, i64 64
  %184 = getelementptr inbounds i8, ptr %16, i64 72
  store <4 x half> <half 0xH49EC, half 0xH4A1B, half 0xH4A4A, half 0xH4A7A>, ptr %183, align 8, !tbaa !10
  store <4 x half> <half 0xH4AA9, half 0xH4AD8, half 0xH4B08, half 0xH4B37>, ptr %184, align 8, !tbaa !10
  %185 = getelementptr inbounds i8, ptr %16, i64 80
  %186 = getelementptr inbounds i8, ptr %16, i64 88
  store <4 x half> <half 0xH4B66, half 0xH4B96, half 0xH4BC5, half 0xH4BF4>, ptr %185, align 8, !tbaa !10
  store <4 x half> <half 0xH4C12, half 0xH4C2A, half 0xH4C41, half 0xH4C59>, ptr %186, align 8, !tbaa !10
  %187 = getelementptr inbounds i8, ptr %16, i64 96
  %188 = getelementptr inbounds i8, ptr %16, i64 104
  store <4 x half> <half 0xH4C71, half 0xH4C88, half 0xH4CA0, half 0xH4CB8>, ptr %187, align 8, !tbaa !10
  store <4 x half> <half 0xH4CCF, half 0xH4CE7, half 0xH4CFF, half 0xH4D16>, ptr %188, align 8, !tbaa !10
  %189 = getelementptr inbounds i8, ptr %16, i64 112
  %190 = getelementptr inbounds i8, ptr %16, i64 120
  store <4 x half> <half 0xH4D2E, half 0xH4D46, half 0xH4D5D, half 0xH4D75>, ptr %189, align 8, !tbaa !10
  store <4 x half> <half 0xH4D8D, half 0xH4DA4, half 0xH4DBC, half 0xH4DD4>, ptr %190, align 8, !tbaa !10
  %191 = getelementptr inbounds i8, ptr %16, i64 128
  %192 = getelementptr inbounds i8, ptr %16, i64 136
  store <4 x half> <half 0xH4DEC, half 0xH4E03, half 0xH4E1B, half 0xH4E33>, ptr %191, align 8, !tbaa !10
  store <4 x half> <half 0xH4E4A, half 0xH4E62, half 0xH4E7A, half 0xH4E91>, ptr %192, align 8, !tbaa !10
  %193 = getelementptr inbounds i8, ptr %16, i64 144
  %194 = getelementptr inbounds i8, ptr %16, i64 152
  store <4 x half> <half 0xH4EA9, half 0xH4EC1, half 0xH4ED8, half 0xH4EF0>, ptr %193, align 8, !tbaa !10
  store <4 x half> <half 0xH4F08, half 0xH4F1F, half 0xH4F37, half 0xH4F4F>, ptr %194, align 8, !tbaa !10
  %195 = getelementptr inbounds i8, ptr %16, i64 160
  %196 = getelementptr inbounds i8, ptr %16, i64 168
  store <4 x half> <half 0xH4F66, half 0xH4F7E, half 0xH4F96, half 0xH4FAD>, ptr %195, align 8, !tbaa !10
  store <4 x half> <half 0xH4FC5, half 0xH4FDD, half 0xH4FF4, half 0xH5006>, ptr %196, align 8, !tbaa !10
  %197 = getelementptr inbounds i8, ptr %16, i64 176
  %198 = getelementptr inbounds i8, ptr %16, i64 184
  store <4 x half> <half 0xH5012, half 0xH501E, half 0xH502A, half 0xH5035>, ptr %197, align 8, !tbaa !10
  store <4 x half> <half 0xH5041, half 0xH504D, half 0xH5059, half 0xH5065>, ptr %198, align 8, !tbaa !10
  %199 = getelementptr inbounds i8, ptr %16, i64 192
  store half 0xH5071, ptr %199, align 8, !tbaa !10
  %200 = getelementptr inbounds i8, ptr %16, i64 194
  store half 0xH507C, ptr %200, align 2, !tbaa !10
  %201 = getelementptr inbounds i8, ptr %16, i64 196
  store half 0xH5088, ptr %201, align 4, !tbaa !10
  %202 = getelementptr inbounds i8, ptr %16, i64 198
  store half 0xH5094, ptr %202, align 2, !tbaa !10
  %203 = call fastcc half @sum(ptr noundef nonnull %16)
  %204 = bitcast half %203 to i16
  %205 = zext i16 %204 to i32
  %206 = fpext half %203 to double
  %207 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %205, double noundef %206, i64 noundef 2)
  %208 = and i16 %204, 127
  %209 = zext nneg i16 %208 to i32
  call void @llvm.lifetime.end.p0(i64 200, ptr nonnull %16) #6
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %15)
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %14)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %10)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %11)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13)
  ret i32 %209
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef half @from_f(float noundef %0) unnamed_addr #2 {
  %2 = fptrunc float %0 to half
  ret half %2
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef half @from_i(i32 noundef %0) unnamed_addr #2 {
  %2 = sitofp i32 %0 to half
  ret half %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef half @hadd(half noundef %0, half noundef %1) unnamed_addr #2 {
  %3 = fadd half %0, %1
  ret half %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef half @hmul(half noundef %0, half noundef %1) unnamed_addr #2 {
  %3 = fmul half %0, %1
  ret half %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef half @hdiv(half noundef %0, half noundef %1) unnamed_addr #2 {
  %3 = fdiv half %0, %1
  ret half %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @hlt(half noundef %0, half noundef %1) unnamed_addr #2 {
  %3 = fcmp olt half %0, %1
  %4 = zext i1 %3 to i32
  ret i32 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @h2i(half noundef %0) unnamed_addr #2 {
  %2 = fptosi half %0 to i32
  ret i32 %2
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc half @sum(ptr nocapture noundef readonly %0) unnamed_addr #4 {
  br label %2

2:                                                ; preds = %2, %1
  %3 = phi i64 [ 0, %1 ], [ %11, %2 ]
  %4 = phi half [ 0xH0000, %1 ], [ %10, %2 ]
  %5 = getelementptr inbounds half, ptr %0, i64 %3
  %6 = getelementptr inbounds i8, ptr %5, i64 16
  %7 = load <8 x half>, ptr %5, align 2, !tbaa !10
  %8 = load <8 x half>, ptr %6, align 2, !tbaa !10
  %9 = tail call half @llvm.vector.reduce.fadd.v8f16(half %4, <8 x half> %7)
  %10 = tail call half @llvm.vector.reduce.fadd.v8f16(half %9, <8 x half> %8)
  %11 = add nuw i64 %3, 16
  %12 = icmp eq i64 %11, 96
  br i1 %12, label %13, label %2, !llvm.loop !12

13:                                               ; preds = %2
  %14 = getelementptr inbounds i8, ptr %0, i64 192
  %15 = load half, ptr %14, align 2, !tbaa !10
  %16 = fadd half %10, %15
  %17 = getelementptr inbounds i8, ptr %0, i64 194
  %18 = load half, ptr %17, align 2, !tbaa !10
  %19 = fadd half %16, %18
  %20 = getelementptr inbounds i8, ptr %0, i64 196
  %21 = load half, ptr %20, align 2, !tbaa !10
  %22 = fadd half %19, %21
  %23 = getelementptr inbounds i8, ptr %0, i64 198
  %24 = load half, ptr %23, align 2, !tbaa !10
  %25 = fadd half %22, %24
  ret half %25
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.vector.reduce.fadd.v8f16(half, <8 x half>) #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"_Float16", !8, i64 0}
!12 = distinct !{!12, !13, !14, !15}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
