; ModuleID = 'programs/mini_lisp_interpreter.c'
source_filename = "programs/mini_lisp_interpreter.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.anon = type { ptr, ptr }

@symtab = internal unnamed_addr global ptr null, align 8, !dbg !0
@.str = private unnamed_addr constant [6 x i8] c"quote\00", align 1, !dbg !37
@S_quote = internal unnamed_addr global ptr null, align 8, !dbg !396
@.str.1 = private unnamed_addr constant [3 x i8] c"if\00", align 1, !dbg !42
@S_if = internal unnamed_addr global ptr null, align 8, !dbg !398
@.str.2 = private unnamed_addr constant [7 x i8] c"define\00", align 1, !dbg !47
@S_define = internal unnamed_addr global ptr null, align 8, !dbg !400
@.str.3 = private unnamed_addr constant [7 x i8] c"lambda\00", align 1, !dbg !52
@S_lambda = internal unnamed_addr global ptr null, align 8, !dbg !402
@.str.4 = private unnamed_addr constant [5 x i8] c"set!\00", align 1, !dbg !54
@S_set = internal unnamed_addr global ptr null, align 8, !dbg !404
@.str.5 = private unnamed_addr constant [6 x i8] c"begin\00", align 1, !dbg !59
@S_begin = internal unnamed_addr global ptr null, align 8, !dbg !406
@.str.6 = private unnamed_addr constant [4 x i8] c"let\00", align 1, !dbg !61
@S_let = internal unnamed_addr global ptr null, align 8, !dbg !408
@.str.7 = private unnamed_addr constant [5 x i8] c"cond\00", align 1, !dbg !66
@S_cond = internal unnamed_addr global ptr null, align 8, !dbg !410
@.str.8 = private unnamed_addr constant [5 x i8] c"else\00", align 1, !dbg !68
@S_else = internal unnamed_addr global ptr null, align 8, !dbg !412
@.str.9 = private unnamed_addr constant [2 x i8] c"t\00", align 1, !dbg !70
@S_t = internal unnamed_addr global ptr null, align 8, !dbg !414
@global_env = internal unnamed_addr global ptr null, align 8, !dbg !394
@.str.10 = private unnamed_addr constant [2 x i8] c"+\00", align 1, !dbg !75
@.str.11 = private unnamed_addr constant [2 x i8] c"-\00", align 1, !dbg !77
@.str.12 = private unnamed_addr constant [2 x i8] c"*\00", align 1, !dbg !79
@.str.13 = private unnamed_addr constant [2 x i8] c"/\00", align 1, !dbg !81
@.str.14 = private unnamed_addr constant [4 x i8] c"mod\00", align 1, !dbg !83
@.str.15 = private unnamed_addr constant [2 x i8] c"<\00", align 1, !dbg !85
@.str.16 = private unnamed_addr constant [2 x i8] c"=\00", align 1, !dbg !87
@.str.17 = private unnamed_addr constant [4 x i8] c"eq?\00", align 1, !dbg !89
@.str.18 = private unnamed_addr constant [5 x i8] c"cons\00", align 1, !dbg !91
@.str.19 = private unnamed_addr constant [4 x i8] c"car\00", align 1, !dbg !93
@.str.20 = private unnamed_addr constant [4 x i8] c"cdr\00", align 1, !dbg !95
@.str.21 = private unnamed_addr constant [6 x i8] c"null?\00", align 1, !dbg !97
@.str.22 = private unnamed_addr constant [6 x i8] c"pair?\00", align 1, !dbg !99
@.str.23 = private unnamed_addr constant [5 x i8] c"list\00", align 1, !dbg !101
@main.tests = internal unnamed_addr constant [30 x %struct.anon] [%struct.anon { ptr @.str.24, ptr @.str.25 }, %struct.anon { ptr @.str.26, ptr @.str.27 }, %struct.anon { ptr @.str.28, ptr @.str.29 }, %struct.anon { ptr @.str.30, ptr @.str.31 }, %struct.anon { ptr @.str.32, ptr @.str.33 }, %struct.anon { ptr @.str.34, ptr @.str.35 }, %struct.anon { ptr @.str.36, ptr @.str.37 }, %struct.anon { ptr @.str.38, ptr @.str.39 }, %struct.anon { ptr @.str.40, ptr @.str.41 }, %struct.anon { ptr @.str.42, ptr @.str.43 }, %struct.anon { ptr @.str.44, ptr @.str.45 }, %struct.anon { ptr @.str.46, ptr @.str.47 }, %struct.anon { ptr @.str.48, ptr @.str.49 }, %struct.anon { ptr @.str.50, ptr @.str.51 }, %struct.anon { ptr @.str.52, ptr @.str.53 }, %struct.anon { ptr @.str.54, ptr @.str.55 }, %struct.anon { ptr @.str.56, ptr @.str.57 }, %struct.anon { ptr @.str.58, ptr @.str.59 }, %struct.anon { ptr @.str.60, ptr @.str.61 }, %struct.anon { ptr @.str.62, ptr @.str.63 }, %struct.anon { ptr @.str.64, ptr @.str.65 }, %struct.anon { ptr @.str.66, ptr @.str.67 }, %struct.anon { ptr @.str.68, ptr @.str.69 }, %struct.anon { ptr @.str.70, ptr @.str.71 }, %struct.anon { ptr @.str.72, ptr @.str.73 }, %struct.anon { ptr @.str.74, ptr @.str.75 }, %struct.anon { ptr @.str.76, ptr @.str.77 }, %struct.anon { ptr @.str.78, ptr @.str.79 }, %struct.anon { ptr @.str.80, ptr @.str.81 }, %struct.anon { ptr @.str.82, ptr @.str.83 }], align 16, !dbg !310
@.str.24 = private unnamed_addr constant [10 x i8] c"(+ 1 2 3)\00", align 1, !dbg !103
@.str.25 = private unnamed_addr constant [2 x i8] c"6\00", align 1, !dbg !108
@.str.26 = private unnamed_addr constant [54 x i8] c"(define (fact n) (if (< n 2) 1 (* n (fact (- n 1)))))\00", align 1, !dbg !110
@.str.27 = private unnamed_addr constant [5 x i8] c"fact\00", align 1, !dbg !115
@.str.28 = private unnamed_addr constant [10 x i8] c"(fact 20)\00", align 1, !dbg !117
@.str.29 = private unnamed_addr constant [20 x i8] c"2432902008176640000\00", align 1, !dbg !119
@.str.30 = private unnamed_addr constant [64 x i8] c"(define (fib n) (if (< n 2) n (+ (fib (- n 1)) (fib (- n 2)))))\00", align 1, !dbg !124
@.str.31 = private unnamed_addr constant [4 x i8] c"fib\00", align 1, !dbg !129
@.str.32 = private unnamed_addr constant [9 x i8] c"(fib 20)\00", align 1, !dbg !131
@.str.33 = private unnamed_addr constant [5 x i8] c"6765\00", align 1, !dbg !136
@.str.34 = private unnamed_addr constant [73 x i8] c"(define (map f l) (if (null? l) '() (cons (f (car l)) (map f (cdr l)))))\00", align 1, !dbg !138
@.str.35 = private unnamed_addr constant [4 x i8] c"map\00", align 1, !dbg !143
@.str.36 = private unnamed_addr constant [40 x i8] c"(map (lambda (x) (* x x)) '(1 2 3 4 5))\00", align 1, !dbg !145
@.str.37 = private unnamed_addr constant [14 x i8] c"(1 4 9 16 25)\00", align 1, !dbg !150
@.str.38 = private unnamed_addr constant [65 x i8] c"(define (range a b) (if (< a b) (cons a (range (+ a 1) b)) '()))\00", align 1, !dbg !155
@.str.39 = private unnamed_addr constant [6 x i8] c"range\00", align 1, !dbg !160
@.str.40 = private unnamed_addr constant [78 x i8] c"(define (foldl f acc l) (if (null? l) acc (foldl f (f acc (car l)) (cdr l))))\00", align 1, !dbg !162
@.str.41 = private unnamed_addr constant [6 x i8] c"foldl\00", align 1, !dbg !167
@.str.42 = private unnamed_addr constant [27 x i8] c"(foldl + 0 (range 0 1000))\00", align 1, !dbg !169
@.str.43 = private unnamed_addr constant [7 x i8] c"499500\00", align 1, !dbg !174
@.str.44 = private unnamed_addr constant [64 x i8] c"(define (loop i acc) (if (= i 0) acc (loop (- i 1) (+ acc i))))\00", align 1, !dbg !176
@.str.45 = private unnamed_addr constant [5 x i8] c"loop\00", align 1, !dbg !178
@.str.46 = private unnamed_addr constant [16 x i8] c"(loop 100000 0)\00", align 1, !dbg !180
@.str.47 = private unnamed_addr constant [11 x i8] c"5000050000\00", align 1, !dbg !185
@.str.48 = private unnamed_addr constant [79 x i8] c"(define make-counter (lambda () (let ((n 0)) (lambda () (set! n (+ n 1)) n))))\00", align 1, !dbg !190
@.str.49 = private unnamed_addr constant [13 x i8] c"make-counter\00", align 1, !dbg !195
@.str.50 = private unnamed_addr constant [27 x i8] c"(define c1 (make-counter))\00", align 1, !dbg !200
@.str.51 = private unnamed_addr constant [3 x i8] c"c1\00", align 1, !dbg !202
@.str.52 = private unnamed_addr constant [23 x i8] c"(begin (c1) (c1) (c1))\00", align 1, !dbg !204
@.str.53 = private unnamed_addr constant [2 x i8] c"3\00", align 1, !dbg !209
@.str.54 = private unnamed_addr constant [54 x i8] c"(let ((x 2) (y 3)) (let ((x 7) (z (+ x y))) (* z x)))\00", align 1, !dbg !211
@.str.55 = private unnamed_addr constant [3 x i8] c"35\00", align 1, !dbg !213
@.str.56 = private unnamed_addr constant [61 x i8] c"(define (rev l) (foldl (lambda (acc x) (cons x acc)) '() l))\00", align 1, !dbg !215
@.str.57 = private unnamed_addr constant [4 x i8] c"rev\00", align 1, !dbg !220
@.str.58 = private unnamed_addr constant [21 x i8] c"(rev '(a b (c d) e))\00", align 1, !dbg !222
@.str.59 = private unnamed_addr constant [14 x i8] c"(e (c d) b a)\00", align 1, !dbg !227
@.str.60 = private unnamed_addr constant [56 x i8] c"(cond ((< 5 3) 'less) ((= 5 5) 'equal) (else 'greater))\00", align 1, !dbg !229
@.str.61 = private unnamed_addr constant [6 x i8] c"equal\00", align 1, !dbg !234
@.str.62 = private unnamed_addr constant [11 x i8] c"(cons 1 2)\00", align 1, !dbg !236
@.str.63 = private unnamed_addr constant [8 x i8] c"(1 . 2)\00", align 1, !dbg !238
@.str.64 = private unnamed_addr constant [22 x i8] c"'(1 . (2 . (3 . ())))\00", align 1, !dbg !243
@.str.65 = private unnamed_addr constant [8 x i8] c"(1 2 3)\00", align 1, !dbg !248
@.str.66 = private unnamed_addr constant [178 x i8] c"(define (qsort l) (if (null? l) '() (let ((p (car l)) (rest (cdr l))) (append3 (qsort (filter (lambda (x) (< x p)) rest)) (list p) (qsort (filter (lambda (x) (< p x)) rest))))))\00", align 1, !dbg !250
@.str.67 = private unnamed_addr constant [6 x i8] c"qsort\00", align 1, !dbg !255
@.str.68 = private unnamed_addr constant [119 x i8] c"(define (filter f l) (cond ((null? l) '()) ((f (car l)) (cons (car l) (filter f (cdr l)))) (else (filter f (cdr l)))))\00", align 1, !dbg !257
@.str.69 = private unnamed_addr constant [7 x i8] c"filter\00", align 1, !dbg !262
@.str.70 = private unnamed_addr constant [75 x i8] c"(define (append2 a b) (if (null? a) b (cons (car a) (append2 (cdr a) b))))\00", align 1, !dbg !264
@.str.71 = private unnamed_addr constant [8 x i8] c"append2\00", align 1, !dbg !269
@.str.72 = private unnamed_addr constant [51 x i8] c"(define (append3 a b c) (append2 a (append2 b c)))\00", align 1, !dbg !271
@.str.73 = private unnamed_addr constant [8 x i8] c"append3\00", align 1, !dbg !276
@.str.74 = private unnamed_addr constant [38 x i8] c"(qsort '(33 7 81 2 54 19 5 66 41 12))\00", align 1, !dbg !278
@.str.75 = private unnamed_addr constant [29 x i8] c"(2 5 7 12 19 33 41 54 66 81)\00", align 1, !dbg !283
@.str.76 = private unnamed_addr constant [107 x i8] c"(define (ack m n) (cond ((= m 0) (+ n 1)) ((= n 0) (ack (- m 1) 1)) (else (ack (- m 1) (ack m (- n 1))))))\00", align 1, !dbg !288
@.str.77 = private unnamed_addr constant [4 x i8] c"ack\00", align 1, !dbg !293
@.str.78 = private unnamed_addr constant [10 x i8] c"(ack 2 3)\00", align 1, !dbg !295
@.str.79 = private unnamed_addr constant [2 x i8] c"9\00", align 1, !dbg !297
@.str.80 = private unnamed_addr constant [21 x i8] c"(undefined-symbol 1)\00", align 1, !dbg !299
@.str.81 = private unnamed_addr constant [3 x i8] c"()\00", align 1, !dbg !301
@.str.82 = private unnamed_addr constant [17 x i8] c"(mod (- 0 17) 5)\00", align 1, !dbg !303
@.str.83 = private unnamed_addr constant [3 x i8] c"-2\00", align 1, !dbg !308
@src = internal unnamed_addr global ptr null, align 8, !dbg !416
@roots = internal unnamed_addr global [131072 x ptr] zeroinitializer, align 16, !dbg !386
@nroots = internal unnamed_addr global i32 0, align 4, !dbg !392
@.str.84 = private unnamed_addr constant [18 x i8] c"%-3d %s %s => %s\0A\00", align 1, !dbg !369
@.str.85 = private unnamed_addr constant [5 x i8] c"ok  \00", align 1, !dbg !374
@.str.86 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1, !dbg !376
@.str.87 = private unnamed_addr constant [73 x i8] c"passed %d/%d errors=%d collections>0=%d live_after_gc=%ld allocated=%ld\0A\00", align 1, !dbg !378
@errors = internal unnamed_addr global i32 0, align 4, !dbg !418
@collections = internal unnamed_addr global i64 0, align 8, !dbg !384
@live = internal unnamed_addr global i64 0, align 8, !dbg !380
@allocated_total = internal unnamed_addr global i64 0, align 8, !dbg !382
@nil_obj = internal global { i32, i8, { i64, [16 x i8] }, ptr } { i32 0, i8 1, { i64, [16 x i8] } { i64 0, [16 x i8] undef }, ptr null }, align 8, !dbg !422
@all_objs = internal unnamed_addr global ptr null, align 8, !dbg !424
@.str.89 = private unnamed_addr constant [21 x i8] c"  error: unbound %s\0A\00", align 1, !dbg !426
@.str.91 = private unnamed_addr constant [4 x i8] c"%ld\00", align 1, !dbg !433
@.str.93 = private unnamed_addr constant [10 x i8] c"#<lambda>\00", align 1, !dbg !437
@str = private unnamed_addr constant [24 x i8] c"  error: not a function\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 -2147483617, -2147483648) i32 @main() local_unnamed_addr #0 !dbg !312 {
  %1 = alloca ptr, align 8, !DIAssignID !455
    #dbg_assign(i1 undef, !456, !DIExpression(), !455, ptr %1, !DIExpression(), !463)
  %2 = alloca ptr, align 8, !DIAssignID !465
  %3 = alloca ptr, align 8, !DIAssignID !466
    #dbg_assign(i1 undef, !320, !DIExpression(), !466, ptr %3, !DIExpression(), !467)
  %4 = alloca ptr, align 8, !DIAssignID !468
    #dbg_assign(i1 undef, !355, !DIExpression(), !468, ptr %4, !DIExpression(), !467)
  %5 = alloca [512 x i8], align 16, !DIAssignID !469
    #dbg_assign(i1 undef, !356, !DIExpression(), !469, ptr %5, !DIExpression(), !467)
  store ptr @nil_obj, ptr @symtab, align 8, !dbg !470, !tbaa !471
  %6 = tail call fastcc ptr @intern(ptr noundef nonnull @.str), !dbg !475
  store ptr %6, ptr @S_quote, align 8, !dbg !476, !tbaa !471
  %7 = tail call fastcc ptr @intern(ptr noundef nonnull @.str.1), !dbg !477
  store ptr %7, ptr @S_if, align 8, !dbg !478, !tbaa !471
  %8 = tail call fastcc ptr @intern(ptr noundef nonnull @.str.2), !dbg !479
  store ptr %8, ptr @S_define, align 8, !dbg !480, !tbaa !471
  %9 = tail call fastcc ptr @intern(ptr noundef nonnull @.str.3), !dbg !481
  store ptr %9, ptr @S_lambda, align 8, !dbg !482, !tbaa !471
  %10 = tail call fastcc ptr @intern(ptr noundef nonnull @.str.4), !dbg !483
  store ptr %10, ptr @S_set, align 8, !dbg !484, !tbaa !471
  %11 = tail call fastcc ptr @intern(ptr noundef nonnull @.str.5), !dbg !485
  store ptr %11, ptr @S_begin, align 8, !dbg !486, !tbaa !471
  %12 = tail call fastcc ptr @intern(ptr noundef nonnull @.str.6), !dbg !487
  store ptr %12, ptr @S_let, align 8, !dbg !488, !tbaa !471
  %13 = tail call fastcc ptr @intern(ptr noundef nonnull @.str.7), !dbg !489
  store ptr %13, ptr @S_cond, align 8, !dbg !490, !tbaa !471
  %14 = tail call fastcc ptr @intern(ptr noundef nonnull @.str.8), !dbg !491
  store ptr %14, ptr @S_else, align 8, !dbg !492, !tbaa !471
  %15 = tail call fastcc ptr @intern(ptr noundef nonnull @.str.9), !dbg !493
  store ptr %15, ptr @S_t, align 8, !dbg !494, !tbaa !471
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
    #dbg_assign(i1 undef, !461, !DIExpression(), !465, ptr %2, !DIExpression(), !463)
  store ptr @nil_obj, ptr %1, align 8, !tbaa !471, !DIAssignID !495
    #dbg_assign(ptr @nil_obj, !456, !DIExpression(), !495, ptr %1, !DIExpression(), !463)
  store ptr @nil_obj, ptr %2, align 8, !tbaa !471, !DIAssignID !496
    #dbg_assign(ptr @nil_obj, !461, !DIExpression(), !496, ptr %2, !DIExpression(), !463)
  %16 = load i32, ptr @nroots, align 4, !dbg !497, !tbaa !498
  %17 = add nsw i32 %16, 1, !dbg !497
  %18 = sext i32 %16 to i64, !dbg !497
  %19 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %18, !dbg !497
  store ptr %1, ptr %19, align 8, !dbg !497, !tbaa !471
  %20 = add nsw i32 %16, 2, !dbg !500
  store i32 %20, ptr @nroots, align 4, !dbg !500, !tbaa !498
  %21 = sext i32 %17 to i64, !dbg !500
  %22 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %21, !dbg !500
  store ptr %2, ptr %22, align 8, !dbg !500, !tbaa !471
    #dbg_value(i32 3, !501, !DIExpression(), !507)
  %23 = load i64, ptr @live, align 8, !dbg !509, !tbaa !511
  %24 = icmp sgt i64 %23, 19999, !dbg !513
  br i1 %24, label %25, label %32, !dbg !514

25:                                               ; preds = %0
  call fastcc void @gc(), !dbg !515
  %26 = load i64, ptr @live, align 8, !dbg !516, !tbaa !511
  %27 = load ptr, ptr %1, align 8, !dbg !517, !tbaa !471
  %28 = load ptr, ptr %2, align 8, !dbg !518, !tbaa !471
  %29 = load i32, ptr @nroots, align 4, !dbg !519, !tbaa !498
  %30 = add nsw i32 %29, -2, !dbg !519
  %31 = load ptr, ptr @S_t, align 8, !dbg !520, !tbaa !471
  br label %32, !dbg !515

32:                                               ; preds = %0, %25
  %33 = phi ptr [ %31, %25 ], [ %15, %0 ], !dbg !520
  %34 = phi i32 [ %30, %25 ], [ %16, %0 ], !dbg !519
  %35 = phi ptr [ %28, %25 ], [ @nil_obj, %0 ], !dbg !518
  %36 = phi ptr [ %27, %25 ], [ @nil_obj, %0 ], !dbg !517
  %37 = phi i64 [ %26, %25 ], [ %23, %0 ], !dbg !516
  %38 = call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #17, !dbg !521
    #dbg_value(ptr %38, !506, !DIExpression(), !507)
  store i32 3, ptr %38, align 8, !dbg !522, !tbaa !523
  %39 = load ptr, ptr @all_objs, align 8, !dbg !525, !tbaa !471
  %40 = getelementptr inbounds i8, ptr %38, i64 32, !dbg !526
  store ptr %39, ptr %40, align 8, !dbg !527, !tbaa !528
  store ptr %38, ptr @all_objs, align 8, !dbg !529, !tbaa !471
  %41 = add nsw i64 %37, 1, !dbg !516
  store i64 %41, ptr @live, align 8, !dbg !516, !tbaa !511
  %42 = load i64, ptr @allocated_total, align 8, !dbg !530, !tbaa !511
  %43 = add nsw i64 %42, 1, !dbg !530
  store i64 %43, ptr @allocated_total, align 8, !dbg !530, !tbaa !511
    #dbg_value(ptr %38, !462, !DIExpression(), !463)
  %44 = getelementptr inbounds i8, ptr %38, i64 8, !dbg !531
  store ptr %36, ptr %44, align 8, !dbg !532, !tbaa !533
  %45 = getelementptr inbounds i8, ptr %38, i64 16, !dbg !534
  store ptr %35, ptr %45, align 8, !dbg !535, !tbaa !533
  store i32 %34, ptr @nroots, align 4, !dbg !519, !tbaa !498
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1), !dbg !536
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2), !dbg !536
  store ptr %38, ptr @global_env, align 8, !dbg !537, !tbaa !471
  call fastcc void @define(ptr noundef nonnull %38, ptr noundef %33, ptr noundef %33), !dbg !538
  call fastcc void @defprim(ptr noundef nonnull @.str.10, ptr noundef nonnull @p_add), !dbg !539
  call fastcc void @defprim(ptr noundef nonnull @.str.11, ptr noundef nonnull @p_sub), !dbg !540
  call fastcc void @defprim(ptr noundef nonnull @.str.12, ptr noundef nonnull @p_mul), !dbg !541
  call fastcc void @defprim(ptr noundef nonnull @.str.13, ptr noundef nonnull @p_div), !dbg !542
  call fastcc void @defprim(ptr noundef nonnull @.str.14, ptr noundef nonnull @p_mod), !dbg !543
  call fastcc void @defprim(ptr noundef nonnull @.str.15, ptr noundef nonnull @p_lt), !dbg !544
  call fastcc void @defprim(ptr noundef nonnull @.str.16, ptr noundef nonnull @p_numeq), !dbg !545
  call fastcc void @defprim(ptr noundef nonnull @.str.17, ptr noundef nonnull @p_eq), !dbg !546
  call fastcc void @defprim(ptr noundef nonnull @.str.18, ptr noundef nonnull @p_cons), !dbg !547
  call fastcc void @defprim(ptr noundef nonnull @.str.19, ptr noundef nonnull @p_car), !dbg !548
  call fastcc void @defprim(ptr noundef nonnull @.str.20, ptr noundef nonnull @p_cdr), !dbg !549
  call fastcc void @defprim(ptr noundef nonnull @.str.21, ptr noundef nonnull @p_null), !dbg !550
  call fastcc void @defprim(ptr noundef nonnull @.str.22, ptr noundef nonnull @p_pairp), !dbg !551
  call fastcc void @defprim(ptr noundef nonnull @.str.23, ptr noundef nonnull @p_list), !dbg !552
    #dbg_value(i32 30, !316, !DIExpression(), !553)
    #dbg_value(i32 0, !317, !DIExpression(), !553)
    #dbg_value(i32 0, !318, !DIExpression(), !554)
  br label %55, !dbg !555

46:                                               ; preds = %55
  call fastcc void @gc(), !dbg !556
  %47 = load i32, ptr @errors, align 4, !dbg !557, !tbaa !498
  %48 = load i64, ptr @collections, align 8, !dbg !558, !tbaa !511
  %49 = icmp sgt i64 %48, 0, !dbg !559
  %50 = zext i1 %49 to i32, !dbg !559
  %51 = load i64, ptr @live, align 8, !dbg !560, !tbaa !511
  %52 = load i64, ptr @allocated_total, align 8, !dbg !561, !tbaa !511
  %53 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.87, i32 noundef %78, i32 noundef 30, i32 noundef %47, i32 noundef %50, i64 noundef %51, i64 noundef %52), !dbg !562
  %54 = sub nsw i32 30, %78, !dbg !563
  ret i32 %54, !dbg !564

55:                                               ; preds = %32, %55
  %56 = phi i64 [ 0, %32 ], [ %82, %55 ]
  %57 = phi i32 [ 0, %32 ], [ %78, %55 ]
    #dbg_value(i32 %57, !317, !DIExpression(), !553)
    #dbg_value(i64 %56, !318, !DIExpression(), !554)
  %58 = getelementptr inbounds [30 x %struct.anon], ptr @main.tests, i64 0, i64 %56, !dbg !565
  %59 = load ptr, ptr %58, align 16, !dbg !566, !tbaa !567
  store ptr %59, ptr @src, align 8, !dbg !569, !tbaa !471
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #18, !dbg !570
  %60 = call fastcc ptr @read_expr(), !dbg !571
  store ptr %60, ptr %3, align 8, !dbg !572, !tbaa !471, !DIAssignID !573
    #dbg_assign(ptr %60, !320, !DIExpression(), !573, ptr %3, !DIExpression(), !467)
  %61 = load i32, ptr @nroots, align 4, !dbg !574, !tbaa !498
  %62 = add nsw i32 %61, 1, !dbg !574
  store i32 %62, ptr @nroots, align 4, !dbg !574, !tbaa !498
  %63 = sext i32 %61 to i64, !dbg !574
  %64 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %63, !dbg !574
  store ptr %3, ptr %64, align 8, !dbg !574, !tbaa !471
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #18, !dbg !575
  %65 = load ptr, ptr @global_env, align 8, !dbg !576, !tbaa !471
  %66 = call fastcc ptr @eval(ptr noundef %60, ptr noundef %65), !dbg !577
  store ptr %66, ptr %4, align 8, !dbg !578, !tbaa !471, !DIAssignID !579
    #dbg_assign(ptr %66, !355, !DIExpression(), !579, ptr %4, !DIExpression(), !467)
  %67 = load i32, ptr @nroots, align 4, !dbg !580, !tbaa !498
  %68 = add nsw i32 %67, 1, !dbg !580
  store i32 %68, ptr @nroots, align 4, !dbg !580, !tbaa !498
  %69 = sext i32 %67 to i64, !dbg !580
  %70 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %69, !dbg !580
  store ptr %4, ptr %70, align 8, !dbg !580, !tbaa !471
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %5) #18, !dbg !581
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) %5, i8 0, i64 512, i1 false), !dbg !582, !DIAssignID !583
    #dbg_assign(i8 0, !356, !DIExpression(), !583, ptr %5, !DIExpression(), !467)
  call fastcc void @print_obj(ptr noundef %66, ptr noundef nonnull %5), !dbg !584
  %71 = load i32, ptr @nroots, align 4, !dbg !585, !tbaa !498
  %72 = add nsw i32 %71, -2, !dbg !585
  store i32 %72, ptr @nroots, align 4, !dbg !585, !tbaa !498
  %73 = getelementptr inbounds i8, ptr %58, i64 8, !dbg !586
  %74 = load ptr, ptr %73, align 8, !dbg !586, !tbaa !587
  %75 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %5, ptr noundef nonnull dereferenceable(1) %74) #19, !dbg !588
  %76 = icmp eq i32 %75, 0, !dbg !589
  %77 = zext i1 %76 to i32, !dbg !589
    #dbg_value(i32 %77, !360, !DIExpression(), !467)
  %78 = add nuw nsw i32 %57, %77, !dbg !590
    #dbg_value(i32 %78, !317, !DIExpression(), !553)
  %79 = select i1 %76, ptr @.str.85, ptr @.str.86, !dbg !591
  %80 = trunc nuw nsw i64 %56 to i32, !dbg !592
  %81 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.84, i32 noundef %80, ptr noundef nonnull %79, ptr noundef %59, ptr noundef nonnull %5), !dbg !592
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %5) #18, !dbg !593
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #18, !dbg !593
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #18, !dbg !593
  %82 = add nuw nsw i64 %56, 1, !dbg !594
    #dbg_value(i64 %82, !318, !DIExpression(), !554)
  %83 = icmp eq i64 %82, 30, !dbg !595
  br i1 %83, label %46, label %55, !dbg !555, !llvm.loop !596
}

; Function Attrs: nounwind uwtable
define internal fastcc ptr @intern(ptr nocapture noundef readonly %0) unnamed_addr #0 !dbg !599 {
  %2 = alloca ptr, align 8, !DIAssignID !607
    #dbg_assign(i1 undef, !456, !DIExpression(), !607, ptr %2, !DIExpression(), !608)
  %3 = alloca ptr, align 8, !DIAssignID !610
  %4 = alloca ptr, align 8, !DIAssignID !611
    #dbg_assign(i1 undef, !606, !DIExpression(), !611, ptr %4, !DIExpression(), !612)
    #dbg_value(ptr %0, !603, !DIExpression(), !612)
  %5 = load ptr, ptr @symtab, align 8, !dbg !613, !tbaa !471
    #dbg_value(ptr %5, !604, !DIExpression(), !614)
  %6 = icmp eq ptr %5, @nil_obj, !dbg !615
  br i1 %6, label %27, label %7, !dbg !617

7:                                                ; preds = %1
  %8 = load ptr, ptr getelementptr inbounds (i8, ptr @nil_obj, i64 8), align 8
  br label %9, !dbg !617

9:                                                ; preds = %7, %23
  %10 = phi ptr [ %5, %7 ], [ %25, %23 ]
    #dbg_value(ptr %10, !604, !DIExpression(), !614)
    #dbg_value(ptr %10, !618, !DIExpression(), !621)
  %11 = load i32, ptr %10, align 8, !dbg !624, !tbaa !523
  %12 = icmp eq i32 %11, 3, !dbg !625
  br i1 %12, label %13, label %20, !dbg !626

13:                                               ; preds = %9
  %14 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !627
  %15 = load ptr, ptr %14, align 8, !dbg !628, !tbaa !533
  %16 = getelementptr inbounds i8, ptr %15, i64 8, !dbg !629
  %17 = load ptr, ptr %16, align 8, !dbg !630, !tbaa !533
  %18 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %17, ptr noundef nonnull dereferenceable(1) %0) #19, !dbg !631
  %19 = icmp eq i32 %18, 0, !dbg !631
  br i1 %19, label %78, label %23, !dbg !632

20:                                               ; preds = %9
  %21 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %8, ptr noundef nonnull dereferenceable(1) %0) #19, !dbg !631
  %22 = icmp eq i32 %21, 0, !dbg !631
  br i1 %22, label %78, label %27, !dbg !632

23:                                               ; preds = %13
    #dbg_value(ptr %10, !633, !DIExpression(), !636)
  %24 = getelementptr inbounds i8, ptr %10, i64 16, !dbg !638
  %25 = load ptr, ptr %24, align 8, !dbg !638, !tbaa !533
    #dbg_value(ptr %25, !604, !DIExpression(), !614)
  %26 = icmp eq ptr %25, @nil_obj, !dbg !615
  br i1 %26, label %27, label %9, !dbg !617, !llvm.loop !639

27:                                               ; preds = %23, %20, %1
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #18, !dbg !641
    #dbg_value(i32 2, !501, !DIExpression(), !642)
  %28 = load i64, ptr @live, align 8, !dbg !644, !tbaa !511
  %29 = icmp sgt i64 %28, 19999, !dbg !645
  br i1 %29, label %30, label %33, !dbg !646

30:                                               ; preds = %27
  tail call fastcc void @gc(), !dbg !647
  %31 = load i64, ptr @live, align 8, !dbg !648, !tbaa !511
  %32 = load ptr, ptr @symtab, align 8, !dbg !649, !tbaa !471
  br label %33, !dbg !647

33:                                               ; preds = %27, %30
  %34 = phi ptr [ %32, %30 ], [ %5, %27 ], !dbg !649
  %35 = phi i64 [ %31, %30 ], [ %28, %27 ], !dbg !648
  %36 = tail call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #17, !dbg !650
    #dbg_value(ptr %36, !506, !DIExpression(), !642)
  store i32 2, ptr %36, align 8, !dbg !651, !tbaa !523
  %37 = load ptr, ptr @all_objs, align 8, !dbg !652, !tbaa !471
  %38 = getelementptr inbounds i8, ptr %36, i64 32, !dbg !653
  store ptr %37, ptr %38, align 8, !dbg !654, !tbaa !528
  store ptr %36, ptr @all_objs, align 8, !dbg !655, !tbaa !471
  %39 = add nsw i64 %35, 1, !dbg !648
  store i64 %39, ptr @live, align 8, !dbg !648, !tbaa !511
  %40 = load i64, ptr @allocated_total, align 8, !dbg !656, !tbaa !511
  %41 = add nsw i64 %40, 1, !dbg !656
  store i64 %41, ptr @allocated_total, align 8, !dbg !656, !tbaa !511
  store ptr %36, ptr %4, align 8, !dbg !657, !tbaa !471, !DIAssignID !658
    #dbg_assign(ptr %36, !606, !DIExpression(), !658, ptr %4, !DIExpression(), !612)
  %42 = tail call noalias ptr @strdup(ptr noundef %0) #18, !dbg !659
  %43 = getelementptr inbounds i8, ptr %36, i64 8, !dbg !660
  store ptr %42, ptr %43, align 8, !dbg !661, !tbaa !533
  %44 = load i32, ptr @nroots, align 4, !dbg !662, !tbaa !498
  %45 = add nsw i32 %44, 1, !dbg !662
  %46 = sext i32 %44 to i64, !dbg !662
  %47 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %46, !dbg !662
  store ptr %4, ptr %47, align 8, !dbg !662, !tbaa !471
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
    #dbg_assign(i1 undef, !461, !DIExpression(), !610, ptr %3, !DIExpression(), !608)
  store ptr %36, ptr %2, align 8, !tbaa !471, !DIAssignID !663
    #dbg_assign(ptr %36, !456, !DIExpression(), !663, ptr %2, !DIExpression(), !608)
  store ptr %34, ptr %3, align 8, !tbaa !471, !DIAssignID !664
    #dbg_assign(ptr %34, !461, !DIExpression(), !664, ptr %3, !DIExpression(), !608)
  %48 = add nsw i32 %44, 2, !dbg !665
  %49 = sext i32 %45 to i64, !dbg !665
  %50 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %49, !dbg !665
  store ptr %2, ptr %50, align 8, !dbg !665, !tbaa !471
  %51 = add nsw i32 %44, 3, !dbg !666
  store i32 %51, ptr @nroots, align 4, !dbg !666, !tbaa !498
  %52 = sext i32 %48 to i64, !dbg !666
  %53 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %52, !dbg !666
  store ptr %3, ptr %53, align 8, !dbg !666, !tbaa !471
    #dbg_value(i32 3, !501, !DIExpression(), !667)
  %54 = icmp sgt i64 %35, 19998, !dbg !669
  br i1 %54, label %55, label %64, !dbg !670

55:                                               ; preds = %33
  call fastcc void @gc(), !dbg !671
  %56 = load i64, ptr @live, align 8, !dbg !672, !tbaa !511
  %57 = load ptr, ptr %2, align 8, !dbg !673, !tbaa !471
  %58 = load ptr, ptr %3, align 8, !dbg !674, !tbaa !471
  %59 = load i32, ptr @nroots, align 4, !dbg !675, !tbaa !498
  %60 = load ptr, ptr @all_objs, align 8, !dbg !676, !tbaa !471
  %61 = load i64, ptr @allocated_total, align 8, !dbg !677, !tbaa !511
  %62 = load ptr, ptr %4, align 8, !dbg !678, !tbaa !471
  %63 = add nsw i32 %59, -3, !dbg !679
  br label %64, !dbg !671

64:                                               ; preds = %33, %55
  %65 = phi ptr [ %62, %55 ], [ %36, %33 ], !dbg !678
  %66 = phi i64 [ %61, %55 ], [ %41, %33 ], !dbg !677
  %67 = phi ptr [ %60, %55 ], [ %36, %33 ], !dbg !676
  %68 = phi i32 [ %63, %55 ], [ %44, %33 ], !dbg !675
  %69 = phi ptr [ %58, %55 ], [ %34, %33 ], !dbg !674
  %70 = phi ptr [ %57, %55 ], [ %36, %33 ], !dbg !673
  %71 = phi i64 [ %56, %55 ], [ %39, %33 ], !dbg !672
  %72 = call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #17, !dbg !680
    #dbg_value(ptr %72, !506, !DIExpression(), !667)
  store i32 3, ptr %72, align 8, !dbg !681, !tbaa !523
  %73 = getelementptr inbounds i8, ptr %72, i64 32, !dbg !682
  store ptr %67, ptr %73, align 8, !dbg !683, !tbaa !528
  store ptr %72, ptr @all_objs, align 8, !dbg !684, !tbaa !471
  %74 = add nsw i64 %71, 1, !dbg !672
  store i64 %74, ptr @live, align 8, !dbg !672, !tbaa !511
  %75 = add nsw i64 %66, 1, !dbg !677
  store i64 %75, ptr @allocated_total, align 8, !dbg !677, !tbaa !511
    #dbg_value(ptr %72, !462, !DIExpression(), !608)
  %76 = getelementptr inbounds i8, ptr %72, i64 8, !dbg !685
  store ptr %70, ptr %76, align 8, !dbg !686, !tbaa !533
  %77 = getelementptr inbounds i8, ptr %72, i64 16, !dbg !687
  store ptr %69, ptr %77, align 8, !dbg !688, !tbaa !533
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2), !dbg !689
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3), !dbg !689
  store ptr %72, ptr @symtab, align 8, !dbg !690, !tbaa !471
  store i32 %68, ptr @nroots, align 4, !dbg !679, !tbaa !498
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #18, !dbg !691
  br label %78

78:                                               ; preds = %13, %20, %64
  %79 = phi ptr [ %65, %64 ], [ @nil_obj, %20 ], [ %15, %13 ], !dbg !612
  ret ptr %79, !dbg !691
}

; Function Attrs: nounwind uwtable
define internal fastcc void @define(ptr noundef %0, ptr noundef %1, ptr noundef %2) unnamed_addr #0 !dbg !692 {
  %4 = alloca ptr, align 8, !DIAssignID !700
    #dbg_assign(i1 undef, !456, !DIExpression(), !700, ptr %4, !DIExpression(), !701)
  %5 = alloca ptr, align 8, !DIAssignID !703
  %6 = alloca ptr, align 8, !DIAssignID !704
    #dbg_assign(i1 undef, !456, !DIExpression(), !704, ptr %6, !DIExpression(), !705)
  %7 = alloca ptr, align 8, !DIAssignID !707
  %8 = alloca ptr, align 8, !DIAssignID !708
    #dbg_assign(i1 undef, !696, !DIExpression(), !708, ptr %8, !DIExpression(), !709)
  %9 = alloca ptr, align 8, !DIAssignID !710
    #dbg_assign(i1 undef, !697, !DIExpression(), !710, ptr %9, !DIExpression(), !709)
  %10 = alloca ptr, align 8, !DIAssignID !711
    #dbg_assign(i1 undef, !698, !DIExpression(), !711, ptr %10, !DIExpression(), !709)
  %11 = alloca ptr, align 8, !DIAssignID !712
    #dbg_assign(i1 undef, !699, !DIExpression(), !712, ptr %11, !DIExpression(), !709)
  store ptr %0, ptr %8, align 8, !tbaa !471, !DIAssignID !713
    #dbg_assign(ptr %0, !696, !DIExpression(), !713, ptr %8, !DIExpression(), !709)
  store ptr %1, ptr %9, align 8, !tbaa !471, !DIAssignID !714
    #dbg_assign(ptr %1, !697, !DIExpression(), !714, ptr %9, !DIExpression(), !709)
  store ptr %2, ptr %10, align 8, !tbaa !471, !DIAssignID !715
    #dbg_assign(ptr %2, !698, !DIExpression(), !715, ptr %10, !DIExpression(), !709)
  %12 = load i32, ptr @nroots, align 4, !dbg !716, !tbaa !498
  %13 = add nsw i32 %12, 1, !dbg !716
  %14 = sext i32 %12 to i64, !dbg !716
  %15 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %14, !dbg !716
  store ptr %8, ptr %15, align 8, !dbg !716, !tbaa !471
  %16 = add nsw i32 %12, 2, !dbg !717
  %17 = sext i32 %13 to i64, !dbg !717
  %18 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %17, !dbg !717
  store ptr %9, ptr %18, align 8, !dbg !717, !tbaa !471
  %19 = add nsw i32 %12, 3, !dbg !718
  %20 = sext i32 %16 to i64, !dbg !718
  %21 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %20, !dbg !718
  store ptr %10, ptr %21, align 8, !dbg !718, !tbaa !471
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11) #18, !dbg !719
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
    #dbg_assign(i1 undef, !461, !DIExpression(), !707, ptr %7, !DIExpression(), !705)
  store ptr %1, ptr %6, align 8, !tbaa !471, !DIAssignID !720
    #dbg_assign(ptr %1, !456, !DIExpression(), !720, ptr %6, !DIExpression(), !705)
  store ptr %2, ptr %7, align 8, !tbaa !471, !DIAssignID !721
    #dbg_assign(ptr %2, !461, !DIExpression(), !721, ptr %7, !DIExpression(), !705)
  %22 = add nsw i32 %12, 4, !dbg !722
  %23 = sext i32 %19 to i64, !dbg !722
  %24 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %23, !dbg !722
  store ptr %6, ptr %24, align 8, !dbg !722, !tbaa !471
  %25 = add nsw i32 %12, 5, !dbg !723
  store i32 %25, ptr @nroots, align 4, !dbg !723, !tbaa !498
  %26 = sext i32 %22 to i64, !dbg !723
  %27 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %26, !dbg !723
  store ptr %7, ptr %27, align 8, !dbg !723, !tbaa !471
    #dbg_value(i32 3, !501, !DIExpression(), !724)
  %28 = load i64, ptr @live, align 8, !dbg !726, !tbaa !511
  %29 = icmp sgt i64 %28, 19999, !dbg !727
  br i1 %29, label %30, label %38, !dbg !728

30:                                               ; preds = %3
  call fastcc void @gc(), !dbg !729
  %31 = load i64, ptr @live, align 8, !dbg !730, !tbaa !511
  %32 = load ptr, ptr %6, align 8, !dbg !731, !tbaa !471
  %33 = load ptr, ptr %7, align 8, !dbg !732, !tbaa !471
  %34 = load i32, ptr @nroots, align 4, !dbg !733, !tbaa !498
  %35 = add nsw i32 %34, -2, !dbg !733
  %36 = load ptr, ptr %8, align 8, !dbg !734, !tbaa !471
  %37 = sext i32 %35 to i64, !dbg !735
  br label %38, !dbg !729

38:                                               ; preds = %3, %30
  %39 = phi i64 [ %23, %3 ], [ %37, %30 ], !dbg !735
  %40 = phi ptr [ %0, %3 ], [ %36, %30 ], !dbg !734
  %41 = phi i32 [ %19, %3 ], [ %35, %30 ], !dbg !733
  %42 = phi ptr [ %2, %3 ], [ %33, %30 ], !dbg !732
  %43 = phi ptr [ %1, %3 ], [ %32, %30 ], !dbg !731
  %44 = phi i64 [ %28, %3 ], [ %31, %30 ], !dbg !730
  %45 = call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #17, !dbg !736
    #dbg_value(ptr %45, !506, !DIExpression(), !724)
  store i32 3, ptr %45, align 8, !dbg !737, !tbaa !523
  %46 = load ptr, ptr @all_objs, align 8, !dbg !738, !tbaa !471
  %47 = getelementptr inbounds i8, ptr %45, i64 32, !dbg !739
  store ptr %46, ptr %47, align 8, !dbg !740, !tbaa !528
  store ptr %45, ptr @all_objs, align 8, !dbg !741, !tbaa !471
  %48 = add nsw i64 %44, 1, !dbg !730
  store i64 %48, ptr @live, align 8, !dbg !730, !tbaa !511
  %49 = load i64, ptr @allocated_total, align 8, !dbg !742, !tbaa !511
  %50 = add nsw i64 %49, 1, !dbg !742
  store i64 %50, ptr @allocated_total, align 8, !dbg !742, !tbaa !511
    #dbg_value(ptr %45, !462, !DIExpression(), !705)
  %51 = getelementptr inbounds i8, ptr %45, i64 8, !dbg !743
  store ptr %43, ptr %51, align 8, !dbg !744, !tbaa !533
  %52 = getelementptr inbounds i8, ptr %45, i64 16, !dbg !745
  store ptr %42, ptr %52, align 8, !dbg !746, !tbaa !533
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6), !dbg !747
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7), !dbg !747
  store ptr %45, ptr %11, align 8, !dbg !748, !tbaa !471, !DIAssignID !749
    #dbg_assign(ptr %45, !699, !DIExpression(), !749, ptr %11, !DIExpression(), !709)
  %53 = add nsw i32 %41, 1, !dbg !735
  store i32 %53, ptr @nroots, align 4, !dbg !735, !tbaa !498
  %54 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %39, !dbg !735
  store ptr %11, ptr %54, align 8, !dbg !735, !tbaa !471
    #dbg_value(ptr %40, !618, !DIExpression(), !750)
  %55 = load i32, ptr %40, align 8, !dbg !752, !tbaa !523
  %56 = icmp eq i32 %55, 3, !dbg !753
  br i1 %56, label %57, label %60, !dbg !754

57:                                               ; preds = %38
  %58 = getelementptr inbounds i8, ptr %40, i64 8, !dbg !755
  %59 = load ptr, ptr %58, align 8, !dbg !756, !tbaa !533
  br label %60, !dbg !754

60:                                               ; preds = %38, %57
  %61 = phi ptr [ %59, %57 ], [ @nil_obj, %38 ], !dbg !754
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
    #dbg_assign(i1 undef, !461, !DIExpression(), !703, ptr %5, !DIExpression(), !701)
  store ptr %45, ptr %4, align 8, !tbaa !471, !DIAssignID !757
    #dbg_assign(ptr %45, !456, !DIExpression(), !757, ptr %4, !DIExpression(), !701)
  store ptr %61, ptr %5, align 8, !tbaa !471, !DIAssignID !758
    #dbg_assign(ptr %61, !461, !DIExpression(), !758, ptr %5, !DIExpression(), !701)
  %62 = add nsw i32 %41, 2, !dbg !759
  %63 = sext i32 %53 to i64, !dbg !759
  %64 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %63, !dbg !759
  store ptr %4, ptr %64, align 8, !dbg !759, !tbaa !471
  %65 = add nsw i32 %41, 3, !dbg !760
  store i32 %65, ptr @nroots, align 4, !dbg !760, !tbaa !498
  %66 = sext i32 %62 to i64, !dbg !760
  %67 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %66, !dbg !760
  store ptr %5, ptr %67, align 8, !dbg !760, !tbaa !471
    #dbg_value(i32 3, !501, !DIExpression(), !761)
  %68 = icmp sgt i64 %44, 19998, !dbg !763
  br i1 %68, label %69, label %78, !dbg !764

69:                                               ; preds = %60
  call fastcc void @gc(), !dbg !765
  %70 = load i64, ptr @live, align 8, !dbg !766, !tbaa !511
  %71 = load ptr, ptr %4, align 8, !dbg !767, !tbaa !471
  %72 = load ptr, ptr %5, align 8, !dbg !768, !tbaa !471
  %73 = load i32, ptr @nroots, align 4, !dbg !769, !tbaa !498
  %74 = add nsw i32 %73, -2, !dbg !769
  %75 = load ptr, ptr @all_objs, align 8, !dbg !770, !tbaa !471
  %76 = load i64, ptr @allocated_total, align 8, !dbg !771, !tbaa !511
  %77 = load ptr, ptr %8, align 8, !dbg !772, !tbaa !471
  br label %78, !dbg !765

78:                                               ; preds = %60, %69
  %79 = phi ptr [ %77, %69 ], [ %40, %60 ], !dbg !772
  %80 = phi i64 [ %76, %69 ], [ %50, %60 ], !dbg !771
  %81 = phi ptr [ %75, %69 ], [ %45, %60 ], !dbg !770
  %82 = phi i32 [ %74, %69 ], [ %53, %60 ], !dbg !769
  %83 = phi ptr [ %72, %69 ], [ %61, %60 ], !dbg !768
  %84 = phi ptr [ %71, %69 ], [ %45, %60 ], !dbg !767
  %85 = phi i64 [ %70, %69 ], [ %48, %60 ], !dbg !766
  %86 = call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #17, !dbg !773
    #dbg_value(ptr %86, !506, !DIExpression(), !761)
  store i32 3, ptr %86, align 8, !dbg !774, !tbaa !523
  %87 = getelementptr inbounds i8, ptr %86, i64 32, !dbg !775
  store ptr %81, ptr %87, align 8, !dbg !776, !tbaa !528
  store ptr %86, ptr @all_objs, align 8, !dbg !777, !tbaa !471
  %88 = add nsw i64 %85, 1, !dbg !766
  store i64 %88, ptr @live, align 8, !dbg !766, !tbaa !511
  %89 = add nsw i64 %80, 1, !dbg !771
  store i64 %89, ptr @allocated_total, align 8, !dbg !771, !tbaa !511
    #dbg_value(ptr %86, !462, !DIExpression(), !701)
  %90 = getelementptr inbounds i8, ptr %86, i64 8, !dbg !778
  store ptr %84, ptr %90, align 8, !dbg !779, !tbaa !533
  %91 = getelementptr inbounds i8, ptr %86, i64 16, !dbg !780
  store ptr %83, ptr %91, align 8, !dbg !781, !tbaa !533
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4), !dbg !782
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5), !dbg !782
  %92 = getelementptr inbounds i8, ptr %79, i64 8, !dbg !783
  store ptr %86, ptr %92, align 8, !dbg !784, !tbaa !533
  %93 = add nsw i32 %82, -4, !dbg !785
  store i32 %93, ptr @nroots, align 4, !dbg !785, !tbaa !498
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11) #18, !dbg !786
  ret void, !dbg !786
}

; Function Attrs: nounwind uwtable
define internal fastcc void @defprim(ptr nocapture noundef readonly %0, ptr noundef %1) unnamed_addr #0 !dbg !787 {
  %3 = alloca ptr, align 8, !DIAssignID !795
    #dbg_assign(i1 undef, !793, !DIExpression(), !795, ptr %3, !DIExpression(), !796)
  %4 = alloca ptr, align 8, !DIAssignID !797
    #dbg_assign(i1 undef, !794, !DIExpression(), !797, ptr %4, !DIExpression(), !796)
    #dbg_value(ptr %0, !791, !DIExpression(), !796)
    #dbg_value(ptr %1, !792, !DIExpression(), !796)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #18, !dbg !798
  %5 = tail call fastcc ptr @intern(ptr noundef %0), !dbg !799
  store ptr %5, ptr %3, align 8, !dbg !800, !tbaa !471, !DIAssignID !801
    #dbg_assign(ptr %5, !793, !DIExpression(), !801, ptr %3, !DIExpression(), !796)
  %6 = load i32, ptr @nroots, align 4, !dbg !802, !tbaa !498
  %7 = add nsw i32 %6, 1, !dbg !802
  store i32 %7, ptr @nroots, align 4, !dbg !802, !tbaa !498
  %8 = sext i32 %6 to i64, !dbg !802
  %9 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %8, !dbg !802
  store ptr %3, ptr %9, align 8, !dbg !802, !tbaa !471
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #18, !dbg !803
    #dbg_value(i32 4, !501, !DIExpression(), !804)
  %10 = load i64, ptr @live, align 8, !dbg !806, !tbaa !511
  %11 = icmp sgt i64 %10, 19999, !dbg !807
  br i1 %11, label %12, label %16, !dbg !808

12:                                               ; preds = %2
  call fastcc void @gc(), !dbg !809
  %13 = load i64, ptr @live, align 8, !dbg !810, !tbaa !511
  %14 = load i32, ptr @nroots, align 4, !dbg !811, !tbaa !498
  %15 = load ptr, ptr %3, align 8, !dbg !812, !tbaa !471
  br label %16, !dbg !809

16:                                               ; preds = %2, %12
  %17 = phi ptr [ %15, %12 ], [ %5, %2 ], !dbg !812
  %18 = phi i32 [ %14, %12 ], [ %7, %2 ], !dbg !811
  %19 = phi i64 [ %13, %12 ], [ %10, %2 ], !dbg !810
  %20 = call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #17, !dbg !813
    #dbg_value(ptr %20, !506, !DIExpression(), !804)
  store i32 4, ptr %20, align 8, !dbg !814, !tbaa !523
  %21 = load ptr, ptr @all_objs, align 8, !dbg !815, !tbaa !471
  %22 = getelementptr inbounds i8, ptr %20, i64 32, !dbg !816
  store ptr %21, ptr %22, align 8, !dbg !817, !tbaa !528
  store ptr %20, ptr @all_objs, align 8, !dbg !818, !tbaa !471
  %23 = add nsw i64 %19, 1, !dbg !810
  store i64 %23, ptr @live, align 8, !dbg !810, !tbaa !511
  %24 = load i64, ptr @allocated_total, align 8, !dbg !819, !tbaa !511
  %25 = add nsw i64 %24, 1, !dbg !819
  store i64 %25, ptr @allocated_total, align 8, !dbg !819, !tbaa !511
  store ptr %20, ptr %4, align 8, !dbg !820, !tbaa !471, !DIAssignID !821
    #dbg_assign(ptr %20, !794, !DIExpression(), !821, ptr %4, !DIExpression(), !796)
  %26 = getelementptr inbounds i8, ptr %20, i64 8, !dbg !822
  store ptr %1, ptr %26, align 8, !dbg !823, !tbaa !533
  %27 = add nsw i32 %18, 1, !dbg !811
  store i32 %27, ptr @nroots, align 4, !dbg !811, !tbaa !498
  %28 = sext i32 %18 to i64, !dbg !811
  %29 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %28, !dbg !811
  store ptr %4, ptr %29, align 8, !dbg !811, !tbaa !471
  %30 = load ptr, ptr @global_env, align 8, !dbg !824, !tbaa !471
  call fastcc void @define(ptr noundef %30, ptr noundef %17, ptr noundef nonnull %20), !dbg !825
  %31 = load i32, ptr @nroots, align 4, !dbg !826, !tbaa !498
  %32 = add nsw i32 %31, -2, !dbg !826
  store i32 %32, ptr @nroots, align 4, !dbg !826, !tbaa !498
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #18, !dbg !827
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #18, !dbg !827
  ret void, !dbg !827
}

; Function Attrs: nounwind uwtable
define internal noundef ptr @p_add(ptr noundef readonly %0) #0 !dbg !828 {
    #dbg_value(ptr %0, !830, !DIExpression(), !832)
    #dbg_value(i64 0, !831, !DIExpression(), !832)
  %2 = icmp eq ptr %0, @nil_obj, !dbg !833
  br i1 %2, label %20, label %3, !dbg !836

3:                                                ; preds = %1, %11
  %4 = phi i64 [ %18, %11 ], [ 0, %1 ]
  %5 = phi ptr [ %16, %11 ], [ %0, %1 ]
    #dbg_value(i64 %4, !831, !DIExpression(), !832)
    #dbg_value(ptr %5, !830, !DIExpression(), !832)
    #dbg_value(ptr %5, !618, !DIExpression(), !837)
  %6 = load i32, ptr %5, align 8, !dbg !839, !tbaa !523
  %7 = icmp eq i32 %6, 3, !dbg !840
  br i1 %7, label %11, label %8, !dbg !841

8:                                                ; preds = %3
  %9 = load i64, ptr getelementptr inbounds (i8, ptr @nil_obj, i64 8), align 8, !dbg !842, !tbaa !533
  %10 = add nsw i64 %9, %4, !dbg !843
    #dbg_value(i64 %10, !831, !DIExpression(), !832)
    #dbg_value(ptr @nil_obj, !830, !DIExpression(), !832)
  br label %20, !dbg !836

11:                                               ; preds = %3
  %12 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !844
  %13 = load ptr, ptr %12, align 8, !dbg !845, !tbaa !533
  %14 = getelementptr inbounds i8, ptr %13, i64 8, !dbg !846
    #dbg_value(!DIArgList(i64 poison, i64 poison), !831, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !832)
    #dbg_value(ptr %5, !633, !DIExpression(), !847)
  %15 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !849
  %16 = load ptr, ptr %15, align 8, !dbg !849, !tbaa !533
  %17 = load i64, ptr %14, align 8, !dbg !842, !tbaa !533
  %18 = add nsw i64 %17, %4, !dbg !843
    #dbg_value(i64 %18, !831, !DIExpression(), !832)
    #dbg_value(ptr %16, !830, !DIExpression(), !832)
  %19 = icmp eq ptr %16, @nil_obj, !dbg !833
  br i1 %19, label %20, label %3, !dbg !836, !llvm.loop !850

20:                                               ; preds = %11, %8, %1
  %21 = phi i64 [ 0, %1 ], [ %10, %8 ], [ %18, %11 ], !dbg !852
    #dbg_value(i64 %21, !853, !DIExpression(), !859)
    #dbg_value(i32 1, !501, !DIExpression(), !861)
  %22 = load i64, ptr @live, align 8, !dbg !863, !tbaa !511
  %23 = icmp sgt i64 %22, 19999, !dbg !864
  br i1 %23, label %24, label %26, !dbg !865

24:                                               ; preds = %20
  tail call fastcc void @gc(), !dbg !866
  %25 = load i64, ptr @live, align 8, !dbg !867, !tbaa !511
  br label %26, !dbg !866

26:                                               ; preds = %20, %24
  %27 = phi i64 [ %25, %24 ], [ %22, %20 ], !dbg !867
  %28 = tail call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #17, !dbg !868
    #dbg_value(ptr %28, !506, !DIExpression(), !861)
  store i32 1, ptr %28, align 8, !dbg !869, !tbaa !523
  %29 = load ptr, ptr @all_objs, align 8, !dbg !870, !tbaa !471
  %30 = getelementptr inbounds i8, ptr %28, i64 32, !dbg !871
  store ptr %29, ptr %30, align 8, !dbg !872, !tbaa !528
  store ptr %28, ptr @all_objs, align 8, !dbg !873, !tbaa !471
  %31 = add nsw i64 %27, 1, !dbg !867
  store i64 %31, ptr @live, align 8, !dbg !867, !tbaa !511
  %32 = load i64, ptr @allocated_total, align 8, !dbg !874, !tbaa !511
  %33 = add nsw i64 %32, 1, !dbg !874
  store i64 %33, ptr @allocated_total, align 8, !dbg !874, !tbaa !511
    #dbg_value(ptr %28, !858, !DIExpression(), !859)
  %34 = getelementptr inbounds i8, ptr %28, i64 8, !dbg !875
  store i64 %21, ptr %34, align 8, !dbg !876, !tbaa !533
  ret ptr %28, !dbg !877
}

; Function Attrs: nounwind uwtable
define internal noundef ptr @p_sub(ptr nocapture noundef readonly %0) #0 !dbg !878 {
    #dbg_value(ptr %0, !880, !DIExpression(), !882)
    #dbg_value(ptr %0, !618, !DIExpression(), !883)
  %2 = load i32, ptr %0, align 8, !dbg !885, !tbaa !523
  %3 = icmp eq i32 %2, 3, !dbg !886
  br i1 %3, label %6, label %4, !dbg !887

4:                                                ; preds = %1
  %5 = load i64, ptr getelementptr inbounds (i8, ptr @nil_obj, i64 8), align 8, !dbg !888, !tbaa !533
    #dbg_value(i64 %5, !881, !DIExpression(), !882)
    #dbg_value(ptr %0, !633, !DIExpression(), !889)
  br label %14, !dbg !892

6:                                                ; preds = %1
  %7 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !893
  %8 = load ptr, ptr %7, align 8, !dbg !894, !tbaa !533
  %9 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !895
  %10 = load i64, ptr %9, align 8, !dbg !888, !tbaa !533
    #dbg_value(i64 %10, !881, !DIExpression(), !882)
    #dbg_value(ptr %0, !633, !DIExpression(), !889)
  %11 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !896
  %12 = load ptr, ptr %11, align 8, !dbg !896, !tbaa !533
  %13 = icmp eq ptr %12, @nil_obj, !dbg !897
  br i1 %13, label %14, label %19, !dbg !892

14:                                               ; preds = %4, %6
  %15 = phi i64 [ %5, %4 ], [ %10, %6 ]
  %16 = sub nsw i64 0, %15, !dbg !898
    #dbg_value(i64 %16, !853, !DIExpression(), !899)
    #dbg_value(i32 1, !501, !DIExpression(), !901)
  %17 = load i64, ptr @live, align 8, !dbg !903, !tbaa !511
  %18 = icmp sgt i64 %17, 19999, !dbg !904
  br i1 %18, label %40, label %43, !dbg !905

19:                                               ; preds = %6, %27
  %20 = phi i64 [ %34, %27 ], [ %10, %6 ]
  %21 = phi ptr [ %32, %27 ], [ %12, %6 ]
    #dbg_value(i64 %20, !881, !DIExpression(), !882)
    #dbg_value(ptr %21, !880, !DIExpression(), !882)
    #dbg_value(ptr %21, !618, !DIExpression(), !906)
  %22 = load i32, ptr %21, align 8, !dbg !910, !tbaa !523
  %23 = icmp eq i32 %22, 3, !dbg !911
  br i1 %23, label %27, label %24, !dbg !912

24:                                               ; preds = %19
  %25 = load i64, ptr getelementptr inbounds (i8, ptr @nil_obj, i64 8), align 8, !dbg !913, !tbaa !533
  %26 = sub nsw i64 %20, %25, !dbg !914
    #dbg_value(i64 %26, !881, !DIExpression(), !882)
    #dbg_value(ptr @nil_obj, !880, !DIExpression(), !882)
  br label %36, !dbg !915

27:                                               ; preds = %19
  %28 = getelementptr inbounds i8, ptr %21, i64 8, !dbg !916
  %29 = load ptr, ptr %28, align 8, !dbg !917, !tbaa !533
  %30 = getelementptr inbounds i8, ptr %29, i64 8, !dbg !918
    #dbg_value(!DIArgList(i64 poison, i64 poison), !881, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !882)
    #dbg_value(ptr %21, !633, !DIExpression(), !919)
  %31 = getelementptr inbounds i8, ptr %21, i64 16, !dbg !921
  %32 = load ptr, ptr %31, align 8, !dbg !921, !tbaa !533
  %33 = load i64, ptr %30, align 8, !dbg !913, !tbaa !533
  %34 = sub nsw i64 %20, %33, !dbg !914
    #dbg_value(i64 %34, !881, !DIExpression(), !882)
    #dbg_value(ptr %32, !880, !DIExpression(), !882)
  %35 = icmp eq ptr %32, @nil_obj, !dbg !922
  br i1 %35, label %36, label %19, !dbg !915, !llvm.loop !923

36:                                               ; preds = %27, %24
  %37 = phi i64 [ %26, %24 ], [ %34, %27 ]
    #dbg_value(i64 %37, !853, !DIExpression(), !925)
    #dbg_value(i32 1, !501, !DIExpression(), !927)
  %38 = load i64, ptr @live, align 8, !dbg !929, !tbaa !511
  %39 = icmp sgt i64 %38, 19999, !dbg !930
  br i1 %39, label %40, label %43, !dbg !931

40:                                               ; preds = %36, %14
  %41 = phi i64 [ %16, %14 ], [ %37, %36 ]
  tail call fastcc void @gc(), !dbg !932
  %42 = load i64, ptr @live, align 8, !dbg !935, !tbaa !511
  br label %43, !dbg !936

43:                                               ; preds = %40, %36, %14
  %44 = phi i64 [ %17, %14 ], [ %38, %36 ], [ %42, %40 ]
  %45 = phi i64 [ %16, %14 ], [ %37, %36 ], [ %41, %40 ]
  %46 = tail call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #17, !dbg !936
  store i32 1, ptr %46, align 8, !dbg !937, !tbaa !523
  %47 = load ptr, ptr @all_objs, align 8, !dbg !938, !tbaa !471
  %48 = getelementptr inbounds i8, ptr %46, i64 32, !dbg !939
  store ptr %47, ptr %48, align 8, !dbg !940, !tbaa !528
  store ptr %46, ptr @all_objs, align 8, !dbg !941, !tbaa !471
  %49 = add nsw i64 %44, 1, !dbg !935
  store i64 %49, ptr @live, align 8, !dbg !935, !tbaa !511
  %50 = load i64, ptr @allocated_total, align 8, !dbg !942, !tbaa !511
  %51 = add nsw i64 %50, 1, !dbg !942
  store i64 %51, ptr @allocated_total, align 8, !dbg !942, !tbaa !511
  %52 = getelementptr inbounds i8, ptr %46, i64 8, !dbg !943
  store i64 %45, ptr %52, align 8, !dbg !944, !tbaa !533
  ret ptr %46, !dbg !945
}

; Function Attrs: nounwind uwtable
define internal noundef ptr @p_mul(ptr noundef readonly %0) #0 !dbg !946 {
    #dbg_value(ptr %0, !948, !DIExpression(), !950)
    #dbg_value(i64 1, !949, !DIExpression(), !950)
  %2 = icmp eq ptr %0, @nil_obj, !dbg !951
  br i1 %2, label %20, label %3, !dbg !954

3:                                                ; preds = %1, %11
  %4 = phi i64 [ %18, %11 ], [ 1, %1 ]
  %5 = phi ptr [ %16, %11 ], [ %0, %1 ]
    #dbg_value(i64 %4, !949, !DIExpression(), !950)
    #dbg_value(ptr %5, !948, !DIExpression(), !950)
    #dbg_value(ptr %5, !618, !DIExpression(), !955)
  %6 = load i32, ptr %5, align 8, !dbg !957, !tbaa !523
  %7 = icmp eq i32 %6, 3, !dbg !958
  br i1 %7, label %11, label %8, !dbg !959

8:                                                ; preds = %3
  %9 = load i64, ptr getelementptr inbounds (i8, ptr @nil_obj, i64 8), align 8, !dbg !960, !tbaa !533
  %10 = mul nsw i64 %9, %4, !dbg !961
    #dbg_value(i64 %10, !949, !DIExpression(), !950)
    #dbg_value(ptr @nil_obj, !948, !DIExpression(), !950)
  br label %20, !dbg !954

11:                                               ; preds = %3
  %12 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !962
  %13 = load ptr, ptr %12, align 8, !dbg !963, !tbaa !533
  %14 = getelementptr inbounds i8, ptr %13, i64 8, !dbg !964
    #dbg_value(!DIArgList(i64 poison, i64 poison), !949, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !950)
    #dbg_value(ptr %5, !633, !DIExpression(), !965)
  %15 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !967
  %16 = load ptr, ptr %15, align 8, !dbg !967, !tbaa !533
  %17 = load i64, ptr %14, align 8, !dbg !960, !tbaa !533
  %18 = mul nsw i64 %17, %4, !dbg !961
    #dbg_value(i64 %18, !949, !DIExpression(), !950)
    #dbg_value(ptr %16, !948, !DIExpression(), !950)
  %19 = icmp eq ptr %16, @nil_obj, !dbg !951
  br i1 %19, label %20, label %3, !dbg !954, !llvm.loop !968

20:                                               ; preds = %11, %8, %1
  %21 = phi i64 [ 1, %1 ], [ %10, %8 ], [ %18, %11 ], !dbg !970
    #dbg_value(i64 %21, !853, !DIExpression(), !971)
    #dbg_value(i32 1, !501, !DIExpression(), !973)
  %22 = load i64, ptr @live, align 8, !dbg !975, !tbaa !511
  %23 = icmp sgt i64 %22, 19999, !dbg !976
  br i1 %23, label %24, label %26, !dbg !977

24:                                               ; preds = %20
  tail call fastcc void @gc(), !dbg !978
  %25 = load i64, ptr @live, align 8, !dbg !979, !tbaa !511
  br label %26, !dbg !978

26:                                               ; preds = %20, %24
  %27 = phi i64 [ %25, %24 ], [ %22, %20 ], !dbg !979
  %28 = tail call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #17, !dbg !980
    #dbg_value(ptr %28, !506, !DIExpression(), !973)
  store i32 1, ptr %28, align 8, !dbg !981, !tbaa !523
  %29 = load ptr, ptr @all_objs, align 8, !dbg !982, !tbaa !471
  %30 = getelementptr inbounds i8, ptr %28, i64 32, !dbg !983
  store ptr %29, ptr %30, align 8, !dbg !984, !tbaa !528
  store ptr %28, ptr @all_objs, align 8, !dbg !985, !tbaa !471
  %31 = add nsw i64 %27, 1, !dbg !979
  store i64 %31, ptr @live, align 8, !dbg !979, !tbaa !511
  %32 = load i64, ptr @allocated_total, align 8, !dbg !986, !tbaa !511
  %33 = add nsw i64 %32, 1, !dbg !986
  store i64 %33, ptr @allocated_total, align 8, !dbg !986, !tbaa !511
    #dbg_value(ptr %28, !858, !DIExpression(), !971)
  %34 = getelementptr inbounds i8, ptr %28, i64 8, !dbg !987
  store i64 %21, ptr %34, align 8, !dbg !988, !tbaa !533
  ret ptr %28, !dbg !989
}

; Function Attrs: nounwind uwtable
define internal noundef ptr @p_div(ptr nocapture noundef readonly %0) #0 !dbg !990 {
    #dbg_value(ptr %0, !992, !DIExpression(), !994)
    #dbg_value(ptr %0, !633, !DIExpression(), !995)
  %2 = load i32, ptr %0, align 8, !dbg !997, !tbaa !523
  %3 = icmp eq i32 %2, 3, !dbg !998
  br i1 %3, label %4, label %7, !dbg !999

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1000
  %6 = load ptr, ptr %5, align 8, !dbg !1000, !tbaa !533
  br label %7, !dbg !999

7:                                                ; preds = %1, %4
  %8 = phi ptr [ %6, %4 ], [ @nil_obj, %1 ], !dbg !999
    #dbg_value(ptr %8, !618, !DIExpression(), !1001)
  %9 = load i32, ptr %8, align 8, !dbg !1003, !tbaa !523
  %10 = icmp eq i32 %9, 3, !dbg !1004
  br i1 %10, label %11, label %14, !dbg !1005

11:                                               ; preds = %7
  %12 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !1006
  %13 = load ptr, ptr %12, align 8, !dbg !1007, !tbaa !533
  br label %14, !dbg !1005

14:                                               ; preds = %7, %11
  %15 = phi ptr [ %13, %11 ], [ @nil_obj, %7 ], !dbg !1005
  %16 = getelementptr inbounds i8, ptr %15, i64 8, !dbg !1008
  %17 = load i64, ptr %16, align 8, !dbg !1009, !tbaa !533
    #dbg_value(i64 %17, !993, !DIExpression(), !994)
  %18 = icmp eq i64 %17, 0, !dbg !1010
  br i1 %18, label %28, label %19, !dbg !1010

19:                                               ; preds = %14
    #dbg_value(ptr %0, !618, !DIExpression(), !1011)
  br i1 %3, label %20, label %23, !dbg !1013

20:                                               ; preds = %19
  %21 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1014
  %22 = load ptr, ptr %21, align 8, !dbg !1015, !tbaa !533
  br label %23, !dbg !1013

23:                                               ; preds = %19, %20
  %24 = phi ptr [ %22, %20 ], [ @nil_obj, %19 ], !dbg !1013
  %25 = getelementptr inbounds i8, ptr %24, i64 8, !dbg !1016
  %26 = load i64, ptr %25, align 8, !dbg !1017, !tbaa !533
  %27 = sdiv i64 %26, %17, !dbg !1018
  br label %28, !dbg !1010

28:                                               ; preds = %14, %23
  %29 = phi i64 [ %27, %23 ], [ 0, %14 ], !dbg !1010
    #dbg_value(i64 %29, !853, !DIExpression(), !1019)
    #dbg_value(i32 1, !501, !DIExpression(), !1021)
  %30 = load i64, ptr @live, align 8, !dbg !1023, !tbaa !511
  %31 = icmp sgt i64 %30, 19999, !dbg !1024
  br i1 %31, label %32, label %34, !dbg !1025

32:                                               ; preds = %28
  tail call fastcc void @gc(), !dbg !1026
  %33 = load i64, ptr @live, align 8, !dbg !1027, !tbaa !511
  br label %34, !dbg !1026

34:                                               ; preds = %28, %32
  %35 = phi i64 [ %33, %32 ], [ %30, %28 ], !dbg !1027
  %36 = tail call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #17, !dbg !1028
    #dbg_value(ptr %36, !506, !DIExpression(), !1021)
  store i32 1, ptr %36, align 8, !dbg !1029, !tbaa !523
  %37 = load ptr, ptr @all_objs, align 8, !dbg !1030, !tbaa !471
  %38 = getelementptr inbounds i8, ptr %36, i64 32, !dbg !1031
  store ptr %37, ptr %38, align 8, !dbg !1032, !tbaa !528
  store ptr %36, ptr @all_objs, align 8, !dbg !1033, !tbaa !471
  %39 = add nsw i64 %35, 1, !dbg !1027
  store i64 %39, ptr @live, align 8, !dbg !1027, !tbaa !511
  %40 = load i64, ptr @allocated_total, align 8, !dbg !1034, !tbaa !511
  %41 = add nsw i64 %40, 1, !dbg !1034
  store i64 %41, ptr @allocated_total, align 8, !dbg !1034, !tbaa !511
    #dbg_value(ptr %36, !858, !DIExpression(), !1019)
  %42 = getelementptr inbounds i8, ptr %36, i64 8, !dbg !1035
  store i64 %29, ptr %42, align 8, !dbg !1036, !tbaa !533
  ret ptr %36, !dbg !1037
}

; Function Attrs: nounwind uwtable
define internal noundef ptr @p_mod(ptr nocapture noundef readonly %0) #0 !dbg !1038 {
    #dbg_value(ptr %0, !1040, !DIExpression(), !1042)
    #dbg_value(ptr %0, !633, !DIExpression(), !1043)
  %2 = load i32, ptr %0, align 8, !dbg !1045, !tbaa !523
  %3 = icmp eq i32 %2, 3, !dbg !1046
  br i1 %3, label %4, label %7, !dbg !1047

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1048
  %6 = load ptr, ptr %5, align 8, !dbg !1048, !tbaa !533
  br label %7, !dbg !1047

7:                                                ; preds = %1, %4
  %8 = phi ptr [ %6, %4 ], [ @nil_obj, %1 ], !dbg !1047
    #dbg_value(ptr %8, !618, !DIExpression(), !1049)
  %9 = load i32, ptr %8, align 8, !dbg !1051, !tbaa !523
  %10 = icmp eq i32 %9, 3, !dbg !1052
  br i1 %10, label %11, label %14, !dbg !1053

11:                                               ; preds = %7
  %12 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !1054
  %13 = load ptr, ptr %12, align 8, !dbg !1055, !tbaa !533
  br label %14, !dbg !1053

14:                                               ; preds = %7, %11
  %15 = phi ptr [ %13, %11 ], [ @nil_obj, %7 ], !dbg !1053
  %16 = getelementptr inbounds i8, ptr %15, i64 8, !dbg !1056
  %17 = load i64, ptr %16, align 8, !dbg !1057, !tbaa !533
    #dbg_value(i64 %17, !1041, !DIExpression(), !1042)
  %18 = icmp eq i64 %17, 0, !dbg !1058
  br i1 %18, label %28, label %19, !dbg !1058

19:                                               ; preds = %14
    #dbg_value(ptr %0, !618, !DIExpression(), !1059)
  br i1 %3, label %20, label %23, !dbg !1061

20:                                               ; preds = %19
  %21 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1062
  %22 = load ptr, ptr %21, align 8, !dbg !1063, !tbaa !533
  br label %23, !dbg !1061

23:                                               ; preds = %19, %20
  %24 = phi ptr [ %22, %20 ], [ @nil_obj, %19 ], !dbg !1061
  %25 = getelementptr inbounds i8, ptr %24, i64 8, !dbg !1064
  %26 = load i64, ptr %25, align 8, !dbg !1065, !tbaa !533
  %27 = srem i64 %26, %17, !dbg !1066
  br label %28, !dbg !1058

28:                                               ; preds = %14, %23
  %29 = phi i64 [ %27, %23 ], [ 0, %14 ], !dbg !1058
    #dbg_value(i64 %29, !853, !DIExpression(), !1067)
    #dbg_value(i32 1, !501, !DIExpression(), !1069)
  %30 = load i64, ptr @live, align 8, !dbg !1071, !tbaa !511
  %31 = icmp sgt i64 %30, 19999, !dbg !1072
  br i1 %31, label %32, label %34, !dbg !1073

32:                                               ; preds = %28
  tail call fastcc void @gc(), !dbg !1074
  %33 = load i64, ptr @live, align 8, !dbg !1075, !tbaa !511
  br label %34, !dbg !1074

34:                                               ; preds = %28, %32
  %35 = phi i64 [ %33, %32 ], [ %30, %28 ], !dbg !1075
  %36 = tail call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #17, !dbg !1076
    #dbg_value(ptr %36, !506, !DIExpression(), !1069)
  store i32 1, ptr %36, align 8, !dbg !1077, !tbaa !523
  %37 = load ptr, ptr @all_objs, align 8, !dbg !1078, !tbaa !471
  %38 = getelementptr inbounds i8, ptr %36, i64 32, !dbg !1079
  store ptr %37, ptr %38, align 8, !dbg !1080, !tbaa !528
  store ptr %36, ptr @all_objs, align 8, !dbg !1081, !tbaa !471
  %39 = add nsw i64 %35, 1, !dbg !1075
  store i64 %39, ptr @live, align 8, !dbg !1075, !tbaa !511
  %40 = load i64, ptr @allocated_total, align 8, !dbg !1082, !tbaa !511
  %41 = add nsw i64 %40, 1, !dbg !1082
  store i64 %41, ptr @allocated_total, align 8, !dbg !1082, !tbaa !511
    #dbg_value(ptr %36, !858, !DIExpression(), !1067)
  %42 = getelementptr inbounds i8, ptr %36, i64 8, !dbg !1083
  store i64 %29, ptr %42, align 8, !dbg !1084, !tbaa !533
  ret ptr %36, !dbg !1085
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal ptr @p_lt(ptr nocapture noundef readonly %0) #1 !dbg !1086 {
    #dbg_value(ptr %0, !1088, !DIExpression(), !1089)
    #dbg_value(ptr %0, !618, !DIExpression(), !1090)
  %2 = load i32, ptr %0, align 8, !dbg !1092, !tbaa !523
  %3 = icmp eq i32 %2, 3, !dbg !1093
  br i1 %3, label %4, label %10, !dbg !1094

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1095
  %6 = load ptr, ptr %5, align 8, !dbg !1096, !tbaa !533
  %7 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !1097
    #dbg_value(ptr %0, !633, !DIExpression(), !1098)
  %8 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1100
  %9 = load ptr, ptr %8, align 8, !dbg !1100, !tbaa !533
  br label %10, !dbg !1101

10:                                               ; preds = %1, %4
  %11 = phi ptr [ %7, %4 ], [ getelementptr inbounds (i8, ptr @nil_obj, i64 8), %1 ]
  %12 = phi ptr [ %9, %4 ], [ @nil_obj, %1 ], !dbg !1101
  %13 = load i64, ptr %11, align 8, !dbg !1102, !tbaa !533
    #dbg_value(ptr %12, !618, !DIExpression(), !1103)
  %14 = load i32, ptr %12, align 8, !dbg !1105, !tbaa !523
  %15 = icmp eq i32 %14, 3, !dbg !1106
  br i1 %15, label %16, label %19, !dbg !1107

16:                                               ; preds = %10
  %17 = getelementptr inbounds i8, ptr %12, i64 8, !dbg !1108
  %18 = load ptr, ptr %17, align 8, !dbg !1109, !tbaa !533
  br label %19, !dbg !1107

19:                                               ; preds = %10, %16
  %20 = phi ptr [ %18, %16 ], [ @nil_obj, %10 ], !dbg !1107
  %21 = getelementptr inbounds i8, ptr %20, i64 8, !dbg !1110
  %22 = load i64, ptr %21, align 8, !dbg !1111, !tbaa !533
  %23 = icmp slt i64 %13, %22, !dbg !1112
    #dbg_value(i1 %23, !1113, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1118)
  %24 = load ptr, ptr @S_t, align 8, !dbg !1120
  %25 = select i1 %23, ptr %24, ptr @nil_obj, !dbg !1120
  ret ptr %25, !dbg !1121
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal ptr @p_numeq(ptr nocapture noundef readonly %0) #1 !dbg !1122 {
    #dbg_value(ptr %0, !1124, !DIExpression(), !1125)
    #dbg_value(ptr %0, !618, !DIExpression(), !1126)
  %2 = load i32, ptr %0, align 8, !dbg !1128, !tbaa !523
  %3 = icmp eq i32 %2, 3, !dbg !1129
  br i1 %3, label %4, label %10, !dbg !1130

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1131
  %6 = load ptr, ptr %5, align 8, !dbg !1132, !tbaa !533
  %7 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !1133
    #dbg_value(ptr %0, !633, !DIExpression(), !1134)
  %8 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1136
  %9 = load ptr, ptr %8, align 8, !dbg !1136, !tbaa !533
  br label %10, !dbg !1137

10:                                               ; preds = %1, %4
  %11 = phi ptr [ %7, %4 ], [ getelementptr inbounds (i8, ptr @nil_obj, i64 8), %1 ]
  %12 = phi ptr [ %9, %4 ], [ @nil_obj, %1 ], !dbg !1137
  %13 = load i64, ptr %11, align 8, !dbg !1138, !tbaa !533
    #dbg_value(ptr %12, !618, !DIExpression(), !1139)
  %14 = load i32, ptr %12, align 8, !dbg !1141, !tbaa !523
  %15 = icmp eq i32 %14, 3, !dbg !1142
  br i1 %15, label %16, label %19, !dbg !1143

16:                                               ; preds = %10
  %17 = getelementptr inbounds i8, ptr %12, i64 8, !dbg !1144
  %18 = load ptr, ptr %17, align 8, !dbg !1145, !tbaa !533
  br label %19, !dbg !1143

19:                                               ; preds = %10, %16
  %20 = phi ptr [ %18, %16 ], [ @nil_obj, %10 ], !dbg !1143
  %21 = getelementptr inbounds i8, ptr %20, i64 8, !dbg !1146
  %22 = load i64, ptr %21, align 8, !dbg !1147, !tbaa !533
  %23 = icmp eq i64 %13, %22, !dbg !1148
    #dbg_value(i1 %23, !1113, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1149)
  %24 = load ptr, ptr @S_t, align 8, !dbg !1151
  %25 = select i1 %23, ptr %24, ptr @nil_obj, !dbg !1151
  ret ptr %25, !dbg !1152
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal ptr @p_eq(ptr nocapture noundef readonly %0) #1 !dbg !1153 {
    #dbg_value(ptr %0, !1155, !DIExpression(), !1158)
    #dbg_value(ptr %0, !618, !DIExpression(), !1159)
  %2 = load i32, ptr %0, align 8, !dbg !1161, !tbaa !523
  %3 = icmp eq i32 %2, 3, !dbg !1162
  br i1 %3, label %4, label %9, !dbg !1163

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1164
  %6 = load ptr, ptr %5, align 8, !dbg !1165, !tbaa !533
    #dbg_value(ptr %6, !1156, !DIExpression(), !1158)
    #dbg_value(ptr %0, !633, !DIExpression(), !1166)
  %7 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1168
  %8 = load ptr, ptr %7, align 8, !dbg !1168, !tbaa !533
  br label %9, !dbg !1169

9:                                                ; preds = %1, %4
  %10 = phi ptr [ %6, %4 ], [ @nil_obj, %1 ]
  %11 = phi ptr [ %8, %4 ], [ @nil_obj, %1 ], !dbg !1169
    #dbg_value(ptr %11, !618, !DIExpression(), !1170)
  %12 = load i32, ptr %11, align 8, !dbg !1172, !tbaa !523
  %13 = icmp eq i32 %12, 3, !dbg !1173
  br i1 %13, label %14, label %17, !dbg !1174

14:                                               ; preds = %9
  %15 = getelementptr inbounds i8, ptr %11, i64 8, !dbg !1175
  %16 = load ptr, ptr %15, align 8, !dbg !1176, !tbaa !533
  br label %17, !dbg !1174

17:                                               ; preds = %9, %14
  %18 = phi ptr [ %16, %14 ], [ @nil_obj, %9 ], !dbg !1174
    #dbg_value(ptr %18, !1157, !DIExpression(), !1158)
  %19 = icmp eq ptr %10, %18, !dbg !1177
  br i1 %19, label %20, label %22, !dbg !1178

20:                                               ; preds = %17
    #dbg_value(i32 1, !1113, !DIExpression(), !1179)
  %21 = load ptr, ptr @S_t, align 8, !dbg !1181
  br label %37, !dbg !1181

22:                                               ; preds = %17
  %23 = load i32, ptr %10, align 8, !dbg !1182, !tbaa !523
  %24 = icmp eq i32 %23, 1, !dbg !1183
  br i1 %24, label %25, label %36, !dbg !1184

25:                                               ; preds = %22
  %26 = load i32, ptr %18, align 8, !dbg !1185, !tbaa !523
  %27 = icmp eq i32 %26, 1, !dbg !1186
  br i1 %27, label %28, label %36, !dbg !1187

28:                                               ; preds = %25
  %29 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !1188
  %30 = load i64, ptr %29, align 8, !dbg !1189, !tbaa !533
  %31 = getelementptr inbounds i8, ptr %18, i64 8, !dbg !1190
  %32 = load i64, ptr %31, align 8, !dbg !1191, !tbaa !533
  %33 = icmp ne i64 %30, %32, !dbg !1192
    #dbg_value(i1 %33, !1113, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1179)
  %34 = load ptr, ptr @S_t, align 8, !dbg !1181
  %35 = freeze i1 %33
  br i1 %35, label %36, label %37, !dbg !1181

36:                                               ; preds = %22, %25, %28
  br label %37, !dbg !1181

37:                                               ; preds = %20, %28, %36
  %38 = phi ptr [ @nil_obj, %36 ], [ %34, %28 ], [ %21, %20 ], !dbg !1181
  ret ptr %38, !dbg !1193
}

; Function Attrs: nounwind uwtable
define internal noundef ptr @p_cons(ptr nocapture noundef readonly %0) #0 !dbg !1194 {
  %2 = alloca ptr, align 8, !DIAssignID !1197
    #dbg_assign(i1 undef, !456, !DIExpression(), !1197, ptr %2, !DIExpression(), !1198)
  %3 = alloca ptr, align 8, !DIAssignID !1200
    #dbg_value(ptr %0, !1196, !DIExpression(), !1201)
    #dbg_value(ptr %0, !618, !DIExpression(), !1202)
  %4 = load i32, ptr %0, align 8, !dbg !1204, !tbaa !523
  %5 = icmp eq i32 %4, 3, !dbg !1205
  br i1 %5, label %6, label %11, !dbg !1206

6:                                                ; preds = %1
  %7 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1207
  %8 = load ptr, ptr %7, align 8, !dbg !1208, !tbaa !533
    #dbg_value(ptr %0, !633, !DIExpression(), !1209)
  %9 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1211
  %10 = load ptr, ptr %9, align 8, !dbg !1211, !tbaa !533
  br label %11, !dbg !1212

11:                                               ; preds = %1, %6
  %12 = phi ptr [ %8, %6 ], [ @nil_obj, %1 ]
  %13 = phi ptr [ %10, %6 ], [ @nil_obj, %1 ], !dbg !1212
    #dbg_value(ptr %13, !618, !DIExpression(), !1213)
  %14 = load i32, ptr %13, align 8, !dbg !1215, !tbaa !523
  %15 = icmp eq i32 %14, 3, !dbg !1216
  br i1 %15, label %16, label %19, !dbg !1217

16:                                               ; preds = %11
  %17 = getelementptr inbounds i8, ptr %13, i64 8, !dbg !1218
  %18 = load ptr, ptr %17, align 8, !dbg !1219, !tbaa !533
  br label %19, !dbg !1217

19:                                               ; preds = %11, %16
  %20 = phi ptr [ %18, %16 ], [ @nil_obj, %11 ], !dbg !1217
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
    #dbg_assign(i1 undef, !461, !DIExpression(), !1200, ptr %3, !DIExpression(), !1198)
  store ptr %12, ptr %2, align 8, !tbaa !471, !DIAssignID !1220
    #dbg_assign(ptr %12, !456, !DIExpression(), !1220, ptr %2, !DIExpression(), !1198)
  store ptr %20, ptr %3, align 8, !tbaa !471, !DIAssignID !1221
    #dbg_assign(ptr %20, !461, !DIExpression(), !1221, ptr %3, !DIExpression(), !1198)
  %21 = load i32, ptr @nroots, align 4, !dbg !1222, !tbaa !498
  %22 = add nsw i32 %21, 1, !dbg !1222
  %23 = sext i32 %21 to i64, !dbg !1222
  %24 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %23, !dbg !1222
  store ptr %2, ptr %24, align 8, !dbg !1222, !tbaa !471
  %25 = add nsw i32 %21, 2, !dbg !1223
  store i32 %25, ptr @nroots, align 4, !dbg !1223, !tbaa !498
  %26 = sext i32 %22 to i64, !dbg !1223
  %27 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %26, !dbg !1223
  store ptr %3, ptr %27, align 8, !dbg !1223, !tbaa !471
    #dbg_value(i32 3, !501, !DIExpression(), !1224)
  %28 = load i64, ptr @live, align 8, !dbg !1226, !tbaa !511
  %29 = icmp sgt i64 %28, 19999, !dbg !1227
  br i1 %29, label %30, label %36, !dbg !1228

30:                                               ; preds = %19
  call fastcc void @gc(), !dbg !1229
  %31 = load i64, ptr @live, align 8, !dbg !1230, !tbaa !511
  %32 = load ptr, ptr %2, align 8, !dbg !1231, !tbaa !471
  %33 = load ptr, ptr %3, align 8, !dbg !1232, !tbaa !471
  %34 = load i32, ptr @nroots, align 4, !dbg !1233, !tbaa !498
  %35 = add nsw i32 %34, -2, !dbg !1233
  br label %36, !dbg !1229

36:                                               ; preds = %19, %30
  %37 = phi i32 [ %35, %30 ], [ %21, %19 ], !dbg !1233
  %38 = phi ptr [ %33, %30 ], [ %20, %19 ], !dbg !1232
  %39 = phi ptr [ %32, %30 ], [ %12, %19 ], !dbg !1231
  %40 = phi i64 [ %31, %30 ], [ %28, %19 ], !dbg !1230
  %41 = call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #17, !dbg !1234
    #dbg_value(ptr %41, !506, !DIExpression(), !1224)
  store i32 3, ptr %41, align 8, !dbg !1235, !tbaa !523
  %42 = load ptr, ptr @all_objs, align 8, !dbg !1236, !tbaa !471
  %43 = getelementptr inbounds i8, ptr %41, i64 32, !dbg !1237
  store ptr %42, ptr %43, align 8, !dbg !1238, !tbaa !528
  store ptr %41, ptr @all_objs, align 8, !dbg !1239, !tbaa !471
  %44 = add nsw i64 %40, 1, !dbg !1230
  store i64 %44, ptr @live, align 8, !dbg !1230, !tbaa !511
  %45 = load i64, ptr @allocated_total, align 8, !dbg !1240, !tbaa !511
  %46 = add nsw i64 %45, 1, !dbg !1240
  store i64 %46, ptr @allocated_total, align 8, !dbg !1240, !tbaa !511
    #dbg_value(ptr %41, !462, !DIExpression(), !1198)
  %47 = getelementptr inbounds i8, ptr %41, i64 8, !dbg !1241
  store ptr %39, ptr %47, align 8, !dbg !1242, !tbaa !533
  %48 = getelementptr inbounds i8, ptr %41, i64 16, !dbg !1243
  store ptr %38, ptr %48, align 8, !dbg !1244, !tbaa !533
  store i32 %37, ptr @nroots, align 4, !dbg !1233, !tbaa !498
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2), !dbg !1245
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3), !dbg !1245
  ret ptr %41, !dbg !1246
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal ptr @p_car(ptr nocapture noundef readonly %0) #1 !dbg !1247 {
    #dbg_value(ptr %0, !1249, !DIExpression(), !1250)
    #dbg_value(ptr %0, !618, !DIExpression(), !1251)
  %2 = load i32, ptr %0, align 8, !dbg !1253, !tbaa !523
  %3 = icmp eq i32 %2, 3, !dbg !1254
  br i1 %3, label %4, label %7, !dbg !1255

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1256
  %6 = load ptr, ptr %5, align 8, !dbg !1257, !tbaa !533
  br label %7, !dbg !1255

7:                                                ; preds = %1, %4
  %8 = phi ptr [ %6, %4 ], [ @nil_obj, %1 ], !dbg !1255
    #dbg_value(ptr %8, !618, !DIExpression(), !1258)
  %9 = load i32, ptr %8, align 8, !dbg !1260, !tbaa !523
  %10 = icmp eq i32 %9, 3, !dbg !1261
  br i1 %10, label %11, label %14, !dbg !1262

11:                                               ; preds = %7
  %12 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !1263
  %13 = load ptr, ptr %12, align 8, !dbg !1264, !tbaa !533
  br label %14, !dbg !1262

14:                                               ; preds = %7, %11
  %15 = phi ptr [ %13, %11 ], [ @nil_obj, %7 ], !dbg !1262
  ret ptr %15, !dbg !1265
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal ptr @p_cdr(ptr nocapture noundef readonly %0) #1 !dbg !1266 {
    #dbg_value(ptr %0, !1268, !DIExpression(), !1269)
    #dbg_value(ptr %0, !618, !DIExpression(), !1270)
  %2 = load i32, ptr %0, align 8, !dbg !1272, !tbaa !523
  %3 = icmp eq i32 %2, 3, !dbg !1273
  br i1 %3, label %4, label %7, !dbg !1274

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1275
  %6 = load ptr, ptr %5, align 8, !dbg !1276, !tbaa !533
  br label %7, !dbg !1274

7:                                                ; preds = %1, %4
  %8 = phi ptr [ %6, %4 ], [ @nil_obj, %1 ], !dbg !1274
    #dbg_value(ptr %8, !633, !DIExpression(), !1277)
  %9 = load i32, ptr %8, align 8, !dbg !1279, !tbaa !523
  %10 = icmp eq i32 %9, 3, !dbg !1280
  br i1 %10, label %11, label %14, !dbg !1281

11:                                               ; preds = %7
  %12 = getelementptr inbounds i8, ptr %8, i64 16, !dbg !1282
  %13 = load ptr, ptr %12, align 8, !dbg !1282, !tbaa !533
  br label %14, !dbg !1281

14:                                               ; preds = %7, %11
  %15 = phi ptr [ %13, %11 ], [ @nil_obj, %7 ], !dbg !1281
  ret ptr %15, !dbg !1283
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal ptr @p_null(ptr nocapture noundef readonly %0) #1 !dbg !1284 {
    #dbg_value(ptr %0, !1286, !DIExpression(), !1287)
    #dbg_value(ptr %0, !618, !DIExpression(), !1288)
  %2 = load i32, ptr %0, align 8, !dbg !1290, !tbaa !523
  %3 = icmp eq i32 %2, 3, !dbg !1291
  br i1 %3, label %6, label %4, !dbg !1292

4:                                                ; preds = %1
    #dbg_value(i1 false, !1113, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !1293)
  %5 = load ptr, ptr @S_t, align 8, !dbg !1295
  br label %13, !dbg !1295

6:                                                ; preds = %1
  %7 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1296
  %8 = load ptr, ptr %7, align 8, !dbg !1297, !tbaa !533
  %9 = freeze ptr %8, !dbg !1298
  %10 = icmp eq ptr %9, @nil_obj, !dbg !1298
    #dbg_value(i1 %10, !1113, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !1293)
  %11 = load ptr, ptr @S_t, align 8, !dbg !1295
  %12 = select i1 %10, ptr %11, ptr @nil_obj, !dbg !1295
  br label %13, !dbg !1295

13:                                               ; preds = %6, %4
  %14 = phi ptr [ %5, %4 ], [ %12, %6 ], !dbg !1295
  ret ptr %14, !dbg !1299
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal ptr @p_pairp(ptr nocapture noundef readonly %0) #1 !dbg !1300 {
    #dbg_value(ptr %0, !1302, !DIExpression(), !1303)
    #dbg_value(ptr %0, !618, !DIExpression(), !1304)
  %2 = load i32, ptr %0, align 8, !dbg !1306, !tbaa !523
  %3 = icmp eq i32 %2, 3, !dbg !1307
  br i1 %3, label %4, label %7, !dbg !1308

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1309
  %6 = load ptr, ptr %5, align 8, !dbg !1310, !tbaa !533
  br label %7, !dbg !1308

7:                                                ; preds = %1, %4
  %8 = phi ptr [ %6, %4 ], [ @nil_obj, %1 ], !dbg !1308
  %9 = load i32, ptr %8, align 8, !dbg !1311, !tbaa !523
  %10 = icmp eq i32 %9, 3, !dbg !1312
    #dbg_value(i1 %10, !1113, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1313)
  %11 = load ptr, ptr @S_t, align 8, !dbg !1315
  %12 = select i1 %10, ptr %11, ptr @nil_obj, !dbg !1315
  ret ptr %12, !dbg !1316
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef ptr @p_list(ptr noundef readnone returned %0) #2 !dbg !1317 {
    #dbg_value(ptr %0, !1319, !DIExpression(), !1320)
  ret ptr %0, !dbg !1321
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind uwtable
define internal fastcc ptr @read_expr() unnamed_addr #0 !dbg !1322 {
  %1 = alloca ptr, align 8, !DIAssignID !1333
    #dbg_assign(i1 undef, !456, !DIExpression(), !1333, ptr %1, !DIExpression(), !1334)
  %2 = alloca ptr, align 8, !DIAssignID !1336
  %3 = alloca ptr, align 8, !DIAssignID !1337
    #dbg_assign(i1 undef, !456, !DIExpression(), !1337, ptr %3, !DIExpression(), !1338)
  %4 = alloca ptr, align 8, !DIAssignID !1340
  %5 = alloca ptr, align 8, !DIAssignID !1341
    #dbg_assign(i1 undef, !1326, !DIExpression(), !1341, ptr %5, !DIExpression(), !1342)
  %6 = alloca ptr, align 8, !DIAssignID !1343
    #dbg_assign(i1 undef, !1329, !DIExpression(), !1343, ptr %6, !DIExpression(), !1342)
  %7 = alloca [64 x i8], align 16, !DIAssignID !1344
    #dbg_assign(i1 undef, !1331, !DIExpression(), !1344, ptr %7, !DIExpression(), !1345)
  %8 = tail call ptr @__ctype_b_loc() #20, !dbg !1346
  %9 = load ptr, ptr %8, align 8, !tbaa !471
  %10 = load ptr, ptr @src, align 8, !tbaa !471
  %11 = load i8, ptr %10, align 1, !dbg !1351, !tbaa !533
  br label %13, !dbg !1355

12:                                               ; preds = %37, %37
  br label %13, !dbg !1356

13:                                               ; preds = %12, %0
  %14 = phi ptr [ %10, %0 ], [ %38, %12 ]
  %15 = phi i8 [ %11, %0 ], [ %40, %12 ], !dbg !1351
  %16 = phi ptr [ %10, %0 ], [ %39, %12 ]
  %17 = zext i8 %15 to i64, !dbg !1351
  %18 = getelementptr inbounds i16, ptr %9, i64 %17, !dbg !1351
  %19 = load i16, ptr %18, align 2, !dbg !1351, !tbaa !1357
  %20 = and i16 %19, 8192, !dbg !1351
  %21 = icmp eq i16 %20, 0, !dbg !1359
  br i1 %21, label %32, label %22, !dbg !1359

22:                                               ; preds = %13, %22
  %23 = phi ptr [ %24, %22 ], [ %16, %13 ]
  %24 = getelementptr inbounds i8, ptr %23, i64 1, !dbg !1360
  %25 = load i8, ptr %24, align 1, !dbg !1351, !tbaa !533
  %26 = zext i8 %25 to i64, !dbg !1351
  %27 = getelementptr inbounds i16, ptr %9, i64 %26, !dbg !1351
  %28 = load i16, ptr %27, align 2, !dbg !1351, !tbaa !1357
  %29 = and i16 %28, 8192, !dbg !1351
  %30 = icmp eq i16 %29, 0, !dbg !1359
  br i1 %30, label %31, label %22, !dbg !1359, !llvm.loop !1361

31:                                               ; preds = %22
  store ptr %24, ptr @src, align 8, !dbg !1360, !tbaa !471
  br label %32, !dbg !1359

32:                                               ; preds = %31, %13
  %33 = phi ptr [ %24, %31 ], [ %14, %13 ]
  %34 = phi ptr [ %24, %31 ], [ %16, %13 ]
  %35 = phi i8 [ %25, %31 ], [ %15, %13 ], !dbg !1351
  %36 = icmp eq i8 %35, 59, !dbg !1362
  br i1 %36, label %37, label %43, !dbg !1364

37:                                               ; preds = %32, %41
  %38 = phi ptr [ %42, %41 ], [ %33, %32 ]
  %39 = phi ptr [ %42, %41 ], [ %34, %32 ]
  %40 = load i8, ptr %39, align 1, !dbg !1365, !tbaa !533
  switch i8 %40, label %41 [
    i8 0, label %12
    i8 10, label %12
  ], !dbg !1367, !llvm.loop !1368

41:                                               ; preds = %37
  %42 = getelementptr inbounds i8, ptr %39, i64 1, !dbg !1370
  store ptr %42, ptr @src, align 8, !dbg !1370, !tbaa !471
  br label %37, !dbg !1371, !llvm.loop !1372

43:                                               ; preds = %32
  %44 = load i8, ptr %33, align 1, !dbg !1373, !tbaa !533
  switch i8 %44, label %116 [
    i8 40, label %45
    i8 39, label %48
  ], !dbg !1375

45:                                               ; preds = %43
  %46 = getelementptr inbounds i8, ptr %33, i64 1, !dbg !1376
  store ptr %46, ptr @src, align 8, !dbg !1376, !tbaa !471
  %47 = tail call fastcc ptr @read_list(), !dbg !1378
  br label %186, !dbg !1379

48:                                               ; preds = %43
  %49 = getelementptr inbounds i8, ptr %33, i64 1, !dbg !1380
  store ptr %49, ptr @src, align 8, !dbg !1380, !tbaa !471
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #18, !dbg !1381
  %50 = tail call fastcc ptr @read_expr(), !dbg !1382
  store ptr %50, ptr %5, align 8, !dbg !1383, !tbaa !471, !DIAssignID !1384
    #dbg_assign(ptr %50, !1326, !DIExpression(), !1384, ptr %5, !DIExpression(), !1342)
  %51 = load i32, ptr @nroots, align 4, !dbg !1385, !tbaa !498
  %52 = add nsw i32 %51, 1, !dbg !1385
  %53 = sext i32 %51 to i64, !dbg !1385
  %54 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %53, !dbg !1385
  store ptr %5, ptr %54, align 8, !dbg !1385, !tbaa !471
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #18, !dbg !1386
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
    #dbg_assign(i1 undef, !461, !DIExpression(), !1340, ptr %4, !DIExpression(), !1338)
  store ptr %50, ptr %3, align 8, !tbaa !471, !DIAssignID !1387
    #dbg_assign(ptr %50, !456, !DIExpression(), !1387, ptr %3, !DIExpression(), !1338)
  store ptr @nil_obj, ptr %4, align 8, !tbaa !471, !DIAssignID !1388
    #dbg_assign(ptr @nil_obj, !461, !DIExpression(), !1388, ptr %4, !DIExpression(), !1338)
  %55 = add nsw i32 %51, 2, !dbg !1389
  %56 = sext i32 %52 to i64, !dbg !1389
  %57 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %56, !dbg !1389
  store ptr %3, ptr %57, align 8, !dbg !1389, !tbaa !471
  %58 = add nsw i32 %51, 3, !dbg !1390
  store i32 %58, ptr @nroots, align 4, !dbg !1390, !tbaa !498
  %59 = sext i32 %55 to i64, !dbg !1390
  %60 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %59, !dbg !1390
  store ptr %4, ptr %60, align 8, !dbg !1390, !tbaa !471
    #dbg_value(i32 3, !501, !DIExpression(), !1391)
  %61 = load i64, ptr @live, align 8, !dbg !1393, !tbaa !511
  %62 = icmp sgt i64 %61, 19999, !dbg !1394
  br i1 %62, label %63, label %70, !dbg !1395

63:                                               ; preds = %48
  call fastcc void @gc(), !dbg !1396
  %64 = load i64, ptr @live, align 8, !dbg !1397, !tbaa !511
  %65 = load ptr, ptr %3, align 8, !dbg !1398, !tbaa !471
  %66 = load ptr, ptr %4, align 8, !dbg !1399, !tbaa !471
  %67 = load i32, ptr @nroots, align 4, !dbg !1400, !tbaa !498
  %68 = add nsw i32 %67, -2, !dbg !1400
  %69 = sext i32 %68 to i64, !dbg !1401
  br label %70, !dbg !1396

70:                                               ; preds = %48, %63
  %71 = phi i64 [ %56, %48 ], [ %69, %63 ], !dbg !1401
  %72 = phi i32 [ %52, %48 ], [ %68, %63 ], !dbg !1400
  %73 = phi ptr [ @nil_obj, %48 ], [ %66, %63 ], !dbg !1399
  %74 = phi ptr [ %50, %48 ], [ %65, %63 ], !dbg !1398
  %75 = phi i64 [ %61, %48 ], [ %64, %63 ], !dbg !1397
  %76 = call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #17, !dbg !1402
    #dbg_value(ptr %76, !506, !DIExpression(), !1391)
  store i32 3, ptr %76, align 8, !dbg !1403, !tbaa !523
  %77 = load ptr, ptr @all_objs, align 8, !dbg !1404, !tbaa !471
  %78 = getelementptr inbounds i8, ptr %76, i64 32, !dbg !1405
  store ptr %77, ptr %78, align 8, !dbg !1406, !tbaa !528
  store ptr %76, ptr @all_objs, align 8, !dbg !1407, !tbaa !471
  %79 = add nsw i64 %75, 1, !dbg !1397
  store i64 %79, ptr @live, align 8, !dbg !1397, !tbaa !511
  %80 = load i64, ptr @allocated_total, align 8, !dbg !1408, !tbaa !511
  %81 = add nsw i64 %80, 1, !dbg !1408
  store i64 %81, ptr @allocated_total, align 8, !dbg !1408, !tbaa !511
    #dbg_value(ptr %76, !462, !DIExpression(), !1338)
  %82 = getelementptr inbounds i8, ptr %76, i64 8, !dbg !1409
  store ptr %74, ptr %82, align 8, !dbg !1410, !tbaa !533
  %83 = getelementptr inbounds i8, ptr %76, i64 16, !dbg !1411
  store ptr %73, ptr %83, align 8, !dbg !1412, !tbaa !533
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3), !dbg !1413
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4), !dbg !1413
  store ptr %76, ptr %6, align 8, !dbg !1414, !tbaa !471, !DIAssignID !1415
    #dbg_assign(ptr %76, !1329, !DIExpression(), !1415, ptr %6, !DIExpression(), !1342)
  %84 = add nsw i32 %72, 1, !dbg !1401
  %85 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %71, !dbg !1401
  store ptr %6, ptr %85, align 8, !dbg !1401, !tbaa !471
  %86 = load ptr, ptr @S_quote, align 8, !dbg !1416, !tbaa !471
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
    #dbg_assign(i1 undef, !461, !DIExpression(), !1336, ptr %2, !DIExpression(), !1334)
  store ptr %86, ptr %1, align 8, !tbaa !471, !DIAssignID !1417
    #dbg_assign(ptr %86, !456, !DIExpression(), !1417, ptr %1, !DIExpression(), !1334)
  store ptr %76, ptr %2, align 8, !tbaa !471, !DIAssignID !1418
    #dbg_assign(ptr %76, !461, !DIExpression(), !1418, ptr %2, !DIExpression(), !1334)
  %87 = add nsw i32 %72, 2, !dbg !1419
  %88 = sext i32 %84 to i64, !dbg !1419
  %89 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %88, !dbg !1419
  store ptr %1, ptr %89, align 8, !dbg !1419, !tbaa !471
  %90 = add nsw i32 %72, 3, !dbg !1420
  store i32 %90, ptr @nroots, align 4, !dbg !1420, !tbaa !498
  %91 = sext i32 %87 to i64, !dbg !1420
  %92 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %91, !dbg !1420
  store ptr %2, ptr %92, align 8, !dbg !1420, !tbaa !471
    #dbg_value(i32 3, !501, !DIExpression(), !1421)
  %93 = icmp sgt i64 %75, 19998, !dbg !1423
  br i1 %93, label %94, label %102, !dbg !1424

94:                                               ; preds = %70
  call fastcc void @gc(), !dbg !1425
  %95 = load i64, ptr @live, align 8, !dbg !1426, !tbaa !511
  %96 = load ptr, ptr %1, align 8, !dbg !1427, !tbaa !471
  %97 = load ptr, ptr %2, align 8, !dbg !1428, !tbaa !471
  %98 = load i32, ptr @nroots, align 4, !dbg !1429, !tbaa !498
  %99 = add nsw i32 %98, -2, !dbg !1429
  %100 = load ptr, ptr @all_objs, align 8, !dbg !1430, !tbaa !471
  %101 = load i64, ptr @allocated_total, align 8, !dbg !1431, !tbaa !511
  br label %102, !dbg !1425

102:                                              ; preds = %70, %94
  %103 = phi i64 [ %101, %94 ], [ %81, %70 ], !dbg !1431
  %104 = phi ptr [ %100, %94 ], [ %76, %70 ], !dbg !1430
  %105 = phi i32 [ %99, %94 ], [ %84, %70 ], !dbg !1429
  %106 = phi ptr [ %97, %94 ], [ %76, %70 ], !dbg !1428
  %107 = phi ptr [ %96, %94 ], [ %86, %70 ], !dbg !1427
  %108 = phi i64 [ %95, %94 ], [ %79, %70 ], !dbg !1426
  %109 = call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #17, !dbg !1432
    #dbg_value(ptr %109, !506, !DIExpression(), !1421)
  store i32 3, ptr %109, align 8, !dbg !1433, !tbaa !523
  %110 = getelementptr inbounds i8, ptr %109, i64 32, !dbg !1434
  store ptr %104, ptr %110, align 8, !dbg !1435, !tbaa !528
  store ptr %109, ptr @all_objs, align 8, !dbg !1436, !tbaa !471
  %111 = add nsw i64 %108, 1, !dbg !1426
  store i64 %111, ptr @live, align 8, !dbg !1426, !tbaa !511
  %112 = add nsw i64 %103, 1, !dbg !1431
  store i64 %112, ptr @allocated_total, align 8, !dbg !1431, !tbaa !511
    #dbg_value(ptr %109, !462, !DIExpression(), !1334)
  %113 = getelementptr inbounds i8, ptr %109, i64 8, !dbg !1437
  store ptr %107, ptr %113, align 8, !dbg !1438, !tbaa !533
  %114 = getelementptr inbounds i8, ptr %109, i64 16, !dbg !1439
  store ptr %106, ptr %114, align 8, !dbg !1440, !tbaa !533
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1), !dbg !1441
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2), !dbg !1441
    #dbg_value(ptr %109, !1330, !DIExpression(), !1342)
  %115 = add nsw i32 %105, -2, !dbg !1442
  store i32 %115, ptr @nroots, align 4, !dbg !1442, !tbaa !498
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #18, !dbg !1443
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #18, !dbg !1443
  br label %186

116:                                              ; preds = %43
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #18, !dbg !1444
    #dbg_value(i32 0, !1332, !DIExpression(), !1345)
    #dbg_value(i32 0, !1332, !DIExpression(), !1345)
  %117 = icmp eq i8 %44, 0, !dbg !1445
  br i1 %117, label %148, label %118, !dbg !1446

118:                                              ; preds = %116, %134
  %119 = phi i64 [ %136, %134 ], [ 0, %116 ]
  %120 = phi i8 [ %139, %134 ], [ %44, %116 ]
  %121 = phi i32 [ %137, %134 ], [ 0, %116 ]
  %122 = phi ptr [ %135, %134 ], [ %33, %116 ]
    #dbg_value(i64 %119, !1332, !DIExpression(), !1345)
  %123 = zext i8 %120 to i64, !dbg !1447
  %124 = getelementptr inbounds i16, ptr %9, i64 %123, !dbg !1447
  %125 = load i16, ptr %124, align 2, !dbg !1447, !tbaa !1357
  %126 = and i16 %125, 8192, !dbg !1447
  %127 = icmp ne i16 %126, 0, !dbg !1447
  %128 = icmp eq i8 %120, 40
  %129 = or i1 %128, %127, !dbg !1448
  br i1 %129, label %143, label %130, !dbg !1448

130:                                              ; preds = %118
  %131 = icmp ne i8 %120, 41, !dbg !1449
  %132 = icmp ult i64 %119, 63
  %133 = select i1 %131, i1 %132, i1 false, !dbg !1450
  br i1 %133, label %134, label %141, !dbg !1450

134:                                              ; preds = %130
  %135 = getelementptr inbounds i8, ptr %122, i64 1, !dbg !1451
  store ptr %135, ptr @src, align 8, !dbg !1451, !tbaa !471
  %136 = add nuw nsw i64 %119, 1, !dbg !1452
  %137 = add nuw nsw i32 %121, 1, !dbg !1452
    #dbg_value(i64 %136, !1332, !DIExpression(), !1345)
  %138 = getelementptr inbounds [64 x i8], ptr %7, i64 0, i64 %119, !dbg !1453
  store i8 %120, ptr %138, align 1, !dbg !1454, !tbaa !533
  %139 = load i8, ptr %135, align 1, !dbg !1445, !tbaa !533
  %140 = icmp eq i8 %139, 0, !dbg !1445
  br i1 %140, label %145, label %118, !dbg !1446, !llvm.loop !1455

141:                                              ; preds = %130
  %142 = trunc nuw nsw i64 %119 to i32
  br label %145, !dbg !1457

143:                                              ; preds = %118
  %144 = trunc nuw nsw i64 %119 to i32
  br label %145, !dbg !1457

145:                                              ; preds = %134, %143, %141
  %146 = phi i32 [ %142, %141 ], [ %144, %143 ], [ %137, %134 ]
  %147 = zext nneg i32 %146 to i64, !dbg !1457
  br label %148, !dbg !1457

148:                                              ; preds = %145, %116
  %149 = phi i64 [ 0, %116 ], [ %147, %145 ], !dbg !1345
  %150 = getelementptr inbounds [64 x i8], ptr %7, i64 0, i64 %149, !dbg !1457
  store i8 0, ptr %150, align 1, !dbg !1458, !tbaa !533
  %151 = load i8, ptr %7, align 16, !dbg !1459, !tbaa !533
  %152 = zext i8 %151 to i64, !dbg !1459
  %153 = getelementptr inbounds i16, ptr %9, i64 %152, !dbg !1459
  %154 = load i16, ptr %153, align 2, !dbg !1459, !tbaa !1357
  %155 = and i16 %154, 2048, !dbg !1459
  %156 = icmp eq i16 %155, 0, !dbg !1459
  br i1 %156, label %157, label %167, !dbg !1461

157:                                              ; preds = %148
  %158 = icmp eq i8 %151, 45, !dbg !1462
  br i1 %158, label %159, label %182, !dbg !1463

159:                                              ; preds = %157
  %160 = getelementptr inbounds i8, ptr %7, i64 1, !dbg !1464
  %161 = load i8, ptr %160, align 1, !dbg !1464, !tbaa !533
  %162 = zext i8 %161 to i64, !dbg !1464
  %163 = getelementptr inbounds i16, ptr %9, i64 %162, !dbg !1464
  %164 = load i16, ptr %163, align 2, !dbg !1464, !tbaa !1357
  %165 = and i16 %164, 2048, !dbg !1464
  %166 = icmp eq i16 %165, 0, !dbg !1464
  br i1 %166, label %182, label %167, !dbg !1465

167:                                              ; preds = %159, %148
  %168 = call i64 @strtol(ptr nocapture noundef nonnull %7, ptr noundef null, i32 noundef 10) #18, !dbg !1466
    #dbg_value(i64 %168, !853, !DIExpression(), !1467)
    #dbg_value(i32 1, !501, !DIExpression(), !1469)
  %169 = load i64, ptr @live, align 8, !dbg !1471, !tbaa !511
  %170 = icmp sgt i64 %169, 19999, !dbg !1472
  br i1 %170, label %171, label %173, !dbg !1473

171:                                              ; preds = %167
  tail call fastcc void @gc(), !dbg !1474
  %172 = load i64, ptr @live, align 8, !dbg !1475, !tbaa !511
  br label %173, !dbg !1474

173:                                              ; preds = %167, %171
  %174 = phi i64 [ %172, %171 ], [ %169, %167 ], !dbg !1475
  %175 = tail call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #17, !dbg !1476
    #dbg_value(ptr %175, !506, !DIExpression(), !1469)
  store i32 1, ptr %175, align 8, !dbg !1477, !tbaa !523
  %176 = load ptr, ptr @all_objs, align 8, !dbg !1478, !tbaa !471
  %177 = getelementptr inbounds i8, ptr %175, i64 32, !dbg !1479
  store ptr %176, ptr %177, align 8, !dbg !1480, !tbaa !528
  store ptr %175, ptr @all_objs, align 8, !dbg !1481, !tbaa !471
  %178 = add nsw i64 %174, 1, !dbg !1475
  store i64 %178, ptr @live, align 8, !dbg !1475, !tbaa !511
  %179 = load i64, ptr @allocated_total, align 8, !dbg !1482, !tbaa !511
  %180 = add nsw i64 %179, 1, !dbg !1482
  store i64 %180, ptr @allocated_total, align 8, !dbg !1482, !tbaa !511
    #dbg_value(ptr %175, !858, !DIExpression(), !1467)
  %181 = getelementptr inbounds i8, ptr %175, i64 8, !dbg !1483
  store i64 %168, ptr %181, align 8, !dbg !1484, !tbaa !533
  br label %184, !dbg !1485

182:                                              ; preds = %159, %157
  %183 = call fastcc ptr @intern(ptr noundef nonnull %7), !dbg !1486
  br label %184, !dbg !1487

184:                                              ; preds = %182, %173
  %185 = phi ptr [ %175, %173 ], [ %183, %182 ], !dbg !1345
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #18, !dbg !1488
  br label %186

186:                                              ; preds = %184, %102, %45
  %187 = phi ptr [ %47, %45 ], [ %109, %102 ], [ %185, %184 ], !dbg !1345
  ret ptr %187, !dbg !1488
}

; Function Attrs: nounwind uwtable
define internal fastcc ptr @eval(ptr noundef %0, ptr noundef %1) unnamed_addr #0 !dbg !1489 {
  %3 = alloca ptr, align 8, !DIAssignID !1549
    #dbg_assign(i1 undef, !456, !DIExpression(), !1549, ptr %3, !DIExpression(), !1550)
  %4 = alloca ptr, align 8, !DIAssignID !1552
  %5 = alloca ptr, align 8, !DIAssignID !1553
    #dbg_assign(i1 undef, !456, !DIExpression(), !1553, ptr %5, !DIExpression(), !1554)
  %6 = alloca ptr, align 8, !DIAssignID !1556
  %7 = alloca ptr, align 8, !DIAssignID !1557
    #dbg_assign(i1 undef, !456, !DIExpression(), !1557, ptr %7, !DIExpression(), !1558)
  %8 = alloca ptr, align 8, !DIAssignID !1560
  %9 = alloca ptr, align 8, !DIAssignID !1561
    #dbg_assign(i1 undef, !456, !DIExpression(), !1561, ptr %9, !DIExpression(), !1562)
  %10 = alloca ptr, align 8, !DIAssignID !1564
  %11 = alloca ptr, align 8, !DIAssignID !1565
    #dbg_assign(i1 undef, !456, !DIExpression(), !1565, ptr %11, !DIExpression(), !1566)
  %12 = alloca ptr, align 8, !DIAssignID !1568
  %13 = alloca ptr, align 8, !DIAssignID !1569
    #dbg_assign(i1 undef, !456, !DIExpression(), !1569, ptr %13, !DIExpression(), !1570)
  %14 = alloca ptr, align 8, !DIAssignID !1572
  %15 = alloca ptr, align 8, !DIAssignID !1573
    #dbg_assign(i1 undef, !456, !DIExpression(), !1573, ptr %15, !DIExpression(), !1574)
  %16 = alloca ptr, align 8, !DIAssignID !1576
  %17 = alloca ptr, align 8, !DIAssignID !1577
    #dbg_assign(i1 undef, !456, !DIExpression(), !1577, ptr %17, !DIExpression(), !1578)
  %18 = alloca ptr, align 8, !DIAssignID !1580
  %19 = alloca ptr, align 8, !DIAssignID !1581
    #dbg_assign(i1 undef, !1491, !DIExpression(), !1581, ptr %19, !DIExpression(), !1582)
  %20 = alloca ptr, align 8, !DIAssignID !1583
    #dbg_assign(i1 undef, !1492, !DIExpression(), !1583, ptr %20, !DIExpression(), !1582)
  %21 = alloca ptr, align 8, !DIAssignID !1584
    #dbg_assign(i1 undef, !1493, !DIExpression(), !1584, ptr %21, !DIExpression(), !1582)
  %22 = alloca ptr, align 8, !DIAssignID !1585
    #dbg_assign(i1 undef, !1494, !DIExpression(), !1585, ptr %22, !DIExpression(), !1582)
  %23 = alloca ptr, align 8, !DIAssignID !1586
    #dbg_assign(i1 undef, !1495, !DIExpression(), !1586, ptr %23, !DIExpression(), !1582)
  %24 = alloca ptr, align 8, !DIAssignID !1587
    #dbg_assign(i1 undef, !1496, !DIExpression(), !1587, ptr %24, !DIExpression(), !1582)
  %25 = alloca ptr, align 8, !DIAssignID !1588
    #dbg_assign(i1 undef, !1520, !DIExpression(), !1588, ptr %25, !DIExpression(), !1589)
  %26 = alloca ptr, align 8, !DIAssignID !1590
    #dbg_assign(i1 undef, !1534, !DIExpression(), !1590, ptr %26, !DIExpression(), !1591)
  %27 = alloca ptr, align 8, !DIAssignID !1592
    #dbg_assign(i1 undef, !1537, !DIExpression(), !1592, ptr %27, !DIExpression(), !1591)
  %28 = alloca ptr, align 8, !DIAssignID !1593
    #dbg_assign(i1 undef, !1541, !DIExpression(), !1593, ptr %28, !DIExpression(), !1594)
  %29 = alloca ptr, align 8, !DIAssignID !1595
    #dbg_assign(i1 undef, !1547, !DIExpression(), !1595, ptr %29, !DIExpression(), !1596)
  store ptr %0, ptr %19, align 8, !tbaa !471, !DIAssignID !1597
    #dbg_assign(ptr %0, !1491, !DIExpression(), !1597, ptr %19, !DIExpression(), !1582)
  store ptr %1, ptr %20, align 8, !tbaa !471, !DIAssignID !1598
    #dbg_assign(ptr %1, !1492, !DIExpression(), !1598, ptr %20, !DIExpression(), !1582)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21) #18, !dbg !1599
  store ptr @nil_obj, ptr %21, align 8, !dbg !1600, !tbaa !471, !DIAssignID !1601
    #dbg_assign(ptr @nil_obj, !1493, !DIExpression(), !1601, ptr %21, !DIExpression(), !1582)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22) #18, !dbg !1599
  store ptr @nil_obj, ptr %22, align 8, !dbg !1602, !tbaa !471, !DIAssignID !1603
    #dbg_assign(ptr @nil_obj, !1494, !DIExpression(), !1603, ptr %22, !DIExpression(), !1582)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23) #18, !dbg !1599
  store ptr @nil_obj, ptr %23, align 8, !dbg !1604, !tbaa !471, !DIAssignID !1605
    #dbg_assign(ptr @nil_obj, !1495, !DIExpression(), !1605, ptr %23, !DIExpression(), !1582)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24) #18, !dbg !1599
  store ptr @nil_obj, ptr %24, align 8, !dbg !1606, !tbaa !471, !DIAssignID !1607
    #dbg_assign(ptr @nil_obj, !1496, !DIExpression(), !1607, ptr %24, !DIExpression(), !1582)
  %30 = load i32, ptr @nroots, align 4, !dbg !1608, !tbaa !498
  %31 = add nsw i32 %30, 1, !dbg !1608
  %32 = sext i32 %30 to i64, !dbg !1608
  %33 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %32, !dbg !1608
  store ptr %19, ptr %33, align 8, !dbg !1608, !tbaa !471
  %34 = add nsw i32 %30, 2, !dbg !1609
  %35 = sext i32 %31 to i64, !dbg !1609
  %36 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %35, !dbg !1609
  store ptr %20, ptr %36, align 8, !dbg !1609, !tbaa !471
  %37 = add nsw i32 %30, 3, !dbg !1610
  %38 = sext i32 %34 to i64, !dbg !1610
  %39 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %38, !dbg !1610
  store ptr %21, ptr %39, align 8, !dbg !1610, !tbaa !471
  %40 = add nsw i32 %30, 4, !dbg !1611
  %41 = sext i32 %37 to i64, !dbg !1611
  %42 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %41, !dbg !1611
  store ptr %22, ptr %42, align 8, !dbg !1611, !tbaa !471
  %43 = add nsw i32 %30, 5, !dbg !1612
  %44 = sext i32 %40 to i64, !dbg !1612
  %45 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %44, !dbg !1612
  store ptr %23, ptr %45, align 8, !dbg !1612, !tbaa !471
  %46 = add nsw i32 %30, 6, !dbg !1613
  store i32 %46, ptr @nroots, align 4, !dbg !1613, !tbaa !498
  %47 = sext i32 %43 to i64, !dbg !1613
  %48 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %47, !dbg !1613
  store ptr %24, ptr %48, align 8, !dbg !1613, !tbaa !471
    #dbg_value(i32 6, !1497, !DIExpression(), !1582)
    #dbg_value(ptr @nil_obj, !1498, !DIExpression(), !1582)
  br label %49, !dbg !1614

49:                                               ; preds = %520, %2
  %50 = phi ptr [ %0, %2 ], [ %521, %520 ], !dbg !1615
    #dbg_value(ptr @nil_obj, !1498, !DIExpression(), !1582)
  %51 = load i32, ptr %50, align 8, !dbg !1617, !tbaa !523
  switch i32 %51, label %107 [
    i32 1, label %973
    i32 0, label %973
    i32 2, label %52
  ], !dbg !1618

52:                                               ; preds = %49
  %53 = load ptr, ptr %20, align 8, !dbg !1619, !tbaa !471
    #dbg_value(ptr %53, !1620, !DIExpression(), !1629)
    #dbg_value(ptr %50, !1623, !DIExpression(), !1629)
    #dbg_value(ptr %53, !1624, !DIExpression(), !1631)
  %54 = icmp eq ptr %53, @nil_obj, !dbg !1632
  br i1 %54, label %94, label %55, !dbg !1633

55:                                               ; preds = %52, %86
  %56 = phi ptr [ %88, %86 ], [ %53, %52 ]
    #dbg_value(ptr %56, !1624, !DIExpression(), !1631)
    #dbg_value(ptr %56, !618, !DIExpression(), !1634)
  %57 = load i32, ptr %56, align 8, !dbg !1636, !tbaa !523
  %58 = icmp eq i32 %57, 3, !dbg !1637
  br i1 %58, label %59, label %94, !dbg !1638

59:                                               ; preds = %55
  %60 = getelementptr inbounds i8, ptr %56, i64 8, !dbg !1639
  %61 = load ptr, ptr %60, align 8, !dbg !1640, !tbaa !533
    #dbg_value(ptr %61, !1626, !DIExpression(), !1641)
  %62 = icmp eq ptr %61, @nil_obj, !dbg !1642
  br i1 %62, label %86, label %63, !dbg !1644

63:                                               ; preds = %59, %82
  %64 = phi ptr [ %84, %82 ], [ %61, %59 ]
    #dbg_value(ptr %64, !1626, !DIExpression(), !1641)
    #dbg_value(ptr %64, !618, !DIExpression(), !1645)
  %65 = load i32, ptr %64, align 8, !dbg !1648, !tbaa !523
  %66 = icmp eq i32 %65, 3, !dbg !1649
  br i1 %66, label %67, label %70, !dbg !1650

67:                                               ; preds = %63
  %68 = getelementptr inbounds i8, ptr %64, i64 8, !dbg !1651
  %69 = load ptr, ptr %68, align 8, !dbg !1652, !tbaa !533
  br label %70, !dbg !1650

70:                                               ; preds = %67, %63
  %71 = phi ptr [ %69, %67 ], [ @nil_obj, %63 ], !dbg !1650
    #dbg_value(ptr %71, !618, !DIExpression(), !1653)
  %72 = load i32, ptr %71, align 8, !dbg !1655, !tbaa !523
  %73 = icmp eq i32 %72, 3, !dbg !1656
  br i1 %73, label %74, label %77, !dbg !1657

74:                                               ; preds = %70
  %75 = getelementptr inbounds i8, ptr %71, i64 8, !dbg !1658
  %76 = load ptr, ptr %75, align 8, !dbg !1659, !tbaa !533
  br label %77, !dbg !1657

77:                                               ; preds = %74, %70
  %78 = phi ptr [ %76, %74 ], [ @nil_obj, %70 ], !dbg !1657
  %79 = icmp eq ptr %78, %50, !dbg !1660
  br i1 %79, label %80, label %81, !dbg !1661

80:                                               ; preds = %77
    #dbg_value(ptr %64, !618, !DIExpression(), !1662)
  br i1 %66, label %90, label %100, !dbg !1664

81:                                               ; preds = %77
    #dbg_value(ptr %64, !633, !DIExpression(), !1665)
  br i1 %66, label %82, label %86, !dbg !1667

82:                                               ; preds = %81
  %83 = getelementptr inbounds i8, ptr %64, i64 16, !dbg !1668
  %84 = load ptr, ptr %83, align 8, !dbg !1668, !tbaa !533
    #dbg_value(ptr %84, !1626, !DIExpression(), !1641)
  %85 = icmp eq ptr %84, @nil_obj, !dbg !1642
  br i1 %85, label %86, label %63, !dbg !1644, !llvm.loop !1669

86:                                               ; preds = %81, %82, %59
  %87 = getelementptr inbounds i8, ptr %56, i64 16, !dbg !1671
  %88 = load ptr, ptr %87, align 8, !dbg !1671, !tbaa !533
    #dbg_value(ptr %88, !1624, !DIExpression(), !1631)
  %89 = icmp eq ptr %88, @nil_obj, !dbg !1632
  br i1 %89, label %94, label %55, !dbg !1633, !llvm.loop !1673

90:                                               ; preds = %80
  %91 = getelementptr inbounds i8, ptr %64, i64 8, !dbg !1675
  %92 = load ptr, ptr %91, align 8, !dbg !1676, !tbaa !533
    #dbg_value(ptr %92, !1499, !DIExpression(), !1677)
  %93 = icmp eq ptr %92, null, !dbg !1678
  br i1 %93, label %94, label %100, !dbg !1680

94:                                               ; preds = %55, %86, %52, %90
  %95 = load i32, ptr @errors, align 4, !dbg !1681, !tbaa !498
  %96 = add nsw i32 %95, 1, !dbg !1681
  store i32 %96, ptr @errors, align 4, !dbg !1681, !tbaa !498
  %97 = getelementptr inbounds i8, ptr %50, i64 8, !dbg !1683
  %98 = load ptr, ptr %97, align 8, !dbg !1684, !tbaa !533
  %99 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.89, ptr noundef %98), !dbg !1685
    #dbg_value(ptr @nil_obj, !1498, !DIExpression(), !1582)
  br label %973, !dbg !1686

100:                                              ; preds = %80, %90
  %101 = phi ptr [ %92, %90 ], [ @nil_obj, %80 ]
    #dbg_value(ptr %101, !633, !DIExpression(), !1687)
  %102 = load i32, ptr %101, align 8, !dbg !1689, !tbaa !523
  %103 = icmp eq i32 %102, 3, !dbg !1690
  br i1 %103, label %104, label %973, !dbg !1691

104:                                              ; preds = %100
  %105 = getelementptr inbounds i8, ptr %101, i64 16, !dbg !1692
  %106 = load ptr, ptr %105, align 8, !dbg !1692, !tbaa !533
  br label %973, !dbg !1691

107:                                              ; preds = %49
    #dbg_value(ptr %50, !618, !DIExpression(), !1693)
  %108 = icmp eq i32 %51, 3, !dbg !1695
  br i1 %108, label %109, label %114, !dbg !1696

109:                                              ; preds = %107
  %110 = getelementptr inbounds i8, ptr %50, i64 8, !dbg !1697
  %111 = load ptr, ptr %110, align 8, !dbg !1698, !tbaa !533
    #dbg_value(ptr %111, !1505, !DIExpression(), !1699)
  %112 = load ptr, ptr @S_quote, align 8, !dbg !1700, !tbaa !471
  %113 = icmp eq ptr %111, %112, !dbg !1702
  br i1 %113, label %117, label %127, !dbg !1703

114:                                              ; preds = %107
    #dbg_value(ptr @nil_obj, !1505, !DIExpression(), !1699)
  %115 = load ptr, ptr @S_quote, align 8, !dbg !1700, !tbaa !471
  %116 = icmp eq ptr %115, @nil_obj, !dbg !1702
  br i1 %116, label %120, label %130, !dbg !1703

117:                                              ; preds = %109
    #dbg_value(ptr %50, !633, !DIExpression(), !1704)
  %118 = getelementptr inbounds i8, ptr %50, i64 16, !dbg !1707
  %119 = load ptr, ptr %118, align 8, !dbg !1707, !tbaa !533
  br label %120, !dbg !1708

120:                                              ; preds = %114, %117
  %121 = phi ptr [ %119, %117 ], [ @nil_obj, %114 ], !dbg !1708
    #dbg_value(ptr %121, !618, !DIExpression(), !1709)
  %122 = load i32, ptr %121, align 8, !dbg !1711, !tbaa !523
  %123 = icmp eq i32 %122, 3, !dbg !1712
  br i1 %123, label %124, label %973, !dbg !1713

124:                                              ; preds = %120
  %125 = getelementptr inbounds i8, ptr %121, i64 8, !dbg !1714
  %126 = load ptr, ptr %125, align 8, !dbg !1715, !tbaa !533
  br label %973, !dbg !1713

127:                                              ; preds = %109
  %128 = load ptr, ptr @S_if, align 8, !dbg !1716, !tbaa !471
  %129 = icmp eq ptr %111, %128, !dbg !1717
  br i1 %129, label %133, label %194, !dbg !1718

130:                                              ; preds = %114
  %131 = load ptr, ptr @S_if, align 8, !dbg !1716, !tbaa !471
  %132 = icmp eq ptr %131, @nil_obj, !dbg !1717
  br i1 %132, label %136, label %197, !dbg !1718

133:                                              ; preds = %127
    #dbg_value(ptr %50, !633, !DIExpression(), !1719)
  %134 = getelementptr inbounds i8, ptr %50, i64 16, !dbg !1721
  %135 = load ptr, ptr %134, align 8, !dbg !1721, !tbaa !533
  br label %136, !dbg !1722

136:                                              ; preds = %130, %133
  %137 = phi ptr [ %135, %133 ], [ @nil_obj, %130 ], !dbg !1722
    #dbg_value(ptr %137, !618, !DIExpression(), !1723)
  %138 = load i32, ptr %137, align 8, !dbg !1725, !tbaa !523
  %139 = icmp eq i32 %138, 3, !dbg !1726
  br i1 %139, label %140, label %143, !dbg !1727

140:                                              ; preds = %136
  %141 = getelementptr inbounds i8, ptr %137, i64 8, !dbg !1728
  %142 = load ptr, ptr %141, align 8, !dbg !1729, !tbaa !533
  br label %143, !dbg !1727

143:                                              ; preds = %136, %140
  %144 = phi ptr [ %142, %140 ], [ @nil_obj, %136 ], !dbg !1727
  %145 = load ptr, ptr %20, align 8, !dbg !1730, !tbaa !471
  %146 = call fastcc ptr @eval(ptr noundef %144, ptr noundef %145), !dbg !1731
    #dbg_value(ptr %146, !1506, !DIExpression(), !1732)
  %147 = icmp eq ptr %146, @nil_obj, !dbg !1733
  %148 = load ptr, ptr %19, align 8, !dbg !1734, !tbaa !471
    #dbg_value(ptr %148, !633, !DIExpression(), !1735)
    #dbg_value(ptr %148, !633, !DIExpression(), !1737)
  %149 = load i32, ptr %148, align 8, !dbg !1739, !tbaa !523
  %150 = icmp eq i32 %149, 3, !dbg !1740
  br i1 %147, label %166, label %151, !dbg !1741

151:                                              ; preds = %143
  br i1 %150, label %152, label %155, !dbg !1742

152:                                              ; preds = %151
  %153 = getelementptr inbounds i8, ptr %148, i64 16, !dbg !1743
  %154 = load ptr, ptr %153, align 8, !dbg !1743, !tbaa !533
  br label %155, !dbg !1742

155:                                              ; preds = %151, %152
  %156 = phi ptr [ %154, %152 ], [ @nil_obj, %151 ], !dbg !1742
    #dbg_value(ptr %156, !633, !DIExpression(), !1744)
  %157 = load i32, ptr %156, align 8, !dbg !1746, !tbaa !523
  %158 = icmp eq i32 %157, 3, !dbg !1747
  br i1 %158, label %159, label %162, !dbg !1748

159:                                              ; preds = %155
  %160 = getelementptr inbounds i8, ptr %156, i64 16, !dbg !1749
  %161 = load ptr, ptr %160, align 8, !dbg !1749, !tbaa !533
  br label %162, !dbg !1748

162:                                              ; preds = %155, %159
  %163 = phi ptr [ %161, %159 ], [ @nil_obj, %155 ], !dbg !1748
    #dbg_value(ptr %163, !618, !DIExpression(), !1750)
  %164 = load i32, ptr %163, align 8, !dbg !1752, !tbaa !523
  %165 = icmp eq i32 %164, 3, !dbg !1753
  br i1 %165, label %188, label %192, !dbg !1754

166:                                              ; preds = %143
  br i1 %150, label %167, label %170, !dbg !1755

167:                                              ; preds = %166
  %168 = getelementptr inbounds i8, ptr %148, i64 16, !dbg !1756
  %169 = load ptr, ptr %168, align 8, !dbg !1756, !tbaa !533
  br label %170, !dbg !1755

170:                                              ; preds = %166, %167
  %171 = phi ptr [ %169, %167 ], [ @nil_obj, %166 ], !dbg !1755
    #dbg_value(ptr %171, !633, !DIExpression(), !1757)
  %172 = load i32, ptr %171, align 8, !dbg !1759, !tbaa !523
  %173 = icmp eq i32 %172, 3, !dbg !1760
  br i1 %173, label %174, label %177, !dbg !1761

174:                                              ; preds = %170
  %175 = getelementptr inbounds i8, ptr %171, i64 16, !dbg !1762
  %176 = load ptr, ptr %175, align 8, !dbg !1762, !tbaa !533
  br label %177, !dbg !1761

177:                                              ; preds = %170, %174
  %178 = phi ptr [ %176, %174 ], [ @nil_obj, %170 ], !dbg !1761
    #dbg_value(ptr %178, !633, !DIExpression(), !1763)
  %179 = load i32, ptr %178, align 8, !dbg !1765, !tbaa !523
  %180 = icmp eq i32 %179, 3, !dbg !1766
  br i1 %180, label %181, label %184, !dbg !1767

181:                                              ; preds = %177
  %182 = getelementptr inbounds i8, ptr %178, i64 16, !dbg !1768
  %183 = load ptr, ptr %182, align 8, !dbg !1768, !tbaa !533
  br label %184, !dbg !1767

184:                                              ; preds = %177, %181
  %185 = phi ptr [ %183, %181 ], [ @nil_obj, %177 ], !dbg !1767
    #dbg_value(ptr %185, !618, !DIExpression(), !1769)
  %186 = load i32, ptr %185, align 8, !dbg !1771, !tbaa !523
  %187 = icmp eq i32 %186, 3, !dbg !1772
  br i1 %187, label %188, label %192, !dbg !1773

188:                                              ; preds = %184, %162
  %189 = phi ptr [ %163, %162 ], [ %185, %184 ]
  %190 = getelementptr inbounds i8, ptr %189, i64 8, !dbg !1774
  %191 = load ptr, ptr %190, align 8, !dbg !1775, !tbaa !533
  br label %192, !dbg !1776

192:                                              ; preds = %188, %184, %162
  %193 = phi ptr [ @nil_obj, %162 ], [ @nil_obj, %184 ], [ %191, %188 ], !dbg !1741
  store ptr %193, ptr %19, align 8, !dbg !1776, !tbaa !471, !DIAssignID !1777
    #dbg_assign(ptr %193, !1491, !DIExpression(), !1777, ptr %19, !DIExpression(), !1582)
  br label %520

194:                                              ; preds = %127
  %195 = load ptr, ptr @S_cond, align 8, !dbg !1778, !tbaa !471
  %196 = icmp eq ptr %111, %195, !dbg !1779
  br i1 %196, label %200, label %256, !dbg !1780

197:                                              ; preds = %130
  %198 = load ptr, ptr @S_cond, align 8, !dbg !1778, !tbaa !471
  %199 = icmp eq ptr %198, @nil_obj, !dbg !1779
  br i1 %199, label %973, label %259, !dbg !1780

200:                                              ; preds = %194
    #dbg_value(ptr %50, !633, !DIExpression(), !1781)
  %201 = getelementptr inbounds i8, ptr %50, i64 16, !dbg !1783
  %202 = load ptr, ptr %201, align 8, !dbg !1783, !tbaa !533
    #dbg_value(ptr %202, !1509, !DIExpression(), !1784)
    #dbg_value(ptr null, !1512, !DIExpression(), !1784)
  %203 = icmp eq ptr %202, @nil_obj, !dbg !1785
  br i1 %203, label %973, label %204, !dbg !1786

204:                                              ; preds = %200, %246
  %205 = phi ptr [ %248, %246 ], [ %202, %200 ]
    #dbg_value(ptr %205, !1509, !DIExpression(), !1784)
    #dbg_value(ptr %205, !618, !DIExpression(), !1787)
  %206 = load i32, ptr %205, align 8, !dbg !1789, !tbaa !523
  %207 = icmp eq i32 %206, 3, !dbg !1790
  br i1 %207, label %208, label %211, !dbg !1791

208:                                              ; preds = %204
  %209 = getelementptr inbounds i8, ptr %205, i64 8, !dbg !1792
  %210 = load ptr, ptr %209, align 8, !dbg !1793, !tbaa !533
  br label %211, !dbg !1791

211:                                              ; preds = %204, %208
  %212 = phi ptr [ %210, %208 ], [ @nil_obj, %204 ], !dbg !1791
    #dbg_value(ptr %212, !618, !DIExpression(), !1794)
  %213 = load i32, ptr %212, align 8, !dbg !1796, !tbaa !523
  %214 = icmp eq i32 %213, 3, !dbg !1797
  br i1 %214, label %215, label %218, !dbg !1798

215:                                              ; preds = %211
  %216 = getelementptr inbounds i8, ptr %212, i64 8, !dbg !1799
  %217 = load ptr, ptr %216, align 8, !dbg !1800, !tbaa !533
  br label %218, !dbg !1798

218:                                              ; preds = %211, %215
  %219 = phi ptr [ %217, %215 ], [ @nil_obj, %211 ], !dbg !1798
    #dbg_value(ptr %219, !1513, !DIExpression(), !1801)
  %220 = load ptr, ptr @S_else, align 8, !dbg !1802, !tbaa !471
  %221 = icmp eq ptr %219, %220, !dbg !1804
  br i1 %221, label %227, label %222, !dbg !1805

222:                                              ; preds = %218
  %223 = load ptr, ptr %20, align 8, !dbg !1806, !tbaa !471
  %224 = call fastcc ptr @eval(ptr noundef %219, ptr noundef %223), !dbg !1807
  %225 = icmp eq ptr %224, @nil_obj, !dbg !1808
  %226 = load i32, ptr %205, align 8, !dbg !1809, !tbaa !523
  br i1 %225, label %244, label %227, !dbg !1812

227:                                              ; preds = %222, %218
  %228 = phi i32 [ %226, %222 ], [ %206, %218 ], !dbg !1809
    #dbg_value(ptr %205, !618, !DIExpression(), !1813)
  %229 = icmp eq i32 %228, 3, !dbg !1814
  br i1 %229, label %230, label %233, !dbg !1815

230:                                              ; preds = %227
  %231 = getelementptr inbounds i8, ptr %205, i64 8, !dbg !1816
  %232 = load ptr, ptr %231, align 8, !dbg !1817, !tbaa !533
  br label %233, !dbg !1815

233:                                              ; preds = %227, %230
  %234 = phi ptr [ %232, %230 ], [ @nil_obj, %227 ], !dbg !1815
    #dbg_value(ptr %234, !633, !DIExpression(), !1818)
  %235 = load i32, ptr %234, align 8, !dbg !1820, !tbaa !523
  %236 = icmp eq i32 %235, 3, !dbg !1821
  br i1 %236, label %237, label %240, !dbg !1822

237:                                              ; preds = %233
  %238 = getelementptr inbounds i8, ptr %234, i64 16, !dbg !1823
  %239 = load ptr, ptr %238, align 8, !dbg !1823, !tbaa !533
  br label %240, !dbg !1822

240:                                              ; preds = %233, %237
  %241 = phi ptr [ %239, %237 ], [ @nil_obj, %233 ], !dbg !1822
    #dbg_value(ptr %241, !618, !DIExpression(), !1824)
  %242 = load i32, ptr %241, align 8, !dbg !1826, !tbaa !523
  %243 = icmp eq i32 %242, 3, !dbg !1827
  br i1 %243, label %250, label %254, !dbg !1828

244:                                              ; preds = %222
    #dbg_value(ptr null, !1512, !DIExpression(), !1784)
    #dbg_value(ptr %205, !633, !DIExpression(), !1829)
  %245 = icmp eq i32 %226, 3, !dbg !1831
  br i1 %245, label %246, label %973, !dbg !1832

246:                                              ; preds = %244
  %247 = getelementptr inbounds i8, ptr %205, i64 16, !dbg !1833
  %248 = load ptr, ptr %247, align 8, !dbg !1833, !tbaa !533
    #dbg_value(ptr %248, !1509, !DIExpression(), !1784)
    #dbg_value(ptr null, !1512, !DIExpression(), !1784)
  %249 = icmp eq ptr %248, @nil_obj, !dbg !1785
  br i1 %249, label %973, label %204, !dbg !1786, !llvm.loop !1834

250:                                              ; preds = %240
  %251 = getelementptr inbounds i8, ptr %241, i64 8, !dbg !1836
  %252 = load ptr, ptr %251, align 8, !dbg !1837, !tbaa !533
    #dbg_value(ptr %252, !1512, !DIExpression(), !1784)
  %253 = icmp eq ptr %252, null, !dbg !1838
  br i1 %253, label %973, label %254, !dbg !1840

254:                                              ; preds = %240, %250
  %255 = phi ptr [ %252, %250 ], [ @nil_obj, %240 ]
  store ptr %255, ptr %19, align 8, !dbg !1841, !tbaa !471, !DIAssignID !1842
    #dbg_assign(ptr %255, !1491, !DIExpression(), !1842, ptr %19, !DIExpression(), !1582)
  br label %520, !dbg !1843

256:                                              ; preds = %194
  %257 = load ptr, ptr @S_define, align 8, !dbg !1844, !tbaa !471
  %258 = icmp eq ptr %111, %257, !dbg !1845
  br i1 %258, label %262, label %355, !dbg !1846

259:                                              ; preds = %197
  %260 = load ptr, ptr @S_define, align 8, !dbg !1844, !tbaa !471
  %261 = icmp eq ptr %260, @nil_obj, !dbg !1845
  br i1 %261, label %265, label %358, !dbg !1846

262:                                              ; preds = %256
    #dbg_value(ptr %50, !633, !DIExpression(), !1847)
  %263 = getelementptr inbounds i8, ptr %50, i64 16, !dbg !1849
  %264 = load ptr, ptr %263, align 8, !dbg !1849, !tbaa !533
  br label %265, !dbg !1850

265:                                              ; preds = %259, %262
  %266 = phi ptr [ %264, %262 ], [ @nil_obj, %259 ], !dbg !1850
    #dbg_value(ptr %266, !618, !DIExpression(), !1851)
  %267 = load i32, ptr %266, align 8, !dbg !1853, !tbaa !523
  %268 = icmp eq i32 %267, 3, !dbg !1854
  br i1 %268, label %269, label %272, !dbg !1855

269:                                              ; preds = %265
  %270 = getelementptr inbounds i8, ptr %266, i64 8, !dbg !1856
  %271 = load ptr, ptr %270, align 8, !dbg !1857, !tbaa !533
  br label %272, !dbg !1855

272:                                              ; preds = %265, %269
  %273 = phi ptr [ %271, %269 ], [ @nil_obj, %265 ], !dbg !1855
    #dbg_value(ptr %273, !1517, !DIExpression(), !1858)
  %274 = load i32, ptr %273, align 8, !dbg !1859, !tbaa !523
  %275 = icmp eq i32 %274, 3, !dbg !1860
  br i1 %275, label %276, label %326, !dbg !1861

276:                                              ; preds = %272
    #dbg_value(i32 5, !501, !DIExpression(), !1862)
  %277 = load i64, ptr @live, align 8, !dbg !1865, !tbaa !511
  %278 = icmp sgt i64 %277, 19999, !dbg !1866
  br i1 %278, label %279, label %283, !dbg !1867

279:                                              ; preds = %276
  call fastcc void @gc(), !dbg !1868
  %280 = load i64, ptr @live, align 8, !dbg !1869, !tbaa !511
  %281 = load i32, ptr %273, align 8, !dbg !1870, !tbaa !523
  %282 = icmp eq i32 %281, 3, !dbg !1872
  br label %283, !dbg !1868

283:                                              ; preds = %276, %279
  %284 = phi i1 [ %282, %279 ], [ true, %276 ], !dbg !1870
  %285 = phi i64 [ %280, %279 ], [ %277, %276 ], !dbg !1869
  %286 = call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #17, !dbg !1873
    #dbg_value(ptr %286, !506, !DIExpression(), !1862)
  store i32 5, ptr %286, align 8, !dbg !1874, !tbaa !523
  %287 = load ptr, ptr @all_objs, align 8, !dbg !1875, !tbaa !471
  %288 = getelementptr inbounds i8, ptr %286, i64 32, !dbg !1876
  store ptr %287, ptr %288, align 8, !dbg !1877, !tbaa !528
  store ptr %286, ptr @all_objs, align 8, !dbg !1878, !tbaa !471
  %289 = add nsw i64 %285, 1, !dbg !1869
  store i64 %289, ptr @live, align 8, !dbg !1869, !tbaa !511
  %290 = load i64, ptr @allocated_total, align 8, !dbg !1879, !tbaa !511
  %291 = add nsw i64 %290, 1, !dbg !1879
  store i64 %291, ptr @allocated_total, align 8, !dbg !1879, !tbaa !511
  store ptr %286, ptr %24, align 8, !dbg !1880, !tbaa !471, !DIAssignID !1881
    #dbg_assign(ptr %286, !1496, !DIExpression(), !1881, ptr %24, !DIExpression(), !1582)
    #dbg_value(ptr %273, !633, !DIExpression(), !1882)
  br i1 %284, label %292, label %295, !dbg !1883

292:                                              ; preds = %283
  %293 = getelementptr inbounds i8, ptr %273, i64 16, !dbg !1884
  %294 = load ptr, ptr %293, align 8, !dbg !1884, !tbaa !533
  br label %295, !dbg !1883

295:                                              ; preds = %283, %292
  %296 = phi ptr [ %294, %292 ], [ @nil_obj, %283 ], !dbg !1883
  %297 = getelementptr inbounds i8, ptr %286, i64 8, !dbg !1885
  store ptr %296, ptr %297, align 8, !dbg !1886, !tbaa !533
  %298 = load ptr, ptr %19, align 8, !dbg !1887, !tbaa !471
    #dbg_value(ptr %298, !633, !DIExpression(), !1888)
  %299 = load i32, ptr %298, align 8, !dbg !1890, !tbaa !523
  %300 = icmp eq i32 %299, 3, !dbg !1891
  br i1 %300, label %301, label %304, !dbg !1892

301:                                              ; preds = %295
  %302 = getelementptr inbounds i8, ptr %298, i64 16, !dbg !1893
  %303 = load ptr, ptr %302, align 8, !dbg !1893, !tbaa !533
  br label %304, !dbg !1892

304:                                              ; preds = %295, %301
  %305 = phi ptr [ %303, %301 ], [ @nil_obj, %295 ], !dbg !1892
    #dbg_value(ptr %305, !633, !DIExpression(), !1894)
  %306 = load i32, ptr %305, align 8, !dbg !1896, !tbaa !523
  %307 = icmp eq i32 %306, 3, !dbg !1897
  br i1 %307, label %308, label %311, !dbg !1898

308:                                              ; preds = %304
  %309 = getelementptr inbounds i8, ptr %305, i64 16, !dbg !1899
  %310 = load ptr, ptr %309, align 8, !dbg !1899, !tbaa !533
  br label %311, !dbg !1898

311:                                              ; preds = %304, %308
  %312 = phi ptr [ %310, %308 ], [ @nil_obj, %304 ], !dbg !1898
  %313 = getelementptr inbounds i8, ptr %286, i64 16, !dbg !1900
  store ptr %312, ptr %313, align 8, !dbg !1901, !tbaa !533
  %314 = load ptr, ptr %20, align 8, !dbg !1902, !tbaa !471
  %315 = getelementptr inbounds i8, ptr %286, i64 24, !dbg !1903
  store ptr %314, ptr %315, align 8, !dbg !1904, !tbaa !533
    #dbg_value(ptr %273, !618, !DIExpression(), !1905)
  br i1 %284, label %316, label %319, !dbg !1907

316:                                              ; preds = %311
  %317 = getelementptr inbounds i8, ptr %273, i64 8, !dbg !1908
  %318 = load ptr, ptr %317, align 8, !dbg !1909, !tbaa !533
  br label %319, !dbg !1907

319:                                              ; preds = %311, %316
  %320 = phi ptr [ %318, %316 ], [ @nil_obj, %311 ], !dbg !1907
  call fastcc void @define(ptr noundef %314, ptr noundef %320, ptr noundef nonnull %286), !dbg !1910
    #dbg_value(ptr %273, !618, !DIExpression(), !1911)
  %321 = load i32, ptr %273, align 8, !dbg !1913, !tbaa !523
  %322 = icmp eq i32 %321, 3, !dbg !1914
  br i1 %322, label %323, label %973, !dbg !1915

323:                                              ; preds = %319
  %324 = getelementptr inbounds i8, ptr %273, i64 8, !dbg !1916
  %325 = load ptr, ptr %324, align 8, !dbg !1917, !tbaa !533
  br label %973, !dbg !1915

326:                                              ; preds = %272
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25) #18, !dbg !1918
    #dbg_value(ptr %50, !633, !DIExpression(), !1919)
  br i1 %108, label %327, label %330, !dbg !1921

327:                                              ; preds = %326
  %328 = getelementptr inbounds i8, ptr %50, i64 16, !dbg !1922
  %329 = load ptr, ptr %328, align 8, !dbg !1922, !tbaa !533
  br label %330, !dbg !1921

330:                                              ; preds = %326, %327
  %331 = phi ptr [ %329, %327 ], [ @nil_obj, %326 ], !dbg !1921
    #dbg_value(ptr %331, !633, !DIExpression(), !1923)
  %332 = load i32, ptr %331, align 8, !dbg !1925, !tbaa !523
  %333 = icmp eq i32 %332, 3, !dbg !1926
  br i1 %333, label %334, label %337, !dbg !1927

334:                                              ; preds = %330
  %335 = getelementptr inbounds i8, ptr %331, i64 16, !dbg !1928
  %336 = load ptr, ptr %335, align 8, !dbg !1928, !tbaa !533
  br label %337, !dbg !1927

337:                                              ; preds = %330, %334
  %338 = phi ptr [ %336, %334 ], [ @nil_obj, %330 ], !dbg !1927
    #dbg_value(ptr %338, !618, !DIExpression(), !1929)
  %339 = load i32, ptr %338, align 8, !dbg !1931, !tbaa !523
  %340 = icmp eq i32 %339, 3, !dbg !1932
  br i1 %340, label %341, label %344, !dbg !1933

341:                                              ; preds = %337
  %342 = getelementptr inbounds i8, ptr %338, i64 8, !dbg !1934
  %343 = load ptr, ptr %342, align 8, !dbg !1935, !tbaa !533
  br label %344, !dbg !1933

344:                                              ; preds = %337, %341
  %345 = phi ptr [ %343, %341 ], [ @nil_obj, %337 ], !dbg !1933
  %346 = load ptr, ptr %20, align 8, !dbg !1936, !tbaa !471
  %347 = call fastcc ptr @eval(ptr noundef %345, ptr noundef %346), !dbg !1937
  store ptr %347, ptr %25, align 8, !dbg !1938, !tbaa !471, !DIAssignID !1939
    #dbg_assign(ptr %347, !1520, !DIExpression(), !1939, ptr %25, !DIExpression(), !1589)
  %348 = load i32, ptr @nroots, align 4, !dbg !1940, !tbaa !498
  %349 = add nsw i32 %348, 1, !dbg !1940
  store i32 %349, ptr @nroots, align 4, !dbg !1940, !tbaa !498
  %350 = sext i32 %348 to i64, !dbg !1940
  %351 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %350, !dbg !1940
  store ptr %25, ptr %351, align 8, !dbg !1940, !tbaa !471
  %352 = load ptr, ptr %20, align 8, !dbg !1941, !tbaa !471
  call fastcc void @define(ptr noundef %352, ptr noundef nonnull %273, ptr noundef %347), !dbg !1942
  %353 = load i32, ptr @nroots, align 4, !dbg !1943, !tbaa !498
  %354 = add nsw i32 %353, -1, !dbg !1943
  store i32 %354, ptr @nroots, align 4, !dbg !1943, !tbaa !498
    #dbg_value(ptr %273, !1498, !DIExpression(), !1582)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25) #18, !dbg !1944
  br label %973

355:                                              ; preds = %256
  %356 = load ptr, ptr @S_set, align 8, !dbg !1945, !tbaa !471
  %357 = icmp eq ptr %111, %356, !dbg !1946
  br i1 %357, label %361, label %438, !dbg !1947

358:                                              ; preds = %259
  %359 = load ptr, ptr @S_set, align 8, !dbg !1945, !tbaa !471
  %360 = icmp eq ptr %359, @nil_obj, !dbg !1946
  br i1 %360, label %364, label %438, !dbg !1947

361:                                              ; preds = %355
    #dbg_value(ptr %50, !633, !DIExpression(), !1948)
  %362 = getelementptr inbounds i8, ptr %50, i64 16, !dbg !1950
  %363 = load ptr, ptr %362, align 8, !dbg !1950, !tbaa !533
  br label %364, !dbg !1951

364:                                              ; preds = %358, %361
  %365 = phi ptr [ %363, %361 ], [ @nil_obj, %358 ], !dbg !1951
  %366 = load ptr, ptr %20, align 8, !dbg !1952, !tbaa !471
    #dbg_value(ptr %365, !618, !DIExpression(), !1953)
  %367 = load i32, ptr %365, align 8, !dbg !1955, !tbaa !523
  %368 = icmp eq i32 %367, 3, !dbg !1956
  br i1 %368, label %369, label %372, !dbg !1957

369:                                              ; preds = %364
  %370 = getelementptr inbounds i8, ptr %365, i64 8, !dbg !1958
  %371 = load ptr, ptr %370, align 8, !dbg !1959, !tbaa !533
  br label %372, !dbg !1957

372:                                              ; preds = %364, %369
  %373 = phi ptr [ %371, %369 ], [ @nil_obj, %364 ], !dbg !1957
    #dbg_value(ptr %366, !1620, !DIExpression(), !1960)
    #dbg_value(ptr %373, !1623, !DIExpression(), !1960)
    #dbg_value(ptr %366, !1624, !DIExpression(), !1962)
  %374 = icmp eq ptr %366, @nil_obj, !dbg !1963
  br i1 %374, label %413, label %375, !dbg !1964

375:                                              ; preds = %372, %409
  %376 = phi ptr [ %411, %409 ], [ %366, %372 ]
    #dbg_value(ptr %376, !1624, !DIExpression(), !1962)
    #dbg_value(ptr %376, !618, !DIExpression(), !1965)
  %377 = load i32, ptr %376, align 8, !dbg !1967, !tbaa !523
  %378 = icmp eq i32 %377, 3, !dbg !1968
  br i1 %378, label %379, label %413, !dbg !1969

379:                                              ; preds = %375
  %380 = getelementptr inbounds i8, ptr %376, i64 8, !dbg !1970
  %381 = load ptr, ptr %380, align 8, !dbg !1971, !tbaa !533
    #dbg_value(ptr %381, !1626, !DIExpression(), !1972)
  %382 = icmp eq ptr %381, @nil_obj, !dbg !1973
  br i1 %382, label %409, label %383, !dbg !1974

383:                                              ; preds = %379, %405
  %384 = phi ptr [ %407, %405 ], [ %381, %379 ]
    #dbg_value(ptr %384, !1626, !DIExpression(), !1972)
    #dbg_value(ptr %384, !618, !DIExpression(), !1975)
  %385 = load i32, ptr %384, align 8, !dbg !1977, !tbaa !523
  %386 = icmp eq i32 %385, 3, !dbg !1978
  br i1 %386, label %387, label %390, !dbg !1979

387:                                              ; preds = %383
  %388 = getelementptr inbounds i8, ptr %384, i64 8, !dbg !1980
  %389 = load ptr, ptr %388, align 8, !dbg !1981, !tbaa !533
  br label %390, !dbg !1979

390:                                              ; preds = %387, %383
  %391 = phi ptr [ %389, %387 ], [ @nil_obj, %383 ], !dbg !1979
    #dbg_value(ptr %391, !618, !DIExpression(), !1982)
  %392 = load i32, ptr %391, align 8, !dbg !1984, !tbaa !523
  %393 = icmp eq i32 %392, 3, !dbg !1985
  br i1 %393, label %394, label %397, !dbg !1986

394:                                              ; preds = %390
  %395 = getelementptr inbounds i8, ptr %391, i64 8, !dbg !1987
  %396 = load ptr, ptr %395, align 8, !dbg !1988, !tbaa !533
  br label %397, !dbg !1986

397:                                              ; preds = %394, %390
  %398 = phi ptr [ %396, %394 ], [ @nil_obj, %390 ], !dbg !1986
  %399 = icmp eq ptr %398, %373, !dbg !1989
  br i1 %399, label %400, label %404, !dbg !1990

400:                                              ; preds = %397
    #dbg_value(ptr %384, !618, !DIExpression(), !1991)
  br i1 %386, label %401, label %413, !dbg !1993

401:                                              ; preds = %400
  %402 = getelementptr inbounds i8, ptr %384, i64 8, !dbg !1994
  %403 = load ptr, ptr %402, align 8, !dbg !1995, !tbaa !533
  br label %413, !dbg !1993

404:                                              ; preds = %397
    #dbg_value(ptr %384, !633, !DIExpression(), !1996)
  br i1 %386, label %405, label %409, !dbg !1998

405:                                              ; preds = %404
  %406 = getelementptr inbounds i8, ptr %384, i64 16, !dbg !1999
  %407 = load ptr, ptr %406, align 8, !dbg !1999, !tbaa !533
    #dbg_value(ptr %407, !1626, !DIExpression(), !1972)
  %408 = icmp eq ptr %407, @nil_obj, !dbg !1973
  br i1 %408, label %409, label %383, !dbg !1974, !llvm.loop !2000

409:                                              ; preds = %404, %405, %379
  %410 = getelementptr inbounds i8, ptr %376, i64 16, !dbg !2002
  %411 = load ptr, ptr %410, align 8, !dbg !2002, !tbaa !533
    #dbg_value(ptr %411, !1624, !DIExpression(), !1962)
  %412 = icmp eq ptr %411, @nil_obj, !dbg !1963
  br i1 %412, label %413, label %375, !dbg !1964, !llvm.loop !2004

413:                                              ; preds = %375, %409, %372, %400, %401
  %414 = phi ptr [ @nil_obj, %400 ], [ %403, %401 ], [ null, %372 ], [ null, %409 ], [ null, %375 ]
    #dbg_value(ptr %414, !1523, !DIExpression(), !2006)
    #dbg_value(ptr %50, !633, !DIExpression(), !2007)
  br i1 %108, label %415, label %418, !dbg !2009

415:                                              ; preds = %413
  %416 = getelementptr inbounds i8, ptr %50, i64 16, !dbg !2010
  %417 = load ptr, ptr %416, align 8, !dbg !2010, !tbaa !533
  br label %418, !dbg !2009

418:                                              ; preds = %413, %415
  %419 = phi ptr [ %417, %415 ], [ @nil_obj, %413 ], !dbg !2009
    #dbg_value(ptr %419, !633, !DIExpression(), !2011)
  %420 = load i32, ptr %419, align 8, !dbg !2013, !tbaa !523
  %421 = icmp eq i32 %420, 3, !dbg !2014
  br i1 %421, label %422, label %425, !dbg !2015

422:                                              ; preds = %418
  %423 = getelementptr inbounds i8, ptr %419, i64 16, !dbg !2016
  %424 = load ptr, ptr %423, align 8, !dbg !2016, !tbaa !533
  br label %425, !dbg !2015

425:                                              ; preds = %418, %422
  %426 = phi ptr [ %424, %422 ], [ @nil_obj, %418 ], !dbg !2015
    #dbg_value(ptr %426, !618, !DIExpression(), !2017)
  %427 = load i32, ptr %426, align 8, !dbg !2019, !tbaa !523
  %428 = icmp eq i32 %427, 3, !dbg !2020
  br i1 %428, label %429, label %432, !dbg !2021

429:                                              ; preds = %425
  %430 = getelementptr inbounds i8, ptr %426, i64 8, !dbg !2022
  %431 = load ptr, ptr %430, align 8, !dbg !2023, !tbaa !533
  br label %432, !dbg !2021

432:                                              ; preds = %425, %429
  %433 = phi ptr [ %431, %429 ], [ @nil_obj, %425 ], !dbg !2021
  %434 = call fastcc ptr @eval(ptr noundef %433, ptr noundef %366), !dbg !2024
    #dbg_value(ptr %434, !1526, !DIExpression(), !2006)
  %435 = icmp eq ptr %414, null, !dbg !2025
  br i1 %435, label %973, label %436, !dbg !2027

436:                                              ; preds = %432
  %437 = getelementptr inbounds i8, ptr %414, i64 16, !dbg !2028
  store ptr %434, ptr %437, align 8, !dbg !2029, !tbaa !533
  br label %973, !dbg !2030

438:                                              ; preds = %358, %355
  %439 = phi ptr [ @nil_obj, %358 ], [ %111, %355 ]
  %440 = load ptr, ptr @S_lambda, align 8, !dbg !2031, !tbaa !471
  %441 = icmp eq ptr %439, %440, !dbg !2033
  br i1 %441, label %442, label %489, !dbg !2034

442:                                              ; preds = %438
    #dbg_value(i32 5, !501, !DIExpression(), !2035)
  %443 = load i64, ptr @live, align 8, !dbg !2038, !tbaa !511
  %444 = icmp sgt i64 %443, 19999, !dbg !2039
  br i1 %444, label %445, label %448, !dbg !2040

445:                                              ; preds = %442
  call fastcc void @gc(), !dbg !2041
  %446 = load i64, ptr @live, align 8, !dbg !2042, !tbaa !511
  %447 = load ptr, ptr %19, align 8, !dbg !2043, !tbaa !471
  br label %448, !dbg !2041

448:                                              ; preds = %442, %445
  %449 = phi ptr [ %447, %445 ], [ %50, %442 ], !dbg !2043
  %450 = phi i64 [ %446, %445 ], [ %443, %442 ], !dbg !2042
  %451 = call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #17, !dbg !2044
    #dbg_value(ptr %451, !506, !DIExpression(), !2035)
  store i32 5, ptr %451, align 8, !dbg !2045, !tbaa !523
  %452 = load ptr, ptr @all_objs, align 8, !dbg !2046, !tbaa !471
  %453 = getelementptr inbounds i8, ptr %451, i64 32, !dbg !2047
  store ptr %452, ptr %453, align 8, !dbg !2048, !tbaa !528
  store ptr %451, ptr @all_objs, align 8, !dbg !2049, !tbaa !471
  %454 = add nsw i64 %450, 1, !dbg !2042
  store i64 %454, ptr @live, align 8, !dbg !2042, !tbaa !511
  %455 = load i64, ptr @allocated_total, align 8, !dbg !2050, !tbaa !511
  %456 = add nsw i64 %455, 1, !dbg !2050
  store i64 %456, ptr @allocated_total, align 8, !dbg !2050, !tbaa !511
    #dbg_assign(ptr %451, !1496, !DIExpression(), !2051, ptr %24, !DIExpression(), !1582)
    #dbg_value(ptr %449, !633, !DIExpression(), !2052)
  %457 = load i32, ptr %449, align 8, !dbg !2054, !tbaa !523
  %458 = icmp eq i32 %457, 3, !dbg !2055
  br i1 %458, label %459, label %462, !dbg !2056

459:                                              ; preds = %448
  %460 = getelementptr inbounds i8, ptr %449, i64 16, !dbg !2057
  %461 = load ptr, ptr %460, align 8, !dbg !2057, !tbaa !533
  br label %462, !dbg !2056

462:                                              ; preds = %448, %459
  %463 = phi ptr [ %461, %459 ], [ @nil_obj, %448 ], !dbg !2056
    #dbg_value(ptr %463, !618, !DIExpression(), !2058)
  %464 = load i32, ptr %463, align 8, !dbg !2060, !tbaa !523
  %465 = icmp eq i32 %464, 3, !dbg !2061
  br i1 %465, label %466, label %469, !dbg !2062

466:                                              ; preds = %462
  %467 = getelementptr inbounds i8, ptr %463, i64 8, !dbg !2063
  %468 = load ptr, ptr %467, align 8, !dbg !2064, !tbaa !533
  br label %469, !dbg !2062

469:                                              ; preds = %462, %466
  %470 = phi ptr [ %468, %466 ], [ @nil_obj, %462 ], !dbg !2062
  %471 = getelementptr inbounds i8, ptr %451, i64 8, !dbg !2065
  store ptr %470, ptr %471, align 8, !dbg !2066, !tbaa !533
    #dbg_value(ptr %449, !633, !DIExpression(), !2067)
  %472 = load i32, ptr %449, align 8, !dbg !2069, !tbaa !523
  %473 = icmp eq i32 %472, 3, !dbg !2070
  br i1 %473, label %474, label %477, !dbg !2071

474:                                              ; preds = %469
  %475 = getelementptr inbounds i8, ptr %449, i64 16, !dbg !2072
  %476 = load ptr, ptr %475, align 8, !dbg !2072, !tbaa !533
  br label %477, !dbg !2071

477:                                              ; preds = %469, %474
  %478 = phi ptr [ %476, %474 ], [ @nil_obj, %469 ], !dbg !2071
    #dbg_value(ptr %478, !633, !DIExpression(), !2073)
  %479 = load i32, ptr %478, align 8, !dbg !2075, !tbaa !523
  %480 = icmp eq i32 %479, 3, !dbg !2076
  br i1 %480, label %481, label %484, !dbg !2077

481:                                              ; preds = %477
  %482 = getelementptr inbounds i8, ptr %478, i64 16, !dbg !2078
  %483 = load ptr, ptr %482, align 8, !dbg !2078, !tbaa !533
  br label %484, !dbg !2077

484:                                              ; preds = %477, %481
  %485 = phi ptr [ %483, %481 ], [ @nil_obj, %477 ], !dbg !2077
  %486 = getelementptr inbounds i8, ptr %451, i64 16, !dbg !2079
  store ptr %485, ptr %486, align 8, !dbg !2080, !tbaa !533
  %487 = load ptr, ptr %20, align 8, !dbg !2081, !tbaa !471
  %488 = getelementptr inbounds i8, ptr %451, i64 24, !dbg !2082
  store ptr %487, ptr %488, align 8, !dbg !2083, !tbaa !533
    #dbg_value(ptr %451, !1498, !DIExpression(), !1582)
  br label %973, !dbg !2084

489:                                              ; preds = %438
  %490 = load ptr, ptr @S_begin, align 8, !dbg !2085, !tbaa !471
  %491 = icmp eq ptr %439, %490, !dbg !2086
  br i1 %491, label %492, label %522, !dbg !2087

492:                                              ; preds = %489
    #dbg_value(ptr %50, !633, !DIExpression(), !2088)
  br i1 %108, label %493, label %973, !dbg !2090

493:                                              ; preds = %492
  %494 = getelementptr inbounds i8, ptr %50, i64 16, !dbg !2091
  %495 = load ptr, ptr %494, align 8, !dbg !2091, !tbaa !533
    #dbg_value(ptr %495, !1527, !DIExpression(), !2092)
  %496 = icmp eq ptr %495, @nil_obj, !dbg !2093
  br i1 %496, label %973, label %497, !dbg !2095

497:                                              ; preds = %493
    #dbg_value(ptr %495, !1527, !DIExpression(), !2092)
    #dbg_value(ptr %495, !633, !DIExpression(), !2096)
  %498 = load i32, ptr %495, align 8, !dbg !2098, !tbaa !523
  %499 = icmp eq i32 %498, 3, !dbg !2099
  br i1 %499, label %500, label %518, !dbg !2100

500:                                              ; preds = %497, %514
  %501 = phi ptr [ %515, %514 ], [ %495, %497 ]
    #dbg_value(ptr %501, !1527, !DIExpression(), !2092)
  %502 = getelementptr inbounds i8, ptr %501, i64 16, !dbg !2101
  %503 = load ptr, ptr %502, align 8, !dbg !2101, !tbaa !533
  %504 = icmp eq ptr %503, @nil_obj, !dbg !2102
    #dbg_value(ptr %501, !618, !DIExpression(), !2103)
    #dbg_value(ptr %501, !618, !DIExpression(), !2105)
  %505 = getelementptr inbounds i8, ptr %501, i64 8, !dbg !2108
  %506 = load ptr, ptr %505, align 8, !dbg !2110, !tbaa !533
  br i1 %504, label %518, label %507, !dbg !2111

507:                                              ; preds = %500
  %508 = load ptr, ptr %20, align 8, !dbg !2112, !tbaa !471
  %509 = call fastcc ptr @eval(ptr noundef %506, ptr noundef %508), !dbg !2113
    #dbg_value(ptr %501, !633, !DIExpression(), !2114)
  %510 = load i32, ptr %501, align 8, !dbg !2116, !tbaa !523
  %511 = icmp eq i32 %510, 3, !dbg !2117
  br i1 %511, label %512, label %514, !dbg !2118

512:                                              ; preds = %507
  %513 = load ptr, ptr %502, align 8, !dbg !2119, !tbaa !533
  br label %514, !dbg !2118

514:                                              ; preds = %507, %512
  %515 = phi ptr [ %513, %512 ], [ @nil_obj, %507 ], !dbg !2118
    #dbg_value(ptr %515, !1527, !DIExpression(), !2092)
    #dbg_value(ptr %515, !633, !DIExpression(), !2096)
  %516 = load i32, ptr %515, align 8, !dbg !2098, !tbaa !523
  %517 = icmp eq i32 %516, 3, !dbg !2099
  br i1 %517, label %500, label %518, !dbg !2100, !llvm.loop !2120

518:                                              ; preds = %514, %500, %497
  %519 = phi ptr [ @nil_obj, %497 ], [ @nil_obj, %514 ], [ %506, %500 ], !dbg !2122
  store ptr %519, ptr %19, align 8, !dbg !2123, !tbaa !471, !DIAssignID !2124
    #dbg_assign(ptr %519, !1491, !DIExpression(), !2124, ptr %19, !DIExpression(), !1582)
  br label %520, !dbg !2125

520:                                              ; preds = %518, %254, %971, %716, %192
  %521 = phi ptr [ %519, %518 ], [ %255, %254 ], [ %972, %971 ], [ %717, %716 ], [ %193, %192 ]
  br label %49, !dbg !1617, !llvm.loop !2126

522:                                              ; preds = %489
  %523 = load ptr, ptr @S_let, align 8, !dbg !2129, !tbaa !471
  %524 = icmp eq ptr %439, %523, !dbg !2130
  br i1 %524, label %525, label %718, !dbg !2131

525:                                              ; preds = %522
  store ptr @nil_obj, ptr %23, align 8, !dbg !2132, !tbaa !471, !DIAssignID !2133
    #dbg_assign(ptr @nil_obj, !1495, !DIExpression(), !2133, ptr %23, !DIExpression(), !1582)
    #dbg_value(ptr %50, !633, !DIExpression(), !2134)
  br i1 %108, label %526, label %529, !dbg !2136

526:                                              ; preds = %525
  %527 = getelementptr inbounds i8, ptr %50, i64 16, !dbg !2137
  %528 = load ptr, ptr %527, align 8, !dbg !2137, !tbaa !533
  br label %529, !dbg !2136

529:                                              ; preds = %525, %526
  %530 = phi ptr [ %528, %526 ], [ @nil_obj, %525 ], !dbg !2136
    #dbg_value(ptr %530, !618, !DIExpression(), !2138)
  %531 = load i32, ptr %530, align 8, !dbg !2140, !tbaa !523
  %532 = icmp eq i32 %531, 3, !dbg !2141
  br i1 %532, label %533, label %537, !dbg !2142

533:                                              ; preds = %529
  %534 = getelementptr inbounds i8, ptr %530, i64 8, !dbg !2143
  %535 = load ptr, ptr %534, align 8, !dbg !2144, !tbaa !533
    #dbg_value(ptr %535, !1530, !DIExpression(), !2145)
  %536 = icmp eq ptr %535, @nil_obj, !dbg !2146
  br i1 %536, label %537, label %588, !dbg !2147

537:                                              ; preds = %529, %533
  %538 = load i32, ptr @nroots, align 4, !dbg !2148, !tbaa !498
  %539 = load i64, ptr @live, align 8, !dbg !2149, !tbaa !511
  br label %540, !dbg !2147

540:                                              ; preds = %678, %694, %537
  %541 = phi i64 [ %539, %537 ], [ %687, %694 ], [ %687, %678 ], !dbg !2149
  %542 = phi i32 [ %538, %537 ], [ %691, %694 ], [ %691, %678 ], !dbg !2148
  %543 = phi ptr [ @nil_obj, %537 ], [ %685, %694 ], [ %685, %678 ], !dbg !2151
  %544 = load ptr, ptr %20, align 8, !dbg !2152, !tbaa !471
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
    #dbg_assign(i1 undef, !461, !DIExpression(), !1580, ptr %18, !DIExpression(), !1578)
  store ptr %543, ptr %17, align 8, !tbaa !471, !DIAssignID !2153
    #dbg_assign(ptr %543, !456, !DIExpression(), !2153, ptr %17, !DIExpression(), !1578)
  store ptr %544, ptr %18, align 8, !tbaa !471, !DIAssignID !2154
    #dbg_assign(ptr %544, !461, !DIExpression(), !2154, ptr %18, !DIExpression(), !1578)
  %545 = add nsw i32 %542, 1, !dbg !2148
  %546 = sext i32 %542 to i64, !dbg !2148
  %547 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %546, !dbg !2148
  store ptr %17, ptr %547, align 8, !dbg !2148, !tbaa !471
  %548 = add nsw i32 %542, 2, !dbg !2155
  store i32 %548, ptr @nroots, align 4, !dbg !2155, !tbaa !498
  %549 = sext i32 %545 to i64, !dbg !2155
  %550 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %549, !dbg !2155
  store ptr %18, ptr %550, align 8, !dbg !2155, !tbaa !471
    #dbg_value(i32 3, !501, !DIExpression(), !2156)
  %551 = icmp sgt i64 %541, 19999, !dbg !2157
  br i1 %551, label %552, label %558, !dbg !2158

552:                                              ; preds = %540
  call fastcc void @gc(), !dbg !2159
  %553 = load i64, ptr @live, align 8, !dbg !2160, !tbaa !511
  %554 = load ptr, ptr %17, align 8, !dbg !2161, !tbaa !471
  %555 = load ptr, ptr %18, align 8, !dbg !2162, !tbaa !471
  %556 = load i32, ptr @nroots, align 4, !dbg !2163, !tbaa !498
  %557 = add nsw i32 %556, -2, !dbg !2163
  br label %558, !dbg !2159

558:                                              ; preds = %540, %552
  %559 = phi i32 [ %557, %552 ], [ %542, %540 ], !dbg !2163
  %560 = phi ptr [ %555, %552 ], [ %544, %540 ], !dbg !2162
  %561 = phi ptr [ %554, %552 ], [ %543, %540 ], !dbg !2161
  %562 = phi i64 [ %553, %552 ], [ %541, %540 ], !dbg !2160
  %563 = call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #17, !dbg !2164
    #dbg_value(ptr %563, !506, !DIExpression(), !2156)
  store i32 3, ptr %563, align 8, !dbg !2165, !tbaa !523
  %564 = load ptr, ptr @all_objs, align 8, !dbg !2166, !tbaa !471
  %565 = getelementptr inbounds i8, ptr %563, i64 32, !dbg !2167
  store ptr %564, ptr %565, align 8, !dbg !2168, !tbaa !528
  store ptr %563, ptr @all_objs, align 8, !dbg !2169, !tbaa !471
  %566 = add nsw i64 %562, 1, !dbg !2160
  store i64 %566, ptr @live, align 8, !dbg !2160, !tbaa !511
  %567 = load i64, ptr @allocated_total, align 8, !dbg !2170, !tbaa !511
  %568 = add nsw i64 %567, 1, !dbg !2170
  store i64 %568, ptr @allocated_total, align 8, !dbg !2170, !tbaa !511
    #dbg_value(ptr %563, !462, !DIExpression(), !1578)
  %569 = getelementptr inbounds i8, ptr %563, i64 8, !dbg !2171
  store ptr %561, ptr %569, align 8, !dbg !2172, !tbaa !533
  %570 = getelementptr inbounds i8, ptr %563, i64 16, !dbg !2173
  store ptr %560, ptr %570, align 8, !dbg !2174, !tbaa !533
  store i32 %559, ptr @nroots, align 4, !dbg !2163, !tbaa !498
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17), !dbg !2175
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18), !dbg !2175
  store ptr %563, ptr %20, align 8, !dbg !2176, !tbaa !471, !DIAssignID !2177
    #dbg_assign(ptr %563, !1492, !DIExpression(), !2177, ptr %20, !DIExpression(), !1582)
  %571 = load ptr, ptr %19, align 8, !dbg !2178, !tbaa !471
    #dbg_value(ptr %571, !633, !DIExpression(), !2179)
  %572 = load i32, ptr %571, align 8, !dbg !2181, !tbaa !523
  %573 = icmp eq i32 %572, 3, !dbg !2182
  br i1 %573, label %574, label %577, !dbg !2183

574:                                              ; preds = %558
  %575 = getelementptr inbounds i8, ptr %571, i64 16, !dbg !2184
  %576 = load ptr, ptr %575, align 8, !dbg !2184, !tbaa !533
  br label %577, !dbg !2183

577:                                              ; preds = %558, %574
  %578 = phi ptr [ %576, %574 ], [ @nil_obj, %558 ], !dbg !2183
    #dbg_value(ptr %578, !633, !DIExpression(), !2185)
  %579 = load i32, ptr %578, align 8, !dbg !2187, !tbaa !523
  %580 = icmp eq i32 %579, 3, !dbg !2188
  br i1 %580, label %581, label %584, !dbg !2189

581:                                              ; preds = %577
  %582 = getelementptr inbounds i8, ptr %578, i64 16, !dbg !2190
  %583 = load ptr, ptr %582, align 8, !dbg !2190, !tbaa !533
  br label %584, !dbg !2189

584:                                              ; preds = %577, %581
  %585 = phi ptr [ %583, %581 ], [ @nil_obj, %577 ], !dbg !2189
    #dbg_value(ptr %585, !1538, !DIExpression(), !2191)
    #dbg_value(ptr %585, !633, !DIExpression(), !2192)
  %586 = load i32, ptr %585, align 8, !dbg !2194, !tbaa !523
  %587 = icmp eq i32 %586, 3, !dbg !2195
  br i1 %587, label %698, label %716, !dbg !2196

588:                                              ; preds = %533, %694
  %589 = phi ptr [ %696, %694 ], [ %535, %533 ]
    #dbg_value(ptr %589, !1530, !DIExpression(), !2145)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26) #18, !dbg !2197
    #dbg_value(ptr %589, !618, !DIExpression(), !2198)
  %590 = load i32, ptr %589, align 8, !dbg !2200, !tbaa !523
  %591 = icmp eq i32 %590, 3, !dbg !2201
  br i1 %591, label %592, label %595, !dbg !2202

592:                                              ; preds = %588
  %593 = getelementptr inbounds i8, ptr %589, i64 8, !dbg !2203
  %594 = load ptr, ptr %593, align 8, !dbg !2204, !tbaa !533
  br label %595, !dbg !2202

595:                                              ; preds = %588, %592
  %596 = phi ptr [ %594, %592 ], [ @nil_obj, %588 ], !dbg !2202
    #dbg_value(ptr %596, !633, !DIExpression(), !2205)
  %597 = load i32, ptr %596, align 8, !dbg !2207, !tbaa !523
  %598 = icmp eq i32 %597, 3, !dbg !2208
  br i1 %598, label %599, label %602, !dbg !2209

599:                                              ; preds = %595
  %600 = getelementptr inbounds i8, ptr %596, i64 16, !dbg !2210
  %601 = load ptr, ptr %600, align 8, !dbg !2210, !tbaa !533
  br label %602, !dbg !2209

602:                                              ; preds = %595, %599
  %603 = phi ptr [ %601, %599 ], [ @nil_obj, %595 ], !dbg !2209
    #dbg_value(ptr %603, !618, !DIExpression(), !2211)
  %604 = load i32, ptr %603, align 8, !dbg !2213, !tbaa !523
  %605 = icmp eq i32 %604, 3, !dbg !2214
  br i1 %605, label %606, label %609, !dbg !2215

606:                                              ; preds = %602
  %607 = getelementptr inbounds i8, ptr %603, i64 8, !dbg !2216
  %608 = load ptr, ptr %607, align 8, !dbg !2217, !tbaa !533
  br label %609, !dbg !2215

609:                                              ; preds = %602, %606
  %610 = phi ptr [ %608, %606 ], [ @nil_obj, %602 ], !dbg !2215
  %611 = load ptr, ptr %20, align 8, !dbg !2218, !tbaa !471
  %612 = call fastcc ptr @eval(ptr noundef %610, ptr noundef %611), !dbg !2219
  store ptr %612, ptr %26, align 8, !dbg !2220, !tbaa !471, !DIAssignID !2221
    #dbg_assign(ptr %612, !1534, !DIExpression(), !2221, ptr %26, !DIExpression(), !1591)
  %613 = load i32, ptr @nroots, align 4, !dbg !2222, !tbaa !498
  %614 = add nsw i32 %613, 1, !dbg !2222
  store i32 %614, ptr @nroots, align 4, !dbg !2222, !tbaa !498
  %615 = sext i32 %613 to i64, !dbg !2222
  %616 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %615, !dbg !2222
  store ptr %26, ptr %616, align 8, !dbg !2222, !tbaa !471
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27) #18, !dbg !2223
    #dbg_value(ptr %589, !618, !DIExpression(), !2224)
  %617 = load i32, ptr %589, align 8, !dbg !2226, !tbaa !523
  %618 = icmp eq i32 %617, 3, !dbg !2227
  br i1 %618, label %619, label %622, !dbg !2228

619:                                              ; preds = %609
  %620 = getelementptr inbounds i8, ptr %589, i64 8, !dbg !2229
  %621 = load ptr, ptr %620, align 8, !dbg !2230, !tbaa !533
  br label %622, !dbg !2228

622:                                              ; preds = %609, %619
  %623 = phi ptr [ %621, %619 ], [ @nil_obj, %609 ], !dbg !2228
    #dbg_value(ptr %623, !618, !DIExpression(), !2231)
  %624 = load i32, ptr %623, align 8, !dbg !2233, !tbaa !523
  %625 = icmp eq i32 %624, 3, !dbg !2234
  br i1 %625, label %626, label %629, !dbg !2235

626:                                              ; preds = %622
  %627 = getelementptr inbounds i8, ptr %623, i64 8, !dbg !2236
  %628 = load ptr, ptr %627, align 8, !dbg !2237, !tbaa !533
  br label %629, !dbg !2235

629:                                              ; preds = %622, %626
  %630 = phi ptr [ %628, %626 ], [ @nil_obj, %622 ], !dbg !2235
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
    #dbg_assign(i1 undef, !461, !DIExpression(), !1576, ptr %16, !DIExpression(), !1574)
  store ptr %630, ptr %15, align 8, !tbaa !471, !DIAssignID !2238
    #dbg_assign(ptr %630, !456, !DIExpression(), !2238, ptr %15, !DIExpression(), !1574)
  store ptr %612, ptr %16, align 8, !tbaa !471, !DIAssignID !2239
    #dbg_assign(ptr %612, !461, !DIExpression(), !2239, ptr %16, !DIExpression(), !1574)
  %631 = add nsw i32 %613, 2, !dbg !2240
  %632 = sext i32 %614 to i64, !dbg !2240
  %633 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %632, !dbg !2240
  store ptr %15, ptr %633, align 8, !dbg !2240, !tbaa !471
  %634 = add nsw i32 %613, 3, !dbg !2241
  store i32 %634, ptr @nroots, align 4, !dbg !2241, !tbaa !498
  %635 = sext i32 %631 to i64, !dbg !2241
  %636 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %635, !dbg !2241
  store ptr %16, ptr %636, align 8, !dbg !2241, !tbaa !471
    #dbg_value(i32 3, !501, !DIExpression(), !2242)
  %637 = load i64, ptr @live, align 8, !dbg !2244, !tbaa !511
  %638 = icmp sgt i64 %637, 19999, !dbg !2245
  br i1 %638, label %639, label %646, !dbg !2246

639:                                              ; preds = %629
  call fastcc void @gc(), !dbg !2247
  %640 = load i64, ptr @live, align 8, !dbg !2248, !tbaa !511
  %641 = load ptr, ptr %15, align 8, !dbg !2249, !tbaa !471
  %642 = load ptr, ptr %16, align 8, !dbg !2250, !tbaa !471
  %643 = load i32, ptr @nroots, align 4, !dbg !2251, !tbaa !498
  %644 = add nsw i32 %643, -2, !dbg !2251
  %645 = sext i32 %644 to i64, !dbg !2252
  br label %646, !dbg !2247

646:                                              ; preds = %629, %639
  %647 = phi i64 [ %632, %629 ], [ %645, %639 ], !dbg !2252
  %648 = phi i32 [ %614, %629 ], [ %644, %639 ], !dbg !2251
  %649 = phi ptr [ %612, %629 ], [ %642, %639 ], !dbg !2250
  %650 = phi ptr [ %630, %629 ], [ %641, %639 ], !dbg !2249
  %651 = phi i64 [ %637, %629 ], [ %640, %639 ], !dbg !2248
  %652 = call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #17, !dbg !2253
    #dbg_value(ptr %652, !506, !DIExpression(), !2242)
  store i32 3, ptr %652, align 8, !dbg !2254, !tbaa !523
  %653 = load ptr, ptr @all_objs, align 8, !dbg !2255, !tbaa !471
  %654 = getelementptr inbounds i8, ptr %652, i64 32, !dbg !2256
  store ptr %653, ptr %654, align 8, !dbg !2257, !tbaa !528
  store ptr %652, ptr @all_objs, align 8, !dbg !2258, !tbaa !471
  %655 = add nsw i64 %651, 1, !dbg !2248
  store i64 %655, ptr @live, align 8, !dbg !2248, !tbaa !511
  %656 = load i64, ptr @allocated_total, align 8, !dbg !2259, !tbaa !511
  %657 = add nsw i64 %656, 1, !dbg !2259
  store i64 %657, ptr @allocated_total, align 8, !dbg !2259, !tbaa !511
    #dbg_value(ptr %652, !462, !DIExpression(), !1574)
  %658 = getelementptr inbounds i8, ptr %652, i64 8, !dbg !2260
  store ptr %650, ptr %658, align 8, !dbg !2261, !tbaa !533
  %659 = getelementptr inbounds i8, ptr %652, i64 16, !dbg !2262
  store ptr %649, ptr %659, align 8, !dbg !2263, !tbaa !533
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15), !dbg !2264
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16), !dbg !2264
  store ptr %652, ptr %27, align 8, !dbg !2265, !tbaa !471, !DIAssignID !2266
    #dbg_assign(ptr %652, !1537, !DIExpression(), !2266, ptr %27, !DIExpression(), !1591)
  %660 = add nsw i32 %648, 1, !dbg !2252
  %661 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %647, !dbg !2252
  store ptr %27, ptr %661, align 8, !dbg !2252, !tbaa !471
  %662 = load ptr, ptr %23, align 8, !dbg !2267, !tbaa !471
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
    #dbg_assign(i1 undef, !461, !DIExpression(), !1572, ptr %14, !DIExpression(), !1570)
  store ptr %652, ptr %13, align 8, !tbaa !471, !DIAssignID !2268
    #dbg_assign(ptr %652, !456, !DIExpression(), !2268, ptr %13, !DIExpression(), !1570)
  store ptr %662, ptr %14, align 8, !tbaa !471, !DIAssignID !2269
    #dbg_assign(ptr %662, !461, !DIExpression(), !2269, ptr %14, !DIExpression(), !1570)
  %663 = add nsw i32 %648, 2, !dbg !2270
  %664 = sext i32 %660 to i64, !dbg !2270
  %665 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %664, !dbg !2270
  store ptr %13, ptr %665, align 8, !dbg !2270, !tbaa !471
  %666 = add nsw i32 %648, 3, !dbg !2271
  store i32 %666, ptr @nroots, align 4, !dbg !2271, !tbaa !498
  %667 = sext i32 %663 to i64, !dbg !2271
  %668 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %667, !dbg !2271
  store ptr %14, ptr %668, align 8, !dbg !2271, !tbaa !471
    #dbg_value(i32 3, !501, !DIExpression(), !2272)
  %669 = icmp sgt i64 %651, 19998, !dbg !2274
  br i1 %669, label %670, label %678, !dbg !2275

670:                                              ; preds = %646
  call fastcc void @gc(), !dbg !2276
  %671 = load i64, ptr @live, align 8, !dbg !2277, !tbaa !511
  %672 = load ptr, ptr %13, align 8, !dbg !2278, !tbaa !471
  %673 = load ptr, ptr %14, align 8, !dbg !2279, !tbaa !471
  %674 = load i32, ptr @nroots, align 4, !dbg !2280, !tbaa !498
  %675 = add nsw i32 %674, -2, !dbg !2280
  %676 = load ptr, ptr @all_objs, align 8, !dbg !2281, !tbaa !471
  %677 = load i64, ptr @allocated_total, align 8, !dbg !2282, !tbaa !511
  br label %678, !dbg !2276

678:                                              ; preds = %646, %670
  %679 = phi i64 [ %677, %670 ], [ %657, %646 ], !dbg !2282
  %680 = phi ptr [ %676, %670 ], [ %652, %646 ], !dbg !2281
  %681 = phi i32 [ %675, %670 ], [ %660, %646 ], !dbg !2280
  %682 = phi ptr [ %673, %670 ], [ %662, %646 ], !dbg !2279
  %683 = phi ptr [ %672, %670 ], [ %652, %646 ], !dbg !2278
  %684 = phi i64 [ %671, %670 ], [ %655, %646 ], !dbg !2277
  %685 = call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #17, !dbg !2283
    #dbg_value(ptr %685, !506, !DIExpression(), !2272)
  store i32 3, ptr %685, align 8, !dbg !2284, !tbaa !523
  %686 = getelementptr inbounds i8, ptr %685, i64 32, !dbg !2285
  store ptr %680, ptr %686, align 8, !dbg !2286, !tbaa !528
  store ptr %685, ptr @all_objs, align 8, !dbg !2287, !tbaa !471
  %687 = add nsw i64 %684, 1, !dbg !2277
  store i64 %687, ptr @live, align 8, !dbg !2277, !tbaa !511
  %688 = add nsw i64 %679, 1, !dbg !2282
  store i64 %688, ptr @allocated_total, align 8, !dbg !2282, !tbaa !511
    #dbg_value(ptr %685, !462, !DIExpression(), !1570)
  %689 = getelementptr inbounds i8, ptr %685, i64 8, !dbg !2288
  store ptr %683, ptr %689, align 8, !dbg !2289, !tbaa !533
  %690 = getelementptr inbounds i8, ptr %685, i64 16, !dbg !2290
  store ptr %682, ptr %690, align 8, !dbg !2291, !tbaa !533
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13), !dbg !2292
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14), !dbg !2292
  store ptr %685, ptr %23, align 8, !dbg !2293, !tbaa !471, !DIAssignID !2294
    #dbg_assign(ptr %685, !1495, !DIExpression(), !2294, ptr %23, !DIExpression(), !1582)
  %691 = add nsw i32 %681, -2, !dbg !2295
  store i32 %691, ptr @nroots, align 4, !dbg !2295, !tbaa !498
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27) #18, !dbg !2296
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26) #18, !dbg !2296
    #dbg_value(ptr %589, !633, !DIExpression(), !2297)
  %692 = load i32, ptr %589, align 8, !dbg !2299, !tbaa !523
  %693 = icmp eq i32 %692, 3, !dbg !2300
  br i1 %693, label %694, label %540, !dbg !2301

694:                                              ; preds = %678
  %695 = getelementptr inbounds i8, ptr %589, i64 16, !dbg !2302
  %696 = load ptr, ptr %695, align 8, !dbg !2302, !tbaa !533
    #dbg_value(ptr %696, !1530, !DIExpression(), !2145)
  %697 = icmp eq ptr %696, @nil_obj, !dbg !2146
  br i1 %697, label %540, label %588, !dbg !2147, !llvm.loop !2303

698:                                              ; preds = %584, %712
  %699 = phi ptr [ %713, %712 ], [ %585, %584 ]
    #dbg_value(ptr %699, !1538, !DIExpression(), !2191)
  %700 = getelementptr inbounds i8, ptr %699, i64 16, !dbg !2305
  %701 = load ptr, ptr %700, align 8, !dbg !2305, !tbaa !533
  %702 = icmp eq ptr %701, @nil_obj, !dbg !2306
    #dbg_value(ptr %699, !618, !DIExpression(), !2307)
    #dbg_value(ptr %699, !618, !DIExpression(), !2309)
  %703 = getelementptr inbounds i8, ptr %699, i64 8, !dbg !2312
  %704 = load ptr, ptr %703, align 8, !dbg !2314, !tbaa !533
  br i1 %702, label %716, label %705, !dbg !2315

705:                                              ; preds = %698
  %706 = load ptr, ptr %20, align 8, !dbg !2316, !tbaa !471
  %707 = call fastcc ptr @eval(ptr noundef %704, ptr noundef %706), !dbg !2317
    #dbg_value(ptr %699, !633, !DIExpression(), !2318)
  %708 = load i32, ptr %699, align 8, !dbg !2320, !tbaa !523
  %709 = icmp eq i32 %708, 3, !dbg !2321
  br i1 %709, label %710, label %712, !dbg !2322

710:                                              ; preds = %705
  %711 = load ptr, ptr %700, align 8, !dbg !2323, !tbaa !533
  br label %712, !dbg !2322

712:                                              ; preds = %705, %710
  %713 = phi ptr [ %711, %710 ], [ @nil_obj, %705 ], !dbg !2322
    #dbg_value(ptr %713, !1538, !DIExpression(), !2191)
    #dbg_value(ptr %713, !633, !DIExpression(), !2192)
  %714 = load i32, ptr %713, align 8, !dbg !2194, !tbaa !523
  %715 = icmp eq i32 %714, 3, !dbg !2195
  br i1 %715, label %698, label %716, !dbg !2196, !llvm.loop !2324

716:                                              ; preds = %712, %698, %584
  %717 = phi ptr [ @nil_obj, %584 ], [ @nil_obj, %712 ], [ %704, %698 ], !dbg !2326
  store ptr %717, ptr %19, align 8, !dbg !2327, !tbaa !471, !DIAssignID !2328
    #dbg_assign(ptr %717, !1491, !DIExpression(), !2328, ptr %19, !DIExpression(), !1582)
  br label %520

718:                                              ; preds = %522
  %719 = load ptr, ptr %20, align 8, !dbg !2329, !tbaa !471
  %720 = call fastcc ptr @eval(ptr noundef %439, ptr noundef %719), !dbg !2330
  store ptr %720, ptr %21, align 8, !dbg !2331, !tbaa !471, !DIAssignID !2332
    #dbg_assign(ptr %720, !1493, !DIExpression(), !2332, ptr %21, !DIExpression(), !1582)
  %721 = load ptr, ptr %19, align 8, !dbg !2333, !tbaa !471
    #dbg_value(ptr %721, !633, !DIExpression(), !2334)
  %722 = load i32, ptr %721, align 8, !dbg !2336, !tbaa !523
  %723 = icmp eq i32 %722, 3, !dbg !2337
  br i1 %723, label %724, label %727, !dbg !2338

724:                                              ; preds = %718
  %725 = getelementptr inbounds i8, ptr %721, i64 16, !dbg !2339
  %726 = load ptr, ptr %725, align 8, !dbg !2339, !tbaa !533
  br label %727, !dbg !2338

727:                                              ; preds = %718, %724
  %728 = phi ptr [ %726, %724 ], [ @nil_obj, %718 ], !dbg !2338
  %729 = load ptr, ptr %20, align 8, !dbg !2340, !tbaa !471
  %730 = call fastcc ptr @evlis(ptr noundef %728, ptr noundef %729), !dbg !2341
  store ptr %730, ptr %22, align 8, !dbg !2342, !tbaa !471, !DIAssignID !2343
    #dbg_assign(ptr %730, !1494, !DIExpression(), !2343, ptr %22, !DIExpression(), !1582)
  %731 = load ptr, ptr %21, align 8, !dbg !2344, !tbaa !471
  %732 = load i32, ptr %731, align 8, !dbg !2346, !tbaa !523
  switch i32 %732, label %737 [
    i32 4, label %733
    i32 5, label %741
  ], !dbg !2347

733:                                              ; preds = %727
  %734 = getelementptr inbounds i8, ptr %731, i64 8, !dbg !2348
  %735 = load ptr, ptr %734, align 8, !dbg !2350, !tbaa !533
  %736 = call ptr %735(ptr noundef %730) #18, !dbg !2351
    #dbg_value(ptr %736, !1498, !DIExpression(), !1582)
  br label %973, !dbg !2352

737:                                              ; preds = %727
  %738 = load i32, ptr @errors, align 4, !dbg !2353, !tbaa !498
  %739 = add nsw i32 %738, 1, !dbg !2353
  store i32 %739, ptr @errors, align 4, !dbg !2353, !tbaa !498
  %740 = call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !2356
    #dbg_value(ptr @nil_obj, !1498, !DIExpression(), !1582)
  br label %973, !dbg !2357

741:                                              ; preds = %727
  store ptr @nil_obj, ptr %23, align 8, !dbg !2358, !tbaa !471, !DIAssignID !2359
    #dbg_assign(ptr @nil_obj, !1495, !DIExpression(), !2359, ptr %23, !DIExpression(), !1582)
  %742 = getelementptr inbounds i8, ptr %731, i64 8, !dbg !2360
  %743 = load ptr, ptr %742, align 8, !dbg !2361, !tbaa !533
    #dbg_value(ptr %743, !1539, !DIExpression(), !1699)
    #dbg_value(ptr %730, !1540, !DIExpression(), !1699)
  %744 = icmp eq ptr %743, @nil_obj, !dbg !2362
  br i1 %744, label %745, label %748, !dbg !2363

745:                                              ; preds = %741
  %746 = load i32, ptr @nroots, align 4, !dbg !2364, !tbaa !498
  %747 = load i64, ptr @live, align 8, !dbg !2365, !tbaa !511
  br label %914, !dbg !2363

748:                                              ; preds = %741, %911
  %749 = phi ptr [ %892, %911 ], [ @nil_obj, %741 ]
  %750 = phi ptr [ %912, %911 ], [ %730, %741 ]
  %751 = phi ptr [ %905, %911 ], [ %743, %741 ]
    #dbg_value(ptr %750, !1540, !DIExpression(), !1699)
    #dbg_value(ptr %751, !1539, !DIExpression(), !1699)
  %752 = load i32, ptr %751, align 8, !dbg !2367, !tbaa !523
  %753 = icmp eq i32 %752, 2, !dbg !2368
  br i1 %753, label %754, label %820, !dbg !2369

754:                                              ; preds = %748
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28) #18, !dbg !2370
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
    #dbg_assign(i1 undef, !461, !DIExpression(), !1568, ptr %12, !DIExpression(), !1566)
  store ptr %751, ptr %11, align 8, !tbaa !471, !DIAssignID !2371
    #dbg_assign(ptr %751, !456, !DIExpression(), !2371, ptr %11, !DIExpression(), !1566)
  store ptr %750, ptr %12, align 8, !tbaa !471, !DIAssignID !2372
    #dbg_assign(ptr %750, !461, !DIExpression(), !2372, ptr %12, !DIExpression(), !1566)
  %755 = load i32, ptr @nroots, align 4, !dbg !2373, !tbaa !498
  %756 = add nsw i32 %755, 1, !dbg !2373
  %757 = sext i32 %755 to i64, !dbg !2373
  %758 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %757, !dbg !2373
  store ptr %11, ptr %758, align 8, !dbg !2373, !tbaa !471
  %759 = add nsw i32 %755, 2, !dbg !2374
  store i32 %759, ptr @nroots, align 4, !dbg !2374, !tbaa !498
  %760 = sext i32 %756 to i64, !dbg !2374
  %761 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %760, !dbg !2374
  store ptr %12, ptr %761, align 8, !dbg !2374, !tbaa !471
    #dbg_value(i32 3, !501, !DIExpression(), !2375)
  %762 = load i64, ptr @live, align 8, !dbg !2377, !tbaa !511
  %763 = icmp sgt i64 %762, 19999, !dbg !2378
  br i1 %763, label %764, label %774, !dbg !2379

764:                                              ; preds = %754
  call fastcc void @gc(), !dbg !2380
  %765 = load i64, ptr @live, align 8, !dbg !2381, !tbaa !511
  %766 = load ptr, ptr %11, align 8, !dbg !2382, !tbaa !471
  %767 = load ptr, ptr %12, align 8, !dbg !2383, !tbaa !471
  %768 = load i32, ptr @nroots, align 4, !dbg !2384, !tbaa !498
  %769 = add nsw i32 %768, -2, !dbg !2384
  %770 = load ptr, ptr %23, align 8, !dbg !2385, !tbaa !471
  %771 = add nsw i32 %768, -1, !dbg !2386
  %772 = sext i32 %769 to i64, !dbg !2386
  %773 = sext i32 %771 to i64, !dbg !2387
  br label %774, !dbg !2380

774:                                              ; preds = %754, %764
  %775 = phi i64 [ %760, %754 ], [ %773, %764 ], !dbg !2387
  %776 = phi i32 [ %759, %754 ], [ %768, %764 ], !dbg !2387
  %777 = phi i64 [ %757, %754 ], [ %772, %764 ], !dbg !2386
  %778 = phi i32 [ %756, %754 ], [ %771, %764 ], !dbg !2386
  %779 = phi ptr [ %749, %754 ], [ %770, %764 ], !dbg !2385
  %780 = phi i32 [ %755, %754 ], [ %769, %764 ], !dbg !2384
  %781 = phi ptr [ %750, %754 ], [ %767, %764 ], !dbg !2383
  %782 = phi ptr [ %751, %754 ], [ %766, %764 ], !dbg !2382
  %783 = phi i64 [ %762, %754 ], [ %765, %764 ], !dbg !2381
  %784 = call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #17, !dbg !2388
    #dbg_value(ptr %784, !506, !DIExpression(), !2375)
  store i32 3, ptr %784, align 8, !dbg !2389, !tbaa !523
  %785 = load ptr, ptr @all_objs, align 8, !dbg !2390, !tbaa !471
  %786 = getelementptr inbounds i8, ptr %784, i64 32, !dbg !2391
  store ptr %785, ptr %786, align 8, !dbg !2392, !tbaa !528
  store ptr %784, ptr @all_objs, align 8, !dbg !2393, !tbaa !471
  %787 = add nsw i64 %783, 1, !dbg !2381
  store i64 %787, ptr @live, align 8, !dbg !2381, !tbaa !511
  %788 = load i64, ptr @allocated_total, align 8, !dbg !2394, !tbaa !511
  %789 = add nsw i64 %788, 1, !dbg !2394
  store i64 %789, ptr @allocated_total, align 8, !dbg !2394, !tbaa !511
    #dbg_value(ptr %784, !462, !DIExpression(), !1566)
  %790 = getelementptr inbounds i8, ptr %784, i64 8, !dbg !2395
  store ptr %782, ptr %790, align 8, !dbg !2396, !tbaa !533
  %791 = getelementptr inbounds i8, ptr %784, i64 16, !dbg !2397
  store ptr %781, ptr %791, align 8, !dbg !2398, !tbaa !533
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11), !dbg !2399
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12), !dbg !2399
  store ptr %784, ptr %28, align 8, !dbg !2400, !tbaa !471, !DIAssignID !2401
    #dbg_assign(ptr %784, !1541, !DIExpression(), !2401, ptr %28, !DIExpression(), !1594)
  %792 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %777, !dbg !2386
  store ptr %28, ptr %792, align 8, !dbg !2386, !tbaa !471
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
    #dbg_assign(i1 undef, !461, !DIExpression(), !1564, ptr %10, !DIExpression(), !1562)
  store ptr %784, ptr %9, align 8, !tbaa !471, !DIAssignID !2402
    #dbg_assign(ptr %784, !456, !DIExpression(), !2402, ptr %9, !DIExpression(), !1562)
  store ptr %779, ptr %10, align 8, !tbaa !471, !DIAssignID !2403
    #dbg_assign(ptr %779, !461, !DIExpression(), !2403, ptr %10, !DIExpression(), !1562)
  %793 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %775, !dbg !2387
  store ptr %9, ptr %793, align 8, !dbg !2387, !tbaa !471
  %794 = add nsw i32 %780, 3, !dbg !2404
  store i32 %794, ptr @nroots, align 4, !dbg !2404, !tbaa !498
  %795 = sext i32 %776 to i64, !dbg !2404
  %796 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %795, !dbg !2404
  store ptr %10, ptr %796, align 8, !dbg !2404, !tbaa !471
    #dbg_value(i32 3, !501, !DIExpression(), !2405)
  %797 = icmp sgt i64 %783, 19998, !dbg !2407
  br i1 %797, label %798, label %806, !dbg !2408

798:                                              ; preds = %774
  call fastcc void @gc(), !dbg !2409
  %799 = load i64, ptr @live, align 8, !dbg !2410, !tbaa !511
  %800 = load ptr, ptr %9, align 8, !dbg !2411, !tbaa !471
  %801 = load ptr, ptr %10, align 8, !dbg !2412, !tbaa !471
  %802 = load i32, ptr @nroots, align 4, !dbg !2413, !tbaa !498
  %803 = add nsw i32 %802, -2, !dbg !2413
  %804 = load ptr, ptr @all_objs, align 8, !dbg !2414, !tbaa !471
  %805 = load i64, ptr @allocated_total, align 8, !dbg !2415, !tbaa !511
  br label %806, !dbg !2409

806:                                              ; preds = %774, %798
  %807 = phi i64 [ %805, %798 ], [ %789, %774 ], !dbg !2415
  %808 = phi ptr [ %804, %798 ], [ %784, %774 ], !dbg !2414
  %809 = phi i32 [ %803, %798 ], [ %778, %774 ], !dbg !2413
  %810 = phi ptr [ %801, %798 ], [ %779, %774 ], !dbg !2412
  %811 = phi ptr [ %800, %798 ], [ %784, %774 ], !dbg !2411
  %812 = phi i64 [ %799, %798 ], [ %787, %774 ], !dbg !2410
  %813 = call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #17, !dbg !2416
    #dbg_value(ptr %813, !506, !DIExpression(), !2405)
  store i32 3, ptr %813, align 8, !dbg !2417, !tbaa !523
  %814 = getelementptr inbounds i8, ptr %813, i64 32, !dbg !2418
  store ptr %808, ptr %814, align 8, !dbg !2419, !tbaa !528
  store ptr %813, ptr @all_objs, align 8, !dbg !2420, !tbaa !471
  %815 = add nsw i64 %812, 1, !dbg !2410
  store i64 %815, ptr @live, align 8, !dbg !2410, !tbaa !511
  %816 = add nsw i64 %807, 1, !dbg !2415
  store i64 %816, ptr @allocated_total, align 8, !dbg !2415, !tbaa !511
    #dbg_value(ptr %813, !462, !DIExpression(), !1562)
  %817 = getelementptr inbounds i8, ptr %813, i64 8, !dbg !2421
  store ptr %811, ptr %817, align 8, !dbg !2422, !tbaa !533
  %818 = getelementptr inbounds i8, ptr %813, i64 16, !dbg !2423
  store ptr %810, ptr %818, align 8, !dbg !2424, !tbaa !533
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9), !dbg !2425
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10), !dbg !2425
  store ptr %813, ptr %23, align 8, !dbg !2426, !tbaa !471, !DIAssignID !2427
    #dbg_assign(ptr %813, !1495, !DIExpression(), !2427, ptr %23, !DIExpression(), !1582)
  %819 = add nsw i32 %809, -1, !dbg !2428
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28) #18, !dbg !2429
  br label %914

820:                                              ; preds = %748
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29) #18, !dbg !2430
    #dbg_value(ptr %751, !618, !DIExpression(), !2431)
  %821 = icmp eq i32 %752, 3, !dbg !2433
  br i1 %821, label %822, label %825, !dbg !2434

822:                                              ; preds = %820
  %823 = getelementptr inbounds i8, ptr %751, i64 8, !dbg !2435
  %824 = load ptr, ptr %823, align 8, !dbg !2436, !tbaa !533
  br label %825, !dbg !2434

825:                                              ; preds = %820, %822
  %826 = phi ptr [ %824, %822 ], [ @nil_obj, %820 ], !dbg !2434
    #dbg_value(ptr %750, !618, !DIExpression(), !2437)
  %827 = load i32, ptr %750, align 8, !dbg !2439, !tbaa !523
  %828 = icmp eq i32 %827, 3, !dbg !2440
  br i1 %828, label %829, label %832, !dbg !2441

829:                                              ; preds = %825
  %830 = getelementptr inbounds i8, ptr %750, i64 8, !dbg !2442
  %831 = load ptr, ptr %830, align 8, !dbg !2443, !tbaa !533
  br label %832, !dbg !2441

832:                                              ; preds = %825, %829
  %833 = phi ptr [ %831, %829 ], [ @nil_obj, %825 ], !dbg !2441
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
    #dbg_assign(i1 undef, !461, !DIExpression(), !1560, ptr %8, !DIExpression(), !1558)
  store ptr %826, ptr %7, align 8, !tbaa !471, !DIAssignID !2444
    #dbg_assign(ptr %826, !456, !DIExpression(), !2444, ptr %7, !DIExpression(), !1558)
  store ptr %833, ptr %8, align 8, !tbaa !471, !DIAssignID !2445
    #dbg_assign(ptr %833, !461, !DIExpression(), !2445, ptr %8, !DIExpression(), !1558)
  %834 = load i32, ptr @nroots, align 4, !dbg !2446, !tbaa !498
  %835 = add nsw i32 %834, 1, !dbg !2446
  %836 = sext i32 %834 to i64, !dbg !2446
  %837 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %836, !dbg !2446
  store ptr %7, ptr %837, align 8, !dbg !2446, !tbaa !471
  %838 = add nsw i32 %834, 2, !dbg !2447
  store i32 %838, ptr @nroots, align 4, !dbg !2447, !tbaa !498
  %839 = sext i32 %835 to i64, !dbg !2447
  %840 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %839, !dbg !2447
  store ptr %8, ptr %840, align 8, !dbg !2447, !tbaa !471
    #dbg_value(i32 3, !501, !DIExpression(), !2448)
  %841 = load i64, ptr @live, align 8, !dbg !2450, !tbaa !511
  %842 = icmp sgt i64 %841, 19999, !dbg !2451
  br i1 %842, label %843, label %853, !dbg !2452

843:                                              ; preds = %832
  call fastcc void @gc(), !dbg !2453
  %844 = load i64, ptr @live, align 8, !dbg !2454, !tbaa !511
  %845 = load ptr, ptr %7, align 8, !dbg !2455, !tbaa !471
  %846 = load ptr, ptr %8, align 8, !dbg !2456, !tbaa !471
  %847 = load i32, ptr @nroots, align 4, !dbg !2457, !tbaa !498
  %848 = add nsw i32 %847, -2, !dbg !2457
  %849 = load ptr, ptr %23, align 8, !dbg !2458, !tbaa !471
  %850 = add nsw i32 %847, -1, !dbg !2459
  %851 = sext i32 %848 to i64, !dbg !2459
  %852 = sext i32 %850 to i64, !dbg !2460
  br label %853, !dbg !2453

853:                                              ; preds = %832, %843
  %854 = phi i64 [ %839, %832 ], [ %852, %843 ], !dbg !2460
  %855 = phi i32 [ %838, %832 ], [ %847, %843 ], !dbg !2460
  %856 = phi i64 [ %836, %832 ], [ %851, %843 ], !dbg !2459
  %857 = phi i32 [ %835, %832 ], [ %850, %843 ], !dbg !2459
  %858 = phi ptr [ %749, %832 ], [ %849, %843 ], !dbg !2458
  %859 = phi i32 [ %834, %832 ], [ %848, %843 ], !dbg !2457
  %860 = phi ptr [ %833, %832 ], [ %846, %843 ], !dbg !2456
  %861 = phi ptr [ %826, %832 ], [ %845, %843 ], !dbg !2455
  %862 = phi i64 [ %841, %832 ], [ %844, %843 ], !dbg !2454
  %863 = call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #17, !dbg !2461
    #dbg_value(ptr %863, !506, !DIExpression(), !2448)
  store i32 3, ptr %863, align 8, !dbg !2462, !tbaa !523
  %864 = load ptr, ptr @all_objs, align 8, !dbg !2463, !tbaa !471
  %865 = getelementptr inbounds i8, ptr %863, i64 32, !dbg !2464
  store ptr %864, ptr %865, align 8, !dbg !2465, !tbaa !528
  store ptr %863, ptr @all_objs, align 8, !dbg !2466, !tbaa !471
  %866 = add nsw i64 %862, 1, !dbg !2454
  store i64 %866, ptr @live, align 8, !dbg !2454, !tbaa !511
  %867 = load i64, ptr @allocated_total, align 8, !dbg !2467, !tbaa !511
  %868 = add nsw i64 %867, 1, !dbg !2467
  store i64 %868, ptr @allocated_total, align 8, !dbg !2467, !tbaa !511
    #dbg_value(ptr %863, !462, !DIExpression(), !1558)
  %869 = getelementptr inbounds i8, ptr %863, i64 8, !dbg !2468
  store ptr %861, ptr %869, align 8, !dbg !2469, !tbaa !533
  %870 = getelementptr inbounds i8, ptr %863, i64 16, !dbg !2470
  store ptr %860, ptr %870, align 8, !dbg !2471, !tbaa !533
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7), !dbg !2472
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8), !dbg !2472
  store ptr %863, ptr %29, align 8, !dbg !2473, !tbaa !471, !DIAssignID !2474
    #dbg_assign(ptr %863, !1547, !DIExpression(), !2474, ptr %29, !DIExpression(), !1596)
  %871 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %856, !dbg !2459
  store ptr %29, ptr %871, align 8, !dbg !2459, !tbaa !471
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
    #dbg_assign(i1 undef, !461, !DIExpression(), !1556, ptr %6, !DIExpression(), !1554)
  store ptr %863, ptr %5, align 8, !tbaa !471, !DIAssignID !2475
    #dbg_assign(ptr %863, !456, !DIExpression(), !2475, ptr %5, !DIExpression(), !1554)
  store ptr %858, ptr %6, align 8, !tbaa !471, !DIAssignID !2476
    #dbg_assign(ptr %858, !461, !DIExpression(), !2476, ptr %6, !DIExpression(), !1554)
  %872 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %854, !dbg !2460
  store ptr %5, ptr %872, align 8, !dbg !2460, !tbaa !471
  %873 = add nsw i32 %859, 3, !dbg !2477
  store i32 %873, ptr @nroots, align 4, !dbg !2477, !tbaa !498
  %874 = sext i32 %855 to i64, !dbg !2477
  %875 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %874, !dbg !2477
  store ptr %6, ptr %875, align 8, !dbg !2477, !tbaa !471
    #dbg_value(i32 3, !501, !DIExpression(), !2478)
  %876 = icmp sgt i64 %862, 19998, !dbg !2480
  br i1 %876, label %877, label %885, !dbg !2481

877:                                              ; preds = %853
  call fastcc void @gc(), !dbg !2482
  %878 = load i64, ptr @live, align 8, !dbg !2483, !tbaa !511
  %879 = load ptr, ptr %5, align 8, !dbg !2484, !tbaa !471
  %880 = load ptr, ptr %6, align 8, !dbg !2485, !tbaa !471
  %881 = load i32, ptr @nroots, align 4, !dbg !2486, !tbaa !498
  %882 = add nsw i32 %881, -2, !dbg !2486
  %883 = load ptr, ptr @all_objs, align 8, !dbg !2487, !tbaa !471
  %884 = load i64, ptr @allocated_total, align 8, !dbg !2488, !tbaa !511
  br label %885, !dbg !2482

885:                                              ; preds = %853, %877
  %886 = phi i64 [ %884, %877 ], [ %868, %853 ], !dbg !2488
  %887 = phi ptr [ %883, %877 ], [ %863, %853 ], !dbg !2487
  %888 = phi i32 [ %882, %877 ], [ %857, %853 ], !dbg !2486
  %889 = phi ptr [ %880, %877 ], [ %858, %853 ], !dbg !2485
  %890 = phi ptr [ %879, %877 ], [ %863, %853 ], !dbg !2484
  %891 = phi i64 [ %878, %877 ], [ %866, %853 ], !dbg !2483
  %892 = call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #17, !dbg !2489
    #dbg_value(ptr %892, !506, !DIExpression(), !2478)
  store i32 3, ptr %892, align 8, !dbg !2490, !tbaa !523
  %893 = getelementptr inbounds i8, ptr %892, i64 32, !dbg !2491
  store ptr %887, ptr %893, align 8, !dbg !2492, !tbaa !528
  store ptr %892, ptr @all_objs, align 8, !dbg !2493, !tbaa !471
  %894 = add nsw i64 %891, 1, !dbg !2483
  store i64 %894, ptr @live, align 8, !dbg !2483, !tbaa !511
  %895 = add nsw i64 %886, 1, !dbg !2488
  store i64 %895, ptr @allocated_total, align 8, !dbg !2488, !tbaa !511
    #dbg_value(ptr %892, !462, !DIExpression(), !1554)
  %896 = getelementptr inbounds i8, ptr %892, i64 8, !dbg !2494
  store ptr %890, ptr %896, align 8, !dbg !2495, !tbaa !533
  %897 = getelementptr inbounds i8, ptr %892, i64 16, !dbg !2496
  store ptr %889, ptr %897, align 8, !dbg !2497, !tbaa !533
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5), !dbg !2498
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6), !dbg !2498
  store ptr %892, ptr %23, align 8, !dbg !2499, !tbaa !471, !DIAssignID !2500
    #dbg_assign(ptr %892, !1495, !DIExpression(), !2500, ptr %23, !DIExpression(), !1582)
  %898 = add nsw i32 %888, -1, !dbg !2501
  store i32 %898, ptr @nroots, align 4, !dbg !2501, !tbaa !498
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29) #18, !dbg !2502
    #dbg_value(ptr %751, !633, !DIExpression(), !2503)
  %899 = load i32, ptr %751, align 8, !dbg !2505, !tbaa !523
  %900 = icmp eq i32 %899, 3, !dbg !2506
  br i1 %900, label %901, label %904, !dbg !2507

901:                                              ; preds = %885
  %902 = getelementptr inbounds i8, ptr %751, i64 16, !dbg !2508
  %903 = load ptr, ptr %902, align 8, !dbg !2508, !tbaa !533
  br label %904, !dbg !2507

904:                                              ; preds = %885, %901
  %905 = phi ptr [ %903, %901 ], [ @nil_obj, %885 ], !dbg !2507
    #dbg_value(ptr %905, !1539, !DIExpression(), !1699)
    #dbg_value(ptr %750, !633, !DIExpression(), !2509)
  %906 = load i32, ptr %750, align 8, !dbg !2511, !tbaa !523
  %907 = icmp eq i32 %906, 3, !dbg !2512
  br i1 %907, label %908, label %911, !dbg !2513

908:                                              ; preds = %904
  %909 = getelementptr inbounds i8, ptr %750, i64 16, !dbg !2514
  %910 = load ptr, ptr %909, align 8, !dbg !2514, !tbaa !533
  br label %911, !dbg !2513

911:                                              ; preds = %904, %908
  %912 = phi ptr [ %910, %908 ], [ @nil_obj, %904 ], !dbg !2513
    #dbg_value(ptr %912, !1540, !DIExpression(), !1699)
    #dbg_value(ptr %905, !1539, !DIExpression(), !1699)
  %913 = icmp eq ptr %905, @nil_obj, !dbg !2362
  br i1 %913, label %914, label %748, !dbg !2363, !llvm.loop !2515

914:                                              ; preds = %911, %745, %806
  %915 = phi i64 [ %747, %745 ], [ %815, %806 ], [ %894, %911 ], !dbg !2365
  %916 = phi i32 [ %746, %745 ], [ %819, %806 ], [ %898, %911 ], !dbg !2364
  %917 = phi ptr [ @nil_obj, %745 ], [ %813, %806 ], [ %892, %911 ], !dbg !2517
  %918 = load ptr, ptr %21, align 8, !dbg !2518, !tbaa !471
  %919 = getelementptr inbounds i8, ptr %918, i64 24, !dbg !2519
  %920 = load ptr, ptr %919, align 8, !dbg !2519, !tbaa !533
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
    #dbg_assign(i1 undef, !461, !DIExpression(), !1552, ptr %4, !DIExpression(), !1550)
  store ptr %917, ptr %3, align 8, !tbaa !471, !DIAssignID !2520
    #dbg_assign(ptr %917, !456, !DIExpression(), !2520, ptr %3, !DIExpression(), !1550)
  store ptr %920, ptr %4, align 8, !tbaa !471, !DIAssignID !2521
    #dbg_assign(ptr %920, !461, !DIExpression(), !2521, ptr %4, !DIExpression(), !1550)
  %921 = add nsw i32 %916, 1, !dbg !2364
  %922 = sext i32 %916 to i64, !dbg !2364
  %923 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %922, !dbg !2364
  store ptr %3, ptr %923, align 8, !dbg !2364, !tbaa !471
  %924 = add nsw i32 %916, 2, !dbg !2522
  store i32 %924, ptr @nroots, align 4, !dbg !2522, !tbaa !498
  %925 = sext i32 %921 to i64, !dbg !2522
  %926 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %925, !dbg !2522
  store ptr %4, ptr %926, align 8, !dbg !2522, !tbaa !471
    #dbg_value(i32 3, !501, !DIExpression(), !2523)
  %927 = icmp sgt i64 %915, 19999, !dbg !2524
  br i1 %927, label %928, label %935, !dbg !2525

928:                                              ; preds = %914
  call fastcc void @gc(), !dbg !2526
  %929 = load i64, ptr @live, align 8, !dbg !2527, !tbaa !511
  %930 = load ptr, ptr %3, align 8, !dbg !2528, !tbaa !471
  %931 = load ptr, ptr %4, align 8, !dbg !2529, !tbaa !471
  %932 = load i32, ptr @nroots, align 4, !dbg !2530, !tbaa !498
  %933 = add nsw i32 %932, -2, !dbg !2530
  %934 = load ptr, ptr %21, align 8, !dbg !2531, !tbaa !471
  br label %935, !dbg !2526

935:                                              ; preds = %914, %928
  %936 = phi ptr [ %934, %928 ], [ %918, %914 ], !dbg !2531
  %937 = phi i32 [ %933, %928 ], [ %916, %914 ], !dbg !2530
  %938 = phi ptr [ %931, %928 ], [ %920, %914 ], !dbg !2529
  %939 = phi ptr [ %930, %928 ], [ %917, %914 ], !dbg !2528
  %940 = phi i64 [ %929, %928 ], [ %915, %914 ], !dbg !2527
  %941 = call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #17, !dbg !2532
    #dbg_value(ptr %941, !506, !DIExpression(), !2523)
  store i32 3, ptr %941, align 8, !dbg !2533, !tbaa !523
  %942 = load ptr, ptr @all_objs, align 8, !dbg !2534, !tbaa !471
  %943 = getelementptr inbounds i8, ptr %941, i64 32, !dbg !2535
  store ptr %942, ptr %943, align 8, !dbg !2536, !tbaa !528
  store ptr %941, ptr @all_objs, align 8, !dbg !2537, !tbaa !471
  %944 = add nsw i64 %940, 1, !dbg !2527
  store i64 %944, ptr @live, align 8, !dbg !2527, !tbaa !511
  %945 = load i64, ptr @allocated_total, align 8, !dbg !2538, !tbaa !511
  %946 = add nsw i64 %945, 1, !dbg !2538
  store i64 %946, ptr @allocated_total, align 8, !dbg !2538, !tbaa !511
    #dbg_value(ptr %941, !462, !DIExpression(), !1550)
  %947 = getelementptr inbounds i8, ptr %941, i64 8, !dbg !2539
  store ptr %939, ptr %947, align 8, !dbg !2540, !tbaa !533
  %948 = getelementptr inbounds i8, ptr %941, i64 16, !dbg !2541
  store ptr %938, ptr %948, align 8, !dbg !2542, !tbaa !533
  store i32 %937, ptr @nroots, align 4, !dbg !2530, !tbaa !498
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3), !dbg !2543
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4), !dbg !2543
  store ptr %941, ptr %20, align 8, !dbg !2544, !tbaa !471, !DIAssignID !2545
    #dbg_assign(ptr %941, !1492, !DIExpression(), !2545, ptr %20, !DIExpression(), !1582)
  %949 = getelementptr inbounds i8, ptr %936, i64 16, !dbg !2546
  %950 = load ptr, ptr %949, align 8, !dbg !2546, !tbaa !533
    #dbg_value(ptr %950, !1548, !DIExpression(), !1699)
    #dbg_value(ptr %950, !633, !DIExpression(), !2547)
  %951 = load i32, ptr %950, align 8, !dbg !2549, !tbaa !523
  %952 = icmp eq i32 %951, 3, !dbg !2550
  br i1 %952, label %953, label %971, !dbg !2551

953:                                              ; preds = %935, %967
  %954 = phi ptr [ %968, %967 ], [ %950, %935 ]
    #dbg_value(ptr %954, !1548, !DIExpression(), !1699)
  %955 = getelementptr inbounds i8, ptr %954, i64 16, !dbg !2552
  %956 = load ptr, ptr %955, align 8, !dbg !2552, !tbaa !533
  %957 = icmp eq ptr %956, @nil_obj, !dbg !2553
    #dbg_value(ptr %954, !618, !DIExpression(), !2554)
    #dbg_value(ptr %954, !618, !DIExpression(), !2556)
  %958 = getelementptr inbounds i8, ptr %954, i64 8, !dbg !2559
  %959 = load ptr, ptr %958, align 8, !dbg !2560, !tbaa !533
  br i1 %957, label %971, label %960, !dbg !2561

960:                                              ; preds = %953
  %961 = load ptr, ptr %20, align 8, !dbg !2562, !tbaa !471
  %962 = call fastcc ptr @eval(ptr noundef %959, ptr noundef %961), !dbg !2563
    #dbg_value(ptr %954, !633, !DIExpression(), !2564)
  %963 = load i32, ptr %954, align 8, !dbg !2566, !tbaa !523
  %964 = icmp eq i32 %963, 3, !dbg !2567
  br i1 %964, label %965, label %967, !dbg !2568

965:                                              ; preds = %960
  %966 = load ptr, ptr %955, align 8, !dbg !2569, !tbaa !533
  br label %967, !dbg !2568

967:                                              ; preds = %960, %965
  %968 = phi ptr [ %966, %965 ], [ @nil_obj, %960 ], !dbg !2568
    #dbg_value(ptr %968, !1548, !DIExpression(), !1699)
    #dbg_value(ptr %968, !633, !DIExpression(), !2547)
  %969 = load i32, ptr %968, align 8, !dbg !2549, !tbaa !523
  %970 = icmp eq i32 %969, 3, !dbg !2550
  br i1 %970, label %953, label %971, !dbg !2551, !llvm.loop !2570

971:                                              ; preds = %967, %953, %935
  %972 = phi ptr [ @nil_obj, %935 ], [ @nil_obj, %967 ], [ %959, %953 ], !dbg !2572
  store ptr %972, ptr %19, align 8, !dbg !2573, !tbaa !471, !DIAssignID !2574
    #dbg_assign(ptr %972, !1491, !DIExpression(), !2574, ptr %19, !DIExpression(), !1582)
  br label %520, !dbg !2575

973:                                              ; preds = %197, %200, %492, %493, %250, %49, %49, %244, %246, %323, %319, %124, %120, %432, %436, %344, %737, %733, %484, %104, %100, %94
  %974 = phi ptr [ @nil_obj, %94 ], [ %106, %104 ], [ @nil_obj, %100 ], [ @nil_obj, %319 ], [ %325, %323 ], [ @nil_obj, %120 ], [ %126, %124 ], [ %434, %432 ], [ %434, %436 ], [ %273, %344 ], [ @nil_obj, %737 ], [ %736, %733 ], [ %451, %484 ], [ @nil_obj, %246 ], [ @nil_obj, %244 ], [ @nil_obj, %197 ], [ @nil_obj, %200 ], [ @nil_obj, %492 ], [ @nil_obj, %250 ], [ @nil_obj, %493 ], [ %50, %49 ], [ %50, %49 ], !dbg !1699
    #dbg_value(ptr %974, !1498, !DIExpression(), !1582)
  %975 = load i32, ptr @nroots, align 4, !dbg !2576, !tbaa !498
  %976 = add nsw i32 %975, -6, !dbg !2576
  store i32 %976, ptr @nroots, align 4, !dbg !2576, !tbaa !498
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24) #18, !dbg !2577
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23) #18, !dbg !2577
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22) #18, !dbg !2577
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21) #18, !dbg !2577
  ret ptr %974, !dbg !2578
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @print_obj(ptr nocapture noundef readonly %0, ptr noundef %1) unnamed_addr #5 !dbg !2579 {
    #dbg_value(ptr %0, !2586, !DIExpression(), !2590)
    #dbg_value(ptr %1, !2587, !DIExpression(), !2590)
    #dbg_value(i64 512, !2588, !DIExpression(), !2590)
  %3 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #19, !dbg !2591
    #dbg_value(i64 %3, !2589, !DIExpression(), !2590)
  %4 = add i64 %3, -481, !dbg !2592
  %5 = icmp ult i64 %4, -513, !dbg !2592
  br i1 %5, label %74, label %6, !dbg !2594

6:                                                ; preds = %2
  %7 = load i32, ptr %0, align 8, !dbg !2595, !tbaa !523
  switch i32 %7, label %74 [
    i32 0, label %27
    i32 1, label %30
    i32 2, label %36
    i32 4, label %41
    i32 5, label %44
    i32 3, label %8
  ], !dbg !2596

8:                                                ; preds = %6
  %9 = tail call i64 @strlen(ptr nonnull dereferenceable(1) %1), !dbg !2597
  %10 = getelementptr inbounds i8, ptr %1, i64 %9, !dbg !2597
  store i16 40, ptr %10, align 1, !dbg !2597
    #dbg_value(ptr %0, !2586, !DIExpression(), !2590)
    #dbg_value(ptr %0, !618, !DIExpression(), !2599)
  %11 = load i32, ptr %0, align 8, !dbg !2604, !tbaa !523
  %12 = icmp eq i32 %11, 3, !dbg !2605
  br i1 %12, label %13, label %16, !dbg !2606

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !2607
  %15 = load ptr, ptr %14, align 8, !dbg !2608, !tbaa !533
  br label %16, !dbg !2606

16:                                               ; preds = %13, %8
  %17 = phi ptr [ %15, %13 ], [ @nil_obj, %8 ], !dbg !2606
  tail call fastcc void @print_obj(ptr noundef %17, ptr noundef nonnull %1), !dbg !2609
    #dbg_value(ptr %0, !633, !DIExpression(), !2610)
  %18 = load i32, ptr %0, align 8, !dbg !2612, !tbaa !523
  %19 = icmp eq i32 %18, 3, !dbg !2613
  br i1 %19, label %20, label %71, !dbg !2614

20:                                               ; preds = %16
  %21 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2615
  %22 = load ptr, ptr %21, align 8, !dbg !2615, !tbaa !533
    #dbg_value(ptr %22, !2586, !DIExpression(), !2590)
  %23 = icmp eq ptr %22, @nil_obj, !dbg !2616
  br i1 %23, label %71, label %24, !dbg !2618

24:                                               ; preds = %20
  %25 = load i32, ptr %22, align 8, !dbg !2619, !tbaa !523
  %26 = icmp eq i32 %25, 3, !dbg !2621
  br i1 %26, label %47, label %67, !dbg !2622

27:                                               ; preds = %6
  %28 = tail call i64 @strlen(ptr nonnull dereferenceable(1) %1), !dbg !2623
  %29 = getelementptr inbounds i8, ptr %1, i64 %28, !dbg !2623
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %29, ptr noundef nonnull align 1 dereferenceable(3) @.str.81, i64 3, i1 false), !dbg !2623
  br label %74, !dbg !2624

30:                                               ; preds = %6
  %31 = getelementptr inbounds i8, ptr %1, i64 %3, !dbg !2625
  %32 = sub nsw i64 512, %3, !dbg !2626
  %33 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !2627
  %34 = load i64, ptr %33, align 8, !dbg !2628, !tbaa !533
  %35 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %31, i64 noundef %32, ptr noundef nonnull @.str.91, i64 noundef %34) #18, !dbg !2629
  br label %74, !dbg !2630

36:                                               ; preds = %6
  %37 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !2631
  %38 = load ptr, ptr %37, align 8, !dbg !2632, !tbaa !533
  %39 = sub nsw i64 511, %3, !dbg !2633
  %40 = tail call ptr @strncat(ptr noundef nonnull dereferenceable(1) %1, ptr noundef %38, i64 noundef %39) #18, !dbg !2634
  br label %74, !dbg !2635

41:                                               ; preds = %6
  %42 = tail call i64 @strlen(ptr nonnull dereferenceable(1) %1), !dbg !2636
  %43 = getelementptr inbounds i8, ptr %1, i64 %42, !dbg !2636
  store i64 17571748215012387, ptr %43, align 1, !dbg !2636
  br label %74, !dbg !2637

44:                                               ; preds = %6
  %45 = tail call i64 @strlen(ptr nonnull dereferenceable(1) %1), !dbg !2638
  %46 = getelementptr inbounds i8, ptr %1, i64 %45, !dbg !2638
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(10) %46, ptr noundef nonnull align 1 dereferenceable(10) @.str.93, i64 10, i1 false), !dbg !2638
  br label %74, !dbg !2639

47:                                               ; preds = %24, %64
  %48 = phi ptr [ %62, %64 ], [ %22, %24 ]
  %49 = tail call i64 @strlen(ptr nonnull dereferenceable(1) %1), !dbg !2597
  %50 = getelementptr inbounds i8, ptr %1, i64 %49, !dbg !2597
  store i16 32, ptr %50, align 1, !dbg !2597
    #dbg_value(ptr %48, !2586, !DIExpression(), !2590)
    #dbg_value(ptr %48, !618, !DIExpression(), !2599)
  %51 = load i32, ptr %48, align 8, !dbg !2604, !tbaa !523
  %52 = icmp eq i32 %51, 3, !dbg !2605
  br i1 %52, label %53, label %56, !dbg !2606

53:                                               ; preds = %47
  %54 = getelementptr inbounds i8, ptr %48, i64 8, !dbg !2607
  %55 = load ptr, ptr %54, align 8, !dbg !2608, !tbaa !533
  br label %56, !dbg !2606

56:                                               ; preds = %47, %53
  %57 = phi ptr [ %55, %53 ], [ @nil_obj, %47 ], !dbg !2606
  tail call fastcc void @print_obj(ptr noundef %57, ptr noundef nonnull %1), !dbg !2609
    #dbg_value(ptr %48, !633, !DIExpression(), !2610)
  %58 = load i32, ptr %48, align 8, !dbg !2612, !tbaa !523
  %59 = icmp eq i32 %58, 3, !dbg !2613
  br i1 %59, label %60, label %71, !dbg !2614

60:                                               ; preds = %56
  %61 = getelementptr inbounds i8, ptr %48, i64 16, !dbg !2615
  %62 = load ptr, ptr %61, align 8, !dbg !2615, !tbaa !533
    #dbg_value(ptr %62, !2586, !DIExpression(), !2590)
  %63 = icmp eq ptr %62, @nil_obj, !dbg !2616
  br i1 %63, label %71, label %64, !dbg !2618

64:                                               ; preds = %60
  %65 = load i32, ptr %62, align 8, !dbg !2619, !tbaa !523
  %66 = icmp eq i32 %65, 3, !dbg !2621
  br i1 %66, label %47, label %67, !dbg !2622, !llvm.loop !2640

67:                                               ; preds = %64, %24
  %68 = phi ptr [ %22, %24 ], [ %62, %64 ], !dbg !2615
  %69 = tail call i64 @strlen(ptr nonnull dereferenceable(1) %1), !dbg !2644
  %70 = getelementptr inbounds i8, ptr %1, i64 %69, !dbg !2644
  store i32 2108960, ptr %70, align 1, !dbg !2644
  tail call fastcc void @print_obj(ptr noundef nonnull %68, ptr noundef nonnull %1), !dbg !2646
  br label %71, !dbg !2647

71:                                               ; preds = %16, %20, %56, %60, %67
  %72 = tail call i64 @strlen(ptr nonnull dereferenceable(1) %1), !dbg !2648
  %73 = getelementptr inbounds i8, ptr %1, i64 %72, !dbg !2648
  store i16 41, ptr %73, align 1, !dbg !2648
  br label %74, !dbg !2649

74:                                               ; preds = %27, %30, %36, %41, %44, %71, %6, %2
  ret void, !dbg !2650
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !2651 i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare !dbg !2655 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind uwtable
define internal fastcc void @gc() unnamed_addr #0 !dbg !2660 {
  %1 = load i64, ptr @collections, align 8, !dbg !2667, !tbaa !511
  %2 = add nsw i64 %1, 1, !dbg !2667
  store i64 %2, ptr @collections, align 8, !dbg !2667, !tbaa !511
  %3 = load ptr, ptr @symtab, align 8, !dbg !2668, !tbaa !471
  tail call fastcc void @mark(ptr noundef %3), !dbg !2669
  %4 = load ptr, ptr @global_env, align 8, !dbg !2670, !tbaa !471
  tail call fastcc void @mark(ptr noundef %4), !dbg !2671
    #dbg_value(i32 0, !2662, !DIExpression(), !2672)
  %5 = load i32, ptr @nroots, align 4, !tbaa !498
    #dbg_value(i32 0, !2662, !DIExpression(), !2672)
  %6 = icmp sgt i32 %5, 0, !dbg !2673
  br i1 %6, label %7, label %9, !dbg !2675

7:                                                ; preds = %0
  %8 = zext nneg i32 %5 to i64, !dbg !2673
  br label %12, !dbg !2675

9:                                                ; preds = %12, %0
    #dbg_value(ptr @all_objs, !2664, !DIExpression(), !2676)
  %10 = load ptr, ptr @all_objs, align 8, !dbg !2677, !tbaa !471
  %11 = icmp eq ptr %10, null, !dbg !2678
  br i1 %11, label %42, label %19, !dbg !2678

12:                                               ; preds = %7, %12
  %13 = phi i64 [ 0, %7 ], [ %17, %12 ]
    #dbg_value(i64 %13, !2662, !DIExpression(), !2672)
  %14 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %13, !dbg !2679
  %15 = load ptr, ptr %14, align 8, !dbg !2679, !tbaa !471
  %16 = load ptr, ptr %15, align 8, !dbg !2680, !tbaa !471
  tail call fastcc void @mark(ptr noundef %16), !dbg !2681
  %17 = add nuw nsw i64 %13, 1, !dbg !2682
    #dbg_value(i64 %17, !2662, !DIExpression(), !2672)
  %18 = icmp eq i64 %17, %8, !dbg !2673
  br i1 %18, label %9, label %12, !dbg !2675, !llvm.loop !2683

19:                                               ; preds = %9, %38
  %20 = phi ptr [ %40, %38 ], [ %10, %9 ]
  %21 = phi ptr [ %39, %38 ], [ @all_objs, %9 ]
    #dbg_value(ptr %21, !2664, !DIExpression(), !2676)
    #dbg_value(ptr %20, !2665, !DIExpression(), !2685)
  %22 = getelementptr inbounds i8, ptr %20, i64 4, !dbg !2686
  %23 = load i8, ptr %22, align 4, !dbg !2686, !tbaa !2688
  %24 = icmp eq i8 %23, 0, !dbg !2689
  br i1 %24, label %25, label %36, !dbg !2690

25:                                               ; preds = %19
  %26 = getelementptr inbounds i8, ptr %20, i64 32, !dbg !2691
  %27 = load ptr, ptr %26, align 8, !dbg !2691, !tbaa !528
  store ptr %27, ptr %21, align 8, !dbg !2693, !tbaa !471
  %28 = load i32, ptr %20, align 8, !dbg !2694, !tbaa !523
  %29 = icmp eq i32 %28, 2, !dbg !2696
  br i1 %29, label %30, label %33, !dbg !2697

30:                                               ; preds = %25
  %31 = getelementptr inbounds i8, ptr %20, i64 8, !dbg !2698
  %32 = load ptr, ptr %31, align 8, !dbg !2699, !tbaa !533
  tail call void @free(ptr noundef %32) #18, !dbg !2700
  br label %33, !dbg !2700

33:                                               ; preds = %30, %25
  tail call void @free(ptr noundef nonnull %20) #18, !dbg !2701
  %34 = load i64, ptr @live, align 8, !dbg !2702, !tbaa !511
  %35 = add nsw i64 %34, -1, !dbg !2702
  store i64 %35, ptr @live, align 8, !dbg !2702, !tbaa !511
  br label %38, !dbg !2703

36:                                               ; preds = %19
  store i8 0, ptr %22, align 4, !dbg !2704, !tbaa !2688
  %37 = getelementptr inbounds i8, ptr %20, i64 32, !dbg !2706
    #dbg_value(ptr %37, !2664, !DIExpression(), !2676)
  br label %38

38:                                               ; preds = %36, %33
  %39 = phi ptr [ %37, %36 ], [ %21, %33 ], !dbg !2676
    #dbg_value(ptr %39, !2664, !DIExpression(), !2676)
  %40 = load ptr, ptr %39, align 8, !dbg !2677, !tbaa !471
  %41 = icmp eq ptr %40, null, !dbg !2678
  br i1 %41, label %42, label %19, !dbg !2678, !llvm.loop !2707

42:                                               ; preds = %38, %9
  ret void, !dbg !2709
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !2710 noalias ptr @strdup(ptr nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !2713 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #9

; Function Attrs: nounwind uwtable
define internal fastcc ptr @read_list() unnamed_addr #0 !dbg !2717 {
  %1 = alloca ptr, align 8, !DIAssignID !2725
    #dbg_assign(i1 undef, !456, !DIExpression(), !2725, ptr %1, !DIExpression(), !2726)
  %2 = alloca ptr, align 8, !DIAssignID !2728
  %3 = alloca ptr, align 8, !DIAssignID !2729
    #dbg_assign(i1 undef, !2722, !DIExpression(), !2729, ptr %3, !DIExpression(), !2730)
  %4 = alloca ptr, align 8, !DIAssignID !2731
    #dbg_assign(i1 undef, !2723, !DIExpression(), !2731, ptr %4, !DIExpression(), !2730)
  %5 = tail call ptr @__ctype_b_loc() #20, !dbg !2732
  %6 = load ptr, ptr %5, align 8, !tbaa !471
  %7 = load ptr, ptr @src, align 8, !tbaa !471
  %8 = load i8, ptr %7, align 1, !dbg !2734, !tbaa !533
  br label %10, !dbg !2735

9:                                                ; preds = %34, %34
  br label %10, !dbg !2736

10:                                               ; preds = %9, %0
  %11 = phi ptr [ %7, %0 ], [ %35, %9 ]
  %12 = phi i8 [ %8, %0 ], [ %37, %9 ], !dbg !2734
  %13 = phi ptr [ %7, %0 ], [ %36, %9 ]
  %14 = zext i8 %12 to i64, !dbg !2734
  %15 = getelementptr inbounds i16, ptr %6, i64 %14, !dbg !2734
  %16 = load i16, ptr %15, align 2, !dbg !2734, !tbaa !1357
  %17 = and i16 %16, 8192, !dbg !2734
  %18 = icmp eq i16 %17, 0, !dbg !2737
  br i1 %18, label %29, label %19, !dbg !2737

19:                                               ; preds = %10, %19
  %20 = phi ptr [ %21, %19 ], [ %13, %10 ]
  %21 = getelementptr inbounds i8, ptr %20, i64 1, !dbg !2738
  %22 = load i8, ptr %21, align 1, !dbg !2734, !tbaa !533
  %23 = zext i8 %22 to i64, !dbg !2734
  %24 = getelementptr inbounds i16, ptr %6, i64 %23, !dbg !2734
  %25 = load i16, ptr %24, align 2, !dbg !2734, !tbaa !1357
  %26 = and i16 %25, 8192, !dbg !2734
  %27 = icmp eq i16 %26, 0, !dbg !2737
  br i1 %27, label %28, label %19, !dbg !2737, !llvm.loop !2739

28:                                               ; preds = %19
  store ptr %21, ptr @src, align 8, !dbg !2738, !tbaa !471
  br label %29, !dbg !2737

29:                                               ; preds = %28, %10
  %30 = phi ptr [ %21, %28 ], [ %11, %10 ]
  %31 = phi ptr [ %21, %28 ], [ %13, %10 ]
  %32 = phi i8 [ %22, %28 ], [ %12, %10 ], !dbg !2734
  %33 = icmp eq i8 %32, 59, !dbg !2740
  br i1 %33, label %34, label %40, !dbg !2741

34:                                               ; preds = %29, %38
  %35 = phi ptr [ %39, %38 ], [ %30, %29 ]
  %36 = phi ptr [ %39, %38 ], [ %31, %29 ]
  %37 = load i8, ptr %36, align 1, !dbg !2742, !tbaa !533
  switch i8 %37, label %38 [
    i8 0, label %9
    i8 10, label %9
  ], !dbg !2743, !llvm.loop !2744

38:                                               ; preds = %34
  %39 = getelementptr inbounds i8, ptr %36, i64 1, !dbg !2746
  store ptr %39, ptr @src, align 8, !dbg !2746, !tbaa !471
  br label %34, !dbg !2747, !llvm.loop !2748

40:                                               ; preds = %29
  %41 = load i8, ptr %30, align 1, !dbg !2749, !tbaa !533
  switch i8 %41, label %93 [
    i8 41, label %42
    i8 46, label %44
  ], !dbg !2751

42:                                               ; preds = %40
  %43 = getelementptr inbounds i8, ptr %30, i64 1, !dbg !2752
  store ptr %43, ptr @src, align 8, !dbg !2752, !tbaa !471
  br label %133, !dbg !2754

44:                                               ; preds = %40
  %45 = getelementptr inbounds i8, ptr %30, i64 1, !dbg !2755
  %46 = load i8, ptr %45, align 1, !dbg !2755, !tbaa !533
  %47 = zext i8 %46 to i64, !dbg !2755
  %48 = getelementptr inbounds i16, ptr %6, i64 %47, !dbg !2755
  %49 = load i16, ptr %48, align 2, !dbg !2755, !tbaa !1357
  %50 = and i16 %49, 8192, !dbg !2755
  %51 = icmp eq i16 %50, 0, !dbg !2755
  br i1 %51, label %93, label %52, !dbg !2756

52:                                               ; preds = %44
  store ptr %45, ptr @src, align 8, !dbg !2757, !tbaa !471
  %53 = tail call fastcc ptr @read_expr(), !dbg !2758
    #dbg_value(ptr %53, !2719, !DIExpression(), !2759)
  %54 = load ptr, ptr %5, align 8, !tbaa !471
  %55 = load ptr, ptr @src, align 8, !tbaa !471
  %56 = load i8, ptr %55, align 1, !dbg !2760, !tbaa !533
  br label %58, !dbg !2762

57:                                               ; preds = %82, %82
  br label %58, !dbg !2763

58:                                               ; preds = %57, %52
  %59 = phi ptr [ %55, %52 ], [ %83, %57 ]
  %60 = phi i8 [ %56, %52 ], [ %85, %57 ], !dbg !2760
  %61 = phi ptr [ %55, %52 ], [ %84, %57 ]
  %62 = zext i8 %60 to i64, !dbg !2760
  %63 = getelementptr inbounds i16, ptr %54, i64 %62, !dbg !2760
  %64 = load i16, ptr %63, align 2, !dbg !2760, !tbaa !1357
  %65 = and i16 %64, 8192, !dbg !2760
  %66 = icmp eq i16 %65, 0, !dbg !2764
  br i1 %66, label %77, label %67, !dbg !2764

67:                                               ; preds = %58, %67
  %68 = phi ptr [ %69, %67 ], [ %61, %58 ]
  %69 = getelementptr inbounds i8, ptr %68, i64 1, !dbg !2765
  %70 = load i8, ptr %69, align 1, !dbg !2760, !tbaa !533
  %71 = zext i8 %70 to i64, !dbg !2760
  %72 = getelementptr inbounds i16, ptr %54, i64 %71, !dbg !2760
  %73 = load i16, ptr %72, align 2, !dbg !2760, !tbaa !1357
  %74 = and i16 %73, 8192, !dbg !2760
  %75 = icmp eq i16 %74, 0, !dbg !2764
  br i1 %75, label %76, label %67, !dbg !2764, !llvm.loop !2766

76:                                               ; preds = %67
  store ptr %69, ptr @src, align 8, !dbg !2765, !tbaa !471
  br label %77, !dbg !2764

77:                                               ; preds = %76, %58
  %78 = phi ptr [ %69, %76 ], [ %59, %58 ]
  %79 = phi ptr [ %69, %76 ], [ %61, %58 ]
  %80 = phi i8 [ %70, %76 ], [ %60, %58 ], !dbg !2760
  %81 = icmp eq i8 %80, 59, !dbg !2767
  br i1 %81, label %82, label %88, !dbg !2768

82:                                               ; preds = %77, %86
  %83 = phi ptr [ %87, %86 ], [ %78, %77 ]
  %84 = phi ptr [ %87, %86 ], [ %79, %77 ]
  %85 = load i8, ptr %84, align 1, !dbg !2769, !tbaa !533
  switch i8 %85, label %86 [
    i8 0, label %57
    i8 10, label %57
  ], !dbg !2770, !llvm.loop !2771

86:                                               ; preds = %82
  %87 = getelementptr inbounds i8, ptr %84, i64 1, !dbg !2773
  store ptr %87, ptr @src, align 8, !dbg !2773, !tbaa !471
  br label %82, !dbg !2774, !llvm.loop !2775

88:                                               ; preds = %77
  %89 = load i8, ptr %78, align 1, !dbg !2776, !tbaa !533
  %90 = icmp eq i8 %89, 41, !dbg !2778
  br i1 %90, label %91, label %133, !dbg !2779

91:                                               ; preds = %88
  %92 = getelementptr inbounds i8, ptr %78, i64 1, !dbg !2780
  store ptr %92, ptr @src, align 8, !dbg !2780, !tbaa !471
  br label %133, !dbg !2781

93:                                               ; preds = %40, %44
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #18, !dbg !2782
  %94 = tail call fastcc ptr @read_expr(), !dbg !2783
  store ptr %94, ptr %3, align 8, !dbg !2784, !tbaa !471, !DIAssignID !2785
    #dbg_assign(ptr %94, !2722, !DIExpression(), !2785, ptr %3, !DIExpression(), !2730)
  %95 = load i32, ptr @nroots, align 4, !dbg !2786, !tbaa !498
  %96 = add nsw i32 %95, 1, !dbg !2786
  store i32 %96, ptr @nroots, align 4, !dbg !2786, !tbaa !498
  %97 = sext i32 %95 to i64, !dbg !2786
  %98 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %97, !dbg !2786
  store ptr %3, ptr %98, align 8, !dbg !2786, !tbaa !471
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #18, !dbg !2787
  %99 = call fastcc ptr @read_list(), !dbg !2788
  store ptr %99, ptr %4, align 8, !dbg !2789, !tbaa !471, !DIAssignID !2790
    #dbg_assign(ptr %99, !2723, !DIExpression(), !2790, ptr %4, !DIExpression(), !2730)
  %100 = load i32, ptr @nroots, align 4, !dbg !2791, !tbaa !498
  %101 = add nsw i32 %100, 1, !dbg !2791
  %102 = sext i32 %100 to i64, !dbg !2791
  %103 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %102, !dbg !2791
  store ptr %4, ptr %103, align 8, !dbg !2791, !tbaa !471
  %104 = load ptr, ptr %3, align 8, !dbg !2792, !tbaa !471
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
    #dbg_assign(i1 undef, !461, !DIExpression(), !2728, ptr %2, !DIExpression(), !2726)
  store ptr %104, ptr %1, align 8, !tbaa !471, !DIAssignID !2793
    #dbg_assign(ptr %104, !456, !DIExpression(), !2793, ptr %1, !DIExpression(), !2726)
  store ptr %99, ptr %2, align 8, !tbaa !471, !DIAssignID !2794
    #dbg_assign(ptr %99, !461, !DIExpression(), !2794, ptr %2, !DIExpression(), !2726)
  %105 = add nsw i32 %100, 2, !dbg !2795
  %106 = sext i32 %101 to i64, !dbg !2795
  %107 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %106, !dbg !2795
  store ptr %1, ptr %107, align 8, !dbg !2795, !tbaa !471
  %108 = add nsw i32 %100, 3, !dbg !2796
  store i32 %108, ptr @nroots, align 4, !dbg !2796, !tbaa !498
  %109 = sext i32 %105 to i64, !dbg !2796
  %110 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %109, !dbg !2796
  store ptr %2, ptr %110, align 8, !dbg !2796, !tbaa !471
    #dbg_value(i32 3, !501, !DIExpression(), !2797)
  %111 = load i64, ptr @live, align 8, !dbg !2799, !tbaa !511
  %112 = icmp sgt i64 %111, 19999, !dbg !2800
  br i1 %112, label %113, label %119, !dbg !2801

113:                                              ; preds = %93
  call fastcc void @gc(), !dbg !2802
  %114 = load i64, ptr @live, align 8, !dbg !2803, !tbaa !511
  %115 = load ptr, ptr %1, align 8, !dbg !2804, !tbaa !471
  %116 = load ptr, ptr %2, align 8, !dbg !2805, !tbaa !471
  %117 = load i32, ptr @nroots, align 4, !dbg !2806, !tbaa !498
  %118 = add nsw i32 %117, -2, !dbg !2806
  br label %119, !dbg !2802

119:                                              ; preds = %93, %113
  %120 = phi i32 [ %118, %113 ], [ %101, %93 ], !dbg !2806
  %121 = phi ptr [ %116, %113 ], [ %99, %93 ], !dbg !2805
  %122 = phi ptr [ %115, %113 ], [ %104, %93 ], !dbg !2804
  %123 = phi i64 [ %114, %113 ], [ %111, %93 ], !dbg !2803
  %124 = call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #17, !dbg !2807
    #dbg_value(ptr %124, !506, !DIExpression(), !2797)
  store i32 3, ptr %124, align 8, !dbg !2808, !tbaa !523
  %125 = load ptr, ptr @all_objs, align 8, !dbg !2809, !tbaa !471
  %126 = getelementptr inbounds i8, ptr %124, i64 32, !dbg !2810
  store ptr %125, ptr %126, align 8, !dbg !2811, !tbaa !528
  store ptr %124, ptr @all_objs, align 8, !dbg !2812, !tbaa !471
  %127 = add nsw i64 %123, 1, !dbg !2803
  store i64 %127, ptr @live, align 8, !dbg !2803, !tbaa !511
  %128 = load i64, ptr @allocated_total, align 8, !dbg !2813, !tbaa !511
  %129 = add nsw i64 %128, 1, !dbg !2813
  store i64 %129, ptr @allocated_total, align 8, !dbg !2813, !tbaa !511
    #dbg_value(ptr %124, !462, !DIExpression(), !2726)
  %130 = getelementptr inbounds i8, ptr %124, i64 8, !dbg !2814
  store ptr %122, ptr %130, align 8, !dbg !2815, !tbaa !533
  %131 = getelementptr inbounds i8, ptr %124, i64 16, !dbg !2816
  store ptr %121, ptr %131, align 8, !dbg !2817, !tbaa !533
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1), !dbg !2818
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2), !dbg !2818
    #dbg_value(ptr %124, !2724, !DIExpression(), !2730)
  %132 = add nsw i32 %120, -2, !dbg !2819
  store i32 %132, ptr @nroots, align 4, !dbg !2819, !tbaa !498
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #18, !dbg !2820
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #18, !dbg !2820
  br label %133

133:                                              ; preds = %88, %91, %119, %42
  %134 = phi ptr [ @nil_obj, %42 ], [ %124, %119 ], [ %53, %91 ], [ %53, %88 ], !dbg !2730
  ret ptr %134, !dbg !2820
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !2821 ptr @__ctype_b_loc() local_unnamed_addr #10

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !2827 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #11

; Function Attrs: nounwind uwtable
define internal fastcc noundef ptr @evlis(ptr noundef %0, ptr noundef %1) unnamed_addr #0 !dbg !2832 {
  %3 = alloca ptr, align 8, !DIAssignID !2839
    #dbg_assign(i1 undef, !456, !DIExpression(), !2839, ptr %3, !DIExpression(), !2840)
  %4 = alloca ptr, align 8, !DIAssignID !2842
  %5 = alloca ptr, align 8, !DIAssignID !2843
    #dbg_assign(i1 undef, !2834, !DIExpression(), !2843, ptr %5, !DIExpression(), !2844)
  %6 = alloca ptr, align 8, !DIAssignID !2845
    #dbg_assign(i1 undef, !2835, !DIExpression(), !2845, ptr %6, !DIExpression(), !2844)
  %7 = alloca ptr, align 8, !DIAssignID !2846
    #dbg_assign(i1 undef, !2836, !DIExpression(), !2846, ptr %7, !DIExpression(), !2844)
  %8 = alloca ptr, align 8, !DIAssignID !2847
    #dbg_assign(i1 undef, !2837, !DIExpression(), !2847, ptr %8, !DIExpression(), !2844)
  store ptr %0, ptr %5, align 8, !tbaa !471, !DIAssignID !2848
    #dbg_assign(ptr %0, !2834, !DIExpression(), !2848, ptr %5, !DIExpression(), !2844)
  store ptr %1, ptr %6, align 8, !tbaa !471, !DIAssignID !2849
    #dbg_assign(ptr %1, !2835, !DIExpression(), !2849, ptr %6, !DIExpression(), !2844)
  %9 = icmp eq ptr %0, @nil_obj, !dbg !2850
  br i1 %9, label %73, label %10, !dbg !2852

10:                                               ; preds = %2
  %11 = load i32, ptr @nroots, align 4, !dbg !2853, !tbaa !498
  %12 = add nsw i32 %11, 1, !dbg !2853
  %13 = sext i32 %11 to i64, !dbg !2853
  %14 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %13, !dbg !2853
  store ptr %5, ptr %14, align 8, !dbg !2853, !tbaa !471
  %15 = add nsw i32 %11, 2, !dbg !2854
  store i32 %15, ptr @nroots, align 4, !dbg !2854, !tbaa !498
  %16 = sext i32 %12 to i64, !dbg !2854
  %17 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %16, !dbg !2854
  store ptr %6, ptr %17, align 8, !dbg !2854, !tbaa !471
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #18, !dbg !2855
    #dbg_value(ptr %0, !618, !DIExpression(), !2856)
  %18 = load i32, ptr %0, align 8, !dbg !2858, !tbaa !523
  %19 = icmp eq i32 %18, 3, !dbg !2859
  br i1 %19, label %20, label %23, !dbg !2860

20:                                               ; preds = %10
  %21 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !2861
  %22 = load ptr, ptr %21, align 8, !dbg !2862, !tbaa !533
  br label %23, !dbg !2860

23:                                               ; preds = %10, %20
  %24 = phi ptr [ %22, %20 ], [ @nil_obj, %10 ], !dbg !2860
  %25 = call fastcc ptr @eval(ptr noundef %24, ptr noundef %1), !dbg !2863
  store ptr %25, ptr %7, align 8, !dbg !2864, !tbaa !471, !DIAssignID !2865
    #dbg_assign(ptr %25, !2836, !DIExpression(), !2865, ptr %7, !DIExpression(), !2844)
  %26 = load i32, ptr @nroots, align 4, !dbg !2866, !tbaa !498
  %27 = add nsw i32 %26, 1, !dbg !2866
  store i32 %27, ptr @nroots, align 4, !dbg !2866, !tbaa !498
  %28 = sext i32 %26 to i64, !dbg !2866
  %29 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %28, !dbg !2866
  store ptr %7, ptr %29, align 8, !dbg !2866, !tbaa !471
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #18, !dbg !2867
  %30 = load ptr, ptr %5, align 8, !dbg !2868, !tbaa !471
    #dbg_value(ptr %30, !633, !DIExpression(), !2869)
  %31 = load i32, ptr %30, align 8, !dbg !2871, !tbaa !523
  %32 = icmp eq i32 %31, 3, !dbg !2872
  br i1 %32, label %33, label %36, !dbg !2873

33:                                               ; preds = %23
  %34 = getelementptr inbounds i8, ptr %30, i64 16, !dbg !2874
  %35 = load ptr, ptr %34, align 8, !dbg !2874, !tbaa !533
  br label %36, !dbg !2873

36:                                               ; preds = %23, %33
  %37 = phi ptr [ %35, %33 ], [ @nil_obj, %23 ], !dbg !2873
  %38 = load ptr, ptr %6, align 8, !dbg !2875, !tbaa !471
  %39 = call fastcc ptr @evlis(ptr noundef %37, ptr noundef %38), !dbg !2876
  store ptr %39, ptr %8, align 8, !dbg !2877, !tbaa !471, !DIAssignID !2878
    #dbg_assign(ptr %39, !2837, !DIExpression(), !2878, ptr %8, !DIExpression(), !2844)
  %40 = load i32, ptr @nroots, align 4, !dbg !2879, !tbaa !498
  %41 = add nsw i32 %40, 1, !dbg !2879
  %42 = sext i32 %40 to i64, !dbg !2879
  %43 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %42, !dbg !2879
  store ptr %8, ptr %43, align 8, !dbg !2879, !tbaa !471
  %44 = load ptr, ptr %7, align 8, !dbg !2880, !tbaa !471
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
    #dbg_assign(i1 undef, !461, !DIExpression(), !2842, ptr %4, !DIExpression(), !2840)
  store ptr %44, ptr %3, align 8, !tbaa !471, !DIAssignID !2881
    #dbg_assign(ptr %44, !456, !DIExpression(), !2881, ptr %3, !DIExpression(), !2840)
  store ptr %39, ptr %4, align 8, !tbaa !471, !DIAssignID !2882
    #dbg_assign(ptr %39, !461, !DIExpression(), !2882, ptr %4, !DIExpression(), !2840)
  %45 = add nsw i32 %40, 2, !dbg !2883
  %46 = sext i32 %41 to i64, !dbg !2883
  %47 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %46, !dbg !2883
  store ptr %3, ptr %47, align 8, !dbg !2883, !tbaa !471
  %48 = add nsw i32 %40, 3, !dbg !2884
  store i32 %48, ptr @nroots, align 4, !dbg !2884, !tbaa !498
  %49 = sext i32 %45 to i64, !dbg !2884
  %50 = getelementptr inbounds [131072 x ptr], ptr @roots, i64 0, i64 %49, !dbg !2884
  store ptr %4, ptr %50, align 8, !dbg !2884, !tbaa !471
    #dbg_value(i32 3, !501, !DIExpression(), !2885)
  %51 = load i64, ptr @live, align 8, !dbg !2887, !tbaa !511
  %52 = icmp sgt i64 %51, 19999, !dbg !2888
  br i1 %52, label %53, label %59, !dbg !2889

53:                                               ; preds = %36
  call fastcc void @gc(), !dbg !2890
  %54 = load i64, ptr @live, align 8, !dbg !2891, !tbaa !511
  %55 = load ptr, ptr %3, align 8, !dbg !2892, !tbaa !471
  %56 = load ptr, ptr %4, align 8, !dbg !2893, !tbaa !471
  %57 = load i32, ptr @nroots, align 4, !dbg !2894, !tbaa !498
  %58 = add nsw i32 %57, -2, !dbg !2894
  br label %59, !dbg !2890

59:                                               ; preds = %36, %53
  %60 = phi i32 [ %58, %53 ], [ %41, %36 ], !dbg !2894
  %61 = phi ptr [ %56, %53 ], [ %39, %36 ], !dbg !2893
  %62 = phi ptr [ %55, %53 ], [ %44, %36 ], !dbg !2892
  %63 = phi i64 [ %54, %53 ], [ %51, %36 ], !dbg !2891
  %64 = call noalias dereferenceable_or_null(40) ptr @calloc(i64 noundef 1, i64 noundef 40) #17, !dbg !2895
    #dbg_value(ptr %64, !506, !DIExpression(), !2885)
  store i32 3, ptr %64, align 8, !dbg !2896, !tbaa !523
  %65 = load ptr, ptr @all_objs, align 8, !dbg !2897, !tbaa !471
  %66 = getelementptr inbounds i8, ptr %64, i64 32, !dbg !2898
  store ptr %65, ptr %66, align 8, !dbg !2899, !tbaa !528
  store ptr %64, ptr @all_objs, align 8, !dbg !2900, !tbaa !471
  %67 = add nsw i64 %63, 1, !dbg !2891
  store i64 %67, ptr @live, align 8, !dbg !2891, !tbaa !511
  %68 = load i64, ptr @allocated_total, align 8, !dbg !2901, !tbaa !511
  %69 = add nsw i64 %68, 1, !dbg !2901
  store i64 %69, ptr @allocated_total, align 8, !dbg !2901, !tbaa !511
    #dbg_value(ptr %64, !462, !DIExpression(), !2840)
  %70 = getelementptr inbounds i8, ptr %64, i64 8, !dbg !2902
  store ptr %62, ptr %70, align 8, !dbg !2903, !tbaa !533
  %71 = getelementptr inbounds i8, ptr %64, i64 16, !dbg !2904
  store ptr %61, ptr %71, align 8, !dbg !2905, !tbaa !533
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3), !dbg !2906
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4), !dbg !2906
    #dbg_value(ptr %64, !2838, !DIExpression(), !2844)
  %72 = add nsw i32 %60, -4, !dbg !2907
  store i32 %72, ptr @nroots, align 4, !dbg !2907, !tbaa !498
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #18, !dbg !2908
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #18, !dbg !2908
  br label %73

73:                                               ; preds = %2, %59
  %74 = phi ptr [ %64, %59 ], [ @nil_obj, %2 ], !dbg !2844
  ret ptr %74, !dbg !2908
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !2909 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare !dbg !2912 noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare !dbg !2916 ptr @strncat(ptr noalias noundef returned, ptr noalias nocapture noundef readonly, i64 noundef) local_unnamed_addr #12

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @mark(ptr noundef %0) unnamed_addr #13 !dbg !2919 {
    #dbg_value(ptr %0, !2923, !DIExpression(), !2924)
  %2 = icmp eq ptr %0, null, !dbg !2925
  br i1 %2, label %21, label %3, !dbg !2926

3:                                                ; preds = %1, %13
  %4 = phi ptr [ %19, %13 ], [ %0, %1 ]
    #dbg_value(ptr %4, !2923, !DIExpression(), !2924)
  %5 = getelementptr inbounds i8, ptr %4, i64 4, !dbg !2927
  %6 = load i8, ptr %5, align 4, !dbg !2927, !tbaa !2688
  %7 = icmp eq i8 %6, 0, !dbg !2928
  br i1 %7, label %8, label %21, !dbg !2929

8:                                                ; preds = %3
  store i8 1, ptr %5, align 4, !dbg !2930, !tbaa !2688
  %9 = load i32, ptr %4, align 8, !dbg !2932, !tbaa !523
  switch i32 %9, label %21 [
    i32 3, label %13
    i32 5, label %10
  ], !dbg !2934

10:                                               ; preds = %8
  %11 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !2935
  %12 = load ptr, ptr %11, align 8, !dbg !2938, !tbaa !533
  tail call fastcc void @mark(ptr noundef %12), !dbg !2939
    #dbg_value(ptr poison, !2923, !DIExpression(), !2924)
  br label %13

13:                                               ; preds = %8, %10
  %14 = phi i64 [ 16, %10 ], [ 8, %8 ]
  %15 = phi i64 [ 24, %10 ], [ 16, %8 ]
  %16 = getelementptr inbounds i8, ptr %4, i64 %14, !dbg !2940
  %17 = load ptr, ptr %16, align 8, !dbg !2940, !tbaa !533
  tail call fastcc void @mark(ptr noundef %17), !dbg !2940
  %18 = getelementptr inbounds i8, ptr %4, i64 %15, !dbg !2940
  %19 = load ptr, ptr %18, align 8, !dbg !2940, !tbaa !533
    #dbg_value(ptr %19, !2923, !DIExpression(), !2924)
  %20 = icmp eq ptr %19, null, !dbg !2925
  br i1 %20, label %21, label %3, !dbg !2926, !llvm.loop !2941

21:                                               ; preds = %3, %13, %8, %1
  ret void, !dbg !2943
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !2944 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #14

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #15

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #16

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { nofree nounwind }
attributes #16 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #17 = { nounwind allocsize(0,1) }
attributes #18 = { nounwind }
attributes #19 = { nounwind willreturn memory(read) }
attributes #20 = { nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!447, !448, !449, !450, !451, !452, !453}
!llvm.ident = !{!454}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "symtab", scope: !2, file: !3, line: 20, type: !323, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !29, globals: !36, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/mini_lisp_interpreter.c", directory: ".", checksumkind: CSK_MD5, checksum: "e9bd69dbc1c6e5608bfc4af09e67628f")
!4 = !{!5, !14}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !3, line: 10, baseType: !6, size: 32, elements: !7)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !{!8, !9, !10, !11, !12, !13}
!8 = !DIEnumerator(name: "T_NIL", value: 0)
!9 = !DIEnumerator(name: "T_INT", value: 1)
!10 = !DIEnumerator(name: "T_SYM", value: 2)
!11 = !DIEnumerator(name: "T_CONS", value: 3)
!12 = !DIEnumerator(name: "T_PRIM", value: 4)
!13 = !DIEnumerator(name: "T_LAMBDA", value: 5)
!14 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !15, line: 46, baseType: !6, size: 32, elements: !16)
!15 = !DIFile(filename: "/usr/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!16 = !{!17, !18, !19, !20, !21, !22, !23, !24, !25, !26, !27, !28}
!17 = !DIEnumerator(name: "_ISupper", value: 256)
!18 = !DIEnumerator(name: "_ISlower", value: 512)
!19 = !DIEnumerator(name: "_ISalpha", value: 1024)
!20 = !DIEnumerator(name: "_ISdigit", value: 2048)
!21 = !DIEnumerator(name: "_ISxdigit", value: 4096)
!22 = !DIEnumerator(name: "_ISspace", value: 8192)
!23 = !DIEnumerator(name: "_ISprint", value: 16384)
!24 = !DIEnumerator(name: "_ISgraph", value: 32768)
!25 = !DIEnumerator(name: "_ISblank", value: 1)
!26 = !DIEnumerator(name: "_IScntrl", value: 2)
!27 = !DIEnumerator(name: "_ISpunct", value: 4)
!28 = !DIEnumerator(name: "_ISalnum", value: 8)
!29 = !{!30, !31, !32, !33, !34}
!30 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!32 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!33 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!35 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!36 = !{!37, !42, !47, !52, !54, !59, !61, !66, !68, !70, !75, !77, !79, !81, !83, !85, !87, !89, !91, !93, !95, !97, !99, !101, !103, !108, !110, !115, !117, !119, !124, !129, !131, !136, !138, !143, !145, !150, !155, !160, !162, !167, !169, !174, !176, !178, !180, !185, !190, !195, !200, !202, !204, !209, !211, !213, !215, !220, !222, !227, !229, !234, !236, !238, !243, !248, !250, !255, !257, !262, !264, !269, !271, !276, !278, !283, !288, !293, !295, !297, !299, !301, !303, !308, !310, !369, !374, !376, !378, !380, !382, !384, !386, !392, !394, !396, !398, !400, !402, !404, !406, !408, !410, !412, !414, !416, !418, !420, !422, !0, !424, !426, !428, !433, !435, !437, !439, !441, !443, !445}
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !3, line: 153, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 48, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 6)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !3, line: 153, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 24, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 3)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !3, line: 153, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 56, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 7)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !3, line: 153, type: !49, isLocal: true, isDefinition: true)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !3, line: 153, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 40, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 5)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !3, line: 154, type: !39, isLocal: true, isDefinition: true)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !3, line: 154, type: !63, isLocal: true, isDefinition: true)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 32, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 4)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !3, line: 154, type: !56, isLocal: true, isDefinition: true)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !3, line: 154, type: !56, isLocal: true, isDefinition: true)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !3, line: 154, type: !72, isLocal: true, isDefinition: true)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 16, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 2)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !3, line: 157, type: !72, isLocal: true, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !3, line: 157, type: !72, isLocal: true, isDefinition: true)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !3, line: 157, type: !72, isLocal: true, isDefinition: true)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !3, line: 157, type: !72, isLocal: true, isDefinition: true)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(scope: null, file: !3, line: 157, type: !63, isLocal: true, isDefinition: true)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(scope: null, file: !3, line: 157, type: !72, isLocal: true, isDefinition: true)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !3, line: 157, type: !72, isLocal: true, isDefinition: true)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !3, line: 158, type: !63, isLocal: true, isDefinition: true)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !3, line: 158, type: !56, isLocal: true, isDefinition: true)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(scope: null, file: !3, line: 158, type: !63, isLocal: true, isDefinition: true)
!95 = !DIGlobalVariableExpression(var: !96, expr: !DIExpression())
!96 = distinct !DIGlobalVariable(scope: null, file: !3, line: 158, type: !63, isLocal: true, isDefinition: true)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(scope: null, file: !3, line: 158, type: !39, isLocal: true, isDefinition: true)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(scope: null, file: !3, line: 158, type: !39, isLocal: true, isDefinition: true)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(scope: null, file: !3, line: 158, type: !56, isLocal: true, isDefinition: true)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(scope: null, file: !3, line: 160, type: !105, isLocal: true, isDefinition: true)
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 80, elements: !106)
!106 = !{!107}
!107 = !DISubrange(count: 10)
!108 = !DIGlobalVariableExpression(var: !109, expr: !DIExpression())
!109 = distinct !DIGlobalVariable(scope: null, file: !3, line: 160, type: !72, isLocal: true, isDefinition: true)
!110 = !DIGlobalVariableExpression(var: !111, expr: !DIExpression())
!111 = distinct !DIGlobalVariable(scope: null, file: !3, line: 161, type: !112, isLocal: true, isDefinition: true)
!112 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 432, elements: !113)
!113 = !{!114}
!114 = !DISubrange(count: 54)
!115 = !DIGlobalVariableExpression(var: !116, expr: !DIExpression())
!116 = distinct !DIGlobalVariable(scope: null, file: !3, line: 161, type: !56, isLocal: true, isDefinition: true)
!117 = !DIGlobalVariableExpression(var: !118, expr: !DIExpression())
!118 = distinct !DIGlobalVariable(scope: null, file: !3, line: 162, type: !105, isLocal: true, isDefinition: true)
!119 = !DIGlobalVariableExpression(var: !120, expr: !DIExpression())
!120 = distinct !DIGlobalVariable(scope: null, file: !3, line: 162, type: !121, isLocal: true, isDefinition: true)
!121 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 160, elements: !122)
!122 = !{!123}
!123 = !DISubrange(count: 20)
!124 = !DIGlobalVariableExpression(var: !125, expr: !DIExpression())
!125 = distinct !DIGlobalVariable(scope: null, file: !3, line: 163, type: !126, isLocal: true, isDefinition: true)
!126 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 512, elements: !127)
!127 = !{!128}
!128 = !DISubrange(count: 64)
!129 = !DIGlobalVariableExpression(var: !130, expr: !DIExpression())
!130 = distinct !DIGlobalVariable(scope: null, file: !3, line: 163, type: !63, isLocal: true, isDefinition: true)
!131 = !DIGlobalVariableExpression(var: !132, expr: !DIExpression())
!132 = distinct !DIGlobalVariable(scope: null, file: !3, line: 164, type: !133, isLocal: true, isDefinition: true)
!133 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 72, elements: !134)
!134 = !{!135}
!135 = !DISubrange(count: 9)
!136 = !DIGlobalVariableExpression(var: !137, expr: !DIExpression())
!137 = distinct !DIGlobalVariable(scope: null, file: !3, line: 164, type: !56, isLocal: true, isDefinition: true)
!138 = !DIGlobalVariableExpression(var: !139, expr: !DIExpression())
!139 = distinct !DIGlobalVariable(scope: null, file: !3, line: 165, type: !140, isLocal: true, isDefinition: true)
!140 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 584, elements: !141)
!141 = !{!142}
!142 = !DISubrange(count: 73)
!143 = !DIGlobalVariableExpression(var: !144, expr: !DIExpression())
!144 = distinct !DIGlobalVariable(scope: null, file: !3, line: 165, type: !63, isLocal: true, isDefinition: true)
!145 = !DIGlobalVariableExpression(var: !146, expr: !DIExpression())
!146 = distinct !DIGlobalVariable(scope: null, file: !3, line: 166, type: !147, isLocal: true, isDefinition: true)
!147 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 320, elements: !148)
!148 = !{!149}
!149 = !DISubrange(count: 40)
!150 = !DIGlobalVariableExpression(var: !151, expr: !DIExpression())
!151 = distinct !DIGlobalVariable(scope: null, file: !3, line: 166, type: !152, isLocal: true, isDefinition: true)
!152 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 112, elements: !153)
!153 = !{!154}
!154 = !DISubrange(count: 14)
!155 = !DIGlobalVariableExpression(var: !156, expr: !DIExpression())
!156 = distinct !DIGlobalVariable(scope: null, file: !3, line: 167, type: !157, isLocal: true, isDefinition: true)
!157 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 520, elements: !158)
!158 = !{!159}
!159 = !DISubrange(count: 65)
!160 = !DIGlobalVariableExpression(var: !161, expr: !DIExpression())
!161 = distinct !DIGlobalVariable(scope: null, file: !3, line: 167, type: !39, isLocal: true, isDefinition: true)
!162 = !DIGlobalVariableExpression(var: !163, expr: !DIExpression())
!163 = distinct !DIGlobalVariable(scope: null, file: !3, line: 168, type: !164, isLocal: true, isDefinition: true)
!164 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 624, elements: !165)
!165 = !{!166}
!166 = !DISubrange(count: 78)
!167 = !DIGlobalVariableExpression(var: !168, expr: !DIExpression())
!168 = distinct !DIGlobalVariable(scope: null, file: !3, line: 168, type: !39, isLocal: true, isDefinition: true)
!169 = !DIGlobalVariableExpression(var: !170, expr: !DIExpression())
!170 = distinct !DIGlobalVariable(scope: null, file: !3, line: 169, type: !171, isLocal: true, isDefinition: true)
!171 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 216, elements: !172)
!172 = !{!173}
!173 = !DISubrange(count: 27)
!174 = !DIGlobalVariableExpression(var: !175, expr: !DIExpression())
!175 = distinct !DIGlobalVariable(scope: null, file: !3, line: 169, type: !49, isLocal: true, isDefinition: true)
!176 = !DIGlobalVariableExpression(var: !177, expr: !DIExpression())
!177 = distinct !DIGlobalVariable(scope: null, file: !3, line: 170, type: !126, isLocal: true, isDefinition: true)
!178 = !DIGlobalVariableExpression(var: !179, expr: !DIExpression())
!179 = distinct !DIGlobalVariable(scope: null, file: !3, line: 170, type: !56, isLocal: true, isDefinition: true)
!180 = !DIGlobalVariableExpression(var: !181, expr: !DIExpression())
!181 = distinct !DIGlobalVariable(scope: null, file: !3, line: 171, type: !182, isLocal: true, isDefinition: true)
!182 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 128, elements: !183)
!183 = !{!184}
!184 = !DISubrange(count: 16)
!185 = !DIGlobalVariableExpression(var: !186, expr: !DIExpression())
!186 = distinct !DIGlobalVariable(scope: null, file: !3, line: 171, type: !187, isLocal: true, isDefinition: true)
!187 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 88, elements: !188)
!188 = !{!189}
!189 = !DISubrange(count: 11)
!190 = !DIGlobalVariableExpression(var: !191, expr: !DIExpression())
!191 = distinct !DIGlobalVariable(scope: null, file: !3, line: 172, type: !192, isLocal: true, isDefinition: true)
!192 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 632, elements: !193)
!193 = !{!194}
!194 = !DISubrange(count: 79)
!195 = !DIGlobalVariableExpression(var: !196, expr: !DIExpression())
!196 = distinct !DIGlobalVariable(scope: null, file: !3, line: 172, type: !197, isLocal: true, isDefinition: true)
!197 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 104, elements: !198)
!198 = !{!199}
!199 = !DISubrange(count: 13)
!200 = !DIGlobalVariableExpression(var: !201, expr: !DIExpression())
!201 = distinct !DIGlobalVariable(scope: null, file: !3, line: 173, type: !171, isLocal: true, isDefinition: true)
!202 = !DIGlobalVariableExpression(var: !203, expr: !DIExpression())
!203 = distinct !DIGlobalVariable(scope: null, file: !3, line: 173, type: !44, isLocal: true, isDefinition: true)
!204 = !DIGlobalVariableExpression(var: !205, expr: !DIExpression())
!205 = distinct !DIGlobalVariable(scope: null, file: !3, line: 174, type: !206, isLocal: true, isDefinition: true)
!206 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 184, elements: !207)
!207 = !{!208}
!208 = !DISubrange(count: 23)
!209 = !DIGlobalVariableExpression(var: !210, expr: !DIExpression())
!210 = distinct !DIGlobalVariable(scope: null, file: !3, line: 174, type: !72, isLocal: true, isDefinition: true)
!211 = !DIGlobalVariableExpression(var: !212, expr: !DIExpression())
!212 = distinct !DIGlobalVariable(scope: null, file: !3, line: 175, type: !112, isLocal: true, isDefinition: true)
!213 = !DIGlobalVariableExpression(var: !214, expr: !DIExpression())
!214 = distinct !DIGlobalVariable(scope: null, file: !3, line: 175, type: !44, isLocal: true, isDefinition: true)
!215 = !DIGlobalVariableExpression(var: !216, expr: !DIExpression())
!216 = distinct !DIGlobalVariable(scope: null, file: !3, line: 176, type: !217, isLocal: true, isDefinition: true)
!217 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 488, elements: !218)
!218 = !{!219}
!219 = !DISubrange(count: 61)
!220 = !DIGlobalVariableExpression(var: !221, expr: !DIExpression())
!221 = distinct !DIGlobalVariable(scope: null, file: !3, line: 176, type: !63, isLocal: true, isDefinition: true)
!222 = !DIGlobalVariableExpression(var: !223, expr: !DIExpression())
!223 = distinct !DIGlobalVariable(scope: null, file: !3, line: 177, type: !224, isLocal: true, isDefinition: true)
!224 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 168, elements: !225)
!225 = !{!226}
!226 = !DISubrange(count: 21)
!227 = !DIGlobalVariableExpression(var: !228, expr: !DIExpression())
!228 = distinct !DIGlobalVariable(scope: null, file: !3, line: 177, type: !152, isLocal: true, isDefinition: true)
!229 = !DIGlobalVariableExpression(var: !230, expr: !DIExpression())
!230 = distinct !DIGlobalVariable(scope: null, file: !3, line: 178, type: !231, isLocal: true, isDefinition: true)
!231 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 448, elements: !232)
!232 = !{!233}
!233 = !DISubrange(count: 56)
!234 = !DIGlobalVariableExpression(var: !235, expr: !DIExpression())
!235 = distinct !DIGlobalVariable(scope: null, file: !3, line: 178, type: !39, isLocal: true, isDefinition: true)
!236 = !DIGlobalVariableExpression(var: !237, expr: !DIExpression())
!237 = distinct !DIGlobalVariable(scope: null, file: !3, line: 179, type: !187, isLocal: true, isDefinition: true)
!238 = !DIGlobalVariableExpression(var: !239, expr: !DIExpression())
!239 = distinct !DIGlobalVariable(scope: null, file: !3, line: 179, type: !240, isLocal: true, isDefinition: true)
!240 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 64, elements: !241)
!241 = !{!242}
!242 = !DISubrange(count: 8)
!243 = !DIGlobalVariableExpression(var: !244, expr: !DIExpression())
!244 = distinct !DIGlobalVariable(scope: null, file: !3, line: 180, type: !245, isLocal: true, isDefinition: true)
!245 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 176, elements: !246)
!246 = !{!247}
!247 = !DISubrange(count: 22)
!248 = !DIGlobalVariableExpression(var: !249, expr: !DIExpression())
!249 = distinct !DIGlobalVariable(scope: null, file: !3, line: 180, type: !240, isLocal: true, isDefinition: true)
!250 = !DIGlobalVariableExpression(var: !251, expr: !DIExpression())
!251 = distinct !DIGlobalVariable(scope: null, file: !3, line: 181, type: !252, isLocal: true, isDefinition: true)
!252 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 1424, elements: !253)
!253 = !{!254}
!254 = !DISubrange(count: 178)
!255 = !DIGlobalVariableExpression(var: !256, expr: !DIExpression())
!256 = distinct !DIGlobalVariable(scope: null, file: !3, line: 181, type: !39, isLocal: true, isDefinition: true)
!257 = !DIGlobalVariableExpression(var: !258, expr: !DIExpression())
!258 = distinct !DIGlobalVariable(scope: null, file: !3, line: 182, type: !259, isLocal: true, isDefinition: true)
!259 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 952, elements: !260)
!260 = !{!261}
!261 = !DISubrange(count: 119)
!262 = !DIGlobalVariableExpression(var: !263, expr: !DIExpression())
!263 = distinct !DIGlobalVariable(scope: null, file: !3, line: 182, type: !49, isLocal: true, isDefinition: true)
!264 = !DIGlobalVariableExpression(var: !265, expr: !DIExpression())
!265 = distinct !DIGlobalVariable(scope: null, file: !3, line: 183, type: !266, isLocal: true, isDefinition: true)
!266 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 600, elements: !267)
!267 = !{!268}
!268 = !DISubrange(count: 75)
!269 = !DIGlobalVariableExpression(var: !270, expr: !DIExpression())
!270 = distinct !DIGlobalVariable(scope: null, file: !3, line: 183, type: !240, isLocal: true, isDefinition: true)
!271 = !DIGlobalVariableExpression(var: !272, expr: !DIExpression())
!272 = distinct !DIGlobalVariable(scope: null, file: !3, line: 184, type: !273, isLocal: true, isDefinition: true)
!273 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 408, elements: !274)
!274 = !{!275}
!275 = !DISubrange(count: 51)
!276 = !DIGlobalVariableExpression(var: !277, expr: !DIExpression())
!277 = distinct !DIGlobalVariable(scope: null, file: !3, line: 184, type: !240, isLocal: true, isDefinition: true)
!278 = !DIGlobalVariableExpression(var: !279, expr: !DIExpression())
!279 = distinct !DIGlobalVariable(scope: null, file: !3, line: 185, type: !280, isLocal: true, isDefinition: true)
!280 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 304, elements: !281)
!281 = !{!282}
!282 = !DISubrange(count: 38)
!283 = !DIGlobalVariableExpression(var: !284, expr: !DIExpression())
!284 = distinct !DIGlobalVariable(scope: null, file: !3, line: 185, type: !285, isLocal: true, isDefinition: true)
!285 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 232, elements: !286)
!286 = !{!287}
!287 = !DISubrange(count: 29)
!288 = !DIGlobalVariableExpression(var: !289, expr: !DIExpression())
!289 = distinct !DIGlobalVariable(scope: null, file: !3, line: 186, type: !290, isLocal: true, isDefinition: true)
!290 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 856, elements: !291)
!291 = !{!292}
!292 = !DISubrange(count: 107)
!293 = !DIGlobalVariableExpression(var: !294, expr: !DIExpression())
!294 = distinct !DIGlobalVariable(scope: null, file: !3, line: 186, type: !63, isLocal: true, isDefinition: true)
!295 = !DIGlobalVariableExpression(var: !296, expr: !DIExpression())
!296 = distinct !DIGlobalVariable(scope: null, file: !3, line: 187, type: !105, isLocal: true, isDefinition: true)
!297 = !DIGlobalVariableExpression(var: !298, expr: !DIExpression())
!298 = distinct !DIGlobalVariable(scope: null, file: !3, line: 187, type: !72, isLocal: true, isDefinition: true)
!299 = !DIGlobalVariableExpression(var: !300, expr: !DIExpression())
!300 = distinct !DIGlobalVariable(scope: null, file: !3, line: 188, type: !224, isLocal: true, isDefinition: true)
!301 = !DIGlobalVariableExpression(var: !302, expr: !DIExpression())
!302 = distinct !DIGlobalVariable(scope: null, file: !3, line: 188, type: !44, isLocal: true, isDefinition: true)
!303 = !DIGlobalVariableExpression(var: !304, expr: !DIExpression())
!304 = distinct !DIGlobalVariable(scope: null, file: !3, line: 189, type: !305, isLocal: true, isDefinition: true)
!305 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 136, elements: !306)
!306 = !{!307}
!307 = !DISubrange(count: 17)
!308 = !DIGlobalVariableExpression(var: !309, expr: !DIExpression())
!309 = distinct !DIGlobalVariable(scope: null, file: !3, line: 189, type: !44, isLocal: true, isDefinition: true)
!310 = !DIGlobalVariableExpression(var: !311, expr: !DIExpression())
!311 = distinct !DIGlobalVariable(name: "tests", scope: !312, file: !3, line: 159, type: !361, isLocal: true, isDefinition: true)
!312 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 151, type: !313, scopeLine: 151, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !315)
!313 = !DISubroutineType(types: !314)
!314 = !{!30}
!315 = !{!316, !317, !318, !320, !355, !356, !360}
!316 = !DILocalVariable(name: "ntests", scope: !312, file: !3, line: 191, type: !30)
!317 = !DILocalVariable(name: "passed", scope: !312, file: !3, line: 191, type: !30)
!318 = !DILocalVariable(name: "i", scope: !319, file: !3, line: 192, type: !30)
!319 = distinct !DILexicalBlock(scope: !312, file: !3, line: 192, column: 5)
!320 = !DILocalVariable(name: "e", scope: !321, file: !3, line: 193, type: !323)
!321 = distinct !DILexicalBlock(scope: !322, file: !3, line: 192, column: 38)
!322 = distinct !DILexicalBlock(scope: !319, file: !3, line: 192, column: 5)
!323 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !324, size: 64)
!324 = !DIDerivedType(tag: DW_TAG_typedef, name: "Obj", file: !3, line: 11, baseType: !325)
!325 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Obj", file: !3, line: 13, size: 320, elements: !326)
!326 = !{!327, !329, !330, !354}
!327 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !325, file: !3, line: 13, baseType: !328, size: 32)
!328 = !DIDerivedType(tag: DW_TAG_typedef, name: "Tag", file: !3, line: 10, baseType: !5)
!329 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !325, file: !3, line: 13, baseType: !32, size: 8, offset: 32)
!330 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !325, file: !3, line: 13, baseType: !331, size: 192, offset: 64)
!331 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !325, file: !3, line: 13, size: 192, elements: !332)
!332 = !{!333, !335, !338, !343, !348}
!333 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !331, file: !3, line: 13, baseType: !334, size: 64)
!334 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!335 = !DIDerivedType(tag: DW_TAG_member, name: "sym", scope: !331, file: !3, line: 13, baseType: !336, size: 64)
!336 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !337, size: 64)
!337 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !35)
!338 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !331, file: !3, line: 13, baseType: !339, size: 128)
!339 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !331, file: !3, line: 13, size: 128, elements: !340)
!340 = !{!341, !342}
!341 = !DIDerivedType(tag: DW_TAG_member, name: "car", scope: !339, file: !3, line: 13, baseType: !323, size: 64)
!342 = !DIDerivedType(tag: DW_TAG_member, name: "cdr", scope: !339, file: !3, line: 13, baseType: !323, size: 64, offset: 64)
!343 = !DIDerivedType(tag: DW_TAG_member, name: "prim", scope: !331, file: !3, line: 13, baseType: !344, size: 64)
!344 = !DIDerivedType(tag: DW_TAG_typedef, name: "PrimFn", file: !3, line: 12, baseType: !345)
!345 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !346, size: 64)
!346 = !DISubroutineType(types: !347)
!347 = !{!323, !323}
!348 = !DIDerivedType(tag: DW_TAG_member, name: "fn", scope: !331, file: !3, line: 13, baseType: !349, size: 192)
!349 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !331, file: !3, line: 13, size: 192, elements: !350)
!350 = !{!351, !352, !353}
!351 = !DIDerivedType(tag: DW_TAG_member, name: "params", scope: !349, file: !3, line: 13, baseType: !323, size: 64)
!352 = !DIDerivedType(tag: DW_TAG_member, name: "body", scope: !349, file: !3, line: 13, baseType: !323, size: 64, offset: 64)
!353 = !DIDerivedType(tag: DW_TAG_member, name: "env", scope: !349, file: !3, line: 13, baseType: !323, size: 64, offset: 128)
!354 = !DIDerivedType(tag: DW_TAG_member, name: "next_alloc", scope: !325, file: !3, line: 13, baseType: !323, size: 64, offset: 256)
!355 = !DILocalVariable(name: "v", scope: !321, file: !3, line: 194, type: !323)
!356 = !DILocalVariable(name: "out", scope: !321, file: !3, line: 195, type: !357)
!357 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 4096, elements: !358)
!358 = !{!359}
!359 = !DISubrange(count: 512)
!360 = !DILocalVariable(name: "ok", scope: !321, file: !3, line: 196, type: !30)
!361 = !DICompositeType(tag: DW_TAG_array_type, baseType: !362, size: 3840, elements: !367)
!362 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !363)
!363 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !312, file: !3, line: 159, size: 128, elements: !364)
!364 = !{!365, !366}
!365 = !DIDerivedType(tag: DW_TAG_member, name: "code", scope: !363, file: !3, line: 159, baseType: !336, size: 64)
!366 = !DIDerivedType(tag: DW_TAG_member, name: "expect", scope: !363, file: !3, line: 159, baseType: !336, size: 64, offset: 64)
!367 = !{!368}
!368 = !DISubrange(count: 30)
!369 = !DIGlobalVariableExpression(var: !370, expr: !DIExpression())
!370 = distinct !DIGlobalVariable(scope: null, file: !3, line: 197, type: !371, isLocal: true, isDefinition: true)
!371 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 144, elements: !372)
!372 = !{!373}
!373 = !DISubrange(count: 18)
!374 = !DIGlobalVariableExpression(var: !375, expr: !DIExpression())
!375 = distinct !DIGlobalVariable(scope: null, file: !3, line: 197, type: !56, isLocal: true, isDefinition: true)
!376 = !DIGlobalVariableExpression(var: !377, expr: !DIExpression())
!377 = distinct !DIGlobalVariable(scope: null, file: !3, line: 197, type: !56, isLocal: true, isDefinition: true)
!378 = !DIGlobalVariableExpression(var: !379, expr: !DIExpression())
!379 = distinct !DIGlobalVariable(scope: null, file: !3, line: 200, type: !140, isLocal: true, isDefinition: true)
!380 = !DIGlobalVariableExpression(var: !381, expr: !DIExpression())
!381 = distinct !DIGlobalVariable(name: "live", scope: !2, file: !3, line: 15, type: !334, isLocal: true, isDefinition: true)
!382 = !DIGlobalVariableExpression(var: !383, expr: !DIExpression())
!383 = distinct !DIGlobalVariable(name: "allocated_total", scope: !2, file: !3, line: 15, type: !334, isLocal: true, isDefinition: true)
!384 = !DIGlobalVariableExpression(var: !385, expr: !DIExpression())
!385 = distinct !DIGlobalVariable(name: "collections", scope: !2, file: !3, line: 15, type: !334, isLocal: true, isDefinition: true)
!386 = !DIGlobalVariableExpression(var: !387, expr: !DIExpression())
!387 = distinct !DIGlobalVariable(name: "roots", scope: !2, file: !3, line: 17, type: !388, isLocal: true, isDefinition: true)
!388 = !DICompositeType(tag: DW_TAG_array_type, baseType: !389, size: 8388608, elements: !390)
!389 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !323, size: 64)
!390 = !{!391}
!391 = !DISubrange(count: 131072)
!392 = !DIGlobalVariableExpression(var: !393, expr: !DIExpression())
!393 = distinct !DIGlobalVariable(name: "nroots", scope: !2, file: !3, line: 17, type: !30, isLocal: true, isDefinition: true)
!394 = !DIGlobalVariableExpression(var: !395, expr: !DIExpression())
!395 = distinct !DIGlobalVariable(name: "global_env", scope: !2, file: !3, line: 20, type: !323, isLocal: true, isDefinition: true)
!396 = !DIGlobalVariableExpression(var: !397, expr: !DIExpression())
!397 = distinct !DIGlobalVariable(name: "S_quote", scope: !2, file: !3, line: 21, type: !323, isLocal: true, isDefinition: true)
!398 = !DIGlobalVariableExpression(var: !399, expr: !DIExpression())
!399 = distinct !DIGlobalVariable(name: "S_if", scope: !2, file: !3, line: 21, type: !323, isLocal: true, isDefinition: true)
!400 = !DIGlobalVariableExpression(var: !401, expr: !DIExpression())
!401 = distinct !DIGlobalVariable(name: "S_define", scope: !2, file: !3, line: 21, type: !323, isLocal: true, isDefinition: true)
!402 = !DIGlobalVariableExpression(var: !403, expr: !DIExpression())
!403 = distinct !DIGlobalVariable(name: "S_lambda", scope: !2, file: !3, line: 21, type: !323, isLocal: true, isDefinition: true)
!404 = !DIGlobalVariableExpression(var: !405, expr: !DIExpression())
!405 = distinct !DIGlobalVariable(name: "S_set", scope: !2, file: !3, line: 21, type: !323, isLocal: true, isDefinition: true)
!406 = !DIGlobalVariableExpression(var: !407, expr: !DIExpression())
!407 = distinct !DIGlobalVariable(name: "S_begin", scope: !2, file: !3, line: 21, type: !323, isLocal: true, isDefinition: true)
!408 = !DIGlobalVariableExpression(var: !409, expr: !DIExpression())
!409 = distinct !DIGlobalVariable(name: "S_let", scope: !2, file: !3, line: 21, type: !323, isLocal: true, isDefinition: true)
!410 = !DIGlobalVariableExpression(var: !411, expr: !DIExpression())
!411 = distinct !DIGlobalVariable(name: "S_cond", scope: !2, file: !3, line: 21, type: !323, isLocal: true, isDefinition: true)
!412 = !DIGlobalVariableExpression(var: !413, expr: !DIExpression())
!413 = distinct !DIGlobalVariable(name: "S_else", scope: !2, file: !3, line: 21, type: !323, isLocal: true, isDefinition: true)
!414 = !DIGlobalVariableExpression(var: !415, expr: !DIExpression())
!415 = distinct !DIGlobalVariable(name: "S_t", scope: !2, file: !3, line: 21, type: !323, isLocal: true, isDefinition: true)
!416 = !DIGlobalVariableExpression(var: !417, expr: !DIExpression())
!417 = distinct !DIGlobalVariable(name: "src", scope: !2, file: !3, line: 52, type: !336, isLocal: true, isDefinition: true)
!418 = !DIGlobalVariableExpression(var: !419, expr: !DIExpression())
!419 = distinct !DIGlobalVariable(name: "errors", scope: !2, file: !3, line: 93, type: !30, isLocal: true, isDefinition: true)
!420 = !DIGlobalVariableExpression(var: !421, expr: !DIExpression())
!421 = distinct !DIGlobalVariable(name: "NIL", scope: !2, file: !3, line: 16, type: !323, isLocal: true, isDefinition: true)
!422 = !DIGlobalVariableExpression(var: !423, expr: !DIExpression())
!423 = distinct !DIGlobalVariable(name: "nil_obj", scope: !2, file: !3, line: 16, type: !324, isLocal: true, isDefinition: true)
!424 = !DIGlobalVariableExpression(var: !425, expr: !DIExpression())
!425 = distinct !DIGlobalVariable(name: "all_objs", scope: !2, file: !3, line: 15, type: !323, isLocal: true, isDefinition: true)
!426 = !DIGlobalVariableExpression(var: !427, expr: !DIExpression())
!427 = distinct !DIGlobalVariable(scope: null, file: !3, line: 103, type: !224, isLocal: true, isDefinition: true)
!428 = !DIGlobalVariableExpression(var: !429, expr: !DIExpression())
!429 = distinct !DIGlobalVariable(scope: null, file: !3, line: 121, type: !430, isLocal: true, isDefinition: true)
!430 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 200, elements: !431)
!431 = !{!432}
!432 = !DISubrange(count: 25)
!433 = !DIGlobalVariableExpression(var: !434, expr: !DIExpression())
!434 = distinct !DIGlobalVariable(scope: null, file: !3, line: 76, type: !63, isLocal: true, isDefinition: true)
!435 = !DIGlobalVariableExpression(var: !436, expr: !DIExpression())
!436 = distinct !DIGlobalVariable(scope: null, file: !3, line: 78, type: !240, isLocal: true, isDefinition: true)
!437 = !DIGlobalVariableExpression(var: !438, expr: !DIExpression())
!438 = distinct !DIGlobalVariable(scope: null, file: !3, line: 79, type: !105, isLocal: true, isDefinition: true)
!439 = !DIGlobalVariableExpression(var: !440, expr: !DIExpression())
!440 = distinct !DIGlobalVariable(scope: null, file: !3, line: 81, type: !72, isLocal: true, isDefinition: true)
!441 = !DIGlobalVariableExpression(var: !442, expr: !DIExpression())
!442 = distinct !DIGlobalVariable(scope: null, file: !3, line: 82, type: !63, isLocal: true, isDefinition: true)
!443 = !DIGlobalVariableExpression(var: !444, expr: !DIExpression())
!444 = distinct !DIGlobalVariable(scope: null, file: !3, line: 82, type: !72, isLocal: true, isDefinition: true)
!445 = !DIGlobalVariableExpression(var: !446, expr: !DIExpression())
!446 = distinct !DIGlobalVariable(scope: null, file: !3, line: 83, type: !72, isLocal: true, isDefinition: true)
!447 = !{i32 7, !"Dwarf Version", i32 5}
!448 = !{i32 2, !"Debug Info Version", i32 3}
!449 = !{i32 1, !"wchar_size", i32 4}
!450 = !{i32 8, !"PIC Level", i32 2}
!451 = !{i32 7, !"PIE Level", i32 2}
!452 = !{i32 7, !"uwtable", i32 2}
!453 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!454 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!455 = distinct !DIAssignID()
!456 = !DILocalVariable(name: "a", arg: 1, scope: !457, file: !3, line: 43, type: !323)
!457 = distinct !DISubprogram(name: "cons", scope: !3, file: !3, line: 43, type: !458, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !460)
!458 = !DISubroutineType(types: !459)
!459 = !{!323, !323, !323}
!460 = !{!456, !461, !462}
!461 = !DILocalVariable(name: "d", arg: 2, scope: !457, file: !3, line: 43, type: !323)
!462 = !DILocalVariable(name: "o", scope: !457, file: !3, line: 43, type: !323)
!463 = !DILocation(line: 0, scope: !457, inlinedAt: !464)
!464 = distinct !DILocation(line: 155, column: 18, scope: !312)
!465 = distinct !DIAssignID()
!466 = distinct !DIAssignID()
!467 = !DILocation(line: 0, scope: !321)
!468 = distinct !DIAssignID()
!469 = distinct !DIAssignID()
!470 = !DILocation(line: 152, column: 12, scope: !312)
!471 = !{!472, !472, i64 0}
!472 = !{!"any pointer", !473, i64 0}
!473 = !{!"omnipotent char", !474, i64 0}
!474 = !{!"Simple C/C++ TBAA"}
!475 = !DILocation(line: 153, column: 15, scope: !312)
!476 = !DILocation(line: 153, column: 13, scope: !312)
!477 = !DILocation(line: 153, column: 39, scope: !312)
!478 = !DILocation(line: 153, column: 37, scope: !312)
!479 = !DILocation(line: 153, column: 64, scope: !312)
!480 = !DILocation(line: 153, column: 62, scope: !312)
!481 = !DILocation(line: 153, column: 93, scope: !312)
!482 = !DILocation(line: 153, column: 91, scope: !312)
!483 = !DILocation(line: 153, column: 119, scope: !312)
!484 = !DILocation(line: 153, column: 117, scope: !312)
!485 = !DILocation(line: 154, column: 15, scope: !312)
!486 = !DILocation(line: 154, column: 13, scope: !312)
!487 = !DILocation(line: 154, column: 40, scope: !312)
!488 = !DILocation(line: 154, column: 38, scope: !312)
!489 = !DILocation(line: 154, column: 64, scope: !312)
!490 = !DILocation(line: 154, column: 62, scope: !312)
!491 = !DILocation(line: 154, column: 89, scope: !312)
!492 = !DILocation(line: 154, column: 87, scope: !312)
!493 = !DILocation(line: 154, column: 111, scope: !312)
!494 = !DILocation(line: 154, column: 109, scope: !312)
!495 = distinct !DIAssignID()
!496 = distinct !DIAssignID()
!497 = !DILocation(line: 43, column: 36, scope: !457, inlinedAt: !464)
!498 = !{!499, !499, i64 0}
!499 = !{!"int", !473, i64 0}
!500 = !DILocation(line: 43, column: 45, scope: !457, inlinedAt: !464)
!501 = !DILocalVariable(name: "t", arg: 1, scope: !502, file: !3, line: 38, type: !328)
!502 = distinct !DISubprogram(name: "alloc", scope: !3, file: !3, line: 38, type: !503, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !505)
!503 = !DISubroutineType(types: !504)
!504 = !{!323, !328}
!505 = !{!501, !506}
!506 = !DILocalVariable(name: "o", scope: !502, file: !3, line: 40, type: !323)
!507 = !DILocation(line: 0, scope: !502, inlinedAt: !508)
!508 = distinct !DILocation(line: 43, column: 63, scope: !457, inlinedAt: !464)
!509 = !DILocation(line: 39, column: 9, scope: !510, inlinedAt: !508)
!510 = distinct !DILexicalBlock(scope: !502, file: !3, line: 39, column: 9)
!511 = !{!512, !512, i64 0}
!512 = !{!"long", !473, i64 0}
!513 = !DILocation(line: 39, column: 14, scope: !510, inlinedAt: !508)
!514 = !DILocation(line: 39, column: 9, scope: !502, inlinedAt: !508)
!515 = !DILocation(line: 39, column: 24, scope: !510, inlinedAt: !508)
!516 = !DILocation(line: 40, column: 92, scope: !502, inlinedAt: !508)
!517 = !DILocation(line: 43, column: 91, scope: !457, inlinedAt: !464)
!518 = !DILocation(line: 43, column: 107, scope: !457, inlinedAt: !464)
!519 = !DILocation(line: 43, column: 110, scope: !457, inlinedAt: !464)
!520 = !DILocation(line: 156, column: 24, scope: !312)
!521 = !DILocation(line: 40, column: 14, scope: !502, inlinedAt: !508)
!522 = !DILocation(line: 40, column: 43, scope: !502, inlinedAt: !508)
!523 = !{!524, !499, i64 0}
!524 = !{!"Obj", !499, i64 0, !473, i64 4, !473, i64 8, !472, i64 32}
!525 = !DILocation(line: 40, column: 64, scope: !502, inlinedAt: !508)
!526 = !DILocation(line: 40, column: 51, scope: !502, inlinedAt: !508)
!527 = !DILocation(line: 40, column: 62, scope: !502, inlinedAt: !508)
!528 = !{!524, !472, i64 32}
!529 = !DILocation(line: 40, column: 83, scope: !502, inlinedAt: !508)
!530 = !DILocation(line: 40, column: 111, scope: !502, inlinedAt: !508)
!531 = !DILocation(line: 43, column: 81, scope: !457, inlinedAt: !464)
!532 = !DILocation(line: 43, column: 89, scope: !457, inlinedAt: !464)
!533 = !{!473, !473, i64 0}
!534 = !DILocation(line: 43, column: 101, scope: !457, inlinedAt: !464)
!535 = !DILocation(line: 43, column: 105, scope: !457, inlinedAt: !464)
!536 = !DILocation(line: 43, column: 118, scope: !457, inlinedAt: !464)
!537 = !DILocation(line: 155, column: 16, scope: !312)
!538 = !DILocation(line: 156, column: 5, scope: !312)
!539 = !DILocation(line: 157, column: 5, scope: !312)
!540 = !DILocation(line: 157, column: 26, scope: !312)
!541 = !DILocation(line: 157, column: 47, scope: !312)
!542 = !DILocation(line: 157, column: 68, scope: !312)
!543 = !DILocation(line: 157, column: 89, scope: !312)
!544 = !DILocation(line: 157, column: 112, scope: !312)
!545 = !DILocation(line: 157, column: 132, scope: !312)
!546 = !DILocation(line: 158, column: 5, scope: !312)
!547 = !DILocation(line: 158, column: 27, scope: !312)
!548 = !DILocation(line: 158, column: 52, scope: !312)
!549 = !DILocation(line: 158, column: 75, scope: !312)
!550 = !DILocation(line: 158, column: 98, scope: !312)
!551 = !DILocation(line: 158, column: 124, scope: !312)
!552 = !DILocation(line: 158, column: 151, scope: !312)
!553 = !DILocation(line: 0, scope: !312)
!554 = !DILocation(line: 0, scope: !319)
!555 = !DILocation(line: 192, column: 5, scope: !319)
!556 = !DILocation(line: 199, column: 5, scope: !312)
!557 = !DILocation(line: 200, column: 105, scope: !312)
!558 = !DILocation(line: 200, column: 113, scope: !312)
!559 = !DILocation(line: 200, column: 125, scope: !312)
!560 = !DILocation(line: 200, column: 130, scope: !312)
!561 = !DILocation(line: 200, column: 136, scope: !312)
!562 = !DILocation(line: 200, column: 5, scope: !312)
!563 = !DILocation(line: 201, column: 19, scope: !312)
!564 = !DILocation(line: 201, column: 5, scope: !312)
!565 = !DILocation(line: 193, column: 15, scope: !321)
!566 = !DILocation(line: 193, column: 24, scope: !321)
!567 = !{!568, !472, i64 0}
!568 = !{!"", !472, i64 0, !472, i64 8}
!569 = !DILocation(line: 193, column: 13, scope: !321)
!570 = !DILocation(line: 193, column: 30, scope: !321)
!571 = !DILocation(line: 193, column: 39, scope: !321)
!572 = !DILocation(line: 193, column: 35, scope: !321)
!573 = distinct !DIAssignID()
!574 = !DILocation(line: 193, column: 52, scope: !321)
!575 = !DILocation(line: 194, column: 9, scope: !321)
!576 = !DILocation(line: 194, column: 26, scope: !321)
!577 = !DILocation(line: 194, column: 18, scope: !321)
!578 = !DILocation(line: 194, column: 14, scope: !321)
!579 = distinct !DIAssignID()
!580 = !DILocation(line: 194, column: 39, scope: !321)
!581 = !DILocation(line: 195, column: 9, scope: !321)
!582 = !DILocation(line: 195, column: 14, scope: !321)
!583 = distinct !DIAssignID()
!584 = !DILocation(line: 195, column: 29, scope: !321)
!585 = !DILocation(line: 195, column: 60, scope: !321)
!586 = !DILocation(line: 196, column: 40, scope: !321)
!587 = !{!568, !472, i64 8}
!588 = !DILocation(line: 196, column: 19, scope: !321)
!589 = !DILocation(line: 196, column: 18, scope: !321)
!590 = !DILocation(line: 196, column: 56, scope: !321)
!591 = !DILocation(line: 197, column: 41, scope: !321)
!592 = !DILocation(line: 197, column: 9, scope: !321)
!593 = !DILocation(line: 198, column: 5, scope: !322)
!594 = !DILocation(line: 192, column: 34, scope: !322)
!595 = !DILocation(line: 192, column: 23, scope: !322)
!596 = distinct !{!596, !555, !597, !598}
!597 = !DILocation(line: 198, column: 5, scope: !319)
!598 = !{!"llvm.loop.mustprogress"}
!599 = distinct !DISubprogram(name: "intern", scope: !3, file: !3, line: 46, type: !600, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !602)
!600 = !DISubroutineType(types: !601)
!601 = !{!323, !336}
!602 = !{!603, !604, !606}
!603 = !DILocalVariable(name: "name", arg: 1, scope: !599, file: !3, line: 46, type: !336)
!604 = !DILocalVariable(name: "p", scope: !605, file: !3, line: 47, type: !323)
!605 = distinct !DILexicalBlock(scope: !599, file: !3, line: 47, column: 5)
!606 = !DILocalVariable(name: "s", scope: !599, file: !3, line: 48, type: !323)
!607 = distinct !DIAssignID()
!608 = !DILocation(line: 0, scope: !457, inlinedAt: !609)
!609 = distinct !DILocation(line: 48, column: 71, scope: !599)
!610 = distinct !DIAssignID()
!611 = distinct !DIAssignID()
!612 = !DILocation(line: 0, scope: !599)
!613 = !DILocation(line: 47, column: 19, scope: !605)
!614 = !DILocation(line: 0, scope: !605)
!615 = !DILocation(line: 47, column: 29, scope: !616)
!616 = distinct !DILexicalBlock(scope: !605, file: !3, line: 47, column: 5)
!617 = !DILocation(line: 47, column: 5, scope: !605)
!618 = !DILocalVariable(name: "o", arg: 1, scope: !619, file: !3, line: 44, type: !323)
!619 = distinct !DISubprogram(name: "car", scope: !3, file: !3, line: 44, type: !346, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !620)
!620 = !{!618}
!621 = !DILocation(line: 0, scope: !619, inlinedAt: !622)
!622 = distinct !DILocation(line: 47, column: 61, scope: !623)
!623 = distinct !DILexicalBlock(scope: !616, file: !3, line: 47, column: 53)
!624 = !DILocation(line: 44, column: 37, scope: !619, inlinedAt: !622)
!625 = !DILocation(line: 44, column: 41, scope: !619, inlinedAt: !622)
!626 = !DILocation(line: 44, column: 34, scope: !619, inlinedAt: !622)
!627 = !DILocation(line: 44, column: 56, scope: !619, inlinedAt: !622)
!628 = !DILocation(line: 44, column: 60, scope: !619, inlinedAt: !622)
!629 = !DILocation(line: 47, column: 69, scope: !623)
!630 = !DILocation(line: 47, column: 71, scope: !623)
!631 = !DILocation(line: 47, column: 54, scope: !623)
!632 = !DILocation(line: 47, column: 53, scope: !616)
!633 = !DILocalVariable(name: "o", arg: 1, scope: !634, file: !3, line: 45, type: !323)
!634 = distinct !DISubprogram(name: "cdr", scope: !3, file: !3, line: 45, type: !346, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !635)
!635 = !{!633}
!636 = !DILocation(line: 0, scope: !634, inlinedAt: !637)
!637 = distinct !DILocation(line: 47, column: 41, scope: !616)
!638 = !DILocation(line: 45, column: 60, scope: !634, inlinedAt: !637)
!639 = distinct !{!639, !617, !640, !598}
!640 = !DILocation(line: 47, column: 95, scope: !605)
!641 = !DILocation(line: 48, column: 5, scope: !599)
!642 = !DILocation(line: 0, scope: !502, inlinedAt: !643)
!643 = distinct !DILocation(line: 48, column: 14, scope: !599)
!644 = !DILocation(line: 39, column: 9, scope: !510, inlinedAt: !643)
!645 = !DILocation(line: 39, column: 14, scope: !510, inlinedAt: !643)
!646 = !DILocation(line: 39, column: 9, scope: !502, inlinedAt: !643)
!647 = !DILocation(line: 39, column: 24, scope: !510, inlinedAt: !643)
!648 = !DILocation(line: 40, column: 92, scope: !502, inlinedAt: !643)
!649 = !DILocation(line: 48, column: 79, scope: !599)
!650 = !DILocation(line: 40, column: 14, scope: !502, inlinedAt: !643)
!651 = !DILocation(line: 40, column: 43, scope: !502, inlinedAt: !643)
!652 = !DILocation(line: 40, column: 64, scope: !502, inlinedAt: !643)
!653 = !DILocation(line: 40, column: 51, scope: !502, inlinedAt: !643)
!654 = !DILocation(line: 40, column: 62, scope: !502, inlinedAt: !643)
!655 = !DILocation(line: 40, column: 83, scope: !502, inlinedAt: !643)
!656 = !DILocation(line: 40, column: 111, scope: !502, inlinedAt: !643)
!657 = !DILocation(line: 48, column: 10, scope: !599)
!658 = distinct !DIAssignID()
!659 = !DILocation(line: 48, column: 39, scope: !599)
!660 = !DILocation(line: 48, column: 31, scope: !599)
!661 = !DILocation(line: 48, column: 37, scope: !599)
!662 = !DILocation(line: 48, column: 53, scope: !599)
!663 = distinct !DIAssignID()
!664 = distinct !DIAssignID()
!665 = !DILocation(line: 43, column: 36, scope: !457, inlinedAt: !609)
!666 = !DILocation(line: 43, column: 45, scope: !457, inlinedAt: !609)
!667 = !DILocation(line: 0, scope: !502, inlinedAt: !668)
!668 = distinct !DILocation(line: 43, column: 63, scope: !457, inlinedAt: !609)
!669 = !DILocation(line: 39, column: 14, scope: !510, inlinedAt: !668)
!670 = !DILocation(line: 39, column: 9, scope: !502, inlinedAt: !668)
!671 = !DILocation(line: 39, column: 24, scope: !510, inlinedAt: !668)
!672 = !DILocation(line: 40, column: 92, scope: !502, inlinedAt: !668)
!673 = !DILocation(line: 43, column: 91, scope: !457, inlinedAt: !609)
!674 = !DILocation(line: 43, column: 107, scope: !457, inlinedAt: !609)
!675 = !DILocation(line: 43, column: 110, scope: !457, inlinedAt: !609)
!676 = !DILocation(line: 40, column: 64, scope: !502, inlinedAt: !668)
!677 = !DILocation(line: 40, column: 111, scope: !502, inlinedAt: !668)
!678 = !DILocation(line: 48, column: 103, scope: !599)
!679 = !DILocation(line: 48, column: 88, scope: !599)
!680 = !DILocation(line: 40, column: 14, scope: !502, inlinedAt: !668)
!681 = !DILocation(line: 40, column: 43, scope: !502, inlinedAt: !668)
!682 = !DILocation(line: 40, column: 51, scope: !502, inlinedAt: !668)
!683 = !DILocation(line: 40, column: 62, scope: !502, inlinedAt: !668)
!684 = !DILocation(line: 40, column: 83, scope: !502, inlinedAt: !668)
!685 = !DILocation(line: 43, column: 81, scope: !457, inlinedAt: !609)
!686 = !DILocation(line: 43, column: 89, scope: !457, inlinedAt: !609)
!687 = !DILocation(line: 43, column: 101, scope: !457, inlinedAt: !609)
!688 = !DILocation(line: 43, column: 105, scope: !457, inlinedAt: !609)
!689 = !DILocation(line: 43, column: 118, scope: !457, inlinedAt: !609)
!690 = !DILocation(line: 48, column: 69, scope: !599)
!691 = !DILocation(line: 49, column: 1, scope: !599)
!692 = distinct !DISubprogram(name: "define", scope: !3, file: !3, line: 92, type: !693, scopeLine: 92, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !695)
!693 = !DISubroutineType(types: !694)
!694 = !{null, !323, !323, !323}
!695 = !{!696, !697, !698, !699}
!696 = !DILocalVariable(name: "env", arg: 1, scope: !692, file: !3, line: 92, type: !323)
!697 = !DILocalVariable(name: "sym", arg: 2, scope: !692, file: !3, line: 92, type: !323)
!698 = !DILocalVariable(name: "val", arg: 3, scope: !692, file: !3, line: 92, type: !323)
!699 = !DILocalVariable(name: "b", scope: !692, file: !3, line: 92, type: !323)
!700 = distinct !DIAssignID()
!701 = !DILocation(line: 0, scope: !457, inlinedAt: !702)
!702 = distinct !DILocation(line: 92, column: 134, scope: !692)
!703 = distinct !DIAssignID()
!704 = distinct !DIAssignID()
!705 = !DILocation(line: 0, scope: !457, inlinedAt: !706)
!706 = distinct !DILocation(line: 92, column: 94, scope: !692)
!707 = distinct !DIAssignID()
!708 = distinct !DIAssignID()
!709 = !DILocation(line: 0, scope: !692)
!710 = distinct !DIAssignID()
!711 = distinct !DIAssignID()
!712 = distinct !DIAssignID()
!713 = distinct !DIAssignID()
!714 = distinct !DIAssignID()
!715 = distinct !DIAssignID()
!716 = !DILocation(line: 92, column: 52, scope: !692)
!717 = !DILocation(line: 92, column: 63, scope: !692)
!718 = !DILocation(line: 92, column: 74, scope: !692)
!719 = !DILocation(line: 92, column: 85, scope: !692)
!720 = distinct !DIAssignID()
!721 = distinct !DIAssignID()
!722 = !DILocation(line: 43, column: 36, scope: !457, inlinedAt: !706)
!723 = !DILocation(line: 43, column: 45, scope: !457, inlinedAt: !706)
!724 = !DILocation(line: 0, scope: !502, inlinedAt: !725)
!725 = distinct !DILocation(line: 43, column: 63, scope: !457, inlinedAt: !706)
!726 = !DILocation(line: 39, column: 9, scope: !510, inlinedAt: !725)
!727 = !DILocation(line: 39, column: 14, scope: !510, inlinedAt: !725)
!728 = !DILocation(line: 39, column: 9, scope: !502, inlinedAt: !725)
!729 = !DILocation(line: 39, column: 24, scope: !510, inlinedAt: !725)
!730 = !DILocation(line: 40, column: 92, scope: !502, inlinedAt: !725)
!731 = !DILocation(line: 43, column: 91, scope: !457, inlinedAt: !706)
!732 = !DILocation(line: 43, column: 107, scope: !457, inlinedAt: !706)
!733 = !DILocation(line: 43, column: 110, scope: !457, inlinedAt: !706)
!734 = !DILocation(line: 92, column: 146, scope: !692)
!735 = !DILocation(line: 92, column: 110, scope: !692)
!736 = !DILocation(line: 40, column: 14, scope: !502, inlinedAt: !725)
!737 = !DILocation(line: 40, column: 43, scope: !502, inlinedAt: !725)
!738 = !DILocation(line: 40, column: 64, scope: !502, inlinedAt: !725)
!739 = !DILocation(line: 40, column: 51, scope: !502, inlinedAt: !725)
!740 = !DILocation(line: 40, column: 62, scope: !502, inlinedAt: !725)
!741 = !DILocation(line: 40, column: 83, scope: !502, inlinedAt: !725)
!742 = !DILocation(line: 40, column: 111, scope: !502, inlinedAt: !725)
!743 = !DILocation(line: 43, column: 81, scope: !457, inlinedAt: !706)
!744 = !DILocation(line: 43, column: 89, scope: !457, inlinedAt: !706)
!745 = !DILocation(line: 43, column: 101, scope: !457, inlinedAt: !706)
!746 = !DILocation(line: 43, column: 105, scope: !457, inlinedAt: !706)
!747 = !DILocation(line: 43, column: 118, scope: !457, inlinedAt: !706)
!748 = !DILocation(line: 92, column: 90, scope: !692)
!749 = distinct !DIAssignID()
!750 = !DILocation(line: 0, scope: !619, inlinedAt: !751)
!751 = distinct !DILocation(line: 92, column: 142, scope: !692)
!752 = !DILocation(line: 44, column: 37, scope: !619, inlinedAt: !751)
!753 = !DILocation(line: 44, column: 41, scope: !619, inlinedAt: !751)
!754 = !DILocation(line: 44, column: 34, scope: !619, inlinedAt: !751)
!755 = !DILocation(line: 44, column: 56, scope: !619, inlinedAt: !751)
!756 = !DILocation(line: 44, column: 60, scope: !619, inlinedAt: !751)
!757 = distinct !DIAssignID()
!758 = distinct !DIAssignID()
!759 = !DILocation(line: 43, column: 36, scope: !457, inlinedAt: !702)
!760 = !DILocation(line: 43, column: 45, scope: !457, inlinedAt: !702)
!761 = !DILocation(line: 0, scope: !502, inlinedAt: !762)
!762 = distinct !DILocation(line: 43, column: 63, scope: !457, inlinedAt: !702)
!763 = !DILocation(line: 39, column: 14, scope: !510, inlinedAt: !762)
!764 = !DILocation(line: 39, column: 9, scope: !502, inlinedAt: !762)
!765 = !DILocation(line: 39, column: 24, scope: !510, inlinedAt: !762)
!766 = !DILocation(line: 40, column: 92, scope: !502, inlinedAt: !762)
!767 = !DILocation(line: 43, column: 91, scope: !457, inlinedAt: !702)
!768 = !DILocation(line: 43, column: 107, scope: !457, inlinedAt: !702)
!769 = !DILocation(line: 43, column: 110, scope: !457, inlinedAt: !702)
!770 = !DILocation(line: 40, column: 64, scope: !502, inlinedAt: !762)
!771 = !DILocation(line: 40, column: 111, scope: !502, inlinedAt: !762)
!772 = !DILocation(line: 92, column: 119, scope: !692)
!773 = !DILocation(line: 40, column: 14, scope: !502, inlinedAt: !762)
!774 = !DILocation(line: 40, column: 43, scope: !502, inlinedAt: !762)
!775 = !DILocation(line: 40, column: 51, scope: !502, inlinedAt: !762)
!776 = !DILocation(line: 40, column: 62, scope: !502, inlinedAt: !762)
!777 = !DILocation(line: 40, column: 83, scope: !502, inlinedAt: !762)
!778 = !DILocation(line: 43, column: 81, scope: !457, inlinedAt: !702)
!779 = !DILocation(line: 43, column: 89, scope: !457, inlinedAt: !702)
!780 = !DILocation(line: 43, column: 101, scope: !457, inlinedAt: !702)
!781 = !DILocation(line: 43, column: 105, scope: !457, inlinedAt: !702)
!782 = !DILocation(line: 43, column: 118, scope: !457, inlinedAt: !702)
!783 = !DILocation(line: 92, column: 124, scope: !692)
!784 = !DILocation(line: 92, column: 132, scope: !692)
!785 = !DILocation(line: 92, column: 153, scope: !692)
!786 = !DILocation(line: 92, column: 161, scope: !692)
!787 = distinct !DISubprogram(name: "defprim", scope: !3, file: !3, line: 149, type: !788, scopeLine: 149, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !790)
!788 = !DISubroutineType(types: !789)
!789 = !{null, !336, !344}
!790 = !{!791, !792, !793, !794}
!791 = !DILocalVariable(name: "name", arg: 1, scope: !787, file: !3, line: 149, type: !336)
!792 = !DILocalVariable(name: "f", arg: 2, scope: !787, file: !3, line: 149, type: !344)
!793 = !DILocalVariable(name: "s", scope: !787, file: !3, line: 149, type: !323)
!794 = !DILocalVariable(name: "p", scope: !787, file: !3, line: 149, type: !323)
!795 = distinct !DIAssignID()
!796 = !DILocation(line: 0, scope: !787)
!797 = distinct !DIAssignID()
!798 = !DILocation(line: 149, column: 51, scope: !787)
!799 = !DILocation(line: 149, column: 60, scope: !787)
!800 = !DILocation(line: 149, column: 56, scope: !787)
!801 = distinct !DIAssignID()
!802 = !DILocation(line: 149, column: 74, scope: !787)
!803 = !DILocation(line: 149, column: 83, scope: !787)
!804 = !DILocation(line: 0, scope: !502, inlinedAt: !805)
!805 = distinct !DILocation(line: 149, column: 92, scope: !787)
!806 = !DILocation(line: 39, column: 9, scope: !510, inlinedAt: !805)
!807 = !DILocation(line: 39, column: 14, scope: !510, inlinedAt: !805)
!808 = !DILocation(line: 39, column: 9, scope: !502, inlinedAt: !805)
!809 = !DILocation(line: 39, column: 24, scope: !510, inlinedAt: !805)
!810 = !DILocation(line: 40, column: 92, scope: !502, inlinedAt: !805)
!811 = !DILocation(line: 149, column: 122, scope: !787)
!812 = !DILocation(line: 149, column: 150, scope: !787)
!813 = !DILocation(line: 40, column: 14, scope: !502, inlinedAt: !805)
!814 = !DILocation(line: 40, column: 43, scope: !502, inlinedAt: !805)
!815 = !DILocation(line: 40, column: 64, scope: !502, inlinedAt: !805)
!816 = !DILocation(line: 40, column: 51, scope: !502, inlinedAt: !805)
!817 = !DILocation(line: 40, column: 62, scope: !502, inlinedAt: !805)
!818 = !DILocation(line: 40, column: 83, scope: !502, inlinedAt: !805)
!819 = !DILocation(line: 40, column: 111, scope: !502, inlinedAt: !805)
!820 = !DILocation(line: 149, column: 88, scope: !787)
!821 = distinct !DIAssignID()
!822 = !DILocation(line: 149, column: 110, scope: !787)
!823 = !DILocation(line: 149, column: 117, scope: !787)
!824 = !DILocation(line: 149, column: 138, scope: !787)
!825 = !DILocation(line: 149, column: 131, scope: !787)
!826 = !DILocation(line: 149, column: 157, scope: !787)
!827 = !DILocation(line: 149, column: 165, scope: !787)
!828 = distinct !DISubprogram(name: "p_add", scope: !3, file: !3, line: 135, type: !346, scopeLine: 135, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !829)
!829 = !{!830, !831}
!830 = !DILocalVariable(name: "a", arg: 1, scope: !828, file: !3, line: 135, type: !323)
!831 = !DILocalVariable(name: "s", scope: !828, file: !3, line: 135, type: !334)
!832 = !DILocation(line: 0, scope: !828)
!833 = !DILocation(line: 135, column: 50, scope: !834)
!834 = distinct !DILexicalBlock(scope: !835, file: !3, line: 135, column: 41)
!835 = distinct !DILexicalBlock(scope: !828, file: !3, line: 135, column: 41)
!836 = !DILocation(line: 135, column: 41, scope: !835)
!837 = !DILocation(line: 0, scope: !619, inlinedAt: !838)
!838 = distinct !DILocation(line: 135, column: 75, scope: !834)
!839 = !DILocation(line: 44, column: 37, scope: !619, inlinedAt: !838)
!840 = !DILocation(line: 44, column: 41, scope: !619, inlinedAt: !838)
!841 = !DILocation(line: 44, column: 34, scope: !619, inlinedAt: !838)
!842 = !DILocation(line: 135, column: 85, scope: !834)
!843 = !DILocation(line: 135, column: 72, scope: !834)
!844 = !DILocation(line: 44, column: 56, scope: !619, inlinedAt: !838)
!845 = !DILocation(line: 44, column: 60, scope: !619, inlinedAt: !838)
!846 = !DILocation(line: 135, column: 83, scope: !834)
!847 = !DILocation(line: 0, scope: !634, inlinedAt: !848)
!848 = distinct !DILocation(line: 135, column: 62, scope: !834)
!849 = !DILocation(line: 45, column: 60, scope: !634, inlinedAt: !848)
!850 = distinct !{!850, !836, !851, !598}
!851 = !DILocation(line: 135, column: 85, scope: !835)
!852 = !DILocation(line: 135, scope: !828)
!853 = !DILocalVariable(name: "v", arg: 1, scope: !854, file: !3, line: 42, type: !334)
!854 = distinct !DISubprogram(name: "mkint", scope: !3, file: !3, line: 42, type: !855, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !857)
!855 = !DISubroutineType(types: !856)
!856 = !{!323, !334}
!857 = !{!853, !858}
!858 = !DILocalVariable(name: "o", scope: !854, file: !3, line: 42, type: !323)
!859 = !DILocation(line: 0, scope: !854, inlinedAt: !860)
!860 = distinct !DILocation(line: 135, column: 95, scope: !828)
!861 = !DILocation(line: 0, scope: !502, inlinedAt: !862)
!862 = distinct !DILocation(line: 42, column: 38, scope: !854, inlinedAt: !860)
!863 = !DILocation(line: 39, column: 9, scope: !510, inlinedAt: !862)
!864 = !DILocation(line: 39, column: 14, scope: !510, inlinedAt: !862)
!865 = !DILocation(line: 39, column: 9, scope: !502, inlinedAt: !862)
!866 = !DILocation(line: 39, column: 24, scope: !510, inlinedAt: !862)
!867 = !DILocation(line: 40, column: 92, scope: !502, inlinedAt: !862)
!868 = !DILocation(line: 40, column: 14, scope: !502, inlinedAt: !862)
!869 = !DILocation(line: 40, column: 43, scope: !502, inlinedAt: !862)
!870 = !DILocation(line: 40, column: 64, scope: !502, inlinedAt: !862)
!871 = !DILocation(line: 40, column: 51, scope: !502, inlinedAt: !862)
!872 = !DILocation(line: 40, column: 62, scope: !502, inlinedAt: !862)
!873 = !DILocation(line: 40, column: 83, scope: !502, inlinedAt: !862)
!874 = !DILocation(line: 40, column: 111, scope: !502, inlinedAt: !862)
!875 = !DILocation(line: 42, column: 55, scope: !854, inlinedAt: !860)
!876 = !DILocation(line: 42, column: 59, scope: !854, inlinedAt: !860)
!877 = !DILocation(line: 135, column: 88, scope: !828)
!878 = distinct !DISubprogram(name: "p_sub", scope: !3, file: !3, line: 136, type: !346, scopeLine: 136, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !879)
!879 = !{!880, !881}
!880 = !DILocalVariable(name: "a", arg: 1, scope: !878, file: !3, line: 136, type: !323)
!881 = !DILocalVariable(name: "s", scope: !878, file: !3, line: 136, type: !334)
!882 = !DILocation(line: 0, scope: !878)
!883 = !DILocation(line: 0, scope: !619, inlinedAt: !884)
!884 = distinct !DILocation(line: 136, column: 38, scope: !878)
!885 = !DILocation(line: 44, column: 37, scope: !619, inlinedAt: !884)
!886 = !DILocation(line: 44, column: 41, scope: !619, inlinedAt: !884)
!887 = !DILocation(line: 44, column: 34, scope: !619, inlinedAt: !884)
!888 = !DILocation(line: 136, column: 48, scope: !878)
!889 = !DILocation(line: 0, scope: !634, inlinedAt: !890)
!890 = distinct !DILocation(line: 136, column: 55, scope: !891)
!891 = distinct !DILexicalBlock(scope: !878, file: !3, line: 136, column: 55)
!892 = !DILocation(line: 136, column: 55, scope: !878)
!893 = !DILocation(line: 44, column: 56, scope: !619, inlinedAt: !884)
!894 = !DILocation(line: 44, column: 60, scope: !619, inlinedAt: !884)
!895 = !DILocation(line: 136, column: 46, scope: !878)
!896 = !DILocation(line: 45, column: 60, scope: !634, inlinedAt: !890)
!897 = !DILocation(line: 136, column: 62, scope: !891)
!898 = !DILocation(line: 136, column: 83, scope: !891)
!899 = !DILocation(line: 0, scope: !854, inlinedAt: !900)
!900 = distinct !DILocation(line: 136, column: 77, scope: !891)
!901 = !DILocation(line: 0, scope: !502, inlinedAt: !902)
!902 = distinct !DILocation(line: 42, column: 38, scope: !854, inlinedAt: !900)
!903 = !DILocation(line: 39, column: 9, scope: !510, inlinedAt: !902)
!904 = !DILocation(line: 39, column: 14, scope: !510, inlinedAt: !902)
!905 = !DILocation(line: 39, column: 9, scope: !502, inlinedAt: !902)
!906 = !DILocation(line: 0, scope: !619, inlinedAt: !907)
!907 = distinct !DILocation(line: 136, column: 132, scope: !908)
!908 = distinct !DILexicalBlock(scope: !909, file: !3, line: 136, column: 88)
!909 = distinct !DILexicalBlock(scope: !878, file: !3, line: 136, column: 88)
!910 = !DILocation(line: 44, column: 37, scope: !619, inlinedAt: !907)
!911 = !DILocation(line: 44, column: 41, scope: !619, inlinedAt: !907)
!912 = !DILocation(line: 44, column: 34, scope: !619, inlinedAt: !907)
!913 = !DILocation(line: 136, column: 142, scope: !908)
!914 = !DILocation(line: 136, column: 129, scope: !908)
!915 = !DILocation(line: 136, column: 88, scope: !909)
!916 = !DILocation(line: 44, column: 56, scope: !619, inlinedAt: !907)
!917 = !DILocation(line: 44, column: 60, scope: !619, inlinedAt: !907)
!918 = !DILocation(line: 136, column: 140, scope: !908)
!919 = !DILocation(line: 0, scope: !634, inlinedAt: !920)
!920 = distinct !DILocation(line: 136, column: 119, scope: !908)
!921 = !DILocation(line: 45, column: 60, scope: !634, inlinedAt: !920)
!922 = !DILocation(line: 136, column: 107, scope: !908)
!923 = distinct !{!923, !915, !924, !598}
!924 = !DILocation(line: 136, column: 142, scope: !909)
!925 = !DILocation(line: 0, scope: !854, inlinedAt: !926)
!926 = distinct !DILocation(line: 136, column: 152, scope: !878)
!927 = !DILocation(line: 0, scope: !502, inlinedAt: !928)
!928 = distinct !DILocation(line: 42, column: 38, scope: !854, inlinedAt: !926)
!929 = !DILocation(line: 39, column: 9, scope: !510, inlinedAt: !928)
!930 = !DILocation(line: 39, column: 14, scope: !510, inlinedAt: !928)
!931 = !DILocation(line: 39, column: 9, scope: !502, inlinedAt: !928)
!932 = !DILocation(line: 39, column: 24, scope: !510, inlinedAt: !933)
!933 = !DILocation(line: 42, column: 38, scope: !854, inlinedAt: !934)
!934 = !DILocation(line: 136, scope: !878)
!935 = !DILocation(line: 40, column: 92, scope: !502, inlinedAt: !933)
!936 = !DILocation(line: 40, column: 14, scope: !502, inlinedAt: !933)
!937 = !DILocation(line: 40, column: 43, scope: !502, inlinedAt: !933)
!938 = !DILocation(line: 40, column: 64, scope: !502, inlinedAt: !933)
!939 = !DILocation(line: 40, column: 51, scope: !502, inlinedAt: !933)
!940 = !DILocation(line: 40, column: 62, scope: !502, inlinedAt: !933)
!941 = !DILocation(line: 40, column: 83, scope: !502, inlinedAt: !933)
!942 = !DILocation(line: 40, column: 111, scope: !502, inlinedAt: !933)
!943 = !DILocation(line: 42, column: 55, scope: !854, inlinedAt: !934)
!944 = !DILocation(line: 42, column: 59, scope: !854, inlinedAt: !934)
!945 = !DILocation(line: 136, column: 162, scope: !878)
!946 = distinct !DISubprogram(name: "p_mul", scope: !3, file: !3, line: 137, type: !346, scopeLine: 137, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !947)
!947 = !{!948, !949}
!948 = !DILocalVariable(name: "a", arg: 1, scope: !946, file: !3, line: 137, type: !323)
!949 = !DILocalVariable(name: "s", scope: !946, file: !3, line: 137, type: !334)
!950 = !DILocation(line: 0, scope: !946)
!951 = !DILocation(line: 137, column: 50, scope: !952)
!952 = distinct !DILexicalBlock(scope: !953, file: !3, line: 137, column: 41)
!953 = distinct !DILexicalBlock(scope: !946, file: !3, line: 137, column: 41)
!954 = !DILocation(line: 137, column: 41, scope: !953)
!955 = !DILocation(line: 0, scope: !619, inlinedAt: !956)
!956 = distinct !DILocation(line: 137, column: 75, scope: !952)
!957 = !DILocation(line: 44, column: 37, scope: !619, inlinedAt: !956)
!958 = !DILocation(line: 44, column: 41, scope: !619, inlinedAt: !956)
!959 = !DILocation(line: 44, column: 34, scope: !619, inlinedAt: !956)
!960 = !DILocation(line: 137, column: 85, scope: !952)
!961 = !DILocation(line: 137, column: 72, scope: !952)
!962 = !DILocation(line: 44, column: 56, scope: !619, inlinedAt: !956)
!963 = !DILocation(line: 44, column: 60, scope: !619, inlinedAt: !956)
!964 = !DILocation(line: 137, column: 83, scope: !952)
!965 = !DILocation(line: 0, scope: !634, inlinedAt: !966)
!966 = distinct !DILocation(line: 137, column: 62, scope: !952)
!967 = !DILocation(line: 45, column: 60, scope: !634, inlinedAt: !966)
!968 = distinct !{!968, !954, !969, !598}
!969 = !DILocation(line: 137, column: 85, scope: !953)
!970 = !DILocation(line: 137, scope: !946)
!971 = !DILocation(line: 0, scope: !854, inlinedAt: !972)
!972 = distinct !DILocation(line: 137, column: 95, scope: !946)
!973 = !DILocation(line: 0, scope: !502, inlinedAt: !974)
!974 = distinct !DILocation(line: 42, column: 38, scope: !854, inlinedAt: !972)
!975 = !DILocation(line: 39, column: 9, scope: !510, inlinedAt: !974)
!976 = !DILocation(line: 39, column: 14, scope: !510, inlinedAt: !974)
!977 = !DILocation(line: 39, column: 9, scope: !502, inlinedAt: !974)
!978 = !DILocation(line: 39, column: 24, scope: !510, inlinedAt: !974)
!979 = !DILocation(line: 40, column: 92, scope: !502, inlinedAt: !974)
!980 = !DILocation(line: 40, column: 14, scope: !502, inlinedAt: !974)
!981 = !DILocation(line: 40, column: 43, scope: !502, inlinedAt: !974)
!982 = !DILocation(line: 40, column: 64, scope: !502, inlinedAt: !974)
!983 = !DILocation(line: 40, column: 51, scope: !502, inlinedAt: !974)
!984 = !DILocation(line: 40, column: 62, scope: !502, inlinedAt: !974)
!985 = !DILocation(line: 40, column: 83, scope: !502, inlinedAt: !974)
!986 = !DILocation(line: 40, column: 111, scope: !502, inlinedAt: !974)
!987 = !DILocation(line: 42, column: 55, scope: !854, inlinedAt: !972)
!988 = !DILocation(line: 42, column: 59, scope: !854, inlinedAt: !972)
!989 = !DILocation(line: 137, column: 88, scope: !946)
!990 = distinct !DISubprogram(name: "p_div", scope: !3, file: !3, line: 138, type: !346, scopeLine: 138, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !991)
!991 = !{!992, !993}
!992 = !DILocalVariable(name: "a", arg: 1, scope: !990, file: !3, line: 138, type: !323)
!993 = !DILocalVariable(name: "d", scope: !990, file: !3, line: 138, type: !334)
!994 = !DILocation(line: 0, scope: !990)
!995 = !DILocation(line: 0, scope: !634, inlinedAt: !996)
!996 = distinct !DILocation(line: 138, column: 42, scope: !990)
!997 = !DILocation(line: 45, column: 37, scope: !634, inlinedAt: !996)
!998 = !DILocation(line: 45, column: 41, scope: !634, inlinedAt: !996)
!999 = !DILocation(line: 45, column: 34, scope: !634, inlinedAt: !996)
!1000 = !DILocation(line: 45, column: 60, scope: !634, inlinedAt: !996)
!1001 = !DILocation(line: 0, scope: !619, inlinedAt: !1002)
!1002 = distinct !DILocation(line: 138, column: 38, scope: !990)
!1003 = !DILocation(line: 44, column: 37, scope: !619, inlinedAt: !1002)
!1004 = !DILocation(line: 44, column: 41, scope: !619, inlinedAt: !1002)
!1005 = !DILocation(line: 44, column: 34, scope: !619, inlinedAt: !1002)
!1006 = !DILocation(line: 44, column: 56, scope: !619, inlinedAt: !1002)
!1007 = !DILocation(line: 44, column: 60, scope: !619, inlinedAt: !1002)
!1008 = !DILocation(line: 138, column: 51, scope: !990)
!1009 = !DILocation(line: 138, column: 53, scope: !990)
!1010 = !DILocation(line: 138, column: 69, scope: !990)
!1011 = !DILocation(line: 0, scope: !619, inlinedAt: !1012)
!1012 = distinct !DILocation(line: 138, column: 73, scope: !990)
!1013 = !DILocation(line: 44, column: 34, scope: !619, inlinedAt: !1012)
!1014 = !DILocation(line: 44, column: 56, scope: !619, inlinedAt: !1012)
!1015 = !DILocation(line: 44, column: 60, scope: !619, inlinedAt: !1012)
!1016 = !DILocation(line: 138, column: 81, scope: !990)
!1017 = !DILocation(line: 138, column: 83, scope: !990)
!1018 = !DILocation(line: 138, column: 85, scope: !990)
!1019 = !DILocation(line: 0, scope: !854, inlinedAt: !1020)
!1020 = distinct !DILocation(line: 138, column: 63, scope: !990)
!1021 = !DILocation(line: 0, scope: !502, inlinedAt: !1022)
!1022 = distinct !DILocation(line: 42, column: 38, scope: !854, inlinedAt: !1020)
!1023 = !DILocation(line: 39, column: 9, scope: !510, inlinedAt: !1022)
!1024 = !DILocation(line: 39, column: 14, scope: !510, inlinedAt: !1022)
!1025 = !DILocation(line: 39, column: 9, scope: !502, inlinedAt: !1022)
!1026 = !DILocation(line: 39, column: 24, scope: !510, inlinedAt: !1022)
!1027 = !DILocation(line: 40, column: 92, scope: !502, inlinedAt: !1022)
!1028 = !DILocation(line: 40, column: 14, scope: !502, inlinedAt: !1022)
!1029 = !DILocation(line: 40, column: 43, scope: !502, inlinedAt: !1022)
!1030 = !DILocation(line: 40, column: 64, scope: !502, inlinedAt: !1022)
!1031 = !DILocation(line: 40, column: 51, scope: !502, inlinedAt: !1022)
!1032 = !DILocation(line: 40, column: 62, scope: !502, inlinedAt: !1022)
!1033 = !DILocation(line: 40, column: 83, scope: !502, inlinedAt: !1022)
!1034 = !DILocation(line: 40, column: 111, scope: !502, inlinedAt: !1022)
!1035 = !DILocation(line: 42, column: 55, scope: !854, inlinedAt: !1020)
!1036 = !DILocation(line: 42, column: 59, scope: !854, inlinedAt: !1020)
!1037 = !DILocation(line: 138, column: 56, scope: !990)
!1038 = distinct !DISubprogram(name: "p_mod", scope: !3, file: !3, line: 139, type: !346, scopeLine: 139, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1039)
!1039 = !{!1040, !1041}
!1040 = !DILocalVariable(name: "a", arg: 1, scope: !1038, file: !3, line: 139, type: !323)
!1041 = !DILocalVariable(name: "d", scope: !1038, file: !3, line: 139, type: !334)
!1042 = !DILocation(line: 0, scope: !1038)
!1043 = !DILocation(line: 0, scope: !634, inlinedAt: !1044)
!1044 = distinct !DILocation(line: 139, column: 42, scope: !1038)
!1045 = !DILocation(line: 45, column: 37, scope: !634, inlinedAt: !1044)
!1046 = !DILocation(line: 45, column: 41, scope: !634, inlinedAt: !1044)
!1047 = !DILocation(line: 45, column: 34, scope: !634, inlinedAt: !1044)
!1048 = !DILocation(line: 45, column: 60, scope: !634, inlinedAt: !1044)
!1049 = !DILocation(line: 0, scope: !619, inlinedAt: !1050)
!1050 = distinct !DILocation(line: 139, column: 38, scope: !1038)
!1051 = !DILocation(line: 44, column: 37, scope: !619, inlinedAt: !1050)
!1052 = !DILocation(line: 44, column: 41, scope: !619, inlinedAt: !1050)
!1053 = !DILocation(line: 44, column: 34, scope: !619, inlinedAt: !1050)
!1054 = !DILocation(line: 44, column: 56, scope: !619, inlinedAt: !1050)
!1055 = !DILocation(line: 44, column: 60, scope: !619, inlinedAt: !1050)
!1056 = !DILocation(line: 139, column: 51, scope: !1038)
!1057 = !DILocation(line: 139, column: 53, scope: !1038)
!1058 = !DILocation(line: 139, column: 69, scope: !1038)
!1059 = !DILocation(line: 0, scope: !619, inlinedAt: !1060)
!1060 = distinct !DILocation(line: 139, column: 73, scope: !1038)
!1061 = !DILocation(line: 44, column: 34, scope: !619, inlinedAt: !1060)
!1062 = !DILocation(line: 44, column: 56, scope: !619, inlinedAt: !1060)
!1063 = !DILocation(line: 44, column: 60, scope: !619, inlinedAt: !1060)
!1064 = !DILocation(line: 139, column: 81, scope: !1038)
!1065 = !DILocation(line: 139, column: 83, scope: !1038)
!1066 = !DILocation(line: 139, column: 85, scope: !1038)
!1067 = !DILocation(line: 0, scope: !854, inlinedAt: !1068)
!1068 = distinct !DILocation(line: 139, column: 63, scope: !1038)
!1069 = !DILocation(line: 0, scope: !502, inlinedAt: !1070)
!1070 = distinct !DILocation(line: 42, column: 38, scope: !854, inlinedAt: !1068)
!1071 = !DILocation(line: 39, column: 9, scope: !510, inlinedAt: !1070)
!1072 = !DILocation(line: 39, column: 14, scope: !510, inlinedAt: !1070)
!1073 = !DILocation(line: 39, column: 9, scope: !502, inlinedAt: !1070)
!1074 = !DILocation(line: 39, column: 24, scope: !510, inlinedAt: !1070)
!1075 = !DILocation(line: 40, column: 92, scope: !502, inlinedAt: !1070)
!1076 = !DILocation(line: 40, column: 14, scope: !502, inlinedAt: !1070)
!1077 = !DILocation(line: 40, column: 43, scope: !502, inlinedAt: !1070)
!1078 = !DILocation(line: 40, column: 64, scope: !502, inlinedAt: !1070)
!1079 = !DILocation(line: 40, column: 51, scope: !502, inlinedAt: !1070)
!1080 = !DILocation(line: 40, column: 62, scope: !502, inlinedAt: !1070)
!1081 = !DILocation(line: 40, column: 83, scope: !502, inlinedAt: !1070)
!1082 = !DILocation(line: 40, column: 111, scope: !502, inlinedAt: !1070)
!1083 = !DILocation(line: 42, column: 55, scope: !854, inlinedAt: !1068)
!1084 = !DILocation(line: 42, column: 59, scope: !854, inlinedAt: !1068)
!1085 = !DILocation(line: 139, column: 56, scope: !1038)
!1086 = distinct !DISubprogram(name: "p_lt", scope: !3, file: !3, line: 140, type: !346, scopeLine: 140, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1087)
!1087 = !{!1088}
!1088 = !DILocalVariable(name: "a", arg: 1, scope: !1086, file: !3, line: 140, type: !323)
!1089 = !DILocation(line: 0, scope: !1086)
!1090 = !DILocation(line: 0, scope: !619, inlinedAt: !1091)
!1091 = distinct !DILocation(line: 140, column: 41, scope: !1086)
!1092 = !DILocation(line: 44, column: 37, scope: !619, inlinedAt: !1091)
!1093 = !DILocation(line: 44, column: 41, scope: !619, inlinedAt: !1091)
!1094 = !DILocation(line: 44, column: 34, scope: !619, inlinedAt: !1091)
!1095 = !DILocation(line: 44, column: 56, scope: !619, inlinedAt: !1091)
!1096 = !DILocation(line: 44, column: 60, scope: !619, inlinedAt: !1091)
!1097 = !DILocation(line: 140, column: 49, scope: !1086)
!1098 = !DILocation(line: 0, scope: !634, inlinedAt: !1099)
!1099 = distinct !DILocation(line: 140, column: 59, scope: !1086)
!1100 = !DILocation(line: 45, column: 60, scope: !634, inlinedAt: !1099)
!1101 = !DILocation(line: 45, column: 34, scope: !634, inlinedAt: !1099)
!1102 = !DILocation(line: 140, column: 51, scope: !1086)
!1103 = !DILocation(line: 0, scope: !619, inlinedAt: !1104)
!1104 = distinct !DILocation(line: 140, column: 55, scope: !1086)
!1105 = !DILocation(line: 44, column: 37, scope: !619, inlinedAt: !1104)
!1106 = !DILocation(line: 44, column: 41, scope: !619, inlinedAt: !1104)
!1107 = !DILocation(line: 44, column: 34, scope: !619, inlinedAt: !1104)
!1108 = !DILocation(line: 44, column: 56, scope: !619, inlinedAt: !1104)
!1109 = !DILocation(line: 44, column: 60, scope: !619, inlinedAt: !1104)
!1110 = !DILocation(line: 140, column: 68, scope: !1086)
!1111 = !DILocation(line: 140, column: 70, scope: !1086)
!1112 = !DILocation(line: 140, column: 53, scope: !1086)
!1113 = !DILocalVariable(name: "b", arg: 1, scope: !1114, file: !3, line: 134, type: !30)
!1114 = distinct !DISubprogram(name: "truth", scope: !3, file: !3, line: 134, type: !1115, scopeLine: 134, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1117)
!1115 = !DISubroutineType(types: !1116)
!1116 = !{!323, !30}
!1117 = !{!1113}
!1118 = !DILocation(line: 0, scope: !1114, inlinedAt: !1119)
!1119 = distinct !DILocation(line: 140, column: 35, scope: !1086)
!1120 = !DILocation(line: 134, column: 35, scope: !1114, inlinedAt: !1119)
!1121 = !DILocation(line: 140, column: 28, scope: !1086)
!1122 = distinct !DISubprogram(name: "p_numeq", scope: !3, file: !3, line: 141, type: !346, scopeLine: 141, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1123)
!1123 = !{!1124}
!1124 = !DILocalVariable(name: "a", arg: 1, scope: !1122, file: !3, line: 141, type: !323)
!1125 = !DILocation(line: 0, scope: !1122)
!1126 = !DILocation(line: 0, scope: !619, inlinedAt: !1127)
!1127 = distinct !DILocation(line: 141, column: 44, scope: !1122)
!1128 = !DILocation(line: 44, column: 37, scope: !619, inlinedAt: !1127)
!1129 = !DILocation(line: 44, column: 41, scope: !619, inlinedAt: !1127)
!1130 = !DILocation(line: 44, column: 34, scope: !619, inlinedAt: !1127)
!1131 = !DILocation(line: 44, column: 56, scope: !619, inlinedAt: !1127)
!1132 = !DILocation(line: 44, column: 60, scope: !619, inlinedAt: !1127)
!1133 = !DILocation(line: 141, column: 52, scope: !1122)
!1134 = !DILocation(line: 0, scope: !634, inlinedAt: !1135)
!1135 = distinct !DILocation(line: 141, column: 63, scope: !1122)
!1136 = !DILocation(line: 45, column: 60, scope: !634, inlinedAt: !1135)
!1137 = !DILocation(line: 45, column: 34, scope: !634, inlinedAt: !1135)
!1138 = !DILocation(line: 141, column: 54, scope: !1122)
!1139 = !DILocation(line: 0, scope: !619, inlinedAt: !1140)
!1140 = distinct !DILocation(line: 141, column: 59, scope: !1122)
!1141 = !DILocation(line: 44, column: 37, scope: !619, inlinedAt: !1140)
!1142 = !DILocation(line: 44, column: 41, scope: !619, inlinedAt: !1140)
!1143 = !DILocation(line: 44, column: 34, scope: !619, inlinedAt: !1140)
!1144 = !DILocation(line: 44, column: 56, scope: !619, inlinedAt: !1140)
!1145 = !DILocation(line: 44, column: 60, scope: !619, inlinedAt: !1140)
!1146 = !DILocation(line: 141, column: 72, scope: !1122)
!1147 = !DILocation(line: 141, column: 74, scope: !1122)
!1148 = !DILocation(line: 141, column: 56, scope: !1122)
!1149 = !DILocation(line: 0, scope: !1114, inlinedAt: !1150)
!1150 = distinct !DILocation(line: 141, column: 38, scope: !1122)
!1151 = !DILocation(line: 134, column: 35, scope: !1114, inlinedAt: !1150)
!1152 = !DILocation(line: 141, column: 31, scope: !1122)
!1153 = distinct !DISubprogram(name: "p_eq", scope: !3, file: !3, line: 142, type: !346, scopeLine: 142, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1154)
!1154 = !{!1155, !1156, !1157}
!1155 = !DILocalVariable(name: "a", arg: 1, scope: !1153, file: !3, line: 142, type: !323)
!1156 = !DILocalVariable(name: "x", scope: !1153, file: !3, line: 142, type: !323)
!1157 = !DILocalVariable(name: "y", scope: !1153, file: !3, line: 142, type: !323)
!1158 = !DILocation(line: 0, scope: !1153)
!1159 = !DILocation(line: 0, scope: !619, inlinedAt: !1160)
!1160 = distinct !DILocation(line: 142, column: 37, scope: !1153)
!1161 = !DILocation(line: 44, column: 37, scope: !619, inlinedAt: !1160)
!1162 = !DILocation(line: 44, column: 41, scope: !619, inlinedAt: !1160)
!1163 = !DILocation(line: 44, column: 34, scope: !619, inlinedAt: !1160)
!1164 = !DILocation(line: 44, column: 56, scope: !619, inlinedAt: !1160)
!1165 = !DILocation(line: 44, column: 60, scope: !619, inlinedAt: !1160)
!1166 = !DILocation(line: 0, scope: !634, inlinedAt: !1167)
!1167 = distinct !DILocation(line: 142, column: 54, scope: !1153)
!1168 = !DILocation(line: 45, column: 60, scope: !634, inlinedAt: !1167)
!1169 = !DILocation(line: 45, column: 34, scope: !634, inlinedAt: !1167)
!1170 = !DILocation(line: 0, scope: !619, inlinedAt: !1171)
!1171 = distinct !DILocation(line: 142, column: 50, scope: !1153)
!1172 = !DILocation(line: 44, column: 37, scope: !619, inlinedAt: !1171)
!1173 = !DILocation(line: 44, column: 41, scope: !619, inlinedAt: !1171)
!1174 = !DILocation(line: 44, column: 34, scope: !619, inlinedAt: !1171)
!1175 = !DILocation(line: 44, column: 56, scope: !619, inlinedAt: !1171)
!1176 = !DILocation(line: 44, column: 60, scope: !619, inlinedAt: !1171)
!1177 = !DILocation(line: 142, column: 78, scope: !1153)
!1178 = !DILocation(line: 142, column: 83, scope: !1153)
!1179 = !DILocation(line: 0, scope: !1114, inlinedAt: !1180)
!1180 = distinct !DILocation(line: 142, column: 70, scope: !1153)
!1181 = !DILocation(line: 134, column: 35, scope: !1114, inlinedAt: !1180)
!1182 = !DILocation(line: 142, column: 90, scope: !1153)
!1183 = !DILocation(line: 142, column: 94, scope: !1153)
!1184 = !DILocation(line: 142, column: 103, scope: !1153)
!1185 = !DILocation(line: 142, column: 109, scope: !1153)
!1186 = !DILocation(line: 142, column: 113, scope: !1153)
!1187 = !DILocation(line: 142, column: 122, scope: !1153)
!1188 = !DILocation(line: 142, column: 128, scope: !1153)
!1189 = !DILocation(line: 142, column: 130, scope: !1153)
!1190 = !DILocation(line: 142, column: 138, scope: !1153)
!1191 = !DILocation(line: 142, column: 140, scope: !1153)
!1192 = !DILocation(line: 142, column: 132, scope: !1153)
!1193 = !DILocation(line: 142, column: 63, scope: !1153)
!1194 = distinct !DISubprogram(name: "p_cons", scope: !3, file: !3, line: 143, type: !346, scopeLine: 143, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1195)
!1195 = !{!1196}
!1196 = !DILocalVariable(name: "a", arg: 1, scope: !1194, file: !3, line: 143, type: !323)
!1197 = distinct !DIAssignID()
!1198 = !DILocation(line: 0, scope: !457, inlinedAt: !1199)
!1199 = distinct !DILocation(line: 143, column: 37, scope: !1194)
!1200 = distinct !DIAssignID()
!1201 = !DILocation(line: 0, scope: !1194)
!1202 = !DILocation(line: 0, scope: !619, inlinedAt: !1203)
!1203 = distinct !DILocation(line: 143, column: 42, scope: !1194)
!1204 = !DILocation(line: 44, column: 37, scope: !619, inlinedAt: !1203)
!1205 = !DILocation(line: 44, column: 41, scope: !619, inlinedAt: !1203)
!1206 = !DILocation(line: 44, column: 34, scope: !619, inlinedAt: !1203)
!1207 = !DILocation(line: 44, column: 56, scope: !619, inlinedAt: !1203)
!1208 = !DILocation(line: 44, column: 60, scope: !619, inlinedAt: !1203)
!1209 = !DILocation(line: 0, scope: !634, inlinedAt: !1210)
!1210 = distinct !DILocation(line: 143, column: 54, scope: !1194)
!1211 = !DILocation(line: 45, column: 60, scope: !634, inlinedAt: !1210)
!1212 = !DILocation(line: 45, column: 34, scope: !634, inlinedAt: !1210)
!1213 = !DILocation(line: 0, scope: !619, inlinedAt: !1214)
!1214 = distinct !DILocation(line: 143, column: 50, scope: !1194)
!1215 = !DILocation(line: 44, column: 37, scope: !619, inlinedAt: !1214)
!1216 = !DILocation(line: 44, column: 41, scope: !619, inlinedAt: !1214)
!1217 = !DILocation(line: 44, column: 34, scope: !619, inlinedAt: !1214)
!1218 = !DILocation(line: 44, column: 56, scope: !619, inlinedAt: !1214)
!1219 = !DILocation(line: 44, column: 60, scope: !619, inlinedAt: !1214)
!1220 = distinct !DIAssignID()
!1221 = distinct !DIAssignID()
!1222 = !DILocation(line: 43, column: 36, scope: !457, inlinedAt: !1199)
!1223 = !DILocation(line: 43, column: 45, scope: !457, inlinedAt: !1199)
!1224 = !DILocation(line: 0, scope: !502, inlinedAt: !1225)
!1225 = distinct !DILocation(line: 43, column: 63, scope: !457, inlinedAt: !1199)
!1226 = !DILocation(line: 39, column: 9, scope: !510, inlinedAt: !1225)
!1227 = !DILocation(line: 39, column: 14, scope: !510, inlinedAt: !1225)
!1228 = !DILocation(line: 39, column: 9, scope: !502, inlinedAt: !1225)
!1229 = !DILocation(line: 39, column: 24, scope: !510, inlinedAt: !1225)
!1230 = !DILocation(line: 40, column: 92, scope: !502, inlinedAt: !1225)
!1231 = !DILocation(line: 43, column: 91, scope: !457, inlinedAt: !1199)
!1232 = !DILocation(line: 43, column: 107, scope: !457, inlinedAt: !1199)
!1233 = !DILocation(line: 43, column: 110, scope: !457, inlinedAt: !1199)
!1234 = !DILocation(line: 40, column: 14, scope: !502, inlinedAt: !1225)
!1235 = !DILocation(line: 40, column: 43, scope: !502, inlinedAt: !1225)
!1236 = !DILocation(line: 40, column: 64, scope: !502, inlinedAt: !1225)
!1237 = !DILocation(line: 40, column: 51, scope: !502, inlinedAt: !1225)
!1238 = !DILocation(line: 40, column: 62, scope: !502, inlinedAt: !1225)
!1239 = !DILocation(line: 40, column: 83, scope: !502, inlinedAt: !1225)
!1240 = !DILocation(line: 40, column: 111, scope: !502, inlinedAt: !1225)
!1241 = !DILocation(line: 43, column: 81, scope: !457, inlinedAt: !1199)
!1242 = !DILocation(line: 43, column: 89, scope: !457, inlinedAt: !1199)
!1243 = !DILocation(line: 43, column: 101, scope: !457, inlinedAt: !1199)
!1244 = !DILocation(line: 43, column: 105, scope: !457, inlinedAt: !1199)
!1245 = !DILocation(line: 43, column: 118, scope: !457, inlinedAt: !1199)
!1246 = !DILocation(line: 143, column: 30, scope: !1194)
!1247 = distinct !DISubprogram(name: "p_car", scope: !3, file: !3, line: 144, type: !346, scopeLine: 144, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1248)
!1248 = !{!1249}
!1249 = !DILocalVariable(name: "a", arg: 1, scope: !1247, file: !3, line: 144, type: !323)
!1250 = !DILocation(line: 0, scope: !1247)
!1251 = !DILocation(line: 0, scope: !619, inlinedAt: !1252)
!1252 = distinct !DILocation(line: 144, column: 40, scope: !1247)
!1253 = !DILocation(line: 44, column: 37, scope: !619, inlinedAt: !1252)
!1254 = !DILocation(line: 44, column: 41, scope: !619, inlinedAt: !1252)
!1255 = !DILocation(line: 44, column: 34, scope: !619, inlinedAt: !1252)
!1256 = !DILocation(line: 44, column: 56, scope: !619, inlinedAt: !1252)
!1257 = !DILocation(line: 44, column: 60, scope: !619, inlinedAt: !1252)
!1258 = !DILocation(line: 0, scope: !619, inlinedAt: !1259)
!1259 = distinct !DILocation(line: 144, column: 36, scope: !1247)
!1260 = !DILocation(line: 44, column: 37, scope: !619, inlinedAt: !1259)
!1261 = !DILocation(line: 44, column: 41, scope: !619, inlinedAt: !1259)
!1262 = !DILocation(line: 44, column: 34, scope: !619, inlinedAt: !1259)
!1263 = !DILocation(line: 44, column: 56, scope: !619, inlinedAt: !1259)
!1264 = !DILocation(line: 44, column: 60, scope: !619, inlinedAt: !1259)
!1265 = !DILocation(line: 144, column: 29, scope: !1247)
!1266 = distinct !DISubprogram(name: "p_cdr", scope: !3, file: !3, line: 145, type: !346, scopeLine: 145, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1267)
!1267 = !{!1268}
!1268 = !DILocalVariable(name: "a", arg: 1, scope: !1266, file: !3, line: 145, type: !323)
!1269 = !DILocation(line: 0, scope: !1266)
!1270 = !DILocation(line: 0, scope: !619, inlinedAt: !1271)
!1271 = distinct !DILocation(line: 145, column: 40, scope: !1266)
!1272 = !DILocation(line: 44, column: 37, scope: !619, inlinedAt: !1271)
!1273 = !DILocation(line: 44, column: 41, scope: !619, inlinedAt: !1271)
!1274 = !DILocation(line: 44, column: 34, scope: !619, inlinedAt: !1271)
!1275 = !DILocation(line: 44, column: 56, scope: !619, inlinedAt: !1271)
!1276 = !DILocation(line: 44, column: 60, scope: !619, inlinedAt: !1271)
!1277 = !DILocation(line: 0, scope: !634, inlinedAt: !1278)
!1278 = distinct !DILocation(line: 145, column: 36, scope: !1266)
!1279 = !DILocation(line: 45, column: 37, scope: !634, inlinedAt: !1278)
!1280 = !DILocation(line: 45, column: 41, scope: !634, inlinedAt: !1278)
!1281 = !DILocation(line: 45, column: 34, scope: !634, inlinedAt: !1278)
!1282 = !DILocation(line: 45, column: 60, scope: !634, inlinedAt: !1278)
!1283 = !DILocation(line: 145, column: 29, scope: !1266)
!1284 = distinct !DISubprogram(name: "p_null", scope: !3, file: !3, line: 146, type: !346, scopeLine: 146, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1285)
!1285 = !{!1286}
!1286 = !DILocalVariable(name: "a", arg: 1, scope: !1284, file: !3, line: 146, type: !323)
!1287 = !DILocation(line: 0, scope: !1284)
!1288 = !DILocation(line: 0, scope: !619, inlinedAt: !1289)
!1289 = distinct !DILocation(line: 146, column: 43, scope: !1284)
!1290 = !DILocation(line: 44, column: 37, scope: !619, inlinedAt: !1289)
!1291 = !DILocation(line: 44, column: 41, scope: !619, inlinedAt: !1289)
!1292 = !DILocation(line: 44, column: 34, scope: !619, inlinedAt: !1289)
!1293 = !DILocation(line: 0, scope: !1114, inlinedAt: !1294)
!1294 = distinct !DILocation(line: 146, column: 37, scope: !1284)
!1295 = !DILocation(line: 134, column: 35, scope: !1114, inlinedAt: !1294)
!1296 = !DILocation(line: 44, column: 56, scope: !619, inlinedAt: !1289)
!1297 = !DILocation(line: 44, column: 60, scope: !619, inlinedAt: !1289)
!1298 = !DILocation(line: 146, column: 50, scope: !1284)
!1299 = !DILocation(line: 146, column: 30, scope: !1284)
!1300 = distinct !DISubprogram(name: "p_pairp", scope: !3, file: !3, line: 147, type: !346, scopeLine: 147, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1301)
!1301 = !{!1302}
!1302 = !DILocalVariable(name: "a", arg: 1, scope: !1300, file: !3, line: 147, type: !323)
!1303 = !DILocation(line: 0, scope: !1300)
!1304 = !DILocation(line: 0, scope: !619, inlinedAt: !1305)
!1305 = distinct !DILocation(line: 147, column: 44, scope: !1300)
!1306 = !DILocation(line: 44, column: 37, scope: !619, inlinedAt: !1305)
!1307 = !DILocation(line: 44, column: 41, scope: !619, inlinedAt: !1305)
!1308 = !DILocation(line: 44, column: 34, scope: !619, inlinedAt: !1305)
!1309 = !DILocation(line: 44, column: 56, scope: !619, inlinedAt: !1305)
!1310 = !DILocation(line: 44, column: 60, scope: !619, inlinedAt: !1305)
!1311 = !DILocation(line: 147, column: 52, scope: !1300)
!1312 = !DILocation(line: 147, column: 56, scope: !1300)
!1313 = !DILocation(line: 0, scope: !1114, inlinedAt: !1314)
!1314 = distinct !DILocation(line: 147, column: 38, scope: !1300)
!1315 = !DILocation(line: 134, column: 35, scope: !1114, inlinedAt: !1314)
!1316 = !DILocation(line: 147, column: 31, scope: !1300)
!1317 = distinct !DISubprogram(name: "p_list", scope: !3, file: !3, line: 148, type: !346, scopeLine: 148, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1318)
!1318 = !{!1319}
!1319 = !DILocalVariable(name: "a", arg: 1, scope: !1317, file: !3, line: 148, type: !323)
!1320 = !DILocation(line: 0, scope: !1317)
!1321 = !DILocation(line: 148, column: 30, scope: !1317)
!1322 = distinct !DISubprogram(name: "read_expr", scope: !3, file: !3, line: 60, type: !1323, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1325)
!1323 = !DISubroutineType(types: !1324)
!1324 = !{!323}
!1325 = !{!1326, !1329, !1330, !1331, !1332}
!1326 = !DILocalVariable(name: "q", scope: !1327, file: !3, line: 63, type: !323)
!1327 = distinct !DILexicalBlock(scope: !1328, file: !3, line: 63, column: 23)
!1328 = distinct !DILexicalBlock(scope: !1322, file: !3, line: 63, column: 9)
!1329 = !DILocalVariable(name: "l", scope: !1327, file: !3, line: 63, type: !323)
!1330 = !DILocalVariable(name: "r", scope: !1327, file: !3, line: 63, type: !323)
!1331 = !DILocalVariable(name: "buf", scope: !1322, file: !3, line: 64, type: !126)
!1332 = !DILocalVariable(name: "n", scope: !1322, file: !3, line: 64, type: !30)
!1333 = distinct !DIAssignID()
!1334 = !DILocation(line: 0, scope: !457, inlinedAt: !1335)
!1335 = distinct !DILocation(line: 63, column: 104, scope: !1327)
!1336 = distinct !DIAssignID()
!1337 = distinct !DIAssignID()
!1338 = !DILocation(line: 0, scope: !457, inlinedAt: !1339)
!1339 = distinct !DILocation(line: 63, column: 72, scope: !1327)
!1340 = distinct !DIAssignID()
!1341 = distinct !DIAssignID()
!1342 = !DILocation(line: 0, scope: !1327)
!1343 = distinct !DIAssignID()
!1344 = distinct !DIAssignID()
!1345 = !DILocation(line: 0, scope: !1322)
!1346 = !DILocation(line: 0, scope: !1347, inlinedAt: !1350)
!1347 = distinct !DISubprogram(name: "skipws", scope: !3, file: !3, line: 53, type: !1348, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!1348 = !DISubroutineType(types: !1349)
!1349 = !{null}
!1350 = distinct !DILocation(line: 61, column: 5, scope: !1322)
!1351 = !DILocation(line: 53, column: 46, scope: !1352, inlinedAt: !1350)
!1352 = distinct !DILexicalBlock(scope: !1353, file: !3, line: 53, column: 37)
!1353 = distinct !DILexicalBlock(scope: !1354, file: !3, line: 53, column: 28)
!1354 = distinct !DILexicalBlock(scope: !1347, file: !3, line: 53, column: 28)
!1355 = !DILocation(line: 53, column: 28, scope: !1347, inlinedAt: !1350)
!1356 = !DILocation(line: 53, column: 28, scope: !1354, inlinedAt: !1350)
!1357 = !{!1358, !1358, i64 0}
!1358 = !{!"short", !473, i64 0}
!1359 = !DILocation(line: 53, column: 39, scope: !1352, inlinedAt: !1350)
!1360 = !DILocation(line: 53, column: 79, scope: !1352, inlinedAt: !1350)
!1361 = distinct !{!1361, !1359, !1360, !598}
!1362 = !DILocation(line: 53, column: 92, scope: !1363, inlinedAt: !1350)
!1363 = distinct !DILexicalBlock(scope: !1352, file: !3, line: 53, column: 87)
!1364 = !DILocation(line: 53, column: 87, scope: !1352, inlinedAt: !1350)
!1365 = !DILocation(line: 53, column: 109, scope: !1366, inlinedAt: !1350)
!1366 = distinct !DILexicalBlock(scope: !1363, file: !3, line: 53, column: 100)
!1367 = !DILocation(line: 53, column: 114, scope: !1366, inlinedAt: !1350)
!1368 = distinct !{!1368, !1356, !1369}
!1369 = !DILocation(line: 53, column: 157, scope: !1354, inlinedAt: !1350)
!1370 = !DILocation(line: 53, column: 134, scope: !1366, inlinedAt: !1350)
!1371 = !DILocation(line: 53, column: 102, scope: !1366, inlinedAt: !1350)
!1372 = distinct !{!1372, !1371, !1370, !598}
!1373 = !DILocation(line: 62, column: 9, scope: !1374)
!1374 = distinct !DILexicalBlock(scope: !1322, file: !3, line: 62, column: 9)
!1375 = !DILocation(line: 62, column: 9, scope: !1322)
!1376 = !DILocation(line: 62, column: 27, scope: !1377)
!1377 = distinct !DILexicalBlock(scope: !1374, file: !3, line: 62, column: 22)
!1378 = !DILocation(line: 62, column: 38, scope: !1377)
!1379 = !DILocation(line: 62, column: 31, scope: !1377)
!1380 = !DILocation(line: 63, column: 28, scope: !1327)
!1381 = !DILocation(line: 63, column: 32, scope: !1327)
!1382 = !DILocation(line: 63, column: 41, scope: !1327)
!1383 = !DILocation(line: 63, column: 37, scope: !1327)
!1384 = distinct !DIAssignID()
!1385 = !DILocation(line: 63, column: 54, scope: !1327)
!1386 = !DILocation(line: 63, column: 63, scope: !1327)
!1387 = distinct !DIAssignID()
!1388 = distinct !DIAssignID()
!1389 = !DILocation(line: 43, column: 36, scope: !457, inlinedAt: !1339)
!1390 = !DILocation(line: 43, column: 45, scope: !457, inlinedAt: !1339)
!1391 = !DILocation(line: 0, scope: !502, inlinedAt: !1392)
!1392 = distinct !DILocation(line: 43, column: 63, scope: !457, inlinedAt: !1339)
!1393 = !DILocation(line: 39, column: 9, scope: !510, inlinedAt: !1392)
!1394 = !DILocation(line: 39, column: 14, scope: !510, inlinedAt: !1392)
!1395 = !DILocation(line: 39, column: 9, scope: !502, inlinedAt: !1392)
!1396 = !DILocation(line: 39, column: 24, scope: !510, inlinedAt: !1392)
!1397 = !DILocation(line: 40, column: 92, scope: !502, inlinedAt: !1392)
!1398 = !DILocation(line: 43, column: 91, scope: !457, inlinedAt: !1339)
!1399 = !DILocation(line: 43, column: 107, scope: !457, inlinedAt: !1339)
!1400 = !DILocation(line: 43, column: 110, scope: !457, inlinedAt: !1339)
!1401 = !DILocation(line: 63, column: 86, scope: !1327)
!1402 = !DILocation(line: 40, column: 14, scope: !502, inlinedAt: !1392)
!1403 = !DILocation(line: 40, column: 43, scope: !502, inlinedAt: !1392)
!1404 = !DILocation(line: 40, column: 64, scope: !502, inlinedAt: !1392)
!1405 = !DILocation(line: 40, column: 51, scope: !502, inlinedAt: !1392)
!1406 = !DILocation(line: 40, column: 62, scope: !502, inlinedAt: !1392)
!1407 = !DILocation(line: 40, column: 83, scope: !502, inlinedAt: !1392)
!1408 = !DILocation(line: 40, column: 111, scope: !502, inlinedAt: !1392)
!1409 = !DILocation(line: 43, column: 81, scope: !457, inlinedAt: !1339)
!1410 = !DILocation(line: 43, column: 89, scope: !457, inlinedAt: !1339)
!1411 = !DILocation(line: 43, column: 101, scope: !457, inlinedAt: !1339)
!1412 = !DILocation(line: 43, column: 105, scope: !457, inlinedAt: !1339)
!1413 = !DILocation(line: 43, column: 118, scope: !457, inlinedAt: !1339)
!1414 = !DILocation(line: 63, column: 68, scope: !1327)
!1415 = distinct !DIAssignID()
!1416 = !DILocation(line: 63, column: 109, scope: !1327)
!1417 = distinct !DIAssignID()
!1418 = distinct !DIAssignID()
!1419 = !DILocation(line: 43, column: 36, scope: !457, inlinedAt: !1335)
!1420 = !DILocation(line: 43, column: 45, scope: !457, inlinedAt: !1335)
!1421 = !DILocation(line: 0, scope: !502, inlinedAt: !1422)
!1422 = distinct !DILocation(line: 43, column: 63, scope: !457, inlinedAt: !1335)
!1423 = !DILocation(line: 39, column: 14, scope: !510, inlinedAt: !1422)
!1424 = !DILocation(line: 39, column: 9, scope: !502, inlinedAt: !1422)
!1425 = !DILocation(line: 39, column: 24, scope: !510, inlinedAt: !1422)
!1426 = !DILocation(line: 40, column: 92, scope: !502, inlinedAt: !1422)
!1427 = !DILocation(line: 43, column: 91, scope: !457, inlinedAt: !1335)
!1428 = !DILocation(line: 43, column: 107, scope: !457, inlinedAt: !1335)
!1429 = !DILocation(line: 43, column: 110, scope: !457, inlinedAt: !1335)
!1430 = !DILocation(line: 40, column: 64, scope: !502, inlinedAt: !1422)
!1431 = !DILocation(line: 40, column: 111, scope: !502, inlinedAt: !1422)
!1432 = !DILocation(line: 40, column: 14, scope: !502, inlinedAt: !1422)
!1433 = !DILocation(line: 40, column: 43, scope: !502, inlinedAt: !1422)
!1434 = !DILocation(line: 40, column: 51, scope: !502, inlinedAt: !1422)
!1435 = !DILocation(line: 40, column: 62, scope: !502, inlinedAt: !1422)
!1436 = !DILocation(line: 40, column: 83, scope: !502, inlinedAt: !1422)
!1437 = !DILocation(line: 43, column: 81, scope: !457, inlinedAt: !1335)
!1438 = !DILocation(line: 43, column: 89, scope: !457, inlinedAt: !1335)
!1439 = !DILocation(line: 43, column: 101, scope: !457, inlinedAt: !1335)
!1440 = !DILocation(line: 43, column: 105, scope: !457, inlinedAt: !1335)
!1441 = !DILocation(line: 43, column: 118, scope: !457, inlinedAt: !1335)
!1442 = !DILocation(line: 63, column: 122, scope: !1327)
!1443 = !DILocation(line: 63, column: 140, scope: !1328)
!1444 = !DILocation(line: 64, column: 5, scope: !1322)
!1445 = !DILocation(line: 65, column: 12, scope: !1322)
!1446 = !DILocation(line: 65, column: 17, scope: !1322)
!1447 = !DILocation(line: 65, column: 21, scope: !1322)
!1448 = !DILocation(line: 65, column: 50, scope: !1322)
!1449 = !DILocation(line: 65, column: 73, scope: !1322)
!1450 = !DILocation(line: 65, column: 80, scope: !1322)
!1451 = !DILocation(line: 65, column: 106, scope: !1322)
!1452 = !DILocation(line: 65, column: 96, scope: !1322)
!1453 = !DILocation(line: 65, column: 91, scope: !1322)
!1454 = !DILocation(line: 65, column: 100, scope: !1322)
!1455 = distinct !{!1455, !1456, !1451, !598}
!1456 = !DILocation(line: 65, column: 5, scope: !1322)
!1457 = !DILocation(line: 66, column: 5, scope: !1322)
!1458 = !DILocation(line: 66, column: 12, scope: !1322)
!1459 = !DILocation(line: 67, column: 10, scope: !1460)
!1460 = distinct !DILexicalBlock(scope: !1322, file: !3, line: 67, column: 9)
!1461 = !DILocation(line: 67, column: 41, scope: !1460)
!1462 = !DILocation(line: 67, column: 52, scope: !1460)
!1463 = !DILocation(line: 67, column: 59, scope: !1460)
!1464 = !DILocation(line: 67, column: 62, scope: !1460)
!1465 = !DILocation(line: 67, column: 9, scope: !1322)
!1466 = !DILocation(line: 67, column: 109, scope: !1460)
!1467 = !DILocation(line: 0, scope: !854, inlinedAt: !1468)
!1468 = distinct !DILocation(line: 67, column: 103, scope: !1460)
!1469 = !DILocation(line: 0, scope: !502, inlinedAt: !1470)
!1470 = distinct !DILocation(line: 42, column: 38, scope: !854, inlinedAt: !1468)
!1471 = !DILocation(line: 39, column: 9, scope: !510, inlinedAt: !1470)
!1472 = !DILocation(line: 39, column: 14, scope: !510, inlinedAt: !1470)
!1473 = !DILocation(line: 39, column: 9, scope: !502, inlinedAt: !1470)
!1474 = !DILocation(line: 39, column: 24, scope: !510, inlinedAt: !1470)
!1475 = !DILocation(line: 40, column: 92, scope: !502, inlinedAt: !1470)
!1476 = !DILocation(line: 40, column: 14, scope: !502, inlinedAt: !1470)
!1477 = !DILocation(line: 40, column: 43, scope: !502, inlinedAt: !1470)
!1478 = !DILocation(line: 40, column: 64, scope: !502, inlinedAt: !1470)
!1479 = !DILocation(line: 40, column: 51, scope: !502, inlinedAt: !1470)
!1480 = !DILocation(line: 40, column: 62, scope: !502, inlinedAt: !1470)
!1481 = !DILocation(line: 40, column: 83, scope: !502, inlinedAt: !1470)
!1482 = !DILocation(line: 40, column: 111, scope: !502, inlinedAt: !1470)
!1483 = !DILocation(line: 42, column: 55, scope: !854, inlinedAt: !1468)
!1484 = !DILocation(line: 42, column: 59, scope: !854, inlinedAt: !1468)
!1485 = !DILocation(line: 67, column: 96, scope: !1460)
!1486 = !DILocation(line: 68, column: 12, scope: !1322)
!1487 = !DILocation(line: 68, column: 5, scope: !1322)
!1488 = !DILocation(line: 69, column: 1, scope: !1322)
!1489 = distinct !DISubprogram(name: "eval", scope: !3, file: !3, line: 99, type: !458, scopeLine: 99, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1490)
!1490 = !{!1491, !1492, !1493, !1494, !1495, !1496, !1497, !1498, !1499, !1505, !1506, !1509, !1512, !1513, !1517, !1520, !1523, !1526, !1527, !1530, !1534, !1537, !1538, !1539, !1540, !1541, !1547, !1548}
!1491 = !DILocalVariable(name: "x", arg: 1, scope: !1489, file: !3, line: 99, type: !323)
!1492 = !DILocalVariable(name: "env", arg: 2, scope: !1489, file: !3, line: 99, type: !323)
!1493 = !DILocalVariable(name: "fn", scope: !1489, file: !3, line: 100, type: !323)
!1494 = !DILocalVariable(name: "args", scope: !1489, file: !3, line: 100, type: !323)
!1495 = !DILocalVariable(name: "frame", scope: !1489, file: !3, line: 100, type: !323)
!1496 = !DILocalVariable(name: "tmp", scope: !1489, file: !3, line: 100, type: !323)
!1497 = !DILocalVariable(name: "pushed", scope: !1489, file: !3, line: 100, type: !30)
!1498 = !DILocalVariable(name: "result", scope: !1489, file: !3, line: 100, type: !323)
!1499 = !DILocalVariable(name: "b", scope: !1500, file: !3, line: 103, type: !323)
!1500 = distinct !DILexicalBlock(scope: !1501, file: !3, line: 103, column: 30)
!1501 = distinct !DILexicalBlock(scope: !1502, file: !3, line: 103, column: 13)
!1502 = distinct !DILexicalBlock(scope: !1503, file: !3, line: 101, column: 14)
!1503 = distinct !DILexicalBlock(scope: !1504, file: !3, line: 101, column: 5)
!1504 = distinct !DILexicalBlock(scope: !1489, file: !3, line: 101, column: 5)
!1505 = !DILocalVariable(name: "op", scope: !1502, file: !3, line: 104, type: !323)
!1506 = !DILocalVariable(name: "c", scope: !1507, file: !3, line: 106, type: !323)
!1507 = distinct !DILexicalBlock(scope: !1508, file: !3, line: 106, column: 25)
!1508 = distinct !DILexicalBlock(scope: !1502, file: !3, line: 106, column: 13)
!1509 = !DILocalVariable(name: "cl", scope: !1510, file: !3, line: 107, type: !323)
!1510 = distinct !DILexicalBlock(scope: !1511, file: !3, line: 107, column: 27)
!1511 = distinct !DILexicalBlock(scope: !1502, file: !3, line: 107, column: 13)
!1512 = !DILocalVariable(name: "next", scope: !1510, file: !3, line: 107, type: !323)
!1513 = !DILocalVariable(name: "test", scope: !1514, file: !3, line: 107, type: !323)
!1514 = distinct !DILexicalBlock(scope: !1515, file: !3, line: 107, column: 97)
!1515 = distinct !DILexicalBlock(scope: !1516, file: !3, line: 107, column: 65)
!1516 = distinct !DILexicalBlock(scope: !1510, file: !3, line: 107, column: 65)
!1517 = !DILocalVariable(name: "target", scope: !1518, file: !3, line: 108, type: !323)
!1518 = distinct !DILexicalBlock(scope: !1519, file: !3, line: 108, column: 29)
!1519 = distinct !DILexicalBlock(scope: !1502, file: !3, line: 108, column: 13)
!1520 = !DILocalVariable(name: "v", scope: !1521, file: !3, line: 110, type: !323)
!1521 = distinct !DILexicalBlock(scope: !1522, file: !3, line: 110, column: 18)
!1522 = distinct !DILexicalBlock(scope: !1518, file: !3, line: 109, column: 17)
!1523 = !DILocalVariable(name: "b", scope: !1524, file: !3, line: 112, type: !323)
!1524 = distinct !DILexicalBlock(scope: !1525, file: !3, line: 112, column: 26)
!1525 = distinct !DILexicalBlock(scope: !1502, file: !3, line: 112, column: 13)
!1526 = !DILocalVariable(name: "v", scope: !1524, file: !3, line: 112, type: !323)
!1527 = !DILocalVariable(name: "b", scope: !1528, file: !3, line: 114, type: !323)
!1528 = distinct !DILexicalBlock(scope: !1529, file: !3, line: 114, column: 28)
!1529 = distinct !DILexicalBlock(scope: !1502, file: !3, line: 114, column: 13)
!1530 = !DILocalVariable(name: "b", scope: !1531, file: !3, line: 116, type: !323)
!1531 = distinct !DILexicalBlock(scope: !1532, file: !3, line: 116, column: 13)
!1532 = distinct !DILexicalBlock(scope: !1533, file: !3, line: 115, column: 26)
!1533 = distinct !DILexicalBlock(scope: !1502, file: !3, line: 115, column: 13)
!1534 = !DILocalVariable(name: "v", scope: !1535, file: !3, line: 116, type: !323)
!1535 = distinct !DILexicalBlock(scope: !1536, file: !3, line: 116, column: 62)
!1536 = distinct !DILexicalBlock(scope: !1531, file: !3, line: 116, column: 13)
!1537 = !DILocalVariable(name: "pair", scope: !1535, file: !3, line: 116, type: !323)
!1538 = !DILocalVariable(name: "b", scope: !1532, file: !3, line: 117, type: !323)
!1539 = !DILocalVariable(name: "p", scope: !1502, file: !3, line: 123, type: !323)
!1540 = !DILocalVariable(name: "a", scope: !1502, file: !3, line: 123, type: !323)
!1541 = !DILocalVariable(name: "pair", scope: !1542, file: !3, line: 124, type: !323)
!1542 = distinct !DILexicalBlock(scope: !1543, file: !3, line: 124, column: 73)
!1543 = distinct !DILexicalBlock(scope: !1544, file: !3, line: 124, column: 56)
!1544 = distinct !DILexicalBlock(scope: !1545, file: !3, line: 124, column: 50)
!1545 = distinct !DILexicalBlock(scope: !1546, file: !3, line: 124, column: 9)
!1546 = distinct !DILexicalBlock(scope: !1502, file: !3, line: 124, column: 9)
!1547 = !DILocalVariable(name: "pair", scope: !1544, file: !3, line: 124, type: !323)
!1548 = !DILocalVariable(name: "body", scope: !1502, file: !3, line: 126, type: !323)
!1549 = distinct !DIAssignID()
!1550 = !DILocation(line: 0, scope: !457, inlinedAt: !1551)
!1551 = distinct !DILocation(line: 125, column: 15, scope: !1502)
!1552 = distinct !DIAssignID()
!1553 = distinct !DIAssignID()
!1554 = !DILocation(line: 0, scope: !457, inlinedAt: !1555)
!1555 = distinct !DILocation(line: 124, column: 209, scope: !1544)
!1556 = distinct !DIAssignID()
!1557 = distinct !DIAssignID()
!1558 = !DILocation(line: 0, scope: !457, inlinedAt: !1559)
!1559 = distinct !DILocation(line: 124, column: 167, scope: !1544)
!1560 = distinct !DIAssignID()
!1561 = distinct !DIAssignID()
!1562 = !DILocation(line: 0, scope: !457, inlinedAt: !1563)
!1563 = distinct !DILocation(line: 124, column: 119, scope: !1542)
!1564 = distinct !DIAssignID()
!1565 = distinct !DIAssignID()
!1566 = !DILocation(line: 0, scope: !457, inlinedAt: !1567)
!1567 = distinct !DILocation(line: 124, column: 87, scope: !1542)
!1568 = distinct !DIAssignID()
!1569 = distinct !DIAssignID()
!1570 = !DILocation(line: 0, scope: !457, inlinedAt: !1571)
!1571 = distinct !DILocation(line: 116, column: 165, scope: !1535)
!1572 = distinct !DIAssignID()
!1573 = distinct !DIAssignID()
!1574 = !DILocation(line: 0, scope: !457, inlinedAt: !1575)
!1575 = distinct !DILocation(line: 116, column: 123, scope: !1535)
!1576 = distinct !DIAssignID()
!1577 = distinct !DIAssignID()
!1578 = !DILocation(line: 0, scope: !457, inlinedAt: !1579)
!1579 = distinct !DILocation(line: 117, column: 19, scope: !1532)
!1580 = distinct !DIAssignID()
!1581 = distinct !DIAssignID()
!1582 = !DILocation(line: 0, scope: !1489)
!1583 = distinct !DIAssignID()
!1584 = distinct !DIAssignID()
!1585 = distinct !DIAssignID()
!1586 = distinct !DIAssignID()
!1587 = distinct !DIAssignID()
!1588 = distinct !DIAssignID()
!1589 = !DILocation(line: 0, scope: !1521)
!1590 = distinct !DIAssignID()
!1591 = !DILocation(line: 0, scope: !1535)
!1592 = distinct !DIAssignID()
!1593 = distinct !DIAssignID()
!1594 = !DILocation(line: 0, scope: !1542)
!1595 = distinct !DIAssignID()
!1596 = !DILocation(line: 0, scope: !1544)
!1597 = distinct !DIAssignID()
!1598 = distinct !DIAssignID()
!1599 = !DILocation(line: 100, column: 5, scope: !1489)
!1600 = !DILocation(line: 100, column: 10, scope: !1489)
!1601 = distinct !DIAssignID()
!1602 = !DILocation(line: 100, column: 21, scope: !1489)
!1603 = distinct !DIAssignID()
!1604 = !DILocation(line: 100, column: 34, scope: !1489)
!1605 = distinct !DIAssignID()
!1606 = !DILocation(line: 100, column: 48, scope: !1489)
!1607 = distinct !DIAssignID()
!1608 = !DILocation(line: 100, column: 59, scope: !1489)
!1609 = !DILocation(line: 100, column: 68, scope: !1489)
!1610 = !DILocation(line: 100, column: 79, scope: !1489)
!1611 = !DILocation(line: 100, column: 89, scope: !1489)
!1612 = !DILocation(line: 100, column: 101, scope: !1489)
!1613 = !DILocation(line: 100, column: 114, scope: !1489)
!1614 = !DILocation(line: 101, column: 5, scope: !1489)
!1615 = !DILocation(line: 102, column: 13, scope: !1616)
!1616 = distinct !DILexicalBlock(scope: !1502, file: !3, line: 102, column: 13)
!1617 = !DILocation(line: 102, column: 16, scope: !1616)
!1618 = !DILocation(line: 102, column: 29, scope: !1616)
!1619 = !DILocation(line: 103, column: 48, scope: !1500)
!1620 = !DILocalVariable(name: "env", arg: 1, scope: !1621, file: !3, line: 88, type: !323)
!1621 = distinct !DISubprogram(name: "lookup", scope: !3, file: !3, line: 88, type: !458, scopeLine: 88, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1622)
!1622 = !{!1620, !1623, !1624, !1626}
!1623 = !DILocalVariable(name: "sym", arg: 2, scope: !1621, file: !3, line: 88, type: !323)
!1624 = !DILocalVariable(name: "e", scope: !1625, file: !3, line: 89, type: !323)
!1625 = distinct !DILexicalBlock(scope: !1621, file: !3, line: 89, column: 5)
!1626 = !DILocalVariable(name: "f", scope: !1627, file: !3, line: 89, type: !323)
!1627 = distinct !DILexicalBlock(scope: !1628, file: !3, line: 89, column: 46)
!1628 = distinct !DILexicalBlock(scope: !1625, file: !3, line: 89, column: 5)
!1629 = !DILocation(line: 0, scope: !1621, inlinedAt: !1630)
!1630 = distinct !DILocation(line: 103, column: 41, scope: !1500)
!1631 = !DILocation(line: 0, scope: !1625, inlinedAt: !1630)
!1632 = !DILocation(line: 89, column: 26, scope: !1628, inlinedAt: !1630)
!1633 = !DILocation(line: 89, column: 5, scope: !1625, inlinedAt: !1630)
!1634 = !DILocation(line: 0, scope: !619, inlinedAt: !1635)
!1635 = distinct !DILocation(line: 89, column: 60, scope: !1627, inlinedAt: !1630)
!1636 = !DILocation(line: 44, column: 37, scope: !619, inlinedAt: !1635)
!1637 = !DILocation(line: 44, column: 41, scope: !619, inlinedAt: !1635)
!1638 = !DILocation(line: 44, column: 34, scope: !619, inlinedAt: !1635)
!1639 = !DILocation(line: 44, column: 56, scope: !619, inlinedAt: !1635)
!1640 = !DILocation(line: 44, column: 60, scope: !619, inlinedAt: !1635)
!1641 = !DILocation(line: 0, scope: !1627, inlinedAt: !1630)
!1642 = !DILocation(line: 89, column: 70, scope: !1643, inlinedAt: !1630)
!1643 = distinct !DILexicalBlock(scope: !1627, file: !3, line: 89, column: 46)
!1644 = !DILocation(line: 89, column: 46, scope: !1627, inlinedAt: !1630)
!1645 = !DILocation(line: 0, scope: !619, inlinedAt: !1646)
!1646 = distinct !DILocation(line: 89, column: 98, scope: !1647, inlinedAt: !1630)
!1647 = distinct !DILexicalBlock(scope: !1643, file: !3, line: 89, column: 94)
!1648 = !DILocation(line: 44, column: 37, scope: !619, inlinedAt: !1646)
!1649 = !DILocation(line: 44, column: 41, scope: !619, inlinedAt: !1646)
!1650 = !DILocation(line: 44, column: 34, scope: !619, inlinedAt: !1646)
!1651 = !DILocation(line: 44, column: 56, scope: !619, inlinedAt: !1646)
!1652 = !DILocation(line: 44, column: 60, scope: !619, inlinedAt: !1646)
!1653 = !DILocation(line: 0, scope: !619, inlinedAt: !1654)
!1654 = distinct !DILocation(line: 89, column: 94, scope: !1647, inlinedAt: !1630)
!1655 = !DILocation(line: 44, column: 37, scope: !619, inlinedAt: !1654)
!1656 = !DILocation(line: 44, column: 41, scope: !619, inlinedAt: !1654)
!1657 = !DILocation(line: 44, column: 34, scope: !619, inlinedAt: !1654)
!1658 = !DILocation(line: 44, column: 56, scope: !619, inlinedAt: !1654)
!1659 = !DILocation(line: 44, column: 60, scope: !619, inlinedAt: !1654)
!1660 = !DILocation(line: 89, column: 106, scope: !1647, inlinedAt: !1630)
!1661 = !DILocation(line: 89, column: 94, scope: !1643, inlinedAt: !1630)
!1662 = !DILocation(line: 0, scope: !619, inlinedAt: !1663)
!1663 = distinct !DILocation(line: 89, column: 121, scope: !1647, inlinedAt: !1630)
!1664 = !DILocation(line: 44, column: 34, scope: !619, inlinedAt: !1663)
!1665 = !DILocation(line: 0, scope: !634, inlinedAt: !1666)
!1666 = distinct !DILocation(line: 89, column: 82, scope: !1643, inlinedAt: !1630)
!1667 = !DILocation(line: 45, column: 34, scope: !634, inlinedAt: !1666)
!1668 = !DILocation(line: 45, column: 60, scope: !634, inlinedAt: !1666)
!1669 = distinct !{!1669, !1644, !1670, !598}
!1670 = !DILocation(line: 89, column: 126, scope: !1627, inlinedAt: !1630)
!1671 = !DILocation(line: 45, column: 60, scope: !634, inlinedAt: !1672)
!1672 = distinct !DILocation(line: 89, column: 38, scope: !1628, inlinedAt: !1630)
!1673 = distinct !{!1673, !1633, !1674, !598}
!1674 = !DILocation(line: 89, column: 126, scope: !1625, inlinedAt: !1630)
!1675 = !DILocation(line: 44, column: 56, scope: !619, inlinedAt: !1663)
!1676 = !DILocation(line: 44, column: 60, scope: !619, inlinedAt: !1663)
!1677 = !DILocation(line: 0, scope: !1500)
!1678 = !DILocation(line: 103, column: 62, scope: !1679)
!1679 = distinct !DILexicalBlock(scope: !1500, file: !3, line: 103, column: 61)
!1680 = !DILocation(line: 103, column: 61, scope: !1500)
!1681 = !DILocation(line: 103, column: 73, scope: !1682)
!1682 = distinct !DILexicalBlock(scope: !1679, file: !3, line: 103, column: 65)
!1683 = !DILocation(line: 103, column: 112, scope: !1682)
!1684 = !DILocation(line: 103, column: 114, scope: !1682)
!1685 = !DILocation(line: 103, column: 77, scope: !1682)
!1686 = !DILocation(line: 103, column: 134, scope: !1682)
!1687 = !DILocation(line: 0, scope: !634, inlinedAt: !1688)
!1688 = distinct !DILocation(line: 103, column: 150, scope: !1679)
!1689 = !DILocation(line: 45, column: 37, scope: !634, inlinedAt: !1688)
!1690 = !DILocation(line: 45, column: 41, scope: !634, inlinedAt: !1688)
!1691 = !DILocation(line: 45, column: 34, scope: !634, inlinedAt: !1688)
!1692 = !DILocation(line: 45, column: 60, scope: !634, inlinedAt: !1688)
!1693 = !DILocation(line: 0, scope: !619, inlinedAt: !1694)
!1694 = distinct !DILocation(line: 104, column: 19, scope: !1502)
!1695 = !DILocation(line: 44, column: 41, scope: !619, inlinedAt: !1694)
!1696 = !DILocation(line: 44, column: 34, scope: !619, inlinedAt: !1694)
!1697 = !DILocation(line: 44, column: 56, scope: !619, inlinedAt: !1694)
!1698 = !DILocation(line: 44, column: 60, scope: !619, inlinedAt: !1694)
!1699 = !DILocation(line: 0, scope: !1502)
!1700 = !DILocation(line: 105, column: 19, scope: !1701)
!1701 = distinct !DILexicalBlock(scope: !1502, file: !3, line: 105, column: 13)
!1702 = !DILocation(line: 105, column: 16, scope: !1701)
!1703 = !DILocation(line: 105, column: 13, scope: !1502)
!1704 = !DILocation(line: 0, scope: !634, inlinedAt: !1705)
!1705 = distinct !DILocation(line: 105, column: 43, scope: !1706)
!1706 = distinct !DILexicalBlock(scope: !1701, file: !3, line: 105, column: 28)
!1707 = !DILocation(line: 45, column: 60, scope: !634, inlinedAt: !1705)
!1708 = !DILocation(line: 45, column: 34, scope: !634, inlinedAt: !1705)
!1709 = !DILocation(line: 0, scope: !619, inlinedAt: !1710)
!1710 = distinct !DILocation(line: 105, column: 39, scope: !1706)
!1711 = !DILocation(line: 44, column: 37, scope: !619, inlinedAt: !1710)
!1712 = !DILocation(line: 44, column: 41, scope: !619, inlinedAt: !1710)
!1713 = !DILocation(line: 44, column: 34, scope: !619, inlinedAt: !1710)
!1714 = !DILocation(line: 44, column: 56, scope: !619, inlinedAt: !1710)
!1715 = !DILocation(line: 44, column: 60, scope: !619, inlinedAt: !1710)
!1716 = !DILocation(line: 106, column: 19, scope: !1508)
!1717 = !DILocation(line: 106, column: 16, scope: !1508)
!1718 = !DILocation(line: 106, column: 13, scope: !1502)
!1719 = !DILocation(line: 0, scope: !634, inlinedAt: !1720)
!1720 = distinct !DILocation(line: 106, column: 45, scope: !1507)
!1721 = !DILocation(line: 45, column: 60, scope: !634, inlinedAt: !1720)
!1722 = !DILocation(line: 45, column: 34, scope: !634, inlinedAt: !1720)
!1723 = !DILocation(line: 0, scope: !619, inlinedAt: !1724)
!1724 = distinct !DILocation(line: 106, column: 41, scope: !1507)
!1725 = !DILocation(line: 44, column: 37, scope: !619, inlinedAt: !1724)
!1726 = !DILocation(line: 44, column: 41, scope: !619, inlinedAt: !1724)
!1727 = !DILocation(line: 44, column: 34, scope: !619, inlinedAt: !1724)
!1728 = !DILocation(line: 44, column: 56, scope: !619, inlinedAt: !1724)
!1729 = !DILocation(line: 44, column: 60, scope: !619, inlinedAt: !1724)
!1730 = !DILocation(line: 106, column: 54, scope: !1507)
!1731 = !DILocation(line: 106, column: 36, scope: !1507)
!1732 = !DILocation(line: 0, scope: !1507)
!1733 = !DILocation(line: 106, column: 66, scope: !1507)
!1734 = !DILocation(line: 106, scope: !1507)
!1735 = !DILocation(line: 0, scope: !634, inlinedAt: !1736)
!1736 = distinct !DILocation(line: 106, column: 106, scope: !1507)
!1737 = !DILocation(line: 0, scope: !634, inlinedAt: !1738)
!1738 = distinct !DILocation(line: 106, column: 83, scope: !1507)
!1739 = !DILocation(line: 45, column: 37, scope: !634, inlinedAt: !1734)
!1740 = !DILocation(line: 45, column: 41, scope: !634, inlinedAt: !1734)
!1741 = !DILocation(line: 106, column: 64, scope: !1507)
!1742 = !DILocation(line: 45, column: 34, scope: !634, inlinedAt: !1738)
!1743 = !DILocation(line: 45, column: 60, scope: !634, inlinedAt: !1738)
!1744 = !DILocation(line: 0, scope: !634, inlinedAt: !1745)
!1745 = distinct !DILocation(line: 106, column: 79, scope: !1507)
!1746 = !DILocation(line: 45, column: 37, scope: !634, inlinedAt: !1745)
!1747 = !DILocation(line: 45, column: 41, scope: !634, inlinedAt: !1745)
!1748 = !DILocation(line: 45, column: 34, scope: !634, inlinedAt: !1745)
!1749 = !DILocation(line: 45, column: 60, scope: !634, inlinedAt: !1745)
!1750 = !DILocation(line: 0, scope: !619, inlinedAt: !1751)
!1751 = distinct !DILocation(line: 106, column: 75, scope: !1507)
!1752 = !DILocation(line: 44, column: 37, scope: !619, inlinedAt: !1751)
!1753 = !DILocation(line: 44, column: 41, scope: !619, inlinedAt: !1751)
!1754 = !DILocation(line: 44, column: 34, scope: !619, inlinedAt: !1751)
!1755 = !DILocation(line: 45, column: 34, scope: !634, inlinedAt: !1736)
!1756 = !DILocation(line: 45, column: 60, scope: !634, inlinedAt: !1736)
!1757 = !DILocation(line: 0, scope: !634, inlinedAt: !1758)
!1758 = distinct !DILocation(line: 106, column: 102, scope: !1507)
!1759 = !DILocation(line: 45, column: 37, scope: !634, inlinedAt: !1758)
!1760 = !DILocation(line: 45, column: 41, scope: !634, inlinedAt: !1758)
!1761 = !DILocation(line: 45, column: 34, scope: !634, inlinedAt: !1758)
!1762 = !DILocation(line: 45, column: 60, scope: !634, inlinedAt: !1758)
!1763 = !DILocation(line: 0, scope: !634, inlinedAt: !1764)
!1764 = distinct !DILocation(line: 106, column: 98, scope: !1507)
!1765 = !DILocation(line: 45, column: 37, scope: !634, inlinedAt: !1764)
!1766 = !DILocation(line: 45, column: 41, scope: !634, inlinedAt: !1764)
!1767 = !DILocation(line: 45, column: 34, scope: !634, inlinedAt: !1764)
!1768 = !DILocation(line: 45, column: 60, scope: !634, inlinedAt: !1764)
!1769 = !DILocation(line: 0, scope: !619, inlinedAt: !1770)
!1770 = distinct !DILocation(line: 106, column: 94, scope: !1507)
!1771 = !DILocation(line: 44, column: 37, scope: !619, inlinedAt: !1770)
!1772 = !DILocation(line: 44, column: 41, scope: !619, inlinedAt: !1770)
!1773 = !DILocation(line: 44, column: 34, scope: !619, inlinedAt: !1770)
!1774 = !DILocation(line: 44, column: 56, scope: !619, inlinedAt: !1734)
!1775 = !DILocation(line: 44, column: 60, scope: !619, inlinedAt: !1734)
!1776 = !DILocation(line: 106, column: 62, scope: !1507)
!1777 = distinct !DIAssignID()
!1778 = !DILocation(line: 107, column: 19, scope: !1511)
!1779 = !DILocation(line: 107, column: 16, scope: !1511)
!1780 = !DILocation(line: 107, column: 13, scope: !1502)
!1781 = !DILocation(line: 0, scope: !634, inlinedAt: !1782)
!1782 = distinct !DILocation(line: 107, column: 39, scope: !1510)
!1783 = !DILocation(line: 45, column: 60, scope: !634, inlinedAt: !1782)
!1784 = !DILocation(line: 0, scope: !1510)
!1785 = !DILocation(line: 107, column: 75, scope: !1515)
!1786 = !DILocation(line: 107, column: 65, scope: !1516)
!1787 = !DILocation(line: 0, scope: !619, inlinedAt: !1788)
!1788 = distinct !DILocation(line: 107, column: 115, scope: !1514)
!1789 = !DILocation(line: 44, column: 37, scope: !619, inlinedAt: !1788)
!1790 = !DILocation(line: 44, column: 41, scope: !619, inlinedAt: !1788)
!1791 = !DILocation(line: 44, column: 34, scope: !619, inlinedAt: !1788)
!1792 = !DILocation(line: 44, column: 56, scope: !619, inlinedAt: !1788)
!1793 = !DILocation(line: 44, column: 60, scope: !619, inlinedAt: !1788)
!1794 = !DILocation(line: 0, scope: !619, inlinedAt: !1795)
!1795 = distinct !DILocation(line: 107, column: 111, scope: !1514)
!1796 = !DILocation(line: 44, column: 37, scope: !619, inlinedAt: !1795)
!1797 = !DILocation(line: 44, column: 41, scope: !619, inlinedAt: !1795)
!1798 = !DILocation(line: 44, column: 34, scope: !619, inlinedAt: !1795)
!1799 = !DILocation(line: 44, column: 56, scope: !619, inlinedAt: !1795)
!1800 = !DILocation(line: 44, column: 60, scope: !619, inlinedAt: !1795)
!1801 = !DILocation(line: 0, scope: !1514)
!1802 = !DILocation(line: 107, column: 137, scope: !1803)
!1803 = distinct !DILexicalBlock(scope: !1514, file: !3, line: 107, column: 129)
!1804 = !DILocation(line: 107, column: 134, scope: !1803)
!1805 = !DILocation(line: 107, column: 144, scope: !1803)
!1806 = !DILocation(line: 107, column: 158, scope: !1803)
!1807 = !DILocation(line: 107, column: 147, scope: !1803)
!1808 = !DILocation(line: 107, column: 163, scope: !1803)
!1809 = !DILocation(line: 44, column: 37, scope: !619, inlinedAt: !1810)
!1810 = distinct !DILocation(line: 107, column: 188, scope: !1811)
!1811 = distinct !DILexicalBlock(scope: !1803, file: !3, line: 107, column: 171)
!1812 = !DILocation(line: 107, column: 129, scope: !1514)
!1813 = !DILocation(line: 0, scope: !619, inlinedAt: !1810)
!1814 = !DILocation(line: 44, column: 41, scope: !619, inlinedAt: !1810)
!1815 = !DILocation(line: 44, column: 34, scope: !619, inlinedAt: !1810)
!1816 = !DILocation(line: 44, column: 56, scope: !619, inlinedAt: !1810)
!1817 = !DILocation(line: 44, column: 60, scope: !619, inlinedAt: !1810)
!1818 = !DILocation(line: 0, scope: !634, inlinedAt: !1819)
!1819 = distinct !DILocation(line: 107, column: 184, scope: !1811)
!1820 = !DILocation(line: 45, column: 37, scope: !634, inlinedAt: !1819)
!1821 = !DILocation(line: 45, column: 41, scope: !634, inlinedAt: !1819)
!1822 = !DILocation(line: 45, column: 34, scope: !634, inlinedAt: !1819)
!1823 = !DILocation(line: 45, column: 60, scope: !634, inlinedAt: !1819)
!1824 = !DILocation(line: 0, scope: !619, inlinedAt: !1825)
!1825 = distinct !DILocation(line: 107, column: 180, scope: !1811)
!1826 = !DILocation(line: 44, column: 37, scope: !619, inlinedAt: !1825)
!1827 = !DILocation(line: 44, column: 41, scope: !619, inlinedAt: !1825)
!1828 = !DILocation(line: 44, column: 34, scope: !619, inlinedAt: !1825)
!1829 = !DILocation(line: 0, scope: !634, inlinedAt: !1830)
!1830 = distinct !DILocation(line: 107, column: 88, scope: !1515)
!1831 = !DILocation(line: 45, column: 41, scope: !634, inlinedAt: !1830)
!1832 = !DILocation(line: 45, column: 34, scope: !634, inlinedAt: !1830)
!1833 = !DILocation(line: 45, column: 60, scope: !634, inlinedAt: !1830)
!1834 = distinct !{!1834, !1786, !1835, !598}
!1835 = !DILocation(line: 107, column: 208, scope: !1516)
!1836 = !DILocation(line: 44, column: 56, scope: !619, inlinedAt: !1825)
!1837 = !DILocation(line: 44, column: 60, scope: !619, inlinedAt: !1825)
!1838 = !DILocation(line: 107, column: 215, scope: !1839)
!1839 = distinct !DILexicalBlock(scope: !1510, file: !3, line: 107, column: 214)
!1840 = !DILocation(line: 107, column: 214, scope: !1510)
!1841 = !DILocation(line: 107, column: 248, scope: !1510)
!1842 = distinct !DIAssignID()
!1843 = !DILocation(line: 107, column: 256, scope: !1510)
!1844 = !DILocation(line: 108, column: 19, scope: !1519)
!1845 = !DILocation(line: 108, column: 16, scope: !1519)
!1846 = !DILocation(line: 108, column: 13, scope: !1502)
!1847 = !DILocation(line: 0, scope: !634, inlinedAt: !1848)
!1848 = distinct !DILocation(line: 108, column: 49, scope: !1518)
!1849 = !DILocation(line: 45, column: 60, scope: !634, inlinedAt: !1848)
!1850 = !DILocation(line: 45, column: 34, scope: !634, inlinedAt: !1848)
!1851 = !DILocation(line: 0, scope: !619, inlinedAt: !1852)
!1852 = distinct !DILocation(line: 108, column: 45, scope: !1518)
!1853 = !DILocation(line: 44, column: 37, scope: !619, inlinedAt: !1852)
!1854 = !DILocation(line: 44, column: 41, scope: !619, inlinedAt: !1852)
!1855 = !DILocation(line: 44, column: 34, scope: !619, inlinedAt: !1852)
!1856 = !DILocation(line: 44, column: 56, scope: !619, inlinedAt: !1852)
!1857 = !DILocation(line: 44, column: 60, scope: !619, inlinedAt: !1852)
!1858 = !DILocation(line: 0, scope: !1518)
!1859 = !DILocation(line: 109, column: 25, scope: !1522)
!1860 = !DILocation(line: 109, column: 29, scope: !1522)
!1861 = !DILocation(line: 109, column: 17, scope: !1518)
!1862 = !DILocation(line: 0, scope: !502, inlinedAt: !1863)
!1863 = distinct !DILocation(line: 109, column: 48, scope: !1864)
!1864 = distinct !DILexicalBlock(scope: !1522, file: !3, line: 109, column: 40)
!1865 = !DILocation(line: 39, column: 9, scope: !510, inlinedAt: !1863)
!1866 = !DILocation(line: 39, column: 14, scope: !510, inlinedAt: !1863)
!1867 = !DILocation(line: 39, column: 9, scope: !502, inlinedAt: !1863)
!1868 = !DILocation(line: 39, column: 24, scope: !510, inlinedAt: !1863)
!1869 = !DILocation(line: 40, column: 92, scope: !502, inlinedAt: !1863)
!1870 = !DILocation(line: 45, column: 37, scope: !634, inlinedAt: !1871)
!1871 = distinct !DILocation(line: 109, column: 84, scope: !1864)
!1872 = !DILocation(line: 45, column: 41, scope: !634, inlinedAt: !1871)
!1873 = !DILocation(line: 40, column: 14, scope: !502, inlinedAt: !1863)
!1874 = !DILocation(line: 40, column: 43, scope: !502, inlinedAt: !1863)
!1875 = !DILocation(line: 40, column: 64, scope: !502, inlinedAt: !1863)
!1876 = !DILocation(line: 40, column: 51, scope: !502, inlinedAt: !1863)
!1877 = !DILocation(line: 40, column: 62, scope: !502, inlinedAt: !1863)
!1878 = !DILocation(line: 40, column: 83, scope: !502, inlinedAt: !1863)
!1879 = !DILocation(line: 40, column: 111, scope: !502, inlinedAt: !1863)
!1880 = !DILocation(line: 109, column: 46, scope: !1864)
!1881 = distinct !DIAssignID()
!1882 = !DILocation(line: 0, scope: !634, inlinedAt: !1871)
!1883 = !DILocation(line: 45, column: 34, scope: !634, inlinedAt: !1871)
!1884 = !DILocation(line: 45, column: 60, scope: !634, inlinedAt: !1871)
!1885 = !DILocation(line: 109, column: 70, scope: !1864)
!1886 = !DILocation(line: 109, column: 82, scope: !1864)
!1887 = !DILocation(line: 109, column: 122, scope: !1864)
!1888 = !DILocation(line: 0, scope: !634, inlinedAt: !1889)
!1889 = distinct !DILocation(line: 109, column: 118, scope: !1864)
!1890 = !DILocation(line: 45, column: 37, scope: !634, inlinedAt: !1889)
!1891 = !DILocation(line: 45, column: 41, scope: !634, inlinedAt: !1889)
!1892 = !DILocation(line: 45, column: 34, scope: !634, inlinedAt: !1889)
!1893 = !DILocation(line: 45, column: 60, scope: !634, inlinedAt: !1889)
!1894 = !DILocation(line: 0, scope: !634, inlinedAt: !1895)
!1895 = distinct !DILocation(line: 109, column: 114, scope: !1864)
!1896 = !DILocation(line: 45, column: 37, scope: !634, inlinedAt: !1895)
!1897 = !DILocation(line: 45, column: 41, scope: !634, inlinedAt: !1895)
!1898 = !DILocation(line: 45, column: 34, scope: !634, inlinedAt: !1895)
!1899 = !DILocation(line: 45, column: 60, scope: !634, inlinedAt: !1895)
!1900 = !DILocation(line: 109, column: 107, scope: !1864)
!1901 = !DILocation(line: 109, column: 112, scope: !1864)
!1902 = !DILocation(line: 109, column: 143, scope: !1864)
!1903 = !DILocation(line: 109, column: 137, scope: !1864)
!1904 = !DILocation(line: 109, column: 141, scope: !1864)
!1905 = !DILocation(line: 0, scope: !619, inlinedAt: !1906)
!1906 = distinct !DILocation(line: 109, column: 160, scope: !1864)
!1907 = !DILocation(line: 44, column: 34, scope: !619, inlinedAt: !1906)
!1908 = !DILocation(line: 44, column: 56, scope: !619, inlinedAt: !1906)
!1909 = !DILocation(line: 44, column: 60, scope: !619, inlinedAt: !1906)
!1910 = !DILocation(line: 109, column: 148, scope: !1864)
!1911 = !DILocation(line: 0, scope: !619, inlinedAt: !1912)
!1912 = distinct !DILocation(line: 109, column: 188, scope: !1864)
!1913 = !DILocation(line: 44, column: 37, scope: !619, inlinedAt: !1912)
!1914 = !DILocation(line: 44, column: 41, scope: !619, inlinedAt: !1912)
!1915 = !DILocation(line: 44, column: 34, scope: !619, inlinedAt: !1912)
!1916 = !DILocation(line: 44, column: 56, scope: !619, inlinedAt: !1912)
!1917 = !DILocation(line: 44, column: 60, scope: !619, inlinedAt: !1912)
!1918 = !DILocation(line: 110, column: 20, scope: !1521)
!1919 = !DILocation(line: 0, scope: !634, inlinedAt: !1920)
!1920 = distinct !DILocation(line: 110, column: 42, scope: !1521)
!1921 = !DILocation(line: 45, column: 34, scope: !634, inlinedAt: !1920)
!1922 = !DILocation(line: 45, column: 60, scope: !634, inlinedAt: !1920)
!1923 = !DILocation(line: 0, scope: !634, inlinedAt: !1924)
!1924 = distinct !DILocation(line: 110, column: 38, scope: !1521)
!1925 = !DILocation(line: 45, column: 37, scope: !634, inlinedAt: !1924)
!1926 = !DILocation(line: 45, column: 41, scope: !634, inlinedAt: !1924)
!1927 = !DILocation(line: 45, column: 34, scope: !634, inlinedAt: !1924)
!1928 = !DILocation(line: 45, column: 60, scope: !634, inlinedAt: !1924)
!1929 = !DILocation(line: 0, scope: !619, inlinedAt: !1930)
!1930 = distinct !DILocation(line: 110, column: 34, scope: !1521)
!1931 = !DILocation(line: 44, column: 37, scope: !619, inlinedAt: !1930)
!1932 = !DILocation(line: 44, column: 41, scope: !619, inlinedAt: !1930)
!1933 = !DILocation(line: 44, column: 34, scope: !619, inlinedAt: !1930)
!1934 = !DILocation(line: 44, column: 56, scope: !619, inlinedAt: !1930)
!1935 = !DILocation(line: 44, column: 60, scope: !619, inlinedAt: !1930)
!1936 = !DILocation(line: 110, column: 52, scope: !1521)
!1937 = !DILocation(line: 110, column: 29, scope: !1521)
!1938 = !DILocation(line: 110, column: 25, scope: !1521)
!1939 = distinct !DIAssignID()
!1940 = !DILocation(line: 110, column: 58, scope: !1521)
!1941 = !DILocation(line: 110, column: 74, scope: !1521)
!1942 = !DILocation(line: 110, column: 67, scope: !1521)
!1943 = !DILocation(line: 110, column: 91, scope: !1521)
!1944 = !DILocation(line: 110, column: 116, scope: !1522)
!1945 = !DILocation(line: 112, column: 19, scope: !1525)
!1946 = !DILocation(line: 112, column: 16, scope: !1525)
!1947 = !DILocation(line: 112, column: 13, scope: !1502)
!1948 = !DILocation(line: 0, scope: !634, inlinedAt: !1949)
!1949 = distinct !DILocation(line: 112, column: 53, scope: !1524)
!1950 = !DILocation(line: 45, column: 60, scope: !634, inlinedAt: !1949)
!1951 = !DILocation(line: 45, column: 34, scope: !634, inlinedAt: !1949)
!1952 = !DILocation(line: 112, column: 44, scope: !1524)
!1953 = !DILocation(line: 0, scope: !619, inlinedAt: !1954)
!1954 = distinct !DILocation(line: 112, column: 49, scope: !1524)
!1955 = !DILocation(line: 44, column: 37, scope: !619, inlinedAt: !1954)
!1956 = !DILocation(line: 44, column: 41, scope: !619, inlinedAt: !1954)
!1957 = !DILocation(line: 44, column: 34, scope: !619, inlinedAt: !1954)
!1958 = !DILocation(line: 44, column: 56, scope: !619, inlinedAt: !1954)
!1959 = !DILocation(line: 44, column: 60, scope: !619, inlinedAt: !1954)
!1960 = !DILocation(line: 0, scope: !1621, inlinedAt: !1961)
!1961 = distinct !DILocation(line: 112, column: 37, scope: !1524)
!1962 = !DILocation(line: 0, scope: !1625, inlinedAt: !1961)
!1963 = !DILocation(line: 89, column: 26, scope: !1628, inlinedAt: !1961)
!1964 = !DILocation(line: 89, column: 5, scope: !1625, inlinedAt: !1961)
!1965 = !DILocation(line: 0, scope: !619, inlinedAt: !1966)
!1966 = distinct !DILocation(line: 89, column: 60, scope: !1627, inlinedAt: !1961)
!1967 = !DILocation(line: 44, column: 37, scope: !619, inlinedAt: !1966)
!1968 = !DILocation(line: 44, column: 41, scope: !619, inlinedAt: !1966)
!1969 = !DILocation(line: 44, column: 34, scope: !619, inlinedAt: !1966)
!1970 = !DILocation(line: 44, column: 56, scope: !619, inlinedAt: !1966)
!1971 = !DILocation(line: 44, column: 60, scope: !619, inlinedAt: !1966)
!1972 = !DILocation(line: 0, scope: !1627, inlinedAt: !1961)
!1973 = !DILocation(line: 89, column: 70, scope: !1643, inlinedAt: !1961)
!1974 = !DILocation(line: 89, column: 46, scope: !1627, inlinedAt: !1961)
!1975 = !DILocation(line: 0, scope: !619, inlinedAt: !1976)
!1976 = distinct !DILocation(line: 89, column: 98, scope: !1647, inlinedAt: !1961)
!1977 = !DILocation(line: 44, column: 37, scope: !619, inlinedAt: !1976)
!1978 = !DILocation(line: 44, column: 41, scope: !619, inlinedAt: !1976)
!1979 = !DILocation(line: 44, column: 34, scope: !619, inlinedAt: !1976)
!1980 = !DILocation(line: 44, column: 56, scope: !619, inlinedAt: !1976)
!1981 = !DILocation(line: 44, column: 60, scope: !619, inlinedAt: !1976)
!1982 = !DILocation(line: 0, scope: !619, inlinedAt: !1983)
!1983 = distinct !DILocation(line: 89, column: 94, scope: !1647, inlinedAt: !1961)
!1984 = !DILocation(line: 44, column: 37, scope: !619, inlinedAt: !1983)
!1985 = !DILocation(line: 44, column: 41, scope: !619, inlinedAt: !1983)
!1986 = !DILocation(line: 44, column: 34, scope: !619, inlinedAt: !1983)
!1987 = !DILocation(line: 44, column: 56, scope: !619, inlinedAt: !1983)
!1988 = !DILocation(line: 44, column: 60, scope: !619, inlinedAt: !1983)
!1989 = !DILocation(line: 89, column: 106, scope: !1647, inlinedAt: !1961)
!1990 = !DILocation(line: 89, column: 94, scope: !1643, inlinedAt: !1961)
!1991 = !DILocation(line: 0, scope: !619, inlinedAt: !1992)
!1992 = distinct !DILocation(line: 89, column: 121, scope: !1647, inlinedAt: !1961)
!1993 = !DILocation(line: 44, column: 34, scope: !619, inlinedAt: !1992)
!1994 = !DILocation(line: 44, column: 56, scope: !619, inlinedAt: !1992)
!1995 = !DILocation(line: 44, column: 60, scope: !619, inlinedAt: !1992)
!1996 = !DILocation(line: 0, scope: !634, inlinedAt: !1997)
!1997 = distinct !DILocation(line: 89, column: 82, scope: !1643, inlinedAt: !1961)
!1998 = !DILocation(line: 45, column: 34, scope: !634, inlinedAt: !1997)
!1999 = !DILocation(line: 45, column: 60, scope: !634, inlinedAt: !1997)
!2000 = distinct !{!2000, !1974, !2001, !598}
!2001 = !DILocation(line: 89, column: 126, scope: !1627, inlinedAt: !1961)
!2002 = !DILocation(line: 45, column: 60, scope: !634, inlinedAt: !2003)
!2003 = distinct !DILocation(line: 89, column: 38, scope: !1628, inlinedAt: !1961)
!2004 = distinct !{!2004, !1964, !2005, !598}
!2005 = !DILocation(line: 89, column: 126, scope: !1625, inlinedAt: !1961)
!2006 = !DILocation(line: 0, scope: !1524)
!2007 = !DILocation(line: 0, scope: !634, inlinedAt: !2008)
!2008 = distinct !DILocation(line: 112, column: 85, scope: !1524)
!2009 = !DILocation(line: 45, column: 34, scope: !634, inlinedAt: !2008)
!2010 = !DILocation(line: 45, column: 60, scope: !634, inlinedAt: !2008)
!2011 = !DILocation(line: 0, scope: !634, inlinedAt: !2012)
!2012 = distinct !DILocation(line: 112, column: 81, scope: !1524)
!2013 = !DILocation(line: 45, column: 37, scope: !634, inlinedAt: !2012)
!2014 = !DILocation(line: 45, column: 41, scope: !634, inlinedAt: !2012)
!2015 = !DILocation(line: 45, column: 34, scope: !634, inlinedAt: !2012)
!2016 = !DILocation(line: 45, column: 60, scope: !634, inlinedAt: !2012)
!2017 = !DILocation(line: 0, scope: !619, inlinedAt: !2018)
!2018 = distinct !DILocation(line: 112, column: 77, scope: !1524)
!2019 = !DILocation(line: 44, column: 37, scope: !619, inlinedAt: !2018)
!2020 = !DILocation(line: 44, column: 41, scope: !619, inlinedAt: !2018)
!2021 = !DILocation(line: 44, column: 34, scope: !619, inlinedAt: !2018)
!2022 = !DILocation(line: 44, column: 56, scope: !619, inlinedAt: !2018)
!2023 = !DILocation(line: 44, column: 60, scope: !619, inlinedAt: !2018)
!2024 = !DILocation(line: 112, column: 72, scope: !1524)
!2025 = !DILocation(line: 112, column: 105, scope: !2026)
!2026 = distinct !DILexicalBlock(scope: !1524, file: !3, line: 112, column: 105)
!2027 = !DILocation(line: 112, column: 105, scope: !1524)
!2028 = !DILocation(line: 112, column: 115, scope: !2026)
!2029 = !DILocation(line: 112, column: 119, scope: !2026)
!2030 = !DILocation(line: 112, column: 108, scope: !2026)
!2031 = !DILocation(line: 113, column: 19, scope: !2032)
!2032 = distinct !DILexicalBlock(scope: !1502, file: !3, line: 113, column: 13)
!2033 = !DILocation(line: 113, column: 16, scope: !2032)
!2034 = !DILocation(line: 113, column: 13, scope: !1502)
!2035 = !DILocation(line: 0, scope: !502, inlinedAt: !2036)
!2036 = distinct !DILocation(line: 113, column: 37, scope: !2037)
!2037 = distinct !DILexicalBlock(scope: !2032, file: !3, line: 113, column: 29)
!2038 = !DILocation(line: 39, column: 9, scope: !510, inlinedAt: !2036)
!2039 = !DILocation(line: 39, column: 14, scope: !510, inlinedAt: !2036)
!2040 = !DILocation(line: 39, column: 9, scope: !502, inlinedAt: !2036)
!2041 = !DILocation(line: 39, column: 24, scope: !510, inlinedAt: !2036)
!2042 = !DILocation(line: 40, column: 92, scope: !502, inlinedAt: !2036)
!2043 = !DILocation(line: 113, column: 81, scope: !2037)
!2044 = !DILocation(line: 40, column: 14, scope: !502, inlinedAt: !2036)
!2045 = !DILocation(line: 40, column: 43, scope: !502, inlinedAt: !2036)
!2046 = !DILocation(line: 40, column: 64, scope: !502, inlinedAt: !2036)
!2047 = !DILocation(line: 40, column: 51, scope: !502, inlinedAt: !2036)
!2048 = !DILocation(line: 40, column: 62, scope: !502, inlinedAt: !2036)
!2049 = !DILocation(line: 40, column: 83, scope: !502, inlinedAt: !2036)
!2050 = !DILocation(line: 40, column: 111, scope: !502, inlinedAt: !2036)
!2051 = distinct !DIAssignID()
!2052 = !DILocation(line: 0, scope: !634, inlinedAt: !2053)
!2053 = distinct !DILocation(line: 113, column: 77, scope: !2037)
!2054 = !DILocation(line: 45, column: 37, scope: !634, inlinedAt: !2053)
!2055 = !DILocation(line: 45, column: 41, scope: !634, inlinedAt: !2053)
!2056 = !DILocation(line: 45, column: 34, scope: !634, inlinedAt: !2053)
!2057 = !DILocation(line: 45, column: 60, scope: !634, inlinedAt: !2053)
!2058 = !DILocation(line: 0, scope: !619, inlinedAt: !2059)
!2059 = distinct !DILocation(line: 113, column: 73, scope: !2037)
!2060 = !DILocation(line: 44, column: 37, scope: !619, inlinedAt: !2059)
!2061 = !DILocation(line: 44, column: 41, scope: !619, inlinedAt: !2059)
!2062 = !DILocation(line: 44, column: 34, scope: !619, inlinedAt: !2059)
!2063 = !DILocation(line: 44, column: 56, scope: !619, inlinedAt: !2059)
!2064 = !DILocation(line: 44, column: 60, scope: !619, inlinedAt: !2059)
!2065 = !DILocation(line: 113, column: 59, scope: !2037)
!2066 = !DILocation(line: 113, column: 71, scope: !2037)
!2067 = !DILocation(line: 0, scope: !634, inlinedAt: !2068)
!2068 = distinct !DILocation(line: 113, column: 107, scope: !2037)
!2069 = !DILocation(line: 45, column: 37, scope: !634, inlinedAt: !2068)
!2070 = !DILocation(line: 45, column: 41, scope: !634, inlinedAt: !2068)
!2071 = !DILocation(line: 45, column: 34, scope: !634, inlinedAt: !2068)
!2072 = !DILocation(line: 45, column: 60, scope: !634, inlinedAt: !2068)
!2073 = !DILocation(line: 0, scope: !634, inlinedAt: !2074)
!2074 = distinct !DILocation(line: 113, column: 103, scope: !2037)
!2075 = !DILocation(line: 45, column: 37, scope: !634, inlinedAt: !2074)
!2076 = !DILocation(line: 45, column: 41, scope: !634, inlinedAt: !2074)
!2077 = !DILocation(line: 45, column: 34, scope: !634, inlinedAt: !2074)
!2078 = !DILocation(line: 45, column: 60, scope: !634, inlinedAt: !2074)
!2079 = !DILocation(line: 113, column: 96, scope: !2037)
!2080 = !DILocation(line: 113, column: 101, scope: !2037)
!2081 = !DILocation(line: 113, column: 132, scope: !2037)
!2082 = !DILocation(line: 113, column: 126, scope: !2037)
!2083 = !DILocation(line: 113, column: 130, scope: !2037)
!2084 = !DILocation(line: 113, column: 151, scope: !2037)
!2085 = !DILocation(line: 114, column: 19, scope: !1529)
!2086 = !DILocation(line: 114, column: 16, scope: !1529)
!2087 = !DILocation(line: 114, column: 13, scope: !1502)
!2088 = !DILocation(line: 0, scope: !634, inlinedAt: !2089)
!2089 = distinct !DILocation(line: 114, column: 39, scope: !1528)
!2090 = !DILocation(line: 45, column: 34, scope: !634, inlinedAt: !2089)
!2091 = !DILocation(line: 45, column: 60, scope: !634, inlinedAt: !2089)
!2092 = !DILocation(line: 0, scope: !1528)
!2093 = !DILocation(line: 114, column: 53, scope: !2094)
!2094 = distinct !DILexicalBlock(scope: !1528, file: !3, line: 114, column: 51)
!2095 = !DILocation(line: 114, column: 51, scope: !1528)
!2096 = !DILocation(line: 0, scope: !634, inlinedAt: !2097)
!2097 = distinct !DILocation(line: 114, column: 93, scope: !1528)
!2098 = !DILocation(line: 45, column: 37, scope: !634, inlinedAt: !2097)
!2099 = !DILocation(line: 45, column: 41, scope: !634, inlinedAt: !2097)
!2100 = !DILocation(line: 45, column: 34, scope: !634, inlinedAt: !2097)
!2101 = !DILocation(line: 45, column: 60, scope: !634, inlinedAt: !2097)
!2102 = !DILocation(line: 114, column: 100, scope: !1528)
!2103 = !DILocation(line: 0, scope: !619, inlinedAt: !2104)
!2104 = distinct !DILocation(line: 114, column: 147, scope: !1528)
!2105 = !DILocation(line: 0, scope: !619, inlinedAt: !2106)
!2106 = distinct !DILocation(line: 114, column: 115, scope: !2107)
!2107 = distinct !DILexicalBlock(scope: !1528, file: !3, line: 114, column: 108)
!2108 = !DILocation(line: 44, column: 56, scope: !619, inlinedAt: !2109)
!2109 = !DILocation(line: 114, scope: !1528)
!2110 = !DILocation(line: 44, column: 60, scope: !619, inlinedAt: !2109)
!2111 = !DILocation(line: 114, column: 86, scope: !1528)
!2112 = !DILocation(line: 114, column: 123, scope: !2107)
!2113 = !DILocation(line: 114, column: 110, scope: !2107)
!2114 = !DILocation(line: 0, scope: !634, inlinedAt: !2115)
!2115 = distinct !DILocation(line: 114, column: 133, scope: !2107)
!2116 = !DILocation(line: 45, column: 37, scope: !634, inlinedAt: !2115)
!2117 = !DILocation(line: 45, column: 41, scope: !634, inlinedAt: !2115)
!2118 = !DILocation(line: 45, column: 34, scope: !634, inlinedAt: !2115)
!2119 = !DILocation(line: 45, column: 60, scope: !634, inlinedAt: !2115)
!2120 = distinct !{!2120, !2111, !2121, !598}
!2121 = !DILocation(line: 114, column: 141, scope: !1528)
!2122 = !DILocation(line: 44, column: 34, scope: !619, inlinedAt: !2104)
!2123 = !DILocation(line: 114, column: 145, scope: !1528)
!2124 = distinct !DIAssignID()
!2125 = !DILocation(line: 114, column: 155, scope: !1528)
!2126 = distinct !{!2126, !2127, !2128}
!2127 = !DILocation(line: 101, column: 5, scope: !1504)
!2128 = !DILocation(line: 128, column: 5, scope: !1504)
!2129 = !DILocation(line: 115, column: 19, scope: !1533)
!2130 = !DILocation(line: 115, column: 16, scope: !1533)
!2131 = !DILocation(line: 115, column: 13, scope: !1502)
!2132 = !DILocation(line: 115, column: 34, scope: !1532)
!2133 = distinct !DIAssignID()
!2134 = !DILocation(line: 0, scope: !634, inlinedAt: !2135)
!2135 = distinct !DILocation(line: 116, column: 31, scope: !1531)
!2136 = !DILocation(line: 45, column: 34, scope: !634, inlinedAt: !2135)
!2137 = !DILocation(line: 45, column: 60, scope: !634, inlinedAt: !2135)
!2138 = !DILocation(line: 0, scope: !619, inlinedAt: !2139)
!2139 = distinct !DILocation(line: 116, column: 27, scope: !1531)
!2140 = !DILocation(line: 44, column: 37, scope: !619, inlinedAt: !2139)
!2141 = !DILocation(line: 44, column: 41, scope: !619, inlinedAt: !2139)
!2142 = !DILocation(line: 44, column: 34, scope: !619, inlinedAt: !2139)
!2143 = !DILocation(line: 44, column: 56, scope: !619, inlinedAt: !2139)
!2144 = !DILocation(line: 44, column: 60, scope: !619, inlinedAt: !2139)
!2145 = !DILocation(line: 0, scope: !1531)
!2146 = !DILocation(line: 116, column: 42, scope: !1536)
!2147 = !DILocation(line: 116, column: 13, scope: !1531)
!2148 = !DILocation(line: 43, column: 36, scope: !457, inlinedAt: !1579)
!2149 = !DILocation(line: 39, column: 9, scope: !510, inlinedAt: !2150)
!2150 = distinct !DILocation(line: 43, column: 63, scope: !457, inlinedAt: !1579)
!2151 = !DILocation(line: 117, column: 24, scope: !1532)
!2152 = !DILocation(line: 117, column: 31, scope: !1532)
!2153 = distinct !DIAssignID()
!2154 = distinct !DIAssignID()
!2155 = !DILocation(line: 43, column: 45, scope: !457, inlinedAt: !1579)
!2156 = !DILocation(line: 0, scope: !502, inlinedAt: !2150)
!2157 = !DILocation(line: 39, column: 14, scope: !510, inlinedAt: !2150)
!2158 = !DILocation(line: 39, column: 9, scope: !502, inlinedAt: !2150)
!2159 = !DILocation(line: 39, column: 24, scope: !510, inlinedAt: !2150)
!2160 = !DILocation(line: 40, column: 92, scope: !502, inlinedAt: !2150)
!2161 = !DILocation(line: 43, column: 91, scope: !457, inlinedAt: !1579)
!2162 = !DILocation(line: 43, column: 107, scope: !457, inlinedAt: !1579)
!2163 = !DILocation(line: 43, column: 110, scope: !457, inlinedAt: !1579)
!2164 = !DILocation(line: 40, column: 14, scope: !502, inlinedAt: !2150)
!2165 = !DILocation(line: 40, column: 43, scope: !502, inlinedAt: !2150)
!2166 = !DILocation(line: 40, column: 64, scope: !502, inlinedAt: !2150)
!2167 = !DILocation(line: 40, column: 51, scope: !502, inlinedAt: !2150)
!2168 = !DILocation(line: 40, column: 62, scope: !502, inlinedAt: !2150)
!2169 = !DILocation(line: 40, column: 83, scope: !502, inlinedAt: !2150)
!2170 = !DILocation(line: 40, column: 111, scope: !502, inlinedAt: !2150)
!2171 = !DILocation(line: 43, column: 81, scope: !457, inlinedAt: !1579)
!2172 = !DILocation(line: 43, column: 89, scope: !457, inlinedAt: !1579)
!2173 = !DILocation(line: 43, column: 101, scope: !457, inlinedAt: !1579)
!2174 = !DILocation(line: 43, column: 105, scope: !457, inlinedAt: !1579)
!2175 = !DILocation(line: 43, column: 118, scope: !457, inlinedAt: !1579)
!2176 = !DILocation(line: 117, column: 17, scope: !1532)
!2177 = distinct !DIAssignID()
!2178 = !DILocation(line: 117, column: 54, scope: !1532)
!2179 = !DILocation(line: 0, scope: !634, inlinedAt: !2180)
!2180 = distinct !DILocation(line: 117, column: 50, scope: !1532)
!2181 = !DILocation(line: 45, column: 37, scope: !634, inlinedAt: !2180)
!2182 = !DILocation(line: 45, column: 41, scope: !634, inlinedAt: !2180)
!2183 = !DILocation(line: 45, column: 34, scope: !634, inlinedAt: !2180)
!2184 = !DILocation(line: 45, column: 60, scope: !634, inlinedAt: !2180)
!2185 = !DILocation(line: 0, scope: !634, inlinedAt: !2186)
!2186 = distinct !DILocation(line: 117, column: 46, scope: !1532)
!2187 = !DILocation(line: 45, column: 37, scope: !634, inlinedAt: !2186)
!2188 = !DILocation(line: 45, column: 41, scope: !634, inlinedAt: !2186)
!2189 = !DILocation(line: 45, column: 34, scope: !634, inlinedAt: !2186)
!2190 = !DILocation(line: 45, column: 60, scope: !634, inlinedAt: !2186)
!2191 = !DILocation(line: 0, scope: !1532)
!2192 = !DILocation(line: 0, scope: !634, inlinedAt: !2193)
!2193 = distinct !DILocation(line: 117, column: 66, scope: !1532)
!2194 = !DILocation(line: 45, column: 37, scope: !634, inlinedAt: !2193)
!2195 = !DILocation(line: 45, column: 41, scope: !634, inlinedAt: !2193)
!2196 = !DILocation(line: 45, column: 34, scope: !634, inlinedAt: !2193)
!2197 = !DILocation(line: 116, column: 64, scope: !1535)
!2198 = !DILocation(line: 0, scope: !619, inlinedAt: !2199)
!2199 = distinct !DILocation(line: 116, column: 86, scope: !1535)
!2200 = !DILocation(line: 44, column: 37, scope: !619, inlinedAt: !2199)
!2201 = !DILocation(line: 44, column: 41, scope: !619, inlinedAt: !2199)
!2202 = !DILocation(line: 44, column: 34, scope: !619, inlinedAt: !2199)
!2203 = !DILocation(line: 44, column: 56, scope: !619, inlinedAt: !2199)
!2204 = !DILocation(line: 44, column: 60, scope: !619, inlinedAt: !2199)
!2205 = !DILocation(line: 0, scope: !634, inlinedAt: !2206)
!2206 = distinct !DILocation(line: 116, column: 82, scope: !1535)
!2207 = !DILocation(line: 45, column: 37, scope: !634, inlinedAt: !2206)
!2208 = !DILocation(line: 45, column: 41, scope: !634, inlinedAt: !2206)
!2209 = !DILocation(line: 45, column: 34, scope: !634, inlinedAt: !2206)
!2210 = !DILocation(line: 45, column: 60, scope: !634, inlinedAt: !2206)
!2211 = !DILocation(line: 0, scope: !619, inlinedAt: !2212)
!2212 = distinct !DILocation(line: 116, column: 78, scope: !1535)
!2213 = !DILocation(line: 44, column: 37, scope: !619, inlinedAt: !2212)
!2214 = !DILocation(line: 44, column: 41, scope: !619, inlinedAt: !2212)
!2215 = !DILocation(line: 44, column: 34, scope: !619, inlinedAt: !2212)
!2216 = !DILocation(line: 44, column: 56, scope: !619, inlinedAt: !2212)
!2217 = !DILocation(line: 44, column: 60, scope: !619, inlinedAt: !2212)
!2218 = !DILocation(line: 116, column: 96, scope: !1535)
!2219 = !DILocation(line: 116, column: 73, scope: !1535)
!2220 = !DILocation(line: 116, column: 69, scope: !1535)
!2221 = distinct !DIAssignID()
!2222 = !DILocation(line: 116, column: 102, scope: !1535)
!2223 = !DILocation(line: 116, column: 111, scope: !1535)
!2224 = !DILocation(line: 0, scope: !619, inlinedAt: !2225)
!2225 = distinct !DILocation(line: 116, column: 132, scope: !1535)
!2226 = !DILocation(line: 44, column: 37, scope: !619, inlinedAt: !2225)
!2227 = !DILocation(line: 44, column: 41, scope: !619, inlinedAt: !2225)
!2228 = !DILocation(line: 44, column: 34, scope: !619, inlinedAt: !2225)
!2229 = !DILocation(line: 44, column: 56, scope: !619, inlinedAt: !2225)
!2230 = !DILocation(line: 44, column: 60, scope: !619, inlinedAt: !2225)
!2231 = !DILocation(line: 0, scope: !619, inlinedAt: !2232)
!2232 = distinct !DILocation(line: 116, column: 128, scope: !1535)
!2233 = !DILocation(line: 44, column: 37, scope: !619, inlinedAt: !2232)
!2234 = !DILocation(line: 44, column: 41, scope: !619, inlinedAt: !2232)
!2235 = !DILocation(line: 44, column: 34, scope: !619, inlinedAt: !2232)
!2236 = !DILocation(line: 44, column: 56, scope: !619, inlinedAt: !2232)
!2237 = !DILocation(line: 44, column: 60, scope: !619, inlinedAt: !2232)
!2238 = distinct !DIAssignID()
!2239 = distinct !DIAssignID()
!2240 = !DILocation(line: 43, column: 36, scope: !457, inlinedAt: !1575)
!2241 = !DILocation(line: 43, column: 45, scope: !457, inlinedAt: !1575)
!2242 = !DILocation(line: 0, scope: !502, inlinedAt: !2243)
!2243 = distinct !DILocation(line: 43, column: 63, scope: !457, inlinedAt: !1575)
!2244 = !DILocation(line: 39, column: 9, scope: !510, inlinedAt: !2243)
!2245 = !DILocation(line: 39, column: 14, scope: !510, inlinedAt: !2243)
!2246 = !DILocation(line: 39, column: 9, scope: !502, inlinedAt: !2243)
!2247 = !DILocation(line: 39, column: 24, scope: !510, inlinedAt: !2243)
!2248 = !DILocation(line: 40, column: 92, scope: !502, inlinedAt: !2243)
!2249 = !DILocation(line: 43, column: 91, scope: !457, inlinedAt: !1575)
!2250 = !DILocation(line: 43, column: 107, scope: !457, inlinedAt: !1575)
!2251 = !DILocation(line: 43, column: 110, scope: !457, inlinedAt: !1575)
!2252 = !DILocation(line: 116, column: 145, scope: !1535)
!2253 = !DILocation(line: 40, column: 14, scope: !502, inlinedAt: !2243)
!2254 = !DILocation(line: 40, column: 43, scope: !502, inlinedAt: !2243)
!2255 = !DILocation(line: 40, column: 64, scope: !502, inlinedAt: !2243)
!2256 = !DILocation(line: 40, column: 51, scope: !502, inlinedAt: !2243)
!2257 = !DILocation(line: 40, column: 62, scope: !502, inlinedAt: !2243)
!2258 = !DILocation(line: 40, column: 83, scope: !502, inlinedAt: !2243)
!2259 = !DILocation(line: 40, column: 111, scope: !502, inlinedAt: !2243)
!2260 = !DILocation(line: 43, column: 81, scope: !457, inlinedAt: !1575)
!2261 = !DILocation(line: 43, column: 89, scope: !457, inlinedAt: !1575)
!2262 = !DILocation(line: 43, column: 101, scope: !457, inlinedAt: !1575)
!2263 = !DILocation(line: 43, column: 105, scope: !457, inlinedAt: !1575)
!2264 = !DILocation(line: 43, column: 118, scope: !457, inlinedAt: !1575)
!2265 = !DILocation(line: 116, column: 116, scope: !1535)
!2266 = distinct !DIAssignID()
!2267 = !DILocation(line: 116, column: 176, scope: !1535)
!2268 = distinct !DIAssignID()
!2269 = distinct !DIAssignID()
!2270 = !DILocation(line: 43, column: 36, scope: !457, inlinedAt: !1571)
!2271 = !DILocation(line: 43, column: 45, scope: !457, inlinedAt: !1571)
!2272 = !DILocation(line: 0, scope: !502, inlinedAt: !2273)
!2273 = distinct !DILocation(line: 43, column: 63, scope: !457, inlinedAt: !1571)
!2274 = !DILocation(line: 39, column: 14, scope: !510, inlinedAt: !2273)
!2275 = !DILocation(line: 39, column: 9, scope: !502, inlinedAt: !2273)
!2276 = !DILocation(line: 39, column: 24, scope: !510, inlinedAt: !2273)
!2277 = !DILocation(line: 40, column: 92, scope: !502, inlinedAt: !2273)
!2278 = !DILocation(line: 43, column: 91, scope: !457, inlinedAt: !1571)
!2279 = !DILocation(line: 43, column: 107, scope: !457, inlinedAt: !1571)
!2280 = !DILocation(line: 43, column: 110, scope: !457, inlinedAt: !1571)
!2281 = !DILocation(line: 40, column: 64, scope: !502, inlinedAt: !2273)
!2282 = !DILocation(line: 40, column: 111, scope: !502, inlinedAt: !2273)
!2283 = !DILocation(line: 40, column: 14, scope: !502, inlinedAt: !2273)
!2284 = !DILocation(line: 40, column: 43, scope: !502, inlinedAt: !2273)
!2285 = !DILocation(line: 40, column: 51, scope: !502, inlinedAt: !2273)
!2286 = !DILocation(line: 40, column: 62, scope: !502, inlinedAt: !2273)
!2287 = !DILocation(line: 40, column: 83, scope: !502, inlinedAt: !2273)
!2288 = !DILocation(line: 43, column: 81, scope: !457, inlinedAt: !1571)
!2289 = !DILocation(line: 43, column: 89, scope: !457, inlinedAt: !1571)
!2290 = !DILocation(line: 43, column: 101, scope: !457, inlinedAt: !1571)
!2291 = !DILocation(line: 43, column: 105, scope: !457, inlinedAt: !1571)
!2292 = !DILocation(line: 43, column: 118, scope: !457, inlinedAt: !1571)
!2293 = !DILocation(line: 116, column: 163, scope: !1535)
!2294 = distinct !DIAssignID()
!2295 = !DILocation(line: 116, column: 184, scope: !1535)
!2296 = !DILocation(line: 116, column: 192, scope: !1536)
!2297 = !DILocation(line: 0, scope: !634, inlinedAt: !2298)
!2298 = distinct !DILocation(line: 116, column: 54, scope: !1536)
!2299 = !DILocation(line: 45, column: 37, scope: !634, inlinedAt: !2298)
!2300 = !DILocation(line: 45, column: 41, scope: !634, inlinedAt: !2298)
!2301 = !DILocation(line: 45, column: 34, scope: !634, inlinedAt: !2298)
!2302 = !DILocation(line: 45, column: 60, scope: !634, inlinedAt: !2298)
!2303 = distinct !{!2303, !2147, !2304, !598}
!2304 = !DILocation(line: 116, column: 192, scope: !1531)
!2305 = !DILocation(line: 45, column: 60, scope: !634, inlinedAt: !2193)
!2306 = !DILocation(line: 117, column: 73, scope: !1532)
!2307 = !DILocation(line: 0, scope: !619, inlinedAt: !2308)
!2308 = distinct !DILocation(line: 117, column: 120, scope: !1532)
!2309 = !DILocation(line: 0, scope: !619, inlinedAt: !2310)
!2310 = distinct !DILocation(line: 117, column: 88, scope: !2311)
!2311 = distinct !DILexicalBlock(scope: !1532, file: !3, line: 117, column: 81)
!2312 = !DILocation(line: 44, column: 56, scope: !619, inlinedAt: !2313)
!2313 = !DILocation(line: 117, scope: !1532)
!2314 = !DILocation(line: 44, column: 60, scope: !619, inlinedAt: !2313)
!2315 = !DILocation(line: 117, column: 59, scope: !1532)
!2316 = !DILocation(line: 117, column: 96, scope: !2311)
!2317 = !DILocation(line: 117, column: 83, scope: !2311)
!2318 = !DILocation(line: 0, scope: !634, inlinedAt: !2319)
!2319 = distinct !DILocation(line: 117, column: 106, scope: !2311)
!2320 = !DILocation(line: 45, column: 37, scope: !634, inlinedAt: !2319)
!2321 = !DILocation(line: 45, column: 41, scope: !634, inlinedAt: !2319)
!2322 = !DILocation(line: 45, column: 34, scope: !634, inlinedAt: !2319)
!2323 = !DILocation(line: 45, column: 60, scope: !634, inlinedAt: !2319)
!2324 = distinct !{!2324, !2315, !2325, !598}
!2325 = !DILocation(line: 117, column: 114, scope: !1532)
!2326 = !DILocation(line: 44, column: 34, scope: !619, inlinedAt: !2308)
!2327 = !DILocation(line: 117, column: 118, scope: !1532)
!2328 = distinct !DIAssignID()
!2329 = !DILocation(line: 118, column: 23, scope: !1502)
!2330 = !DILocation(line: 118, column: 14, scope: !1502)
!2331 = !DILocation(line: 118, column: 12, scope: !1502)
!2332 = distinct !DIAssignID()
!2333 = !DILocation(line: 119, column: 26, scope: !1502)
!2334 = !DILocation(line: 0, scope: !634, inlinedAt: !2335)
!2335 = distinct !DILocation(line: 119, column: 22, scope: !1502)
!2336 = !DILocation(line: 45, column: 37, scope: !634, inlinedAt: !2335)
!2337 = !DILocation(line: 45, column: 41, scope: !634, inlinedAt: !2335)
!2338 = !DILocation(line: 45, column: 34, scope: !634, inlinedAt: !2335)
!2339 = !DILocation(line: 45, column: 60, scope: !634, inlinedAt: !2335)
!2340 = !DILocation(line: 119, column: 30, scope: !1502)
!2341 = !DILocation(line: 119, column: 16, scope: !1502)
!2342 = !DILocation(line: 119, column: 14, scope: !1502)
!2343 = distinct !DIAssignID()
!2344 = !DILocation(line: 120, column: 13, scope: !2345)
!2345 = distinct !DILexicalBlock(scope: !1502, file: !3, line: 120, column: 13)
!2346 = !DILocation(line: 120, column: 17, scope: !2345)
!2347 = !DILocation(line: 120, column: 13, scope: !1502)
!2348 = !DILocation(line: 120, column: 47, scope: !2349)
!2349 = distinct !DILexicalBlock(scope: !2345, file: !3, line: 120, column: 32)
!2350 = !DILocation(line: 120, column: 49, scope: !2349)
!2351 = !DILocation(line: 120, column: 43, scope: !2349)
!2352 = !DILocation(line: 120, column: 61, scope: !2349)
!2353 = !DILocation(line: 121, column: 42, scope: !2354)
!2354 = distinct !DILexicalBlock(scope: !2355, file: !3, line: 121, column: 34)
!2355 = distinct !DILexicalBlock(scope: !1502, file: !3, line: 121, column: 13)
!2356 = !DILocation(line: 121, column: 46, scope: !2354)
!2357 = !DILocation(line: 121, column: 97, scope: !2354)
!2358 = !DILocation(line: 122, column: 15, scope: !1502)
!2359 = distinct !DIAssignID()
!2360 = !DILocation(line: 123, column: 22, scope: !1502)
!2361 = !DILocation(line: 123, column: 27, scope: !1502)
!2362 = !DILocation(line: 124, column: 18, scope: !1545)
!2363 = !DILocation(line: 124, column: 9, scope: !1546)
!2364 = !DILocation(line: 43, column: 36, scope: !457, inlinedAt: !1551)
!2365 = !DILocation(line: 39, column: 9, scope: !510, inlinedAt: !2366)
!2366 = distinct !DILocation(line: 43, column: 63, scope: !457, inlinedAt: !1551)
!2367 = !DILocation(line: 124, column: 59, scope: !1543)
!2368 = !DILocation(line: 124, column: 63, scope: !1543)
!2369 = !DILocation(line: 124, column: 56, scope: !1544)
!2370 = !DILocation(line: 124, column: 75, scope: !1542)
!2371 = distinct !DIAssignID()
!2372 = distinct !DIAssignID()
!2373 = !DILocation(line: 43, column: 36, scope: !457, inlinedAt: !1567)
!2374 = !DILocation(line: 43, column: 45, scope: !457, inlinedAt: !1567)
!2375 = !DILocation(line: 0, scope: !502, inlinedAt: !2376)
!2376 = distinct !DILocation(line: 43, column: 63, scope: !457, inlinedAt: !1567)
!2377 = !DILocation(line: 39, column: 9, scope: !510, inlinedAt: !2376)
!2378 = !DILocation(line: 39, column: 14, scope: !510, inlinedAt: !2376)
!2379 = !DILocation(line: 39, column: 9, scope: !502, inlinedAt: !2376)
!2380 = !DILocation(line: 39, column: 24, scope: !510, inlinedAt: !2376)
!2381 = !DILocation(line: 40, column: 92, scope: !502, inlinedAt: !2376)
!2382 = !DILocation(line: 43, column: 91, scope: !457, inlinedAt: !1567)
!2383 = !DILocation(line: 43, column: 107, scope: !457, inlinedAt: !1567)
!2384 = !DILocation(line: 43, column: 110, scope: !457, inlinedAt: !1567)
!2385 = !DILocation(line: 124, column: 130, scope: !1542)
!2386 = !DILocation(line: 124, column: 99, scope: !1542)
!2387 = !DILocation(line: 43, column: 36, scope: !457, inlinedAt: !1563)
!2388 = !DILocation(line: 40, column: 14, scope: !502, inlinedAt: !2376)
!2389 = !DILocation(line: 40, column: 43, scope: !502, inlinedAt: !2376)
!2390 = !DILocation(line: 40, column: 64, scope: !502, inlinedAt: !2376)
!2391 = !DILocation(line: 40, column: 51, scope: !502, inlinedAt: !2376)
!2392 = !DILocation(line: 40, column: 62, scope: !502, inlinedAt: !2376)
!2393 = !DILocation(line: 40, column: 83, scope: !502, inlinedAt: !2376)
!2394 = !DILocation(line: 40, column: 111, scope: !502, inlinedAt: !2376)
!2395 = !DILocation(line: 43, column: 81, scope: !457, inlinedAt: !1567)
!2396 = !DILocation(line: 43, column: 89, scope: !457, inlinedAt: !1567)
!2397 = !DILocation(line: 43, column: 101, scope: !457, inlinedAt: !1567)
!2398 = !DILocation(line: 43, column: 105, scope: !457, inlinedAt: !1567)
!2399 = !DILocation(line: 43, column: 118, scope: !457, inlinedAt: !1567)
!2400 = !DILocation(line: 124, column: 80, scope: !1542)
!2401 = distinct !DIAssignID()
!2402 = distinct !DIAssignID()
!2403 = distinct !DIAssignID()
!2404 = !DILocation(line: 43, column: 45, scope: !457, inlinedAt: !1563)
!2405 = !DILocation(line: 0, scope: !502, inlinedAt: !2406)
!2406 = distinct !DILocation(line: 43, column: 63, scope: !457, inlinedAt: !1563)
!2407 = !DILocation(line: 39, column: 14, scope: !510, inlinedAt: !2406)
!2408 = !DILocation(line: 39, column: 9, scope: !502, inlinedAt: !2406)
!2409 = !DILocation(line: 39, column: 24, scope: !510, inlinedAt: !2406)
!2410 = !DILocation(line: 40, column: 92, scope: !502, inlinedAt: !2406)
!2411 = !DILocation(line: 43, column: 91, scope: !457, inlinedAt: !1563)
!2412 = !DILocation(line: 43, column: 107, scope: !457, inlinedAt: !1563)
!2413 = !DILocation(line: 43, column: 110, scope: !457, inlinedAt: !1563)
!2414 = !DILocation(line: 40, column: 64, scope: !502, inlinedAt: !2406)
!2415 = !DILocation(line: 40, column: 111, scope: !502, inlinedAt: !2406)
!2416 = !DILocation(line: 40, column: 14, scope: !502, inlinedAt: !2406)
!2417 = !DILocation(line: 40, column: 43, scope: !502, inlinedAt: !2406)
!2418 = !DILocation(line: 40, column: 51, scope: !502, inlinedAt: !2406)
!2419 = !DILocation(line: 40, column: 62, scope: !502, inlinedAt: !2406)
!2420 = !DILocation(line: 40, column: 83, scope: !502, inlinedAt: !2406)
!2421 = !DILocation(line: 43, column: 81, scope: !457, inlinedAt: !1563)
!2422 = !DILocation(line: 43, column: 89, scope: !457, inlinedAt: !1563)
!2423 = !DILocation(line: 43, column: 101, scope: !457, inlinedAt: !1563)
!2424 = !DILocation(line: 43, column: 105, scope: !457, inlinedAt: !1563)
!2425 = !DILocation(line: 43, column: 118, scope: !457, inlinedAt: !1563)
!2426 = !DILocation(line: 124, column: 117, scope: !1542)
!2427 = distinct !DIAssignID()
!2428 = !DILocation(line: 124, column: 138, scope: !1542)
!2429 = !DILocation(line: 124, column: 153, scope: !1543)
!2430 = !DILocation(line: 124, column: 155, scope: !1544)
!2431 = !DILocation(line: 0, scope: !619, inlinedAt: !2432)
!2432 = distinct !DILocation(line: 124, column: 172, scope: !1544)
!2433 = !DILocation(line: 44, column: 41, scope: !619, inlinedAt: !2432)
!2434 = !DILocation(line: 44, column: 34, scope: !619, inlinedAt: !2432)
!2435 = !DILocation(line: 44, column: 56, scope: !619, inlinedAt: !2432)
!2436 = !DILocation(line: 44, column: 60, scope: !619, inlinedAt: !2432)
!2437 = !DILocation(line: 0, scope: !619, inlinedAt: !2438)
!2438 = distinct !DILocation(line: 124, column: 180, scope: !1544)
!2439 = !DILocation(line: 44, column: 37, scope: !619, inlinedAt: !2438)
!2440 = !DILocation(line: 44, column: 41, scope: !619, inlinedAt: !2438)
!2441 = !DILocation(line: 44, column: 34, scope: !619, inlinedAt: !2438)
!2442 = !DILocation(line: 44, column: 56, scope: !619, inlinedAt: !2438)
!2443 = !DILocation(line: 44, column: 60, scope: !619, inlinedAt: !2438)
!2444 = distinct !DIAssignID()
!2445 = distinct !DIAssignID()
!2446 = !DILocation(line: 43, column: 36, scope: !457, inlinedAt: !1559)
!2447 = !DILocation(line: 43, column: 45, scope: !457, inlinedAt: !1559)
!2448 = !DILocation(line: 0, scope: !502, inlinedAt: !2449)
!2449 = distinct !DILocation(line: 43, column: 63, scope: !457, inlinedAt: !1559)
!2450 = !DILocation(line: 39, column: 9, scope: !510, inlinedAt: !2449)
!2451 = !DILocation(line: 39, column: 14, scope: !510, inlinedAt: !2449)
!2452 = !DILocation(line: 39, column: 9, scope: !502, inlinedAt: !2449)
!2453 = !DILocation(line: 39, column: 24, scope: !510, inlinedAt: !2449)
!2454 = !DILocation(line: 40, column: 92, scope: !502, inlinedAt: !2449)
!2455 = !DILocation(line: 43, column: 91, scope: !457, inlinedAt: !1559)
!2456 = !DILocation(line: 43, column: 107, scope: !457, inlinedAt: !1559)
!2457 = !DILocation(line: 43, column: 110, scope: !457, inlinedAt: !1559)
!2458 = !DILocation(line: 124, column: 220, scope: !1544)
!2459 = !DILocation(line: 124, column: 189, scope: !1544)
!2460 = !DILocation(line: 43, column: 36, scope: !457, inlinedAt: !1555)
!2461 = !DILocation(line: 40, column: 14, scope: !502, inlinedAt: !2449)
!2462 = !DILocation(line: 40, column: 43, scope: !502, inlinedAt: !2449)
!2463 = !DILocation(line: 40, column: 64, scope: !502, inlinedAt: !2449)
!2464 = !DILocation(line: 40, column: 51, scope: !502, inlinedAt: !2449)
!2465 = !DILocation(line: 40, column: 62, scope: !502, inlinedAt: !2449)
!2466 = !DILocation(line: 40, column: 83, scope: !502, inlinedAt: !2449)
!2467 = !DILocation(line: 40, column: 111, scope: !502, inlinedAt: !2449)
!2468 = !DILocation(line: 43, column: 81, scope: !457, inlinedAt: !1559)
!2469 = !DILocation(line: 43, column: 89, scope: !457, inlinedAt: !1559)
!2470 = !DILocation(line: 43, column: 101, scope: !457, inlinedAt: !1559)
!2471 = !DILocation(line: 43, column: 105, scope: !457, inlinedAt: !1559)
!2472 = !DILocation(line: 43, column: 118, scope: !457, inlinedAt: !1559)
!2473 = !DILocation(line: 124, column: 160, scope: !1544)
!2474 = distinct !DIAssignID()
!2475 = distinct !DIAssignID()
!2476 = distinct !DIAssignID()
!2477 = !DILocation(line: 43, column: 45, scope: !457, inlinedAt: !1555)
!2478 = !DILocation(line: 0, scope: !502, inlinedAt: !2479)
!2479 = distinct !DILocation(line: 43, column: 63, scope: !457, inlinedAt: !1555)
!2480 = !DILocation(line: 39, column: 14, scope: !510, inlinedAt: !2479)
!2481 = !DILocation(line: 39, column: 9, scope: !502, inlinedAt: !2479)
!2482 = !DILocation(line: 39, column: 24, scope: !510, inlinedAt: !2479)
!2483 = !DILocation(line: 40, column: 92, scope: !502, inlinedAt: !2479)
!2484 = !DILocation(line: 43, column: 91, scope: !457, inlinedAt: !1555)
!2485 = !DILocation(line: 43, column: 107, scope: !457, inlinedAt: !1555)
!2486 = !DILocation(line: 43, column: 110, scope: !457, inlinedAt: !1555)
!2487 = !DILocation(line: 40, column: 64, scope: !502, inlinedAt: !2479)
!2488 = !DILocation(line: 40, column: 111, scope: !502, inlinedAt: !2479)
!2489 = !DILocation(line: 40, column: 14, scope: !502, inlinedAt: !2479)
!2490 = !DILocation(line: 40, column: 43, scope: !502, inlinedAt: !2479)
!2491 = !DILocation(line: 40, column: 51, scope: !502, inlinedAt: !2479)
!2492 = !DILocation(line: 40, column: 62, scope: !502, inlinedAt: !2479)
!2493 = !DILocation(line: 40, column: 83, scope: !502, inlinedAt: !2479)
!2494 = !DILocation(line: 43, column: 81, scope: !457, inlinedAt: !1555)
!2495 = !DILocation(line: 43, column: 89, scope: !457, inlinedAt: !1555)
!2496 = !DILocation(line: 43, column: 101, scope: !457, inlinedAt: !1555)
!2497 = !DILocation(line: 43, column: 105, scope: !457, inlinedAt: !1555)
!2498 = !DILocation(line: 43, column: 118, scope: !457, inlinedAt: !1555)
!2499 = !DILocation(line: 124, column: 207, scope: !1544)
!2500 = distinct !DIAssignID()
!2501 = !DILocation(line: 124, column: 228, scope: !1544)
!2502 = !DILocation(line: 124, column: 236, scope: !1545)
!2503 = !DILocation(line: 0, scope: !634, inlinedAt: !2504)
!2504 = distinct !DILocation(line: 124, column: 30, scope: !1545)
!2505 = !DILocation(line: 45, column: 37, scope: !634, inlinedAt: !2504)
!2506 = !DILocation(line: 45, column: 41, scope: !634, inlinedAt: !2504)
!2507 = !DILocation(line: 45, column: 34, scope: !634, inlinedAt: !2504)
!2508 = !DILocation(line: 45, column: 60, scope: !634, inlinedAt: !2504)
!2509 = !DILocation(line: 0, scope: !634, inlinedAt: !2510)
!2510 = distinct !DILocation(line: 124, column: 42, scope: !1545)
!2511 = !DILocation(line: 45, column: 37, scope: !634, inlinedAt: !2510)
!2512 = !DILocation(line: 45, column: 41, scope: !634, inlinedAt: !2510)
!2513 = !DILocation(line: 45, column: 34, scope: !634, inlinedAt: !2510)
!2514 = !DILocation(line: 45, column: 60, scope: !634, inlinedAt: !2510)
!2515 = distinct !{!2515, !2363, !2516, !598}
!2516 = !DILocation(line: 124, column: 236, scope: !1546)
!2517 = !DILocation(line: 125, column: 20, scope: !1502)
!2518 = !DILocation(line: 125, column: 27, scope: !1502)
!2519 = !DILocation(line: 125, column: 36, scope: !1502)
!2520 = distinct !DIAssignID()
!2521 = distinct !DIAssignID()
!2522 = !DILocation(line: 43, column: 45, scope: !457, inlinedAt: !1551)
!2523 = !DILocation(line: 0, scope: !502, inlinedAt: !2366)
!2524 = !DILocation(line: 39, column: 14, scope: !510, inlinedAt: !2366)
!2525 = !DILocation(line: 39, column: 9, scope: !502, inlinedAt: !2366)
!2526 = !DILocation(line: 39, column: 24, scope: !510, inlinedAt: !2366)
!2527 = !DILocation(line: 40, column: 92, scope: !502, inlinedAt: !2366)
!2528 = !DILocation(line: 43, column: 91, scope: !457, inlinedAt: !1551)
!2529 = !DILocation(line: 43, column: 107, scope: !457, inlinedAt: !1551)
!2530 = !DILocation(line: 43, column: 110, scope: !457, inlinedAt: !1551)
!2531 = !DILocation(line: 126, column: 21, scope: !1502)
!2532 = !DILocation(line: 40, column: 14, scope: !502, inlinedAt: !2366)
!2533 = !DILocation(line: 40, column: 43, scope: !502, inlinedAt: !2366)
!2534 = !DILocation(line: 40, column: 64, scope: !502, inlinedAt: !2366)
!2535 = !DILocation(line: 40, column: 51, scope: !502, inlinedAt: !2366)
!2536 = !DILocation(line: 40, column: 62, scope: !502, inlinedAt: !2366)
!2537 = !DILocation(line: 40, column: 83, scope: !502, inlinedAt: !2366)
!2538 = !DILocation(line: 40, column: 111, scope: !502, inlinedAt: !2366)
!2539 = !DILocation(line: 43, column: 81, scope: !457, inlinedAt: !1551)
!2540 = !DILocation(line: 43, column: 89, scope: !457, inlinedAt: !1551)
!2541 = !DILocation(line: 43, column: 101, scope: !457, inlinedAt: !1551)
!2542 = !DILocation(line: 43, column: 105, scope: !457, inlinedAt: !1551)
!2543 = !DILocation(line: 43, column: 118, scope: !457, inlinedAt: !1551)
!2544 = !DILocation(line: 125, column: 13, scope: !1502)
!2545 = distinct !DIAssignID()
!2546 = !DILocation(line: 126, column: 30, scope: !1502)
!2547 = !DILocation(line: 0, scope: !634, inlinedAt: !2548)
!2548 = distinct !DILocation(line: 126, column: 43, scope: !1502)
!2549 = !DILocation(line: 45, column: 37, scope: !634, inlinedAt: !2548)
!2550 = !DILocation(line: 45, column: 41, scope: !634, inlinedAt: !2548)
!2551 = !DILocation(line: 45, column: 34, scope: !634, inlinedAt: !2548)
!2552 = !DILocation(line: 45, column: 60, scope: !634, inlinedAt: !2548)
!2553 = !DILocation(line: 126, column: 53, scope: !1502)
!2554 = !DILocation(line: 0, scope: !619, inlinedAt: !2555)
!2555 = distinct !DILocation(line: 127, column: 13, scope: !1502)
!2556 = !DILocation(line: 0, scope: !619, inlinedAt: !2557)
!2557 = distinct !DILocation(line: 126, column: 68, scope: !2558)
!2558 = distinct !DILexicalBlock(scope: !1502, file: !3, line: 126, column: 61)
!2559 = !DILocation(line: 44, column: 56, scope: !619, inlinedAt: !1699)
!2560 = !DILocation(line: 44, column: 60, scope: !619, inlinedAt: !1699)
!2561 = !DILocation(line: 126, column: 36, scope: !1502)
!2562 = !DILocation(line: 126, column: 79, scope: !2558)
!2563 = !DILocation(line: 126, column: 63, scope: !2558)
!2564 = !DILocation(line: 0, scope: !634, inlinedAt: !2565)
!2565 = distinct !DILocation(line: 126, column: 92, scope: !2558)
!2566 = !DILocation(line: 45, column: 37, scope: !634, inlinedAt: !2565)
!2567 = !DILocation(line: 45, column: 41, scope: !634, inlinedAt: !2565)
!2568 = !DILocation(line: 45, column: 34, scope: !634, inlinedAt: !2565)
!2569 = !DILocation(line: 45, column: 60, scope: !634, inlinedAt: !2565)
!2570 = distinct !{!2570, !2561, !2571, !598}
!2571 = !DILocation(line: 126, column: 103, scope: !1502)
!2572 = !DILocation(line: 44, column: 34, scope: !619, inlinedAt: !2555)
!2573 = !DILocation(line: 127, column: 11, scope: !1502)
!2574 = distinct !DIAssignID()
!2575 = !DILocation(line: 128, column: 5, scope: !1503)
!2576 = !DILocation(line: 129, column: 5, scope: !1489)
!2577 = !DILocation(line: 131, column: 1, scope: !1489)
!2578 = !DILocation(line: 130, column: 5, scope: !1489)
!2579 = distinct !DISubprogram(name: "print_obj", scope: !3, file: !3, line: 72, type: !2580, scopeLine: 72, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2585)
!2580 = !DISubroutineType(cc: DW_CC_nocall, types: !2581)
!2581 = !{null, !323, !34, !2582}
!2582 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !2583, line: 18, baseType: !2584)
!2583 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!2584 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!2585 = !{!2586, !2587, !2588, !2589}
!2586 = !DILocalVariable(name: "o", arg: 1, scope: !2579, file: !3, line: 72, type: !323)
!2587 = !DILocalVariable(name: "out", arg: 2, scope: !2579, file: !3, line: 72, type: !34)
!2588 = !DILocalVariable(name: "cap", arg: 3, scope: !2579, file: !3, line: 72, type: !2582)
!2589 = !DILocalVariable(name: "len", scope: !2579, file: !3, line: 73, type: !2582)
!2590 = !DILocation(line: 0, scope: !2579)
!2591 = !DILocation(line: 73, column: 18, scope: !2579)
!2592 = !DILocation(line: 73, column: 44, scope: !2593)
!2593 = distinct !DILexicalBlock(scope: !2579, file: !3, line: 73, column: 35)
!2594 = !DILocation(line: 73, column: 35, scope: !2579)
!2595 = !DILocation(line: 74, column: 16, scope: !2579)
!2596 = !DILocation(line: 74, column: 5, scope: !2579)
!2597 = !DILocation(line: 0, scope: !2598)
!2598 = distinct !DILexicalBlock(scope: !2579, file: !3, line: 74, column: 21)
!2599 = !DILocation(line: 0, scope: !619, inlinedAt: !2600)
!2600 = distinct !DILocation(line: 82, column: 30, scope: !2601)
!2601 = distinct !DILexicalBlock(scope: !2602, file: !3, line: 82, column: 18)
!2602 = distinct !DILexicalBlock(scope: !2603, file: !3, line: 82, column: 9)
!2603 = distinct !DILexicalBlock(scope: !2598, file: !3, line: 82, column: 9)
!2604 = !DILocation(line: 44, column: 37, scope: !619, inlinedAt: !2600)
!2605 = !DILocation(line: 44, column: 41, scope: !619, inlinedAt: !2600)
!2606 = !DILocation(line: 44, column: 34, scope: !619, inlinedAt: !2600)
!2607 = !DILocation(line: 44, column: 56, scope: !619, inlinedAt: !2600)
!2608 = !DILocation(line: 44, column: 60, scope: !619, inlinedAt: !2600)
!2609 = !DILocation(line: 82, column: 20, scope: !2601)
!2610 = !DILocation(line: 0, scope: !634, inlinedAt: !2611)
!2611 = distinct !DILocation(line: 82, column: 53, scope: !2601)
!2612 = !DILocation(line: 45, column: 37, scope: !634, inlinedAt: !2611)
!2613 = !DILocation(line: 45, column: 41, scope: !634, inlinedAt: !2611)
!2614 = !DILocation(line: 45, column: 34, scope: !634, inlinedAt: !2611)
!2615 = !DILocation(line: 45, column: 60, scope: !634, inlinedAt: !2611)
!2616 = !DILocation(line: 82, column: 67, scope: !2617)
!2617 = distinct !DILexicalBlock(scope: !2601, file: !3, line: 82, column: 65)
!2618 = !DILocation(line: 82, column: 65, scope: !2601)
!2619 = !DILocation(line: 82, column: 89, scope: !2620)
!2620 = distinct !DILexicalBlock(scope: !2601, file: !3, line: 82, column: 86)
!2621 = !DILocation(line: 82, column: 93, scope: !2620)
!2622 = !DILocation(line: 82, column: 86, scope: !2601)
!2623 = !DILocation(line: 75, column: 17, scope: !2598)
!2624 = !DILocation(line: 75, column: 36, scope: !2598)
!2625 = !DILocation(line: 76, column: 30, scope: !2598)
!2626 = !DILocation(line: 76, column: 41, scope: !2598)
!2627 = !DILocation(line: 76, column: 58, scope: !2598)
!2628 = !DILocation(line: 76, column: 60, scope: !2598)
!2629 = !DILocation(line: 76, column: 17, scope: !2598)
!2630 = !DILocation(line: 76, column: 64, scope: !2598)
!2631 = !DILocation(line: 77, column: 33, scope: !2598)
!2632 = !DILocation(line: 77, column: 35, scope: !2598)
!2633 = !DILocation(line: 77, column: 50, scope: !2598)
!2634 = !DILocation(line: 77, column: 17, scope: !2598)
!2635 = !DILocation(line: 77, column: 56, scope: !2598)
!2636 = !DILocation(line: 78, column: 18, scope: !2598)
!2637 = !DILocation(line: 78, column: 42, scope: !2598)
!2638 = !DILocation(line: 79, column: 20, scope: !2598)
!2639 = !DILocation(line: 79, column: 46, scope: !2598)
!2640 = distinct !{!2640, !2641, !2642, !2643}
!2641 = !DILocation(line: 82, column: 9, scope: !2603)
!2642 = !DILocation(line: 82, column: 177, scope: !2603)
!2643 = !{!"llvm.loop.peeled.count", i32 1}
!2644 = !DILocation(line: 82, column: 106, scope: !2645)
!2645 = distinct !DILexicalBlock(scope: !2620, file: !3, line: 82, column: 104)
!2646 = !DILocation(line: 82, column: 126, scope: !2645)
!2647 = !DILocation(line: 82, column: 150, scope: !2645)
!2648 = !DILocation(line: 83, column: 9, scope: !2598)
!2649 = !DILocation(line: 83, column: 27, scope: !2598)
!2650 = !DILocation(line: 85, column: 1, scope: !2579)
!2651 = !DISubprogram(name: "strcmp", scope: !2652, file: !2652, line: 156, type: !2653, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2652 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!2653 = !DISubroutineType(types: !2654)
!2654 = !{!30, !336, !336}
!2655 = !DISubprogram(name: "printf", scope: !2656, file: !2656, line: 356, type: !2657, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2656 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!2657 = !DISubroutineType(types: !2658)
!2658 = !{!30, !2659, null}
!2659 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !336)
!2660 = distinct !DISubprogram(name: "gc", scope: !3, file: !3, line: 31, type: !1348, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2661)
!2661 = !{!2662, !2664, !2665}
!2662 = !DILocalVariable(name: "i", scope: !2663, file: !3, line: 34, type: !30)
!2663 = distinct !DILexicalBlock(scope: !2660, file: !3, line: 34, column: 5)
!2664 = !DILocalVariable(name: "pp", scope: !2660, file: !3, line: 35, type: !389)
!2665 = !DILocalVariable(name: "o", scope: !2666, file: !3, line: 36, type: !323)
!2666 = distinct !DILexicalBlock(scope: !2660, file: !3, line: 36, column: 17)
!2667 = !DILocation(line: 32, column: 16, scope: !2660)
!2668 = !DILocation(line: 33, column: 10, scope: !2660)
!2669 = !DILocation(line: 33, column: 5, scope: !2660)
!2670 = !DILocation(line: 33, column: 24, scope: !2660)
!2671 = !DILocation(line: 33, column: 19, scope: !2660)
!2672 = !DILocation(line: 0, scope: !2663)
!2673 = !DILocation(line: 34, column: 23, scope: !2674)
!2674 = distinct !DILexicalBlock(scope: !2663, file: !3, line: 34, column: 5)
!2675 = !DILocation(line: 34, column: 5, scope: !2663)
!2676 = !DILocation(line: 0, scope: !2660)
!2677 = !DILocation(line: 36, column: 12, scope: !2660)
!2678 = !DILocation(line: 36, column: 5, scope: !2660)
!2679 = !DILocation(line: 34, column: 44, scope: !2674)
!2680 = !DILocation(line: 34, column: 43, scope: !2674)
!2681 = !DILocation(line: 34, column: 38, scope: !2674)
!2682 = !DILocation(line: 34, column: 34, scope: !2674)
!2683 = distinct !{!2683, !2675, !2684, !598}
!2684 = !DILocation(line: 34, column: 52, scope: !2663)
!2685 = !DILocation(line: 0, scope: !2666)
!2686 = !DILocation(line: 36, column: 41, scope: !2687)
!2687 = distinct !DILexicalBlock(scope: !2666, file: !3, line: 36, column: 37)
!2688 = !{!524, !473, i64 4}
!2689 = !DILocation(line: 36, column: 38, scope: !2687)
!2690 = !DILocation(line: 36, column: 37, scope: !2666)
!2691 = !DILocation(line: 36, column: 60, scope: !2692)
!2692 = distinct !DILexicalBlock(scope: !2687, file: !3, line: 36, column: 49)
!2693 = !DILocation(line: 36, column: 55, scope: !2692)
!2694 = !DILocation(line: 36, column: 79, scope: !2695)
!2695 = distinct !DILexicalBlock(scope: !2692, file: !3, line: 36, column: 76)
!2696 = !DILocation(line: 36, column: 83, scope: !2695)
!2697 = !DILocation(line: 36, column: 76, scope: !2692)
!2698 = !DILocation(line: 36, column: 109, scope: !2695)
!2699 = !DILocation(line: 36, column: 111, scope: !2695)
!2700 = !DILocation(line: 36, column: 93, scope: !2695)
!2701 = !DILocation(line: 36, column: 117, scope: !2692)
!2702 = !DILocation(line: 36, column: 130, scope: !2692)
!2703 = !DILocation(line: 36, column: 134, scope: !2692)
!2704 = !DILocation(line: 36, column: 153, scope: !2705)
!2705 = distinct !DILexicalBlock(scope: !2687, file: !3, line: 36, column: 141)
!2706 = !DILocation(line: 36, column: 167, scope: !2705)
!2707 = distinct !{!2707, !2678, !2708, !598}
!2708 = !DILocation(line: 36, column: 181, scope: !2660)
!2709 = !DILocation(line: 37, column: 1, scope: !2660)
!2710 = !DISubprogram(name: "strdup", scope: !2652, file: !2652, line: 187, type: !2711, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2711 = !DISubroutineType(types: !2712)
!2712 = !{!34, !336}
!2713 = !DISubprogram(name: "calloc", scope: !2714, file: !2714, line: 556, type: !2715, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2714 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!2715 = !DISubroutineType(types: !2716)
!2716 = !{!31, !2582, !2582}
!2717 = distinct !DISubprogram(name: "read_list", scope: !3, file: !3, line: 55, type: !1323, scopeLine: 55, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2718)
!2718 = !{!2719, !2722, !2723, !2724}
!2719 = !DILocalVariable(name: "last", scope: !2720, file: !3, line: 57, type: !323)
!2720 = distinct !DILexicalBlock(scope: !2721, file: !3, line: 57, column: 56)
!2721 = distinct !DILexicalBlock(scope: !2717, file: !3, line: 57, column: 9)
!2722 = !DILocalVariable(name: "head", scope: !2717, file: !3, line: 58, type: !323)
!2723 = !DILocalVariable(name: "tail", scope: !2717, file: !3, line: 58, type: !323)
!2724 = !DILocalVariable(name: "r", scope: !2717, file: !3, line: 58, type: !323)
!2725 = distinct !DIAssignID()
!2726 = !DILocation(line: 0, scope: !457, inlinedAt: !2727)
!2727 = distinct !DILocation(line: 58, column: 88, scope: !2717)
!2728 = distinct !DIAssignID()
!2729 = distinct !DIAssignID()
!2730 = !DILocation(line: 0, scope: !2717)
!2731 = distinct !DIAssignID()
!2732 = !DILocation(line: 0, scope: !1347, inlinedAt: !2733)
!2733 = distinct !DILocation(line: 56, column: 5, scope: !2717)
!2734 = !DILocation(line: 53, column: 46, scope: !1352, inlinedAt: !2733)
!2735 = !DILocation(line: 53, column: 28, scope: !1347, inlinedAt: !2733)
!2736 = !DILocation(line: 53, column: 28, scope: !1354, inlinedAt: !2733)
!2737 = !DILocation(line: 53, column: 39, scope: !1352, inlinedAt: !2733)
!2738 = !DILocation(line: 53, column: 79, scope: !1352, inlinedAt: !2733)
!2739 = distinct !{!2739, !2737, !2738, !598}
!2740 = !DILocation(line: 53, column: 92, scope: !1363, inlinedAt: !2733)
!2741 = !DILocation(line: 53, column: 87, scope: !1352, inlinedAt: !2733)
!2742 = !DILocation(line: 53, column: 109, scope: !1366, inlinedAt: !2733)
!2743 = !DILocation(line: 53, column: 114, scope: !1366, inlinedAt: !2733)
!2744 = distinct !{!2744, !2736, !2745}
!2745 = !DILocation(line: 53, column: 157, scope: !1354, inlinedAt: !2733)
!2746 = !DILocation(line: 53, column: 134, scope: !1366, inlinedAt: !2733)
!2747 = !DILocation(line: 53, column: 102, scope: !1366, inlinedAt: !2733)
!2748 = distinct !{!2748, !2747, !2746, !598}
!2749 = !DILocation(line: 56, column: 19, scope: !2750)
!2750 = distinct !DILexicalBlock(scope: !2717, file: !3, line: 56, column: 19)
!2751 = !DILocation(line: 56, column: 19, scope: !2717)
!2752 = !DILocation(line: 56, column: 37, scope: !2753)
!2753 = distinct !DILexicalBlock(scope: !2750, file: !3, line: 56, column: 32)
!2754 = !DILocation(line: 56, column: 41, scope: !2753)
!2755 = !DILocation(line: 57, column: 24, scope: !2721)
!2756 = !DILocation(line: 57, column: 9, scope: !2717)
!2757 = !DILocation(line: 57, column: 61, scope: !2720)
!2758 = !DILocation(line: 57, column: 77, scope: !2720)
!2759 = !DILocation(line: 0, scope: !2720)
!2760 = !DILocation(line: 53, column: 46, scope: !1352, inlinedAt: !2761)
!2761 = distinct !DILocation(line: 57, column: 90, scope: !2720)
!2762 = !DILocation(line: 53, column: 28, scope: !1347, inlinedAt: !2761)
!2763 = !DILocation(line: 53, column: 28, scope: !1354, inlinedAt: !2761)
!2764 = !DILocation(line: 53, column: 39, scope: !1352, inlinedAt: !2761)
!2765 = !DILocation(line: 53, column: 79, scope: !1352, inlinedAt: !2761)
!2766 = distinct !{!2766, !2764, !2765, !598}
!2767 = !DILocation(line: 53, column: 92, scope: !1363, inlinedAt: !2761)
!2768 = !DILocation(line: 53, column: 87, scope: !1352, inlinedAt: !2761)
!2769 = !DILocation(line: 53, column: 109, scope: !1366, inlinedAt: !2761)
!2770 = !DILocation(line: 53, column: 114, scope: !1366, inlinedAt: !2761)
!2771 = distinct !{!2771, !2763, !2772}
!2772 = !DILocation(line: 53, column: 157, scope: !1354, inlinedAt: !2761)
!2773 = !DILocation(line: 53, column: 134, scope: !1366, inlinedAt: !2761)
!2774 = !DILocation(line: 53, column: 102, scope: !1366, inlinedAt: !2761)
!2775 = distinct !{!2775, !2774, !2773, !598}
!2776 = !DILocation(line: 57, column: 104, scope: !2777)
!2777 = distinct !DILexicalBlock(scope: !2720, file: !3, line: 57, column: 104)
!2778 = !DILocation(line: 57, column: 109, scope: !2777)
!2779 = !DILocation(line: 57, column: 104, scope: !2720)
!2780 = !DILocation(line: 57, column: 120, scope: !2777)
!2781 = !DILocation(line: 57, column: 117, scope: !2777)
!2782 = !DILocation(line: 58, column: 5, scope: !2717)
!2783 = !DILocation(line: 58, column: 17, scope: !2717)
!2784 = !DILocation(line: 58, column: 10, scope: !2717)
!2785 = distinct !DIAssignID()
!2786 = !DILocation(line: 58, column: 30, scope: !2717)
!2787 = !DILocation(line: 58, column: 42, scope: !2717)
!2788 = !DILocation(line: 58, column: 54, scope: !2717)
!2789 = !DILocation(line: 58, column: 47, scope: !2717)
!2790 = distinct !DIAssignID()
!2791 = !DILocation(line: 58, column: 67, scope: !2717)
!2792 = !DILocation(line: 58, column: 93, scope: !2717)
!2793 = distinct !DIAssignID()
!2794 = distinct !DIAssignID()
!2795 = !DILocation(line: 43, column: 36, scope: !457, inlinedAt: !2727)
!2796 = !DILocation(line: 43, column: 45, scope: !457, inlinedAt: !2727)
!2797 = !DILocation(line: 0, scope: !502, inlinedAt: !2798)
!2798 = distinct !DILocation(line: 43, column: 63, scope: !457, inlinedAt: !2727)
!2799 = !DILocation(line: 39, column: 9, scope: !510, inlinedAt: !2798)
!2800 = !DILocation(line: 39, column: 14, scope: !510, inlinedAt: !2798)
!2801 = !DILocation(line: 39, column: 9, scope: !502, inlinedAt: !2798)
!2802 = !DILocation(line: 39, column: 24, scope: !510, inlinedAt: !2798)
!2803 = !DILocation(line: 40, column: 92, scope: !502, inlinedAt: !2798)
!2804 = !DILocation(line: 43, column: 91, scope: !457, inlinedAt: !2727)
!2805 = !DILocation(line: 43, column: 107, scope: !457, inlinedAt: !2727)
!2806 = !DILocation(line: 43, column: 110, scope: !457, inlinedAt: !2727)
!2807 = !DILocation(line: 40, column: 14, scope: !502, inlinedAt: !2798)
!2808 = !DILocation(line: 40, column: 43, scope: !502, inlinedAt: !2798)
!2809 = !DILocation(line: 40, column: 64, scope: !502, inlinedAt: !2798)
!2810 = !DILocation(line: 40, column: 51, scope: !502, inlinedAt: !2798)
!2811 = !DILocation(line: 40, column: 62, scope: !502, inlinedAt: !2798)
!2812 = !DILocation(line: 40, column: 83, scope: !502, inlinedAt: !2798)
!2813 = !DILocation(line: 40, column: 111, scope: !502, inlinedAt: !2798)
!2814 = !DILocation(line: 43, column: 81, scope: !457, inlinedAt: !2727)
!2815 = !DILocation(line: 43, column: 89, scope: !457, inlinedAt: !2727)
!2816 = !DILocation(line: 43, column: 101, scope: !457, inlinedAt: !2727)
!2817 = !DILocation(line: 43, column: 105, scope: !457, inlinedAt: !2727)
!2818 = !DILocation(line: 43, column: 118, scope: !457, inlinedAt: !2727)
!2819 = !DILocation(line: 58, column: 106, scope: !2717)
!2820 = !DILocation(line: 59, column: 1, scope: !2717)
!2821 = !DISubprogram(name: "__ctype_b_loc", scope: !15, file: !15, line: 79, type: !2822, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2822 = !DISubroutineType(types: !2823)
!2823 = !{!2824}
!2824 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2825, size: 64)
!2825 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2826, size: 64)
!2826 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !33)
!2827 = !DISubprogram(name: "strtol", scope: !2714, file: !2714, line: 177, type: !2828, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2828 = !DISubroutineType(types: !2829)
!2829 = !{!334, !2659, !2830, !30}
!2830 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !2831)
!2831 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!2832 = distinct !DISubprogram(name: "evlis", scope: !3, file: !3, line: 95, type: !458, scopeLine: 95, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2833)
!2833 = !{!2834, !2835, !2836, !2837, !2838}
!2834 = !DILocalVariable(name: "l", arg: 1, scope: !2832, file: !3, line: 95, type: !323)
!2835 = !DILocalVariable(name: "env", arg: 2, scope: !2832, file: !3, line: 95, type: !323)
!2836 = !DILocalVariable(name: "h", scope: !2832, file: !3, line: 97, type: !323)
!2837 = !DILocalVariable(name: "t", scope: !2832, file: !3, line: 97, type: !323)
!2838 = !DILocalVariable(name: "r", scope: !2832, file: !3, line: 97, type: !323)
!2839 = distinct !DIAssignID()
!2840 = !DILocation(line: 0, scope: !457, inlinedAt: !2841)
!2841 = distinct !DILocation(line: 97, column: 109, scope: !2832)
!2842 = distinct !DIAssignID()
!2843 = distinct !DIAssignID()
!2844 = !DILocation(line: 0, scope: !2832)
!2845 = distinct !DIAssignID()
!2846 = distinct !DIAssignID()
!2847 = distinct !DIAssignID()
!2848 = distinct !DIAssignID()
!2849 = distinct !DIAssignID()
!2850 = !DILocation(line: 96, column: 11, scope: !2851)
!2851 = distinct !DILexicalBlock(scope: !2832, file: !3, line: 96, column: 9)
!2852 = !DILocation(line: 96, column: 9, scope: !2832)
!2853 = !DILocation(line: 97, column: 5, scope: !2832)
!2854 = !DILocation(line: 97, column: 14, scope: !2832)
!2855 = !DILocation(line: 97, column: 25, scope: !2832)
!2856 = !DILocation(line: 0, scope: !619, inlinedAt: !2857)
!2857 = distinct !DILocation(line: 97, column: 39, scope: !2832)
!2858 = !DILocation(line: 44, column: 37, scope: !619, inlinedAt: !2857)
!2859 = !DILocation(line: 44, column: 41, scope: !619, inlinedAt: !2857)
!2860 = !DILocation(line: 44, column: 34, scope: !619, inlinedAt: !2857)
!2861 = !DILocation(line: 44, column: 56, scope: !619, inlinedAt: !2857)
!2862 = !DILocation(line: 44, column: 60, scope: !619, inlinedAt: !2857)
!2863 = !DILocation(line: 97, column: 34, scope: !2832)
!2864 = !DILocation(line: 97, column: 30, scope: !2832)
!2865 = distinct !DIAssignID()
!2866 = !DILocation(line: 97, column: 53, scope: !2832)
!2867 = !DILocation(line: 97, column: 62, scope: !2832)
!2868 = !DILocation(line: 97, column: 81, scope: !2832)
!2869 = !DILocation(line: 0, scope: !634, inlinedAt: !2870)
!2870 = distinct !DILocation(line: 97, column: 77, scope: !2832)
!2871 = !DILocation(line: 45, column: 37, scope: !634, inlinedAt: !2870)
!2872 = !DILocation(line: 45, column: 41, scope: !634, inlinedAt: !2870)
!2873 = !DILocation(line: 45, column: 34, scope: !634, inlinedAt: !2870)
!2874 = !DILocation(line: 45, column: 60, scope: !634, inlinedAt: !2870)
!2875 = !DILocation(line: 97, column: 85, scope: !2832)
!2876 = !DILocation(line: 97, column: 71, scope: !2832)
!2877 = !DILocation(line: 97, column: 67, scope: !2832)
!2878 = distinct !DIAssignID()
!2879 = !DILocation(line: 97, column: 91, scope: !2832)
!2880 = !DILocation(line: 97, column: 114, scope: !2832)
!2881 = distinct !DIAssignID()
!2882 = distinct !DIAssignID()
!2883 = !DILocation(line: 43, column: 36, scope: !457, inlinedAt: !2841)
!2884 = !DILocation(line: 43, column: 45, scope: !457, inlinedAt: !2841)
!2885 = !DILocation(line: 0, scope: !502, inlinedAt: !2886)
!2886 = distinct !DILocation(line: 43, column: 63, scope: !457, inlinedAt: !2841)
!2887 = !DILocation(line: 39, column: 9, scope: !510, inlinedAt: !2886)
!2888 = !DILocation(line: 39, column: 14, scope: !510, inlinedAt: !2886)
!2889 = !DILocation(line: 39, column: 9, scope: !502, inlinedAt: !2886)
!2890 = !DILocation(line: 39, column: 24, scope: !510, inlinedAt: !2886)
!2891 = !DILocation(line: 40, column: 92, scope: !502, inlinedAt: !2886)
!2892 = !DILocation(line: 43, column: 91, scope: !457, inlinedAt: !2841)
!2893 = !DILocation(line: 43, column: 107, scope: !457, inlinedAt: !2841)
!2894 = !DILocation(line: 43, column: 110, scope: !457, inlinedAt: !2841)
!2895 = !DILocation(line: 40, column: 14, scope: !502, inlinedAt: !2886)
!2896 = !DILocation(line: 40, column: 43, scope: !502, inlinedAt: !2886)
!2897 = !DILocation(line: 40, column: 64, scope: !502, inlinedAt: !2886)
!2898 = !DILocation(line: 40, column: 51, scope: !502, inlinedAt: !2886)
!2899 = !DILocation(line: 40, column: 62, scope: !502, inlinedAt: !2886)
!2900 = !DILocation(line: 40, column: 83, scope: !502, inlinedAt: !2886)
!2901 = !DILocation(line: 40, column: 111, scope: !502, inlinedAt: !2886)
!2902 = !DILocation(line: 43, column: 81, scope: !457, inlinedAt: !2841)
!2903 = !DILocation(line: 43, column: 89, scope: !457, inlinedAt: !2841)
!2904 = !DILocation(line: 43, column: 101, scope: !457, inlinedAt: !2841)
!2905 = !DILocation(line: 43, column: 105, scope: !457, inlinedAt: !2841)
!2906 = !DILocation(line: 43, column: 118, scope: !457, inlinedAt: !2841)
!2907 = !DILocation(line: 97, column: 121, scope: !2832)
!2908 = !DILocation(line: 98, column: 1, scope: !2832)
!2909 = !DISubprogram(name: "strlen", scope: !2652, file: !2652, line: 407, type: !2910, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2910 = !DISubroutineType(types: !2911)
!2911 = !{!2584, !336}
!2912 = !DISubprogram(name: "snprintf", scope: !2656, file: !2656, line: 378, type: !2913, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2913 = !DISubroutineType(types: !2914)
!2914 = !{!30, !2915, !2582, !2659, null}
!2915 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !34)
!2916 = !DISubprogram(name: "strncat", scope: !2652, file: !2652, line: 152, type: !2917, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2917 = !DISubroutineType(types: !2918)
!2918 = !{!34, !2915, !2659, !2582}
!2919 = distinct !DISubprogram(name: "mark", scope: !3, file: !3, line: 23, type: !2920, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !2922)
!2920 = !DISubroutineType(types: !2921)
!2921 = !{null, !323}
!2922 = !{!2923}
!2923 = !DILocalVariable(name: "o", arg: 1, scope: !2919, file: !3, line: 23, type: !323)
!2924 = !DILocation(line: 0, scope: !2919)
!2925 = !DILocation(line: 24, column: 12, scope: !2919)
!2926 = !DILocation(line: 24, column: 14, scope: !2919)
!2927 = !DILocation(line: 24, column: 21, scope: !2919)
!2928 = !DILocation(line: 24, column: 17, scope: !2919)
!2929 = !DILocation(line: 24, column: 5, scope: !2919)
!2930 = !DILocation(line: 25, column: 19, scope: !2931)
!2931 = distinct !DILexicalBlock(scope: !2919, file: !3, line: 24, column: 29)
!2932 = !DILocation(line: 26, column: 16, scope: !2933)
!2933 = distinct !DILexicalBlock(scope: !2931, file: !3, line: 26, column: 13)
!2934 = !DILocation(line: 26, column: 13, scope: !2931)
!2935 = !DILocation(line: 27, column: 48, scope: !2936)
!2936 = distinct !DILexicalBlock(scope: !2937, file: !3, line: 27, column: 38)
!2937 = distinct !DILexicalBlock(scope: !2933, file: !3, line: 27, column: 18)
!2938 = !DILocation(line: 27, column: 53, scope: !2936)
!2939 = !DILocation(line: 27, column: 40, scope: !2936)
!2940 = !DILocation(line: 0, scope: !2933)
!2941 = distinct !{!2941, !2929, !2942, !598}
!2942 = !DILocation(line: 29, column: 5, scope: !2919)
!2943 = !DILocation(line: 30, column: 1, scope: !2919)
!2944 = !DISubprogram(name: "free", scope: !2714, file: !2714, line: 568, type: !2945, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2945 = !DISubroutineType(types: !2946)
!2946 = !{null, !31}
