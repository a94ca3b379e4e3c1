; ModuleID = 'shapes_00.cu'
source_filename = "shapes_00.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s000_lt_zero_param_1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = icmp sgt i32 %3, 0
  br i1 %8, label %9, label %31

9:                                                ; preds = %7
  %10 = and i32 %3, 3
  %11 = icmp ult i32 %3, 4
  br i1 %11, label %14, label %12

12:                                               ; preds = %9
  %13 = and i32 %3, 2147483644
  br label %40

14:                                               ; preds = %40, %9
  %15 = phi float [ poison, %9 ], [ %66, %40 ]
  %16 = phi i32 [ 0, %9 ], [ %67, %40 ]
  %17 = phi float [ 0.000000e+00, %9 ], [ %66, %40 ]
  %18 = icmp eq i32 %10, 0
  br i1 %18, label %31, label %19

19:                                               ; preds = %14, %19
  %20 = phi i32 [ %28, %19 ], [ %16, %14 ]
  %21 = phi float [ %27, %19 ], [ %17, %14 ]
  %22 = phi i32 [ %29, %19 ], [ 0, %14 ]
  %23 = fmul contract float %21, 5.000000e-01
  %24 = zext nneg i32 %20 to i64
  %25 = getelementptr inbounds float, ptr %0, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !57
  %27 = fadd contract float %23, %26
  %28 = add nuw nsw i32 %20, 1
  %29 = add i32 %22, 1
  %30 = icmp eq i32 %29, %10
  br i1 %30, label %31, label %19, !llvm.loop !61

31:                                               ; preds = %14, %19, %7
  %32 = phi float [ 0.000000e+00, %7 ], [ %15, %14 ], [ %27, %19 ]
  %33 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %34 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %35 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %36 = mul i32 %34, %35
  %37 = add i32 %36, %33
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds float, ptr %2, i64 %38
  store float %32, ptr %39, align 4, !tbaa !57
  ret void

40:                                               ; preds = %40, %12
  %41 = phi i32 [ 0, %12 ], [ %67, %40 ]
  %42 = phi float [ 0.000000e+00, %12 ], [ %66, %40 ]
  %43 = phi i32 [ 0, %12 ], [ %68, %40 ]
  %44 = fmul contract float %42, 5.000000e-01
  %45 = zext nneg i32 %41 to i64
  %46 = getelementptr inbounds float, ptr %0, i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !57
  %48 = fadd contract float %44, %47
  %49 = or disjoint i32 %41, 1
  %50 = fmul contract float %48, 5.000000e-01
  %51 = zext nneg i32 %49 to i64
  %52 = getelementptr inbounds float, ptr %0, i64 %51
  %53 = load float, ptr %52, align 4, !tbaa !57
  %54 = fadd contract float %50, %53
  %55 = or disjoint i32 %41, 2
  %56 = fmul contract float %54, 5.000000e-01
  %57 = zext nneg i32 %55 to i64
  %58 = getelementptr inbounds float, ptr %0, i64 %57
  %59 = load float, ptr %58, align 4, !tbaa !57
  %60 = fadd contract float %56, %59
  %61 = or disjoint i32 %41, 3
  %62 = fmul contract float %60, 5.000000e-01
  %63 = zext nneg i32 %61 to i64
  %64 = getelementptr inbounds float, ptr %0, i64 %63
  %65 = load float, ptr %64, align 4, !tbaa !57
  %66 = fadd contract float %62, %65
  %67 = add nuw nsw i32 %41, 4
  %68 = add i32 %43, 4
  %69 = icmp eq i32 %68, %13
  br i1 %69, label %14, label %40, !llvm.loop !63
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s000_lt_zero_param_1_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
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
  %19 = phi i32 [ %26, %18 ], [ 0, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = zext nneg i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nuw nsw i32 %19, 1
  %27 = icmp eq i32 %26, %3
  br i1 %27, label %9, label %18, !llvm.loop !65
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s001_le_zero_param_1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = icmp slt i32 %3, 0
  br i1 %8, label %32, label %9

9:                                                ; preds = %7
  %10 = add nuw i32 %3, 1
  %11 = and i32 %10, 3
  %12 = icmp ult i32 %3, 3
  br i1 %12, label %15, label %13

13:                                               ; preds = %9
  %14 = and i32 %10, -4
  br label %41

15:                                               ; preds = %41, %9
  %16 = phi float [ poison, %9 ], [ %67, %41 ]
  %17 = phi i32 [ 0, %9 ], [ %68, %41 ]
  %18 = phi float [ 0.000000e+00, %9 ], [ %67, %41 ]
  %19 = icmp eq i32 %11, 0
  br i1 %19, label %32, label %20

20:                                               ; preds = %15, %20
  %21 = phi i32 [ %29, %20 ], [ %17, %15 ]
  %22 = phi float [ %28, %20 ], [ %18, %15 ]
  %23 = phi i32 [ %30, %20 ], [ 0, %15 ]
  %24 = fmul contract float %22, 5.000000e-01
  %25 = zext nneg i32 %21 to i64
  %26 = getelementptr inbounds float, ptr %0, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !57
  %28 = fadd contract float %24, %27
  %29 = add nuw i32 %21, 1
  %30 = add i32 %23, 1
  %31 = icmp eq i32 %30, %11
  br i1 %31, label %32, label %20, !llvm.loop !66

32:                                               ; preds = %15, %20, %7
  %33 = phi float [ 0.000000e+00, %7 ], [ %16, %15 ], [ %28, %20 ]
  %34 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %35 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %36 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %37 = mul i32 %35, %36
  %38 = add i32 %37, %34
  %39 = zext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %2, i64 %39
  store float %33, ptr %40, align 4, !tbaa !57
  ret void

41:                                               ; preds = %41, %13
  %42 = phi i32 [ 0, %13 ], [ %68, %41 ]
  %43 = phi float [ 0.000000e+00, %13 ], [ %67, %41 ]
  %44 = phi i32 [ 0, %13 ], [ %69, %41 ]
  %45 = fmul contract float %43, 5.000000e-01
  %46 = zext nneg i32 %42 to i64
  %47 = getelementptr inbounds float, ptr %0, i64 %46
  %48 = load float, ptr %47, align 4, !tbaa !57
  %49 = fadd contract float %45, %48
  %50 = or disjoint i32 %42, 1
  %51 = fmul contract float %49, 5.000000e-01
  %52 = zext nneg i32 %50 to i64
  %53 = getelementptr inbounds float, ptr %0, i64 %52
  %54 = load float, ptr %53, align 4, !tbaa !57
  %55 = fadd contract float %51, %54
  %56 = or disjoint i32 %42, 2
  %57 = fmul contract float %55, 5.000000e-01
  %58 = zext nneg i32 %56 to i64
  %59 = getelementptr inbounds float, ptr %0, i64 %58
  %60 = load float, ptr %59, align 4, !tbaa !57
  %61 = fadd contract float %57, %60
  %62 = or disjoint i32 %42, 3
  %63 = fmul contract float %61, 5.000000e-01
  %64 = zext nneg i32 %62 to i64
  %65 = getelementptr inbounds float, ptr %0, i64 %64
  %66 = load float, ptr %65, align 4, !tbaa !57
  %67 = fadd contract float %63, %66
  %68 = add nuw i32 %42, 4
  %69 = add i32 %44, 4
  %70 = icmp eq i32 %69, %14
  br i1 %70, label %15, label %41, !llvm.loop !67
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s001_le_zero_param_1_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = icmp slt i32 %3, 0
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
  %19 = phi i32 [ %26, %18 ], [ 0, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = zext nneg i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nuw i32 %19, 1
  %27 = icmp eq i32 %19, %3
  br i1 %27, label %9, label %18, !llvm.loop !68
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s002_ge_down_zero_param_1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = icmp sgt i32 %3, 0
  br i1 %8, label %9, label %32

9:                                                ; preds = %7
  %10 = and i32 %3, 3
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %24, label %12

12:                                               ; preds = %9, %12
  %13 = phi i32 [ %16, %12 ], [ %3, %9 ]
  %14 = phi float [ %21, %12 ], [ 0.000000e+00, %9 ]
  %15 = phi i32 [ %22, %12 ], [ 0, %9 ]
  %16 = add nsw i32 %13, -1
  %17 = fmul contract float %14, 5.000000e-01
  %18 = zext nneg i32 %16 to i64
  %19 = getelementptr inbounds float, ptr %0, i64 %18
  %20 = load float, ptr %19, align 4, !tbaa !57
  %21 = fadd contract float %17, %20
  %22 = add i32 %15, 1
  %23 = icmp eq i32 %22, %10
  br i1 %23, label %24, label %12, !llvm.loop !69

24:                                               ; preds = %12, %9
  %25 = phi i32 [ %3, %9 ], [ %16, %12 ]
  %26 = phi float [ 0.000000e+00, %9 ], [ %21, %12 ]
  %27 = phi float [ poison, %9 ], [ %21, %12 ]
  %28 = icmp ult i32 %3, 4
  br i1 %28, label %32, label %29

29:                                               ; preds = %24
  %30 = getelementptr i8, ptr %0, i64 -4
  %31 = getelementptr i8, ptr %0, i64 -8
  br label %41

32:                                               ; preds = %24, %41, %7
  %33 = phi float [ 0.000000e+00, %7 ], [ %27, %24 ], [ %65, %41 ]
  %34 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %35 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %36 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %37 = mul i32 %35, %36
  %38 = add i32 %37, %34
  %39 = zext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %2, i64 %39
  store float %33, ptr %40, align 4, !tbaa !57
  ret void

41:                                               ; preds = %41, %29
  %42 = phi i32 [ %25, %29 ], [ %60, %41 ]
  %43 = phi float [ %26, %29 ], [ %65, %41 ]
  %44 = fmul contract float %43, 5.000000e-01
  %45 = sext i32 %42 to i64
  %46 = getelementptr float, ptr %30, i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !57
  %48 = fadd contract float %44, %47
  %49 = fmul contract float %48, 5.000000e-01
  %50 = sext i32 %42 to i64
  %51 = getelementptr float, ptr %31, i64 %50
  %52 = load float, ptr %51, align 4, !tbaa !57
  %53 = fadd contract float %49, %52
  %54 = add nsw i32 %42, -3
  %55 = fmul contract float %53, 5.000000e-01
  %56 = zext nneg i32 %54 to i64
  %57 = getelementptr inbounds float, ptr %0, i64 %56
  %58 = load float, ptr %57, align 4, !tbaa !57
  %59 = fadd contract float %55, %58
  %60 = add nsw i32 %42, -4
  %61 = fmul contract float %59, 5.000000e-01
  %62 = zext nneg i32 %60 to i64
  %63 = getelementptr inbounds float, ptr %0, i64 %62
  %64 = load float, ptr %63, align 4, !tbaa !57
  %65 = fadd contract float %61, %64
  %66 = icmp ugt i32 %54, 1
  br i1 %66, label %41, label %32, !llvm.loop !70
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s002_ge_down_zero_param_1_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = icmp sgt i32 %3, 0
  br i1 %8, label %18, label %9

9:                                                ; preds = %18, %7
  %10 = phi float [ 0.000000e+00, %7 ], [ %26, %18 ]
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
  %19 = phi i32 [ %21, %18 ], [ %3, %7 ]
  %20 = phi float [ %26, %18 ], [ 0.000000e+00, %7 ]
  %21 = add nsw i32 %19, -1
  %22 = fmul contract float %20, 5.000000e-01
  %23 = zext nneg i32 %21 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %22, %25
  %27 = icmp ugt i32 %19, 1
  br i1 %27, label %18, label %9, !llvm.loop !71
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s003_lt_zero_param_2(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = icmp sgt i32 %3, 0
  br i1 %8, label %9, label %34

9:                                                ; preds = %7
  %10 = add nsw i32 %3, -1
  %11 = lshr i32 %10, 1
  %12 = add nuw i32 %11, 1
  %13 = and i32 %12, 3
  %14 = icmp ult i32 %3, 7
  br i1 %14, label %17, label %15

15:                                               ; preds = %9
  %16 = and i32 %12, -4
  br label %43

17:                                               ; preds = %43, %9
  %18 = phi float [ poison, %9 ], [ %69, %43 ]
  %19 = phi i32 [ 0, %9 ], [ %70, %43 ]
  %20 = phi float [ 0.000000e+00, %9 ], [ %69, %43 ]
  %21 = icmp eq i32 %13, 0
  br i1 %21, label %34, label %22

22:                                               ; preds = %17, %22
  %23 = phi i32 [ %31, %22 ], [ %19, %17 ]
  %24 = phi float [ %30, %22 ], [ %20, %17 ]
  %25 = phi i32 [ %32, %22 ], [ 0, %17 ]
  %26 = fmul contract float %24, 5.000000e-01
  %27 = zext nneg i32 %23 to i64
  %28 = getelementptr inbounds float, ptr %0, i64 %27
  %29 = load float, ptr %28, align 4, !tbaa !57
  %30 = fadd contract float %26, %29
  %31 = add nuw nsw i32 %23, 2
  %32 = add i32 %25, 1
  %33 = icmp eq i32 %32, %13
  br i1 %33, label %34, label %22, !llvm.loop !72

34:                                               ; preds = %17, %22, %7
  %35 = phi float [ 0.000000e+00, %7 ], [ %18, %17 ], [ %30, %22 ]
  %36 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %37 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %38 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %39 = mul i32 %37, %38
  %40 = add i32 %39, %36
  %41 = zext i32 %40 to i64
  %42 = getelementptr inbounds float, ptr %2, i64 %41
  store float %35, ptr %42, align 4, !tbaa !57
  ret void

43:                                               ; preds = %43, %15
  %44 = phi i32 [ 0, %15 ], [ %70, %43 ]
  %45 = phi float [ 0.000000e+00, %15 ], [ %69, %43 ]
  %46 = phi i32 [ 0, %15 ], [ %71, %43 ]
  %47 = fmul contract float %45, 5.000000e-01
  %48 = zext nneg i32 %44 to i64
  %49 = getelementptr inbounds float, ptr %0, i64 %48
  %50 = load float, ptr %49, align 4, !tbaa !57
  %51 = fadd contract float %47, %50
  %52 = or disjoint i32 %44, 2
  %53 = fmul contract float %51, 5.000000e-01
  %54 = zext nneg i32 %52 to i64
  %55 = getelementptr inbounds float, ptr %0, i64 %54
  %56 = load float, ptr %55, align 4, !tbaa !57
  %57 = fadd contract float %53, %56
  %58 = or disjoint i32 %44, 4
  %59 = fmul contract float %57, 5.000000e-01
  %60 = zext nneg i32 %58 to i64
  %61 = getelementptr inbounds float, ptr %0, i64 %60
  %62 = load float, ptr %61, align 4, !tbaa !57
  %63 = fadd contract float %59, %62
  %64 = or disjoint i32 %44, 6
  %65 = fmul contract float %63, 5.000000e-01
  %66 = zext nneg i32 %64 to i64
  %67 = getelementptr inbounds float, ptr %0, i64 %66
  %68 = load float, ptr %67, align 4, !tbaa !57
  %69 = fadd contract float %65, %68
  %70 = add nuw nsw i32 %44, 8
  %71 = add i32 %46, 4
  %72 = icmp eq i32 %71, %16
  br i1 %72, label %17, label %43, !llvm.loop !73
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s003_lt_zero_param_2_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
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
  %19 = phi i32 [ %26, %18 ], [ 0, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = zext nneg i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nuw nsw i32 %19, 2
  %27 = icmp slt i32 %26, %3
  br i1 %27, label %18, label %9, !llvm.loop !74
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s004_gt_down_zero_param_2(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = icmp sgt i32 %3, 0
  br i1 %8, label %9, label %35

9:                                                ; preds = %7
  %10 = add nsw i32 %3, -1
  %11 = lshr i32 %10, 1
  %12 = add nuw i32 %11, 1
  %13 = and i32 %12, 3
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %27, label %15

15:                                               ; preds = %9, %15
  %16 = phi i32 [ %24, %15 ], [ %3, %9 ]
  %17 = phi float [ %23, %15 ], [ 0.000000e+00, %9 ]
  %18 = phi i32 [ %25, %15 ], [ 0, %9 ]
  %19 = fmul contract float %17, 5.000000e-01
  %20 = zext nneg i32 %16 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !57
  %23 = fadd contract float %19, %22
  %24 = add nsw i32 %16, -2
  %25 = add i32 %18, 1
  %26 = icmp eq i32 %25, %13
  br i1 %26, label %27, label %15, !llvm.loop !75

27:                                               ; preds = %15, %9
  %28 = phi i32 [ %3, %9 ], [ %24, %15 ]
  %29 = phi float [ 0.000000e+00, %9 ], [ %23, %15 ]
  %30 = phi float [ poison, %9 ], [ %23, %15 ]
  %31 = icmp ult i32 %3, 7
  br i1 %31, label %35, label %32

32:                                               ; preds = %27
  %33 = getelementptr i8, ptr %0, i64 -8
  %34 = getelementptr i8, ptr %0, i64 -16
  br label %44

35:                                               ; preds = %27, %44, %7
  %36 = phi float [ 0.000000e+00, %7 ], [ %30, %27 ], [ %67, %44 ]
  %37 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %38 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %39 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %40 = mul i32 %38, %39
  %41 = add i32 %40, %37
  %42 = zext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr %2, i64 %42
  store float %36, ptr %43, align 4, !tbaa !57
  ret void

44:                                               ; preds = %44, %32
  %45 = phi i32 [ %28, %32 ], [ %68, %44 ]
  %46 = phi float [ %29, %32 ], [ %67, %44 ]
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
  %62 = add nsw i32 %45, -6
  %63 = fmul contract float %61, 5.000000e-01
  %64 = zext nneg i32 %62 to i64
  %65 = getelementptr inbounds float, ptr %0, i64 %64
  %66 = load float, ptr %65, align 4, !tbaa !57
  %67 = fadd contract float %63, %66
  %68 = add nsw i32 %45, -8
  %69 = icmp ugt i32 %62, 2
  br i1 %69, label %44, label %35, !llvm.loop !76
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s004_gt_down_zero_param_2_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
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
  %26 = add nsw i32 %19, -2
  %27 = icmp ugt i32 %19, 2
  br i1 %27, label %18, label %9, !llvm.loop !77
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s005_lt_zero_param_3(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = icmp sgt i32 %3, 0
  br i1 %8, label %9, label %36

9:                                                ; preds = %7
  %10 = add nsw i32 %3, -1
  %11 = udiv i32 %10, 3
  %12 = add nuw nsw i32 %11, 1
  %13 = and i32 %12, 3
  %14 = icmp ult i32 %3, 10
  br i1 %14, label %19, label %15

15:                                               ; preds = %9
  %16 = and i32 %12, 2147483644
  %17 = getelementptr inbounds i8, ptr %0, i64 24
  %18 = getelementptr inbounds i8, ptr %0, i64 36
  br label %45

19:                                               ; preds = %45, %9
  %20 = phi float [ poison, %9 ], [ %69, %45 ]
  %21 = phi i32 [ 0, %9 ], [ %70, %45 ]
  %22 = phi float [ 0.000000e+00, %9 ], [ %69, %45 ]
  %23 = icmp eq i32 %13, 0
  br i1 %23, label %36, label %24

24:                                               ; preds = %19, %24
  %25 = phi i32 [ %33, %24 ], [ %21, %19 ]
  %26 = phi float [ %32, %24 ], [ %22, %19 ]
  %27 = phi i32 [ %34, %24 ], [ 0, %19 ]
  %28 = fmul contract float %26, 5.000000e-01
  %29 = zext nneg i32 %25 to i64
  %30 = getelementptr inbounds float, ptr %0, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !57
  %32 = fadd contract float %28, %31
  %33 = add nuw nsw i32 %25, 3
  %34 = add i32 %27, 1
  %35 = icmp eq i32 %34, %13
  br i1 %35, label %36, label %24, !llvm.loop !78

36:                                               ; preds = %19, %24, %7
  %37 = phi float [ 0.000000e+00, %7 ], [ %20, %19 ], [ %32, %24 ]
  %38 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %39 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %40 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %41 = mul i32 %39, %40
  %42 = add i32 %41, %38
  %43 = zext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %2, i64 %43
  store float %37, ptr %44, align 4, !tbaa !57
  ret void

45:                                               ; preds = %45, %15
  %46 = phi i32 [ 0, %15 ], [ %70, %45 ]
  %47 = phi float [ 0.000000e+00, %15 ], [ %69, %45 ]
  %48 = phi i32 [ 0, %15 ], [ %71, %45 ]
  %49 = fmul contract float %47, 5.000000e-01
  %50 = zext nneg i32 %46 to i64
  %51 = getelementptr inbounds float, ptr %0, i64 %50
  %52 = load float, ptr %51, align 4, !tbaa !57
  %53 = fadd contract float %49, %52
  %54 = or disjoint i32 %46, 3
  %55 = fmul contract float %53, 5.000000e-01
  %56 = zext nneg i32 %54 to i64
  %57 = getelementptr inbounds float, ptr %0, i64 %56
  %58 = load float, ptr %57, align 4, !tbaa !57
  %59 = fadd contract float %55, %58
  %60 = fmul contract float %59, 5.000000e-01
  %61 = zext nneg i32 %46 to i64
  %62 = getelementptr inbounds float, ptr %17, i64 %61
  %63 = load float, ptr %62, align 4, !tbaa !57
  %64 = fadd contract float %60, %63
  %65 = fmul contract float %64, 5.000000e-01
  %66 = zext nneg i32 %46 to i64
  %67 = getelementptr inbounds float, ptr %18, i64 %66
  %68 = load float, ptr %67, align 4, !tbaa !57
  %69 = fadd contract float %65, %68
  %70 = add nuw nsw i32 %46, 12
  %71 = add i32 %48, 4
  %72 = icmp eq i32 %71, %16
  br i1 %72, label %19, label %45, !llvm.loop !79
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s005_lt_zero_param_3_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
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
  %19 = phi i32 [ %26, %18 ], [ 0, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = zext nneg i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nuw nsw i32 %19, 3
  %27 = icmp slt i32 %26, %3
  br i1 %27, label %18, label %9, !llvm.loop !80
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s006_le_zero_param_3(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = icmp slt i32 %3, 0
  br i1 %8, label %35, label %9

9:                                                ; preds = %7
  %10 = udiv i32 %3, 3
  %11 = add nuw nsw i32 %10, 1
  %12 = and i32 %11, 3
  %13 = icmp ult i32 %3, 9
  br i1 %13, label %18, label %14

14:                                               ; preds = %9
  %15 = and i32 %11, 2147483644
  %16 = getelementptr inbounds i8, ptr %0, i64 24
  %17 = getelementptr inbounds i8, ptr %0, i64 36
  br label %44

18:                                               ; preds = %44, %9
  %19 = phi float [ poison, %9 ], [ %68, %44 ]
  %20 = phi i32 [ 0, %9 ], [ %69, %44 ]
  %21 = phi float [ 0.000000e+00, %9 ], [ %68, %44 ]
  %22 = icmp eq i32 %12, 0
  br i1 %22, label %35, label %23

23:                                               ; preds = %18, %23
  %24 = phi i32 [ %32, %23 ], [ %20, %18 ]
  %25 = phi float [ %31, %23 ], [ %21, %18 ]
  %26 = phi i32 [ %33, %23 ], [ 0, %18 ]
  %27 = fmul contract float %25, 5.000000e-01
  %28 = zext nneg i32 %24 to i64
  %29 = getelementptr inbounds float, ptr %0, i64 %28
  %30 = load float, ptr %29, align 4, !tbaa !57
  %31 = fadd contract float %27, %30
  %32 = add nuw nsw i32 %24, 3
  %33 = add i32 %26, 1
  %34 = icmp eq i32 %33, %12
  br i1 %34, label %35, label %23, !llvm.loop !81

35:                                               ; preds = %18, %23, %7
  %36 = phi float [ 0.000000e+00, %7 ], [ %19, %18 ], [ %31, %23 ]
  %37 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %38 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %39 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %40 = mul i32 %38, %39
  %41 = add i32 %40, %37
  %42 = zext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr %2, i64 %42
  store float %36, ptr %43, align 4, !tbaa !57
  ret void

44:                                               ; preds = %44, %14
  %45 = phi i32 [ 0, %14 ], [ %69, %44 ]
  %46 = phi float [ 0.000000e+00, %14 ], [ %68, %44 ]
  %47 = phi i32 [ 0, %14 ], [ %70, %44 ]
  %48 = fmul contract float %46, 5.000000e-01
  %49 = zext nneg i32 %45 to i64
  %50 = getelementptr inbounds float, ptr %0, i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !57
  %52 = fadd contract float %48, %51
  %53 = or disjoint i32 %45, 3
  %54 = fmul contract float %52, 5.000000e-01
  %55 = zext nneg i32 %53 to i64
  %56 = getelementptr inbounds float, ptr %0, i64 %55
  %57 = load float, ptr %56, align 4, !tbaa !57
  %58 = fadd contract float %54, %57
  %59 = fmul contract float %58, 5.000000e-01
  %60 = zext nneg i32 %45 to i64
  %61 = getelementptr inbounds float, ptr %16, i64 %60
  %62 = load float, ptr %61, align 4, !tbaa !57
  %63 = fadd contract float %59, %62
  %64 = fmul contract float %63, 5.000000e-01
  %65 = zext nneg i32 %45 to i64
  %66 = getelementptr inbounds float, ptr %17, i64 %65
  %67 = load float, ptr %66, align 4, !tbaa !57
  %68 = fadd contract float %64, %67
  %69 = add nuw nsw i32 %45, 12
  %70 = add i32 %47, 4
  %71 = icmp eq i32 %70, %15
  br i1 %71, label %18, label %44, !llvm.loop !82
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s006_le_zero_param_3_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = icmp slt i32 %3, 0
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
  %19 = phi i32 [ %26, %18 ], [ 0, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = zext nneg i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nuw nsw i32 %19, 3
  %27 = icmp sgt i32 %26, %3
  br i1 %27, label %9, label %18, !llvm.loop !83
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s007_lt_zero_param_param(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
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
  %19 = phi i32 [ %26, %18 ], [ 0, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nsw i32 %19, %5
  %27 = icmp slt i32 %26, %3
  br i1 %27, label %18, label %9, !llvm.loop !84
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s007_lt_zero_param_param_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
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
  %19 = phi i32 [ %26, %18 ], [ 0, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nsw i32 %19, %5
  %27 = icmp slt i32 %26, %3
  br i1 %27, label %18, label %9, !llvm.loop !85
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s008_le_zero_param_param(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = icmp slt i32 %3, 0
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
  %19 = phi i32 [ %26, %18 ], [ 0, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nsw i32 %19, %5
  %27 = icmp sgt i32 %26, %3
  br i1 %27, label %9, label %18, !llvm.loop !86
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s008_le_zero_param_param_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = icmp slt i32 %3, 0
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
  %19 = phi i32 [ %26, %18 ], [ 0, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nsw i32 %19, %5
  %27 = icmp sgt i32 %26, %3
  br i1 %27, label %9, label %18, !llvm.loop !87
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s009_lt_zero_param_ntid(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = icmp sgt i32 %3, 0
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %8, label %10, label %35

10:                                               ; preds = %7
  %11 = add nsw i32 %3, -1
  %12 = udiv i32 %11, %9
  %13 = add i32 %12, 1
  %14 = and i32 %13, 3
  %15 = icmp ult i32 %12, 3
  br i1 %15, label %18, label %16

16:                                               ; preds = %10
  %17 = and i32 %13, -4
  br label %43

18:                                               ; preds = %43, %10
  %19 = phi float [ poison, %10 ], [ %69, %43 ]
  %20 = phi i32 [ 0, %10 ], [ %70, %43 ]
  %21 = phi float [ 0.000000e+00, %10 ], [ %69, %43 ]
  %22 = icmp eq i32 %14, 0
  br i1 %22, label %35, label %23

23:                                               ; preds = %18, %23
  %24 = phi i32 [ %32, %23 ], [ %20, %18 ]
  %25 = phi float [ %31, %23 ], [ %21, %18 ]
  %26 = phi i32 [ %33, %23 ], [ 0, %18 ]
  %27 = fmul contract float %25, 5.000000e-01
  %28 = zext nneg i32 %24 to i64
  %29 = getelementptr inbounds float, ptr %0, i64 %28
  %30 = load float, ptr %29, align 4, !tbaa !57
  %31 = fadd contract float %27, %30
  %32 = add nuw nsw i32 %24, %9
  %33 = add i32 %26, 1
  %34 = icmp eq i32 %33, %14
  br i1 %34, label %35, label %23, !llvm.loop !88

35:                                               ; preds = %18, %23, %7
  %36 = phi float [ 0.000000e+00, %7 ], [ %19, %18 ], [ %31, %23 ]
  %37 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %38 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %39 = mul i32 %38, %9
  %40 = add i32 %39, %37
  %41 = zext i32 %40 to i64
  %42 = getelementptr inbounds float, ptr %2, i64 %41
  store float %36, ptr %42, align 4, !tbaa !57
  ret void

43:                                               ; preds = %43, %16
  %44 = phi i32 [ 0, %16 ], [ %70, %43 ]
  %45 = phi float [ 0.000000e+00, %16 ], [ %69, %43 ]
  %46 = phi i32 [ 0, %16 ], [ %71, %43 ]
  %47 = fmul contract float %45, 5.000000e-01
  %48 = zext nneg i32 %44 to i64
  %49 = getelementptr inbounds float, ptr %0, i64 %48
  %50 = load float, ptr %49, align 4, !tbaa !57
  %51 = fadd contract float %47, %50
  %52 = add nuw nsw i32 %44, %9
  %53 = fmul contract float %51, 5.000000e-01
  %54 = zext nneg i32 %52 to i64
  %55 = getelementptr inbounds float, ptr %0, i64 %54
  %56 = load float, ptr %55, align 4, !tbaa !57
  %57 = fadd contract float %53, %56
  %58 = add nuw nsw i32 %52, %9
  %59 = fmul contract float %57, 5.000000e-01
  %60 = zext nneg i32 %58 to i64
  %61 = getelementptr inbounds float, ptr %0, i64 %60
  %62 = load float, ptr %61, align 4, !tbaa !57
  %63 = fadd contract float %59, %62
  %64 = add nuw nsw i32 %58, %9
  %65 = fmul contract float %63, 5.000000e-01
  %66 = zext nneg i32 %64 to i64
  %67 = getelementptr inbounds float, ptr %0, i64 %66
  %68 = load float, ptr %67, align 4, !tbaa !57
  %69 = fadd contract float %65, %68
  %70 = add nuw nsw i32 %64, %9
  %71 = add i32 %46, 4
  %72 = icmp eq i32 %71, %17
  br i1 %72, label %18, label %43, !llvm.loop !89
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s009_lt_zero_param_ntid_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = icmp sgt i32 %3, 0
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %8, label %18, label %10

10:                                               ; preds = %18, %7
  %11 = phi float [ 0.000000e+00, %7 ], [ %25, %18 ]
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = mul i32 %13, %9
  %15 = add i32 %14, %12
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %2, i64 %16
  store float %11, ptr %17, align 4, !tbaa !57
  ret void

18:                                               ; preds = %7, %18
  %19 = phi i32 [ %26, %18 ], [ 0, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = zext nneg i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nuw nsw i32 %19, %9
  %27 = icmp slt i32 %26, %3
  br i1 %27, label %18, label %10, !llvm.loop !90
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s010_ge_down_zero_param_ntid(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = icmp sgt i32 %3, 0
  br i1 %8, label %11, label %9

9:                                                ; preds = %7
  %10 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %35

11:                                               ; preds = %7
  %12 = add nsw i32 %3, -1
  %13 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = udiv i32 %12, %13
  %15 = add i32 %14, 1
  %16 = and i32 %15, 3
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %30, label %18

18:                                               ; preds = %11, %18
  %19 = phi i32 [ %27, %18 ], [ %12, %11 ]
  %20 = phi float [ %26, %18 ], [ 0.000000e+00, %11 ]
  %21 = phi i32 [ %28, %18 ], [ 0, %11 ]
  %22 = fmul contract float %20, 5.000000e-01
  %23 = zext nneg i32 %19 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %22, %25
  %27 = sub nsw i32 %19, %13
  %28 = add i32 %21, 1
  %29 = icmp eq i32 %28, %16
  br i1 %29, label %30, label %18, !llvm.loop !91

30:                                               ; preds = %18, %11
  %31 = phi i32 [ %12, %11 ], [ %27, %18 ]
  %32 = phi float [ 0.000000e+00, %11 ], [ %26, %18 ]
  %33 = phi float [ poison, %11 ], [ %26, %18 ]
  %34 = icmp ult i32 %14, 3
  br i1 %34, label %35, label %44

35:                                               ; preds = %30, %44, %9
  %36 = phi i32 [ %10, %9 ], [ %13, %44 ], [ %13, %30 ]
  %37 = phi float [ 0.000000e+00, %9 ], [ %33, %30 ], [ %69, %44 ]
  %38 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %39 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %40 = mul i32 %39, %36
  %41 = add i32 %40, %38
  %42 = zext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr %2, i64 %42
  store float %37, ptr %43, align 4, !tbaa !57
  ret void

44:                                               ; preds = %30, %44
  %45 = phi i32 [ %70, %44 ], [ %31, %30 ]
  %46 = phi float [ %69, %44 ], [ %32, %30 ]
  %47 = fmul contract float %46, 5.000000e-01
  %48 = zext nneg i32 %45 to i64
  %49 = getelementptr inbounds float, ptr %0, i64 %48
  %50 = load float, ptr %49, align 4, !tbaa !57
  %51 = fadd contract float %47, %50
  %52 = sub nsw i32 %45, %13
  %53 = fmul contract float %51, 5.000000e-01
  %54 = zext nneg i32 %52 to i64
  %55 = getelementptr inbounds float, ptr %0, i64 %54
  %56 = load float, ptr %55, align 4, !tbaa !57
  %57 = fadd contract float %53, %56
  %58 = sub nsw i32 %52, %13
  %59 = fmul contract float %57, 5.000000e-01
  %60 = zext nneg i32 %58 to i64
  %61 = getelementptr inbounds float, ptr %0, i64 %60
  %62 = load float, ptr %61, align 4, !tbaa !57
  %63 = fadd contract float %59, %62
  %64 = sub nsw i32 %58, %13
  %65 = fmul contract float %63, 5.000000e-01
  %66 = zext nneg i32 %64 to i64
  %67 = getelementptr inbounds float, ptr %0, i64 %66
  %68 = load float, ptr %67, align 4, !tbaa !57
  %69 = fadd contract float %65, %68
  %70 = sub nsw i32 %64, %13
  %71 = icmp sgt i32 %70, -1
  br i1 %71, label %44, label %35, !llvm.loop !92
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s010_ge_down_zero_param_ntid_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = icmp sgt i32 %3, 0
  br i1 %8, label %11, label %9

9:                                                ; preds = %7
  %10 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %14

11:                                               ; preds = %7
  %12 = add nsw i32 %3, -1
  %13 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %23

14:                                               ; preds = %23, %9
  %15 = phi i32 [ %10, %9 ], [ %13, %23 ]
  %16 = phi float [ 0.000000e+00, %9 ], [ %30, %23 ]
  %17 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %18 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = mul i32 %18, %15
  %20 = add i32 %19, %17
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr %2, i64 %21
  store float %16, ptr %22, align 4, !tbaa !57
  ret void

23:                                               ; preds = %11, %23
  %24 = phi i32 [ %12, %11 ], [ %31, %23 ]
  %25 = phi float [ 0.000000e+00, %11 ], [ %30, %23 ]
  %26 = fmul contract float %25, 5.000000e-01
  %27 = zext nneg i32 %24 to i64
  %28 = getelementptr inbounds float, ptr %0, i64 %27
  %29 = load float, ptr %28, align 4, !tbaa !57
  %30 = fadd contract float %26, %29
  %31 = sub nsw i32 %24, %13
  %32 = icmp sgt i32 %31, -1
  br i1 %32, label %23, label %14, !llvm.loop !93
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s011_lt_zero_param_tile(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = icmp sgt i32 %3, 0
  br i1 %8, label %9, label %36

9:                                                ; preds = %7
  %10 = add nsw i32 %3, -1
  %11 = udiv i32 %10, 12
  %12 = add nuw nsw i32 %11, 1
  %13 = and i32 %12, 3
  %14 = icmp ult i32 %3, 37
  br i1 %14, label %19, label %15

15:                                               ; preds = %9
  %16 = and i32 %12, 1073741820
  %17 = getelementptr inbounds i8, ptr %0, i64 96
  %18 = getelementptr inbounds i8, ptr %0, i64 144
  br label %45

19:                                               ; preds = %45, %9
  %20 = phi float [ poison, %9 ], [ %69, %45 ]
  %21 = phi i32 [ 0, %9 ], [ %70, %45 ]
  %22 = phi float [ 0.000000e+00, %9 ], [ %69, %45 ]
  %23 = icmp eq i32 %13, 0
  br i1 %23, label %36, label %24

24:                                               ; preds = %19, %24
  %25 = phi i32 [ %33, %24 ], [ %21, %19 ]
  %26 = phi float [ %32, %24 ], [ %22, %19 ]
  %27 = phi i32 [ %34, %24 ], [ 0, %19 ]
  %28 = fmul contract float %26, 5.000000e-01
  %29 = zext nneg i32 %25 to i64
  %30 = getelementptr inbounds float, ptr %0, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !57
  %32 = fadd contract float %28, %31
  %33 = add nuw nsw i32 %25, 12
  %34 = add i32 %27, 1
  %35 = icmp eq i32 %34, %13
  br i1 %35, label %36, label %24, !llvm.loop !94

36:                                               ; preds = %19, %24, %7
  %37 = phi float [ 0.000000e+00, %7 ], [ %20, %19 ], [ %32, %24 ]
  %38 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %39 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %40 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %41 = mul i32 %39, %40
  %42 = add i32 %41, %38
  %43 = zext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %2, i64 %43
  store float %37, ptr %44, align 4, !tbaa !57
  ret void

45:                                               ; preds = %45, %15
  %46 = phi i32 [ 0, %15 ], [ %70, %45 ]
  %47 = phi float [ 0.000000e+00, %15 ], [ %69, %45 ]
  %48 = phi i32 [ 0, %15 ], [ %71, %45 ]
  %49 = fmul contract float %47, 5.000000e-01
  %50 = zext nneg i32 %46 to i64
  %51 = getelementptr inbounds float, ptr %0, i64 %50
  %52 = load float, ptr %51, align 4, !tbaa !57
  %53 = fadd contract float %49, %52
  %54 = or disjoint i32 %46, 12
  %55 = fmul contract float %53, 5.000000e-01
  %56 = zext nneg i32 %54 to i64
  %57 = getelementptr inbounds float, ptr %0, i64 %56
  %58 = load float, ptr %57, align 4, !tbaa !57
  %59 = fadd contract float %55, %58
  %60 = fmul contract float %59, 5.000000e-01
  %61 = zext nneg i32 %46 to i64
  %62 = getelementptr inbounds float, ptr %17, i64 %61
  %63 = load float, ptr %62, align 4, !tbaa !57
  %64 = fadd contract float %60, %63
  %65 = fmul contract float %64, 5.000000e-01
  %66 = zext nneg i32 %46 to i64
  %67 = getelementptr inbounds float, ptr %18, i64 %66
  %68 = load float, ptr %67, align 4, !tbaa !57
  %69 = fadd contract float %65, %68
  %70 = add nuw nsw i32 %46, 48
  %71 = add i32 %48, 4
  %72 = icmp eq i32 %71, %16
  br i1 %72, label %19, label %45, !llvm.loop !95
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s011_lt_zero_param_tile_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
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
  %19 = phi i32 [ %26, %18 ], [ 0, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = zext nneg i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nuw nsw i32 %19, 12
  %27 = icmp slt i32 %26, %3
  br i1 %27, label %18, label %9, !llvm.loop !96
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s012_gt_down_zero_param_tile(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = icmp sgt i32 %3, 0
  br i1 %8, label %9, label %35

9:                                                ; preds = %7
  %10 = add nsw i32 %3, -1
  %11 = udiv i32 %10, 12
  %12 = add nuw nsw i32 %11, 1
  %13 = and i32 %12, 3
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %27, label %15

15:                                               ; preds = %9, %15
  %16 = phi i32 [ %24, %15 ], [ %3, %9 ]
  %17 = phi float [ %23, %15 ], [ 0.000000e+00, %9 ]
  %18 = phi i32 [ %25, %15 ], [ 0, %9 ]
  %19 = fmul contract float %17, 5.000000e-01
  %20 = zext nneg i32 %16 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !57
  %23 = fadd contract float %19, %22
  %24 = add nsw i32 %16, -12
  %25 = add i32 %18, 1
  %26 = icmp eq i32 %25, %13
  br i1 %26, label %27, label %15, !llvm.loop !97

27:                                               ; preds = %15, %9
  %28 = phi i32 [ %3, %9 ], [ %24, %15 ]
  %29 = phi float [ 0.000000e+00, %9 ], [ %23, %15 ]
  %30 = phi float [ poison, %9 ], [ %23, %15 ]
  %31 = icmp ult i32 %3, 37
  br i1 %31, label %35, label %32

32:                                               ; preds = %27
  %33 = getelementptr i8, ptr %0, i64 -48
  %34 = getelementptr i8, ptr %0, i64 -96
  br label %44

35:                                               ; preds = %27, %44, %7
  %36 = phi float [ 0.000000e+00, %7 ], [ %30, %27 ], [ %67, %44 ]
  %37 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %38 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %39 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %40 = mul i32 %38, %39
  %41 = add i32 %40, %37
  %42 = zext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr %2, i64 %42
  store float %36, ptr %43, align 4, !tbaa !57
  ret void

44:                                               ; preds = %44, %32
  %45 = phi i32 [ %28, %32 ], [ %68, %44 ]
  %46 = phi float [ %29, %32 ], [ %67, %44 ]
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
  %62 = add nsw i32 %45, -36
  %63 = fmul contract float %61, 5.000000e-01
  %64 = zext nneg i32 %62 to i64
  %65 = getelementptr inbounds float, ptr %0, i64 %64
  %66 = load float, ptr %65, align 4, !tbaa !57
  %67 = fadd contract float %63, %66
  %68 = add nsw i32 %45, -48
  %69 = icmp ugt i32 %62, 12
  br i1 %69, label %44, label %35, !llvm.loop !98
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s012_gt_down_zero_param_tile_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
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
  %26 = add nsw i32 %19, -12
  %27 = icmp ugt i32 %19, 12
  br i1 %27, label %18, label %9, !llvm.loop !99
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s013_lt_zero_params_1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = add nsw i32 %4, %3
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %10, label %34

10:                                               ; preds = %7
  %11 = add i32 %4, %3
  %12 = add i32 %11, -1
  %13 = and i32 %8, 3
  %14 = icmp ult i32 %12, 3
  br i1 %14, label %17, label %15

15:                                               ; preds = %10
  %16 = and i32 %8, 2147483644
  br label %43

17:                                               ; preds = %43, %10
  %18 = phi float [ poison, %10 ], [ %69, %43 ]
  %19 = phi i32 [ 0, %10 ], [ %70, %43 ]
  %20 = phi float [ 0.000000e+00, %10 ], [ %69, %43 ]
  %21 = icmp eq i32 %13, 0
  br i1 %21, label %34, label %22

22:                                               ; preds = %17, %22
  %23 = phi i32 [ %31, %22 ], [ %19, %17 ]
  %24 = phi float [ %30, %22 ], [ %20, %17 ]
  %25 = phi i32 [ %32, %22 ], [ 0, %17 ]
  %26 = fmul contract float %24, 5.000000e-01
  %27 = zext nneg i32 %23 to i64
  %28 = getelementptr inbounds float, ptr %0, i64 %27
  %29 = load float, ptr %28, align 4, !tbaa !57
  %30 = fadd contract float %26, %29
  %31 = add nuw nsw i32 %23, 1
  %32 = add i32 %25, 1
  %33 = icmp eq i32 %32, %13
  br i1 %33, label %34, label %22, !llvm.loop !100

34:                                               ; preds = %17, %22, %7
  %35 = phi float [ 0.000000e+00, %7 ], [ %18, %17 ], [ %30, %22 ]
  %36 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %37 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %38 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %39 = mul i32 %37, %38
  %40 = add i32 %39, %36
  %41 = zext i32 %40 to i64
  %42 = getelementptr inbounds float, ptr %2, i64 %41
  store float %35, ptr %42, align 4, !tbaa !57
  ret void

43:                                               ; preds = %43, %15
  %44 = phi i32 [ 0, %15 ], [ %70, %43 ]
  %45 = phi float [ 0.000000e+00, %15 ], [ %69, %43 ]
  %46 = phi i32 [ 0, %15 ], [ %71, %43 ]
  %47 = fmul contract float %45, 5.000000e-01
  %48 = zext nneg i32 %44 to i64
  %49 = getelementptr inbounds float, ptr %0, i64 %48
  %50 = load float, ptr %49, align 4, !tbaa !57
  %51 = fadd contract float %47, %50
  %52 = or disjoint i32 %44, 1
  %53 = fmul contract float %51, 5.000000e-01
  %54 = zext nneg i32 %52 to i64
  %55 = getelementptr inbounds float, ptr %0, i64 %54
  %56 = load float, ptr %55, align 4, !tbaa !57
  %57 = fadd contract float %53, %56
  %58 = or disjoint i32 %44, 2
  %59 = fmul contract float %57, 5.000000e-01
  %60 = zext nneg i32 %58 to i64
  %61 = getelementptr inbounds float, ptr %0, i64 %60
  %62 = load float, ptr %61, align 4, !tbaa !57
  %63 = fadd contract float %59, %62
  %64 = or disjoint i32 %44, 3
  %65 = fmul contract float %63, 5.000000e-01
  %66 = zext nneg i32 %64 to i64
  %67 = getelementptr inbounds float, ptr %0, i64 %66
  %68 = load float, ptr %67, align 4, !tbaa !57
  %69 = fadd contract float %65, %68
  %70 = add nuw nsw i32 %44, 4
  %71 = add i32 %46, 4
  %72 = icmp eq i32 %71, %16
  br i1 %72, label %17, label %43, !llvm.loop !101
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s013_lt_zero_params_1_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = add nsw i32 %4, %3
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %19, label %10

10:                                               ; preds = %19, %7
  %11 = phi float [ 0.000000e+00, %7 ], [ %26, %19 ]
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = mul i32 %13, %14
  %16 = add i32 %15, %12
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %2, i64 %17
  store float %11, ptr %18, align 4, !tbaa !57
  ret void

19:                                               ; preds = %7, %19
  %20 = phi i32 [ %27, %19 ], [ 0, %7 ]
  %21 = phi float [ %26, %19 ], [ 0.000000e+00, %7 ]
  %22 = fmul contract float %21, 5.000000e-01
  %23 = zext nneg i32 %20 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %22, %25
  %27 = add nuw nsw i32 %20, 1
  %28 = icmp eq i32 %27, %8
  br i1 %28, label %10, label %19, !llvm.loop !102
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s014_le_zero_params_1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = add i32 %4, %3
  %9 = icmp slt i32 %8, 0
  br i1 %9, label %34, label %10

10:                                               ; preds = %7
  %11 = add i32 %4, %3
  %12 = add i32 %11, 1
  %13 = and i32 %12, 3
  %14 = icmp ult i32 %8, 3
  br i1 %14, label %17, label %15

15:                                               ; preds = %10
  %16 = and i32 %12, -4
  br label %43

17:                                               ; preds = %43, %10
  %18 = phi float [ poison, %10 ], [ %69, %43 ]
  %19 = phi i32 [ 0, %10 ], [ %70, %43 ]
  %20 = phi float [ 0.000000e+00, %10 ], [ %69, %43 ]
  %21 = icmp eq i32 %13, 0
  br i1 %21, label %34, label %22

22:                                               ; preds = %17, %22
  %23 = phi i32 [ %31, %22 ], [ %19, %17 ]
  %24 = phi float [ %30, %22 ], [ %20, %17 ]
  %25 = phi i32 [ %32, %22 ], [ 0, %17 ]
  %26 = fmul contract float %24, 5.000000e-01
  %27 = zext nneg i32 %23 to i64
  %28 = getelementptr inbounds float, ptr %0, i64 %27
  %29 = load float, ptr %28, align 4, !tbaa !57
  %30 = fadd contract float %26, %29
  %31 = add nuw i32 %23, 1
  %32 = add i32 %25, 1
  %33 = icmp eq i32 %32, %13
  br i1 %33, label %34, label %22, !llvm.loop !103

34:                                               ; preds = %17, %22, %7
  %35 = phi float [ 0.000000e+00, %7 ], [ %18, %17 ], [ %30, %22 ]
  %36 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %37 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %38 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %39 = mul i32 %37, %38
  %40 = add i32 %39, %36
  %41 = zext i32 %40 to i64
  %42 = getelementptr inbounds float, ptr %2, i64 %41
  store float %35, ptr %42, align 4, !tbaa !57
  ret void

43:                                               ; preds = %43, %15
  %44 = phi i32 [ 0, %15 ], [ %70, %43 ]
  %45 = phi float [ 0.000000e+00, %15 ], [ %69, %43 ]
  %46 = phi i32 [ 0, %15 ], [ %71, %43 ]
  %47 = fmul contract float %45, 5.000000e-01
  %48 = zext nneg i32 %44 to i64
  %49 = getelementptr inbounds float, ptr %0, i64 %48
  %50 = load float, ptr %49, align 4, !tbaa !57
  %51 = fadd contract float %47, %50
  %52 = or disjoint i32 %44, 1
  %53 = fmul contract float %51, 5.000000e-01
  %54 = zext nneg i32 %52 to i64
  %55 = getelementptr inbounds float, ptr %0, i64 %54
  %56 = load float, ptr %55, align 4, !tbaa !57
  %57 = fadd contract float %53, %56
  %58 = or disjoint i32 %44, 2
  %59 = fmul contract float %57, 5.000000e-01
  %60 = zext nneg i32 %58 to i64
  %61 = getelementptr inbounds float, ptr %0, i64 %60
  %62 = load float, ptr %61, align 4, !tbaa !57
  %63 = fadd contract float %59, %62
  %64 = or disjoint i32 %44, 3
  %65 = fmul contract float %63, 5.000000e-01
  %66 = zext nneg i32 %64 to i64
  %67 = getelementptr inbounds float, ptr %0, i64 %66
  %68 = load float, ptr %67, align 4, !tbaa !57
  %69 = fadd contract float %65, %68
  %70 = add nuw i32 %44, 4
  %71 = add i32 %46, 4
  %72 = icmp eq i32 %71, %16
  br i1 %72, label %17, label %43, !llvm.loop !104
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s014_le_zero_params_1_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = add i32 %4, %3
  %9 = icmp slt i32 %8, 0
  br i1 %9, label %10, label %19

10:                                               ; preds = %19, %7
  %11 = phi float [ 0.000000e+00, %7 ], [ %26, %19 ]
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = mul i32 %13, %14
  %16 = add i32 %15, %12
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %2, i64 %17
  store float %11, ptr %18, align 4, !tbaa !57
  ret void

19:                                               ; preds = %7, %19
  %20 = phi i32 [ %27, %19 ], [ 0, %7 ]
  %21 = phi float [ %26, %19 ], [ 0.000000e+00, %7 ]
  %22 = fmul contract float %21, 5.000000e-01
  %23 = zext nneg i32 %20 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %22, %25
  %27 = add nuw i32 %20, 1
  %28 = icmp eq i32 %20, %8
  br i1 %28, label %10, label %19, !llvm.loop !105
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s015_ge_down_zero_params_1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = add nsw i32 %4, %3
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %10, label %35

10:                                               ; preds = %7
  %11 = add i32 %4, %3
  %12 = add i32 %11, -1
  %13 = and i32 %8, 3
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %27, label %15

15:                                               ; preds = %10, %15
  %16 = phi i32 [ %19, %15 ], [ %8, %10 ]
  %17 = phi float [ %24, %15 ], [ 0.000000e+00, %10 ]
  %18 = phi i32 [ %25, %15 ], [ 0, %10 ]
  %19 = add nsw i32 %16, -1
  %20 = fmul contract float %17, 5.000000e-01
  %21 = zext nneg i32 %19 to i64
  %22 = getelementptr inbounds float, ptr %0, i64 %21
  %23 = load float, ptr %22, align 4, !tbaa !57
  %24 = fadd contract float %20, %23
  %25 = add i32 %18, 1
  %26 = icmp eq i32 %25, %13
  br i1 %26, label %27, label %15, !llvm.loop !106

27:                                               ; preds = %15, %10
  %28 = phi i32 [ %8, %10 ], [ %19, %15 ]
  %29 = phi float [ 0.000000e+00, %10 ], [ %24, %15 ]
  %30 = phi float [ poison, %10 ], [ %24, %15 ]
  %31 = icmp ult i32 %12, 3
  br i1 %31, label %35, label %32

32:                                               ; preds = %27
  %33 = getelementptr i8, ptr %0, i64 -4
  %34 = getelementptr i8, ptr %0, i64 -8
  br label %44

35:                                               ; preds = %27, %44, %7
  %36 = phi float [ 0.000000e+00, %7 ], [ %30, %27 ], [ %68, %44 ]
  %37 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %38 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %39 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %40 = mul i32 %38, %39
  %41 = add i32 %40, %37
  %42 = zext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr %2, i64 %42
  store float %36, ptr %43, align 4, !tbaa !57
  ret void

44:                                               ; preds = %44, %32
  %45 = phi i32 [ %28, %32 ], [ %63, %44 ]
  %46 = phi float [ %29, %32 ], [ %68, %44 ]
  %47 = fmul contract float %46, 5.000000e-01
  %48 = sext i32 %45 to i64
  %49 = getelementptr float, ptr %33, i64 %48
  %50 = load float, ptr %49, align 4, !tbaa !57
  %51 = fadd contract float %47, %50
  %52 = fmul contract float %51, 5.000000e-01
  %53 = sext i32 %45 to i64
  %54 = getelementptr float, ptr %34, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !57
  %56 = fadd contract float %52, %55
  %57 = add nsw i32 %45, -3
  %58 = fmul contract float %56, 5.000000e-01
  %59 = zext nneg i32 %57 to i64
  %60 = getelementptr inbounds float, ptr %0, i64 %59
  %61 = load float, ptr %60, align 4, !tbaa !57
  %62 = fadd contract float %58, %61
  %63 = add nsw i32 %45, -4
  %64 = fmul contract float %62, 5.000000e-01
  %65 = zext nneg i32 %63 to i64
  %66 = getelementptr inbounds float, ptr %0, i64 %65
  %67 = load float, ptr %66, align 4, !tbaa !57
  %68 = fadd contract float %64, %67
  %69 = icmp ugt i32 %57, 1
  br i1 %69, label %44, label %35, !llvm.loop !107
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s015_ge_down_zero_params_1_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = add nsw i32 %4, %3
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %19, label %10

10:                                               ; preds = %19, %7
  %11 = phi float [ 0.000000e+00, %7 ], [ %27, %19 ]
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = mul i32 %13, %14
  %16 = add i32 %15, %12
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %2, i64 %17
  store float %11, ptr %18, align 4, !tbaa !57
  ret void

19:                                               ; preds = %7, %19
  %20 = phi i32 [ %22, %19 ], [ %8, %7 ]
  %21 = phi float [ %27, %19 ], [ 0.000000e+00, %7 ]
  %22 = add nsw i32 %20, -1
  %23 = fmul contract float %21, 5.000000e-01
  %24 = zext nneg i32 %22 to i64
  %25 = getelementptr inbounds float, ptr %0, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !57
  %27 = fadd contract float %23, %26
  %28 = icmp ugt i32 %20, 1
  br i1 %28, label %19, label %10, !llvm.loop !108
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s016_lt_zero_params_2(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = add nsw i32 %4, %3
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %10, label %36

10:                                               ; preds = %7
  %11 = add i32 %4, %3
  %12 = add i32 %11, -1
  %13 = lshr i32 %12, 1
  %14 = add nuw i32 %13, 1
  %15 = and i32 %14, 3
  %16 = icmp ult i32 %12, 6
  br i1 %16, label %19, label %17

17:                                               ; preds = %10
  %18 = and i32 %14, -4
  br label %45

19:                                               ; preds = %45, %10
  %20 = phi float [ poison, %10 ], [ %71, %45 ]
  %21 = phi i32 [ 0, %10 ], [ %72, %45 ]
  %22 = phi float [ 0.000000e+00, %10 ], [ %71, %45 ]
  %23 = icmp eq i32 %15, 0
  br i1 %23, label %36, label %24

24:                                               ; preds = %19, %24
  %25 = phi i32 [ %33, %24 ], [ %21, %19 ]
  %26 = phi float [ %32, %24 ], [ %22, %19 ]
  %27 = phi i32 [ %34, %24 ], [ 0, %19 ]
  %28 = fmul contract float %26, 5.000000e-01
  %29 = zext nneg i32 %25 to i64
  %30 = getelementptr inbounds float, ptr %0, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !57
  %32 = fadd contract float %28, %31
  %33 = add nuw nsw i32 %25, 2
  %34 = add i32 %27, 1
  %35 = icmp eq i32 %34, %15
  br i1 %35, label %36, label %24, !llvm.loop !109

36:                                               ; preds = %19, %24, %7
  %37 = phi float [ 0.000000e+00, %7 ], [ %20, %19 ], [ %32, %24 ]
  %38 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %39 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %40 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %41 = mul i32 %39, %40
  %42 = add i32 %41, %38
  %43 = zext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %2, i64 %43
  store float %37, ptr %44, align 4, !tbaa !57
  ret void

45:                                               ; preds = %45, %17
  %46 = phi i32 [ 0, %17 ], [ %72, %45 ]
  %47 = phi float [ 0.000000e+00, %17 ], [ %71, %45 ]
  %48 = phi i32 [ 0, %17 ], [ %73, %45 ]
  %49 = fmul contract float %47, 5.000000e-01
  %50 = zext nneg i32 %46 to i64
  %51 = getelementptr inbounds float, ptr %0, i64 %50
  %52 = load float, ptr %51, align 4, !tbaa !57
  %53 = fadd contract float %49, %52
  %54 = or disjoint i32 %46, 2
  %55 = fmul contract float %53, 5.000000e-01
  %56 = zext nneg i32 %54 to i64
  %57 = getelementptr inbounds float, ptr %0, i64 %56
  %58 = load float, ptr %57, align 4, !tbaa !57
  %59 = fadd contract float %55, %58
  %60 = or disjoint i32 %46, 4
  %61 = fmul contract float %59, 5.000000e-01
  %62 = zext nneg i32 %60 to i64
  %63 = getelementptr inbounds float, ptr %0, i64 %62
  %64 = load float, ptr %63, align 4, !tbaa !57
  %65 = fadd contract float %61, %64
  %66 = or disjoint i32 %46, 6
  %67 = fmul contract float %65, 5.000000e-01
  %68 = zext nneg i32 %66 to i64
  %69 = getelementptr inbounds float, ptr %0, i64 %68
  %70 = load float, ptr %69, align 4, !tbaa !57
  %71 = fadd contract float %67, %70
  %72 = add nuw nsw i32 %46, 8
  %73 = add i32 %48, 4
  %74 = icmp eq i32 %73, %18
  br i1 %74, label %19, label %45, !llvm.loop !110
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s016_lt_zero_params_2_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = add nsw i32 %4, %3
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %19, label %10

10:                                               ; preds = %19, %7
  %11 = phi float [ 0.000000e+00, %7 ], [ %26, %19 ]
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = mul i32 %13, %14
  %16 = add i32 %15, %12
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %2, i64 %17
  store float %11, ptr %18, align 4, !tbaa !57
  ret void

19:                                               ; preds = %7, %19
  %20 = phi i32 [ %27, %19 ], [ 0, %7 ]
  %21 = phi float [ %26, %19 ], [ 0.000000e+00, %7 ]
  %22 = fmul contract float %21, 5.000000e-01
  %23 = zext nneg i32 %20 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %22, %25
  %27 = add nuw nsw i32 %20, 2
  %28 = icmp slt i32 %27, %8
  br i1 %28, label %19, label %10, !llvm.loop !111
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s017_gt_down_zero_params_2(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = add nsw i32 %4, %3
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %19, label %10

10:                                               ; preds = %19, %7
  %11 = phi float [ 0.000000e+00, %7 ], [ %26, %19 ]
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = mul i32 %13, %14
  %16 = add i32 %15, %12
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %2, i64 %17
  store float %11, ptr %18, align 4, !tbaa !57
  ret void

19:                                               ; preds = %7, %19
  %20 = phi i32 [ %27, %19 ], [ %8, %7 ]
  %21 = phi float [ %26, %19 ], [ 0.000000e+00, %7 ]
  %22 = fmul contract float %21, 5.000000e-01
  %23 = zext nneg i32 %20 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %22, %25
  %27 = add nsw i32 %20, -2
  %28 = icmp ugt i32 %20, 2
  br i1 %28, label %19, label %10, !llvm.loop !112
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s017_gt_down_zero_params_2_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = add nsw i32 %4, %3
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %19, label %10

10:                                               ; preds = %19, %7
  %11 = phi float [ 0.000000e+00, %7 ], [ %26, %19 ]
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = mul i32 %13, %14
  %16 = add i32 %15, %12
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %2, i64 %17
  store float %11, ptr %18, align 4, !tbaa !57
  ret void

19:                                               ; preds = %7, %19
  %20 = phi i32 [ %27, %19 ], [ %8, %7 ]
  %21 = phi float [ %26, %19 ], [ 0.000000e+00, %7 ]
  %22 = fmul contract float %21, 5.000000e-01
  %23 = zext nneg i32 %20 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %22, %25
  %27 = add nsw i32 %20, -2
  %28 = icmp ugt i32 %20, 2
  br i1 %28, label %19, label %10, !llvm.loop !113
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s018_lt_zero_params_3(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = add nsw i32 %4, %3
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %10, label %38

10:                                               ; preds = %7
  %11 = add i32 %4, %3
  %12 = add i32 %11, -1
  %13 = udiv i32 %12, 3
  %14 = add nuw nsw i32 %13, 1
  %15 = and i32 %14, 3
  %16 = icmp ult i32 %12, 9
  br i1 %16, label %21, label %17

17:                                               ; preds = %10
  %18 = and i32 %14, 2147483644
  %19 = getelementptr inbounds i8, ptr %0, i64 24
  %20 = getelementptr inbounds i8, ptr %0, i64 36
  br label %47

21:                                               ; preds = %47, %10
  %22 = phi float [ poison, %10 ], [ %71, %47 ]
  %23 = phi i32 [ 0, %10 ], [ %72, %47 ]
  %24 = phi float [ 0.000000e+00, %10 ], [ %71, %47 ]
  %25 = icmp eq i32 %15, 0
  br i1 %25, label %38, label %26

26:                                               ; preds = %21, %26
  %27 = phi i32 [ %35, %26 ], [ %23, %21 ]
  %28 = phi float [ %34, %26 ], [ %24, %21 ]
  %29 = phi i32 [ %36, %26 ], [ 0, %21 ]
  %30 = fmul contract float %28, 5.000000e-01
  %31 = zext nneg i32 %27 to i64
  %32 = getelementptr inbounds float, ptr %0, i64 %31
  %33 = load float, ptr %32, align 4, !tbaa !57
  %34 = fadd contract float %30, %33
  %35 = add nuw nsw i32 %27, 3
  %36 = add i32 %29, 1
  %37 = icmp eq i32 %36, %15
  br i1 %37, label %38, label %26, !llvm.loop !114

38:                                               ; preds = %21, %26, %7
  %39 = phi float [ 0.000000e+00, %7 ], [ %22, %21 ], [ %34, %26 ]
  %40 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %41 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %42 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %43 = mul i32 %41, %42
  %44 = add i32 %43, %40
  %45 = zext i32 %44 to i64
  %46 = getelementptr inbounds float, ptr %2, i64 %45
  store float %39, ptr %46, align 4, !tbaa !57
  ret void

47:                                               ; preds = %47, %17
  %48 = phi i32 [ 0, %17 ], [ %72, %47 ]
  %49 = phi float [ 0.000000e+00, %17 ], [ %71, %47 ]
  %50 = phi i32 [ 0, %17 ], [ %73, %47 ]
  %51 = fmul contract float %49, 5.000000e-01
  %52 = zext nneg i32 %48 to i64
  %53 = getelementptr inbounds float, ptr %0, i64 %52
  %54 = load float, ptr %53, align 4, !tbaa !57
  %55 = fadd contract float %51, %54
  %56 = or disjoint i32 %48, 3
  %57 = fmul contract float %55, 5.000000e-01
  %58 = zext nneg i32 %56 to i64
  %59 = getelementptr inbounds float, ptr %0, i64 %58
  %60 = load float, ptr %59, align 4, !tbaa !57
  %61 = fadd contract float %57, %60
  %62 = fmul contract float %61, 5.000000e-01
  %63 = zext nneg i32 %48 to i64
  %64 = getelementptr inbounds float, ptr %19, i64 %63
  %65 = load float, ptr %64, align 4, !tbaa !57
  %66 = fadd contract float %62, %65
  %67 = fmul contract float %66, 5.000000e-01
  %68 = zext nneg i32 %48 to i64
  %69 = getelementptr inbounds float, ptr %20, i64 %68
  %70 = load float, ptr %69, align 4, !tbaa !57
  %71 = fadd contract float %67, %70
  %72 = add nuw nsw i32 %48, 12
  %73 = add i32 %50, 4
  %74 = icmp eq i32 %73, %18
  br i1 %74, label %21, label %47, !llvm.loop !115
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s018_lt_zero_params_3_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = add nsw i32 %4, %3
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %19, label %10

10:                                               ; preds = %19, %7
  %11 = phi float [ 0.000000e+00, %7 ], [ %26, %19 ]
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = mul i32 %13, %14
  %16 = add i32 %15, %12
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %2, i64 %17
  store float %11, ptr %18, align 4, !tbaa !57
  ret void

19:                                               ; preds = %7, %19
  %20 = phi i32 [ %27, %19 ], [ 0, %7 ]
  %21 = phi float [ %26, %19 ], [ 0.000000e+00, %7 ]
  %22 = fmul contract float %21, 5.000000e-01
  %23 = zext nneg i32 %20 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %22, %25
  %27 = add nuw nsw i32 %20, 3
  %28 = icmp slt i32 %27, %8
  br i1 %28, label %19, label %10, !llvm.loop !116
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s019_le_zero_params_3(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = add nsw i32 %4, %3
  %9 = icmp slt i32 %8, 0
  br i1 %9, label %36, label %10

10:                                               ; preds = %7
  %11 = udiv i32 %8, 3
  %12 = add nuw nsw i32 %11, 1
  %13 = and i32 %12, 3
  %14 = icmp ult i32 %8, 9
  br i1 %14, label %19, label %15

15:                                               ; preds = %10
  %16 = and i32 %12, 2147483644
  %17 = getelementptr inbounds i8, ptr %0, i64 24
  %18 = getelementptr inbounds i8, ptr %0, i64 36
  br label %45

19:                                               ; preds = %45, %10
  %20 = phi float [ poison, %10 ], [ %69, %45 ]
  %21 = phi i32 [ 0, %10 ], [ %70, %45 ]
  %22 = phi float [ 0.000000e+00, %10 ], [ %69, %45 ]
  %23 = icmp eq i32 %13, 0
  br i1 %23, label %36, label %24

24:                                               ; preds = %19, %24
  %25 = phi i32 [ %33, %24 ], [ %21, %19 ]
  %26 = phi float [ %32, %24 ], [ %22, %19 ]
  %27 = phi i32 [ %34, %24 ], [ 0, %19 ]
  %28 = fmul contract float %26, 5.000000e-01
  %29 = zext nneg i32 %25 to i64
  %30 = getelementptr inbounds float, ptr %0, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !57
  %32 = fadd contract float %28, %31
  %33 = add nuw nsw i32 %25, 3
  %34 = add i32 %27, 1
  %35 = icmp eq i32 %34, %13
  br i1 %35, label %36, label %24, !llvm.loop !117

36:                                               ; preds = %19, %24, %7
  %37 = phi float [ 0.000000e+00, %7 ], [ %20, %19 ], [ %32, %24 ]
  %38 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %39 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %40 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %41 = mul i32 %39, %40
  %42 = add i32 %41, %38
  %43 = zext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %2, i64 %43
  store float %37, ptr %44, align 4, !tbaa !57
  ret void

45:                                               ; preds = %45, %15
  %46 = phi i32 [ 0, %15 ], [ %70, %45 ]
  %47 = phi float [ 0.000000e+00, %15 ], [ %69, %45 ]
  %48 = phi i32 [ 0, %15 ], [ %71, %45 ]
  %49 = fmul contract float %47, 5.000000e-01
  %50 = zext nneg i32 %46 to i64
  %51 = getelementptr inbounds float, ptr %0, i64 %50
  %52 = load float, ptr %51, align 4, !tbaa !57
  %53 = fadd contract float %49, %52
  %54 = or disjoint i32 %46, 3
  %55 = fmul contract float %53, 5.000000e-01
  %56 = zext nneg i32 %54 to i64
  %57 = getelementptr inbounds float, ptr %0, i64 %56
  %58 = load float, ptr %57, align 4, !tbaa !57
  %59 = fadd contract float %55, %58
  %60 = fmul contract float %59, 5.000000e-01
  %61 = zext nneg i32 %46 to i64
  %62 = getelementptr inbounds float, ptr %17, i64 %61
  %63 = load float, ptr %62, align 4, !tbaa !57
  %64 = fadd contract float %60, %63
  %65 = fmul contract float %64, 5.000000e-01
  %66 = zext nneg i32 %46 to i64
  %67 = getelementptr inbounds float, ptr %18, i64 %66
  %68 = load float, ptr %67, align 4, !tbaa !57
  %69 = fadd contract float %65, %68
  %70 = add nuw nsw i32 %46, 12
  %71 = add i32 %48, 4
  %72 = icmp eq i32 %71, %16
  br i1 %72, label %19, label %45, !llvm.loop !118
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s019_le_zero_params_3_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = add nsw i32 %4, %3
  %9 = icmp slt i32 %8, 0
  br i1 %9, label %10, label %19

10:                                               ; preds = %19, %7
  %11 = phi float [ 0.000000e+00, %7 ], [ %26, %19 ]
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = mul i32 %13, %14
  %16 = add i32 %15, %12
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %2, i64 %17
  store float %11, ptr %18, align 4, !tbaa !57
  ret void

19:                                               ; preds = %7, %19
  %20 = phi i32 [ %27, %19 ], [ 0, %7 ]
  %21 = phi float [ %26, %19 ], [ 0.000000e+00, %7 ]
  %22 = fmul contract float %21, 5.000000e-01
  %23 = zext nneg i32 %20 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %22, %25
  %27 = add nuw nsw i32 %20, 3
  %28 = icmp sgt i32 %27, %8
  br i1 %28, label %10, label %19, !llvm.loop !119
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s020_lt_zero_params_param(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = add nsw i32 %4, %3
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %19, label %10

10:                                               ; preds = %19, %7
  %11 = phi float [ 0.000000e+00, %7 ], [ %26, %19 ]
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = mul i32 %13, %14
  %16 = add i32 %15, %12
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %2, i64 %17
  store float %11, ptr %18, align 4, !tbaa !57
  ret void

19:                                               ; preds = %7, %19
  %20 = phi i32 [ %27, %19 ], [ 0, %7 ]
  %21 = phi float [ %26, %19 ], [ 0.000000e+00, %7 ]
  %22 = fmul contract float %21, 5.000000e-01
  %23 = sext i32 %20 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %22, %25
  %27 = add nsw i32 %20, %5
  %28 = icmp slt i32 %27, %8
  br i1 %28, label %19, label %10, !llvm.loop !120
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s020_lt_zero_params_param_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = add nsw i32 %4, %3
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %19, label %10

10:                                               ; preds = %19, %7
  %11 = phi float [ 0.000000e+00, %7 ], [ %26, %19 ]
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = mul i32 %13, %14
  %16 = add i32 %15, %12
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %2, i64 %17
  store float %11, ptr %18, align 4, !tbaa !57
  ret void

19:                                               ; preds = %7, %19
  %20 = phi i32 [ %27, %19 ], [ 0, %7 ]
  %21 = phi float [ %26, %19 ], [ 0.000000e+00, %7 ]
  %22 = fmul contract float %21, 5.000000e-01
  %23 = sext i32 %20 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %22, %25
  %27 = add nsw i32 %20, %5
  %28 = icmp slt i32 %27, %8
  br i1 %28, label %19, label %10, !llvm.loop !121
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s021_le_zero_params_param(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = add nsw i32 %4, %3
  %9 = icmp slt i32 %8, 0
  br i1 %9, label %10, label %19

10:                                               ; preds = %19, %7
  %11 = phi float [ 0.000000e+00, %7 ], [ %26, %19 ]
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = mul i32 %13, %14
  %16 = add i32 %15, %12
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %2, i64 %17
  store float %11, ptr %18, align 4, !tbaa !57
  ret void

19:                                               ; preds = %7, %19
  %20 = phi i32 [ %27, %19 ], [ 0, %7 ]
  %21 = phi float [ %26, %19 ], [ 0.000000e+00, %7 ]
  %22 = fmul contract float %21, 5.000000e-01
  %23 = sext i32 %20 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %22, %25
  %27 = add nsw i32 %20, %5
  %28 = icmp sgt i32 %27, %8
  br i1 %28, label %10, label %19, !llvm.loop !122
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s021_le_zero_params_param_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = add nsw i32 %4, %3
  %9 = icmp slt i32 %8, 0
  br i1 %9, label %10, label %19

10:                                               ; preds = %19, %7
  %11 = phi float [ 0.000000e+00, %7 ], [ %26, %19 ]
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = mul i32 %13, %14
  %16 = add i32 %15, %12
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %2, i64 %17
  store float %11, ptr %18, align 4, !tbaa !57
  ret void

19:                                               ; preds = %7, %19
  %20 = phi i32 [ %27, %19 ], [ 0, %7 ]
  %21 = phi float [ %26, %19 ], [ 0.000000e+00, %7 ]
  %22 = fmul contract float %21, 5.000000e-01
  %23 = sext i32 %20 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %22, %25
  %27 = add nsw i32 %20, %5
  %28 = icmp sgt i32 %27, %8
  br i1 %28, label %10, label %19, !llvm.loop !123
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s022_lt_zero_params_ntid(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = add nsw i32 %4, %3
  %9 = icmp sgt i32 %8, 0
  %10 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %9, label %11, label %37

11:                                               ; preds = %7
  %12 = add i32 %4, %3
  %13 = add i32 %12, -1
  %14 = udiv i32 %13, %10
  %15 = add i32 %14, 1
  %16 = and i32 %15, 3
  %17 = icmp ult i32 %14, 3
  br i1 %17, label %20, label %18

18:                                               ; preds = %11
  %19 = and i32 %15, -4
  br label %45

20:                                               ; preds = %45, %11
  %21 = phi float [ poison, %11 ], [ %71, %45 ]
  %22 = phi i32 [ 0, %11 ], [ %72, %45 ]
  %23 = phi float [ 0.000000e+00, %11 ], [ %71, %45 ]
  %24 = icmp eq i32 %16, 0
  br i1 %24, label %37, label %25

25:                                               ; preds = %20, %25
  %26 = phi i32 [ %34, %25 ], [ %22, %20 ]
  %27 = phi float [ %33, %25 ], [ %23, %20 ]
  %28 = phi i32 [ %35, %25 ], [ 0, %20 ]
  %29 = fmul contract float %27, 5.000000e-01
  %30 = zext nneg i32 %26 to i64
  %31 = getelementptr inbounds float, ptr %0, i64 %30
  %32 = load float, ptr %31, align 4, !tbaa !57
  %33 = fadd contract float %29, %32
  %34 = add nuw nsw i32 %26, %10
  %35 = add i32 %28, 1
  %36 = icmp eq i32 %35, %16
  br i1 %36, label %37, label %25, !llvm.loop !124

37:                                               ; preds = %20, %25, %7
  %38 = phi float [ 0.000000e+00, %7 ], [ %21, %20 ], [ %33, %25 ]
  %39 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %40 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %41 = mul i32 %40, %10
  %42 = add i32 %41, %39
  %43 = zext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %2, i64 %43
  store float %38, ptr %44, align 4, !tbaa !57
  ret void

45:                                               ; preds = %45, %18
  %46 = phi i32 [ 0, %18 ], [ %72, %45 ]
  %47 = phi float [ 0.000000e+00, %18 ], [ %71, %45 ]
  %48 = phi i32 [ 0, %18 ], [ %73, %45 ]
  %49 = fmul contract float %47, 5.000000e-01
  %50 = zext nneg i32 %46 to i64
  %51 = getelementptr inbounds float, ptr %0, i64 %50
  %52 = load float, ptr %51, align 4, !tbaa !57
  %53 = fadd contract float %49, %52
  %54 = add nuw nsw i32 %46, %10
  %55 = fmul contract float %53, 5.000000e-01
  %56 = zext nneg i32 %54 to i64
  %57 = getelementptr inbounds float, ptr %0, i64 %56
  %58 = load float, ptr %57, align 4, !tbaa !57
  %59 = fadd contract float %55, %58
  %60 = add nuw nsw i32 %54, %10
  %61 = fmul contract float %59, 5.000000e-01
  %62 = zext nneg i32 %60 to i64
  %63 = getelementptr inbounds float, ptr %0, i64 %62
  %64 = load float, ptr %63, align 4, !tbaa !57
  %65 = fadd contract float %61, %64
  %66 = add nuw nsw i32 %60, %10
  %67 = fmul contract float %65, 5.000000e-01
  %68 = zext nneg i32 %66 to i64
  %69 = getelementptr inbounds float, ptr %0, i64 %68
  %70 = load float, ptr %69, align 4, !tbaa !57
  %71 = fadd contract float %67, %70
  %72 = add nuw nsw i32 %66, %10
  %73 = add i32 %48, 4
  %74 = icmp eq i32 %73, %19
  br i1 %74, label %20, label %45, !llvm.loop !125
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s022_lt_zero_params_ntid_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = add nsw i32 %4, %3
  %9 = icmp sgt i32 %8, 0
  %10 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %9, label %19, label %11

11:                                               ; preds = %19, %7
  %12 = phi float [ 0.000000e+00, %7 ], [ %26, %19 ]
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = mul i32 %14, %10
  %16 = add i32 %15, %13
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %2, i64 %17
  store float %12, ptr %18, align 4, !tbaa !57
  ret void

19:                                               ; preds = %7, %19
  %20 = phi i32 [ %27, %19 ], [ 0, %7 ]
  %21 = phi float [ %26, %19 ], [ 0.000000e+00, %7 ]
  %22 = fmul contract float %21, 5.000000e-01
  %23 = zext nneg i32 %20 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %22, %25
  %27 = add nuw nsw i32 %20, %10
  %28 = icmp slt i32 %27, %8
  br i1 %28, label %19, label %11, !llvm.loop !126
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s023_ge_down_zero_params_ntid(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = add i32 %3, -1
  %9 = add i32 %8, %4
  %10 = icmp sgt i32 %9, -1
  %11 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %10, label %12, label %34

12:                                               ; preds = %7
  %13 = udiv i32 %9, %11
  %14 = add nuw i32 %13, 1
  %15 = and i32 %14, 3
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %29, label %17

17:                                               ; preds = %12, %17
  %18 = phi i32 [ %26, %17 ], [ %9, %12 ]
  %19 = phi float [ %25, %17 ], [ 0.000000e+00, %12 ]
  %20 = phi i32 [ %27, %17 ], [ 0, %12 ]
  %21 = fmul contract float %19, 5.000000e-01
  %22 = zext nneg i32 %18 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = sub nsw i32 %18, %11
  %27 = add i32 %20, 1
  %28 = icmp eq i32 %27, %15
  br i1 %28, label %29, label %17, !llvm.loop !127

29:                                               ; preds = %17, %12
  %30 = phi i32 [ %9, %12 ], [ %26, %17 ]
  %31 = phi float [ 0.000000e+00, %12 ], [ %25, %17 ]
  %32 = phi float [ poison, %12 ], [ %25, %17 ]
  %33 = icmp ult i32 %13, 3
  br i1 %33, label %34, label %42

34:                                               ; preds = %29, %42, %7
  %35 = phi float [ 0.000000e+00, %7 ], [ %32, %29 ], [ %67, %42 ]
  %36 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %37 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %38 = mul i32 %37, %11
  %39 = add i32 %38, %36
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr %2, i64 %40
  store float %35, ptr %41, align 4, !tbaa !57
  ret void

42:                                               ; preds = %29, %42
  %43 = phi i32 [ %68, %42 ], [ %30, %29 ]
  %44 = phi float [ %67, %42 ], [ %31, %29 ]
  %45 = fmul contract float %44, 5.000000e-01
  %46 = zext nneg i32 %43 to i64
  %47 = getelementptr inbounds float, ptr %0, i64 %46
  %48 = load float, ptr %47, align 4, !tbaa !57
  %49 = fadd contract float %45, %48
  %50 = sub nsw i32 %43, %11
  %51 = fmul contract float %49, 5.000000e-01
  %52 = zext nneg i32 %50 to i64
  %53 = getelementptr inbounds float, ptr %0, i64 %52
  %54 = load float, ptr %53, align 4, !tbaa !57
  %55 = fadd contract float %51, %54
  %56 = sub nsw i32 %50, %11
  %57 = fmul contract float %55, 5.000000e-01
  %58 = zext nneg i32 %56 to i64
  %59 = getelementptr inbounds float, ptr %0, i64 %58
  %60 = load float, ptr %59, align 4, !tbaa !57
  %61 = fadd contract float %57, %60
  %62 = sub nsw i32 %56, %11
  %63 = fmul contract float %61, 5.000000e-01
  %64 = zext nneg i32 %62 to i64
  %65 = getelementptr inbounds float, ptr %0, i64 %64
  %66 = load float, ptr %65, align 4, !tbaa !57
  %67 = fadd contract float %63, %66
  %68 = sub nsw i32 %62, %11
  %69 = icmp sgt i32 %68, -1
  br i1 %69, label %42, label %34, !llvm.loop !128
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s023_ge_down_zero_params_ntid_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = add i32 %3, -1
  %9 = add i32 %8, %4
  %10 = icmp sgt i32 %9, -1
  %11 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %10, label %20, label %12

12:                                               ; preds = %20, %7
  %13 = phi float [ 0.000000e+00, %7 ], [ %27, %20 ]
  %14 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = mul i32 %15, %11
  %17 = add i32 %16, %14
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr %2, i64 %18
  store float %13, ptr %19, align 4, !tbaa !57
  ret void

20:                                               ; preds = %7, %20
  %21 = phi i32 [ %28, %20 ], [ %9, %7 ]
  %22 = phi float [ %27, %20 ], [ 0.000000e+00, %7 ]
  %23 = fmul contract float %22, 5.000000e-01
  %24 = zext nneg i32 %21 to i64
  %25 = getelementptr inbounds float, ptr %0, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !57
  %27 = fadd contract float %23, %26
  %28 = sub nsw i32 %21, %11
  %29 = icmp sgt i32 %28, -1
  br i1 %29, label %20, label %12, !llvm.loop !129
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s024_lt_zero_params_tile(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = add nsw i32 %4, %3
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %10, label %38

10:                                               ; preds = %7
  %11 = add i32 %4, %3
  %12 = add i32 %11, -1
  %13 = udiv i32 %12, 12
  %14 = add nuw nsw i32 %13, 1
  %15 = and i32 %14, 3
  %16 = icmp ult i32 %12, 36
  br i1 %16, label %21, label %17

17:                                               ; preds = %10
  %18 = and i32 %14, 1073741820
  %19 = getelementptr inbounds i8, ptr %0, i64 96
  %20 = getelementptr inbounds i8, ptr %0, i64 144
  br label %47

21:                                               ; preds = %47, %10
  %22 = phi float [ poison, %10 ], [ %71, %47 ]
  %23 = phi i32 [ 0, %10 ], [ %72, %47 ]
  %24 = phi float [ 0.000000e+00, %10 ], [ %71, %47 ]
  %25 = icmp eq i32 %15, 0
  br i1 %25, label %38, label %26

26:                                               ; preds = %21, %26
  %27 = phi i32 [ %35, %26 ], [ %23, %21 ]
  %28 = phi float [ %34, %26 ], [ %24, %21 ]
  %29 = phi i32 [ %36, %26 ], [ 0, %21 ]
  %30 = fmul contract float %28, 5.000000e-01
  %31 = zext nneg i32 %27 to i64
  %32 = getelementptr inbounds float, ptr %0, i64 %31
  %33 = load float, ptr %32, align 4, !tbaa !57
  %34 = fadd contract float %30, %33
  %35 = add nuw nsw i32 %27, 12
  %36 = add i32 %29, 1
  %37 = icmp eq i32 %36, %15
  br i1 %37, label %38, label %26, !llvm.loop !130

38:                                               ; preds = %21, %26, %7
  %39 = phi float [ 0.000000e+00, %7 ], [ %22, %21 ], [ %34, %26 ]
  %40 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %41 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %42 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %43 = mul i32 %41, %42
  %44 = add i32 %43, %40
  %45 = zext i32 %44 to i64
  %46 = getelementptr inbounds float, ptr %2, i64 %45
  store float %39, ptr %46, align 4, !tbaa !57
  ret void

47:                                               ; preds = %47, %17
  %48 = phi i32 [ 0, %17 ], [ %72, %47 ]
  %49 = phi float [ 0.000000e+00, %17 ], [ %71, %47 ]
  %50 = phi i32 [ 0, %17 ], [ %73, %47 ]
  %51 = fmul contract float %49, 5.000000e-01
  %52 = zext nneg i32 %48 to i64
  %53 = getelementptr inbounds float, ptr %0, i64 %52
  %54 = load float, ptr %53, align 4, !tbaa !57
  %55 = fadd contract float %51, %54
  %56 = or disjoint i32 %48, 12
  %57 = fmul contract float %55, 5.000000e-01
  %58 = zext nneg i32 %56 to i64
  %59 = getelementptr inbounds float, ptr %0, i64 %58
  %60 = load float, ptr %59, align 4, !tbaa !57
  %61 = fadd contract float %57, %60
  %62 = fmul contract float %61, 5.000000e-01
  %63 = zext nneg i32 %48 to i64
  %64 = getelementptr inbounds float, ptr %19, i64 %63
  %65 = load float, ptr %64, align 4, !tbaa !57
  %66 = fadd contract float %62, %65
  %67 = fmul contract float %66, 5.000000e-01
  %68 = zext nneg i32 %48 to i64
  %69 = getelementptr inbounds float, ptr %20, i64 %68
  %70 = load float, ptr %69, align 4, !tbaa !57
  %71 = fadd contract float %67, %70
  %72 = add nuw nsw i32 %48, 48
  %73 = add i32 %50, 4
  %74 = icmp eq i32 %73, %18
  br i1 %74, label %21, label %47, !llvm.loop !131
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s024_lt_zero_params_tile_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = add nsw i32 %4, %3
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %19, label %10

10:                                               ; preds = %19, %7
  %11 = phi float [ 0.000000e+00, %7 ], [ %26, %19 ]
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = mul i32 %13, %14
  %16 = add i32 %15, %12
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %2, i64 %17
  store float %11, ptr %18, align 4, !tbaa !57
  ret void

19:                                               ; preds = %7, %19
  %20 = phi i32 [ %27, %19 ], [ 0, %7 ]
  %21 = phi float [ %26, %19 ], [ 0.000000e+00, %7 ]
  %22 = fmul contract float %21, 5.000000e-01
  %23 = zext nneg i32 %20 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %22, %25
  %27 = add nuw nsw i32 %20, 12
  %28 = icmp slt i32 %27, %8
  br i1 %28, label %19, label %10, !llvm.loop !132
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

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
!4 = !{ptr @s000_lt_zero_param_1, !"kernel", i32 1}
!5 = !{ptr @s000_lt_zero_param_1_u1, !"kernel", i32 1}
!6 = !{ptr @s001_le_zero_param_1, !"kernel", i32 1}
!7 = !{ptr @s001_le_zero_param_1_u1, !"kernel", i32 1}
!8 = !{ptr @s002_ge_down_zero_param_1, !"kernel", i32 1}
!9 = !{ptr @s002_ge_down_zero_param_1_u1, !"kernel", i32 1}
!10 = !{ptr @s003_lt_zero_param_2, !"kernel", i32 1}
!11 = !{ptr @s003_lt_zero_param_2_u1, !"kernel", i32 1}
!12 = !{ptr @s004_gt_down_zero_param_2, !"kernel", i32 1}
!13 = !{ptr @s004_gt_down_zero_param_2_u1, !"kernel", i32 1}
!14 = !{ptr @s005_lt_zero_param_3, !"kernel", i32 1}
!15 = !{ptr @s005_lt_zero_param_3_u1, !"kernel", i32 1}
!16 = !{ptr @s006_le_zero_param_3, !"kernel", i32 1}
!17 = !{ptr @s006_le_zero_param_3_u1, !"kernel", i32 1}
!18 = !{ptr @s007_lt_zero_param_param, !"kernel", i32 1}
!19 = !{ptr @s007_lt_zero_param_param_u1, !"kernel", i32 1}
!20 = !{ptr @s008_le_zero_param_param, !"kernel", i32 1}
!21 = !{ptr @s008_le_zero_param_param_u1, !"kernel", i32 1}
!22 = !{ptr @s009_lt_zero_param_ntid, !"kernel", i32 1}
!23 = !{ptr @s009_lt_zero_param_ntid_u1, !"kernel", i32 1}
!24 = !{ptr @s010_ge_down_zero_param_ntid, !"kernel", i32 1}
!25 = !{ptr @s010_ge_down_zero_param_ntid_u1, !"kernel", i32 1}
!26 = !{ptr @s011_lt_zero_param_tile, !"kernel", i32 1}
!27 = !{ptr @s011_lt_zero_param_tile_u1, !"kernel", i32 1}
!28 = !{ptr @s012_gt_down_zero_param_tile, !"kernel", i32 1}
!29 = !{ptr @s012_gt_down_zero_param_tile_u1, !"kernel", i32 1}
!30 = !{ptr @s013_lt_zero_params_1, !"kernel", i32 1}
!31 = !{ptr @s013_lt_zero_params_1_u1, !"kernel", i32 1}
!32 = !{ptr @s014_le_zero_params_1, !"kernel", i32 1}
!33 = !{ptr @s014_le_zero_params_1_u1, !"kernel", i32 1}
!34 = !{ptr @s015_ge_down_zero_params_1, !"kernel", i32 1}
!35 = !{ptr @s015_ge_down_zero_params_1_u1, !"kernel", i32 1}
!36 = !{ptr @s016_lt_zero_params_2, !"kernel", i32 1}
!37 = !{ptr @s016_lt_zero_params_2_u1, !"kernel", i32 1}
!38 = !{ptr @s017_gt_down_zero_params_2, !"kernel", i32 1}
!39 = !{ptr @s017_gt_down_zero_params_2_u1, !"kernel", i32 1}
!40 = !{ptr @s018_lt_zero_params_3, !"kernel", i32 1}
!41 = !{ptr @s018_lt_zero_params_3_u1, !"kernel", i32 1}
!42 = !{ptr @s019_le_zero_params_3, !"kernel", i32 1}
!43 = !{ptr @s019_le_zero_params_3_u1, !"kernel", i32 1}
!44 = !{ptr @s020_lt_zero_params_param, !"kernel", i32 1}
!45 = !{ptr @s020_lt_zero_params_param_u1, !"kernel", i32 1}
!46 = !{ptr @s021_le_zero_params_param, !"kernel", i32 1}
!47 = !{ptr @s021_le_zero_params_param_u1, !"kernel", i32 1}
!48 = !{ptr @s022_lt_zero_params_ntid, !"kernel", i32 1}
!49 = !{ptr @s022_lt_zero_params_ntid_u1, !"kernel", i32 1}
!50 = !{ptr @s023_ge_down_zero_params_ntid, !"kernel", i32 1}
!51 = !{ptr @s023_ge_down_zero_params_ntid_u1, !"kernel", i32 1}
!52 = !{ptr @s024_lt_zero_params_tile, !"kernel", i32 1}
!53 = !{ptr @s024_lt_zero_params_tile_u1, !"kernel", i32 1}
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
!81 = distinct !{!81, !62}
!82 = distinct !{!82, !64}
!83 = distinct !{!83, !64, !62}
!84 = distinct !{!84, !64}
!85 = distinct !{!85, !64, !62}
!86 = distinct !{!86, !64}
!87 = distinct !{!87, !64, !62}
!88 = distinct !{!88, !62}
!89 = distinct !{!89, !64}
!90 = distinct !{!90, !64, !62}
!91 = distinct !{!91, !62}
!92 = distinct !{!92, !64}
!93 = distinct !{!93, !64, !62}
!94 = distinct !{!94, !62}
!95 = distinct !{!95, !64}
!96 = distinct !{!96, !64, !62}
!97 = distinct !{!97, !62}
!98 = distinct !{!98, !64}
!99 = distinct !{!99, !64, !62}
!100 = distinct !{!100, !62}
!101 = distinct !{!101, !64}
!102 = distinct !{!102, !64, !62}
!103 = distinct !{!103, !62}
!104 = distinct !{!104, !64}
!105 = distinct !{!105, !64, !62}
!106 = distinct !{!106, !62}
!107 = distinct !{!107, !64}
!108 = distinct !{!108, !64, !62}
!109 = distinct !{!109, !62}
!110 = distinct !{!110, !64}
!111 = distinct !{!111, !64, !62}
!112 = distinct !{!112, !64}
!113 = distinct !{!113, !64, !62}
!114 = distinct !{!114, !62}
!115 = distinct !{!115, !64}
!116 = distinct !{!116, !64, !62}
!117 = distinct !{!117, !62}
!118 = distinct !{!118, !64}
!119 = distinct !{!119, !64, !62}
!120 = distinct !{!120, !64}
!121 = distinct !{!121, !64, !62}
!122 = distinct !{!122, !64}
!123 = distinct !{!123, !64, !62}
!124 = distinct !{!124, !62}
!125 = distinct !{!125, !64}
!126 = distinct !{!126, !64, !62}
!127 = distinct !{!127, !62}
!128 = distinct !{!128, !64}
!129 = distinct !{!129, !64, !62}
!130 = distinct !{!130, !62}
!131 = distinct !{!131, !64}
!132 = distinct !{!132, !64, !62}
