; ModuleID = 'shapes_01.cu'
source_filename = "shapes_01.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s025_gt_down_zero_params_tile(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
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
  %27 = add nsw i32 %20, -12
  %28 = icmp ugt i32 %20, 12
  br i1 %28, label %19, label %10, !llvm.loop !61
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s025_gt_down_zero_params_tile_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
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
  %27 = add nsw i32 %20, -12
  %28 = icmp ugt i32 %20, 12
  br i1 %28, label %19, label %10, !llvm.loop !63
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s026_lt_zero_ntid_1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = and i32 %8, 3
  %10 = icmp ult i32 %8, 4
  br i1 %10, label %13, label %11

11:                                               ; preds = %7
  %12 = and i32 %8, 2044
  br label %38

13:                                               ; preds = %38, %7
  %14 = phi float [ poison, %7 ], [ %64, %38 ]
  %15 = phi i32 [ 0, %7 ], [ %65, %38 ]
  %16 = phi float [ 0.000000e+00, %7 ], [ %64, %38 ]
  %17 = icmp eq i32 %9, 0
  br i1 %17, label %30, label %18

18:                                               ; preds = %13, %18
  %19 = phi i32 [ %27, %18 ], [ %15, %13 ]
  %20 = phi float [ %26, %18 ], [ %16, %13 ]
  %21 = phi i32 [ %28, %18 ], [ 0, %13 ]
  %22 = fmul contract float %20, 5.000000e-01
  %23 = zext nneg i32 %19 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %22, %25
  %27 = add nuw nsw i32 %19, 1
  %28 = add i32 %21, 1
  %29 = icmp eq i32 %28, %9
  br i1 %29, label %30, label %18, !llvm.loop !65

30:                                               ; preds = %18, %13
  %31 = phi float [ %14, %13 ], [ %26, %18 ]
  %32 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %33 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %34 = mul i32 %33, %8
  %35 = add i32 %34, %32
  %36 = zext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr %2, i64 %36
  store float %31, ptr %37, align 4, !tbaa !57
  ret void

38:                                               ; preds = %38, %11
  %39 = phi i32 [ 0, %11 ], [ %65, %38 ]
  %40 = phi float [ 0.000000e+00, %11 ], [ %64, %38 ]
  %41 = phi i32 [ 0, %11 ], [ %66, %38 ]
  %42 = fmul contract float %40, 5.000000e-01
  %43 = zext nneg i32 %39 to i64
  %44 = getelementptr inbounds float, ptr %0, i64 %43
  %45 = load float, ptr %44, align 4, !tbaa !57
  %46 = fadd contract float %42, %45
  %47 = or disjoint i32 %39, 1
  %48 = fmul contract float %46, 5.000000e-01
  %49 = zext nneg i32 %47 to i64
  %50 = getelementptr inbounds float, ptr %0, i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !57
  %52 = fadd contract float %48, %51
  %53 = or disjoint i32 %39, 2
  %54 = fmul contract float %52, 5.000000e-01
  %55 = zext nneg i32 %53 to i64
  %56 = getelementptr inbounds float, ptr %0, i64 %55
  %57 = load float, ptr %56, align 4, !tbaa !57
  %58 = fadd contract float %54, %57
  %59 = or disjoint i32 %39, 3
  %60 = fmul contract float %58, 5.000000e-01
  %61 = zext nneg i32 %59 to i64
  %62 = getelementptr inbounds float, ptr %0, i64 %61
  %63 = load float, ptr %62, align 4, !tbaa !57
  %64 = fadd contract float %60, %63
  %65 = add nuw nsw i32 %39, 4
  %66 = add i32 %41, 4
  %67 = icmp eq i32 %66, %12
  br i1 %67, label %13, label %38, !llvm.loop !66
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s026_lt_zero_ntid_1_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
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
  %17 = phi i32 [ 0, %7 ], [ %24, %16 ]
  %18 = phi float [ 0.000000e+00, %7 ], [ %23, %16 ]
  %19 = fmul contract float %18, 5.000000e-01
  %20 = zext nneg i32 %17 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !57
  %23 = fadd contract float %19, %22
  %24 = add nuw nsw i32 %17, 1
  %25 = icmp eq i32 %24, %8
  br i1 %25, label %9, label %16, !llvm.loop !67
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s027_le_zero_ntid_1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = add nuw nsw i32 %8, 1
  %10 = and i32 %9, 3
  %11 = icmp ult i32 %8, 3
  br i1 %11, label %14, label %12

12:                                               ; preds = %7
  %13 = and i32 %9, 4092
  br label %39

14:                                               ; preds = %39, %7
  %15 = phi float [ poison, %7 ], [ %65, %39 ]
  %16 = phi i32 [ 0, %7 ], [ %66, %39 ]
  %17 = phi float [ 0.000000e+00, %7 ], [ %65, %39 ]
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
  br i1 %30, label %31, label %19, !llvm.loop !68

31:                                               ; preds = %19, %14
  %32 = phi float [ %15, %14 ], [ %27, %19 ]
  %33 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %34 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %35 = mul i32 %34, %8
  %36 = add i32 %35, %33
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr %2, i64 %37
  store float %32, ptr %38, align 4, !tbaa !57
  ret void

39:                                               ; preds = %39, %12
  %40 = phi i32 [ 0, %12 ], [ %66, %39 ]
  %41 = phi float [ 0.000000e+00, %12 ], [ %65, %39 ]
  %42 = phi i32 [ 0, %12 ], [ %67, %39 ]
  %43 = fmul contract float %41, 5.000000e-01
  %44 = zext nneg i32 %40 to i64
  %45 = getelementptr inbounds float, ptr %0, i64 %44
  %46 = load float, ptr %45, align 4, !tbaa !57
  %47 = fadd contract float %43, %46
  %48 = or disjoint i32 %40, 1
  %49 = fmul contract float %47, 5.000000e-01
  %50 = zext nneg i32 %48 to i64
  %51 = getelementptr inbounds float, ptr %0, i64 %50
  %52 = load float, ptr %51, align 4, !tbaa !57
  %53 = fadd contract float %49, %52
  %54 = or disjoint i32 %40, 2
  %55 = fmul contract float %53, 5.000000e-01
  %56 = zext nneg i32 %54 to i64
  %57 = getelementptr inbounds float, ptr %0, i64 %56
  %58 = load float, ptr %57, align 4, !tbaa !57
  %59 = fadd contract float %55, %58
  %60 = or disjoint i32 %40, 3
  %61 = fmul contract float %59, 5.000000e-01
  %62 = zext nneg i32 %60 to i64
  %63 = getelementptr inbounds float, ptr %0, i64 %62
  %64 = load float, ptr %63, align 4, !tbaa !57
  %65 = fadd contract float %61, %64
  %66 = add nuw nsw i32 %40, 4
  %67 = add i32 %42, 4
  %68 = icmp eq i32 %67, %13
  br i1 %68, label %14, label %39, !llvm.loop !69
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s027_le_zero_ntid_1_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
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
  %17 = phi i32 [ 0, %7 ], [ %24, %16 ]
  %18 = phi float [ 0.000000e+00, %7 ], [ %23, %16 ]
  %19 = fmul contract float %18, 5.000000e-01
  %20 = zext nneg i32 %17 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !57
  %23 = fadd contract float %19, %22
  %24 = add nuw nsw i32 %17, 1
  %25 = icmp eq i32 %17, %8
  br i1 %25, label %9, label %16, !llvm.loop !70
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s028_ge_down_zero_ntid_1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = and i32 %8, 3
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %23, label %11

11:                                               ; preds = %7, %11
  %12 = phi i32 [ %15, %11 ], [ %8, %7 ]
  %13 = phi float [ %20, %11 ], [ 0.000000e+00, %7 ]
  %14 = phi i32 [ %21, %11 ], [ 0, %7 ]
  %15 = add nsw i32 %12, -1
  %16 = fmul contract float %13, 5.000000e-01
  %17 = zext nneg i32 %15 to i64
  %18 = getelementptr inbounds float, ptr %0, i64 %17
  %19 = load float, ptr %18, align 4, !tbaa !57
  %20 = fadd contract float %16, %19
  %21 = add i32 %14, 1
  %22 = icmp eq i32 %21, %9
  br i1 %22, label %23, label %11, !llvm.loop !71

23:                                               ; preds = %11, %7
  %24 = phi i32 [ %8, %7 ], [ %15, %11 ]
  %25 = phi float [ 0.000000e+00, %7 ], [ %20, %11 ]
  %26 = phi float [ poison, %7 ], [ %20, %11 ]
  %27 = icmp ult i32 %8, 4
  br i1 %27, label %31, label %28

28:                                               ; preds = %23
  %29 = getelementptr i8, ptr %0, i64 -4
  %30 = getelementptr i8, ptr %0, i64 -8
  br label %39

31:                                               ; preds = %39, %23
  %32 = phi float [ %26, %23 ], [ %63, %39 ]
  %33 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %34 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %35 = mul i32 %34, %8
  %36 = add i32 %35, %33
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr %2, i64 %37
  store float %32, ptr %38, align 4, !tbaa !57
  ret void

39:                                               ; preds = %39, %28
  %40 = phi i32 [ %24, %28 ], [ %58, %39 ]
  %41 = phi float [ %25, %28 ], [ %63, %39 ]
  %42 = fmul contract float %41, 5.000000e-01
  %43 = sext i32 %40 to i64
  %44 = getelementptr float, ptr %29, i64 %43
  %45 = load float, ptr %44, align 4, !tbaa !57
  %46 = fadd contract float %42, %45
  %47 = fmul contract float %46, 5.000000e-01
  %48 = sext i32 %40 to i64
  %49 = getelementptr float, ptr %30, i64 %48
  %50 = load float, ptr %49, align 4, !tbaa !57
  %51 = fadd contract float %47, %50
  %52 = add nsw i32 %40, -3
  %53 = fmul contract float %51, 5.000000e-01
  %54 = zext nneg i32 %52 to i64
  %55 = getelementptr inbounds float, ptr %0, i64 %54
  %56 = load float, ptr %55, align 4, !tbaa !57
  %57 = fadd contract float %53, %56
  %58 = add nsw i32 %40, -4
  %59 = fmul contract float %57, 5.000000e-01
  %60 = zext nneg i32 %58 to i64
  %61 = getelementptr inbounds float, ptr %0, i64 %60
  %62 = load float, ptr %61, align 4, !tbaa !57
  %63 = fadd contract float %59, %62
  %64 = icmp ugt i32 %52, 1
  br i1 %64, label %39, label %31, !llvm.loop !72
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s028_ge_down_zero_ntid_1_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %16

9:                                                ; preds = %16
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = mul i32 %11, %8
  %13 = add i32 %12, %10
  %14 = zext i32 %13 to i64
  %15 = getelementptr inbounds float, ptr %2, i64 %14
  store float %24, ptr %15, align 4, !tbaa !57
  ret void

16:                                               ; preds = %7, %16
  %17 = phi i32 [ %8, %7 ], [ %19, %16 ]
  %18 = phi float [ 0.000000e+00, %7 ], [ %24, %16 ]
  %19 = add nsw i32 %17, -1
  %20 = fmul contract float %18, 5.000000e-01
  %21 = zext nneg i32 %19 to i64
  %22 = getelementptr inbounds float, ptr %0, i64 %21
  %23 = load float, ptr %22, align 4, !tbaa !57
  %24 = fadd contract float %20, %23
  %25 = icmp ugt i32 %17, 1
  br i1 %25, label %16, label %9, !llvm.loop !73
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s029_lt_zero_ntid_2(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = add nsw i32 %8, -1
  %10 = lshr i32 %9, 1
  %11 = add nuw nsw i32 %10, 1
  %12 = and i32 %11, 3
  %13 = icmp ult i32 %8, 7
  br i1 %13, label %16, label %14

14:                                               ; preds = %7
  %15 = and i32 %11, 2147483644
  br label %41

16:                                               ; preds = %41, %7
  %17 = phi float [ poison, %7 ], [ %67, %41 ]
  %18 = phi i32 [ 0, %7 ], [ %68, %41 ]
  %19 = phi float [ 0.000000e+00, %7 ], [ %67, %41 ]
  %20 = icmp eq i32 %12, 0
  br i1 %20, label %33, label %21

21:                                               ; preds = %16, %21
  %22 = phi i32 [ %30, %21 ], [ %18, %16 ]
  %23 = phi float [ %29, %21 ], [ %19, %16 ]
  %24 = phi i32 [ %31, %21 ], [ 0, %16 ]
  %25 = fmul contract float %23, 5.000000e-01
  %26 = zext nneg i32 %22 to i64
  %27 = getelementptr inbounds float, ptr %0, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !57
  %29 = fadd contract float %25, %28
  %30 = add nuw nsw i32 %22, 2
  %31 = add i32 %24, 1
  %32 = icmp eq i32 %31, %12
  br i1 %32, label %33, label %21, !llvm.loop !74

33:                                               ; preds = %21, %16
  %34 = phi float [ %17, %16 ], [ %29, %21 ]
  %35 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %36 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %37 = mul i32 %36, %8
  %38 = add i32 %37, %35
  %39 = zext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %2, i64 %39
  store float %34, ptr %40, align 4, !tbaa !57
  ret void

41:                                               ; preds = %41, %14
  %42 = phi i32 [ 0, %14 ], [ %68, %41 ]
  %43 = phi float [ 0.000000e+00, %14 ], [ %67, %41 ]
  %44 = phi i32 [ 0, %14 ], [ %69, %41 ]
  %45 = fmul contract float %43, 5.000000e-01
  %46 = zext nneg i32 %42 to i64
  %47 = getelementptr inbounds float, ptr %0, i64 %46
  %48 = load float, ptr %47, align 4, !tbaa !57
  %49 = fadd contract float %45, %48
  %50 = or disjoint i32 %42, 2
  %51 = fmul contract float %49, 5.000000e-01
  %52 = zext nneg i32 %50 to i64
  %53 = getelementptr inbounds float, ptr %0, i64 %52
  %54 = load float, ptr %53, align 4, !tbaa !57
  %55 = fadd contract float %51, %54
  %56 = or disjoint i32 %42, 4
  %57 = fmul contract float %55, 5.000000e-01
  %58 = zext nneg i32 %56 to i64
  %59 = getelementptr inbounds float, ptr %0, i64 %58
  %60 = load float, ptr %59, align 4, !tbaa !57
  %61 = fadd contract float %57, %60
  %62 = or disjoint i32 %42, 6
  %63 = fmul contract float %61, 5.000000e-01
  %64 = zext nneg i32 %62 to i64
  %65 = getelementptr inbounds float, ptr %0, i64 %64
  %66 = load float, ptr %65, align 4, !tbaa !57
  %67 = fadd contract float %63, %66
  %68 = add nuw nsw i32 %42, 8
  %69 = add i32 %44, 4
  %70 = icmp eq i32 %69, %15
  br i1 %70, label %16, label %41, !llvm.loop !75
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s029_lt_zero_ntid_2_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
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
  %17 = phi i32 [ 0, %7 ], [ %24, %16 ]
  %18 = phi float [ 0.000000e+00, %7 ], [ %23, %16 ]
  %19 = fmul contract float %18, 5.000000e-01
  %20 = zext nneg i32 %17 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !57
  %23 = fadd contract float %19, %22
  %24 = add nuw nsw i32 %17, 2
  %25 = icmp ult i32 %24, %8
  br i1 %25, label %16, label %9, !llvm.loop !76
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s030_gt_down_zero_ntid_2(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = add nsw i32 %8, -1
  %10 = lshr i32 %9, 1
  %11 = add nuw nsw i32 %10, 1
  %12 = and i32 %11, 3
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %26, label %14

14:                                               ; preds = %7, %14
  %15 = phi i32 [ %23, %14 ], [ %8, %7 ]
  %16 = phi float [ %22, %14 ], [ 0.000000e+00, %7 ]
  %17 = phi i32 [ %24, %14 ], [ 0, %7 ]
  %18 = fmul contract float %16, 5.000000e-01
  %19 = zext nneg i32 %15 to i64
  %20 = getelementptr inbounds float, ptr %0, i64 %19
  %21 = load float, ptr %20, align 4, !tbaa !57
  %22 = fadd contract float %18, %21
  %23 = add nsw i32 %15, -2
  %24 = add i32 %17, 1
  %25 = icmp eq i32 %24, %12
  br i1 %25, label %26, label %14, !llvm.loop !77

26:                                               ; preds = %14, %7
  %27 = phi i32 [ %8, %7 ], [ %23, %14 ]
  %28 = phi float [ 0.000000e+00, %7 ], [ %22, %14 ]
  %29 = phi float [ poison, %7 ], [ %22, %14 ]
  %30 = icmp ult i32 %8, 7
  br i1 %30, label %34, label %31

31:                                               ; preds = %26
  %32 = getelementptr i8, ptr %0, i64 -8
  %33 = getelementptr i8, ptr %0, i64 -16
  br label %42

34:                                               ; preds = %42, %26
  %35 = phi float [ %29, %26 ], [ %65, %42 ]
  %36 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %37 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %38 = mul i32 %37, %8
  %39 = add i32 %38, %36
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr %2, i64 %40
  store float %35, ptr %41, align 4, !tbaa !57
  ret void

42:                                               ; preds = %42, %31
  %43 = phi i32 [ %27, %31 ], [ %66, %42 ]
  %44 = phi float [ %28, %31 ], [ %65, %42 ]
  %45 = fmul contract float %44, 5.000000e-01
  %46 = zext nneg i32 %43 to i64
  %47 = getelementptr inbounds float, ptr %0, i64 %46
  %48 = load float, ptr %47, align 4, !tbaa !57
  %49 = fadd contract float %45, %48
  %50 = fmul contract float %49, 5.000000e-01
  %51 = sext i32 %43 to i64
  %52 = getelementptr float, ptr %32, i64 %51
  %53 = load float, ptr %52, align 4, !tbaa !57
  %54 = fadd contract float %50, %53
  %55 = fmul contract float %54, 5.000000e-01
  %56 = sext i32 %43 to i64
  %57 = getelementptr float, ptr %33, i64 %56
  %58 = load float, ptr %57, align 4, !tbaa !57
  %59 = fadd contract float %55, %58
  %60 = add nsw i32 %43, -6
  %61 = fmul contract float %59, 5.000000e-01
  %62 = zext nneg i32 %60 to i64
  %63 = getelementptr inbounds float, ptr %0, i64 %62
  %64 = load float, ptr %63, align 4, !tbaa !57
  %65 = fadd contract float %61, %64
  %66 = add nsw i32 %43, -8
  %67 = icmp ugt i32 %60, 2
  br i1 %67, label %42, label %34, !llvm.loop !78
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s030_gt_down_zero_ntid_2_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
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
  %24 = add nsw i32 %17, -2
  %25 = icmp ugt i32 %17, 2
  br i1 %25, label %16, label %9, !llvm.loop !79
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s031_lt_zero_ntid_3(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = add nsw i32 %8, -1
  %10 = udiv i32 %9, 3
  %11 = add nuw nsw i32 %10, 1
  %12 = and i32 %11, 3
  %13 = icmp ult i32 %8, 10
  br i1 %13, label %18, label %14

14:                                               ; preds = %7
  %15 = and i32 %11, 2147483644
  %16 = getelementptr inbounds i8, ptr %0, i64 24
  %17 = getelementptr inbounds i8, ptr %0, i64 36
  br label %43

18:                                               ; preds = %43, %7
  %19 = phi float [ poison, %7 ], [ %67, %43 ]
  %20 = phi i32 [ 0, %7 ], [ %68, %43 ]
  %21 = phi float [ 0.000000e+00, %7 ], [ %67, %43 ]
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
  br i1 %34, label %35, label %23, !llvm.loop !80

35:                                               ; preds = %23, %18
  %36 = phi float [ %19, %18 ], [ %31, %23 ]
  %37 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %38 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %39 = mul i32 %38, %8
  %40 = add i32 %39, %37
  %41 = zext i32 %40 to i64
  %42 = getelementptr inbounds float, ptr %2, i64 %41
  store float %36, ptr %42, align 4, !tbaa !57
  ret void

43:                                               ; preds = %43, %14
  %44 = phi i32 [ 0, %14 ], [ %68, %43 ]
  %45 = phi float [ 0.000000e+00, %14 ], [ %67, %43 ]
  %46 = phi i32 [ 0, %14 ], [ %69, %43 ]
  %47 = fmul contract float %45, 5.000000e-01
  %48 = zext nneg i32 %44 to i64
  %49 = getelementptr inbounds float, ptr %0, i64 %48
  %50 = load float, ptr %49, align 4, !tbaa !57
  %51 = fadd contract float %47, %50
  %52 = or disjoint i32 %44, 3
  %53 = fmul contract float %51, 5.000000e-01
  %54 = zext nneg i32 %52 to i64
  %55 = getelementptr inbounds float, ptr %0, i64 %54
  %56 = load float, ptr %55, align 4, !tbaa !57
  %57 = fadd contract float %53, %56
  %58 = fmul contract float %57, 5.000000e-01
  %59 = zext nneg i32 %44 to i64
  %60 = getelementptr inbounds float, ptr %16, i64 %59
  %61 = load float, ptr %60, align 4, !tbaa !57
  %62 = fadd contract float %58, %61
  %63 = fmul contract float %62, 5.000000e-01
  %64 = zext nneg i32 %44 to i64
  %65 = getelementptr inbounds float, ptr %17, i64 %64
  %66 = load float, ptr %65, align 4, !tbaa !57
  %67 = fadd contract float %63, %66
  %68 = add nuw nsw i32 %44, 12
  %69 = add i32 %46, 4
  %70 = icmp eq i32 %69, %15
  br i1 %70, label %18, label %43, !llvm.loop !81
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s031_lt_zero_ntid_3_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
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
  %17 = phi i32 [ 0, %7 ], [ %24, %16 ]
  %18 = phi float [ 0.000000e+00, %7 ], [ %23, %16 ]
  %19 = fmul contract float %18, 5.000000e-01
  %20 = zext nneg i32 %17 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !57
  %23 = fadd contract float %19, %22
  %24 = add nuw nsw i32 %17, 3
  %25 = icmp ult i32 %24, %8
  br i1 %25, label %16, label %9, !llvm.loop !82
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s032_le_zero_ntid_3(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = udiv i32 %8, 3
  %10 = add nuw nsw i32 %9, 1
  %11 = and i32 %10, 3
  %12 = icmp ult i32 %8, 9
  br i1 %12, label %17, label %13

13:                                               ; preds = %7
  %14 = and i32 %10, 2044
  %15 = getelementptr inbounds i8, ptr %0, i64 24
  %16 = getelementptr inbounds i8, ptr %0, i64 36
  br label %42

17:                                               ; preds = %42, %7
  %18 = phi float [ poison, %7 ], [ %66, %42 ]
  %19 = phi i32 [ 0, %7 ], [ %67, %42 ]
  %20 = phi float [ 0.000000e+00, %7 ], [ %66, %42 ]
  %21 = icmp eq i32 %11, 0
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
  %31 = add nuw nsw i32 %23, 3
  %32 = add i32 %25, 1
  %33 = icmp eq i32 %32, %11
  br i1 %33, label %34, label %22, !llvm.loop !83

34:                                               ; preds = %22, %17
  %35 = phi float [ %18, %17 ], [ %30, %22 ]
  %36 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %37 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %38 = mul i32 %37, %8
  %39 = add i32 %38, %36
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr %2, i64 %40
  store float %35, ptr %41, align 4, !tbaa !57
  ret void

42:                                               ; preds = %42, %13
  %43 = phi i32 [ 0, %13 ], [ %67, %42 ]
  %44 = phi float [ 0.000000e+00, %13 ], [ %66, %42 ]
  %45 = phi i32 [ 0, %13 ], [ %68, %42 ]
  %46 = fmul contract float %44, 5.000000e-01
  %47 = zext nneg i32 %43 to i64
  %48 = getelementptr inbounds float, ptr %0, i64 %47
  %49 = load float, ptr %48, align 4, !tbaa !57
  %50 = fadd contract float %46, %49
  %51 = or disjoint i32 %43, 3
  %52 = fmul contract float %50, 5.000000e-01
  %53 = zext nneg i32 %51 to i64
  %54 = getelementptr inbounds float, ptr %0, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !57
  %56 = fadd contract float %52, %55
  %57 = fmul contract float %56, 5.000000e-01
  %58 = zext nneg i32 %43 to i64
  %59 = getelementptr inbounds float, ptr %15, i64 %58
  %60 = load float, ptr %59, align 4, !tbaa !57
  %61 = fadd contract float %57, %60
  %62 = fmul contract float %61, 5.000000e-01
  %63 = zext nneg i32 %43 to i64
  %64 = getelementptr inbounds float, ptr %16, i64 %63
  %65 = load float, ptr %64, align 4, !tbaa !57
  %66 = fadd contract float %62, %65
  %67 = add nuw nsw i32 %43, 12
  %68 = add i32 %45, 4
  %69 = icmp eq i32 %68, %14
  br i1 %69, label %17, label %42, !llvm.loop !84
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s032_le_zero_ntid_3_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
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
  %17 = phi i32 [ 0, %7 ], [ %24, %16 ]
  %18 = phi float [ 0.000000e+00, %7 ], [ %23, %16 ]
  %19 = fmul contract float %18, 5.000000e-01
  %20 = zext nneg i32 %17 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !57
  %23 = fadd contract float %19, %22
  %24 = add nuw nsw i32 %17, 3
  %25 = icmp ugt i32 %24, %8
  br i1 %25, label %9, label %16, !llvm.loop !85
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s033_lt_zero_ntid_param(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
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
  %17 = phi i32 [ 0, %7 ], [ %24, %16 ]
  %18 = phi float [ 0.000000e+00, %7 ], [ %23, %16 ]
  %19 = fmul contract float %18, 5.000000e-01
  %20 = sext i32 %17 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !57
  %23 = fadd contract float %19, %22
  %24 = add nsw i32 %17, %5
  %25 = icmp slt i32 %24, %8
  br i1 %25, label %16, label %9, !llvm.loop !86
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s033_lt_zero_ntid_param_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
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
  %17 = phi i32 [ 0, %7 ], [ %24, %16 ]
  %18 = phi float [ 0.000000e+00, %7 ], [ %23, %16 ]
  %19 = fmul contract float %18, 5.000000e-01
  %20 = sext i32 %17 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !57
  %23 = fadd contract float %19, %22
  %24 = add nsw i32 %17, %5
  %25 = icmp slt i32 %24, %8
  br i1 %25, label %16, label %9, !llvm.loop !87
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s034_le_zero_ntid_param(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
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
  %17 = phi i32 [ 0, %7 ], [ %24, %16 ]
  %18 = phi float [ 0.000000e+00, %7 ], [ %23, %16 ]
  %19 = fmul contract float %18, 5.000000e-01
  %20 = sext i32 %17 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !57
  %23 = fadd contract float %19, %22
  %24 = add nsw i32 %17, %5
  %25 = icmp sgt i32 %24, %8
  br i1 %25, label %9, label %16, !llvm.loop !88
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s034_le_zero_ntid_param_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
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
  %17 = phi i32 [ 0, %7 ], [ %24, %16 ]
  %18 = phi float [ 0.000000e+00, %7 ], [ %23, %16 ]
  %19 = fmul contract float %18, 5.000000e-01
  %20 = sext i32 %17 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !57
  %23 = fadd contract float %19, %22
  %24 = add nsw i32 %17, %5
  %25 = icmp sgt i32 %24, %8
  br i1 %25, label %9, label %16, !llvm.loop !89
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @s035_lt_zero_ntid_ntid(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = load float, ptr %0, align 4, !tbaa !57
  %10 = fadd contract float %9, 0.000000e+00
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = mul i32 %12, %8
  %14 = add i32 %13, %11
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds float, ptr %2, i64 %15
  store float %10, ptr %16, align 4, !tbaa !57
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @s035_lt_zero_ntid_ntid_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = load float, ptr %0, align 4, !tbaa !57
  %10 = fadd contract float %9, 0.000000e+00
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = mul i32 %12, %8
  %14 = add i32 %13, %11
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds float, ptr %2, i64 %15
  store float %10, ptr %16, align 4, !tbaa !57
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @s036_ge_down_zero_ntid_ntid(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr float, ptr %0, i64 %9
  %11 = getelementptr i8, ptr %10, i64 -4
  %12 = load float, ptr %11, align 4, !tbaa !57
  %13 = fadd contract float %12, 0.000000e+00
  %14 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = mul i32 %15, %8
  %17 = add i32 %16, %14
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr %2, i64 %18
  store float %13, ptr %19, align 4, !tbaa !57
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @s036_ge_down_zero_ntid_ntid_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr float, ptr %0, i64 %9
  %11 = getelementptr i8, ptr %10, i64 -4
  %12 = load float, ptr %11, align 4, !tbaa !57
  %13 = fadd contract float %12, 0.000000e+00
  %14 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = mul i32 %15, %8
  %17 = add i32 %16, %14
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr %2, i64 %18
  store float %13, ptr %19, align 4, !tbaa !57
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s037_lt_zero_ntid_tile(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = add nsw i32 %8, -1
  %10 = udiv i32 %9, 12
  %11 = add nuw nsw i32 %10, 1
  %12 = and i32 %11, 3
  %13 = icmp ult i32 %8, 37
  br i1 %13, label %18, label %14

14:                                               ; preds = %7
  %15 = and i32 %11, 1073741820
  %16 = getelementptr inbounds i8, ptr %0, i64 96
  %17 = getelementptr inbounds i8, ptr %0, i64 144
  br label %43

18:                                               ; preds = %43, %7
  %19 = phi float [ poison, %7 ], [ %67, %43 ]
  %20 = phi i32 [ 0, %7 ], [ %68, %43 ]
  %21 = phi float [ 0.000000e+00, %7 ], [ %67, %43 ]
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
  %32 = add nuw nsw i32 %24, 12
  %33 = add i32 %26, 1
  %34 = icmp eq i32 %33, %12
  br i1 %34, label %35, label %23, !llvm.loop !90

35:                                               ; preds = %23, %18
  %36 = phi float [ %19, %18 ], [ %31, %23 ]
  %37 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %38 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %39 = mul i32 %38, %8
  %40 = add i32 %39, %37
  %41 = zext i32 %40 to i64
  %42 = getelementptr inbounds float, ptr %2, i64 %41
  store float %36, ptr %42, align 4, !tbaa !57
  ret void

43:                                               ; preds = %43, %14
  %44 = phi i32 [ 0, %14 ], [ %68, %43 ]
  %45 = phi float [ 0.000000e+00, %14 ], [ %67, %43 ]
  %46 = phi i32 [ 0, %14 ], [ %69, %43 ]
  %47 = fmul contract float %45, 5.000000e-01
  %48 = zext nneg i32 %44 to i64
  %49 = getelementptr inbounds float, ptr %0, i64 %48
  %50 = load float, ptr %49, align 4, !tbaa !57
  %51 = fadd contract float %47, %50
  %52 = or disjoint i32 %44, 12
  %53 = fmul contract float %51, 5.000000e-01
  %54 = zext nneg i32 %52 to i64
  %55 = getelementptr inbounds float, ptr %0, i64 %54
  %56 = load float, ptr %55, align 4, !tbaa !57
  %57 = fadd contract float %53, %56
  %58 = fmul contract float %57, 5.000000e-01
  %59 = zext nneg i32 %44 to i64
  %60 = getelementptr inbounds float, ptr %16, i64 %59
  %61 = load float, ptr %60, align 4, !tbaa !57
  %62 = fadd contract float %58, %61
  %63 = fmul contract float %62, 5.000000e-01
  %64 = zext nneg i32 %44 to i64
  %65 = getelementptr inbounds float, ptr %17, i64 %64
  %66 = load float, ptr %65, align 4, !tbaa !57
  %67 = fadd contract float %63, %66
  %68 = add nuw nsw i32 %44, 48
  %69 = add i32 %46, 4
  %70 = icmp eq i32 %69, %15
  br i1 %70, label %18, label %43, !llvm.loop !91
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s037_lt_zero_ntid_tile_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
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
  %17 = phi i32 [ 0, %7 ], [ %24, %16 ]
  %18 = phi float [ 0.000000e+00, %7 ], [ %23, %16 ]
  %19 = fmul contract float %18, 5.000000e-01
  %20 = zext nneg i32 %17 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !57
  %23 = fadd contract float %19, %22
  %24 = add nuw nsw i32 %17, 12
  %25 = icmp ult i32 %24, %8
  br i1 %25, label %16, label %9, !llvm.loop !92
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s038_gt_down_zero_ntid_tile(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = add nsw i32 %8, -1
  %10 = udiv i32 %9, 12
  %11 = add nuw nsw i32 %10, 1
  %12 = and i32 %11, 3
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %26, label %14

14:                                               ; preds = %7, %14
  %15 = phi i32 [ %23, %14 ], [ %8, %7 ]
  %16 = phi float [ %22, %14 ], [ 0.000000e+00, %7 ]
  %17 = phi i32 [ %24, %14 ], [ 0, %7 ]
  %18 = fmul contract float %16, 5.000000e-01
  %19 = zext nneg i32 %15 to i64
  %20 = getelementptr inbounds float, ptr %0, i64 %19
  %21 = load float, ptr %20, align 4, !tbaa !57
  %22 = fadd contract float %18, %21
  %23 = add nsw i32 %15, -12
  %24 = add i32 %17, 1
  %25 = icmp eq i32 %24, %12
  br i1 %25, label %26, label %14, !llvm.loop !93

26:                                               ; preds = %14, %7
  %27 = phi i32 [ %8, %7 ], [ %23, %14 ]
  %28 = phi float [ 0.000000e+00, %7 ], [ %22, %14 ]
  %29 = phi float [ poison, %7 ], [ %22, %14 ]
  %30 = icmp ult i32 %8, 37
  br i1 %30, label %34, label %31

31:                                               ; preds = %26
  %32 = getelementptr i8, ptr %0, i64 -48
  %33 = getelementptr i8, ptr %0, i64 -96
  br label %42

34:                                               ; preds = %42, %26
  %35 = phi float [ %29, %26 ], [ %65, %42 ]
  %36 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %37 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %38 = mul i32 %37, %8
  %39 = add i32 %38, %36
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr %2, i64 %40
  store float %35, ptr %41, align 4, !tbaa !57
  ret void

42:                                               ; preds = %42, %31
  %43 = phi i32 [ %27, %31 ], [ %66, %42 ]
  %44 = phi float [ %28, %31 ], [ %65, %42 ]
  %45 = fmul contract float %44, 5.000000e-01
  %46 = zext nneg i32 %43 to i64
  %47 = getelementptr inbounds float, ptr %0, i64 %46
  %48 = load float, ptr %47, align 4, !tbaa !57
  %49 = fadd contract float %45, %48
  %50 = fmul contract float %49, 5.000000e-01
  %51 = sext i32 %43 to i64
  %52 = getelementptr float, ptr %32, i64 %51
  %53 = load float, ptr %52, align 4, !tbaa !57
  %54 = fadd contract float %50, %53
  %55 = fmul contract float %54, 5.000000e-01
  %56 = sext i32 %43 to i64
  %57 = getelementptr float, ptr %33, i64 %56
  %58 = load float, ptr %57, align 4, !tbaa !57
  %59 = fadd contract float %55, %58
  %60 = add nsw i32 %43, -36
  %61 = fmul contract float %59, 5.000000e-01
  %62 = zext nneg i32 %60 to i64
  %63 = getelementptr inbounds float, ptr %0, i64 %62
  %64 = load float, ptr %63, align 4, !tbaa !57
  %65 = fadd contract float %61, %64
  %66 = add nsw i32 %43, -48
  %67 = icmp ugt i32 %60, 12
  br i1 %67, label %42, label %34, !llvm.loop !94
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s038_gt_down_zero_ntid_tile_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
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
  %24 = add nsw i32 %17, -12
  %25 = icmp ugt i32 %17, 12
  br i1 %25, label %16, label %9, !llvm.loop !95
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @s039_lt_zero_tile_1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = load float, ptr %0, align 4, !tbaa !57
  %9 = fadd contract float %8, 0.000000e+00
  %10 = fmul contract float %9, 5.000000e-01
  %11 = getelementptr inbounds i8, ptr %0, i64 4
  %12 = load float, ptr %11, align 4, !tbaa !57
  %13 = fadd contract float %10, %12
  %14 = fmul contract float %13, 5.000000e-01
  %15 = getelementptr inbounds i8, ptr %0, i64 8
  %16 = load float, ptr %15, align 4, !tbaa !57
  %17 = fadd contract float %14, %16
  %18 = fmul contract float %17, 5.000000e-01
  %19 = getelementptr inbounds i8, ptr %0, i64 12
  %20 = load float, ptr %19, align 4, !tbaa !57
  %21 = fadd contract float %18, %20
  %22 = fmul contract float %21, 5.000000e-01
  %23 = getelementptr inbounds i8, ptr %0, i64 16
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %22, %24
  %26 = fmul contract float %25, 5.000000e-01
  %27 = getelementptr inbounds i8, ptr %0, i64 20
  %28 = load float, ptr %27, align 4, !tbaa !57
  %29 = fadd contract float %26, %28
  %30 = fmul contract float %29, 5.000000e-01
  %31 = getelementptr inbounds i8, ptr %0, i64 24
  %32 = load float, ptr %31, align 4, !tbaa !57
  %33 = fadd contract float %30, %32
  %34 = fmul contract float %33, 5.000000e-01
  %35 = getelementptr inbounds i8, ptr %0, i64 28
  %36 = load float, ptr %35, align 4, !tbaa !57
  %37 = fadd contract float %34, %36
  %38 = fmul contract float %37, 5.000000e-01
  %39 = getelementptr inbounds i8, ptr %0, i64 32
  %40 = load float, ptr %39, align 4, !tbaa !57
  %41 = fadd contract float %38, %40
  %42 = fmul contract float %41, 5.000000e-01
  %43 = getelementptr inbounds i8, ptr %0, i64 36
  %44 = load float, ptr %43, align 4, !tbaa !57
  %45 = fadd contract float %42, %44
  %46 = fmul contract float %45, 5.000000e-01
  %47 = getelementptr inbounds i8, ptr %0, i64 40
  %48 = load float, ptr %47, align 4, !tbaa !57
  %49 = fadd contract float %46, %48
  %50 = fmul contract float %49, 5.000000e-01
  %51 = getelementptr inbounds i8, ptr %0, i64 44
  %52 = load float, ptr %51, align 4, !tbaa !57
  %53 = fadd contract float %50, %52
  %54 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %55 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %56 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %57 = mul i32 %55, %56
  %58 = add i32 %57, %54
  %59 = zext i32 %58 to i64
  %60 = getelementptr inbounds float, ptr %2, i64 %59
  store float %53, ptr %60, align 4, !tbaa !57
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s039_lt_zero_tile_1_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
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
  %17 = phi i32 [ 0, %7 ], [ %24, %16 ]
  %18 = phi float [ 0.000000e+00, %7 ], [ %23, %16 ]
  %19 = fmul contract float %18, 5.000000e-01
  %20 = zext nneg i32 %17 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !57
  %23 = fadd contract float %19, %22
  %24 = add nuw nsw i32 %17, 1
  %25 = icmp eq i32 %24, 12
  br i1 %25, label %8, label %16, !llvm.loop !96
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @s040_le_zero_tile_1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = load float, ptr %0, align 4, !tbaa !57
  %9 = fadd contract float %8, 0.000000e+00
  %10 = fmul contract float %9, 5.000000e-01
  %11 = getelementptr inbounds i8, ptr %0, i64 4
  %12 = load float, ptr %11, align 4, !tbaa !57
  %13 = fadd contract float %10, %12
  %14 = fmul contract float %13, 5.000000e-01
  %15 = getelementptr inbounds i8, ptr %0, i64 8
  %16 = load float, ptr %15, align 4, !tbaa !57
  %17 = fadd contract float %14, %16
  %18 = fmul contract float %17, 5.000000e-01
  %19 = getelementptr inbounds i8, ptr %0, i64 12
  %20 = load float, ptr %19, align 4, !tbaa !57
  %21 = fadd contract float %18, %20
  %22 = fmul contract float %21, 5.000000e-01
  %23 = getelementptr inbounds i8, ptr %0, i64 16
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %22, %24
  %26 = fmul contract float %25, 5.000000e-01
  %27 = getelementptr inbounds i8, ptr %0, i64 20
  %28 = load float, ptr %27, align 4, !tbaa !57
  %29 = fadd contract float %26, %28
  %30 = fmul contract float %29, 5.000000e-01
  %31 = getelementptr inbounds i8, ptr %0, i64 24
  %32 = load float, ptr %31, align 4, !tbaa !57
  %33 = fadd contract float %30, %32
  %34 = fmul contract float %33, 5.000000e-01
  %35 = getelementptr inbounds i8, ptr %0, i64 28
  %36 = load float, ptr %35, align 4, !tbaa !57
  %37 = fadd contract float %34, %36
  %38 = fmul contract float %37, 5.000000e-01
  %39 = getelementptr inbounds i8, ptr %0, i64 32
  %40 = load float, ptr %39, align 4, !tbaa !57
  %41 = fadd contract float %38, %40
  %42 = fmul contract float %41, 5.000000e-01
  %43 = getelementptr inbounds i8, ptr %0, i64 36
  %44 = load float, ptr %43, align 4, !tbaa !57
  %45 = fadd contract float %42, %44
  %46 = fmul contract float %45, 5.000000e-01
  %47 = getelementptr inbounds i8, ptr %0, i64 40
  %48 = load float, ptr %47, align 4, !tbaa !57
  %49 = fadd contract float %46, %48
  %50 = fmul contract float %49, 5.000000e-01
  %51 = getelementptr inbounds i8, ptr %0, i64 44
  %52 = load float, ptr %51, align 4, !tbaa !57
  %53 = fadd contract float %50, %52
  %54 = fmul contract float %53, 5.000000e-01
  %55 = getelementptr inbounds i8, ptr %0, i64 48
  %56 = load float, ptr %55, align 4, !tbaa !57
  %57 = fadd contract float %54, %56
  %58 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %59 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %60 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %61 = mul i32 %59, %60
  %62 = add i32 %61, %58
  %63 = zext i32 %62 to i64
  %64 = getelementptr inbounds float, ptr %2, i64 %63
  store float %57, ptr %64, align 4, !tbaa !57
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s040_le_zero_tile_1_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
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
  %17 = phi i32 [ 0, %7 ], [ %24, %16 ]
  %18 = phi float [ 0.000000e+00, %7 ], [ %23, %16 ]
  %19 = fmul contract float %18, 5.000000e-01
  %20 = zext nneg i32 %17 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !57
  %23 = fadd contract float %19, %22
  %24 = add nuw nsw i32 %17, 1
  %25 = icmp eq i32 %24, 13
  br i1 %25, label %8, label %16, !llvm.loop !97
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @s041_ge_down_zero_tile_1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = getelementptr inbounds i8, ptr %0, i64 44
  %9 = load float, ptr %8, align 4, !tbaa !57
  %10 = fadd contract float %9, 0.000000e+00
  %11 = fmul contract float %10, 5.000000e-01
  %12 = getelementptr inbounds i8, ptr %0, i64 40
  %13 = load float, ptr %12, align 4, !tbaa !57
  %14 = fadd contract float %11, %13
  %15 = fmul contract float %14, 5.000000e-01
  %16 = getelementptr inbounds i8, ptr %0, i64 36
  %17 = load float, ptr %16, align 4, !tbaa !57
  %18 = fadd contract float %15, %17
  %19 = fmul contract float %18, 5.000000e-01
  %20 = getelementptr inbounds i8, ptr %0, i64 32
  %21 = load float, ptr %20, align 4, !tbaa !57
  %22 = fadd contract float %19, %21
  %23 = fmul contract float %22, 5.000000e-01
  %24 = getelementptr inbounds i8, ptr %0, i64 28
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %23, %25
  %27 = fmul contract float %26, 5.000000e-01
  %28 = getelementptr inbounds i8, ptr %0, i64 24
  %29 = load float, ptr %28, align 4, !tbaa !57
  %30 = fadd contract float %27, %29
  %31 = fmul contract float %30, 5.000000e-01
  %32 = getelementptr inbounds i8, ptr %0, i64 20
  %33 = load float, ptr %32, align 4, !tbaa !57
  %34 = fadd contract float %31, %33
  %35 = fmul contract float %34, 5.000000e-01
  %36 = getelementptr inbounds i8, ptr %0, i64 16
  %37 = load float, ptr %36, align 4, !tbaa !57
  %38 = fadd contract float %35, %37
  %39 = fmul contract float %38, 5.000000e-01
  %40 = getelementptr inbounds i8, ptr %0, i64 12
  %41 = load float, ptr %40, align 4, !tbaa !57
  %42 = fadd contract float %39, %41
  %43 = fmul contract float %42, 5.000000e-01
  %44 = getelementptr inbounds i8, ptr %0, i64 8
  %45 = load float, ptr %44, align 4, !tbaa !57
  %46 = fadd contract float %43, %45
  %47 = fmul contract float %46, 5.000000e-01
  %48 = getelementptr inbounds i8, ptr %0, i64 4
  %49 = load float, ptr %48, align 4, !tbaa !57
  %50 = fadd contract float %47, %49
  %51 = fmul contract float %50, 5.000000e-01
  %52 = load float, ptr %0, align 4, !tbaa !57
  %53 = fadd contract float %51, %52
  %54 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %55 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %56 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %57 = mul i32 %55, %56
  %58 = add i32 %57, %54
  %59 = zext i32 %58 to i64
  %60 = getelementptr inbounds float, ptr %2, i64 %59
  store float %53, ptr %60, align 4, !tbaa !57
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s041_ge_down_zero_tile_1_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
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
  %17 = phi i32 [ 11, %7 ], [ %24, %16 ]
  %18 = phi float [ 0.000000e+00, %7 ], [ %23, %16 ]
  %19 = fmul contract float %18, 5.000000e-01
  %20 = zext nneg i32 %17 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !57
  %23 = fadd contract float %19, %22
  %24 = add nsw i32 %17, -1
  %25 = icmp eq i32 %17, 0
  br i1 %25, label %8, label %16, !llvm.loop !98
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @s042_lt_zero_tile_2(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = load float, ptr %0, align 4, !tbaa !57
  %9 = fadd contract float %8, 0.000000e+00
  %10 = fmul contract float %9, 5.000000e-01
  %11 = getelementptr inbounds i8, ptr %0, i64 8
  %12 = load float, ptr %11, align 4, !tbaa !57
  %13 = fadd contract float %10, %12
  %14 = fmul contract float %13, 5.000000e-01
  %15 = getelementptr inbounds i8, ptr %0, i64 16
  %16 = load float, ptr %15, align 4, !tbaa !57
  %17 = fadd contract float %14, %16
  %18 = fmul contract float %17, 5.000000e-01
  %19 = getelementptr inbounds i8, ptr %0, i64 24
  %20 = load float, ptr %19, align 4, !tbaa !57
  %21 = fadd contract float %18, %20
  %22 = fmul contract float %21, 5.000000e-01
  %23 = getelementptr inbounds i8, ptr %0, i64 32
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %22, %24
  %26 = fmul contract float %25, 5.000000e-01
  %27 = getelementptr inbounds i8, ptr %0, i64 40
  %28 = load float, ptr %27, align 4, !tbaa !57
  %29 = fadd contract float %26, %28
  %30 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %31 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %32 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %33 = mul i32 %31, %32
  %34 = add i32 %33, %30
  %35 = zext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr %2, i64 %35
  store float %29, ptr %36, align 4, !tbaa !57
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s042_lt_zero_tile_2_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
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
  %17 = phi i32 [ 0, %7 ], [ %24, %16 ]
  %18 = phi float [ 0.000000e+00, %7 ], [ %23, %16 ]
  %19 = fmul contract float %18, 5.000000e-01
  %20 = zext nneg i32 %17 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !57
  %23 = fadd contract float %19, %22
  %24 = add nuw nsw i32 %17, 2
  %25 = icmp ult i32 %17, 10
  br i1 %25, label %16, label %8, !llvm.loop !99
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @s043_gt_down_zero_tile_2(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = getelementptr inbounds i8, ptr %0, i64 48
  %9 = load float, ptr %8, align 4, !tbaa !57
  %10 = fadd contract float %9, 0.000000e+00
  %11 = fmul contract float %10, 5.000000e-01
  %12 = getelementptr inbounds i8, ptr %0, i64 40
  %13 = load float, ptr %12, align 4, !tbaa !57
  %14 = fadd contract float %11, %13
  %15 = fmul contract float %14, 5.000000e-01
  %16 = getelementptr inbounds i8, ptr %0, i64 32
  %17 = load float, ptr %16, align 4, !tbaa !57
  %18 = fadd contract float %15, %17
  %19 = fmul contract float %18, 5.000000e-01
  %20 = getelementptr inbounds i8, ptr %0, i64 24
  %21 = load float, ptr %20, align 4, !tbaa !57
  %22 = fadd contract float %19, %21
  %23 = fmul contract float %22, 5.000000e-01
  %24 = getelementptr inbounds i8, ptr %0, i64 16
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %23, %25
  %27 = fmul contract float %26, 5.000000e-01
  %28 = getelementptr inbounds i8, ptr %0, i64 8
  %29 = load float, ptr %28, align 4, !tbaa !57
  %30 = fadd contract float %27, %29
  %31 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %32 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %33 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %34 = mul i32 %32, %33
  %35 = add i32 %34, %31
  %36 = zext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr %2, i64 %36
  store float %30, ptr %37, align 4, !tbaa !57
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s043_gt_down_zero_tile_2_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
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
  %24 = add nsw i32 %17, -2
  %25 = icmp ugt i32 %17, 2
  br i1 %25, label %16, label %8, !llvm.loop !100
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @s044_lt_zero_tile_3(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = load float, ptr %0, align 4, !tbaa !57
  %9 = fadd contract float %8, 0.000000e+00
  %10 = fmul contract float %9, 5.000000e-01
  %11 = getelementptr inbounds i8, ptr %0, i64 12
  %12 = load float, ptr %11, align 4, !tbaa !57
  %13 = fadd contract float %10, %12
  %14 = fmul contract float %13, 5.000000e-01
  %15 = getelementptr inbounds i8, ptr %0, i64 24
  %16 = load float, ptr %15, align 4, !tbaa !57
  %17 = fadd contract float %14, %16
  %18 = fmul contract float %17, 5.000000e-01
  %19 = getelementptr inbounds i8, ptr %0, i64 36
  %20 = load float, ptr %19, align 4, !tbaa !57
  %21 = fadd contract float %18, %20
  %22 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %23 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %24 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %25 = mul i32 %23, %24
  %26 = add i32 %25, %22
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr %2, i64 %27
  store float %21, ptr %28, align 4, !tbaa !57
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s044_lt_zero_tile_3_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
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
  %17 = phi i32 [ 0, %7 ], [ %24, %16 ]
  %18 = phi float [ 0.000000e+00, %7 ], [ %23, %16 ]
  %19 = fmul contract float %18, 5.000000e-01
  %20 = zext nneg i32 %17 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !57
  %23 = fadd contract float %19, %22
  %24 = add nuw nsw i32 %17, 3
  %25 = icmp ult i32 %17, 9
  br i1 %25, label %16, label %8, !llvm.loop !101
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @s045_le_zero_tile_3(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = load float, ptr %0, align 4, !tbaa !57
  %9 = fadd contract float %8, 0.000000e+00
  %10 = fmul contract float %9, 5.000000e-01
  %11 = getelementptr inbounds i8, ptr %0, i64 12
  %12 = load float, ptr %11, align 4, !tbaa !57
  %13 = fadd contract float %10, %12
  %14 = fmul contract float %13, 5.000000e-01
  %15 = getelementptr inbounds i8, ptr %0, i64 24
  %16 = load float, ptr %15, align 4, !tbaa !57
  %17 = fadd contract float %14, %16
  %18 = fmul contract float %17, 5.000000e-01
  %19 = getelementptr inbounds i8, ptr %0, i64 36
  %20 = load float, ptr %19, align 4, !tbaa !57
  %21 = fadd contract float %18, %20
  %22 = fmul contract float %21, 5.000000e-01
  %23 = getelementptr inbounds i8, ptr %0, i64 48
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %22, %24
  %26 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %27 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %28 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %29 = mul i32 %27, %28
  %30 = add i32 %29, %26
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr %2, i64 %31
  store float %25, ptr %32, align 4, !tbaa !57
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s045_le_zero_tile_3_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
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
  %17 = phi i32 [ 0, %7 ], [ %24, %16 ]
  %18 = phi float [ 0.000000e+00, %7 ], [ %23, %16 ]
  %19 = fmul contract float %18, 5.000000e-01
  %20 = zext nneg i32 %17 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !57
  %23 = fadd contract float %19, %22
  %24 = add nuw nsw i32 %17, 3
  %25 = icmp ult i32 %17, 10
  br i1 %25, label %16, label %8, !llvm.loop !102
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s046_lt_zero_tile_param(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
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
  %17 = phi i32 [ 0, %7 ], [ %24, %16 ]
  %18 = phi float [ 0.000000e+00, %7 ], [ %23, %16 ]
  %19 = fmul contract float %18, 5.000000e-01
  %20 = sext i32 %17 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !57
  %23 = fadd contract float %19, %22
  %24 = add nsw i32 %17, %5
  %25 = icmp slt i32 %24, 12
  br i1 %25, label %16, label %8, !llvm.loop !103
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s046_lt_zero_tile_param_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
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
  %17 = phi i32 [ 0, %7 ], [ %24, %16 ]
  %18 = phi float [ 0.000000e+00, %7 ], [ %23, %16 ]
  %19 = fmul contract float %18, 5.000000e-01
  %20 = sext i32 %17 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !57
  %23 = fadd contract float %19, %22
  %24 = add nsw i32 %17, %5
  %25 = icmp slt i32 %24, 12
  br i1 %25, label %16, label %8, !llvm.loop !104
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s047_le_zero_tile_param(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
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
  %17 = phi i32 [ 0, %7 ], [ %24, %16 ]
  %18 = phi float [ 0.000000e+00, %7 ], [ %23, %16 ]
  %19 = fmul contract float %18, 5.000000e-01
  %20 = sext i32 %17 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !57
  %23 = fadd contract float %19, %22
  %24 = add nsw i32 %17, %5
  %25 = icmp slt i32 %24, 13
  br i1 %25, label %16, label %8, !llvm.loop !105
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s047_le_zero_tile_param_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
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
  %17 = phi i32 [ 0, %7 ], [ %24, %16 ]
  %18 = phi float [ 0.000000e+00, %7 ], [ %23, %16 ]
  %19 = fmul contract float %18, 5.000000e-01
  %20 = sext i32 %17 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !57
  %23 = fadd contract float %19, %22
  %24 = add nsw i32 %17, %5
  %25 = icmp slt i32 %24, 13
  br i1 %25, label %16, label %8, !llvm.loop !106
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s048_lt_zero_tile_ntid(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = udiv i32 11, %8
  %10 = add nuw nsw i32 %9, 1
  %11 = and i32 %10, 3
  %12 = icmp ugt i32 %8, 3
  br i1 %12, label %15, label %13

13:                                               ; preds = %7
  %14 = and i32 %10, 28
  br label %40

15:                                               ; preds = %40, %7
  %16 = phi float [ poison, %7 ], [ %66, %40 ]
  %17 = phi i32 [ 0, %7 ], [ %67, %40 ]
  %18 = phi float [ 0.000000e+00, %7 ], [ %66, %40 ]
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
  %29 = add nuw nsw i32 %21, %8
  %30 = add i32 %23, 1
  %31 = icmp eq i32 %30, %11
  br i1 %31, label %32, label %20, !llvm.loop !107

32:                                               ; preds = %20, %15
  %33 = phi float [ %16, %15 ], [ %28, %20 ]
  %34 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %35 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %36 = mul i32 %35, %8
  %37 = add i32 %36, %34
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds float, ptr %2, i64 %38
  store float %33, ptr %39, align 4, !tbaa !57
  ret void

40:                                               ; preds = %40, %13
  %41 = phi i32 [ 0, %13 ], [ %67, %40 ]
  %42 = phi float [ 0.000000e+00, %13 ], [ %66, %40 ]
  %43 = phi i32 [ 0, %13 ], [ %68, %40 ]
  %44 = fmul contract float %42, 5.000000e-01
  %45 = zext nneg i32 %41 to i64
  %46 = getelementptr inbounds float, ptr %0, i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !57
  %48 = fadd contract float %44, %47
  %49 = add nuw nsw i32 %41, %8
  %50 = fmul contract float %48, 5.000000e-01
  %51 = zext nneg i32 %49 to i64
  %52 = getelementptr inbounds float, ptr %0, i64 %51
  %53 = load float, ptr %52, align 4, !tbaa !57
  %54 = fadd contract float %50, %53
  %55 = add nuw nsw i32 %49, %8
  %56 = fmul contract float %54, 5.000000e-01
  %57 = zext nneg i32 %55 to i64
  %58 = getelementptr inbounds float, ptr %0, i64 %57
  %59 = load float, ptr %58, align 4, !tbaa !57
  %60 = fadd contract float %56, %59
  %61 = add nuw nsw i32 %55, %8
  %62 = fmul contract float %60, 5.000000e-01
  %63 = zext nneg i32 %61 to i64
  %64 = getelementptr inbounds float, ptr %0, i64 %63
  %65 = load float, ptr %64, align 4, !tbaa !57
  %66 = fadd contract float %62, %65
  %67 = add nuw nsw i32 %61, %8
  %68 = add i32 %43, 4
  %69 = icmp eq i32 %68, %14
  br i1 %69, label %15, label %40, !llvm.loop !108
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s048_lt_zero_tile_ntid_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
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
  %17 = phi i32 [ 0, %7 ], [ %24, %16 ]
  %18 = phi float [ 0.000000e+00, %7 ], [ %23, %16 ]
  %19 = fmul contract float %18, 5.000000e-01
  %20 = zext nneg i32 %17 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !57
  %23 = fadd contract float %19, %22
  %24 = add nuw nsw i32 %17, %8
  %25 = icmp ult i32 %24, 12
  br i1 %25, label %16, label %9, !llvm.loop !109
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s049_ge_down_zero_tile_ntid(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = udiv i32 11, %8
  %10 = add nuw nsw i32 %9, 1
  %11 = and i32 %10, 3
  %12 = icmp ugt i32 %8, 3
  br i1 %12, label %15, label %13

13:                                               ; preds = %7
  %14 = and i32 %10, 28
  br label %40

15:                                               ; preds = %40, %7
  %16 = phi float [ poison, %7 ], [ %66, %40 ]
  %17 = phi i32 [ 11, %7 ], [ %67, %40 ]
  %18 = phi float [ 0.000000e+00, %7 ], [ %66, %40 ]
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
  %29 = sub nsw i32 %21, %8
  %30 = add i32 %23, 1
  %31 = icmp eq i32 %30, %11
  br i1 %31, label %32, label %20, !llvm.loop !110

32:                                               ; preds = %20, %15
  %33 = phi float [ %16, %15 ], [ %28, %20 ]
  %34 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %35 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %36 = mul i32 %35, %8
  %37 = add i32 %36, %34
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds float, ptr %2, i64 %38
  store float %33, ptr %39, align 4, !tbaa !57
  ret void

40:                                               ; preds = %40, %13
  %41 = phi i32 [ 11, %13 ], [ %67, %40 ]
  %42 = phi float [ 0.000000e+00, %13 ], [ %66, %40 ]
  %43 = phi i32 [ 0, %13 ], [ %68, %40 ]
  %44 = fmul contract float %42, 5.000000e-01
  %45 = zext nneg i32 %41 to i64
  %46 = getelementptr inbounds float, ptr %0, i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !57
  %48 = fadd contract float %44, %47
  %49 = sub nsw i32 %41, %8
  %50 = fmul contract float %48, 5.000000e-01
  %51 = zext nneg i32 %49 to i64
  %52 = getelementptr inbounds float, ptr %0, i64 %51
  %53 = load float, ptr %52, align 4, !tbaa !57
  %54 = fadd contract float %50, %53
  %55 = sub nsw i32 %49, %8
  %56 = fmul contract float %54, 5.000000e-01
  %57 = zext nneg i32 %55 to i64
  %58 = getelementptr inbounds float, ptr %0, i64 %57
  %59 = load float, ptr %58, align 4, !tbaa !57
  %60 = fadd contract float %56, %59
  %61 = sub nsw i32 %55, %8
  %62 = fmul contract float %60, 5.000000e-01
  %63 = zext nneg i32 %61 to i64
  %64 = getelementptr inbounds float, ptr %0, i64 %63
  %65 = load float, ptr %64, align 4, !tbaa !57
  %66 = fadd contract float %62, %65
  %67 = sub nsw i32 %61, %8
  %68 = add i32 %43, 4
  %69 = icmp eq i32 %68, %14
  br i1 %69, label %15, label %40, !llvm.loop !111
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s049_ge_down_zero_tile_ntid_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
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
  %17 = phi i32 [ 11, %7 ], [ %24, %16 ]
  %18 = phi float [ 0.000000e+00, %7 ], [ %23, %16 ]
  %19 = fmul contract float %18, 5.000000e-01
  %20 = zext nneg i32 %17 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !57
  %23 = fadd contract float %19, %22
  %24 = sub nsw i32 %17, %8
  %25 = icmp sgt i32 %24, -1
  br i1 %25, label %16, label %9, !llvm.loop !112
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
!4 = !{ptr @s025_gt_down_zero_params_tile, !"kernel", i32 1}
!5 = !{ptr @s025_gt_down_zero_params_tile_u1, !"kernel", i32 1}
!6 = !{ptr @s026_lt_zero_ntid_1, !"kernel", i32 1}
!7 = !{ptr @s026_lt_zero_ntid_1_u1, !"kernel", i32 1}
!8 = !{ptr @s027_le_zero_ntid_1, !"kernel", i32 1}
!9 = !{ptr @s027_le_zero_ntid_1_u1, !"kernel", i32 1}
!10 = !{ptr @s028_ge_down_zero_ntid_1, !"kernel", i32 1}
!11 = !{ptr @s028_ge_down_zero_ntid_1_u1, !"kernel", i32 1}
!12 = !{ptr @s029_lt_zero_ntid_2, !"kernel", i32 1}
!13 = !{ptr @s029_lt_zero_ntid_2_u1, !"kernel", i32 1}
!14 = !{ptr @s030_gt_down_zero_ntid_2, !"kernel", i32 1}
!15 = !{ptr @s030_gt_down_zero_ntid_2_u1, !"kernel", i32 1}
!16 = !{ptr @s031_lt_zero_ntid_3, !"kernel", i32 1}
!17 = !{ptr @s031_lt_zero_ntid_3_u1, !"kernel", i32 1}
!18 = !{ptr @s032_le_zero_ntid_3, !"kernel", i32 1}
!19 = !{ptr @s032_le_zero_ntid_3_u1, !"kernel", i32 1}
!20 = !{ptr @s033_lt_zero_ntid_param, !"kernel", i32 1}
!21 = !{ptr @s033_lt_zero_ntid_param_u1, !"kernel", i32 1}
!22 = !{ptr @s034_le_zero_ntid_param, !"kernel", i32 1}
!23 = !{ptr @s034_le_zero_ntid_param_u1, !"kernel", i32 1}
!24 = !{ptr @s035_lt_zero_ntid_ntid, !"kernel", i32 1}
!25 = !{ptr @s035_lt_zero_ntid_ntid_u1, !"kernel", i32 1}
!26 = !{ptr @s036_ge_down_zero_ntid_ntid, !"kernel", i32 1}
!27 = !{ptr @s036_ge_down_zero_ntid_ntid_u1, !"kernel", i32 1}
!28 = !{ptr @s037_lt_zero_ntid_tile, !"kernel", i32 1}
!29 = !{ptr @s037_lt_zero_ntid_tile_u1, !"kernel", i32 1}
!30 = !{ptr @s038_gt_down_zero_ntid_tile, !"kernel", i32 1}
!31 = !{ptr @s038_gt_down_zero_ntid_tile_u1, !"kernel", i32 1}
!32 = !{ptr @s039_lt_zero_tile_1, !"kernel", i32 1}
!33 = !{ptr @s039_lt_zero_tile_1_u1, !"kernel", i32 1}
!34 = !{ptr @s040_le_zero_tile_1, !"kernel", i32 1}
!35 = !{ptr @s040_le_zero_tile_1_u1, !"kernel", i32 1}
!36 = !{ptr @s041_ge_down_zero_tile_1, !"kernel", i32 1}
!37 = !{ptr @s041_ge_down_zero_tile_1_u1, !"kernel", i32 1}
!38 = !{ptr @s042_lt_zero_tile_2, !"kernel", i32 1}
!39 = !{ptr @s042_lt_zero_tile_2_u1, !"kernel", i32 1}
!40 = !{ptr @s043_gt_down_zero_tile_2, !"kernel", i32 1}
!41 = !{ptr @s043_gt_down_zero_tile_2_u1, !"kernel", i32 1}
!42 = !{ptr @s044_lt_zero_tile_3, !"kernel", i32 1}
!43 = !{ptr @s044_lt_zero_tile_3_u1, !"kernel", i32 1}
!44 = !{ptr @s045_le_zero_tile_3, !"kernel", i32 1}
!45 = !{ptr @s045_le_zero_tile_3_u1, !"kernel", i32 1}
!46 = !{ptr @s046_lt_zero_tile_param, !"kernel", i32 1}
!47 = !{ptr @s046_lt_zero_tile_param_u1, !"kernel", i32 1}
!48 = !{ptr @s047_le_zero_tile_param, !"kernel", i32 1}
!49 = !{ptr @s047_le_zero_tile_param_u1, !"kernel", i32 1}
!50 = !{ptr @s048_lt_zero_tile_ntid, !"kernel", i32 1}
!51 = !{ptr @s048_lt_zero_tile_ntid_u1, !"kernel", i32 1}
!52 = !{ptr @s049_ge_down_zero_tile_ntid, !"kernel", i32 1}
!53 = !{ptr @s049_ge_down_zero_tile_ntid_u1, !"kernel", i32 1}
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
!65 = distinct !{!65, !64}
!66 = distinct !{!66, !62}
!67 = distinct !{!67, !62, !64}
!68 = distinct !{!68, !64}
!69 = distinct !{!69, !62}
!70 = distinct !{!70, !62, !64}
!71 = distinct !{!71, !64}
!72 = distinct !{!72, !62}
!73 = distinct !{!73, !62, !64}
!74 = distinct !{!74, !64}
!75 = distinct !{!75, !62}
!76 = distinct !{!76, !62, !64}
!77 = distinct !{!77, !64}
!78 = distinct !{!78, !62}
!79 = distinct !{!79, !62, !64}
!80 = distinct !{!80, !64}
!81 = distinct !{!81, !62}
!82 = distinct !{!82, !62, !64}
!83 = distinct !{!83, !64}
!84 = distinct !{!84, !62}
!85 = distinct !{!85, !62, !64}
!86 = distinct !{!86, !62}
!87 = distinct !{!87, !62, !64}
!88 = distinct !{!88, !62}
!89 = distinct !{!89, !62, !64}
!90 = distinct !{!90, !64}
!91 = distinct !{!91, !62}
!92 = distinct !{!92, !62, !64}
!93 = distinct !{!93, !64}
!94 = distinct !{!94, !62}
!95 = distinct !{!95, !62, !64}
!96 = distinct !{!96, !62, !64}
!97 = distinct !{!97, !62, !64}
!98 = distinct !{!98, !62, !64}
!99 = distinct !{!99, !62, !64}
!100 = distinct !{!100, !62, !64}
!101 = distinct !{!101, !62, !64}
!102 = distinct !{!102, !62, !64}
!103 = distinct !{!103, !62}
!104 = distinct !{!104, !62, !64}
!105 = distinct !{!105, !62}
!106 = distinct !{!106, !62, !64}
!107 = distinct !{!107, !64}
!108 = distinct !{!108, !62}
!109 = distinct !{!109, !62, !64}
!110 = distinct !{!110, !64}
!111 = distinct !{!111, !62}
!112 = distinct !{!112, !62, !64}
