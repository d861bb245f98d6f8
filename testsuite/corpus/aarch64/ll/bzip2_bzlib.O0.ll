; ModuleID = 'src/bzip2/bzlib.c'
source_filename = "src/bzip2/bzlib.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.bz_stream = type { ptr, i32, i32, i32, ptr, i32, i32, i32, ptr, ptr, ptr, ptr }
%struct.EState = type { ptr, i32, i32, i32, ptr, ptr, ptr, i32, ptr, ptr, ptr, ptr, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, [256 x i8], [256 x i8], i32, i32, i32, i32, i32, i32, i32, i32, [258 x i32], [18002 x i8], [18002 x i8], [6 x [258 x i8]], [6 x [258 x i32]], [6 x [258 x i32]], [258 x [4 x i32]] }
%struct.DState = type { ptr, i32, i8, i32, i8, i32, i32, i32, i32, i32, i8, i32, i32, i32, i32, i32, [256 x i32], i32, [257 x i32], [257 x i32], ptr, ptr, ptr, i32, i32, i32, i32, i32, [256 x i8], [16 x i8], [256 x i8], [4096 x i8], [16 x i32], [18002 x i8], [18002 x i8], [6 x [258 x i8]], [6 x [258 x i32]], [6 x [258 x i32]], [6 x [258 x i32]], [6 x i32], i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, ptr, ptr, ptr }
%struct.bzFile = type { ptr, [5000 x i8], i32, i8, %struct.bz_stream, i32, i8 }

@stderr = external global ptr, align 8
@.str = private unnamed_addr constant [413 x i8] c"\0A\0Abzip2/libbzip2: internal error number %d.\0AThis is a bug in bzip2/libbzip2, %s.\0APlease report it to: bzip2-devel@sourceware.org.  If this happened\0Awhen you were using some program which uses libbzip2 as a\0Acomponent, you should also report this bug to the author(s)\0Aof that program.  Please make an effort to report this bug;\0Atimely and accurate bug reports eventually lead to higher\0Aquality software.  Thanks.\0A\0A\00", align 1
@.str.1 = private unnamed_addr constant [1057 x i8] c"\0A*** A special note about internal error number 1007 ***\0A\0AExperience suggests that a common cause of i.e. 1007\0Ais unreliable memory or other hardware.  The 1007 assertion\0Ajust happens to cross-check the results of huge numbers of\0Amemory reads/writes, and so acts (unintendedly) as a stress\0Atest of your memory system.\0A\0AI suggest the following: try compressing the file again,\0Apossibly monitoring progress in detail with the -vv flag.\0A\0A* If the error cannot be reproduced, and/or happens at different\0A  points in compression, you may have a flaky memory system.\0A  Try a memory-test program.  I have used Memtest86\0A  (www.memtest86.com).  At the time of writing it is free (GPLd).\0A  Memtest86 tests memory much more thorougly than your BIOSs\0A  power-on test, and may find failures that the BIOS doesn't.\0A\0A* If the error can be repeatably reproduced, this is a bug in\0A  bzip2, and I would very much like to hear about it.  Please\0A  let me know, and, ideally, save a copy of the file causing the\0A  problem -- without which I will be unable to investigate it.\0A\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c" {0x%08x, 0x%08x}\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"]\00", align 1
@.str.4 = private unnamed_addr constant [55 x i8] c"\0A    combined CRCs: stored = 0x%08x, computed = 0x%08x\00", align 1
@.str.5 = private unnamed_addr constant [19 x i8] c"1.0.8, 13-Jul-2019\00", align 1
@stdin = external global ptr, align 8
@stdout = external global ptr, align 8
@bzerrorstrings = internal global [16 x ptr] [ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.20, ptr @.str.20, ptr @.str.20, ptr @.str.20, ptr @.str.20], align 8
@BZ2_crc32Table = external global [256 x i32], align 4
@BZ2_rNums = external global [512 x i32], align 4
@.str.6 = private unnamed_addr constant [2 x i8] c"w\00", align 1
@.str.7 = private unnamed_addr constant [2 x i8] c"r\00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c"b\00", align 1
@.str.9 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.10 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.11 = private unnamed_addr constant [15 x i8] c"SEQUENCE_ERROR\00", align 1
@.str.12 = private unnamed_addr constant [12 x i8] c"PARAM_ERROR\00", align 1
@.str.13 = private unnamed_addr constant [10 x i8] c"MEM_ERROR\00", align 1
@.str.14 = private unnamed_addr constant [11 x i8] c"DATA_ERROR\00", align 1
@.str.15 = private unnamed_addr constant [17 x i8] c"DATA_ERROR_MAGIC\00", align 1
@.str.16 = private unnamed_addr constant [9 x i8] c"IO_ERROR\00", align 1
@.str.17 = private unnamed_addr constant [15 x i8] c"UNEXPECTED_EOF\00", align 1
@.str.18 = private unnamed_addr constant [13 x i8] c"OUTBUFF_FULL\00", align 1
@.str.19 = private unnamed_addr constant [13 x i8] c"CONFIG_ERROR\00", align 1
@.str.20 = private unnamed_addr constant [4 x i8] c"???\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @BZ2_bz__AssertH__fail(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load ptr, ptr @stderr, align 8
  %4 = load i32, ptr %2, align 4
  %5 = call ptr @BZ2_bzlibVersion()
  %6 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %3, ptr noundef @.str, i32 noundef %4, ptr noundef %5) #8
  %7 = load i32, ptr %2, align 4
  %8 = icmp eq i32 %7, 1007
  br i1 %8, label %9, label %12

9:                                                ; preds = %1
  %10 = load ptr, ptr @stderr, align 8
  %11 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %10, ptr noundef @.str.1) #8
  br label %12

12:                                               ; preds = %9, %1
  call void @exit(i32 noundef 3) #9
  unreachable
}

; Function Attrs: nounwind
declare i32 @fprintf(ptr noundef, ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @BZ2_bzlibVersion() #0 {
  ret ptr @.str.5
}

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @BZ2_bzCompressInit(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  store ptr %0, ptr %6, align 8
  store i32 %1, ptr %7, align 4
  store i32 %2, ptr %8, align 4
  store i32 %3, ptr %9, align 4
  %12 = call i32 @bz_config_ok()
  %13 = icmp ne i32 %12, 0
  br i1 %13, label %15, label %14

14:                                               ; preds = %4
  store i32 -9, ptr %5, align 4
  br label %234

15:                                               ; preds = %4
  %16 = load ptr, ptr %6, align 8
  %17 = icmp eq ptr %16, null
  br i1 %17, label %30, label %18

18:                                               ; preds = %15
  %19 = load i32, ptr %7, align 4
  %20 = icmp slt i32 %19, 1
  br i1 %20, label %30, label %21

21:                                               ; preds = %18
  %22 = load i32, ptr %7, align 4
  %23 = icmp sgt i32 %22, 9
  br i1 %23, label %30, label %24

24:                                               ; preds = %21
  %25 = load i32, ptr %9, align 4
  %26 = icmp slt i32 %25, 0
  br i1 %26, label %30, label %27

27:                                               ; preds = %24
  %28 = load i32, ptr %9, align 4
  %29 = icmp sgt i32 %28, 250
  br i1 %29, label %30, label %31

30:                                               ; preds = %27, %24, %21, %18, %15
  store i32 -2, ptr %5, align 4
  br label %234

31:                                               ; preds = %27
  %32 = load i32, ptr %9, align 4
  %33 = icmp eq i32 %32, 0
  br i1 %33, label %34, label %35

34:                                               ; preds = %31
  store i32 30, ptr %9, align 4
  br label %35

35:                                               ; preds = %34, %31
  %36 = load ptr, ptr %6, align 8
  %37 = getelementptr inbounds %struct.bz_stream, ptr %36, i32 0, i32 9
  %38 = load ptr, ptr %37, align 8
  %39 = icmp eq ptr %38, null
  br i1 %39, label %40, label %43

40:                                               ; preds = %35
  %41 = load ptr, ptr %6, align 8
  %42 = getelementptr inbounds %struct.bz_stream, ptr %41, i32 0, i32 9
  store ptr @default_bzalloc, ptr %42, align 8
  br label %43

43:                                               ; preds = %40, %35
  %44 = load ptr, ptr %6, align 8
  %45 = getelementptr inbounds %struct.bz_stream, ptr %44, i32 0, i32 10
  %46 = load ptr, ptr %45, align 8
  %47 = icmp eq ptr %46, null
  br i1 %47, label %48, label %51

48:                                               ; preds = %43
  %49 = load ptr, ptr %6, align 8
  %50 = getelementptr inbounds %struct.bz_stream, ptr %49, i32 0, i32 10
  store ptr @default_bzfree, ptr %50, align 8
  br label %51

51:                                               ; preds = %48, %43
  %52 = load ptr, ptr %6, align 8
  %53 = getelementptr inbounds %struct.bz_stream, ptr %52, i32 0, i32 9
  %54 = load ptr, ptr %53, align 8
  %55 = load ptr, ptr %6, align 8
  %56 = getelementptr inbounds %struct.bz_stream, ptr %55, i32 0, i32 11
  %57 = load ptr, ptr %56, align 8
  %58 = call ptr %54(ptr noundef %57, i32 noundef 55768, i32 noundef 1)
  store ptr %58, ptr %11, align 8
  %59 = load ptr, ptr %11, align 8
  %60 = icmp eq ptr %59, null
  br i1 %60, label %61, label %62

61:                                               ; preds = %51
  store i32 -3, ptr %5, align 4
  br label %234

62:                                               ; preds = %51
  %63 = load ptr, ptr %6, align 8
  %64 = load ptr, ptr %11, align 8
  %65 = getelementptr inbounds %struct.EState, ptr %64, i32 0, i32 0
  store ptr %63, ptr %65, align 8
  %66 = load ptr, ptr %11, align 8
  %67 = getelementptr inbounds %struct.EState, ptr %66, i32 0, i32 4
  store ptr null, ptr %67, align 8
  %68 = load ptr, ptr %11, align 8
  %69 = getelementptr inbounds %struct.EState, ptr %68, i32 0, i32 5
  store ptr null, ptr %69, align 8
  %70 = load ptr, ptr %11, align 8
  %71 = getelementptr inbounds %struct.EState, ptr %70, i32 0, i32 6
  store ptr null, ptr %71, align 8
  %72 = load i32, ptr %7, align 4
  %73 = mul nsw i32 100000, %72
  store i32 %73, ptr %10, align 4
  %74 = load ptr, ptr %6, align 8
  %75 = getelementptr inbounds %struct.bz_stream, ptr %74, i32 0, i32 9
  %76 = load ptr, ptr %75, align 8
  %77 = load ptr, ptr %6, align 8
  %78 = getelementptr inbounds %struct.bz_stream, ptr %77, i32 0, i32 11
  %79 = load ptr, ptr %78, align 8
  %80 = load i32, ptr %10, align 4
  %81 = sext i32 %80 to i64
  %82 = mul i64 %81, 4
  %83 = trunc i64 %82 to i32
  %84 = call ptr %76(ptr noundef %79, i32 noundef %83, i32 noundef 1)
  %85 = load ptr, ptr %11, align 8
  %86 = getelementptr inbounds %struct.EState, ptr %85, i32 0, i32 4
  store ptr %84, ptr %86, align 8
  %87 = load ptr, ptr %6, align 8
  %88 = getelementptr inbounds %struct.bz_stream, ptr %87, i32 0, i32 9
  %89 = load ptr, ptr %88, align 8
  %90 = load ptr, ptr %6, align 8
  %91 = getelementptr inbounds %struct.bz_stream, ptr %90, i32 0, i32 11
  %92 = load ptr, ptr %91, align 8
  %93 = load i32, ptr %10, align 4
  %94 = add nsw i32 %93, 34
  %95 = sext i32 %94 to i64
  %96 = mul i64 %95, 4
  %97 = trunc i64 %96 to i32
  %98 = call ptr %89(ptr noundef %92, i32 noundef %97, i32 noundef 1)
  %99 = load ptr, ptr %11, align 8
  %100 = getelementptr inbounds %struct.EState, ptr %99, i32 0, i32 5
  store ptr %98, ptr %100, align 8
  %101 = load ptr, ptr %6, align 8
  %102 = getelementptr inbounds %struct.bz_stream, ptr %101, i32 0, i32 9
  %103 = load ptr, ptr %102, align 8
  %104 = load ptr, ptr %6, align 8
  %105 = getelementptr inbounds %struct.bz_stream, ptr %104, i32 0, i32 11
  %106 = load ptr, ptr %105, align 8
  %107 = call ptr %103(ptr noundef %106, i32 noundef 262148, i32 noundef 1)
  %108 = load ptr, ptr %11, align 8
  %109 = getelementptr inbounds %struct.EState, ptr %108, i32 0, i32 6
  store ptr %107, ptr %109, align 8
  %110 = load ptr, ptr %11, align 8
  %111 = getelementptr inbounds %struct.EState, ptr %110, i32 0, i32 4
  %112 = load ptr, ptr %111, align 8
  %113 = icmp eq ptr %112, null
  br i1 %113, label %124, label %114

114:                                              ; preds = %62
  %115 = load ptr, ptr %11, align 8
  %116 = getelementptr inbounds %struct.EState, ptr %115, i32 0, i32 5
  %117 = load ptr, ptr %116, align 8
  %118 = icmp eq ptr %117, null
  br i1 %118, label %124, label %119

119:                                              ; preds = %114
  %120 = load ptr, ptr %11, align 8
  %121 = getelementptr inbounds %struct.EState, ptr %120, i32 0, i32 6
  %122 = load ptr, ptr %121, align 8
  %123 = icmp eq ptr %122, null
  br i1 %123, label %124, label %181

124:                                              ; preds = %119, %114, %62
  %125 = load ptr, ptr %11, align 8
  %126 = getelementptr inbounds %struct.EState, ptr %125, i32 0, i32 4
  %127 = load ptr, ptr %126, align 8
  %128 = icmp ne ptr %127, null
  br i1 %128, label %129, label %139

129:                                              ; preds = %124
  %130 = load ptr, ptr %6, align 8
  %131 = getelementptr inbounds %struct.bz_stream, ptr %130, i32 0, i32 10
  %132 = load ptr, ptr %131, align 8
  %133 = load ptr, ptr %6, align 8
  %134 = getelementptr inbounds %struct.bz_stream, ptr %133, i32 0, i32 11
  %135 = load ptr, ptr %134, align 8
  %136 = load ptr, ptr %11, align 8
  %137 = getelementptr inbounds %struct.EState, ptr %136, i32 0, i32 4
  %138 = load ptr, ptr %137, align 8
  call void %132(ptr noundef %135, ptr noundef %138)
  br label %139

139:                                              ; preds = %129, %124
  %140 = load ptr, ptr %11, align 8
  %141 = getelementptr inbounds %struct.EState, ptr %140, i32 0, i32 5
  %142 = load ptr, ptr %141, align 8
  %143 = icmp ne ptr %142, null
  br i1 %143, label %144, label %154

144:                                              ; preds = %139
  %145 = load ptr, ptr %6, align 8
  %146 = getelementptr inbounds %struct.bz_stream, ptr %145, i32 0, i32 10
  %147 = load ptr, ptr %146, align 8
  %148 = load ptr, ptr %6, align 8
  %149 = getelementptr inbounds %struct.bz_stream, ptr %148, i32 0, i32 11
  %150 = load ptr, ptr %149, align 8
  %151 = load ptr, ptr %11, align 8
  %152 = getelementptr inbounds %struct.EState, ptr %151, i32 0, i32 5
  %153 = load ptr, ptr %152, align 8
  call void %147(ptr noundef %150, ptr noundef %153)
  br label %154

154:                                              ; preds = %144, %139
  %155 = load ptr, ptr %11, align 8
  %156 = getelementptr inbounds %struct.EState, ptr %155, i32 0, i32 6
  %157 = load ptr, ptr %156, align 8
  %158 = icmp ne ptr %157, null
  br i1 %158, label %159, label %169

159:                                              ; preds = %154
  %160 = load ptr, ptr %6, align 8
  %161 = getelementptr inbounds %struct.bz_stream, ptr %160, i32 0, i32 10
  %162 = load ptr, ptr %161, align 8
  %163 = load ptr, ptr %6, align 8
  %164 = getelementptr inbounds %struct.bz_stream, ptr %163, i32 0, i32 11
  %165 = load ptr, ptr %164, align 8
  %166 = load ptr, ptr %11, align 8
  %167 = getelementptr inbounds %struct.EState, ptr %166, i32 0, i32 6
  %168 = load ptr, ptr %167, align 8
  call void %162(ptr noundef %165, ptr noundef %168)
  br label %169

169:                                              ; preds = %159, %154
  %170 = load ptr, ptr %11, align 8
  %171 = icmp ne ptr %170, null
  br i1 %171, label %172, label %180

172:                                              ; preds = %169
  %173 = load ptr, ptr %6, align 8
  %174 = getelementptr inbounds %struct.bz_stream, ptr %173, i32 0, i32 10
  %175 = load ptr, ptr %174, align 8
  %176 = load ptr, ptr %6, align 8
  %177 = getelementptr inbounds %struct.bz_stream, ptr %176, i32 0, i32 11
  %178 = load ptr, ptr %177, align 8
  %179 = load ptr, ptr %11, align 8
  call void %175(ptr noundef %178, ptr noundef %179)
  br label %180

180:                                              ; preds = %172, %169
  store i32 -3, ptr %5, align 4
  br label %234

181:                                              ; preds = %119
  %182 = load ptr, ptr %11, align 8
  %183 = getelementptr inbounds %struct.EState, ptr %182, i32 0, i32 29
  store i32 0, ptr %183, align 4
  %184 = load ptr, ptr %11, align 8
  %185 = getelementptr inbounds %struct.EState, ptr %184, i32 0, i32 2
  store i32 2, ptr %185, align 4
  %186 = load ptr, ptr %11, align 8
  %187 = getelementptr inbounds %struct.EState, ptr %186, i32 0, i32 1
  store i32 2, ptr %187, align 8
  %188 = load ptr, ptr %11, align 8
  %189 = getelementptr inbounds %struct.EState, ptr %188, i32 0, i32 27
  store i32 0, ptr %189, align 4
  %190 = load i32, ptr %7, align 4
  %191 = load ptr, ptr %11, align 8
  %192 = getelementptr inbounds %struct.EState, ptr %191, i32 0, i32 30
  store i32 %190, ptr %192, align 8
  %193 = load i32, ptr %7, align 4
  %194 = mul nsw i32 100000, %193
  %195 = sub nsw i32 %194, 19
  %196 = load ptr, ptr %11, align 8
  %197 = getelementptr inbounds %struct.EState, ptr %196, i32 0, i32 18
  store i32 %195, ptr %197, align 8
  %198 = load i32, ptr %8, align 4
  %199 = load ptr, ptr %11, align 8
  %200 = getelementptr inbounds %struct.EState, ptr %199, i32 0, i32 28
  store i32 %198, ptr %200, align 8
  %201 = load i32, ptr %9, align 4
  %202 = load ptr, ptr %11, align 8
  %203 = getelementptr inbounds %struct.EState, ptr %202, i32 0, i32 12
  store i32 %201, ptr %203, align 8
  %204 = load ptr, ptr %11, align 8
  %205 = getelementptr inbounds %struct.EState, ptr %204, i32 0, i32 5
  %206 = load ptr, ptr %205, align 8
  %207 = load ptr, ptr %11, align 8
  %208 = getelementptr inbounds %struct.EState, ptr %207, i32 0, i32 9
  store ptr %206, ptr %208, align 8
  %209 = load ptr, ptr %11, align 8
  %210 = getelementptr inbounds %struct.EState, ptr %209, i32 0, i32 4
  %211 = load ptr, ptr %210, align 8
  %212 = load ptr, ptr %11, align 8
  %213 = getelementptr inbounds %struct.EState, ptr %212, i32 0, i32 10
  store ptr %211, ptr %213, align 8
  %214 = load ptr, ptr %11, align 8
  %215 = getelementptr inbounds %struct.EState, ptr %214, i32 0, i32 11
  store ptr null, ptr %215, align 8
  %216 = load ptr, ptr %11, align 8
  %217 = getelementptr inbounds %struct.EState, ptr %216, i32 0, i32 4
  %218 = load ptr, ptr %217, align 8
  %219 = load ptr, ptr %11, align 8
  %220 = getelementptr inbounds %struct.EState, ptr %219, i32 0, i32 8
  store ptr %218, ptr %220, align 8
  %221 = load ptr, ptr %11, align 8
  %222 = load ptr, ptr %6, align 8
  %223 = getelementptr inbounds %struct.bz_stream, ptr %222, i32 0, i32 8
  store ptr %221, ptr %223, align 8
  %224 = load ptr, ptr %6, align 8
  %225 = getelementptr inbounds %struct.bz_stream, ptr %224, i32 0, i32 2
  store i32 0, ptr %225, align 4
  %226 = load ptr, ptr %6, align 8
  %227 = getelementptr inbounds %struct.bz_stream, ptr %226, i32 0, i32 3
  store i32 0, ptr %227, align 8
  %228 = load ptr, ptr %6, align 8
  %229 = getelementptr inbounds %struct.bz_stream, ptr %228, i32 0, i32 6
  store i32 0, ptr %229, align 4
  %230 = load ptr, ptr %6, align 8
  %231 = getelementptr inbounds %struct.bz_stream, ptr %230, i32 0, i32 7
  store i32 0, ptr %231, align 8
  %232 = load ptr, ptr %11, align 8
  call void @init_RL(ptr noundef %232)
  %233 = load ptr, ptr %11, align 8
  call void @prepare_new_block(ptr noundef %233)
  store i32 0, ptr %5, align 4
  br label %234

234:                                              ; preds = %181, %180, %61, %30, %14
  %235 = load i32, ptr %5, align 4
  ret i32 %235
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @bz_config_ok() #0 {
  ret i32 1
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @default_bzalloc(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %6, align 4
  %10 = mul nsw i32 %8, %9
  %11 = sext i32 %10 to i64
  %12 = call noalias ptr @malloc(i64 noundef %11) #10
  store ptr %12, ptr %7, align 8
  %13 = load ptr, ptr %7, align 8
  ret ptr %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @default_bzfree(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = icmp ne ptr %5, null
  br i1 %6, label %7, label %9

7:                                                ; preds = %2
  %8 = load ptr, ptr %4, align 8
  call void @free(ptr noundef %8) #8
  br label %9

9:                                                ; preds = %7, %2
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @init_RL(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.EState, ptr %3, i32 0, i32 13
  store i32 256, ptr %4, align 4
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds %struct.EState, ptr %5, i32 0, i32 14
  store i32 0, ptr %6, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @prepare_new_block(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  %5 = getelementptr inbounds %struct.EState, ptr %4, i32 0, i32 17
  store i32 0, ptr %5, align 4
  %6 = load ptr, ptr %2, align 8
  %7 = getelementptr inbounds %struct.EState, ptr %6, i32 0, i32 19
  store i32 0, ptr %7, align 4
  %8 = load ptr, ptr %2, align 8
  %9 = getelementptr inbounds %struct.EState, ptr %8, i32 0, i32 20
  store i32 0, ptr %9, align 8
  %10 = load ptr, ptr %2, align 8
  %11 = getelementptr inbounds %struct.EState, ptr %10, i32 0, i32 26
  store i32 -1, ptr %11, align 8
  store i32 0, ptr %3, align 4
  br label %12

12:                                               ; preds = %21, %1
  %13 = load i32, ptr %3, align 4
  %14 = icmp slt i32 %13, 256
  br i1 %14, label %15, label %24

15:                                               ; preds = %12
  %16 = load ptr, ptr %2, align 8
  %17 = getelementptr inbounds %struct.EState, ptr %16, i32 0, i32 22
  %18 = load i32, ptr %3, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [256 x i8], ptr %17, i64 0, i64 %19
  store i8 0, ptr %20, align 1
  br label %21

21:                                               ; preds = %15
  %22 = load i32, ptr %3, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %3, align 4
  br label %12, !llvm.loop !6

24:                                               ; preds = %12
  %25 = load ptr, ptr %2, align 8
  %26 = getelementptr inbounds %struct.EState, ptr %25, i32 0, i32 29
  %27 = load i32, ptr %26, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %26, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @BZ2_bzCompress(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %8 = load ptr, ptr %4, align 8
  %9 = icmp eq ptr %8, null
  br i1 %9, label %10, label %11

10:                                               ; preds = %2
  store i32 -2, ptr %3, align 4
  br label %146

11:                                               ; preds = %2
  %12 = load ptr, ptr %4, align 8
  %13 = getelementptr inbounds %struct.bz_stream, ptr %12, i32 0, i32 8
  %14 = load ptr, ptr %13, align 8
  store ptr %14, ptr %7, align 8
  %15 = load ptr, ptr %7, align 8
  %16 = icmp eq ptr %15, null
  br i1 %16, label %17, label %18

17:                                               ; preds = %11
  store i32 -2, ptr %3, align 4
  br label %146

18:                                               ; preds = %11
  %19 = load ptr, ptr %7, align 8
  %20 = getelementptr inbounds %struct.EState, ptr %19, i32 0, i32 0
  %21 = load ptr, ptr %20, align 8
  %22 = load ptr, ptr %4, align 8
  %23 = icmp ne ptr %21, %22
  br i1 %23, label %24, label %25

24:                                               ; preds = %18
  store i32 -2, ptr %3, align 4
  br label %146

25:                                               ; preds = %18
  br label %26

26:                                               ; preds = %56, %45, %25
  %27 = load ptr, ptr %7, align 8
  %28 = getelementptr inbounds %struct.EState, ptr %27, i32 0, i32 1
  %29 = load i32, ptr %28, align 8
  switch i32 %29, label %145 [
    i32 1, label %30
    i32 2, label %31
    i32 3, label %65
    i32 4, label %103
  ]

30:                                               ; preds = %26
  store i32 -1, ptr %3, align 4
  br label %146

31:                                               ; preds = %26
  %32 = load i32, ptr %5, align 4
  %33 = icmp eq i32 %32, 0
  br i1 %33, label %34, label %42

34:                                               ; preds = %31
  %35 = load ptr, ptr %4, align 8
  %36 = call i8 @handle_compress(ptr noundef %35)
  store i8 %36, ptr %6, align 1
  %37 = load i8, ptr %6, align 1
  %38 = zext i8 %37 to i32
  %39 = icmp ne i32 %38, 0
  %40 = zext i1 %39 to i64
  %41 = select i1 %39, i32 1, i32 -2
  store i32 %41, ptr %3, align 4
  br label %146

42:                                               ; preds = %31
  %43 = load i32, ptr %5, align 4
  %44 = icmp eq i32 %43, 1
  br i1 %44, label %45, label %53

45:                                               ; preds = %42
  %46 = load ptr, ptr %4, align 8
  %47 = getelementptr inbounds %struct.bz_stream, ptr %46, i32 0, i32 1
  %48 = load i32, ptr %47, align 8
  %49 = load ptr, ptr %7, align 8
  %50 = getelementptr inbounds %struct.EState, ptr %49, i32 0, i32 3
  store i32 %48, ptr %50, align 8
  %51 = load ptr, ptr %7, align 8
  %52 = getelementptr inbounds %struct.EState, ptr %51, i32 0, i32 1
  store i32 3, ptr %52, align 8
  br label %26

53:                                               ; preds = %42
  %54 = load i32, ptr %5, align 4
  %55 = icmp eq i32 %54, 2
  br i1 %55, label %56, label %64

56:                                               ; preds = %53
  %57 = load ptr, ptr %4, align 8
  %58 = getelementptr inbounds %struct.bz_stream, ptr %57, i32 0, i32 1
  %59 = load i32, ptr %58, align 8
  %60 = load ptr, ptr %7, align 8
  %61 = getelementptr inbounds %struct.EState, ptr %60, i32 0, i32 3
  store i32 %59, ptr %61, align 8
  %62 = load ptr, ptr %7, align 8
  %63 = getelementptr inbounds %struct.EState, ptr %62, i32 0, i32 1
  store i32 4, ptr %63, align 8
  br label %26

64:                                               ; preds = %53
  store i32 -2, ptr %3, align 4
  br label %146

65:                                               ; preds = %26
  %66 = load i32, ptr %5, align 4
  %67 = icmp ne i32 %66, 1
  br i1 %67, label %68, label %69

68:                                               ; preds = %65
  store i32 -1, ptr %3, align 4
  br label %146

69:                                               ; preds = %65
  %70 = load ptr, ptr %7, align 8
  %71 = getelementptr inbounds %struct.EState, ptr %70, i32 0, i32 3
  %72 = load i32, ptr %71, align 8
  %73 = load ptr, ptr %7, align 8
  %74 = getelementptr inbounds %struct.EState, ptr %73, i32 0, i32 0
  %75 = load ptr, ptr %74, align 8
  %76 = getelementptr inbounds %struct.bz_stream, ptr %75, i32 0, i32 1
  %77 = load i32, ptr %76, align 8
  %78 = icmp ne i32 %72, %77
  br i1 %78, label %79, label %80

79:                                               ; preds = %69
  store i32 -1, ptr %3, align 4
  br label %146

80:                                               ; preds = %69
  %81 = load ptr, ptr %4, align 8
  %82 = call i8 @handle_compress(ptr noundef %81)
  store i8 %82, ptr %6, align 1
  %83 = load ptr, ptr %7, align 8
  %84 = getelementptr inbounds %struct.EState, ptr %83, i32 0, i32 3
  %85 = load i32, ptr %84, align 8
  %86 = icmp ugt i32 %85, 0
  br i1 %86, label %99, label %87

87:                                               ; preds = %80
  %88 = load ptr, ptr %7, align 8
  %89 = call i8 @isempty_RL(ptr noundef %88)
  %90 = icmp ne i8 %89, 0
  br i1 %90, label %91, label %99

91:                                               ; preds = %87
  %92 = load ptr, ptr %7, align 8
  %93 = getelementptr inbounds %struct.EState, ptr %92, i32 0, i32 20
  %94 = load i32, ptr %93, align 8
  %95 = load ptr, ptr %7, align 8
  %96 = getelementptr inbounds %struct.EState, ptr %95, i32 0, i32 19
  %97 = load i32, ptr %96, align 4
  %98 = icmp slt i32 %94, %97
  br i1 %98, label %99, label %100

99:                                               ; preds = %91, %87, %80
  store i32 2, ptr %3, align 4
  br label %146

100:                                              ; preds = %91
  %101 = load ptr, ptr %7, align 8
  %102 = getelementptr inbounds %struct.EState, ptr %101, i32 0, i32 1
  store i32 2, ptr %102, align 8
  store i32 1, ptr %3, align 4
  br label %146

103:                                              ; preds = %26
  %104 = load i32, ptr %5, align 4
  %105 = icmp ne i32 %104, 2
  br i1 %105, label %106, label %107

106:                                              ; preds = %103
  store i32 -1, ptr %3, align 4
  br label %146

107:                                              ; preds = %103
  %108 = load ptr, ptr %7, align 8
  %109 = getelementptr inbounds %struct.EState, ptr %108, i32 0, i32 3
  %110 = load i32, ptr %109, align 8
  %111 = load ptr, ptr %7, align 8
  %112 = getelementptr inbounds %struct.EState, ptr %111, i32 0, i32 0
  %113 = load ptr, ptr %112, align 8
  %114 = getelementptr inbounds %struct.bz_stream, ptr %113, i32 0, i32 1
  %115 = load i32, ptr %114, align 8
  %116 = icmp ne i32 %110, %115
  br i1 %116, label %117, label %118

117:                                              ; preds = %107
  store i32 -1, ptr %3, align 4
  br label %146

118:                                              ; preds = %107
  %119 = load ptr, ptr %4, align 8
  %120 = call i8 @handle_compress(ptr noundef %119)
  store i8 %120, ptr %6, align 1
  %121 = load i8, ptr %6, align 1
  %122 = icmp ne i8 %121, 0
  br i1 %122, label %124, label %123

123:                                              ; preds = %118
  store i32 -1, ptr %3, align 4
  br label %146

124:                                              ; preds = %118
  %125 = load ptr, ptr %7, align 8
  %126 = getelementptr inbounds %struct.EState, ptr %125, i32 0, i32 3
  %127 = load i32, ptr %126, align 8
  %128 = icmp ugt i32 %127, 0
  br i1 %128, label %141, label %129

129:                                              ; preds = %124
  %130 = load ptr, ptr %7, align 8
  %131 = call i8 @isempty_RL(ptr noundef %130)
  %132 = icmp ne i8 %131, 0
  br i1 %132, label %133, label %141

133:                                              ; preds = %129
  %134 = load ptr, ptr %7, align 8
  %135 = getelementptr inbounds %struct.EState, ptr %134, i32 0, i32 20
  %136 = load i32, ptr %135, align 8
  %137 = load ptr, ptr %7, align 8
  %138 = getelementptr inbounds %struct.EState, ptr %137, i32 0, i32 19
  %139 = load i32, ptr %138, align 4
  %140 = icmp slt i32 %136, %139
  br i1 %140, label %141, label %142

141:                                              ; preds = %133, %129, %124
  store i32 3, ptr %3, align 4
  br label %146

142:                                              ; preds = %133
  %143 = load ptr, ptr %7, align 8
  %144 = getelementptr inbounds %struct.EState, ptr %143, i32 0, i32 1
  store i32 1, ptr %144, align 8
  store i32 4, ptr %3, align 4
  br label %146

145:                                              ; preds = %26
  store i32 0, ptr %3, align 4
  br label %146

146:                                              ; preds = %145, %142, %141, %123, %117, %106, %100, %99, %79, %68, %64, %34, %30, %24, %17, %10
  %147 = load i32, ptr %3, align 4
  ret i32 %147
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @handle_compress(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  store i8 0, ptr %3, align 1
  store i8 0, ptr %4, align 1
  %6 = load ptr, ptr %2, align 8
  %7 = getelementptr inbounds %struct.bz_stream, ptr %6, i32 0, i32 8
  %8 = load ptr, ptr %7, align 8
  store ptr %8, ptr %5, align 8
  br label %9

9:                                                ; preds = %1, %122
  %10 = load ptr, ptr %5, align 8
  %11 = getelementptr inbounds %struct.EState, ptr %10, i32 0, i32 2
  %12 = load i32, ptr %11, align 4
  %13 = icmp eq i32 %12, 1
  br i1 %13, label %14, label %66

14:                                               ; preds = %9
  %15 = load ptr, ptr %5, align 8
  %16 = call i8 @copy_output_until_stop(ptr noundef %15)
  %17 = zext i8 %16 to i32
  %18 = load i8, ptr %4, align 1
  %19 = zext i8 %18 to i32
  %20 = or i32 %19, %17
  %21 = trunc i32 %20 to i8
  store i8 %21, ptr %4, align 1
  %22 = load ptr, ptr %5, align 8
  %23 = getelementptr inbounds %struct.EState, ptr %22, i32 0, i32 20
  %24 = load i32, ptr %23, align 8
  %25 = load ptr, ptr %5, align 8
  %26 = getelementptr inbounds %struct.EState, ptr %25, i32 0, i32 19
  %27 = load i32, ptr %26, align 4
  %28 = icmp slt i32 %24, %27
  br i1 %28, label %29, label %30

29:                                               ; preds = %14
  br label %123

30:                                               ; preds = %14
  %31 = load ptr, ptr %5, align 8
  %32 = getelementptr inbounds %struct.EState, ptr %31, i32 0, i32 1
  %33 = load i32, ptr %32, align 8
  %34 = icmp eq i32 %33, 4
  br i1 %34, label %35, label %46

35:                                               ; preds = %30
  %36 = load ptr, ptr %5, align 8
  %37 = getelementptr inbounds %struct.EState, ptr %36, i32 0, i32 3
  %38 = load i32, ptr %37, align 8
  %39 = icmp eq i32 %38, 0
  br i1 %39, label %40, label %46

40:                                               ; preds = %35
  %41 = load ptr, ptr %5, align 8
  %42 = call i8 @isempty_RL(ptr noundef %41)
  %43 = zext i8 %42 to i32
  %44 = icmp ne i32 %43, 0
  br i1 %44, label %45, label %46

45:                                               ; preds = %40
  br label %123

46:                                               ; preds = %40, %35, %30
  %47 = load ptr, ptr %5, align 8
  call void @prepare_new_block(ptr noundef %47)
  %48 = load ptr, ptr %5, align 8
  %49 = getelementptr inbounds %struct.EState, ptr %48, i32 0, i32 2
  store i32 2, ptr %49, align 4
  %50 = load ptr, ptr %5, align 8
  %51 = getelementptr inbounds %struct.EState, ptr %50, i32 0, i32 1
  %52 = load i32, ptr %51, align 8
  %53 = icmp eq i32 %52, 3
  br i1 %53, label %54, label %65

54:                                               ; preds = %46
  %55 = load ptr, ptr %5, align 8
  %56 = getelementptr inbounds %struct.EState, ptr %55, i32 0, i32 3
  %57 = load i32, ptr %56, align 8
  %58 = icmp eq i32 %57, 0
  br i1 %58, label %59, label %65

59:                                               ; preds = %54
  %60 = load ptr, ptr %5, align 8
  %61 = call i8 @isempty_RL(ptr noundef %60)
  %62 = zext i8 %61 to i32
  %63 = icmp ne i32 %62, 0
  br i1 %63, label %64, label %65

64:                                               ; preds = %59
  br label %123

65:                                               ; preds = %59, %54, %46
  br label %66

66:                                               ; preds = %65, %9
  %67 = load ptr, ptr %5, align 8
  %68 = getelementptr inbounds %struct.EState, ptr %67, i32 0, i32 2
  %69 = load i32, ptr %68, align 4
  %70 = icmp eq i32 %69, 2
  br i1 %70, label %71, label %122

71:                                               ; preds = %66
  %72 = load ptr, ptr %5, align 8
  %73 = call i8 @copy_input_until_stop(ptr noundef %72)
  %74 = zext i8 %73 to i32
  %75 = load i8, ptr %3, align 1
  %76 = zext i8 %75 to i32
  %77 = or i32 %76, %74
  %78 = trunc i32 %77 to i8
  store i8 %78, ptr %3, align 1
  %79 = load ptr, ptr %5, align 8
  %80 = getelementptr inbounds %struct.EState, ptr %79, i32 0, i32 1
  %81 = load i32, ptr %80, align 8
  %82 = icmp ne i32 %81, 2
  br i1 %82, label %83, label %99

83:                                               ; preds = %71
  %84 = load ptr, ptr %5, align 8
  %85 = getelementptr inbounds %struct.EState, ptr %84, i32 0, i32 3
  %86 = load i32, ptr %85, align 8
  %87 = icmp eq i32 %86, 0
  br i1 %87, label %88, label %99

88:                                               ; preds = %83
  %89 = load ptr, ptr %5, align 8
  call void @flush_RL(ptr noundef %89)
  %90 = load ptr, ptr %5, align 8
  %91 = load ptr, ptr %5, align 8
  %92 = getelementptr inbounds %struct.EState, ptr %91, i32 0, i32 1
  %93 = load i32, ptr %92, align 8
  %94 = icmp eq i32 %93, 4
  %95 = zext i1 %94 to i32
  %96 = trunc i32 %95 to i8
  call void @BZ2_compressBlock(ptr noundef %90, i8 noundef %96)
  %97 = load ptr, ptr %5, align 8
  %98 = getelementptr inbounds %struct.EState, ptr %97, i32 0, i32 2
  store i32 1, ptr %98, align 4
  br label %121

99:                                               ; preds = %83, %71
  %100 = load ptr, ptr %5, align 8
  %101 = getelementptr inbounds %struct.EState, ptr %100, i32 0, i32 17
  %102 = load i32, ptr %101, align 4
  %103 = load ptr, ptr %5, align 8
  %104 = getelementptr inbounds %struct.EState, ptr %103, i32 0, i32 18
  %105 = load i32, ptr %104, align 8
  %106 = icmp sge i32 %102, %105
  br i1 %106, label %107, label %111

107:                                              ; preds = %99
  %108 = load ptr, ptr %5, align 8
  call void @BZ2_compressBlock(ptr noundef %108, i8 noundef 0)
  %109 = load ptr, ptr %5, align 8
  %110 = getelementptr inbounds %struct.EState, ptr %109, i32 0, i32 2
  store i32 1, ptr %110, align 4
  br label %120

111:                                              ; preds = %99
  %112 = load ptr, ptr %5, align 8
  %113 = getelementptr inbounds %struct.EState, ptr %112, i32 0, i32 0
  %114 = load ptr, ptr %113, align 8
  %115 = getelementptr inbounds %struct.bz_stream, ptr %114, i32 0, i32 1
  %116 = load i32, ptr %115, align 8
  %117 = icmp eq i32 %116, 0
  br i1 %117, label %118, label %119

118:                                              ; preds = %111
  br label %123

119:                                              ; preds = %111
  br label %120

120:                                              ; preds = %119, %107
  br label %121

121:                                              ; preds = %120, %88
  br label %122

122:                                              ; preds = %121, %66
  br label %9

123:                                              ; preds = %118, %64, %45, %29
  %124 = load i8, ptr %3, align 1
  %125 = zext i8 %124 to i32
  %126 = icmp ne i32 %125, 0
  br i1 %126, label %131, label %127

127:                                              ; preds = %123
  %128 = load i8, ptr %4, align 1
  %129 = zext i8 %128 to i32
  %130 = icmp ne i32 %129, 0
  br label %131

131:                                              ; preds = %127, %123
  %132 = phi i1 [ true, %123 ], [ %130, %127 ]
  %133 = zext i1 %132 to i32
  %134 = trunc i32 %133 to i8
  ret i8 %134
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @isempty_RL(ptr noundef %0) #0 {
  %2 = alloca i8, align 1
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds %struct.EState, ptr %4, i32 0, i32 13
  %6 = load i32, ptr %5, align 4
  %7 = icmp ult i32 %6, 256
  br i1 %7, label %8, label %14

8:                                                ; preds = %1
  %9 = load ptr, ptr %3, align 8
  %10 = getelementptr inbounds %struct.EState, ptr %9, i32 0, i32 14
  %11 = load i32, ptr %10, align 8
  %12 = icmp sgt i32 %11, 0
  br i1 %12, label %13, label %14

13:                                               ; preds = %8
  store i8 0, ptr %2, align 1
  br label %15

14:                                               ; preds = %8, %1
  store i8 1, ptr %2, align 1
  br label %15

15:                                               ; preds = %14, %13
  %16 = load i8, ptr %2, align 1
  ret i8 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @BZ2_bzCompressEnd(ptr noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = icmp eq ptr %5, null
  br i1 %6, label %7, label %8

7:                                                ; preds = %1
  store i32 -2, ptr %2, align 4
  br label %79

8:                                                ; preds = %1
  %9 = load ptr, ptr %3, align 8
  %10 = getelementptr inbounds %struct.bz_stream, ptr %9, i32 0, i32 8
  %11 = load ptr, ptr %10, align 8
  store ptr %11, ptr %4, align 8
  %12 = load ptr, ptr %4, align 8
  %13 = icmp eq ptr %12, null
  br i1 %13, label %14, label %15

14:                                               ; preds = %8
  store i32 -2, ptr %2, align 4
  br label %79

15:                                               ; preds = %8
  %16 = load ptr, ptr %4, align 8
  %17 = getelementptr inbounds %struct.EState, ptr %16, i32 0, i32 0
  %18 = load ptr, ptr %17, align 8
  %19 = load ptr, ptr %3, align 8
  %20 = icmp ne ptr %18, %19
  br i1 %20, label %21, label %22

21:                                               ; preds = %15
  store i32 -2, ptr %2, align 4
  br label %79

22:                                               ; preds = %15
  %23 = load ptr, ptr %4, align 8
  %24 = getelementptr inbounds %struct.EState, ptr %23, i32 0, i32 4
  %25 = load ptr, ptr %24, align 8
  %26 = icmp ne ptr %25, null
  br i1 %26, label %27, label %37

27:                                               ; preds = %22
  %28 = load ptr, ptr %3, align 8
  %29 = getelementptr inbounds %struct.bz_stream, ptr %28, i32 0, i32 10
  %30 = load ptr, ptr %29, align 8
  %31 = load ptr, ptr %3, align 8
  %32 = getelementptr inbounds %struct.bz_stream, ptr %31, i32 0, i32 11
  %33 = load ptr, ptr %32, align 8
  %34 = load ptr, ptr %4, align 8
  %35 = getelementptr inbounds %struct.EState, ptr %34, i32 0, i32 4
  %36 = load ptr, ptr %35, align 8
  call void %30(ptr noundef %33, ptr noundef %36)
  br label %37

37:                                               ; preds = %27, %22
  %38 = load ptr, ptr %4, align 8
  %39 = getelementptr inbounds %struct.EState, ptr %38, i32 0, i32 5
  %40 = load ptr, ptr %39, align 8
  %41 = icmp ne ptr %40, null
  br i1 %41, label %42, label %52

42:                                               ; preds = %37
  %43 = load ptr, ptr %3, align 8
  %44 = getelementptr inbounds %struct.bz_stream, ptr %43, i32 0, i32 10
  %45 = load ptr, ptr %44, align 8
  %46 = load ptr, ptr %3, align 8
  %47 = getelementptr inbounds %struct.bz_stream, ptr %46, i32 0, i32 11
  %48 = load ptr, ptr %47, align 8
  %49 = load ptr, ptr %4, align 8
  %50 = getelementptr inbounds %struct.EState, ptr %49, i32 0, i32 5
  %51 = load ptr, ptr %50, align 8
  call void %45(ptr noundef %48, ptr noundef %51)
  br label %52

52:                                               ; preds = %42, %37
  %53 = load ptr, ptr %4, align 8
  %54 = getelementptr inbounds %struct.EState, ptr %53, i32 0, i32 6
  %55 = load ptr, ptr %54, align 8
  %56 = icmp ne ptr %55, null
  br i1 %56, label %57, label %67

57:                                               ; preds = %52
  %58 = load ptr, ptr %3, align 8
  %59 = getelementptr inbounds %struct.bz_stream, ptr %58, i32 0, i32 10
  %60 = load ptr, ptr %59, align 8
  %61 = load ptr, ptr %3, align 8
  %62 = getelementptr inbounds %struct.bz_stream, ptr %61, i32 0, i32 11
  %63 = load ptr, ptr %62, align 8
  %64 = load ptr, ptr %4, align 8
  %65 = getelementptr inbounds %struct.EState, ptr %64, i32 0, i32 6
  %66 = load ptr, ptr %65, align 8
  call void %60(ptr noundef %63, ptr noundef %66)
  br label %67

67:                                               ; preds = %57, %52
  %68 = load ptr, ptr %3, align 8
  %69 = getelementptr inbounds %struct.bz_stream, ptr %68, i32 0, i32 10
  %70 = load ptr, ptr %69, align 8
  %71 = load ptr, ptr %3, align 8
  %72 = getelementptr inbounds %struct.bz_stream, ptr %71, i32 0, i32 11
  %73 = load ptr, ptr %72, align 8
  %74 = load ptr, ptr %3, align 8
  %75 = getelementptr inbounds %struct.bz_stream, ptr %74, i32 0, i32 8
  %76 = load ptr, ptr %75, align 8
  call void %70(ptr noundef %73, ptr noundef %76)
  %77 = load ptr, ptr %3, align 8
  %78 = getelementptr inbounds %struct.bz_stream, ptr %77, i32 0, i32 8
  store ptr null, ptr %78, align 8
  store i32 0, ptr %2, align 4
  br label %79

79:                                               ; preds = %67, %21, %14, %7
  %80 = load i32, ptr %2, align 4
  ret i32 %80
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @BZ2_bzDecompressInit(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  %9 = call i32 @bz_config_ok()
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %12, label %11

11:                                               ; preds = %3
  store i32 -9, ptr %4, align 4
  br label %95

12:                                               ; preds = %3
  %13 = load ptr, ptr %5, align 8
  %14 = icmp eq ptr %13, null
  br i1 %14, label %15, label %16

15:                                               ; preds = %12
  store i32 -2, ptr %4, align 4
  br label %95

16:                                               ; preds = %12
  %17 = load i32, ptr %7, align 4
  %18 = icmp ne i32 %17, 0
  br i1 %18, label %19, label %23

19:                                               ; preds = %16
  %20 = load i32, ptr %7, align 4
  %21 = icmp ne i32 %20, 1
  br i1 %21, label %22, label %23

22:                                               ; preds = %19
  store i32 -2, ptr %4, align 4
  br label %95

23:                                               ; preds = %19, %16
  %24 = load i32, ptr %6, align 4
  %25 = icmp slt i32 %24, 0
  br i1 %25, label %29, label %26

26:                                               ; preds = %23
  %27 = load i32, ptr %6, align 4
  %28 = icmp sgt i32 %27, 4
  br i1 %28, label %29, label %30

29:                                               ; preds = %26, %23
  store i32 -2, ptr %4, align 4
  br label %95

30:                                               ; preds = %26
  %31 = load ptr, ptr %5, align 8
  %32 = getelementptr inbounds %struct.bz_stream, ptr %31, i32 0, i32 9
  %33 = load ptr, ptr %32, align 8
  %34 = icmp eq ptr %33, null
  br i1 %34, label %35, label %38

35:                                               ; preds = %30
  %36 = load ptr, ptr %5, align 8
  %37 = getelementptr inbounds %struct.bz_stream, ptr %36, i32 0, i32 9
  store ptr @default_bzalloc, ptr %37, align 8
  br label %38

38:                                               ; preds = %35, %30
  %39 = load ptr, ptr %5, align 8
  %40 = getelementptr inbounds %struct.bz_stream, ptr %39, i32 0, i32 10
  %41 = load ptr, ptr %40, align 8
  %42 = icmp eq ptr %41, null
  br i1 %42, label %43, label %46

43:                                               ; preds = %38
  %44 = load ptr, ptr %5, align 8
  %45 = getelementptr inbounds %struct.bz_stream, ptr %44, i32 0, i32 10
  store ptr @default_bzfree, ptr %45, align 8
  br label %46

46:                                               ; preds = %43, %38
  %47 = load ptr, ptr %5, align 8
  %48 = getelementptr inbounds %struct.bz_stream, ptr %47, i32 0, i32 9
  %49 = load ptr, ptr %48, align 8
  %50 = load ptr, ptr %5, align 8
  %51 = getelementptr inbounds %struct.bz_stream, ptr %50, i32 0, i32 11
  %52 = load ptr, ptr %51, align 8
  %53 = call ptr %49(ptr noundef %52, i32 noundef 64144, i32 noundef 1)
  store ptr %53, ptr %8, align 8
  %54 = load ptr, ptr %8, align 8
  %55 = icmp eq ptr %54, null
  br i1 %55, label %56, label %57

56:                                               ; preds = %46
  store i32 -3, ptr %4, align 4
  br label %95

57:                                               ; preds = %46
  %58 = load ptr, ptr %5, align 8
  %59 = load ptr, ptr %8, align 8
  %60 = getelementptr inbounds %struct.DState, ptr %59, i32 0, i32 0
  store ptr %58, ptr %60, align 8
  %61 = load ptr, ptr %8, align 8
  %62 = load ptr, ptr %5, align 8
  %63 = getelementptr inbounds %struct.bz_stream, ptr %62, i32 0, i32 8
  store ptr %61, ptr %63, align 8
  %64 = load ptr, ptr %8, align 8
  %65 = getelementptr inbounds %struct.DState, ptr %64, i32 0, i32 1
  store i32 10, ptr %65, align 8
  %66 = load ptr, ptr %8, align 8
  %67 = getelementptr inbounds %struct.DState, ptr %66, i32 0, i32 8
  store i32 0, ptr %67, align 4
  %68 = load ptr, ptr %8, align 8
  %69 = getelementptr inbounds %struct.DState, ptr %68, i32 0, i32 7
  store i32 0, ptr %69, align 8
  %70 = load ptr, ptr %8, align 8
  %71 = getelementptr inbounds %struct.DState, ptr %70, i32 0, i32 26
  store i32 0, ptr %71, align 4
  %72 = load ptr, ptr %5, align 8
  %73 = getelementptr inbounds %struct.bz_stream, ptr %72, i32 0, i32 2
  store i32 0, ptr %73, align 4
  %74 = load ptr, ptr %5, align 8
  %75 = getelementptr inbounds %struct.bz_stream, ptr %74, i32 0, i32 3
  store i32 0, ptr %75, align 8
  %76 = load ptr, ptr %5, align 8
  %77 = getelementptr inbounds %struct.bz_stream, ptr %76, i32 0, i32 6
  store i32 0, ptr %77, align 4
  %78 = load ptr, ptr %5, align 8
  %79 = getelementptr inbounds %struct.bz_stream, ptr %78, i32 0, i32 7
  store i32 0, ptr %79, align 8
  %80 = load i32, ptr %7, align 4
  %81 = trunc i32 %80 to i8
  %82 = load ptr, ptr %8, align 8
  %83 = getelementptr inbounds %struct.DState, ptr %82, i32 0, i32 10
  store i8 %81, ptr %83, align 4
  %84 = load ptr, ptr %8, align 8
  %85 = getelementptr inbounds %struct.DState, ptr %84, i32 0, i32 22
  store ptr null, ptr %85, align 8
  %86 = load ptr, ptr %8, align 8
  %87 = getelementptr inbounds %struct.DState, ptr %86, i32 0, i32 21
  store ptr null, ptr %87, align 8
  %88 = load ptr, ptr %8, align 8
  %89 = getelementptr inbounds %struct.DState, ptr %88, i32 0, i32 20
  store ptr null, ptr %89, align 8
  %90 = load ptr, ptr %8, align 8
  %91 = getelementptr inbounds %struct.DState, ptr %90, i32 0, i32 11
  store i32 0, ptr %91, align 8
  %92 = load i32, ptr %6, align 4
  %93 = load ptr, ptr %8, align 8
  %94 = getelementptr inbounds %struct.DState, ptr %93, i32 0, i32 12
  store i32 %92, ptr %94, align 4
  store i32 0, ptr %4, align 4
  br label %95

95:                                               ; preds = %57, %56, %29, %22, %15, %11
  %96 = load i32, ptr %4, align 4
  ret i32 %96
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @BZ2_indexIntoF(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store ptr %1, ptr %4, align 8
  store i32 0, ptr %5, align 4
  store i32 256, ptr %6, align 4
  br label %8

8:                                                ; preds = %25, %2
  %9 = load i32, ptr %5, align 4
  %10 = load i32, ptr %6, align 4
  %11 = add nsw i32 %9, %10
  %12 = ashr i32 %11, 1
  store i32 %12, ptr %7, align 4
  %13 = load i32, ptr %3, align 4
  %14 = load ptr, ptr %4, align 8
  %15 = load i32, ptr %7, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i32, ptr %14, i64 %16
  %18 = load i32, ptr %17, align 4
  %19 = icmp sge i32 %13, %18
  br i1 %19, label %20, label %22

20:                                               ; preds = %8
  %21 = load i32, ptr %7, align 4
  store i32 %21, ptr %5, align 4
  br label %24

22:                                               ; preds = %8
  %23 = load i32, ptr %7, align 4
  store i32 %23, ptr %6, align 4
  br label %24

24:                                               ; preds = %22, %20
  br label %25

25:                                               ; preds = %24
  %26 = load i32, ptr %6, align 4
  %27 = load i32, ptr %5, align 4
  %28 = sub nsw i32 %26, %27
  %29 = icmp ne i32 %28, 1
  br i1 %29, label %8, label %30, !llvm.loop !8

30:                                               ; preds = %25
  %31 = load i32, ptr %5, align 4
  ret i32 %31
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @BZ2_bzDecompress(ptr noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = icmp eq ptr %7, null
  br i1 %8, label %9, label %10

9:                                                ; preds = %1
  store i32 -2, ptr %2, align 4
  br label %169

10:                                               ; preds = %1
  %11 = load ptr, ptr %3, align 8
  %12 = getelementptr inbounds %struct.bz_stream, ptr %11, i32 0, i32 8
  %13 = load ptr, ptr %12, align 8
  store ptr %13, ptr %5, align 8
  %14 = load ptr, ptr %5, align 8
  %15 = icmp eq ptr %14, null
  br i1 %15, label %16, label %17

16:                                               ; preds = %10
  store i32 -2, ptr %2, align 4
  br label %169

17:                                               ; preds = %10
  %18 = load ptr, ptr %5, align 8
  %19 = getelementptr inbounds %struct.DState, ptr %18, i32 0, i32 0
  %20 = load ptr, ptr %19, align 8
  %21 = load ptr, ptr %3, align 8
  %22 = icmp ne ptr %20, %21
  br i1 %22, label %23, label %24

23:                                               ; preds = %17
  store i32 -2, ptr %2, align 4
  br label %169

24:                                               ; preds = %17
  br label %25

25:                                               ; preds = %24, %168
  %26 = load ptr, ptr %5, align 8
  %27 = getelementptr inbounds %struct.DState, ptr %26, i32 0, i32 1
  %28 = load i32, ptr %27, align 8
  %29 = icmp eq i32 %28, 1
  br i1 %29, label %30, label %31

30:                                               ; preds = %25
  store i32 -1, ptr %2, align 4
  br label %169

31:                                               ; preds = %25
  %32 = load ptr, ptr %5, align 8
  %33 = getelementptr inbounds %struct.DState, ptr %32, i32 0, i32 1
  %34 = load i32, ptr %33, align 8
  %35 = icmp eq i32 %34, 2
  br i1 %35, label %36, label %125

36:                                               ; preds = %31
  %37 = load ptr, ptr %5, align 8
  %38 = getelementptr inbounds %struct.DState, ptr %37, i32 0, i32 10
  %39 = load i8, ptr %38, align 4
  %40 = icmp ne i8 %39, 0
  br i1 %40, label %41, label %44

41:                                               ; preds = %36
  %42 = load ptr, ptr %5, align 8
  %43 = call i8 @unRLE_obuf_to_output_SMALL(ptr noundef %42)
  store i8 %43, ptr %4, align 1
  br label %47

44:                                               ; preds = %36
  %45 = load ptr, ptr %5, align 8
  %46 = call i8 @unRLE_obuf_to_output_FAST(ptr noundef %45)
  store i8 %46, ptr %4, align 1
  br label %47

47:                                               ; preds = %44, %41
  %48 = load i8, ptr %4, align 1
  %49 = icmp ne i8 %48, 0
  br i1 %49, label %50, label %51

50:                                               ; preds = %47
  store i32 -4, ptr %2, align 4
  br label %169

51:                                               ; preds = %47
  %52 = load ptr, ptr %5, align 8
  %53 = getelementptr inbounds %struct.DState, ptr %52, i32 0, i32 17
  %54 = load i32, ptr %53, align 4
  %55 = load ptr, ptr %5, align 8
  %56 = getelementptr inbounds %struct.DState, ptr %55, i32 0, i32 51
  %57 = load i32, ptr %56, align 8
  %58 = add nsw i32 %57, 1
  %59 = icmp eq i32 %54, %58
  br i1 %59, label %60, label %123

60:                                               ; preds = %51
  %61 = load ptr, ptr %5, align 8
  %62 = getelementptr inbounds %struct.DState, ptr %61, i32 0, i32 3
  %63 = load i32, ptr %62, align 8
  %64 = icmp eq i32 %63, 0
  br i1 %64, label %65, label %123

65:                                               ; preds = %60
  %66 = load ptr, ptr %5, align 8
  %67 = getelementptr inbounds %struct.DState, ptr %66, i32 0, i32 25
  %68 = load i32, ptr %67, align 8
  %69 = xor i32 %68, -1
  %70 = load ptr, ptr %5, align 8
  %71 = getelementptr inbounds %struct.DState, ptr %70, i32 0, i32 25
  store i32 %69, ptr %71, align 8
  %72 = load ptr, ptr %5, align 8
  %73 = getelementptr inbounds %struct.DState, ptr %72, i32 0, i32 12
  %74 = load i32, ptr %73, align 4
  %75 = icmp sge i32 %74, 3
  br i1 %75, label %76, label %85

76:                                               ; preds = %65
  %77 = load ptr, ptr @stderr, align 8
  %78 = load ptr, ptr %5, align 8
  %79 = getelementptr inbounds %struct.DState, ptr %78, i32 0, i32 23
  %80 = load i32, ptr %79, align 8
  %81 = load ptr, ptr %5, align 8
  %82 = getelementptr inbounds %struct.DState, ptr %81, i32 0, i32 25
  %83 = load i32, ptr %82, align 8
  %84 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %77, ptr noundef @.str.2, i32 noundef %80, i32 noundef %83) #8
  br label %85

85:                                               ; preds = %76, %65
  %86 = load ptr, ptr %5, align 8
  %87 = getelementptr inbounds %struct.DState, ptr %86, i32 0, i32 12
  %88 = load i32, ptr %87, align 4
  %89 = icmp sge i32 %88, 2
  br i1 %89, label %90, label %93

90:                                               ; preds = %85
  %91 = load ptr, ptr @stderr, align 8
  %92 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %91, ptr noundef @.str.3) #8
  br label %93

93:                                               ; preds = %90, %85
  %94 = load ptr, ptr %5, align 8
  %95 = getelementptr inbounds %struct.DState, ptr %94, i32 0, i32 25
  %96 = load i32, ptr %95, align 8
  %97 = load ptr, ptr %5, align 8
  %98 = getelementptr inbounds %struct.DState, ptr %97, i32 0, i32 23
  %99 = load i32, ptr %98, align 8
  %100 = icmp ne i32 %96, %99
  br i1 %100, label %101, label %102

101:                                              ; preds = %93
  store i32 -4, ptr %2, align 4
  br label %169

102:                                              ; preds = %93
  %103 = load ptr, ptr %5, align 8
  %104 = getelementptr inbounds %struct.DState, ptr %103, i32 0, i32 26
  %105 = load i32, ptr %104, align 4
  %106 = shl i32 %105, 1
  %107 = load ptr, ptr %5, align 8
  %108 = getelementptr inbounds %struct.DState, ptr %107, i32 0, i32 26
  %109 = load i32, ptr %108, align 4
  %110 = lshr i32 %109, 31
  %111 = or i32 %106, %110
  %112 = load ptr, ptr %5, align 8
  %113 = getelementptr inbounds %struct.DState, ptr %112, i32 0, i32 26
  store i32 %111, ptr %113, align 4
  %114 = load ptr, ptr %5, align 8
  %115 = getelementptr inbounds %struct.DState, ptr %114, i32 0, i32 25
  %116 = load i32, ptr %115, align 8
  %117 = load ptr, ptr %5, align 8
  %118 = getelementptr inbounds %struct.DState, ptr %117, i32 0, i32 26
  %119 = load i32, ptr %118, align 4
  %120 = xor i32 %119, %116
  store i32 %120, ptr %118, align 4
  %121 = load ptr, ptr %5, align 8
  %122 = getelementptr inbounds %struct.DState, ptr %121, i32 0, i32 1
  store i32 14, ptr %122, align 8
  br label %124

123:                                              ; preds = %60, %51
  store i32 0, ptr %2, align 4
  br label %169

124:                                              ; preds = %102
  br label %125

125:                                              ; preds = %124, %31
  %126 = load ptr, ptr %5, align 8
  %127 = getelementptr inbounds %struct.DState, ptr %126, i32 0, i32 1
  %128 = load i32, ptr %127, align 8
  %129 = icmp sge i32 %128, 10
  br i1 %129, label %130, label %168

130:                                              ; preds = %125
  %131 = load ptr, ptr %5, align 8
  %132 = call i32 @BZ2_decompress(ptr noundef %131)
  store i32 %132, ptr %6, align 4
  %133 = load i32, ptr %6, align 4
  %134 = icmp eq i32 %133, 4
  br i1 %134, label %135, label %160

135:                                              ; preds = %130
  %136 = load ptr, ptr %5, align 8
  %137 = getelementptr inbounds %struct.DState, ptr %136, i32 0, i32 12
  %138 = load i32, ptr %137, align 4
  %139 = icmp sge i32 %138, 3
  br i1 %139, label %140, label %149

140:                                              ; preds = %135
  %141 = load ptr, ptr @stderr, align 8
  %142 = load ptr, ptr %5, align 8
  %143 = getelementptr inbounds %struct.DState, ptr %142, i32 0, i32 24
  %144 = load i32, ptr %143, align 4
  %145 = load ptr, ptr %5, align 8
  %146 = getelementptr inbounds %struct.DState, ptr %145, i32 0, i32 26
  %147 = load i32, ptr %146, align 4
  %148 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %141, ptr noundef @.str.4, i32 noundef %144, i32 noundef %147) #8
  br label %149

149:                                              ; preds = %140, %135
  %150 = load ptr, ptr %5, align 8
  %151 = getelementptr inbounds %struct.DState, ptr %150, i32 0, i32 26
  %152 = load i32, ptr %151, align 4
  %153 = load ptr, ptr %5, align 8
  %154 = getelementptr inbounds %struct.DState, ptr %153, i32 0, i32 24
  %155 = load i32, ptr %154, align 4
  %156 = icmp ne i32 %152, %155
  br i1 %156, label %157, label %158

157:                                              ; preds = %149
  store i32 -4, ptr %2, align 4
  br label %169

158:                                              ; preds = %149
  %159 = load i32, ptr %6, align 4
  store i32 %159, ptr %2, align 4
  br label %169

160:                                              ; preds = %130
  %161 = load ptr, ptr %5, align 8
  %162 = getelementptr inbounds %struct.DState, ptr %161, i32 0, i32 1
  %163 = load i32, ptr %162, align 8
  %164 = icmp ne i32 %163, 2
  br i1 %164, label %165, label %167

165:                                              ; preds = %160
  %166 = load i32, ptr %6, align 4
  store i32 %166, ptr %2, align 4
  br label %169

167:                                              ; preds = %160
  br label %168

168:                                              ; preds = %167, %125
  br label %25

169:                                              ; preds = %165, %158, %157, %123, %101, %50, %30, %23, %16, %9
  %170 = load i32, ptr %2, align 4
  ret i32 %170
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @unRLE_obuf_to_output_SMALL(ptr noundef %0) #0 {
  %2 = alloca i8, align 1
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.DState, ptr %5, i32 0, i32 4
  %7 = load i8, ptr %6, align 4
  %8 = icmp ne i8 %7, 0
  br i1 %8, label %9, label %664

9:                                                ; preds = %1
  br label %10

10:                                               ; preds = %9, %220, %228, %338, %346, %456, %464, %645
  br label %11

11:                                               ; preds = %10, %88
  %12 = load ptr, ptr %3, align 8
  %13 = getelementptr inbounds %struct.DState, ptr %12, i32 0, i32 0
  %14 = load ptr, ptr %13, align 8
  %15 = getelementptr inbounds %struct.bz_stream, ptr %14, i32 0, i32 5
  %16 = load i32, ptr %15, align 8
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %19

18:                                               ; preds = %11
  store i8 0, ptr %2, align 1
  br label %1119

19:                                               ; preds = %11
  %20 = load ptr, ptr %3, align 8
  %21 = getelementptr inbounds %struct.DState, ptr %20, i32 0, i32 3
  %22 = load i32, ptr %21, align 8
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %24, label %25

24:                                               ; preds = %19
  br label %89

25:                                               ; preds = %19
  %26 = load ptr, ptr %3, align 8
  %27 = getelementptr inbounds %struct.DState, ptr %26, i32 0, i32 2
  %28 = load i8, ptr %27, align 4
  %29 = load ptr, ptr %3, align 8
  %30 = getelementptr inbounds %struct.DState, ptr %29, i32 0, i32 0
  %31 = load ptr, ptr %30, align 8
  %32 = getelementptr inbounds %struct.bz_stream, ptr %31, i32 0, i32 4
  %33 = load ptr, ptr %32, align 8
  store i8 %28, ptr %33, align 1
  %34 = load ptr, ptr %3, align 8
  %35 = getelementptr inbounds %struct.DState, ptr %34, i32 0, i32 25
  %36 = load i32, ptr %35, align 8
  %37 = shl i32 %36, 8
  %38 = load ptr, ptr %3, align 8
  %39 = getelementptr inbounds %struct.DState, ptr %38, i32 0, i32 25
  %40 = load i32, ptr %39, align 8
  %41 = lshr i32 %40, 24
  %42 = load ptr, ptr %3, align 8
  %43 = getelementptr inbounds %struct.DState, ptr %42, i32 0, i32 2
  %44 = load i8, ptr %43, align 4
  %45 = zext i8 %44 to i32
  %46 = xor i32 %41, %45
  %47 = zext i32 %46 to i64
  %48 = getelementptr inbounds [256 x i32], ptr @BZ2_crc32Table, i64 0, i64 %47
  %49 = load i32, ptr %48, align 4
  %50 = xor i32 %37, %49
  %51 = load ptr, ptr %3, align 8
  %52 = getelementptr inbounds %struct.DState, ptr %51, i32 0, i32 25
  store i32 %50, ptr %52, align 8
  %53 = load ptr, ptr %3, align 8
  %54 = getelementptr inbounds %struct.DState, ptr %53, i32 0, i32 3
  %55 = load i32, ptr %54, align 8
  %56 = add nsw i32 %55, -1
  store i32 %56, ptr %54, align 8
  %57 = load ptr, ptr %3, align 8
  %58 = getelementptr inbounds %struct.DState, ptr %57, i32 0, i32 0
  %59 = load ptr, ptr %58, align 8
  %60 = getelementptr inbounds %struct.bz_stream, ptr %59, i32 0, i32 4
  %61 = load ptr, ptr %60, align 8
  %62 = getelementptr inbounds i8, ptr %61, i32 1
  store ptr %62, ptr %60, align 8
  %63 = load ptr, ptr %3, align 8
  %64 = getelementptr inbounds %struct.DState, ptr %63, i32 0, i32 0
  %65 = load ptr, ptr %64, align 8
  %66 = getelementptr inbounds %struct.bz_stream, ptr %65, i32 0, i32 5
  %67 = load i32, ptr %66, align 8
  %68 = add i32 %67, -1
  store i32 %68, ptr %66, align 8
  %69 = load ptr, ptr %3, align 8
  %70 = getelementptr inbounds %struct.DState, ptr %69, i32 0, i32 0
  %71 = load ptr, ptr %70, align 8
  %72 = getelementptr inbounds %struct.bz_stream, ptr %71, i32 0, i32 6
  %73 = load i32, ptr %72, align 4
  %74 = add i32 %73, 1
  store i32 %74, ptr %72, align 4
  %75 = load ptr, ptr %3, align 8
  %76 = getelementptr inbounds %struct.DState, ptr %75, i32 0, i32 0
  %77 = load ptr, ptr %76, align 8
  %78 = getelementptr inbounds %struct.bz_stream, ptr %77, i32 0, i32 6
  %79 = load i32, ptr %78, align 4
  %80 = icmp eq i32 %79, 0
  br i1 %80, label %81, label %88

81:                                               ; preds = %25
  %82 = load ptr, ptr %3, align 8
  %83 = getelementptr inbounds %struct.DState, ptr %82, i32 0, i32 0
  %84 = load ptr, ptr %83, align 8
  %85 = getelementptr inbounds %struct.bz_stream, ptr %84, i32 0, i32 7
  %86 = load i32, ptr %85, align 8
  %87 = add i32 %86, 1
  store i32 %87, ptr %85, align 8
  br label %88

88:                                               ; preds = %81, %25
  br label %11

89:                                               ; preds = %24
  %90 = load ptr, ptr %3, align 8
  %91 = getelementptr inbounds %struct.DState, ptr %90, i32 0, i32 17
  %92 = load i32, ptr %91, align 4
  %93 = load ptr, ptr %3, align 8
  %94 = getelementptr inbounds %struct.DState, ptr %93, i32 0, i32 51
  %95 = load i32, ptr %94, align 8
  %96 = add nsw i32 %95, 1
  %97 = icmp eq i32 %92, %96
  br i1 %97, label %98, label %99

98:                                               ; preds = %89
  store i8 0, ptr %2, align 1
  br label %1119

99:                                               ; preds = %89
  %100 = load ptr, ptr %3, align 8
  %101 = getelementptr inbounds %struct.DState, ptr %100, i32 0, i32 17
  %102 = load i32, ptr %101, align 4
  %103 = load ptr, ptr %3, align 8
  %104 = getelementptr inbounds %struct.DState, ptr %103, i32 0, i32 51
  %105 = load i32, ptr %104, align 8
  %106 = add nsw i32 %105, 1
  %107 = icmp sgt i32 %102, %106
  br i1 %107, label %108, label %109

108:                                              ; preds = %99
  store i8 1, ptr %2, align 1
  br label %1119

109:                                              ; preds = %99
  %110 = load ptr, ptr %3, align 8
  %111 = getelementptr inbounds %struct.DState, ptr %110, i32 0, i32 3
  store i32 1, ptr %111, align 8
  %112 = load ptr, ptr %3, align 8
  %113 = getelementptr inbounds %struct.DState, ptr %112, i32 0, i32 15
  %114 = load i32, ptr %113, align 8
  %115 = trunc i32 %114 to i8
  %116 = load ptr, ptr %3, align 8
  %117 = getelementptr inbounds %struct.DState, ptr %116, i32 0, i32 2
  store i8 %115, ptr %117, align 4
  %118 = load ptr, ptr %3, align 8
  %119 = getelementptr inbounds %struct.DState, ptr %118, i32 0, i32 14
  %120 = load i32, ptr %119, align 4
  %121 = load ptr, ptr %3, align 8
  %122 = getelementptr inbounds %struct.DState, ptr %121, i32 0, i32 9
  %123 = load i32, ptr %122, align 8
  %124 = mul i32 100000, %123
  %125 = icmp uge i32 %120, %124
  br i1 %125, label %126, label %127

126:                                              ; preds = %109
  store i8 1, ptr %2, align 1
  br label %1119

127:                                              ; preds = %109
  %128 = load ptr, ptr %3, align 8
  %129 = getelementptr inbounds %struct.DState, ptr %128, i32 0, i32 14
  %130 = load i32, ptr %129, align 4
  %131 = load ptr, ptr %3, align 8
  %132 = getelementptr inbounds %struct.DState, ptr %131, i32 0, i32 18
  %133 = getelementptr inbounds [257 x i32], ptr %132, i64 0, i64 0
  %134 = call i32 @BZ2_indexIntoF(i32 noundef %130, ptr noundef %133)
  %135 = trunc i32 %134 to i8
  store i8 %135, ptr %4, align 1
  %136 = load ptr, ptr %3, align 8
  %137 = getelementptr inbounds %struct.DState, ptr %136, i32 0, i32 21
  %138 = load ptr, ptr %137, align 8
  %139 = load ptr, ptr %3, align 8
  %140 = getelementptr inbounds %struct.DState, ptr %139, i32 0, i32 14
  %141 = load i32, ptr %140, align 4
  %142 = zext i32 %141 to i64
  %143 = getelementptr inbounds i16, ptr %138, i64 %142
  %144 = load i16, ptr %143, align 2
  %145 = zext i16 %144 to i32
  %146 = load ptr, ptr %3, align 8
  %147 = getelementptr inbounds %struct.DState, ptr %146, i32 0, i32 22
  %148 = load ptr, ptr %147, align 8
  %149 = load ptr, ptr %3, align 8
  %150 = getelementptr inbounds %struct.DState, ptr %149, i32 0, i32 14
  %151 = load i32, ptr %150, align 4
  %152 = lshr i32 %151, 1
  %153 = zext i32 %152 to i64
  %154 = getelementptr inbounds i8, ptr %148, i64 %153
  %155 = load i8, ptr %154, align 1
  %156 = zext i8 %155 to i32
  %157 = load ptr, ptr %3, align 8
  %158 = getelementptr inbounds %struct.DState, ptr %157, i32 0, i32 14
  %159 = load i32, ptr %158, align 4
  %160 = shl i32 %159, 2
  %161 = and i32 %160, 4
  %162 = lshr i32 %156, %161
  %163 = and i32 %162, 15
  %164 = shl i32 %163, 16
  %165 = or i32 %145, %164
  %166 = load ptr, ptr %3, align 8
  %167 = getelementptr inbounds %struct.DState, ptr %166, i32 0, i32 14
  store i32 %165, ptr %167, align 4
  %168 = load ptr, ptr %3, align 8
  %169 = getelementptr inbounds %struct.DState, ptr %168, i32 0, i32 5
  %170 = load i32, ptr %169, align 8
  %171 = icmp eq i32 %170, 0
  br i1 %171, label %172, label %193

172:                                              ; preds = %127
  %173 = load ptr, ptr %3, align 8
  %174 = getelementptr inbounds %struct.DState, ptr %173, i32 0, i32 6
  %175 = load i32, ptr %174, align 4
  %176 = sext i32 %175 to i64
  %177 = getelementptr inbounds [512 x i32], ptr @BZ2_rNums, i64 0, i64 %176
  %178 = load i32, ptr %177, align 4
  %179 = load ptr, ptr %3, align 8
  %180 = getelementptr inbounds %struct.DState, ptr %179, i32 0, i32 5
  store i32 %178, ptr %180, align 8
  %181 = load ptr, ptr %3, align 8
  %182 = getelementptr inbounds %struct.DState, ptr %181, i32 0, i32 6
  %183 = load i32, ptr %182, align 4
  %184 = add nsw i32 %183, 1
  store i32 %184, ptr %182, align 4
  %185 = load ptr, ptr %3, align 8
  %186 = getelementptr inbounds %struct.DState, ptr %185, i32 0, i32 6
  %187 = load i32, ptr %186, align 4
  %188 = icmp eq i32 %187, 512
  br i1 %188, label %189, label %192

189:                                              ; preds = %172
  %190 = load ptr, ptr %3, align 8
  %191 = getelementptr inbounds %struct.DState, ptr %190, i32 0, i32 6
  store i32 0, ptr %191, align 4
  br label %192

192:                                              ; preds = %189, %172
  br label %193

193:                                              ; preds = %192, %127
  %194 = load ptr, ptr %3, align 8
  %195 = getelementptr inbounds %struct.DState, ptr %194, i32 0, i32 5
  %196 = load i32, ptr %195, align 8
  %197 = add nsw i32 %196, -1
  store i32 %197, ptr %195, align 8
  %198 = load ptr, ptr %3, align 8
  %199 = getelementptr inbounds %struct.DState, ptr %198, i32 0, i32 5
  %200 = load i32, ptr %199, align 8
  %201 = icmp eq i32 %200, 1
  %202 = zext i1 %201 to i64
  %203 = select i1 %201, i32 1, i32 0
  %204 = load i8, ptr %4, align 1
  %205 = zext i8 %204 to i32
  %206 = xor i32 %205, %203
  %207 = trunc i32 %206 to i8
  store i8 %207, ptr %4, align 1
  %208 = load ptr, ptr %3, align 8
  %209 = getelementptr inbounds %struct.DState, ptr %208, i32 0, i32 17
  %210 = load i32, ptr %209, align 4
  %211 = add nsw i32 %210, 1
  store i32 %211, ptr %209, align 4
  %212 = load ptr, ptr %3, align 8
  %213 = getelementptr inbounds %struct.DState, ptr %212, i32 0, i32 17
  %214 = load i32, ptr %213, align 4
  %215 = load ptr, ptr %3, align 8
  %216 = getelementptr inbounds %struct.DState, ptr %215, i32 0, i32 51
  %217 = load i32, ptr %216, align 8
  %218 = add nsw i32 %217, 1
  %219 = icmp eq i32 %214, %218
  br i1 %219, label %220, label %221

220:                                              ; preds = %193
  br label %10

221:                                              ; preds = %193
  %222 = load i8, ptr %4, align 1
  %223 = zext i8 %222 to i32
  %224 = load ptr, ptr %3, align 8
  %225 = getelementptr inbounds %struct.DState, ptr %224, i32 0, i32 15
  %226 = load i32, ptr %225, align 8
  %227 = icmp ne i32 %223, %226
  br i1 %227, label %228, label %233

228:                                              ; preds = %221
  %229 = load i8, ptr %4, align 1
  %230 = zext i8 %229 to i32
  %231 = load ptr, ptr %3, align 8
  %232 = getelementptr inbounds %struct.DState, ptr %231, i32 0, i32 15
  store i32 %230, ptr %232, align 8
  br label %10

233:                                              ; preds = %221
  %234 = load ptr, ptr %3, align 8
  %235 = getelementptr inbounds %struct.DState, ptr %234, i32 0, i32 3
  store i32 2, ptr %235, align 8
  %236 = load ptr, ptr %3, align 8
  %237 = getelementptr inbounds %struct.DState, ptr %236, i32 0, i32 14
  %238 = load i32, ptr %237, align 4
  %239 = load ptr, ptr %3, align 8
  %240 = getelementptr inbounds %struct.DState, ptr %239, i32 0, i32 9
  %241 = load i32, ptr %240, align 8
  %242 = mul i32 100000, %241
  %243 = icmp uge i32 %238, %242
  br i1 %243, label %244, label %245

244:                                              ; preds = %233
  store i8 1, ptr %2, align 1
  br label %1119

245:                                              ; preds = %233
  %246 = load ptr, ptr %3, align 8
  %247 = getelementptr inbounds %struct.DState, ptr %246, i32 0, i32 14
  %248 = load i32, ptr %247, align 4
  %249 = load ptr, ptr %3, align 8
  %250 = getelementptr inbounds %struct.DState, ptr %249, i32 0, i32 18
  %251 = getelementptr inbounds [257 x i32], ptr %250, i64 0, i64 0
  %252 = call i32 @BZ2_indexIntoF(i32 noundef %248, ptr noundef %251)
  %253 = trunc i32 %252 to i8
  store i8 %253, ptr %4, align 1
  %254 = load ptr, ptr %3, align 8
  %255 = getelementptr inbounds %struct.DState, ptr %254, i32 0, i32 21
  %256 = load ptr, ptr %255, align 8
  %257 = load ptr, ptr %3, align 8
  %258 = getelementptr inbounds %struct.DState, ptr %257, i32 0, i32 14
  %259 = load i32, ptr %258, align 4
  %260 = zext i32 %259 to i64
  %261 = getelementptr inbounds i16, ptr %256, i64 %260
  %262 = load i16, ptr %261, align 2
  %263 = zext i16 %262 to i32
  %264 = load ptr, ptr %3, align 8
  %265 = getelementptr inbounds %struct.DState, ptr %264, i32 0, i32 22
  %266 = load ptr, ptr %265, align 8
  %267 = load ptr, ptr %3, align 8
  %268 = getelementptr inbounds %struct.DState, ptr %267, i32 0, i32 14
  %269 = load i32, ptr %268, align 4
  %270 = lshr i32 %269, 1
  %271 = zext i32 %270 to i64
  %272 = getelementptr inbounds i8, ptr %266, i64 %271
  %273 = load i8, ptr %272, align 1
  %274 = zext i8 %273 to i32
  %275 = load ptr, ptr %3, align 8
  %276 = getelementptr inbounds %struct.DState, ptr %275, i32 0, i32 14
  %277 = load i32, ptr %276, align 4
  %278 = shl i32 %277, 2
  %279 = and i32 %278, 4
  %280 = lshr i32 %274, %279
  %281 = and i32 %280, 15
  %282 = shl i32 %281, 16
  %283 = or i32 %263, %282
  %284 = load ptr, ptr %3, align 8
  %285 = getelementptr inbounds %struct.DState, ptr %284, i32 0, i32 14
  store i32 %283, ptr %285, align 4
  %286 = load ptr, ptr %3, align 8
  %287 = getelementptr inbounds %struct.DState, ptr %286, i32 0, i32 5
  %288 = load i32, ptr %287, align 8
  %289 = icmp eq i32 %288, 0
  br i1 %289, label %290, label %311

290:                                              ; preds = %245
  %291 = load ptr, ptr %3, align 8
  %292 = getelementptr inbounds %struct.DState, ptr %291, i32 0, i32 6
  %293 = load i32, ptr %292, align 4
  %294 = sext i32 %293 to i64
  %295 = getelementptr inbounds [512 x i32], ptr @BZ2_rNums, i64 0, i64 %294
  %296 = load i32, ptr %295, align 4
  %297 = load ptr, ptr %3, align 8
  %298 = getelementptr inbounds %struct.DState, ptr %297, i32 0, i32 5
  store i32 %296, ptr %298, align 8
  %299 = load ptr, ptr %3, align 8
  %300 = getelementptr inbounds %struct.DState, ptr %299, i32 0, i32 6
  %301 = load i32, ptr %300, align 4
  %302 = add nsw i32 %301, 1
  store i32 %302, ptr %300, align 4
  %303 = load ptr, ptr %3, align 8
  %304 = getelementptr inbounds %struct.DState, ptr %303, i32 0, i32 6
  %305 = load i32, ptr %304, align 4
  %306 = icmp eq i32 %305, 512
  br i1 %306, label %307, label %310

307:                                              ; preds = %290
  %308 = load ptr, ptr %3, align 8
  %309 = getelementptr inbounds %struct.DState, ptr %308, i32 0, i32 6
  store i32 0, ptr %309, align 4
  br label %310

310:                                              ; preds = %307, %290
  br label %311

311:                                              ; preds = %310, %245
  %312 = load ptr, ptr %3, align 8
  %313 = getelementptr inbounds %struct.DState, ptr %312, i32 0, i32 5
  %314 = load i32, ptr %313, align 8
  %315 = add nsw i32 %314, -1
  store i32 %315, ptr %313, align 8
  %316 = load ptr, ptr %3, align 8
  %317 = getelementptr inbounds %struct.DState, ptr %316, i32 0, i32 5
  %318 = load i32, ptr %317, align 8
  %319 = icmp eq i32 %318, 1
  %320 = zext i1 %319 to i64
  %321 = select i1 %319, i32 1, i32 0
  %322 = load i8, ptr %4, align 1
  %323 = zext i8 %322 to i32
  %324 = xor i32 %323, %321
  %325 = trunc i32 %324 to i8
  store i8 %325, ptr %4, align 1
  %326 = load ptr, ptr %3, align 8
  %327 = getelementptr inbounds %struct.DState, ptr %326, i32 0, i32 17
  %328 = load i32, ptr %327, align 4
  %329 = add nsw i32 %328, 1
  store i32 %329, ptr %327, align 4
  %330 = load ptr, ptr %3, align 8
  %331 = getelementptr inbounds %struct.DState, ptr %330, i32 0, i32 17
  %332 = load i32, ptr %331, align 4
  %333 = load ptr, ptr %3, align 8
  %334 = getelementptr inbounds %struct.DState, ptr %333, i32 0, i32 51
  %335 = load i32, ptr %334, align 8
  %336 = add nsw i32 %335, 1
  %337 = icmp eq i32 %332, %336
  br i1 %337, label %338, label %339

338:                                              ; preds = %311
  br label %10

339:                                              ; preds = %311
  %340 = load i8, ptr %4, align 1
  %341 = zext i8 %340 to i32
  %342 = load ptr, ptr %3, align 8
  %343 = getelementptr inbounds %struct.DState, ptr %342, i32 0, i32 15
  %344 = load i32, ptr %343, align 8
  %345 = icmp ne i32 %341, %344
  br i1 %345, label %346, label %351

346:                                              ; preds = %339
  %347 = load i8, ptr %4, align 1
  %348 = zext i8 %347 to i32
  %349 = load ptr, ptr %3, align 8
  %350 = getelementptr inbounds %struct.DState, ptr %349, i32 0, i32 15
  store i32 %348, ptr %350, align 8
  br label %10

351:                                              ; preds = %339
  %352 = load ptr, ptr %3, align 8
  %353 = getelementptr inbounds %struct.DState, ptr %352, i32 0, i32 3
  store i32 3, ptr %353, align 8
  %354 = load ptr, ptr %3, align 8
  %355 = getelementptr inbounds %struct.DState, ptr %354, i32 0, i32 14
  %356 = load i32, ptr %355, align 4
  %357 = load ptr, ptr %3, align 8
  %358 = getelementptr inbounds %struct.DState, ptr %357, i32 0, i32 9
  %359 = load i32, ptr %358, align 8
  %360 = mul i32 100000, %359
  %361 = icmp uge i32 %356, %360
  br i1 %361, label %362, label %363

362:                                              ; preds = %351
  store i8 1, ptr %2, align 1
  br label %1119

363:                                              ; preds = %351
  %364 = load ptr, ptr %3, align 8
  %365 = getelementptr inbounds %struct.DState, ptr %364, i32 0, i32 14
  %366 = load i32, ptr %365, align 4
  %367 = load ptr, ptr %3, align 8
  %368 = getelementptr inbounds %struct.DState, ptr %367, i32 0, i32 18
  %369 = getelementptr inbounds [257 x i32], ptr %368, i64 0, i64 0
  %370 = call i32 @BZ2_indexIntoF(i32 noundef %366, ptr noundef %369)
  %371 = trunc i32 %370 to i8
  store i8 %371, ptr %4, align 1
  %372 = load ptr, ptr %3, align 8
  %373 = getelementptr inbounds %struct.DState, ptr %372, i32 0, i32 21
  %374 = load ptr, ptr %373, align 8
  %375 = load ptr, ptr %3, align 8
  %376 = getelementptr inbounds %struct.DState, ptr %375, i32 0, i32 14
  %377 = load i32, ptr %376, align 4
  %378 = zext i32 %377 to i64
  %379 = getelementptr inbounds i16, ptr %374, i64 %378
  %380 = load i16, ptr %379, align 2
  %381 = zext i16 %380 to i32
  %382 = load ptr, ptr %3, align 8
  %383 = getelementptr inbounds %struct.DState, ptr %382, i32 0, i32 22
  %384 = load ptr, ptr %383, align 8
  %385 = load ptr, ptr %3, align 8
  %386 = getelementptr inbounds %struct.DState, ptr %385, i32 0, i32 14
  %387 = load i32, ptr %386, align 4
  %388 = lshr i32 %387, 1
  %389 = zext i32 %388 to i64
  %390 = getelementptr inbounds i8, ptr %384, i64 %389
  %391 = load i8, ptr %390, align 1
  %392 = zext i8 %391 to i32
  %393 = load ptr, ptr %3, align 8
  %394 = getelementptr inbounds %struct.DState, ptr %393, i32 0, i32 14
  %395 = load i32, ptr %394, align 4
  %396 = shl i32 %395, 2
  %397 = and i32 %396, 4
  %398 = lshr i32 %392, %397
  %399 = and i32 %398, 15
  %400 = shl i32 %399, 16
  %401 = or i32 %381, %400
  %402 = load ptr, ptr %3, align 8
  %403 = getelementptr inbounds %struct.DState, ptr %402, i32 0, i32 14
  store i32 %401, ptr %403, align 4
  %404 = load ptr, ptr %3, align 8
  %405 = getelementptr inbounds %struct.DState, ptr %404, i32 0, i32 5
  %406 = load i32, ptr %405, align 8
  %407 = icmp eq i32 %406, 0
  br i1 %407, label %408, label %429

408:                                              ; preds = %363
  %409 = load ptr, ptr %3, align 8
  %410 = getelementptr inbounds %struct.DState, ptr %409, i32 0, i32 6
  %411 = load i32, ptr %410, align 4
  %412 = sext i32 %411 to i64
  %413 = getelementptr inbounds [512 x i32], ptr @BZ2_rNums, i64 0, i64 %412
  %414 = load i32, ptr %413, align 4
  %415 = load ptr, ptr %3, align 8
  %416 = getelementptr inbounds %struct.DState, ptr %415, i32 0, i32 5
  store i32 %414, ptr %416, align 8
  %417 = load ptr, ptr %3, align 8
  %418 = getelementptr inbounds %struct.DState, ptr %417, i32 0, i32 6
  %419 = load i32, ptr %418, align 4
  %420 = add nsw i32 %419, 1
  store i32 %420, ptr %418, align 4
  %421 = load ptr, ptr %3, align 8
  %422 = getelementptr inbounds %struct.DState, ptr %421, i32 0, i32 6
  %423 = load i32, ptr %422, align 4
  %424 = icmp eq i32 %423, 512
  br i1 %424, label %425, label %428

425:                                              ; preds = %408
  %426 = load ptr, ptr %3, align 8
  %427 = getelementptr inbounds %struct.DState, ptr %426, i32 0, i32 6
  store i32 0, ptr %427, align 4
  br label %428

428:                                              ; preds = %425, %408
  br label %429

429:                                              ; preds = %428, %363
  %430 = load ptr, ptr %3, align 8
  %431 = getelementptr inbounds %struct.DState, ptr %430, i32 0, i32 5
  %432 = load i32, ptr %431, align 8
  %433 = add nsw i32 %432, -1
  store i32 %433, ptr %431, align 8
  %434 = load ptr, ptr %3, align 8
  %435 = getelementptr inbounds %struct.DState, ptr %434, i32 0, i32 5
  %436 = load i32, ptr %435, align 8
  %437 = icmp eq i32 %436, 1
  %438 = zext i1 %437 to i64
  %439 = select i1 %437, i32 1, i32 0
  %440 = load i8, ptr %4, align 1
  %441 = zext i8 %440 to i32
  %442 = xor i32 %441, %439
  %443 = trunc i32 %442 to i8
  store i8 %443, ptr %4, align 1
  %444 = load ptr, ptr %3, align 8
  %445 = getelementptr inbounds %struct.DState, ptr %444, i32 0, i32 17
  %446 = load i32, ptr %445, align 4
  %447 = add nsw i32 %446, 1
  store i32 %447, ptr %445, align 4
  %448 = load ptr, ptr %3, align 8
  %449 = getelementptr inbounds %struct.DState, ptr %448, i32 0, i32 17
  %450 = load i32, ptr %449, align 4
  %451 = load ptr, ptr %3, align 8
  %452 = getelementptr inbounds %struct.DState, ptr %451, i32 0, i32 51
  %453 = load i32, ptr %452, align 8
  %454 = add nsw i32 %453, 1
  %455 = icmp eq i32 %450, %454
  br i1 %455, label %456, label %457

456:                                              ; preds = %429
  br label %10

457:                                              ; preds = %429
  %458 = load i8, ptr %4, align 1
  %459 = zext i8 %458 to i32
  %460 = load ptr, ptr %3, align 8
  %461 = getelementptr inbounds %struct.DState, ptr %460, i32 0, i32 15
  %462 = load i32, ptr %461, align 8
  %463 = icmp ne i32 %459, %462
  br i1 %463, label %464, label %469

464:                                              ; preds = %457
  %465 = load i8, ptr %4, align 1
  %466 = zext i8 %465 to i32
  %467 = load ptr, ptr %3, align 8
  %468 = getelementptr inbounds %struct.DState, ptr %467, i32 0, i32 15
  store i32 %466, ptr %468, align 8
  br label %10

469:                                              ; preds = %457
  %470 = load ptr, ptr %3, align 8
  %471 = getelementptr inbounds %struct.DState, ptr %470, i32 0, i32 14
  %472 = load i32, ptr %471, align 4
  %473 = load ptr, ptr %3, align 8
  %474 = getelementptr inbounds %struct.DState, ptr %473, i32 0, i32 9
  %475 = load i32, ptr %474, align 8
  %476 = mul i32 100000, %475
  %477 = icmp uge i32 %472, %476
  br i1 %477, label %478, label %479

478:                                              ; preds = %469
  store i8 1, ptr %2, align 1
  br label %1119

479:                                              ; preds = %469
  %480 = load ptr, ptr %3, align 8
  %481 = getelementptr inbounds %struct.DState, ptr %480, i32 0, i32 14
  %482 = load i32, ptr %481, align 4
  %483 = load ptr, ptr %3, align 8
  %484 = getelementptr inbounds %struct.DState, ptr %483, i32 0, i32 18
  %485 = getelementptr inbounds [257 x i32], ptr %484, i64 0, i64 0
  %486 = call i32 @BZ2_indexIntoF(i32 noundef %482, ptr noundef %485)
  %487 = trunc i32 %486 to i8
  store i8 %487, ptr %4, align 1
  %488 = load ptr, ptr %3, align 8
  %489 = getelementptr inbounds %struct.DState, ptr %488, i32 0, i32 21
  %490 = load ptr, ptr %489, align 8
  %491 = load ptr, ptr %3, align 8
  %492 = getelementptr inbounds %struct.DState, ptr %491, i32 0, i32 14
  %493 = load i32, ptr %492, align 4
  %494 = zext i32 %493 to i64
  %495 = getelementptr inbounds i16, ptr %490, i64 %494
  %496 = load i16, ptr %495, align 2
  %497 = zext i16 %496 to i32
  %498 = load ptr, ptr %3, align 8
  %499 = getelementptr inbounds %struct.DState, ptr %498, i32 0, i32 22
  %500 = load ptr, ptr %499, align 8
  %501 = load ptr, ptr %3, align 8
  %502 = getelementptr inbounds %struct.DState, ptr %501, i32 0, i32 14
  %503 = load i32, ptr %502, align 4
  %504 = lshr i32 %503, 1
  %505 = zext i32 %504 to i64
  %506 = getelementptr inbounds i8, ptr %500, i64 %505
  %507 = load i8, ptr %506, align 1
  %508 = zext i8 %507 to i32
  %509 = load ptr, ptr %3, align 8
  %510 = getelementptr inbounds %struct.DState, ptr %509, i32 0, i32 14
  %511 = load i32, ptr %510, align 4
  %512 = shl i32 %511, 2
  %513 = and i32 %512, 4
  %514 = lshr i32 %508, %513
  %515 = and i32 %514, 15
  %516 = shl i32 %515, 16
  %517 = or i32 %497, %516
  %518 = load ptr, ptr %3, align 8
  %519 = getelementptr inbounds %struct.DState, ptr %518, i32 0, i32 14
  store i32 %517, ptr %519, align 4
  %520 = load ptr, ptr %3, align 8
  %521 = getelementptr inbounds %struct.DState, ptr %520, i32 0, i32 5
  %522 = load i32, ptr %521, align 8
  %523 = icmp eq i32 %522, 0
  br i1 %523, label %524, label %545

524:                                              ; preds = %479
  %525 = load ptr, ptr %3, align 8
  %526 = getelementptr inbounds %struct.DState, ptr %525, i32 0, i32 6
  %527 = load i32, ptr %526, align 4
  %528 = sext i32 %527 to i64
  %529 = getelementptr inbounds [512 x i32], ptr @BZ2_rNums, i64 0, i64 %528
  %530 = load i32, ptr %529, align 4
  %531 = load ptr, ptr %3, align 8
  %532 = getelementptr inbounds %struct.DState, ptr %531, i32 0, i32 5
  store i32 %530, ptr %532, align 8
  %533 = load ptr, ptr %3, align 8
  %534 = getelementptr inbounds %struct.DState, ptr %533, i32 0, i32 6
  %535 = load i32, ptr %534, align 4
  %536 = add nsw i32 %535, 1
  store i32 %536, ptr %534, align 4
  %537 = load ptr, ptr %3, align 8
  %538 = getelementptr inbounds %struct.DState, ptr %537, i32 0, i32 6
  %539 = load i32, ptr %538, align 4
  %540 = icmp eq i32 %539, 512
  br i1 %540, label %541, label %544

541:                                              ; preds = %524
  %542 = load ptr, ptr %3, align 8
  %543 = getelementptr inbounds %struct.DState, ptr %542, i32 0, i32 6
  store i32 0, ptr %543, align 4
  br label %544

544:                                              ; preds = %541, %524
  br label %545

545:                                              ; preds = %544, %479
  %546 = load ptr, ptr %3, align 8
  %547 = getelementptr inbounds %struct.DState, ptr %546, i32 0, i32 5
  %548 = load i32, ptr %547, align 8
  %549 = add nsw i32 %548, -1
  store i32 %549, ptr %547, align 8
  %550 = load ptr, ptr %3, align 8
  %551 = getelementptr inbounds %struct.DState, ptr %550, i32 0, i32 5
  %552 = load i32, ptr %551, align 8
  %553 = icmp eq i32 %552, 1
  %554 = zext i1 %553 to i64
  %555 = select i1 %553, i32 1, i32 0
  %556 = load i8, ptr %4, align 1
  %557 = zext i8 %556 to i32
  %558 = xor i32 %557, %555
  %559 = trunc i32 %558 to i8
  store i8 %559, ptr %4, align 1
  %560 = load ptr, ptr %3, align 8
  %561 = getelementptr inbounds %struct.DState, ptr %560, i32 0, i32 17
  %562 = load i32, ptr %561, align 4
  %563 = add nsw i32 %562, 1
  store i32 %563, ptr %561, align 4
  %564 = load i8, ptr %4, align 1
  %565 = zext i8 %564 to i32
  %566 = add nsw i32 %565, 4
  %567 = load ptr, ptr %3, align 8
  %568 = getelementptr inbounds %struct.DState, ptr %567, i32 0, i32 3
  store i32 %566, ptr %568, align 8
  %569 = load ptr, ptr %3, align 8
  %570 = getelementptr inbounds %struct.DState, ptr %569, i32 0, i32 14
  %571 = load i32, ptr %570, align 4
  %572 = load ptr, ptr %3, align 8
  %573 = getelementptr inbounds %struct.DState, ptr %572, i32 0, i32 9
  %574 = load i32, ptr %573, align 8
  %575 = mul i32 100000, %574
  %576 = icmp uge i32 %571, %575
  br i1 %576, label %577, label %578

577:                                              ; preds = %545
  store i8 1, ptr %2, align 1
  br label %1119

578:                                              ; preds = %545
  %579 = load ptr, ptr %3, align 8
  %580 = getelementptr inbounds %struct.DState, ptr %579, i32 0, i32 14
  %581 = load i32, ptr %580, align 4
  %582 = load ptr, ptr %3, align 8
  %583 = getelementptr inbounds %struct.DState, ptr %582, i32 0, i32 18
  %584 = getelementptr inbounds [257 x i32], ptr %583, i64 0, i64 0
  %585 = call i32 @BZ2_indexIntoF(i32 noundef %581, ptr noundef %584)
  %586 = load ptr, ptr %3, align 8
  %587 = getelementptr inbounds %struct.DState, ptr %586, i32 0, i32 15
  store i32 %585, ptr %587, align 8
  %588 = load ptr, ptr %3, align 8
  %589 = getelementptr inbounds %struct.DState, ptr %588, i32 0, i32 21
  %590 = load ptr, ptr %589, align 8
  %591 = load ptr, ptr %3, align 8
  %592 = getelementptr inbounds %struct.DState, ptr %591, i32 0, i32 14
  %593 = load i32, ptr %592, align 4
  %594 = zext i32 %593 to i64
  %595 = getelementptr inbounds i16, ptr %590, i64 %594
  %596 = load i16, ptr %595, align 2
  %597 = zext i16 %596 to i32
  %598 = load ptr, ptr %3, align 8
  %599 = getelementptr inbounds %struct.DState, ptr %598, i32 0, i32 22
  %600 = load ptr, ptr %599, align 8
  %601 = load ptr, ptr %3, align 8
  %602 = getelementptr inbounds %struct.DState, ptr %601, i32 0, i32 14
  %603 = load i32, ptr %602, align 4
  %604 = lshr i32 %603, 1
  %605 = zext i32 %604 to i64
  %606 = getelementptr inbounds i8, ptr %600, i64 %605
  %607 = load i8, ptr %606, align 1
  %608 = zext i8 %607 to i32
  %609 = load ptr, ptr %3, align 8
  %610 = getelementptr inbounds %struct.DState, ptr %609, i32 0, i32 14
  %611 = load i32, ptr %610, align 4
  %612 = shl i32 %611, 2
  %613 = and i32 %612, 4
  %614 = lshr i32 %608, %613
  %615 = and i32 %614, 15
  %616 = shl i32 %615, 16
  %617 = or i32 %597, %616
  %618 = load ptr, ptr %3, align 8
  %619 = getelementptr inbounds %struct.DState, ptr %618, i32 0, i32 14
  store i32 %617, ptr %619, align 4
  %620 = load ptr, ptr %3, align 8
  %621 = getelementptr inbounds %struct.DState, ptr %620, i32 0, i32 5
  %622 = load i32, ptr %621, align 8
  %623 = icmp eq i32 %622, 0
  br i1 %623, label %624, label %645

624:                                              ; preds = %578
  %625 = load ptr, ptr %3, align 8
  %626 = getelementptr inbounds %struct.DState, ptr %625, i32 0, i32 6
  %627 = load i32, ptr %626, align 4
  %628 = sext i32 %627 to i64
  %629 = getelementptr inbounds [512 x i32], ptr @BZ2_rNums, i64 0, i64 %628
  %630 = load i32, ptr %629, align 4
  %631 = load ptr, ptr %3, align 8
  %632 = getelementptr inbounds %struct.DState, ptr %631, i32 0, i32 5
  store i32 %630, ptr %632, align 8
  %633 = load ptr, ptr %3, align 8
  %634 = getelementptr inbounds %struct.DState, ptr %633, i32 0, i32 6
  %635 = load i32, ptr %634, align 4
  %636 = add nsw i32 %635, 1
  store i32 %636, ptr %634, align 4
  %637 = load ptr, ptr %3, align 8
  %638 = getelementptr inbounds %struct.DState, ptr %637, i32 0, i32 6
  %639 = load i32, ptr %638, align 4
  %640 = icmp eq i32 %639, 512
  br i1 %640, label %641, label %644

641:                                              ; preds = %624
  %642 = load ptr, ptr %3, align 8
  %643 = getelementptr inbounds %struct.DState, ptr %642, i32 0, i32 6
  store i32 0, ptr %643, align 4
  br label %644

644:                                              ; preds = %641, %624
  br label %645

645:                                              ; preds = %644, %578
  %646 = load ptr, ptr %3, align 8
  %647 = getelementptr inbounds %struct.DState, ptr %646, i32 0, i32 5
  %648 = load i32, ptr %647, align 8
  %649 = add nsw i32 %648, -1
  store i32 %649, ptr %647, align 8
  %650 = load ptr, ptr %3, align 8
  %651 = getelementptr inbounds %struct.DState, ptr %650, i32 0, i32 5
  %652 = load i32, ptr %651, align 8
  %653 = icmp eq i32 %652, 1
  %654 = zext i1 %653 to i64
  %655 = select i1 %653, i32 1, i32 0
  %656 = load ptr, ptr %3, align 8
  %657 = getelementptr inbounds %struct.DState, ptr %656, i32 0, i32 15
  %658 = load i32, ptr %657, align 8
  %659 = xor i32 %658, %655
  store i32 %659, ptr %657, align 8
  %660 = load ptr, ptr %3, align 8
  %661 = getelementptr inbounds %struct.DState, ptr %660, i32 0, i32 17
  %662 = load i32, ptr %661, align 4
  %663 = add nsw i32 %662, 1
  store i32 %663, ptr %661, align 4
  br label %10

664:                                              ; preds = %1
  br label %665

665:                                              ; preds = %664, %835, %843, %913, %921, %991, %999, %1073
  br label %666

666:                                              ; preds = %665, %743
  %667 = load ptr, ptr %3, align 8
  %668 = getelementptr inbounds %struct.DState, ptr %667, i32 0, i32 0
  %669 = load ptr, ptr %668, align 8
  %670 = getelementptr inbounds %struct.bz_stream, ptr %669, i32 0, i32 5
  %671 = load i32, ptr %670, align 8
  %672 = icmp eq i32 %671, 0
  br i1 %672, label %673, label %674

673:                                              ; preds = %666
  store i8 0, ptr %2, align 1
  br label %1119

674:                                              ; preds = %666
  %675 = load ptr, ptr %3, align 8
  %676 = getelementptr inbounds %struct.DState, ptr %675, i32 0, i32 3
  %677 = load i32, ptr %676, align 8
  %678 = icmp eq i32 %677, 0
  br i1 %678, label %679, label %680

679:                                              ; preds = %674
  br label %744

680:                                              ; preds = %674
  %681 = load ptr, ptr %3, align 8
  %682 = getelementptr inbounds %struct.DState, ptr %681, i32 0, i32 2
  %683 = load i8, ptr %682, align 4
  %684 = load ptr, ptr %3, align 8
  %685 = getelementptr inbounds %struct.DState, ptr %684, i32 0, i32 0
  %686 = load ptr, ptr %685, align 8
  %687 = getelementptr inbounds %struct.bz_stream, ptr %686, i32 0, i32 4
  %688 = load ptr, ptr %687, align 8
  store i8 %683, ptr %688, align 1
  %689 = load ptr, ptr %3, align 8
  %690 = getelementptr inbounds %struct.DState, ptr %689, i32 0, i32 25
  %691 = load i32, ptr %690, align 8
  %692 = shl i32 %691, 8
  %693 = load ptr, ptr %3, align 8
  %694 = getelementptr inbounds %struct.DState, ptr %693, i32 0, i32 25
  %695 = load i32, ptr %694, align 8
  %696 = lshr i32 %695, 24
  %697 = load ptr, ptr %3, align 8
  %698 = getelementptr inbounds %struct.DState, ptr %697, i32 0, i32 2
  %699 = load i8, ptr %698, align 4
  %700 = zext i8 %699 to i32
  %701 = xor i32 %696, %700
  %702 = zext i32 %701 to i64
  %703 = getelementptr inbounds [256 x i32], ptr @BZ2_crc32Table, i64 0, i64 %702
  %704 = load i32, ptr %703, align 4
  %705 = xor i32 %692, %704
  %706 = load ptr, ptr %3, align 8
  %707 = getelementptr inbounds %struct.DState, ptr %706, i32 0, i32 25
  store i32 %705, ptr %707, align 8
  %708 = load ptr, ptr %3, align 8
  %709 = getelementptr inbounds %struct.DState, ptr %708, i32 0, i32 3
  %710 = load i32, ptr %709, align 8
  %711 = add nsw i32 %710, -1
  store i32 %711, ptr %709, align 8
  %712 = load ptr, ptr %3, align 8
  %713 = getelementptr inbounds %struct.DState, ptr %712, i32 0, i32 0
  %714 = load ptr, ptr %713, align 8
  %715 = getelementptr inbounds %struct.bz_stream, ptr %714, i32 0, i32 4
  %716 = load ptr, ptr %715, align 8
  %717 = getelementptr inbounds i8, ptr %716, i32 1
  store ptr %717, ptr %715, align 8
  %718 = load ptr, ptr %3, align 8
  %719 = getelementptr inbounds %struct.DState, ptr %718, i32 0, i32 0
  %720 = load ptr, ptr %719, align 8
  %721 = getelementptr inbounds %struct.bz_stream, ptr %720, i32 0, i32 5
  %722 = load i32, ptr %721, align 8
  %723 = add i32 %722, -1
  store i32 %723, ptr %721, align 8
  %724 = load ptr, ptr %3, align 8
  %725 = getelementptr inbounds %struct.DState, ptr %724, i32 0, i32 0
  %726 = load ptr, ptr %725, align 8
  %727 = getelementptr inbounds %struct.bz_stream, ptr %726, i32 0, i32 6
  %728 = load i32, ptr %727, align 4
  %729 = add i32 %728, 1
  store i32 %729, ptr %727, align 4
  %730 = load ptr, ptr %3, align 8
  %731 = getelementptr inbounds %struct.DState, ptr %730, i32 0, i32 0
  %732 = load ptr, ptr %731, align 8
  %733 = getelementptr inbounds %struct.bz_stream, ptr %732, i32 0, i32 6
  %734 = load i32, ptr %733, align 4
  %735 = icmp eq i32 %734, 0
  br i1 %735, label %736, label %743

736:                                              ; preds = %680
  %737 = load ptr, ptr %3, align 8
  %738 = getelementptr inbounds %struct.DState, ptr %737, i32 0, i32 0
  %739 = load ptr, ptr %738, align 8
  %740 = getelementptr inbounds %struct.bz_stream, ptr %739, i32 0, i32 7
  %741 = load i32, ptr %740, align 8
  %742 = add i32 %741, 1
  store i32 %742, ptr %740, align 8
  br label %743

743:                                              ; preds = %736, %680
  br label %666

744:                                              ; preds = %679
  %745 = load ptr, ptr %3, align 8
  %746 = getelementptr inbounds %struct.DState, ptr %745, i32 0, i32 17
  %747 = load i32, ptr %746, align 4
  %748 = load ptr, ptr %3, align 8
  %749 = getelementptr inbounds %struct.DState, ptr %748, i32 0, i32 51
  %750 = load i32, ptr %749, align 8
  %751 = add nsw i32 %750, 1
  %752 = icmp eq i32 %747, %751
  br i1 %752, label %753, label %754

753:                                              ; preds = %744
  store i8 0, ptr %2, align 1
  br label %1119

754:                                              ; preds = %744
  %755 = load ptr, ptr %3, align 8
  %756 = getelementptr inbounds %struct.DState, ptr %755, i32 0, i32 17
  %757 = load i32, ptr %756, align 4
  %758 = load ptr, ptr %3, align 8
  %759 = getelementptr inbounds %struct.DState, ptr %758, i32 0, i32 51
  %760 = load i32, ptr %759, align 8
  %761 = add nsw i32 %760, 1
  %762 = icmp sgt i32 %757, %761
  br i1 %762, label %763, label %764

763:                                              ; preds = %754
  store i8 1, ptr %2, align 1
  br label %1119

764:                                              ; preds = %754
  %765 = load ptr, ptr %3, align 8
  %766 = getelementptr inbounds %struct.DState, ptr %765, i32 0, i32 3
  store i32 1, ptr %766, align 8
  %767 = load ptr, ptr %3, align 8
  %768 = getelementptr inbounds %struct.DState, ptr %767, i32 0, i32 15
  %769 = load i32, ptr %768, align 8
  %770 = trunc i32 %769 to i8
  %771 = load ptr, ptr %3, align 8
  %772 = getelementptr inbounds %struct.DState, ptr %771, i32 0, i32 2
  store i8 %770, ptr %772, align 4
  %773 = load ptr, ptr %3, align 8
  %774 = getelementptr inbounds %struct.DState, ptr %773, i32 0, i32 14
  %775 = load i32, ptr %774, align 4
  %776 = load ptr, ptr %3, align 8
  %777 = getelementptr inbounds %struct.DState, ptr %776, i32 0, i32 9
  %778 = load i32, ptr %777, align 8
  %779 = mul i32 100000, %778
  %780 = icmp uge i32 %775, %779
  br i1 %780, label %781, label %782

781:                                              ; preds = %764
  store i8 1, ptr %2, align 1
  br label %1119

782:                                              ; preds = %764
  %783 = load ptr, ptr %3, align 8
  %784 = getelementptr inbounds %struct.DState, ptr %783, i32 0, i32 14
  %785 = load i32, ptr %784, align 4
  %786 = load ptr, ptr %3, align 8
  %787 = getelementptr inbounds %struct.DState, ptr %786, i32 0, i32 18
  %788 = getelementptr inbounds [257 x i32], ptr %787, i64 0, i64 0
  %789 = call i32 @BZ2_indexIntoF(i32 noundef %785, ptr noundef %788)
  %790 = trunc i32 %789 to i8
  store i8 %790, ptr %4, align 1
  %791 = load ptr, ptr %3, align 8
  %792 = getelementptr inbounds %struct.DState, ptr %791, i32 0, i32 21
  %793 = load ptr, ptr %792, align 8
  %794 = load ptr, ptr %3, align 8
  %795 = getelementptr inbounds %struct.DState, ptr %794, i32 0, i32 14
  %796 = load i32, ptr %795, align 4
  %797 = zext i32 %796 to i64
  %798 = getelementptr inbounds i16, ptr %793, i64 %797
  %799 = load i16, ptr %798, align 2
  %800 = zext i16 %799 to i32
  %801 = load ptr, ptr %3, align 8
  %802 = getelementptr inbounds %struct.DState, ptr %801, i32 0, i32 22
  %803 = load ptr, ptr %802, align 8
  %804 = load ptr, ptr %3, align 8
  %805 = getelementptr inbounds %struct.DState, ptr %804, i32 0, i32 14
  %806 = load i32, ptr %805, align 4
  %807 = lshr i32 %806, 1
  %808 = zext i32 %807 to i64
  %809 = getelementptr inbounds i8, ptr %803, i64 %808
  %810 = load i8, ptr %809, align 1
  %811 = zext i8 %810 to i32
  %812 = load ptr, ptr %3, align 8
  %813 = getelementptr inbounds %struct.DState, ptr %812, i32 0, i32 14
  %814 = load i32, ptr %813, align 4
  %815 = shl i32 %814, 2
  %816 = and i32 %815, 4
  %817 = lshr i32 %811, %816
  %818 = and i32 %817, 15
  %819 = shl i32 %818, 16
  %820 = or i32 %800, %819
  %821 = load ptr, ptr %3, align 8
  %822 = getelementptr inbounds %struct.DState, ptr %821, i32 0, i32 14
  store i32 %820, ptr %822, align 4
  %823 = load ptr, ptr %3, align 8
  %824 = getelementptr inbounds %struct.DState, ptr %823, i32 0, i32 17
  %825 = load i32, ptr %824, align 4
  %826 = add nsw i32 %825, 1
  store i32 %826, ptr %824, align 4
  %827 = load ptr, ptr %3, align 8
  %828 = getelementptr inbounds %struct.DState, ptr %827, i32 0, i32 17
  %829 = load i32, ptr %828, align 4
  %830 = load ptr, ptr %3, align 8
  %831 = getelementptr inbounds %struct.DState, ptr %830, i32 0, i32 51
  %832 = load i32, ptr %831, align 8
  %833 = add nsw i32 %832, 1
  %834 = icmp eq i32 %829, %833
  br i1 %834, label %835, label %836

835:                                              ; preds = %782
  br label %665

836:                                              ; preds = %782
  %837 = load i8, ptr %4, align 1
  %838 = zext i8 %837 to i32
  %839 = load ptr, ptr %3, align 8
  %840 = getelementptr inbounds %struct.DState, ptr %839, i32 0, i32 15
  %841 = load i32, ptr %840, align 8
  %842 = icmp ne i32 %838, %841
  br i1 %842, label %843, label %848

843:                                              ; preds = %836
  %844 = load i8, ptr %4, align 1
  %845 = zext i8 %844 to i32
  %846 = load ptr, ptr %3, align 8
  %847 = getelementptr inbounds %struct.DState, ptr %846, i32 0, i32 15
  store i32 %845, ptr %847, align 8
  br label %665

848:                                              ; preds = %836
  %849 = load ptr, ptr %3, align 8
  %850 = getelementptr inbounds %struct.DState, ptr %849, i32 0, i32 3
  store i32 2, ptr %850, align 8
  %851 = load ptr, ptr %3, align 8
  %852 = getelementptr inbounds %struct.DState, ptr %851, i32 0, i32 14
  %853 = load i32, ptr %852, align 4
  %854 = load ptr, ptr %3, align 8
  %855 = getelementptr inbounds %struct.DState, ptr %854, i32 0, i32 9
  %856 = load i32, ptr %855, align 8
  %857 = mul i32 100000, %856
  %858 = icmp uge i32 %853, %857
  br i1 %858, label %859, label %860

859:                                              ; preds = %848
  store i8 1, ptr %2, align 1
  br label %1119

860:                                              ; preds = %848
  %861 = load ptr, ptr %3, align 8
  %862 = getelementptr inbounds %struct.DState, ptr %861, i32 0, i32 14
  %863 = load i32, ptr %862, align 4
  %864 = load ptr, ptr %3, align 8
  %865 = getelementptr inbounds %struct.DState, ptr %864, i32 0, i32 18
  %866 = getelementptr inbounds [257 x i32], ptr %865, i64 0, i64 0
  %867 = call i32 @BZ2_indexIntoF(i32 noundef %863, ptr noundef %866)
  %868 = trunc i32 %867 to i8
  store i8 %868, ptr %4, align 1
  %869 = load ptr, ptr %3, align 8
  %870 = getelementptr inbounds %struct.DState, ptr %869, i32 0, i32 21
  %871 = load ptr, ptr %870, align 8
  %872 = load ptr, ptr %3, align 8
  %873 = getelementptr inbounds %struct.DState, ptr %872, i32 0, i32 14
  %874 = load i32, ptr %873, align 4
  %875 = zext i32 %874 to i64
  %876 = getelementptr inbounds i16, ptr %871, i64 %875
  %877 = load i16, ptr %876, align 2
  %878 = zext i16 %877 to i32
  %879 = load ptr, ptr %3, align 8
  %880 = getelementptr inbounds %struct.DState, ptr %879, i32 0, i32 22
  %881 = load ptr, ptr %880, align 8
  %882 = load ptr, ptr %3, align 8
  %883 = getelementptr inbounds %struct.DState, ptr %882, i32 0, i32 14
  %884 = load i32, ptr %883, align 4
  %885 = lshr i32 %884, 1
  %886 = zext i32 %885 to i64
  %887 = getelementptr inbounds i8, ptr %881, i64 %886
  %888 = load i8, ptr %887, align 1
  %889 = zext i8 %888 to i32
  %890 = load ptr, ptr %3, align 8
  %891 = getelementptr inbounds %struct.DState, ptr %890, i32 0, i32 14
  %892 = load i32, ptr %891, align 4
  %893 = shl i32 %892, 2
  %894 = and i32 %893, 4
  %895 = lshr i32 %889, %894
  %896 = and i32 %895, 15
  %897 = shl i32 %896, 16
  %898 = or i32 %878, %897
  %899 = load ptr, ptr %3, align 8
  %900 = getelementptr inbounds %struct.DState, ptr %899, i32 0, i32 14
  store i32 %898, ptr %900, align 4
  %901 = load ptr, ptr %3, align 8
  %902 = getelementptr inbounds %struct.DState, ptr %901, i32 0, i32 17
  %903 = load i32, ptr %902, align 4
  %904 = add nsw i32 %903, 1
  store i32 %904, ptr %902, align 4
  %905 = load ptr, ptr %3, align 8
  %906 = getelementptr inbounds %struct.DState, ptr %905, i32 0, i32 17
  %907 = load i32, ptr %906, align 4
  %908 = load ptr, ptr %3, align 8
  %909 = getelementptr inbounds %struct.DState, ptr %908, i32 0, i32 51
  %910 = load i32, ptr %909, align 8
  %911 = add nsw i32 %910, 1
  %912 = icmp eq i32 %907, %911
  br i1 %912, label %913, label %914

913:                                              ; preds = %860
  br label %665

914:                                              ; preds = %860
  %915 = load i8, ptr %4, align 1
  %916 = zext i8 %915 to i32
  %917 = load ptr, ptr %3, align 8
  %918 = getelementptr inbounds %struct.DState, ptr %917, i32 0, i32 15
  %919 = load i32, ptr %918, align 8
  %920 = icmp ne i32 %916, %919
  br i1 %920, label %921, label %926

921:                                              ; preds = %914
  %922 = load i8, ptr %4, align 1
  %923 = zext i8 %922 to i32
  %924 = load ptr, ptr %3, align 8
  %925 = getelementptr inbounds %struct.DState, ptr %924, i32 0, i32 15
  store i32 %923, ptr %925, align 8
  br label %665

926:                                              ; preds = %914
  %927 = load ptr, ptr %3, align 8
  %928 = getelementptr inbounds %struct.DState, ptr %927, i32 0, i32 3
  store i32 3, ptr %928, align 8
  %929 = load ptr, ptr %3, align 8
  %930 = getelementptr inbounds %struct.DState, ptr %929, i32 0, i32 14
  %931 = load i32, ptr %930, align 4
  %932 = load ptr, ptr %3, align 8
  %933 = getelementptr inbounds %struct.DState, ptr %932, i32 0, i32 9
  %934 = load i32, ptr %933, align 8
  %935 = mul i32 100000, %934
  %936 = icmp uge i32 %931, %935
  br i1 %936, label %937, label %938

937:                                              ; preds = %926
  store i8 1, ptr %2, align 1
  br label %1119

938:                                              ; preds = %926
  %939 = load ptr, ptr %3, align 8
  %940 = getelementptr inbounds %struct.DState, ptr %939, i32 0, i32 14
  %941 = load i32, ptr %940, align 4
  %942 = load ptr, ptr %3, align 8
  %943 = getelementptr inbounds %struct.DState, ptr %942, i32 0, i32 18
  %944 = getelementptr inbounds [257 x i32], ptr %943, i64 0, i64 0
  %945 = call i32 @BZ2_indexIntoF(i32 noundef %941, ptr noundef %944)
  %946 = trunc i32 %945 to i8
  store i8 %946, ptr %4, align 1
  %947 = load ptr, ptr %3, align 8
  %948 = getelementptr inbounds %struct.DState, ptr %947, i32 0, i32 21
  %949 = load ptr, ptr %948, align 8
  %950 = load ptr, ptr %3, align 8
  %951 = getelementptr inbounds %struct.DState, ptr %950, i32 0, i32 14
  %952 = load i32, ptr %951, align 4
  %953 = zext i32 %952 to i64
  %954 = getelementptr inbounds i16, ptr %949, i64 %953
  %955 = load i16, ptr %954, align 2
  %956 = zext i16 %955 to i32
  %957 = load ptr, ptr %3, align 8
  %958 = getelementptr inbounds %struct.DState, ptr %957, i32 0, i32 22
  %959 = load ptr, ptr %958, align 8
  %960 = load ptr, ptr %3, align 8
  %961 = getelementptr inbounds %struct.DState, ptr %960, i32 0, i32 14
  %962 = load i32, ptr %961, align 4
  %963 = lshr i32 %962, 1
  %964 = zext i32 %963 to i64
  %965 = getelementptr inbounds i8, ptr %959, i64 %964
  %966 = load i8, ptr %965, align 1
  %967 = zext i8 %966 to i32
  %968 = load ptr, ptr %3, align 8
  %969 = getelementptr inbounds %struct.DState, ptr %968, i32 0, i32 14
  %970 = load i32, ptr %969, align 4
  %971 = shl i32 %970, 2
  %972 = and i32 %971, 4
  %973 = lshr i32 %967, %972
  %974 = and i32 %973, 15
  %975 = shl i32 %974, 16
  %976 = or i32 %956, %975
  %977 = load ptr, ptr %3, align 8
  %978 = getelementptr inbounds %struct.DState, ptr %977, i32 0, i32 14
  store i32 %976, ptr %978, align 4
  %979 = load ptr, ptr %3, align 8
  %980 = getelementptr inbounds %struct.DState, ptr %979, i32 0, i32 17
  %981 = load i32, ptr %980, align 4
  %982 = add nsw i32 %981, 1
  store i32 %982, ptr %980, align 4
  %983 = load ptr, ptr %3, align 8
  %984 = getelementptr inbounds %struct.DState, ptr %983, i32 0, i32 17
  %985 = load i32, ptr %984, align 4
  %986 = load ptr, ptr %3, align 8
  %987 = getelementptr inbounds %struct.DState, ptr %986, i32 0, i32 51
  %988 = load i32, ptr %987, align 8
  %989 = add nsw i32 %988, 1
  %990 = icmp eq i32 %985, %989
  br i1 %990, label %991, label %992

991:                                              ; preds = %938
  br label %665

992:                                              ; preds = %938
  %993 = load i8, ptr %4, align 1
  %994 = zext i8 %993 to i32
  %995 = load ptr, ptr %3, align 8
  %996 = getelementptr inbounds %struct.DState, ptr %995, i32 0, i32 15
  %997 = load i32, ptr %996, align 8
  %998 = icmp ne i32 %994, %997
  br i1 %998, label %999, label %1004

999:                                              ; preds = %992
  %1000 = load i8, ptr %4, align 1
  %1001 = zext i8 %1000 to i32
  %1002 = load ptr, ptr %3, align 8
  %1003 = getelementptr inbounds %struct.DState, ptr %1002, i32 0, i32 15
  store i32 %1001, ptr %1003, align 8
  br label %665

1004:                                             ; preds = %992
  %1005 = load ptr, ptr %3, align 8
  %1006 = getelementptr inbounds %struct.DState, ptr %1005, i32 0, i32 14
  %1007 = load i32, ptr %1006, align 4
  %1008 = load ptr, ptr %3, align 8
  %1009 = getelementptr inbounds %struct.DState, ptr %1008, i32 0, i32 9
  %1010 = load i32, ptr %1009, align 8
  %1011 = mul i32 100000, %1010
  %1012 = icmp uge i32 %1007, %1011
  br i1 %1012, label %1013, label %1014

1013:                                             ; preds = %1004
  store i8 1, ptr %2, align 1
  br label %1119

1014:                                             ; preds = %1004
  %1015 = load ptr, ptr %3, align 8
  %1016 = getelementptr inbounds %struct.DState, ptr %1015, i32 0, i32 14
  %1017 = load i32, ptr %1016, align 4
  %1018 = load ptr, ptr %3, align 8
  %1019 = getelementptr inbounds %struct.DState, ptr %1018, i32 0, i32 18
  %1020 = getelementptr inbounds [257 x i32], ptr %1019, i64 0, i64 0
  %1021 = call i32 @BZ2_indexIntoF(i32 noundef %1017, ptr noundef %1020)
  %1022 = trunc i32 %1021 to i8
  store i8 %1022, ptr %4, align 1
  %1023 = load ptr, ptr %3, align 8
  %1024 = getelementptr inbounds %struct.DState, ptr %1023, i32 0, i32 21
  %1025 = load ptr, ptr %1024, align 8
  %1026 = load ptr, ptr %3, align 8
  %1027 = getelementptr inbounds %struct.DState, ptr %1026, i32 0, i32 14
  %1028 = load i32, ptr %1027, align 4
  %1029 = zext i32 %1028 to i64
  %1030 = getelementptr inbounds i16, ptr %1025, i64 %1029
  %1031 = load i16, ptr %1030, align 2
  %1032 = zext i16 %1031 to i32
  %1033 = load ptr, ptr %3, align 8
  %1034 = getelementptr inbounds %struct.DState, ptr %1033, i32 0, i32 22
  %1035 = load ptr, ptr %1034, align 8
  %1036 = load ptr, ptr %3, align 8
  %1037 = getelementptr inbounds %struct.DState, ptr %1036, i32 0, i32 14
  %1038 = load i32, ptr %1037, align 4
  %1039 = lshr i32 %1038, 1
  %1040 = zext i32 %1039 to i64
  %1041 = getelementptr inbounds i8, ptr %1035, i64 %1040
  %1042 = load i8, ptr %1041, align 1
  %1043 = zext i8 %1042 to i32
  %1044 = load ptr, ptr %3, align 8
  %1045 = getelementptr inbounds %struct.DState, ptr %1044, i32 0, i32 14
  %1046 = load i32, ptr %1045, align 4
  %1047 = shl i32 %1046, 2
  %1048 = and i32 %1047, 4
  %1049 = lshr i32 %1043, %1048
  %1050 = and i32 %1049, 15
  %1051 = shl i32 %1050, 16
  %1052 = or i32 %1032, %1051
  %1053 = load ptr, ptr %3, align 8
  %1054 = getelementptr inbounds %struct.DState, ptr %1053, i32 0, i32 14
  store i32 %1052, ptr %1054, align 4
  %1055 = load ptr, ptr %3, align 8
  %1056 = getelementptr inbounds %struct.DState, ptr %1055, i32 0, i32 17
  %1057 = load i32, ptr %1056, align 4
  %1058 = add nsw i32 %1057, 1
  store i32 %1058, ptr %1056, align 4
  %1059 = load i8, ptr %4, align 1
  %1060 = zext i8 %1059 to i32
  %1061 = add nsw i32 %1060, 4
  %1062 = load ptr, ptr %3, align 8
  %1063 = getelementptr inbounds %struct.DState, ptr %1062, i32 0, i32 3
  store i32 %1061, ptr %1063, align 8
  %1064 = load ptr, ptr %3, align 8
  %1065 = getelementptr inbounds %struct.DState, ptr %1064, i32 0, i32 14
  %1066 = load i32, ptr %1065, align 4
  %1067 = load ptr, ptr %3, align 8
  %1068 = getelementptr inbounds %struct.DState, ptr %1067, i32 0, i32 9
  %1069 = load i32, ptr %1068, align 8
  %1070 = mul i32 100000, %1069
  %1071 = icmp uge i32 %1066, %1070
  br i1 %1071, label %1072, label %1073

1072:                                             ; preds = %1014
  store i8 1, ptr %2, align 1
  br label %1119

1073:                                             ; preds = %1014
  %1074 = load ptr, ptr %3, align 8
  %1075 = getelementptr inbounds %struct.DState, ptr %1074, i32 0, i32 14
  %1076 = load i32, ptr %1075, align 4
  %1077 = load ptr, ptr %3, align 8
  %1078 = getelementptr inbounds %struct.DState, ptr %1077, i32 0, i32 18
  %1079 = getelementptr inbounds [257 x i32], ptr %1078, i64 0, i64 0
  %1080 = call i32 @BZ2_indexIntoF(i32 noundef %1076, ptr noundef %1079)
  %1081 = load ptr, ptr %3, align 8
  %1082 = getelementptr inbounds %struct.DState, ptr %1081, i32 0, i32 15
  store i32 %1080, ptr %1082, align 8
  %1083 = load ptr, ptr %3, align 8
  %1084 = getelementptr inbounds %struct.DState, ptr %1083, i32 0, i32 21
  %1085 = load ptr, ptr %1084, align 8
  %1086 = load ptr, ptr %3, align 8
  %1087 = getelementptr inbounds %struct.DState, ptr %1086, i32 0, i32 14
  %1088 = load i32, ptr %1087, align 4
  %1089 = zext i32 %1088 to i64
  %1090 = getelementptr inbounds i16, ptr %1085, i64 %1089
  %1091 = load i16, ptr %1090, align 2
  %1092 = zext i16 %1091 to i32
  %1093 = load ptr, ptr %3, align 8
  %1094 = getelementptr inbounds %struct.DState, ptr %1093, i32 0, i32 22
  %1095 = load ptr, ptr %1094, align 8
  %1096 = load ptr, ptr %3, align 8
  %1097 = getelementptr inbounds %struct.DState, ptr %1096, i32 0, i32 14
  %1098 = load i32, ptr %1097, align 4
  %1099 = lshr i32 %1098, 1
  %1100 = zext i32 %1099 to i64
  %1101 = getelementptr inbounds i8, ptr %1095, i64 %1100
  %1102 = load i8, ptr %1101, align 1
  %1103 = zext i8 %1102 to i32
  %1104 = load ptr, ptr %3, align 8
  %1105 = getelementptr inbounds %struct.DState, ptr %1104, i32 0, i32 14
  %1106 = load i32, ptr %1105, align 4
  %1107 = shl i32 %1106, 2
  %1108 = and i32 %1107, 4
  %1109 = lshr i32 %1103, %1108
  %1110 = and i32 %1109, 15
  %1111 = shl i32 %1110, 16
  %1112 = or i32 %1092, %1111
  %1113 = load ptr, ptr %3, align 8
  %1114 = getelementptr inbounds %struct.DState, ptr %1113, i32 0, i32 14
  store i32 %1112, ptr %1114, align 4
  %1115 = load ptr, ptr %3, align 8
  %1116 = getelementptr inbounds %struct.DState, ptr %1115, i32 0, i32 17
  %1117 = load i32, ptr %1116, align 4
  %1118 = add nsw i32 %1117, 1
  store i32 %1118, ptr %1116, align 4
  br label %665

1119:                                             ; preds = %1072, %1013, %937, %859, %781, %763, %753, %673, %577, %478, %362, %244, %126, %108, %98, %18
  %1120 = load i8, ptr %2, align 1
  ret i8 %1120
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @unRLE_obuf_to_output_FAST(ptr noundef %0) #0 {
  %2 = alloca i8, align 1
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  %18 = load ptr, ptr %3, align 8
  %19 = getelementptr inbounds %struct.DState, ptr %18, i32 0, i32 4
  %20 = load i8, ptr %19, align 4
  %21 = icmp ne i8 %20, 0
  br i1 %21, label %22, label %579

22:                                               ; preds = %1
  br label %23

23:                                               ; preds = %22, %213, %221, %311, %319, %409, %417, %560
  br label %24

24:                                               ; preds = %23, %101
  %25 = load ptr, ptr %3, align 8
  %26 = getelementptr inbounds %struct.DState, ptr %25, i32 0, i32 0
  %27 = load ptr, ptr %26, align 8
  %28 = getelementptr inbounds %struct.bz_stream, ptr %27, i32 0, i32 5
  %29 = load i32, ptr %28, align 8
  %30 = icmp eq i32 %29, 0
  br i1 %30, label %31, label %32

31:                                               ; preds = %24
  store i8 0, ptr %2, align 1
  br label %882

32:                                               ; preds = %24
  %33 = load ptr, ptr %3, align 8
  %34 = getelementptr inbounds %struct.DState, ptr %33, i32 0, i32 3
  %35 = load i32, ptr %34, align 8
  %36 = icmp eq i32 %35, 0
  br i1 %36, label %37, label %38

37:                                               ; preds = %32
  br label %102

38:                                               ; preds = %32
  %39 = load ptr, ptr %3, align 8
  %40 = getelementptr inbounds %struct.DState, ptr %39, i32 0, i32 2
  %41 = load i8, ptr %40, align 4
  %42 = load ptr, ptr %3, align 8
  %43 = getelementptr inbounds %struct.DState, ptr %42, i32 0, i32 0
  %44 = load ptr, ptr %43, align 8
  %45 = getelementptr inbounds %struct.bz_stream, ptr %44, i32 0, i32 4
  %46 = load ptr, ptr %45, align 8
  store i8 %41, ptr %46, align 1
  %47 = load ptr, ptr %3, align 8
  %48 = getelementptr inbounds %struct.DState, ptr %47, i32 0, i32 25
  %49 = load i32, ptr %48, align 8
  %50 = shl i32 %49, 8
  %51 = load ptr, ptr %3, align 8
  %52 = getelementptr inbounds %struct.DState, ptr %51, i32 0, i32 25
  %53 = load i32, ptr %52, align 8
  %54 = lshr i32 %53, 24
  %55 = load ptr, ptr %3, align 8
  %56 = getelementptr inbounds %struct.DState, ptr %55, i32 0, i32 2
  %57 = load i8, ptr %56, align 4
  %58 = zext i8 %57 to i32
  %59 = xor i32 %54, %58
  %60 = zext i32 %59 to i64
  %61 = getelementptr inbounds [256 x i32], ptr @BZ2_crc32Table, i64 0, i64 %60
  %62 = load i32, ptr %61, align 4
  %63 = xor i32 %50, %62
  %64 = load ptr, ptr %3, align 8
  %65 = getelementptr inbounds %struct.DState, ptr %64, i32 0, i32 25
  store i32 %63, ptr %65, align 8
  %66 = load ptr, ptr %3, align 8
  %67 = getelementptr inbounds %struct.DState, ptr %66, i32 0, i32 3
  %68 = load i32, ptr %67, align 8
  %69 = add nsw i32 %68, -1
  store i32 %69, ptr %67, align 8
  %70 = load ptr, ptr %3, align 8
  %71 = getelementptr inbounds %struct.DState, ptr %70, i32 0, i32 0
  %72 = load ptr, ptr %71, align 8
  %73 = getelementptr inbounds %struct.bz_stream, ptr %72, i32 0, i32 4
  %74 = load ptr, ptr %73, align 8
  %75 = getelementptr inbounds i8, ptr %74, i32 1
  store ptr %75, ptr %73, align 8
  %76 = load ptr, ptr %3, align 8
  %77 = getelementptr inbounds %struct.DState, ptr %76, i32 0, i32 0
  %78 = load ptr, ptr %77, align 8
  %79 = getelementptr inbounds %struct.bz_stream, ptr %78, i32 0, i32 5
  %80 = load i32, ptr %79, align 8
  %81 = add i32 %80, -1
  store i32 %81, ptr %79, align 8
  %82 = load ptr, ptr %3, align 8
  %83 = getelementptr inbounds %struct.DState, ptr %82, i32 0, i32 0
  %84 = load ptr, ptr %83, align 8
  %85 = getelementptr inbounds %struct.bz_stream, ptr %84, i32 0, i32 6
  %86 = load i32, ptr %85, align 4
  %87 = add i32 %86, 1
  store i32 %87, ptr %85, align 4
  %88 = load ptr, ptr %3, align 8
  %89 = getelementptr inbounds %struct.DState, ptr %88, i32 0, i32 0
  %90 = load ptr, ptr %89, align 8
  %91 = getelementptr inbounds %struct.bz_stream, ptr %90, i32 0, i32 6
  %92 = load i32, ptr %91, align 4
  %93 = icmp eq i32 %92, 0
  br i1 %93, label %94, label %101

94:                                               ; preds = %38
  %95 = load ptr, ptr %3, align 8
  %96 = getelementptr inbounds %struct.DState, ptr %95, i32 0, i32 0
  %97 = load ptr, ptr %96, align 8
  %98 = getelementptr inbounds %struct.bz_stream, ptr %97, i32 0, i32 7
  %99 = load i32, ptr %98, align 8
  %100 = add i32 %99, 1
  store i32 %100, ptr %98, align 8
  br label %101

101:                                              ; preds = %94, %38
  br label %24

102:                                              ; preds = %37
  %103 = load ptr, ptr %3, align 8
  %104 = getelementptr inbounds %struct.DState, ptr %103, i32 0, i32 17
  %105 = load i32, ptr %104, align 4
  %106 = load ptr, ptr %3, align 8
  %107 = getelementptr inbounds %struct.DState, ptr %106, i32 0, i32 51
  %108 = load i32, ptr %107, align 8
  %109 = add nsw i32 %108, 1
  %110 = icmp eq i32 %105, %109
  br i1 %110, label %111, label %112

111:                                              ; preds = %102
  store i8 0, ptr %2, align 1
  br label %882

112:                                              ; preds = %102
  %113 = load ptr, ptr %3, align 8
  %114 = getelementptr inbounds %struct.DState, ptr %113, i32 0, i32 17
  %115 = load i32, ptr %114, align 4
  %116 = load ptr, ptr %3, align 8
  %117 = getelementptr inbounds %struct.DState, ptr %116, i32 0, i32 51
  %118 = load i32, ptr %117, align 8
  %119 = add nsw i32 %118, 1
  %120 = icmp sgt i32 %115, %119
  br i1 %120, label %121, label %122

121:                                              ; preds = %112
  store i8 1, ptr %2, align 1
  br label %882

122:                                              ; preds = %112
  %123 = load ptr, ptr %3, align 8
  %124 = getelementptr inbounds %struct.DState, ptr %123, i32 0, i32 3
  store i32 1, ptr %124, align 8
  %125 = load ptr, ptr %3, align 8
  %126 = getelementptr inbounds %struct.DState, ptr %125, i32 0, i32 15
  %127 = load i32, ptr %126, align 8
  %128 = trunc i32 %127 to i8
  %129 = load ptr, ptr %3, align 8
  %130 = getelementptr inbounds %struct.DState, ptr %129, i32 0, i32 2
  store i8 %128, ptr %130, align 4
  %131 = load ptr, ptr %3, align 8
  %132 = getelementptr inbounds %struct.DState, ptr %131, i32 0, i32 14
  %133 = load i32, ptr %132, align 4
  %134 = load ptr, ptr %3, align 8
  %135 = getelementptr inbounds %struct.DState, ptr %134, i32 0, i32 9
  %136 = load i32, ptr %135, align 8
  %137 = mul i32 100000, %136
  %138 = icmp uge i32 %133, %137
  br i1 %138, label %139, label %140

139:                                              ; preds = %122
  store i8 1, ptr %2, align 1
  br label %882

140:                                              ; preds = %122
  %141 = load ptr, ptr %3, align 8
  %142 = getelementptr inbounds %struct.DState, ptr %141, i32 0, i32 20
  %143 = load ptr, ptr %142, align 8
  %144 = load ptr, ptr %3, align 8
  %145 = getelementptr inbounds %struct.DState, ptr %144, i32 0, i32 14
  %146 = load i32, ptr %145, align 4
  %147 = zext i32 %146 to i64
  %148 = getelementptr inbounds i32, ptr %143, i64 %147
  %149 = load i32, ptr %148, align 4
  %150 = load ptr, ptr %3, align 8
  %151 = getelementptr inbounds %struct.DState, ptr %150, i32 0, i32 14
  store i32 %149, ptr %151, align 4
  %152 = load ptr, ptr %3, align 8
  %153 = getelementptr inbounds %struct.DState, ptr %152, i32 0, i32 14
  %154 = load i32, ptr %153, align 4
  %155 = and i32 %154, 255
  %156 = trunc i32 %155 to i8
  store i8 %156, ptr %4, align 1
  %157 = load ptr, ptr %3, align 8
  %158 = getelementptr inbounds %struct.DState, ptr %157, i32 0, i32 14
  %159 = load i32, ptr %158, align 4
  %160 = lshr i32 %159, 8
  store i32 %160, ptr %158, align 4
  %161 = load ptr, ptr %3, align 8
  %162 = getelementptr inbounds %struct.DState, ptr %161, i32 0, i32 5
  %163 = load i32, ptr %162, align 8
  %164 = icmp eq i32 %163, 0
  br i1 %164, label %165, label %186

165:                                              ; preds = %140
  %166 = load ptr, ptr %3, align 8
  %167 = getelementptr inbounds %struct.DState, ptr %166, i32 0, i32 6
  %168 = load i32, ptr %167, align 4
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds [512 x i32], ptr @BZ2_rNums, i64 0, i64 %169
  %171 = load i32, ptr %170, align 4
  %172 = load ptr, ptr %3, align 8
  %173 = getelementptr inbounds %struct.DState, ptr %172, i32 0, i32 5
  store i32 %171, ptr %173, align 8
  %174 = load ptr, ptr %3, align 8
  %175 = getelementptr inbounds %struct.DState, ptr %174, i32 0, i32 6
  %176 = load i32, ptr %175, align 4
  %177 = add nsw i32 %176, 1
  store i32 %177, ptr %175, align 4
  %178 = load ptr, ptr %3, align 8
  %179 = getelementptr inbounds %struct.DState, ptr %178, i32 0, i32 6
  %180 = load i32, ptr %179, align 4
  %181 = icmp eq i32 %180, 512
  br i1 %181, label %182, label %185

182:                                              ; preds = %165
  %183 = load ptr, ptr %3, align 8
  %184 = getelementptr inbounds %struct.DState, ptr %183, i32 0, i32 6
  store i32 0, ptr %184, align 4
  br label %185

185:                                              ; preds = %182, %165
  br label %186

186:                                              ; preds = %185, %140
  %187 = load ptr, ptr %3, align 8
  %188 = getelementptr inbounds %struct.DState, ptr %187, i32 0, i32 5
  %189 = load i32, ptr %188, align 8
  %190 = add nsw i32 %189, -1
  store i32 %190, ptr %188, align 8
  %191 = load ptr, ptr %3, align 8
  %192 = getelementptr inbounds %struct.DState, ptr %191, i32 0, i32 5
  %193 = load i32, ptr %192, align 8
  %194 = icmp eq i32 %193, 1
  %195 = zext i1 %194 to i64
  %196 = select i1 %194, i32 1, i32 0
  %197 = load i8, ptr %4, align 1
  %198 = zext i8 %197 to i32
  %199 = xor i32 %198, %196
  %200 = trunc i32 %199 to i8
  store i8 %200, ptr %4, align 1
  %201 = load ptr, ptr %3, align 8
  %202 = getelementptr inbounds %struct.DState, ptr %201, i32 0, i32 17
  %203 = load i32, ptr %202, align 4
  %204 = add nsw i32 %203, 1
  store i32 %204, ptr %202, align 4
  %205 = load ptr, ptr %3, align 8
  %206 = getelementptr inbounds %struct.DState, ptr %205, i32 0, i32 17
  %207 = load i32, ptr %206, align 4
  %208 = load ptr, ptr %3, align 8
  %209 = getelementptr inbounds %struct.DState, ptr %208, i32 0, i32 51
  %210 = load i32, ptr %209, align 8
  %211 = add nsw i32 %210, 1
  %212 = icmp eq i32 %207, %211
  br i1 %212, label %213, label %214

213:                                              ; preds = %186
  br label %23

214:                                              ; preds = %186
  %215 = load i8, ptr %4, align 1
  %216 = zext i8 %215 to i32
  %217 = load ptr, ptr %3, align 8
  %218 = getelementptr inbounds %struct.DState, ptr %217, i32 0, i32 15
  %219 = load i32, ptr %218, align 8
  %220 = icmp ne i32 %216, %219
  br i1 %220, label %221, label %226

221:                                              ; preds = %214
  %222 = load i8, ptr %4, align 1
  %223 = zext i8 %222 to i32
  %224 = load ptr, ptr %3, align 8
  %225 = getelementptr inbounds %struct.DState, ptr %224, i32 0, i32 15
  store i32 %223, ptr %225, align 8
  br label %23

226:                                              ; preds = %214
  %227 = load ptr, ptr %3, align 8
  %228 = getelementptr inbounds %struct.DState, ptr %227, i32 0, i32 3
  store i32 2, ptr %228, align 8
  %229 = load ptr, ptr %3, align 8
  %230 = getelementptr inbounds %struct.DState, ptr %229, i32 0, i32 14
  %231 = load i32, ptr %230, align 4
  %232 = load ptr, ptr %3, align 8
  %233 = getelementptr inbounds %struct.DState, ptr %232, i32 0, i32 9
  %234 = load i32, ptr %233, align 8
  %235 = mul i32 100000, %234
  %236 = icmp uge i32 %231, %235
  br i1 %236, label %237, label %238

237:                                              ; preds = %226
  store i8 1, ptr %2, align 1
  br label %882

238:                                              ; preds = %226
  %239 = load ptr, ptr %3, align 8
  %240 = getelementptr inbounds %struct.DState, ptr %239, i32 0, i32 20
  %241 = load ptr, ptr %240, align 8
  %242 = load ptr, ptr %3, align 8
  %243 = getelementptr inbounds %struct.DState, ptr %242, i32 0, i32 14
  %244 = load i32, ptr %243, align 4
  %245 = zext i32 %244 to i64
  %246 = getelementptr inbounds i32, ptr %241, i64 %245
  %247 = load i32, ptr %246, align 4
  %248 = load ptr, ptr %3, align 8
  %249 = getelementptr inbounds %struct.DState, ptr %248, i32 0, i32 14
  store i32 %247, ptr %249, align 4
  %250 = load ptr, ptr %3, align 8
  %251 = getelementptr inbounds %struct.DState, ptr %250, i32 0, i32 14
  %252 = load i32, ptr %251, align 4
  %253 = and i32 %252, 255
  %254 = trunc i32 %253 to i8
  store i8 %254, ptr %4, align 1
  %255 = load ptr, ptr %3, align 8
  %256 = getelementptr inbounds %struct.DState, ptr %255, i32 0, i32 14
  %257 = load i32, ptr %256, align 4
  %258 = lshr i32 %257, 8
  store i32 %258, ptr %256, align 4
  %259 = load ptr, ptr %3, align 8
  %260 = getelementptr inbounds %struct.DState, ptr %259, i32 0, i32 5
  %261 = load i32, ptr %260, align 8
  %262 = icmp eq i32 %261, 0
  br i1 %262, label %263, label %284

263:                                              ; preds = %238
  %264 = load ptr, ptr %3, align 8
  %265 = getelementptr inbounds %struct.DState, ptr %264, i32 0, i32 6
  %266 = load i32, ptr %265, align 4
  %267 = sext i32 %266 to i64
  %268 = getelementptr inbounds [512 x i32], ptr @BZ2_rNums, i64 0, i64 %267
  %269 = load i32, ptr %268, align 4
  %270 = load ptr, ptr %3, align 8
  %271 = getelementptr inbounds %struct.DState, ptr %270, i32 0, i32 5
  store i32 %269, ptr %271, align 8
  %272 = load ptr, ptr %3, align 8
  %273 = getelementptr inbounds %struct.DState, ptr %272, i32 0, i32 6
  %274 = load i32, ptr %273, align 4
  %275 = add nsw i32 %274, 1
  store i32 %275, ptr %273, align 4
  %276 = load ptr, ptr %3, align 8
  %277 = getelementptr inbounds %struct.DState, ptr %276, i32 0, i32 6
  %278 = load i32, ptr %277, align 4
  %279 = icmp eq i32 %278, 512
  br i1 %279, label %280, label %283

280:                                              ; preds = %263
  %281 = load ptr, ptr %3, align 8
  %282 = getelementptr inbounds %struct.DState, ptr %281, i32 0, i32 6
  store i32 0, ptr %282, align 4
  br label %283

283:                                              ; preds = %280, %263
  br label %284

284:                                              ; preds = %283, %238
  %285 = load ptr, ptr %3, align 8
  %286 = getelementptr inbounds %struct.DState, ptr %285, i32 0, i32 5
  %287 = load i32, ptr %286, align 8
  %288 = add nsw i32 %287, -1
  store i32 %288, ptr %286, align 8
  %289 = load ptr, ptr %3, align 8
  %290 = getelementptr inbounds %struct.DState, ptr %289, i32 0, i32 5
  %291 = load i32, ptr %290, align 8
  %292 = icmp eq i32 %291, 1
  %293 = zext i1 %292 to i64
  %294 = select i1 %292, i32 1, i32 0
  %295 = load i8, ptr %4, align 1
  %296 = zext i8 %295 to i32
  %297 = xor i32 %296, %294
  %298 = trunc i32 %297 to i8
  store i8 %298, ptr %4, align 1
  %299 = load ptr, ptr %3, align 8
  %300 = getelementptr inbounds %struct.DState, ptr %299, i32 0, i32 17
  %301 = load i32, ptr %300, align 4
  %302 = add nsw i32 %301, 1
  store i32 %302, ptr %300, align 4
  %303 = load ptr, ptr %3, align 8
  %304 = getelementptr inbounds %struct.DState, ptr %303, i32 0, i32 17
  %305 = load i32, ptr %304, align 4
  %306 = load ptr, ptr %3, align 8
  %307 = getelementptr inbounds %struct.DState, ptr %306, i32 0, i32 51
  %308 = load i32, ptr %307, align 8
  %309 = add nsw i32 %308, 1
  %310 = icmp eq i32 %305, %309
  br i1 %310, label %311, label %312

311:                                              ; preds = %284
  br label %23

312:                                              ; preds = %284
  %313 = load i8, ptr %4, align 1
  %314 = zext i8 %313 to i32
  %315 = load ptr, ptr %3, align 8
  %316 = getelementptr inbounds %struct.DState, ptr %315, i32 0, i32 15
  %317 = load i32, ptr %316, align 8
  %318 = icmp ne i32 %314, %317
  br i1 %318, label %319, label %324

319:                                              ; preds = %312
  %320 = load i8, ptr %4, align 1
  %321 = zext i8 %320 to i32
  %322 = load ptr, ptr %3, align 8
  %323 = getelementptr inbounds %struct.DState, ptr %322, i32 0, i32 15
  store i32 %321, ptr %323, align 8
  br label %23

324:                                              ; preds = %312
  %325 = load ptr, ptr %3, align 8
  %326 = getelementptr inbounds %struct.DState, ptr %325, i32 0, i32 3
  store i32 3, ptr %326, align 8
  %327 = load ptr, ptr %3, align 8
  %328 = getelementptr inbounds %struct.DState, ptr %327, i32 0, i32 14
  %329 = load i32, ptr %328, align 4
  %330 = load ptr, ptr %3, align 8
  %331 = getelementptr inbounds %struct.DState, ptr %330, i32 0, i32 9
  %332 = load i32, ptr %331, align 8
  %333 = mul i32 100000, %332
  %334 = icmp uge i32 %329, %333
  br i1 %334, label %335, label %336

335:                                              ; preds = %324
  store i8 1, ptr %2, align 1
  br label %882

336:                                              ; preds = %324
  %337 = load ptr, ptr %3, align 8
  %338 = getelementptr inbounds %struct.DState, ptr %337, i32 0, i32 20
  %339 = load ptr, ptr %338, align 8
  %340 = load ptr, ptr %3, align 8
  %341 = getelementptr inbounds %struct.DState, ptr %340, i32 0, i32 14
  %342 = load i32, ptr %341, align 4
  %343 = zext i32 %342 to i64
  %344 = getelementptr inbounds i32, ptr %339, i64 %343
  %345 = load i32, ptr %344, align 4
  %346 = load ptr, ptr %3, align 8
  %347 = getelementptr inbounds %struct.DState, ptr %346, i32 0, i32 14
  store i32 %345, ptr %347, align 4
  %348 = load ptr, ptr %3, align 8
  %349 = getelementptr inbounds %struct.DState, ptr %348, i32 0, i32 14
  %350 = load i32, ptr %349, align 4
  %351 = and i32 %350, 255
  %352 = trunc i32 %351 to i8
  store i8 %352, ptr %4, align 1
  %353 = load ptr, ptr %3, align 8
  %354 = getelementptr inbounds %struct.DState, ptr %353, i32 0, i32 14
  %355 = load i32, ptr %354, align 4
  %356 = lshr i32 %355, 8
  store i32 %356, ptr %354, align 4
  %357 = load ptr, ptr %3, align 8
  %358 = getelementptr inbounds %struct.DState, ptr %357, i32 0, i32 5
  %359 = load i32, ptr %358, align 8
  %360 = icmp eq i32 %359, 0
  br i1 %360, label %361, label %382

361:                                              ; preds = %336
  %362 = load ptr, ptr %3, align 8
  %363 = getelementptr inbounds %struct.DState, ptr %362, i32 0, i32 6
  %364 = load i32, ptr %363, align 4
  %365 = sext i32 %364 to i64
  %366 = getelementptr inbounds [512 x i32], ptr @BZ2_rNums, i64 0, i64 %365
  %367 = load i32, ptr %366, align 4
  %368 = load ptr, ptr %3, align 8
  %369 = getelementptr inbounds %struct.DState, ptr %368, i32 0, i32 5
  store i32 %367, ptr %369, align 8
  %370 = load ptr, ptr %3, align 8
  %371 = getelementptr inbounds %struct.DState, ptr %370, i32 0, i32 6
  %372 = load i32, ptr %371, align 4
  %373 = add nsw i32 %372, 1
  store i32 %373, ptr %371, align 4
  %374 = load ptr, ptr %3, align 8
  %375 = getelementptr inbounds %struct.DState, ptr %374, i32 0, i32 6
  %376 = load i32, ptr %375, align 4
  %377 = icmp eq i32 %376, 512
  br i1 %377, label %378, label %381

378:                                              ; preds = %361
  %379 = load ptr, ptr %3, align 8
  %380 = getelementptr inbounds %struct.DState, ptr %379, i32 0, i32 6
  store i32 0, ptr %380, align 4
  br label %381

381:                                              ; preds = %378, %361
  br label %382

382:                                              ; preds = %381, %336
  %383 = load ptr, ptr %3, align 8
  %384 = getelementptr inbounds %struct.DState, ptr %383, i32 0, i32 5
  %385 = load i32, ptr %384, align 8
  %386 = add nsw i32 %385, -1
  store i32 %386, ptr %384, align 8
  %387 = load ptr, ptr %3, align 8
  %388 = getelementptr inbounds %struct.DState, ptr %387, i32 0, i32 5
  %389 = load i32, ptr %388, align 8
  %390 = icmp eq i32 %389, 1
  %391 = zext i1 %390 to i64
  %392 = select i1 %390, i32 1, i32 0
  %393 = load i8, ptr %4, align 1
  %394 = zext i8 %393 to i32
  %395 = xor i32 %394, %392
  %396 = trunc i32 %395 to i8
  store i8 %396, ptr %4, align 1
  %397 = load ptr, ptr %3, align 8
  %398 = getelementptr inbounds %struct.DState, ptr %397, i32 0, i32 17
  %399 = load i32, ptr %398, align 4
  %400 = add nsw i32 %399, 1
  store i32 %400, ptr %398, align 4
  %401 = load ptr, ptr %3, align 8
  %402 = getelementptr inbounds %struct.DState, ptr %401, i32 0, i32 17
  %403 = load i32, ptr %402, align 4
  %404 = load ptr, ptr %3, align 8
  %405 = getelementptr inbounds %struct.DState, ptr %404, i32 0, i32 51
  %406 = load i32, ptr %405, align 8
  %407 = add nsw i32 %406, 1
  %408 = icmp eq i32 %403, %407
  br i1 %408, label %409, label %410

409:                                              ; preds = %382
  br label %23

410:                                              ; preds = %382
  %411 = load i8, ptr %4, align 1
  %412 = zext i8 %411 to i32
  %413 = load ptr, ptr %3, align 8
  %414 = getelementptr inbounds %struct.DState, ptr %413, i32 0, i32 15
  %415 = load i32, ptr %414, align 8
  %416 = icmp ne i32 %412, %415
  br i1 %416, label %417, label %422

417:                                              ; preds = %410
  %418 = load i8, ptr %4, align 1
  %419 = zext i8 %418 to i32
  %420 = load ptr, ptr %3, align 8
  %421 = getelementptr inbounds %struct.DState, ptr %420, i32 0, i32 15
  store i32 %419, ptr %421, align 8
  br label %23

422:                                              ; preds = %410
  %423 = load ptr, ptr %3, align 8
  %424 = getelementptr inbounds %struct.DState, ptr %423, i32 0, i32 14
  %425 = load i32, ptr %424, align 4
  %426 = load ptr, ptr %3, align 8
  %427 = getelementptr inbounds %struct.DState, ptr %426, i32 0, i32 9
  %428 = load i32, ptr %427, align 8
  %429 = mul i32 100000, %428
  %430 = icmp uge i32 %425, %429
  br i1 %430, label %431, label %432

431:                                              ; preds = %422
  store i8 1, ptr %2, align 1
  br label %882

432:                                              ; preds = %422
  %433 = load ptr, ptr %3, align 8
  %434 = getelementptr inbounds %struct.DState, ptr %433, i32 0, i32 20
  %435 = load ptr, ptr %434, align 8
  %436 = load ptr, ptr %3, align 8
  %437 = getelementptr inbounds %struct.DState, ptr %436, i32 0, i32 14
  %438 = load i32, ptr %437, align 4
  %439 = zext i32 %438 to i64
  %440 = getelementptr inbounds i32, ptr %435, i64 %439
  %441 = load i32, ptr %440, align 4
  %442 = load ptr, ptr %3, align 8
  %443 = getelementptr inbounds %struct.DState, ptr %442, i32 0, i32 14
  store i32 %441, ptr %443, align 4
  %444 = load ptr, ptr %3, align 8
  %445 = getelementptr inbounds %struct.DState, ptr %444, i32 0, i32 14
  %446 = load i32, ptr %445, align 4
  %447 = and i32 %446, 255
  %448 = trunc i32 %447 to i8
  store i8 %448, ptr %4, align 1
  %449 = load ptr, ptr %3, align 8
  %450 = getelementptr inbounds %struct.DState, ptr %449, i32 0, i32 14
  %451 = load i32, ptr %450, align 4
  %452 = lshr i32 %451, 8
  store i32 %452, ptr %450, align 4
  %453 = load ptr, ptr %3, align 8
  %454 = getelementptr inbounds %struct.DState, ptr %453, i32 0, i32 5
  %455 = load i32, ptr %454, align 8
  %456 = icmp eq i32 %455, 0
  br i1 %456, label %457, label %478

457:                                              ; preds = %432
  %458 = load ptr, ptr %3, align 8
  %459 = getelementptr inbounds %struct.DState, ptr %458, i32 0, i32 6
  %460 = load i32, ptr %459, align 4
  %461 = sext i32 %460 to i64
  %462 = getelementptr inbounds [512 x i32], ptr @BZ2_rNums, i64 0, i64 %461
  %463 = load i32, ptr %462, align 4
  %464 = load ptr, ptr %3, align 8
  %465 = getelementptr inbounds %struct.DState, ptr %464, i32 0, i32 5
  store i32 %463, ptr %465, align 8
  %466 = load ptr, ptr %3, align 8
  %467 = getelementptr inbounds %struct.DState, ptr %466, i32 0, i32 6
  %468 = load i32, ptr %467, align 4
  %469 = add nsw i32 %468, 1
  store i32 %469, ptr %467, align 4
  %470 = load ptr, ptr %3, align 8
  %471 = getelementptr inbounds %struct.DState, ptr %470, i32 0, i32 6
  %472 = load i32, ptr %471, align 4
  %473 = icmp eq i32 %472, 512
  br i1 %473, label %474, label %477

474:                                              ; preds = %457
  %475 = load ptr, ptr %3, align 8
  %476 = getelementptr inbounds %struct.DState, ptr %475, i32 0, i32 6
  store i32 0, ptr %476, align 4
  br label %477

477:                                              ; preds = %474, %457
  br label %478

478:                                              ; preds = %477, %432
  %479 = load ptr, ptr %3, align 8
  %480 = getelementptr inbounds %struct.DState, ptr %479, i32 0, i32 5
  %481 = load i32, ptr %480, align 8
  %482 = add nsw i32 %481, -1
  store i32 %482, ptr %480, align 8
  %483 = load ptr, ptr %3, align 8
  %484 = getelementptr inbounds %struct.DState, ptr %483, i32 0, i32 5
  %485 = load i32, ptr %484, align 8
  %486 = icmp eq i32 %485, 1
  %487 = zext i1 %486 to i64
  %488 = select i1 %486, i32 1, i32 0
  %489 = load i8, ptr %4, align 1
  %490 = zext i8 %489 to i32
  %491 = xor i32 %490, %488
  %492 = trunc i32 %491 to i8
  store i8 %492, ptr %4, align 1
  %493 = load ptr, ptr %3, align 8
  %494 = getelementptr inbounds %struct.DState, ptr %493, i32 0, i32 17
  %495 = load i32, ptr %494, align 4
  %496 = add nsw i32 %495, 1
  store i32 %496, ptr %494, align 4
  %497 = load i8, ptr %4, align 1
  %498 = zext i8 %497 to i32
  %499 = add nsw i32 %498, 4
  %500 = load ptr, ptr %3, align 8
  %501 = getelementptr inbounds %struct.DState, ptr %500, i32 0, i32 3
  store i32 %499, ptr %501, align 8
  %502 = load ptr, ptr %3, align 8
  %503 = getelementptr inbounds %struct.DState, ptr %502, i32 0, i32 14
  %504 = load i32, ptr %503, align 4
  %505 = load ptr, ptr %3, align 8
  %506 = getelementptr inbounds %struct.DState, ptr %505, i32 0, i32 9
  %507 = load i32, ptr %506, align 8
  %508 = mul i32 100000, %507
  %509 = icmp uge i32 %504, %508
  br i1 %509, label %510, label %511

510:                                              ; preds = %478
  store i8 1, ptr %2, align 1
  br label %882

511:                                              ; preds = %478
  %512 = load ptr, ptr %3, align 8
  %513 = getelementptr inbounds %struct.DState, ptr %512, i32 0, i32 20
  %514 = load ptr, ptr %513, align 8
  %515 = load ptr, ptr %3, align 8
  %516 = getelementptr inbounds %struct.DState, ptr %515, i32 0, i32 14
  %517 = load i32, ptr %516, align 4
  %518 = zext i32 %517 to i64
  %519 = getelementptr inbounds i32, ptr %514, i64 %518
  %520 = load i32, ptr %519, align 4
  %521 = load ptr, ptr %3, align 8
  %522 = getelementptr inbounds %struct.DState, ptr %521, i32 0, i32 14
  store i32 %520, ptr %522, align 4
  %523 = load ptr, ptr %3, align 8
  %524 = getelementptr inbounds %struct.DState, ptr %523, i32 0, i32 14
  %525 = load i32, ptr %524, align 4
  %526 = and i32 %525, 255
  %527 = trunc i32 %526 to i8
  %528 = zext i8 %527 to i32
  %529 = load ptr, ptr %3, align 8
  %530 = getelementptr inbounds %struct.DState, ptr %529, i32 0, i32 15
  store i32 %528, ptr %530, align 8
  %531 = load ptr, ptr %3, align 8
  %532 = getelementptr inbounds %struct.DState, ptr %531, i32 0, i32 14
  %533 = load i32, ptr %532, align 4
  %534 = lshr i32 %533, 8
  store i32 %534, ptr %532, align 4
  %535 = load ptr, ptr %3, align 8
  %536 = getelementptr inbounds %struct.DState, ptr %535, i32 0, i32 5
  %537 = load i32, ptr %536, align 8
  %538 = icmp eq i32 %537, 0
  br i1 %538, label %539, label %560

539:                                              ; preds = %511
  %540 = load ptr, ptr %3, align 8
  %541 = getelementptr inbounds %struct.DState, ptr %540, i32 0, i32 6
  %542 = load i32, ptr %541, align 4
  %543 = sext i32 %542 to i64
  %544 = getelementptr inbounds [512 x i32], ptr @BZ2_rNums, i64 0, i64 %543
  %545 = load i32, ptr %544, align 4
  %546 = load ptr, ptr %3, align 8
  %547 = getelementptr inbounds %struct.DState, ptr %546, i32 0, i32 5
  store i32 %545, ptr %547, align 8
  %548 = load ptr, ptr %3, align 8
  %549 = getelementptr inbounds %struct.DState, ptr %548, i32 0, i32 6
  %550 = load i32, ptr %549, align 4
  %551 = add nsw i32 %550, 1
  store i32 %551, ptr %549, align 4
  %552 = load ptr, ptr %3, align 8
  %553 = getelementptr inbounds %struct.DState, ptr %552, i32 0, i32 6
  %554 = load i32, ptr %553, align 4
  %555 = icmp eq i32 %554, 512
  br i1 %555, label %556, label %559

556:                                              ; preds = %539
  %557 = load ptr, ptr %3, align 8
  %558 = getelementptr inbounds %struct.DState, ptr %557, i32 0, i32 6
  store i32 0, ptr %558, align 4
  br label %559

559:                                              ; preds = %556, %539
  br label %560

560:                                              ; preds = %559, %511
  %561 = load ptr, ptr %3, align 8
  %562 = getelementptr inbounds %struct.DState, ptr %561, i32 0, i32 5
  %563 = load i32, ptr %562, align 8
  %564 = add nsw i32 %563, -1
  store i32 %564, ptr %562, align 8
  %565 = load ptr, ptr %3, align 8
  %566 = getelementptr inbounds %struct.DState, ptr %565, i32 0, i32 5
  %567 = load i32, ptr %566, align 8
  %568 = icmp eq i32 %567, 1
  %569 = zext i1 %568 to i64
  %570 = select i1 %568, i32 1, i32 0
  %571 = load ptr, ptr %3, align 8
  %572 = getelementptr inbounds %struct.DState, ptr %571, i32 0, i32 15
  %573 = load i32, ptr %572, align 8
  %574 = xor i32 %573, %570
  store i32 %574, ptr %572, align 8
  %575 = load ptr, ptr %3, align 8
  %576 = getelementptr inbounds %struct.DState, ptr %575, i32 0, i32 17
  %577 = load i32, ptr %576, align 4
  %578 = add nsw i32 %577, 1
  store i32 %578, ptr %576, align 4
  br label %23

579:                                              ; preds = %1
  %580 = load ptr, ptr %3, align 8
  %581 = getelementptr inbounds %struct.DState, ptr %580, i32 0, i32 25
  %582 = load i32, ptr %581, align 8
  store i32 %582, ptr %5, align 4
  %583 = load ptr, ptr %3, align 8
  %584 = getelementptr inbounds %struct.DState, ptr %583, i32 0, i32 2
  %585 = load i8, ptr %584, align 4
  store i8 %585, ptr %6, align 1
  %586 = load ptr, ptr %3, align 8
  %587 = getelementptr inbounds %struct.DState, ptr %586, i32 0, i32 3
  %588 = load i32, ptr %587, align 8
  store i32 %588, ptr %7, align 4
  %589 = load ptr, ptr %3, align 8
  %590 = getelementptr inbounds %struct.DState, ptr %589, i32 0, i32 17
  %591 = load i32, ptr %590, align 4
  store i32 %591, ptr %8, align 4
  %592 = load ptr, ptr %3, align 8
  %593 = getelementptr inbounds %struct.DState, ptr %592, i32 0, i32 15
  %594 = load i32, ptr %593, align 8
  store i32 %594, ptr %9, align 4
  %595 = load ptr, ptr %3, align 8
  %596 = getelementptr inbounds %struct.DState, ptr %595, i32 0, i32 20
  %597 = load ptr, ptr %596, align 8
  store ptr %597, ptr %10, align 8
  %598 = load ptr, ptr %3, align 8
  %599 = getelementptr inbounds %struct.DState, ptr %598, i32 0, i32 14
  %600 = load i32, ptr %599, align 4
  store i32 %600, ptr %11, align 4
  %601 = load ptr, ptr %3, align 8
  %602 = getelementptr inbounds %struct.DState, ptr %601, i32 0, i32 0
  %603 = load ptr, ptr %602, align 8
  %604 = getelementptr inbounds %struct.bz_stream, ptr %603, i32 0, i32 4
  %605 = load ptr, ptr %604, align 8
  store ptr %605, ptr %12, align 8
  %606 = load ptr, ptr %3, align 8
  %607 = getelementptr inbounds %struct.DState, ptr %606, i32 0, i32 0
  %608 = load ptr, ptr %607, align 8
  %609 = getelementptr inbounds %struct.bz_stream, ptr %608, i32 0, i32 5
  %610 = load i32, ptr %609, align 8
  store i32 %610, ptr %13, align 4
  %611 = load ptr, ptr %3, align 8
  %612 = getelementptr inbounds %struct.DState, ptr %611, i32 0, i32 9
  %613 = load i32, ptr %612, align 8
  store i32 %613, ptr %14, align 4
  %614 = load i32, ptr %13, align 4
  store i32 %614, ptr %15, align 4
  %615 = load ptr, ptr %3, align 8
  %616 = getelementptr inbounds %struct.DState, ptr %615, i32 0, i32 51
  %617 = load i32, ptr %616, align 8
  %618 = add nsw i32 %617, 1
  store i32 %618, ptr %16, align 4
  br label %619

619:                                              ; preds = %579, %739, %745, %770, %776, %806
  %620 = load i32, ptr %7, align 4
  %621 = icmp sgt i32 %620, 0
  br i1 %621, label %622, label %674

622:                                              ; preds = %619
  br label %623

623:                                              ; preds = %622, %631
  %624 = load i32, ptr %13, align 4
  %625 = icmp eq i32 %624, 0
  br i1 %625, label %626, label %627

626:                                              ; preds = %623
  br label %820

627:                                              ; preds = %623
  %628 = load i32, ptr %7, align 4
  %629 = icmp eq i32 %628, 1
  br i1 %629, label %630, label %631

630:                                              ; preds = %627
  br label %651

631:                                              ; preds = %627
  %632 = load i8, ptr %6, align 1
  %633 = load ptr, ptr %12, align 8
  store i8 %632, ptr %633, align 1
  %634 = load i32, ptr %5, align 4
  %635 = shl i32 %634, 8
  %636 = load i32, ptr %5, align 4
  %637 = lshr i32 %636, 24
  %638 = load i8, ptr %6, align 1
  %639 = zext i8 %638 to i32
  %640 = xor i32 %637, %639
  %641 = zext i32 %640 to i64
  %642 = getelementptr inbounds [256 x i32], ptr @BZ2_crc32Table, i64 0, i64 %641
  %643 = load i32, ptr %642, align 4
  %644 = xor i32 %635, %643
  store i32 %644, ptr %5, align 4
  %645 = load i32, ptr %7, align 4
  %646 = add nsw i32 %645, -1
  store i32 %646, ptr %7, align 4
  %647 = load ptr, ptr %12, align 8
  %648 = getelementptr inbounds i8, ptr %647, i32 1
  store ptr %648, ptr %12, align 8
  %649 = load i32, ptr %13, align 4
  %650 = add i32 %649, -1
  store i32 %650, ptr %13, align 4
  br label %623

651:                                              ; preds = %630
  br label %652

652:                                              ; preds = %716, %709, %651
  %653 = load i32, ptr %13, align 4
  %654 = icmp eq i32 %653, 0
  br i1 %654, label %655, label %656

655:                                              ; preds = %652
  store i32 1, ptr %7, align 4
  br label %820

656:                                              ; preds = %652
  %657 = load i8, ptr %6, align 1
  %658 = load ptr, ptr %12, align 8
  store i8 %657, ptr %658, align 1
  %659 = load i32, ptr %5, align 4
  %660 = shl i32 %659, 8
  %661 = load i32, ptr %5, align 4
  %662 = lshr i32 %661, 24
  %663 = load i8, ptr %6, align 1
  %664 = zext i8 %663 to i32
  %665 = xor i32 %662, %664
  %666 = zext i32 %665 to i64
  %667 = getelementptr inbounds [256 x i32], ptr @BZ2_crc32Table, i64 0, i64 %666
  %668 = load i32, ptr %667, align 4
  %669 = xor i32 %660, %668
  store i32 %669, ptr %5, align 4
  %670 = load ptr, ptr %12, align 8
  %671 = getelementptr inbounds i8, ptr %670, i32 1
  store ptr %671, ptr %12, align 8
  %672 = load i32, ptr %13, align 4
  %673 = add i32 %672, -1
  store i32 %673, ptr %13, align 4
  br label %674

674:                                              ; preds = %656, %619
  %675 = load i32, ptr %8, align 4
  %676 = load i32, ptr %16, align 4
  %677 = icmp sgt i32 %675, %676
  br i1 %677, label %678, label %679

678:                                              ; preds = %674
  store i8 1, ptr %2, align 1
  br label %882

679:                                              ; preds = %674
  %680 = load i32, ptr %8, align 4
  %681 = load i32, ptr %16, align 4
  %682 = icmp eq i32 %680, %681
  br i1 %682, label %683, label %684

683:                                              ; preds = %679
  store i32 0, ptr %7, align 4
  br label %820

684:                                              ; preds = %679
  %685 = load i32, ptr %9, align 4
  %686 = trunc i32 %685 to i8
  store i8 %686, ptr %6, align 1
  %687 = load i32, ptr %11, align 4
  %688 = load i32, ptr %14, align 4
  %689 = mul i32 100000, %688
  %690 = icmp uge i32 %687, %689
  br i1 %690, label %691, label %692

691:                                              ; preds = %684
  store i8 1, ptr %2, align 1
  br label %882

692:                                              ; preds = %684
  %693 = load ptr, ptr %10, align 8
  %694 = load i32, ptr %11, align 4
  %695 = zext i32 %694 to i64
  %696 = getelementptr inbounds i32, ptr %693, i64 %695
  %697 = load i32, ptr %696, align 4
  store i32 %697, ptr %11, align 4
  %698 = load i32, ptr %11, align 4
  %699 = and i32 %698, 255
  %700 = trunc i32 %699 to i8
  store i8 %700, ptr %4, align 1
  %701 = load i32, ptr %11, align 4
  %702 = lshr i32 %701, 8
  store i32 %702, ptr %11, align 4
  %703 = load i32, ptr %8, align 4
  %704 = add nsw i32 %703, 1
  store i32 %704, ptr %8, align 4
  %705 = load i8, ptr %4, align 1
  %706 = zext i8 %705 to i32
  %707 = load i32, ptr %9, align 4
  %708 = icmp ne i32 %706, %707
  br i1 %708, label %709, label %712

709:                                              ; preds = %692
  %710 = load i8, ptr %4, align 1
  %711 = zext i8 %710 to i32
  store i32 %711, ptr %9, align 4
  br label %652

712:                                              ; preds = %692
  %713 = load i32, ptr %8, align 4
  %714 = load i32, ptr %16, align 4
  %715 = icmp eq i32 %713, %714
  br i1 %715, label %716, label %717

716:                                              ; preds = %712
  br label %652

717:                                              ; preds = %712
  store i32 2, ptr %7, align 4
  %718 = load i32, ptr %11, align 4
  %719 = load i32, ptr %14, align 4
  %720 = mul i32 100000, %719
  %721 = icmp uge i32 %718, %720
  br i1 %721, label %722, label %723

722:                                              ; preds = %717
  store i8 1, ptr %2, align 1
  br label %882

723:                                              ; preds = %717
  %724 = load ptr, ptr %10, align 8
  %725 = load i32, ptr %11, align 4
  %726 = zext i32 %725 to i64
  %727 = getelementptr inbounds i32, ptr %724, i64 %726
  %728 = load i32, ptr %727, align 4
  store i32 %728, ptr %11, align 4
  %729 = load i32, ptr %11, align 4
  %730 = and i32 %729, 255
  %731 = trunc i32 %730 to i8
  store i8 %731, ptr %4, align 1
  %732 = load i32, ptr %11, align 4
  %733 = lshr i32 %732, 8
  store i32 %733, ptr %11, align 4
  %734 = load i32, ptr %8, align 4
  %735 = add nsw i32 %734, 1
  store i32 %735, ptr %8, align 4
  %736 = load i32, ptr %8, align 4
  %737 = load i32, ptr %16, align 4
  %738 = icmp eq i32 %736, %737
  br i1 %738, label %739, label %740

739:                                              ; preds = %723
  br label %619

740:                                              ; preds = %723
  %741 = load i8, ptr %4, align 1
  %742 = zext i8 %741 to i32
  %743 = load i32, ptr %9, align 4
  %744 = icmp ne i32 %742, %743
  br i1 %744, label %745, label %748

745:                                              ; preds = %740
  %746 = load i8, ptr %4, align 1
  %747 = zext i8 %746 to i32
  store i32 %747, ptr %9, align 4
  br label %619

748:                                              ; preds = %740
  store i32 3, ptr %7, align 4
  %749 = load i32, ptr %11, align 4
  %750 = load i32, ptr %14, align 4
  %751 = mul i32 100000, %750
  %752 = icmp uge i32 %749, %751
  br i1 %752, label %753, label %754

753:                                              ; preds = %748
  store i8 1, ptr %2, align 1
  br label %882

754:                                              ; preds = %748
  %755 = load ptr, ptr %10, align 8
  %756 = load i32, ptr %11, align 4
  %757 = zext i32 %756 to i64
  %758 = getelementptr inbounds i32, ptr %755, i64 %757
  %759 = load i32, ptr %758, align 4
  store i32 %759, ptr %11, align 4
  %760 = load i32, ptr %11, align 4
  %761 = and i32 %760, 255
  %762 = trunc i32 %761 to i8
  store i8 %762, ptr %4, align 1
  %763 = load i32, ptr %11, align 4
  %764 = lshr i32 %763, 8
  store i32 %764, ptr %11, align 4
  %765 = load i32, ptr %8, align 4
  %766 = add nsw i32 %765, 1
  store i32 %766, ptr %8, align 4
  %767 = load i32, ptr %8, align 4
  %768 = load i32, ptr %16, align 4
  %769 = icmp eq i32 %767, %768
  br i1 %769, label %770, label %771

770:                                              ; preds = %754
  br label %619

771:                                              ; preds = %754
  %772 = load i8, ptr %4, align 1
  %773 = zext i8 %772 to i32
  %774 = load i32, ptr %9, align 4
  %775 = icmp ne i32 %773, %774
  br i1 %775, label %776, label %779

776:                                              ; preds = %771
  %777 = load i8, ptr %4, align 1
  %778 = zext i8 %777 to i32
  store i32 %778, ptr %9, align 4
  br label %619

779:                                              ; preds = %771
  %780 = load i32, ptr %11, align 4
  %781 = load i32, ptr %14, align 4
  %782 = mul i32 100000, %781
  %783 = icmp uge i32 %780, %782
  br i1 %783, label %784, label %785

784:                                              ; preds = %779
  store i8 1, ptr %2, align 1
  br label %882

785:                                              ; preds = %779
  %786 = load ptr, ptr %10, align 8
  %787 = load i32, ptr %11, align 4
  %788 = zext i32 %787 to i64
  %789 = getelementptr inbounds i32, ptr %786, i64 %788
  %790 = load i32, ptr %789, align 4
  store i32 %790, ptr %11, align 4
  %791 = load i32, ptr %11, align 4
  %792 = and i32 %791, 255
  %793 = trunc i32 %792 to i8
  store i8 %793, ptr %4, align 1
  %794 = load i32, ptr %11, align 4
  %795 = lshr i32 %794, 8
  store i32 %795, ptr %11, align 4
  %796 = load i32, ptr %8, align 4
  %797 = add nsw i32 %796, 1
  store i32 %797, ptr %8, align 4
  %798 = load i8, ptr %4, align 1
  %799 = zext i8 %798 to i32
  %800 = add nsw i32 %799, 4
  store i32 %800, ptr %7, align 4
  %801 = load i32, ptr %11, align 4
  %802 = load i32, ptr %14, align 4
  %803 = mul i32 100000, %802
  %804 = icmp uge i32 %801, %803
  br i1 %804, label %805, label %806

805:                                              ; preds = %785
  store i8 1, ptr %2, align 1
  br label %882

806:                                              ; preds = %785
  %807 = load ptr, ptr %10, align 8
  %808 = load i32, ptr %11, align 4
  %809 = zext i32 %808 to i64
  %810 = getelementptr inbounds i32, ptr %807, i64 %809
  %811 = load i32, ptr %810, align 4
  store i32 %811, ptr %11, align 4
  %812 = load i32, ptr %11, align 4
  %813 = and i32 %812, 255
  %814 = trunc i32 %813 to i8
  %815 = zext i8 %814 to i32
  store i32 %815, ptr %9, align 4
  %816 = load i32, ptr %11, align 4
  %817 = lshr i32 %816, 8
  store i32 %817, ptr %11, align 4
  %818 = load i32, ptr %8, align 4
  %819 = add nsw i32 %818, 1
  store i32 %819, ptr %8, align 4
  br label %619

820:                                              ; preds = %683, %655, %626
  %821 = load ptr, ptr %3, align 8
  %822 = getelementptr inbounds %struct.DState, ptr %821, i32 0, i32 0
  %823 = load ptr, ptr %822, align 8
  %824 = getelementptr inbounds %struct.bz_stream, ptr %823, i32 0, i32 6
  %825 = load i32, ptr %824, align 4
  store i32 %825, ptr %17, align 4
  %826 = load i32, ptr %15, align 4
  %827 = load i32, ptr %13, align 4
  %828 = sub i32 %826, %827
  %829 = load ptr, ptr %3, align 8
  %830 = getelementptr inbounds %struct.DState, ptr %829, i32 0, i32 0
  %831 = load ptr, ptr %830, align 8
  %832 = getelementptr inbounds %struct.bz_stream, ptr %831, i32 0, i32 6
  %833 = load i32, ptr %832, align 4
  %834 = add i32 %833, %828
  store i32 %834, ptr %832, align 4
  %835 = load ptr, ptr %3, align 8
  %836 = getelementptr inbounds %struct.DState, ptr %835, i32 0, i32 0
  %837 = load ptr, ptr %836, align 8
  %838 = getelementptr inbounds %struct.bz_stream, ptr %837, i32 0, i32 6
  %839 = load i32, ptr %838, align 4
  %840 = load i32, ptr %17, align 4
  %841 = icmp ult i32 %839, %840
  br i1 %841, label %842, label %849

842:                                              ; preds = %820
  %843 = load ptr, ptr %3, align 8
  %844 = getelementptr inbounds %struct.DState, ptr %843, i32 0, i32 0
  %845 = load ptr, ptr %844, align 8
  %846 = getelementptr inbounds %struct.bz_stream, ptr %845, i32 0, i32 7
  %847 = load i32, ptr %846, align 8
  %848 = add i32 %847, 1
  store i32 %848, ptr %846, align 8
  br label %849

849:                                              ; preds = %842, %820
  %850 = load i32, ptr %5, align 4
  %851 = load ptr, ptr %3, align 8
  %852 = getelementptr inbounds %struct.DState, ptr %851, i32 0, i32 25
  store i32 %850, ptr %852, align 8
  %853 = load i8, ptr %6, align 1
  %854 = load ptr, ptr %3, align 8
  %855 = getelementptr inbounds %struct.DState, ptr %854, i32 0, i32 2
  store i8 %853, ptr %855, align 4
  %856 = load i32, ptr %7, align 4
  %857 = load ptr, ptr %3, align 8
  %858 = getelementptr inbounds %struct.DState, ptr %857, i32 0, i32 3
  store i32 %856, ptr %858, align 8
  %859 = load i32, ptr %8, align 4
  %860 = load ptr, ptr %3, align 8
  %861 = getelementptr inbounds %struct.DState, ptr %860, i32 0, i32 17
  store i32 %859, ptr %861, align 4
  %862 = load i32, ptr %9, align 4
  %863 = load ptr, ptr %3, align 8
  %864 = getelementptr inbounds %struct.DState, ptr %863, i32 0, i32 15
  store i32 %862, ptr %864, align 8
  %865 = load ptr, ptr %10, align 8
  %866 = load ptr, ptr %3, align 8
  %867 = getelementptr inbounds %struct.DState, ptr %866, i32 0, i32 20
  store ptr %865, ptr %867, align 8
  %868 = load i32, ptr %11, align 4
  %869 = load ptr, ptr %3, align 8
  %870 = getelementptr inbounds %struct.DState, ptr %869, i32 0, i32 14
  store i32 %868, ptr %870, align 4
  %871 = load ptr, ptr %12, align 8
  %872 = load ptr, ptr %3, align 8
  %873 = getelementptr inbounds %struct.DState, ptr %872, i32 0, i32 0
  %874 = load ptr, ptr %873, align 8
  %875 = getelementptr inbounds %struct.bz_stream, ptr %874, i32 0, i32 4
  store ptr %871, ptr %875, align 8
  %876 = load i32, ptr %13, align 4
  %877 = load ptr, ptr %3, align 8
  %878 = getelementptr inbounds %struct.DState, ptr %877, i32 0, i32 0
  %879 = load ptr, ptr %878, align 8
  %880 = getelementptr inbounds %struct.bz_stream, ptr %879, i32 0, i32 5
  store i32 %876, ptr %880, align 8
  br label %881

881:                                              ; preds = %849
  store i8 0, ptr %2, align 1
  br label %882

882:                                              ; preds = %881, %805, %784, %753, %722, %691, %678, %510, %431, %335, %237, %139, %121, %111, %31
  %883 = load i8, ptr %2, align 1
  ret i8 %883
}

declare i32 @BZ2_decompress(ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @BZ2_bzDecompressEnd(ptr noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = icmp eq ptr %5, null
  br i1 %6, label %7, label %8

7:                                                ; preds = %1
  store i32 -2, ptr %2, align 4
  br label %79

8:                                                ; preds = %1
  %9 = load ptr, ptr %3, align 8
  %10 = getelementptr inbounds %struct.bz_stream, ptr %9, i32 0, i32 8
  %11 = load ptr, ptr %10, align 8
  store ptr %11, ptr %4, align 8
  %12 = load ptr, ptr %4, align 8
  %13 = icmp eq ptr %12, null
  br i1 %13, label %14, label %15

14:                                               ; preds = %8
  store i32 -2, ptr %2, align 4
  br label %79

15:                                               ; preds = %8
  %16 = load ptr, ptr %4, align 8
  %17 = getelementptr inbounds %struct.DState, ptr %16, i32 0, i32 0
  %18 = load ptr, ptr %17, align 8
  %19 = load ptr, ptr %3, align 8
  %20 = icmp ne ptr %18, %19
  br i1 %20, label %21, label %22

21:                                               ; preds = %15
  store i32 -2, ptr %2, align 4
  br label %79

22:                                               ; preds = %15
  %23 = load ptr, ptr %4, align 8
  %24 = getelementptr inbounds %struct.DState, ptr %23, i32 0, i32 20
  %25 = load ptr, ptr %24, align 8
  %26 = icmp ne ptr %25, null
  br i1 %26, label %27, label %37

27:                                               ; preds = %22
  %28 = load ptr, ptr %3, align 8
  %29 = getelementptr inbounds %struct.bz_stream, ptr %28, i32 0, i32 10
  %30 = load ptr, ptr %29, align 8
  %31 = load ptr, ptr %3, align 8
  %32 = getelementptr inbounds %struct.bz_stream, ptr %31, i32 0, i32 11
  %33 = load ptr, ptr %32, align 8
  %34 = load ptr, ptr %4, align 8
  %35 = getelementptr inbounds %struct.DState, ptr %34, i32 0, i32 20
  %36 = load ptr, ptr %35, align 8
  call void %30(ptr noundef %33, ptr noundef %36)
  br label %37

37:                                               ; preds = %27, %22
  %38 = load ptr, ptr %4, align 8
  %39 = getelementptr inbounds %struct.DState, ptr %38, i32 0, i32 21
  %40 = load ptr, ptr %39, align 8
  %41 = icmp ne ptr %40, null
  br i1 %41, label %42, label %52

42:                                               ; preds = %37
  %43 = load ptr, ptr %3, align 8
  %44 = getelementptr inbounds %struct.bz_stream, ptr %43, i32 0, i32 10
  %45 = load ptr, ptr %44, align 8
  %46 = load ptr, ptr %3, align 8
  %47 = getelementptr inbounds %struct.bz_stream, ptr %46, i32 0, i32 11
  %48 = load ptr, ptr %47, align 8
  %49 = load ptr, ptr %4, align 8
  %50 = getelementptr inbounds %struct.DState, ptr %49, i32 0, i32 21
  %51 = load ptr, ptr %50, align 8
  call void %45(ptr noundef %48, ptr noundef %51)
  br label %52

52:                                               ; preds = %42, %37
  %53 = load ptr, ptr %4, align 8
  %54 = getelementptr inbounds %struct.DState, ptr %53, i32 0, i32 22
  %55 = load ptr, ptr %54, align 8
  %56 = icmp ne ptr %55, null
  br i1 %56, label %57, label %67

57:                                               ; preds = %52
  %58 = load ptr, ptr %3, align 8
  %59 = getelementptr inbounds %struct.bz_stream, ptr %58, i32 0, i32 10
  %60 = load ptr, ptr %59, align 8
  %61 = load ptr, ptr %3, align 8
  %62 = getelementptr inbounds %struct.bz_stream, ptr %61, i32 0, i32 11
  %63 = load ptr, ptr %62, align 8
  %64 = load ptr, ptr %4, align 8
  %65 = getelementptr inbounds %struct.DState, ptr %64, i32 0, i32 22
  %66 = load ptr, ptr %65, align 8
  call void %60(ptr noundef %63, ptr noundef %66)
  br label %67

67:                                               ; preds = %57, %52
  %68 = load ptr, ptr %3, align 8
  %69 = getelementptr inbounds %struct.bz_stream, ptr %68, i32 0, i32 10
  %70 = load ptr, ptr %69, align 8
  %71 = load ptr, ptr %3, align 8
  %72 = getelementptr inbounds %struct.bz_stream, ptr %71, i32 0, i32 11
  %73 = load ptr, ptr %72, align 8
  %74 = load ptr, ptr %3, align 8
  %75 = getelementptr inbounds %struct.bz_stream, ptr %74, i32 0, i32 8
  %76 = load ptr, ptr %75, align 8
  call void %70(ptr noundef %73, ptr noundef %76)
  %77 = load ptr, ptr %3, align 8
  %78 = getelementptr inbounds %struct.bz_stream, ptr %77, i32 0, i32 8
  store ptr null, ptr %78, align 8
  store i32 0, ptr %2, align 4
  br label %79

79:                                               ; preds = %67, %21, %14, %7
  %80 = load i32, ptr %2, align 4
  ret i32 %80
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @BZ2_bzWriteOpen(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca ptr, align 8
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store i32 %2, ptr %9, align 4
  store i32 %3, ptr %10, align 4
  store i32 %4, ptr %11, align 4
  store ptr null, ptr %13, align 8
  %14 = load ptr, ptr %7, align 8
  %15 = icmp ne ptr %14, null
  br i1 %15, label %16, label %18

16:                                               ; preds = %5
  %17 = load ptr, ptr %7, align 8
  store i32 0, ptr %17, align 4
  br label %18

18:                                               ; preds = %16, %5
  %19 = load ptr, ptr %13, align 8
  %20 = icmp ne ptr %19, null
  br i1 %20, label %21, label %24

21:                                               ; preds = %18
  %22 = load ptr, ptr %13, align 8
  %23 = getelementptr inbounds %struct.bzFile, ptr %22, i32 0, i32 5
  store i32 0, ptr %23, align 8
  br label %24

24:                                               ; preds = %21, %18
  %25 = load ptr, ptr %8, align 8
  %26 = icmp eq ptr %25, null
  br i1 %26, label %45, label %27

27:                                               ; preds = %24
  %28 = load i32, ptr %9, align 4
  %29 = icmp slt i32 %28, 1
  br i1 %29, label %45, label %30

30:                                               ; preds = %27
  %31 = load i32, ptr %9, align 4
  %32 = icmp sgt i32 %31, 9
  br i1 %32, label %45, label %33

33:                                               ; preds = %30
  %34 = load i32, ptr %11, align 4
  %35 = icmp slt i32 %34, 0
  br i1 %35, label %45, label %36

36:                                               ; preds = %33
  %37 = load i32, ptr %11, align 4
  %38 = icmp sgt i32 %37, 250
  br i1 %38, label %45, label %39

39:                                               ; preds = %36
  %40 = load i32, ptr %10, align 4
  %41 = icmp slt i32 %40, 0
  br i1 %41, label %45, label %42

42:                                               ; preds = %39
  %43 = load i32, ptr %10, align 4
  %44 = icmp sgt i32 %43, 4
  br i1 %44, label %45, label %57

45:                                               ; preds = %42, %39, %36, %33, %30, %27, %24
  %46 = load ptr, ptr %7, align 8
  %47 = icmp ne ptr %46, null
  br i1 %47, label %48, label %50

48:                                               ; preds = %45
  %49 = load ptr, ptr %7, align 8
  store i32 -2, ptr %49, align 4
  br label %50

50:                                               ; preds = %48, %45
  %51 = load ptr, ptr %13, align 8
  %52 = icmp ne ptr %51, null
  br i1 %52, label %53, label %56

53:                                               ; preds = %50
  %54 = load ptr, ptr %13, align 8
  %55 = getelementptr inbounds %struct.bzFile, ptr %54, i32 0, i32 5
  store i32 -2, ptr %55, align 8
  br label %56

56:                                               ; preds = %53, %50
  store ptr null, ptr %6, align 8
  br label %153

57:                                               ; preds = %42
  %58 = load ptr, ptr %8, align 8
  %59 = call i32 @ferror(ptr noundef %58) #8
  %60 = icmp ne i32 %59, 0
  br i1 %60, label %61, label %73

61:                                               ; preds = %57
  %62 = load ptr, ptr %7, align 8
  %63 = icmp ne ptr %62, null
  br i1 %63, label %64, label %66

64:                                               ; preds = %61
  %65 = load ptr, ptr %7, align 8
  store i32 -6, ptr %65, align 4
  br label %66

66:                                               ; preds = %64, %61
  %67 = load ptr, ptr %13, align 8
  %68 = icmp ne ptr %67, null
  br i1 %68, label %69, label %72

69:                                               ; preds = %66
  %70 = load ptr, ptr %13, align 8
  %71 = getelementptr inbounds %struct.bzFile, ptr %70, i32 0, i32 5
  store i32 -6, ptr %71, align 8
  br label %72

72:                                               ; preds = %69, %66
  store ptr null, ptr %6, align 8
  br label %153

73:                                               ; preds = %57
  %74 = call noalias ptr @malloc(i64 noundef 5104) #10
  store ptr %74, ptr %13, align 8
  %75 = load ptr, ptr %13, align 8
  %76 = icmp eq ptr %75, null
  br i1 %76, label %77, label %89

77:                                               ; preds = %73
  %78 = load ptr, ptr %7, align 8
  %79 = icmp ne ptr %78, null
  br i1 %79, label %80, label %82

80:                                               ; preds = %77
  %81 = load ptr, ptr %7, align 8
  store i32 -3, ptr %81, align 4
  br label %82

82:                                               ; preds = %80, %77
  %83 = load ptr, ptr %13, align 8
  %84 = icmp ne ptr %83, null
  br i1 %84, label %85, label %88

85:                                               ; preds = %82
  %86 = load ptr, ptr %13, align 8
  %87 = getelementptr inbounds %struct.bzFile, ptr %86, i32 0, i32 5
  store i32 -3, ptr %87, align 8
  br label %88

88:                                               ; preds = %85, %82
  store ptr null, ptr %6, align 8
  br label %153

89:                                               ; preds = %73
  %90 = load ptr, ptr %7, align 8
  %91 = icmp ne ptr %90, null
  br i1 %91, label %92, label %94

92:                                               ; preds = %89
  %93 = load ptr, ptr %7, align 8
  store i32 0, ptr %93, align 4
  br label %94

94:                                               ; preds = %92, %89
  %95 = load ptr, ptr %13, align 8
  %96 = icmp ne ptr %95, null
  br i1 %96, label %97, label %100

97:                                               ; preds = %94
  %98 = load ptr, ptr %13, align 8
  %99 = getelementptr inbounds %struct.bzFile, ptr %98, i32 0, i32 5
  store i32 0, ptr %99, align 8
  br label %100

100:                                              ; preds = %97, %94
  %101 = load ptr, ptr %13, align 8
  %102 = getelementptr inbounds %struct.bzFile, ptr %101, i32 0, i32 6
  store i8 0, ptr %102, align 4
  %103 = load ptr, ptr %13, align 8
  %104 = getelementptr inbounds %struct.bzFile, ptr %103, i32 0, i32 2
  store i32 0, ptr %104, align 8
  %105 = load ptr, ptr %8, align 8
  %106 = load ptr, ptr %13, align 8
  %107 = getelementptr inbounds %struct.bzFile, ptr %106, i32 0, i32 0
  store ptr %105, ptr %107, align 8
  %108 = load ptr, ptr %13, align 8
  %109 = getelementptr inbounds %struct.bzFile, ptr %108, i32 0, i32 3
  store i8 1, ptr %109, align 4
  %110 = load ptr, ptr %13, align 8
  %111 = getelementptr inbounds %struct.bzFile, ptr %110, i32 0, i32 4
  %112 = getelementptr inbounds %struct.bz_stream, ptr %111, i32 0, i32 9
  store ptr null, ptr %112, align 8
  %113 = load ptr, ptr %13, align 8
  %114 = getelementptr inbounds %struct.bzFile, ptr %113, i32 0, i32 4
  %115 = getelementptr inbounds %struct.bz_stream, ptr %114, i32 0, i32 10
  store ptr null, ptr %115, align 8
  %116 = load ptr, ptr %13, align 8
  %117 = getelementptr inbounds %struct.bzFile, ptr %116, i32 0, i32 4
  %118 = getelementptr inbounds %struct.bz_stream, ptr %117, i32 0, i32 11
  store ptr null, ptr %118, align 8
  %119 = load i32, ptr %11, align 4
  %120 = icmp eq i32 %119, 0
  br i1 %120, label %121, label %122

121:                                              ; preds = %100
  store i32 30, ptr %11, align 4
  br label %122

122:                                              ; preds = %121, %100
  %123 = load ptr, ptr %13, align 8
  %124 = getelementptr inbounds %struct.bzFile, ptr %123, i32 0, i32 4
  %125 = load i32, ptr %9, align 4
  %126 = load i32, ptr %10, align 4
  %127 = load i32, ptr %11, align 4
  %128 = call i32 @BZ2_bzCompressInit(ptr noundef %124, i32 noundef %125, i32 noundef %126, i32 noundef %127)
  store i32 %128, ptr %12, align 4
  %129 = load i32, ptr %12, align 4
  %130 = icmp ne i32 %129, 0
  br i1 %130, label %131, label %146

131:                                              ; preds = %122
  %132 = load ptr, ptr %7, align 8
  %133 = icmp ne ptr %132, null
  br i1 %133, label %134, label %137

134:                                              ; preds = %131
  %135 = load i32, ptr %12, align 4
  %136 = load ptr, ptr %7, align 8
  store i32 %135, ptr %136, align 4
  br label %137

137:                                              ; preds = %134, %131
  %138 = load ptr, ptr %13, align 8
  %139 = icmp ne ptr %138, null
  br i1 %139, label %140, label %144

140:                                              ; preds = %137
  %141 = load i32, ptr %12, align 4
  %142 = load ptr, ptr %13, align 8
  %143 = getelementptr inbounds %struct.bzFile, ptr %142, i32 0, i32 5
  store i32 %141, ptr %143, align 8
  br label %144

144:                                              ; preds = %140, %137
  %145 = load ptr, ptr %13, align 8
  call void @free(ptr noundef %145) #8
  store ptr null, ptr %6, align 8
  br label %153

146:                                              ; preds = %122
  %147 = load ptr, ptr %13, align 8
  %148 = getelementptr inbounds %struct.bzFile, ptr %147, i32 0, i32 4
  %149 = getelementptr inbounds %struct.bz_stream, ptr %148, i32 0, i32 1
  store i32 0, ptr %149, align 8
  %150 = load ptr, ptr %13, align 8
  %151 = getelementptr inbounds %struct.bzFile, ptr %150, i32 0, i32 6
  store i8 1, ptr %151, align 4
  %152 = load ptr, ptr %13, align 8
  store ptr %152, ptr %6, align 8
  br label %153

153:                                              ; preds = %146, %144, %88, %72, %56
  %154 = load ptr, ptr %6, align 8
  ret ptr %154
}

; Function Attrs: nounwind
declare i32 @ferror(ptr noundef) #1

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #4

; Function Attrs: nounwind
declare void @free(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @BZ2_bzWrite(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %13 = load ptr, ptr %6, align 8
  store ptr %13, ptr %12, align 8
  %14 = load ptr, ptr %5, align 8
  %15 = icmp ne ptr %14, null
  br i1 %15, label %16, label %18

16:                                               ; preds = %4
  %17 = load ptr, ptr %5, align 8
  store i32 0, ptr %17, align 4
  br label %18

18:                                               ; preds = %16, %4
  %19 = load ptr, ptr %12, align 8
  %20 = icmp ne ptr %19, null
  br i1 %20, label %21, label %24

21:                                               ; preds = %18
  %22 = load ptr, ptr %12, align 8
  %23 = getelementptr inbounds %struct.bzFile, ptr %22, i32 0, i32 5
  store i32 0, ptr %23, align 8
  br label %24

24:                                               ; preds = %21, %18
  %25 = load ptr, ptr %12, align 8
  %26 = icmp eq ptr %25, null
  br i1 %26, label %33, label %27

27:                                               ; preds = %24
  %28 = load ptr, ptr %7, align 8
  %29 = icmp eq ptr %28, null
  br i1 %29, label %33, label %30

30:                                               ; preds = %27
  %31 = load i32, ptr %8, align 4
  %32 = icmp slt i32 %31, 0
  br i1 %32, label %33, label %45

33:                                               ; preds = %30, %27, %24
  %34 = load ptr, ptr %5, align 8
  %35 = icmp ne ptr %34, null
  br i1 %35, label %36, label %38

36:                                               ; preds = %33
  %37 = load ptr, ptr %5, align 8
  store i32 -2, ptr %37, align 4
  br label %38

38:                                               ; preds = %36, %33
  %39 = load ptr, ptr %12, align 8
  %40 = icmp ne ptr %39, null
  br i1 %40, label %41, label %44

41:                                               ; preds = %38
  %42 = load ptr, ptr %12, align 8
  %43 = getelementptr inbounds %struct.bzFile, ptr %42, i32 0, i32 5
  store i32 -2, ptr %43, align 8
  br label %44

44:                                               ; preds = %41, %38
  br label %196

45:                                               ; preds = %30
  %46 = load ptr, ptr %12, align 8
  %47 = getelementptr inbounds %struct.bzFile, ptr %46, i32 0, i32 3
  %48 = load i8, ptr %47, align 4
  %49 = icmp ne i8 %48, 0
  br i1 %49, label %62, label %50

50:                                               ; preds = %45
  %51 = load ptr, ptr %5, align 8
  %52 = icmp ne ptr %51, null
  br i1 %52, label %53, label %55

53:                                               ; preds = %50
  %54 = load ptr, ptr %5, align 8
  store i32 -1, ptr %54, align 4
  br label %55

55:                                               ; preds = %53, %50
  %56 = load ptr, ptr %12, align 8
  %57 = icmp ne ptr %56, null
  br i1 %57, label %58, label %61

58:                                               ; preds = %55
  %59 = load ptr, ptr %12, align 8
  %60 = getelementptr inbounds %struct.bzFile, ptr %59, i32 0, i32 5
  store i32 -1, ptr %60, align 8
  br label %61

61:                                               ; preds = %58, %55
  br label %196

62:                                               ; preds = %45
  %63 = load ptr, ptr %12, align 8
  %64 = getelementptr inbounds %struct.bzFile, ptr %63, i32 0, i32 0
  %65 = load ptr, ptr %64, align 8
  %66 = call i32 @ferror(ptr noundef %65) #8
  %67 = icmp ne i32 %66, 0
  br i1 %67, label %68, label %80

68:                                               ; preds = %62
  %69 = load ptr, ptr %5, align 8
  %70 = icmp ne ptr %69, null
  br i1 %70, label %71, label %73

71:                                               ; preds = %68
  %72 = load ptr, ptr %5, align 8
  store i32 -6, ptr %72, align 4
  br label %73

73:                                               ; preds = %71, %68
  %74 = load ptr, ptr %12, align 8
  %75 = icmp ne ptr %74, null
  br i1 %75, label %76, label %79

76:                                               ; preds = %73
  %77 = load ptr, ptr %12, align 8
  %78 = getelementptr inbounds %struct.bzFile, ptr %77, i32 0, i32 5
  store i32 -6, ptr %78, align 8
  br label %79

79:                                               ; preds = %76, %73
  br label %196

80:                                               ; preds = %62
  %81 = load i32, ptr %8, align 4
  %82 = icmp eq i32 %81, 0
  br i1 %82, label %83, label %95

83:                                               ; preds = %80
  %84 = load ptr, ptr %5, align 8
  %85 = icmp ne ptr %84, null
  br i1 %85, label %86, label %88

86:                                               ; preds = %83
  %87 = load ptr, ptr %5, align 8
  store i32 0, ptr %87, align 4
  br label %88

88:                                               ; preds = %86, %83
  %89 = load ptr, ptr %12, align 8
  %90 = icmp ne ptr %89, null
  br i1 %90, label %91, label %94

91:                                               ; preds = %88
  %92 = load ptr, ptr %12, align 8
  %93 = getelementptr inbounds %struct.bzFile, ptr %92, i32 0, i32 5
  store i32 0, ptr %93, align 8
  br label %94

94:                                               ; preds = %91, %88
  br label %196

95:                                               ; preds = %80
  %96 = load i32, ptr %8, align 4
  %97 = load ptr, ptr %12, align 8
  %98 = getelementptr inbounds %struct.bzFile, ptr %97, i32 0, i32 4
  %99 = getelementptr inbounds %struct.bz_stream, ptr %98, i32 0, i32 1
  store i32 %96, ptr %99, align 8
  %100 = load ptr, ptr %7, align 8
  %101 = load ptr, ptr %12, align 8
  %102 = getelementptr inbounds %struct.bzFile, ptr %101, i32 0, i32 4
  %103 = getelementptr inbounds %struct.bz_stream, ptr %102, i32 0, i32 0
  store ptr %100, ptr %103, align 8
  br label %104

104:                                              ; preds = %95, %195
  %105 = load ptr, ptr %12, align 8
  %106 = getelementptr inbounds %struct.bzFile, ptr %105, i32 0, i32 4
  %107 = getelementptr inbounds %struct.bz_stream, ptr %106, i32 0, i32 5
  store i32 5000, ptr %107, align 8
  %108 = load ptr, ptr %12, align 8
  %109 = getelementptr inbounds %struct.bzFile, ptr %108, i32 0, i32 1
  %110 = getelementptr inbounds [5000 x i8], ptr %109, i64 0, i64 0
  %111 = load ptr, ptr %12, align 8
  %112 = getelementptr inbounds %struct.bzFile, ptr %111, i32 0, i32 4
  %113 = getelementptr inbounds %struct.bz_stream, ptr %112, i32 0, i32 4
  store ptr %110, ptr %113, align 8
  %114 = load ptr, ptr %12, align 8
  %115 = getelementptr inbounds %struct.bzFile, ptr %114, i32 0, i32 4
  %116 = call i32 @BZ2_bzCompress(ptr noundef %115, i32 noundef 0)
  store i32 %116, ptr %11, align 4
  %117 = load i32, ptr %11, align 4
  %118 = icmp ne i32 %117, 1
  br i1 %118, label %119, label %133

119:                                              ; preds = %104
  %120 = load ptr, ptr %5, align 8
  %121 = icmp ne ptr %120, null
  br i1 %121, label %122, label %125

122:                                              ; preds = %119
  %123 = load i32, ptr %11, align 4
  %124 = load ptr, ptr %5, align 8
  store i32 %123, ptr %124, align 4
  br label %125

125:                                              ; preds = %122, %119
  %126 = load ptr, ptr %12, align 8
  %127 = icmp ne ptr %126, null
  br i1 %127, label %128, label %132

128:                                              ; preds = %125
  %129 = load i32, ptr %11, align 4
  %130 = load ptr, ptr %12, align 8
  %131 = getelementptr inbounds %struct.bzFile, ptr %130, i32 0, i32 5
  store i32 %129, ptr %131, align 8
  br label %132

132:                                              ; preds = %128, %125
  br label %196

133:                                              ; preds = %104
  %134 = load ptr, ptr %12, align 8
  %135 = getelementptr inbounds %struct.bzFile, ptr %134, i32 0, i32 4
  %136 = getelementptr inbounds %struct.bz_stream, ptr %135, i32 0, i32 5
  %137 = load i32, ptr %136, align 8
  %138 = icmp ult i32 %137, 5000
  br i1 %138, label %139, label %177

139:                                              ; preds = %133
  %140 = load ptr, ptr %12, align 8
  %141 = getelementptr inbounds %struct.bzFile, ptr %140, i32 0, i32 4
  %142 = getelementptr inbounds %struct.bz_stream, ptr %141, i32 0, i32 5
  %143 = load i32, ptr %142, align 8
  %144 = sub i32 5000, %143
  store i32 %144, ptr %9, align 4
  %145 = load ptr, ptr %12, align 8
  %146 = getelementptr inbounds %struct.bzFile, ptr %145, i32 0, i32 1
  %147 = getelementptr inbounds [5000 x i8], ptr %146, i64 0, i64 0
  %148 = load i32, ptr %9, align 4
  %149 = sext i32 %148 to i64
  %150 = load ptr, ptr %12, align 8
  %151 = getelementptr inbounds %struct.bzFile, ptr %150, i32 0, i32 0
  %152 = load ptr, ptr %151, align 8
  %153 = call i64 @fwrite(ptr noundef %147, i64 noundef 1, i64 noundef %149, ptr noundef %152)
  %154 = trunc i64 %153 to i32
  store i32 %154, ptr %10, align 4
  %155 = load i32, ptr %9, align 4
  %156 = load i32, ptr %10, align 4
  %157 = icmp ne i32 %155, %156
  br i1 %157, label %164, label %158

158:                                              ; preds = %139
  %159 = load ptr, ptr %12, align 8
  %160 = getelementptr inbounds %struct.bzFile, ptr %159, i32 0, i32 0
  %161 = load ptr, ptr %160, align 8
  %162 = call i32 @ferror(ptr noundef %161) #8
  %163 = icmp ne i32 %162, 0
  br i1 %163, label %164, label %176

164:                                              ; preds = %158, %139
  %165 = load ptr, ptr %5, align 8
  %166 = icmp ne ptr %165, null
  br i1 %166, label %167, label %169

167:                                              ; preds = %164
  %168 = load ptr, ptr %5, align 8
  store i32 -6, ptr %168, align 4
  br label %169

169:                                              ; preds = %167, %164
  %170 = load ptr, ptr %12, align 8
  %171 = icmp ne ptr %170, null
  br i1 %171, label %172, label %175

172:                                              ; preds = %169
  %173 = load ptr, ptr %12, align 8
  %174 = getelementptr inbounds %struct.bzFile, ptr %173, i32 0, i32 5
  store i32 -6, ptr %174, align 8
  br label %175

175:                                              ; preds = %172, %169
  br label %196

176:                                              ; preds = %158
  br label %177

177:                                              ; preds = %176, %133
  %178 = load ptr, ptr %12, align 8
  %179 = getelementptr inbounds %struct.bzFile, ptr %178, i32 0, i32 4
  %180 = getelementptr inbounds %struct.bz_stream, ptr %179, i32 0, i32 1
  %181 = load i32, ptr %180, align 8
  %182 = icmp eq i32 %181, 0
  br i1 %182, label %183, label %195

183:                                              ; preds = %177
  %184 = load ptr, ptr %5, align 8
  %185 = icmp ne ptr %184, null
  br i1 %185, label %186, label %188

186:                                              ; preds = %183
  %187 = load ptr, ptr %5, align 8
  store i32 0, ptr %187, align 4
  br label %188

188:                                              ; preds = %186, %183
  %189 = load ptr, ptr %12, align 8
  %190 = icmp ne ptr %189, null
  br i1 %190, label %191, label %194

191:                                              ; preds = %188
  %192 = load ptr, ptr %12, align 8
  %193 = getelementptr inbounds %struct.bzFile, ptr %192, i32 0, i32 5
  store i32 0, ptr %193, align 8
  br label %194

194:                                              ; preds = %191, %188
  br label %196

195:                                              ; preds = %177
  br label %104

196:                                              ; preds = %194, %175, %132, %94, %79, %61, %44
  ret void
}

declare i64 @fwrite(ptr noundef, i64 noundef, i64 noundef, ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @BZ2_bzWriteClose(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store ptr %3, ptr %9, align 8
  store ptr %4, ptr %10, align 8
  %11 = load ptr, ptr %6, align 8
  %12 = load ptr, ptr %7, align 8
  %13 = load i32, ptr %8, align 4
  %14 = load ptr, ptr %9, align 8
  %15 = load ptr, ptr %10, align 8
  call void @BZ2_bzWriteClose64(ptr noundef %11, ptr noundef %12, i32 noundef %13, ptr noundef %14, ptr noundef null, ptr noundef %15, ptr noundef null)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @BZ2_bzWriteClose64(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, ptr noundef %6) #0 {
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 8
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store i32 %2, ptr %10, align 4
  store ptr %3, ptr %11, align 8
  store ptr %4, ptr %12, align 8
  store ptr %5, ptr %13, align 8
  store ptr %6, ptr %14, align 8
  %19 = load ptr, ptr %9, align 8
  store ptr %19, ptr %18, align 8
  %20 = load ptr, ptr %18, align 8
  %21 = icmp eq ptr %20, null
  br i1 %21, label %22, label %34

22:                                               ; preds = %7
  %23 = load ptr, ptr %8, align 8
  %24 = icmp ne ptr %23, null
  br i1 %24, label %25, label %27

25:                                               ; preds = %22
  %26 = load ptr, ptr %8, align 8
  store i32 0, ptr %26, align 4
  br label %27

27:                                               ; preds = %25, %22
  %28 = load ptr, ptr %18, align 8
  %29 = icmp ne ptr %28, null
  br i1 %29, label %30, label %33

30:                                               ; preds = %27
  %31 = load ptr, ptr %18, align 8
  %32 = getelementptr inbounds %struct.bzFile, ptr %31, i32 0, i32 5
  store i32 0, ptr %32, align 8
  br label %33

33:                                               ; preds = %30, %27
  br label %264

34:                                               ; preds = %7
  %35 = load ptr, ptr %18, align 8
  %36 = getelementptr inbounds %struct.bzFile, ptr %35, i32 0, i32 3
  %37 = load i8, ptr %36, align 4
  %38 = icmp ne i8 %37, 0
  br i1 %38, label %51, label %39

39:                                               ; preds = %34
  %40 = load ptr, ptr %8, align 8
  %41 = icmp ne ptr %40, null
  br i1 %41, label %42, label %44

42:                                               ; preds = %39
  %43 = load ptr, ptr %8, align 8
  store i32 -1, ptr %43, align 4
  br label %44

44:                                               ; preds = %42, %39
  %45 = load ptr, ptr %18, align 8
  %46 = icmp ne ptr %45, null
  br i1 %46, label %47, label %50

47:                                               ; preds = %44
  %48 = load ptr, ptr %18, align 8
  %49 = getelementptr inbounds %struct.bzFile, ptr %48, i32 0, i32 5
  store i32 -1, ptr %49, align 8
  br label %50

50:                                               ; preds = %47, %44
  br label %264

51:                                               ; preds = %34
  %52 = load ptr, ptr %18, align 8
  %53 = getelementptr inbounds %struct.bzFile, ptr %52, i32 0, i32 0
  %54 = load ptr, ptr %53, align 8
  %55 = call i32 @ferror(ptr noundef %54) #8
  %56 = icmp ne i32 %55, 0
  br i1 %56, label %57, label %69

57:                                               ; preds = %51
  %58 = load ptr, ptr %8, align 8
  %59 = icmp ne ptr %58, null
  br i1 %59, label %60, label %62

60:                                               ; preds = %57
  %61 = load ptr, ptr %8, align 8
  store i32 -6, ptr %61, align 4
  br label %62

62:                                               ; preds = %60, %57
  %63 = load ptr, ptr %18, align 8
  %64 = icmp ne ptr %63, null
  br i1 %64, label %65, label %68

65:                                               ; preds = %62
  %66 = load ptr, ptr %18, align 8
  %67 = getelementptr inbounds %struct.bzFile, ptr %66, i32 0, i32 5
  store i32 -6, ptr %67, align 8
  br label %68

68:                                               ; preds = %65, %62
  br label %264

69:                                               ; preds = %51
  %70 = load ptr, ptr %11, align 8
  %71 = icmp ne ptr %70, null
  br i1 %71, label %72, label %74

72:                                               ; preds = %69
  %73 = load ptr, ptr %11, align 8
  store i32 0, ptr %73, align 4
  br label %74

74:                                               ; preds = %72, %69
  %75 = load ptr, ptr %12, align 8
  %76 = icmp ne ptr %75, null
  br i1 %76, label %77, label %79

77:                                               ; preds = %74
  %78 = load ptr, ptr %12, align 8
  store i32 0, ptr %78, align 4
  br label %79

79:                                               ; preds = %77, %74
  %80 = load ptr, ptr %13, align 8
  %81 = icmp ne ptr %80, null
  br i1 %81, label %82, label %84

82:                                               ; preds = %79
  %83 = load ptr, ptr %13, align 8
  store i32 0, ptr %83, align 4
  br label %84

84:                                               ; preds = %82, %79
  %85 = load ptr, ptr %14, align 8
  %86 = icmp ne ptr %85, null
  br i1 %86, label %87, label %89

87:                                               ; preds = %84
  %88 = load ptr, ptr %14, align 8
  store i32 0, ptr %88, align 4
  br label %89

89:                                               ; preds = %87, %84
  %90 = load i32, ptr %10, align 4
  %91 = icmp ne i32 %90, 0
  br i1 %91, label %180, label %92

92:                                               ; preds = %89
  %93 = load ptr, ptr %18, align 8
  %94 = getelementptr inbounds %struct.bzFile, ptr %93, i32 0, i32 5
  %95 = load i32, ptr %94, align 8
  %96 = icmp eq i32 %95, 0
  br i1 %96, label %97, label %180

97:                                               ; preds = %92
  br label %98

98:                                               ; preds = %97, %178
  %99 = load ptr, ptr %18, align 8
  %100 = getelementptr inbounds %struct.bzFile, ptr %99, i32 0, i32 4
  %101 = getelementptr inbounds %struct.bz_stream, ptr %100, i32 0, i32 5
  store i32 5000, ptr %101, align 8
  %102 = load ptr, ptr %18, align 8
  %103 = getelementptr inbounds %struct.bzFile, ptr %102, i32 0, i32 1
  %104 = getelementptr inbounds [5000 x i8], ptr %103, i64 0, i64 0
  %105 = load ptr, ptr %18, align 8
  %106 = getelementptr inbounds %struct.bzFile, ptr %105, i32 0, i32 4
  %107 = getelementptr inbounds %struct.bz_stream, ptr %106, i32 0, i32 4
  store ptr %104, ptr %107, align 8
  %108 = load ptr, ptr %18, align 8
  %109 = getelementptr inbounds %struct.bzFile, ptr %108, i32 0, i32 4
  %110 = call i32 @BZ2_bzCompress(ptr noundef %109, i32 noundef 2)
  store i32 %110, ptr %17, align 4
  %111 = load i32, ptr %17, align 4
  %112 = icmp ne i32 %111, 3
  br i1 %112, label %113, label %130

113:                                              ; preds = %98
  %114 = load i32, ptr %17, align 4
  %115 = icmp ne i32 %114, 4
  br i1 %115, label %116, label %130

116:                                              ; preds = %113
  %117 = load ptr, ptr %8, align 8
  %118 = icmp ne ptr %117, null
  br i1 %118, label %119, label %122

119:                                              ; preds = %116
  %120 = load i32, ptr %17, align 4
  %121 = load ptr, ptr %8, align 8
  store i32 %120, ptr %121, align 4
  br label %122

122:                                              ; preds = %119, %116
  %123 = load ptr, ptr %18, align 8
  %124 = icmp ne ptr %123, null
  br i1 %124, label %125, label %129

125:                                              ; preds = %122
  %126 = load i32, ptr %17, align 4
  %127 = load ptr, ptr %18, align 8
  %128 = getelementptr inbounds %struct.bzFile, ptr %127, i32 0, i32 5
  store i32 %126, ptr %128, align 8
  br label %129

129:                                              ; preds = %125, %122
  br label %264

130:                                              ; preds = %113, %98
  %131 = load ptr, ptr %18, align 8
  %132 = getelementptr inbounds %struct.bzFile, ptr %131, i32 0, i32 4
  %133 = getelementptr inbounds %struct.bz_stream, ptr %132, i32 0, i32 5
  %134 = load i32, ptr %133, align 8
  %135 = icmp ult i32 %134, 5000
  br i1 %135, label %136, label %174

136:                                              ; preds = %130
  %137 = load ptr, ptr %18, align 8
  %138 = getelementptr inbounds %struct.bzFile, ptr %137, i32 0, i32 4
  %139 = getelementptr inbounds %struct.bz_stream, ptr %138, i32 0, i32 5
  %140 = load i32, ptr %139, align 8
  %141 = sub i32 5000, %140
  store i32 %141, ptr %15, align 4
  %142 = load ptr, ptr %18, align 8
  %143 = getelementptr inbounds %struct.bzFile, ptr %142, i32 0, i32 1
  %144 = getelementptr inbounds [5000 x i8], ptr %143, i64 0, i64 0
  %145 = load i32, ptr %15, align 4
  %146 = sext i32 %145 to i64
  %147 = load ptr, ptr %18, align 8
  %148 = getelementptr inbounds %struct.bzFile, ptr %147, i32 0, i32 0
  %149 = load ptr, ptr %148, align 8
  %150 = call i64 @fwrite(ptr noundef %144, i64 noundef 1, i64 noundef %146, ptr noundef %149)
  %151 = trunc i64 %150 to i32
  store i32 %151, ptr %16, align 4
  %152 = load i32, ptr %15, align 4
  %153 = load i32, ptr %16, align 4
  %154 = icmp ne i32 %152, %153
  br i1 %154, label %161, label %155

155:                                              ; preds = %136
  %156 = load ptr, ptr %18, align 8
  %157 = getelementptr inbounds %struct.bzFile, ptr %156, i32 0, i32 0
  %158 = load ptr, ptr %157, align 8
  %159 = call i32 @ferror(ptr noundef %158) #8
  %160 = icmp ne i32 %159, 0
  br i1 %160, label %161, label %173

161:                                              ; preds = %155, %136
  %162 = load ptr, ptr %8, align 8
  %163 = icmp ne ptr %162, null
  br i1 %163, label %164, label %166

164:                                              ; preds = %161
  %165 = load ptr, ptr %8, align 8
  store i32 -6, ptr %165, align 4
  br label %166

166:                                              ; preds = %164, %161
  %167 = load ptr, ptr %18, align 8
  %168 = icmp ne ptr %167, null
  br i1 %168, label %169, label %172

169:                                              ; preds = %166
  %170 = load ptr, ptr %18, align 8
  %171 = getelementptr inbounds %struct.bzFile, ptr %170, i32 0, i32 5
  store i32 -6, ptr %171, align 8
  br label %172

172:                                              ; preds = %169, %166
  br label %264

173:                                              ; preds = %155
  br label %174

174:                                              ; preds = %173, %130
  %175 = load i32, ptr %17, align 4
  %176 = icmp eq i32 %175, 4
  br i1 %176, label %177, label %178

177:                                              ; preds = %174
  br label %179

178:                                              ; preds = %174
  br label %98

179:                                              ; preds = %177
  br label %180

180:                                              ; preds = %179, %92, %89
  %181 = load i32, ptr %10, align 4
  %182 = icmp ne i32 %181, 0
  br i1 %182, label %212, label %183

183:                                              ; preds = %180
  %184 = load ptr, ptr %18, align 8
  %185 = getelementptr inbounds %struct.bzFile, ptr %184, i32 0, i32 0
  %186 = load ptr, ptr %185, align 8
  %187 = call i32 @ferror(ptr noundef %186) #8
  %188 = icmp ne i32 %187, 0
  br i1 %188, label %212, label %189

189:                                              ; preds = %183
  %190 = load ptr, ptr %18, align 8
  %191 = getelementptr inbounds %struct.bzFile, ptr %190, i32 0, i32 0
  %192 = load ptr, ptr %191, align 8
  %193 = call i32 @fflush(ptr noundef %192)
  %194 = load ptr, ptr %18, align 8
  %195 = getelementptr inbounds %struct.bzFile, ptr %194, i32 0, i32 0
  %196 = load ptr, ptr %195, align 8
  %197 = call i32 @ferror(ptr noundef %196) #8
  %198 = icmp ne i32 %197, 0
  br i1 %198, label %199, label %211

199:                                              ; preds = %189
  %200 = load ptr, ptr %8, align 8
  %201 = icmp ne ptr %200, null
  br i1 %201, label %202, label %204

202:                                              ; preds = %199
  %203 = load ptr, ptr %8, align 8
  store i32 -6, ptr %203, align 4
  br label %204

204:                                              ; preds = %202, %199
  %205 = load ptr, ptr %18, align 8
  %206 = icmp ne ptr %205, null
  br i1 %206, label %207, label %210

207:                                              ; preds = %204
  %208 = load ptr, ptr %18, align 8
  %209 = getelementptr inbounds %struct.bzFile, ptr %208, i32 0, i32 5
  store i32 -6, ptr %209, align 8
  br label %210

210:                                              ; preds = %207, %204
  br label %264

211:                                              ; preds = %189
  br label %212

212:                                              ; preds = %211, %183, %180
  %213 = load ptr, ptr %11, align 8
  %214 = icmp ne ptr %213, null
  br i1 %214, label %215, label %221

215:                                              ; preds = %212
  %216 = load ptr, ptr %18, align 8
  %217 = getelementptr inbounds %struct.bzFile, ptr %216, i32 0, i32 4
  %218 = getelementptr inbounds %struct.bz_stream, ptr %217, i32 0, i32 2
  %219 = load i32, ptr %218, align 4
  %220 = load ptr, ptr %11, align 8
  store i32 %219, ptr %220, align 4
  br label %221

221:                                              ; preds = %215, %212
  %222 = load ptr, ptr %12, align 8
  %223 = icmp ne ptr %222, null
  br i1 %223, label %224, label %230

224:                                              ; preds = %221
  %225 = load ptr, ptr %18, align 8
  %226 = getelementptr inbounds %struct.bzFile, ptr %225, i32 0, i32 4
  %227 = getelementptr inbounds %struct.bz_stream, ptr %226, i32 0, i32 3
  %228 = load i32, ptr %227, align 8
  %229 = load ptr, ptr %12, align 8
  store i32 %228, ptr %229, align 4
  br label %230

230:                                              ; preds = %224, %221
  %231 = load ptr, ptr %13, align 8
  %232 = icmp ne ptr %231, null
  br i1 %232, label %233, label %239

233:                                              ; preds = %230
  %234 = load ptr, ptr %18, align 8
  %235 = getelementptr inbounds %struct.bzFile, ptr %234, i32 0, i32 4
  %236 = getelementptr inbounds %struct.bz_stream, ptr %235, i32 0, i32 6
  %237 = load i32, ptr %236, align 4
  %238 = load ptr, ptr %13, align 8
  store i32 %237, ptr %238, align 4
  br label %239

239:                                              ; preds = %233, %230
  %240 = load ptr, ptr %14, align 8
  %241 = icmp ne ptr %240, null
  br i1 %241, label %242, label %248

242:                                              ; preds = %239
  %243 = load ptr, ptr %18, align 8
  %244 = getelementptr inbounds %struct.bzFile, ptr %243, i32 0, i32 4
  %245 = getelementptr inbounds %struct.bz_stream, ptr %244, i32 0, i32 7
  %246 = load i32, ptr %245, align 8
  %247 = load ptr, ptr %14, align 8
  store i32 %246, ptr %247, align 4
  br label %248

248:                                              ; preds = %242, %239
  %249 = load ptr, ptr %8, align 8
  %250 = icmp ne ptr %249, null
  br i1 %250, label %251, label %253

251:                                              ; preds = %248
  %252 = load ptr, ptr %8, align 8
  store i32 0, ptr %252, align 4
  br label %253

253:                                              ; preds = %251, %248
  %254 = load ptr, ptr %18, align 8
  %255 = icmp ne ptr %254, null
  br i1 %255, label %256, label %259

256:                                              ; preds = %253
  %257 = load ptr, ptr %18, align 8
  %258 = getelementptr inbounds %struct.bzFile, ptr %257, i32 0, i32 5
  store i32 0, ptr %258, align 8
  br label %259

259:                                              ; preds = %256, %253
  %260 = load ptr, ptr %18, align 8
  %261 = getelementptr inbounds %struct.bzFile, ptr %260, i32 0, i32 4
  %262 = call i32 @BZ2_bzCompressEnd(ptr noundef %261)
  %263 = load ptr, ptr %18, align 8
  call void @free(ptr noundef %263) #8
  br label %264

264:                                              ; preds = %259, %210, %172, %129, %68, %50, %33
  ret void
}

declare i32 @fflush(ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @BZ2_bzReadOpen(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, ptr noundef %4, i32 noundef %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca ptr, align 8
  %15 = alloca i32, align 4
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store i32 %2, ptr %10, align 4
  store i32 %3, ptr %11, align 4
  store ptr %4, ptr %12, align 8
  store i32 %5, ptr %13, align 4
  store ptr null, ptr %14, align 8
  %16 = load ptr, ptr %8, align 8
  %17 = icmp ne ptr %16, null
  br i1 %17, label %18, label %20

18:                                               ; preds = %6
  %19 = load ptr, ptr %8, align 8
  store i32 0, ptr %19, align 4
  br label %20

20:                                               ; preds = %18, %6
  %21 = load ptr, ptr %14, align 8
  %22 = icmp ne ptr %21, null
  br i1 %22, label %23, label %26

23:                                               ; preds = %20
  %24 = load ptr, ptr %14, align 8
  %25 = getelementptr inbounds %struct.bzFile, ptr %24, i32 0, i32 5
  store i32 0, ptr %25, align 8
  br label %26

26:                                               ; preds = %23, %20
  %27 = load ptr, ptr %9, align 8
  %28 = icmp eq ptr %27, null
  br i1 %28, label %56, label %29

29:                                               ; preds = %26
  %30 = load i32, ptr %11, align 4
  %31 = icmp ne i32 %30, 0
  br i1 %31, label %32, label %35

32:                                               ; preds = %29
  %33 = load i32, ptr %11, align 4
  %34 = icmp ne i32 %33, 1
  br i1 %34, label %56, label %35

35:                                               ; preds = %32, %29
  %36 = load i32, ptr %10, align 4
  %37 = icmp slt i32 %36, 0
  br i1 %37, label %56, label %38

38:                                               ; preds = %35
  %39 = load i32, ptr %10, align 4
  %40 = icmp sgt i32 %39, 4
  br i1 %40, label %56, label %41

41:                                               ; preds = %38
  %42 = load ptr, ptr %12, align 8
  %43 = icmp eq ptr %42, null
  br i1 %43, label %44, label %47

44:                                               ; preds = %41
  %45 = load i32, ptr %13, align 4
  %46 = icmp ne i32 %45, 0
  br i1 %46, label %56, label %47

47:                                               ; preds = %44, %41
  %48 = load ptr, ptr %12, align 8
  %49 = icmp ne ptr %48, null
  br i1 %49, label %50, label %68

50:                                               ; preds = %47
  %51 = load i32, ptr %13, align 4
  %52 = icmp slt i32 %51, 0
  br i1 %52, label %56, label %53

53:                                               ; preds = %50
  %54 = load i32, ptr %13, align 4
  %55 = icmp sgt i32 %54, 5000
  br i1 %55, label %56, label %68

56:                                               ; preds = %53, %50, %44, %38, %35, %32, %26
  %57 = load ptr, ptr %8, align 8
  %58 = icmp ne ptr %57, null
  br i1 %58, label %59, label %61

59:                                               ; preds = %56
  %60 = load ptr, ptr %8, align 8
  store i32 -2, ptr %60, align 4
  br label %61

61:                                               ; preds = %59, %56
  %62 = load ptr, ptr %14, align 8
  %63 = icmp ne ptr %62, null
  br i1 %63, label %64, label %67

64:                                               ; preds = %61
  %65 = load ptr, ptr %14, align 8
  %66 = getelementptr inbounds %struct.bzFile, ptr %65, i32 0, i32 5
  store i32 -2, ptr %66, align 8
  br label %67

67:                                               ; preds = %64, %61
  store ptr null, ptr %7, align 8
  br label %190

68:                                               ; preds = %53, %47
  %69 = load ptr, ptr %9, align 8
  %70 = call i32 @ferror(ptr noundef %69) #8
  %71 = icmp ne i32 %70, 0
  br i1 %71, label %72, label %84

72:                                               ; preds = %68
  %73 = load ptr, ptr %8, align 8
  %74 = icmp ne ptr %73, null
  br i1 %74, label %75, label %77

75:                                               ; preds = %72
  %76 = load ptr, ptr %8, align 8
  store i32 -6, ptr %76, align 4
  br label %77

77:                                               ; preds = %75, %72
  %78 = load ptr, ptr %14, align 8
  %79 = icmp ne ptr %78, null
  br i1 %79, label %80, label %83

80:                                               ; preds = %77
  %81 = load ptr, ptr %14, align 8
  %82 = getelementptr inbounds %struct.bzFile, ptr %81, i32 0, i32 5
  store i32 -6, ptr %82, align 8
  br label %83

83:                                               ; preds = %80, %77
  store ptr null, ptr %7, align 8
  br label %190

84:                                               ; preds = %68
  %85 = call noalias ptr @malloc(i64 noundef 5104) #10
  store ptr %85, ptr %14, align 8
  %86 = load ptr, ptr %14, align 8
  %87 = icmp eq ptr %86, null
  br i1 %87, label %88, label %100

88:                                               ; preds = %84
  %89 = load ptr, ptr %8, align 8
  %90 = icmp ne ptr %89, null
  br i1 %90, label %91, label %93

91:                                               ; preds = %88
  %92 = load ptr, ptr %8, align 8
  store i32 -3, ptr %92, align 4
  br label %93

93:                                               ; preds = %91, %88
  %94 = load ptr, ptr %14, align 8
  %95 = icmp ne ptr %94, null
  br i1 %95, label %96, label %99

96:                                               ; preds = %93
  %97 = load ptr, ptr %14, align 8
  %98 = getelementptr inbounds %struct.bzFile, ptr %97, i32 0, i32 5
  store i32 -3, ptr %98, align 8
  br label %99

99:                                               ; preds = %96, %93
  store ptr null, ptr %7, align 8
  br label %190

100:                                              ; preds = %84
  %101 = load ptr, ptr %8, align 8
  %102 = icmp ne ptr %101, null
  br i1 %102, label %103, label %105

103:                                              ; preds = %100
  %104 = load ptr, ptr %8, align 8
  store i32 0, ptr %104, align 4
  br label %105

105:                                              ; preds = %103, %100
  %106 = load ptr, ptr %14, align 8
  %107 = icmp ne ptr %106, null
  br i1 %107, label %108, label %111

108:                                              ; preds = %105
  %109 = load ptr, ptr %14, align 8
  %110 = getelementptr inbounds %struct.bzFile, ptr %109, i32 0, i32 5
  store i32 0, ptr %110, align 8
  br label %111

111:                                              ; preds = %108, %105
  %112 = load ptr, ptr %14, align 8
  %113 = getelementptr inbounds %struct.bzFile, ptr %112, i32 0, i32 6
  store i8 0, ptr %113, align 4
  %114 = load ptr, ptr %9, align 8
  %115 = load ptr, ptr %14, align 8
  %116 = getelementptr inbounds %struct.bzFile, ptr %115, i32 0, i32 0
  store ptr %114, ptr %116, align 8
  %117 = load ptr, ptr %14, align 8
  %118 = getelementptr inbounds %struct.bzFile, ptr %117, i32 0, i32 2
  store i32 0, ptr %118, align 8
  %119 = load ptr, ptr %14, align 8
  %120 = getelementptr inbounds %struct.bzFile, ptr %119, i32 0, i32 3
  store i8 0, ptr %120, align 4
  %121 = load ptr, ptr %14, align 8
  %122 = getelementptr inbounds %struct.bzFile, ptr %121, i32 0, i32 4
  %123 = getelementptr inbounds %struct.bz_stream, ptr %122, i32 0, i32 9
  store ptr null, ptr %123, align 8
  %124 = load ptr, ptr %14, align 8
  %125 = getelementptr inbounds %struct.bzFile, ptr %124, i32 0, i32 4
  %126 = getelementptr inbounds %struct.bz_stream, ptr %125, i32 0, i32 10
  store ptr null, ptr %126, align 8
  %127 = load ptr, ptr %14, align 8
  %128 = getelementptr inbounds %struct.bzFile, ptr %127, i32 0, i32 4
  %129 = getelementptr inbounds %struct.bz_stream, ptr %128, i32 0, i32 11
  store ptr null, ptr %129, align 8
  br label %130

130:                                              ; preds = %133, %111
  %131 = load i32, ptr %13, align 4
  %132 = icmp sgt i32 %131, 0
  br i1 %132, label %133, label %151

133:                                              ; preds = %130
  %134 = load ptr, ptr %12, align 8
  %135 = load i8, ptr %134, align 1
  %136 = load ptr, ptr %14, align 8
  %137 = getelementptr inbounds %struct.bzFile, ptr %136, i32 0, i32 1
  %138 = load ptr, ptr %14, align 8
  %139 = getelementptr inbounds %struct.bzFile, ptr %138, i32 0, i32 2
  %140 = load i32, ptr %139, align 8
  %141 = sext i32 %140 to i64
  %142 = getelementptr inbounds [5000 x i8], ptr %137, i64 0, i64 %141
  store i8 %135, ptr %142, align 1
  %143 = load ptr, ptr %14, align 8
  %144 = getelementptr inbounds %struct.bzFile, ptr %143, i32 0, i32 2
  %145 = load i32, ptr %144, align 8
  %146 = add nsw i32 %145, 1
  store i32 %146, ptr %144, align 8
  %147 = load ptr, ptr %12, align 8
  %148 = getelementptr inbounds i8, ptr %147, i64 1
  store ptr %148, ptr %12, align 8
  %149 = load i32, ptr %13, align 4
  %150 = add nsw i32 %149, -1
  store i32 %150, ptr %13, align 4
  br label %130, !llvm.loop !9

151:                                              ; preds = %130
  %152 = load ptr, ptr %14, align 8
  %153 = getelementptr inbounds %struct.bzFile, ptr %152, i32 0, i32 4
  %154 = load i32, ptr %10, align 4
  %155 = load i32, ptr %11, align 4
  %156 = call i32 @BZ2_bzDecompressInit(ptr noundef %153, i32 noundef %154, i32 noundef %155)
  store i32 %156, ptr %15, align 4
  %157 = load i32, ptr %15, align 4
  %158 = icmp ne i32 %157, 0
  br i1 %158, label %159, label %174

159:                                              ; preds = %151
  %160 = load ptr, ptr %8, align 8
  %161 = icmp ne ptr %160, null
  br i1 %161, label %162, label %165

162:                                              ; preds = %159
  %163 = load i32, ptr %15, align 4
  %164 = load ptr, ptr %8, align 8
  store i32 %163, ptr %164, align 4
  br label %165

165:                                              ; preds = %162, %159
  %166 = load ptr, ptr %14, align 8
  %167 = icmp ne ptr %166, null
  br i1 %167, label %168, label %172

168:                                              ; preds = %165
  %169 = load i32, ptr %15, align 4
  %170 = load ptr, ptr %14, align 8
  %171 = getelementptr inbounds %struct.bzFile, ptr %170, i32 0, i32 5
  store i32 %169, ptr %171, align 8
  br label %172

172:                                              ; preds = %168, %165
  %173 = load ptr, ptr %14, align 8
  call void @free(ptr noundef %173) #8
  store ptr null, ptr %7, align 8
  br label %190

174:                                              ; preds = %151
  %175 = load ptr, ptr %14, align 8
  %176 = getelementptr inbounds %struct.bzFile, ptr %175, i32 0, i32 2
  %177 = load i32, ptr %176, align 8
  %178 = load ptr, ptr %14, align 8
  %179 = getelementptr inbounds %struct.bzFile, ptr %178, i32 0, i32 4
  %180 = getelementptr inbounds %struct.bz_stream, ptr %179, i32 0, i32 1
  store i32 %177, ptr %180, align 8
  %181 = load ptr, ptr %14, align 8
  %182 = getelementptr inbounds %struct.bzFile, ptr %181, i32 0, i32 1
  %183 = getelementptr inbounds [5000 x i8], ptr %182, i64 0, i64 0
  %184 = load ptr, ptr %14, align 8
  %185 = getelementptr inbounds %struct.bzFile, ptr %184, i32 0, i32 4
  %186 = getelementptr inbounds %struct.bz_stream, ptr %185, i32 0, i32 0
  store ptr %183, ptr %186, align 8
  %187 = load ptr, ptr %14, align 8
  %188 = getelementptr inbounds %struct.bzFile, ptr %187, i32 0, i32 6
  store i8 1, ptr %188, align 4
  %189 = load ptr, ptr %14, align 8
  store ptr %189, ptr %7, align 8
  br label %190

190:                                              ; preds = %174, %172, %99, %83, %67
  %191 = load ptr, ptr %7, align 8
  ret ptr %191
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @BZ2_bzReadClose(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %4, align 8
  store ptr %6, ptr %5, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = icmp ne ptr %7, null
  br i1 %8, label %9, label %11

9:                                                ; preds = %2
  %10 = load ptr, ptr %3, align 8
  store i32 0, ptr %10, align 4
  br label %11

11:                                               ; preds = %9, %2
  %12 = load ptr, ptr %5, align 8
  %13 = icmp ne ptr %12, null
  br i1 %13, label %14, label %17

14:                                               ; preds = %11
  %15 = load ptr, ptr %5, align 8
  %16 = getelementptr inbounds %struct.bzFile, ptr %15, i32 0, i32 5
  store i32 0, ptr %16, align 8
  br label %17

17:                                               ; preds = %14, %11
  %18 = load ptr, ptr %5, align 8
  %19 = icmp eq ptr %18, null
  br i1 %19, label %20, label %32

20:                                               ; preds = %17
  %21 = load ptr, ptr %3, align 8
  %22 = icmp ne ptr %21, null
  br i1 %22, label %23, label %25

23:                                               ; preds = %20
  %24 = load ptr, ptr %3, align 8
  store i32 0, ptr %24, align 4
  br label %25

25:                                               ; preds = %23, %20
  %26 = load ptr, ptr %5, align 8
  %27 = icmp ne ptr %26, null
  br i1 %27, label %28, label %31

28:                                               ; preds = %25
  %29 = load ptr, ptr %5, align 8
  %30 = getelementptr inbounds %struct.bzFile, ptr %29, i32 0, i32 5
  store i32 0, ptr %30, align 8
  br label %31

31:                                               ; preds = %28, %25
  br label %60

32:                                               ; preds = %17
  %33 = load ptr, ptr %5, align 8
  %34 = getelementptr inbounds %struct.bzFile, ptr %33, i32 0, i32 3
  %35 = load i8, ptr %34, align 4
  %36 = icmp ne i8 %35, 0
  br i1 %36, label %37, label %49

37:                                               ; preds = %32
  %38 = load ptr, ptr %3, align 8
  %39 = icmp ne ptr %38, null
  br i1 %39, label %40, label %42

40:                                               ; preds = %37
  %41 = load ptr, ptr %3, align 8
  store i32 -1, ptr %41, align 4
  br label %42

42:                                               ; preds = %40, %37
  %43 = load ptr, ptr %5, align 8
  %44 = icmp ne ptr %43, null
  br i1 %44, label %45, label %48

45:                                               ; preds = %42
  %46 = load ptr, ptr %5, align 8
  %47 = getelementptr inbounds %struct.bzFile, ptr %46, i32 0, i32 5
  store i32 -1, ptr %47, align 8
  br label %48

48:                                               ; preds = %45, %42
  br label %60

49:                                               ; preds = %32
  %50 = load ptr, ptr %5, align 8
  %51 = getelementptr inbounds %struct.bzFile, ptr %50, i32 0, i32 6
  %52 = load i8, ptr %51, align 4
  %53 = icmp ne i8 %52, 0
  br i1 %53, label %54, label %58

54:                                               ; preds = %49
  %55 = load ptr, ptr %5, align 8
  %56 = getelementptr inbounds %struct.bzFile, ptr %55, i32 0, i32 4
  %57 = call i32 @BZ2_bzDecompressEnd(ptr noundef %56)
  br label %58

58:                                               ; preds = %54, %49
  %59 = load ptr, ptr %5, align 8
  call void @free(ptr noundef %59) #8
  br label %60

60:                                               ; preds = %58, %48, %31
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @BZ2_bzRead(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store i32 %3, ptr %9, align 4
  %13 = load ptr, ptr %7, align 8
  store ptr %13, ptr %12, align 8
  %14 = load ptr, ptr %6, align 8
  %15 = icmp ne ptr %14, null
  br i1 %15, label %16, label %18

16:                                               ; preds = %4
  %17 = load ptr, ptr %6, align 8
  store i32 0, ptr %17, align 4
  br label %18

18:                                               ; preds = %16, %4
  %19 = load ptr, ptr %12, align 8
  %20 = icmp ne ptr %19, null
  br i1 %20, label %21, label %24

21:                                               ; preds = %18
  %22 = load ptr, ptr %12, align 8
  %23 = getelementptr inbounds %struct.bzFile, ptr %22, i32 0, i32 5
  store i32 0, ptr %23, align 8
  br label %24

24:                                               ; preds = %21, %18
  %25 = load ptr, ptr %12, align 8
  %26 = icmp eq ptr %25, null
  br i1 %26, label %33, label %27

27:                                               ; preds = %24
  %28 = load ptr, ptr %8, align 8
  %29 = icmp eq ptr %28, null
  br i1 %29, label %33, label %30

30:                                               ; preds = %27
  %31 = load i32, ptr %9, align 4
  %32 = icmp slt i32 %31, 0
  br i1 %32, label %33, label %45

33:                                               ; preds = %30, %27, %24
  %34 = load ptr, ptr %6, align 8
  %35 = icmp ne ptr %34, null
  br i1 %35, label %36, label %38

36:                                               ; preds = %33
  %37 = load ptr, ptr %6, align 8
  store i32 -2, ptr %37, align 4
  br label %38

38:                                               ; preds = %36, %33
  %39 = load ptr, ptr %12, align 8
  %40 = icmp ne ptr %39, null
  br i1 %40, label %41, label %44

41:                                               ; preds = %38
  %42 = load ptr, ptr %12, align 8
  %43 = getelementptr inbounds %struct.bzFile, ptr %42, i32 0, i32 5
  store i32 -2, ptr %43, align 8
  br label %44

44:                                               ; preds = %41, %38
  store i32 0, ptr %5, align 4
  br label %256

45:                                               ; preds = %30
  %46 = load ptr, ptr %12, align 8
  %47 = getelementptr inbounds %struct.bzFile, ptr %46, i32 0, i32 3
  %48 = load i8, ptr %47, align 4
  %49 = icmp ne i8 %48, 0
  br i1 %49, label %50, label %62

50:                                               ; preds = %45
  %51 = load ptr, ptr %6, align 8
  %52 = icmp ne ptr %51, null
  br i1 %52, label %53, label %55

53:                                               ; preds = %50
  %54 = load ptr, ptr %6, align 8
  store i32 -1, ptr %54, align 4
  br label %55

55:                                               ; preds = %53, %50
  %56 = load ptr, ptr %12, align 8
  %57 = icmp ne ptr %56, null
  br i1 %57, label %58, label %61

58:                                               ; preds = %55
  %59 = load ptr, ptr %12, align 8
  %60 = getelementptr inbounds %struct.bzFile, ptr %59, i32 0, i32 5
  store i32 -1, ptr %60, align 8
  br label %61

61:                                               ; preds = %58, %55
  store i32 0, ptr %5, align 4
  br label %256

62:                                               ; preds = %45
  %63 = load i32, ptr %9, align 4
  %64 = icmp eq i32 %63, 0
  br i1 %64, label %65, label %77

65:                                               ; preds = %62
  %66 = load ptr, ptr %6, align 8
  %67 = icmp ne ptr %66, null
  br i1 %67, label %68, label %70

68:                                               ; preds = %65
  %69 = load ptr, ptr %6, align 8
  store i32 0, ptr %69, align 4
  br label %70

70:                                               ; preds = %68, %65
  %71 = load ptr, ptr %12, align 8
  %72 = icmp ne ptr %71, null
  br i1 %72, label %73, label %76

73:                                               ; preds = %70
  %74 = load ptr, ptr %12, align 8
  %75 = getelementptr inbounds %struct.bzFile, ptr %74, i32 0, i32 5
  store i32 0, ptr %75, align 8
  br label %76

76:                                               ; preds = %73, %70
  store i32 0, ptr %5, align 4
  br label %256

77:                                               ; preds = %62
  %78 = load i32, ptr %9, align 4
  %79 = load ptr, ptr %12, align 8
  %80 = getelementptr inbounds %struct.bzFile, ptr %79, i32 0, i32 4
  %81 = getelementptr inbounds %struct.bz_stream, ptr %80, i32 0, i32 5
  store i32 %78, ptr %81, align 8
  %82 = load ptr, ptr %8, align 8
  %83 = load ptr, ptr %12, align 8
  %84 = getelementptr inbounds %struct.bzFile, ptr %83, i32 0, i32 4
  %85 = getelementptr inbounds %struct.bz_stream, ptr %84, i32 0, i32 4
  store ptr %82, ptr %85, align 8
  br label %86

86:                                               ; preds = %77, %255
  %87 = load ptr, ptr %12, align 8
  %88 = getelementptr inbounds %struct.bzFile, ptr %87, i32 0, i32 0
  %89 = load ptr, ptr %88, align 8
  %90 = call i32 @ferror(ptr noundef %89) #8
  %91 = icmp ne i32 %90, 0
  br i1 %91, label %92, label %104

92:                                               ; preds = %86
  %93 = load ptr, ptr %6, align 8
  %94 = icmp ne ptr %93, null
  br i1 %94, label %95, label %97

95:                                               ; preds = %92
  %96 = load ptr, ptr %6, align 8
  store i32 -6, ptr %96, align 4
  br label %97

97:                                               ; preds = %95, %92
  %98 = load ptr, ptr %12, align 8
  %99 = icmp ne ptr %98, null
  br i1 %99, label %100, label %103

100:                                              ; preds = %97
  %101 = load ptr, ptr %12, align 8
  %102 = getelementptr inbounds %struct.bzFile, ptr %101, i32 0, i32 5
  store i32 -6, ptr %102, align 8
  br label %103

103:                                              ; preds = %100, %97
  store i32 0, ptr %5, align 4
  br label %256

104:                                              ; preds = %86
  %105 = load ptr, ptr %12, align 8
  %106 = getelementptr inbounds %struct.bzFile, ptr %105, i32 0, i32 4
  %107 = getelementptr inbounds %struct.bz_stream, ptr %106, i32 0, i32 1
  %108 = load i32, ptr %107, align 8
  %109 = icmp eq i32 %108, 0
  br i1 %109, label %110, label %158

110:                                              ; preds = %104
  %111 = load ptr, ptr %12, align 8
  %112 = getelementptr inbounds %struct.bzFile, ptr %111, i32 0, i32 0
  %113 = load ptr, ptr %112, align 8
  %114 = call i8 @myfeof(ptr noundef %113)
  %115 = icmp ne i8 %114, 0
  br i1 %115, label %158, label %116

116:                                              ; preds = %110
  %117 = load ptr, ptr %12, align 8
  %118 = getelementptr inbounds %struct.bzFile, ptr %117, i32 0, i32 1
  %119 = getelementptr inbounds [5000 x i8], ptr %118, i64 0, i64 0
  %120 = load ptr, ptr %12, align 8
  %121 = getelementptr inbounds %struct.bzFile, ptr %120, i32 0, i32 0
  %122 = load ptr, ptr %121, align 8
  %123 = call i64 @fread(ptr noundef %119, i64 noundef 1, i64 noundef 5000, ptr noundef %122)
  %124 = trunc i64 %123 to i32
  store i32 %124, ptr %10, align 4
  %125 = load ptr, ptr %12, align 8
  %126 = getelementptr inbounds %struct.bzFile, ptr %125, i32 0, i32 0
  %127 = load ptr, ptr %126, align 8
  %128 = call i32 @ferror(ptr noundef %127) #8
  %129 = icmp ne i32 %128, 0
  br i1 %129, label %130, label %142

130:                                              ; preds = %116
  %131 = load ptr, ptr %6, align 8
  %132 = icmp ne ptr %131, null
  br i1 %132, label %133, label %135

133:                                              ; preds = %130
  %134 = load ptr, ptr %6, align 8
  store i32 -6, ptr %134, align 4
  br label %135

135:                                              ; preds = %133, %130
  %136 = load ptr, ptr %12, align 8
  %137 = icmp ne ptr %136, null
  br i1 %137, label %138, label %141

138:                                              ; preds = %135
  %139 = load ptr, ptr %12, align 8
  %140 = getelementptr inbounds %struct.bzFile, ptr %139, i32 0, i32 5
  store i32 -6, ptr %140, align 8
  br label %141

141:                                              ; preds = %138, %135
  store i32 0, ptr %5, align 4
  br label %256

142:                                              ; preds = %116
  %143 = load i32, ptr %10, align 4
  %144 = load ptr, ptr %12, align 8
  %145 = getelementptr inbounds %struct.bzFile, ptr %144, i32 0, i32 2
  store i32 %143, ptr %145, align 8
  %146 = load ptr, ptr %12, align 8
  %147 = getelementptr inbounds %struct.bzFile, ptr %146, i32 0, i32 2
  %148 = load i32, ptr %147, align 8
  %149 = load ptr, ptr %12, align 8
  %150 = getelementptr inbounds %struct.bzFile, ptr %149, i32 0, i32 4
  %151 = getelementptr inbounds %struct.bz_stream, ptr %150, i32 0, i32 1
  store i32 %148, ptr %151, align 8
  %152 = load ptr, ptr %12, align 8
  %153 = getelementptr inbounds %struct.bzFile, ptr %152, i32 0, i32 1
  %154 = getelementptr inbounds [5000 x i8], ptr %153, i64 0, i64 0
  %155 = load ptr, ptr %12, align 8
  %156 = getelementptr inbounds %struct.bzFile, ptr %155, i32 0, i32 4
  %157 = getelementptr inbounds %struct.bz_stream, ptr %156, i32 0, i32 0
  store ptr %154, ptr %157, align 8
  br label %158

158:                                              ; preds = %142, %110, %104
  %159 = load ptr, ptr %12, align 8
  %160 = getelementptr inbounds %struct.bzFile, ptr %159, i32 0, i32 4
  %161 = call i32 @BZ2_bzDecompress(ptr noundef %160)
  store i32 %161, ptr %11, align 4
  %162 = load i32, ptr %11, align 4
  %163 = icmp ne i32 %162, 0
  br i1 %163, label %164, label %181

164:                                              ; preds = %158
  %165 = load i32, ptr %11, align 4
  %166 = icmp ne i32 %165, 4
  br i1 %166, label %167, label %181

167:                                              ; preds = %164
  %168 = load ptr, ptr %6, align 8
  %169 = icmp ne ptr %168, null
  br i1 %169, label %170, label %173

170:                                              ; preds = %167
  %171 = load i32, ptr %11, align 4
  %172 = load ptr, ptr %6, align 8
  store i32 %171, ptr %172, align 4
  br label %173

173:                                              ; preds = %170, %167
  %174 = load ptr, ptr %12, align 8
  %175 = icmp ne ptr %174, null
  br i1 %175, label %176, label %180

176:                                              ; preds = %173
  %177 = load i32, ptr %11, align 4
  %178 = load ptr, ptr %12, align 8
  %179 = getelementptr inbounds %struct.bzFile, ptr %178, i32 0, i32 5
  store i32 %177, ptr %179, align 8
  br label %180

180:                                              ; preds = %176, %173
  store i32 0, ptr %5, align 4
  br label %256

181:                                              ; preds = %164, %158
  %182 = load i32, ptr %11, align 4
  %183 = icmp eq i32 %182, 0
  br i1 %183, label %184, label %215

184:                                              ; preds = %181
  %185 = load ptr, ptr %12, align 8
  %186 = getelementptr inbounds %struct.bzFile, ptr %185, i32 0, i32 0
  %187 = load ptr, ptr %186, align 8
  %188 = call i8 @myfeof(ptr noundef %187)
  %189 = zext i8 %188 to i32
  %190 = icmp ne i32 %189, 0
  br i1 %190, label %191, label %215

191:                                              ; preds = %184
  %192 = load ptr, ptr %12, align 8
  %193 = getelementptr inbounds %struct.bzFile, ptr %192, i32 0, i32 4
  %194 = getelementptr inbounds %struct.bz_stream, ptr %193, i32 0, i32 1
  %195 = load i32, ptr %194, align 8
  %196 = icmp eq i32 %195, 0
  br i1 %196, label %197, label %215

197:                                              ; preds = %191
  %198 = load ptr, ptr %12, align 8
  %199 = getelementptr inbounds %struct.bzFile, ptr %198, i32 0, i32 4
  %200 = getelementptr inbounds %struct.bz_stream, ptr %199, i32 0, i32 5
  %201 = load i32, ptr %200, align 8
  %202 = icmp ugt i32 %201, 0
  br i1 %202, label %203, label %215

203:                                              ; preds = %197
  %204 = load ptr, ptr %6, align 8
  %205 = icmp ne ptr %204, null
  br i1 %205, label %206, label %208

206:                                              ; preds = %203
  %207 = load ptr, ptr %6, align 8
  store i32 -7, ptr %207, align 4
  br label %208

208:                                              ; preds = %206, %203
  %209 = load ptr, ptr %12, align 8
  %210 = icmp ne ptr %209, null
  br i1 %210, label %211, label %214

211:                                              ; preds = %208
  %212 = load ptr, ptr %12, align 8
  %213 = getelementptr inbounds %struct.bzFile, ptr %212, i32 0, i32 5
  store i32 -7, ptr %213, align 8
  br label %214

214:                                              ; preds = %211, %208
  store i32 0, ptr %5, align 4
  br label %256

215:                                              ; preds = %197, %191, %184, %181
  %216 = load i32, ptr %11, align 4
  %217 = icmp eq i32 %216, 4
  br i1 %217, label %218, label %236

218:                                              ; preds = %215
  %219 = load ptr, ptr %6, align 8
  %220 = icmp ne ptr %219, null
  br i1 %220, label %221, label %223

221:                                              ; preds = %218
  %222 = load ptr, ptr %6, align 8
  store i32 4, ptr %222, align 4
  br label %223

223:                                              ; preds = %221, %218
  %224 = load ptr, ptr %12, align 8
  %225 = icmp ne ptr %224, null
  br i1 %225, label %226, label %229

226:                                              ; preds = %223
  %227 = load ptr, ptr %12, align 8
  %228 = getelementptr inbounds %struct.bzFile, ptr %227, i32 0, i32 5
  store i32 4, ptr %228, align 8
  br label %229

229:                                              ; preds = %226, %223
  %230 = load i32, ptr %9, align 4
  %231 = load ptr, ptr %12, align 8
  %232 = getelementptr inbounds %struct.bzFile, ptr %231, i32 0, i32 4
  %233 = getelementptr inbounds %struct.bz_stream, ptr %232, i32 0, i32 5
  %234 = load i32, ptr %233, align 8
  %235 = sub i32 %230, %234
  store i32 %235, ptr %5, align 4
  br label %256

236:                                              ; preds = %215
  %237 = load ptr, ptr %12, align 8
  %238 = getelementptr inbounds %struct.bzFile, ptr %237, i32 0, i32 4
  %239 = getelementptr inbounds %struct.bz_stream, ptr %238, i32 0, i32 5
  %240 = load i32, ptr %239, align 8
  %241 = icmp eq i32 %240, 0
  br i1 %241, label %242, label %255

242:                                              ; preds = %236
  %243 = load ptr, ptr %6, align 8
  %244 = icmp ne ptr %243, null
  br i1 %244, label %245, label %247

245:                                              ; preds = %242
  %246 = load ptr, ptr %6, align 8
  store i32 0, ptr %246, align 4
  br label %247

247:                                              ; preds = %245, %242
  %248 = load ptr, ptr %12, align 8
  %249 = icmp ne ptr %248, null
  br i1 %249, label %250, label %253

250:                                              ; preds = %247
  %251 = load ptr, ptr %12, align 8
  %252 = getelementptr inbounds %struct.bzFile, ptr %251, i32 0, i32 5
  store i32 0, ptr %252, align 8
  br label %253

253:                                              ; preds = %250, %247
  %254 = load i32, ptr %9, align 4
  store i32 %254, ptr %5, align 4
  br label %256

255:                                              ; preds = %236
  br label %86

256:                                              ; preds = %253, %229, %214, %180, %141, %103, %76, %61, %44
  %257 = load i32, ptr %5, align 4
  ret i32 %257
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @myfeof(ptr noundef %0) #0 {
  %2 = alloca i8, align 1
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = call i32 @fgetc(ptr noundef %5)
  store i32 %6, ptr %4, align 4
  %7 = load i32, ptr %4, align 4
  %8 = icmp eq i32 %7, -1
  br i1 %8, label %9, label %10

9:                                                ; preds = %1
  store i8 1, ptr %2, align 1
  br label %14

10:                                               ; preds = %1
  %11 = load i32, ptr %4, align 4
  %12 = load ptr, ptr %3, align 8
  %13 = call i32 @ungetc(i32 noundef %11, ptr noundef %12)
  store i8 0, ptr %2, align 1
  br label %14

14:                                               ; preds = %10, %9
  %15 = load i8, ptr %2, align 1
  ret i8 %15
}

declare i64 @fread(ptr noundef, i64 noundef, i64 noundef, ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @BZ2_bzReadGetUnused(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %10 = load ptr, ptr %6, align 8
  store ptr %10, ptr %9, align 8
  %11 = load ptr, ptr %9, align 8
  %12 = icmp eq ptr %11, null
  br i1 %12, label %13, label %25

13:                                               ; preds = %4
  %14 = load ptr, ptr %5, align 8
  %15 = icmp ne ptr %14, null
  br i1 %15, label %16, label %18

16:                                               ; preds = %13
  %17 = load ptr, ptr %5, align 8
  store i32 -2, ptr %17, align 4
  br label %18

18:                                               ; preds = %16, %13
  %19 = load ptr, ptr %9, align 8
  %20 = icmp ne ptr %19, null
  br i1 %20, label %21, label %24

21:                                               ; preds = %18
  %22 = load ptr, ptr %9, align 8
  %23 = getelementptr inbounds %struct.bzFile, ptr %22, i32 0, i32 5
  store i32 -2, ptr %23, align 8
  br label %24

24:                                               ; preds = %21, %18
  br label %82

25:                                               ; preds = %4
  %26 = load ptr, ptr %9, align 8
  %27 = getelementptr inbounds %struct.bzFile, ptr %26, i32 0, i32 5
  %28 = load i32, ptr %27, align 8
  %29 = icmp ne i32 %28, 4
  br i1 %29, label %30, label %42

30:                                               ; preds = %25
  %31 = load ptr, ptr %5, align 8
  %32 = icmp ne ptr %31, null
  br i1 %32, label %33, label %35

33:                                               ; preds = %30
  %34 = load ptr, ptr %5, align 8
  store i32 -1, ptr %34, align 4
  br label %35

35:                                               ; preds = %33, %30
  %36 = load ptr, ptr %9, align 8
  %37 = icmp ne ptr %36, null
  br i1 %37, label %38, label %41

38:                                               ; preds = %35
  %39 = load ptr, ptr %9, align 8
  %40 = getelementptr inbounds %struct.bzFile, ptr %39, i32 0, i32 5
  store i32 -1, ptr %40, align 8
  br label %41

41:                                               ; preds = %38, %35
  br label %82

42:                                               ; preds = %25
  %43 = load ptr, ptr %7, align 8
  %44 = icmp eq ptr %43, null
  br i1 %44, label %48, label %45

45:                                               ; preds = %42
  %46 = load ptr, ptr %8, align 8
  %47 = icmp eq ptr %46, null
  br i1 %47, label %48, label %60

48:                                               ; preds = %45, %42
  %49 = load ptr, ptr %5, align 8
  %50 = icmp ne ptr %49, null
  br i1 %50, label %51, label %53

51:                                               ; preds = %48
  %52 = load ptr, ptr %5, align 8
  store i32 -2, ptr %52, align 4
  br label %53

53:                                               ; preds = %51, %48
  %54 = load ptr, ptr %9, align 8
  %55 = icmp ne ptr %54, null
  br i1 %55, label %56, label %59

56:                                               ; preds = %53
  %57 = load ptr, ptr %9, align 8
  %58 = getelementptr inbounds %struct.bzFile, ptr %57, i32 0, i32 5
  store i32 -2, ptr %58, align 8
  br label %59

59:                                               ; preds = %56, %53
  br label %82

60:                                               ; preds = %45
  %61 = load ptr, ptr %5, align 8
  %62 = icmp ne ptr %61, null
  br i1 %62, label %63, label %65

63:                                               ; preds = %60
  %64 = load ptr, ptr %5, align 8
  store i32 0, ptr %64, align 4
  br label %65

65:                                               ; preds = %63, %60
  %66 = load ptr, ptr %9, align 8
  %67 = icmp ne ptr %66, null
  br i1 %67, label %68, label %71

68:                                               ; preds = %65
  %69 = load ptr, ptr %9, align 8
  %70 = getelementptr inbounds %struct.bzFile, ptr %69, i32 0, i32 5
  store i32 0, ptr %70, align 8
  br label %71

71:                                               ; preds = %68, %65
  %72 = load ptr, ptr %9, align 8
  %73 = getelementptr inbounds %struct.bzFile, ptr %72, i32 0, i32 4
  %74 = getelementptr inbounds %struct.bz_stream, ptr %73, i32 0, i32 1
  %75 = load i32, ptr %74, align 8
  %76 = load ptr, ptr %8, align 8
  store i32 %75, ptr %76, align 4
  %77 = load ptr, ptr %9, align 8
  %78 = getelementptr inbounds %struct.bzFile, ptr %77, i32 0, i32 4
  %79 = getelementptr inbounds %struct.bz_stream, ptr %78, i32 0, i32 0
  %80 = load ptr, ptr %79, align 8
  %81 = load ptr, ptr %7, align 8
  store ptr %80, ptr %81, align 8
  br label %82

82:                                               ; preds = %71, %59, %41, %24
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @BZ2_bzBuffToBuffCompress(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) #0 {
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca %struct.bz_stream, align 8
  %17 = alloca i32, align 4
  store ptr %0, ptr %9, align 8
  store ptr %1, ptr %10, align 8
  store ptr %2, ptr %11, align 8
  store i32 %3, ptr %12, align 4
  store i32 %4, ptr %13, align 4
  store i32 %5, ptr %14, align 4
  store i32 %6, ptr %15, align 4
  %18 = load ptr, ptr %9, align 8
  %19 = icmp eq ptr %18, null
  br i1 %19, label %44, label %20

20:                                               ; preds = %7
  %21 = load ptr, ptr %10, align 8
  %22 = icmp eq ptr %21, null
  br i1 %22, label %44, label %23

23:                                               ; preds = %20
  %24 = load ptr, ptr %11, align 8
  %25 = icmp eq ptr %24, null
  br i1 %25, label %44, label %26

26:                                               ; preds = %23
  %27 = load i32, ptr %13, align 4
  %28 = icmp slt i32 %27, 1
  br i1 %28, label %44, label %29

29:                                               ; preds = %26
  %30 = load i32, ptr %13, align 4
  %31 = icmp sgt i32 %30, 9
  br i1 %31, label %44, label %32

32:                                               ; preds = %29
  %33 = load i32, ptr %14, align 4
  %34 = icmp slt i32 %33, 0
  br i1 %34, label %44, label %35

35:                                               ; preds = %32
  %36 = load i32, ptr %14, align 4
  %37 = icmp sgt i32 %36, 4
  br i1 %37, label %44, label %38

38:                                               ; preds = %35
  %39 = load i32, ptr %15, align 4
  %40 = icmp slt i32 %39, 0
  br i1 %40, label %44, label %41

41:                                               ; preds = %38
  %42 = load i32, ptr %15, align 4
  %43 = icmp sgt i32 %42, 250
  br i1 %43, label %44, label %45

44:                                               ; preds = %41, %38, %35, %32, %29, %26, %23, %20, %7
  store i32 -2, ptr %8, align 4
  br label %91

45:                                               ; preds = %41
  %46 = load i32, ptr %15, align 4
  %47 = icmp eq i32 %46, 0
  br i1 %47, label %48, label %49

48:                                               ; preds = %45
  store i32 30, ptr %15, align 4
  br label %49

49:                                               ; preds = %48, %45
  %50 = getelementptr inbounds %struct.bz_stream, ptr %16, i32 0, i32 9
  store ptr null, ptr %50, align 8
  %51 = getelementptr inbounds %struct.bz_stream, ptr %16, i32 0, i32 10
  store ptr null, ptr %51, align 8
  %52 = getelementptr inbounds %struct.bz_stream, ptr %16, i32 0, i32 11
  store ptr null, ptr %52, align 8
  %53 = load i32, ptr %13, align 4
  %54 = load i32, ptr %14, align 4
  %55 = load i32, ptr %15, align 4
  %56 = call i32 @BZ2_bzCompressInit(ptr noundef %16, i32 noundef %53, i32 noundef %54, i32 noundef %55)
  store i32 %56, ptr %17, align 4
  %57 = load i32, ptr %17, align 4
  %58 = icmp ne i32 %57, 0
  br i1 %58, label %59, label %61

59:                                               ; preds = %49
  %60 = load i32, ptr %17, align 4
  store i32 %60, ptr %8, align 4
  br label %91

61:                                               ; preds = %49
  %62 = load ptr, ptr %11, align 8
  %63 = getelementptr inbounds %struct.bz_stream, ptr %16, i32 0, i32 0
  store ptr %62, ptr %63, align 8
  %64 = load ptr, ptr %9, align 8
  %65 = getelementptr inbounds %struct.bz_stream, ptr %16, i32 0, i32 4
  store ptr %64, ptr %65, align 8
  %66 = load i32, ptr %12, align 4
  %67 = getelementptr inbounds %struct.bz_stream, ptr %16, i32 0, i32 1
  store i32 %66, ptr %67, align 8
  %68 = load ptr, ptr %10, align 8
  %69 = load i32, ptr %68, align 4
  %70 = getelementptr inbounds %struct.bz_stream, ptr %16, i32 0, i32 5
  store i32 %69, ptr %70, align 8
  %71 = call i32 @BZ2_bzCompress(ptr noundef %16, i32 noundef 2)
  store i32 %71, ptr %17, align 4
  %72 = load i32, ptr %17, align 4
  %73 = icmp eq i32 %72, 3
  br i1 %73, label %74, label %75

74:                                               ; preds = %61
  br label %86

75:                                               ; preds = %61
  %76 = load i32, ptr %17, align 4
  %77 = icmp ne i32 %76, 4
  br i1 %77, label %78, label %79

78:                                               ; preds = %75
  br label %88

79:                                               ; preds = %75
  %80 = getelementptr inbounds %struct.bz_stream, ptr %16, i32 0, i32 5
  %81 = load i32, ptr %80, align 8
  %82 = load ptr, ptr %10, align 8
  %83 = load i32, ptr %82, align 4
  %84 = sub i32 %83, %81
  store i32 %84, ptr %82, align 4
  %85 = call i32 @BZ2_bzCompressEnd(ptr noundef %16)
  store i32 0, ptr %8, align 4
  br label %91

86:                                               ; preds = %74
  %87 = call i32 @BZ2_bzCompressEnd(ptr noundef %16)
  store i32 -8, ptr %8, align 4
  br label %91

88:                                               ; preds = %78
  %89 = call i32 @BZ2_bzCompressEnd(ptr noundef %16)
  %90 = load i32, ptr %17, align 4
  store i32 %90, ptr %8, align 4
  br label %91

91:                                               ; preds = %88, %86, %79, %59, %44
  %92 = load i32, ptr %8, align 4
  ret i32 %92
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @BZ2_bzBuffToBuffDecompress(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) #0 {
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca %struct.bz_stream, align 8
  %15 = alloca i32, align 4
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store ptr %2, ptr %10, align 8
  store i32 %3, ptr %11, align 4
  store i32 %4, ptr %12, align 4
  store i32 %5, ptr %13, align 4
  %16 = load ptr, ptr %8, align 8
  %17 = icmp eq ptr %16, null
  br i1 %17, label %36, label %18

18:                                               ; preds = %6
  %19 = load ptr, ptr %9, align 8
  %20 = icmp eq ptr %19, null
  br i1 %20, label %36, label %21

21:                                               ; preds = %18
  %22 = load ptr, ptr %10, align 8
  %23 = icmp eq ptr %22, null
  br i1 %23, label %36, label %24

24:                                               ; preds = %21
  %25 = load i32, ptr %12, align 4
  %26 = icmp ne i32 %25, 0
  br i1 %26, label %27, label %30

27:                                               ; preds = %24
  %28 = load i32, ptr %12, align 4
  %29 = icmp ne i32 %28, 1
  br i1 %29, label %36, label %30

30:                                               ; preds = %27, %24
  %31 = load i32, ptr %13, align 4
  %32 = icmp slt i32 %31, 0
  br i1 %32, label %36, label %33

33:                                               ; preds = %30
  %34 = load i32, ptr %13, align 4
  %35 = icmp sgt i32 %34, 4
  br i1 %35, label %36, label %37

36:                                               ; preds = %33, %30, %27, %21, %18, %6
  store i32 -2, ptr %7, align 4
  br label %84

37:                                               ; preds = %33
  %38 = getelementptr inbounds %struct.bz_stream, ptr %14, i32 0, i32 9
  store ptr null, ptr %38, align 8
  %39 = getelementptr inbounds %struct.bz_stream, ptr %14, i32 0, i32 10
  store ptr null, ptr %39, align 8
  %40 = getelementptr inbounds %struct.bz_stream, ptr %14, i32 0, i32 11
  store ptr null, ptr %40, align 8
  %41 = load i32, ptr %13, align 4
  %42 = load i32, ptr %12, align 4
  %43 = call i32 @BZ2_bzDecompressInit(ptr noundef %14, i32 noundef %41, i32 noundef %42)
  store i32 %43, ptr %15, align 4
  %44 = load i32, ptr %15, align 4
  %45 = icmp ne i32 %44, 0
  br i1 %45, label %46, label %48

46:                                               ; preds = %37
  %47 = load i32, ptr %15, align 4
  store i32 %47, ptr %7, align 4
  br label %84

48:                                               ; preds = %37
  %49 = load ptr, ptr %10, align 8
  %50 = getelementptr inbounds %struct.bz_stream, ptr %14, i32 0, i32 0
  store ptr %49, ptr %50, align 8
  %51 = load ptr, ptr %8, align 8
  %52 = getelementptr inbounds %struct.bz_stream, ptr %14, i32 0, i32 4
  store ptr %51, ptr %52, align 8
  %53 = load i32, ptr %11, align 4
  %54 = getelementptr inbounds %struct.bz_stream, ptr %14, i32 0, i32 1
  store i32 %53, ptr %54, align 8
  %55 = load ptr, ptr %9, align 8
  %56 = load i32, ptr %55, align 4
  %57 = getelementptr inbounds %struct.bz_stream, ptr %14, i32 0, i32 5
  store i32 %56, ptr %57, align 8
  %58 = call i32 @BZ2_bzDecompress(ptr noundef %14)
  store i32 %58, ptr %15, align 4
  %59 = load i32, ptr %15, align 4
  %60 = icmp eq i32 %59, 0
  br i1 %60, label %61, label %62

61:                                               ; preds = %48
  br label %73

62:                                               ; preds = %48
  %63 = load i32, ptr %15, align 4
  %64 = icmp ne i32 %63, 4
  br i1 %64, label %65, label %66

65:                                               ; preds = %62
  br label %81

66:                                               ; preds = %62
  %67 = getelementptr inbounds %struct.bz_stream, ptr %14, i32 0, i32 5
  %68 = load i32, ptr %67, align 8
  %69 = load ptr, ptr %9, align 8
  %70 = load i32, ptr %69, align 4
  %71 = sub i32 %70, %68
  store i32 %71, ptr %69, align 4
  %72 = call i32 @BZ2_bzDecompressEnd(ptr noundef %14)
  store i32 0, ptr %7, align 4
  br label %84

73:                                               ; preds = %61
  %74 = getelementptr inbounds %struct.bz_stream, ptr %14, i32 0, i32 5
  %75 = load i32, ptr %74, align 8
  %76 = icmp ugt i32 %75, 0
  br i1 %76, label %77, label %79

77:                                               ; preds = %73
  %78 = call i32 @BZ2_bzDecompressEnd(ptr noundef %14)
  store i32 -7, ptr %7, align 4
  br label %84

79:                                               ; preds = %73
  %80 = call i32 @BZ2_bzDecompressEnd(ptr noundef %14)
  store i32 -8, ptr %7, align 4
  br label %84

81:                                               ; preds = %65
  %82 = call i32 @BZ2_bzDecompressEnd(ptr noundef %14)
  %83 = load i32, ptr %15, align 4
  store i32 %83, ptr %7, align 4
  br label %84

84:                                               ; preds = %81, %79, %77, %66, %46, %36
  %85 = load i32, ptr %7, align 4
  ret i32 %85
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @BZ2_bzopen(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = call ptr @bzopen_or_bzdopen(ptr noundef %5, i32 noundef -1, ptr noundef %6, i32 noundef 0)
  ret ptr %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @bzopen_or_bzdopen(ptr noundef %0, i32 noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca [5000 x i8], align 1
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca [10 x i8], align 1
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store i32 %1, ptr %7, align 4
  store ptr %2, ptr %8, align 8
  store i32 %3, ptr %9, align 4
  store i32 9, ptr %12, align 4
  store i32 0, ptr %13, align 4
  call void @llvm.memset.p0.i64(ptr align 1 %14, i8 0, i64 10, i1 false)
  store ptr null, ptr %15, align 8
  store ptr null, ptr %16, align 8
  store i32 0, ptr %17, align 4
  store i32 30, ptr %18, align 4
  store i32 0, ptr %19, align 4
  store i32 0, ptr %20, align 4
  %21 = load ptr, ptr %8, align 8
  %22 = icmp eq ptr %21, null
  br i1 %22, label %23, label %24

23:                                               ; preds = %4
  store ptr null, ptr %5, align 8
  br label %138

24:                                               ; preds = %4
  br label %25

25:                                               ; preds = %54, %24
  %26 = load ptr, ptr %8, align 8
  %27 = load i8, ptr %26, align 1
  %28 = icmp ne i8 %27, 0
  br i1 %28, label %29, label %57

29:                                               ; preds = %25
  %30 = load ptr, ptr %8, align 8
  %31 = load i8, ptr %30, align 1
  %32 = zext i8 %31 to i32
  switch i32 %32, label %36 [
    i32 114, label %33
    i32 119, label %34
    i32 115, label %35
  ]

33:                                               ; preds = %29
  store i32 0, ptr %13, align 4
  br label %54

34:                                               ; preds = %29
  store i32 1, ptr %13, align 4
  br label %54

35:                                               ; preds = %29
  store i32 1, ptr %19, align 4
  br label %54

36:                                               ; preds = %29
  %37 = call ptr @__ctype_b_loc() #11
  %38 = load ptr, ptr %37, align 8
  %39 = load ptr, ptr %8, align 8
  %40 = load i8, ptr %39, align 1
  %41 = zext i8 %40 to i32
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i16, ptr %38, i64 %42
  %44 = load i16, ptr %43, align 2
  %45 = zext i16 %44 to i32
  %46 = and i32 %45, 2048
  %47 = icmp ne i32 %46, 0
  br i1 %47, label %48, label %53

48:                                               ; preds = %36
  %49 = load ptr, ptr %8, align 8
  %50 = load i8, ptr %49, align 1
  %51 = zext i8 %50 to i32
  %52 = sub nsw i32 %51, 48
  store i32 %52, ptr %12, align 4
  br label %53

53:                                               ; preds = %48, %36
  br label %54

54:                                               ; preds = %53, %35, %34, %33
  %55 = load ptr, ptr %8, align 8
  %56 = getelementptr inbounds i8, ptr %55, i32 1
  store ptr %56, ptr %8, align 8
  br label %25, !llvm.loop !10

57:                                               ; preds = %25
  %58 = getelementptr inbounds [10 x i8], ptr %14, i64 0, i64 0
  %59 = load i32, ptr %13, align 4
  %60 = icmp ne i32 %59, 0
  %61 = zext i1 %60 to i64
  %62 = select i1 %60, ptr @.str.6, ptr @.str.7
  %63 = call ptr @strcat(ptr noundef %58, ptr noundef %62) #8
  %64 = getelementptr inbounds [10 x i8], ptr %14, i64 0, i64 0
  %65 = call ptr @strcat(ptr noundef %64, ptr noundef @.str.8) #8
  %66 = load i32, ptr %9, align 4
  %67 = icmp eq i32 %66, 0
  br i1 %67, label %68, label %89

68:                                               ; preds = %57
  %69 = load ptr, ptr %6, align 8
  %70 = icmp eq ptr %69, null
  br i1 %70, label %75, label %71

71:                                               ; preds = %68
  %72 = load ptr, ptr %6, align 8
  %73 = call i32 @strcmp(ptr noundef %72, ptr noundef @.str.9) #12
  %74 = icmp eq i32 %73, 0
  br i1 %74, label %75, label %84

75:                                               ; preds = %71, %68
  %76 = load i32, ptr %13, align 4
  %77 = icmp ne i32 %76, 0
  br i1 %77, label %78, label %80

78:                                               ; preds = %75
  %79 = load ptr, ptr @stdout, align 8
  br label %82

80:                                               ; preds = %75
  %81 = load ptr, ptr @stdin, align 8
  br label %82

82:                                               ; preds = %80, %78
  %83 = phi ptr [ %79, %78 ], [ %81, %80 ]
  store ptr %83, ptr %15, align 8
  br label %88

84:                                               ; preds = %71
  %85 = load ptr, ptr %6, align 8
  %86 = getelementptr inbounds [10 x i8], ptr %14, i64 0, i64 0
  %87 = call noalias ptr @fopen64(ptr noundef %85, ptr noundef %86)
  store ptr %87, ptr %15, align 8
  br label %88

88:                                               ; preds = %84, %82
  br label %93

89:                                               ; preds = %57
  %90 = load i32, ptr %7, align 4
  %91 = getelementptr inbounds [10 x i8], ptr %14, i64 0, i64 0
  %92 = call noalias ptr @fdopen(i32 noundef %90, ptr noundef %91) #8
  store ptr %92, ptr %15, align 8
  br label %93

93:                                               ; preds = %89, %88
  %94 = load ptr, ptr %15, align 8
  %95 = icmp eq ptr %94, null
  br i1 %95, label %96, label %97

96:                                               ; preds = %93
  store ptr null, ptr %5, align 8
  br label %138

97:                                               ; preds = %93
  %98 = load i32, ptr %13, align 4
  %99 = icmp ne i32 %98, 0
  br i1 %99, label %100, label %114

100:                                              ; preds = %97
  %101 = load i32, ptr %12, align 4
  %102 = icmp slt i32 %101, 1
  br i1 %102, label %103, label %104

103:                                              ; preds = %100
  store i32 1, ptr %12, align 4
  br label %104

104:                                              ; preds = %103, %100
  %105 = load i32, ptr %12, align 4
  %106 = icmp sgt i32 %105, 9
  br i1 %106, label %107, label %108

107:                                              ; preds = %104
  store i32 9, ptr %12, align 4
  br label %108

108:                                              ; preds = %107, %104
  %109 = load ptr, ptr %15, align 8
  %110 = load i32, ptr %12, align 4
  %111 = load i32, ptr %17, align 4
  %112 = load i32, ptr %18, align 4
  %113 = call ptr @BZ2_bzWriteOpen(ptr noundef %10, ptr noundef %109, i32 noundef %110, i32 noundef %111, i32 noundef %112)
  store ptr %113, ptr %16, align 8
  br label %121

114:                                              ; preds = %97
  %115 = load ptr, ptr %15, align 8
  %116 = load i32, ptr %17, align 4
  %117 = load i32, ptr %19, align 4
  %118 = getelementptr inbounds [5000 x i8], ptr %11, i64 0, i64 0
  %119 = load i32, ptr %20, align 4
  %120 = call ptr @BZ2_bzReadOpen(ptr noundef %10, ptr noundef %115, i32 noundef %116, i32 noundef %117, ptr noundef %118, i32 noundef %119)
  store ptr %120, ptr %16, align 8
  br label %121

121:                                              ; preds = %114, %108
  %122 = load ptr, ptr %16, align 8
  %123 = icmp eq ptr %122, null
  br i1 %123, label %124, label %136

124:                                              ; preds = %121
  %125 = load ptr, ptr %15, align 8
  %126 = load ptr, ptr @stdin, align 8
  %127 = icmp ne ptr %125, %126
  br i1 %127, label %128, label %135

128:                                              ; preds = %124
  %129 = load ptr, ptr %15, align 8
  %130 = load ptr, ptr @stdout, align 8
  %131 = icmp ne ptr %129, %130
  br i1 %131, label %132, label %135

132:                                              ; preds = %128
  %133 = load ptr, ptr %15, align 8
  %134 = call i32 @fclose(ptr noundef %133)
  br label %135

135:                                              ; preds = %132, %128, %124
  store ptr null, ptr %5, align 8
  br label %138

136:                                              ; preds = %121
  %137 = load ptr, ptr %16, align 8
  store ptr %137, ptr %5, align 8
  br label %138

138:                                              ; preds = %136, %135, %96, %23
  %139 = load ptr, ptr %5, align 8
  ret ptr %139
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @BZ2_bzdopen(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 %0, ptr %3, align 4
  store ptr %1, ptr %4, align 8
  %5 = load i32, ptr %3, align 4
  %6 = load ptr, ptr %4, align 8
  %7 = call ptr @bzopen_or_bzdopen(ptr noundef null, i32 noundef %5, ptr noundef %6, i32 noundef 1)
  ret ptr %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @BZ2_bzread(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  %10 = load ptr, ptr %5, align 8
  %11 = getelementptr inbounds %struct.bzFile, ptr %10, i32 0, i32 5
  %12 = load i32, ptr %11, align 8
  %13 = icmp eq i32 %12, 4
  br i1 %13, label %14, label %15

14:                                               ; preds = %3
  store i32 0, ptr %4, align 4
  br label %28

15:                                               ; preds = %3
  %16 = load ptr, ptr %5, align 8
  %17 = load ptr, ptr %6, align 8
  %18 = load i32, ptr %7, align 4
  %19 = call i32 @BZ2_bzRead(ptr noundef %8, ptr noundef %16, ptr noundef %17, i32 noundef %18)
  store i32 %19, ptr %9, align 4
  %20 = load i32, ptr %8, align 4
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %25, label %22

22:                                               ; preds = %15
  %23 = load i32, ptr %8, align 4
  %24 = icmp eq i32 %23, 4
  br i1 %24, label %25, label %27

25:                                               ; preds = %22, %15
  %26 = load i32, ptr %9, align 4
  store i32 %26, ptr %4, align 4
  br label %28

27:                                               ; preds = %22
  store i32 -1, ptr %4, align 4
  br label %28

28:                                               ; preds = %27, %25, %14
  %29 = load i32, ptr %4, align 4
  ret i32 %29
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @BZ2_bzwrite(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  %9 = load ptr, ptr %5, align 8
  %10 = load ptr, ptr %6, align 8
  %11 = load i32, ptr %7, align 4
  call void @BZ2_bzWrite(ptr noundef %8, ptr noundef %9, ptr noundef %10, i32 noundef %11)
  %12 = load i32, ptr %8, align 4
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %14, label %16

14:                                               ; preds = %3
  %15 = load i32, ptr %7, align 4
  store i32 %15, ptr %4, align 4
  br label %17

16:                                               ; preds = %3
  store i32 -1, ptr %4, align 4
  br label %17

17:                                               ; preds = %16, %14
  %18 = load i32, ptr %4, align 4
  ret i32 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @BZ2_bzflush(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @BZ2_bzclose(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %5 = load ptr, ptr %2, align 8
  %6 = icmp eq ptr %5, null
  br i1 %6, label %7, label %8

7:                                                ; preds = %1
  br label %36

8:                                                ; preds = %1
  %9 = load ptr, ptr %2, align 8
  %10 = getelementptr inbounds %struct.bzFile, ptr %9, i32 0, i32 0
  %11 = load ptr, ptr %10, align 8
  store ptr %11, ptr %4, align 8
  %12 = load ptr, ptr %2, align 8
  %13 = getelementptr inbounds %struct.bzFile, ptr %12, i32 0, i32 3
  %14 = load i8, ptr %13, align 4
  %15 = icmp ne i8 %14, 0
  br i1 %15, label %16, label %23

16:                                               ; preds = %8
  %17 = load ptr, ptr %2, align 8
  call void @BZ2_bzWriteClose(ptr noundef %3, ptr noundef %17, i32 noundef 0, ptr noundef null, ptr noundef null)
  %18 = load i32, ptr %3, align 4
  %19 = icmp ne i32 %18, 0
  br i1 %19, label %20, label %22

20:                                               ; preds = %16
  %21 = load ptr, ptr %2, align 8
  call void @BZ2_bzWriteClose(ptr noundef null, ptr noundef %21, i32 noundef 1, ptr noundef null, ptr noundef null)
  br label %22

22:                                               ; preds = %20, %16
  br label %25

23:                                               ; preds = %8
  %24 = load ptr, ptr %2, align 8
  call void @BZ2_bzReadClose(ptr noundef %3, ptr noundef %24)
  br label %25

25:                                               ; preds = %23, %22
  %26 = load ptr, ptr %4, align 8
  %27 = load ptr, ptr @stdin, align 8
  %28 = icmp ne ptr %26, %27
  br i1 %28, label %29, label %36

29:                                               ; preds = %25
  %30 = load ptr, ptr %4, align 8
  %31 = load ptr, ptr @stdout, align 8
  %32 = icmp ne ptr %30, %31
  br i1 %32, label %33, label %36

33:                                               ; preds = %29
  %34 = load ptr, ptr %4, align 8
  %35 = call i32 @fclose(ptr noundef %34)
  br label %36

36:                                               ; preds = %7, %33, %29, %25
  ret void
}

declare i32 @fclose(ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @BZ2_bzerror(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = getelementptr inbounds %struct.bzFile, ptr %6, i32 0, i32 5
  %8 = load i32, ptr %7, align 8
  store i32 %8, ptr %5, align 4
  %9 = load i32, ptr %5, align 4
  %10 = icmp sgt i32 %9, 0
  br i1 %10, label %11, label %12

11:                                               ; preds = %2
  store i32 0, ptr %5, align 4
  br label %12

12:                                               ; preds = %11, %2
  %13 = load i32, ptr %5, align 4
  %14 = load ptr, ptr %4, align 8
  store i32 %13, ptr %14, align 4
  %15 = load i32, ptr %5, align 4
  %16 = mul nsw i32 %15, -1
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [16 x ptr], ptr @bzerrorstrings, i64 0, i64 %17
  %19 = load ptr, ptr %18, align 8
  ret ptr %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @copy_output_until_stop(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i8, align 1
  store ptr %0, ptr %2, align 8
  store i8 0, ptr %3, align 1
  br label %4

4:                                                ; preds = %1, %71
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds %struct.EState, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds %struct.bz_stream, ptr %7, i32 0, i32 5
  %9 = load i32, ptr %8, align 8
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %12

11:                                               ; preds = %4
  br label %72

12:                                               ; preds = %4
  %13 = load ptr, ptr %2, align 8
  %14 = getelementptr inbounds %struct.EState, ptr %13, i32 0, i32 20
  %15 = load i32, ptr %14, align 8
  %16 = load ptr, ptr %2, align 8
  %17 = getelementptr inbounds %struct.EState, ptr %16, i32 0, i32 19
  %18 = load i32, ptr %17, align 4
  %19 = icmp sge i32 %15, %18
  br i1 %19, label %20, label %21

20:                                               ; preds = %12
  br label %72

21:                                               ; preds = %12
  store i8 1, ptr %3, align 1
  %22 = load ptr, ptr %2, align 8
  %23 = getelementptr inbounds %struct.EState, ptr %22, i32 0, i32 11
  %24 = load ptr, ptr %23, align 8
  %25 = load ptr, ptr %2, align 8
  %26 = getelementptr inbounds %struct.EState, ptr %25, i32 0, i32 20
  %27 = load i32, ptr %26, align 8
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i8, ptr %24, i64 %28
  %30 = load i8, ptr %29, align 1
  %31 = load ptr, ptr %2, align 8
  %32 = getelementptr inbounds %struct.EState, ptr %31, i32 0, i32 0
  %33 = load ptr, ptr %32, align 8
  %34 = getelementptr inbounds %struct.bz_stream, ptr %33, i32 0, i32 4
  %35 = load ptr, ptr %34, align 8
  store i8 %30, ptr %35, align 1
  %36 = load ptr, ptr %2, align 8
  %37 = getelementptr inbounds %struct.EState, ptr %36, i32 0, i32 20
  %38 = load i32, ptr %37, align 8
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %37, align 8
  %40 = load ptr, ptr %2, align 8
  %41 = getelementptr inbounds %struct.EState, ptr %40, i32 0, i32 0
  %42 = load ptr, ptr %41, align 8
  %43 = getelementptr inbounds %struct.bz_stream, ptr %42, i32 0, i32 5
  %44 = load i32, ptr %43, align 8
  %45 = add i32 %44, -1
  store i32 %45, ptr %43, align 8
  %46 = load ptr, ptr %2, align 8
  %47 = getelementptr inbounds %struct.EState, ptr %46, i32 0, i32 0
  %48 = load ptr, ptr %47, align 8
  %49 = getelementptr inbounds %struct.bz_stream, ptr %48, i32 0, i32 4
  %50 = load ptr, ptr %49, align 8
  %51 = getelementptr inbounds i8, ptr %50, i32 1
  store ptr %51, ptr %49, align 8
  %52 = load ptr, ptr %2, align 8
  %53 = getelementptr inbounds %struct.EState, ptr %52, i32 0, i32 0
  %54 = load ptr, ptr %53, align 8
  %55 = getelementptr inbounds %struct.bz_stream, ptr %54, i32 0, i32 6
  %56 = load i32, ptr %55, align 4
  %57 = add i32 %56, 1
  store i32 %57, ptr %55, align 4
  %58 = load ptr, ptr %2, align 8
  %59 = getelementptr inbounds %struct.EState, ptr %58, i32 0, i32 0
  %60 = load ptr, ptr %59, align 8
  %61 = getelementptr inbounds %struct.bz_stream, ptr %60, i32 0, i32 6
  %62 = load i32, ptr %61, align 4
  %63 = icmp eq i32 %62, 0
  br i1 %63, label %64, label %71

64:                                               ; preds = %21
  %65 = load ptr, ptr %2, align 8
  %66 = getelementptr inbounds %struct.EState, ptr %65, i32 0, i32 0
  %67 = load ptr, ptr %66, align 8
  %68 = getelementptr inbounds %struct.bz_stream, ptr %67, i32 0, i32 7
  %69 = load i32, ptr %68, align 8
  %70 = add i32 %69, 1
  store i32 %70, ptr %68, align 8
  br label %71

71:                                               ; preds = %64, %21
  br label %4

72:                                               ; preds = %20, %11
  %73 = load i8, ptr %3, align 1
  ret i8 %73
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @copy_input_until_stop(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  %5 = alloca i8, align 1
  %6 = alloca i32, align 4
  %7 = alloca i8, align 1
  store ptr %0, ptr %2, align 8
  store i8 0, ptr %3, align 1
  %8 = load ptr, ptr %2, align 8
  %9 = getelementptr inbounds %struct.EState, ptr %8, i32 0, i32 1
  %10 = load i32, ptr %9, align 8
  %11 = icmp eq i32 %10, 2
  br i1 %11, label %12, label %157

12:                                               ; preds = %1
  br label %13

13:                                               ; preds = %12, %155
  %14 = load ptr, ptr %2, align 8
  %15 = getelementptr inbounds %struct.EState, ptr %14, i32 0, i32 17
  %16 = load i32, ptr %15, align 4
  %17 = load ptr, ptr %2, align 8
  %18 = getelementptr inbounds %struct.EState, ptr %17, i32 0, i32 18
  %19 = load i32, ptr %18, align 8
  %20 = icmp sge i32 %16, %19
  br i1 %20, label %21, label %22

21:                                               ; preds = %13
  br label %156

22:                                               ; preds = %13
  %23 = load ptr, ptr %2, align 8
  %24 = getelementptr inbounds %struct.EState, ptr %23, i32 0, i32 0
  %25 = load ptr, ptr %24, align 8
  %26 = getelementptr inbounds %struct.bz_stream, ptr %25, i32 0, i32 1
  %27 = load i32, ptr %26, align 8
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %29, label %30

29:                                               ; preds = %22
  br label %156

30:                                               ; preds = %22
  store i8 1, ptr %3, align 1
  %31 = load ptr, ptr %2, align 8
  %32 = getelementptr inbounds %struct.EState, ptr %31, i32 0, i32 0
  %33 = load ptr, ptr %32, align 8
  %34 = getelementptr inbounds %struct.bz_stream, ptr %33, i32 0, i32 0
  %35 = load ptr, ptr %34, align 8
  %36 = load i8, ptr %35, align 1
  %37 = zext i8 %36 to i32
  store i32 %37, ptr %4, align 4
  %38 = load i32, ptr %4, align 4
  %39 = load ptr, ptr %2, align 8
  %40 = getelementptr inbounds %struct.EState, ptr %39, i32 0, i32 13
  %41 = load i32, ptr %40, align 4
  %42 = icmp ne i32 %38, %41
  br i1 %42, label %43, label %93

43:                                               ; preds = %30
  %44 = load ptr, ptr %2, align 8
  %45 = getelementptr inbounds %struct.EState, ptr %44, i32 0, i32 14
  %46 = load i32, ptr %45, align 8
  %47 = icmp eq i32 %46, 1
  br i1 %47, label %48, label %93

48:                                               ; preds = %43
  %49 = load ptr, ptr %2, align 8
  %50 = getelementptr inbounds %struct.EState, ptr %49, i32 0, i32 13
  %51 = load i32, ptr %50, align 4
  %52 = trunc i32 %51 to i8
  store i8 %52, ptr %5, align 1
  %53 = load ptr, ptr %2, align 8
  %54 = getelementptr inbounds %struct.EState, ptr %53, i32 0, i32 26
  %55 = load i32, ptr %54, align 8
  %56 = shl i32 %55, 8
  %57 = load ptr, ptr %2, align 8
  %58 = getelementptr inbounds %struct.EState, ptr %57, i32 0, i32 26
  %59 = load i32, ptr %58, align 8
  %60 = lshr i32 %59, 24
  %61 = load i8, ptr %5, align 1
  %62 = zext i8 %61 to i32
  %63 = xor i32 %60, %62
  %64 = zext i32 %63 to i64
  %65 = getelementptr inbounds [256 x i32], ptr @BZ2_crc32Table, i64 0, i64 %64
  %66 = load i32, ptr %65, align 4
  %67 = xor i32 %56, %66
  %68 = load ptr, ptr %2, align 8
  %69 = getelementptr inbounds %struct.EState, ptr %68, i32 0, i32 26
  store i32 %67, ptr %69, align 8
  %70 = load ptr, ptr %2, align 8
  %71 = getelementptr inbounds %struct.EState, ptr %70, i32 0, i32 22
  %72 = load ptr, ptr %2, align 8
  %73 = getelementptr inbounds %struct.EState, ptr %72, i32 0, i32 13
  %74 = load i32, ptr %73, align 4
  %75 = zext i32 %74 to i64
  %76 = getelementptr inbounds [256 x i8], ptr %71, i64 0, i64 %75
  store i8 1, ptr %76, align 1
  %77 = load i8, ptr %5, align 1
  %78 = load ptr, ptr %2, align 8
  %79 = getelementptr inbounds %struct.EState, ptr %78, i32 0, i32 9
  %80 = load ptr, ptr %79, align 8
  %81 = load ptr, ptr %2, align 8
  %82 = getelementptr inbounds %struct.EState, ptr %81, i32 0, i32 17
  %83 = load i32, ptr %82, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds i8, ptr %80, i64 %84
  store i8 %77, ptr %85, align 1
  %86 = load ptr, ptr %2, align 8
  %87 = getelementptr inbounds %struct.EState, ptr %86, i32 0, i32 17
  %88 = load i32, ptr %87, align 4
  %89 = add nsw i32 %88, 1
  store i32 %89, ptr %87, align 4
  %90 = load i32, ptr %4, align 4
  %91 = load ptr, ptr %2, align 8
  %92 = getelementptr inbounds %struct.EState, ptr %91, i32 0, i32 13
  store i32 %90, ptr %92, align 4
  br label %123

93:                                               ; preds = %43, %30
  %94 = load i32, ptr %4, align 4
  %95 = load ptr, ptr %2, align 8
  %96 = getelementptr inbounds %struct.EState, ptr %95, i32 0, i32 13
  %97 = load i32, ptr %96, align 4
  %98 = icmp ne i32 %94, %97
  br i1 %98, label %104, label %99

99:                                               ; preds = %93
  %100 = load ptr, ptr %2, align 8
  %101 = getelementptr inbounds %struct.EState, ptr %100, i32 0, i32 14
  %102 = load i32, ptr %101, align 8
  %103 = icmp eq i32 %102, 255
  br i1 %103, label %104, label %117

104:                                              ; preds = %99, %93
  %105 = load ptr, ptr %2, align 8
  %106 = getelementptr inbounds %struct.EState, ptr %105, i32 0, i32 13
  %107 = load i32, ptr %106, align 4
  %108 = icmp ult i32 %107, 256
  br i1 %108, label %109, label %111

109:                                              ; preds = %104
  %110 = load ptr, ptr %2, align 8
  call void @add_pair_to_block(ptr noundef %110)
  br label %111

111:                                              ; preds = %109, %104
  %112 = load i32, ptr %4, align 4
  %113 = load ptr, ptr %2, align 8
  %114 = getelementptr inbounds %struct.EState, ptr %113, i32 0, i32 13
  store i32 %112, ptr %114, align 4
  %115 = load ptr, ptr %2, align 8
  %116 = getelementptr inbounds %struct.EState, ptr %115, i32 0, i32 14
  store i32 1, ptr %116, align 8
  br label %122

117:                                              ; preds = %99
  %118 = load ptr, ptr %2, align 8
  %119 = getelementptr inbounds %struct.EState, ptr %118, i32 0, i32 14
  %120 = load i32, ptr %119, align 8
  %121 = add nsw i32 %120, 1
  store i32 %121, ptr %119, align 8
  br label %122

122:                                              ; preds = %117, %111
  br label %123

123:                                              ; preds = %122, %48
  %124 = load ptr, ptr %2, align 8
  %125 = getelementptr inbounds %struct.EState, ptr %124, i32 0, i32 0
  %126 = load ptr, ptr %125, align 8
  %127 = getelementptr inbounds %struct.bz_stream, ptr %126, i32 0, i32 0
  %128 = load ptr, ptr %127, align 8
  %129 = getelementptr inbounds i8, ptr %128, i32 1
  store ptr %129, ptr %127, align 8
  %130 = load ptr, ptr %2, align 8
  %131 = getelementptr inbounds %struct.EState, ptr %130, i32 0, i32 0
  %132 = load ptr, ptr %131, align 8
  %133 = getelementptr inbounds %struct.bz_stream, ptr %132, i32 0, i32 1
  %134 = load i32, ptr %133, align 8
  %135 = add i32 %134, -1
  store i32 %135, ptr %133, align 8
  %136 = load ptr, ptr %2, align 8
  %137 = getelementptr inbounds %struct.EState, ptr %136, i32 0, i32 0
  %138 = load ptr, ptr %137, align 8
  %139 = getelementptr inbounds %struct.bz_stream, ptr %138, i32 0, i32 2
  %140 = load i32, ptr %139, align 4
  %141 = add i32 %140, 1
  store i32 %141, ptr %139, align 4
  %142 = load ptr, ptr %2, align 8
  %143 = getelementptr inbounds %struct.EState, ptr %142, i32 0, i32 0
  %144 = load ptr, ptr %143, align 8
  %145 = getelementptr inbounds %struct.bz_stream, ptr %144, i32 0, i32 2
  %146 = load i32, ptr %145, align 4
  %147 = icmp eq i32 %146, 0
  br i1 %147, label %148, label %155

148:                                              ; preds = %123
  %149 = load ptr, ptr %2, align 8
  %150 = getelementptr inbounds %struct.EState, ptr %149, i32 0, i32 0
  %151 = load ptr, ptr %150, align 8
  %152 = getelementptr inbounds %struct.bz_stream, ptr %151, i32 0, i32 3
  %153 = load i32, ptr %152, align 8
  %154 = add i32 %153, 1
  store i32 %154, ptr %152, align 8
  br label %155

155:                                              ; preds = %148, %123
  br label %13

156:                                              ; preds = %29, %21
  br label %312

157:                                              ; preds = %1
  br label %158

158:                                              ; preds = %157, %306
  %159 = load ptr, ptr %2, align 8
  %160 = getelementptr inbounds %struct.EState, ptr %159, i32 0, i32 17
  %161 = load i32, ptr %160, align 4
  %162 = load ptr, ptr %2, align 8
  %163 = getelementptr inbounds %struct.EState, ptr %162, i32 0, i32 18
  %164 = load i32, ptr %163, align 8
  %165 = icmp sge i32 %161, %164
  br i1 %165, label %166, label %167

166:                                              ; preds = %158
  br label %311

167:                                              ; preds = %158
  %168 = load ptr, ptr %2, align 8
  %169 = getelementptr inbounds %struct.EState, ptr %168, i32 0, i32 0
  %170 = load ptr, ptr %169, align 8
  %171 = getelementptr inbounds %struct.bz_stream, ptr %170, i32 0, i32 1
  %172 = load i32, ptr %171, align 8
  %173 = icmp eq i32 %172, 0
  br i1 %173, label %174, label %175

174:                                              ; preds = %167
  br label %311

175:                                              ; preds = %167
  %176 = load ptr, ptr %2, align 8
  %177 = getelementptr inbounds %struct.EState, ptr %176, i32 0, i32 3
  %178 = load i32, ptr %177, align 8
  %179 = icmp eq i32 %178, 0
  br i1 %179, label %180, label %181

180:                                              ; preds = %175
  br label %311

181:                                              ; preds = %175
  store i8 1, ptr %3, align 1
  %182 = load ptr, ptr %2, align 8
  %183 = getelementptr inbounds %struct.EState, ptr %182, i32 0, i32 0
  %184 = load ptr, ptr %183, align 8
  %185 = getelementptr inbounds %struct.bz_stream, ptr %184, i32 0, i32 0
  %186 = load ptr, ptr %185, align 8
  %187 = load i8, ptr %186, align 1
  %188 = zext i8 %187 to i32
  store i32 %188, ptr %6, align 4
  %189 = load i32, ptr %6, align 4
  %190 = load ptr, ptr %2, align 8
  %191 = getelementptr inbounds %struct.EState, ptr %190, i32 0, i32 13
  %192 = load i32, ptr %191, align 4
  %193 = icmp ne i32 %189, %192
  br i1 %193, label %194, label %244

194:                                              ; preds = %181
  %195 = load ptr, ptr %2, align 8
  %196 = getelementptr inbounds %struct.EState, ptr %195, i32 0, i32 14
  %197 = load i32, ptr %196, align 8
  %198 = icmp eq i32 %197, 1
  br i1 %198, label %199, label %244

199:                                              ; preds = %194
  %200 = load ptr, ptr %2, align 8
  %201 = getelementptr inbounds %struct.EState, ptr %200, i32 0, i32 13
  %202 = load i32, ptr %201, align 4
  %203 = trunc i32 %202 to i8
  store i8 %203, ptr %7, align 1
  %204 = load ptr, ptr %2, align 8
  %205 = getelementptr inbounds %struct.EState, ptr %204, i32 0, i32 26
  %206 = load i32, ptr %205, align 8
  %207 = shl i32 %206, 8
  %208 = load ptr, ptr %2, align 8
  %209 = getelementptr inbounds %struct.EState, ptr %208, i32 0, i32 26
  %210 = load i32, ptr %209, align 8
  %211 = lshr i32 %210, 24
  %212 = load i8, ptr %7, align 1
  %213 = zext i8 %212 to i32
  %214 = xor i32 %211, %213
  %215 = zext i32 %214 to i64
  %216 = getelementptr inbounds [256 x i32], ptr @BZ2_crc32Table, i64 0, i64 %215
  %217 = load i32, ptr %216, align 4
  %218 = xor i32 %207, %217
  %219 = load ptr, ptr %2, align 8
  %220 = getelementptr inbounds %struct.EState, ptr %219, i32 0, i32 26
  store i32 %218, ptr %220, align 8
  %221 = load ptr, ptr %2, align 8
  %222 = getelementptr inbounds %struct.EState, ptr %221, i32 0, i32 22
  %223 = load ptr, ptr %2, align 8
  %224 = getelementptr inbounds %struct.EState, ptr %223, i32 0, i32 13
  %225 = load i32, ptr %224, align 4
  %226 = zext i32 %225 to i64
  %227 = getelementptr inbounds [256 x i8], ptr %222, i64 0, i64 %226
  store i8 1, ptr %227, align 1
  %228 = load i8, ptr %7, align 1
  %229 = load ptr, ptr %2, align 8
  %230 = getelementptr inbounds %struct.EState, ptr %229, i32 0, i32 9
  %231 = load ptr, ptr %230, align 8
  %232 = load ptr, ptr %2, align 8
  %233 = getelementptr inbounds %struct.EState, ptr %232, i32 0, i32 17
  %234 = load i32, ptr %233, align 4
  %235 = sext i32 %234 to i64
  %236 = getelementptr inbounds i8, ptr %231, i64 %235
  store i8 %228, ptr %236, align 1
  %237 = load ptr, ptr %2, align 8
  %238 = getelementptr inbounds %struct.EState, ptr %237, i32 0, i32 17
  %239 = load i32, ptr %238, align 4
  %240 = add nsw i32 %239, 1
  store i32 %240, ptr %238, align 4
  %241 = load i32, ptr %6, align 4
  %242 = load ptr, ptr %2, align 8
  %243 = getelementptr inbounds %struct.EState, ptr %242, i32 0, i32 13
  store i32 %241, ptr %243, align 4
  br label %274

244:                                              ; preds = %194, %181
  %245 = load i32, ptr %6, align 4
  %246 = load ptr, ptr %2, align 8
  %247 = getelementptr inbounds %struct.EState, ptr %246, i32 0, i32 13
  %248 = load i32, ptr %247, align 4
  %249 = icmp ne i32 %245, %248
  br i1 %249, label %255, label %250

250:                                              ; preds = %244
  %251 = load ptr, ptr %2, align 8
  %252 = getelementptr inbounds %struct.EState, ptr %251, i32 0, i32 14
  %253 = load i32, ptr %252, align 8
  %254 = icmp eq i32 %253, 255
  br i1 %254, label %255, label %268

255:                                              ; preds = %250, %244
  %256 = load ptr, ptr %2, align 8
  %257 = getelementptr inbounds %struct.EState, ptr %256, i32 0, i32 13
  %258 = load i32, ptr %257, align 4
  %259 = icmp ult i32 %258, 256
  br i1 %259, label %260, label %262

260:                                              ; preds = %255
  %261 = load ptr, ptr %2, align 8
  call void @add_pair_to_block(ptr noundef %261)
  br label %262

262:                                              ; preds = %260, %255
  %263 = load i32, ptr %6, align 4
  %264 = load ptr, ptr %2, align 8
  %265 = getelementptr inbounds %struct.EState, ptr %264, i32 0, i32 13
  store i32 %263, ptr %265, align 4
  %266 = load ptr, ptr %2, align 8
  %267 = getelementptr inbounds %struct.EState, ptr %266, i32 0, i32 14
  store i32 1, ptr %267, align 8
  br label %273

268:                                              ; preds = %250
  %269 = load ptr, ptr %2, align 8
  %270 = getelementptr inbounds %struct.EState, ptr %269, i32 0, i32 14
  %271 = load i32, ptr %270, align 8
  %272 = add nsw i32 %271, 1
  store i32 %272, ptr %270, align 8
  br label %273

273:                                              ; preds = %268, %262
  br label %274

274:                                              ; preds = %273, %199
  %275 = load ptr, ptr %2, align 8
  %276 = getelementptr inbounds %struct.EState, ptr %275, i32 0, i32 0
  %277 = load ptr, ptr %276, align 8
  %278 = getelementptr inbounds %struct.bz_stream, ptr %277, i32 0, i32 0
  %279 = load ptr, ptr %278, align 8
  %280 = getelementptr inbounds i8, ptr %279, i32 1
  store ptr %280, ptr %278, align 8
  %281 = load ptr, ptr %2, align 8
  %282 = getelementptr inbounds %struct.EState, ptr %281, i32 0, i32 0
  %283 = load ptr, ptr %282, align 8
  %284 = getelementptr inbounds %struct.bz_stream, ptr %283, i32 0, i32 1
  %285 = load i32, ptr %284, align 8
  %286 = add i32 %285, -1
  store i32 %286, ptr %284, align 8
  %287 = load ptr, ptr %2, align 8
  %288 = getelementptr inbounds %struct.EState, ptr %287, i32 0, i32 0
  %289 = load ptr, ptr %288, align 8
  %290 = getelementptr inbounds %struct.bz_stream, ptr %289, i32 0, i32 2
  %291 = load i32, ptr %290, align 4
  %292 = add i32 %291, 1
  store i32 %292, ptr %290, align 4
  %293 = load ptr, ptr %2, align 8
  %294 = getelementptr inbounds %struct.EState, ptr %293, i32 0, i32 0
  %295 = load ptr, ptr %294, align 8
  %296 = getelementptr inbounds %struct.bz_stream, ptr %295, i32 0, i32 2
  %297 = load i32, ptr %296, align 4
  %298 = icmp eq i32 %297, 0
  br i1 %298, label %299, label %306

299:                                              ; preds = %274
  %300 = load ptr, ptr %2, align 8
  %301 = getelementptr inbounds %struct.EState, ptr %300, i32 0, i32 0
  %302 = load ptr, ptr %301, align 8
  %303 = getelementptr inbounds %struct.bz_stream, ptr %302, i32 0, i32 3
  %304 = load i32, ptr %303, align 8
  %305 = add i32 %304, 1
  store i32 %305, ptr %303, align 8
  br label %306

306:                                              ; preds = %299, %274
  %307 = load ptr, ptr %2, align 8
  %308 = getelementptr inbounds %struct.EState, ptr %307, i32 0, i32 3
  %309 = load i32, ptr %308, align 8
  %310 = add i32 %309, -1
  store i32 %310, ptr %308, align 8
  br label %158

311:                                              ; preds = %180, %174, %166
  br label %312

312:                                              ; preds = %311, %156
  %313 = load i8, ptr %3, align 1
  ret i8 %313
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @flush_RL(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.EState, ptr %3, i32 0, i32 13
  %5 = load i32, ptr %4, align 4
  %6 = icmp ult i32 %5, 256
  br i1 %6, label %7, label %9

7:                                                ; preds = %1
  %8 = load ptr, ptr %2, align 8
  call void @add_pair_to_block(ptr noundef %8)
  br label %9

9:                                                ; preds = %7, %1
  %10 = load ptr, ptr %2, align 8
  call void @init_RL(ptr noundef %10)
  ret void
}

declare void @BZ2_compressBlock(ptr noundef, i8 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @add_pair_to_block(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i8, align 1
  store ptr %0, ptr %2, align 8
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds %struct.EState, ptr %5, i32 0, i32 13
  %7 = load i32, ptr %6, align 4
  %8 = trunc i32 %7 to i8
  store i8 %8, ptr %4, align 1
  store i32 0, ptr %3, align 4
  br label %9

9:                                                ; preds = %33, %1
  %10 = load i32, ptr %3, align 4
  %11 = load ptr, ptr %2, align 8
  %12 = getelementptr inbounds %struct.EState, ptr %11, i32 0, i32 14
  %13 = load i32, ptr %12, align 8
  %14 = icmp slt i32 %10, %13
  br i1 %14, label %15, label %36

15:                                               ; preds = %9
  %16 = load ptr, ptr %2, align 8
  %17 = getelementptr inbounds %struct.EState, ptr %16, i32 0, i32 26
  %18 = load i32, ptr %17, align 8
  %19 = shl i32 %18, 8
  %20 = load ptr, ptr %2, align 8
  %21 = getelementptr inbounds %struct.EState, ptr %20, i32 0, i32 26
  %22 = load i32, ptr %21, align 8
  %23 = lshr i32 %22, 24
  %24 = load i8, ptr %4, align 1
  %25 = zext i8 %24 to i32
  %26 = xor i32 %23, %25
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds [256 x i32], ptr @BZ2_crc32Table, i64 0, i64 %27
  %29 = load i32, ptr %28, align 4
  %30 = xor i32 %19, %29
  %31 = load ptr, ptr %2, align 8
  %32 = getelementptr inbounds %struct.EState, ptr %31, i32 0, i32 26
  store i32 %30, ptr %32, align 8
  br label %33

33:                                               ; preds = %15
  %34 = load i32, ptr %3, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %3, align 4
  br label %9, !llvm.loop !11

36:                                               ; preds = %9
  %37 = load ptr, ptr %2, align 8
  %38 = getelementptr inbounds %struct.EState, ptr %37, i32 0, i32 22
  %39 = load ptr, ptr %2, align 8
  %40 = getelementptr inbounds %struct.EState, ptr %39, i32 0, i32 13
  %41 = load i32, ptr %40, align 4
  %42 = zext i32 %41 to i64
  %43 = getelementptr inbounds [256 x i8], ptr %38, i64 0, i64 %42
  store i8 1, ptr %43, align 1
  %44 = load ptr, ptr %2, align 8
  %45 = getelementptr inbounds %struct.EState, ptr %44, i32 0, i32 14
  %46 = load i32, ptr %45, align 8
  switch i32 %46, label %128 [
    i32 1, label %47
    i32 2, label %61
    i32 3, label %88
  ]

47:                                               ; preds = %36
  %48 = load i8, ptr %4, align 1
  %49 = load ptr, ptr %2, align 8
  %50 = getelementptr inbounds %struct.EState, ptr %49, i32 0, i32 9
  %51 = load ptr, ptr %50, align 8
  %52 = load ptr, ptr %2, align 8
  %53 = getelementptr inbounds %struct.EState, ptr %52, i32 0, i32 17
  %54 = load i32, ptr %53, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds i8, ptr %51, i64 %55
  store i8 %48, ptr %56, align 1
  %57 = load ptr, ptr %2, align 8
  %58 = getelementptr inbounds %struct.EState, ptr %57, i32 0, i32 17
  %59 = load i32, ptr %58, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %58, align 4
  br label %206

61:                                               ; preds = %36
  %62 = load i8, ptr %4, align 1
  %63 = load ptr, ptr %2, align 8
  %64 = getelementptr inbounds %struct.EState, ptr %63, i32 0, i32 9
  %65 = load ptr, ptr %64, align 8
  %66 = load ptr, ptr %2, align 8
  %67 = getelementptr inbounds %struct.EState, ptr %66, i32 0, i32 17
  %68 = load i32, ptr %67, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds i8, ptr %65, i64 %69
  store i8 %62, ptr %70, align 1
  %71 = load ptr, ptr %2, align 8
  %72 = getelementptr inbounds %struct.EState, ptr %71, i32 0, i32 17
  %73 = load i32, ptr %72, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, ptr %72, align 4
  %75 = load i8, ptr %4, align 1
  %76 = load ptr, ptr %2, align 8
  %77 = getelementptr inbounds %struct.EState, ptr %76, i32 0, i32 9
  %78 = load ptr, ptr %77, align 8
  %79 = load ptr, ptr %2, align 8
  %80 = getelementptr inbounds %struct.EState, ptr %79, i32 0, i32 17
  %81 = load i32, ptr %80, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds i8, ptr %78, i64 %82
  store i8 %75, ptr %83, align 1
  %84 = load ptr, ptr %2, align 8
  %85 = getelementptr inbounds %struct.EState, ptr %84, i32 0, i32 17
  %86 = load i32, ptr %85, align 4
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr %85, align 4
  br label %206

88:                                               ; preds = %36
  %89 = load i8, ptr %4, align 1
  %90 = load ptr, ptr %2, align 8
  %91 = getelementptr inbounds %struct.EState, ptr %90, i32 0, i32 9
  %92 = load ptr, ptr %91, align 8
  %93 = load ptr, ptr %2, align 8
  %94 = getelementptr inbounds %struct.EState, ptr %93, i32 0, i32 17
  %95 = load i32, ptr %94, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds i8, ptr %92, i64 %96
  store i8 %89, ptr %97, align 1
  %98 = load ptr, ptr %2, align 8
  %99 = getelementptr inbounds %struct.EState, ptr %98, i32 0, i32 17
  %100 = load i32, ptr %99, align 4
  %101 = add nsw i32 %100, 1
  store i32 %101, ptr %99, align 4
  %102 = load i8, ptr %4, align 1
  %103 = load ptr, ptr %2, align 8
  %104 = getelementptr inbounds %struct.EState, ptr %103, i32 0, i32 9
  %105 = load ptr, ptr %104, align 8
  %106 = load ptr, ptr %2, align 8
  %107 = getelementptr inbounds %struct.EState, ptr %106, i32 0, i32 17
  %108 = load i32, ptr %107, align 4
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds i8, ptr %105, i64 %109
  store i8 %102, ptr %110, align 1
  %111 = load ptr, ptr %2, align 8
  %112 = getelementptr inbounds %struct.EState, ptr %111, i32 0, i32 17
  %113 = load i32, ptr %112, align 4
  %114 = add nsw i32 %113, 1
  store i32 %114, ptr %112, align 4
  %115 = load i8, ptr %4, align 1
  %116 = load ptr, ptr %2, align 8
  %117 = getelementptr inbounds %struct.EState, ptr %116, i32 0, i32 9
  %118 = load ptr, ptr %117, align 8
  %119 = load ptr, ptr %2, align 8
  %120 = getelementptr inbounds %struct.EState, ptr %119, i32 0, i32 17
  %121 = load i32, ptr %120, align 4
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds i8, ptr %118, i64 %122
  store i8 %115, ptr %123, align 1
  %124 = load ptr, ptr %2, align 8
  %125 = getelementptr inbounds %struct.EState, ptr %124, i32 0, i32 17
  %126 = load i32, ptr %125, align 4
  %127 = add nsw i32 %126, 1
  store i32 %127, ptr %125, align 4
  br label %206

128:                                              ; preds = %36
  %129 = load ptr, ptr %2, align 8
  %130 = getelementptr inbounds %struct.EState, ptr %129, i32 0, i32 22
  %131 = load ptr, ptr %2, align 8
  %132 = getelementptr inbounds %struct.EState, ptr %131, i32 0, i32 14
  %133 = load i32, ptr %132, align 8
  %134 = sub nsw i32 %133, 4
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds [256 x i8], ptr %130, i64 0, i64 %135
  store i8 1, ptr %136, align 1
  %137 = load i8, ptr %4, align 1
  %138 = load ptr, ptr %2, align 8
  %139 = getelementptr inbounds %struct.EState, ptr %138, i32 0, i32 9
  %140 = load ptr, ptr %139, align 8
  %141 = load ptr, ptr %2, align 8
  %142 = getelementptr inbounds %struct.EState, ptr %141, i32 0, i32 17
  %143 = load i32, ptr %142, align 4
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds i8, ptr %140, i64 %144
  store i8 %137, ptr %145, align 1
  %146 = load ptr, ptr %2, align 8
  %147 = getelementptr inbounds %struct.EState, ptr %146, i32 0, i32 17
  %148 = load i32, ptr %147, align 4
  %149 = add nsw i32 %148, 1
  store i32 %149, ptr %147, align 4
  %150 = load i8, ptr %4, align 1
  %151 = load ptr, ptr %2, align 8
  %152 = getelementptr inbounds %struct.EState, ptr %151, i32 0, i32 9
  %153 = load ptr, ptr %152, align 8
  %154 = load ptr, ptr %2, align 8
  %155 = getelementptr inbounds %struct.EState, ptr %154, i32 0, i32 17
  %156 = load i32, ptr %155, align 4
  %157 = sext i32 %156 to i64
  %158 = getelementptr inbounds i8, ptr %153, i64 %157
  store i8 %150, ptr %158, align 1
  %159 = load ptr, ptr %2, align 8
  %160 = getelementptr inbounds %struct.EState, ptr %159, i32 0, i32 17
  %161 = load i32, ptr %160, align 4
  %162 = add nsw i32 %161, 1
  store i32 %162, ptr %160, align 4
  %163 = load i8, ptr %4, align 1
  %164 = load ptr, ptr %2, align 8
  %165 = getelementptr inbounds %struct.EState, ptr %164, i32 0, i32 9
  %166 = load ptr, ptr %165, align 8
  %167 = load ptr, ptr %2, align 8
  %168 = getelementptr inbounds %struct.EState, ptr %167, i32 0, i32 17
  %169 = load i32, ptr %168, align 4
  %170 = sext i32 %169 to i64
  %171 = getelementptr inbounds i8, ptr %166, i64 %170
  store i8 %163, ptr %171, align 1
  %172 = load ptr, ptr %2, align 8
  %173 = getelementptr inbounds %struct.EState, ptr %172, i32 0, i32 17
  %174 = load i32, ptr %173, align 4
  %175 = add nsw i32 %174, 1
  store i32 %175, ptr %173, align 4
  %176 = load i8, ptr %4, align 1
  %177 = load ptr, ptr %2, align 8
  %178 = getelementptr inbounds %struct.EState, ptr %177, i32 0, i32 9
  %179 = load ptr, ptr %178, align 8
  %180 = load ptr, ptr %2, align 8
  %181 = getelementptr inbounds %struct.EState, ptr %180, i32 0, i32 17
  %182 = load i32, ptr %181, align 4
  %183 = sext i32 %182 to i64
  %184 = getelementptr inbounds i8, ptr %179, i64 %183
  store i8 %176, ptr %184, align 1
  %185 = load ptr, ptr %2, align 8
  %186 = getelementptr inbounds %struct.EState, ptr %185, i32 0, i32 17
  %187 = load i32, ptr %186, align 4
  %188 = add nsw i32 %187, 1
  store i32 %188, ptr %186, align 4
  %189 = load ptr, ptr %2, align 8
  %190 = getelementptr inbounds %struct.EState, ptr %189, i32 0, i32 14
  %191 = load i32, ptr %190, align 8
  %192 = sub nsw i32 %191, 4
  %193 = trunc i32 %192 to i8
  %194 = load ptr, ptr %2, align 8
  %195 = getelementptr inbounds %struct.EState, ptr %194, i32 0, i32 9
  %196 = load ptr, ptr %195, align 8
  %197 = load ptr, ptr %2, align 8
  %198 = getelementptr inbounds %struct.EState, ptr %197, i32 0, i32 17
  %199 = load i32, ptr %198, align 4
  %200 = sext i32 %199 to i64
  %201 = getelementptr inbounds i8, ptr %196, i64 %200
  store i8 %193, ptr %201, align 1
  %202 = load ptr, ptr %2, align 8
  %203 = getelementptr inbounds %struct.EState, ptr %202, i32 0, i32 17
  %204 = load i32, ptr %203, align 4
  %205 = add nsw i32 %204, 1
  store i32 %205, ptr %203, align 4
  br label %206

206:                                              ; preds = %128, %88, %61, %47
  ret void
}

declare i32 @fgetc(ptr noundef) #3

declare i32 @ungetc(i32 noundef, ptr noundef) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nounwind willreturn memory(none)
declare ptr @__ctype_b_loc() #6

; Function Attrs: nounwind
declare ptr @strcat(ptr noundef, ptr noundef) #1

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #7

declare noalias ptr @fopen64(ptr noundef, ptr noundef) #3

; Function Attrs: nounwind
declare noalias ptr @fdopen(i32 noundef, ptr noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { noreturn nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }
attributes #10 = { nounwind allocsize(0) }
attributes #11 = { nounwind willreturn memory(none) }
attributes #12 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
