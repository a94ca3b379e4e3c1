; ModuleID = 'shapes_03.cu'
source_filename = "shapes_03.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s075_ge_down_tid_param_ntid(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp slt i32 %8, %3
  br i1 %9, label %12, label %10

10:                                               ; preds = %7
  %11 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %15

12:                                               ; preds = %7
  %13 = add nsw i32 %3, -1
  %14 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %23

15:                                               ; preds = %23, %10
  %16 = phi i32 [ %11, %10 ], [ %14, %23 ]
  %17 = phi float [ 0.000000e+00, %10 ], [ %30, %23 ]
  %18 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = mul i32 %18, %16
  %20 = add i32 %19, %8
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr %2, i64 %21
  store float %17, ptr %22, align 4, !tbaa !57
  ret void

23:                                               ; preds = %12, %23
  %24 = phi i32 [ %13, %12 ], [ %31, %23 ]
  %25 = phi float [ 0.000000e+00, %12 ], [ %30, %23 ]
  %26 = fmul contract float %25, 5.000000e-01
  %27 = sext i32 %24 to i64
  %28 = getelementptr inbounds float, ptr %0, i64 %27
  %29 = load float, ptr %28, align 4, !tbaa !57
  %30 = fadd contract float %26, %29
  %31 = sub nsw i32 %24, %14
  %32 = icmp slt i32 %31, %8
  br i1 %32, label %15, label %23, !llvm.loop !61
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s075_ge_down_tid_param_ntid_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp slt i32 %8, %3
  br i1 %9, label %12, label %10

10:                                               ; preds = %7
  %11 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %15

12:                                               ; preds = %7
  %13 = add nsw i32 %3, -1
  %14 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %23

15:                                               ; preds = %23, %10
  %16 = phi i32 [ %11, %10 ], [ %14, %23 ]
  %17 = phi float [ 0.000000e+00, %10 ], [ %30, %23 ]
  %18 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = mul i32 %18, %16
  %20 = add i32 %19, %8
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr %2, i64 %21
  store float %17, ptr %22, align 4, !tbaa !57
  ret void

23:                                               ; preds = %12, %23
  %24 = phi i32 [ %13, %12 ], [ %31, %23 ]
  %25 = phi float [ 0.000000e+00, %12 ], [ %30, %23 ]
  %26 = fmul contract float %25, 5.000000e-01
  %27 = sext i32 %24 to i64
  %28 = getelementptr inbounds float, ptr %0, i64 %27
  %29 = load float, ptr %28, align 4, !tbaa !57
  %30 = fadd contract float %26, %29
  %31 = sub nsw i32 %24, %14
  %32 = icmp slt i32 %31, %8
  br i1 %32, label %15, label %23, !llvm.loop !63
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s076_lt_tid_param_tile(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp slt i32 %8, %3
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
  %26 = add nuw nsw i32 %19, 12
  %27 = icmp slt i32 %26, %3
  br i1 %27, label %18, label %10, !llvm.loop !65
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s076_lt_tid_param_tile_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp slt i32 %8, %3
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
  %26 = add nuw nsw i32 %19, 12
  %27 = icmp slt i32 %26, %3
  br i1 %27, label %18, label %10, !llvm.loop !66
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s077_gt_down_tid_param_tile(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp slt i32 %8, %3
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
  %19 = phi i32 [ %26, %18 ], [ %3, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nsw i32 %19, -12
  %27 = icmp sgt i32 %26, %8
  br i1 %27, label %18, label %10, !llvm.loop !67
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s077_gt_down_tid_param_tile_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp slt i32 %8, %3
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
  %19 = phi i32 [ %26, %18 ], [ %3, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nsw i32 %19, -12
  %27 = icmp sgt i32 %26, %8
  br i1 %27, label %18, label %10, !llvm.loop !68
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s078_lt_tid_params_1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add nsw i32 %4, %3
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %38

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
  br i1 %27, label %28, label %16, !llvm.loop !69

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
  br i1 %70, label %38, label %46, !llvm.loop !70
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s078_lt_tid_params_1_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add nsw i32 %4, %3
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %19, label %11

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
  br i1 %28, label %11, label %19, !llvm.loop !71
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s079_le_tid_params_1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %4, %3
  %10 = icmp sgt i32 %8, %9
  br i1 %10, label %35, label %11

11:                                               ; preds = %7
  %12 = add i32 %4, %3
  %13 = add i32 %12, 1
  %14 = sub i32 %13, %8
  %15 = sub i32 %12, %8
  %16 = and i32 %14, 3
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %30, label %18

18:                                               ; preds = %11, %18
  %19 = phi i32 [ %27, %18 ], [ %8, %11 ]
  %20 = phi float [ %26, %18 ], [ 0.000000e+00, %11 ]
  %21 = phi i32 [ %28, %18 ], [ 0, %11 ]
  %22 = fmul contract float %20, 5.000000e-01
  %23 = zext nneg i32 %19 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %22, %25
  %27 = add nuw i32 %19, 1
  %28 = add i32 %21, 1
  %29 = icmp eq i32 %28, %16
  br i1 %29, label %30, label %18, !llvm.loop !72

30:                                               ; preds = %18, %11
  %31 = phi float [ poison, %11 ], [ %26, %18 ]
  %32 = phi i32 [ %8, %11 ], [ %27, %18 ]
  %33 = phi float [ 0.000000e+00, %11 ], [ %26, %18 ]
  %34 = icmp ult i32 %15, 3
  br i1 %34, label %35, label %43

35:                                               ; preds = %30, %43, %7
  %36 = phi float [ 0.000000e+00, %7 ], [ %31, %30 ], [ %68, %43 ]
  %37 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %38 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %39 = mul i32 %37, %38
  %40 = add i32 %39, %8
  %41 = zext i32 %40 to i64
  %42 = getelementptr inbounds float, ptr %2, i64 %41
  store float %36, ptr %42, align 4, !tbaa !57
  ret void

43:                                               ; preds = %30, %43
  %44 = phi i32 [ %69, %43 ], [ %32, %30 ]
  %45 = phi float [ %68, %43 ], [ %33, %30 ]
  %46 = fmul contract float %45, 5.000000e-01
  %47 = zext nneg i32 %44 to i64
  %48 = getelementptr inbounds float, ptr %0, i64 %47
  %49 = load float, ptr %48, align 4, !tbaa !57
  %50 = fadd contract float %46, %49
  %51 = add nuw i32 %44, 1
  %52 = fmul contract float %50, 5.000000e-01
  %53 = zext nneg i32 %51 to i64
  %54 = getelementptr inbounds float, ptr %0, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !57
  %56 = fadd contract float %52, %55
  %57 = add nuw i32 %44, 2
  %58 = fmul contract float %56, 5.000000e-01
  %59 = zext nneg i32 %57 to i64
  %60 = getelementptr inbounds float, ptr %0, i64 %59
  %61 = load float, ptr %60, align 4, !tbaa !57
  %62 = fadd contract float %58, %61
  %63 = add nuw i32 %44, 3
  %64 = fmul contract float %62, 5.000000e-01
  %65 = zext nneg i32 %63 to i64
  %66 = getelementptr inbounds float, ptr %0, i64 %65
  %67 = load float, ptr %66, align 4, !tbaa !57
  %68 = fadd contract float %64, %67
  %69 = add nuw i32 %44, 4
  %70 = icmp eq i32 %63, %9
  br i1 %70, label %35, label %43, !llvm.loop !73
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s079_le_tid_params_1_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %4, %3
  %10 = icmp sgt i32 %8, %9
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
  %27 = add nuw i32 %20, 1
  %28 = icmp eq i32 %20, %9
  br i1 %28, label %11, label %19, !llvm.loop !74
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s080_ge_down_tid_params_1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add nsw i32 %4, %3
  %10 = icmp sgt i32 %9, %8
  br i1 %10, label %11, label %38

11:                                               ; preds = %7
  %12 = add i32 %4, %3
  %13 = sub i32 %12, %8
  %14 = and i32 %13, 3
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %28, label %16

16:                                               ; preds = %11, %16
  %17 = phi i32 [ %20, %16 ], [ %9, %11 ]
  %18 = phi float [ %25, %16 ], [ 0.000000e+00, %11 ]
  %19 = phi i32 [ %26, %16 ], [ 0, %11 ]
  %20 = add nsw i32 %17, -1
  %21 = fmul contract float %18, 5.000000e-01
  %22 = sext i32 %20 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add i32 %19, 1
  %27 = icmp eq i32 %26, %14
  br i1 %27, label %28, label %16, !llvm.loop !75

28:                                               ; preds = %16, %11
  %29 = phi i32 [ %9, %11 ], [ %20, %16 ]
  %30 = phi float [ 0.000000e+00, %11 ], [ %25, %16 ]
  %31 = phi float [ poison, %11 ], [ %25, %16 ]
  %32 = sub i32 %8, %12
  %33 = icmp ugt i32 %32, -4
  br i1 %33, label %38, label %34

34:                                               ; preds = %28
  %35 = getelementptr i8, ptr %0, i64 -4
  %36 = getelementptr i8, ptr %0, i64 -8
  %37 = getelementptr i8, ptr %0, i64 -12
  br label %46

38:                                               ; preds = %28, %46, %7
  %39 = phi float [ 0.000000e+00, %7 ], [ %31, %28 ], [ %69, %46 ]
  %40 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %41 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %42 = mul i32 %40, %41
  %43 = add i32 %42, %8
  %44 = zext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr %2, i64 %44
  store float %39, ptr %45, align 4, !tbaa !57
  ret void

46:                                               ; preds = %46, %34
  %47 = phi i32 [ %29, %34 ], [ %64, %46 ]
  %48 = phi float [ %30, %34 ], [ %69, %46 ]
  %49 = fmul contract float %48, 5.000000e-01
  %50 = sext i32 %47 to i64
  %51 = getelementptr float, ptr %35, i64 %50
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
  %64 = add nsw i32 %47, -4
  %65 = fmul contract float %63, 5.000000e-01
  %66 = sext i32 %64 to i64
  %67 = getelementptr inbounds float, ptr %0, i64 %66
  %68 = load float, ptr %67, align 4, !tbaa !57
  %69 = fadd contract float %65, %68
  %70 = icmp sgt i32 %64, %8
  br i1 %70, label %46, label %38, !llvm.loop !76
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s080_ge_down_tid_params_1_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add nsw i32 %4, %3
  %10 = icmp sgt i32 %9, %8
  br i1 %10, label %19, label %11

11:                                               ; preds = %19, %7
  %12 = phi float [ 0.000000e+00, %7 ], [ %27, %19 ]
  %13 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = mul i32 %13, %14
  %16 = add i32 %15, %8
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %2, i64 %17
  store float %12, ptr %18, align 4, !tbaa !57
  ret void

19:                                               ; preds = %7, %19
  %20 = phi i32 [ %22, %19 ], [ %9, %7 ]
  %21 = phi float [ %27, %19 ], [ 0.000000e+00, %7 ]
  %22 = add nsw i32 %20, -1
  %23 = fmul contract float %21, 5.000000e-01
  %24 = sext i32 %22 to i64
  %25 = getelementptr inbounds float, ptr %0, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !57
  %27 = fadd contract float %23, %26
  %28 = icmp sgt i32 %22, %8
  br i1 %28, label %19, label %11, !llvm.loop !77
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s081_lt_tid_params_2(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add nsw i32 %4, %3
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %19, label %11

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
  %27 = add nuw nsw i32 %20, 2
  %28 = icmp slt i32 %27, %9
  br i1 %28, label %19, label %11, !llvm.loop !78
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s081_lt_tid_params_2_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add nsw i32 %4, %3
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %19, label %11

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
  %27 = add nuw nsw i32 %20, 2
  %28 = icmp slt i32 %27, %9
  br i1 %28, label %19, label %11, !llvm.loop !79
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s082_gt_down_tid_params_2(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add nsw i32 %4, %3
  %10 = icmp sgt i32 %9, %8
  br i1 %10, label %19, label %11

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
  %20 = phi i32 [ %27, %19 ], [ %9, %7 ]
  %21 = phi float [ %26, %19 ], [ 0.000000e+00, %7 ]
  %22 = fmul contract float %21, 5.000000e-01
  %23 = sext i32 %20 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %22, %25
  %27 = add nsw i32 %20, -2
  %28 = icmp sgt i32 %27, %8
  br i1 %28, label %19, label %11, !llvm.loop !80
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s082_gt_down_tid_params_2_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add nsw i32 %4, %3
  %10 = icmp sgt i32 %9, %8
  br i1 %10, label %19, label %11

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
  %20 = phi i32 [ %27, %19 ], [ %9, %7 ]
  %21 = phi float [ %26, %19 ], [ 0.000000e+00, %7 ]
  %22 = fmul contract float %21, 5.000000e-01
  %23 = sext i32 %20 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %22, %25
  %27 = add nsw i32 %20, -2
  %28 = icmp sgt i32 %27, %8
  br i1 %28, label %19, label %11, !llvm.loop !81
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s083_lt_tid_params_3(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add nsw i32 %4, %3
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %19, label %11

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
  %27 = add nuw nsw i32 %20, 3
  %28 = icmp slt i32 %27, %9
  br i1 %28, label %19, label %11, !llvm.loop !82
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s083_lt_tid_params_3_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add nsw i32 %4, %3
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %19, label %11

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
  %27 = add nuw nsw i32 %20, 3
  %28 = icmp slt i32 %27, %9
  br i1 %28, label %19, label %11, !llvm.loop !83
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s084_le_tid_params_3(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add nsw i32 %4, %3
  %10 = icmp sgt i32 %8, %9
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
  %27 = add nuw nsw i32 %20, 3
  %28 = icmp sgt i32 %27, %9
  br i1 %28, label %11, label %19, !llvm.loop !84
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s084_le_tid_params_3_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add nsw i32 %4, %3
  %10 = icmp sgt i32 %8, %9
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
  %27 = add nuw nsw i32 %20, 3
  %28 = icmp sgt i32 %27, %9
  br i1 %28, label %11, label %19, !llvm.loop !85
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s085_lt_tid_params_param(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add nsw i32 %4, %3
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %19, label %11

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
  %23 = sext i32 %20 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %22, %25
  %27 = add nsw i32 %20, %5
  %28 = icmp slt i32 %27, %9
  br i1 %28, label %19, label %11, !llvm.loop !86
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s085_lt_tid_params_param_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add nsw i32 %4, %3
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %19, label %11

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
  %23 = sext i32 %20 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %22, %25
  %27 = add nsw i32 %20, %5
  %28 = icmp slt i32 %27, %9
  br i1 %28, label %19, label %11, !llvm.loop !87
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s086_le_tid_params_param(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add nsw i32 %4, %3
  %10 = icmp sgt i32 %8, %9
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
  %23 = sext i32 %20 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %22, %25
  %27 = add nsw i32 %20, %5
  %28 = icmp sgt i32 %27, %9
  br i1 %28, label %11, label %19, !llvm.loop !88
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s086_le_tid_params_param_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add nsw i32 %4, %3
  %10 = icmp sgt i32 %8, %9
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
  %23 = sext i32 %20 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %22, %25
  %27 = add nsw i32 %20, %5
  %28 = icmp sgt i32 %27, %9
  br i1 %28, label %11, label %19, !llvm.loop !89
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s087_lt_tid_params_ntid(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add nsw i32 %4, %3
  %10 = icmp slt i32 %8, %9
  %11 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %10, label %19, label %12

12:                                               ; preds = %19, %7
  %13 = phi float [ 0.000000e+00, %7 ], [ %26, %19 ]
  %14 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = mul i32 %14, %11
  %16 = add i32 %15, %8
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %2, i64 %17
  store float %13, ptr %18, align 4, !tbaa !57
  ret void

19:                                               ; preds = %7, %19
  %20 = phi i32 [ %27, %19 ], [ %8, %7 ]
  %21 = phi float [ %26, %19 ], [ 0.000000e+00, %7 ]
  %22 = fmul contract float %21, 5.000000e-01
  %23 = zext nneg i32 %20 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %22, %25
  %27 = add nuw nsw i32 %20, %11
  %28 = icmp slt i32 %27, %9
  br i1 %28, label %19, label %12, !llvm.loop !90
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s087_lt_tid_params_ntid_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add nsw i32 %4, %3
  %10 = icmp slt i32 %8, %9
  %11 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %10, label %19, label %12

12:                                               ; preds = %19, %7
  %13 = phi float [ 0.000000e+00, %7 ], [ %26, %19 ]
  %14 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = mul i32 %14, %11
  %16 = add i32 %15, %8
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %2, i64 %17
  store float %13, ptr %18, align 4, !tbaa !57
  ret void

19:                                               ; preds = %7, %19
  %20 = phi i32 [ %27, %19 ], [ %8, %7 ]
  %21 = phi float [ %26, %19 ], [ 0.000000e+00, %7 ]
  %22 = fmul contract float %21, 5.000000e-01
  %23 = zext nneg i32 %20 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %22, %25
  %27 = add nuw nsw i32 %20, %11
  %28 = icmp slt i32 %27, %9
  br i1 %28, label %19, label %12, !llvm.loop !91
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s088_ge_down_tid_params_ntid(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %3, -1
  %10 = add i32 %9, %4
  %11 = icmp slt i32 %10, %8
  %12 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %11, label %13, label %20

13:                                               ; preds = %20, %7
  %14 = phi float [ 0.000000e+00, %7 ], [ %27, %20 ]
  %15 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = mul i32 %15, %12
  %17 = add i32 %16, %8
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr %2, i64 %18
  store float %14, ptr %19, align 4, !tbaa !57
  ret void

20:                                               ; preds = %7, %20
  %21 = phi i32 [ %28, %20 ], [ %10, %7 ]
  %22 = phi float [ %27, %20 ], [ 0.000000e+00, %7 ]
  %23 = fmul contract float %22, 5.000000e-01
  %24 = sext i32 %21 to i64
  %25 = getelementptr inbounds float, ptr %0, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !57
  %27 = fadd contract float %23, %26
  %28 = sub nsw i32 %21, %12
  %29 = icmp slt i32 %28, %8
  br i1 %29, label %13, label %20, !llvm.loop !92
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s088_ge_down_tid_params_ntid_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %3, -1
  %10 = add i32 %9, %4
  %11 = icmp slt i32 %10, %8
  %12 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %11, label %13, label %20

13:                                               ; preds = %20, %7
  %14 = phi float [ 0.000000e+00, %7 ], [ %27, %20 ]
  %15 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = mul i32 %15, %12
  %17 = add i32 %16, %8
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr %2, i64 %18
  store float %14, ptr %19, align 4, !tbaa !57
  ret void

20:                                               ; preds = %7, %20
  %21 = phi i32 [ %28, %20 ], [ %10, %7 ]
  %22 = phi float [ %27, %20 ], [ 0.000000e+00, %7 ]
  %23 = fmul contract float %22, 5.000000e-01
  %24 = sext i32 %21 to i64
  %25 = getelementptr inbounds float, ptr %0, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !57
  %27 = fadd contract float %23, %26
  %28 = sub nsw i32 %21, %12
  %29 = icmp slt i32 %28, %8
  br i1 %29, label %13, label %20, !llvm.loop !93
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s089_lt_tid_params_tile(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add nsw i32 %4, %3
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %19, label %11

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
  %27 = add nuw nsw i32 %20, 12
  %28 = icmp slt i32 %27, %9
  br i1 %28, label %19, label %11, !llvm.loop !94
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s089_lt_tid_params_tile_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add nsw i32 %4, %3
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %19, label %11

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
  %27 = add nuw nsw i32 %20, 12
  %28 = icmp slt i32 %27, %9
  br i1 %28, label %19, label %11, !llvm.loop !95
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s090_gt_down_tid_params_tile(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add nsw i32 %4, %3
  %10 = icmp sgt i32 %9, %8
  br i1 %10, label %19, label %11

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
  %20 = phi i32 [ %27, %19 ], [ %9, %7 ]
  %21 = phi float [ %26, %19 ], [ 0.000000e+00, %7 ]
  %22 = fmul contract float %21, 5.000000e-01
  %23 = sext i32 %20 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %22, %25
  %27 = add nsw i32 %20, -12
  %28 = icmp sgt i32 %27, %8
  br i1 %28, label %19, label %11, !llvm.loop !96
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s090_gt_down_tid_params_tile_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add nsw i32 %4, %3
  %10 = icmp sgt i32 %9, %8
  br i1 %10, label %19, label %11

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
  %20 = phi i32 [ %27, %19 ], [ %9, %7 ]
  %21 = phi float [ %26, %19 ], [ 0.000000e+00, %7 ]
  %22 = fmul contract float %21, 5.000000e-01
  %23 = sext i32 %20 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %22, %25
  %27 = add nsw i32 %20, -12
  %28 = icmp sgt i32 %27, %8
  br i1 %28, label %19, label %11, !llvm.loop !97
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s091_lt_tid_ntid_1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = icmp ult i32 %8, %9
  br i1 %10, label %11, label %37

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
  br i1 %26, label %27, label %15, !llvm.loop !98

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
  br i1 %68, label %37, label %44, !llvm.loop !99
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s091_lt_tid_ntid_1_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = icmp ult i32 %8, %9
  br i1 %10, label %18, label %11

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
  br i1 %27, label %11, label %18, !llvm.loop !100
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s092_le_tid_ntid_1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = icmp ugt i32 %8, %9
  br i1 %10, label %37, label %11

11:                                               ; preds = %7
  %12 = add nuw nsw i32 %9, 1
  %13 = sub nsw i32 %12, %8
  %14 = sub nsw i32 %9, %8
  %15 = and i32 %13, 3
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %29, label %17

17:                                               ; preds = %11, %17
  %18 = phi i32 [ %26, %17 ], [ %8, %11 ]
  %19 = phi float [ %25, %17 ], [ 0.000000e+00, %11 ]
  %20 = phi i32 [ %27, %17 ], [ 0, %11 ]
  %21 = fmul contract float %19, 5.000000e-01
  %22 = zext nneg i32 %18 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nuw nsw i32 %18, 1
  %27 = add i32 %20, 1
  %28 = icmp eq i32 %27, %15
  br i1 %28, label %29, label %17, !llvm.loop !101

29:                                               ; preds = %17, %11
  %30 = phi float [ poison, %11 ], [ %25, %17 ]
  %31 = phi i32 [ %8, %11 ], [ %26, %17 ]
  %32 = phi float [ 0.000000e+00, %11 ], [ %25, %17 ]
  %33 = icmp ult i32 %14, 3
  br i1 %33, label %37, label %34

34:                                               ; preds = %29
  %35 = getelementptr i8, ptr %0, i64 4
  %36 = getelementptr i8, ptr %0, i64 8
  br label %44

37:                                               ; preds = %29, %44, %7
  %38 = phi float [ 0.000000e+00, %7 ], [ %30, %29 ], [ %67, %44 ]
  %39 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %40 = mul i32 %39, %9
  %41 = add i32 %40, %8
  %42 = zext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr %2, i64 %42
  store float %38, ptr %43, align 4, !tbaa !57
  ret void

44:                                               ; preds = %44, %34
  %45 = phi i32 [ %31, %34 ], [ %68, %44 ]
  %46 = phi float [ %32, %34 ], [ %67, %44 ]
  %47 = fmul contract float %46, 5.000000e-01
  %48 = zext nneg i32 %45 to i64
  %49 = getelementptr inbounds float, ptr %0, i64 %48
  %50 = load float, ptr %49, align 4, !tbaa !57
  %51 = fadd contract float %47, %50
  %52 = fmul contract float %51, 5.000000e-01
  %53 = sext i32 %45 to i64
  %54 = getelementptr float, ptr %35, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !57
  %56 = fadd contract float %52, %55
  %57 = fmul contract float %56, 5.000000e-01
  %58 = sext i32 %45 to i64
  %59 = getelementptr float, ptr %36, i64 %58
  %60 = load float, ptr %59, align 4, !tbaa !57
  %61 = fadd contract float %57, %60
  %62 = add nuw nsw i32 %45, 3
  %63 = fmul contract float %61, 5.000000e-01
  %64 = zext nneg i32 %62 to i64
  %65 = getelementptr inbounds float, ptr %0, i64 %64
  %66 = load float, ptr %65, align 4, !tbaa !57
  %67 = fadd contract float %63, %66
  %68 = add nuw nsw i32 %45, 4
  %69 = icmp eq i32 %62, %9
  br i1 %69, label %37, label %44, !llvm.loop !102
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s092_le_tid_ntid_1_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = icmp ugt i32 %8, %9
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
  %27 = icmp eq i32 %19, %9
  br i1 %27, label %11, label %18, !llvm.loop !103
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s093_ge_down_tid_ntid_1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = icmp ugt i32 %9, %8
  br i1 %10, label %11, label %37

11:                                               ; preds = %7
  %12 = sub nsw i32 %9, %8
  %13 = and i32 %12, 3
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %27, label %15

15:                                               ; preds = %11, %15
  %16 = phi i32 [ %19, %15 ], [ %9, %11 ]
  %17 = phi float [ %24, %15 ], [ 0.000000e+00, %11 ]
  %18 = phi i32 [ %25, %15 ], [ 0, %11 ]
  %19 = add nsw i32 %16, -1
  %20 = fmul contract float %17, 5.000000e-01
  %21 = sext i32 %19 to i64
  %22 = getelementptr inbounds float, ptr %0, i64 %21
  %23 = load float, ptr %22, align 4, !tbaa !57
  %24 = fadd contract float %20, %23
  %25 = add i32 %18, 1
  %26 = icmp eq i32 %25, %13
  br i1 %26, label %27, label %15, !llvm.loop !104

27:                                               ; preds = %15, %11
  %28 = phi i32 [ %9, %11 ], [ %19, %15 ]
  %29 = phi float [ 0.000000e+00, %11 ], [ %24, %15 ]
  %30 = phi float [ poison, %11 ], [ %24, %15 ]
  %31 = sub nsw i32 %8, %9
  %32 = icmp ugt i32 %31, -4
  br i1 %32, label %37, label %33

33:                                               ; preds = %27
  %34 = getelementptr i8, ptr %0, i64 -4
  %35 = getelementptr i8, ptr %0, i64 -8
  %36 = getelementptr i8, ptr %0, i64 -12
  br label %44

37:                                               ; preds = %27, %44, %7
  %38 = phi float [ 0.000000e+00, %7 ], [ %30, %27 ], [ %67, %44 ]
  %39 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %40 = mul i32 %39, %9
  %41 = add i32 %40, %8
  %42 = zext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr %2, i64 %42
  store float %38, ptr %43, align 4, !tbaa !57
  ret void

44:                                               ; preds = %44, %33
  %45 = phi i32 [ %28, %33 ], [ %62, %44 ]
  %46 = phi float [ %29, %33 ], [ %67, %44 ]
  %47 = fmul contract float %46, 5.000000e-01
  %48 = sext i32 %45 to i64
  %49 = getelementptr float, ptr %34, i64 %48
  %50 = load float, ptr %49, align 4, !tbaa !57
  %51 = fadd contract float %47, %50
  %52 = fmul contract float %51, 5.000000e-01
  %53 = sext i32 %45 to i64
  %54 = getelementptr float, ptr %35, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !57
  %56 = fadd contract float %52, %55
  %57 = fmul contract float %56, 5.000000e-01
  %58 = sext i32 %45 to i64
  %59 = getelementptr float, ptr %36, i64 %58
  %60 = load float, ptr %59, align 4, !tbaa !57
  %61 = fadd contract float %57, %60
  %62 = add nsw i32 %45, -4
  %63 = fmul contract float %61, 5.000000e-01
  %64 = sext i32 %62 to i64
  %65 = getelementptr inbounds float, ptr %0, i64 %64
  %66 = load float, ptr %65, align 4, !tbaa !57
  %67 = fadd contract float %63, %66
  %68 = icmp sgt i32 %62, %8
  br i1 %68, label %44, label %37, !llvm.loop !105
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s093_ge_down_tid_ntid_1_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = icmp ugt i32 %9, %8
  br i1 %10, label %18, label %11

11:                                               ; preds = %18, %7
  %12 = phi float [ 0.000000e+00, %7 ], [ %26, %18 ]
  %13 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = mul i32 %13, %9
  %15 = add i32 %14, %8
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %2, i64 %16
  store float %12, ptr %17, align 4, !tbaa !57
  ret void

18:                                               ; preds = %7, %18
  %19 = phi i32 [ %21, %18 ], [ %9, %7 ]
  %20 = phi float [ %26, %18 ], [ 0.000000e+00, %7 ]
  %21 = add nsw i32 %19, -1
  %22 = fmul contract float %20, 5.000000e-01
  %23 = sext i32 %21 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %22, %25
  %27 = icmp sgt i32 %21, %8
  br i1 %27, label %18, label %11, !llvm.loop !106
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s094_lt_tid_ntid_2(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = icmp ult i32 %8, %9
  br i1 %10, label %18, label %11

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
  %26 = add nuw nsw i32 %19, 2
  %27 = icmp ult i32 %26, %9
  br i1 %27, label %18, label %11, !llvm.loop !107
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s094_lt_tid_ntid_2_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = icmp ult i32 %8, %9
  br i1 %10, label %18, label %11

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
  %26 = add nuw nsw i32 %19, 2
  %27 = icmp ult i32 %26, %9
  br i1 %27, label %18, label %11, !llvm.loop !108
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s095_gt_down_tid_ntid_2(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = icmp ugt i32 %9, %8
  br i1 %10, label %18, label %11

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
  %19 = phi i32 [ %26, %18 ], [ %9, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nsw i32 %19, -2
  %27 = icmp sgt i32 %26, %8
  br i1 %27, label %18, label %11, !llvm.loop !109
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s095_gt_down_tid_ntid_2_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = icmp ugt i32 %9, %8
  br i1 %10, label %18, label %11

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
  %19 = phi i32 [ %26, %18 ], [ %9, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nsw i32 %19, -2
  %27 = icmp sgt i32 %26, %8
  br i1 %27, label %18, label %11, !llvm.loop !110
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s096_lt_tid_ntid_3(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = icmp ult i32 %8, %9
  br i1 %10, label %18, label %11

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
  %26 = add nuw nsw i32 %19, 3
  %27 = icmp ult i32 %26, %9
  br i1 %27, label %18, label %11, !llvm.loop !111
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s096_lt_tid_ntid_3_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = icmp ult i32 %8, %9
  br i1 %10, label %18, label %11

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
  %26 = add nuw nsw i32 %19, 3
  %27 = icmp ult i32 %26, %9
  br i1 %27, label %18, label %11, !llvm.loop !112
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s097_le_tid_ntid_3(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = icmp ugt i32 %8, %9
  br i1 %10, label %38, label %11

11:                                               ; preds = %7
  %12 = sub nsw i32 %9, %8
  %13 = udiv i32 %12, 3
  %14 = add nuw nsw i32 %13, 1
  %15 = and i32 %14, 3
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %29, label %17

17:                                               ; preds = %11, %17
  %18 = phi i32 [ %26, %17 ], [ %8, %11 ]
  %19 = phi float [ %25, %17 ], [ 0.000000e+00, %11 ]
  %20 = phi i32 [ %27, %17 ], [ 0, %11 ]
  %21 = fmul contract float %19, 5.000000e-01
  %22 = zext nneg i32 %18 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nuw nsw i32 %18, 3
  %27 = add i32 %20, 1
  %28 = icmp eq i32 %27, %15
  br i1 %28, label %29, label %17, !llvm.loop !113

29:                                               ; preds = %17, %11
  %30 = phi float [ poison, %11 ], [ %25, %17 ]
  %31 = phi i32 [ %8, %11 ], [ %26, %17 ]
  %32 = phi float [ 0.000000e+00, %11 ], [ %25, %17 ]
  %33 = icmp ult i32 %12, 9
  br i1 %33, label %38, label %34

34:                                               ; preds = %29
  %35 = getelementptr i8, ptr %0, i64 12
  %36 = getelementptr i8, ptr %0, i64 24
  %37 = getelementptr i8, ptr %0, i64 36
  br label %45

38:                                               ; preds = %29, %45, %7
  %39 = phi float [ 0.000000e+00, %7 ], [ %30, %29 ], [ %67, %45 ]
  %40 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %41 = mul i32 %40, %9
  %42 = add i32 %41, %8
  %43 = zext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %2, i64 %43
  store float %39, ptr %44, align 4, !tbaa !57
  ret void

45:                                               ; preds = %45, %34
  %46 = phi i32 [ %31, %34 ], [ %68, %45 ]
  %47 = phi float [ %32, %34 ], [ %67, %45 ]
  %48 = fmul contract float %47, 5.000000e-01
  %49 = zext nneg i32 %46 to i64
  %50 = getelementptr inbounds float, ptr %0, i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !57
  %52 = fadd contract float %48, %51
  %53 = fmul contract float %52, 5.000000e-01
  %54 = sext i32 %46 to i64
  %55 = getelementptr float, ptr %35, i64 %54
  %56 = load float, ptr %55, align 4, !tbaa !57
  %57 = fadd contract float %53, %56
  %58 = fmul contract float %57, 5.000000e-01
  %59 = sext i32 %46 to i64
  %60 = getelementptr float, ptr %36, i64 %59
  %61 = load float, ptr %60, align 4, !tbaa !57
  %62 = fadd contract float %58, %61
  %63 = fmul contract float %62, 5.000000e-01
  %64 = sext i32 %46 to i64
  %65 = getelementptr float, ptr %37, i64 %64
  %66 = load float, ptr %65, align 4, !tbaa !57
  %67 = fadd contract float %63, %66
  %68 = add nuw nsw i32 %46, 12
  %69 = icmp ugt i32 %68, %9
  br i1 %69, label %38, label %45, !llvm.loop !114
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s097_le_tid_ntid_3_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = icmp ugt i32 %8, %9
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
  %26 = add nuw nsw i32 %19, 3
  %27 = icmp ugt i32 %26, %9
  br i1 %27, label %11, label %18, !llvm.loop !115
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s098_lt_tid_ntid_param(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = icmp ult i32 %8, %9
  br i1 %10, label %18, label %11

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
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nsw i32 %19, %5
  %27 = icmp slt i32 %26, %9
  br i1 %27, label %18, label %11, !llvm.loop !116
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s098_lt_tid_ntid_param_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = icmp ult i32 %8, %9
  br i1 %10, label %18, label %11

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
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nsw i32 %19, %5
  %27 = icmp slt i32 %26, %9
  br i1 %27, label %18, label %11, !llvm.loop !117
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s099_le_tid_ntid_param(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = icmp ugt i32 %8, %9
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
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nsw i32 %19, %5
  %27 = icmp sgt i32 %26, %9
  br i1 %27, label %11, label %18, !llvm.loop !118
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s099_le_tid_ntid_param_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = icmp ugt i32 %8, %9
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
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nsw i32 %19, %5
  %27 = icmp sgt i32 %26, %9
  br i1 %27, label %11, label %18, !llvm.loop !119
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5, !6, !7, !8, !9, !10, !11, !12, !13, !14, !15, !16, !17, !18, !19, !20, !21, !22, !23, !24, !25, !26, !27, !28, !29, !30, !31, !32, !33, !34, !35, !36, !37, !38, !39, !40, !41, !42, !43, !44, !45, !46, !47, !48, !49, !50, !51, !52, !53}
!llvm.ident = !{!54, !55}
!nvvmir.version = !{!56}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @s075_ge_down_tid_param_ntid, !"kernel", i32 1}
!5 = !{ptr @s075_ge_down_tid_param_ntid_u1, !"kernel", i32 1}
!6 = !{ptr @s076_lt_tid_param_tile, !"kernel", i32 1}
!7 = !{ptr @s076_lt_tid_param_tile_u1, !"kernel", i32 1}
!8 = !{ptr @s077_gt_down_tid_param_tile, !"kernel", i32 1}
!9 = !{ptr @s077_gt_down_tid_param_tile_u1, !"kernel", i32 1}
!10 = !{ptr @s078_lt_tid_params_1, !"kernel", i32 1}
!11 = !{ptr @s078_lt_tid_params_1_u1, !"kernel", i32 1}
!12 = !{ptr @s079_le_tid_params_1, !"kernel", i32 1}
!13 = !{ptr @s079_le_tid_params_1_u1, !"kernel", i32 1}
!14 = !{ptr @s080_ge_down_tid_params_1, !"kernel", i32 1}
!15 = !{ptr @s080_ge_down_tid_params_1_u1, !"kernel", i32 1}
!16 = !{ptr @s081_lt_tid_params_2, !"kernel", i32 1}
!17 = !{ptr @s081_lt_tid_params_2_u1, !"kernel", i32 1}
!18 = !{ptr @s082_gt_down_tid_params_2, !"kernel", i32 1}
!19 = !{ptr @s082_gt_down_tid_params_2_u1, !"kernel", i32 1}
!20 = !{ptr @s083_lt_tid_params_3, !"kernel", i32 1}
!21 = !{ptr @s083_lt_tid_params_3_u1, !"kernel", i32 1}
!22 = !{ptr @s084_le_tid_params_3, !"kernel", i32 1}
!23 = !{ptr @s084_le_tid_params_3_u1, !"kernel", i32 1}
!24 = !{ptr @s085_lt_tid_params_param, !"kernel", i32 1}
!25 = !{ptr @s085_lt_tid_params_param_u1, !"kernel", i32 1}
!26 = !{ptr @s086_le_tid_params_param, !"kernel", i32 1}
!27 = !{ptr @s086_le_tid_params_param_u1, !"kernel", i32 1}
!28 = !{ptr @s087_lt_tid_params_ntid, !"kernel", i32 1}
!29 = !{ptr @s087_lt_tid_params_ntid_u1, !"kernel", i32 1}
!30 = !{ptr @s088_ge_down_tid_params_ntid, !"kernel", i32 1}
!31 = !{ptr @s088_ge_down_tid_params_ntid_u1, !"kernel", i32 1}
!32 = !{ptr @s089_lt_tid_params_tile, !"kernel", i32 1}
!33 = !{ptr @s089_lt_tid_params_tile_u1, !"kernel", i32 1}
!34 = !{ptr @s090_gt_down_tid_params_tile, !"kernel", i32 1}
!35 = !{ptr @s090_gt_down_tid_params_tile_u1, !"kernel", i32 1}
!36 = !{ptr @s091_lt_tid_ntid_1, !"kernel", i32 1}
!37 = !{ptr @s091_lt_tid_ntid_1_u1, !"kernel", i32 1}
!38 = !{ptr @s092_le_tid_ntid_1, !"kernel", i32 1}
!39 = !{ptr @s092_le_tid_ntid_1_u1, !"kernel", i32 1}
!40 = !{ptr @s093_ge_down_tid_ntid_1, !"kernel", i32 1}
!41 = !{ptr @s093_ge_down_tid_ntid_1_u1, !"kernel", i32 1}
!42 = !{ptr @s094_lt_tid_ntid_2, !"kernel", i32 1}
!43 = !{ptr @s094_lt_tid_ntid_2_u1, !"kernel", i32 1}
!44 = !{ptr @s095_gt_down_tid_ntid_2, !"kernel", i32 1}
!45 = !{ptr @s095_gt_down_tid_ntid_2_u1, !"kernel", i32 1}
!46 = !{ptr @s096_lt_tid_ntid_3, !"kernel", i32 1}
!47 = !{ptr @s096_lt_tid_ntid_3_u1, !"kernel", i32 1}
!48 = !{ptr @s097_le_tid_ntid_3, !"kernel", i32 1}
!49 = !{ptr @s097_le_tid_ntid_3_u1, !"kernel", i32 1}
!50 = !{ptr @s098_lt_tid_ntid_param, !"kernel", i32 1}
!51 = !{ptr @s098_lt_tid_ntid_param_u1, !"kernel", i32 1}
!52 = !{ptr @s099_le_tid_ntid_param, !"kernel", i32 1}
!53 = !{ptr @s099_le_tid_ntid_param_u1, !"kernel", i32 1}
!54 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!55 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!56 = !{i32 2, i32 0}
!57 = !{!58, !58, i64 0}
!58 = !{!"float", !59, i64 0}
!59 = !{!"omnipotent char", !60, i64 0}
!60 = !{!"Simple C++ TBAA"}
!61 = distinct !{!61, !62}
!62 = !{!"llvm.loop.mustprogress"}
!63 = distinct !{!63, !62, !64}
!64 = !{!"llvm.loop.unroll.disable"}
!65 = distinct !{!65, !62}
!66 = distinct !{!66, !62, !64}
!67 = distinct !{!67, !62}
!68 = distinct !{!68, !62, !64}
!69 = distinct !{!69, !64}
!70 = distinct !{!70, !62}
!71 = distinct !{!71, !62, !64}
!72 = distinct !{!72, !64}
!73 = distinct !{!73, !62}
!74 = distinct !{!74, !62, !64}
!75 = distinct !{!75, !64}
!76 = distinct !{!76, !62}
!77 = distinct !{!77, !62, !64}
!78 = distinct !{!78, !62}
!79 = distinct !{!79, !62, !64}
!80 = distinct !{!80, !62}
!81 = distinct !{!81, !62, !64}
!82 = distinct !{!82, !62}
!83 = distinct !{!83, !62, !64}
!84 = distinct !{!84, !62}
!85 = distinct !{!85, !62, !64}
!86 = distinct !{!86, !62}
!87 = distinct !{!87, !62, !64}
!88 = distinct !{!88, !62}
!89 = distinct !{!89, !62, !64}
!90 = distinct !{!90, !62}
!91 = distinct !{!91, !62, !64}
!92 = distinct !{!92, !62}
!93 = distinct !{!93, !62, !64}
!94 = distinct !{!94, !62}
!95 = distinct !{!95, !62, !64}
!96 = distinct !{!96, !62}
!97 = distinct !{!97, !62, !64}
!98 = distinct !{!98, !64}
!99 = distinct !{!99, !62}
!100 = distinct !{!100, !62, !64}
!101 = distinct !{!101, !64}
!102 = distinct !{!102, !62}
!103 = distinct !{!103, !62, !64}
!104 = distinct !{!104, !64}
!105 = distinct !{!105, !62}
!106 = distinct !{!106, !62, !64}
!107 = distinct !{!107, !62}
!108 = distinct !{!108, !62, !64}
!109 = distinct !{!109, !62}
!110 = distinct !{!110, !62, !64}
!111 = distinct !{!111, !62}
!112 = distinct !{!112, !62, !64}
!113 = distinct !{!113, !64}
!114 = distinct !{!114, !62}
!115 = distinct !{!115, !62, !64}
!116 = distinct !{!116, !62}
!117 = distinct !{!117, !62, !64}
!118 = distinct !{!118, !62}
!119 = distinct !{!119, !62, !64}
