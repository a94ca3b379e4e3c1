; ModuleID = 'shapes_08.cu'
source_filename = "shapes_08.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s200_ne_tid_param(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp eq i32 %8, %3
  br i1 %9, label %36, label %10

10:                                               ; preds = %7
  %11 = sub i32 %3, %8
  %12 = and i32 %11, 3
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %26, label %14

14:                                               ; preds = %10, %14
  %15 = phi i32 [ %23, %14 ], [ %8, %10 ]
  %16 = phi float [ %22, %14 ], [ 0.000000e+00, %10 ]
  %17 = phi i32 [ %24, %14 ], [ 0, %10 ]
  %18 = fmul contract float %16, 5.000000e-01
  %19 = zext nneg i32 %15 to i64
  %20 = getelementptr inbounds float, ptr %0, i64 %19
  %21 = load float, ptr %20, align 4, !tbaa !57
  %22 = fadd contract float %18, %21
  %23 = add nuw nsw i32 %15, 1
  %24 = add i32 %17, 1
  %25 = icmp eq i32 %24, %12
  br i1 %25, label %26, label %14, !llvm.loop !61

26:                                               ; preds = %14, %10
  %27 = phi float [ poison, %10 ], [ %22, %14 ]
  %28 = phi i32 [ %8, %10 ], [ %23, %14 ]
  %29 = phi float [ 0.000000e+00, %10 ], [ %22, %14 ]
  %30 = sub i32 %8, %3
  %31 = icmp ugt i32 %30, -4
  br i1 %31, label %36, label %32

32:                                               ; preds = %26
  %33 = getelementptr i8, ptr %0, i64 4
  %34 = getelementptr i8, ptr %0, i64 8
  %35 = getelementptr i8, ptr %0, i64 12
  br label %44

36:                                               ; preds = %26, %44, %7
  %37 = phi float [ 0.000000e+00, %7 ], [ %27, %26 ], [ %66, %44 ]
  %38 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %39 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %40 = mul i32 %38, %39
  %41 = add i32 %40, %8
  %42 = zext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr %2, i64 %42
  store float %37, ptr %43, align 4, !tbaa !57
  ret void

44:                                               ; preds = %44, %32
  %45 = phi i32 [ %28, %32 ], [ %67, %44 ]
  %46 = phi float [ %29, %32 ], [ %66, %44 ]
  %47 = fmul contract float %46, 5.000000e-01
  %48 = zext nneg i32 %45 to i64
  %49 = getelementptr inbounds float, ptr %0, i64 %48
  %50 = load float, ptr %49, align 4, !tbaa !57
  %51 = fadd contract float %47, %50
  %52 = fmul contract float %51, 5.000000e-01
  %53 = sext i32 %45 to i64
  %54 = getelementptr float, ptr %33, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !57
  %56 = fadd contract float %52, %55
  %57 = fmul contract float %56, 5.000000e-01
  %58 = sext i32 %45 to i64
  %59 = getelementptr float, ptr %34, i64 %58
  %60 = load float, ptr %59, align 4, !tbaa !57
  %61 = fadd contract float %57, %60
  %62 = fmul contract float %61, 5.000000e-01
  %63 = sext i32 %45 to i64
  %64 = getelementptr float, ptr %35, i64 %63
  %65 = load float, ptr %64, align 4, !tbaa !57
  %66 = fadd contract float %62, %65
  %67 = add nuw nsw i32 %45, 4
  %68 = icmp eq i32 %67, %3
  br i1 %68, label %36, label %44, !llvm.loop !63
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s200_ne_tid_param_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp eq i32 %8, %3
  br i1 %9, label %10, label %18

10:                                               ; preds = %18, %7
  %11 = phi float [ 0.000000e+00, %7 ], [ %25, %18 ]
  %12 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %12, %13
  %15 = add i32 %14, %8
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %2, i64 %16
  store float %11, ptr %17, align 4, !tbaa !57
  ret void

18:                                               ; preds = %7, %18
  %19 = phi i32 [ %26, %18 ], [ %8, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = zext nneg i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nuw nsw i32 %19, 1
  %27 = icmp eq i32 %26, %3
  br i1 %27, label %10, label %18, !llvm.loop !65
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s201_ne_tid_params(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add nsw i32 %4, %3
  %10 = icmp eq i32 %8, %9
  br i1 %10, label %38, label %11

11:                                               ; preds = %7
  %12 = add i32 %4, %3
  %13 = sub i32 %12, %8
  %14 = and i32 %13, 3
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %28, label %16

16:                                               ; preds = %11, %16
  %17 = phi i32 [ %25, %16 ], [ %8, %11 ]
  %18 = phi float [ %24, %16 ], [ 0.000000e+00, %11 ]
  %19 = phi i32 [ %26, %16 ], [ 0, %11 ]
  %20 = fmul contract float %18, 5.000000e-01
  %21 = zext nneg i32 %17 to i64
  %22 = getelementptr inbounds float, ptr %0, i64 %21
  %23 = load float, ptr %22, align 4, !tbaa !57
  %24 = fadd contract float %20, %23
  %25 = add nuw nsw i32 %17, 1
  %26 = add i32 %19, 1
  %27 = icmp eq i32 %26, %14
  br i1 %27, label %28, label %16, !llvm.loop !66

28:                                               ; preds = %16, %11
  %29 = phi float [ poison, %11 ], [ %24, %16 ]
  %30 = phi i32 [ %8, %11 ], [ %25, %16 ]
  %31 = phi float [ 0.000000e+00, %11 ], [ %24, %16 ]
  %32 = sub i32 %8, %12
  %33 = icmp ugt i32 %32, -4
  br i1 %33, label %38, label %34

34:                                               ; preds = %28
  %35 = getelementptr i8, ptr %0, i64 4
  %36 = getelementptr i8, ptr %0, i64 8
  %37 = getelementptr i8, ptr %0, i64 12
  br label %46

38:                                               ; preds = %28, %46, %7
  %39 = phi float [ 0.000000e+00, %7 ], [ %29, %28 ], [ %68, %46 ]
  %40 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %41 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %42 = mul i32 %40, %41
  %43 = add i32 %42, %8
  %44 = zext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr %2, i64 %44
  store float %39, ptr %45, align 4, !tbaa !57
  ret void

46:                                               ; preds = %46, %34
  %47 = phi i32 [ %30, %34 ], [ %69, %46 ]
  %48 = phi float [ %31, %34 ], [ %68, %46 ]
  %49 = fmul contract float %48, 5.000000e-01
  %50 = zext nneg i32 %47 to i64
  %51 = getelementptr inbounds float, ptr %0, i64 %50
  %52 = load float, ptr %51, align 4, !tbaa !57
  %53 = fadd contract float %49, %52
  %54 = fmul contract float %53, 5.000000e-01
  %55 = sext i32 %47 to i64
  %56 = getelementptr float, ptr %35, i64 %55
  %57 = load float, ptr %56, align 4, !tbaa !57
  %58 = fadd contract float %54, %57
  %59 = fmul contract float %58, 5.000000e-01
  %60 = sext i32 %47 to i64
  %61 = getelementptr float, ptr %36, i64 %60
  %62 = load float, ptr %61, align 4, !tbaa !57
  %63 = fadd contract float %59, %62
  %64 = fmul contract float %63, 5.000000e-01
  %65 = sext i32 %47 to i64
  %66 = getelementptr float, ptr %37, i64 %65
  %67 = load float, ptr %66, align 4, !tbaa !57
  %68 = fadd contract float %64, %67
  %69 = add nuw nsw i32 %47, 4
  %70 = icmp eq i32 %69, %9
  br i1 %70, label %38, label %46, !llvm.loop !67
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s201_ne_tid_params_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add nsw i32 %4, %3
  %10 = icmp eq i32 %8, %9
  br i1 %10, label %11, label %19

11:                                               ; preds = %19, %7
  %12 = phi float [ 0.000000e+00, %7 ], [ %26, %19 ]
  %13 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = mul i32 %13, %14
  %16 = add i32 %15, %8
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %2, i64 %17
  store float %12, ptr %18, align 4, !tbaa !57
  ret void

19:                                               ; preds = %7, %19
  %20 = phi i32 [ %27, %19 ], [ %8, %7 ]
  %21 = phi float [ %26, %19 ], [ 0.000000e+00, %7 ]
  %22 = fmul contract float %21, 5.000000e-01
  %23 = zext nneg i32 %20 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %22, %25
  %27 = add nuw nsw i32 %20, 1
  %28 = icmp eq i32 %27, %9
  br i1 %28, label %11, label %19, !llvm.loop !68
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s202_ne_tid_ntid(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = icmp eq i32 %8, %9
  br i1 %10, label %37, label %11

11:                                               ; preds = %7
  %12 = sub nsw i32 %9, %8
  %13 = and i32 %12, 3
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %27, label %15

15:                                               ; preds = %11, %15
  %16 = phi i32 [ %24, %15 ], [ %8, %11 ]
  %17 = phi float [ %23, %15 ], [ 0.000000e+00, %11 ]
  %18 = phi i32 [ %25, %15 ], [ 0, %11 ]
  %19 = fmul contract float %17, 5.000000e-01
  %20 = zext nneg i32 %16 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !57
  %23 = fadd contract float %19, %22
  %24 = add nuw nsw i32 %16, 1
  %25 = add i32 %18, 1
  %26 = icmp eq i32 %25, %13
  br i1 %26, label %27, label %15, !llvm.loop !69

27:                                               ; preds = %15, %11
  %28 = phi float [ poison, %11 ], [ %23, %15 ]
  %29 = phi i32 [ %8, %11 ], [ %24, %15 ]
  %30 = phi float [ 0.000000e+00, %11 ], [ %23, %15 ]
  %31 = sub nsw i32 %8, %9
  %32 = icmp ugt i32 %31, -4
  br i1 %32, label %37, label %33

33:                                               ; preds = %27
  %34 = getelementptr i8, ptr %0, i64 4
  %35 = getelementptr i8, ptr %0, i64 8
  %36 = getelementptr i8, ptr %0, i64 12
  br label %44

37:                                               ; preds = %27, %44, %7
  %38 = phi float [ 0.000000e+00, %7 ], [ %28, %27 ], [ %66, %44 ]
  %39 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %40 = mul i32 %39, %9
  %41 = add i32 %40, %8
  %42 = zext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr %2, i64 %42
  store float %38, ptr %43, align 4, !tbaa !57
  ret void

44:                                               ; preds = %44, %33
  %45 = phi i32 [ %29, %33 ], [ %67, %44 ]
  %46 = phi float [ %30, %33 ], [ %66, %44 ]
  %47 = fmul contract float %46, 5.000000e-01
  %48 = zext nneg i32 %45 to i64
  %49 = getelementptr inbounds float, ptr %0, i64 %48
  %50 = load float, ptr %49, align 4, !tbaa !57
  %51 = fadd contract float %47, %50
  %52 = fmul contract float %51, 5.000000e-01
  %53 = sext i32 %45 to i64
  %54 = getelementptr float, ptr %34, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !57
  %56 = fadd contract float %52, %55
  %57 = fmul contract float %56, 5.000000e-01
  %58 = sext i32 %45 to i64
  %59 = getelementptr float, ptr %35, i64 %58
  %60 = load float, ptr %59, align 4, !tbaa !57
  %61 = fadd contract float %57, %60
  %62 = fmul contract float %61, 5.000000e-01
  %63 = sext i32 %45 to i64
  %64 = getelementptr float, ptr %36, i64 %63
  %65 = load float, ptr %64, align 4, !tbaa !57
  %66 = fadd contract float %62, %65
  %67 = add nuw nsw i32 %45, 4
  %68 = icmp eq i32 %67, %9
  br i1 %68, label %37, label %44, !llvm.loop !70
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s202_ne_tid_ntid_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = icmp eq i32 %8, %9
  br i1 %10, label %11, label %18

11:                                               ; preds = %18, %7
  %12 = phi float [ 0.000000e+00, %7 ], [ %25, %18 ]
  %13 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = mul i32 %13, %9
  %15 = add i32 %14, %8
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %2, i64 %16
  store float %12, ptr %17, align 4, !tbaa !57
  ret void

18:                                               ; preds = %7, %18
  %19 = phi i32 [ %26, %18 ], [ %8, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = zext nneg i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nuw nsw i32 %19, 1
  %27 = icmp eq i32 %26, %9
  br i1 %27, label %11, label %18, !llvm.loop !71
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s203_ne_tid_tile(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp eq i32 %8, 12
  br i1 %9, label %36, label %10

10:                                               ; preds = %7
  %11 = sub nsw i32 0, %8
  %12 = and i32 %11, 3
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %26, label %14

14:                                               ; preds = %10, %14
  %15 = phi i32 [ %23, %14 ], [ %8, %10 ]
  %16 = phi float [ %22, %14 ], [ 0.000000e+00, %10 ]
  %17 = phi i32 [ %24, %14 ], [ 0, %10 ]
  %18 = fmul contract float %16, 5.000000e-01
  %19 = zext nneg i32 %15 to i64
  %20 = getelementptr inbounds float, ptr %0, i64 %19
  %21 = load float, ptr %20, align 4, !tbaa !57
  %22 = fadd contract float %18, %21
  %23 = add nuw nsw i32 %15, 1
  %24 = add i32 %17, 1
  %25 = icmp eq i32 %24, %12
  br i1 %25, label %26, label %14, !llvm.loop !72

26:                                               ; preds = %14, %10
  %27 = phi float [ poison, %10 ], [ %22, %14 ]
  %28 = phi i32 [ %8, %10 ], [ %23, %14 ]
  %29 = phi float [ 0.000000e+00, %10 ], [ %22, %14 ]
  %30 = add nsw i32 %8, -9
  %31 = icmp ult i32 %30, 3
  br i1 %31, label %36, label %32

32:                                               ; preds = %26
  %33 = getelementptr i8, ptr %0, i64 4
  %34 = getelementptr i8, ptr %0, i64 8
  %35 = getelementptr i8, ptr %0, i64 12
  br label %44

36:                                               ; preds = %26, %44, %7
  %37 = phi float [ 0.000000e+00, %7 ], [ %27, %26 ], [ %66, %44 ]
  %38 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %39 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %40 = mul i32 %38, %39
  %41 = add i32 %40, %8
  %42 = zext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr %2, i64 %42
  store float %37, ptr %43, align 4, !tbaa !57
  ret void

44:                                               ; preds = %44, %32
  %45 = phi i32 [ %28, %32 ], [ %67, %44 ]
  %46 = phi float [ %29, %32 ], [ %66, %44 ]
  %47 = fmul contract float %46, 5.000000e-01
  %48 = zext nneg i32 %45 to i64
  %49 = getelementptr inbounds float, ptr %0, i64 %48
  %50 = load float, ptr %49, align 4, !tbaa !57
  %51 = fadd contract float %47, %50
  %52 = fmul contract float %51, 5.000000e-01
  %53 = sext i32 %45 to i64
  %54 = getelementptr float, ptr %33, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !57
  %56 = fadd contract float %52, %55
  %57 = fmul contract float %56, 5.000000e-01
  %58 = sext i32 %45 to i64
  %59 = getelementptr float, ptr %34, i64 %58
  %60 = load float, ptr %59, align 4, !tbaa !57
  %61 = fadd contract float %57, %60
  %62 = fmul contract float %61, 5.000000e-01
  %63 = sext i32 %45 to i64
  %64 = getelementptr float, ptr %35, i64 %63
  %65 = load float, ptr %64, align 4, !tbaa !57
  %66 = fadd contract float %62, %65
  %67 = add nuw nsw i32 %45, 4
  %68 = icmp eq i32 %67, 12
  br i1 %68, label %36, label %44, !llvm.loop !73
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s203_ne_tid_tile_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp eq i32 %8, 12
  br i1 %9, label %10, label %18

10:                                               ; preds = %18, %7
  %11 = phi float [ 0.000000e+00, %7 ], [ %25, %18 ]
  %12 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %12, %13
  %15 = add i32 %14, %8
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %2, i64 %16
  store float %11, ptr %17, align 4, !tbaa !57
  ret void

18:                                               ; preds = %7, %18
  %19 = phi i32 [ %26, %18 ], [ %8, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = zext nneg i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nuw nsw i32 %19, 1
  %27 = icmp eq i32 %26, 12
  br i1 %27, label %10, label %18, !llvm.loop !74
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s204_ne_tid_odd(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = shl nsw i32 %3, 1
  %10 = or disjoint i32 %9, 1
  %11 = icmp eq i32 %8, %10
  br i1 %11, label %38, label %12

12:                                               ; preds = %7
  %13 = or disjoint i32 %9, 1
  %14 = sub i32 %13, %8
  %15 = sub i32 %9, %8
  %16 = and i32 %14, 3
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %30, label %18

18:                                               ; preds = %12, %18
  %19 = phi i32 [ %27, %18 ], [ %8, %12 ]
  %20 = phi float [ %26, %18 ], [ 0.000000e+00, %12 ]
  %21 = phi i32 [ %28, %18 ], [ 0, %12 ]
  %22 = fmul contract float %20, 5.000000e-01
  %23 = zext nneg i32 %19 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %22, %25
  %27 = add nuw nsw i32 %19, 1
  %28 = add i32 %21, 1
  %29 = icmp eq i32 %28, %16
  br i1 %29, label %30, label %18, !llvm.loop !75

30:                                               ; preds = %18, %12
  %31 = phi float [ poison, %12 ], [ %26, %18 ]
  %32 = phi i32 [ %8, %12 ], [ %27, %18 ]
  %33 = phi float [ 0.000000e+00, %12 ], [ %26, %18 ]
  %34 = icmp ult i32 %15, 3
  br i1 %34, label %38, label %35

35:                                               ; preds = %30
  %36 = getelementptr i8, ptr %0, i64 4
  %37 = getelementptr i8, ptr %0, i64 8
  br label %46

38:                                               ; preds = %30, %46, %7
  %39 = phi float [ 0.000000e+00, %7 ], [ %31, %30 ], [ %69, %46 ]
  %40 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %41 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %42 = mul i32 %40, %41
  %43 = add i32 %42, %8
  %44 = zext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr %2, i64 %44
  store float %39, ptr %45, align 4, !tbaa !57
  ret void

46:                                               ; preds = %46, %35
  %47 = phi i32 [ %32, %35 ], [ %70, %46 ]
  %48 = phi float [ %33, %35 ], [ %69, %46 ]
  %49 = fmul contract float %48, 5.000000e-01
  %50 = zext nneg i32 %47 to i64
  %51 = getelementptr inbounds float, ptr %0, i64 %50
  %52 = load float, ptr %51, align 4, !tbaa !57
  %53 = fadd contract float %49, %52
  %54 = fmul contract float %53, 5.000000e-01
  %55 = sext i32 %47 to i64
  %56 = getelementptr float, ptr %36, i64 %55
  %57 = load float, ptr %56, align 4, !tbaa !57
  %58 = fadd contract float %54, %57
  %59 = fmul contract float %58, 5.000000e-01
  %60 = sext i32 %47 to i64
  %61 = getelementptr float, ptr %37, i64 %60
  %62 = load float, ptr %61, align 4, !tbaa !57
  %63 = fadd contract float %59, %62
  %64 = add nuw nsw i32 %47, 3
  %65 = fmul contract float %63, 5.000000e-01
  %66 = zext nneg i32 %64 to i64
  %67 = getelementptr inbounds float, ptr %0, i64 %66
  %68 = load float, ptr %67, align 4, !tbaa !57
  %69 = fadd contract float %65, %68
  %70 = add nuw nsw i32 %47, 4
  %71 = icmp eq i32 %64, %9
  br i1 %71, label %38, label %46, !llvm.loop !76
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s204_ne_tid_odd_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = shl nsw i32 %3, 1
  %10 = or disjoint i32 %9, 1
  %11 = icmp eq i32 %8, %10
  br i1 %11, label %12, label %20

12:                                               ; preds = %20, %7
  %13 = phi float [ 0.000000e+00, %7 ], [ %27, %20 ]
  %14 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = mul i32 %14, %15
  %17 = add i32 %16, %8
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr %2, i64 %18
  store float %13, ptr %19, align 4, !tbaa !57
  ret void

20:                                               ; preds = %7, %20
  %21 = phi i32 [ %28, %20 ], [ %8, %7 ]
  %22 = phi float [ %27, %20 ], [ 0.000000e+00, %7 ]
  %23 = fmul contract float %22, 5.000000e-01
  %24 = zext nneg i32 %21 to i64
  %25 = getelementptr inbounds float, ptr %0, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !57
  %27 = fadd contract float %23, %26
  %28 = add nuw nsw i32 %21, 1
  %29 = icmp eq i32 %21, %9
  br i1 %29, label %12, label %20, !llvm.loop !77
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s205_unsigned_lt_param_1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp ult i32 %8, %6
  br i1 %9, label %10, label %32

10:                                               ; preds = %7
  %11 = sub i32 %6, %8
  %12 = and i32 %11, 3
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %26, label %14

14:                                               ; preds = %10, %14
  %15 = phi i32 [ %23, %14 ], [ %8, %10 ]
  %16 = phi float [ %22, %14 ], [ 0.000000e+00, %10 ]
  %17 = phi i32 [ %24, %14 ], [ 0, %10 ]
  %18 = fmul contract float %16, 5.000000e-01
  %19 = zext i32 %15 to i64
  %20 = getelementptr inbounds float, ptr %0, i64 %19
  %21 = load float, ptr %20, align 4, !tbaa !57
  %22 = fadd contract float %18, %21
  %23 = add nuw i32 %15, 1
  %24 = add i32 %17, 1
  %25 = icmp eq i32 %24, %12
  br i1 %25, label %26, label %14, !llvm.loop !78

26:                                               ; preds = %14, %10
  %27 = phi float [ poison, %10 ], [ %22, %14 ]
  %28 = phi i32 [ %8, %10 ], [ %23, %14 ]
  %29 = phi float [ 0.000000e+00, %10 ], [ %22, %14 ]
  %30 = sub i32 %8, %6
  %31 = icmp ugt i32 %30, -4
  br i1 %31, label %32, label %40

32:                                               ; preds = %26, %40, %7
  %33 = phi float [ 0.000000e+00, %7 ], [ %27, %26 ], [ %65, %40 ]
  %34 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %35 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %36 = mul i32 %34, %35
  %37 = add i32 %36, %8
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds float, ptr %2, i64 %38
  store float %33, ptr %39, align 4, !tbaa !57
  ret void

40:                                               ; preds = %26, %40
  %41 = phi i32 [ %66, %40 ], [ %28, %26 ]
  %42 = phi float [ %65, %40 ], [ %29, %26 ]
  %43 = fmul contract float %42, 5.000000e-01
  %44 = zext i32 %41 to i64
  %45 = getelementptr inbounds float, ptr %0, i64 %44
  %46 = load float, ptr %45, align 4, !tbaa !57
  %47 = fadd contract float %43, %46
  %48 = add nuw i32 %41, 1
  %49 = fmul contract float %47, 5.000000e-01
  %50 = zext i32 %48 to i64
  %51 = getelementptr inbounds float, ptr %0, i64 %50
  %52 = load float, ptr %51, align 4, !tbaa !57
  %53 = fadd contract float %49, %52
  %54 = add nuw i32 %41, 2
  %55 = fmul contract float %53, 5.000000e-01
  %56 = zext i32 %54 to i64
  %57 = getelementptr inbounds float, ptr %0, i64 %56
  %58 = load float, ptr %57, align 4, !tbaa !57
  %59 = fadd contract float %55, %58
  %60 = add nuw i32 %41, 3
  %61 = fmul contract float %59, 5.000000e-01
  %62 = zext i32 %60 to i64
  %63 = getelementptr inbounds float, ptr %0, i64 %62
  %64 = load float, ptr %63, align 4, !tbaa !57
  %65 = fadd contract float %61, %64
  %66 = add nuw i32 %41, 4
  %67 = icmp eq i32 %66, %6
  br i1 %67, label %32, label %40, !llvm.loop !79
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s205_unsigned_lt_param_1_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp ult i32 %8, %6
  br i1 %9, label %18, label %10

10:                                               ; preds = %18, %7
  %11 = phi float [ 0.000000e+00, %7 ], [ %25, %18 ]
  %12 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %12, %13
  %15 = add i32 %14, %8
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %2, i64 %16
  store float %11, ptr %17, align 4, !tbaa !57
  ret void

18:                                               ; preds = %7, %18
  %19 = phi i32 [ %26, %18 ], [ %8, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = zext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nuw i32 %19, 1
  %27 = icmp eq i32 %26, %6
  br i1 %27, label %10, label %18, !llvm.loop !80
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s206_unsigned_lt_param_4(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp ult i32 %8, %6
  br i1 %9, label %18, label %10

10:                                               ; preds = %18, %7
  %11 = phi float [ 0.000000e+00, %7 ], [ %25, %18 ]
  %12 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %12, %13
  %15 = add i32 %14, %8
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %2, i64 %16
  store float %11, ptr %17, align 4, !tbaa !57
  ret void

18:                                               ; preds = %7, %18
  %19 = phi i32 [ %26, %18 ], [ %8, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = zext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add i32 %19, 4
  %27 = icmp ult i32 %26, %6
  br i1 %27, label %18, label %10, !llvm.loop !81
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s206_unsigned_lt_param_4_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp ult i32 %8, %6
  br i1 %9, label %18, label %10

10:                                               ; preds = %18, %7
  %11 = phi float [ 0.000000e+00, %7 ], [ %25, %18 ]
  %12 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %12, %13
  %15 = add i32 %14, %8
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %2, i64 %16
  store float %11, ptr %17, align 4, !tbaa !57
  ret void

18:                                               ; preds = %7, %18
  %19 = phi i32 [ %26, %18 ], [ %8, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = zext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add i32 %19, 4
  %27 = icmp ult i32 %26, %6
  br i1 %27, label %18, label %10, !llvm.loop !82
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s207_unsigned_lt_param_ntid(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp ult i32 %8, %6
  %10 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %9, label %18, label %11

11:                                               ; preds = %18, %7
  %12 = phi float [ 0.000000e+00, %7 ], [ %25, %18 ]
  %13 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = mul i32 %13, %10
  %15 = add i32 %14, %8
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %2, i64 %16
  store float %12, ptr %17, align 4, !tbaa !57
  ret void

18:                                               ; preds = %7, %18
  %19 = phi i32 [ %26, %18 ], [ %8, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = zext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add i32 %19, %10
  %27 = icmp ult i32 %26, %6
  br i1 %27, label %18, label %11, !llvm.loop !83
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s207_unsigned_lt_param_ntid_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp ult i32 %8, %6
  %10 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %9, label %18, label %11

11:                                               ; preds = %18, %7
  %12 = phi float [ 0.000000e+00, %7 ], [ %25, %18 ]
  %13 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = mul i32 %13, %10
  %15 = add i32 %14, %8
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %2, i64 %16
  store float %12, ptr %17, align 4, !tbaa !57
  ret void

18:                                               ; preds = %7, %18
  %19 = phi i32 [ %26, %18 ], [ %8, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = zext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add i32 %19, %10
  %27 = icmp ult i32 %26, %6
  br i1 %27, label %18, label %11, !llvm.loop !84
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s208_unsigned_down_param(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = icmp eq i32 %6, 0
  br i1 %8, label %29, label %9

9:                                                ; preds = %7
  %10 = and i32 %6, 3
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %24, label %12

12:                                               ; preds = %9, %12
  %13 = phi i32 [ %21, %12 ], [ %6, %9 ]
  %14 = phi float [ %20, %12 ], [ 0.000000e+00, %9 ]
  %15 = phi i32 [ %22, %12 ], [ 0, %9 ]
  %16 = fmul contract float %14, 5.000000e-01
  %17 = zext i32 %13 to i64
  %18 = getelementptr inbounds float, ptr %0, i64 %17
  %19 = load float, ptr %18, align 4, !tbaa !57
  %20 = fadd contract float %16, %19
  %21 = add i32 %13, -1
  %22 = add i32 %15, 1
  %23 = icmp eq i32 %22, %10
  br i1 %23, label %24, label %12, !llvm.loop !85

24:                                               ; preds = %12, %9
  %25 = phi float [ poison, %9 ], [ %20, %12 ]
  %26 = phi i32 [ %6, %9 ], [ %21, %12 ]
  %27 = phi float [ 0.000000e+00, %9 ], [ %20, %12 ]
  %28 = icmp ult i32 %6, 4
  br i1 %28, label %29, label %38

29:                                               ; preds = %24, %38, %7
  %30 = phi float [ 0.000000e+00, %7 ], [ %25, %24 ], [ %63, %38 ]
  %31 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %32 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %33 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %34 = mul i32 %32, %33
  %35 = add i32 %34, %31
  %36 = zext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr %2, i64 %36
  store float %30, ptr %37, align 4, !tbaa !57
  ret void

38:                                               ; preds = %24, %38
  %39 = phi i32 [ %64, %38 ], [ %26, %24 ]
  %40 = phi float [ %63, %38 ], [ %27, %24 ]
  %41 = fmul contract float %40, 5.000000e-01
  %42 = zext i32 %39 to i64
  %43 = getelementptr inbounds float, ptr %0, i64 %42
  %44 = load float, ptr %43, align 4, !tbaa !57
  %45 = fadd contract float %41, %44
  %46 = add i32 %39, -1
  %47 = fmul contract float %45, 5.000000e-01
  %48 = zext i32 %46 to i64
  %49 = getelementptr inbounds float, ptr %0, i64 %48
  %50 = load float, ptr %49, align 4, !tbaa !57
  %51 = fadd contract float %47, %50
  %52 = add i32 %39, -2
  %53 = fmul contract float %51, 5.000000e-01
  %54 = zext i32 %52 to i64
  %55 = getelementptr inbounds float, ptr %0, i64 %54
  %56 = load float, ptr %55, align 4, !tbaa !57
  %57 = fadd contract float %53, %56
  %58 = add i32 %39, -3
  %59 = fmul contract float %57, 5.000000e-01
  %60 = zext i32 %58 to i64
  %61 = getelementptr inbounds float, ptr %0, i64 %60
  %62 = load float, ptr %61, align 4, !tbaa !57
  %63 = fadd contract float %59, %62
  %64 = add i32 %39, -4
  %65 = icmp eq i32 %64, 0
  br i1 %65, label %29, label %38, !llvm.loop !86
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s208_unsigned_down_param_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = icmp eq i32 %6, 0
  br i1 %8, label %9, label %18

9:                                                ; preds = %18, %7
  %10 = phi float [ 0.000000e+00, %7 ], [ %25, %18 ]
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %12, %13
  %15 = add i32 %14, %11
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %2, i64 %16
  store float %10, ptr %17, align 4, !tbaa !57
  ret void

18:                                               ; preds = %7, %18
  %19 = phi i32 [ %26, %18 ], [ %6, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = zext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add i32 %19, -1
  %27 = icmp eq i32 %26, 0
  br i1 %27, label %9, label %18, !llvm.loop !87
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s209_unsigned_lt_ntid_1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = add i32 %9, %6
  %11 = icmp ult i32 %8, %10
  br i1 %11, label %12, label %35

12:                                               ; preds = %7
  %13 = add i32 %9, %6
  %14 = sub i32 %13, %8
  %15 = and i32 %14, 3
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %29, label %17

17:                                               ; preds = %12, %17
  %18 = phi i32 [ %26, %17 ], [ %8, %12 ]
  %19 = phi float [ %25, %17 ], [ 0.000000e+00, %12 ]
  %20 = phi i32 [ %27, %17 ], [ 0, %12 ]
  %21 = fmul contract float %19, 5.000000e-01
  %22 = zext i32 %18 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nuw i32 %18, 1
  %27 = add i32 %20, 1
  %28 = icmp eq i32 %27, %15
  br i1 %28, label %29, label %17, !llvm.loop !88

29:                                               ; preds = %17, %12
  %30 = phi float [ poison, %12 ], [ %25, %17 ]
  %31 = phi i32 [ %8, %12 ], [ %26, %17 ]
  %32 = phi float [ 0.000000e+00, %12 ], [ %25, %17 ]
  %33 = sub i32 %8, %13
  %34 = icmp ugt i32 %33, -4
  br i1 %34, label %35, label %42

35:                                               ; preds = %29, %42, %7
  %36 = phi float [ 0.000000e+00, %7 ], [ %30, %29 ], [ %67, %42 ]
  %37 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %38 = mul i32 %37, %9
  %39 = add i32 %38, %8
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr %2, i64 %40
  store float %36, ptr %41, align 4, !tbaa !57
  ret void

42:                                               ; preds = %29, %42
  %43 = phi i32 [ %68, %42 ], [ %31, %29 ]
  %44 = phi float [ %67, %42 ], [ %32, %29 ]
  %45 = fmul contract float %44, 5.000000e-01
  %46 = zext i32 %43 to i64
  %47 = getelementptr inbounds float, ptr %0, i64 %46
  %48 = load float, ptr %47, align 4, !tbaa !57
  %49 = fadd contract float %45, %48
  %50 = add nuw i32 %43, 1
  %51 = fmul contract float %49, 5.000000e-01
  %52 = zext i32 %50 to i64
  %53 = getelementptr inbounds float, ptr %0, i64 %52
  %54 = load float, ptr %53, align 4, !tbaa !57
  %55 = fadd contract float %51, %54
  %56 = add nuw i32 %43, 2
  %57 = fmul contract float %55, 5.000000e-01
  %58 = zext i32 %56 to i64
  %59 = getelementptr inbounds float, ptr %0, i64 %58
  %60 = load float, ptr %59, align 4, !tbaa !57
  %61 = fadd contract float %57, %60
  %62 = add nuw i32 %43, 3
  %63 = fmul contract float %61, 5.000000e-01
  %64 = zext i32 %62 to i64
  %65 = getelementptr inbounds float, ptr %0, i64 %64
  %66 = load float, ptr %65, align 4, !tbaa !57
  %67 = fadd contract float %63, %66
  %68 = add nuw i32 %43, 4
  %69 = icmp eq i32 %68, %10
  br i1 %69, label %35, label %42, !llvm.loop !89
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s209_unsigned_lt_ntid_1_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = add i32 %9, %6
  %11 = icmp ult i32 %8, %10
  br i1 %11, label %19, label %12

12:                                               ; preds = %19, %7
  %13 = phi float [ 0.000000e+00, %7 ], [ %26, %19 ]
  %14 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = mul i32 %14, %9
  %16 = add i32 %15, %8
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %2, i64 %17
  store float %13, ptr %18, align 4, !tbaa !57
  ret void

19:                                               ; preds = %7, %19
  %20 = phi i32 [ %27, %19 ], [ %8, %7 ]
  %21 = phi float [ %26, %19 ], [ 0.000000e+00, %7 ]
  %22 = fmul contract float %21, 5.000000e-01
  %23 = zext i32 %20 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %22, %25
  %27 = add nuw i32 %20, 1
  %28 = icmp eq i32 %27, %10
  br i1 %28, label %12, label %19, !llvm.loop !90
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s210_unsigned_lt_ntid_4(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = add i32 %9, %6
  %11 = icmp ult i32 %8, %10
  br i1 %11, label %19, label %12

12:                                               ; preds = %19, %7
  %13 = phi float [ 0.000000e+00, %7 ], [ %26, %19 ]
  %14 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = mul i32 %14, %9
  %16 = add i32 %15, %8
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %2, i64 %17
  store float %13, ptr %18, align 4, !tbaa !57
  ret void

19:                                               ; preds = %7, %19
  %20 = phi i32 [ %27, %19 ], [ %8, %7 ]
  %21 = phi float [ %26, %19 ], [ 0.000000e+00, %7 ]
  %22 = fmul contract float %21, 5.000000e-01
  %23 = zext i32 %20 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %22, %25
  %27 = add i32 %20, 4
  %28 = icmp ult i32 %27, %10
  br i1 %28, label %19, label %12, !llvm.loop !91
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s210_unsigned_lt_ntid_4_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = add i32 %9, %6
  %11 = icmp ult i32 %8, %10
  br i1 %11, label %19, label %12

12:                                               ; preds = %19, %7
  %13 = phi float [ 0.000000e+00, %7 ], [ %26, %19 ]
  %14 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = mul i32 %14, %9
  %16 = add i32 %15, %8
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %2, i64 %17
  store float %13, ptr %18, align 4, !tbaa !57
  ret void

19:                                               ; preds = %7, %19
  %20 = phi i32 [ %27, %19 ], [ %8, %7 ]
  %21 = phi float [ %26, %19 ], [ 0.000000e+00, %7 ]
  %22 = fmul contract float %21, 5.000000e-01
  %23 = zext i32 %20 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %22, %25
  %27 = add i32 %20, 4
  %28 = icmp ult i32 %27, %10
  br i1 %28, label %19, label %12, !llvm.loop !92
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s211_unsigned_lt_ntid_ntid(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = add i32 %9, %6
  %11 = icmp ult i32 %8, %10
  br i1 %11, label %19, label %12

12:                                               ; preds = %19, %7
  %13 = phi float [ 0.000000e+00, %7 ], [ %26, %19 ]
  %14 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = mul i32 %14, %9
  %16 = add i32 %15, %8
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %2, i64 %17
  store float %13, ptr %18, align 4, !tbaa !57
  ret void

19:                                               ; preds = %7, %19
  %20 = phi i32 [ %27, %19 ], [ %8, %7 ]
  %21 = phi float [ %26, %19 ], [ 0.000000e+00, %7 ]
  %22 = fmul contract float %21, 5.000000e-01
  %23 = zext i32 %20 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %22, %25
  %27 = add i32 %20, %9
  %28 = icmp ult i32 %27, %10
  br i1 %28, label %19, label %12, !llvm.loop !93
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s211_unsigned_lt_ntid_ntid_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = add i32 %9, %6
  %11 = icmp ult i32 %8, %10
  br i1 %11, label %19, label %12

12:                                               ; preds = %19, %7
  %13 = phi float [ 0.000000e+00, %7 ], [ %26, %19 ]
  %14 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = mul i32 %14, %9
  %16 = add i32 %15, %8
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %2, i64 %17
  store float %13, ptr %18, align 4, !tbaa !57
  ret void

19:                                               ; preds = %7, %19
  %20 = phi i32 [ %27, %19 ], [ %8, %7 ]
  %21 = phi float [ %26, %19 ], [ 0.000000e+00, %7 ]
  %22 = fmul contract float %21, 5.000000e-01
  %23 = zext i32 %20 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %22, %25
  %27 = add i32 %20, %9
  %28 = icmp ult i32 %27, %10
  br i1 %28, label %19, label %12, !llvm.loop !94
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s212_unsigned_down_ntid(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = add i32 %8, %6
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %33, label %11

11:                                               ; preds = %7
  %12 = add i32 %8, %6
  %13 = add i32 %12, -1
  %14 = and i32 %9, 3
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %28, label %16

16:                                               ; preds = %11, %16
  %17 = phi i32 [ %25, %16 ], [ %9, %11 ]
  %18 = phi float [ %24, %16 ], [ 0.000000e+00, %11 ]
  %19 = phi i32 [ %26, %16 ], [ 0, %11 ]
  %20 = fmul contract float %18, 5.000000e-01
  %21 = zext i32 %17 to i64
  %22 = getelementptr inbounds float, ptr %0, i64 %21
  %23 = load float, ptr %22, align 4, !tbaa !57
  %24 = fadd contract float %20, %23
  %25 = add i32 %17, -1
  %26 = add i32 %19, 1
  %27 = icmp eq i32 %26, %14
  br i1 %27, label %28, label %16, !llvm.loop !95

28:                                               ; preds = %16, %11
  %29 = phi float [ poison, %11 ], [ %24, %16 ]
  %30 = phi i32 [ %9, %11 ], [ %25, %16 ]
  %31 = phi float [ 0.000000e+00, %11 ], [ %24, %16 ]
  %32 = icmp ult i32 %13, 3
  br i1 %32, label %33, label %41

33:                                               ; preds = %28, %41, %7
  %34 = phi float [ 0.000000e+00, %7 ], [ %29, %28 ], [ %66, %41 ]
  %35 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %36 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %37 = mul i32 %36, %8
  %38 = add i32 %37, %35
  %39 = zext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %2, i64 %39
  store float %34, ptr %40, align 4, !tbaa !57
  ret void

41:                                               ; preds = %28, %41
  %42 = phi i32 [ %67, %41 ], [ %30, %28 ]
  %43 = phi float [ %66, %41 ], [ %31, %28 ]
  %44 = fmul contract float %43, 5.000000e-01
  %45 = zext i32 %42 to i64
  %46 = getelementptr inbounds float, ptr %0, i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !57
  %48 = fadd contract float %44, %47
  %49 = add i32 %42, -1
  %50 = fmul contract float %48, 5.000000e-01
  %51 = zext i32 %49 to i64
  %52 = getelementptr inbounds float, ptr %0, i64 %51
  %53 = load float, ptr %52, align 4, !tbaa !57
  %54 = fadd contract float %50, %53
  %55 = add i32 %42, -2
  %56 = fmul contract float %54, 5.000000e-01
  %57 = zext i32 %55 to i64
  %58 = getelementptr inbounds float, ptr %0, i64 %57
  %59 = load float, ptr %58, align 4, !tbaa !57
  %60 = fadd contract float %56, %59
  %61 = add i32 %42, -3
  %62 = fmul contract float %60, 5.000000e-01
  %63 = zext i32 %61 to i64
  %64 = getelementptr inbounds float, ptr %0, i64 %63
  %65 = load float, ptr %64, align 4, !tbaa !57
  %66 = fadd contract float %62, %65
  %67 = add i32 %42, -4
  %68 = icmp eq i32 %67, 0
  br i1 %68, label %33, label %41, !llvm.loop !96
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s212_unsigned_down_ntid_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = add i32 %8, %6
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %19

11:                                               ; preds = %19, %7
  %12 = phi float [ 0.000000e+00, %7 ], [ %26, %19 ]
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = mul i32 %14, %8
  %16 = add i32 %15, %13
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %2, i64 %17
  store float %12, ptr %18, align 4, !tbaa !57
  ret void

19:                                               ; preds = %7, %19
  %20 = phi i32 [ %27, %19 ], [ %9, %7 ]
  %21 = phi float [ %26, %19 ], [ 0.000000e+00, %7 ]
  %22 = fmul contract float %21, 5.000000e-01
  %23 = zext i32 %20 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %22, %25
  %27 = add i32 %20, -1
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %11, label %19, !llvm.loop !97
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s213_unsigned_lt_tile_1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp ult i32 %8, 12
  br i1 %9, label %10, label %36

10:                                               ; preds = %7
  %11 = sub nsw i32 0, %8
  %12 = and i32 %11, 3
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %26, label %14

14:                                               ; preds = %10, %14
  %15 = phi i32 [ %23, %14 ], [ %8, %10 ]
  %16 = phi float [ %22, %14 ], [ 0.000000e+00, %10 ]
  %17 = phi i32 [ %24, %14 ], [ 0, %10 ]
  %18 = fmul contract float %16, 5.000000e-01
  %19 = zext nneg i32 %15 to i64
  %20 = getelementptr inbounds float, ptr %0, i64 %19
  %21 = load float, ptr %20, align 4, !tbaa !57
  %22 = fadd contract float %18, %21
  %23 = add nuw nsw i32 %15, 1
  %24 = add i32 %17, 1
  %25 = icmp eq i32 %24, %12
  br i1 %25, label %26, label %14, !llvm.loop !98

26:                                               ; preds = %14, %10
  %27 = phi float [ poison, %10 ], [ %22, %14 ]
  %28 = phi i32 [ %8, %10 ], [ %23, %14 ]
  %29 = phi float [ 0.000000e+00, %10 ], [ %22, %14 ]
  %30 = add nsw i32 %8, -9
  %31 = icmp ult i32 %30, 3
  br i1 %31, label %36, label %32

32:                                               ; preds = %26
  %33 = getelementptr i8, ptr %0, i64 4
  %34 = getelementptr i8, ptr %0, i64 8
  %35 = getelementptr i8, ptr %0, i64 12
  br label %44

36:                                               ; preds = %26, %44, %7
  %37 = phi float [ 0.000000e+00, %7 ], [ %27, %26 ], [ %66, %44 ]
  %38 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %39 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %40 = mul i32 %38, %39
  %41 = add i32 %40, %8
  %42 = zext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr %2, i64 %42
  store float %37, ptr %43, align 4, !tbaa !57
  ret void

44:                                               ; preds = %44, %32
  %45 = phi i32 [ %28, %32 ], [ %67, %44 ]
  %46 = phi float [ %29, %32 ], [ %66, %44 ]
  %47 = fmul contract float %46, 5.000000e-01
  %48 = zext nneg i32 %45 to i64
  %49 = getelementptr inbounds float, ptr %0, i64 %48
  %50 = load float, ptr %49, align 4, !tbaa !57
  %51 = fadd contract float %47, %50
  %52 = fmul contract float %51, 5.000000e-01
  %53 = sext i32 %45 to i64
  %54 = getelementptr float, ptr %33, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !57
  %56 = fadd contract float %52, %55
  %57 = fmul contract float %56, 5.000000e-01
  %58 = sext i32 %45 to i64
  %59 = getelementptr float, ptr %34, i64 %58
  %60 = load float, ptr %59, align 4, !tbaa !57
  %61 = fadd contract float %57, %60
  %62 = fmul contract float %61, 5.000000e-01
  %63 = sext i32 %45 to i64
  %64 = getelementptr float, ptr %35, i64 %63
  %65 = load float, ptr %64, align 4, !tbaa !57
  %66 = fadd contract float %62, %65
  %67 = add nuw nsw i32 %45, 4
  %68 = icmp eq i32 %67, 12
  br i1 %68, label %36, label %44, !llvm.loop !99
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s213_unsigned_lt_tile_1_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp ult i32 %8, 12
  br i1 %9, label %18, label %10

10:                                               ; preds = %18, %7
  %11 = phi float [ 0.000000e+00, %7 ], [ %25, %18 ]
  %12 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %12, %13
  %15 = add i32 %14, %8
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %2, i64 %16
  store float %11, ptr %17, align 4, !tbaa !57
  ret void

18:                                               ; preds = %7, %18
  %19 = phi i32 [ %26, %18 ], [ %8, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = zext nneg i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nuw nsw i32 %19, 1
  %27 = icmp eq i32 %26, 12
  br i1 %27, label %10, label %18, !llvm.loop !100
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s214_unsigned_lt_tile_4(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp ult i32 %8, 12
  br i1 %9, label %18, label %10

10:                                               ; preds = %18, %7
  %11 = phi float [ 0.000000e+00, %7 ], [ %25, %18 ]
  %12 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %12, %13
  %15 = add i32 %14, %8
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %2, i64 %16
  store float %11, ptr %17, align 4, !tbaa !57
  ret void

18:                                               ; preds = %7, %18
  %19 = phi i32 [ %26, %18 ], [ %8, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = zext nneg i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nuw nsw i32 %19, 4
  %27 = icmp ult i32 %19, 8
  br i1 %27, label %18, label %10, !llvm.loop !101
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s214_unsigned_lt_tile_4_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp ult i32 %8, 12
  br i1 %9, label %18, label %10

10:                                               ; preds = %18, %7
  %11 = phi float [ 0.000000e+00, %7 ], [ %25, %18 ]
  %12 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %12, %13
  %15 = add i32 %14, %8
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %2, i64 %16
  store float %11, ptr %17, align 4, !tbaa !57
  ret void

18:                                               ; preds = %7, %18
  %19 = phi i32 [ %26, %18 ], [ %8, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = zext nneg i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nuw nsw i32 %19, 4
  %27 = icmp ult i32 %19, 8
  br i1 %27, label %18, label %10, !llvm.loop !102
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s215_unsigned_lt_tile_ntid(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp ult i32 %8, 12
  %10 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %9, label %18, label %11

11:                                               ; preds = %18, %7
  %12 = phi float [ 0.000000e+00, %7 ], [ %25, %18 ]
  %13 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = mul i32 %13, %10
  %15 = add i32 %14, %8
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %2, i64 %16
  store float %12, ptr %17, align 4, !tbaa !57
  ret void

18:                                               ; preds = %7, %18
  %19 = phi i32 [ %26, %18 ], [ %8, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = zext nneg i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nuw nsw i32 %19, %10
  %27 = icmp ult i32 %26, 12
  br i1 %27, label %18, label %11, !llvm.loop !103
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s215_unsigned_lt_tile_ntid_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp ult i32 %8, 12
  %10 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %9, label %18, label %11

11:                                               ; preds = %18, %7
  %12 = phi float [ 0.000000e+00, %7 ], [ %25, %18 ]
  %13 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = mul i32 %13, %10
  %15 = add i32 %14, %8
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %2, i64 %16
  store float %12, ptr %17, align 4, !tbaa !57
  ret void

18:                                               ; preds = %7, %18
  %19 = phi i32 [ %26, %18 ], [ %8, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = zext nneg i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nuw nsw i32 %19, %10
  %27 = icmp ult i32 %26, 12
  br i1 %27, label %18, label %11, !llvm.loop !104
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @s216_unsigned_down_tile(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = getelementptr inbounds i8, ptr %0, i64 48
  %9 = load float, ptr %8, align 4, !tbaa !57
  %10 = fadd contract float %9, 0.000000e+00
  %11 = fmul contract float %10, 5.000000e-01
  %12 = getelementptr inbounds i8, ptr %0, i64 44
  %13 = load float, ptr %12, align 4, !tbaa !57
  %14 = fadd contract float %11, %13
  %15 = fmul contract float %14, 5.000000e-01
  %16 = getelementptr inbounds i8, ptr %0, i64 40
  %17 = load float, ptr %16, align 4, !tbaa !57
  %18 = fadd contract float %15, %17
  %19 = fmul contract float %18, 5.000000e-01
  %20 = getelementptr inbounds i8, ptr %0, i64 36
  %21 = load float, ptr %20, align 4, !tbaa !57
  %22 = fadd contract float %19, %21
  %23 = fmul contract float %22, 5.000000e-01
  %24 = getelementptr inbounds i8, ptr %0, i64 32
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %23, %25
  %27 = fmul contract float %26, 5.000000e-01
  %28 = getelementptr inbounds i8, ptr %0, i64 28
  %29 = load float, ptr %28, align 4, !tbaa !57
  %30 = fadd contract float %27, %29
  %31 = fmul contract float %30, 5.000000e-01
  %32 = getelementptr inbounds i8, ptr %0, i64 24
  %33 = load float, ptr %32, align 4, !tbaa !57
  %34 = fadd contract float %31, %33
  %35 = fmul contract float %34, 5.000000e-01
  %36 = getelementptr inbounds i8, ptr %0, i64 20
  %37 = load float, ptr %36, align 4, !tbaa !57
  %38 = fadd contract float %35, %37
  %39 = fmul contract float %38, 5.000000e-01
  %40 = getelementptr inbounds i8, ptr %0, i64 16
  %41 = load float, ptr %40, align 4, !tbaa !57
  %42 = fadd contract float %39, %41
  %43 = fmul contract float %42, 5.000000e-01
  %44 = getelementptr inbounds i8, ptr %0, i64 12
  %45 = load float, ptr %44, align 4, !tbaa !57
  %46 = fadd contract float %43, %45
  %47 = fmul contract float %46, 5.000000e-01
  %48 = getelementptr inbounds i8, ptr %0, i64 8
  %49 = load float, ptr %48, align 4, !tbaa !57
  %50 = fadd contract float %47, %49
  %51 = fmul contract float %50, 5.000000e-01
  %52 = getelementptr inbounds i8, ptr %0, i64 4
  %53 = load float, ptr %52, align 4, !tbaa !57
  %54 = fadd contract float %51, %53
  %55 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %56 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %57 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %58 = mul i32 %56, %57
  %59 = add i32 %58, %55
  %60 = zext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr %2, i64 %60
  store float %54, ptr %61, align 4, !tbaa !57
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s216_unsigned_down_tile_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  br label %16

8:                                                ; preds = %16
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul i32 %10, %11
  %13 = add i32 %12, %9
  %14 = zext i32 %13 to i64
  %15 = getelementptr inbounds float, ptr %2, i64 %14
  store float %23, ptr %15, align 4, !tbaa !57
  ret void

16:                                               ; preds = %7, %16
  %17 = phi i32 [ 12, %7 ], [ %24, %16 ]
  %18 = phi float [ 0.000000e+00, %7 ], [ %23, %16 ]
  %19 = fmul contract float %18, 5.000000e-01
  %20 = zext i32 %17 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !57
  %23 = fadd contract float %19, %22
  %24 = add nsw i32 %17, -1
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %8, label %16, !llvm.loop !105
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s217_halve_param(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = icmp sgt i32 %3, 0
  br i1 %8, label %18, label %9

9:                                                ; preds = %18, %7
  %10 = phi float [ 0.000000e+00, %7 ], [ %25, %18 ]
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %12, %13
  %15 = add i32 %14, %11
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %2, i64 %16
  store float %10, ptr %17, align 4, !tbaa !57
  ret void

18:                                               ; preds = %7, %18
  %19 = phi i32 [ %26, %18 ], [ %3, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = zext nneg i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = lshr i32 %19, 1
  %27 = icmp ult i32 %19, 2
  br i1 %27, label %9, label %18, !llvm.loop !106
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s217_halve_param_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = icmp sgt i32 %3, 0
  br i1 %8, label %18, label %9

9:                                                ; preds = %18, %7
  %10 = phi float [ 0.000000e+00, %7 ], [ %25, %18 ]
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %12, %13
  %15 = add i32 %14, %11
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %2, i64 %16
  store float %10, ptr %17, align 4, !tbaa !57
  ret void

18:                                               ; preds = %7, %18
  %19 = phi i32 [ %26, %18 ], [ %3, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = zext nneg i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = lshr i32 %19, 1
  %27 = icmp ult i32 %19, 2
  br i1 %27, label %9, label %18, !llvm.loop !107
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s218_double_param(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = icmp sgt i32 %3, 1
  br i1 %8, label %18, label %9

9:                                                ; preds = %18, %7
  %10 = phi float [ 0.000000e+00, %7 ], [ %25, %18 ]
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %12, %13
  %15 = add i32 %14, %11
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %2, i64 %16
  store float %10, ptr %17, align 4, !tbaa !57
  ret void

18:                                               ; preds = %7, %18
  %19 = phi i32 [ %26, %18 ], [ 1, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = shl i32 %19, 1
  %27 = icmp slt i32 %26, %3
  br i1 %27, label %18, label %9, !llvm.loop !108
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s218_double_param_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = icmp sgt i32 %3, 1
  br i1 %8, label %18, label %9

9:                                                ; preds = %18, %7
  %10 = phi float [ 0.000000e+00, %7 ], [ %25, %18 ]
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %12, %13
  %15 = add i32 %14, %11
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %2, i64 %16
  store float %10, ptr %17, align 4, !tbaa !57
  ret void

18:                                               ; preds = %7, %18
  %19 = phi i32 [ %26, %18 ], [ 1, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = shl i32 %19, 1
  %27 = icmp slt i32 %26, %3
  br i1 %27, label %18, label %9, !llvm.loop !109
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s219_div2_param(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = icmp sgt i32 %3, 1
  br i1 %8, label %18, label %9

9:                                                ; preds = %18, %7
  %10 = phi float [ 0.000000e+00, %7 ], [ %25, %18 ]
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %12, %13
  %15 = add i32 %14, %11
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %2, i64 %16
  store float %10, ptr %17, align 4, !tbaa !57
  ret void

18:                                               ; preds = %7, %18
  %19 = phi i32 [ %26, %18 ], [ %3, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = zext nneg i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = lshr i32 %19, 1
  %27 = icmp ugt i32 %19, 3
  br i1 %27, label %18, label %9, !llvm.loop !110
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s219_div2_param_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = icmp sgt i32 %3, 1
  br i1 %8, label %18, label %9

9:                                                ; preds = %18, %7
  %10 = phi float [ 0.000000e+00, %7 ], [ %25, %18 ]
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %12, %13
  %15 = add i32 %14, %11
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %2, i64 %16
  store float %10, ptr %17, align 4, !tbaa !57
  ret void

18:                                               ; preds = %7, %18
  %19 = phi i32 [ %26, %18 ], [ %3, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = zext nneg i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = lshr i32 %19, 1
  %27 = icmp ugt i32 %19, 3
  br i1 %27, label %18, label %9, !llvm.loop !111
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s220_halve_ntid(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %16

9:                                                ; preds = %16
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = mul i32 %11, %8
  %13 = add i32 %12, %10
  %14 = zext i32 %13 to i64
  %15 = getelementptr inbounds float, ptr %2, i64 %14
  store float %23, ptr %15, align 4, !tbaa !57
  ret void

16:                                               ; preds = %7, %16
  %17 = phi i32 [ %8, %7 ], [ %24, %16 ]
  %18 = phi float [ 0.000000e+00, %7 ], [ %23, %16 ]
  %19 = fmul contract float %18, 5.000000e-01
  %20 = zext nneg i32 %17 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !57
  %23 = fadd contract float %19, %22
  %24 = lshr i32 %17, 1
  %25 = icmp ult i32 %17, 2
  br i1 %25, label %9, label %16, !llvm.loop !112
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s220_halve_ntid_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %16

9:                                                ; preds = %16
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = mul i32 %11, %8
  %13 = add i32 %12, %10
  %14 = zext i32 %13 to i64
  %15 = getelementptr inbounds float, ptr %2, i64 %14
  store float %23, ptr %15, align 4, !tbaa !57
  ret void

16:                                               ; preds = %7, %16
  %17 = phi i32 [ %8, %7 ], [ %24, %16 ]
  %18 = phi float [ 0.000000e+00, %7 ], [ %23, %16 ]
  %19 = fmul contract float %18, 5.000000e-01
  %20 = zext nneg i32 %17 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !57
  %23 = fadd contract float %19, %22
  %24 = lshr i32 %17, 1
  %25 = icmp ult i32 %17, 2
  br i1 %25, label %9, label %16, !llvm.loop !113
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s221_double_ntid(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = icmp ugt i32 %8, 1
  br i1 %9, label %18, label %10

10:                                               ; preds = %18, %7
  %11 = phi float [ 0.000000e+00, %7 ], [ %25, %18 ]
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = mul i32 %13, %8
  %15 = add i32 %14, %12
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %2, i64 %16
  store float %11, ptr %17, align 4, !tbaa !57
  ret void

18:                                               ; preds = %7, %18
  %19 = phi i32 [ %26, %18 ], [ 1, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = shl i32 %19, 1
  %27 = icmp slt i32 %26, %8
  br i1 %27, label %18, label %10, !llvm.loop !114
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s221_double_ntid_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = icmp ugt i32 %8, 1
  br i1 %9, label %18, label %10

10:                                               ; preds = %18, %7
  %11 = phi float [ 0.000000e+00, %7 ], [ %25, %18 ]
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = mul i32 %13, %8
  %15 = add i32 %14, %12
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %2, i64 %16
  store float %11, ptr %17, align 4, !tbaa !57
  ret void

18:                                               ; preds = %7, %18
  %19 = phi i32 [ %26, %18 ], [ 1, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = shl i32 %19, 1
  %27 = icmp slt i32 %26, %8
  br i1 %27, label %18, label %10, !llvm.loop !115
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s222_div2_ntid(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = icmp ugt i32 %8, 1
  br i1 %9, label %18, label %10

10:                                               ; preds = %18, %7
  %11 = phi float [ 0.000000e+00, %7 ], [ %25, %18 ]
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = mul i32 %13, %8
  %15 = add i32 %14, %12
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %2, i64 %16
  store float %11, ptr %17, align 4, !tbaa !57
  ret void

18:                                               ; preds = %7, %18
  %19 = phi i32 [ %26, %18 ], [ %8, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = zext nneg i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = lshr i32 %19, 1
  %27 = icmp ugt i32 %19, 3
  br i1 %27, label %18, label %10, !llvm.loop !116
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s222_div2_ntid_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = icmp ugt i32 %8, 1
  br i1 %9, label %18, label %10

10:                                               ; preds = %18, %7
  %11 = phi float [ 0.000000e+00, %7 ], [ %25, %18 ]
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = mul i32 %13, %8
  %15 = add i32 %14, %12
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %2, i64 %16
  store float %11, ptr %17, align 4, !tbaa !57
  ret void

18:                                               ; preds = %7, %18
  %19 = phi i32 [ %26, %18 ], [ %8, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = zext nneg i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = lshr i32 %19, 1
  %27 = icmp ugt i32 %19, 3
  br i1 %27, label %18, label %10, !llvm.loop !117
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @s223_halve_tile(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = getelementptr inbounds i8, ptr %0, i64 48
  %9 = load float, ptr %8, align 4, !tbaa !57
  %10 = fadd contract float %9, 0.000000e+00
  %11 = fmul contract float %10, 5.000000e-01
  %12 = getelementptr inbounds i8, ptr %0, i64 24
  %13 = load float, ptr %12, align 4, !tbaa !57
  %14 = fadd contract float %11, %13
  %15 = fmul contract float %14, 5.000000e-01
  %16 = getelementptr inbounds i8, ptr %0, i64 12
  %17 = load float, ptr %16, align 4, !tbaa !57
  %18 = fadd contract float %15, %17
  %19 = fmul contract float %18, 5.000000e-01
  %20 = getelementptr inbounds i8, ptr %0, i64 4
  %21 = load float, ptr %20, align 4, !tbaa !57
  %22 = fadd contract float %19, %21
  %23 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %24 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %25 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %26 = mul i32 %24, %25
  %27 = add i32 %26, %23
  %28 = zext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr %2, i64 %28
  store float %22, ptr %29, align 4, !tbaa !57
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s223_halve_tile_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  br label %16

8:                                                ; preds = %16
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul i32 %10, %11
  %13 = add i32 %12, %9
  %14 = zext i32 %13 to i64
  %15 = getelementptr inbounds float, ptr %2, i64 %14
  store float %23, ptr %15, align 4, !tbaa !57
  ret void

16:                                               ; preds = %7, %16
  %17 = phi i32 [ 12, %7 ], [ %24, %16 ]
  %18 = phi float [ 0.000000e+00, %7 ], [ %23, %16 ]
  %19 = fmul contract float %18, 5.000000e-01
  %20 = zext nneg i32 %17 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !57
  %23 = fadd contract float %19, %22
  %24 = lshr i32 %17, 1
  %25 = icmp ult i32 %17, 2
  br i1 %25, label %8, label %16, !llvm.loop !118
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @s224_double_tile(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = getelementptr inbounds i8, ptr %0, i64 4
  %9 = load float, ptr %8, align 4, !tbaa !57
  %10 = fadd contract float %9, 0.000000e+00
  %11 = fmul contract float %10, 5.000000e-01
  %12 = getelementptr inbounds i8, ptr %0, i64 8
  %13 = load float, ptr %12, align 4, !tbaa !57
  %14 = fadd contract float %11, %13
  %15 = fmul contract float %14, 5.000000e-01
  %16 = getelementptr inbounds i8, ptr %0, i64 16
  %17 = load float, ptr %16, align 4, !tbaa !57
  %18 = fadd contract float %15, %17
  %19 = fmul contract float %18, 5.000000e-01
  %20 = getelementptr inbounds i8, ptr %0, i64 32
  %21 = load float, ptr %20, align 4, !tbaa !57
  %22 = fadd contract float %19, %21
  %23 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %24 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %25 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %26 = mul i32 %24, %25
  %27 = add i32 %26, %23
  %28 = zext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr %2, i64 %28
  store float %22, ptr %29, align 4, !tbaa !57
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s224_double_tile_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  br label %16

8:                                                ; preds = %16
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul i32 %10, %11
  %13 = add i32 %12, %9
  %14 = zext i32 %13 to i64
  %15 = getelementptr inbounds float, ptr %2, i64 %14
  store float %23, ptr %15, align 4, !tbaa !57
  ret void

16:                                               ; preds = %7, %16
  %17 = phi i32 [ 1, %7 ], [ %24, %16 ]
  %18 = phi float [ 0.000000e+00, %7 ], [ %23, %16 ]
  %19 = fmul contract float %18, 5.000000e-01
  %20 = sext i32 %17 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !57
  %23 = fadd contract float %19, %22
  %24 = shl i32 %17, 1
  %25 = icmp slt i32 %24, 12
  br i1 %25, label %16, label %8, !llvm.loop !119
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5, !6, !7, !8, !9, !10, !11, !12, !13, !14, !15, !16, !17, !18, !19, !20, !21, !22, !23, !24, !25, !26, !27, !28, !29, !30, !31, !32, !33, !34, !35, !36, !37, !38, !39, !40, !41, !42, !43, !44, !45, !46, !47, !48, !49, !50, !51, !52, !53}
!llvm.ident = !{!54, !55}
!nvvmir.version = !{!56}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @s200_ne_tid_param, !"kernel", i32 1}
!5 = !{ptr @s200_ne_tid_param_u1, !"kernel", i32 1}
!6 = !{ptr @s201_ne_tid_params, !"kernel", i32 1}
!7 = !{ptr @s201_ne_tid_params_u1, !"kernel", i32 1}
!8 = !{ptr @s202_ne_tid_ntid, !"kernel", i32 1}
!9 = !{ptr @s202_ne_tid_ntid_u1, !"kernel", i32 1}
!10 = !{ptr @s203_ne_tid_tile, !"kernel", i32 1}
!11 = !{ptr @s203_ne_tid_tile_u1, !"kernel", i32 1}
!12 = !{ptr @s204_ne_tid_odd, !"kernel", i32 1}
!13 = !{ptr @s204_ne_tid_odd_u1, !"kernel", i32 1}
!14 = !{ptr @s205_unsigned_lt_param_1, !"kernel", i32 1}
!15 = !{ptr @s205_unsigned_lt_param_1_u1, !"kernel", i32 1}
!16 = !{ptr @s206_unsigned_lt_param_4, !"kernel", i32 1}
!17 = !{ptr @s206_unsigned_lt_param_4_u1, !"kernel", i32 1}
!18 = !{ptr @s207_unsigned_lt_param_ntid, !"kernel", i32 1}
!19 = !{ptr @s207_unsigned_lt_param_ntid_u1, !"kernel", i32 1}
!20 = !{ptr @s208_unsigned_down_param, !"kernel", i32 1}
!21 = !{ptr @s208_unsigned_down_param_u1, !"kernel", i32 1}
!22 = !{ptr @s209_unsigned_lt_ntid_1, !"kernel", i32 1}
!23 = !{ptr @s209_unsigned_lt_ntid_1_u1, !"kernel", i32 1}
!24 = !{ptr @s210_unsigned_lt_ntid_4, !"kernel", i32 1}
!25 = !{ptr @s210_unsigned_lt_ntid_4_u1, !"kernel", i32 1}
!26 = !{ptr @s211_unsigned_lt_ntid_ntid, !"kernel", i32 1}
!27 = !{ptr @s211_unsigned_lt_ntid_ntid_u1, !"kernel", i32 1}
!28 = !{ptr @s212_unsigned_down_ntid, !"kernel", i32 1}
!29 = !{ptr @s212_unsigned_down_ntid_u1, !"kernel", i32 1}
!30 = !{ptr @s213_unsigned_lt_tile_1, !"kernel", i32 1}
!31 = !{ptr @s213_unsigned_lt_tile_1_u1, !"kernel", i32 1}
!32 = !{ptr @s214_unsigned_lt_tile_4, !"kernel", i32 1}
!33 = !{ptr @s214_unsigned_lt_tile_4_u1, !"kernel", i32 1}
!34 = !{ptr @s215_unsigned_lt_tile_ntid, !"kernel", i32 1}
!35 = !{ptr @s215_unsigned_lt_tile_ntid_u1, !"kernel", i32 1}
!36 = !{ptr @s216_unsigned_down_tile, !"kernel", i32 1}
!37 = !{ptr @s216_unsigned_down_tile_u1, !"kernel", i32 1}
!38 = !{ptr @s217_halve_param, !"kernel", i32 1}
!39 = !{ptr @s217_halve_param_u1, !"kernel", i32 1}
!40 = !{ptr @s218_double_param, !"kernel", i32 1}
!41 = !{ptr @s218_double_param_u1, !"kernel", i32 1}
!42 = !{ptr @s219_div2_param, !"kernel", i32 1}
!43 = !{ptr @s219_div2_param_u1, !"kernel", i32 1}
!44 = !{ptr @s220_halve_ntid, !"kernel", i32 1}
!45 = !{ptr @s220_halve_ntid_u1, !"kernel", i32 1}
!46 = !{ptr @s221_double_ntid, !"kernel", i32 1}
!47 = !{ptr @s221_double_ntid_u1, !"kernel", i32 1}
!48 = !{ptr @s222_div2_ntid, !"kernel", i32 1}
!49 = !{ptr @s222_div2_ntid_u1, !"kernel", i32 1}
!50 = !{ptr @s223_halve_tile, !"kernel", i32 1}
!51 = !{ptr @s223_halve_tile_u1, !"kernel", i32 1}
!52 = !{ptr @s224_double_tile, !"kernel", i32 1}
!53 = !{ptr @s224_double_tile_u1, !"kernel", i32 1}
!54 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!55 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!56 = !{i32 2, i32 0}
!57 = !{!58, !58, i64 0}
!58 = !{!"float", !59, i64 0}
!59 = !{!"omnipotent char", !60, i64 0}
!60 = !{!"Simple C++ TBAA"}
!61 = distinct !{!61, !62}
!62 = !{!"llvm.loop.unroll.disable"}
!63 = distinct !{!63, !64}
!64 = !{!"llvm.loop.mustprogress"}
!65 = distinct !{!65, !64, !62}
!66 = distinct !{!66, !62}
!67 = distinct !{!67, !64}
!68 = distinct !{!68, !64, !62}
!69 = distinct !{!69, !62}
!70 = distinct !{!70, !64}
!71 = distinct !{!71, !64, !62}
!72 = distinct !{!72, !62}
!73 = distinct !{!73, !64}
!74 = distinct !{!74, !64, !62}
!75 = distinct !{!75, !62}
!76 = distinct !{!76, !64}
!77 = distinct !{!77, !64, !62}
!78 = distinct !{!78, !62}
!79 = distinct !{!79, !64}
!80 = distinct !{!80, !64, !62}
!81 = distinct !{!81, !64}
!82 = distinct !{!82, !64, !62}
!83 = distinct !{!83, !64}
!84 = distinct !{!84, !64, !62}
!85 = distinct !{!85, !62}
!86 = distinct !{!86, !64}
!87 = distinct !{!87, !64, !62}
!88 = distinct !{!88, !62}
!89 = distinct !{!89, !64}
!90 = distinct !{!90, !64, !62}
!91 = distinct !{!91, !64}
!92 = distinct !{!92, !64, !62}
!93 = distinct !{!93, !64}
!94 = distinct !{!94, !64, !62}
!95 = distinct !{!95, !62}
!96 = distinct !{!96, !64}
!97 = distinct !{!97, !64, !62}
!98 = distinct !{!98, !62}
!99 = distinct !{!99, !64}
!100 = distinct !{!100, !64, !62}
!101 = distinct !{!101, !64}
!102 = distinct !{!102, !64, !62}
!103 = distinct !{!103, !64}
!104 = distinct !{!104, !64, !62}
!105 = distinct !{!105, !64, !62}
!106 = distinct !{!106, !64}
!107 = distinct !{!107, !64, !62}
!108 = distinct !{!108, !64}
!109 = distinct !{!109, !64, !62}
!110 = distinct !{!110, !64}
!111 = distinct !{!111, !64, !62}
!112 = distinct !{!112, !64}
!113 = distinct !{!113, !64, !62}
!114 = distinct !{!114, !64}
!115 = distinct !{!115, !64, !62}
!116 = distinct !{!116, !64}
!117 = distinct !{!117, !64, !62}
!118 = distinct !{!118, !64, !62}
!119 = distinct !{!119, !64, !62}
